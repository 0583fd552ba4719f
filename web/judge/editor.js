/* The Edit tab: the position as the engine completes it (normalize), drawn
 * field by field from the game's JSON Schema (schema.js): a stepper for a
 * number, a picker for an enum or a player, a text field otherwise; lists
 * with remove/move buttons and an "add" field that offers the catalog's
 * names (offers.js). Each field carries its JSON path as the engine words
 * paths ($.players[1].life), so that the engine's objection to an edit is
 * shown at the field it concerns. */
import { refresh, ruleButton } from "./board.js";
import { $, el, track } from "./dom.js";
import { boardIds, suggest } from "./offers.js";
import * as schemas from "./schema.js";
import { cardByValues, childSchema, isUnknown, joinPath, patched, PLAYER_KEYS, renamed, resolveSchema, touches } from "./schema.js";
import { current, E, S } from "./state.js";
import { errorText, inWords } from "./words.js";

export const startEditing = track(async function startEditing() {
  const state = current();
  if (!state || state === E.source) return;     // the editor shows this position already
  E.source = state;
  try {
    E.draft = await S.rc.normalize(state);
  } catch {
    E.draft = structuredClone(state);
  }
  E.schema = S.rc.schemas[S.game] || {};
  E.seen = null;
  E.touched = new Set();
  drawEditor();
});

/* The draft's schema read (schema.js), its root the game's. */
const deref = (schema) => schemas.deref(schema, E.schema);
const typesOf = (schema) => schemas.typesOf(schema, E.schema);
const refersTo = (schema, name) => schemas.refersTo(schema, name, E.schema);
const defaultFor = (schema, key) => schemas.defaultFor(schema, key, E.schema, playerNames());

/* The players' names: the draft's (an edit may have renamed one), else the board's. */
export function playerNames() {
  const players = E.draft && Array.isArray(E.draft.players) ? E.draft.players : null;
  if (players) return players.map((p) => (typeof p === "string" ? p : p && p.name)).filter((n) => typeof n === "string");
  return S.model ? S.model.players.map((p) => p.name) : [];
}

/* A player renamed: every value that is the old name, and every key (hands
 * and lanes are keyed by player), in the whole draft. */
export function renamePlayer(from, to) {
  E.draft = renamed(E.draft, from, to);
  drawEditor(); commitEdit();
}

/* The paths the judge edited since the editor opened: a count the engine
 * completes (a repair that `completes`) is completed unasked only where
 * the judge did not give it. */
export function touch(steps) {
  if (!E.touched) E.touched = new Set();
  E.touched.add(steps.reduce((p, s) => joinPath(p, s), "$"));
}

export function setAt(steps, value) {
  touch(steps);
  let v = E.draft;
  for (const s of steps.slice(0, -1)) v = v[s];
  v[steps[steps.length - 1]] = value;
}

export function getAt(steps) { return steps.reduce((v, s) => v[s], E.draft); }

export function fieldId(path) { return "edit-" + path.replace(/[^A-Za-z0-9_-]+/g, "_"); }

export function stepper(path, steps, key, value) {
  const id = fieldId(path);
  const input = el("input", { id, type: "number", inputmode: "numeric", value });
  const change = (v) => { input.value = v; setAt(steps, v); commitEdit(); };
  input.addEventListener("change", () => change(Number(input.value)));
  return el("div", { class: "edit-field stepper", data: { path } },
    el("label", { for: id }, key),
    el("div", { class: "stepper-row" },
      el("button", { type: "button", "aria-label": `${key}: one less`, on: { click: () => change(getAt(steps) - 1) } }, "−"),
      input,
      el("button", { type: "button", "aria-label": `${key}: one more`, on: { click: () => change(getAt(steps) + 1) } }, "+")));
}

