"""What each command computes, with no printing: the command line, the
engine mode (`serve`) and the fixture runner call these functions, and so do
the tests. The answer of an operation (OPERATIONS) is what its command's
--json prints and what `serve` answers; failure() says what went wrong, for
both. Each answer is the engine's, one api/3 request (rules.pl/rulecheck.pl:
the schema check, --as, the answer's shape and its words are there); this
module ties its errors to the file they came from (and to the option:
`legal-moves --player/--card`)."""

from __future__ import annotations

from typing import Any, Callable, Iterator

from . import engine, inputs


def _ask(op: str, payload: dict[str, Any], state_source: str, move_source: str | None = None) -> Any:
    """Ask the engine; an input error is tied to the file it came from (the
    engine checks a state against its game's JSON Schema before the rules
    see it, rules.pl/rc_schema.pl)."""
    try:
        return engine.request(op, payload)
    except engine.EngineError as e:
        if e.kind == "input":
            if e.where in _ARGUMENTS:                # a command line's option or argument, not a file
                raise inputs.InputError(_ARGUMENTS[e.where], "", e.message) from None
            source = move_source if e.where == "move" and move_source else state_source
            raise inputs.InputError(source, e.path, e.message) from None
        if e.kind == "limit":
            raise LimitError(state_source, e.message) from None
        raise


#: The parts of a request the command line takes as an option or an
#: argument, by the name the engine's input errors give them.
_ARGUMENTS = {"player": "--player", "card": "--card", "id": "RULE_ID"}


class LimitError(inputs.InputError):
    """A question about ``source`` ran past the engine's limits (its time,
    its work or its memory): kind "limit", exit code 2. It is bad input
    wherever bad input is caught (a batch goes on past it); failure() says
    which."""

    def __init__(self, source: str, message: str):
        super().__init__(source, "", message)


def legal_moves(state: dict[str, Any], source: str = "STATE") -> list[dict[str, Any]]:
    """Every legal move, each with its player and its text."""
    return _ask("legal_moves", {"state": state}, source)["moves"]


#: legal-moves lists at most this many moves unless --all is given.
DEFAULT_LIMIT = 1000


def legal_moves_page(state: dict[str, Any], limit: int | None = DEFAULT_LIMIT, source: str = "STATE",
                     viewer: str | None = None, player: str | None = None,
                     card: str | None = None) -> dict[str, Any]:
    """At most ``limit`` legal moves, with the total count: ``{"moves",
    "count", "truncated"}`` (`legal-moves --json`). With ``viewer``: only
    the moves whose legality that player can judge, with ``"viewer"`` and
    ``"depends_on_hidden"`` (why the others are not listed). With
    ``player`` or ``card`` (`--player`, `--card`): only the moves of that
    player, or naming that card (by its id, or its name as the board labels
    it), each with its ``number`` in the whole listing, the ``filter`` and
    the ``count`` kept. A player not at the table, or a card the position
    does not hold, is bad input."""
    return _ask("legal_moves", _given(state=state, limit=limit, viewer=viewer, player=player, card=card), source)


def _given(**fields: Any) -> dict[str, Any]:
    """A request: the fields that are given (not None)."""
    return {k: v for k, v in fields.items() if v is not None}


def legal_moves_to_file(state: dict[str, Any], path: Any, source: str = "STATE", viewer: str | None = None,
                        player: str | None = None, card: str | None = None) -> dict[str, Any]:
    """Write every legal move to the file at ``path``, one JSON object a line
    (the entries of a listing), as the engine finds them: what
    `legal-moves --all --json` prints but its moves (``{"count",
    "truncated", ...}``), and ``"players"`` (who may act). Memory stays flat
    whatever the count. With ``viewer``: only the moves that player can
    judge, and ``"depends_on_hidden"``, why the others are left out; with
    ``player`` or ``card``, as legal_moves_page()."""
    out = _ask("legal_moves", _given(state=state, file=str(path), viewer=viewer, player=player, card=card),
               source)
    return {k: v for k, v in out.items() if k != "file"}


