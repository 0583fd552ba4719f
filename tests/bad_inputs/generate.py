"""Writes the bad-input corpus (tests/bad_inputs/*.json and friends) and its
manifest, manifest.json: for each file, what it is and the place in it that
the one-line error must name. tests/test_bad_inputs.py runs every file
through every command that reads a state or a move.

Run from the repository: python tests/bad_inputs/generate.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
FIX = REPO / "fixtures"


def load(rel: str):
    d = json.loads((FIX / rel).read_text("utf-8"))
    if "initial_file" in d:
        return json.loads(((FIX / rel).parent / d["initial_file"]).read_text("utf-8"))
    return d.get("initial") or d.get("state") or d


BASE = {
    "clash-of-decks": load("clash-of-decks/states/midgame.json"),
    "blood-bound": load("blood-bound/records/six-players-quill-and-capture.json"),
    "flesh-and-blood": load("flesh-and-blood/records/full-game-bob-wins.json"),
    "wow-tcg": load("wow-tcg/records/full-game-alice-wins.json"),
}

corpus: list[dict] = []


def add_bytes(name: str, data: bytes, what: str, where: str, validate_code: int = 2) -> None:
    (HERE / name).write_bytes(data)
    corpus.append({"file": name, "what": what, "where": where, "validate_exit": validate_code})


def add_state(name: str, state, what: str, where: str, validate_code: int = 1) -> None:
    add_bytes(name, json.dumps(state, ensure_ascii=False, indent=1).encode("utf-8"), what, where, validate_code)


def mutated(game: str, fn):
    s = copy.deepcopy(BASE[game])
    fn(s)
    return s


# ---------------------------------------------------------------- not JSON
cd_text = json.dumps(BASE["clash-of-decks"], indent=1)
add_bytes("truncated.json", cd_text[: len(cd_text) // 2].encode(), "JSON cut off half-way", "line ")
add_bytes("trailing-comma.json", b'{"game": "clash-of-decks", "players": ["a", "b"],}\n', "a trailing comma", "line 1 column")
add_bytes("single-quotes.json", b"{'game': 'clash-of-decks'}\n", "single-quoted strings", "line 1 column 2")
add_bytes("comment.json", b'{\n  // the game\n  "game": "clash-of-decks"\n}\n', "a // comment", "line 2 column")
add_bytes("nan.json", b'{"game": "clash-of-decks", "mana": NaN}\n', "NaN is not JSON", "NaN")
add_bytes("infinity.json", b'{"game": "clash-of-decks", "mana": -Infinity}\n', "Infinity is not JSON", "Infinity")
add_bytes("empty.json", b"", "an empty file", "line 1 column 1")
add_bytes("whitespace.json", b"  \n\t\n", "only white space", "line 3 column 1")
add_bytes("raw-newline-in-string.json", b'{"game": "clash-\nof-decks"}', "a raw line break inside a string", "line 1 column")
add_bytes("two-documents.json", b'{"game": "wow-tcg"}\n{"game": "wow-tcg"}\n', "two JSON documents", "line 2 column 1")
add_bytes("latin-1.json", '{"game": "clash-of-decks", "note": "caf\u00e9"}'.encode("latin-1"), "Latin-1 bytes, not UTF-8", "byte 39")
add_bytes("utf-16.json", '{"game": "wow-tcg"}'.encode("utf-16"), "UTF-16 text", "byte 0")
add_bytes("nul-byte.json", b'{"game": "wow-tcg\x00"}', "a NUL byte inside a string", "line 1 column")
add_bytes("deep-nesting.json", b"[" * 3000 + b"]" * 3000, "arrays nested 3000 deep", "nested")
add_bytes("deep-objects.json", b'{"a":' * 200 + b"1" + b"}" * 200, "objects nested 200 deep", "nested")
add_bytes("duplicate-key.json", b'{"game": "wow-tcg", "turn": "alice", "turn": "bob"}', "a key given twice", '"turn"')

# ------------------------------------------------------- JSON, but not a state
add_bytes("bare-number.json", b"42\n", "a number, not an object", "$", 1)
add_bytes("top-level-array.json", b'[{"game": "wow-tcg"}]', "an array, not an object", "$", 1)
add_bytes("top-level-string.json", b'"clash-of-decks"', "a string, not an object", "$", 1)
add_bytes("no-game.json", b'{"players": ["alice", "bob"]}', "no game field", "$.game", 1)
add_bytes("unknown-game.json", b'{"game": "chess"}', "an unknown game", "$.game", 1)
add_bytes("game-not-a-string.json", b'{"game": 7}', "the game as a number", "$.game", 1)
_wow = json.dumps(BASE["wow-tcg"], indent=1).replace('"Thrall"', '"Thr\\ud800all"', 1)
add_bytes("lone-surrogate.json", _wow.encode(), "a lone UTF-16 surrogate in a string", "$.players[0].hero.name")

# ---------------------------------------------------------- per game
cd = "clash-of-decks"
add_state("cd-players-not-a-list.json", mutated(cd, lambda s: s.update(players="alice")), "players as a string", "$.players")
# hands may be left out once the draft is over (issue 27): each is then implied
add_state("cd-hands-not-an-object.json", mutated(cd, lambda s: s.update(hands="alice")), "hands as a string", "$.hands")
add_state("cd-unknown-field.json", mutated(cd, lambda s: s.update(score=3)), "an unknown field", "$.score")
add_state("cd-unknown-card-field.json", mutated(cd, lambda s: s["cards"]["a-troll"].update(speed=2)),
          "an unknown field in a card", '$.cards["a-troll"].speed')
add_state("cd-card-in-two-places.json", mutated(cd, lambda s: s["hands"]["bob"].append("b-ogre")),
          "a card in hand and in play", "$.hands.bob[7]")
add_state("cd-negative-mana.json", mutated(cd, lambda s: s.update(mana=-1)), "negative mana", "$.mana")
add_state("cd-mana-too-high.json", mutated(cd, lambda s: s.update(mana=40)), "mana the rules cannot produce", "$.mana")
add_state("cd-two-bastions.json", mutated(cd, lambda s: s["hands"]["bob"].append("fort")), "two towers in one hand", "$.hands.bob")
add_state("cd-missing-card.json", mutated(cd, lambda s: s["lanes"]["top"]["bob"].append("b-ghost")),
          "a card that is not in the card list", "$.lanes.top.bob[1]")
add_state("cd-spell-in-lane.json", mutated(cd, lambda s: (s["hands"]["bob"].remove("b-combustion"),
                                                          s["lanes"]["top"]["bob"].append("b-combustion"))),
          "a spell standing in a lane", "$.lanes.top.bob[1]")
add_state("cd-damage-kills.json", mutated(cd, lambda s: s.update(turn_status={"b-ogre": {"damage": 4}})),
          "damage equal to health on a card in play", "$.turn_status.b-ogre.damage")
add_state("cd-bad-lane-name.json", mutated(cd, lambda s: s["lanes"].update(middle={"alice": [], "bob": []})),
          "a third lane", "$.lanes.middle")

bb = "blood-bound"
add_state("bb-players-not-a-list.json", mutated(bb, lambda s: s.update(players={"ann": 1})), "players as an object", "$.players")
add_state("bb-supply-not-an-object.json", mutated(bb, lambda s: s.update(supply="lots")), "the supply as a word",
          "$.supply")
add_state("bb-negative-supply.json", mutated(bb, lambda s: s["supply"].update(rose=-2)), "a negative token count", "$.supply.rose")
add_state("bb-supply-too-large.json", mutated(bb, lambda s: s["supply"].update(unknown=99)), "more tokens than the box holds", "$.supply")
add_state("bb-unknown-field.json", mutated(bb, lambda s: s.update(round=3)), "an unknown field", "$.round")
add_state("bb-duplicate-player.json", mutated(bb, lambda s: s["players"].append(copy.deepcopy(s["players"][0]))),
          "a player named twice", "$.players")
add_state("bb-dagger-nobody.json", mutated(bb, lambda s: s.update(dagger="zed")), "the dagger with a stranger", "$.dagger")
add_state("bb-bad-rank.json", mutated(bb, lambda s: s["players"][0]["character"].update(rank=42)), "a rank no card has", "$.players[0].character.rank")
add_state("bb-five-players.json", mutated(bb, lambda s: s.update(players=s["players"][:5])), "five players (6 to 12 play)", "$.players")

fab = "flesh-and-blood"
add_state("fab-life-not-a-number.json", mutated(fab, lambda s: s["players"][0].update(life="twenty")), "life as a string", "$.players[0].life")
add_state("fab-missing-players.json", mutated(fab, lambda s: s.pop("players")), "no players", "$.players")
add_state("fab-unknown-format.json", mutated(fab, lambda s: s.update(format="commander")), "an unknown format", "$.format")
add_state("fab-negative-life.json", mutated(fab, lambda s: s["players"][0].update(life=-3)), "negative life", "$.players[0].life")
add_state("fab-unknown-field.json", mutated(fab, lambda s: s["players"][1].update(mana=3)), "an unknown field", "$.players[1].mana")
add_state("fab-duplicate-card-id.json", mutated(fab, lambda s: s["players"][0]["hand"].append(copy.deepcopy(s["players"][0]["hand"][0]))),
          "a card id used twice", "$.players[0]")
add_state("fab-short-deck.json", mutated(fab, lambda s: s["players"][1].update(deck=s["players"][1]["deck"][:20])),
          "a Blitz deck of fewer than 40 cards", "$.players[1]")
add_state("fab-turn-player-unknown.json", mutated(fab, lambda s: s.update(turn_player="carol")), "a turn player who is not playing", "$.turn_player")

wow = "wow-tcg"
add_state("wow-hero-health-string.json", mutated(wow, lambda s: s["players"][0]["hero"].update(health="25")), "health as a string", "$.players[0].hero.health")
add_state("wow-missing-step.json", mutated(wow, lambda s: s.pop("step")), "no step", "$.step")
add_state("wow-unknown-step.json", mutated(wow, lambda s: s.update(step="lunch")), "a step that does not exist", "$.step")
add_state("wow-negative-damage.json", mutated(wow, lambda s: s["players"][1]["hero"].update(damage=-4)), "negative damage", "$.players[1].hero.damage")
add_state("wow-unknown-field.json", mutated(wow, lambda s: s["players"][0]["hero"].update(mana=1)), "an unknown field in a hero", "$.players[0].hero.mana")
add_state("wow-duplicate-id.json", mutated(wow, lambda s: s["players"][1]["hero"].update(id=s["players"][0]["hero"]["id"])),
          "two cards with one id", "$.players[1].hero.id")
add_state("wow-ally-dead.json", mutated(wow, lambda s: s["players"][0]["allies"][0].update(damage=s["players"][0]["allies"][0]["health"])),
          "an ally in play with fatal damage", "$.players[0].allies[0]")
add_state("wow-turn-nobody.json", mutated(wow, lambda s: s.update(turn="carol")), "the turn of a stranger", "$.turn")

# ---------------------------------------------------------- bad moves
moves = HERE / "moves"
moves.mkdir(exist_ok=True)
move_corpus = []


def add_move(name: str, data: bytes, what: str, where: str) -> None:
    (moves / name).write_bytes(data)
    move_corpus.append({"file": f"moves/{name}", "what": what, "where": where})


add_move("not-json.json", b"{player: bob}", "not JSON", "line 1 column 2")
add_move("array.json", b'[{"player": "bob", "action": "assault"}]', "an array", "$")
add_move("no-action.json", b'{"player": "bob"}', "no action", "$.action")
add_move("unknown-action.json", b'{"player": "bob", "action": "resign"}', "an unknown action", "$.action")
add_move("no-player.json", b'{"action": "assault"}', "no player", "$.player")
add_move("stranger.json", b'{"player": "mallory", "action": "assault"}', "a player who is not playing", "$.player")
add_move("extra-field.json", b'{"player": "bob", "action": "assault", "force": true}', "an extra field", "$.force")
add_move("card-not-a-string.json", b'{"player": "bob", "action": "play", "card": 7, "lane": "top"}', "a card id as a number", "$.card")
add_move("lane-unknown.json", b'{"player": "bob", "action": "play", "card": "b-shaman", "lane": "middle"}', "an unknown lane", "$.lane")
add_move("latin-1.json", '{"player": "b\u00f6b", "action": "assault"}'.encode("latin-1"), "Latin-1 bytes", "byte 13")

manifest = {"states": corpus, "moves": move_corpus,
            "move_state": "../../fixtures/clash-of-decks/states/midgame.json",
            "good_move": {"player": "bob", "action": "assault"}}
(HERE / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", "utf-8")
print(f"{len(corpus)} state files, {len(move_corpus)} move files")
