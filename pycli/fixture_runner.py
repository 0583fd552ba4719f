"""The fixture runner behind ``rulecheck test`` and the pytest suite.

A fixture is a position and what a judge expects of it (docs/fixtures.md).
Fixtures are read strictly: a file that is neither a fixture, a state nor a
game record, a fixture that breaks the fixture format
(pycli/schemas/formats/fixture.json), or a rule ID its game does not have,
is bad input (exit code 2, with the file and the JSON path).
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Iterable

from . import core, engine, inputs, schema

CASE_KINDS = ("legal", "after", "legal_moves", "legal_moves_include", "legal_moves_exclude",
              "legal_moves_count", "outcome", "valid")


@dataclass
class Fixture:
    path: Path
    title: str
    rules: list[str]
    state: Any
    cases: list[dict[str, Any]]
    game: str = field(default="")
    #: the line of the file where each case begins (None where unknown)
    lines: list[int | None] = field(default_factory=list)

    def case_line(self, index: int) -> int | None:
        return self.lines[index] if index < len(self.lines) else None

    def case_rules(self, case: dict[str, Any]) -> list[str]:
        return list(self.rules) + list(case.get("rules", []))


def fixtures_dir() -> Path:
    """The bundled fixtures: in the installed package, or ``fixtures/`` beside
    ``pycli/`` in a source checkout."""
    here = Path(__file__).resolve().parent
    packaged = here / "fixtures"
    return packaged if packaged.is_dir() else here.parent / "fixtures"


def fixture_files(paths: Iterable[Path]) -> list[tuple[Path, bool]]:
    """The JSON files among the paths, each once (the same file given twice,
    or found twice, runs once), with whether it was named explicitly."""
    files: list[tuple[Path, bool]] = []
    seen: set[Path] = set()
    for p in paths:
        if p.is_dir():
            found = [(q, False) for q in sorted(p.rglob("*")) if q.suffix in (".json", ".yaml", ".yml")
                     and q.is_file()]
        elif p.exists():
            found = [(p, True)]
        else:
            raise inputs.InputError(str(p), "", "no such file or folder")
        for q, explicit in found:
            key = q.resolve()
            if key not in seen:
                seen.add(key)
                files.append((q, explicit))
    return files


def kind_of_file(value: Any) -> str | None:
    """What a JSON file under fixtures/ is: "fixture", "state" (a position,
    with its game), "record" (a game record), or None."""
    if not isinstance(value, dict):
        return None
    if "game" in value:
        return "state"
    if "moves" in value and ("initial" in value or "initial_file" in value):
        return "record"
    if value.keys() & {"title", "rules", "state", "state_file", "cases"}:
        return "fixture"
    return None


def _is_fixture_file(path: Path) -> bool:
    """Fixture folders hold plain state files and game records too
    (states/, records/)."""
    return kind_of_file(inputs.read_data_file(path)) == "fixture"


@cache
def _fixture_schema() -> dict[str, Any]:
    return json.loads((Path(schema.__file__).resolve().parent / "schemas" / "formats" / "fixture.json")
                      .read_text("utf-8"))


def load_fixture(path: Path, value: Any = None) -> Fixture:
    """The fixture in path (value: its JSON, if already read), checked
    against the fixture format."""
    src = str(path)
    if value is None:
        value = inputs.read_data_file(path)
    if not isinstance(value, dict):
        raise inputs.InputError(src, "$", "a fixture is a JSON object")
    problems = list(schema.errors(value, _fixture_schema()))
    if problems:
        # An unknown field first: "case" for "cases" is the likelier mistake
        # than the missing field it leaves.
        unknown = [p for p in problems if p[1].startswith("is not a known field")]
        where, message = (unknown or problems)[0]
        if unknown:
            known = [k for k in _known_fields(where)]
            near = difflib.get_close_matches(schema.path_last(where), known, n=1)
            message = f"is not a fixture field{f'; did you mean {near[0]}?' if near else ''} (fields: {', '.join(known)})"
        raise inputs.InputError(src, where, message)
    if ("state" in value) == ("state_file" in value):
        raise inputs.InputError(src, "$", "a fixture has its position: state, or state_file (one of them)")
    for i, case in enumerate(value["cases"]):
        where = f"$.cases[{i}]"
        kinds = [k for k in CASE_KINDS if k in case]
        if len(kinds) != 1:
            raise inputs.InputError(src, where, f"a case has exactly one of: {', '.join(CASE_KINDS)}")
        if "move" in case and "moves" in case:
            raise inputs.InputError(src, f"{where}.moves", "a case has a move or a line of moves, not both")
        if kinds[0] in ("legal", "after"):
            if "move" not in case and "moves" not in case:
                raise inputs.InputError(src, f"{where}.move", "this case needs a move (a JSON object) "
                                                              "or a line of moves (moves)")
        elif "move" in case:
            raise inputs.InputError(src, f"{where}.move", f"a {kinds[0]} case has no move (a move goes with "
                                                          f"legal or after)")
        if case.get("legal") is False and "violates" not in case:
            raise inputs.InputError(src, f"{where}.violates", "an illegal move names the rules it violates")
        if "violates" in case and case.get("legal") is not False:
            raise inputs.InputError(src, f"{where}.violates", "only an illegal move (legal: false) violates rules")
        if "errors" in case and case.get("valid") is not False:
            raise inputs.InputError(src, f"{where}.errors", "only an invalid state (valid: false) has errors")
        if case.get("valid") is False:
            errors = case.get("errors") or []
            if not errors:
                raise inputs.InputError(src, f"{where}.errors", "an invalid state names the errors it expects "
                                                                "(each a path, a rule or both): any error "
                                                                "would pass an expectation of none")
            for j, e in enumerate(errors):
                if all(e.get(k) is None for k in ("path", "rule", "message")):
                    raise inputs.InputError(src, f"{where}.errors[{j}]", "an expected error names its path, "
                                                                         "its rule or its message")
    state = inputs.fixture_state(value, path)
    # A game that is not a name (an object, a list, a number) is no game's:
    # the state's own check says what is wrong with it, case by case.
    game = state.get("game") if isinstance(state, dict) else None
    return Fixture(path, value["title"], value["rules"], state, value["cases"],
                   game if isinstance(game, str) else "", case_lines(path))


def case_lines(path: Path) -> list[int | None]:
    """The line where each case of the fixture file begins (1 is the first;
    JSON is read as the YAML it also is), or [] when it cannot be told."""
    try:
        import yaml

        text = path.read_text("utf-8-sig")
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        root = yaml.compose(text, Loader=loader)
        cases = next(v for k, v in root.value if k.value == "cases")
        return [item.start_mark.line + 1 for item in cases.value]
    except Exception:                           # a file read as a fixture is never refused for this
        return []


def _known_fields(where: str) -> list[str]:
    """The fields the fixture format allows where an unknown one was found."""
    fmt = _fixture_schema()
    props = fmt["$defs"]["case"]["properties"] if where.startswith("$.cases[") else fmt["properties"]
    return sorted(props)


def check_rule_ids(fx: Fixture) -> list[str]:
    """Every rule ID the fixture names is a rule of its game (or the
    engine's RC-001); otherwise bad input, with a near miss suggested. A
    retired ID (the game's retired_rule/3) runs as its successor: the
    warnings name each, with the rule that took it over."""
    known = _rule_ids(fx.game)
    if known is None:
        return []                               # an unknown game: its valid/false case says so
    retired = redirects(fx.game)
    warnings = []
    places = [(f"$.rules[{i}]", r) for i, r in enumerate(fx.rules)]
    for i, case in enumerate(fx.cases):
        places += [(f"$.cases[{i}].rules[{j}]", r) for j, r in enumerate(case.get("rules", []))]
        places += [(f"$.cases[{i}].violates[{j}]", r) for j, r in enumerate(case.get("violates", []))]
        places += [(f"$.cases[{i}].errors[{j}].rule", e["rule"]) for j, e in enumerate(case.get("errors", []))
                   if e.get("rule") is not None]
    for where, rule in places:
        if rule in retired:
            old = retired[rule]
            warnings.append(f"{fx.path}: {where}: {rule} is retired: {old['note']}; it runs as "
                            f"{' or '.join(old['successors'])}")
        elif rule not in known:
            near = difflib.get_close_matches(rule.upper(), sorted(known), n=1)
            hint = f"; did you mean {near[0]}?" if near else ""
            raise inputs.InputError(str(fx.path), where, f"{rule} is not a rule of {fx.game}{hint}")
    return warnings


@cache
def redirects(game: str) -> dict[str, dict[str, Any]]:
    """A game's retired rule IDs: each with its successors and a note."""
    if schema.schema_text(game) is None:
        return {}
    return {r["id"]: r for r in core.retired_rules(game)}


def _successor(rule: Any, got: Iterable[Any], retired: dict[str, dict[str, Any]]) -> Any:
    """The rule an expected ID stands for: itself, or for a retired ID the
    successor among those the engine gave (else its first successor)."""
    if rule not in retired:
        return rule
    successors = retired[rule]["successors"]
    return next((r for r in successors if r in set(got)), successors[0])


@cache
def _rule_ids(game: str) -> frozenset[str] | None:
    if schema.schema_text(game) is None:
        return None
    return frozenset(r["id"] for r in core.rules(game))


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


class _Absent:
    """The one value that stands for a key that is not there (ABSENT): no
    JSON value equals it, so no state can be mistaken for it."""
    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"

    def __str__(self) -> str:
        return "(absent)"

    def __reduce__(self) -> str:                    # one value, in worker processes too
        return "ABSENT"


#: In differences(): the side of a change where the key is not there.
ABSENT = _Absent()


def differences(expected: Any, actual: Any, path: str = "$") -> list[tuple[str, Any, Any]]:
    """Where ``actual`` does not match ``expected`` (matches/2): the JSON
    paths, each with the expected and the actual value (ABSENT for a
    missing key)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [(path, expected, actual)]
        out: list[tuple[str, Any, Any]] = []
        for k, v in expected.items():
            where = schema.path_join(path, k)
            if v is None:
                if actual.get(k) is not None:
                    out.append((where, None, actual[k]))
            elif k not in actual:
                out.append((where, v, ABSENT))
            else:
                out.extend(differences(v, actual[k], where))
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(expected) != len(actual):
            return [(path, expected, actual)]
        return [d for i, (e, a) in enumerate(zip(expected, actual)) for d in differences(e, a, f"{path}[{i}]")]
    return [] if matches(expected, actual) else [(path, expected, actual)]


def _diff_text(diffs: list[tuple[str, Any, Any]]) -> tuple[str, str]:
    expected = "\n    ".join(f"{p}: {_canon(e)}" for p, e, _ in diffs)
    got = "\n    ".join(f"{p}: {a if a is ABSENT else _canon(a)}" for p, _, a in diffs)
    return expected, got


def _canon(move: Any) -> str:
    return json.dumps(move, sort_keys=True, ensure_ascii=False)


def _line_split(case: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """A case with a line of moves (``moves``) as the moves played first and
    the case asked in the position they lead to: for legal and after, every
    move but the last is played and the last is the case's move; for the
    other kinds, every move is played. A case without a line: ([], case)."""
    if "moves" not in case:
        return [], case
    rest = {k: v for k, v in case.items() if k != "moves"}
    if "legal" in case or "after" in case:
        return case["moves"][:-1], dict(rest, move=case["moves"][-1])
    return case["moves"], rest


def _describe(case: dict[str, Any], index: int, line: int | None = None) -> str:
    """A case as a report names it: counted from 1, with the line of the
    file where it begins."""
    kind = next(k for k in CASE_KINDS if k in case)
    move = f" {_canon(case['move'])}" if "move" in case else ""
    if "moves" in case:
        move = " after " + ", then ".join(_canon(m) for m in case["moves"]) if kind not in ("legal", "after") \
            else f" {_canon(case['moves'][-1])} after " + ", then ".join(_canon(m) for m in case["moves"][:-1]) \
            if len(case["moves"]) > 1 else f" {_canon(case['moves'][0])}"
    name = f" ({case['name']})" if "name" in case else ""
    at = f" (line {line})" if line else ""
    if kind == "legal":
        word = "unknown" if case["legal"] is None else "legal" if case["legal"] else "illegal"
        return f"case {index + 1}{at}{name}:{move} is {word}"
    return f"case {index + 1}{at}{name}: {kind}{move}"


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
    """The engine's answers to every case of a fixture, in one request; a
    case with a line of moves is asked as the line (``line``: the moves the
    engine plays in turn, each of which must be legal) and the case asked
    where it leads (rules.pl/rulecheck.pl, case_answer/5)."""
    structural = schema.state_errors(fx.state)
    if structural:
        errs = [{"path": p, "message": m, "rule": None} for p, m in structural]
        return [{"errors": errs} if "valid" in c else
                {"error": {"kind": "input", "in": "state", "path": errs[0]["path"], "message": errs[0]["message"]}}
                for c in fx.cases]
    requests = []
    for case in fx.cases:
        played, asked = _line_split(case)
        requests.append(dict(_request_for(asked), line=played) if "moves" in case else _request_for(case))
    try:
        return core.cases(fx.state, requests)
    except engine.EngineError as e:
        return [{"error": {"kind": e.kind, "in": e.where, "path": e.path, "message": e.message}}] * len(fx.cases)


def _verdict_words(answer: dict[str, Any], got_ids: list[str], messages: bool = True) -> str:
    """A verdict in a few words, for a failed case: legal, unknown (what it
    depends on), or illegal with its rules (and their messages)."""
    if answer["legal"] is True:
        return "legal"
    if answer["legal"] is None:
        return "unknown: " + "; ".join(d["message"] for d in answer.get("depends_on_text", []))
    why = f" ({'; '.join(x['message'] for x in answer['violations'])})" if messages else ""
    return f"illegal: {', '.join(got_ids)}{why}"


def judge_case(case: dict[str, Any], answer: dict[str, Any], src: str, index: int,
               retired: dict[str, dict[str, Any]] | None = None, line: int | None = None) -> dict[str, Any]:
    """Compare one case's expectation with the engine's answer; a retired
    rule ID expected stands for its successor (``retired``: redirects())."""
    retired = retired or {}
    result = {"file": src, "case": _describe(case, index, line), "ok": False, "expected": "", "got": ""}
    if "line" in answer:
        result["expected"], result["got"] = "every move of the line legal", answer["line"]
        return result
    case = _line_split(case)[1]
    if "error" in answer and "valid" not in case:
        err = answer["error"]
        label = "input error" if err.get("kind") == "input" else f"engine error ({err.get('kind')})"
        result["got"] = f"{label}: {src}: {err.get('path')}: {err.get('message')}"
        return result
    if "legal" in case:
        got_ids = sorted(x["rule"] for x in answer.get("violations", []))
        if case["legal"] is None:
            result["expected"] = "unknown (depends on text rulecheck does not model)"
            result["got"] = _verdict_words(answer, got_ids)
            result["ok"] = answer["legal"] is None
        elif case["legal"]:
            result["expected"] = "legal"
            result["got"] = _verdict_words(answer, got_ids)
            result["ok"] = answer["legal"] is True
        else:
            want = sorted(_successor(r, got_ids, retired) for r in case["violates"])
            result["expected"] = f"illegal: {', '.join(want)}"
            result["got"] = _verdict_words(answer, got_ids, messages=False)
            result["ok"] = answer["legal"] is False and got_ids == want
    elif "after" in case:
        if not answer["legal"]:
            result["expected"] = "legal"
            result["got"] = _verdict_words(answer, [x["rule"] for x in answer.get("violations", [])])
        else:
            diffs = differences(case["after"], answer["state"])
            result["ok"] = not diffs
            result["expected"], result["got"] = _diff_text(diffs) if diffs else ("as expected", "as expected")
    elif "outcome" in case:
        diffs = differences(case["outcome"], answer["outcome"])
        result["ok"] = not diffs
        result["expected"], result["got"] = _diff_text(diffs) if diffs else ("as expected", "as expected")
    elif "valid" in case:
        # A state the engine cannot read (a card no catalog has, say) is
        # invalid with that one problem, as `validate` says it.
        errors = [dict(answer["error"], rule=None)] if "error" in answer else answer["errors"]
        got = [{"path": e.get("path"), "rule": e.get("rule"), "message": e.get("message")} for e in errors]
        if case["valid"]:
            result["expected"], result["got"] = "valid", _canon(got) if got else "valid"
            result["ok"] = not got
        else:
            got_rules = [g["rule"] for g in got]
            want = [dict(w, rule=_successor(w["rule"], got_rules, retired)) if "rule" in w else w
                    for w in case.get("errors", [])]
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


def run_fixture(fx: Fixture, selected: list[int] | None = None) -> list[dict[str, Any]]:
    """The results of a fixture's cases (all of them, or those selected), in
    one engine request."""
    src = str(fx.path)
    indexes = list(range(len(fx.cases))) if selected is None else selected
    chosen = Fixture(fx.path, fx.title, fx.rules, fx.state, [fx.cases[i] for i in indexes], fx.game,
                     [fx.case_line(i) for i in indexes])
    results = []
    for i, case, answer in zip(indexes, chosen.cases, _answers(chosen)):
        r = judge_case(case, answer, src, i, redirects(fx.game) if fx.game else {}, fx.case_line(i))
        r.update(title=fx.title, rules=sorted(set(fx.case_rules(case)) | set(case.get("violates", []))))
        results.append(r)
    return results


def fixture_in(f: Path, explicit: bool) -> Fixture | None:
    """The fixture in a file, or None for a state file or a game record
    found in a folder. A file named explicitly must be a fixture; in a
    folder, any other file is bad input."""
    value = inputs.read_data_file(f)
    kind = kind_of_file(value)
    if kind == "fixture":
        return load_fixture(f, value)
    if explicit:
        what = f"a {kind} file, not a fixture" if kind else "not a fixture"
        raise inputs.InputError(str(f), "$", f"is {what} (a fixture has a title, rules, a state and "
                                              f"cases: docs/fixtures.md)")
    if kind is None:
        raise inputs.InputError(str(f), "$", "is not a fixture, a state or a game record (docs/fixtures.md)")
    return None


def fixtures_in(paths: Iterable[Path]) -> list[Fixture]:
    """The fixtures among the files and folders (each file read once)."""
    return [fx for f, explicit in fixture_files(paths) if (fx := fixture_in(f, explicit)) is not None]


def selected_cases(fx: Fixture, keyword: str | None = None, rule: str | None = None) -> list[int]:
    """The cases of a fixture that ``-k`` (a text in the fixture's title or
    the case's name, any case) and ``--rule`` (a rule the case cites) select."""
    out = []
    for i, case in enumerate(fx.cases):
        if keyword is not None:
            text = keyword.casefold()
            if text not in fx.title.casefold() and text not in str(case.get("name", "")).casefold():
                continue
        if rule is not None:
            cited = set(fx.case_rules(case)) | set(case.get("violates", []))
            cited |= {e.get("rule") for e in case.get("errors", [])}
            if rule.upper() not in {str(r).upper() for r in cited}:
                continue
        out.append(i)
    return out


def file_results(item: tuple[str, bool, str | None, str | None]) -> dict[str, Any]:
    """One fixture file's results, as plain data (a worker of `test --jobs`
    answers with it): {"fixture": bool, "results": [...], "warnings":
    [...]}, or {"error": [source, path, message]} for bad input."""
    name, explicit, keyword, rule = item
    try:
        fx = fixture_in(Path(name), explicit)
        if fx is None:
            return {"fixture": False, "results": [], "warnings": []}
        warnings = check_rule_ids(fx)
        chosen = selected_cases(fx, keyword, rule)
        return {"fixture": True, "results": run_fixture(fx, chosen) if chosen else [], "warnings": warnings}
    except inputs.InputError as e:
        return {"error": [e.source, e.path, e.message]}


@dataclass
class Report:
    """A run of fixture files: every case's result, the warnings (retired
    rule IDs), and the files that could not be run (bad input), each
    [source, path, message]: a bad file does not stop the others."""
    results: list[dict[str, Any]]
    warnings: list[str]
    errors: list[list[str]]


def run_report(paths: Iterable[Path], keyword: str | None = None, rule: str | None = None,
               exitfirst: bool = False, jobs: int = 1) -> Report:
    """Run the fixtures among the paths (the cases selected): every case's
    result, or up to the first failure. Fixtures are read and run one file
    at a time (or by `jobs` worker processes, in order), so memory holds the
    results, not the fixtures. A file that is bad input is reported and the
    others still run; no fixture found (and no bad file) is bad input."""
    from . import batch

    paths = list(paths)
    items = [(str(f), explicit, keyword, rule) for f, explicit in fixture_files(paths)]
    report = Report([], [], [])
    found = 0
    for out in batch.ordered_map(file_results, items, jobs=jobs, chunk=8):
        if "error" in out:
            report.errors.append(out["error"])
            continue
        found += out["fixture"]
        report.warnings.extend(out["warnings"])
        for r in out["results"]:
            report.results.append(r)
            if exitfirst and not r["ok"]:
                return report
    if report.errors:
        return report
    if not found:
        raise inputs.InputError(", ".join(str(p) for p in paths), "", "no fixture found")
    if not report.results:
        raise inputs.InputError(", ".join(str(p) for p in paths), "", "no fixture case is selected "
                                                                       "(-k, --rule)")
    return report


def run_paths(paths: Iterable[Path], keyword: str | None = None, rule: str | None = None,
              exitfirst: bool = False, jobs: int = 1) -> list[dict[str, Any]]:
    """run_report's results; the first bad file is bad input."""
    report = run_report(paths, keyword, rule, exitfirst, jobs)
    if report.errors:
        raise inputs.InputError(*report.errors[0])
    return report.results


def all_fixtures(root: Path | None = None) -> list[Fixture]:
    return fixtures_in([root or fixtures_dir()])


def junit_xml(results: list[dict[str, Any]]) -> str:
    """The results as a JUnit XML report, one testcase per fixture case."""
    from xml.etree import ElementTree as ET

    failed = sum(1 for r in results if not r["ok"])
    suite = ET.Element("testsuite", name="rulecheck fixtures", tests=str(len(results)),
                       failures=str(failed), errors="0", skipped="0")
    for r in results:
        case = ET.SubElement(suite, "testcase", classname=r["file"], name=r["case"])
        if not r["ok"]:
            failure = ET.SubElement(case, "failure", message=f"expected {r['expected']}".splitlines()[0][:200])
            failure.text = f"expected: {r['expected']}\ngot:      {r['got']}"
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
