/*  plunit tests of the Katsu Hero Deck's card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts_katsu_bravo.pl): combo (FAB-590
    ... FAB-593), Scar for a Scar (FAB-594), Harmonized Kodachi (FAB-595).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_katsu_bravo.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   A chain whose links' attacks are Links (short card strings, the last
%   the active one), in Step.
chain_of(Step, Attacks, S) :-
    maplist([A, L]>>(L = _{attack:A, damage:1}), Attacks, Links),
    short(_{chain:_{step:Step, links:Links},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:15,
                       hand:["Head Jab (blue) [b1]", "Leg Tap (blue) [b2]"]}]}, S).

%   Alice's attack Card waits on the stack over a chain of Links; bob
%   passes and it opens its link: the link.
opened_after(Links, Card, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:14}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

%   A reaction step: alice's attacks Attacks (the last active), bob's
%   Defending cards on the active link.
chain_of_with(Attacks, Defending, S) :-
    once(chain_of_with_(Attacks, Defending, S)).

chain_of_with_(Attacks, Defending, S) :-
    maplist([A, L]>>(L = _{attack:A, damage:1}), Attacks, Links0),
    append(Ls, [L0], Links0),
    append(Ls, [L0.put(defending, Defending).put(damage, 0)], Links),
    short(_{chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

:- begin_tests(fab_combo).

test(blackout_kick_after_rising_knee_thrust, B-G == 3-false) :-
    opened_after([_{attack:"Rising Knee Thrust (red) [x]"}], "Blackout Kick (red) [k]", L),
    bonus(L, B), G = L.go_again.
test(blackout_kick_after_another, B == 0) :-
    opened_after([_{attack:"Leg Tap (red) [x]"}], "Blackout Kick (red) [k]", L),
    bonus(L, B).
test(blackout_kick_first_on_the_chain, B == 0) :-
    opened_after([], "Blackout Kick (red) [k]", L),
    bonus(L, B).
test(only_the_last_attack_counts, B == 0) :-
    opened_after([_{attack:"Rising Knee Thrust (red) [x]"}, _{attack:"Leg Tap (red) [y]"}],
                 "Blackout Kick (red) [k]", L),
    bonus(L, B).
test(rising_knee_thrust_after_leg_tap, B-G == 2-true) :-
    opened_after([_{attack:"Leg Tap (yellow) [x]"}], "Rising Knee Thrust (yellow) [r]", L),
    bonus(L, B), G = L.go_again.
test(rising_knee_thrust_alone_has_no_go_again, B-G == 0-false) :-
    opened_after([], "Rising Knee Thrust (red) [r]", L),
    bonus(L, B), G = L.go_again.
test(open_the_center_after_head_jab, B-G == 1-true) :-
    opened_after([_{attack:"Head Jab (red) [x]"}], "Open the Center (red) [o]", L),
    bonus(L, B), G = L.go_again.
test(whelming_gustwave_after_surging_strike, B-G == 1-true) :-
    opened_after([_{attack:"Surging Strike (red) [x]"}], "Whelming Gustwave (blue) [w]", L),
    bonus(L, B), G = L.go_again.
test(fluster_fist_counts_the_hits, B == 2) :-
    opened_after([_{attack:"Head Jab (red) [x]", damage:2}, _{attack:"Leg Tap (red) [y]", damage:0},
                  _{attack:"Open the Center (red) [z]", damage:1}], "Fluster Fist (blue) [f]", L),
    bonus(L, B).
test(fluster_fist_after_another, B == 0) :-
    opened_after([_{attack:"Open the Center (red) [z]", damage:1}, _{attack:"Head Jab (red) [x]", damage:2}],
                 "Fluster Fist (red) [f]", L),
    bonus(L, B).
test(a_weapon_named_last_is_a_name_too, [fail]) :-
    opened_after([_{attack:"Harmonized Kodachi [x]"}], "Blackout Kick (red) [k]", L),
    bonus(L, B), B > 0.
test(open_the_center_dominates_after_head_jab) :-
    chain_of("defend", ["Head Jab (red) [x]", "Open the Center (red) [o]"], S),
    last(S.chain.links, L),
    flesh_and_blood:dominated(S, L).
test(open_the_center_does_not_dominate_after_leg_tap, [fail]) :-
    chain_of("defend", ["Leg Tap (red) [x]", "Open the Center (red) [o]"], S),
    last(S.chain.links, L),
    flesh_and_blood:dominated(S, L).
test(dominated_two_from_hand_break_fab_508, Ids == ['FAB-508']) :-
    chain_of("defend", ["Head Jab (red) [x]", "Open the Center (red) [o]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b1", "b2"]}, Ids).
test(not_dominated_two_from_hand_are_legal, Ids == []) :-
    chain_of("defend", ["Leg Tap (red) [x]", "Open the Center (red) [o]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b1", "b2"]}, Ids).
test(text_unread_reads_no_combo, [fail]) :-
    chain_of("defend", ["Head Jab (red) [x]", "Open the Center (red) [o]"], S0),
    Chain0 = S0.chain,
    append(Ls, [L0], Chain0.links),
    A = L0.attack.put(text_read, false),
    append(Ls, [L0.put(attack, A)], Links),
    S = S0.put(chain, Chain0.put(links, Links)),
    last(Links, L),
    flesh_and_blood:dominated(S, L).
test(whelming_gustwave_hit_draws, Hand == ["t"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Surging Strike (red) [x]", damage:1},
                                            _{attack:"Whelming Gustwave (red) [w]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[],
                       deck:["Head Jab (red) [t]", 37]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, Hand).
test(whelming_gustwave_blocked_draws_nothing, Hand == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Surging Strike (red) [x]", damage:1},
                                            _{attack:"Whelming Gustwave (blue) [w]",
                                              defending:["Head Jab (red) [d]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[],
                       deck:["Head Jab (red) [t]", 36]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    Hand = P.hand.
test(the_combo_cards_are_modelled, [fail]) :-
    member(N-C, ["Blackout Kick"-"red", "Rising Knee Thrust"-"yellow", "Open the Center"-"red",
                 "Fluster Fist"-"blue", "Whelming Gustwave"-"red"]),
    flesh_and_blood:unmodelled_card(_{name:N, color:C}).

:- end_tests(fab_combo).

:- begin_tests(fab_scar_and_kodachi).

test(scar_for_a_scar_behind, Kinds == ["next_attack_go_again"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", life:10, hand:["Scar for a Scar (red) [s]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(scar_for_a_scar_ahead, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Scar for a Scar (red) [s]"]},
                     _{name:"bob", hero:"Rhinar", life:15}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S),
    Es = S.effects.
test(kodachi_with_a_cost_0_card_pitched) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", pitch:["Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:link_go_again(S, _{attack:_{id:"k", name:"Harmonized Kodachi"}, controller:"alice",
                                       go_again:false}).
test(kodachi_without, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", pitch:["Open the Center (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:link_go_again(S, _{attack:_{id:"k", name:"Harmonized Kodachi"}, controller:"alice",
                                       go_again:false}).
test(kodachi_text_unread, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", pitch:["Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:link_go_again(S, _{attack:_{id:"k", name:"Harmonized Kodachi", text_read:false},
                                       controller:"alice", go_again:false}).
test(these_are_modelled, [fail]) :-
    member(C, [_{name:"Scar for a Scar", color:"red"}, _{name:"Harmonized Kodachi"}]),
    flesh_and_blood:unmodelled_card(C).

test(strap_costs, Cs == [0, 3, 0]) :-
    short(_{effects:[_{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"x"}],
            players:[_{name:"alice", hero:"Rhinar",
                       hand:["Open the Center (red) [a]", "Sloggism (red) [b]", "Head Jab (red) [c]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    findall(C, ( member(Card, P.hand), flesh_and_blood:play_cost(S, P, Card, C) ), Cs).
test(strap_after_frostbite, C == 1) :-
    short(_{effects:[_{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"x"}],
            players:[_{name:"alice", hero:"Rhinar", arena:["Frostbite [f]"],
                       hand:["Open the Center (red) [a]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    [Card] = P.hand,
    flesh_and_blood:play_cost(S, P, Card, C).
test(strap_not_the_other_players, C == 2) :-
    short(_{effects:[_{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"x"}],
            players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Rhinar", hand:["Open the Center (red) [a]"]}]}, S),
    member(P, S.players), P.name == "bob", !,
    [Card] = P.hand,
    flesh_and_blood:play_cost(S, P, Card, C).
test(strap_used_up_by_an_attack_action_card, Es == []) :-
    short(_{effects:[_{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"x"}],
            players:[_{name:"alice", hero:"Rhinar", hand:["Open the Center (red) [a]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a", from:"hand", pitch:[]}, S),
    Es = S.effects.
test(strap_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Heartened Cross Strap"}).

test(lunging_press_targets, Ts == ["a", "d"]) :-
    chain_of_with(["Head Jab (red) [a]"], ["Leg Tap (red) [d]", "Breaking Scales [e]"], S),
    findall(T, flesh_and_blood:legal_target(S, attack_action_card, T), Ts).
test(breaking_scales_targets_combo_only, Ts == ["k"]) :-
    chain_of_with(["Head Jab (red) [a]", "Blackout Kick (red) [k]"], [], S),
    findall(T, flesh_and_blood:legal_target(S, combo_attack_action_card, T), Ts).
test(lunging_press_candidates_one_a_target, Ts == ["a", "d"]) :-
    chain_of_with(["Head Jab (red) [a]"], ["Leg Tap (red) [d]"], S0),
    S0.players = [A0, B],
    S = S0.put(players, [A0.put(hand, [_{id:"lp", name:"Lunging Press", color:"blue"}]), B]),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "lp"), get_dict(target, M, T) ), Ts).
test(a_target_for_a_card_that_targets_nothing, Ids == ['FAB-622']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Head Jab (red) [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"h", from:"hand", pitch:[], target:"h"}, Ids).
test(targeting_cards_are_modelled, [fail]) :-
    member(C, [_{name:"Lunging Press", color:"blue"}, _{name:"Breaking Scales"}]),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_scar_and_kodachi).

:- begin_tests(fab_bravo).

%   The effect Sloggism's or Goliath Gauntlet's resolution makes.
aac_effect(N, _{kind:"next_attack_power", player:"alice", amount:N, attack_action_card:true, min_cost:2}).

test(sloggism_by_colour, Ns == [6, 5, 4]) :-
    findall(N, ( member(Col, ["red", "yellow", "blue"]),
                 format(string(Card), "Sloggism (~w) [s]", [Col]),
                 short(_{passes:1, priority:"bob",
                         stack:[_{kind:"card", card:Card, controller:"alice"}],
                         players:[_{name:"alice", hero:"Bravo", action_points:0},
                                  _{name:"bob", hero:"Rhinar"}]}, S0),
                 next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
                 [E] = S.effects,
                 2 == E.min_cost,
                 N = E.amount ), Ns).
test(cost_two_or_more_fits, Fits == [true, false, false, true]) :-
    aac_effect(6, E),
    findall(F, ( member(A, [_{name:"Open the Center", color:"red"}, _{name:"Head Jab", color:"red"},
                            _{name:"Anothos"}, _{name:"Disable", color:"blue"}]),
                 ( flesh_and_blood:effect_fits_attack(E, A) -> F = true ; F = false ) ), Fits).
test(goliath_gauntlet_resolves, Pairs == [amount-2, attack_action_card-true, kind-"next_attack_power",
                                           min_cost-2, player-"alice", source-"g"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", equipment:["Goliath Gauntlet [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"g", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    [E] = S.effects,
    dict_pairs(E, _, Pairs).
test(bravo_effect_dominates, Ds == [true, false, false, false]) :-
    findall(D, ( member(A, ["Disable (red) [a]", "Open the Center (red) [a]", "Head Jab (red) [a]",
                            "Anothos [a]"]),
                 short(_{effects:[_{kind:"dominate_attack_action_cards", player:"alice", min_cost:3, source:"h"}],
                         chain:_{step:"defend", links:[_{attack:A}]},
                         players:[_{name:"alice", hero:"Bravo [h]", action_points:0},
                                  _{name:"bob", hero:"Rhinar"}]}, S),
                 last(S.chain.links, L),
                 ( flesh_and_blood:dominated(S, L) -> D = true ; D = false ) ), Ds).
    % Disable costs 5; Open the Center 2 (its combo not met), Head Jab 0; Anothos is a weapon
test(bravo_effect_is_the_controllers, [fail]) :-
    short(_{effects:[_{kind:"dominate_attack_action_cards", player:"alice", min_cost:3, source:"h"}],
            chain:_{step:"defend", links:[_{attack:"Disable (red) [a]", controller:"bob", defender:"alice"}]},
            turn_player:"alice",
            players:[_{name:"alice", hero:"Bravo [h]", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L),
    flesh_and_blood:effect_dominate(S, L).
test(disable_crush_needs_four, Arsenals == [[], ["x"]]) :-
    findall(Ids, ( member(Def, [["Head Jab (red) [d]"], ["Head Jab (red) [d]", "Leg Tap (red) [e]"]]),
                   short(_{passes:1, priority:"bob",
                           chain:_{step:"reaction", links:[_{attack:"Disable (blue) [a]", defending:Def}]},
                           players:[_{name:"alice", hero:"Bravo", action_points:0},
                                    _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (blue) [x]"]}]}, S0),
                   next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
                   member(P, S.players), P.name == "bob",
                   maplist([C, Id]>>get_dict(id, C, Id), P.arsenal, Ids) ), Arsenals).
test(stonewall_confidence_by_cost_and_colour, Bs == [4, 0, 0, 2]) :-
    findall(B, ( member(Col-Card, ["red"-"Disable (red) [c]", "red"-"Head Jab (red) [c]",
                                   "red"-"Open the Center (red) [c]", "blue"-"Disable (blue) [c]"]),
                 format(string(SC), "Stonewall Confidence (~w) [w]", [Col]),
                 short(_{players:[_{name:"alice", hero:"Rhinar"},
                                  _{name:"bob", hero:"Bravo", arena:[SC], hand:[Card]}]}, S),
                 member(P, S.players), P.name == "bob", [C] = P.hand,
                 flesh_and_blood:deck_defense_bonus(S, "bob", C, B) ), Bs).
test(these_are_modelled, [fail]) :-
    member(C, [_{name:"Sloggism", color:"blue"}, _{name:"Goliath Gauntlet"}, _{name:"Bravo"},
               _{name:"Bravo, Showstopper"}, _{name:"Disable", color:"red"},
               _{name:"Stonewall Confidence", color:"blue"}]),
    flesh_and_blood:unmodelled_card(C).

test(helm_gives_intellect, Pairs == [amount-1, kind-"intellect", player-"alice", source-"h"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1, equipment:["Helm of Isen's Peak [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"h", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    [E] = S.effects,
    dict_pairs(E, _, Pairs).
test(intellect_bonus_is_the_players, Bs == [1, 0]) :-
    short(_{effects:[_{kind:"intellect", player:"alice", amount:1, source:"h"}],
            players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Rhinar"}]}, S),
    findall(B, ( member(W, ["alice", "bob"]), flesh_and_blood:intellect_bonus(S, W, B) ), Bs).
test(potion_of_strength_resolves, Pairs == [amount-2, kind-"next_attack_power", player-"alice", source-"p"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", arena:["Potion of Strength (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"p", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    [E] = S.effects,
    dict_pairs(E, _, Pairs).
test(emerging_power_by_colour, Ns == [3, 2, 1]) :-
    findall(N, ( member(Col, ["red", "yellow", "blue"]),
                 format(string(Card), "Emerging Power (~w) [e]", [Col]),
                 short(_{phase:"start",
                         players:[_{name:"alice", hero:"Bravo", arena:[Card]}, _{name:"bob", hero:"Rhinar"}]}, S0),
                 next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
                 [E] = S.effects,
                 "Guardian" == E.class,
                 N = E.amount ), Ns).
test(emerging_power_fits_guardian_attack_action_cards, Fits == [true, false, false]) :-
    E = _{kind:"next_attack_power", player:"alice", amount:3, class:"Guardian", attack_action_card:true},
    findall(F, ( member(A, [_{name:"Disable", color:"red"}, _{name:"Head Jab", color:"red"}, _{name:"Anothos"}]),
                 ( flesh_and_blood:effect_fits_attack(E, A) -> F = true ; F = false ) ), Fits).
test(these_too_are_modelled, [fail]) :-
    member(C, [_{name:"Potion of Strength", color:"blue"}, _{name:"Emerging Power", color:"red"},
               _{name:"Helm of Isen's Peak"}]),
    flesh_and_blood:unmodelled_card(C).

test(anothos_counts_cost_three_or_more, Ks == [0, 1, 2]) :-
    findall(K, ( member(Pitch, [["Head Jab (blue) [p]"], ["Sloggism (blue) [p]", "Head Jab (red) [q]"],
                                ["Sloggism (blue) [p]", "Disable (blue) [q]"]]),
                 short(_{players:[_{name:"alice", hero:"Bravo", pitch:Pitch}, _{name:"bob", hero:"Rhinar"}]}, S),
                 flesh_and_blood:pitched_of_cost(S, "alice", 3, K) ), Ks).
test(anothos_power_made_once, N == 1) :-
    short(_{players:[_{name:"alice", hero:"Bravo", weapons:["Anothos [w]"],
                       pitch:["Sloggism (blue) [p]", "Disable (blue) [q]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:pitched_power_check(S0, "alice", S1), _),
    phrase(flesh_and_blood:pitched_power_check(S1, "alice", S), _),
    aggregate_all(count, member(_, S.effects), N).
test(anothos_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Anothos"}).

test(next_turn_effects_carried, Kinds == ["next_action_costs_more"]) :-
    short(_{effects:[_{kind:"next_action_costs_more", player:"bob", amount:1, source:"c", lasts:"their_next_turn"},
                     _{kind:"next_attack_power", player:"alice", amount:1, source:"m"},
                     _{kind:"next_attack_power", player:"alice", amount:(-2), source:"d", lasts:"their_next_turn"}],
            players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:carried_effects(S, "bob", Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds).
test(next_action_increase_only_in_their_turn, Incs == [0, 1]) :-
    findall(I, ( member(TP, ["alice", "bob"]),
                 short(_{turn_player:TP, priority:TP,
                         effects:[_{kind:"next_action_costs_more", player:"bob", amount:1, source:"c",
                                    lasts:"their_next_turn"}],
                         players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Rhinar"}]}, S),
                 member(P, S.players), P.name == "bob",
                 flesh_and_blood:next_action_increase(S, P, I) ), Incs).
test(cartilage_crush_raises_an_action_ability, C == 1) :-
    short(_{turn_player:"bob", priority:"bob", turn:3,
            effects:[_{kind:"next_action_costs_more", player:"bob", amount:1, source:"c", lasts:"their_next_turn"}],
            players:[_{name:"alice", hero:"Bravo"},
                     _{name:"bob", hero:"Rhinar", equipment:["Goliath Gauntlet [g]"]}]}, S),
    member(P, S.players), P.name == "bob", !,
    [G] = P.equipment,
    flesh_and_blood:card_abilities(G, [Ab]),
    flesh_and_blood:activation_cost(S, P, G, Ab, C).
test(cartilage_crush_used_by_an_action_ability, Es == []) :-
    short(_{turn_player:"bob", priority:"bob", turn:3,
            effects:[_{kind:"next_action_costs_more", player:"bob", amount:1, source:"c", lasts:"their_next_turn"}],
            players:[_{name:"alice", hero:"Bravo"},
                     _{name:"bob", hero:"Rhinar", resource_points:1, equipment:["Goliath Gauntlet [g]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"g", ability:0, pitch:[]}, S),
    Es = S.effects.
test(power_never_below_zero, P == 0) :-
    flesh_and_blood:link_power(_{attack:_{id:"x", name:"Head Jab", color:"blue"}, power_bonus:(-2)}, P).
test(crush_texts_are_modelled, [fail]) :-
    member(C, [_{name:"Debilitate", color:"red"}, _{name:"Cartilage Crush", color:"blue"}]),
    flesh_and_blood:unmodelled_card(C).

test(staunch_response_variants, Costs == [2-false, 6-true]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", resource_points:6, hand:["Staunch Response (blue) [s]"]}]}, S),
    findall(C-O, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "s"),
                   ( get_dict(optional_cost, M, O) -> true ; O = false ),
                   member(P, S.players), P.name == "bob",
                   flesh_and_blood:move_play_cost(S, M, P, _{id:"s", name:"Staunch Response", color:"blue"}, C) ),
            Costs0),
    msort(Costs0, Costs).
test(staunch_response_defense, B == 3) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            stack:[_{kind:"card", card:"Staunch Response (blue) [s]", controller:"bob", optional_cost:true}],
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    [L] = S.chain.links,
    B = L.defense_bonus.
test(staunch_response_unpaid_no_defense, [fail]) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            stack:[_{kind:"card", card:"Staunch Response (blue) [s]", controller:"bob"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    [L] = S.chain.links,
    get_dict(defense_bonus, L, _).
test(staunch_response_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Staunch Response", color:"blue"}).

:- end_tests(fab_bravo).

%   The last cards of the Bravo Hero Deck (card_texts_katsu_bravo.pl,
%   FAB-624 ...).

:- begin_tests(fab_bravo_last_cards).

%   Crush Confidence (blue, 5 power) defended by Def: bob passes in the
%   reaction step, the damage is dealt.
crush_confidence_dealt(Def, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Crush Confidence (blue) [a]", defending:Def}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Bravo [bh]", resource_points:2}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

lost_for(S, Who) :-
    flesh_and_blood:hero_abilities_lost(S, Who).

test(crush_confidence_needs_four, Lost == [true-false, false-false]) :-
    findall(B-A, ( member(Def, [[], ["Head Jab (blue) [d]", "Leg Tap (blue) [e]"]]),
                   crush_confidence_dealt(Def, S),
                   ( lost_for(S, "bob") -> B = true ; B = false ),
                   ( lost_for(S, "alice") -> A = true ; A = false ) ), Lost).
test(crush_confidence_effect, Pairs == [kind-"hero_loses_abilities", lasts-"their_next_turn",
                                         player-"bob", source-"a"]) :-
    crush_confidence_dealt([], S),
    [E] = S.effects,
    dict_pairs(E, _, Pairs).
test(crush_confidence_carried_to_their_turn_only, Kinds == [["hero_loses_abilities"], []]) :-
    findall(K, ( member(Next, ["bob", "alice"]),
                 short(_{effects:[_{kind:"hero_loses_abilities", player:"bob", source:"a",
                                    lasts:"their_next_turn"}],
                         players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Rhinar"}]}, S),
                 flesh_and_blood:carried_effects(S, Next, Es),
                 maplist([E, Ki]>>get_dict(kind, E, Ki), Es, K) ), Kinds).
test(hero_ability_lost_breaks_fab_625, Rs == [[hero_ability_lost], []]) :-
    findall(R, ( member(Es, [[_{kind:"hero_loses_abilities", player:"bob", source:"a", lasts:"their_next_turn"}],
                             []]),
                 short(_{turn:3, turn_player:"bob", priority:"bob", effects:Es,
                         players:[_{name:"alice", hero:"Bravo"},
                                  _{name:"bob", hero:"Bravo [bh]", resource_points:2}]}, S),
                 findall(F, ( flesh_and_blood:broken('FAB-625', S,
                                  _{player:"bob", action:"activate", card:"bh", ability:0, pitch:[]}, T),
                              functor(T, F, _) ), R) ), Rs).
test(dorinthea_hit_without_her_text, Kinds == [[], ["additional_attack"]]) :-
    findall(K, ( member(Es, [[_{kind:"hero_loses_abilities", player:"alice", source:"a", lasts:"their_next_turn"}],
                             []]),
                 short(_{effects:Es, passes:1, priority:"bob",
                         chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]"}]},
                         players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                                  _{name:"bob", hero:"Rhinar"}]}, S0),
                 next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
                 findall(Ki, ( member(E, S.effects), get_dict(kind, E, Ki), Ki == "additional_attack" ), K) ),
            Kinds).
test(crush_confidence_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Crush Confidence", color:"blue"}).

%   Buckling Blow (red, 8) undefended deals 8 to bob, who controls Equipment.
buckling_blow_dealt(Defending, Equipment, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Buckling Blow (red) [a]", defending:Defending}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:Equipment}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(buckling_blow_no_equipment_no_choice, [fail]) :-
    buckling_blow_dealt([], [], S),
    get_dict(pending, S, _).
test(buckling_blow_one_equipment_counter, Cs == [-1]) :-
    buckling_blow_dealt([], ["Helm of Isen's Peak [h]"], S),
    \+ get_dict(pending, S, _),
    member(P, S.players), P.name == "bob", !,
    maplist([E, C]>>get_dict(defense_counters, E, C), P.equipment, Cs).
test(buckling_blow_two_equipment_ask, Ts == ["g", "h"]) :-
    buckling_blow_dealt(["Goliath Gauntlet [g]"], ["Helm of Isen's Peak [h]"], S),
    S.pending.choice == "equipment_counter",
    S.pending.player == "alice",
    findall(T, ( legal_move(flesh_and_blood, S, M), M.action == "counter", T = M.card ), Ts0),
    msort(Ts0, Ts).
test(buckling_blow_target_answered, C == -1) :-
    buckling_blow_dealt(["Goliath Gauntlet [g]"], ["Helm of Isen's Peak [h]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"counter", card:"g"}, S),
    \+ get_dict(pending, S, _),
    [L] = S.chain.links,
    [G] = L.defending,
    C = G.defense_counters.
test(buckling_blow_is_modelled, [fail]) :-
    member(C, [_{name:"Buckling Blow", color:"red"}, _{name:"Buckling Blow", color:"blue"}]),
    flesh_and_blood:unmodelled_card(C).

test(pummel_modes, Ms == [1-"w", 2-"d"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Romping Club [w]", defending:["Disable (red) [d]", "Head Jab (red) [h]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Bravo"}]}, S),
    findall(M-Id, ( flesh_and_blood:pummel_target(S, M, C), get_dict(id, C, Id) ), Ms).
test(pummel_no_target_for_a_sword, [fail]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Bravo"}]}, S),
    flesh_and_blood:pummel_target(S, _, _).
test(pummel_by_colour, Bs == [4-false, 3-true, 2-true]) :-
    findall(B-D, ( member(Col, ["red", "yellow", "blue"]),
                   format(string(P), "Pummel (~w) [p]", [Col]),
                   member(A-Exp, ["Romping Club [w]"-false, "Disable (red) [d]"-true]),
                   ( Col == "red" -> Exp == false ; Exp == true ),
                   short(_{passes:1, priority:"bob",
                           chain:_{step:"reaction", links:[_{attack:A}]},
                           stack:[_{kind:"card", card:P, controller:"alice"}],
                           players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Bravo"}]}, S0),
                   next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
                   [L] = S.chain.links,
                   B = L.power_bonus,
                   ( get_dict(hit_discard, L, true) -> D = true ; D = false ) ), Bs).
test(pummel_hit_copies_no_choice, Gs == ["x"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]", hit_discard:true}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [x]", "Sink Below (red) [y]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    \+ get_dict(pending, S, _),
    member(P, S.players), P.name == "bob", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, Gs).
test(pummel_hit_unknown_cards_ask, Ch == "hit_discard") :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]", hit_discard:true}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:2}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    Ch = S.pending.choice.
test(pummel_hit_one_unknown_card_no_choice, [fail]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]", hit_discard:true}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:1}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    get_dict(pending, S, _).
test(pummel_drone_discarded_to_bottom, B-G == "x"-[]) :-
    short(_{chain:_{step:"damage", links:[_{attack:"Disable (red) [a]", hit_discard:true, damage:9}]},
            pending:_{choice:"hit_discard", player:"bob", controller:"alice", source:"Disable (red) [a]"},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Drone of Brutality (red) [x]", "Sink Below (red) [y]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"x"}, S),
    member(P, S.players), P.name == "bob", !,
    last(P.deck, Last), get_dict(id, Last, B),
    G = P.graveyard.
test(pummel_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Pummel", color:"blue"}).

%   Bob's start phase with Blessing of Deliverance (Colour) in his arena
%   and Deck; he passes into the action phase.
blessing_action_phase(Colour, Deck, S) :-
    format(string(B), "Blessing of Deliverance (~w) [bl]", [Colour]),
    short(_{turn:2, turn_player:"bob", phase:"start", priority:"bob",
            players:[_{name:"alice", hero:"Bravo"},
                     _{name:"bob", hero:"Bravo", life:10, arena:[B], deck:Deck}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

bob_life(S, L) :-
    member(P, S.players), P.name == "bob", !,
    L = P.life.

test(blessing_reveals_by_colour, Ls == [13, 12, 11]) :-
    findall(L, ( member(Col, ["red", "yellow", "blue"]),
                 blessing_action_phase(Col, ["Disable (red) [d1]", "Debilitate (red) [d2]", "Crush Confidence (red) [d3]",
                                            "Disable (blue) [d4]", 36], S),
                 \+ get_dict(pending, S, _),
                 bob_life(S, L) ), Ls).
test(blessing_counts_cost_not_pitch, L == 10) :-
    blessing_action_phase("red", ["Head Jab (blue) [d1]", "Leg Tap (blue) [d2]", "Sink Below (blue) [d3]", 37], S),
    bob_life(S, L).
test(blessing_short_deck, L == 11) :-
    blessing_action_phase("red", ["Disable (red) [d1]"], S0),
    bob_life(S0, L).
test(blessing_unknown_asks, Pd == ["d2"]-"life") :-
    blessing_action_phase("yellow", ["Disable (red) [d1]", "? [d2]", 38], S),
    Pd = S.pending.cards-S.pending.for.
test(blessing_answer_gains, Ls == [12, 11]) :-
    blessing_action_phase("yellow", ["Disable (red) [d1]", "? [d2]", 38], S0),
    findall(L, ( member(Cs, [["d2"], []]),
                 next_state(flesh_and_blood, S0, _{player:"bob", action:"costs", cards:Cs}, S),
                 \+ get_dict(pending, S, _),
                 bob_life(S, L) ), Ls).
test(blessing_enters_unknown_pitch_asks, F == "draw") :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Blessing of Deliverance (blue) [bl]", controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0, pitch:1},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    F = S.pending.for.
test(blessing_is_modelled, [fail]) :-
    member(C, [_{name:"Blessing of Deliverance", color:"blue"}, _{name:"Blessing of Deliverance", color:"red"}]),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_bravo_last_cards).
