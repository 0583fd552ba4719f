/* The board: the engine's display model of the current position drawn
 * (players, zones, cards with their counters and markers, the cards a
 * move changed highlighted), a card's facts, the outcome's banner; and
 * refresh(), which asks the engine about the current position and draws
 * every room that shows it. */
import { fillLegalPicker, fillViewers } from "./check.js";
import { $, el, fill, track } from "./dom.js";
import { drawLine, drawMoves } from "./moves.js";
import { openRule } from "./rules.js";
import { updateLink } from "./share.js";
import { current, S } from "./state.js";
import { errorText, fold, labelName, valueWords } from "./words.js";

export function ruleButton(id) {
  return el("button", { class: "rule-link", type: "button", "aria-label": `rule ${id}`,
                        on: { click: () => openRule(id) } }, id);
}

export function chips(words, cls = "chip") {
  return words.length ? el("span", { class: "chips" }, words.map((w) => el("span", { class: cls }, w))) : null;
}

export function counterText(c) { return c.label ? `${c.label} ${c.value}` : String(c.value); }

export function cardKey(zone, card, i) { return `${zone.id}/${card.id ?? "#" + i}`; }

export function cardsOf(model) {
  const out = new Map();
  for (const z of model.zones) z.cards.forEach((c, i) => out.set(cardKey(z, c, i), JSON.stringify(c)));
  return out;
}

export function drawCard(zone, card, i) {
  const key = cardKey(zone, card, i);
  const before = S.previous;
  const changed = before && before.get(key) !== JSON.stringify(card);
  const classes = ["card", ...card.markers.map((m) => "m-" + m.replace(/[^a-z]+/gi, "-"))];
  if (changed) classes.push("changed");
  return el("li", {},
    el("button", { type: "button", class: classes.join(" "), data: { id: card.id ?? "" },
                   on: { click: () => showCardFacts(card) } },
      el("span", { class: "card-label" }, labelName(card.label, card.id)),
      card.counters.length ? el("span", { class: "counters" }, card.counters.map(counterText).join(" · ")) : null,
      chips(card.markers)));
}

/* The board's sentences (status lines, a zone's facts) with each card of
 * the model by its name where its label adds its id ("Gorebelly
 * (gorebelly)" -> "Gorebelly"): the id is on the card, on a tap. */
let names = [];
export function setNames(model) {
  names = model.zones.flatMap((z) => z.cards)
    .filter((c) => c.id && labelName(c.label, c.id) !== c.label)
    .map((c) => [c.label, labelName(c.label, c.id)])
    .toSorted((a, b) => b[0].length - a[0].length);
}
export function named(text) {
  let out = String(text);
  for (const [label, name] of names) out = out.split(label).join(name);
  return out;
}

export function drawZone(zone) {
  const count = zone.count === null ? "?" : zone.count;
  const cards = zone.layout === "pile" ? zone.cards.slice(0, 1) : zone.cards;
  const list = el("ul", { class: `cards layout-${zone.layout}` }, cards.map((c, i) => drawCard(zone, c, i)));
  if (zone.layout === "grid" && zone.columns) list.style.setProperty("--columns", zone.columns);
  return el("section", { class: `zone layout-${zone.layout}`, "aria-label": `${zone.owner ? zone.owner + "'s " : ""}${zone.label}` },
    el("h4", {}, zone.label, el("span", { class: "count" }, ` (${count})`)),
    zone.facts.length ? el("p", { class: "facts" }, named(zone.facts.join("; "))) : null,
    list);
}

/* Zones in model order, the sides of one lane side by side. */
export function drawZones(zones) {
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

export function drawBoard(model) {
  setNames(model);
  const board = $("board");
  const shared = model.zones.filter((z) => z.owner === null || !model.players.some((p) => p.name === z.owner));
  const grouped = model.zones.filter((z) => z.group && z.owner !== null);
  const lanes = new Set(grouped.map((z) => z.group));
  board.replaceChildren(
    el("h3", { class: "game-title" }, model.title),
    el("ul", { class: "status" }, model.status.map((s) => el("li", {}, named(s)))),
    ...model.players.map((p) => el("section", { class: "player", "aria-label": `player ${p.name}` },
      el("h4", { class: "player-name" }, p.name, chips(p.markers, "chip marker")),
      p.figures.length ? el("p", { class: "figures" }, p.figures.map((f) => el("span", { class: "figure" }, counterText(f)))) : null,
      ...drawZones(model.zones.filter((z) => z.owner === p.name && !lanes.has(z.group))))),
    ...(lanes.size ? [el("section", { class: "lanes", "aria-label": "lanes" }, ...drawZones(grouped))] : []),
    ...(shared.length ? [el("section", { class: "shared", "aria-label": "the table" }, ...drawZones(shared))] : []),
  );
}

/* A catalog entry in words: a field with no value (null, empty) left
 * out, lists joined, never JSON. */
export function catalogFacts(entry) {
  const rows = Object.entries(entry).map(([k, v]) => [k.replace(/_/g, " "), valueWords(v)]).filter(([, v]) => v !== undefined);
  return el("dl", { class: "catalog" }, rows.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]));
}

export const showCardFacts = track(async function showCardFacts(card) {
  const box = $("card-facts");
  const rows = [
    el("h4", {}, labelName(card.label, card.id), card.id ? el("code", { "aria-label": `id ${card.id}` }, ` ${card.id}`) : null),
    card.counters.length ? el("p", {}, card.counters.map(counterText).join(" · ")) : null,
    chips(card.markers),
    card.facts.length ? el("ul", {}, card.facts.map((f) => valueWords(f)).filter(Boolean).map((f) => el("li", {}, f))) : null,
  ];
  const close = el("button", { type: "button", class: "close", on: { click: () => { box.hidden = true; } } }, "Close");
  fill(box, ...rows, close);
  box.hidden = false;
  box.focus();
  if (!card.id) return;
  try {
    const name = card.label.replace(/\s*\(.*\)$/, "");
    const found = await S.rc.cards(S.game, name);
    const entry = found.find((c) => fold(c.name) === fold(card.label)) || found.find((c) => fold(c.name) === fold(name))
      || (found.length === 1 ? found[0] : null);
    if (entry) {
      box.insertBefore(catalogFacts(entry), close);
    }
  } catch { /* no catalog entry: the model's facts are all there is */ }
});


export const refresh = track(async function refresh({ moved = false } = {}) {
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

export function drawOutcome() {
  const box = $("outcome");
  const o = S.outcome;
  if (!o || o.result === "ongoing") { box.hidden = true; box.replaceChildren(); return; }
  const who = o.result === "draw" ? "A draw" : `${o.winners.join(", ")} won`;
  fill(box, el("strong", {}, who), o.reason ? ` — ${o.reason} ` : " ", o.rule ? ruleButton(o.rule) : null);
  box.hidden = false;
}
