"""The commands: each reads its input, asks the core for its answer
(pycli/core.py, the same answer `serve` gives), prints it through the
formatter --json chooses (render.print_json, or the one for people), and
returns the exit code; and COMMANDS, the one table of every command with its
arguments and options, from which cli.py builds the Typer command line.

Exit codes: 0 ok or legal, 1 illegal move / invalid state / failed tests,
2 bad input or usage, 3 internal error, 4 unknown to the --as player.
Errors are one line on stderr (guarded, from core.failure).
"""

from __future__ import annotations

import contextlib
import sys
from enum import IntEnum
from pathlib import Path
from typing import Any, Callable, Iterator, List, Optional

from . import core, inputs, render, schema
from .core import DEFAULT_LIMIT, UsageError


class ExitCode(IntEnum):
    """The exit codes every command follows (the README's table)."""
    OK = 0          # answered: legal, valid, all fixtures passed, ongoing or over
    FAILED = 1      # answered no: an illegal move, an invalid state (validate), a failed fixture or record
    BAD_INPUT = 2   # unreadable or malformed input, a position the rules cannot produce, or a usage error
    INTERNAL = 3    # a bug in rulecheck
    UNKNOWN = 4     # under --as: the answer depends on what that player cannot see
    UNKNOWN_TEXT = 5  # the answer depends on card text the engine does not model (its assumption hooks)


#: The exit code of each kind of failure (core.failure).
FAILURE_CODES = {"input": ExitCode.BAD_INPUT, "usage": ExitCode.BAD_INPUT, "limit": ExitCode.BAD_INPUT,
                 "internal": ExitCode.INTERNAL}


def guarded(command: Callable[[], int], json_errors: bool = False) -> int:
    """Run a command; whatever goes wrong becomes one line on stderr (a JSON
    object under --json) and an exit code, never a traceback."""
    try:
        return int(command())
    except BrokenPipeError:
        # The reader has gone (`rulecheck legal-moves ... | head -1`): end
        # quietly, and let nothing more be written to the closed pipe.
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return int(ExitCode.OK)
    except Exception as e:  # noqa: BLE001 - the last line of defence
        failure = core.failure(e)
        render.error(failure, json_errors)
        return int(FAILURE_CODES[failure["kind"]])


def print_version() -> int:
    from . import __version__

    sys.stdout.write(f"rulecheck {__version__}\n")
    return int(ExitCode.OK)


def wants_json(argv: list[str]) -> bool:
    """Whether a command line asks for JSON (then its errors are JSON too)."""
    for token in argv:
        if token == "--":
            return False
        if token == "--json":
            return True
    return False


def _legality(answer: dict[str, Any]) -> int:
    """The exit code of a verdict: legal, illegal, unknown to the viewer, or
    unknown because it depends on text the engine does not model."""
    if answer["legal"] is None and "depends_on_text" in answer:
        return int(ExitCode.UNKNOWN_TEXT)
    return int({True: ExitCode.OK, False: ExitCode.FAILED, None: ExitCode.UNKNOWN}[answer["legal"]])


def legal_moves(state: Path, json_: bool = False, all_: bool = False, as_: Optional[str] = None,
                player: Optional[str] = None, card: Optional[str] = None) -> int:
    """Every legal move of every player who may act now, in a stable order;
    with --player or --card, only the moves of that player or naming that
    card, each with its number in the whole listing."""
    s = inputs.load_state(state)
    if all_:
        return _all_legal_moves(s, str(state), json_, as_, player, card)
    page = core.legal_moves_page(s, DEFAULT_LIMIT, str(state), as_, player, card)
    if json_:
        render.print_json(page)
    else:
        render.legal_moves(page["moves"], str(state), total=page["count"], more_than=page.get("more_than"),
                           notes=page.get("depends_on_hidden", []), viewer=as_, filters=page.get("filter"),
                           truncated=page["truncated"])
        render.listing_apart(page)
    return int(ExitCode.OK)


