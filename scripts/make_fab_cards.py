#!/usr/bin/env python3
"""Write Flesh and Blood's card catalog, rules.pl/flesh-and-blood/card_data.pl,
from the community's card library, the npm package @flesh-and-blood/cards
(MIT), at a pinned version.

    python3 scripts/make_fab_cards.py          # needs npm and node

The package is fetched with `npm pack` into the cache (pycli/npm.py, the
helper the web bundle uses too) and its tarball checked against the pinned integrity hash before anything in it is
read; its card list is read with node (the package is bundled JavaScript).
The data file holds facts only, one card_data/3 clause a printing: name,
colour, pitch, cost, power, defense, life, intellect, the printed types,
subtypes, classes, talents and keywords, the keyword abilities it has
unconditionally (`keyword_abilities`: each keyword printed as a paragraph of
its own, with its number, "Dominate", "Piercing 1"; a keyword the package
lists that the card's text grants on a condition or to another card is
text), the heroes a specialization names (`specializations`) and a hero's
moniker (`moniker`, CR 2.7.3), the formats it is legal in (Blitz
and Classic Constructed, the package's legal formats less its banned
ones), the rules' category of the card
(`type`), and what the rules read of the card's text, found here and not
shipped: go again when the card has it unconditionally (the keyword as a
paragraph of its own), every activated ability of a hero, weapon or
equipment written in the Comprehensive Rules' form "Type Limit -- Cost:
Effect", in printed order, with what the rules check of it (abilities():
an ability whose cost, limit or restriction they do not check is given
too, so that its index is the card's, and activating it is unknown), and
the additional costs of discarding a random card, Beat Chest, banishing a
random card from hand, putting a card from hand on the bottom of the
deck and revealing a card from hand of a cost (Demolition Crew); the
preconstructed Blitz decks the printing is in (`decks`, BLITZ_DECK); and `modelled` when the printing's text holds nothing beyond what
rulecheck models (modelled_paragraph()): every other printing's text is an
assumption of the answers about a position that holds it, or what makes
them unknown.  No card text is written but the printed cost of an ability
whose cost holds more than the rules check (`cost_text`, for the words of
the answer).  The file is committed: installing rulecheck needs neither
npm nor node.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from pycli import npm  # noqa: E402  (the one npm pack + sha512 helper)

PACKAGE = "@flesh-and-blood/cards"
VERSION = "3.8.6"
INTEGRITY = "sha512-njBfhJkQQL/452WabDhbg+ZtL3LsoLVoNOVtaqf0L8VssmFdjOceEV116x5Mxznw9a7JtkJgB6HZeqjbkstMJQ=="
# The package's license, as its package.json declares it (the tarball holds
# no LICENSE file): MIT, by its author.
COPYRIGHT = "Copyright (c) Phillip Manwaring (the package's author, package.json)"
MIT = """\
Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE."""

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "rules.pl" / "flesh-and-blood" / "card_data.pl"
REACH = ROOT / "rules.pl" / "flesh-and-blood" / "card_reach.pl"

COLOURS = {1: "red", 2: "yellow", 3: "blue"}

# The formats rulecheck knows, as the package names them and as a state does.
FORMATS = [("Blitz", "blitz"), ("Classic Constructed", "classic_constructed")]

# The preconstructed Blitz decks, as the package's sets name them: "<Hero>
# Blitz Deck", and the first sets' "<Hero> Hero Deck" (Welcome to Rathe's
# and Arcane Rising's hero decks, 40-card Blitz decks).  A printing lists
# those it is in (`decks`), for the coverage table (scripts/fab_coverage.py).
BLITZ_DECK = re.compile(r".+ (Blitz|Hero) Deck")

# The card's category, as the rules read it (cards.pl): the first of these
# the printed types hold decides.
CATEGORIES = [
    ("Hero", "hero"), ("Demi-Hero", "demi-hero"), ("Weapon", "weapon"),
    ("Action", None),                    # "attack action" or "action", by the Attack subtype
    ("Attack Reaction", "attack reaction"), ("Defense Reaction", "defense reaction"),
    ("Instant", "instant"), ("Equipment", "equipment"), ("Block", "block"),
    ("Resource", "resource"), ("Mentor", "mentor"), ("Token", "token"),
    ("Macro", "macro"), ("Companion", "companion"),
]


def fetch(tmp: Path) -> list[dict]:
    """The package's card list: npm pack, the integrity check, node."""
    try:
        npm.extract(npm.tarball(PACKAGE, VERSION, INTEGRITY), {"dist/index.js": tmp / "index.js"})
    except npm.PackageError as e:
        sys.exit(f"make_fab_cards: {e}")
    script = "process.stdout.write(JSON.stringify(require(process.argv[1]).cards))"
    js = subprocess.run(["node", "-e", script, str(tmp / "index.js")],
                        capture_output=True, text=True, check=True).stdout
    return json.loads(js)


