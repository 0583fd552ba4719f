"""The WebAssembly engine (issue 24): the same rules, run by SWI-Prolog's
WebAssembly build (swipl-wasm) under node from the web bundle, answer every
request of every bundled fixture byte for byte as the native engine does,
and `rulecheck test --engine wasm` prints and exits as the native run.

One node process answers the module's requests (pycli/wasm_engine.py); the two
limit tests start their own, with the limits set.
The bundle is built once, from the pinned and checked npm package
(pycli/npm.py: the tarball is cached in ~/.cache/rulecheck/npm).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES, GAMES, REPO, run, web_bundle

from pycli import core, engine, fixture_runner, wasm_engine, webbundle

MID = FIXTURES / "clash-of-decks" / "states" / "midgame.json"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The bundle, written as a user writes it: rulecheck web --build DIR."""
    web_bundle()                        # compiled once a run; --build copies it from the cache
    folder = tmp_path_factory.mktemp("web")
    r = run("web", "--build", str(folder), "--json")
    assert r.code == 0 and r.err == "", r
    report = r.json()
    assert report["folder"] == str(folder) and report["bytes"] == sum(report["files"].values())
    assert {"rulecheck.js", "rules.json", "rules.qlf", "swipl/swipl-web.wasm"} <= set(report["files"])
    return folder


@pytest.fixture(scope="module")
def wasm(bundle):
    w = wasm_engine.WasmEngine(bundle)
    yield w
    w.close()


def test_the_bundle_holds_the_pinned_runtime(bundle):
    assert webbundle.is_built(bundle)
    files = json.loads((bundle / "rules.json").read_text("utf-8"))
    assert "rulecheck.pl" in files and "rc_host.pl" in files and "clash-of-decks/game.pl" in files
    assert (bundle / "swipl" / "swipl-web.wasm").read_bytes()[:4] == b"\0asm"


def test_the_wasm_engine_is_swi_prolog_10(wasm):
    assert wasm.prolog_version().startswith("10")


def test_every_bundled_fixture_through_the_wasm_engine_byte_for_byte(wasm):
    """The fixture runner on the WebAssembly engine (as `rulecheck test
    --engine wasm fixtures` runs it): every reply the engine gave it is byte
    for byte the native engine's reply to the same request text, so the
    runner's results are the native run's, and every case passes. This is
    the suite's one run of every bundled fixture's cases (test_fixtures.py
    says why): a case that fails with the replies alike fails natively too."""
    seen: list[tuple[str, str, str]] = []
    ask = wasm.reply_text

    def recording(op: str, text: str) -> str:
        reply = ask(op, text)
        seen.append((op, text, reply))
        return reply

    wasm.reply_text = recording
    saved = engine._ENGINE
    engine._ENGINE = wasm
    try:
        results = fixture_runner.run_paths([FIXTURES])
    finally:
        engine._ENGINE = saved
        del wasm.reply_text
    assert {"cases", "rules"} <= {op for op, _, _ in seen}
    native = engine.engine()
    differ = [(op, text[:200], reply[:300], mine[:300])
              for op, text, reply in seen
              for mine in [native.reply_text(op, text)] if mine != reply]
    assert differ == [], differ[:3]
    failed = [f"{r['file']}: {r['case']}\n  expected: {r['expected']}\n  got:      {r['got']}" for r in results if not r["ok"]]
    assert len(results) > 1000 and failed == [], "failed on both engines alike:\n" + "\n".join(failed[:5])


def test_a_request_past_the_time_limit_is_the_native_limit_error(bundle):
    """The JavaScript host ends a request past its deadline (no signals in
    WebAssembly) and answers the limit error the native engine words."""
    env = dict(os.environ, RULECHECK_TIME_LIMIT="0.5")
    state = json.loads(MID.read_text("utf-8"))
    text = engine.request_text({"state": state, "steps": 100000, "seed": 1})
    line = json.dumps({"op": "playout", "text": text}) + "\n" + json.dumps({"op": "games", "text": "{}"}) + "\n"
    out = subprocess.run(["node", str(bundle / "node-host.js")], input=line, capture_output=True,
                         text=True, env=env, timeout=120).stdout.splitlines()
    assert json.loads(out[0])["ready"]
    assert json.loads(out[1]) == {"error": {"in": "request", "kind": "limit", "path": "$", "message":
                                            "the question took longer than the engine's time limit (0.5 s)"}}
    assert json.loads(out[2])["ok"] == core.games()      # a fresh engine answers on


