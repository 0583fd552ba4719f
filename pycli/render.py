"""Output: one formatter per answer, for people or as JSON.

JSON output is sorted and indented the same way every time, so the same input
gives byte-identical output. Text for people is plain lines (our markup as
ANSI styles on a terminal, nothing in a pipe); rich draws only tables (the
rulebook listing, and `show`), and is imported only then.
"""

from __future__ import annotations

import json
import os
import re
import sys
from typing import Any, Iterable


def to_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False)


def print_json(value: Any) -> None:
    sys.stdout.write(to_json(value) + "\n")


def print_json_line(value: Any) -> None:
    """One JSON object on one line (JSON Lines: a stream of answers)."""
    sys.stdout.write(json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()


class _Plain:
    """The console of the judge's commands (everything but the tables of
    `rules` and `show`): our markup ([bold], [dim], [red], [/] ...) becomes
    ANSI styles on a terminal and nothing in a pipe. rich is not needed for
    lines of text, and costs start-up (docs/benchmarks.md)."""

    _STYLES = {"bold": "1", "dim": "2", "reverse": "7", "red": "31", "green": "32", "yellow": "33"}
    _TAG = re.compile(r"\\\[|\[(/?)([a-z ]*)\]")
    #: The same, for plain text: "\\[" is "[" (the group), a tag is nothing
    #: (the group unmatched: None), with no Python call per match.
    _PLAIN = re.compile(r"\\(\[)|\[/?[a-z ]*\]")

    def __init__(self, stderr: bool = False):
        self.file = sys.stderr if stderr else sys.stdout
        self.styled = (self.file.isatty() and not os.environ.get("NO_COLOR")
                       and os.environ.get("TERM") != "dumb")
        self.width = _width(self.file)

    def render(self, text: str) -> str:
        if not self.styled:                     # split at tags and escapes, kept "[" and the text
            return "".join(filter(None, self._PLAIN.split(text)))

        def tag(m: re.Match) -> str:
            if m.group(0) == "\\[":
                return "["
            if not self.styled:
                return ""
            if m.group(1):
                return "\x1b[0m"
            codes = [self._STYLES[w] for w in m.group(2).split() if w in self._STYLES]
            return f"\x1b[{';'.join(codes)}m" if codes else ""
        return self._TAG.sub(tag, text)

    def print(self, text: str = "", soft_wrap: bool = True) -> None:
        self.file.write(self.render(text) + "\n")


def _width(stream) -> int:
    """The output's width: $COLUMNS, else the terminal's, else 80."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        return os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError, AttributeError):
        return 80


def _console(stderr: bool = False) -> _Plain:
    return _Plain(stderr)


def _rich_console(stderr: bool = False):
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=True)


#: Control characters (C0, DEL, C1) as they are shown: never raw on a terminal.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7f, 0xa0))}


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def visible(text: Any) -> str:
    """Text with every control character made visible (ESC as \\x1b, a
    newline as \\x0a): untrusted text never reaches a terminal raw, and a
    one-line message stays one line."""
    text = str(text)
    # A printable text has no control character (str.isprintable is C, and
    # faster than the search).
    if text.isprintable() or not _CONTROL.search(text):
        return text
    return text.translate(_CONTROLS)


def _esc(text: Any) -> str:
    """Text for the console: control characters made visible, markup's
    brackets escaped."""
    return visible(text).replace("[", "\\[")


def error_line(message: str) -> None:
    """One line on stderr, plain: it must survive any terminal and any pipe."""
    sys.stderr.write(f"rulecheck: {visible(message)}\n")


def error(kind: str, message: str, source: str | None = None, path: str = "", as_json: bool = False) -> None:
    """An error, on stderr: one line naming the file and the place in it, or
    under --json one JSON object {"error": {"kind", "file", "path",
    "message"}} (kind: input, usage, limit or internal)."""
    if as_json:
        record = {"error": {"kind": kind, "file": source, "path": path or None, "message": message}}
        sys.stderr.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    elif source is None:
        error_line(message)
    else:
        error_line(f"{source}: {path}: {message}" if path else f"{source}: {message}")


#: What json.dumps(move, sort_keys=True, ensure_ascii=False, separators=(", ",
#: ": ")) builds for every call, built once: a listing writes a thousand.
_MOVE_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(", ", ": "))


def move_json(move: dict[str, Any]) -> str:
    return _MOVE_ENCODER.encode(move)


#: A text the greedy cut wraps as textwrap does: words of anything but
#: whitespace, between single spaces (in a printable text the space is the
#: only whitespace).
_SIMPLE = re.compile(r"[^ ]+(?: [^ ]+)*")
_OTHER_SPACE = re.compile(r"[^\S ]")


def wrap(text: str, width: int) -> list[str]:
    """The lines of textwrap.wrap(text, width, break_long_words=True,
    break_on_hyphens=False): for the usual text (visible() made every
    whitespace but the space visible), words between single spaces and none
    longer than a line, a cut at the last space that fits, without building
    a TextWrapper for each of a thousand moves; any other text goes to
    textwrap (tests/test_render_wrap.py compares the two)."""
    if _SIMPLE.fullmatch(text) and (text.isprintable() or not _OTHER_SPACE.search(text)):
        lines, rest = [], text
        while len(rest) > width:
            cut = rest.rfind(" ", 0, width + 1)
            if cut < 0:                         # a word longer than a line: textwrap's
                break
            lines.append(rest[:cut])
            rest = rest[cut + 1:]
        else:
            lines.append(rest)
            return lines
    import textwrap

    return textwrap.wrap(text, width=width, break_long_words=True, break_on_hyphens=False)


def _wrapped(con, first: str, rest: str, text: str, markup: str = "") -> None:
    """Print text after the prefix ``first``, wrapped at words to the
    console's width, each further line after the prefix ``rest`` (tree guides
    and numbering stay in their column). Prefixes are plain text; ``markup``
    (e.g. "dim") styles the text."""
    width = max(20, con.width - len(first))
    lines = wrap(visible(text), width) or [""]
    if not con.styled:
        # Without styles the markup would only be taken out again: the lines
        # as they are (a listing may be a thousand moves long).
        con.file.write(visible(first) + ("\n" + visible(rest)).join(lines) + "\n")
        return
    for i, line in enumerate(lines):
        body = f"[{markup}]{_esc(line)}[/]" if markup else _esc(line)
        con.print(f"{_esc(first if i == 0 else rest)}{body}", soft_wrap=True)


def _move_line(con, indent: str, move: dict[str, Any]) -> None:
    """A move's JSON after the plain prefix ``indent``, dim, on one line, to
    be pasted whole into `rulecheck check`."""
    if con.styled:
        con.print(f"{_esc(indent)}[dim]{_esc(move_json(move))}[/]", soft_wrap=True)
    else:
        con.file.write(f"{visible(indent)}{visible(move_json(move))}\n")


def legal_moves(moves: Iterable[dict[str, Any]], source: str, total: int | None = None,
                notes: list[str] | None = None, viewer: str | None = None, more_than: int | None = None,
                actors: list[str] | None = None) -> None:
    """A numbered list: each move in words, then its JSON, ready to paste
    into `rulecheck check`. ``moves`` may be a stream (``--all``), with
    ``total`` and ``actors`` known beforehand; ``total`` None with
    ``more_than``: a count stopped early."""
    con = _console()
    for note in notes or []:
        con.print(f"as {_esc(viewer or '')}: {_esc(note)}; those moves are not listed")
    if actors is None:
        moves = list(moves)
        actors = list(dict.fromkeys(m["player"] for m in moves))
    if total is None and more_than is None:
        moves = list(moves)
        total = len(moves)
    if total == 0:
        con.print(f"{_esc(source)}: no legal moves" + (" that this player can see" if notes else ""))
        return
    if total is None:
        con.print(f"[bold]more than {more_than} legal moves[/] ({_esc(', '.join(actors))} to act): {_esc(source)}")
    else:
        con.print(f"[bold]{total} legal move{'s' if total != 1 else ''}[/] "
                  f"({_esc(', '.join(actors))} to act): {_esc(source)}")
    # Numbers as wide as the last one: a list's length, or a stream's total.
    width = len(str(len(moves) if isinstance(moves, list) else total))
    shown = 0
    for i, m in enumerate(moves, 1):
        _wrapped(con, f"{i:>{width}}. ", " " * (width + 2), m["text"])
        _move_line(con, " " * (width + 2), m["move"])
        shown = i
    if total is None:
        con.print(f"... and more (the first {shown} are shown; --all lists every one)")
    elif total > shown:
        con.print(f"... and {total - shown} more (the first {shown} are shown; --all lists every one)")


def print_json_streamed(head: dict[str, Any], key: str, items: Iterable[Any]) -> None:
    """What print_json({**head, key: list(items)}) prints, byte for byte,
    with the items written as they come (a listing of any length)."""
    write = sys.stdout.write
    keys = sorted([*head, key])
    write("{\n")
    for n, k in enumerate(keys):
        write(f"  {json.dumps(k, ensure_ascii=False)}: ")
        if k == key:
            first = True
            for item in items:
                write("[\n" if first else ",\n")
                write(_indented(to_json(item), "    "))
                first = False
            write("[]" if first else "\n  ]")
        else:
            write(_indented(to_json(head[k]), "  ")[2:])
        write(",\n" if n < len(keys) - 1 else "\n")
    write("}\n")


def _indented(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def _events(con, events: list[dict[str, Any]], indent: str = "  ") -> None:
    width = len(str(len(events)))
    for i, e in enumerate(events, 1):
        first = f"{indent}{i:>{width}}. {e['rule']} "
        _wrapped(con, first, " " * len(first), e["text"])


def _value(v: Any) -> str:
    return v if v == "(absent)" else json.dumps(v, sort_keys=True, ensure_ascii=False)


def applied(r: dict[str, Any], changes: list[tuple[str, Any, Any]]) -> None:
    """A legal move applied, for people: what happened (its events, each with
    its rule), then what changed in the position, path by path."""
    con = _console()
    con.print(f"[bold green]legal[/]: {_esc(r['text'])}")
    con.print("[bold]what happened[/]:" if r["events"] else "[bold]what happened[/]: nothing to tell")
    _events(con, r["events"])
    if not changes:
        con.print("[bold]what changed[/]: nothing")
        return
    con.print(f"[bold]what changed[/] ({len(changes)} place{'s' if len(changes) != 1 else ''}):")
    for path, before, after in changes:
        _wrapped(con, f"  {path}: ", "      ", f"{_value(before)} -> {_value(after)}")


def verdict(v: dict[str, Any], *, stderr: bool = False) -> None:
    con = _console(stderr)
    if v["legal"]:
        con.print(f"[bold green]legal[/]: {_esc(v['text'])}")
        return
    con.print(f"[bold red]illegal[/]: {_esc(v['text'])}")
    for viol in v["violations"]:
        con.print(f"  [bold]{_esc(viol['rule'])}[/] {_esc(viol['title'])}: {_esc(viol['message'])}")


def outcome(o: dict[str, Any]) -> None:
    con = _console()
    if o.get("result") == "ongoing":
        con.print("ongoing: nobody has won yet")
        return
    winners = ", ".join(o.get("winners", [])) or "nobody"
    losers = ", ".join(o.get("losers", [])) or "nobody"
    con.print(f"[bold]{o.get('result')}[/]: {_esc(winners)} won; {_esc(losers)} lost")
    if "rule" in o:
        con.print(f"  [bold]{_esc(o['rule'])}[/]: {_esc(o.get('reason', ''))}")
    for key in sorted(k for k in o if k not in {"result", "winners", "losers", "rule", "reason"}):
        con.print(f"  {_esc(key)}: {_esc(json.dumps(o[key], ensure_ascii=False))}")


def validation(errors: list[dict[str, Any]], source: str) -> None:
    con = _console()
    if not errors:
        con.print(f"{_esc(source)}: valid")
        return
    con.print(f"{_esc(source)}: [bold red]{len(errors)} problem{'s' if len(errors) != 1 else ''}[/]")
    for e in errors:
        rule = f" [{e['rule']}]" if e.get("rule") else ""
        con.print(f"  {_esc(e['path'])}: {_esc(e['message'])}{_esc(rule)}")


def rule_list(rules: list[dict[str, Any]]) -> None:
    con = _rich_console()
    from rich.markup import escape
    from rich.table import Table

    table = Table(show_lines=False)
    table.add_column("ID", no_wrap=True)
    table.add_column("kind")
    table.add_column("title")
    for r in rules:
        mark = " (ruling)" if r["origin"]["type"] == "ruling" else ""
        table.add_row(escape(r["id"]), escape(r["kind"]), escape(r["title"] + mark))
    con.print(table)


def card_list(game: str, cards: list[dict[str, Any]], query: str | None) -> None:
    """A game's catalog, or the cards matching a query: one line a card."""
    con = _console()
    what = f" matching {query!r}" if query else ""
    con.print(f"[bold]{len(cards)} card{'s' if len(cards) != 1 else ''}[/] of {_esc(game)}{_esc(what)}")
    for c in cards:
        facts = ", ".join(f"{k} {json.dumps(v, ensure_ascii=False) if not isinstance(v, str) else v}"
                          for k, v in sorted(c.items()) if k != "name")
        _wrapped(con, f"  {c['name']}: ", "      ", facts)


