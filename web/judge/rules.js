/* The Rules tab: the rulebook of any game (its picker; the game on the
 * board first) searched by words and ranked by the engine (its
 * search_rules, as `rulecheck rules WORDS`: a keyword's own rule first), a
 * rule's page (its text, the seed's words or the ruling, the fixtures
 * citing it). */
import { $, el, fill, track } from "./dom.js";
import { S } from "./state.js";
import { errorText } from "./words.js";
import { showTab } from "./tabs.js";

export async function rulesOf(game) {
  if (!S.rules.has(game)) S.rules.set(game, await S.rc.rules(game));
  return S.rules.get(game);
}

/* The game whose rulebook the tab shows: the picker's, else the board's. */
export function ruleGame() { return $("rule-game").value || S.game; }

/* The picker follows the board's game: a new position brings its game
 * (force); otherwise the game the judge picked stays. */
export function followGame(game, force = false) {
  const picker = $("rule-game");
  if (force) delete picker.dataset.picked;
  if (!picker.dataset.picked && game) picker.value = game;
}

export const drawRuleList = track(async function drawRuleList() {
  const game = ruleGame();
  if (!game) return;
  const rules = await rulesOf(game);
  const query = $("rule-search").value;
  let found = rules, note = `${rules.length} rules.`;
  if (query.trim()) {
    try {
      found = await S.rc.request("search_rules", { game, query });
      note = `${found.length} of ${rules.length} rules hold “${query.trim()}”, the closest first.`;
    } catch (e) { found = []; note = errorText(e); }
  }
  $("rule-count").textContent = note;
  $("rule-list").replaceChildren(...found.map((r) => el("li", {},
    el("button", { type: "button", class: "rule-item", on: { click: () => openRule(r.id, game) } },
      el("strong", {}, r.id), " ", r.title))));
});

/* A rule's page: the rule of that ID in the game given, the tab's, the
 * board's, or any game whose rulebook is read (IDs are unique by prefix). */
export const openRule = track(async function openRule(id, game = null) {
  showTab("rules");
  const page = $("rule-page");
  let r = null;
  for (const g of [game, ruleGame(), S.game].filter(Boolean)) {
    r = (await rulesOf(g)).find((x) => x.id === id);
    if (r) break;
  }
  if (!r) for (const rules of S.rules.values()) { r = rules.find((x) => x.id === id) || r; }
  if (!r) { page.replaceChildren(el("p", {}, `No rule ${id} in this game.`)); page.hidden = false; return; }
  const fixtures = (S.catalog.rule_fixtures || {})[id] || [];
  const origin = r.origin || {};
  fill(page,
    el("h3", {}, el("span", { class: "rule-id" }, r.id), " ", r.title),
    r.kind ? el("p", { class: "hint" }, `${r.kind} rule`) : null,
    r.text ? el("p", {}, r.text) : null,
    origin.seed ? el("figure", {}, el("figcaption", {}, "The seed's words"), el("blockquote", { lang: "" }, origin.seed)) : null,
    origin.type === "ruling" && origin.reason ? el("figure", {}, el("figcaption", {}, "The ruling"), el("blockquote", {}, origin.reason)) : null,
    fixtures.length ? el("details", {}, el("summary", {}, `Fixtures that exercise it (${fixtures.length})`),
      el("ul", {}, fixtures.map((f) => el("li", {}, el("code", {}, f))))) : null,
    el("button", { type: "button", on: { click: () => { page.hidden = true; } } }, "Back to the list"));
  page.hidden = false;
  page.focus();
});
