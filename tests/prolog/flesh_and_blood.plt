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
