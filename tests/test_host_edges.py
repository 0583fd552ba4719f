"""The host's edges the fuzzer found (issue 36): every operation bounded,
a malformed `new` options object, numbers out of range on the command
line. Each is bad input: one line naming the place, exit code 2 (an
error of kind "input" through serve), never an internal error; and the
good inputs beside them still answer."""

from __future__ import annotations

import json

import pytest

from conftest import run_forked

BIG = "99999999999999999999999999"


def one_line_exit_2(r) -> str:
    assert r.code == 2 and r.out == "", r
    assert r.err.count("\n") == 1 and "Traceback" not in r.err and "internal" not in r.err, r
    return r.err


def serve(*requests: dict) -> list[dict]:
    r = run_forked("serve", "--stdio", input="".join(json.dumps(q) + "\n" for q in requests))
    assert r.code == 0 and r.err == "", r
    return [json.loads(line) for line in r.out.splitlines()[1:]]


# -- rules WORDS and cards QUERY: bounded, so every operation answers in bounded time

LONG = " ".join(["a"] * 20000)


@pytest.mark.parametrize("args", [("rules", LONG), ("rules", "wow-tcg", LONG), ("cards", "wow-tcg", LONG)])
def test_a_search_of_twenty_thousand_words_is_refused_at_once(args):
    err = one_line_exit_2(run_forked(*args))
    assert "QUERY" in err and "at most 200" in err and len(err) < 200


def test_a_search_of_a_few_words_still_answers():
    assert "FAB-309" in run_forked("rules", "go again").out
    assert "Anika Berlyn" in run_forked("cards", "wow-tcg", "anika").out
    longest = " ".join(["go"] * 66) + " ag"              # 200 characters: the bound itself
    assert len(longest) == 200 and run_forked("rules", longest).code in (0, 2)


def test_serve_refuses_an_overlong_search_as_input_and_goes_on():
    answers = serve({"id": 1, "op": "rules", "rule": LONG}, {"id": 2, "op": "cards", "game": "wow-tcg", "query": LONG},
                    {"id": 3, "op": "rules", "rule": "go again"})
    assert [a["error"]["kind"] for a in answers[:2]] == ["input", "input"]
    assert answers[1]["error"]["path"] == "$.query" and "at most 200" in answers[1]["error"]["message"]
    assert any(r["id"] == "FAB-309" for r in answers[2]["ok"])


# -- new: the options' shape is checked before a game reads them

BAD_OPTIONS = [
    ({"choices": {"hero": "Dorinthea"}}, "$.choices.hero"),
    ({"choices": []}, "$.choices"),
    ({"choices": {"hero": [1]}}, "$.choices.hero"),
    ({"choices": {"hero": [None]}}, "$.choices.hero"),
    ({"players": "x"}, "$.players"),
    ({"players": [1, 2]}, "$.players"),
    ({"players": 2.5}, "$.players"),
    ({"extra": 1}, "$"),
]


@pytest.mark.parametrize("game", ["blood-bound", "clash-of-decks", "flesh-and-blood", "wow-tcg"])
def test_new_with_mistyped_options_is_bad_input_naming_the_option(game):
    answers = serve(*({"id": i, "op": "new", "game": game, "options": o} for i, (o, _) in enumerate(BAD_OPTIONS)))
    for (options, path), a in zip(BAD_OPTIONS, answers):
        assert a["error"]["kind"] == "input" and a["error"]["path"] == path, (options, a)
        assert "\n" not in a["error"]["message"] and "error" not in a["error"]["message"], a


def test_new_with_well_typed_options_still_answers():
    answers = serve({"op": "new", "game": "flesh-and-blood", "options": {"players": 2, "choices": {"format": ["blitz"]}}},
                    {"op": "new", "game": "wow-tcg", "options": {"choices": {"hero": []}}},
                    {"op": "new", "game": "blood-bound", "options": {"players": 7, "choices": {"false_curses": ["3"]}}})
    assert all("ok" in a for a in answers), answers


def test_new_on_the_command_line_names_the_option():
    err = one_line_exit_2(run_forked("new", "flesh-and-blood", "--choice", "format=xyz"))
    assert "OPTIONS" in err and "$.choices" in err


# -- numbers out of range on the command line: a usage error, exit 2

OUT_OF_RANGE = [
    ("new", "wow-tcg", "--seed", BIG),
    ("new", "wow-tcg", "--seed", "-5"),
    ("serve", "--stdio", "--jobs", BIG),
    ("replay", "--jobs", BIG, "fixtures/wow-tcg/records/full-game-alice-wins.json"),
    ("test", "--jobs", BIG, "fixtures/wow-tcg/cards"),
    ("web", "--port", "70000"),
    ("web", "--port", BIG),
    ("bench", "--runs", BIG),
    ("bench", "--steps", BIG),
    ("bench", "--seed", BIG),
    ("selfplay", "wow-tcg", "--games", BIG),
    ("selfplay", "wow-tcg", "--max-moves", BIG),
    ("selfplay", "wow-tcg", "--seed", BIG),
]


@pytest.mark.parametrize("args", OUT_OF_RANGE, ids=lambda a: " ".join(a)[:40])
def test_a_number_out_of_range_is_a_usage_error(args):
    err = one_line_exit_2(run_forked(*args, input=""))
    option = next(a for a in args if a.startswith("--") and a != "--stdio")
    assert option in err and "range" in err


def test_the_largest_seed_still_answers():
    r = run_forked("new", "wow-tcg", "--seed", str(2**63 - 1))
    assert r.code == 0 and json.loads(r.out)["game"] == "wow-tcg", r


def test_serve_refuses_a_negative_seed():
    (a,) = serve({"op": "new", "game": "wow-tcg", "seed": -5})
    assert a["error"]["kind"] == "input" and a["error"]["path"] == "$.seed"


def test_every_number_option_has_its_bounds():
    from pycli import commands

    for command in commands.COMMANDS:
        for opt in command.options:
            if opt.kind is int:
                assert opt.min is not None and opt.max is not None, (command.name, opt.flags)


# -- a bad move in a line says which move of the line it is

MID = "fixtures/clash-of-decks/states/midgame.json"
SHAMAN = '{"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}'
FLY = '{"player": "bob", "action": "fly"}'
COMBUSTION = '{"player": "bob", "action": "play", "card": "b-combustion", "target": "a-troll"}'


@pytest.mark.parametrize("command", ["check", "apply", "explain"])
def test_a_malformed_move_of_a_line_is_named_by_its_place(command):
    err = one_line_exit_2(run_forked(command, MID, SHAMAN, FLY, SHAMAN))
    assert err.startswith("rulecheck: MOVE 2 of 3: $.action: a move's action is one of"), err
    err = one_line_exit_2(run_forked(command, MID, SHAMAN, COMBUSTION, FLY))
    assert err.startswith("rulecheck: MOVE 3 of 3: $.action"), err
    err = one_line_exit_2(run_forked(command, MID, SHAMAN, "99"))
    assert err.startswith("rulecheck: MOVE 2 of 2: 99 is not the number of a legal move"), err


def test_a_move_file_of_a_line_is_named_with_its_place(tmp_path):
    (tmp_path / "fly.json").write_text(FLY, "utf-8")
    err = one_line_exit_2(run_forked("check", MID, SHAMAN, str(tmp_path / "fly.json")))
    assert err.startswith(f"rulecheck: {tmp_path / 'fly.json'} (move 2 of 2): $.action"), err


def test_a_single_bad_move_is_named_as_before():
    err = one_line_exit_2(run_forked("check", MID, FLY))
    assert err.startswith("rulecheck: MOVE: $.action"), err