export function picker(path, steps, key, value, choices) {
  const id = fieldId(path);
  const options = choices.includes(value) ? choices : [value, ...choices];
  const select = el("select", { id }, options.map((c) => el("option", { value: JSON.stringify(c), selected: c === value },
    c === null ? "none" : String(c))));
  select.addEventListener("change", () => { setAt(steps, JSON.parse(select.value)); commitEdit(); });
  return el("div", { class: "edit-field", data: { path } }, el("label", { for: id }, key), select);
}

/* A text field: the position's ids and the catalog's names (as the
 * catalog spells them, no colour added) that hold the letters typed are
 * offered below it; a tap sets one. */
export function textField(path, steps, key, value) {
  const id = fieldId(path);
  const input = el("input", { id, type: "text", value, autocomplete: "off", autocapitalize: "off", spellcheck: "false",
                              "aria-controls": `${id}-offers` });
  const offers = el("ul", { id: `${id}-offers`, class: "offers", "aria-label": `${key}: names that match` });
  const set = (text) => { setAt(steps, text); drawEditor(); commitEdit(); };
  // Left for one of its offers (or an offer tapped, the editor drawn
  // again): the offer sets it, not the letters typed.
  input.addEventListener("change", () => setTimeout(() => {
    if (input.isConnected && !offers.contains(document.activeElement)) { setAt(steps, input.value); commitEdit(); }
  }));
  input.addEventListener("input", () => suggest(input.value, offers, set, "text"));
  return el("div", { class: "edit-field", data: { path } }, el("label", { for: id }, key), input, offers);
}

/* A player's name (an item of players, or its name): a text field whose
 * change renames the player everywhere in the position. */
export function renameField(path, key, value) {
  const id = fieldId(path);
  const input = el("input", { id, type: "text", value, autocapitalize: "off", spellcheck: "false" });
  input.addEventListener("change", () => { const to = input.value.trim(); if (to && to !== value) renamePlayer(value, to); });
  return el("div", { class: "edit-field", data: { path } }, el("label", { for: id }, `${key} (rename)`), input);
}

/* A field that is none (null): a button that sets it to a value the schema
 * allows (an object with its required fields, or text). */
export function noneField(path, steps, key, schema) {
  const alts = typesOf(schema).filter((t) => t !== "null");
  const body = alts.length
    ? el("button", { type: "button", "aria-label": `set ${key}`, on: { click: () => { setAt(steps, defaultFor(schema, key)); drawEditor(); commitEdit(); } } }, "Set")
    : null;
  return el("div", { class: "edit-field", data: { path } }, el("span", { class: "label" }, key),
    el("div", { class: "row" }, el("span", {}, "none"), body));
}

export function leaf(path, steps, key, value, schema) {
  if (value === null) return noneField(path, steps, key, schema);
  const s = resolveSchema(schema, E.schema, value);
  if (s.enum) return picker(path, steps, key, value, s.enum);
  if (typeof value === "boolean") return picker(path, steps, key, value, [true, false]);
  if (typeof value === "number") return stepper(path, steps, key, value);
  if (typeof value === "string") {
    const players = playerNames();
    const named = steps.length >= 2 && steps[0] === "players" && typeof steps[1] === "number"
      && (steps.length === 2 || (steps.length === 3 && key === "name"));
    if (named && players.includes(value)) return renameField(path, key, value);
    // A field naming a card or character of the position (not a card's own id): its ids to pick from.
    const namesOne = PLAYER_KEYS.has(key) || (key !== "id" && refersTo(schema, "id"));
    if (namesOne && (refersTo(schema, "id") || !players.includes(value))) {
      return picker(path, steps, key, value, [...new Set([...players, ...boardIds()])]);
    }
    if (players.includes(value) || (PLAYER_KEYS.has(key) && players.length)) return picker(path, steps, key, value, players);
    return textField(path, steps, key, value);
  }
  return el("div", { class: "edit-field", data: { path } }, el("span", { class: "label" }, key), el("span", {}, JSON.stringify(value)));
}

