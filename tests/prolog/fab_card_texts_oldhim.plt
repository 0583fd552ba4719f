/*  plunit tests of the Oldhim Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_oldhim.pl): Earthlore Surge
    (FAB-770), Titan's Fist (FAB-771).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_oldhim.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

:- begin_tests(fab_oldhim_earthlore_surge).

%   Alice's non-attack action Card waits on the stack; bob passes and it
%   resolves: the state.
resolved(Card, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:1},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   Alice's attack Card waits on the stack with Effects; bob passes and it
%   opens its link: the link's power bonus and the effects left.
opened_bonus(Effects, Card, B, Es) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            effects:Effects,
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    flesh_and_blood:effects(S, Es).

surge_effect(N, _{kind:"next_attack_power", player:"alice", amount:N, source:"e", attack_action_card:true}).

test(red_gives_five, true(Es =@= [E])) :-
    surge_effect(5, E),
    resolved("Earthlore Surge (red) [e]", S),
    flesh_and_blood:effects(S, Es).
test(yellow_gives_four, true(Es =@= [E])) :-
    surge_effect(4, E),
    resolved("Earthlore Surge (yellow) [e]", S),
    flesh_and_blood:effects(S, Es).
test(blue_gives_three, true(Es =@= [E])) :-
    surge_effect(3, E),
    resolved("Earthlore Surge (blue) [e]", S),
    flesh_and_blood:effects(S, Es).
test(unread_gives_nothing, Es == []) :-
    resolved(_{id:"e", name:"Earthlore Surge", color:"red", text_read:false}, S),
    flesh_and_blood:effects(S, Es).
test(attack_action_card_of_cost_0_gets_it, B-Es == 3-[]) :-
    surge_effect(3, E),
    opened_bonus([E], "Scar for a Scar (red) [s]", B, Es).
test(the_other_players_effect_waits, B == 0) :-
    surge_effect(3, E0),
    E = E0.put(player, "bob"),
    opened_bonus([E], "Scar for a Scar (red) [s]", B, _).

:- end_tests(fab_oldhim_earthlore_surge).

:- begin_tests(fab_oldhim_titans_fist).

%   Alice activates Titan's Fist's attack ({r}{r}{r}) pitching Pitch, with
%   Pitched already in her pitch zone: the effects made.
fist_effects(Pitched, Hand, Pitch, Fist, Es) :-
    short(_{players:[_{name:"alice", hero:"Bravo", weapons:[Fist], pitch:Pitched,
                       resource_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0,
               _{player:"alice", action:"activate", card:"f", ability:0, pitch:Pitch}, S),
    flesh_and_blood:effects(S, Es).

test(cost_3_pitched_gives_one,
     true(Es =@= [_{kind:"weapon_power", player:"alice", weapon:"f", amount:1, source:"f"}])) :-
    fist_effects([], ["Sloggism (blue) [h]"], ["h"], "Titan's Fist [f]", Es).
test(cost_2_pitched_gives_nothing, Es == []) :-
    fist_effects([], ["Earthlore Surge (blue) [h]"], ["h"], "Titan's Fist [f]", Es).
test(cost_3_already_in_the_pitch_zone_gives_one,
     true(Es =@= [_{kind:"weapon_power", player:"alice", weapon:"f", amount:1, source:"f"}])) :-
    fist_effects(["Sloggism (red) [p]"], ["Earthlore Surge (blue) [h]"], ["h"], "Titan's Fist [f]", Es).
%   Its text unread, the activation is unknown (FAB-119): the check of
%   the pitch zone (pitched_power_check//3) gives it nothing.
test(unread_gives_nothing, Es-Evs == []-[]) :-
    short(_{players:[_{name:"alice", hero:"Bravo",
                       weapons:[_{id:"f", name:"Titan's Fist", text_read:false}],
                       pitch:["Sloggism (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:pitched_power_check(S0, "alice", S, Evs, []),
    flesh_and_blood:effects(S, Es).
test(read_check_gives_one_with_its_rule, Evs = [event('FAB-771', pitched_card_power_gained, _)]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", weapons:["Titan's Fist [f]"],
                       pitch:["Sloggism (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:pitched_power_check(S0, "alice", _, Evs, []).

:- end_tests(fab_oldhim_titans_fist).

:- begin_tests(fab_oldhim_thump).

dominated(S-L) :- flesh_and_blood:dominated(S, L).
hit_discards(_-L) :- flesh_and_blood:link_hit_discards(L).

thump_link(Attack, Bonus, S-L) :-
    short(_{chain:_{step:"defend", links:[_{attack:Attack, power_bonus:Bonus}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L).

test(above_base_dominates) :-
    thump_link("Thump (red) [t]", 1, L),
    dominated(L).
test(above_base_discards_on_hit) :-
    thump_link("Thump (blue) [t]", 2, L),
    hit_discards(L).
test(at_base_no_dominate, fail) :-
    thump_link("Thump (red) [t]", 0, L),
    dominated(L).
test(at_base_no_discard, fail) :-
    thump_link("Thump (red) [t]", 0, L),
    hit_discards(L).
test(below_base_no_dominate, fail) :-
    thump_link("Thump (red) [t]", -2, L),
    dominated(L).
test(unread_no_dominate, fail) :-
    thump_link(_{id:"t", name:"Thump", color:"red", text_read:false}, 3, L),
    dominated(L).
test(other_attack_with_a_bonus_no_dominate, fail) :-
    thump_link("Head Jab (red) [h]", 3, L),
    dominated(L).

%   Thump (red) with +3 power hits bob, who holds two cards: he chooses
%   the card he discards; the events cite FAB-772 then FAB-628.
test(hit_asks_the_discard) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Thump (red) [t]", power_bonus:3, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Head Jab (blue) [b1]", "Leg Tap (blue) [b2]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Evs),
    S.pending.choice == "hit_discard",
    S.pending.player == "bob",
    once(nth1(I, Evs, event('FAB-772', power_above_base_hit_discard, _))),
    once(nth1(J, Evs, event('FAB-628', hit_discard_waits, _))),
    I < J.

:- end_tests(fab_oldhim_thump).

:- begin_tests(fab_oldhim_embolden_seismic_surge).

%   Alice's Embolden (Card) resolves into her arena beside Arena: her hand.
embolden_hand(Card, Arena, Hand) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0, arena:Arena, hand:[],
                       deck:["Sink Below (red) [d1]", 38]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, Hand).

test(beside_an_aura_card_draws, H == ["d1"]) :-
    embolden_hand("Embolden (red) [e]", ["Emerging Power (red) [a]"], H).
test(beside_another_embolden_draws, H == ["d1"]) :-
    embolden_hand("Embolden (red) [e]", ["Embolden (blue) [a]"], H).
test(beside_a_token_draws_nothing, H == []) :-
    embolden_hand("Embolden (yellow) [e]", ["Might [m]", "Seismic Surge [s]"], H).
test(alone_draws_nothing, H == []) :-
    embolden_hand("Embolden (red) [e]", [], H).
test(unread_draws_nothing, H == []) :-
    embolden_hand(_{id:"e", name:"Embolden", color:"red", text_read:false}, ["Emerging Power (red) [a]"], H).

card_of(Spec, C) :-
    short(_{players:[_{name:"alice", hero:"Bravo", hand:[Spec]}, _{name:"bob", hero:"Rhinar"}]}, S),
    player_named(S, "alice", P),
    P.hand = [C].

test(seismic_reduction_fits_a_guardian_attack_action_card, N == 1) :-
    card_of("Thump (red) [t]", C),
    flesh_and_blood:reduction_fits("alice", C,
        _{kind:"next_attack_action_card_costs_less", player:"alice", amount:1, source:"s", class:"Guardian"}, N).
test(seismic_reduction_not_for_another_class, fail) :-
    card_of("Head Jab (red) [h]", C),
    flesh_and_blood:reduction_fits("alice", C,
        _{kind:"next_attack_action_card_costs_less", player:"alice", amount:1, source:"s", class:"Guardian"}, _).
test(classless_reduction_fits_any, N == 2) :-
    card_of("Head Jab (red) [h]", C),
    flesh_and_blood:reduction_fits("alice", C,
        _{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"x"}, N).

:- end_tests(fab_oldhim_embolden_seismic_surge).

:- begin_tests(fab_oldhim_evergreen).

%   Bob passes in the resolution step of alice's chain Links: where her
%   cards went (the bottom of her deck, her graveyard).
closed(Links, Bottom, Graveyard) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:Links},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Sink Below (red) [d1]", 30]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    last(P.deck, B),
    get_dict(id, B, Bottom),
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, Graveyard).

test(from_arsenal_to_the_bottom, B-G == "e"-[]) :-
    closed([_{attack:"Evergreen (red) [e]", attack_from_arsenal:true, damage:7}], B, G).
test(from_hand_to_the_graveyard, G == ["e"]) :-
    closed([_{attack:"Evergreen (red) [e]", damage:7}], _, G).
test(unread_to_the_graveyard, G == ["e"]) :-
    closed([_{attack:_{id:"e", name:"Evergreen", color:"red", text_read:false},
              attack_from_arsenal:true, damage:7}], _, G).
test(another_attack_marked_to_the_graveyard, G == ["h"]) :-
    closed([_{attack:"Head Jab (red) [h]", attack_from_arsenal:true, damage:3}], _, G).
test(before_the_defenders_are_cleared, B-G == "e"-["b"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution",
                    links:[_{attack:"Evergreen (blue) [e]", attack_from_arsenal:true, damage:3,
                             defending:["Sink Below (red) [b]"]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Sink Below (red) [d1]", 30]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P), last(P.deck, BC), get_dict(id, BC, B),
    player_named(S, "bob", Q), maplist([C, Id]>>get_dict(id, C, Id), Q.graveyard, G).

%   The link of an Evergreen played from the arsenal records it; from
%   the hand it does not.
opened_link(From, L) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Evergreen (yellow) [e]", controller:"alice", from:From}],
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(arsenal_link_marked) :-
    opened_link("arsenal", L),
    L.attack_from_arsenal == true.
test(hand_link_not_marked, fail) :-
    opened_link("hand", L),
    get_dict(attack_from_arsenal, L, _).

:- end_tests(fab_oldhim_evergreen).

:- begin_tests(fab_oldhim_frost_fang).

%   Alice's Attack hits bob, who holds Hand: the state after the damage.
hit(Attack, Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(hit_asks_bob, X == "discard_unless_pay"-"bob"-"alice"-2) :-
    hit("Frost Fang (blue) [f]", ["Head Jab (red) [h]"], S),
    get_dict(pending, S, Pd),
    X = Pd.choice-Pd.player-Pd.controller-Pd.cost.
test(empty_hand_asks_nothing, fail) :-
    hit("Frost Fang (red) [f]", [], S),
    get_dict(pending, S, Pd), Pd \== null.
test(unread_asks_nothing, fail) :-
    hit(_{id:"f", name:"Frost Fang", color:"red", text_read:false}, ["Head Jab (red) [h]"], S),
    get_dict(pending, S, Pd), Pd \== null.
test(unpayable_still_discards, Ms =@= [_{player:"bob", action:"discard", card:"h"}]) :-
    hit("Frost Fang (red) [f]", ["Head Jab (red) [h]"], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action \== "concede" ), Ms).
test(discard_answer_discards, G == ["h"]) :-
    hit("Frost Fang (red) [f]", ["Head Jab (red) [h]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"h"}, S),
    player_named(S, "bob", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, G).

:- end_tests(fab_oldhim_frost_fang).

:- begin_tests(fab_oldhim_winters_bite).

%   Alice's Winter's Bite (Card) targeting Target resolves: the state.
bite(Card, Target, Hand, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice", target:Target}],
            players:[_{name:"alice", hero:"Bravo [a-h]", action_points:0, hand:["Head Jab (red) [a1]"]},
                     _{name:"bob", hero:"Rhinar [b-h]", hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(red_asks_bob_three, X == "bob"-3) :-
    bite("Winter's Bite (red) [w]", "b-h", ["Head Jab (blue) [b1]"], S),
    get_dict(pending, S, Pd), X = Pd.player-Pd.cost.
test(blue_asks_alice_one_when_she_is_the_target, X == "alice"-1) :-
    bite("Winter's Bite (blue) [w]", "a-h", ["Head Jab (blue) [b1]"], S),
    get_dict(pending, S, Pd), X = Pd.player-Pd.cost.
test(empty_hand_asks_nothing, fail) :-
    bite("Winter's Bite (yellow) [w]", "b-h", [], S),
    get_dict(pending, S, Pd), Pd \== null.
test(unread_asks_nothing, fail) :-
    bite(_{id:"w", name:"Winter's Bite", color:"red", text_read:false}, "b-h", ["Head Jab (blue) [b1]"], S),
    get_dict(pending, S, Pd), Pd \== null.
test(targets_are_the_heroes, Ts == ["a-h", "b-h"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo [a-h]"}, _{name:"bob", hero:"Rhinar [b-h]"}]}, S),
    findall(T, flesh_and_blood:legal_target(S, hero, T), Ts).

:- end_tests(fab_oldhim_winters_bite).

:- begin_tests(fab_oldhim_coat_of_frost).

%   Alice activates Coat of Frost (Coat) at Target; both pass: the arenas.
coat(Coat, Target, AArena, BArena) :-
    short(_{players:[_{name:"alice", hero:"Bravo [a-h]", equipment:[Coat]},
                     _{name:"bob", hero:"Rhinar [b-h]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"c", ability:0,
                                      pitch:[], target:Target}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", A), player_named(S, "bob", B),
    maplist([C, N]>>get_dict(name, C, N), A.arena, AArena),
    maplist([C, N]>>get_dict(name, C, N), B.arena, BArena).

test(frostbite_for_bob, X == []-["Frostbite"]) :-
    coat("Coat of Frost [c]", "b-h", A, B), X = A-B.
test(frostbite_for_alice, X == ["Frostbite"]-[]) :-
    coat("Coat of Frost [c]", "a-h", A, B), X = A-B.
test(targets_needed) :-
    short(_{players:[_{name:"alice", hero:"Bravo [a-h]", equipment:["Coat of Frost [c]"]},
                     _{name:"bob", hero:"Rhinar [b-h]"}]}, S),
    findall(T, ( legal_move(flesh_and_blood, S, M), M.action == "activate", T = M.target ), Ts),
    msort(Ts, ["a-h", "b-h"]).

:- end_tests(fab_oldhim_coat_of_frost).

:- begin_tests(fab_oldhim_break_ground).

%   Alice's attack Card opens its link, her arsenal Arsenal: the state.
attacked(Card, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0, arsenal:Arsenal,
                       deck:["Leg Tap (red) [d1]", 30]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(asks_with_an_arsenal_card, C == "arsenal_to_bottom") :-
    attacked("Break Ground (red) [b]", ["Sink Below (red) [a]"], S),
    C = S.pending.choice.
test(empty_arsenal_asks_nothing, fail) :-
    attacked("Break Ground (red) [b]", [], S),
    get_dict(pending, S, Pd), Pd \== null.
test(unread_asks_nothing, fail) :-
    attacked(_{id:"b", name:"Break Ground", color:"red", text_read:false}, ["Sink Below (red) [a]"], S),
    get_dict(pending, S, Pd), Pd \== null.
test(bottom_then_draw, X == []-["d1"]-"a") :-
    attacked("Break Ground (yellow) [b]", ["Sink Below (red) [a]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:["a"]}, S),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, H),
    last(P.deck, B), get_dict(id, B, BId),
    X = P.arsenal-H-BId.
test(two_cards_refused, fail) :-
    attacked("Break Ground (yellow) [b]", ["Sink Below (red) [a]"], S0),
    legal_move(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:["a", "d1"]}).

:- end_tests(fab_oldhim_break_ground).

:- begin_tests(fab_oldhim_fusion).

%   Bob plays Turn Timber (Card) revealing Discard; both pass: the link.
timber(Card, Discard, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar",
                       hand:[Card, "Sink Below (blue) [p]", "Earthlore Surge (blue) [e]", "Winter's Bite (blue) [i]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:["p"], discard:Discard}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S),
    last(S.chain.links, L).

bonus(L, B) :- ( get_dict(defense_bonus, L, B0) -> B = B0 ; B = 0 ).

test(timber_fused_two_more, B == 2) :-
    timber("Turn Timber (blue) [t]", ["e"], L), bonus(L, B).
test(timber_unfused_none, B == 0) :-
    timber("Turn Timber (blue) [t]", [], L), bonus(L, B).
timber_play_legal(Card, Discard) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar",
                       hand:[Card, "Sink Below (blue) [p]", "Earthlore Surge (blue) [e]", "Winter's Bite (blue) [i]"]}]}, S0),
    legal_move(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:["p"], discard:Discard}).

test(timber_earth_card_legal) :-
    timber_play_legal("Turn Timber (blue) [t]", ["e"]).
test(timber_ice_card_refused, fail) :-
    timber_play_legal("Turn Timber (blue) [t]", ["i"]).
test(timber_two_cards_refused, fail) :-
    timber_play_legal("Turn Timber (blue) [t]", ["e", "i"]).
test(timber_unread_has_no_fusion_cost) :-
    \+ flesh_and_blood:card_additional_cost(_{id:"t", name:"Turn Timber", color:"blue", text_read:false}, _).

test(fusion_cost_of_glacial_footsteps, T == "Ice") :-
    flesh_and_blood:fusion_cost(_{id:"g", name:"Glacial Footsteps", color:"red"}, Spec),
    T = Spec.talent.
test(no_fusion_cost_for_other_cards, fail) :-
    flesh_and_blood:fusion_cost(_{id:"x", name:"Thump", color:"red"}, _).

dominated_link(L) :-
    short(_{chain:_{step:"defend", links:[L]},
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L1),
    flesh_and_blood:dominated(S, L1).

test(glacial_fused_dominates) :-
    dominated_link(_{attack:"Glacial Footsteps (blue) [g]", fused:true}).
test(glacial_unfused_no_dominate, fail) :-
    dominated_link(_{attack:"Glacial Footsteps (blue) [g]"}).
test(glacial_unread_no_dominate, fail) :-
    dominated_link(_{attack:_{id:"g", name:"Glacial Footsteps", color:"blue", text_read:false}, fused:true}).

:- end_tests(fab_oldhim_fusion).

:- begin_tests(fab_oldhim_fused_hits).

%   Alice's Attack hits bob (arsenal Arsenal) on a link Fused or not: the state.
fused_hit(Attack, Fused, Arsenal, S) :-
    Link0 = _{attack:Attack, defending:[]},
    (   Fused == true -> Link = Link0.put(fused, true) ; Link = Link0 ),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", arsenal:Arsenal, deck:["Leg Tap (red) [d1]", 30]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

arena_names(S, Names) :-
    player_named(S, "bob", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).

test(snow_under_fused_frostbite, N == ["Frostbite"]) :-
    fused_hit("Snow Under (blue) [s]", true, [], S), arena_names(S, N).
test(snow_under_unfused_nothing, N == []) :-
    fused_hit("Snow Under (blue) [s]", false, [], S), arena_names(S, N).
test(snow_under_unread_nothing, N == []) :-
    fused_hit(_{id:"s", name:"Snow Under", color:"blue", text_read:false}, true, [], S), arena_names(S, N).
test(mulch_fused_arsenal_to_bottom, X == []-"a") :-
    fused_hit("Mulch (red) [m]", true, ["Sink Below (red) [a]"], S),
    player_named(S, "bob", P), last(P.deck, B), get_dict(id, B, BId), X = P.arsenal-BId.
test(mulch_fused_empty_arsenal, Ar == []) :-
    fused_hit("Mulch (red) [m]", true, [], S),
    player_named(S, "bob", P), Ar = P.arsenal.
test(mulch_unfused_keeps_arsenal, L == 1) :-
    fused_hit("Mulch (red) [m]", false, ["Sink Below (red) [a]"], S),
    player_named(S, "bob", P), length(P.arsenal, L).
test(entangle_fused_next_turn_effect,
     true(Es =@= [_{kind:"next_attack_power", amount: -2, player:"bob", source:"e", lasts:"their_next_turn"}])) :-
    fused_hit("Entangle (yellow) [e]", true, [], S),
    flesh_and_blood:effects(S, Es).
test(entangle_unfused_no_effect, Es == []) :-
    fused_hit("Entangle (yellow) [e]", false, [], S),
    flesh_and_blood:effects(S, Es).

%   Biting Gale (fused or not) resolves onto alice's link: what waits.
gale(Fused, Pending) :-
    Layer0 = _{kind:"card", card:"Biting Gale (red) [g]", controller:"bob"},
    (   Fused == true -> Layer = Layer0.put(fused, true) ; Layer = Layer0 ),
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a]"}]},
            stack:[Layer],
            players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Head Jab (blue) [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    (   get_dict(pending, S, Pd), Pd \== null -> Pending = Pd.choice-Pd.player-Pd.cost ; Pending = none ).

test(gale_fused_asks_the_attacker, P == "discard_unless_pay"-"alice"-2) :-
    gale(true, P).
test(gale_unfused_asks_nothing, P == none) :-
    gale(false, P).

%   Strength of Sequoia at the beginning of the action phase.
test(sequoia_action_phase,
     true(Es =@= [_{kind:"next_attack_power", player:"alice", amount:2, source:"s", attack_action_card:true}])) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Bravo", arena:["Strength of Sequoia (yellow) [s]"], deck:36},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    flesh_and_blood:effects(S, Es).

:- end_tests(fab_oldhim_fused_hits).

:- begin_tests(fab_oldhim_weave_ice).

test(weave_resolution_makes_its_effect,
     true(Es =@= [_{kind:"next_attack_power", player:"alice", amount:2, source:"e", attack_action_card:true,
                    class_or_talent:["Ice", "Elemental"], fused_dominate:true}])) :-
    plunit_fab_oldhim_earthlore_surge:resolved("Weave Ice (yellow) [e]", S),
    flesh_and_blood:effects(S, Es).
test(weave_unread_makes_none, Es == []) :-
    plunit_fab_oldhim_earthlore_surge:resolved(_{id:"e", name:"Weave Ice", color:"yellow", text_read:false}, S),
    flesh_and_blood:effects(S, Es).

weave_effect(_{kind:"next_attack_power", player:"alice", amount:1, source:"w", attack_action_card:true,
               class_or_talent:["Ice", "Elemental"], fused_dominate:true}).

%   Alice's attack Card (its layer Fused or not) opens its link with
%   Weave Ice's effect waiting: the link and the effects left.
weave_opened(Card, Fused, S-L, Es) :-
    weave_effect(E),
    Layer0 = _{kind:"card", card:Card, controller:"alice"},
    (   Fused == true -> Layer = Layer0.put(fused, true) ; Layer = Layer0 ),
    short(_{passes:1, priority:"bob", effects:[E], stack:[Layer],
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:effects(S, Es).

test(fused_elemental_dominates) :-
    weave_opened("Mulch (red) [m]", true, S-L, []),
    flesh_and_blood:dominated(S, L).
test(unfused_elemental_no_dominate, fail) :-
    weave_opened("Mulch (red) [m]", false, S-L, []),
    flesh_and_blood:dominated(S, L).
test(ice_attack_gets_the_power, B == 1) :-
    weave_opened("Frost Fang (red) [f]", false, _-L, []),
    B = L.power_bonus.
test(other_attack_leaves_it_waiting, N == 1) :-
    weave_opened("Head Jab (red) [h]", false, _, Es),
    length(Es, N).

:- end_tests(fab_oldhim_weave_ice).

:- begin_tests(fab_oldhim_polar_blast).

%   Alice's Polar Blast (Card, its layer from From) aimed at bob's hero
%   resolves; bob holds Hand: the state.
blast(Card, From, Hand, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice", target:"b-h", from:From}],
            players:[_{name:"alice", hero:"Bravo [a-h]", action_points:0, deck:["Leg Tap (red) [d1]", 30]},
                     _{name:"bob", hero:"Rhinar [b-h]", hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(payable_asks_bob, X == "pay_or_dominate"-"bob"-3) :-
    blast("Polar Blast (red) [p]", "hand", ["Head Jab (blue) [b1]"], S),
    get_dict(pending, S, Pd), X = Pd.choice-Pd.player-Pd.cost.
test(unpayable_gives_dominate,
     true(Es =@= [_{kind:"next_attack_dominate", player:"alice", source:"p"}])) :-
    blast("Polar Blast (red) [p]", "hand", ["Head Jab (red) [b1]"], S),
    flesh_and_blood:effects(S, Es).
test(from_arsenal_draws, H == ["d1"]) :-
    blast("Polar Blast (blue) [p]", "arsenal", ["Head Jab (blue) [b1]"], S),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, H).
test(from_hand_draws_nothing, H == []) :-
    blast("Polar Blast (blue) [p]", "hand", ["Head Jab (blue) [b1]"], S),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, H).
test(unread_does_nothing, X == none-[]) :-
    blast(_{id:"p", name:"Polar Blast", color:"red", text_read:false}, "hand", ["Head Jab (red) [b1]"], S),
    (   get_dict(pending, S, Pd), Pd \== null -> X0 = Pd ; X0 = none ),
    flesh_and_blood:effects(S, Es),
    X = X0-Es.
test(decline_gives_dominate,
     true(Es =@= [_{kind:"next_attack_dominate", player:"alice", source:"p"}])) :-
    blast("Polar Blast (yellow) [p]", "hand", ["Head Jab (blue) [b1]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"decline"}, S),
    flesh_and_blood:effects(S, Es).
test(opposing_hero_is_the_only_target, Ts == ["b-h"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo [a-h]"}, _{name:"bob", hero:"Rhinar [b-h]"}]}, S),
    findall(T, flesh_and_blood:legal_target(S, opposing_hero, T), Ts).
test(a_weapon_attack_takes_the_dominate) :-
    short(_{players:[_{name:"alice", hero:"Bravo", weapons:["Titan's Fist [f]"], resource_points:3},
                     _{name:"bob", hero:"Rhinar"}],
            effects:[_{kind:"next_attack_dominate", player:"alice", source:"p"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:dominated(S, L),
    flesh_and_blood:effects(S, []).

:- end_tests(fab_oldhim_polar_blast).
