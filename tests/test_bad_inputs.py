"""The bad-input corpus (tests/bad_inputs/, made by generate.py there):
every file, through every command that reads a state or a move, gets exit
code 2 and one line on stderr naming the file and the place in it; never a
traceback, never a Prolog message, never a hang. Each command line runs in
a process of its own forked from conftest's fork server (run_forked: the
interpreter's start, the imports and the engine's start done once)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import FIXTURES, run_forked as run, write_json

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


def commands_for(index: int, path: str) -> list[list[str]]:
    """The state commands a corpus file goes through: two of the eight, in
    turn (the i-th file the i-th and the (i+3)-th), so that each command
    meets a quarter of the files and every file two commands. Every command
    reaches the one engine request and the one error line of the command
    line (pycli/core.py, pycli/cli.py): a file through all eight ran the
    same path eight times, 480 processes."""
    commands = state_commands(path)
    return [commands[index % len(commands)], commands[(index + 3) % len(commands)]]


@pytest.mark.parametrize("index, entry", list(enumerate(MANIFEST["states"])),
                         ids=[e["file"] for e in MANIFEST["states"]])
def test_bad_state_file(index, entry):
    path = str(HERE / entry["file"])
    for argv in commands_for(index, path):
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


                # Integers longer than Python reads (issue 27, item 2) #

BIG = "9" * 5000
TOO_MANY = "is an integer of 5000 digits; rulecheck reads integers of up to 4300 digits"


def _big_inputs(tmp_path: Path) -> list[tuple[list[str], str, str]]:
    """(argv, the file named, the place named) for an integer of 5,000
    digits in each thing rulecheck reads."""
    mid = Path(MID).read_text("utf-8")
    state = tmp_path / "state.json"
    state.write_text(mid.replace('"mana": 8', '"mana": ' + BIG), "utf-8")
    short = tmp_path / "short.yaml"
    short.write_text(f"game: clash-of-decks\nplayers: [ann, bob]\nactive: ann\nmana: {BIG}\n", "utf-8")
    move = tmp_path / "move.yaml"
    move.write_text(f"player: bob\naction: pass\nn: [1, -{BIG}]\n", "utf-8")
    fixture = tmp_path / "fixture.json"
    fixture.write_text('{"title": "t", "rules": ["CD-201"], "state": ' + mid + ', "cases": [{"name": "c", '
                       '"move": {"player": "bob", "action": "pass", "n": ' + BIG + '}, "legal": false}]}', "utf-8")
    record = tmp_path / "record.yaml"
    record.write_text(f"initial_file: {MID}\nmoves:\n- {{player: bob, action: pass, n: {BIG}}}\n", "utf-8")
    return [(["check", MID, BIG], "MOVE", "a number of 5000 digits is not the number of a legal move"),
            (["legal-moves", str(state)], str(state), "$.mana: " + TOO_MANY),
            (["validate", "--json", str(state)], str(state), "$.mana: " + TOO_MANY),
            (["show", str(short)], str(short), "line 4 column 7 ($.mana): " + TOO_MANY),
            (["check", MID, '{"player": "bob", "action": "pass", "n": ' + BIG + '}'], "MOVE", "$.n: " + TOO_MANY),
            (["apply", MID, str(move)], str(move), "($.n[1]): " + TOO_MANY),
            (["test", str(fixture)], str(fixture), "$.cases[0].move.n: " + TOO_MANY),
            (["replay", str(record)], str(record), "($.moves[0].n): " + TOO_MANY),
            (["new", "blood-bound", "--players", BIG], "--players", TOO_MANY)]


def test_an_integer_of_more_than_4300_digits_is_bad_input_anywhere(tmp_path):
    for argv, source, where in _big_inputs(tmp_path):
        assert_one_clean_line(run(*argv), source, where, "--json" in argv)


def test_the_engine_mode_answers_a_request_with_a_long_integer_and_goes_on():
    r = run("serve", "--stdio", input='{"id": 1, "op": "games", "seed": ' + BIG + '}\n{"id": 2, "op": "games"}\n')
    _, bad, good = [json.loads(line) for line in r.out.splitlines()]
    assert bad["error"] == {"kind": "input", "path": "line 1, $.seed", "message": TOO_MANY}
    assert good["id"] == 2 and "ok" in good


          # A game that is not a name (issue 27, item 4) #

@pytest.mark.parametrize("game", [{"a": 1}, [1, "x"], 5])
def test_a_game_that_is_not_a_string_is_bad_input_in_plain_words(game, tmp_path):
    state = write_json(tmp_path / "state.json", {"game": game})
    found = {dict: "object", list: "array", int: "integer"}[type(game)]
    words = f"$.game: expected string (the game's id: blood-bound, clash-of-decks, flesh-and-blood, wow-tcg), found {found}"
    assert_one_clean_line(run("legal-moves", str(state)), str(state), words)
    v = run("validate", "--json", str(state))
    assert v.code == 1 and v.json()["errors"][0]["message"] == words.split(": ", 1)[1], v
    # A fixture on it: the case fails with those words (exit 1, as for an
    # unknown game's name), or passes where it expects an invalid state.
    case = {"name": "c", "move": {"player": "bob", "action": "pass"}, "legal": False, "violates": ["CD-201"]}
    fixture = write_json(tmp_path / "fx.json", {"title": "t", "rules": ["CD-201"], "state": {"game": game},
                                                "cases": [case]})
    r = run("test", str(fixture))
    assert r.code == 1 and r.err == "" and "Traceback" not in r.out, r
    assert words in r.out and "0 passed, 1 failed" in r.out
    fixture = write_json(tmp_path / "fx.json", {"title": "t", "rules": ["CD-201"], "state": {"game": game},
                                                "cases": [{"name": "c", "valid": False, "errors": [{"path": "$.game"}]}]})
    r = run("test", "--json", str(fixture))
    assert r.code == 0 and r.json()["passed"] == 1, r


          # Under --as, a malformed move is bad input (issue 27, item 5) #

AS_MOVES = [({"player": "bob", "action": "play", "card": "b-shaman"}, "$"),
            ({"player": "bob", "action": "play", "card": "b-shaman", "lane": "top", "x": 1}, "$.x"),
            ({"player": "bob", "action": "play", "card": "b-shaman", "lane": 5}, "$.lane"),
            ({"player": "bob", "action": "play", "card": 7, "lane": "top"}, "$.card")]


@pytest.mark.parametrize("move,where", AS_MOVES, ids=["missing", "extra", "mistyped-lane", "mistyped-card"])
def test_a_malformed_move_is_bad_input_before_what_the_viewer_can_see(move, where):
    good = dict(move, lane="top", card="b-shaman")
    good.pop("x", None)
    assert run("check", "--as", "alice", MID, json.dumps(good)).code == 4     # alice cannot see bob's hand
    for command in ("check", "explain"):
        assert_one_clean_line(run(command, "--as", "alice", MID, json.dumps(move)), "MOVE", where)
        assert_one_clean_line(run(command, "--json", "--as", "alice", MID, json.dumps(move)), "MOVE", where,
                              as_json=True)


          # A card name no card has, in validate (issue 27, item 8) #

def _named(tmp_path: Path) -> list[tuple[Path, str, str]]:
    """Short positions naming a card the catalog has not, in every game with
    a catalog: (file, the place, the words)."""
    fab = {"game": "flesh-and-blood", "turn_player": "bob",
           "players": [{"name": "alice", "hero": "Dorinthea", "equipment": ["Ironrot Helmm"]},
                       {"name": "bob", "hero": "Rhinar", "hand": 2}]}
    wow = {"game": "wow-tcg", "turn": "bob", "step": "main",
           "players": [{"name": "alice", "hero": "Gorebellyy", "deck": 5}, {"name": "bob", "hero": "Warrax", "deck": 5}]}
    cd = {"game": "clash-of-decks", "players": ["ann", "bob"], "active": "ann", "mana": 8,
          "hands": {"ann": ["Impp", "Goblin", "bastion", "Brute", "Ogre", "Giant", "Knight", "Guard"]}}
    return [(write_json(tmp_path / "fab.json", fab), "$.players[0].equipment[0]",
             '"Ironrot Helmm" is not a card rulecheck knows; did you mean Ironrot Helm'),
            (write_json(tmp_path / "wow.json", wow), "$.players[0].hero",
             '"Gorebellyy" is not a card rulecheck knows; did you mean Gorebelly?'),
            (write_json(tmp_path / "cd.json", cd), "$.hands.ann[0]", '"Impp" is neither a card')]


def test_validate_lists_a_card_name_it_cannot_resolve_among_the_problems(tmp_path):
    """validate answers with the position's problems (exit 1), in every game;
    every other command refuses the position as bad input (exit 2)."""
    for f, where, words in _named(tmp_path):
        v = run("validate", "--json", str(f))
        assert v.code == 1 and v.err == "", v
        assert any(e["path"] == where and words in e["message"] for e in v.json()["errors"]), v.json()
        human = run("validate", str(f))
        assert human.code == 1 and f"{where}: {words}" in human.out, human
        assert_one_clean_line(run("legal-moves", str(f)), str(f), f"{where}: {words}")


@pytest.mark.parametrize("game", ["flesh-and-blood", "wow-tcg"])
def test_a_card_objects_long_name_is_refused_at_once(game, tmp_path):
    name = "x" * 60000
    if game == "flesh-and-blood":
        state = {"game": game, "turn_player": "bob",
                 "players": [{"name": "alice", "hero": "Dorinthea", "hand": [{"name": name}]},
                             {"name": "bob", "hero": "Rhinar", "hand": 2}]}
        where = "$.players[0].hand[0]"
    else:
        state = {"game": game, "turn": "bob", "step": "main",
                 "players": [{"name": "alice", "hero": {"name": name}, "deck": 5},
                             {"name": "bob", "hero": "Warrax", "deck": 5}]}
        where = "$.players[0].hero"
    f = write_json(tmp_path / "long.json", state)
    words = "a card name of 60,000 characters is no card's: a card name has at most 200"
    import time

    started = time.monotonic()
    r = run("legal-moves", str(f))
    assert_one_clean_line(r, str(f), f"{where}: {words}")
    v = run("validate", "--json", str(f))
    assert v.code == 1 and v.json()["errors"] == [{"kind": "semantic", "path": where, "message": words, "rule": None}]
    assert time.monotonic() - started < 10          # it took over 5 s (the time limit) for one command
