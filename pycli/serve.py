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

from . import __version__, core, engine, inputs

PROTOCOL = 1

#: The longest request line read (the limit of an input file).
MAX_LINE = inputs.MAX_BYTES


def _state(req: dict[str, Any], field: str = "state") -> dict[str, Any]:
    if field not in req:
        raise inputs.InputError("request", f"$.{field}", f"this operation needs a {field}")
    return inputs.checked(req[field], f"request {field}")


def _move(req: dict[str, Any]) -> dict[str, Any]:
    move = req.get("move")
    if not isinstance(move, dict):
        raise inputs.InputError("request", "$.move", "this operation needs a move (a JSON object)")
    return move


def _legal_moves(req: dict[str, Any]) -> Any:
    limit = req.get("limit", 1000)
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
        raise inputs.InputError("request", "$.limit", "is a count of moves (0 or more), or null for all")
    return core.legal_moves_page(_state(req), limit, "request state")


def _apply(req: dict[str, Any]) -> Any:
    r = core.apply(_state(req), _move(req), "request state", "request move")
    return {"state": r["state"], "events": r["events"]} if r["legal"] else r


def _validate(req: dict[str, Any]) -> Any:
    if "state" not in req:
        raise inputs.InputError("request", "$.state", "this operation needs a state")
    errs = core.validate(req["state"], "request state")
    return {"valid": not errs, "errors": errs}


def _replay(req: dict[str, Any]) -> Any:
    rec = inputs.record_value(req.get("record"), "request record")
    initial = inputs.CheckedState(rec["initial"])           # record_value checked it
    return core.replay(initial, rec["moves"], "request record", steps=bool(req.get("verbose")))


OPERATIONS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "check": lambda r: core.check(_state(r), _move(r), "request state", "request move"),
    "legal_moves": _legal_moves,
    "apply": _apply,
    "explain": lambda r: core.explain(_state(r), _move(r), "request state", "request move"),
    "outcome": lambda r: core.outcome(_state(r), "request state"),
    "validate": _validate,
    "normalize": lambda r: core.normalize(_state(r), "request state"),
    "replay": _replay,
    "games": lambda r: core.games(),
}


def hello() -> dict[str, Any]:
    return {"rulecheck": __version__, "protocol": PROTOCOL, "operations": sorted(OPERATIONS)}


def answer(req: Any) -> dict[str, Any]:
    """The answer to one request (never raises for bad input)."""
    rid = req.get("id") if isinstance(req, dict) else None
    try:
        if not isinstance(req, dict):
            raise inputs.InputError("request", "$", "a request is a JSON object with an op")
        op = req.get("op")
        if op not in OPERATIONS:
            raise inputs.InputError("request", "$.op", f"{json.dumps(op)} is not an operation; the operations "
                                                       f"are: {', '.join(sorted(OPERATIONS))}")
        return {"id": rid, "ok": OPERATIONS[op](req)}
    except inputs.InputError as e:
        return {"id": rid, "error": {"kind": "input", "path": e.path or None, "message": e.message}}
    except engine.EngineError as e:
        kind = "limit" if e.kind == "limit" else "internal"
        return {"id": rid, "error": {"kind": kind, "path": None, "message": e.message}}
    except RecursionError:
        return {"id": rid, "error": {"kind": "input", "path": None, "message": "the request is nested too deeply"}}


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
    for out in batch.ordered_map(_answer_item, _lines(stdin), jobs=jobs, chunk=8):
        stdout.write((out + "\n").encode("utf-8"))
        stdout.flush()
    return 0
