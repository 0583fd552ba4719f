"""The judge's page's Edit tab, second round (issue 35), on a phone (390x844,
touch) in Debian's headless chromium (tests/test_judge_page.py's bundle,
server and browser): a card outside the catalog entered by its values
(steppers and pickers from the game's schema, nothing typed) and asked
about; the engine's objection at the field it names, in view and marked,
with the engine's repairs one tap each; a count the judge did not give
completed as the engine completes a short position. axe-core stays clean.
Each flow's taps are counted (Judge, tests/test_judge_page.py);
RULECHECK_TAPS=FILE adds them to that JSON file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pycli import core

from test_judge_page import (  # noqa: F401  (the fixtures: the bundle, server and browser a worker shares)
    By, Judge, browser, bundle, examples, idle, load, page_position, server, shot, size, tab, tap,
)
from test_judge_page_round2 import axe, paste

PHONE = (390, 844)
TAPS = os.environ.get("RULECHECK_TAPS")


@pytest.fixture(scope="module")
def phone(browser, server):
    size(browser, *PHONE)
    # Touch: the page as a phone's browser shows it (taps, no hover).
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    load(browser, server.url)
    yield browser
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    size(browser, 360, 780)


def count_taps(name, judge):
    if TAPS:
        path = Path(TAPS)
        counts = json.loads(path.read_text("utf-8")) if path.exists() else {}
        counts[name] = judge.taps
        path.write_text(json.dumps(counts, indent=1, sort_keys=True) + "\n", "utf-8")


def in_view(d, element):
    return d.execute_script("const r = arguments[0].getBoundingClientRect();"
                            "return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth", element)


def verdict_of(d):
    return d.find_element(By.CSS_SELECTOR, "#verdict .verdict-line").text


def native_line(state, move):
    native = core.explain(state, move)
    return f"{'Legal' if native['legal'] else 'Illegal'}: {native['text']}", native


# A WoW table: alice in her main step with 3 ready resources and nothing in
# hand; the card she holds is one the catalog does not have.
TABLE = {"game": "wow-tcg", "turn": "alice", "step": "main",
         "players": [{"name": "alice", "hero": "Gorebelly", "resources": 3, "hand": []},
                     {"name": "bob", "hero": "Warrax"}]}


def test_a_card_outside_the_catalog_by_its_values(phone):
    """An ally of its own (cost 3, ATK 3, health 2, Protector) put in
    alice's hand by taps: "New card, by its values", then its steppers and
    a keyword added; played by the question "Is this legal?" (legal: 3
    resources), then with its cost stepped to 4 (illegal), each verdict the
    native engine's on the page's position."""
    d = phone
    paste(d, TABLE)
    j = Judge(d)
    j.tab("edit")
    hand = "$.players[0].hand"
    j.open("$.players", "$.players[0]", hand)
    button = j.at(hand).find_element(By.CSS_SELECTOR, ":scope > button.by-values")
    assert button.text == "New card, by its values"
    j.press(button)
    j.applied()
    card = f"{hand}[0]"
    j.open(card)
    # Its fields from the schema: a picker for its type, steppers for its numbers.
    assert j.field(f"{card}.type").tag_name == "select"
    assert j.field(f"{card}.name").get_attribute("value") == "New card 1"
    j.step_to(f"{card}.cost", 3)
    j.step_to(f"{card}.atk", 3)
    j.step_to(f"{card}.health", 2)
    j.add_field(card, "protector")
    j.applied()
    assert j.field(f"{card}.protector").find_elements(By.CSS_SELECTOR, "option:checked")[0].text == "true"
    assert j.keys == 0 and j.typed == []                    # nothing typed
    state = page_position(d)
    mine = core.normalize(state)["players"][0]["hand"][0]
    assert {k: mine[k] for k in ("name", "type", "cost", "atk", "health", "protector")} == {
        "name": "New card 1", "type": "ally", "cost": 3, "atk": 3, "health": 2, "protector": True}
    assert "New card 1" in d.find_element(By.CSS_SELECTOR, '#board [aria-label="alice\'s hand"]').text
    shot(d, "edit-card-by-values")
    assert axe(d) == []

    # Asked: alice plays it (legal, 3 resources), from the legal moves.
    j.tab("check")
    pick = d.find_element(By.ID, "from-legal")
    text = next(o.text for o in pick.find_elements(By.TAG_NAME, "option") if "plays New card 1" in o.text)
    j.choose(pick, text)
    move = json.loads(d.find_element(By.ID, "move-json").get_attribute("value"))
    assert move["action"] == "play_card"
    j.press("check")
    line, native = native_line(state, move)
    assert native["legal"] is True and verdict_of(d) == line
    count_taps("wow-tcg: a card outside the catalog, by its values, asked", j)

    # Its cost one more than alice's resources: the same question, illegal.
    j.tab("edit")
    j.step(f"{card}.cost", 1)
    j.applied()
    j.tab("check")
    assert json.loads(d.find_element(By.ID, "move-json").get_attribute("value")) == move
    j.press("check")
    line, native = native_line(page_position(d), move)
    assert native["legal"] is False and verdict_of(d) == line
    broken = [c["rule"] for c in native["checks"] if not c["held"]]
    assert [li.find_element(By.CSS_SELECTOR, ".rule-link").text
            for li in d.find_elements(By.CSS_SELECTOR, "#verdict .broken > li")] == broken
    shot(d, "edit-card-by-values-illegal")


def test_an_objection_at_its_field_in_view_with_the_engines_repairs(phone):
    """WoW's step picked (end): the phase, which the judge did not give, is
    completed as the engine completes a short position (the step's). Then
    the phase picked back to action: its step (end) is not the action
    phase's; not applied; the step's picker marked (aria-invalid, framed),
    the engine's words beside it, in the screen; the engine's two repairs
    offered (the phase back is one now: the judge gave it), and one tap on
    "set the step to main" applies the position."""
    d = phone
    paste(d, TABLE)
    j = Judge(d)
    j.tab("edit")
    j.pick("$.step", "end")
    status = d.find_element(By.ID, "edit-status").text
    assert status.startswith("Applied") and "Completed: set the phase to end, the end step's" in status, status
    assert page_position(d)["phase"] == "end" and page_position(d)["step"] == "end"
    assert d.find_elements(By.CSS_SELECTOR, "#editor .objection") == []

    j.pick("$.phase", "action")
    assert "Not applied" in d.find_element(By.ID, "edit-status").text
    field = j.at("$.step")
    assert "invalid" in field.get_attribute("class").split()
    select = j.field("$.step")
    assert select.get_attribute("aria-invalid") == "true"
    note = field.find_element(By.CSS_SELECTOR, ".objection")
    assert select.get_attribute("aria-describedby") == note.get_attribute("id")
    assert "the action phase has no end step" in note.text and "WOW-103" in note.text
    assert in_view(d, note) and in_view(d, select)
    repairs = note.find_elements(By.CSS_SELECTOR, "button.repair")
    native = core.validation(dict(core.normalize(TABLE), step="end"))["errors"][0]["repairs"]
    assert [b.text for b in repairs] == [f"Repair: {r['text']}" for r in native]
    assert [r["completes"] for r in native] == [False, True]
    assert all(b.size["height"] >= 44 and in_view(d, b) for b in repairs)
    shot(d, "edit-objection-repair")
    assert axe(d) == []
    j.press(next(b for b in repairs if "set the step to main" in b.text))
    j.applied()
    assert d.find_elements(By.CSS_SELECTOR, "#editor .objection, #editor .invalid, #editor [aria-invalid]") == []
    assert page_position(d)["phase"] == "action" and page_position(d)["step"] == "main"
    count_taps("wow-tcg: the step picked (its phase completed), the phase picked back, repaired", j)


def test_a_count_the_judge_did_not_give_is_completed(phone):
    """Flesh and Blood's empty position: unknown cards added to a hand (a
    number of them, typed as the Edit tab takes it) make the deck-cards 43;
    the deck, which the judge did not give, is completed (its unknown cards
    taken off) as the engine completes a short position, unasked. Once the
    judge has set the deck's count (two short), an objection there is theirs: shown
    with its repair, not applied unasked."""
    d = phone
    j = Judge(d)
    j.tab("start")
    j.choose("game", "Flesh and Blood")
    j.press("empty-position")
    before = core.normalize(page_position(d))
    deck = len(before["players"][0]["deck"])
    j.open("$.players", "$.players[0]", "$.players[0].hand")
    j.add("$.players[0].hand", "3")
    status = d.find_element(By.ID, "edit-status").text
    assert "Completed: take unknown cards off the bottom of" in status, status
    after = core.normalize(page_position(d))
    assert len(after["players"][0]["deck"]) == deck - 3
    assert core.validation(page_position(d))["errors"] == [] or "Applied" not in status
    # The deck's count set by the judge: their count, objected to, with the repair one tap.
    j.open("$.players[0].deck")
    j.type(j.field("$.players[0].deck", "-count"), str(deck - 5), enter=True)
    note = j.at("$.players[0].deck").find_element(By.CSS_SELECTOR, ".objection")
    assert "FAB-103" in note.text and in_view(d, note)
    repair = note.find_element(By.CSS_SELECTOR, "button.repair")
    shot(d, "edit-count-objection")
    j.press(repair)
    assert len(core.normalize(page_position(d))["players"][0]["deck"]) == deck - 3
    assert not j.at("$.players[0].deck").find_elements(By.CSS_SELECTOR, ".objection")
    count_taps("flesh-and-blood: unknown cards in hand, the deck completed; a deck count set, repaired", j)


def test_a_name_misspelt_is_repaired_by_the_catalogs(phone):
    """A name typed one letter short (no card has it): the engine's
    objection at the hand, with "Repair: use Krol Blade" (the catalog's
    near name, from the engine); one tap and it is applied."""
    d = phone
    paste(d, TABLE)
    j = Judge(d)
    j.tab("edit")
    j.open("$.players", "$.players[0]", "$.players[0].hand")
    field = j.field("$.players[0].hand", "-add")
    j.type(field, "Krol Blad", enter=True)
    assert "Not applied" in d.find_element(By.ID, "edit-status").text
    item = j.at("$.players[0].hand[0]")
    note = item.find_element(By.CSS_SELECTOR, ".objection")
    assert "Krol Blad" in note.text and in_view(d, note)
    repair = note.find_element(By.CSS_SELECTOR, "button.repair")
    assert repair.text == "Repair: use Krol Blade"
    j.press(repair)
    j.applied()
    assert page_position(d)["players"][0]["hand"] == ["Krol Blade"]
    assert axe(d) == []
    count_taps("wow-tcg: a name misspelt (typed), repaired", j)


def test_a_card_put_in_play_leaves_the_hand_the_judge_did_not_give(phone):
    """Clash of Decks' docs dispute (bob's hand left out: the bastion and
    unknown cards making his 8): an Eel added to bob's top lane makes his
    cards 9; his hand row, which the judge did not give, is completed
    unasked (an unknown card taken out), as the engine completes a hand
    left out. The same in ann's hand, which she gave by name, is an
    objection: no unknown card to take out, nothing completed."""
    d = phone
    state = examples()["clash-of-decks"]["examples"][0]["state"]
    paste(d, state)
    j = Judge(d)
    j.tab("edit")
    j.open("$.lanes", "$.lanes.top", "$.lanes.top.bob")
    before = core.normalize(page_position(d))["hands"]["bob"]
    j.add("$.lanes.top.bob", "Eel")
    status = d.find_element(By.ID, "edit-status").text
    assert status.startswith("Applied") and "Completed: take unknown cards out of bob's hand row (1)" in status, status
    after = core.normalize(page_position(d))["hands"]["bob"]
    assert len(after) == len(before) - 1 and after.count("unknown") == before.count("unknown") - 1
    assert d.find_elements(By.CSS_SELECTOR, "#editor .objection") == []
    count_taps("clash-of-decks: a card put in bob's lane, his hand completed", j)

    j.open("$.lanes.top.ann")
    j.add("$.lanes.top.ann", "Alpha")
    assert "Not applied" in d.find_element(By.ID, "edit-status").text
    note = j.at("$.hands.ann").find_element(By.CSS_SELECTOR, ":scope > .objection")
    assert "CD-505" in note.text and in_view(d, note)
    assert note.find_elements(By.CSS_SELECTOR, "button.repair") == []
