"""What each command computes, with no printing: the command line and the
fixture runner both call these functions, and so do the tests."""

from __future__ import annotations

from typing import Any

from . import engine, inputs, schema


def _ask(op: str, payload: dict[str, Any], state_source: str, move_source: str | None = None) -> Any:
    """Ask the engine; an input error is tied to the file it came from."""
    try:
        return engine.request(op, payload)
    except engine.EngineError as e:
        if e.kind == "input":
            source = move_source if e.where == "move" and move_source else state_source
            raise inputs.InputError(source, e.path, e.message) from None
        raise


def legal_moves(state: dict[str, Any], source: str = "STATE") -> list[dict[str, Any]]:
    """Every legal move, each with its player and its text."""
    return _ask("legal_moves", {"state": state}, source)["moves"]


def legal_moves_page(state: dict[str, Any], limit: int | None, source: str = "STATE") -> dict[str, Any]:
    """At most ``limit`` legal moves, with the total count: ``{"moves",
    "count", "truncated"}``."""
    payload: dict[str, Any] = {"state": state}
    if limit is not None:
        payload["limit"] = limit
    return _ask("legal_moves", payload, source)


def check(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
          move_source: str = "MOVE") -> dict[str, Any]:
    return _ask("check", {"state": state, "move": move}, source, move_source)


def apply(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
          move_source: str = "MOVE") -> dict[str, Any]:
    return _ask("apply", {"state": state, "move": move}, source, move_source)


def outcome(state: dict[str, Any], source: str = "STATE") -> dict[str, Any]:
    return _ask("outcome", {"state": state}, source)


def validate(state: Any, source: str = "STATE") -> list[dict[str, Any]]:
    """Every structural error, or if there are none, every semantic one."""
    structural = schema.state_errors(state)
    if structural:
        return [{"path": p, "message": m, "rule": None, "kind": "structure"} for p, m in structural]
    found = _ask("validate", {"state": state}, source)
    return [dict(e, kind="semantic") for e in found]


def games() -> list[str]:
    return engine.request("games", {})


def rules(game: str) -> list[dict[str, Any]]:
    return engine.request("rules", {"game": game})
