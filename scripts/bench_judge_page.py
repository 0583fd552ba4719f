#!/usr/bin/env python3
"""Measure the judge's page (web/judge/, issue 25) in headless Chromium
(Debian's chromium + chromedriver through Selenium; nothing downloaded):

- cold load: a fresh browser profile, from navigation to the engine ready
  and to the first answer (the Clash of Decks docs dispute's legal moves
  on the board);
- warm load: the same page reloaded with the service worker serving every
  file from its cache;
- per answer: legalMoves, display, check, apply and explain on the bench
  positions (pycli/bench_positions/<game>.json, the first and the last of
  each series), the median of --runs calls through rulecheck.js in the page;
- taps: each game's docs-page dispute settled by tapping (the game picker,
  the example, "Is this legal?", the verdict), counted and timed.

    .venv/bin/python scripts/bench_judge_page.py [--runs 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from pycli import webbundle  # noqa: E402

GAMES = ["blood-bound", "clash-of-decks", "flesh-and-blood", "wow-tcg"]


def browser(profile: str):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                f"--user-data-dir={profile}", "--window-size=360,780"]:
        options.add_argument(arg)
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    d.set_script_timeout(120)
    return d


def idle(d):
    WebDriverWait(d, 60).until(lambda d: d.execute_script("return (document.body.dataset.busy || '0') === '0'"))


def first_answer(d, url) -> tuple[float, float]:
    """Seconds from navigation to the engine ready, and to the docs
    dispute's legal moves listed."""
    t0 = time.perf_counter()
    d.get(url)
    WebDriverWait(d, 120).until(lambda d: d.execute_script("return document.body.dataset.ready"))
    ready = time.perf_counter() - t0
    Select(d.find_element(By.ID, "game")).select_by_value("clash-of-decks")
    d.find_elements(By.CSS_SELECTOR, "#examples button")[0].click()
    WebDriverWait(d, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#moves button.move"))
    idle(d)
    return ready, time.perf_counter() - t0


PER_ANSWER = """
const [positions, runs, done] = arguments;
const rc = window.rulecheck;
const out = [];
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [game, label, state] of positions) {
  const page = await rc.legalMoves(state);
  const move = page.moves.length ? page.moves[0].move : null;
  const ops = {legalMoves: () => rc.legalMoves(state), display: () => rc.display(state)};
  if (move) Object.assign(ops, {check: () => rc.check(state, move), apply: () => rc.apply(state, move),
                                explain: () => rc.explain(state, move)});
  const row = {game, position: label, moves: page.count};
  for (const [name, f] of Object.entries(ops)) {
    const times = [];
    for (let i = 0; i < runs; i++) { const t = performance.now(); await f(); times.push(performance.now() - t); }
    row[name] = Math.round(median(times) * 10) / 10;
  }
  out.push(row);
}
done(out);
"""


def taps(d) -> list[dict]:
    """Each docs dispute settled by taps from the start screen: pick the
    game, pick its example, open "Is this legal?", ask."""
    rows = []
    for game in GAMES:
        d.find_element(By.ID, "tab-start").click()
        t0 = time.perf_counter()
        n = 0
        d.find_element(By.ID, "game").click(); n += 1
        Select(d.find_element(By.ID, "game")).select_by_value(game); n += 1
        d.find_elements(By.CSS_SELECTOR, "#examples button")[0].click(); n += 1
        idle(d)
        d.find_element(By.ID, "tab-check").click(); n += 1
        d.find_element(By.ID, "check").click(); n += 1
        idle(d)
        verdict = d.find_element(By.CSS_SELECTOR, "#verdict .verdict-line").text
        rule = d.find_element(By.CSS_SELECTOR, "#verdict .rule-link").text
        rows.append({"game": game, "taps": n, "seconds": round(time.perf_counter() - t0, 2),
                     "verdict": verdict, "rule": rule})
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "web"
        webbundle.build(folder)
        with socket.socket() as s:          # a free port
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        server = subprocess.Popen([sys.executable, "-c", "from pathlib import Path; from pycli import webbundle; "
                                   f"webbundle.serve(Path({str(folder)!r}), {port})"], cwd=REPO)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        url = f"http://127.0.0.1:{port}/"
        d = browser(str(Path(tmp) / "profile"))
        try:
            cold = first_answer(d, url)
            WebDriverWait(d, 60).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
            warm = [first_answer(d, url) for _ in range(3)]
            positions = []
            for game in GAMES:
                series = json.loads((REPO / "pycli" / "bench_positions" / f"{game}.json").read_text("utf-8"))
                for entry in (series[0], series[-1]):
                    positions.append([game, entry["position"], entry["state"]])
            answers = d.execute_async_script(PER_ANSWER, positions, args.runs)
            tapped = taps(d)
        finally:
            d.quit()
            server.terminate()
    result = {"cold": {"ready_s": round(cold[0], 2), "first_answer_s": round(cold[1], 2)},
              "warm": {"ready_s": round(statistics.median(w[0] for w in warm), 2),
                       "first_answer_s": round(statistics.median(w[1] for w in warm), 2)},
              "answers_ms": answers, "taps": tapped}
    if args.json:
        print(json.dumps(result, indent=1, ensure_ascii=False))
        return 0
    print(f"cold load: engine ready {result['cold']['ready_s']} s, first answer {result['cold']['first_answer_s']} s")
    print(f"warm load (service worker, median of 3): engine ready {result['warm']['ready_s']} s, "
          f"first answer {result['warm']['first_answer_s']} s")
    print("per answer, ms (median of %d):" % args.runs)
    for row in answers:
        print("  " + json.dumps(row, ensure_ascii=False))
    print("docs disputes settled by tapping:")
    for row in tapped:
        print("  " + json.dumps(row, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
