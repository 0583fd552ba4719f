"""The fixture runner behind ``rulecheck test`` and the pytest suite.

A fixture is a position and what a judge expects of it (docs/fixtures.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from . import core, engine, inputs, schema

CASE_KINDS = ("legal", "after", "legal_moves", "legal_moves_include", "legal_moves_exclude",
              "legal_moves_count", "outcome", "valid")
CASE_KEYS = frozenset(CASE_KINDS) | {"move", "violates", "errors", "rules", "note"}
FIXTURE_KEYS = frozenset({"title", "rules", "state", "state_file", "cases", "note"})


@dataclass
class Fixture:
    path: Path
    title: str
    rules: list[str]
    state: Any
    cases: list[dict[str, Any]]
    game: str = field(default="")

    def case_rules(self, case: dict[str, Any]) -> list[str]:
        return list(self.rules) + list(case.get("rules", []))


def fixtures_dir() -> Path:
    """The bundled fixtures: in the installed package, or ``fixtures/`` beside
    ``pycli/`` in a source checkout."""
    here = Path(__file__).resolve().parent
    packaged = here / "fixtures"
    return packaged if packaged.is_dir() else here.parent / "fixtures"


def fixture_files(paths: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            files.extend(sorted(q for q in p.rglob("*.json") if q.is_file()))
        elif p.exists():
            files.append(p)
        else:
            raise inputs.InputError(str(p), "", "no such file or folder")
    return files


def _is_fixture_file(path: Path) -> bool:
    """Fixture folders may hold plain state files too (states/, records/):
    only files with "cases" are fixtures."""
    value = inputs.read_json_file(path)
    return isinstance(value, dict) and "cases" in value


def load_fixture(path: Path, value: Any = None) -> Fixture:
    """The fixture in path (value: its JSON, if already read)."""
    src = str(path)
    if value is None:
        value = inputs.read_json_file(path)
    if not isinstance(value, dict):
        raise inputs.InputError(src, "$", "a fixture is a JSON object")
    for key in value:
        if key not in FIXTURE_KEYS:
            raise inputs.InputError(src, f"$.{key}", f"is not a fixture field (fields: {', '.join(sorted(FIXTURE_KEYS))})")
    title = value.get("title")
    if not isinstance(title, str) or not title:
        raise inputs.InputError(src, "$.title", "a fixture needs a title")
    rules = value.get("rules")
    if not isinstance(rules, list) or not rules or not all(isinstance(r, str) for r in rules):
        raise inputs.InputError(src, "$.rules", "a fixture names the rule IDs it exercises (a non-empty list)")
    cases = value.get("cases")
    if not isinstance(cases, list) or not cases:
        raise inputs.InputError(src, "$.cases", "a fixture needs at least one case")
    for i, case in enumerate(cases):
        where = f"$.cases[{i}]"
        if not isinstance(case, dict):
            raise inputs.InputError(src, where, "a case is a JSON object")
        unknown = [k for k in case if k not in CASE_KEYS]
        if unknown:
            raise inputs.InputError(src, f"{where}.{unknown[0]}", "is not a case field")
        kinds = [k for k in CASE_KINDS if k in case]
        if len(kinds) != 1:
            raise inputs.InputError(src, where, f"a case has exactly one of: {', '.join(CASE_KINDS)}")
        if kinds[0] in ("legal", "after") and not isinstance(case.get("move"), dict):
            raise inputs.InputError(src, f"{where}.move", "this case needs a move (a JSON object)")
        if case.get("legal") is False and not isinstance(case.get("violates"), list):
            raise inputs.InputError(src, f"{where}.violates", "an illegal move names the rules it violates")
    state = inputs.fixture_state(value, path)
    game = state.get("game", "") if isinstance(state, dict) else ""
    return Fixture(path, title, rules, state, cases, game)


def matches(expected: Any, actual: Any) -> bool:
    """Every key the expectation names has the expected value (at any depth);
    lists match element by element; an expected null means the key is
    absent (or null)."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            (actual.get(k) is None) if v is None else (k in actual and matches(v, actual[k]))
            for k, v in expected.items())
    if isinstance(expected, list):
        return isinstance(actual, list) and len(expected) == len(actual) and all(
            matches(e, a) for e, a in zip(expected, actual))
    if isinstance(expected, bool) or isinstance(actual, bool):
        return expected is actual
    return expected == actual


def _canon(move: Any) -> str:
    return json.dumps(move, sort_keys=True, ensure_ascii=False)


def _describe(case: dict[str, Any], index: int) -> str:
    kind = next(k for k in CASE_KINDS if k in case)
    move = f" {_canon(case['move'])}" if "move" in case else ""
    if kind == "legal":
        return f"case {index}:{move} is {'legal' if case['legal'] else 'illegal'}"
    return f"case {index}: {kind}{move}"


def _request_for(case: dict[str, Any]) -> dict[str, Any]:
    """What the engine needs to answer a case."""
    if "valid" in case:
        return {"valid": True}
    if "move" in case:
        if "after" in case:
            after = case["after"]
            keys = sorted(after) if isinstance(after, dict) else True
            return {"move": case["move"], "after": keys}
        return {"move": case["move"]}
    if "outcome" in case:
        return {"outcome": True}
    return {"legal_moves": True}


