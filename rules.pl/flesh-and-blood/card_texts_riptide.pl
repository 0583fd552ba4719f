/*  Flesh and Blood: the texts of the Riptide Blitz Deck's last cards.

    Part of game.pl, included after card_texts_finish2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Searing Shot: a hit takes 1 life from the hit hero (FAB-805);
    - Hemorrhage Bore: with an aim counter (FAB-900's aim_counters), a
      hit destroys the card of the hit hero's arsenal (FAB-806);
    - Inertia Trap, Frailty Trap: defending an attack with power greater
      than its base (Inertia Trap) or with go again (Frailty Trap), an
      Inertia or a Frailty token under the attacking hero's control
      (FAB-807; the tokens are card_texts_uzuri.pl's);
    - Boulder Trap: defending an attack with power greater than its base,
      a -1 defense counter on an equipment the attacking hero controls,
      asked of the trap's player where there are several (Buckling
      Blow's equipment_counter choice, FAB-626, FAB-627) (FAB-812);
    - Pendulum Trap: defending after the attacking hero's reaction this
      chain link (Bloodrot Trap's record, FAB-802), the top 2 cards of
      their deck go to their graveyard (FAB-808);
    - Increase the Tension: the next arrow attack this turn gets +3, +2
      or +1 power (FAB-809) and no defense reaction may be played from
      hand to its chain link (FAB-810); its go again is the keyword's;
    - Driftwood Quiver: its instant ability (destroy it) puts the card of
      its player's arsenal on the bottom of their deck (FAB-811); its
      specialization is the card data's.

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, rule_fact/4, fact_words//1,
   text_proof_rule/1, ability_reading/1, ability_reading_resolved//5, not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       hit_life_loss(N)        Searing Shot: "If Searing Shot hits a
%                               hero, they lose 1{h}." (FAB-805)
%       aim_hit_destroys_arsenal_card   Hemorrhage Bore: "If Hemorrhage
%                               Bore has an aim counter, it has 'When this
%                               hits a hero, destroy a card in their
%                               arsenal.'" (FAB-806)

%       defends_creates_token(Condition, Token)   Inertia Trap: "When
%                               this defends an attack with {p} greater
%                               than its base, create an Inertia token
%                               under the attacking hero's control."
%                               Frailty Trap: "When this defends an
%                               attack with go again, create a Frailty
%                               token under the attacking hero's
%                               control." (FAB-807)

%       defends_after_reaction_mill(N)   Pendulum Trap: "When this
%                               defends and the attacking hero has played
%                               or activated a reaction this chain link,
%                               put the top 2 cards of their deck into
%                               their graveyard." (FAB-808)

%       next_arrow_attack_tension(Amounts)   Increase the Tension: "Your next
%                               arrow attack this turn gains +3{p} and
%                               'Defense reactions can't be played from
%                               hand this chain link.'" (+2, +1 on the
%                               yellow, the blue: Amounts by pitch)
%                               (FAB-809, FAB-810)

%       ability_arsenal_to_bottom   Driftwood Quiver: "Instant - Destroy
%                               Driftwood Quiver: Put a card from your
%                               arsenal on the bottom of your deck."
%                               (FAB-811)

%       defends_equipment_counter(Condition, N)   Boulder Trap: "When
%                               this defends an attack with {p} greater
%                               than its base, put a -1{d} counter on an
%                               equipment the attacking hero controls."
%                               (FAB-812)

card_text_read("Searing Shot", hit_life_loss(1)).
card_text_read("Boulder Trap", defends_equipment_counter(power_above_base, -1)).
card_text_read("Driftwood Quiver", ability_arsenal_to_bottom).
card_text_read("Increase the Tension", next_arrow_attack_tension([3, 2, 1])).
card_text_read("Pendulum Trap", defends_after_reaction_mill(2)).
card_text_read("Inertia Trap", defends_creates_token(power_above_base, "Inertia")).
card_text_read("Frailty Trap", defends_creates_token(go_again, "Frailty")).
card_text_read("Hemorrhage Bore", aim_hit_destroys_arsenal_card).

                 /*******************************
                 *   SEARING SHOT, HEMORRHAGE   *
                 *******************************/

rule('FAB-805', effect, "Searing Shot: a hit takes 1 life",
     "When Searing Shot hits a hero (deals damage to the defending hero in the damage step), that hero loses 1 life (a loss, not damage: no prevention, no Ward); at 0 they lose the game. An attack that deals no damage takes none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Searing Shot: \"If Searing Shot hits a hero, they lose 1{h}.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.12 and 8.5.12b (to lose life, which is not damage), 1.10.2b (a hero with 0 life is cleared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Toxicity's gained hit (FAB-905).")).

