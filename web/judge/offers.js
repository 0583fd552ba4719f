/* Names offered as letters are typed (the Edit tab's fields, the Legal?
 * tab's move fields): the catalog's, the position's ids. */
import { el, track } from "./dom.js";
import { S } from "./state.js";
import { fold } from "./words.js";

/* The position's card ids (the board's), for a field that takes one. */
export function boardIds() {
  const ids = [];
  if (S.model) for (const z of S.model.zones) for (const c of z.cards) if (c.id && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

/* The names offered for a query: the catalog's (rc.cards, its colour
 * beside the name where a card has colours), "unknown" where a list takes
 * unknown cards, or the position's ids (after extra: a move field's values
 * in the legal moves); those that begin with the query
 * first, at most 8. offers[data-query] says which query they answer (the
 * browser tests wait on it). The catalog is asked at once; letters typed
 * while it answers wait, and only the last of them is asked next: the
 * offers follow the letters without a timer's delay (it was 150 ms after
 * the last letter), and a fast typist queues no requests. */
let asking = null;          // the catalog request in flight
let nextAsk = null;         // the latest query typed meanwhile
function ask(lookup) {
  if (asking) { nextAsk = lookup; return; }
  asking = lookup().finally(() => {
    asking = null;
    const then = nextAsk;
    nextAsk = null;
    if (then) ask(then);
  });
}
export function suggest(query, offers, use, list, extra = []) {
  const q = fold(query.trim());
  offers.dataset.asked = query;
  nextAsk = null;
  const draw = (names) => {
    const starts = names.filter((n) => fold(n).startsWith(q));
    const shown = [...starts, ...names.filter((n) => !starts.includes(n))].slice(0, 8);
    offers.replaceChildren(...shown.map((n) => el("li", {},
      el("button", { type: "button", class: "offer", on: { click: () => use(n) } }, n))));
    offers.dataset.query = query;
  };
  if (q.length < 2) { draw([]); return; }
  if (list === "ids") { draw([...new Set([...extra, ...boardIds()])].filter((n) => fold(n).includes(q))); return; }
  ask(track(async () => {
    let found = [];
    try { found = await S.rc.cards(S.game, query.trim()); } catch { /* no catalog: nothing offered */ }
    if (!offers.isConnected || offers.dataset.asked !== query) return;
    const names = list === "text"
      ? [...new Set([...boardIds().filter((n) => fold(n).includes(q)), ...found.map((c) => c.name)])]
      : [...new Set(found.map((c) => (c.color ? `${c.name} (${c.color})` : c.name)))];
    names.unshift(...extra.filter((n) => fold(n).includes(q)));
    draw(names);
  }));
}
