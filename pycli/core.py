"""What each command computes, with no printing: the command line, the
engine mode (`serve`) and the fixture runner call these functions, and so do
the tests. The answer of an operation (OPERATIONS) is what its command's
--json prints and what `serve` answers; failure() says what went wrong, for
both. Each answer is the engine's, one api/3 request (rules.pl/rulecheck.pl:
the schema check, --as, the answer's shape and its words are there); this
module ties its errors to the file they came from. What stays here is the
command line's own: `legal-moves --player/--card` over a listing, the rules'
search by words, and the differences `apply` shows people."""

from __future__ import annotations

from typing import Any, Callable, Iterator

from . import engine, inputs, schema


def _ask(op: str, payload: dict[str, Any], state_source: str, move_source: str | None = None) -> Any:
    """Ask the engine; an input error is tied to the file it came from (the
    engine checks a state against its game's JSON Schema before the rules
    see it, rules.pl/rc_schema.pl)."""
    try:
        return engine.request(op, payload)
    except engine.EngineError as e:
        if e.kind == "input":
            source = move_source if e.where == "move" and move_source else state_source
            raise inputs.InputError(source, e.path, e.message) from None
        if e.kind == "limit":
            raise LimitError(state_source, e.message) from None
        raise


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
                     viewer: str | None = None) -> dict[str, Any]:
    """At most ``limit`` legal moves, with the total count: ``{"moves",
    "count", "truncated"}`` (`legal-moves --json`). With ``viewer``: only
    the moves whose legality that player can judge, with ``"viewer"`` and
    ``"depends_on_hidden"`` (why the others are not listed)."""
    return _ask("legal_moves", _given(state=state, limit=limit, viewer=viewer), source)


def _given(**fields: Any) -> dict[str, Any]:
    """A request: the fields that are given (not None)."""
    return {k: v for k, v in fields.items() if v is not None}


#: What a listing holds beside its legal moves, when the game's hooks give
#: it (rulecheck.pl, listing_apart/4): the moves whose legality depends on
#: card text the engine does not model, and what every answer assumes.
ASSUMED = ("assumptions", "assumed")
APART = ("unknown", *ASSUMED)


def apart(listing: dict[str, Any]) -> dict[str, Any]:
    """The fields of APART a listing of the engine's has."""
    return {k: listing[k] for k in APART if k in listing}


def listing_filter(state: dict[str, Any], player: str | None = None, card: str | None = None,
                   source: str = "STATE") -> Callable[[dict[str, Any]], bool]:
    """Which entries of a listing `legal-moves --player P --card C` keeps:
    the moves of player P, and the moves that name card C in one of their
    fields (a list's items too): C by its id, or by its name as the board
    labels it (case- and accent-insensitive, "beast mode" or "Beast Mode
    (blue)": every card of that name). A player who is not at the table,
    or a card the position does not hold, is bad input."""
    if player is not None:
        try:
            hidden_paths(state, player, source)
        except inputs.InputError as e:
            raise inputs.InputError("--player", "", e.message) from None
    ids: set[Any] = set()
    if card is not None:
        wanted = " ".join(_folded_words(card))
        for zone in display(state, None, source)["zones"]:
            for c in zone["cards"]:
                label = " ".join(_folded_words(c["label"]))
                if c["id"] is not None and (c["id"] == card or (wanted and f" {wanted} " in f" {label} ")):
                    ids.add(c["id"])
        if not ids:
            raise inputs.InputError("--card", "", f"no card {card!r} in this position (by id or by name)")

    def values(value: Any) -> Iterator[Any]:
        if isinstance(value, dict):
            for v in value.values():
                yield from values(v)
        elif isinstance(value, list):
            for v in value:
                yield from values(v)
        elif isinstance(value, str):
            yield value

    def keeps(entry: dict[str, Any]) -> bool:
        return ((player is None or entry["player"] == player)
                and (card is None or any(v in ids for k, v in entry["move"].items() if k != "player"
                                         for v in values(v))))

    return keeps


def filtered_page(page: dict[str, Any], keeps: Callable[[dict[str, Any]], bool],
                  filters: dict[str, Any]) -> dict[str, Any]:
    """A listing with only the entries ``keeps`` keeps, each with its
    ``number`` in the whole listing (what `check STATE N` takes), and the
    ``filter`` applied; ``count`` is then how many were kept."""
    kept = [dict(m, number=i) for i, m in enumerate(page["moves"], 1) if keeps(m)]
    out = dict(page, moves=kept, count=len(kept), filter=filters)
    out.pop("more_than", None)
    return out


def legal_moves_to_file(state: dict[str, Any], path: Any, source: str = "STATE",
                        viewer: str | None = None) -> dict[str, Any]:
    """Write every legal move to the file at ``path``, one JSON object a line
    (the entries of a listing), as the engine finds them: ``{"count",
    "players"}`` (who may act). Memory stays flat whatever the count. With
    ``viewer``: only the moves that player can judge, a thousand at a time,
    and ``"depends_on_hidden"``, why the others are left out."""
    out = _ask("legal_moves", _given(state=state, file=str(path), viewer=viewer), source)
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
          move_source: str = "MOVE") -> dict[str, Any]:
    """The engine's answer: ``{"legal": true, "move", "text", "state",
    "events"}``, or the verdict of an illegal move."""
    return _ask("apply", {"state": state, "move": move}, source, move_source)


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
    return engine.request("rules", {"game": game})


