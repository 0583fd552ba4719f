/*  plunit tests of the last Cindra Blitz Deck card texts Flesh and Blood
    reads in rules.pl/flesh-and-blood/card_texts_cindra_2.pl: Tag the
    Target, Hot on Their Heels, Mark with Magma (FAB-1138) and Cindra
    (FAB-1040's reading, FAB-1139, FAB-1140).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_cindra_2.plt')" -g run_tests -t halt
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

arena_names(S, Who, Names) :-
    player_named(S, Who, P),
    (   get_dict(arena, P, A) -> true ; A = [] ),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

%   Alice's attack Card hits bob on the last of Links (attack cards
%   before it resolved), bob's arena BobArena; bob passes: S.
hit(Before, Card, BobArena, S) :-
    foldl([C, L, I0, I]>>( I is I0 + 1, L = _{attack:C, damage:0} ), Before, Links0, 1, _),
    append(Links0, [_{attack:Card, defending:[]}], Links),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Cindra [a-cindra]", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:BobArena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_cindra2_marks).

test(tag_the_target_marks, Names == ["Marked"]) :-
    hit([], "Tag the Target (blue) [t]", [], S),
    arena_names(S, "bob", Names).
test(tag_the_target_no_fealty_on_an_unmarked_hero, Names == []) :-
    hit([], "Tag the Target (red) [t]", [], S),
    arena_names(S, "alice", Names).
test(tag_the_target_marked_hero_fealty, [A, B] == [["Fealty"], ["Marked"]]) :-
    hit([], "Tag the Target (red) [t]", ["Marked [b-m]"], S),
    arena_names(S, "alice", A), arena_names(S, "bob", B).
test(mark_with_magma_alone_does_not_mark, Names == []) :-
    hit([], "Mark with Magma (red) [m]", [], S),
    arena_names(S, "bob", Names).
test(mark_with_magma_after_a_draconic_link, Names == ["Marked"]) :-
    hit(["Blaze Headlong (red) [b]"], "Mark with Magma (red) [m]", [], S),
    arena_names(S, "bob", Names).
%   A Ninja attack before it is no Draconic chain link: one is not enough.
test(hot_on_their_heels_after_a_ninja_link, Names == []) :-
    hit(["Tag the Target (red) [x]"], "Hot on Their Heels (red) [h]", [], S),
    arena_names(S, "bob", Names).
test(hot_on_their_heels_after_a_draconic_link, Names == ["Marked"]) :-
    hit(["Blaze Headlong (red) [b]"], "Hot on Their Heels (red) [h]", [], S),
    arena_names(S, "bob", Names).
test(mark_event_cites_its_rule, [nondet]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Tag the Target (red) [t]", defending:[]}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    event_rules(Es, Ids),
    memberchk('FAB-1138', Ids).
test(cards_are_modelled) :-
    forall(member(N-C, ["Tag the Target"-"yellow", "Hot on Their Heels"-"red", "Mark with Magma"-"red"]),
           \+ flesh_and_blood:unmodelled_card(_{name:N, color:C})),
    \+ flesh_and_blood:unmodelled_card(_{name:"Cindra"}),
    \+ flesh_and_blood:unmodelled_card(_{name:"Cindra, Dracai of Retribution"}).

:- end_tests(fab_cindra2_marks).

:- begin_tests(fab_cindra2_equip).

%   Alice's hero Cindra with Links (attack cards of hers) on the chain,
%   her weapons Ws and graveyard G, priority hers in the reaction step.
cindra(Links0, Ws, G, Activated, S) :-
    maplist([C, L]>>( L = _{attack:C, damage:0} ), Links0, Links),
    (   Links == [] -> Chain = null ; Chain = _{step:"reaction", links:Links} ),
    short(_{priority:"alice", passes:0, chain:Chain, activated:Activated,
            players:[_{name:"alice", hero:"Cindra [a-cindra]", action_points:0,
                       weapons:Ws, graveyard:G},
                     _{name:"bob", hero:"Rhinar"}]}, S).

cost(S, Cost) :-
    flesh_and_blood:player(S, "alice", P),
    flesh_and_blood:card_abilities(P.hero, [Ab]),
    flesh_and_blood:activation_cost(S, P, P.hero, Ab, Cost).

test(costs_three_without_a_chain, C == 3) :-
    cindra([], [], [], [], S), cost(S, C).
test(costs_one_with_two_draconic_links, C == 1) :-
    cindra(["Blaze Headlong (red) [b1]", "Blaze Headlong (red) [b2]"], [], [], [], S), cost(S, C).
test(ninja_links_do_not_count, C == 3) :-
    cindra(["Tag the Target (red) [t1]"], [], [], [], S), cost(S, C).

%   The ability resolves in S0: what waits.
resolved(S0, S) :-
    S1 = S0.put(stack, [_{kind:"ability", source:"a-cindra", ability:0, controller:"alice",
                          type:"instant", effect:"equip_draconic_daggers", go_again:false}])
           .put(passes, 1).put(priority, "bob"),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S).

test(waits_for_daggers, Cards-N == ["k1", "k2"]-2) :-
    cindra(["Blaze Headlong (red) [b1]"], [], ["Kunai of Retribution [k1]", "Kunai of Retribution [k2]"], [], S0),
    resolved(S0, S),
    flesh_and_blood:pending(S, Pd),
    Cards = Pd.cards, N = Pd.amount.
%   A two-hander fills both weapon zones: nothing to equip.
test(no_empty_weapon_zone, [fail]) :-
    cindra(["Blaze Headlong (red) [b1]"], ["Romping Club [club]"], ["Kunai of Retribution [k1]"], [], S0),
    resolved(S0, S),
    flesh_and_blood:pending(S, _).
test(no_draconic_dagger, [fail]) :-
    cindra(["Blaze Headlong (red) [b1]"], [], ["Hurl (red) [h]"], [], S0),
    resolved(S0, S),
    flesh_and_blood:pending(S, _).
%   One zone left (a Kunai equipped): the first equip ends the choice.
test(one_zone_left, [Ws, Pd] == [["k0", "k1"], none]) :-
    cindra(["Blaze Headlong (red) [b1]"], ["Kunai of Retribution [k0]"],
           ["Kunai of Retribution [k1]", "Kunai of Retribution [k2]"], [], S0),
    resolved(S0, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"k1"}, S),
    flesh_and_blood:player(S, "alice", P),
    maplist([C, I]>>get_dict(id, C, I), P.weapons, Ws),
    ( flesh_and_blood:pending(S, X) -> Pd = X ; Pd = none ).
%   The equipped Kunai is a new object: its earlier attack's record goes.
test(new_object_forgets_its_activation, A == []) :-
    cindra(["Blaze Headlong (red) [b1]"], [], ["Kunai of Retribution [k1]"], ["k1/0"], S0),
    resolved(S0, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"k1"}, S),
    A = S.activated.

:- end_tests(fab_cindra2_equip).
