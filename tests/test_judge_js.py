"""The judge's page's JavaScript (web/judge/*.js): linted, and its parts
that need no DOM unit-tested under node's own test runner (tests/js/).

The linter is oxlint (MIT): ESLint's rules (no-undef, no-unused-vars, the
correctness and suspicious groups; tests/js/oxlintrc.json) in one native
program. It comes as two npm packages, the `oxlint` launcher and the
binary for this platform (`@oxlint/linux-x64-gnu`), neither with
dependencies, fetched with `npm pack` at the pinned version and checked
against the pinned sha512 like the bundle's runtime (pycli/npm.py), never
at run time. ESLint itself was not taken: ESLint 9 needs some 90 packages
(espree, ajv, minimatch, ...), each to be pinned and checked so.
"""

from __future__ import annotations

import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from conftest import REPO

from pycli import npm

OXLINT = [("oxlint", "1.43.0",
           "sha512-xiqTCsKZch+R61DPCjyqUVP2MhkQlRRYxLRBeBDi+dtQJ90MOgdcjIktvDCgXz0bgtx94EQzHEndsizZjMX2OA=="),
          ("@oxlint/linux-x64-gnu", "1.43.0",
           "sha512-1l3nvnzWWse1YHibzZ4HQXdF/ibfbKZhp9IguElni3bBqEyPEyurzZ0ikWynDxKGXqZa+UNXTFuU1NRVX1RJ3g==")]

PAGE = REPO / "web" / "judge"
NODE = shutil.which("node") or shutil.which("nodejs")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is needed (scripts/setup.sh installs it)")


def unpack(tgz: Path, dest: Path) -> None:
    """The package's files (under its package/ folder) into dest."""
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            inside = Path(member.name)
            if not member.isfile() or inside.parts[0] != "package" or ".." in inside.parts:
                continue
            target = dest.joinpath(*inside.parts[1:])
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(tar.extractfile(member).read())


@pytest.fixture(scope="module")
def oxlint(tmp_path_factory) -> list[str]:
    """The pinned oxlint, laid out as npm would (node_modules/)."""
    modules = tmp_path_factory.mktemp("oxlint") / "node_modules"
    for name, version, pinned in OXLINT:
        unpack(npm.tarball(name, version, pinned), modules / name)
    return [NODE, str(modules / "oxlint" / "bin" / "oxlint")]


def lint(oxlint, *paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*oxlint, "-c", str(REPO / "tests" / "js" / "oxlintrc.json"), "--format", "unix",
                           *map(str, paths)], capture_output=True, text=True, timeout=120, cwd=REPO)


def test_the_page_passes_the_linter(oxlint):
    done = lint(oxlint, PAGE, REPO / "tests" / "js")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_linter_finds_an_undefined_name_and_an_unused_import(oxlint, tmp_path):
    """So that a clean run means something: a module with both is refused."""
    (tmp_path / "bad.js").write_text('import { fold } from "./words.js";\nexport const x = () => nowhere;\n', "utf-8")
    done = lint(oxlint, tmp_path / "bad.js")
    assert done.returncode != 0
    assert "no-undef" in done.stdout and "nowhere" in done.stdout, done.stdout
    assert "no-unused-vars" in done.stdout and "fold" in done.stdout, done.stdout


def test_the_page_modules_under_node_test():
    done = subprocess.run([NODE, "--experimental-detect-module", "--test", str(REPO / "tests" / "js")],
                          capture_output=True, text=True, timeout=300, cwd=REPO)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout and "# pass 0" not in done.stdout, done.stdout[-2000:]


def test_every_module_of_the_page_is_in_the_bundle_and_its_offline_cache(tmp_path):
    """The bundle copies web/judge/ whole and the service worker caches
    every file of it (pycli/judgepage.py): a new module needs no list."""
    import json
    import re

    from pycli import judgepage

    modules = sorted(p.name for p in PAGE.glob("*.js") if p.name != "sw.js")
    assert {"judge.js", "board.js", "editor.js", "moves.js", "rules.js", "share.js", "state.js"} <= set(modules)
    judgepage.build(tmp_path, "a bundle")
    cached = json.loads(re.search(r"const FILES = (\[.*?\]);", (tmp_path / "sw.js").read_text("utf-8")).group(1))
    for m in modules:
        assert (tmp_path / m).read_bytes() == (PAGE / m).read_bytes(), m
        assert m in cached, m
    # Every module is reached from judge.js by its imports.
    seen, todo = set(), ["judge.js"]
    while todo:
        m = todo.pop()
        if m in seen or m == "rulecheck.js":
            continue
        seen.add(m)
        todo += re.findall(r'^import .* from "\./([\w.-]+\.js)";$', (PAGE / m).read_text("utf-8"), re.M)
    assert sorted(seen) == modules
