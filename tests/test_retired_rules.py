"""Retired rule IDs are redirects to their successors (issue 27), as ruff
keeps its rule redirects: a fixture naming one runs, as its successor, with
a warning naming it; `rules ID` says where it went. A bad fixture file is
reported and the rest of the folder still runs (exit code 2 at the end)."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, write_json

ARMOR = FIXTURES / "wow-tcg/armor/no-armor-once-all-prevented.json"
SUMMON = FIXTURES / "clash-of-decks/summon"


@pytest.mark.parametrize("old, new", [("CD-202", "CD-201"), ("WOW-605", "WOW-602"),
                                      ("wow-213", "WOW-206"), ("WOW-212", "WOW-206"),
                                      ("FAB-689", "FAB-682")])
def test_rules_says_where_a_retired_id_went(rc, old, new):
    r = rc("rules", old)
    assert r.code == 0, r
    assert r.out.startswith(f"{old.upper()} is retired:"), r.out
    assert f"now {new}" in r.out.splitlines()[0]
    d = rc("rules", old, "--json").json()
    assert d["id"] == new and d["redirected_from"]["id"] == old.upper()


def test_a_fixture_naming_a_retired_id_runs_as_its_successor(rc, tmp_path):
    fx = json.loads(ARMOR.read_text("utf-8"))
    fx["rules"] = ["WOW-605"]
    case = fx["cases"][0]
    assert case["violates"] == ["WOW-602", "WOW-606"]
    case["violates"] = ["WOW-605", "WOW-606"]
    path = write_json(tmp_path / "retired.json", fx)
    r = rc("test", str(path))
    assert r.code == 0, r
    assert "warning:" in r.err and "WOW-605 is retired" in r.err and "it runs as WOW-602" in r.err, r.err
    assert "$.cases[0].violates[0]" in r.err
    # Still a real expectation: WOW-605 stands for WOW-602, not for anything.
    case["violates"] = ["WOW-605"]
    r = rc("test", str(write_json(tmp_path / "retired.json", fx)))
    assert r.code == 1, r


def test_a_bad_fixture_file_does_not_stop_the_folder(rc, tmp_path):
    good = sorted(SUMMON.glob("*.json"))[:2]
    for f in good:
        (tmp_path / f.name).write_text(f.read_text("utf-8"), "utf-8")
    bad = json.loads(good[0].read_text("utf-8"))
    bad["rules"] = ["CD-299"]
    write_json(tmp_path / "0-bad.json", bad)
    r = rc("test", str(tmp_path))
    assert r.code == 2, r
    assert "0-bad.json: $.rules[0]: CD-299 is not a rule of clash-of-decks" in r.err
    assert r.out.strip().splitlines()[-1].endswith("0 failed, 1 file unreadable"), r.out
    d = rc("test", "--json", str(tmp_path)).json()
    assert d["passed"] > 0 and d["failed"] == 0
    assert [u["path"] for u in d["unreadable"]] == ["$.rules[0]"]
