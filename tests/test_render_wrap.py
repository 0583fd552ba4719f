"""The plain console's own wrapping, markup removal and control escapes
give exactly what textwrap, the markup rules and translating every control
character give (they replaced them on the path that prints a thousand
moves)."""

from __future__ import annotations

import io
import re
import textwrap

from hypothesis import given, settings, strategies as st

from pycli import render

_TEXT = st.text(alphabet=st.sampled_from(list("ab -[]/\\") + ["\u3000", "\xa0", "\t", "\n", "\x1b", "é"]),
                max_size=80)


@settings(max_examples=400, deadline=None)
@given(_TEXT | st.text(alphabet=st.sampled_from(list("ab ") + ["\u2028", "\u2003", "\x85", "\u200b", "\x1c"]),
                       max_size=40),
       st.integers(min_value=1, max_value=30))
def test_wrap_is_textwrap(text, width):
    shown = render.visible(text)
    assert render.wrap(shown, width) == textwrap.wrap(shown, width=width, break_long_words=True,
                                                      break_on_hyphens=False)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab ")), max_size=60), st.integers(min_value=1, max_value=12))
def test_wrap_of_words_and_spaces_is_textwrap(text, width):
    """The greedy cut's own ground: words and single spaces, some words
    longer than a line."""
    assert render.wrap(text, width) == textwrap.wrap(text, width=width, break_long_words=True,
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


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x2FF), max_size=40)
       | st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_visible_translates_every_control(text):
    assert render.visible(text) == text.translate(render._CONTROLS)
    assert not render._CONTROL.search(render.visible(text))



_MOVES = st.lists(st.fixed_dictionaries({
    "player": st.sampled_from(["alice", "bob"]),
    "text": _TEXT,
    "move": st.dictionaries(st.sampled_from(["action", "card", "order"]), _TEXT, max_size=3),
}), min_size=1, max_size=12)


def _listing(moves, columns: int, styled: bool) -> str:
    out = io.StringIO()

    def console(stderr: bool = False) -> render._Plain:
        con = render._Plain()
        con.file, con.styled, con.width = out, styled, columns
        return con

    saved, render._console = render._console, console
    try:
        render.legal_moves(moves, "state.json", total=len(moves) + 5)
    finally:
        render._console = saved
    return out.getvalue()


@settings(max_examples=200, deadline=None)
@given(_MOVES, st.integers(min_value=1, max_value=100))
def test_plain_listing_is_the_styled_one_without_styles(moves, columns):
    """Without styles a listing is written without markup: the same lines as
    the styled listing's, its ANSI styles taken out."""
    plain = _listing(moves, columns, styled=False)
    assert "\x1b" not in plain
    assert plain == re.sub(r"\x1b\[[0-9;]*m", "", _listing(moves, columns, styled=True))