def category(card: dict) -> str:
    types = card.get("types") or []
    for printed, cat in CATEGORIES:
        if printed in types:
            if cat is None:
                return "attack action" if "Attack" in (card.get("subtypes") or []) else "action"
            return cat
    if "Ally" in (card.get("subtypes") or []):
        return "ally"                    # the back faces of double-faced allies print no type
    raise ValueError(f"{card['name']}: no type rulecheck knows ({types})")


def paragraphs(card: dict) -> list[str]:
    return [p.strip() for p in (card.get("functionalText") or "").split("\n") if p.strip()]


def has_go_again(card: dict) -> bool:
    """The card itself has go again: the keyword is a paragraph of its own
    (a conditional "it gets go again" is card text)."""
    return any(p.lower() == "**go again**" for p in paragraphs(card))


# An activated ability as the Comprehensive Rules print it (CR 5.2): "Type
# Limit -- Cost: Effect", the type and limit in bold (a few printings leave
# the bold out: Flat Trackers), the limit once, twice or thrice per turn.
ABILITY = re.compile(r"^(\*\*)?(?P<limit>(?:Once|Twice|Thrice) per Turn )?"
                     r"(?P<type>Action|Instant|Attack Reaction|Defense Reaction)(\*\*)?"
                     r"\s*[-\u2013\u2014]+\s*(?P<cost>[^:]*):\s*(?P<effect>.*)$", re.I)


def keyword_abilities(card: dict) -> list[str]:
    """The keywords the card has unconditionally, as printed, with their
    number ("Dominate", "Piercing 1"): each a paragraph of its own, the way
    go again is read (has_go_again).  A keyword the package lists that the
    text grants on a condition ("If this has an aim counter, it has
    piercing 1") or to another card is card text, left out."""
    names = {k.lower(): k for k in (card.get("keywords") or [])}
    found = []
    for p in paragraphs(card):
        if attack_intimidate(card, p) and "intimidate" in names:
            if "Intimidate" not in found:
                found.append("Intimidate")
            continue
        m = re.fullmatch(r"\*\*([A-Za-z' -]+?)(?: (\d+))?\*\*", p)
        if m and m[1].lower() in names:
            k = names[m[1].lower()]
            kw = f"{k} {m[2]}" if m[2] else k
            if kw not in found:
                found.append(kw)
    return found


def attack_intimidate(card: dict, p: str) -> bool:
    """The paragraph p is "When this attacks (a hero), intimidate (them)."
    (or "When you attack with <name>, ..."): the intimidate happens as the
    attack card resolves and becomes attacking, as the keyword printed
    alone happens as a card resolves, so the card data gives both as
    Intimidate (FAB-528)."""
    text = p.replace(card["name"], "this")
    return bool(re.fullmatch(r"When (this attacks|you attack with this)( a hero)?, \*\*intimidate\*\*( them)?\.",
                             text))


def moniker(card: dict) -> str | None:
    """A hero's moniker (CR 2.7.3), which "[HERO] Specialization" names:
    the package's hero field, less the digits it adds to tell two heroes of
    one moniker apart ("Aurora2"); where that is no part of the card's name
    (the package's "Crackni" for "Arakni, Marionette"), the name before its
    comma."""
    hero = re.sub(r"\d+$", "", card.get("hero") or "")
    if not hero:
        return None
    return hero if hero in card["name"] else card["name"].split(",")[0]


def ability_cost(card: dict, printed: str) -> tuple[int, bool, bool]:
    """The part of an ability's printed cost the rules check: the resource
    points it needs ({r} each; an {x} may be 0), whether it destroys the
    card itself, and whether that is the whole cost (resource points,
    nothing (0), destroying the card: nothing else).  A cost of
    alternatives ("{r}{r} or destroy a Gold you control") needs none of
    its parts: nothing of it is checked."""
    text = printed.replace("*", "").strip().replace(card["name"], "this")
    if re.search(r"\bor\b", text, re.I):
        return 0, False, False
    cost, destroy, whole = 0, False, True
    for part in (s.strip().lower() for s in text.split(",")):
        if re.fullmatch(r"(\{r\}\s*)+", part):
            cost += part.count("{r}")
        elif part == "0":
            pass
        elif part == "destroy this":
            destroy = True
        elif re.fullmatch(r"(\{[rx]\}\s*)+", part):
            cost += part.count("{r}")                  # {x}{x}{r}: at least the {r}s
            whole = False
        else:
            whole = False
    return cost, destroy, whole


