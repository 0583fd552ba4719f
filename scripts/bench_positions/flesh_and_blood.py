"""Flesh and Blood positions with longer hands: more cards to play and more
ways to pay for each (pitch sets, additional costs), and, in the defend
step, more cards to defend with."""

from __future__ import annotations

from typing import Any

#: The hand, in order: costly attacks (cost 3, one with an optional and one
#: with a mandatory discard), cheaper ones, an instant, and every colour, so
#: that each card can be paid for in many ways (pitch 1, 2 and 3).
HAND = [
    ("Assault and Battery", "red"),      # cost 3, Beat Chest: may discard a card with 6+ power
    ("Beast Mode", "yellow"),            # cost 3
    ("Pack Hunt", "blue"),               # cost 2
    ("Awakening Bellow", "red"),         # cost 1, go again
    ("Alpha Rampage", "red"),            # cost 3, discard a random card
    ("Reinforce the Line", "blue"),      # instant, cost 0
    ("Beast Mode", "red"),
    ("Wounding Blow", "yellow"),         # cost 0
    ("Pack Hunt", "yellow"),
    ("Assault and Battery", "blue"),
    ("Performance Bonus", "blue"),
    ("Beast Mode", "blue"),
]

#: Cards that fill each deck up to Blitz's 40 deck-cards.
FILLER = [("Beast Mode", "blue"), ("Pack Hunt", "yellow"), ("Wounding Blow", "red"),
          ("Awakening Bellow", "blue")]


def _card(cid: str, name: str, color: str) -> dict[str, Any]:
    return {"id": cid, "name": name, "color": color}


def _player(name: str, hand: int, action_points: int) -> dict[str, Any]:
    p = name[:2]
    cards = [_card(f"{p}-h{i}", *HAND[i % len(HAND)]) for i in range(hand)]
    arsenal = [_card(f"{p}-a0", "Beast Mode", "red")]
    deck = [_card(f"{p}-d{i}", *FILLER[i % len(FILLER)]) for i in range(40 - hand - 1)]
    return {
        "name": name, "life": 20, "action_points": action_points, "resource_points": 0,
        "hero": {"id": f"{p}-hero", "name": "Rhinar"},
        "weapons": [{"id": f"{p}-club", "name": "Romping Club"}],
        "equipment": [{"id": f"{p}-legs", "name": "Scabskin Leathers"},
                      {"id": f"{p}-chest", "name": "Barkbone Strapping"}],
        "deck": deck, "hand": cards, "arsenal": arsenal, "pitch": [], "graveyard": [], "banished": [],
    }


def action_position(hand: int) -> dict[str, Any]:
    """alice's action phase, chain closed, 1 action point and no resource
    points: every card of the hand, the arsenal card and the weapon can be
    played or activated, each with every pitch set that pays for it."""
    return {"game": "flesh-and-blood", "format": "blitz", "turn": 4, "turn_player": "alice",
            "phase": "action", "priority": "alice", "passes": 0, "activated": [], "chain": None,
            "players": [_player("alice", hand, 1), _player("bob", 4, 0)]}


def defend_position(hand: int) -> dict[str, Any]:
    """bob attacks alice with Wounding Blow: alice declares defenders, any set
    of her hand and equipment that can defend."""
    st = action_position(hand)
    alice, bob = st["players"]
    bob["hand"] = bob["hand"][:3]
    attack = bob["deck"].pop()
    bob["deck"].insert(0, _card("bo-h3", "Wounding Blow", "red"))
    st["players"] = [alice, bob]
    alice["action_points"], bob["action_points"] = 0, 0
    st.update({"turn_player": "bob", "priority": "bob",
               "chain": {"step": "defend", "links": [{"attack": attack, "controller": "bob",
                                                       "defender": "alice", "go_again": False,
                                                       "defending": []}]}})
    return st


def positions() -> list[tuple[str, dict[str, Any]]]:
    out = [(f"action phase, {n} cards in hand, every pitch set", action_position(n))
           for n in (4, 5, 6, 7, 8, 10)]
    out += [(f"defend step, {n} cards in hand and 2 equipment", defend_position(n))
            for n in (4, 7, 10)]
    return out
