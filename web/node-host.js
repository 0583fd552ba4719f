/* The WebAssembly engine under node, for the Python side
 * (pycli/wasm_engine.py, `rulecheck test --engine wasm`): JSON lines over
 * stdio. It prints one line {"ready": true, "version", "loadMs"} once the
 * rules are loaded, then reads requests, one a line, {"op": Op, "text":
 * RequestText}, and answers each with one line: the engine's reply text,
 * byte for byte what rulecheck:api/3 gives (or the time limit's error,
 * rulecheck.js). A line {"method": Name, "args": [...]} calls that
 * operation of rulecheck.js instead (legalMoves, check, ...) and is
 * answered {"ok": Value} or {"error": {kind, in, path, message}} (the
 * tests compare them with the Python API's answers). RULECHECK_TIME_LIMIT
 * and RULECHECK_INFERENCE_LIMIT set the limits, as they do for the native
 * engine.
 *
 *   node node-host.js            (in the bundle's folder, or with its path)
 */
import { createInterface } from "node:readline";
import { RuleCheck } from "./rulecheck.js";

process.stdout.on("error", () => process.exit(0));     // the reader has gone

const seconds = Number(process.env.RULECHECK_TIME_LIMIT);
const inferences = Number(process.env.RULECHECK_INFERENCE_LIMIT);
const rc = await RuleCheck.start({ timeLimit: seconds > 0 ? seconds : undefined,
                                   inferenceLimit: Number.isInteger(inferences) && inferences > 0 ? inferences : undefined });
process.stdout.write(JSON.stringify({ ready: true, version: rc.version, loadMs: rc.loadMs }) + "\n");

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let reply;
  try {
    const { op, text, method, args } = JSON.parse(line);
    if (method !== undefined) {
      try {
        reply = JSON.stringify({ ok: await rc[method](...args) });
      } catch (e) {
        reply = JSON.stringify({ error: { kind: e.kind || "internal", in: e.in || "request",
                                          path: e.path || "$", message: e.message } });
      }
    } else {
      reply = await rc.ask(op, text);
    }
  } catch (e) {
    reply = JSON.stringify({ error: { in: "request", kind: "internal", message: `the node host: ${e.message}`, path: "$" } });
  }
  process.stdout.write(reply + "\n");
}
rc.terminate();
