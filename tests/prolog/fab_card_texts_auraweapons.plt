/*  plunit tests of Cosmo, Scroll of Ancestral Tapestry and Iris of
    Reality, the weapons that make auras weapons
    (rules.pl/flesh-and-blood/card_texts_auraweapons.pl): which auras are
    weapons and their attack (FAB-1570, FAB-1572), the attack's go again
    with counters (FAB-1571), the aura on the chain and back in the arena
    (FAB-1573).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_auraweapons.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

%   alice's position: her weapon Weapon, her arena Arena; Extra more keys.
position(Weapon, Arena, Extra, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:3,
                       weapons:[Weapon], arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}.put(Extra), S).

aura(S, Id, C) :-
    member(P, S.players), P.name == "alice",
    member(C, P.arena), C.id == Id, !.

has_event(Events, Kind) :-
    member(E, Events),
    sub_term(X, E), X == Kind, !.

legal(S, M) :-
    legal_move(flesh_and_blood, S, M).

:- begin_tests(fab_auraweapons).

test(modelled) :-
    modelled("Cosmo, Scroll of Ancestral Tapestry"),
    modelled("Iris of Reality").

test(cosmo_ward_power) :-
    position("Cosmo, Scroll of Ancestral Tapestry [c]", ["Waning Vengeance (red) [wv]", "Runechant [rc]"], _{}, S),
    aura(S, "wv", WV),
    once(flesh_and_blood:auraw_weapon(S, "alice", WV, Power, Ab)),
    assertion(Power == 3),
    assertion(Ab.cost == 1),
    assertion(Ab.go_again == false),
    aura(S, "rc", RC),
    assertion(\+ flesh_and_blood:auraw_weapon(S, "alice", RC, _, _)).

test(cosmo_not_on_the_other_turn) :-
    position("Cosmo, Scroll of Ancestral Tapestry [c]", ["Spectral Shield [ss]"],
             _{turn_player:"bob", priority:"bob"}, S0),
    % action points are the turn player's
    S0 = S,
    aura(S, "ss", SS),
    assertion(\+ flesh_and_blood:auraw_weapon(S, "alice", SS, _, _)).

test(iris_power_and_go_again) :-
    position("Iris of Reality [i]", ["Spectral Shield [ss]"], _{}, S),
    aura(S, "ss", SS),
    once(flesh_and_blood:auraw_weapon(S, "alice", SS, Power, Ab)),
    assertion(Power == 4),
    assertion(Ab.cost == 3),
    assertion(Ab.go_again == true).

test(activation_legal) :-
    position("Iris of Reality [i]", ["Spectral Shield [ss]"], _{}, S),
    assertion(legal(S, _{player:"alice", action:"activate", card:"ss", ability:0, pitch:[]})).

test(attack_and_back) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            activated:["ss/0"],
            stack:[_{kind:"ability", source:"ss", controller:"alice", ability:0, type:"action",
                     effect:"attack", go_again:false}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0,
                       weapons:["Cosmo, Scroll of Ancestral Tapestry [c]"],
                       arena:[_{id:"ss", name:"Spectral Shield", power_counters:1}]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1, Events),
    assertion(has_event(Events, auraw_aura_attacks)),
    assertion(has_event(Events, auraw_counters_go_again)),
    S1.chain.links = [L], !,
    assertion(L.attack.power == 1),
    assertion(L.go_again == true),
    flesh_and_blood:link_power(L, LP),
    assertion(LP == 2),
    % the chain closes: the aura is back in alice's arena
    Chain = S1.chain.put(step, "resolution"),
    S2 = S1.put(_{chain:Chain, passes:1, priority:"bob"}),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3, Events3),
    assertion(has_event(Events3, auraw_aura_returned)),
    assertion(S3.chain == null),
    once(( member(P, S3.players), P.name == "alice" )),
    assertion(P.arena = [_{id:"ss", name:"Spectral Shield", power_counters:1}]).

:- end_tests(fab_auraweapons).
