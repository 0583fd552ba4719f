"""Output: one formatter per answer, for people or as JSON.

JSON output is sorted and indented the same way every time, so the same input
gives byte-identical output. Text for people is lines of pieces, some
styled: rich's Console draws them on a terminal, print writes their text
anywhere else (_printer); lines are wrapped by textwrap, and tables (the
rulebook) drawn by rich.
"""

from __future__ import annotations

import functools
import json
import sys
from typing import Any, Callable, Iterable


def to_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False)


def to_json_line(value: Any) -> str:
    """The same JSON on one line, with no spaces (print_json_line's text)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def print_json(value: Any) -> None:
    # api/3's value as it is, indented for people to read (the engine writes it on one line, keys sorted).
    sys.stdout.write(to_json(value) + "\n")


def print_json_line(value: Any) -> None:
    """One JSON object on one line (JSON Lines: a stream of answers)."""
    sys.stdout.write(to_json_line(value) + "\n")
    sys.stdout.flush()


def _printer(stderr: bool = False) -> Callable[..., None]:
    """The way lines reach people: a line is pieces of text, each a string
    or a (text, style) pair as rich's Text.assemble takes them. On a
    terminal rich's Console draws them with their styles; anywhere else
    (a pipe, a file) print writes their text, and rich is not imported."""
    file = sys.stderr if stderr else sys.stdout
    if not file.isatty():
        def line(*pieces: str | tuple[str, str]) -> None:
            print("".join(p if isinstance(p, str) else p[0] for p in pieces), file=file)
        return line
    from rich.console import Console
    from rich.text import Text

    console = Console(file=file, highlight=False, soft_wrap=True, emoji=False)
    return lambda *pieces: console.print(Text.assemble(*pieces))


def _width() -> int:
    """The width lines are wrapped to: $COLUMNS, else the terminal's, else 80."""
    import shutil

    return shutil.get_terminal_size().columns


@functools.cache
def _wrapper(width: int):
    import textwrap

    return textwrap.TextWrapper(width=width, break_long_words=True, break_on_hyphens=False)


#: Control characters (C0, DEL, C1), each shown as its \\xNN escape.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7f, 0xa0))}


def visible(text: Any) -> str:
    """Text with every control character made visible (ESC as \\x1b, a
    newline as \\x0a): untrusted text never reaches a terminal raw, and a
    one-line message stays one line."""
    text = str(text)
    # A printable text holds no control character (isprintable is C; translate
    # looks each character up in the table).
    return text if text.isprintable() else text.translate(_CONTROLS)


def error_line(message: str) -> None:
    """One line on stderr, plain: it must survive any terminal and any pipe."""
    sys.stderr.write(f"rulecheck: {visible(message)}\n")


def error(failure: dict[str, Any], as_json: bool = False) -> None:
    """An error (core.failure), on stderr: one line naming the file and the
    place in it, or under --json one JSON object {"error": {"kind", "file",
    "path", "message"}} (kind: input, usage, limit or internal)."""
    source, path, message = failure["file"], failure["path"], failure["message"]
    if as_json:
        sys.stderr.write(json.dumps({"error": failure}, sort_keys=True, ensure_ascii=True) + "\n")
    elif source is None:
        error_line(message)
    else:
        error_line(f"{source}: {path}: {message}" if path else f"{source}: {message}")


#: What json.dumps(move, sort_keys=True, ensure_ascii=False, separators=(", ",
#: ": ")) builds for every call, built once: a listing writes a thousand.
_MOVE_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(", ", ": "))


def move_json(move: dict[str, Any]) -> str:
    return _MOVE_ENCODER.encode(move)


def wrap(text: str, width: int) -> list[str]:
    """textwrap's lines of a visible text (``_wrapper(width).wrap(text) or
    [""]``), found without textwrap for the common text: words of at most
    ``width`` characters, one ASCII space apart, no other whitespace. A
    listing wraps a thousand texts, and textwrap's chunking took half the
    CPU of drawing one (docs/benchmarks.md, issue 34). Any other text goes
    to textwrap itself; tests/test_render_wrap.py holds the two equal."""
    if len(text) <= width and text and not text[0].isspace() and not text[-1].isspace():
        return [text]                   # one line: textwrap drops no whitespace inside it
    words = text.split()
    if words and " ".join(words) == text and max(map(len, words)) <= width:
        lines, current = [], words[0]
        for w in words[1:]:
            if len(current) + 1 + len(w) <= width:
                current = f"{current} {w}"
            else:
                lines.append(current)
                current = w
        lines.append(current)
        return lines
    return _wrapper(width).wrap(text) or [""]