def read_listing(path: Any) -> Iterator[dict[str, Any]]:
    """The entries of a listing file written by legal_moves_to_file, one at
    a time."""
    import json

    with open(path, encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def check(state: dict[str, Any], move: dict[str, Any], source: str = "STATE", move_source: str = "MOVE",
          viewer: str | None = None) -> dict[str, Any]:
    """Is the move legal: ``{"legal", "move", "text", "violations"?}``; with
    ``viewer``, ``legal`` None when that player cannot know."""
    return _ask("check", _given(state=state, move=move, viewer=viewer), source, move_source)


def apply(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
          move_source: str = "MOVE", since: dict[str, Any] | None = None) -> dict[str, Any]:
    """The engine's answer: ``{"legal": true, "move", "text", "state",
    "events", "changes"}``, or the verdict of an illegal move. ``changes``:
    what changed, by JSON path (``{"path", "before"?, "after"?}``, a side
    left out where the key is not there), from the full position ``state``
    stands for, or ``since`` (a line's first position) when given."""
    return _ask("apply", _given(state=state, move=move, since=since), source, move_source)


def applied(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
            move_source: str = "MOVE") -> dict[str, Any]:
    """What `apply --json --events` prints: ``{"state", "events"}``, or the
    verdict of an illegal move."""
    return _ask("applied", {"state": state, "move": move}, source, move_source)


def outcome(state: dict[str, Any], source: str = "STATE") -> dict[str, Any]:
    return _ask("outcome", {"state": state}, source)


def validate(state: Any, source: str = "STATE") -> list[dict[str, Any]]:
    """Every structural error, or if there are none, every semantic one."""
    return validation(state, source)["errors"]


def validation(state: Any, source: str = "STATE") -> dict[str, Any]:
    """What `validate --json` prints: ``{"valid", "errors"}``, and for a
    valid state what every answer about it assumes, if anything
    (``"assumptions"``: card text the engine does not model)."""
    return _ask("validate", {"state": state}, source)


def validate_or_raise(state: Any, source: str = "STATE") -> None:
    """Raise the first validation error as bad input."""
    errs = validate(state, source)
    if errs:
        raise inputs.InputError(source, errs[0]["path"], errs[0]["message"])


def games() -> list[str]:
    """The games the engine knows, by id."""
    return engine.request("games", {})


def prolog_version() -> str:
    """The version of SWI-Prolog the engine runs on."""
    return engine.engine().prolog_version()


def cases(state: Any, cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The engine's answer to each case of a fixture, in one request
    (rules.pl/rulecheck.pl, case_answer/5). Raises engine.EngineError."""
    return engine.request("cases", {"state": state, "cases": cases})


def playout(state: dict[str, Any], steps: int, seed: int, source: str = "STATE") -> dict[str, Any]:
    """Random legal play from a position, in the engine: ``{"steps", "games"}``."""
    return _ask("playout", {"state": state, "steps": steps, "seed": seed}, source)


def selfplay(state: dict[str, Any], seed: int, max_moves: int | None = None, sample: int = 5,
             source: str = "STATE") -> dict[str, Any]:
    """One random legal game checked at every step (rules.pl/rc_play.pl); the
    bound on its length is the game's own unless ``max_moves`` is given."""
    payload: dict[str, Any] = {"state": state, "seed": seed, "sample": sample}
    if max_moves is not None:
        payload["max_moves"] = max_moves
    return _ask("selfplay", payload, source)


def known_game(game: str) -> str:
    """The game, if the engine knows it; otherwise bad input, in the
    engine's words (unknown_game)."""
    if game not in games():
        raise inputs.InputError("GAME", "", unknown_game(game))
    return game


def unknown_game(game: Any) -> str:
    """The engine's words for a game it does not know (rulecheck.pl words
    it once, with the games it has): the command line never words it."""
    try:
        engine.request("rules", {"game": game})
    except engine.EngineError as e:
        return e.message
    raise ValueError(f"the engine knows the game {game!r}")


def rules(game: str) -> list[dict[str, Any]]:
    """A game's rules, in rule-ID order, each with its ``"game"``."""
    return engine.request("rules", {"game": game})


def rulebook(game: str | None = None) -> list[dict[str, Any]]:
    """What `rules [GAME] --json` prints: the rules of a game (of every game
    when None), each with its ``"game"``."""
    return engine.request("rules", {"game": known_game(game)} if game else {})


def retired_rules(game: str) -> list[dict[str, Any]]:
    """A game's retired rule IDs, kept as redirects: ``{"id", "successors",
    "note"}`` each (the game's retired_rule/3)."""
    return engine.request("retired_rules", {"game": game})


def rules_answer(game: str | None = None, rule_id: str | None = None) -> Any:
    """What `rules [GAME] [RULE_ID] --json` prints: one rule (rule()) when
    ``rule_id`` is given, the rules that speak of it (search_rules()) when
    it is words, else the rulebook (rulebook())."""
    import re

    if rule_id is None:
        return rulebook(game)
    if re.fullmatch(r"[A-Za-z]+-\d+", rule_id):
        return rule(rule_id, game)
    found = search_rules(rule_id, game)
    if not found:       # the engine finds none (the page shows 0); for the command line that is bad input
        raise inputs.InputError("QUERY", "", f"no rule{f' of {game}' if game else ''} speaks of {rule_id!r}")
    return found


def rule(rule_id: str, game: str | None = None) -> dict[str, Any]:
    """What `rules [GAME] RULE_ID --json` prints: one rule, found by the
    engine by its ID in any case (in every game when ``game`` is None; a
    retired ID gives the rule that took it over, with ``"redirected_from":
    {"id", "successors", "note"}``; an unknown one is bad input, with the
    IDs most like it), and the bundled fixtures that cite it: the host adds
    these, as they are files on its disk (the browser's page has none)."""
    found = _ask("rule", _given(id=rule_id, game=game), "RULE_ID")
    return dict(found, fixtures=fixtures_citing(found["id"]))


def search_rules(query: str, game: str | None = None) -> list[dict[str, Any]]:
    """What `rules [GAME] QUERY --json` prints for a QUERY that is no rule ID:
    the engine's search (rules.pl/rc_search.pl): the rules (of every game
    when ``game`` is None) in whose ID, title, text, seed passage or ruling
    every word of the query begins a word, case- and accent-insensitive
    ("aerial", "go again", "защищ"), best first. A query of more than 200
    characters, or of no words, is bad input."""
    if game is not None:
        known_game(game)
    return _ask("search_rules", _given(query=query, game=game), "QUERY")


def fixtures_citing(rule_id: str) -> list[str]:
    """The bundled fixture files that cite a rule (in their rules, a case's
    rules, violates or errors), by path from the fixtures' parent folder.
    Only the files whose text holds the ID are read as fixtures: one that
    does not cannot cite it (`rules ID` read all 700 files before, 1.2 s)."""
    from . import fixture_runner

    root = fixture_runner.fixtures_dir()
    if not root.is_dir():
        return []
    needle = rule_id.casefold()
    files = [f for f, _ in fixture_runner.fixture_files([root])
             if needle in f.read_text("utf-8", errors="replace").casefold()]
    found = []
    for fx in (fx for f in files if (fx := fixture_runner.fixture_in(f, False)) is not None):
        cited = set(fx.rules)
        for c in fx.cases:
            cited.update(c.get("rules", []))
            cited.update(c.get("violates", []))
            cited.update(e.get("rule") for e in c.get("errors", []) if isinstance(e, dict))
        if rule_id in cited:
            found.append(str(fx.path.relative_to(root.parent)))
    return found


def explain(state: dict[str, Any], move: dict[str, Any], source: str = "STATE", move_source: str = "MOVE",
            viewer: str | None = None, brief: bool = False, seed: bool = True) -> dict[str, Any]:
    """Why a move is legal or not: the rules checked, the facts, the fixes
    (`explain --json`). ``brief``: only the broken rules; ``seed`` False:
    without the seed passages; with ``viewer``, as check()."""
    return _ask("explain", _given(state=state, move=move, viewer=viewer, brief=brief or None,
                                  seed=None if seed else False), source, move_source)


def replay(initial: dict[str, Any], moves: list[Any], source: str = "RECORD", steps: bool = False) -> dict[str, Any]:
    """Check and apply a record's moves in order (one engine call); with
    ``steps``, the report also has each applied move with its events."""
    payload: dict[str, Any] = {"state": initial, "moves": moves}
    if steps:
        payload["steps"] = True
    return _ask("replay", payload, source)


def replay_record(record: dict[str, Any], verbose: bool = False, source: str = "RECORD") -> dict[str, Any]:
    """What `replay RECORD --json` prints, for a record read by
    inputs.load_record or inputs.record_value (which checked its initial
    state); ``verbose``: with each move's events."""
    return replay(inputs.CheckedState(record["initial"]), record["moves"], source, steps=verbose)


def hidden_paths(state: dict[str, Any], viewer: str, source: str = "STATE") -> list[list[Any]]:
    """The JSON paths (lists of keys and indexes) ``viewer`` cannot see."""
    return _ask("view", {"state": state, "viewer": viewer}, source)["hidden"]


def display(state: dict[str, Any], viewer: str | None, source: str = "STATE") -> dict[str, Any]:
    """The engine's display model of a position, for ``viewer`` (or a judge,
    who sees everything): what `show` draws beyond the state itself."""
    payload: dict[str, Any] = {"state": state}
    if viewer is not None:
        payload["viewer"] = viewer
    return _ask("display", payload, source)


def shown(state: dict[str, Any], viewer: str | None = None, source: str = "STATE") -> dict[str, Any]:
    """What `show --json` prints: ``{"state", "model", "viewer"}``, the
    position as ``viewer`` sees it (everything, for a judge: None) and the
    engine's display model of it. A position the rules cannot produce is
    bad input."""
    return _ask("show", _given(state=state, viewer=viewer), source)


def positions(state: dict[str, Any], steps: int, every: int, seed: int, source: str = "STATE") -> list[dict[str, Any]]:
    """Positions of random legal play from a position, every ``every``-th of
    ``steps`` moves (rules.pl/rc_play.pl)."""
    return _ask("positions", {"state": state, "steps": steps, "every": every, "seed": seed}, source)


def properties(game: str, states: list[Any], moves: int = 5) -> list[dict[str, Any]]:
    """Liveness and closure on each valid state of ``states`` (each already
    structurally checked): the problems found, by index."""
    return engine.request("properties", {"game": game, "states": states, "moves": moves})


def normalize(state: dict[str, Any], source: str = "STATE") -> dict[str, Any]:
    """The full position a short one stands for (defaults filled, counts
    and names read), as every command reads it."""
    return _ask("normalize", {"state": state}, source)


def cards(game: str, query: str = "", unmodelled: bool = False) -> list[dict[str, Any]]:
    """The catalog entries of a game whose name holds ``query`` (case- and
    accent-insensitive), in name order; with ``unmodelled``, only those
    whose text the game's rules do not model (the game decides which)."""
    known_game(game)
    return _ask("cards", {"game": game, "query": query, "unmodelled": unmodelled}, "QUERY")


def new(game: str, seed: int = 1, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A legal starting position of a game, the same for the same seed and
    options (players, and the game's own choices)."""
    known_game(game)
    try:
        return engine.request("new", {"game": game, "seed": seed, "options": options or {}})
    except engine.EngineError as e:
        if e.kind == "input":
            raise inputs.InputError("GAME" if e.path == "$.game" else "OPTIONS", e.path, e.message) from None
        raise


                                # Failures #

class UsageError(Exception):
    """The command line itself is wrong (an unknown option, a missing argument)."""


def failure(e: BaseException, subject: str = "input") -> dict[str, Any]:
    """What went wrong, as every answer says it: ``{"kind", "file", "path",
    "message"}``, kind "input" (bad input: exit code 2), "usage" (the
    command line: 2), "limit" (past a limit: 2) or "internal" (a bug: 3).
    ``subject`` names what was read ("input", or a "request")."""
    source: str | None = None
    path = ""
    if isinstance(e, inputs.InputError):
        kind = "limit" if isinstance(e, LimitError) else "input"
        source, path, message = e.source, e.path, e.message
    elif isinstance(e, engine.EngineError):
        kind, message = ("limit", e.message) if e.kind == "limit" else ("internal", f"internal error: {e.message}")
    elif isinstance(e, RecursionError):
        kind, message = "input", f"the {subject} is nested too deeply"
    elif isinstance(e, MemoryError):
        kind, message = "limit", f"the {subject} is too large for the memory available"
    elif isinstance(e, UsageError):
        kind, message = "usage", str(e)
    else:
        kind, message = "internal", f"internal error: {type(e).__name__}: {e}"
    return {"kind": kind, "file": source, "path": path or None, "message": message}


                               # Operations #

#: The answer of each operation of the engine mode (docs/protocol.md), by
#: its name: the function and the request fields it takes, in the order they
#: are read. The command of the same name prints the same answer.
OPERATIONS: dict[str, tuple[Callable[..., Any], tuple[str, ...]]] = {
    "check": (check, ("state", "move")),
    "legal_moves": (legal_moves_page, ("limit", "state", "player", "card")),
    "apply": (applied, ("state", "move")),
    "explain": (explain, ("state", "move")),
    "outcome": (outcome, ("state",)),
    "validate": (validation, ("state",)),
    "normalize": (normalize, ("state",)),
    "replay": (replay_record, ("record", "verbose")),
    "games": (games, ()),
    "show": (shown, ("state", "viewer")),
    "cards": (cards, ("game", "query")),
    "new": (new, ("game", "seed", "options")),
    "rules": (rules_answer, ("rulebook_game", "rule")),
}
