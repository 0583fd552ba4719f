/*  Flesh and Blood: the judge's workflow.

    Part of game.pl: the rules of a move's table that do not
    concern it, the facts that decide a rule for a move, the changes that
    would mend it, what a player cannot see, and the display model `show`
    draws.  Each asks the relations the rules use.
*/

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  moot(?RuleId, +State, +Move) is semidet.
%
%   Rules of the move's table that do not concern it: the pitch when
%   nothing is pitched, additional costs of a card that has none (and
%   nothing discarded), the action point of a card that is not an action,
%   combat timing of a move that is no action or reaction, the limit of
%   an ability without one, the arsenal of an end_turn that arsenals
%   nothing.

moot('FAB-303', _, M) :-
    \+ pitch_ids(M, [_|_]).
moot('FAB-304', _, M) :-
    \+ pitch_ids(M, [_|_]).
moot('FAB-305', S, M) :-
    key_value(discard, M, [], []),
    \+ ( played_card(S, M, _, C),
          card_additional_cost(C, _) ).
moot('FAB-306', S, M) :-
    \+ ( played_card(S, M, _, C),
          card_type(C, T),
          is_action_type(T) ).
moot('FAB-307', S, M) :-
    \+ action_kind(S, M, _, _, _).
moot('FAB-313', S, M) :-
    \+ action_kind(S, M, _, _, _).
moot('FAB-312', S, M) :-
    \+ reaction_kind(S, M, _, _, _).
moot('FAB-402', S, M) :-
    \+ ( activated_ability(S, M, _, _, Ab),
          ability_once(Ab) ).
moot('FAB-403', S, M) :-
    \+ ( activated_ability(S, M, _, _, Ab),
          ability_type(Ab, "action") ).
moot('FAB-205', _, M) :-
    \+ ( get_dict(arsenal, M, A),
          A \== null ).

pays_cost(M) :-
    get_dict(action, M, A),
    memberchk(A, ["play", "activate"]).

%!  fact(?RuleId, +State, +Move, -Fact:string) is nondet.
%
%   A fact of this position that decides RuleId for Move; when there is
%   none, one fact that says why there is nothing to check.

fact(Id, S, M, F) :-
    (   rule_fact(Id, S, M, _)
    ->  rule_fact(Id, S, M, F)
    ;   once(fallback_fact(Id, S, M, F))
    ).

%   When the move names no card or ability there is nothing to cost.
fallback_fact(Id, S, M, F) :-
    memberchk(Id, ['FAB-302', 'FAB-303', 'FAB-304', 'FAB-305', 'FAB-306',
                   'FAB-402', 'FAB-403']),
    \+ paid_thing(S, M, _, _, _, _),
    (   get_dict(action, M, "play")
    ->  format(string(F), "~w has no card ~w in their ~w, so it has no cost to check", [M.player, M.card, M.from])
    ;   format(string(F), "~w has no ability ~w on a card ~w of theirs, so it has no cost to check", [M.player, M.ability, M.card])
    ).
fallback_fact('FAB-303', S, M, F) :-
    player(S, M.player, P),
    pitch_ids(M, Ids),
    ids_labels(P, Ids, T),
    format(string(F), "none of the cards pitched (~w) is a card in ~w's hand with a pitch value, so none was pitched unneeded", [T, M.player]).
fallback_fact(Id, _, M, F) :-
    format(string(F), "rule ~w does not concern this ~w move", [Id, M.action]).

rule_fact('FAB-203', S, M, F) :-
    actor(S, _, Why0),
    reason_text(flesh_and_blood, actor_why(Why0), Why),
    format(string(F), "~w; the move is ~w's", [Why, M.player]).
rule_fact('FAB-203', S, _, F) :-
    S.phase == "action",
    stack_text(S, F).
rule_fact('FAB-313', S, M, F) :-
    action_kind_label(S, M, _, L),
    stack_text(S, ST),
    format(string(F), "~w is an action; ~w", [L, ST]).
rule_fact('FAB-207', S, M, F) :-
    phase_text(S, PT),
    phase_offers(S, Offers),
    format(string(F), "~w, which offers ~w; the move is ~w", [PT, Offers, M.action]).
