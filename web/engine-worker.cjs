/* rulecheck's engine in SWI-Prolog's WebAssembly build (swipl-wasm), run in a
 * Worker (browser) or a worker thread (node), so that the page or process that
 * asks it can end a request that runs past its time limit by terminating
 * the worker (rulecheck.js); the WebAssembly build has no signals to do it
 * from inside.
 *
 * It loads the rules (rules.json in the bundle: every rule file, path ->
 * text; and rules.qlf, the same compiled by this runtime at build time)
 * into the runtime's file system (with the compiled rules, not the files a
 * game includes: its game.qlf holds them), consults rulecheck.pl, tells its
 * host {ready, loadMs, phases, version, schemas} (phases: ms from the
 * worker's start to the end of each step of the load; each game's JSON
 * Schema text, as data for the judge's page), then answers each message
 * {id, op, text} with {id, limit, limitReply} (rulecheck:api_limit/4: the
 * seconds the host lets it run) and then {id, reply}: the text of
 * rulecheck:api(Op, Text, Reply), the same JSON the command line's engine
 * gives.
 */
"use strict";

const inNode = typeof process !== "undefined" && process.versions && process.versions.node
  && typeof importScripts !== "function";

let port, base, readText, makeSwipl;
if (inNode) {
  const { parentPort, workerData } = require("worker_threads");
  const fs = require("fs");
  const path = require("path");
  port = {
    post: (m) => parentPort.postMessage(m),
    listen: (f) => parentPort.on("message", f),
  };
  base = workerData.base;
  readText = async (name) => fs.readFileSync(path.join(base, name), "utf8");
  makeSwipl = require(path.join(base, "swipl", "swipl-web.js"));
} else {
  port = {
    post: (m) => self.postMessage(m),
    listen: (f) => self.addEventListener("message", (e) => f(e.data)),
  };
  base = new URL(".", self.location.href).href;
  readText = async (name) => {
    const response = await fetch(new URL(name, base));
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    return response.text();
  };
}

// The files the engine needs, asked for at once, before the runtime's script
// is read (importScripts blocks this thread while the fetches go on): the
// rules' sources, the rules compiled, and (in a browser) the runtime's
// WebAssembly, which the runtime compiles as it streams in.
const started = Date.now();
const early = {
  rules: readText("rules.json"),
  compiled: readCompiled(),
  wasm: inNode ? null : fetch(locate("swipl-web.wasm"), { credentials: "same-origin" }),
};
for (const p of Object.values(early)) if (p) p.catch(() => {});     // awaited by start()
if (!inNode) {
  importScripts(new URL("swipl/swipl-web.js", base).href);
  makeSwipl = self.SWIPL;
}

/* The runtime's WebAssembly instantiated from the response fetched early
 * (the runtime's own way, as swipl-web.js does it, but for where the
 * response comes from): streamed, else from its bytes. */
function instantiateWasm(imports, done) {
  early.wasm.then((response) => WebAssembly.instantiateStreaming(response, imports))
    .catch(() => fetch(locate("swipl-web.wasm"), { credentials: "same-origin" })
      .then((response) => response.arrayBuffer())
      .then((bytes) => WebAssembly.instantiate(bytes, imports)))
    .then((result) => done(result.instance, result.module))
    .catch((e) => port.post({ failed: String(e && e.stack || e) }));
  return {};
}

async function readCompiled() {
  try {
    if (inNode) {
      const fs = require("fs");
      const path = require("path");
      const index = JSON.parse(fs.readFileSync(path.join(base, "rules-qlf.json"), "utf8"));
      return [index, new Uint8Array(fs.readFileSync(path.join(base, "rules.qlf")))];
    }
    const [index, data] = await Promise.all([fetch(new URL("rules-qlf.json", base)), fetch(new URL("rules.qlf", base))]);
    if (!index.ok || !data.ok) return null;
    return [await index.json(), new Uint8Array(await data.arrayBuffer())];
  } catch {
    return null;                    // a bundle built without node: the sources load
  }
}

function locate(file) {
  if (inNode) return require("path").join(base, "swipl", file);
  return new URL(`swipl/${file}`, base).href;
}

