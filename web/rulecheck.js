/* rulecheck.js: rulecheck's engine in the browser (and in node), with the
 * operations of the Python API, taking and returning the JSON that the
 * command line's --json prints.
 *
 *   import { RuleCheck } from "./rulecheck.js";
 *   const rc = await RuleCheck.start();          // the bundle's own folder
 *   const page = await rc.legalMoves(state);      // {moves, count, truncated}
 *
 * The engine is the same Prolog as the command line's (rules.pl/, loaded by
 * SWI-Prolog's WebAssembly build, swipl-wasm), asked through the same one
 * entry point, rulecheck:api(Op, RequestText, ReplyText). It runs in a
 * Worker (a worker thread under node: engine-worker.cjs), so that a request
 * that runs past its time limit is ended by terminating the worker and
 * starting a new one; the answer is then the "limit" error the native
 * engine gives (rules.pl/rulecheck.pl, time_limit/3 and limited/4). The
 * inference limit is the engine's own, on both hosts.
 *
 * Every operation resolves to the answer or rejects with an EngineError
 * {kind, in, path, message}: kind "input" (bad state or move), "limit" or
 * "internal", as the engine words it.
 */

const inNode = typeof process !== "undefined" && !!(process.versions && process.versions.node)
  && typeof window === "undefined" && typeof self === "undefined";

// What a listing holds beside its legal moves when the game's hooks give it
// (pycli/core.py, APART): the moves that depend on card text the engine does
// not model, and what every answer assumes.
function apart(listing) {
  const out = {};
  for (const k of ["unknown", "assumptions", "assumed"]) if (k in listing) out[k] = listing[k];
  return out;
}

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.kind = error.kind;
    this.in = error.in;
    this.path = error.path;
  }
}

/* The request text as the Python side writes it (json.dumps with ", " and
 * ": " between items, characters as themselves): then it is Prolog syntax
 * too, and the engine reads it with SWI-Prolog's term reader (rc_json.pl),
 * the same path as the command line's requests. */
export function requestText(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return "[" + value.map(requestText).join(", ") + "]";
  return "{" + Object.entries(value).filter(([, v]) => v !== undefined)
    .map(([k, v]) => JSON.stringify(k) + ": " + requestText(v)).join(", ") + "}";
}

/* The wall-clock limit of a request, in seconds: rulecheck.pl's
 * time_limit/3 and batch_size/3, which the native engine keeps itself. */
export function timeLimit(op, request, base) {
  if (base) return base;
  const count = (v, dflt) => (Number.isInteger(v) && v >= 0 ? v : dflt);
  const list = (v) => (Array.isArray(v) ? v.length : null);
  let n = null;
  switch (op) {
    case "playout": n = count(request.steps, 1000); break;
    case "legal_moves": n = typeof request.file === "string" ? 400 : null; break;
    case "selfplay": n = count(request.max_moves, 2000); break;
    case "replay": n = list(request.moves); break;
    case "cases": n = list(request.cases); break;
    case "positions": n = count(request.steps, 200); break;
    case "properties": n = list(request.states) === null ? null
      : list(request.states) * (count(request.moves, 5) + 1); break;
  }
  return n === null ? 5 : 30 + n / 20;
}

/* Seconds as SWI-Prolog's ~w writes them: 5, 30.05, 32.0. */
function prologNumber(x) {
  if (Number.isInteger(x) && !String(x).includes("e")) return String(x);
  const s = String(x);
  return s.includes(".") ? s : s + ".0";
}

export function limitReply(seconds) {
  const message = `the question took longer than the engine's time limit (${prologNumber(seconds)} s)`;
  return `{"error":{"in":"request","kind":"limit","message":${JSON.stringify(message)},"path":"$"}}`;
}

/* ---------------------------------------------------------------------
 * The structural check of a state against its game's JSON Schema
 * (rules.pl/<game>/schema.json): pycli/schema.py's walker, the command
 * line's one validator, ported as it is, so that an error has the same
 * path and the same words on both hosts (the tests compare them on every
 * bundled state and bad input). It understands the keywords those schema
 * files use: type, properties, required, additionalProperties, items,
 * enum, const, minimum, maximum, minItems, maxItems, minLength, maxLength,
 * anyOf and $ref to #/$defs/NAME.
 * --------------------------------------------------------------------- */

const TYPES = {
  object: (v) => v !== null && typeof v === "object" && !Array.isArray(v),
  array: (v) => Array.isArray(v),
  string: (v) => typeof v === "string",
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === "number",
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
};

/* Python's json.dumps(value): ", " and ": " between items, every
 * character outside ASCII escaped. */
