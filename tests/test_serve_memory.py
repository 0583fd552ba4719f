"""The engine mode holds for days: `serve`'s resident memory does not grow
with the count of answers (issue 36). scripts/bench_serve_memory.py sends a
cycle of mixed requests (every operation of every game, whole catalogues
among them); here a bounded run compares the memory after 12 cycles with
the memory after 4 (a ratio, not a time). Each answer used to keep its
text in SWI-Prolog's string buffers (a megabyte for a catalogue): 1.9x
between the two counts; now about 1.04x. docs/benchmarks.md has the long
run (1,000 and 100,000 requests)."""

from __future__ import annotations

import importlib.util
import sys

from conftest import REPO, rulecheck_command

spec = importlib.util.spec_from_file_location("bench_serve_memory", REPO / "scripts" / "bench_serve_memory.py")
bench = importlib.util.module_from_spec(spec)
sys.modules["bench_serve_memory"] = bench
spec.loader.exec_module(bench)


def test_serve_memory_does_not_grow_with_the_answers():
    cycle = len(bench.mixed_requests())
    (_, early, _), (_, late, _) = bench.measure([4 * cycle, 12 * cycle], rulecheck_command() + ["serve", "--stdio"])
    assert late / early < 1.15, f"{early} kB after {4 * cycle} answers, {late} kB after {12 * cycle}"


def test_every_request_of_the_cycle_is_answered_and_most_are_ok():
    """The cycle asks real questions (not a stream of refusals)."""
    import json
    import subprocess

    lines = "".join(json.dumps(r) + "\n" for r in bench.mixed_requests())
    out = subprocess.run(rulecheck_command() + ["serve", "--stdio"], input=lines, capture_output=True,
                         text=True, timeout=120).stdout.splitlines()[1:]
    answers = [json.loads(line) for line in out]
    assert len(answers) == len(bench.mixed_requests())
    assert sum("ok" in a for a in answers) >= len(answers) - 4
    assert not any(a.get("error", {}).get("kind") == "internal" for a in answers)
