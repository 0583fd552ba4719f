"""The ``rulecheck`` command line, declared with Typer: each command parses
its arguments and calls its function in commands.py.

The hot commands' plain forms skip this module altogether (main.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import click
import typer

from . import commands, render
from .commands import ExitCode

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="rulecheck: a rules referee for card and board games. "
    "STATE is a state file or a fixture file; MOVE is inline JSON or a file.",
)

JSON_OPT = typer.Option(False, "--json", help="Print stable, sorted, machine-readable JSON.")
STATE_ARG = typer.Argument(..., help="A state file (JSON), or a fixture file whose state is used.",
                           show_default=False)
AS_OPT = typer.Option(None, "--as", metavar="PLAYER",
                      help="Answer only from what PLAYER may know; say when the answer depends on hidden information.")
MOVE_ARG = typer.Argument(..., help='The move: inline JSON such as \'{"player": "alice", "action": "assault"}\', or a file.',
                          show_default=False)


def _exit(code: int) -> None:
    raise typer.Exit(code)


@app.command("legal-moves")
def legal_moves_cmd(
    state: Path = STATE_ARG,
    json_: bool = JSON_OPT,
    all_: bool = typer.Option(False, "--all", help=f"List every move, even past {commands.DEFAULT_LIMIT}."),
    as_: Optional[str] = AS_OPT,
) -> None:
    """Every legal move of every player who may act now, in a stable order."""
    _exit(commands.legal_moves(state, json_, all_, as_))


@app.command("check")
def check_cmd(state: Path = STATE_ARG, move: str = MOVE_ARG, json_: bool = JSON_OPT,
              as_: Optional[str] = AS_OPT) -> None:
    """Is MOVE legal in STATE? If not, every rule it breaks (exit code 1)."""
    _exit(commands.check(state, move, json_, as_))


@app.command("apply")
def apply_cmd(state: Path = STATE_ARG, move: str = MOVE_ARG, json_: bool = JSON_OPT) -> None:
    """The state after MOVE, as JSON the other commands accept. An illegal move
    is refused with the reasons `check` gives (exit code 1)."""
    _exit(commands.apply(state, move, json_))


@app.command("explain")
def explain_cmd(state: Path = STATE_ARG, move: str = MOVE_ARG, json_: bool = JSON_OPT,
                as_: Optional[str] = AS_OPT) -> None:
    """Why MOVE is legal or not, as a tree: each rule checked, whether it held,
    the facts of this position that decided it, and what would make it legal."""
    _exit(commands.explain(state, move, json_, as_))


@app.command("replay")
def replay_cmd(record: Path = typer.Argument(..., help="A game record: an initial state and its moves in order.",
                                             show_default=False),
               json_: bool = JSON_OPT) -> None:
    """Check a game record move by move: the first illegal move with its
    explanation (exit code 1), or the final position and its outcome."""
    _exit(commands.replay(record, json_))


@app.command("show")
def show_cmd(state: Path = STATE_ARG, as_: Optional[str] = AS_OPT) -> None:
    """Draw the position in the terminal (plain text when not a terminal)."""
    _exit(commands.show(state, as_))


@app.command("outcome")
def outcome_cmd(state: Path = STATE_ARG, json_: bool = JSON_OPT) -> None:
    """Ongoing, or who won and who lost, and by which rule."""
    _exit(commands.outcome(state, json_))


@app.command("validate")
def validate_cmd(state: Path = STATE_ARG, json_: bool = JSON_OPT) -> None:
    """Structural (JSON Schema) and semantic checks of a state, each with its
    JSON path. Exit code 1 if it has problems."""
    _exit(commands.validate(state, json_))


@app.command("schema")
def schema_cmd(game: str = typer.Argument(..., help="A game id.", show_default=False)) -> None:
    """Print the JSON Schema of a game's state files."""
    _exit(commands.schema_(game))


@app.command("rules")
def rules_cmd(
    game: Optional[str] = typer.Argument(None, help="A game id; all games if omitted.", show_default=False),
    rule_id: Optional[str] = typer.Argument(None, help="One rule's ID.", show_default=False),
    json_: bool = JSON_OPT,
    markdown: bool = typer.Option(False, "--markdown", help="The rulebook as Markdown (docs/rules/)."),
) -> None:
    """The rulebook with IDs, or one rule with its text, its source and the
    fixtures that exercise it."""
    _exit(commands.rules(game, rule_id, json_, markdown))


@app.command("test")
def test_cmd(
    paths: Optional[List[Path]] = typer.Argument(None, help="Fixture files or folders; the bundled fixtures if omitted.",
                                                 show_default=False),
    json_: bool = JSON_OPT,
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Also list the cases that pass."),
) -> None:
    """Run fixtures; print each failure with what was expected and what came,
    and end with `N passed, N failed`."""
    _exit(commands.test(paths, json_, verbose))


@app.command("bench")
def bench_cmd(
    games: Optional[List[str]] = typer.Argument(None, help="Game ids; all games if omitted.", show_default=False),
    runs: int = typer.Option(15, "--runs", min=1, help="Start-up runs of each command."),
    steps: int = typer.Option(1000, "--steps", min=1, help="Random-play states from each position."),
    seed: int = typer.Option(1, "--seed", help="Random seed for the play."),
    json_: bool = JSON_OPT,
) -> None:
    """Measure start-up against its floor, peak memory, random-play states per
    second, fixtures per second, and how the cost grows with the position."""
    _exit(commands.bench(games, runs, steps, seed, json_))


@app.command("selfplay")
def selfplay_cmd(
    game: str = typer.Argument(..., help="A game id.", show_default=False),
    games: int = typer.Option(20, "--games", min=1, help="How many games to play."),
    seed: int = typer.Option(1, "--seed", help="The same seed plays the same games."),
    max_moves: Optional[int] = typer.Option(None, "--max-moves", min=1, help="The bound on a game's length."),
    json_: bool = JSON_OPT,
) -> None:
    """Play random legal games from the game's valid fixture positions and check,
    at every step, the invariants that must never break (exit code 1 if one does)."""
    _exit(commands.selfplay(game, games, seed, max_moves, json_))


def run(argv: list[str] | None = None) -> int:
    """Parse argv with Typer and run the command; return the exit code."""
    command = typer.main.get_command(app)

    def invoke() -> int:
        try:
            return int(command.main(args=argv, prog_name="rulecheck", standalone_mode=False) or 0)
        except click.exceptions.Abort:
            render.error_line("aborted")
            return ExitCode.BAD_INPUT
        except click.exceptions.ClickException as e:  # unknown option, missing argument
            render.error_line(f"usage: {e.format_message()} (see rulecheck --help)")
            return ExitCode.BAD_INPUT

    return commands.guarded(invoke)


def main() -> None:
    import sys

    sys.exit(run())
