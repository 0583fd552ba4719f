/* The judge's page's parts that need no DOM (web/judge/: words.js,
 * schema.js, state.js, share.js's link), under node's own test runner:
 *   node --experimental-detect-module --test tests/js/
 * (tests/test_judge_js.py runs it from pytest). */
import { test } from "node:test";
import assert from "node:assert/strict";

import { errorText, fold, inWords, labelName, namesIn, ordinal, pathWords, valueWords } from "../../web/judge/words.js";
import { fieldKind } from "../../web/judge/check.js";
import {
  childSchema, defaultFor, deref, isUnknown, joinPath, quoted, refersTo, renamed, resolveSchema, typesOf,
  cardByValues, patched, pathSteps, touches,
} from "../../web/judge/schema.js";
import { current, S } from "../../web/judge/state.js";
import { decodeLink, encodeLink } from "../../web/judge/share.js";

test("fold: case and accents away, for searching", () => {
  assert.equal(fold("Déjà VU"), "deja vu");
  assert.equal(fold("Ｆｉｒｅ"), "fire");
  assert.equal(fold(null), "");
  assert.equal(fold(12), "12");
});

test("ordinal: 1st 2nd 3rd 4th 11th 12th 13th 21st 112th", () => {
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal),
    ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th"]);
});

test("pathWords: an engine's JSON path in words", () => {
  assert.equal(pathWords("$.players[1].hand[0]"), "players › 2nd › hand › 1st");
  assert.equal(pathWords("$.first_player"), "first player");
  assert.equal(pathWords('$.hands["ann b"][2]'), "hands › ann b › 3rd");
  assert.equal(pathWords("$"), "the position");
});

test("inWords: every path in a text, the rest as it is", () => {
  assert.equal(inWords("at $.players[0].life: must be at least 0"), "at players › 1st › life: must be at least 0");
  assert.equal(inWords("costs $5"), "costs $5");
});

test("errorText: the engine's error with the place it names; any other error's message", () => {
  const engine = Object.assign(new Error("must be a list"), { kind: "input", in: "state", path: "$.players" });
  assert.equal(errorText(engine), "must be a list (at players)");
  const top = Object.assign(new Error("not JSON"), { kind: "input", path: "$" });
  assert.equal(errorText(top), "not JSON");
  assert.equal(errorText(new Error("at $.turn: no")), "at turn: no");
  assert.equal(errorText("plain words"), "plain words");
});

test("joinPath and quoted: a path as the engine words it", () => {
  assert.equal(joinPath("$", "players"), "$.players");
  assert.equal(joinPath("$.players", 2), "$.players[2]");
  assert.equal(joinPath("$.hands", "ann b"), '$.hands["ann b"]');
  assert.equal(joinPath("$.hands", "zoë"), "$.hands.zoë");            // a letter: an identifier
  assert.equal(quoted("a→b \"q\""), '"a\\u2192b \\"q\\""');
  assert.equal(joinPath("$", "1st"), '$["1st"]');
});

const ROOT = {
  type: "object",
  required: ["game", "players", "turn"],
  properties: {
    game: { const: "demo" },
    players: { type: "array", items: { $ref: "#/$defs/player" } },
    turn: { type: "string" },
    target: { anyOf: [{ $ref: "#/$defs/id" }, { type: "null" }] },
    lives: { type: "integer", minimum: 1 },
    mode: { enum: ["fast", "slow"] },
    note: { anyOf: [{ type: "null" }, { type: "string" }] },
    flag: { type: "boolean" },
    tags: { type: "object", additionalProperties: { type: "integer" } },
  },
  $defs: {
    id: { type: "string", pattern: "^[a-z]" },
    player: { type: "object", required: ["name", "life"], properties: { name: { type: "string" }, life: { type: "integer" } } },
  },
};

test("resolveSchema and childSchema: $refs followed, anyOf by the value's type", () => {
  assert.deepEqual(resolveSchema(ROOT.properties.target, ROOT, "x1"), { type: "string", pattern: "^[a-z]" });
  assert.deepEqual(resolveSchema(ROOT.properties.target, ROOT, null), { type: "null" });
  assert.deepEqual(childSchema(ROOT, ROOT, {}, "players"), ROOT.properties.players);
  assert.deepEqual(childSchema(ROOT.properties.players, ROOT, [], 0), { $ref: "#/$defs/player" });
  assert.deepEqual(childSchema(ROOT.properties.tags, ROOT, {}, "any"), { type: "integer" });
  assert.deepEqual(childSchema(ROOT, ROOT, {}, "nothing"), {});
});

