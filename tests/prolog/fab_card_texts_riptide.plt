/*  plunit tests of the Riptide Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_riptide.pl).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_riptide.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Bob passes in the reaction step of alice's Attack, defended by
%   Defending, bob's arsenal Arsenal: the damage step's position.
damage_dealt(Attack, Defending, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Riptide", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20, arsenal:Arsenal}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

player_of(S, Who, P) :-
    member(P, S.players), P.name == Who, !.

zone_names(S, Who, Zone, Names) :-
    player_of(S, Who, P),
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

:- begin_tests(fab_riptide).

test(searing_shot_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Searing Shot", C)).
test(searing_shot_hit_loses_one, Life == 15) :-
    damage_dealt("Searing Shot (red) [s]", [], [], S),        % 4 damage, 1 life lost
    player_of(S, "bob", P), Life = P.life.
test(searing_shot_blocked_loses_none, Life == 20) :-
    damage_dealt("Searing Shot (blue) [s]", ["Nimblism (red) [n]"], [], S),   % 2 - 2: no hit
    player_of(S, "bob", P), Life = P.life.

test(hemorrhage_bore_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Hemorrhage Bore", C)).
test(hemorrhage_bore_aim_destroys_arsenal, [Ars, G] == [[], ["Nimblism"]]) :-
    damage_dealt(_{id:"h", name:"Hemorrhage Bore", color:"red", aim_counters:1}, [],
                 ["Nimblism (red) [n]"], S),
    zone_names(S, "bob", arsenal, Ars),
    zone_names(S, "bob", graveyard, G).
test(hemorrhage_bore_without_aim_keeps_arsenal, Ars == ["Nimblism"]) :-
    damage_dealt("Hemorrhage Bore (red) [h]", [], ["Nimblism (red) [n]"], S),
    zone_names(S, "bob", arsenal, Ars).
test(hemorrhage_bore_no_hit_keeps_arsenal, Ars == ["Nimblism"]) :-
    damage_dealt(_{id:"h", name:"Hemorrhage Bore", color:"blue", aim_counters:1},
                 ["Nimblism (red) [n2]", "Nimblism (red) [n3]"], ["Nimblism (red) [n]"], S),
    zone_names(S, "bob", arsenal, Ars).

:- end_tests(fab_riptide).
