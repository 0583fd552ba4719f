"""The web bundle: rulecheck's engine for the browser, one folder.

``rulecheck web --build DIR`` writes it; ``rulecheck web`` serves it on
localhost (building it first into the cache). The folder holds

- ``swipl/``: SWI-Prolog's WebAssembly runtime (swipl-web.js, .wasm, .data)
  from the npm package swipl-wasm at the pinned version, its tarball checked
  against the pinned sha512 (pycli/npm.py) and its licence;
- ``rules.json``: every rule file (rules.pl/, the games with their card data
  and JSON Schemas), path to text, which the engine's worker writes into the
  runtime's file system; and the Unicode decomposition table the
  WebAssembly host needs (rules.pl/rc_host.pl);
- ``rules.qlf`` and ``rules-qlf.json``: the rules compiled to .qlf by the
  bundle's own runtime under node at build time (web/compile-rules.cjs), in
  the native engine's order; loading them takes a fraction of consulting
  the sources (docs/benchmarks.md), so the worker loads these;
- ``schemas/``: the JSON Schemas of the formats (pycli/schemas);
- ``rulecheck.js`` (the operations of the Python API), ``engine-worker.cjs``
  (the engine in a Worker), ``node-host.js`` (the engine under node, JSON
  lines over stdio), ``minimal.html`` (a minimal page: web/index.html), all
  from web/;
- the judge's page (web/judge/, pycli/judgepage.py) as the bundle's
  ``index.html``, with ``examples.json`` and its service worker;
- ``FILE.gz`` beside each file worth compressing (text, the runtime's
  .wasm and .data, the compiled rules): gzip at level 9, written once at
  build time, so that `rulecheck web` (serve below) and any static server
  that serves precompressed files (nginx's gzip_static, Caddy's
  precompressed) send it with ``Content-Encoding: gzip`` to a browser that
  accepts it (docs/web.md: the size budget).

Nothing is downloaded at run time: the page loads only files of the folder.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import unicodedata
from pathlib import Path

from . import engine, judgepage, npm

SWIPL_WASM = ("swipl-wasm", "8.0.5",
              "sha512-IkffjSlJx9SHqpaluuRxku7R11/tqpZQg/iPjyoIC7heZ8Y1lzIhQR8ddDGSyVN15WD3mYw3CxrWoco5zizr0Q==")

#: The runtime's files the bundle takes from the package.
RUNTIME = ["swipl-web.js", "swipl-web.wasm", "swipl-web.data"]

#: The JavaScript and the page, from web/ (or pycli/websrc in an install).
SOURCES = ["rulecheck.js", "engine-worker.cjs", "node-host.js", "index.html"]

#: The build's own tool (run, not copied): web/compile-rules.cjs.
TOOLS = ["compile-rules.cjs"]


#: Files compressed beside themselves (FILE.gz), by suffix: text, and the
#: runtime's binaries (the .wasm and .data shrink to about a third).
COMPRESSED = {".js", ".cjs", ".mjs", ".json", ".html", ".css", ".svg", ".webmanifest", ".wasm", ".data",
              ".qlf", ".txt", ".LICENSE"}

#: Smaller files are sent as they are: a gzip header and one more file
#: are not worth it.
COMPRESS_FROM = 1024


class FolderInUse(Exception):
    """``web --build DIR`` into a folder that holds files of its own (not a
    bundle rulecheck wrote): refused unless forced."""


def web_sources() -> Path:
    """web/ beside pycli/ in a source checkout, else the installed copy."""
    here = Path(__file__).resolve().parent
    checkout = here.parent / "web"
    return checkout if (checkout / "rulecheck.js").is_file() else here / "websrc"


def default_dir() -> Path:
    """Where `rulecheck web` builds the bundle it serves: the cache."""
    return engine._cache_dir() / "web"


def nfkd_table() -> str:
    """The Unicode decompositions (form KD) of every code point below
    U+10000 that has one, Hangul syllables left out, as terms nfkd(Code,
    Codes): what library(unicode) gives natively (rc_host.pl)."""
    lines = []
    for cp in range(0x80, 0x10000):
        if 0xAC00 <= cp <= 0xD7A3 or 0xD800 <= cp <= 0xDFFF:
            continue
        d = unicodedata.normalize("NFKD", chr(cp))
        if d != chr(cp):
            lines.append(f"nfkd({cp}, [{','.join(str(ord(c)) for c in d)}]).\n")
    return "".join(lines)


def rule_files() -> dict[str, str]:
    """Every file the engine loads, by its path under the rules' folder."""
    source = engine.rules_dir()
    files = {}
    for f in sorted(source.rglob("*")):
        if f.is_file() and (f.suffix == ".pl" or f.name == "schema.json"):
            files[f.relative_to(source).as_posix()] = f.read_text("utf-8")
    files["nfkd_table.pl"] = nfkd_table()
    return files


