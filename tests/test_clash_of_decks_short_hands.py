"""Clash of Decks short positions are as lenient as the other games' (issue
27): `hands` may be left out once the draft is over, a count in a hand row
is as many unknown cards at its place ([Ravager, bastion, 7], as Flesh and
Blood and WoW read their zones), and the 8-card refusal (CD-505) says where
unknown cards may stand and what adding them changes."""

from __future__ import annotations

from conftest import write_json


def test_both_hands_left_out(rc, tmp_path):
    state = write_json(tmp_path / "s.json", {"game": "clash-of-decks", "players": ["ann", "bob"],
                                             "lanes": {"top": {"ann": ["Archer"], "bob": ["Harpy"]}}})
    assert rc("validate", str(state)).code == 0
    full = rc("normalize", "--json", str(state)).json()
    assert full["hands"] == {"ann": ["bastion"] + ["unknown"] * 7, "bob": ["bastion"] + ["unknown"] * 7}


def test_a_hand_row_mixing_cards_and_a_count(rc, tmp_path):
    state = write_json(tmp_path / "s.json", {"game": "clash-of-decks", "players": ["ann", "bob"],
                                             "hands": {"ann": ["Ravager", "bastion", 7]}})
    r = rc("normalize", "--json", str(state))
    assert r.code == 0, r
    assert r.json()["hands"]["ann"] == ["Ravager", "bastion"] + ["unknown"] * 7
    assert rc("validate", str(state)).code == 0
    assert rc("check", str(state), '{"player": "ann", "action": "play", "card": "Ravager", "lane": "top"}').code == 0


def test_too_few_cards_says_where_unknown_cards_go_and_what_they_change(rc, tmp_path):
    state = write_json(tmp_path / "s.json", {"game": "clash-of-decks", "players": ["ann", "bob"],
                                             "hands": {"ann": ["Ravager", "bastion", 6]}})
    r = rc("validate", "--json", str(state))
    assert r.code == 1, r
    [error] = r.json()["errors"]
    assert error["rule"] == "CD-505" and error["path"] == "$.hands.ann"
    for words in ("unknown cards stand only in a hand row", "adds 1 to the mana",
                  "further from the row's end"):
        assert words in error["message"], error
