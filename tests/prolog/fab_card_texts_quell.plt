/*  plunit tests of Quell (rules.pl/flesh-and-blood/card_texts_quell.pl):
    the quell choice (FAB-648), the prevent move's cards (FAB-649), the
    destruction at the beginning of the end phase (FAB-650), the
    position (FAB-651).  Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_quell.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Who, P) :-
    member(P, S.players),
    P.name == Who,
    !.

state_violation_ids(S0, Ids) :-
    short(S0, S),
    state_errors(flesh_and_blood, S, Es),
    maplist([E, Id]>>get_dict(rule, E, Id), Es, Ids0),
    sort(Ids0, Ids).

ids(Cs, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

%   Bob's reaction step ends (his pass): Wounding Blow (red, power 4)
%   undefended, bob with Equipment and Hand.
damage_due(Equipment, Hand, S) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction",
                    links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Katsu", equipment:Equipment, hand:Hand}]}, S).

slippers_waiting(S) :-
    damage_due(["Quelling Slippers [b-legs]"], ["Sink Below (red) [b-sink]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_quell_choice).

test(modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{id:"x", name:"Quelling Slippers"}).
test(quell_of_the_slippers, N == 1) :-
    flesh_and_blood:card_keyword_value(_{id:"x", name:"Quelling Slippers"}, "Quell", N).
test(combat_damage_waits) :-
    slippers_waiting(S),
    Pd = S.pending,
    assertion(Pd.choice == "quell"),
    assertion(Pd.player == "bob"),
    assertion(Pd.amount == 4),
    assertion(Pd.of == "combat"),
    assertion(state_errors(flesh_and_blood, S, [])),
    player_named(S, "bob", P),
    assertion(P.life == 20).
test(candidates, Ms == [[]-[], ["b-legs"]-["b-sink"]]) :-
    slippers_waiting(S),
    findall(Cs-Pitch, ( flesh_and_blood:candidate(S, M), get_dict(action, M, "prevent"),
                        get_dict(cards, M, Cs), get_dict(pitch, M, Pitch) ), Ms0),
    msort(Ms0, Ms).
test(quelled) :-
    slippers_waiting(S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["b-legs"], pitch:["b-sink"]},
                S, Events),
    player_named(S, "bob", P),
    assertion(P.life == 17),
    ids(P.pitch, Pitch),
    assertion(Pitch == ["b-sink"]),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-legs"]),
    assertion(\+ get_dict(pending, S, _)),
    assertion(S.chain.step == "damage"),
    assertion(memberchk(_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:S0.turn}, S.effects)),
    assertion(memberchk(event('FAB-648', quell_prevented,
                              _{player:"bob", card:"b-legs", n:1, damage:4, prevented:1, left:3}), Events)),
    assertion(memberchk(event('FAB-503', damage_dealt, _{player:"alice", attack:"a-blow", defender:"bob", power:4,
                                                         defense:0, damage:3, prevented:1, step:"damage"}), Events)).
test(declined) :-
    slippers_waiting(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:[], pitch:[]}, S),
    player_named(S, "bob", P),
    assertion(P.life == 16),
    assertion(S.effects == []),
    assertion(S.chain.step == "damage").
test(cannot_pay_no_choice) :-
    damage_due(["Quelling Slippers [b-legs]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    assertion(\+ get_dict(pending, S, _)),
    player_named(S, "bob", P),
    assertion(P.life == 16).
test(no_damage_no_choice) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction",
                    links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false,
                             defending:["Sink Below (red) [b-sink]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"],
                       hand:["Sink Below (red) [b-two]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    assertion(\+ get_dict(pending, S, _)).
test(other_moves_wait, Ids == ['FAB-203', 'FAB-207']) :-
    slippers_waiting(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"pass"}, Ids).

%   Steelblade Shunt resolves (alice's pass): its 1 damage to alice, who
%   has the Slippers, waits for her quell choice, of "text" (FAB-584).
test(text_damage_waits) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[]}]},
            stack:[_{kind:"card", card:"Steelblade Shunt (red) [b-shunt]", controller:"bob"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                       equipment:["Quelling Slippers [a-legs]"], hand:["Sink Below (red) [a-sink]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    assertion(S1.pending.choice == "quell"),
    assertion(S1.pending.of == "text"),
    assertion(state_errors(flesh_and_blood, S1, [])),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"prevent", cards:["a-legs"], pitch:["a-sink"]}, S),
    player_named(S, "alice", P),
    assertion(P.life == 20),
    assertion(\+ get_dict(pending, S, _)).

:- end_tests(fab_quell_choice).

:- begin_tests(fab_quell_ward).

%   1 damage (Wounding Blow against Sink Below's 3): bob has Quelling
%   Slippers and a Ward 1 head (Diadem of Dreamstate is Ward 2 ... any
%   Ward permanent).
one_damage(S) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction",
                    links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false,
                             defending:[_{id:"b-def", name:"Sink Below", color:"red", defense:3}]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Katsu", life:10,
                       equipment:["Quelling Slippers [b-legs]", "Diadem of Dreamstate [b-head]"],
                       hand:["Sink Below (red) [b-sink]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(quell_first_saves_the_ward) :-
    one_damage(S0),
    assertion(S0.pending.choice == "quell"),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["b-legs"], pitch:["b-sink"]}, S),
    player_named(S, "bob", P),
    assertion(P.life == 10),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-legs", "b-head"]).
test(ward_alone_destroyed) :-
    one_damage(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:[], pitch:[]}, S),
    player_named(S, "bob", P),
    assertion(P.life == 10),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-legs"]),
    assertion(S.effects == []).
test(ward_and_quell_unneeded, Ids == ['FAB-649']) :-
    one_damage(S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"prevent", cards:["b-head", "b-legs"],
                                        pitch:["b-sink"]}, Ids).
test(ward_alone_named, Ids == ['FAB-649']) :-
    one_damage(S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"prevent", cards:["b-head"], pitch:[]}, Ids).
test(not_a_quell, Ids == ['FAB-649']) :-
    one_damage(S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"prevent", cards:["b-def"], pitch:[]}, Ids).

:- end_tests(fab_quell_ward).

:- begin_tests(fab_quell_end_phase).

test(destroyed_at_end_phase) :-
    short(_{phase:"end", turn:3,
            effects:[_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:3}],
            players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"]}]}, S0),
    assertion(state_errors(flesh_and_blood, S0, [])),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S, Events),
    player_named(S, "bob", P),
    assertion(P.equipment == []),
    ids(P.graveyard, G),
    assertion(G == ["b-legs"]),
    assertion(\+ ( member(E, S.effects), get_dict(kind, E, "quell_destroys") )),
    assertion(memberchk(event('FAB-650', quell_destroyed, _{player:"bob", card:"b-legs", to:"graveyard"}), Events)).
test(used_in_the_end_phase_waits_a_turn) :-
    short(_{phase:"end", turn:3,
            effects:[_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:4}],
            players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S),
    player_named(S, "bob", P),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-legs"]),
    assertion(memberchk(_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:4}, S.effects)).
test(bloodrot_pox_quelled_waits_a_turn) :-
    short(_{phase:"end", turn:3,
            pending:_{choice:"unless_pay", player:"alice", controller:"alice", source:"Bloodrot Pox [pox]",
                      cost:3, damage:2},
            players:[_{name:"alice", hero:"Rhinar", equipment:["Quelling Slippers [a-legs]"],
                       hand:["Sink Below (blue) [a-1]", "Sink Below (red) [a-2]"]},
                     _{name:"bob", hero:"Katsu"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S1),
    assertion(S1.pending.choice == "quell"),
    assertion(S1.pending.of == "unless_pay"),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"prevent", cards:["a-legs"], pitch:["a-2"]}, S),
    player_named(S, "alice", P),
    assertion(P.life == 19),
    assertion(memberchk(_{kind:"quell_destroys", player:"alice", card:"a-legs", turn:4}, S.effects)),
    assertion(state_errors(flesh_and_blood, S1, [])),
    assertion(state_errors(flesh_and_blood, S, [])),
    next_state(flesh_and_blood, S, _{player:"alice", action:"end_turn"}, S2),
    assertion(S2.turn == 4),
    assertion(state_errors(flesh_and_blood, S2, [])),
    player_named(S2, "alice", P2),
    ids(P2.equipment, Eq),
    assertion(Eq == ["a-legs"]).

:- end_tests(fab_quell_end_phase).

:- begin_tests(fab_quell_arcane).

%   A Runechant's arcane damage (FAB-210): Quell joins Arcane Barrier
%   and Spellvoid in the arcane_damage choice (FAB-526).
test(arcane_choice_offers_quell) :-
    short(_{pending:_{choice:"arcane_damage", player:"bob", controller:"alice",
                      source:_{id:"rune", name:"Runechant", type:"token"}, amount:1},
            players:[_{name:"alice", hero:"Viserai"},
                     _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"],
                       hand:["Sink Below (red) [b-sink]"]}]}, S0),
    findall(Cs1, ( flesh_and_blood:candidate(S0, M), get_dict(action, M, "prevent"), get_dict(cards, M, Cs1) ), Cs0),
    msort(Cs0, Cs),
    assertion(Cs == [[], ["b-legs"]]),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["b-legs"], pitch:["b-sink"]}, S),
    player_named(S, "bob", P),
    assertion(P.life == 20),
    assertion(memberchk(_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:S0.turn}, S.effects)).

:- end_tests(fab_quell_arcane).

:- begin_tests(fab_quell_position).

test(quell_effect_of_no_quell, Ids == ['FAB-651']) :-
    state_violation_ids(_{phase:"end", turn:3,
            effects:[_{kind:"quell_destroys", player:"bob", card:"b-x", turn:3}],
            players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Katsu", equipment:["Silken Shawl [b-x]"]}]}, Ids).
test(quell_effect_of_a_later_turn, Ids == ['FAB-651']) :-
    state_violation_ids(_{turn:3,
            effects:[_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:4}],
            players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"]}]}, Ids).
test(quell_choice_without_quell, Ids == ['FAB-651']) :-
    state_violation_ids(_{priority:"bob", passes:1,
            chain:_{step:"reaction",
                    links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false}]},
            pending:_{choice:"quell", player:"bob", controller:"alice", amount:4, of:"combat",
                      power:4, defense:0},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Katsu", hand:["Sink Below (red) [b-sink]"]}]}, Ids).

:- end_tests(fab_quell_position).