def compile_rules(dest: Path) -> bool:
    """Compile the bundle's rules to .qlf with its own WebAssembly runtime
    under node (web/compile-rules.cjs), in the order the native engine
    compiles them: rules.qlf and rules-qlf.json. Without node, or if that
    fails, the bundle loads the sources (slower); returns whether it
    compiled."""
    import shutil
    import subprocess

    for stale in ("rules.qlf", "rules-qlf.json"):
        (dest / stale).unlink(missing_ok=True)
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        return False
    source = engine.rules_dir()
    order = engine.compile_order(source, sorted(source.rglob("*.pl")))
    modules = [f.relative_to(source).with_suffix("").as_posix() for f in order]
    done = subprocess.run([node, str(web_sources() / "compile-rules.cjs"), str(dest), *modules],
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
    return done.returncode == 0 and (dest / "rules.qlf").is_file()


def compress(dest: Path) -> None:
    """Write FILE.gz beside every file of the bundle worth compressing
    (COMPRESSED, COMPRESS_FROM bytes or more): gzip level 9, no name or
    time in its header, so that the same bundle gives the same bytes."""
    for path in sorted(dest.rglob("*")):
        if not path.is_file() or path.suffix == ".gz" or path.stat().st_size < COMPRESS_FROM:
            continue
        if path.suffix not in COMPRESSED and not path.name.endswith(".LICENSE"):
            continue
        packed = path.with_name(path.name + ".gz")
        with open(packed, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9,
                                                       mtime=0) as out:
            out.write(path.read_bytes())


def file_class(name: str) -> str:
    """The class of a bundle's file, by its path, for the size budget
    (docs/web.md)."""
    if name.startswith("swipl/"):
        return "runtime"
    if name in ("rules.json", "rules.qlf", "rules-qlf.json"):
        return "rules"
    if name.startswith("schemas/"):
        return "schemas"
    if name.startswith("vendor/"):
        return "vendor"
    if name == "examples.json":
        return "examples"
    return "page"


def sizes(folder: Path) -> dict[str, dict[str, int]]:
    """Per file class and in all ("all"): how many files, their bytes raw,
    and their bytes as `rulecheck web` sends them to a browser that takes
    gzip (the FILE.gz where there is one), of the files a first visit
    fetches: those the service worker caches (sw.js's FILES) and sw.js."""
    sw = (folder / "sw.js").read_text("utf-8")
    found = re.search(r"const FILES = (\[.*?\]);", sw)
    names = [n for n in json.loads(found.group(1)) if n != "./"] + ["sw.js"]
    out: dict[str, dict[str, int]] = {}
    for name in names:
        path = folder / name
        raw = path.stat().st_size
        packed = path.with_name(path.name + ".gz")
        sent = packed.stat().st_size if packed.is_file() else raw
        for key in (file_class(name), "all"):
            row = out.setdefault(key, {"files": 0, "raw": 0, "gzip": 0})
            row["files"] += 1
            row["raw"] += raw
            row["gzip"] += sent
    return out


def check_destination(dest: Path, force: bool = False) -> None:
    """``dest`` may take a bundle: it does not exist, is empty, or holds a
    bundle rulecheck wrote (its BUILT); a folder holding anything else is
    refused (FolderInUse) unless ``force``: its files of the same names
    would be overwritten without a word."""
    if force or not dest.exists() or not dest.is_dir():
        return                              # not a folder: mkdir says so (an OSError)
    if (dest / "BUILT").is_file():
        return
    entries = sorted(p.name for p in dest.iterdir())
    if entries:
        shown = ", ".join(entries[:3]) + (f" and {len(entries) - 3} more" if len(entries) > 3 else "")
        raise FolderInUse(f"{dest} holds files that are not a rulecheck web bundle ({shown}); "
                          "give an empty or new folder, or --force to write the bundle over them")


def build(dest: Path, force: bool = False) -> dict[str, int]:
    """Write the bundle into ``dest`` (created; files of an older bundle
    there are replaced). Returns each file's size in bytes, by its path.
    Raises npm.PackageError if the runtime cannot be had as pinned, and
    FolderInUse if ``force`` is false and ``dest`` holds files that are not
    a bundle's (check_destination).

    When the cache holds a bundle built from these same rules and sources
    (its fingerprint, BUILT), that bundle is copied: the build is
    deterministic, and compiling the rules is most of its time."""
    check_destination(dest, force)
    cached = default_dir()
    if dest.resolve() != cached.resolve() and is_built(cached):
        shutil.copytree(cached, dest, dirs_exist_ok=True)
        return {p.relative_to(dest).as_posix(): p.stat().st_size for p in sorted(dest.rglob("*")) if p.is_file()}
    name, version, pinned = SWIPL_WASM
    tgz = npm.tarball(name, version, pinned)
    dest.mkdir(parents=True, exist_ok=True)
    npm.extract(tgz, {**{f"dist/swipl/{f}": dest / "swipl" / f for f in RUNTIME},
                      "LICENSE.txt": dest / "swipl" / "LICENSE.txt"})
    (dest / "rules.json").write_text(json.dumps(rule_files(), ensure_ascii=False), "utf-8")
    compile_rules(dest)
    schemas = Path(__file__).resolve().parent / "schemas"
    if (dest / "schemas").exists():
        shutil.rmtree(dest / "schemas")
    shutil.copytree(schemas, dest / "schemas", ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    web = web_sources()
    for f in SOURCES:
        shutil.copyfile(web / f, dest / f)
    # For node: rulecheck.js and node-host.js are ES modules; engine-worker.cjs
    # and the runtime's swipl-web.js are not.
    (dest / "package.json").write_text(json.dumps({"type": "module", "private": True}) + "\n", "utf-8")
    (dest / "swipl" / "package.json").write_text(json.dumps({"type": "commonjs"}) + "\n", "utf-8")
    judgepage.build(dest, fingerprint())
    compress(dest)
    (dest / "BUILT").write_text(fingerprint(), "utf-8")
    return {p.relative_to(dest).as_posix(): p.stat().st_size for p in sorted(dest.rglob("*")) if p.is_file()}


def fingerprint() -> str:
    """What a bundle is built from: the runtime's pin, and each rule file's,
    web source's and schema's path, size and modification time, and this
    module's (as the native engine's compiled rules are keyed,
    pycli/engine.py)."""
    _, rules = engine._fingerprint(engine.rules_dir(), " ".join(SWIPL_WASM))
    web = web_sources()
    here = Path(__file__).resolve().parent
    files = [web / f for f in SOURCES + TOOLS] + [here / "webbundle.py"] + sorted((here / "schemas").rglob("*.json"))
    sources = [f"{f.name} {f.stat().st_size} {f.stat().st_mtime_ns}" for f in files]
    return rules + "\n".join(sources) + "\n" + judgepage.fingerprint()


def is_built(folder: Path) -> bool:
    """Whether ``folder`` holds a whole bundle built from these rules and
    sources (the fingerprint build wrote last)."""
    try:
        return (folder / "BUILT").read_text("utf-8") == fingerprint() and all(
            (folder / f).is_file() for f in [*SOURCES, "rules.json", *(f"swipl/{r}" for r in RUNTIME)])
    except OSError:
        return False


def built_default() -> Path:
    """The cache's bundle (default_dir()), built if it is missing or stale.
    It is built in a fresh folder beside it and renamed into place, so that
    a process never reads half a bundle another one is writing."""
    import os
    import tempfile

    folder = default_dir()
    if is_built(folder):
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="web-build-", dir=folder.parent))
    try:
        build(work)
        if folder.exists():
            old = folder.parent / f"web-old-{os.getpid()}"
            folder.rename(old)
            shutil.rmtree(old, ignore_errors=True)
        work.rename(folder)
    except OSError:
        if not is_built(folder):               # another process's rename won, or a real failure
            raise
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)
    return folder


