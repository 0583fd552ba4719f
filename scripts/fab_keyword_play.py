#!/usr/bin/env python3
"""Random play that brings up Flesh and Blood's attack keywords
(rules.pl/flesh-and-blood/keywords_attack.pl), which `rulecheck selfplay`
does not meet (it plays from the game records' Rhinar positions):

    .venv/bin/python scripts/fab_keyword_play.py [GAMES] [SEED] [--bias]

Each game starts from a new game (`rulecheck new`) between two heroes whose
card-pools hold the keywords (Prism, Enigma: phantasm; Arakni: piercing
daggers; Bravo: dominate), runs the engine's own self-play from it (every
invariant, rules.pl/rc_play.pl), then plays up to 400 random listed moves
(concessions left out) with apply, checking that each listed move is legal
and leads to a valid state. With --bias a listed play of a dominate card is
taken nine times in ten. Prints the keyword events (FAB-510, FAB-511) and
the defend moves against a dominate attack, and any problem found.
"""

from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from pycli import core  # noqa: E402

GAME = "flesh-and-blood"
DOMINATE = {"Demolition Crew", "Macho Grande", "Herald of Tenacity", "Herald of Erudition", "Overload",
            "Isolate", "Arknight Ascendancy"}
PAIRS = [("Prism", "Rhinar"), ("Arakni", "Bravo"), ("Enigma", "Dorinthea"), ("Arakni", "Prism"), ("Bravo", "Enigma")]
BIASED = [("Bravo", "Rhinar"), ("Prism", "Bravo"), ("Enigma", "Dorinthea"), ("Arakni", "Bravo")]


def dominate_cards(state: dict) -> set[str]:
    return {c["id"] for p in state["players"] for z in ("hand", "arsenal") for c in p[z]
            if isinstance(c, dict) and c.get("name") in DOMINATE}


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    bias = "--bias" in sys.argv
    games = int(args[0]) if args else 10
    seed0 = int(args[1]) if len(args) > 1 else 1
    pairs = BIASED if bias else PAIRS
    events: collections.Counter = collections.Counter()
    selfplay: collections.Counter = collections.Counter()
    problems, moves, dominate_defends = [], 0, 0
    for g in range(games):
        heroes, seed = pairs[g % len(pairs)], seed0 + g
        state = core.new(GAME, seed, {"choices": {"hero": list(heroes)}})
        r = core.selfplay(state, seed, 400)
        selfplay["ok" if r["ok"] else "failed"] += 1
        if not r["ok"]:
            problems.append({"selfplay": heroes, "seed": seed, "problem": r["problem"]})
        rng = random.Random(seed)
        for _ in range(400):
            listed = [m["move"] for m in core.legal_moves(state) if m["move"]["action"] != "concede"]
            if not listed:
                break
            dom = [m for m in listed if m["action"] == "play" and m["card"] in dominate_cards(state)]
            move = rng.choice(dom) if dom and bias and rng.random() < 0.9 else rng.choice(listed)
            if move["action"] == "defend":
                links = (state.get("chain") or {}).get("links") or []
                dominate_defends += bool(links) and links[-1].get("attack", {}).get("name") in DOMINATE
            a = core.apply(state, move)
            if not a["legal"]:
                problems.append({"listed but illegal": heroes, "seed": seed, "move": move})
                break
            events.update(f"{e['rule']} {e['event']}" for e in a["events"]
                          if e["rule"] in ("FAB-508", "FAB-509", "FAB-510", "FAB-511"))
            state, moves = a["state"], moves + 1
            errors = core.validate(state)
            if errors:
                problems.append({"invalid state": heroes, "seed": seed, "errors": errors[:1]})
                break
    print(json.dumps({"games": games, "seed": seed0, "bias": bias, "moves": moves, "selfplay": dict(selfplay),
                      "keyword_events": dict(events), "defends_against_dominate": dominate_defends,
                      "problems": problems}, indent=1))


if __name__ == "__main__":
    main()
