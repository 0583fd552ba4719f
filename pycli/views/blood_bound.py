"""`rulecheck show` for Blood Bound: the table in seating order with each
player's revealed tokens (his wounds), ability cards and the dagger; the
attack being resolved, step by step; the supplies; a capture.

With ``--as PLAYER`` the state is masked first: a character card the player
may not see is the string "(hidden)" (or only its clan, icons and clue are,
once the rank token is revealed), and so is a curse card the player may not
look at."""

from __future__ import annotations

from typing import Any

from rich.box import Box
from rich.markup import escape
from rich.table import Table

HIDDEN = "(hidden)"

# A header rule of plain hyphens: every line is as many bytes as columns.
PLAIN_HEAD = Box("    \n    \n -- \n    \n    \n    \n    \n    \n", ascii=True)

ICON = {"unknown": "?"}


def _character(card: dict[str, Any] | None, char: Any) -> str:
    """The character card as far as the viewer sees it: ``card`` is the
    engine's model of it (null when hidden), ``char`` the (masked) state's."""
    if card is None:
        return "[dim]hidden[/]"
    if card["rank"] is None:
        text = card["role"]
    else:
        text = f"{card['clan'] or '?'} {card['rank']} {card['role']}"
    if card["icons"] is not None:
        text += " [" + "/".join(ICON.get(i, str(i)) for i in card["icons"]) + "]"
    clue = char.get("clue") if isinstance(char, dict) else None
    if isinstance(clue, str) and clue != HIDDEN:
        text += f" clue {clue}"
    return escape(text)


def _tokens(player: dict[str, Any]) -> str:
    tokens = player.get("tokens", [])
    if not tokens:
        return "-"
    return ", ".join("RANK" if t == "rank" else escape(str(t)) for t in tokens)


def _cards(names: list[str]) -> str:
    return ", ".join(escape(str(c)) for c in names) or "-"


def _names(names: list[Any]) -> str:
    return ", ".join(escape(str(n)) for n in names) or "nobody"


def _attack_lines(state: dict[str, Any], model: dict[str, Any]) -> list[str]:
    a = state.get("pending")
    m = model["attack"]
    if not isinstance(a, dict) or m is None:
        return []
    attacker, target = escape(str(a.get("attacker"))), escape(str(a.get("target")))
    lines = [f"[bold]attack:[/] {attacker} attacks {target}"]
    if a.get("intervener"):
        lines[0] += f"; {escape(str(a['intervener']))} intervenes"
    stage = a.get("stage")
    if stage == "offers":
        lines.append(f"  intervention window open; offers: {_names(a.get('offers') or [])}"
                     f" ({target} accepts one or declines)")
    elif stage == "wound":
        source = m["source"]
        by = escape(str(m["by"]))
        what = f"{by}'s attack" if source == "attack" else f"the {escape(source)} {by}'s ability"
        left = m["wounds"]
        lines.append(f"  {escape(str(a.get('wounded')))} takes a token for the wound of {what}"
                     + (f" ({left} wounds to go)" if left > 1 else ""))
    elif stage == "ability":
        lines.append(f"  {escape(str(a.get('user')))} has revealed his rank: uses his ability or skips")
    elif stage == "heal":
        lines.append(f"  the Alchemist {escape(str(a.get('user')))} heals {target}, who returns a token")
    if m["dagger_to"] is None:
        lines.append("  the dagger then goes to the player who suffers the wound")
    else:
        lines.append(f"  the dagger then goes to {escape(str(m['dagger_to']))}")
    return lines


def _supply_lines(model: dict[str, Any]) -> list[str]:
    sup = model["supply"]
    tokens = "  ".join(f"{t['kind']} {t['count']}" for t in sup["tokens"])
    cards = "  ".join(f"{c['name']} " + "+".join(str(n) for n in c["counts"]) for c in sup["cards"])
    lines = [f"supply: tokens {tokens}", f"  cards {cards} (colours 1+2)"]
    curses = sup["curses"]
    if curses["true_curse"] or curses["false_curses"]:
        lines.append(f"  curse cards not yet dealt: {curses['true_curse']} True Curse, "
                     f"{curses['false_curses']} false")
    return lines


def _leaders(model: dict[str, Any]) -> str | None:
    """The clan leaders, which the engine gives to a judge only."""
    out = [f"{escape(str(l['clan']))}: {escape(str(l['player']))} (rank {l['rank']}"
           + (f", {escape(str(l['card']))}" if l["card"] else "") + ")"
           for l in model["leaders"]]
    return "leaders: " + "; ".join(out) if out else None


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    players = [p for p in state.get("players", []) if isinstance(p, dict)]
    dagger = state.get("dagger")
    head = f"[bold]Blood Bound[/]  {len(players)} players  dagger: {escape(str(dagger))}"
    if viewer:
        head += f"  (as seen by {escape(viewer)})"
    console.print(head)
    captured = state.get("captured")
    if isinstance(captured, dict):
        console.print(f"[bold red]{escape(str(captured.get('player')))} has been captured by "
                      f"{escape(str(captured.get('by')))} ({escape(str(captured.get('source', 'attack')))}): "
                      f"the game is over[/]")

    table = Table(box=PLAIN_HEAD, show_header=True, header_style="bold", pad_edge=False,
                  show_edge=False, expand=False)
    table.add_column("#", justify="right")
    table.add_column("player", overflow="fold")
    table.add_column("character", overflow="fold")
    table.add_column("W", justify="right")
    table.add_column("tokens", overflow="fold")
    table.add_column("cards", overflow="fold")
    for i, (p, m) in enumerate(zip(players, model["players"]), 1):
        name = escape(str(p.get("name")))
        if p.get("name") == dagger:
            name = f"[bold]{name} (dagger)[/]"
        if viewer and p.get("name") == viewer:
            name += " (you)"
        if isinstance(captured, dict) and captured.get("player") == p.get("name"):
            name += " [red](captured)[/]"
        table.add_row(str(i), name, _character(m["character"], p.get("character")),
                      str(len(p.get("tokens", []))), _tokens(p), _cards(m["cards"]))
    console.print(table)
    for line in _attack_lines(state, model):
        console.print(line)
    if not isinstance(state.get("pending"), dict) and not isinstance(captured, dict):
        console.print(f"{escape(str(dagger))} holds the dagger: attacks or passes it")
    for line in _supply_lines(model):
        console.print(line)
    if not viewer:
        leaders = _leaders(model)
        if leaders:
            console.print(leaders)
    console.print("[dim]" + escape("W wounds (tokens); RANK the rank token; "
                                   "[icons] on the card, ? unknown") + "[/]")