def accepts_gzip(header: str | None) -> bool:
    """Whether an Accept-Encoding header allows gzip: gzip (or x-gzip), or
    *, with a q-value above 0; gzip;q=0 refuses it even beside *."""
    named, star = None, False
    for item in (header or "").split(","):
        name, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        name = name.strip().lower()
        if name in ("gzip", "x-gzip"):
            named = q > 0 if named is None else named or q > 0
        elif name == "*":
            star = q > 0
    return named if named is not None else star


def serve(folder: Path, port: int, ready=None) -> None:
    """Serve ``folder`` on localhost:``port`` until interrupted, with the
    MIME types a browser needs (application/wasm for the runtime), each
    file's FILE.gz (compress above) sent with Content-Encoding: gzip to a
    client that accepts it (Vary: Accept-Encoding). A path the file system
    cannot name (a NUL byte, %00) is answered 400, never a traceback."""
    import email.utils
    import functools
    from http import HTTPStatus
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
    from urllib.parse import urlsplit

    class Handler(SimpleHTTPRequestHandler):
        extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                          ".cjs": "text/javascript", ".json": "application/json",
                          ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
                          ".data": "application/octet-stream", ".html": "text/html; charset=utf-8",
                          ".gz": "application/gzip"}
        vary = False

        def send_head(self):
            self.vary = False
            try:
                path = self.translate_path(self.path)
                if "\x00" in path:
                    raise ValueError("NUL in a path")
                target = path
                if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
                    target = os.path.join(path, "index.html")
                packed = target + ".gz"
                if os.path.isfile(target) and os.path.isfile(packed):
                    self.vary = True
                    if accepts_gzip(self.headers.get("Accept-Encoding")):
                        return self.send_packed(target, packed)
                return super().send_head()
            except ValueError:
                self.send_error(HTTPStatus.BAD_REQUEST, "The path names no file")
                return None

        def send_packed(self, target: str, packed: str):
            try:
                f = open(packed, "rb")
            except OSError:
                self.send_error(HTTPStatus.NOT_FOUND, "File not found")
                return None
            try:
                fs = os.fstat(f.fileno())
                modified = int(os.stat(target).st_mtime)
                since = self.headers.get("If-Modified-Since")
                if since and "If-None-Match" not in self.headers:
                    try:
                        unchanged = email.utils.parsedate_to_datetime(since).timestamp() >= modified
                    except (TypeError, ValueError, IndexError, OverflowError):
                        unchanged = False
                    if unchanged:            # as the plain file is answered (the base class)
                        self.send_response(HTTPStatus.NOT_MODIFIED)
                        self.end_headers()
                        f.close()
                        return None
                self.send_response(HTTPStatus.OK)
                self.send_header("Content-type", self.guess_type(target))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(fs.st_size))
                self.send_header("Last-Modified", self.date_time_string(modified))
                self.end_headers()
                return f
            except Exception:
                f.close()
                raise

        def end_headers(self):
            if self.vary:
                self.send_header("Vary", "Accept-Encoding")
            super().end_headers()

        def log_message(self, format, *args):  # noqa: A002  (the base class's name)
            pass

    server = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(folder)))
    if ready is not None:
        ready(server.server_address[1])
    try:
        server.serve_forever()
    finally:
        server.server_close()
