"""`rulecheck show` for Blood Bound (pycli/views/blood_bound.py): every bundled
position fits 80 columns for a judge and for each player, what the display
model marks appears, and text from the position is printed as written (no
markup read into a name, no control character reaching the terminal)."""

from __future__ import annotations

import copy
import io
import json

import pytest
from rich.console import Console

from conftest import FIXTURES, run, write_json
from pycli import core, inputs
from pycli.views import blood_bound as view

GAME = FIXTURES / "blood-bound"


def valid_positions():
    out = []
    for path in sorted(p for p in GAME.rglob("*") if p.suffix in (".json", ".yaml")):
        value = inputs.read_data_file(path)
        state = value.get("state", value.get("initial"))
        if any(c.get("valid") is False for c in value.get("cases", [])):
            continue
        out.append(pytest.param(state, id=str(path.relative_to(GAME))))
    return out


def shown(state, viewer=None, width=80):
    buf = io.StringIO()
    con = Console(file=buf, width=width, highlight=False, soft_wrap=False, color_system=None)
    view.render(state, core.display(state, viewer), con, viewer)
    return buf.getvalue()


@pytest.mark.parametrize("state", valid_positions())
def test_every_position_fits_80_columns_for_a_judge_and_each_player(state):
    for viewer in [None] + [p["name"] for p in state["players"]]:
        text = shown(state, viewer)
        assert text.strip()
        assert max(len(line) for line in text.splitlines()) <= 80, (viewer, text)


def opening():
    return json.loads((GAME / "setup/valid-six-player-opening.json").read_text("utf-8"))["state"]


def renamed(state, old, new):
    s = json.loads(json.dumps(state).replace(json.dumps(old), json.dumps(new)))
    return s


def test_a_name_with_markup_prints_as_written():
    state = renamed(opening(), "ann", "[bold]x")
    text = shown(state)
    assert "[bold]x" in text
    assert "x (dagger)" in text


def test_control_characters_are_made_visible():
    state = renamed(opening(), "bob", "b\x1b[31mob")
    text = shown(state)
    assert "\x1b" not in text
    assert "\\x1b[31mob" in text.replace("\n", "")


def test_the_command_prints_a_markup_name_as_written(tmp_path):
    state = renamed(opening(), "ann", "[red]ann[/red]")
    r = run("show", str(write_json(tmp_path / "s.json", state)))
    assert r.code == 0, r
    assert "[red]ann[/red]" in r.out and "\x1b" not in r.out


def test_what_the_model_marks_appears():
    state = json.loads((GAME / "intervention/choosing-an-offer.json").read_text("utf-8"))["state"]
    text = shown(state)
    assert "ann (dagger)" in text
    assert "attack: ann attacks bob" in text
    assert "offers: cat, dan" in text
    assert "leaders: Rose: ann (rank 1); Beast: bob (rank 2)" in text
    assert "Rose 1 Elder [rose/rose]" in text
    seen_by_cat = shown(state, "cat")
    assert "cat (you)" in seen_by_cat
    assert "leaders" not in seen_by_cat
    assert seen_by_cat.count("hidden") == 5


def test_a_capture_and_the_captured_player_are_marked():
    record = json.loads((GAME / "records/six-players-quill-and-capture.json").read_text("utf-8"))
    final = core.replay(record["initial"], record["moves"])["state"]
    text = shown(final)
    captured = final["captured"]
    assert f"{captured['player']} has been captured by {captured['by']}" in text
    assert "(captured)" in text
    assert "holds the dagger: attacks or passes it" not in text


def test_a_short_position_is_drawn_from_the_model(tmp_path):
    short = {"game": "blood-bound",
             "players": [{"name": n, "character": c} for n, c in
                         [("ann", "Rose Elder"), ("bob", "Beast Assassin"), ("cat", "Rose Alchemist"),
                          ("dan", "Beast Berserker"), ("eve", "Rose Guardian"), ("fay", "Beast Mentalist")]],
             "pending": {"attacker": "ann", "target": "bob"}}
    r = run("show", str(write_json(tmp_path / "short.json", short)))
    assert r.code == 0, r
    assert "dagger: ann" in r.out and "attack: ann attacks bob" in r.out
    assert "unknown 20" in r.out
