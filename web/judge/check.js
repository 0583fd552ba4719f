/* The Legal? tab: a move (from a legal one, field by field or as JSON),
 * who asks (the judge, or a player), and the engine's verdict: the rules
 * it breaks with their fixes, what it does, every rule checked. */
import { ruleButton } from "./board.js";
import { $, el, fill, track } from "./dom.js";
import { play } from "./moves.js";
import { updateLink } from "./share.js";
import { current, S } from "./state.js";
import { showTab } from "./tabs.js";
import { errorText, labelName, namesIn } from "./words.js";

export function fillLegalPicker() {
  const pick = $("from-legal");
  const moves = S.legal ? S.legal.moves : [];
  pick.replaceChildren(el("option", { value: "" }, moves.length ? "— a legal move to start from —" : "— no legal move —"),
    ...moves.slice(0, 500).map((m, i) => namedText("option", { value: i }, m.text)));
}

export function fillViewers() {
  const pick = $("viewer");
  const names = S.model ? S.model.players.map((p) => p.name) : [];
  pick.replaceChildren(el("option", { value: "" }, "the judge (sees all)"),
    ...names.map((n) => el("option", { value: n, selected: n === S.viewer }, n)));
}

export function moveFromText() {
  try {
    const m = JSON.parse($("move-json").value);
    return m && typeof m === "object" && !Array.isArray(m) ? m : null;
  } catch { return null; }
}

export function setMove(move) {
  $("move-json").value = JSON.stringify(move);
  drawMoveFields(move);
  updateLink();
}

/* The values (words and ids, also in lists) a move's field takes in the
 * legal moves (of the action when one is given). */
export function legalValues(key, action = null) {
  const seen = new Set();
  for (const m of (S.legal ? S.legal.moves : [])) {
    if (action && m.move.action !== action) continue;
    for (const v of [m.move[key]].flat()) if (typeof v === "string") seen.add(v);
  }
  return [...seen];
}

/* The game's move shapes: the JSON Schema of its moves the engine reads
 * off its move_fields/3 (rulecheck:api move_schema): one alternative per
 * action, its fields typed (a card's or player's string by its format).
 * Asked once per game; the form is drawn again when it comes. */
const shapes = new Map();
export const moveShapes = (game) => shapes.get(game) || null;
const loadShapes = track(async function loadShapes(game) {
  if (shapes.has(game)) return;
  shapes.set(game, null);
  try {
    const schema = await S.rc.request("move_schema", { game });
    shapes.set(game, new Map(schema.oneOf.map((alt) => [alt.properties.action.const, alt])));
  } catch { shapes.delete(game); return; }
  if (S.game === game) drawMoveFields(moveFromText());
});

/* A field's kind from its schema: card, cards, player, players, index,
 * enum (its values), boolean (yes or no), text (any other string: a name),
 * each maybe nullable; anything else typed as JSON. */
export function fieldKind(schema) {
  let s = schema || {}, nullable = false;
  if (s.anyOf) {
    nullable = s.anyOf.some((a) => a.type === "null");
    s = s.anyOf.find((a) => a.type !== "null") || {};
  }
  const item = s.items || {};
  const kind = s.enum ? "enum" : s.type === "integer" ? "index" : s.type === "boolean" ? "boolean"
    : s.type === "string" && (s.format === "card" || s.format === "player") ? s.format
    : s.type === "array" && (item.format === "card" || item.format === "player") ? `${item.format}s`
    : s.type === "string" ? "text" : "json";
  return { kind, nullable, values: s.enum || [], size: s.maxItems ?? null };
}

/* A card by the name a judge reads (the board's label without its id);
 * its id kept where two cards of the position share a name. */
export function positionCards() {
  const cards = [];
  if (S.model) for (const z of S.model.zones) for (const c of z.cards) {
    if (c.id && c.id !== "unknown" && !cards.some((x) => x.id === c.id)) {
      cards.push({ id: c.id, name: labelName(c.label, c.id), zone: `${z.owner ? z.owner + "'s " : ""}${z.label}` });
    }
  }
  const count = new Map();
  for (const c of cards) count.set(c.name, (count.get(c.name) || 0) + 1);
  for (const c of cards) c.shown = count.get(c.name) > 1 ? `${c.name} · ${c.id}` : c.name;
  return cards;
}
const cardName = (id) => { const c = positionCards().find((x) => x.id === id); return c ? c.shown : id; };

/* An engine's text (a move, an event, a verdict) with the cards of the
 * position by their names (words.js namesIn): the engine's own words, ids
 * and all, on a tap (the element's title). */
export function shown(text) {
  return namesIn(text, positionCards().map((c) => [c.name, c.id]));
}
export function namedText(tag, attrs, text) {
  const words = shown(text);
  return el(tag, { ...attrs, title: words !== text ? text : null }, words);
}

