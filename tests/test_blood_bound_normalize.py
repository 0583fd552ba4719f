"""Blood Bound's short positions (rules.pl/blood-bound/setup.pl): every
bundled position is a full one and normalises to itself, a normal form
normalises to itself, `normalize --json` output is read by every command,
and a short position stands for the full one it says."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, run, run_forked, write_json
from pycli import core, inputs

GAME = FIXTURES / "blood-bound"


def positions():
    """Every position a Blood Bound fixture or record holds, valid or not
    (those of short/ are short on purpose: what they leave out is what
    they test)."""
    out = []
    for path in sorted(p for p in GAME.rglob("*") if p.suffix in (".json", ".yaml")):
        value = inputs.read_data_file(path)
        state = value.get("state", value.get("initial"))
        short = path.relative_to(GAME).parts[0] == "short"
        out.append(pytest.param(state, value, short, id=str(path.relative_to(GAME))))
    return out


def declared_valid(fixture) -> bool:
    return not any(c.get("valid") is False for c in fixture.get("cases", []))


@pytest.mark.parametrize("state,fixture,short", positions())
def test_bundled_positions_are_full(state, fixture, short):
    if not declared_valid(fixture):
        pytest.skip("an invalid position has no normal form to compare")
    if short:
        assert core.normalize(state) != state       # it leaves out what it tests
        return
    assert core.normalize(state) == state


SHORT = {
    "game": "blood-bound",
    "players": [
        {"name": "ann", "character": "Rose Elder"},
        {"name": "bob", "character": "beast assassin", "tokens": ["unknown"]},
        {"name": "cat", "character": {"clan": "rose", "rank": 4}, "tokens": ["rank"]},
        {"name": "dan", "character": "BEAST BERSERKER", "cards": ["Fan"]},
        {"name": "eve", "character": "Rose Guardian", "cards": ["sword 1"]},
        {"name": "fay", "character": "Beast Courtesan", "cards": ["Shield 1"]},
        {"name": "gus", "character": "Inquisitor"},
    ],
    "pending": {"attacker": "ann", "target": "bob", "offers": ["eve"]},
    "curse_supply": {"false": 1},
}


def test_a_short_position_stands_for_the_full_one():
    full = core.normalize(SHORT)
    assert full["players"][0] == {"name": "ann", "character": {"clan": "rose", "rank": 1}, "tokens": []}
    assert full["players"][3]["cards"] == ["fan"]
    assert full["players"][5]["cards"] == ["shield-1"]
    assert full["players"][6]["character"] == {"clan": "order"}
    assert full["supply"] == {"rose": 13, "beast": 13, "unknown": 19}
    assert full["curse_supply"] == {"true": 1, "false": 1}
    assert full["dagger"] == "ann"
    assert full["pending"]["stage"] == "offers"
    assert full["captured"] is None
    assert core.normalize(full) == full


def test_normalising_twice_is_normalising_once():
    shorter = dict(SHORT, players=[dict(p, tokens=[]) if p["name"] == "bob" else p for p in SHORT["players"]])
    once = core.normalize(shorter)
    assert once["supply"] == {"rose": 13, "beast": 13, "unknown": 20}
    assert core.normalize(once) == once


@pytest.mark.parametrize("command", [["legal-moves"], ["validate"], ["outcome"], ["show"],
                                     ["check", '{"player": "bob", "action": "decline"}'],
                                     ["apply", '{"player": "bob", "action": "decline"}'],
                                     ["explain", '{"player": "bob", "action": "decline"}']])
def test_normalize_output_is_read_by_every_command(command, tmp_path):
    short = write_json(tmp_path / "short.json", SHORT)
    r = run("normalize", str(short), "--json")
    assert r.code == 0, r
    full = tmp_path / "full.json"
    full.write_text(r.out, "utf-8")
    a = run_forked(command[0], str(full), *command[1:])
    b = run_forked(command[0], str(short), *command[1:])
    assert a.code == 0, a
    assert b.code == 0, b
    if command[0] not in ("show", "apply"):
        assert a.out.replace(str(full), "X") == b.out.replace(str(short), "X")


@pytest.mark.parametrize("where,value,message", [
    (("players", 0, "character"), "Rose Eldr", "did you mean Rose Elder?"),
    (("players", 3, "cards", 0), "Fann", "did you mean Fan?"),
    (("players", 4, "cards", 0), "Sword", "did you mean"),
])
def test_a_name_the_catalog_lacks_is_bad_input_at_its_place(where, value, message, tmp_path):
    state = json.loads(json.dumps(SHORT))
    node = state
    for step in where[:-1]:
        node = node[step]
    node[where[-1]] = value
    r = run("normalize", str(write_json(tmp_path / "bad.json", state)))
    assert r.code == 2, r
    path = "$." + ".".join(f"{s}" if isinstance(s, str) else f"[{s}]" for s in where).replace(".[", "[")
    assert path in r.err and message in r.err, r.err


def test_the_dagger_has_no_default_outside_an_attack(tmp_path):
    state = {k: v for k, v in SHORT.items() if k != "pending"}
    r = run("validate", str(write_json(tmp_path / "s.json", state)), "--json")
    assert r.code == 1, r
    assert any(e["path"] == "$.dagger" and e["rule"] == "BB-110" for e in r.json()["errors"]), r.out
