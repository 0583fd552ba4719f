/*  Flesh and Blood: Quell, the prevention its player pays for.

    Part of game.pl, included last.  Quell is a keyword ability (CR
    8.3.19, Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026): "Quell N" means "If you would be dealt
    damage, you may pay N{r} to prevent N of that damage. If you do,
    destroy this at the beginning of the end phase."  Quelling Slippers
    (the Katsu and Fai Blitz Decks), Quelling Robe, Quelling Sleeves and
    mBrio Base Walkers print Quell 1 and nothing else; the card data marks
    them modelled (scripts/make_fab_cards.py, MODELLED_KEYWORDS).

    Read here:

    - FAB-648: damage about to be dealt to a hero whose player controls a
      Quell permanent they can pay for waits for that player's choice
      (the `quell` choice), whatever the damage: combat, a card's text
      (Steelblade Shunt, One-Two Punch), Bloodrot Pox's.  Arcane damage
      asks it in its own choice (FAB-526: Quell joins Arcane Barrier and
      Spellvoid there).  A `prevent` move answers, naming the Quell
      permanents used (and Ward permanents to apply before them), or
      none; Ward and its order follow (FAB-524, FAB-533), then what the
      damage was doing goes on;
    - FAB-649: the prevent move names the player's Quell (and Ward)
      permanents, each once, each with damage left to prevent;
    - FAB-650: a Quell permanent used is destroyed at the beginning of the
      end phase (a delayed triggered effect, `quell_destroys`);
    - FAB-651: a quell choice and a quell_destroys effect are ones the
      game can leave.
*/

:- discontiguous message//1, rule/5, broken/4, rule_fact/4, effect//4, choice_candidate/3,
   choice_action/2, choice_phase/2, pending_problem/4, choice_words//1, text_choice_words//2,
   move_words//3, invalid/4, fact_words//1.

                 /*******************************
                 *        THE QUELL CHOICE      *
                 *******************************/

rule('FAB-648', effect, "Quell N: the player chooses to pay N to prevent N of the damage",
     "When damage would be dealt to a player's hero (combat damage, a card text's damage, Bloodrot Pox's) and that player controls a permanent with Quell N (an equipment in the equipment zone or defending on the combat chain, a permanent in the arena) and can pay N resource points, the damage waits for the player's choice (the position's pending choice, `quell`): a prevent move names the Quell permanents used, or none. Each Quell N used costs N resource points (paid as a cost is: FAB-302, FAB-303, FAB-304) and prevents N of the damage, once for that damage; the move may also name Ward permanents of the player's, to apply before the Quells it uses. Then the player's other Ward permanents apply (their order asked where it decides which are destroyed, FAB-524, FAB-533), what is left is dealt, and what the damage was part of goes on (the damage step, the hit's other texts, the end-phase effects still to resolve). Arcane damage asks Quell in its own choice, beside Arcane Barrier and Spellvoid (FAB-526).",
     ruling("",
            "Quelling Slippers: \"Quell 1\". CR 8.3.19 (Quell N: if you would be dealt damage, you may pay N{r} to prevent N of that damage; if you do, destroy this at the beginning of the end phase), 6.4.10 and 6.4.10a (a prevention effect replaces the damage event, preventing up to its amount), 6.4.5 (a replacement effect replaces an event once: Quell N prevents N of one damage, not N again and again), 6.4.2 (it applies only while damage is left), 6.5.2 and 6.5.5 (the player affected applies their prevention effects one by one, in the order they choose), 1.14.2 (paying resources: pitching cards from hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Quell is optional (\"may\"), so rulecheck asks, and the player may decline. The order against Ward is the player's: a Ward applied first may leave no damage for the Quell, a Quell applied first may leave none for a Ward, which then survives; the prevent move says it as FAB-526's does (the Ward permanents it names first, then the Quells, then the other Ward permanents), which reaches every outcome of every order. The choice is asked only when the player could use a Quell (they can pay its N) and the game goes on.")).

