:- module(flesh_and_blood,
          [ % The game (rulecheck.pl names what each is)
            rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            action_rules/2,             % ?Action, ?RuleIds
            terminal_rule/1,            % ?RuleId
            retired_rule/3,             % ?Id, ?Successors, ?Note
            broken/4,                   % ?RuleId, +State, +Move, -Reason
            message//1,                 % +Reason
            candidate/2,                % +State, ?Move
            next//3,                    % +State0, +Move, -State
            outcome/2,                  % +State, -Outcome
            invalid/4,                  % ?RuleId, +State, -Path, -Reason
            repair/4,                   % +State, +Path, +Reason, -Repair
            move_fields/3,              % ?Action, ?Required, ?Optional
            move_text/3,                % +State, +Move, -Text
            move_text/4,                % +State, +Viewer, +Move, -Text
            card_named/5,               % +State, ?Id, -Name, -Place, -Facts
            % The judge's workflow
            moot/3,                     % ?RuleId, +State, +Move
            fact/4,                     % ?RuleId, +State, +Move, -Fact
            fix/4,                      % ?RuleId, +State, +Move, -Fix
            hidden/3,                   % +State, +Viewer, -Steps
            depends_on_hidden/4,        % +State, +Viewer, +Move, -Reason
            assumption/3,               % +State, -About, -Reason
            depends_on_text/4,          % +State, +Move, -About, -Reason
            allowed_by_text/5,          % +State, +Move, ?RuleIds, -About, -Reason
            answer_assumption/4,        % +State, +Move, -About, -Reason
            display/3,                  % +State, +Viewer, -Model
            inventory/2,                % +State, -Bag
            selfplay_bound/2,           % -MaxMoves, -MustEnd
            % Relations a judge asks about, exported for tests and explanations
            normalized/2,               % +State0, -State
            new_game/2,                 % +Options, -State
            legal_move_count/2,         % +State, -Count
            random_candidate/2,         % +State, -Move
            catalog_card/2,             % ?Key, ?Entry
            catalog_key/2,              % ?Key, ?Name
            catalog_unmodelled/1,       % +Entry
            card_props/2,               % +Card, -Props
            card_prop/3,                % +Card, ?Key, -Value
            actor/2,                    % +State, -Player
            priority_rule/1,            % ?RuleId
            priority_holder/2,          % +State, -Player
            may_play_now/4,             % +State, +Player, +CardId, +From
            may_activate_now/4,         % +State, +Player, +CardId, +Index
            game_over/2,                % +State, -Loser
            pitch_sequence_ok/3,        % +PitchValues, +Have, +Cost
            pitch_set/5,                % +HandCards, +Have, +Cost, -Set, -Points
            canonical_pitch_order/3,    % +HandCards, +Ids, -Ordered
            chain_damage/3              % +Power, +Defenses, -Damage
          ]).

