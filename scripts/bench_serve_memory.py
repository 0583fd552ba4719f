"""The engine mode's memory over a long run: `rulecheck serve --stdio` is
sent mixed requests (every operation, every game; light ones, and every
fortieth a heavy one in turn, such as a whole catalogue: a megabyte of
JSON), one at a time, and its resident memory (VmRSS, /proc) is read after
given counts of answers.

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


def mixed_requests() -> tuple[list[dict], list[dict]]:
    """The requests of the run: (light, heavy). The light ones (each
    operation on a position, a short search, a new position, a rulebook)
    take a few milliseconds each and make the stream; a heavy one (a whole
    catalogue: Flesh and Blood's is a megabyte of JSON; a record replayed; a
    search of every rule; a board drawn) takes up to 0.7 s and comes in
    every HEAVY_EVERY-th place, in turn (each of them within the first
    thousand requests)."""
    mid = _state("clash-of-decks/states/midgame.json")
    record = json.loads((FIXTURES / "wow-tcg/records/full-game-alice-wins.json").read_text("utf-8"))
    play = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
    bad = {"player": "alice", "action": "assault"}
    light: list[dict] = [
        {"op": "check", "state": mid, "move": play},
        {"op": "check", "state": mid, "move": bad},
        {"op": "legal_moves", "state": mid, "limit": 5},
        {"op": "explain", "state": mid, "move": bad},
        {"op": "outcome", "state": mid},
        {"op": "games"},
        {"op": "check", "state": mid, "move": {"player": "bob", "action": "play", "card": "nowhere"}},
        {"op": "nonsense"},
    ]
    heavy: list[dict] = [
        {"op": "apply", "state": mid, "move": play},
        {"op": "validate", "state": mid},
        {"op": "normalize", "state": mid},
        {"op": "show", "state": mid, "viewer": "alice"},
        {"op": "replay", "record": record},
    ]
    for game in sorted(p.parent.name for p in (REPO / "rules.pl").glob("*/game.pl")):
        light += [{"op": "cards", "game": game, "query": "zz"},
                  {"op": "rules", "game": game, "rule": "no-1"}]
        heavy += [{"op": "cards", "game": game},                # a whole catalogue: the biggest answers
                  {"op": "new", "game": game, "seed": 7},
                  {"op": "rules", "game": game},
                  {"op": "rules", "game": game, "rule": "no-such-rule"}]
    for i, r in enumerate(light + heavy):
        r["id"] = i
    return light, heavy


#: Every this many requests, one of the heavy ones (in turn).
HEAVY_EVERY = 40


def request_at(n: int, light: list[dict], heavy: list[dict]) -> dict:
    """The n-th request of the run (from 0)."""
    if n % HEAVY_EVERY == HEAVY_EVERY - 1:
        return heavy[(n // HEAVY_EVERY) % len(heavy)]
    return light[n % len(light)]


def _rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise OSError("no VmRSS")


def measure(counts: list[int], command: list[str] | None = None, env: dict | None = None,
            progress=None) -> list[tuple[int, int, float]]:
    """(count, resident kB, seconds so far) after each count of answers
    (each also handed to progress as it is measured)."""
    command = command or [str(REPO / ".venv" / "bin" / "rulecheck"), "serve", "--stdio"]
    light, heavy = ([(json.dumps(r, ensure_ascii=False) + "\n").encode("utf-8") for r in rs] for rs in mixed_requests())
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    try:
        proc.stdout.readline()                      # the hello line
        start, done, out = time.monotonic(), 0, []
        for count in sorted(counts):
            while done < count:
                proc.stdin.write(request_at(done, light, heavy))
                proc.stdin.flush()
                answer = proc.stdout.readline()
                if not answer:
                    raise RuntimeError(f"serve ended after {done} answers")
                done += 1
            out.append((count, _rss_kb(proc.pid), time.monotonic() - start))
            if progress:
                progress(*out[-1])
        return out
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)


def main(argv: list[str]) -> int:
    counts = [int(a) for a in argv] or [1000, 100000]
    base: list[int] = []

    def show(count: int, kb: int, seconds: float) -> None:
        base.append(kb)
        print(f"{count:>8} answers  {kb / 1024:8.1f} MB  {kb / base[0]:5.2f}x  ({seconds:.0f} s)", flush=True)

    measure(counts, progress=show)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
