/*  Flesh and Blood: the last texts of the Bravo Hero Deck.

    Part of game.pl, included after card_texts_katsu_bravo.pl, whose
    relations it extends (card_text_read/2, the crush texts' hooks there:
    crush_next_turn_text//5 makes Crush Confidence's effect, deck_hit_text//5
    calls crush_counter_text//5 and hit_discard_text//4 here,
    deck_resolution_text//4 calls pummel_resolves//5).  Read here
    (Flesh and Blood Comprehensive Rules, as published February 2026):

    - Crush Confidence: its crush, the defending hero card's effects and
      activated abilities lost until the end of their next turn (FAB-624,
      FAB-625);
    - Buckling Blow: its crush, a -1 defense counter on an equipment, the
      attacker's choice where there are two or more (FAB-626, FAB-627:
      the equipment_counter choice, a counter move);
    - Pummel: its two modes, the second's discard on hit, the discarding
      player's choice (FAB-628, FAB-629, FAB-536: the hit_discard choice,
      a discard move);
    - Blessing of Deliverance: its draw as it enters the arena, its
      reveal at the beginning of the action phase (FAB-537, FAB-538); an
      unknown card's cost is asked, never guessed (FAB-539: the
      cost_check choice, a costs move).

    With these every printing of the Bravo Hero Deck is modelled.
*/

:- discontiguous card_text_read/2, permanent_text/3, trigger_effect//5, choice_action/2, choice_phase/2,
   pending_problem/4, broken/4, rule_fact/4, effect//4, choice_candidate/3, fact_words//1,
   choice_words//1, text_choice_words//2, move_words//3, message//1, rule/5, moot/3.

                 /*******************************
                 *       CRUSH CONFIDENCE       *
                 *******************************/

card_text_read("Crush Confidence", crush_next_turn(_{kind:"hero_loses_abilities"})).

rule('FAB-624', effect, "Crush Confidence: crush, the defending hero card loses its effects and activated abilities until the end of their next turn",
     "When Crush Confidence deals 4 or more damage to the defending hero, an effect lasts from then until the end of that player's next turn ({kind: hero_loses_abilities, lasts: their_next_turn}; FAB-206 keeps it as the turn ends): their hero card has no effects and no activated abilities. Its activated abilities cannot be activated (FAB-625: Bravo's dominate), and the texts of the hero rulecheck reads do nothing meanwhile (Dorinthea's additional attack, FAB-543; Rhinar's intimidate, FAB-570; Katsu's search as an attack hits, FAB-566). Its life, intellect and name are not abilities and stay. With less damage nothing happens.",
     ruling("Ваш хід закінчується, і ваш супротивник починає свій хід.",
            "Crush Confidence: \"Crush - When this deals 4 or more damage to a hero, they lose all hero card abilities until the end of their next turn.\" (its first printing: \"... they lose all hero card effects and activated abilities ...\"). CR 8.4.2 (crush: a triggered effect on 4 or more damage dealt), 8.4.2a, 1.7.4 (an ability is functional only while its source has it), 5.2 (activated abilities), 6.6 (triggered effects), 4.4.4 (effects end with their duration), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads \"hero card abilities\" as the hero card's (its static and triggered effects, its activated abilities), as the first printing's reminder says (\"Treat the hero card as if the text box is empty\", Welcome to Rathe, WTR063 ... WTR065): a weapon's or an equipment's abilities stay. The effect starts as the damage is dealt, in the attacking player's turn, and lasts through the damaged player's next turn.")).

