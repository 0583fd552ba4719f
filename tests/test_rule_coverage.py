"""Every rule is held to its fixtures (docs/fixtures.md, "Coverage")."""

from __future__ import annotations

from collections import defaultdict

from conftest import FIXTURES, all_fixtures, GAMES
from pycli import fixture_runner as runner

FIXTURES_BY_GAME: dict[str, list[runner.Fixture]] = defaultdict(list)
for _fx in all_fixtures(FIXTURES):
    FIXTURES_BY_GAME[_fx.game].append(_fx)

POSITIVE = ("after", "outcome", "legal_moves", "legal_moves_include", "legal_moves_count")


def citations(game: str):
    violated, satisfied, effects = set(), set(), set()
    for fx in FIXTURES_BY_GAME[game]:
        for case in fx.cases:
            cited = set(fx.case_rules(case))
            if case.get("legal") is False:
                violated.update(case["violates"])
            if case.get("valid") is False:
                violated.update(e["rule"] for e in case.get("errors", []) if e.get("rule"))
            if case.get("legal") is True or case.get("valid") is True or any(k in case for k in POSITIVE):
                satisfied.update(cited)
            if "after" in case or "outcome" in case:
                effects.update(cited)
    return violated, satisfied, effects


def test_games_are_known():
    assert "clash-of-decks" in GAMES


