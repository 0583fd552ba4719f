/*  plunit tests of Essence of Ancestry: Mind's text as Flesh and Blood
    reads it (rules.pl/flesh-and-blood/card_texts_essence.pl): its trigger
    as it leaves the arena (FAB-1351), the next damage from a blue source
    prevented (FAB-1352).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_essence.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

%   Attack (its power) undefended in the reaction step, bob's arena and
%   effects given: the state before bob passes and the damage is dealt.
reaction(Attack, Arena, Es, S) :-
    short(_{passes:1, priority:"bob", effects:Es,
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena,
                       graveyard:["Essence of Ancestry: Mind [em]"]}]}, S).

pass(_{player:"bob", action:"pass"}).

damage_dealt(Attack, Arena, Es, S, Events) :-
    reaction(Attack, Arena, Es, S0),
    pass(M),
    next_events(flesh_and_blood, S0, M, S, Events).

bob(S, P) :-
    member(P, S.players), P.name == "bob".

has_event(Events, Kind) :-
    member(E, Events),
    sub_term(X, E), X == Kind, !.

kinds(S, Ks) :-
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).

decided(_{kind:"prevent_next_damage_all", player:"bob", source:"em", color:"blue"}).
undecided(_{kind:"prevent_next_damage_all_undecided", player:"bob", source:"em", color:"blue"}).

:- begin_tests(fab_essence_trigger).

test(modelled) :-
    modelled("Essence of Ancestry: Mind").

%   Its own Ward 2 destroys it (3 damage, 1 dealt); alone, the
%   prevention waits; the damage it left in is not prevented by it.
test(ward_alone) :-
    damage_dealt("Head Jab (red) [a]", ["Essence of Ancestry: Mind [e]"], [], S, Events),
    bob(S, P),
    assertion(P.life == 19),
    assertion(P.arena == []),
    assertion(S.effects = [_{kind:"prevent_next_damage_all", player:"bob", source:"e", color:"blue"}]),
    assertion(has_event(Events, essence_blue_prevention)),
    state_errors(flesh_and_blood, S, Errors),
    assertion(Errors == []).

%   An Illusionist aura without ward stays: nothing.
test(ward_beside_an_aura_without_ward) :-
    damage_dealt("Head Jab (red) [a]", ["Essence of Ancestry: Mind [e]", "Ode to Wrath (yellow) [ow]"], [], S, Events),
    assertion(S.effects == []),
    assertion(has_event(Events, leaves_not_alone)).

%   Beside a Spectral Shield, both destroyed by the same damage: they
%   leave together (CR 6.4.1a), undecided.
test(ward_beside_another_ward_aura_undecided) :-
    damage_dealt("Head Jab (red) [a]", ["Essence of Ancestry: Mind [e]", "Spectral Shield [ss]"], [], S, Events),
    kinds(S, Ks),
    assertion(Ks == ["prevent_next_damage_all_undecided"]),
    assertion(has_event(Events, leaves_undecided)).

bodice(Arena, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       equipment:["Bloodtorn Bodice [bb]"], arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"bb", ability:0,
                                       pitch:[], destroy:["e"]}, S, Events).

test(bodice_alone) :-
    bodice(["Essence of Ancestry: Mind [e]"], S, _),
    kinds(S, Ks),
    assertion(Ks == ["prevent_next_damage_all"]).

test(bodice_not_alone) :-
    bodice(["Essence of Ancestry: Mind [e]", "Spectral Shield [ss]"], S, Events),
    assertion(S.effects == []),
    assertion(has_event(Events, leaves_not_alone)).

:- end_tests(fab_essence_trigger).

:- begin_tests(fab_essence_prevention).

%   A blue attack's damage: all of it prevented, the effect used up.
test(blue_attack_prevented) :-
    decided(E),
    damage_dealt("Head Jab (blue) [a]", [], [E], S, Events),
    bob(S, P),
    assertion(P.life == 20),
    assertion(S.effects == []),
    assertion(has_event(Events, essence_prevented)).

%   A big blue attack: all of it, whatever the amount (CR 6.4.10b).
test(all_of_it) :-
    decided(E),
    damage_dealt(_{id:"a", name:"Head Jab", color:"blue", power:9}, [], [E], S, _),
    bob(S, P),
    assertion(P.life == 20).

%   A red or yellow attack, or a weapon's (no colour): dealt, the effect
%   waits.
test(other_colour_not_prevented, [forall(member(A, ["Head Jab (red) [a]", "Head Jab (yellow) [a]"]))]) :-
    decided(E),
    damage_dealt(A, [], [E], S, _),
    bob(S, P),
    assertion(P.life < 20),
    assertion(S.effects = [E]).

test(colourless_source_not_blue) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", weapons:["Romping Club [rc]"], arena:["Runechant [r]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    decided(E),
    assertion(\+ flesh_and_blood:essence_source_applies(S, E, dsrc("rc", "alice"))),
    assertion(\+ flesh_and_blood:essence_source_applies(S, E, dsrc("r", "alice"))),
    assertion(\+ flesh_and_blood:essence_source_applies(S, E, dsrc(none, "alice"))),
    assertion(flesh_and_blood:essence_source_applies(S, E, any)).

%   Beside a Ward aura: the order is bob's (prevent first, the Ward
%   stays; Ward first, the rest prevented): the ward choice waits.
test(ward_order_asked) :-
    decided(E),
    damage_dealt("Head Jab (blue) [a]", ["Spectral Shield [ss]"], [E], S, _),
    assertion(S.pending.choice == "ward"),
    flesh_and_blood:ward_order_waits(S, "bob", Ws),
    pairs_keys(Ws, Ids),
    assertion(Ids == ["ss", "em"]).

test(ward_order_prevention_first) :-
    decided(E),
    damage_dealt("Head Jab (blue) [a]", ["Spectral Shield [ss]"], [E], S0, _),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"ward", cards:["em", "ss"]}, S, _),
    bob(S, P),
    assertion(P.life == 20),
    assertion(P.arena = [_]),
    assertion(S.effects == []).

%   Undecided: the damage of a blue attack depends on it (unknown); a
%   red attack's does not.
test(undecided_blue_unknown) :-
    undecided(E),
    reaction("Head Jab (blue) [a]", [], [E], S),
    pass(M),
    findall(R, flesh_and_blood:depends_on_text(S, M, _, R), Rs),
    assertion(Rs == [essence_undecided_prevention("em")]),
    damage_dealt("Head Jab (blue) [a]", [], [E], S1, _),
    bob(S1, P),
    assertion(P.life == 19).

test(undecided_red_known) :-
    undecided(E),
    reaction("Head Jab (red) [a]", [], [E], S),
    pass(M),
    assertion(\+ flesh_and_blood:depends_on_text(S, M, _, essence_undecided_prevention(_))).

:- end_tests(fab_essence_prevention).
