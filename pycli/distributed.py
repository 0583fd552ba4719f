"""Beyond one machine: the engine mode's requests sharded over a Dask
cluster (the optional extra, `pip install 'rulecheck[dask]'`).

Each Dask worker process runs its own engine, started on its first task,
and answers chunks of requests exactly as `rulecheck serve` does
(pycli.serve.answer); the answers come back in the requests' order, with a
bounded number of chunks in flight, so a stream of any length (a season's
game records) runs in flat memory on the client. Start the workers with one
thread each (`--nthreads 1`, or `threads_per_worker=1`): an engine answers
one question at a time.

    from dask.distributed import Client, LocalCluster
    from pycli import distributed

    if __name__ == "__main__":      # the workers import the script again
        with LocalCluster(n_workers=2, threads_per_worker=1) as cluster, Client(cluster) as client:
            for answer in distributed.answers(client, requests):
                ...

On several machines: `dask scheduler` on one, `dask worker tcp://HOST:8786
--nthreads 1` (with rulecheck installed) on each of the others, and
`Client("tcp://HOST:8786")` here (docs/protocol.md)."""

from __future__ import annotations

import collections
from typing import Any, Iterable, Iterator

from . import serve


def answer_chunk(requests: list[Any]) -> list[dict[str, Any]]:
    """The answers to a chunk of requests, in one worker (its engine)."""
    return [serve.answer(r) for r in requests]


def answers(client: Any, requests: Iterable[Any], chunk: int = 64, window: int | None = None) -> Iterator[dict]:
    """serve.answer for every request, on the cluster's workers, in order.
    At most ``window`` chunks (4 per worker thread by default) are in
    flight."""
    if window is None:
        window = max(2, 4 * sum(client.nthreads().values()))
    pending: collections.deque = collections.deque()
    it = iter(requests)
    while True:
        while len(pending) < window:
            batch = [r for _, r in zip(range(chunk), it)]
            if not batch:
                break
            pending.append(client.submit(answer_chunk, batch, pure=False))
        if not pending:
            return
        future = pending.popleft()
        yield from future.result()
        future.release()


def replay_records(client: Any, records: Iterable[dict[str, Any]], chunk: int = 16) -> Iterator[dict]:
    """The replay report of every game record (a dict with `initial` and
    `moves`), in order: the answers of `replay` requests."""
    return answers(client, ({"op": "replay", "record": r} for r in records), chunk=chunk)
