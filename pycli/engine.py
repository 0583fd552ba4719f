"""The bridge to the Prolog engine: the one module that uses pyswip (its
binding of libswipl, pyswip.core).

The engine is started once per process. Every question goes through one fixed
predicate, ``rulecheck:api(+Op, +RequestJSON, -ReplyJSON)``: the operation is
an atom chosen here, never by the user, and the request (the state, the move)
is one atom of JSON text (UTF-8). User data is never formatted into a
query string. The reply is JSON text:
``{"ok": value}`` or ``{"error": {"kind": ..., "path": ..., "message": ...}}``.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import sys
from pathlib import Path
from typing import Any

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


def _swipl_location() -> None:
    """Tell pyswip where libswipl is (its documented LIBSWIPL_PATH and
    SWI_HOME_DIR) before it is loaded, so that it does not start a
    `swipl --dump-runtime-variables` child process to find out: the answer
    is asked once and kept in the cache folder (swipl.json), for as long as
    the swipl on PATH is the same file. Variables the user set are kept."""
    if os.environ.get("LIBSWIPL_PATH") and os.environ.get("SWI_HOME_DIR"):
        return
    import shutil

    exe = shutil.which("swipl")
    if exe is None:
        return                                  # pyswip's own search, then
    try:
        info = os.stat(exe)
        key = f"{os.path.realpath(exe)}:{info.st_mtime_ns}:{info.st_size}"
        cache = _cache_dir() / "swipl.json"
        try:
            known = json.loads(cache.read_text("utf-8"))
        except (OSError, ValueError):
            known = {}
        if known.get("key") != key or not os.path.exists(known.get("libswipl", "")):
            import subprocess

            out = subprocess.run([exe, "--dump-runtime-variables"], capture_output=True, text=True,
                                 timeout=30, stdin=subprocess.DEVNULL).stdout
            found = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
            found = {k: v.strip().strip(";").strip('"') for k, v in found.items()}
            known = {"key": key, "libswipl": found.get("PLLIBSWIPL", ""), "home": found.get("PLBASE", "")}
            if not (known["libswipl"] and known["home"]):
                return
            cache.parent.mkdir(parents=True, exist_ok=True)
            cache.write_text(json.dumps(known), "utf-8")
        os.environ.setdefault("LIBSWIPL_PATH", known["libswipl"])
        os.environ.setdefault("SWI_HOME_DIR", known["home"])
    except (OSError, ValueError):
        return


def _pyswip_core():
    """pyswip's binding of libswipl (pyswip.core), without the rest of the
    package. Only this module calls it.

    Why not pyswip's public API (``pyswip.prolog.Prolog``, with ``Functor``,
    ``Variable`` and ``Query``: terms, not query strings)? Measured on
    2026-12-01 (docs/benchmarks.md, "The pyswip layer"): importing it
    (pyswip.prolog starts Prolog and asserts its query-string runner at
    import) costs 15.7 ms more CPU than pyswip.core alone (105.9 against
    90.2 ms, 21 processes each, alternating); a call through ``Query`` is
    4-9% slower than this module's (core.check 0.55-0.82 ms against
    0.59-0.90 in the quiet runs); and ``putTerm`` puts a str as an atom of
    Latin-1 characters (PL_put_atom_chars), so the request would have to go
    as ASCII with every other character escaped, and a character outside
    the BMP as a surrogate pair that Prolog's reader refuses (the engine
    would load library(http/json), 13 ms, for it). It would fit the 200 ms
    of a one-shot ``check``, but it moves a call away from the 1.2x of the
    engine's own api/3 (``rulecheck bench``: core.check took 1.07-1.38x in
    the calm runs on a loaded machine), not towards it. This binding
    stays, with the same design: one fixed predicate, the request one atom
    of UTF-8 text (PL_put_chars with REP_UTF8)."""
    import importlib.util

    if "pyswip.core" in sys.modules:
        return sys.modules["pyswip.core"]
    spec = importlib.util.find_spec("pyswip")
    if spec is None or not spec.submodule_search_locations:
        raise EngineError("internal", "$", "pyswip is not installed")
    location = Path(list(spec.submodule_search_locations)[0]) / "core.py"
    core_spec = importlib.util.spec_from_file_location("pyswip.core", location)
    module = importlib.util.module_from_spec(core_spec)
    sys.modules["pyswip.core"] = module
    core_spec.loader.exec_module(module)
    return module


#: PL_cleanup's flag (SWI-Prolog.h): halt without giving memory back.
PL_CLEANUP_NO_RECLAIM_MEMORY = 0x10000


def _halt(pl: Any) -> None:
    """At the process's exit: SWI-Prolog halts without giving its memory
    back (the process ends: there is nothing to give it back to), and
    pyswip's own cleanup then finds it halted. Reclaiming it would first
    stop every thread that ran Prolog: from a process whose engine started
    in another thread than the one that exits (a Dask worker's, started in
    its task thread) that fails, and SWI-Prolog said so on every worker's
    stderr: "WARNING: Failed to stop Prolog threads. Not reclaming memory"."""
    if pl.PL_is_initialised(None, None):
        code = getattr(getattr(pl, "_hook", None), "exit_code", None)
        pl.PL_cleanup(PL_CLEANUP_NO_RECLAIM_MEMORY | (code if isinstance(code, int) and 0 <= code < 256 else 0))


class Engine:
    """One SWI-Prolog engine with the rules loaded, asked through
    libswipl's foreign interface: every call is a fixed predicate with its
    arguments put into term references, never text parsed as a query."""

    #: The folder of the compiled rules this engine loaded (None: the sources).
    compiled: Path | None = None

    def __init__(self) -> None:
        _swipl_location()
        pl = self._pl = _pyswip_core()
        if not pl.PL_is_initialised(None, None):
            args = ["./", "-q", "--nosignals"]
            if pl.SWI_HOME_DIR:
                args.append(f"--home={pl.SWI_HOME_DIR}")
            if not pl.PL_initialise(len(args), args):
                raise EngineError("internal", "$", "SWI-Prolog did not start")
        self._api = pl.PL_predicate("api", 3, "rulecheck")
        self._op_atoms: dict[str, int] = {}      # each operation's atom, made once (PL_new_atom keeps it)
        self._put_atom = pl._lib.PL_put_atom
        self._put_atom.argtypes, self._put_atom.restype = [ctypes.c_void_p, ctypes.c_void_p], ctypes.c_int
        # The reply with its length: no strlen, and ctypes.string_at copies it once.
        self._get_nchars = pl._lib.PL_get_nchars
        self._get_nchars.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                                     ctypes.POINTER(ctypes.c_char_p), ctypes.c_uint]
        self._get_nchars.restype = ctypes.c_int
        lib = pl._lib                           # reply_data's string buffers
        lib.PL_mark_string_buffers.argtypes = [ctypes.POINTER(ctypes.c_size_t)]
        lib.PL_mark_string_buffers.restype = None
        lib.PL_release_string_buffers_from_mark.argtypes = [ctypes.c_size_t]
        lib.PL_release_string_buffers_from_mark.restype = None
        source = rules_dir()
        if not (source / "rulecheck.pl").is_file():
            raise EngineError("internal", "$", f"the rules are missing: {source}")
        # Loading prints nothing a user should see: a load warning is a bug
        # that tests/test_engine.py catches, not a message for a judge.
        # A game is loaded the first time it is asked about (rulecheck.pl,
        # game_module/2): a one-shot question loads one game, not every one.
        self._call("set_prolog_flag", "rulecheck_load", "lazy")
        with _stderr_silenced():
            loaded = self._load_compiled(source) or self._call("use_module", str(source / "rulecheck"))
        if not loaded:
            raise EngineError("internal", "$", f"the rules did not load: {source}")
        # Prolog's stacks (all of them together) may not grow past this; a
        # question that needs more is answered with a clear "limit" error.
        limit = os.environ.get("RULECHECK_STACK_LIMIT", "")
        self._call("set_prolog_flag", "stack_limit",
                   int(limit) if limit.isdigit() and int(limit) >= 1_000_000 else 1_073_741_824)
        self._start_watchdog()
        import atexit

        atexit.register(_halt, pl)              # before pyswip's own cleanup (atexit: last in, first out)

    #: How often a running request is reminded to look at its deadline.
    TICK = 0.2

    def _start_watchdog(self) -> None:
        """The clock of every request (rulecheck.pl's limited/4): a thread
        that wakes every TICK seconds and, while a request runs, raises the
        signal usr2 in the engine's thread; the engine's handler ends the
        request once its deadline has passed. A request only sets and clears
        a flag (no event to signal, no thread to wake: two thread wake-ups a
        request cost 2.4-12.3 ms medians in some runs on a busy machine,
        docs/benchmarks.md), and no alarm library is loaded. A signal that
        arrives just after a request ended finds no deadline and is
        ignored."""
        import signal
        import threading
        import time

        lib = self._pl._lib
        lib.PL_thread_self.restype = ctypes.c_int
        lib.PL_thread_raise.argtypes = [ctypes.c_int, ctypes.c_int]
        lib.PL_thread_raise.restype = ctypes.c_int
        thread_id, sig = lib.PL_thread_self(), int(signal.SIGUSR2)
        self._running = False

        def watch() -> None:
            while True:
                time.sleep(self.TICK)
                if self._running:
                    lib.PL_thread_raise(thread_id, sig)

        threading.Thread(target=watch, name="rulecheck-engine-clock", daemon=True).start()

    def _load_compiled(self, source: Path) -> bool:
        """Load the rules from their precompiled form (SWI-Prolog .qlf files),
        compiling them once into the cache if needed. Returns False, having
        loaded nothing, if that cannot be done; the caller then loads the
        sources. Loading .qlf files takes a few milliseconds; compiling the
        sources takes about a hundred (docs/benchmarks.md)."""
        if os.environ.get("RULECHECK_NO_CACHE"):
            return False
        try:
            key, fingerprint = _fingerprint(source, self.prolog_version())
            base = _cache_dir()
            target = base / key
            for _ in range(2):                  # once more if pruned (or found damaged) as we came to it
                if not (target / "rulecheck.qlf").is_file():
                    _compile_into(source, sorted([*source.rglob("*.pl"), *source.glob("*/schema.json")]),
                                  base, target, fingerprint)
                with _in_use(target) as there:
                    if not there:
                        continue
                    if (target / "fingerprint").read_text("utf-8") != fingerprint:
                        return False            # another rule set's folder under the same key
                    whole = _whole(target)
                    if whole:
                        # The engine loads under the lock, and keeps a shared lock
                        # of its own for its life: the games it loads later (lazily)
                        # come from a folder no pruning takes away.
                        loaded = self._call("use_module", str(target / "rulecheck"))
                        if loaded:
                            self.compiled = target
                            self._held = _hold(target)
                        return loaded
                _discard(base, target)          # a file cut short or changed: compiled again
            return False
        except (OSError, EngineError):
            return False

    def _call(self, name: str, *args: Any) -> bool:
        """Call the predicate user:name/N once with atoms and integers as its
        arguments; whether it succeeded."""
        pl = self._pl
        frame = pl.PL_open_foreign_frame()
        try:
            refs = pl.PL_new_term_refs(len(args))
            for i, arg in enumerate(args):
                if isinstance(arg, int):
                    pl.PL_put_integer(refs + i, arg)
                else:
                    pl.PL_put_atom_chars(refs + i, str(arg))
            pred = pl.PL_predicate(name, len(args), "user")
            return bool(pl.PL_call_predicate(None, pl.PL_Q_NODEBUG | pl.PL_Q_CATCH_EXCEPTION, pred, refs))
        finally:
            pl.PL_discard_foreign_frame(frame)

    def prolog_version(self) -> str:
        """current_prolog_flag(version, V): e.g. "90004"."""
        pl = self._pl
        frame = pl.PL_open_foreign_frame()
        try:
            refs = pl.PL_new_term_refs(2)
            pl.PL_put_atom_chars(refs, "version")
            pred = pl.PL_predicate("current_prolog_flag", 2, "user")
            if not pl.PL_call_predicate(None, pl.PL_Q_NODEBUG | pl.PL_Q_CATCH_EXCEPTION, pred, refs):
                raise EngineError("internal", "$", "SWI-Prolog has no version flag")
            value = ctypes.c_long()
            pl.PL_get_long(refs + 1, ctypes.byref(value))
            return str(value.value)
        finally:
            pl.PL_discard_foreign_frame(frame)

    _operations: frozenset[str] | None = None

    def operations(self) -> frozenset[str]:
        """The operations the engine answers: the first arguments of its
        request/3 clauses (rules.pl/rulecheck.pl), asked once."""
        if self._operations is None:
            pl = self._pl
            frame = pl.PL_open_foreign_frame()
            try:
                term = pl.PL_new_term_refs(4)
                ops, goal, item = term + 1, term + 2, term + 3
                if not (pl.PL_chars_to_term("o(Ops, findall(Op, clause(rulecheck:request(Op, _, _), _), Ops))", term)
                        and pl.PL_get_arg(1, term, ops) and pl.PL_get_arg(2, term, goal)
                        and pl.PL_call(goal, None)):
                    raise EngineError("internal", "$", "the engine did not list its operations")
                found = set()
                chars = ctypes.c_char_p()
                while pl.PL_get_list(ops, item, ops):
                    if pl.PL_get_chars(item, ctypes.byref(chars), pl.CVT_ATOM | pl.REP_UTF8 | pl.BUF_DISCARDABLE):
                        found.add(chars.value.decode("utf-8"))
                self._operations = frozenset(found)
            finally:
                pl.PL_discard_foreign_frame(frame)
        return self._operations

    def request(self, op: str, payload: dict[str, Any]) -> Any:
        """Ask the engine ``op`` about ``payload``; return the ``ok`` value or
        raise :class:`EngineError`."""
        if op not in (self._operations or self.operations()):
            raise ValueError(f"unknown engine operation {op!r}")
        return answer(self.reply_data(op, request_data(payload)))

    def reply_text(self, op: str, text: str) -> str:
        """The engine's reply to the request text, as rulecheck:api/3 wrote
        it (the WebAssembly engine's must be the same, byte for byte)."""
        return self.reply_data(op, text.encode("utf-8")).decode("utf-8")

    def reply_data(self, op: str, data: bytes) -> bytes:
        """reply_text() in UTF-8, both ways: request() hands the engine
        orjson's bytes and reads the reply's bytes, with no text made between
        (docs/benchmarks.md, "Issue 34, eleventh round": a Python API check
        took 1.17x the engine's own api/3 in process, 1.13-1.14x this way)."""
        pl = self._pl
        # PL_get_nchars puts the reply's UTF-8 text on the thread's stack of
        # string buffers, which only a foreign predicate's return releases:
        # called from outside Prolog, every reply stayed (a megabyte for
        # `cards`), so the buffers are marked and released here.
        lib = pl._lib
        mark = ctypes.c_size_t()
        lib.PL_mark_string_buffers(ctypes.byref(mark))
        frame = pl.PL_open_foreign_frame()
        try:
            refs = pl.PL_new_term_refs(3)
            atom = self._op_atoms.get(op)
            if atom is None:
                atom = self._op_atoms[op] = pl.PL_new_atom(op.encode("ascii"))
            self._put_atom(refs, atom)
            pl.PL_put_chars(refs + 1, pl.PL_ATOM | pl.REP_UTF8, len(data), data)
            self._running = True
            try:
                answered = pl.PL_call_predicate(None, pl.PL_Q_NODEBUG | pl.PL_Q_CATCH_EXCEPTION, self._api, refs)
            finally:
                self._running = False
            if not answered:
                raise EngineError("internal", "$", "the engine gave no answer")
            length, chars = ctypes.c_size_t(), ctypes.c_char_p()
            if not self._get_nchars(refs + 2, ctypes.byref(length), ctypes.byref(chars),
                                    pl.CVT_STRING | pl.CVT_ATOM | pl.REP_UTF8 | pl.BUF_DISCARDABLE):
                raise EngineError("internal", "$", "the engine's answer is not text")
            reply = ctypes.string_at(chars, length.value)
        finally:
            pl.PL_discard_foreign_frame(frame)
            lib.PL_release_string_buffers_from_mark(mark)
        if len(reply) > _TRIM_AFTER and _malloc_trim is not None:
            # A reply of a megabyte (a whole catalogue) leaves glibc's heap
            # holding what it freed, more with each such reply: `serve`
            # grew 2.4 MB an answer until trimmed (docs/benchmarks.md).
            _malloc_trim(0)
        return reply


#: Replies longer than this many bytes are followed by malloc_trim(0)
#: (glibc), so that the engine mode's memory stays flat (issue 36).
_TRIM_AFTER = 200_000


def _find_malloc_trim():
    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):            # not glibc: nothing to trim
        return None


_malloc_trim = _find_malloc_trim()


def request_text(payload: dict[str, Any]) -> str:
    """The request as the engine is handed it: request_data(), as text."""
    return request_data(payload).decode("utf-8")


def request_data(payload: dict[str, Any]) -> bytes:
    """The request as the engine is handed it, in UTF-8: JSON that is Prolog
    syntax too, so that the engine reads it with SWI-Prolog's own reader
    (rc_json.pl). From a process's second request on (a one-shot command
    makes one: it does not pay orjson's import), orjson writes it, compact,
    about eight times faster than json.dumps (docs/benchmarks.md, "Issue 34,
    third round"). Compact
    JSON is Prolog syntax but where a colon meets a minus sign (":-1" is
    one token to Prolog's reader): that text, a number past 64 bits, or a
    key that is not a string (orjson refuses both) is written by json.dumps
    with ", " and ": " between items, as before."""
    global _DUMPS, _LOADS, _ASKED
    if _DUMPS is None:
        _ASKED += 1
        if _ASKED < 2:
            return _ENCODE(payload).encode("utf-8")
        try:
            import orjson

            _DUMPS, _LOADS = orjson.dumps, orjson.loads
        except ImportError:                     # the package's dependency; a bare checkout may lack it
            _DUMPS = False
    if _DUMPS:
        try:
            data = _DUMPS(payload)
        except TypeError:                       # orjson.JSONEncodeError: an integer past 64 bits, a key not a string
            return _ENCODE(payload).encode("utf-8")
        if b":-" not in data:
            return data
    return _ENCODE(payload).encode("utf-8")


#: json.dumps' own C encoder, made once, without the check for a value
#: inside itself (what a request holds was read from JSON or built by the
#: core: no cycle): 23 against 27.6 us for the mid-game check's request.
_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "), check_circular=False).encode
_DUMPS: Any = None                              # orjson.dumps once imported, False without it
_LOADS: Any = None                              # orjson.loads, with it
_ASKED = 0


def answer(raw: str | bytes) -> Any:
    """The ``ok`` value of a reply text, or its error raised as EngineError.
    Read by orjson once it is imported (request_data), else, or where orjson
    refuses the text (a number past 64 bits), by json.loads: the same
    values."""
    try:
        reply = _LOADS(raw) if _LOADS else json.loads(raw)
    except ValueError:                          # orjson.JSONDecodeError is one
        reply = json.loads(raw)
    if "error" in reply:
        err = reply["error"]
        raise EngineError(err.get("kind", "internal"), err.get("path", "$"),
                          err.get("message", ""), err.get("in", "request"))
    return reply["ok"]


#: Compiles each file named on its command line to .qlf, in order: the
#: engine's shared modules, each game's game.pl, then the engine itself
#: (rulecheck.pl, last, compiled as usual). A game is compiled without
#: importing anything into user: the games export hooks with the same names,
#: which must not be visible from one another through user. The games find
#: the engine's modules through the search path rulecheck_rules.
_COMPILE_GOAL = ("current_prolog_flag(argv, [Dir|Files]), "
                 "asserta(user:file_search_path(rulecheck_rules, Dir)), "
                 "forall(member(F, Files), "
                 "( file_base_name(F, rulecheck) -> qcompile(F) ; qcompile(F, [imports([])]) ))")


def _fingerprint(source: Path, version: str) -> tuple[str, str]:
    """The compiled rules' cache key and the text it is made from: the
    SWI-Prolog version and each rule file's path, size and modification time
    (what Python's own .pyc files are checked against), read from the
    directory without reading the files. The text is kept beside the
    compiled rules and compared on every load, so two rule sets whose keys
    coincide are never mistaken for each other."""
    import zlib

    entries: list[str] = []

    def walk(folder: str, prefix: str) -> None:
        with os.scandir(folder) as it:
            for entry in it:
                if entry.is_dir():
                    walk(entry.path, prefix + entry.name + "/")
                elif entry.name.endswith(".pl") or (prefix and entry.name == "schema.json"):
                    st = entry.stat()
                    entries.append(f"{prefix}{entry.name} {st.st_size} {st.st_mtime_ns}")

    walk(str(source), "")
    text = "\n".join([f"swipl {version}", *sorted(entries)]) + "\n"
    data = text.encode("utf-8")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}", text