def _wrapped(line, first: str, rest: str, text: str, width: int | None = None) -> None:
    """Print text after the prefix ``first``, wrapped at words (textwrap) to
    the output's width (``width``, else _width()), each further line after
    the prefix ``rest`` (tree guides and numbering stay in their column)."""
    lines = wrap(visible(text), max(20, (width or _width()) - len(first)))
    for i, text_line in enumerate(lines):
        line(visible(first if i == 0 else rest), text_line)


def _move_line(line, indent: str, move: dict[str, Any]) -> None:
    """A move's JSON after the plain prefix ``indent``, dim, on one line, to
    be pasted whole into `rulecheck check`."""
    line(visible(indent), (visible(move_json(move)), "dim"))


def legal_moves(moves: Iterable[dict[str, Any]], source: str, total: int | None = None,
                notes: list[str] | None = None, viewer: str | None = None, more_than: int | None = None,
                actors: list[str] | None = None, filters: dict[str, str] | None = None,
                truncated: bool = False) -> None:
    """A numbered list: each move in words, then its JSON, ready to paste
    into `rulecheck check`. ``moves`` may be a stream (``--all``), with
    ``total`` and ``actors`` known beforehand; ``total`` None with
    ``more_than``: a count stopped early. With ``filters`` (--player,
    --card), the moves kept, each by its number in the whole listing."""
    line = _printer()
    for note in notes or []:
        line(f"as {visible(viewer or '')}: {visible(note)}; those moves are not listed")
    if actors is None:
        moves = list(moves)
        actors = list(dict.fromkeys(m["player"] for m in moves))
    if total is None and more_than is None:
        moves = list(moves)
        total = len(moves)
    which = ""
    if filters:
        which = " " + " and ".join(f"of {visible(filters[k])}" if k == "player" else f"naming {visible(filters[k])}"
                                   for k in ("player", "card") if k in filters)
    if total == 0:
        line(f"{visible(source)}: no legal moves{which}" + (" that this player can see" if notes else ""))
        return
    count = f"more than {more_than} legal moves" if total is None else f"{total} legal move{'s' if total != 1 else ''}"
    if filters:
        line((count + which, "bold"), f": {visible(source)}")
    else:
        line((count, "bold"), f" ({visible(', '.join(actors))} to act): {visible(source)}")
    # Numbers as wide as the last one: a list's length, or a stream's total.
    width = len(str(len(moves) if isinstance(moves, list) else total))
    shown = 0
    columns = _width()
    for i, m in enumerate(moves, 1):
        number = m.get("number", i)
        width = max(width, len(str(number)))
        _wrapped(line, f"{number:>{width}}. ", " " * (width + 2), m["text"], columns)
        _move_line(line, " " * (width + 2), m["move"])
        shown = i
    if filters:
        if truncated:
            from .core import DEFAULT_LIMIT

            line(f"(among the first {DEFAULT_LIMIT} legal moves; --all looks at every one)")
    elif total is None:
        line(f"... and more (the first {shown} are shown; --all lists every one)")
    elif total > shown:
        line(f"... and {total - shown} more (the first {shown} are shown; --all lists every one)")


def listing_apart(listing: dict[str, Any]) -> None:
    """After a listing of legal moves: the moves whose legality depends on
    card text the engine does not model (never listed as legal), then what
    the answers assume."""
    line = _printer()
    unknown = listing.get("unknown", [])
    if unknown:
        line((f"{_plural(len(unknown), 'move')} unknown", "bold yellow"),
             ": not listed as legal, the answer depends on text rulecheck does not model")
        for m in unknown:
            _wrapped(line, "?. ", "   ", m["text"])
            for d in m["depends_on_text"]:
                _wrapped(line, "   ", "   ", d["message"])
            _move_line(line, "   ", m["move"])
    assumptions(listing)


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


