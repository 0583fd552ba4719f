"""The judge's page's Legal? tab (issue 35), on a phone (390x844) in
Debian's headless chromium (tests/test_judge_page.py's bundle, server and
browser): any move asked by taps, its action picked from the game's move
shapes (the JSON Schema the engine reads off move_fields/3), its fields
pickers of what the position holds, each removable, no stale field kept,
nothing filled out of sight; card names, not ids, in the move, event and
verdict texts (the engine's words, ids and all, on a tap: the title); and
per game a dispute far from a new game entered from the empty position by
taps only, its taps counted (RULECHECK_TAPS=FILE adds them there, as
"far: GAME"). axe-core stays clean on what these add."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from conftest import GAMES

from pycli import core, engine, judgepage

from test_judge_page import (  # noqa: F401  (the fixtures: the bundle, server and browser a worker shares)
    By, Judge, ask_by_taps, browser, bundle, choose, form_move, idle, load, open_example, page_position, server, shot,
    size, tab, tap,
)
from test_judge_page_round2 import NULLISH, PHONE, axe

TAPS = os.environ.get("RULECHECK_TAPS")


@pytest.fixture(scope="module")
def phone(browser, server):
    """The phone: 390x844, a mobile viewport with touch (CDP's emulation)."""
    size(browser, *PHONE)
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    load(browser, server.url)
    assert browser.execute_script("return navigator.maxTouchPoints") == 5
    yield browser
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    size(browser, 360, 780)


def shapes(game):
    """The engine's move schema: each action's alternative, by action."""
    return {alt["properties"]["action"]["const"]: alt for alt in engine.request("move_schema", {"game": game})["oneOf"]}


#: A select's options, each its value or its text, read in one script (a
#: WebDriver round trip an option made Flesh and Blood's pickers cost
#: seconds: docs/benchmarks.md, "The suite's time").
OPTIONS = "return [...document.getElementById(arguments[0]).options].map((o) => o[arguments[1]])"

#: The move form's fields, by key: the first box of each, its kind, its
#: select's option values and its selected option (value, title, text).
FIELDS = """
  const out = {};
  for (const box of document.querySelectorAll('#move-fields .move-field')) {
    const key = box.dataset.key;
    if (key in out) continue;
    const pick = document.getElementById('field-' + key), select = pick && pick.tagName === 'SELECT';
    const o = select ? pick.selectedOptions[0] : null;
    out[key] = { kind: box.getAttribute('data-kind'), options: select ? [...pick.options].map((x) => x.value) : null,
                 picked: o ? [o.value, o.title, o.text] : null };
  }
  return out;"""


def in_view(d, element):
    return d.execute_script("const r = arguments[0].getBoundingClientRect();"
                            "return r.top >= 0 && r.bottom <= innerHeight", element)


def test_the_engine_gives_each_games_move_shapes():
    """move_schema is move_fields/3 as a JSON Schema: every action once,
    its required and optional fields, a card's and player's format."""
    for game in GAMES:
        alts = shapes(game)
        assert alts, game
        for action, alt in alts.items():
            assert alt["required"][:2] == ["player", "action"] and alt["additionalProperties"] is False
            assert set(alt["properties"]) == {"player", "action", *alt["required"], *alt["optional"]}
    wow = shapes("wow-tcg")
    assert wow["play_card"]["required"] == ["player", "action", "card"] and wow["play_card"]["optional"] == ["target"]
    assert wow["play_card"]["properties"]["card"] == {"type": "string", "format": "card"}
    fab = shapes("flesh-and-blood")
    assert fab["play"]["properties"]["from"] == {"type": "string", "enum": ["hand", "arsenal", "banished"]}
    assert fab["activate"]["properties"]["ability"] == {"type": "integer", "minimum": 0}
    assert fab["end_turn"]["properties"]["arsenal"]["anyOf"][1] == {"type": "null"}
    assert shapes("blood-bound")["attack"]["properties"]["target"] == {"type": "string", "format": "player"}


@pytest.mark.parametrize("game", GAMES)
def test_any_move_by_taps(phone, game):
    """The action picker offers the game's move shapes; a new action keeps
    the player (unless only another has a legal move of it) and only the
    fields it has (no stale field), its other
    fields filled from a legal move of it; each field is a picker of what
    the position holds and can be removed; a field the action may have is
    added by a tap; "Legal moves like it" fills the form in view."""
    d = phone
    open_example(d, game)
    tab(d, "check")
    alts = shapes(game)
    assert d.execute_script(OPTIONS, "move-action", "value")[1:] == list(alts)
    players = [p["name"] for p in core.display(judgepage.examples()[game]["examples"][0]["state"], None)["players"]]
    assert d.execute_script(OPTIONS, "move-player", "text")[1:] == players
    legal = core.legal_moves_page(page_position(d))["moves"]
    names = {}                    # a card's id -> its name (the board's label without its id)
    for z in core.display(page_position(d), None)["zones"]:
        for c in z["cards"]:
            if c.get("id"):
                names[c["id"]] = next((c["label"][:-len(t)] for t in (f" ({c['id']})", f" [{c['id']}]")
                                       if c["label"].endswith(t)), c["label"])
    for name, alt in alts.items():
        before = form_move(d)
        choose(d, "move-action", name)
        move = form_move(d)
        of_action = [m["move"] for m in legal if m["move"]["action"] == name]
        player = before["player"] if not of_action or any(m["player"] == before["player"] for m in of_action) \
            else of_action[0]["player"]                  # only another player has it (a defence: the defender)
        assert move["action"] == name and move["player"] == player, (name, move, before)
        assert set(move) <= set(alt["properties"]), (name, move)            # no stale field
        assert set(alt["required"]) <= set(move)
        # Its other required fields: those the move had and kept (a field of
        # the same name and kind), else a legal move's of this action (the
        # same player's first).
        kept = [k for k in alt["required"][2:] if before.get(k) not in (None, "", [])]
        like = next((m for m in of_action if m["player"] == player), None)
        if like and not kept:
            assert all(move[k] == like[k] for k in alt["required"][2:]), (name, move, like)
        fields = d.execute_script(FIELDS)
        for key in set(move) - {"player", "action"}:
            kind, options, picked = fields[key]["kind"], fields[key]["options"], fields[key]["picked"]
            assert kind in ("card", "cards", "player", "players", "index", "enum", "boolean", "text"), (name, key, kind)
            if kind in ("card", "player", "enum"):
                assert move[key] in options, (name, key)
            if kind == "card" and move[key]:        # the cards by name, the id on a tap (title)
                value, title, text = picked
                assert value == title == move[key]
                assert text == names.get(move[key], move[key]) or text.endswith(f" · {move[key]}"), text
        assert not NULLISH.search(d.find_element(By.ID, "move-fields").text), name

    # A list of cards or players: items added by a pick, none cleared; one removed.
    listy = next(((n, k) for n, alt in alts.items() for k in alt["required"][2:]
                  if alt["properties"][k].get("type") == "array"), None)
    if listy:
        name, key = listy
        choose(d, "move-action", name)
        start = form_move(d)[key]
        choices = [v for v in d.execute_script(OPTIONS, f"field-{key}-add", "value") if v]
        choose(d, f"field-{key}-add", choices[0])
        choose(d, f"field-{key}-add", choices[-1])
        assert form_move(d)[key] == [*start, choices[0], choices[-1]]
        removes = d.find_elements(By.CSS_SELECTOR, f'#move-fields [aria-label^="remove "][aria-label$=" from {key}"]')
        tap(d, removes[0])
        assert form_move(d)[key] == [*start, choices[0], choices[-1]][1:]
        shot(d, f"moves-list-{game}")

    # Each field removable; a field the action may have, added by a tap.
    optional = next(((n, k) for n, alt in alts.items() for k in alt["optional"]), None)
    if optional:
        name, key = optional
        choose(d, "move-action", name)
        if key in form_move(d):
            tap(d, d.find_element(By.CSS_SELECTOR, f'[aria-label="remove the field {key}"]'))
        assert key not in form_move(d)
        tap(d, d.find_element(By.CSS_SELECTOR, f'[aria-label="add the field {key}"]'))
        assert key in form_move(d)
        tap(d, d.find_element(By.CSS_SELECTOR, f'[aria-label="remove the field {key}"]'))
        assert key not in form_move(d)
    assert axe(d) == []

    # "Legal moves like it": the form filled in view, with a note saying so.
    question = judgepage.examples()[game]["examples"][0]["moves"][0]
    d.find_element(By.ID, "move-json").clear()
    d.find_element(By.ID, "move-json").send_keys(json.dumps(question))
    d.execute_script("document.getElementById('move-json').dispatchEvent(new Event('change'))")
    idle(d)
    tap(d, "check")
    near = d.find_elements(By.CSS_SELECTOR, "#verdict h4 + ul button.move")
    native = core.explain(page_position(d), question)
    if native.get("nearest"):
        tap(d, near[0])
        assert form_move(d) == native["nearest"][0]["move"]
        assert in_view(d, d.find_element(By.ID, "move-action"))
        note = d.find_element(By.ID, "move-note").text
        assert note.startswith("Filled from a legal move like it: ")
        shot(d, f"moves-like-it-{game}")


def ids_in(text, ids):
    """The ids of ids a text still words a card by: after its name ("Imp
    (a-imp)", "Pack Hunt (red) [a1]"), or alone where an id cannot be a
    word (a digit or a hyphen in it: "a-imp belongs to alice")."""
    found = []
    for i in ids:
        after = re.search(rf" [\(\[]{re.escape(i)}[\)\]]", text)
        alone = re.search(r"[\d-]", i) and re.search(rf"(?<![\w\[(-]){re.escape(i)}(?![\w\])-])", text)
        if after or alone:
            found.append(i)
    return found


def test_names_not_ids_in_moves_events_and_verdicts(phone):
    """Where a card of the position has a name of its own (no other card
    shares it), the move, event and verdict texts read it by that name; the
    engine's words, ids and all, are the element's title (a tap on a phone,
    hover elsewhere)."""
    d = phone
    for game in GAMES:
        example = judgepage.examples()[game]["examples"][0]
        state, question = example["state"], example["moves"][0]
        open_example(d, game)
        cards = [c for z in core.display(state, None)["zones"] for c in z["cards"] if c.get("id")]
        names = {}
        for c in cards:
            name = next((c["label"][:-len(t)] for t in (f" ({c['id']})", f" [{c['id']}]") if c["label"].endswith(t)), c["label"])
            names.setdefault(name, set()).add(c["id"])
        unique = [i for ids in names.values() if len(ids) == 1 for i in ids]
        legal = core.legal_moves_page(state)["moves"]
        buttons = d.find_elements(By.CSS_SELECTOR, "#moves button.move")
        assert len(buttons) == min(len(legal), len(buttons)) and buttons
        for b in buttons:
            text, title = b.text, b.get_attribute("title") or b.text
            assert title in {m["text"] for m in legal}
            assert not ids_in(text, unique), (game, text)
        tab(d, "check")
        tap(d, "check")
        line = d.find_element(By.CSS_SELECTOR, "#verdict .verdict-line")
        native = core.explain(state, question)
        assert line.get_attribute("title") == native["text"]
        for li in d.find_elements(By.CSS_SELECTOR, "#verdict .broken > li"):
            assert not ids_in(li.text, unique), (game, li.text)
        tab(d, "moves")
        tap(d, d.find_elements(By.CSS_SELECTOR, "#moves button.move")[0])
        for e in d.find_elements(By.CSS_SELECTOR, "#events .event-text"):
            assert not ids_in(e.text, unique), (game, e.text)
        tap(d, "undo")
    shot(d, "moves-names")


# Far from a new game: each game's dispute, built from the empty position
# (Start: the game, "Empty position", which opens the Edit tab) by taps,
# names typed only as letters until the page offers them; then asked in
# the Legal? tab by taps alone: the action, then each field picked.
def far_wow_tcg(j):
    """alice (Graccus) placed a resource this turn (1 ready) and holds a
    Quick Strike: may she place it as a second resource? WOW-205."""
    j.pick("$.resource_placed", "true")
    j.step_to("$.players[0].resources.ready", 1)
    j.add("$.players[0].hand", "Quick Strike")
    return {"player": "alice", "action": "place_resource", "card": "Quick Strike"}, "WOW-205"


def far_clash_of_decks(j):
    """alice, turn 3 (9 mana), has played an Ogre into her top lane (5
    mana left, 8 cards in her hand row); may she play the Giant, second in
    her row, into the bottom lane? CD-103 (it costs 6)."""
    j.by_name(j.field("$.hands.alice[1]"), "Giant")
    j.remove("$.hands.alice", "unknown")
    j.add("$.lanes.top.alice", "Ogre")
    j.step_to("$.mana", 5)
    return {"player": "alice", "action": "play", "card": "Giant", "lane": "bottom"}, "CD-103"


def far_blood_bound(j):
    """ann, a Rose Guardian whose rank is revealed, holds the Sword and gave
    fay the Shield; may dan, with the dagger, attack fay? BB-204."""
    j.open("$.players", "$.players[0]", "$.players[0].character")
    j.set_name("$.players[0].character", "Rose Guardian")
    j.open("$.players[0].tokens")
    j.add_word("$.players[0].tokens", "rank")
    for i, card in [(0, "Sword 1"), (5, "Shield 1")]:
        j.open(f"$.players[{i}]")
        j.add_field(f"$.players[{i}]", "cards")
        j.open(f"$.players[{i}].cards")
        j.add(f"$.players[{i}].cards", card)
    return {"player": "dan", "action": "attack", "target": "fay"}, "BB-204"


def far_flesh_and_blood(j):
    """alice (Rhinar) has played her action this turn (no action point
    left, 2 resource points floating) and holds Pack Hunt (red): may she
    play it? FAB-306."""
    j.set_name("$.players[0].hero", "Rhinar")
    j.step_to("$.players[0].action_points", 0)
    j.step_to("$.players[0].resource_points", 2)
    j.add("$.players[0].hand", "Pack Hunt (red)")   # the deck completed by the page to 40 with the hand (FAB-103's repair)
    return {"player": "alice", "action": "play", "card": "Pack Hunt (red)", "from": "hand"}, "FAB-306"


FAR = {"wow-tcg": far_wow_tcg, "clash-of-decks": far_clash_of_decks, "blood-bound": far_blood_bound,
       "flesh-and-blood": far_flesh_and_blood}


@pytest.mark.parametrize("game", GAMES)
def test_a_dispute_far_from_a_new_game_by_taps(phone, game):
    """From an empty table (Start: the game, "Empty position"), a position
    a game has moved on to, built in the Edit tab, and its question asked
    in the Legal? tab by taps alone: at most 25 taps, no YAML nor JSON
    typed (a card's name typed only until the page offers it); the verdict
    and its rule are the native engine's on the position built."""
    d = phone
    j = Judge(d)
    j.tab("start")
    j.choose("game", judgepage.examples()[game]["title"])
    j.press("empty-position")
    assert d.find_element(By.ID, "tab-edit").get_attribute("aria-selected") == "true"
    question, rule = FAR[game](j)
    j.applied()
    assert d.find_elements(By.CSS_SELECTOR, "#editor .objection") == []
    shot(d, f"far-{game}-edit")
    question = ask_by_taps(j, question)
    built = page_position(d)
    native = core.explain(built, question)
    broken = [c["rule"] for c in native["checks"] if not c["held"]]
    assert native["legal"] is False and broken == [rule], (native["text"], broken)
    line = d.find_element(By.CSS_SELECTOR, "#verdict .verdict-line")
    assert line.get_attribute("title") == native["text"] or line.text == f"Illegal: {native['text']}"
    assert line.text.startswith("Illegal: ")
    shown = [li.find_element(By.CSS_SELECTOR, ".rule-link").text for li in d.find_elements(By.CSS_SELECTOR, "#verdict .broken > li")]
    assert shown == [rule]
    assert all(not re.search(r"[{}\[\]:]", t) or t.endswith("⏎") for t in j.typed), j.typed   # names, never JSON nor YAML
    shot(d, f"far-{game}-verdict")
    assert axe(d) == []
    assert j.taps <= 25, (j.taps, j.log)
    if TAPS:
        path = Path(TAPS)
        counts = json.loads(path.read_text("utf-8")) if path.exists() else {}
        counts[f"far: {game}"] = {"taps": j.taps, "keys": j.keys, "rule": rule, "tapped": j.log, "typed": j.typed}
        path.write_text(json.dumps(counts, indent=1, sort_keys=True) + "\n", "utf-8")