def _answers(fx: Fixture) -> list[dict[str, Any]]:
    """The engine's answers to every case of a fixture, in one request."""
    structural = schema.state_errors(fx.state)
    if structural:
        errs = [{"path": p, "message": m, "rule": None} for p, m in structural]
        return [{"errors": errs} if "valid" in c else
                {"error": {"kind": "input", "in": "state", "path": errs[0]["path"], "message": errs[0]["message"]}}
                for c in fx.cases]
    try:
        return core.cases(fx.state, [_request_for(c) for c in fx.cases])
    except engine.EngineError as e:
        return [{"error": {"kind": e.kind, "in": e.where, "path": e.path, "message": e.message}}] * len(fx.cases)


def judge_case(case: dict[str, Any], answer: dict[str, Any], src: str, index: int) -> dict[str, Any]:
    """Compare one case's expectation with the engine's answer."""
    result = {"file": src, "case": _describe(case, index), "ok": False, "expected": "", "got": ""}
    if "error" in answer and "valid" not in case:
        err = answer["error"]
        label = "input error" if err.get("kind") == "input" else f"engine error ({err.get('kind')})"
        result["got"] = f"{label}: {src}: {err.get('path')}: {err.get('message')}"
        return result
    if "legal" in case:
        got_ids = sorted(x["rule"] for x in answer.get("violations", []))
        if case["legal"]:
            result["expected"] = "legal"
            result["got"] = "legal" if answer["legal"] else \
                f"illegal: {', '.join(got_ids)} ({'; '.join(x['message'] for x in answer['violations'])})"
            result["ok"] = answer["legal"] is True
        else:
            want = sorted(case["violates"])
            result["expected"] = f"illegal: {', '.join(want)}"
            result["got"] = "legal" if answer["legal"] else f"illegal: {', '.join(got_ids)}"
            result["ok"] = answer["legal"] is False and got_ids == want
    elif "after" in case:
        result["expected"] = f"legal, then {_canon(case['after'])}"
        if not answer["legal"]:
            result["got"] = "illegal: " + ", ".join(x["rule"] for x in answer["violations"])
        else:
            result["got"] = _canon(answer["state"])
            result["ok"] = matches(case["after"], answer["state"])
    elif "outcome" in case:
        result["expected"], result["got"] = _canon(case["outcome"]), _canon(answer["outcome"])
        result["ok"] = matches(case["outcome"], answer["outcome"])
    elif "valid" in case:
        got = [{"path": e["path"], "rule": e.get("rule"), "message": e["message"]} for e in answer["errors"]]
        if case["valid"]:
            result["expected"], result["got"] = "valid", _canon(got) if got else "valid"
            result["ok"] = not got
        else:
            want = case.get("errors", [])
            result["expected"], result["got"] = f"invalid, with {_canon(want)}", _canon(got) if got else "valid"
            result["ok"] = bool(got) and all(any(matches(w, g) for g in got) for w in want)
    else:
        moves = answer["moves"]
        listed = {_canon(m) for m in moves}
        if "legal_moves" in case:
            want = sorted(_canon(m) for m in case["legal_moves"])
            got = sorted(_canon(m) for m in moves)
            result["expected"], result["got"] = "\n    ".join(want) or "none", "\n    ".join(got) or "none"
            result["ok"] = want == got
        elif "legal_moves_include" in case:
            missing = [_canon(m) for m in case["legal_moves_include"] if _canon(m) not in listed]
            result["expected"] = "listed: " + ", ".join(_canon(m) for m in case["legal_moves_include"])
            result["got"] = "missing: " + ", ".join(missing) if missing else "all listed"
            result["ok"] = not missing
        elif "legal_moves_exclude" in case:
            present = [_canon(m) for m in case["legal_moves_exclude"] if _canon(m) in listed]
            result["expected"] = "not listed: " + ", ".join(_canon(m) for m in case["legal_moves_exclude"])
            result["got"] = "listed: " + ", ".join(present) if present else "none listed"
            result["ok"] = not present
        else:
            result["expected"] = f"{case['legal_moves_count']} legal moves"
            result["got"] = f"{len(moves)} legal moves"
            result["ok"] = len(moves) == case["legal_moves_count"]
    return result


def run_fixture(fx: Fixture) -> list[dict[str, Any]]:
    src = str(fx.path)
    return [judge_case(case, answer, src, i) for i, (case, answer) in enumerate(zip(fx.cases, _answers(fx)))]


def fixtures_in(paths: Iterable[Path]) -> list[Fixture]:
    """The fixtures among the files and folders (each file read once)."""
    out = []
    for f in fixture_files(paths):
        value = inputs.read_json_file(f)
        if isinstance(value, dict) and "cases" in value:
            out.append(load_fixture(f, value))
    return out


def run_paths(paths: Iterable[Path]) -> list[dict[str, Any]]:
    return [r for fx in fixtures_in(paths) for r in run_fixture(fx)]


def all_fixtures(root: Path | None = None) -> list[Fixture]:
    return fixtures_in([root or fixtures_dir()])
