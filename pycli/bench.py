"""`rulecheck bench`: speed and memory, measured side by side in one run.

Shared machines are noisy, so every figure is a median over repeated runs,
commands compared with each other are run alternately in the same run, and
each figure is reported with the command that produced it.

- start-up: whole processes answering the same question (`check` of a move
  in the bundled mid-game Clash of Decks position), wall time and peak
  resident memory: the human output, `--json`, and a bare SWI-Prolog
  process that loads the same compiled rules and answers the same request
  (the floor: what is left is the Python side);
- the Python API against the engine: `core.check` called in this process
  against the engine's own `rulecheck:api(check, ...)` called in a bare
  SWI-Prolog on the same request text, both warm (several runs, medians):
  what the boundary (JSON text both ways, ctypes, the clock) costs a call;
- a combinatorial position: forming a Clash of Decks hand (80,640 legal
  moves), the default listing, engine time and whole process;
- random play: from real starts (each game's `rulecheck new` positions and
  its complete records' initial positions), moves per second (a restart
  after a finished game is not a move);
- the engine mode: the games' records replayed through `rulecheck serve --stdio`
  with one and two engines, records and moves per second;
- fixtures: `rulecheck test` over the bundled fixtures of the games
  measured, cases per second;
- growth: the time to list the legal moves as a position grows.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
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
stdin = sys.argv[1]
t = time.perf_counter()
pid = os.fork()
if pid == 0:
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(os.open(stdin, os.O_RDONLY) if stdin else os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.execv(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
print(time.perf_counter() - t, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def _run_measured(argv: list[str], stdin: str = "", ok: tuple[int, ...] = (0,)) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one process."""
    out = subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, stdin, *argv], capture_output=True, text=True,
                         check=True).stdout.split()
    wall, rss, code = float(out[0]), int(out[1]), int(out[2])
    if code not in ok:
        raise RuntimeError(f"{' '.join(argv)} exited with {code}")
    return wall, rss


def _rulecheck() -> str:
    exe = Path(sys.executable).parent / "rulecheck"
    return str(exe) if exe.exists() else shutil.which("rulecheck") or "rulecheck"


def _compiled_rules() -> str:
    """The compiled rules' folder, found by a child process (this one stays
    small until start-up is measured)."""
    code = "from pycli import engine; print(engine.engine().compiled or '')"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def _median_runs(commands: dict[str, tuple[list[str], str, tuple[int, ...]]], runs: int) -> dict[str, Any]:
    for argv, stdin, ok in commands.values():
        _run_measured(argv, stdin, ok)                 # warm the caches
    times: dict[str, list[float]] = {k: [] for k in commands}
    mems: dict[str, list[int]] = {k: [] for k in commands}
    for _ in range(runs):
        for k, (argv, stdin, ok) in commands.items():
            w, m = _run_measured(argv, stdin, ok)
            times[k].append(w)
            mems[k].append(m)
    med = statistics.median
    return {k: {"command": " ".join(commands[k][0]) + (f" < {commands[k][1]}" if commands[k][1] else ""),
                "ms": round(med(times[k]) * 1000, 1), "rss_kib": int(med(mems[k]))} for k in commands}


def startup(state: Path, runs: int, tmp: Path) -> dict[str, Any]:
    move = _MOVE
    ours = _rulecheck()
    compiled = _compiled_rules()
    request = tmp / "request.json"
    request.write_text(json.dumps({"state": json.loads(state.read_text("utf-8")), "move": move},
                                  ensure_ascii=False, separators=(", ", ": ")), "utf-8")
    # The request is read by built-ins only: read_file_to_string/3 would load
    # library(readutil), which takes longer than answering (about 35 ms).
    goal = (f"use_module('{compiled}/rulecheck'), open('{request}', read, S, [encoding(utf8)]), "
            "read_string(S, _, T), close(S), atom_string(A, T), rulecheck:api(check, A, R), write(R), nl")
    swipl = shutil.which("swipl") or "swipl"
    commands = {
        "human": ([ours, "check", str(state), json.dumps(move)], "", (0,)),
        "json": ([ours, "check", "--json", str(state), json.dumps(move)], "", (0,)),
        "legal_moves_json": ([ours, "legal-moves", "--json", str(state)], "", (0,)),
        "bare_swipl": ([swipl, "-q", "-g", goal, "-t", "halt"], "", (0,)),
    }
    rows = _median_runs(commands, runs)
    floor = rows["bare_swipl"]
    for k, r in rows.items():
        r["ratio"] = round(r["ms"] / floor["ms"], 2)
        r["rss_ratio"] = round(r["rss_kib"] / floor["rss_kib"], 2)
    return {"runs": runs, "rows": rows}


