/*  plunit tests of the Oscilio Blitz Deck card texts Flesh and Blood reads
    in rules.pl/flesh-and-blood/card_texts_oscilio.pl: Sigil of
    Forethought (FAB-1310), Ink-lined Cloak (FAB-1311, FAB-1312), an
    instant card played (FAB-1313), Twinkle Toes (FAB-1314, FAB-1315).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_oscilio.plt')" -g run_tests -t halt
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

%   Alice, in her action phase with Equipment, Arena, Hand and Effects,
%   and bob with BobArena: the position.
alice_with(Equipment, Arena, Hand, Effects, BobArena, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:Equipment,
                       arena:Arena, hand:Hand},
                     _{name:"bob", hero:"Rhinar", arena:BobArena}]}, S).

activate(Id, M) :-
    M = _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}.

%   Move M, then both players pass: the state after.
resolved(S0, M, S) :-
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_oscilio_read).

test(modelled, Ns == []) :-
    findall(N, ( member(N-Colour, ["Sigil of Forethought"-"blue", "Ink-lined Cloak"-none,
                                   "Twinkle Toes"-none]),
                 C0 = _{name:N},
                 ( Colour == none -> C = C0 ; C = C0.put(color, Colour) ),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

:- end_tests(fab_oscilio_read).

:- begin_tests(fab_oscilio_forethought).

test(destroyed_at_action_phase_leaves_ponder, [Arena, Grave, Rule] == [["Ponder"], ["a-sf"], 'FAB-1081']) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Dorinthea", arena:["Sigil of Forethought (blue) [a-sf]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Es),
    player_named(S, "alice", P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Arena),
    ids(P.graveyard, Grave),
    memberchk(event(Rule, left_arena_token_created, _), Es).

:- end_tests(fab_oscilio_forethought).

:- begin_tests(fab_oscilio_cloak).

test(with_sigil_legal_gains_resource, [Ids, R, Eq] == [[], 1, []]) :-
    alice_with(["Ink-lined Cloak [c]"], ["Sigil of Forethought (blue) [s]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    player_named(S, "alice", P),
    R = P.resource_points,
    ids(P.equipment, Eq).
test(sigil_token_name_counts, Ids == []) :-
    alice_with(["Ink-lined Cloak [c]"], ["Sigil of Lightning (blue) [s]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(without_sigil_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], ["Ponder [p]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(other_players_sigil_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], [], [], [], ["Sigil of Forethought (blue) [s]"], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(sigil_in_hand_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).

:- end_tests(fab_oscilio_cloak).

:- begin_tests(fab_oscilio_toes).

test(no_instant_illegal, Ids == ['FAB-1315']) :-
    alice_with(["Twinkle Toes [t]"], [], [], [], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(record_legal_shield, [Ids, Sh] == [[], ["t"-2]]) :-
    alice_with(["Twinkle Toes [t]"], [], [], [_{kind:"instant_played", player:"alice", source:"x"}], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    findall(Src-N, ( member(E, S.effects), E.kind == "prevent_next_damage", Src = E.source, N = E.amount ), Sh).
test(other_players_record_illegal, Ids == ['FAB-1315']) :-
    alice_with(["Twinkle Toes [t]"], [], [], [_{kind:"instant_played", player:"bob", source:"x"}], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(instant_played_recorded, [Ids, Rec] == [[], ["alice"-"s"]]) :-
    alice_with(["Twinkle Toes [t]"], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1, Es),
    memberchk(event('FAB-1313', turn_recorded, _), Es),
    findall(W-Src, ( member(E, S1.effects), E.kind == "instant_played", W = E.player, Src = E.source ), Rec),
    activate("t", M),
    violation_ids(flesh_and_blood, S1, M, Ids).
test(action_card_not_recorded, Rec == []) :-
    alice_with(["Twinkle Toes [t]"], [], ["Sigil of Deadwood (blue) [s]"], [], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1),
    findall(E, ( member(E, S1.effects), E.kind == "instant_played" ), Rec).
test(no_reader_no_record, Rec == []) :-
    alice_with([], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1),
    findall(E, ( member(E, S1.effects), E.kind == "instant_played" ), Rec).
test(record_of_either_player_valid, true) :-
    alice_with([], [], [], [_{kind:"instant_played", player:"bob", source:"x"}], [], S),
    \+ flesh_and_blood:invalid('FAB-115', S, _, _).

test(arena_sigil_unknown, Name == "Sigil of Forethought") :-
    alice_with(["Twinkle Toes [t]"], ["Sigil of Forethought (blue) [g]"], [], [], [], S),
    activate("t", M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], About, _)),
    Name = About.name.
test(graveyard_instant_unknown, Name == "Sigil of Forethought") :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Twinkle Toes [t]"],
                       graveyard:["Sigil of Forethought (blue) [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("t", M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], About, _)),
    Name = About.name.
test(graveyard_action_certain, fail) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Twinkle Toes [t]"],
                       graveyard:["Sigil of Deadwood (blue) [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("t", M),
    flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], _, _).

:- end_tests(fab_oscilio_toes).
