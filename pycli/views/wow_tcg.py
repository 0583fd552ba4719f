"""`rulecheck show` for the World of Warcraft TCG: each player's hero,
allies, weapons and armor with ready/exhausted marked, resources, hand and
graveyard, and the combat under way. The values the rules compute (which
characters have fatal damage, whose hero has fallen, the ATK each side of
a combat deals) come from the engine's display model (rules.pl/wow_tcg/
workflow.pl, display/3)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.table import Table

HIDDEN = "(hidden)"

STEPS = {
    "main": "outside combat",
    "propose": "combat: proposal",
    "attack": "combat: attack window",
    "protect": "combat: Protect Point",
    "defend": "combat: defend window",
    "damage": "combat: damage (armor)",
    "end": "end step",
    "wrap_up": "wrap-up",
}


def _name(card: Any) -> str:
    if not isinstance(card, dict):
        return escape(str(card))
    cid = str(card.get("id", "?"))
    name = card.get("name")
    return escape(f"{name} ({cid})" if name else cid)


def _cards_by_id(state: dict[str, Any]) -> dict[str, tuple[str, dict[str, Any]]]:
    """Every card in play or in a hand, by id, with its owner."""
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for p in state.get("players", []):
        owner = str(p.get("name", "?"))
        cards = [p.get("hero")] + list(p.get("allies", [])) + list(p.get("weapons", [])) \
            + list(p.get("armor", [])) + list(p.get("hand", []))
        for c in cards:
            if isinstance(c, dict) and "id" in c:
                found[str(c["id"])] = (owner, c)
    return found


def _label(cards: dict[str, tuple[str, dict[str, Any]]], cid: Any) -> str:
    if cid is None:
        return "-"
    entry = cards.get(str(cid))
    return _name(entry[1]) if entry else escape(str(cid))


def _status(card: dict[str, Any]) -> str:
    return "ready" if card.get("ready") else "[dim]exhausted[/]"


def _effects(effects: Any) -> str:
    """A card's or power's effects in short: "ready friendly weapon"."""
    if not isinstance(effects, list):
        return ""
    out = []
    for e in effects:
        if not isinstance(e, dict):
            continue
        words = [str(e.get("effect", "?"))]
        if e.get("effect") == "damage":
            words.append(str(e.get("amount", "?")))
        if e.get("target") == "self":
            words.append("self")
        else:
            if e.get("side"):
                words.append(str(e["side"]))
            words.append(str(e.get("target", "?")))
        out.append(" ".join(words))
    return "; ".join(out)


def _keywords(card: dict[str, Any]) -> str:
    marks = []
    if card.get("protector"):
        marks.append("Protector")
    if card.get("ferocity"):
        marks.append("Ferocity")
    power = card.get("power")
    if isinstance(power, dict):
        text = f"power {power.get('cost', 0)}" + (" +exhaust" if power.get("activate") else "")
        if _effects(power.get("effects")):
            text += f": {_effects(power.get('effects'))}"
        marks.append(text)
    return escape(", ".join(marks))


def _character_stats(card: dict[str, Any], model: dict[str, Any]) -> str:
    dmg = card.get("damage", 0)
    hp = card.get("health", 0)
    text = f"ATK {card.get('atk', 0)}  damage {dmg}/{hp}"
    if card.get("id") in model["fatal"]:
        text += " [bold red]FATAL[/]"
    return text


def _hand_card(card: Any) -> str:
    if not isinstance(card, dict):
        return "??"
    kind = card.get("type", "?")
    bits = [f"{kind} {card.get('cost', 0)}"]
    if kind == "ally":
        bits.append(f"{card.get('atk', 0)}/{card.get('health', 0)}")
    elif kind == "weapon":
        bits.append(f"ATK {card.get('atk', 0)} strike {card.get('strike_cost', 0)}")
    elif kind == "armor":
        bits.append(f"DEF {card.get('def', 0)}")
    if card.get("instant"):
        bits.append("instant")
    if _effects(card.get("effects")):
        bits.append(_effects(card.get("effects")))
    for k in ("protector", "ferocity"):
        if card.get(k):
            bits.append(k.capitalize())
    return f"{_name(card)} [dim]\\[{escape(', '.join(bits))}][/]"


def _player_table(model: dict[str, Any], p: dict[str, Any], turn: bool) -> Table:
    title = f"[bold]{escape(str(p.get('name')))}[/]" + ("  (turn player)" if turn else "")
    res = p.get("resources", {})
    title += f"  resources {res.get('ready', 0)} ready / {res.get('exhausted', 0)} exhausted"
    t = Table(title=title, title_justify="left", show_header=False, expand=False,
              box=None, padding=(0, 1))
    t.add_column("zone", style="bold", no_wrap=True)
    t.add_column("card", overflow="fold")
    t.add_column("stats", overflow="fold")
    t.add_column("state", overflow="fold")
    hero = p.get("hero", {})
    t.add_row("hero", _name(hero), _character_stats(hero, model),
              " ".join(x for x in (_status(hero), _keywords(hero)) if x))
    for a in p.get("allies", []):
        extra = [_status(a)]
        if not a.get("since_turn_start"):
            extra.append("new")
        if _keywords(a):
            extra.append(_keywords(a))
        t.add_row("ally", _name(a), _character_stats(a, model), " ".join(extra))
    for w in p.get("weapons", []):
        t.add_row("weapon", _name(w), f"ATK {w.get('atk', 0)}  strike cost {w.get('strike_cost', 0)}",
                  " ".join(x for x in (_status(w), _keywords(w)) if x))
    for r in p.get("armor", []):
        t.add_row("armor", _name(r), f"DEF {r.get('def', 0)}",
                  " ".join(x for x in (_status(r), _keywords(r)) if x))
    return t


def _hand_and_graveyard(p: dict[str, Any]) -> list[str]:
    hand = p.get("hand", [])
    lines = []
    if not hand:
        lines.append(" [bold]hand[/] (0): empty")
    elif all(c == HIDDEN for c in hand):
        lines.append(f" [bold]hand[/] ({len(hand)}): not seen")
    else:
        lines.append(f" [bold]hand[/] ({len(hand)}):")
        lines.extend(f"   {_hand_card(c)}" for c in hand)
    grave = p.get("graveyard", [])
    lines.append(f" [bold]graveyard[/] ({len(grave)}): "
                 + (escape(", ".join(str(g) for g in grave)) if grave else "-"))
    return lines


def _combat_lines(state: dict[str, Any], model: dict[str, Any]) -> list[str]:
    combat = state.get("combat")
    if not isinstance(combat, dict):
        return []
    cards = _cards_by_id(state)

    def who(cid: Any) -> str:
        entry = cards.get(str(cid))
        owner = f"{escape(entry[0])}'s " if entry else ""
        return owner + _label(cards, cid)

    step = str(state.get("step"))
    lines = [f"[bold]Combat[/] ({escape(step)} step)",
             f"  attacker  {who(combat.get('attacker'))}",
             f"  proposed defender  {who(combat.get('defender'))}"]
    prot = combat.get("protector")
    if prot:
        lines.append(f"  protector {who(prot)} defends instead")
    strikes = combat.get("strikes") or []
    if strikes:
        lines.append("  strikes   " + ", ".join(who(w) for w in strikes))
    readied = combat.get("readied") or []
    if readied:
        lines.append("  readied by an effect  " + ", ".join(who(c) for c in readied))
    if model.get("shielding"):
        lines.append(f"  deciding on armor  {escape(str(model['shielding']))}")
    prevented = combat.get("prevented") or {}
    for player, n in prevented.items():
        lines.append(f"  armor has prevented {n} combat damage to {escape(str(player))}'s hero")
    att = combat.get("attacker")
    dfd = prot or combat.get("defender")
    atks = model["combat_atk"]
    if att is None or dfd is None:
        gone = "attacker" if att is None else "defender"
        lines.append(f"  combat damage  none: the {gone} has left the combat")
    else:
        lines.append(f"  combat damage  {_label(cards, att)} deals {atks.get(str(att), '?')}; "
                     f"{_label(cards, dfd)} deals {atks.get(str(dfd), '?')} (before armor)")
    return lines


def render(state: dict[str, Any], model: dict[str, Any], console: Any, viewer: str | None) -> None:
    turn = state.get("turn")
    head = (f"[bold]World of Warcraft TCG[/]  {escape(str(turn))}'s turn  "
            f"{escape(str(state.get('phase')))} phase, "
            f"{escape(STEPS.get(str(state.get('step')), str(state.get('step'))))}")
    if viewer:
        head += f"  (as seen by {escape(viewer)})"
    console.print(head)
    placed = "placed" if state.get("resource_placed") else "not placed"
    console.print(f"{escape(str(turn))} has {placed} a resource this turn")
    holder = model.get("priority")
    console.print(f"priority: {escape(str(holder))}" if holder else "priority: no one (no window is open)")
    fallen = model["fallen"]
    if fallen:
        console.print("[bold red]" + escape(" and ".join(str(f) for f in fallen))
                      + ": hero with fatal damage; the game is over[/]")
    for p in state.get("players", []):
        console.print()
        console.print(_player_table(model, p, p.get("name") == turn))
        for line in _hand_and_graveyard(p):
            console.print(line)
    lines = _combat_lines(state, model)
    if lines:
        console.print()
        for line in lines:
            console.print(line)