def compile_order(source: Path, files: list[Path]) -> list[Path]:
    """The modules to compile to .qlf, dependencies first: the shared
    modules, each game's game.pl, then the engine (rulecheck.pl). The web
    bundle compiles its rules in the same order (pycli/webbundle.py)."""
    shared = ["rc_host.pl", "rc_util.pl", "rc_random.pl", "rc_schema.pl", "rc_json.pl", "rc_legal.pl", "rc_moves.pl", "rc_explain.pl", "rc_play.pl", "rc_cards.pl",
              "rc_search.pl", "rc_listing.pl", "rc_display.pl"]
    order = [source / name for name in shared if (source / name).is_file()]
    order += [f for f in files if f.name == "game.pl" and f.parent.parent == source]
    order += [f for f in files if f.parent == source and f not in order and f.name != "rulecheck.pl"]
    order.append(source / "rulecheck.pl")
    return order


def _compile_into(source: Path, files: list[Path], base: Path, target: Path, fingerprint: str) -> None:
    """Copy the sources into a fresh folder, compile each module to .qlf in a
    SWI-Prolog child process (a game's files in its folder are included in its
    module's .qlf; this process loads nothing until the whole set compiled),
    then move the folder into place in one rename. Raises OSError if that
    cannot be done."""
    import shutil
    import subprocess
    import tempfile

    swipl = shutil.which("swipl")
    if swipl is None:
        raise OSError("swipl is not on PATH")
    base.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="build-", dir=base))
    try:
        for f in files:
            dest = work / f.relative_to(source)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(f, dest)
        order = compile_order(source, files)
        done = subprocess.run([swipl, "--on-error=status", "-q", "-g", _COMPILE_GOAL, "-t", "halt", "--",
                               str(work), *(str(work / f.relative_to(source).with_suffix("")) for f in order)],
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=300)
        if done.returncode != 0 or not (work / "rulecheck.qlf").is_file():
            raise OSError("the rules did not compile")
        (work / "fingerprint").write_text(fingerprint, "utf-8")
        (work / "digests").write_text(_digests(work), "utf-8")
        (work / "lock").write_text("", "utf-8")    # held while an engine loads (_in_use)
        try:
            work.rename(target)
        except OSError:
            pass  # another process got there first; its copy is the same
    except subprocess.TimeoutExpired:
        raise OSError("compiling the rules took too long") from None
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)
    _prune(base, keep=target)


