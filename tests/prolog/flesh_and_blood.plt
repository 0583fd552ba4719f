/*  plunit tests for the helper relations of rules.pl/flesh_and_blood.pl.
    Run from the repository root:
        swipl -g "consult('tests/prolog/flesh_and_blood.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../rules.pl/flesh_and_blood'], Path),
   use_module(Path).

card_id_of(C, Id) :- get_dict(id, C, Id).

card(Id, Name, Color, Card) :-
    Card = _{id:Id, name:Name, color:Color}.

:- begin_tests(fab_catalog).

test(assault_and_battery_costs_three, [true(Cost-Power-Pitch == 3-7-1)]) :-
    card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, cost, Cost),
    card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, power, Power),
    card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, pitch, Pitch).
test(colours_differ, [all(C-P == ["red"-1, "yellow"-2, "blue"-3])]) :-
    catalog_card("Beast Mode", Props),
    C = Props.color,
    P = Props.pitch.
test(instant_has_no_power, [fail]) :-
    card_prop(_{id:"c2", name:"Reinforce the Line", color:"yellow"}, power, _).
test(inline_wins, [true(GA == true)]) :-
    card_prop(_{id:"c3", name:"Performance Bonus", color:"yellow", go_again:true}, go_again, GA).
test(inline_only_card, [true(T == "attack action")]) :-
    card_props(_{id:"x", name:"Test Strike", type:"attack action", cost:1}, P),
    T = P.type.
test(beat_chest_needs_six_power, [true(MinP == 6)]) :-
    card_prop(_{id:"c1", name:"Assault and Battery", color:"blue"}, additional_costs, [Spec]),
    MinP = Spec.min_power.

:- end_tests(fab_catalog).

:- begin_tests(fab_pitching).

test(seed_example_sequence) :-
    pitch_sequence_ok([2, 2], 0, 3).
test(third_card_not_needed, [fail]) :-
    pitch_sequence_ok([2, 2, 1], 0, 3).
test(blue_then_red_not_allowed, [fail]) :-
    pitch_sequence_ok([3, 1], 0, 3).
test(red_then_blue_allowed) :-
    pitch_sequence_ok([1, 3], 0, 3).
test(leftover_points_count, [fail]) :-
    pitch_sequence_ok([1], 3, 3).
test(no_pitch_when_covered, [true(Set-Points == []-2)]) :-
    pitch_set([], 2, 2, Set, Points).
test(pitch_sets_of_seed_hand, [all(Ids-Points == [["c2", "c3"]-4, ["c4", "c2"]-3, ["c4", "c3"]-3])]) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c3", "Performance Bonus", "yellow", C3),
    card("c4", "Beast Mode", "red", C4),
    pitch_set([C2, C3, C4], 0, 3, Set, Points),
    maplist(card_id_of, Set, Ids).
test(no_set_when_short, [fail]) :-
    card("c4", "Beast Mode", "red", C4),
    pitch_set([C4], 0, 3, _, _).
test(canonical_order, [true(O == ["c4", "c2", "c5"])]) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c4", "Beast Mode", "red", C4),
    card("c5", "Beast Mode", "blue", C5),
    canonical_pitch_order([C2, C5, C4], ["c5", "c2", "c4"], O).
test(canonical_order_keeps_unknown_last, [true(O == ["c4", "zz"])]) :-
    card("c4", "Beast Mode", "red", C4),
    canonical_pitch_order([C4], ["zz", "c4"], O).

:- end_tests(fab_pitching).

:- begin_tests(fab_combat).

test(damage_is_power_minus_defense, [true(D == 2)]) :-
    chain_damage(7, [3, 2], D).
test(overdefended_deals_nothing, [true(D == 0)]) :-
    chain_damage(7, [3, 3, 2], D).
test(undefended, [true(D == 4)]) :-
    chain_damage(4, [], D).

:- end_tests(fab_combat).

%   The judge's workflow: explanations and hidden information.

fab_state(S) :-
    Hand = [_{id:"a1", name:"Beast Mode", color:"blue"},
            _{id:"a2", name:"Beast Mode", color:"red"},
            _{id:"a3", name:"Pack Hunt", color:"yellow"}],
    P1 = _{name:"alice", life:20, action_points:1, resource_points:0,
           hero:_{id:"alice-hero", name:"Rhinar"},
           weapons:[_{id:"alice-club", name:"Romping Club"}],
           equipment:[_{id:"alice-legs", name:"Scabskin Leathers"}],
           deck:[_{id:"a9", name:"Wounding Blow", color:"red"}],
           hand:Hand, arsenal:[_{id:"a4", name:"Reckless Swing"}],
           pitch:[], graveyard:[], banished:[]},
    P2 = _{name:"bob", life:20, action_points:0, resource_points:0,
           hero:_{id:"bob-hero", name:"Rhinar"},
           weapons:[], equipment:[],
           deck:[_{id:"b9", name:"Wounding Blow", color:"red"}],
           hand:[_{id:"b1", name:"Beast Mode", color:"red"}],
           arsenal:[_{id:"b2", name:"Pack Hunt", color:"red"}],
           pitch:[], graveyard:[], banished:[]},
    S = _{game:"flesh-and-blood", format:"blitz", turn:3, turn_player:"alice",
          phase:"action", priority:"alice", passes:0, activated:[], chain:null,
          players:[P1, P2]}.

:- begin_tests(fab_workflow).

test(checks_in_rulebook_order, [true(Ids == ['FAB-201', 'FAB-203', 'FAB-207', 'FAB-301', 'FAB-302',
                                             'FAB-303', 'FAB-304', 'FAB-306', 'FAB-307', 'FAB-702'])]) :-
    fab_state(S),
    findall(Id, checks(S, _{player:"alice", action:"play", card:"a3", from:"hand",
                            pitch:["a1", "a2"]}, Id), Ids).
test(pass_checks_only_who_and_when, [true(Ids == ['FAB-203', 'FAB-207', 'FAB-702'])]) :-
    fab_state(S),
    findall(Id, checks(S, _{player:"alice", action:"pass"}, Id), Ids).
test(pitch_order_fact_names_the_order_that_works) :-
    fab_state(S),
    M = _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]},
    rule_facts(S, M, 'FAB-303', Facts),
    member(F, Facts),
    sub_string(F, _, _, _, "lowest pitch value first works"),
    sub_string(F, _, _, _, "[a2]"),
    sub_string(F, _, _, _, "the move's order does not"), !.
test(pitch_order_fix_gives_the_order, [true(Fix == "pitch the same cards lowest pitch value first: a2, then a1; each is then still needed when it is pitched")]) :-
    fab_state(S),
    once(repair(S, _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]},
                'FAB-303', Fix)).
test(too_many_cards_fix_drops_one) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(resource_points, 1), P2]),
    M = _{player:"alice", action:"play", card:"a2", from:"hand", pitch:["a3", "a1"]},
    violation(S, M, 'FAB-303', _),
    repair(S, M, 'FAB-303', Fix),
    sub_string(Fix, _, _, _, "pitch fewer cards"), !.
test(no_pitch_needed_fix, [true(sub_string(Fix, 0, _, _, "pitch nothing"))]) :-
    fab_state(S),
    once(repair(S, _{player:"alice", action:"play", card:"a4", from:"arsenal", pitch:["a2"]}, 'FAB-303', Fix)).
test(short_fix_names_a_card, [true(sub_string(Fix, 0, _, _, "needs 2 more resource point(s)"))]) :-
    fab_state(S),
    once(repair(S, _{player:"alice", action:"play", card:"a1", from:"hand", pitch:["a2"]}, 'FAB-302', Fix)).
test(arsenal_defender_fix) :-
    fab_state(S0),
    Link = _{attack:_{id:"b5", name:"Pack Hunt", color:"red"}, controller:"bob", defender:"alice",
             go_again:false, defending:[]},
    S = S0.put(_{turn_player:"bob", priority:"bob", chain:_{step:"defend", links:[Link]}}),
    once(repair(S, _{player:"alice", action:"defend", cards:["a4"]}, 'FAB-601', Fix)),
    sub_string(Fix, _, _, _, "reaction step").
test(facts_never_throw_for_unknown_cards, [true(Facts \== [])]) :-
    fab_state(S),
    rule_facts(S, _{player:"alice", action:"activate", card:"zz", ability:3, pitch:["q"]}, 'FAB-302', Facts).
test(hidden_opponent_hand_arsenal_and_decks, [true(Paths == [[players, 0, deck, 0],
                                                             [players, 1, hand, 0],
                                                             [players, 1, arsenal, 0],
                                                             [players, 1, deck, 0]])]) :-
    fab_state(S),
    findall(P, hidden(S, "alice", P), Paths).
test(opponent_play_depends_on_hidden) :-
    fab_state(S),
    depends_on_hidden(S, "alice", _{player:"bob", action:"play", card:"b2", from:"arsenal"}, R),
    sub_string(R, _, _, _, "cannot see").
test(equipment_defence_is_public, [fail]) :-
    fab_state(S),
    depends_on_hidden(S, "bob", _{player:"alice", action:"defend", cards:["alice-legs"]}, _).
test(own_moves_are_known, [fail]) :-
    fab_state(S),
    depends_on_hidden(S, "alice", _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1"]}, _).

:- end_tests(fab_workflow).

%   Conservation (issue 7): every legal move keeps the game's cards.

fab_inventory_sorted(S, Sorted) :-
    inventory(S, Bag),
    msort(Bag, Sorted).

%   Random legal play from S for N moves, checking inventory/2 after every
%   legal move of every position on the way.
fab_conserved_walk(_, 0) :- !.
fab_conserved_walk(S, N) :-
    fab_inventory_sorted(S, Bag0),
    findall(M, ( candidate(S, M), \+ violation(S, M, _, _) ), Moves),
    forall(member(M, Moves),
           ( next(S, M, S1), fab_inventory_sorted(S1, Bag1), Bag1 == Bag0 )),
    (   Moves \== []
    ->  length(Moves, K), I is N mod K, nth0(I, Moves, M2),
        next(S, M2, S2),
        N1 is N - 1,
        fab_conserved_walk(S2, N1)
    ;   true
    ).

:- begin_tests(fab_inventory).

test(counts_every_card, [true(N == 12)]) :-
    fab_state(S),
    inventory(S, Bag),
    length(Bag, N).
test(owner_and_id, [true(memberchk(card("alice", "a4"), Bag))]) :-
    fab_state(S),
    inventory(S, Bag).
test(conserved_over_moves, [nondet]) :-
    fab_state(S),
    fab_conserved_walk(S, 12).
test(conserved_through_combat, [nondet]) :-
    fab_state(S0),
    M = _{player:"alice", action:"activate", card:"alice-club", ability:0, pitch:["a3"]},
    \+ violation(S0, M, _, _),
    next(S0, M, S1),                    % the club attacks: it is on the chain
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S1, B1),
    B0 == B1,
    fab_conserved_walk(S1, 8).
test(catches_a_duplicated_card) :-
    fab_state(S0),
    S0.players = [P1, P2],
    P1.hand = [C|_],
    S = S0.put(players, [P1.put(graveyard, [C]), P2]),   % a1 in hand and graveyard
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S, B1),
    B0 \== B1.
test(catches_a_card_changing_hands) :-
    fab_state(S0),
    S0.players = [P1, P2],
    P1.hand = [C|Hand],
    S = S0.put(players, [P1.put(hand, Hand), P2.put(graveyard, [C])]),
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S, B1),
    B0 \== B1.

:- end_tests(fab_inventory).

%   Candidates that are not generated are still refused with a rule.

:- begin_tests(fab_pruned_candidates).

test(action_card_without_action_point, [true(Ids == ['FAB-302', 'FAB-306'])]) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(action_points, 0), P2]),
    M = _{player:"alice", action:"play", card:"a2", from:"hand", pitch:[], discard:[]},
    \+ ( candidate(S, G), G.get(card) == "a2" ),
    findall(Id, violation(S, M, Id, _), Ids).
test(reaction_outside_the_reaction_step, [true(Ids == ['FAB-305', 'FAB-312'])]) :-
    fab_state(S),
    M = _{player:"alice", action:"play", card:"a4", from:"arsenal", pitch:[], discard:[]},
    \+ ( candidate(S, G), G.get(card) == "a4" ),
    findall(Id, violation(S, M, Id, _), Ids).
test(once_per_turn_already_used, [true(Ids == ['FAB-402'])]) :-
    fab_state(S0),
    S = S0.put(activated, ["alice-legs/0"]),
    M = _{player:"alice", action:"activate", card:"alice-legs", ability:0, pitch:[]},
    \+ ( candidate(S, G), G.get(card) == "alice-legs" ),
    findall(Id, violation(S, M, Id, _), Ids).
test(pitch_sets_need_every_card, [all(Ids == [["a2", "a1"], ["a3", "a1"], ["a1"], ["a2", "a3"]])]) :-
    fab_state(S),
    S.players = [P|_],
    pitch_set(P.hand, 0, 3, Set, _),
    maplist(card_id_of, Set, Ids).

:- end_tests(fab_pruned_candidates).