test("deref, typesOf and refersTo", () => {
  assert.equal(deref({ $ref: "#/$defs/player" }, ROOT), ROOT.$defs.player);
  assert.deepEqual(typesOf(ROOT.properties.target, ROOT), ["string", "null"]);
  assert.deepEqual(typesOf(ROOT.properties.mode, ROOT), ["string"]);
  assert.deepEqual(typesOf(ROOT.properties.game, ROOT), ["string"]);
  assert.deepEqual(typesOf({ $ref: "#/$defs/player" }, ROOT), ["object"]);
  assert.equal(refersTo(ROOT.properties.target, "id", ROOT), true);
  assert.equal(refersTo(ROOT.properties.turn, "id", ROOT), false);
});

test("defaultFor: the value a new field starts with", () => {
  const players = ["ann", "bob"];
  assert.equal(defaultFor(ROOT.properties.turn, "turn", ROOT, players), "ann");      // a player's field
  assert.equal(defaultFor(ROOT.properties.turn, "turn", ROOT, []), "");
  assert.equal(defaultFor(ROOT.properties.target, "target", ROOT, players), "");      // an id, not a player
  assert.equal(defaultFor(ROOT.properties.lives, "lives", ROOT, players), 1);
  assert.equal(defaultFor(ROOT.properties.mode, "mode", ROOT, players), "fast");
  assert.equal(defaultFor(ROOT.properties.note, "note", ROOT, players), "");
  assert.equal(defaultFor(ROOT.properties.flag, "flag", ROOT, players), false);
  assert.deepEqual(defaultFor(ROOT.properties.players, "players", ROOT, players), []);
  assert.deepEqual(defaultFor({ $ref: "#/$defs/player" }, "players", ROOT, players), { name: "", life: 0 });
  assert.equal(defaultFor(ROOT.properties.game, "game", ROOT, players), "demo");
});

test("renamed: a player's name as a value and as a key, everywhere", () => {
  const draft = { players: ["ann", "bob"], turn: "ann", hands: { ann: ["x"], bob: [] }, log: [{ by: "ann" }], n: 3 };
  assert.deepEqual(renamed(draft, "ann", "cleo"),
    { players: ["cleo", "bob"], turn: "cleo", hands: { cleo: ["x"], bob: [] }, log: [{ by: "cleo" }], n: 3 });
  assert.deepEqual(draft.players, ["ann", "bob"]);                       // the draft itself untouched
});

test("isUnknown: 'unknown', or a card marked unknown", () => {
  assert.equal(isUnknown("unknown"), true);
  assert.equal(isUnknown({ id: "c1", unknown: true }), true);
  assert.equal(isUnknown({ id: "c1" }), false);
  assert.equal(isUnknown(null), false);
  assert.equal(isUnknown(["unknown"]), false);
});

test("current(): the start, or the state after the moves on the board", () => {
  Object.assign(S, { start: { n: 0 }, line: [{ state: { n: 1 } }, { state: { n: 2 } }], pos: 0 });
  assert.deepEqual(current(), { n: 0 });
  S.pos = 2;
  assert.deepEqual(current(), { n: 2 });
  Object.assign(S, { start: null, line: [], pos: 0 });
});

test("encodeLink and decodeLink: a position and its line, there and back, in URL-safe letters", async () => {
  const value = { s: { game: "clash-of-decks", players: ["ann", "bob"], names: "Déjà vu ﬁre 🂡" },
                  m: [{ player: "ann", action: "pass" }], p: 1, q: null };
  const code = await encodeLink(value);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeLink(code), value);
  const long = { s: { deck: Array.from({ length: 5000 }, (_, i) => `card-${i}`) }, m: [], p: 0, q: null };
  assert.deepEqual(await decodeLink(await encodeLink(long)), long);
  await assert.rejects(decodeLink("not-a-link"));
});

test("valueWords: no null, lists joined, objects in words", () => {
  assert.equal(valueWords(null), undefined);
  assert.equal(valueWords([]), undefined);
  assert.equal(valueWords([null, null]), undefined);
  assert.equal(valueWords(["Ward", "Go again"]), "Ward, Go again");
  assert.equal(valueWords({ power: null, cost: 2, first_word: "x" }), "cost 2; first word x");
  assert.equal(valueWords(0), "0");
  assert.equal(valueWords(false), "no");
});

test("labelName: a label's trailing id away, only when it is the card's id", () => {
  assert.equal(labelName("Gorebelly (gorebelly)", "gorebelly"), "Gorebelly");
  assert.equal(labelName("Pack Hunt [pack-hunt-red]", "pack-hunt-red"), "Pack Hunt");
  assert.equal(labelName("Imp", "Imp"), "Imp");
  assert.equal(labelName("Rose 1 Elder", null), "Rose 1 Elder");
  assert.equal(labelName("Giant (2)", "giant"), "Giant (2)");
});

test("pathSteps: a path as the engine words it, as its steps", () => {
  assert.deepEqual(pathSteps("$.players[0].hand[2].atk"), ["players", 0, "hand", 2, "atk"]);
  assert.deepEqual(pathSteps('$.hands["a b"][3]'), ["hands", "a b", 3]);
  assert.deepEqual(pathSteps("$"), []);
  assert.equal(pathSteps("players"), null);
  assert.equal(pathSteps("$.a[x]"), null);
});

