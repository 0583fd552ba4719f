"""`rulecheck show`: each game draws its position in its own module,
``pycli/views/<game id with underscores>.py`` with
``render(state, model, console, viewer)``: ``state`` is the position (with
what the viewer cannot see masked), ``model`` the engine's display model of
it (rules.pl/<game>/workflow.pl, display/3: the values the rules compute,
such as which cards may be played now). A view draws; it holds no rule."""

from __future__ import annotations

import importlib
from typing import Any


def module_name(game: str) -> str:
    """The view module of a game id: "clash-of-decks" -> "clash_of_decks"."""
    return game.replace("-", "_")


def console():
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


def show(state: dict[str, Any], model: dict[str, Any], viewer: str | None = None) -> None:
    module = importlib.import_module(f"{__name__}.{module_name(state['game'])}")
    module.render(state, model, console(), viewer)