def abilities(card: dict) -> list[dict]:
    """Every activated ability of the card, in the card's printed order, so
    that an ability's index is what a judge counts on the card (CR 5.2).
    The rules check what they can of each: its type, its limit (once per
    turn), the resource points and "destroy this" its cost needs
    (ability_cost()), whether its effect is an attack, and go again.  Any
    other effect is "other", text rulecheck does not model.  An ability
    whose cost holds anything else (`cost_text`: the cost as printed, for
    the words of the answer), whose limit is twice or thrice per turn, or
    whose text restricts when it may be activated (`restricted`: "Activate
    this only if ...") is text rulecheck does not check either, whatever
    its effect: activating it depends on that text (FAB-119), unless it
    breaks a rule rulecheck checks (FAB-302: the resource points its cost
    names; FAB-307: an attack or not)."""
    found = []
    for p in paragraphs(card):
        m = ABILITY.match(p)
        if not m:
            continue
        cost, destroy, whole = ability_cost(card, m["cost"])
        effect = m["effect"].strip()
        limit = (m["limit"] or "none").strip().lower()
        # "Activate this only if ...", not an effect's "only" ("you may
        # only play cards that are Draconic"), which is its effect's text
        restricted = bool(re.search(r"\bActivate\b[^.]*\bonly\b", effect, re.I))
        # the ability is an attack ("**Attack**"), not a text about attack
        # cards ("Attack action cards ... cost you {r} less": Savage Sash)
        is_attack = bool(re.match(r"(\*\*Attack\*\*|Attack)(?!\s+\w)", effect))
        go_again = bool(re.search(r"\*\*Go again\*\*\s*$|Go again\*\*\s*$", effect, re.I))
        ability = {"type": m["type"].lower(), "limit": limit,
                   "cost": cost, "effect": "attack" if is_attack else "other",
                   "go_again": go_again, "destroy_self": destroy}
        if not whole:
            ability["cost_text"] = m["cost"].replace("*", "").strip()
        if restricted:
            ability["restricted"] = True
        found.append(ability)
    return found


def ability_checked(ability: dict) -> bool:
    """The rules check the ability's cost, limit and when it may be
    activated (abilities()): what it does is another matter (its effect)."""
    return ("cost_text" not in ability and not ability.get("restricted")
            and ability["limit"] in ("none", "once per turn"))


# "reveal a card in your hand with cost 2 or greater" (Demolition Crew), "...
# cost 1 or less" (Flock of the Feather Walkers): the card stays in hand.
REVEAL = r"reveal a card in your hand with cost (\d+) or (greater|less)"


def additional_costs(card: dict) -> list[dict]:
    """The additional costs the rules read (FAB-305)."""
    costs = []
    if "Beat Chest" in (card.get("keywords") or []):
        costs.append({"kind": "discard", "count": 1, "min_power": 6, "optional": True, "random": False,
                      "label": "Beat Chest: you may discard a card with 6 or more power"})
    text = " ".join(paragraphs(card)).replace(card["name"], "this")
    lead = r"[Aa]s an additional cost to play this,? "
    if re.search(lead + r"discard a random card", text):
        costs.append({"kind": "discard", "count": 1, "min_power": 0, "optional": False, "random": True,
                      "label": "discard a random card"})
    if re.search(lead + r"banish a random card from (your )?hand", text):
        costs.append({"kind": "banish", "count": 1, "min_power": 0, "optional": False, "random": True,
                      "label": "banish a random card from your hand"})
    if re.search(lead + r"put a card from your hand on the bottom of your deck", text):
        costs.append({"kind": "bottom", "count": 1, "min_power": 0, "optional": False, "random": False,
                      "label": "put a card from your hand on the bottom of your deck"})
    m = re.search(lead + REVEAL, text)
    if m:
        bound = {"min_cost": int(m[1])} if m[2] == "greater" else {"max_cost": int(m[1])}
        costs.append({"kind": "reveal", "count": 1, "min_power": 0, **bound, "optional": False,
                      "random": False, "label": f"reveal a card in your hand with cost {m[1]} or {m[2]}"})
    return costs


# The keyword paragraphs whose meaning the rules apply ("**Go again**"), and
# those that only constrain building a deck (no text in play): a printing
# whose text holds nothing else is modelled.  The keyword abilities the
# Comprehensive Rules define (issue 26, item 3) join the first set as the
# rules apply them.
# The keyword abilities the rules apply (keywords_attack.pl,
# keywords_defense.pl), printed alone or with their number ("Ward 3").
MODELLED_KEYWORDS = {"go again", "dominate", "overpower", "piercing", "phantasm",
                     "blade break", "battleworn", "temper", "guardwell", "ward",
                     "arcane barrier", "spellvoid", "intimidate", "quell"}
DECK_BUILDING_KEYWORDS = {"legendary"}


