"""Each game's page (docs/games/<game>.md) opens with a position a judge can
type in a minute, and the commands it shows answer as the page says.

The page's first ```yaml block is the position (at most 15 lines); the
first ```sh block after it holds the commands, each line
`rulecheck ... position.yaml ...`; a ```text block right after the commands
is their output, which must be what they print (at 80 columns, no colour)."""

from __future__ import annotations

import re
import shlex

import pytest

from conftest import GAMES, REPO, run

FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.S | re.M)


def blocks(text: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in FENCE.finditer(text)]


def example(game: str) -> tuple[str, list[str], str | None]:
    text = (REPO / "docs" / "games" / f"{game}.md").read_text("utf-8")
    bs = blocks(text)
    kinds = [k for k, _ in bs]
    assert "yaml" in kinds, f"docs/games/{game}.md has no ```yaml position"
    i = kinds.index("yaml")
    assert i + 1 < len(bs) and bs[i + 1][0] == "sh", f"docs/games/{game}.md: the position is not followed by ```sh"
    commands = [line for line in bs[i + 1][1].splitlines() if line.strip()]
    output = bs[i + 2][1] if i + 2 < len(bs) and bs[i + 2][0] == "text" else None
    # The position comes first: before it, only the title and a paragraph or two.
    before = text[: text.index("```yaml")]
    assert before.count("\n## ") == 0, f"docs/games/{game}.md: the position must open the page"
    return bs[i][1], commands, output


@pytest.mark.parametrize("game", GAMES)
def test_the_page_opens_with_a_short_position(game, tmp_path):
    position, commands, output = example(game)
    assert len(position.splitlines()) <= 15, f"docs/games/{game}.md: the position has more than 15 lines"
    (tmp_path / "position.yaml").write_text(position, "utf-8")
    names = [shlex.split(c)[1] for c in commands]
    assert "legal-moves" in names and "check" in names, commands
    printed = []
    for command in commands:
        argv = shlex.split(command)
        assert argv[0] == "rulecheck" and "position.yaml" in argv, command
        r = run(*argv[1:], cwd=tmp_path)
        assert r.code in (0, 1) and r.err == "", (command, r)
        if argv[1] == "legal-moves":
            assert r.code == 0 and "no legal moves" not in r.out, (command, r)
        printed.append(r.out)
    if output is not None:
        assert "".join(printed) == output, "".join(printed)
