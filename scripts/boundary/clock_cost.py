"""core.check with and without the engine's clock thread (200 warm calls,
the median): `clock` as rulecheck runs, `noclock` with the thread not
started (its events still set and cleared, waking nobody). Run the two
alternately, several times (docs/benchmarks.md, "The Python API against
the engine's own api/3").

    for i in 1 2 3 4 5; do for m in clock noclock; do
        .venv/bin/python scripts/boundary/clock_cost.py $m; done; done
"""
import statistics
import sys
import threading
import time

from pycli import core, engine, inputs

if sys.argv[1] == "noclock":
    def _no_thread(self):
        self._busy, self._idle = threading.Event(), threading.Event()
    engine.Engine._start_watchdog = _no_thread
state = inputs.load_state("fixtures/clash-of-decks/states/midgame.json")
move = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
core.check(state, move)
times = []
for _ in range(200):
    t = time.perf_counter()
    core.check(state, move)
    times.append(time.perf_counter() - t)
print(f"{sys.argv[1]} {statistics.median(times) * 1000:.3f} ms")
