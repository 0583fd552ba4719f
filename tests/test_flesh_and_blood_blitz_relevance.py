"""Flesh and Blood, issue 33, item 1: in a new Blitz game of each
preconstructed Blitz deck's hero, a first-turn play or activation is
answered wherever no text in the position could change it, and unknown,
naming the card, where one could.

The heroes are those of the preconstructed Blitz decks the card data names
(`decks`, the decks of docs/games/flesh-and-blood-coverage.md). What a text
rulecheck does not read could change is read from its words
(scripts/make_fab_cards.py, card_reach.pl): the effect of an activated
ability acts only once it was activated this turn (Bravo's dominate,
Heartened Cross Strap's and Silken Gi's cost reductions, Crucible of
Aetherweave's arcane damage), a card's restriction of its own defence acts
only on that defence (Embrace Adversity), a replacement of an event or a
"can't gain life" forbids no move."""

from __future__ import annotations

from functools import lru_cache

import pytest

from pycli import core

GAME = "flesh-and-blood"


@lru_cache(maxsize=1)
def blitz_heroes() -> list[str]:
    """The heroes of the preconstructed Blitz decks (young heroes the card
    data names in a deck)."""
    return sorted({c["name"] for c in core.cards(GAME)
                   if c.get("type") == "hero" and c.get("young") and c.get("decks")})


def first_turn(hero: str, opponent: str, seed: int) -> dict:
    """A new Blitz game, hero first, in its action phase."""
    s = core.new(GAME, seed, {"choices": {"hero": [hero, opponent]}})
    assert s["format"] == "blitz"
    return core.applied(s, {"player": "alice", "action": "pass"})["state"]


def plays(listing: dict, key: str) -> list[dict]:
    return [m for m in listing.get(key, []) if m["move"]["action"] in ("play", "activate")]


def test_the_decks_heroes_are_found():
    heroes = blitz_heroes()
    assert len(heroes) >= 30
    assert {"Bravo", "Prism", "Dorinthea", "Rhinar", "Oldhim", "Victor Goldmane"} <= set(heroes)


@pytest.mark.parametrize("seed", [2, 3])
def test_first_turn_plays_are_answered_unless_their_own_text_decides(seed):
    """Each hero against the next: the first turn offers answered plays or
    activations, and a play or activation that is unknown is unknown by the
    text of the card it plays or activates (its cost, restriction or
    target), not by an equipment, weapon or hero whose text cannot touch
    it."""
    heroes = blitz_heroes()
    for i, hero in enumerate(heroes):
        listing = core.legal_moves_page(first_turn(hero, heroes[(i + 1) % len(heroes)], seed), None)
        assert plays(listing, "moves"), f"{hero}: no first-turn play or activation answered"
        for u in plays(listing, "unknown"):
            named = u["depends_on_text"][0]
            assert named["card"] == u["move"]["card"], (
                f"{hero}: {u['text']} is unknown by the text of {named['name']}: {named['message']}")


def test_a_text_that_could_forbid_a_play_makes_it_unknown_in_a_new_game():
    """Oldhim's first turn (seed 1): Crown of Frozen Thoughts freezes the
    attacking hero when it defends (a frozen hero's cards can't be played,
    CR 8.5.34), which rulecheck does not read: its plays are unknown, naming
    the Crown."""
    heroes = blitz_heroes()
    i = heroes.index("Oldhim")
    listing = core.legal_moves_page(first_turn("Oldhim", heroes[(i + 1) % len(heroes)], 1), None)
    unknown = plays(listing, "unknown")
    assert unknown and not plays(listing, "moves")
    assert {u["depends_on_text"][0]["name"] for u in unknown if u["move"]["action"] == "play"} == \
        {"Crown of Frozen Thoughts"}


def position(alice: dict, bob: dict | None = None, **fields) -> dict:
    return core.normalize({"game": GAME, **fields,
                           "players": [{"name": "alice", **alice}, {"name": "bob", "hero": "Rhinar", **(bob or {})}]})


