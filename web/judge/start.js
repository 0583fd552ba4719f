/* The Start tab: a game's examples, a new game, the empty position, a
 * position pasted or opened (JSON, or YAML read by the pinned js-yaml). */
import { refresh } from "./board.js";
import { setMove } from "./check.js";
import { $, el, track } from "./dom.js";
import { drawRuleList, followGame } from "./rules.js";
import { S } from "./state.js";
import { showTab } from "./tabs.js";

export const startWith = track(async function startWith(state, note) {
  S.game = state.game;
  if (S.catalog.games[S.game] && $("game").value !== S.game) { $("game").value = S.game; drawExamples(); }
  S.start = state; S.line = []; S.pos = 0; S.question = null; S.viewer = null;
  $("verdict").replaceChildren(); $("events").replaceChildren(); $("filter").value = "";
  $("start-error").textContent = "";
  await refresh();
  followGame(S.game, true);
  drawRuleList();
  const q = note && note.moves && note.moves[0];
  setMove(q || (S.legal && S.legal.moves[0] ? S.legal.moves[0].move : {}));
  showTab("moves");
});

export function drawExamples() {
  const game = $("game").value;
  const examples = (S.catalog.games[game] || { examples: [] }).examples;
  $("examples").replaceChildren(...examples.map((x, i) => el("li", {},
    el("button", { type: "button", class: "example", data: { index: i },
                   on: { click: () => startWith(x.state, x) } },
      el("span", {}, x.title), el("small", {}, x.source)))));
}

/* The shortest position of a new game the engine accepts: the fields its
 * schema requires, each player with only the fields a player requires
 * (name, hero or character), then any field of the new game the engine asks
 * for (Blood Bound's dagger); the engine completes the rest, an empty table
 * to build a dispute on in the Edit tab. */
export async function shortest(state, schema) {
  const root = schema;
  const follow = (s) => { for (let i = 0; i < 20 && s && s.$ref; i++) s = root.$defs[s.$ref.slice("#/$defs/".length)]; return s || {}; };
  const keep = (value, s) => Object.fromEntries(Object.entries(value).filter(([k]) => (s.required || []).includes(k)));
  const short = keep(state, root);
  if (Array.isArray(short.players)) {
    const item = follow(follow((root.properties || {}).players).items);
    short.players = short.players.map((p) => (p && typeof p === "object" && !Array.isArray(p) ? keep(p, item) : p));
  }
  for (let tries = 0; tries < 10; tries++) {
    const report = await S.rc.validate(short);
    const missing = report.errors.map((e) => /^\$\.([A-Za-z_][\w-]*)/.exec(e.path || ""))
      .map((m) => m && m[1]).find((k) => k && !(k in short) && k in state);
    if (!missing) break;
    short[missing] = state[missing];
  }
  return short;
}

/* js-yaml (pinned, in the bundle: vendor/), loaded when first needed. */
export let yamlModule = null;
export async function yaml() {
  if (!yamlModule) yamlModule = await import("./vendor/js-yaml.mjs");
  return yamlModule;
}

/* A position's text: JSON, else YAML read with js-yaml's JSON schema (a
 * plain scalar means what it means in JSON: `no` stays text). */
export async function parsePosition(text) {
  try { return JSON.parse(text); } catch { /* YAML, then */ }
  const y = await yaml();
  return y.load(text, { schema: y.JSON_SCHEMA, json: false });
}

export const openText = track(async function openText(text) {
  let state;
  try { state = await parsePosition(text); } catch (e) {
    $("start-error").textContent = `Neither JSON nor YAML: ${e.message}`;
    return;
  }
  if (!state || typeof state !== "object" || typeof state.game !== "string") {
    $("start-error").textContent = "A position is a JSON object with its \"game\".";
    return;
  }
  await startWith(state);
});
