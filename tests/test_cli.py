"""The command line, driven as a user drives it: exit codes, stdout and
stderr. Each command runs as tests/forkrun.py's forked child (conftest's
run_forked: its own argv, files, directory and environment), the
interpreter's start, the imports and the engine's start done once; `bench`, which times processes, and the help, which
reads the terminal, run as fresh processes (run_fresh)."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, REPO, write_json
from conftest import run as run_fresh
from conftest import run_forked as run

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
OPENING = str(FIXTURES / "clash-of-decks" / "states" / "opening.json")


def one_clean_line(r):
    """Bad input: exit 2, nothing on stdout, one line on stderr, no traceback."""
    assert r.code == 2, r
    assert r.out == "", r
    lines = r.err.strip().splitlines()
    assert len(lines) == 1, r
    assert "Traceback" not in r.err and "ERROR:" not in r.err, r
    return lines[0]


def test_legal_moves_human():
    r = run("legal-moves", MID)
    assert r.code == 0, r
    assert "13 legal moves (bob to act)" in r.out
    assert "bob plays Shaman (b-shaman) into the top lane" in r.out


def test_legal_moves_json_is_sorted_and_stable():
    r1, r2 = run("legal-moves", "--json", MID), run("legal-moves", "--json", MID)
    assert r1.code == 0 and r1.out == r2.out
    data = r1.json()
    assert data["count"] == 13
    assert all(m["player"] == "bob" for m in data["moves"])
    assert data["moves"][-1]["move"] == {"action": "assault", "player": "bob"}


def test_check_legal_and_illegal_exit_codes():
    ok = run("check", OPENING, '{"player": "alice", "action": "play", "card": "a-brute", "lane": "top"}')
    assert ok.code == 0 and ok.out.startswith("legal"), ok
    bad = run("check", OPENING, '{"player": "alice", "action": "play", "card": "a-revenant", "lane": "top"}')
    assert bad.code == 1, bad
    assert "CD-201" in bad.out
    assert "Revenant is 5th from the left, not counting the bastion (space 6 of the hand row); only the 4 leftmost cards other than the bastion/fort may be played" in bad.out


def test_check_lists_every_violated_rule():
    # Not Bob's turn, and Bob's Shaman is not among his four leftmost cards.
    r = run("check", "--json", OPENING, '{"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}')
    assert r.code == 1
    rules = sorted(v["rule"] for v in r.json()["violations"])
    assert rules == ["CD-101", "CD-201"]


def test_check_move_from_file(tmp_path):
    move = write_json(tmp_path / "move.json", {"player": "alice", "action": "assault"})
    r = run("check", OPENING, str(move))
    assert r.code == 0, r


def test_apply_gives_a_state_the_other_commands_accept(tmp_path):
    r = run("apply", "--json", OPENING, '{"player": "alice", "action": "play", "card": "a-brute", "lane": "top"}')
    assert r.code == 0, r
    state = json.loads(r.out)
    assert state["mana"] == 3 and state["lanes"]["top"]["alice"] == ["a-brute"]
    nxt = write_json(tmp_path / "next.json", state)
    v = run("validate", str(nxt))
    assert v.code == 0, v
    again = run("apply", "--json", str(nxt), '{"player": "alice", "action": "assault"}')
    assert again.code == 0, again
    assert json.loads(again.out)["active"] == "bob"


def test_apply_refuses_an_illegal_move_with_reasons():
    r = run("apply", OPENING, '{"player": "alice", "action": "play", "card": "a-annihilation", "target": "x"}')
    assert r.code == 1, r
    assert r.out == ""
    assert "CD-201" in r.err
    j = run("apply", "--json", OPENING, '{"player": "alice", "action": "play", "card": "a-annihilation", "target": "x"}')
    assert j.code == 1 and j.json()["legal"] is False


def test_outcome_ongoing():
    r = run("outcome", "--json", MID)
    assert r.code == 0 and r.json() == {"result": "ongoing"}


def test_validate_reports_paths(tmp_path):
    state = json.loads(open(MID, encoding="utf-8").read())
    state["hands"]["bob"].append("a-troll")  # also in play on Alice's side
    state["hands"]["alice"].insert(0, "bastion")  # a second bastion
    f = write_json(tmp_path / "bad.json", state)
    r = run("validate", "--json", str(f))
    assert r.code == 1, r
    paths = {(e["path"], e["rule"]) for e in r.json()["errors"]}
    assert ("$.hands.alice", "CD-501") in paths
    assert ("$.hands.bob[7]", "CD-501") in paths  # Alice's card in Bob's hand
    assert ("$.lanes.top.alice[0]", "CD-502") in paths  # and in play: two places


def test_invalid_state_is_bad_input_for_other_commands(tmp_path):
    state = json.loads(open(MID, encoding="utf-8").read())
    state["mana"] = 99
    f = write_json(tmp_path / "bad.json", state)
    line = one_clean_line(run("legal-moves", str(f)))
    assert str(f) in line and "$.mana" in line


def test_fixture_file_as_state(tmp_path):
    fx = write_json(tmp_path / "fx.json", {"title": "t", "rules": ["CD-201"],
                                           "state": json.loads(open(OPENING, encoding="utf-8").read()),
                                           "cases": [{"valid": True}]})
    r = run("legal-moves", "--json", str(fx))
    assert r.code == 0 and r.json()["count"] == 8


def test_schema_and_rules():
    s = run("schema", "clash-of-decks")
    assert s.code == 0 and json.loads(s.out)["properties"]["game"] == {"const": "clash-of-decks"}
    r = run("rules", "clash-of-decks", "--json")
    ids = [x["id"] for x in r.json()]
    assert "CD-201" in ids and "CD-414" in ids
    one = run("rules", "clash-of-decks", "CD-201")
    assert one.code == 0 and "Призыв" in one.out and "Fixtures" in one.out


@pytest.mark.parametrize("args,needle", [
    (["legal-moves", "/nonexistent/state.json"], "no such file"),
    (["legal-moves", str(FIXTURES)], "is a directory"),
    (["rules", "chess"], "unknown game"),
    (["schema", "chess"], "unknown game"),
    (["check", MID, "{not json"], "not valid JSON"),
    (["check", MID, "[1, 2]"], "a move is a JSON object"),
    (["check", MID, '{"player": "bob", "action": "fly"}'], "$.action"),
    (["check", MID, '{"player": "carol", "action": "assault"}'], "$.player"),
    (["check", MID, '{"player": "bob", "action": "play", "card": "b-alpha"}'], "lane"),
    (["check", MID, '{"player": "bob", "action": "assault", "extra": 1}'], "$.extra"),
    (["frobnicate"], "usage"),
    (["check", MID], "usage"),
])
def test_bad_input_is_one_line_and_exit_2(args, needle):
    line = one_clean_line(run(*args))
    assert needle in line


@pytest.mark.parametrize("content,needle", [
    (b'{"game": "clash-of-decks",\n  "players": [1,', "line 2 column"),
    (b'\xff\xfe{"game": 1}', "not UTF-8"),
    (b'{"game": "chess"}', "unknown game"),
    (b'{"players": []}', "$.game"),
    (b'{"game": "clash-of-decks", "game": "clash-of-decks"}', "appears twice"),
    (b'[]', "a state is a JSON object"),
    (b'{"game": "clash-of-decks", "players": NaN}', "NaN"),
    (b"[" * 5000 + b"]" * 5000, "nested"),
])
def test_bad_files_are_one_line_and_exit_2(tmp_path, content, needle):
    f = tmp_path / "state.json"
    f.write_bytes(content)
    line = one_clean_line(run("legal-moves", str(f)))
    assert needle in line and str(f) in line


def test_bad_types_name_the_json_path(tmp_path):
    state = json.loads(open(MID, encoding="utf-8").read())
    state["cards"]["a-troll"]["attack"] = "three"
    f = write_json(tmp_path / "s.json", state)
    line = one_clean_line(run("check", str(f), '{"player": "bob", "action": "assault"}'))
    assert '$.cards["a-troll"].attack: expected integer, found string' in line


def test_test_command_summary_line(tmp_path):
    good = {"title": "opening", "rules": ["CD-102"], "state_file": OPENING,
            "cases": [{"legal_moves_count": 8},
                      {"move": {"player": "alice", "action": "assault"}, "legal": True}]}
    bad = dict(good, cases=[{"legal_moves_count": 11}])
    write_json(tmp_path / "good.json", good)
    r = run("test", str(tmp_path))
    assert r.code == 0 and r.out.strip().splitlines()[-1] == "2 passed, 0 failed", r
    write_json(tmp_path / "bad.json", bad)
    r = run("test", str(tmp_path))
    assert r.code == 1 and r.out.strip().splitlines()[-1] == "2 passed, 1 failed", r
    assert "expected: 11 legal moves" in r.out


def test_malformed_fixture_is_bad_input(tmp_path):
    write_json(tmp_path / "f.json", {"title": "x", "rules": ["CD-201"], "state_file": OPENING,
                                     "cases": [{"legal": True}]})
    line = one_clean_line(run("test", str(tmp_path)))
    assert "$.cases[0].move" in line


def test_prolog_looking_strings_are_data(tmp_path):
    state = json.loads(open(OPENING, encoding="utf-8").read())
    evil = "x'), halt, shell('touch pwned'), ('"
    state["cards"]["a-troll"]["name"] = evil
    f = write_json(tmp_path / "s.json", state)
    r = run("check", "--json", str(f), json.dumps({"player": "alice", "action": "play", "card": "a-troll", "lane": "top"}))
    assert r.code == 0, r
    assert evil in r.json()["text"]
    assert not (tmp_path / "pwned").exists()


def test_bench_reports_every_figure():
    r = run_fresh("bench", "clash-of-decks", "--runs", "1", "--steps", "20", "--json")
    assert r.code == 0, r
    report = r.json()
    rows = report["startup"]["rows"]
    assert set(rows) == {"human", "json", "legal_moves_json", "bare_swipl"}
    assert all(x["ms"] > 0 and x["rss_kib"] > 0 and x["command"] for x in rows.values())
    assert rows["bare_swipl"]["ratio"] == 1.0
    assert report["hand_forming"]["legal_moves"] == 80640 and report["hand_forming"]["engine_ms"] > 0
    t = report["throughput"][0]
    assert t["moves"] == 20 * len(t["starts"]) and t["moves_per_second"] > 0
    assert report["engine_mode"]["jobs_2"]["records_per_second"] > 0
    # The engine mode replays the records of the games measured (10 copies a run).
    assert report["engine_mode"]["records"] == 10 * len(list((FIXTURES / "clash-of-decks" / "records").glob("*.json")))
    assert report["fixtures"]["cases"] >= 40
    assert report["growth"]["clash-of-decks"][-1]["legal_moves"] > report["growth"]["clash-of-decks"][0]["legal_moves"]


def test_selfplay_command_and_unknown_game():
    r = run("selfplay", "clash-of-decks", "--games", "2", "--seed", "4")
    assert r.code == 0 and r.out.strip().splitlines()[-1] == "2 passed, 0 failed", r
    bad = run("selfplay", "chess")
    assert bad.code == 2 and "unknown game" in bad.err


FAB_CLUB = str(FIXTURES / "flesh-and-blood" / "abilities" / "no-limit-and-go-again.json")


@pytest.mark.parametrize("args,first", [
    (("clash-of-decks", "aerial"), "CD-401"),           # the title holds it: first
    (("aerial",), "CD-401"),                             # every game
    (("flesh-and-blood", "GO AGAIN"), "FAB-309"),        # case-insensitive, two words
    (("blood-bound", "fan"), "BB-304"),
    (("wow-tcg", "protector"), "WOW-403"),
    (("blood-bound", "защищ"), "BB-114"),                # the seed's own words, a word's start
])
def test_rules_keyword_search(args, first):
    r = run("rules", *args, "--json")
    assert r.code == 0, r
    found = r.json()
    assert found[0]["id"] == first
    assert all({"id", "game", "title", "text", "origin"} <= set(x) for x in found)
    human = run("rules", *args)
    assert human.code == 0 and first in human.out and " speak" in human.out.splitlines()[0]


def test_rules_keyword_search_misses_are_bad_input():
    line = one_clean_line(run("rules", "clash-of-decks", "zzzz"))
    assert "no rule of clash-of-decks speaks of 'zzzz'" in line
    assert "unknown game" in one_clean_line(run("rules", "clsh"))      # a mistyped game stays one
    assert run("rules", "cd-201", "--json").json()["id"] == "CD-201"     # an ID is still an ID


def test_legal_moves_filters_keep_the_listing_numbers():
    whole = run("legal-moves", "--json", MID).json()["moves"]
    r = run("legal-moves", "--json", MID, "--card", "Shaman")
    assert r.code == 0, r
    page = r.json()
    assert page["filter"] == {"card": "Shaman"} and page["count"] == 2
    for m in page["moves"]:
        assert m["move"]["card"] == "b-shaman"
        assert whole[m["number"] - 1]["move"] == m["move"]          # `check STATE N` takes that number
    human = run("legal-moves", MID, "--card", "b-shaman")
    assert "2 legal moves naming b-shaman" in human.out
    assert f"{page['moves'][0]['number']}. bob plays Shaman" in human.out
    assert run("legal-moves", "--json", MID, "--player", "alice").json()["moves"] == []
    assert run("legal-moves", "--json", MID, "--player", "bob").json()["count"] == len(whole)


def test_legal_moves_card_filter_reads_every_field_and_all():
    # c5 is the card pitched, not the card played: the move names it all the same
    page = run("legal-moves", "--json", FAB_CLUB, "--card", "beast mode (blue)").json()
    assert [m["move"]["pitch"] for m in page["moves"]] == [["c5"]]
    streamed = run("legal-moves", "--json", "--all", FAB_CLUB, "--card", "c5").json()
    assert streamed["moves"] == page["moves"] and streamed["filter"] == {"card": "c5"}


@pytest.mark.parametrize("args,needle", [
    (("--player", "zed"), '--player: "zed" is not a player of this game'),
    (("--card", "Fire Blast"), "--card: no card 'Fire Blast' in this position"),
])
def test_legal_moves_filters_bad_input(args, needle):
    assert needle in one_clean_line(run("legal-moves", MID, *args))


def test_legal_moves_filters_with_all_and_as_and_in_serve():
    # --all keeps the same moves, numbered in the whole listing; --as before the filters
    page = run("legal-moves", "--json", MID, "--player", "bob", "--card", "shaman").json()
    streamed = run("legal-moves", "--json", "--all", MID, "--player", "bob", "--card", "shaman").json()
    assert streamed["moves"] == page["moves"] and streamed["filter"] == {"card": "shaman", "player": "bob"}
    assert streamed["count"] == page["count"] == 2 and "players" not in streamed and "file" not in streamed
    human = run("legal-moves", "--all", MID, "--card", "shaman", "--player", "bob")
    assert human.code == 0 and "2 legal moves of bob and naming shaman" in human.out
    seen = run("legal-moves", "--json", "--all", "--as", "bob", MID, "--card", "b-shaman").json()
    assert seen["viewer"] == "bob" and seen["count"] == 2 and "depends_on_hidden" in seen
    from pycli import serve

    state = json.loads(open(MID, encoding="utf-8").read())
    ok = serve.answer({"id": 1, "op": "legal_moves", "state": state, "card": "Shaman"})
    assert ok["ok"]["count"] == 2 and ok["ok"]["filter"] == {"card": "Shaman"}
    bad = serve.answer({"id": 2, "op": "legal_moves", "state": state, "player": "zed"})
    assert bad["error"]["kind"] == "input" and '"zed" is not a player' in bad["error"]["message"]
    bad = serve.answer({"id": 3, "op": "legal_moves", "state": state, "card": 7})
    assert bad["error"] == {"kind": "input", "path": "$.card", "message": "is a string"}


@pytest.mark.parametrize("args,needle", [
    (("rules", "a" * 201), "QUERY: $.query: the query is 201 characters long; a search is at most 200"),
    (("rules", "wow-tcg", "!!"), "QUERY: $.query: an empty query: give a word of the rules, or a rule ID"),
    (("rules", "chess", "aerial"), "GAME: unknown game"),
])
def test_rules_search_bad_input(args, needle):
    assert needle in one_clean_line(run(*args))


def test_rules_search_the_rule_whose_id_the_words_are_first_and_word_starts_only():
    assert run("rules", "clash-of-decks", "cd 201", "--json").json()[0]["id"] == "CD-201"
    # a word of the query begins a word of the rule: "aer" finds Aerial, "erial" nothing
    ids = [r["id"] for r in run("rules", "clash-of-decks", "aer", "--json").json()]
    assert ids[0] == "CD-401" and all(i.startswith("CD-") for i in ids)
    assert one_clean_line(run("rules", "clash-of-decks", "erial")).endswith(
        "no rule of clash-of-decks speaks of 'erial'; `rulecheck rules clash-of-decks` lists them all")


DRAW_STEP = str(FIXTURES / "wow-tcg" / "short" / "draw-step.yaml")
ASSAULT = '{"player": "alice", "action": "assault"}'


def test_apply_on_a_short_position_lists_only_real_changes():
    # The normaliser's defaults are no change: 6 places, not the 23 a diff
    # against the short position listed.
    r = run("apply", DRAW_STEP, "{player: alice, action: end_turn}")
    assert r.code == 0, r
    assert "what changed (6 places)" in r.out
    assert "$.resource_placed" not in r.out and "$.turn: \"alice\" -> \"bob\"" in r.out


def test_apply_plays_a_line_of_moves():
    # 10 then 1: each number read in the position it is played in.
    r = run("apply", MID, "10", "1")
    assert r.code == 0, r
    assert r.out.startswith("1. bob plays Shaman (b-shaman) into the top lane")
    assert "\n2. bob casts Combustion (b-combustion) on Troll (a-troll)" in r.out
    assert "CD-206" in r.out and "$.mana: 8 -> 3" in r.out
    both = run("apply", "--json", "--events", MID, "10", "1").json()
    assert [s["text"] for s in both["steps"]] == ["bob plays Shaman (b-shaman) into the top lane",
                                                   "bob casts Combustion (b-combustion) on Troll (a-troll)"]
    assert both["events"] == [e for s in both["steps"] for e in s["events"]]
    one_by_one = run("apply", "--json", MID, "10").json()
    with_file = run("apply", "--json", "-", "1", input=json.dumps(one_by_one)).json()
    assert run("apply", "--json", MID, "10", "1").json() == with_file == both["state"]


def test_a_line_stops_at_an_illegal_move():
    r = run("apply", MID, "10", ASSAULT, "1")
    assert r.code == 1, r
    assert "1. bob plays Shaman" in r.out and "move 2 of 3 is illegal" in r.err and "CD-101" in r.err
    refused = run("apply", "--json", MID, "10", ASSAULT)
    assert refused.code == 1 and refused.json()["step"] == 2 and refused.json()["violations"][0]["rule"] == "CD-101"
    # check and explain ask about the last move, or the first illegal one
    assert run("check", "--json", MID, "10", "1").json()["legal"] is True
    bad = run("check", "--json", MID, ASSAULT, "10")
    assert bad.code == 1 and bad.json()["step"] == 1
    tree = run("explain", "--json", MID, "10", ASSAULT)
    assert tree.code == 1 and tree.json()["checks"][0]["rule"] == "CD-101" and "step" not in tree.json()


                    # Small frictions (issue 27, items 6 and 15) #

@pytest.mark.parametrize("number", ["0", "00"])
def test_move_zero_is_not_a_move_number(number):
    line = one_clean_line(run("check", MID, number))
    assert line == ("rulecheck: MOVE: 0 is not the number of a legal move: moves are numbered from 1 "
                    "(rulecheck legal-moves lists them)")
    assert "None" not in line


def test_a_move_number_past_the_last_says_how_many_there_are():
    line = one_clean_line(run("check", MID, "14"))
    assert line.endswith("14 is not the number of a legal move: this position has 13 (rulecheck legal-moves lists them)")


def test_h_is_help():
    for argv in (["-h"], ["check", "-h"]):
        short, long = run_fresh(*argv), run_fresh(*argv[:-1], "--help")
        assert short.code == 0 and short.out == long.out and "Usage: rulecheck" in short.out, short


def test_a_near_command_is_suggested_once():
    line = one_clean_line(run("legal-mvoes", MID))
    assert line.count("Did you mean") == 1 and "'legal-moves'" in line, line


def test_a_directory_is_not_called_a_json_file():
    line = one_clean_line(run("validate", str(FIXTURES)))
    assert line == f"rulecheck: {FIXTURES}: is a directory, not a file (rulecheck reads JSON or YAML files)"


@pytest.mark.parametrize("command", ["legal-moves", "show", "validate", "outcome"])
def test_a_record_given_as_state_points_to_replay(command):
    record = str(FIXTURES / "wow-tcg" / "records" / "full-game-alice-wins.json")
    line = one_clean_line(run(command, record))
    assert line == (f"rulecheck: {record}: is a game record (an initial state and moves), not a state: "
                    f"`rulecheck replay {record}` replays it")


def test_show_and_rules_write_no_trailing_spaces_into_a_pipe():
    shown = run("show", str(FIXTURES / "blood-bound" / "abilities" / "mage-staffs-short.json"))
    assert shown.code == 0 and "dan" in shown.out
    assert [line for line in shown.out.splitlines() if line != line.rstrip()] == []


def test_rules_into_a_pipe_is_plain_columns():
    r = run("rules", "clash-of-decks")
    assert r.code == 0, r
    lines = r.out.splitlines()
    assert lines[0].split() == ["ID", "kind", "title"]
    assert lines[1].startswith("CD-001  constraint  The draft's picks")
    assert not any(ch in r.out for ch in "┃│━─┏┗")
    assert all(line == line.rstrip() for line in lines)


                   # Set-up (issue 27, item 12) #

def _fake_checkout(tmp_path):
    """scripts/setup.sh in a folder of its own, with a fake apt-get, swipl
    and python that log each call: what it runs, without installing."""
    import os
    import shutil
    import stat

    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(REPO / "scripts" / "setup.sh", root / "scripts" / "setup.sh")
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    log = tmp_path / "log"

    def script(path, body):
        path.write_text("#!/bin/sh\n" + body, "utf-8")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)

    script(bin_ / "apt-get", f'echo "apt-get $*" >> {log}\n')
    script(bin_ / "swipl", "exit 0\n")
    # Python without ensurepip until python3-venv is installed; its venv
    # makes a .venv whose python logs pip installs.
    script(bin_ / "python3", f'''case "$*" in
  "-c import ensurepip") grep -q python3-venv {log} 2>/dev/null ;;
  "-m venv .venv") mkdir -p .venv/bin && cp {bin_}/venv-python .venv/bin/python && cp {bin_}/swipl .venv/bin/rulecheck ;;
esac
''')
    script(bin_ / "venv-python", f'case "$*" in *"pip install"*) echo "pip $*" >> {log} ;; esac\n')
    env = dict(os.environ, PATH=f"{bin_}:{os.environ['PATH']}", PYTHON=str(bin_ / "python3"))
    return root, log, env


def test_setup_installs_python3_venv_and_runs_pip_only_when_the_install_is_not_current(tmp_path):
    import subprocess

    root, log, env = _fake_checkout(tmp_path)

    def setup(*args):
        r = subprocess.run(["bash", str(root / "scripts" / "setup.sh"), *args], capture_output=True, text=True,
                           env=env, timeout=60)
        assert r.returncode == 0, r
        calls = log.read_text("utf-8").splitlines() if log.exists() else []
        log.unlink(missing_ok=True)
        return calls

    first = setup()                                     # make demo: the package alone
    assert any(c.startswith("apt-get install") and "python3-venv" in c for c in first), first
    assert not any("swi-prolog" in c for c in first)    # swipl is there
    assert [c for c in first if "-e ." in c] == [c for c in first if c.startswith("pip") and "-e" in c]
    assert any(c.endswith("-e .") for c in first), first
    assert setup() == []                                # current: no apt, no pip
    with_tests = setup("test")                          # make test: the test extras too
    assert [c for c in with_tests if "-e" in c] and all(c.endswith("-e .[test]") for c in with_tests if "-e" in c)
    assert setup("test") == [] and setup() == []        # the package alone is in it
    (root / "pyproject.toml").write_text((root / "pyproject.toml").read_text("utf-8") + "\n", "utf-8")
    assert any(c.endswith("-e .") for c in setup())     # pyproject.toml changed: pip again


def test_make_demo_installs_no_test_extras():
    makefile = (REPO / "Makefile").read_text("utf-8")
    demo = makefile.split("\ndemo:", 1)[1].split("\n\n", 1)[0]
    assert "scripts/setup.sh\n" in demo + "\n" and "setup.sh test" not in demo and "setup" not in demo.split("\n")[0]