rule_fact('FAB-702', S, _, F) :-
    players(S, Ps),
    findall(T, ( member(P, Ps),
                 format(string(T), "~w has ~w life", [P.name, P.life]) ), Ts),
    atomic_list_concat(Ts, ", ", Lives),
    (   game_over(S, End)
    ->  reason_text(flesh_and_blood, game_over(End), Why),
        format(string(F), "~w; ~w", [Lives, Why])
    ;   format(string(F), "~w: no hero is at 0 life and nobody has conceded, so the game goes on", [Lives])
    ).
rule_fact('FAB-201', S, _, F) :-
    phase_text(S, F).
rule_fact('FAB-301', S, M, F) :-
    player(S, M.player, P),
    (   card_where(P, M.card, Z, C)
    ->  card_label(C, L),
        card_type(C, T),
        format(string(F), "~w, a card of type ~w, is in ~w's ~w; the move plays it from the ~w",
               [L, T, M.player, Z, M.from])
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, M.card, Z, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's ~w", [L, O, Z])
    ;   format(string(F), "~w has no card ~w in hand, arsenal or any other zone", [M.player, M.card])
    ).
rule_fact('FAB-302', S, M, F) :-
    paid_thing(S, M, P, What, Cost, Played),
    pitched_total(P, M, Played, Sum, PT),
    Total is P.resource_points + Sum,
    format(string(F), "~w costs ~d; ~w has ~d resource point(s) and the move pitches ~w: ~d in all",
           [What, Cost, P.name, P.resource_points, PT, Total]).
rule_fact('FAB-303', S, M, F) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    pitch_steps_text(Cards, P.resource_points, Steps),
    format(string(F), "in the move's order: ~w; the cost is ~d", [Steps, Cost]).
rule_fact('FAB-303', S, M, F) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    pitch_order_fact(P, Cards, Cost, F).
rule_fact('FAB-304', S, M, F) :-
    pays_cost(M),
    player(S, M.player, P),
    hand_pitch_text(P, HT),
    format(string(F), "~w's hand: ~w", [M.player, HT]).
rule_fact('FAB-304', S, M, F) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    id_label(P, M.card, L),
    format(string(F), "the card being played is ~w", [L]).
rule_fact('FAB-305', S, M, F) :-
    played_card(S, M, _, C),
    card_label(C, L),
    (   card_additional_cost(C, Spec)
    ->  spec_text(Spec, ST),
        format(string(F), "~w has an additional cost: ~w", [L, ST])
    ;   format(string(F), "~w has no additional cost", [L])
    ).
rule_fact('FAB-305', S, M, F) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    key_value(discard, M, [], Ds),
    (   Ds == []
    ->  F = "the move discards nothing"
    ;   ids_labels(P, Ds, DT),
        format(string(F), "the move discards ~w", [DT])
    ).
rule_fact('FAB-305', S, M, F) :-
    played_card(S, M, P, C),
    left_after_pitch(P, M, C, Left),
    cards_text(Left, with_power, LT),
    format(string(F), "left in hand once the card is played and the pitch paid: ~w", [LT]).
rule_fact('FAB-306', S, M, F) :-
    played_card(S, M, P, C),
    card_label(C, L),
    card_type(C, T),
    (   is_action_type(T)
    ->  format(string(F), "~w is an ~w card; ~w has ~d action point(s) (it is ~w's turn, ~w phase)",
               [L, T, M.player, P.action_points, S.turn_player, S.phase])
    ;   format(string(F), "~w is an ~w, not an action card: it needs no action point", [L, T])
    ).
rule_fact('FAB-307', S, M, F) :-
    action_kind_label(S, M, Kind, L),
    (   Kind == attack -> KT = "an attack" ; KT = "a non-attack action" ),
    chain_text(S, CT),
    format(string(F), "~w is ~w; ~w", [L, KT, CT]).
rule_fact('FAB-312', S, M, F) :-
    reaction_kind_label(S, M, T, L),
    format(string(F), "~w is an ~w", [L, T]).
rule_fact('FAB-312', S, M, F) :-
    reaction_kind(S, M, _, _, _),
    chain_text(S, F).
rule_fact('FAB-401', S, M, F) :-
    player(S, M.player, P),
    ability_sources_text(P, T),
    format(string(F), "~w's hero, weapons and equipment: ~w", [M.player, T]).
rule_fact('FAB-401', _, M, F) :-
    format(string(F), "the move names ability ~w of ~w", [M.ability, M.card]).
