"""Reading states, moves and fixtures from files, with errors a judge can act on.

Every problem becomes an :class:`InputError` that names the file and the place
in it (a line and column for JSON that does not parse, a JSON path for a value
that is wrong), which the command line prints as one line with exit code 2.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import schema

#: Larger files are refused before they are read.
MAX_BYTES = 8 * 1024 * 1024  # a real state is a few kilobytes
#: Deeper nesting than this is refused (no game state needs a tenth of it).
MAX_DEPTH = 64


class InputError(Exception):
    """Bad input: ``source`` (a file name or "MOVE"), ``path`` (a JSON path or
    a line/column), ``message``."""

    def __init__(self, source: str, path: str, message: str):
        super().__init__(f"{source}: {path}: {message}" if path else f"{source}: {message}")
        self.source = source
        self.path = path
        self.message = message


class _DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _DuplicateKey(key)
        seen[key] = value
    return seen


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _is_text(s: str) -> bool:
    """Unicode text: no lone UTF-16 surrogate (JSON's \\ud800 escapes let one in)."""
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _depth(value: Any) -> int:
    """How deep value nests (stops counting past MAX_DEPTH); raises _NotText
    with the JSON path of a string or key that is not text."""
    depth, level, bad = 0, [value], False
    while level and not bad:
        depth += 1
        if depth > MAX_DEPTH:
            return depth
        nxt: list[Any] = []
        for v in level:
            if isinstance(v, dict):
                bad = bad or not all(_is_text(k) for k in v)
                nxt.extend(v.values())
            elif isinstance(v, list):
                nxt.extend(v)
            elif isinstance(v, str) and not _is_text(v):
                bad = True
        level = nxt
    if bad:
        raise _NotText(_not_text_path(value, "$"))
    return depth


def _not_text_path(v: Any, path: str) -> str | None:
    """The path of the first string or key that is not text (only called
    once one is known to be there)."""
    if isinstance(v, dict):
        for k, item in v.items():
            if not _is_text(k):
                return path
            found = _not_text_path(item, schema.path_join(path, k))
            if found:
                return found
    elif isinstance(v, list):
        for i, item in enumerate(v):
            found = _not_text_path(item, f"{path}[{i}]")
            if found:
                return found
    elif isinstance(v, str) and not _is_text(v):
        return path
    return None


class _NotText(ValueError):
    pass


def parse_json(text: str, source: str) -> Any:
    """Parse JSON text strictly: no duplicate keys, no NaN, bounded depth."""
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except _DuplicateKey as e:
        raise InputError(source, "", f"the key {json.dumps(str(e))} appears twice in one object") from None
    except json.JSONDecodeError as e:
        raise InputError(source, f"line {e.lineno} column {e.colno}", f"not valid JSON: {e.msg}") from None
    except RecursionError:
        raise InputError(source, "", f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:
        raise InputError(source, "", f"not valid JSON: {e}") from None
    try:
        too_deep = _depth(value) > MAX_DEPTH
    except _NotText as e:
        raise InputError(source, str(e), "holds a lone UTF-16 surrogate: not Unicode text") from None
    if too_deep:
        raise InputError(source, "", f"nested more than {MAX_DEPTH} levels deep")
    return value


def read_json_file(path: Path) -> Any:
    source = str(path)
    try:
        if path.is_dir():
            raise InputError(source, "", "is a directory, not a JSON file")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise InputError(source, "", f"is {size} bytes; rulecheck reads files of up to {MAX_BYTES} bytes")
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(source, "", "no such file") from None
    except PermissionError:
        raise InputError(source, "", "permission denied") from None
    except OSError as e:
        raise InputError(source, "", e.strerror or str(e)) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError(source, f"byte {e.start} (line {line})", "not UTF-8 text") from None
    return parse_json(text, source)


def is_fixture(value: Any) -> bool:
    return isinstance(value, dict) and "game" not in value and ("state" in value or "state_file" in value)


def fixture_state(fixture: dict[str, Any], fixture_path: Path) -> Any:
    if "state" in fixture:
        return fixture["state"]
    ref = fixture.get("state_file")
    if not isinstance(ref, str):
        raise InputError(str(fixture_path), "$.state_file", "must name a state file")
    return read_json_file(fixture_path.parent / ref)


class CheckedState(dict):
    """A state that has passed its game's JSON Schema (so the core need not
    check it again)."""


def checked(value: Any, source: str) -> CheckedState:
    """The state, structurally checked; the first problem is an InputError."""
    if isinstance(value, CheckedState):
        return value
    errs = schema.state_errors(value)
    if errs:
        where, message = errs[0]
        raise InputError(source, where, message)
    return CheckedState(value)


def load_state(path: Path, *, structural: bool = True) -> dict[str, Any]:
    """A state from a state file or a fixture file, structurally checked."""
    value = read_json_file(path)
    if is_fixture(value):
        value = fixture_state(value, path)
    return checked(value, str(path)) if structural else value


def load_move(text_or_path: str) -> tuple[str, dict[str, Any]]:
    """A move given inline as JSON, or as the name of a file holding it.
    Returns the source name used in messages and the move."""
    stripped = text_or_path.lstrip()
    if stripped.startswith("{") or stripped.startswith("["):
        source = "MOVE"
        value = parse_json(text_or_path, source)
    else:
        path = Path(text_or_path)
        source = str(path)
        value = read_json_file(path)
    if not isinstance(value, dict):
        raise InputError(source, "$", f"a move is a JSON object, found {schema.type_name(value)}")
    return source, value


def load_record(path: Path) -> dict[str, Any]:
    """A game record: ``{"title", "initial" | "initial_file", "moves": [...],
    "outcome"?}``; the initial state structurally checked."""
    src = str(path)
    value = read_json_file(path)
    if not isinstance(value, dict):
        raise InputError(src, "$", "a record is a JSON object")
    known = {"title", "initial", "initial_file", "moves", "outcome", "note"}
    for key in value:
        if key not in known:
            raise InputError(src, f"$.{key}", f"is not a record field (fields: {', '.join(sorted(known))})")
    if "initial" in value:
        initial = value["initial"]
    elif isinstance(value.get("initial_file"), str):
        initial = read_json_file(path.parent / value["initial_file"])
    else:
        raise InputError(src, "$.initial", "a record has its initial state (initial, or initial_file)")
    errs = schema.state_errors(initial)
    if errs:
        where, message = errs[0]
        raise InputError(src, "$.initial" + where[1:], message)
    moves = value.get("moves")
    if not isinstance(moves, list):
        raise InputError(src, "$.moves", "a record lists its moves")
    return {"title": value.get("title", ""), "initial": initial, "moves": moves,
            "outcome": value.get("outcome")}
