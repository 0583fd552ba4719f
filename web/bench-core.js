/* The timing loop both benchmark hosts share (web/bench-node.js under
 * node, web/bench.html in a browser; scripts/bench_web.py copies all three
 * beside the bundle): the engine's first answer (to requests[0]), then each
 * request's median round trip in ms over its runs.
 *   const { cold, first, rows } = await timeRequests(rc, requests);
 * cold: performance.now() at the first answer (since the process started,
 * or since navigation); first: that answer's text. */
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1;
                         return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

export async function timeRequests(rc, requests) {
  const first = await rc.ask(requests[0].op, requests[0].text, {});
  const cold = performance.now();
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
  return { cold, first, rows };
}