rule_fact('FAB-402', S, M, F) :-
    activated_ability(S, M, _, C, Ab),
    card_label(C, L),
    (   ability_once(Ab) -> Lim = "once per turn" ; Lim = "without a limit" ),
    key_value(activated, S, [], Done),
    (   Done == [] -> DT = "none" ; atomic_list_concat(Done, ", ", DT) ),
    format(string(F), "ability ~w of ~w is ~w; abilities activated this turn: ~w",
           [M.ability, L, Lim, DT]).
rule_fact('FAB-403', S, M, F) :-
    activated_ability(S, M, P, C, Ab),
    card_label(C, L),
    ability_type(Ab, T),
    format(string(F), "ability ~w of ~w is an ~w ability; ~w has ~d action point(s)",
           [M.ability, L, T, M.player, P.action_points]).
rule_fact('FAB-502', S, M, F) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    (   Ids == []
    ->  F = "the move declares no defending cards"
    ;   maplist(defender_text(P), Ids, Ts),
        atomic_list_concat(Ts, ", ", T),
        format(string(F), "the move declares ~w", [T])
    ).
rule_fact('FAB-502', S, M, F) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    cards_text(Eligible, with_defense, ET),
    format(string(F), "~w's cards that can defend (hand and equipment): ~w", [M.player, ET]).
rule_fact('FAB-601', S, M, F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  format(string(F), "~w's arsenal is empty", [M.player])
    ;   cards_text(P.arsenal, plain, AT),
        key_value(cards, M, [], Ids),
        (   member(C, P.arsenal), card_id(C, Id), memberchk(Id, Ids)
        ->  format(string(F), "~w's arsenal holds ~w, and the move declares it", [M.player, AT])
        ;   format(string(F), "~w's arsenal holds ~w; the move does not declare it", [M.player, AT])
        )
    ).
rule_fact('FAB-205', S, M, F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  format(string(F), "~w's arsenal is empty", [M.player])
    ;   cards_text(P.arsenal, plain, AT),
        format(string(F), "~w's arsenal already holds ~w", [M.player, AT])
    ).
rule_fact('FAB-205', S, M, F) :-
    player(S, M.player, P),
    get_dict(arsenal, M, Id),
    (   card_in(P, hand, Id, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's hand", [L, M.player])
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's ~w, not in hand", [L, M.player, Z])
    ;   format(string(F), "~w has no card ~w", [M.player, Id])
    ).

%!  stack_text(+State, -Text) is det.
%
%   The stack in words, bottom to top, with who has priority.

stack_text(S, T) :-
    stack(S, Ls),
    (   Ls == []
    ->  format(string(T), "the stack is empty; ~w has priority, passes ~w", [S.priority, S.passes])
    ;   findall(X, ( nth1(I, Ls, L), layer_text(S, L, LT),
                     format(string(X), "~d. ~w", [I, LT]) ), Xs),
        atomic_list_concat(Xs, "; ", XT),
        format(string(T), "the stack holds, bottom to top: ~w; ~w has priority, passes ~w",
               [XT, S.priority, S.passes])
    ).

%   A layer in words: "alice's Lunging Press (red) [c1]".
layer_text(S, L, T) :-
    (   layer_card(L, C)
    ->  card_label(C, CL),
        format(string(T), "~w's ~w", [L.controller, CL])
    ;   layer_source_id(L, Id),
        (   player(S, L.controller, P), ( ability_card(P, Id, C) ; card_in(P, graveyard, Id, C) )
        ->  card_label(C, CL)
        ;   CL = Id
        ),
        format(string(T), "~w's ~w ability ~w of ~w", [L.controller, L.type, L.ability, CL])
    ).

%   The phase in words, and the moves it offers.
phase_text(S, T) :-
    TP = S.turn_player,
    (   S.phase == "action", chain_step(S, Step)
    ->  format(string(T), "it is the action phase of ~w's turn, in the ~w step of combat", [TP, Step])
    ;   S.phase == "action"
    ->  format(string(T), "it is the action phase of ~w's turn, the combat chain closed", [TP])
    ;   format(string(T), "it is the ~w phase of ~w's turn", [S.phase, TP])
    ).

phase_offers(S, T) :-
    (   S.phase == "start" -> T = "only a pass (into the action phase)"
    ;   S.phase == "end" -> T = "only end_turn"
    ;   chain_step(S, "defend") -> T = "only defend"
    ;   T = "play, activate and pass"
    ).

chain_text(S, T) :-
    (   active_link(S, L)
    ->  card_label(L.attack, AL),
        format(string(T), "the combat chain is open, in its ~w step: ~w attacks ~w with ~w",
               [S.chain.step, L.controller, L.defender, AL])
    ;   T = "the combat chain is closed"
    ).

%   paid_thing(+S, +M, -Player, -What, -Cost, -PlayedId): what a play or
%   activation pays for.
paid_thing(S, M, P, What, Cost, Played) :-
    get_dict(action, M, "play"),
    !,
    played_card(S, M, P, C),
    card_label(C, What),
    card_cost(C, Cost),
    card_id(C, Played).
paid_thing(S, M, P, What, Cost, none) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),
    card_label(C, L),
    format(string(What), "ability ~w of ~w", [M.ability, L]),
    ability_cost(Ab, Cost).

