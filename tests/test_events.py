"""Effects say what they did: every move's events cite rules of its game,
and every effect and outcome rule of every game is cited by some event of
the bundled fixtures and game records."""

from __future__ import annotations

from collections import defaultdict

from conftest import FIXTURES, all_fixtures, declared_valid
from pycli import core, inputs

RECORDS = sorted(FIXTURES.glob("*/records/*.json"))


def cited_by_events() -> dict[str, set[str]]:
    """game -> the rule IDs the events of the bundled moves cite."""
    cited: dict[str, set[str]] = defaultdict(set)
    for fx in all_fixtures(FIXTURES):
        if not declared_valid(fx):
            continue
        for case in fx.cases:
            if "move" in case and ("after" in case or case.get("legal") is True):
                r = core.apply(fx.state, case["move"])
                if r["legal"]:
                    cited[fx.game].update(e["rule"] for e in r["events"])
    for path in RECORDS:
        rec = inputs.load_record(path)
        state = rec["initial"]
        for move in rec["moves"]:
            r = core.apply(state, move)
            if not r["legal"]:
                break
            cited[state["game"]].update(e["rule"] for e in r["events"])
            state = r["state"]
    return cited


CITED: dict[str, set[str]] = {}


def test_events_are_ordered_records_with_a_rule_and_a_kind():
    mid = inputs.load_state(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
    r = core.apply(mid, {"player": "bob", "action": "assault"})
    assert r["events"], r
    for e in r["events"]:
        assert isinstance(e["rule"], str) and isinstance(e["event"], str), e
    assert r["events"][0]["event"] == "assault_began"
    assert r["events"][-1]["event"] == "turn_began"
