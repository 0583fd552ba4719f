/*  Flesh and Blood: the texts of the Cindra Blitz Deck's cards.

    Part of game.pl, included after card_texts_dromai_2.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Blade Beckoner Plating: +1 defense while defending a weapon attack
      (FAB-1121, Parry Blade's reading, FAB-971; its Guardwell is
      FAB-523's);
    - Grow Claws and Grow Wings: +1 power, or go again, where a Draconic
      attack was the last attack this combat chain (FAB-1122; a Draconic
      chain link: draconic_chain_link/2, card_texts_fai.pl);
    - Dragon Power: when it attacks, if it is Draconic, +3 power
      (FAB-1123);
    - Fire Tenet: Strike First: when it attacks, its player's next
      Draconic attack this combat chain gets +1 power (FAB-1124);
    - Put in Context: it can only defend an attack with 3 or less base
      power (FAB-1125);
    - Display Loyalty: with 2 or more Draconic chain links, go again
      (FAB-730's reading) and, as it attacks, a Fealty token (FAB-1126);
    - Silver Talons: as it attacks, if it is Draconic, its player may
      have a dagger of theirs deal 1 damage to the attacked hero, the
      dagger then has hit and is destroyed (FAB-1127; the dagger_to_hero
      choice, a target or a decline move, FAB-1128; the damage, the hit
      and the destruction are Hurl's, FAB-972);
    - Burning Blade Dance: with 2 or more Draconic chain links, go again
      (FAB-730's reading) and, as it hits a hero, the same dagger damage
      (FAB-1129, the same choice);
    - Poisoned Blade: this combat chain, whenever a dagger its player owns
      hits a hero, that hero loses 1 life (FAB-1130);
    - Kunai of Retribution: its attack ({r}, once per turn, go again)
      costs also its destruction as the combat chain closes (FAB-1131);
    - Wrath of Retribution: it costs {r} less for each Draconic chain link
      its player controls; as it attacks, their daggers get +1 power and
      cost {r} less to activate this combat chain (FAB-1132);
    - Danger Digits: its attack reaction (destroy it) has a dagger of its
      player's not on the active chain link deal 1 damage to the
      defending hero, as Hurl's dagger (FAB-1133);
    - Leap Frog Leggings: when an opponent plays or activates an attack
      reaction, its player may add it to the active chain link as a
      defending card (FAB-1134; the leggings_defend choice, a target or a
      decline move, FAB-1135);
    - Art of the Dragon: Fire: as it attacks, if it is Draconic, 2 damage
      to any target its player chooses (FAB-1136; the dragon_fire_target
      choice, a target move, FAB-1137).

    The deck's other cards stay assumptions of the answers, or make them
    unknown (FAB-119); docs/games/flesh-and-blood.md says which and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, text_abilities/2,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2,
   choice_words//1, text_choice_words//2, move_words//3, rule_fact/4, fact_words//1, ward_damage_fits/3,
   targeting/4, legal_target/3, spec_words/2, text_ability_effect/1, ability_text_resolved//5, targeted_rule/2,
   allowed_by_text/5.

%   The texts read here (card_text_read/2):
%
%       defense_defending_weapon_attack(N)   Blade Beckoner Plating: "This
%                               gets +1{d} while defending a weapon
%                               attack. Guardwell" (FAB-1121; the
%                               relation is Parry Blade's, FAB-971)
%       last_attack_draconic(Gains)   Grow Claws: "If a Draconic attack
%                               was the last attack this combat chain,
%                               this gets +1{p}. Go again" (its go again
%                               is the keyword's); Grow Wings: "If a
%                               Draconic attack was the last attack this
%                               combat chain, this gets go again."
%                               (FAB-1122)
%       attack_if_draconic_power(N)   Dragon Power: "When this attacks,
%                               if it is Draconic, it gets +3{p}."
%                               (FAB-1123)
%       attack_next_draconic_power(N)   Fire Tenet: Strike First: "When
%                               this attacks, your next Draconic attack
%                               this combat chain gets +1{p}. Go again"
%                               (FAB-1124; its go again is the keyword's)
%       defends_only_base_power_at_most(N)   Put in Context: "This can
%                               only defend an attack with 3 or less base
%                               {p}." (FAB-1125)
%       go_again_with_draconic_links(N), draconic_links_attack_creates(N, Token)
%                               Display Loyalty: "If you control 2 or more
%                               Draconic chain links, this gets go again
%                               and \"When this attacks a hero, create a
%                               Fealty token.\"" (the go again: FAB-730,
%                               card_texts_fai.pl; the token: FAB-1126)
%       draconic_attack_may_dagger_damage(N)   Silver Talons: "When this
%                               attacks a hero, if it is Draconic, you
%                               may have target dagger you control deal 1
%                               damage to them. If damage is dealt this
%                               way, the dagger has hit. Destroy the
%                               dagger." (FAB-1127, FAB-1128)
%       go_again_with_draconic_links(N), draconic_links_hit_may_dagger_damage(N, D)
%                               Burning Blade Dance: "If you control 2 or
%                               more Draconic chain links, this gets go
%                               again and \"When this hits a hero, you may
%                               have target dagger you control deal 1
%                               damage to them. If damage is dealt this
%                               way, the dagger has hit. Destroy the
%                               dagger.\"" (FAB-730; FAB-1129, FAB-1128)
%       dagger_hits_life_loss(N)   Poisoned Blade: "Whenever a dagger you
%                               own hits a hero this combat chain, they
%                               lose 1{h}. Go again" (FAB-1130; its go
%                               again is the keyword's)
%       attack_destroyed_at_chain_close   Kunai of Retribution: "Once per
%                               Turn Action - {r}, destroy this when the
%                               combat chain closes: Attack. Go again"
%                               (FAB-1131; its ability: text_abilities/2)
%       costs_less_per_draconic_link, attack_daggers_power_cost_less(N)
%                               Wrath of Retribution: "Legendary. This
%                               costs {r} less to play for each Draconic
%                               chain link you control. When this
%                               attacks, daggers you control get +1{p}
%                               and cost {r} less to activate this combat
%                               chain. Go again" (FAB-1132; Legendary is
%                               the deck-building keyword's, go again the
%                               keyword's)
%       ability_dagger_off_link_damage(N)   Danger Digits: "Attack
%                               Reaction - Destroy this: Target dagger you
%                               control that isn't on the active chain
%                               link deals 1 damage to the defending hero.
%                               If damage is dealt this way, the dagger
%                               has hit. Destroy the dagger." (FAB-1133;
%                               its ability: text_abilities/2)
%       may_defend_on_attack_reaction   Leap Frog Leggings: "When an
%                               opponent plays or activates an attack
%                               reaction, you may add this to the active
%                               chain link as a defending card. Blade
%                               Break" (FAB-1134, FAB-1135; its Blade
%                               Break is FAB-520's)
%       draconic_attack_damage_any_target(N)   Art of the Dragon: Fire:
%                               "When this attacks, if it is Draconic,
%                               deal 2 damage to any target." (FAB-1136,
%                               FAB-1137)

card_text_read("Blade Beckoner Plating", defense_defending_weapon_attack(1)).
card_text_read("Grow Claws", last_attack_draconic([power(1)])).
card_text_read("Grow Wings", last_attack_draconic([go_again])).
card_text_read("Dragon Power", attack_if_draconic_power(3)).
card_text_read("Fire Tenet: Strike First", attack_next_draconic_power(1)).
card_text_read("Put in Context", defends_only_base_power_at_most(3)).
card_text_read("Display Loyalty", go_again_with_draconic_links(2)).
card_text_read("Display Loyalty", draconic_links_attack_creates(2, "Fealty")).
card_text_read("Silver Talons", draconic_attack_may_dagger_damage(1)).
card_text_read("Burning Blade Dance", go_again_with_draconic_links(2)).
card_text_read("Burning Blade Dance", draconic_links_hit_may_dagger_damage(2, 1)).
card_text_read("Poisoned Blade", dagger_hits_life_loss(1)).
card_text_read("Kunai of Retribution", attack_destroyed_at_chain_close).
card_text_read("Wrath of Retribution", costs_less_per_draconic_link).
card_text_read("Wrath of Retribution", attack_daggers_power_cost_less(1)).
card_text_read("Danger Digits", ability_dagger_off_link_damage(1)).
card_text_read("Leap Frog Leggings", may_defend_on_attack_reaction).
card_text_read("Art of the Dragon: Fire", draconic_attack_damage_any_target(2)).

                 /*******************************
                 *     BLADE BECKONER PLATING   *
                 *******************************/

