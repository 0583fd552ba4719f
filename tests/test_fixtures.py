"""Every fixture file is a test (the way sqlfluff runs its rule fixtures)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES, all_fixtures
from pycli import fixture_runner as runner

FILES = [fx.path for fx in all_fixtures(FIXTURES)]      # the files read once a worker (conftest), not again here


def test_there_are_fixtures():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[str(f.relative_to(FIXTURES)) for f in FILES])
def test_fixture(path):
    fx = runner.load_fixture(path)
    failures = [r for r in runner.run_fixture(fx) if not r["ok"]]
    assert not failures, "\n".join(
        f"{r['case']}\n  expected: {r['expected']}\n  got:      {r['got']}" for r in failures)


def test_the_games_are_the_engines():
    """conftest.GAMES (the fixture folders) is what the engine offers."""
    from conftest import GAMES
    from pycli import core

    assert sorted(GAMES) == sorted(core.games())


def test_declared_validity_agrees_with_the_engine():
    """A fixture's position is invalid exactly when it has a `valid: false`
    case (conftest.declared_valid, which the parameter lists use)."""
    from conftest import declared_valid
    from pycli import core

    disagree = [str(fx.path.relative_to(FIXTURES)) for fx in all_fixtures(FIXTURES)
                if declared_valid(fx) != (isinstance(fx.state, dict) and not core.validate(fx.state))]
    assert disagree == []
