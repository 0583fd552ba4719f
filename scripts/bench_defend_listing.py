"""The 2,050-move defend listing of Flesh and Blood (issue 33's speed bar):
the bench position "defend step, 10 cards in hand and 2 equipment" of pycli/bench_positions/
flesh-and-blood.json (10 cards in hand and 2 equipment may defend), listed
by core.legal_moves_page in this process; two listings unmeasured, then N
measured by time.process_time(); prints the median and the fastest, in ms.

    RULECHECK_CACHE=DIR python scripts/bench_defend_listing.py ROOT [N]

ROOT is a checkout (its pycli and rules.pl are used: run it on two
checkouts alternately to compare them, each with its own cache).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path


def main() -> int:
    root = Path(sys.argv[1]).resolve()
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    sys.path.insert(0, str(root))
    from pycli import core, inputs

    positions = json.loads((root / "pycli" / "bench_positions" / "flesh-and-blood.json").read_text("utf-8"))
    state = next(p["state"] for p in positions if p["position"] == "defend step, 10 cards in hand and 2 equipment")
    s = inputs.checked(state, "STATE")
    for _ in range(2):
        page = core.legal_moves_page(s, None)
    times = []
    for _ in range(n):
        t = time.process_time()
        page = core.legal_moves_page(s, None)
        times.append((time.process_time() - t) * 1000)
    import pycli
    assert Path(pycli.__file__).resolve().is_relative_to(root), pycli.__file__
    print(f"{root}: {page['count']} moves, median {statistics.median(times):.1f} ms, fastest {min(times):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
