"""`rulecheck show` for Flesh and Blood: each player's hero, life and points,
their zones (weapons, equipment, arena permanents, hand, arsenal, pitch zone, graveyard,
banished zone, deck), the stack layer by layer and the combat chain link by
link.

The values drawn come from the engine's display model
(rules.pl/flesh_and_blood/workflow.pl, display/3): the position as the
engine read it (a short position normalised) as the viewer sees it, each
visible card's properties as the rules read them, each chain link's total
defense, who lost at 0 life or drew, and who acts now; the stack is
the position's. Every text
that comes from the position is printed with its control characters made
visible and its markup escaped."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

from ..render import visible

HIDDEN = "(hidden)"


def _t(value: Any) -> str:
    """Text that comes from the position (names, ids, card names), for
    rich: its control characters made visible and its markup escaped."""
    return escape(visible(str(value)))


def _props(model: dict[str, Any], card: Any) -> dict[str, Any]:
    """The card's properties as the rules read them (the engine's display
    model: the state's values over the printed ones); none for a card the
    viewer cannot see."""
    if not isinstance(card, dict):
        return {}
    return model["cards"].get(card.get("id"), {})


def _name(card: Any) -> str:
    if card == HIDDEN or not isinstance(card, dict):
        return "??"
    if card.get("unknown") is True:
        return _t(f"unknown card [{card.get('id', '?')}]")
    name = str(card.get("name", card.get("id", "?")))
    if card.get("color"):
        name += f" ({card['color']})"
    return _t(f"{name} [{card.get('id', '?')}]")


def _stats(model: dict[str, Any], card: Any, *keys: str) -> str:
    if not isinstance(card, dict):
        return ""
    props = _props(model, card)
    words = {"cost": "cost", "pitch": "pitch", "power": "power", "defense": "def"}
    parts = []
    for k in keys:
        v = props.get(k)
        if isinstance(v, int) and not isinstance(v, bool):
            parts.append(f"{words[k]} {v}")
    if props.get("go_again") is True and "power" in keys:
        parts.append("go again")
    return ", ".join(parts)


def _card(model: dict[str, Any], card: Any, *keys: str) -> str:
    label = _name(card)
    stats = _stats(model, card, *keys)
    return f"{label}: {stats}" if stats else label


def _zone(model: dict[str, Any], cards: Any, *keys: str, sep: str = "\n") -> str:
    if cards == HIDDEN:
        return "(hidden)"
    if not isinstance(cards, list) or not cards:
        return "-"
    if all(c == HIDDEN for c in cards):
        return f"{len(cards)} card(s), hidden"
    if all(isinstance(c, dict) and c.get("unknown") is True for c in cards):
        return f"{len(cards)} unknown card(s)"
    return sep.join(_card(model, c, *keys) for c in cards)


def _deck(cards: Any) -> str:
    if cards == HIDDEN:
        return "(hidden)"
    if not isinstance(cards, list) or not cards:
        return "empty"
    if all(c == HIDDEN for c in cards):
        return f"{len(cards)} card(s), order hidden"
    if all(isinstance(c, dict) and c.get("unknown") is True for c in cards):
        return f"{len(cards)} unknown card(s)"
    return f"{len(cards)} card(s); top: {_name(cards[0])}"


def _player(state: dict[str, Any], model: dict[str, Any], p: dict[str, Any], console: Any) -> None:
    hero = p.get("hero", {})
    life = p.get("life")
    mark = (" [bold red](0 life: loses)[/]" if p.get("name") in model["defeated"]
            else " [bold](0 life: a draw)[/]" if p.get("name") in model.get("drawn", []) else "")
    if state.get("conceded") is not None and p.get("name") == state.get("conceded"):
        mark += " [bold red](conceded: loses)[/]"
    turn = " [bold]<- turn player[/]" if p.get("name") == state.get("turn_player") else ""
    console.print(f"[bold]{_t(p.get('name'))}[/]  {_name(hero)}  life {_t(life)}{mark}{turn}")
    console.print(f"  action points {_t(p.get('action_points', 0))}, "
                  f"resource points {_t(p.get('resource_points', 0))}")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, style="dim")
    grid.add_column(overflow="fold")
    hand = p.get("hand", [])
    n = len(hand) if isinstance(hand, list) else "?"
    grid.add_row("  weapons", _zone(model, p.get("weapons"), "power"))
    grid.add_row("  equipment", _zone(model, p.get("equipment"), "defense"))
    if p.get("arena"):
        grid.add_row("  arena", _zone(model, p.get("arena"), sep=", "))
    grid.add_row(f"  hand ({n})", _zone(model, hand, "cost", "pitch", "power", "defense"))
    arsenal = p.get("arsenal", [])
    grid.add_row("  arsenal", _zone(model, arsenal, "cost", "pitch", "power", "defense")
                 if not (isinstance(arsenal, list) and arsenal and all(c == HIDDEN for c in arsenal))
                 else "1 card, face down")
    grid.add_row("  pitch", _zone(model, p.get("pitch"), "pitch", sep=", "))
    grave = p.get("graveyard", [])
    grid.add_row(f"  graveyard ({len(grave) if isinstance(grave, list) else '?'})",
                 _zone(model, grave, sep=", "))
    if p.get("banished"):
        grid.add_row("  banished", _zone(model, p.get("banished"), sep=", "))
    grid.add_row("  deck", _deck(p.get("deck")))
    console.print(grid)


def _chain(state: dict[str, Any], model: dict[str, Any], console: Any) -> None:
    chain = state.get("chain")
    if not isinstance(chain, dict):
        if state.get("phase") == "action":
            console.print("Combat chain: closed")
        return
    console.print(f"[bold]Combat chain[/], {_t(chain.get('step'))} step:")
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    links = chain.get("links", [])
    for i, (link, values) in enumerate(zip(links, model["links"]), 1):
        atk = link.get("attack", {})
        active = " (active link)" if i == len(links) else ""
        ga = ", go again" if link.get("go_again") and _props(model, atk).get("go_again") is not True else ""
        grid.add_row(f"  {i}.", f"{_t(link.get('controller'))} attacks "
                     f"{_t(link.get('defender'))}{active}: {_card(model, atk, 'power')}{ga}")
        defending = link.get("defending", [])
        if defending:
            grid.add_row("", f"defended by {_zone(model, defending, 'defense', sep='; ')} "
                         f"(total def {values['defense']})")
        else:
            grid.add_row("", "no defending cards")
        if link.get("power_bonus"):
            grid.add_row("", f"power from effects: +{_t(link['power_bonus'])}")
        if link.get("defense_bonus"):
            grid.add_row("", f"defense from effects: +{_t(link['defense_bonus'])} (in the total)")
        if "damage" in link:
            grid.add_row("", f"damage dealt: {_t(link['damage'])}")
    console.print(grid)


def _stack(state: dict[str, Any], model: dict[str, Any], console: Any) -> None:
    """The stack, bottom to top: each card-layer's card with its values as
    the rules read them, each activated-layer's source and ability."""
    layers = state.get("stack") or []
    if not layers:
        if state.get("phase") == "action":
            console.print("Stack: empty")
        return
    console.print("[bold]Stack[/] (bottom to top; the top layer resolves when both players pass):")
    for i, layer in enumerate(layers, 1):
        top = " (top)" if i == len(layers) else ""
        who = _t(layer.get("controller"))
        if "card" in layer:
            what = _card(model, layer["card"], "cost", "power", "defense")
        else:
            ga = ", go again" if layer.get("go_again") is True else ""
            what = _t(f"{layer.get('type', '?')} ability {layer.get('ability')} of [{layer.get('source')}]") + ga
        console.print(f"  {i}. {who}: {what}{top}")


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    # The position as the engine read it (a short position normalised), as
    # the viewer sees it: the model's, when it gives one.
    state = model.get("position", state)
    phase = state.get("phase")
    head = (f"[bold]Flesh and Blood[/] ({_t(state.get('format'))})  "
            f"turn {_t(state.get('turn'))}, {_t(state.get('turn_player'))}'s "
            f"{_t(phase)} phase")
    console.print(head)
    line = ""
    if phase == "action":
        chain = state.get("chain")
        if isinstance(chain, dict) and chain.get("step") == "defend" and chain.get("links"):
            line = f"{_t(model['actor'])} declares defenders"
        else:
            passes = state.get("passes", 0)
            line = (f"priority: {_t(state.get('priority'))}"
                    + (" (the other player has just passed)" if passes else ""))
    elif phase == "start":
        line = "the turn player passes to begin the action phase"
    elif phase == "end":
        line = "the turn player ends the turn (end_turn)"
    if viewer:
        line += f"  (as seen by {_t(viewer)})"
    console.print(line.strip())
    activated = state.get("activated") or []
    if activated:
        console.print("activated this turn: " + ", ".join(_t(a) for a in activated))
    for effect in state.get("effects") or []:
        kind, amount = effect.get("kind"), _t(effect.get("amount"))
        if kind == "next_defense":
            what = f"the next action card it defends with this turn gets +{amount} defense"
        elif kind == "next_attack_power":
            what = f"the next attack this turn gets +{amount} power"
        else:
            what = "the next attack this turn gets go again"
        console.print(f"{_t(effect.get('player'))}: {what} (from {_t(effect.get('source', '?'))})")
    for p in state.get("players", []):
        console.print()
        _player(state, model, p, console)
    console.print()
    _stack(state, model, console)
    _chain(state, model, console)
