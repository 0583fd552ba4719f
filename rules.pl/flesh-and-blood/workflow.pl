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
    memberchk(A, ["play", "activate", "prevent", "pay", "name"]).

%!  fact(?RuleId, +State, +Move, -Fact) is nondet.
%
%   A fact of this position that decides RuleId for Move; when there is
%   none, one fact that says why there is nothing to check.  A term,
%   put in words by message//1 as fact(Fact) (messages.pl).

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
    get_dict(action, M, A),
    memberchk(A, ["play", "activate"]),
    (   A == "play"
    ->  F = no_card_to_cost(M.player, M.card, M.from)
    ;   F = no_ability_to_cost(M.player, M.ability, M.card)
    ).
fallback_fact('FAB-303', S, M, pitched_none_from_hand(P, Ids)) :-
    player(S, M.player, P),
    pitch_ids(M, Ids).
fallback_fact(Id, _, M, rule_does_not_concern(Id, Action)) :-
    Action = M.action.

rule_fact('FAB-203', S, M, actor_and_mover(Why, M.player)) :-
    actor(S, _, Why).
rule_fact('FAB-203', S, _, F) :-
    S.phase == "action",
    stack_state(S, F).
rule_fact('FAB-313', S, M, action_and_stack(L, Stack)) :-
    action_kind_label(S, M, _, L),
    stack_state(S, Stack).
rule_fact('FAB-207', S, M, phase_offers(Phase, Offers, Action)) :-
    phase_state(S, Phase),
    findall(A, phase_offers(S, A), Offers),
    Action = M.action.
rule_fact('FAB-702', S, _, F) :-
    players(S, Ps),
    findall(Name-Life, ( member(P, Ps), Name = P.name, Life = P.life ), Lives),
    (   game_over(S, End)
    ->  F = lives_and_end(Lives, End)
    ;   F = lives_game_goes_on(Lives)
    ).
rule_fact('FAB-201', S, _, F) :-
    phase_state(S, F).
rule_fact('FAB-301', S, M, F) :-
    player(S, M.player, P),
    (   card_where(P, M.card, Z, C)
    ->  card_type(C, T),
        F = card_in_zone(C, T, M.player, Z, M.from)
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, M.card, Z, C)
    ->  F = card_in_zone_of(C, O, Z)
    ;   F = no_card_anywhere(M.player, M.card)
    ).
rule_fact('FAB-302', S, M, cost_and_resources(What, Cost, Name, Have, Pitched, Total)) :-
    paid_thing(S, M, P, What, Cost, Played),
    pitched_total(P, M, Played, Sum, Pitched),
    Name = P.name,
    Have = P.resource_points,
    Total is Have + Sum.
rule_fact('FAB-303', S, M, pitch_steps(Cards, Have, Cost)) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    Have = P.resource_points.
rule_fact('FAB-303', S, M, F) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    pitch_order_fact(P, Cards, Cost, F).
rule_fact('FAB-304', S, M, hand_pitch(M.player, Hand)) :-
    pays_cost(M),
    player(S, M.player, P),
    Hand = P.hand.
rule_fact('FAB-304', S, M, card_played(P, Card)) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    Card = M.card.
rule_fact('FAB-305', S, M, F) :-
    played_card(S, M, _, C),
    (   card_additional_cost(C, Spec)
    ->  F = additional_cost(C, Spec)
    ;   F = no_additional_cost(C)
    ).
rule_fact('FAB-305', S, M, F) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    key_value(discard, M, [], Ds),
    (   Ds == []
    ->  F = discards_nothing
    ;   F = discards(P, Ds)
    ).
rule_fact('FAB-305', S, M, left_after_pitch(Left)) :-
    played_card(S, M, P, C),
    left_after_pitch(P, M, C, Left).
rule_fact('FAB-306', S, M, F) :-
    played_card(S, M, P, C),
    card_type(C, T),
    (   is_action_type(T)
    ->  F = action_card_and_points(C, T, M.player, P.action_points, S.turn_player, S.phase)
    ;   F = not_an_action_card(C, T)
    ).
rule_fact('FAB-307', S, M, action_kind_and_chain(L, Kind, Chain)) :-
    action_kind_label(S, M, Kind, L),
    chain_state(S, Chain).
rule_fact('FAB-312', S, M, reaction_kind(L, T)) :-
    reaction_kind_label(S, M, T, L).
