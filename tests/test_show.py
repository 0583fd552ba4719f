"""`rulecheck show`: one display model for every game (rules.pl/rc_display.pl),
drawn by one renderer (pycli/board.py) that knows no game.

Every bundled position of every game is drawn at 80 columns, for a judge and
for each of its first two players, without error and without a line wider
than 80; what the position holds prints as written (markup, control
characters); under --as nothing hidden is in the model; "playable now" is
the engine's: a card is marked iff a legal move plays it; what is printed is
bounded; and the template game, which has no Python, is drawn too."""

from __future__ import annotations

import io
import json
import subprocess
from pathlib import Path

import pytest
from rich.console import Console

from conftest import FIXTURES, all_fixtures, GAMES, REPO, declared_valid, run, run_forked, write_json
from pycli import board, core

WIDTH = 80
VALID = [fx for fx in all_fixtures(FIXTURES) if declared_valid(fx)]


def ids(fxs):
    return [str(fx.path.relative_to(FIXTURES)) for fx in fxs]


def drawn(model, viewer=None, width=WIDTH, limit=board.MAX_PRINTS):
    out = io.StringIO()
    con = Console(file=out, width=width, highlight=False, soft_wrap=False, color_system=None,
                  force_terminal=False)
    board.show(model, viewer, con, limit=limit)
    return out.getvalue()


def names(state):
    return [p if isinstance(p, str) else p["name"] for p in state["players"]]


def cards(model):
    return [c for z in model["zones"] for c in z["cards"]]


def shows_at_80_columns(fx) -> dict:
    """The position drawn as a judge and as its first two players: the
    models drawn, by viewer."""
    models = {}
    for viewer in [None, *names(fx.state)[:2]]:
        model = models[viewer] = core.display(fx.state, viewer)
        text = drawn(model, viewer)
        lines = text.splitlines()
        assert lines[0].startswith(model["title"]), text
        assert max(len(line) for line in lines) <= WIDTH, text
        for p in model["players"]:
            assert p["name"] in text
    return models


def hidden_ids(state, paths):
    """The ids of the cards at the hidden paths of a state."""
    found = set()

    def collect(value):
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict) and isinstance(value.get("id"), str):
            found.add(value["id"])
        elif isinstance(value, list):
            for v in value:
                collect(v)

    for path in paths:
        node = state
        for step in path:
            try:
                node = node[step]
            except (KeyError, IndexError, TypeError):
                node = None
                break
        if path and path[-1] == "cards" or isinstance(node, dict) and "id" not in node:
            continue                                    # a field of a card, not a card
        collect(node)
    return found


def hides_under_as(fx, models):
    """The models `show --as` draws (shows_at_80_columns's: the position as
    given, which the engine normalizes as it answers) hold no card at the
    paths hidden from their viewer, in the normalized position (its ids)."""
    state = core.normalize(fx.state)
    for viewer in names(state)[:2]:
        paths = core.hidden_paths(state, viewer)
        model = models[viewer]
        secret = hidden_ids(state, paths)
        assert not [c for c in cards(model) if c["id"] in secret], viewer
        if paths:
            assert any({"hidden", "face down"} & set(c["markers"]) for c in cards(model)) \
                or any(z["count"] is None for z in model["zones"]) \
                or state["game"] == "blood-bound", (viewer, paths)     # a clan, icons, a clue


@pytest.mark.parametrize("fx", VALID, ids=ids(VALID))
def test_every_position_shows_at_80_columns_and_hides_under_as(fx):
    """Every valid bundled position drawn at 80 columns, as a judge and as
    its first two players; and under --as, no card the viewer cannot see is
    in the model (one test a position: the two checks of a position were
    two tests, each a worker's round trip)."""
    hides_under_as(fx, shows_at_80_columns(fx))


def test_hidden_cards_have_no_values():
    mid = FIXTURES / "clash-of-decks" / "states" / "midgame.json"
    state = json.loads(mid.read_text("utf-8"))
    model = core.display(state, "alice")
    bob = next(z for z in model["zones"] if z["owner"] == "bob" and z["label"] == "hand")
    hidden = [c for c in bob["cards"] if "hidden" in c["markers"]]
    assert len(hidden) == 6
    assert all(c == {"id": None, "label": "hidden", "counters": [], "markers": ["hidden"], "facts": []}
               for c in hidden)
    text = drawn(model, "alice")
    assert "Combustion" not in text and "hidden x6" in text
    r = run("show", "--as", "alice", str(mid))
    assert r.code == 0 and "Combustion" not in r.out and "hidden" in r.out


