"""The ``rulecheck`` command line in Typer, built from the command table
(commands.COMMANDS). Every failure, a usage error found by Typer too, is
one line on stderr (a JSON object under --json) and an exit code
(commands.guarded); tests drive it in process with Typer's CliRunner."""

from __future__ import annotations

import gc
import inspect
import os
import sys
from typing import Any, List, Optional

import click
import typer
import typer.core

from . import commands
from .commands import COMMANDS


class _Rulecheck(typer.core.TyperGroup):
    """The command group, ending the way every rulecheck command ends: a
    usage error is a UsageError like any other failure (commands.guarded)."""

    def main(self, args: Any = None, prog_name: Any = None, complete_var: Any = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        parse = super().main

        def invoke() -> int:
            try:
                return int(parse(argv, "rulecheck", complete_var, standalone_mode=False, **extra) or 0)
            except click.exceptions.Abort:
                raise commands.UsageError("aborted") from None
            except click.exceptions.ClickException as e:  # unknown option, missing argument
                raise commands.UsageError(f"usage: {e.format_message()} (see rulecheck --help)") from None

        code = commands.guarded(invoke, json_errors=commands.wants_json(argv))
        if standalone_mode:
            sys.exit(code)
        return code


#: What the one Typer app is made with (_app).
_SETTINGS: dict[str, Any] = dict(
    cls=_Rulecheck,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    # click suggests a near command itself; Typer's own suggestion repeated it.
    suggest_commands=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="rulecheck: a rules referee for card and board games. "
    "STATE is a state file or a fixture file; MOVE is a file or inline JSON; - reads standard input. "
    "Exit codes: 0 yes or done, 1 no (illegal, invalid, failed), 2 bad input or usage, 3 internal error, "
    "4 unknown to the player named by --as.",
)


def _show_version(value: bool) -> None:
    if value:
        commands.print_version()
        raise typer.Exit(0)


def _root(version: bool = typer.Option(False, "--version", callback=_show_version, is_eager=True,
                                       help="Print rulecheck's version and exit.")) -> None:
    """rulecheck: a rules referee for card and board games."""


def _complete_game(incomplete: str) -> list[str]:
    from . import core

    return [g for g in core.games() if g.startswith(incomplete)]


def _complete_rule(incomplete: str) -> list[str]:
    from . import core

    return [r["id"] for g in core.games() for r in core.rules(g) if r["id"].casefold().startswith(incomplete.casefold())]


_COMPLETE = {"game": _complete_game, "rule": _complete_rule,
             "game_or_rule": lambda incomplete: _complete_game(incomplete) + _complete_rule(incomplete)}


def _parameter(spec: commands.Arg | commands.Opt) -> inspect.Parameter:
    """The Typer parameter of a table entry's argument or option."""
    if isinstance(spec, commands.Arg):
        if spec.many:
            annotation: Any = Optional[List[spec.kind]]
        elif spec.required:
            annotation = spec.kind
        else:
            annotation = Optional[spec.kind]
        extra = {"autocompletion": _COMPLETE[spec.complete]} if spec.complete else {}
        default = typer.Argument(... if spec.required else None, help=spec.help, show_default=False, **extra)
    else:
        if spec.kind is list:                           # repeatable
            annotation = Optional[List[str]]
        else:
            annotation = spec.kind if spec.kind is bool or spec.default is not None else Optional[spec.kind]
        extra = {k: v for k, v in (("min", spec.min), ("max", spec.max)) if v is not None}
        if spec.metavar:
            extra["metavar"] = spec.metavar
        default = typer.Option(spec.default, *spec.flags, help=spec.help, **extra)
    return inspect.Parameter(spec.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default,
                             annotation=annotation)


def _typer_command(app: typer.Typer, command: commands.Command) -> None:
    def call(**values: Any) -> None:
        raise typer.Exit(command.run(**values))

    call.__name__ = command.run.__name__
    # Typer's help does not show an argument's own help: say it in the text.
    described = "\n\n".join(f"{a.name.upper()}: {a.help}" for a in command.args)
    call.__doc__ = f"{command.help}\n\n{described}" if described else command.help
    call.__signature__ = inspect.Signature([_parameter(s) for s in (*command.args, *command.options)])
    example = commands.EXAMPLES.get(command.name)
    app.command(command.name, epilog=f"Example: {example}" if example else None)(call)


def _app(table: list[commands.Command]) -> typer.Typer:
    """The Typer app of these commands of the table (cli.app: all of them)."""
    made = typer.Typer(**_SETTINGS)
    made.callback()(_root)
    for command in table:
        _typer_command(made, command)
    return made


def __getattr__(name: str) -> Any:
    """``cli.app``: the whole command line, made when first asked for."""
    if name == "app":
        globals()["app"] = _app(COMMANDS)
        return globals()["app"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The command of each name (one-shot lines build only theirs: main).
_NAMED = {c.name: c for c in COMMANDS}


def main() -> None:
    """The ``rulecheck`` command: parse sys.argv, run the command, exit with its code."""
    # A line that names its command first is parsed by an app of that one
    # command: the same parser and the same words for it, without making the
    # other commands' click objects first (5 of the command line's ms of CPU,
    # docs/benchmarks.md, issue 34). Shell completion sees them all.
    named = _NAMED.get(sys.argv[1]) if len(sys.argv) > 1 else None
    made = __getattr__("app") if named is None or "_RULECHECK_COMPLETE" in os.environ else _app([named])
    # What start-up built (Typer's objects, the command table) lives as long
    # as the process: out of the collector's sight, no collection walks it
    # again, the one at the interpreter's exit included.
    gc.freeze()
    made()
