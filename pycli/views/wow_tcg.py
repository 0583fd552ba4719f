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

from ..render import visible


def _t(value: Any) -> str:
    """A value from the model as console text: controls visible, markup escaped."""
    return escape(visible(value))


def _player_lines(p: dict[str, Any]) -> list[str]:
    """The player's heading and one line per card in play, in columns when
    they fit in 80 (a line that does not fit is wrapped by the console)."""
    res = p["resources"]
    head = (f"[bold]{_t(p['name'])}[/]" + ("  (turn player)" if p["turn"] else "")
            + f"  resources {_t(res['ready'])} ready / {_t(res['exhausted'])} exhausted")
    rows = [(visible(r["zone"]), visible(r["label"]),
             visible(r["stats"]) + (" FATAL" if r["fatal"] else ""),
             ", ".join(visible(x) for x in [r["status"]] + r["keywords"]), r)
            for r in p["cards"]]
    widths = [max((len(row[i]) for row in rows), default=0) for i in range(3)]
    fits = 1 + sum(w + 2 for w in widths) + max((len(row[3]) for row in rows), default=0) <= 80
    lines = [head]
    for zone, label, stats, state, r in rows:
        cells = [zone.ljust(widths[0]), label.ljust(widths[1]), stats.ljust(widths[2])] if fits \
            else [zone, label, stats]
        cells = [escape(c) for c in cells]
        cells[0] = f"[bold]{cells[0]}[/]"
        if r["fatal"]:
            cells[2] = cells[2].replace("FATAL", "[bold red]FATAL[/]")
        if r["status"] != "ready":
            state = escape(state).replace(escape(visible(r["status"])), f"[dim]{escape(visible(r['status']))}[/]", 1)
        else:
            state = escape(state)
        lines.append(" " + "  ".join(cells + [state]).rstrip())
    return lines


def _zones(p: dict[str, Any]) -> list[str]:
    hand = p["hand"]
    lines = []
    if hand["count"] == 0:
        lines.append(" [bold]hand[/] (0): empty")
    elif hand["cards"] is None:
        lines.append(f" [bold]hand[/] ({_t(hand['count'])}): not seen")
    else:
        lines.append(f" [bold]hand[/] ({_t(hand['count'])}):")
        lines.extend(f"   {_t(c['label'])}" + (f" [dim]\\[{_t(c['text'])}][/]" if c["text"] else "")
                     for c in hand["cards"])
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
        for line in _player_lines(p) + _zones(p):
            console.print(line)
    lines = _combat_lines(model)
    if lines:
        console.print()
        for line in lines:
            console.print(line)
