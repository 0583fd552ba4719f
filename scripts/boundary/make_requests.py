"""Request texts as engine.request writes them, for scripts/boundary/json_read.pl:
a mid-game check, the largest bundled WoW state, a Flesh and Blood record's
replay, and a state with a 2 MiB note.

    .venv/bin/python scripts/boundary/make_requests.py OUTDIR
"""
import json
import sys
from pathlib import Path

from pycli import inputs

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)


def write(name, payload):
    (out / name).write_text(json.dumps(payload, ensure_ascii=False, separators=(", ", ": ")), "utf-8")


mid = json.loads(Path("fixtures/clash-of-decks/states/midgame.json").read_text("utf-8"))
write("check-midgame.json", {"state": mid, "move": {"player": "bob", "action": "play", "card": "b-shaman",
                                                    "lane": "top"}})
write("legal-wow-largest.json", {"state": json.loads(Path("pycli/bench_positions/wow-tcg.json").read_text("utf-8"))[-1]["state"]})
record = inputs.load_record(Path("fixtures/flesh-and-blood/records/full-game-bob-wins.json"))
write("replay-fab.json", {"state": record["initial"], "moves": record["moves"]})
write("note-2mib.json", {"state": dict(mid, note="x" * (2 * 1024 * 1024))})
