"""core.check (pyswip.core, PL_call_predicate) against the same request
through pyswip's public API (Functor, Query, Variable: terms, no query
string), alternating in one process, both under the engine's clock; the
request text each way is the one it can pass (pyswip puts a str as an atom
of Latin-1 characters, so the public API's text is ASCII with escapes).
docs/benchmarks.md, "The pyswip layer".

    .venv/bin/python scripts/boundary/pyswip_call.py [CALLS] [STATE]
"""
import json, statistics, sys, time
from pycli import engine
engine._swipl_location()
from pyswip import Functor, Query, Variable
from pyswip.core import PL_new_module, PL_new_atom
from pycli import core, inputs
e = engine.engine()
module = PL_new_module(PL_new_atom(b"rulecheck"))
api = Functor("api", 3)
state = inputs.load_state(sys.argv[2] if len(sys.argv) > 2 else "fixtures/clash-of-decks/states/midgame.json")
move = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}

def public_check():
    text = json.dumps({"state": state, "move": move}, ensure_ascii=True, separators=(", ", ": "))
    reply = Variable()
    e._idle.clear(); e._busy.set()              # the same clock as engine.request
    q = Query(api("check", text, reply), module=module)
    try:
        if not q.nextSolution():
            raise RuntimeError("no answer")
        raw = reply.value
    finally:
        q.closeQuery()
        e._busy.clear(); e._idle.set()
    answer = json.loads(raw.decode("utf-8") if isinstance(raw, bytes) else str(raw))
    return answer["ok"]

class _No:
    def set(self): pass
    def clear(self): pass
def no_clock_check():
    busy, idle = e._busy, e._idle
    e._busy, e._idle = _No(), _No()
    try:
        return core.check(state, move)
    finally:
        e._busy, e._idle = busy, idle

assert public_check() == core.check(state, move)
ours, public, noclock = [], [], []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter(); core.check(state, move); ours.append(time.perf_counter() - t)
    t = time.perf_counter(); public_check(); public.append(time.perf_counter() - t)
m = statistics.median
print(f"core.check {m(ours)*1000:.3f} ms, public API {m(public)*1000:.3f} ms ({m(public)/m(ours):.2f}x)")
