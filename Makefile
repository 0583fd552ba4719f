# The README's two commands: `make demo` and `make test`.
.PHONY: setup demo test

# The package and what the tests need; pip runs only when the install is
# not current (scripts/setup.sh).
setup:
	@scripts/setup.sh test

# The main job on a bundled position: the legal moves of a Clash of Decks turn
# (the package alone: none of the test extras).
demo:
	@scripts/setup.sh
	.venv/bin/rulecheck legal-moves fixtures/clash-of-decks/states/midgame.json

# The whole suite, pytest on both cores: plunit (the Prolog relations: each
# tests/prolog/*.plt a test of tests/test_plunit.py, as tests/prolog/run.sh
# runs them alone), every fixture once, the CLI as a user drives it, the
# properties; a worker that runs out of tests takes the other's (worksteal:
# the browser and property tests no longer end the run on one core).
# Python writes its compiled modules (__pycache__, ignored by git) even where
# the environment says not to (PYTHONDONTWRITEBYTECODE): the hundreds of
# rulecheck processes the tests start then read pycli compiled, not compiled
# anew each (about 30 ms of each one's 115), and a second run collects the
# test modules as pytest rewrote them (docs/benchmarks.md, "Issue 34, fifth
# round").
test: setup
	env -u PYTHONDONTWRITEBYTECODE .venv/bin/python -m pytest -p no:cacheprovider -n 2 --dist worksteal tests