rule('FAB-1121', effect, "Blade Beckoner Plating: +1 defense while defending a weapon attack",
     "Blade Beckoner Plating (its text read), while it defends a chain link whose attack is a weapon's (the attack-proxy of a weapon's ability: the link's attack has the type weapon), has 1 more defense (printed 1): the damage the link deals and what reads its defense count it, and an event says so as it is declared and as the link's damage is dealt (the relation is Parry Blade's, FAB-971: defends_weapon_attack). Defending an attack action card's attack it has its printed defense. As the chain closes its Guardwell (FAB-523) gives it -1 defense counters equal to its defense: its defense is 0 from then on either way.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Blade Beckoner Plating: \"This gets +1{d} while defending a weapon attack. Guardwell\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify defense), 1.4.3a (a weapon's attack is an attack-proxy with the weapon's properties: a weapon attack), 7.3.2a (public equipment permanents may be declared as defenders), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  weapon_defense_rule(+Card, -Rule) is det.
%
%   The rule whose reading gives Card its defense while defending a
%   weapon attack: FAB-1121 for Blade Beckoner Plating, else Parry
%   Blade's FAB-971 (card_texts_singles.pl's events cite it).

weapon_defense_rule(C, Rule) :-
    (   get_dict(name, C, "Blade Beckoner Plating")
    ->  Rule = 'FAB-1121'
    ;   Rule = 'FAB-971'
    ).

                 /*******************************
                 *    GROW CLAWS, GROW WINGS    *
                 *******************************/

rule('FAB-1122', effect, "Grow Claws, Grow Wings: +1 power, or go again, after a Draconic attack",
     "Grow Claws (its text read) gets +1 power, and Grow Wings go again, when the attack of the chain link before its own is Draconic (its card or weapon has the Draconic talent, or an effect made it Draconic this combat chain, FAB-732: draconic_chain_link): as its chain link opens, the link's power_bonus counts the power, or the link has go again (its controller gains an action point as it resolves), and an event says so. As the chain's first link, or after an attack that is not Draconic, it gains nothing: Grow Wings has no go again then (the go again the card data lists for it is this one); Grow Claws' go again is its keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Grow Claws: \"If a Draconic attack was the last attack this combat chain, this gets +1{p}. Go again\" Grow Wings: \"If a Draconic attack was the last attack this combat chain, this gets go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.4.1 (the words of combo: \"If [NAMES] was the last attack this combat chain\"), 7.0.3c (a chain link has the properties of its active-attack), 2.11.6b (Draconic is a talent supertype), 7.2.3 (an attack becomes a new chain link; the links before it stay on the chain until it closes), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The last attack this combat chain, for an attack on its own chain link, is the attack of the link before it, as for a combo (FAB-590): it cannot change while the link is open, so rulecheck applies the gain as the link opens.")).

%!  last_attack_draconic(+State, +Attack, -Gains:list) is semidet.
%
%   Attack's text is read here as last_attack_draconic(Gains) and the
%   chain link before Attack's (in State's combat chain) is Draconic
%   (FAB-1122).

last_attack_draconic(S, A, Gains) :-
    text_read_name(A, Name),
    card_text_read(Name, last_attack_draconic(Gains)),
    link_before_attack(S, A, Prev),
    draconic_chain_link(S, Prev).               % card_texts_fai.pl

%   link_before_attack(+State, +Attack, -Prev): Prev is the chain link of
%   State's combat chain just before the one whose attack is Attack.
link_before_attack(S, A, Prev) :-
    chain_open(S),
    card_id(A, AId),
    nextto(Prev, L, S.chain.links),
    link_attack(L, A1), card_id(A1, AId1), AId1 == AId,
    !.

%!  cindra_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain (an
%   effect that made it Draconic already taken, FAB-732): the power a
%   waiting Fire Tenet gives it and the effect its own makes (FAB-1124),
%   Dragon Power's (FAB-1123), and what follows a Draconic last attack
%   (FAB-1122).  card_texts_katsu_bravo.pl's deck_attack_text//4 calls
%   it.

cindra_attack_text(S0, Who, A, S) -->
    wrath_dagger_power(S0, Who, A, S0a),
    strike_first_taken(S0a, Who, A, S1),
    dragon_power_applied(S1, Who, A, S2),
    last_draconic_applied(S2, Who, A, S3),
    strike_first_made(S3, Who, A, S4),
    loyalty_token_made(S4, Who, A, S5a),
    poison_effect_made(S5a, Who, A, S5b),
    wrath_attack(S5b, Who, A, S5),
    talons_attack(S5, Who, A, S6),              % it may leave a choice
    dragon_fire_attack(S6, Who, A, S).          % it may leave a choice

