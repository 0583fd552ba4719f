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
from pathlib import Path

import pytest

from conftest import FIXTURES

from pycli import core, webbundle

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"
CHROMEDRIVER = Path("/usr/bin/chromedriver")

#: Headless Chromium as root on a machine with no network to speak of.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1000,900"]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
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
def browser(tmp_path_factory):
    if not CHROMEDRIVER.exists():
        pytest.fail("chromium-driver is not installed (scripts/setup.sh installs it)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}")
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    yield driver
    driver.quit()


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
