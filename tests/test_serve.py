"""The engine for programs (`rulecheck serve --stdio`, docs/protocol.md),
and the commands that take many inputs at once (`replay` of many records,
`test --jobs`): the same answers as the one-at-a-time commands, in order."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from conftest import FIXTURES, all_fixtures, GAMES, rulecheck_command, run, run_forked

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"
PLAY = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}
BAD = {"player": "alice", "action": "assault"}
RECORDS = sorted(str(p) for p in FIXTURES.glob("*/records/*.json"))


def serve(lines: list[str], *flags: str, env: dict | None = None) -> tuple[dict, list[dict]]:
    r = run("serve", "--stdio", *flags, input="".join(line + "\n" for line in lines), env=env)
    assert r.code == 0 and r.err == "", r
    out = [json.loads(line) for line in r.out.splitlines()]
    return out[0], out[1:]


def requests() -> list[dict]:
    """One request of every operation, on positions of every game."""
    out = []
    for fx in all_fixtures(FIXTURES):
        if fx.game in GAMES and isinstance(fx.state, dict) and not any(c.get("valid") is False for c in fx.cases):
            move = next((c["move"] for c in fx.cases if "move" in c), None)
            if move is None:
                continue
            out += [{"op": "check", "state": fx.state, "move": move},
                    {"op": "legal_moves", "state": fx.state, "limit": 3},
                    {"op": "outcome", "state": fx.state}]
            if len([r for r in out if r["op"] == "check"]) >= 12:
                break
    state = json.loads(MID.read_text("utf-8"))
    out += [{"op": "apply", "state": state, "move": PLAY}, {"op": "explain", "state": state, "move": BAD},
            {"op": "validate", "state": state}, {"op": "normalize", "state": state},
            {"op": "replay", "record": json.loads((FIXTURES / "wow-tcg/records/full-game-alice-wins.json")
                                                  .read_text("utf-8"))},
            {"op": "games"}]
    for i, r in enumerate(out):
        r["id"] = i
    return out


def test_hello_says_the_protocol():
    hello, answers = serve([])
    assert hello["protocol"] == 1 and answers == []
    assert set(hello["operations"]) == {"check", "legal_moves", "apply", "explain", "outcome", "validate",
                                        "normalize", "replay", "games", "show", "cards", "new", "rules"}


def test_show_cards_new_and_rules_answer_what_their_commands_print(tmp_path):
    """The operations the Python API had and serve had not: each answer is
    its command's --json answer."""
    state = json.loads(MID.read_text("utf-8"))
    asked = [({"op": "show", "state": state}, ["show", "--json", str(MID)]),
             ({"op": "show", "state": state, "viewer": "alice"}, ["show", "--json", "--as", "alice", str(MID)]),
             ({"op": "cards", "game": "clash-of-decks", "query": "tro"}, ["cards", "--json", "clash-of-decks", "tro"]),
             ({"op": "cards", "game": "wow-tcg"}, ["cards", "--json", "wow-tcg"]),
             ({"op": "new", "game": "blood-bound", "seed": 3, "options": {"players": 7}},
              ["new", "blood-bound", "--players", "7", "--seed", "3"]),
             ({"op": "new", "game": "flesh-and-blood"}, ["new", "flesh-and-blood"]),
             ({"op": "rules", "game": "clash-of-decks"}, ["rules", "--json", "clash-of-decks"]),
             ({"op": "rules", "rule": "cd-201"}, ["rules", "--json", "cd-201"]),
             ({"op": "rules", "game": "wow-tcg", "rule": "WOW-602"}, ["rules", "--json", "wow-tcg", "WOW-602"])]
    _, answers = serve([json.dumps(dict(req, id=i)) for i, (req, _) in enumerate(asked)])
    for (req, argv), ans in zip(asked, answers):
        assert ans["ok"] == run_forked(*argv).json(), req