/* A name field and its button: as two letters or more are typed, the
 * names that hold them are offered below it as buttons (the catalog's, or
 * the position's ids), those that begin with them first; a tap on one
 * applies it, as the button (or Enter) applies the text typed. */
export function nameEntry(id, label, placeholder, apply, button, list = "catalog", extra = []) {
  const input = el("input", { id, type: "text", autocomplete: "off", autocapitalize: "off", spellcheck: "false",
                              placeholder, "aria-controls": `${id}-offers` });
  const offers = el("ul", { id: `${id}-offers`, class: "offers", "aria-label": `${label}: names that match` });
  const use = (text) => { if (text.trim()) apply(text.trim()); };
  input.addEventListener("input", () => suggest(input.value, offers, use, list, extra));
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); use(input.value); } });
  return el("div", { class: "edit-add" },
    el("div", { class: "row" },
      el("div", { class: "field grow" }, el("label", { for: id }, label), input),
      el("button", { type: "button", on: { click: () => use(input.value) } }, button)),
    offers);
}

/* The fields an object may have and has not: a picker and "Add field". */
export function fieldAdder(path, steps, value, schema) {
  const s = deref(schema);
  const absent = Object.keys(s.properties || {}).filter((k) => !(k in value));
  if (!absent.length) return null;
  const id = fieldId(path) + "-field";
  // A yes/no field added is a yes (a keyword the card has); left out, the engine's default.
  const added = (k) => (typesOf(s.properties[k]).join() === "boolean" ? true : defaultFor(s.properties[k], k));
  const addField = (k) => { setAt([...steps, k], added(k)); drawEditor(); commitEdit(); };
  if (absent.length <= 4) {
    // Few: a button each, one tap.
    return el("div", { class: "row choices", role: "group", "aria-label": "fields to add" },
      absent.map((k) => el("button", { type: "button", "aria-label": `add the field ${k}`, on: { click: () => addField(k) } }, `+ ${k}`)));
  }
  const pick = el("select", { id }, absent.map((k) => el("option", { value: k }, k)));
  const add = () => addField(pick.value);
  return el("div", { class: "edit-add row" },
    el("div", { class: "field grow" }, el("label", { for: id }, "a field to add"), pick),
    el("button", { type: "button", on: { click: add } }, "Add field"));
}

export function itemTitle(value, i) {
  if (value && typeof value === "object" && !Array.isArray(value)) return `${i + 1}. ${value.name ?? value.id ?? ""}`.trim();
  return `${i + 1}`;
}

