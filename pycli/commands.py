"""The commands: what each does (read the input, ask the core, print the
answer, return the exit code), and COMMANDS, the one table of every command
with its arguments and options.

The table drives both ways in: main.py parses the plain forms of a command
itself, fast (no Typer: importing it costs about 45 ms, docs/benchmarks.md),
and cli.py builds the Typer command line from the same table for everything
else (--help, usage errors). No Typer import here.

Exit codes: 0 ok or legal, 1 illegal move / invalid state / failed tests,
2 bad input or usage, 3 internal error. Errors are one line on stderr.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any, Callable, List, Optional

from . import core, engine, inputs, render, schema


class ExitCode(IntEnum):
    OK = 0
    FAILED = 1  # an illegal move, an invalid state, a failed fixture
    BAD_INPUT = 2  # unreadable or malformed input, or a usage error
    INTERNAL = 3  # a bug in rulecheck


def guarded(command: Callable[[], int]) -> int:
    """Run a command; whatever goes wrong becomes one line on stderr and an
    exit code, never a traceback."""
    try:
        return int(command())
    except inputs.InputError as e:
        render.error_line(str(e))
        return ExitCode.BAD_INPUT
    except engine.EngineError as e:
        if e.kind == "limit":
            render.error_line(e.message)
            return ExitCode.BAD_INPUT
        render.error_line(f"internal error: {e.message}")
        return ExitCode.INTERNAL
    except BrokenPipeError:
        return ExitCode.OK
    except RecursionError:
        render.error_line("the input is nested too deeply")
        return ExitCode.BAD_INPUT
    except MemoryError:
        render.error_line("the input is too large for the memory available")
        return ExitCode.BAD_INPUT
    except Exception as e:  # noqa: BLE001 - the last line of defence
        render.error_line(f"internal error: {type(e).__name__}: {e}")
        return ExitCode.INTERNAL


#: legal-moves lists at most this many moves unless --all is given.
DEFAULT_LIMIT = 1000


def legal_moves(state: Path, json_: bool = False, all_: bool = False, as_: Optional[str] = None) -> int:
    """Every legal move of every player who may act now, in a stable order."""
    s = inputs.load_state(state)
    page = core.legal_moves_page(s, None if all_ else DEFAULT_LIMIT, str(state))
    if as_ is not None:
        page = _as_viewer(s, as_, page, str(state))
    if json_:
        render.print_json(page)
    else:
        render.legal_moves(page["moves"], str(state), total=page["count"],
                           notes=page.get("depends_on_hidden", []), viewer=as_)
    return int(ExitCode.OK)


def _as_viewer(s: dict, viewer: str, page: dict, source: str) -> dict:
    """Keep the moves whose legality the viewer can judge; note the rest."""
    reasons = core.hidden_reasons(s, viewer, [m["move"] for m in page["moves"]], source)
    kept = [m for m, r in zip(page["moves"], reasons) if r is None]
    notes = sorted(set(r for r in reasons if r is not None))
    return {"moves": kept, "count": len(kept), "truncated": page["truncated"],
            "viewer": viewer, "depends_on_hidden": notes}


def _hidden_verdict(s: dict, viewer: str | None, move: dict, source: str, json_: bool) -> bool:
    """With --as: if the move's legality turns on what the viewer cannot see,
    say so and return True."""
    if viewer is None:
        return False
    reason = core.hidden_reasons(s, viewer, [move], source)[0]
    if reason is None:
        return False
    if json_:
        render.print_json({"legal": None, "viewer": viewer, "depends_on_hidden": reason, "move": move})
    else:
        render.unknown_to_viewer(viewer, reason)
    return True


def check(state: Path, move: str, json_: bool = False, as_: Optional[str] = None) -> int:
    """Is MOVE legal in STATE? If not, every rule it breaks (exit code 1)."""
    s = inputs.load_state(state)
    msrc, m = inputs.load_move(move)
    if _hidden_verdict(s, as_, m, str(state), json_):
        return int(ExitCode.OK)
    v = core.check(s, m, str(state), msrc)
    render.print_json(v) if json_ else render.verdict(v)
    return int(ExitCode.OK if v["legal"] else ExitCode.FAILED)


def apply(state: Path, move: str, json_: bool = False) -> int:
    """The state after MOVE, as JSON the other commands accept. An illegal move
    is refused with the reasons `check` gives (exit code 1)."""
    s = inputs.load_state(state)
    msrc, m = inputs.load_move(move)
    r = core.apply(s, m, str(state), msrc)
    if r["legal"]:
        render.print_json(r["state"])
        return int(ExitCode.OK)
    if json_:
        render.print_json(r)
    else:
        render.verdict(r, stderr=True)
    return int(ExitCode.FAILED)


def explain(state: Path, move: str, json_: bool = False, as_: Optional[str] = None) -> int:
    """Why MOVE is legal or not, as a tree: each rule checked, whether it held,
    the facts of this position that decided it, and what would make it legal."""
    s = inputs.load_state(state)
    msrc, m = inputs.load_move(move)
    if _hidden_verdict(s, as_, m, str(state), json_):
        return int(ExitCode.OK)
    tree = core.explain(s, m, str(state), msrc)
    render.print_json(tree) if json_ else render.explanation(tree)
    return int(ExitCode.OK if tree["legal"] else ExitCode.FAILED)


def replay(record: Path, json_: bool = False) -> int:
    """Check a game record move by move: the first illegal move with its
    explanation (exit code 1), or the final position and its outcome."""
    rec = inputs.load_record(record)
    report = core.replay(rec["initial"], rec["moves"], str(record))
    if json_:
        render.print_json(report)
    else:
        render.replay_report(report, str(record), rec["moves"])
    return int(ExitCode.OK if report["complete"] else ExitCode.FAILED)


def show(state: Path, as_: Optional[str] = None) -> int:
    """Draw the position in the terminal (plain text when not a terminal)."""
    s = inputs.load_state(state)
    core.validate_or_raise(s, str(state))
    model = core.display(s, as_, str(state))
    if as_ is not None:
        s = core.masked(s, core.hidden_paths(s, as_, str(state)))
    from . import views

    views.show(s, model, viewer=as_)
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
    errs = core.validate(s, str(state))
    if json_:
        render.print_json({"valid": not errs, "errors": errs})
    else:
        render.validation(errs, str(state))
    return int(ExitCode.FAILED if errs else ExitCode.OK)


def schema_(game: str) -> int:
    """Print the JSON Schema of a game's state files."""
    text = schema.schema_text(game)
    if text is None:
        raise inputs.InputError("GAME", "", f"unknown game {game!r}; the games are: {', '.join(core.games())}")
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return int(ExitCode.OK)


