"""Clash of Decks: short positions (rules.pl/clash-of-decks/setup.pl),
cards by name, and new games.

- every bundled position is full, and normalises to itself (the invalid
  ones too: tests/prolog/clash_of_decks.plt asks normalized/2 itself);
- a short position normalises to a full one, once and for all
  (normalising the result changes nothing), and `rulecheck normalize
  --json` output is read by every command;
- a name the catalog lacks is bad input, with "did you mean";
- `rulecheck new` gives the same legal draft for the same seed."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, all_fixtures, declared_valid, run, run_forked
from pycli import core, fixture_runner, inputs

GAME = "clash-of-decks"
#: the bundled positions (normalize answers for valid ones: it validates)
ALL = [fx for fx in all_fixtures(FIXTURES) if fx.game == GAME and declared_valid(fx)]
RECORDS = sorted((FIXTURES / GAME / "records").glob("*.json"))


def full_positions():
    for fx in ALL:
        yield str(fx.path.relative_to(FIXTURES)), fx.state
    for path in RECORDS:
        yield str(path.relative_to(FIXTURES)), inputs.load_record(path)["initial"]


@pytest.mark.parametrize("name,state", list(full_positions()), ids=[n for n, _ in full_positions()])
def test_a_bundled_position_is_its_own_normal_form(name, state):
    assert core.normalize(state) == state


#: Short positions a judge types: each with what its normal form must say.
SHORT = {
    "the opponent's hand left out": (
        {"game": GAME, "players": ["ann", "bob"], "active": "ann", "mana": 6,
         "hands": {"ann": ["Shaman", "Boom!", "bastion", "Troll", "Ogre", "Baron", "Partisan", "Imp"]},
         "lanes": {"top": {"ann": ["Brute"], "bob": ["Alpha"]}, "bottom": {"bob": ["Scribe"]}}},
        {"phase": "summon", "first_player": "ann", "turn": 3, "mana": 6,
         "hands": {"bob": ["bastion"] + ["unknown"] * 6},
         "lanes": {"bottom": {"ann": []}}}),
    "a hand as a count, two cards of one name": (
        {"game": GAME, "players": ["ann", "bob"], "active": "bob", "first_player": "ann",
         "hands": {"ann": 4, "bob": ["bastion", "Goblin", "Goblin", "unknown", "unknown", "unknown", "unknown",
                                     "unknown", "unknown"]},
         "lanes": {"top": {"ann": ["Ogre", "Imp"]}, "bottom": {"ann": ["Imp", "Knight"]}}},
        {"turn": 4, "mana": 9, "hands": {"ann": ["bastion"] + ["unknown"] * 4,
                                         "bob": ["bastion", "Goblin", "Goblin 2"] + ["unknown"] * 6},
         "lanes": {"bottom": {"ann": ["Imp 2", "Knight"]}},
         "cards": {"Goblin 2": {"name": "Goblin", "type": "creature"}, "Imp 2": {"name": "Imp"}}}),
    "a card by name with a value of its own": (
        {"game": GAME, "players": ["ann", "bob"], "turn": 1,
         "cards": {"t": {"name": "troll", "attack": 9}},
         "hands": {"ann": ["bastion", "t", "unknown", "unknown", "unknown", "unknown", "unknown", "unknown",
                           "unknown"], "bob": 8}},
        {"active": "ann", "first_player": "ann", "mana": 6,
         "cards": {"t": {"name": "Troll", "attack": 9, "health": 5, "abilities": ["berserk"]}}}),
    "an assault just begun": (
        {"game": GAME, "players": ["ann", "bob"], "phase": "assault", "turn": 5,
         "hands": {"ann": 6, "bob": 7},
         "lanes": {"top": {"ann": ["Imp", "Ogre"], "bob": ["Goblin"]}},
         "played_this_turn": ["Ogre"]},
        {"active": "ann", "first_player": "ann", "assault_queue": ["Imp"]}),
    "a draft after its first pick": (
        {"game": GAME, "players": ["ann", "bob"],
         "hands": {},
         "draft": {"pool": ["Ogre", "Imp", "Goblin"], "picked": {"ann": ["Troll"]}}},
        {"phase": "draft", "active": "bob", "first_player": "bob", "turn": 0, "mana": 0,
         "hands": {"ann": [], "bob": []},
         "draft": {"round": 1, "deck": ["unknown"] * 12, "picked": {"bob": []}}}),
}


@pytest.mark.parametrize("name", sorted(SHORT))
def test_a_short_position_normalises_once_and_for_all(name):
    short, expected = SHORT[name]
    full = core.normalize(short)
    assert fixture_runner.matches(expected, full), (expected, full)
    assert core.normalize(full) == full
    assert core.validate(full) == [], core.validate(full)


@pytest.mark.parametrize("name", sorted(SHORT))
def test_every_command_reads_the_normal_form(name, tmp_path):
    short, _ = SHORT[name]
    src = tmp_path / "short.json"
    src.write_text(json.dumps(short), "utf-8")
    r = run("normalize", "--json", str(src))
    assert r.code == 0, r
    full = tmp_path / "full.json"
    full.write_text(r.out, "utf-8")
    moves = run("legal-moves", "--json", str(full))
    assert moves.code == 0 and moves.json()["moves"], moves
    move = json.dumps(moves.json()["moves"][0]["move"])
    for argv in (["validate", str(full)], ["check", str(full), move], ["apply", str(full), move],
                 ["explain", str(full), move], ["outcome", str(full)], ["show", str(full)]):
        r = run_forked(*argv)
        assert r.code == 0 and r.err == "", (argv, r)


def test_a_name_the_catalog_lacks_is_bad_input_with_did_you_mean(tmp_path):
    f = tmp_path / "p.json"
    f.write_text(json.dumps({"game": GAME, "players": ["ann", "bob"], "hands": {"ann": 8, "bob": 8},
                             "cards": {"x": {"name": "Shamna"}}}), "utf-8")
    r = run("legal-moves", str(f))
    assert r.code == 2 and "$.cards.x.name" in r.err and "did you mean Shaman" in r.err, r
    f.write_text(json.dumps({"game": GAME, "players": ["ann", "bob"],
                             "hands": {"ann": ["bastion", "Trol", "unknown", "unknown", "unknown", "unknown",
                                               "unknown", "unknown", "unknown"], "bob": 8}}), "utf-8")
    r = run("validate", "--json", str(f))
    errors = r.json()["errors"]
    assert r.code == 1 and errors[0]["path"] == "$.hands.ann[1]" and errors[0]["rule"] == "CD-502", r
    assert "did you mean Troll" in errors[0]["message"], errors


def test_a_new_game_is_a_legal_draft_the_same_for_the_same_seed():
    a = run("new", GAME, "--players", "ann,bob", "--seed", "7")
    b = run("new", GAME, "--players", "ann,bob", "--seed", "7")
    c = run("new", GAME, "--players", "ann,bob", "--seed", "8")
    assert a.code == 0 and a.out == b.out and a.out != c.out, (a, c)
    state = json.loads(a.out)
    assert state["phase"] == "draft" and state["players"] == ["ann", "bob"] and state["active"] == "ann"
    assert len(state["draft"]["pool"]) == 4 and len(state["draft"]["deck"]) == 12
    assert core.validate(state) == [] and core.legal_moves(state)
    assert json.loads(run("new", GAME).out)["players"] == ["alice", "bob"]
    variant = json.loads(run("new", GAME, "--choice", "spells_during_assault=false").out)
    assert variant["rules"] == {"spells_during_assault": False}


@pytest.mark.parametrize("argv,where", [(["--players", "3"], "$.players"), (["--players", "ann,ann"], "$.players"),
                                        (["--choice", "colour=red"], "$.choices.colour")])
def test_new_game_options_are_checked(argv, where):
    r = run("new", GAME, *argv)
    assert r.code == 2 and where in r.err, r
