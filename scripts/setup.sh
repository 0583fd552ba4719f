#!/usr/bin/env bash
# Set up rulecheck on a fresh Debian machine: SWI-Prolog (Debian's
# swi-prolog-nox) when `swipl` is missing, a virtual environment in .venv,
# and the package with what the tests need. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swipl >/dev/null 2>&1; then
    echo "setup: installing SWI-Prolog (swi-prolog-nox)" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends swi-prolog-nox >/dev/null
fi

python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating the virtual environment .venv" >&2
    "$python" -m venv .venv
fi
echo "setup: installing rulecheck into .venv" >&2
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
# A regular (not editable) install: the tests run what a user installs.
# setuptools copies into build/ and keeps what it finds there, so a file
# moved or deleted since the last install would be installed still.
rm -rf build
.venv/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps . >/dev/null
.venv/bin/python -m pip install -q --disable-pip-version-check '.[test]' >/dev/null
# Compile the rules once (SWI-Prolog .qlf, cached in ~/.cache/rulecheck), so
# the first real question is answered at full speed.
.venv/bin/rulecheck rules >/dev/null
