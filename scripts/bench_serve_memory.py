"""The engine mode's memory over a long run: `rulecheck serve --stdio` is
sent a cycle of mixed requests (every operation, every game, big answers
such as a whole catalogue beside small ones), one at a time, and its
resident memory (VmRSS, /proc) is read after given counts of answers.

    .venv/bin/python scripts/bench_serve_memory.py 1000 100000

prints one line per count: the count, the resident memory in MB, and its
ratio to the first count's. tests/test_serve_memory.py runs it with a
bounded count (docs/benchmarks.md has the figures of the long run)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "fixtures"


def _state(path: str) -> dict:
    data = json.loads((FIXTURES / path).read_text("utf-8"))
    return data.get("state", data) if "game" not in data else data


def mixed_requests() -> list[dict]:
    """One cycle of requests: each operation, on positions of every game."""
    mid = _state("clash-of-decks/states/midgame.json")
    record = json.loads((FIXTURES / "wow-tcg/records/full-game-alice-wins.json").read_text("utf-8"))
    play = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
    bad = {"player": "alice", "action": "assault"}
    out: list[dict] = [
        {"op": "check", "state": mid, "move": play},
        {"op": "check", "state": mid, "move": bad},
        {"op": "legal_moves", "state": mid, "limit": 5},
        {"op": "apply", "state": mid, "move": play},
        {"op": "explain", "state": mid, "move": bad},
        {"op": "outcome", "state": mid},
        {"op": "validate", "state": mid},
        {"op": "normalize", "state": mid},
        {"op": "show", "state": mid, "viewer": "alice"},
        {"op": "games"},
        {"op": "replay", "record": record},
        {"op": "check", "state": mid, "move": {"player": "bob", "action": "play", "card": "nowhere"}},
        {"op": "nonsense"},
    ]
    for game in sorted(p.parent.name for p in (REPO / "rules.pl").glob("*/game.pl")):
        out += [{"op": "cards", "game": game},                  # a whole catalogue: the biggest answers
                {"op": "cards", "game": game, "query": "a"},
                {"op": "new", "game": game, "seed": 7},
                {"op": "rules", "game": game},
                {"op": "rules", "game": game, "rule": "no-such-rule"}]
    for i, r in enumerate(out):
        r["id"] = i
    return out


def _rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise OSError("no VmRSS")


def measure(counts: list[int], command: list[str] | None = None, env: dict | None = None) -> list[tuple[int, int, float]]:
    """(count, resident kB, seconds so far) after each count of answers."""
    command = command or [str(REPO / ".venv" / "bin" / "rulecheck"), "serve", "--stdio"]
    lines = [(json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8") for r in mixed_requests()]
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    try:
        proc.stdout.readline()                      # the hello line
        start, done, out = time.monotonic(), 0, []
        for count in sorted(counts):
            while done < count:
                proc.stdin.write(lines[done % len(lines)])
                proc.stdin.flush()
                answer = proc.stdout.readline()
                if not answer:
                    raise RuntimeError(f"serve ended after {done} answers")
                done += 1
            out.append((count, _rss_kb(proc.pid), time.monotonic() - start))
        return out
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)


def main(argv: list[str]) -> int:
    counts = [int(a) for a in argv] or [1000, 100000]
    figures = measure(counts)
    base = figures[0][1]
    for count, kb, seconds in figures:
        print(f"{count:>8} answers  {kb / 1024:8.1f} MB  {kb / base:5.2f}x  ({seconds:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
