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

%   Alice's Attack on the chain, reaction step, bob to play his Trap from hand.
trap_played(Link, Trap, S) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", hand:[Trap]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S).

test(traps_modelled) :-
    modelled("Inertia Trap", "red"), modelled("Frailty Trap", "red").
test(inertia_trap_power_above_base, Arena == ["Inertia"]) :-
    trap_played(_{attack:"Cut Down to Size (red) [a]", power_bonus:1}, "Inertia Trap (red) [t]", S),
    zone_names(S, "alice", arena, Arena).
test(inertia_trap_power_at_base, Arena == []) :-
    trap_played(_{attack:"Cut Down to Size (red) [a]"}, "Inertia Trap (red) [t]", S),
    zone_names(S, "alice", arena, Arena).
test(frailty_trap_go_again, Arena == ["Frailty"]) :-
    trap_played(_{attack:"Cut Down to Size (red) [a]", go_again:true}, "Frailty Trap (red) [t]", S),
    zone_names(S, "alice", arena, Arena).
test(frailty_trap_no_go_again, Arena == []) :-
    trap_played(_{attack:"Cut Down to Size (red) [a]"}, "Frailty Trap (red) [t]", S),
    zone_names(S, "alice", arena, Arena).
%   Alice's Cut Down to Size, reaction step: alice plays Lunging Press (or
%   not), then bob his Pendulum Trap.
pendulum(Press, Deck, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, deck:Deck,
                       hand:["Lunging Press (blue) [lp]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Pendulum Trap (yellow) [t]"]}]}, S0),
    (   Press == true
    ->  next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"lp", from:"hand",
                                          pitch:[], discard:[], target:"a"}, S0a),
        next_state(flesh_and_blood, S0a, _{player:"alice", action:"pass"}, S0b),
        next_state(flesh_and_blood, S0b, _{player:"bob", action:"pass"}, S0c)
    ;   S0c = S0
    ),
    next_state(flesh_and_blood, S0c, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S).

test(pendulum_trap_modelled) :-
    modelled("Pendulum Trap", "yellow").
test(pendulum_after_reaction_mills_two, [G, D] == [["Nimblism", "Sink Below"], ["Pummel"]]) :-
    pendulum(true, ["Nimblism (red) [d1]", "Sink Below (red) [d2]", "Pummel (red) [d3]"], S),
    zone_names(S, "alice", graveyard, G0),
    subtract(G0, ["Lunging Press"], G),
    zone_names(S, "alice", deck, D).
test(pendulum_without_reaction_mills_none, D == ["Nimblism", "Sink Below", "Pummel"]) :-
    pendulum(false, ["Nimblism (red) [d1]", "Sink Below (red) [d2]", "Pummel (red) [d3]"], S),
    zone_names(S, "alice", deck, D).
test(pendulum_one_card_deck, D == []) :-
    pendulum(true, ["Nimblism (red) [d1]"], S),
    zone_names(S, "alice", deck, D).

