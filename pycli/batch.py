"""Work spread over engines: a function over many items, the answers in the
items' order, in this process (one engine) or in worker processes (one
engine each), with a bounded number of items in flight so that memory stays
flat however many items come.

`serve --jobs`, `replay --jobs` and `test --jobs` use it; pycli.distributed
shards the same item functions over a Dask cluster."""

from __future__ import annotations

import collections
import os
from typing import Any, Callable, Iterable, Iterator


def default_jobs() -> int:
    """The CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _run_chunk(fn: Callable[[Any], Any], chunk: list[Any]) -> list[Any]:
    return [fn(item) for item in chunk]


def ordered_map(fn: Callable[[Any], Any], items: Iterable[Any], jobs: int = 1, chunk: int = 1,
                window: int | None = None) -> Iterator[Any]:
    """fn(item) for each item, in order. With jobs > 1, `jobs` worker
    processes (started fresh: an engine never crosses a fork) are handed the
    items in chunks: the items already read and waiting, up to `chunk` of
    them, so that a stream read ahead (a file) crosses to the workers a few
    items at a time while an item that is alone (a client waiting for each
    answer before it sends the next request) is handed out at once. A reader
    thread takes the items as they come, an answer is given as soon as it
    and those before it are ready, and at most `window` chunks (4 per worker
    by default) are in flight and as many chunks' items waiting, so a stream
    of any length runs in bounded memory. fn must be a module-level
    function, and its items and answers plain data."""
    if jobs <= 1:
        for item in items:
            yield fn(item)
        return
    import multiprocessing
    import queue
    import threading
    from concurrent.futures import ProcessPoolExecutor

    window = window or 4 * jobs
    futures: queue.Queue = queue.Queue(maxsize=window)
    waiting: queue.Queue = queue.Queue(maxsize=window * chunk)   # (item,), an exception, or None: the end
    stop = threading.Event()
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))

    def read() -> None:
        try:
            for item in items:
                if stop.is_set():
                    return
                waiting.put((item,))
        except BaseException as e:  # noqa: BLE001 - handed on in its place, raised by the consumer
            waiting.put(e)
        finally:
            waiting.put(None)

    def feed() -> None:
        try:
            last = False
            while not last and not stop.is_set():
                batch, entry = [], waiting.get()
                while isinstance(entry, tuple):
                    batch.append(entry[0])
                    if len(batch) >= chunk:
                        break
                    try:
                        entry = waiting.get_nowait()
                    except queue.Empty:
                        break
                if batch:
                    futures.put(pool.submit(_run_chunk, fn, batch))
                if not isinstance(entry, tuple):
                    last = True
                    if entry is not None:
                        futures.put(entry)
        except BaseException as e:  # noqa: BLE001 - handed to the consumer, raised there
            futures.put(e)
        finally:
            futures.put(None)

    threading.Thread(target=read, name="rulecheck-batch-reader", daemon=True).start()
    threading.Thread(target=feed, name="rulecheck-batch-feeder", daemon=True).start()
    finished = False
    try:
        while True:
            f = futures.get()
            if f is None:
                finished = True
                return
            if isinstance(f, BaseException):
                raise f
            yield from f.result()
    finally:
        stop.set()
        for q in (futures, waiting):      # make room for a thread waiting to hand on one more
            try:
                while True:
                    f = q.get_nowait()
                    if hasattr(f, "cancel"):
                        f.cancel()
            except queue.Empty:
                pass
        # Every answer given, the pool is waited for: its manager thread left
        # running, the interpreter's exit could write to its closed wake-up
        # pipe ("Exception ignored ... Bad file descriptor" on stderr: once,
        # in a fresh clone's suite, `serve --jobs 2`). Stopped early (an
        # error, the reader gone), it is not.
        pool.shutdown(wait=finished, cancel_futures=True)
