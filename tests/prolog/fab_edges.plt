/*  plunit tests of defects fixed on the fab-edges branch: Barraging
    Brawnhide's event (FAB-550) names its own power only, never another
    text's bonus (Deep Blue Sea's, FAB-1096); arcane damage to the other
    hero is recorded once (FAB-1005), read by Meat and Greet (FAB-1078)
    and Piercing Shadow Vise alike (FAB-1077 retired into FAB-1005).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_edges.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Bob passes in the reaction step of alice's attack Attack (her pitch
%   zone Pitch, Defending its defenders): the events as the link's damage
%   is dealt, each Rule-Name-Amount.
damage_events(Attack, Pitch, Defending, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:Pitch},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    next_events(flesh_and_blood, S, _{player:"bob", action:"pass"}, _, Es),
    findall(R-N-A, ( member(event(R, N, F), Es), A = F.get(amount, none) ), Events).

:- begin_tests(fab_edges_text_power).

%   Deep Blue Sea's +1 for the blue card pitched is its own event
%   (FAB-1096): no Barraging Brawnhide event (FAB-550) comes with it.
test(deep_blue_sea_has_no_brawnhide_event, [true(Brawnhide-Sea == []-[1])]) :-
    damage_events("Deep Blue Sea [a-dbs]", ["Head Jab (blue) [a-p]"], [], Events),
    findall(A, member('FAB-550'-_-A, Events), Brawnhide),
    findall(A, member('FAB-1096'-blue_pitched_power-A, Events), Sea).
%   Barraging Brawnhide's own +1, undefended: its event stays.
test(brawnhide_undefended_has_its_event, [true(Amounts == [1])]) :-
    damage_events("Barraging Brawnhide (red) [a-bb]", [], [], Events),
    findall(A, member('FAB-550'-text_power_applied-A, Events), Amounts).
%   Defended by two non-equipment cards: no +1, no event.
test(brawnhide_defended_by_two_has_none, [true(Amounts == [])]) :-
    damage_events("Barraging Brawnhide (red) [a-bb]", [],
                  ["Head Jab (blue) [b-1]", "Head Jab (blue) [b-2]"], Events),
    findall(A, member('FAB-550'-text_power_applied-A, Events), Amounts).

:- end_tests(fab_edges_text_power).

:- begin_tests(fab_edges_arcane_record).

%   Alice plays Meat and Greet with a Runechant in her arena and Piercing
%   Shadow Vise in her hand: the Runechant's arcane damage is recorded
%   once, one kind both texts read, and Meat and Greet has go again.
test(one_record_both_read, [true(Ks-G == ["arcane_damage_to_opponent"]-true)]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, arena:["Runechant [rc]"],
                       hand:["Meat and Greet (red) [m]", "Head Jab (blue) [pay]", "Piercing Shadow Vise (red) [v]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"m", from:"hand", pitch:["pay"], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    findall(K, ( member(E, S.effects), get_dict(kind, E, K), sub_string(K, 0, _, _, "arcane") ), Ks),
    last(S.chain.links, L),
    G = L.go_again.

:- end_tests(fab_edges_arcane_record).