%   Alice plays Increase the Tension (Colour) with an action point, then
%   both pass: it resolves.
tension_resolved(Colour, S) :-
    format(string(T), "Increase the Tension (~w) [it]", [Colour]),
    short(_{players:[_{name:"alice", hero:"Riptide", action_points:1, hand:[T],
                       pitch:["Nimblism (red) [p]"], resources:1},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"it", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

tension_effect(S, N) :-
    member(E, S.effects), E.kind == "next_arrow_attack_tension", !,
    N = E.amount.

test(tension_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Increase the Tension", C)).
test(tension_red_three, N == 3) :-
    tension_resolved("red", S), tension_effect(S, N).
test(tension_blue_one, N == 1) :-
    tension_resolved("blue", S), tension_effect(S, N).

%   An arrow link with the text; bob holds Sink Below in hand or arsenal.
tension_reaction(Zone, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Searing Shot (red) [a]", no_defense_reactions_from_hand:true}]},
            players:[_{name:"alice", hero:"Riptide", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}.put(Zone, ["Sink Below (red) [sb]"])]}, S).

test(tension_forbids_from_hand, [nondet]) :-
    tension_reaction(hand, S),
    flesh_and_blood:broken('FAB-810', S,
        _{player:"bob", action:"play", card:"sb", from:"hand", pitch:[], discard:[]}, _).
test(tension_allows_from_arsenal, [fail]) :-
    tension_reaction(arsenal, S),
    flesh_and_blood:broken('FAB-810', S,
        _{player:"bob", action:"play", card:"sb", from:"arsenal", pitch:[], discard:[]}, _).
test(tension_applies_to_arrow, [B, T] == [3, true]) :-
    short(_{players:[_{name:"alice", hero:"Riptide", action_points:1, hand:[],
                       arsenal:["Searing Shot (red) [ss]"], weapons:["Death Dealer [dd]"]},
                     _{name:"bob", hero:"Rhinar"}],
            effects:[_{kind:"next_arrow_attack_tension", player:"alice", amount:3, source:"it"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"ss", from:"arsenal", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    [L] = S.chain.links,
    B = L.power_bonus, T = L.no_defense_reactions_from_hand.

%   Alice activates Driftwood Quiver (destroying it) with Arsenal; both pass.
quiver(Arsenal, S) :-
    short(_{players:[_{name:"alice", hero:"Riptide", action_points:1, hand:[], arsenal:Arsenal,
                       equipment:["Driftwood Quiver [q]"], deck:["Pummel (red) [d1]", 38]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"q", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(quiver_modelled) :-
    modelled("Driftwood Quiver", _).
test(quiver_arsenal_to_bottom, [A, Last] == [[], "Searing Shot"]) :-
    quiver([_{id:"ss", name:"Searing Shot", color:"red", aim_counters:1, face_up:true}], S),
    zone_names(S, "alice", arsenal, A),
    player_of(S, "alice", P), last(P.deck, L),
    Last = L.name,
    \+ get_dict(aim_counters, L, _).
test(quiver_empty_arsenal, N == 39) :-
    quiver([], S),
    player_of(S, "alice", P), length(P.deck, N).

%   Bob plays Boulder Trap against alice's Link; alice's Equipment.
boulder(Link, Equipment, S) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[], equipment:Equipment},
                     _{name:"bob", hero:"Rhinar", hand:["Boulder Trap (yellow) [t]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S).

counters_of(S, Id, K) :-
    player_of(S, "alice", P),
    member(E, P.equipment), E.id == Id, !,
    ( get_dict(defense_counters, E, K) -> true ; K = 0 ).

test(boulder_modelled) :-
    modelled("Boulder Trap", "yellow").
test(boulder_one_equipment, K == -1) :-
    boulder(_{attack:"Cut Down to Size (red) [a]", power_bonus:1}, ["Wayfinder's Crest [c1]"], S),
    counters_of(S, "c1", K).
test(boulder_at_base_power, K == 0) :-
    boulder(_{attack:"Cut Down to Size (red) [a]"}, ["Wayfinder's Crest [c1]"], S),
    counters_of(S, "c1", K).
test(boulder_two_equipment_asks, [Ch, Who, Ids] == ["equipment_counter", "bob", ["c1", "c2"]]) :-
    boulder(_{attack:"Cut Down to Size (red) [a]", power_bonus:1},
            ["Wayfinder's Crest [c1]", "Threadbare Tunic [c2]"], S),
    get_dict(pending, S, Pd), get_dict(choice, Pd, Ch), get_dict(player, Pd, Who),
    findall(Id, flesh_and_blood:choice_candidate("counter", S, _{player:"bob", action:"counter", card:Id}), Ids).
test(boulder_two_equipment_answered, [K1, K2] == [0, -1]) :-
    boulder(_{attack:"Cut Down to Size (red) [a]", power_bonus:1},
            ["Wayfinder's Crest [c1]", "Threadbare Tunic [c2]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"counter", card:"c2"}, S),
    counters_of(S, "c1", K1), counters_of(S, "c2", K2).

:- end_tests(fab_riptide).