%!  quell_option(+State, +Player, ?Card, -N:integer) is nondet.
%
%   Card is a permanent Player controls (equipment zone, equipment
%   defending for them on the combat chain, arena) with Quell N.

quell_option(S, Who, C, N) :-
    ward_source(S, Who, _, C),                  % keywords_defense.pl
    card_keyword_value(C, "Quell", N).

%!  quell_may_prevent(+State, +Player, +Damage) is semidet.
%
%   Damage (1 or more) would be dealt to Player's hero and Player could
%   prevent some of it with Quell: they control a Quell N permanent and
%   can pay N (FAB-648), and the game goes on.

quell_may_prevent(S, Who, D) :-
    integer(D),
    D > 0,
    \+ game_over(S, _),
    player(S, Who, P),
    quell_option(S, Who, _, N),
    once(pitch_set(P.hand, P.resource_points, N, _, _)),
    !.

%!  damage_choice_needed(+State, +Source, +Player, +Damage) is semidet.
%
%   Damage about to be dealt to Player's hero by Source (dsrc/2,
%   damage_source.pl) waits for a choice of
%   theirs: Quell (FAB-648), or the order of their Ward permanents
%   (FAB-524).

damage_choice_needed(S, Src, Who, D) :-
    (   quell_may_prevent(S, Who, D)
    ->  true
    ;   ward_order_needed(S, Src, Who, D)       % keywords_defense.pl
    ).

