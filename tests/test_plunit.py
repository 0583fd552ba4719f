"""The plunit files (tests/prolog/*.plt), each in its own SWI-Prolog
process as tests/prolog/run.sh runs them, but as pytest tests: the two
workers share them out with the rest of the suite instead of one core
running them all while the other waits (docs/benchmarks.md, "The suite's
time"). A file that loads with an error or a warning fails too; a failing
file's test shows plunit's own report."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "prolog"
FILES = sorted(HERE.glob("*.plt"))


def test_the_plunit_files_are_found():
    """run.sh and this module run the same files: every *.plt of the folder."""
    assert len(FILES) >= 10, FILES


@pytest.mark.parametrize("plt", FILES, ids=[f.name for f in FILES])
def test_plunit_file(plt):
    proc = subprocess.run(["swipl", "--on-error=status", "--on-warning=status", "-q",
                           "-g", f"consult('{plt}')", "-g", "(run_tests -> halt ; halt(1))", "-t", "halt(1)"],
                          capture_output=True, text=True, timeout=600, cwd=HERE.parent.parent)
    assert proc.returncode == 0, f"{plt.name}:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
