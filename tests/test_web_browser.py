"""The web bundle in a browser (issue 24): a page that loads only
rulecheck.js (web/index.html, in the bundle minimal.html: the judge's page is its index.html) gets the Clash of Decks midgame's legal moves
in headless Chromium, the same answer as `legal-moves --json`.

Debian's chromium and chromium-driver (scripts/setup.sh installs them),
driven by Selenium with the driver's path given, so that selenium-manager
downloads nothing; the bundle is served by `rulecheck web`'s server
(pycli/webbundle.py) on a free port of localhost.
"""

from __future__ import annotations

import json
import os
import shutil
import threading

import pytest

from conftest import FIXTURES, web_bundle

from pycli import core, webbundle

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    web_bundle()                        # compiled once a run; build copies it from the cache
    folder = tmp_path_factory.mktemp("web")
    webbundle.build(folder)
    (folder / "states").mkdir()
    shutil.copyfile(MID, folder / "states" / "midgame.json")
    bound = []
    ready = threading.Event()
    thread = threading.Thread(target=webbundle.serve, args=(folder, 0, lambda p: (bound.append(p), ready.set())),
                              daemon=True)
    thread.start()
    assert ready.wait(30)
    return folder, f"http://127.0.0.1:{bound[0]}/"


@pytest.fixture(scope="module")
def browser(judge_browser):
    """The worker's headless Chromium, which the judge's page's modules
    share (conftest.judge_browser; conftest.FIRST runs this module after
    them, on the same worker: one Chromium started, not two)."""
    return judge_browser