pitched_total(P, M, Played, Sum, Text) :-
    valid_pitch(P, M, Played, Cards),
    maplist(pitch_of, Cards, Vs),
    sum_list(Vs, Sum),
    (   Cards == []
    ->  Text = "nothing"
    ;   maplist(card_pitch_label, Cards, Ls),
        atomic_list_concat(Ls, ", ", Text)
    ).

card_pitch_label(C, T) :-
    card_label(C, L),
    (   pitch_of(C, V) -> format(string(T), "~w (~d)", [L, V]) ; T = L ).

%   "X (2) with 0 point(s), then Y (2) with 2"
pitch_steps_text(Cards, Have, Text) :-
    pitch_steps(Cards, Have, Parts),
    atomic_list_concat(Parts, ", then ", Text).

pitch_steps([], _, []).
pitch_steps([C|Cs], Have, [T|Ts]) :-
    card_pitch_label(C, L),
    format(string(T), "~w with ~d point(s) already", [L, Have]),
    pitch_of(C, V),
    Have1 is Have + V,
    pitch_steps(Cs, Have1, Ts).

%   Which order of the pitched cards works (the canonical one works
%   whenever any does).
pitch_order_fact(P, Cards, Cost, F) :-
    canonical_cards(P.hand, Cards, Canon),
    maplist(pitch_of, Canon, CVs),
    maplist(pitch_of, Cards, MVs),
    maplist(card_pitch_label, Canon, CLs),
    atomic_list_concat(CLs, ", then ", CT),
    Have = P.resource_points,
    (   pitch_sequence_ok(CVs, Have, Cost)
    ->  (   pitch_sequence_ok(MVs, Have, Cost)
        ->  Also = "; the move's order works too"
        ;   Also = "; the move's order does not"
        ),
        format(string(F), "check accepts any order in which each card is still needed when pitched; for these cards lowest pitch value first works (~w), and legal-moves lists the set in that order~w",
               [CT, Also])
    ;   append(Before, [Last], Canon),
        maplist(pitch_of, Before, BVs),
        sum_list(BVs, BSum),
        Already is Have + BSum,
        card_label(Last, LL),
        format(string(F), "no order of these cards works: even lowest pitch value first (~w), ~w comes with ~d point(s) already, enough for the cost of ~d; the set holds more than is needed",
               [CT, LL, Already, Cost])
    ).

hand_pitch_text(P, T) :-
    (   P.hand == []
    ->  T = "empty"
    ;   maplist(hand_pitch_part, P.hand, Ps),
        atomic_list_concat(Ps, ", ", T)
    ).

hand_pitch_part(C, T) :-
    card_label(C, L),
    (   pitch_of(C, V)
    ->  format(string(T), "~w (pitch ~d)", [L, V])
    ;   format(string(T), "~w (no pitch value)", [L])
    ).

spec_text(Spec, T) :-
    spec_count(Spec, N),
    spec_min_power(Spec, MinP),
    spec_label(Spec, Label),
    (   spec_optional(Spec) -> Opt = "optional" ; Opt = "mandatory" ),
    (   MinP > 0
    ->  format(string(T), "~w (~w; ~d card(s) with ~d or more power)", [Label, Opt, N, MinP])
    ;   format(string(T), "~w (~w; ~d card(s))", [Label, Opt, N])
    ).

%   The hand left once the played card and the valid pitched cards are gone.
left_after_pitch(P, M, C, Left) :-
    card_id(C, Id),
    pitch_ids(M, Pitch),
    exclude(gone_card(Id, Pitch, []), P.hand, Left).

cards_text([], _, "none").
cards_text([C|Cs], How, T) :-
    maplist(card_text(How), [C|Cs], Ts),
    atomic_list_concat(Ts, ", ", T).

