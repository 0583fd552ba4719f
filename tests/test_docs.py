"""docs/rules/<game>.md is generated from the rule registry and kept in step."""

from __future__ import annotations

import pytest

from conftest import REPO, GAMES
from pycli import core, render


@pytest.mark.parametrize("game", GAMES)
def test_rulebook_doc_is_current(game):
    doc = REPO / "docs" / "rules" / f"{game}.md"
    assert doc.exists(), f"run: rulecheck rules {game} --markdown > docs/rules/{game}.md"
    expected = render.rules_markdown(game, [dict(r, game=game) for r in core.rules(game)])
    assert doc.read_text("utf-8") == expected, f"stale: run rulecheck rules {game} --markdown > {doc.relative_to(REPO)}"


@pytest.mark.parametrize("game", GAMES)
def test_game_doc_exists(game):
    assert (REPO / "docs" / "games" / f"{game}.md").exists()
