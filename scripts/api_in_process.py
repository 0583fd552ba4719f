#!/usr/bin/env python3
"""The Python API against api/3 in the same process (docs/benchmarks.md):
100 calls of core.check and 100 calls of rulecheck:api(check, ...) made from
Prolog on the same request text, alternately, N rounds; medians of wall and
CPU time per call.

    .venv/bin/python scripts/api_in_process.py [ROUNDS]
"""
import json, sys, time, statistics
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from pycli import core, engine, inputs
s = json.loads(open(Path(__file__).resolve().parent.parent / "fixtures/clash-of-decks/states/midgame.json").read())
m = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
e = engine.engine(); pl = e._pl
engine.request_text({})         # a first request: the text of every later one is what core.check sends
text = engine.request_text({"state": s, "move": m})
open('/tmp/rulecheck-api-in-process.json', 'w').write(text)
setup = "open('/tmp/rulecheck-api-in-process.json', read, S, [encoding(utf8)]), read_string(S, _, T), close(S), atom_string(A, T), nb_setval(oac_req, A)"
t = pl.PL_new_term_ref(); pl.PL_chars_to_term(setup.encode(), t); pl.PL_call(t, None)
N = 100
loop = f"nb_getval(oac_req, A), forall(between(1, {N}, _), rulecheck:api(check, A, _))"
def prolog_loop():
    fr = pl.PL_open_foreign_frame()
    t = pl.PL_new_term_ref(); pl.PL_chars_to_term(loop.encode(), t); pl.PL_call(t, None)
    pl.PL_discard_foreign_frame(fr)
def py_loop():
    for _ in range(N): core.check(s, m)
core.check(s, m); prolog_loop()
wa, wb, ca, cb = [], [], [], []
for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 9):
    t0, c0 = time.perf_counter(), time.process_time(); py_loop(); t1, c1 = time.perf_counter(), time.process_time()
    prolog_loop(); t2, c2 = time.perf_counter(), time.process_time()
    wa.append((t1-t0)/N*1000); wb.append((t2-t1)/N*1000); ca.append((c1-c0)/N*1000); cb.append((c2-c1)/N*1000)
med = statistics.median
print(f"core.check {med(wa):.3f} ms wall {med(ca):.3f} ms cpu; api/3 in process {med(wb):.3f} ms wall {med(cb):.3f} ms cpu; "
      f"ratio wall {med(wa)/med(wb):.2f}x cpu {med(ca)/med(cb):.2f}x; per-run wall ratios {sorted(round(a/b,2) for a,b in zip(wa,wb))}")
