"""A pytest plugin that writes, for each test, its wall time and the CPU
time of its worker and of the children the worker reaped (resource.getrusage),
one JSON line a test and a file a worker, to measure where the suite's time
goes (docs/benchmarks.md, "Issue 34, fourth round"):

    PYTHONPATH=scripts RULECHECK_TIMELINE=/tmp/tl .venv/bin/python -m pytest \\
        -p no:cacheprovider -p pytest_timeline -n 2 --dist worksteal tests

Each line of RULECHECK_TIMELINE/<worker>.jsonl is ["start" or "end", the
test's id, time.time(), the worker's CPU seconds, its reaped children's CPU
seconds]; the differences between a test's two lines are its costs.
"""

from __future__ import annotations

import json
import os
import resource
import time
from pathlib import Path

_OUT: list = []


def _cpu() -> tuple[float, float]:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime


def _write(kind: str, nodeid: str) -> None:
    if not _OUT:
        folder = Path(os.environ.get("RULECHECK_TIMELINE", "/tmp/rulecheck-timeline"))
        folder.mkdir(parents=True, exist_ok=True)
        _OUT.append((folder / f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.jsonl").open("w"))
    _OUT[0].write(json.dumps([kind, nodeid, time.time(), *_cpu()]) + "\n")
    _OUT[0].flush()


def pytest_runtest_logstart(nodeid, location):
    _write("start", nodeid)


def pytest_runtest_logfinish(nodeid, location):
    _write("end", nodeid)