#: The move that start-up and the API ratio check, in the mid-game position.
_MOVE = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}


def api_ratio(state: Path, runs: int, tmp: Path, calls: int = 50) -> dict[str, Any]:
    """The Python API's `check` (core.check: the state already checked, so
    the schema is not in it) against the engine's own api/3 answering the
    same request text in a bare swipl; each run times `calls` warm calls of
    each (the swipl side in one process), alternating, and the figures are
    the medians of the runs' medians."""
    checked = inputs.load_state(state)
    request = tmp / "api-request.json"
    # The text engine.request sends for this question (this process has
    # asked before: orjson's compact text, pycli/engine.py).
    from . import engine

    request.write_text(engine.request_text({"state": checked, "move": _MOVE}), "utf-8")
    compiled = engine_compiled()
    goal = (f"use_module('{compiled}/rulecheck'), open('{request}', read, S, [encoding(utf8)]), "
            "read_string(S, _, T), close(S), atom_string(A, T), rulecheck:api(check, A, _), "
            f"findall(Ms, (between(1, {calls}, _), get_time(T0), rulecheck:api(check, A, _), get_time(T1), "
            "Ms is (T1 - T0) * 1000), L), msort(L, Ts), length(Ts, N), I is N // 2, nth0(I, Ts, M), "
            "format('~6f~n', [M])")
    swipl = shutil.which("swipl") or "swipl"
    core.check(checked, _MOVE)                   # warm: the game loaded, the caches filled
    ours, floor = [], []
    for _ in range(max(runs, 1)):
        out = subprocess.run([swipl, "-q", "-g", goal, "-t", "halt"], capture_output=True, text=True, check=True)
        floor.append(float(out.stdout.split()[-1]))
        times = []
        for _ in range(calls):
            t0 = time.perf_counter()
            core.check(checked, _MOVE)
            times.append((time.perf_counter() - t0) * 1000)
        ours.append(statistics.median(times))
    med = statistics.median
    return {"runs": max(runs, 1), "calls": calls, "python_ms": round(med(ours), 3), "swipl_ms": round(med(floor), 3),
            "ratio": round(med(ours) / med(floor), 2),
            "command": "core.check(midgame, play b-shaman) in this process; swipl -g \"rulecheck:api(check, "
                       "Request, Reply)\" on the same request text"}


def engine_compiled() -> str:
    """The compiled rules' folder of this process's engine."""
    from . import engine

    return str(engine.engine().compiled or "")


def hand_forming_position(tmp: Path) -> tuple[dict[str, Any], Path]:
    """The worst position every Clash of Decks game reaches: both hands to
    form after the draft (80,640 legal moves), and the file it is written
    to in tmp."""
    state = json.loads((fixture_runner.fixtures_dir() / "clash-of-decks/states/draft-start.json").read_text("utf-8"))
    for _ in range(30):
        if state["phase"] != "draft":
            break
        moves = [m["move"] for m in core.legal_moves_page(state, 50)["moves"]]
        want = 1 if len(state["draft"]["pool"]) == 4 else 2
        state = core.apply(state, next(m for m in moves if len(m.get("cards", [])) == want))["state"]
    f = tmp / "form-hand.json"
    f.write_text(json.dumps(state), "utf-8")
    return state, f


