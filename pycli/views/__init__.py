"""`rulecheck show`: each game draws its position in its own module,
``pycli/views/<game id with underscores>.py`` with
``render(state, model, console, viewer)``: ``state`` is the position (with
what the viewer cannot see masked), ``model`` the engine's display model of
it (rules.pl/<game>/workflow.pl, display/3: the values the rules compute,
such as which cards may be played now). A view draws; it holds no rule.

What a view prints is bounded: past MAX_PRINTS calls of ``console.print``
the rest is counted, not drawn (a position with 30,000 allies would take
minutes to lay out and nobody reads it in a terminal), and one last line
says how much was left out and where to find it."""

from __future__ import annotations

import importlib
from typing import Any


def module_name(game: str) -> str:
    """The view module of a game id: "clash-of-decks" -> "clash_of_decks"."""
    return game.replace("-", "_")


#: The console.print calls a view may make (a line, a table) before the rest
#: is left out.
MAX_PRINTS = 2000


def console():
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


class Bounded:
    """A console that draws the first ``limit`` things printed and counts
    the rest; every other attribute is the console's."""

    def __init__(self, console: Any, limit: int = MAX_PRINTS) -> None:
        self._console = console
        self._limit = limit
        self.left_out = 0

    def print(self, *objects: Any, **options: Any) -> None:
        if self._limit > 0:
            self._limit -= 1
            self._console.print(*objects, **options)
        else:
            self.left_out += 1

    def __getattr__(self, name: str) -> Any:
        return getattr(self._console, name)


def show(state: dict[str, Any], model: dict[str, Any], viewer: str | None = None) -> None:
    module = importlib.import_module(f"{__name__}.{module_name(state['game'])}")
    out = Bounded(console())
    module.render(state, model, out, viewer)
    if out.left_out:
        out._console.print(f"... {out.left_out} more lines not drawn "
                           "(rulecheck show --json gives the whole position)", markup=False)
