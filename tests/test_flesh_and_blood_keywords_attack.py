"""Flesh and Blood's attack and deck keywords (keywords_attack.pl) in words:
the reasons check gives, the events apply prints, what show draws and
validate says, through the command line."""

from __future__ import annotations

import json

from conftest import FIXTURES, run_forked as run

SHORT = FIXTURES / "flesh-and-blood" / "short"


def fixture(name: str) -> str:
    return str(SHORT / name)


def test_dominate_names_the_cards_from_hand():
    r = run("check", fixture("keyword-dominate.yaml"),
            json.dumps({"player": "bob", "action": "defend", "cards": ["b-bm", "b-wb"]}))
    assert r.code == 1 and "FAB-508" in r.out, r
    assert "has dominate: it cannot be defended by more than one card from hand (CR 8.3.4)" in r.out, r
    assert "Beast Mode (blue) [b-bm], Wounding Blow (yellow) [b-wb]" in r.out, r


def test_overpower_names_the_action_cards():
    r = run("check", fixture("keyword-overpower.yaml"),
            json.dumps({"player": "bob", "action": "defend", "cards": ["b-bm", "b-wb", "b-glory"]}))
    assert r.code == 1 and "FAB-509" in r.out and "FAB-508" not in r.out, r
    assert "has overpower: it cannot be defended by more than one action card (CR 8.3.22)" in r.out, r
    named = r.out.split("action cards would defend it:")[1].split("assumes:")[0]   # not the assumptions' card names
    assert "Beast Mode" in named and "Act of Glory" not in named, r


def test_piercing_event_and_damage_in_words(tmp_path):
    r = run("apply", fixture("keyword-piercing.yaml"),
            json.dumps({"player": "bob", "action": "defend", "cards": ["b-legs"]}))
    assert r.code == 0, r
    text = " ".join(r.out.split())
    assert "FAB-510 Graven Call [a-dagger] has piercing 1 and an equipment defends it (Scabskin Leathers [b-legs]): it gets +1 power, 4 in all (CR 8.3.23)" in text, r.out
    r = run("apply", "--json", fixture("keyword-piercing.yaml"),
            json.dumps({"player": "bob", "action": "defend", "cards": ["b-legs"]}))
    state = tmp_path / "after.json"
    state.write_text(r.out, "utf-8")                # apply --json prints the state after the move
    r = run("show", str(state))
    assert r.code == 0 and "piercing 1: an equipment defends it, +1 power" in r.out, r


def test_phantasm_event_in_words():
    r = run("apply", fixture("keyword-phantasm.yaml"),
            json.dumps({"player": "bob", "action": "defend", "cards": ["b-bm6"]}))
    assert r.code == 0, r
    text = " ".join(r.out.split())
    assert ("FAB-511 Phantasmal Haze (red) [a-haze] has phantasm and Beast Mode (red) [b-bm6], a non-Illusionist "
            "attack action card with 6 power, defends it: Phantasmal Haze (red) [a-haze] is destroyed") in text, r.out
    assert "the combat chain closes (1 link(s))" in text, r.out


def test_deck_keywords_in_words():
    r = run("validate", fixture("keyword-legendary-two-copies.yaml"))
    assert r.code == 1 and "is a second copy of Authority of Ataya (blue) [b-ata] among bob's cards" in r.out, r
    r = run("validate", fixture("keyword-specialization-other-hero.yaml"))
    assert r.code == 1 and "Alpha Rampage (red) [a-ramp] is a Rhinar specialization" in r.out, r
