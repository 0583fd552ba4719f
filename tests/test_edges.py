"""The edges around the engine (issue "Hardening the edges"): numbers,
referenced file names, special files, terminals, odd MOVE arguments. Each
class of bad input gets one line on stderr naming the file and the place,
exit code 2; never exit 3, never a hang, never raw control characters."""

from __future__ import annotations

import json
import os

import pytest

from conftest import FIXTURES, run_forked as run, write_json

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
RECORD = FIXTURES / "clash-of-decks" / "records" / "illegal-fifth-card-summoned.json"
PLAY = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}


def one_line(r, *needles: str) -> str:
    assert r.code == 2 and r.out == "", r
    lines = r.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.err and "\x1b" not in r.err, r
    for n in needles:
        assert n in lines[0], (n, r)
    return lines[0]


def test_an_overflowing_number_in_a_move():
    one_line(run("check", MID, '{"player": "bob", "action": "attack", "x": 1e400}'), "MOVE: $.x:", "not finite")


def test_an_overflowing_number_in_a_record(tmp_path):
    rec = json.loads(RECORD.read_text("utf-8"))
    rec["moves"][0]["n"] = 1
    text = json.dumps(rec).replace('"n": 1', '"n": -1e999')
    f = tmp_path / "r.json"
    f.write_text(text)
    one_line(run("replay", str(f)), str(f), "not finite")


def test_a_nul_byte_in_a_referenced_file_name(tmp_path):
    rec = {"initial_file": "a\u0000b.json", "moves": []}
    f = write_json(tmp_path / "r.json", rec)
    one_line(run("replay", str(f)), "$.initial_file", "NUL")


def test_a_move_file_named_like_json(tmp_path):
    f = tmp_path / "[x].json"
    f.write_text(json.dumps(PLAY))
    r = run("check", MID, str(f))
    assert r.code == 0 and "legal" in r.out, r
    g = tmp_path / "{y}.json"
    g.write_text(json.dumps(PLAY))
    assert run("check", MID, str(g)).code == 0


def test_a_move_that_is_neither_a_file_nor_json():
    one_line(run("check", MID, "move.jsn"), "move.jsn", "no such file")


def test_a_newline_in_a_file_name_keeps_the_error_one_line(tmp_path):
    one_line(run("validate", str(tmp_path / "two\nlines.json")), "\\x0a", "no such file")


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_special_files_are_refused_at_once(special):
    one_line(run("validate", special), special, "not a regular file")


def test_a_fifo_does_not_block(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    one_line(run("legal-moves", str(fifo)), "not a regular file")
    fx = {"title": "t", "rules": ["CD-201"], "state_file": str(fifo), "cases": [{"legal_moves_count": 1}]}
    one_line(run("test", str(write_json(tmp_path / "fx.json", fx))), "not a regular file")


def test_standard_input():
    with open(MID, encoding="utf-8") as f:
        text = f.read()
    r = run("legal-moves", "--json", "-", input=text)
    assert r.code == 0 and r.out == run("legal-moves", "--json", MID).out, r
    r = run("check", MID, "-", input=json.dumps(PLAY))
    assert r.code == 0 and "legal" in r.out, r
    one_line(run("check", "-", "-", input=text), "standard input can be read once")


def test_control_characters_never_reach_the_terminal(tmp_path):
    state = json.loads(open(MID, encoding="utf-8").read())
    state["cards"]["b-shaman"]["name"] = "Sha\x1b]0;pwned\x07man\x1b[2J"
    f = write_json(tmp_path / "s.json", state)
    for argv in (["legal-moves", str(f)], ["explain", str(f), json.dumps(PLAY)], ["check", str(f), json.dumps(PLAY)]):
        r = run(*argv)
        assert r.code in (0, 1) and "\x1b" not in r.out and "\x07" not in r.out, (argv, r)
        assert "\\x1b" in r.out, (argv, r)
    one_line(run("check", str(f), json.dumps({"player": "bob\x1b[2J", "action": "attack"})))


def test_visible_shows_every_control_character():
    from pycli.render import visible

    controls = "".join(map(chr, [*range(0x20), *range(0x7f, 0xa0)]))
    shown = visible(f"a{controls}é\u3000b")
    assert shown == "a" + "".join(f"\\x{ord(c):02x}" for c in controls) + "é\u3000b"
    assert not any(c in shown for c in controls)
    assert visible("plain text [bold]") == "plain text [bold]"


          # A key that is not there is no value (issue 27, item 14) #

def test_changes_tell_a_value_of_absent_from_a_missing_key(capsys):
    # The engine's changes leave a side out where the key is not there
    # (rules.pl/rc_schema.pl, json_changes/3, tests/prolog/rc_changes.plt);
    # printed, that side is (absent), unquoted, and a string "(absent)" quoted.
    from pycli import render

    render._changes(lambda *pieces: print("".join(p if isinstance(p, str) else p[0] for p in pieces)),
                    [{"path": "$.a", "before": "(absent)"}, {"path": "$.c", "after": "(absent)"},
                     {"path": "$.n", "before": None, "after": 0}])
    out = capsys.readouterr().out
    assert '$.a: "(absent)" -> (absent)' in out and '$.c: (absent) -> "(absent)"' in out
    assert "$.n: null -> 0" in out
    import pickle

    from pycli import fixture_runner     # the fixture runner's missing key: one value, in workers too
    assert pickle.loads(pickle.dumps(fixture_runner.ABSENT)) is fixture_runner.ABSENT


def test_a_fixture_failure_tells_a_value_of_absent_from_a_missing_key(tmp_path):
    state = json.loads(open(MID, encoding="utf-8").read())
    state["cards"]["a-troll"]["name"] = "(absent)"
    fixture = write_json(tmp_path / "fx.json", {
        "title": "t", "rules": ["CD-201"], "state": state,
        "cases": [{"name": "c", "move": PLAY, "after": {"cards": {"a-troll": {"name": "Troll"}},
                                                         "turn_status": {"z": 1}}}]})
    r = run("test", str(fixture))
    assert r.code == 1, r
    assert '$.cards["a-troll"].name: "(absent)"' in r.out and "$.turn_status.z: (absent)" in r.out, r.out
