/* rulecheck.js: rulecheck's engine in the browser (and in node), with the
 * operations of the Python API, taking and returning the JSON that the
 * command line's --json prints.
 *
 *   import { RuleCheck } from "./rulecheck.js";
 *   const rc = await RuleCheck.start();          // the bundle's own folder
 *   const page = await rc.legalMoves(state);      // {moves, count, truncated}
 *
 * A transport: every answer, its checks (the state's JSON Schema, the move's
 * shape, what a viewer may see) and its words are the engine's, the same
 * Prolog as the command line's, asked through the one entry point
 * rulecheck:api(Op, RequestText, ReplyText) (rules.pl/rulecheck.pl). It runs
 * in a Worker (a worker thread under node: engine-worker.cjs), which first
 * tells the request's time limit (rulecheck:api_limit/4); past it the worker
 * is terminated, a fresh one started, and the answer is the engine's "limit"
 * reply. This is what the host does that the native one does not: the
 * WebAssembly build has no signals to end a request from inside.
 *
 * Every operation resolves to the answer or rejects with an EngineError
 * {kind, in, path, message}: kind "input" (bad state or move), "limit" or
 * "internal", as the engine words it.
 */

const inNode = typeof process !== "undefined" && !!(process.versions && process.versions.node)
  && typeof window === "undefined" && typeof self === "undefined";

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.kind = error.kind;
    this.in = error.in;
    this.path = error.path;
  }
}

/* The request text as the Python side writes it (", " and ": " between
 * items, characters as themselves): Prolog syntax too, read by the engine's
 * term reader (rc_json.pl). Fields that are undefined or null are left out. */
export function requestText(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return "[" + value.map(requestText).join(", ") + "]";
  return "{" + Object.entries(value).filter(([, v]) => v !== undefined)
    .map(([k, v]) => JSON.stringify(k) + ": " + requestText(v)).join(", ") + "}";
}

const given = (fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));

async function newWorker(base) {
  if (inNode) {
    const { Worker } = await import("node:worker_threads");
    const { fileURLToPath } = await import("node:url");
    const path = await import("node:path");
    const dir = fileURLToPath(base);
    const w = new Worker(path.join(dir, "engine-worker.cjs"), { workerData: { base: dir } });
    return { on: (f) => w.on("message", f), onError: (f) => w.on("error", f), post: (m) => w.postMessage(m),
             terminate: () => w.terminate(), unref: () => w.unref(), ref: () => w.ref() };
  }
  const w = new Worker(new URL("engine-worker.cjs", base));
  return { on: (f) => w.addEventListener("message", (e) => f(e.data)),
           onError: (f) => w.addEventListener("error", (e) => f(e.error || new Error(e.message))),
           post: (m) => w.postMessage(m), terminate: () => w.terminate(), unref: () => {}, ref: () => {} };
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
    this.env = given({ RULECHECK_TIME_LIMIT: timeLimitSeconds && String(timeLimitSeconds),
                       RULECHECK_INFERENCE_LIMIT: inferenceLimit && String(inferenceLimit) });
    this.pending = new Map();
    this.nextId = 1;
    this.queue = Promise.resolve();
    this.starting = null;
  }

  async _spawn() {
    const w = await newWorker(this.base);
    this.worker = w;
    await new Promise((resolve, reject) => {
      w.onError(reject);
      w.on((m) => {
        if (m.ready) {
          this.loadMs = m.loadMs; this.loadPhases = m.phases; this.version = m.version;
          // Each game's JSON Schema, as data for the judge's page (its editor).
          this.schemas = Object.fromEntries(Object.entries(m.schemas).map(([g, t]) => [g, JSON.parse(t)]));
          resolve(); return;
        }
        if (m.failed) { reject(new Error(m.failed)); return; }
        const p = this.pending.get(m.id);
        if (p && m.limit !== undefined) p.limit(m.limit, m.limitReply);
        else if (p) { this.pending.delete(m.id); p.resolve(m.reply); }
      });
    });
    for (const [name, value] of Object.entries(this.env)) {     // the engine's settings, read by rulecheck.pl
      await new Promise((resolve) => {
        const id = this.nextId++;
        this.pending.set(id, { resolve });
        w.post({ id, setenv: [name, value] });
      });
    }
    w.unref();
  }

  /* The engine's reply text to one request text: what rulecheck:api/3
   * answers, or its limit reply once the time limit has passed. Requests
   * are answered one at a time, in order. */
  ask(op, text) {
    const run = async () => {
      if (this.starting) await this.starting;      // the engine restarting after a time-out
      const id = this.nextId++;
      const worker = this.worker;
      worker.ref();
      try {
        return await new Promise((resolve) => {
          let timer = null;
          const limit = (seconds, reply) => {
            timer = setTimeout(() => {
              // Past the deadline: end the engine, answer at once, and start
              // a fresh engine for the next request.
              this.pending.delete(id);
              worker.terminate();
              this.starting = this._spawn().finally(() => { this.starting = null; });
              this.starting.catch(() => {});
              resolve(reply);
            }, seconds * 1000);
          };
          this.pending.set(id, { limit, resolve: (reply) => { clearTimeout(timer); resolve(reply); } });
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
    const reply = JSON.parse(await this.ask(op, requestText(payload)));
    if (reply.error) throw new EngineError(reply.error);
    return reply.ok;
  }

  terminate() { this.worker.terminate(); }

  // The operations of the Python API (pycli/core.py): each one request.

  legalMoves(state, { limit = 1000, viewer = null } = {}) {
    return this.request("legal_moves", given({ state, limit, viewer }));
  }

  check(state, move, { viewer = null } = {}) { return this.request("check", given({ state, move, viewer })); }
  apply(state, move) { return this.request("applied", { state, move }); }

  explain(state, move, { viewer = null, brief = false, seed = true } = {}) {
    return this.request("explain", given({ state, move, viewer, brief: brief || null, seed: seed ? null : false }));
  }

  outcome(state) { return this.request("outcome", { state }); }
  validate(state) { return this.request("validate", { state }); }     // {valid, errors, assumptions?}
  normalize(state) { return this.request("normalize", { state }); }

  display(state, { viewer = null } = {}) { return this.request("display", given({ state, viewer })); }

  show(state, { viewer = null } = {}) { return this.request("show", given({ state, viewer })); }
  cards(game, query = "") { return this.request("cards", { game, query }); }
  new(game, { seed = 1, options = {} } = {}) { return this.request("new", { game, seed, options }); }
  rules(game) { return this.request("rules", { game }); }
  games() { return this.request("games", {}); }
}
