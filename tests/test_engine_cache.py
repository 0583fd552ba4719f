"""The compiled-rules cache can never lose a game from a running engine:
every game is loaded when the engine starts, so a cache folder pruned or
deleted by another process afterwards changes nothing for it (the
reproduction: ask about Clash of Decks, let the cache folder vanish, ask
about Blood Bound)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

from conftest import FIXTURES, REPO, rulecheck_command


def test_a_vanished_cache_loses_no_game_from_a_running_engine(tmp_path):
    cache = tmp_path / "cache"
    env = dict(os.environ, RULECHECK_CACHE=str(cache))
    proc = subprocess.Popen(rulecheck_command() + ["serve", "--stdio"], cwd=REPO, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        hello = json.loads(proc.stdout.readline())
        assert "legal_moves" in hello["operations"]

        def ask(request):
            proc.stdin.write(json.dumps(request) + "\n")
            proc.stdin.flush()
            return json.loads(proc.stdout.readline())

        cd = json.loads((FIXTURES / "clash-of-decks/states/midgame.json").read_text("utf-8"))
        assert "ok" in ask({"id": 1, "op": "legal_moves", "state": cd})
        assert any(p.is_dir() for p in cache.iterdir()), "the engine did not load from the cache"
        shutil.rmtree(cache)                    # another process prunes the cache
        bb = json.loads((FIXTURES / "blood-bound/records/six-players-quill-and-capture.json").read_text("utf-8"))
        answer = ask({"id": 2, "op": "legal_moves", "state": bb["initial"]})
        assert "ok" in answer, answer
        assert answer["ok"]["count"] > 0
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0


def test_prune_leaves_a_folder_in_use_and_removes_the_others(tmp_path):
    import fcntl
    import time

    from pycli import engine

    folders = []
    for i in range(7):
        f = tmp_path / f"set{i}"
        f.mkdir()
        (f / "rulecheck.qlf").write_text("", "utf-8")
        (f / "lock").write_text("", "utf-8")
        os.utime(f, (time.time() - 100 + i, time.time() - 100 + i))   # set6 the newest
        folders.append(f)
    held = os.open(folders[0] / "lock", os.O_RDONLY)
    fcntl.flock(held, fcntl.LOCK_SH)            # an engine loading from the oldest
    try:
        engine._prune(tmp_path, keep=folders[6], most=4)
    finally:
        os.close(held)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == ["set0", "set3", "set4", "set5", "set6"], left
    with engine._in_use(folders[1]) as there:
        assert not there                        # pruned: the engine compiles anew
    with engine._in_use(folders[0]) as there:
        assert there
