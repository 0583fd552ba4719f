"""Hidden facts stay hidden (issue 36, item 2): under ``--as P`` an answer
tells nothing P cannot see, neither in its words nor by the rules it cites.

The property: over the bundled positions, every viewer and every move the
viewer's listing holds (and every fixture case's move), the answer ``check``
and ``explain`` give that viewer is the same for every way the cards he
cannot see could be.  Another way is made from the engine's own account of
what the viewer cannot see (``core.hidden_paths``, the game's hidden/3):
the values at those paths are shuffled among the paths of the same shape
(hidden hands and cards among hidden places, Blood Bound's hidden
characters among the players whose cards are face down, their clans, icons
and clues among the revealed ranks, the curse cards among their holders),
and a Blood Bound character whose card is face down may get other icons;
the position must still be valid.  What the viewer sees is thereby kept.

Everything goes through the Python API (docs/api.md), as `check --as` and
`explain --as` do.  Hypothesis draws the position, viewer, move and
reshuffle; the number of examples (25 a game) is kept to seconds, more
with RULECHECK_HIDDEN_EXAMPLES=N.
"""

from __future__ import annotations

import copy
import json
import os
import random
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import all_fixtures
from pycli import core

BB = "blood-bound"


@lru_cache(maxsize=None)
def _fixtures() -> tuple[Any, ...]:
    return tuple(fx for fx in all_fixtures() if isinstance(fx.state, dict))


@lru_cache(maxsize=None)
def _fixture_states() -> tuple[tuple[str, str, str], ...]:
    """(game, fixture name, state as JSON) of every bundled fixture."""
    return tuple((fx.game, fx.path.name, json.dumps(fx.state)) for fx in _fixtures())


@lru_cache(maxsize=None)
def _full(text: str) -> str | None:
    """The full position a fixture's state stands for, as JSON; None when
    it is not a valid position (a fixture of bad input)."""
    try:
        state = json.loads(text)
        return json.dumps(core.normalize(state)) if core.validation(state)["valid"] else None
    except Exception:  # noqa: BLE001 - a fixture of bad input
        return None


def _positions() -> tuple[tuple[str, str, str], ...]:
    """(game, fixture name, full state as JSON) of every bundled valid
    position (asks the engine of every fixture: for a sweep, not a test)."""
    return tuple((g, n, f) for g, n, t in _fixture_states() if (f := _full(t)) is not None)


@lru_cache(maxsize=None)
def _case_moves(name: str) -> tuple[str, ...]:
    for fx in _fixtures():
        if fx.path.name == name:
            return tuple(json.dumps(c["move"]) for c in fx.cases if isinstance(c.get("move"), dict))
    return ()


def _players(state: dict[str, Any]) -> list[str]:
    ps = state.get("players")
    if isinstance(ps, list):
        return [p["name"] if isinstance(p, dict) else p for p in ps]
    if isinstance(ps, dict):
        return sorted(ps)
    return []


def _get(value: Any, path: list[Any]) -> Any:
    for step in path:
        value = value[step]
    return value


def _has(value: Any, path: list[Any]) -> bool:
    """The path leads somewhere (a game may name a part the position
    leaves out: Clash of Decks' picks of a player who has picked none)."""
    try:
        _get(value, path)
        return True
    except (KeyError, IndexError, TypeError):
        return False


def _put(value: Any, path: list[Any], new: Any) -> None:
    for step in path[:-1]:
        value = value[step]
    value[path[-1]] = new


def _shape(path: list[Any]) -> tuple[Any, ...]:
    """A path with its indexes (and card ids) left open: the paths of one
    shape hold values of one kind."""
    return tuple("*" if isinstance(s, int) or (i and path[i - 1] == "cards" and path[0] == "cards") else s
                 for i, s in enumerate(path))


def reshuffled(state: dict[str, Any], viewer: str, rnd: random.Random) -> dict[str, Any]:
    """Another way the cards ``viewer`` cannot see could be, by what the
    engine says he cannot see: the values at hidden paths of one shape
    shuffled among them; in Blood Bound, a face-down character may also
    get other icons."""
    paths = [p for p in core.hidden_paths(state, viewer) if _has(state, p)]
    other = copy.deepcopy(state)
    groups: dict[tuple[Any, ...], list[list[Any]]] = {}
    for p in paths:
        groups.setdefault(_shape(p), []).append(p)
    for group in groups.values():
        values = [copy.deepcopy(_get(state, p)) for p in group]
        rnd.shuffle(values)
        for p, v in zip(group, values):
            _put(other, p, v)
    if state.get("game") == BB:
        for p in paths:
            if p[-1] == "character":
                ch = _get(other, p)
                if isinstance(ch, dict) and ch.get("clan") in ("rose", "beast") and rnd.random() < 0.5:
                    ch["icons"] = [rnd.choice(["rose", "beast", "unknown"]) for _ in range(2)]
    return other


