"""Whole processes, alternating, wall and CPU time (wait4), medians
(docs/benchmarks.md, "One JSON reader" and "The pyswip layer"):

- a bare swipl that loads the compiled rules and answers one check, with
  and without loading library(http/json) first;
- Python starting Prolog through pyswip's public API (import pyswip)
  against pyswip.core alone with PL_initialise, and Python alone.

    .venv/bin/python scripts/boundary/engine_processes.py [RUNS]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pycli import engine

runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
compiled = engine.engine().compiled
mid = json.loads(Path("fixtures/clash-of-decks/states/midgame.json").read_text("utf-8"))
request = Path(tempfile.mkdtemp()) / "request.json"
request.write_text(json.dumps({"state": mid, "move": {"player": "bob", "action": "play", "card": "b-shaman",
                                                      "lane": "top"}}, ensure_ascii=False, separators=(", ", ": ")),
                   "utf-8")
answer = (f"use_module('{compiled}/rulecheck'), open('{request}', read, S, [encoding(utf8)]), read_string(S, _, T), "
          "close(S), atom_string(A, T), rulecheck:api(check, A, R), write(R), nl")
swipl = shutil.which("swipl")
py = sys.executable
groups = {
    "swipl": {"bare swipl, one check": [swipl, "-q", "-g", answer, "-t", "halt"],
              "the same, library(http/json) loaded first": [swipl, "-q", "-g",
                                                            "use_module(library(http/json)), " + answer, "-t", "halt"]},
    "python": {"import pyswip (public API; it starts Prolog)":
               [py, "-c", "from pycli import engine; engine._swipl_location(); import pyswip; "
                          "from pyswip import Functor, Query, Variable"],
               "pyswip.core alone, PL_initialise":
               [py, "-c", "from pycli import engine; engine._swipl_location(); pl = engine._pyswip_core(); "
                          "args = ['./', '-q', '--nosignals', '--home=' + pl.SWI_HOME_DIR]; "
                          "pl.PL_initialise(len(args), args)"],
               "neither (Python and pycli.engine)":
               [py, "-c", "from pycli import engine; engine._swipl_location()"]},
}
for name, cmds in groups.items():
    wall = {k: [] for k in cmds}
    cpu = {k: [] for k in cmds}
    for _ in range(runs):
        for k, argv in cmds.items():
            t = time.perf_counter()
            p = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
            _, status, usage = os.wait4(p.pid, 0)
            p.returncode = os.waitstatus_to_exitcode(status)
            assert p.returncode == 0, argv
            wall[k].append(time.perf_counter() - t)
            cpu[k].append(usage.ru_utime + usage.ru_stime)
    for k in cmds:
        print(f"{k:<48} wall {statistics.median(wall[k]) * 1000:6.1f} ms  CPU {statistics.median(cpu[k]) * 1000:6.1f} ms")
