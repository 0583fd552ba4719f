"""`rulecheck bench`: speed and memory, measured side by side in one run.

Shared machines are noisy, so every figure is a median over repeated runs,
and start-up is compared with its floor in the same run, alternating the
two commands, and reported as a ratio.

- start-up: `rulecheck legal-moves --json STATE` as a whole process, against
  the floor `python -c "import pyswip; pyswip.Prolog()"`, wall time and peak
  resident memory (each process's own, from wait4);
- throughput: random legal play in one engine call per batch (the engine's
  `playout`: list the legal moves, pick one, apply it), states per second,
  per game, from each of the game's valid fixture positions;
- fixtures: `rulecheck test` over the bundled fixtures, files and cases per
  second;
- growth: the time to list the legal moves as a position grows (Clash of
  Decks: the lanes and the hand row; the other games: their fixture
  positions, by size).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from . import core, fixture_runner, inputs


#: Runs a command and reports its wall time and peak memory. A forked child
#: counts its parent's pages until it execs, so the measured command is
#: started from this small launcher (python -S, a few MiB), never from the
#: benchmark's own process.
_LAUNCHER = """
import os, sys, time
t = time.perf_counter()
pid = os.fork()
if pid == 0:
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(time.perf_counter() - t, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def _run_measured(argv: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one process."""
    out = subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, *argv], capture_output=True, text=True,
                         check=True).stdout.split()
    wall, rss, code = float(out[0]), int(out[1]), int(out[2])
    if code != 0:
        raise RuntimeError(f"{' '.join(argv)} exited with {code}")
    return wall, rss


def startup(state: Path, runs: int) -> dict[str, Any]:
    exe = Path(sys.executable).parent / "rulecheck"
    ours = [str(exe) if exe.exists() else shutil.which("rulecheck") or "rulecheck", "legal-moves", "--json", str(state)]
    floor = [sys.executable, "-c", "import pyswip; pyswip.Prolog()"]
    _run_measured(ours)  # warm the compiled-rules cache and the file cache
    t_ours, t_floor, m_ours, m_floor = [], [], [], []
    for _ in range(runs):
        w, m = _run_measured(floor)
        t_floor.append(w)
        m_floor.append(m)
        w, m = _run_measured(ours)
        t_ours.append(w)
        m_ours.append(m)
    med = statistics.median
    return {
        "command": " ".join(ours), "floor_command": " ".join(floor), "runs": runs,
        "ms": round(med(t_ours) * 1000, 1), "floor_ms": round(med(t_floor) * 1000, 1),
        "ratio": round(med(t_ours) / med(t_floor), 2),
        "rss_kib": int(med(m_ours)), "floor_rss_kib": int(med(m_floor)),
        "rss_ratio": round(med(m_ours) / med(m_floor), 2),
    }


def _valid_states(game: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for fx in fixture_runner.all_fixtures():
        if fx.game == game and isinstance(fx.state, dict) and not core.validate(fx.state):
            out.append((str(fx.path.relative_to(fixture_runner.fixtures_dir())), fx.state))
    return out


def throughput(game: str, steps: int, seed: int) -> dict[str, Any]:
    """Random legal play from every valid fixture position of the game."""
    starts = _valid_states(game)
    total_steps, total_time, games = 0, 0.0, 0
    for i, (_, state) in enumerate(starts):
        state = inputs.checked(state, "STATE")   # checked once, before the clock starts
        t0 = time.perf_counter()
        r = core.playout(state, steps, seed + i)
        total_time += time.perf_counter() - t0
        total_steps += r["steps"]
        games += r["games"]
    return {"game": game, "positions": len(starts), "steps": total_steps, "games_finished": games,
            "seconds": round(total_time, 3),
            "states_per_second": int(total_steps / total_time) if total_time else 0}


def fixtures_rate() -> dict[str, Any]:
    t0 = time.perf_counter()
    results = fixture_runner.run_paths([fixture_runner.fixtures_dir()])
    dt = time.perf_counter() - t0
    files = len({r["file"] for r in results})
    return {"files": files, "cases": len(results), "seconds": round(dt, 3),
            "files_per_second": int(files / dt), "cases_per_second": int(len(results) / dt)}


def _time_legal_moves(state: dict[str, Any], repeat: int = 5) -> tuple[float, int]:
    times, count = [], 0
    state = inputs.checked(state, "STATE")       # checked once, before the clock starts
    for _ in range(repeat):
        t0 = time.perf_counter()
        page = core.legal_moves_page(state, 100000)
        times.append(time.perf_counter() - t0)
        count = page["count"]
    return statistics.median(times) * 1000, count


def growth(game: str) -> list[dict[str, Any]]:
    """The time to list the legal moves as positions grow: the game's own
    series (pycli/bench_positions/<game>.json, written by
    scripts/make_bench_positions.py) if it has one, else its fixture
    positions by size."""
    data = Path(__file__).resolve().parent / "bench_positions" / f"{game}.json"
    if data.is_file():
        series = [(p["position"], p["state"]) for p in json.loads(data.read_text("utf-8"))]
    else:
        states = sorted(_valid_states(game), key=lambda s: len(json.dumps(s[1])))
        series = states[:: max(1, len(states) // 6)][:6] + states[-1:]
    rows, seen = [], set()
    for label, st in series:
        if label in seen:
            continue
        seen.add(label)
        ms, n = _time_legal_moves(st)
        rows.append({"position": label, "size": len(json.dumps(st)), "legal_moves": n, "ms": round(ms, 2)})
    return rows


def run(games: list[str], runs: int, steps: int, seed: int) -> dict[str, Any]:
    mid = fixture_runner.fixtures_dir() / "clash-of-decks" / "states" / "midgame.json"
    # Start-up first, while this process is small: a child's peak memory
    # counts the pages it shares with its parent until it execs.
    report: dict[str, Any] = {"startup": startup(mid, runs)}
    report["machine"] = machine()
    report["throughput"] = [throughput(g, steps, seed) for g in games]
    report["fixtures"] = fixtures_rate()
    report["growth"] = {g: growth(g) for g in games}
    return report


def machine() -> dict[str, Any]:
    import platform

    v = core.prolog_version()
    return {"python": platform.python_version(), "swi_prolog": v, "cpus": os.cpu_count(),
            "system": platform.platform()}


def render(report: dict[str, Any]) -> None:
    out = sys.stdout.write
    m = report["machine"]
    out(f"machine: {m['system']}, {m['cpus']} CPUs, Python {m['python']}, SWI-Prolog {m['swi_prolog']}\n\n")
    s = report["startup"]
    out(f"start-up ({s['runs']} runs each, medians, alternating)\n")
    out(f"  {s['command']}\n    {s['ms']} ms, {s['rss_kib'] / 1024:.1f} MiB peak\n")
    out(f"  floor: {s['floor_command']}\n    {s['floor_ms']} ms, {s['floor_rss_kib'] / 1024:.1f} MiB peak\n")
    out(f"  ratio: {s['ratio']}x time, {s['rss_ratio']}x memory\n\n")
    out("random legal play (legal moves + apply, one engine call per batch)\n")
    for t in report["throughput"]:
        out(f"  {t['game']:<16} {t['states_per_second']:>7} states/s  ({t['steps']} states from "
            f"{t['positions']} positions, {t['games_finished']} games finished, {t['seconds']} s)\n")
    f = report["fixtures"]
    out(f"\nfixtures: {f['files']} files, {f['cases']} cases in {f['seconds']} s: "
        f"{f['files_per_second']} files/s, {f['cases_per_second']} cases/s\n\n")
    out("growth: time to list the legal moves\n")
    for g, rows in report["growth"].items():
        out(f"  {g}\n")
        for r in rows:
            out(f"    {r['ms']:>8} ms  {r['legal_moves']:>6} moves  {r['size']:>7} bytes  {r['position']}\n")
