#!/usr/bin/env python3
"""Write the positions of growing size that `rulecheck bench` times
(its "growth" report) into pycli/bench_positions/<game>.json, from the
generators in scripts/bench_positions/<module>.py (each
``positions() -> [(label, state)]``, smallest first).

Run from the repository root after changing a generator:

    python3 scripts/make_bench_positions.py
"""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "pycli" / "bench_positions"


def main() -> None:
    sys.path.insert(0, str(HERE))
    OUT.mkdir(exist_ok=True)
    for source in sorted((HERE / "bench_positions").glob("*.py")):
        module = importlib.import_module(f"bench_positions.{source.stem}")
        series = [{"position": label, "state": state} for label, state in module.positions()]
        game = series[0]["state"]["game"]
        lines = ",\n".join(json.dumps(p, sort_keys=True, ensure_ascii=False) for p in series)
        (OUT / f"{game}.json").write_text(f"[\n{lines}\n]\n", "utf-8")
        print(f"{game}: {len(series)} positions")


if __name__ == "__main__":
    main()
