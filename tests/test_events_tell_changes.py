"""Events tell every change (hypothesis, issue 36): for every `apply` of a
legal move, over the bundled positions and the positions random legal play
reaches, each card whose zone changed (it entered or left a hand, a deck,
a lane, the chain, a graveyard; a card destroyed leaves play) is named by
an event of the move.

A card's zones are read the same way for every game, from the game's own
board (the display model `show` draws: each zone of the position, each
card in it by its id; a deck shows its first cards): the zones of each
card are compared before and after the move. The events name cards in
their fields (``card``, ``cards``, ``attacker``, ...), at any depth."""

from __future__ import annotations

import functools
import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FIXTURES, all_fixtures, GAMES, declared_valid
from pycli import core, inputs
from test_game_contract import reached

EXAMPLES = int(os.environ.get("RULECHECK_PROPERTY_EXAMPLES", "75"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def shown(state: dict) -> list[tuple[str, list[str]]]:
    """(zone id, the ids of its cards) for each zone the game's board shows
    (its display model, rules.pl/rc_display.pl: every zone of the position,
    each card by its id; a long zone shows its first cards)."""
    return [(z["id"], [c["id"] for c in z["cards"] if c["id"] is not None])
            for z in core.display(state, None)["zones"]]


def mirrors(*boards: list[tuple[str, list[str]]]) -> set[str]:
    """The zones that only repeat cards shown in other zones, in every
    position where they hold any (an assault's queue, the cards of a
    combat): where cards stand for a while, not where they are."""
    out = set()
    for zone in {z for board in boards for z, _ in board}:
        held = [(cards, {c for other, cs in board if other != zone for c in cs})
                for board in boards for z, cards in board if z == zone and cards]
        if all(set(cards) <= elsewhere for cards, elsewhere in held):
            out.add(zone)
    return out


def zones(board: list[tuple[str, list[str]]], left_out: set[str]) -> Counter:
    """(card id, zone id) for each card shown in a zone not left out."""
    return Counter((card, zone) for zone, cards in board if zone not in left_out for card in cards)


def named(value, out: set | None = None) -> set:
    """Every string in an event's fields, at any depth, and the words of
    its kind and of its fields' names (Blood Bound's "staff_given" names the
    Staff, "true_curse" the true Curse token)."""
    out = set() if out is None else out
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "event" and isinstance(v, str):
                out.update(v.split("_"))
            elif k not in ("rule", "text"):
                out.update(k.split("_"))
                named(v, out)
    elif isinstance(value, list):
        for v in value:
            named(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def changed_cards(before: dict, after: dict) -> set[str]:
    boards = shown(before), shown(after)
    left_out = mirrors(*boards)
    a, b = (zones(board, left_out) for board in boards)
    return {card for card, _ in (a - b) + (b - a)}


def told(card: str, words: set[str]) -> bool:
    """Whether an event's strings name the card: its id, or each word of it
    ("curse-true")."""
    return card in words or set(card.split("-")) <= words


class Positions:
    """A sequence of positions, each made a full position (normalized) when
    it is first read, not all of them up front (a normalize a fixture:
    about 2 s of a test that draws some tens of them)."""

    def __init__(self, states: list[dict]):
        self._states, self._full = states, {}

    def __len__(self) -> int:
        return len(self._states)

    def __getitem__(self, i: int) -> dict:
        if i not in self._full:
            self._full[i] = core.normalize(self._states[i])
        return self._full[i]


@functools.cache
def positions(game: str) -> Positions:
    """The bundled valid positions of a game (fixtures' states, as full
    positions) and those random legal play reaches from its records; drawn
    by index (st.sampled_from(range(len(...)))), so that only those drawn
    are normalized."""
    out = [fx.state for fx in all_fixtures(FIXTURES / game) if declared_valid(fx) and isinstance(fx.state, dict)]
    return Positions(out + reached(game))


def untold(state: dict, move: dict) -> tuple[set[str], list[dict]] | None:
    """The cards whose zone the move changed that no event names (with the
    events), or None when the move is not legal."""
    r = core.apply(state, move)
    if r["legal"] is not True:
        return None
    words: set = set()
    for e in r["events"]:
        named(e, words)
    return {c for c in changed_cards(state, r["state"]) if not told(c, words)}, r["events"]


@pytest.mark.parametrize("game", GAMES)
def test_every_card_whose_zone_changed_is_named_by_an_event(game):
    states = positions(game)

    @SETTINGS
    @given(st.data())
    def property_(data):
        state = states[data.draw(st.sampled_from(range(len(states))), label="position")]
        try:
            moves = core.legal_moves_page(state, 200)["moves"]
        except inputs.InputError:
            return
        if not moves:
            return
        move = data.draw(st.sampled_from(moves), label="move")["move"]
        found = untold(state, move)
        if found is not None:
            missing, events = found
            assert not missing, (move, sorted(missing), [e["text"] for e in events])

    property_()