def modelled_paragraph(card: dict, p: str) -> bool:
    """The paragraph p of the card's text holds only what rulecheck models:
    a modelled keyword, a deck-building keyword (Legendary, a hero's
    Specialization), reminder text, an additional cost of FAB-305 (the
    whole paragraph), or an activated ability the data gives with an
    attack as its effect and every part checked (abilities(),
    ability_checked()); an ability whose effect is "other", or whose cost,
    limit or restriction rulecheck does not check, is text it does not
    model."""
    bold = re.fullmatch(r"\*\*([^*]+)\*\*", p)
    if bold and (re.sub(r" \d+$", "", bold[1]).lower() in MODELLED_KEYWORDS | DECK_BUILDING_KEYWORDS
                 or bold[1].endswith(" Specialization")
                 or (bold[1] == "Beat Chest" and "Beat Chest" in (card.get("keywords") or []))):
        return True
    if re.fullmatch(r"[*_]\(.*\)[*_]", p):
        return True
    if attack_intimidate(card, p):
        return True
    text = p.replace(card["name"], "this")
    if re.fullmatch(r"As an additional cost to play this,? (discard a random card|banish a random card from "
                    r"(your )?hand|put a card from your hand on the bottom of your deck|" + REVEAL + r")\.", text):
        return True
    if ABILITY.match(p) and category(card) in ("weapon", "equipment", "hero"):
        found = abilities({**card, "functionalText": p})
        bare = re.fullmatch(r"(\*\*Attack\*\*|Attack)(\. \*\*Go again\*\*)?\.?", ABILITY.match(p)["effect"].strip())
        return bool(found) and bool(bare) and all(a["effect"] == "attack" and ability_checked(a) for a in found)
    return False


def unmodelled(card: dict) -> bool:
    """The printing's text holds something rulecheck does not model: an
    answer about a position that holds it assumes that text changes
    nothing (FAB-119), or is unknown where it decides (FAB-120)."""
    return not all(modelled_paragraph(card, p) for p in paragraphs(card))


# What a card's text can touch (FAB-119): which answers the text rulecheck
# does not read could change.  Conservative patterns over the words of each
# paragraph (reminder text left out): when in doubt, anything.  Each kind is
#   restrict(K)  the text could forbid a move of kind K the rules allow
#                (a restriction, a cost more, an additional cost, a keyword
#                that limits the defenders),
#   permit(K)    the text could allow a move of kind K the rules forbid
#                (a permission, "as though", a cost less, "instead", an
#                additional time),
#   self(K)      the text could forbid playing (K play) or activating (K
#                activate) this card itself (its own cost, additional cost,
#                restriction, a target that may not exist),
#   self_allow(K) the text could allow playing or activating this card
#                itself where the rules forbid it ("you may play this ...",
#                "this costs {r} less"),
#   on(E)        the text acts on an event E: what the move does (play:
#                playing a card, activating, attacking; defend; turn: the
#                start or end of a turn or phase; resolve: damage, hits,
#                destruction; any: any event, or a static effect),
# K one of play, defend, activate, prevent, arsenal, other (the answers to a
# choice).  permanents.pl reads them (text_reach/2).
LEGALITY = ("play", "defend", "activate", "prevent", "arsenal", "other")
ANY = ({f"restrict({k})" for k in LEGALITY} | {f"permit({k})" for k in LEGALITY} | {"on(any)"})

# The keyword abilities a text names and what each touches: those the rules
# apply or that only build a deck, and the ones whose meaning is an effect of
# the card (combo, crush, ...).  Any other keyword could touch anything.
KEYWORD_REACH = {
    **{k: set() for k in ("legendary", "specialization", "essence", "universal")},
    **{k: {"restrict(defend)", "on(any)"} for k in ("dominate", "overpower")},
    **{k: {"restrict(play)", "permit(play)", "on(play)"} for k in ("boost", "fusion")},
    **{k: {"restrict(prevent)", "permit(prevent)", "on(any)"}
       for k in ("ward", "arcane barrier", "spellvoid", "arcane shelter")},
    **{k: {"on(any)"} for k in ("go again", "piercing", "phantasm", "intimidate", "blade break",
                                "battleworn", "temper", "guardwell", "combo", "crush", "opt", "mark",
                                "clash", "wager", "surge", "reprise", "blood debt", "the crowd cheers",
                                "the crowd boos",
                                # effects as the card resolves or as it is equipped (CR 8.3): they
                                # change what happens, not whether a move may be made
                                "stealth", "charge", "amp", "cloaked", "transcend", "transform",
                                "contract", "reload", "ephemeral", "rupture", "decompose")},
    # Beat Chest: the card's own optional additional cost (FAB-305): it allows
    # a discard as the card is played, and forbids nothing
    "beat chest": {"self_allow(play)", "on(play)"},
    # Freeze: a frozen object can't be played, its abilities can't be activated (CR 8.5.34)
    "freeze": {"restrict(play)", "restrict(activate)", "on(any)"},
    # Quell: prevention the card's controller may pay for (CR 8.3)
    "quell": {"restrict(prevent)", "permit(prevent)", "on(any)"},
}

