/*  plunit tests of the source of damage (rules.pl/flesh-and-blood/
    damage_source.pl) and the texts that ask it, read in
    rules.pl/flesh-and-blood/card_texts_source.pl: Oasis Respite
    (FAB-1147 ... FAB-1149).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_source.plt')" -g run_tests -t halt
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

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

moves(S0, Ms, S) :-
    foldl([M, T0, T]>>once(next_state(flesh_and_blood, T0, M, T)), Ms, S0, S).

:- begin_tests(fab_damage_source).

%   Bob's hero, 20 life, with a shield of 4 for the damage of From.
shielded(From, S) :-
    short(_{effects:[_{kind:"prevent_next_damage", player:"bob", amount:4, source:"b-oasis", from:From}],
            players:[_{name:"alice", hero:"Dorinthea [a-hero]", arena:["Runechant [a-rune]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S).

test(shield_applies_to_its_source_only, Ns == [4-true, 0-false, 4-any]) :-
    shielded("a-rune", S),
    findall(N-Which, ( member(Src-Which, [dsrc("a-rune", "alice")-true, dsrc("a-hero", "alice")-false, any-any]),
                       (   flesh_and_blood:shield_effect(S, Src, "bob", _, N0) -> N = N0 ; N = 0 ) ), Ns).

test(other_source_dealt_in_full, L == 17) :-
    shielded("a-rune", S0),
    phrase(flesh_and_blood:hero_damaged(S0, dsrc("a-hero", "alice"), "bob", 3, _, _, L, _), _).

test(chosen_source_prevented, D-Left == 1-0) :-
    shielded("a-rune", S0),
    phrase(flesh_and_blood:hero_damaged(S0, dsrc("a-rune", "alice"), "bob", 5, D, _, _, S), _),
    (   flesh_and_blood:shield_effect(S, any, "bob", _, Left0) -> Left = Left0 ; Left = 0 ).

%   An unbound shield applies to every source (CR 6.4.10d), as before.
test(unbound_shield_any_source, N == 2) :-
    short(_{effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-trip"}],
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:shield_effect(S, dsrc("x", "alice"), "bob", _, N).

%   The pending combat damage's source is the active link's attack.
test(pending_combat_source, Id-Who == "a-hp"-"alice") :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:pending_damage_source(S, _{choice:"ward", player:"bob", controller:"alice", of:"combat", amount:3}, Src),
    flesh_and_blood:damage_source_id(Src, Id),
    flesh_and_blood:damage_source_controller(Src, Who).

%   A Ward permanent beside a shield for another source: the order does
%   not matter for this damage (the shield does not apply).
test(ward_order_without_other_sources_shield, [fail]) :-
    short(_{effects:[_{kind:"prevent_next_damage", player:"bob", amount:4, source:"b-oasis", from:"a-hero"}],
            players:[_{name:"alice", hero:"Dorinthea [a-hero]"},
                     _{name:"bob", hero:"Rhinar", arena:["Spectral Shield [b-ss]"]}]}, S),
    flesh_and_blood:ward_order_needed(S, dsrc("a-hp", "alice"), "bob", 1).
test(ward_order_with_own_sources_shield) :-
    short(_{effects:[_{kind:"prevent_next_damage", player:"bob", amount:4, source:"b-oasis", from:"a-hp"}],
            players:[_{name:"alice", hero:"Dorinthea [a-hero]"},
                     _{name:"bob", hero:"Rhinar", arena:["Spectral Shield [b-ss]"]}]}, S),
    flesh_and_blood:ward_order_needed(S, dsrc("a-hp", "alice"), "bob", 1).

:- end_tests(fab_damage_source).

:- begin_tests(fab_oasis_respite).

%   Bob's Oasis Respite (Colour) at Target resolves in alice's reaction
%   step; bob at BobLife.
oasis(Colour, Target, BobLife, S) :-
    format(string(C), "Oasis Respite (~w) [b-oasis]", [Colour]),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
            stack:[_{kind:"card", card:C, controller:"bob", target:Target}],
            players:[_{name:"alice", hero:"Dorinthea [a-hero]", action_points:0,
                       hand:["Head Jab (red) [a-jab]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]", life:BobLife}]}, S0),
    once(next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S)).

test(source_asked_of_its_player, C-W-N-T == "source_oasis_from"-"bob"-3-"alice") :-
    oasis(yellow, "a-hero", 20, S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice, W = Pd.player, N = Pd.amount, T = Pd.damaged_player.

test(sources_offered, Ids == ["a-hero", "a-hp", "b-hero", "b-oasis"]) :-
    oasis(red, "b-hero", 20, S),
    findall(Id, flesh_and_blood:choice_candidate("target", S, _{player:"bob", action:"target", card:Id}), Ids0),
    msort(Ids0, Ids).

test(hand_card_refused) :-
    oasis(red, "b-hero", 20, S),
    flesh_and_blood:broken('FAB-1148', S, _{player:"bob", action:"target", card:"a-jab"}, _).
test(table_card_accepted, [fail]) :-
    oasis(red, "b-hero", 20, S),
    flesh_and_blood:broken('FAB-1148', S, _{player:"bob", action:"target", card:"a-hp"}, _).

test(shield_from_the_source, Ps == [amount-2, from-"a-hp", kind-"prevent_next_damage", player-"bob", source-"b-oasis"]) :-
    oasis(blue, "b-hero", 20, S0),
    moves(S0, [_{player:"bob", action:"target", card:"a-hp"}], S),
    flesh_and_blood:effects(S, Es),
    once(( member(E, Es), get_dict(from, E, _) )),
    dict_pairs(E, _, Ps).

%   As much life as alice: no life waits.
test(no_gain_at_equal_life, [fail]) :-
    oasis(red, "b-hero", 20, S0),
    moves(S0, [_{player:"bob", action:"target", card:"a-hp"}], S),
    flesh_and_blood:pending(S, _).

test(gain_taken, L == 11) :-
    oasis(red, "b-hero", 10, S0),
    moves(S0, [_{player:"bob", action:"target", card:"a-hp"},
               _{player:"bob", action:"mode", mode:1}], S),
    life(S, "bob", L).

test(gain_declined, L == 10) :-
    oasis(red, "b-hero", 10, S0),
    moves(S0, [_{player:"bob", action:"target", card:"a-hp"},
               _{player:"bob", action:"mode", mode:2}], S),
    life(S, "bob", L).

%   Aimed at alice (20 life, more than bob's 10): she gains nothing.
test(gain_not_for_the_healthier_target, [fail]) :-
    oasis(red, "a-hero", 10, S0),
    moves(S0, [_{player:"bob", action:"target", card:"a-hp"}], S),
    flesh_and_blood:pending(S, _).

:- end_tests(fab_oasis_respite).

:- begin_tests(fab_arcane_cussing).

%   Alice's turn; alice's Arcane Cussing (Colour) in her arena, bob's
%   blue one in his; Effects.
cussings(Colour, TP, Effects, S) :-
    format(string(C), "Arcane Cussing (~w) [a-cuss]", [Colour]),
    short(_{turn_player:TP, effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea [a-hero]", arena:[C, "Runechant [a-rune]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]", arena:["Arcane Cussing (blue) [b-cuss]"]}]}, S).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(C, P.arena), get_dict(name, C, N) ), Ns).

dealt(S0, Src, Who, D0, S, Es) :-
    phrase(flesh_and_blood:hero_damaged(S0, Src, Who, D0, _, _, _, S), Es).

test(runechant_damage_destroys_both, A-B == ["Runechant", "Runechant"]-[]) :-
    cussings(yellow, "alice", [], S0),
    dealt(S0, dsrc("a-rune", "alice"), "bob", 1, S1, _),
    % yellow: 2 Runechants beside a-rune (its own text destroys it, not here)
    arena_names(S1, "alice", [_|A]),
    arena_names(S1, "bob", B).

test(no_damage_no_trigger, A-B == ["Arcane Cussing", "Runechant"]-["Arcane Cussing"]) :-
    cussings(red, "alice", [_{kind:"prevent_next_damage", player:"bob", amount:4, source:"x"}], S0),
    dealt(S0, dsrc("a-rune", "alice"), "bob", 1, S1, _),
    arena_names(S1, "alice", A),
    arena_names(S1, "bob", B).

test(other_players_turn_no_runechants, A == ["Runechant"]) :-
    cussings(red, "bob", [], S0),
    dealt(S0, dsrc("a-rune", "alice"), "bob", 1, S1, _),
    arena_names(S1, "alice", A).

test(own_damage_once, N == 1) :-
    cussings(blue, "alice", [], S0),
    dealt(S0, dsrc("a-rune", "alice"), "alice", 1, _, Es),
    aggregate_all(count, ( member(E, Es), E = event(_, cussing_triggers, _) ), N).

test(deadwood_order_noted) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Splintering Deadwood (red) [a-sd]", defending:[], controller:"alice"}]},
            players:[_{name:"alice", hero:"Dorinthea", arena:["Arcane Cussing (red) [a-cuss]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    dealt(S0, dsrc("a-sd", "alice"), "bob", 2, _, Es),
    memberchk(event('FAB-1150', cussing_order_not_asked, _), Es).

:- end_tests(fab_arcane_cussing).
