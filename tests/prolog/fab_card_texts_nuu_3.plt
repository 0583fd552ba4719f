/*  plunit tests of Nuu's text Flesh and Blood reads in part in
    rules.pl/flesh-and-blood/card_texts_nuu_3.pl: her attacks with
    stealth banish the action cards defending them as their chain link
    resolves (FAB-1411), with the gains of the attack's own texts, and a
    Bond's link records what it banished as it hit (FAB-1411).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_nuu_3.plt')" -g run_tests -t halt
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

%   Alice's (hero Hero) Attack, defended by Defending, with the link's
%   Extra fields, ends its damage step: bob passes, the link resolves: S.
resolved(Hero, Attack, Defending, Extra, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:Attack, defending:Defending, damage:0}.put(Extra)]},
            players:[_{name:"alice", hero:Hero, action_points:0, life:15},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

banished_ids(S, Ids) :-
    player_named(S, "bob", P),
    ( get_dict(banished, P, Bs) -> ids(Bs, Ids) ; Ids = [] ).

defending_ids(S, Ids) :-
    last(S.chain.links, L),
    ids(L.defending, Ids).

life(S, N) :-
    player_named(S, "alice", P), N = P.life.

:- begin_tests(fab_nuu3_stealth_banish).

test(action_cards_banished, B-D == ["j", "w"]-["s"]) :-
    resolved("Nuu", "Double Trouble (red) [a]",
             ["Head Jab (blue) [j]", "Sink Below (red) [s]", "Warmonger's Recital (red) [w]"], _{}, S),
    banished_ids(S, B0), msort(B0, B),
    defending_ids(S, D).
test(equipment_stays, B-D == []-["h"]) :-
    resolved("Nuu", "Double Trouble (red) [a]", ["Scabskin Leathers [h]"], _{}, S),
    banished_ids(S, B),
    defending_ids(S, D).
test(no_stealth, B == []) :-
    resolved("Nuu", "Rising Tide (blue) [a]", ["Head Jab (blue) [j]"], _{}, S),
    banished_ids(S, B).
test(another_hero, B == []) :-
    resolved("Rhinar", "Double Trouble (red) [a]", ["Head Jab (blue) [j]"], _{}, S),
    banished_ids(S, B).
%   Desires of Flesh gains for an attack action card, not for a
%   non-attack action card.
test(desire_gains_for_its_kind, N == 16) :-
    resolved("Nuu", "Desires of Flesh (red) [a]",
             ["Head Jab (blue) [j]", "Warmonger's Recital (red) [w]"], _{}, S),
    life(S, N).
test(mind_desire_gains_for_a_non_attack_action, N == 16) :-
    resolved("Nuu", "Mind's Desire (red) [a]",
             ["Head Jab (blue) [j]", "Warmonger's Recital (red) [w]"], _{}, S),
    life(S, N).
test(double_trouble_gains_nothing, N == 15) :-
    resolved("Nuu", "Double Trouble (red) [a]", ["Head Jab (blue) [j]"], _{}, S),
    life(S, N).
%   Two blue cards banished at once by a Bond of Attraction: each has the
%   other banished beside it.
test(bond_two_of_a_colour_at_once, N == 17) :-
    resolved("Nuu", "Bonds of Attraction (blue) [a]",
             ["Head Jab (blue) [j]", "Gravekeeping (blue) [g]"], _{}, S),
    life(S, N).
test(bond_of_different_colours, N == 15) :-
    resolved("Nuu", "Bonds of Attraction (blue) [a]",
             ["Head Jab (blue) [j]", "Warmonger's Recital (red) [w]"], _{}, S),
    life(S, N).
%   What the Bond banished as it hit counts (its link's record).
test(bond_record_of_the_same_name, N == 16) :-
    resolved("Nuu", "Bonds of Memory (red) [a]", ["Head Jab (blue) [j]"],
             _{nuu3_banished:["Head Jab (red) [x]"]}, S),
    life(S, N).
test(bond_record_of_another_name, N == 15) :-
    resolved("Nuu", "Bonds of Memory (red) [a]", ["Head Jab (blue) [j]"],
             _{nuu3_banished:["Sink Below (red) [x]"]}, S),
    life(S, N).
%   Nuu is read whole since her instant is (card_texts_nuu_4.pl).
test(nuu_modelled, [fail]) :-
    (   flesh_and_blood:unmodelled_card(_{name:"Nuu"})
    ;   flesh_and_blood:card_text_partly_read("Nuu")
    ).

%   Her instant's effect read (FAB-1412): a pass resolving it assumes
%   nothing of her.
test(instant_resolving_assumes_nothing_of_her, [fail]) :-
    short(_{turn_player:"alice", priority:"bob", passes:1, activated:["nuu/0"],
            stack:[_{kind:"ability", source:"nuu", ability:0, controller:"alice"}],
            players:[_{name:"alice", hero:"Nuu", action_points:1},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:answer_assumption(S, _{player:"bob", action:"pass"}, A, _),
    A.name == "Nuu".
%   Her stealth paragraph read, a link resolving assumes nothing of her.
test(link_resolving_assumes_nothing, [fail]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:"Double Trouble (red) [a]", defending:[], damage:0}]},
            players:[_{name:"alice", hero:"Nuu", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:answer_assumption(S, _{player:"bob", action:"pass"}, _, _).

:- end_tests(fab_nuu3_stealth_banish).

:- begin_tests(fab_nuu3_bond_record).

%   A Bond hits bob with an empty graveyard: the top card is recorded.
test(top_card_recorded, Ids == ["t"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Bonds of Attraction (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Nuu", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:["Pack Hunt (red) [t]", 38]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    ids(L.nuu3_banished, Ids).
%   Gravekeeping's banish is recorded by no link.
test(gravekeeping_records_nothing, [fail]) :-
    short(_{pending:_{choice:"nuu2_graveyard_banish", player:"alice", controller:"alice",
                      source:"Gravekeeping (blue) [a]", damaged_player:"bob"},
            chain:_{step:"attack", links:[_{attack:"Gravekeeping (blue) [a]", defending:[]}]},
            priority:"alice",
            players:[_{name:"alice", hero:"Nuu", action_points:0},
                     _{name:"bob", hero:"Rhinar", graveyard:["Sink Below (red) [s]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"s", to:"banished"}, S),
    last(S.chain.links, L),
    get_dict(nuu3_banished, L, _).

:- end_tests(fab_nuu3_bond_record).