OBJECTS = {
    "play": r"\bplay|\bpitch|action points?|\binstants?\b|\breactions?\b|\bcards? from (your|their|its owner's) "
            r"(banished zone|graveyard|deck|arsenal|hand)",
    "defend": r"\bdefen[cds]|\bblock|\bdominate|\boverpower",
    "activate": r"\bactivat|\babilit|\bweapon",
    "prevent": r"\bprevent|\bward\b|arcane barrier|spellvoid",
    "arsenal": r"\barsenal",
}
# A sentence about attacking as a move (a weapon's or an ally's attack, an
# attack played): "can't attack", "may attack an additional time".  "Your
# next attack gets +1{p}" or "the attack's controller" is no such sentence.
ATTACK_MOVE = (r"\b(can't|cannot|can not|can|may|must|only|to)\s+(\w+\s+){0,2}?attack\b|"
               r"\battack\w*\b[^.]*\b(additional time|again)\b|\bextra attack")
# With no object of a move, the words of a move all the same: a use, a
# payment, a choice (when in doubt, a restriction of anything).
MOVE_WORDS = r"\b(use|used|using|pay|pays|paid|choose|chooses|order|target\w*|priority|turn order)\b"
# A replacement effect (CR 6.4): "If X would ..., instead ...": it replaces
# an event, not a move, unless it names one (a play, a defence, ...).
REPLACEMENT = r"\bwould\b.*\binstead\b|\binstead\b.*\bwould\b"
# A cost made less (an allowance only) or more (a restriction only).
COST_LESS = r"(?<!or )\bless\b|\breduc|costs? (nothing|0)\b"
COST_MORE = r"(?<!or )\bmore\b|additional cost|costs? an additional|\bincrease"
# "instead deals that much plus 1", "instead create two": what an effect does,
# replaced (CR 6.4), not a move made or forbidden.
INSTEAD_EFFECT = r"\binstead,? (deals?|creates?|draws?|gains?|gets?|has|have|puts?|banish\w*|prevents?)\b"
# An optional additional cost ("As an additional cost to play this, you
# may banish ..."): playing the card without it is legal (it forbids
# nothing), and a move that pays it (a discard) may be one the rules do not
# read (it allows).
OPTIONAL_COST = r"additional cost to (play|activate) this,? you may\b"
# An activated ability's effect that outlasts the turn it was activated in
# (its activation is in the state's `activated` only this turn).
LASTING = (r"next turn|next action phase|next end phase|until (the )?(start|beginning|end) of (your|their|its|the) "
           r"next|rest of the game|\bcounters?\b|permanently|for as long|\bwhile\b|\bbecomes?\b|"
           r"\bgains? control|\bequip")
RESTRICT = (r"can't|cannot|can not|(?<!the )\bonly\b|\binstead\b|\badditional\b(?! times?\b)|\bmust\b|no longer|"
            r"\blose[s]? (all |its |their )?(abilit|keyword|go again|\w+ abilit)")
PERMIT = (r"\bmay (\w+ ){0,4}?(play|activat|attack|defend|pitch)|as though|\binstead\b|additional time|\brather than pay\b|"
          r"an additional|\bextra\b|\bcan (be )?(play|activat|attack|defend)|\bignore")
# A cost changed or added (not a card's cost as a property: "with cost 2 or less").
COST = (r"\bcosts? you\b|\{r\}\s*(less|more)\b|\b(less|more) to (play|activate)\b|additional cost|"
        r"\bcosts? (an additional|\{r\}|less|more|nothing|0 to)|reduc\w* (the |its |their )?costs?\b|"
        r"\bcost of (playing|activating)")
# A target: one that may not exist (any opposing target, a hero, a player: one always does).
TARGET = r"(?<!that )(?<!which )\btargets?\b"
ALWAYS_TARGET = r"(any|target) (opposing |another )?(target|hero|player)|target (opposing )?(hero|player)"
# A sentence about playing or activating this card alone: its own cost,
# additional cost or restriction ("As an additional cost to play this",
# "Activate this only if", "This costs {r} less").
SELF = (r"\b(to|may|can't|cannot|can|only) (play|activate) this\b(?! turn)|\bthis costs?\b|\b(play|activate) this only\b|"
        r"\brather than pay this(?:'s| card's)\b|"
        r"\bthis can't be (played|activated)|\bthis (can|may) (only )?be (played|activated)|"
        r"\bactivate this ability\b|\bthis ability costs?\b|\bthis ability (can|may|can't|cannot) (only )?be activated")
# A sentence about defending with this card alone ("This may only defend an
# attack if ...", "This can't defend", "this can't be used to defend").
SELF_DEFEND = (r"\bthis (may|can|can't|cannot|must) (only )?(defend|block|be used to defend)|"
               r"\bthis can only defend|\bdefend with this only")
TRIGGER = r"(once per turn effect\s*-+\s*)?(when|whenever|at the (beginning|start|end)|the first time|the next time|if this hits)\b"


