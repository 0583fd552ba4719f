"""Every fixture file is a test (the way sqlfluff runs its rule fixtures)."""

from __future__ import annotations

import pytest

from conftest import FIXTURES
from pycli import runner

FILES = [f for f in runner.fixture_files([FIXTURES]) if runner._is_fixture_file(f)]


def test_there_are_fixtures():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[str(f.relative_to(FIXTURES)) for f in FILES])
def test_fixture(path):
    fx = runner.load_fixture(path)
    failures = [r for r in runner.run_fixture(fx) if not r["ok"]]
    assert not failures, "\n".join(
        f"{r['case']}\n  expected: {r['expected']}\n  got:      {r['got']}" for r in failures)
