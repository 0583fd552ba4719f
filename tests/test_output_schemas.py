"""Every command's --json output is described by its JSON Schema
(pycli/schemas/output/COMMAND.json, printed by `rulecheck schema --output
COMMAND`; docs/output.md), checked with pycli.schema.errors.

The sweep asks pycli.core, in this process, about every bundled fixture
position, every case's move and every game record: the answers the commands
print as they are, or in the frame the command puts them in (a process per
answer would take minutes). Each command is also run whole once or more,
through the command line (`run`) or, for its errors, as main.py calls it
with stdout and stderr captured: the shapes only the command makes (--as,
--all, --events, --brief, several records, the engine mode's lines, the
error object on stderr), and the exit codes.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

import pytest

from conftest import FIXTURES, all_fixtures, GAMES, drop_at, run, run_forked, schema_keywords, set_at, write_json
from pycli import commands, core, inputs, schema

#: The commands whose --json output has a schema, and "error" for the
#: object on stderr when a command fails under --json.
OUTPUTS = ["apply", "bench", "cards", "check", "error", "explain", "legal-moves", "new", "normalize", "outcome",
           "replay", "rules", "scaffold", "selfplay", "serve", "show", "test", "validate", "web"]

MID = str(FIXTURES / "clash-of-decks" / "states" / "midgame.json")
BB = str(FIXTURES / "blood-bound" / "intervention" / "choosing-an-offer.json")
INVALID = str(FIXTURES / "wow-tcg" / "states" / "duplicate-card-id.json")
RECORD = str(FIXTURES / "clash-of-decks" / "records" / "illegal-fifth-card-summoned.json")
COMPLETE = str(FIXTURES / "wow-tcg" / "records" / "full-game-alice-wins.json")
FIXTURE = str(FIXTURES / "clash-of-decks" / "summon" / "four-leftmost-bastion-in-the-middle.json")
PLAY = json.dumps({"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"})
BAD = json.dumps({"player": "alice", "action": "assault"})


@cache
def output_schema(name: str) -> dict[str, Any]:
    return json.loads(schema.output_schema_text(name))


def problems(value: Any, name: str, part: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """The first few ways value breaks the output schema of name (or the
    part of it given, its $refs read in the whole)."""
    whole = output_schema(name)
    return list(itertools.islice(schema.errors(value, whole if part is None else part, root=whole), 3))


def conforms(value: Any, name: str) -> None:
    found = problems(value, name)
    assert not found, (name, found, json.dumps(value, ensure_ascii=False)[:600])


class Conforming:
    """conforms(), asked of many answers in few engine requests: the answers
    of one output schema are checked together, as the items of an array
    (the schema read once a batch, not once an answer: a Flesh and Blood
    sweep checks some 7,000 answers against schemas of 2-16 KB). A failure
    names its answer as conforms() does. Used as a context manager, the
    last batches are checked on leaving it."""

    def __init__(self, batch: int = 48):
        self.batch, self.waiting = batch, {}

    def __call__(self, value: Any, name: str) -> None:
        waiting = self.waiting.setdefault(name, [])
        waiting.append(value)
        if len(waiting) >= self.batch:
            self.check(name)

    def check(self, name: str) -> None:
        values, self.waiting[name] = self.waiting.get(name, []), []
        if not values:
            return
        whole = output_schema(name)
        found = schema.errors(values, {"type": "array", "items": whole}, root=whole)
        if found:
            at = re.compile(r"\$\[(\d+)\]")
            index = int(at.match(found[0][0]).group(1))
            mine = [("$" + p[m.end():], words) for p, words in found
                    if (m := at.match(p)) and int(m.group(1)) == index][:3]
            raise AssertionError((name, mine, json.dumps(values[index], ensure_ascii=False)[:600]))

    def __enter__(self) -> "Conforming":
        return self

    def __exit__(self, *exc: Any) -> None:
        if exc[0] is None:
            for name in list(self.waiting):
                self.check(name)


def call(command: Callable[..., int], *args: Any, **options: Any) -> tuple[int, str, str]:
    """A command function run as main.py runs it, with --json: (exit code,
    stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = commands.guarded(lambda: command(*args, json_=True, **options), json_errors=True)
    return code, out.getvalue(), err.getvalue()


def answer(name: str, command: Callable[..., int], *args: Any, **options: Any) -> tuple[int, Any]:
    """The command's JSON answer, checked against its schema; a failure's
    error object, checked against the error schema (exit code 2, nothing on
    stdout)."""
    code, out, err = call(command, *args, **options)
    if code == 2:
        assert out == "" and len(err.splitlines()) == 1, (name, args, err)
        conforms(json.loads(err), "error")
        return code, None
    assert code in (0, 1, 4) and err == "", (name, args, code, err)
    value = json.loads(out)
    conforms(value, name)
    return code, value


def line_error(r) -> dict[str, Any]:
    """A failure under --json: exit 2, nothing on stdout, one JSON line on stderr."""
    assert r.code == 2 and r.out == "", r
    lines = r.err.splitlines()
    assert len(lines) == 1, r
    value = json.loads(lines[0])
    conforms(value, "error")
    return value


def player_names(state: dict[str, Any]) -> list[str]:
    players = state.get("players")
    if isinstance(players, dict):
        return list(players)
    return [p if isinstance(p, str) else p.get("name") for p in players or [] if isinstance(p, (str, dict))]


                             # The schema files #

def refs(node: Any) -> set[str]:
    if isinstance(node, dict):
        return ({node["$ref"]} if "$ref" in node else set()).union(*(refs(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(refs(v) for v in node))
    return set()


def test_every_output_has_its_schema():
    files = sorted(p.name for p in resources.files("pycli.schemas").joinpath("output").iterdir())
    assert files == [f"{n}.json" for n in OUTPUTS]
    assert schema.output_schema_names() == OUTPUTS
    # Every command with --json has one ("schema" prints schemas, JSON already).
    with_json = {c.name for c in commands.COMMANDS if any(o.name == "json_" for o in c.options)}
    assert with_json - {"schema"} <= set(OUTPUTS)


@pytest.mark.parametrize("name", OUTPUTS)
def test_schema_file(name):
    doc = output_schema(name)
    assert not schema_keywords(doc) - schema.KNOWN_KEYWORDS
    # show's model became the one display model of every game: version 2.
    assert doc["format_version"] == (2 if name == "show" else 1)
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert doc["$id"] == f"rulecheck:output/{name}"
    assert doc["title"] and doc["description"]
    for r in refs(doc):
        assert r.startswith("#/$defs/") and r[len("#/$defs/"):] in doc.get("$defs", {}), r
    assert set(doc.get("$defs", {})) <= {r[len("#/$defs/"):] for r in refs(doc)}, "a $def nobody uses"


def test_the_keyword_check_can_fail():
    assert schema_keywords({"type": "object", "properties": {"pattern": {"type": "string", "pattern": "x"}}}
                           ) - schema.KNOWN_KEYWORDS == {"pattern"}
    assert schema_keywords({"$defs": {"a": {"oneOf": []}}}) - schema.KNOWN_KEYWORDS == {"oneOf"}


def test_schema_output_prints_the_file():
    for name in OUTPUTS:                           # the command's own code, in this process
        text = resources.files("pycli.schemas").joinpath("output").joinpath(f"{name}.json").read_text("utf-8")
        assert call(commands.schema_, output=name) == (0, text, ""), name
    r = run("schema", "--output", "check")         # and once through the command line
    assert r.code == 0 and r.err == "" and json.loads(r.out) == output_schema("check"), r


def test_schema_output_of_an_unknown_command():
    r = run("schema", "--output", "chess")
    assert r.code == 2 and r.out == "", r
    assert len(r.err.splitlines()) == 1 and "no output schema for 'chess'" in r.err
    assert "legal-moves" in r.err
    assert line_error(run("schema", "--output", "chess", "--json"))["error"]["kind"] == "input"


                  # The sweep: every position, move and record #

def positions(game: str) -> list[tuple[str, Any, list[dict[str, Any]]]]:
    """Every bundled position of a game (fixture files and plain state
    files), each with its cases' moves."""
    out = [(str(fx.path), fx.state, [c["move"] for c in fx.cases if "move" in c])
           for fx in all_fixtures(FIXTURES / game)]
    out += [(str(p), json.loads(p.read_text("utf-8")), []) for p in sorted((FIXTURES / game).glob("states/*.json"))]
    return out


                   # Through the command line, one of each #

@pytest.mark.parametrize("argv, code", [
    (["legal-moves", "--json", MID], 0),
    (["legal-moves", "--all", "--json", BB], 0),
    (["legal-moves", "--as", "alice", "--json", MID], 0),
    (["legal-moves", "--all", "--as", "bob", "--json", MID], 0),
    (["check", "--json", MID, BAD], 1),
    (["check", "--as", "alice", "--json", MID, PLAY], 4),
    (["apply", "--json", MID, PLAY], 0),
    (["apply", "--json", "--events", MID, PLAY], 0),
    (["apply", "--json", MID, BAD], 1),
    (["apply", "--json", "--events", MID, "10", "1"], 0),
    (["apply", "--json", MID, "10", BAD], 1),
    (["check", "--json", MID, BAD, "10"], 1),
    (["explain", "--json", MID, BAD, "10"], 1),
    (["explain", "--json", MID, "1"], 0),
    (["explain", "--json", "--brief", "--no-seed", MID, BAD], 1),
    (["explain", "--as", "alice", "--json", MID, PLAY], 4),
    (["validate", "--json", INVALID], 1),
    (["replay", "--json", RECORD], 1),
    (["show", "--json", "--as", "bob", MID], 0),
    (["cards", "--json", "wow-tcg", "axe"], 0),
    (["rules", "--json", "cd-201"], 0),
    (["rules", "--json", "clash-of-decks", "aerial"], 0),
    (["legal-moves", "--json", "--card", "shaman", "--player", "bob", MID], 0),
    (["legal-moves", "--all", "--json", "--card", "b-shaman", MID], 0),
    (["test", "--json", FIXTURE], 0),
    (["selfplay", "blood-bound", "--games", "1", "--json"], 0),
    (["selfplay", "flesh-and-blood", "--games", "1", "--max-moves", "2", "--json"], 0),
    (["selfplay", "wow-tcg", "--games", "1", "--max-moves", "2", "--json"], 1),
], ids=lambda a: " ".join(Path(x).name if "/" in x else x for x in a) if isinstance(a, list) else None)
def test_command_line(argv, code):
    r = run_forked(*argv)
    assert r.code == code and r.err == "", r
    conforms(r.json(), argv[0])


def test_command_line_from_stdin():
    r = run("outcome", "--json", "-", input=Path(MID).read_text("utf-8"))
    assert r.code == 0, r
    conforms(r.json(), "outcome")


def test_every_rule_of_every_game():
    r = run("rules", "--json")
    assert r.code == 0, r
    conforms(r.json(), "rules")
    assert {x["game"] for x in r.json()} == set(GAMES)


def test_several_records_one_line_each(tmp_path):
    missing = str(tmp_path / "no-such-record.json")
    r = run("replay", "--json", RECORD, COMPLETE, missing)
    assert r.code == 2 and r.err == "", r
    lines = [json.loads(line) for line in r.out.splitlines()]
    assert [x["file"] for x in lines] == [RECORD, COMPLETE, missing]
    for x in lines:
        conforms(x, "replay")
    assert [sorted(x) for x in lines] == [["file", "report"], ["file", "report"], ["error", "file"]]


def test_a_failing_fixture(tmp_path):
    fixture = {"title": "a wrong expectation", "rules": ["CD-101"], "state": json.loads(Path(MID).read_text("utf-8")),
               "cases": [{"move": json.loads(PLAY), "legal": False, "violates": ["CD-101"]}]}
    r = run("test", "--json", str(write_json(tmp_path / "wrong.json", fixture)))
    assert r.code == 1, r
    conforms(r.json(), "test")
    assert r.json()["failed"] == 1 and not r.json()["results"][0]["ok"]


def test_new_gives_a_state_or_an_error():
    """`new` answers with a state of its game (its own schema holds too), or,
    for a game without new positions, the error."""
    for game in GAMES:
        code, state = answer("new", commands.new, game, seed=2)
        assert (code == 0 and schema.state_errors(state) == []) or (code == 2 and state is None), game


def test_errors_under_json(tmp_path):
    bad_state = write_json(tmp_path / "s.json", {"game": "clash-of-decks", "players": "nobody"})
    for command, args, options in [
        (commands.check, (tmp_path / "missing.json", PLAY), {}),
        (commands.check, (Path(MID), "{\"player\": \"bob\"}"), {}),
        (commands.explain, (Path(MID), "99"), {}),
        (commands.outcome, (bad_state,), {}),
        (commands.cards, ("chess",), {}),
        (commands.rules, ("blood-bound", "BB-999"), {}),
        (commands.schema_, (), {}),                # usage: a game or --output
    ]:
        code, value = answer("error", command, *args, **options)   # checked as it is written
        assert code == 2 and value is None, (command, args)
    # Through the command line: a usage error found by Typer, and standard input.
    assert line_error(run("legal-moves", "--json", MID, "--al"))["error"]["kind"] == "usage"
    e = line_error(run("outcome", "--json", "-", input="{"))["error"]
    assert e["kind"] == "input" and e["file"] == "-" and e["path"].startswith("line ")


def test_the_engine_mode_line_by_line():
    state = json.loads(Path(MID).read_text("utf-8"))
    record = json.loads(Path(COMPLETE).read_text("utf-8"))
    requests = [
        {"id": 1, "op": "check", "state": state, "move": json.loads(PLAY)},
        {"id": 2, "op": "check", "state": state, "move": json.loads(BAD)},
        {"id": "three", "op": "legal_moves", "state": state, "limit": 2},
        {"id": [4], "op": "legal_moves", "state": state, "limit": None},
        {"id": 5, "op": "apply", "state": state, "move": json.loads(PLAY)},
        {"id": 6, "op": "apply", "state": state, "move": json.loads(BAD)},
        {"id": 7, "op": "explain", "state": state, "move": json.loads(BAD)},
        {"id": 8, "op": "outcome", "state": state},
        {"id": 9, "op": "validate", "state": dict(state, turn=-1)},
        {"id": 10, "op": "normalize", "state": state},
        {"id": 11, "op": "replay", "record": record, "verbose": True},
        {"op": "games"},
        {"id": 13, "op": "fly"},
        {"id": 14, "op": "check", "state": state, "move": {"player": "bob"}},
    ]
    lines = [json.dumps(r) for r in requests] + ["{not json"]
    r = run("serve", "--stdio", input="".join(line + "\n" for line in lines))
    assert r.code == 0 and r.err == "", r
    hello, *answers = [json.loads(line) for line in r.out.splitlines()]
    conforms(hello, "serve")
    assert set(hello) == {"rulecheck", "protocol", "operations"}
    assert len(answers) == len(lines)
    of = {"check": "check", "legal_moves": "legal-moves", "apply": "apply", "explain": "explain",
          "outcome": "outcome", "validate": "validate", "normalize": "normalize", "replay": "replay"}
    for req, ans in zip(requests + [{}], answers):
        conforms(ans, "serve")
        assert ans["id"] == req.get("id")
        if "ok" in ans:
            if req["op"] == "games":
                assert sorted(ans["ok"]) == GAMES
            else:
                conforms(ans["ok"], of[req["op"]])
    assert [("ok" in a) for a in answers] == [True] * 12 + [False] * 3
    assert answers[-1]["error"]["path"].startswith("line 15")


def test_bench_parts():
    """`bench` takes a minute (tests/test_cli.py runs it whole); here its
    quick parts, each against its part of the schema."""
    from pycli import bench

    whole = output_schema("bench")
    assert not problems(bench.machine(), "bench", whole["properties"]["machine"])
    t = bench.throughput("blood-bound", 5, 1)
    assert not problems(t, "bench", {"$ref": "#/$defs/throughput"})
    rows = bench.growth("blood-bound")
    assert rows and not problems(rows, "bench", {"type": "array", "items": {"$ref": "#/$defs/growth_row"}})


                         # The schemas can say no #

def test_a_wrong_output_is_refused():
    _, illegal = answer("check", commands.check, Path(MID), BAD)
    _, legal = answer("check", commands.check, Path(MID), PLAY)
    assert not problems(illegal, "check") and not problems(legal, "check")

    def without(value, *keys):
        return drop_at(value, keys)

    def changed(value, keys, new):
        return set_at(value, keys, new)

    assert problems(without(illegal, "violations"), "check")                  # a field removed
    assert problems(changed(illegal, ["legal"], "false"), "check")             # a wrong type
    assert problems(changed(illegal, ["violations"], []), "check")             # illegal, yet no rule broken
    assert problems(changed(legal, ["surprise"], 1), "check")                  # a field nobody described
    assert problems(without(illegal, "violations", 0, "rule"), "check")
    assert problems(changed(illegal, ["move"], {"player": "bob"}), "check")    # a move without its action

    _, page = answer("legal-moves", commands.legal_moves, Path(MID))
    assert problems(changed(page, ["count"], "13"), "legal-moves")
    assert problems(changed(page, ["count"], 13.5), "legal-moves")
    assert problems(without(page, "truncated"), "legal-moves")
    assert problems(without(page, "moves", 0, "text"), "legal-moves")

    _, tree = answer("explain", commands.explain, Path(MID), PLAY)
    broken = {"rule": "CD-101", "title": "t", "text": "t", "held": False, "message": "m", "facts": [], "fixes": []}
    assert problems(changed(tree, ["checks", 0], broken), "explain")            # a legal move breaks no rule
    assert problems(changed(tree, ["checks", 0, "held"], "yes"), "explain")

    assert problems({"result": "lost"}, "outcome")
    assert problems({"result": "won", "winners": ["a"], "losers": ["b"], "rule": "X-1"}, "outcome")
    assert problems({"result": "ongoing", "winners": []}, "outcome")
    assert problems({"valid": True, "errors": [{"path": "$", "message": "m", "rule": None, "kind": "structure"}]},
                    "validate")
    assert problems({"players": []}, "normalize")                              # a state names its game
    assert problems({"error": {"kind": "oops", "file": None, "path": None, "message": "m"}}, "error")
    assert problems({"error": {"kind": "input", "file": None, "message": "m"}}, "error")
    assert problems({"id": 1, "ok": 2, "error": {}}, "serve")
    assert not problems({"id": 1, "ok": 2}, "serve")


def test_answers_checked_together_name_the_one_that_breaks_its_schema():
    """Conforming (the contract's sweep) checks answers a batch a request:
    a batch of good answers passes; one bad answer among them fails with its
    own path and value, as conforms() names them."""
    _, legal = answer("check", commands.check, Path(MID), PLAY)
    _, illegal = answer("check", commands.check, Path(MID), BAD)
    with Conforming(batch=3) as check:
        for _ in range(4):
            check(legal, "check")
            check(illegal, "check")
    bad = set_at(illegal, ["violations", 0, "rule"], 7)
    with pytest.raises(AssertionError) as failed:
        with Conforming(batch=3) as check:
            check(legal, "check")
            check(bad, "check")
    name, found, text = failed.value.args[0]
    assert name == "check" and found and all(p.startswith("$.violations[0]") for p, _ in found)
    assert text == json.dumps(bad, ensure_ascii=False)[:600]
