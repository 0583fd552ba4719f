"""The plunit files (tests/prolog/*.plt) as pytest tests: the two workers
share them out with the rest of the suite instead of one core running them
all while the other waits (docs/benchmarks.md, "The suite's time"). Each
file runs as tests/prolog/run.sh runs it, in a process of its own, but
that process is forked from one that loaded the rules once
(tests/prolog/forkrun.pl): loading them from source took about a second
a file. A file that loads with an error or a warning fails too; a failing
file's test shows plunit's own report."""

from __future__ import annotations

import select
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "prolog"
FILES = sorted(HERE.glob("*.plt"))
TIMEOUT = 600


def test_the_plunit_files_are_found():
    """run.sh and this module run the same files: every *.plt of the folder."""
    assert len(FILES) >= 10, FILES


@pytest.fixture(scope="module")
def forkrun():
    proc = subprocess.Popen(["swipl", "--on-error=status", "--on-warning=status", str(HERE / "forkrun.pl")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=HERE.parent.parent)
    yield proc
    proc.stdin.close()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.mark.parametrize("plt", FILES, ids=[f.name for f in FILES])
def test_plunit_file(plt, forkrun, tmp_path):
    out = tmp_path / "plunit.txt"
    forkrun.stdin.write(f"{plt}\t{out}\n")
    forkrun.stdin.flush()
    ready, _, _ = select.select([forkrun.stdout], [], [], TIMEOUT)
    line = forkrun.stdout.readline() if ready else ""
    if not line:
        forkrun.kill()
        pytest.fail(f"{plt.name}: no answer from tests/prolog/forkrun.pl:\n{forkrun.stderr.read()[-4000:]}")
    report = out.read_text("utf-8", errors="replace") if out.exists() else ""
    assert line.strip() == "0", f"{plt.name} (exit status {line.strip()}):\n{report[-8000:]}"
