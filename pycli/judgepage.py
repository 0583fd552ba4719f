"""The judge's page (issue 25) in the web bundle: web/judge/ is copied into
the bundle's root, so that its index.html is the bundle's page (the minimal
page of issue 24 becomes minimal.html), with

- ``examples.json``: the example positions the page offers, per game: each
  game's docs-page dispute (docs/games/<game>.md: its first YAML block and
  the moves its ``rulecheck check`` lines ask about) and a few fixture
  states, read at build time;
- ``vendor/js-yaml.mjs`` (and its licence): js-yaml, MIT, from npm at the
  pinned version with its sha512 checked (pycli/npm.py), so that the page
  reads YAML positions as the command line does;
- ``sw.js`` stamped with the bundle's version (a digest of what BUILT
  records) and the files it caches, so that a new bundle is a new cache.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from . import npm, yamlread

JS_YAML = ("js-yaml", "4.1.1",
           "sha512-qQKT4zQxXl8lLwBtHMWwaTcGfFOZviOJet3Oy/xmGk2gZH677CJM9EvtfdSkgWcATZhj/55JZ0rmy3myCT5lsA==")

#: How many fixture positions per game the page offers beside the docs' one.
FIXTURES_PER_GAME = 6

#: Files of the bundle the page never needs (node's host, the build's own).
NOT_CACHED = {"node-host.js", "package.json", "swipl/package.json", "sw.js", "BUILT", "compile-rules.cjs"}


def judge_sources() -> Path:
    from .webbundle import web_sources

    return web_sources() / "judge"


def repo_dir() -> Path:
    """The checkout, whose docs/games/ pages give the disputes (an
    installed package has no docs: its examples are the fixtures')."""
    return Path(__file__).resolve().parent.parent


def fixtures_dir() -> Path:
    from .fixture_runner import fixtures_dir as found

    return found()


def docs_example(page: Path) -> dict | None:
    """A docs page's dispute: its first YAML block, parsed strictly
    (pycli/yamlread.py), and the moves its `rulecheck check` lines ask."""
    text = page.read_text("utf-8")
    block = re.search(r"```yaml\n(.*?)```", text, re.S)
    if block is None:
        return None
    intro = text.split("```", 1)[0].strip().split("\n", 1)[-1].strip()
    moves = [json.loads(m) for m in re.findall(r"^rulecheck check position\.yaml '(\{.*\})'$", text, re.M)]
    return {"title": "The docs page's dispute: " + " ".join(intro.split()),
            "source": f"docs/games/{page.name}",
            "state": yamlread.parse_yaml(block.group(1)), "moves": moves}


def position_of(data: dict) -> dict:
    """The position a file holds: a fixture file's `state` (as `rulecheck
    check FIXTURE` reads it), else the file itself (a state file)."""
    if isinstance(data, dict) and isinstance(data.get("state"), dict) and "game" not in data:
        return data["state"]
    return data


def examples() -> dict[str, dict]:
    """Per game its title (the docs page's heading) and examples: the docs
    page's dispute, then fixture positions."""
    root = fixtures_dir().parent
    out: dict[str, dict] = {}
    for folder in sorted(fixtures_dir().iterdir()):
        if not folder.is_dir():
            continue
        game = folder.name
        found = []
        page = repo_dir() / "docs" / "games" / f"{game}.md"
        if page.is_file() and (example := docs_example(page)):
            found.append(example)
        states = [(path, json.loads(path.read_text("utf-8"))) for path in
                  sorted(folder.glob("states/*.json"), key=lambda p: (not p.stem.startswith("valid"), p.name))]
        # A fixture of a position the engine refuses (valid: false) is no position to open.
        states = [(path, data) for path, data in states
                  if not any(isinstance(c, dict) and c.get("valid") is False for c in data.get("cases") or [])]
        for path, data in states[:3]:
            found.append({"title": "Fixture state " + path.stem.replace("-", " "),
                          "source": path.relative_to(root).as_posix(),
                          "state": position_of(data), "moves": []})
        for path in sorted(folder.glob("*/*.json")):
            if len(found) > FIXTURES_PER_GAME or "states" in path.parts:
                continue
            fixture = json.loads(path.read_text("utf-8"))
            if isinstance(fixture.get("state"), dict) and not any(
                    isinstance(c, dict) and c.get("valid") is False for c in fixture.get("cases") or []):
                moves = [c["move"] for c in fixture.get("cases", []) if isinstance(c.get("move"), dict)]
                found.append({"title": fixture.get("title", path.stem), "source": path.relative_to(root).as_posix(),
                              "state": fixture["state"], "moves": moves[:3]})
        heading = page.read_text("utf-8").split("\n", 1)[0] if page.is_file() else game
        out[game] = {"title": re.sub(r"^#\s*|\s*\(`.*$", "", heading), "examples": found}
    return out


def rule_fixtures() -> dict[str, list[str]]:
    """The bundled fixtures that cite each rule (in `rules` or `violates`)."""
    root = fixtures_dir().parent
    cited: dict[str, set[str]] = {}
    for path in sorted(fixtures_dir().rglob("*.json")):
        try:
            fixture = json.loads(path.read_text("utf-8"))
        except ValueError:
            continue
        if not isinstance(fixture, dict) or not isinstance(fixture.get("cases"), list):
            continue
        ids = list(fixture.get("rules") or [])
        for case in fixture["cases"]:
            if isinstance(case, dict):
                ids += list(case.get("rules") or []) + list(case.get("violates") or [])
        for rule in ids:
            if isinstance(rule, str):
                cited.setdefault(rule, set()).add(path.relative_to(root).as_posix())
    return {rule: sorted(paths) for rule, paths in sorted(cited.items())}


def fingerprint() -> str:
    """The pinned js-yaml, and each page file's name, size and modification time."""
    return " ".join(JS_YAML) + "\n" + "".join(f"judge/{f.name} {f.stat().st_size} {f.stat().st_mtime_ns}\n"
                   for f in sorted(judge_sources().iterdir()) if f.is_file())


def build(dest: Path, built: str) -> None:
    """Put the judge's page into the bundle ``dest`` (the bundle's other
    files already there); ``built`` is what the bundle's BUILT says."""
    if (dest / "index.html").is_file():
        (dest / "index.html").replace(dest / "minimal.html")
    for f in sorted(judge_sources().iterdir()):
        if f.is_file():
            shutil.copyfile(f, dest / f.name)
    npm.extract(npm.tarball(*JS_YAML), {"dist/js-yaml.mjs": dest / "vendor" / "js-yaml.mjs",
                                        "LICENSE": dest / "vendor" / "js-yaml.LICENSE"})
    (dest / "examples.json").write_text(json.dumps({"games": examples(), "rule_fixtures": rule_fixtures()},
                                                   ensure_ascii=False), "utf-8")
    # FILE.gz is how a file travels (Content-Encoding), not a file the page asks for.
    files = ["./"] + [p.relative_to(dest).as_posix() for p in sorted(dest.rglob("*"))
                      if p.is_file() and p.suffix != ".gz" and p.relative_to(dest).as_posix() not in NOT_CACHED]
    version = hashlib.sha256(built.encode()).hexdigest()[:16]
    sw = (dest / "sw.js").read_text("utf-8")
    sw = sw.replace('const VERSION = "dev";', f"const VERSION = {json.dumps(version)};")
    sw = sw.replace("const FILES = [];", f"const FILES = {json.dumps(files)};")
    (dest / "sw.js").write_text(sw, "utf-8")
