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
