"""Shared helpers for the pytest suite.

The suite runs against this checkout: `make test` installs it into .venv
in editable mode, so `import pycli` here and the `rulecheck` command the
tests run as a user would (a subprocess) are the same files, whether pytest
starts from the repository's root or from tests/. pytest_configure refuses
to run when they are not.
"""

from __future__ import annotations

import copy
import functools
import json
import locale
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

#: The suite asks about each bundled position in many modules (show, the
#: contract's sweep, workflow, ...): the engine keeps every valid state it
#: checked, not its 16 (rules.pl/rulecheck.pl, checked_state/2), so that a
#: worker checks each position once (docs/benchmarks.md, "Issue 34, fifth
#: round"); tests/prolog/rc_checked.plt holds the answers the same bytes.
os.environ.setdefault("RULECHECK_CHECKED_STATES", "4096")

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "fixtures"

RULES = REPO / "rules.pl"

#: The games: the folders of rules.pl/ that hold a game.pl, as the engine
#: finds them; parameter lists are built without starting the engine
#: (test_fixtures.py checks they are the engine's games).
GAMES = sorted(p.parent.name for p in RULES.glob("*/game.pl"))
#: RULECHECK_GAMES=a,b: the game-parametrised tests for those games only
#: (test_scaffold.py runs the contract on a scaffolded game so).
if os.environ.get("RULECHECK_GAMES"):
    GAMES = [g for g in GAMES if g in os.environ["RULECHECK_GAMES"].split(",")]


def pytest_configure(config) -> None:
    """Refuse to test one copy of rulecheck while the command runs another."""
    import pycli

    here = Path(pycli.__file__).resolve().parent
    if here != REPO / "pycli":
        raise pytest.UsageError(f"the tests import pycli from {here}, not from this checkout ({REPO}): "
                                "run `make setup` (an editable install) or pytest with this checkout's .venv")
    # The command's own interpreter (its script's #! line), started outside
    # the checkout, must find the same pycli.
    command = rulecheck_command()
    python = sys.executable
    if command[0] != sys.executable:
        first = Path(command[0]).read_text("utf-8", errors="replace").splitlines()[0]
        python = first[2:].strip() if first.startswith("#!") else sys.executable
    probe = subprocess.run([python, "-c", "import pycli; print(pycli.__file__)"],
                           capture_output=True, text=True, timeout=60, cwd="/")
    theirs = Path(probe.stdout.strip()).resolve().parent if probe.returncode == 0 else None
    if theirs != here:
        raise pytest.UsageError(f"the rulecheck command runs pycli from {theirs}, the tests from {here}: "
                                "run `make setup` to install this checkout in editable mode")


@functools.cache
def _fixtures_read(root: Path) -> bytes:
    from pycli import fixture_runner

    return pickle.dumps(fixture_runner.all_fixtures(root), pickle.HIGHEST_PROTOCOL)


def all_fixtures(root: Path = FIXTURES) -> list:
    """fixture_runner.all_fixtures(root), read once a process: a dozen test
    modules ask for the fixtures (all, or a game's folder) when they are
    collected, and each caller gets its own copy, unpickled from the one
    reading (a deep copy took as long as reading the files: half of each
    worker's collection). A folder under FIXTURES is a part of the one
    reading (the files were read again for each game: a second of each
    worker's collection)."""
    root = Path(root)
    if root != FIXTURES and root.is_relative_to(FIXTURES) and root.is_dir():
        return [fx for fx in pickle.loads(_fixtures_read(FIXTURES)) if fx.path.is_relative_to(root)]
    return pickle.loads(_fixtures_read(root))


def web_bundle() -> Path:
    """The cache's web bundle (webbundle.built_default), built once for the
    whole run: the modules that need a bundle in a folder of their own
    (test_wasm, test_judge_page, test_web_browser) then have
    webbundle.build copy it, as `rulecheck web --build` does for a user
    whose cache holds it. Compiling the rules under node is most of a
    build (10-20 s); each module compiled them again before (a fresh clone
    has no cache), and both pytest workers wait here for one build."""
    import fcntl

    from pycli import engine, webbundle

    lock = engine._cache_dir() / "web-build.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        return webbundle.built_default()


