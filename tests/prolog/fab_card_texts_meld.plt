/*  plunit tests of split-cards and meld in
    rules.pl/flesh-and-blood/card_texts_meld.pl: the side declared
    (FAB-1550) and the properties of the side played (FAB-1551).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_meld.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

%   Alice's turn: Comet Storm // Shock (cost 2, Meld) in her hand.
alice_turn(AP, RP, S) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:AP, resource_points:RP,
                       hand:["Comet Storm // Shock (red) [cs]", "Energy Potion [ep]"]},
                     _{name:"bob", hero:"Aurora", hand:["Burn Up // Shock (red) [bu]"]}]}, S).

play(Id, Side, M) :-
    M0 = _{player:"alice", action:"play", card:Id, from:"hand", pitch:[], discard:[]},
    (   Side == none -> M = M0 ; M = M0.put(side, Side) ).

legal_sides(S, Who, Id, Sides) :-
    findall(Side, ( flesh_and_blood:candidate(S, M),
                    get_dict(action, M, "play"), M.player == Who, M.card == Id,
                    flesh_and_blood:action_rules(play, Ids),
                    \+ ( member(Id1, Ids), flesh_and_blood:broken(Id1, S, M, _) ),
                    get_dict(side, M, Side) ), Sides0),
    sort(Sides0, Sides).

:- begin_tests(fab_meld_sides).

test(side_missing_breaks) :-
    alice_turn(1, 4, S),
    play("cs", none, M),
    assertion(flesh_and_blood:broken('FAB-1550', S, M, meld_side_missing(_))).

test(side_on_a_card_that_is_not_split_breaks) :-
    alice_turn(1, 4, S),
    play("ep", "left", M),
    assertion(flesh_and_blood:broken('FAB-1550', S, M, meld_side_not_split(_, "left"))),
    play("ep", none, M1),
    assertion(\+ flesh_and_blood:broken('FAB-1550', S, M1, _)).

test(each_side_declared_holds) :-
    alice_turn(1, 4, S),
    forall(member(Side, ["left", "right", "both"]),
           ( play("cs", Side, M),
             assertion(\+ flesh_and_blood:broken('FAB-1550', S, M, _)) )).

test(legal_moves_list_every_side, Sides == ["both", "left", "right"]) :-
    alice_turn(1, 4, S),
    legal_sides(S, "alice", "cs", Sides).

%   Without an action point only the instant side may be played
%   (FAB-306).
test(no_action_point_only_the_right_side, Sides == ["right"]) :-
    alice_turn(0, 4, S),
    legal_sides(S, "alice", "cs", Sides),
    play("cs", "left", M),
    assertion(flesh_and_blood:broken('FAB-306', S, M, _)).

%   With 3 resource points meld's cost of 4 is unpaid unless Energy
%   Potion is pitched (FAB-302); one side's cost of 2 is paid.
test(meld_costs_twice_the_base_cost, Pitches == [["ep"]]) :-
    alice_turn(1, 3, S),
    play("cs", "both", M),
    assertion(flesh_and_blood:broken('FAB-302', S, M, _)),
    play("cs", "left", ML),
    assertion(\+ flesh_and_blood:broken('FAB-302', S, ML, _)),
    findall(P, ( flesh_and_blood:candidate(S, C), get_dict(side, C, "both"), P = C.pitch ), Pitches0),
    sort(Pitches0, Pitches).                    % one candidate per pair of targets (FAB-1259)

test(side_values) :-
    C0 = _{id:"cs", name:"Comet Storm // Shock", color:"red"},
    flesh_and_blood:meld_side_card(_{side:"right"}, C0, R),
    assertion(R.type == "instant"), assertion(R.go_again == false),
    flesh_and_blood:meld_side_card(_{side:"both"}, C0, B),
    assertion(B.type == "action"), assertion(B.cost == 4),
    flesh_and_blood:meld_side_card(_{side:"left"}, C0, L),
    assertion(L.type == "action"),
    flesh_and_blood:card_cost(L, 2),
    flesh_and_blood:meld_side_card(_{}, C0, N),
    assertion(N == C0),
    %   Null // Shock: both sides instants, melded an instant
    flesh_and_blood:meld_side_card(_{side:"both"}, _{id:"n", name:"Null // Shock", color:"yellow"}, NB),
    assertion(NB.type == "instant").

%   "An instant card" (instant_card/1): the side played, or either side
%   melded (CR 9.2.3, 8.3.38c); not the catalog's Action and Instant of
%   both sides. Its left side alone is no instant; melded it is one; another
%   card by its types (Sigil of Solace an instant, Head Jab none).
test(an_instant_card_by_its_side) :-
    C0 = _{id:"as", name:"Arcane Seeds // Life", color:"red"},
    flesh_and_blood:meld_side_card(_{side:"both"}, C0, B),
    flesh_and_blood:meld_side_card(_{side:"left"}, C0, L),
    flesh_and_blood:meld_side_card(_{side:"right"}, C0, R),
    assertion(flesh_and_blood:instant_card(B)),
    assertion(flesh_and_blood:instant_card(R)),
    assertion(\+ flesh_and_blood:instant_card(L)),
    assertion(flesh_and_blood:instant_card(_{id:"x", name:"Sigil of Solace", color:"red"})),
    assertion(\+ flesh_and_blood:instant_card(_{id:"y", name:"Head Jab", color:"red"})).

%   Played right, the card is an instant: no action point spent; as it
%   resolves it goes to the graveyard with both sides again (no side).
test(right_side_resolves_to_the_graveyard_whole) :-
    alice_turn(1, 4, S0),
    play("cs", "right", M),
    next_events(flesh_and_blood, S0, M, S1, _),
    player_named(S1, "alice", A1),
    assertion(A1.action_points == 1),
    S1.stack = [L],
    assertion(L.card.side == "right"),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2, _),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3, Es),
    assertion(memberchk(event('FAB-310', card_resolved, _), Es)),
    player_named(S3, "alice", A3),
    A3.graveyard = [G],
    assertion(\+ get_dict(side, G, _)),
    assertion(\+ get_dict(type, G, _)).

%   Bob answers alice's Sigil of Solace with Shock, not with Burn Up.
test(instant_side_in_answer, Sides == ["right"]) :-
    short(_{turn_player:"alice", priority:"bob", passes:1,
            stack:[_{kind:"card", card:"Sigil of Solace (red) [ss]", controller:"alice"}],
            players:[_{name:"alice", hero:"Oscilio", action_points:0},
                     _{name:"bob", hero:"Aurora", hand:["Burn Up // Shock (red) [bu]"]}]}, S),
    legal_sides(S, "bob", "bu", Sides).

:- end_tests(fab_meld_sides).

:- begin_tests(fab_meld_arcane_seeds).

seeds(S) :-
    short(_{players:[_{name:"alice", hero:"Florian", action_points:1, life:15,
                       hand:["Arcane Seeds // Life (red) [as]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   Side played, then both players pass: the state after.
resolved(Side, Passes, S) :-
    seeds(S0),
    play("as", Side, M),
    next_events(flesh_and_blood, S0, M, S1, _),
    foldl(pass_once, Passes, S1, S).

pass_once(Who, S0, S) :-
    next_events(flesh_and_blood, S0, _{player:Who, action:"pass"}, S, _).

arena_names(S, Ns) :-
    player_named(S, "alice", A),
    ( get_dict(arena, A, Ar) -> true ; Ar = [] ),
    findall(N, ( member(C, Ar), N = C.name ), Ns).

test(modelled) :-
    assertion(\+ flesh_and_blood:unmodelled_card(_{name:"Arcane Seeds // Life", color:"red"})).

test(left_two_runechants_go_again, [Ns, AP, L] == [["Runechant", "Runechant"], 1, 15]) :-
    resolved("left", ["alice", "bob"], S),
    arena_names(S, Ns),
    player_named(S, "alice", A), AP = A.action_points, L = A.life.

test(right_one_life_no_go_again, [Ns, AP, L] == [[], 1, 16]) :-
    resolved("right", ["alice", "bob"], S),
    arena_names(S, Ns),
    player_named(S, "alice", A), AP = A.action_points, L = A.life.

test(melded_right_side_first, [Ns, AP, L, P] == [[], 0, 16, "alice"]) :-
    resolved("both", ["alice", "bob"], S),
    arena_names(S, Ns),
    player_named(S, "alice", A), AP = A.action_points, L = A.life,
    P = S.priority,
    S.stack = [Layer],
    assertion(Layer.meld_right_resolved == true).

test(melded_then_left_side, [Ns, AP, L, St] == [["Runechant", "Runechant"], 1, 16, []]) :-
    resolved("both", ["alice", "bob", "alice", "bob"], S),
    arena_names(S, Ns),
    player_named(S, "alice", A), AP = A.action_points, L = A.life,
    St = S.stack.

:- end_tests(fab_meld_arcane_seeds).

:- begin_tests(fab_meld_pulsing_aether).

aether(S) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:2, life:15,
                       hand:["Pulsing Aether // Life (red) [pa]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

aether_resolved(M, Passes, S) :-
    aether(S0),
    next_events(flesh_and_blood, S0, M, S1, _),
    foldl(pass_once, Passes, S1, S).

pass_once(Who, S0, S) :-
    next_events(flesh_and_blood, S0, _{player:Who, action:"pass"}, S, _).

lives(S, [A, B]) :-
    player_named(S, "alice", PA), A = PA.life,
    player_named(S, "bob", PB), B = PB.life.

test(modelled) :-
    assertion(\+ flesh_and_blood:unmodelled_card(_{name:"Pulsing Aether // Life", color:"red"})).

test(left_targets, Ls == [15, 16]) :-
    play("pa", "left", M0),
    aether(S0),
    assertion(flesh_and_blood:broken('FAB-622', S0, M0, _)),
    aether_resolved(M0.put(target, "rhinar"), ["alice", "bob"], S),
    lives(S, Ls).

test(right_no_target, Ls == [16, 20]) :-
    play("pa", "right", M0),
    aether(S0),
    assertion(flesh_and_blood:broken('FAB-622', S0, M0.put(target, "rhinar"), _)),
    aether_resolved(M0, ["alice", "bob"], S),
    lives(S, Ls).

test(melded_life_then_damage, [L1, L2] == [[16, 20], [16, 16]]) :-
    play("pa", "both", M0),
    M = M0.put(target, "rhinar"),
    aether_resolved(M, ["alice", "bob"], S1),
    lives(S1, L1),
    foldl(pass_once, ["alice", "bob"], S1, S2),
    lives(S2, L2).

:- end_tests(fab_meld_pulsing_aether).
