"""`rulecheck show` for Blood Bound: the table in seating order with each
player's character card as far as the viewer sees it, his revealed tokens
(his wounds) and ability cards, the dagger; the attack being resolved, step
by step; the supplies; a capture; for a judge, the clan leaders.

Everything drawn comes from the engine's display model
(rules.pl/blood_bound/workflow.pl, display/3), which already leaves out what
the viewer may not see; the view holds no rule. Every text that comes from
the position (names, tokens, cards) is printed as written: markup brackets
escaped and control characters made visible."""

from __future__ import annotations

from typing import Any

from rich.box import Box
from rich.markup import escape
from rich.table import Table

from ..render import visible

# A header rule of plain hyphens: every line is as many bytes as columns.
PLAIN_HEAD = Box("    \n    \n -- \n    \n    \n    \n    \n    \n", ascii=True)

ICON = {"unknown": "?"}


def _t(value: Any) -> str:
    """A value from the position, safe to print through rich markup."""
    return escape(visible(value))


def _names(names: list[Any]) -> str:
    return ", ".join(_t(n) for n in names) or "nobody"


def _character(card: dict[str, Any] | None) -> str:
    """The character card as the model gives it (null when hidden)."""
    if card is None:
        return "[dim]hidden[/]"
    if card["rank"] is None:
        text = str(card["role"])
    else:
        text = f"{card['clan'] or '?'} {card['rank']} {card['role']}"
    if card["icons"] is not None:
        text += " [" + "/".join(ICON.get(i, str(i)) for i in card["icons"]) + "]"
    if card.get("clue"):
        text += f" clue {card['clue']}"
    return _t(text)


def _tokens(tokens: list[Any]) -> str:
    return ", ".join("RANK" if t == "rank" else _t(t) for t in tokens) or "-"


def _cards(names: list[Any]) -> str:
    return ", ".join(_t(c) for c in names) or "-"


def _attack_lines(a: dict[str, Any] | None) -> list[str]:
    if a is None:
        return []
    attacker, target = _t(a["attacker"]), _t(a["target"])
    lines = [f"[bold]attack:[/] {attacker} attacks {target}"]
    if a["intervener"] is not None:
        lines[0] += f"; {_t(a['intervener'])} intervenes"
    stage = a["stage"]
    if stage == "offers":
        lines.append(f"  intervention window open; offers: {_names(a['offers'])}"
                     f" ({target} accepts one or declines)")
    elif stage == "wound":
        by = _t(a["by"])
        what = f"{by}'s attack" if a["source"] == "attack" else f"the {_t(a['source'])} {by}'s ability"
        left = a["wounds"]
        lines.append(f"  {_t(a['wounded'])} takes a token for the wound of {what}"
                     + (f" ({left} wounds to go)" if left > 1 else ""))
    elif stage == "ability":
        lines.append(f"  {_t(a['user'])} has revealed his rank: uses his ability or skips")
    elif stage == "heal":
        lines.append(f"  the Alchemist {_t(a['user'])} heals {target}, who returns a token")
    if a["dagger_to"] is None:
        lines.append("  the dagger then goes to the player who suffers the wound")
    else:
        lines.append(f"  the dagger then goes to {_t(a['dagger_to'])}")
    return lines


def _supply_lines(sup: dict[str, Any]) -> list[str]:
    tokens = "  ".join(f"{_t(t['kind'])} {t['count']}" for t in sup["tokens"])
    cards = "  ".join(f"{_t(c['name'])} " + "+".join(str(n) for n in c["counts"]) for c in sup["cards"])
    lines = [f"supply: tokens {tokens}", f"  cards {cards} (colours 1+2)"]
    curses = sup["curses"]
    if curses["true_curse"] or curses["false_curses"]:
        lines.append(f"  curse cards not yet dealt: {curses['true_curse']} True Curse, "
                     f"{curses['false_curses']} False")
    return lines


def _leaders(leaders: list[dict[str, Any]]) -> str | None:
    """The clan leaders, which the engine gives to a judge only."""
    out = [f"{_t(l['clan'])}: {_t(l['player'])} (rank {l['rank']}"
           + (f", {_t(l['card'])}" if l["card"] else "") + ")"
           for l in leaders]
    return "leaders: " + "; ".join(out) if out else None


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    players = model["players"]
    dagger = model["dagger"]
    head = f"[bold]Blood Bound[/]  {len(players)} players  dagger: {_t(dagger)}"
    if viewer:
        head += f"  (as seen by {_t(viewer)})"
    console.print(head)
    captured = model["captured"]
    if captured is not None:
        console.print(f"[bold red]{_t(captured['player'])} has been captured by "
                      f"{_t(captured['by'])} ({_t(captured['source'])}): the game is over[/]")

    table = Table(box=PLAIN_HEAD, show_header=True, header_style="bold", pad_edge=False,
                  show_edge=False, expand=False)
    table.add_column("#", justify="right")
    table.add_column("player", overflow="fold")
    table.add_column("character", overflow="fold")
    table.add_column("W", justify="right")
    table.add_column("tokens", overflow="fold")
    table.add_column("cards", overflow="fold")
    for i, p in enumerate(players, 1):
        name = _t(p["name"])
        if p["dagger"]:
            name = f"[bold]{name} (dagger)[/]"
        if viewer is not None and p["name"] == viewer:
            name += " (you)"
        if p["captured"]:
            name += " [red](captured)[/]"
        table.add_row(str(i), name, _character(p["character"]), str(p["wounds"]),
                      _tokens(p["tokens"]), _cards(p["cards"]))
    console.print(table)
    for line in _attack_lines(model["attack"]):
        console.print(line)
    if model["attack"] is None and captured is None:
        console.print(f"{_t(dagger)} holds the dagger: attacks or passes it")
    for line in _supply_lines(model["supply"]):
        console.print(line)
    if not viewer:
        leaders = _leaders(model["leaders"])
        if leaders:
            console.print(leaders)
    console.print("[dim]" + escape("W wounds (tokens); RANK the rank token; "
                                   "[icons] on the card, ? unknown") + "[/]")
