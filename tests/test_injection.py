"""Strings from a state or a move are data, never code.

Prolog-looking payloads go (1) into every string field and every object key
of a real state and move of every game, one at a time, through the engine;
(2) into every id, player name and card name at once, renamed consistently so
that the position stays valid, through every command as a real process
(forked from conftest's fork server: run_forked).
Nothing runs, nothing crashes, and the answers carry the strings verbatim."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from conftest import FIXTURES, GAMES, run_forked
from pycli import core, engine, inputs

MARK = "/tmp/rulecheck-injection-marker"
PAYLOADS = [
    "x'), halt, ('",
    f"'), shell('touch {MARK}'), ('",
    ":- initialization(halt).",
    "\"}, {\"game\": \"wow-tcg\"}",
    "X",
    "_",
    "a\\b'c\"d",
    "halt.",
    "[1,2|T]",
    "é😀",
]

def record_of(game: str):
    """The game's first complete record (every game has one: docs/engine.md)."""
    records = sorted((FIXTURES / game / "records").glob("*.json"))
    assert records, f"{game} has no record in fixtures/{game}/records/"
    return records[0]


def base(game: str):
    rec = inputs.load_record(record_of(game))
    return rec["initial"], rec["moves"][0]


def string_sites(value, path=()):
    """Every (path, kind) where a string sits: a value, or a key."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield path + (k,), "key"
            yield from string_sites(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from string_sites(v, path + (i,))
    elif isinstance(value, str):
        yield path, "value"


def replaced(value, path, kind, payload):
    out = copy.deepcopy(value)
    node = out
    for step in path[:-1]:
        node = node[step]
    last = path[-1]
    if kind == "value":
        node[last] = payload
    else:
        node[payload] = node.pop(last)
    return out


def ask_everything(state, move):
    """Every question, through the engine; an input error is a fine answer."""
    for call in (lambda: core.validate(state), lambda: core.legal_moves(state), lambda: core.outcome(state),
                 lambda: core.check(state, move), lambda: core.explain(state, move),
                 lambda: core.apply(state, move)):
        try:
            call()
        except inputs.InputError:
            pass


@pytest.mark.parametrize("game", GAMES)
def test_every_string_field_of_state_and_move(game):
    state, move = base(game)
    sites = list(string_sites(state))
    for i, (path, kind) in enumerate(sites):
        payload = PAYLOADS[i % len(PAYLOADS)]
        try:
            ask_everything(replaced(state, path, kind, payload), move)
        except engine.EngineError as e:
            pytest.fail(f"{game}: {kind} at {path} = {payload!r}: engine error {e.kind}: {e.message}")
    for path, kind in string_sites(move):
        for payload in PAYLOADS:
            try:
                ask_everything(state, replaced(move, path, kind, payload))
            except engine.EngineError as e:
                pytest.fail(f"{game}: move {kind} at {path} = {payload!r}: engine error {e.kind}: {e.message}")
    assert not os.path.exists(MARK)


def ids_of(game: str, state) -> set[str]:
    out = set()
    players = state.get("players", [])
    for p in players:
        out.add(p if isinstance(p, str) else p["name"])
    if isinstance(state.get("cards"), dict):      # cards kept by id
        out.update(state["cards"])

    def walk(v):
        if isinstance(v, dict):
            if isinstance(v.get("id"), str):
                out.add(v["id"])
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    if game in ("flesh-and-blood", "wow-tcg"):
        walk(state)
    return out


def renamed(value, mapping):
    if isinstance(value, dict):
        return {mapping.get(k, k): renamed(v, mapping) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v, mapping) for v in value]
    if isinstance(value, str):
        return mapping.get(value, value)
    return value


@pytest.mark.parametrize("game", GAMES)
def test_payload_ids_through_every_command(game, tmp_path):
    state, move = base(game)
    ids = sorted(ids_of(game, state))
    mapping = {s: f"{s}{PAYLOADS[i % 4]}" for i, s in enumerate(ids)}
    evil_state, evil_move = renamed(state, mapping), renamed(move, mapping)
    plain_f, evil_f = tmp_path / "plain.json", tmp_path / "evil.json"
    plain_f.write_text(json.dumps(state), "utf-8")
    evil_f.write_text(json.dumps(evil_state), "utf-8")
    for argv in (["validate", "{}"], ["legal-moves", "--json", "{}"], ["outcome", "--json", "{}"],
                 ["check", "--json", "{}", "MOVE"], ["explain", "--json", "{}", "MOVE"],
                 ["apply", "--json", "{}", "MOVE"], ["show", "{}"]):
        plain = run_forked(*[str(plain_f) if a == "{}" else json.dumps(move) if a == "MOVE" else a for a in argv])
        evil = run_forked(*[str(evil_f) if a == "{}" else json.dumps(evil_move) if a == "MOVE" else a for a in argv])
        assert evil.code == plain.code, (argv, plain, evil)
        assert not evil.err.strip(), evil
    lm = run_forked("legal-moves", "--json", str(evil_f))
    listed = json.dumps(lm.json()["moves"], ensure_ascii=False)
    assert lm.json()["count"] == 0 or any(v in listed for v in mapping.values()), "the payload ids come back verbatim"
    assert not os.path.exists(MARK)
