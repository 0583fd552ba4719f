"""The Prolog side loads cleanly and answers only through its API."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import REPO
from pycli import engine


def test_rules_load_without_any_message():
    main = engine.rules_dir() / "rulecheck.pl"
    proc = subprocess.run(["swipl", "-q", "-g", f"use_module('{main}')", "-g", "rulecheck:load_games", "-t", "halt"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout == "" and proc.stderr == "", proc.stderr


def imports_pyswip(path) -> bool:
    import ast

    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pyswip" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pyswip":
            return True
    return False


def test_only_engine_imports_pyswip():
    offenders = [str(p.relative_to(REPO)) for p in (REPO / "pycli").rglob("*.py")
                 if p.name != "engine.py" and imports_pyswip(p)]
    assert offenders == []


def test_unknown_operation_is_refused():
    import pytest

    with pytest.raises(ValueError):
        engine.request("shell", {})


def test_error_replies_are_structured():
    import pytest

    with pytest.raises(engine.EngineError) as e:
        engine.request("legal_moves", {"state": {"game": "chess"}})
    assert e.value.kind == "input" and e.value.path == "$.game" and e.value.where == "state"


def test_first_run_compiles_the_rules_and_later_runs_load_them(tmp_path):
    """The compiled-rules cache: the run that compiles and the runs that load
    the compiled rules give the same answers."""
    from conftest import FIXTURES, run

    env = {"RULECHECK_CACHE": str(tmp_path / "cache")}
    state = str(FIXTURES / "blood-bound" / "intervention" / "choosing-an-offer.json")
    first = run("legal-moves", "--json", state, env=env)
    assert list((tmp_path / "cache").glob("*/rulecheck.qlf")), "the first run compiles the rules"
    second = run("legal-moves", "--json", state, env=env)
    explain = run("explain", "--json", state, '{"player": "bob", "action": "decline"}', env=env)
    assert first.code == 0 and first.out == second.out, (first, second)
    assert explain.code == 0, explain


def test_compiled_rules_are_used_only_under_their_own_fingerprint(tmp_path):
    """The cache folder's key is made from the rule files' sizes and times;
    the text it is made from is compared on every load, so a folder whose
    fingerprint differs (another rule set under the same key) is never
    loaded: the answer comes from the sources, and is the same."""
    from conftest import FIXTURES, run

    env = {"RULECHECK_CACHE": str(tmp_path / "cache")}
    state = str(FIXTURES / "blood-bound" / "intervention" / "choosing-an-offer.json")
    first = run("legal-moves", "--json", state, env=env)
    [fingerprint] = list((tmp_path / "cache").glob("*/fingerprint"))
    assert fingerprint.read_text("utf-8").startswith("swipl ")
    assert "rulecheck.pl " in fingerprint.read_text("utf-8")
    fingerprint.write_text("swipl 0\nanother rule set\n", "utf-8")
    second = run("legal-moves", "--json", state, env=env)
    assert first.code == second.code == 0 and first.out == second.out, (first, second)
    which = subprocess.run([sys.executable, "-c", "from pycli import engine; print(engine.engine().compiled)"],
                           capture_output=True, text=True, env={**os.environ, **env}, check=True)
    assert which.stdout.strip() == "None", "a folder under another fingerprint is not loaded"
