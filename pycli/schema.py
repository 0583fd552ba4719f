"""The JSON Schemas of rulecheck: each game's (``rules.pl/<game>/schema.json``,
printed by ``rulecheck schema GAME``), the formats' and the outputs'.

The one validator is the engine's (rules.pl/rc_schema.pl): every state is
checked there, by api/3, whichever host asks (docs/engine.md, "One
validator"). errors() and state_errors() ask it. A keyword it does not know
is a bug in a schema file, and ``tests/test_schemas.py`` rejects it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

#: The most digits an integer may have anywhere rulecheck reads one (a state,
#: a move, a fixture, a record, a request, a move number): Python's own
#: bound on converting an integer from text (sys.get_int_max_str_digits).
MAX_INT_DIGITS = 4300


def too_many_digits(digits: int) -> str:
    """The words for an integer past MAX_INT_DIGITS."""
    return f"is an integer of {digits} digits; rulecheck reads integers of up to {MAX_INT_DIGITS} digits"

KNOWN_KEYWORDS = frozenset(
    {
        "$schema", "$id", "$defs", "$ref", "title", "description", "type",
        "properties", "required", "additionalProperties", "items", "enum",
        "const", "minimum", "maximum", "minItems", "maxItems", "minLength",
        "maxLength", "anyOf", "examples", "format_version",
    }
)

_TYPES = {   # type_name(): the JSON Schema type of a value, for messages
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def schema_text(game: str) -> str | None:
    """The schema file of ``game`` as text, or None if the game has none
    (the games themselves are the engine's: core.games())."""
    if not isinstance(game, str) or not re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", game):
        return None
    from .engine import rules_dir

    try:
        return (rules_dir() / game / "schema.json").read_text("utf-8")
    except OSError:
        return None


def output_schema_names() -> list[str]:
    """The commands whose --json output has a schema (pycli/schemas/output/)."""
    folder = Path(__file__).resolve().parent / "schemas" / "output"
    return sorted(p.stem for p in folder.glob("*.json"))


def output_schema_text(command: str) -> str | None:
    """The JSON Schema of a command's --json output, or None."""
    if not isinstance(command, str) or command not in output_schema_names():
        return None
    return (Path(__file__).resolve().parent / "schemas" / "output" / f"{command}.json").read_text("utf-8")


@cache
def schema(game: str) -> dict[str, Any] | None:
    text = schema_text(game)
    return None if text is None else json.loads(text)


def path_join(path: str, step: str | int) -> str:
    if isinstance(step, int):
        return f"{path}[{step}]"
    if step.isidentifier():
        return f"{path}.{step}"
    return f"{path}[{json.dumps(step)}]"


def path_last(path: str) -> str:
    """The last key of a JSON path ("$.cases[0].expect" -> "expect")."""
    tail = path.rsplit(".", 1)[-1]
    return tail.split("[", 1)[0]


def type_name(value: Any) -> str:
    for name in ("null", "boolean", "integer", "number", "string", "array", "object"):
        if _TYPES[name](value):
            return name
    return type(value).__name__


def errors(value: Any, schema_: dict[str, Any], root: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """``(json_path, message)`` for every way ``value`` breaks ``schema_``
    (a part of ``root``, whose ``$defs`` its ``$ref`` names): the engine's
    walker, rules.pl/rc_schema.pl."""
    from .engine import request

    payload = {"value": value, "schema": schema_} if root is None else {"value": value, "schema": schema_, "root": root}
    return [(p, m) for p, m in request("schema_errors", payload)]


def state_errors(state: Any) -> list[tuple[str, str]]:
    """The structural errors of a state, first the game, then its schema
    (at most 1,000, and one entry more that says so)."""
    from .engine import request

    return [(e["path"], e["message"]) for e in request("structure", {"state": state})]