def declared_valid(fx) -> bool:
    """A fixture's position is valid unless the fixture says it is not (a
    `valid: false` case); test_fixtures.py checks this against the engine."""
    return isinstance(fx.state, dict) and not any(c.get("valid") is False for c in fx.cases)


def rulecheck_command() -> list[str]:
    exe = Path(sys.executable).parent / "rulecheck"
    if exe.exists():
        return [str(exe)]
    found = shutil.which("rulecheck")
    if found:
        return [found]
    return [sys.executable, "-m", "pycli"]


class Result:
    def __init__(self, proc: subprocess.CompletedProcess):
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr

    def json(self):
        return json.loads(self.out)

    def __repr__(self) -> str:
        return f"<exit {self.code}\nstdout: {self.out[:2000]}\nstderr: {self.err[:2000]}>"


def command_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment a rulecheck process of the tests gets: this one's, 80
    columns, no colour, and env's variables for that process only."""
    return dict(os.environ, COLUMNS="80", NO_COLOR="1", **(env or {}))


def run(*args: str, input: str | None = None, cwd: Path | None = None,
        env: dict[str, str] | None = None) -> Result:
    """Run rulecheck as a user does; env adds variables for that process only."""
    proc = subprocess.run(rulecheck_command() + list(args), capture_output=True, text=True,
                          input=input, cwd=cwd or REPO, env=command_env(env), timeout=120)
    return Result(proc)


#: The variables pycli/engine.py reads as the engine starts: a command
#: run with other values than this process's is not forked from the fork
#: server, whose engine has started already (tests/forkrun.py).
ENGINE_START = ("RULECHECK_STACK_LIMIT", "RULECHECK_CACHE", "RULECHECK_NO_CACHE", "XDG_CACHE_HOME",
                "LIBSWIPL_PATH", "SWI_HOME_DIR")

_FORK_SERVER: list = []        # this process's fork server (tests/forkrun.py), started at first use


def _fork_server() -> subprocess.Popen:
    if not _FORK_SERVER or _FORK_SERVER[0].poll() is not None:
        import atexit
        import tempfile

        command = rulecheck_command()
        python = sys.executable
        if command[0] != sys.executable:        # the script's own interpreter (its #! line)
            first = Path(command[0]).read_text("utf-8", errors="replace").splitlines()[0]
            python = first[2:].strip() if first.startswith("#!") else sys.executable
        server = subprocess.Popen([python, str(Path(__file__).with_name("forkrun.py")), command[-1]],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO,
                                  env=command_env())
        _FORK_SERVER[:] = [server, tempfile.mkdtemp(prefix="rulecheck-forkrun-"),
                           {name: os.environ.get(name) for name in ENGINE_START}]
        atexit.register(_stop_fork_server, server, _FORK_SERVER[1])
    return _FORK_SERVER[0]


def _stop_fork_server(server: subprocess.Popen, folder: str) -> None:
    server.stdin.close()
    server.wait(30)
    shutil.rmtree(folder, ignore_errors=True)


def run_forked(*args: str, input: str | None = None, cwd: Path | None = None,
               env: dict[str, str] | None = None) -> Result:
    """run(), with the interpreter's start and rulecheck's imports done once:
    a child forked from tests/forkrun.py's server becomes the command, with
    its own files, directory, environment and argv, with the engine started
    and every game loaded (about 0.15 s less a run). For the
    corpora of command lines (the bad-input corpus, every command on a
    normalised position, serve's and replay's answers against each
    command's, the commands of test_cli.py and the fixture runner's); the
    CLI's start-up, its version, help and completion, `bench`, its limits
    and scaffolded checkouts go through run(), and determinism across
    processes compares a run() with a run_forked()."""
    server = _fork_server()
    child_env = command_env(env)
    if any(child_env.get(name) != value for name, value in _FORK_SERVER[2].items()):
        return run(*args, input=input, cwd=cwd, env=env)
    folder = Path(_FORK_SERVER[1])
    files = {name: folder / name for name in ("stdin", "stdout", "stderr")}
    if input is not None:
        files["stdin"].write_text(input, "utf-8")
    request = {"argv": list(args), "env": child_env,
               "cwd": str(cwd or REPO), "stdin": str(files["stdin"]) if input is not None else None,
               "stdout": str(files["stdout"]), "stderr": str(files["stderr"]), "timeout": 120}
    server.stdin.write(json.dumps(request) + "\n")
    server.stdin.flush()
    reply = json.loads(server.stdout.readline())
    if reply.get("timeout"):
        raise subprocess.TimeoutExpired(rulecheck_command() + list(args), 120)
    # As subprocess.run(text=True) reads them: the locale's encoding, universal newlines.
    out, err = (files[n].read_bytes().decode(locale.getpreferredencoding(False)).replace("\r\n", "\n")
                .replace("\r", "\n") for n in ("stdout", "stderr"))
    return Result(subprocess.CompletedProcess(args, reply["code"], out, err))


