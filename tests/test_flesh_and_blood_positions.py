"""Flesh and Blood positions a judge can type in a minute: the card pool
from the card data, short positions and their normalisation, new games,
and rulings that cite the Comprehensive Rules."""

from __future__ import annotations

import json
import re

import pytest

from conftest import FIXTURES, all_fixtures, REPO, declared_valid, run_forked as run
from pycli import core, schema

GAME = "flesh-and-blood"
FAB = FIXTURES / GAME

#: The position the brief asks for: real cards, no values typed.
DORI = {"game": GAME,
        "players": [{"name": "dori", "hero": "Dorinthea", "weapons": ["Dawnblade"],
                     "hand": ["Command and Conquer", "Sink Below (red)", "Enlightened Strike", "Toughen Up (blue)"]},
                    {"name": "rhinar", "hero": "Rhinar", "hand": 4}]}


def write(tmp_path, value, name="p.json"):
    path = tmp_path / name
    path.write_text(json.dumps(value), "utf-8")
    return str(path)


# --- the card pool -------------------------------------------------------------

def test_the_catalog_holds_the_whole_card_pool():
    cards = core.cards(GAME)
    assert len(cards) >= 4000
    assert {c["type"] for c in cards} >= {"action", "attack action", "instant", "attack reaction",
                                          "defense reaction", "equipment", "weapon", "hero", "block", "resource"}


def test_a_search_finds_the_three_pack_hunts():
    r = run("cards", "--json", GAME, "pack hunt")
    assert r.code == 0, r
    assert sorted((c["name"], c["color"], c["pitch"]) for c in r.json()) == [
        ("Pack Hunt", "blue", 3), ("Pack Hunt", "red", 1), ("Pack Hunt", "yellow", 2)]


def test_a_search_lists_each_printing_once():
    """A query found twice in a name ("e" in "Sink Below") lists the card
    once (it was listed once an occurrence: `cards flesh-and-blood e` gave
    7,202 entries for 3,804 printings), and a name search is the full
    search's entries whose names hold it (the keys matched first)."""
    every = core.cards(GAME)
    for query in ("e", "ar", "sink below", "Pack  HUNT"):
        found = core.cards(GAME, query)
        key = " ".join(query.lower().split())
        assert len({json.dumps(c, sort_keys=True) for c in found}) == len(found), query
        text = {id(c): json.dumps(c, sort_keys=True) for c in every + found}
        plain = {text[id(c)] for c in every if re.fullmatch(r"[A-Za-z ]+", c["name"])}    # keys: lower case
        shown = [text[id(c)] for c in found]
        assert [t for t in shown if t in plain] == \
            [text[id(c)] for c in every if text[id(c)] in plain and key in c["name"].lower()], query
        kept = set(shown)
        assert [text[id(c)] for c in every if text[id(c)] in kept] == shown, query     # the full search's order


def test_the_data_file_carries_the_license_and_no_card_text():
    text = (REPO / "rules.pl" / "flesh-and-blood" / "card_data.pl").read_text("utf-8")
    head = text[:3000]
    assert "@flesh-and-blood/cards 3.8.6" in head and "MIT License" in head and "Copyright (c)" in head
    assert "Permission is hereby granted" in head
    assert "functionalText" not in text and "intimidate**" not in text and "When this hits" not in text


