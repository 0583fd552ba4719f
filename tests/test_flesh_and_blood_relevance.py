"""Flesh and Blood, issue 33, item 1 (hypothesis): no verdict survives that
a hidden text reverses.

Over the bundled Flesh and Blood positions (the fixtures' valid states) and
the positions random legal play reaches from the records' starts, for a
card of the position, every legal, unknown and near-legal move (the
position's own listing, the moves the fixtures ask about, and those moves
with a field taken away or swapped) is answered twice: once as the
position is, the card's text read as rulecheck reads it, and once with the
card marked `text_read: false` (the state's own way to say: read none of
this card's text, FAB-119). Wherever the two verdicts differ, the hidden
run must say "unknown": a text rulecheck does not read may change an
answer only by making it unknown, never by reversing it.

The examples are bounded (RULECHECK_RELEVANCE_EXAMPLES, 12 by default) so
that the test runs in seconds."""

from __future__ import annotations

import copy
import json
import os
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, all_fixtures, declared_valid
from pycli import core, engine, inputs

GAME = "flesh-and-blood"
EXAMPLES = int(os.environ.get("RULECHECK_RELEVANCE_EXAMPLES", "12"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@lru_cache(maxsize=1)
def positions() -> list[dict]:
    """The fixtures' valid states, normalized, and a few positions random
    legal play reaches from each record's start."""
    out = []
    for fx in all_fixtures(FIXTURES / GAME):
        if declared_valid(fx) and isinstance(fx.state, dict):
            try:
                out.append(core.normalize(fx.state))
            except (engine.EngineError, inputs.InputError):
                continue
    for i, rec in enumerate(sorted((FIXTURES / GAME / "records").glob("*.json"))):
        record = inputs.load_record(rec)
        out += [core.normalize(p) for p in core.positions(record["initial"], steps=120, every=12, seed=33 + i)]
    assert out
    return out


#: The rules whose answers a card's text read by rulecheck decides: its
#: additional cost (FAB-305), dominate and overpower (FAB-508, FAB-509),
#: Arcane Barrier and Spellvoid (FAB-527), its abilities (FAB-401 ...), the
#: text itself (FAB-119).
TEXT_RULES = {"FAB-305", "FAB-508", "FAB-509", "FAB-527", "FAB-401", "FAB-402", "FAB-403", "FAB-119", "FAB-526"}


@lru_cache(maxsize=1)
def text_positions() -> list[dict]:
    """The valid states of the fixtures about those rules: where hiding a
    card's text is most likely to change a verdict."""
    out = []
    for fx in all_fixtures(FIXTURES / GAME):
        if declared_valid(fx) and isinstance(fx.state, dict) and TEXT_RULES & set(getattr(fx, "rules", None) or []):
            try:
                out.append(core.normalize(fx.state))
            except (engine.EngineError, inputs.InputError):
                continue
    assert out
    return out


@lru_cache(maxsize=1)
def asked_moves() -> list[dict]:
    """The moves the fixtures ask about, legal or not."""
    return [c["move"] for fx in all_fixtures(FIXTURES / GAME) for c in fx.cases
            if isinstance(c.get("move"), dict) and "action" in c["move"]]


def card_dicts(value):
    """Every card of a normalized state: a dict with an id and a name."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), str) and isinstance(value.get("name"), str):
            yield value
        for v in value.values():
            yield from card_dicts(v)
    elif isinstance(value, list):
        for v in value:
            yield from card_dicts(v)


def near_cards(state: dict) -> list[str]:
    """The ids of the cards a move may meet: heroes, weapons, equipment,
    arenas, hands and arsenals, the combat chain and the stack (a card in a
    deck or a graveyard changes no answer, read or not)."""
    zones = []
    for p in state.get("players", []):
        zones += [p.get("hero")] + [p.get(z) for z in ("weapons", "equipment", "arena", "hand", "arsenal")]
    zones += [state.get("chain"), state.get("stack")]
    return sorted({c["id"] for c in card_dicts(zones)})


def hidden(state: dict, card_id: str) -> dict:
    """The state with the card card_id marked text_read false, wherever the
    position holds it."""
    out = copy.deepcopy(state)
    for c in card_dicts(out):
        if c["id"] == card_id:
            c["text_read"] = False
    return out


def near_moves(moves: list[dict]) -> list[dict]:
    """Moves near the given ones: a pitch or a defending card less, the
    first card of a list dropped, the other player."""
    out = []
    for m in moves:
        for key in ("pitch", "cards", "discard"):
            if isinstance(m.get(key), list) and m[key]:
                out.append({**m, key: m[key][1:]})
        if "ability" in m:
            out.append({**m, "ability": m["ability"] + 1})
    return out


def verdict(state: dict, move: dict):
    """The verdict (True, False, None for unknown), or "refused" for a move
    the engine refuses as input."""
    try:
        return core.check(state, move)["legal"]
    except (engine.EngineError, inputs.InputError):
        return "refused"


@SETTINGS
@given(st.data())
def test_a_hidden_text_changes_a_verdict_only_to_unknown(data):
    pool_of = text_positions() if data.draw(st.integers(0, 3), label="kind of position") else positions()
    state = data.draw(st.sampled_from(pool_of), label="position")
    cards = near_cards(state)[:8]
    listing = core.legal_moves_page(state, 40)
    moves = [m["move"] for m in listing["moves"]] + [u["move"] for u in listing.get("unknown", [])]
    pool = moves + near_moves(moves) + asked_moves()
    chosen = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=6,
                                unique_by=lambda m: json.dumps(m, sort_keys=True)), label="moves")
    chosen += [m for m in moves + near_moves(moves) if m.get("action") not in ("concede", "pass")][:6]
    read = [verdict(state, m) for m in chosen]
    for card in cards:                  # each card of the position that a move may meet, hidden in turn
        veiled = hidden(state, card)
        for move, before in zip(chosen, read):
            after = verdict(veiled, move)
            if "refused" in (before, after) or before == after:
                continue
            assert after is None, (f"hiding the text of {card} turned {before} into {after} for {json.dumps(move)}"
                                   f" (the hidden run must say unknown)")


def test_hiding_dominate_makes_a_defence_unknown_not_legal():
    """Demolition Crew prints dominate, which rulecheck reads (FAB-508): two
    cards from hand may not defend. Hidden, its text could forbid the
    defence: unknown, not legal."""
    state = core.normalize({
        "game": GAME,
        "chain": {"step": "defend", "links": [{"attack": "Demolition Crew (red) [a-crew]"}]},
        "players": [{"name": "alice", "hero": "Rhinar", "action_points": 0},
                    {"name": "bob", "hero": "Rhinar", "hand": ["Beast Mode (blue) [b-bm]", "Wounding Blow (red) [b-wb]"]}],
    })
    move = {"player": "bob", "action": "defend", "cards": ["b-bm", "b-wb"]}
    assert verdict(state, move) is False
    veiled = hidden(state, "a-crew")
    answer = core.check(veiled, move)
    assert answer["legal"] is None
    assert answer["depends_on_text"][0]["card"] == "a-crew"


def test_hiding_a_bow_makes_its_as_action_choice_unknown():
    """Snap Shot's effect lets a bow's action ability be activated as
    though it were an instant, or as an action (FAB-1541, `as_action`).
    The bow's text hidden, whether it has such an ability is unknown: the
    choice is unknown, naming the bow, not illegal (the property test
    found it)."""
    import yaml
    fx = yaml.safe_load((FIXTURES / "flesh-and-blood/short/card-finish4-snap-shot-as-action.yaml").read_text("utf-8"))
    state = core.normalize(fx["state"])
    move = next(m["move"] for m in core.legal_moves_page(state, 200)["moves"] if m["move"].get("as_action"))
    assert verdict(state, move) is True
    answer = core.check(hidden(state, move["card"]), move)
    assert answer["legal"] is None, answer
    assert answer["depends_on_text"][0]["card"] == move["card"]


def test_hiding_a_weapon_makes_its_attack_unknown():
    state = core.normalize({
        "game": GAME,
        "players": [{"name": "alice", "hero": "Rhinar", "action_points": 1, "resource_points": 2,
                     "weapons": ["Bone Basher [a-club]"]},
                    {"name": "bob", "hero": "Rhinar"}],
    })
    move = {"player": "alice", "action": "activate", "card": "a-club", "ability": 0}
    assert verdict(state, move) is True
    assert verdict(hidden(state, "a-club"), move) is None


@pytest.mark.parametrize("value", [True, False])
def test_text_read_is_a_card_property_the_schema_allows(value):
    state = {"game": GAME, "players": [{"name": "alice", "hero": {"id": "h", "name": "Rhinar", "text_read": value}},
                                        {"name": "bob", "hero": "Rhinar"}]}
    assert core.validate(state) == []