const playerNames = () => (S.model ? S.model.players.map((p) => p.name) : []);

/* The card picker of a field: the position's cards by name, zone by zone,
 * the zones that hold a card the field takes in a legal move first (the
 * zones it can take), then the others. */
function cardOptions(key, action, chosen) {
  const legal = new Set(legalValues(key, action));
  const zones = new Map();
  for (const c of positionCards()) {
    if (!zones.has(c.zone)) zones.set(c.zone, []);
    zones.get(c.zone).push(c);
  }
  const groups = [...zones].toSorted(([, a], [, b]) => Number(b.some((c) => legal.has(c.id))) - Number(a.some((c) => legal.has(c.id))));
  return groups.map(([zone, cards]) => el("optgroup", { label: zone },
    cards.map((c) => el("option", { value: c.id, title: c.id, selected: c.id === chosen }, c.shown))));
}

function picker(id, label, options, onPick) {
  const select = el("select", { id, "aria-label": label }, options);
  select.addEventListener("change", () => onPick(select.value));
  return select;
}

const NONE = "\u0000none";

/* One control per field of the move, by its kind in the action's shape:
 * a card or player picked from what the position holds, a list of them
 * with its items removable and a picker that adds one (the list kept), a
 * number by a stepper, a choice of the schema's values, a text typed (a
 * name); a field the shape does not know, as JSON. Each field can be removed. */
function fieldControl(move, key, schema, action) {
  const id = `field-${key}`;
  const { kind, nullable, values } = schema ? fieldKind(schema) : { kind: "json", nullable: false, values: [] };
  const value = move[key];
  const update = (v) => { const m = moveFromText() || {}; m[key] = v; setMove(m); };
  const none = nullable ? [el("option", { value: NONE, selected: value === null }, "none")] : [];
  const blank = (text) => el("option", { value: "", selected: value === "" || value === undefined }, text);
  const fromPick = (v) => update(v === NONE ? null : v);
  let control;
  if (kind === "card") {
    control = picker(id, key, [blank("— pick a card —"), ...none, ...cardOptions(key, action, value)], fromPick);
  } else if (kind === "player") {
    control = picker(id, key, [blank("— pick a player —"), ...none,
      ...playerNames().map((p) => el("option", { value: p, selected: p === value }, p))], fromPick);
  } else if (kind === "enum") {
    control = picker(id, key, [blank("— pick one —"), ...none,
      ...values.map((v) => el("option", { value: v, selected: v === value }, v))], fromPick);
  } else if (kind === "boolean") {
    control = picker(id, key, [blank("— pick one —"),
      el("option", { value: "true", selected: value === true }, "yes"),
      el("option", { value: "false", selected: value === false }, "no")], (v) => update(v === "" ? undefined : v === "true"));
  } else if (kind === "cards" || kind === "players") {
    const items = Array.isArray(value) ? value : [];
    const name = kind === "cards" ? cardName : (p) => p;
    const options = kind === "cards" ? cardOptions(key, action, null)
      : playerNames().map((p) => el("option", { value: p }, p));
    control = el("div", { class: "move-list" },
      el("ul", { class: "chips move-items", "aria-label": `${key}: ${items.length ? items.length : "none"}` },
        items.map((x, i) => el("li", {}, el("button", { type: "button", class: "chip-button",
          "aria-label": `remove ${name(x)} from ${key}`, title: x,
          on: { click: () => update(items.filter((_, j) => j !== i)) } }, `${name(x)} ✕`)))),
      picker(`${id}-add`, `add to ${key}`, [el("option", { value: "", selected: true }, `+ add to ${key}`), ...options],
        (v) => { if (v) update([...items, v]); }));
    if (nullable) control.append(el("button", { type: "button", on: { click: () => update(null) } }, "none"));
  } else if (kind === "index") {
    const n = Number.isInteger(value) ? value : 0;
    control = el("div", { class: "stepper-row" },
      el("button", { type: "button", "aria-label": `${key}: one less`, disabled: n <= 0, on: { click: () => update(n - 1) } }, "−"),
      el("input", { id, type: "number", inputmode: "numeric", min: 0, value: n, "aria-label": key,
                    on: { change: (e) => update(Number(e.target.value)) } }),
      el("button", { type: "button", "aria-label": `${key}: one more`, on: { click: () => update(n + 1) } }, "+"));
  } else if (kind === "text") {
    control = el("input", { id, type: "text", autocomplete: "off", spellcheck: "false",
                            on: { change: (e) => update(e.target.value) } });
    control.value = typeof value === "string" ? value : "";
  } else {
    control = el("input", { id, type: "text", autocomplete: "off", autocapitalize: "off", spellcheck: "false",
                            on: { change: (e) => { try { update(JSON.parse(e.target.value)); } catch { update(e.target.value); } } } });
    control.value = value === undefined ? "" : JSON.stringify(value);
  }
  const label = kind === "cards" || kind === "players" || kind === "index"
    ? el("span", { class: "label" }, key) : el("label", { for: id }, key);
  const shape = moveShapes(S.game);
  const note = schema || !shape || !action || !shape.has(action) ? null
    : el("p", { class: "hint" }, `not a field of ${action}`);
  return el("div", { class: "field move-field", data: { key, kind } },
    el("div", { class: "move-field-head" }, label,
      el("button", { type: "button", class: "remove-field", "aria-label": `remove the field ${key}`,
                     on: { click: () => { const m = moveFromText() || {}; delete m[key]; setMove(m); } } }, "✕")),
    control, note);
}