card_text(plain, C, T) :- card_label(C, T).
card_text(with_power, C, T) :-
    card_label(C, L),
    card_power(C, Pw),
    format(string(T), "~w (~d power)", [L, Pw]).
card_text(with_defense, C, T) :-
    card_label(C, L),
    card_defense(C, D),
    format(string(T), "~w (defense ~d)", [L, D]).

defender_text(P, Id, T) :-
    (   ( card_in(P, hand, Id, C), Z = "hand" ; card_in(P, equipment, Id, C), Z = "equipment" )
    ->  card_label(C, L),
        card_type(C, Ty),
        (   can_defend(C)
        ->  card_defense(C, D),
            format(string(T), "~w from ~w (defense ~d)", [L, Z, D])
        ;   Ty == "defense reaction"
        ->  format(string(T), "~w from ~w (a defense reaction)", [L, Z])
        ;   format(string(T), "~w from ~w (no defense value)", [L, Z])
        )
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(T), "~w from the ~w", [L, Z])
    ;   format(string(T), "~w (no such card of ~w)", [Id, P.name])
    ).

ability_sources_text(P, T) :-
    findall(X, ( ability_source(P, C, _),
                 card_label(C, L),
                 card_abilities(C, As),
                 length(As, N),
                 (   N =:= 1 -> Suffix = "y" ; Suffix = "ies" ),
                 format(string(X), "~w (~d activated abilit~w)", [L, N, Suffix]) ), Xs),
    atomic_list_concat(Xs, ", ", T).

