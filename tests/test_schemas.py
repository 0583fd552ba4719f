"""The JSON Schemas use only what pycli/schema.py understands."""

from __future__ import annotations

from conftest import all_fixtures
from pycli import schema


def test_validator_basics():
    s = {"type": "object", "required": ["a"], "additionalProperties": False,
         "properties": {"a": {"type": "integer", "minimum": 0}, "b": {"enum": ["x"]}}}
    assert list(schema.errors({"a": 1}, s)) == []
    assert list(schema.errors({"a": -1}, s)) == [("$.a", "must be at least 0, found -1")]
    assert list(schema.errors({}, s)) == [("$.a", "is required but missing")]
    assert [p for p, _ in schema.errors({"a": 1, "c": 2}, s)] == ["$.c"]
    assert [p for p, _ in schema.errors({"a": True}, s)] == ["$.a"]
    assert [p for p, _ in schema.errors({"a": 1, "b": "y"}, s)] == ["$.b"]


def test_paths_quote_odd_keys():
    assert schema.path_join("$", "a b") == '$["a b"]'
    assert schema.path_join("$.x", 3) == "$.x[3]"


def test_the_walker_agrees_with_jsonschema():
    """The one validator says valid or not as the field's reference
    implementation does (Draft 2020-12; "integer" refuses 6.0, as here), on
    every fixture state and on broken copies. jsonschema is a test
    dependency only (pyproject's test extras): rulecheck does not import it."""
    import copy

    import jsonschema
    from conftest import FIXTURES

    base = jsonschema.Draft202012Validator
    integer = base.TYPE_CHECKER.redefine("integer", lambda _, v: isinstance(v, int) and not isinstance(v, bool))
    reference = jsonschema.validators.extend(base, type_checker=integer)
    seen = 0
    for fx in all_fixtures(FIXTURES):
        if not isinstance(fx.state, dict) or schema.schema_text(fx.state.get("game")) is None:
            continue
        game = fx.state["game"]
        broken = copy.deepcopy(fx.state)
        for v in broken.values():
            if isinstance(v, list) and v and isinstance(v[0], dict):
                v[0]["unexpected"] = True
                break
        for state in (fx.state, dict(fx.state, extra_field=1), {k: v for k, v in fx.state.items() if k != "players"},
                      dict(fx.state, players="nobody"), broken):
            ours = schema.state_errors(state)
            assert (ours == []) == reference(schema.schema(game)).is_valid(state), (fx.path, ours[:1])
            seen += 1
    assert seen > 100
