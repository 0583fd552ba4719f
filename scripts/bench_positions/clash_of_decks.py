"""Clash of Decks positions with fuller lanes and longer hand rows."""

from __future__ import annotations

from typing import Any


def position(cards_per_side: int, hand: int) -> dict[str, Any]:
    """A Clash of Decks position with full lanes and a long hand row."""
    cards: dict[str, Any] = {}
    lanes = {"top": {"alice": [], "bob": []}, "bottom": {"alice": [], "bob": []}}
    for lane in ("top", "bottom"):
        for p in ("alice", "bob"):
            for i in range(cards_per_side):
                cid = f"{p[0]}-{lane}-{i}"
                cards[cid] = {"name": f"Unit {cid}", "type": "creature", "cost": 1, "attack": 1, "health": 9,
                              "abilities": ["aura"] if i % 3 == 0 else [],
                              "aura": [{"effect": "attack", "amount": 1}] if i % 3 == 0 else []}
                lanes[lane][p].append(cid)
    hands = {"alice": ["bastion"], "bob": ["bastion"]}
    for p in ("alice", "bob"):
        for i in range(hand):
            cid = f"{p[0]}-hand-{i}"
            kind = "spell" if i % 2 else "creature"
            cards[cid] = ({"name": f"Spell {i}", "type": "spell", "cost": 1,
                           "effects": [{"effect": "damage", "amount": 1}]} if kind == "spell" else
                          {"name": f"Unit {i}", "type": "creature", "cost": 1, "attack": 1, "health": 1})
            hands[p].append(cid)
    return {"game": "clash-of-decks", "players": ["alice", "bob"], "first_player": "bob", "active": "alice",
            "turn": 6, "phase": "summon", "mana": min(hand + 1, 9), "cards": cards, "hands": hands,
            "lanes": lanes, "played_this_turn": [], "turn_status": {}}



def positions() -> list[tuple[str, dict[str, Any]]]:
    return [(f"{side} cards on each side of each lane, {hand} cards in hand", position(side, hand))
            for side, hand in [(0, 4), (2, 6), (4, 8), (8, 8), (16, 8), (32, 12)]]