rule('FAB-625', constraint, "A hero card that lost its activated abilities cannot activate them",
     "While an effect says a player's hero card has lost its activated abilities (Crush Confidence, FAB-624), an activate move naming that hero breaks this rule.",
     ruling("Деякі карти мають активовані здібності.",
            "Crush Confidence: \"... they lose all hero card abilities until the end of their next turn.\" CR 5.2.1 (an activated ability is activated from its source; a source without the ability has none to activate), 1.7.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hero_abilities_lost(+State, +Player) is semidet.
%
%   An effect in State says Player's hero card has lost its effects and
%   activated abilities (FAB-624): its texts do nothing, its abilities
%   cannot be activated.

hero_abilities_lost(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "hero_loses_abilities"),
    get_dict(player, E, W),
    W == Who,
    !.

broken('FAB-625', S, M, hero_ability_lost(C)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    card_type(C, "hero"),
    hero_abilities_lost(S, M.player).

%   FAB-625 concerns only an activation of a hero's ability (rc_explain.pl:
%   moot/3).
moot('FAB-625', S, M) :-
    \+ ( activated_ability(S, M, _, C, _),
         card_type(C, "hero") ).

message(hero_ability_lost(C)) -->
    { card_label(C, L) },
    [ "~w has lost its activated abilities until the end of its player's next turn (Crush Confidence's crush)"-[L] ].

                 /*******************************
                 *         BUCKLING BLOW        *
                 *******************************/

card_text_read("Buckling Blow", crush_equipment_counter(-1)).

rule('FAB-626', effect, "Buckling Blow: crush, a -1 defense counter on an equipment the defending hero controls, the attacker's choice",
     "When Buckling Blow deals 4 or more damage to the defending hero, a -1 defense counter goes on an equipment that hero's player controls: in their equipment zone, or defending on the combat chain. With none nothing happens; with one it is that one; with two or more the position waits for the choice of Buckling Blow's controller (the pending choice equipment_counter, its player the attacker, its damaged_player the damaged one), which a counter move names (FAB-627); where the same hit also has Pummel's discard (FAB-628), that discard follows the answer (the choice's hit_discard: they touch different things, so their order changes nothing). The counter stays on the equipment (its defense_counters, FAB-521's counting; never a defense below 0) while it stays in the arena.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Buckling Blow: \"Crush - When this deals 4 or more damage to a hero, put a -1{d} counter on an equipment they control.\" (its first printing: \"... on target equipment they control\"). CR 8.4.2 and 8.4.2a (crush: a triggered effect on 4 or more damage dealt), 6.6 (a triggered-layer), 1.8.6 (the player who controls an effect determines what it leaves undetermined, as it is generated: here which equipment), 3.0.5 (the combat chain is in the arena: an equipment defending on it is still the player's), 1.15 and 2.0.3d (a counter modifies the defense of the object it is on), 2.0.3c (never below 0), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The equipment is the choice of the attacking player, who controls the triggered effect, so rulecheck asks it where there are two or more; the triggered-layer resolves at once, as Disable's (FAB-613): nothing in the position can answer it in between.")).

rule('FAB-627', constraint, "Buckling Blow's counter goes on an equipment the damaged hero controls",
     "A counter move answers the equipment_counter choice (FAB-626): its card is an equipment the damaged player controls, in their equipment zone or defending on the combat chain.",
     ruling("",
            "CR 1.8.6 (the controller of an effect determines its undetermined parameters within what its text allows: \"an equipment they control\"), 3.0.5, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  controlled_equipment(+State, +Player, -Equipment) is nondet.
%
%   Equipment is an equipment Player controls: in their equipment zone,
%   or defending on a chain link they defend (FAB-626).

controlled_equipment(S, Who, E) :-
    player(S, Who, P),
    key_value(equipment, P, [], Es),
    member(E, Es).
controlled_equipment(S, Who, E) :-              % a weapon that is also equipment: Parry Blade (FAB-502)
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    member(E, Ws),
    equipment_card(E).
controlled_equipment(S, Who, E) :-
    chain_open(S),
    member(L, S.chain.links),
    get_dict(defender, L, D), D == Who,
    key_value(defending, L, [], Ds),
    member(E, Ds),
    equipment_card(E).                          % keywords_attack.pl

%   Attack, of the active chain Link, dealt Damage: Buckling Blow's crush
%   (FAB-626).
crush_counter_text(S0, L, A, Damage, S) -->
    (   { Damage >= 4,
          text_read_name(A, Name),
          card_text_read(Name, crush_equipment_counter(N)),
          Def = L.defender,
          card_id(A, AId),
          findall(EId, ( controlled_equipment(S0, Def, E), card_id(E, EId) ), EIds0),
          list_to_set(EIds0, EIds)
        }
    ->  (   { EIds == [] }
        ->  { S = S0 },
            [ event('FAB-626', no_equipment_for_counter, _{player:Def, by:AId}) ]
        ;   { EIds = [EId] }
        ->  equipment_counter_put(S0, Def, EId, N, AId, S)
        ;   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { Who = L.controller,
              Pd0 = _{choice:"equipment_counter", player:Who, controller:Who, source:A, damaged_player:Def},
              (   get_dict(hit_discard, L, true)     % Pummel's discard follows the answer (FAB-628)
              ->  Pd = Pd0.put(hit_discard, true)
              ;   Pd = Pd0
              ),
              S = S0.put(pending, Pd)
            },
            [ event('FAB-626', equipment_counter_waits, _{player:Who, by:AId, of:Def, cards:EIds}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

%!  equipment_counter_put(+State0, +Player, +Id, +N, +By, -State)// is det.
%
%   A defense counter of N goes on Player's equipment Id, in their
%   equipment zone or defending on the combat chain (FAB-626).

equipment_counter_put(S0, Who, Id, N, By, S) -->
    { player(S0, Who, P0),
      (   nth0(K, P0.equipment, E0, Rest), card_id(E0, Id0), Id0 == Id
      ->  counter_added(E0, N, E),
          nth0(K, Es, E, Rest),
          set_player(S0, P0.put(equipment, Es), S)
      ;   key_value(weapons, P0, [], Ws0),      % Parry Blade (FAB-502)
          nth0(K, Ws0, E0, Rest), card_id(E0, Id0), Id0 == Id
      ->  counter_added(E0, N, E),
          nth0(K, Ws, E, Rest),
          set_player(S0, P0.put(weapons, Ws), S)
      ;   Chain0 = S0.chain,
          nth0(I, Chain0.links, L0, Links1),
          nth0(J, L0.defending, E0, Ds1),
          card_id(E0, Id0), Id0 == Id
      ->  counter_added(E0, N, E),
          nth0(J, Ds, E, Ds1),
          nth0(I, Links, L0.put(defending, Ds), Links1),
          S = S0.put(chain, Chain0.put(links, Links))
      ;   S = S0
      ),
      defense_counters(E0, C0), C is C0 + N,
      (   trap_counter_source(S0, By) -> Rule = 'FAB-812' ; Rule = 'FAB-626' )   % card_texts_riptide.pl: Boulder Trap's
    },
    [ event(Rule, equipment_counter_put, _{player:Who, card:Id, by:By, amount:N, counters:C}) ].

counter_added(E0, N, E) :-
    defense_counters(E0, C0),                   % keywords_defense.pl
    C is C0 + N,
    E = E0.put(defense_counters, C).

choice_action("equipment_counter", "counter").
choice_phase("equipment_counter", "action").

pending_problem(S, Pd, [damaged_player], no_equipment_for_the_counter(Of)) :-   % FAB-626
    Pd.choice == "equipment_counter",
    key_value(damaged_player, Pd, null, Of),
    \+ ( player(S, Of, _), controlled_equipment(S, Of, _) ).

broken('FAB-627', S, M, not_their_equipment(Of, C)) :-
    get_dict(action, M, "counter"),
    pending(S, Pd),
    Pd.choice == "equipment_counter",
    get_dict(card, M, Id),
    key_value(damaged_player, Pd, null, Of),
    \+ ( controlled_equipment(S, Of, E), card_id(E, Id0), Id0 == Id ),
    card_or_id(S, Id, C).

%   card_or_id(+State, +Id, -Card): the card of State with the id Id, else
%   the id itself (for a reason's words).
card_or_id(S, Id, C) :-
    (   state_card(S, C0), card_id(C0, Id0), Id0 == Id
    ->  C = C0
    ;   C = Id
    ).

label_or_id(C, L) :-
    (   is_dict(C) -> card_label(C, L) ; L = C ).

rule_fact('FAB-627', S, _, counter_candidates(Who, Of, Es)) :-
    pending(S, Pd),
    Pd.choice == "equipment_counter",
    Who = Pd.player,
    key_value(damaged_player, Pd, null, Of),
    findall(E, controlled_equipment(S, Of, E), Es).

effect(counter, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "equipment_counter",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0), text_read_name(By0, Name), card_text_read(Name, crush_equipment_counter(N0))
      ->  N = N0
      ;   N = -1
      ),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    equipment_counter_put(S1, Pd.damaged_player, M.card, N, By, S2),
    (   { get_dict(hit_discard, Pd, true),
          active_link(S2, L),
          link_attack(L, A)
        }
    ->  hit_discard_text(S2, L, A, S)           % the same hit's discard, waiting till now
    ;   { S = S2 }
    ).

choice_candidate("counter", S, _{player:Who, action:"counter", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "equipment_counter",
    Who = Pd.player,
    findall(Id0, ( controlled_equipment(S, Pd.damaged_player, E), card_id(E, Id0) ), Ids0),
    list_to_set(Ids0, Ids),
    member(Id, Ids).

message(event(no_equipment_for_counter, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w deals 4 or more damage (crush): ~w controls no equipment, so no counter is put"-[By, F.player] ].
message(event(equipment_counter_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w deals 4 or more damage (crush): ~w chooses which equipment of ~w's gets a -1 defense counter (a counter move)"-[By, F.player, F.of] ].
message(event(equipment_counter_put, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, E),
      (   trap_counter_source(S0, F.by) -> Why = "defends" ; Why = "(crush)" )   % card_texts_riptide.pl (FAB-812)
    },
    [ "~w ~w: ~w of ~w's gets a ~w defense counter (~w in all)"-[By, Why, E, F.player, F.amount, F.counters] ].
message(not_their_equipment(Of, C)) -->
    { label_or_id(C, L) },
    [ "~w is not an equipment ~w controls (in their equipment zone or defending on the combat chain)"-[L, Of] ].
message(no_equipment_for_the_counter(Of)) -->
    [ "Buckling Blow's counter waits for an equipment, yet ~w controls none"-[Of] ].
message(no_choice_waits("equipment_counter")) -->
    [ "no counter waits for its equipment: counter names the equipment that gets Buckling Blow's -1 defense counter" ].
fact_words(counter_candidates(Who, Of, Es)) -->
    { maplist(card_label, Es, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w chooses which equipment of ~w's gets the counter: ~w"-[Who, Of, T] ].

choice_words("equipment_counter") --> [ "which equipment of the damaged hero gets Buckling Blow's -1 defense counter (a counter move)" ].

text_choice_words("equipment_counter", Source) -->
    [ "the equipment that gets the -1 defense counter of ~w (counter)"-[Source] ].

move_words("counter", S, M) -->
    { event_card(S, M.card, L) },               % messages.pl: its label, else its id
    [ M.player, " puts the -1 defense counter on ", L ].

                 /*******************************
                 *            PUMMEL            *
                 *******************************/

card_text_read("Pummel", pummel([4, 3, 2])).

rule('FAB-628', effect, "Pummel: +N power to a club or hammer weapon attack, or to an attack action card with cost 2 or more that discards a card on hit",
     "Pummel, as it resolves, gives the attack of the active chain link +4 power (red; +3 yellow, +2 blue) by the mode that fits it: a club or hammer weapon's attack (the first mode), or an attack action card with cost 2 or more, which also gains \"If this hits a hero, they discard a card\" (the second mode: its link's hit_discard). Where the active attack fits neither, the mode chosen targeted another card on the chain and changes nothing. When an attack with hit_discard hits, the defending hero's player discards a card from their hand (to the graveyard, or where a replacement puts it, FAB-578): none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (the pending choice hit_discard), which a discard move names (FAB-536).",
     ruling("Реакції атаки — ... їх можна грати лише під час кроку реакції, коли ви атакуєте.",
            "Pummel: \"Choose 1; - Target club or hammer weapon attack gains +4{p}. - Target attack action with cost 2 or greater gains +4{p} and 'If this hits a hero, they discard a card.'\" (red; +3 yellow, +2 blue). CR 1.7.5 and 5.1.4a (a mode is chosen and its targets declared as the card is played), 1.8.5, 7.5.5 (an attack hits when it deals damage to the hero), 8.5.5 (discard: the player puts a card from their hand into their graveyard; a card not chosen at random is chosen by the player who discards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for Razor Reflex (FAB-585), the two modes' targets never meet in one object (a weapon is no attack action card): rulecheck reads the mode chosen as the one the active chain link's attack fits and the target as that attack; choosing the other mode, for a target whose power cannot matter any more (a defending card, an earlier link's attack), gains nothing and is not offered. \"Attack action\" reads as an attack action card.")).

rule('FAB-629', constraint, "Pummel needs a target of one of its modes",
     "Pummel is played only while one of its modes has a target on the combat chain: a club or hammer weapon's attack, or an attack action card with cost 2 or more (attacking or defending).",
     ruling("",
            "CR 5.1.4a (the targets of a card's resolution abilities are declared as it is played, and must be legal), 1.7.5 (a mode is chosen as the card is played, and its targets declared), 1.8.5 and 1.8.5a (public objects in the arena: the combat chain, 3.0.5), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-536', constraint, "The card discarded for an attack's hit is a card of the discarding player's hand",
     "A discard move answers the hit_discard choice (FAB-628): its card is a card in the hand of the player who discards.",
     ruling("",
            "CR 8.5.5 (to discard is to put a card from the hand into the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pummel_target(+State, ?Mode, -Card) is nondet.
%
%   Card on the combat chain fits Pummel's Mode: 1, a club or hammer
%   weapon's attack; 2, an attack action card with cost 2 or more,
%   attacking or defending (FAB-629).

pummel_target(S, 1, A) :-
    weapon_attack_target(S, A),                 % card_texts_rhinar_dorinthea.pl
    card_subtypes(A, Ss),
    (   memberchk("Club", Ss) -> true ; memberchk("Hammer", Ss) ).
pummel_target(S, 2, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C)
    ;   key_value(defending, L, [], Ds), member(C, Ds)
    ),
    card_type(C, "attack action"),
    card_cost(C, Cost),
    Cost >= 2.

broken('FAB-629', S, M, no_pummel_target(C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, pummel(_)),
    \+ pummel_target(S, _, _).

%   FAB-629 concerns only playing Pummel (rc_explain.pl: moot/3).
moot('FAB-629', S, M) :-
    \+ ( played_card(S, M, _, C),
         text_read_name(C, Name),
         card_text_read(Name, pummel(_)) ).

message(no_pummel_target(C)) -->
    { card_label(C, L) },
    [ "~w targets a club or hammer weapon attack, or an attack action card with cost 2 or more, and none is on the combat chain"-[L] ].

pummel_resolves(S0, Who, Id, N, S) -->
    (   { active_link(S0, L0),
          link_attack(L0, A),
          pummel_target(S0, Mode, A),
          active_link_replaced(S0, L0, L2, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L1 = L0.put(power_bonus, B),
          (   Mode == 2 -> L2 = L1.put(hit_discard, true) ; L2 = L1 ),
          card_id(A, AId)
        }
    ->  [ event('FAB-628', pummel_resolved, _{player:Who, card:Id, attack:AId, amount:N, mode:Mode}) ]
    ;   { S = S0 },
        [ event('FAB-628', pummel_nothing, _{player:Who, card:Id}) ]
    ).

%   Attack, of the active chain Link, hit: if the link has "If this hits
%   a hero, they discard a card" (FAB-628), the defending player discards.
hit_discard_text(S0, L, A, S) -->
    (   { link_hit_discards(L),                 % card_texts_oldhim.pl (Thump, FAB-772)
          Def = L.defender,
          player(S0, Def, P),
          card_id(A, AId)
        }
    ->  (   { P.hand == [] }
        ->  { S = S0 },
            [ event('FAB-628', nothing_to_discard, _{player:Def, by:AId}) ]
        ;   { discard_no_choice(P.hand, C) }
        ->  { card_id(C, CId) },
            card_discarded(S0, Def, CId, AId, S)
        ;   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hit_discard", player:Def, controller:L.controller, source:A}) },
            [ event('FAB-628', hit_discard_waits, _{player:Def, by:AId}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

%   The hand holds one card, or copies of one card (known, of one name
%   and colour): which is discarded is no choice.
discard_no_choice([C], C) :-
    !.
discard_no_choice([C|Cs], C) :-
    \+ unknown_card(C),
    get_dict(name, C, Name),
    key_value(color, C, none, Col),
    forall(member(C1, Cs),
           ( \+ unknown_card(C1),
             get_dict(name, C1, Name1), Name1 == Name,
             key_value(color, C1, none, Col1), Col1 == Col )).

%!  card_discarded(+State0, +Player, +Id, +By, -State)// is det.
%
%   Player discards the card Id from their hand for By's hit (FAB-628):
%   the texts that trigger on a discard read it (FAB-555, FAB-570).

card_discarded(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, hand, Id, C, P1),
      add_cards(P1, graveyard, [C], P2),
      set_player(S0, P2, S1)
    },
    [ event('FAB-628', hit_discarded, _{player:Who, card:Id, by:By}) ],
    discard_text(S1, Who, [Id], S2),            % card_texts.pl (FAB-555)
    hero_discard_text(S2, Who, [Id], S).        % card_texts_rhinar_dorinthea.pl (FAB-570)

choice_action("hit_discard", "discard").
choice_phase("hit_discard", "action").

pending_problem(S, Pd, [player], no_card_to_discard(P)) :-   % FAB-628
    Pd.choice == "hit_discard",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-536', S, M, not_in_hand(Who, C)) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "hit_discard",
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( member(C0, P.hand), card_id(C0, Id0), Id0 == Id ),
    card_or_id(S, Id, C).

rule_fact('FAB-536', S, M, discarding_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hit_discard",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hit_discard",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    card_discarded(S1, M.player, M.card, By, S2),
    second_discard(S2, Pd, S).                  % card_texts_uzuri.pl (FAB-720)

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hit_discard",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

message(event(pummel_resolved, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    (   { F.mode == 1 }
    ->  [ "~w resolves: ~w, a club or hammer weapon attack, gains +~d power"-[L, AL, F.amount] ]
    ;   [ "~w resolves: ~w, an attack action card with cost 2 or more, gains +~d power and \"If this hits a hero, they discard a card\""-[L, AL, F.amount] ]
    ).
message(event(pummel_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the active chain link's attack fits neither of its modes, so no attack gains power"-[L] ].
message(event(nothing_to_discard, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has no card in hand to discard"-[By, F.player] ].
message(event(hit_discard_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w discards a card of their choice (a discard move)"-[By, F.player] ].
message(event(hit_discarded, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits: ~w discards ~w"-[By, F.player, C] ].
message(not_in_hand(Who, C)) -->
    { label_or_id(C, L) },
    [ "~w has no card ~w in hand to discard"-[Who, L] ].
message(no_card_to_discard(P)) -->
    [ "a discard waits for ~w, who has no card in hand"-[P] ].
message(no_choice_waits("hit_discard")) -->
    [ "no discard waits: discard names the card a player discards as an attack with \"If this hits a hero, they discard a card\" hits (Pummel)" ].
fact_words(discarding_hand(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w discards one of ~w"-[Who, T] ].

choice_words("hit_discard") --> [ "which card of their hand they discard as the attack hits (a discard move)" ].

text_choice_words("hit_discard", Source) -->
    [ "the card discarded as ~w hits (discard)"-[Source] ].

move_words("discard", S, M) -->
    { player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " discards ", L ].

                 /*******************************
                 *    BLESSING OF DELIVERANCE   *
                 *******************************/

card_text_read("Blessing of Deliverance", blessing_of_deliverance(3, [3, 2, 1])).

permanent_text("Blessing of Deliverance", action_phase,
               [destroy_this, reveal_top_gain_life(3, [3, 2, 1])]).   % FAB-538

rule('FAB-537', effect, "Blessing of Deliverance: entering the arena with a card of cost 3 or more in its player's pitch zone, draw a card",
     "When Blessing of Deliverance resolves and enters its controller's arena (an aura), if a card with cost 3 or more is in that player's pitch zone, they draw a card (after its go again). Where the pitch zone holds unknown cards and no known card of such a cost, the position does not say whether the condition holds: it waits for the answer (the pending choice cost_check, for: draw), a costs move naming which of those unknown cards have cost 3 or more (FAB-539); rulecheck never guesses it.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Blessing of Deliverance: \"Go again. When Blessing of Deliverance enters the arena, if you have a card with cost 3 or greater in your pitch zone, draw a card.\" CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 8.2.2 (an aura is a permanent; it enters the arena as it resolves), 3.13 (the pitch zone), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer resolves at once, after the card's own resolution (its go again), as rulecheck resolves the tokens' triggers (FAB-211): nothing in the position can answer it in between.")).

rule('FAB-538', effect, "Blessing of Deliverance: at the beginning of the action phase, destroyed, then reveal the top cards and gain 1 life for each of cost 3 or more",
     "At the beginning of its controller's action phase Blessing of Deliverance is destroyed (to the graveyard), then the top 3 cards (red; 2 yellow, 1 blue) of their deck, or as many as it holds, are revealed and stay where they are; their hero gains 1 life for each of them with cost 3 or more. A revealed card the position does not name (an unknown card) could have any cost: the position waits for the answer (the pending choice cost_check, for: life), a costs move naming which of those unknown cards have cost 3 or more (FAB-539), and the life is then gained; rulecheck never guesses it. Several such triggers at once are ordered by their controller (FAB-531).",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Blessing of Deliverance: \"At the beginning of your action phase, destroy Blessing of Deliverance then reveal the top 3 cards of your deck. Gain 1{h} for each card with cost 3 or greater revealed this way.\" (red; yellow: the top 2 cards, blue: the top card). CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.5.4 (destroy), 8.5.16 (reveal: the card stays in its zone, its facts made public), 2.2 (cost: the printed resource cost, not the pitch value), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. What the revealed cards are is public once revealed, but a position that gives the deck as unknown cards does not say it: the judge, who sees them revealed, names which have cost 3 or more, as a roll's result (FAB-576) or a random card (FAB-528) is named.")).

rule('FAB-539', constraint, "A costs move names only the unknown cards the check waits for, each once",
     "A costs move answers the cost_check choice (FAB-537, FAB-538): its cards are those of the choice's cards (the unknown cards revealed, or in the pitch zone) that have cost 3 or more, each named once; the others, by not being named, have less.",
     ruling("",
            "CR 8.5.16 (a revealed card is made public), 2.2 (cost), 1.8.5b by analogy (an object is not declared twice), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  blessing_min_cost(+Card, -Min:integer) is semidet.
%
%   Card's text is Blessing of Deliverance's: the cost it counts (FAB-537).

blessing_min_cost(C, Min) :-
    text_read_name(C, Name),
    card_text_read(Name, blessing_of_deliverance(Min, _)).

%   The cards of Cards with cost Min or more, and the unknown cards of
%   Cards (whose cost the position does not say).
cost_split(Cards, Min, Known, Unknown) :-
    include(known_cost_at_least(Min), Cards, Known),
    include(unknown_card, Cards, Unknown).

known_cost_at_least(Min, C) :-
    \+ unknown_card(C),
    card_cost(C, Cost),
    integer(Cost),
    Cost >= Min.

%!  entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: the texts read here that
%   trigger on it (FAB-537).

entered_arena_text(S0, Who, C, S) -->
    (   { blessing_min_cost(C, Min),
          card_id(C, Id),
          player(S0, Who, P),
          key_value(pitch, P, [], Pitched),
          cost_split(Pitched, Min, Known, Unknown)
        }
    ->  (   { Known \== [] }
        ->  { Known = [K|_], card_id(K, KId) },
            [ event('FAB-537', blessing_draws, _{player:Who, card:Id, pitched:KId}) ],
            draw_cards(Who, 1, Id, S0, S)       % triggers.pl
        ;   { Unknown == [] }
        ->  { S = S0 },
            [ event('FAB-537', blessing_draws_nothing, _{player:Who, card:Id}) ]
        ;   cost_check_waits(S0, Who, C, "draw", Unknown, [], S)
        )
    ;   oldhim_entered_arena_text(S0, Who, C, S) % card_texts_oldhim.pl (FAB-773)
    ).

%   The position waits for the costs of the unknown cards Unknown
%   (FAB-537, FAB-538); Known, the revealed cards of that cost already.
cost_check_waits(S0, Who, C, For, Unknown, Known, S) -->
    (   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { maplist(card_id, Unknown, UIds),
          maplist(card_id, Known, KIds),
          card_id(C, Id),
          Pd0 = _{choice:"cost_check", player:Who, controller:Who, source:C, for:For, cards:UIds},
          (   KIds == [] -> Pd = Pd0 ; Pd = Pd0.put(known, KIds) ),
          S = S0.put(pending, Pd)
        },
        [ event('FAB-539', cost_check_waits, _{player:Who, card:Id, cards:UIds, for:For}) ]
    ;   { S = S0 }
    ).

trigger_effect(reveal_top_gain_life(Min, Counts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Counts, N0),
      player(S0, Who, P),
      length(P.deck, DL),
      N is min(N0, DL),
      length(Top, N),
      append(Top, _, P.deck),
      maplist(card_id, Top, TopIds),
      cost_split(Top, Min, Known, Unknown)
    },
    [ event('FAB-538', top_cards_revealed, _{player:Who, card:Id, cards:TopIds}) ],
    (   { Unknown == [] }
    ->  { length(Known, K) },
        life_gained_for(S0, Who, Id, K, S)
    ;   cost_check_waits(S0, Who, C, "life", Unknown, Known, S)
    ).

life_gained_for(S0, Who, Id, K, S) -->
    life_gained(S0, Who, K, Id, Life, event('FAB-538', revealed_life_gained, _{player:Who, card:Id, amount:K, life:Life}), S).   % life_gained.pl

choice_action("cost_check", "costs").
choice_phase("cost_check", "action").

pending_problem(_, Pd, [cards], no_unknown_cards) :-   % FAB-539
    Pd.choice == "cost_check",
    key_value(cards, Pd, [], []).
pending_problem(S, Pd, [cards, I], not_an_unknown_card(Who, Id)) :-   % FAB-539
    Pd.choice == "cost_check",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    nth0(I, Ids, Id),
    \+ ( member(Zone, [deck, pitch]),
         key_value(Zone, P, [], Cs),
         member(C, Cs),
         card_id(C, Id0), Id0 == Id,
         unknown_card(C) ).

broken('FAB-539', S, M, not_checked(Id)) :-
    get_dict(action, M, "costs"),
    pending(S, Pd),
    Pd.choice == "cost_check",
    key_value(cards, Pd, [], Ids),
    member(Id, M.cards),
    \+ memberchk(Id, Ids),
    !.
broken('FAB-539', S, M, named_twice(Id)) :-
    get_dict(action, M, "costs"),
    pending(S, Pd),
    Pd.choice == "cost_check",
    msort(M.cards, Sorted),
    nextto(Id, Id, Sorted),
    !.

rule_fact('FAB-539', S, _, cost_check_waits(Who, Ids)) :-
    pending(S, Pd),
    Pd.choice == "cost_check",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids).

effect(costs, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cost_check",
      choice_answered(S0, S1),
      Who = M.player,
      key_value(source, Pd, "?", Src),
      (   is_dict(Src) -> card_id(Src, Id) ; Id = Src ),
      list_to_set(M.cards, Named),
      length(Named, U),
      key_value(known, Pd, [], KIds),
      length(KIds, K)
    },
    [ event('FAB-539', costs_named, _{player:Who, cards:Named}) ],
    (   { Pd.for == "draw" }
    ->  (   { U > 0 }
        ->  [ event('FAB-537', blessing_draws, _{player:Who, card:Id, pitched:null}) ],
            draw_cards(Who, 1, Id, S1, S2)
        ;   { S2 = S1 },
            [ event('FAB-537', blessing_draws_nothing, _{player:Who, card:Id}) ]
        )
    ;   { N is K + U },
        life_gained_for(S1, Who, Id, N, S2)
    ),
    then_resolves(S2, Pd, S).                   % choices.pl

choice_candidate("costs", S, _{player:Who, action:"costs", cards:Named}) :-
    pending(S, Pd),
    Pd.choice == "cost_check",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids),
    sub_list(Ids, Named).                       % moves.pl

message(event(blessing_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w has a card with cost 3 or more in their pitch zone, so they draw a card"-[L, F.player] ].
message(event(blessing_draws_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w has no card with cost 3 or more in their pitch zone, so they draw nothing"-[L, F.player] ].
message(event(top_cards_revealed, F, S0)) -->
    { event_card(S0, F.card, L), length(F.cards, N), event_cards(S0, F.cards, T) },
    [ "~w: ~w reveals the top ~d card(s) of their deck: ~w"-[L, F.player, N, T] ].
message(event(revealed_life_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~d revealed card(s) with cost 3 or more, so ~w gains ~d life (~d now)"-[L, F.amount, F.player, F.amount, F.life] ].
message(event(cost_check_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_cards(S0, F.cards, T) },
    [ "~w: the position does not say the cost of ~w; a costs move names those with cost 3 or more"-[L, T] ].
message(event(costs_named, F, S0)) -->
    (   { F.cards == [] }
    ->  [ "~w names no unknown card with cost 3 or more"-[F.player] ]
    ;   { event_cards(S0, F.cards, T) },
        [ "~w names the unknown cards with cost 3 or more: ~w"-[F.player, T] ]
    ).

%   The cards Ids of the position before the move, in words.
event_cards(S0, Ids, Text) :-
    maplist(event_card(S0), Ids, Ls),
    atomic_list_concat(Ls, ", ", Text).
message(not_checked(Id)) -->
    [ "~w is not one of the unknown cards whose cost the check waits for"-[Id] ].
message(named_twice(Id)) -->
    [ "~w is named twice"-[Id] ].
message(not_an_unknown_card(Who, Id)) -->
    [ "a cost check asks about ~w, which is not an unknown card of ~w's deck or pitch zone"-[Id, Who] ].
message(no_unknown_cards) -->
    [ "a cost check waits for no card" ].
message(no_choice_waits("cost_check")) -->
    [ "no cost check waits: costs names the unknown cards of cost 3 or more that Blessing of Deliverance reveals or finds in the pitch zone" ].
fact_words(cost_check_waits(Who, Ids)) -->
    [ "~w names which of ~w have cost 3 or more"-[Who, Ids] ].

choice_words("cost_check") --> [ "which of the unknown cards revealed (or in their pitch zone) have cost 3 or more (a costs move)" ].

text_choice_words("cost_check", Source) -->
    [ "which unknown cards have cost 3 or more, for ~w (costs)"-[Source] ].

move_words("costs", _, M) -->
    { atomic_list_concat(M.cards, ", ", T) },
    (   { M.cards == [] }
    ->  [ M.player, " names no card with cost 3 or more" ]
    ;   [ M.player, " names the cards with cost 3 or more: ", T ]
    ).

