"""The way in: one Typer command line built from the command table
(commands.COMMANDS), driven in process through Typer's CliRunner, one
representative of each behaviour; and the installed `rulecheck` as a
user's process runs it."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, run
from pycli import __version__, cli, commands

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
PLAY = json.dumps({"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"})
BAD = json.dumps({"player": "alice", "action": "assault"})


def invoke(*argv: str, input: str | None = None):
    return CliRunner().invoke(cli.app, list(argv), input=input, env={"COLUMNS": "80", "NO_COLOR": "1"})


def test_every_command_of_the_table_is_a_typer_command():
    import typer

    group = typer.main.get_command(cli.app)
    assert sorted(group.commands) == sorted(c.name for c in commands.COMMANDS)


def test_an_answer_and_its_exit_code():
    r = invoke("check", MID, BAD)
    assert r.exit_code == 1 and r.stdout.startswith("illegal: ") and "CD-101" in r.stdout and r.stderr == "", r
    r = invoke("check", "--json", MID, PLAY)
    assert r.exit_code == 0 and json.loads(r.stdout)["legal"] is True, r


@pytest.mark.parametrize("argv", [["check", MID], ["legal-moves", "--al", MID], ["selfplay", "cd", "--games", "0"],
                                  ["nope"]])
def test_a_usage_error_is_one_line_on_stderr_exit_2(argv):
    r = invoke(*argv)
    assert r.exit_code == 2 and r.stdout == "", r
    assert r.stderr.startswith("rulecheck: usage: ") and r.stderr.count("\n") == 1, r


def test_errors_are_a_json_object_under_json():
    r = invoke("legal-moves", "--json", MID, "--al")
    assert r.exit_code == 2 and r.stdout == "", r
    assert json.loads(r.stderr)["error"]["kind"] == "usage"
    r = invoke("outcome", "--json", "-", input="{")
    assert r.exit_code == 2 and r.stdout == "", r
    error = json.loads(r.stderr)["error"]
    assert error["kind"] == "input" and error["file"] == "-" and error["path"].startswith("line ")


def test_help():
    r = invoke("check", "--help")
    assert r.exit_code == 0 and "Example: rulecheck check" in r.stdout, r


def test_version():
    r = invoke("--version")
    assert r.exit_code == 0 and r.stdout == f"rulecheck {__version__}\n", r


def test_the_installed_command_in_a_users_process():
    """The script, its exit code, standard input and a usage error, as a
    shell runs it."""
    r = run("check", MID, BAD)
    assert r.code == 1 and r.out.startswith("illegal: ") and r.err == "", r
    with open(MID, encoding="utf-8") as f:
        r = run("legal-moves", "--json", "-", input=f.read())
    assert r.code == 0 and r.json()["count"] == 13, r
    r = run("check", MID)
    assert r.code == 2 and r.out == "" and r.err == "rulecheck: usage: Missing argument 'MOVE...'. (see rulecheck --help)\n"
