"""The plain console's own wrapping and markup removal give exactly what
textwrap and the styled renderer's rules give (they replaced them on the
path that prints a thousand moves)."""

from __future__ import annotations

import textwrap

from hypothesis import given, settings, strategies as st

from pycli import render

_TEXT = st.text(alphabet=st.sampled_from(list("ab -[]/\\") + ["\u3000", "\xa0", "\t", "\n", "\x1b", "é"]),
                max_size=80)


@settings(max_examples=400, deadline=None)
@given(_TEXT, st.integers(min_value=1, max_value=30))
def test_wrap_is_textwrap(text, width):
    shown = render.visible(text)
    assert render.wrap(shown, width) == textwrap.wrap(shown, width=width, break_long_words=True,
                                                      break_on_hyphens=False)


def _by_callback(text: str) -> str:
    """The markup rules, one match at a time: "\\[" is "[", a tag is nothing."""
    return render._Plain._TAG.sub(lambda m: "[" if m.group(0) == "\\[" else "", text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("[]/\\ab dimbold")), max_size=40))
def test_plain_markup_removal_is_the_rules(text):
    con = render._Plain()
    con.styled = False
    assert con.render(text) == _by_callback(text)
    assert con.render(render._esc(text)) == render.visible(text)
