"""`rulecheck selfplay`: random legal play that checks, at every step, the
invariants a judge's tool must never break (rules.pl/rulecheck.pl,
"RANDOM PLAY"): every listed legal move applies and gives a valid state;
check agrees with legal-moves on every listed move and on a sample of
candidates that are not listed; what the game conserves is conserved; a
finished game offers no move and an unfinished one offers some; every game
ends within the stated bound (each game's own, its selfplay_bound/2 in
rules.pl/<game>/effects.pl). The same seed gives the same games.
"""

from __future__ import annotations

import random
from typing import Any

from . import core, fixture_runner, inputs


def starting_positions(game: str, seed: int = 1) -> list[tuple[str, dict[str, Any]]]:
    """The real starting positions of a game: the initial positions of its
    complete game records (fixtures/<game>/records/), or where it has none,
    the game's own new games (its new_game/2: `rulecheck new GAME`). Random
    play from there, under each seed, reaches random valid positions."""
    root = fixture_runner.fixtures_dir()
    out: list[tuple[str, dict[str, Any]]] = []
    for rec in sorted((root / game / "records").glob("*.json")):
        record = inputs.load_record(rec)
        if record["outcome"] is not None and not core.validate(record["initial"]):
            out.append((str(rec.relative_to(root)) + " (initial position)", record["initial"]))
    if not out:
        try:
            out.append((f"rulecheck new {game} --seed {seed}", core.new(game, seed)))
        except inputs.InputError:
            pass                                # no new_game/2 either
    return out


def selfplay(game: str, games: int, seed: int, max_moves: int | None = None) -> dict[str, Any]:
    starts = starting_positions(game, seed)
    if not starts:
        raise inputs.InputError("GAME", "", f"{game} has no valid starting position to play from")
    rng = random.Random(seed)
    results = []
    bound: dict[str, Any] = {"max_moves": max_moves, "must_end": True}
    for _ in range(games):
        name, state = starts[rng.randrange(len(starts))]
        game_seed = rng.randrange(1, 2**31)
        r = core.selfplay(state, game_seed, max_moves)
        bound = {"max_moves": r["max_moves"], "must_end": r["must_end"]}
        entry = {"start": name, "seed": game_seed, "ok": r["ok"], "moves": r["moves"]}
        if r["ok"]:
            entry["outcome"] = r["outcome"]
            entry["finished"] = r["outcome"]["result"] != "ongoing"
        else:
            entry["problem"] = r["problem"]
            entry["state"] = r["state"]
        results.append(entry)
    failed = [r for r in results if not r["ok"]]
    unfinished = [r for r in results if r["ok"] and not r["finished"]]
    return {"game": game, "games": games, "seed": seed, "max_moves": bound["max_moves"],
            "must_end": bound["must_end"], "moves": sum(r["moves"] for r in results),
            "failed": len(failed), "unfinished": len(unfinished), "results": results}