HOSTILE = {
    "clash-of-decks": lambda: _clash_hostile(),
    "wow-tcg": lambda: {
        "game": "wow-tcg", "turn": "[bold]x", "step": "main",
        "players": [
            {"name": "[bold]x", "hero": {"id": "[red]h", "name": "[bold]x", "health": 20},
             "allies": [{"id": "a\u001b[31m", "name": "Esc\u001b[2Jape", "atk": 1, "health": 2, "protector": True}],
             "hand": [{"id": "[link]c", "name": "[/]", "type": "ability", "cost": 1}],
             "graveyard": ["[bold]g"]},
            {"name": "bob", "hero": {"id": "b", "name": "Bob\nNewline", "health": 20}, "deck": 2},
        ]},
    "flesh-and-blood": lambda: {
        "game": "flesh-and-blood",
        "effects": [{"kind": "next_attack_power", "amount": 1, "source": "[bold]x"}],
        "players": [{"name": "[red]al", "hero": "Dorinthea",
                     "hand": [{"id": "[i]c1", "name": "[bold]x", "type": "instant", "cost": 0, "pitch": 1}]},
                    {"name": "bo\x1b[31mb", "hero": "Rhinar", "hand": 4}]},
    "blood-bound": lambda: _blood_bound_hostile(),
}


def _clash_hostile():
    state = json.loads((FIXTURES / "clash-of-decks" / "states" / "midgame.json").read_text("utf-8"))
    state["cards"]["b-combustion"]["name"] = "[bold]x"
    state["cards"]["a-troll"]["name"] = "esc\x1b[31mred"
    return state


def _blood_bound_hostile():
    state = json.loads(next((FIXTURES / "blood-bound" / "setup").glob("valid-six*.json")).read_text("utf-8"))
    state = state.get("state", state)
    text = json.dumps(state).replace('"ann"', '"[bold]x"').replace('"bob"', '"b\\u001b[31mob"')
    return json.loads(text)


@pytest.mark.parametrize("game", sorted(HOSTILE))
def test_what_the_position_holds_prints_as_written(game, tmp_path):
    state = HOSTILE[game]()
    r = run("show", str(write_json(tmp_path / "s.json", state)))
    assert r.code == 0, r
    flat = r.out.replace("\n", "")
    assert "[bold]x" in r.out, r.out
    assert "\x1b" not in r.out and "\\x1b[" in flat, r.out


def test_a_row_breaks_between_cards_and_a_long_card_is_folded():
    card = {"id": "c", "counters": [{"label": "", "value": "3/5"}], "markers": ["playable now"], "facts": ["rage"]}
    zone = {"id": "h", "label": "hand", "owner": "p", "layout": "row", "group": None, "columns": None,
            "facts": [], "cards": [dict(card, label=f"Card{i}") for i in range(12)] + [dict(card, label="y" * 200)]}
    zone["count"] = len(zone["cards"])
    model = {"title": "T", "status": [], "players": [{"name": "p", "figures": [], "markers": []}], "zones": [zone]}
    text = drawn(model)
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    pieces = [f"Card{i} 3/5 [rage] (playable now)" for i in range(12)]
    for piece in pieces:
        assert piece in text, text                  # never split inside a card


def test_the_output_is_bounded():
    cards_ = [{"id": str(i), "label": f"ally {i}", "counters": [], "markers": [], "facts": []} for i in range(5000)]
    zone = {"id": "a", "label": "allies", "owner": "p", "layout": "list", "group": None, "columns": None,
            "count": 5000, "cards": cards_, "facts": []}
    model = {"title": "T", "status": [], "players": [{"name": "p", "figures": [], "markers": []}], "zones": [zone]}
    lines = drawn(model, limit=100).splitlines()
    assert len(lines) == 101
    assert lines[-1].startswith("... ") and lines[-1].endswith(
        " more lines not drawn (rulecheck show --json gives the whole position)")
    assert int(lines[-1].split()[1]) == 5000 + 3 - 100