rule('FAB-806', effect, "Hemorrhage Bore with an aim counter: a hit destroys the card of the hit hero's arsenal",
     "While Hemorrhage Bore has an aim counter (the state's aim_counters on it, FAB-900), it has \"When this hits a hero, destroy a card in their arsenal\": when it hits (deals damage to the defending hero in the damage step) with an aim counter, the card of that hero's arsenal (the arsenal holds one) is destroyed and goes to its owner's graveyard. An empty arsenal: nothing. Without an aim counter, or without damage, nothing.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Hemorrhage Bore: \"If Hemorrhage Bore has an aim counter, it has 'When this hits a hero, destroy a card in their arsenal.'\" CR 1.15.1 (a counter), 5.4.7 (a static ability applies while its condition holds), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 3.3.2 (the arsenal holds one card), 8.5.4 (destroy: the card goes to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

%!  riptide_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit the defending hero: what its
%   text read here does then (FAB-805, FAB-806).

riptide_hit_text(S0, L, A, S) -->
    searing_hit(S0, L, A, S1),
    bore_hit(S1, L, A, S).

searing_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_life_loss(N)),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0),
          Life is max(0, P0.life - N),
          set_player(S0, P0.put(life, Life), S)
        }
    ->  [ event('FAB-805', searing_life_lost, _{player:Def, attack:AId, amount:N, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(searing_life_lost, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w hits: ~w's hero loses ~d life (~d left)"-[A, F.player, F.amount, F.life] ].

bore_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, aim_hit_destroys_arsenal_card),
          aim_counter(A),                       % card_texts_azalea.pl (FAB-900)
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0)
        }
    ->  (   { key_value(arsenal, P0, [], [C]),
              add_cards(P0.put(arsenal, []), graveyard, [C], P1),
              set_player(S0, P1, S),
              card_id(C, CId)
            }
        ->  [ event('FAB-806', bore_arsenal_destroyed, _{player:Def, card:CId, by:AId}) ]
        ;   { key_value(arsenal, P0, [], []) }
        ->  { S = S0 },
            [ event('FAB-806', bore_arsenal_empty, _{player:Def, by:AId}) ]
        ;   { S = S0 }                          % two cards: CR 3.3.2 allows none
        )
    ;   { S = S0 }
    ).

