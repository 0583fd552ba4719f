"""The ``rulecheck`` entry point.

Every command is declared once, in ``commands.COMMANDS``. A command line in
a plain form (the command, its arguments, and options from its table entry)
is parsed here and the command function called directly, without importing
Typer: Typer and click take about 45 ms to import, more than half of
rulecheck's start-up budget (docs/benchmarks.md). Anything else (--help, an
unknown option, a wrong number of arguments, a value out of range) goes to
the Typer command line that cli.py builds from the same table, which parses
it fully and reports usage errors. tests/test_entry.py checks that both paths
give the same output and exit code for the plain forms of every command.

Setting RULECHECK_NO_FAST_PATH sends every command line to Typer (the tests
compare the two paths that way).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable


def parse(argv: list[str]) -> Callable[[], int] | None:
    """The command call for a plain form of argv, or None for Typer to parse."""
    if not argv:
        return None
    if argv == ["--version"]:
        from .commands import print_version

        return print_version
    from .commands import BY_NAME

    command = BY_NAME.get(argv[0])
    if command is None:
        return None
    values: dict[str, Any] = {o.name: o.default for o in command.options}
    by_flag = {f: o for o in command.options for f in o.flags}
    positional: list[str] = []
    tokens = iter(argv[1:])
    for token in tokens:
        if token == "--":
            return None
        if token.startswith("-") and token != "-":
            flag, eq, text = token.partition("=")
            option = by_flag.get(flag)
            if option is None:
                return None
            if option.kind is bool:
                if eq:
                    return None
                values[option.name] = True
                continue
            value = text if eq else next(tokens, None)
            if value is None or (not eq and value.startswith("-")):
                return None
            if option.kind is int:
                if not value.isascii() or not value.isdigit():
                    return None
                number = int(value)
                if option.min is not None and number < option.min:
                    return None
                values[option.name] = number
            elif option.kind is list:                   # repeatable
                values[option.name] = (values[option.name] or []) + [value]
            else:
                values[option.name] = value
        else:
            positional.append(token)
    for arg in command.args:
        if arg.many:
            values[arg.name] = [arg.kind(p) for p in positional] or None
            positional = []
        elif positional:
            values[arg.name] = arg.kind(positional.pop(0))
        elif arg.required:
            return None
        else:
            values[arg.name] = None
    if positional:
        return None
    return lambda: command.run(**values)


def main() -> None:
    argv = sys.argv[1:]
    # Shell completion (_RULECHECK_COMPLETE) is Typer's.
    typer_only = os.environ.get("RULECHECK_NO_FAST_PATH") or os.environ.get("_RULECHECK_COMPLETE")
    call = None if typer_only else parse(argv)
    if call is not None:
        from .commands import guarded, wants_json

        _end(guarded(call, json_errors=wants_json(argv)))
    from .cli import run

    sys.exit(run(argv))


def _end(code: int) -> None:
    """End the process once a plain command has answered: its output
    flushed, without tearing down the interpreter and the Prolog engine
    (PL_cleanup and Python's finalisation, about 10 ms, docs/benchmarks.md),
    which hold nothing more to write. A process that started workers, or
    whose output cannot be flushed, ends the usual way."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(code)
    if "multiprocessing" in sys.modules or "concurrent.futures.process" in sys.modules:
        sys.exit(code)
    os._exit(code)
