"""Flesh and Blood permanents in the arena: any permanent of the card pool
is accepted (its text, if not modelled, an assumption), a card that is no
permanent is refused by FAB-102, and `show` draws the arena and the
effects of the turn."""

from __future__ import annotations

import json

import pytest

from conftest import run_forked as run

GAME = "flesh-and-blood"


def write(tmp_path, value, name="p.json"):
    path = tmp_path / name
    path.write_text(json.dumps(value), "utf-8")
    return str(path)


@pytest.mark.parametrize("card", ["Embodiment of Earth", "Frailty", "Absorption Dome", "Spellbane Aegis",
                                  {"id": "x", "name": "Homemade Aura", "type": "token"}])
def test_any_permanent_of_the_card_pool_is_accepted_in_the_arena(tmp_path, card):
    """Issue 26, item 1: a card whose text rulecheck does not model is still
    a card; the arena holds it if it is a permanent (CR 1.3.3)."""
    state = {"game": GAME, "players": [{"name": "a", "hero": "Rhinar", "arena": ["Might", card]},
                                       {"name": "b", "hero": "Rhinar"}]}
    r = run("validate", write(tmp_path, state))
    assert r.code == 0 and "valid" in r.out, r
    r = run("legal-moves", write(tmp_path, state))
    assert r.code == 0, r


def test_a_card_that_is_no_permanent_is_refused_in_the_arena(tmp_path):
    state = {"game": GAME, "players": [{"name": "a", "hero": "Rhinar", "arena": ["Sink Below (red)"]},
                                       {"name": "b", "hero": "Rhinar"}]}
    r = run("validate", write(tmp_path, state))
    assert r.code == 1 and "$.players[0].arena[0]" in r.out and "FAB-102" in r.out, r
    assert "the arena holds permanents only (CR 1.3.3)" in " ".join(r.out.split()), r


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
