/*  plunit tests of cloaked equipment, read in
    rules.pl/flesh-and-blood/card_texts_cloaked.pl: a face-down equipment
    cannot defend and is hidden (FAB-1420), its abilities are not
    functional but those that turn it face up or work only face down
    (FAB-1421), its Ward prevents nothing (FAB-1422), such abilities only
    face down (FAB-1423) and the cost that turns it face up (FAB-1424),
    Skywalker Keikoi (FAB-1425), Aqua Seeing Shell (FAB-1426), Waves of
    Aqua Marine (FAB-1427), the start-of-turn destruction (FAB-1428) and
    the Heirlooms' choice (FAB-1429, FAB-1430), Uphold Tradition and
    Truths Retold (FAB-1431 ... FAB-1433).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_cloaked.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

ids(Cards, Ids) :-
    findall(Id, ( member(C, Cards), get_dict(id, C, Id) ), Ids).

face_down(Id, Name, _{id:Id, name:Name, face_up:false}).

%   Alice in her action phase with Equipment, Effects, Life.
alice_with(Equipment, Effects, Life, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, resource_points:3,
                       life:Life, equipment:Equipment},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate(Id, M) :-
    M = _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}.

:- begin_tests(fab_cloaked_read).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Skywalker Keikoi", "Aqua Seeing Shell", "Waves of Aqua Marine",
                            "Heirloom of Rabbit Hide", "Heirloom of Tiger Hide", "Uphold Tradition",
                            "Truths Retold"]),
                 flesh_and_blood:unmodelled_card(_{name:N}) ), Ns).

test(kimono_read_in_card_texts_hidden, true) :-     % fab_card_texts_hidden.plt
    \+ flesh_and_blood:unmodelled_card(_{name:"Koi Blessed Kimono"}).

test(new_game_equips_cloaked_face_down, true) :-
    flesh_and_blood:cloaked_equipped(_{id:"x", name:"Heirloom of Tiger Hide"}, C),
    C.face_up == false,
    flesh_and_blood:cloaked_equipped(_{id:"y", name:"Ironrot Helm"}, D),
    \+ get_dict(face_up, D, _).

:- end_tests(fab_cloaked_read).

:- begin_tests(fab_cloaked_hidden).

test(face_down_equipment_hidden_from_the_other, Paths == [[players, 0, equipment, 0]]) :-
    face_down("a-th", "Heirloom of Tiger Hide", E),
    alice_with([E], [], 20, S),
    findall(P, ( flesh_and_blood:hidden(S, "bob", P), P = [players|_] , nth0(2, P, equipment) ), Paths).
test(own_face_down_equipment_seen, Paths == []) :-
    face_down("a-th", "Heirloom of Tiger Hide", E),
    alice_with([E], [], 20, S),
    findall(P, ( flesh_and_blood:hidden(S, "alice", P), nth0(2, P, equipment) ), Paths).
test(face_up_equipment_public, Paths == []) :-
    alice_with([_{id:"a-th", name:"Heirloom of Tiger Hide", face_up:true}], [], 20, S),
    findall(P, ( flesh_and_blood:hidden(S, "bob", P), nth0(2, P, equipment) ), Paths).
test(activation_unseen_by_the_other, Why = unseen("alice", "activate", face_down_equipment("alice"), "bob")) :-
    face_down("a-sk", "Skywalker Keikoi", E),
    alice_with([E], [], 20, S),
    activate("a-sk", M),
    once(flesh_and_blood:depends_on_hidden(S, "bob", M, Why)).

:- end_tests(fab_cloaked_hidden).

:- begin_tests(fab_cloaked_abilities).

test(keikoi_face_down_shield, [Ids, Sh, Grave] == [[], ["a-sk"-1], ["a-sk"]]) :-
    face_down("a-sk", "Skywalker Keikoi", E),
    alice_with([E], [], 20, S0),
    activate("a-sk", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    findall(Src-N, ( member(X, S.effects), X.kind == "prevent_next_damage", Src = X.source, N = X.amount ), Sh),
    player_named(S, "alice", P),
    ids(P.graveyard, Grave).
test(keikoi_face_up_illegal, Ids == ['FAB-1423']) :-
    alice_with([_{id:"a-sk", name:"Skywalker Keikoi", face_up:true}], [], 20, S0),
    activate("a-sk", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(keikoi_default_face_up_illegal, Ids == ['FAB-1423']) :-
    alice_with(["Skywalker Keikoi [a-sk]"], [], 20, S0),
    activate("a-sk", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(shell_turned_face_up_draws, [Ids, Up, Rule, R] == [[], true, 'FAB-1424', 0]) :-
    face_down("a-sh", "Aqua Seeing Shell", E),
    alice_with([E], [], 20, S0),
    activate("a-sh", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    next_events(flesh_and_blood, S0, M, S1, Es),
    memberchk(event(Rule, cloaked_turned_face_up, _), Es),
    player_named(S1, "alice", P),
    P.equipment = [C|_],
    Up = C.face_up,
    R = P.resource_points.
test(shell_face_up_illegal, Ids == ['FAB-1423']) :-
    alice_with([_{id:"a-sh", name:"Aqua Seeing Shell", face_up:true}], [], 20, S0),
    activate("a-sh", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(face_down_ability_not_functional, Ids == ['FAB-1421']) :-
    %   Twinkle Toes (read, not cloaked) made face down: its ability works only face up
    alice_with([_{id:"t", name:"Twinkle Toes", face_up:false}],
               [_{kind:"instant_played", player:"alice", source:"x"}], 20, S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(face_down_cannot_defend, Ids == ['FAB-1420']) :-
    face_down("b-th", "Heirloom of Tiger Hide", E),
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:[E]}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-th"]}, Ids).
test(face_up_defends, Ids == []) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Heirloom of Tiger Hide [b-th]"]}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-th"]}, Ids).

:- end_tests(fab_cloaked_abilities).

:- begin_tests(fab_cloaked_ward).

ward_case(FaceUp, Life, Eq) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar",
                       equipment:[_{id:"b-rh", name:"Heirloom of Rabbit Hide", face_up:FaceUp}]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", P),
    Life = P.life,
    ids(P.equipment, Eq).

test(face_down_ward_prevents_nothing, [Life, Eq] == [17, ["b-rh"]]) :-
    ward_case(false, Life, Eq).
test(face_up_ward_prevents, [Life, Eq] == [20, []]) :-
    ward_case(true, Life, Eq).

:- end_tests(fab_cloaked_ward).

:- begin_tests(fab_cloaked_start).

start_case(Life, Equipment, S) :-
    short(_{turn:3, phase:"start",
            players:[_{name:"alice", hero:"Rhinar", life:Life, equipment:Equipment},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

test(face_up_shell_destroyed, [Eq, Grave] == [[], ["a-sh"]]) :-
    start_case(20, [_{id:"a-sh", name:"Aqua Seeing Shell", face_up:true}], S),
    player_named(S, "alice", P),
    ids(P.equipment, Eq),
    ids(P.graveyard, Grave).
test(face_down_waves_stays, [Eq, Phase] == [["a-wv"], "action"]) :-
    start_case(20, [_{id:"a-wv", name:"Waves of Aqua Marine", face_up:false}], S),
    player_named(S, "alice", P),
    ids(P.equipment, Eq),
    Phase = S.phase.
test(heirloom_asked_at_one_life, Choice == "cloaked_face_up") :-
    start_case(1, [_{id:"a-rh", name:"Heirloom of Rabbit Hide", face_up:false}], S),
    Choice = S.pending.choice.
test(heirloom_not_asked_at_two_life, Phase == "action") :-
    start_case(2, [_{id:"a-rh", name:"Heirloom of Rabbit Hide", face_up:false}], S),
    \+ flesh_and_blood:pending(S, _),
    Phase = S.phase.
test(heirloom_face_up_not_asked, Phase == "action") :-
    start_case(1, ["Heirloom of Rabbit Hide [a-rh]"], S),
    Phase = S.phase.
test(heirloom_choice_hidden_from_the_other, true) :-
    start_case(1, [_{id:"a-rh", name:"Heirloom of Rabbit Hide", face_up:false}], S),
    flesh_and_blood:hidden(S, "bob", [pending, source]),
    \+ flesh_and_blood:hidden(S, "alice", [pending, source]).
test(heirloom_mode_1_face_up, Up == true) :-
    start_case(1, [_{id:"a-rh", name:"Heirloom of Rabbit Hide", face_up:false}], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:1}, S),
    player_named(S, "alice", P),
    P.equipment = [C],
    Up = C.face_up.
test(heirloom_mode_3_illegal, Ids == ['FAB-1430']) :-
    start_case(1, [_{id:"a-rh", name:"Heirloom of Rabbit Hide", face_up:false}], S1),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:3}, Ids).

:- end_tests(fab_cloaked_start).

:- begin_tests(fab_cloaked_pick).

%   Alice activates face-down Card (Uphold Tradition or Truths Retold)
%   with Arena and Graveyard; both players pass: the state and events.
pick_case(Name, Arena, Graveyard, S, Es) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       equipment:[_{id:"a-c", name:Name, face_up:false}],
                       arena:Arena, graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    activate("a-c", M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Es).

test(uphold_no_ward_aura_nothing, Ev == cloaked_pick_none) :-
    pick_case("Uphold Tradition", ["Sigil of Forethought (blue) [a-sf]"], [], _, Es),
    member(event('FAB-1431', Ev, _), Es), !.
test(uphold_two_names_asked, Choice == "cloaked_ward_aura") :-
    pick_case("Uphold Tradition", ["Spectral Shield [a-s1]", "Haze Shelter (red) [a-h]"], [], S, _),
    Choice = S.pending.choice.
test(truths_one_aura_to_bottom, [Grave, Last] == [["a-g2"], "a-g1"]) :-
    pick_case("Truths Retold", [], ["Sigil of Forethought (blue) [a-g1]", "Sink Below (red) [a-g2]"], S, _),
    player_named(S, "alice", P),
    ids(P.graveyard, Grave),
    last(P.deck, D),
    Last = D.id.
test(truths_unknown_graveyard_said, Ev == cloaked_pick_unknown) :-
    pick_case("Truths Retold", [], ["?"], _, Es),
    member(event('FAB-1432', Ev, _), Es), !.

:- end_tests(fab_cloaked_pick).
