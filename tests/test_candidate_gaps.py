"""No candidate gaps (hypothesis): a move that no rule forbids is among the
moves the position offers. A move whose only violation is the engine's own
RC-001 ("a well-formed move that is no candidate and breaks no rule") is a
gap between a game's candidates and its rules: legal-moves would leave out
a move that check cannot call illegal.

The positions are those random legal play reaches from each game's record
starts (test_closure_liveness.reached); the moves are that position's legal
moves and those of another reached position, recombined field by field
(the same field's value taken from another move), so that they are
well-formed and near the edge: another card with this pitch, another
target, another player, the move of a moment ago."""

from __future__ import annotations

import copy
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, all_fixtures, GAMES
from pycli import core, inputs
from test_closure_liveness import reached


def case_moves(game: str) -> list[dict]:
    """The moves the game's fixtures ask about, legal or not: the kinds of
    move a position may not offer at all."""
    return [c["move"] for fx in all_fixtures(FIXTURES / game) for c in fx.cases
            if isinstance(c.get("move"), dict) and "action" in c["move"]]


def state_ids(value, out=None) -> list[str]:
    """The ids a position holds: the values of "id" fields and the keys of
    objects of cards, in order, each once."""
    out = [] if out is None else out
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "id" and isinstance(v, str) and v not in out:
                out.append(v)
            if k == "cards" and isinstance(v, dict):
                out.extend(x for x in v if x not in out)
            state_ids(v, out)
    elif isinstance(value, list):
        for v in value:
            state_ids(v, out)
    return out

EXAMPLES = int(os.environ.get("RULECHECK_PROPERTY_EXAMPLES", "75"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("game", GAMES)
def test_no_move_breaks_only_rc001(game):
    positions = reached(game)
    asked = case_moves(game)

    @SETTINGS
    @given(st.data())
    def property_(data):
        state = data.draw(st.sampled_from(positions), label="position")
        other = data.draw(st.sampled_from(positions), label="other position")
        pool = [m["move"] for m in core.legal_moves_page(state, 60)["moves"]]
        pool += [m["move"] for m in core.legal_moves_page(other, 60)["moves"]]
        pool += asked
        move = copy.deepcopy(data.draw(st.sampled_from(pool), label="move"))
        ids = state_ids(state)
        players = [p if isinstance(p, str) else p.get("name") for p in state.get("players", [])]
        if data.draw(st.booleans(), label="a player of this position"):
            move["player"] = data.draw(st.sampled_from(players))
        for _ in range(data.draw(st.integers(0, 3), label="changes")):
            key = data.draw(st.sampled_from(sorted(set(move) - {"action", "player"}) or ["player"]))
            old = move[key]
            if isinstance(old, str) and ids and data.draw(st.booleans()):
                move[key] = data.draw(st.sampled_from(ids))             # another card of this position
            elif isinstance(old, list) and ids and data.draw(st.booleans()):
                move[key] = data.draw(st.lists(st.sampled_from(ids), max_size=3, unique=True))
            else:
                donors = [m[key] for m in pool if key in m]
                move[key] = copy.deepcopy(data.draw(st.sampled_from(donors)))
        try:
            verdict = core.check(state, move)
        except inputs.InputError:
            return                                  # malformed for this position: refused, fine
        rules = [v["rule"] for v in verdict.get("violations", [])]
        assert rules != ["RC-001"], (move, verdict)

    property_()
