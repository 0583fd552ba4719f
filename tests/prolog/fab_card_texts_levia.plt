/*  plunit tests of the Levia Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_levia.pl): Ravenous
    Meataxe (FAB-930), Blood Debt (FAB-931), the record of a card with 6
    or more power banished (FAB-932), Levia (FAB-933), Graveling Growl
    (FAB-934), the random banish of 3 graveyard cards (FAB-935 ... FAB-937),
    Endless Maw, Dread Screamer, Writhing Beast Hulk (FAB-938), Unworldly
    Bellow (FAB-939), Convulsions from the Bellows of Hell (FAB-940),
    Consuming Aftermath (FAB-941, FAB-942), Soul Harvest (FAB-943,
    FAB-944).
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

%   Alice (Hero) in her action phase, Banished her banished zone, Effects
%   the state's; both pass: the end phase begins (S, Events).
end_phase(Hero, Life, Banished, Effects, S, Events) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:Hero, life:Life, action_points:0, banished:Banished},
                     _{name:"bob", hero:"Rhinar", hand:[], banished:["Boneyard Marauder (red) [bb]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events).

life(S, Who, L) :-
    player_named(S, Who, P), L = P.life.

debts(["Deadwood Rumbler (red) [d1]", "Graveling Growl (red) [d2]", "Head Jab (red) [h]"]).

record(_{kind:"banished_power", player:"alice", source:"d1"}).

%   Alice (Levia) in her action phase with Graveling Growl in hand and
%   Effects: playing it.
growl(Effects, S, M) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:1,
                       hand:["Graveling Growl (red) [gg]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    M = _{player:"alice", action:"play", card:"gg", from:"hand", pitch:[]}.

%   Alice (Kassai) activates Hood of Red Sand, banishing Red and Yellow
%   from her graveyard, her Cintari Saber attacking: the state after.
hood_banishes(Red, Yellow, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Cintari Saber [cs]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0, resource_points:1,
                       equipment:["Hood of Red Sand [hood]"],
                       graveyard:[Red, Yellow], deck:[20], hand:[]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    player_named(S0, "alice", P),
    P.graveyard = [R, Y],
    flesh_and_blood:card_id(R, RId), flesh_and_blood:card_id(Y, YId),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"hood", ability:0, pitch:[],
                                      banish:[RId, YId], target:"cs"}, S).

banished_records(S, Rs) :-
    findall(W-Src, ( member(E, S.get(effects, [])), E.kind == "banished_power",
                     W = E.player, Src = E.source ), Rs).

%   Alice (Levia) plays Card with Graveyard: the state after the play.
random_banish_play(Card, Graveyard, S0, S) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:[Card, "Head Jab (red) [hj]"], graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    player_named(S0, "alice", P),
    P.hand = [C|_], flesh_and_blood:card_id(C, Id),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Id, from:"hand", pitch:[]}, S).

put(Id, _{player:"alice", action:"put", card:Id, to:"banished"}).

banish_all(S0, Ids, S) :-
    foldl([Id, Sa, Sb]>>( put(Id, M), once(next_state(flesh_and_blood, Sa, M, Sb)) ), Ids, S0, S).

graveyard4(["Deadwood Rumbler (red) [g1]", "Head Jab (blue) [g2]", "Head Jab (yellow) [g3]", "Head Jab (red) [g4]"]).

effect_kinds(S, Ks) :-
    findall(K, ( member(E, S.get(effects, [])), K = E.kind ), Ks).

:- begin_tests(fab_card_texts_levia).

test(random_banish_cards_modelled, Ns == []) :-
    findall(N, ( member(N, ["Boneyard Marauder (red)", "Hungering Slaughterbeast (yellow)", "Endless Maw (red)",
                            "Dread Screamer (blue)", "Writhing Beast Hulk (red)", "Unworldly Bellow (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(random_banish_waits_three, [Ch, N] == ["random_banish", 3]) :-
    graveyard4(G), random_banish_play("Boneyard Marauder (red) [bm]", G, _, S),
    Ch = S.pending.choice, N = S.pending.amount.

test(random_banish_candidates_the_graveyard, Ids == ["g1", "g2", "g3", "g4"]) :-
    graveyard4(G), random_banish_play("Boneyard Marauder (red) [bm]", G, _, S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card ), Ids0),
    msort(Ids0, Ids).

test(random_banish_no_pass_while_waiting, fail) :-
    graveyard4(G), random_banish_play("Boneyard Marauder (red) [bm]", G, _, S),
    legal_move(flesh_and_blood, S, _{player:"alice", action:"pass"}).

test(random_banish_hand_card_breaks_937, Ids == ['FAB-937']) :-
    graveyard4(G), random_banish_play("Boneyard Marauder (red) [bm]", G, _, S),
    put("hj", M), violation_ids(flesh_and_blood, S, M, Ids).

test(random_banish_to_graveyard_breaks_937, Ids == ['FAB-937']) :-
    graveyard4(G), random_banish_play("Boneyard Marauder (red) [bm]", G, _, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"g1", to:"top"}, Ids).

test(random_banish_unknown_breaks_937, Ids == ['FAB-937']) :-
    random_banish_play("Boneyard Marauder (red) [bm]", ["Head Jab (blue) [g2]", _{id:"u", unknown:true}, "Head Jab (red) [g4]"], _, S),
    put("u", M), violation_ids(flesh_and_blood, S, M, Ids).

test(random_banish_three_then_priority, [Pd, G, B] == [none, ["g4"], ["g1", "g2", "g3"]]) :-
    graveyard4(G0), random_banish_play("Hungering Slaughterbeast (red) [hs]", G0, _, S0),
    banish_all(S0, ["g1", "g2", "g3"], S),
    ( get_dict(pending, S, Pd0), Pd0 \== null -> Pd = Pd0 ; Pd = none ),
    player_named(S, "alice", P),
    maplist(flesh_and_blood:card_id, P.graveyard, G),
    maplist(flesh_and_blood:card_id, P.banished, B).

test(random_banish_two_in_graveyard_breaks_935, Ids == ['FAB-935']) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:["Dread Screamer (red) [ds]"], graveyard:["Head Jab (blue) [g2]", "Head Jab (red) [g4]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"ds", from:"hand", pitch:[]}, Ids).

test(random_banish_unread_not_illegal, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:[_{id:"ds", name:"Dread Screamer", color:"red", text_read:false}], graveyard:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"ds", from:"hand", pitch:[]}, Ids).

test(endless_maw_power_for_six, Ks == ["banished_power", "next_attack_power"]) :-
    graveyard4(G), random_banish_play("Endless Maw (blue) [em]", G, _, S0),
    banish_all(S0, ["g2", "g3", "g1"], S), effect_kinds(S, Ks0), msort(Ks0, Ks).

test(endless_maw_nothing_under_six, Ks == []) :-
    graveyard4(G), random_banish_play("Endless Maw (blue) [em]", G, _, S0),
    banish_all(S0, ["g2", "g3", "g4"], S), effect_kinds(S, Ks).

test(hungering_slaughterbeast_gives_nothing_for_six, Ks == ["banished_power"]) :-
    graveyard4(G), random_banish_play("Hungering Slaughterbeast (red) [hs]", G, _, S0),
    banish_all(S0, ["g1", "g2", "g3"], S), effect_kinds(S, Ks).

test(writhing_beast_hulk_dominate, Ks == ["banished_power", "next_attack_dominate"]) :-
    graveyard4(G), random_banish_play("Writhing Beast Hulk (blue) [wb]", G, _, S0),
    banish_all(S0, ["g1", "g2", "g3"], S), effect_kinds(S, Ks).

test(dread_screamer_go_again, Ks == ["banished_power", "next_attack_go_again"]) :-
    graveyard4(G), random_banish_play("Dread Screamer (yellow) [ds]", G, _, S0),
    banish_all(S0, ["g1", "g2", "g3"], S), effect_kinds(S, Ks).

test(bellow_effect_fits_brute_or_shadow, Fits == [true, true, false, false]) :-
    E = _{kind:"next_attack_power", player:"alice", amount:4, source:"x", classes:["Brute"],
          talents:["Shadow"], attack_action_card:true},
    findall(F, ( member(N, ["Lunartide Plunderer (red)", "Pack Hunt (red)", "Head Jab (red)", "Ravenous Meataxe"]),
                 card_of(N, C),
                 ( flesh_and_blood:effect_fits_attack(E, C) -> F = true ; F = false ) ), Fits).

test(bellow_resolves_into_the_effect, [A, T] == [2, ["Shadow"]]) :-
    random_banish_play("Unworldly Bellow (blue) [ub]", ["Head Jab (blue) [g2]", "Head Jab (yellow) [g3]", "Head Jab (red) [g4]"], _, S0),
    banish_all(S0, ["g2", "g3", "g4"], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    once(( member(E, S.effects), E.kind == "next_attack_power" )),
    A = E.amount, T = E.talents.


test(levia_and_growl_modelled, Ns == []) :-
    findall(N, ( member(N, ["Levia", "Graveling Growl (red)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(blood_debt_costs_a_life_each, [L, B] == [18, 20]) :-
    debts(D), end_phase("Rhinar", 20, D, [], S, _),
    life(S, "alice", L), life(S, "bob", B).

test(blood_debt_cites_fab_931, Ids == ["d1", "d2"]) :-
    debts(D), end_phase("Rhinar", 20, D, [], _, Events),
    member(event('FAB-931', blood_debt_paid, F), Events),
    Ids = F.cards.

test(blood_debt_unread_card_costs_nothing, L == 19) :-
    end_phase("Rhinar", 20, ["Deadwood Rumbler (red) [d1]",
                             _{id:"d2", name:"Graveling Growl", color:"red", text_read:false}], [], S, _),
    life(S, "alice", L).

test(blood_debt_unknown_card_named_not_read, [L, U] == [19, ["u"]]) :-
    end_phase("Rhinar", 20, ["Deadwood Rumbler (red) [d1]", _{id:"u", unknown:true}], [], S, Events),
    life(S, "alice", L),
    member(event('FAB-931', blood_debt_paid, F), Events),
    U = F.unknown.

test(blood_debt_none_no_event, L == 20) :-
    end_phase("Rhinar", 20, ["Head Jab (red) [h]"], [], S, Events),
    life(S, "alice", L),
    \+ member(event('FAB-931', _, _), Events).

test(blood_debt_ends_the_game, End == defeated("alice")) :-
    debts(D), end_phase("Rhinar", 1, D, [], S, _),
    flesh_and_blood:game_over(S, End).

test(levia_after_banished_power_no_loss, [L, R] == [20, true]) :-
    debts(D), record(E), end_phase("Levia", 20, D, [E], S, Events),
    life(S, "alice", L),
    ( memberchk(event('FAB-933', blood_debt_lost, _), Events) -> R = true ; R = false ).

test(levia_without_record_pays, L == 18) :-
    debts(D), end_phase("Levia", 20, D, [], S, _),
    life(S, "alice", L).

test(levia_unread_pays, L == 18) :-
    debts(D), record(E),
    end_phase(_{id:"levia", name:"Levia", text_read:false}, 20, D, [E], S, _),
    life(S, "alice", L).

test(other_hero_with_record_pays, L == 18) :-
    debts(D), record(E), end_phase("Rhinar", 20, D, [E], S, _),
    life(S, "alice", L).

test(growl_without_record_breaks_fab_934, Ids == ['FAB-934']) :-
    growl([], S, M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(growl_with_record_legal) :-
    record(E), growl([E], S, M),
    legal_move(flesh_and_blood, S, M).

test(growl_record_of_the_other_player_is_no_answer, Ids == ['FAB-934']) :-
    growl([_{kind:"banished_power", player:"bob", source:"x"}], S, M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(growl_unread_not_illegal, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:1,
                       hand:[_{id:"gg", name:"Graveling Growl", color:"red", text_read:false}]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"gg", from:"hand", pitch:[]}, Ids).

test(banish_of_six_power_recorded, Rs == ["alice"-"r"]) :-
    hood_banishes("Graveling Growl (red) [r]", "Draw Swords (yellow) [y]", S),
    banished_records(S, Rs).

test(banish_under_six_power_not_recorded, Rs == []) :-
    hood_banishes("Rising Speed (red) [r]", "Draw Swords (yellow) [y]", S),
    banished_records(S, Rs).


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

test(convulsions_modelled, fail) :-
    card_of("Convulsions from the Bellows of Hell (blue) [c]", C),
    flesh_and_blood:unmodelled_card(C).

test(convulsions_six_gives_power_and_dominate, [A, K] == [3, ["next_attack_dominate", "next_attack_power"]]) :-
    graveyard4(G), random_banish_play("Convulsions from the Bellows of Hell (red) [cv]", G, _, S0),
    banish_all(S0, ["g1", "g2", "g3"], S),
    findall(Kd, ( member(E, S.effects), E.get(attack_action_card) == true, Kd = E.kind ), K0), msort(K0, K),
    once(( member(E, S.effects), E.kind == "next_attack_power" )), A = E.amount.

test(convulsions_under_six_gives_nothing, Ks == []) :-
    graveyard4(G), random_banish_play("Convulsions from the Bellows of Hell (blue) [cv]", G, _, S0),
    banish_all(S0, ["g2", "g3", "g4"], S), effect_kinds(S, Ks).

test(convulsions_dominate_not_for_a_weapon, Ds == [false, true]) :-
    E = _{kind:"next_attack_dominate", player:"alice", source:"cv", attack_action_card:true},
    findall(D, ( member(N, ["Ravenous Meataxe", "Pack Hunt (red)"]), card_of(N, C),
                 ( flesh_and_blood:dominate_effect_of("alice", C, E) -> D = true ; D = false ) ), Ds).

%   Alice (Levia) plays Consuming Aftermath with Hand beside it.
aftermath_played(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:["Consuming Aftermath (red) [ca]"|Hand], graveyard:["Head Jab (blue) [g1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"ca", from:"hand", pitch:[], discard:[]}, S).

test(aftermath_modelled, fail) :-
    card_of("Consuming Aftermath (red) [c]", C),
    flesh_and_blood:unmodelled_card(C).

test(aftermath_asks_each_hand_card_or_none, Ms == ["decline", "put:hj", "put:lp"]) :-
    aftermath_played(["Lunartide Plunderer (yellow) [lp]", "Head Jab (red) [hj]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), M.action \== "concede",
                 ( M.action == "put" -> format(string(T), "put:~w", [M.card]) ; T = M.action ) ), Ms0),
    msort(Ms0, Ms).

test(aftermath_empty_hand_asks_nothing, Pd == none) :-
    aftermath_played([], S),
    ( get_dict(pending, S, Pd0), Pd0 \== null -> Pd = Pd0 ; Pd = none ).

test(aftermath_shadow_gives_dominate, Ks == ["banished_power", "next_attack_dominate"]) :-
    aftermath_played(["Lunartide Plunderer (yellow) [lp]"], S0),      % 6 power: recorded too (FAB-932)
    put("lp", M), next_state(flesh_and_blood, S0, M, S), effect_kinds(S, Ks0), msort(Ks0, Ks).

test(aftermath_other_gives_nothing, Ks == []) :-
    aftermath_played(["Head Jab (red) [hj]"], S0),
    put("hj", M), next_state(flesh_and_blood, S0, M, S), effect_kinds(S, Ks).

test(aftermath_decline_banishes_nothing, [Ks, B] == [[], []]) :-
    aftermath_played(["Lunartide Plunderer (yellow) [lp]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    effect_kinds(S, Ks), player_named(S, "alice", P), B = P.banished.

test(aftermath_graveyard_card_breaks_942, Ids == ['FAB-942']) :-
    aftermath_played(["Head Jab (red) [hj]"], S),
    put("g1", M), violation_ids(flesh_and_blood, S, M, Ids).

test(aftermath_unknown_hand_card_breaks_942, Ids == ['FAB-942']) :-
    aftermath_played([_{id:"u", unknown:true}], S),
    put("u", M), violation_ids(flesh_and_blood, S, M, Ids).

graveyard6(["Graveling Growl (blue) [g1]", "Boneyard Marauder (blue) [g2]", "Head Jab (blue) [g3]",
             "Head Jab (yellow) [g4]", "Head Jab (red) [g5]", "Pack Hunt (blue) [g6]"]).

soul_harvest_played(G, S) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:6,
                       hand:["Soul Harvest (blue) [sh]"], graveyard:G},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sh", from:"hand", pitch:[], discard:[]}, S).

test(soul_harvest_modelled, fail) :-
    card_of("Soul Harvest (blue) [s]", C),
    flesh_and_blood:unmodelled_card(C).

test(soul_harvest_waits_six_chosen, [Ch, N] == ["graveyard_banish", 6]) :-
    graveyard6(G), soul_harvest_played(G, S),
    Ch = S.pending.choice, N = S.pending.amount.

test(soul_harvest_five_breaks_935, Ids == ['FAB-935']) :-
    graveyard6([_|G]),
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:6,
                       hand:["Soul Harvest (blue) [sh]"], graveyard:G},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"sh", from:"hand", pitch:[], discard:[]}, Ids).

test(soul_harvest_power_per_blood_debt, A == 2) :-
    graveyard6(G), soul_harvest_played(G, S0),
    banish_all(S0, ["g1", "g2", "g3", "g4", "g5", "g6"], S),
    once(( member(E, S.effects), E.kind == "next_attack_power" )), A = E.amount.

%   Soul Harvest attacks bob (Soul his soul) undefended; bob's pass: it hits.
harvest_hits(Soul, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Soul Harvest (blue) [sh]", defending:[]}]},
            players:[_{name:"alice", hero:"Levia", action_points:0},
                     _{name:"bob", hero:"Prism", life:20, soul:Soul}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(soul_harvest_hit_banishes_the_soul, [L, So, B] == [11, [], 3]) :-
    harvest_hits(["Illuminate (red) [s1]", "Illuminate (blue) [s2]", "Herald of Judgment (yellow) [s3]"], S),
    player_named(S, "bob", P), L = P.life, So = P.soul, length(P.banished, B).

test(soul_harvest_hit_empty_soul, L == 14) :-
    harvest_hits([], S),
    player_named(S, "bob", P), L = P.life.

test(soul_harvest_hit_ends_the_game, End == defeated("bob")) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Soul Harvest (blue) [sh]", defending:[]}]},
            players:[_{name:"alice", hero:"Levia", action_points:0},
                     _{name:"bob", hero:"Prism", life:7, soul:["Illuminate (red) [s1]", "Illuminate (blue) [s2]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:game_over(S, End).

%   Alice (Levia) plays Deadwood Rumbler (her deck Deck, her hand Hand
%   beside it, bob's graveyard BobG); both pass: it resolves and attacks.
rumbler_attacks(Deck, Hand, BobG, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:3,
                       hand:["Deadwood Rumbler (red) [dr]"|Hand], deck:Deck},
                     _{name:"bob", hero:"Rhinar", hand:[], graveyard:BobG}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"dr", from:"hand", pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

test(deadwood_rumbler_modelled, fail) :-
    card_of("Deadwood Rumbler (blue)", C),
    flesh_and_blood:unmodelled_card(C).

test(deadwood_rumbler_draws_then_discard_waits, [Ch, H, R] == ["random_discard", 2, 'FAB-945']) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], [], S, Events),
    Ch = S.pending.choice,
    player_named(S, "alice", P), length(P.hand, H),
    once(( member(event(R, random_discard_waits, _), Events) )).

test(deadwood_rumbler_big_discard_banish_waits, [Ch, Ids] == ["any_graveyard_banish", ["bg", "top"]]) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], ["Head Jab (blue) [bg]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"top"}, S),
    Ch = S.pending.choice,
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card ), Ids0),
    msort(Ids0, Ids).

test(deadwood_rumbler_small_discard_banishes_nothing, Pd == none) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], ["Head Jab (blue) [bg]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"hj"}, S),
    Pd = S.get(pending, none).

test(deadwood_rumbler_banish_goes_to_the_owner, [BG, BB, AB] == [[], ["bg"], []]) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], ["Head Jab (blue) [bg]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"top"}, S1),
    put("bg", M), next_state(flesh_and_blood, S1, M, S),
    player_named(S, "bob", B), BG = B.graveyard, maplist(flesh_and_blood:card_id, B.banished, BB),
    player_named(S, "alice", A), AB = A.get(banished, []).

test(deadwood_rumbler_unknown_graveyard_card_breaks_946, Ids == ['FAB-946']) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], [_{id:"u", unknown:true}], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"top"}, S),
    put("u", M), violation_ids(flesh_and_blood, S, M, Ids).

test(deadwood_rumbler_to_the_top_breaks_946, Ids == ['FAB-946']) :-
    rumbler_attacks(["Bare Fangs (red) [top]"], ["Head Jab (red) [hj]"], ["Head Jab (blue) [bg]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"top"}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"bg", to:"top"}, Ids).

test(deadwood_rumbler_empty_hand_after_draw_from_empty_deck, Pd == none) :-
    rumbler_attacks([], [], [], S, _),
    Pd = S.get(pending, none).

%   Lunartide Plunderer (yellow) attacks bob (Soul his soul) undefended;
%   bob's pass: it hits.
plunderer_hits(Soul, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Lunartide Plunderer (yellow) [lp]", defending:[]}]},
            players:[_{name:"alice", hero:"Levia", action_points:0},
                     _{name:"bob", hero:"Prism", life:20, soul:Soul}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

banished_ids(S, Who, Ids) :-
    player_named(S, Who, P), maplist(flesh_and_blood:card_id, P.get(banished, []), Ids).

test(lunartide_plunderer_modelled, fail) :-
    card_of("Lunartide Plunderer (yellow)", C),
    flesh_and_blood:unmodelled_card(C).

test(lunartide_one_soul_card_banished_unasked, [Pd, A, B, So] == [none, ["lp"], ["s1"], []]) :-
    plunderer_hits(["Illuminate (red) [s1]"], S, _),
    Pd = S.get(pending, none),
    banished_ids(S, "alice", A), banished_ids(S, "bob", B),
    player_named(S, "bob", P), So = P.soul.

test(lunartide_empty_soul_only_itself, [Pd, A, B] == [none, ["lp"], []]) :-
    plunderer_hits([], S, _),
    Pd = S.get(pending, none),
    banished_ids(S, "alice", A), banished_ids(S, "bob", B).

test(lunartide_link_keeps_the_banished_id, [Has, Id] == [false, "lp"]) :-
    plunderer_hits([], S, _),
    S.chain.links = [L],
    ( get_dict(attack, L, _) -> Has = true ; Has = false ),
    Id = L.attack_banished.

test(lunartide_chain_closes_card_stays_banished, [Step, A, G] == [closed, ["lp"], []]) :-
    plunderer_hits([], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    ( flesh_and_blood:chain_open(S) -> Step = open ; Step = closed ),
    banished_ids(S, "alice", A),
    player_named(S, "alice", P), G = P.get(graveyard, []).

test(lunartide_two_soul_cards_asked, [Ch, Ids] == ["soul_banish", ["s1", "s2"]]) :-
    plunderer_hits(["Illuminate (red) [s1]", "Illuminate (blue) [s2]"], S, _),
    Ch = S.pending.choice,
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card ), Ids0),
    msort(Ids0, Ids).

test(lunartide_soul_to_the_top_breaks_948, Ids == ['FAB-948']) :-
    plunderer_hits(["Illuminate (red) [s1]", "Illuminate (blue) [s2]"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"s1", to:"top"}, Ids).

test(lunartide_no_hit_no_banish, [A, G] == [[], ["lp"]]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Lunartide Plunderer (blue) [lp]",
                                              defending:["Sink Below (red) [d1]", "Sink Below (red) [d2]"]}]},
            players:[_{name:"alice", hero:"Levia", action_points:0},
                     _{name:"bob", hero:"Prism", life:20, soul:["Illuminate (red) [s1]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    banished_ids(S, "alice", A),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.get(graveyard, []), G).

%   Alice (Levia) activates Ebon Fold (her hand Hand, her deck Deck); both
%   pass: its ability resolves.
fold_resolves(Hand, Deck, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1, resource_points:1,
                       equipment:["Ebon Fold [fold]"], hand:Hand, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"fold", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

test(ebon_fold_modelled, fail) :-
    card_of("Ebon Fold", C),
    flesh_and_blood:unmodelled_card(C).

test(ebon_fold_asks_the_hand_card, [Ch, G, Ids] == ["hand_banish_draw", ["fold"], ["hj", "lp"]]) :-
    fold_resolves(["Lunartide Plunderer (yellow) [lp]", "Head Jab (red) [hj]"], ["Head Jab (blue) [top]"], S, _),
    Ch = S.pending.choice,
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.graveyard, G),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card ), Ids0),
    msort(Ids0, Ids).

test(ebon_fold_no_decline, fail) :-
    fold_resolves(["Lunartide Plunderer (yellow) [lp]"], ["Head Jab (blue) [top]"], S, _),
    legal_move(flesh_and_blood, S, _{player:"alice", action:"decline"}).

test(ebon_fold_shadow_draws, [B, H] == [["lp"], ["hj", "top"]]) :-
    fold_resolves(["Lunartide Plunderer (yellow) [lp]", "Head Jab (red) [hj]"], ["Head Jab (blue) [top]"], S0, _),
    put("lp", M), next_state(flesh_and_blood, S0, M, S),
    banished_ids(S, "alice", B),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.hand, H).

test(ebon_fold_other_draws_nothing, [B, H] == [["hj"], ["lp"]]) :-
    fold_resolves(["Lunartide Plunderer (yellow) [lp]", "Head Jab (red) [hj]"], ["Head Jab (blue) [top]"], S0, _),
    put("hj", M), next_state(flesh_and_blood, S0, M, S),
    banished_ids(S, "alice", B),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.hand, H).

test(ebon_fold_empty_hand_nothing, [Pd, R] == [none, 'FAB-949']) :-
    fold_resolves([], ["Head Jab (blue) [top]"], S, Events),
    Pd = S.get(pending, none),
    once(member(event(R, hand_banish_draw_nothing, _), Events)).

test(ebon_fold_unknown_hand_card_breaks_942, Ids == ['FAB-942']) :-
    fold_resolves(["Lunartide Plunderer (yellow) [lp]", _{id:"u", unknown:true}], ["Head Jab (blue) [top]"], S, _),
    put("u", M), violation_ids(flesh_and_blood, S, M, Ids).

%   Alice (Levia; her equipment Eq, beside Ebon Fold) activates Ebon Fold,
%   both pass, and she banishes Card from her hand; bob's equipment BobEq.
fold_banishes(Eq, BobEq, Card, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:0, resource_points:1,
                       equipment:["Ebon Fold [fold]"|Eq],
                       hand:["Lunartide Plunderer (yellow) [lp]", "Lunartide Plunderer (blue) [lb]"],
                       deck:["Head Jab (blue) [top]"]},
                     _{name:"bob", hero:"Rhinar", equipment:BobEq}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"fold", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    put(Card, M),
    next_events(flesh_and_blood, S3, M, S, Events).

test(hooves_modelled, fail) :-
    card_of("Hooves of the Shadowbeast", C),
    flesh_and_blood:unmodelled_card(C).

test(hooves_asked_for_six_power, [Ch, Ms] == ["hooves_destroy", ["decline", "destroy"]]) :-
    fold_banishes(["Hooves of the Shadowbeast [hv]"], [], "lp", S, _),
    Ch = S.pending.choice,
    findall(A, ( legal_move(flesh_and_blood, S, M), M.action \== "concede", A = M.action ), Ms0),
    msort(Ms0, Ms).

test(hooves_not_asked_for_five_power, Pd == none) :-
    fold_banishes(["Hooves of the Shadowbeast [hv]"], [], "lb", S, _),
    Pd = S.get(pending, none).

test(hooves_of_the_other_player_not_asked, Pd == none) :-
    fold_banishes([], ["Hooves of the Shadowbeast [hv]"], "lp", S, _),
    Pd = S.get(pending, none).

test(hooves_destroyed_gives_an_action_point, [AP, G] == [1, ["fold", "hv"]]) :-
    fold_banishes(["Hooves of the Shadowbeast [hv]"], [], "lp", S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"destroy", card:"hv"}, S),
    player_named(S, "alice", P), AP = P.action_points,
    maplist(flesh_and_blood:card_id, P.graveyard, G0), msort(G0, G).

test(hooves_declined_kept, [AP, E] == [0, ["hv"]]) :-
    fold_banishes(["Hooves of the Shadowbeast [hv]"], [], "lp", S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    player_named(S, "alice", P), AP = P.action_points,
    maplist(flesh_and_blood:card_id, P.equipment, E).

test(hooves_waits_behind_the_soul_choice, [Ch1, K, Ch2] == ["soul_banish", ["hooves_trigger"], "hooves_destroy"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Lunartide Plunderer (yellow) [lp]", defending:[]}]},
            players:[_{name:"alice", hero:"Levia", action_points:0, equipment:["Hooves of the Shadowbeast [hv]"]},
                     _{name:"bob", hero:"Prism", soul:["Illuminate (red) [s1]", "Illuminate (blue) [s2]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    Ch1 = S1.pending.choice,
    findall(Kd, ( member(E, S1.effects), Kd = E.kind, Kd == "hooves_trigger" ), K),
    put("s1", M), next_state(flesh_and_blood, S1, M, S2),
    Ch2 = S2.pending.choice.

test(hooves_wrong_card_breaks_951, Ids == ['FAB-951']) :-
    fold_banishes(["Hooves of the Shadowbeast [hv]"], [], "lp", S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"destroy", card:"fold"}, Ids).

%   Blood Tribute (Card) waits on the stack, alice's deck Deck; bob's
%   pass: it resolves.
tribute_resolves(Card, Deck, S, Events) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Levia", action_points:1, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

deck_ids(S, Ids) :-
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.deck, Ids).

opt_put(Id, To, _{player:"alice", action:"put", card:Id, to:To}).

four(["Head Jab (red) [d1]", "Head Jab (yellow) [d2]", "Head Jab (blue) [d3]", "Lunartide Plunderer (yellow) [d4]"]).

test(blood_tribute_modelled, Ns == []) :-
    findall(N, ( member(N, ["Blood Tribute (red)", "Blood Tribute (yellow)", "Blood Tribute (blue)"]),
                 card_of(N, C), flesh_and_blood:unmodelled_card(C) ), Ns).

test(opt_three_looks_at_three, [Ch, A, Cs, K] == ["opt", 3, ["d1", "d2", "d3"], 6]) :-
    four(D), tribute_resolves("Blood Tribute (red) [bt]", D, S, _),
    Ch = S.pending.choice, A = S.pending.amount, Cs = S.pending.cards,
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "put") ), K).

test(opt_order_then_banish, [B, Ids] == [["d3"], ["d1", "d4", "d2"]]) :-
    four(D), tribute_resolves("Blood Tribute (red) [bt]", D, S0, _),
    opt_put("d1", "top", M1), opt_put("d2", "bottom", M2), opt_put("d3", "top", M3),
    foldl([M, Sa, Sb]>>next_state(flesh_and_blood, Sa, M, Sb), [M1, M2, M3], S0, S),
    banished_ids(S, "alice", B), deck_ids(S, Ids).

test(opt_fewer_cards_than_n, [A, Cs] == [2, ["d1", "d2"]]) :-
    tribute_resolves("Blood Tribute (red) [bt]", ["Head Jab (red) [d1]", "Head Jab (yellow) [d2]"], S, _),
    A = S.pending.amount, Cs = S.pending.cards.

test(opt_empty_deck_fails, [Pd, R] == [none, 'FAB-952']) :-
    tribute_resolves("Blood Tribute (blue) [bt]", [], S, Events),
    Pd = S.get(pending, none),
    once(member(event(R, opt_fails, _), Events)).

test(opt_unknown_card_may_be_placed, Ch == "banish_top") :-
    tribute_resolves("Blood Tribute (blue) [bt]", [_{id:"u1", unknown:true}, _{id:"u2", unknown:true}], S0, _),
    opt_put("u1", "bottom", M), next_state(flesh_and_blood, S0, M, S),
    Ch = S.pending.choice.

test(banish_top_unknown_waits_for_its_name, [K, Ids] == [0, ['FAB-954']]) :-
    tribute_resolves("Blood Tribute (blue) [bt]", ["Head Jab (red) [d1]", _{id:"u2", unknown:true}], S0, _),
    opt_put("d1", "bottom", M), next_state(flesh_and_blood, S0, M, S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M1), get_dict(action, M1, "put") ), K),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"u2", to:"banished"}, Ids).

test(opt_banished_card_not_looked_at_breaks_954, Ids == ['FAB-954']) :-
    four(D), tribute_resolves("Blood Tribute (yellow) [bt]", D, S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"d3", to:"top"}, Ids).

test(opt_to_banished_breaks_954, Ids == ['FAB-954']) :-
    four(D), tribute_resolves("Blood Tribute (yellow) [bt]", D, S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"d1", to:"banished"}, Ids).

%   Bob (Hooves) gets Card into his banished zone by a move (S0 to S1):
%   the pending choice after hooves_triggered//3.
hooves_after_banish(Card, Pd) :-
    short(_{players:[_{name:"alice", hero:"Levia", action_points:1},
                     _{name:"bob", hero:"Levia", equipment:["Hooves of the Shadowbeast [hv]"],
                       hand:[Card]}]}, S0),
    player_named(S0, "bob", B0), B0.hand = [C],
    flesh_and_blood:set_player(S0, B0.put(_{hand:[], banished:[C]}), S1),
    phrase(flesh_and_blood:hooves_triggered(S0, S1, S), _),
    (   get_dict(pending, S, P) -> Pd = P.choice ; Pd = none ).

test(hooves_other_players_turn_asked, Pd == "hooves_destroy") :-
    hooves_after_banish("Lunartide Plunderer (yellow) [lp]", Pd).

test(hooves_face_down_intimidated_not_read, Pd == none) :-
    hooves_after_banish(_{id:"lp", name:"Lunartide Plunderer", color:"yellow", intimidated:true}, Pd).

test(hooves_no_action_point_outside_the_turn, AP == 0) :-
    short(_{pending:_{choice:"hooves_destroy", player:"bob", controller:"bob",
                      source:"Hooves of the Shadowbeast [hv]"},
            players:[_{name:"alice", hero:"Levia", action_points:1},
                     _{name:"bob", hero:"Levia", equipment:["Hooves of the Shadowbeast [hv]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"destroy", card:"hv"}, S),
    player_named(S, "bob", P), AP = P.action_points.

:- end_tests(fab_card_texts_levia).
