"""`rulecheck show` for Clash of Decks: both hand rows with the bastion/fort
where it stands, and the two lanes with their bridges.

Every name, id and ability comes from the position, so it is drawn as
plain text (rich.text.Text, control characters made visible), never read
as markup: a card named "[bold]x" or an ability marker "[aerial]" prints as
written. Which cards are playable now is the engine's answer (display/3:
a card is marked iff a legal move plays it)."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from pycli.render import visible

HIDDEN = "(hidden)"
#: between the cards of a hand row
GAP = "  "


def _plain(text: Any) -> str:
    return visible(text)


def _card_label(state: dict[str, Any], model: dict[str, Any], cid: str) -> str:
    """A card as one piece of plain text: name, attack/health now, damage,
    abilities as written, (new) if it entered play this turn."""
    if cid == HIDDEN:
        return "??"
    card = state["cards"].get(cid)
    values = model["cards"].get(cid)
    if not isinstance(card, dict) or values is None:
        return _plain(cid)
    name = _plain(card.get("name", cid))
    if card.get("type") == "spell":
        return f"{name} (spell {card.get('cost', 0)})"
    status = state.get("turn_status", {}).get(cid, {})
    atk, hp = values["attack"], values["health"]
    dmg = status.get("damage", 0)
    text = f"{name} {atk}/{hp}"
    if dmg:
        text += f" -{dmg}"
    text += "".join(f" [{_plain(a)}]" for a in card.get("abilities", []))
    if cid in state.get("played_this_turn", []):
        text += " (new)"
    return text


def _hand_pieces(state: dict[str, Any], model: dict[str, Any], player: str) -> list[Text]:
    row = state["hands"].get(player, [])
    playable = set(model["playable"].get(player, []))
    pieces = []
    for i, cid in enumerate(row):
        if cid in model["towers"]:
            pieces.append(Text(f" {_plain(cid).upper()} ", style="bold reverse"))
        elif i in playable:
            pieces.append(Text("*" + _card_label(state, model, cid), style="bold"))
        else:
            pieces.append(Text(_card_label(state, model, cid)))
    return pieces


def _wrapped_row(head: Text, pieces: list[Text], width: int, indent: int = 4) -> list[Text]:
    """The head, then the pieces separated by GAP, in lines of at most
    width cells: a line breaks between two pieces, never inside one (a
    piece wider than a whole line is folded on its own lines)."""
    lines: list[Text] = []
    line = head.copy()
    fresh = True                    # nothing on the line after its head/indent
    if not pieces:
        line.append("(empty)")
        return [line]
    for piece in pieces:
        sep = "" if fresh else GAP
        if not fresh and line.cell_len + len(sep) + piece.cell_len > width:
            lines.append(line)
            line, sep = Text(" " * indent), ""
        line.append(sep)
        line.append_text(piece)
        fresh = False
    lines.append(line)
    out: list[Text] = []
    for ln in lines:                # fold only a piece no line can hold
        while ln.cell_len > width:
            out.append(ln[:width])
            ln = Text(" " * indent) + ln[width:]
        out.append(ln)
    return out


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    p1, p2 = state["players"]
    width = console.width
    head = Text.assemble(("Clash of Decks", "bold"),
                         f"  turn {state.get('turn')}  phase {_plain(state.get('phase'))}  "
                         f"{_plain(state.get('active'))} to act  mana {state.get('mana')}")
    if viewer:
        head.append(f"  (as seen by {_plain(viewer)})")
    console.print(head)
    if state.get("phase") == "over":
        console.print(Text(f"{_plain(state.get('loser'))}'s fort has fallen: the game is over", style="bold red"))
    for p in (p1, p2):
        row_head = Text.assemble((_plain(p), "bold"), f" hand ({len(state['hands'].get(p, []))}): ")
        for line in _wrapped_row(row_head, _hand_pieces(state, model, p), width):
            console.print(line, soft_wrap=True)
    console.print(Text("* playable now: a legal move plays it", style="dim"))

    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column("lane")
    table.add_column(Text(f"{_plain(p1)} (far ... near)"), justify="right", overflow="fold")
    table.add_column("", justify="center")
    table.add_column(Text(f"{_plain(p2)} (near ... far)"), justify="left", overflow="fold")
    for lane in ("top", "bottom"):
        sides = state["lanes"][lane]
        left = " | ".join(_card_label(state, model, c) for c in reversed(sides.get(p1, []))) or "-"
        right = " | ".join(_card_label(state, model, c) for c in sides.get(p2, [])) or "-"
        table.add_row(lane, Text(left), Text("]["), Text(right))
    console.print(table)
    if state.get("phase") == "assault":
        queue = ", ".join(_card_label(state, model, c) for c in state.get("assault_queue", []))
        console.print(Text(f"still to attack: {queue or 'nobody'}"))
    draft = state.get("draft")
    if isinstance(draft, dict):
        pool = ", ".join(_card_label(state, model, c) for c in draft.get("pool", []))
        console.print(Text(f"draft round {draft.get('round')}: pool {pool or '-'}"))
        for p in (p1, p2):
            picked = draft.get("picked", {}).get(p, [])
            shown = "??" if picked == HIDDEN else ", ".join(_card_label(state, model, c) for c in picked)
            console.print(Text(f"  {_plain(p)} picked: {shown or '-'}"))