def test_the_inference_limit_holds_in_webassembly_as_natively(bundle, monkeypatch):
    """call_with_inference_limit/3 on both hosts: the same request past the
    same limit gets the same reply text."""
    state = json.loads(MID.read_text("utf-8"))
    text = engine.request_text({"state": state})
    monkeypatch.setenv("RULECHECK_INFERENCE_LIMIT", "2000")
    native = engine.engine().reply_text("legal_moves", text)
    assert json.loads(native)["error"]["kind"] == "limit"
    line = json.dumps({"op": "legal_moves", "text": text}) + "\n"
    out = subprocess.run(["node", str(bundle / "node-host.js")], input=line, capture_output=True,
                         text=True, env=dict(os.environ), timeout=120).stdout.splitlines()
    assert out[1] == native


@pytest.mark.parametrize("op", ["legal_moves", "outcome", "validate", "normalize", "display", "show"])
def test_every_bundled_state_gets_the_same_bytes_from_api3(wasm, op):
    """The hosts are transports of api/3: on every bundled state, the
    WebAssembly engine's reply is the native engine's, byte for byte."""
    states = sorted((FIXTURES).glob("*/states/*.json"))
    assert states
    native = engine.engine()
    for path in states:
        text = engine.request_text({"state": json.loads(path.read_text("utf-8"))})
        assert wasm.reply_text(op, text) == native.reply_text(op, text), path


@pytest.mark.parametrize("method, python", [
    ("legalMoves", lambda s: core.legal_moves_page(s)),
    ("outcome", core.outcome),
    ("validate", core.validation),
    ("normalize", core.normalize),
    ("display", lambda s: core.display(s, None)),
])
def test_rulecheck_js_operations_answer_as_the_python_api(wasm, method, python):
    """Each operation of rulecheck.js asks what the Python API asks."""
    state = json.loads(MID.read_text("utf-8"))
    assert wasm.call(method, state) == {"ok": python(state)}


def test_rulecheck_js_check_apply_explain(wasm):
    state = json.loads(MID.read_text("utf-8"))
    page = core.legal_moves_page(state)
    for entry in page["moves"][:4]:
        move = entry["move"]
        assert wasm.call("check", state, move) == {"ok": core.check(state, move)}
        assert wasm.call("apply", state, move) == {"ok": core.applied(state, move)}
        assert wasm.call("explain", state, move) == {"ok": core.explain(state, move)}
        assert wasm.call("explain", state, move, {"brief": True, "seed": False}) == \
            {"ok": core.explain(state, move, brief=True, seed=False)}
    assert wasm.call("legalMoves", state, {"viewer": "alice"}) == \
        {"ok": core.legal_moves_page(state, viewer="alice")}
    # Names that are not ASCII: the WebAssembly host's decomposition table
    # (rc_host.pl) finds what library(unicode) finds natively.
    for query in ["pack hunt", "DÉJÀ VU", "Vetreiði", "ﬁre", "olé"]:
        assert wasm.call("cards", "flesh-and-blood", query) == {"ok": core.cards("flesh-and-blood", query)}, query
    assert wasm.call("rules", "clash-of-decks") == {"ok": core.rules("clash-of-decks")}


