"""The recipe of docs/engine.md ("Adding a game"), run end to end on a copy
of this checkout: `rulecheck scaffold` makes a new game from the template,
and without another edit anywhere the new game answers every command: its
rules and schema, its fixtures, its records, a new game and self-play from
it, `show`, and the commands of its docs page with the output the page
prints. So the recipe cannot drift from the code."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO
from test_game_contract import blocks

GAME = "noughts-and-crosses"


#: The games a copied checkout leaves out: a game is one folder, and the
#: scaffold neither reads nor needs another's; Flesh and Blood's rules are
#: most of what a copy's first answer compiles (about 2 s a copy).
LEFT_OUT = ("flesh-and-blood",)


def copy_checkout(dest: Path) -> Path:
    for part in ("pycli", "rules.pl", "docs", "tests/games"):
        shutil.copytree(REPO / part, dest / part, ignore=shutil.ignore_patterns("__pycache__", "*.qlf", *LEFT_OUT))
    (dest / "fixtures").mkdir()
    return dest


@pytest.fixture(scope="module")
def checkout(tmp_path_factory):
    return copy_checkout(tmp_path_factory.mktemp("checkout"))


def rc(root: Path, *args: str, cwd: Path | None = None):
    """rulecheck of the copy, as a user of that checkout runs it."""
    env = dict(os.environ, PYTHONPATH=str(root), COLUMNS="80", NO_COLOR="1",
               RULECHECK_CACHE=str(root / ".cache"))
    return subprocess.run([sys.executable, "-m", "pycli", *args], cwd=cwd or root, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def scaffolded(checkout):
    r = rc(checkout, "scaffold", GAME, "--title", "Noughts and crosses")
    assert r.returncode == 0 and r.stderr == "", r
    return checkout, r.stdout.splitlines()


def test_scaffold_writes_one_folder_its_fixtures_and_its_pages(scaffolded):
    root, written = scaffolded
    assert "rules.pl/noughts-and-crosses/game.pl" in written
    assert "rules.pl/noughts-and-crosses/schema.json" in written
    assert "docs/games/noughts-and-crosses.md" in written
    assert "docs/rules/noughts-and-crosses.md" in written
    assert any(w.startswith("fixtures/noughts-and-crosses/records/") for w in written)
    for w in written:
        assert (root / w).is_file(), w
    game_pl = (root / "rules.pl" / GAME / "game.pl").read_text("utf-8")
    assert ":- module(noughts_and_crosses," in game_pl
    assert "tic" not in "".join((root / "rules.pl" / GAME / f).read_text("utf-8").lower()
                                for f in os.listdir(root / "rules.pl" / GAME))


def test_the_engine_finds_the_new_game_by_its_folder(scaffolded):
    root, _ = scaffolded
    r = rc(root, "rules", "--json")
    assert r.returncode == 0, r
    assert {x["game"] for x in json.loads(r.stdout)} >= {GAME, "clash-of-decks"}
    r = rc(root, "rules", GAME, "--json")
    ids = [x["id"] for x in json.loads(r.stdout)]
    assert ids[:3] == ["NAC-101", "NAC-102", "NAC-103"], ids
    r = rc(root, "schema", GAME)
    assert json.loads(r.stdout)["properties"]["game"] == {"const": GAME}
    r = rc(root, "rules", GAME, "--markdown")
    assert r.stdout == (root / "docs" / "rules" / f"{GAME}.md").read_text("utf-8")


def test_its_fixtures_and_records_pass(scaffolded):
    root, _ = scaffolded
    r = rc(root, "test", f"fixtures/{GAME}")
    assert r.returncode == 0 and r.stdout.splitlines()[-1].endswith(" passed, 0 failed"), r
    records = sorted((root / "fixtures" / GAME / "records").glob("*.json"))
    r = rc(root, "replay", *map(str, records))
    assert r.returncode == 1 and "1 all legal, 1 with an illegal move" in r.stdout, r


def test_new_game_show_and_selfplay_without_a_record(scaffolded, tmp_path):
    root, _ = scaffolded
    r = rc(root, "new", GAME, "--json")
    assert r.returncode == 0, r
    (tmp_path / "start.json").write_text(r.stdout, "utf-8")
    r = rc(root, "show", str(tmp_path / "start.json"))    # no view written: the one renderer
    assert r.returncode == 0 and r.stderr == "" and r.stdout.startswith("Noughts and crosses"), r
    assert all(len(line) <= 80 for line in r.stdout.splitlines()), r.stdout
    r = rc(root, "show", f"fixtures/{GAME}/marks/mark-an-empty-cell.json")
    assert r.returncode == 0 and "x" in r.stdout and "o" in r.stdout, r
    r = rc(root, "legal-moves", str(tmp_path / "start.json"))
    assert r.returncode == 0 and r.stdout.startswith("9 legal moves"), r
    # Self-play starts from new_game/2 too: it needs no record.
    shutil.rmtree(root / "fixtures" / GAME / "records")
    try:
        r = rc(root, "selfplay", GAME, "--games", "3")
        assert r.returncode == 0 and "3 passed, 0 failed" in r.stdout, r
    finally:
        shutil.copytree(REPO / "tests" / "games" / "tic-tac-toe" / "fixtures" / "records",
                        root / "fixtures" / GAME / "records")


def test_its_docs_page_answers_as_it_says(scaffolded, tmp_path):
    root, _ = scaffolded
    page = (root / "docs" / "games" / f"{GAME}.md").read_text("utf-8")
    bs = blocks(page)
    kinds = [k for k, _ in bs]
    i = kinds.index("yaml")
    (tmp_path / "position.yaml").write_text(bs[i][1], "utf-8")
    printed = []
    for line in bs[i + 1][1].splitlines():
        argv = shlex.split(line)
        r = rc(root, *argv[1:], cwd=tmp_path)
        assert r.returncode in (0, 1) and r.stderr == "", (line, r)
        printed.append(r.stdout)
    assert "".join(printed) == bs[i + 2][1]


def test_scaffold_json_answer(tmp_path):
    from pycli import schema

    root = copy_checkout(tmp_path)
    r = rc(root, "scaffold", "go-fish", "--json")
    assert r.returncode == 0 and r.stderr == "", r
    answer = json.loads(r.stdout)
    assert list(schema.errors(answer, json.loads(schema.output_schema_text("scaffold")))) == []
    assert (answer["game"], answer["module"], answer["prefix"], answer["title"]) == \
        ("go-fish", "go_fish", "GF", "Go fish")
    assert all((root / w).is_file() for w in answer["written"])


def test_scaffold_refuses_an_existing_game_and_a_bad_id(scaffolded):
    root, _ = scaffolded
    for game in (GAME, "clash-of-decks", "Bad_Id", "two--hyphens"):
        r = rc(root, "scaffold", game)
        assert r.returncode == 2 and r.stdout == "", r
        assert len(r.stderr.strip().splitlines()) == 1, r


def test_a_game_whose_rules_do_not_load_is_named_with_its_error(tmp_path):
    """A broken game.pl is reported as such, not as an unknown game, and its
    load messages do not reach the terminal raw."""
    root = copy_checkout(tmp_path)
    r = rc(root, "scaffold", "broken-game")
    assert r.returncode == 0, r
    game_pl = root / "rules.pl" / "broken-game" / "game.pl"
    game_pl.write_text(game_pl.read_text("utf-8") + "\nthis is not prolog(\n", "utf-8")
    state = {"game": "broken-game", "players": ["x", "o"], "turn": "x", "board": [None] * 9}
    (tmp_path / "s.json").write_text(json.dumps(state), "utf-8")
    r = rc(root, "legal-moves", str(tmp_path / "s.json"))
    assert r.returncode == 3, r
    assert "broken-game did not load" in r.stderr and "unknown game" not in r.stderr, r
    assert len(r.stderr.strip().splitlines()) == 1, r
    r = rc(root, "legal-moves", "fixtures/broken-game/marks/mark-an-empty-cell.json")
    assert r.returncode == 3, r


def tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if ".cache" not in p.parts and "__pycache__" not in p.parts}


EVIL_TITLE = '*/ :- initialization(halt(7)). /* "quoted" \\ and */'


def test_a_title_is_data_never_code(tmp_path):
    """A title that would close a comment, quote, or escape is written as
    data: the new game loads, and shows the title as typed."""
    root = copy_checkout(tmp_path)
    r = rc(root, "scaffold", "odd-title", "--title", EVIL_TITLE, "--json")
    assert r.returncode == 0 and r.stderr == "", r
    assert json.loads(r.stdout)["title"] == EVIL_TITLE
    r = rc(root, "rules", "odd-title", "--json")
    assert r.returncode == 0 and json.loads(r.stdout)[0]["id"] == "OT-101", r
    r = rc(root, "new", "odd-title", "--json")
    assert r.returncode == 0, r
    (tmp_path / "start.json").write_text(r.stdout, "utf-8")
    r = rc(root, "show", str(tmp_path / "start.json"))
    assert r.returncode == 0 and r.stdout.splitlines()[0] == EVIL_TITLE, r
    schema_title = json.loads((root / "rules.pl" / "odd-title" / "schema.json").read_text("utf-8"))["title"]
    assert EVIL_TITLE in schema_title


@pytest.mark.parametrize("args, option", [
    (("error",), "GAME"), (("lists",), "GAME"), (("apply",), "GAME"), (("rc-util",), "GAME"),
    (("a" * 300,), "GAME"), (("long-" + "x" * 60,), "GAME"),
    (("fine-id", "--title", "two\nlines"), "--title"), (("fine-id", "--title", "t" * 101), "--title"),
    (("fine-id", "--title", " "), "--title"), (("fine-id", "--prefix", "ABCDEFGHIJK"), "--prefix"),
])
def test_scaffold_refuses_a_taken_module_a_long_id_and_a_bad_title_writing_nothing(scaffolded, args, option):
    root, _ = scaffolded
    before = tree(root)
    r = rc(root, "scaffold", *args)
    assert r.returncode == 2 and r.stdout == "", r
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith(f"rulecheck: {option}:"), r
    assert tree(root) == before


def test_a_failed_scaffold_leaves_nothing_behind(tmp_path):
    """The new game's rules must answer; when they do not (here the
    template is broken), every file and folder the scaffold made is gone."""
    root = copy_checkout(tmp_path)
    shutil.rmtree(root / "fixtures")                       # a folder the scaffold makes is removed too
    game_pl = root / "tests" / "games" / "tic-tac-toe" / "game.pl"
    game_pl.write_text(game_pl.read_text("utf-8") + "\nthis is not prolog(\n", "utf-8")
    before = tree(root)
    r = rc(root, "scaffold", "half-written")
    assert r.returncode == 2 and r.stdout == "" and len(r.stderr.strip().splitlines()) == 1, r
    assert "did not answer" in r.stderr
    assert tree(root) == before
