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
