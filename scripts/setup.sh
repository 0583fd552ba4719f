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
# An editable install: .venv/bin/rulecheck answers from this checkout's
# pycli/ and rules.pl/, so an edit is seen at once, and the tests run the
# code they sit beside (tests/conftest.py refuses to run otherwise).
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]' >/dev/null
# Compile the rules once (SWI-Prolog .qlf, cached in ~/.cache/rulecheck), so
# the first real question is answered at full speed.
.venv/bin/rulecheck rules >/dev/null
