"""A fork server for the tests that run rulecheck over a corpus of inputs
(conftest.run_forked): one process imports what the `rulecheck` script
imports at start-up (pycli.main, pycli.cli: Typer, click, the command table),
starts the engine and loads every game. For each command line it forks a
child that becomes that command: its own standard input, output and error
(files), its own working directory, environment and argv, the script's
`main()`, the interpreter's normal exit. What a child skips is the
interpreter's start, the imports and the engine's (about 0.15 s of each
run, the whole of most bad-input runs: the bad-input corpus took 16 s of
CPU with the engine started in each child, 8 s now; docs/benchmarks.md,
"Issue 34, eleventh round").

What differs from a fresh process: every child of one server shares that
server's hash seed (PYTHONHASHSEED); the imports above were made, and the
engine started, before the child's environment was set (pycli reads its
variables when a command runs, not at import; conftest.run_forked runs a
command whose variables change how the engine starts, such as
RULECHECK_STACK_LIMIT, as a fresh process instead); and every game is
loaded, where a fresh process loads the one it is asked about. Tests of
start-up itself, and of answers byte for byte across processes, keep to
conftest.run: test_hardening's compares a fresh process with a forked one,
so an answer that turned on which games are loaded would fail there.

Protocol: one JSON object a line on the server's standard input,
{"argv", "env", "cwd", "stdin", "stdout", "stderr", "timeout"} (file paths;
stdin may be null); one line back, {"code": N} or {"timeout": true}.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time


def serve(script: str) -> None:
    sys.path[0] = os.path.dirname(script)        # as for the script: its folder, not tests/
    import pycli.main  # noqa: F401  what the script imports at start-up
    import pycli.cli  # noqa: F401  what pycli.main.main imports first
    from pycli import engine

    engine.engine()._call("load_games")

    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    for line in requests:
        req = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _become(script, req, (requests, replies))
        deadline = time.monotonic() + req["timeout"]
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                reply = {"code": os.waitstatus_to_exitcode(status)}
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                reply = {"timeout": True}
                break
            time.sleep(0.002)
        replies.write(json.dumps(reply) + "\n")
        replies.flush()


def _become(script: str, req: dict, server_files: tuple) -> None:
    """In the child: become `rulecheck ARGV` and exit as it exits (never return)."""
    try:
        for f in server_files:
            f.close()
        stdin = os.open(req["stdin"] or os.devnull, os.O_RDONLY)
        stdout = os.open(req["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        stderr = os.open(req["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        for fd, target in ((stdin, 0), (stdout, 1), (stderr, 2)):
            os.dup2(fd, target)
            os.close(fd)
        os.chdir(req["cwd"])
        os.environ.clear()
        os.environ.update(req["env"])
        sys.argv = [script, *req["argv"]]
        from pycli import engine

        engine.engine()._start_watchdog()       # the engine's clock, a thread: not forked with it
    except BaseException:
        os._exit(70)
    # As the script does (.venv/bin/rulecheck): sys.exit(main()). SystemExit
    # or any other exception leaves through the interpreter's normal exit.
    from pycli.main import main

    sys.exit(main())


if __name__ == "__main__":
    serve(sys.argv[1])