last_draconic_applied(S0, Who, A, S) -->
    (   { last_attack_draconic(S0, A, Gains) }
    ->  (   { memberchk(power(N), Gains) }
        ->  link_power_gained(S0, Who, A, 'FAB-1122', last_draconic_power, _{}, N, S1)   % card_texts_benji_blitz.pl
        ;   { S1 = S0 }
        ),
        (   { memberchk(go_again, Gains) }
        ->  { active_link_replaced(S1, L0, L, S),
                  L = L0.put(go_again, true),
                  card_id(A, AId) },
            [ event('FAB-1122', last_draconic_go_again, _{player:Who, attack:AId}) ]
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

message(event(last_draconic_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains +~d power: a Draconic attack was the last attack this combat chain"-[L, F.power] ].
message(event(last_draconic_go_again, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gets go again: a Draconic attack was the last attack this combat chain"-[L] ].

                 /*******************************
                 *          DRAGON POWER        *
                 *******************************/

rule('FAB-1123', effect, "Dragon Power: +3 power when it attacks, if it is Draconic",
     "When Dragon Power (its text read) attacks, if it is Draconic (an effect made it so, FAB-732: Dragon Power is a Ninja card with no talent), it gets +3 power: the link's power_bonus counts it as the link opens, and an event says so. Not Draconic then, it gains nothing, whatever makes it Draconic later.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Dragon Power: \"When this attacks, if it is Draconic, it gets +3{p}.\" CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 7.2.3 (the attack becomes a chain link and the attack step begins: \"when this attacks\"), 7.0.3c (a chain link has the properties of its active-attack), 2.11.6b (Draconic is a talent supertype), 2.9 (power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Phoenix Flame's power (FAB-731).")).

dragon_power_applied(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_if_draconic_power(N)),
          last(S0.chain.links, L),
          draconic_chain_link(S0, L)
        }
    ->  link_power_gained(S0, Who, A, 'FAB-1123', draconic_attack_power, _{}, N, S)
    ;   { S = S0 }
    ).

message(event(draconic_attack_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks and is Draconic: it gets +~d power"-[L, F.power] ].

                 /*******************************
                 *   FIRE TENET: STRIKE FIRST   *
                 *******************************/

rule('FAB-1124', effect, "Fire Tenet: Strike First: its player's next Draconic attack this combat chain gets +1 power",
     "When Fire Tenet: Strike First (its text read) attacks, an effect waits for its player's next Draconic attack this combat chain ({kind: next_draconic_attack_power_this_chain, player, amount: 1, source, lasts: combat_chain}): the next attack of that player whose chain link opens Draconic (a card's or a weapon's with the Draconic talent, or made Draconic as its link opens, FAB-732) uses it up and gets +1 power (the link's power_bonus); an attack that is not Draconic leaves it waiting; Fire Tenet itself is not its next attack. The effect ends as the combat chain closes. Its go again is the keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Fire Tenet: Strike First: \"When this attacks, your next Draconic attack this combat chain gets +1{p}. Go again\" CR 6.6 (a triggered effect), 6.2.4 (a continuous effect on a future object applies to the next object that meets its specification), 7.0.2b (\"this combat chain\": the effect lasts until the chain closes), 7.0.3c (a chain link has the properties of its active-attack), 2.11.6b (Draconic is a talent supertype), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The effect is made once Fire Tenet attacks: its next attack is a later one.")).

%   strike_first_taken(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened; if it is Draconic, Player's effects waiting for their
%   next Draconic attack (made by a card other than Attack) are used up
%   and it gets their power (FAB-1124).
strike_first_taken(S0, Who, A, S) -->
    { card_id(A, AId),
      effects(S0, Es0),
      partition(next_draconic_power_effect(Who, AId), Es0, Mine, Rest)
    },
    (   { Mine \== [],
          last(S0.chain.links, L),
          draconic_chain_link(S0, L)
        }
    ->  { aggregate_all(sum(N), ( member(E, Mine), key_value(amount, E, 1, N) ), Sum),
          S1 = S0.put(effects, Rest)
        },
        link_power_gained(S1, Who, A, 'FAB-1124', next_draconic_power, _{}, Sum, S)
    ;   { S = S0 }
    ).

next_draconic_power_effect(Who, AId, E) :-
    get_dict(kind, E, "next_draconic_attack_power_this_chain"),
    key_value(player, E, Who, Who0),
    Who0 == Who,
    \+ ( get_dict(source, E, Src), Src == AId ).

%   strike_first_made(+S0, +Player, +Attack, -S)//: Attack, Fire Tenet:
%   Strike First, just attacked: its player's next Draconic attack this
%   combat chain gets +N power (FAB-1124).
strike_first_made(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_next_draconic_power(N)),
          card_id(A, AId)
        }
    ->  { add_effect(S0, _{kind:"next_draconic_attack_power_this_chain", player:Who, amount:N, source:AId, lasts:"combat_chain"}, S) },
        [ event('FAB-1124', next_draconic_power_made, _{player:Who, card:AId, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(next_draconic_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w's next Draconic attack this combat chain gets +~d power"-[L, F.player, F.amount] ].
message(event(next_draconic_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w is Draconic: it gets +~d power (Fire Tenet: Strike First)"-[L, F.power] ].

                 /*******************************
                 *         PUT IN CONTEXT       *
                 *******************************/

rule('FAB-1125', constraint, "Put in Context defends only an attack with 3 or less base power",
     "Put in Context (its text read), a defense reaction, can only defend an attack with 3 or less base power (the printed power of the attack's card, or of the weapon whose attack it is; what effects add to it does not count): while the active chain link's attack has 4 or more base power, playing Put in Context (from hand or arsenal) breaks this rule (CR 7.4.2c), and if it is about to resolve while the attack has 4 or more base power it fails to resolve and goes to its owner's graveyard (CR 7.4.2d). An attack with no printed power (0 is a value) has base power 0.",
     ruling("",
            "Put in Context: \"This can only defend an attack with 3 or less base {p}.\" CR 1.0.2a (\"only\" is a restriction), 2.9.2 (the printed power defines the base power), 1.4.3a (a weapon's attack is an attack-proxy with the weapon's properties), 7.4.2c (a defense reaction card cannot be played if a rule or effect would prevent the player from defending with that card), 7.4.2d and 5.3.2c (a defense reaction that cannot become a defending card fails to resolve), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  base_power_too_high(+State, +Card, -Attack, -Base:integer, -Max:integer) is semidet.
%
%   Card's text restricts what it defends to an attack with Max or less
%   base power, and the active chain link's Attack has Base, more
%   (FAB-1125).

base_power_too_high(S, C, A, Base, Max) :-
    text_read_name(C, Name),
    card_text_read(Name, defends_only_base_power_at_most(Max)),
    active_link(S, L),
    link_attack(L, A),
    (   card_prop(A, power, B0), integer(B0) -> Base = B0 ; Base = 0 ),
    Base > Max.

broken('FAB-1125', S, M, base_power_too_high(C, A, Base, Max)) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    get_dict(card, M, Id),
    ( card_in(P, hand, Id, C) ; card_in(P, arsenal, Id, C) ),
    base_power_too_high(S, C, A, Base, Max).

moot('FAB-1125', S, _) :-
    \+ ( active_link(S, L), link_attack(L, A), card_prop(A, power, B), integer(B),
         card_text_read(_, defends_only_base_power_at_most(Max)), B > Max ).

message(base_power_too_high(C, A, Base, Max)) -->
    { card_label(C, CL), card_label(A, AL) },
    [ "~w can only defend an attack with ~d or less base power, and ~w has ~d base power: it cannot be played (CR 7.4.2c)"-[CL, Max, AL, Base] ].
message(event(base_power_reaction_fails, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w fails to resolve and goes to ~w's graveyard: it can only defend an attack with ~d or less base power, and ~w has ~d (CR 7.4.2d)"-[L, F.player, F.max, AL, F.base] ].

                 /*******************************
                 *        DISPLAY LOYALTY       *
                 *******************************/

rule('FAB-1126', effect, "Display Loyalty: with 2 or more Draconic chain links, a Fealty token as it attacks",
     "When Display Loyalty (its text read) attacks (its chain link opens) while its controller controls 2 or more Draconic chain links (draconic_links: its own counts, it is Draconic), a Fealty token is created in their arena (id: the attack's id and -fealty); with fewer, none. With 2 or more as its link resolves it has go again (FAB-730's reading, as Cinderskin Devotion's); with fewer none (the go again the card data lists for it is this one). The Fealty token's own text is not read here: it stays an assumption of the answers, or makes them unknown (FAB-119).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Display Loyalty: \"If you control 2 or more Draconic chain links, this gets go again and 'When this attacks a hero, create a Fealty token.'\" CR 5.4.7 (a static ability with a condition applies while it holds), 6.6 (a triggered effect: the granted ability triggers as it attacks), 7.2.3 (the attack becomes a chain link against the hero: it attacks a hero), 7.0.3c (a chain link has the properties and the controller of its active-attack), 2.11.6b (Draconic is a talent), 8.5.2 (create a token: it is produced in the arena, its creator's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Flock of the Feather Walkers' Quicken (FAB-553).")).

%   loyalty_token_made(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened: where its text creates a token as it attacks while its
%   player controls enough Draconic chain links, the token enters their
%   arena (FAB-1126).
loyalty_token_made(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, draconic_links_attack_creates(Min, Token)),
          draconic_links(S0, Who, Count),       % card_texts_fai.pl
          Count >= Min,
          card_id(A, AId),
          tokens_created(AId, Who, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-1126', token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
        tokens_more_made(Who, AId, More)
    ;   { S = S0 }
    ).

                 /*******************************
                 *   A DAGGER DEALS 1 DAMAGE    *
                 *******************************/

rule('FAB-1127', effect, "Silver Talons: as it attacks, if it is Draconic, its player may have a dagger of theirs deal 1 damage to the attacked hero",
     "When Silver Talons (its text read) attacks (its chain link opens, against the other hero), if it is Draconic then (an effect made it so, FAB-732: it is a Ninja card with no talent), its controller may have a dagger they control (a weapon with the subtype Dagger in their weapon zone, or attacking on a chain link of theirs: controlled_dagger) deal 1 damage to the attacked hero: the position waits for their choice (dagger_to_hero, its daggers in `cards`, `damaged_player` the attacked player): a target move naming one of the daggers (FAB-1128) has it deal the damage, as Hurl's dagger does (FAB-972: Ward, Quell and the prevention shields apply, their order or payment asked where it decides; if damage is dealt the dagger has hit, the texts rulecheck reads on a weapon's hit apply, and the damage counts for Bleed Out; then the dagger is destroyed); a decline move has none deal damage. Not Draconic, or with no dagger, nothing waits. Not handled: where another choice already waits as it attacks, none is asked and no damage is dealt, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Silver Talons: \"When this attacks a hero, if it is Draconic, you may have target dagger you control deal 1 damage to them. If damage is dealt this way, the dagger has hit. Destroy the dagger.\" CR 6.6 (a triggered effect; its condition is checked as it triggers), 7.2.3 (the attack becomes a chain link against the hero: it attacks a hero), 1.8.3a (an optional effect: its player chooses), 1.8.5 and 6.6.5 (a target declared as the triggered-layer is put on the stack; with no legal target it is not), 8.5.3 (deal damage), 7.5.5 (a hit; here the effect says the dagger has hit), 8.5.4 (destroy), 8.2.6 and 1.4.3a (a dagger is a weapon with the subtype Dagger), 7.0.3c and 2.11.6b (a Draconic attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the dagger is chosen, as it does Hurl's (FAB-972); choosing the dagger as it resolves rather than as it is put on the stack changes nothing, no dagger being able to leave in between.")).

rule('FAB-1128', constraint, "The dagger that deals the damage is one of its player's daggers",
     "A target move answering the dagger_to_hero choice (FAB-1127, FAB-1129) names one of the choice's `cards` that is still a dagger its player controls (a weapon with the subtype Dagger in their weapon zone, or attacking on a chain link of theirs); any other card breaks this rule. A decline move is always open: the player \"may\".",
     ruling("",
            "Silver Talons, Burning Blade Dance: \"you may have target dagger you control deal 1 damage to them\". CR 1.8.5 and 1.8.5a (a target is a legal object the effect names: a dagger its player controls), 1.8.3a (an optional effect), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1129', effect, "Burning Blade Dance: with 2 or more Draconic chain links, as it hits a hero its player may have a dagger of theirs deal 1 damage to them",
     "When Burning Blade Dance (its text read) hits the defending hero (deals damage in the damage step) while its controller controls 2 or more Draconic chain links (draconic_links: its own counts, it is Draconic), they may have a dagger they control deal 1 damage to that hero: the dagger_to_hero choice waits as for Silver Talons (FAB-1127, FAB-1128: a target move naming the dagger, or decline; the damage, the hit and the destruction as Hurl's, FAB-972). With fewer Draconic chain links, or no dagger, nothing waits. With 2 or more as its link resolves it has go again (FAB-730's reading, as Cinderskin Devotion's); with fewer none (the go again the card data lists for it is this one). Not handled: where another choice already waits as it hits, none is asked and no damage is dealt, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Burning Blade Dance: \"If you control 2 or more Draconic chain links, this gets go again and 'When this hits a hero, you may have target dagger you control deal 1 damage to them. If damage is dealt this way, the dagger has hit. Destroy the dagger.'\" CR 5.4.7 (a static ability with a condition), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.8.3a (an optional effect), 8.5.3 (deal damage), 8.5.4 (destroy), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the dagger is chosen, as it does One-Two Punch's damage as its attack hits (FAB-642).")).

%   talons_attack(+S0, +Player, +Attack, -S)//: Attack's chain link just
%   opened; if it is Silver Talons and Draconic, the dagger_to_hero
%   choice waits (FAB-1127).
talons_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, draconic_attack_may_dagger_damage(N)),
          last(S0.chain.links, L),
          draconic_chain_link(S0, L)
        }
    ->  dagger_to_hero_waits(S0, Who, A, L.defender, N, 'FAB-1127', S)
    ;   { S = S0 }
    ).

%!  cindra_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit its defending hero: a dagger's
%   hit under Poisoned Blade's effect takes life (FAB-1130); if it is
%   Burning Blade Dance and its player controls enough Draconic chain
%   links, the dagger_to_hero choice waits (FAB-1129).
%   card_texts_katsu_bravo.pl's deck_hit_text//5 calls it.

cindra_hit_text(S0, L, A, S) -->
    (   { card_type(A, "weapon"), dagger_attack(A) }   % card_texts_uzuri.pl
    ->  poisoned_dagger_hit(S0, L.controller, L.defender, A, no_check, S1)
    ;   { S1 = S0 }
    ),
    dance_hit(S1, L, A, S).

dance_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, draconic_links_hit_may_dagger_damage(Min, N)),
          \+ game_over(S0, _),
          draconic_links(S0, L.controller, Count),
          Count >= Min
        }
    ->  dagger_to_hero_waits(S0, L.controller, A, L.defender, N, 'FAB-1129', S)
    ;   { S = S0 }
    ).

%   dagger_to_hero_waits(+S0, +Player, +Source, +Target, +N, +Rule, -S)//:
%   Source's text lets Player have a dagger of theirs deal N damage to
%   Target's hero: the choice waits where they control a dagger.
dagger_to_hero_waits(S0, Who, Src, T, N, Rule, S) -->
    { card_id(Src, Id),
      findall(DId, controlled_dagger(S0, Who, DId, _), DIds0),   % card_texts_singles.pl
      sort(DIds0, DIds)
    },
    (   { DIds == [] }
    ->  { S = S0 },
        [ event(Rule, no_dagger_for_damage, _{player:Who, card:Id}) ]
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event(Rule, choice_not_asked, _{player:Who, card:Id, choice:"dagger_to_hero"}) ]
    ;   { S = S0.put(pending, _{choice:"dagger_to_hero", player:Who, controller:Who, source:Src,
                                cards:DIds, damaged_player:T, amount:N}) },
        [ event(Rule, dagger_to_hero_waits, _{player:Who, card:Id, daggers:DIds, target:T}) ]
    ).

choice_action("dagger_to_hero", "target").
choice_action("dagger_to_hero", "decline").
choice_phase("dagger_to_hero", "action").
not_asked_words("dagger_to_hero", "whether a dagger deals 1 damage, and no damage is dealt").

broken('FAB-1128', S, M, not_a_dagger_for_damage(Id, Who)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "dagger_to_hero",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ ( memberchk(Id, Pd.cards), controlled_dagger(S, Who, Id, _) ).

moot('FAB-1128', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "dagger_to_hero" ).

rule_fact('FAB-1128', S, _, daggers_for_damage(Ids)) :-
    pending(S, Pd),
    Pd.choice == "dagger_to_hero",
    findall(Id, ( member(Id, Pd.cards), controlled_dagger(S, Pd.player, Id, _) ), Ids).

fact_words(daggers_for_damage(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the daggers that may deal the damage now: ~w"-[T] ].

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "dagger_to_hero",
    Who = Pd.player,
    member(Id, Pd.cards),
    controlled_dagger(S, Who, Id, _).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "dagger_to_hero",
    Who = Pd.player.

%   A target move: the dagger deals the damage, as Hurl's does (FAB-972);
%   a decline move: none does.
effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dagger_to_hero",
      Who = M.player,
      choice_answered(S0, S1),
      once(controlled_dagger(S1, Who, M.card, Where)),
      arg(1, Where, D),
      card_id(Pd.source, SId),
      key_value(amount, Pd, 1, N)
    },
    [ event('FAB-1128', dagger_chosen_for_damage, _{player:Who, card:SId, dagger:M.card, target:Pd.damaged_player, amount:N}) ],
    dagger_damage(S1, D, Who, Pd.damaged_player, N, S).  % card_texts_singles.pl (FAB-972)
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dagger_to_hero",
      choice_answered(S0, S),
      card_id(Pd.source, SId)
    },
    [ event('FAB-1128', no_dagger_chosen, _{player:M.player, card:SId}) ].

ward_damage_fits(S, Pd, "dagger_text") :-       % Burning Blade Dance's dagger (FAB-1129), as it hits
    S.phase == "action",
    chain_step(S, "damage"),
    get_dict(source, Pd, _).

pending_problem(S, Pd, [cards], not_daggers_of(Who)) :-   % FAB-1127
    Pd.choice == "dagger_to_hero",
    get_dict(player, Pd, Who),
    \+ ( key_value(cards, Pd, [], Ids), Ids = [_|_],
         forall(member(Id, Ids), controlled_dagger(S, Who, Id, _)) ).
pending_problem(S, Pd, [damaged_player], not_a_hero_to_damage) :-   % FAB-1127
    Pd.choice == "dagger_to_hero",
    \+ ( get_dict(damaged_player, Pd, T), opponent(S, Pd.player, T) ).

message(event(no_dagger_for_damage, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w controls no dagger, so none deals damage"-[L, F.player] ].
message(event(dagger_to_hero_waits, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.daggers, ', ', T) },
    [ "~w: ~w may have a dagger (of ~w) deal 1 damage to ~w's hero (a target move naming it, or decline)"-[L, F.player, T, F.target] ].
message(event(dagger_chosen_for_damage, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w has ~w deal ~d damage to ~w's hero"-[L, F.player, D, F.amount, F.target] ].
message(event(no_dagger_chosen, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w has no dagger deal damage"-[L, F.player] ].
message(not_a_dagger_for_damage(Id, Who)) -->
    [ "~w is not a dagger ~w may choose here: the target move names one of the choice's daggers ~w controls"-[Id, Who, Who] ].
message(not_a_hero_to_damage) -->
    [ "a dagger's damage waits with no target, or a target that is not the other player (the attacked hero's player)" ].
message(no_choice_waits("dagger_to_hero")) -->
    [ "no dagger's damage waits: target or decline answers Silver Talons or Burning Blade Dance" ].

choice_words("dagger_to_hero") --> [ "whether a dagger of theirs deals 1 damage to the attacked hero (a target move naming it, or decline)" ].
text_choice_words("dagger_to_hero", Source) -->
    [ "whether a dagger deals 1 damage for ~w (target, decline)"-[Source] ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "dagger_to_hero",
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, D)
    },
    [ M.player, " has ", D, " deal 1 damage to ", Pd.damaged_player, "'s hero (", Src, ")" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "dagger_to_hero", card_label(Pd.source, Src) },
    [ M.player, " has no dagger deal damage (", Src, ")" ].

                 /*******************************
                 *        POISONED BLADE        *
                 *******************************/

rule('FAB-1130', effect, "Poisoned Blade: this combat chain, whenever a dagger its player owns hits a hero, that hero loses 1 life",
     "As Poisoned Blade (its text read) becomes a chain link, an effect lasts this combat chain ({kind: dagger_hits_life_loss, player, amount: 1, source, lasts: combat_chain}): whenever a dagger of that player's (a weapon with the subtype Dagger) hits a hero (its attack deals damage to the defending hero in the damage step, or an effect deals its damage and says it has hit: Hurl's, Silver Talons', Burning Blade Dance's, FAB-972, FAB-1127, FAB-1129), that hero loses 1 life for each such effect, and a hero at 0 life loses the game (FAB-701). The effect ends as the combat chain closes. Its go again is the keyword's. rulecheck reads the dagger's owner as its controller: no card rulecheck reads gives a player control of another's weapon.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Poisoned Blade: \"Whenever a dagger you own hits a hero this combat chain, they lose 1{h}. Go again\" CR 7.2.3 (the resolution abilities of an attack generate their effects, then it becomes a chain link), 7.0.2b (\"this combat chain\": until the chain closes), 6.6 (a triggered effect: whenever), 7.5.5 (a hit), 8.2.6 (a dagger), 8.5.12 (lose an asset: life points lost, not damage, nothing prevents it), 4.5.3a (a hero at 0 life loses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the hit happens.")).

%   poison_effect_made(+S0, +Player, +Attack, -S)//: Attack, Poisoned
%   Blade, just became a chain link: its effect lasts this combat chain
%   (FAB-1130).
poison_effect_made(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, dagger_hits_life_loss(N)),
          card_id(A, AId)
        }
    ->  { add_effect(S0, _{kind:"dagger_hits_life_loss", player:Who, amount:N, source:AId, lasts:"combat_chain"}, S) },
        [ event('FAB-1130', dagger_poison_made, _{player:Who, card:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  poisoned_dagger_hit(+State0, +Player, +Target, +Dagger, +Check, -State)// is det.
%
%   Player's Dagger hit Target's hero: for each effect of Poisoned Blade
%   of Player's, Target's hero loses its amount of life (FAB-1130); with
%   Check `defeat`, a hero so brought to 0 loses here (a dagger's hit by
%   an effect); with `no_check` the damage step's own check follows.
%   card_texts_singles.pl's dagger_hit//5 calls it.

poisoned_dagger_hit(S0, Who, T, D, Check, S) -->
    { effects(S0, Es),
      aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "dagger_hits_life_loss"),
                              get_dict(player, E, W), W == Who,
                              key_value(amount, E, 1, N) ), Loss)
    },
    (   { Loss > 0,
          \+ game_over(S0, _),
          player(S0, T, P0),
          Life is max(0, P0.life - Loss),
          set_player(S0, P0.put(life, Life), S),
          card_id(D, DId)
        }
    ->  [ event('FAB-1130', dagger_poison_life_lost, _{player:T, dagger:DId, amount:Loss, life:Life}) ],
        (   { Check == defeat } -> defeat(S, T) ; [] )
    ;   { S = S0 }
    ).

message(event(dagger_poison_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: this combat chain, whenever a dagger ~w owns hits a hero, that hero loses ~d life"-[L, F.player, F.amount] ].
message(event(dagger_poison_life_lost, F, S0)) -->
    { event_card(S0, F.dagger, D) },
    [ "~w hits: ~w's hero loses ~d life (~d left), Poisoned Blade's effect"-[D, F.player, F.amount, F.life] ].

                 /*******************************
                 *     KUNAI OF RETRIBUTION     *
                 *******************************/

rule('FAB-1131', effect, "Kunai of Retribution: its attack costs {r} and its destruction as the combat chain closes",
     "Kunai of Retribution's ability (once per turn, an action: its attack, with go again) costs 1 resource point (FAB-302 ... FAB-304 check it) and \"destroy this when the combat chain closes\": as it is activated, an effect waits ({kind: weapon_destroyed_at_chain_close, player, card, source, lasts: combat_chain}); as the chain closes the Kunai, on its chain link (or in its weapon zone), goes to its owner's graveyard instead of returning to the weapon zone. A Kunai destroyed earlier (by Silver Talons' or Hurl's dagger damage) is already in the graveyard.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Kunai of Retribution: \"Once per Turn Action - {r}, destroy this when the combat chain closes: Attack. Go again\" CR 5.2.1 (an activated ability's cost and effect), 1.14 (paying costs), 6.6.3 (a delayed triggered effect: \"when the combat chain closes\"), 7.7.2 (the combat chain closes: its triggers happen first), 7.7.5 (weapons return to their zone as the chain closes), 8.5.4 (destroy: to its owner's graveyard), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Kunai of Retribution",
               [_{type:"action", limit:"once per turn", cost:1, effect:"attack",
                  go_again:true, destroy_self:false}]).

%!  cindra_activated_text(+State0, +Player, +Id, +Ability, -State)// is det.
%
%   Player activated Ability of their card Id: if it is Kunai of
%   Retribution's attack, it is destroyed as the combat chain closes
%   (FAB-1131); an attack reaction sets off Leap Frog Leggings (FAB-1134).  card_texts_katsu_bravo.pl's deck_activated_text//5
%   calls it.

cindra_activated_text(S0, Who, Id, Ab, S) -->
    kunai_activated(S0, Who, Id, Ab, S1),
    digits_activated(S1, Who, Id, Ab),
    (   { ability_type(Ab, T) } -> leggings_trigger(S1, Who, T, S) ; { S = S1 } ).

kunai_activated(S0, Who, Id, Ab, S) -->
    (   { get_dict(effect, Ab, "attack"),
          player(S0, Who, P),
          card_where(P, Id, _, C),
          text_read_name(C, Name),
          card_text_read(Name, attack_destroyed_at_chain_close)
        }
    ->  { add_effect(S0, _{kind:"weapon_destroyed_at_chain_close", player:Who, card:Id, source:Id, lasts:"combat_chain"}, S) },
        [ event('FAB-1131', destroyed_at_close_made, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

%!  weapons_destroyed_at_close(+Links0, -Links, +State0, -State)// is det.
%
%   The combat chain closes: each weapon an effect destroys then
%   (weapon_destroyed_at_chain_close: Kunai of Retribution's cost, FAB-1131) goes
%   to its owner's graveyard from its chain link (which then has no
%   attack to return) or its weapon zone.  effects.pl's close_chain//2
%   calls it.

weapons_destroyed_at_close(Links0, Links, S0, S) -->
    { effects(S0, Es),
      findall(W-Id, ( member(E, Es), get_dict(kind, E, "weapon_destroyed_at_chain_close"),
                      get_dict(card, E, Id), get_dict(player, E, W),
                      player(S0, W, P), \+ card_where(P, Id, equipment, _),
                      ( card_where(P, Id, weapons, _)
                      ; member(L, Links0), link_attack(L, A), card_id(A, Id0), Id0 == Id ) ), Ws0),
      sort(Ws0, Ws)
    },
    weapons_destroyed(Ws, Links0, Links, S0, S).

weapons_destroyed([], Ls, Ls, S, S) --> [].
weapons_destroyed([Who-Id|Ws], Ls0, Ls, S0, S) -->
    { player(S0, Who, P0),
      (   take_card(P0, weapons, Id, C, P1)
      ->  Ls1 = Ls0
      ;   nth0(I, Ls0, L0, Rest),
          link_attack(L0, C), card_id(C, Id0), Id0 == Id
      ->  nth0(I, Ls1, L0.put(attack, null), Rest),
          P1 = P0
      ),
      new_object(C, New),
      add_cards(P1, graveyard, [New], P),
      set_player(S0, P, S1)
    },
    [ event('FAB-1131', destroyed_as_chain_closes, _{player:Who, card:Id}) ],
    weapons_destroyed(Ws, Ls1, Ls, S1, S).

message(event(destroyed_at_close_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: as the combat chain closes it is destroyed (its cost)"-[L] ].
message(event(destroyed_as_chain_closes, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the combat chain closes: ~w is destroyed and goes to ~w's graveyard"-[L, F.player] ].

                 /*******************************
                 *     WRATH OF RETRIBUTION     *
                 *******************************/

rule('FAB-1132', effect, "Wrath of Retribution: {r} less per Draconic chain link; as it attacks, daggers get +1 power and cost {r} less to activate this combat chain",
     "Wrath of Retribution (its text read) costs 1 resource point less to play for each Draconic chain link its player controls as they play it (Dynastic Dedication's reading, FAB-1032: never below 0, FAB-302 and FAB-303 count the cost so reduced). When it attacks (its chain link opens) an effect lasts this combat chain ({kind: daggers_power_cost_less, player, amount: 1, source, lasts: combat_chain}: +1 power, 1 less): each attack of a dagger that player controls (a weapon with the subtype Dagger) whose chain link opens after it gets +1 power (the link's power_bonus), and activating an attack ability of such a dagger costs 1 resource point less (never below 0); two such effects, twice. Not read: the +1 power of a dagger attacking on an earlier chain link of the same chain (its damage is dealt already; nothing rulecheck reads reads its power later). Legendary is the deck-building keyword's; go again the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Wrath of Retribution: \"Legendary. This costs {r} less to play for each Draconic chain link you control. When this attacks, daggers you control get +1{p} and cost {r} less to activate this combat chain. Go again\" CR 5.1.6 and 5.1.6a (the asset-cost is calculated as the card is played, effects that reduce it applied, never below zero), 7.0.3c (a chain link has its active-attack's properties and controller), 6.6 (a triggered effect: when this attacks), 7.0.2b (\"this combat chain\"), 5.2.2 (an ability's cost calculated as it is activated), 1.4.3a (a weapon's attack-proxy has the weapon's power), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens.")).

%!  cindra_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   Ability, an attack of Card, a dagger of Player's, costs Less less:
%   the amounts of their Wrath of Retribution effects (FAB-1132).
%   card_texts_katsu_bravo.pl's activation_cost/5 calls it.

cindra_ability_cost_less(S, P, C, Ab, Less) :-
    (   get_dict(effect, Ab, "attack"),
        card_type(C, "weapon"),
        dagger_attack(C)                        % card_texts_uzuri.pl
    ->  wrath_effects(S, P.name, Less)
    ;   Less = 0
    ).

%   wrath_effects(+S, +Player, -Sum): the sum of the amounts of Player's
%   effects of Wrath of Retribution (FAB-1132).
wrath_effects(S, Who, Sum) :-
    effects(S, Es),
    aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "daggers_power_cost_less"),
                            get_dict(player, E, W), W == Who,
                            key_value(amount, E, 1, N) ), Sum).

%   wrath_dagger_power(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened: a dagger's attack gets the power of its player's Wrath of
%   Retribution effects (FAB-1132).
wrath_dagger_power(S0, Who, A, S) -->
    (   { card_type(A, "weapon"),
          dagger_attack(A),
          wrath_effects(S0, Who, N),
          N > 0
        }
    ->  link_power_gained(S0, Who, A, 'FAB-1132', wrath_dagger_power, _{}, N, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

%   wrath_attack(+S0, +Player, +Attack, -S)//: Attack, Wrath of
%   Retribution, just attacked: its effect lasts this combat chain
%   (FAB-1132).
wrath_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_daggers_power_cost_less(N)),
          card_id(A, AId)
        }
    ->  { add_effect(S0, _{kind:"daggers_power_cost_less", player:Who, amount:N, source:AId, lasts:"combat_chain"}, S) },
        [ event('FAB-1132', daggers_power_cost_less_made, _{player:Who, card:AId, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(daggers_power_cost_less_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: this combat chain ~w's daggers get +~d power and cost ~d less to activate"-[L, F.player, F.amount, F.amount] ].
message(event(wrath_dagger_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gets +~d power: a dagger of ~w's, this combat chain (Wrath of Retribution)"-[L, F.power, F.player] ].

                 /*******************************
                 *         DANGER DIGITS        *
                 *******************************/

rule('FAB-1133', effect, "Danger Digits: destroyed, its target dagger not on the active chain link deals 1 damage to the defending hero",
     "Danger Digits' attack reaction (its text read; its cost: destroy it, FAB-404) targets a dagger its player controls that is not on the active chain link (a weapon with the subtype Dagger in their weapon zone, or attacking on an earlier chain link of theirs): the activate move names it (`target`, FAB-622); with no such dagger it cannot be activated. As the ability resolves, if the target is still such a dagger, it deals 1 damage to the defending hero of the active chain link, as Hurl's dagger does (FAB-972: Ward, Quell and the prevention shields apply, their order or payment asked where it decides; if damage is dealt the dagger has hit, the texts rulecheck reads on a weapon's hit apply, Poisoned Blade's too, FAB-1130; then the dagger is destroyed); if it is not, the ability fails to resolve and nothing happens.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Danger Digits: \"Attack Reaction - Destroy this: Target dagger you control that isn't on the active chain link deals 1 damage to the defending hero. If damage is dealt this way, the dagger has hit. Destroy the dagger.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (destroying it is an effect-cost paid as it is activated), 8.1.2a (an attack reaction: its attack's controller, in the reaction step), 1.8.5 and 5.1.4a (its target is declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.3 (deal damage), 7.5.5 (a hit; here the effect says the dagger has hit), 8.5.4 (destroy), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Danger Digits",
               [_{type:"attack reaction", limit:"none", cost:0, effect:"digits_dagger_damage",
                  go_again:false, destroy_self:true}]).

text_ability_effect("digits_dagger_damage").

targeting(C, ability(0), dagger_off_active_link(Id), digits_dagger_damage(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_dagger_off_link_damage(N)),
    card_id(C, Id).

targeted_rule(C, 'FAB-1133') :-
    text_read_name(C, Name),
    card_text_read(Name, ability_dagger_off_link_damage(_)).

%   A dagger of the player whose equipment Eq is (card_texts_dromai_2.pl's
%   equipment_holder/3: its equipment zone, defending, or its graveyard,
%   destroyed as the cost) that is not the active chain link's attack.
legal_target(S, dagger_off_active_link(Eq), Id) :-
    equipment_holder(S, Eq, Who),
    dagger_off_active_link(S, Who, Id, _).

%   dagger_off_active_link(+S, +Player, ?Id, -Dagger): Player controls the
%   dagger Id, not on the active chain link (FAB-1133).
dagger_off_active_link(S, Who, Id, D) :-
    controlled_dagger(S, Who, Id, Where),       % card_texts_singles.pl
    arg(1, Where, D),
    \+ ( active_link(S, L), link_attack(L, A), card_id(A, AId), AId == Id ).

spec_words(dagger_off_active_link(_), "a dagger its player controls that isn't on the active chain link").

%   The activated-layer L of Danger Digits resolves: its target, still a
%   dagger of its player's off the active chain link, deals the damage to
%   the defending hero (FAB-1133).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "digits_dagger_damage",
      get_dict(target, L, T)
    },
    (   { once(dagger_off_active_link(S0, Who, T, D)),
          active_link(S0, Lk),
          \+ game_over(S0, _)
        }
    ->  [ event('FAB-1133', digits_dagger_chosen, _{player:Who, card:Id, dagger:T, target:Lk.defender}) ],
        dagger_damage(S0, D, Who, Lk.defender, 1, S)   % card_texts_singles.pl (FAB-972)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

%   digits_activated(+S, +Player, +Id, +Ability)//: Player activated
%   Danger Digits' ability, its layer now on top of the stack: an event
%   names the dagger it targets (FAB-1133).
digits_activated(S, Who, Id, Ab) -->
    (   { get_dict(effect, Ab, "digits_dagger_damage"),
          stack(S, Ls), last(Ls, L),
          get_dict(target, L, T)
        }
    ->  [ event('FAB-1133', digits_targets, _{player:Who, card:Id, dagger:T}) ]
    ;   []
    ).

message(event(digits_targets, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w targets ~w: as it resolves, if ~w still controls it off the active chain link, it deals 1 damage to the defending hero"-[L, D, F.player] ].

ward_damage_fits(S, Pd, "dagger_text") :-       % Danger Digits' dagger (FAB-1133), as its ability resolves
    S.phase == "action",
    chain_step(S, "reaction"),
    get_dict(source, Pd, _).

message(event(digits_dagger_chosen, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w's ~w deals 1 damage to ~w's hero"-[L, F.player, D, F.target] ].

                 /*******************************
                 *      LEAP FROG LEGGINGS      *
                 *******************************/

rule('FAB-1134', effect, "Leap Frog Leggings, Vocal Sac and Slime Skin: when an opponent plays or activates an attack reaction, its player may add it to the active chain link as a defending card",
     "When a player plays an attack reaction card or activates an attack reaction ability (in the reaction step of their attack) while the defending player has Leap Frog Leggings (or Leap Frog Vocal Sac or Leap Frog Slime Skin, the same text; its text read) in their equipment zone, that player may add it to the active chain link as a defending card: the position waits for their choice (leggings_defend, its source the Leggings, `cards` its id), answered by a target move naming it (FAB-1135: it leaves the equipment zone and defends, with its defense, 1, and its Blade Break, FAB-520, as the chain closes) or a decline move (it stays). With two or more, each triggers: `cards` names them all; a target move adds one and the others are asked next, a decline move adds none of them. The triggered-layer resolves at once, before the attack reaction resolves. Not handled: where another choice already waits as the attack reaction is played or activated, none is asked and the Leggings stay, and an event says so; a text that would forbid equipment to defend the attack is not read against it.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Leap Frog Leggings, Leap Frog Vocal Sac: \"When an opponent plays or activates an attack reaction, you may add this to the active chain link as a defending card. Blade Break\" CR 6.6 (a triggered effect), 8.1.2 (attack reactions), 1.8.3a (an optional effect: its player chooses), 7.0.5 (a card added to a chain link as a defending card becomes defending; 7.0.5d: on one chain link at a time), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Riptide's (FAB-925): it sits above the attack reaction on the stack and resolves first.")).

rule('FAB-1135', constraint, "The Leap Frog equipment added as a defending card is the choice's",
     "A target move answering the leggings_defend choice (FAB-1134) names the Leap Frog Leggings, Vocal Sac or Slime Skin of the choice (`cards`), still in its player's equipment zone; any other card breaks this rule. A decline move is always open: the player \"may\".",
     ruling("",
            "Leap Frog Leggings: \"you may add this to the active chain link as a defending card\". CR 1.8.3a (an optional effect), 7.0.5 (a defending card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cindra_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: the cost its Draconic chain links took off is
%   said (FAB-1132); an attack reaction sets off the other player's Leap
%   Frog Leggings (FAB-1134).  effects.pl's play effect calls it.

cindra_played_text(S0, Who, C, S) -->
    { card_type(C, T) },
    leggings_trigger(S0, Who, T, S).

%   leggings_trigger(+S0, +Player, +Type, -S)//: Player played or
%   activated something of Type; for an attack reaction, the defending
%   player's Leggings in their equipment zone may defend (FAB-1134).
leggings_trigger(S0, Who, T, S) -->
    (   { T == "attack reaction",
          \+ game_over(S0, _),
          active_link(S0, L),
          L.controller == Who,
          Def = L.defender,
          player(S0, Def, P),
          key_value(equipment, P, [], Es),
          include(leggings_text, Es, [C|Cs]),   % Leap Frog Vocal Sac too (card_texts_web.pl)
          card_id(C, Id),
          maplist(card_id, Cs, Ids)
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1134', choice_not_asked, _{player:Def, card:Id, choice:"leggings_defend"}) ]
        ;   leggings_asked(S0, Def, C, [Id|Ids], S)
        )
    ;   { S = S0 }
    ).

in_equipment(P, Id) :-
    card_where(P, Id, equipment, _).

leggings_text(C) :-
    text_read_name(C, Name),
    card_text_read(Name, may_defend_on_attack_reaction).

%   leggings_asked(+S0, +Player, +Card, +Ids, -S)//: the choice waits for
%   Player's equipment Ids whose text may add them as defending cards
%   (each its own trigger: one at a time, Card, the first, its source).
leggings_asked(S0, Def, C, Ids, S) -->
    { S = S0.put(pending, _{choice:"leggings_defend", player:Def, controller:Def, source:C, cards:Ids}),
      Ids = [Id|_]
    },
    [ event('FAB-1134', leggings_waits, _{player:Def, card:Id}) ].

%   leggings_next(+S0, +Player, +Ids, -S)//: after one answer, the other
%   cards of the choice still in Player's equipment zone are asked next.
leggings_next(S0, Def, Ids, S) -->
    (   { player(S0, Def, P1),
          include(in_equipment(P1), Ids, [Id1|Ids1]),
          card_where(P1, Id1, equipment, C1),
          \+ pending(S0, _)
        }
    ->  leggings_asked(S0, Def, C1, [Id1|Ids1], S)
    ;   { S = S0 }
    ).

choice_action("leggings_defend", "target").
choice_action("leggings_defend", "decline").
choice_phase("leggings_defend", "action").
not_asked_words("leggings_defend", "whether the Leap Frog equipment (Leggings, Vocal Sac, Slime Skin) defends, and it stays in the equipment zone").

%   leggings_ready(+S, +Player, ?Id): the Leggings Id of the waiting
%   choice are in Player's equipment zone.
leggings_ready(S, Who, Id) :-
    pending(S, Pd),
    Pd.choice == "leggings_defend",
    member(Id, Pd.cards),
    player(S, Who, P),
    card_where(P, Id, equipment, _).

broken('FAB-1135', S, M, not_the_leggings(Id, Who)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "leggings_defend",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ leggings_ready(S, Who, Id).

moot('FAB-1135', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "leggings_defend" ).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "leggings_defend",
    Who = Pd.player,
    leggings_ready(S, Who, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "leggings_defend",
    Who = Pd.player.

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "leggings_defend",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, equipment, M.card, C, P1),
      set_player(S1, P1, S2),
      Chain0 = S2.chain,
      append(Links0, [L0], Chain0.links),
      key_value(defending, L0, [], Def0),
      append(Def0, [C], Def),
      append(Links0, [L0.put(defending, Def)], Links),
      S3 = S2.put(chain, Chain0.put(links, Links)),
      length(Links, N),
      exclude(==(M.card), Pd.cards, Rest)
    },
    [ event('FAB-1134', leggings_defend, _{player:Who, card:M.card, link:N}) ],
    leggings_next(S3, Who, Rest, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "leggings_defend",
      choice_answered(S0, S),
      Pd.cards = [Id|_]
    },
    [ event('FAB-1134', leggings_stay, _{player:M.player, card:Id}) ],
    leggings_stay_too(Pd.cards, M.player).

%   The choice's other cards stay too: declining adds none of them.
leggings_stay_too([_|Ids], Who) -->
    leggings_stay_each(Ids, Who).

leggings_stay_each([], _) --> [].
leggings_stay_each([Id|Ids], Who) -->
    [ event('FAB-1134', leggings_stay, _{player:Who, card:Id}) ],
    leggings_stay_each(Ids, Who).

pending_problem(S, Pd, [cards], leggings_not_ready(Who)) :-   % FAB-1134
    Pd.choice == "leggings_defend",
    get_dict(player, Pd, Who),
    \+ ( leggings_ready(S, Who, _),
         active_link(S, L), L.defender == Who ).

message(event(leggings_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "an attack reaction: ~w may add ~w to the active chain link as a defending card (a target move naming it, or decline)"-[F.player, L] ].
message(event(leggings_defend, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w adds ~w to chain link ~d as a defending card"-[F.player, L, F.link] ].
message(event(leggings_stay, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w in their equipment zone"-[F.player, L] ].
message(not_the_leggings(Id, Who)) -->
    [ "~w is not the Leap Frog equipment (Leggings, Vocal Sac, Slime Skin) in ~w's equipment zone that the choice may add as a defending card"-[Id, Who] ].
message(leggings_not_ready(Who)) -->
    [ "Leap Frog equipment (Leggings, Vocal Sac, Slime Skin) waits to defend, but it is not in ~w's equipment zone, or ~w defends no active chain link (FAB-1134)"-[Who, Who] ].
message(no_choice_waits("leggings_defend")) -->
    [ "no Leap Frog equipment (Leggings, Vocal Sac, Slime Skin) waits to defend: target or decline answers an opponent's attack reaction" ].

choice_words("leggings_defend") --> [ "whether to add the Leap Frog equipment (Leggings, Vocal Sac, Slime Skin) to the active chain link as a defending card (a target move naming it, or decline)" ].
text_choice_words("leggings_defend", Source) -->
    [ "whether ~w defend (target, decline)"-[Source] ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "leggings_defend",
      card_label(Pd.source, Src)
    },
    [ M.player, " adds ", Src, " to the active chain link as a defending card" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "leggings_defend", card_label(Pd.source, Src) },
    [ M.player, " keeps ", Src, " in their equipment zone" ].

                 /*******************************
                 *   ART OF THE DRAGON: FIRE    *
                 *******************************/

rule('FAB-1136', effect, "Art of the Dragon: Fire: as it attacks, if it is Draconic, 2 damage to any target",
     "When Art of the Dragon: Fire (its text read) attacks (its chain link opens), if it is Draconic then (an effect made it so, FAB-732: it is a Ninja card with no talent), its controller chooses a target: the position waits (the pending choice dragon_fire_target, its player and controller Art of the Dragon's controller, its source the attack), answered by a target move (FAB-1137) naming a hero, either player's; that hero is dealt 2 damage as any damage of a card's text (Ward, Quell, the prevention shields; a hero at 0 life loses, FAB-701). Not Draconic, nothing waits. Not handled: an ally as the target (a living object of an arena, CR 1.8.5d): rulecheck does not model damage to an ally, so a target move naming one is answered unknown, naming it; where another choice already waits as it attacks, none is asked and no damage is dealt, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Art of the Dragon: Fire: \"When this attacks, if it is Draconic, deal 2 damage to any target.\" CR 6.6 (a triggered effect; its condition is checked as it triggers), 7.2.3 (the attack becomes a chain link: it attacks), 1.8.5 and 1.8.5d (\"any target\": a living object, hero or ally), 8.5.3 (deal damage), 7.0.3c and 2.11.6b (a Draconic attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the target as the link opens, as it does Red Hot's (FAB-922), and resolves the damage at once.")).

rule('FAB-1137', constraint, "Art of the Dragon: Fire's target is a hero",
     "A target move answering the dragon_fire_target choice (FAB-1136) names the id of a player's hero. An ally (a permanent with the subtype Ally of either arena) is a legal target too, but rulecheck does not model damage to it: such a move is answered unknown, naming the ally; any other card breaks this rule.",
     ruling("",
            "Art of the Dragon: Fire: \"deal 2 damage to any target\". CR 1.8.5 and 1.8.5d (any target: a living object; heroes and allies are the living objects), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   dragon_fire_attack(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened; if it is Art of the Dragon: Fire and Draconic, its target
%   is asked (FAB-1136).
dragon_fire_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, draconic_attack_damage_any_target(N)),
          last(S0.chain.links, L),
          draconic_chain_link(S0, L),
          \+ game_over(S0, _),
          card_id(A, AId)
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"dragon_fire_target", player:Who, controller:Who, source:A, amount:N}) },
            [ event('FAB-1136', dragon_fire_target_waits, _{player:Who, card:AId, amount:N}) ]
        ;   { S = S0 },
            [ event('FAB-1136', choice_not_asked, _{player:Who, card:AId, choice:"dragon_fire_target"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("dragon_fire_target", "the target of its 2 damage, and none is dealt").

choice_action("dragon_fire_target", "target").
choice_phase("dragon_fire_target", "action").

broken('FAB-1137', S, M, not_a_target_of_damage(Id)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "dragon_fire_target",
    get_dict(card, M, Id),
    \+ target_hero_player(S, Id, _).            % card_texts_fai_prism.pl

moot('FAB-1137', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "dragon_fire_target" ).

%   A target move naming an ally breaks FAB-1137 only because rulecheck
%   does not model damage to an ally: unknown, naming it (FAB-1136).
allowed_by_text(S, M, ['FAB-1137'], About, ally_damage_not_modelled(C)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "dragon_fire_target",
    get_dict(card, M, Id),
    players(S, Ps), member(P, Ps),
    key_value(arena, P, [], Arena),
    member(C, Arena), card_id(C, Id0), Id0 == Id,
    card_subtypes(C, Ss), memberchk("Ally", Ss),
    !,
    card_about(C, About).

message(ally_damage_not_modelled(C)) -->
    { card_label(C, L) },
    [ "~w is an ally, a legal target of the damage, but rulecheck does not model damage to an ally"-[L] ].

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "dragon_fire_target",
    Who = Pd.player,
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dragon_fire_target",
      Who = M.player,
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      card_id(Pd.source, AId),
      key_value(amount, Pd, 2, N)
    },
    [ event('FAB-1136', dragon_fire_targeted, _{player:Who, card:AId, target:T, amount:N}) ],
    text_damage(S1, Pd.source, Who, T, N, S).   % card_texts_rhinar_dorinthea.pl (FAB-584)

%   cindra_damage_rule(+Name, -Rule): the rule whose reading deals the text
%   damage of the card named Name (card_texts_finish.pl's
%   text_damage_rule/2 asks it).
cindra_damage_rule(Name, 'FAB-1136') :-
    card_text_read(Name, draconic_attack_damage_any_target(_)).

ward_damage_fits(S, Pd, "text") :-              % Art of the Dragon: Fire's damage (FAB-1136), as it attacks
    S.phase == "action",
    chain_step(S, "attack"),
    get_dict(source, Pd, _).

pending_problem(S, Pd, [source], not_draconic_dragon_fire(Who)) :-   % FAB-1136
    Pd.choice == "dragon_fire_target",
    get_dict(player, Pd, Who),
    \+ ( chain_step(S, "attack"),
         active_link(S, L), L.controller == Who,
         draconic_chain_link(S, L),
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId ).

message(not_draconic_dragon_fire(Who)) -->
    [ "a target of Art of the Dragon: Fire's damage waits, but the active chain link is not ~w's Draconic Art of the Dragon: Fire in its attack step (FAB-1136)"-[Who] ].
message(not_a_target_of_damage(Id)) -->
    [ "~w is not a hero: Art of the Dragon: Fire's damage targets a living object (CR 1.8.5d)"-[Id] ].
message(event(dragon_fire_target_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks and is Draconic: ~w chooses the target of its ~d damage (a target move naming a hero)"-[L, F.player, F.amount] ].
message(event(dragon_fire_targeted, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w targets ~w's hero with its ~d damage"-[L, F.target, F.amount] ].
message(no_choice_waits("dragon_fire_target")) -->
    [ "no target waits: target answers Art of the Dragon: Fire as it attacks" ].

choice_words("dragon_fire_target") --> [ "the target of Art of the Dragon: Fire's 2 damage (a target move naming a hero)" ].
text_choice_words("dragon_fire_target", Source) -->
    [ "the target of ~w's damage (target)"-[Source] ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "dragon_fire_target",
      card_label(Pd.source, Src),
      (   target_hero_player(S, M.card, T) -> true ; T = M.card )
    },
    [ M.player, " targets ", T, "'s hero with ", Src, "'s damage" ].
