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

What the user types is data, never code: the id is refused when its module
would clash with one the engine loads (`error`, `lists`, a game's) or when
it is too long for a file name; the title is one line of text, written as
a Prolog string, a JSON string, or comment text (never opening or closing
a comment), whichever its place in a template file is; and a scaffold that fails leaves nothing
behind (every file and folder it made is removed).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

from .inputs import InputError

#: A game's id: lowercase words joined by hyphens (also its folder's name).
GAME_ID = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")

#: The longest id, title and rule-ID prefix (an id is a folder's and a
#: file's name, and a Prolog module's).
MAX_ID = 64
MAX_TITLE = 100
MAX_PREFIX = 10

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


#: Lists every module SWI-Prolog has once the checkout's engine is loaded
#: (its own, its games', the libraries they load), then every module of
#: SWI-Prolog's library that could be loaded later (each library file's name).
_MODULES_GOAL = ("current_prolog_flag(argv, [Engine|_]), use_module(Engine), "
                 "forall(current_module(M), (write(M), nl)), "
                 "absolute_file_name(swi(library), Lib, [file_type(directory)]), "
                 "forall(directory_member(Lib, P, [extensions([pl]), recursive(true)]), "
                 "(file_base_name(P, B), file_name_extension(N, _, B), write(N), nl))")


def taken_modules(root: Path) -> set[str]:
    """The module names a new game may not take: those of the engine of the
    checkout at root once loaded, and SWI-Prolog's library's."""
    swipl = shutil.which("swipl")
    if swipl is None:
        raise InputError("GAME", "", "SWI-Prolog (swipl) is not on PATH: the id's module cannot be checked")
    done = subprocess.run([swipl, "-q", "-g", _MODULES_GOAL, "-t", "halt", "--", str(root / "rules.pl" / "rulecheck")],
                          capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise InputError(str(root / "rules.pl"), "", "the checkout's engine did not load: the id's module "
                                                     "cannot be checked")
    return set(done.stdout.split())


def title_problem(title: str) -> str | None:
    """Why a title cannot be a game's title, or None."""
    if not title.strip():
        return "is empty"
    if len(title) > MAX_TITLE:
        return f"is {len(title)} characters long; a title is at most {MAX_TITLE}"
    for c in title:
        if unicodedata.category(c).startswith("C"):
            return f"holds the control character U+{ord(c):04X}; a title is one line of text"
    return None


def prolog_string(text: str) -> str:
    """text as a Prolog string literal (no control characters in it)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def comment_text(text: str) -> str:
    """text as it may stand in a Prolog comment: SWI-Prolog's block
    comments nest ("/*" opens one more, "*/" closes one), so those pairs
    are kept apart ("/ *", "* /")."""
    while "*/" in text or "/*" in text:
        text = text.replace("*/", "* /").replace("/*", "/ *")
    return text


_TEMPLATE_NAMES = re.compile(r'"Tic-tac-toe"|tic-tac-toe|tic_tac_toe|Tic-tac-toe|TTT-')


def renamed(text: str, suffix: str, game: str, module: str, title: str, prefix: str) -> str:
    """A template file's text under the new game's names, in one pass (a
    name written is never renamed again), the title written as data in the
    file's own syntax."""
    def name(m: re.Match) -> str:
        found = m.group(0)
        if found == TEMPLATE_ID:
            return game
        if found == "tic_tac_toe":
            return module
        if found == "TTT-":
            return f"{prefix}-"
        quoted = found.startswith('"')
        if suffix == ".pl":
            return prolog_string(title) if quoted else comment_text(title)
        if suffix == ".json":
            return json.dumps(title, ensure_ascii=False) if quoted else json.dumps(title, ensure_ascii=False)[1:-1]
        return f'"{title}"' if quoted else title

    return _TEMPLATE_NAMES.sub(name, text)


def scaffold(game: str, *, title: str | None = None, prefix: str | None = None,
             root: Path | None = None) -> dict:
    """Write the new game GAME into the checkout at root. The answer (what
    `scaffold --json` prints): the game's id, module, title and rule-ID
    prefix, and the files written, relative to root. Raises InputError for
    a bad id, title or prefix, an existing game or a missing template;
    nothing is written then, and nothing stays when the new game's rules do
    not answer."""
    root = (root or checkout_root()).resolve()
    if len(game) > MAX_ID:
        raise InputError("GAME", "", f"the id is {len(game)} characters long; a game id is at most {MAX_ID}")
    if not GAME_ID.fullmatch(game):
        raise InputError("GAME", "", f"{game!r} is not a game id: lowercase letters and digits, "
                                     "words joined by single hyphens (for example noughts-and-crosses)")
    template = template_dir(root)
    if not (template / "game.pl").is_file():
        raise InputError("--root", "", f"{root} is not a rulecheck checkout: no template at {template}")
    if title is not None and (problem := title_problem(title)):
        raise InputError("--title", "", f"the title {problem}")
    title = title or game.replace("-", " ").capitalize()
    prefix = prefix or default_prefix(game)
    if not re.fullmatch(r"[A-Z][A-Z0-9]*", prefix) or len(prefix) > MAX_PREFIX:
        raise InputError("--prefix", "", f"{prefix[:40]!r} is not a rule ID prefix: capital letters and digits, "
                                         f"at most {MAX_PREFIX}")
    targets = {"rules": root / "rules.pl" / game, "fixtures": root / "fixtures" / game,
               "doc": root / "docs" / "games" / f"{game}.md", "rulebook": root / "docs" / "rules" / f"{game}.md"}
    for target in targets.values():
        if target.exists():
            raise InputError("GAME", "", f"{game} exists already: {target.relative_to(root)}")

    module = game.replace("-", "_")
    if module in taken_modules(root):
        raise InputError("GAME", "", f"{game}'s module {module} is a module the engine or SWI-Prolog's library "
                                     "has already: choose another id")

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
        plan.append((dest, renamed(source.read_text("utf-8"), source.suffix, game, module, title, prefix)))

    made: list[Path] = []                           # what this scaffold created, removed if it fails
    try:
        written: list[Path] = []
        for dest, text in plan:
            _make_parents(dest.parent, made)
            if dest not in made:
                made.append(dest)
            dest.write_text(text, "utf-8")
            written.append(dest.relative_to(root))
        env = dict(os.environ, PYTHONPATH=str(root))
        done = subprocess.run([sys.executable, "-m", "pycli", "rules", game, "--markdown"], cwd=root, env=env,
                              capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise InputError(str(targets["rules"].relative_to(root)), "",
                             f"the new game's rules did not answer: {done.stderr.strip() or done.stdout.strip()}")
        rulebook = targets["rulebook"]
        _make_parents(rulebook.parent, made)
        made.append(rulebook)
        rulebook.write_text(done.stdout, "utf-8")
        written.append(rulebook.relative_to(root))
    except BaseException as e:
        _remove(made)
        if isinstance(e, OSError):
            raise InputError(str(root), "", f"the new game could not be written: {e.strerror or e}") from None
        if isinstance(e, subprocess.TimeoutExpired):
            raise InputError(str(targets["rules"].relative_to(root)), "",
                             "the new game's rules did not answer within 300 s") from None
        raise
    return {"game": game, "module": module, "title": title, "prefix": prefix,
            "written": [str(w) for w in written]}


def _make_parents(folder: Path, made: list[Path]) -> None:
    """mkdir -p, noting each folder it creates."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for f in reversed(missing):
        f.mkdir()
        made.append(f)


def _remove(made: list[Path]) -> None:
    """Remove what a failed scaffold made: its files, then its folders,
    deepest first."""
    for path in reversed(made):
        try:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink(missing_ok=True)
        except OSError:
            pass
