"""`rulecheck show` for Flesh and Blood draws every bundled position at 80
columns, and prints whatever the position names as written: markup is not
interpreted, control characters are made visible."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from conftest import FIXTURES, declared_valid, run
from pycli import core, fixture_runner
from pycli.views import flesh_and_blood as view


def fab_positions() -> list[tuple[str, dict]]:
    """Every valid position the bundled fixtures and records hold."""
    out = [(str(f.path.relative_to(FIXTURES)), f.state)
           for f in fixture_runner.all_fixtures(FIXTURES / "flesh-and-blood") if declared_valid(f)]
    for record in sorted((FIXTURES / "flesh-and-blood" / "records").glob("*.json")):
        out.append((str(record.relative_to(FIXTURES)), json.loads(record.read_text("utf-8"))["initial"]))
    return out


def drawn(state: dict, viewer: str | None = None) -> str:
    model = core.display(state, viewer)
    buf = io.StringIO()
    console = Console(file=buf, width=80, color_system=None, force_terminal=False,
                      highlight=False, soft_wrap=False)
    view.render(state, model, console, viewer)
    return buf.getvalue()


POSITIONS = fab_positions()


@pytest.mark.parametrize("name,state", POSITIONS, ids=[n for n, _ in POSITIONS])
def test_every_bundled_position_fits_80_columns(name, state):
    text = drawn(state)
    assert "Flesh and Blood" in text
    too_long = [line for line in text.splitlines() if len(line) > 80]
    assert not too_long, too_long


def test_there_are_positions_to_draw():
    assert len(POSITIONS) > 40


def test_a_card_named_like_markup_prints_as_written():
    state = {"game": "flesh-and-blood",
             "players": [{"name": "[red]al", "hero": "Dorinthea",
                          "hand": [{"id": "[i]c1", "name": "[bold]x", "type": "instant", "cost": 0, "pitch": 1}]},
                         {"name": "bo\x1b[31mb", "hero": "Rhinar", "hand": 4}]}
    text = drawn(state)
    assert "[bold]x [[i]c1]" in text
    assert "[red]al" in text
    assert "\x1b" not in text and "bo\\x1b[31mb" in text


def test_the_short_position_is_drawn_as_the_engine_reads_it():
    state = {"game": "flesh-and-blood",
             "players": [{"name": "dori", "hero": "Dorinthea", "hand": ["Sink Below (red)", 2]},
                         {"name": "rhinar", "hero": "Rhinar", "hand": 4}]}
    text = drawn(state)
    assert "Sink Below (red) [sink-below-red]" in text and "unknown card [dori-hand-1]" in text
    assert "deck          37 unknown card(s)" in text
    seen = drawn(state, "rhinar")
    assert "hand (3)      3 card(s), hidden" in seen and "Sink Below" not in seen


def test_show_through_the_command_line(tmp_path):
    state = {"game": "flesh-and-blood",
             "players": [{"name": "dori", "hero": "Dorinthea", "weapons": ["Dawnblade"]},
                         {"name": "rhinar", "hero": "Rhinar", "hand": 4}]}
    path = tmp_path / "p.json"
    path.write_text(json.dumps(state), "utf-8")
    r = run("show", str(path))
    assert r.code == 0 and "Dawnblade [dawnblade]: power 3" in r.out, r
    assert all(len(line) <= 80 for line in r.out.splitlines()), r.out


def test_the_player_who_conceded_is_marked_by_name_as_written():
    state = {"game": "flesh-and-blood", "conceded": "[red]bo",
             "players": [{"name": "dori", "hero": "Dorinthea", "hand": 4},
                         {"name": "[red]bo", "hero": "Rhinar", "hand": 4}]}
    text = drawn(state)
    lines = [line for line in text.splitlines() if "(conceded: loses)" in line]
    assert len(lines) == 1 and lines[0].startswith("[red]bo  Rhinar"), text


def test_the_stack_is_drawn_bottom_to_top_with_its_layers():
    state = fixture_runner.load_fixture(FIXTURES / "flesh-and-blood" / "short" / "stack-instant-in-response.yaml").state
    after = core.apply(state, {"player": "bob", "action": "play", "card": "b1", "from": "hand"})["state"]
    out = drawn(after)
    lines = out.splitlines()
    i = next(n for n, line in enumerate(lines) if line.startswith("Stack"))
    assert "alice: Wounding Blow (red) [a-blow]" in lines[i + 1] and "(top)" not in lines[i + 1], out
    assert "bob: Brush Off (red) [b1]" in lines[i + 2] and lines[i + 2].endswith("(top)"), out
    weapon = fixture_runner.load_fixture(FIXTURES / "flesh-and-blood" / "short" / "stack-weapon-attack-resolves.yaml")
    assert "p1: action ability 0 of [p1-club] (top)" in drawn(weapon.state)


def test_a_draw_marks_both_heroes_as_drawn_and_a_loss_the_loser_only():
    draw = fixture_runner.load_fixture(FIXTURES / "flesh-and-blood" / "short" / "both-heroes-at-zero-draw.yaml").state
    text = drawn(draw)
    assert "loses" not in text, text
    assert sum("(0 life: a draw)" in line for line in text.splitlines()) == 2, text
    one = json.loads(json.dumps(draw))
    one["players"][0]["life"] = 3
    text = drawn(one)
    marked = [line for line in text.splitlines() if "(0 life" in line]
    assert len(marked) == 1 and "(0 life: loses)" in marked[0] and "a draw" not in text, text