def _events(line, events: list[dict[str, Any]], indent: str = "  ") -> None:
    width = len(str(len(events)))
    for i, e in enumerate(events, 1):
        first = f"{indent}{i:>{width}}. {e['rule']} "
        _wrapped(line, first, " " * len(first), e["text"])


def _value(change: dict[str, Any], side: str) -> str:
    """A side of a change (the engine's: "before" or "after"), as JSON;
    (absent), unquoted, where the key is not there (a string "(absent)"
    prints quoted)."""
    return json.dumps(change[side], sort_keys=True, ensure_ascii=False) if side in change else "(absent)"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def applied(r: dict[str, Any], changes: list[dict[str, Any]]) -> None:
    """A legal move applied, for people: what happened (its events, each with
    its rule), then what changed in the position, path by path."""
    line = _printer()
    line(("legal", "bold green"), f": {visible(r['text'])}")
    line(("what happened", "bold"), ":" if r["events"] else ": nothing to tell")
    _events(line, r["events"])
    _changes(line, changes)


def applied_line(steps: list[dict[str, Any]], changes: list[dict[str, Any]] | None) -> None:
    """A line of legal moves applied, for people: each move with its events,
    then what changed from the first position to the last (None: the line
    stopped at an illegal move, told next)."""
    line = _printer()
    for k, r in enumerate(steps, 1):
        line((f"{k}.", "bold"), f" {visible(r['text'])}")
        _events(line, r["events"])
    if changes is not None:
        _changes(line, changes)


def _changes(line, changes: list[dict[str, Any]]) -> None:
    """What changed in the position, path by path (the engine's changes)."""
    if not changes:
        line(("what changed", "bold"), ": nothing")
        return
    line(("what changed", "bold"), f" ({_plural(len(changes), 'place')}):")
    for c in changes:
        _wrapped(line, f"  {c['path']}: ", "      ", f"{_value(c, 'before')} -> {_value(c, 'after')}")


def verdict(v: dict[str, Any], *, stderr: bool = False) -> None:
    """A move legal, illegal with the rules it breaks, unknown to --as, or
    unknown because it depends on card text the engine does not model;
    then what the answer assumes."""
    if v["legal"] is None and "depends_on_hidden" in v:
        return unknown_to_viewer(v["viewer"], v["depends_on_hidden"])
    line = _printer(stderr)
    if v["legal"] is None:
        line(("unknown", "bold yellow"), f": {visible(v['text'])}")
        for d in v["depends_on_text"]:
            line(f"  {visible(d['message'])}")
    elif v["legal"]:
        line(("legal", "bold green"), f": {visible(v['text'])}")
    else:
        line(("illegal", "bold red"), f": {visible(v['text'])}")
        for viol in v["violations"]:
            line("  ", (visible(viol["rule"]), "bold"), f" {visible(viol['title'])}: {visible(viol['message'])}")
        if "legal_after" in v:
            line(f"  {visible(v['legal_after']['message'])}")
    assumptions(v, stderr=stderr)


def assumptions(answer: dict[str, Any], *, stderr: bool = False) -> None:
    """What an answer assumes (the engine's assumption hook: card text it
    does not model, assumed to change nothing), in the one sentence the
    engine words for it (``assumed``); --json gives each with its words."""
    if answer.get("assumed"):
        _wrapped(_printer(stderr), "assumes: ", "  ", visible(answer["assumed"]))


def outcome(o: dict[str, Any]) -> None:
    line = _printer()
    if o.get("result") == "ongoing":
        line("ongoing: nobody has won yet")
        return
    winners = ", ".join(o.get("winners", [])) or "nobody"
    losers = ", ".join(o.get("losers", [])) or "nobody"
    line((visible(o.get("result")), "bold"), f": {visible(winners)} won; {visible(losers)} lost")
    if "rule" in o:
        line("  ", (visible(o["rule"]), "bold"), f": {visible(o.get('reason', ''))}")
    for key in sorted(k for k in o if k not in {"result", "winners", "losers", "rule", "reason"}):
        line(f"  {visible(key)}: {visible(json.dumps(o[key], ensure_ascii=False))}")


