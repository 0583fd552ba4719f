/*  plunit tests of rules.pl/flesh-and-blood/card_owner.pl: a card that a
    player holds but does not own (its `owner`, CR 1.3.1) goes to its
    owner's graveyard or banished zone (CR 3.8.2, 3.4.2, 3.0.12, 7.7.3,
    8.5.1), and is counted for its owner (states.pl's inventory/2).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_owner.plt')" -g run_tests -t halt
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

ids(S, Who, Zone, Ids) :-
    player_named(S, Who, P),
    flesh_and_blood:key_value(Zone, P, [], Cs),
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

owner_of(C, C.put(owner, "bob")).

%   The chain's one link: alice's Wounding Blow, which bob owns, defended
%   by bob's Sink Below; bob passes the resolution step and it closes.
closing(S) :-
    short(_{turn:"alice", priority:"bob", passes:1,
            chain:_{step:"resolution",
                    links:[_{attack:"Wounding Blow (red) [wb]", defending:["Sink Below (red) [sb]"]}]},
            players:[_{name:"alice", hero:"Nuu"}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    S0.chain.links = [L0],
    owner_of(L0.attack, A),
    S = S0.put(chain, S0.chain.put(links, [L0.put(attack, A)])).

%   alice's Healing Balm, which bob owns, waits on the stack; bob passes
%   and it resolves.
balm(S) :-
    short(_{turn:"alice", priority:"bob", passes:1,
            stack:[_{kind:"card", card:"Healing Balm (red) [hb]", controller:"alice"}],
            players:[_{name:"alice", hero:"Nuu", action_points:0},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    S0.stack = [L0],
    owner_of(L0.card, C),
    S = S0.put(stack, [L0.put(card, C)]).

:- begin_tests(fab_card_owner).

test(owner_field_read, [O1-O2 == "bob"-"alice"]) :-
    flesh_and_blood:card_owner("alice", _{id:"x", owner:"bob"}, O1),
    flesh_and_blood:card_owner("alice", _{id:"x"}, O2).

%   set_player/3 writes alice's graveyard with bob's card in it: it goes
%   to bob's graveyard, at its end, without the field.
test(set_player_sends_it_home, [A-B-F == ["g1"]-["g2", "wb"]-none]) :-
    short(_{players:[_{name:"alice", hero:"Nuu", graveyard:["Wounding Blow (red) [g1]"]},
                     _{name:"bob", hero:"Dorinthea", graveyard:["Sink Below (red) [g2]"]}]}, S0),
    player_named(S0, "alice", P0),
    append(P0.graveyard, [_{id:"wb", name:"Wounding Blow", color:"red", owner:"bob"}], G),
    flesh_and_blood:set_player(S0, P0.put(graveyard, G), S),
    ids(S, "alice", graveyard, A),
    ids(S, "bob", graveyard, B),
    player_named(S, "bob", PB),
    last(PB.graveyard, C),
    (   get_dict(owner, C, F) -> true ; F = none ).

%   A card of alice's own with the field names her: it stays.
test(own_card_stays, [A == ["g1"]]) :-
    short(_{players:[_{name:"alice", hero:"Nuu"}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    player_named(S0, "alice", P0),
    flesh_and_blood:set_player(S0, P0.put(banished, [_{id:"g1", name:"Sink Below", color:"red", owner:"alice"}]), S),
    ids(S, "alice", banished, A).

%   The chain closes: the attack goes to its owner's graveyard (CR 7.7.3),
%   the defending card to bob's own.
test(chain_close_owner_graveyard, [A-B == []-Sorted]) :-
    closing(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    ids(S, "alice", graveyard, A),
    ids(S, "bob", graveyard, B0),
    msort(B0, B),
    msort(["sb", "wb"], Sorted).

%   A card-layer resolves: it is cleared into its owner's graveyard
%   (CR 5.3.7, 3.0.12).
test(resolved_owner_graveyard, [A-B == []-["hb"]]) :-
    balm(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    ids(S, "alice", graveyard, A),
    ids(S, "bob", graveyard, B).

%   The inventory counts it for bob on the stack, on the chain and after.
test(inventory_counts_for_owner) :-
    balm(S0),
    flesh_and_blood:inventory(S0, Bag0),
    memberchk(card("bob", "hb"), Bag0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:inventory(S, Bag),
    msort(Bag0, B0), msort(Bag, B1),
    B0 == B1.
test(inventory_on_chain) :-
    closing(S0),
    flesh_and_blood:inventory(S0, Bag0),
    memberchk(card("bob", "wb"), Bag0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:inventory(S, Bag),
    msort(Bag0, B0), msort(Bag, B1),
    B0 == B1.

:- end_tests(fab_card_owner).
