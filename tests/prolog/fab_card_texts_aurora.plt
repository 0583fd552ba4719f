/*  plunit tests of the Aurora Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_aurora.pl): Lightning Surge
    (FAB-1061), Runehold Release (FAB-1062), Hocus Pocus (FAB-1063),
    Lightning Form (FAB-1064).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_aurora.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", hand:[Short]}, _{name:"bob", hero:"Dorinthea"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Ns).

%   Alice's Card waits on the stack (played from From) with Effects this
%   turn, a chain in its layer step; bob passes and it resolves: the
%   state after and its events.
resolved_from(Card, From, Effects, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects, chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice", from:From}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

%   Alice's Attack, defended by Defending, hits or not: bob passes in the
%   reaction step; the state after and its events.
damage_step(Attack, Defending, S, Es) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

:- begin_tests(fab_aurora).

test(modelled_now, Ns == []) :-
    findall(N, ( member(N, ["Lightning Surge (red)", "Lightning Surge (yellow)", "Runehold Release",
                            "Hocus Pocus (blue)", "Lightning Form (red)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(lightning_surge_from_arsenal_go_again, [G, R] == [true, 'FAB-1061']) :-
    resolved_from("Lightning Surge (red) [s]", "arsenal", [], S, Es),
    last(S.chain.links, L), G = L.go_again,
    memberchk(event(R, arsenal_go_again, _), Es).
test(lightning_surge_from_hand_no_go_again, G == false) :-
    resolved_from("Lightning Surge (red) [s]", "hand", [], S, _),
    last(S.chain.links, L), G = L.go_again.
test(lightning_surge_unread_no_go_again, G == false) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:_{id:"s", name:"Lightning Surge", color:"red", text_read:false},
                     controller:"alice", from:"arsenal"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L), G = L.go_again.

test(runehold_release_runechant, [Ns, AP, Eq, R] == [["Runechant"], 1, [], 'FAB-1062']) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", equipment:["Runehold Release [r]"]}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"r", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Es),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P),
    AP = P.action_points, Eq = P.equipment,
    memberchk(event(R, token_made_by_ability, _), Es).

test(hocus_pocus_attacks_runechant, [Ns, R] == [["Runechant"], 'FAB-1063']) :-
    resolved_from("Hocus Pocus (blue) [h]", "hand", [], S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, token_created, _), Es).
test(hocus_pocus_its_runechant_waits, Life == 20) :-
    resolved_from("Hocus Pocus (red) [h]", "hand", [], S, _),
    player_named(S, "bob", P), Life = P.life.

test(lightning_form_hit_embodiment, [Ns, R] == [["Embodiment of Lightning"], 'FAB-1064']) :-
    damage_step("Lightning Form (blue) [f]", [], S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, hit_token_created, _), Es).
test(lightning_form_blocked_nothing, Ns == []) :-
    damage_step("Lightning Form (blue) [f]", ["Head Jab (red) [j]", "Head Jab (blue) [k]"], S, _),
    arena_names(S, "alice", Ns).

:- end_tests(fab_aurora).
