"""The fixture runner is as strict as pytest and sqlfluff: a malformed
fixture, a file that is not a fixture, an unknown rule ID or nothing to run
is bad input (exit code 2, with the file and the JSON path); a failing
expectation shows only the paths that differ; cases can be selected, the
run stopped at the first failure, and a JUnit report written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import FIXTURES, write_json
from conftest import run_forked as run

BAD = Path(__file__).resolve().parent / "bad_fixtures"
MANIFEST = json.loads((BAD / "manifest.json").read_text("utf-8"))
MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"
AERIAL = FIXTURES / "clash-of-decks" / "abilities" / "aerial-card-is-passed-over-for-the-next-card.json"


def one_line(r) -> str:
    assert r.code == 2 and r.out == "", r
    lines = r.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.err, r
    return lines[0]


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_a_malformed_fixture_is_bad_input_with_its_path(name):
    line = one_line(run("test", str(BAD / name)))
    assert f"{BAD / name}: {MANIFEST[name]}:" in line, line


def test_a_typo_gets_a_suggestion():
    line = one_line(run("test", str(BAD / "case-instead-of-cases.json")))
    assert "did you mean cases?" in line
    line = one_line(run("test", str(BAD / "unknown-rule-id.json")))
    assert "CD-999 is not a rule of clash-of-decks" in line


def test_a_state_file_is_not_a_fixture():
    line = one_line(run("test", str(MID)))
    assert "is a state file, not a fixture" in line


def test_no_fixture_found(tmp_path):
    (tmp_path / "empty").mkdir()
    assert "no fixture found" in one_line(run("test", str(tmp_path / "empty")))


def test_a_file_given_twice_runs_once():
    r = run("test", "--json", str(AERIAL), str(AERIAL), str(AERIAL.parent))
    assert r.code == 0, r
    files = [x["file"] for x in r.json()["results"]]
    assert files.count(str(AERIAL)) == 1


def test_a_failing_after_case_shows_only_the_paths_that_differ(tmp_path):
    fx = json.loads(AERIAL.read_text("utf-8"))
    fx["cases"][0]["after"] = {"mana": 99, "hands": {"bob": ["nobody"]}}
    f = write_json(tmp_path / "f.json", fx)
    r = run("test", str(f))
    assert r.code == 1, r
    assert "$.mana: 99" in r.out and "$.hands.bob: [\"nobody\"]" in r.out
    assert len(r.out) < 1500, r.out       # not the whole state


def test_select_by_keyword_rule_and_name(tmp_path):
    fx = json.loads(AERIAL.read_text("utf-8"))
    fx["cases"].append({"name": "the count", "legal_moves_count": 999})
    f = write_json(tmp_path / "named.json", fx)
    r = run("test", "-v", "-k", "THE COUNT", str(f))
    assert r.code == 1 and "(the count)" in r.out and "0 passed, 1 failed" in r.out, r
    r = run("test", "--json", "--rule", "cd-401", str(FIXTURES / "clash-of-decks"))
    assert r.code == 0, r
    assert r.json()["passed"] >= 2 and all("CD-401" in x["rules"] for x in r.json()["results"])
    assert "no fixture case is selected" in one_line(run("test", "-k", "no such title", str(AERIAL)))


def test_stop_at_the_first_failure_and_junit(tmp_path):
    fx = json.loads(AERIAL.read_text("utf-8"))
    fx["cases"] = [{"legal_moves_count": 999}, {"legal_moves_count": 998}]
    f = write_json(tmp_path / "two.json", fx)
    report = tmp_path / "report.xml"
    r = run("test", "-x", "--junit-xml", str(report), str(f))
    assert r.code == 1 and "0 passed, 1 failed" in r.out, r
    xml = report.read_text("utf-8")
    assert 'tests="1"' in xml and 'failures="1"' in xml and "<failure" in xml


def test_every_bundled_fixture_passes_the_strict_reading():
    """`rulecheck test` reads every file of the bundled folder strictly (a
    file of no kind, a fixture out of its format: bad input); -k runs only
    the cases of the fixtures about aerial cards: test_wasm.py runs every
    case of every fixture, through the same runner, on both engines."""
    r = run("test", "--json", "-k", "aerial", str(FIXTURES))
    assert r.code == 0, r.err
    report = r.json()
    assert report["failed"] == 0 and report["passed"] >= 3, report


def test_cases_are_counted_from_one_with_their_line(tmp_path):
    """A report names a case by its number from 1 and the line where it
    begins, in YAML and in JSON (issue 27)."""
    yaml_text = (FIXTURES / "flesh-and-blood/short/priority-after-one-pass.yaml").read_text("utf-8")
    bad_yaml = tmp_path / "priority.yaml"
    bad_yaml.write_text(yaml_text.replace("violates: [FAB-203]", "violates: [FAB-204]"), "utf-8")
    r = run("test", str(bad_yaml))
    assert r.code == 1, r
    line = next(n for n, text in enumerate(yaml_text.splitlines(), 1) if "move: {player: alice" in text)
    assert f"FAIL {bad_yaml} :: case 3 (line {line}): " in r.out, r.out
    d = json.loads(AERIAL.read_text("utf-8"))
    d["cases"] = [{"valid": True}, {"legal_moves_count": 10 ** 6}]
    text = json.dumps(d, indent=2)
    bad_json = tmp_path / "aerial.json"
    bad_json.write_text(text, "utf-8")
    r = run("test", "--json", str(bad_json))
    cases = [x["case"] for x in r.json()["results"]]
    lines = [n for n, t in enumerate(text.splitlines(), 1) if t.startswith("    {")]
    assert cases[0] == f"case 1 (line {lines[-2]}): valid", cases
    assert cases[1] == f"case 2 (line {lines[-1]}): legal_moves_count", cases


def test_a_case_may_play_a_line_of_moves(tmp_path):
    mid = json.loads((FIXTURES / "clash-of-decks" / "states" / "midgame.json").read_text("utf-8"))
    shaman = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
    assault = {"player": "alice", "action": "assault"}
    fx = {"title": "a line", "rules": ["CD-103"], "state": mid, "cases": [
        {"moves": [shaman, {"player": "bob", "action": "play", "card": "b-combustion", "target": "a-troll"}],
         "after": {"mana": 3}},
        {"moves": [shaman, assault], "legal": False, "violates": ["CD-101"]},
        {"moves": [shaman], "outcome": {"result": "ongoing"}},
        {"moves": [assault, shaman], "legal": True},         # the line breaks off at its first move
    ]}
    r = run("test", "--json", str(write_json(tmp_path / "line.json", fx)))
    assert r.code == 1, r
    results = r.json()["results"]
    assert [x["ok"] for x in results] == [True, True, True, False]
    assert results[3]["got"].startswith('move 1 of the line, {"action": "assault", "player": "alice"}, is illegal: CD-101')
    assert results[1]["case"] == ('case 2 (line 1): {"action": "assault", "player": "alice"} after '
                                  '{"action": "play", "card": "b-shaman", "lane": "top", "player": "bob"} is illegal')


def test_a_case_has_a_move_or_a_line_not_both(tmp_path):
    mid = json.loads((FIXTURES / "clash-of-decks" / "states" / "midgame.json").read_text("utf-8"))
    move = {"player": "bob", "action": "assault"}
    fx = {"title": "both", "rules": ["CD-103"], "state": mid, "cases": [{"move": move, "moves": [move], "legal": True}]}
    r = run("test", str(write_json(tmp_path / "both.json", fx)))
    assert r.code == 2 and "$.cases[0].moves: a case has a move or a line of moves, not both" in r.err, r


def test_a_line_through_an_unknown_move_fails_naming_it(tmp_path):
    """Issue 36: a move of the line whose verdict is unknown (it depends on
    text rulecheck does not model) stops the line, said as such (it was a
    KeyError)."""
    fx_path = FIXTURES / "flesh-and-blood" / "short" / "text-arena-ability-unknown.yaml"
    from pycli import inputs

    state = inputs.read_data_file(fx_path)["state"]
    frost = {"player": "alice", "action": "activate", "card": "a-surge", "ability": 0}
    fx = {"title": "a line through an unknown move", "rules": ["FAB-119"], "state": state, "cases": [
        {"moves": [frost, frost], "legal": True},
        {"moves": [frost], "legal": None},
    ]}
    r = run("test", "--json", str(write_json(tmp_path / "unknown.json", fx)))
    assert r.code == 1 and r.err == "", r
    results = r.json()["results"]
    assert [x["ok"] for x in results] == [False, True]
    assert results[0]["got"].startswith('move 1 of the line, {"ability": 0, "action": "activate", "card": "a-surge", '
                                        '"player": "alice"}, is unknown: '), results[0]


def test_a_malformed_move_of_a_line_is_named_by_its_place(tmp_path):
    mid = json.loads(MID.read_text("utf-8"))
    shaman = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
    fly = {"player": "bob", "action": "fly"}
    fx = {"title": "a line", "rules": ["CD-103"], "state": mid, "cases": [
        {"moves": [shaman, fly, shaman], "legal": True},
        {"moves": [shaman, fly], "legal": True},
        {"moves": [shaman, fly], "outcome": {"result": "ongoing"}},
    ]}
    r = run("test", "--json", str(write_json(tmp_path / "line.json", fx)))
    assert r.code == 1, r
    got = [x["got"] for x in r.json()["results"]]
    assert all(g.startswith("input error: ") and ": $.moves[1].action: a move's action is one of" in g for g in got), got


def test_a_state_the_engine_cannot_read_fails_its_validity_case_in_words(tmp_path):
    """A fixture whose state names a card no catalog has: `valid: true` fails
    with the engine's words (it was a traceback, KeyError 'errors'), and
    `valid: false` with that error expected passes."""
    state = {"game": "flesh-and-blood", "players": [{"name": "alice", "hero": "Rhinar", "hand": ["Gorebellyy"]},
                                                     {"name": "bob", "hero": "Rhinar"}]}
    fx = {"title": "a card no catalog has", "rules": ["FAB-101"], "state": state, "cases": [{"valid": True}]}
    r = run("test", str(write_json(tmp_path / "unknown.json", fx)))
    assert r.code == 1 and "Traceback" not in r.err, r
    assert "Gorebellyy" in r.out and "did you mean" in r.out, r.out
    fx["cases"] = [{"valid": False, "errors": [{"path": "$.players[0].hand[0]"}]}]
    r = run("test", str(write_json(tmp_path / "unknown.json", fx)))
    assert r.code == 0, r
