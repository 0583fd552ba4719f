"""legal-moves, check and apply agree, on every fixture's position."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, declared_valid
from pycli import core, fixture_runner as runner

FIXTURES_LIST = [fx for fx in runner.all_fixtures(FIXTURES)
                 if declared_valid(fx)]


def canon(m):
    return json.dumps(m, sort_keys=True)


@pytest.mark.parametrize("fx", FIXTURES_LIST, ids=[str(fx.path.relative_to(FIXTURES)) for fx in FIXTURES_LIST])
def test_listed_moves_check_legal_and_apply_to_valid_states(fx):
    moves = core.legal_moves(fx.state)
    listed = {canon(m["move"]) for m in moves}
    assert len(listed) == len(moves), "a move is listed twice"
    for m in moves[:40]:
        verdict = core.check(fx.state, m["move"])
        assert verdict["legal"], (m, verdict)
        after = core.apply(fx.state, m["move"])
        assert after["legal"]
        assert core.validate(after["state"]) == [], (m["move"], core.validate(after["state"]))
    for case in fx.cases:
        if case.get("legal") is False:
            assert canon(case["move"]) not in listed, case["move"]
        if case.get("legal") is True:
            assert canon(case["move"]) in listed, case["move"]
