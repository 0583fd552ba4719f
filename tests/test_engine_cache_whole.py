"""A compiled-rules file cut short or changed (issue 36: a truncated .qlf
aborted every command, SIGABRT, memory without bound) is never loaded: its
size and CRC-32 are checked against the folder's `digests` before the
engine loads it, and the rules are compiled again."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from conftest import FIXTURES, REPO, rulecheck_command
from pycli import engine

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"


def _check(env):
    return subprocess.run(rulecheck_command() + ["check", str(MID), '{"player": "alice", "action": "pass"}', "--json"],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("damage", ["truncated", "changed"])
def test_a_damaged_compiled_file_is_compiled_again(tmp_path, damage):
    cache = tmp_path / "cache"
    env = dict(os.environ, RULECHECK_CACHE=str(cache))
    first = _check(env)
    assert first.returncode == 2 and first.stderr, first
    [folder] = [p for p in cache.iterdir() if p.is_dir() and (p / "digests").is_file()]
    qlf = folder / "clash-of-decks" / "game.qlf"
    size = qlf.stat().st_size
    data = qlf.read_bytes()
    damaged = data[:1000] if damage == "truncated" else data[:-1] + bytes([data[-1] ^ 0xFF])
    qlf.write_bytes(damaged)
    again = _check(env)
    assert (again.returncode, again.stdout, again.stderr) == (first.returncode, first.stdout, first.stderr)
    [folder] = [p for p in cache.iterdir() if p.is_dir() and (p / "digests").is_file()]
    # Compiled again, whole: not the damaged bytes, and about the size it had
    # (a .qlf records when it was made: its size may differ by a digit).
    again_qlf = (folder / "clash-of-decks" / "game.qlf").read_bytes()
    assert engine._whole(folder) and again_qlf != damaged and abs(len(again_qlf) - size) <= 16
    assert json.loads(first.stderr)["error"]["path"] == "$.action"
