"""One answer for every host (issue 34): api/3 gives what `--json` prints,
and the hosts only carry it. The state's JSON Schema check is the engine's
(rules.pl/rc_schema.pl), with the paths, words and numbers the command line
has always printed; `validate` lists at most 1,000 structural problems
(issue 36)."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES
from pycli import core, engine
from pycli import schema as schema_

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"
SHAMAN = {"player": "bob", "action": "play", "card": "b-shaman", "lane": "top"}


def _ok(op, payload):
    return json.loads(engine.engine().reply_text(op, engine.request_text(payload)))["ok"]


def test_each_operation_is_one_request_whose_answer_the_core_returns():
    state = json.loads(MID.read_text("utf-8"))
    assert core.check(state, SHAMAN) == _ok("check", {"state": state, "move": SHAMAN})
    assert core.check(state, SHAMAN, viewer="alice") == _ok("check", {"state": state, "move": SHAMAN, "viewer": "alice"})
    assert core.applied(state, SHAMAN) == _ok("applied", {"state": state, "move": SHAMAN})
    assert core.explain(state, SHAMAN, brief=True, seed=False) == \
        _ok("explain", {"state": state, "move": SHAMAN, "brief": True, "seed": False})
    assert core.validation(state) == _ok("validate", {"state": state})
    assert core.shown(state, "alice") == _ok("show", {"state": state, "viewer": "alice"})
    assert core.legal_moves_page(state, 10, viewer="bob") == \
        _ok("legal_moves", {"state": state, "limit": 10, "viewer": "bob"})
    assert core.legal_moves_page(state, 1000, player="bob", card="shaman") == \
        _ok("legal_moves", {"state": state, "limit": 1000, "player": "bob", "card": "shaman"})
    assert core.search_rules("go again") == _ok("search_rules", {"query": "go again"})
    for rule_id, game in [("cd-201", None), ("WOW-212", "wow-tcg")]:     # one rule; a retired ID redirected
        found = core.rule(rule_id, game)
        assert {k: v for k, v in found.items() if k != "fixtures"} == \
            _ok("rule", {"id": rule_id, **({"game": game} if game else {})})
        assert found["fixtures"] and all(rule_id.upper() in (FIXTURES.parent / f).read_text("utf-8")
                                         or found["id"] in (FIXTURES.parent / f).read_text("utf-8")
                                         for f in found["fixtures"])
    assert core.apply(state, SHAMAN) == _ok("apply", {"state": state, "move": SHAMAN})


def test_the_filtered_listing_the_rules_search_and_the_changes_are_the_engines_bytes(capsys):
    """What --json prints is api/3's value; what people read of a filtered
    listing and of apply's changes is made from it, not computed again."""
    from pycli import commands

    state = json.loads(MID.read_text("utf-8"))
    for args, op, payload in [
        ((MID, True, False, None, "bob", "Shaman"), "legal_moves",
         {"state": state, "limit": 1000, "player": "bob", "card": "Shaman"}),
    ]:
        assert commands.legal_moves(*args) == 0
        assert json.loads(capsys.readouterr().out) == _ok(op, payload)
    assert commands.rules("clash-of-decks", "aerial", True) == 0
    assert json.loads(capsys.readouterr().out) == _ok("search_rules", {"query": "aerial", "game": "clash-of-decks"})
    answer = _ok("apply", {"state": state, "move": SHAMAN})
    assert answer["changes"] and all(set(c) <= {"path", "before", "after"} for c in answer["changes"])
    assert commands.apply(MID, [json.dumps(SHAMAN)]) == 0
    told = capsys.readouterr().out
    assert f"what changed ({len(answer['changes'])} places)" in told
    assert all(f"  {c['path']}: " in told for c in answer["changes"])


def test_a_lines_changes_are_counted_from_its_first_position():
    state = json.loads(MID.read_text("utf-8"))
    first = core.apply(state, SHAMAN)
    again = core.legal_moves_page(first["state"], 1)["moves"][0]["move"]
    second = core.apply(first["state"], again, since=state)
    assert second["changes"] != core.apply(first["state"], again)["changes"]
    assert {c["path"] for c in first["changes"]} <= {c["path"] for c in second["changes"]} | \
        {c["path"] for c in core.apply(first["state"], again)["changes"]}


def test_explain_brief_and_without_seeds():
    state = json.loads(MID.read_text("utf-8"))
    full = core.explain(state, SHAMAN)
    assert any(c["held"] for c in full["checks"]) and all("seed" in c for c in full["checks"])
    brief = core.explain(state, SHAMAN, brief=True, seed=False)
    assert all(not c["held"] and "seed" not in c for c in brief["checks"])


def test_show_as_a_player_masks_what_he_cannot_see():
    state = json.loads(MID.read_text("utf-8"))
    paths = core.hidden_paths(state, "alice")
    shown = core.shown(state, "alice")
    assert paths and shown["viewer"] == "alice" and shown["model"]
    assert json.dumps(shown["state"]).count('"(hidden)"') >= 1
    assert core.shown(state)["state"] == state


