"""Reading JSON text (pycli.inputs.parse_json): what json.loads lets
through and rulecheck refuses, each with one clear error: nesting deeper
than MAX_DEPTH, a lone surrogate, a number that is not finite, a key
twice, NaN."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings, strategies as st

from pycli import inputs

_LEAVES = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(alphabet=st.characters(blacklist_categories=())) | st.just("\ud800") | st.just('"[{\\'))
_VALUES = st.recursive(_LEAVES, lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=3) | st.just("\udfff"), inner, max_size=3), max_leaves=40)


def _deep(n: int) -> str:
    return "[" * n + "]" * n


def _acceptable(value, depth: int = 1) -> bool:
    """What parse_json accepts, said plainly: at most MAX_DEPTH levels,
    every key and string Unicode text, every number finite."""
    if depth > inputs.MAX_DEPTH:
        return False
    if isinstance(value, dict):
        return all(inputs._is_text(k) for k in value) and all(_acceptable(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return all(_acceptable(v, depth + 1) for v in value)
    if isinstance(value, str):
        return inputs._is_text(value)
    return not isinstance(value, float) or math.isfinite(value)


@settings(max_examples=300, deadline=None)
@given(_VALUES, st.sampled_from([0, 1, 30, 62, 63, 64]))
def test_parse_json_accepts_exactly_the_bounded_values(value, wrap):
    value = json.loads(json.dumps(value))       # as json.loads gives it
    for _ in range(wrap):
        value = [value]
    for text in (json.dumps(value), json.dumps(value, ensure_ascii=False)):
        try:
            inputs.parse_json(text, "T")
            accepted = True
        except inputs.InputError as e:
            accepted = False
            assert "\n" not in str(e)
        assert accepted == _acceptable(value), text[:200]


@pytest.mark.parametrize("text, where, message", [
    (_deep(65), "", "nested more than 64 levels deep"),
    ('["\\ud800"]', "$[0]", "lone UTF-16 surrogate"),
    ('["\udcff"]', "$[0]", "lone UTF-16 surrogate"),     # a raw one (an argument's bad byte)
    ('{"a": {"\\udfff": 1}}', "$.a", "lone UTF-16 surrogate"),
    ("[1e400]", "$[0]", "not finite"),
    ("[" + "9" * 400 + ".0]", "$[0]", "not finite"),
    ('{"a": 1, "a": 2}', "", 'the key "a" appears twice'),
    ("[NaN]", "", "NaN is not a JSON number"),
])
def test_each_limit_gives_one_clear_error(text, where, message):
    with pytest.raises(inputs.InputError) as e:
        inputs.parse_json(text, "T")
    assert e.value.path == where and message in e.value.message, str(e.value)


def test_the_limits_let_real_states_through():
    assert inputs.parse_json('{"a": [1, 2.5, "x\\"[", {"b": null}]}', "T") == {"a": [1, 2.5, 'x"[', {"b": None}]}
    assert inputs.parse_json(_deep(64), "T") is not None     # 64 levels are allowed