%!  fix(?RuleId, +State, +Move, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId (which it breaks), in a
%   judge's words.

fix('FAB-203', S, M, Fix) :-
    actor(S, A, Why),
    (   Why = defending(_)
    ->  format(string(Fix), "wait: ~w, the defending player, declares defenders first; then the turn player, ~w, has priority",
               [A, S.turn_player])
    ;   Why = priority(_)
    ->  format(string(Fix), "wait for priority: ~w has it, and ~w gets it when ~w passes",
               [A, M.player, A])
    ;   format(string(Fix), "wait: only the turn player, ~w, moves in the ~w phase", [A, S.phase])
    ).
fix('FAB-201', _, _, "pass first: the turn player's pass begins the action phase, where cards are played and abilities activated").
fix('FAB-207', S, M, Fix) :-
    phase_misfit(S, M.action, Reason),
    phase_fix(Reason, S, Fix).
fix('FAB-301', S, M, Fix) :-
    play_source_problem(S, M, Reason),
    player(S, M.player, P),
    (   Reason = not_in_zone(C, _, hand, _)
    ->  card_label(C, L),
        format(string(Fix), "~w is in hand: play it with \"from\": \"hand\"", [L])
    ;   Reason = not_in_zone(C, _, arsenal, _)
    ->  card_label(C, L),
        format(string(Fix), "~w is in the arsenal: play it with \"from\": \"arsenal\"", [L])
    ;   Reason = not_playable(C, T)
    ->  card_label(C, L),
        (   memberchk(T, ["weapon", "equipment", "hero"])
        ->  format(string(Fix), "~w is a ~w: its abilities are activated (activate), it is not played", [L, T])
        ;   format(string(Fix), "~w (type ~w) cannot be played; play an action, attack action, instant, attack reaction or defense reaction card", [L, T])
        )
    ;   Reason = opponents_card(_, O)
    ->  format(string(Fix), "only ~w may play ~w: play one of your own cards", [O, M.card])
    ;   findall(L, ( member(Z, [hand, arsenal]), member(C, P.get(Z)),
                     playable_card(C, _), card_label(C, L) ), Ls),
        (   Ls == []
        ->  format(string(Fix), "~w has no card in hand or arsenal to play", [M.player])
        ;   atomic_list_concat(Ls, ", ", LT),
            format(string(Fix), "play a card from ~w's hand or arsenal: ~w", [M.player, LT])
        )
    ).
fix('FAB-302', S, M, Fix) :-
    paid_thing(S, M, P, What, Cost, Played),
    pitched_total(P, M, Played, Sum, _),
    Short is Cost - P.resource_points - Sum,
    Short > 0,
    pitch_ids(M, Pitch),
    exclude(gone_card(Played, Pitch, []), P.hand, Rest),
    include(has_pitch, Rest, More),
    maplist(pitch_of, More, Vs),
    sum_list(Vs, Avail),
    (   Avail >= Short
    ->  include(pitch_at_least(Short), More, Enough),
        (   Enough \== []
        ->  cards_pitch_text(Enough, ET),
            format(string(Fix), "needs ~d more resource point(s): pitch also, last, one of ~w", [Short, ET])
        ;   cards_pitch_text(More, MT),
            format(string(Fix), "needs ~d more resource point(s): pitch also some of ~w (lowest pitch value first)", [Short, MT])
        )
    ;   format(string(Fix), "needs ~d more resource point(s), but ~w's hand holds only ~d more: ~w cannot be paid for now (all costs or nothing)",
               [Short, P.name, Avail, What])
    ).
fix('FAB-303', S, M, Fix) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Have = P.resource_points,
    (   cost_covered(Have, Cost)
    ->  format(string(Fix), "pitch nothing: ~w already has ~d resource point(s), enough for the cost of ~d",
               [P.name, Have, Cost])
    ;   canonical_cards(P.hand, Cards, Canon),
        maplist(pitch_of, Canon, CVs),
        pitch_sequence_ok(CVs, Have, Cost)
    ->  maplist(card_id, Canon, CIds),
        atomic_list_concat(CIds, ", then ", CT),
        format(string(Fix), "pitch the same cards lowest pitch value first: ~w; each is then still needed when it is pitched", [CT])
    ;   findall(Sub, limit(3, pitch_set(Cards, Have, Cost, Sub, _)), Subs),
        Subs \== [],
        member(Sub0, Subs),
        canonical_cards(P.hand, Sub0, Sub),
        maplist(card_id, Sub, SIds),
        atomic_list_concat(SIds, ", then ", ST),
        format(string(Fix), "pitch fewer cards, in this order: ~w (every card needed)", [ST])
    ).
fix('FAB-304', S, M, Fix) :-
    paid_thing(S, M, P, _, _, Played),
    pitch_ids(M, Ids),
    bad_pitch_id(P, Played, Ids, Id, Why0),
    reason_text(flesh_and_blood, pitch_why(Why0), Why),
    format(string(Fix), "leave ~w out of the pitch: ~w", [Id, Why]).
fix('FAB-304', S, M, Fix) :-
    paid_thing(S, M, P, _, _, Played),
    exclude(has_id(Played), P.hand, Rest),
    include(has_pitch, Rest, More),
    (   More == []
    ->  format(string(Fix), "~w has no other card in hand to pitch", [P.name])
    ;   cards_pitch_text(More, MT),
        format(string(Fix), "pitch only cards from ~w's hand, each once: ~w", [P.name, MT])
    ).
fix('FAB-305', S, M, Fix) :-
    played_card(S, M, P, C),
    card_id(C, Id),
    card_label(C, L),
    (   card_additional_cost(C, Spec)
    ->  spec_count(Spec, N),
        pitch_ids(M, Pitch),
        exclude(gone_card(Id, Pitch, []), P.hand, Left),
        include(eligible_discard(Spec), Left, Eligible),
        (   spec_optional(Spec),
            Fix = "discard nothing: the additional cost is optional"
        ;   length(Eligible, K),
            (   K >= N
            ->  cards_text(Eligible, with_power, ET),
                format(string(Fix), "discard exactly ~d of the cards left in hand after pitching that qualify: ~w", [N, ET])
            ;   spec_optional(Spec)
            ->  fail
            ;   format(string(Fix), "no card left in hand after pitching can pay ~w's additional cost: pitch other cards so that one is left to discard, or ~w cannot be played", [L, L])
            )
        )
    ;   Fix = "discard nothing: \"discard\": []"
    ).
fix('FAB-306', S, M, Fix) :-
    action_point_fix(S, M, Fix).
fix('FAB-403', S, M, Fix) :-
    action_point_fix(S, M, Fix).
fix('FAB-307', S, M, Fix) :-
    action_kind(S, M, Kind, _, _),
    (   Kind == attack
    ->  Fix = "wait for the resolution step: once both players pass in the reaction step damage is dealt, once they pass in the damage step the link resolves, and then another attack may continue the chain"
    ;   Fix = "close the combat chain first: both players pass in succession in the resolution step; then non-attack actions may be played"
    ).
fix('FAB-313', S, M, Fix) :-
    action_kind_label(S, M, _, L),
    stack(S, Ls),
    length(Ls, N),
    format(string(Fix), "wait until the stack is empty: pass, and the ~d layer(s) resolve when both players pass in succession; then ~w may be played", [N, L]).
fix('FAB-312', S, M, Fix) :-
    reaction_kind_label(S, M, T, L),
    reaction_misfit(S, M.player, T, Why),
    (   Why == not_reaction_step
    ->  (   chain_open(S)
        ->  format(string(Fix), "wait for the reaction step (the chain is in its ~w step)", [S.chain.step])
        ;   T == "attack reaction"
        ->  format(string(Fix), "~w needs an attack of your own on the chain: attack first, then play it in the reaction step", [L])
        ;   format(string(Fix), "~w needs an attack against you: play it in the reaction step, after defenders are declared", [L])
        )
    ;   Why = not_controller(Controller)
    ->  format(string(Fix), "only ~w, who controls the attack, may play an attack reaction now", [Controller])
    ;   Why = not_defender(Defender),
        format(string(Fix), "only ~w, the defending player, may play a defense reaction now", [Defender])
    ).
fix('FAB-401', S, M, Fix) :-
    player(S, M.player, P),
    findall(X, ( ability_source(P, C, _),
                 card_abilities(C, As),
                 nth0(I, As, Ab),
                 ability_type(Ab, T),
                 card_id(C, Id),
                 card_label(C, L),
                 format(string(X), "~w ability ~d (~w): {\"card\": \"~w\", \"ability\": ~d}", [L, I, T, Id, I]) ), Xs),
    (   Xs == []
    ->  format(string(Fix), "~w's hero, weapons and equipment have no activated abilities", [M.player])
    ;   atomic_list_concat(Xs, "; ", XT),
        format(string(Fix), "name an ability of ~w's own hero, weapon or equipment: ~w", [M.player, XT])
    ).
fix('FAB-402', S, M, Fix) :-
    activated_ability(S, M, _, C, _),
    card_label(C, L),
    format(string(Fix), "this ability of ~w was already activated this turn: it can be activated again in ~w's next turn", [L, M.player]).
fix('FAB-502', S, M, Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    (   ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ),
        card_type(C, "defense reaction")
    ->  card_label(C, L),
        format(string(Fix), "~w is a defense reaction: leave it out of the defenders and play it in the reaction step", [L])
    ;   \+ card_in(P, arsenal, Id, _),
        \+ ( ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ), can_defend(C) )
    ->  format(string(Fix), "leave ~w out of the defenders", [Id])
    ).
