"""Structural checks of states: a small JSON Schema validator.

Each game ships its schema in its folder, ``rules.pl/<game>/schema.json`` (printed by
``rulecheck schema GAME``). This validator understands the part of JSON Schema
those files use: ``type``, ``properties``, ``required``,
``additionalProperties``, ``items``, ``enum``, ``const``, ``minimum``,
``maximum``, ``minItems``, ``maxItems``, ``minLength``, ``maxLength``,
``anyOf``, and ``$ref`` to ``#/$defs/NAME``. A keyword it does not know is a
bug in a schema file, and ``tests/test_schemas.py`` rejects it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, Iterator

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


def _compile(schema_: dict[str, Any], root: dict[str, Any], memo: dict[int, Any]):
    """A function value -> bool that says whether value satisfies schema_,
    with the same meaning as _errors but much faster: no generators and no
    paths. state_errors asks it first and walks _errors only on failure."""
    key = id(schema_)
    if key in memo:
        return memo[key]
    cell: list[Any] = []
    memo[key] = lambda v: cell[0](v)  # for recursive $refs
    checks: list[Any] = []
    if "$ref" in schema_:
        target = _compile(root["$defs"][schema_["$ref"][len("#/$defs/"):]], root, memo)
        cell.append(target)
        memo[key] = target
        return target
    if "anyOf" in schema_:
        alts = [_compile(x, root, memo) for x in schema_["anyOf"]]
        checks.append(lambda v: any(f(v) for f in alts))
    if "type" in schema_:
        wanted = schema_["type"]
        tests = [_TYPES[wanted]] if isinstance(wanted, str) else [_TYPES[n] for n in wanted]
        if len(tests) == 1:
            checks.append(tests[0])
        else:
            checks.append(lambda v: any(t(v) for t in tests))
    if "const" in schema_:
        c = schema_["const"]
        checks.append(lambda v: v == c)
    if "enum" in schema_:
        e = schema_["enum"]
        checks.append(lambda v: v in e)
    lo, hi = schema_.get("minimum"), schema_.get("maximum")
    if lo is not None or hi is not None:
        def number_ok(v):
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                return (lo is None or v >= lo) and (hi is None or v <= hi)
            return True
        checks.append(number_ok)
    minl, maxl = schema_.get("minLength"), schema_.get("maxLength")
    if minl is not None or maxl is not None:
        checks.append(lambda v: not isinstance(v, str) or
                      ((minl is None or len(v) >= minl) and (maxl is None or len(v) <= maxl)))
    mini, maxi = schema_.get("minItems"), schema_.get("maxItems")
    items = _compile(schema_["items"], root, memo) if "items" in schema_ else None
    if mini is not None or maxi is not None or items is not None:
        def list_ok(v):
            if not isinstance(v, list):
                return True
            if (mini is not None and len(v) < mini) or (maxi is not None and len(v) > maxi):
                return False
            return items is None or all(items(x) for x in v)
        checks.append(list_ok)
    if any(k in schema_ for k in ("properties", "required", "additionalProperties")):
        props = {k: _compile(x, root, memo) for k, x in schema_.get("properties", {}).items()}
        required = list(schema_.get("required", ()))
        extra = schema_.get("additionalProperties", True)
        extra_f = _compile(extra, root, memo) if isinstance(extra, dict) else None

        def dict_ok(v):
            if not isinstance(v, dict):
                return True
            for k in required:
                if k not in v:
                    return False
            for k, x in v.items():
                f = props.get(k)
                if f is not None:
                    if not f(x):
                        return False
                elif extra is False:
                    return False
                elif extra_f is not None and not extra_f(x):
                    return False
            return True
        checks.append(dict_ok)
    if len(checks) == 1:
        fn = checks[0]
    else:
        def fn(v):
            for c in checks:
                if not c(v):
                    return False
            return True
    cell.append(fn)
    memo[key] = fn
    return fn


@cache
def _validator(game: str):
    sch = schema(game)
    return None if sch is None else _compile(sch, sch, {})


def state_errors(state: Any) -> list[tuple[str, str]]:
    """The structural errors of a state, first the game, then its schema."""
    if not isinstance(state, dict):
        return [("$", f"a state is a JSON object, found {type_name(state)}")]
    game = state.get("game")
    sch = schema(game) if isinstance(game, str) else None
    if sch is None:
        from .core import games   # the engine's list, named in the message

        if game is None:
            return [("$.game", f"is required but missing: it names the game ({', '.join(games())})")]
        return [("$.game", f"unknown game {json.dumps(game)}; the games are: {', '.join(games())}")]
    if _validator(game)(state):
        return []
    return list(errors(state, sch))