def test_show_cards_new_and_rules_refuse_bad_fields():
    state = json.loads(MID.read_text("utf-8"))
    lines = [{"op": "show", "state": state, "viewer": 5}, {"op": "show"}, {"op": "cards"},
             {"op": "cards", "game": ["clash-of-decks"]}, {"op": "cards", "game": "chess"},
             {"op": "new", "game": "blood-bound", "seed": "x"}, {"op": "new", "game": "blood-bound", "options": []},
             {"op": "new", "game": "blood-bound", "options": {"players": 5}},
             {"op": "rules", "rule": "CD-999"}, {"op": "rules", "game": 7}, {"op": "games"}]
    _, answers = serve([json.dumps(dict(r, id=i)) for i, r in enumerate(lines)])
    assert [a["id"] for a in answers] == list(range(len(lines)))
    for a in answers[:-1]:
        assert a["error"]["kind"] == "input", a
    assert [a["error"]["path"] for a in answers[:-1]] == [
        "$.viewer", "$.state", "$.game", "$.game", None, "$.seed", "$.options", "$.players", None, "$.game"]
    assert "ok" in answers[-1]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_op_that_is_a_list_or_an_object_is_answered_and_the_stream_goes_on(jobs):
    lines = [json.dumps({"id": 1, "op": ["check"]}), json.dumps({"id": 2, "op": {"a": 1}}),
             json.dumps({"id": 3, "op": None}), json.dumps({"id": 4, "op": 7}), json.dumps({"id": 5, "op": "games"})]
    _, answers = serve(lines, "--jobs", jobs)
    assert [a["id"] for a in answers] == [1, 2, 3, 4, 5]
    for a in answers[:4]:
        assert a["error"]["kind"] == "input" and a["error"]["path"] == "$.op", a
        assert "is not an operation" in a["error"]["message"]
    assert sorted(answers[4]["ok"]) == sorted(GAMES)


def test_an_errors_line_counts_every_line_of_the_input_blank_ones_too():
    lines = ["", json.dumps({"id": 1, "op": "games"}), "   ", "{oops", json.dumps({"id": 2, "op": "games"})]
    _, answers = serve(lines)
    assert len(answers) == 3
    assert answers[1]["error"]["path"] == "line 4, column 2"


def test_the_protocol_doc_shows_the_limit_answer_the_engine_gives():
    """docs/protocol.md's legal_moves example: count null and more_than 5."""
    state = json.loads(MID.read_text("utf-8"))
    _, [ans] = serve([json.dumps({"id": 2, "op": "legal_moves", "state": state, "limit": 5})])
    shape = {k: v for k, v in ans["ok"].items() if k != "moves"}
    assert shape == {"count": None, "more_than": 5, "truncated": True}
    doc = (FIXTURES.parent / "docs" / "protocol.md").read_text("utf-8")
    assert '{"id":2,"ok":{"count":null,"more_than":5,"moves":[...],"truncated":true}}' in doc


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_answers_are_the_commands_json_answers_in_order(jobs, tmp_path):
    reqs = requests()
    _, answers = serve([json.dumps(r) for r in reqs], "--jobs", jobs)
    assert [a["id"] for a in answers] == [r["id"] for r in reqs]
    for req, ans in zip(reqs, answers):
        assert "ok" in ans, (req["op"], ans)
        if req["op"] in ("check", "explain", "outcome", "validate", "apply"):
            f = tmp_path / "s.json"
            f.write_text(json.dumps(req["state"]), "utf-8")
            argv = {"check": ["check"], "explain": ["explain"], "outcome": ["outcome"], "validate": ["validate"],
                    "apply": ["apply", "--events"]}[req["op"]]
            args = [*argv, "--json", str(f)] + ([json.dumps(req["move"])] if "move" in req else [])
            assert ans["ok"] == run_forked(*args).json(), req["op"]


