/*  plunit tests of the Nuu Blitz Deck card texts Flesh and Blood reads in
    rules.pl/flesh-and-blood/card_texts_nuu_2.pl: a blue card played
    (FAB-1141), Rising Tide (FAB-1142), Gravekeeping (FAB-1143, FAB-1144),
    Bonds of Attraction and Bonds of Memory (FAB-1145, FAB-1146).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_nuu_2.plt')" -g run_tests -t halt
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

ids(Cs, Ids) :- maplist([C, I]>>get_dict(id, C, I), Cs, Ids).

%   Alice's attack Card waits on the stack over the resolved links of
%   Attacks (her cards), with Effects; bob passes and it opens: S.
attack_over(Attacks, Card, Effects, BobGraveyard, S) :-
    foldl([C, L, I0, I]>>( I is I0 + 1, L = _{attack:C, damage:0} ), Attacks, Links, 1, _),
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", graveyard:BobGraveyard}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

bonus(S, B) :-
    last(S.chain.links, L),
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

:- begin_tests(fab_nuu2_rising_tide).

test(no_other_blue_card, B == 0) :-
    attack_over(["Pack Hunt (red) [p]"], "Rising Tide (blue) [rt]", [], [], S),
    bonus(S, B).
test(a_blue_attack_before, B == 2) :-
    attack_over(["Wild Ride (blue) [w]"], "Rising Tide (blue) [rt]", [], [], S),
    bonus(S, B).
test(a_blue_card_recorded, B == 2) :-
    attack_over([], "Rising Tide (blue) [rt]",
                [_{kind:"blue_card_played", player:"alice", source:"x"}], [], S),
    bonus(S, B).
%   Its own record is no other blue card.
test(its_own_record_only, B == 0) :-
    attack_over([], "Rising Tide (blue) [rt]",
                [_{kind:"blue_card_played", player:"alice", source:"rt"}], [], S),
    bonus(S, B).
%   Bob's blue card is not alice's.
test(the_other_players_record, B == 0) :-
    attack_over([], "Rising Tide (blue) [rt]",
                [_{kind:"blue_card_played", player:"bob", source:"x"}], [], S),
    bonus(S, B).
test(cards_are_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"Rising Tide", color:"blue"}),
    forall(member(C, ["red", "yellow", "blue"]),
           ( \+ flesh_and_blood:unmodelled_card(_{name:"Gravekeeping", color:C}),
             \+ flesh_and_blood:unmodelled_card(_{name:"Bonds of Attraction", color:C}),
             \+ flesh_and_blood:unmodelled_card(_{name:"Bonds of Memory", color:C}) )).
test(nuu_is_read) :-                          % card_texts_nuu_3.pl, card_texts_nuu_4.pl
    \+ flesh_and_blood:unmodelled_card(_{name:"Nuu"}).

:- end_tests(fab_nuu2_rising_tide).

:- begin_tests(fab_nuu2_gravekeeping).

test(empty_graveyard_nothing_waits, [fail]) :-
    attack_over([], "Gravekeeping (blue) [g]", [], [], S),
    flesh_and_blood:pending(S, _).
test(a_card_waits, C-D == "nuu2_graveyard_banish"-"bob") :-
    attack_over([], "Gravekeeping (yellow) [g]", [], ["Sink Below (red) [b-sb]"], S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice, D = Pd.damaged_player.

:- end_tests(fab_nuu2_gravekeeping).

:- begin_tests(fab_nuu2_bonds).

%   Alice's Bond Card hits bob (deck Deck, graveyard G): S.
bond_hit(Card, Deck, G, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Card, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, life:10},
                     _{name:"bob", hero:"Rhinar", deck:Deck, graveyard:G}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

test(memory_same_name_gains, L == 11) :-
    bond_hit("Bonds of Memory (red) [m]", ["Sink Below (red) [t]", 30], ["Sink Below (yellow) [g1]", "Pack Hunt (red) [g2]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"g1", to:"banished"}, S),
    life(S, "alice", L).
test(memory_other_name_none, L == 10) :-
    bond_hit("Bonds of Memory (red) [m]", ["Sink Below (red) [t]", 30], ["Sink Below (yellow) [g1]", "Pack Hunt (red) [g2]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"g2", to:"banished"}, S),
    life(S, "alice", L).
%   A top card the position does not show waits to be named.
test(unknown_top_waits, C-P == "nuu2_bonds_top"-"bob") :-
    bond_hit("Bonds of Attraction (blue) [b]", [31], ["Sink Below (red) [g1]"], S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice, P = Pd.player.
test(unknown_top_cannot_be_banished_unnamed, [nondet]) :-
    bond_hit("Bonds of Attraction (blue) [b]", [31], ["Sink Below (red) [g1]"], S),
    flesh_and_blood:player(S, "bob", P),
    P.deck = [Top|_], get_dict(id, Top, Id),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:Id, to:"banished"}, Rs),
    memberchk('FAB-1146', Rs).
%   An empty deck: the graveyard's banish waits still, with nothing
%   banished before it, so no gain.
test(empty_deck_graveyard_still, [Cs, L] == [[], 10]) :-
    bond_hit("Bonds of Attraction (red) [b]", [], ["Sink Below (red) [g1]"], S0),
    flesh_and_blood:pending(S0, Pd),
    Cs = Pd.cards,
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"g1", to:"banished"}, S),
    life(S, "alice", L).
%   An empty graveyard: only the top card.
test(empty_graveyard_no_choice, [fail]) :-
    bond_hit("Bonds of Attraction (red) [b]", ["Sink Below (red) [t]", 30], [], S),
    flesh_and_blood:pending(S, _).

:- end_tests(fab_nuu2_bonds).