def rule_detail(r: dict[str, Any], fixtures: list[str]) -> None:
    con = _console()
    con.print(f"[bold]{_esc(r['id'])}[/] {_esc(r['title'])}  ({_esc(r['game'])}, {_esc(r['kind'])})")
    con.print()
    con.print(_esc(r["text"]))
    con.print()
    origin = r["origin"]
    if origin.get("seed"):
        con.print("[bold]Seed:[/] " + _esc(origin["seed"]))
    if origin["type"] == "ruling":
        con.print("[bold]Ruling:[/] " + _esc(origin["reason"]))
    con.print()
    if fixtures:
        con.print(f"[bold]Fixtures ({len(fixtures)}):[/]")
        for f in fixtures:
            con.print("  " + _esc(f))
    else:
        con.print("[bold]Fixtures:[/] none found")


def rules_markdown(game: str, rules: list[dict[str, Any]]) -> str:
    """The rulebook of one game as Markdown (docs/rules/<game>.md)."""
    out = [f"# {game}: the rules rulecheck enforces", "",
           f"Generated by `rulecheck rules {game} --markdown`; do not edit by hand.",
           "Rulings (readings chosen where the seed is silent, ambiguous or",
           "contradicts itself) are marked; each gives the seed's words and the reason.", ""]
    for r in rules:
        mark = " (ruling)" if r["origin"]["type"] == "ruling" else ""
        out += [f"## {r['id']} {r['title']}{mark}", "", f"*Kind:* {r['kind']}", "", r["text"], ""]
        if r["origin"].get("seed"):
            out += ["*Seed:* " + r["origin"]["seed"].replace("\n", " "), ""]
        if r["origin"]["type"] == "ruling":
            out += ["*Ruling:* " + r["origin"]["reason"], ""]
    return "\n".join(out)