def test_a_page_loading_only_rulecheck_js_gets_the_midgame_legal_moves(served, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    folder, url = served
    browser.get(url + "minimal.html")
    WebDriverWait(browser, 120).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-done"))
    status = browser.find_element(By.ID, "status").text
    assert browser.find_element(By.TAG_NAME, "body").get_attribute("data-done") == "true", status
    scripts = [s.get_attribute("src") for s in browser.find_elements(By.CSS_SELECTOR, "script[src]")]
    assert scripts == []                        # the module script imports rulecheck.js alone
    answer = json.loads(browser.find_element(By.ID, "answer").text)
    assert answer == core.legal_moves_page(json.loads(MID.read_text("utf-8")))
    assert "clash-of-decks: 13 legal moves" in status
    # RULECHECK_SCREENSHOT=FILE keeps a picture of the page to look at.
    browser.save_screenshot(os.environ.get("RULECHECK_SCREENSHOT") or str(tmp_path / "midgame.png"))


                  # The server: compressed files, and paths it cannot name #

def _get(url: str, accept: str | None):
    import urllib.request

    request = urllib.request.Request(url, headers={} if accept is None else {"Accept-Encoding": accept})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return answer.status, answer.headers, answer.read()


@pytest.mark.parametrize("name, kind", [("swipl/swipl-web.wasm", "application/wasm"),
                                        ("rulecheck.js", "text/javascript"),
                                        ("rules.json", "application/json"),
                                        ("", "text/html; charset=utf-8")])
def test_the_server_sends_gzip_to_a_client_that_accepts_it_and_plain_otherwise(served, name, kind):
    import gzip

    folder, url = served
    plain = (folder / (name or "index.html")).read_bytes()
    assert (folder / ((name or "index.html") + ".gz")).is_file()
    for accept in ("gzip", "br, gzip;q=0.5, deflate", "*"):
        status, headers, body = _get(url + name, accept)
        assert status == 200 and headers["Content-Encoding"] == "gzip", (accept, headers)
        assert headers["Content-Type"] == kind and headers["Vary"] == "Accept-Encoding"
        assert int(headers["Content-Length"]) == len(body) < len(plain)
        assert gzip.decompress(body) == plain
    for accept in (None, "identity", "br", "gzip;q=0", "*, gzip;q=0"):
        status, headers, body = _get(url + name, accept)
        assert status == 200 and "Content-Encoding" not in headers, (accept, headers)
        assert headers["Content-Type"] == kind and headers["Vary"] == "Accept-Encoding"
        assert body == plain


def test_an_unchanged_file_is_a_304_compressed_or_not(served):
    import urllib.error
    import urllib.request

    _, url = served
    for accept in ("gzip", "identity"):
        status, headers, _ = _get(url + "rulecheck.js", accept)
        request = urllib.request.Request(url + "rulecheck.js", headers={"Accept-Encoding": accept,
                                                                         "If-Modified-Since": headers["Last-Modified"]})
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(request, timeout=30)
        assert answer.value.code == 304, accept
        request = urllib.request.Request(url + "rulecheck.js", headers={
            "Accept-Encoding": accept, "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"})
        with urllib.request.urlopen(request, timeout=30) as again:
            assert again.status == 200


def test_a_small_file_is_sent_as_it_is(served):
    folder, url = served
    small = [p for p in folder.rglob("*") if p.is_file() and p.stat().st_size < webbundle.COMPRESS_FROM]
    assert small and not any(p.with_name(p.name + ".gz").exists() for p in small)
    name = small[0].relative_to(folder).as_posix()
    status, headers, body = _get(url + name, "gzip")
    assert status == 200 and "Content-Encoding" not in headers and "Vary" not in headers
    assert body == small[0].read_bytes()


def test_the_compressed_copies_are_the_files_and_deterministic(served, tmp_path):
    import gzip

    folder, _ = served
    packed = sorted(folder.rglob("*.gz"))
    assert {"rulecheck.js.gz", "swipl-web.wasm.gz", "swipl-web.data.gz", "rules.qlf.gz", "judge.js.gz"} <= \
        {p.name for p in packed}
    for p in packed:
        assert gzip.decompress(p.read_bytes()) == p.with_name(p.name[:-3]).read_bytes(), p
    again = tmp_path / "again"
    again.mkdir()
    (again / "rulecheck.js").write_bytes((folder / "rulecheck.js").read_bytes())
    webbundle.compress(again)
    assert (again / "rulecheck.js.gz").read_bytes() == (folder / "rulecheck.js.gz").read_bytes()
    # The service worker caches the files the page asks for, never a .gz.
    assert ".gz\"" not in (folder / "sw.js").read_text("utf-8")


@pytest.mark.parametrize("path", ["%00", "a%00b.js", "swipl/%00.wasm", "..%2f..%2fetc%2fpasswd%00"])
def test_a_path_the_file_system_cannot_name_is_a_400_not_a_closed_connection(served, path):
    import http.client
    from urllib.parse import urlsplit

    _, url = served
    where = urlsplit(url)
    for method in ("GET", "HEAD"):
        conn = http.client.HTTPConnection(where.hostname, where.port, timeout=30)
        try:
            conn.request(method, "/" + path, headers={"Accept-Encoding": "gzip"})
            answer = conn.getresponse()
            answer.read()
            assert answer.status == 400, (method, path, answer.status)
        finally:
            conn.close()
    assert _get(url + "rulecheck.js", None)[0] == 200           # the server still serves


def test_web_build_refuses_a_folder_holding_other_files(tmp_path):
    from conftest import run

    web_bundle()                        # the builds below copy it from the cache
    mine = tmp_path / "site"
    mine.mkdir()
    (mine / "index.html").write_text("my own page", "utf-8")
    r = run("web", "--build", str(mine))
    assert r.code == 2 and r.out == "" and len(r.err.strip().splitlines()) == 1, r
    assert "--force" in r.err and str(mine) in r.err and "index.html" in r.err, r
    assert (mine / "index.html").read_text("utf-8") == "my own page"
    assert sorted(p.name for p in mine.iterdir()) == ["index.html"]
    r = run("web", "--build", str(mine), "--json")
    assert r.code == 2 and r.out == "" and json.loads(r.err)["error"]["kind"] == "usage", r
    # A bundle's own folder is built again without --force; another folder with --force.
    r = run("web", "--build", str(mine), "--force")
    assert r.code == 0 and webbundle.is_built(mine), r
    assert (mine / "index.html").read_text("utf-8") != "my own page"
    (mine / "notes.txt").write_text("kept", "utf-8")
    r = run("web", "--build", str(mine))
    assert r.code == 0 and (mine / "notes.txt").read_text("utf-8") == "kept", r


def test_the_bundle_keeps_to_its_size_budget(served):
    """docs/web.md's table: per class of the files a first visit fetches,
    bytes raw and as sent compressed, within the budget it states."""
    import re

    from conftest import REPO

    folder, _ = served
    text = (REPO / "docs" / "web.md").read_text("utf-8")
    rows = re.findall(r"^\| `?(\w+)`? \| (\d+) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$", text, re.M)
    budget = {name: (int(raw.replace(",", "")), int(gz.replace(",", ""))) for name, _, _, _, raw, gz in rows}
    found = webbundle.sizes(folder)
    assert set(budget) == set(found), (sorted(budget), sorted(found))
    for name, (raw, gz) in budget.items():
        assert found[name]["raw"] <= raw and found[name]["gzip"] <= gz, (name, found[name], budget[name])
    # Compression is worth it where it is used: a third of the bytes, in all.
    assert found["all"]["gzip"] < found["all"]["raw"] * 0.4, found["all"]