def test_rulecheck_js_searches_rules_filters_moves_and_tells_changes_as_the_engine(wasm):
    """The page's rule search, a filtered listing and apply's changes: the
    WebAssembly engine's answers are the native engine's (one ranking, one
    folding of words, the decomposition table standing for library(unicode))."""
    for query, game in [("go again", None), ("GÓ AGAIN", "flesh-and-blood"), ("защищ", "blood-bound"),
                        ("cd 201", "clash-of-decks"), ("ﬁre", None)]:
        payload = {"query": query, **({"game": game} if game else {})}
        assert wasm.call("request", "search_rules", payload) == {"ok": core.search_rules(query, game)}, query
    for rule_id in ("cd-201", "WOW-212", "CD-2011"):         # one rule, a retired ID, a near miss
        assert wasm.call("request", "rule", {"id": rule_id}) == \
            json.loads(engine.engine().reply_text("rule", engine.request_text({"id": rule_id}))), rule_id
    state = json.loads(MID.read_text("utf-8"))
    for player, card in [("bob", "Shaman"), (None, "b-shaman"), ("alice", None)]:
        payload = {"state": state, "limit": 1000, **({"player": player} if player else {}),
                   **({"card": card} if card else {})}
        assert wasm.call("request", "legal_moves", payload) == \
            {"ok": core.legal_moves_page(state, 1000, player=player, card=card)}
    move = core.legal_moves_page(state)["moves"][0]["move"]
    text = engine.request_text({"state": state, "move": move})
    assert wasm.reply_text("apply", text) == engine.engine().reply_text("apply", text)
    assert '"changes":' in wasm.reply_text("apply", text)


@pytest.mark.parametrize("game", GAMES)
def test_seeded_draws_are_the_same_on_both_hosts(wasm, game):
    """New positions and random play draw from the rules' own generator
    (rules.pl/rc_random.pl): SWI-Prolog 9.0's set_random/1 and 10.1's drew
    other numbers for the same seed."""
    for seed in (1, 2, 3):
        assert wasm.call("new", game, {"seed": seed}) == {"ok": core.new(game, seed)}, seed
    text = engine.request_text({"state": core.new(game, 1), "steps": 200, "seed": 5})
    assert wasm.reply_text("playout", text) == engine.engine().reply_text("playout", text)


def test_web_says_what_is_wrong_in_one_line(tmp_path):
    (tmp_path / "a-file").write_text("")
    r = run("web", "--build", str(tmp_path / "a-file" / "below"))
    assert r.code == 2 and r.out == "" and len(r.err.strip().splitlines()) == 1 and "a-file" in r.err, r
    r = run("test", "--engine", "java", str(MID))
    assert r.code == 2 and "unknown engine 'java'; the engines are: native, wasm" in r.err, r


def test_rulecheck_test_engine_wasm_prints_and_exits_as_the_native_run(tmp_path):
    """The command: its output and exit code are the runner's own, a failing
    fixture included."""
    fixtures = sorted((FIXTURES / "clash-of-decks" / "outcome").glob("*.json"))
    failing = tmp_path / "failing.json"
    failing.write_text(json.dumps({"title": "A wrong expectation: the midgame is not over", "rules": ["CD-307"],
                                   "state": json.loads(MID.read_text("utf-8")),
                                   "cases": [{"outcome": {"result": "won"}}]}), "utf-8")
    argv = [sys.executable, "-m", "pycli", "test", *map(str, fixtures), str(failing)]
    native = subprocess.run(argv, capture_output=True, text=True, cwd=REPO, timeout=300)
    theirs = subprocess.run([*argv, "--engine", "wasm"], capture_output=True, text=True, cwd=REPO, timeout=300)
    assert native.returncode == 1, native
    assert (theirs.returncode, theirs.stdout, theirs.stderr) == (native.returncode, native.stdout, native.stderr)


BAD = REPO / "tests" / "bad_inputs"
BAD_MANIFEST = json.loads((BAD / "manifest.json").read_text("utf-8"))