test("patched: a repair's patch set in a copy; a path that leads nowhere: null", () => {
  const state = { step: "end", players: [{ hand: [{ name: "Zed" }] }] };
  const after = patched(state, [{ path: "$.step", value: "main" }, { path: "$.players[0].hand[0].atk", value: 0 }]);
  assert.deepEqual(after, { step: "main", players: [{ hand: [{ name: "Zed", atk: 0 }] }] });
  assert.equal(state.step, "end");
  assert.equal("atk" in state.players[0].hand[0], false);
  assert.equal(patched(state, [{ path: "$.players[3].hand", value: [] }]), null);
  assert.equal(patched(state, [{ path: "$", value: 1 }]), null);
});

test("touches: a path edited, inside it or holding it", () => {
  const edited = new Set(["$.players[0].hand"]);
  assert.equal(touches(edited, "$.players[0].hand"), true);
  assert.equal(touches(edited, "$.players[0]"), true);
  assert.equal(touches(edited, "$.players[0].hand[1]"), true);
  assert.equal(touches(edited, "$.players[0].deck"), false);
  assert.equal(touches(edited, "$.players[0].hand_size"), false);
});

test("cardByValues: a card outside the catalog, from its list's item schema", () => {
  const root = { $defs: {
    id: { type: "string" }, count: { type: "integer", minimum: 0 },
    card: { type: ["string", "object"], properties: {
      id: { $ref: "#/$defs/id" }, name: { type: "string" }, type: { enum: ["ally", "ability"] },
      cost: { $ref: "#/$defs/count" }, health: { type: "integer", minimum: 1 }, protector: { type: "boolean" },
      effects: { type: "array" }, unknown: { const: true } } } } };
  assert.deepEqual(cardByValues({ $ref: "#/$defs/card" }, root, "New card 1"),
                   { name: "New card 1", type: "ally", cost: 0, health: 1 });
  assert.equal(cardByValues({ type: "string" }, root, "x"), null);
  assert.equal(cardByValues({ type: "object", properties: { name: { type: "string" } } }, root, "x"), null);
});

test("namesIn: a card by its name where the engine adds its id; a shared name keeps its ids", () => {
  const cards = [["Krol Blade", "krol-blade"], ["Pack Hunt (red)", "a1"], ["Beast Mode (red)", "c4"], ["Beast Mode (red)", "c6"]];
  assert.equal(namesIn("alice strikes with Krol Blade (krol-blade)", cards), "alice strikes with Krol Blade");
  assert.equal(namesIn("p1 plays Pack Hunt (red) [a1] from arsenal", cards), "p1 plays Pack Hunt (red) from arsenal");
  assert.equal(namesIn("p1 pitches Beast Mode (red) [c4]", cards), "p1 pitches Beast Mode (red) [c4]");
  assert.equal(namesIn("Pack Hunt (red) [a2] is not on the table", cards), "Pack Hunt (red) [a2] is not on the table");
  assert.equal(namesIn(null, cards), "");
  const cd = [["Goblin", "a-goblin"], ["Goblin", "b-goblin"], ["Imp", "a-imp"], ["bastion", "bastion"], ["Graccus", "graccus"]];
  assert.equal(namesIn("a-imp belongs to alice, not bob", cd), "Imp belongs to alice, not bob");
  assert.equal(namesIn("a-goblin belongs to alice", cd), "a-goblin belongs to alice");          // two Goblins: the id kept
  assert.equal(namesIn("hand row: bastion, a-imp, a-imp-2, [a-imp]", cd), "hand row: bastion, Imp, a-imp-2, [a-imp]");
  assert.equal(namesIn("graccus attacks", cd), "graccus attacks");                                 // a word-like id stays
  assert.equal(namesIn("x marks cell 0", [["x", "0"]]), "x marks cell 0");                           // a number stays
});

test("fieldKind: a move field's picker from the engine's move schema", () => {
  assert.deepEqual(fieldKind({ type: "string", format: "card" }), { kind: "card", nullable: false, values: [], size: null });
  assert.equal(fieldKind({ type: "array", items: { type: "string", format: "card" } }).kind, "cards");
  assert.equal(fieldKind({ type: "array", items: { type: "string", format: "player" }, minItems: 2, maxItems: 2 }).size, 2);
  assert.deepEqual(fieldKind({ type: "string", enum: ["top", "bottom"] }).values, ["top", "bottom"]);
  assert.equal(fieldKind({ type: "integer", minimum: 0 }).kind, "index");
  assert.equal(fieldKind({ type: "boolean" }).kind, "boolean");
  const nullable = fieldKind({ anyOf: [{ type: "string", format: "card" }, { type: "null" }] });
  assert.equal(nullable.kind, "card");
  assert.equal(nullable.nullable, true);
  assert.equal(fieldKind({}).kind, "json");
});
