"""Moves name cards and players the natural way (issue 27): a card by its
name ("Assault and Battery (red)", "Guardian Steelhorn", "goblin"), as the
commands label it ("Kor Cindervein (kor)", "Sink Below (red) [c7]"), a
player in any case ("Cat"). The engine resolves them as positions resolve
names (rc_cards.pl, resolve_card_ref/5 and resolve_player_ref/3), for check,
apply, explain, fixtures and records alike: the verdict is the one the ids
get. Several cards of one name are one when they are copies; otherwise the
move is bad input naming the ids to choose from."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, REPO, write_json

HERE = REPO / "tests/move_names"
CD = FIXTURES / "clash-of-decks/summon"
BB = FIXTURES / "blood-bound/intervention/choosing-an-offer.json"

SAME = [
    # (state, the move by name, the same move by id)
    (HERE / "fab-defend.yaml",
     {"player": "rhinar", "action": "defend", "cards": ["Assault and Battery (red)", "scabskin leathers"]},
     {"player": "rhinar", "action": "defend", "cards": ["assault-and-battery-red", "scabskin-leathers"]}),
    (HERE / "fab-defend.yaml",
     {"player": "Rhinar", "action": "defend", "cards": ["Toughen Up (blue) [toughen-up-blue]"]},
     {"player": "rhinar", "action": "defend", "cards": ["toughen-up-blue"]}),
    (HERE / "wow-protect.yaml",
     {"player": "bob", "action": "protect", "protector": "Guardian Steelhorn"},
     {"player": "bob", "action": "protect", "protector": "guardian-steelhorn"}),
    (HERE / "wow-protect.yaml",
     {"player": "bob", "action": "protect", "protector": "Guardian Steelhorn (guardian-steelhorn)"},
     {"player": "bob", "action": "protect", "protector": "guardian-steelhorn"}),
    (BB, {"player": "Bob", "action": "accept", "intervener": "Cat"},
     {"player": "bob", "action": "accept", "intervener": "cat"}),
    (BB, {"player": "EVE", "action": "offer"}, {"player": "eve", "action": "offer"}),
]


@pytest.mark.parametrize("state, by_name, by_id", SAME, ids=[f"{s.name}-{i}" for i, (s, _, _) in enumerate(SAME)])
def test_a_move_by_name_is_the_move_by_id(rc, state, by_name, by_id):
    named = rc("check", "--json", str(state), json.dumps(by_name))
    ided = rc("check", "--json", str(state), json.dumps(by_id))
    assert named.code == ided.code and named.code in (0, 1), (named, ided)
    assert named.json() == ided.json()
    applied = rc("apply", "--json", str(state), json.dumps(by_name))
    assert applied.code == named.code
    assert applied.json() == rc("apply", "--json", str(state), json.dumps(by_id)).json()
    assert (rc("explain", "--json", str(state), json.dumps(by_name)).json()
            == rc("explain", "--json", str(state), json.dumps(by_id)).json())


def test_a_clash_of_decks_card_by_name(rc, tmp_path):
    state = tmp_path / "position.yaml"
    state.write_text("game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: 8\n"
                     "hands:\n  ann: [Imp, Goblin, bastion, Imp, Ogre, Giant, Knight, Guard]\n"
                     "lanes:\n  top: {ann: [Archer], bob: [Harpy]}\n", "utf-8")
    r = rc("check", "--json", str(state), '{"player": "ann", "action": "play", "card": "goblin", "lane": "top"}')
    assert r.code == 0 and r.json()["move"]["card"] == "Goblin", r
    r = rc("check", "--json", str(state), '{"player": "ann", "action": "play", "card": "Giant", "lane": "top"}')
    assert r.code == 1 and [v["rule"] for v in r.json()["violations"]] == ["CD-201"], r
    # Two Imps at two places of the hand row are not copies: say which.
    r = rc("check", str(state), '{"player": "ann", "action": "play", "card": "imp", "lane": "top"}')
    assert r.code == 2, r
    assert "$.card: imp names 2 cards" in r.err and "Imp (ann's hand row), Imp 2 (ann's hand row)" in r.err, r.err


def test_copies_are_one_card_and_two_names_two_copies(rc):
    state = HERE / "fab-two-pack-hunts.yaml"
    r = rc("check", "--json", str(state),
           '{"player": "rhinar", "action": "defend", "cards": ["Pack Hunt (red)", "pack hunt (red)"]}')
    assert r.code == 0, r
    assert r.json()["move"]["cards"] == ["pack-hunt-red", "pack-hunt-red-2"]
    r = rc("check", "--json", str(HERE / "wow-two-steelhorns.yaml"),
           '{"player": "bob", "action": "protect", "protector": "Guardian Steelhorn"}')
    assert r.code == 0 and r.json()["move"]["protector"] == "guardian-steelhorn", r


def test_cards_of_one_name_that_differ_are_bad_input_naming_the_ids(rc):
    r = rc("check", str(HERE / "wow-steelhorn-and-a-tired-one.yaml"),
           '{"player": "bob", "action": "protect", "protector": "Guardian Steelhorn"}')
    assert r.code == 2, r
    assert "$.protector: Guardian Steelhorn names 2 cards that are not copies" in r.err
    assert "guardian-steelhorn (bob's allies), guardian-steelhorn-2 (bob's allies)" in r.err
    assert "rulecheck normalize shows them" in r.err


def test_a_name_that_names_nothing_is_left_to_the_rules(rc):
    r = rc("check", "--json", str(HERE / "wow-protect.yaml"),
           '{"player": "bob", "action": "protect", "protector": "Nobody Here"}')
    assert r.code == 1, r
    assert r.json()["move"]["protector"] == "Nobody Here"


def test_fixtures_and_records_take_names(rc, tmp_path):
    fx = {"title": "names in a fixture", "rules": ["WOW-401"],
          "state_file": str(HERE / "wow-protect.yaml"),
          "cases": [{"move": {"player": "Bob", "action": "protect", "protector": "Guardian Steelhorn"},
                     "legal": True}]}
    r = rc("test", str(write_json(tmp_path / "fx.json", fx)))
    assert r.code == 0, r
    record = {"initial": json.loads(BB.read_text("utf-8"))["state"],
              "moves": [{"player": "Bob", "action": "accept", "intervener": "Dan"}]}
    r = rc("replay", "--json", str(write_json(tmp_path / "record.json", record)))
    assert r.code == 0 and r.json()["complete"], r