def test_report(results: list[dict[str, Any]], *, verbose: bool = False) -> None:
    con = _console()
    for r in results:
        if r["ok"]:
            if verbose:
                con.print(f"[green]PASS[/] {_esc(r['file'])} :: {_esc(r['case'])}")
            continue
        con.print(f"[bold red]FAIL[/] {_esc(r['file'])} :: {_esc(r['case'])}")
        for label, text in (("expected", r["expected"]), ("got", r["got"])):
            first, *more = str(text).split("\n")        # the runner's lines, each shown as one
            con.print(f"  {label + ':':<9} {_esc(first)}")
            for line in more:
                con.print(f"  {'':<9} {_esc(line.strip())}")
    passed = sum(1 for r in results if r["ok"])
    failed = len(results) - passed
    # The closing line is plain text, alone on its line, for any CI reader.
    sys.stdout.flush()
    con.file.flush()
    sys.stdout.write(f"{passed} passed, {failed} failed\n")


def unknown_to_viewer(viewer: str, reason: str) -> None:
    _console().print(f"[bold yellow]unknown to {_esc(viewer)}[/]: {_esc(reason)}")


def explanation(tree: dict[str, Any], *, brief: bool = False, seed: bool = True) -> None:
    """The explanation tree as indented text, wrapped to the terminal with
    its guides kept: readable in any terminal and in a pipe. ``brief``: only
    the broken rules, their facts and fixes; ``seed`` False: no seed passages."""
    con = _console()
    word = "[bold green]legal[/]" if tree["legal"] else "[bold red]illegal[/]"
    con.print(f"{word}: {_esc(tree['text'])}")
    checks = [c for c in tree["checks"] if not (brief and c["held"])]
    for i, c in enumerate(checks):
        last = i == len(checks) - 1 and not tree.get("nearest")
        branch, stem = ("`-- ", "    ") if last else ("|-- ", "|   ")
        mark = "[green]holds[/]" if c["held"] else "[red]BROKEN[/]"
        con.print(f"{branch}[bold]{_esc(c['rule'])}[/] {_esc(c['title'])}: {mark}")
        lines = []
        if not c["held"]:
            lines.append(("why", c["message"]))
        lines += [("fact", f) for f in c.get("facts", [])]
        if not c["held"]:
            if not brief:
                lines.append(("rule", c["text"]))
                if seed and c.get("seed"):
                    lines.append(("seed", c["seed"]))
            lines += [("fix", f) for f in c.get("fixes", [])]
        for j, (label, text) in enumerate(lines):
            sub, cont = ("`-- ", "    ") if j == len(lines) - 1 else ("|-- ", "|   ")
            _wrapped(con, f"{stem}{sub}{label}: ", f"{stem}{cont}{' ' * (len(label) + 2)}", text)
    if tree.get("effects"):
        con.print("what it does:")
        _events(con, tree["effects"])
    nearest = tree.get("nearest") or []
    if nearest:
        con.print("`-- legal moves nearest to this one:")
        for j, n in enumerate(nearest):
            sub, cont = ("`-- ", "    ") if j == len(nearest) - 1 else ("|-- ", "|   ")
            _wrapped(con, f"    {sub}", f"    {cont}", n["text"])
            _move_line(con, f"    {cont}", n["move"])


