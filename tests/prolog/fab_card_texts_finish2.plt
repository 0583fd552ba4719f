/*  plunit tests of the last Levia and Dromai Blitz Deck card texts Flesh
    and Blood reads (rules.pl/flesh-and-blood/card_texts_finish2.pl): Lady
    Barthimont (FAB-990), Ash (FAB-991).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_finish2.plt')" -g run_tests -t halt
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

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

zone_ids(S, Who, Zone, Ids) :-
    player_named(S, Who, P),
    maplist(flesh_and_blood:card_id, P.get(Zone), Ids).

barthimont(Up, Counters, C) :-
    C0 = _{id:"a-lb", name:"Lady Barthimont"},
    (   Up == true -> C1 = C0.put(face_up, true) ; C1 = C0 ),
    (   Counters > 0 -> C = C1.put(lesson_counters, Counters) ; C = C1 ).

%   alice (Levia) in her action phase, Lady Barthimont in her arsenal,
%   plays Wounding Blow (red, cost 0) from her hand, her deck Deck.
barthimont_play(Up, Counters, Deck, S0, S) :-
    barthimont(Up, Counters, B),
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, hand:["Wounding Blow (red) [a-wb]"],
                       arsenal:[B], deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-wb", from:"hand", pitch:[]}, S).

:- begin_tests(fab_finish2_barthimont).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Lady Barthimont"}).
test(asked_at_the_start, Choice == "mentor_face_up") :-
    barthimont(false, 0, B),
    short(_{turn:3, phase:"start", players:[_{name:"alice", hero:"Levia", arsenal:[B]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    Choice = S.pending.choice.
test(six_power_banished_dominate_and_counter, Bs-Ks-N == ["a-pu"]-["banished_power", "next_attack_dominate"]-1) :-
    barthimont_play(true, 0, ["Pulping (red) [a-pu]", 20], _, S),
    zone_ids(S, "alice", banished, Bs),
    kinds(S, Ks),
    player_named(S, "alice", P), P.arsenal = [B], N = B.lesson_counters.
test(less_power_banished_nothing_more, Bs-Ks-Counters == ["a-wb2"]-[]-none) :-
    barthimont_play(true, 0, ["Wounding Blow (blue) [a-wb2]", 20], _, S),
    zone_ids(S, "alice", banished, Bs),
    kinds(S, Ks),
    player_named(S, "alice", P), P.arsenal = [B],
    ( get_dict(lesson_counters, B, Counters) -> true ; Counters = none ).
test(face_down_nothing, Bs == []) :-
    barthimont_play(false, 0, ["Pulping (red) [a-pu]", 20], _, S),
    zone_ids(S, "alice", banished, Bs).
test(empty_deck_nothing, Bs-Ks == []-[]) :-
    barthimont_play(true, 0, [], _, S),
    zone_ids(S, "alice", banished, Bs),
    kinds(S, Ks).
test(second_counter_banishes_and_searches, Choice-As-Bs == "search_specialization"-[]-["a-pu", "a-lb"]) :-
    barthimont_play(true, 1, ["Pulping (red) [a-pu]", 20], _, S),
    Choice = S.pending.choice,
    zone_ids(S, "alice", arsenal, As),
    zone_ids(S, "alice", banished, Bs).
test(unknown_top_waits, Choice-Bs == "banish_top"-[]) :-
    barthimont_play(true, 0, [20], _, S),
    Choice = S.pending.choice,
    zone_ids(S, "alice", banished, Bs).
test(named_top_then_banished, Ks-N == ["banished_power", "next_attack_dominate"]-1) :-
    %   the judge has named the top card the choice waits for: Pulping (red)
    barthimont(true, 0, B),
    short(_{pending:_{choice:"banish_top", player:"alice", controller:"alice", source:B},
            stack:[_{kind:"card", card:"Wounding Blow (red) [a-wb]", controller:"alice"}],
            players:[_{name:"alice", hero:"Levia", action_points:0, arsenal:[B], deck:["Pulping (red) [a-pu]", 20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-pu", to:"banished"}, S),
    kinds(S, Ks),
    player_named(S, "alice", Q), Q.arsenal = [C], N = C.lesson_counters.
test(unknown_top_put_breaks, Rules == ['FAB-954']) :-
    barthimont_play(true, 0, [20], _, S),
    player_named(S, "alice", P), P.deck = [T|_], flesh_and_blood:card_id(T, TId),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:TId, to:"banished"}, Rules).
test(dominate_on_the_link, D == true) :-
    barthimont_play(true, 0, ["Pulping (red) [a-pu]", 20], _, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    S.chain.links = [L],
    D = L.dominate_effect.

%   alice plays Boneyard Marauder (its random banish of 3 graveyard cards
%   waits) with Lady Barthimont face up, her deck Deck.
marauder_play(Deck, S) :-
    barthimont(true, 0, B),
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:["Boneyard Marauder (red) [a-bm]"], arsenal:[B], deck:Deck,
                       graveyard:["Head Jab (blue) [g1]", "Head Jab (red) [g2]", "Head Jab (yellow) [g3]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-bm", from:"hand", pitch:[]}, S).

banish_all(S0, Ids, S) :-
    foldl([Id, Sa, Sb]>>once(next_state(flesh_and_blood, Sa, _{player:"alice", action:"put", card:Id, to:"banished"}, Sb)),
          Ids, S0, S).

test(waits_behind_the_random_banish, Choice-Ks == "random_banish"-["barthimont_trigger"]) :-
    marauder_play([20], S),
    Choice = S.pending.choice,
    kinds(S, Ks).
test(asked_once_the_random_banish_is_answered, Choice-Ks == "banish_top"-[]) :-
    marauder_play([20], S0),
    banish_all(S0, ["g1", "g2", "g3"], S),
    Choice = S.pending.choice,
    kinds(S, Ks).
test(known_top_banished_at_once, Bs-Choice == ["a-pu"]-"random_banish") :-
    marauder_play(["Pulping (red) [a-pu]", 20], S),
    zone_ids(S, "alice", banished, Bs),
    Choice = S.pending.choice.

:- end_tests(fab_finish2_barthimont).

:- begin_tests(fab_finish2_ash).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Ash"}).
test(pitched_ash_noted, Ids == ["a-r1-ash"]) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, resource_points:1,
                       hand:["Embermaw Cenipai (red) [a-emb]", "Dustup (red) [a-r1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-emb", from:"hand", pitch:["a-r1"]}, _, Es),
    findall(Id, member(event('FAB-991', ash_material_idle, _{player:"alice", card:Id}), Es), Ids).
test(an_ash_already_there_not_noted, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, arena:["Ash [a-ash]"],
                       hand:["Wounding Blow (red) [a-wb]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-wb", from:"hand", pitch:[]}, _, Es),
    findall(Id, member(event('FAB-991', _, _{player:_, card:Id}), Es), Ids).
test(not_destroyed_beside_an_ash, Step == "reaction") :-
    short(_{chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0, arena:["Ash [a-ash]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Beast Mode (red) [b-bm6]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-bm6"]}, S),
    Step = S.chain.step.

:- end_tests(fab_finish2_ash).