fix('FAB-502', _, M, Fix) :-
    key_value(cards, M, [], Ids),
    msort(Ids, Sorted), length(Sorted, N1), sort(Ids, Set), length(Set, N2), N1 =\= N2,
    format(string(Fix), "declare each card once: ~w", [Set]).
fix('FAB-502', S, M, Fix) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    (   Eligible == []
    ->  Fix = "defend with no cards: {\"cards\": []}"
    ;   cards_text(Eligible, with_defense, ET),
        format(string(Fix), "declare only cards from hand and equipment with a defense value, each once: ~w", [ET])
    ).
fix('FAB-601', S, M, Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(C, P.arsenal),
    card_id(C, Id),
    memberchk(Id, Ids),
    card_label(C, L),
    (   card_type(C, "defense reaction")
    ->  format(string(Fix), "leave ~w out of the defenders: as a defense reaction it may be played from the arsenal in the reaction step", [L])
    ;   format(string(Fix), "leave ~w out of the defenders: cards in the arsenal do not defend", [L])
    ).
fix('FAB-205', S, M, Fix) :-
    player(S, M.player, P),
    arsenal_problem(P, M.arsenal, Reason),
    (   Reason = arsenal_full(_)
    ->  cards_text(P.arsenal, plain, AT),
        format(string(Fix), "end the turn without arsenalling a card: the arsenal already holds ~w", [AT])
    ;   (   P.hand == []
        ->  Fix = "end the turn without arsenalling a card: the hand is empty"
        ;   cards_text(P.hand, plain, HT),
            format(string(Fix), "arsenal a card from hand: ~w", [HT])
        ;   Fix = "end the turn without arsenalling a card"
        )
    ).
fix('FAB-702', S, _, Fix) :-
    game_over(S, End),
    end_words(End, Words),
    format(string(Fix), "none: the game ended when ~w, and no move is legal after it", [Words]).

fix('RC-001', _, _, "see the legal moves nearest to this one: the position offers no such move").

%   How the game ended, in words (FAB-702's fix).
end_words(conceded(L), W) :- format(string(W), "~w conceded", [L]).
end_words(defeated(L), W) :- format(string(W), "~w's hero reached 0 life", [L]).
end_words(draw(Ns), W) :-
    atomic_list_concat(Ns, ' and ', T),
    format(string(W), "the heroes of ~w reached 0 life at once", [T]).

phase_fix(no_priority_in_end_phase, _,
          "end the turn with end_turn (arsenalling a card from hand if the arsenal is empty)").
phase_fix(defenders_not_passed, _,
          "declare defenders instead: {\"action\": \"defend\", \"cards\": []} defends with nothing").
phase_fix(no_plays_in_end_phase, _,
          "too late: the action phase is over; end the turn with end_turn").
phase_fix(no_plays_while_defending, _,
          "declare defenders first (defend); cards are played and abilities activated in the reaction step").
phase_fix(not_defend_step, S, Fix) :-
    (   S.phase == "action", chain_step(S, "attack")
    ->  Fix = "wait for the defend step: it begins when both players pass in succession in the attack step"
    ;   S.phase == "action", chain_open(S)
    ->  format(string(Fix), "defenders are declared once, in the defend step after an attack; the chain is in its ~w step", [S.chain.step])
    ;   Fix = "defenders are declared only when an attack is made against you; wait for one"
    ).
phase_fix(turn_ends_in_end_phase(Phase), _, Fix) :-
    (   Phase == "start"
    ->  Fix = "pass to begin the action phase; the end phase comes when both players pass in succession with the combat chain closed"
    ;   Fix = "both players pass in succession with the combat chain closed: then the end phase begins and end_turn may be made"
    ).

action_point_fix(S, M, Fix) :-
    (   M.player \== S.turn_player
    ->  format(string(Fix), "only the turn player, ~w, has action points: ~w may play instants and reactions now, not actions", [S.turn_player, M.player])
    ;   format(string(Fix), "~w has no action point left: only go again gives one back; play an instant or pass", [M.player])
    ).

%   The move's action card or action ability, or reaction, with its label.
action_kind_label(S, M, Kind, L) :-
    action_kind(S, M, Kind, C, How),
    reason_text(flesh_and_blood, action_label(How, C), L).

reaction_kind_label(S, M, T, L) :-
    reaction_kind(S, M, T, C, How),
    reason_text(flesh_and_blood, reaction_label(How, C), L).

pitch_at_least(N, C) :-
    pitch_of(C, V),
    V >= N.

cards_pitch_text(Cards, T) :-
    maplist(card_pitch_label, Cards, Ls),
    atomic_list_concat(Ls, ", ", T).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees their own hand and arsenal, and how many cards each
%   zone holds; not the cards in the opponent's hand, the opponent's
%   arsenal card (face down), or the order of either deck.  Pitch zones,
%   graveyards, banished zones, heroes, weapons, equipment, life totals
%   and the combat chain are public.

hidden(S, V, [players, I, Zone, J]) :-
    nth0(I, S.players, P),
    (   P.name \== V,
        member(Zone, [hand, arsenal])
    ;   Zone = deck
    ),
    get_dict(Zone, P, Cards),
    nth0(J, Cards, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move turns on cards the viewer cannot see:
%   a card played from the opponent's hand or arsenal, cards pitched from
%   their hand, defenders from their hand, a card they arsenal.

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    string(P),
    P \== V,
    player(S, P, PP),
    get_dict(action, M, A),
    once(hidden_part(PP, M, A, What)),
    format(string(Reason), "whether ~w's ~w is legal depends on ~w, which ~w cannot see",
           [P, A, What, V]).

hidden_part(P, M, "play", What) :-
    (   get_dict(from, M, "arsenal")
    ->  format(string(What), "the face-down card in ~w's arsenal and ~w's hand", [P.name, P.name])
    ;   format(string(What), "~w's hand", [P.name])
    ).
hidden_part(P, M, "activate", What) :-
    pitch_ids(M, [_|_]),
    format(string(What), "~w's hand (the cards pitched)", [P.name]).
hidden_part(P, M, "defend", What) :-
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    \+ card_in(P, equipment, Id, _),
    format(string(What), "~w's hand (the defending cards)", [P.name]).
hidden_part(P, M, "end_turn", What) :-
    get_dict(arsenal, M, Id),
    Id \== null,
    format(string(What), "~w's hand (the card arsenalled)", [P.name]).