def keyword_reach(card: dict, p: str) -> set[str]:
    """What the keywords the paragraph p names in bold touch (KEYWORD_REACH;
    a keyword not listed there: anything)."""
    keywords = {k.lower() for k in (card.get("keywords") or [])}
    found: set[str] = set()
    for span in re.findall(r"\*\*([^*]+)\*\*", p):
        word = re.sub(r"\s+(\d+|X)$", "", span.strip()).lower()
        kw = next((k for k in sorted(keywords, key=len, reverse=True)
                   if word == k or word.startswith(k + " ") or word.endswith(" " + k)), None)   # "Earth Fusion"
        if kw is not None:
            found |= KEYWORD_REACH.get(kw, ANY)
    return found


def plain(card: dict, text: str) -> str:
    """The words of a text: the card's name as "this", reminder text and
    bold marks left out, lower case."""
    text = text.replace(card["name"], "this")
    return re.sub(r"[*_]?\([^)]*\)[*_]?", " ", text).replace("*", "").strip().lower()


def sentence_reach(sentence: str, granted: bool = False) -> set[str]:
    """What one sentence restricts or allows (restrict(K), permit(K),
    self(K), self_allow(K)).  A granted text (in quotes: "gets 'This can't
    be prevented'") is about another card: never this card's own."""
    found: set[str] = set()
    objects = {k for k, pat in OBJECTS.items() if re.search(pat, sentence)}
    if re.search(ATTACK_MOVE, sentence):
        objects.add("activate")          # an attack an additional time is a weapon's or an ally's
        if not re.search(r"weapon|additional time", sentence):
            objects.add("play")
    if not granted and re.search(SELF_DEFEND, sentence):
        if re.search(RESTRICT, sentence):
            found.add("self(defend)")
        if re.search(PERMIT, sentence) and not re.search(r"\bonly\b", sentence):
            found.add("self_allow(defend)")
        return found
    if not granted and re.search(SELF, sentence):   # about playing or activating this card alone
        kinds = objects & {"play", "activate"} or {"play", "activate"}
        if re.search(r"\bthis ability\b|\bactivate this\b", sentence):
            kinds = {"activate"}
        if re.search(r"\brather than pay this(?:'s| card's)\b", sentence):
            kinds = {"play"}                # an alternative cost of playing it ("rather than pay this's {r} cost")
        if re.search(OPTIONAL_COST, sentence):     # it allows what a move pays with, forbids nothing
            return found | {f"self_allow({k})" for k in kinds}
        allows = bool(re.search(PERMIT, sentence) or re.search(COST_LESS, sentence))
        forbids = bool(re.search(RESTRICT, sentence) or re.search(COST_MORE, sentence)
                       or not re.search(COST, sentence) and not allows)
        if forbids:
            found |= {f"self({k})" for k in kinds}
        if allows:
            found |= {f"self_allow({k})" for k in kinds}
        return found
    sentence = re.sub(INSTEAD_EFFECT, " ", sentence)
    if not objects:
        if re.search(REPLACEMENT, sentence):
            return found                 # it replaces an event: what happens, not what may be done
        if not re.search(MOVE_WORDS, sentence) and not re.search(COST, sentence):
            return found                 # "can't gain {h}", "can't be destroyed": no move of a player
    for direction, words in (("restrict", RESTRICT), ("permit", PERMIT)):
        if re.search(words, sentence):
            found |= {f"{direction}({k})" for k in (objects or set(LEGALITY))}
    if re.search(COST, sentence):
        kinds = {"play", "activate"}
        if re.search(r"\bto activate\b|\bactivat", sentence) and not re.search(r"\bplay", sentence):
            kinds = {"activate"}
        elif re.search(r"\bplay", sentence) and not re.search(r"activat", sentence):
            kinds = {"play"}
        less, more = re.search(COST_LESS, sentence), re.search(COST_MORE, sentence)
        directions = ("permit",) if less and not more else ("restrict",) if more and not less else ("restrict", "permit")
        found |= {f"{d}({k})" for d in directions for k in kinds}
    return found


def text_reach(text: str, granted: bool = False) -> set[str]:
    """What each sentence of a text restricts or allows, a text granted in
    quotes read apart (sentence_reach())."""
    found: set[str] = set()
    for quote in re.findall(r'"([^"]*)"', text):
        found |= text_reach(quote, True)
        if ABILITY.match(quote.strip()):
            found.add("permit(activate)")   # an activated ability granted ("have 'Action - 0: Attack'"): it may be activated
    text = re.sub(r'"[^"]*"', " ", text)
    for sentence in re.split(r"(?<=[.!])\s+", text):
        found |= sentence_reach(sentence, granted)
    return found


def paragraph_reach(card: dict, p: str) -> set[str]:
    """What the paragraph p of the card's text can touch (see LEGALITY)."""
    return set().union(*paragraph_reaches(card, p))


