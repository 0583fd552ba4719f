"""WoW TCG positions with more allies, weapons and armor on both sides and
a fuller hand, for `rulecheck bench`'s growth report.

Each position is the turn player's main step (the action phase outside
combat), where most moves are open: every ready ally or hero of the turn
player may be proposed against every enemy hero or ally (attackers times
defenders), every card in hand may be played or placed as a resource,
and both players may play instants and use the powers of their cards.
"""

from __future__ import annotations

from typing import Any

PLAYERS = ("alice", "bob")


def _player(name: str, allies: int, weapons: int, armor: int, hand: int) -> dict[str, Any]:
    p = name[0]
    ally_list = []
    for i in range(allies):
        a: dict[str, Any] = {"id": f"{p}-ally-{i}", "name": f"Ally {p}{i}", "atk": 1 + i % 3, "health": 2 + i % 4,
                             "damage": i % 2, "ready": i % 5 != 4, "since_turn_start": i % 4 != 3}
        if i % 3 == 0:
            a["protector"] = True
        if i % 4 == 3:
            a["ferocity"] = True
        if i % 6 == 1:
            a["power"] = {"cost": 1, "activate": True}
        ally_list.append(a)
    weapon_list = [{"id": f"{p}-weapon-{i}", "name": f"Weapon {p}{i}", "atk": 1 + i % 3, "strike_cost": 1 + i % 2,
                    "ready": True, **({"power": {"cost": 0, "activate": True}} if i % 2 else {})}
                   for i in range(weapons)]
    armor_list = [{"id": f"{p}-armor-{i}", "name": f"Armor {p}{i}", "def": 1 + i % 3, "ready": i % 4 != 3,
                   **({"power": {"cost": 2, "activate": False}} if i % 3 == 2 else {})}
                  for i in range(armor)]
    kinds = ["ally", "ability", "weapon", "instant", "armor", "ally", "ability"]
    hand_list = []
    for i in range(hand):
        kind = kinds[i % len(kinds)]
        cid = f"{p}-card-{i}"
        cost = i % 5
        if kind == "ally":
            c: dict[str, Any] = {"id": cid, "name": f"New Ally {p}{i}", "type": "ally", "cost": cost,
                                 "atk": 2, "health": 3, **({"protector": True} if i % 2 else {})}
        elif kind == "weapon":
            c = {"id": cid, "name": f"New Weapon {p}{i}", "type": "weapon", "cost": cost, "atk": 2, "strike_cost": 1}
        elif kind == "armor":
            c = {"id": cid, "name": f"New Armor {p}{i}", "type": "armor", "cost": cost, "def": 2}
        elif kind == "instant":
            c = {"id": cid, "name": f"Instant {p}{i}", "type": "ability", "cost": cost, "instant": True}
        else:
            c = {"id": cid, "name": f"Ability {p}{i}", "type": "ability", "cost": cost}
        hand_list.append(c)
    return {"name": name,
            "hero": {"id": f"{p}-hero", "name": f"Hero {p}", "atk": 0, "health": 25, "damage": 3, "ready": True,
                     **({"power": {"cost": 1, "activate": True}} if name == "bob" else {})},
            "allies": ally_list, "weapons": weapon_list, "armor": armor_list,
            "resources": {"ready": 3 + hand // 4, "exhausted": 1},
            "hand": hand_list, "graveyard": [f"{p}-gone-{i}" for i in range(2)]}


def position(allies: int, weapons: int, armor: int, hand: int) -> dict[str, Any]:
    """The turn player's main step, both sides with these counts."""
    return {"game": "wow-tcg", "turn": "alice", "phase": "action", "step": "main", "resource_placed": False,
            "combat": None, "players": [_player(n, allies, weapons, armor, hand) for n in PLAYERS]}


SIZES = [(1, 1, 1, 4), (2, 1, 2, 6), (4, 2, 3, 8), (8, 3, 4, 10), (16, 4, 6, 12), (32, 6, 8, 16)]


def positions() -> list[tuple[str, dict[str, Any]]]:
    return [(f"{a} allies, {w} weapons, {r} armor on each side, {h} cards in hand", position(a, w, r, h))
            for a, w, r, h in SIZES]
