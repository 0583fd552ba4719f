/*  plunit tests of Nuu's instant, read in
    rules.pl/flesh-and-blood/card_texts_nuu_4.pl (FAB-1412 ... FAB-1415),
    with card_owner.pl: the top card of the opposing deck banished if
    blue; the opposing player's blue banished cards played without their
    resource cost, kept theirs.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_nuu_4.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    once(flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S)).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

ids(S, Who, Zone, Ids) :-
    player_named(S, Who, P),
    flesh_and_blood:key_value(Zone, P, [], Cs),
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

moves(S0, Ms, S) :-
    foldl([M, A, B]>>( once(violation_ids(flesh_and_blood, A, M, [])),
                       once(next_state(flesh_and_blood, A, M, B)) ), Ms, S0, S).

%   Alice's Nuu, her three chi points; bob's deck Deck, his banished
%   zone Banished; her instant activated and resolved.
resolved(Deck, Banished, S) :-
    short(_{turn:"alice",
            players:[_{name:"alice", hero:"Nuu", chi_points:3},
                     _{name:"bob", hero:"Rhinar", deck:Deck, banished:Banished}]}, S0),
    moves(S0, [_{player:"alice", action:"activate", card:"nuu", ability:0, pitch:[]},
               _{player:"alice", action:"pass"},
               _{player:"bob", action:"pass"}], S).

banished3(["Wounding Blow (blue) [b-w]", "Wounding Blow (red) [b-r]", "Deep Blue Sea (blue) [b-ds]"]).

%   Pass, or defend with nothing, until the combat chain closes.
until_closed(S, S) :-
    \+ flesh_and_blood:chain_open(S), !.
until_closed(S0, S) :-
    once(( legal_move(flesh_and_blood, S0, M),
           memberchk(M.action, ["pass", "defend"]),
           ( M.action == "defend" -> M.get(cards, []) == [] ; true ) )),
    next_state(flesh_and_blood, S0, M, S1),
    until_closed(S1, S).

:- begin_tests(fab_nuu4).

test(red_top_not_banished, [Ids == ['FAB-1413']]) :-
    banished3(B),
    resolved(["Sink Below (red) [b-top]", 38], B, S),
    once(violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"b-top", to:"banished"}, Ids)).
test(red_top_declined, [Ids == []]) :-
    banished3(B),
    resolved(["Sink Below (red) [b-top]", 38], B, S),
    once(violation_ids(flesh_and_blood, S, _{player:"alice", action:"decline"}, Ids)).
test(unknown_top_named_first, [R = nuu4_top_unknown(_, "bob")]) :-
    banished3(B),
    resolved([37], B, S),
    flesh_and_blood:pending(S, Pd),
    Pd.cards = [TId],
    once(flesh_and_blood:broken('FAB-1413', S, _{player:"alice", action:"put", card:TId, to:"banished"}, R)).
test(not_to_banished, [R == nuu4_not_to_banished("hand")]) :-
    banished3(B),
    resolved(["Wounding Blow (blue) [b-top]", 36], B, S),
    once(flesh_and_blood:broken('FAB-1413', S, _{player:"alice", action:"put", card:"b-top", to:"hand"}, R)).

%   An empty deck: nothing waits, the permission is made.
test(empty_deck_permission_only, [Kinds == ["nuu4_play_blue"]]) :-
    short(_{turn:"alice",
            players:[_{name:"alice", hero:"Nuu", chi_points:3},
                     _{name:"bob", hero:"Rhinar", deck:[], hand:[40]}]}, S0),
    moves(S0, [_{player:"alice", action:"activate", card:"nuu", ability:0, pitch:[]},
               _{player:"alice", action:"pass"},
               _{player:"bob", action:"pass"}], S),
    \+ flesh_and_blood:pending(S, _),
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds).

%   The candidates: the blue cards of bob's banished zone, nothing pitched.
test(candidates_blue_only, [Cards == ["b-ds", "b-w"]]) :-
    banished3(B),
    resolved(["Sink Below (red) [b-top]", 36], B, S0),
    moves(S0, [_{player:"alice", action:"decline"}], S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "play", Id = M.card, M.pitch == [] ), Ids),
    msort(Ids, Cards).

%   Deep Blue Sea (cost 4) is played with no resource point: the cost paid is 0.
test(cost_waived, [Cost == 0]) :-
    banished3(B),
    resolved(["Sink Below (red) [b-top]", 36], B, S0),
    moves(S0, [_{player:"alice", action:"decline"}], S),
    player_named(S, "alice", P),
    player_named(S, "bob", PB),
    flesh_and_blood:card_in(PB, banished, "b-ds", C),
    once(flesh_and_blood:play_cost(S, P, C, Cost)).

%   Bob's blue Wounding Blow attacks for alice: on the chain it is bob's;
%   as the chain closes it goes to bob's graveyard (CR 7.7.3); every card
%   is counted for its owner all the way.
test(attack_to_owner_graveyard, [A-B == []-["b-w"]]) :-
    banished3(Bs),
    resolved(["Sink Below (red) [b-top]", 36], Bs, S0),
    flesh_and_blood:inventory(S0, Bag0), msort(Bag0, I0),
    moves(S0, [_{player:"alice", action:"decline"},
               _{player:"alice", action:"play", card:"b-w", from:"banished", pitch:[], discard:[]},
               _{player:"alice", action:"pass"},
               _{player:"bob", action:"pass"}], S1),
    S1.chain.links = [L],
    L.attack.owner == "bob",
    flesh_and_blood:inventory(S1, Bag1), msort(Bag1, I1),
    I1 == I0,
    once(until_closed(S1, S)),
    ids(S, "alice", graveyard, A),
    ids(S, "bob", graveyard, B),
    flesh_and_blood:inventory(S, Bag), msort(Bag, I),
    I == I0.

%   A card played from another player's banished zone is not played from
%   "your banished zone": the turn records no banished_card_played (FAB-1003).
test(not_your_banished_zone, [fail]) :-
    banished3(Bs),
    resolved(["Sink Below (red) [b-top]", 36], Bs, S0),
    moves(S0, [_{player:"alice", action:"decline"},
               _{player:"alice", action:"play", card:"b-w", from:"banished", pitch:[], discard:[]}], S),
    flesh_and_blood:effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "banished_card_played").

%   The permission ends with the turn.
test(permission_ends_with_turn, [fail]) :-
    banished3(Bs),
    resolved(["Sink Below (red) [b-top]", 36], Bs, S0),
    moves(S0, [_{player:"alice", action:"decline"}], S1),
    findall(M, ( legal_move(flesh_and_blood, S1, M), M.action == "end_turn" ), [M|_]),
    next_state(flesh_and_blood, S1, M, S),
    flesh_and_blood:effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "nuu4_play_blue").

%   A Drone of Brutality of bob's put into alice's graveyard is not
%   "your graveyard" for it: it goes to bob's graveyard (card_owner.pl).
test(drone_owner_graveyard, [G == ["dr"]]) :-
    short(_{players:[_{name:"alice", hero:"Nuu"}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    player_named(S0, "alice", P0),
    flesh_and_blood:add_cards(P0, graveyard, [_{id:"dr", name:"Drone of Brutality", color:"blue", owner:"bob"}], P1),
    flesh_and_blood:set_player(S0, P1, S),
    ids(S, "bob", graveyard, G).

%   A face-down card of bob's banished zone (intimidated, or Trap-Door's)
%   is private: it has no colour to read (CR 3.0.4e), and is not played.
test(face_down_not_played, [Rs == [nuu4_play_face_down("b-i"), nuu4_play_face_down("b-f")]]) :-
    short(_{turn:"alice",
            effects:[_{kind:"nuu4_play_blue", player:"alice", nuu4_of:"bob", source:"nuu"}],
            players:[_{name:"alice", hero:"Nuu", action_points:1},
                     _{name:"bob", hero:"Rhinar",
                       banished:[_{id:"b-i", name:"Healing Balm", color:"blue", intimidated:true},
                                 _{id:"b-f", name:"Healing Balm", color:"blue", face_up:false}]}]}, S),
    findall(R, ( member(Id, ["b-i", "b-f"]),
                 once(flesh_and_blood:broken('FAB-1414', S,
                        _{player:"alice", action:"play", card:Id, from:"banished", pitch:[], discard:[]}, R)) ), Rs),
    \+ ( legal_move(flesh_and_blood, S, M), M.action == "play" ).

:- end_tests(fab_nuu4).
