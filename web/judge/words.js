/* Words for a judge, no DOM: a text folded for searching, an engine's
 * JSON path ($.players[1].hand[0]) in words, an error's text. Run by
 * node --test (tests/js/). */

/* Case- and accent-insensitive form of a text, for searching. */
export function fold(text) {
  return String(text ?? "").normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/* A JSON path of the engine's ($.players[1].hand[0]) in words: "players,
 * 2nd, hand, 1st"; a judge never reads a raw path. */
export function pathWords(path) {
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

export function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th");
  return `${n}${s}`;
}

export const PATH = /\$(?:\.[A-Za-z_][\w-]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])+/g;
export const inWords = (text) => String(text).replace(PATH, (p) => pathWords(p));

/* An error in words: the engine's (rulecheck.js's EngineError: its kind
 * and the path it names), or any other's message. */
export function errorText(e) {
  if (e instanceof Error && Object.hasOwn(e, "kind")) {
    const where = e.path && e.path !== "$" ? ` (at ${pathWords(e.path)})` : "";
    return `${inWords(e.message)}${where}`;
  }
  return inWords(String(e && e.message || e));
}

/* A value of a catalog entry or a fact in words: none (null, an empty
 * list or text) is left out (undefined), a list is its items joined, an
 * object its fields; never a literal "null". */
export function valueWords(v) {
  if (v === null || v === undefined || v === "") return undefined;
  if (Array.isArray(v)) {
    const items = v.map(valueWords).filter((x) => x !== undefined);
    return items.length ? items.join(", ") : undefined;
  }
  if (typeof v === "object") {
    const parts = Object.entries(v).map(([k, x]) => [k, valueWords(x)]).filter(([, x]) => x !== undefined);
    return parts.length ? parts.map(([k, x]) => `${k.replace(/_/g, " ")} ${x}`).join("; ") : undefined;
  }
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/* A card's label without its id when the label ends with it ("Gorebelly
 * (gorebelly)", "Dorinthea [dorinthea]"): the name is what a judge reads,
 * the id shows on a tap. */
export function labelName(label, id) {
  if (!id) return label;
  for (const [open, close] of [["(", ")"], ["[", "]"]]) {
    const tail = ` ${open}${id}${close}`;
    if (label.endsWith(tail) && label.length > tail.length) return label.slice(0, -tail.length);
  }
  return label;
}

/* An engine's text (a move, an event, a verdict) with each card by its
 * name where the engine adds the card's id ("Krol Blade (krol-blade)",
 * "Pack Hunt (red) [a1]") or names it by its id alone ("a-goblin belongs
 * to alice"): cards is [[name, id]], the position's; a name two cards
 * share keeps its ids (they are told apart by them). */
export function namesIn(text, cards) {
  let out = String(text ?? "");
  const count = new Map();
  for (const [name] of cards) count.set(name, (count.get(name) || 0) + 1);
  const unique = cards.filter(([name, id]) => name && id && name !== id && count.get(name) === 1)
    .toSorted((a, b) => b[0].length - a[0].length);
  for (const [name, id] of unique) {
    out = out.split(`${name} (${id})`).join(name).split(`${name} [${id}]`).join(name);
  }
  // An id alone in a sentence ("a-goblin belongs to alice"), where it
  // cannot be a word (it holds a digit or a hyphen) nor a number (it holds
  // a letter: "cell 0" stays): the card's name.
  for (const [name, id] of unique) {
    if (!/[\d-]/.test(id) || !/\p{L}/u.test(id)) continue;
    const alone = new RegExp(`(?<![\\w\\[(-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w\\])-])`, "g");
    out = out.replace(alone, name);
  }
  return out;
}
