"""Flesh and Blood permanents in the arena: a card whose text rulecheck
does not read is bad input naming it, and `show` draws the arena and the
effects of the turn."""

from __future__ import annotations

import json

import pytest

from conftest import run

GAME = "flesh-and-blood"


def write(tmp_path, value, name="p.json"):
    path = tmp_path / name
    path.write_text(json.dumps(value), "utf-8")
    return str(path)


@pytest.mark.parametrize("card", ["Embodiment of Earth", "Frailty",
                                  {"id": "x", "name": "Homemade Aura", "type": "token"}])
def test_an_arena_card_without_text_in_the_vocabulary_is_bad_input(tmp_path, card):
    state = {"game": GAME, "players": [{"name": "a", "hero": "Rhinar", "arena": ["Might", card]},
                                       {"name": "b", "hero": "Rhinar"}]}
    r = run("legal-moves", write(tmp_path, state))
    name = card["name"] if isinstance(card, dict) else card
    assert r.code == 2 and "$.players[0].arena[1]" in r.err, r
    assert f"rulecheck does not read the text of {name}" in r.err and "Might" in r.err, r
    assert r.err.count("\n") == 1, r


def test_show_draws_the_arena_and_the_effects(tmp_path):
    state = {"game": GAME, "effects": [{"kind": "next_attack_power", "amount": 1, "source": "[bold]x"}],
             "players": [{"name": "a", "hero": "Rhinar", "arena": ["Gold [a-gold]"]},
                         {"name": "b", "hero": "Rhinar"}]}
    r = run("show", write(tmp_path, state))
    assert r.code == 0, r
    assert "arena" in r.out and "Gold" in r.out, r.out
    assert "a: the next attack this turn gets +1 power (from [bold]x)" in r.out, r.out


def test_a_token_destroyed_leaves_the_inventory(tmp_path):
    state = {"game": GAME, "phase": "start",
             "players": [{"name": "a", "hero": "Rhinar", "arena": ["Might [a-might]"], "hand": 4},
                         {"name": "b", "hero": "Rhinar", "hand": 4}]}
    r = run("apply", write(tmp_path, state), json.dumps({"player": "a", "action": "pass"}))
    assert r.code == 0, r
    out = " ".join(r.out.split())
    assert "Might [a-might] is destroyed: a token leaving the arena ceases to exist" in out, r.out
    assert "FAB-505 a's next attack this turn gets +1 power" in out, r.out
