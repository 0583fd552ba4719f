"""`rulecheck serve --stdio`: the engine for programs, one JSON line in,
one JSON line out (docs/protocol.md).

The first line rulecheck writes says who it is:

    {"rulecheck": "0.1.0", "protocol": 1, "operations": [...]}

then every request line gets one answer line, in order:

    {"id": 7, "op": "check", "state": {...}, "move": {...}}
    {"id": 7, "ok": {"legal": false, "violations": [...], ...}}
    {"id": 8, "error": {"kind": "input", "path": "$.move.card", "message": "..."}}

An answer's `ok` is what the command's `--json` prints (apply's is
`apply --json --events`'s). A request that cannot be read is answered with
an error too, and the stream goes on; the server ends, with exit code 0,
when its input does. With --jobs N the requests are answered by N engines
in worker processes, still in order."""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

from . import __version__, core, inputs

PROTOCOL = 1

#: The longest request line read (the limit of an input file).
MAX_LINE = inputs.MAX_BYTES


def _needed(req: dict[str, Any], field: str) -> Any:
    if field not in req:
        raise inputs.InputError("request", f"$.{field}", f"this operation needs a {field}")
    return req[field]


def _limit(req: dict[str, Any]) -> Any:
    limit = req.get("limit", core.DEFAULT_LIMIT)
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
        raise inputs.InputError("request", "$.limit", "is a count of moves (0 or more), or null for all")
    return limit


def _text(req: dict[str, Any], field: str, required: bool = False) -> Any:
    """A field that is a string (or absent, when it is not required)."""
    value = req.get(field)
    if value is None and required:
        raise inputs.InputError("request", f"$.{field}", f"this operation needs a {field} (a string)")
    if value is not None and not isinstance(value, str):
        raise inputs.InputError("request", f"$.{field}", "is a string")
    return value


def _seed(req: dict[str, Any]) -> int:
    seed = req.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise inputs.InputError("request", "$.seed", "is an integer from 0 to 2^63-1 (the seed of the shuffle)")
    return seed


def _options(req: dict[str, Any]) -> dict[str, Any]:
    options = req.get("options", {})
    if not isinstance(options, dict):
        raise inputs.InputError("request", "$.options", "is an object (players, choices)")
    return options


#: A request's fields as the core's arguments: each field's reader, and the
#: names it gives its value and its source. The core checks a state and a
#: move (core._move_checked) as it does a file's.
_FIELDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "state": lambda req: {"state": _needed(req, "state"), "source": "request state"},
    "move": lambda req: {"move": req.get("move"), "move_source": "request move"},
    "limit": lambda req: {"limit": _limit(req)},
    "record": lambda req: {"record": inputs.record_value(req.get("record"), "request record"),
                           "source": "request record"},
    "verbose": lambda req: {"verbose": bool(req.get("verbose"))},
    "viewer": lambda req: {"viewer": _text(req, "viewer")},
    "player": lambda req: {"player": _text(req, "player")},
    "card": lambda req: {"card": _text(req, "card")},
    "game": lambda req: {"game": _text(req, "game", required=True)},
    "rulebook_game": lambda req: {"game": _text(req, "game")},
    "rule": lambda req: {"rule_id": _text(req, "rule")},
    "query": lambda req: {"query": _text(req, "query") or ""},
    "seed": lambda req: {"seed": _seed(req)},
    "options": lambda req: {"options": _options(req)},
}


def hello() -> dict[str, Any]:
    return {"rulecheck": __version__, "protocol": PROTOCOL, "operations": sorted(core.OPERATIONS)}


def answer(req: Any) -> dict[str, Any]:
    """The answer to one request (never raises for bad input): the core's
    answer of its operation (core.OPERATIONS), or what went wrong
    (core.failure)."""
    rid = req.get("id") if isinstance(req, dict) else None
    try:
        if not isinstance(req, dict):
            raise inputs.InputError("request", "$", "a request is a JSON object with an op")
        op = req.get("op")
        if not isinstance(op, str) or op not in core.OPERATIONS:
            raise inputs.InputError("request", "$.op", f"{json.dumps(op)} is not an operation; the operations "
                                                       f"are: {', '.join(sorted(core.OPERATIONS))}")
        function, fields = core.OPERATIONS[op]
        args: dict[str, Any] = {}
        for field in fields:
            args.update(_FIELDS[field](req))
        return {"id": rid, "ok": function(**args)}
    except Exception as e:  # noqa: BLE001 - every failure is an answer, and the stream goes on
        error = core.failure(e, "request")
        del error["file"]       # a request names no file: the protocol's envelope
        return {"id": rid, "error": error}


def answer_line(item: tuple[int, str]) -> str:
    """One request line (with its number) to one answer line."""
    number, line = item
    try:
        req = inputs.parse_json(line, f"line {number}")
    except inputs.InputError as e:
        where = f"line {number}" + (", " + e.path.replace("line 1 column", "column") if e.path else "")
        return _dumps({"id": None, "error": {"kind": "input", "path": where, "message": e.message}})
    return _dumps(answer(req))


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _lines(stream) -> Any:
    """(number, text) for each non-blank line of a binary stream; text is
    None for a line too long to read, or not UTF-8 (a message instead)."""
    number = 0
    while True:
        line = stream.readline(MAX_LINE + 1)
        if not line:
            return
        number += 1
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while line and not line.endswith(b"\n"):       # pass over the rest of the overlong line
                line = stream.readline(MAX_LINE + 1)
            yield number, None, f"is longer than {MAX_LINE} bytes"
            continue
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as e:
            yield number, None, f"byte {e.start}: not UTF-8 text"
            continue
        if text.strip():
            yield number, text, None


def _answer_item(item: tuple[int, str | None, str | None]) -> str:
    number, line, problem = item
    if line is None:
        return _dumps({"id": None, "error": {"kind": "input", "path": f"line {number}", "message": problem}})
    return answer_line((number, line))


def serve(stdin=None, stdout=None, jobs: int = 1) -> int:
    """Answer the request lines of stdin on stdout until stdin ends (both
    binary streams; UTF-8 text)."""
    from . import batch

    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    stdout.write((_dumps(hello()) + "\n").encode("utf-8"))
    stdout.flush()
    if jobs == 1:
        core.games()    # every game loaded now: a long-running engine never loses one to a vanished cache
    for out in batch.ordered_map(_answer_item, _lines(stdin), jobs=jobs, chunk=8):
        stdout.write((out + "\n").encode("utf-8"))
        stdout.flush()
    return 0