rule_fact('FAB-312', S, M, F) :-
    reaction_kind(S, M, _, _, _),
    chain_state(S, F).
rule_fact('FAB-401', S, M, ability_sources(M.player, Sources)) :-
    player(S, M.player, P),
    findall(C-N, ( ability_source(P, C, _),
                   card_abilities(C, As0),
                   auraw_abilities(S, M.player, C, As0, As1),   % card_texts_auraweapons.pl (FAB-1570, FAB-1572)
                   storm_abilities(S, M.player, C, As1, As),    % card_texts_storm.pl (FAB-1489)
                   length(As, N) ), Sources).
rule_fact('FAB-401', _, M, names_ability(Ability, Card)) :-
    Ability = M.ability,
    Card = M.card.
rule_fact('FAB-402', S, M, ability_limit(Ability, C, Limit, Done)) :-
    activated_ability(S, M, _, C, Ab),
    Ability = M.ability,
    (   ability_once(Ab) -> Limit = once_per_turn
    ;   get_dict(limit, Ab, L), L \== "none" -> Limit = L      % twice per turn: FAB-119
    ;   Limit = no_limit
    ),
    key_value(activated, S, [], Done).
rule_fact('FAB-403', S, M, ability_type_and_points(Ability, C, T, M.player, Points)) :-
    activated_ability(S, M, P, C, Ab),
    ability_type(Ab, T),
    Ability = M.ability,
    Points = P.action_points.
rule_fact('FAB-502', S, M, F) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    (   Ids == []
    ->  F = declares_no_defenders
    ;   F = declares_defenders(P, Ids)
    ).
rule_fact('FAB-502', S, M, may_defend(M.player, Eligible)) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible).
rule_fact('FAB-601', S, M, F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  F = arsenal_empty(M.player)
    ;   key_value(cards, M, [], Ids),
        (   member(C, P.arsenal), card_id(C, Id), memberchk(Id, Ids)
        ->  F = arsenal_declared(M.player, P.arsenal)
        ;   F = arsenal_not_declared(M.player, P.arsenal)
        )
    ).
rule_fact('FAB-205', S, M, F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  F = arsenal_empty(M.player)
    ;   F = arsenal_holds(M.player, P.arsenal)
    ).
rule_fact('FAB-205', S, M, F) :-
    player(S, M.player, P),
    get_dict(arsenal, M, Id),
    (   card_in(P, hand, Id, C)
    ->  F = arsenal_card_in_hand(C, M.player)
    ;   card_where(P, Id, Z, C)
    ->  F = arsenal_card_in_zone(C, M.player, Z)
    ;   F = no_such_card(M.player, Id)
    ).

%!  stack_state(+State, -Stack) is det.
%
%   The stack, bottom to top, with who has priority and the passes:
%   stack(Layers, Priority, Passes), each layer card_layer(Controller,
%   Card) or ability_layer(Controller, Type, Ability, Source), Source
%   card(Card) or id(Id).

stack_state(S, stack(Layers, Priority, Passes)) :-
    stack(S, Ls),
    maplist(layer_state(S), Ls, Layers),
    Priority = S.priority,
    Passes = S.passes.

layer_state(S, L, T) :-
    (   layer_card(L, C)
    ->  T = card_layer(L.controller, C)
    ;   layer_source_id(L, Id),
        (   player(S, L.controller, P), ( ability_card(P, Id, C) ; card_in(P, graveyard, Id, C) )
        ->  Source = card(C)
        ;   Source = id(Id)
        ),
        T = ability_layer(L.controller, L.type, L.ability, Source)
    ).

%   The phase: combat_step(TurnPlayer, Step), chain_closed(TurnPlayer)
%   or phase(Phase, TurnPlayer); and the moves it offers.
phase_state(S, T) :-
    TP = S.turn_player,
    (   S.phase == "action", chain_step(S, Step)
    ->  T = combat_step(TP, Step)
    ;   S.phase == "action"
    ->  T = chain_closed(TP)
    ;   T = phase(S.phase, TP)
    ).


