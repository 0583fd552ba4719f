/* The engine's answer times under node, for scripts/bench_web.py:
 *   node bench-node.js BUNDLE REQUESTS.json
 * REQUESTS: [{label, op, text, runs}]. Prints one JSON object: the time from
 * this process's start to the engine's first answer (to requests[0]), the
 * rules' load time, and each request's median round trip in ms. */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [bundle, file] = process.argv.slice(2);
const { RuleCheck } = await import(pathToFileURL(`${bundle}/rulecheck.js`).href);
const { timeRequests } = await import(pathToFileURL(`${bundle}/bench-core.js`).href);
const requests = JSON.parse(readFileSync(file, "utf8"));
const rc = await RuleCheck.start({ base: pathToFileURL(`${bundle}/`), timeLimit: 600 });
const { cold, rows } = await timeRequests(rc, requests);   // cold: since the process started
process.stdout.write(JSON.stringify({ cold_start_ms: cold, load_ms: rc.loadMs, rows }) + "\n");
rc.terminate();
