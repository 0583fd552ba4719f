"""`rulecheck show` for the World of Warcraft TCG (pycli/views/wow_tcg.py):
every bundled position drawn at 80 columns, from the engine's display model
alone; what the user typed (names, card names, ids) prints as written, with
no markup read into it and no control character reaching the terminal."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from conftest import FIXTURES, declared_valid
from pycli import core, fixture_runner, inputs
from pycli.views import wow_tcg

GAME = FIXTURES / "wow-tcg"


def positions() -> list[tuple[str, dict]]:
    out = []
    for fx in fixture_runner.all_fixtures(GAME):
        if declared_valid(fx):
            out.append((str(fx.path.relative_to(GAME)), fx.state))
    for rec in sorted((GAME / "records").glob("*.json")):
        out.append((str(rec.relative_to(GAME)), inputs.load_record(rec)["initial"]))
    return out


POSITIONS = positions()


def drawn(state: dict, viewer: str | None = None) -> tuple[str, dict]:
    """What `show [--as viewer]` prints: the model of the position, drawn
    with the position as the viewer sees it."""
    model = core.display(state, viewer)
    if viewer is not None:
        state = core.masked(state, core.hidden_paths(state, viewer))
    buf = io.StringIO()
    console = Console(file=buf, width=80, color_system=None, highlight=False, soft_wrap=False)
    wow_tcg.render(state, model, console, viewer)
    return buf.getvalue(), model


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("name,state", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_every_position_is_drawn_at_80_columns_with_every_keyword(name, state):
    text, model = drawn(state)
    assert all(len(line) <= 80 for line in text.splitlines()), text
    shown = flat(text)
    for p in model["players"]:
        assert p["name"] in shown
        for row in p["cards"]:
            assert flat(row["label"]) in shown, row
            for k in row["keywords"]:
                assert flat(k) in shown, (k, text)
        for c in p["hand"]["cards"] or []:
            assert flat(c["text"]) in shown, (c, text)


def test_a_viewer_does_not_see_the_other_hand():
    state = inputs.load_record(GAME / "records" / "full-game-alice-wins.json")["initial"]
    text, model = drawn(state, "bob")
    alice = next(p for p in model["players"] if p["name"] == "alice")
    assert alice["hand"]["cards"] is None
    assert f"hand ({alice['hand']['count']}): not seen" in text
    assert "Ironhide Raider" not in text


HOSTILE = {
    "game": "wow-tcg", "turn": "[bold]x", "step": "main",
    "players": [
        {"name": "[bold]x", "hero": {"id": "[red]h", "name": "[bold]x", "health": 20},
         "allies": [{"id": "a\u001b[31m", "name": "Esc\u001b[2Jape", "atk": 1, "health": 2, "protector": True}],
         "hand": [{"id": "[link]c", "name": "[/]", "type": "ability", "cost": 1}],
         "graveyard": ["[bold]g"]},
        {"name": "bob", "hero": {"id": "b", "name": "Bob\nNewline", "health": 20}, "deck": 2},
    ],
}


def test_what_the_user_typed_prints_as_written():
    text, _ = drawn(HOSTILE)
    for written in ("[bold]x", "[red]h", "[link]c", "[/]", "[bold]g"):
        assert written in text, (written, text)
    assert "\u001b" not in text
    assert "Esc\\x1b[2Jape" in text and "a\\x1b[31m" in text
    assert "Bob\\x0aNewline" in text
    assert "deck (2)" in text


def test_a_short_position_is_drawn_from_the_model():
    state = {"game": "wow-tcg", "turn": "alice", "step": "defend",
             "players": [{"name": "alice", "hero": "Gorebelly", "weapons": ["Krol Blade"], "hand": 3},
                         {"name": "bob", "hero": "Warrax", "allies": ["Crazy Igvand"]}],
             "combat": {"attacker": "gorebelly", "defender": "warrax", "protector": "crazy-igvand",
                        "strikes": ["krol-blade"]}}
    text, model = drawn(state)
    assert "alice-hand-1 (unknown card)\n" in text
    assert "protector bob's Crazy Igvand (crazy-igvand) defends instead" in text
    assert "Gorebelly (gorebelly) deals 3 to Crazy Igvand (crazy-igvand)" in text