message(event(bore_arsenal_destroyed, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits with an aim counter: the card of ~w's arsenal (~w) is destroyed and goes to the graveyard"-[By, F.player, C] ].
message(event(bore_arsenal_empty, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits with an aim counter: ~w's arsenal holds no card, so none is destroyed"-[By, F.player] ].

                 /*******************************
                 *          THE TRAPS           *
                 *******************************/

rule('FAB-807', effect, "Inertia Trap, Frailty Trap: defending an attack with power above its base (go again), a token under the attacking hero's control",
     "When Inertia Trap defends (a defense reaction resolving onto the active chain link: it is never declared as a defender, FAB-502) and the attack of that link has power greater than its base power (its printed power: an effect or a counter gave it more) then, an Inertia token is created in the attacking player's arena, under their control. When Frailty Trap defends and the attack has go again then (its own, an effect's or its text's, as the link would resolve with it), a Frailty token is created there. Otherwise nothing. The tokens then do what the vocabulary of permanents says at the beginning of their controller's end phase (FAB-711's).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Inertia Trap: \"When this defends an attack with {p} greater than its base, create an Inertia token under the attacking hero's control.\" Frailty Trap: \"When this defends an attack with **go again**, create a Frailty token under the attacking hero's control.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger on an event and a state: the state is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value, the printed one), 8.3.5 (go again), 8.5.2 (create), 8.6.21 and 8.6.20 (Inertia, Frailty), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends, as it does Bloodrot Trap's (FAB-802).")).

%!  riptide_trap_text(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player's, a defense reaction, resolved onto the active chain
%   link and defends it (a defense reaction is never declared as a
%   defender, FAB-502): its text read here (FAB-807, FAB-808, FAB-812).
%   effects.pl's resolve_card//6 calls it.

riptide_trap_text(S0, Who, C, S) -->
    trap_token(S0, Who, C, S1),
    pendulum_mill(S1, C, S2),
    boulder_counter(S2, Who, C, S3),
    tarpit_text(S3, Who, C, S).                 % card_texts_finish3.pl (FAB-924)

trap_token(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_creates_token(Cond, Token)),
          active_link(S0, L),
          trap_condition(Cond, S0, L),
          Attacker = L.controller,
          card_id(C, Id),
          tokens_created(Id, Who, Attacker, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-807', riptide_trap_token, _{player:Attacker, card:TId, name:Token, by:Id, condition:Cond}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 }
    ).

%!  trap_condition(+Condition, +State, +Link) is semidet.
%
%   The attack of Link meets a trap's Condition: power_above_base, its
%   power greater than its printed power; go_again, it has go again
%   (FAB-807).

trap_condition(power_above_base, _, L) :-
    link_attack(L, A),
    card_prop(A, power, Base),
    integer(Base),
    link_power(L, P),                           % triggers.pl
    P > Base.
trap_condition(go_again, S, L) :-
    link_go_again(S, L).                        % card_texts_katsu_bravo.pl

message(event(riptide_trap_token, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A),
      condition_words(F.condition, W)
    },
    [ "~w defends an attack ~w: ~w ~w token (~w) is created under ~w's control"-[By, W, A, F.name, F.card, F.player] ].

condition_words(power_above_base, "with more power than its base").
condition_words("power_above_base", "with more power than its base").
condition_words(go_again, "with go again").
condition_words("go_again", "with go again").

rule('FAB-808', effect, "Pendulum Trap: defending after the attacker's reaction, the top 2 cards of their deck to their graveyard",
     "When Pendulum Trap becomes a defending card (a defense reaction resolving onto the active chain link) and the attacking hero's player has played an attack reaction card or activated an attack reaction ability this chain link (the link's attack_reaction record, Bloodrot Trap's, FAB-802: recorded while a Pendulum Trap is in the defending player's hand or arsenal), the top 2 cards of the attacking player's deck go to their graveyard, top card first (cards the position does not show go as unknown cards; a deck of fewer cards: what it holds). Without such a reaction, nothing.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Pendulum Trap: \"When this defends and the attacking hero has played or activated a reaction this chain link, put the top 2 cards of their deck into their graveyard.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger on an event and a state: the state is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 7.4.2a and 8.1.2a (attack reactions, played or activated by the attacking hero's player in the reaction step), 3.0.9 (a card entering the graveyard is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends, as it does Bloodrot Trap's (FAB-802).")).

%   pendulum_mill(+State0, +Card, -State)//: Card, defending, is Pendulum
%   Trap and the link records the attacker's reaction: the top N cards of
%   the attacking player's deck go to their graveyard (FAB-808).
pendulum_mill(S0, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_after_reaction_mill(N)),
          active_link(S0, L),
          get_dict(attack_reaction, L, true),
          Attacker = L.controller,
          player(S0, Attacker, P0),
          key_value(deck, P0, [], Deck0),
          length(Deck0, K),
          M is min(N, K),
          length(Top, M),
          append(Top, Deck, Deck0),
          maplist(new_object, Top, Milled),     % card_texts_azalea.pl: counters go
          add_cards(P0.put(deck, Deck), graveyard, Milled, P1),
          set_player(S0, P1, S),
          maplist(card_id, Top, Ids),
          card_id(C, Id)
        }
    ->  [ event('FAB-808', pendulum_milled, _{player:Attacker, cards:Ids, by:Id}) ]
    ;   { S = S0 }
    ).

message(event(pendulum_milled, F, S0)) -->
    { event_card(S0, F.by, By),
      length(F.cards, N)
    },
    (   { N =:= 0 }
    ->  [ "~w defends after ~w's reaction this chain link: ~w's deck is empty, nothing goes to the graveyard"-[By, F.player, F.player] ]
    ;   { maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ", ", T) },
        [ "~w defends after ~w's reaction this chain link: the top ~d card(s) of ~w's deck (~w) go to their graveyard"-[By, F.player, N, F.player, T] ]
    ).

                 /*******************************
                 *     INCREASE THE TENSION     *
                 *******************************/