export function drawValue(path, steps, key, value, schema, depth, inList = false) {
  if (value === null || typeof value !== "object") return leaf(path, steps, key, value, schema);
  const box = el("details", { class: "edit-group", data: { path } });
  if (Array.isArray(value) && value.length > LONG) box.dataset.long = "true";
  const count = Array.isArray(value) ? ` (${value.length})` : "";
  box.append(el("summary", {}, key, count));
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const p = joinPath(path, i);
      const sub = drawValue(p, [...steps, i], itemTitle(item, i), item, childSchema(schema, E.schema, value, i), depth + 1, true);
      const label = typeof item === "string" ? item : itemTitle(item, i);
      box.append(el("div", { class: "edit-item", data: { path: p } }, sub,
        el("div", { class: "item-buttons" },
          el("button", { type: "button", "aria-label": `move ${label} up`, disabled: i === 0,
                         on: { click: () => moveItem(steps, i, -1) } }, "↑"),
          el("button", { type: "button", "aria-label": `move ${label} down`, disabled: i === value.length - 1,
                         on: { click: () => moveItem(steps, i, 1) } }, "↓"),
          el("button", { type: "button", "aria-label": `remove ${label}`, on: { click: () => removeItem(steps, i) } }, "×"))));
    });
    const unknowns = value.filter(isUnknown).length;
    if (unknowns === value.length && unknowns >= 2) box.append(countField(path, steps, key, value));
    else if (unknowns >= 2) {
      box.append(el("button", { type: "button", on: { click: () => setList(steps, value.filter((v) => !isUnknown(v))) } },
                    `Remove the unknown cards (${unknowns})`));
    }
    const itemSchema = resolveSchema(schema, E.schema, value).items;
    const items = deref(itemSchema);
    if (items.enum && items.enum.length <= 8) {
      // A list of the game's words (Blood Bound's tokens): a button each.
      box.append(el("div", { class: "row choices", role: "group", "aria-label": `add to ${key}` },
        items.enum.map((v) => el("button", { type: "button", "aria-label": `add ${v} to ${key}`,
                                             on: { click: () => addItem(steps, v) } }, `+ ${v}`))));
    } else if (typesOf(items).includes("string") || !Object.keys(items).length) {
      const ids = refersTo(itemSchema, "id");
      // A number where the game takes one for so many unknown cards (Flesh and Blood's hand: 3).
      const counts = typesOf(items).includes("integer");
      box.append(nameEntry(fieldId(path) + "-add", `add to ${key}`,
                           ids ? "an id of the position" : counts ? "a card's name, or a number of unknown cards" : "a card's name, or unknown",
                           (text) => addItem(steps, counts && /^\d+$/.test(text) ? Number(text) : text), "Add", ids ? "ids" : "catalog", ids ? [] : ["unknown"]));
      // A card outside the catalog: added by its values, stepped and picked.
      if (!ids && cardByValues(itemSchema, E.schema, "")) {
        box.append(el("button", { type: "button", class: "by-values", "aria-label": `New card, by its values, in ${key} (a card not in the catalog)`,
                                  on: { click: () => addCardByValues(steps, itemSchema) } }, "New card, by its values"));
      }
    } else {
      box.append(el("button", { type: "button", "aria-label": `add one to ${key}`,
                                on: { click: () => addItem(steps, defaultFor(items, key)) } }, `Add one to ${key}`));
    }
  } else {
    for (const [k, v] of Object.entries(value)) {
      if (depth === 0 && k === "game") continue;
      box.append(drawValue(joinPath(path, k), [...steps, k], k, v, childSchema(schema, E.schema, value, k), depth + 1));
    }
    if (!inList && depth > 0 && typesOf(schema).includes("string")) {
      box.append(nameEntry(fieldId(path) + "-name", `${key}: another, by name`, "a name from the catalog",
                           (text) => { setAt(steps, text); drawEditor(); commitEdit(); }, "Set"));
    }
    const adder = fieldAdder(path, steps, value, resolveSchema(schema, E.schema, value));
    if (adder) box.append(adder);
  }
  return box;
}

/* Which sections are open: those the judge opened stay open as the editor
 * is drawn again after an edit; a section an edit brings (a field set or
 * added, a player renamed) opens, as it is the one being edited. On the
 * first drawing of a position every section opens but a long list (a deck)
 * and what it holds, if what is then shown is small (an empty position to
 * build a dispute on: no tap goes to opening sections); else they are
 * closed. "Open all" and "Close all" do what they say. */
export const LONG = 12;                   // items of a list shown closed
export const SMALL = 150;                 // fields and list items shown open at first

