/* The Moves tab: the legal moves grouped by player (filtered), a move
 * played with its events, the line of moves played, undo and redo. */
import { refresh, ruleButton } from "./board.js";
import { drawVerdict, namedText, shown } from "./check.js";
import { $, el, track } from "./dom.js";
import { current, S } from "./state.js";
import { errorText, fold } from "./words.js";

export function drawMoves() {
  const box = $("moves");
  const legal = S.legal;
  if (!legal) { box.replaceChildren(); $("moves-count").textContent = ""; return; }
  if (legal.error) { box.replaceChildren(el("p", { class: "error" }, legal.error)); return; }
  const q = fold($("filter").value.trim());
  const listed = legal.moves.filter((m) => !q || fold(m.text).includes(q) || fold(JSON.stringify(m.move)).includes(q));
  const byPlayer = new Map();
  for (const m of listed) {
    const p = m.player ?? "anyone";
    if (!byPlayer.has(p)) byPlayer.set(p, []);
    byPlayer.get(p).push(m);
  }
  const total = legal.count === null ? `more than ${legal.more_than}` : legal.count;
  const cut = [...byPlayer.values()].some((ms) => ms.length > 300) || legal.truncated;
  $("moves-count").textContent = `${total} legal move${legal.count === 1 ? "" : "s"}` +
    (q ? `, ${listed.length} shown` : "") + (S.viewer ? ` that ${S.viewer} can judge` : "") + ". Tap one to play it." +
    (cut ? " Not all are listed: filter by a card or words to find the others." : "");
  drawPassOn();
  box.replaceChildren(...[...byPlayer].map(([p, ms]) => el("section", { class: "move-group" },
    el("h4", {}, p),
    el("ul", {}, ms.slice(0, 300).map((m) => el("li", {},
      namedText("button", { type: "button", class: "move", on: { click: () => play(m.move, m.text) } }, m.text)))))));
}

export const play = track(async function play(move, text) {
  let r;
  try {
    r = await S.rc.apply(current(), move);
  } catch (e) {
    $("events").replaceChildren(el("p", { class: "error", role: "alert" }, errorText(e)));
    return;
  }
  if (!r.state) {
    $("events").replaceChildren(drawVerdict(r));
    return;
  }
  S.line = [...S.line.slice(0, S.pos), { move, text: text || r.text || JSON.stringify(move), state: r.state, events: r.events }];
  S.pos = S.line.length;
  drawEvents(S.line[S.pos - 1]);
  await refresh({ moved: true });
});

export function drawEvents(step) {
  const box = $("events");
  if (!step) { box.replaceChildren(); return; }
  box.replaceChildren(namedText("h4", {}, step.text),
    el("ul", { class: "event-list" }, step.events.map((ev) => el("li", {}, ev.rule ? ruleButton(ev.rule) : null, " ", namedText("span", { class: "event-text" }, ev.text)))));
}

export function drawLine() {
  $("line").replaceChildren(...S.line.map((s, i) => el("li", { class: i < S.pos ? "played" : "undone" },
    namedText("button", { type: "button", class: "line-move", "aria-current": i === S.pos - 1 ? "step" : null,
                   on: { click: () => goTo(i + 1) } }, s.text))));
  $("undo").disabled = S.pos === 0;
  $("redo").disabled = S.pos >= S.line.length;
}

export const goTo = track(async function goTo(pos) {
  S.pos = Math.max(0, Math.min(pos, S.line.length));
  drawEvents(S.pos ? S.line[S.pos - 1] : null);
  await refresh();
});

/* "Pass until something can happen", from the engine's legal moves alone:
 * a move that names no card, target or choice (only its action and
 * player) is bare; a bare move after which the game goes on is a pass (a
 * concession ends it). Where every legal move is bare and exactly one is a
 * pass, nothing but passing is legal for the player it names: the page
 * plays it, and again, until some player can do something else (a move
 * with a choice, two passes to choose between, the game over). */
const bare = (move) => Object.keys(move).every((k) => k === "action" || k === "player");

export async function onlyPass(state, legal) {
  if (!legal || legal.error || legal.truncated || legal.count === null || !legal.moves.length) return null;
  if (!legal.moves.every((m) => bare(m.move))) return null;
  const passes = [];
  for (const m of legal.moves) {
    const r = await S.rc.apply(state, m.move);
    if (!r.state) continue;
    const o = await S.rc.outcome(r.state);
    if (o.result === "ongoing") passes.push(m);
  }
  return passes.length === 1 ? passes[0] : null;
}

let passSerial = 0;
const drawPassOn = track(async function drawPassOn() {
  const serial = ++passSerial;
  const button = $("pass-on");
  const state = current();
  const pass = S.viewer || !state ? null : await onlyPass(state, S.legal).catch(() => null);
  if (serial !== passSerial) return;
  button.hidden = !pass;
  button.dataset.player = pass ? pass.player ?? "" : "";
  $("pass-on-text").textContent = pass ? `next: ${shown(pass.text)}` : "";
});

export const passOn = track(async function passOn() {
  const played = [];
  for (let i = 0; i < 100; i++) {
    const pass = await onlyPass(current(), S.legal);
    if (!pass) break;
    const before = S.pos;
    await play(pass.move, pass.text);
    if (S.pos === before) break;
    played.push(pass.text);
  }
  const now = S.legal ? S.legal.moves : [];
  const who = [...new Set(now.map((m) => m.player).filter(Boolean))].join(", ");
  $("pass-note").textContent = played.length
    ? `Passed ${played.length} time${played.length === 1 ? "" : "s"}; ${S.outcome && S.outcome.result !== "ongoing" ? "the game is over" : now.length ? `now ${who || "a player"} can do something else` : "no legal move now"}.`
    : "Something other than passing can happen here.";
});
