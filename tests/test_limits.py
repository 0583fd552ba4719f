"""Work no limit used to cover (docs/hardening.md, "Limits"): each case runs
the command as a user does and asserts a bound on its time and peak memory,
with generous margins (the figures themselves are in docs/benchmarks.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import FIXTURES, REPO, command_env, rulecheck_command

sys.path.insert(0, str(REPO / "scripts"))
from bench_positions import wow_tcg  # noqa: E402

MIB = 1024


#: Runs a command with its output to two files, and prints its wall time,
#: its own peak memory (wait4) and its exit code; started as python -S, so
#: that the child does not count the test process's pages as its own.
_LAUNCHER = """
import os, sys, time
out, err = sys.argv[1], sys.argv[2]
t = time.perf_counter()
pid = os.fork()
if pid == 0:
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 1)
    os.dup2(os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), 2)
    os.execv(sys.argv[3], sys.argv[3:])
_, status, usage = os.wait4(pid, 0)
print(time.perf_counter() - t, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def measured(*args: str, env: dict | None = None) -> tuple[int, str, str, float, int]:
    """Exit code, stdout, stderr, wall seconds and peak RSS (KiB) of one
    rulecheck process."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        out, err = Path(d) / "out", Path(d) / "err"
        cmd = rulecheck_command()                   # an absolute path: execv takes it as it is
        r = subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, str(out), str(err), *cmd, *args],
                           capture_output=True, text=True, cwd=REPO, timeout=600,
                           env=command_env(env))
        wall, peak, code = r.stdout.split()
        return int(code), out.read_text("utf-8"), err.read_text("utf-8"), float(wall), int(peak)


def write(path: Path, value) -> Path:
    path.write_text(json.dumps(value, separators=(",", ":")), "utf-8")
    return path


def test_a_listing_counts_no_further_than_it_shows(tmp_path):
    # 300 ready allies a side: 90,000 proposals and more; the listing shows
    # 1,000 and says there are more, without counting them all.
    f = write(tmp_path / "wow300.json", wow_tcg.position(300, 2, 2, 8))
    code, out, err, wall, peak = measured("legal-moves", str(f))
    assert code == 0 and err == "", err
    assert out.startswith("more than 1000 legal moves") and out.rstrip().endswith("--all lists every one)")
    assert wall < 60 and peak < 300 * MIB
    code, out, _, _, _ = measured("legal-moves", "--json", str(f))
    page = json.loads(out)
    assert page["count"] is None and page["more_than"] == 1000 and len(page["moves"]) == 1000 and page["truncated"]


def test_validate_lists_at_most_a_thousand_problems(tmp_path):
    state = wow_tcg.position(1500, 2, 2, 8)
    for ally in state["players"][0]["allies"]:
        ally["damage"] = 9                                  # fatal damage: WOW-105, once an ally
    f = write(tmp_path / "bad.json", state)
    code, out, err, wall, peak = measured("validate", "--json", str(f))
    assert code == 1 and err == ""
    errors = json.loads(out)["errors"]
    assert len(errors) == 1001 and errors[-1]["rule"] is None and "more than 1000 problems" in errors[-1]["message"]
    assert wall < 60 and peak < 300 * MIB


def test_listing_every_order_of_a_hand_in_flat_memory(tmp_path):
    from test_hardening import form_hand_position

    f = form_hand_position(tmp_path)
    code, out, err, wall, peak = measured("legal-moves", "--all", "--json", str(f))
    assert code == 0 and err == ""
    assert out.count('"action": "form_hand"') == 80640
    assert peak < 200 * MIB, peak                           # about 30 MiB; it was 690 MiB held at once


def test_a_long_text_is_not_amplified(tmp_path):
    state = wow_tcg.position(8, 3, 4, 10)
    state["players"][0]["hand"][0]["name"] = "x" * (7 * 1024 * 1024)
    f = write(tmp_path / "note.json", state)
    code, out, err, wall, peak = measured("apply", "--json", str(f), json.dumps({"player": "alice", "action": "pass"}))
    assert code == 0 and err == "", err
    assert json.loads(out)["players"][0]["hand"][0]["name"] == "x" * (7 * 1024 * 1024)
    assert peak < 400 * MIB, peak                           # about 130 MiB; it was 1.1 GiB


def test_a_long_record_is_refused_or_replayed_in_bounded_memory(tmp_path):
    record = json.loads((FIXTURES / "wow-tcg/records/full-game-alice-wins.json").read_text("utf-8"))
    record["moves"] = (record["moves"] * 1100)[:160_000]
    f = write(tmp_path / "long.json", record)
    code, out, err, wall, peak = measured("replay", str(f))
    assert code == 1 and err == ""                          # the game is over after its real moves
    assert "is illegal" in out
    assert wall < 120 and peak < 700 * MIB, peak            # about 270 MiB; it was 1 GiB


def test_a_question_past_its_clock_is_stopped(tmp_path):
    from test_hardening import form_hand_position

    f = form_hand_position(tmp_path)
    code, out, err, wall, _ = measured("legal-moves", "--all", str(f), env={"RULECHECK_TIME_LIMIT": "0.5"})
    assert code == 2 and out == ""
    assert err.strip() == f"rulecheck: {f}: the question took longer than the engine's time limit (0.5 s)"
    assert wall < 30


def test_show_draws_a_bounded_number_of_lines(tmp_path):
    f = write(tmp_path / "wow6000.json", wow_tcg.position(6000, 2, 2, 8))
    code, out, err, wall, peak = measured("show", str(f))
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) <= 3000
    assert lines[-1].startswith("... ") and lines[-1].endswith(
        " more lines not drawn (rulecheck show --json gives the whole position)")
    assert int(lines[-1].split()[1]) > 9000
    assert wall < 60 and peak < 400 * MIB


def test_the_boundary_costs_a_call_little(tmp_path):
    """`rulecheck bench`'s API figure: core.check against the engine's own
    api/3 in a bare swipl on the same request (docs/benchmarks.md has the
    figures; the bound here is generous: a loaded machine)."""
    from pycli import bench, schema

    a = bench.api_ratio(FIXTURES / "clash-of-decks" / "states" / "midgame.json", 1, tmp_path, calls=5)
    part = json.loads(schema.output_schema_text("bench"))["properties"]["api"]
    assert list(schema.errors(a, part)) == []
    assert a["python_ms"] > 0 and a["swipl_ms"] > 0 and a["ratio"] < 20, a


def test_what_apply_and_normalize_write_rulecheck_reads_back(tmp_path):
    """A valid 5 MB position indents to about 10 MB, past the 8 MiB that
    rulecheck reads: a state that large is written on one line (issue 27,
    item 9); a small one stays indented."""
    from conftest import run

    big = write(tmp_path / "big.json", wow_tcg.position(20000, 2, 2, 8))
    assert 4_500_000 < big.stat().st_size < 8 * MIB * MIB
    for argv in (["apply", "--json", str(big), '{"action": "pass", "player": "alice"}'], ["normalize", str(big)]):
        code, out, err, wall, peak = measured(*argv)
        assert code == 0 and err == "", err
        assert len(out.encode("utf-8")) <= 8 * MIB * MIB and out.count("\n") == 1
        back = write(tmp_path / "back.json", json.loads(out))
        again = tmp_path / "again.json"
        again.write_text(out, "utf-8")
        r = run("validate", str(again))
        assert r.code == 0, r
        assert back.stat().st_size == again.stat().st_size - 1     # the same JSON, compact, and a newline
    small = run("apply", "--json", str(FIXTURES / "clash-of-decks/states/midgame.json"),
                '{"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}')
    assert small.code == 0 and small.out.startswith('{\n  "active": "')


def test_a_state_too_large_to_read_back_is_not_written(monkeypatch, capsys):
    from pycli import commands, core, inputs

    monkeypatch.setattr(inputs, "MAX_BYTES", 100)
    commands._print_state({"game": "x", "note": "y" * 70}, "STATE")     # indented: 106 bytes; compact: 92
    assert capsys.readouterr().out == '{"game":"x","note":"' + "y" * 70 + '"}\n'
    try:
        commands._print_state({"game": "x", "note": "y" * 100}, "STATE")
    except core.LimitError as e:
        assert core.failure(e) == {"kind": "limit", "file": "STATE", "path": None, "message":
                                   "the position is 122 bytes as JSON, more than rulecheck reads (100 bytes): not written"}
    else:
        raise AssertionError("written")
    assert capsys.readouterr().out == ""
