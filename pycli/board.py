"""`rulecheck show`: any game's position drawn from the engine's display
model (rules.pl/rc_display.pl documents it; each game's display.pl builds
it). Nothing here knows a game: the title and the status lines, then each
player with their figures, markers and zones, then the zones nobody owns,
the sides of the lanes side by side.

Every text comes from the position, so it is printed as plain text
(rich.text.Text, control characters made visible by render.visible),
never read as markup: a card named "[bold]x" prints as written.

What is printed is bounded: past MAX_PRINTS lines the rest is counted, not
drawn (a position with 30,000 allies would take minutes to lay out and
nobody reads it in a terminal), and one last line says how much was left
out and where to find it."""

from __future__ import annotations

from itertools import groupby
from typing import Any, Iterable, Iterator

from rich.cells import cell_len
from rich.console import Group
from rich.text import Text

from .render import visible

#: The lines (or tables) printed before the rest is left out.
MAX_PRINTS = 2000
#: Between the cards of a row.
GAP = "  "
#: The widest column of zone labels.
LABEL_MAX = 20


def console():
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


def show(model: dict[str, Any], viewer: str | None = None, out: Any = None, limit: int = MAX_PRINTS) -> None:
    """Print the model on ``out`` (a rich console; the terminal by default),
    at most ``limit`` lines and then how many were left out."""
    out = out or console()
    drawn: list[Any] = []
    left_out = 0
    for piece in pieces(model, viewer, out.width):
        if len(drawn) < limit:
            drawn.append(piece)
        else:
            left_out += 1
    if drawn:
        _print(out, Group(*drawn))
    if left_out:
        out.print(f"... {left_out} more lines not drawn (rulecheck show --json gives the whole position)",
                  markup=False)


def _print(out: Any, piece: Any) -> None:
    """The pieces on the console in one print (a print a piece took most of
    `show`'s time: rich measures the console for each); into a pipe or a
    file, each line without the spaces rich pads it with to the table's
    width."""
    if out.is_terminal:
        out.print(piece)
        return
    with out.capture() as captured:
        out.print(piece)
    out.file.write("".join(line.rstrip() + "\n" for line in captured.get().splitlines()))


# ---------------------------------------------------------------------------
# Cards and zones as text

def _t(value: Any) -> str:
    return visible(value)


def counters_text(counters: list[dict[str, Any]]) -> str:
    return ", ".join(_t(c["value"]) if c["label"] == "" else f"{_t(c['label'])} {_t(c['value'])}"
                     for c in counters)


def _markers(card: dict[str, Any]) -> list[str]:
    """The markers worth printing: a marker the label already says
    ("hidden", "unknown") is left out."""
    words = str(card["label"]).split()
    return [_t(m) for m in card["markers"] if m not in words]


def card_text(card: dict[str, Any]) -> str:
    """A card on one line: label, counters, [facts], (markers)."""
    text = _t(card["label"]) or "."
    if card["counters"]:
        text += " " + counters_text(card["counters"])
    text += "".join(f" [{_t(f)}]" for f in card["facts"])
    marks = _markers(card)
    if marks:
        text += " (" + ", ".join(marks) + ")"
    return text


def _runs(texts: Iterable[str]) -> list[str]:
    """Consecutive equal texts as one, counted: "hidden x3"."""
    out = []
    for text, run in groupby(texts):
        n = sum(1 for _ in run)
        out.append(text if n == 1 else f"{text} x{n}")
    return out


