#!/usr/bin/env python3
"""Start-up before and after a change, interleaved on a shared machine
(docs/benchmarks.md): whole processes of this checkout and of another commit
(extracted with `git archive`), each run alternately, wall time and CPU time
(user + system of the process, from os.wait4), medians.

    .venv/bin/python scripts/startup_pair.py COMMIT [--runs N]

Rows: `check --json` of a mid-game Clash of Decks move, `legal-moves` of a
Clash of Decks hand to form (80,640 moves, the first 1,000 printed), and the
floor: a bare swipl that loads the same compiled rules and answers the same
api/3 request. The Python side runs as an installed package does, its
modules compiled once (PYTHONPYCACHEPREFIX), each tree with its own cache of
compiled rules.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PY = str(REPO / ".venv" / "bin" / "python")
MOVE = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}


def run(argv: list[str], cwd: str, env: dict[str, str]) -> tuple[float, float]:
    t = time.perf_counter()
    p = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    return (time.perf_counter() - t) * 1000, (usage.ru_utime + usage.ru_stime) * 1000


def hand_position(tmp: Path) -> Path:
    """Both hands to form after the draft (rulecheck bench's hand_forming)."""
    sys.path.insert(0, str(REPO))
    from pycli import bench

    return bench.hand_forming_position(tmp)[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("commit")
    ap.add_argument("--runs", type=int, default=9)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="startup-pair-"))
    try:
        base = tmp / "base"
        base.mkdir()
        archive = subprocess.run(["git", "archive", args.commit], cwd=REPO, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        mid = REPO / "fixtures/clash-of-decks/states/midgame.json"
        hand = hand_position(tmp)
        request = tmp / "request.json"
        request.write_text(json.dumps({"state": json.loads(mid.read_text("utf-8")), "move": MOVE},
                                      ensure_ascii=False, separators=(", ", ": ")), "utf-8")
        commands = {}
        for name, tree in (("before", base), ("after", REPO)):
            env = dict(os.environ, RULECHECK_CACHE=str(tmp / f"cache-{name}"), PYTHONPATH=str(tree),
                       PYTHONPYCACHEPREFIX=str(tmp / f"pyc-{name}"))
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            compiled = subprocess.run([PY, "-c", "from pycli import engine; print(engine.engine().compiled)"],
                                      cwd=tree, env=env, capture_output=True, text=True, check=True).stdout.strip()
            goal = (f"use_module('{compiled}/rulecheck'), open('{request}', read, S, [encoding(utf8)]), "
                    "read_string(S, _, T), close(S), atom_string(A, T), rulecheck:api(check, A, R), write(R), nl")
            commands[f"check {name}"] = ([PY, "-m", "pycli", "check", "--json", str(mid), json.dumps(MOVE)], str(tree), env)
            commands[f"hand {name}"] = ([PY, "-m", "pycli", "legal-moves", str(hand)], str(tree), env)
            commands[f"floor {name}"] = ([shutil.which("swipl") or "swipl", "-q", "-g", goal, "-t", "halt"],
                                         str(tree), dict(os.environ))
        for c in commands.values():
            run(*c)                                  # warm: caches filled, modules compiled
        rows: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in commands}
        for _ in range(args.runs):
            for k, c in commands.items():
                w, u = run(*c)
                rows[k][0].append(w)
                rows[k][1].append(u)
        med = statistics.median
        print(f"{args.runs} runs each, alternating; medians")
        for k, (w, u) in rows.items():
            print(f"  {k:<14} wall {med(w):7.1f} ms   cpu {med(u):7.1f} ms")
        for name in ("before", "after"):
            fw, fu = med(rows[f"floor {name}"][0]), med(rows[f"floor {name}"][1])
            cw, cu = med(rows[f"check {name}"][0]), med(rows[f"check {name}"][1])
            print(f"  {name}: check / its floor: wall {cw / fw:.2f}x, cpu {cu / fu:.2f}x")
        for what in ("check", "hand", "floor"):
            a, b = rows[f"{what} after"], rows[f"{what} before"]
            print(f"  {what}, after / before: wall {med(a[0]) / med(b[0]):.2f}, cpu {med(a[1]) / med(b[1]):.2f}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
