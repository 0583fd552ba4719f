/* The judge's page's parts that need no DOM (web/judge/: words.js,
 * schema.js, state.js, share.js's link), under node's own test runner:
 *   node --experimental-detect-module --test tests/js/
 * (tests/test_judge_js.py runs it from pytest). */
import { test } from "node:test";
import assert from "node:assert/strict";

import { errorText, fold, inWords, labelName, namesIn, ordinal, pathWords, rankRules, valueWords } from "../../web/judge/words.js";
import { fieldKind } from "../../web/judge/check.js";
import {
  childSchema, defaultFor, deref, isUnknown, joinPath, quoted, refersTo, renamed, resolveSchema, typesOf,
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

test("rankRules: the rule whose title is the keyword first, then titles, then texts; all words needed", () => {
  const rules = [
    { id: "X-101", title: "The stack", text: "A card with go again gives an action point back.", origin: {} },
    { id: "X-102", title: "Courtesan: the Fan", text: "The Fan card.", origin: {} },
    { id: "X-103", title: "Go again", text: "A go again card gives an action point.", origin: {} },
    { id: "X-104", title: "The Fan forbids intervention", text: "When the attacked player holds a Fan.", origin: {} },
    { id: "X-105", title: "Nothing", text: "Nothing here.", origin: { seed: "go on again" } },
  ];
  assert.deepEqual(rankRules(rules, "GO again").map((r) => r.id), ["X-103", "X-101", "X-105"]);
  assert.deepEqual(rankRules(rules, "fan").map((r) => r.id), ["X-104", "X-102"]);
  assert.deepEqual(rankRules(rules, "x-105").map((r) => r.id)[0], "X-105");
  assert.deepEqual(rankRules(rules, "absent"), []);
  assert.equal(rankRules(rules, "").length, rules.length);
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
});

test("fieldKind: a move field's picker from the engine's move schema", () => {
  assert.deepEqual(fieldKind({ type: "string", format: "card" }), { kind: "card", nullable: false, values: [], size: null });
  assert.equal(fieldKind({ type: "array", items: { type: "string", format: "card" } }).kind, "cards");
  assert.equal(fieldKind({ type: "array", items: { type: "string", format: "player" }, minItems: 2, maxItems: 2 }).size, 2);
  assert.deepEqual(fieldKind({ type: "string", enum: ["top", "bottom"] }).values, ["top", "bottom"]);
  assert.equal(fieldKind({ type: "integer", minimum: 0 }).kind, "index");
  const nullable = fieldKind({ anyOf: [{ type: "string", format: "card" }, { type: "null" }] });
  assert.equal(nullable.kind, "card");
  assert.equal(nullable.nullable, true);
  assert.equal(fieldKind({}).kind, "json");
});