async function start() {
  const t0 = started;
  const phases = {};                // ms from the worker's start to the end of each step
  const mark = (name) => (x) => { phases[name] = Date.now() - t0; return x; };
  // The runtime, the rules' sources and the rules compiled by this same
  // runtime at build time (compile-rules.cjs: the .qlf files, one after
  // another in rules.qlf, placed by rules-qlf.json).
  const options = { arguments: ["-q"], locateFile: locate, print: () => {}, printErr: () => {} };
  if (!inNode) options.instantiateWasm = instantiateWasm;
  const [swipl, rulesText, compiled] = await Promise.all([
    makeSwipl(options).then(mark("runtime")),
    early.rules.then(mark("rules.json")),
    early.compiled.then(mark("rules.qlf")),
  ]);
  const files = JSON.parse(rulesText);
  // With the rules compiled, a source is needed only where a .qlf stands
  // beside it (loading checks that the .qlf is the newer) or where the rules
  // read it as they run (nfkd_table.pl); the files a game includes are in its
  // game.qlf already, and are not written (1.9 MB of the 2.5).
  const qlf = compiled ? compiled[0] : {};
  const included = (name) => {
    const folder = name.slice(0, name.lastIndexOf("/"));
    return folder !== "" && name.endsWith(".pl") && name !== `${folder}/game.pl` && Object.hasOwn(qlf, `${folder}/game.qlf`);
  };
  // Each text as its UTF-8 bytes (TextEncoder: the runtime's own encoder of a
  // string is a loop in JavaScript, several times slower).
  const utf8 = new TextEncoder();
  for (const [name, text] of Object.entries(files)) {
    if (included(name)) continue;
    const dest = `/rulecheck/${name}`;
    swipl.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    swipl.FS.writeFile(dest, utf8.encode(text));
    swipl.FS.utime(dest, 0, 0);     // older than the compiled rules: these load
  }
  mark("sources written")();
  if (compiled) {
    const [index, data] = compiled;
    for (const [name, [offset, length]] of Object.entries(index)) {
      swipl.FS.writeFile(`/rulecheck/${name}`, data.subarray(offset, offset + length));
    }
  }
  const loaded = swipl.prolog.query("catch(use_module('/rulecheck/rulecheck'), E, (print_message(error, E), fail))").once();
  if (!loaded || loaded.success === false || loaded.error) {
    port.post({ failed: "the rules did not load" });
    return;
  }
  mark("consulted")();
  const version = swipl.prolog.query("current_prolog_flag(version, V)").once().V;
  // A reply is text: the atom is handed over as a JS string and back.
  const ask = (op, text) => {
    const answer = swipl.prolog.query("atom_string(OpAtom, Op), rulecheck:api(OpAtom, Text, Reply)", { Op: op, Text: text }).once();
    if (!answer || answer.success === false || answer.error) {
      return JSON.stringify({ error: { kind: "internal", in: "request", path: "$", message: "the engine gave no answer" } });
    }
    return typeof answer.Reply === "string" ? answer.Reply : String(answer.Reply);
  };
  port.listen((m) => {
    if (m.setenv) {       // {id, setenv: [Name, Value]}: the engine's settings (RULECHECK_INFERENCE_LIMIT)
      swipl.prolog.query("setenv(Name, Value)", { Name: m.setenv[0], Value: m.setenv[1] }).once();
      port.post({ id: m.id, reply: "" });
      return;
    }
    // The request's time limit first, which the host keeps (rulecheck.js):
    // the engine says how long and the reply that says it was passed.
    const limit = swipl.prolog.query("atom_string(OpAtom, Op), rulecheck:api_limit(OpAtom, Text, S, R)",
                                     { Op: m.op, Text: m.text }).once();
    if (limit && limit.success !== false && !limit.error) {
      port.post({ id: m.id, limit: Number(limit.S), limitReply: String(limit.R) });
    }
    const t = performance.now();
    const reply = ask(m.op, m.text);
    port.post({ id: m.id, reply, ms: performance.now() - t });
  });
  const schemas = {};
  for (const [name, text] of Object.entries(files)) {
    const m = /^([^/]+)\/schema\.json$/.exec(name);
    if (m) schemas[m[1]] = text;
  }
  port.post({ ready: true, loadMs: Date.now() - t0, phases, version: String(version), schemas });
}

start().catch((e) => port.post({ failed: String(e && e.stack || e) }));