def _wrap_pieces(pieces: list[str], width: int, sep: str = GAP) -> list[str]:
    """The pieces joined by sep in lines of at most width cells, a line
    breaking between two pieces; a piece wider than a line is folded."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if line and cell_len(line) + len(sep) + cell_len(piece) > width:
            lines.append(line)
            line = ""
        line = piece if not line else line + sep + piece
    if line or not lines:
        lines.append(line)
    out: list[str] = []
    for ln in lines:
        out.extend(_fold(ln, width))
    return out


def _fold(text: str, width: int) -> list[str]:
    """Text in lines of at most width cells, cut at spaces where it can."""
    if cell_len(text) <= width:
        return [text]
    words = text.split(" ")
    lines: list[str] = []
    line = ""
    for w in words:
        cand = w if not line else line + " " + w
        if cell_len(cand) <= width:
            line = cand
            continue
        if line:
            lines.append(line)
        while cell_len(w) > width:                  # a word longer than a line
            cut = width
            while cell_len(w[:cut]) > width:
                cut -= 1
            lines.append(w[:cut])
            w = w[cut:]
        line = w
    lines.append(line)
    return lines


def _zone_label(zone: dict[str, Any]) -> str:
    label = _t(zone["label"])
    count = zone["count"]
    if count is not None and count > 1 and (zone["owner"] is not None or zone["layout"] == "pile"):
        label += f" ({count})"
    return label


def _zone_lines(zone: dict[str, Any], width: int, columns: list[int] | None = None) -> list[str]:
    """A zone's content in lines of at most width cells (its label aside)."""
    cards, layout = zone["cards"], zone["layout"]
    facts = [_t(f) for f in zone["facts"]]
    lines: list[str] = []
    if not cards:
        if zone["count"] == 0:
            lines = ["-"]
        elif not facts:
            lines = ["face down" if zone["count"] else "not seen"]
    elif layout == "pile":
        texts = _runs(card_text(c) for c in cards)
        if "hidden" in cards[0]["markers"]:
            lines = ["face down"]
        elif len(texts) == 1 and len(cards) > 1:     # all alike: "unknown card x38"
            lines = _fold(texts[0], width)
        else:
            lines = _fold("top: " + card_text(cards[0]), width)
    elif layout == "list":
        lines = _list_lines(cards, width, columns)
    elif layout == "stack":
        n = len(str(len(cards)))
        for i, c in enumerate(cards, 1):
            head = f"{i}.".ljust(n + 2)
            body = _fold(card_text(c), width - len(head))
            lines += [head + body[0]] + [" " * len(head) + b for b in body[1:]]
    elif layout == "grid":
        cols = zone["columns"] or len(cards)
        texts = [card_text(c) for c in cards]
        w = max(cell_len(t) for t in texts)
        for i in range(0, len(texts), cols):
            lines += _fold(" | ".join(t.ljust(w) for t in texts[i:i + cols]).rstrip(), width)
    else:                                           # row, and a lane drawn alone
        lines = _wrap_pieces(_runs(card_text(c) for c in cards), width)
    for f in facts:
        lines += _fold(f, width)
    return lines


def _list_cells(card: dict[str, Any]) -> list[str]:
    rest = [_t(f) for f in card["facts"]]
    marks = _markers(card)
    return [_t(card["label"]) or ".", counters_text(card["counters"]),
            ", ".join(marks + rest)]


def list_columns(zones: Iterable[dict[str, Any]], width: int) -> list[int] | None:
    """The widths of the label and counters columns of the list zones
    drawn together, or None when aligned columns leave too little room
    for the rest (markers and facts, folded beside them)."""
    rows = [_list_cells(c) for z in zones if z["layout"] == "list" for c in z["cards"]]
    if not rows:
        return None
    widths = [max(cell_len(r[i]) for r in rows) for i in range(2)]
    longest = max(cell_len(r[2]) for r in rows)
    return widths if sum(widths) + 4 + min(longest, 12) <= width else None


def _list_lines(cards: list[dict[str, Any]], width: int, columns: list[int] | None) -> list[str]:
    texts: list[tuple[str, str]] = []
    if columns and not any(c["counters"] for c in cards):    # no counters: no column for them
        columns = columns[:1]
    for card in cards:
        cells = _list_cells(card)
        if columns:
            head = "  ".join(c + " " * (w - cell_len(c)) for c, w in zip(cells[:2], columns)) + "  "
            texts.append((head, cells[2]))
        else:
            texts.append(("", "  ".join(c for c in cells if c)))
    lines = []
    for (head, rest), run in groupby(texts):
        n = sum(1 for _ in run)
        times = f" x{n}" if n > 1 else ""
        if not rest:
            lines += _fold(head.rstrip() + times, width)
            continue
        rest += times
        body = _fold(rest, width - cell_len(head))
        lines.append(head + body[0])
        lines += [" " * cell_len(head) + b for b in body[1:]]
    return lines


def _block(zones: list[dict[str, Any]], width: int, indent: str) -> Iterator[str]:
    """Zones one under the other, each its label in a column and its
    content beside it."""
    if not zones:
        return
    labels = [_zone_label(z) for z in zones]
    lw = max([cell_len(l) for l in labels if cell_len(l) <= LABEL_MAX] or [0])
    content = max(20, width - len(indent) - lw - 2)
    columns = list_columns(zones, content)       # aligned across the zones, or in each
    for z, label in zip(zones, labels):
        body = _zone_lines(z, content, columns or list_columns([z], content))
        if cell_len(label) > lw:                    # a long label on a line of its own
            yield from (indent + l for l in _fold(label, width - len(indent)))
            label = ""
        pad = " " * (lw - cell_len(label))
        yield indent + label + pad + "  " + body[0]
        for line in body[1:]:
            yield indent + " " * (lw + 2) + line


# ---------------------------------------------------------------------------
# The board