def rulebook(game: str | None = None) -> list[dict[str, Any]]:
    """What `rules [GAME] --json` prints: the rules of a game (of every game
    when None), each with its ``"game"``."""
    return [dict(r, game=g) for g in ([known_game(game)] if game else games()) for r in rules(g)]


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
    if not found:
        raise inputs.InputError("QUERY", "", f"no rule{f' of {game}' if game else ''} speaks of {rule_id!r}")
    return found


def rule(rule_id: str, game: str | None = None) -> dict[str, Any]:
    """What `rules [GAME] RULE_ID --json` prints: one rule, found by its ID
    in any case (in every game when ``game`` is None), with the bundled
    fixtures that cite it. A retired ID gives the rule that took it over,
    with ``"redirected_from": {"id", "successors", "note"}``."""
    found = rulebook(game)
    hits = [r for r in found if r["id"].casefold() == rule_id.casefold()]
    if not hits:
        for g in [known_game(game)] if game else games():
            for old in retired_rules(g):
                if old["id"].casefold() == rule_id.casefold():
                    successor = rule(old["successors"][0], g)
                    return dict(successor, redirected_from=old)
        import difflib

        near = difflib.get_close_matches(rule_id.upper(), [r["id"] for r in found], n=3)
        where = f" in {game}" if game else ""
        hint = f"; did you mean {' or '.join(near)}?" if near else ""
        raise inputs.InputError("RULE_ID", "", f"no rule {rule_id!r}{where}{hint}")
    return dict(hits[0], fixtures=fixtures_citing(hits[0]["id"]))


def _folded_words(text: str) -> list[str]:
    """The words of a text, case- and accent-insensitive."""
    import re
    import unicodedata

    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.findall(r"\w+", plain.casefold())


#: The longest search (`rules WORDS`; `cards GAME QUERY` is bounded the same
#: in the engine, rulecheck.pl's request(cards, ...)).
MAX_QUERY = 200


def search_rules(query: str, game: str | None = None) -> list[dict[str, Any]]:
    """What `rules [GAME] QUERY --json` prints for a QUERY that is no rule ID:
    the rules (of every game when ``game`` is None) in whose title, text,
    seed passage or ruling every word of the query begins a word, case- and
    accent-insensitive ("aerial", "go again", "защищ"): first those whose
    title holds them, then their text, then only their origin; in rulebook
    order within each."""
    if len(query) > MAX_QUERY:                  # the search's work grows with its words: bounded
        raise inputs.InputError("QUERY", "", f"is {len(query)} characters long; a search is at most {MAX_QUERY}")
    words = _folded_words(query)
    if not words:
        raise inputs.InputError("QUERY", "", "an empty query: give a word of the rules, or a rule ID")

    def holds(text: str) -> bool:
        found = _folded_words(text)
        return all(any(w.startswith(q) for w in found) for q in words)

    ranked = []
    for i, r in enumerate(rulebook(game)):
        origin = " ".join(str(v) for k, v in sorted(r["origin"].items()) if k != "type")
        rank = (0 if holds(r["title"]) else 1 if holds(r["title"] + " " + r["text"])
                else 2 if holds(" ".join((r["id"], r["title"], r["text"], origin))) else None)
        if rank is not None:
            ranked.append((rank, i, r))
    return [r for _, _, r in sorted(ranked, key=lambda t: t[:2])]


def fixtures_citing(rule_id: str) -> list[str]:
    """The bundled fixture files that cite a rule (in their rules, a case's
    rules, violates or errors), by path from the fixtures' parent folder."""
    from . import fixture_runner

    root = fixture_runner.fixtures_dir()
    if not root.is_dir():
        return []
    found = []
    for fx in fixture_runner.all_fixtures(root):
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


class _Absent:
    """The one value that stands for a key that is not there (ABSENT): no
    JSON value equals it, so no state can be mistaken for it."""
    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"

    def __str__(self) -> str:
        return "(absent)"

    def __reduce__(self) -> str:                    # one value, in worker processes too
        return "ABSENT"


#: In differences(): the side of a change where the key is not there.
ABSENT = _Absent()


def differences(before: Any, after: Any, path: str = "$") -> list[tuple[str, Any, Any]]:
    """What changed from one position to the next, by JSON path: each
    ``(path, before, after)``, with ABSENT for a key that is not there (a
    value no JSON value equals: test it with ``is ABSENT``). Lists of the
    same length are compared item by item; a list that grew or shrank is one
    change. changes_json() gives them as JSON."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[tuple[str, Any, Any]] = []
        for key in sorted(before.keys() | after.keys()):
            where = schema.path_join(path, key)
            if key not in after:
                out.append((where, before[key], ABSENT))
            elif key not in before:
                out.append((where, ABSENT, after[key]))
            else:
                out.extend(differences(before[key], after[key], where))
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [d for i, (b, a) in enumerate(zip(before, after)) for d in differences(b, a, f"{path}[{i}]")]
    return [] if before == after and type(before) is type(after) else [(path, before, after)]


def changes_json(changes: list[tuple[str, Any, Any]]) -> list[dict[str, Any]]:
    """differences() as JSON: ``{"path", "before", "after"}`` each, with
    ``before`` left out where the key was added and ``after`` where it was
    removed (a key that is there with the value null keeps its null)."""
    return [{"path": p, **({} if b is ABSENT else {"before": b}), **({} if a is ABSENT else {"after": a})}
            for p, b, a in changes]


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
    "legal_moves": (legal_moves_page, ("limit", "state")),
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
