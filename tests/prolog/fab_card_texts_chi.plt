/*  plunit tests of chi points and the Mystic heroes' {c} costs Flesh and
    Blood reads in rules.pl/flesh-and-blood/card_texts_chi.pl: chi points
    (FAB-1105, FAB-1106), chi costs (FAB-1107), Zen (FAB-1108), Enigma
    (FAB-1109, FAB-1110).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_chi.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

points(S, Who, RP-Chi) :-
    player_named(S, Who, P),
    RP = P.resource_points,
    flesh_and_blood:chi_points(P, Chi).

%   Alice (Hero) in her action phase, Hand her hand, RP resource points of
%   which Chi are chi points.
alice(Hero, Hand, RP, Chi, S) :-
    short(_{turn_player:"alice", phase:"action",
            players:[_{name:"alice", hero:Hero, action_points:1, resource_points:RP,
                       chi_points:Chi, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

hand(["Inner Chi (blue) [a-chi]", "Qi Unleashed (blue) [a-qi]", "Pouncing Qi (red) [a-pq]"]).

zen(Pitch, M) :-
    M = _{player:"alice", action:"activate", card:"zen", ability:0, pitch:Pitch}.

:- begin_tests(fab_chi_points).

test(inner_chi_is_a_chi_card) :-
    flesh_and_blood:chi_card(_{id:"x", name:"Inner Chi", color:"blue"}).
test(qi_unleashed_is_none, [fail]) :-
    flesh_and_blood:chi_card(_{id:"x", name:"Qi Unleashed", color:"blue"}).
test(chi_cost_parsed, K == 3) :-
    flesh_and_blood:chi_cost(_{cost_text:"{c}{c}{c}"}, K).
test(mixed_cost_not_read, [fail]) :-
    flesh_and_blood:chi_cost(_{cost_text:"{c}{c}{c}, destroy this"}, _).

%   The CR's example (1.14.2d): a cost of 2, a 1-pitch card then Inner Chi:
%   1 chi point and 1 resource point left.
test(cr_example_leftover, Pts == 2-1) :-
    hand(H), alice("Zen", H, 0, 0, S0),
    next_state(flesh_and_blood, S0,
               _{player:"alice", action:"play", card:"a-qi", from:"hand", pitch:["a-pq", "a-chi"], discard:[]}, S),
    points(S, "alice", Pts).
test(pitched_event_cites_chi, Ids == ['FAB-1105']) :-
    hand(H), alice("Zen", H, 0, 0, S0),
    next_events(flesh_and_blood, S0,
                _{player:"alice", action:"play", card:"a-qi", from:"hand", pitch:["a-chi"], discard:[]}, _, Es),
    findall(R, member(event(R, chi_card_pitched, _), Es), Ids).
test(no_chi_no_key, [fail]) :-
    hand(H), alice("Zen", H, 0, 0, S0),
    next_state(flesh_and_blood, S0,
               _{player:"alice", action:"play", card:"a-qi", from:"hand", pitch:["a-pq", "a-pq"], discard:[]}, S),
    player_named(S, "alice", P),
    get_dict(chi_points, P, _).
test(more_chi_than_resources_invalid, Rules == ['FAB-1106']) :-
    hand(H), alice("Zen", H, 1, 2, S),
    state_errors(flesh_and_blood, S, Es),
    findall(R, ( member(E, Es), get_dict(rule, E, R0), atom_string(R, R0) ), Rules0),
    sort(Rules0, Rules).
test(start_phase_chi_valid, Es == []) :-
    short(_{turn_player:"alice", phase:"start",
            players:[_{name:"alice", hero:"Zen", resource_points:2, chi_points:2},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(start_phase_resources_invalid, [nondet]) :-
    short(_{turn_player:"alice", phase:"start",
            players:[_{name:"alice", hero:"Zen", resource_points:3, chi_points:2},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es),
    member(E, Es), get_dict(rule, E, R), atom_string(R, "FAB-110").

:- end_tests(fab_chi_points).

:- begin_tests(fab_chi_costs).

test(zen_paid_by_inner_chi) :-
    hand(H), alice("Zen", H, 0, 0, S),
    zen(["a-chi"], M),
    legal_move(flesh_and_blood, S, M).
test(zen_not_by_blue, Ids == ['FAB-1107']) :-
    hand(H), alice("Zen", H, 0, 0, S),
    zen(["a-qi"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(zen_not_by_resource_points, Ids == ['FAB-1107']) :-
    hand(H), alice("Zen", H, 3, 0, S),
    zen([], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(zen_by_chi_left, Pts == 0-0) :-
    hand(H), alice("Zen", H, 3, 3, S0),
    zen([], M),
    legal_move(flesh_and_blood, S0, M),
    next_state(flesh_and_blood, S0, M, S),
    points(S, "alice", Pts).
test(zen_chi_enough_no_pitch, Ids == ['FAB-1107']) :-
    hand(H), alice("Zen", H, 3, 3, S),
    zen(["a-chi"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(zen_listed_once, Ms == [["a-chi"]]) :-
    hand(H), alice("Zen", H, 0, 0, S),
    findall(P, ( legal_move(flesh_and_blood, S, M),
                 M.action == "activate", M.card == "zen", P = M.pitch ), Ms).
test(zen_frostbite_paid_after, Pts == 2-2) :-
    short(_{turn_player:"alice", phase:"action",
            players:[_{name:"alice", hero:"Zen", action_points:1,
                       arena:["Frostbite [a-fb]"],
                       hand:["Inner Chi (blue) [a-chi]", "Inner Chi (blue) [a-chi2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    zen(["a-chi", "a-chi2"], M),
    legal_move(flesh_and_blood, S0, M),
    next_state(flesh_and_blood, S0, M, S),
    points(S, "alice", Pts).

:- end_tests(fab_chi_costs).

:- begin_tests(fab_chi_heroes).

zen_resolves(Deck, S) :-
    short(_{turn_player:"alice", phase:"action", passes:1, priority:"bob",
            activated:["zen/0"],
            stack:[_{kind:"ability", source:"zen", ability:0, controller:"alice", effect:"other", type:"instant"}],
            players:[_{name:"alice", hero:"Zen", action_points:1, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(zen_tiger_and_search, C-Hand == "search_combo"-["zen-crouching-tiger"]) :-
    zen_resolves(["Qi Unleashed (blue) [a-qi]", 39], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice,
    player_named(S, "alice", P),
    maplist([X, I]>>get_dict(id, X, I), P.hand, Hand).
test(zen_empty_deck_no_search, [fail]) :-
    short(_{turn_player:"alice", phase:"action", passes:1, priority:"bob",
            activated:["zen/0"],
            stack:[_{kind:"ability", source:"zen", ability:0, controller:"alice", effect:"other", type:"instant"}],
            players:[_{name:"alice", hero:"Zen", action_points:1, deck:[],
                       graveyard:["Qi Unleashed (blue) [a-qi]", 39]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:pending(S, _).

enigma(Effects, S) :-
    short(_{turn_player:"alice", phase:"action", effects:Effects,
            players:[_{name:"alice", hero:"Enigma", action_points:1,
                       weapons:["Iris of Reality [a-iris]"],
                       arena:["Spectral Shield [a-ss]"],
                       hand:["Inner Chi (blue) [a-chi]", "Pouncing Qi (red) [a-pq]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   Iris of Reality's attack costs {r}{r}{r}: the first, 2.
test(first_shield_attack_less, C == 2) :-
    enigma([], S),
    flesh_and_blood:player(S, "alice", P),
    member(A, P.arena),
    flesh_and_blood:activated_ability(S, _{player:"alice", action:"activate", card:"a-ss", ability:0}, P, A, Ab),
    flesh_and_blood:activation_cost(S, P, A, Ab, C).
test(second_shield_attack_full, C == 3) :-
    enigma([_{kind:"chi_spectral_shield_attacked", player:"alice", source:"enigma"}], S),
    flesh_and_blood:player(S, "alice", P),
    member(A, P.arena),
    flesh_and_blood:activated_ability(S, _{player:"alice", action:"activate", card:"a-ss", ability:0}, P, A, Ab),
    flesh_and_blood:activation_cost(S, P, A, Ab, C).
test(bobs_record_not_alices, C == 2) :-
    enigma([_{kind:"chi_spectral_shield_attacked", player:"bob", source:"bob-hero"}], S),
    flesh_and_blood:player(S, "alice", P),
    member(A, P.arena),
    flesh_and_blood:activated_ability(S, _{player:"alice", action:"activate", card:"a-ss", ability:0}, P, A, Ab),
    flesh_and_blood:activation_cost(S, P, A, Ab, C).
test(enigma_shield_made, Arena == ["a-ss"-0, "enigma-spectral-shield"-1]) :-
    enigma([], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"enigma", ability:0, pitch:["a-chi"]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    findall(I-K, ( member(A, P.arena), get_dict(id, A, I),
                   ( get_dict(power_counters, A, K0) -> K = K0 ; K = 0 ) ), Arena).

:- end_tests(fab_chi_heroes).

:- begin_tests(fab_chi_normalized).

test(chi_alone_counted_in, RP-Chi == 3-3) :-
    short(_{turn_player:"alice", phase:"action",
            players:[_{name:"alice", hero:"Zen", chi_points:3},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    player_named(S, "alice", P),
    RP = P.resource_points, Chi = P.chi_points.

:- end_tests(fab_chi_normalized).

:- begin_tests(fab_chi_end_of_turn).

%   The pitch zone's order asked first (FAB-630): the chi point stays,
%   said once, and the resource point goes.
test(kept_once_after_the_order, N-Pts == 1-(1-1)) :-
    short(_{turn_player:"alice", phase:"end",
            players:[_{name:"alice", hero:"Zen", action_points:0, resource_points:2, chi_points:1,
                       pitch:["Pouncing Qi (red) [a-pq]", "Inner Chi (blue) [a-chi]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"bottom", cards:["a-pq", "a-chi"]}, S, Es),
    aggregate_all(count, member(event(_, chi_points_kept, _), Es), N),
    points(S, "alice", Pts).

:- end_tests(fab_chi_end_of_turn).

:- begin_tests(fab_chi_enigma_shown).

%   No record, but the turn's activations name the Shield's attack: not
%   the first.
test(activated_shield_not_first, C == 3) :-
    short(_{turn_player:"alice", phase:"action", activated:["a-ss/0"],
            players:[_{name:"alice", hero:"Enigma", action_points:1,
                       weapons:["Iris of Reality [a-iris]"],
                       arena:["Spectral Shield [a-ss]", "Spectral Shield [a-ss2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:player(S, "alice", P),
    P.arena = [_, A],
    flesh_and_blood:activated_ability(S, _{player:"alice", action:"activate", card:"a-ss2", ability:0}, P, A, Ab),
    flesh_and_blood:activation_cost(S, P, A, Ab, C).

:- end_tests(fab_chi_enigma_shown).
