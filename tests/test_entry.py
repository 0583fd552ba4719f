"""The two ways into the command line give the same answers.

main.py parses the plain forms of every command itself (fast, without
Typer); cli.py builds the Typer command line from the same table
(commands.COMMANDS). For the plain forms of every command, both paths must
give the same output and exit code: RULECHECK_NO_FAST_PATH sends a command
line to Typer."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, run
from pycli import commands, main

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
BB = str(FIXTURES / "blood-bound" / "intervention" / "choosing-an-offer.json")
RECORD = str(FIXTURES / "clash-of-decks" / "records" / "illegal-fifth-card-summoned.json")
FIXTURE = str(FIXTURES / "clash-of-decks" / "summon" / "four-leftmost-bastion-in-the-middle.json")
PLAY = json.dumps({"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"})
BAD = json.dumps({"player": "alice", "action": "assault"})

#: Plain forms of every command (bench is too slow to run twice here; its
#: parsing is checked below).
PLAIN = [
    ["legal-moves", MID], ["legal-moves", "--json", MID], ["legal-moves", "--all", "--json", BB],
    ["legal-moves", "--as", "alice", MID], ["legal-moves", MID, "--as=bob", "--json"],
    ["check", MID, PLAY], ["check", "--json", MID, BAD], ["check", "--as", "alice", MID, PLAY],
    ["apply", MID, PLAY], ["apply", "--json", MID, BAD],
    ["explain", MID, BAD], ["explain", "--json", MID, PLAY], ["explain", "--as", "bob", MID, BAD],
    ["replay", RECORD], ["replay", "--json", RECORD], ["replay", RECORD, RECORD, "--json"],
    ["replay", "--jobs", "2", RECORD, "no-such-record.json"],
    ["show", MID], ["show", "--as", "alice", MID],
    ["outcome", MID], ["outcome", "--json", BB],
    ["validate", MID], ["validate", "--json", str(FIXTURES / "wow-tcg" / "states" / "duplicate-card-id.json")],
    ["schema", "blood-bound"], ["schema", "chess"],
    ["rules", "clash-of-decks", "CD-201"], ["rules", "--json", "wow-tcg", "WOW-201"], ["rules", "blood-bound"],
    ["test", FIXTURE], ["test", "-v", FIXTURE, FIXTURE], ["test", "--json", FIXTURE],
    ["test", "--jobs", "2", FIXTURE, str(FIXTURES / "blood-bound" / "setup")],
    ["selfplay", "clash-of-decks", "--games", "1", "--json"], ["selfplay", "chess"],
    ["normalize", MID], ["normalize", "--json", BB],
    ["cards", "clash-of-decks"], ["cards", "--json", "wow-tcg", "axe"],
    ["new", "blood-bound", "--seed", "2"], ["new", "clash-of-decks", "--players", "ann,bob", "--choice", "k=v"],
    ["check", "no-such-file.json", PLAY], ["legal-moves", MID, "extra.json"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=[f"{i}-{a[0]}" for i, a in enumerate(PLAIN)])
def test_both_paths_agree(argv):
    fast = run(*argv)
    typer = run(*argv, env={"RULECHECK_NO_FAST_PATH": "1"})
    assert (fast.code, fast.out, fast.err) == (typer.code, typer.out, typer.err)


@pytest.mark.parametrize("argv", [a for a in PLAIN if a[-1] != "extra.json"])
def test_plain_forms_take_the_fast_path(argv):
    assert main.parse(argv) is not None


@pytest.mark.parametrize("argv", [["check", MID], ["legal-moves", "--help"], ["legal-moves", "--al", MID],
                                  ["selfplay", "cd", "--games", "0"], ["selfplay", "cd", "--games"],
                                  ["bench", "--runs", "x"], ["check", "--", MID, PLAY], [], ["nope"]])
def test_other_forms_go_to_typer(argv):
    assert main.parse(argv) is None


def test_every_command_has_a_plain_form_here():
    # serve reads standard input: test_serve.py runs it both ways.
    assert {a[0] for a in PLAIN} | {"bench", "serve"} == {c.name for c in commands.COMMANDS}
    assert main.parse(["serve", "--stdio", "--jobs", "2"]) is not None
    assert main.parse(["bench", "clash-of-decks", "--runs", "2", "--json"]) is not None


def test_usage_errors_are_the_same_either_way():
    for argv in (["check", MID], ["legal-moves", "--al", MID], ["selfplay", "cd", "--games", "0"]):
        r = run(*argv)
        assert r.code == 2 and r.err.startswith("rulecheck: usage:"), r