/* A move turned into another action: the player kept (unless only
 * another player has a legal move of that action: then that player), each
 * field the new action has kept where it fits (a field it lacks dropped:
 * no stale field), its other required fields from the first legal move of
 * that action (the player's), else empty. */
export function changeAction(move, action, shape) {
  const alt = shape.get(action);
  const next = { player: move.player, action };
  if (!alt) return next;
  const like = (S.legal ? S.legal.moves : []).find((m) => m.move.action === action && (!move.player || m.move.player === move.player))
    || (S.legal ? S.legal.moves : []).find((m) => m.move.action === action);
  for (const k of alt.required) {
    if (k === "player" || k === "action") continue;
    const { kind } = fieldKind(alt.properties[k]);
    const given = k in move && kindFits(move[k], kind) && move[k] !== "" && !(Array.isArray(move[k]) && !move[k].length);
    next[k] = given ? move[k]
      : like && k in like.move ? like.move[k]
      : kind === "cards" || kind === "players" ? [] : kind === "index" ? 0 : "";
  }
  // The player: the move's, unless that player has no legal move of this
  // action and another has (a defence is the defender's).
  if (like && (!move.player || like.move.player !== move.player)) next.player = like.move.player;
  return next;
}
const kindFits = (v, kind) => (kind === "cards" || kind === "players" ? Array.isArray(v)
  : kind === "index" ? Number.isInteger(v) : kind === "boolean" ? typeof v === "boolean" : typeof v === "string");

/* The move field by field: who, the action (the game's move shapes), then
 * each field; "+ field" for each field the action may have and lacks. */
export function drawMoveFields(move) {
  const box = $("move-fields");
  if (!move) { box.replaceChildren(el("p", { class: "error" }, "The move is not a JSON object.")); return; }
  const shape = moveShapes(S.game);
  if (!shape) { if (S.game && S.rc) loadShapes(S.game); }
  const action = typeof move.action === "string" ? move.action : "";
  const alt = shape ? shape.get(action) : null;
  const players = playerNames();
  const who = picker("move-player", "who moves", [
    el("option", { value: "", selected: !move.player }, "— who —"),
    ...players.map((p) => el("option", { value: p, selected: p === move.player }, p)),
    ...(move.player && !players.includes(move.player) ? [el("option", { value: move.player, selected: true }, move.player)] : [])],
    (v) => { const m = moveFromText() || {}; m.player = v; setMove(m); });
  const actions = shape ? [...shape.keys()] : [];
  const what = picker("move-action", "the action", [
    el("option", { value: "", selected: !action }, "— the action —"),
    ...actions.map((a) => el("option", { value: a, selected: a === action }, a.replace(/_/g, " "))),
    ...(action && !actions.includes(action) ? [el("option", { value: action, selected: true }, action)] : [])],
    (v) => setMove(shape && v ? changeAction(moveFromText() || {}, v, shape) : { ...moveFromText(), action: v }));
  const keys = Object.keys(move).filter((k) => k !== "player" && k !== "action");
  const known = alt ? [...alt.required, ...(alt.optional || [])].filter((k) => k !== "player" && k !== "action") : [];
  const ordered = [...known.filter((k) => keys.includes(k)), ...keys.filter((k) => !known.includes(k))];
  const missing = known.filter((k) => !keys.includes(k));
  fill(box,
    el("p", { id: "move-note", class: "hint", role: "status" }, box.dataset.note || ""),
    el("div", { class: "row move-head" },
      el("div", { class: "field grow" }, el("label", { for: "move-player" }, "Who"), who),
      el("div", { class: "field grow" }, el("label", { for: "move-action" }, "The action"), what)),
    ...ordered.map((k) => fieldControl(move, k, alt ? alt.properties[k] : null, action)),
    missing.length ? el("div", { class: "row move-add" }, missing.map((k) => el("button", { type: "button",
      "aria-label": `add the field ${k}`,
      on: { click: () => {
        const m = moveFromText() || {};
        const { kind } = fieldKind(alt.properties[k]);
        const legal = legalValues(k, action);
        m[k] = kind === "cards" || kind === "players" ? [] : kind === "index" ? 0
          : kind === "card" || kind === "player" ? (legal[0] ?? "") : "";
        setMove(m);
      } } }, `+ ${k}`))) : null);
  delete box.dataset.note;
}