@pytest.mark.parametrize("change, path, message", [
    ({"zz top": 1}, '$["zz top"]', "is not a known field (known: "),
    ({"é": 1}, "$.é", "is not a known field (known: "),
    ({"phase": "naptime"}, "$.phase", 'must be one of "draft", '),
    ({"phase": 1e16}, "$.phase", 'must be one of "draft", "form_hand", "summon", "assault", "over", found 1e+16'),
])
def test_structural_words_and_paths(change, path, message):
    state = dict(json.loads(MID.read_text("utf-8")), **change)
    errors = core.validation(state)["errors"]
    assert [e["path"] for e in errors] == [path], errors
    assert errors[0]["kind"] == "structure" and errors[0]["message"].startswith(message), errors


@pytest.mark.parametrize("value, message", [
    (7, "a state is a JSON object, found integer"),
    ({"game": 1e16}, "expected string (the game's id: "),
    ({"game": None}, "is required but missing: it names the game ("),
    ({"game": "nope"}, 'unknown game "nope"; the games are: '),
])
def test_the_game_of_a_state(value, message):
    [error] = core.validation(value)["errors"]
    assert error["message"].startswith(message), error


def test_numbers_are_written_as_python_writes_them():
    schema = {"type": "object", "properties": {"a": {"type": "number", "minimum": 3}, "b": {"const": 0.5}}}
    for value, words in [(-1e16, "found -1e+16"), (1e15 - 1e15 + 2.5, "found 2.5"), (1.5e-05, "found 1.5e-05"),
                         (0.0001, "found 0.0001"), (2, "found 2"), (-1e15, "found -1000000000000000.0")]:
        assert schema_.errors({"a": value}, schema) == [("$.a", f"must be at least 3, {words}")], value
    assert schema_.errors({"b": "é"}, schema) == [("$.b", 'must be 0.5, found "\\u00e9"')]


def test_validate_lists_at_most_a_thousand_structural_problems():
    state = json.loads(MID.read_text("utf-8"))
    state.update({f"extra{i}": i for i in range(3000)})
    errors = core.validation(state)["errors"]
    assert len(errors) == 1001
    assert errors[-1] == {"path": "$", "rule": None, "kind": "structure",
                          "message": "more than 1000 problems: the first 1000 are listed"}
    assert all(e["message"].startswith("is not a known field") for e in errors[:-1])


def _err(payload):
    with pytest.raises(engine.EngineError) as e:
        engine.answer(engine.engine().reply_text("rule", engine.request_text(payload)))
    return e.value


def test_an_unknown_rule_id_is_the_engines_bad_input_with_the_ids_like_it():
    e = _err({"id": "CD-2011"})
    assert e.kind == "input" and e.message.startswith("no rule 'CD-2011'; did you mean CD-201")
    e = _err({"id": "CD-201", "game": "wow-tcg"})
    assert e.message.startswith("no rule 'CD-201' in wow-tcg"), e.message
    e = _err({})
    assert e.kind == "input" and e.path == "$.id"


def test_the_compact_request_text_is_answered_as_the_spaced_one():
    """A process's requests after its first are written by orjson, compact
    (engine.request_text); the engine answers them byte for byte as it
    answers json.dumps' text with ", " and ": ": a fifth of the bundled
    fixtures' positions, validated, listed and each case's move checked,
    and numbers Prolog's reader could misread compact (negative, tiny,
    huge). Where the compact text would hold ":-" (one token to Prolog's
    reader), a number past 64 bits or a key that is no string, the spaced
    text is written."""
    import orjson

    from conftest import all_fixtures

    eng = engine.engine()

    def same(op, payload):
        compact = orjson.dumps(payload).decode("utf-8")
        assert eng.reply_text(op, compact) == eng.reply_text(op, engine._ENCODE(payload)), (op, compact[:200])

    for fx in all_fixtures()[::5]:
        if not isinstance(fx.state, dict):
            continue
        same("validate", {"state": fx.state})
        same("legal_moves", {"state": fx.state, "limit": 20})
        for case in fx.cases:
            if isinstance(case.get("move"), dict) and b":-" not in orjson.dumps(case["move"]):
                same("check", {"state": fx.state, "move": case["move"]})
    state = json.loads(MID.read_text("utf-8"))
    same("validate", {"state": dict(state, note=[-1, -2.5e-07, 1e300, -0.0, [-3]], mana=[-1])})
    engine.request_text({})                             # a second request: orjson from now on
    assert engine.request_text({"a": [-1]}) == '{"a":[-1]}'
    assert engine.request_text({"a": -1}) == '{"a": -1}'
    assert engine.request_text({"a": ":-)"}) == '{"a": ":-)"}'
    assert engine.request_text({"a": 10 ** 30}) == '{"a": ' + str(10 ** 30) + '}'
    assert engine.request_text({1: "x"}) == '{"1": "x"}'
