#!/usr/bin/env python3
"""The web bundle measured beside the native engine, in one run
(docs/benchmarks.md, "The engine in the browser"):

    .venv/bin/python scripts/bench_web.py [--runs 5] [--json]

- the bundle's size, raw and gzip (-9), by part;
- cold start to the first answer (`check` of a move in the Clash of Decks
  midgame): the native command (`rulecheck check --json`, a whole process),
  node (process start to the answer: web/bench-node.js) and headless
  Chromium (navigation to the answer: web/bench.html);
- per-answer times: `legal_moves` (every move, limit 100,000) of each bench
  position (pycli/bench_positions), medians of --runs, by the native engine
  (Engine.reply_text in this process: the engine's api/3 and the ctypes
  call), under node and in Chromium (rulecheck.js's ask: the round trip to
  the engine's Worker), with the ratios to native.

Chromium is Debian's, driven by Selenium through /usr/bin/chromedriver, as
in tests/test_web_browser.py.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pycli import core, engine, webbundle  # noqa: E402

MID = ROOT / "fixtures" / "clash-of-decks" / "states" / "midgame.json"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]


def sizes(folder: Path) -> dict[str, dict[str, int]]:
    parts = {"runtime (swipl-web.js, .wasm, .data)": ["swipl/swipl-web.js", "swipl/swipl-web.wasm",
                                                       "swipl/swipl-web.data"],
             "rules (rules.json, rules.qlf, rules-qlf.json)": ["rules.json", "rules.qlf", "rules-qlf.json"],
             "rulecheck.js, engine-worker.cjs": ["rulecheck.js", "engine-worker.cjs"]}
    out = {}
    for name, files in parts.items():
        data = [(folder / f).read_bytes() for f in files if (folder / f).is_file()]
        out[name] = {"raw": sum(map(len, data)), "gzip": sum(len(gzip.compress(d, 9)) for d in data)}
    out["what a page loads"] = {k: sum(v[k] for v in out.values()) for k in ("raw", "gzip")}
    return out


def requests(runs: int) -> list[dict]:
    state = json.loads(MID.read_text("utf-8"))
    move = core.legal_moves_page(state)["moves"][0]["move"]
    reqs = [{"label": "clash-of-decks midgame: check", "op": "check",
             "text": engine.request_text({"state": state, "move": move}), "runs": runs}]
    for f in sorted((ROOT / "pycli" / "bench_positions").glob("*.json")):
        for p in json.loads(f.read_text("utf-8")):
            reqs.append({"label": f"{f.stem} {p['position']}", "op": "legal_moves",
                         "text": engine.request_text({"state": p["state"], "limit": 100000}), "runs": runs})
    return reqs


def native(reqs: list[dict]) -> dict:
    eng = engine.engine()
    rows = []
    for r in reqs:
        eng.reply_text(r["op"], r["text"])                 # warm
        times = []
        for _ in range(r["runs"]):
            t = time.perf_counter()
            reply = eng.reply_text(r["op"], r["text"])
            times.append((time.perf_counter() - t) * 1000)
        rows.append({"label": r["label"], "ms": statistics.median(times), "bytes": len(reply)})
    state = json.loads(MID.read_text("utf-8"))
    move = json.dumps(core.legal_moves_page(state)["moves"][0]["move"])
    exe = str(Path(sys.executable).parent / "rulecheck")
    walls = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run([exe, "check", "--json", str(MID), move], capture_output=True, check=False)
        walls.append((time.perf_counter() - t) * 1000)
    return {"cold_start_ms": statistics.median(walls), "rows": rows}


def node(folder: Path, reqs_file: Path) -> dict:
    out = subprocess.run(["node", str(folder / "bench-node.js"), str(folder), str(reqs_file)],
                         capture_output=True, text=True, check=True, timeout=1800).stdout
    return json.loads(out)


def chromium(folder: Path) -> dict:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    bound, ready = [], threading.Event()
    threading.Thread(target=webbundle.serve, args=(folder, 0, lambda p: (bound.append(p), ready.set())),
                     daemon=True).start()
    ready.wait(30)
    options = webdriver.ChromeOptions()
    for flag in FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="rulecheck-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    try:
        driver.get(f"http://127.0.0.1:{bound[0]}/bench.html")
        WebDriverWait(driver, 1800).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-done"))
        return json.loads(driver.find_element(By.ID, "result").text)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="rulecheck-web-bench-") as d:
        folder = Path(d)
        webbundle.build(folder)
        for f in ("bench.html", "bench-node.js", "bench-core.js"):
            shutil.copyfile(webbundle.web_sources() / f, folder / f)
        reqs = requests(args.runs)
        (folder / "bench.json").write_text(json.dumps(reqs), "utf-8")
        report = {"sizes": sizes(folder), "swi_prolog": {"native": core.prolog_version()}}
        report["native"] = native(reqs)
        report["node"] = node(folder, folder / "bench.json")
        report["chromium"] = chromium(folder)
        report["native"]["rows"] = report["native"]["rows"]      # same order in every host
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print("| part | raw | gzip -9 |\n|---|---:|---:|")
    for name, s in report["sizes"].items():
        print(f"| {name} | {s['raw']:,} | {s['gzip']:,} |")
    print()
    print(f"cold start to the first answer: native command {report['native']['cold_start_ms']:.0f} ms; "
          f"node {report['node']['cold_start_ms']:.0f} ms (rules loaded in {report['node']['load_ms']} ms); "
          f"Chromium {report['chromium']['cold_start_ms']:.0f} ms (rules loaded in "
          f"{report['chromium']['load_ms']} ms)")
    print()
    print("| request | native ms | node ms | node/native | Chromium ms | Chromium/native |\n"
          "|---|---:|---:|---:|---:|---:|")
    for n, j, c in zip(report["native"]["rows"], report["node"]["rows"], report["chromium"]["rows"]):
        assert n["label"] == j["label"] == c["label"] and n["bytes"] == j["bytes"] == c["bytes"], (n, j, c)
        print(f"| {n['label']} | {n['ms']:.2f} | {j['ms']:.2f} | {j['ms'] / n['ms']:.2f}x | "
              f"{c['ms']:.2f} | {c['ms'] / n['ms']:.2f}x |")


if __name__ == "__main__":
    main()