def _rules_of(game: str) -> list[dict]:
    if game not in core.games():
        raise inputs.InputError("GAME", "", f"unknown game {game!r}; the games are: {', '.join(core.games())}")
    return [dict(r, game=game) for r in core.rules(game)]


def _fixtures_citing(rule_id: str) -> list[str]:
    from . import fixture_runner

    found = []
    root = fixture_runner.fixtures_dir()
    if not root.is_dir():
        return found
    for fx in fixture_runner.all_fixtures(root):
        cited = set(fx.rules)
        for c in fx.cases:
            cited.update(c.get("rules", []))
            cited.update(c.get("violates", []))
            cited.update(e.get("rule") for e in c.get("errors", []) if isinstance(e, dict))
        if rule_id in cited:
            found.append(str(fx.path.relative_to(root.parent)))
    return found


def rules(game: Optional[str] = None, rule_id: Optional[str] = None, json_: bool = False, markdown: bool = False) -> int:
    """The rulebook with IDs, or one rule with its text, its source and the
    fixtures that exercise it."""
    games = [game] if game else core.games()
    rules = [r for g in games for r in _rules_of(g)]
    if rule_id is not None:
        hits = [r for r in rules if r["id"] == rule_id]
        if not hits:
            raise inputs.InputError("RULE_ID", "", f"no rule {rule_id!r} in {game}")
        r = dict(hits[0], fixtures=_fixtures_citing(rule_id))
        render.print_json(r) if json_ else render.rule_detail(r, r["fixtures"])
    elif markdown:
        sys.stdout.write("\n\n".join(render.rules_markdown(g, [r for r in rules if r["game"] == g]) for g in games))
    elif json_:
        render.print_json(rules)
    else:
        render.rule_list(rules)
    return int(ExitCode.OK)


def test(paths: Optional[List[Path]] = None, json_: bool = False, verbose: bool = False) -> int:
    """Run fixtures; print each failure with what was expected and what came,
    and end with `N passed, N failed`."""
    from . import fixture_runner

    results = fixture_runner.run_paths(paths or [fixture_runner.fixtures_dir()])
    failed = sum(1 for r in results if not r["ok"])
    if json_:
        render.print_json({"results": results, "passed": len(results) - failed, "failed": failed})
    else:
        render.test_report(results, verbose=verbose)
    return int(ExitCode.FAILED if failed else ExitCode.OK)




def bench(games: Optional[List[str]] = None, runs: int = 15, steps: int = 1000, seed: int = 1,
          json_: bool = False) -> int:
    """Measure start-up, memory, throughput and growth (pycli/bench.py)."""
    from . import bench as bench_

    chosen = games or core.games()
    unknown = [g for g in chosen if g not in core.games()]
    if unknown:
        raise inputs.InputError("GAME", "", f"unknown game {unknown[0]!r}; the games are: {', '.join(core.games())}")
    report = bench_.run(chosen, runs, steps, seed)
    render.print_json(report) if json_ else bench_.render(report)
    return ExitCode.OK


