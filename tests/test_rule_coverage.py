"""Every rule is held to its fixtures (docs/fixtures.md, "Coverage")."""

from __future__ import annotations

from collections import defaultdict

import pytest

from conftest import FIXTURES, all_fixtures, GAMES
from pycli import core, fixture_runner as runner

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


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_is_exercised(game):
    violated, satisfied, effects = citations(game)
    rules = core.rules(game)
    problems = []
    for r in rules:
        rid, kind = r["id"], r["kind"]
        if rid.startswith("RC-"):
            continue
        if kind in ("constraint", "state"):
            if rid not in violated:
                problems.append(f"{rid} ({kind}) is never broken by a fixture")
            if rid not in satisfied:
                problems.append(f"{rid} ({kind}) is never cited by a fixture where it holds")
        elif rid not in effects:
            problems.append(f"{rid} ({kind}) is never cited by an `after` or `outcome` case")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_fixtures_cite_only_real_rules(game):
    ids = {r["id"] for r in core.rules(game)}
    unknown = []
    for fx in FIXTURES_BY_GAME[game]:
        for case in fx.cases:
            for rid in set(fx.case_rules(case)) | set(case.get("violates", [])):
                if rid not in ids:
                    unknown.append(f"{fx.path.name}: {rid}")
    assert not unknown


@pytest.mark.parametrize("game", GAMES)
def test_rules_are_complete(game):
    for r in core.rules(game):
        assert r["title"] and r["text"], r["id"]
        assert r["kind"] in ("constraint", "effect", "state", "outcome"), r["id"]
        if r["origin"]["type"] == "seed":
            assert r["origin"]["seed"], f"{r['id']} cites no seed passage"
        else:
            assert r["origin"]["reason"], f"{r['id']} is a ruling without a reason"
    ids = [r["id"] for r in core.rules(game)]
    assert len(ids) == len(set(ids)), "duplicate rule IDs"
