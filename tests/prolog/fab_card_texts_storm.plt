/*  plunit tests of Storm of Sandikai, a Dragon ally's attack, as Flesh
    and Blood reads it (rules.pl/flesh-and-blood/card_texts_storm.pl):
    the grant (FAB-1489), the ally's attack-proxy on the chain (FAB-1490),
    its close (FAB-1491; phantasm on it is unknown), Dromai's dragons'
    go again (FAB-1492), an unread Dragon ally's attack unknown.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_storm.plt')" -g run_tests -t halt
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

arena_ids(S, Who, Ids) :-
    player_named(S, Who, P),
    maplist(flesh_and_blood:card_id, P.get(arena, []), Ids).

ashwing(Id, _{id:Id, name:"Aether Ashwing"}).

%   alice (Dromai) in her action phase with Weapons, Arena and Top (more
%   state), bob (Rhinar) with Hand.
storm(Top, Weapons, Arena, Hand, S) :-
    short(Top.put(players, [_{name:"alice", hero:"Dromai", action_points:1, weapons:Weapons, arena:Arena},
                            _{name:"bob", hero:"Rhinar", hand:Hand}]), S).
storm(Arena, S) :-
    ashwing("a-aw", A),
    storm(_{}, ["Storm of Sandikai [a-storm]"], [A|Arena], [], S).

activate(Id, _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}).

%   the moves from alice's activation of Id to the attack step.
to_attack(S0, Id, S) :-
    activate(Id, M),
    foldl([Mv, A, B]>>next_state(flesh_and_blood, A, Mv, B),
          [M, _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S0, S).

:- begin_tests(fab_storm_grant).

test(read) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Storm of Sandikai"}).
test(activation_legal_and_listed) :-
    storm([], S),
    activate("a-aw", M),
    violation_ids(flesh_and_blood, S, M, []),
    \+ flesh_and_blood:depends_on_text(S, M, _, _),
    legal_move(flesh_and_blood, S, M), !.
test(once_per_turn_per_ally, Ids-Other == ['FAB-402']-[]) :-
    ashwing("a-aw2", A2),
    storm([A2], S0),
    S = S0.put(activated, ["a-aw/0"]),
    activate("a-aw", M), violation_ids(flesh_and_blood, S, M, Ids),
    activate("a-aw2", M2), violation_ids(flesh_and_blood, S, M2, Other).
test(an_action_point, Ids == ['FAB-403']) :-
    ashwing("a-aw", A),
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:0, weapons:["Storm of Sandikai [a-storm]"], arena:[A]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("a-aw", M), violation_ids(flesh_and_blood, S, M, Ids).
test(not_without_storm, Ids == ['FAB-401']) :-
    ashwing("a-aw", A),
    storm(_{}, [], [A], [], S),
    activate("a-aw", M), violation_ids(flesh_and_blood, S, M, Ids).
test(not_an_ash, Ids == ['FAB-401']) :-
    storm(_{}, ["Storm of Sandikai [a-storm]"], ["Ash [a-ash]"], [], S),
    activate("a-ash", M), violation_ids(flesh_and_blood, S, M, Ids).
test(unread_dragon_ally_unknown, G == "Cromai") :-
    storm(_{}, ["Storm of Sandikai [a-storm]"], ["Cromai [a-cr]"], [], S),
    activate("a-cr", M),
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, storm_ally_text_unread(_))),
    G = About.name.

:- end_tests(fab_storm_grant).

:- begin_tests(fab_storm_attack).

test(layer_step, true(Chain-Ap =@= _{step:"layer", links:[]}-0)) :-
    storm([], S0),
    activate("a-aw", M),
    next_state(flesh_and_blood, S0, M, S),
    Chain = S.chain,
    player_named(S, "alice", P), Ap = P.action_points,
    state_errors(flesh_and_blood, S, []).
test(proxy_on_the_chain, true(A-Ids =@= _{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}-["a-aw"])) :-
    storm([], S0),
    to_attack(S0, "a-aw", S),
    S.chain.links = [L],
    A = L.attack,
    arena_ids(S, "alice", Ids),
    state_errors(flesh_and_blood, S, []),
    flesh_and_blood:inventory(S0, B0), flesh_and_blood:inventory(S, B),
    msort(B0, B1), msort(B, B1).
test(power_the_ally_gained, P == 4) :-
    ashwing("a-aw", A),
    storm(_{effects:[_{kind:"card_power", player:"alice", card:"a-aw", amount:3, source:"a-ss"}]},
          ["Storm of Sandikai [a-storm]"], [A], [], S0),
    to_attack(S0, "a-aw", S),
    S.chain.links = [L],
    flesh_and_blood:link_power(L, P).
test(ally_gone_nothing_attacks, Links == []) :-
    storm([], S0),
    activate("a-aw", M),
    next_state(flesh_and_blood, S0, M, S1),
    player_named(S1, "alice", P1),
    set_arena(S1, P1, [], S2),
    foldl([Mv, X, Y]>>next_state(flesh_and_blood, X, Mv, Y),
          [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S2, S),
    (   get_dict(chain, S, C), is_dict(C) -> Links = C.links ; Links = [] ).
test(proxy_without_its_ally_invalid, [true(Es \== [])]) :-
    short(_{chain:_{step:"attack", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0, weapons:["Storm of Sandikai [a-storm]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es).

set_arena(S0, P0, Arena, S) :-
    flesh_and_blood:set_player(S0, P0.put(arena, Arena), S).

:- end_tests(fab_storm_attack).

:- begin_tests(fab_storm_close).

%   alice's Ashwing attacked and hit; both pass in the resolution step.
closing(Effects, Hero, S) :-
    short(_{effects:Effects, chain:_{step:"resolution", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}, damage:1}]},
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:Hero, action_points:0, weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                     _{name:"bob", hero:"Rhinar", life:19}]}, S).

test(proxy_ceases_ally_stays, Ids-G == ["a-aw"]-[]) :-
    closing([], "Dromai", S0),
    state_errors(flesh_and_blood, S0, []),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    memberchk(event('FAB-1491', storm_proxy_ceases, _), Es),
    arena_ids(S, "alice", Ids),
    player_named(S, "alice", P), G = P.get(graveyard, []),
    state_errors(flesh_and_blood, S, []).

:- end_tests(fab_storm_close).

:- begin_tests(fab_storm_dromai).

%   alice's Ashwing's link resolves (the damage step's passes).
resolving(Effects, Hero, S) :-
    short(_{effects:Effects, chain:_{step:"damage", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}, damage:1}]},
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:Hero, action_points:0, weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                     _{name:"bob", hero:"Rhinar", life:19}]}, S).
ap_after(S0, Ap) :-
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P), Ap = P.action_points.

test(go_again_after_a_red_card, Ap == 1) :-
    resolving([_{kind:"red_card_played", player:"alice", source:"a-rk"}], "Dromai", S0),
    ap_after(S0, Ap).
test(no_go_again_without, Ap == 0) :-
    resolving([], "Dromai", S0),
    ap_after(S0, Ap).
test(no_go_again_other_hero, Ap == 0) :-
    resolving([_{kind:"red_card_played", player:"alice", source:"a-rk"}], "Fai", S0),
    ap_after(S0, Ap).
test(red_card_recorded_with_storm) :-
    ashwing("a-aw", A),
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, weapons:["Storm of Sandikai [a-storm]"], arena:[A],
                       hand:["Rake the Embers (red) [a-rk]", "Sink Below (blue) [a-sb]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-rk", from:"hand", pitch:["a-sb"]}, S),
    memberchk(_{kind:"red_card_played", player:"alice", source:"a-rk"}, S.effects).

:- end_tests(fab_storm_dromai).

:- begin_tests(fab_storm_phantasm).

%   bob to declare defenders against the Ashwing's proxy, with phantasm.
defending(S) :-
    short(_{chain:_{step:"defend", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw",
                                                      keyword_abilities:["Arcane Barrier 1", "Phantasm"]}}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0, weapons:["Storm of Sandikai [a-storm]"],
                       arena:[_{id:"a-aw", name:"Aether Ashwing", keyword_abilities:["Arcane Barrier 1", "Phantasm"]}]},
                     _{name:"bob", hero:"Rhinar", hand:["Wrecker Romp (red) [b-wr]", "Wounding Blow (red) [b-wb]"]}]}, S).

test(phantasm_unknown, G == "Storm of Sandikai") :-
    defending(S),
    M = _{player:"bob", action:"defend", cards:["b-wr"]},
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, storm_phantasm_proxy(_, _))),
    G = About.name.
test(small_defender_answered) :-
    defending(S),
    M = _{player:"bob", action:"defend", cards:["b-wb"]},
    violation_ids(flesh_and_blood, S, M, []),
    \+ flesh_and_blood:depends_on_text(S, M, _, storm_phantasm_proxy(_, _)).
test(phantasm_state_valid, Ids == ["a-aw"]) :-
    defending(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-wr"]}, S),
    state_errors(flesh_and_blood, S, []),
    arena_ids(S, "alice", Ids).

:- end_tests(fab_storm_phantasm).

:- begin_tests(fab_storm_attacking_hero).

%   bob (Riptide) answers alice's Ashwing's attack in the reaction step.
reacting(Extra, S) :-
    reacting(Extra, ["Pitfall Trap (yellow) [b-pt]"], S).
reacting(Extra, Arsenal, S) :-
    short(Extra.put(_{chain:_{step:"reaction", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}, defending:[]}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0, weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                     _{name:"bob", hero:"Riptide", resource_points:3, arsenal:Arsenal, hand:["Sink Below (red) [b-sb]"]}]}), S).

test(trap_played_unknown, G == "Storm of Sandikai") :-
    reacting(_{priority:"bob", passes:1}, S),
    M = _{player:"bob", action:"play", card:"b-pt", from:"arsenal", pitch:[]},
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, storm_attacking_hero(_, _))),
    G = About.name.
test(trap_resolving_unknown) :-
    reacting(_{priority:"alice", passes:1, stack:[_{card:"Pitfall Trap (yellow) [b-pt]", controller:"bob"}]}, [], S),
    state_errors(flesh_and_blood, S, []),
    M = _{player:"alice", action:"pass"},
    once(flesh_and_blood:depends_on_text(S, M, _, storm_attacking_hero(_, _))).
test(other_reaction_answered) :-
    reacting(_{priority:"bob", passes:1}, S),
    M = _{player:"bob", action:"play", card:"b-sb", from:"hand", pitch:[]},
    violation_ids(flesh_and_blood, S, M, []),
    \+ flesh_and_blood:depends_on_text(S, M, _, storm_attacking_hero(_, _)).

:- end_tests(fab_storm_attacking_hero).

:- begin_tests(fab_storm_tokens).

test(runechant_not_set_off, Names == ["Aether Ashwing", "Runechant"]) :-
    ashwing("a-aw", A),
    storm(_{}, ["Storm of Sandikai [a-storm]"], [A, "Runechant [a-rc]"], [], S0),
    activate("a-aw", M),
    next_state(flesh_and_blood, S0, M, S),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).

:- end_tests(fab_storm_tokens).

:- begin_tests(fab_storm_damage_dealer).

%   alice's Ashwing's proxy deals its combat damage: bob passes last in
%   the reaction step.  Effects: the turn's effects; Cards: alice's arena besides the Ashwing.
hitting(Effects, Cards, S) :-
    short(_{effects:Effects, passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"}, defending:[]}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0, weapons:["Storm of Sandikai [a-storm]"],
                       arena:["Aether Ashwing [a-aw]"|Cards], hand:["Second Strike (red) [a-ss]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(no_damage_dealt_by_record, Es == []) :-
    hitting([], [], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", B), B.life == 19,
    findall(E, ( member(E, S.get(effects, [])), E.kind == "damage_dealt_by" ), Es).
test(not_dealt_by_its_player) :-
    hitting([], [], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    \+ flesh_and_blood:dealt_damage_this_turn(S, "alice").
test(cussing_of_the_attacker_stays, Names == ["Aether Ashwing", "Arcane Cussing"]) :-
    hitting([], ["Arcane Cussing (red) [a-ac]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).
test(shield_on_the_ally_unknown, G == "Storm of Sandikai") :-
    hitting([_{kind:"prevent_next_damage", player:"bob", amount:4, source:"b-oa", from:"a-aw"}], [], S),
    once(flesh_and_blood:depends_on_text(S, _{player:"bob", action:"pass"}, About, storm_shield_from_ally(_, _))),
    G = About.name.

:- end_tests(fab_storm_damage_dealer).
