/* The engine's answer times under node, for scripts/bench_web.py:
 *   node bench-node.js BUNDLE REQUESTS.json
 * REQUESTS: [{label, op, text, runs}]. Prints one JSON object: the time from
 * this process's start to the engine's first answer (to requests[0]), the
 * rules' load time, and each request's median round trip in ms. */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";

const [bundle, file] = process.argv.slice(2);
const { RuleCheck } = await import(pathToFileURL(`${bundle}/rulecheck.js`).href);
const requests = JSON.parse(readFileSync(file, "utf8"));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1;
                         return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const rc = await RuleCheck.start({ base: pathToFileURL(`${bundle}/`), timeLimit: 600 });
await rc.ask(requests[0].op, requests[0].text, {});
const cold = performance.now();                  // since the process started
const rows = [];
for (const r of requests) {
  const times = [];
  let reply = "";
  for (let i = 0; i < r.runs; i++) {
    const t = performance.now();
    reply = await rc.ask(r.op, r.text, {});
    times.push(performance.now() - t);
  }
  rows.push({ label: r.label, ms: median(times), bytes: reply.length });
}
process.stdout.write(JSON.stringify({ cold_start_ms: cold, load_ms: rc.loadMs, rows }) + "\n");
rc.terminate();
