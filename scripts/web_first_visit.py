#!/usr/bin/env python3
"""The judge's page's first visit at 10 Mbps (issue 34): the web bundle's
size per file class, raw and gzip (the FILE.gz `rulecheck web --build`
writes beside each file), the bytes a first visit moves (every file the
service worker caches, as the server sends it) with the time they take at
10 Mbps, and a measured cold load in headless Chromium (Debian's chromium
and chromedriver through Selenium) through a line of 10 Mbps down and
20 ms more for each connection (a proxy in front of the server: every
fetch of the page, its worker and its service worker shares it), from
navigation to the engine ready and to
the service worker's cache holding every file: served compressed, and
the same bundle with its .gz files taken away (served plain); and the
bytes the line carried by the engine ready and in all (measured at the
proxy, headers included: a file fetched twice is counted twice).

    .venv/bin/python scripts/web_first_visit.py [--bundle DIR] [--json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from pycli import webbundle  # noqa: E402

MBPS = 10
LATENCY_MS = 20


def serve(folder: Path) -> str:
    bound, ready = [], threading.Event()
    threading.Thread(target=webbundle.serve, args=(folder, 0, lambda p: (bound.append(p), ready.set())),
                     daemon=True).start()
    ready.wait(30)
    return f"http://127.0.0.1:{bound[0]}/"


class Link:
    """The visitor's line: a TCP proxy in front of the server that lets
    MBPS through downstream, shared by every connection (the page's, its
    worker's and its service worker's fetches alike, which Chromium's own
    throttling does not all see), each connection opened LATENCY_MS late."""

    def __init__(self, upstream: str):
        import socket

        self.host, self.port = "127.0.0.1", int(upstream.rsplit(":", 1)[1].strip("/"))
        self.lock, self.free_at = threading.Lock(), time.perf_counter()
        self.moved = 0            # bytes sent down the line (headers and bodies, as sent: compressed or not)
        self.listener = socket.create_server(("127.0.0.1", 0))
        threading.Thread(target=self.accept, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}/"

    def wait_for(self, n: int) -> None:
        with self.lock:
            start = max(self.free_at, time.perf_counter())
            self.free_at = start + n * 8 / (MBPS * 1e6)
            self.moved += n
            until = self.free_at
        time.sleep(max(0.0, until - time.perf_counter()))

    def accept(self) -> None:
        import socket

        while True:
            client, _ = self.listener.accept()
            time.sleep(LATENCY_MS / 1000)
            server = socket.create_connection((self.host, self.port))
            threading.Thread(target=self.pipe, args=(client, server, False), daemon=True).start()
            threading.Thread(target=self.pipe, args=(server, client, True), daemon=True).start()

    def pipe(self, src, dst, down: bool) -> None:
        try:
            while data := src.recv(16384):
                if down:
                    self.wait_for(len(data))
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(2)
                except OSError:
                    pass


def cold_load(link: Link) -> dict:
    """A fresh profile, the network at MBPS down: ms to the engine ready,
    and to the service worker's cache holding every file; the bytes the
    line carried down by then (measured: what the server sent, headers
    included, a file fetched twice counted twice)."""
    url = link.url
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    profile = tempfile.mkdtemp(prefix="first-visit-")
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}"]:
        options.add_argument(arg)
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        t0 = time.perf_counter()
        d.get(url)
        WebDriverWait(d, 600, poll_frequency=0.01).until(
            lambda d: d.execute_script("return document.body.dataset.ready"))
        ready = (time.perf_counter() - t0) * 1000
        at_ready = link.moved
        assert d.execute_script("return document.body.dataset.ready") == "true"
        d.set_script_timeout(600)
        d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            navigator.serviceWorker.ready.then(() => done(true));""")
        want = d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch('sw.js').then((r) => r.text()).then((t) => done(JSON.parse(/const FILES = (\\[.*?\\]);/.exec(t)[1]).length));""")
        WebDriverWait(d, 600, poll_frequency=0.05).until(lambda d: d.execute_async_script("""
            const done = arguments[arguments.length - 1];
            caches.keys().then(async (ks) => { let n = 0; for (const k of ks) n += (await (await caches.open(k)).keys()).length; done(n); });""") >= want)
        cached = (time.perf_counter() - t0) * 1000
        time.sleep(0.5)           # what is still on the line
        return {"engine_ready_ms": round(ready), "offline_ready_ms": round(cached),
                "bytes_at_engine_ready": at_ready, "bytes_in_all": link.moved}
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bundle", type=Path, help="a bundle already built (rulecheck web --build DIR)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="first-visit-bundle-"))
    try:
        folder = args.bundle or webbundle.built_default()
        by_class = webbundle.sizes(folder)
        plain = work / "plain"
        shutil.copytree(folder, plain, ignore=shutil.ignore_patterns("*.gz"))
        loads = {"gzip": cold_load(Link(serve(folder))), "plain": cold_load(Link(serve(plain)))}
        report = {"mbps": MBPS, "latency_ms": LATENCY_MS, "sizes": by_class,
                  "transfer_s_at_10mbps": {k: round(by_class["all"][k] * 8 / (MBPS * 1e6), 1) for k in ("raw", "gzip")},
                  "cold_load": loads}
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            for name, row in sorted(by_class.items(), key=lambda kv: (kv[0] == "all", -kv[1]["raw"])):
                print(f"{name:45} {row['files']:3} files {row['raw']:>10,} B raw {row['gzip']:>10,} B gzip")
            t = report["transfer_s_at_10mbps"]
            print(f"first visit at {MBPS} Mbps: {t['raw']} s raw, {t['gzip']} s gzip (transfer alone)")
            for k, v in loads.items():
                print(f"cold load served {k}: engine ready {v['engine_ready_ms']} ms "
                      f"({v['bytes_at_engine_ready']:,} B moved), every file cached (offline) "
                      f"{v['offline_ready_ms']} ms ({v['bytes_in_all']:,} B moved in all)")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
