/* Help: the first-visit guide (the four steps of a dispute: pick the
 * game, set the table, ask, show the players), one step at a time, until
 * the judge hides it (remembered in localStorage); the Help tab holds the
 * same steps and shows the guide again. */
import { $, el } from "./dom.js";

export const SEEN = "rulecheck-guide-seen";
let step = 0;

function remembered() {
  try { return localStorage.getItem(SEEN) === "1"; } catch { return false; }
}

function remember(seen) {
  try { if (seen) localStorage.setItem(SEEN, "1"); else localStorage.removeItem(SEEN); } catch { /* private mode */ }
}

function drawStep() {
  const steps = [...$("help-steps").children];
  step = Math.max(0, Math.min(step, steps.length - 1));
  $("guide-step").textContent = `Step ${step + 1} of ${steps.length}`;
  // The step's words (a copy of the Help tab's item, as a paragraph).
  $("guide-body").replaceChildren(el("p", {}, ...[...steps[step].childNodes].map((n) => n.cloneNode(true))));
  $("guide-back").disabled = step === 0;
  $("guide-next").disabled = step === steps.length - 1;
}

export function showGuide() {
  step = 0;
  $("guide").hidden = false;
  drawStep();
}

export function setUpHelp() {
  $("guide-back").addEventListener("click", () => { step--; drawStep(); });
  $("guide-next").addEventListener("click", () => { step++; drawStep(); });
  $("guide-done").addEventListener("click", () => { $("guide").hidden = true; remember(true); });
  $("guide-again").addEventListener("click", () => { remember(false); showGuide(); $("guide").scrollIntoView(); });
  if (!remembered()) showGuide();
}
