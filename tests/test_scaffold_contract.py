"""`rulecheck scaffold`'s untouched output passes the whole game contract
(test_game_contract.py), the browser's and the WebAssembly engine's
per-game tests included (test_judge_page.py's tests parametrised by game,
test_wasm.py's seeded draws): in a copy of this checkout with the new game
scaffolded and no other game (its rules or fixtures), pytest runs those
modules for the new game alone (RULECHECK_GAMES, conftest.py), as a user
of that checkout runs them. So a new game starts from a template that keeps every promise
the contract asks, and the contract asks nothing a new game cannot give.

The copy gets the pinned npm tarballs this process's cache holds (each is
checked against its sha512 again where it is used: pycli/npm.py), so that
its web bundle is built without fetching them again."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

from pycli import npm

GAME = "noughts-and-crosses"


@pytest.fixture(scope="module")
def scaffolded(tmp_path_factory) -> tuple[Path, dict]:
    root = tmp_path_factory.mktemp("contract")
    skipped = shutil.ignore_patterns("__pycache__", "*.qlf", ".hypothesis")

    def no_other_game(folder: str, names: list[str]) -> set[str]:
        # The engine and no game but the new one: a checkout of one game,
        # whose rules (native and WebAssembly) compile in a few seconds
        # where Flesh and Blood's card pool alone takes half a minute.
        here = Path(folder)
        games = {n for n in names if here == REPO / "rules.pl" and (here / n / "game.pl").is_file()}
        return set(skipped(folder, names)) | games

    for part in ("pycli", "rules.pl", "docs", "tests", "web"):
        shutil.copytree(REPO / part, root / part, ignore=no_other_game)
    shutil.copyfile(REPO / "pyproject.toml", root / "pyproject.toml")
    (root / "scripts").mkdir()                  # the contract's check of a rule's words
    shutil.copyfile(REPO / "scripts" / "words_beside_rules.pl", root / "scripts" / "words_beside_rules.pl")
    (root / "fixtures").mkdir()
    cache = root / ".cache"
    if npm.cache_dir().is_dir():
        shutil.copytree(npm.cache_dir(), cache / "npm", ignore=shutil.ignore_patterns("tmp*"))
    env = dict(os.environ, PYTHONPATH=str(root), RULECHECK_CACHE=str(cache), RULECHECK_GAMES=GAME,
               COLUMNS="80", NO_COLOR="1")
    env.pop("PYTEST_XDIST_WORKER", None)
    r = subprocess.run([sys.executable, "-m", "pycli", "scaffold", GAME, "--title", "Noughts and crosses"],
                       cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and r.stderr == "", r
    return root, env


def pytest_in(root: Path, env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-rA",
                           *args], cwd=root, env=env, capture_output=True, text=True, timeout=1200)


def per_game_tests(module: str) -> list[str]:
    """The tests of a module of the copy that are parametrised by game."""
    text = module.read_text("utf-8") if isinstance(module, Path) else module
    return re.findall(r'^@pytest\.mark\.parametrize\("game", GAMES\)\ndef (test_\w+)', text, re.M)


@pytest.fixture(scope="module")
def contract(scaffolded) -> tuple[list[str], list[str], subprocess.CompletedProcess]:
    """Both tests below from one pytest run in the copy (one start, one
    collection, one engine; the two runs before cost a start each): the
    whole game contract, the WebAssembly engine's seeded draws and the
    judge's page's per-game tests, but the docs dispute built by taps (its
    steps are each game's own, test_judge_page.BUILDERS, which a new game
    has not)."""
    root, env = scaffolded
    tests = per_game_tests(root / "tests" / "test_game_contract.py")
    page = per_game_tests(root / "tests" / "test_judge_page.py")
    page.remove("test_a_docs_dispute_built_by_taps")
    browser = ["tests/test_wasm.py::test_seeded_draws_are_the_same_on_both_hosts",
               *(f"tests/test_judge_page.py::{t}" for t in page)]
    return tests, browser, pytest_in(root, env, "tests/test_game_contract.py", *browser)


def passed(done: subprocess.CompletedProcess) -> set[str]:
    """The tests the run passed (-rA's PASSED lines, without the game), the
    run having failed, skipped and broken nothing."""
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    assert done.returncode == 0 and " failed" not in last and "skipped" not in last and "error" not in last, \
        done.stdout[-6000:] + done.stderr[-2000:]
    return {m.group(1) for m in re.finditer(r"^PASSED (tests/\S+?)\[" + GAME + r"\]$", done.stdout, re.M)}


def test_a_scaffolded_game_passes_the_whole_contract(scaffolded, contract):
    root, _ = scaffolded
    tests, _, done = contract
    text = (root / "tests" / "test_game_contract.py").read_text("utf-8")
    assert len(tests) == len(re.findall(r"^def test_", text, re.M)) >= 20
    assert {t for t in passed(done) if t.startswith("tests/test_game_contract.py::")} == \
        {f"tests/test_game_contract.py::{t}" for t in tests}


def test_a_scaffolded_game_in_the_browser_and_the_webassembly_engine(contract):
    """The per-game tests of the judge's page (the docs page's dispute
    asked and played, every example opened, a new game by taps, a short
    position by taps) and of the WebAssembly engine (seeded draws the same
    on both hosts). Not the docs dispute built by taps: its steps are each
    game's own (test_judge_page.BUILDERS), which a new game has not."""
    _, browser, done = contract
    assert len(browser) >= 5
    assert {t for t in passed(done) if not t.startswith("tests/test_game_contract.py::")} == set(browser)
