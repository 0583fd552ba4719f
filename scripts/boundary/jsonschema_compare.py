"""pycli/schema.py's error walker against the jsonschema package (Draft
2020-12), its errors mapped onto the walker's messages and paths, on every
state at hand: the bundled fixtures' states, the bench positions, the bad
inputs that parse, and broken copies of the fixtures' states (1-4 random
edits each, seeded). Prints how many error lists are identical, and the
first differences; then times both on the largest states.

    pip install jsonschema        # not a dependency of rulecheck
    .venv/bin/python scripts/boundary/jsonschema_compare.py [N_DIFFS]

Run from the repository's root (docs/benchmarks.md, "One JSON Schema
validator")."""
import copy, json, random, statistics, sys, time, glob
from pathlib import Path
from pycli import schema, inputs, fixture_runner as runner

t0 = time.perf_counter()
import jsonschema
from jsonschema import Draft202012Validator, validators
IMPORT_MS = (time.perf_counter() - t0) * 1000

def is_int(checker, v):
    return isinstance(v, int) and not isinstance(v, bool)
TC = Draft202012Validator.TYPE_CHECKER.redefine("integer", is_int)
V = validators.extend(Draft202012Validator, type_checker=TC)
_val = {}
def validator(game):
    if game not in _val:
        _val[game] = V(schema.schema(game))
    return _val[game]

SHAPE = ("is required but missing", "is not a known field")

def mapped(err, steps):
    """our (steps, message) list for one jsonschema error"""
    kw, val, inst = err.validator, err.validator_value, err.instance
    here = steps + tuple(err.relative_path)
    if kw == "type":
        names = [val] if isinstance(val, str) else list(val)
        return [(here, f"expected {' or '.join(names)}, found {schema.type_name(inst)}")]
    if kw == "const":
        return [(here, f"must be {json.dumps(val)}, found {json.dumps(inst)}")]
    if kw == "enum":
        return [(here, f"must be one of {', '.join(json.dumps(v) for v in val)}, found {json.dumps(inst)}")]
    if kw == "minimum":
        return [(here, f"must be at least {val}, found {inst}")]
    if kw == "maximum":
        return [(here, f"must be at most {val}, found {inst}")]
    if kw == "minLength":
        return [(here, f"must have at least {val} characters")]
    if kw == "maxLength":
        return [(here, f"must have at most {val} characters")]
    if kw == "minItems":
        return [(here, f"must have at least {val} items, found {len(inst)}")]
    if kw == "maxItems":
        return [(here, f"must have at most {val} items, found {len(inst)}")]
    if kw == "required":
        key = err.message.split(" is a required property")[0]
        key = eval(key)  # repr of the key
        return [(here + (key,), "is required but missing")]
    if kw == "additionalProperties":
        props = err.schema.get("properties", {})
        known = ", ".join(sorted(props)) or "none"
        return [(here + (k,), f"is not a known field (known: {known})") for k in inst if k not in props]
    if kw == "anyOf":
        forms = {}
        for sub in err.context:
            forms.setdefault(sub.schema_path[0], []).extend(mapped(sub, here))
        close = []
        for i in range(len(val)):
            errs = forms.get(i, [])
            if all(len(w) > len(here) + (m.startswith(SHAPE)) for w, m in errs):
                close.append(errs)
        if len(close) == 1:
            return close[0]
        return [(here, err.schema.get("description", "matches none of the allowed forms"))]
    raise ValueError(kw)

def js_errors(state, ordered):
    if not isinstance(state, dict) or not isinstance(state.get("game"), str) or schema.schema(state["game"]) is None:
        return schema.state_errors(state)
    v = validator(state["game"])
    out = []
    for e in v.iter_errors(state):
        out.extend(mapped(e, ()))
    # a type error ends the checks of its value in the walker
    typed = {w for w, m in out if m.startswith("expected ")}
    out = [(w, m) for w, m in out if m.startswith("expected ") or w not in typed]
    if ordered:
        out.sort(key=lambda wm: order_key(state, wm[0], wm[1]))
    res = []
    for steps, m in out:
        p = "$"
        for s in steps:
            p = schema.path_join(p, s)
        res.append((p, m))
    return res

def order_key(value, steps, message):
    # the walker's order: at each object, missing required fields first, then the keys in the value's order
    key = []
    for s in steps:
        if isinstance(value, dict):
            if s in value:
                key.append((1, list(value).index(s))); value = value[s]
            else:
                key.append((0, 0)); value = None
        elif isinstance(value, list):
            key.append((1, s)); value = value[s] if isinstance(s, int) and s < len(value) else None
    return key