def _digests(folder: Path) -> str:
    """Each compiled file of a folder (and each game's schema, which the
    engine reads as it checks a state) with its size and CRC-32, one a line:
    what _whole() checks before the engine loads them."""
    import zlib

    lines = []
    for f in sorted([*folder.rglob("*.qlf"), *folder.glob("*/schema.json")]):
        data = f.read_bytes()
        lines.append(f"{f.relative_to(folder).as_posix()} {len(data)} {zlib.crc32(data):08x}")
    return "\n".join(lines) + "\n"


def _whole(folder: Path) -> bool:
    """Whether every compiled file of a folder is as it was written (its size,
    then its CRC-32): SWI-Prolog loading a .qlf cut short aborts the process
    or grows without bound, so a damaged file is never handed to it (1.5 MB
    read: about a millisecond, docs/benchmarks.md)."""
    import zlib

    try:
        listed = (folder / "digests").read_text("utf-8").splitlines()
        for line in listed:
            name, size, crc = line.rsplit(" ", 2)
            f = folder / name
            if f.stat().st_size != int(size):
                return False
        for line in listed:
            name, size, crc = line.rsplit(" ", 2)
            if f"{zlib.crc32((folder / name).read_bytes()):08x}" != crc:
                return False
        return bool(listed)
    except (OSError, ValueError):
        return False