def validation(errors: list[dict[str, Any]], source: str) -> None:
    line = _printer()
    if not errors:
        line(f"{visible(source)}: valid")
        return
    line(f"{visible(source)}: ", (_plural(len(errors), "problem"), "bold red"))
    for e in errors:
        rule = f" [{e['rule']}]" if e.get("rule") else ""
        line(f"  {visible(e['path'])}: {visible(e['message'])}{visible(rule)}")
        for r in e.get("repairs", []):
            line(f"    repair: {visible(r['text'])}")


def rule_list(rules: list[dict[str, Any]], heading: str | None = None) -> None:
    """The rulebook as a table: drawn by rich in a terminal; into a pipe or
    a file, plain columns (ID, kind, title), one rule a line, for grep and
    cut. ``heading``: a line before it (a search's)."""
    from rich.console import Console
    from rich.table import Table

    if heading is not None:
        _printer()((visible(heading), "bold"))
    console = Console(highlight=False, soft_wrap=True, emoji=False, markup=False)
    rows = [(visible(r["id"]), visible(r["kind"]),
             visible(r["title"]) + (" (ruling)" if r["origin"]["type"] == "ruling" else "")) for r in rules]
    if not console.is_terminal:
        widths = [max([len(h)] + [len(row[i]) for row in rows]) for i, h in enumerate(("ID", "kind"))]
        for row in [("ID", "kind", "title"), *rows]:
            sys.stdout.write(f"{row[0]:<{widths[0]}}  {row[1]:<{widths[1]}}  {row[2]}".rstrip() + "\n")
        return
    table = Table(show_lines=False)
    table.add_column("ID", no_wrap=True)
    table.add_column("kind")
    table.add_column("title")
    for row in rows:
        table.add_row(*row)
    console.print(table)


def card_list(game: str, cards: list[dict[str, Any]], query: str | None, unmodelled: bool = False) -> None:
    """A game's catalog, or the cards matching a query: one line a card."""
    line = _printer()
    what = f" matching {query!r}" if query else ""
    text = " whose text is not modelled" if unmodelled else ""
    line((_plural(len(cards), "card"), "bold"), f" of {visible(game)}{visible(what)}{text}")
    for c in cards:
        facts = ", ".join(f"{k} {json.dumps(v, ensure_ascii=False) if not isinstance(v, str) else v}"
                          for k, v in sorted(c.items()) if k != "name")
        _wrapped(line, f"  {c['name']}: ", "      ", facts)


def rule_detail(r: dict[str, Any], fixtures: list[str]) -> None:
    line = _printer()
    if "redirected_from" in r:
        old = r["redirected_from"]
        line((visible(old["id"]), "bold"), f" is retired: {visible(old['note'])}; now "
             f"{visible(', '.join(old['successors']))}")
        line()
    line((visible(r["id"]), "bold"), f" {visible(r['title'])}  ({visible(r['game'])}, {visible(r['kind'])})")
    line()
    line(visible(r["text"]))
    line()
    origin = r["origin"]
    if origin.get("seed"):
        line(("Seed:", "bold"), " " + visible(origin["seed"]))
    if origin["type"] == "ruling":
        line(("Ruling:", "bold"), " " + visible(origin["reason"]))
    line()
    if fixtures:
        line((f"Fixtures ({len(fixtures)}):", "bold"))
        for f in fixtures:
            line("  " + visible(f))
    else:
        line(("Fixtures:", "bold"), " none found")


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


def test_report(results: list[dict[str, Any]], *, verbose: bool = False, unreadable: int = 0) -> None:
    line = _printer()
    for r in results:
        if r["ok"]:
            if verbose:
                line(("PASS", "green"), f" {visible(r['file'])} :: {visible(r['case'])}")
            continue
        line(("FAIL", "bold red"), f" {visible(r['file'])} :: {visible(r['case'])}")
        for label, text in (("expected", r["expected"]), ("got", r["got"])):
            first, *more = str(text).split("\n")        # the runner's lines, each shown as one
            line(f"  {label + ':':<9} {visible(first)}")
            for more_line in more:
                line(f"  {'':<9} {visible(more_line.strip())}")
    passed = sum(1 for r in results if r["ok"])
    # The closing line is plain text, alone on its line, for any CI reader.
    bad = f", {_plural(unreadable, 'file')} unreadable" if unreadable else ""
    print(f"{passed} passed, {len(results) - passed} failed{bad}")


