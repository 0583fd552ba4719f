"""Check-legal implies listed (hypothesis, issue 36): a move that `check`
answers legal is among the moves `legal-moves` lists for that position.
A legal move the listing leaves out is a gap between a game's candidates
and its rules (a player shown the listing would never find it; a program
playing from it would never play it), the other side of
test_candidate_gaps.py (no move breaks only RC-001).

The positions are the bundled valid positions and those random legal play
reaches from each game's record starts (test_events_tell_changes.positions);
the moves are recombined field by
field from the legal moves of this and another reached position and from
the moves the game's fixtures ask about (test_candidate_gaps), so that
they are well-formed and near the edge. A position whose listing is
longer than LISTED (Clash of Decks forming a hand: 40,320 orders of eight
cards) is left out: listing it whole takes seconds a position."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import GAMES
from pycli import core, inputs
from test_game_contract import SETTINGS, case_moves, near_move
from test_events_tell_changes import positions

LISTED = 3000


def canonical(move: dict) -> str:
    return json.dumps(move, sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize("game", GAMES)
def test_a_move_check_calls_legal_is_listed(game):
    states = positions(game)
    asked = case_moves(game)
    listings: dict[int, frozenset | None] = {}

    def listing(i: int) -> frozenset | None:
        """The whole listing of states[i] (as canonical moves), None when it
        is longer than LISTED: made for the positions drawn only (all of
        them, made up front, were most of this test's time)."""
        if i not in listings:
            page = core.legal_moves_page(states[i], LISTED)
            listings[i] = None if page["truncated"] else frozenset(canonical(m["move"]) for m in page["moves"])
        return listings[i]

    @SETTINGS
    @given(st.data())
    def property_(data):
        i = data.draw(st.sampled_from(range(len(states))), label="position")
        listed = listing(i)
        if listed is None:
            return                                  # too long a listing to hold whole
        other = states[data.draw(st.sampled_from(range(len(states))), label="other position")]
        state = states[i]
        move = near_move(data, state, other, asked)
        try:
            verdict = core.check(state, move)
        except inputs.InputError:
            return                                  # malformed for this position: refused, fine
        if verdict["legal"] is True:
            assert canonical(verdict["move"]) in listed, (move, verdict["move"], verdict.get("text"))

    property_()
