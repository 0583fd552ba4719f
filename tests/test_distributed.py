"""The optional Dask extra: the engine mode's requests sharded over a local
cluster of worker processes give the answers `rulecheck serve` gives, in
order (pycli/distributed.py; the test extra installs dask[distributed])."""

from __future__ import annotations

import json

from dask.distributed import Client, LocalCluster

from conftest import FIXTURES, run
from pycli import distributed

RECORDS = sorted(FIXTURES.glob("*/records/*.json"))


def test_records_replayed_on_a_local_cluster_as_serve_replays_them():
    records = [json.loads(p.read_text("utf-8")) for p in RECORDS]
    records = [r for r in records if "initial" in r]
    assert len(records) >= 4
    requests = [{"id": i, "op": "replay", "record": r} for i, r in enumerate(records * 3)]
    served = run("serve", "--stdio", input="".join(json.dumps(r) + "\n" for r in requests))
    expected = [json.loads(line) for line in served.out.splitlines()[1:]]
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        got = list(distributed.answers(client, requests, chunk=2, window=3))
    assert got == expected
    assert any(a["ok"]["complete"] for a in got) and any(not a["ok"]["complete"] for a in got)


def test_the_protocol_docs_example_runs_as_a_script_and_its_workers_exit_quietly(tmp_path):
    """docs/protocol.md's Dask example, as a user saves and runs it: the
    serve answers in answers.jsonl, and nothing on stderr from the workers
    (each said "WARNING: Failed to stop Prolog threads" at shutdown)."""
    import re
    import subprocess
    import sys

    doc = (FIXTURES.parent / "docs" / "protocol.md").read_text("utf-8")
    example = re.search(r"```python\n(.*?)```", doc.split("## Beyond one machine: Dask", 1)[1], re.S).group(1)
    assert 'if __name__ == "__main__":' in example and "LocalCluster(" in example
    record = json.loads(RECORDS[0].read_text("utf-8"))
    requests = [{"id": i, "op": "replay", "record": record} for i in range(4)]
    (tmp_path / "requests.jsonl").write_text("".join(json.dumps(r) + "\n" for r in requests), "utf-8")
    (tmp_path / "example.py").write_text(example, "utf-8")
    r = subprocess.run([sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r
    assert "Failed to stop Prolog threads" not in r.stderr and "WARNING" not in r.stderr, r.stderr
    served = run("serve", "--stdio", input="".join(json.dumps(q) + "\n" for q in requests))
    expected = [json.loads(line) for line in served.out.splitlines()[1:]]
    got = [json.loads(line) for line in (tmp_path / "answers.jsonl").read_text("utf-8").splitlines()]
    assert got == expected
