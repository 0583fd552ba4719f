/* The judge's page: rulecheck's engine (rulecheck.js, in a Worker) asked
 * about one position at a time, and what it answers drawn as it words it.
 *
 * Every text of a position, a card, a move or an answer is put into the
 * page as text (textContent, never innerHTML): the helper el() below is the
 * only way this file makes elements.
 *
 * The page's own state: the game, the start position, the line of moves
 * played from it (each with the engine's text, events and next state) and
 * how far along the line the board is (undo/redo move along it). The link
 * (#v1=...) holds the start position and the line, compressed with the
 * browser's own CompressionStream ('deflate-raw'), base64url.
 */
import { RuleCheck, EngineError, pyDumps } from "./rulecheck.js";

const $ = (id) => document.getElementById(id);

/* An element with attributes and children (strings become text nodes). */
function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "on") for (const [ev, f] of Object.entries(v)) e.addEventListener(ev, f);
    else if (k === "data") for (const [dk, dv] of Object.entries(v)) e.dataset[dk] = dv;
    else if (k === "text") e.textContent = v;
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/* Case- and accent-insensitive form of a text, for searching. */
export function fold(text) {
  return String(text ?? "").normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const S = {
  rc: null,
  catalog: null,        // examples.json: {games: {id: {title, examples}}, rule_fixtures}
  game: null,
  start: null,          // the start position
  line: [],             // [{move, text, state, events}]
  pos: 0,               // moves of the line on the board
  viewer: null,
  model: null,
  legal: null,
  outcome: null,
  question: null,       // the last "Is this legal?": {state, move, viewer, answer}
  rules: new Map(),     // game -> [rule]
  previous: null,       // the cards of the model before the last move, for highlighting
};

/* How many questions to the engine are under way: body[data-busy], which
 * the browser tests wait on. */
let busy = 0;
function track(f) {
  return async (...args) => {
    document.body.dataset.busy = String(++busy);
    try { return await f(...args); } finally { document.body.dataset.busy = String(--busy); }
  };
}

const current = () => (S.pos === 0 ? S.start : S.line[S.pos - 1].state);

function say(text) { $("engine").textContent = text; }

/* A JSON path of the engine's ($.players[1].hand[0]) in words: "players,
 * 2nd, hand, 1st"; a judge never reads a raw path. */
function pathWords(path) {
  const steps = [];
  const re = /\.([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  let m;
  while ((m = re.exec(path))) {
    if (m[1] !== undefined) steps.push(m[1].replace(/_/g, " "));
    else if (m[2] !== undefined) steps.push(ordinal(Number(m[2]) + 1));
    else steps.push(JSON.parse(m[3]));
  }
  return steps.join(" › ") || "the position";
}

function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th");
  return `${n}${s}`;
}

const PATH = /\$(?:\.[A-Za-z_][\w-]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])+/g;
const inWords = (text) => String(text).replace(PATH, (p) => pathWords(p));

function errorText(e) {
  if (e instanceof EngineError) {
    const where = e.path && e.path !== "$" ? ` (at ${pathWords(e.path)})` : "";
    return `${inWords(e.message)}${where}`;
  }
  return inWords(String(e && e.message || e));
}

/* ------------------------------------------------------------------ tabs */

const TABS = ["start", "moves", "check", "rules", "edit", "share"];

function showTab(name, focus = false) {
  for (const t of TABS) {
    const tab = $(`tab-${t}`), panel = $(`panel-${t}`);
    const on = t === name;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    panel.hidden = !on;
    if (on && focus) tab.focus();
  }
}

function setUpTabs() {
  TABS.forEach((t, i) => {
    const tab = $(`tab-${t}`);
    tab.addEventListener("click", () => showTab(t));
    tab.addEventListener("keydown", (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (step) { e.preventDefault(); showTab(TABS[(i + step + TABS.length) % TABS.length], true); }
      if (e.key === "Home") { e.preventDefault(); showTab(TABS[0], true); }
      if (e.key === "End") { e.preventDefault(); showTab(TABS[TABS.length - 1], true); }
    });
  });
}

/* ----------------------------------------------------------------- board */

function ruleButton(id) {
  return el("button", { class: "rule-link", type: "button", "aria-label": `rule ${id}`,
                        on: { click: () => openRule(id) } }, id);
}

function chips(words, cls = "chip") {
  return words.length ? el("span", { class: "chips" }, words.map((w) => el("span", { class: cls }, w))) : null;
}

function counterText(c) { return c.label ? `${c.label} ${c.value}` : String(c.value); }

function cardKey(zone, card, i) { return `${zone.id}/${card.id ?? "#" + i}`; }

function cardsOf(model) {
  const out = new Map();
  for (const z of model.zones) z.cards.forEach((c, i) => out.set(cardKey(z, c, i), JSON.stringify(c)));
  return out;
}

function drawCard(zone, card, i) {
  const key = cardKey(zone, card, i);
  const before = S.previous;
  const changed = before && before.get(key) !== JSON.stringify(card);
  const classes = ["card", ...card.markers.map((m) => "m-" + m.replace(/[^a-z]+/gi, "-"))];
  if (changed) classes.push("changed");
  return el("li", {},
    el("button", { type: "button", class: classes.join(" "), data: { id: card.id ?? "" },
                   on: { click: () => showCardFacts(card) } },
      el("span", { class: "card-label" }, card.label),
      card.counters.length ? el("span", { class: "counters" }, card.counters.map(counterText).join(" · ")) : null,
      chips(card.markers)));
}

function drawZone(zone) {
  const count = zone.count === null ? "?" : zone.count;
  const cards = zone.layout === "pile" ? zone.cards.slice(0, 1) : zone.cards;
  const list = el("ul", { class: `cards layout-${zone.layout}` }, cards.map((c, i) => drawCard(zone, c, i)));
  if (zone.layout === "grid" && zone.columns) list.style.setProperty("--columns", zone.columns);
  return el("section", { class: `zone layout-${zone.layout}`, "aria-label": `${zone.owner ? zone.owner + "'s " : ""}${zone.label}` },
    el("h4", {}, zone.label, el("span", { class: "count" }, ` (${count})`)),
    zone.facts.length ? el("p", { class: "facts" }, zone.facts.join("; ")) : null,
    list);
}

/* Zones in model order, the sides of one lane side by side. */
function drawZones(zones) {
  const out = [];
  const groups = new Map();
  for (const z of zones) {
    if (z.group) {
      if (!groups.has(z.group)) {
        const box = el("div", { class: "lane-group" });
        groups.set(z.group, box);
        out.push(el("h4", { class: "group-title" }, z.group), box);
      }
      groups.get(z.group).append(drawZone(z));
    } else out.push(drawZone(z));
  }
  return out;
}

function drawBoard(model) {
  const board = $("board");
  const shared = model.zones.filter((z) => z.owner === null || !model.players.some((p) => p.name === z.owner));
  const grouped = model.zones.filter((z) => z.group && z.owner !== null);
  const lanes = new Set(grouped.map((z) => z.group));
  board.replaceChildren(
    el("h3", { class: "game-title" }, model.title),
    el("ul", { class: "status" }, model.status.map((s) => el("li", {}, s))),
    ...model.players.map((p) => el("section", { class: "player", "aria-label": `player ${p.name}` },
      el("h4", { class: "player-name" }, p.name, chips(p.markers, "chip marker")),
      p.figures.length ? el("p", { class: "figures" }, p.figures.map((f) => el("span", { class: "figure" }, counterText(f)))) : null,
      ...drawZones(model.zones.filter((z) => z.owner === p.name && !lanes.has(z.group))))),
    ...(lanes.size ? [el("section", { class: "lanes", "aria-label": "lanes" }, ...drawZones(grouped))] : []),
    ...(shared.length ? [el("section", { class: "shared", "aria-label": "the table" }, ...drawZones(shared))] : []),
  );
}

const showCardFacts = track(async function showCardFacts(card) {
  const box = $("card-facts");
  const rows = [
    el("h4", {}, card.label, card.id ? el("code", {}, ` ${card.id}`) : null),
    card.counters.length ? el("p", {}, card.counters.map(counterText).join(" · ")) : null,
    chips(card.markers),
    card.facts.length ? el("ul", {}, card.facts.map((f) => el("li", {}, f))) : null,
  ];
  const close = el("button", { type: "button", class: "close", on: { click: () => { box.hidden = true; } } }, "Close");
  box.replaceChildren(...rows, close);
  box.hidden = false;
  box.focus();
  if (!card.id) return;
  try {
    const name = card.label.replace(/\s*\(.*\)$/, "");
    const found = await S.rc.cards(S.game, name);
    const entry = found.find((c) => fold(c.name) === fold(card.label)) || found.find((c) => fold(c.name) === fold(name))
      || (found.length === 1 ? found[0] : null);
    if (entry) {
      box.insertBefore(el("dl", { class: "catalog" }, Object.entries(entry).flatMap(([k, v]) =>
        [el("dt", {}, k), el("dd", {}, typeof v === "string" ? v : JSON.stringify(v))])), close);
    }
  } catch { /* no catalog entry: the model's facts are all there is */ }
});

/* ------------------------------------------------------------- refresh */

const refresh = track(async function refresh({ moved = false } = {}) {
  const state = current();
  $("card-facts").hidden = true;
  const before = moved && S.model ? cardsOf(S.model) : null;
  try {
    S.model = await S.rc.display(state, { viewer: S.viewer });
  } catch (e) {
    S.model = null; S.legal = null;
    $("board").replaceChildren(el("div", { class: "error", role: "alert" },
      el("p", {}, "The engine cannot read this position: ", errorText(e))));
    $("outcome").hidden = true;
    drawMoves(); drawLine(); updateLink();
    return;
  }
  S.previous = before;
  drawBoard(S.model);
  S.previous = null;
  try {
    S.outcome = await S.rc.outcome(state);
  } catch { S.outcome = null; }
  drawOutcome();
  try {
    S.legal = await S.rc.legalMoves(state, { viewer: S.viewer });
  } catch (e) {
    S.legal = { moves: [], count: 0, error: errorText(e) };
  }
  drawMoves();
  if (!performance.getEntriesByName("first-answer").length) performance.mark("first-answer");
  drawLine();
  fillLegalPicker();
  fillViewers();
  updateLink();
  document.body.dataset.ready = "true";
});

function drawOutcome() {
  const box = $("outcome");
  const o = S.outcome;
  if (!o || o.result === "ongoing") { box.hidden = true; box.replaceChildren(); return; }
  const who = o.result === "draw" ? "A draw" : `${o.winners.join(", ")} won`;
  box.replaceChildren(el("strong", {}, who), o.reason ? ` — ${o.reason} ` : " ", o.rule ? ruleButton(o.rule) : null);
  box.hidden = false;
}

/* ----------------------------------------------------------------- moves */

function drawMoves() {
  const box = $("moves");
  const legal = S.legal;
  if (!legal) { box.replaceChildren(); $("moves-count").textContent = ""; return; }
  if (legal.error) { box.replaceChildren(el("p", { class: "error" }, legal.error)); return; }
  const q = fold($("filter").value.trim());
  const shown = legal.moves.filter((m) => !q || fold(m.text).includes(q) || fold(JSON.stringify(m.move)).includes(q));
  const byPlayer = new Map();
  for (const m of shown) {
    const p = m.player ?? "anyone";
    if (!byPlayer.has(p)) byPlayer.set(p, []);
    byPlayer.get(p).push(m);
  }
  const total = legal.count === null ? `more than ${legal.more_than}` : legal.count;
  const cut = [...byPlayer.values()].some((ms) => ms.length > 300) || legal.truncated;
  $("moves-count").textContent = `${total} legal move${legal.count === 1 ? "" : "s"}` +
    (q ? `, ${shown.length} shown` : "") + (S.viewer ? ` that ${S.viewer} can judge` : "") + ". Tap one to play it." +
    (cut ? " Not all are listed: filter by a card or words to find the others." : "");
  box.replaceChildren(...[...byPlayer].map(([p, ms]) => el("section", { class: "move-group" },
    el("h4", {}, p),
    el("ul", {}, ms.slice(0, 300).map((m) => el("li", {},
      el("button", { type: "button", class: "move", on: { click: () => play(m.move, m.text) } }, m.text)))))));
}

const play = track(async function play(move, text) {
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

function drawEvents(step) {
  const box = $("events");
  if (!step) { box.replaceChildren(); return; }
  box.replaceChildren(el("h4", {}, step.text),
    el("ul", { class: "event-list" }, step.events.map((ev) => el("li", {}, ev.rule ? ruleButton(ev.rule) : null, " ", el("span", { class: "event-text" }, ev.text)))));
}

function drawLine() {
  $("line").replaceChildren(...S.line.map((s, i) => el("li", { class: i < S.pos ? "played" : "undone" },
    el("button", { type: "button", class: "line-move", "aria-current": i === S.pos - 1 ? "step" : null,
                   on: { click: () => goTo(i + 1) } }, s.text))));
  $("undo").disabled = S.pos === 0;
  $("redo").disabled = S.pos >= S.line.length;
}

const goTo = track(async function goTo(pos) {
  S.pos = Math.max(0, Math.min(pos, S.line.length));
  drawEvents(S.pos ? S.line[S.pos - 1] : null);
  await refresh();
});

/* ---------------------------------------------------- is this legal? */

function fillLegalPicker() {
  const pick = $("from-legal");
  const moves = S.legal ? S.legal.moves : [];
  pick.replaceChildren(el("option", { value: "" }, moves.length ? "— a legal move to start from —" : "— no legal move —"),
    ...moves.slice(0, 500).map((m, i) => el("option", { value: i }, m.text)));
}

function fillViewers() {
  const pick = $("viewer");
  const names = S.model ? S.model.players.map((p) => p.name) : [];
  pick.replaceChildren(el("option", { value: "" }, "the judge (sees all)"),
    ...names.map((n) => el("option", { value: n, selected: n === S.viewer }, n)));
}

function moveFromText() {
  try {
    const m = JSON.parse($("move-json").value);
    return m && typeof m === "object" && !Array.isArray(m) ? m : null;
  } catch { return null; }
}

function setMove(move) {
  $("move-json").value = JSON.stringify(move);
  drawMoveFields(move);
  updateLink();
}

/* The values (words and ids, also in lists) a move's field takes in the
 * legal moves. */
function legalValues(key) {
  const seen = new Set();
  for (const m of (S.legal ? S.legal.moves : [])) for (const v of [m.move[key]].flat()) if (typeof v === "string") seen.add(v);
  return [...seen];
}

/* A field for each of the move's keys: text for words and ids, a list of
 * them as JSON (both with the ids and words offered), or a number. */
function drawMoveFields(move) {
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

function drawVerdict(answer) {
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

const checkMove = track(async function checkMove() {
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

/* -------------------------------------------------------------- rulebook */

async function rulesOf(game) {
  if (!S.rules.has(game)) S.rules.set(game, await S.rc.rules(game));
  return S.rules.get(game);
}

const drawRuleList = track(async function drawRuleList() {
  if (!S.game) return;
  const rules = await rulesOf(S.game);
  const words = fold($("rule-search").value).split(/\s+/).filter(Boolean);
  const hay = (r) => fold([r.id, r.title, r.text, r.origin.seed, r.origin.reason].join(" "));
  const found = rules.filter((r) => words.every((w) => hay(r).includes(w)));
  $("rule-list").replaceChildren(...found.map((r) => el("li", {},
    el("button", { type: "button", class: "rule-item", on: { click: () => openRule(r.id) } },
      el("strong", {}, r.id), " ", r.title))));
});

const openRule = track(async function openRule(id) {
  showTab("rules");
  const page = $("rule-page");
  const rules = S.game ? await rulesOf(S.game) : [];
  const r = rules.find((x) => x.id === id);
  if (!r) { page.replaceChildren(el("p", {}, `No rule ${id} in this game.`)); page.hidden = false; return; }
  const fixtures = (S.catalog.rule_fixtures || {})[id] || [];
  page.replaceChildren(
    el("h3", {}, el("span", { class: "rule-id" }, r.id), " ", r.title),
    el("p", { class: "hint" }, `${r.kind} rule`),
    el("p", {}, r.text),
    r.origin.seed ? el("figure", {}, el("figcaption", {}, "The seed's words"), el("blockquote", { lang: "" }, r.origin.seed)) : null,
    r.origin.type === "ruling" ? el("figure", {}, el("figcaption", {}, "The ruling"), el("blockquote", {}, r.origin.reason)) : null,
    fixtures.length ? el("details", {}, el("summary", {}, `Fixtures that exercise it (${fixtures.length})`),
      el("ul", {}, fixtures.map((f) => el("li", {}, el("code", {}, f))))) : null,
    el("button", { type: "button", on: { click: () => { page.hidden = true; } } }, "Back to the list"));
  page.hidden = false;
  page.focus();
});

/* ----------------------------------------------------- share and keep */

function b64url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeLink(value) {
  return b64url(await pipe(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream("deflate-raw")));
}

export async function decodeLink(text) {
  return JSON.parse(new TextDecoder().decode(await pipe(unb64url(text), new DecompressionStream("deflate-raw"))));
}

let linkSerial = 0;
async function updateLink() {
  if (!S.start) return;
  const serial = ++linkSerial;
  const code = await encodeLink({ s: S.start, m: S.line.map((l) => l.move), p: S.pos, q: moveFromText() });
  if (serial !== linkSerial) return;
  history.replaceState(null, "", `#v1=${code}`);
  $("link").value = location.href;
}

const restoreLink = track(async function restoreLink() {
  const m = /^#v1=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (!m) return false;
  let value;
  try { value = await decodeLink(m[1]); } catch {
    $("start-error").textContent = "The link's position could not be read.";
    return false;
  }
  S.game = value.s.game;
  $("game").value = S.game;
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
  drawEvents(S.pos ? S.line[S.pos - 1] : null);
  await refresh();
  setMove(value.q || (S.legal && S.legal.moves[0] ? S.legal.moves[0].move : {}));
  showTab("moves");
  return true;
});

function download(name, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/* A fixture of the current question (tests/fixtures' format, docs/fixtures.md):
 * the last move asked about with the engine's verdict as the expected one,
 * else the outcome of the position. */
const makeFixture = track(async function makeFixture() {
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


/* ------------------------------------------------------------------ edit */

/* The position as the engine completes it (normalize), drawn field by field
 * from the game's JSON Schema: a stepper for a number, a picker for an enum
 * or a player, a text field otherwise; lists with remove/move buttons and an
 * "add" field that offers the catalog's names (rc.cards). Each field carries
 * its JSON path as the engine words paths ($.players[1].life), so that the
 * engine's objection to an edit is shown at the field it concerns. */

const IDENT = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;
const joinPath = (path, step) => (typeof step === "number" ? `${path}[${step}]`
  : IDENT.test(step) ? `${path}.${step}` : `${path}[${pyDumps(step)}]`);
const PLAYER_KEYS = new Set(["active", "turn", "priority", "first_player", "player", "controller", "owner",
                             "attacker", "defender", "target", "deciding", "winner"]);

function resolveSchema(schema, root, value) {
  let s = schema || {};
  for (let i = 0; i < 20 && s.$ref; i++) s = root.$defs[s.$ref.slice("#/$defs/".length)] || {};
  if (s.anyOf) {
    const kind = Array.isArray(value) ? "array" : value === null ? "null" : typeof value === "number"
      ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
    const fits = (alt) => {
      const a = resolveSchema(alt, root, undefined);
      const types = a.type === undefined ? [] : [].concat(a.type);
      return types.includes(kind) || (kind === "integer" && types.includes("number"));
    };
    const alt = s.anyOf.find(fits);
    if (alt) return resolveSchema(alt, root, value);
  }
  return s;
}

function childSchema(schema, root, value, step) {
  const s = resolveSchema(schema, root, value);
  if (typeof step === "number") return s.items || {};
  if (s.properties && s.properties[step]) return s.properties[step];
  return s.additionalProperties && typeof s.additionalProperties === "object" ? s.additionalProperties : {};
}

const E = { draft: null, schema: null, source: null, seen: null };

const startEditing = track(async function startEditing() {
  const state = current();
  if (!state || state === E.source) return;     // the editor shows this position already
  E.source = state;
  try {
    E.draft = await S.rc.normalize(state);
  } catch (e) {
    E.draft = structuredClone(state);
  }
  E.schema = S.rc.schemas[S.game] || {};
  E.seen = null;
  drawEditor();
});

/* The players' names: the draft's (an edit may have renamed one), else the board's. */
function playerNames() {
  const players = E.draft && Array.isArray(E.draft.players) ? E.draft.players : null;
  if (players) return players.map((p) => (typeof p === "string" ? p : p && p.name)).filter((n) => typeof n === "string");
  return S.model ? S.model.players.map((p) => p.name) : [];
}

/* A schema with its $refs followed (its anyOf kept). */
function deref(schema) {
  let s = schema || {};
  for (let i = 0; i < 20 && s.$ref; i++) s = E.schema.$defs[s.$ref.slice("#/$defs/".length)] || {};
  return s;
}

function typesOf(schema) {
  const s = deref(schema);
  if (s.anyOf) return s.anyOf.flatMap(typesOf);
  if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? "null" : typeof v)))];
  if (s.const !== undefined) return [typeof s.const];
  return [].concat(s.type ?? (s.properties ? "object" : s.items ? "array" : []));
}

/* The value a new field or item starts with: the schema's first choice,
 * an empty list, the least number, the first player for a player's field,
 * an object with its required fields; the engine's objection says what is
 * still missing, at the field. */
function defaultFor(schema, key) {
  const s = deref(schema);
  if (s.anyOf) {
    const alt = s.anyOf.find((a) => !typesOf(a).every((t) => t === "null"));
    return alt ? defaultFor(alt, key) : null;
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const types = typesOf(s);
  if (types.includes("string")) {
    const players = playerNames();
    return PLAYER_KEYS.has(key) && players.length && !refersTo(schema, "id") ? players[0] : "";
  }
  if (types.includes("array")) return [];
  if (types.includes("object")) {
    return Object.fromEntries((s.required || []).map((k) => [k, defaultFor((s.properties || {})[k], k)]));
  }
  if (types.includes("integer") || types.includes("number")) return s.minimum ?? 0;
  if (types.includes("boolean")) return false;
  return null;
}

/* Does the schema (or one of its choices) name the $defs entry `name`? */
function refersTo(schema, name) {
  const s = schema || {};
  if (s.$ref === `#/$defs/${name}`) return true;
  if (s.$ref) return refersTo(deref(s), name);
  return (s.anyOf || []).some((a) => refersTo(a, name));
}

/* A player renamed: every value that is the old name, and every key (hands
 * and lanes are keyed by player), in the whole draft. */
function renamePlayer(from, to) {
  const walk = (v) => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k === from ? to : k, walk(x)]));
    return v === from ? to : v;
  };
  E.draft = walk(E.draft);
  drawEditor(); commitEdit();
}

/* The position's card ids (the board's), for a field that takes one. */
function boardIds() {
  const ids = [];
  if (S.model) for (const z of S.model.zones) for (const c of z.cards) if (c.id && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

function setAt(steps, value) {
  let v = E.draft;
  for (const s of steps.slice(0, -1)) v = v[s];
  v[steps[steps.length - 1]] = value;
}

function getAt(steps) { return steps.reduce((v, s) => v[s], E.draft); }

function fieldId(path) { return "edit-" + path.replace(/[^A-Za-z0-9_-]+/g, "_"); }

function stepper(path, steps, key, value) {
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

function picker(path, steps, key, value, choices) {
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
function textField(path, steps, key, value) {
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
function renameField(path, key, value) {
  const id = fieldId(path);
  const input = el("input", { id, type: "text", value, autocapitalize: "off", spellcheck: "false" });
  input.addEventListener("change", () => { const to = input.value.trim(); if (to && to !== value) renamePlayer(value, to); });
  return el("div", { class: "edit-field", data: { path } }, el("label", { for: id }, `${key} (rename)`), input);
}

/* A field that is none (null): a button that sets it to a value the schema
 * allows (an object with its required fields, or text). */
function noneField(path, steps, key, schema) {
  const alts = typesOf(schema).filter((t) => t !== "null");
  const body = alts.length
    ? el("button", { type: "button", "aria-label": `set ${key}`, on: { click: () => { setAt(steps, defaultFor(schema, key)); drawEditor(); commitEdit(); } } }, "Set")
    : null;
  return el("div", { class: "edit-field", data: { path } }, el("span", { class: "label" }, key),
    el("div", { class: "row" }, el("span", {}, "none"), body));
}

function leaf(path, steps, key, value, schema) {
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
function nameEntry(id, label, placeholder, apply, button, list = "catalog", extra = []) {
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
function fieldAdder(path, steps, value, schema) {
  const s = deref(schema);
  const absent = Object.keys(s.properties || {}).filter((k) => !(k in value));
  if (!absent.length) return null;
  const id = fieldId(path) + "-field";
  const addField = (k) => { setAt([...steps, k], defaultFor(s.properties[k], k)); drawEditor(); commitEdit(); };
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

function itemTitle(value, i) {
  if (value && typeof value === "object" && !Array.isArray(value)) return `${i + 1}. ${value.name ?? value.id ?? ""}`.trim();
  return `${i + 1}`;
}

function drawValue(path, steps, key, value, schema, depth, inList = false) {
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
const LONG = 12;                   // items of a list shown closed
const SMALL = 150;                 // fields and list items shown open at first

function drawEditor() {
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

/* An unknown card: "unknown", or a card marked unknown (Flesh and Blood's
 * deck: {id, unknown: true}). */
function isUnknown(v) {
  return v === "unknown" || (Boolean(v) && typeof v === "object" && !Array.isArray(v) && v.unknown === true);
}

function setList(steps, list) { setAt(steps, list); drawEditor(); commitEdit(); }

/* A list of unknown cards only (a hand, a deck): how many, typed; fewer
 * drops the last ones, more adds "unknown" to a list of "unknown" (a list of
 * cards known by id grows by its add button). */
function countField(path, steps, key, value) {
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

function moveItem(steps, i, by) {
  const list = getAt(steps);
  [list[i], list[i + by]] = [list[i + by], list[i]];
  drawEditor(); commitEdit();
}

function removeItem(steps, i) { getAt(steps).splice(i, 1); drawEditor(); commitEdit(); }

function addItem(steps, text) { getAt(steps).push(text); drawEditor(); commitEdit(); }

/* The names offered for a query: the catalog's (rc.cards, its colour
 * beside the name where a card has colours), "unknown" where a list takes
 * unknown cards, or the position's ids (after extra: a move field's values
 * in the legal moves); those that begin with the query
 * first, at most 8. offers[data-query] says which query they answer (the
 * browser tests wait on it). */
let suggestTimer = null;
function suggest(query, offers, use, list, extra = []) {
  clearTimeout(suggestTimer);
  const q = fold(query.trim());
  offers.dataset.asked = query;
  const draw = (names) => {
    const starts = names.filter((n) => fold(n).startsWith(q));
    const shown = [...starts, ...names.filter((n) => !starts.includes(n))].slice(0, 8);
    offers.replaceChildren(...shown.map((n) => el("li", {},
      el("button", { type: "button", class: "offer", on: { click: () => use(n) } }, n))));
    offers.dataset.query = query;
  };
  if (q.length < 2) { draw([]); return; }
  if (list === "ids") { draw([...new Set([...extra, ...boardIds()])].filter((n) => fold(n).includes(q))); return; }
  suggestTimer = setTimeout(track(async () => {
    let found = [];
    try { found = await S.rc.cards(S.game, query.trim()); } catch { /* no catalog: nothing offered */ }
    if (!offers.isConnected || offers.dataset.asked !== query) return;
    const names = list === "text"
      ? [...new Set([...boardIds().filter((n) => fold(n).includes(q)), ...found.map((c) => c.name)])]
      : [...new Set(found.map((c) => (c.color ? `${c.name} (${c.color})` : c.name)))];
    names.unshift(...extra.filter((n) => fold(n).includes(q)));
    draw(names);
  }), 150);
}

/* The engine's objection, at the field whose path it names (or the
 * nearest enclosing one). */
function showObjections(errors) {
  for (const old of $("editor").querySelectorAll(".objection")) old.remove();
  for (const f of $("editor").querySelectorAll("[aria-invalid]")) f.removeAttribute("aria-invalid");
  for (const err of errors) {
    let path = err.path || "$", target = null;
    while (path && !(target = $("editor").querySelector(`[data-path="${CSS.escape(path)}"]`))) {
      const cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
      if (cut <= 0) break;
      path = path.slice(0, cut);
    }
    const note = el("p", { class: "objection error", role: "alert" }, inWords(err.message), err.rule ? " " : null, err.rule ? ruleButton(err.rule) : null);
    if (!target) { $("editor").prepend(note); continue; }
    for (let d = target.closest("details"); d; d = d.parentElement.closest("details")) d.open = true;
    const control = target.querySelector("input, select");
    if (control && target.matches(".edit-field")) control.setAttribute("aria-invalid", "true");
    if (target.matches("details")) target.querySelector("summary").after(note);
    else target.append(note);
  }
}

const commitEdit = track(async function commitEdit() {
  const draft = structuredClone(E.draft);
  let report;
  try { report = await S.rc.validate(draft); } catch (e) { report = { valid: false, errors: [{ path: e.path, message: errorText(e) }] }; }
  showObjections(report.errors);
  if (!report.valid) {
    $("edit-status").textContent = `Not applied: the engine objects (${report.errors.length}), at the fields below.`;
    return;
  }
  $("edit-status").textContent = "Applied: the board shows the edited position.";
  S.start = draft; S.line = []; S.pos = 0; S.question = null;
  E.source = draft;
  $("events").replaceChildren();
  await refresh();
});

/* --------------------------------------------------------------- start */

const startWith = track(async function startWith(state, note) {
  S.game = state.game;
  if (S.catalog.games[S.game] && $("game").value !== S.game) { $("game").value = S.game; drawExamples(); }
  S.start = state; S.line = []; S.pos = 0; S.question = null; S.viewer = null;
  $("verdict").replaceChildren(); $("events").replaceChildren(); $("filter").value = "";
  $("start-error").textContent = "";
  await refresh();
  drawRuleList();
  const q = note && note.moves && note.moves[0];
  setMove(q || (S.legal && S.legal.moves[0] ? S.legal.moves[0].move : {}));
  showTab("moves");
});

function drawExamples() {
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
async function shortest(state, schema) {
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
let yamlModule = null;
async function yaml() {
  if (!yamlModule) yamlModule = await import("./vendor/js-yaml.mjs");
  return yamlModule;
}

/* A position's text: JSON, else YAML read with js-yaml's JSON schema (a
 * plain scalar means what it means in JSON: `no` stays text). */
async function parsePosition(text) {
  try { return JSON.parse(text); } catch { /* YAML, then */ }
  const y = await yaml();
  return y.load(text, { schema: y.JSON_SCHEMA, json: false });
}

const openText = track(async function openText(text) {
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

async function main() {
  setUpTabs();
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("sw.js").catch(() => {});
  }
  const t0 = performance.now();
  try {
    const [rc, catalog] = await Promise.all([RuleCheck.start(), fetch("examples.json").then((r) => r.json())]);
    S.rc = rc; S.catalog = catalog;
  } catch (e) {
    say(`The engine did not start: ${errorText(e)}`);
    document.body.dataset.ready = "error";
    return;
  }
  performance.mark("engine-ready");
  const ms = Math.round(performance.now() - t0);
  window.rulecheckLoadMs = ms;
  const v = Number(S.rc.version);
  const version = Number.isInteger(v) ? `${Math.floor(v / 10000)}.${Math.floor(v / 100) % 100}.${v % 100}` : S.rc.version;
  say(`Engine ready in ${(ms / 1000).toFixed(1)} s (SWI-Prolog ${version}), on this device.`);
  window.rulecheck = S.rc;
  const games = await S.rc.games();
  $("game").replaceChildren(...games.map((g) => el("option", { value: g }, (S.catalog.games[g] || {}).title || g)));
  S.game = games[0];
  $("game").addEventListener("change", () => { drawExamples(); });
  drawExamples();

  $("new-game").addEventListener("click", track(async () => {
    try {
      const state = await S.rc.new($("game").value, { seed: Number($("seed").value) || 0 });
      await startWith(state);
    } catch (e) { $("start-error").textContent = errorText(e); }
  }));
  $("empty-position").addEventListener("click", track(async () => {
    try {
      const game = $("game").value;
      await startWith(await shortest(await S.rc.new(game, { seed: Number($("seed").value) || 0 }), S.rc.schemas[game] || {}));
      // Built on in the Edit tab: it opens there (the focus on its tab).
      showTab("edit", true);
      await startEditing();
    } catch (e) { $("start-error").textContent = errorText(e); }
  }));
  $("open-paste").addEventListener("click", () => openText($("paste").value));
  $("open-file").addEventListener("change", async (e) => {
    const f = e.target.files[0];
    if (f) await openText(await f.text());
  });
  $("filter").addEventListener("input", drawMoves);
  $("undo").addEventListener("click", () => goTo(S.pos - 1));
  $("redo").addEventListener("click", () => goTo(S.pos + 1));
  $("from-legal").addEventListener("change", (e) => {
    const m = S.legal && S.legal.moves[Number(e.target.value)];
    if (e.target.value !== "" && m) setMove(m.move);
  });
  $("move-json").addEventListener("change", () => { drawMoveFields(moveFromText()); updateLink(); });
  $("check").addEventListener("click", checkMove);
  $("viewer").addEventListener("change", track(async (e) => {
    S.viewer = e.target.value || null;
    await refresh();
    if (S.question) await checkMove();
  }));
  $("rule-search").addEventListener("input", () => { $("rule-page").hidden = true; drawRuleList(); });
  $("copy-link").addEventListener("click", async () => {
    await updateLink();
    try { await navigator.clipboard.writeText(location.href); $("share-note").textContent = "Link copied."; }
    catch { $("link").select(); $("share-note").textContent = "Select the link above and copy it."; }
  });
  $("export-json").addEventListener("click", () => current() && download("position.json", JSON.stringify(current(), null, 2)));
  $("export-yaml").addEventListener("click", async () => {
    if (current()) download("position.yaml", (await yaml()).dump(current(), { lineWidth: 100, noRefs: true }), "application/yaml");
  });
  $("make-fixture").addEventListener("click", makeFixture);
  $("save-fixture").addEventListener("click", async () => {
    if (!$("fixture").value.trim()) await makeFixture();
    download("fixture.json", $("fixture").value);
    $("share-note").textContent = "Saved fixture.json: run rulecheck test fixture.json";
  });
  $("tab-edit").addEventListener("click", () => startEditing());
  $("tab-share").addEventListener("click", () => { if (!$("fixture").value.trim() && S.start) makeFixture(); });

  if (!(await restoreLink())) {
    document.body.dataset.ready = "true";
  }
}

main();
