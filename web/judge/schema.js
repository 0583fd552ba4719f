/* A game's JSON Schema read for the editor, no DOM: JSON paths as the
 * engine words them, a field's schema, its types, the value a new field
 * starts with. Each function takes the schema's root (for its $refs).
 * Run by node --test (tests/js/). */

export const IDENT = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u;

/* A key as the engine quotes it in a path: JSON with every character
 * outside ASCII escaped (Python's json.dumps, the engine's paths). */
export const quoted = (key) => JSON.stringify(key)
  .replace(/[\u007f-\uffff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));

export const joinPath = (path, step) => (typeof step === "number" ? `${path}[${step}]`
  : IDENT.test(step) ? `${path}.${step}` : `${path}[${quoted(step)}]`);
export const PLAYER_KEYS = new Set(["active", "turn", "priority", "first_player", "player", "controller", "owner",
                             "attacker", "defender", "target", "deciding", "winner"]);

export function resolveSchema(schema, root, value) {
  let s = schema || {};
  for (let i = 0; i < 20 && s.$ref; i++) s = root.$defs[s.$ref.slice("#/$defs/".length)] || {};
  if (s.anyOf) {
    const kind = Array.isArray(value) ? "array" : value === null ? "null" : typeof value === "number"
      ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
    const fits = (alt) => {
      const a = resolveSchema(alt, root, undefined);
      const types = a.type === undefined ? [] : [].concat(a.type);
      return types.includes(kind) || (kind === "integer" && types.includes("number"));
    };
    const alt = s.anyOf.find(fits);
    if (alt) return resolveSchema(alt, root, value);
  }
  return s;
}

export function childSchema(schema, root, value, step) {
  const s = resolveSchema(schema, root, value);
  if (typeof step === "number") return s.items || {};
  if (s.properties && s.properties[step]) return s.properties[step];
  return s.additionalProperties && typeof s.additionalProperties === "object" ? s.additionalProperties : {};
}

/* A schema with its $refs followed (its anyOf kept). */
export function deref(schema, root) {
  let s = schema || {};
  for (let i = 0; i < 20 && s.$ref; i++) s = root.$defs[s.$ref.slice("#/$defs/".length)] || {};
  return s;
}

export function typesOf(schema, root) {
  const s = deref(schema, root);
  if (s.anyOf) return s.anyOf.flatMap((a) => typesOf(a, root));
  if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? "null" : typeof v)))];
  if (s.const !== undefined) return [typeof s.const];
  return [].concat(s.type ?? (s.properties ? "object" : s.items ? "array" : []));
}

/* The value a new field or item starts with: the schema's first choice,
 * an empty list, the least number, the first player (of players) for a
 * player's field, an object with its required fields; the engine's
 * objection says what is still missing, at the field. */
export function defaultFor(schema, key, root, players = []) {
  const s = deref(schema, root);
  if (s.anyOf) {
    const alt = s.anyOf.find((a) => !typesOf(a, root).every((t) => t === "null"));
    return alt ? defaultFor(alt, key, root, players) : null;
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const types = typesOf(s, root);
  if (types.includes("string")) {
    return PLAYER_KEYS.has(key) && players.length && !refersTo(schema, "id", root) ? players[0] : "";
  }
  if (types.includes("array")) return [];
  if (types.includes("object")) {
    return Object.fromEntries((s.required || []).map((k) => [k, defaultFor((s.properties || {})[k], k, root, players)]));
  }
  if (types.includes("integer") || types.includes("number")) return s.minimum ?? 0;
  if (types.includes("boolean")) return false;
  return null;
}

/* Does the schema (or one of its choices) name the $defs entry `name`? */
export function refersTo(schema, name, root) {
  const s = schema || {};
  if (s.$ref === `#/$defs/${name}`) return true;
  if (s.$ref) return refersTo(deref(s, root), name, root);
  return (s.anyOf || []).some((a) => refersTo(a, name, root));
}

/* A value with a player renamed: every value that is the old name, and
 * every key (hands and lanes are keyed by player). */
export function renamed(value, from, to) {
  const walk = (v) => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k === from ? to : k, walk(x)]));
    return v === from ? to : v;
  };
  return walk(value);
}

/* An unknown card: "unknown", or a card marked unknown (Flesh and Blood's
 * deck: {id, unknown: true}). */
export function isUnknown(v) {
  return v === "unknown" || (Boolean(v) && typeof v === "object" && !Array.isArray(v) && v.unknown === true);
}

/* A JSON path as the engine words it ($.players[0].hand, $.hands["a b"])
 * as its steps (keys and list indexes); null if it is not one. */
export function pathSteps(path) {
  if (typeof path !== "string" || !path.startsWith("$")) return null;
  const steps = [];
  const part = /\.([^.[\]]+)|\[("(?:[^"\\]|\\.)*")\]|\[(\d+)\]/y;
  let i = 1;
  while (i < path.length) {
    part.lastIndex = i;
    const m = part.exec(path);
    if (!m) return null;
    steps.push(m[3] !== undefined ? Number(m[3]) : m[2] !== undefined ? JSON.parse(m[2]) : m[1]);
    i = part.lastIndex;
  }
  return steps;
}

/* A value with the engine's repair applied: each {path, value} of its
 * patch set (a field added or replaced). The value given is not changed;
 * null if a path does not lead into it. */
export function patched(value, patch) {
  const out = structuredClone(value);
  for (const { path, value: v } of patch) {
    const steps = pathSteps(path);
    if (!steps || !steps.length) return null;
    let box = out;
    for (const s of steps.slice(0, -1)) {
      box = box === null || typeof box !== "object" ? undefined : box[s];
      if (box === undefined) return null;
    }
    if (box === null || typeof box !== "object") return null;
    box[steps[steps.length - 1]] = structuredClone(v);
  }
  return out;
}

/* Is `path` (or a field inside it, or a list or object holding it) among
 * the paths given? */
export function touches(paths, path) {
  for (const p of paths) {
    if (p === path || p.startsWith(path + ".") || p.startsWith(path + "[")
        || path.startsWith(p + ".") || path.startsWith(p + "[")) return true;
  }
  return false;
}

/* A card not in the catalog, by its values: for a list whose items may be
 * a card's name or an object of its fields (a hand, the allies in play),
 * the object a new card starts with: its name, and each field the schema
 * gives a card that is a choice (the first) or a number (the least
 * allowed), to be stepped and picked; a yes/no field (a keyword) or a list
 * is added by the judge. null where the list takes no such object. */
export function cardByValues(itemSchema, root, name) {
  const types = typesOf(itemSchema, root);
  if (!types.includes("object") || !types.includes("string")) return null;
  const s = resolveSchema(itemSchema, root, {});
  const props = s.properties || {};
  if (!props.name) return null;
  const card = { name };
  for (const [k, p] of Object.entries(props)) {
    if (k === "name" || refersTo(p, "id", root)) continue;
    const d = deref(p, root);
    if (d.const !== undefined) continue;
    const t = typesOf(p, root);
    if (d.enum) card[k] = d.enum[0];
    else if (t.includes("integer") || t.includes("number")) card[k] = defaultFor(p, k, root);
  }
  return card;
}