def test_bad_requests_are_answered_and_the_stream_goes_on():
    lines = ["not json", json.dumps({"id": "a", "op": "fly"}), "[1, 2]",
             json.dumps({"id": "b", "op": "check", "state": {"game": "chess"}, "move": {}}),
             json.dumps({"id": "c", "op": "check", "state": json.loads(MID.read_text("utf-8"))}),
             json.dumps({"id": "d", "op": "legal_moves", "state": json.loads(MID.read_text("utf-8")), "limit": -1}),
             json.dumps({"id": "e", "op": "replay", "record": {"initial_file": "/etc/passwd", "moves": []}}),
             '{"id": "f", "op": "games", "x": 1e400}',
             json.dumps({"id": "g", "op": "games"})]
    _, answers = serve(lines)
    assert len(answers) == len(lines)
    assert [a["id"] for a in answers] == [None, "a", None, "b", "c", "d", "e", None, "g"]
    assert all("error" in a for a in answers[:-1]) and sorted(answers[-1]["ok"]) == sorted(GAMES)
    assert answers[0]["error"]["path"] == "line 1, column 1"
    assert "initial" in answers[6]["error"]["message"]
    for a in answers[:-1]:
        assert set(a["error"]) == {"kind", "path", "message"} and a["error"]["kind"] == "input", a


def test_a_client_may_wait_for_each_answer():
    """With worker processes too, an answer comes as soon as it is ready,
    before the next request is written."""
    proc = subprocess.Popen(rulecheck_command() + ["serve", "--stdio", "--jobs", "2"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        assert json.loads(proc.stdout.readline())["protocol"] == 1
        for i in range(3):
            proc.stdin.write(json.dumps({"id": i, "op": "games"}) + "\n")
            proc.stdin.flush()
            assert json.loads(proc.stdout.readline())["id"] == i
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()


def test_an_overlong_line_is_refused_and_skipped():
    huge = json.dumps({"id": 1, "op": "games", "pad": "x" * (9 * 1024 * 1024)})
    _, answers = serve([huge, json.dumps({"id": 2, "op": "games"})])
    assert answers[0]["error"]["path"] == "line 1" and "longer than" in answers[0]["error"]["message"]
    assert answers[1]["id"] == 2 and "ok" in answers[1]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_replay_of_many_records_is_each_records_replay(jobs):
    r = run("replay", "--json", "--jobs", jobs, *RECORDS)
    lines = [json.loads(line) for line in r.out.splitlines()]
    assert [x["file"] for x in lines] == RECORDS
    for rec, line in zip(RECORDS, lines):
        assert line["report"] == run_forked("replay", "--json", rec).json()
    incomplete = sum(1 for x in lines if not x["report"]["complete"])
    assert r.code == (1 if incomplete else 0)


def test_replay_goes_on_past_an_unreadable_record(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", "utf-8")
    r = run("replay", RECORDS[0], str(bad), RECORDS[-1])
    assert r.code == 2
    assert r.err.count("\n") == 1 and str(bad) in r.err
    assert r.out.strip().splitlines()[-1].startswith("3 records:")


def test_test_jobs_gives_the_same_results():
    one = run("test", "--json", str(FIXTURES / "clash-of-decks"), str(FIXTURES / "wow-tcg" / "combat"))
    two = run("test", "--json", "--jobs", "2", str(FIXTURES / "clash-of-decks"), str(FIXTURES / "wow-tcg" / "combat"))
    assert one.code == two.code == 0
    assert one.json() == two.json()


def _square(n: int) -> int:
    return n * n


def _items_then_failure(n: int):
    yield from range(n)
    raise ValueError("the input broke")


def test_ordered_map_gives_every_answer_in_order_whatever_the_chunks():
    from pycli import batch

    for chunk in (1, 3, 8):
        assert list(batch.ordered_map(_square, range(50), jobs=2, chunk=chunk, window=2)) == \
            [n * n for n in range(50)]


def test_ordered_map_gives_the_answers_before_a_failing_input_then_its_error():
    from pycli import batch

    got = []
    with pytest.raises(ValueError, match="the input broke"):
        for answer in batch.ordered_map(_square, _items_then_failure(20), jobs=2, chunk=8):
            got.append(answer)
    assert got == [n * n for n in range(20)]
