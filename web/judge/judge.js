/* The judge's page: rulecheck's engine (rulecheck.js, in a Worker) asked
 * about one position at a time, and what it answers drawn as it words it.
 *
 * Every text of a position, a card, a move or an answer is put into the
 * page as text (textContent, never innerHTML): el() (dom.js) is the only
 * way the page makes elements.
 *
 * The page's own state: the game, the start position, the line of moves
 * played from it (each with the engine's text, events and next state) and
 * how far along the line the board is (undo/redo move along it). The link
 * (#v1=...) holds the start position and the line, compressed with the
 * browser's own CompressionStream ('deflate-raw'), base64url.
 *
 * The page is in rooms, one ES module each (docs/judge.md): state.js (the
 * page's state), board.js, moves.js, check.js, rules.js, editor.js,
 * share.js, start.js and tabs.js (one tab or part each), dom.js, words.js,
 * schema.js and offers.js (helpers); this file starts the engine and wires
 * the controls.
 */
import { RuleCheck } from "./rulecheck.js";
import { refresh } from "./board.js";
import { checkMove, drawMoveFields, moveFromText, setMove } from "./check.js";
import { $, download, el, say, track } from "./dom.js";
import { setUpHelp } from "./help.js";
import { startEditing } from "./editor.js";
import { drawMoves, goTo, passOn } from "./moves.js";
import { drawRuleList, followGame } from "./rules.js";
import { makeFixture, restoreLink, updateLink } from "./share.js";
import { drawExamples, openText, shortest, startWith, yaml } from "./start.js";
import { current, S } from "./state.js";
import { setUpTabs, showTab } from "./tabs.js";
import { errorText } from "./words.js";

async function main() {
  setUpTabs();
  setUpHelp();
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
  const gameOptions = () => games.map((g) => el("option", { value: g }, (S.catalog.games[g] || {}).title || g));
  $("game").replaceChildren(...gameOptions());
  $("rule-game").replaceChildren(...gameOptions());
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
  $("pass-on").addEventListener("click", passOn);
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
  $("rule-game").addEventListener("change", (e) => {
    e.target.dataset.picked = "true";
    $("rule-page").hidden = true;
    drawRuleList();
  });
  $("tab-rules").addEventListener("click", () => { followGame(S.game); drawRuleList(); });
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

  // A link opened in a tab already showing the page: only its fragment
  // changes (no reload), so the page restores it itself.
  window.addEventListener("hashchange", () => { restoreLink(); });
  if (!(await restoreLink())) {
    document.body.dataset.ready = "true";
  }
}

main();
