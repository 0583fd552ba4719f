/* The Legal? tab: a move (from a legal one, field by field or as JSON),
 * who asks (the judge, or a player), and the engine's verdict: the rules
 * it breaks with their fixes, what it does, every rule checked. */
import { ruleButton } from "./board.js";
import { $, el, track } from "./dom.js";
import { play } from "./moves.js";
import { suggest } from "./offers.js";
import { updateLink } from "./share.js";
import { current, S } from "./state.js";
import { showTab } from "./tabs.js";
import { errorText } from "./words.js";

export function fillLegalPicker() {
  const pick = $("from-legal");
  const moves = S.legal ? S.legal.moves : [];
  pick.replaceChildren(el("option", { value: "" }, moves.length ? "— a legal move to start from —" : "— no legal move —"),
    ...moves.slice(0, 500).map((m, i) => el("option", { value: i }, m.text)));
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
 * legal moves. */
export function legalValues(key) {
  const seen = new Set();
  for (const m of (S.legal ? S.legal.moves : [])) for (const v of [m.move[key]].flat()) if (typeof v === "string") seen.add(v);
  return [...seen];
}

/* A field for each of the move's keys: text for words and ids, a list of
 * them as JSON (both with the ids and words offered), or a number. */
export function drawMoveFields(move) {
  const box = $("move-fields");
  if (!move) { box.replaceChildren(el("p", { class: "error" }, "The move is not a JSON object.")); return; }
  box.replaceChildren(...Object.entries(move).map(([k, v]) => {
    const id = `field-${k}`;
    const kind = typeof v === "number" ? "number" : typeof v === "string" ? "text" : "json";
    const input = el("input", { id, type: kind === "number" ? "number" : "text", autocomplete: "off",
                                autocapitalize: "off", spellcheck: "false",
                                data: { key: k, kind } });
    input.value = kind === "json" ? JSON.stringify(v) : String(v);
    // A card field (a word or id, or a list of them): the position's ids
    // and the field's values in the legal moves that hold the letters
    // typed are offered below it as the Edit tab's are (suggest); a tap
    // sets the field, or adds the id to the list (the field's text then
    // selected: letters typed next search again). JSON typed still works.
    const ids = kind === "text" || (kind === "json" && Array.isArray(v) && v.every((x) => typeof x === "string"));
    const offers = ids ? el("ul", { id: `${id}-offers`, class: "offers", "aria-label": `${k}: ids that match` }) : null;
    if (ids) input.setAttribute("aria-controls", `${id}-offers`);
    const pick = (text) => {
      const m = moveFromText() || {};
      m[k] = kind === "json" ? [...(Array.isArray(m[k]) ? m[k] : []), text] : text;
      setMove(m);
      const again = document.getElementById(id);
      if (again) { again.focus(); again.select(); }     // letters typed next replace it: another search
    };
    input.addEventListener("input", () => {
      const m = moveFromText() || {};
      try {
        m[k] = kind === "number" ? Number(input.value) : kind === "json" ? JSON.parse(input.value) : input.value;
        $("move-json").value = JSON.stringify(m);
        input.removeAttribute("aria-invalid");
      } catch {                        // letters typed in a list field: a search, not an error
        if (ids && !/^[[{"]/.test(input.value.trim())) input.removeAttribute("aria-invalid");
        else input.setAttribute("aria-invalid", "true");
      }
      if (ids) suggest(input.value, offers, pick, "ids", legalValues(k));
    });
    return el("div", { class: "field" }, el("label", { for: id }, k), input, ...(ids ? [offers] : []));
  }));
  // A field no legal move of this kind has (WoW's strike when none is
  // legal: its weapon): its name, offered from the legal moves' fields.
  let keys = $("move-keys");
  if (!keys) { keys = el("datalist", { id: "move-keys" }); document.body.append(keys); }
  keys.replaceChildren(...[...new Set((S.legal ? S.legal.moves : []).flatMap((m) => Object.keys(m.move)))]
    .map((k) => el("option", { value: k })));
  const name = el("input", { id: "move-field-name", type: "text", list: "move-keys", autocapitalize: "off", spellcheck: "false" });
  const add = () => {
    const k = name.value.trim();
    if (!k) return;
    const m = moveFromText() || {};
    if (!(k in m)) m[k] = "";
    setMove(m);
    const field = document.getElementById(`field-${k}`);
    if (field) field.focus();
  };
  box.append(el("div", { class: "row move-add" },
    el("div", { class: "field grow" }, el("label", { for: "move-field-name" }, "a field to add to the move"), name),
    el("button", { type: "button", on: { click: add } }, "Add field")));
}

export function drawVerdict(answer) {
  if (answer.legal === null && answer.depends_on_text) {       // card text the engine does not model (exit code 5)
    return el("div", { class: "verdict-box unknown" },
      el("p", { class: "verdict-line" }, el("strong", {}, "Unknown"), ": ", answer.text),
      el("ul", {}, answer.depends_on_text.map((d) => el("li", {}, d.message))));
  }
  if (answer.legal === null) {
    return el("div", { class: "verdict-box unknown" },
      el("p", { class: "verdict-line" }, el("strong", {}, "Unknown"), ` to ${answer.viewer}: the answer depends on what ${answer.viewer} cannot see`),
      el("p", {}, answer.depends_on_hidden));
  }
  const broken = (answer.checks || []).filter((c) => !c.held);
  const violations = answer.violations || broken;
  const parts = [
    el("p", { class: "verdict-line" }, el("strong", {}, answer.legal ? "Legal" : "Illegal"), ": ", answer.text),
  ];
  if (!answer.legal) {
    parts.push(el("ul", { class: "broken" }, violations.map((v) => el("li", {},
      ruleButton(v.rule), " ", el("strong", {}, v.title), ": ", v.message,
      v.fixes && v.fixes.length ? el("ul", { class: "fixes", "aria-label": "fixes" }, v.fixes.map((f) => el("li", {}, "Fix: ", f))) : null))));
  }
  if (answer.effects && answer.effects.length) {
    parts.push(el("h4", {}, "What it does"),
      el("ul", { class: "event-list" }, answer.effects.map((ev) => el("li", {}, ev.rule ? ruleButton(ev.rule) : null, " ", ev.text))));
  }
  if (answer.checks) {
    parts.push(el("details", { class: "tree" }, el("summary", {}, `Every rule checked (${answer.checks.length})`),
      el("ul", {}, answer.checks.map((c) => el("li", { class: c.held ? "held" : "broken" },
        el("details", {}, el("summary", {}, c.held ? "✓ " : "✗ ", c.rule, " ", c.title),
          el("p", {}, ruleButton(c.rule), " ", c.text),
          c.facts && c.facts.length ? el("ul", { class: "facts" }, c.facts.map((f) => el("li", {}, f))) : null,
          c.message ? el("p", {}, c.message) : null,
          c.fixes && c.fixes.length ? el("ul", { class: "fixes" }, c.fixes.map((f) => el("li", {}, "Fix: ", f))) : null))))));
  }
  if (answer.nearest && answer.nearest.length) {
    parts.push(el("h4", {}, "Legal moves like it"), el("ul", {}, answer.nearest.map((n) => el("li", {},
      el("button", { type: "button", class: "move", on: { click: () => setMove(n.move || n) } }, n.text || JSON.stringify(n.move || n))))));
  }
  if (answer.legal) {
    parts.push(el("button", { type: "button", class: "primary", on: { click: () => { showTab("moves"); play(answer.move, answer.text); } } },
      "Play this move"));
  }
  if (answer.assumed) parts.push(el("p", { class: "assumptions" }, "Assumes: ", answer.assumed));   // the engine's words
  return el("div", { class: `verdict-box ${answer.legal ? "legal" : "illegal"}` }, ...parts);
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
