# The README's two commands: `make demo` and `make test`.
.PHONY: setup demo test

setup:
	@scripts/setup.sh

# The main job on a bundled position: the legal moves of a Clash of Decks turn.
demo: setup
	.venv/bin/rulecheck legal-moves fixtures/clash-of-decks/states/midgame.json

# The whole suite: plunit (the Prolog helpers), every fixture through the
# command line, and pytest (which also runs every fixture, and the CLI as a user would).
test: setup
	tests/prolog/run.sh
	.venv/bin/rulecheck test fixtures
	cd tests && ../.venv/bin/python -m pytest -p no:cacheprovider .