%!  damage_choice(+State0, +Player, +Controller, +Damage, +Of:dict, -State)// is det.
%
%   Damage0 would be dealt to Player's hero by a source Controller
%   controls (Of says what the damage is, as for ward_choice//6): the
%   quell choice waits where Player could use a Quell, else the Ward
%   order.

damage_choice(S0, Who, Controller, D0, Of, S) -->
    (   { quell_may_prevent(S0, Who, D0) }
    ->  { findall(Id, ( quell_option(S0, Who, C, _), card_id(C, Id) ), Ids),
          Pd0 = _{choice:"quell", player:Who, controller:Controller, amount:D0, then:[]},
          put_dict(Of, Pd0, Pd),
          S = S0.put(pending, Pd)
        },
        [ event('FAB-648', quell_waits, _{player:Who, amount:D0, cards:Ids}) ]
    ;   ward_choice(S0, Who, Controller, D0, Of, S)
    ).

choice_action("quell", "prevent").
choice_phase("quell", "action").
choice_phase("quell", "end").

%   A prevent move answers the quell choice: it pays for the Quells it
%   names, applies the Ward permanents named first, then the Quells
%   (choices.pl, prevention/4 and prevent_each//5), and the rest of the
%   damage goes on: Ward, asked in order where it decides, then what the
%   damage was part of (choices.pl, ward_damage_done//7).

effect(prevent, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "quell",
      \+ get_dict(unpreventable, Pd, true)      % card_texts_arakni.pl: Malign's (FAB-804)
    },
    prevention_paid(S0, Pd, M, 'FAB-648'-quell_declined, "Quell", Left, S3),   % choices.pl
    quell_damage_rest(S3, Pd, Left, S4),
    illus_prevent_left(S0, M, S4, S4a),         % card_texts_illusionist.pl (FAB-1440)
    then_resolves(S4a, Pd, S).

%   The damage Left of the quell choice Pd goes on: the player's Ward
%   permanents (their order asked where it decides), then what follows
%   the damage (its first amount, Pd.amount, says what was prevented).
quell_damage_rest(S0, Pd, Left, S) -->
    { Who = Pd.player,
      pending_damage_source(S0, Pd, Src) },     % damage_source.pl
    (   { ward_order_needed(S0, Src, Who, Left) }
    ->  { dict_pairs(Pd, _, Pairs),
          findall(K-V, ( member(K-V, Pairs),
                         \+ memberchk(K, [choice, player, controller, amount, then]) ), OfPairs),
          dict_pairs(Of0, _, OfPairs),
          Of = Of0.put(initial, Pd.amount)
        },
        ward_choice(S0, Who, Pd.controller, Left, Of, S)
    ;   hero_damaged(S0, Src, Who, Left, D, Lost, Life, S1),
        ward_damage_done(Pd.of, Pd, D, Lost, Life, S1, S)
    ).

                 /*******************************
                 *        THE MOVE'S CARDS      *
                 *******************************/

rule('FAB-649', constraint, "The Quell prevention chosen is the player's, and each is needed",
     "A prevent move answers the quell choice waiting for its player (FAB-648). Each card it names is a permanent of that player with Quell or Ward, named once; Ward permanents only beside a Quell, which they apply before; and each must have damage left to prevent: the Ward permanents named, with the Quells but the one that prevents most, must together prevent less than the damage. Quell's resource points are paid as a cost is (FAB-302, FAB-303, FAB-304).",
     ruling("",
            "CR 8.3.19 (the permanent with Quell is the one paid for, and later destroyed), 6.4.2 (a replacement effect applies only if the event it replaces is about to occur: once the damage is all prevented no further prevention applies), 6.4.5 (each once for one damage), 6.5.5 (the player orders their prevention effects), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for FAB-527: a set of preventions can be applied in some order, each with damage left, exactly when all of them but the largest prevent less than the damage. A Ward permanent named alone orders nothing: Ward applies by itself.")).

broken('FAB-649', S, M, Reason) :-
    pending(S, Pd),
    Pd.choice == "quell",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    quell_amount(S, Pd, Amount),                % card_texts_arakni.pl (FAB-804)
    prevention_problem(S, Who, Ids, Amount, Reason0),   % choices.pl
    quell_reason(Reason0, Reason).

quell_reason(not_arcane_prevention(Who, C), not_quell_prevention(Who, C)) :- !.
quell_reason(ward_alone(Cards), quell_ward_alone(Cards)) :- !.
quell_reason(prevention_unneeded(Cards, N), quell_unneeded(Cards, N)) :- !.
quell_reason(R, R).

rule_fact('FAB-649', S, _, quell_waits(Who, Amount)) :-
    pending(S, Pd),
    Pd.choice == "quell",
    Who = Pd.player,
    Amount = Pd.amount.
rule_fact('FAB-649', S, _, no_quell_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "quell" ).

%!  quell_prevention_choice(+State, +Player, -Ids:list, -Cost:integer) is nondet.
%
%   Ids (in the order of Player's zones) is a set of Player's Quell and
%   Ward permanents they may name against the damage the quell choice
%   waits with (none included), Cost what its Quells cost.

quell_prevention_choice(S, Who, Ids, Cost) :-
    pending(S, Pd),
    Pd.choice == "quell",
    findall(W-C-K-N, ( ward_source(S, Who, W, C),
                       member(K, ["Quell", "Ward"]),
                       card_keyword_value(C, K, N) ), All0),
    first_ability(All0, All),                   % choices.pl
    sub_list(All, Used),
    \+ ( Used = [_|_], \+ ( member(U, Used), \+ ward_used(U) ) ),   % no Ward alone
    quell_amount(S, Pd, Amount),                % card_texts_arakni.pl (FAB-804)
    prevention_needed(Used, Amount),
    findall(Id, ( member(_-C-_-_, Used), card_id(C, Id) ), Ids),
    prevention_cost(Used, Cost).

choice_candidate("prevent", S, _{player:Who, action:"prevent", cards:Ids, pitch:PitchIds}) :-
    pending(S, Pd),
    Pd.choice == "quell",
    Who = Pd.player,
    player(S, Who, P),
    quell_prevention_choice(S, Who, Ids, Cost),
    pitch_set(P.hand, P.resource_points, Cost, Set, _),
    maplist(card_id, Set, PitchIds).

                 /*******************************
                 *     DESTROYED, END PHASE     *
                 *******************************/

rule('FAB-650', effect, "A Quell permanent used is destroyed at the beginning of the end phase",
     "A Quell permanent whose player paid for it to prevent damage (FAB-648, FAB-526) is destroyed at the beginning of the next end phase: the effect `{kind: quell_destroys, player, card, turn}` waits, `turn` the turn whose end phase destroys it (this turn's, or, for a Quell used during an end phase, the next turn's; it then stays as this turn ends). As the end phase's end_turn move is made, before the arsenal, each such effect of this turn destroys its card, if it is still the player's permanent, to its owner's graveyard; a Quell used twice in a turn is destroyed once.",
     ruling("",
            "CR 8.3.19 (\"If you do, destroy this at the beginning of the end phase\"), 6.6.3 and 6.6.3a (a delayed triggered effect; one conditional on a change of phase lasts until it triggers: used during an end phase, after its beginning, it waits for the next one), 4.4.2 (the beginning of the end phase, before the arsenal and the draw of 4.4.3), 6.6.6b (the triggered-layers of that moment are added in the order their controllers choose), 8.5.4 (destroy: to the owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck destroys the Quell permanent after the other effects of the beginning of the end phase: its destruction touches only that permanent, and the one effect it could change is an end-phase damage to its player (Bloodrot Pox), against which the Quell can be used before it is destroyed, or not (the prevent move's none), which reaches every position either order of the two reaches.")).

%!  quell_used(+State0, +Player, +Id, -State) is det.
%
%   Player paid for the Quell of their permanent Id: it is destroyed at
%   the beginning of the end phase (FAB-650): this turn's, or the next
%   turn's when used during an end phase.  Used twice, it waits once.

quell_used(S0, Who, Id, S) :-
    (   S0.phase == "end" -> T is S0.turn + 1 ; T = S0.turn ),
    effects(S0, Es0),                           % triggers.pl
    (   member(E, Es0), quell_effect(E, Who, Id, T)
    ->  S = S0
    ;   append(Es0, [_{kind:"quell_destroys", player:Who, card:Id, turn:T}], Es),
        S = S0.put(effects, Es)
    ).

quell_effect(E, Who, Id, T) :-
    get_dict(kind, E, "quell_destroys"),
    get_dict(player, E, Who),
    get_dict(card, E, Id),
    get_dict(turn, E, T).

%!  quell_destroyed(+State0, -State)// is det.
%
%   The end phase's end_turn move begins: each quell_destroys effect of
%   this turn destroys its card, if it is still its player's permanent
%   (FAB-650), and ends.

quell_destroyed(S0, S) -->
    { effects(S0, Es0),
      T = S0.turn,
      partition({T}/[E]>>( get_dict(kind, E, "quell_destroys"), get_dict(turn, E, T0), T0 =< T ),
                Es0, Due, Rest),
      S1 = S0.put(effects, Rest)
    },
    quell_destroy_each(Due, S1, S).

%!  quell_destroys_gone(+State0, +Id, -State) is det.
%
%   The card Id left its player's permanents (destroyed to pay for its
%   own ability: Silken Form, Heat Wave): a quell_destroys effect naming
%   it no longer waits, since the card it would destroy is a new object
%   now (CR 3.0.9) and FAB-651 admits none naming a card that is not a
%   Quell permanent.

quell_destroys_gone(S0, Id, S) :-
    effects(S0, Es0),
    exclude({Id}/[E]>>( get_dict(kind, E, "quell_destroys"), get_dict(card, E, Id0), Id0 == Id ), Es0, Es),
    (   Es == Es0 -> S = S0 ; S = S0.put(effects, Es) ).

quell_destroy_each([], S, S) --> [].
quell_destroy_each([E|Es], S0, S) -->
    (   { Who = E.player,
          once(( ward_source(S0, Who, Where, C), card_id(C, Id0), Id0 == E.card ))
        }
    ->  { ward_destroyed(Where, Who, E.card, To, S0, S1a) },    % keywords_defense.pl
        [ event('FAB-650', quell_destroyed, _{player:Who, card:E.card, to:To}) ],
        illus_ward_left_arena(Where, To, S1a, Who, C, S1)   % card_texts_illusionist.pl (FAB-1440)
    ;   { S1 = S0 }
    ),
    quell_destroy_each(Es, S1, S).

                 /*******************************
                 *          THE POSITION        *
                 *******************************/

rule('FAB-651', state, "A Quell choice and a Quell's destruction are ones the game leaves",
     "A pending quell choice waits for a player who could use a Quell (they control a Quell N permanent and can pay N) against 1 or more damage, in the action phase or the end phase, with what the damage is (`of`, as a Ward order's: combat damage in the reaction step of a link they defend, a card text's in the reaction or damage step, Bloodrot Pox's to its own controller in the end phase). An effect quell_destroys names a player of the game, a Quell permanent of theirs, and as `turn` this turn (or, in the end phase, the next).",
     ruling("",
            "CR 8.3.19, 6.6.3a and 4.4.2 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): the choice arises only as damage would be dealt to a player who can use the Quell, and its destruction waits only until the next beginning of an end phase.")).

invalid('FAB-651', S, Path, Reason) :-
    pending(S, Pd),
    Pd.choice == "quell",
    quell_choice_problem(S, Pd, Steps, Reason),
    json_path([pending|Steps], Path).
invalid('FAB-651', S, Path, Reason) :-
    effects(S, Es),                             % triggers.pl
    nth0(I, Es, E),
    get_dict(kind, E, "quell_destroys"),
    quell_effect_invalid(S, E, I, Path, Reason).

%   A quell choice the game cannot leave (the rest of a choice's checks
%   are FAB-120's, choices.pl).
quell_choice_problem(S, Pd, [player], no_quell_choice(P, N)) :-
    get_dict(player, Pd, P),
    player(S, P, _),
    key_value(amount, Pd, 0, N),
    \+ quell_may_prevent(S, P, N).
quell_choice_problem(S, Pd, [of], ward_damage_of(Of)) :-
    key_value(of, Pd, null, Of),
    \+ ward_damage_fits(S, Pd, Of).             % choices.pl

%!  quell_effect_invalid(+State, +Effect, +Index, -Path, -Reason) is semidet.
%
%   A quell_destroys effect (FAB-650) the game cannot leave (FAB-651).

quell_effect_invalid(S, E, I, Path, Reason) :-
    (   \+ ( get_dict(player, E, Who), player(S, Who, _) )
    ->  json_path([effects, I, player], Path),
        key_value(player, E, null, Who0),
        Reason = quell_effect_player(Who0)
    ;   \+ ( get_dict(card, E, Id), quell_option(S, E.player, C, _), card_id(C, Id0), Id0 == Id )
    ->  json_path([effects, I, card], Path),
        key_value(card, E, null, Id1),
        Reason = quell_effect_card(E.player, Id1)
    ;   \+ ( get_dict(turn, E, T), integer(T),
             (   T =:= S.turn
             ;   S.phase == "end", T =:= S.turn + 1
             ) )
    ->  json_path([effects, I, turn], Path),
        key_value(turn, E, null, T1),
        Reason = quell_effect_turn(T1, S.turn)
    ).

                 /*******************************
                 *            WORDS             *
                 *******************************/

choice_words("quell") -->
    [ "whether to pay for Quell to prevent some of the damage about to be dealt to their hero (a prevent move)" ].
message(no_choice_waits("quell")) -->
    [ "no damage waits for Quell: prevent answers Quell's choice as damage would be dealt to a player who can pay for it" ].

text_choice_words("quell", Source) -->
    [ "pay for Quell against the damage from ~w, or not (prevent)"-[Source] ].

message(event(quell_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "~d damage would be dealt to ~w's hero, who controls Quell (~w): ~w may pay to prevent some of it, and chooses first (a prevent move)"-[F.amount, F.player, T, F.player] ].
message(event(quell_declined, F, _)) -->
    [ "~w uses no Quell against the ~d damage"-[F.player, F.amount] ].
message(event(quell_prevented, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "Quell ~d: ~w, paid for, prevents ~d of the ~d damage (~d left); it is destroyed at the beginning of the end phase"-[F.n, L, F.prevented, F.damage, F.left] ].
message(event(quell_destroyed, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.to == "graveyard" -> Gone = "goes to its owner's graveyard" ; Gone = "ceases to exist" )
    },
    [ "Quell: ~w was paid for this turn, so it is destroyed at the beginning of the end phase (it ~w)"-[L, Gone] ].

message(not_quell_prevention(Who, C)) -->
    { card_label(C, L) },
    [ "~w is not a permanent of ~w's with Quell or Ward"-[L, Who] ].
message(quell_ward_alone(Cards)) -->
    { maplist(card_label, Cards, Ls),
      atomic_list_concat(Ls, ', ', Text)
    },
    [ "the move names only Ward permanents (~w): a prevent move names Ward permanents to apply before a Quell it uses; Ward alone applies by itself (prevent none)"-[Text] ].
message(quell_unneeded(Cards, Amount)) -->
    { findall(T, ( member(C-K-N, Cards), card_label(C, L),
                   format(string(T), "~w (~w ~d)", [L, K, N]) ), Ts),
      atomic_list_concat(Ts, ', ', Text)
    },
    [ "~w prevent more than the ~d damage needs: in any order (the Ward permanents named first), the last would have no damage left to prevent"-[Text, Amount] ].
message(no_quell_choice(Who, N)) -->
    [ "a Quell choice waits for ~w against ~w damage, but ~w controls no Quell permanent they can pay for (or there is no damage to prevent)"-[Who, N, Who] ].
message(quell_effect_player(Who)) -->
    [ "a quell_destroys effect names ~w, not a player of the game"-[Who] ].
message(quell_effect_card(Who, Id)) -->
    [ "a quell_destroys effect names ~w, not a permanent of ~w's with Quell"-[Id, Who] ].
message(quell_effect_turn(T, Turn)) -->
    [ "a quell_destroys effect for turn ~w in turn ~w: a Quell used is destroyed at the beginning of this turn's end phase (used in an end phase, the next turn's)"-[T, Turn] ].

fact_words(quell_waits(Who, Amount)) -->
    [ "~w damage waits for ~w's Quell choice"-[Amount, Who] ].
fact_words(no_quell_waits) -->
    [ "no damage waits for a Quell choice" ].

move_words("prevent", S, M) -->
    { pending(S, Pd),
      Pd.choice == "quell",
      player(S, M.player, P),
      key_value(cards, M, [], Ids)
    },
    (   { Ids == [] }
    ->  [ M.player, " uses no Quell against the ", Pd.amount, " damage" ]
    ;   { prevention(S, M.player, Ids, Used),
          prevention_cost(Used, Cost),
          pitch_ids(M, Pitch),
          partition(ward_used, Used, Wards, Optional),
          findall(Id, ( member(_-C-_-_, Optional), card_id(C, Id) ), UIds),
          ids_cards_labels(S, M.player, UIds, DL),
          findall(Id, ( member(_-C-_-_, Wards), card_id(C, Id) ), WIds),
          ids_cards_labels(S, M.player, WIds, WL)
        },
        (   { WIds == [] }
        ->  [ M.player, " prevents some of the ", Pd.amount, " damage with the Quell of ", DL ]
        ;   [ M.player, " applies the Ward of ", WL, " first, then the Quell of ", DL, " to the ", Pd.amount, " damage" ]
        ),
        (   { Cost =:= 0 }
        ->  []
        ;   [ ", " ], payment_words(P, Cost, Pitch)
        )
    ).
