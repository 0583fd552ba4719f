"""`rulecheck show`: each game draws its position in its own module,
``pycli/views/<module>.py`` with ``render(state, console, viewer)``."""

from __future__ import annotations

import importlib
from typing import Any

MODULES = {
    "clash-of-decks": "clash_of_decks",
    "blood-bound": "blood_bound",
    "flesh-and-blood": "flesh_and_blood",
    "wow-tcg": "wow_tcg",
}


def console():
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


def show(state: dict[str, Any], viewer: str | None = None) -> None:
    module = importlib.import_module(f"{__name__}.{MODULES[state['game']]}")
    module.render(state, console(), viewer)
