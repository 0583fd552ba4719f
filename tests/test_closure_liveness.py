"""Two properties of every game's rules, on positions made by mutating
self-play positions (hypothesis):

- closure: if a position validates and a move is legal, the next position
  validates;
- liveness: a position that validates and is not over has a legal move.

Mutations change a value or leave keys out (a short position, read through
the game's normalisation as every command reads it).

A counterexample is a missing state rule or a rules bug: fix the cause,
never the property. Each example is a batch of mutated positions checked
in one engine request; RULECHECK_PROPERTY_EXAMPLES sets the examples per
game (each of BATCH positions)."""

from __future__ import annotations

import os
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, GAMES, drop_at, set_at
from pycli import core, inputs, schema

BATCH = 40
EXAMPLES = int(os.environ.get("RULECHECK_PROPERTY_EXAMPLES", "75"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def reached(game: str) -> list[dict]:
    """Positions random legal play reaches from the game's record starts."""
    out = []
    for i, rec in enumerate(sorted((FIXTURES / game / "records").glob("*.json"))):
        record = inputs.load_record(rec)
        if record["outcome"] is None:
            continue
        out += core.positions(record["initial"], steps=400, every=4, seed=17 + i)
    assert out, game
    return out


def leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from leaves(v, path + (k,))
    elif isinstance(value, list):
        if not value:
            yield path, value
        for i, v in enumerate(value):
            yield from leaves(v, path + (i,))
    else:
        yield path, value


def keys(value, path=()):
    """The path of every key of every object in ``value``."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield path + (k,)
            yield from keys(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from keys(v, path + (i,))


@st.composite
def mutated(draw, game):
    state = draw(st.sampled_from(reached(game)))
    if draw(st.booleans()):                             # a short position: keys left out
        for _ in range(draw(st.integers(1, 3))):
            droppable = [p for p in keys(state) if p[0] != "game"]
            state = drop_at(state, draw(st.sampled_from(droppable)))
    sites = [(p, v) for p, v in leaves(state) if p and p[0] != "game"]
    for _ in range(draw(st.integers(0, 2))):          # zero to two changes
        if not sites:
            break
        path, old = draw(st.sampled_from(sites))
        seen = sorted({v for _, v in sites if isinstance(v, (str, int)) and not isinstance(v, bool)}, key=repr)
        if isinstance(old, bool):
            new = not old
        elif isinstance(old, int):
            new = draw(st.sampled_from([old - 1, old + 1, 0, old + 2]))
        elif isinstance(old, str) or old is None:
            new = draw(st.sampled_from([v for v in seen if isinstance(v, str)] or [""]))
        elif isinstance(old, list):
            new = [draw(st.sampled_from([v for v in seen if isinstance(v, str)] or ["x"]))]
        else:
            continue
        state = set_at(state, path, new)
    return state


def check(game, batch):
    valid = [s for s in batch if not schema.state_errors(s)]
    problems = core.properties(game, valid, moves=5)
    assert problems == [], (problems[0], valid[problems[0]["index"]])


@pytest.mark.parametrize("game", GAMES)
def test_closure_and_liveness(game):
    @SETTINGS
    @given(st.lists(mutated(game), min_size=BATCH, max_size=BATCH))
    def run(batch):
        check(game, batch)

    run()


@pytest.mark.parametrize("game", GAMES)
def test_unmutated_positions_hold_too(game):
    check(game, reached(game))
