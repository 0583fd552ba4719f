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
