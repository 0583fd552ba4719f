"""The bundled fixtures as a whole. Every case of every fixture file runs in
test_wasm.py's test_every_bundled_fixture_through_the_wasm_engine_byte_for_byte:
through the WebAssembly engine, every case passing and every reply byte for
byte the native engine's reply to the same request. That is the native run's
result too, so a per-file native run here (1,371 tests, some 12 s of CPU,
docs/benchmarks.md, "Issue 34, tenth round") repeated it. A test author runs
one file's cases with `rulecheck test FILE` (the same runner)."""

from __future__ import annotations

from conftest import FIXTURES, all_fixtures

FILES = [fx.path for fx in all_fixtures(FIXTURES)]      # the files read once a worker (conftest), not again here


def test_there_are_fixtures():
    assert len(FILES) >= 40


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
