/* The tabs (Start, Moves, Legal?, Rules, Edit, Share, Help): one shown, the
 * arrow keys, Home and End move between them. */
import { $ } from "./dom.js";

export const TABS = ["start", "moves", "check", "rules", "edit", "share", "help"];

export function showTab(name, focus = false) {
  for (const t of TABS) {
    const tab = $(`tab-${t}`), panel = $(`panel-${t}`);
    const on = t === name;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    panel.hidden = !on;
    if (on && focus) tab.focus();
  }
}

export function setUpTabs() {
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