rule('FAB-809', effect, "Increase the Tension: the next arrow attack gets +3 (+2, +1) power and no defense reactions from hand",
     "When Increase the Tension resolves, an effect waits in the state's effects ({kind: next_arrow_attack_tension, player, amount 3 (red), 2 (yellow) or 1 (blue), source}) for its player's next arrow attack this turn (an attack card with the subtype Arrow): as one becomes a chain link the effect is used up, the link gets the power (power_bonus) and records the text it gains (no_defense_reactions_from_hand: true, FAB-810). An attack that is no arrow leaves the effect waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Increase the Tension: \"Your next arrow attack this turn gains +3{p} and 'Defense reactions can't be played from hand this chain link.' Go again\" (+2{p} on the yellow, +1{p} on the blue). CR 1.7.3b (a resolution ability's effect), 1.8.10 (the next), 8.2.6 (Arrow), 2.0.3a (effects modify power), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-810', constraint, "A chain link with Increase the Tension's text: no defense reactions from hand",
     "While the active chain link records the text Increase the Tension gave its arrow (no_defense_reactions_from_hand: true, FAB-809), no defense reaction card may be played from hand to it; one from the arsenal may, and a defense reaction ability may be activated. A restriction: no text's allowance lifts it, so a text rulecheck does not read that could allow the play does not make it unknown (FAB-119).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Increase the Tension: \"... 'Defense reactions can't be played from hand this chain link.'\" CR 1.0.2 (a restriction takes precedence over any allowance), 5.1.5 (a card is checked as legal to play before any cost is paid), 7.4.2b and 7.4.2c (the defending player's defense reactions in the reaction step, and a defense reaction card cannot be played if an effect prevents it), 3.3.4 and 3.9 (the arsenal and the hand are distinct zones), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_proof_rule('FAB-810').

%!  riptide_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-809);
%   card_texts.pl's resolution_text//4 calls it.

riptide_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_arrow_attack_tension(Amounts)),
          card_prop(C, pitch, P), integer(P),
          nth1(P, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_arrow_attack_tension", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-809', tension_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(tension_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next arrow attack this turn gets +~d power and \"Defense reactions can't be played from hand this chain link\""-[L, F.player, F.amount] ].

%!  riptide_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack, Player's, just became the last chain link: if it is an arrow,
%   Player's effects of Increase the Tension are used up, and the link
%   gets their power and records their text (FAB-809).