#: What an answer says, less what legitimately names the position (none
#: of an answer to a move does: the move is the asker's own).
def _said(answer: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in answer.items() if k != "state"}, sort_keys=True, ensure_ascii=False)


def _answers(state: dict[str, Any], move: dict[str, Any], viewer: str) -> tuple[str, str]:
    return (_said(core.check(state, move, viewer=viewer)),
            _said(core.explain(state, move, viewer=viewer)))


def _valid_other(state: dict[str, Any], viewer: str, seed: int) -> dict[str, Any] | None:
    rnd = random.Random(seed)
    for _ in range(6):
        other = reshuffled(state, viewer, rnd)
        if other != state and core.validation(other)["valid"]:
            return other
    return None


def _games() -> list[str]:
    return sorted({g for g, _, _ in _fixture_states()})


@pytest.mark.parametrize("game", _games())
@settings(max_examples=int(os.environ.get("RULECHECK_HIDDEN_EXAMPLES", "25")), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_answers_to_a_viewer_do_not_turn_on_what_he_cannot_see(game: str, data: Any) -> None:
    positions = [p for p in _fixture_states() if p[0] == game]
    _, name, text = data.draw(st.sampled_from(positions), label="position")
    full = _full(text)
    if full is None:
        return
    state = json.loads(full)
    viewer = data.draw(st.sampled_from(_players(state)), label="viewer")
    seed = data.draw(st.integers(0, 2**16), label="seed")
    other = _valid_other(state, viewer, seed)
    if other is None:
        return
    listed = [json.dumps(m["move"]) for m in core.legal_moves_page(state, 200, viewer=viewer)["moves"]]
    moves = listed + list(_case_moves(name))
    if not moves:
        return
    move = json.loads(data.draw(st.sampled_from(moves), label="move"))
    assert _answers(state, move, viewer) == _answers(other, move, viewer), (name, viewer, move)


def _bb_state() -> dict[str, Any]:
    """bob, whose card ann cannot see, suffers the wound of ann's attack
    (icons beast, unknown: the Berserker)."""
    names = ["ann", "bob", "cat", "dan", "eve", "fay"]
    chars = [("rose", 1), ("beast", 7), ("rose", 4), ("beast", 2), ("rose", 6), ("beast", 5)]
    return {"game": BB,
            "players": [{"name": n, "character": {"clan": c, "rank": r}, "tokens": []}
                        for n, (c, r) in zip(names, chars)],
            "supply": {"rose": 13, "beast": 13, "unknown": 20}, "dagger": "ann",
            "pending": {"attacker": "ann", "target": "bob", "stage": "wound", "offers": [],
                        "intervener": None, "wounded": "bob", "source": "attack", "by": "ann",
                        "wounds": 1, "dagger_to": "bob"},
            "captured": None}


@pytest.mark.parametrize("token", ["rose", "beast", "unknown"])
def test_bb_affiliation_token_is_unknown_to_one_who_cannot_see_the_card(token: str) -> None:
    s = _bb_state()
    m = {"player": "bob", "action": "take_token", "token": token}
    for answer in (core.check(s, m, viewer="ann"), core.explain(s, m, viewer="ann")):
        assert answer["legal"] is None and "ann cannot see" in answer["depends_on_hidden"]
        assert "BB-402" not in json.dumps(answer)
    # the judge, and bob himself, see the card: the answer is given
    assert core.check(s, m)["legal"] is (token != "rose")
    assert core.check(s, m, viewer="bob")["legal"] is (token != "rose")


def test_bb_intervener_taking_an_affiliation_token_cites_only_what_the_viewer_sees() -> None:
    s = _bb_state()
    s["pending"].update(target="cat", intervener="bob", offers=["bob"])
    for token in ("rose", "beast"):
        m = {"player": "bob", "action": "take_token", "token": token}
        judge = core.check(s, m)
        ann = core.check(s, m, viewer="ann")
        assert ann["legal"] is False
        assert [v["rule"] for v in ann["violations"]] == ["BB-403"]
        assert ("BB-402" in [v["rule"] for v in judge["violations"]]) is (token == "rose")
        tree = core.explain(s, m, viewer="ann")
        assert "BB-402" not in [c["rule"] for c in tree["checks"]]
        assert "icons" not in json.dumps([c.get("facts") for c in tree["checks"]])


def test_bb_rank_token_explained_to_a_viewer_names_no_icon_and_no_character() -> None:
    s = _bb_state()
    m = {"player": "bob", "action": "take_token", "token": "rank"}
    tree = core.explain(s, m, viewer="ann")
    assert tree["legal"] is True
    def said(t: dict[str, Any]) -> str:
        return json.dumps([[c["facts"] for c in t["checks"]], [e["text"] for e in t["effects"]]])

    assert not any(w in said(tree) for w in ("Berserker", "icons", "rank 7"))
    judge = said(core.explain(s, m))
    assert "Berserker" in judge and "icons beast" in judge


def test_another_players_move_counts_the_cards_left_in_his_hand():
    """Flesh and Blood's words for a move name the cards it leaves in the
    mover's hand; told to another player (check, explain, the listing),
    they are counted, not named (the hand is a private zone, CR 3.0.4b):
    the listing and check under --as named the other player's hand."""
    state = {"game": "flesh-and-blood", "priority": "bob", "passes": 1,
             "players": [{"name": "alice", "hero": "Rhinar"},
                         {"name": "bob", "hero": "Rhinar", "equipment": ["Talismanic Lens"],
                          "hand": ["Sink Below (red)", "Command and Conquer"]}]}
    move = {"player": "bob", "action": "activate", "card": "talismanic-lens", "ability": 0}
    judge = core.check(state, move)["text"]
    assert "Sink Below (red), Command and Conquer (red) in hand" in judge, judge
    for viewer, seen in (("alice", "2 cards in hand"), ("bob", "Sink Below (red), Command and Conquer (red) in hand")):
        assert seen in core.check(state, move, viewer=viewer)["text"], viewer
        assert seen in core.explain(state, move, viewer=viewer)["text"], viewer
        listed = [m["text"] for m in core.legal_moves_page(state, 100, viewer=viewer)["moves"]
                  if m["move"].get("action") == "activate"]
        assert listed and all(seen in t for t in listed), (viewer, listed)


def _fab_short(name: str) -> dict[str, Any]:
    import yaml

    from conftest import FIXTURES
    text = json.dumps(yaml.safe_load((FIXTURES / "flesh-and-blood" / "short" / name).read_text())["state"])
    return json.loads(_full(text))


def _decks_swapped(state: dict[str, Any], mine: int, theirs: int) -> dict[str, Any]:
    """The position with alice's deck card at index mine and bob's at index
    theirs swapped: what neither player sees of the decks, changed."""
    other = copy.deepcopy(state)
    alice, bob = other["players"]
    alice["deck"][mine], bob["deck"][theirs] = bob["deck"][theirs], alice["deck"][mine]
    assert core.validation(other)["valid"]
    return other


def test_fab_pitch_zone_order_asked_whatever_the_hidden_decks_hold():
    """FAB-630: whether bob is asked to order his pitch zone as alice's
    turn ends turned on whether his deck held unknown cards, which alice
    cannot see (CR 4.4.3c: the order is hidden information; the deck's
    cards are hidden): his known card swapped with one of her unknown
    ones changed her answer to her own end_turn."""
    state = _fab_short("choice-pitch-zone-no-order.yaml")
    other = _decks_swapped(state, 1, 0)
    move = {"player": "alice", "action": "end_turn"}
    for viewer in ("alice", "bob"):
        assert _answers(state, move, viewer) == _answers(other, move, viewer), viewer


def test_fab_drones_order_asked_whatever_the_hidden_deck_holds():
    """FAB-633: whether bob is asked to order his Drones as the chain
    closes turned on whether his deck held unknown cards, which alice
    cannot see."""
    state = _fab_short("choice-drones-to-the-bottom-under-unknown.yaml")
    other = _decks_swapped(state, 0, 0)
    known = copy.deepcopy(state)
    known["players"][1]["deck"] = [{"id": f"b-known-{i}", "name": "Wrecker Romp", "color": "blue"}
                                   for i in range(len(state["players"][1]["deck"]))]
    move = {"player": "bob", "action": "pass"}
    for o in (other, known):
        assert core.validation(o)["valid"]
        assert _answers(state, move, "alice") == _answers(o, move, "alice")


def test_fab_katsu_hit_order_turns_on_no_card_its_player_cannot_see():
    """FAB-566: whether alice is asked to order Whelming Gustwave's draw and
    Katsu's effect turns on her deck's top card being one the position
    shows, which she cannot see: her explain of bob's pass told the
    waiting order with Sharpen Steel on top and no effects with an unknown
    card there. The event names the top card, so she is told neither."""
    state = _fab_short("card-katsu-whelming-gustwave-order.yaml")
    other = _decks_swapped(state, 0, 0)
    move = {"player": "bob", "action": "pass"}
    for viewer in ("alice", "bob"):
        assert _answers(state, move, viewer) == _answers(other, move, viewer), viewer
