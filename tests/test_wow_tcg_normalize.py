"""Short positions of the World of Warcraft TCG (rules.pl/wow-tcg/setup.pl):
every bundled position written in full is its own normal form, normalising
twice is normalising once, `rulecheck normalize --json` prints a position
every command accepts, and the catalog and `rulecheck new` answer as the
docs say (docs/games/wow-tcg.md)."""

from __future__ import annotations

import json

import pytest

from conftest import FIXTURES, all_fixtures, declared_valid, run, run_forked
from pycli import core, inputs

GAME = FIXTURES / "wow-tcg"


def bundled() -> list[tuple[str, dict]]:
    """Every valid position of the game's fixtures and records, by file."""
    out = [(str(fx.path.relative_to(GAME)), fx.state)
           for fx in all_fixtures(GAME) if declared_valid(fx)]
    out += [(str(p.relative_to(GAME)), inputs.load_record(p)["initial"])
            for p in sorted((GAME / "records").glob("*.json"))]
    return out


BUNDLED = bundled()
FULL = [(n, s) for n, s in BUNDLED if "short" not in n]
SHORT = [(n, s) for n, s in BUNDLED if "short" in n]


def test_there_are_short_positions_and_yaml_fixtures():
    assert len(SHORT) >= 5
    assert len(list(GAME.rglob("*.yaml"))) >= 3 + len([n for n, _ in SHORT if n.endswith(".yaml")])


@pytest.mark.parametrize("name,state", FULL, ids=[n for n, _ in FULL])
def test_a_full_position_is_its_own_normal_form(name, state):
    assert core.normalize(state) == state


@pytest.mark.parametrize("name,state", SHORT, ids=[n for n, _ in SHORT])
def test_normalising_twice_is_normalising_once(name, state):
    once = core.normalize(state)
    assert once != state
    assert core.normalize(once) == once


@pytest.mark.parametrize("name", [n for n, _ in SHORT if n.startswith("short/")])
def test_normalize_json_is_accepted_by_every_command(name, tmp_path):
    src = GAME / name
    r = run("normalize", "--json", str(src))
    assert r.code == 0, r
    full = tmp_path / "full.json"
    full.write_text(r.out, "utf-8")
    fx = all_fixtures(src)[0]
    moves = [c["move"] for c in fx.cases if "move" in c]
    legal = run("legal-moves", "--json", str(full))
    assert legal.code == 0, legal
    for m in moves:
        a = run_forked("check", "--json", str(full), json.dumps(m))
        b = run_forked("check", "--json", str(src), json.dumps(m))
        assert a.code in (0, 1) and (a.code, a.out) == (b.code, b.out), (m, a, b)
    for argv in (["validate", str(full)], ["outcome", str(full)], ["show", str(full)],
                 ["normalize", str(full)]):
        r = run_forked(*argv)
        assert r.code == 0, (argv, r)
    assert json.loads(run("normalize", "--json", str(full)).out) == json.loads(full.read_text("utf-8"))


def test_a_name_the_catalog_lacks_is_bad_input_with_did_you_mean(tmp_path):
    p = tmp_path / "p.yaml"
    p.write_text("game: wow-tcg\nturn: alice\nstep: main\nplayers:\n"
                 "  - {name: alice, hero: Gorebelly, allies: [Guardian Stelhorn]}\n"
                 "  - {name: bob, hero: Warrax}\n", "utf-8")
    r = run("legal-moves", str(p))
    assert r.code == 2 and r.out == "", r
    assert "$.players[0].allies[0]" in r.err and "did you mean Guardian Steelhorn" in r.err, r


def test_the_catalog_answers_by_name():
    found = core.cards("wow-tcg", "steelhorn")
    assert [c["name"] for c in found] == ["Guardian Steelhorn"]
    assert found[0]["protector"] is True and found[0]["cannot_attack"] is True
    assert {c["type"] for c in core.cards("wow-tcg")} == {"hero", "ally", "ability", "weapon", "armor"}


def test_a_new_game_is_the_same_for_the_same_seed_and_legal():
    a = run("new", "wow-tcg", "--seed", "5", "--choice", "hero=Ta'zo")
    b = run("new", "wow-tcg", "--seed", "5", "--choice", "hero=Ta'zo")
    assert a.code == 0 and a.out == b.out, (a, b)
    state = json.loads(a.out)
    assert [p["hero"]["name"] for p in state["players"]][0] == "Ta'zo"
    assert [len(p["hand"]) for p in state["players"]] == [7, 7]
    assert [len(p["deck"]) for p in state["players"]] == [23, 23]
    assert core.validate(state) == []
    assert core.legal_moves(state)
    assert run("new", "wow-tcg", "--seed", "6").out != a.out


@pytest.mark.parametrize("options,path", [(["--players", "3"], "$.players"),
                                          (["--choice", "hero=Thrall"], "$.choices.hero[0]"),
                                          (["--choice", "deck=big"], "$.choices.deck")])
def test_a_bad_option_is_bad_input(options, path):
    r = run("new", "wow-tcg", *options)
    assert r.code == 2 and r.out == "" and path in r.err, r
