"""Command-line conventions a script can trust: --version, --json on every
command, errors as JSON under --json, one exit-code table, a closed pipe
ending quietly, rules found by ID alone, completion, help with examples."""

from __future__ import annotations

import json
import subprocess

import pytest

from conftest import FIXTURES, rulecheck_command, run
from pycli import commands

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
PLAY = json.dumps({"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"})


def test_version():
    from pycli import __version__

    r = run("--version")
    assert r.code == 0 and r.out == f"rulecheck {__version__}\n", r


@pytest.mark.parametrize("command", [c.name for c in commands.COMMANDS])
def test_every_command_takes_json(command):
    assert any("--json" in o.flags for o in commands.BY_NAME[command].options)


def test_show_json_gives_the_view_and_the_model():
    r = run("show", "--json", "--as", "alice", MID)
    assert r.code == 0, r
    v = r.json()
    assert v["viewer"] == "alice" and v["model"]["title"] == "Clash of Decks"
    assert v["state"]["cards"].get("b-combustion") == "(hidden)"


def test_schema_json_is_the_schema():
    assert run("schema", "--json", "wow-tcg").out == run("schema", "wow-tcg").out


def test_errors_are_json_under_json():
    r = run("check", "--json", "/no/such/file.json", PLAY)
    assert r.code == 2 and r.out == "", r
    err = json.loads(r.err)["error"]
    assert err == {"kind": "input", "file": "/no/such/file.json", "path": None, "message": "no such file"}
    r = run("legal-moves", "--json", "--nope", MID)
    assert r.code == 2 and json.loads(r.err)["error"]["kind"] == "usage", r
    r = run("check", MID, '{"player": 1}')
    assert r.code == 2 and r.err.startswith("rulecheck: MOVE: $.player:"), r


def test_unknown_to_the_viewer_has_its_own_exit_code():
    r = run("check", "--as", "alice", MID, PLAY)
    assert r.code == 4 and "unknown to alice" in r.out, r
    r = run("check", "--json", "--as", "alice", MID, PLAY)
    assert r.code == 4 and r.json()["legal"] is None, r
    assert int(commands.ExitCode.UNKNOWN) == 4


def test_a_closed_pipe_ends_quietly():
    p = subprocess.run(f"{' '.join(rulecheck_command())} legal-moves --all {FIXTURES}/clash-of-decks/draft/"
                       f"first-player-starts-with-six-mana.json | head -1", shell=True, capture_output=True,
                       text=True, timeout=120)
    assert p.stderr == "" and p.stdout.count("\n") == 1, p


def test_rules_by_id_alone_case_insensitive_and_did_you_mean():
    r = run("rules", "--json", "cd-201")
    assert r.code == 0 and r.json()["id"] == "CD-201" and r.json()["game"] == "clash-of-decks", r
    r = run("rules", "wow-201")
    assert r.code == 0 and "WOW-201" in r.out, r
    r = run("rules", "CD-2011")
    assert r.code == 2 and "did you mean CD-201" in r.err, r


def test_completion_of_commands_games_and_rules():
    def complete(words, cword):
        return run(env={"_RULECHECK_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(cword)})

    assert "legal-moves" in complete("rulecheck leg", 1).out.split()
    assert complete("rulecheck selfplay fl", 2).out.split() == ["flesh-and-blood"]
    assert "CD-201" in complete("rulecheck rules CD-2", 2).out.split()


@pytest.mark.parametrize("command", [c.name for c in commands.COMMANDS])
def test_every_command_has_help_with_an_example(command):
    r = run(command, "--help")
    assert r.code == 0 and "Example: rulecheck" in r.out, r


def test_help_names_the_forms_of_move_and_stdin():
    r = run("check", "--help")
    text = " ".join(r.out.replace("│", " ").split())
    assert "- reads standard input" in text and "inline JSON" in text, r