def paragraph_reaches(card: dict, p: str) -> tuple[set[str], set[str]]:
    """What the paragraph p of the card's text can touch (see LEGALITY), as
    two sets: what it touches always, and what it touches only once an
    ability of the card was activated this turn (the effect of an activated
    ability, CR 5.2: it happens as the ability resolves, and an effect that
    lasts no longer than the turn ends with it).  An effect that outlasts
    the turn (LASTING) touches always."""
    text = plain(card, p)
    if not text:
        return keyword_reach(card, p), set()
    m = ABILITY.match(p)
    if m:                                # an activated ability: its cost and restriction, its effect
        effect = m["effect"]
        words = plain(card, effect)
        always: set[str] = set()
        if re.search(TARGET, re.sub(ALWAYS_TARGET, "", words)):
            always.add("self(activate)")  # a target that may not exist, chosen as it is activated
        own: set[str] = set()
        for sentence in re.split(r"(?<=[.!])\s+", re.sub(r'"[^"]*"', " ", words)):
            if re.search(r"\bactivate\b[^.]*\bonly\b|\bonly\b[^.]*\bactivate\b", sentence):
                always.add("self(activate)")     # "Activate this only if ..."
            if re.search(SELF, sentence):
                always |= sentence_reach(sentence)
        effect_reach = (keyword_reach(card, effect) | text_reach(words)) - always
        effect_reach |= {"on(any)"}
        if re.search(LASTING, words):
            return always | effect_reach, set()
        return always, effect_reach
    # an ability word or label keyword leading its ability ("**Unity** - When
    # this defends ...", "**Heavy** - If this is ..."): the ability is the
    # words that follow, read below
    label = re.match(r"\*\*([^*]+)\*\*\s*[-\u2013\u2014]+\s*(?=\S)", p)
    found = keyword_reach(card, p[label.end():] if label else p)
    text = plain(card, p[label.end():]) if label else text
    if re.match(TRIGGER, text):
        condition = re.split(r",", re.sub(r"^once per turn effect\s*-+\s*", "", text), maxsplit=1)[0]
        if re.search(r"defen[cds]|\bblock", condition):
            found.add("on(defend)")
        elif re.search(r"beginning|start of|end of|end phase|\bturn\b", condition):
            found.add("on(turn)")
        elif re.search(r"\bplay|\battack|activat|boost|pitch|discard|reveal|charge|banish", condition):
            found.add("on(play)")
        elif re.search(r"\bhit|damage|dealt|destroy|\bdies\b|life", condition):
            found.add("on(resolve)")
        else:
            found.add("on(any)")
    else:
        found.add("on(any)")
    if re.search(TARGET, re.sub(ALWAYS_TARGET, "", re.sub(r'"[^"]*"', " ", text))):
        found.add("self(play)")          # playing this needs a target that may not exist
    return found | text_reach(text), set()


REACH_ORDER = ([f"restrict({k})" for k in LEGALITY] + [f"permit({k})" for k in LEGALITY] +
               [f"on({e})" for e in ("play", "defend", "turn", "resolve", "any")] +
               [f"self({k})" for k in ("play", "defend", "activate")] +
               [f"self_allow({k})" for k in ("play", "defend", "activate")])


def reach(card: dict, unread_only: bool) -> list[str]:
    """What the card's text can touch: of the paragraphs rulecheck does not
    read (unread_only), or of the whole text (a card whose text a state
    marks unread, `text_read: false`), the effects of its activated
    abilities included (reaches())."""
    return sorted_reach(set().union(*reaches(card, unread_only)))


def reaches(card: dict, unread_only: bool) -> tuple[set[str], set[str]]:
    """What the card's text can touch, as paragraph_reaches() gives it:
    always, and once an ability of the card was activated this turn."""
    always: set[str] = set()
    activated: set[str] = set()
    for p in paragraphs(card):
        if re.fullmatch(r"[*_]\(.*\)[*_]", p):
            continue
        if unread_only and modelled_paragraph(card, p):
            continue
        a, b = paragraph_reaches(card, p)
        always |= a
        activated |= b
    return always, activated - always


def sorted_reach(found: set[str]) -> list[str]:
    return [k for k in REACH_ORDER if k in found]