@pytest.fixture
def rc():
    """rulecheck's command line for the modules that drive it (move names,
    priority, short hands, retired rules, World of Warcraft's state words):
    run_forked, as the other corpora of command lines."""
    return run_forked


def write_json(path: Path, value) -> Path:
    path.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    return path


def _path_copy(value, path):
    """A copy of value in which the containers along path (all but its last
    step) are copies, and everything else is shared with value: what
    set_at and drop_at change is theirs alone, at a fraction of a deep
    copy's cost (hypothesis's mutated positions copied whole Flesh and Blood
    states a few thousand times a test)."""
    out = copy.copy(value)
    node = out
    for step in path[:-1]:
        node[step] = copy.copy(node[step])
        node = node[step]
    return out, node


def set_at(value, path, new):
    """A copy of value with the item at path (a sequence of keys and
    indexes) set to new; value is unchanged."""
    out, node = _path_copy(value, path)
    node[path[-1]] = new
    return out


def drop_at(value, path):
    """A copy of value without the item at path; value is unchanged."""
    out, node = _path_copy(value, path)
    del node[path[-1]]
    return out


def schema_keywords(node, found=None) -> set:
    """Every keyword a JSON Schema uses (not the names of its properties
    or its defs)."""
    found = set() if found is None else found
    if isinstance(node, dict):
        for k, v in node.items():
            found.add(k)
            if k in ("properties", "$defs"):
                for sub in v.values():
                    schema_keywords(sub, found)
            elif k in ("items", "additionalProperties") and isinstance(v, dict):
                schema_keywords(v, found)
            elif k == "anyOf":
                for sub in v:
                    schema_keywords(sub, found)
    return found


                 # The judge's page: one browser a worker #


@pytest.fixture(scope="session")
def judge_bundle(tmp_path_factory):
    """The web bundle the judge's page's four modules share (their module
    fixtures: tests/test_judge_page.py)."""
    from test_judge_page import built_bundle

    return built_bundle(tmp_path_factory)


@pytest.fixture(scope="session")
def judge_server(judge_bundle):
    from test_judge_page import Server

    s = Server(judge_bundle)
    s.start()
    yield s
    s.stop()


@pytest.fixture(scope="session")
def judge_browser(tmp_path_factory):
    from test_judge_page import new_browser

    driver = new_browser(tmp_path_factory)
    yield driver
    driver.quit()


#: The modules that hold the suite's longest tests, run first, in this order
#: (docs/benchmarks.md, "Issue 34, seventh round"): `make test`'s two
#: workers each take a contiguous half of the tests and steal from the end
#: of the other's; a test of half a minute near the end of a half (the
#: WebAssembly engine's every fixture) ended the run on one worker while
#: the other had nothing left to steal. Whole modules move, so that their
#: module fixtures (a node engine, a bundle) are set up once.
FIRST = ["test_wasm.py", "test_judge_page.py", "test_judge_page_moves.py", "test_judge_page_round2.py",
         "test_judge_page_edit.py", "test_web_browser.py", "test_scaffold_contract.py", "test_limits.py"]


def pytest_collection_modifyitems(items) -> None:
    rank = {name: i for i, name in enumerate(FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(FIRST)))


def pytest_collection_finish(session) -> None:
    """What collection made (every test item, each module's copy of the
    fixtures) lives for the whole run: frozen out of the collector's sight
    (gc.freeze), a full collection no longer walks it again and again, and
    the collector runs a tenth as often (7,000 new objects, Python's 700).
    On three of the longest modules a worker spent 5.2 s of its 85 s in the
    collector, 1.1 s after (docs/benchmarks.md, "Issue 34, ninth round")."""
    import gc

    gc.freeze()
    gc.set_threshold(7000, 10, 10)