%   The combat chain: chain_open(Step, Controller, Defender, Attack) or
%   chain_closed.
chain_state(S, T) :-
    (   layer_step(S, L)
    ->  key_value(controller, L, S.turn_player, Who),
        layer_label(L, Label),
        T = chain_layer_step(Who, Label)
    ;   active_link(S, L)
    ->  once(link_attack_seen(S, L, A)),         % card_texts_prism.pl: or gone to the soul (FAB-751)
        T = chain_open(S.chain.step, L.controller, L.defender, A)
    ;   T = chain_closed
    ).

%   What names a layer in words: its card, or its source's id.
layer_label(L, card(C)) :-
    layer_card(L, C),
    !.
layer_label(L, id(Src)) :-
    key_value(source, L, "?", Src).

%   paid_thing(+S, +M, -Player, -What, -Cost, -PlayedId): what a play or
%   activation pays for, What card(Card) or ability(Index, Card).
paid_thing(S, M, P, card(C), Cost, Played) :-
    get_dict(action, M, "play"),
    !,
    played_card(S, M, P, C),
    move_play_cost(S, M, P, C, Cost),
    card_id(C, Played).
paid_thing(S, M, P, ability(Ability, C), Cost, none) :-
    get_dict(action, M, "activate"),
    !,
    activated_ability(S, M, P, C, Ab),
    Ability = M.ability,
    activation_cost(S, P, C, Ab, Cost).
paid_thing(S, M, P, card(C), Cost, none) :-
    get_dict(action, M, "pay"),
    !,
    player(S, M.player, P),
    pending(S, Pd),
    paid_choice(Pd.choice),                     % position.pl
    C = Pd.source,
    Cost = Pd.cost.
paid_thing(S, M, P, card(C), Cost, none) :-
    get_dict(action, M, "name"),                % Be Like Water (card_texts_katsu_blitz.pl, FAB-643)
    !,
    player(S, M.player, P),
    pending(S, Pd),
    Pd.choice == "gain_name",
    C = Pd.source,
    Cost = Pd.cost.
paid_thing(S, M, P, arcane_barrier(Cards), Cost, none) :-
    get_dict(action, M, "prevent"),
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    prevention(S, M.player, Ids, Used),             % choices.pl
    prevention_cost(Used, Cost),
    findall(C, ( member(_-C-K-_, Used), paid_prevention(K) ), Cards).   % Arcane Barrier, Quell (FAB-648)

pitched_total(P, M, Played, Sum, Cards) :-
    valid_pitch(P, M, Played, Cards),
    maplist(pitch_of, Cards, Vs),
    sum_list(Vs, Sum).

%   Which order of the pitched cards works (the canonical one works
%   whenever any does).
pitch_order_fact(P, Cards, Cost, F) :-
    canonical_cards(P.hand, Cards, Canon),
    maplist(pitch_of, Canon, CVs),
    maplist(pitch_of, Cards, MVs),
    Have = P.resource_points,
    (   pitch_sequence_ok(CVs, Have, Cost)
    ->  (   pitch_sequence_ok(MVs, Have, Cost)
        ->  Also = move_order_works
        ;   Also = move_order_fails
        ),
        F = lowest_first_works(Canon, Also)
    ;   append(Before, [Last], Canon),
        maplist(pitch_of, Before, BVs),
        sum_list(BVs, BSum),
        Already is Have + BSum,
        F = no_pitch_order_works(Canon, Last, Already, Cost)
    ).

%   The hand left once the played card and the valid pitched cards are gone.
left_after_pitch(P, M, C, Left) :-
    card_id(C, Id),
    pitch_ids(M, Pitch),
    exclude(gone_card(Id, Pitch, []), P.hand, Left).

%!  fix(?RuleId, +State, +Move, -Fix) is nondet.
%
%   A change that would make Move satisfy RuleId (which it breaks), as a
%   term message//1 puts in a judge's words as fix(Fix).

fix('FAB-203', S, M, Fix) :-
    actor(S, A, Why),
    (   Why = defending(_)
    ->  Fix = wait_for_defenders(A, S.turn_player)
    ;   Why = priority(_)
    ->  Fix = wait_for_priority(A, M.player)
    ;   Fix = wait_for_turn_player(A, S.phase)
    ).
fix('FAB-201', _, _, pass_first).
fix('FAB-207', S, M, Fix) :-
    phase_misfit(S, M.action, Reason),
    phase_fix(Reason, S, Fix).
