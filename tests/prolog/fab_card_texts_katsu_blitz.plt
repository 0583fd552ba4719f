/*  plunit tests of the Katsu Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_katsu_blitz.pl): Blossom
    of Spring (FAB-640), Fisticuffs (FAB-622), Descendent Gustwave
    (FAB-641, FAB-590).  Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_katsu_blitz.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

moves(S0, Ms, S) :-
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B), Ms, S0, S).

player_named(S, Who, P) :-
    member(P, S.players),
    P.name == Who,
    !.

:- begin_tests(fab_blossom_of_spring).

%   Blossom of Spring's ability waits on the stack; bob passes and it
%   resolves.  Card: the Blossom in alice's graveyard (destroyed as the
%   cost).
resolved_with(Card, P) :-
    short(_{priority:"bob", passes:1,
            stack:[_{kind:"ability", source:"bl", controller:"alice", ability:0, type:"action",
                     effect:"other", go_again:true}],
            players:[_{name:"alice", hero:"Katsu", action_points:0, graveyard:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P).

test(gains_a_resource_point, R-A == 1-1) :-
    resolved_with("Blossom of Spring [bl]", P),
    R = P.resource_points, A = P.action_points.
test(text_unread_gains_nothing, R-A == 0-1) :-
    resolved_with(_{id:"bl", name:"Blossom of Spring", text_read:false}, P),
    R = P.resource_points, A = P.action_points.
test(activated_from_equipment, Ids == ["bl"]) :-
    short(_{players:[_{name:"alice", hero:"Katsu", equipment:["Blossom of Spring [bl]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"activate", card:"bl", ability:0, pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    player_named(S, "alice", P),
    assertion(P.resource_points == 1),
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, Ids).
test(modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Blossom of Spring"}).

:- end_tests(fab_blossom_of_spring).

:- begin_tests(fab_fisticuffs).

reaction(S) :-
    short(_{chain:_{step:"reaction",
                    links:[_{attack:"Harmonized Kodachi [k]", damage:1},
                           _{attack:"Head Jab (red) [j]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0, weapons:[],
                       equipment:["Fisticuffs [f]"], hand:["Leg Tap (blue) [b]"]},
                     _{name:"bob", hero:"Rhinar", life:19}]}, S).

test(targets_any_attack_action_card, Ts == ["j"]) :-
    reaction(S),
    findall(T, flesh_and_blood:legal_target(S, attack_action_card, T), Ts).
test(candidates_name_the_target, Ts == ["j"]) :-
    reaction(S),
    findall(T, ( flesh_and_blood:candidate(S, M), M.action == "activate", M.card == "f",
                 get_dict(target, M, T) ), Ts0),
    sort(Ts0, Ts).
test(a_weapon_is_no_target, Ids == ['FAB-622']) :-
    reaction(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"f", ability:0,
                                        pitch:["b"], target:"k"}, Ids).
test(resolves_plus_one, B == 1) :-
    reaction(S0),
    moves(S0, [_{player:"alice", action:"activate", card:"f", ability:0, pitch:["b"], target:"j"},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    last(S.chain.links, L),
    B = L.power_bonus.
test(modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Fisticuffs"}).

:- end_tests(fab_fisticuffs).

:- begin_tests(fab_descendent_gustwave).

%   Alice may play Descendent Gustwave in the resolution step of a chain
%   whose last attack is Last.
after_attack(Last, S) :-
    short(_{chain:_{step:"resolution", links:[_{attack:Last, damage:2}]},
            players:[_{name:"alice", hero:"Katsu", action_points:1,
                       hand:["Descendent Gustwave (red) [dg]", "Head Jab (blue) [b]"]},
                     _{name:"bob", hero:"Rhinar", life:18}]}, S).

cost_in(S, Cost) :-
    player_named(S, "alice", P),
    member(C, P.hand), C.id == "dg", !,
    flesh_and_blood:play_cost(S, P, C, Cost).

test(costs_less_after_surging_strike, Cost == 0) :-
    after_attack("Surging Strike (red) [ss]", S),
    cost_in(S, Cost).
test(costs_full_after_another_attack, Cost == 1) :-
    after_attack("Head Jab (red) [hj]", S),
    cost_in(S, Cost).
test(costs_full_with_the_chain_closed, Cost == 1) :-
    short(_{players:[_{name:"alice", hero:"Katsu", hand:["Descendent Gustwave (red) [dg]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    cost_in(S, Cost).
test(text_unread_costs_full, R == 0) :-
    after_attack("Surging Strike (red) [ss]", S),
    flesh_and_blood:combo_cost_reduction(S, _{id:"dg", name:"Descendent Gustwave", color:"red",
                                              text_read:false}, R).
test(gains_two_power, B == 2) :-
    after_attack("Surging Strike (red) [ss]", S0),
    moves(S0, [_{player:"alice", action:"play", card:"dg", from:"hand", pitch:[], discard:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    last(S.chain.links, L),
    B = L.power_bonus.
test(unpaid_breaks_cost_without_combo, Ids == ['FAB-302']) :-
    after_attack("Head Jab (red) [hj]", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"dg", from:"hand",
                                        pitch:[], discard:[]}, Ids).
test(modelled, [fail]) :-
    member(Colour, ["red", "yellow", "blue"]),
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Descendent Gustwave", color:Colour}).

:- end_tests(fab_descendent_gustwave).

:- begin_tests(fab_one_two_punch).

%   Alice's One-Two Punch, after Last, hit bob for 2 in the damage step;
%   bob's equipment Equipment.
hit(Last, Equipment, S) :-
    short(_{chain:_{step:"damage",
                    links:[_{attack:Last, damage:3},
                           _{attack:"One-Two Punch (yellow) [otp]", damage:2}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0, hand:["Head Jab (blue) [zero]"]},
                     _{name:"bob", hero:"Rhinar", life:15, equipment:Equipment}]}, S).

hit_damage(S0, S, Events) :-
    last(S0.chain.links, L),
    L.attack = A,
    phrase(flesh_and_blood:combo_hit_damage(S0, L, A, S), Events).

test(two_damage_after_head_jab, Life == 13) :-
    hit("Head Jab (red) [jab]", [], S0),
    hit_damage(S0, S, _),
    player_named(S, "bob", P), Life = P.life.
test(nothing_after_another_attack, Life == 15) :-
    hit("Leg Tap (red) [tap]", [], S0),
    hit_damage(S0, S, Es),
    assertion(Es == []),
    player_named(S, "bob", P), Life = P.life.
test(ward_prevents, Life-Eq == 15-[]) :-
    hit("Head Jab (red) [jab]", ["Diadem of Dreamstate [dia]"], S0),
    hit_damage(S0, S, _),
    player_named(S, "bob", P), Life = P.life, Eq = P.equipment.
test(ward_order_asked, Of-Who == "hit_text"-"bob") :-
    hit("Head Jab (red) [jab]", ["Diadem of Dreamstate [dia]", "Fluttersteps [flu]"], S0),
    hit_damage(S0, S, _),
    Of = S.pending.of, Who = S.pending.player.
%   The Diadem (Ward 2) first prevents the 2: Fluttersteps stays; then
%   Katsu's effect, waiting till now, asks alice.
test(katsu_follows_the_ward_order, [Life-Eq-Choice == 15-["flu"]-"discard_to_search"]) :-
    hit("Head Jab (red) [jab]", ["Diadem of Dreamstate [dia]", "Fluttersteps [flu]"], S0),
    hit_damage(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["dia", "flu"]}, S),
    player_named(S, "bob", P), Life = P.life,
    maplist([C, Id]>>get_dict(id, C, Id), P.equipment, Eq),
    Choice = S.pending.choice.
test(the_combo_cards_are_modelled, [fail]) :-
    member(Colour, ["red", "yellow", "blue"]),
    flesh_and_blood:unmodelled_card(_{id:"x", name:"One-Two Punch", color:Colour}).

:- end_tests(fab_one_two_punch).

:- begin_tests(fab_be_like_water).

%   Alice's Be Like Water waits for bob's pass in the reaction step;
%   alice's hero Hero, her hand Hand.
water(Hero, Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Be Like Water (red) [w]"}]},
            players:[_{name:"alice", hero:Hero, action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S).

hit(S0, S) :-
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(the_choice_waits, Names == ["Head Jab", "Surging Strike", "Twin Twisters"]) :-
    water("Rhinar", ["Leg Tap (blue) [b]"], S0),
    hit(S0, S),
    assertion(S.pending.choice == "gain_name"),
    Names = S.pending.names.
test(nothing_to_pay_nothing_waits, [fail]) :-
    water("Rhinar", [], S0),
    hit(S0, S),
    get_dict(pending, S, _).
test(text_unread_nothing_waits, [fail]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:_{id:"w", name:"Be Like Water", color:"red", text_read:false}}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Leg Tap (blue) [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    hit(S0, S),
    get_dict(pending, S, _).
test(the_name_meets_a_combo) :-
    water("Rhinar", ["Leg Tap (blue) [b]"], S0),
    hit(S0, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"name", name:"Head Jab", pitch:["b"]}, S),
    last(S.chain.links, L),
    assertion(L.gained_names == ["Head Jab"]),
    assertion(flesh_and_blood:attack_named(S, L.attack, L, "Head Jab")),
    assertion(flesh_and_blood:attack_named(S, L.attack, L, "Be Like Water")),
    assertion(flesh_and_blood:last_attack_named(S, "Head Jab")).
test(katsu_follows_the_name, Choice == "discard_to_search") :-
    water("Katsu", ["Head Jab (blue) [b]"], S0),
    hit(S0, S1),
    assertion(S1.pending.choice == "gain_name"),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    Choice = S.pending.choice.
test(modelled, [fail]) :-
    member(Colour, ["red", "yellow", "blue"]),
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Be Like Water", color:Colour}).

:- end_tests(fab_be_like_water).

:- begin_tests(fab_mask_of_many_faces).

%   Mask of Many Faces' ability waits on the stack; bob passes and it
%   resolves.
resolved(S) :-
    short(_{priority:"bob", passes:1,
            stack:[_{kind:"ability", source:"mask", controller:"alice", ability:0, type:"instant",
                     effect:"other", go_again:false}],
            players:[_{name:"alice", hero:"Katsu", action_points:1, graveyard:["Mask of Many Faces [mask]"],
                       hand:["One-Two Punch (yellow) [otp]", "Open the Center (red) [otc]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(the_choice_waits, Choice == "name_card") :-
    resolved(S),
    Choice = S.pending.choice.
test(any_card_name_is_offered) :-
    resolved(S),
    assertion(legal_move(flesh_and_blood, S, _{player:"alice", action:"name", name:"Head Jab"})),
    assertion(legal_move(flesh_and_blood, S, _{player:"alice", action:"name", name:"Command and Conquer"})).
test(not_a_card_name, Ids == ['FAB-644']) :-
    resolved(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"name", name:"Nothing Such"}, Ids).
test(the_next_attack_action_card_gains_it) :-
    resolved(S1),
    moves(S1, [_{player:"alice", action:"name", name:"Head Jab"},
               _{player:"alice", action:"play", card:"otp", from:"hand", pitch:[], discard:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    last(S.chain.links, L),
    assertion(flesh_and_blood:attack_named(S, L.attack, L, "Head Jab")),
    Es = S.effects,
    assertion(\+ ( member(E, Es), get_dict(kind, E, "next_attack_action_card_gains_name") )).
test(modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Mask of Many Faces"}).

:- end_tests(fab_mask_of_many_faces).

:- begin_tests(fab_bonds_of_ancestry).

%   Alice may play Bonds of Ancestry in the resolution step after Last.
bonds_after(Last, S) :-
    short(_{chain:_{step:"resolution", links:[_{attack:Last, damage:3}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:1,
                       hand:["Bonds of Ancestry (red) [bonds]"],
                       graveyard:["Open the Center (red) [g]"],
                       deck:["Open the Center (red) [d]", "Leg Tap (red) [d2]"]},
                     _{name:"bob", hero:"Rhinar", life:18}]}, S).

bonds_cost(S, Cost) :-
    player_named(S, "alice", P),
    member(C, P.hand), C.id == "bonds", !,
    flesh_and_blood:play_cost(S, P, C, Cost).

test(costs_less_after_any_gustwave, Costs == [0, 0, 2]) :-
    findall(Cost, ( member(Last, ["Whelming Gustwave (red) [x]", "Descendent Gustwave (red) [x]",
                                  "Surging Strike (red) [x]"]),
                    bonds_after(Last, S), bonds_cost(S, Cost) ), Costs).
test(a_gained_gustwave_name_counts, Cost == 0) :-
    bonds_after("Leg Tap (red) [x]", S0),
    Chain0 = S0.chain,
    Chain0.links = [L0],
    S = S0.put(chain, Chain0.put(links, [L0.put(gained_names, ["Whelming Gustwave"])])),
    bonds_cost(S, Cost).
test(found_then_playable_this_chain_only) :-
    bonds_after("Whelming Gustwave (red) [x]", S0),
    moves(S0, [_{player:"alice", action:"play", card:"bonds", from:"hand", pitch:[], discard:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S1),
    assertion(S1.pending.choice == "banish_to_search"),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"banish_search", card:"g", found:"d"}, S2),
    assertion(flesh_and_blood:may_play_banished(S2, "alice", "d")),
    player_named(S2, "alice", P2),
    maplist([C, Id]>>get_dict(id, C, Id), P2.banished, Ban),
    assertion(Ban == ["g", "d"]),
    assertion(forall(member(C, P2.deck), get_dict(unknown, C, true))),
    flesh_and_blood:chain_effects_end(S2, S3),
    assertion(\+ flesh_and_blood:may_play_banished(S3, "alice", "d")).
test(chain_close_ends_the_permission) :-
    short(_{effects:[_{kind:"may_play_banished", player:"alice", card:"d", source:"bonds", lasts:"combat_chain"}],
            chain:_{step:"resolution", links:[_{attack:"Leg Tap (red) [t]", damage:1}]},
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Rhinar", action_points:1, banished:["Open the Center (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    assertion(flesh_and_blood:may_play_banished(S0, "alice", "d")),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    assertion(S.chain == null),
    assertion(\+ flesh_and_blood:may_play_banished(S, "alice", "d")).
test(no_combo_in_graveyard_nothing_waits, [fail]) :-
    short(_{chain:_{step:"resolution", links:[_{attack:"Whelming Gustwave (red) [x]", damage:3}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:1,
                       hand:["Bonds of Ancestry (red) [bonds]"], graveyard:["Head Jab (red) [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"bonds", from:"hand", pitch:[], discard:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    get_dict(pending, S, _).
test(modelled, [fail]) :-
    member(Colour, ["red", "yellow", "blue"]),
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Bonds of Ancestry", color:Colour}).

:- end_tests(fab_bonds_of_ancestry).