def hand_forming(tmp: Path, runs: int) -> dict[str, Any]:
    """Listing hand_forming_position's moves: the first 1,000 and the count."""
    state, f = hand_forming_position(tmp)
    checked = inputs.checked(state, "STATE")
    times = []
    for _ in range(max(runs, 3)):
        t0 = time.perf_counter()
        page = core.legal_moves_page(checked, 1000)
        times.append(time.perf_counter() - t0)
    mid = fixture_runner.fixtures_dir() / "clash-of-decks" / "states" / "midgame.json"
    ours = _rulecheck()
    rows = _median_runs({"hand": ([ours, "legal-moves", str(f)], "", (0,)),
                         "midgame": ([ours, "legal-moves", str(mid)], "", (0,))}, runs)
    return {"legal_moves": page["count"], "engine_ms": round(statistics.median(times) * 1000, 1),
            "command": rows["hand"]["command"].replace(str(f), "form-hand.json"),
            "ms": rows["hand"]["ms"], "midgame_ms": rows["midgame"]["ms"],
            "ratio": round(rows["hand"]["ms"] / rows["midgame"]["ms"], 2)}


def starts(game: str, seeds: int = 3) -> list[tuple[str, dict[str, Any]]]:
    """Real starting positions: `rulecheck new GAME --seed N` where the game
    has new positions, and the initial positions of its complete records."""
    out = []
    for seed in range(1, seeds + 1):
        try:
            out.append((f"new --seed {seed}", core.new(game, seed)))
        except inputs.InputError:
            break
    for rec in sorted((fixture_runner.fixtures_dir() / game / "records").glob("*.json")):
        record = inputs.load_record(rec)
        if record["outcome"] is not None:
            out.append((f"records/{rec.name}", record["initial"]))
    return out


def throughput(game: str, steps: int, seed: int) -> dict[str, Any]:
    """Random legal play from every real start of the game."""
    total_moves, total_time, games = 0, 0.0, 0
    found = starts(game)
    for i, (_, state) in enumerate(found):
        state = inputs.checked(state, "STATE")   # checked once, before the clock starts
        t0 = time.perf_counter()
        r = core.playout(state, steps, seed + i)
        total_time += time.perf_counter() - t0
        total_moves += r["steps"]
        games += r["games"]
    return {"game": game, "starts": [label for label, _ in found], "moves": total_moves,
            "games_finished": games, "seconds": round(total_time, 3),
            "moves_per_second": int(total_moves / total_time) if total_time else 0}


