#!/usr/bin/env python3
"""Record the --json answers of every bundled fixture, state and record, to
compare a change's behaviour before and after (the brief: "behaviour-
preserving changes prove it").

    .venv/bin/python scripts/corpus.py record OUT.jsonl [--games G,G]
    .venv/bin/python scripts/corpus.py compare BEFORE.jsonl AFTER.jsonl

`record` asks the Python API in process (docs/api.md: what each command's
--json prints): for every fixture's position validate, outcome, normalize,
show (and show as each player), the legal moves (and as each player); for
every case's move, or its line of moves, check, explain and apply (and check
as each player); for every record, replay; per game, the rulebook and the
catalog. One JSON line an answer: {"key", "answer"} or {"key", "error"}.
`compare` counts identical, different and missing answers and prints the
keys that differ (with --show N, the first N differences in full).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _answer(fn, *args):
    from pycli import core, inputs

    try:
        return {"answer": fn(*args)}
    except (inputs.InputError, Exception) as e:  # noqa: BLE001 - every outcome is an answer here
        try:
            return {"error": core.failure(e)}
        except Exception:  # noqa: BLE001
            return {"error": {"kind": type(e).__name__, "message": str(e)}}


def _players(state) -> list[str]:
    players = state.get("players") if isinstance(state, dict) else None
    if isinstance(players, dict):
        return sorted(players)
    if isinstance(players, list):
        return [p["name"] if isinstance(p, dict) and "name" in p else p for p in players
                if isinstance(p, (str, dict))]
    return []


def record(out: Path, games: set[str] | None) -> int:
    from pycli import core, fixture_runner, inputs

    n = 0
    with out.open("w", encoding="utf-8") as f:
        def put(key: str, fn, *args) -> None:
            nonlocal n
            row = {"key": key, **_answer(fn, *args)}
            f.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
            n += 1

        for game in core.games():
            if games and game not in games:
                continue
            put(f"{game} rules", core.rules_answer, game, None)
            put(f"{game} cards", core.cards, game, None)
        for fx in fixture_runner.all_fixtures(REPO / "fixtures"):
            if games and fx.game not in games:
                continue
            name = str(fx.path.relative_to(REPO))
            state = fx.state
            if state is None:
                continue
            if "records" in fx.path.parts:
                try:
                    rec = inputs.load_record(str(fx.path))
                    put(f"{name} replay", core.replay_record, rec, True)
                except Exception:  # noqa: BLE001 - a fixture, not a record
                    pass
            put(f"{name} validate", core.validation, state)
            put(f"{name} outcome", core.outcome, state)
            put(f"{name} normalize", core.normalize, state)
            put(f"{name} show", core.shown, state, None)
            put(f"{name} legal-moves", core.legal_moves_page, state, 1000)
            for p in _players(state):
                put(f"{name} show --as {p}", core.shown, state, p)
                put(f"{name} legal-moves --as {p}", core.legal_moves_page, state, 1000, "STATE", p)
            for i, case in enumerate(fx.cases):
                moves = case.get("moves") or ([case["move"]] if "move" in case else [])
                if not moves:
                    continue
                before, move = state, moves[-1]
                ok = True
                for m in moves[:-1]:
                    a = _answer(core.applied, before, m)
                    if "answer" not in a or "state" not in a["answer"]:
                        put(f"{name} #{i} line", lambda a=a: a)
                        ok = False
                        break
                    before = a["answer"]["state"]
                if not ok:
                    continue
                put(f"{name} #{i} check", core.check, before, move)
                put(f"{name} #{i} explain", core.explain, before, move)
                put(f"{name} #{i} apply", core.applied, before, move)
                for p in _players(before):
                    put(f"{name} #{i} check --as {p}", core.check, before, move, "STATE", "MOVE", p)
    print(f"{n} answers in {out}", file=sys.stderr)
    return 0


def compare(before: Path, after: Path, show: int) -> int:
    def read(p: Path) -> dict[str, str]:
        rows = {}
        for line in p.read_text("utf-8").splitlines():
            row = json.loads(line)
            key = row.pop("key")
            rows[key] = json.dumps(row, sort_keys=True, ensure_ascii=False)
        return rows

    a, b = read(before), read(after)
    same = [k for k in a if k in b and a[k] == b[k]]
    diff = [k for k in a if k in b and a[k] != b[k]]
    gone = [k for k in a if k not in b]
    new = [k for k in b if k not in a]
    print(f"{len(same)} identical, {len(diff)} different, {len(gone)} missing, {len(new)} new")
    for k in diff:
        print("differs:", k)
    for k in gone:
        print("missing:", k)
    for k in new:
        print("new:", k)
    for k in diff[:show]:
        print(f"\n== {k}\n-- before\n{a[k]}\n-- after\n{b[k]}")
    return 0 if not diff and not gone else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out", type=Path)
    r.add_argument("--games", default="")
    c = sub.add_parser("compare")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    c.add_argument("--show", type=int, default=0)
    args = ap.parse_args()
    if args.cmd == "record":
        return record(args.out, set(filter(None, args.games.split(","))) or None)
    return compare(args.before, args.after, args.show)


if __name__ == "__main__":
    sys.exit(main())