def _hold(folder: Path) -> int | None:
    """A shared lock on a compiled-rules folder, held until the process ends
    (the descriptor is never closed): _prune leaves the folder alone."""
    import fcntl

    try:
        fd = os.open(folder / "lock", os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_SH)
        return fd
    except OSError:
        return None


def _discard(base: Path, folder: Path) -> None:
    """Take a damaged compiled-rules folder away (renamed, then deleted), so
    that the next load compiles the rules again."""
    import shutil

    gone = base / f"pruned-{folder.name}-{os.getpid()}"
    try:
        folder.rename(gone)
    except OSError:
        return
    shutil.rmtree(gone, ignore_errors=True)


@contextlib.contextmanager
def _in_use(folder: Path):
    """Hold a compiled-rules folder in use while the engine loads from it: a
    shared lock on its lock file, which _prune must take exclusively before
    it deletes the folder. Yields whether the folder is still whole once the
    lock is held (it may have been pruned while we waited)."""
    import fcntl

    try:
        fd = os.open(folder / "lock", os.O_RDONLY)
    except OSError:
        yield False
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_SH)
        yield (folder / "rulecheck.qlf").is_file()
    finally:
        os.close(fd)                            # releases the lock


def _prune(base: Path, keep: Path, most: int = 4) -> None:
    """Keep the cache small: the newest few compiled rule sets. A folder an
    engine is loading from (its lock held, _in_use) is left alone; one that
    is not is first renamed away (atomic), then deleted, so that no engine
    ever loads from half a folder."""
    import fcntl
    import shutil

    try:
        entries = sorted((p for p in base.iterdir()
                          if p.is_dir() and not p.name.startswith(("build-", "pruned-"))),
                         key=lambda p: p.stat().st_mtime, reverse=True)
        for old in entries[most:]:
            if old == keep:
                continue
            try:
                fd = os.open(old / "lock", os.O_RDONLY)
            except OSError:
                continue                        # not a folder this version made whole
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)                    # in use: left for a later prune
                continue
            try:
                gone = base / f"pruned-{old.name}-{os.getpid()}"
                old.rename(gone)
                shutil.rmtree(gone, ignore_errors=True)
            finally:
                os.close(fd)
    except OSError:
        pass


def _cache_dir() -> Path:
    """Where compiled rules are kept: $RULECHECK_CACHE, else the user's cache
    folder."""
    if os.environ.get("RULECHECK_CACHE"):
        return Path(os.environ["RULECHECK_CACHE"])
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "rulecheck"


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
