"""A move illegal only because another player holds priority (issue 27):
check says so and names the pass that makes it legal (`legal_after`), and
explain gives that pass as the priority rule's first fix; a move that stays
illegal after the pass gets neither. The games with priority are Flesh and
Blood (FAB-203) and WoW (WOW-206); the engine asks their priority_rule/1
and priority_holder/2 (rules.pl/rc_legal.pl, legal_after_pass/5)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES

FAB_STACK = FIXTURES / "flesh-and-blood/short/stack-attack-reaction-resolves.yaml"
WOW_PASSED = FIXTURES / "wow-tcg/priority/instant-after-a-pass.json"


@pytest.mark.parametrize("state, move, holder", [
    (FAB_STACK, '{"player": "p1", "action": "pass"}', "p2"),
    (WOW_PASSED, '{"player": "alice", "action": "pass"}', "bob"),
])
def test_illegal_only_for_priority_names_the_pass(rc, state, move, holder):
    r = rc("check", "--json", str(state), move)
    assert r.code == 1, r
    v = r.json()
    assert [x["rule"] for x in v["violations"]] in (["FAB-203"], ["WOW-206"])
    assert v["legal_after"]["move"] == {"player": holder, "action": "pass"}
    words = f"legal after {holder} passes"
    assert v["legal_after"]["message"].startswith(words)
    r = rc("check", str(state), move)
    assert words in r.out, r
    r = rc("explain", "--json", str(state), move)
    fixes = r.json()["checks"][0]["fixes"]
    assert fixes[0].startswith(words), fixes


def test_still_illegal_after_the_pass_says_nothing_of_it(rc):
    # Bob's pass ends the action phase: Alice's non-instant card stays illegal.
    move = '{"player": "alice", "action": "play_card", "card": "guard"}'
    r = rc("check", "--json", str(WOW_PASSED), move)
    assert r.code == 1, r
    assert "legal_after" not in r.json()
    fixes = rc("explain", "--json", str(WOW_PASSED), move).json()["checks"][0]["fixes"]
    assert not any("legal after" in f for f in fixes)