fix('FAB-301', S, M, Fix) :-
    play_source_problem(S, M, Reason),
    player(S, M.player, P),
    (   Reason = not_in_zone(C, _, hand, _)
    ->  Fix = play_from_hand(C)
    ;   Reason = not_in_zone(C, _, arsenal, _)
    ->  Fix = play_from_arsenal(C)
    ;   Reason = not_playable(C, T)
    ->  (   memberchk(T, ["weapon", "equipment", "hero"])
        ->  Fix = activate_not_play(C, T)
        ;   Fix = play_a_playable_type(C, T)
        )
    ;   Reason = opponents_card(_, O)
    ->  Fix = only_owner_plays(O, M.card)
    ;   findall(C, ( member(Z, [hand, arsenal]), member(C, P.get(Z)),
                     playable_card(C, _) ), Cs),
        (   Cs == []
        ->  Fix = no_card_to_play(M.player)
        ;   Fix = play_one_of(M.player, Cs)
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
        ->  Fix = pitch_also_one_of(Short, Enough)
        ;   Fix = pitch_also_some_of(Short, More)
        )
    ;   Fix = cannot_be_paid(Short, P.name, Avail, What)
    ).
fix('FAB-303', S, M, Fix) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Have = P.resource_points,
    (   cost_covered(Have, Cost)
    ->  Fix = pitch_nothing(P.name, Have, Cost)
    ;   canonical_cards(P.hand, Cards, Canon),
        maplist(pitch_of, Canon, CVs),
        pitch_sequence_ok(CVs, Have, Cost)
    ->  maplist(card_id, Canon, CIds),
        Fix = pitch_lowest_first(CIds)
    ;   findall(Sub, limit(3, pitch_set(Cards, Have, Cost, Sub, _)), Subs),
        Subs \== [],
        member(Sub0, Subs),
        canonical_cards(P.hand, Sub0, Sub),
        maplist(card_id, Sub, SIds),
        Fix = pitch_fewer(SIds)
    ).
fix('FAB-304', S, M, leave_out_of_pitch(Id, Why)) :-
    paid_thing(S, M, P, _, _, Played),
    pitch_ids(M, Ids),
    bad_pitch_id(P, Played, Ids, Id, Why).
fix('FAB-304', S, M, Fix) :-
    paid_thing(S, M, P, _, _, Played),
    exclude(has_id(Played), P.hand, Rest),
    include(has_pitch, Rest, More),
    (   More == []
    ->  Fix = no_other_card_to_pitch(P.name)
    ;   Fix = pitch_only_from_hand(P.name, More)
    ).
fix('FAB-305', S, M, Fix) :-
    played_card(S, M, P, C),
    card_id(C, Id),
    (   card_additional_cost(C, Spec)
    ->  spec_count(Spec, N),
        pitch_ids(M, Pitch),
        exclude(gone_card(Id, Pitch, []), P.hand, Left),
        include(eligible_discard(S, P.name, Spec), Left, Eligible),
        (   spec_optional(Spec),
            Fix = discard_nothing_optional
        ;   length(Eligible, K),
            (   K >= N
            ->  Fix = discard_exactly(N, Eligible)
            ;   spec_optional(Spec)
            ->  fail
            ;   Fix = no_card_for_additional_cost(C)
            )
        )
    ;   Fix = discard_nothing
    ).
fix('FAB-306', S, M, Fix) :-
    action_point_fix(S, M, Fix).
fix('FAB-403', S, M, Fix) :-
    action_point_fix(S, M, Fix).
fix('FAB-307', S, M, Fix) :-
    action_kind(S, M, Kind, _, _),
    (   Kind == attack
    ->  Fix = wait_for_resolution_step
    ;   Fix = close_the_chain_first
    ).
fix('FAB-313', S, M, wait_for_empty_stack(N, L)) :-
    action_kind_label(S, M, _, L),
    stack(S, Ls),
    length(Ls, N).
fix('FAB-312', S, M, Fix) :-
    reaction_kind_label(S, M, T, L),
    reaction_misfit(S, M.player, T, Why),
    (   Why == not_reaction_step
    ->  (   chain_open(S)
        ->  Fix = wait_for_reaction_step(S.chain.step)
        ;   T == "attack reaction"
        ->  Fix = attack_first(L)
        ;   Fix = needs_an_attack_against_you(L)
        )
    ;   Why = not_controller(Controller)
    ->  Fix = only_controller_reacts(Controller)
    ;   Why = not_defender(Defender),
        Fix = only_defender_reacts(Defender)
    ).