def _strict_json(path: Path):
    """The file's value, when it is JSON that both hosts read alike (no
    duplicate key, no number past a double); else None."""
    def pairs(items):
        keys = [k for k, _ in items]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate key")
        return dict(items)

    try:
        value = json.loads(path.read_text("utf-8"), object_pairs_hook=pairs,
                           parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    text = json.dumps(value)
    return value if json.loads(text) == value and "e+" not in text and "E" not in text else None


def _python(call, *args):
    try:
        return {"ok": call(*args)}
    except Exception as e:  # noqa: BLE001 - compared with the JS error's message
        return {"error": str(getattr(e, "message", e))}


def _js(wasm, method, *args):
    r = wasm.call(method, *args)
    return {"error": r["error"]["message"]} if "error" in r else r


def test_rulecheck_js_on_the_bad_inputs_answers_as_the_python_api(wasm):
    """The bad-input corpus (tests/bad_inputs) that is JSON: the same errors,
    path and words, from rulecheck.js as from the Python API."""
    mid = json.loads(MID.read_text("utf-8"))
    compared = 0
    for entry in BAD_MANIFEST["states"]:
        state = _strict_json(BAD / entry["file"])
        if state is None:
            continue
        compared += 1
        assert _js(wasm, "validate", state) == _python(core.validation, state), entry
        assert _js(wasm, "legalMoves", state) == _python(core.legal_moves_page, state), entry
    for entry in BAD_MANIFEST["moves"]:
        move = _strict_json(BAD / entry["file"])
        if move is None:
            continue
        compared += 1
        assert _js(wasm, "check", mid, move) == _python(core.check, mid, move), entry
    assert compared >= 40


def test_rulecheck_js_is_a_transport_of_api3(bundle):
    """rulecheck.js (issue 34): at most 200 lines, and no schema walker, no
    --as filtering and no answer shaping of its own: each operation is one
    request to the engine."""
    text = (bundle / "rulecheck.js").read_text("utf-8")
    assert len(text.splitlines()) <= 200
    for gone in ("schemaErrors", "anyOf", "depends_on_hidden", "hidden_moves", "prologNumber", "checks.filter"):
        assert gone not in text, gone


def test_a_lone_surrogate_is_bad_input_on_both_hosts(wasm):
    """Issue 36: rulecheck.js handed a string with half a surrogate pair to
    the engine, which answered "internal"; the engine now says where it is
    (SWI-Prolog 10's JSON reader refuses it, 9's reads it: both answer the
    same)."""
    mid = json.loads(MID.read_text("utf-8"))
    state = dict(mid, note=["ok", "x\ud800"])
    theirs = wasm.call("validate", state)
    assert theirs == {"error": {"kind": "input", "in": "state", "path": "$.note[1]",
                                "message": "holds a lone UTF-16 surrogate: not Unicode text"}}, theirs
    text = json.dumps({"state": state}, ensure_ascii=True)
    native = json.loads(engine.engine().reply_text("validate", text))
    assert native["error"] == {**theirs["error"]}


def test_rulecheck_js_show_is_show_json(wasm):
    state = json.loads(MID.read_text("utf-8"))
    for viewer in (None, "alice"):
        assert wasm.call("show", state, {"viewer": viewer}) == {"ok": core.shown(state, viewer)}


def test_rulecheck_js_passes_the_unknown_verdict_through(wasm):
    """Card text the engine does not model (Flesh and Blood, FAB-119): the
    unknown verdict, its text and the assumptions, as the Python API gives
    them (exit code 5 on the command line)."""
    state = {"game": "flesh-and-blood",     # texts not read: Earthlore Empowerment's, Scabskin Leathers', Bravo's (marked)
             "players": [{"name": "alice", "hero": {"name": "Bravo", "id": "a-hero", "text_read": False},
                          "arena": ["Earthlore Empowerment (red) [a-surge]"], "equipment": ["Scabskin Leathers [a-chest]"]},
                         {"name": "bob", "hero": "Rhinar"}]}
    for move, legal in (({"player": "alice", "action": "activate", "card": "a-surge", "ability": 0}, None),
                        ({"player": "alice", "action": "activate", "card": "a-chest", "ability": 0, "pitch": []}, True)):
        answer = core.check(state, move)
        assert answer["legal"] is legal and bool(answer.get("depends_on_text")) == (legal is None) and answer["assumptions"]
        assert wasm.call("check", state, move) == {"ok": answer}
        assert wasm.call("apply", state, move) == {"ok": core.applied(state, move)}
        assert wasm.call("explain", state, move) == {"ok": core.explain(state, move)}
    assert wasm.call("legalMoves", state) == {"ok": core.legal_moves_page(state)}
    assert wasm.call("validate", state) == {"ok": core.validation(state)}
