"""One move, several spellings (docs/games/flesh-and-blood.md, "Moves"):
check reads a Flesh and Blood move left short or given in another order as
the one form legal-moves lists, so the two never disagree about the same
move. For every listed move of every fixture position: the same move with
an empty pitch or discard left out, with no arsenal written as null, and
with its pitch and defending cards in reverse order where that order is
still one in which each card was needed, is judged as the listed move."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, all_fixtures, declared_valid
from pycli import core

FAB = [fx for fx in all_fixtures(FIXTURES / "flesh-and-blood") if declared_valid(fx)]


def spellings(move: dict) -> list[dict]:
    out = []
    for key in ("pitch", "discard"):
        if move.get(key) == []:
            out.append({k: v for k, v in move.items() if k != key})
    if move["action"] == "end_turn" and "arsenal" not in move:
        out.append(dict(move, arsenal=None))
    if move["action"] == "defend" and len(move["cards"]) > 1:
        out.append(dict(move, cards=list(reversed(move["cards"]))))
    return out


@pytest.mark.parametrize("fx", FAB, ids=[str(fx.path.relative_to(FIXTURES)) for fx in FAB])
def test_other_spellings_are_the_listed_move(fx):
    for listed in core.legal_moves(fx.state)[:60]:
        for other in spellings(listed["move"]):
            verdict = core.check(fx.state, other)
            assert verdict["legal"], (listed["move"], other, verdict)


def test_some_position_has_each_spelling():
    kinds = set()
    for fx in FAB:
        for listed in core.legal_moves(fx.state)[:60]:
            m = listed["move"]
            kinds |= {k for k in ("pitch", "discard") if m.get(k) == []}
            if m["action"] == "end_turn" and "arsenal" not in m:
                kinds.add("arsenal")
            if m["action"] == "defend" and len(m["cards"]) > 1:
                kinds.add("defend")
    assert kinds == {"pitch", "discard", "arsenal", "defend"}
