"""Closure from the bundled positions (issue 27): every position random
legal play reaches from a new game and from every bundled fixture's state
validates. A position the engine itself produces and then refuses is as
wrong as an impossible one it accepts (the Clash of Decks Catalyst zapped
and played again was one). Hypothesis draws the seeds (a handful a game,
derandomised); each seed plays a few moves from every start, so the whole
file stays cheap (about 15 s on one core). A counterexample names the start,
the seed, the step and the state rule: fix the cause, never the property."""

from __future__ import annotations

import os
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, all_fixtures, GAMES, declared_valid
from pycli import core

STEPS = int(os.environ.get("RULECHECK_CLOSURE_STEPS", "6"))
SEEDS = int(os.environ.get("RULECHECK_CLOSURE_SEEDS", "3"))


@cache
def starts(game: str) -> tuple[tuple[str, dict], ...]:
    """A game's new positions (two seeds) and its valid fixture states."""
    out = [(f"new --seed {s}", core.new(game, seed=s)) for s in (1, 2)]
    out += [(str(fx.path.relative_to(FIXTURES)), fx.state)
            for fx in all_fixtures(FIXTURES / game) if declared_valid(fx)]
    return tuple(out)


@pytest.mark.parametrize("game", GAMES)
def test_every_position_reached_by_play_validates(game):
    @settings(max_examples=SEEDS, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.integers(min_value=1, max_value=2**31 - 1))
    def closed(seed):
        problems = []
        for name, state in starts(game):
            reached = core.positions(state, steps=STEPS + 1, every=1, seed=seed)
            for step, position in enumerate(reached[1:], 1):
                errors = core.validate(position)
                if errors:
                    problems.append(f"{name}, seed {seed}, move {step}: {errors[0]['path']}: "
                                    f"{errors[0]['message']} [{errors[0].get('rule')}]")
                    break
        assert not problems, "\n".join(problems)

    closed()