fix('FAB-401', S, M, Fix) :-
    player(S, M.player, P),
    findall(ability(C, I, T),
            ( ability_source(P, C, _),
              card_abilities(C, As),
              nth0(I, As, Ab),
              ability_type(Ab, T) ), Abilities),
    (   Abilities == []
    ->  Fix = no_activated_abilities(M.player)
    ;   Fix = name_an_ability(M.player, Abilities)
    ).
fix('FAB-402', S, M, already_activated(C, M.player)) :-
    activated_ability(S, M, _, C, _).
fix('FAB-502', S, M, Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    (   ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ),
        card_type(C, "defense reaction")
    ->  Fix = defense_reaction_not_defender(C)
    ;   \+ card_in(P, arsenal, Id, _),
        \+ ( ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ), can_defend(C) )
    ->  Fix = leave_out_of_defenders(Id)
    ).
fix('FAB-502', _, M, declare_each_once(Set)) :-
    key_value(cards, M, [], Ids),
    msort(Ids, Sorted), length(Sorted, N1), sort(Ids, Set), length(Set, N2), N1 =\= N2.
fix('FAB-502', S, M, Fix) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    (   Eligible == []
    ->  Fix = defend_with_nothing
    ;   Fix = declare_only_defenders(Eligible)
    ).
fix('FAB-601', S, M, Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(C, P.arsenal),
    card_id(C, Id),
    memberchk(Id, Ids),
    (   card_type(C, "defense reaction")
    ->  Fix = arsenal_defense_reaction(C)
    ;   Fix = arsenal_does_not_defend(C)
    ).
fix('FAB-205', S, M, Fix) :-
    player(S, M.player, P),
    arsenal_problem(P, M.arsenal, Reason),
    (   Reason = arsenal_full(_)
    ->  Fix = no_arsenal_it_is_full(P.arsenal)
    ;   (   P.hand == []
        ->  Fix = no_arsenal_hand_empty
        ;   Fix = arsenal_from_hand(P.hand)
        ;   Fix = no_arsenal
        )
    ).
fix('FAB-702', S, _, game_ended(End)) :-
    game_over(S, End).

fix('RC-001', _, _, see_nearest_moves).

phase_fix(no_priority_in_end_phase, _, end_the_turn).
phase_fix(defenders_not_passed, _, declare_defenders_instead).
phase_fix(no_plays_in_end_phase, _, too_late_end_the_turn).
phase_fix(no_plays_while_defending, _, declare_defenders_first).
phase_fix(not_defend_step, S, Fix) :-
    (   S.phase == "action", chain_step(S, "attack")
    ->  Fix = wait_for_defend_step
    ;   S.phase == "action", chain_open(S)
    ->  Fix = defenders_declared_once(S.chain.step)
    ;   Fix = wait_for_an_attack
    ).
phase_fix(turn_ends_in_end_phase(Phase), _, Fix) :-
    (   Phase == "start"
    ->  Fix = pass_to_begin_action_phase
    ;   Fix = pass_to_end_phase
    ).

action_point_fix(S, M, Fix) :-
    (   M.player \== S.turn_player
    ->  Fix = only_turn_player_has_points(S.turn_player, M.player)
    ;   Fix = no_action_point_left(M.player)
    ).

%   The move's action card or action ability, or reaction, as a label
%   term message//1 names: action_label(How, Card), reaction_label(How,
%   Card).
action_kind_label(S, M, Kind, action_label(How, C)) :-
    action_kind(S, M, Kind, C, How).

reaction_kind_label(S, M, T, reaction_label(How, C)) :-
    reaction_kind(S, M, T, C, How).

pitch_at_least(N, C) :-
    pitch_of(C, V),
    V >= N.

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
    nth0(J, Cards, C),
    \+ ( Zone == arsenal, get_dict(face_up, C, true) ).   % face up, it is public (Minerva Themis, FAB-976; card_texts_azalea.pl, FAB-914)
