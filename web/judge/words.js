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
