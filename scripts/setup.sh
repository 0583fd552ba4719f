#!/usr/bin/env bash
# Set up rulecheck on a fresh Debian machine: SWI-Prolog (Debian's
# swi-prolog-nox) when `swipl` is missing, Debian's python3-venv when
# Python cannot make a virtual environment (Debian's Python has no
# ensurepip without it), a virtual environment in .venv, and the package;
# `scripts/setup.sh test` adds what the tests need (`make test`; `make
# demo` needs only the package): the test extras, and for the web bundle
# and its tests (docs/web.md) Debian's nodejs and npm, chromium and
# chromium-driver when missing (the browser tests drive that system
# Chromium through Selenium; no browser is downloaded), and the bundle
# itself, built into the cache. Safe to run again: pip runs only when the
# install is not current (pyproject.toml changed, or more extras asked).
set -euo pipefail
cd "$(dirname "$0")/.."
extras=${1:-}

missing=()
command -v swipl >/dev/null 2>&1 || missing+=(swi-prolog-nox)
if [ "$extras" = test ]; then
    command -v node >/dev/null 2>&1 || missing+=(nodejs)
    command -v npm >/dev/null 2>&1 || missing+=(npm)
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]} (Debian packages)" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

python=${PYTHON:-python3}
# For the tests: fetch SWI-Prolog's WebAssembly build (npm pack at the
# pinned version, its sha512 checked: pycli/npm.py) and write the web bundle
# into the cache, so the tests and `rulecheck web` find it built. It needs
# only the standard library and this checkout's pycli/, so it runs from the
# start, beside the virtual environment's install (node compiles the
# bundle's rules on one core while pip works on the other: about 5 s of a
# fresh clone's setup, docs/benchmarks.md, "Issue 34, ninth round"), and is
# waited for at the end: a failure still stops the setup.
if [ "$extras" = test ]; then
    PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" "$python" -c "from pycli import wasm_engine; wasm_engine.bundle_dir()" &
    bundle=$!
fi
# A .venv whose making failed half-way (no ensurepip) has a python and no pip.
if [ ! -x .venv/bin/python ] || ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
    if ! "$python" -c 'import ensurepip' >/dev/null 2>&1; then
        echo "setup: installing Debian's python3-venv (Python has no ensurepip without it)" >&2
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
    fi
    echo "setup: creating the virtual environment .venv" >&2
    rm -rf .venv
    "$python" -m venv .venv
fi

# What is installed: pyproject.toml's hash and the extras, in a stamp file.
stamp=.venv/rulecheck-install
want="$(sha256sum pyproject.toml | cut -d' ' -f1) ${extras}"
have=$(cat "$stamp" 2>/dev/null || true)
if [ "$have" = "$want" ] || { [ -z "$extras" ] && [ "${have% *}" = "${want% *}" ]; }; then
    :   # current: the same pyproject.toml, and these extras or more
else
    echo "setup: installing rulecheck into .venv${extras:+ (with [$extras])}" >&2
    # pip 21.3 or later installs a pyproject.toml package editable (PEP 660);
    # only an older one is upgraded first (an upgrade is a download: 1.4 s).
    if ! .venv/bin/python -c 'import sys, pip; sys.exit(tuple(int(x) for x in pip.__version__.split(".")[:2]) < (21, 3))' 2>/dev/null; then
        .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
    fi
    # An editable install: .venv/bin/rulecheck answers from this checkout's
    # pycli/ and rules.pl/, so an edit is seen at once, and the tests run the
    # code they sit beside (tests/conftest.py refuses to run otherwise).
    # pip compiles what it installs one file after another; compileall does
    # it on both cores, beside the rules' compile below (about 5 s of a
    # fresh clone's setup). Every module is compiled either way: a process
    # started where PYTHONDONTWRITEBYTECODE is set still finds them compiled.
    .venv/bin/python -m pip install -q --disable-pip-version-check --no-compile -e ".${extras:+[$extras]}" >/dev/null
    .venv/bin/python -m compileall -q -j 0 "$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" >/dev/null &
    compiled=$!
    echo "$want" > "$stamp"
fi
# Compile the rules once (SWI-Prolog .qlf, cached in ~/.cache/rulecheck), so
# the first real question is answered at full speed.
.venv/bin/rulecheck rules >/dev/null
if [ -n "${compiled:-}" ]; then
    wait "$compiled" || true    # as pip's own compile: a file it cannot compile is left as source
fi
if [ "$extras" = test ]; then
    wait "$bundle"
fi