def _all_legal_moves(s: dict, source: str, json_: bool, viewer: Optional[str], player: Optional[str] = None,
                     card: Optional[str] = None) -> int:
    """--all: the engine writes the listing to a file as it finds the moves,
    and it is printed from there, so that no listing, however long, is held
    in memory (forming a Clash of Decks hand has 80,640 moves)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="rulecheck-") as tmp:
        listing = Path(tmp) / "moves.jsonl"
        found = core.legal_moves_to_file(s, listing, source, viewer, player, card)
        entries = core.read_listing(listing)
        if json_:
            # The engine's answer, its moves streamed from the file (`players` is the heading's, for people).
            render.print_json_streamed({k: v for k, v in found.items() if k != "players"}, "moves", entries)
        else:
            render.legal_moves(entries, source, total=found["count"], actors=found["players"],
                               notes=found.get("depends_on_hidden", []), viewer=viewer, filters=found.get("filter"))
            render.listing_apart(found)
    return int(ExitCode.OK)


def check(state: Path, move: List[str], json_: bool = False, as_: Optional[str] = None) -> int:
    """Is MOVE legal in STATE? If not, every rule it breaks (exit code 1).
    Several moves: the last is asked about, in the position the others
    lead to, played in turn."""
    move = [move] if isinstance(move, str) else move      # one MOVE, as the API may give it
    s, k, (msrc, m) = _line_to_ask(inputs.load_state(state), move, str(state))
    with _move_of_line(k, len(move), str(state)):
        v = core.check(s, m, str(state), msrc, viewer=as_)
    if k < len(move):
        v = dict(v, step=k)       # a line is the command line's (the engine answers one move): where it stopped
        if not json_:
            render.error_line(_line_stopped(k, len(move), v))
    render.print_json(v) if json_ else render.verdict(v)
    return _legality(v)


def _line_to_ask(s: Any, moves: List[str], source: str) -> tuple[Any, int, tuple[str, dict]]:
    """The move to ask about and its position: the last move, after every
    other played in turn (each MOVE number read in the position it is
    played in), or the first of them that is illegal, where the line stops:
    ``(state, k, (move_source, move))``, k counted from 1."""
    for k, move in enumerate(moves, 1):
        with _move_of_line(k, len(moves), source):
            msrc, m = _load_move(s, move, source)
            if k == len(moves):
                break
            r = core.apply(s, m, source, msrc)
        if not r["legal"]:
            break
        s = inputs.CheckedState(r["state"])
    return s, k, (msrc, m)


@contextlib.contextmanager
def _move_of_line(k: int, n: int, state_source: str) -> Iterator[None]:
    """Bad input in the k-th move of a line of n moves says which move it
    is: "MOVE 2 of 3: $.action: ..." (a file's name: "m.json (move 2 of 3)")."""
    try:
        yield
    except inputs.InputError as e:
        if n > 1 and e.source != state_source and not isinstance(e, core.LimitError):
            e.source = f"MOVE {k} of {n}" if e.source == "MOVE" else f"{e.source} (move {k} of {n})"
        raise


def _refused_in_line(r: dict[str, Any], k: int, n: int, json_: bool) -> None:
    """The verdict of the k-th of n moves, illegal: the line stops there."""
    if json_:
        render.print_json(dict(r, step=k))     # a line is the command line's: where it stopped
    else:
        render.error_line(_line_stopped(k, n, r))
        render.verdict(r, stderr=True)


def _line_stopped(k: int, n: int, answer: dict[str, Any]) -> str:
    """Where a line of moves stops: its k-th of n moves, illegal or unknown."""
    return f"move {k} of {n} is {'unknown' if answer.get('legal') is None else 'illegal'}, so the line stops there:"


def apply(state: Path, move: List[str], json_: bool = False, events: bool = False) -> int:
    """What MOVE does: for people, the move's events in order, each with the
    rule that caused it, then what changed in the position, path by path;
    with --json, the next state, as JSON the other commands accept (with
    --events, {"state", "events"}: serve's answer). An illegal move is
    refused with the reasons `check` gives (exit code 1). Several moves are
    a line, played in turn (a MOVE number read in the position it is
    played in): each told, then what changed from the first position to
    the last; the line stops at an illegal move."""
    move = [move] if isinstance(move, str) else move      # one MOVE, as the API may give it
    source = str(state)
    s = inputs.load_state(state)
    if len(move) == 1 and json_:
        msrc, m = _load_move(s, move[0], source)
        answer = core.applied(s, m, source, msrc)
        legal = "state" in answer
        if legal and not events:
            _print_state(answer["state"], str(state))
        else:
            render.print_json(answer)
        return int(ExitCode.OK) if legal else _legality(answer)
    first, steps = s, []
    for k, mv in enumerate(move, 1):
        with _move_of_line(k, len(move), source):
            msrc, m = _load_move(s, mv, source)
            # With the move's text, for people, and what changed since the line's first position.
            r = core.apply(s, m, source, msrc, since=first if 1 < k == len(move) else None)
        if not r["legal"]:
            if len(move) == 1:
                render.verdict(r, stderr=True)
            else:
                if not json_:
                    render.applied_line(steps, None)
                _refused_in_line(r, k, len(move), json_)
            return _legality(r)
        steps.append(r)
        s = inputs.CheckedState(r["state"])
    if json_:
        if events:      # a line is the command line's: its steps gathered from one engine answer each
            render.print_json({"state": s, "events": [e for r in steps for e in r["events"]],
                               "changes": steps[-1]["changes"],
                               "steps": [{"move": r["move"], "text": r["text"], "events": r["events"]}
                                         for r in steps]})
        else:
            _print_state(s, source)
        return int(ExitCode.OK)
    # What changed (the engine's): from the full position the first one
    # stands for (a short position's defaults are no change), to the last.
    if len(steps) == 1:
        render.applied(steps[0], steps[0]["changes"])
    else:
        render.applied_line(steps, steps[-1]["changes"])
    render.assumptions(steps[-1])
    return int(ExitCode.OK)


def _print_state(state: dict, source: str) -> None:
    """A state as JSON every command reads back: indented, or on one line
    when indented it would pass the input bound (inputs.MAX_BYTES: a valid
    5 MB position indents to 10 MB); a state that would pass the bound even
    so (a short position standing for more) is refused, not written."""
    text = render.to_json(state)
    if len(text) * 4 > inputs.MAX_BYTES and len(text.encode("utf-8")) > inputs.MAX_BYTES:
        text = render.to_json_line(state)
        size = len(text.encode("utf-8"))
        if size > inputs.MAX_BYTES:
            raise core.LimitError(source, f"the position is {size} bytes as JSON, more than rulecheck reads "
                                          f"({inputs.MAX_BYTES} bytes): not written")
    sys.stdout.write(text + "\n")


def _load_move(s: dict, move: str, source: str) -> tuple[str, dict]:
    """MOVE: a file, inline JSON or YAML, or a number: the move of that
    number in the position's `legal-moves` listing (1 is the first)."""
    import os

    if move.isascii() and move.isdigit() and not os.path.lexists(move):
        if len(move) > schema.MAX_INT_DIGITS:
            raise inputs.InputError("MOVE", "", f"a number of {len(move)} digits is not the number of a legal "
                                                "move (rulecheck legal-moves lists them)")
        n = int(move)
        if n < 1:
            raise inputs.InputError("MOVE", "", f"{n} is not the number of a legal move: moves are numbered "
                                                "from 1 (rulecheck legal-moves lists them)")
        page = core.legal_moves_page(s, n, source)
        if n > len(page["moves"]):
            raise inputs.InputError("MOVE", "", f"{n} is not the number of a legal move: this position has "
                                                f"{page['count']} (rulecheck legal-moves lists them)")
        return f"MOVE {n}", page["moves"][n - 1]["move"]
    return inputs.load_move(move)


def normalize(state: Path, json_: bool = False) -> int:
    """The full position STATE stands for, as JSON every command accepts: the
    defaults filled in, zones given as counts made cards, cards named from
    the catalog given their values."""
    s = inputs.load_state(state)
    _print_state(core.normalize(s, str(state)), str(state))
    return int(ExitCode.OK)


def cards(game: str, query: Optional[str] = None, unmodelled: bool = False, json_: bool = False) -> int:
    """The cards rulecheck knows of a game, or those whose name holds QUERY;
    with --unmodelled, only those whose text it does not model."""
    found = core.cards(game, query or "", unmodelled=unmodelled)
    render.print_json(found) if json_ else render.card_list(game, found, query, unmodelled)
    return int(ExitCode.OK)


def new(game: str, players: Optional[str] = None, seed: int = 1, choice: Optional[List[str]] = None,
        json_: bool = False) -> int:
    """A legal starting position of GAME, the same bytes for the same seed."""
    options: dict = {}
    if players is not None:
        if players.isdigit() and len(players) > schema.MAX_INT_DIGITS:
            raise inputs.InputError("--players", "", schema.too_many_digits(len(players)))
        options["players"] = int(players) if players.isdigit() else [p.strip() for p in players.split(",")]
    for item in choice or []:
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise inputs.InputError("--choice", "", f"{item!r}: a choice is KEY=VALUE (e.g. hero=Dorinthea)")
        options.setdefault("choices", {}).setdefault(key, []).append(value)
    _print_state(core.new(game, seed, options), "GAME")
    return int(ExitCode.OK)


def explain(state: Path, move: List[str], json_: bool = False, as_: Optional[str] = None,
            brief: bool = False, no_seed: bool = False) -> int:
    """Why MOVE is legal or not, as a tree: each rule checked, whether it held,
    the facts of this position that decided it, and what would make it legal.
    Several moves: the last is explained, in the position the others lead to."""
    move = [move] if isinstance(move, str) else move      # one MOVE, as the API may give it
    s, k, (msrc, m) = _line_to_ask(inputs.load_state(state), move, str(state))
    with _move_of_line(k, len(move), str(state)):
        tree = core.explain(s, m, str(state), msrc, viewer=as_, brief=brief, seed=not no_seed)
    if k < len(move):
        tree = dict(tree, step=k)     # a line is the command line's (the engine answers one move): where it stopped
        if not json_:
            render.error_line(_line_stopped(k, len(move), tree))
    render.print_json(tree) if json_ else render.explanation(tree, brief=brief)
    return _legality(tree)


def replay(records: List[Path], json_: bool = False, verbose: bool = False, jobs: int = 1) -> int:
    """Check game records move by move: for each, the first illegal move with
    its explanation, or the final position and its outcome; with --verbose,
    every move and its events on the way. Exit code 1 if a record has an
    illegal move, 2 if one cannot be read (the others are still replayed)."""
    from . import batch

    if len(records) == 1 and jobs == 1:
        rec = inputs.load_record(records[0])
        report = core.replay_record(rec, verbose, str(records[0]))
        if json_:
            render.print_json(report)
        else:
            render.replay_report(report, str(records[0]), rec["moves"])
        if report["complete"]:
            return int(ExitCode.OK)
        return _legality(report["explanation"])     # illegal (1), or unknown: depends on card text (5)
    worst = ExitCode.OK
    counts = {"complete": 0, "illegal": 0, "unreadable": 0}
    items = [(str(r), verbose, not json_) for r in records]
    for out in batch.ordered_map(replay_file, items, jobs=jobs, chunk=4):
        if "error" in out:
            counts["unreadable"] += 1
            worst = ExitCode.BAD_INPUT
            if json_:
                error = {k: v for k, v in out["error"].items() if k != "file"}
                render.print_json_line({"file": out["file"], "error": error})    # records are files: the host's
            else:
                render.error(out["error"])
            continue
        report = out["report"]
        counts["complete" if report["complete"] else "illegal"] += 1
        if not report["complete"] and worst == ExitCode.OK:
            worst = ExitCode.FAILED
        if json_:
            render.print_json_line({"file": out["file"], "report": report})
        else:
            render.replay_report(report, out["file"], out["moves"])
    if not json_:
        render.replay_summary(counts)
    return int(worst)


def replay_file(item: tuple[str, bool, bool]) -> dict[str, Any]:
    """One record's replay as plain data (a worker of `replay --jobs`)."""
    name, verbose, with_moves = item
    try:
        rec = inputs.load_record(Path(name))
        report = core.replay_record(rec, verbose, name)
    except inputs.InputError as e:
        return {"file": name, "error": core.failure(e)}
    out: dict[str, Any] = {"file": name, "report": report}
    if with_moves:
        out["moves"] = rec["moves"]
    return out


def serve(stdio: bool = True, jobs: int = 1, json_: bool = False) -> int:
    """The engine for programs: JSON-lines requests on standard input, one
    JSON-lines answer each on standard output, in order (docs/protocol.md;
    JSON already: --json changes nothing)."""
    from . import serve as serve_

    return serve_.serve(jobs=jobs)


def show(state: Path, as_: Optional[str] = None, json_: bool = False) -> int:
    """Draw the position in the terminal (plain text when not a terminal);
    --json gives what is drawn: the position as the viewer sees it and the
    engine's display model of it (rules.pl/rc_display.pl)."""
    s = inputs.load_state(state)
    if json_:
        render.print_json(core.shown(s, as_, str(state)))
        return int(ExitCode.OK)
    core.validate_or_raise(s, str(state))
    from . import board

    board.show(core.display(s, as_, str(state)), viewer=as_)
    return int(ExitCode.OK)


def outcome(state: Path, json_: bool = False) -> int:
    """Ongoing, or who won and who lost, and by which rule."""
    s = inputs.load_state(state)
    o = core.outcome(s, str(state))
    render.print_json(o) if json_ else render.outcome(o)
    return int(ExitCode.OK)


def validate(state: Path, json_: bool = False) -> int:
    """Structural (JSON Schema) and semantic checks of a state, each with its
    JSON path. Exit code 1 if it has problems."""
    s = inputs.load_state(state, structural=False)
    answer = core.validation(s, str(state))
    if json_:
        render.print_json(answer)
    else:
        render.validation(answer["errors"], str(state))
        render.assumptions(answer)
    return int(ExitCode.OK if answer["valid"] else ExitCode.FAILED)


def schema_(game: Optional[str] = None, json_: bool = False, output: Optional[str] = None) -> int:
    """Print the JSON Schema of a game's state files, or with --output
    COMMAND the JSON Schema of that command's --json output (JSON already:
    --json changes nothing)."""
    if (game is None) == (output is None):
        raise UsageError("usage: rulecheck schema GAME, or rulecheck schema --output COMMAND")
    if output is not None:
        text = schema.output_schema_text(output)
        if text is None:
            raise inputs.InputError("--output", "", f"no output schema for {output!r}; the commands with one are: "
                                                    f"{', '.join(schema.output_schema_names())}")
    else:
        text = schema.schema_text(core.known_game(game))
        if text is None:
            raise inputs.InputError("GAME", "", f"{game} has no schema.json in its folder")
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return int(ExitCode.OK)


def rules(game: Optional[str] = None, rule_id: Optional[str] = None, json_: bool = False, markdown: bool = False) -> int:
    """The rulebook with IDs, or one rule with its text, its source and the
    fixtures that exercise it. A rule ID alone (`rules cd-201`) is looked up
    in every game; IDs are case-insensitive. Words instead of an ID
    (`rules clash-of-decks aerial`, `rules "go again"`) list the rules that
    speak of them."""
    if game is not None and rule_id is None and game not in core.games():
        if RULE_ID.fullmatch(game):
            game, rule_id = None, game
        else:
            found = core.search_rules(game)
            if not found:
                core.known_game(game)               # a mistyped game is answered as one
            return _found_rules(found, game, None, json_)
    if rule_id is not None and not RULE_ID.fullmatch(rule_id):
        return _found_rules(core.search_rules(rule_id, game), rule_id, game, json_)
    if rule_id is not None:
        r = core.rule(rule_id, game)
        render.print_json(r) if json_ else render.rule_detail(r, r["fixtures"])
        return int(ExitCode.OK)
    book = core.rulebook(game)
    if markdown:
        games = [game] if game else core.games()
        sys.stdout.write("\n\n".join(render.rules_markdown(g, [r for r in book if r["game"] == g]) for g in games))
    else:
        render.print_json(book) if json_ else render.rule_list(book)
    return int(ExitCode.OK)


RULE_ID = __import__("re").compile(r"[A-Za-z]+-\d+")


def _found_rules(found: list[dict[str, Any]], query: str, game: Optional[str], json_: bool) -> int:
    """The rules a search found, as the rulebook lists them."""
    if not found:
        where = f" of {game}" if game else ""
        raise inputs.InputError("QUERY", "", f"no rule{where} speaks of {query!r}; "
                                f"`rulecheck rules{' ' + game if game else ''}` lists them all")
    if json_:
        render.print_json(found)
    else:
        render.rule_list(found, heading=f"{len(found)} rule{'s' if len(found) != 1 else ''} "
                         f"speak{'s' if len(found) == 1 else ''} of {query!r}")
    return int(ExitCode.OK)


ENGINES = ("native", "wasm")


def test(paths: Optional[List[Path]] = None, json_: bool = False, verbose: bool = False,
         keyword: Optional[str] = None, rule: Optional[str] = None, exitfirst: bool = False,
         junit_xml: Optional[str] = None, jobs: int = 1, engine: str = "native") -> int:
    """Run fixtures; print each failure with what was expected and what came,
    and end with `N passed, N failed`. ``engine`` "wasm": the same runner,
    the engine's requests answered by the WebAssembly build under node."""
    from . import fixture_runner

    if engine not in ENGINES:
        raise UsageError(f"usage: unknown engine {engine!r}; the engines are: {', '.join(ENGINES)}")
    if engine == "wasm":
        if jobs != 1:
            raise UsageError("usage: --engine wasm answers with one engine (no --jobs)")
        from . import npm, wasm_engine

        try:
            wasm_engine.use()
        except npm.PackageError as e:
            raise UsageError(f"the web bundle could not be built: {e}") from None
    report = fixture_runner.run_report(paths or [fixture_runner.fixtures_dir()], keyword, rule, exitfirst,
                                       jobs)
    results = report.results
    for warning in report.warnings:
        render.error_line(f"warning: {warning}")
    if report.errors and not results:           # nothing ran: the errors are the answer
        if len(report.errors) == 1:
            raise inputs.InputError(*report.errors[0])
        for e in report.errors:
            render.error(core.failure(inputs.InputError(*e)), as_json=json_)
        return int(ExitCode.BAD_INPUT)
    if junit_xml is not None:
        try:
            Path(junit_xml).write_text(fixture_runner.junit_xml(results), "utf-8")
        except OSError as e:
            raise inputs.InputError(junit_xml, "", e.strerror or str(e)) from None
    failed = sum(1 for r in results if not r["ok"])
    bad = [core.failure(inputs.InputError(*e)) for e in report.errors]
    if json_:
        out: dict[str, Any] = {"results": results, "passed": len(results) - failed, "failed": failed}
        if report.warnings:
            out["warnings"] = report.warnings
        if bad:
            out["unreadable"] = bad
        render.print_json(out)
    else:
        for failure in bad:
            render.error(failure)
        render.test_report(results, verbose=verbose, unreadable=len(bad))
    if bad:
        return int(ExitCode.BAD_INPUT)
    return int(ExitCode.FAILED if failed else ExitCode.OK)


def web(build: Optional[Path] = None, port: int = 8000, force: bool = False, json_: bool = False) -> int:
    """Write the web bundle (--build DIR), or serve it on localhost."""
    from . import npm, webbundle

    folder = build if build is not None else webbundle.default_dir()
    try:
        if build is not None:
            files = webbundle.build(folder, force=force)
        else:
            folder = webbundle.built_default()
            files = {p.relative_to(folder).as_posix(): p.stat().st_size
                     for p in sorted(folder.rglob("*")) if p.is_file()}
    except npm.PackageError as e:
        raise UsageError(f"the web bundle could not be built: {e}") from None
    except webbundle.FolderInUse as e:
        raise UsageError(f"--build: {e}") from None
    except OSError as e:
        raise inputs.InputError(str(folder), "", e.strerror or str(e)) from None
    if build is not None:
        report = {"folder": str(folder), "files": files, "bytes": sum(files.values())}
        if json_:
            render.print_json(report)
        else:
            sys.stdout.write(f"{folder}: {len(files)} files, {report['bytes']:,} bytes\n")
        return int(ExitCode.OK)

    def listening(bound: int) -> None:
        url = f"http://127.0.0.1:{bound}/"
        if json_:
            render.print_json({"folder": str(folder), "files": files, "bytes": sum(files.values()), "url": url})
        else:
            sys.stdout.write(f"serving {folder} at {url} (Ctrl-C ends)\n")
        sys.stdout.flush()

    try:
        webbundle.serve(folder, port, listening)
    except KeyboardInterrupt:
        pass
    except OSError as e:
        raise inputs.InputError("--port", "", f"cannot serve on port {port}: {e.strerror or e}") from None
    return int(ExitCode.OK)


def bench(games: Optional[List[str]] = None, runs: int = 15, steps: int = 1000, seed: int = 1,
          json_: bool = False) -> int:
    """Measure start-up, memory, throughput and growth (pycli/bench.py)."""
    from . import bench as bench_

    chosen = [core.known_game(g) for g in games or core.games()]
    report = bench_.run(chosen, runs, steps, seed)
    render.print_json(report) if json_ else bench_.render(report)
    return int(ExitCode.OK)


def selfplay(game: str, games: int = 20, seed: int = 1, max_moves: Optional[int] = None,
             json_: bool = False) -> int:
    """Random legal play checking every invariant at every step (pycli/selfplay.py)."""
    from . import selfplay as selfplay_

    report = selfplay_.selfplay(core.known_game(game), games, seed, max_moves)
    render.print_json(report) if json_ else render.selfplay_report(report)
    return int(ExitCode.FAILED if report["failed"] else ExitCode.OK)


                                # The table #

class Arg:
    """A positional argument: ``name`` is the command function's parameter;
    ``kind`` str or Path; ``many`` takes every remaining argument;
    ``complete`` names what the shell completes ("game", "rule",
    "game_or_rule"). (Plain classes: dataclasses cost start-up.)"""
    __slots__ = ("name", "help", "kind", "required", "many", "complete")

    def __init__(self, name: str, help: str, kind: type = str, required: bool = True, many: bool = False,
                 complete: Optional[str] = None):
        self.name, self.help, self.kind, self.required, self.many, self.complete = \
            name, help, kind, required, many, complete


#: The bounds of the command line's numbers: a number out of its option's
#: range is a usage error (exit 2) before anything runs. A seed is what the
#: engine's shuffle takes (0 to 2^63-1, as serve's `seed`); a count of runs,
#: moves or games is bounded so that the engine's limits stay integers.
MAX_SEED = 2**63 - 1
MAX_COUNT = 1_000_000
MAX_JOBS = 256


class Opt:
    """An option: a flag (``kind`` bool) or an option with a value (str, int
    from ``min`` to ``max``, or list: repeatable, its values in order)."""
    __slots__ = ("name", "flags", "help", "kind", "default", "metavar", "min", "max")

    def __init__(self, name: str, flags: tuple[str, ...], help: str, kind: type = bool, default: Any = False,
                 metavar: Optional[str] = None, min: Optional[int] = None, max: Optional[int] = None):
        self.name, self.flags, self.help, self.kind, self.default, self.metavar, self.min, self.max = \
            name, flags, help, kind, default, metavar, min, max
        if kind is int and (min is None or max is None):
            raise ValueError(f"the number option {flags[0]} needs its bounds (min and max)")


class Command:
    """A command: its name, the function that runs it, its help, its
    arguments and options."""
    __slots__ = ("name", "run", "help", "args", "options")

    def __init__(self, name: str, run: Callable[..., int], help: str, args: tuple[Arg, ...] = (),
                 options: tuple[Opt, ...] = ()):
        self.name, self.run, self.help, self.args, self.options = name, run, help, args, options


def scaffold(game: str, title: Optional[str] = None, prefix: Optional[str] = None,
             root: Optional[Path] = None, json_: bool = False) -> int:
    """Create a new game from the template; list the files written."""
    from . import scaffold as scaffolding

    made = scaffolding.scaffold(game, title=title, prefix=prefix, root=root)
    if json_:
        render.print_json(made)
    else:
        for path in made["written"]:
            print(path)
    return int(ExitCode.OK)


STATE = Arg("state", "A state file (JSON or YAML), or a fixture file whose state is used; - reads standard "
            "input.", Path)
MOVE = Arg("move", "The move: a file holding it when such a file exists (- reads standard input), "
           "a number (the move of that number in legal-moves), otherwise inline JSON (or YAML) such as "
           "'{\"player\": \"alice\", \"action\": \"assault\"}'. Several moves are a line, played in "
           "turn (a number read in the position it is played in); the last is the one asked about.",
           many=True)
JSON = Opt("json_", ("--json",), "Print stable, sorted, machine-readable JSON.")
AS = Opt("as_", ("--as",), "Answer only from what PLAYER may know; say when the answer depends on hidden information.",
         str, None, "PLAYER")
GAME = Arg("game", "A game id (rulecheck rules lists them).", complete="game")
JOBS = Opt("jobs", ("--jobs", "-j"), "Answer with N engines in worker processes (in order).", int, 1, "N", min=1,
           max=MAX_JOBS)

COMMANDS: tuple[Command, ...] = (
    Command("legal-moves", legal_moves, "Every legal move of every player who may act now, in a stable order.",
            (STATE,), (JSON, Opt("all_", ("--all",), f"List every move, even past {DEFAULT_LIMIT}."), AS,
                       Opt("player", ("--player",), "Only the moves of PLAYER (numbered as in the whole "
                           "listing).", str, None, "PLAYER"),
                       Opt("card", ("--card",), "Only the moves that name CARD, by its id or its name "
                           "(numbered as in the whole listing).", str, None, "CARD"))),
    Command("check", check, "Is MOVE legal in STATE? If not, every rule it breaks (exit code 1).",
            (STATE, MOVE), (JSON, AS)),
    Command("apply", apply, "What MOVE does: its events in order, each with its rule, then what changed in "
            "the position. With --json, the next state, as JSON the other commands accept. An illegal move "
            "is refused with the reasons `check` gives (exit code 1).", (STATE, MOVE),
            (JSON, Opt("events", ("--events",), 'With --json: print {"state", "events"}, the events too.'))),
    Command("explain", explain, "Why MOVE is legal or not, as a tree: each rule checked, whether it held, "
            "the facts of this position that decided it, and what would make it legal.", (STATE, MOVE),
            (JSON, AS, Opt("brief", ("--brief",), "Only the broken rules, their facts and their fixes."),
             Opt("no_seed", ("--no-seed",), "Leave out the seed passages."))),
    Command("replay", replay, "Check game records move by move: for each, the first illegal move with its "
            "explanation (exit code 1), or the final position and its outcome. With several records, --json "
            "prints one JSON object per record, a line each.",
            (Arg("records", "Game records: an initial state and its moves in order; - reads standard input.",
                 Path, many=True),),
            (JSON, Opt("verbose", ("--verbose", "-v"), "Tell every move and what it did, on the way."), JOBS)),
    Command("show", show, "Draw the position in the terminal (plain text when not a terminal); --json gives "
            "what is drawn: the position as the viewer sees it and the engine's display model.", (STATE,), (AS, JSON)),
    Command("outcome", outcome, "Ongoing, or who won and who lost, and by which rule.", (STATE,), (JSON,)),
    Command("validate", validate, "Structural (JSON Schema) and semantic checks of a state, each with its "
            "JSON path. Exit code 1 if it has problems.", (STATE,), (JSON,)),
    Command("schema", schema_, "Print the JSON Schema of a game's state files, or of a command's --json "
            "output (--output COMMAND).",
            (Arg("game", "A game id (rulecheck rules lists them).", required=False, complete="game"),),
            (JSON, Opt("output", ("--output",), "The schema of COMMAND's --json output instead "
                       "(legal-moves, check, apply, ..., and error for the errors under --json).", str, None,
                       "COMMAND"))),
    Command("normalize", normalize, "The full position STATE stands for, as JSON every command accepts: "
            "defaults filled in, zones given as counts made unknown cards, cards named from the catalog given "
            "their values.", (STATE,), (JSON,)),
    Command("cards", cards, "The cards rulecheck knows of GAME (its catalog), or those whose name holds QUERY "
            "(case- and accent-insensitive).",
            (GAME, Arg("query", "A part of the card's name.", required=False)),
            (Opt("unmodelled", ("--unmodelled",), "Only the cards whose text rulecheck does not model (the "
                 "answers about a position that holds one assume it changes nothing, or are unknown)."), JSON)),
    Command("new", new, "A legal starting position of GAME, as JSON: the same seed gives the same bytes. "
            "Step from it with legal-moves and apply.", (GAME,),
            (Opt("players", ("--players",), "How many players, or their names, comma-separated.", str, None,
                 "N|NAMES"),
             Opt("seed", ("--seed",), "The seed of the shuffle.", int, 1, min=0, max=MAX_SEED),
             Opt("choice", ("--choice",), "A game's own choice, KEY=VALUE (e.g. hero=Dorinthea); repeatable.",
                 list, None, "KEY=VALUE"),
             JSON)),
    Command("rules", rules, "The rulebook with IDs (a table in a terminal, plain columns in a pipe), or one "
            "rule with its text, its source and the fixtures that exercise it, or the rules that speak of "
            "some words (a keyword search).",
            (Arg("game", "A game id; all games if omitted. A rule ID or words alone are looked up in every game.",
                 required=False, complete="game_or_rule"),
             Arg("rule_id", "One rule's ID (case-insensitive), or words the rules speak of "
                 "(\"aerial\", \"go again\": case- and accent-insensitive).", required=False, complete="rule")),
            (JSON, Opt("markdown", ("--markdown",), "The rulebook as Markdown (docs/rules/)."))),
    Command("test", test, "Run fixtures; print each failure with what was expected and what came, "
            "and end with `N passed, N failed`.",
            (Arg("paths", "Fixture files or folders; the bundled fixtures if omitted.", Path,
                 required=False, many=True),),
            (JSON, Opt("verbose", ("--verbose", "-v"), "Also list the cases that pass."),
             Opt("keyword", ("-k",), "Run only the cases whose fixture title or case name holds TEXT "
                 "(case-insensitive).", str, None, "TEXT"),
             Opt("rule", ("--rule",), "Run only the cases that cite the rule ID.", str, None, "ID"),
             Opt("exitfirst", ("-x", "--exitfirst"), "Stop at the first failing case."),
             Opt("junit_xml", ("--junit-xml",), "Also write a JUnit XML report (for CI systems) to FILE.",
                 str, None, "FILE"),
             JOBS,
             Opt("engine", ("--engine",), "Which engine answers: native (SWI-Prolog, the default) or wasm "
                 "(the web bundle's WebAssembly build, under node).", str, "native", "ENGINE"))),
    Command("web", web, "The engine for the browser: write the web bundle (SWI-Prolog's WebAssembly build "
            "from the pinned npm package, the rules, the schemas, rulecheck.js) with --build DIR, or serve it "
            "on localhost, building it first into the cache.", (),
            (Opt("build", ("--build",), "Write the bundle into DIR and exit.", Path, None, "DIR"),
             Opt("port", ("--port",), "The port to serve on (0: any free port).", int, 8000, "N", min=0,
                 max=65535),
             Opt("force", ("--force",), "With --build: write into DIR even if it holds files that are not "
                 "a rulecheck web bundle (those of the bundle's names are overwritten)."),
             JSON)),
    Command("serve", serve, "The engine for programs: JSON-lines requests on standard input (check, "
            "legal_moves, apply, explain, outcome, validate, normalize, replay, show, cards, new, rules, "
            "games), one JSON-lines answer each "
            "on standard output, in order; the protocol is in docs/protocol.md.", (),
            (Opt("stdio", ("--stdio",), "Talk over standard input and output (the one transport)."), JOBS,
             Opt("json_", ("--json",), "Accepted for uniformity: the engine mode speaks JSON lines already."))),
    Command("bench", bench, "Measure start-up against a bare SWI-Prolog answering the same question, peak "
            "memory, a combinatorial position, random play from real starts (moves per second), the engine "
            "mode, fixtures per second, and how the cost grows with the position; each figure with its command.",
            (Arg("games", "Game ids; all games if omitted.", required=False, many=True, complete="game"),),
            (Opt("runs", ("--runs",), "Start-up runs of each command.", int, 15, min=1, max=MAX_COUNT),
             Opt("steps", ("--steps",), "Random-play moves from each start.", int, 1000, min=1, max=MAX_COUNT),
             Opt("seed", ("--seed",), "Random seed for the play.", int, 1, min=0, max=MAX_SEED),
             JSON)),
    Command("scaffold", scaffold, "Create a new game from the template (tic-tac-toe) in this checkout: "
            "rules.pl/GAME/ with its schema, fixtures/GAME/ and docs/games/GAME.md, named right; the engine "
            "finds it by its folder.",
            (Arg("game", "The new game's id: lowercase words joined by hyphens (noughts-and-crosses)."),),
            (Opt("title", ("--title",), "The game's name in words.", str, None, "TITLE"),
             Opt("prefix", ("--prefix",), "The rule IDs' prefix (default: the id's initials).", str, None,
                 "PREFIX"),
             Opt("root", ("--root",), "The checkout to write into (default: the one rulecheck runs from).",
                 Path, None, "DIR"),
             JSON)),
    Command("selfplay", selfplay, "Play random legal games from the game's valid starting positions and "
            "check, at every step, the invariants that must never break (exit code 1 if one does).",
            (GAME,),
            (Opt("games", ("--games",), "How many games to play.", int, 20, min=1, max=MAX_COUNT),
             Opt("seed", ("--seed",), "The same seed plays the same games.", int, 1, min=0, max=MAX_SEED),
             Opt("max_moves", ("--max-moves",), "The bound on a game's length.", int, None, min=1, max=MAX_COUNT),
             JSON)),
)

BY_NAME = {c.name: c for c in COMMANDS}

#: An example of each command, shown at the end of its --help.
EXAMPLES = {
    "legal-moves": "rulecheck legal-moves fixtures/clash-of-decks/states/midgame.json",
    "check": "rulecheck check state.json '{\"player\": \"bob\", \"action\": \"play\", \"card\": \"b-shaman\", "
             "\"lane\": \"top\"}'",
    "apply": "rulecheck apply --json state.json move.json > next.json",
    "explain": "rulecheck explain --as alice state.json move.json",
    "replay": "rulecheck replay --jobs 2 records/*.json",
    "scaffold": "rulecheck scaffold noughts-and-crosses --title 'Noughts and crosses'",
    "serve": "rulecheck serve --stdio --jobs 2 < requests.jsonl > answers.jsonl",
    "show": "rulecheck apply --json state.json move.json | rulecheck show -",
    "outcome": "rulecheck outcome --json state.json",
    "validate": "rulecheck validate state.json",
    "schema": "rulecheck schema --output check > check-output.schema.json",
    "rules": "rulecheck rules CD-201",
    "normalize": "rulecheck normalize short-position.yaml",
    "cards": "rulecheck cards flesh-and-blood \"pack hunt\"",
    "new": "rulecheck new blood-bound --players 7 --seed 3",
    "test": "rulecheck test fixtures/clash-of-decks -k aerial -x --junit-xml report.xml; "
            "rulecheck test --engine wasm fixtures",
    "bench": "rulecheck bench clash-of-decks --runs 5",
    "web": "rulecheck web --build /tmp/rulecheck-web && rulecheck web --port 8000",
    "selfplay": "rulecheck selfplay blood-bound --games 100 --seed 7",
}
