"""Effects say what they did: a move's events are ordered records, each
with its rule and its kind. (Every effect and outcome rule of every game
cited by some event: test_game_contract.py.)"""

from __future__ import annotations

from conftest import FIXTURES
from pycli import core, inputs


def test_events_are_ordered_records_with_a_rule_and_a_kind():
    mid = inputs.load_state(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
    r = core.apply(mid, {"player": "bob", "action": "assault"})
    assert r["events"], r
    for e in r["events"]:
        assert isinstance(e["rule"], str) and isinstance(e["event"], str), e
    assert r["events"][0]["event"] == "assault_began"
    assert r["events"][-1]["event"] == "turn_began"
