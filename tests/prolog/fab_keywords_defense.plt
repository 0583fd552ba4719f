/*  plunit tests of Flesh and Blood's defending and damage-prevention
    keywords (rules.pl/flesh-and-blood/keywords_defense.pl), asked through
    the engine's relations (tests/prolog/support.pl).  Run from the
    repository root:
        swipl -g "consult('tests/prolog/fab_keywords_defense.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

%   A short position (normalized/2): Bob defended chain link 1 with
%   Defending (card names), in the resolution step, his pass closing the
%   chain.
closing(Defending, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", priority:"bob", passes:1,
          chain:_{step:"resolution",
                  links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false, damage:0,
                           defending:Defending}]},
          players:[_{name:"alice", hero:"Rhinar", action_points:0},
                   _{name:"bob", hero:"Rhinar"}]}, S).

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

bob(S, P) :-
    flesh_and_blood:player(S, "bob", P).

:- begin_tests(fab_blade_break).

test(blade_break_equipment_is_named, [all(Id == ["b-helm"])]) :-
    closing(["Frontline Helm [b-helm]", "Sink Below (blue) [b-sink]"], S),
    flesh_and_blood:blade_break_destroyed(S, C),
    get_dict(id, C, Id).
test(destroyed_as_the_chain_closes) :-
    closing(["Frontline Helm [b-helm]", "Sink Below (blue) [b-sink]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    ids(P.graveyard, Grave),
    ids(P.equipment, Eq),
    assertion(Grave == ["b-helm", "b-sink"]),
    assertion(Eq == []),
    assertion(memberchk(event('FAB-520', keyword_destroyed,
                              _{player:"bob", card:"b-helm", keyword:"Blade Break", to:"graveyard"}), Events)),
    assertion(\+ memberchk(event('FAB-504', card_returned, _{player:"bob", card:"b-helm", to:_}), Events)).
test(no_blade_break_off_the_chain, [fail]) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Rhinar", equipment:["Frontline Helm [b-helm]"]}]}, S),
    flesh_and_blood:blade_break_destroyed(S, _).

:- end_tests(fab_blade_break).

:- begin_tests(fab_battleworn).

test(battleworn_equipment_is_named, [all(Id == ["b-legs"])]) :-
    closing(["Scabskin Leathers [b-legs]", "Frontline Helm [b-helm]"], S),
    flesh_and_blood:battleworn_counter(S, C),
    get_dict(id, C, Id).
test(a_counter_as_the_chain_closes) :-
    closing(["Scabskin Leathers [b-legs]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.equipment = [_{id:"b-legs", name:"Scabskin Leathers", defense_counters:(-1)}]),
    assertion(memberchk(event('FAB-521', defense_counter_put,
                              _{player:"bob", card:"b-legs", keyword:"Battleworn", counters:(-1), defense:1}), Events)),
    [Legs] = P.equipment,
    flesh_and_blood:card_defense(Legs, D),
    assertion(D == 1).
test(defense_never_below_zero, [true(D == 0)]) :-
    flesh_and_blood:card_defense(_{id:"b-chest", name:"Barkbone Strapping", defense_counters:(-3)}, D).
test(counters_add_up, [true(D == 3)]) :-
    flesh_and_blood:card_defense(_{id:"x", name:"Scabskin Leathers", defense_counters:1}, D).
test(show_draws_the_defense_with_its_counters) :-
    closing([_{id:"b-chest", name:"Barkbone Strapping", defense_counters:(-1)}], S),
    shown(flesh_and_blood, S, null, Model),
    format(string(Text), "~q", [Model]),
    assertion(sub_string(Text, _, _, _, "defense counters: -1")).

:- end_tests(fab_battleworn).

:- begin_tests(fab_temper).

test(temper_at_one_defense_is_destroyed, [all(Id == ["b-legs"])]) :-
    closing(["Apex Bonebreaker [b-arms]", "Basalt Boots [b-legs]"], S),
    flesh_and_blood:temper_destroyed(S, C),
    get_dict(id, C, Id).
test(worn_then_destroyed) :-
    closing(["Apex Bonebreaker [b-arms]", "Basalt Boots [b-legs]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.equipment = [_{id:"b-arms", name:"Apex Bonebreaker", defense_counters:(-1)}]),
    assertion(P.graveyard = [_{id:"b-legs", name:"Basalt Boots"}]),
    findall(K-Id, ( member(event('FAB-522', K, F), Events), Id = F.card ), Kinds),
    assertion(Kinds == [defense_counter_put-"b-arms", defense_counter_put-"b-legs",
                        keyword_destroyed-"b-legs"]).

:- end_tests(fab_temper).

:- begin_tests(fab_guardwell).

test(guardwell_counts_its_defense, [all(Id-N == ["b-chest"-2])]) :-
    closing(["Predatory Plating [b-chest]", "Frontline Helm [b-helm]"], S),
    flesh_and_blood:guardwell_counters(S, C, N),
    get_dict(id, C, Id).
test(worn_to_zero_and_returned) :-
    closing(["Predatory Plating [b-chest]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.equipment = [_{id:"b-chest", name:"Predatory Plating", defense_counters:(-2)}]),
    assertion(memberchk(event('FAB-523', defense_counter_put,
                              _{player:"bob", card:"b-chest", keyword:"Guardwell", counters:(-2), defense:0}), Events)).
test(no_counters_at_zero_defense) :-
    closing([_{id:"b-chest", name:"Predatory Plating", defense_counters:(-2)}], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.equipment = [_{id:"b-chest", name:"Predatory Plating", defense_counters:(-2)}]),
    assertion(\+ memberchk(event('FAB-523', _, _), Events)).

:- end_tests(fab_guardwell).

:- begin_tests(fab_keyword_values).

test(ward_of_an_equipment, [true(N == 1)]) :-
    flesh_and_blood:card_keyword_value(_{id:"x", name:"Silken Shawl"}, "Ward", N).
test(arcane_barrier_of_an_equipment, [true(N == 1)]) :-
    flesh_and_blood:card_keyword_value(_{id:"x", name:"Nullrune Hood"}, "Arcane Barrier", N).
test(no_number_without_the_keyword, [fail]) :-
    flesh_and_blood:card_keyword_value(_{id:"x", name:"Scabskin Leathers"}, "Ward", _).
test(a_conditional_keyword_is_not_read, [fail]) :-   % Gloves of Azure Waves: Blade Break with High Tide
    flesh_and_blood:card_keyword(_{id:"x", name:"Gloves of Azure Waves"}, "Blade Break", _).
test(a_numbered_keyword_of_an_aura_token, [true(N == 1)]) :-
    flesh_and_blood:card_keyword_value(_{id:"x", name:"Spellbane Aegis"}, "Spellvoid", N).

:- end_tests(fab_keyword_values).

:- begin_tests(fab_ward).

%   Bob's reaction step ends (his pass): Wounding Blow (red, power 4)
%   against Defending, with Equipment in his equipment zone.
damage_due(Defending, Equipment, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", priority:"bob", passes:1,
          chain:_{step:"reaction",
                  links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false,
                           defending:Defending}]},
          players:[_{name:"alice", hero:"Rhinar", action_points:0},
                   _{name:"bob", hero:"Kano", equipment:Equipment}]}, S).

test(ward_permanents_in_order, [all(Id-N == ["b-head"-2, "b-chest"-1])]) :-
    damage_due([_{id:"b-chest", name:"Silken Shawl", defense:1}], ["Diadem of Dreamstate [b-head]"], S),
    flesh_and_blood:ward_prevention(S, "bob", C, N),
    get_dict(id, C, Id).
test(destroyed_from_the_chain) :-
    damage_due([_{id:"b-chest", name:"Silken Shawl", defense:1}], [], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.life == 13),                         % 4 - 1 defense - 1 prevented
    ids(P.graveyard, Grave),
    assertion(Grave == ["b-chest"]),
    [L] = S.chain.links,
    assertion(L.defending == []),
    assertion(L.damage == 2),
    assertion(memberchk(event('FAB-524', ward_prevented,
                              _{player:"bob", card:"b-chest", ward:1, damage:3, prevented:1, left:2, to:"graveyard"}), Events)),
    assertion(memberchk(event('FAB-503', damage_dealt, _{player:"alice", attack:"a-blow", defender:"bob", power:4,
                                                         defense:1, damage:2, prevented:1, step:"damage"}), Events)).
test(no_ward_without_damage) :-
    damage_due(["Scabskin Leathers [b-legs]", "Sink Below (red) [b-sink]"], ["Diadem of Dreamstate [b-head]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-head"]),
    assertion(\+ memberchk(event('FAB-524', _, _), Events)).
test(a_ward_token_ceases_to_exist) :-
    damage_due([], [], S0),
    S0.players = [A, B],
    S1 = S0.put(players, [A, B.put(arena, [_{id:"b-shield", name:"Spectral Shield", type:"token"}])]),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(P.arena == []),
    assertion(P.graveyard == []),
    assertion(P.life == 12),
    assertion(memberchk(event('FAB-524', ward_prevented, _{player:"bob", card:"b-shield", ward:1, damage:4,
                                                           prevented:1, left:3, to:"nowhere"}), Events)).

:- end_tests(fab_ward).