def facts(card: dict) -> dict:
    f: dict = {"name": card["name"]}
    pitch = card.get("pitch")
    if pitch in COLOURS:
        f["color"] = COLOURS[pitch]
    for key in ("pitch", "cost", "power", "defense", "life", "intellect"):
        if isinstance(card.get(key), int):
            f[key] = card[key]
    if card.get("young"):
        f["young"] = True
    f["type"] = category(card)
    for key in ("types", "subtypes", "classes", "talents", "keywords"):
        if card.get(key):
            f[key] = list(card[key])
    kws = keyword_abilities(card)
    if kws:
        f["keyword_abilities"] = kws
    if card.get("specializations"):
        f["specializations"] = list(card["specializations"])
    if "Hero" in (card.get("types") or []) and moniker(card):
        f["moniker"] = moniker(card)
    formats = [ours for theirs, ours in FORMATS
               if theirs in (card.get("legalFormats") or []) and theirs not in (card.get("bannedFormats") or [])]
    if formats:
        f["formats"] = formats
    if has_go_again(card):
        f["go_again"] = True
    decks = sorted(s for s in (card.get("sets") or []) if BLITZ_DECK.fullmatch(s))
    if decks:
        f["decks"] = decks
    abs_ = abilities(card) if f["type"] in ("weapon", "equipment", "hero") else []
    if abs_:
        f["abilities"] = abs_
    adds = additional_costs(card)
    if adds:
        f["additional_costs"] = adds
    if not unmodelled(card):
        f["modelled"] = True             # the rarer of the two (134 printings of 4,682): the file stays small
    return f


def pl(value) -> str:
    """A Prolog term for a JSON value: strings as strings, dicts as dicts."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(pl(v) for v in value) + "]"
    if isinstance(value, dict):
        return "_{" + ", ".join(f"{k}:{pl(v)}" for k, v in value.items()) + "}"
    raise TypeError(value)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        cards = fetch(Path(tmp))
    entries = sorted((facts(c) for c in cards), key=lambda f: (f["name"], f.get("pitch", 0)))
    seen = set()
    for f in entries:
        key = (f["name"], f.get("color"))
        if key in seen:
            sys.exit(f"make_fab_cards: two printings named {key}")
        seen.add(key)
    license_lines = "\n".join("    " + line if line else "" for line in MIT.splitlines())
    head = f"""\
/*  Flesh and Blood: the card catalog, one card_data(Name, Colour, Facts)
    clause per printing (Colour is none for a card without a pitch value).

    GENERATED by scripts/make_fab_cards.py from the npm package
    {PACKAGE} {VERSION} ({INTEGRITY});
    do not edit by hand.  Facts only, no card text: {len(entries)} cards.

    The card data is the package's, under the MIT License:

    {COPYRIGHT}

{license_lines}
*/

:- encoding(utf8).

"""
    body = "".join(f"card_data({pl(f['name'])}, {pl(f['color']) if 'color' in f else 'none'}, "
                   f"{pl(f)}).\n" for f in entries)
    OUT.write_text(head + body, "utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(entries)} cards from {PACKAGE} {VERSION}")
    write_reach(cards)


def write_reach(cards: list[dict]) -> None:
    """card_reach.pl: what each printing's text can touch (reach()), of the
    paragraphs rulecheck does not read and of the whole text, one fact a
    printing whose text touches anything."""
    codes = {None: 0, "red": 1, "yellow": 2, "blue": 3}
    rows = []
    for c in cards:
        whole = reach(c, False)
        if whole:
            always, activated = reaches(c, True)
            rows.append((c["name"], codes[COLOURS.get(c.get("pitch"))], sorted_reach(always), whole,
                         sorted_reach(activated)))
    rows.sort(key=lambda r: (r[0], r[1]))
    head = f"""\
/*  Flesh and Blood: what each card's text can touch, one
    card_reach(Name, ColourCode, Unread, Whole) or card_reach(Name,
    ColourCode, Unread, Whole, Activated) fact a printing (ColourCode 0 for
    none, 1 red, 2 yellow, 3 blue): Unread of the paragraphs rulecheck does
    not read, Whole of its whole text (a card a state marks `text_read:
    false`; `same` when it is Unread), Activated of the effects of its
    activated abilities that rulecheck does not read, which act only once
    one was activated this turn (CR 5.2; an effect that outlasts the turn
    is in Unread); each a list of restrict(Kind), permit(Kind), on(Event),
    self(Kind) and self_allow(Kind), or `anything` for all the restrict,
    permit and on(any) (scripts/make_fab_cards.py, reaches(); permanents.pl
    reads them).  A printing without a fact has no text that touches
    anything.

    GENERATED by scripts/make_fab_cards.py from the npm package
    {PACKAGE} {VERSION}; do not edit by hand: {len(rows)} printings.
    Derived from the card data, under the MIT License (card_data.pl).
*/

:- encoding(utf8).

"""
    def term(kinds: list[str]) -> str:
        return "anything" if ANY <= set(kinds) and len(kinds) == len(ANY) else f"[{', '.join(kinds)}]"

    def row(n: str, code: int, u: list[str], w: list[str], a: list[str]) -> str:
        whole = "same" if u == w else term(w)
        if a:
            return f"card_reach({pl(n)}, {code}, {term(u)}, {whole}, {term(a)}).\n"
        return f"card_reach({pl(n)}, {code}, {term(u)}, {whole}).\n"

    body = "".join(row(*r) for r in rows)
    REACH.write_text(head + body, "utf-8")
    print(f"{REACH.relative_to(ROOT)}: {len(rows)} printings")


if __name__ == "__main__":
    main()
