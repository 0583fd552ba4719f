"""The quick test on JSON text (pycli.inputs._surely_bounded) never lets
through what the walk over the value refuses: too deep, a lone surrogate,
a number that is not finite."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from pycli import inputs

_LEAVES = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(alphabet=st.characters(blacklist_categories=())) | st.just("\ud800") | st.just('"[{\\'))
_VALUES = st.recursive(_LEAVES, lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=3) | st.just("\udfff"), inner, max_size=3), max_leaves=40)


def _deep(n: int) -> str:
    return "[" * n + "]" * n


def _walk_accepts(value) -> bool:
    try:
        return inputs._depth(value) <= inputs.MAX_DEPTH
    except inputs._BadLeaf:
        return False


@settings(max_examples=300, deadline=None)
@given(_VALUES, st.sampled_from([0, 1, 30, 62, 63, 64]))
def test_the_quick_test_never_accepts_what_the_walk_refuses(value, wrap):
    # Infinity and NaN as words are refused before the quick test
    # (parse_json's parse_constant); a number so large that it reads as
    # infinity is among the examples below.
    value = json.loads(json.dumps(value))       # as json.loads gives it
    for _ in range(wrap):
        value = [value]
    for text in (json.dumps(value), json.dumps(value, ensure_ascii=False)):
        if inputs._surely_bounded(text):
            assert _walk_accepts(value), text[:200]


def test_the_quick_test_passes_real_states_and_leaves_the_rest_to_the_walk():
    assert inputs._surely_bounded('{"a": [1, 2.5, "x\\"[", {"b": null}]}')
    assert not inputs._surely_bounded(_deep(64))    # the walk decides: 64 levels are allowed
    assert inputs._surely_bounded(_deep(63))
    assert not inputs._surely_bounded('["\udcff"]')   # a raw one (an argument's bad byte)
    assert not inputs._surely_bounded('["\\ud800"]')
    assert not inputs._surely_bounded("[1e400]")
    assert not inputs._surely_bounded("[" + "9" * 400 + ".0]")
    for text in (_deep(65), '["\\ud800"]', '["\udcff"]', "[1e400]"):
        try:
            inputs.parse_json(text, "T")
        except inputs.InputError:
            continue
        raise AssertionError(f"{text[:20]} was accepted")