riptide_attack_text(S0, Who, A, S) -->
    (   { card_prop(A, subtypes, Ss), is_list(Ss), memberchk("Arrow", Ss),
          effects(S0, Es0),
          partition(tension_effect_for(Who), Es0, Mine, Rest),
          Mine \== [],
          foldl(grant_amount, Mine, 0, N),      % card_texts.pl
          card_id(A, AId),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L = L0.put(_{power_bonus:B, no_defense_reactions_from_hand:true})
        }
    ->  [ event('FAB-809', tension_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

tension_effect_for(Who, E) :-
    get_dict(kind, E, "next_arrow_attack_tension"),
    get_dict(player, E, Who0), Who0 == Who.

message(event(tension_applied, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w gets +~d power (Increase the Tension) and \"Defense reactions can't be played from hand this chain link\""-[A, F.amount] ].

%!  tension_link(+State, -Attack) is semidet.
%
%   The active chain link, whose attack is Attack, records Increase the
%   Tension's text (FAB-810).

tension_link(S, A) :-
    active_link(S, L),
    get_dict(no_defense_reactions_from_hand, L, true),
    link_attack(L, A).

broken('FAB-810', S, M, defense_reaction_from_hand_forbidden(C, A)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "hand"),
    played_card(S, M, _, C),
    card_type(C, "defense reaction"),
    tension_link(S, A).

%   FAB-810 concerns only a play while the active chain link records the
%   text (rc_explain.pl).
moot('FAB-810', S, _) :-
    \+ tension_link(S, _).

rule_fact('FAB-810', S, _, tension_attacks(A)) :-
    tension_link(S, A).

fact_words(tension_attacks(A)) -->
    { card_label(A, L) },
    [ "~w, the attack of the active chain link, has \"Defense reactions can't be played from hand this chain link\" (Increase the Tension)"-[L] ].

message(defense_reaction_from_hand_forbidden(C, A)) -->
    { card_label(C, L), card_label(A, AL) },
    [ "~w is a defense reaction card played from hand, and ~w has \"Defense reactions can't be played from hand this chain link\" (Increase the Tension)"-[L, AL] ].

                 /*******************************
                 *       DRIFTWOOD QUIVER       *
                 *******************************/

rule('FAB-811', effect, "Driftwood Quiver: destroyed, the card of its player's arsenal goes to the bottom of their deck",
     "Driftwood Quiver's instant ability (its cost: destroy it, FAB-404; the card data's) resolves: the card of its player's arsenal (the arsenal holds one) goes to the bottom of their deck, a new object (its aim counters go, it is face down). An empty arsenal: nothing. Its Riptide Specialization is the card data's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Driftwood Quiver: \"Riptide Specialization. Instant - Destroy Driftwood Quiver: Put a card from your arsenal on the bottom of your deck.\" CR 5.2.1 (an activated ability's cost and effect), 3.3.2 (the arsenal holds one card), 3.0.9 and 1.15.3 (a card put into the deck is a new object, without counters), 1.2.3 (the last known information of a source gone from the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_arsenal_to_bottom).

ability_reading_resolved(ability_arsenal_to_bottom, S0, Who, Id, S) -->
    { player(S0, Who, P0) },
    (   { key_value(arsenal, P0, [], [C]),
          new_object(C, New),                   % keywords_defense.pl
          key_value(deck, P0, [], Deck0),
          append(Deck0, [New], Deck),
          set_player(S0, P0.put(_{arsenal:[], deck:Deck}), S),
          card_id(C, CId)
        }
    ->  [ event('FAB-811', quiver_arsenal_to_bottom, _{player:Who, card:CId, by:Id}) ]
    ;   { key_value(arsenal, P0, [], []) }
    ->  { S = S0 },
        [ event('FAB-811', quiver_arsenal_empty, _{player:Who, by:Id}) ]
    ;   { S = S0 }                              % two cards: CR 3.3.2 allows none
    ).

message(event(quiver_arsenal_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w's arsenal card ~w goes to the bottom of their deck"-[By, F.player, C] ].
message(event(quiver_arsenal_empty, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w's arsenal holds no card, so none goes to the bottom of the deck"-[By, F.player] ].

                 /*******************************
                 *         BOULDER TRAP         *
                 *******************************/

rule('FAB-812', effect, "Boulder Trap: defending an attack with power above its base, a -1 defense counter on an equipment of the attacking hero",
     "When Boulder Trap defends (a defense reaction resolving onto the active chain link) and the attack of that link has power greater than its base (printed) power then (FAB-807's reading), a -1 defense counter goes on an equipment the attacking player controls (in their equipment zone, or defending on the combat chain): with none nothing happens; with one it is that one; with two or more the position waits for the choice of Boulder Trap's player (Buckling Blow's pending choice equipment_counter, FAB-626: its player the trap's, its damaged_player the attacking player), which a counter move names (FAB-627). The counter stays on the equipment (its defense_counters, never a defense below 0) while it stays in the arena. Not handled: where another choice already waits as the trap defends and the equipment must be chosen, it is not asked (an event says so).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Boulder Trap: \"When this defends an attack with {p} greater than its base, put a -1{d} counter on an equipment the attacking hero controls.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (the state of its condition is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value), 1.8.6 (the player who controls the effect makes its choices), 1.15.1 and 2.0.3d (a counter modifies the defense of the object it is on), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends, as it does Bloodrot Trap's (FAB-802).")).

%   boulder_counter(+State0, +Player, +Card, -State)//: Card, Player's,
%   defends: Boulder Trap's counter on the attacking player's equipment,
%   or the choice of which (FAB-812).
boulder_counter(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_equipment_counter(Cond, N)),
          active_link(S0, L),
          trap_condition(Cond, S0, L),
          Attacker = L.controller,
          card_id(C, Id),
          findall(EId, ( controlled_equipment(S0, Attacker, E), card_id(E, EId) ), EIds0),   % card_texts_bravo.pl
          list_to_set(EIds0, EIds)
        }
    ->  (   { EIds == [] }
        ->  { S = S0 },
            [ event('FAB-812', boulder_no_equipment, _{player:Attacker, by:Id}) ]
        ;   { EIds = [EId] }
        ->  equipment_counter_put(S0, Attacker, EId, N, Id, S)   % card_texts_bravo.pl (FAB-626)
        ;   { game_over(S0, _) }
        ->  { S = S0 }
        ;   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-812', choice_not_asked, _{player:Who, card:Id, choice:"equipment_counter"}) ]
        ;   { S = S0.put(pending, _{choice:"equipment_counter", player:Who, controller:Who, source:C,
                                    damaged_player:Attacker}) },
            [ event('FAB-812', boulder_counter_waits, _{player:Who, by:Id, of:Attacker, cards:EIds}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("equipment_counter", "which equipment of the attacking hero gets the -1 defense counter").

%   trap_counter_source(+State, +Id): the card of id Id is one whose -1
%   defense counter is its trap's (FAB-812), not a crush (card_texts_bravo.pl's
%   words of equipment_counter_put ask).
trap_counter_source(S, Id) :-
    state_card(S, C), card_id(C, Id0), Id0 == Id, !,
    text_read_name(C, Name),
    card_text_read(Name, defends_equipment_counter(_, _)).

message(event(boulder_no_equipment, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w defends an attack with more power than its base: ~w controls no equipment, so no counter is put"-[By, F.player] ].
message(event(boulder_counter_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w defends an attack with more power than its base: ~w chooses which equipment of ~w's gets a -1 defense counter (a counter move)"-[By, F.player, F.of] ].
