"""render.wrap, the listing's own word wrap, gives textwrap's lines for
every text (its fast path is exact where it applies, textwrap elsewhere)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from pycli import render

#: Words, spaces (runs of them too), a space that is not ASCII, a long word.
_PIECES = st.sampled_from(["a", "bob", "form_hand", " ", "  ", "\u00a0", "\u3000", "é", "-", "x" * 30, ","])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=40).map("".join), st.integers(min_value=1, max_value=40))
def test_wrap_is_textwrap(text, width):
    assert render.wrap(text, width) == (render._wrapper(width).wrap(text) or [""])


def test_wrap_fast_path_examples():
    text = "alice forms the hand: bastion, abomination, alpha, annihilation, baron, combustion, revenant"
    for width in (10, 20, 33, 74, 200):
        assert render.wrap(text, width) == render._wrapper(width).wrap(text)
    assert render.wrap("", 20) == [""]
