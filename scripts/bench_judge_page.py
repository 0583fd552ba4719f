#!/usr/bin/env python3
"""Measure the judge's page (web/judge/, issue 25) in headless Chromium
(Debian's chromium + chromedriver through Selenium; nothing downloaded):

- cold load: a fresh browser profile, from navigation to the engine ready
  and to the first answer (the Clash of Decks docs dispute's legal moves
  on the board, its example tapped once the engine is ready);
- warm load: the same page reloaded with the service worker serving every
  file from its cache, --loads times (median): the same two figures, and
  the dispute's own link (#v1=..., what the page's address holds after it
  was used) loaded: navigation to its legal moves drawn, no tap. Each is
  measured twice: the wall time Selenium sees (the page looked at every
  2 ms from inside), and the
  page's own performance marks ("engine-ready", "first-answer", ms from
  the navigation's start), which leave out Selenium's own round trips;
- per answer: legalMoves, display, check, apply and explain on the bench
  positions (pycli/bench_positions/<game>.json, the first and the last of
  each series), the median of --runs calls through rulecheck.js in the page;
- taps: each game's docs-page dispute settled by tapping (the game picker,
  the example, "Is this legal?", the verdict), counted and timed.

    .venv/bin/python scripts/bench_judge_page.py [--runs 5] [--loads 5] [--json]
    .venv/bin/python scripts/bench_judge_page.py --loads 9 --bundle OLD --bundle NEW

With --bundle (repeatable) it serves bundles already built (`rulecheck web
--build DIR`) instead of building this checkout's; with two or more, only
the loads are measured, one browser each, their warm loads alternating
(before and after in the same minutes on a shared machine).
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


POLL = 0.05        # seconds between Selenium's looks at the page (taps)

WAIT = """const [what, done] = arguments;
const met = {
  ready: () => !!document.body.dataset.ready,
  listed: () => document.querySelector("#moves button.move") !== null && (document.body.dataset.busy || "0") === "0",
}[what];
(function look() { if (met()) done(true); else setTimeout(look, 2); })();"""


def until(d, what: str) -> None:
    """Wait in the page itself for the engine "ready" or the moves
    "listed" (looked at every 2 ms there, by one WebDriver call: no round
    trip per look, and no eval, which the page's CSP forbids)."""
    d.execute_async_script(WAIT, what)


READY, LISTED = "ready", "listed"


def idle(d):
    WebDriverWait(d, 60, poll_frequency=POLL).until(
        lambda d: d.execute_script("return (document.body.dataset.busy || '0') === '0'"))


MARKS = """return Object.fromEntries(["engine-ready", "first-answer"].map(
  (n) => [n, (performance.getEntriesByName(n)[0] || {startTime: null}).startTime]));"""


def marks(d) -> dict:
    """The page's own marks, in seconds from the navigation's start (None
    where the page has none: a bundle from before they were added)."""
    return {k: None if v is None else round(v / 1000, 3) for k, v in d.execute_script(MARKS).items()}


def first_answer(d, url) -> dict:
    """Navigation to the engine ready, then the Clash of Decks example
    tapped: to its legal moves listed (Selenium's wall time, and the
    page's marks)."""
    t0 = time.perf_counter()
    d.get(url)
    until(d, READY)
    ready = time.perf_counter() - t0
    Select(d.find_element(By.ID, "game")).select_by_value("clash-of-decks")
    t1 = time.perf_counter()
    d.find_elements(By.CSS_SELECTOR, "#examples button")[0].click()
    until(d, LISTED)
    t2 = time.perf_counter()
    return {"ready_s": ready, "first_answer_s": t2 - t0, "tap_to_answer_s": t2 - t1, "page": marks(d)}


def link_answer(d, link) -> dict:
    """Navigation to the dispute's link, to its legal moves drawn."""
    d.get("about:blank")
    t0 = time.perf_counter()
    d.get(link)
    until(d, LISTED)
    return {"first_answer_s": time.perf_counter() - t0, "page": marks(d)}


def cold_load(d, url) -> tuple[dict, str]:
    """The first load (d's profile fresh): its figures, and the link the
    page's address holds once the dispute is on the board."""
    first = first_answer(d, url)
    WebDriverWait(d, 60, poll_frequency=POLL).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
    link = d.current_url
    assert "#v1=" in link, link
    return first, link


def median(xs):
    xs = [x for x in xs if x is not None]
    return round(statistics.median(xs), 3) if xs else None


def summary(cold: dict, warm: list[dict], linked: list[dict]) -> dict:
    return {"cold": {"ready_s": round(cold["ready_s"], 2), "first_answer_s": round(cold["first_answer_s"], 2),
                     "page": cold["page"]},
            "warm": {"ready_s": median(w["ready_s"] for w in warm),
                     "first_answer_s": median(w["first_answer_s"] for w in warm),
                     "tap_to_answer_s": median(w["tap_to_answer_s"] for w in warm),
                     "page_engine_ready_s": median(w["page"]["engine-ready"] for w in warm),
                     "loads": len(warm),
                     "each": [[round(w["ready_s"], 3), round(w["first_answer_s"], 3)] for w in warm]},
            "warm_link": {"first_answer_s": median(w["first_answer_s"] for w in linked),
                          "page_engine_ready_s": median(w["page"]["engine-ready"] for w in linked),
                          "page_first_answer_s": median(w["page"]["first-answer"] for w in linked),
                          "loads": len(linked),
                          "each": [round(w["first_answer_s"], 3) for w in linked]}}


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


def press(d, element) -> None:
    """A tap on element, scrolled to the middle of the screen first (the
    tabs stay at the top of a phone's screen: an element under them is not
    where a tap lands)."""
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def taps(d) -> list[dict]:
    """Each docs dispute settled by taps from the start screen: pick the
    game, pick its example, open "Is this legal?", ask."""
    rows = []
    for game in GAMES:
        press(d, d.find_element(By.ID, "tab-start"))
        t0 = time.perf_counter()
        n = 0
        press(d, d.find_element(By.ID, "game")); n += 1
        Select(d.find_element(By.ID, "game")).select_by_value(game); n += 1
        press(d, d.find_elements(By.CSS_SELECTOR, "#examples button")[0]); n += 1
        idle(d)
        press(d, d.find_element(By.ID, "tab-check")); n += 1
        press(d, d.find_element(By.ID, "check")); n += 1
        idle(d)
        verdict = d.find_element(By.CSS_SELECTOR, "#verdict .verdict-line").text
        rule = d.find_element(By.CSS_SELECTOR, "#verdict .rule-link").text
        rows.append({"game": game, "taps": n, "seconds": round(time.perf_counter() - t0, 2),
                     "verdict": verdict, "rule": rule})
    return rows


def serve(folder: Path):
    """The bundle's server (webbundle.serve) in a child process, and its URL."""
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
    return server, f"http://127.0.0.1:{port}/"


def show_loads(name: str, result: dict) -> None:
    c, w, l = result["cold"], result["warm"], result["warm_link"]
    print(f"{name}cold load: engine ready {c['ready_s']} s, first answer {c['first_answer_s']} s")
    print(f"{name}warm load (service worker, median of {w['loads']}): engine ready {w['ready_s']} s "
          f"(page: {w['page_engine_ready_s']} s), first answer {w['first_answer_s']} s "
          f"(the example tapped: {w['tap_to_answer_s']} s to its answer)")
    print(f"{name}warm load of the dispute's link (median of {l['loads']}): first answer {l['first_answer_s']} s "
          f"(page: engine ready {l['page_engine_ready_s']} s, first answer {l['page_first_answer_s']} s)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--loads", type=int, default=5, help="warm loads of each kind (median)")
    ap.add_argument("--bundle", type=Path, action="append", default=[],
                    help="a bundle already built (repeat to compare: their loads alternate)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folders = args.bundle
        if not folders:
            folders = [Path(tmp) / "web"]
            webbundle.build(folders[0])
        served = [serve(f) for f in folders]
        drivers = []
        try:
            firsts = []
            for i, (_, url) in enumerate(served):
                drivers.append(browser(str(Path(tmp) / f"profile{i}")))
                firsts.append(cold_load(drivers[i], url))
            warm = [[] for _ in served]
            linked = [[] for _ in served]
            for _ in range(args.loads):
                for i, (_, url) in enumerate(served):
                    warm[i].append(first_answer(drivers[i], url))
                for i, _ in enumerate(served):
                    linked[i].append(link_answer(drivers[i], firsts[i][1]))
            results = [summary(firsts[i][0], warm[i], linked[i]) for i in range(len(served))]
            if len(served) > 1:
                out = {str(f): r for f, r in zip(folders, results)}
                if args.json:
                    print(json.dumps(out, indent=1))
                else:
                    for f, r in out.items():
                        show_loads(f + ": ", r)
                return 0
            d = drivers[0]
            positions = []
            for game in GAMES:
                series = json.loads((REPO / "pycli" / "bench_positions" / f"{game}.json").read_text("utf-8"))
                for entry in (series[0], series[-1]):
                    positions.append([game, entry["position"], entry["state"]])
            answers = d.execute_async_script(PER_ANSWER, positions, args.runs)
            tapped = taps(d)
        finally:
            for d in drivers:
                d.quit()
            for server, _ in served:
                server.terminate()
    result = {**results[0], "answers_ms": answers, "taps": tapped}
    if args.json:
        print(json.dumps(result, indent=1, ensure_ascii=False))
        return 0
    show_loads("", result)
    print("per answer, ms (median of %d):" % args.runs)
    for row in answers:
        print("  " + json.dumps(row, ensure_ascii=False))
    print("bundled docs disputes settled by tapping (the example, then \"Is this legal?\"):")
    for row in tapped:
        print("  " + json.dumps(row, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