def unknown_to_viewer(viewer: str, reason: str) -> None:
    _printer()((f"unknown to {visible(viewer)}", "bold yellow"), f": {visible(reason)}")


def explanation(tree: dict[str, Any], *, brief: bool = False, seed: bool = True) -> None:
    """The explanation tree as indented text, wrapped to the terminal with
    its guides kept: readable in any terminal and in a pipe. ``brief``: only
    the broken rules, their facts and fixes; ``seed`` False: no seed passages."""
    if tree["legal"] is None and "depends_on_hidden" in tree:
        return unknown_to_viewer(tree["viewer"], tree["depends_on_hidden"])
    line = _printer()
    if tree["legal"] is None:
        line(("unknown", "bold yellow"), f": {visible(tree['text'])}")
        for d in tree["depends_on_text"]:
            line(f"  {visible(d['message'])}")
    else:
        line(("legal", "bold green") if tree["legal"] else ("illegal", "bold red"), f": {visible(tree['text'])}")
    checks = [c for c in tree["checks"] if not (brief and c["held"])]
    for i, c in enumerate(checks):
        last = i == len(checks) - 1 and not tree.get("nearest")
        branch, stem = ("`-- ", "    ") if last else ("|-- ", "|   ")
        line(branch, (visible(c["rule"]), "bold"), f" {visible(c['title'])}: ",
             ("holds", "green") if c["held"] else ("BROKEN", "red"))
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
            _wrapped(line, f"{stem}{sub}{label}: ", f"{stem}{cont}{' ' * (len(label) + 2)}", text)
    if tree.get("effects"):
        line("what it does:")
        _events(line, tree["effects"])
    nearest = tree.get("nearest") or []
    if nearest:
        line("`-- legal moves nearest to this one:")
        for j, n in enumerate(nearest):
            sub, cont = ("`-- ", "    ") if j == len(nearest) - 1 else ("|-- ", "|   ")
            _wrapped(line, f"    {sub}", f"    {cont}", n["text"])
            _move_line(line, f"    {cont}", n["move"])
    assumptions(tree)


def replay_report(report: dict[str, Any], source: str, moves: list[Any]) -> None:
    line = _printer()
    for step in report.get("steps", []):
        line((f"move {step['index'] + 1}", "bold"), f": {visible(step['text'])}")
        _events(line, step["events"])
    if report["complete"]:
        line(f"{visible(source)}: {_plural(report['moves'], 'move')} replayed, all legal")
        outcome(report["outcome"])
        return
    i = report["index"]
    word = "unknown (it depends on card text rulecheck does not model)" if report["explanation"]["legal"] is None \
        else "illegal"
    line(f"{visible(source)}: move {i + 1} of {len(moves)} is {word} "
         f"(the first {i} were legal): {visible(move_json(moves[i]))}")
    explanation(report["explanation"])


def replay_summary(counts: dict[str, int]) -> None:
    _printer()(f"{_plural(sum(counts.values()), 'record')}: {counts['complete']} all legal, "
               f"{counts['illegal']} with an illegal move, {counts['unreadable']} unreadable")


def selfplay_report(report: dict[str, Any]) -> None:
    line = _printer()
    for r in report["results"]:
        if not r["ok"]:
            line(("BROKEN", "bold red"), f" {visible(report['game'])} from {visible(r['start'])}, seed {r['seed']}, "
                 f"after {r['moves']} moves: {visible(r['problem'])}")
    ended = sum(1 for r in report["results"] if r["ok"])
    print(f"{report['game']}: {report['games']} games, {report['moves']} moves checked "
          f"(seed {report['seed']}, bound {report['max_moves']} moves)")
    if report.get("unfinished"):
        print(f"{report['unfinished']} game(s) still going at the bound (this game's random play "
              f"need not end: see its selfplay_bound/2)")
    print(f"{ended} passed, {report['failed']} failed")