export function drawEditor() {
  const box = $("editor");
  if (!E.draft) { box.replaceChildren(); return; }
  const first = !E.seen;
  const open = new Set([...box.querySelectorAll("details[open]")].map((d) => d.dataset.path));
  const fields = [];
  for (const [k, v] of Object.entries(E.draft)) {
    if (k === "game") continue;
    fields.push(drawValue(joinPath("$", k), [k], k, v, childSchema(E.schema, E.schema, E.draft, k), 1));
  }
  const adder = fieldAdder("$", [], E.draft, E.schema);
  const all = (on) => { for (const d of box.querySelectorAll("details")) d.open = on; };
  const tools = el("div", { class: "row editor-tools" },
    el("button", { type: "button", on: { click: () => all(true) } }, "Open all"),
    el("button", { type: "button", on: { click: () => all(false) } }, "Close all"));
  box.replaceChildren(tools, ...fields, ...(adder ? [adder] : []));
  const sections = [...box.querySelectorAll("details")];
  if (first) {
    E.seen = new Set();
    const shown = sections.filter((d) => !d.parentElement.closest("details[data-long]"));
    const rows = box.querySelectorAll(".edit-field, .edit-item");
    const small = [...rows].filter((f) => !f.parentElement.closest("details[data-long]")).length <= SMALL;
    if (small) for (const d of shown) if (!d.dataset.long) d.open = true;
  } else {
    for (const d of sections) if (open.has(d.dataset.path) || !E.seen.has(d.dataset.path)) d.open = true;
  }
  for (const d of sections) E.seen.add(d.dataset.path);
}


export function setList(steps, list) { setAt(steps, list); drawEditor(); commitEdit(); }

/* A list of unknown cards only (a hand, a deck): how many, typed; fewer
 * drops the last ones, more adds "unknown" to a list of "unknown" (a list of
 * cards known by id grows by its add button). */
export function countField(path, steps, key, value) {
  const id = fieldId(path) + "-count";
  const strings = value.every((v) => v === "unknown");
  const input = el("input", { id, type: "number", inputmode: "numeric", min: 0, max: strings ? null : value.length,
                              value: value.length });
  input.addEventListener("change", () => {
    if (input.value.trim() === "") return;        // cleared, to be typed
    const n = Math.max(0, Math.floor(Number(input.value)));
    const list = getAt(steps);
    if (!Number.isFinite(n) || n === list.length || (!strings && n > list.length)) { input.value = list.length; return; }
    setList(steps, n < list.length ? list.slice(0, n) : [...list, ...Array(n - list.length).fill("unknown")]);
  });
  return el("div", { class: "edit-field" }, el("label", { for: id }, `${key}: how many unknown cards`), input);
}

export function moveItem(steps, i, by) {
  touch(steps);
  const list = getAt(steps);
  [list[i], list[i + by]] = [list[i + by], list[i]];
  drawEditor(); commitEdit();
}

export function removeItem(steps, i) { touch(steps); getAt(steps).splice(i, 1); drawEditor(); commitEdit(); }

export function addItem(steps, text) { touch(steps); getAt(steps).push(text); drawEditor(); commitEdit(); }

/* A card the catalog does not have, by its values (schema.js's
 * cardByValues): a default name, numbered, to keep or retype. */
export const addCardByValues = track(async function addCardByValues(steps, itemSchema) {
  const taken = JSON.stringify(E.draft).match(/"New card \d+"/g) || [];
  const card = cardByValues(itemSchema, E.schema, `New card ${taken.length + 1}`);
  // A field the engine objects to on this card as it starts (a counter
  // only a card in play has): left out, for the judge to add.
  const draft = structuredClone(E.draft);
  const list = steps.reduce((v, s) => v[s], draft);
  const at = joinPath(steps.reduce((p, s) => joinPath(p, s), "$"), list.length);
  list.push(card);
  try {
    const report = await S.rc.validate(draft);
    for (const e of report.errors) {
      const key = typeof e.path === "string" && e.path.startsWith(at + ".") ? e.path.slice(at.length + 1) : null;
      if (key && key !== "name" && key in card) delete card[key];
    }
  } catch { /* the engine's objections come with the edit */ }
  addItem(steps, card);
});


/* The engine's objections, each at the field whose path it names (or the
 * nearest enclosing one, opened): the field marked (aria-invalid on its
 * control, the .invalid frame), the objection's words beside it and the
 * repairs the engine names for it (validate's `repairs`), one tap each;
 * the first objection scrolled into view. */