BRAVO = {"hero": "Bravo [a-hero]", "action_points": 1, "weapons": ["Crucible of Aetherweave [a-cru]"],
         "equipment": ["Teklo Foundry Heart [a-teklo]", "Embrace Adversity [a-emb]", "Myrkhellir Helm [a-helm]"],
         "hand": ["Pummel (red) [a-pum]", "Debilitate (red) [a-deb]", "Emerging Power (red) [a-em]",
                  "Potion of Strength (blue) [a-pot]"]}


def answer(state: dict, move: dict) -> dict:
    return core.check(state, {"player": "alice", **move})


@pytest.mark.parametrize("move", [
    {"action": "play", "card": "a-pot", "from": "hand", "pitch": []},
    {"action": "play", "card": "a-em", "from": "hand", "pitch": ["a-pot"]},
    {"action": "activate", "card": "a-cru", "ability": 0, "pitch": ["a-pum"]},     # its effect waits on the stack
    {"action": "activate", "card": "a-hero", "ability": 0, "pitch": ["a-pot"]},    # Bravo's dominate: likewise
    {"action": "activate", "card": "a-helm", "ability": 0, "pitch": ["a-pot"]},
])
def test_answered_beside_texts_that_cannot_change_them(move):
    """Bravo (his ability not activated), Crucible of Aetherweave, Teklo
    Foundry Heart, Embrace Adversity and Myrkhellir Helm in play: none of
    their texts can change whether these are legal."""
    a = answer(position(BRAVO), move)
    assert a["legal"] is True, a


@pytest.mark.parametrize("move, card", [
    ({"action": "activate", "card": "a-teklo", "ability": 0, "pitch": ["a-pot"]}, "a-teklo"),  # "only if you've boosted"
])
def test_unknown_where_the_text_decides(move, card):
    a = answer(position(BRAVO), move)
    assert a["legal"] is None
    assert a["depends_on_text"][0]["card"] == card


def test_prism_activation_is_answered_by_her_read_cost_and_her_plays_answered():
    """Prism's ability banishes a card from her soul as its cost, which her
    read text names (FAB-756): with no soul card it is illegal by that
    rule, with one named it is legal; her plays are answered either way."""
    state = position({"hero": "Prism [a-hero]", "action_points": 1, "resource_points": 2,
                      "hand": ["Herald of Judgment (yellow) [a-her]"]})
    a = answer(state, {"action": "activate", "card": "a-hero", "ability": 0, "pitch": []})
    assert a["legal"] is False and [v["rule"] for v in a["violations"]] == ["FAB-756"], a
    souled = position({"hero": "Prism [a-hero]", "action_points": 1, "resource_points": 2,
                       "soul": ["Herald of Judgment (yellow) [a-s]"], "hand": ["Herald of Judgment (yellow) [a-her]"]})
    assert answer(souled, {"action": "activate", "card": "a-hero", "ability": 0, "pitch": [], "banish": ["a-s"]})["legal"] is True
    assert answer(state, {"action": "play", "card": "a-her", "from": "hand", "pitch": []})["legal"] is True


DEFEND = {"chain": {"step": "defend", "links": [{"attack": "Cartilage Crush (red) [a-crush]"}]}}
BOB_HAND = {"hand": ["Beast Mode (blue) [b-bm]", "Wounding Blow (red) [b-wb]"], "equipment": ["Embrace Adversity [b-emb]"]}


def test_bravo_dominate_acts_once_activated_this_turn():
    """Bravo, Flattering Showman's "your attack action cards with cost 3 or more get dominate
    until end of turn": before it is activated no text limits bob's
    defence; once it was activated this turn (the state's `activated`),
    two cards from hand defending Cartilage Crush (cost 3) are unknown, naming
    Bravo."""
    # Bravo's and Bravo, Showstopper's texts are read (FAB-612: the effect
    # in the state once it resolved); Bravo, Flattering Showman's is not
    alice = {"hero": "Bravo, Flattering Showman [a-hero]", "action_points": 0}
    move = {"player": "bob", "action": "defend", "cards": ["b-bm", "b-wb"]}
    assert core.check(position(alice, BOB_HAND, **DEFEND), move)["legal"] is True
    a = core.check(position(alice, BOB_HAND, activated=["a-hero/0"], **DEFEND), move)
    assert a["legal"] is None and a["depends_on_text"][0]["card"] == "a-hero"