def inputs_set():
    out = []
    for f in sorted(glob.glob('tests/bad_inputs/*.json')):
        try:
            out.append((f, inputs.read_data_file(Path(f))))
        except inputs.InputError:
            pass
    rnd = random.Random(1)
    for fx in runner.all_fixtures(runner.fixtures_dir()):
        st = fx.state
        out.append((str(fx.path), st))
        if not isinstance(st, dict):
            continue
        for i in range(6):
            m = copy.deepcopy(st)
            for _ in range(rnd.randint(1, 4)):
                mutate(m, rnd)
            out.append((f"{fx.path}~{i}", m))
    for f in sorted(glob.glob('pycli/bench_positions/*.json')):
        for p in json.load(open(f)):
            out.append((f"{f}:{p['position']}", p['state']))
    return out

def mutate(v, rnd):
    # walk to a random container and break something in it
    node = v
    for _ in range(rnd.randint(0, 4)):
        kids = list(node.values()) if isinstance(node, dict) else list(node)
        kids = [k for k in kids if isinstance(k, (dict, list)) and k]
        if not kids: break
        node = rnd.choice(kids)
    kind = rnd.randrange(5)
    if isinstance(node, dict) and node:
        k = rnd.choice(list(node))
        if kind == 0: del node[k]
        elif kind == 1: node["zz_unknown"] = 1
        elif kind == 2: node[k] = "?" if not isinstance(node[k], str) else 7
        elif kind == 3: node[k] = -5 if isinstance(node[k], int) else []
        elif kind == 4: node[k] = {"x": 1}
        if isinstance(node.get(k), int) and rnd.random() < .3: node[k] = float(node[k])
    elif isinstance(node, list) and node:
        i = rnd.randrange(len(node))
        node[i] = [None, 3.5, "nobody", {}, True][kind]
    elif isinstance(node, dict):
        node["zz"] = 2.0

if __name__ == "__main__":
    data = inputs_set()
    same_first = same_all = same_all_ordered = 0
    n = 0; diffs = []
    for name, st in data:
        ours = schema.state_errors(st)
        mine = js_errors(st, False)
        mine_o = js_errors(st, True)
        n += 1
        same_all += ours == mine
        same_all_ordered += ours == mine_o
        same_first += ours[:1] == mine_o[:1]
        if ours != mine_o:
            diffs.append((name, ours[:3], mine_o[:3]))
    print(f"import jsonschema: {IMPORT_MS:.1f} ms")
    print(f"inputs {n}; invalid (ours) {sum(1 for _, s in data if schema.state_errors(s))}")
    print(f"identical lists, jsonschema order: {same_all}; walker order restored: {same_all_ordered}; same first error: {same_first}")
    for d in diffs[:int(sys.argv[1]) if len(sys.argv) > 1 else 8]:
        print(d)

    states = []
    for f in sorted(glob.glob('pycli/bench_positions/*.json')):
        for p in json.load(open(f)):
            states.append((f"{Path(f).stem}: {p['position']}", p['state']))
    for fx in runner.all_fixtures(runner.fixtures_dir()):
        if isinstance(fx.state, dict) and isinstance(fx.state.get('game'), str):
            states.append((str(fx.path.relative_to(runner.fixtures_dir())), fx.state))
    states.sort(key=lambda s: -len(json.dumps(s[1])))

    def med(fn, st, n=31):
        ts = []
        for _ in range(n):
            t = time.perf_counter(); fn(st); ts.append(time.perf_counter() - t)
        return statistics.median(ts) * 1000

    for name, st in states[:2]:
        sch = schema.schema(st['game'])
        v = validator(st['game'])
        print(f"{len(json.dumps(st)):>7} bytes, {name[:50]}: walker {med(lambda s: list(schema.errors(s, sch)), st):.3f} ms, "
              f"jsonschema is_valid {med(v.is_valid, st):.3f} ms, mapped iter_errors {med(lambda s: js_errors(s, True), st):.3f} ms")
    for label, fn in (("walker", lambda s: list(schema.errors(s, schema.schema(s['game'])))),
                      ("jsonschema, mapped", lambda s: js_errors(s, True))):
        ts = []
        for _ in range(5):
            t = time.perf_counter()
            for _, s in states:
                fn(s)
            ts.append(time.perf_counter() - t)
        print(f"all {len(states)} bundled states: {label} {statistics.median(ts)*1000:.1f} ms")