export function drawVerdict(answer) {
  const words = (text) => shown(text);
  if (answer.legal === null && answer.depends_on_text) {       // card text the engine does not model (exit code 5)
    return el("div", { class: "verdict-box unknown" },
      el("p", { class: "verdict-line", title: answer.text }, el("strong", {}, "Unknown"), ": ", words(answer.text)),
      el("ul", {}, answer.depends_on_text.map((d) => namedText("li", {}, d.message))));
  }
  if (answer.legal === null) {
    return el("div", { class: "verdict-box unknown" },
      el("p", { class: "verdict-line" }, el("strong", {}, "Unknown"), ` to ${answer.viewer}: the answer depends on what ${answer.viewer} cannot see`),
      namedText("p", {}, answer.depends_on_hidden));
  }
  const broken = (answer.checks || []).filter((c) => !c.held);
  const violations = answer.violations || broken;
  const parts = [
    el("p", { class: "verdict-line", title: answer.text }, el("strong", {}, answer.legal ? "Legal" : "Illegal"), ": ", words(answer.text)),
  ];
  if (!answer.legal) {
    parts.push(el("ul", { class: "broken" }, violations.map((v) => el("li", {},
      ruleButton(v.rule), " ", el("strong", {}, v.title), ": ", namedText("span", { class: "message" }, v.message),
      v.fixes && v.fixes.length ? el("ul", { class: "fixes", "aria-label": "fixes" }, v.fixes.map((f) => el("li", {}, "Fix: ", namedText("span", {}, f)))) : null))));
  }
  if (answer.effects && answer.effects.length) {
    parts.push(el("h4", {}, "What it does"),
      el("ul", { class: "event-list" }, answer.effects.map((ev) => el("li", {}, ev.rule ? ruleButton(ev.rule) : null, " ", namedText("span", {}, ev.text)))));
  }
  if (answer.checks) {
    parts.push(el("details", { class: "tree" }, el("summary", {}, `Every rule checked (${answer.checks.length})`),
      el("ul", {}, answer.checks.map((c) => el("li", { class: c.held ? "held" : "broken" },
        el("details", {}, el("summary", {}, c.held ? "✓ " : "✗ ", c.rule, " ", c.title),
          el("p", {}, ruleButton(c.rule), " ", c.text),
          c.facts && c.facts.length ? el("ul", { class: "facts" }, c.facts.map((f) => namedText("li", {}, f))) : null,
          c.message ? namedText("p", {}, c.message) : null,
          c.fixes && c.fixes.length ? el("ul", { class: "fixes" }, c.fixes.map((f) => el("li", {}, "Fix: ", namedText("span", {}, f)))) : null))))));
  }
  if (answer.nearest && answer.nearest.length) {
    parts.push(el("h4", {}, "Legal moves like it"), el("ul", {}, answer.nearest.map((n) => el("li", {},
      namedText("button", { type: "button", class: "move", on: { click: () => fillFrom(n.move || n, n.text) } },
        n.text || JSON.stringify(n.move || n))))));
  }
  if (answer.legal) {
    parts.push(el("button", { type: "button", class: "primary", on: { click: () => { showTab("moves"); play(answer.move, answer.text); } } },
      "Play this move"));
  }
  if (answer.assumed) parts.push(namedText("p", { class: "assumptions" }, `Assumes: ${answer.assumed}`));   // the engine's words
  return el("div", { class: `verdict-box ${answer.legal ? "legal" : "illegal"}` }, ...parts);
}

/* A legal move like the one asked put in the form, in view: the form
 * scrolled to, its first field focused, and a note of what filled it. */
export function fillFrom(move, text) {
  $("move-fields").dataset.note = `Filled from a legal move like it: ${shown(text || JSON.stringify(move))}. Change a field, then ask again.`;
  setMove(move);
  const form = $("move-fields");
  form.scrollIntoView({ block: "start" });
  const first = $("move-action");
  if (first) first.focus({ preventScroll: true });
}

export const checkMove = track(async function checkMove() {
  const move = moveFromText();
  const box = $("verdict");
  if (!move) { box.replaceChildren(el("p", { class: "error", role: "alert" }, "The move is not a JSON object.")); return; }
  try {
    const answer = await S.rc.explain(current(), move, { viewer: S.viewer });
    S.question = { state: current(), move, viewer: S.viewer, answer };
    updateLink();
    box.replaceChildren(drawVerdict(answer));
  } catch (e) {
    box.replaceChildren(el("p", { class: "error", role: "alert" }, errorText(e)));
  }
});
