/*  plunit tests of the hero texts of the Florian and Verdance Blitz Decks
    Flesh and Blood reads in rules.pl/flesh-and-blood/card_texts_growth.pl:
    Florian (FAB-1216), through tokens_created.pl's tokens_created/8.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_growth.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

arena_ids(S, Who, Ids) :-
    player_named(S, Who, P),
    findall(Id, ( member(C, P.arena), get_dict(id, C, Id) ), Ids).

%   Alice's hero is Hero; her banished zone holds Banished.
florian(Hero, Banished, S) :-
    short(_{format:"blitz",
            players:[_{name:"alice", hero:Hero, banished:Banished},
                     _{name:"bob", hero:"Rhinar"}]}, S).

earth4(["Fruits of the Forest (red) [a-x1]", "Earth Form (blue) [a-x2]",
        "Strong Yield (red) [a-x3]", "Harvest Season (blue) [a-x4]"]).

:- begin_tests(fab_growth_florian).

test(florian_read) :-
    flesh_and_blood:text_read_card(_{name:"Florian"}).

test(three_runechants_make_four, [Ids, More] == [["s-runechant", "s-runechant-2", "s-runechant-3"], ["s-runechant-4"]]) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Runechant", "Runechant", "Runechant"], S0, _, Ids, More).
test(one_more_of_each_aura, [N, More] == [6, ["s-agility-2", "s-might-2", "s-vigor-2"]]) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Agility", "Might", "Vigor"], S0, S, _, More),
    arena_ids(S, "alice", A), length(A, N).
test(no_aura_no_more, More == []) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Gold"], S0, _, _, More).
test(aura_beside_item, More == ["s-runechant-2"]) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Runechant", "Gold"], S0, _, _, More).
test(three_earth_none, More == []) :-
    earth4([B1, B2, B3, _]), florian("Florian", [B1, B2, B3, "Head Jab (blue) [a-hj]"], S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Runechant"], S0, _, _, More).
test(other_hero_none, More == []) :-
    earth4(B), florian("Dorinthea", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Runechant"], S0, _, _, More).
test(other_player_creates_none, More == []) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "bob", "alice", ["Frostbite"], S0, _, _, More).
test(created_for_the_other_player, Ids == ["s-frostbite", "s-frostbite-2"]) :-
    earth4(B), florian("Florian", B, S0),
    flesh_and_blood:tokens_created("s", "alice", "bob", ["Frostbite"], S0, S, _, _),
    arena_ids(S, "bob", Ids).
test(unknown_banished_not_read, [Ids, More] == [["s-runechant"], [growth_earth_unknown(["a-x4"])]]) :-
    earth4([B1, B2, B3, _]), florian("Florian", [B1, B2, B3, _{id:"a-x4", unknown:true}], S0),
    flesh_and_blood:tokens_created("s", "alice", "alice", ["Runechant"], S0, S, _, More),
    arena_ids(S, "alice", Ids).

test(oath_event, [Arena, Rules] == [["a-oa-runechant", "a-oa-runechant-2"], true]) :-
    earth4(B),
    short(_{format:"blitz", passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Oath of the Arknight (yellow) [a-oa]", controller:"alice"}],
            players:[_{name:"alice", hero:"Florian", action_points:0, banished:B},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    arena_ids(S, "alice", Arena),
    event_rules(Events, Rs),
    ( memberchk('FAB-1216', Rs) -> Rules = true ; Rules = false ).

:- end_tests(fab_growth_florian).

:- begin_tests(fab_growth_verdance).

%   Alice's hero is Verdance in the action phase of Turn's turn; her
%   banished zone holds Banished; bob's arena holds Arena.
verdance(Turn, Banished, Arena, S) :-
    short(_{format:"blitz", turn_player:Turn, priority:Turn,
            players:[_{name:"alice", hero:"Verdance", banished:Banished},
                     _{name:"bob", hero:"Rhinar", arena:Arena}]}, S).

gain(S0, N, S, Kinds) :-
    phrase(flesh_and_blood:life_gained(S0, "alice", N, "a-src", _, event('FAB-404', life_gained, _{}), S), Es),
    findall(K, member(event(_, K, _), Es), Kinds).

verdance_waits(S) :-
    flesh_and_blood:effects(S, Es),
    member(E, Es), get_dict(kind, E, "growth_verdance_trigger"), !.

test(verdance_read) :-
    flesh_and_blood:text_read_card(_{name:"Verdance"}).
test(own_turn_triggers, Kinds == [life_gained, growth_verdance_triggered]) :-
    earth4(B), verdance("alice", B, [], S0),
    gain(S0, 2, S, Kinds),
    verdance_waits(S).
test(other_turn_nothing, Kinds == [life_gained]) :-
    earth4(B), verdance("bob", B, [], S0),
    gain(S0, 2, S, Kinds),
    \+ verdance_waits(S).
test(three_earth_nothing, Kinds == [life_gained]) :-
    earth4([B1, B2, B3, _]), verdance("alice", [B1, B2, B3, "Head Jab (blue) [a-hj]"], [], S0),
    gain(S0, 2, _, Kinds).
test(zero_gain_nothing, Kinds == [life_gained]) :-
    earth4(B), verdance("alice", B, [], S0),
    gain(S0, 0, _, Kinds).
test(unknown_banished_not_read, Kinds == [life_gained, growth_verdance_earth_unknown]) :-
    earth4([B1, B2, B3, _]), verdance("alice", [B1, B2, B3, _{id:"a-x4", unknown:true}], [], S0),
    gain(S0, 2, _, Kinds).
test(end_phase_not_asked, Kinds == [life_gained, choice_not_asked]) :-
    earth4(B), verdance("alice", B, [], S00),
    S0 = S00.put(phase, "end"),
    gain(S0, 2, _, Kinds).
test(asked_when_move_done, Choice == "growth_verdance") :-
    earth4(B), verdance("alice", B, [], S0),
    gain(S0, 2, S1, _),
    phrase(flesh_and_blood:growth_waited(S1, S), _),
    get_dict(pending, S, Pd), get_dict(choice, Pd, Choice),
    \+ verdance_waits(S).
test(cost_path_waits_on_the_dict, [Kinds, Asked] == [[life_gained, growth_verdance_triggered], "growth_verdance"]) :-
    earth4(B), verdance("alice", B, [], S0),
    flesh_and_blood:player(S0, "alice", P0),
    phrase(flesh_and_blood:player_life_gained(S0, "alice", 1, "a-sf", _, event('FAB-1279', life_gained, _{}), P0, P), Es),
    findall(K, member(event(_, K, _), Es), Kinds),
    flesh_and_blood:set_player(S0, P, S1),
    phrase(flesh_and_blood:growth_waited(S1, S), _),
    get_dict(pending, S, Pd), get_dict(choice, Pd, Asked),
    flesh_and_blood:player(S, "alice", PA),
    \+ get_dict(growth_verdance_waits, PA, _).
test(ally_target_unknown) :-
    earth4(B), verdance("alice", B, ["Aether Ashwing [b-aw]"], S0),
    S = S0.put(pending, _{choice:"growth_verdance", player:"alice", controller:"alice",
                          source:_{id:"verdance", name:"Verdance"}, amount:1}),
    flesh_and_blood:allowed_by_text(S, _{player:"alice", action:"target", card:"b-aw"}, ['FAB-1218'], _, _).
test(own_hero_refused, Ids == ['FAB-1218']) :-
    earth4(B), verdance("alice", B, [], S0),
    S = S0.put(pending, _{choice:"growth_verdance", player:"alice", controller:"alice",
                          source:_{id:"verdance", name:"Verdance"}, amount:1}),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"verdance"}, Ids).

:- end_tests(fab_growth_verdance).
