"""Reading states, moves and fixtures from files, with errors a judge can act on.

Every problem becomes an :class:`InputError` that names the file and the place
in it (a line and column for JSON that does not parse, a JSON path for a value
that is wrong), which the command line prints as one line with exit code 2.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
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
    seen = dict(pairs)
    if len(seen) != len(pairs):
        found: set[str] = set()
        for key, _ in pairs:
            if key in found:
                raise _DuplicateKey(key)
            found.add(key)
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


class _BigInt:
    """Where JSON text has an integer of more than schema.MAX_INT_DIGITS
    digits (Python cannot read it): a bad leaf, found by its path."""
    __slots__ = ("digits",)

    def __init__(self, text: str):
        self.digits = len(text.lstrip("-"))


def _read_int(text: str) -> Any:
    return _BigInt(text) if len(text) > schema.MAX_INT_DIGITS else int(text)


def _bad_leaf(v: Any) -> bool:
    """A string that is not Unicode text, a number outside the finite
    range (JSON's 1e400 reads as infinity), or an integer too long to read."""
    if isinstance(v, str):
        return not _is_text(v)
    return (isinstance(v, float) and not math.isfinite(v)) or isinstance(v, _BigInt)


def _depth(value: Any) -> int:
    """How deep value nests (stops counting past MAX_DEPTH); raises _BadLeaf
    with the JSON path of a string or key that is not text, or of a number
    that is not finite."""
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
            elif _bad_leaf(v):
                bad = True
        level = nxt
    if bad:
        path, leaf = _bad_leaf_path(value, "$")
        raise _BadLeaf(path, leaf)
    return depth


def _bad_leaf_path(v: Any, path: str) -> tuple[str, Any] | None:
    """The path of the first bad key or leaf, and the leaf (only called once
    one is known to be there)."""
    if isinstance(v, dict):
        for k, item in v.items():
            if not _is_text(k):
                return path, k
            found = _bad_leaf_path(item, schema.path_join(path, k))
            if found:
                return found
    elif isinstance(v, list):
        for i, item in enumerate(v):
            found = _bad_leaf_path(item, f"{path}[{i}]")
            if found:
                return found
    elif _bad_leaf(v):
        return path, v
    return None


class _BadLeaf(ValueError):
    def __init__(self, path: str, leaf: Any):
        super().__init__(path)
        self.path = path
        self.message = ("is a number too large for rulecheck (not finite)" if isinstance(leaf, float)
                        else schema.too_many_digits(leaf.digits) if isinstance(leaf, _BigInt)
                        else "holds a lone UTF-16 surrogate: not Unicode text")


def parse_json(text: str, source: str) -> Any:
    """Parse JSON text strictly: no duplicate keys, no NaN, bounded depth."""
    try:
        try:
            value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
        except ValueError as e:
            if "integer string conversion" not in str(e):
                raise
            # An integer too long to read: read it as a leaf that _bounded
            # finds by its path (only then: the hook costs every integer).
            value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                               parse_int=_read_int)
    except _DuplicateKey as e:
        raise InputError(source, "", f"the key {json.dumps(str(e))} appears twice in one object") from None
    except json.JSONDecodeError as e:
        raise InputError(source, f"line {e.lineno} column {e.colno}", f"not valid JSON: {e.msg}") from None
    except RecursionError:
        raise InputError(source, "", f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:
        raise InputError(source, "", f"not valid JSON: {e}") from None
    # The value is walked once more for the limits json.loads does not
    # keep. A quick test on the text that let a walk be skipped was slower
    # than the walk itself: 0.31 against 0.18 ms for the largest bundled
    # state, 40 against 0.03 ms for a state with a 2 MiB note
    # (docs/benchmarks.md, "Reading JSON in Python").
    return _bounded(value, source)


def _bounded(value: Any, source: str) -> Any:
    """The value, if it nests at most MAX_DEPTH levels and every string is
    text and every number finite."""
    try:
        too_deep = _depth(value) > MAX_DEPTH
    except _BadLeaf as e:
        raise InputError(source, e.path, e.message) from None
    if too_deep:
        raise InputError(source, "", f"nested more than {MAX_DEPTH} levels deep")
    return value


YAML_SUFFIXES = (".yaml", ".yml")


def parse_yaml(text: str, source: str) -> Any:
    """Parse YAML text strictly (pycli/yamlread.py: nothing beyond JSON,
    nothing silently read as something else)."""
    from .yamlread import YamlError, parse_yaml as parse

    try:
        value = parse(text)
    except YamlError as e:
        raise InputError(source, e.where, e.message) from None
    except RecursionError:
        raise InputError(source, "", f"nested more than {MAX_DEPTH} levels deep") from None
    return _bounded(value, source)


def parse_text(text: str, source: str, suffix: str = "") -> Any:
    """JSON or YAML text: by the file's suffix, or, for standard input and
    inline text, JSON if it reads as JSON and YAML otherwise."""
    if suffix in YAML_SUFFIXES:
        return parse_yaml(text, source)
    if suffix == ".json":
        return parse_json(text, source)
    try:
        return parse_json(text, source)
    except InputError as json_error:
        if text.lstrip()[:1] in ("{", "[") and not _looks_like_yaml_flow(text):
            raise json_error
        return parse_yaml(text, source)


def _looks_like_yaml_flow(text: str) -> bool:
    """{player: bob, action: pass}: a YAML flow mapping, not JSON."""
    return bool(re.match(r"\s*[\[{]\s*[A-Za-z_][\w-]*\s*:", text))


#: The name that reads standard input, wherever a file is read.
STDIN = "-"
_stdin_read = False


def read_stdin() -> bytes:
    """Standard input, at most MAX_BYTES of it, read once per process."""
    global _stdin_read
    if _stdin_read:
        raise InputError(STDIN, "", "standard input can be read once: only one argument may be -")
    _stdin_read = True
    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise InputError(STDIN, "", f"is more than {MAX_BYTES} bytes; rulecheck reads up to {MAX_BYTES} bytes")
    return data


def read_bytes(path: Path) -> bytes:
    """The bytes of a file a user named, directly or in another file: the one
    way rulecheck opens an input. It refuses a name with a NUL byte, reads
    only regular files (never a device, a pipe or a socket: opening one does
    not block, and it is refused before anything is read), and reads at most
    MAX_BYTES, whatever size the file reports. The name - reads standard
    input."""
    name = str(path)
    if name == STDIN:
        return read_stdin()
    if "\0" in name:
        raise InputError(name, "", "the file name holds a NUL byte")
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise InputError(name, "", "no such file") from None
    except PermissionError:
        raise InputError(name, "", "permission denied") from None
    except OSError as e:
        raise InputError(name, "", e.strerror or str(e)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise InputError(name, "", "is a directory, not a file (rulecheck reads JSON or YAML files)")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(name, "", "is not a regular file (a device, a pipe or a socket); "
                                       "rulecheck reads regular files")
        if info.st_size > MAX_BYTES:
            raise InputError(name, "", f"is {info.st_size} bytes; rulecheck reads files of up to "
                                       f"{MAX_BYTES} bytes")
        chunks, total = [], 0
        while total <= MAX_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_BYTES:
            raise InputError(name, "", f"is more than {MAX_BYTES} bytes; rulecheck reads files of up to "
                                       f"{MAX_BYTES} bytes")
        return b"".join(chunks)
    except OSError as e:
        raise InputError(name, "", e.strerror or str(e)) from None
    finally:
        os.close(fd)


def read_data_file(path: Path) -> Any:
    """The value of a JSON or YAML file (read_bytes opens it; the suffix
    .yaml or .yml means YAML, .json JSON; standard input may be either)."""
    data = read_bytes(path)
    source = str(path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError(source, f"byte {e.start} (line {line})", "not UTF-8 text") from None
    return parse_text(text, source, Path(source).suffix.lower() if source != STDIN else "")


def referenced_file(container: Path, value: Any, field: str) -> Path:
    """The file a record's or fixture's field names, relative to its folder."""
    if not isinstance(value, str) or not value:
        raise InputError(str(container), f"$.{field}", "must name a file (a string)")
    if "\0" in value:
        raise InputError(str(container), f"$.{field}", "the file name holds a NUL byte")
    return container.parent / value


def is_fixture(value: Any) -> bool:
    return isinstance(value, dict) and "game" not in value and ("state" in value or "state_file" in value)


def is_record(value: Any) -> bool:
    """A game record (load_record), not a state: its moves and its initial state."""
    return (isinstance(value, dict) and "game" not in value and "moves" in value
            and ("initial" in value or "initial_file" in value))


def fixture_state(fixture: dict[str, Any], fixture_path: Path) -> Any:
    if "state" in fixture:
        return fixture["state"]
    return read_data_file(referenced_file(fixture_path, fixture.get("state_file"), "state_file"))


class CheckedState(dict):
    """A state that has passed its game's JSON Schema as it was read (the
    engine's check, rules.pl/rc_schema.pl): its structural errors are told
    before any other input's. The engine checks it again with each question;
    that is one walk of the state, under a millisecond."""


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
    path = Path(path)
    value = read_data_file(path)
    if is_fixture(value):
        value = fixture_state(value, path)
    elif is_record(value):
        raise InputError(str(path), "", "is a game record (an initial state and moves), not a state: "
                                        f"`rulecheck replay {path}` replays it")
    return checked(value, str(path)) if structural else value


def load_move(text_or_path: str) -> tuple[str, dict[str, Any]]:
    """A move given as the name of a file holding it (when such a file
    exists), or inline as JSON. Returns the source name used in messages and
    the move."""
    stripped = text_or_path.lstrip()
    if text_or_path == STDIN or ("\0" not in text_or_path and os.path.lexists(text_or_path)):
        path = Path(text_or_path)
        source = str(path)
        value = read_data_file(path)
    elif stripped.startswith("{") or stripped.startswith("["):
        source = "MOVE"
        value = parse_text(text_or_path, source)
    else:
        raise InputError(text_or_path, "", "no such file, and not inline JSON either "
                                           "(MOVE is a file or a JSON object such as '{\"player\": ...}')")
    if not isinstance(value, dict):
        raise InputError(source, "$", f"a move is a JSON object, found {schema.type_name(value)}")
    return source, value


def load_record(path: Path) -> dict[str, Any]:
    """A game record: ``{"title", "initial" | "initial_file", "moves": [...],
    "outcome"?}``; the initial state structurally checked."""
    return record_value(read_data_file(Path(path)), str(path), Path(path))


def record_value(value: Any, src: str, path: Path | None = None) -> dict[str, Any]:
    """A game record already read (from a file at ``path``, or from a batch
    request, where ``initial_file`` is refused: a request names no files)."""
    if not isinstance(value, dict):
        raise InputError(src, "$", "a record is a JSON object")
    known = {"title", "initial", "initial_file", "moves", "outcome", "note"}
    for key in value:
        if key not in known:
            raise InputError(src, f"$.{key}", f"is not a record field (fields: {', '.join(sorted(known))})")
    if "initial" in value:
        initial = value["initial"]
    elif "initial_file" in value and path is not None:
        initial = read_data_file(referenced_file(path, value["initial_file"], "initial_file"))
    elif "initial_file" in value:
        raise InputError(src, "$.initial_file", "a record in a request gives its initial state inline (initial)")
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