def test_the_installed_package_holds_the_data(tmp_path):
    """A regular install (a wheel) carries the rules with each game's folder:
    the card data, every game.pl and schema.json (the suite itself runs an
    editable install, so the wheel is built here)."""
    import subprocess
    import sys
    import zipfile

    from conftest import GAMES, REPO

    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                            "-w", str(tmp_path), str(REPO)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    [wheel] = tmp_path.glob("rulecheck-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    data = "pycli/rules/flesh-and-blood/card_data.pl"
    assert data in names and zipfile.ZipFile(wheel).getinfo(data).file_size > 500_000
    for game in GAMES:
        assert f"pycli/rules/{game}/game.pl" in names and f"pycli/rules/{game}/schema.json" in names, game
    assert "pycli/rules/rulecheck.pl" in names


def test_real_cards_with_no_values_typed(tmp_path):
    path = write(tmp_path, DORI)
    r = run("legal-moves", "--json", path)
    assert r.code == 0, r
    moves = [m["move"] for m in r.json()["moves"]]
    # Enlightened Strike's additional cost takes a card from hand to the bottom of the deck.
    assert {"player": "dori", "action": "play", "card": "enlightened-strike", "from": "hand", "pitch": [],
            "discard": ["sink-below-red"]} in moves
    # Dawnblade's attack costs 1, paid by pitching.
    assert any(m["action"] == "activate" and m["card"] == "dawnblade" for m in moves)
    r = run("check", path, json.dumps({"player": "dori", "action": "play", "card": "enlightened-strike",
                                       "from": "hand"}))
    assert r.code == 1 and "FAB-305" in r.out, r


def test_an_additional_cost_without_a_label_is_named_not_an_internal_error(tmp_path):
    state = json.loads(json.dumps(DORI))
    state["players"][0]["hand"].append({"id": "x", "name": "Test Rampage", "type": "attack action", "cost": 0,
                                        "power": 5, "additional_costs": [{"kind": "discard", "count": 1}]})
    path = write(tmp_path, state)
    r = run("check", path, json.dumps({"player": "dori", "action": "play", "card": "x", "from": "hand"}))
    assert r.code == 1 and "FAB-305" in r.out and "discard 1 card" in r.out, r
    r = run("explain", path, json.dumps({"player": "dori", "action": "play", "card": "x", "from": "hand"}))
    assert r.code == 1 and "FAB-305" in r.out, r


# --- short positions --------------------------------------------------------

def full_positions():
    """Every bundled position but the short ones (fixtures/flesh-and-blood/short/),
    JSON or YAML, and each record's initial position."""
    out = [(str(f.path.relative_to(FIXTURES)), f.state)
           for f in all_fixtures(FAB) if declared_valid(f) and f.path.parent.name != "short"]
    for record in sorted((FAB / "records").glob("*.json")):
        out.append((str(record.relative_to(FIXTURES)), json.loads(record.read_text("utf-8"))["initial"]))
    return out


FULL = full_positions()


@pytest.mark.parametrize("name,state", FULL, ids=[n for n, _ in FULL])
def test_a_full_position_normalises_to_itself(name, state):
    # the stack (FAB-208), the effects of the turn (FAB-505) and each
    # player's arena (FAB-209) are filled in: a position that gives none has
    # an empty one
    players = [{**p, "arena": p.get("arena", [])} for p in state["players"]]
    assert core.normalize(state) == {**state, "stack": state.get("stack", []),
                                     "effects": state.get("effects", []), "players": players}


SHORT = [(str(f.path.relative_to(FIXTURES)), f.state)
         for f in all_fixtures(FAB) if f.path.parent.name == "short" and declared_valid(f)] + [("DORI", DORI)]


def test_the_full_positions_include_yaml_fixtures():
    assert len(FULL) > 40 and any(name.endswith(".yaml") for name, _ in FULL)
    assert len(SHORT) >= 4


@pytest.mark.parametrize("name,state", SHORT, ids=[n for n, _ in SHORT])
def test_normalising_twice_is_normalising_once(name, state):
    once = core.normalize(state)
    assert core.normalize(once) == once
    assert schema.state_errors(once) == [] and schema.state_errors(state) == []
    assert core.validate(once) == []


def test_normalize_json_is_accepted_by_every_command(tmp_path):
    r = run("normalize", "--json", write(tmp_path, DORI, "short.json"))
    assert r.code == 0, r
    full = tmp_path / "full.json"
    full.write_text(r.out, "utf-8")
    move = json.dumps({"player": "dori", "action": "play", "card": "command-and-conquer", "from": "hand",
                       "pitch": ["toughen-up-blue"]})
    for args in (["legal-moves", str(full)], ["check", str(full), move], ["apply", str(full), move],
                 ["explain", str(full), move], ["show", str(full)], ["validate", str(full)],
                 ["outcome", str(full)], ["normalize", str(full)]):
        r = run(*args)
        assert r.code == 0, (args, r)
    assert json.loads(run("normalize", "--json", str(full)).out) == json.loads(full.read_text("utf-8"))
    short = run("legal-moves", "--json", str(tmp_path / "short.json")).json()
    assert run("legal-moves", "--json", str(full)).json() == short


@pytest.mark.parametrize("hand,message", [
    (["Pack Hunt"], "Pack Hunt is printed in red (pitch 1), yellow (pitch 2) and blue (pitch 3): say which"),
    (["Command and Conquer (blue)"], "Command and Conquer has no blue printing; it is printed red (pitch 1)"),
    ([{"name": "Pack Hunt", "pitch": 0}], "Pack Hunt has no printing with pitch 0"),
    (["Sink Belw (red)"], "did you mean Sink Below?"),
    (["Sink Below (red) []"], "a card is a name"),
])
def test_names_the_catalog_cannot_read_are_bad_input(tmp_path, hand, message):
    state = {"game": GAME, "players": [{"name": "a", "hero": "Dorinthea", "hand": hand},
                                       {"name": "b", "hero": "Rhinar"}]}
    r = run("legal-moves", write(tmp_path, state))
    assert r.code == 2 and "$.players[0].hand[0]" in r.err and message in r.err, r
    assert r.err.count("\n") == 1, r


def test_a_count_is_unknown_cards_that_count_but_do_not_play(tmp_path):
    state = {"game": GAME, "players": [{"name": "a", "hero": "Dorinthea", "hand": 4},
                                       {"name": "b", "hero": "Rhinar", "hand": 4}]}
    path = write(tmp_path, state)
    assert run("validate", path).code == 0
    r = run("legal-moves", "--json", path)
    assert [m["move"]["action"] for m in r.json()["moves"]] == ["pass", "concede", "concede"], r
    r = run("check", path, json.dumps({"player": "a", "action": "play", "card": "a-hand-1", "from": "hand"}))
    assert r.code == 1 and "FAB-301" in r.out and "unknown card [a-hand-1]" in r.out, r
    state["players"][0]["deck"] = 20
    r = run("validate", write(tmp_path, state))
    assert r.code == 1 and "FAB-103" in r.out and "a has 24 deck-cards" in r.out, r


def test_the_schema_reads_short_forms_and_refuses_what_is_none():
    for bad, path in [({"game": GAME, "players": [{"name": "a", "hero": "Dorinthea", "hand": -1},
                                                  {"name": "b", "hero": "Rhinar"}]}, "$.players[0].hand"),
                      ({"game": GAME, "players": [{"name": "a", "hero": "Dorinthea", "hand": [True]},
                                                  {"name": "b", "hero": "Rhinar"}]}, "$.players[0].hand[0]"),
                      ({"game": GAME, "players": [{"name": "a", "hero": "Dorinthea", "hand": [{"nam": "x"}]},
                                                  {"name": "b", "hero": "Rhinar"}]}, "$.players[0].hand[0].nam")]:
        assert schema.state_errors(bad)[0][0] == path


# --- counting the legal moves ------------------------------------------------

DEFEND = [(n, s) for n, s in FULL + SHORT
          if isinstance(s.get("chain"), dict) and s["chain"].get("step") == "defend"]


@pytest.mark.parametrize("name,state", DEFEND, ids=[n for n, _ in DEFEND])
def test_the_defend_step_count_is_the_number_of_moves(name, state):
    """legal_move_count/2 (2^N for N cards that may defend) answers the
    count of a page of moves; it must be the number of moves listed."""
    everything = core.legal_moves(state)
    page = core.legal_moves_page(state, 1)
    if page["count"] is None:
        # no closed form where a text not read could forbid a defence (FAB-119,
        # issue 33): the engine counts up to the page's bound
        assert page["more_than"] < len(everything) and page["truncated"]
        return
    assert page["count"] == len(everything) and len(page["moves"]) == 1
    assert page["truncated"] == (len(everything) > 1)


def test_there_are_defend_step_positions():
    assert len(DEFEND) >= 3


# --- new games ----------------------------------------------------------------

def test_a_new_game_is_the_same_for_the_same_seed_and_valid(tmp_path):
    a = run("new", GAME, "--seed", "4")
    b = run("new", GAME, "--seed", "4")
    c = run("new", GAME, "--seed", "5")
    assert a.code == 0 and a.out == b.out and a.out != c.out, a
    path = tmp_path / "new.json"
    path.write_text(a.out, "utf-8")
    assert run("validate", str(path)).code == 0
    r = run("legal-moves", "--json", str(path))
    assert r.code == 0 and r.json()["moves"], r


def test_a_new_game_with_chosen_heroes():
    r = run("new", GAME, "--players", "ann,ben", "--choice", "hero=Dorinthea", "--choice", "hero=rhinar")
    assert r.code == 0, r
    s = r.json()
    assert [p["hero"]["name"] for p in s["players"]] == ["Dorinthea", "Rhinar"]
    assert [p["name"] for p in s["players"]] == ["ann", "ben"] and s["format"] == "blitz"
    for p in s["players"]:
        assert len(p["deck"]) + len(p["hand"]) == 40 and len(p["hand"]) == 4
        assert p["weapons"] and p["equipment"]
    assert s["turn"] == 1 and s["phase"] == "start" and s["turn_player"] == "ann"


@pytest.mark.parametrize("args,path", [(["--players", "3"], "$.players"),
                                       (["--choice", "hero=Nobody"], "$.choices.hero"),
                                       (["--choice", "deck=aggro"], "$.choices.deck"),
                                       (["--choice", "hero=Dorinthea", "--choice", "format=classic_constructed"],
                                        "$.choices.hero")])
def test_bad_new_game_options(args, path):
    r = run("new", GAME, *args)
    assert r.code == 2 and path in r.err, r


# --- rulings ------------------------------------------------------------------

def test_every_ruling_cites_the_comprehensive_rules_by_section_and_date():
    for rule in core.rules(GAME):
        origin = rule["origin"]
        if origin["type"] != "ruling" or rule["id"].startswith("RC-"):
            continue
        reason = origin["reason"]
        assert "Comprehensive Rules" in reason and "February 2026" in reason, rule["id"]
        assert re.search(r"\b\d+\.\d+(\.\d+[a-z]?)?\b", reason), rule["id"]
        assert not re.search(r"REFERENCE|\.md\b|\.txt\b", reason), rule["id"]


# --- issue 26, item 4: weapons, the layer step -----------------------------------

def test_a_weapon_attacks_again_from_the_chain_through_the_cli():
    """CR 1.4.3c, 7.2.3b: legal where its attack is left; by FAB-402 and
    FAB-403 where it is not, never by 'not modelled'."""
    again = str(FAB / "short" / "weapon-attacks-again.yaml")
    once = str(FAB / "short" / "weapon-attacks-again-once-per-turn.yaml")
    ok = run("check", again, '{"player": "alice", "action": "activate", "card": "fiddle", "ability": 1}', "--json")
    assert ok.code == 0 and json.loads(ok.out)["legal"] is True
    no = run("check", once, '{"player": "alice", "action": "activate", "card": "dawnblade", "ability": 0}', "--json")
    answer = json.loads(no.out)
    # Dorinthea's text is read (FAB-543): no weapon hit gave her an additional attack
    assert no.code == 1
    assert [v["rule"] for v in answer["violations"]] == ["FAB-402", "FAB-403"]
    assert all("not model" not in v["message"] for v in answer["violations"])
    used = str(FAB / "short" / "weapon-on-the-chain-used-its-attack.yaml")
    no = run("check", used, '{"player": "alice", "action": "activate", "card": "dawnblade", "ability": 0}', "--json")
    answer = json.loads(no.out)
    assert no.code == 1
    assert [v["rule"] for v in answer["violations"]] == ["FAB-402"]
    assert all("not model" not in v["message"] for v in answer["violations"])


def test_explain_names_the_layer_step():
    """CR 7.0.2a: an attack waiting on the stack opens the combat chain."""
    path = str(FAB / "short" / "stack-instant-in-response.yaml")
    out = run("explain", path, '{"player": "bob", "action": "play", "card": "b2", "from": "hand", "pitch": ["b3"]}')
    assert out.code == 1
    assert "in its layer step" in " ".join(out.out.split())


def test_the_schema_lists_every_value_the_rules_write_literally():
    """What the rules write into a state by a literal value is one the
    schema's enums list (fab-edges: Danger Digits' ability effect
    `digits_dagger_damage` was missing, and a position reached by play
    failed the schema): an ability's or ability layer's `effect`, an
    effect's `kind` added to the state's effects (add_effect/3), a
    pending `choice` (events that name a choice not asked are not
    states).  Values written through a variable are not seen here; the
    contract's positions reached by play check those."""
    spec = json.loads((REPO / "rules.pl" / GAME / "schema.json").read_text())["$defs"]
    enums = {"effect": set(spec["ability"]["properties"]["effect"]["enum"])
                       & set(spec["ability_layer"]["properties"]["effect"]["enum"]),
             "kind": set(spec["effect"]["properties"]["kind"]["enum"]),
             "choice": set(spec["pending"]["properties"]["choice"]["enum"])}
    found: dict[str, set[str]] = {k: set() for k in enums}
    for path in sorted((REPO / "rules.pl" / GAME).glob("*.pl")):
        if path.name == "card_data.pl":
            continue
        text = path.read_text()
        found["effect"] |= set(re.findall(r'\beffect:"([a-z_0-9]+)"', text))
        found["kind"] |= set(re.findall(r'add_effect\([^,()]*,\s*_\{kind:"([a-z_0-9]+)"', text))
        for line in text.splitlines():
            if not line.lstrip().startswith("%") and "event(" not in line:
                found["choice"] |= set(re.findall(r'_\{choice:"([a-z_0-9]+)"', line))
    missing = {k: sorted(found[k] - enums[k]) for k in enums if found[k] - enums[k]}
    assert not missing, missing
    assert all(found.values())      # the patterns still find what they look for
