"""The judge's workflow on every game: explain, replay, show and --as."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, all_fixtures, run_forked as run, declared_valid
from pycli import core, inputs, fixture_runner as runner

ALL = all_fixtures(FIXTURES)
VALID = [fx for fx in ALL if declared_valid(fx)]
RECORDS = sorted(FIXTURES.glob("*/records/*.json"))


def ids(fxs):
    return [str(fx.path.relative_to(FIXTURES)) for fx in fxs]


@pytest.mark.parametrize("fx", VALID, ids=ids(VALID))
def test_explain_agrees_with_check(fx):
    for case in fx.cases:
        if "legal" not in case or "move" not in case:     # a line of moves asks elsewhere
            continue
        tree = core.explain(fx.state, case["move"])
        assert tree["legal"] is case["legal"], case["move"]
        broken = {c["rule"] for c in tree["checks"] if not c["held"]}
        if case["legal"] is None:                          # depends on card text (FAB-119)
            assert tree["depends_on_text"], case["move"]
            # rules broken only where a text could allow the move all the same (issue 33)
            assert broken == set() or all("could allow" in d["message"] for d in tree["depends_on_text"]), case["move"]
        elif case["legal"]:
            assert broken == set()
        else:
            assert broken == set(case["violates"]), (case["move"], broken)
            for c in tree["checks"]:
                if not c["held"]:
                    assert c["message"] and c["text"], c


@pytest.mark.parametrize("path", RECORDS, ids=[str(r.relative_to(FIXTURES)) for r in RECORDS])
def test_record_replays(path):
    rec = inputs.load_record(path)
    report = core.replay(rec["initial"], rec["moves"], str(path))
    if rec["outcome"] is not None:
        assert report["complete"], report.get("explanation")
        assert report["moves"] == len(rec["moves"])
        assert runner.matches(rec["outcome"], report["outcome"]), report["outcome"]
        assert report["outcome"]["result"] != "ongoing", "a complete record ends the game"
    else:
        assert not report["complete"], "a record without an outcome shows an illegal move"
        assert any(not c["held"] for c in report["explanation"]["checks"])


def test_replay_command():
    good = [r for r in RECORDS if "illegal" not in r.name][0]
    r = run("replay", str(good))
    assert r.code == 0 and "replayed, all legal" in r.out, r
    bad = [r for r in RECORDS if "illegal" in r.name][0]
    r = run("replay", "--json", str(bad))
    assert r.code == 1 and r.json()["complete"] is False, r


def test_replay_bad_record_is_one_line(tmp_path):
    f = tmp_path / "r.json"
    f.write_text(json.dumps({"initial_file": str(FIXTURES / "clash-of-decks/states/opening.json"),
                             "moves": [{"player": "alice", "action": "fly"}]}))
    r = run("replay", str(f))
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1 and "$.moves[0].action" in r.err, r


def test_as_hides_the_opponents_hand():
    mid = str(FIXTURES / "clash-of-decks/states/midgame.json")
    r = run("show", "--as", "alice", mid)
    assert r.code == 0 and "Combustion" not in r.out and "hidden" in r.out
    lm = run("legal-moves", "--json", "--as", "alice", mid).json()
    assert all(m["move"]["action"] != "play" for m in lm["moves"])
    assert lm["depends_on_hidden"]
    own = run("legal-moves", "--json", "--as", "bob", mid).json()
    assert own["count"] == 13 and own["depends_on_hidden"] == []
    chk = run("check", "--json", "--as", "alice", mid,
              '{"player": "bob", "action": "play", "card": "b-combustion", "target": "a-troll"}').json()
    assert chk["legal"] is None and "cannot see" in chk["depends_on_hidden"]
    bad = run("show", "--as", "carol", mid)
    assert bad.code == 2 and "carol" in bad.err


def test_explain_command_tree_and_fixes():
    r = run("explain", str(FIXTURES / "clash-of-decks/states/opening.json"),
            '{"player": "alice", "action": "play", "card": "a-revenant", "lane": "top"}')
    assert r.code == 1
    assert "CD-201 Only the four leftmost cards: BROKEN" in r.out
    assert "fix: 1 card(s) to its left must be played first" in r.out
    assert "legal moves nearest to this one" in r.out
    j = run("explain", "--json", str(FIXTURES / "clash-of-decks/states/opening.json"),
            '{"player": "alice", "action": "play", "card": "a-brute", "lane": "top"}')
    assert j.code == 0 and j.json()["legal"] is True and all(c["held"] for c in j.json()["checks"])
