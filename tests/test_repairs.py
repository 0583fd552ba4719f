"""The repairs validate names (issue 35): each objection a game can mend
carries `repairs`, each a patch to the full position (rulecheck normalize)
that, applied, leaves that objection behind; `completes` marks the one the
game's normalisation gives a short position that leaves the field out.
Positions one edit away from a new game's, as a judge's edit in the page's
Edit tab leaves them."""

from __future__ import annotations

import copy
import json
import re

import pytest

from pycli import core, judgepage


def steps(path):
    """A JSON path as the engine words it ($.players[0].deck) as its steps."""
    out = []
    for key, quoted, index in re.findall(r'\.([^.\[]+)|\[("(?:[^"\\]|\\.)*")\]|\[(\d+)\]', path[1:]):
        out.append(int(index) if index else json.loads(quoted) if quoted else key)
    return out


def patched(state, patch):
    state = copy.deepcopy(state)
    for op in patch:
        *head, last = steps(op["path"])
        box = state
        for s in head:
            box = box[s]
        box[last] = op["value"]
    return state


def start(game):
    if game in NEW:
        return NEW[game]
    if game == "clash-of-decks":          # a game under way (the new game's is in the draft)
        return judgepage.examples()[game]["examples"][0]["state"]
    return core.new(game)


def edited(game, edit):
    state = core.normalize(copy.deepcopy(start(game)))
    edit(state)
    return state


NEW = {
    "wow-tcg": {"game": "wow-tcg", "turn": "alice", "step": "main",
                "players": [{"name": "alice", "hero": {"name": "Hero A", "health": 30}, "resources": 3,
                             "hand": [{"name": "Zed", "type": "ally", "cost": 2, "atk": 3, "health": 2}]},
                            {"name": "bob", "hero": {"name": "Hero B", "health": 30}}]},
}


def _wow_step(s):
    s["step"] = "end"


def _wow_needs(s):
    del s["players"][0]["hand"][0]["atk"]


def _cd_short(s):
    ann = next(iter(s["hands"]))
    s["hands"][ann].pop(1)


def _cd_long(s):
    ann = next(iter(s["hands"]))
    s["hands"][ann] += ["unknown", "unknown"]


def _cd_mana(s):
    s["mana"] = 30


def _bb_supply(s):
    s["supply"]["rose"] = 10


def _fab_short(s):
    s["players"][1]["deck"] = s["players"][1]["deck"][:30]


def _fab_long(s):
    s["players"][1]["deck"] = s["players"][1]["deck"][:30] + [15]


def _wow_combat_step(s):
    s["step"] = "defend"


def _wow_combat_out(s):
    s["combat"] = {"attacker": "hero-a", "defender": "hero-b"}


def _fab_hand_short(s):
    s["players"][0]["hand"].pop()


def _fab_hand_long(s):
    s["players"][0]["hand"].append(2)


def _fab_life(s):
    s["players"][0]["life"] += 2


CASES = [
    ("flesh-and-blood", _fab_hand_short, "FAB-104", 1, False),
    ("flesh-and-blood", _fab_hand_long, "FAB-104", 1, False),
    ("flesh-and-blood", _fab_life, "FAB-116", 1, True),
    ("wow-tcg", _wow_combat_step, "WOW-103", 1, False),
    ("wow-tcg", _wow_combat_out, "WOW-103", 1, False),
    ("clash-of-decks", _cd_short, "CD-505", 1, True),
    ("clash-of-decks", _cd_long, "CD-505", 1, True),
    ("clash-of-decks", _cd_mana, "CD-105", 1, False),
    ("blood-bound", _bb_supply, "BB-107", 1, True),
    ("flesh-and-blood", _fab_short, "FAB-103", 1, True),
    ("flesh-and-blood", _fab_long, "FAB-103", 1, True),
    ("wow-tcg", _wow_step, "WOW-103", 2, (False, True)),
    ("wow-tcg", _wow_needs, "WOW-106", 1, False),
]


def objections(state, rule):
    return [e for e in core.validation(state)["errors"] if e["rule"] == rule]


@pytest.mark.parametrize("game,edit,rule,count,completes", CASES)
def test_each_repair_mends_its_objection(game, edit, rule, count, completes):
    state = edited(game, edit)
    state = json.loads(json.dumps(state))
    found = objections(state, rule)
    assert found, rule
    repairs = found[0]["repairs"]
    assert len(repairs) == count
    for r in repairs:
        assert r["completes"] is (completes if isinstance(completes, bool) else completes[repairs.index(r)])
        assert r["text"] and "~" not in r["text"]
        after = patched(state, r["patch"])
        assert not [e for e in objections(after, rule) if e["path"] == found[0]["path"]], (r, objections(after, rule))


def test_an_objection_the_game_cannot_mend_has_no_repairs():
    state = edited("blood-bound", lambda s: s["players"].pop())
    errors = core.validation(state)["errors"]
    assert errors and all("repairs" not in e for e in errors)


@pytest.mark.parametrize("given", ["Krol Blad", {"name": "Krol Blad"}])
def test_a_card_name_near_the_catalogs_is_repaired_by_it(given):
    """A name no card has, near a catalog name: the repair sets that name
    where it was given (the item, or its object's name); the position is
    then read."""
    state = copy.deepcopy(NEW["wow-tcg"])
    state["players"][0]["hand"] = [given]
    errors = core.validation(state)["errors"]
    assert len(errors) == 1 and "did you mean Krol Blade" in errors[0]["message"]
    [repair] = errors[0]["repairs"]
    assert repair["text"] == "use Krol Blade" and repair["completes"] is False
    assert repair["patch"][0]["path"] == "$.players[0].hand[0]" + ("" if isinstance(given, str) else ".name")
    assert core.validation(patched(state, repair["patch"]))["valid"] is True


def test_a_name_near_no_card_has_no_repair():
    state = copy.deepcopy(NEW["wow-tcg"])
    state["players"][0]["hand"] = ["Qqqqqqqq"]
    [error] = core.validation(state)["errors"]
    assert "repairs" not in error
