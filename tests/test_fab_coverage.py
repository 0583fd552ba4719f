"""Flesh and Blood's deck coverage page (docs/games/flesh-and-blood-coverage.md)
is what scripts/fab_coverage.py writes from the card data and the rules, and
`rulecheck cards flesh-and-blood --unmodelled` lists the cards whose text is
not modelled (issue 33, item 2)."""

from __future__ import annotations

import importlib.util
import json

from conftest import REPO, run_forked as run

GAME = "flesh-and-blood"


def _coverage():
    spec = importlib.util.spec_from_file_location("fab_coverage", REPO / "scripts" / "fab_coverage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_coverage_page_is_current():
    cov = _coverage()
    assert cov.PAGE.read_text("utf-8") == cov.page(), "stale: run .venv/bin/python scripts/fab_coverage.py"


def test_unmodelled_lists_the_cards_whose_text_is_not_modelled():
    r = run("cards", GAME, "azvolai", "--unmodelled", "--json")
    assert r.code == 0, r
    assert [c["name"] for c in json.loads(r.out)] == ["Azvolai", "Invoke Azvolai"]
    r = run("cards", GAME, "storm of sandikai", "--unmodelled", "--json")
    assert r.code == 0 and json.loads(r.out) == [], r          # card_texts_storm.pl reads it
    r = run("cards", GAME, "essence of ancestry: mind", "--unmodelled", "--json")
    assert r.code == 0 and json.loads(r.out) == [], r          # card_texts_essence.pl reads it
    r = run("cards", GAME, "oasis respite", "--unmodelled", "--json")
    assert r.code == 0 and json.loads(r.out) == [], r          # card_texts_source.pl reads it
    r = run("cards", GAME, "command and conquer", "--unmodelled", "--json")
    assert r.code == 0 and json.loads(r.out) == [], r          # card_texts.pl reads it
    r = run("cards", GAME, "command and conquer", "--json")
    assert r.code == 0 and [c["name"] for c in json.loads(r.out)] == ["Command and Conquer"], r


def test_unmodelled_in_words():
    r = run("cards", GAME, "frostbite", "--unmodelled")
    assert r.code == 0, r
    assert r.out.startswith("0 cards of flesh-and-blood matching 'frostbite' whose text is not modelled"), r.out
    r = run("cards", GAME, "bull bar", "--unmodelled")
    assert r.out.startswith("3 cards of flesh-and-blood matching 'bull bar' whose text is not modelled"), r.out


def test_other_games_list_no_unmodelled_card():
    r = run("cards", "clash-of-decks", "--unmodelled", "--json")
    assert r.code == 0 and json.loads(r.out) == [], r


def test_the_card_data_names_the_decks():
    r = run("cards", GAME, "sigil of solace", "--json")
    decks = {c["color"]: c.get("decks", []) for c in json.loads(r.out)}
    assert "Dromai Blitz Deck" in decks["red"] and "Dorinthea Hero Deck" in decks["blue"], decks
