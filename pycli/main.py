"""The ``rulecheck`` entry point: every command line goes through the Typer
app that cli.py builds from the command table (commands.COMMANDS)."""

from __future__ import annotations


def main() -> None:
    from .cli import main

    main()
