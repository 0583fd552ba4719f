"""Structural checks of states: a small JSON Schema validator.

Each game ships its schema in its folder, ``rules.pl/<game>/schema.json`` (printed by
``rulecheck schema GAME``). This validator understands the part of JSON Schema
those files use: ``type``, ``properties``, ``required``,
``additionalProperties``, ``items``, ``enum``, ``const``, ``minimum``,
``maximum``, ``minItems``, ``maxItems``, ``minLength``, ``maxLength``,
``anyOf``, and ``$ref`` to ``#/$defs/NAME``. A keyword it does not know is a
bug in a schema file, and ``tests/test_schemas.py`` rejects it.

Why not the ``jsonschema`` package (Draft 2020-12)? It was tried and
measured (docs/benchmarks.md, "One JSON Schema validator"). Its errors can be
mapped onto these messages and paths: with the walker's order restored,
``anyOf`` judged from each form's errors as _closest does, and ``integer``
redefined to refuse 6.0 as this validator does, all 3,441 states compared
(the bundled fixtures and positions, the bad inputs, 2,725 broken copies)
got the same error lists. But importing it takes 80-120 ms, as long as a
whole ``rulecheck check`` (120 ms) and every command that reads a state
would pay it; and it validates the largest bundled state (WoW, 32 allies a
side, 14.7 kB) in 22-24 ms against this walker's 1.4 ms. The mapping layer
it needs (order, messages, anyOf) is as long as this walker. So this walker
stays, the one validator: it says where and why in one pass, and a valid
state is one walk that finds no error. (A compiled yes/no check asked
before it saved 0.6-0.9 ms on that largest state, 0.08 ms on a mid-game
one; it is gone.)
tests/test_schemas.py checks it against ``jsonschema`` where that is
installed.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, Iterator

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

_TYPES = {
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


def errors(value: Any, schema_: dict[str, Any], root: dict[str, Any] | None = None,
           path: str = "$") -> Iterator[tuple[str, str]]:
    """Yield ``(json_path, message)`` for every way ``value`` breaks ``schema_``."""
    for steps, message in _errors(value, schema_, schema_ if root is None else root, ()):
        p = path
        for step in steps:
            p = path_join(p, step)
        yield p, message


def _errors(value: Any, schema_: dict[str, Any], root: dict[str, Any],
            steps: tuple) -> Iterator[tuple[tuple, str]]:
    """The errors with their paths as tuples of steps: the path's text is
    only built for an error, not for every value checked."""
    if "$ref" in schema_:
        ref = schema_["$ref"]
        prefix = "#/$defs/"
        if not ref.startswith(prefix):
            raise ValueError(f"unsupported $ref {ref!r}")
        yield from _errors(value, root["$defs"][ref[len(prefix):]], root, steps)
        return
    if "anyOf" in schema_:
        if not any(next(_errors(value, s, root, steps), None) is None for s in schema_["anyOf"]):
            yield from _closest(value, schema_, root, steps)
            return
    if "type" in schema_:
        wanted = schema_["type"]
        if isinstance(wanted, str):
            ok = _TYPES[wanted](value)
        else:
            ok = any(_TYPES[n](value) for n in wanted)
        if not ok:
            names = [wanted] if isinstance(wanted, str) else list(wanted)
            yield steps, f"expected {' or '.join(names)}, found {type_name(value)}"
            return
    if "const" in schema_ and value != schema_["const"]:
        yield steps, f"must be {json.dumps(schema_['const'])}, found {json.dumps(value)}"
    if "enum" in schema_ and value not in schema_["enum"]:
        allowed = ", ".join(json.dumps(v) for v in schema_["enum"])
        yield steps, f"must be one of {allowed}, found {json.dumps(value)}"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema_ and value < schema_["minimum"]:
            yield steps, f"must be at least {schema_['minimum']}, found {value}"
        if "maximum" in schema_ and value > schema_["maximum"]:
            yield steps, f"must be at most {schema_['maximum']}, found {value}"
    elif isinstance(value, str):
        if "minLength" in schema_ and len(value) < schema_["minLength"]:
            yield steps, f"must have at least {schema_['minLength']} characters"
        if "maxLength" in schema_ and len(value) > schema_["maxLength"]:
            yield steps, f"must have at most {schema_['maxLength']} characters"
    elif isinstance(value, list):
        if "minItems" in schema_ and len(value) < schema_["minItems"]:
            yield steps, f"must have at least {schema_['minItems']} items, found {len(value)}"
        if "maxItems" in schema_ and len(value) > schema_["maxItems"]:
            yield steps, f"must have at most {schema_['maxItems']} items, found {len(value)}"
        items = schema_.get("items")
        if items is not None:
            for i, item in enumerate(value):
                yield from _errors(item, items, root, steps + (i,))
    elif isinstance(value, dict):
        props = schema_.get("properties", {})
        for key in schema_.get("required", ()):
            if key not in value:
                yield steps + (key,), "is required but missing"
        extra = schema_.get("additionalProperties", True)
        for key, item in value.items():
            sub = props.get(key)
            if sub is not None:
                yield from _errors(item, sub, root, steps + (key,))
            elif extra is False:
                known = ", ".join(sorted(props)) or "none"
                yield steps + (key,), f"is not a known field (known: {known})"
            elif isinstance(extra, dict):
                yield from _errors(item, extra, root, steps + (key,))


#: The errors about an object's own shape (a field missing or unknown),
#: reported at the field's path but about the object.
_SHAPE = ("is required but missing", "is not a known field")


def _closest(value: Any, schema_: dict[str, Any], root: dict[str, Any],
             steps: tuple) -> Iterator[tuple[tuple, str]]:
    """Why ``value`` matches none of an anyOf's forms: the errors of the one
    form whose shape it has (its errors are all about values inside it, no
    field missing or unknown: a character whose rank is 42 is told about
    its rank), or, when no form or several have its shape, the anyOf's
    description."""
    close = []
    for form in schema_["anyOf"]:
        errs = list(_errors(value, form, root, steps))
        if all(len(where) > len(steps) + (message.startswith(_SHAPE)) for where, message in errs):
            close.append(errs)
    if len(close) == 1:
        yield from close[0]
    else:
        yield steps, schema_.get("description", "matches none of the allowed forms")


def state_errors(state: Any) -> list[tuple[str, str]]:
    """The structural errors of a state, first the game, then its schema."""
    if not isinstance(state, dict):
        return [("$", f"a state is a JSON object, found {type_name(state)}")]
    game = state.get("game")
    sch = schema(game) if isinstance(game, str) else None
    if sch is None:
        from .core import games, unknown_game   # the engine's list and words

        if game is None:
            return [("$.game", f"is required but missing: it names the game ({', '.join(games())})")]
        if not isinstance(game, str):
            return [("$.game", f"expected string (the game's id: {', '.join(games())}), found {type_name(game)}")]
        if game in games():
            return [("$.game", f"{game} has no schema.json in its folder")]
        return [("$.game", unknown_game(game))]
    return list(errors(state, sch))
