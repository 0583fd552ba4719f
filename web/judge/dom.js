/* The page's DOM helpers: $ (an element by id), el() (the one way the
 * page makes elements: every text put in as text, never HTML), track()
 * (body[data-busy]: how many questions to the engine are under way, which
 * the browser tests wait on), say() (the engine's status line) and
 * download(). */
export const $ = (id) => document.getElementById(id);

/* An element with attributes and children (strings become text nodes). */
export function el(tag, attrs = {}, ...children) {
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

/* An element's children replaced: as el() takes them (a null, undefined
 * or false left out; replaceChildren itself would write "null"). */
export function fill(box, ...children) {
  box.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return box;
}

/* How many questions to the engine are under way: body[data-busy], which
 * the browser tests wait on. */
export let busy = 0;
export function track(f) {
  return async (...args) => {
    document.body.dataset.busy = String(++busy);
    try { return await f(...args); } finally { document.body.dataset.busy = String(--busy); }
  };
}

export function say(text) { $("engine").textContent = text; }

export function download(name, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