hidden(S, V, [players, I, banished, J]) :-      % face down (FAB-528; Uzuri's cost, FAB-974)
    nth0(I, S.players, P),
    P.name \== V,
    get_dict(banished, P, Cards),
    nth0(J, Cards, C),
    (   intimidated_card(C) -> true ; banished_face_down(S, C) ).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether a move turns on cards the viewer cannot see: another
%   player's card played from their hand or arsenal, cards pitched from
%   their hand, defenders from their hand, a card they arsenal; and the
%   viewer's own move that reads their deck, which no player sees (a
%   search, a reveal, a clash, a deck card the move names).  Reason is a
%   term message//1 puts in words as hidden(Reason).

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    string(P),
    P \== V,
    player(S, P, PP),
    get_dict(action, M, A),
    \+ public_order(S, M),
    once(hidden_part(PP, M, A, What)),
    Reason = unseen(P, A, What, V).
depends_on_hidden(S, V, M, unseen(P, A, deck(P), V)) :-   % the viewer's own move that reads their deck,
    get_dict(player, M, P),                     % which no player sees (hidden/3): another's
    string(P),                                  % move is hidden_part/4's, above
    P == V,
    player(S, P, PP),
    get_dict(action, M, A),
    (   once(hidden_part(PP, M, A, deck(_)))    % a search, a reveal, a clash of the tops
    ->  true
    ;   A == "decline",                         % no attack action card in the deck Mask of
        pending(S, Pd),                         % Malicious Manifestations reveals (FAB-706)
        Pd.choice == "revealed_attack_action"
    ->  true
    ;   dict_pairs(M, _, Pairs),                % a card of a deck it names (Bonds of
        member(K-Value, Pairs),                 % Ancestry's found): their own, or another's,
        \+ memberchk(K, [player, action]),      % which they cannot see either (hidden/3:
        (   string(Value) -> Id = Value ; is_list(Value), member(Id, Value), string(Id) ),
        (   card_in(PP, deck, Id, _)            % which deck holds a card is hidden too)
        ->  true
        ;   players(S, Ps), member(Q, Ps), card_in(Q, deck, Id, _)
        )
    ),
    !.

%   The move answers a choice of order among public cards: the pitch
%   zone's (FAB-630), or those gone to the deck at once before all eyes
%   (FAB-633): its legality turns on no hidden card.
public_order(S, M) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["pitch_to_bottom", "replaced_to_bottom"]),
    M.action == "bottom".

%   hidden_part(+Player, +Move, +Action, -What): what of Player's the
%   move turns on, a term message//1 names (messages.pl, unseen_words//1).
hidden_part(P, M, "play", What) :-
    (   get_dict(from, M, "arsenal")
    ->  What = arsenal_and_hand(P.name)
    ;   What = hand(P.name)
    ).
hidden_part(P, M, "activate", pitched(P.name)) :-
    pitch_ids(M, [_|_]).
hidden_part(P, M, "defend", defending(P.name)) :-
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    \+ card_in(P, equipment, Id, _).
hidden_part(P, M, "prevent", pitched(P.name)) :-
    pitch_ids(M, [_|_]).
hidden_part(P, _, "banish", hand(P.name)).
hidden_part(P, M, "bottom", What) :-                      % Inertia's cards (FAB-534), Scour the Battlescape's (FAB-574)
    get_dict(cards, M, [_|_]),
    (   get_dict(arsenal, P, [_|_]) -> What = arsenal_and_hand(P.name) ; What = hand(P.name) ).
hidden_part(P, _, "put", hand(P.name)).
hidden_part(P, M, "shuffle", hand(P.name)) :-              % Hope Merchant's Hood's cards (FAB-564)
    get_dict(cards, M, [_|_]).
hidden_part(P, M, "search", deck(P.name)) :-               % the card Katsu's search finds (FAB-568)
    get_dict(card, M, Id),
    string(Id).
hidden_part(P, _, "reveal", deck(P.name)).                 % the top card Nature's Path Pilgrimage reveals (FAB-563)
hidden_part(P, _, "clash", deck(P.name)).                  % the top cards a clash reveals (FAB-852, FAB-853)
hidden_part(P, M, "first", deck(P.name)) :-                % the top card Spire Sniping's player puts back first (FAB-918)
    get_dict(card, M, Id),
    card_in(P, deck, Id, _).
hidden_part(P, _, "discard", hand(P.name)).                % Katsu's discard (FAB-567), Pummel's (FAB-536)
hidden_part(P, M, "pay", pitched(P.name)) :-
    pitch_ids(M, [_|_]).
hidden_part(P, M, "end_turn", arsenalled(P.name)) :-
    get_dict(arsenal, M, Id),
    Id \== null.
