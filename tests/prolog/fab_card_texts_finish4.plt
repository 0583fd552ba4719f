/*  plunit tests of the last Blitz Deck card texts Flesh and Blood reads
    in rules.pl/flesh-and-blood/card_texts_finish4.pl: Snap Shot
    (FAB-1101, its exceptions to FAB-402, FAB-307, FAB-313, FAB-403).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_finish4.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

:- begin_tests(fab_snap_shot).

%   alice's Snap Shot, fused or not, waits on the stack; bob passes.
opened(Color, Fused, S, L) :-
    format(string(Card), "Snap Shot (~w) [ss]", [Color]),
    Layer0 = _{kind:"card", card:Card, controller:"alice"},
    (   Fused == true -> Layer = Layer0.put(fused, true) ; Layer = Layer0 ),
    short(_{passes:1, priority:"bob", stack:[Layer],
            players:[_{name:"alice", hero:"Lexi", action_points:0, weapons:["Shiver [bow]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(fused_makes_the_effect, Ks-F == ["bows_again_as_instant"]-true) :-
    opened(red, true, S, L),
    F = L.fused,
    kinds(S, Ks).
test(every_colour_fused_makes_it, [forall(member(C, [yellow, blue])), Ks == ["bows_again_as_instant"]]) :-
    opened(C, true, S, _),
    kinds(S, Ks).
test(unfused_makes_none, Ks == []) :-
    opened(red, false, S, _),
    kinds(S, Ks).

snap(N, Es) :-
    length(Es, N),
    foldl([E, I0, I]>>( I is I0 + 1,
                        format(string(Src), "ss~d", [I0]),
                        E = _{kind:"bows_again_as_instant", player:"alice", source:Src} ), Es, 1, _).

%   alice's Bow (an activated ability, its activations Done this turn),
%   in the reaction step of her attack, Effects waiting, AP her action
%   points.
bow_position(Bow, Done, Effects, AP, S) :-
    short(_{priority:"alice", effects:Effects, activated:Done,
            chain:_{step:"reaction", links:[_{attack:"Snap Shot (red) [ss1]", defending:[]}]},
            players:[_{name:"alice", hero:"Lexi", action_points:AP, resource_points:3, weapons:[Bow],
                       hand:["Buzz Bolt (red) [bz]"]},
                     _{name:"bob", hero:"Rhinar", weapons:["Red Liner [bl]"]}]}, S).

activate(Who, Id) :- activate(Who, Id, _).
activate(Who, Id, _{player:Who, action:"activate", card:Id, ability:0, pitch:[]}).

test(shiver_second_time_with_the_effect) :-
    snap(1, Es),
    bow_position("Shiver [b]", ["b/0"], Es, 0, S),
    activate("alice", "b", M),
    legal_move(flesh_and_blood, S, M).
test(shiver_second_time_without_it, Ids == ['FAB-402']) :-
    bow_position("Shiver [b]", ["b/0"], [], 0, S),
    activate("alice", "b", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(shiver_third_time_with_one_effect, Ids == ['FAB-402']) :-
    snap(1, Es),
    bow_position("Shiver [b]", ["b/0", "b/0"], Es, 0, S),
    activate("alice", "b", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(shiver_third_time_with_two_effects) :-
    snap(2, Es),
    bow_position("Shiver [b]", ["b/0", "b/0"], Es, 0, S),
    activate("alice", "b", M),
    legal_move(flesh_and_blood, S, M).

%   Red Liner's action ability, as an instant: with the chain open, no
%   action point, and already activated once this turn.
test(action_bow_as_an_instant, AP == 0) :-
    snap(1, Es),
    bow_position("Red Liner [b]", ["b/0"], Es, 0, S),
    activate("alice", "b", M),
    legal_move(flesh_and_blood, S, M),
    next_state(flesh_and_blood, S, M, S1),
    player_named(S1, "alice", P),
    AP = P.action_points.
test(action_bow_without_the_effect, Ids == ['FAB-307', 'FAB-402', 'FAB-403']) :-
    bow_position("Red Liner [b]", ["b/0"], [], 0, S),
    activate("alice", "b", M),
    violation_ids(flesh_and_blood, S, M, Ids0),
    msort(Ids0, Ids).
%   With a layer on the stack too (FAB-313).
test(action_bow_over_a_layer) :-
    snap(1, Es),
    bow_position("Red Liner [b]", [], Es, 0, S0),
    S = S0.put(stack, [_{kind:"card", card:"Sigil of Solace (red) [sg]", controller:"bob"}]),
    activate("alice", "b", M),
    legal_move(flesh_and_blood, S, M).
%   An action point is kept in her own action phase too.
test(action_bow_keeps_the_action_point, AP == 1) :-
    snap(1, Es),
    short(_{effects:Es,
            players:[_{name:"alice", hero:"Lexi", action_points:1, weapons:["Red Liner [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("alice", "b", M),
    next_state(flesh_and_blood, S, M, S1),
    player_named(S1, "alice", P),
    AP = P.action_points.
%   Another player's bow, or alice's weapon that is no bow, is not hers
%   to use it on.
test(not_a_bow, Ids == ['FAB-307', 'FAB-403']) :-
    snap(1, Es),
    bow_position("Dawnblade [b]", [], Es, 0, S),
    activate("alice", "b", M),
    violation_ids(flesh_and_blood, S, M, Ids0),
    msort(Ids0, Ids).

:- end_tests(fab_snap_shot).

:- begin_tests(fab_soul_reaping).

%   alice (Chane, RP resource points, Hand) may play Soul Reaping [sr];
%   bob's Prism has Soul in her soul.
reaping(RP, Hand, Soul, S) :-
    short(_{players:[_{name:"alice", hero:"Chane", resource_points:RP, hand:["Soul Reaping (red) [sr]"|Hand]},
                     _{name:"bob", hero:"Prism", soul:Soul}]}, S).

play(Banish, M) :-
    M0 = _{player:"alice", action:"play", card:"sr", from:"hand", pitch:[]},
    (   Banish == none -> M = M0 ; M = M0.put(banish, Banish) ).

test(banish_two_gain_one, RP-Ban == 1-["bd", "ac"]) :-
    reaping(0, ["Bounding Demigon (red) [bd]", "Arcanic Crackle (blue) [ac]"], [], S),
    play(["bd", "ac"], M),
    legal_move(flesh_and_blood, S, M),
    next_state(flesh_and_blood, S, M, S1),
    player_named(S1, "alice", P),
    RP = P.resource_points,
    maplist([C, Id]>>get_dict(id, C, Id), P.banished, Ban).
test(banish_two_with_blood_debt, RP == 2) :-
    reaping(0, ["Bounding Demigon (red) [bd]", "Ghostly Visit (red) [gv]"], [], S),
    play(["bd", "gv"], M),
    next_state(flesh_and_blood, S, M, S1),
    player_named(S1, "alice", P),
    RP = P.resource_points.
test(printed_cost_unpaid, Ids == ['FAB-302']) :-
    reaping(0, ["Arcanic Crackle (blue) [ac]"], [], S),
    play(none, M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(empty_banish_is_the_printed_cost, Ids == ['FAB-302']) :-
    reaping(0, ["Arcanic Crackle (blue) [ac]"], [], S),
    play([], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(banish_not_in_hand, Ids == ['FAB-1103']) :-
    reaping(0, ["Arcanic Crackle (blue) [ac]"], [], S),
    play(["zz"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(banish_twice, Ids == ['FAB-1103']) :-
    reaping(0, ["Arcanic Crackle (blue) [ac]"], [], S),
    play(["ac", "ac"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(banish_pitched, Ids == ['FAB-1103', 'FAB-303']) :-
    reaping(0, ["Arcanic Crackle (blue) [ac]", "Ghostly Visit (red) [gv]"], [], S),
    play(["ac"], M0),
    M = M0.put(pitch, ["ac"]),
    violation_ids(flesh_and_blood, S, M, Ids0),
    msort(Ids0, Ids).
%   Another card has no such cost.
test(no_alternative_cost, Ids == ['FAB-1103']) :-
    short(_{players:[_{name:"alice", hero:"Chane", resource_points:3,
                       hand:["Ghostly Visit (red) [gv]", "Arcanic Crackle (blue) [ac]"]},
                     _{name:"bob", hero:"Prism"}]}, S),
    violation_ids(flesh_and_blood, S,
                  _{player:"alice", action:"play", card:"gv", from:"hand", pitch:[], banish:["ac"]}, Ids).
%   A Frostbite's +1 still applies: with no resource point, unpaid.
test(frostbite_still_applies, Ids == ['FAB-302']) :-
    short(_{players:[_{name:"alice", hero:"Chane", resource_points:0,
                       hand:["Soul Reaping (red) [sr]", "Arcanic Crackle (blue) [ac]"],
                       arena:["Frostbite [fb]"]},
                     _{name:"bob", hero:"Prism"}]}, S),
    play(["ac"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
%   The listing offers each non-empty set of the hand's shown cards.
test(listing_offers_each_set, Sets == [["ac"], ["bd"], ["bd", "ac"]]) :-
    reaping(0, ["Bounding Demigon (red) [bd]", "Arcanic Crackle (blue) [ac]"], [], S),
    findall(B, ( flesh_and_blood:candidate(S, M),
                 get_dict(card, M, "sr"),
                 get_dict(banish, M, B) ), Sets0),
    msort(Sets0, Sets).

%   Its link resolves: go again with a card in bob's soul, none without.
resolving(Soul, AP) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"damage", links:[_{attack:"Soul Reaping (red) [sr]", defending:[], damage:6}]},
            players:[_{name:"alice", hero:"Chane", action_points:0},
                     _{name:"bob", hero:"Prism", life:14, soul:Soul}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    AP = P.action_points.

test(go_again_with_a_soul_card, AP == 1) :-
    resolving(["Herald of Judgment (yellow) [hj]"], AP).
test(no_go_again_with_an_empty_soul, AP == 0) :-
    resolving([], AP).

:- end_tests(fab_soul_reaping).
