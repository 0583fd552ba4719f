/* The Rules tab: the game's rulebook searched by words, a rule's page
 * (its text, the seed's words or the ruling, the fixtures citing it). */
import { $, el, track } from "./dom.js";
import { S } from "./state.js";
import { fold } from "./words.js";
import { showTab } from "./tabs.js";

export async function rulesOf(game) {
  if (!S.rules.has(game)) S.rules.set(game, await S.rc.rules(game));
  return S.rules.get(game);
}

export const drawRuleList = track(async function drawRuleList() {
  if (!S.game) return;
  const rules = await rulesOf(S.game);
  const words = fold($("rule-search").value).split(/\s+/).filter(Boolean);
  const hay = (r) => fold([r.id, r.title, r.text, r.origin.seed, r.origin.reason].join(" "));
  const found = rules.filter((r) => words.every((w) => hay(r).includes(w)));
  $("rule-list").replaceChildren(...found.map((r) => el("li", {},
    el("button", { type: "button", class: "rule-item", on: { click: () => openRule(r.id) } },
      el("strong", {}, r.id), " ", r.title))));
});

export const openRule = track(async function openRule(id) {
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