def _player_head(p: dict[str, Any], viewer: str | None, figures: bool = True) -> Text:
    head = Text(_t(p["name"]), style="bold")
    marks = [_t(m) for m in p["markers"]]
    if viewer is not None and p["name"] == viewer:
        marks.insert(0, "you")
    if marks:
        head.append(" (" + ", ".join(marks) + ")")
    text = counters_text(p["figures"]) if figures else ""
    if text:
        head.append("  " + text)
    return head


def _player_table(players: list[dict[str, Any]], by_owner: dict[Any, list[dict[str, Any]]],
                  viewer: str | None):
    """Three players or more whose figures and zones have the same labels,
    every zone a row of cards: one table, a player a row; else None."""
    from rich.box import Box
    from rich.table import Table

    if len(players) < 3:
        return None
    figures = [f["label"] for f in players[0]["figures"]]
    labels = [z["label"] for z in by_owner.get(players[0]["name"], [])]
    for p in players:
        zones = by_owner.get(p["name"], [])
        if [f["label"] for f in p["figures"]] != figures or [z["label"] for z in zones] != labels \
                or any(z["layout"] != "row" for z in zones):
            return None
    # A header rule of plain hyphens: every line is as many bytes as columns.
    head = Box("    \n    \n -- \n    \n    \n    \n    \n    \n", ascii=True)
    table = Table(box=head, show_header=True, header_style="bold", pad_edge=False,
                  show_edge=False, expand=False)
    table.add_column("player", overflow="fold")
    for f in figures:
        table.add_column(Text(_t(f)), justify="right")
    for label in labels:
        table.add_column(Text(_t(label)), overflow="fold")
    for p in players:
        cells = [_player_head(p, viewer, figures=False)]
        cells += [Text(_t(f["value"])) for f in p["figures"]]
        for z in by_owner.get(p["name"], []):
            texts = _runs(card_text(c) for c in z["cards"])
            texts += [_t(f) for f in z["facts"]]
            cells.append(Text(", ".join(texts) or ("-" if z["count"] == 0 else "not seen")))
        table.add_row(*cells)
    return table


def _lanes(zones: list[dict[str, Any]], width: int):
    """The lane zones as one table: a row per group, its sides in columns
    (the first side to the right, facing the next); a lane whose sides do
    not match the first lane's is drawn as plain zones."""
    from rich.table import Table

    groups: dict[Any, list[dict[str, Any]]] = {}
    for z in zones:
        groups.setdefault(z["group"], []).append(z)
    first = next(iter(groups.values()))
    heads = [z["label"] for z in first]
    if any([z["label"] for z in g] != heads for g in groups.values()):
        for group, zs in groups.items():
            yield Text(_t(group if group is not None else "lane"), style="bold")
            yield from (Text(line) for line in _block(zs, width, "  "))
        return
    table = Table(show_header=True, header_style="bold", expand=False)
    table.add_column("")
    for i, h in enumerate(heads):
        table.add_column(Text(_t(h)), justify="right" if i == 0 and len(heads) > 1 else "left",
                         overflow="fold")
    for group, zs in groups.items():
        cells = [Text(" | ".join(_runs(card_text(c) for c in z["cards"])) or "-") for z in zs]
        table.add_row(Text(_t(group if group is not None else "")), *cells)
    yield table


def pieces(model: dict[str, Any], viewer: str | None, width: int) -> Iterator[Any]:
    """The board, line by line (a table of lanes as one piece)."""
    head = Text(_t(model["title"]), style="bold")
    if viewer is not None:
        head.append(f"  (as seen by {_t(viewer)})")
    yield head
    for line in model["status"]:
        for part in _fold(_t(line), width):
            yield Text(part)
    zones = model["zones"]
    by_owner: dict[Any, list[dict[str, Any]]] = {}
    for z in zones:
        if z["layout"] != "lane":
            by_owner.setdefault(z["owner"], []).append(z)
    names = {p["name"] for p in model["players"]}
    for owner in list(by_owner):                    # a zone of no player at the table is shared
        if owner is not None and owner not in names:
            by_owner.setdefault(None, []).extend(by_owner.pop(owner))
    table = _player_table(model["players"], by_owner, viewer)
    if table is not None:
        yield Text("")
        yield table
    else:
        for p in model["players"]:
            yield Text("")
            yield _player_head(p, viewer)
            for line in _block(by_owner.get(p["name"], []), width, "  "):
                yield Text(line)
    lanes = [z for z in zones if z["layout"] == "lane"]
    shared = by_owner.get(None, [])
    if lanes or shared:
        yield Text("")
    if lanes:
        yield from _lanes(lanes, width)
    for line in _block(shared, width, ""):
        yield Text(line)
