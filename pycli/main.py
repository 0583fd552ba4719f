"""The ``rulecheck`` entry point.

The commands a judge runs most (legal-moves, check, apply, outcome,
validate) in their plain forms (only --json and --all as options) are bound
here directly to their functions in commands.py, without importing Typer:
Typer and click take about 45 ms to import, more than half of rulecheck's
whole start-up budget (docs/benchmarks.md). Anything else (--help, --as, any
other option or command, a wrong number of arguments) goes to the Typer
command line in cli.py, which parses it fully and reports usage errors.
tests/test_entry.py checks that both paths give the same answers.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: command -> (number of positional arguments, the options it accepts here)
DIRECT = {
    "legal-moves": (1, {"--json", "--all"}),
    "check": (2, {"--json"}),
    "apply": (2, {"--json"}),
    "outcome": (1, {"--json"}),
    "validate": (1, {"--json"}),
}


def direct_call(argv: list[str]):
    """The command function and its arguments for a plain form, or None."""
    if not argv or argv[0] not in DIRECT:
        return None
    name = argv[0]
    arity, allowed = DIRECT[name]
    options, positional = set(), []
    for token in argv[1:]:
        if token == "--":
            return None
        if token.startswith("-") and not token.lstrip().startswith("{") and not token.lstrip().startswith("["):
            if token not in allowed:
                return None
            options.add(token)
        else:
            positional.append(token)
    if len(positional) != arity:
        return None
    from . import commands

    json_ = "--json" in options
    if name == "legal-moves":
        return lambda: commands.legal_moves(Path(positional[0]), json_, "--all" in options, None)
    if name == "check":
        return lambda: commands.check(Path(positional[0]), positional[1], json_, None)
    if name == "apply":
        return lambda: commands.apply(Path(positional[0]), positional[1], json_)
    if name == "outcome":
        return lambda: commands.outcome(Path(positional[0]), json_)
    return lambda: commands.validate(Path(positional[0]), json_)


def main() -> None:
    argv = sys.argv[1:]
    call = direct_call(argv)
    if call is not None:
        from .commands import guarded

        sys.exit(guarded(call))
    from .cli import run

    sys.exit(run(argv))
