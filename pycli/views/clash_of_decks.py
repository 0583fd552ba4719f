"""`rulecheck show` for Clash of Decks: both hand rows with the bastion/fort
where it stands, and the two lanes with their bridges."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

HIDDEN = "(hidden)"


def _card_label(state: dict[str, Any], model: dict[str, Any], cid: str) -> str:
    if cid == HIDDEN:
        return "??"
    card = state["cards"].get(cid)
    values = model["cards"].get(cid)
    if not isinstance(card, dict) or values is None:
        return escape(cid)
    name = escape(card.get("name", cid))
    if card.get("type") == "spell":
        return f"{name} (spell {card.get('cost', 0)})"
    status = state.get("turn_status", {}).get(cid, {})
    atk, hp = values["attack"], values["health"]
    dmg = status.get("damage", 0)
    text = f"{name} {atk}/{hp}"
    if dmg:
        text += f" -{dmg}"
    marks = [a[:4] for a in card.get("abilities", [])]
    if marks:
        text += " [" + ",".join(marks) + "]"
    if cid in state.get("played_this_turn", []):
        text += " (new)"
    return text


def _hand_row(state: dict[str, Any], model: dict[str, Any], player: str) -> str:
    row = state["hands"].get(player, [])
    playable = set(model["playable"].get(player, []))
    parts = []
    for i, cid in enumerate(row):
        if cid in model["towers"]:
            parts.append(f"[bold reverse] {cid.upper()} [/]")
        else:
            label = _card_label(state, model, cid)
            parts.append(f"[bold]*{label}[/]" if i in playable else label)
    return "  ".join(parts) if parts else "(empty)"


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    p1, p2 = state["players"]
    head = (f"[bold]Clash of Decks[/]  turn {state.get('turn')}  phase {state.get('phase')}  "
            f"{escape(str(state.get('active')))} to act  mana {state.get('mana')}")
    if viewer:
        head += f"  (as seen by {escape(viewer)})"
    console.print(head)
    if state.get("phase") == "over":
        console.print(f"[bold red]{escape(str(state.get('loser')))}'s fort has fallen: the game is over[/]")
    for p in (p1, p2):
        console.print(f"[bold]{escape(p)}[/] hand ({len(state['hands'].get(p, []))}): {_hand_row(state, model, p)}")
    console.print("[dim]* playable now (the four leftmost cards other than the bastion/fort)[/]")

    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column("lane")
    table.add_column(f"{escape(p1)} (far ... near)", justify="right", overflow="fold")
    table.add_column("", justify="center")
    table.add_column(f"{escape(p2)} (near ... far)", justify="left", overflow="fold")
    for lane in ("top", "bottom"):
        sides = state["lanes"][lane]
        left = " | ".join(_card_label(state, model, c) for c in reversed(sides.get(p1, []))) or "-"
        right = " | ".join(_card_label(state, model, c) for c in sides.get(p2, [])) or "-"
        table.add_row(lane, left, "][", right)
    console.print(table)
    if state.get("phase") == "assault":
        queue = ", ".join(_card_label(state, model, c) for c in state.get("assault_queue", []))
        console.print(f"still to attack: {queue or 'nobody'}")
    draft = state.get("draft")
    if isinstance(draft, dict):
        pool = ", ".join(_card_label(state, model, c) for c in draft.get("pool", []))
        console.print(f"draft round {draft.get('round')}: pool {pool or '-'}")
        for p in (p1, p2):
            picked = draft.get("picked", {}).get(p, [])
            shown = "??" if picked == HIDDEN else ", ".join(_card_label(state, model, c) for c in picked)
            console.print(f"  {escape(p)} picked: {shown or '-'}")
