/*  plunit tests of The Hand that Pulls the Strings, read in
    rules.pl/flesh-and-blood/card_texts_hand2.pl: its attack reaction
    from the arsenal, face down only (FAB-1436), turning it face up
    (FAB-1437); face up, the first attack with contract each turn has go
    again (FAB-1438) and +1 power against a Royal hero (FAB-1439); at the
    beginning of the end phase a Silver destroyed, or the Hand to the
    bottom of the deck and a draw (FAB-1446).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_hand2.plt')" -g run_tests -t halt
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

ids(Cs, Ids) :- maplist([C, I]>>get_dict(id, C, I), Cs, Ids).

%   Alice's Attack in its reaction step against bob's Hero, her arsenal
%   Arsenal, the state's Effects.
reaction(Attack, Hero, Arsenal, Effects, S) :-
    short(_{passes:0, priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:0, arsenal:Arsenal},
                     _{name:"bob", hero:Hero}]}, S).

activate(_{player:"alice", action:"activate", card:"a-hand", ability:0, pitch:[]}).

hand_down("The Hand that Pulls the Strings [a-hand]").
hand_up(_{id:"a-hand", name:"The Hand that Pulls the Strings", face_up:true}).

%   The activation, then both players pass: its layer resolves.
resolved(S0, S) :-
    activate(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

%   From the reaction step to the resolution of the link: four passes.
link_resolved(S0, S) :-
    foldl([W, A, B]>>next_state(flesh_and_blood, A, _{player:W, action:"pass"}, B),
          ["alice", "bob", "alice", "bob"], S0, S).

action_points(S, N) :-
    player_named(S, "alice", P), N = P.action_points.

:- begin_tests(fab_hand2).

test(modelled, true) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"The Hand that Pulls the Strings"}).

test(face_down_activation_legal, Ids == []) :-
    hand_down(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Cindra", [H], [], S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(face_up_activation_refused, Ids == ['FAB-1436']) :-
    hand_up(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Cindra", [H], [], S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(listed_face_down_only, [Down, Up] == [true, false]) :-
    hand_down(HD), hand_up(HU),
    reaction("Annihilate the Armed (red) [a-ann]", "Cindra", [HD], [], SD),
    reaction("Annihilate the Armed (red) [a-ann]", "Cindra", [HU], [], SU),
    ( flesh_and_blood:activate_option(SD, "alice", C1, 0, _), get_dict(id, C1, "a-hand") -> Down = true ; Down = false ),
    ( flesh_and_blood:activate_option(SU, "alice", C2, 0, _), get_dict(id, C2, "a-hand") -> Up = true ; Up = false ).

test(turned_face_up_royal_power, [Up, Bonus] == [true, 1]) :-
    hand_down(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Cindra", [H], [], S0),
    resolved(S0, S),
    player_named(S, "alice", P), P.arsenal = [C], Up = C.face_up,
    S.chain.links = [L], Bonus = L.power_bonus.
test(turned_face_up_not_royal_no_power, [Up, Bonus] == [true, 0]) :-
    hand_down(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Rhinar", [H], [], S0),
    resolved(S0, S),
    player_named(S, "alice", P), P.arsenal = [C], Up = C.face_up,
    S.chain.links = [L], ( get_dict(power_bonus, L, Bonus) -> true ; Bonus = 0 ).

test(first_contract_go_again, N == 1) :-
    hand_up(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Rhinar", [H], [], S0),
    link_resolved(S0, S),
    action_points(S, N).
test(face_down_no_go_again, N == 0) :-
    hand_down(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Rhinar", [H], [], S0),
    link_resolved(S0, S),
    action_points(S, N).
test(not_contract_no_go_again, N == 0) :-
    hand_up(H),
    reaction("Wounding Blow (red) [a-wb]", "Rhinar", [H], [], S0),
    link_resolved(S0, S),
    action_points(S, N).
test(second_contract_no_go_again, N == 0) :-
    hand_up(H),
    reaction("Annihilate the Armed (red) [a-ann]", "Rhinar", [H],
             [_{kind:"hand2_first_contract", player:"alice", card:"a-earlier"}], S0),
    link_resolved(S0, S),
    action_points(S, N).

:- end_tests(fab_hand2).

%   Alice's action phase ends (bob passes after her), her arena Arena and
%   arsenal Arsenal.
end_phase(Arena, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni", arena:Arena, arsenal:Arsenal,
                       hand:["Wounding Blow (blue) [a-blow3]"], deck:["Pack Hunt (red) [a-hunt]", 37]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_hand2_end_phase).

test(silver_destroyed, [Arena, Arsenal] == [[], ["a-hand"]]) :-
    hand_up(H),
    end_phase(["Silver [a-silver]"], [H], S),
    player_named(S, "alice", P), ids(P.arena, Arena), ids(P.arsenal, Arsenal).
test(no_silver_bottom_and_draw, [Arsenal, Hand, Last] == [[], ["a-blow3", "a-hunt"], "a-hand"]) :-
    hand_up(H),
    end_phase([], [H], S),
    player_named(S, "alice", P), ids(P.arsenal, Arsenal), ids(P.hand, Hand),
    last(P.deck, D), Last = D.id.
test(no_silver_bottom_new_object, Up == none) :-
    hand_up(H),
    end_phase([], [H], S),
    player_named(S, "alice", P), last(P.deck, D),
    ( get_dict(face_up, D, Up) -> true ; Up = none ).
test(face_down_nothing, [Arena, Arsenal, Hand] == [["a-silver"], ["a-hand"], ["a-blow3"]]) :-
    hand_down(H),
    end_phase(["Silver [a-silver]"], [H], S),
    player_named(S, "alice", P), ids(P.arena, Arena), ids(P.arsenal, Arsenal), ids(P.hand, Hand).
test(ordered_with_inertia, Layers == ["a-inertia", "a-hand"]) :-
    hand_up(H),
    end_phase(["Inertia [a-inertia]", "Silver [a-silver]"], [H], S),
    S.pending.choice == "order",
    maplist([W, I]>>get_dict(card, W, I), S.pending.layers, Layers).

:- end_tests(fab_hand2_end_phase).
