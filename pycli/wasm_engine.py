"""The WebAssembly engine as a backend of the Python side: the same rules,
run by SWI-Prolog's WebAssembly build under node (the web bundle's
node-host.js, pycli/webbundle.py), asked through the same entry point,
``rulecheck:api(+Op, +RequestText, -ReplyText)``.

``rulecheck test --engine wasm`` swaps the process's engine for this one
(use()), so the fixture runner, its output and its exit codes are the
runner's own; only who answers the engine's requests changes. One node
process answers every request of the run, JSON lines over its stdio.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from . import engine as native


class WasmEngine:
    """The engine of a web bundle, under node: ``request`` and
    ``reply_text`` as the native engine's (pycli/engine.py)."""

    compiled = None

    def __init__(self, bundle: Path) -> None:
        node = shutil.which("node") or shutil.which("nodejs")
        if node is None:
            raise native.EngineError("internal", "$", "node is needed for the WebAssembly engine "
                                     "(scripts/setup.sh installs it)")
        self._proc = subprocess.Popen([node, str(bundle / "node-host.js")], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      encoding="utf-8", bufsize=1)
        first = self._proc.stdout.readline()
        try:
            hello = json.loads(first)
        except ValueError:
            hello = {}
        if not hello.get("ready"):
            self.close()
            raise native.EngineError("internal", "$", "the WebAssembly engine did not start")
        self.version = str(hello.get("version", ""))
        self.load_ms = hello.get("loadMs")

    def reply_text(self, op: str, text: str) -> str:
        """The engine's reply text to the request text, as it wrote it."""
        self._proc.stdin.write(json.dumps({"op": op, "text": text}, ensure_ascii=False) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise native.EngineError("internal", "$", "the WebAssembly engine ended")
        return line.rstrip("\n")

    def call(self, method: str, *args: Any) -> dict[str, Any]:
        """rulecheck.js's operation ``method`` (legalMoves, check, ...) on
        ``args``: ``{"ok": value}`` or ``{"error": {...}}``."""
        self._proc.stdin.write(json.dumps({"method": method, "args": list(args)}) + "\n")   # escaped: a lone surrogate too
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise native.EngineError("internal", "$", "the WebAssembly engine ended")
        return json.loads(line)

    def prolog_version(self) -> str:
        return self.version

    def request(self, op: str, payload: dict[str, Any]) -> Any:
        """As the native engine's request(): the ``ok`` value, or EngineError."""
        return native.answer(self.reply_text(op, native.request_text(payload)))

    def close(self) -> None:
        if self._proc.poll() is None:
            self._proc.stdin.close()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()


def bundle_dir() -> Path:
    """The bundle the WebAssembly engine runs from: the cache's, built if
    it is missing or stale (pycli/webbundle.py)."""
    from . import webbundle

    return webbundle.built_default()


def use(bundle: Path | None = None) -> WasmEngine:
    """Make the WebAssembly engine the process's engine (pycli.engine.engine())."""
    wasm = WasmEngine(bundle or bundle_dir())
    native._ENGINE = wasm  # type: ignore[assignment]
    return wasm
