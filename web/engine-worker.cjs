/* rulecheck's engine in SWI-Prolog's WebAssembly build (swipl-wasm), run in a
 * Worker (browser) or a worker thread (node), so that the page or process that
 * asks it can end a request that runs past its time limit by terminating
 * the worker (rulecheck.js); the WebAssembly build has no signals to do it
 * from inside.
 *
 * It loads the rules (rules.json in the bundle: every rule file, path ->
 * text) into the runtime's file system, consults rulecheck.pl, tells its
 * host {ready, loadMs, version, schemas} (each game's JSON Schema text, for
 * the structural check rulecheck.js makes before the engine), then answers each message {id, op, text} with
 * {id, reply}: the text of rulecheck:api(Op, Text, Reply), the same JSON
 * the command line's engine gives.
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
  importScripts(new URL("swipl/swipl-web.js", base).href);
  makeSwipl = self.SWIPL;
}

function locate(file) {
  if (inNode) return require("path").join(base, "swipl", file);
  return new URL(`swipl/${file}`, base).href;
}

async function start() {
  const t0 = Date.now();
  const [swipl, rulesText] = await Promise.all([
    makeSwipl({ arguments: ["-q"], locateFile: locate, print: () => {}, printErr: () => {} }),
    readText("rules.json"),
  ]);
  const files = JSON.parse(rulesText);
  for (const [name, text] of Object.entries(files)) {
    const dest = `/rulecheck/${name}`;
    swipl.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    swipl.FS.writeFile(dest, text);
  }
  const loaded = swipl.prolog.query("catch(use_module('/rulecheck/rulecheck'), E, (print_message(error, E), fail))").once();
  if (!loaded || loaded.success === false || loaded.error) {
    port.post({ failed: "the rules did not load" });
    return;
  }
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
    const t = performance.now();
    const reply = ask(m.op, m.text);
    port.post({ id: m.id, reply, ms: performance.now() - t });
  });
  const schemas = {};
  for (const [name, text] of Object.entries(files)) {
    const m = /^([^/]+)\/schema\.json$/.exec(name);
    if (m) schemas[m[1]] = text;
  }
  port.post({ ready: true, loadMs: Date.now() - t0, version: String(version), schemas });
}

start().catch((e) => port.post({ failed: String(e && e.stack || e) }));