export function pyDumps(v) {
  if (v === null || typeof v !== "object") {
    const text = JSON.stringify(v);
    return typeof v === "string"
      ? text.replace(/[\u007f-\uffff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"))
      : text;
  }
  if (Array.isArray(v)) return "[" + v.map(pyDumps).join(", ") + "]";
  return "{" + Object.entries(v).map(([k, x]) => pyDumps(k) + ": " + pyDumps(x)).join(", ") + "}";
}

function typeName(v) {
  for (const name of ["null", "boolean", "integer", "number", "string", "array", "object"]) {
    if (TYPES[name](v)) return name;
  }
  return typeof v;
}

const IDENTIFIER = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;

function pathJoin(path, step) {
  if (typeof step === "number") return `${path}[${step}]`;
  return IDENTIFIER.test(step) ? `${path}.${step}` : `${path}[${pyDumps(step)}]`;
}

function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
}

function* walk(value, schema, root, steps) {
  if ("$ref" in schema) {
    const prefix = "#/$defs/";
    if (!schema.$ref.startsWith(prefix)) throw new Error(`unsupported $ref ${schema.$ref}`);
    yield* walk(value, root.$defs[schema.$ref.slice(prefix.length)], root, steps);
    return;
  }
  if ("anyOf" in schema) {
    if (!schema.anyOf.some((s) => walk(value, s, root, steps).next().done)) {
      yield* closest(value, schema, root, steps);
      return;
    }
  }
  if ("type" in schema) {
    const names = typeof schema.type === "string" ? [schema.type] : schema.type;
    if (!names.some((n) => TYPES[n](value))) {
      yield [steps, `expected ${names.join(" or ")}, found ${typeName(value)}`];
      return;
    }
  }
  if ("const" in schema && !equal(value, schema.const)) {
    yield [steps, `must be ${pyDumps(schema.const)}, found ${pyDumps(value)}`];
  }
  if ("enum" in schema && !schema.enum.some((e) => equal(value, e))) {
    yield [steps, `must be one of ${schema.enum.map(pyDumps).join(", ")}, found ${pyDumps(value)}`];
  }
  if (typeof value === "number") {
    if ("minimum" in schema && value < schema.minimum) yield [steps, `must be at least ${schema.minimum}, found ${value}`];
    if ("maximum" in schema && value > schema.maximum) yield [steps, `must be at most ${schema.maximum}, found ${value}`];
  } else if (typeof value === "string") {
    const n = [...value].length;
    if ("minLength" in schema && n < schema.minLength) yield [steps, `must have at least ${schema.minLength} characters`];
    if ("maxLength" in schema && n > schema.maxLength) yield [steps, `must have at most ${schema.maxLength} characters`];
  } else if (Array.isArray(value)) {
    if ("minItems" in schema && value.length < schema.minItems) {
      yield [steps, `must have at least ${schema.minItems} items, found ${value.length}`];
    }
    if ("maxItems" in schema && value.length > schema.maxItems) {
      yield [steps, `must have at most ${schema.maxItems} items, found ${value.length}`];
    }
    if (schema.items !== undefined) {
      for (let i = 0; i < value.length; i++) yield* walk(value[i], schema.items, root, [...steps, i]);
    }
  } else if (TYPES.object(value)) {
    const props = schema.properties || {};
    for (const key of schema.required || []) {
      if (!Object.hasOwn(value, key)) yield [[...steps, key], "is required but missing"];
    }
    const extra = "additionalProperties" in schema ? schema.additionalProperties : true;
    for (const [key, item] of Object.entries(value)) {
      const sub = Object.hasOwn(props, key) ? props[key] : undefined;
      if (sub !== undefined) {
        yield* walk(item, sub, root, [...steps, key]);
      } else if (extra === false) {
        const known = Object.keys(props).sort().join(", ") || "none";
        yield [[...steps, key], `is not a known field (known: ${known})`];
      } else if (extra !== null && typeof extra === "object") {
        yield* walk(item, extra, root, [...steps, key]);
      }
    }
  }
}

const SHAPE = ["is required but missing", "is not a known field"];

function* closest(value, schema, root, steps) {
  const close = [];
  for (const form of schema.anyOf) {
    const errs = [...walk(value, form, root, steps)];
    if (errs.every(([where, message]) => where.length > steps.length + (SHAPE.some((s) => message.startsWith(s)) ? 1 : 0))) {
      close.push(errs);
    }
  }
  if (close.length === 1) yield* close[0];
  else yield [steps, schema.description || "matches none of the allowed forms"];
}

/* Every way value breaks schema: [path, message] pairs, in the walker's order. */
export function schemaErrors(value, schema) {
  return [...walk(value, schema, schema, [])].map(([steps, message]) => [steps.reduce(pathJoin, "$"), message]);
}

async function newWorker(base) {
  if (inNode) {
    const { Worker } = await import("node:worker_threads");
    const { fileURLToPath } = await import("node:url");
    const path = await import("node:path");
    const dir = fileURLToPath(base);
    const w = new Worker(path.join(dir, "engine-worker.cjs"), { workerData: { base: dir } });
    return {
      on: (f) => w.on("message", f),
      onError: (f) => w.on("error", f),
      post: (m) => w.postMessage(m),
      terminate: () => w.terminate(),
      unref: () => w.unref(),
      ref: () => w.ref(),
    };
  }
  const w = new Worker(new URL("engine-worker.cjs", base));
  return {
    on: (f) => w.addEventListener("message", (e) => f(e.data)),
    onError: (f) => w.addEventListener("error", (e) => f(e.error || new Error(e.message))),
    post: (m) => w.postMessage(m),
    terminate: () => w.terminate(),
    unref: () => {},
    ref: () => {},
  };
}

export class RuleCheck {
  /* Start the engine from the bundle at base (a URL of its folder; by
   * default the folder this file was loaded from). Resolves once the
   * rules are loaded. options.timeLimit: seconds for every request (as
   * RULECHECK_TIME_LIMIT does natively); options.inferenceLimit: the base
   * of the engine's inference limit (as RULECHECK_INFERENCE_LIMIT). */
  static async start(options = {}) {
    const rc = new RuleCheck(options.base || new URL(".", import.meta.url), options.timeLimit,
                             options.inferenceLimit);
    await rc._spawn();
    return rc;
  }

  constructor(base, timeLimitSeconds, inferenceLimit) {
    this.base = base;
    this.timeLimitSeconds = timeLimitSeconds;
    this.inferenceLimit = inferenceLimit;
    this.pending = new Map();
    this.nextId = 1;
    this.queue = Promise.resolve();
    this.starting = null;
  }

  async _spawn() {
    const w = await newWorker(this.base);
    this.worker = w;
    const ready = new Promise((resolve, reject) => {
      w.onError(reject);
      w.on((m) => {
        if (m.ready) {
          this.loadMs = m.loadMs; this.loadPhases = m.phases; this.version = m.version;
          this.schemas = Object.fromEntries(Object.entries(m.schemas).map(([g, t]) => [g, JSON.parse(t)]));
          resolve(); return;
        }
        if (m.failed) { reject(new Error(m.failed)); return; }
        const p = this.pending.get(m.id);
        if (p) { this.pending.delete(m.id); p.resolve(m.reply); }
      });
    });
    await ready;
    if (this.inferenceLimit) {
      // The base of the engine's inference limit (rulecheck.pl,
      // inference_limit/3), as RULECHECK_INFERENCE_LIMIT sets it natively.
      await new Promise((resolve) => {
        const id = this.nextId++;
        this.pending.set(id, { resolve });
        w.post({ id, setenv: ["RULECHECK_INFERENCE_LIMIT", String(this.inferenceLimit)] });
      });
    }
    w.unref();
  }

  /* The engine's reply text to one request text: what rulecheck:api/3
   * answers, or the limit error once the time limit has passed. Requests
   * are answered one at a time, in order. */
  ask(op, text, request) {
    const run = async () => {
      if (this.starting) await this.starting;      // the engine restarting after a time-out
      const seconds = timeLimit(op, request || {}, this.timeLimitSeconds);
      const id = this.nextId++;
      const worker = this.worker;
      worker.ref();
      try {
        return await new Promise((resolve) => {
          const timer = setTimeout(() => {
            // Past the deadline: end the engine, answer at once, and start a
            // fresh engine for the next request.
            this.pending.delete(id);
            worker.terminate();
            this.starting = this._spawn().finally(() => { this.starting = null; });
            this.starting.catch(() => {});
            resolve(limitReply(seconds));
          }, seconds * 1000);
          this.pending.set(id, { resolve: (reply) => { clearTimeout(timer); resolve(reply); } });
          worker.post({ id, op, text });
        });
      } finally {
        worker.unref();
      }
    };
    const answer = this.queue.then(run, run);
    this.queue = answer.catch(() => {});
    return answer;
  }

  /* The ok value of a request, or an EngineError. */
  async request(op, payload) {
    const reply = JSON.parse(await this.ask(op, requestText(payload), payload));
    if (reply.error) throw new EngineError(reply.error);
    return reply.ok;
  }

  terminate() { this.worker.terminate(); }

  /* The structural errors of a state, first the game, then its schema
   * (pycli/schema.py's state_errors). */
  async stateErrors(state) {
    if (!TYPES.object(state)) return [["$", `a state is a JSON object, found ${typeName(state)}`]];
    const game = state.game;
    const schema = typeof game === "string" && Object.hasOwn(this.schemas, game) ? this.schemas[game] : null;
    if (schema === null) {
      const games = await this.games();
      if (game === undefined) return [["$.game", `is required but missing: it names the game (${games.join(", ")})`]];
      if (typeof game !== "string") return [["$.game", `expected string (the game's id: ${games.join(", ")}), found ${typeName(game)}`]];
      if (typeof game === "string" && games.includes(game)) return [["$.game", `${game} has no schema.json in its folder`]];
      try { await this.request("rules", { game }); } catch (e) { return [["$.game", e.message]]; }
    }
    return schemaErrors(state, schema);
  }

  /* A state reaches the rules only once its game's JSON Schema holds
   * (pycli/core.py, _ask): the first structural error is bad input. */
  async _checked(state) {
    const [first] = await this.stateErrors(state);
    if (first) throw new EngineError({ kind: "input", in: "state", path: first[0], message: first[1] });
    return state;
  }

  async _ask(op, payload) {
    if ("state" in payload) await this._checked(payload.state);
    return this.request(op, payload);
  }

  async _moveChecked(state, move) {
    await this._checked(state);
    if (!TYPES.object(move)) {
      throw new EngineError({ kind: "input", in: "move", path: "$.move", message: "this operation needs a move (a JSON object)" });
    }
  }

  // The operations of the Python API (pycli/core.py), with its answers.

  async legalMoves(state, { limit = 1000, viewer = null } = {}) {
    const payload = { state };
    if (limit !== null) payload.limit = limit;
    if (viewer !== null) payload.viewer = viewer;     // the engine leaves out what the viewer cannot see
    const page = await this._ask("legal_moves", payload);
    if (viewer === null) return page;
    const reasons = await this._ask("hidden_moves", { state, viewer, moves: page.moves.map((m) => m.move) });
    const kept = page.moves.filter((m, i) => reasons[i] === null);
    return { moves: kept, count: kept.length, truncated: page.truncated, viewer,
             depends_on_hidden: page.depends_on_hidden,
             ...apart(page) };
  }

  async _hidden(state, move, viewer) {
    if (viewer === null) return null;
    const [reason] = await this._ask("hidden_moves", { state, viewer, moves: [move] });
    return reason === null ? null : { legal: null, viewer, depends_on_hidden: reason, move };
  }

  async check(state, move, { viewer = null } = {}) {
    await this._moveChecked(state, move);
    return (await this._hidden(state, move, viewer))
      || this._ask("check", viewer === null ? { state, move } : { state, move, viewer });
  }

  async apply(state, move) {
    await this._moveChecked(state, move);
    const r = await this._ask("apply", { state, move });
    if (!r.legal) return r;                      // illegal, or unknown (depends on card text)
    return r.assumptions ? { state: r.state, events: r.events, assumptions: r.assumptions, assumed: r.assumed }
                         : { state: r.state, events: r.events };
  }

  async explain(state, move, { viewer = null, brief = false, seed = true } = {}) {
    await this._moveChecked(state, move);
    const hidden = await this._hidden(state, move, viewer);
    if (hidden) return hidden;
    let tree = await this._ask("explain", viewer === null ? { state, move } : { state, move, viewer });
    if (brief) tree = { ...tree, checks: tree.checks.filter((c) => !c.held) };
    if (!seed) tree = { ...tree, checks: tree.checks.map(({ seed: _, ...c }) => c) };
    return tree;
  }

  outcome(state) { return this._ask("outcome", { state }); }

  /* {valid, errors}: every structural error (kind "structure"), or if
   * there are none every semantic one (kind "semantic"), and for a valid
   * state its assumptions, as `validate --json`. */
  async validate(state) {
    const structural = await this.stateErrors(state);
    const errors = structural.length
      ? structural.map(([path, message]) => ({ path, message, rule: null, kind: "structure" }))
      : (await this.request("validate", { state })).map((e) => ({ ...e, kind: "semantic" }));
    if (errors.length) return { valid: false, errors };
    const assumed = await this.request("assumptions", { state });   // {assumptions, assumed}: card text not modelled, or {}
    return { valid: true, errors, ...assumed };
  }

  normalize(state) { return this._ask("normalize", { state }); }

  display(state, { viewer = null } = {}) {
    const payload = { state };
    if (viewer !== null) payload.viewer = viewer;
    return this._ask("display", payload);
  }

  cards(game, query = "") { return this.request("cards", { game, query }); }

  new(game, { seed = 1, options = {} } = {}) { return this.request("new", { game, seed, options }); }

  rules(game) { return this.request("rules", { game }); }

  games() { return this.request("games", {}); }
}
