"""`rulecheck show` for the World of Warcraft TCG: each player's hero,
allies, weapons and armor with ready/exhausted marked, resources, hand,
deck and graveyard, and the combat under way.

Everything drawn comes from the engine's display model (rules.pl/wow_tcg/
workflow.pl, display/3), computed and worded from the full position: the
state given to ``render`` may be a short one, and is not read. Every text
the model holds may come from the user (names, card names, ids), so each
is printed with its control characters made visible and its markup
escaped."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

from ..render import visible


def _t(value: Any) -> str:
    """A value from the model as console text: controls visible, markup escaped."""
    return escape(visible(value))


def _player_table(p: dict[str, Any]) -> Table:
    title = f"[bold]{_t(p['name'])}[/]" + ("  (turn player)" if p["turn"] else "")
    res = p["resources"]
    title += f"  resources {_t(res['ready'])} ready / {_t(res['exhausted'])} exhausted"
    t = Table(title=title, title_justify="left", show_header=False, expand=False,
              box=None, padding=(0, 1))
    t.add_column("zone", style="bold", no_wrap=True)
    t.add_column("card", overflow="fold")
    t.add_column("stats", overflow="fold")
    t.add_column("state", overflow="fold")
    for row in p["cards"]:
        stats = _t(row["stats"]) + (" [bold red]FATAL[/]" if row["fatal"] else "")
        status = _t(row["status"]) if row["status"] == "ready" else f"[dim]{_t(row['status'])}[/]"
        state = ", ".join([status] + [_t(k) for k in row["keywords"]])
        t.add_row(_t(row["zone"]), _t(row["label"]), stats, state)
    return t


def _zones(p: dict[str, Any]) -> list[str]:
    hand = p["hand"]
    lines = []
    if hand["count"] == 0:
        lines.append(" [bold]hand[/] (0): empty")
    elif hand["cards"] is None:
        lines.append(f" [bold]hand[/] ({_t(hand['count'])}): not seen")
    else:
        lines.append(f" [bold]hand[/] ({_t(hand['count'])}):")
        lines.extend(f"   {_t(c['label'])} [dim]\\[{_t(c['text'])}][/]" for c in hand["cards"])
    if p["deck"] is not None:
        lines.append(f" [bold]deck[/] ({_t(p['deck'])})")
    grave = p["graveyard"]
    lines.append(f" [bold]graveyard[/] ({len(grave)}): " + (", ".join(_t(g) for g in grave) if grave else "-"))
    if p["decked"]:
        lines.append(" [bold red]decked[/]: had to draw from an empty deck")
    return lines


def _combat_lines(model: dict[str, Any]) -> list[str]:
    c = model["combat"]
    if c is None:
        return []

    def who(label: Any) -> str:
        return "-" if label is None else _t(label)

    lines = [f"[bold]Combat[/] ({_t(model['step'])} step)",
             f"  attacker  {who(c['attacker'])}",
             f"  proposed defender  {who(c['defender'])}"]
    if c["protector"] is not None:
        lines.append(f"  protector {who(c['protector'])} defends instead")
    if c["strikes"]:
        lines.append("  strikes   " + ", ".join(who(w) for w in c["strikes"]))
    if c["readied"]:
        lines.append("  readied by an effect  " + ", ".join(who(r) for r in c["readied"]))
    if model["shielding"] is not None:
        lines.append(f"  deciding on armor  {_t(model['shielding'])}")
    for p in c["prevented"]:
        lines.append(f"  armor has prevented {_t(p['amount'])} combat damage to {_t(p['player'])}'s hero")
    lines.append("  combat damage (before armor):")
    lines.extend(f"    {_t(d)}" for d in c["damage"])
    return lines


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    head = (f"[bold]World of Warcraft TCG[/]  {_t(model['turn'])}'s turn  "
            f"{_t(model['phase'])} phase, {_t(model['step_text'])}")
    if viewer:
        head += f"  (as seen by {_t(viewer)})"
    console.print(head)
    placed = "placed" if model["resource_placed"] else "not placed"
    console.print(f"{_t(model['turn'])} has {placed} a resource this turn")
    holder = model["priority"]
    console.print(f"priority: {_t(holder)}" if holder is not None else "priority: no one (no window is open)")
    for lost in model["lost"]:
        console.print(f"[bold red]{_t(lost['player'])}: {_t(lost['why'])}; the game is over[/]")
    for p in model["players"]:
        console.print()
        console.print(_player_table(p))
        for line in _zones(p):
            console.print(line)
    lines = _combat_lines(model)
    if lines:
        console.print()
        for line in lines:
            console.print(line)
