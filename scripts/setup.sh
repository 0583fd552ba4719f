#!/usr/bin/env bash
# Set up rulecheck on a fresh Debian machine: SWI-Prolog (Debian's
# swi-prolog-nox) when `swipl` is missing; for the web bundle and its tests
# (issue 24) node and npm (Debian's nodejs and npm) when missing, and
# Debian's chromium with chromium-driver (the browser test drives that
# system Chromium through Selenium; no browser is downloaded); a virtual
# environment in .venv, and the package with what the tests need. Safe to
# run again.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v swipl >/dev/null 2>&1 || missing+=(swi-prolog-nox)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]} (Debian packages)" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating the virtual environment .venv" >&2
    "$python" -m venv .venv
fi
echo "setup: installing rulecheck into .venv" >&2
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
# An editable install: .venv/bin/rulecheck answers from this checkout's
# pycli/ and rules.pl/, so an edit is seen at once, and the tests run the
# code they sit beside (tests/conftest.py refuses to run otherwise).
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]' >/dev/null
# Compile the rules once (SWI-Prolog .qlf, cached in ~/.cache/rulecheck), so
# the first real question is answered at full speed.
.venv/bin/rulecheck rules >/dev/null
# Fetch SWI-Prolog's WebAssembly build (npm pack at the pinned version, its
# sha512 checked: pycli/npm.py) and write the web bundle into the cache, so
# the tests and `rulecheck web` find it built.
.venv/bin/python -c "from pycli import wasm_engine; wasm_engine.bundle_dir()"
