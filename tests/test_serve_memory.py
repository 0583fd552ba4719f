"""The engine mode holds for days: `serve`'s resident memory does not grow
with the count of answers (issue 36). scripts/bench_serve_memory.py sends a
stream of mixed requests (every operation of every game, whole catalogues
among them); here a bounded run of its heavy requests compares the memory
after 13 rounds of them with the memory after 3 (a ratio, not a time). Each answer
used to keep its text in SWI-Prolog's string buffers (a megabyte for a
catalogue). docs/benchmarks.md has the long
run (1,000 and 100,000 requests)."""

from __future__ import annotations

import importlib.util
import sys

from conftest import REPO, rulecheck_command

spec = importlib.util.spec_from_file_location("bench_serve_memory", REPO / "scripts" / "bench_serve_memory.py")
bench = importlib.util.module_from_spec(spec)
sys.modules["bench_serve_memory"] = bench
spec.loader.exec_module(bench)


def test_serve_memory_does_not_grow_with_the_answers(monkeypatch):
    """Only the heavy requests, in turn (every fortieth in the long run):
    the memory after 13 rounds of them against after 3, once the allocator
    has warmed up. Before the fix each round kept its answers' text, a few
    megabytes."""
    monkeypatch.setattr(bench, "HEAVY_EVERY", 1)
    _, heavy = bench.mixed_requests()
    early, late = 3 * len(heavy), 13 * len(heavy)
    (_, early_kb, _), (_, late_kb, _) = bench.measure([early, late], rulecheck_command() + ["serve", "--stdio"])
    assert late_kb / early_kb < 1.15, f"{early_kb} kB after {early} answers, {late_kb} kB after {late}"


def test_every_request_of_the_run_is_answered_and_most_are_ok():
    """The run asks real questions (not a stream of refusals)."""
    import json
    import subprocess

    light, heavy = bench.mixed_requests()
    lines = "".join(json.dumps(r) + "\n" for r in light + heavy)
    out = subprocess.run(rulecheck_command() + ["serve", "--stdio"], input=lines, capture_output=True,
                         text=True, timeout=120).stdout.splitlines()[1:]
    answers = [json.loads(line) for line in out]
    assert len(answers) == len(light + heavy)
    assert sum("ok" in a for a in answers) >= len(answers) - 2 - 4 - 4
    assert not any(a.get("error", {}).get("kind") == "internal" for a in answers)
