"""What each command computes, with no printing: the command line and the
fixture runner both call these functions, and so do the tests."""

from __future__ import annotations

from typing import Any, Iterator

from . import engine, inputs, schema


def _ask(op: str, payload: dict[str, Any], state_source: str, move_source: str | None = None) -> Any:
    """Ask the engine; an input error is tied to the file it came from. A
    state reaches the rules only once its game's JSON Schema holds."""
    if "state" in payload and op != "validate":
        payload = dict(payload, state=inputs.checked(payload["state"], state_source))
    try:
        return engine.request(op, payload)
    except engine.EngineError as e:
        if e.kind == "input":
            source = move_source if e.where == "move" and move_source else state_source
            raise inputs.InputError(source, e.path, e.message) from None
        if e.kind == "limit":
            raise inputs.InputError(state_source, "", e.message) from None
        raise


def legal_moves(state: dict[str, Any], source: str = "STATE") -> list[dict[str, Any]]:
    """Every legal move, each with its player and its text."""
    return _ask("legal_moves", {"state": state}, source)["moves"]


def legal_moves_page(state: dict[str, Any], limit: int | None, source: str = "STATE") -> dict[str, Any]:
    """At most ``limit`` legal moves, with the total count: ``{"moves",
    "count", "truncated"}``."""
    payload: dict[str, Any] = {"state": state}
    if limit is not None:
        payload["limit"] = limit
    return _ask("legal_moves", payload, source)


def legal_moves_to_file(state: dict[str, Any], path: Any, source: str = "STATE") -> dict[str, Any]:
    """Write every legal move to the file at ``path``, one JSON object a line
    (the entries of a listing), as the engine finds them: ``{"count",
    "players"}`` (who may act). Memory stays flat whatever the count."""
    out = _ask("legal_moves", {"state": state, "file": str(path)}, source)
    return {"count": out["count"], "players": out["players"]}


def read_listing(path: Any) -> Iterator[dict[str, Any]]:
    """The entries of a listing file written by legal_moves_to_file, one at
    a time."""
    import json

    with open(path, encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def check(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
          move_source: str = "MOVE") -> dict[str, Any]:
    return _ask("check", {"state": state, "move": move}, source, move_source)


def apply(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
          move_source: str = "MOVE") -> dict[str, Any]:
    return _ask("apply", {"state": state, "move": move}, source, move_source)


def outcome(state: dict[str, Any], source: str = "STATE") -> dict[str, Any]:
    return _ask("outcome", {"state": state}, source)


def validate(state: Any, source: str = "STATE") -> list[dict[str, Any]]:
    """Every structural error, or if there are none, every semantic one."""
    structural = schema.state_errors(state)
    if structural:
        return [{"path": p, "message": m, "rule": None, "kind": "structure"} for p, m in structural]
    found = _ask("validate", {"state": state}, source)
    return [dict(e, kind="semantic") for e in found]


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


def rules(game: str) -> list[dict[str, Any]]:
    return engine.request("rules", {"game": game})


def explain(state: dict[str, Any], move: dict[str, Any], source: str = "STATE",
            move_source: str = "MOVE") -> dict[str, Any]:
    """Why a move is legal or not: the rules checked, the facts, the fixes."""
    return _ask("explain", {"state": state, "move": move}, source, move_source)


def replay(initial: dict[str, Any], moves: list[Any], source: str = "RECORD", steps: bool = False) -> dict[str, Any]:
    """Check and apply a record's moves in order (one engine call); with
    ``steps``, the report also has each applied move with its events."""
    payload: dict[str, Any] = {"state": initial, "moves": moves}
    if steps:
        payload["steps"] = True
    return _ask("replay", payload, source)


def differences(before: Any, after: Any, path: str = "$") -> list[tuple[str, Any, Any]]:
    """What changed from one position to the next, by JSON path: each
    ``(path, before, after)``, with the string "(absent)" for a key that is
    not there. Lists of the same length are compared item by item; a list
    that grew or shrank is one change."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[tuple[str, Any, Any]] = []
        for key in sorted(before.keys() | after.keys()):
            where = schema.path_join(path, key)
            if key not in after:
                out.append((where, before[key], "(absent)"))
            elif key not in before:
                out.append((where, "(absent)", after[key]))
            else:
                out.extend(differences(before[key], after[key], where))
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [d for i, (b, a) in enumerate(zip(before, after)) for d in differences(b, a, f"{path}[{i}]")]
    return [] if before == after and type(before) is type(after) else [(path, before, after)]


def hidden_paths(state: dict[str, Any], viewer: str, source: str = "STATE") -> list[list[Any]]:
    """The JSON paths (lists of keys and indexes) ``viewer`` cannot see."""
    return _ask("view", {"state": state, "viewer": viewer}, source)["hidden"]


def hidden_reasons(state: dict[str, Any], viewer: str, moves: list[dict[str, Any]],
                   source: str = "STATE") -> list[str | None]:
    """For each move: why its legality depends on what ``viewer`` cannot see, or None."""
    return _ask("hidden_moves", {"state": state, "viewer": viewer, "moves": moves}, source)


def display(state: dict[str, Any], viewer: str | None, source: str = "STATE") -> dict[str, Any]:
    """The engine's display model of a position, for ``viewer`` (or a judge,
    who sees everything): what `show` draws beyond the state itself."""
    payload: dict[str, Any] = {"state": state}
    if viewer is not None:
        payload["viewer"] = viewer
    return _ask("display", payload, source)


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


def cards(game: str, query: str = "") -> list[dict[str, Any]]:
    """The catalog entries of a game whose name holds ``query`` (case- and
    accent-insensitive), in name order."""
    return engine.request("cards", {"game": game, "query": query})


def new(game: str, seed: int = 1, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A legal starting position of a game, the same for the same seed and
    options (players, and the game's own choices)."""
    try:
        return engine.request("new", {"game": game, "seed": seed, "options": options or {}})
    except engine.EngineError as e:
        if e.kind == "input":
            raise inputs.InputError("GAME" if e.path == "$.game" else "OPTIONS", e.path, e.message) from None
        raise


HIDDEN = "(hidden)"


def masked(value: Any, paths: list[list[Any]]) -> Any:
    """A copy of ``value`` with every path replaced by ``"(hidden)"``."""
    import copy

    out = copy.deepcopy(value)
    # Longest paths first, so hiding an item does not disturb a shorter path.
    for path in sorted(paths, key=len, reverse=True):
        node = out
        for step in path[:-1]:
            try:
                node = node[step]
            except (KeyError, IndexError, TypeError):
                node = None
                break
        if node is None or not path:
            continue
        last = path[-1]
        if isinstance(node, dict) and last in node:
            node[last] = HIDDEN
        elif isinstance(node, list) and isinstance(last, int) and 0 <= last < len(node):
            node[last] = HIDDEN
    return out