/** <module> Flesh and Blood (seed 000)

Two heroes fight; a hero at 0 life loses.  A state is a JSON object
(rules.pl/flesh-and-blood/schema.json):

    game          "flesh-and-blood"
    format        "blitz" | "classic_constructed"
    turn          1, 2, ...: turns of the game so far (1 is the first turn)
    turn_player   whose turn it is
    phase         "start" | "action" | "end"
    priority      in the action phase: who may act now
    passes        in the action phase: 0, or 1 after one player has passed
                  (a second pass in succession ends the phase or step)
    activated     "CardId/AbilityIndex" of the abilities activated this turn
    conceded      the player who conceded (left out or null: nobody has)
    chain         null when the combat chain is closed, else
                  {"step": "layer" | "attack" | "defend" | "reaction" |
                   "damage" | "resolution", "links": [Link, ...]}: the
                  layer step while an attack waits on the stack (no link
                  yet when it has just opened)
    stack         the layers on the stack, the top one last ([] when
                  empty): {"kind": "card", "card": Card, "controller",
                  "from" ("arsenal" when played from there)} or
                  {"kind": "ability", "source": CardId, "controller",
                   "ability": Index, "type", "effect", "go_again"}
    effects       the effects of this turn waiting for the next attack
                  ([] when none): {"kind": "next_attack_power" |
                  "next_attack_go_again", "player", "amount", "source"}
    pending       a choice an effect waits for (choices.pl), left out when
                  none: {"choice": "arcane_damage" | "intimidate" |
                  "unless_pay" | "order" | "ward" | "bottom" |
                  "hand_to_bottom" | "roll" | "hand_to_deck" |
                  "destroy_for_go_again" | "reveal_top" |
                  "hand_to_shuffle" | "discard_to_search" |
                  "search_combo" | "hit_order" | "pitch_to_bottom" |
                  "equipment_counter" | "hit_discard" | "cost_check" |
                  "gain_name" | "name_card" | "banish_to_search" | "quell" |
                  "random_discard" | "revealed_top" |
                  "return_phoenix_flame" | "attack_discard_to_draw" |
                  "pay_for_power" | "discard_unless_pay" | "arsenal_to_bottom" |
                  "pay_or_dominate" | "cut_to_bottom" | "wager",
                  "player" (who answers),
                  "controller", "source": Card, "amount" | "cost" and
                  "damage", "layers" (order: the triggered effects to
                  order), "cards" (bottom: Inertia's cards; pitch_to_bottom:
                  the pitch zone's), "of" (ward:
                  the damage's kind), "then" (the
                  triggered effects still to resolve)}
    players       [Player, Player]

A Player is {"name", "life", "action_points", "resource_points" (chi points
counted in), "chi_points" (how many of them are chi points; absent: 0), "hero",
"weapons", "equipment", "arena" (tokens: auras and items), "deck" (top first), "hand", "arsenal", "pitch",
"graveyard", "banished"}; every zone but the hero is a list of cards.

A Link is {"attack": Card, "controller", "defender", "go_again": Bool,
"defending": [Card, ...], "damage": N (once dealt), "power_bonus": N (what
effects gave the attack, if any)}.

A Card is {"id", "name"?, "color"?, ...properties}: a card that names a
catalog card (catalog_card/2) has that card's printed values; properties
given in the state win over the catalog.  The properties are "type"
("action", "attack action", "instant", "attack reaction", "defense
reaction", "equipment", "weapon", "hero"), "cost", "pitch", "power",
"defense", "go_again", "additional_costs", "abilities", "life",
"intellect", "keyword_abilities" (the keywords of CR 8.3 the card has,
with their number: keywords_attack.pl).  Card text beyond them is outside
rulecheck's scope.

A move is {"player": P, "action": A, ...}:
    "pass"       start phase: begin the action phase; action phase: pass
                 (the second pass in succession resolves the top layer)
    "play"       card, from ("hand" | "arsenal" | "banished", the last
                 where an effect allows it), pitch (ids in the order
                 pitched), discard (ids, for additional costs)
    "activate"   card (hero, weapon, equipment or arena permanent), ability
                 (index), pitch; discard (ids, where its cost discards:
                 Rally the Rearguard, FAB-690); destroy (ids, where its
                 cost destroys an aura: Bloodtorn Bodice, FAB-1083)
    "defend"     cards (ids from hand and equipment), in the defend step
    "end_turn"   the end phase; arsenal (optional: a card id from hand)
    "prevent"    while arcane damage waits: cards (the Arcane Barrier,
                 Spellvoid and Quell permanents used, [] for none), pitch;
                 while damage waits for a quell choice: cards (the Quell
                 permanents used, card_texts_quell.pl), pitch
    "banish"     while an intimidate waits: card (from hand, drawn at random)
    "pay"        while Bloodrot Pox's payment waits: pitch; "decline": none;
                 while Flex's waits (FAB-739): pitch; "decline": none
    "order"      while triggered effects wait to be ordered: cards (each
                 once, in the order they resolve)
    "ward"       while damage waits for the Ward order: cards (the Ward
                 permanents, each once, in the order they apply)
    "bottom"     while Inertia's cards wait for their order: cards (the
                 hand and arsenal, each once, in the order they go to the
                 bottom of the deck); while Scour the Battlescape's choice
                 waits: cards (one card of the hand, or none)
    "roll"       while Barkbone Strapping's roll waits: result (1 to 6)
    "put"        while Stroke of Foresight's choice waits: card (from hand),
                 to ("top" | "bottom" of the deck); while Recoil's waits
                 (FAB-668): card (from the defending player's hand), to "top"
    "destroy"    while Refraction Bolters' choice waits: card (the Bolters);
                 "decline" (as for Bloodrot Pox): not
    "reveal"     while Nature's Path Pilgrimage's reveal of an unknown top
                 card waits: card (the top card), action_card (Bool)
    "shuffle"    while Hope Merchant's Hood's choice waits: cards (from
                 hand, any number)
    "discard"    while Katsu's choice waits: card (from hand, cost 0);
                 "decline": none; while a hit's discard waits (Pummel,
                 FAB-628): card (from the hand of the player who discards);
                 while a random discard waits (Monstrous Veil, Bare Fangs,
                 Wild Ride, Mini Meataxe, FAB-682): card (a known card of
                 the hand);
                 while Trade In's waits (FAB-737): card (from hand), or
                 "decline"
    "search"     while Katsu's search waits: card (a card with combo of
                 the deck), or none
    "first"      while the order of Whelming Gustwave's hit draw and
                 Katsu's effect waits: card (the attack or the hero)
    "counter"    while Buckling Blow's counter waits for its equipment: card
                 (an equipment of the damaged player's, FAB-626)
    "costs"      while a cost check waits (Blessing of Deliverance, FAB-539):
                 cards (the unknown cards it asks about with cost 3 or more)
    "name"       while Be Like Water's choice waits (FAB-643): name (one
                 of the choice's names), pitch; "decline": none; while
                 Mask of Many Faces' waits (FAB-645): name (a card's)
    "banish_search"  while Bonds of Ancestry's choice waits (FAB-646):
                 card (a card with combo of the graveyard), found (a
                 deck card of its name, or none); "decline": none
    "mode"       while the mode of a card just played waits (Twin Twisters,
                 FAB-666): mode (1 or 2, FAB-667)
    "return"     while a Phoenix Flame may be returned (Stoke the Flames,
                 Rise from the Ashes, FAB-734, FAB-736): card (FAB-735)
    "target"     while the target hero of a hit's arcane damage waits
                 (Herald of Ravages, FAB-762): card (a hero, FAB-763)
                 or of Red Hot's rupture damage (FAB-922): card (a hero,
                 FAB-923)
    "clash"      while a clash waits for a top card the position did not
                 show (FAB-853): none
    "wager"      while an attack may wager (FAB-864): none; "decline": none
    "concede"    either player, at any time while the game goes on

A played card or activated ability goes on the stack and its player
keeps priority; when both players pass in succession the top layer
resolves and the turn player has priority (FAB-208).  Combat keeps its
steps in the state: an attack added to the stack opens the layer step;
as it resolves, the attack step, then the defend step;
after the defenders, the reaction step runs until both players pass in
succession; damage is then dealt and the link resolves
(resolution step); two passes in succession there close the chain.

The game is written in the shape every rulecheck game has (docs/engine.md),
one file per concern:

    cards.pl       THE CARDS: the catalog (card_data.pl,
                                   generated by scripts/make_fab_cards.py)
                                   and a card's properties
    position.pl    reading the position
    moves.pl       the rules of each kind of move, its
                                   shape, and the moves a position offers
    rulebook.pl    each constraint rule with the relation
                                   that decides it and its violation
    effects.pl     what a move does, with its events; the outcome
    triggers.pl    permanents in the arena: the vocabulary of
                                   their text, their triggered effects
    keywords_defense.pl  the defending and damage-prevention
                                   keywords (CR 8.3)
    damage_source.pl  the source of damage (dsrc/2), carried to
                                   where damage is dealt and prevented
    choices.pl     the choices an effect leaves a player (arcane
                                   prevention, intimidate) and the moves
                                   that answer them
    tokens_created.pl  the one relation through which a text creates
                                   tokens in the arena, a batch at a time,
                                   and a replacement of that creation
    life_gained.pl the one relation through which a hero gains
                                   life, and what triggers on the gain
    card_owner.pl  a card's owner where another player holds
                                   it (its `owner`), and its graveyard and
                                   banished zone: the owner's
    permanents.pl  every real card as a permanent; what rulecheck
                                   models of a card's text
    arsenal_unread.pl  an unread text in the arsenal: an ability
                                   activated there, a mentor's (FAB-119)
    states.pl      what every reachable position satisfies
    workflow.pl    facts, fixes, hidden information
    display.pl     the display model (display/3)
    messages.pl    reasons and moves in words
    setup.pl       short positions (normalized/2) and new games (new_game/2)
    keywords_attack.pl  the attack keywords (dominate, overpower,
                                   piercing, phantasm) and the deck keywords
                                   (legendary, specialization)
    card_texts.pl  the texts of the cards judges meet (Frostbite,
                                   Command and Conquer, Dorinthea, ...) and
                                   arrows
    card_texts_katsu_bravo.pl  the texts of the Katsu Hero Deck's
                                   cards (combo, Scar for a Scar,
                                   Harmonized Kodachi)
    card_texts_katsu_rest.pl  the rest of the Katsu Hero Deck's
                                   texts (Flic Flak)
    card_texts_bravo.pl  the Bravo Hero Deck's last cards (Crush
                                   Confidence, Buckling Blow, Pummel,
                                   Blessing of Deliverance)
    card_texts_katsu_blitz.pl  the Katsu Blitz Deck's cards (Blossom
                                   of Spring, Fisticuffs, Descendent
                                   Gustwave, One-Two Punch, Be Like
                                   Water, Mask of Many Faces, Bonds of
                                   Ancestry)
    card_texts_benji_blitz.pl  the Benji Blitz Deck's texts (Salt the
                                   Wound, Soulbead Strike, Spring Load,
                                   Feisty Locals, Fleet Foot Sandals,
                                   Plunge, Benji, Silken Gi, Bleed Out)
    card_texts_quell.pl  Quell (Quelling Slippers): the quell choice,
                                   the destruction at the end phase
    card_texts_rhinar_blitz.pl  the Rhinar Blitz Deck's texts (Raw
                                   Meat, Smashback Alehorn, Lead with
                                   Power and Speed, Flat Trackers,
                                   Gauntlet of Might, the Beat Chest
                                   cards, Beast Mode, Ball Breaker,
                                   Mandible Claw, Monstrous Veil, Bare
                                   Fangs, Pack Call) and what a turn
                                   has seen
    card_texts_kayo.pl  the Kayo Blitz Deck's texts (Down But Not
                                   Out, Knucklehead, Wild Ride, Mini
                                   Meataxe, Rally the Rearguard, Rising
                                   Power) and Back Heel Kick
    card_texts_windup.pl  Agile Windup and Mighty Windup: an ability
                                   activated from the hand; Kayo and the
                                   power of a card off the combat chain
    card_texts_uzuri.pl  the Uzuri Blitz Deck's texts (stealth,
                                   the tokens a hit creates, Unmovable)
    card_texts_arakni.pl the Arakni Blitz Deck's texts (Virulent
                                   Touch, Spike with Bloodrot)
    card_texts_finish.pl  the last texts of four Blitz decks (Run
                                   into Trouble, Amulet of Ice, Oldhim
                                   and the prevention shield, Peace of
                                   Mind, Mask of Malicious Manifestations)
    card_texts_victor.pl the Victor Blitz Deck's texts (clash, Victor
                                   Goldmane, Miller's Grindstone)
    card_texts_victor_2.pl the Betsy Blitz Deck's (wager, Betsy)
    card_texts_kassai.pl the Kassai and Olympia Blitz Decks' texts
                                   (Warriors: tokens, draws, wagers)
    card_texts_kassai_2.pl Kassai and Hood of Red Sand (a cost that
                                   banishes from the graveyard)
    card_texts_boltyn.pl the Boltyn Blitz Deck's texts (charge, Boltyn,
                                   the hatchets, Gallantry Gold)
    card_texts_dromai.pl the Dromai Blitz Deck's texts (Sink Below,
                                   Healing Balm, Sweeping Blow, Lava Burst,
                                   the Cenipai, Ironhide Helm, Deep Blue, Dromai)
    card_texts_levia.pl the Levia Blitz Deck's texts (Blood Debt, the
                                   banished zone, 6 or more power banished)
    card_texts_levia_2.pl its last cards (Deadwood Rumbler, Lunartide
                                   Plunderer, Ebon Fold, Hooves, Blood Tribute)
    card_texts_singles.pl the last cards of six decks (Take it on the
                                   Chin, Parry Blade, Hurl, Uzuri, the mentors)
    card_texts_azalea.pl the Azalea Blitz Deck's texts (aim counters,
                                   Widowmaker, the arrows' tokens)
    card_texts_azalea_2.pl Azalea and Crow's Nest (the top card face
                                   up, an aim counter paid for)
    card_texts_lexi.pl  the Lexi Blitz Deck's texts (Lightning fusion,
                        Weave Lightning, ...)
    card_texts_dromai_2.pl the Dromai Blitz Deck's transforms (an ash
                                   into an Aether Ashwing)
    card_texts_finish2.pl Lady Barthimont (the Levia Blitz Deck's last
                                   card) and Ash (Dromai's token)
    card_texts_riptide.pl the Riptide Blitz Deck's last cards (the traps,
                                   Searing Shot, Hemorrhage Bore, Driftwood Quiver)
    card_texts_finish3.pl the last cards of the Dromai, Riptide and Prism
                                   Blitz Decks that it reads (Red Hot, ...)
    card_texts_lexi_2.pl the Lexi Blitz Deck's last cards (a hit's
                                   damage, Frazzle, Mark of Lightning, Shiver,
                                   Lexi, Shock Striker) and Electrify
    card_texts_chane.pl the Chane Blitz Deck's texts (played from the
                                   banished zone, 'non-attack' actions played)
    card_texts_chane_2.pl its last cards (Unhallowed Rites, Spew Shadow,
                                   Lord Sutcliffe)
    card_texts_aurora.pl the Aurora Blitz Deck's texts, and the Runeblade and
                                   Lightning cards Oscilio and Florian share
    card_texts_aurora_2.pl Blast to Oblivion (an instant on its chain link
                                   returns an aura)
    card_texts_fang.pl  the Fang Blitz Deck's texts (dagger attacks,
                        Draconic chain links, Marked, Smoke Out, Fang)
    card_texts_fang_2.pl its last cards (Coat of Allegiance, Vow of
                        Vengeance, Fire and Brimstone, Fealty, Obsidian
                        Fire Vein, attacking a marked hero)
    card_texts_nuu.pl the Nuu Blitz Deck's texts (ephemeral, Fang Strike,
                                   Slither, ...)
    card_texts_cindra.pl the Cindra Blitz Deck's texts (Grow Claws, Dragon
                                   Power, Fire Tenet, Put in Context, ...)
    card_texts_briar.pl the Briar Blitz Deck's texts (Entwine Earth, Weave
                                   Earth, Rites of Lightning, Flash, ...)
    card_texts_florian.pl the Florian and Verdance Blitz Decks' texts
                                   (Bruised Leather, Fruits of the Forest,
                                   Rotwood Reaper, Strong Yield, ...)
    card_texts_growth.pl the heroes of those decks: Florian (every
                                   aura token created one more) and
                                   Verdance (a life gain's arcane damage)
    card_texts_finish4.pl the last cards of five Blitz decks (Snap Shot:
                                   bows' abilities again, as instants;
                                   Soul Reaping's alternative cost)
    card_texts_web.pl the Arakni, Web of Deceit Blitz Deck's texts (Red
                                   Alert Vest, Back Stab, Reaper's Call, ...)
    card_texts_cindra_2.pl its last cards (Tag the Target, Hot on Their
                                   Heels, Mark with Magma, Cindra)
    card_texts_nuu_2.pl more of the Nuu Blitz Deck (a blue card played,
                                   Rising Tide, Gravekeeping, the Bonds)
    card_texts_hunted.pl the Arakni Hunted Blitz Deck's texts (contracts,
                                   Hunted or Hunter, Leap Frog Slime Skin,
                                   Cut to the Chase, Arakni, Shred,
                                   Starting Point, Up Sticks and Run)
    card_texts_oscilio.pl the Oscilio Blitz Deck's texts (Sigil of
                                   Forethought, Ink-lined Cloak, Twinkle
                                   Toes, an instant card played)
    card_texts_enigma.pl the Enigma Blitz Deck's texts (Second Tenet of
                                   Chi: Tide, Big Blue Sky, Moon Chakra,
                                   Spillover, the Illusionist auras
                                   entering, ...)
    card_texts_zen.pl the Zen Blitz Deck's texts (Crouching Tiger, its
                                   combos, the texts that create it or
                                   power it up, Mask of Wizened
                                   Whiskers, ...)
    card_texts_illusionist.pl Illusionist auras of the Enigma and Prism
                                   Blitz Decks (a Ward permanent leaving
                                   the arena, Waning Vengeance, ...)
    card_texts_arakni_agents.pl Arakni, Web of Deceit's texts (stealth
                                   against a marked hero; at the end
                                   phase, a random Agent of Chaos) and
                                   its agents' (return to the brood;
                                   the abilities of five of them)
    card_texts_cloaked.pl cloaked equipment, face down (private, no
                                   defending, its abilities not
                                   functional but those that turn it
                                   face up; Skywalker Keikoi, Aqua
                                   Seeing Shell, Waves of Aqua Marine,
                                   the Heirlooms of Rabbit and Tiger
                                   Hide, Uphold Tradition, Truths Retold)
    card_texts_hidden.pl face-down cards and searched decks (Koi
                                   Blessed Kimono: turned face up, the
                                   search for an Inner Chi)
    card_texts_shields.pl single cards left in several Blitz decks (Mask
                                   of Perdition)
    card_texts_wizard.pl Wizard and Elemental cards of the Florian,
                                   Oscilio and Verdance Blitz Decks
                                   (Perennial Aetherbloom, Pop the
                                   Bubble, Volzar, the Lightning Rod,
                                   Staff of Verdant Shoots, Arcane Shelter
                                   and its Sigils)
    card_texts_runeblade.pl Runeblade and Earth cards of the Briar,
                                   Florian and Verdance decks (Explosive
                                   Growth, Amulet of Earth, an Earth
                                   fusion recorded, Malefic Incantation,
                                   Rites of Replenishment)
    card_texts_transcend.pl transcend, and the Mystic instants that
                                   transcend (A Drop in the Ocean, Pass
                                   Over, Stir the Pot, ...)
    card_texts_meld.pl split-cards and meld: the side a split-card is
                                   played with, its type and cost;
                                   Arcane Seeds // Life, Pulsing Aether
                                   // Life
    card_texts_melds2.pl the split-cards with Shock: Burn Up // Shock
                                   (its delayed hit damage), Comet Storm
                                   // Shock (a target on each side)
    card_texts_auraweapons.pl Cosmo, Scroll of Ancestral Tapestry and
                                   Iris of Reality: auras that are
                                   weapons, their attacks
    card_texts_storm.pl Storm of Sandikai: a Dragon ally's attack
                                   (its attack-proxy on the chain, the
                                   ally staying in its arena)
    card_texts_source.pl texts that ask the source of damage (Oasis
                                   Respite: a shield for one source;
                                   Arcane Cussing: dealing or dealt damage)
    card_texts_macro.pl macros (a non-card object in a player's
                                   arena) and Sanctuary of Aria
    card_texts_chi.pl   chi points (Inner Chi pitched) and the {c} costs
                                   of the Mystic heroes' instants
    card_texts_leaves.pl Vengeful Apparition: its trigger as it leaves
                                   the arena, the next aura played as
                                   though it were an instant
    card_texts_merciful.pl Merciful Retribution: a trigger whenever an
                                   aura or attack action card is destroyed
    card_texts_nuu_3.pl Nuu: her attacks with stealth
                                   banish the action cards defending
                                   them as their chain link resolves
    card_texts_nuu_4.pl Nuu's instant: the top card of the opposing
                                   deck, banished if blue; blue cards
                                   of that banished zone played, their
                                   owner kept (card_owner.pl)
    card_texts_essence.pl Essence of Ancestry: Mind: its trigger as it
                                   leaves the arena, the next damage
                                   from a blue source prevented
    card_texts_briar_hero.pl Briar's hero text: an Embodiment of
                                   Earth the first time each turn an
                                   attack action card of hers deals
                                   damage to an opposing hero, an
                                   Embodiment of Lightning for her second
                                   'non-attack' action card of a turn
    card_texts_hand2.pl The Hand that Pulls the Strings: its attack
                                   reaction turns it face up in the
                                   arsenal; face up, the first attack
                                   with contract each turn has go again
                                   (+1 power against a Royal hero), and
                                   each end phase a Silver or the bottom
*/


:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(rulecheck_rules(rc_random), [random_below/2, random_member/2, random_permutation/2]).   % new games, random play; the same draws on every host
:- autoload(library(assoc), [list_to_assoc/2, put_assoc/4, get_assoc/3,   % short positions, and
                              empty_assoc/1, assoc_to_list/2]).          % compiling the catalog
:- use_module(rulecheck_rules(rc_util)).
:- use_module(rulecheck_rules(rc_display)).
:- use_module(rulecheck_rules(rc_legal), [reason_text/3]).
:- use_module(rulecheck_rules(rc_cards), [name_key/2, resolve_card/5, normalization_error/3, player_zone_card/4]).

:- discontiguous rule/5, broken/4, message//1, repair/4, invalid/4, effect//4, paid_choice/1, one_to_bottom/2.

:- include(cards).
:- include(position).
:- include(moves).
:- include(rulebook).
:- include(effects).
:- include(triggers).
:- include(keywords_defense).
:- include(damage_source).                    % the source of damage, where it is prevented (CR 8.5.3a)
:- include(choices).
:- include(choices_orders).                   % the orders a player chooses (FAB-630 ... FAB-634)
:- include(choices_controlled).               % the choices their player controls (FAB-120)
:- include(layer_fails).                      % a targeted layer whose target left (FAB-1540)
:- include(tokens_created).                   % the one relation through which a text creates tokens in the arena
:- include(life_gained).                      % the one relation through which a hero gains life
:- include(card_owner).                       % a card's owner where another player holds it (CR 1.3.1, 3.8.2)
:- include(permanents).
:- include(arsenal_unread).                   % an unread text in the arsenal: activated there, a mentor's (FAB-119)
:- include(states).
:- include(workflow).
:- include(display).
:- include(messages).
:- include(setup).
:- include(keywords_attack).
:- include(card_texts).
:- include(card_texts_katsu_bravo).
:- include(card_texts_bravo).
:- include(card_texts_rhinar_dorinthea).
:- include(card_texts_katsu_rest).
:- include(card_texts_katsu_blitz).
:- include(card_texts_benji_blitz).
:- include(card_texts_kayo).                    % the Kayo Blitz Deck (FAB-685 ...)
:- include(card_texts_prism).                   % the Prism Blitz Deck (FAB-750 ...)
:- include(card_texts_quell).                   % Quell (FAB-648 ... FAB-651)
:- include(card_texts_rhinar_blitz).            % the Rhinar Blitz Deck (FAB-670 ... FAB-684)
:- include(card_texts_fai).                     % the Fai Blitz Deck (FAB-730 ... FAB-749)
:- include(card_texts_windup).                  % Agile and Mighty Windup (FAB-790, FAB-791), Kayo (FAB-792 ... FAB-794)
:- include(card_texts_oldhim).                  % the Oldhim Blitz Deck (FAB-770 ... FAB-789)
:- include(card_texts_uzuri).                   % the Uzuri Blitz Deck (FAB-710 ...)
:- include(card_texts_arakni).                  % the Arakni Blitz Deck (FAB-726, FAB-800 ...)
:- include(card_texts_finish).                  % the last texts of four Blitz decks (FAB-692 ... FAB-699, FAB-704 ... FAB-706)
:- include(card_texts_fai_prism).               % the Fai and Prism Blitz Decks' last cards (FAB-742 ..., FAB-759 ...)
:- include(card_texts_victor).                  % the Victor and Betsy Blitz Decks (FAB-850 ...)
:- include(card_texts_victor_2).                % the Betsy Blitz Deck's wager (FAB-863 ... FAB-871)
:- include(card_texts_kassai).                  % the Kassai and Olympia Blitz Decks (FAB-820 ...)
:- include(card_texts_kassai_2).                % Kassai, Hood of Red Sand (FAB-840 ... FAB-842)
:- include(card_texts_boltyn).                  % the Boltyn Blitz Deck (FAB-880 ...)
:- include(card_texts_dromai).                  % the Dromai Blitz Deck (FAB-960 ... FAB-967)
:- include(card_texts_levia).                   % the Levia Blitz Deck (FAB-930 ...)
:- include(card_texts_levia_2).                 % the Levia Blitz Deck's last cards (FAB-945 ... FAB-954)
:- include(card_texts_singles).                 % the last unread cards of six Blitz decks (FAB-970 ...)
:- include(card_texts_azalea).                  % the Azalea Blitz Deck (FAB-900 ...)
:- include(card_texts_azalea_2).                % Azalea, Crow's Nest (FAB-919, FAB-920)
:- include(card_texts_finish2).                 % the Levia and Dromai Blitz Decks' last cards (FAB-990 ...)
:- include(card_texts_riptide).                  % the Riptide Blitz Deck's last cards (FAB-805 ...)
:- include(card_texts_lexi).                    % the Lexi Blitz Deck (FAB-843 ...)
:- include(card_texts_finish3).                 % the Dromai, Riptide and Prism Blitz Decks' last cards (FAB-922 ...)
:- include(card_texts_dromai_2).                % the Dromai Blitz Deck's transforms (FAB-968, FAB-969, FAB-981 ...)
:- include(card_texts_lexi_2).                  % the Lexi Blitz Deck's last cards, and Electrify (FAB-992 ...)
:- include(card_texts_chane).                   % the Chane Blitz Deck (FAB-1001 ...)
:- include(card_texts_chane_2).                 % the Chane Blitz Deck's last cards (FAB-1014 ...)
:- include(card_texts_aurora).                  % the Aurora Blitz Deck, with Oscilio's and Florian's shared cards (FAB-1061 ...)
:- include(card_texts_aurora_2).                % Blast to Oblivion (FAB-1087, FAB-1088)
:- include(card_texts_fang).                    % the Fang Blitz Deck (FAB-1031 ...)
:- include(card_texts_fang_2).                  % the Fang Blitz Deck, continued (FAB-1045 ... FAB-1051)
:- include(card_texts_nuu).                     % the Nuu Blitz Deck (FAB-1091 ...)
:- include(card_texts_cindra).                  % the Cindra Blitz Deck (FAB-1121 ...)
:- include(card_texts_briar).                   % the Briar Blitz Deck (FAB-1240 ...)
:- include(card_texts_florian).                 % the Florian and Verdance Blitz Decks (FAB-1270 ...)
:- include(card_texts_growth).                  % Florian's and Verdance's hero texts (FAB-1216 ...)
:- include(card_texts_finish4).                 % the last cards of five Blitz decks: Snap Shot, Soul Reaping (FAB-1101 ...)
:- include(card_texts_web).                     % the Arakni, Web of Deceit Blitz Deck (FAB-1200 ...)
:- include(card_texts_cindra_2).                % the Cindra Blitz Deck's last cards (FAB-1138 ...)
:- include(card_texts_nuu_2).                   % the Nuu Blitz Deck, continued (FAB-1141 ...)
:- include(card_texts_hunted).                  % the Arakni Hunted Blitz Deck (FAB-1170 ...)
:- include(card_texts_oscilio).                 % the Oscilio Blitz Deck (FAB-1310 ...)
:- include(card_texts_enigma).                  % the Enigma Blitz Deck (FAB-1340 ...)
:- include(card_texts_zen).                     % the Zen Blitz Deck (FAB-1360 ...)
:- include(card_texts_illusionist).             % Illusionist auras of the Enigma and Prism Blitz Decks (FAB-1440 ...)
:- include(card_texts_arakni_agents).           % Arakni, Web of Deceit and its Agents of Chaos (FAB-1500 ...)
:- include(card_texts_cloaked).                 % cloaked equipment, face down (FAB-1420 ...)
:- include(card_texts_hidden).                  % face-down cards and searched decks: Koi Blessed Kimono (FAB-1294 ...)
:- include(card_texts_shields).                 % single cards of several Blitz decks: Mask of Perdition (FAB-1520 ...)
:- include(card_texts_wizard).                  % Wizard cards of four Blitz decks (FAB-1480 ...)
:- include(card_texts_runeblade).               % Runeblade and Earth cards of the Briar, Florian and Verdance decks (FAB-1460 ...)
:- include(card_texts_transcend).               % transcend and the Mystic instants that do (FAB-1400 ...)
:- include(card_texts_meld).                    % split-cards and meld: the side played (FAB-1550 ...)
:- include(card_texts_melds2).                  % Burn Up // Shock, Comet Storm // Shock (FAB-1255 ...)
:- include(card_texts_auraweapons).             % Cosmo and Iris of Reality: auras that are weapons (FAB-1570 ...)
:- include(card_texts_storm).                   % Storm of Sandikai: a Dragon ally's attack, its attack-proxy (FAB-1489 ...)
:- include(card_texts_source).                  % texts that ask the source of damage: Oasis Respite, Arcane Cussing (FAB-1147 ...)
:- include(card_texts_macro).                   % macros in the arena, Sanctuary of Aria (FAB-1326 ...)
:- include(card_texts_chi).                     % chi points and {c} costs (FAB-1105 ...)
:- include(card_texts_leaves).                  % Vengeful Apparition: leaving the arena, the next aura as an instant (FAB-1181 ...)
:- include(card_texts_merciful).                % Merciful Retribution: an aura or attack action card destroyed (FAB-1371 ...)
:- include(card_texts_nuu_3).                   % Nuu's stealth links banish action defenders (FAB-1411)
:- include(card_texts_nuu_4).                   % Nuu's instant: the opposing deck's top card, blue cards of that banished zone (FAB-1412 ...)
:- include(card_texts_essence).                 % Essence of Ancestry: Mind: leaving the arena, the next blue damage prevented (FAB-1351 ...)
:- include(card_texts_briar_hero).              % Briar's hero text: the Embodiments of Earth and Lightning (FAB-1434 ...)
:- include(card_texts_hand2).                   % The Hand that Pulls the Strings: a mentor turned face up (FAB-1436 ...)
