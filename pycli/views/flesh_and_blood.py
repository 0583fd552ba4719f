"""`rulecheck show` for Flesh and Blood: each player's hero, life and points,
their zones (weapons, equipment, hand, arsenal, pitch zone, graveyard,
banished zone, deck), and the combat chain link by link."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

HIDDEN = "(hidden)"

#: Printed values of the catalog cards (rules.pl/flesh_and_blood.pl,
#: catalog_card/2), for display only: type, cost, power by colour, defense.
#: Values given in the state win, as in the rules.
_CATALOG: dict[str, dict[str, Any]] = {
    "Assault and Battery": {"type": "attack action", "cost": 3, "defense": 3,
                            "power": {"red": 7, "yellow": 6, "blue": 5}},
    "Beast Mode": {"type": "attack action", "cost": 3, "defense": 3,
                   "power": {"red": 6, "yellow": 5, "blue": 4}},
    "Reinforce the Line": {"type": "instant", "cost": 0},
    "Performance Bonus": {"type": "attack action", "cost": 0, "defense": 2,
                          "power": {"red": 3, "yellow": 2, "blue": 1}},
    "Awakening Bellow": {"type": "action", "cost": 1, "defense": 3, "go_again": True},
    "Pack Hunt": {"type": "attack action", "cost": 2, "defense": 3,
                  "power": {"red": 6, "yellow": 5, "blue": 4}},
    "Wounding Blow": {"type": "attack action", "cost": 0, "defense": 3,
                      "power": {"red": 4, "yellow": 3, "blue": 2}},
    "Alpha Rampage": {"color": "red", "type": "attack action", "cost": 3, "defense": 3, "power": {"red": 9}},
    "Reckless Swing": {"color": "blue", "type": "defense reaction", "cost": 0, "defense": 4},
    "Blade Flash": {"color": "blue", "type": "attack reaction", "cost": 1, "defense": 2},
    "Rhinar": {"type": "hero", "life": 20, "intellect": 4},
    "Rhinar, Reckless Rampage": {"type": "hero", "life": 40, "intellect": 4},
    "Romping Club": {"type": "weapon", "power": 4},
    "Scabskin Leathers": {"type": "equipment", "defense": 2},
    "Barkbone Strapping": {"type": "equipment", "defense": 1},
    "Popped Collar Polo": {"type": "equipment", "defense": 0},
}
_PITCH = {"red": 1, "yellow": 2, "blue": 3}


def _prop(card: dict[str, Any], key: str) -> Any:
    """A property of the card: given in the state, else printed."""
    if key in card:
        return card[key]
    entry = _CATALOG.get(str(card.get("name")), {})
    value = entry.get(key)
    color = card.get("color", entry.get("color"))
    if key == "power" and isinstance(value, dict):
        return value.get(color)
    if key == "pitch" and value is None:
        return _PITCH.get(color) if entry else None
    return value


def _name(card: Any) -> str:
    if card == HIDDEN or not isinstance(card, dict):
        return "??"
    name = str(card.get("name", card.get("id", "?")))
    if card.get("color"):
        name += f" ({card['color']})"
    return escape(f"{name} [{card.get('id', '?')}]")


def _stats(card: Any, *keys: str) -> str:
    if not isinstance(card, dict):
        return ""
    words = {"cost": "cost", "pitch": "pitch", "power": "power", "defense": "def"}
    parts = []
    for k in keys:
        v = _prop(card, k)
        if isinstance(v, int) and not isinstance(v, bool):
            parts.append(f"{words[k]} {v}")
    if _prop(card, "go_again") is True and "power" in keys:
        parts.append("go again")
    return ", ".join(parts)


def _card(card: Any, *keys: str) -> str:
    label = _name(card)
    stats = _stats(card, *keys)
    return f"{label}: {stats}" if stats else label


def _zone(cards: Any, *keys: str, sep: str = "\n") -> str:
    if cards == HIDDEN:
        return "(hidden)"
    if not isinstance(cards, list) or not cards:
        return "-"
    if all(c == HIDDEN for c in cards):
        return f"{len(cards)} card(s), hidden"
    return sep.join(_card(c, *keys) for c in cards)


def _deck(cards: Any) -> str:
    if cards == HIDDEN:
        return "(hidden)"
    if not isinstance(cards, list) or not cards:
        return "empty"
    if all(c == HIDDEN for c in cards):
        return f"{len(cards)} card(s), order hidden"
    return f"{len(cards)} card(s); top: {_name(cards[0])}"


def _player(state: dict[str, Any], p: dict[str, Any], console: Any) -> None:
    hero = p.get("hero", {})
    life = p.get("life")
    mark = " [bold red](0 life: loses)[/]" if isinstance(life, int) and life <= 0 else ""
    turn = " [bold]<- turn player[/]" if p.get("name") == state.get("turn_player") else ""
    console.print(f"[bold]{escape(str(p.get('name')))}[/]  {_name(hero)}  life {life}{mark}{turn}")
    console.print(f"  action points {p.get('action_points', 0)}, "
                  f"resource points {p.get('resource_points', 0)}")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim")
    grid.add_column(overflow="fold")
    hand = p.get("hand", [])
    n = len(hand) if isinstance(hand, list) else "?"
    grid.add_row("  weapons", _zone(p.get("weapons"), "power"))
    grid.add_row("  equipment", _zone(p.get("equipment"), "defense"))
    grid.add_row(f"  hand ({n})", _zone(hand, "cost", "pitch", "power", "defense"))
    arsenal = p.get("arsenal", [])
    grid.add_row("  arsenal", _zone(arsenal, "cost", "pitch", "power", "defense")
                 if not (isinstance(arsenal, list) and arsenal and all(c == HIDDEN for c in arsenal))
                 else "1 card, face down")
    grid.add_row("  pitch", _zone(p.get("pitch"), "pitch", sep=", "))
    grave = p.get("graveyard", [])
    grid.add_row(f"  graveyard ({len(grave) if isinstance(grave, list) else '?'})",
                 _zone(grave, sep=", "))
    if p.get("banished"):
        grid.add_row("  banished", _zone(p.get("banished"), sep=", "))
    grid.add_row("  deck", _deck(p.get("deck")))
    console.print(grid)


def _chain(state: dict[str, Any], console: Any) -> None:
    chain = state.get("chain")
    if not isinstance(chain, dict):
        if state.get("phase") == "action":
            console.print("Combat chain: closed")
        return
    console.print(f"[bold]Combat chain[/], {escape(str(chain.get('step')))} step:")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    links = chain.get("links", [])
    for i, link in enumerate(links, 1):
        atk = link.get("attack", {})
        active = " (active link)" if i == len(links) else ""
        ga = ", go again" if link.get("go_again") and _prop(atk, "go_again") is not True else ""
        grid.add_row(f"  {i}.", f"{escape(str(link.get('controller')))} attacks "
                     f"{escape(str(link.get('defender')))}{active}: {_card(atk, 'power')}{ga}")
        defending = link.get("defending", [])
        total = sum(_prop(c, "defense") or 0 for c in defending if isinstance(c, dict))
        if defending:
            grid.add_row("", f"defended by {_zone(defending, 'defense', sep='; ')} (total def {total})")
        else:
            grid.add_row("", "no defending cards")
        if "damage" in link:
            grid.add_row("", f"damage dealt: {link['damage']}")
    console.print(grid)


def render(state: dict[str, Any], console: Any, viewer: str | None) -> None:
    phase = state.get("phase")
    head = (f"[bold]Flesh and Blood[/] ({escape(str(state.get('format')))})  "
            f"turn {state.get('turn')}, {escape(str(state.get('turn_player')))}'s "
            f"{escape(str(phase))} phase")
    console.print(head)
    line = ""
    if phase == "action":
        chain = state.get("chain")
        if isinstance(chain, dict) and chain.get("step") == "defend" and chain.get("links"):
            line = f"{escape(str(chain['links'][-1].get('defender')))} declares defenders"
        else:
            passes = state.get("passes", 0)
            line = (f"priority: {escape(str(state.get('priority')))}"
                    + (" (the other player has just passed)" if passes else ""))
    elif phase == "start":
        line = "the turn player passes to begin the action phase"
    elif phase == "end":
        line = "the turn player ends the turn (end_turn)"
    if viewer:
        line += f"  (as seen by {escape(viewer)})"
    console.print(line.strip())
    activated = state.get("activated") or []
    if activated:
        console.print("activated this turn: " + ", ".join(escape(str(a)) for a in activated))
    for p in state.get("players", []):
        console.print()
        _player(state, p, console)
    console.print()
    _chain(state, console)
