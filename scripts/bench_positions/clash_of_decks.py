"""Clash of Decks positions with fuller lanes and longer hand rows."""

from __future__ import annotations

from typing import Any


def position(in_play: int, spells: int, mana: int) -> dict[str, Any]:
    """A summoning position after the draft: each player's 8 cards split
    between the lanes (in_play of them, half in each lane) and the hand row
    (the rest, spells of them spells, with the bastion/fort among them:
    CD-505 keeps every position to 8 cards a player)."""
    cards: dict[str, Any] = {}
    lanes = {"top": {"alice": [], "bob": []}, "bottom": {"alice": [], "bob": []}}
    hands = {"alice": [], "bob": []}
    for p in ("alice", "bob"):
        for i in range(in_play):
            lane = ("top", "bottom")[i % 2]
            cid = f"{p[0]}-{lane}-{i}"
            cards[cid] = {"name": f"Unit {cid}", "type": "creature", "cost": 1, "attack": 1, "health": 9,
                          "abilities": ["aura"] if i % 3 == 0 else [],
                          "aura": [{"effect": "attack", "amount": 1}] if i % 3 == 0 else []}
            lanes[lane][p].append(cid)
        for i in range(8 - in_play):
            cid = f"{p[0]}-hand-{i}"
            if i < spells:
                cards[cid] = {"name": f"Spell {i}", "type": "spell", "cost": 1,
                              "effects": [{"effect": "damage", "amount": 1}]}
            else:
                cards[cid] = {"name": f"Unit {i}", "type": "creature", "cost": 1, "attack": 1, "health": 1}
            hands[p].append(cid)
        hands[p].insert(min(2, len(hands[p])), "bastion")
    return {"game": "clash-of-decks", "players": ["alice", "bob"], "first_player": "bob", "active": "alice",
            "turn": 6, "phase": "summon", "mana": mana, "cards": cards, "hands": hands,
            "lanes": lanes, "played_this_turn": [], "turn_status": {}}


def positions() -> list[tuple[str, dict[str, Any]]]:
    return [(f"{n} cards in play a side, {8 - n} in the hand row ({sp} spells), {m} mana", position(n, sp, m))
            for n, sp, m in [(0, 0, 3), (2, 2, 4), (4, 2, 5), (6, 2, 3), (8, 0, 1), (4, 4, 5)]]
