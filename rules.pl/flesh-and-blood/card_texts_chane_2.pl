/*  Flesh and Blood: the texts of the Chane Blitz Deck's cards, continued.

    Part of game.pl, included after card_texts_chane.pl, whose relations
    it uses (card_text_read/2 names every text read there; the record of
    'non-attack' action cards played, arcane damage's records, the
    choices' not_asked_words/2).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Unhallowed Rites: as it resolves, a 'non-attack' action card with
      blood debt from its player's graveyard may go on the bottom of
      their deck (the blood_debt_to_bottom choice, FAB-1014, FAB-1015);
    - Spew Shadow: an attack action card of its player's banished zone,
      chosen as it resolves (the banished_attack_choice choice), may be
      played this turn, +2 power against a Light hero (FAB-1016,
      FAB-1017);
    - Lord Sutcliffe, the mentor: face up, each 'non-attack' action card
      its player plays deals 1 arcane damage to each hero, a lesson
      counter for each damage dealt (FAB-1018).

    Their card_text_read/2 facts are card_texts_chane.pl's.
*/

:- discontiguous message//1, rule/5, broken/4, moot/3, not_asked_words/2, choice_action/2, choice_phase/2,
   choice_candidate/3, effect//4, choice_words//1, text_choice_words//2, move_words//3.

                 /*******************************
                 *       UNHALLOWED RITES       *
                 *******************************/

rule('FAB-1014', effect, "Unhallowed Rites: its player may put a 'non-attack' action card with blood debt from their graveyard on the bottom of their deck",
     "As Unhallowed Rites (its text read) resolves (it becomes the attack of a new chain link), its player may put a 'non-attack' action card with blood debt (a card of their graveyard of type action whose keywords hold Blood Debt) on the bottom of their deck. Where their graveyard holds such a card, or an unknown card, the position waits for their choice (the pending choice blood_debt_to_bottom, its source the card): a put move (to: bottom) names such a card, which goes to the bottom of their deck (a new object there), or a decline move puts none (FAB-1015). With no such card and no unknown card in their graveyard nothing is asked. Not handled: where another choice already waits as it resolves (Seeds of Agony's target, a Runechant's arcane damage), the choice is not asked and nothing is put, and an event says so. Its play from the banished zone is FAB-1001's, its Blood Debt FAB-931's.",
     ruling("", "Unhallowed Rites: \"If you have played a 'non-attack' action card this turn, you may play Unhallowed Rites from your banished zone. You may put a 'non-attack' action card with blood debt from your graveyard on the bottom of your deck. Blood Debt\" CR 1.7.3b (a resolution ability generates its effects as the card resolves), 7.2.3 (the attack becomes a chain link), 1.8.3 and 1.8.3a (an optional effect: the player chooses), 1.8.6 (the player determines the card), 3.7 and 3.8 (the deck and the graveyard), 8.3.11 (blood debt), 3.0.9 (a card moved to a zone is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses: rulecheck asks, as for Herald of Rebirth's card (FAB-755).")).

