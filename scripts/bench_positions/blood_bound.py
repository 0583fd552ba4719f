"""Blood Bound positions from 6 to 12 players.

What grows with the table is the number of players a decision can name:
the intervention window (every player whose rank is hidden may offer, and
the target may accept any offer made), the dagger holder's attacks and
passes, and the abilities that choose players (the Harlequin's two
players, the Inquisitor's deal of the curse cards to different players).
The main series is an attack at its intervention window with several
offers made and several players still able to offer, from 6 to 12
players; two ability steps at the largest tables end it.
"""

from __future__ import annotations

from typing import Any

NAMES = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lea"]


def _players(n: int) -> list[dict[str, Any]]:
    """n players in seating order: clans alternate (Rose, Beast, ...), ranks
    1, 2, ... within each clan, and with an odd count the last seat is the
    Inquisitor.  Every third player from the fourth on has revealed his
    rank (so he may not intervene)."""
    players = []
    for i in range(n):
        name = NAMES[i]
        if n % 2 and i == n - 1:
            character: dict[str, Any] = {"clan": "order"}
        else:
            character = {"clan": "rose" if i % 2 == 0 else "beast", "rank": i // 2 + 1}
        tokens = ["rank"] if i >= 3 and i % 3 == 0 else []
        players.append({"name": name, "character": character, "tokens": tokens})
    return players


def _base(n: int) -> dict[str, Any]:
    state: dict[str, Any] = {
        "game": "blood-bound",
        "players": _players(n),
        "supply": {"rose": 13, "beast": 13, "unknown": 20},
        "dagger": NAMES[0],
        "pending": None,
        "captured": None,
    }
    if n % 2:
        state["curse_supply"] = {"true": 1, "false": 2}
    return state


def offers_window(n: int) -> dict[str, Any]:
    """ann attacks bob; the intervention window is open.  The players whose
    rank is hidden may offer; the first half of them already have."""
    state = _base(n)
    attacker, target = NAMES[0], NAMES[1]
    eligible = [p["name"] for p in state["players"]
                if p["name"] not in (attacker, target) and "rank" not in p["tokens"]]
    offers = eligible[: len(eligible) // 2]
    state["pending"] = {"attacker": attacker, "target": target, "stage": "offers",
                        "offers": offers, "intervener": None}
    return state


def ability_step(n: int, user: str) -> dict[str, Any]:
    """bob attacked ann, who declined and took her rank token; ``user`` is
    now at his ability step (ann's character is replaced by the user's
    role: the Harlequin (rose rank 3) or the Inquisitor)."""
    state = _base(n)
    by_name = {p["name"]: p for p in state["players"]}
    state["dagger"] = NAMES[1]
    if user == "harlequin":
        # swap ann (rose 1) and eve (rose 3): ann is the Harlequin
        by_name["ann"]["character"], by_name["eve"]["character"] = (
            by_name["eve"]["character"], by_name["ann"]["character"])
        user_name = "ann"
    else:
        user_name = NAMES[n - 1]  # the Inquisitor sits last
    by_name[user_name]["tokens"] = ["rank"]
    state["pending"] = {"attacker": NAMES[1], "target": user_name, "stage": "ability",
                        "offers": [], "intervener": None, "user": user_name}
    return state


def positions() -> list[tuple[str, dict[str, Any]]]:
    series = []
    for n in range(6, 13):
        st = offers_window(n)
        p = st["pending"]
        series.append((f"{n} players, intervention window, {len(p['offers'])} offers made", st))
    series.append(("11 players, the Inquisitor deals 3 curse cards", ability_step(11, "inquisitor")))
    series.append(("12 players, the Harlequin chooses two players", ability_step(12, "harlequin")))
    return series
