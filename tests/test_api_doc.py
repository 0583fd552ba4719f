"""docs/api.md's example runs as written, and the functions it lists are
the core's."""

from __future__ import annotations

import contextlib
import io
import re

from conftest import REPO
from pycli import core

DOC = (REPO / "docs" / "api.md").read_text("utf-8")


def test_the_example_runs(monkeypatch):
    code = re.search(r"```python\n(.*?)```", DOC, re.S).group(1)
    monkeypatch.chdir(REPO)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/api.md", "exec"), {})
    lines = out.getvalue().splitlines()
    assert lines and lines[-1].startswith("MOVE"), lines
    assert any(line.startswith("CD-") for line in lines)


def test_every_listed_function_is_the_cores():
    listed = re.findall(r"^\| `(\w+)\(", DOC, re.M)
    assert len(listed) >= 15
    for name in listed:
        assert callable(getattr(core, name, None)), name
