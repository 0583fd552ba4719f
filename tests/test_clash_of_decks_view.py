"""Clash of Decks: `rulecheck show` (pycli/views/clash_of_decks.py).

Every bundled fixture's position is drawn at 80 columns: every ability
marker of the cards it shows appears as written (rich must not read
"[aerial]" as markup), no line is wider than 80, and a hand row breaks
between cards, never inside one. A card named "[bold]x" prints as
written, and the "playable now" mark is the engine's: a card is marked
iff a legal move plays it."""

from __future__ import annotations

import copy
import io

import pytest
from rich.console import Console

from conftest import FIXTURES, declared_valid
from pycli import core, fixture_runner
from pycli.views import clash_of_decks as view

GAME = "clash-of-decks"
WIDTH = 80
ALL = [fx for fx in fixture_runner.all_fixtures(FIXTURES) if fx.game == GAME and declared_valid(fx)]


def draw(state, width=WIDTH):
    model = core.display(state, None)
    out = io.StringIO()
    con = Console(file=out, width=width, highlight=False, soft_wrap=False, color_system=None,
                  force_terminal=False)
    view.render(state, model, con, None)
    return out.getvalue(), model


def shown_cards(state):
    """The ids of the cards the view draws: hand rows, lanes, the
    assault's queue, the draft's pool and picks."""
    ids = [c for row in state["hands"].values() for c in row]
    ids += [c for lane in state["lanes"].values() for side in lane.values() for c in side]
    ids += state.get("assault_queue", [])
    draft = state.get("draft")
    if isinstance(draft, dict):
        ids += draft.get("pool", [])
        ids += [c for picked in draft.get("picked", {}).values() if isinstance(picked, list) for c in picked]
    return [c for c in ids if c in state["cards"]]


@pytest.mark.parametrize("fx", ALL, ids=[str(fx.path.relative_to(FIXTURES)) for fx in ALL])
def test_every_marker_shows_and_no_line_passes_80(fx):
    text, _ = draw(fx.state)
    for line in text.splitlines():
        assert len(line) <= WIDTH, line
    flat = " ".join(text.split())           # a folded lane cell may split a marker
    for cid in shown_cards(fx.state):
        for ability in fx.state["cards"][cid].get("abilities", []):
            assert f"[{ability}]" in flat or f"[{ability}]" in text.replace("\n", ""), (cid, ability)


def hand_lines(text, player):
    """The lines of player's hand row, without the row's head or indent."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith(f"{player} hand ("))
    row = [lines[start].split("): ", 1)[1]]
    for ln in lines[start + 1:]:
        if not ln.startswith("    "):
            break
        row.append(ln[4:])
    return row


def summon_position():
    """A bundled summoning position whose active player holds 4 known cards."""
    return copy.deepcopy(next(fx.state for fx in ALL if fx.state.get("phase") == "summon"
                              and sum(c in fx.state["cards"] for c in fx.state["hands"][fx.state["active"]]) >= 4))


def test_a_hand_row_wraps_between_cards():
    state = summon_position()
    p = state["active"]
    for cid in state["hands"][p]:
        if cid in state["cards"]:
            state["cards"][cid]["name"] = "A rather long card name " + cid
    text, model = draw(state)
    lines = hand_lines(text, p)
    assert len(lines) > 1
    pieces = [piece.plain for piece in view._hand_pieces(state, model, p)]
    i = 0
    for line in lines:                      # each line: whole cards, GAP apart
        j = next(j for j in range(i + 1, len(pieces) + 1) if view.GAP.join(pieces[i:j]) == line.rstrip()
                 or view.GAP.join(pieces[i:j]) == line)
        i = j
    assert i == len(pieces)


def test_a_card_named_like_markup_prints_as_written():
    state = summon_position()
    p = state["active"]
    cid = next(c for c in state["hands"][p] if c in state["cards"])
    state["cards"][cid]["name"] = "[bold]x"
    other = next(c for c in state["hands"][p] if c in state["cards"] and c != cid)
    state["cards"][other]["name"] = "esc\x1b[31mred"
    text, _ = draw(state)
    assert "[bold]x" in text
    assert "\x1b" not in text and "esc\\x1b[31mred" in text


def test_the_playable_mark_is_a_legal_play():
    """Marked iff some legal move plays that card: in the summoning phase
    and during the assault (where only spells may be played)."""
    seen = set()
    for fx in ALL:
        state = fx.state
        if state.get("phase") not in ("summon", "assault"):
            continue
        seen.add(state["phase"])
        _, model = draw(state)
        legal = {m["move"]["card"] for m in core.legal_moves(state) if m["move"].get("action") == "play"}
        row = state["hands"][state["active"]]
        marked = {row[i] for i in model["playable"].get(state["active"], [])}
        assert marked == legal, fx.path
    assert seen == {"summon", "assault"}
