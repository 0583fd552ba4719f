"""WoW refusals in the judge's terms (issue 27): a damage step with no armor
decision left names the step the judge wrote, not `combat.shielding` (a field
the judge never wrote), and says which position to write instead; a weapon
struck again (or a combat card still ready) says to list it in
`combat.readied` if an effect readied it."""

from __future__ import annotations

from conftest import FIXTURES

STATES = FIXTURES / "wow-tcg/states"


def test_damage_step_without_a_decision_names_the_step(rc):
    r = rc("validate", "--json", str(STATES / "damage-step-without-armor-decision.json"))
    assert r.code == 1, r
    errors = r.json()["errors"]
    assert [e["path"] for e in errors] == ["$.step"], errors
    assert "shielding" not in errors[0]["message"]
    assert "step main, combat null" in errors[0]["message"]


def test_a_weapon_struck_again_says_to_list_it_as_readied(rc):
    r = rc("validate", "--json", str(STATES / "weapon-struck-twice-unreadied.json"))
    assert r.code == 1, r
    messages = [e["message"] for e in r.json()["errors"]]
    assert any("struck again" in m and "combat.readied" in m for m in messages), messages


def test_a_struck_weapon_still_ready_says_to_list_it_as_readied(rc):
    r = rc("validate", "--json", str(STATES / "struck-weapon-still-ready.json"))
    assert r.code == 1, r
    assert all("combat.readied" in e["message"] for e in r.json()["errors"]), r.json()