def template_model(state):
    """The template game's display model, from the engine with the games of
    tests/games/ loaded (as tests/prolog/tic_tac_toe.plt loads them)."""
    goal = ("asserta(user:file_search_path(rulecheck_rules, '{rules}')), "
            "use_module(rulecheck_rules(rulecheck)), "
            "asserta(user:file_search_path(rulecheck_games, '{games}')), rulecheck:load_games, "
            "read_term(user_input, T, []), rulecheck:api(display, T, R), write(R), nl"
            ).format(rules=REPO / "rules.pl", games=REPO / "tests" / "games")
    text = json.dumps({"state": state})
    done = subprocess.run(["swipl", "-q", "-g", goal, "-t", "halt"], input=f"'{text}'.\n",
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["ok"]


def test_the_template_game_shows_without_python():
    state = {"game": "tic-tac-toe", "players": ["x", "o"], "turn": "o",
             "board": ["x", None, None, None, None, None, None, None, None]}
    model = template_model(state)
    board_ = model["zones"][0]
    assert board_["layout"] == "grid" and board_["columns"] == 3 and board_["count"] == 9
    assert [c["label"] for c in board_["cards"]] == ["x"] + [""] * 8
    text = drawn(model)
    assert "Tic-tac-toe" in text and "o to move" in text
    assert "x | . | ." in text and ". | . | ." in text


def test_the_show_command_prints_plain_text_when_piped():
    r = run("show", str(FIXTURES / "clash-of-decks" / "states" / "midgame.json"))
    assert r.code == 0 and "\x1b[" not in r.out and "Troll" in r.out
    assert "(playable now)" in r.out


                # Short positions (issue 27, item 1) #

def _doc_positions() -> list[tuple[str, str]]:
    """Every ```yaml block of the game pages that is a position or a
    fixture with one: (where, text)."""
    import re

    from pycli.yamlread import YamlError, parse_yaml

    fence = re.compile(r"^```(\w*)\n(.*?)^```\n", re.S | re.M)
    out = []
    for game in GAMES:
        page = REPO / "docs" / "games" / f"{game}.md"
        if not page.exists():
            continue
        for n, m in enumerate(fence.finditer(page.read_text("utf-8"))):
            if m.group(1) != "yaml":
                continue
            try:
                value = parse_yaml(m.group(2))
            except YamlError:
                continue
            if isinstance(value, dict) and ("game" in value or "state" in value):
                out.append((f"{game}.md block {n}", m.group(2)))
    return out


#: Clash of Decks positions that leave out their lanes, or a hand.
LANE_LESS = [
    "game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: 8\nhands: {ann: 8}\n",
    "game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: 8\nhands: {ann: 7}\nlanes:\n  top: {ann: [Archer]}\n",
    "game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: 8\n"
    "hands:\n  ann: [Imp, Goblin, bastion, Brute, Ogre, Giant, Knight, Guard]\n",
]


@pytest.mark.parametrize("where,text", _doc_positions() + [(f"lane-less {i}", t) for i, t in enumerate(LANE_LESS)],
                         ids=[w for w, _ in _doc_positions()] + [f"lane-less {i}" for i in range(len(LANE_LESS))])
def test_every_short_position_of_the_docs_shows(where, text, tmp_path):
    """show reads the normalised position, as every command does: a short
    position that validates is drawn (for a judge and under --as), and one
    that does not is one line of bad input, never a crash after part of
    the board (the lane-less Clash of Decks positions crashed it)."""
    f = tmp_path / "position.yaml"
    f.write_text(text, "utf-8")
    valid = run_forked("validate", str(f))
    assert valid.code in (0, 1, 2) and "Traceback" not in valid.err, valid
    shown = run_forked("show", str(f))
    if valid.code == 0:
        assert shown.code == 0 and shown.err == "" and shown.out, (where, shown)
        players = run_forked("show", "--json", str(f)).json()["model"]["players"]
        as_first = run_forked("show", "--as", players[0]["name"], str(f))
        assert as_first.code == 0 and as_first.err == "", (where, as_first)
    else:
        assert shown.code == 2 and shown.out == "" and len(shown.err.strip().splitlines()) == 1, (where, shown)
    assert "Traceback" not in shown.err and "internal error" not in shown.err, (where, shown)


def test_a_hand_of_seven_without_lanes_is_refused_in_one_line(tmp_path):
    f = tmp_path / "position.yaml"
    f.write_text("game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: 8\nhands: {ann: 7}\n", "utf-8")
    r = run("show", str(f))
    assert r.code == 2 and r.out == "", r
    assert r.err.startswith(f"rulecheck: {f}: $.hands.ann: ann has 7 cards"), r