rule('FAB-1015', constraint, "Unhallowed Rites' card is a 'non-attack' action card with blood debt of its player's graveyard, put on the bottom of the deck",
     "A put move answers the blood_debt_to_bottom choice (FAB-1014): its player is the choice's, its card a card of their graveyard the position shows (an unknown card is named in the position first: its type and keywords decide), of type action (a 'non-attack' action card) with the keyword Blood Debt, and its `to` bottom.",
     ruling("", "Unhallowed Rites: \"You may put a 'non-attack' action card with blood debt from your graveyard on the bottom of your deck.\" CR 2.15 (types) and 2.10.6a (subtypes: a non-attack action card is an action card without the subtype Attack), 8.3.11 (blood debt), 3.7 and 3.8, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   rites_candidate(+Player:dict, -Card): Card, of Player's graveyard, may
%   go on the bottom of their deck for Unhallowed Rites (FAB-1014).
rites_candidate(P, C) :-
    key_value(graveyard, P, [], Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_type(C, "action"),
    card_keyword(C, "Blood Debt", _).

%   rites_resolved(+S0, +Player, +Attack, -S)//: Attack, just a chain
%   link, is Unhallowed Rites: its player's choice waits where it can
%   put a card (FAB-1014).
rites_resolved(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, may_put_blood_debt_non_attack_to_bottom),
          card_id(A, AId),
          player(S0, Who, P),
          (   rites_candidate(P, _)
          ->  true
          ;   key_value(graveyard, P, [], Gy), member(C, Gy), unknown_card(C)
          ->  true
          )
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"blood_debt_to_bottom", player:Who, controller:Who, source:A}) },
            [ event('FAB-1014', rites_waits, _{player:Who, card:AId}) ]
        ;   { S = S0 },
            [ event('FAB-1014', choice_not_asked, _{player:Who, card:AId, choice:"blood_debt_to_bottom"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("blood_debt_to_bottom", "which 'non-attack' action card with blood debt of their graveyard goes on the bottom of their deck, and none is put").

choice_action("blood_debt_to_bottom", "put").
choice_action("blood_debt_to_bottom", "decline").
choice_phase("blood_debt_to_bottom", "action").

broken('FAB-1015', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "blood_debt_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = rites_no_card
    ;   get_dict(card, M, Id),
        \+ card_in(P, graveyard, Id, _)
    ->  Reason = rites_not_in_graveyard(Who, Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        unknown_card(C)
    ->  Reason = rites_unknown_card(Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        \+ rites_candidate(P, C)
    ->  Reason = rites_not_blood_debt_non_attack(C)
    ;   get_dict(to, M, To),
        To \== "bottom"
    ->  Reason = rites_not_on_bottom(To)
    ).

moot('FAB-1015', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "blood_debt_to_bottom" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "blood_debt_to_bottom",
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      new_object(C, New),                       % keywords_defense.pl
      key_value(deck, P1, [], Deck0),
      append(Deck0, [New], Deck),
      set_player(S1, P1.put(deck, Deck), S)
    },
    [ event('FAB-1014', rites_to_bottom, _{player:Who, card:M.card, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "blood_debt_to_bottom",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1014', rites_none, _{player:M.player, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"bottom"}) :-
    pending(S, Pd),
    Pd.choice == "blood_debt_to_bottom",
    Who = Pd.player,
    player(S, Who, P),
    rites_candidate(P, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "blood_debt_to_bottom",
    Who = Pd.player.

message(event(rites_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w may put a 'non-attack' action card with blood debt from their graveyard on the bottom of their deck (a put move, or decline)"-[L, F.player] ].
message(event(rites_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their graveyard on the bottom of their deck"-[By, F.player, C] ].
message(event(rites_none, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w puts no card from their graveyard on the bottom of their deck"-[By, F.player] ].
message(rites_no_card) -->
    [ "a put move names the card it puts on the bottom of the deck; decline puts none" ].
message(rites_not_in_graveyard(Who, Id)) -->
    [ "~w has no card ~w in their graveyard: Unhallowed Rites puts a card from the graveyard on the bottom of the deck"-[Who, Id] ].
message(rites_unknown_card(Id)) -->
    [ "~w is an unknown card: the position does not show whether it is a 'non-attack' action card with blood debt; name it in the position to put it on the bottom of the deck"-[Id] ].
message(rites_not_blood_debt_non_attack(C)) -->
    { card_label(C, L) },
    [ "~w is not a 'non-attack' action card with blood debt: Unhallowed Rites puts only such a card on the bottom of the deck"-[L] ].
message(rites_not_on_bottom(To)) -->
    [ "Unhallowed Rites' card goes on the bottom of the deck, not to the ~w"-[To] ].
message(no_choice_waits("blood_debt_to_bottom")) -->
    [ "no card waits to go from a graveyard to the bottom of a deck: put answers Unhallowed Rites" ].

choice_words("blood_debt_to_bottom") -->
    [ "which 'non-attack' action card with blood debt of their graveyard they put on the bottom of their deck as Unhallowed Rites resolves (a put move, or decline for none)" ].
text_choice_words("blood_debt_to_bottom", Source) -->
    [ "which 'non-attack' action card with blood debt of the graveyard goes on the bottom of the deck for ~w (put, or decline)"-[Source] ].

                 /*******************************
                 *          SPEW SHADOW         *
                 *******************************/

rule('FAB-1016', effect, "Spew Shadow: an attack action card of its player's banished zone, chosen, may be played this turn; +2 power against a Light hero",
     "When Spew Shadow (its text read) resolves, its player chooses an attack action card with cost 2 or less (red; 1 or less yellow, 0 or less blue) of their banished zone: with one such card the position shows and no unknown card there, that one; with two or more, or an unknown card there (its type and cost not shown: the judge names it), the position waits for the choice (the pending choice banished_attack_choice, its `cards` the candidates the position shows): a target move names one (FAB-1017); with none nothing is chosen. The card chosen may be played from the banished zone this turn ({kind: may_play_banished, player, card, source}: FAB-569's permission, used up as it is played). If the other player's hero is a Light hero (its talent), an effect waits for that card's attack ({kind: next_attack_power, amount 2, card}: only that card takes it, as it becomes a chain link, FAB-505). Its go again is the keyword's. Not handled: where another choice already waits as it resolves, the card is not asked and nothing is chosen, and an event says so.",
     ruling("", "Spew Shadow: \"Choose an attack action card with cost 2 or less in your banished zone. You may play it this turn. If it attacks a Light hero, it gains +2{p}. Go again\" (cost 1 or less yellow, 0 or less blue). CR 1.7.3b (a resolution ability's effect), 1.8.6 (the controller of an effect determines its parameters as it is generated: the card chosen), 2.2 (cost), 1.0.1a, 5.1.1a and 5.1.2b (an effect lets a card be played from the banished zone), 4.4.4 (this turn), 2.11 (supertypes: the Light talent), 2.0.3a (power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An attack in rulecheck's games attacks the other player's hero, whose talents do not change in a turn: the +2 is made as the card is chosen, for that card's attack.")).

rule('FAB-1017', constraint, "Spew Shadow's card is an attack action card of the cost it names in its player's banished zone",
     "While the banished_attack_choice choice waits (FAB-1016), its player answers with a target move naming one of its cards: an attack action card of their banished zone the position shows, with the cost the choice allows.",
     ruling("", "Spew Shadow: \"Choose an attack action card with cost 2 or less in your banished zone.\" CR 1.8.6 (the player determines the parameter), 2.2 (cost), 3.2 (the banished zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An unknown card has no type or cost rulecheck can read (FAB-106): the judge names it in the position.")).

%   spew_max_cost(+Source, -Max): the greatest cost Spew Shadow Source
%   chooses (FAB-1016).
spew_max_cost(C, Max) :-
    text_read_name(C, Name),
    card_text_read(Name, choose_banished_attack_to_play(MaxCosts, _, _)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, MaxCosts, Max).

%   spew_candidate(+Player:dict, +Max, -Card): Card, of Player's banished
%   zone, is an attack action card with cost Max or less the position
%   shows (FAB-1016).
spew_candidate(P, Max, C) :-
    key_value(banished, P, [], Bs),
    member(C, Bs),
    \+ unknown_card(C),
    card_type(C, "attack action"),
    card_cost(C, Cost),
    Cost =< Max.

%   spew_resolved(+S0, +Player, +Card, -S)//: Spew Shadow resolved: the
%   card it chooses, at once or by its player's choice (FAB-1016).
spew_resolved(S0, Who, C, S) -->
    { text_read_name(C, Name),
      card_text_read(Name, choose_banished_attack_to_play(MaxCosts, _, _)),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, MaxCosts, Max),
      card_id(C, Id),
      player(S0, Who, P),
      findall(CId, ( spew_candidate(P, Max, K), card_id(K, CId) ), Ids),
      (   key_value(banished, P, [], Bs), member(U, Bs), unknown_card(U) -> Unknown = true ; Unknown = false )
    },
    (   { Ids == [], Unknown == false }
    ->  { S = S0 },
        [ event('FAB-1016', nothing_to_spew, _{player:Who, card:Id, max_cost:Max}) ]
    ;   { Ids = [One], Unknown == false }
    ->  spew_chosen(S0, Who, C, One, S)
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-1016', choice_not_asked, _{player:Who, card:Id, choice:"banished_attack_choice"}) ]
    ;   { S = S0.put(pending, _{choice:"banished_attack_choice", player:Who, controller:Who, source:C,
                                cards:Ids}) },
        [ event('FAB-1016', spew_waits, _{player:Who, card:Id, max_cost:Max}) ]
    ).

%   spew_chosen(+S0, +Player, +Source, +Chosen, -S)//: Source chose the
%   card Chosen: it may be played from the banished zone this turn, +N
%   power against a hero of the talent (FAB-1016).
spew_chosen(S0, Who, C, Chosen, S) -->
    { text_read_name(C, Name),
      card_text_read(Name, choose_banished_attack_to_play(_, Talent, N)),
      card_id(C, Id),
      add_effect(S0, _{kind:"may_play_banished", player:Who, card:Chosen, source:Id}, S1),
      opponent(S1, Who, O),
      player(S1, O, OP),
      (   card_prop(OP.hero, talents, Ts), is_list(Ts), memberchk(Talent, Ts)
      ->  add_effect(S1, _{kind:"next_attack_power", player:Who, amount:N, source:Id, card:Chosen}, S),
          Power = N
      ;   S = S1, Power = 0
      )
    },
    [ event('FAB-1016', spew_chosen, _{player:Who, card:Id, chosen:Chosen, power:Power}) ].

not_asked_words("banished_attack_choice", "which attack action card of their banished zone Spew Shadow chooses, and none is chosen").

choice_action("banished_attack_choice", "target").
choice_phase("banished_attack_choice", "action").

broken('FAB-1017', S, M, not_a_spew_card(Id)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "banished_attack_choice",
    get_dict(card, M, Id),
    player(S, Pd.player, P),
    spew_max_cost(Pd.source, Max),
    \+ ( spew_candidate(P, Max, C), card_id(C, Id) ).

moot('FAB-1017', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "banished_attack_choice" ).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "banished_attack_choice",
      choice_answered(S0, S1)
    },
    spew_chosen(S1, M.player, Pd.source, M.card, S).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "banished_attack_choice",
    Who = Pd.player,
    player(S, Who, P),
    spew_max_cost(Pd.source, Max),
    spew_candidate(P, Max, C),
    card_id(C, Id).

message(event(nothing_to_spew, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's banished zone holds no attack action card with cost ~d or less to choose"-[L, F.player, F.max_cost] ].
message(event(spew_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w chooses an attack action card with cost ~d or less of their banished zone (a target move)"-[L, F.player, F.max_cost] ].
message(event(spew_chosen, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.chosen, C) },
    [ "~w: ~w may play ~w from their banished zone this turn"-[L, F.player, C] ],
    (   { F.power > 0 }
    ->  [ ", and it gets +~d power as it attacks the Light hero"-[F.power] ]
    ;   []
    ).
message(not_a_spew_card(Id)) -->
    [ "~w is not an attack action card of the cost Spew Shadow allows in its player's banished zone"-[Id] ].
message(no_choice_waits("banished_attack_choice")) -->
    [ "no card waits to be chosen: target answers Spew Shadow" ].

choice_words("banished_attack_choice") -->
    [ "which attack action card of their banished zone Spew Shadow chooses (a target move)" ].
text_choice_words("banished_attack_choice", Source) -->
    [ "the attack action card of the banished zone ~w chooses (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "banished_attack_choice",
      card_label(Pd.source, Src),
      player(S, Pd.player, P),
      (   card_in(P, banished, M.card, C) -> card_label(C, L) ; L = M.card )
    },
    [ M.player, " chooses ", L, " for ", Src ].

                 /*******************************
                 *         LORD SUTCLIFFE       *
                 *******************************/

rule('FAB-1018', effect, "Lord Sutcliffe face up: each 'non-attack' action card his player plays deals 1 arcane damage to each hero, a lesson counter for each damage dealt; at 3, he is banished and the deck searched",
     "Lord Sutcliffe (his text read) is turned face up at the start of his player's turn as Minerva Themis is (FAB-976: a mode move, 1 face up, 2 face down). While he is face up in a player's arsenal, whenever they play a 'non-attack' action card (from any zone), he deals 1 arcane damage to each hero: the other player's first, as any arcane damage (that player's prevention choice first where they have one, FAB-526; Ward, FAB-524), then his own player's, Ward applying. For each damage dealt (what prevention leaves, more than 0; after the prevention choice where one waits) a lesson counter is put on him (`lesson_counters`); then, with 3 or more, he is banished (his counters gone) and the deck searched for a specialization card as for Minerva Themis (the search_specialization choice, FAB-978, FAB-979). The card played waits on the stack meanwhile. Where another choice already waits as the card is played (its additional cost's), the trigger waits in the state's effects ({kind: sutcliffe_trigger, player, source}) and resolves as soon as no choice waits. Not handled: the prevention of a player's arcane damage to their own hero is not asked, nor is the order of several Ward permanents of theirs while the other player's prevention choice waits (an event says so, and that damage is not dealt); where the search would wait while another choice does, it is not asked (an event says so).",
     ruling("", "Lord Sutcliffe: \"While Sutcliffe is face down in arsenal, at the start of your turn, you may turn him face up. While Sutcliffe is face up in arsenal, whenever you play a 'non-attack' action card, deal 1 arcane damage to each hero and put a lesson counter on Sutcliffe for each damage dealt this way. Then if there are 3 or more lesson counters on him, banish him, search your deck for a specialization card, put it face up into arsenal, and shuffle.\" CR 5.4.7b (a hidden triggered ability, functional while its source is face up in the arsenal), 6.6 (a triggered effect: it resolves before the card it triggered on, which waits on the stack), 8.5.3 (deal damage), 6.4.10 (prevention), 1.15 and 8.5.14 (counters), 8.5.1 (banish), 8.5.19 and 8.5.20 (search, shuffle), 8.3.7 (specialization), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck puts each counter as its damage is dealt: with 3 he is banished then, and the counters of the damage dealt after would go on a card no longer there, as the CR's count after both would banish him too.")).

%!  sutcliffe_played(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: a 'non-attack' action card, with Lord Sutcliffe
%   face up in their arsenal, sets off his arcane damage (FAB-1018).

sutcliffe_played(S0, Who, C, S) -->
    (   { card_type(C, "action"),
          \+ game_over(S0, _),
          sutcliffe_face_up(S0, Who, B)
        }
    ->  (   { \+ pending(S0, _) }
        ->  sutcliffe_damage(S0, Who, B, S)
        ;   { card_id(B, BId),
              add_effect(S0, _{kind:"sutcliffe_trigger", player:Who, source:BId}, S) },
            [ event('FAB-1018', sutcliffe_trigger_waits, _{player:Who, card:BId}) ]
        )
    ;   { S = S0 }
    ).

%   sutcliffe_face_up(+S, +Player, -Mentor): Player's Lord Sutcliffe,
%   face up in their arsenal (FAB-1018).
sutcliffe_face_up(S, Who, B) :-
    mentor_in_arsenal(S, Who, B, true),         % card_texts_singles.pl
    text_read_name(B, Name),
    card_text_read(Name, mentor(non_attack_arcane_each_hero, _)).

%   sutcliffe_damage(+S0, +Player, +Mentor, -S)//: 1 arcane damage to the
%   other player's hero, then to Player's (FAB-1018); each dealt puts its
%   counter (sutcliffe_counter//5, by arcane_recorded//6).
sutcliffe_damage(S0, Who, B, S) -->
    { card_id(B, BId) },
    [ event('FAB-1018', sutcliffe_triggers, _{player:Who, card:BId}) ],
    arcane_damage(S0, B, Who, 1, S1),           % choices.pl (FAB-526, FAB-210)
    (   { game_over(S1, _) }
    ->  { S = S1 }
    ;   { pending(S1, _), ( ward_order_needed(S1, dsrc(B, Who), Who, 1) ; wiz_shelter_order_needed(S1, dsrc(B, Who), Who, 1) ) }   % keywords_defense.pl; card_texts_wizard.pl (FAB-1485)
    ->  { S = S1 },
        [ event('FAB-1018', choice_not_asked, _{player:Who, card:BId, choice:"sutcliffe_own_ward"}) ]
    ;   (   { arcane_choice(S1, Who) }          % choices.pl
        ->  [ event('FAB-1018', own_prevention_not_asked, _{player:Who, card:BId}) ]
        ;   []
        ),
        own_arcane_damage(S1, B, Who, 1, S)     % card_texts_fai_prism.pl
    ).

not_asked_words("sutcliffe_own_ward", "the order of their Ward permanents against Lord Sutcliffe's arcane damage, and it is not dealt").

%   sutcliffe_counter(+S0, +Player, +Damage, +Source, -S)//: Source, Player's
%   face-up Lord Sutcliffe, dealt Damage arcane damage: a lesson counter
%   for it, and at 3 his banish and the search (FAB-1018, mentor_lesson//4).
sutcliffe_counter(S0, Who, D, C, S) -->
    (   { D > 0,
          is_dict(C),
          text_read_name(C, Name),
          card_text_read(Name, mentor(non_attack_arcane_each_hero, _)),
          card_id(C, CId),
          sutcliffe_face_up(S0, Who, B),
          card_id(B, BId), BId == CId
        }
    ->  mentor_lesson(S0, Who, B, S)            % card_texts_singles.pl (FAB-978)
    ;   { S = S0 }
    ).

%!  sutcliffe_waited(+State0, -State)// is det.
%
%   No choice waits in State0 any more: Lord Sutcliffe's trigger that
%   waited for the choice before it (a sutcliffe_trigger effect)
%   resolves now (FAB-1018); effects.pl's next//3 calls it.

sutcliffe_waited(S0, S) -->
    (   { waiting_effect_taken(S0, "sutcliffe_trigger", E, S1),   % effects.pl
          Who = E.player
        }
    ->  (   { sutcliffe_face_up(S1, Who, B), card_id(B, BId), BId == E.source }
        ->  sutcliffe_damage(S1, Who, B, S)
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

message(event(sutcliffe_triggers, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they play a 'non-attack' action card: he deals 1 arcane damage to each hero"-[L, F.player] ].
message(event(sutcliffe_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they play a 'non-attack' action card while another choice waits: his arcane damage waits until it is answered"-[L, F.player] ].
message(event(sutcliffe_lesson_counter, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's arcane damage is dealt: a lesson counter on him (~d now)"-[L, F.counters] ].
message(event(sutcliffe_mentor_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has 3 lesson counters: he is banished"-[L] ].