def selfplay(game: str, games: int = 20, seed: int = 1, max_moves: Optional[int] = None,
             json_: bool = False) -> int:
    """Random legal play checking every invariant at every step (pycli/selfplay.py)."""
    from . import selfplay as selfplay_

    if game not in core.games():
        raise inputs.InputError("GAME", "", f"unknown game {game!r}; the games are: {', '.join(core.games())}")
    report = selfplay_.selfplay(game, games, seed, max_moves)
    if json_:
        render.print_json(report)
    else:
        render.selfplay_report(report)
    return ExitCode.FAILED if report["failed"] else ExitCode.OK


                                # The table #

@dataclass(frozen=True)
class Arg:
    """A positional argument: ``name`` is the command function's parameter."""
    name: str
    help: str
    kind: type = str            # str or Path
    required: bool = True
    many: bool = False          # takes every remaining argument


@dataclass(frozen=True)
class Opt:
    """An option: a flag (``kind`` bool) or an option with a value."""
    name: str
    flags: tuple[str, ...]
    help: str
    kind: type = bool           # bool, str or int
    default: Any = False
    metavar: Optional[str] = None
    min: Optional[int] = None


@dataclass(frozen=True)
class Command:
    name: str
    run: Callable[..., int]
    help: str
    args: tuple[Arg, ...] = ()
    options: tuple[Opt, ...] = ()


STATE = Arg("state", "A state file (JSON), or a fixture file whose state is used.", Path)
MOVE = Arg("move", 'The move: inline JSON such as \'{"player": "alice", "action": "assault"}\', or a file.')
JSON = Opt("json_", ("--json",), "Print stable, sorted, machine-readable JSON.")
AS = Opt("as_", ("--as",), "Answer only from what PLAYER may know; say when the answer depends on hidden information.",
         str, None, "PLAYER")
GAME = Arg("game", "A game id.")

COMMANDS: tuple[Command, ...] = (
    Command("legal-moves", legal_moves, "Every legal move of every player who may act now, in a stable order.",
            (STATE,), (JSON, Opt("all_", ("--all",), f"List every move, even past {DEFAULT_LIMIT}."), AS)),
    Command("check", check, "Is MOVE legal in STATE? If not, every rule it breaks (exit code 1).",
            (STATE, MOVE), (JSON, AS)),
    Command("apply", apply, "The state after MOVE, as JSON the other commands accept. An illegal move "
            "is refused with the reasons `check` gives (exit code 1).", (STATE, MOVE), (JSON,)),
    Command("explain", explain, "Why MOVE is legal or not, as a tree: each rule checked, whether it held, "
            "the facts of this position that decided it, and what would make it legal.", (STATE, MOVE), (JSON, AS)),
    Command("replay", replay, "Check a game record move by move: the first illegal move with its "
            "explanation (exit code 1), or the final position and its outcome.",
            (Arg("record", "A game record: an initial state and its moves in order.", Path),), (JSON,)),
    Command("show", show, "Draw the position in the terminal (plain text when not a terminal).", (STATE,), (AS,)),
    Command("outcome", outcome, "Ongoing, or who won and who lost, and by which rule.", (STATE,), (JSON,)),
    Command("validate", validate, "Structural (JSON Schema) and semantic checks of a state, each with its "
            "JSON path. Exit code 1 if it has problems.", (STATE,), (JSON,)),
    Command("schema", schema_, "Print the JSON Schema of a game's state files.", (GAME,)),
    Command("rules", rules, "The rulebook with IDs, or one rule with its text, its source and the "
            "fixtures that exercise it.",
            (Arg("game", "A game id; all games if omitted.", required=False),
             Arg("rule_id", "One rule's ID.", required=False)),
            (JSON, Opt("markdown", ("--markdown",), "The rulebook as Markdown (docs/rules/)."))),
    Command("test", test, "Run fixtures; print each failure with what was expected and what came, "
            "and end with `N passed, N failed`.",
            (Arg("paths", "Fixture files or folders; the bundled fixtures if omitted.", Path,
                 required=False, many=True),),
            (JSON, Opt("verbose", ("--verbose", "-v"), "Also list the cases that pass."))),
    Command("bench", bench, "Measure start-up against its floor, peak memory, random-play states per "
            "second, fixtures per second, and how the cost grows with the position.",
            (Arg("games", "Game ids; all games if omitted.", required=False, many=True),),
            (Opt("runs", ("--runs",), "Start-up runs of each command.", int, 15, min=1),
             Opt("steps", ("--steps",), "Random-play states from each position.", int, 1000, min=1),
             Opt("seed", ("--seed",), "Random seed for the play.", int, 1),
             JSON)),
    Command("selfplay", selfplay, "Play random legal games from the game's valid starting positions and "
            "check, at every step, the invariants that must never break (exit code 1 if one does).",
            (GAME,),
            (Opt("games", ("--games",), "How many games to play.", int, 20, min=1),
             Opt("seed", ("--seed",), "The same seed plays the same games.", int, 1),
             Opt("max_moves", ("--max-moves",), "The bound on a game's length.", int, None, min=1),
             JSON)),
)

BY_NAME = {c.name: c for c in COMMANDS}
