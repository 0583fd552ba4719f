"""Flesh and Blood, issue 26, item 2, through the command line as a user
meets it: an answer that does not depend on card text rulecheck does not
model names that text as its assumptions (FAB-119); one that does is
unknown, exit code 5, naming the text (FAB-119); a move that breaks a rule
is illegal all the same; legal-moves lists unknown moves apart."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import yaml

from conftest import FIXTURES
from conftest import run_forked as run

GAME = "flesh-and-blood"
SHORT = FIXTURES / GAME / "short"
ARENA = str(SHORT / "text-arena-ability-unknown.yaml")
EQUIPMENT = str(SHORT / "text-ability-effect-unknown.yaml")
CHAIN = str(SHORT / "permanent-weapon-on-the-chain.yaml")
COSTS = str(SHORT / "text-ability-cost-unknown.yaml")
FROST = json.dumps({"player": "alice", "action": "activate", "card": "a-surge", "ability": 0})
STRAPPING = json.dumps({"player": "alice", "action": "activate", "card": "a-chest", "ability": 0})


def test_unknown_in_words_with_exit_code_5():
    r = run("check", ARENA, FROST)
    assert r.code == 5, r
    out = " ".join(r.out.split())
    assert out.startswith("unknown: alice activates"), r.out
    assert "depends on the text of Earthlore Empowerment (red) [a-surge], not modelled" in out, r.out
    # what it depends on is not among what it assumes changes nothing
    # (Rhinar's text is read: FAB-570)
    assert "assumes: the text of Absorption Dome is not modelled and changes nothing here" in out, r.out


def test_unknown_as_json():
    r = run("check", ARENA, FROST, "--json")
    assert r.code == 5, r
    answer = json.loads(r.out)
    assert answer["legal"] is None and "violations" not in answer
    [dep] = answer["depends_on_text"]
    assert dep["card"] == "a-surge" and dep["name"] == "Earthlore Empowerment"
    assert dep["message"].startswith("depends on the text of Earthlore Empowerment (red) [a-surge], not modelled")
    assert [a["name"] for a in answer["assumptions"]] == ["Absorption Dome"]
    assert all(set(a) == {"card", "name", "message"} for a in answer["assumptions"])
    assert answer["assumed"] == "the text of Absorption Dome is not modelled and changes nothing here"


def test_an_ability_whose_effect_only_is_text_is_answered_and_its_text_assumed():
    """Issue 33: what Talismanic Lens's ability does waits on the stack (as
    Hope Merchant's Hood's did before FAB-564 read it); no word of it
    changes whether it may be activated (no target): legal, its text an
    assumption, listed among the legal moves."""
    r = run("check", EQUIPMENT, STRAPPING, "--json")
    assert r.code == 0, r
    answer = json.loads(r.out)
    assert answer["legal"] is True and "Talismanic Lens" in [a["name"] for a in answer["assumptions"]]
    listing = json.loads(run("legal-moves", EQUIPMENT, "--json").out)
    assert any(m["move"].get("card") == "a-chest" for m in listing["moves"])
    assert "unknown" not in listing


def test_a_rule_broken_is_illegal_and_the_text_an_assumption():
    move = json.dumps({"player": "alice", "action": "activate", "card": "a-legs", "ability": 0})
    r = run("check", EQUIPMENT, move, "--json")
    assert r.code == 1, r
    answer = json.loads(r.out)
    assert [v["rule"] for v in answer["violations"]] == ["FAB-403"]
    # no text of the position could allow it (issue 33): nothing assumed
    assert "assumptions" not in answer


def test_a_life_cost_is_unknown_naming_the_cost_as_printed():
    """Flail of Agony's "Once per Turn Action - {h}: Attack": the card data
    once left it out ("no such ability", illegal); its cost is text
    rulecheck does not check, so activating it is unknown."""
    move = json.dumps({"player": "alice", "action": "activate", "card": "a-flail", "ability": 0})
    r = run("check", COSTS, move)
    assert r.code == 5, r
    out = " ".join(r.out.split())
    assert out.startswith('unknown: alice activates the action ability of Flail of Agony [a-flail] (cost "{h}")'), out
    assert ('depends on the text of Flail of Agony [a-flail], not modelled: the cost of its ability 0, "{h}",'
            " of which rulecheck checks only the resource points") in out, out
    r = run("check", COSTS, move, "--json")
    assert r.code == 5, r
    answer = json.loads(r.out)
    assert answer["legal"] is None and "violations" not in answer
    dep = answer["depends_on_text"][0]                      # the card itself first
    assert dep["card"] == "a-flail" and dep["name"] == "Flail of Agony" and '"{h}"' in dep["message"]
    assert "Flail of Agony" not in [a["name"] for a in answer["assumptions"]]


def test_the_resource_points_an_unchecked_cost_names_must_be_paid():
    """Grimoire of the Haunt's "Instant - {r}, banish this": unpaid, FAB-302
    is broken whatever the rest of the cost; paid, the answer is unknown."""
    unpaid = json.dumps({"player": "alice", "action": "activate", "card": "a-grimoire", "ability": 0})
    r = run("check", COSTS, unpaid)
    assert r.code == 1, r
    assert "FAB-302 The resource cost must be paid: the cost is 1 but alice has only 0" in " ".join(r.out.split()), r.out
    answer = json.loads(run("check", COSTS, unpaid, "--json").out)
    assert answer["legal"] is False and [v["rule"] for v in answer["violations"]] == ["FAB-302"]
    assert answer["assumptions"][0]["message"].startswith(
        'depends on the text of Grimoire of the Haunt [a-grimoire], not modelled: the cost of its ability 0, "{r}, banish this"')
    paid = json.dumps({"player": "alice", "action": "activate", "card": "a-grimoire", "ability": 0,
                       "pitch": ["a-blue1"]})
    r = run("check", COSTS, paid, "--json")
    assert r.code == 5 and json.loads(r.out)["legal"] is None, r


def test_the_weapon_paying_with_its_destruction_is_unknown_not_illegal():
    """The remaining FAB-401 'not modelled' answer (issue 26): no longer
    'illegal'."""
    move = json.dumps({"player": "alice", "action": "activate", "card": "a-hammer", "ability": 1})
    r = run("check", CHAIN, move, "--json")
    assert r.code == 5, r
    assert "destroying it to pay for its ability" in json.loads(r.out)["depends_on_text"][0]["message"]


def test_apply_and_explain_refuse_an_unknown_move():
    r = run("apply", ARENA, FROST)
    assert r.code == 5 and "unknown:" in r.out + r.err, r
    r = run("apply", ARENA, FROST, "--json")
    assert r.code == 5 and json.loads(r.out)["legal"] is None, r
    r = run("explain", ARENA, FROST, "--json")
    tree = json.loads(r.out)
    assert r.code == 5 and tree["legal"] is None and tree["depends_on_text"] and tree["checks"], r
    r = run("explain", ARENA, FROST)
    assert r.code == 5 and "unknown:" in r.out, r


def test_a_legal_answer_states_its_assumptions(tmp_path):
    # Bravo's text is read (FAB-612): hidden as not read, it is what a pass
    # assumes (issue 33: only the cards whose text acts on what a pass
    # does; the equipment's text is what its abilities do, which a pass
    # does not reach, and neither was activated this turn)
    state = yaml.safe_load(Path(EQUIPMENT).read_text("utf-8"))["state"]
    assert "assumptions" not in json.loads(run("check", EQUIPMENT, json.dumps({"player": "alice", "action": "pass"}),
                                               "--json").out)
    state["players"][0]["hero"] = {"name": "Bravo", "id": "a-hero", "text_read": False}
    hidden = tmp_path / "hidden.json"
    hidden.write_text(json.dumps(state), "utf-8")
    r = run("check", str(hidden), json.dumps({"player": "alice", "action": "pass"}), "--json")
    assert r.code == 0, r
    answer = json.loads(r.out)
    assert answer["legal"] is True
    assert [a["name"] for a in answer["assumptions"]] == ["Bravo"]
    r = run("apply", str(hidden), json.dumps({"player": "alice", "action": "pass"}))
    assert r.code == 0 and "assumes: the text of Bravo" in r.out, r


def test_other_games_have_no_assumptions():
    state = FIXTURES / "clash-of-decks"
    fx = next(p for p in sorted(state.rglob("*.json")) if "records" not in p.parts)
    listing = run("legal-moves", str(fx), "--json")
    if listing.code == 0:
        out = json.loads(listing.out)
        assert "assumptions" not in out and "unknown" not in out


def test_a_real_blitz_game_validates_and_is_answered_with_its_assumptions():
    """Issue 26, done when: a 40-card Blitz position built from real deck
    lists (Classic Battles: Rhinar vs Dorinthea, every card by name)."""
    path = str(SHORT / "blitz-deck-rhinar-vs-dorinthea.yaml")
    v = run("validate", path)
    assert v.code == 0 and "valid" in v.out, v
    r = run("legal-moves", path, "--json")
    assert r.code == 0, r
    listing = json.loads(r.out)
    assert listing["count"] > 2 and not listing["truncated"]
    names = [a["name"] for a in listing["assumptions"]]
    assert "Rhinar" not in names and "Dorinthea, Quicksilver Prodigy" in names   # Rhinar's text is read (FAB-570)
    assert "Bone Basher" not in names                       # its text is its attack: modelled
    assert "Alpha Rampage" not in names                     # its random discard, intimidate, specialization
    # issue 33: a card in a hand or a deck acts in no answer but one about a move that names it
    assert "Awakening Bellow" not in names and "Sigil of Solace" not in names
    assert len(names) < 12
    human = run("legal-moves", path)
    assert "assumes: the text of Bone Vizier" in " ".join(human.out.split()), human.out


def test_validate_states_the_assumptions_of_a_valid_position():
    r = run("validate", ARENA, "--json")
    assert r.code == 0, r
    answer = json.loads(r.out)
    assert answer["valid"] and [a["name"] for a in answer["assumptions"]] == ["Earthlore Empowerment", "Absorption Dome"]
    assert answer["assumed"] == ("the text of Earthlore Empowerment, Absorption Dome is not modelled"
                                 " and changes nothing here")
    human = run("validate", ARENA)
    assert "assumes: the text of Earthlore Empowerment, Absorption Dome" in " ".join(human.out.split()), human


def test_replay_stops_at_an_unknown_move(tmp_path):
    import yaml

    state = yaml.safe_load(open(ARENA, encoding="utf-8"))["state"]
    record = {"title": "an unknown move in a record", "initial": state,
              "moves": [json.loads(FROST), {"player": "bob", "action": "pass"}]}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), "utf-8")
    r = run("replay", str(path), "--json")
    assert r.code == 5, r
    report = json.loads(r.out)
    assert report["complete"] is False and report["index"] == 0 and report["explanation"]["legal"] is None
    human = run("replay", str(path))
    assert human.code == 5 and "move 1 of 2 is unknown" in human.out, human


def test_a_card_whose_text_cannot_act_is_neither_assumed_nor_unknown():
    """Issue 33: Command and Conquer and Sink Below in a deck, a graveyard
    and the opponent's hand change no answer about alice's play; on the
    combat chain, Command and Conquer makes a defense reaction unknown,
    naming it first."""
    path = str(SHORT / "text-relevance-deck-and-graveyard-answered.yaml")
    move = json.dumps({"player": "alice", "action": "play", "card": "a-blow", "from": "hand", "pitch": []})
    r = run("check", path, move, "--json")
    assert r.code == 0, r
    names = [a["name"] for a in json.loads(r.out).get("assumptions", [])]
    assert "Command and Conquer" not in names and "Sink Below" not in names, names
    path = str(SHORT / "text-relevance-command-and-conquer-unknown.yaml")
    move = json.dumps({"player": "bob", "action": "play", "card": "b-sink", "from": "hand", "pitch": []})
    r = run("check", path, move, "--json")
    assert r.code == 5, r
    answer = json.loads(r.out)
    assert answer["depends_on_text"][0]["card"] == "a-cnc"
    assert "could forbid playing this card" in answer["depends_on_text"][0]["message"]
    assert "Command and Conquer" not in [a["name"] for a in answer.get("assumptions", [])]


def test_the_abilities_whose_legality_no_text_changes_are_answered(tmp_path):
    """Issue 33: Scabskin Leathers, Oldhim, Scepter of Pain and Talismanic
    Lens: no target, or one that always exists; what they do waits on the
    stack. Activating them is legal, not unknown, each its own text
    assumed. Barkbone Strapping's, Hope Merchant's Hood's and Oldhim's,
    read now (FAB-576, FAB-564, FAB-696), are legal and assumed no more."""
    import yaml

    five = {"game": GAME, "players": [
        {"name": "alice", "hero": "Viserai", "action_points": 1, "resource_points": 2,
         "weapons": ["Scepter of Pain [a-scepter]"],
         "equipment": ["Talismanic Lens [a-lens]", "Scabskin Leathers [a-legs]", "Barkbone Strapping [a-chest]"]},
        {"name": "bob", "hero": "Rhinar"}]}
    oldhim = {"game": GAME, "turn_player": "bob", "priority": "alice", "passes": 1,
              "chain": {"step": "reaction", "links": [{"attack": "Wounding Blow (red) [b-blow]"}]},
              "players": [{"name": "alice", "hero": "Oldhim", "resource_points": 3}, {"name": "bob", "hero": "Rhinar"}]}
    for state, card, name in [(five, "a-scepter", "Scepter of Pain"), (five, "a-lens", "Talismanic Lens"),
                              (five, "a-legs", "Scabskin Leathers")]:
        path = tmp_path / f"{card}.yaml"
        path.write_text(yaml.safe_dump(state), "utf-8")
        r = run("check", str(path), json.dumps({"player": "alice", "action": "activate", "card": card, "ability": 0}),
                "--json")
        assert r.code == 0, (name, r)
        answer = json.loads(r.out)
        assert answer["legal"] is True and name in [a["name"] for a in answer["assumptions"]], (name, answer)
    path = tmp_path / "a-chest.yaml"
    hood = copy.deepcopy(five)
    hood["players"][0]["equipment"][0] = "Hope Merchant's Hood [a-hood]"
    path.write_text(yaml.safe_dump(five), "utf-8")
    (tmp_path / "a-hood.yaml").write_text(yaml.safe_dump(hood), "utf-8")
    (tmp_path / "oldhim.yaml").write_text(yaml.safe_dump(oldhim), "utf-8")
    for card, name in [("a-chest", "Barkbone Strapping"), ("a-hood", "Hope Merchant's Hood"), ("oldhim", "Oldhim")]:
        path = tmp_path / f"{card}.yaml"
        r = run("check", str(path), json.dumps({"player": "alice", "action": "activate", "card": card, "ability": 0}),
                "--json")
        answer = json.loads(r.out)
        assert r.code == 0 and answer["legal"] is True, answer
        assert name not in [a["name"] for a in answer.get("assumptions", [])]


# The Comprehensive Rules' section 2 names one property per subsection
# (2.1 Color ... 2.15 Types, February 2026). A ruling that cites a section
# of 2 for a property names that property's section, not another's
# (fab-edges: "2.4 (cost)" for 2.2, "2.9.2 (the subtype Non-Attack)" for 2.10).
PROPERTY_SECTIONS = {
    "color": "2.1", "cost": "2.2", "defense": "2.3", "intellect": "2.4",
    "life": "2.5", "metatype": "2.6", "name": "2.7", "pitch": "2.8",
    "power": "2.9", "subtype": "2.10", "supertype": "2.11", "text box": "2.12",
    "trait": "2.13", "type box": "2.14", "type": "2.15",
}


def test_rulings_cite_the_property_section_of_the_property_they_name():
    import re

    cite = re.compile(r"(?<![0-9.])(2\.[1-9]\d*)((?:\.\d+)?[a-z]?) \((?:the |a card's )?"
                      r"(subtypes?|types?|cost|power|pitch|intellect|defense|life|color)\b")
    wrong = []
    for path in sorted((Path(__file__).parents[1] / "rules.pl" / GAME).glob("*.pl")):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            for m in cite.finditer(line):
                prop = m.group(3).rstrip("s")
                if PROPERTY_SECTIONS[prop] != m.group(1):
                    wrong.append(f"{path.name}:{n}: {m.group(0)}")
    assert not wrong, wrong
