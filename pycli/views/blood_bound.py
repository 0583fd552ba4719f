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

ROLES = {1: "Elder", 2: "Assassin", 3: "Harlequin", 4: "Alchemist", 5: "Mentalist",
         6: "Guardian", 7: "Berserker", 8: "Mage", 9: "Courtesan"}
CLANS = {"rose": "Rose", "beast": "Beast", "order": "Order"}
ICON = {"rose": "rose", "beast": "beast", "unknown": "?", "wild": "wild"}
BOX_CARDS = {"quill": 2, "fan": 4, "staff": 6, "shield-1": 2, "shield-2": 2, "sword-1": 1, "sword-2": 1}
CARD_NAMES = {"curse-true": "True Curse", "curse-false": "false curse", HIDDEN: "curse (face down)"}


def _default_icons(rank: Any, clan: str) -> list[str]:
    if rank in (1, 5, 6):
        return [clan, clan]
    if rank in (2, 3, 4):
        return ["unknown", "unknown"]
    return [clan, "unknown"]


def _character(player: dict[str, Any]) -> str:
    """The character card as far as the state shows it."""
    char = player.get("character")
    if not isinstance(char, dict):
        return "[dim]hidden[/]"
    clan = char.get("clan")
    rank = char.get("rank")
    if clan == "order":
        text = "Inquisitor"
    else:
        clan_text = "?" if clan == HIDDEN else CLANS.get(clan, str(clan))
        role = ROLES.get(rank, "?") if isinstance(rank, int) else "?"
        text = f"{clan_text} {rank if isinstance(rank, int) else '?'} {role}"
    icons = char.get("icons")
    if icons is None and clan in ("rose", "beast") and isinstance(rank, int):
        icons = _default_icons(rank, clan)
    elif icons is None and clan == "order":
        icons = ["wild", "wild"]
    if isinstance(icons, list):
        text += " [" + "/".join(ICON.get(i, str(i)) for i in icons) + "]"
    clue = char.get("clue")
    if isinstance(clue, str) and clue != HIDDEN:
        text += f" clue {clue}"
    return escape(text)


def _tokens(player: dict[str, Any]) -> str:
    tokens = player.get("tokens", [])
    if not tokens:
        return "-"
    return ", ".join("RANK" if t == "rank" else escape(str(t)) for t in tokens)


def _cards(player: dict[str, Any]) -> str:
    cards = player.get("cards") or []
    return ", ".join(escape(CARD_NAMES.get(c, str(c))) for c in cards) or "-"


def _names(names: list[Any]) -> str:
    return ", ".join(escape(str(n)) for n in names) or "nobody"


def _attack_lines(state: dict[str, Any]) -> list[str]:
    a = state.get("pending")
    if not isinstance(a, dict):
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
        source = a.get("source") or "attack"
        by = escape(str(a.get("by") or a.get("attacker")))
        what = f"{by}'s attack" if source == "attack" else f"the {escape(source)} {by}'s ability"
        left = a.get("wounds") or 1
        lines.append(f"  {escape(str(a.get('wounded')))} takes a token for the wound of {what}"
                     + (f" ({left} wounds to go)" if left > 1 else ""))
    elif stage == "ability":
        lines.append(f"  {escape(str(a.get('user')))} has revealed his rank: uses his ability or skips")
    elif stage == "heal":
        lines.append(f"  the Alchemist {escape(str(a.get('user')))} heals {target}, who returns a token")
    to = a.get("dagger_to") or a.get("intervener")
    if to:
        lines.append(f"  the dagger then goes to {escape(str(to))}")
    elif stage == "offers":
        lines.append("  the dagger then goes to the player who suffers the wound")
    else:
        lines.append(f"  the dagger then goes to {target}")
    return lines


def _supply_lines(state: dict[str, Any]) -> list[str]:
    sup = state.get("supply") or {}
    tokens = "  ".join(f"{k} {sup.get(k, 0)}" for k in ("rose", "beast", "unknown"))
    held: dict[str, int] = {}
    for p in state.get("players", []):
        for c in (p.get("cards") or []) if isinstance(p, dict) else []:
            held[c] = held.get(c, 0) + 1
    left = {c: max(0, n - held.get(c, 0)) for c, n in BOX_CARDS.items()}
    cards = (f"quill {left['quill']}  fan {left['fan']}  staff {left['staff']}  "
             f"shield {left['shield-1']}+{left['shield-2']}  sword {left['sword-1']}+{left['sword-2']}")
    lines = [f"supply: tokens {tokens}", f"  cards {cards} (colours 1+2)"]
    curses = state.get("curse_supply")
    if isinstance(curses, dict) and (curses.get("true") or curses.get("false")):
        lines.append(f"  curse cards not yet dealt: {curses.get('true', 0)} True Curse, "
                     f"{curses.get('false', 0)} false")
    return lines


def _leaders(state: dict[str, Any]) -> str | None:
    """The clan leaders, when every character card is in view (a judge's view)."""
    out = []
    for clan in ("rose", "beast"):
        members = []
        for p in state.get("players", []):
            ch = p.get("character") if isinstance(p, dict) else None
            if not isinstance(ch, dict) or not isinstance(ch.get("clan"), str) or ch.get("clan") == HIDDEN:
                return None
            if ch.get("clan") == clan and isinstance(ch.get("rank"), int):
                members.append((ch["rank"], p.get("name"), "quill" in (p.get("cards") or [])))
        if not members:
            continue
        members.sort()
        quill = any(q for _, _, q in members)
        rank, name, _ = members[-1] if quill else members[0]
        out.append(f"{CLANS[clan]}: {escape(str(name))} (rank {rank}{', Quill' if quill else ''})")
    return "leaders: " + "; ".join(out) if out else None


def render(state: dict[str, Any], console: Any, viewer: str | None) -> None:
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
    for i, p in enumerate(players, 1):
        name = escape(str(p.get("name")))
        if p.get("name") == dagger:
            name = f"[bold]{name} (dagger)[/]"
        if viewer and p.get("name") == viewer:
            name += " (you)"
        if isinstance(captured, dict) and captured.get("player") == p.get("name"):
            name += " [red](captured)[/]"
        table.add_row(str(i), name, _character(p), str(len(p.get("tokens", []))), _tokens(p), _cards(p))
    console.print(table)
    for line in _attack_lines(state):
        console.print(line)
    if not isinstance(state.get("pending"), dict) and not isinstance(captured, dict):
        console.print(f"{escape(str(dagger))} holds the dagger: attacks or passes it")
    for line in _supply_lines(state):
        console.print(line)
    if not viewer:
        leaders = _leaders(state)
        if leaders:
            console.print(leaders)
    console.print("[dim]" + escape("W wounds (tokens); RANK the rank token; "
                                   "[icons] on the card, ? unknown") + "[/]")
