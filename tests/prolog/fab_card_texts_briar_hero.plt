/*  plunit tests of Briar's hero text, read in
    rules.pl/flesh-and-blood/card_texts_briar_hero.pl: the Embodiment of
    Earth the first time each turn (FAB-1434), the Embodiment of
    Lightning for the second 'non-attack' action card (FAB-1435).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_briar_hero.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(C, P.arena), get_dict(name, C, N) ), Ns).

card_in(S, Id, C) :-
    flesh_and_blood:state_card(S, C),
    flesh_and_blood:card_id(C, Id), !.

%   Alice (hero Hero) with an attack action card, a weapon and a
%   'non-attack' action card in hand; bob; the turn's effects Es.
briar_state(Hero, Es, S) :-
    short(_{turn_player:"alice", effects:Es,
            players:[_{name:"alice", hero:Hero, weapons:["Rosetta Thorn [a-rt]"],
                       hand:["Entwine Earth (red) [a-ee]", "Weave Earth (red) [a-we]", "Flash (red) [a-fl]"],
                       graveyard:["Burgeoning (red) [a-bg]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S).

dealt(S0, SrcId, Who, D, S, Events) :-
    card_in(S0, SrcId, C),
    phrase(flesh_and_blood:briar_damage_dealt(S0, dsrc(C, "alice"), Who, D, S), Events).

:- begin_tests(fab_briar_earth).

test(attack_action_card_first_time, Ns-Rec == ["Embodiment of Earth"]-true) :-
    briar_state("Briar [a-hero]", [], S0),
    dealt(S0, "a-ee", "bob", 3, S, _),
    arena_names(S, "alice", Ns),
    ( flesh_and_blood:turn_record(S, "attack_action_damage_to_opponent", "alice") -> Rec = true ; Rec = false ).

test(warden_of_thorns_too, Ns == ["Embodiment of Earth"]) :-
    briar_state("Briar, Warden of Thorns [a-hero]", [], S0),
    dealt(S0, "a-ee", "bob", 3, S, _),
    arena_names(S, "alice", Ns).

test(source_by_id, Ns == ["Embodiment of Earth"]) :-
    briar_state("Briar [a-hero]", [], S0),
    phrase(flesh_and_blood:briar_damage_dealt(S0, dsrc("a-bg", "alice"), "bob", 2, S), _),
    arena_names(S, "alice", Ns).

test(weapon_makes_none, Ns == []) :-
    briar_state("Briar [a-hero]", [], S0),
    dealt(S0, "a-rt", "bob", 2, S, _),
    arena_names(S, "alice", Ns).

test(non_attack_action_makes_none, Ns == []) :-
    briar_state("Briar [a-hero]", [], S0),
    dealt(S0, "a-we", "bob", 2, S, _),
    arena_names(S, "alice", Ns).

test(own_hero_makes_none, Ns == []) :-
    briar_state("Briar [a-hero]", [], S0),
    dealt(S0, "a-ee", "alice", 2, S, _),
    arena_names(S, "alice", Ns).

test(prevented_all_makes_none, Ns == []) :-
    briar_state("Briar [a-hero]", [], S0),
    dealt(S0, "a-ee", "bob", 0, S, _),
    arena_names(S, "alice", Ns).

test(other_hero_makes_none, Ns == []) :-
    briar_state("Dorinthea [a-hero]", [], S0),
    dealt(S0, "a-ee", "bob", 3, S, _),
    arena_names(S, "alice", Ns).

test(second_time_makes_none, Ns-Ev == []-true) :-
    briar_state("Briar [a-hero]", [_{kind:"attack_action_damage_to_opponent", player:"alice", source:"a-bg"}], S0),
    dealt(S0, "a-ee", "bob", 3, S, Events),
    arena_names(S, "alice", Ns),
    ( memberchk(event('FAB-1434', briar_earth_not_first, _), Events) -> Ev = true ; Ev = false ).

%   A chain link of alice's whose attack action card dealt damage: the
%   first time is past (a position given in the middle of the turn).
test(chain_link_damage_first_time_past, Ns == []) :-
    short(_{turn_player:"alice",
            chain:_{step:"resolution", links:[_{attack:"Burgeoning (red) [a-bg]", controller:"alice", defender:"bob", defending:[], damage:6}]},
            players:[_{name:"alice", hero:"Briar [a-hero]", hand:["Entwine Earth (red) [a-ee]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    dealt(S0, "a-ee", "bob", 3, S, _),
    arena_names(S, "alice", Ns).

%   Through hero_damaged//8, as every damage is dealt.
test(through_hero_damaged, Ns-L == ["Embodiment of Earth"]-16) :-
    briar_state("Briar [a-hero]", [], S0),
    card_in(S0, "a-ee", C),
    phrase(flesh_and_blood:hero_damaged(S0, dsrc(C, "alice"), "bob", 4, _, _, L, S), _),
    arena_names(S, "alice", Ns).

:- end_tests(fab_briar_earth).

:- begin_tests(fab_briar_lightning).

played(S0, Id, S) :-
    card_in(S0, Id, C),
    phrase(flesh_and_blood:briar_hero_played_text(S0, "alice", C, S), _).

test(first_makes_none_and_is_recorded, Ns-N == []-1) :-
    briar_state("Briar [a-hero]", [], S0),
    played(S0, "a-we", S),
    arena_names(S, "alice", Ns),
    flesh_and_blood:non_attack_action_ids(S, "alice", Ids), length(Ids, N).

test(second_makes_lightning, Ns == ["Embodiment of Lightning"]) :-
    briar_state("Briar [a-hero]", [_{kind:"non_attack_action_played", player:"alice", source:"a-x"}], S0),
    played(S0, "a-fl", S),
    arena_names(S, "alice", Ns).

test(third_makes_none, Ns == []) :-
    briar_state("Briar [a-hero]", [_{kind:"non_attack_action_played", player:"alice", source:"a-x"},
                                   _{kind:"non_attack_action_played", player:"alice", source:"a-y"}], S0),
    played(S0, "a-fl", S),
    arena_names(S, "alice", Ns).

test(attack_action_card_not_counted, Ns == []) :-
    briar_state("Briar [a-hero]", [_{kind:"non_attack_action_played", player:"alice", source:"a-x"}], S0),
    played(S0, "a-ee", S),
    arena_names(S, "alice", Ns).

test(other_hero_makes_none, Ns == []) :-
    briar_state("Dorinthea [a-hero]", [_{kind:"non_attack_action_played", player:"alice", source:"a-x"}], S0),
    played(S0, "a-fl", S),
    arena_names(S, "alice", Ns).

:- end_tests(fab_briar_lightning).
