"""`rulecheck scaffold GAME`: a new game from the template.

The template is tests/games/tic-tac-toe/ of a source checkout: a complete
small game in the files every game has (docs/engine.md), with its JSON
Schema, fixtures for every rule, two game records and its docs page. The
scaffold copies it under the new game's id, with the names made right:

    tests/games/tic-tac-toe/*.pl, schema.json -> rules.pl/GAME/
    tests/games/tic-tac-toe/fixtures/          -> fixtures/GAME/
    tests/games/tic-tac-toe/doc.md             -> docs/games/GAME.md

"tic-tac-toe" becomes the id, "tic_tac_toe" the module (the id with each
"-" made "_"), "Tic-tac-toe" the title and the rule IDs' "TTT-" the prefix.
Nothing else names the game: the engine finds it by its folder. The
rulebook page docs/rules/GAME.md is then written by the new game's own
`rulecheck rules GAME --markdown`, in a fresh process of the same checkout.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from .inputs import InputError

#: A game's id: lowercase words joined by hyphens (also its folder's name).
GAME_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")

TEMPLATE_ID = "tic-tac-toe"


def template_dir(root: Path) -> Path:
    return root / "tests" / "games" / TEMPLATE_ID


def checkout_root() -> Path:
    """The source checkout this rulecheck runs from (an editable install)."""
    return Path(__file__).resolve().parent.parent


def default_prefix(game: str) -> str:
    """The rule IDs' prefix: the initials of the id's words, upper case
    ("noughts-and-crosses" -> "NAC"), at least two letters."""
    words = game.split("-")
    prefix = "".join(w[0] for w in words).upper()
    return prefix if len(prefix) >= 2 else game[:3].upper()


def scaffold(game: str, *, title: str | None = None, prefix: str | None = None,
             root: Path | None = None) -> dict:
    """Write the new game GAME into the checkout at root. The answer (what
    `scaffold --json` prints): the game's id, module, title and rule-ID
    prefix, and the files written, relative to root. Raises InputError for
    a bad id, an existing game or a missing template; nothing is written
    then."""
    root = (root or checkout_root()).resolve()
    if not GAME_ID.fullmatch(game):
        raise InputError("GAME", "", f"{game!r} is not a game id: lowercase letters and digits, "
                                     "words joined by single hyphens (for example noughts-and-crosses)")
    template = template_dir(root)
    if not (template / "game.pl").is_file():
        raise InputError("--root", "", f"{root} is not a rulecheck checkout: no template at {template}")
    title = title or game.replace("-", " ").capitalize()
    prefix = prefix or default_prefix(game)
    if not re.fullmatch(r"[A-Z][A-Z0-9]*", prefix):
        raise InputError("--prefix", "", f"{prefix!r} is not a rule ID prefix: capital letters and digits")
    targets = {"rules": root / "rules.pl" / game, "fixtures": root / "fixtures" / game,
               "doc": root / "docs" / "games" / f"{game}.md"}
    for target in targets.values():
        if target.exists():
            raise InputError("GAME", "", f"{game} exists already: {target.relative_to(root)}")

    module = game.replace("-", "_")

    def renamed(text: str) -> str:
        return (text.replace(TEMPLATE_ID, game).replace("tic_tac_toe", module)
                .replace("Tic-tac-toe", title).replace("TTT-", f"{prefix}-"))

    plan: list[tuple[Path, str]] = []
    for source in sorted(template.rglob("*")):
        if not source.is_file() or "__pycache__" in source.parts or source.suffix == ".qlf":
            continue
        rel = source.relative_to(template)
        if rel.parts[0] == "fixtures":
            dest = targets["fixtures"].joinpath(*rel.parts[1:])
        elif rel == Path("doc.md"):
            dest = targets["doc"]
        else:
            dest = targets["rules"] / rel
        plan.append((dest, renamed(source.read_text("utf-8"))))
    written: list[Path] = []
    for dest, text in plan:
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, "utf-8")
        written.append(dest.relative_to(root))
    rulebook = root / "docs" / "rules" / f"{game}.md"
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-m", "pycli", "rules", game, "--markdown"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise InputError(str(targets["rules"].relative_to(root)), "",
                         f"the new game's rules did not answer: {done.stderr.strip() or done.stdout.strip()}")
    rulebook.parent.mkdir(parents=True, exist_ok=True)
    rulebook.write_text(done.stdout, "utf-8")
    written.append(rulebook.relative_to(root))
    return {"game": game, "module": module, "title": title, "prefix": prefix,
            "written": [str(w) for w in written]}