export function showObjections(errors) {
  for (const old of $("editor").querySelectorAll(".objection")) old.remove();
  for (const f of $("editor").querySelectorAll("[aria-invalid]")) { f.removeAttribute("aria-invalid"); f.removeAttribute("aria-describedby"); }
  for (const f of $("editor").querySelectorAll(".invalid")) f.classList.remove("invalid");
  let first = null;
  errors.forEach((err, i) => {
    let path = err.path || "$", target = null;
    const at = (p) => $("editor").querySelector(`:is(.edit-field, details)[data-path="${CSS.escape(p)}"]`)
      || $("editor").querySelector(`[data-path="${CSS.escape(p)}"]`);
    while (path && !(target = at(path))) {
      const cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
      if (cut <= 0) break;
      path = path.slice(0, cut);
    }
    const id = `objection-${i}`;
    const repairs = (err.repairs || []).map((r) => el("button", { type: "button", class: "repair",
      on: { click: () => applyRepair(r) } }, `Repair: ${r.text}`));
    const note = el("div", { id, class: "objection", role: "alert" },
      el("p", { class: "error" }, inWords(err.message), err.rule ? " " : null, err.rule ? ruleButton(err.rule) : null),
      repairs.length ? el("div", { class: "row choices repairs" }, repairs) : null);
    // In view: the field with its note, or (a section: a long list) the note under its title.
    first = first || (target && target.matches(".edit-field") ? target : note);
    if (!target) { $("editor").prepend(note); return; }
    for (let d = target.closest("details"); d; d = d.parentElement.closest("details")) d.open = true;
    target.classList.add("invalid");
    const control = target.matches(".edit-field") ? target.querySelector("input, select") : null;
    if (control) { control.setAttribute("aria-invalid", "true"); control.setAttribute("aria-describedby", id); }
    if (target.matches("details")) target.querySelector("summary").after(note);
    else target.append(note);
  });
  if (first) first.scrollIntoView({ block: "center" });
}

/* A repair the engine named, applied: its patch set in the draft. */
export function applyRepair(repair) {
  const next = patched(E.draft, repair.patch);
  if (!next) return;
  for (const { path } of repair.patch) E.touched.add(path);
  E.draft = next;
  drawEditor(); commitEdit();
}

export const commitEdit = track(async function commitEdit() {
  let draft = structuredClone(E.draft);
  let report;
  const ask = async (d) => {
    try { return await S.rc.validate(d); } catch (e) { return { valid: false, errors: [{ path: e.path, message: errorText(e) }] }; }
  };
  report = await ask(draft);
  // A field the judge did not give (none of the repair's paths edited: a
  // count, WoW's phase of the step picked): completed as the engine
  // completes a short position that leaves it out, unasked.
  const completed = [];
  const given = (r) => r.patch.some(({ path }) => touches(E.touched || [], path));
  for (let round = 0; round < 3 && !report.valid; round++) {
    const fixes = report.errors.map((e) => (e.repairs || []).find((r) => r.completes && !given(r))).filter(Boolean);
    if (!fixes.length) break;
    const next = fixes.reduce((d, r) => d && patched(d, r.patch), draft);
    if (!next) break;
    draft = next;
    completed.push(...fixes.map((r) => r.text));
    report = await ask(draft);
  }
  if (completed.length) { E.draft = structuredClone(draft); drawEditor(); }
  showObjections(report.errors);
  const done = completed.length ? ` Completed: ${completed.join("; ")}.` : "";
  if (!report.valid) {
    $("edit-status").textContent = `Not applied: the engine objects (${report.errors.length}), at the fields below.${done}`;
    return;
  }
  $("edit-status").textContent = `Applied: the board shows the edited position.${done}`;
  S.start = draft; S.line = []; S.pos = 0; S.question = null;
  E.source = draft;
  $("events").replaceChildren();
  await refresh();
});