def replay_report(report: dict[str, Any], source: str, moves: list[Any]) -> None:
    con = _console()
    for step in report.get("steps", []):
        con.print(f"[bold]move {step['index'] + 1}[/]: {_esc(step['text'])}")
        _events(con, step["events"])
    if report["complete"]:
        con.print(f"{_esc(source)}: {report['moves']} move{'s' if report['moves'] != 1 else ''} replayed, all legal")
        outcome(report["outcome"])
        return
    i = report["index"]
    con.print(f"{_esc(source)}: move {i + 1} of {len(moves)} is illegal "
              f"(the first {i} were legal): {_esc(move_json(moves[i]))}")
    explanation(report["explanation"])


def replay_summary(counts: dict[str, int]) -> None:
    total = sum(counts.values())
    _console().print(f"{total} record{'s' if total != 1 else ''}: {counts['complete']} all legal, "
                     f"{counts['illegal']} with an illegal move, {counts['unreadable']} unreadable")


def selfplay_report(report: dict[str, Any]) -> None:
    con = _console()
    for r in report["results"]:
        if not r["ok"]:
            con.print(f"[bold red]BROKEN[/] {_esc(report['game'])} from {_esc(r['start'])}, seed {r['seed']}, "
                      f"after {r['moves']} moves: {_esc(r['problem'])}")
    ended = sum(1 for r in report["results"] if r["ok"])
    sys.stdout.flush()
    con.file.flush()
    sys.stdout.write(f"{report['game']}: {report['games']} games, {report['moves']} moves checked "
                     f"(seed {report['seed']}, bound {report['max_moves']} moves)\n")
    if report.get("unfinished"):
        sys.stdout.write(f"{report['unfinished']} game(s) still going at the bound (this game's random play "
                         f"need not end: see its selfplay_bound/2)\n")
    sys.stdout.write(f"{ended} passed, {report['failed']} failed\n")