def engine_mode(tmp: Path, runs: int, games: list[str] | None = None, copies: int | None = None) -> dict[str, Any]:
    """The bundled records of the games measured (all games: None), with
    their initial states inline, replayed through `rulecheck serve --stdio`,
    one and two engines: 10 copies of each for every run asked for, up to 80
    (long enough that the start of the processes is a small part of the
    time)."""
    copies = copies or 10 * min(max(runs, 1), 8)
    records = []
    root = fixture_runner.fixtures_dir()
    for rec in sorted(p for p in root.glob("*/records/*.json") if games is None or p.parent.parent.name in games):
        r = inputs.load_record(rec)
        records.append({"initial": r["initial"], "moves": r["moves"]})
    requests = tmp / "replays.jsonl"
    with requests.open("w", encoding="utf-8") as f:
        for i in range(copies):
            for rec in records:
                f.write(json.dumps({"id": i, "op": "replay", "record": rec}) + "\n")
    n = copies * len(records)
    moves = copies * sum(len(r["moves"]) for r in records)
    ours = _rulecheck()
    rows = _median_runs({f"jobs_{j}": ([ours, "serve", "--stdio", "--jobs", str(j)], str(requests), (0,))
                         for j in (1, 2)}, max(1, runs // 5))
    out: dict[str, Any] = {"records": n, "moves": moves}
    for k, r in rows.items():
        secs = r["ms"] / 1000
        out[k] = dict(r, command=r["command"].replace(str(requests), "replays.jsonl"),
                      records_per_second=int(n / secs), moves_per_second=int(moves / secs),
                      minutes_for_100k=round(100_000 / (n / secs) / 60, 1))
    return out


def fixtures_rate(games: list[str]) -> dict[str, Any]:
    """`rulecheck test` over the games' bundled fixtures, in process."""
    root = fixture_runner.fixtures_dir()
    t0 = time.perf_counter()
    results = fixture_runner.run_paths([root / g for g in games if (root / g).is_dir()])
    dt = time.perf_counter() - t0
    files = len({r["file"] for r in results})
    return {"command": "rulecheck test (in process)", "files": files, "cases": len(results),
            "seconds": round(dt, 3), "files_per_second": int(files / dt), "cases_per_second": int(len(results) / dt)}


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
        states = []
        for fx in fixture_runner.all_fixtures():
            if fx.game == game and isinstance(fx.state, dict) and not core.validate(fx.state):
                states.append((str(fx.path.relative_to(fixture_runner.fixtures_dir())), fx.state))
        states.sort(key=lambda s: len(json.dumps(s[1])))
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
    with tempfile.TemporaryDirectory(prefix="rulecheck-bench-") as d:
        tmp = Path(d)
        # Start-up first, while this process is small: a child's peak memory
        # counts the pages it shares with its parent until it execs.
        report: dict[str, Any] = {"startup": startup(mid, runs, tmp)}
        report["machine"] = machine()
        report["api"] = api_ratio(mid, runs, tmp)
        report["hand_forming"] = hand_forming(tmp, runs)
        report["throughput"] = [throughput(g, steps, seed) for g in games]
        report["engine_mode"] = engine_mode(tmp, runs, games)
        report["fixtures"] = fixtures_rate(games)
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
    out(f"start-up: whole processes, the same question ({s['runs']} runs each, alternating, medians)\n")
    for k, r in s["rows"].items():
        out(f"  {k:<17} {r['ms']:>7} ms {r['ratio']:>5}x   {r['rss_kib'] / 1024:5.1f} MiB {r['rss_ratio']:>5}x\n"
            f"    {r['command']}\n")
    a = report["api"]
    out(f"\nthe Python API against the engine's own api/3, the same check ({a['runs']} runs of {a['calls']} warm "
        f"calls, alternating, medians)\n"
        f"  core.check        {a['python_ms']:>7} ms {a['ratio']:>5}x\n"
        f"  swipl, api/3      {a['swipl_ms']:>7} ms   1.0x\n    {a['command']}\n")
    h = report["hand_forming"]
    out(f"\nforming a Clash of Decks hand ({h['legal_moves']} legal moves), the default listing\n"
        f"  engine {h['engine_ms']} ms; whole process {h['ms']} ms, {h['ratio']}x a mid-game listing "
        f"({h['midgame_ms']} ms)\n    {h['command']}\n\n")
    out("random legal play from real starts (moves only; a restart is not a move)\n")
    for t in report["throughput"]:
        out(f"  {t['game']:<16} {t['moves_per_second']:>7} moves/s  ({t['moves']} moves from "
            f"{len(t['starts'])} starts, {t['games_finished']} games finished, {t['seconds']} s)\n")
    e = report["engine_mode"]
    out(f"\nthe engine mode: {e['records']} records ({e['moves']} moves) replayed\n")
    for k in ("jobs_1", "jobs_2"):
        r = e[k]
        out(f"  {k:<7} {r['records_per_second']:>6} records/s {r['moves_per_second']:>7} moves/s, "
            f"100,000 records in {r['minutes_for_100k']} min, {r['rss_kib'] / 1024:.1f} MiB peak (main process)\n"
            f"    {r['command']}\n")
    f = report["fixtures"]
    out(f"\nfixtures: {f['files']} files, {f['cases']} cases in {f['seconds']} s: "
        f"{f['files_per_second']} files/s, {f['cases_per_second']} cases/s\n\n")
    out("growth: time to list the legal moves\n")
    for g, rows in report["growth"].items():
        out(f"  {g}\n")
        for r in rows:
            out(f"    {r['ms']:>8} ms  {r['legal_moves']:>6} moves  {r['size']:>7} bytes  {r['position']}\n")