def test_embrace_adversity_restricts_only_its_own_defence():
    """"This may only defend an attack if the attack's controller has
    destroyed a Might token this turn": defending with it is unknown,
    naming it; defending with cards from hand beside it is answered."""
    alice = {"hero": "Bravo [a-hero]", "action_points": 0}
    state = position(alice, BOB_HAND, **DEFEND)
    a = core.check(state, {"player": "bob", "action": "defend", "cards": ["b-emb"]})
    assert a["legal"] is None and a["depends_on_text"][0]["card"] == "b-emb"
    assert core.check(state, {"player": "bob", "action": "defend", "cards": ["b-wb"]})["legal"] is True


def generator():
    """scripts/make_fab_cards.py, whose reaches() writes card_reach.pl."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parent.parent / "scripts" / "make_fab_cards.py"
    spec = importlib.util.spec_from_file_location("make_fab_cards", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name, text, keywords, always, activated", [
    # a cost made less only allows, and only activating
    ("Kassai", "If you've drawn a card this turn, your sword attacks cost {r} less to activate.", [],
     {"permit(activate)", "on(any)"}, set()),
    # "3 or more" is no cost made more
    ("Fang", "If you control 3 or more Fealty tokens, dagger attacks cost you {r} less to activate.", [],
     {"permit(activate)", "on(any)"}, set()),
    # no move of a player
    ("Dread Scythe", "A hero dealt damage by Dread Scythe can't gain {h} during their next action phase.", [],
     {"on(any)"}, set()),
    # a replacement of an event
    ("Embraforged Gauntlet", "If this would be put into your graveyard from anywhere, instead banish it.", [],
     {"on(any)"}, set()),
    # a granted text, in quotes, read apart: prevention only
    ("Tiger Stripe Shuko", 'The second attack action card with 2 or less base {p} you play each turn has +1{p} and '
                           '"Damage that would be dealt by this can\'t be prevented."', [],
     {"restrict(prevent)", "on(any)"}, set()),
    # its own defence only
    ("Embrace Adversity", "This may only defend an attack if the attack's controller has destroyed a Might token "
                          "this turn.", [], {"self(defend)", "on(any)"}, set()),
    # an activated ability: its effect once activated, its restriction always
    ("Heartened Cross Strap", "**Action** - Destroy this: The next attack action card you play this turn costs "
                              "{r}{r} less to play. **Go again**", ["Go again"], set(), {"permit(play)", "on(any)"}),
    ("Threadbare Tunic", "**Instant** - Destroy Threadbare Tunic: Gain {r}. Activate this ability only if you have "
                         "no cards in hand.", [], {"self(activate)"}, {"on(any)"}),
    ("Bravo", "**Action** - {r}{r}: Until end of turn, your attack action cards with cost 3 or more get "
              "**dominate**. **Go again**", ["Dominate", "Go again"], set(), {"restrict(defend)", "on(any)"}),
    # an effect that outlasts the turn acts always
    ("Outlast", "**Action** - {r}: Until the start of your next turn, cards can't be played. **Go again**", [],
     {"restrict(play)", "on(any)"}, set()),
    # an alternative cost allows playing it without its {r} cost: only its play
    ("Soul Reaping", "You may banish 1 or more cards from your hand rather than pay Soul Reaping's {r} cost. "
                     "If you do, gain {r} for each card with **blood debt** banished this way.", [],
     {"self_allow(play)", "on(any)"}, set()),
    # a keyword nothing tells: anything
    ("Mystery", "**Zorp**", ["Zorp"], None, set()),
])
def test_the_words_of_a_text_decide_what_it_can_touch(name, text, keywords, always, activated):
    g = generator()
    card = {"name": name, "functionalText": text, "keywords": keywords, "types": ["Equipment"]}
    a, b = g.paragraph_reaches(card, text)
    assert a == (g.ANY if always is None else always)
    assert b == activated
