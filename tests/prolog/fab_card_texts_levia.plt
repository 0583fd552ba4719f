/*  plunit tests of the Levia Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_levia.pl): Ravenous
    Meataxe (FAB-930).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_levia.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S),
    player_named(S, "alice", P),
    P.hand = [C].

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

%   Alice activates Ravenous Meataxe, her deck Deck and hand Hand; both
%   pass: it attacks (Events: those of bob's pass).
meataxe_attacks(Deck, Hand, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:2,
                       weapons:["Ravenous Meataxe [axe]"], deck:Deck, hand:Hand},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"axe", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_card_texts_levia).

test(meataxe_modelled, fail) :-
    card_of("Ravenous Meataxe [x]", C),
    flesh_and_blood:unmodelled_card(C).

test(meataxe_draws_and_waits_citing_fab_930, [Ch, N, R] == ["random_discard", 1, true]) :-
    meataxe_attacks(["Pack Hunt (red) [d]"], [], S, Events),
    Ch = S.pending.choice,
    player_named(S, "alice", P), length(P.hand, N),
    event_rules(Events, Ids),
    ( memberchk('FAB-930', Ids) -> R = true ; R = false ).

test(meataxe_big_discard_power, [B, R] == [2, true]) :-
    meataxe_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S0, _),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"d"}, S, Events),
    last(S.chain.links, L), bonus(L, B),
    event_rules(Events, Ids),
    ( memberchk('FAB-930', Ids) -> R = true ; R = false ).

test(meataxe_small_discard_no_power, B == 0) :-
    meataxe_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"h"}, S),
    last(S.chain.links, L), bonus(L, B).

test(meataxe_empty_deck_empty_hand_nothing_waits, Pd == none) :-
    meataxe_attacks([], [], S, _),
    (   get_dict(pending, S, Pd0), Pd0 \== null -> Pd = Pd0 ; Pd = none ).

test(meataxe_discard_of_a_card_not_in_hand, Ids == ['FAB-682']) :-
    meataxe_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"axe"}, Ids).

test(bare_fangs_still_cites_fab_681, R == true) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Bare Fangs (red) [f]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, deck:["Pack Hunt (red) [d]"], hand:[]},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Events),
    event_rules(Events, Ids),
    ( memberchk('FAB-681', Ids), \+ memberchk('FAB-930', Ids) -> R = true ; R = false ).

:- end_tests(fab_card_texts_levia).
