/* The Share tab: the link (#v1=...) holds the start position, the line
 * and the question, compressed with the browser's own CompressionStream
 * ('deflate-raw'), base64url; the position exported; the current question
 * as a fixture. encodeLink/decodeLink run under node --test (tests/js/). */
import { refresh } from "./board.js";
import { checkMove, moveFromText, setMove } from "./check.js";
import { $, track } from "./dom.js";
import { drawEvents } from "./moves.js";
import { followGame, rulesOf } from "./rules.js";
import { drawExamples } from "./start.js";
import { current, S } from "./state.js";
import { showTab } from "./tabs.js";

export function b64url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function unb64url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

export async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeLink(value) {
  return b64url(await pipe(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream("deflate-raw")));
}

export async function decodeLink(text) {
  return JSON.parse(new TextDecoder().decode(await pipe(unb64url(text), new DecompressionStream("deflate-raw"))));
}

/* What the link holds: the start position, the line, how far along it the
 * board is, and the question: the one asked of this position (a: it was
 * asked, v: by whom), with its verdict shown when the link opens; else
 * the move in the Legal? form. */
export function linkValue() {
  const value = { s: S.start, m: S.line.map((l) => l.move), p: S.pos };
  const q = S.question;
  if (q && q.state === current()) {
    value.q = q.move; value.a = 1;
    if (q.viewer) value.v = q.viewer;
  } else value.q = moveFromText();
  return value;
}

export let linkSerial = 0;
export async function updateLink() {
  if (!S.start) return;
  const serial = ++linkSerial;
  const code = await encodeLink(linkValue());
  if (serial !== linkSerial) return;
  history.replaceState(null, "", `#v1=${code}`);
  $("link").value = location.href;
}

export const restoreLink = track(async function restoreLink() {
  const m = /^#v1=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (!m) return false;
  let value;
  try { value = await decodeLink(m[1]); } catch {
    $("start-error").textContent = "The link's position could not be read.";
    return false;
  }
  S.game = value.s.game;
  $("game").value = S.game;
  followGame(S.game, true);
  drawExamples();
  S.start = value.s; S.line = []; S.pos = 0;
  for (const move of value.m || []) {
    const before = S.line.length ? S.line[S.line.length - 1].state : S.start;
    const r = await S.rc.apply(before, move);
    if (!r.state) break;
    const { text } = await S.rc.check(before, move);
    S.line.push({ move, text: text || JSON.stringify(move), state: r.state, events: r.events });
  }
  S.pos = Math.min(value.p ?? S.line.length, S.line.length);
  S.question = null;
  S.viewer = value.a && value.v ? value.v : null;
  $("verdict").replaceChildren();
  drawEvents(S.pos ? S.line[S.pos - 1] : null);
  await refresh();
  setMove(value.q || (S.legal && S.legal.moves[0] ? S.legal.moves[0].move : {}));
  if (value.a && value.q) {
    // The question asked: its verdict shown, as it was.
    showTab("check");
    await checkMove();
  } else showTab("moves");
  return true;
});

/* A fixture of the current question (tests/fixtures' format, docs/fixtures.md):
 * the last move asked about with the engine's verdict as the expected one,
 * else the outcome of the position. */
export const makeFixture = track(async function makeFixture() {
  const q = S.question;
  let fixture;
  if (q && q.answer.legal !== null) {
    const broken = q.answer.checks.filter((c) => !c.held).map((c) => c.rule);
    const rules = broken.length ? broken : [...new Set(q.answer.checks.map((c) => c.rule))];
    const kase = q.answer.legal ? { move: q.move, legal: true } : { move: q.move, legal: false, violates: [...new Set(broken)] };
    fixture = { title: `${q.answer.legal ? "Legal" : "Illegal"}: ${q.answer.text}`, rules: [...new Set(rules)],
                state: q.state, cases: [kase] };
  } else {
    const o = await S.rc.outcome(current());
    const rules = o.rule ? [o.rule] : (await rulesOf(S.game)).filter((r) => r.kind === "outcome").map((r) => r.id);
    const expect = { result: o.result };
    if (o.winners) expect.winners = o.winners;
    if (o.rule) expect.rule = o.rule;
    fixture = { title: o.result === "ongoing" ? "The game is not over" : `The outcome: ${o.reason}`,
                rules, state: current(), cases: [{ outcome: expect }] };
  }
  $("fixture").value = JSON.stringify(fixture, null, 2);
});
