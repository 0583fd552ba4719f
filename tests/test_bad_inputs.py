"""The bad-input corpus (tests/bad_inputs/, made by generate.py there):
every file, through every command that reads a state or a move, gets exit
code 2 and one line on stderr naming the file and the place in it; never a
traceback, never a Prolog message, never a hang."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import FIXTURES, run

HERE = Path(__file__).resolve().parent / "bad_inputs"
MANIFEST = json.loads((HERE / "manifest.json").read_text("utf-8"))
MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
GOOD_MOVE = json.dumps(MANIFEST["good_move"])
PROLOG_NOISE = ("Traceback", "ERROR:", "Warning:", "catch/3", "goal (", "Unknown procedure", "pyswip")


def state_commands(path: str) -> list[list[str]]:
    return [["legal-moves", path], ["legal-moves", "--json", path], ["check", path, GOOD_MOVE],
            ["apply", path, GOOD_MOVE], ["outcome", path], ["explain", path, GOOD_MOVE],
            ["show", path], ["legal-moves", "--as", "alice", path]]


def assert_one_clean_line(r, source: str, where: str, as_json: bool = False) -> None:
    """One line on stderr naming the file and the place; under --json that
    line is a JSON object {"error": {"kind", "file", "path", "message"}}."""
    assert r.code == 2, r
    assert r.out == "", r
    lines = r.err.strip().splitlines()
    assert len(lines) == 1, r
    if as_json:
        err = json.loads(lines[0])["error"]
        line = f"{err['file']}: {err['path']}: {err['message']}"
    else:
        line = lines[0]
    assert source in line and where in line, (where, r)
    assert not any(n in r.err for n in PROLOG_NOISE), r


def test_the_corpus_is_large_enough():
    assert len(MANIFEST["states"]) + len(MANIFEST["moves"]) >= 60


@pytest.mark.parametrize("entry", MANIFEST["states"], ids=[e["file"] for e in MANIFEST["states"]])
def test_bad_state_file(entry):
    path = str(HERE / entry["file"])
    for argv in state_commands(path):
        assert_one_clean_line(run(*argv), path, entry["where"], "--json" in argv)
    v = run("validate", "--json", path)
    assert v.code == entry["validate_exit"], v
    if v.code == 2:
        assert_one_clean_line(v, path, entry["where"], as_json=True)
    else:
        report = v.json()
        assert report["valid"] is False
        assert any(entry["where"] in e["path"] or entry["where"] in e["message"] for e in report["errors"]), report


@pytest.mark.parametrize("entry", MANIFEST["moves"], ids=[e["file"] for e in MANIFEST["moves"]])
def test_bad_move_file(entry):
    path = str(HERE / entry["file"])
    for command in ("check", "apply", "explain"):
        assert_one_clean_line(run(command, MID, path), path, entry["where"])


@pytest.mark.parametrize("command", ["legal-moves", "outcome", "validate", "show", "replay"])
def test_missing_file_and_directory(command, tmp_path):
    missing = str(tmp_path / "nope.json")
    assert_one_clean_line(run(command, missing), missing, "no such file")
    assert_one_clean_line(run(command, str(tmp_path)), str(tmp_path), "is a directory")


def test_huge_file_is_refused_at_once(tmp_path):
    big = tmp_path / "big.json"
    with big.open("w") as f:
        f.write('{"game": "clash-of-decks", "note": "')
        f.write("x" * (20 * 1024 * 1024))
        f.write('"}')
    for argv in (["legal-moves", str(big)], ["validate", str(big)], ["check", MID, str(big)]):
        r = run(*argv)
        assert_one_clean_line(r, str(big), "bytes")


def test_a_big_valid_state_still_works(tmp_path):
    state = json.loads(Path(MID).read_text("utf-8"))
    state["note"] = "x" * (2 * 1024 * 1024)
    f = tmp_path / "big-note.json"
    f.write_text(json.dumps(state), "utf-8")
    r = run("legal-moves", "--json", str(f))
    assert r.code == 0 and r.json()["count"] == 13, r
