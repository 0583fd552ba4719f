/*  plunit tests of the Chane Blitz Deck card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts_chane.pl): played from the
    banished zone (FAB-1001), the 'non-attack' action cards played
    (FAB-1002), Bounding Demigon's and Rift Bind's power (FAB-1003),
    Seeping Shadows (FAB-1004), Howl from Beyond (FAB-770's reading).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_chane.plt')" -g run_tests -t halt
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

%   alice (Chane) in her action phase, Banished in her banished zone,
%   Hand in her hand, Effects this turn's.
chane(Banished, Hand, Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:3,
                       banished:Banished, hand:Hand, deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   Both players pass, alice first: the top layer resolves.
both_pass(S0, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S).

banished_move(Id, M) :-
    M = _{player:"alice", action:"play", card:Id, from:"banished", pitch:[]}.

:- begin_tests(fab_chane_banished_play).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Ghostly Visit", "Howl from Beyond", "Seeping Shadows", "Rift Bind", "Bounding Demigon"]),
                 flesh_and_blood:unmodelled_card(_{id:"catalog", name:N}) ), Ns).
test(ghostly_visit_from_banished) :-
    chane(["Ghostly Visit (red) [a-gv]"], [], [], S),
    banished_move("a-gv", M),
    legal_move(flesh_and_blood, S, M).
test(ghostly_visit_listed, true(Ms \== [])) :-
    chane(["Ghostly Visit (red) [a-gv]"], [], [], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), get_dict(from, M, "banished") ), Ms).
test(other_banished_card_not, Ids == ['FAB-569']) :-
    chane(["Wounding Blow (red) [a-wb]"], [], [], S),
    banished_move("a-wb", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(text_unread_not, Ids == ['FAB-569']) :-
    chane([_{id:"a-gv", name:"Ghostly Visit", color:"red", text_read:false}], [], [], S),
    banished_move("a-gv", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(demigon_without_non_attack_action, Ids == ['FAB-1001', 'FAB-569']) :-
    chane(["Bounding Demigon (red) [a-bd]"], [], [], S),
    banished_move("a-bd", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(demigon_after_a_recorded_non_attack_action, Ks == ["next_attack_power", "non_attack_action_played"]) :-
    chane(["Bounding Demigon (red) [a-bd]"], [],
          [_{kind:"non_attack_action_played", player:"alice", source:"a-old"}], S0),
    banished_move("a-bd", M),
    legal_move(flesh_and_blood, S0, M),
    next_state(flesh_and_blood, S0, M, S),
    kinds(S, Ks).
test(demigon_from_hand_no_power, Ks == []) :-
    chane([], ["Bounding Demigon (red) [a-bd]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-bd", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(howl_records_and_rift_bind_counts, N == 2) :-
    %   Howl from Beyond (blue) played from the banished zone, a Rift Bind
    %   banished: its play is recorded; with the record of an earlier one,
    %   Rift Bind played from the banished zone then gains +2
    chane(["Howl from Beyond (blue) [a-hb]", "Rift Bind (red) [a-rb]"], [],
          [_{kind:"non_attack_action_played", player:"alice", source:"a-old"}], S0),
    banished_move("a-hb", M1),
    next_state(flesh_and_blood, S0, M1, S1),
    both_pass(S1, S2),
    kinds(S2, K2),
    K2 == ["next_attack_power", "non_attack_action_played", "non_attack_action_played"],
    player_named(S2, "alice", P2), P2.action_points =:= 1,
    banished_move("a-rb", M2),
    next_state(flesh_and_blood, S2, M2, S3),
    flesh_and_blood:effects(S3, Es),
    once(( member(E, Es), E.kind == "next_attack_power", E.source == "a-rb" )),
    N = E.amount.
test(rift_bind_no_non_attack_action_nothing, Ks == []) :-
    chane(["Rift Bind (red) [a-rb]"], [], [], S0),
    banished_move("a-rb", M),
    next_state(flesh_and_blood, S0, M, S),
    kinds(S, Ks).
test(no_record_without_a_reader, Ks == []) :-
    %   no card of alice's reads the record: Howl from Beyond writes none
    chane(["Howl from Beyond (red) [a-hb]"], [], [], S0),
    banished_move("a-hb", M),
    next_state(flesh_and_blood, S0, M, S),
    kinds(S, Ks).

:- end_tests(fab_chane_banished_play).

:- begin_tests(fab_chane_seeping_shadows).

%   Seeping Shadows (Colour) on the stack, bob to pass: it resolves.
seeping(Colour, S) :-
    format(string(C), "Seeping Shadows (~w) [a-ss]", [Colour]),
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:C, controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, resource_points:3,
                       hand:["Ghostly Visit (red) [a-gv]", "Rift Bind (red) [a-rb]", "Bounding Demigon (red) [a-bd]"],
                       deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   The link an attack from alice's hand makes, once bob passes on it.
link_of(S0, Id, L) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Id, from:"hand", pitch:[]}, S1),
    both_pass(S1, S2),
    last(S2.chain.links, L).

test(resolves_two_effects, Ks-Max == ["next_attack_go_again", "next_attack_power"]-2) :-
    seeping(red, S),
    kinds(S, Ks),
    flesh_and_blood:effects(S, [E|_]), Max = E.max_cost.
test(cost_one_attack_takes_both, B-G == 1-true) :-
    seeping(red, S),
    link_of(S, "a-gv", L),
    B = L.power_bonus, G = L.go_again.
test(blue_cost_one_attack_leaves_them, Ks == ["next_attack_go_again", "next_attack_power"]) :-
    seeping(blue, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S1),
    both_pass(S1, S2),
    kinds(S2, Ks).
test(blue_cost_zero_attack_takes_both, B-G == 1-true) :-
    seeping(blue, S),
    link_of(S, "a-bd", L),
    B = L.power_bonus, G = L.go_again.

:- end_tests(fab_chane_seeping_shadows).

:- begin_tests(fab_chane_arcane_record).

%   alice (Chane) with a Runechant, Arena, plays Piercing Shadow Vise (red)
%   or Rip Through Reality (red) from her hand; both players pass.
vise_attack(Name, Arena, Effects, L, S) :-
    format(string(C), "~w (red) [a-x]", [Name]),
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       hand:[C], arena:Arena, deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-x", from:"hand", pitch:[]}, S1),
    both_pass(S1, S),
    last(S.chain.links, L).

link_bonus(L, B) :-
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

test(runechant_damage_recorded_vise_plus_two, B-Ks == 2-["arcane_damage_to_opponent"]) :-
    vise_attack("Piercing Shadow Vise", ["Runechant [a-rc]"], [], L, S),
    link_bonus(L, B),
    kinds(S, Ks).
test(no_arcane_damage_no_power, B-Ks == 0-[]) :-
    vise_attack("Piercing Shadow Vise", [], [], L, S),
    link_bonus(L, B),
    kinds(S, Ks).
test(recorded_earlier_rip_go_again, G == true) :-
    vise_attack("Rip Through Reality", [],
                [_{kind:"arcane_damage_to_opponent", player:"alice", source:"a-old"}], L, _),
    G = L.go_again.
test(no_record_rip_no_go_again, G == false) :-
    vise_attack("Rip Through Reality", [], [], L, _),
    ( get_dict(go_again, L, G0) -> G = G0 ; G = false ).
test(no_reader_no_record, Ks == []) :-
    vise_attack("Wounding Blow", ["Runechant [a-rc]"], [], _, S),
    kinds(S, Ks).

:- end_tests(fab_chane_arcane_record).

:- begin_tests(fab_chane_arcane_target).

%   alice plays Name (red) from her hand at Target's hero; bob's
%   equipment Equipment.
crackle(Name, Target, Equipment, S1, S) :-
    format(string(C), "~w (red) [a-x]", [Name]),
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       hand:[C], banished:["Piercing Shadow Vise (red) [a-psv]"], deck:[20]},
                     _{name:"bob", hero:"Rhinar", equipment:Equipment}]}, S0),
    player_named(S0, Target, TP), flesh_and_blood:card_id(TP.hero, T),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-x", from:"hand", pitch:[], target:T}, S1),
    both_pass(S1, S).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

test(vexing_malice_two_to_bob, L-Ks == 18-["arcane_damage_to_opponent"]) :-
    crackle("Vexing Malice", "bob", [], _, S),
    life(S, "bob", L),
    kinds(S, Ks).
test(arcanic_crackle_own_hero, La-Lb-Ks == 19-20-[]) :-
    crackle("Arcanic Crackle", "alice", [], _, S),
    life(S, "alice", La), life(S, "bob", Lb),
    kinds(S, Ks).
test(target_missing, Ids == ['FAB-622']) :-
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       hand:["Vexing Malice (red) [a-x]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-x", from:"hand", pitch:[]}, Ids).
test(two_targets_listed, N == 2) :-
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       hand:["Vexing Malice (red) [a-x]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    aggregate_all(count, ( legal_move(flesh_and_blood, S0, M), get_dict(card, M, "a-x") ), N).
test(spellvoid_asked, Choice == "arcane_damage") :-
    crackle("Vexing Malice", "bob", ["Ebon Fold [b-ef]"], _, S),
    Choice = S.pending.choice.

:- end_tests(fab_chane_arcane_target).

:- begin_tests(fab_chane_consuming_volition).

%   alice plays Consuming Volition (red) from her hand, a Runechant in her
%   arena or not, Effects this turn's; bob holds Hand.
volition(Arena, Effects, Hand, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:1,
                       hand:["Consuming Volition (red) [a-cv]"], arena:Arena, deck:[20]},
                     _{name:"bob", hero:"Rhinar", hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cv", from:"hand", pitch:[]}, S1),
    both_pass(S1, S).

test(runechant_then_hit_discard, D == true) :-
    volition(["Runechant [a-rc]"], [], [], S),
    last(S.chain.links, L), D = L.hit_discard.
test(recorded_earlier, D == true) :-
    volition([], [_{kind:"arcane_damage_dealt", player:"alice", source:"a-old"}], [], S),
    last(S.chain.links, L), D = L.hit_discard.
test(no_arcane_no_discard, D == none) :-
    volition([], [], [], S),
    last(S.chain.links, L), ( get_dict(hit_discard, L, D0) -> D = D0 ; D = none ).
test(hit_discards, G == ["b-x"]) :-
    volition([], [_{kind:"arcane_damage_dealt", player:"alice", source:"a-old"}], ["Wounding Blow (red) [b-x]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"defend", cards:[]}, S2),
    both_pass(S2, S3),
    player_named(S3, "bob", P), maplist(flesh_and_blood:card_id, P.graveyard, G).

:- end_tests(fab_chane_consuming_volition).

:- begin_tests(fab_chane_galaxxi_black).

%   alice attacks with Galaxxi Black, Effects this turn's; bob does not
%   defend; the link resolves its damage.
galaxxi(Effects, Banished, Before, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:1,
                       weapons:["Galaxxi Black [a-gb]"], banished:Banished, deck:[20]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-gb", ability:0, pitch:[]}, S1),
    both_pass(S1, Before),
    next_state(flesh_and_blood, Before, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"defend", cards:[]}, S4),
    both_pass(S4, S).

test(recorded_plus_two_and_hit_arcane, B-Life == 2-16) :-
    galaxxi([_{kind:"banished_card_played", player:"alice", source:"a-old"}], [], Before, S),
    last(Before.chain.links, L), B = L.power_bonus,
    player_named(S, "bob", P), Life = P.life.
test(no_record_one_and_arcane, B-Life == 0-18) :-
    galaxxi([], [], Before, S),
    last(Before.chain.links, L), ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    player_named(S, "bob", P), Life = P.life.
test(banished_play_recorded, Ks == ["banished_card_played"]) :-
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:1,
                       weapons:["Galaxxi Black [a-gb]"], banished:["Ghostly Visit (red) [a-gv]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-gv", from:"banished", pitch:[]}, S),
    kinds(S, Ks).

:- end_tests(fab_chane_galaxxi_black).

:- begin_tests(fab_chane_aether_ironweave).

ironweave(Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:0,
                       equipment:["Aether Ironweave [a-ai]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate(M) :- M = _{player:"alice", action:"activate", card:"a-ai", ability:0, pitch:[]}.

test(both_played_gains_two, R == 2) :-
    ironweave([_{kind:"attack_action_played", player:"alice", source:"a-1"},
               _{kind:"non_attack_action_played", player:"alice", source:"a-2"}], S0),
    activate(M),
    legal_move(flesh_and_blood, S0, M),
    next_state(flesh_and_blood, S0, M, S1),
    both_pass(S1, S),
    player_named(S, "alice", P), R = P.resource_points.
test(only_non_attack, Ids == ['FAB-1009']) :-
    ironweave([_{kind:"non_attack_action_played", player:"alice", source:"a-2"}], S0),
    activate(M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(neither, Ids == ['FAB-1009']) :-
    ironweave([], S0),
    activate(M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(attack_recorded_as_played, Ks == ["attack_action_played"]) :-
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:0,
                       equipment:["Aether Ironweave [a-ai]"], hand:["Bounding Demigon (red) [a-bd]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-bd", from:"hand", pitch:[]}, S),
    kinds(S, Ks).

:- end_tests(fab_chane_aether_ironweave).

:- begin_tests(fab_chane_hero).

chane_hero(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Chane [a-chane]", action_points:1, resource_points:3,
                       hand:Hand, deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate_chane(S0, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-chane", ability:0, pitch:[]}, S).

test(soul_shackle_created_as_cost, A == ["Soul Shackle"]) :-
    chane_hero([], S0),
    activate_chane(S0, S),
    player_named(S, "alice", P), maplist([C, N]>>get_dict(name, C, N), P.arena, A).
test(resolves_effect, Ks == ["next_action_card_go_again"]) :-
    chane_hero([], S0),
    activate_chane(S0, S1), both_pass(S1, S),
    kinds(S, Ks).
test(shadow_attack_gains_go_again, G-Ks == true-[]) :-
    chane_hero(["Ghostly Visit (red) [a-gv]"], S0),
    activate_chane(S0, S1), both_pass(S1, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S3),
    both_pass(S3, S),
    last(S.chain.links, L), G = L.go_again,
    kinds(S, Ks).
test(generic_action_leaves_it, Ks == ["next_action_card_go_again"]) :-
    chane_hero(["Warmonger's Recital (red) [a-wr]"], S0),
    activate_chane(S0, S1), both_pass(S1, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"play", card:"a-wr", from:"hand", pitch:[]}, S3),
    kinds(S3, Ks).
test(once_per_turn, Ids == ['FAB-402']) :-
    chane_hero([], S0),
    activate_chane(S0, S1), both_pass(S1, S2),
    violation_ids(flesh_and_blood, S2, _{player:"alice", action:"activate", card:"a-chane", ability:0, pitch:[]}, Ids).

:- end_tests(fab_chane_hero).

:- begin_tests(fab_chane_warmonger).

%   Warmonger's Recital (red) on the stack, bob to pass; alice then plays
%   Ghostly Visit (red) from her hand; bob does not defend.
warmonger(S2, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Warmonger's Recital (red) [a-wr]", controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, resource_points:1,
                       hand:["Ghostly Visit (red) [a-gv]"], deck:["Wounding Blow (red) [a-d1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S1a),
    both_pass(S1a, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"defend", cards:[]}, S4),
    both_pass(S4, S).

test(power_and_text_taken, B-T-Ks == 3-true-[]) :-
    warmonger(S2, _),
    last(S2.chain.links, L), B = L.power_bonus, T = L.hit_to_bottom,
    kinds(S2, Ks).
test(hit_to_bottom, D-Life == ["a-d1", "a-gv"]-13) :-
    warmonger(_, S),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.deck, D),
    player_named(S, "bob", B), Life = B.life.

:- end_tests(fab_chane_warmonger).

:- begin_tests(fab_chane_arcane_choice).

torment(From, S) :-
    (   From == "banished"
    ->  Zones = _{banished:["Rifted Torment (red) [a-rt]"], hand:[]}
    ;   Zones = _{banished:[], hand:["Rifted Torment (red) [a-rt]"]}
    ),
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       banished:Zones.banished, hand:Zones.hand, deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-rt", from:From, pitch:[]}, S).

test(torment_from_banished_asks, C == "arcane_target_hero") :-
    torment("banished", S),
    C = S.pending.choice.
test(torment_from_hand_asks_nothing, P == none) :-
    torment("hand", S),
    ( get_dict(pending, S, P0) -> P = P0 ; P = none ).
test(torment_targets_bob, L-Ks == 19-[]) :-
    torment("banished", S0),
    flesh_and_blood:effects(S0, _),
    aggregate_all(count, ( legal_move(flesh_and_blood, S0, M), get_dict(action, M, "target") ), 2),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"rhinar"}, S),
    player_named(S, "bob", P), L = P.life,
    kinds(S, Ks0), exclude(==("banished_card_played"), Ks0, Ks).
test(torment_not_a_hero, Ids == ['FAB-1013']) :-
    torment("banished", S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-rt"}, Ids).
test(seeds_attack_asks, C-Ks == "arcane_target_hero"-[]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Seeds of Agony (red) [a-sa]", controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, resource_points:1,
                       hand:["Ghostly Visit (red) [a-gv]"], deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S2),
    both_pass(S2, S),
    C = S.pending.choice,
    kinds(S, Ks).

:- end_tests(fab_chane_arcane_choice).

:- begin_tests(fab_chane_seeds_cost).

test(seeds_blue_cost_one_leaves_it, P-Ks == none-["next_attack_action_card_attack_arcane"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Seeds of Agony (blue) [a-sa]", controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, resource_points:1,
                       hand:["Ghostly Visit (red) [a-gv]"], deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S2),
    both_pass(S2, S),
    ( get_dict(pending, S, P0) -> P = P0 ; P = none ),
    kinds(S, Ks).

:- end_tests(fab_chane_seeds_cost).

:- begin_tests(fab_chane_unhallowed_rites).

%   Unhallowed Rites (red) on the stack, bob to pass; alice's graveyard Gy.
rites(Gy, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Unhallowed Rites (red) [a-ur]", controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, graveyard:Gy, deck:["Wounding Blow (red) [a-d1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(asked_with_a_blood_debt_action, C == "blood_debt_to_bottom") :-
    rites(["Howl from Beyond (red) [a-hb]", "Ghostly Visit (red) [a-gv]"], S),
    C = S.pending.choice.
test(only_the_non_attack_offered, Ids == ["a-hb"]) :-
    rites(["Howl from Beyond (red) [a-hb]", "Ghostly Visit (red) [a-gv]", "Warmonger's Recital (red) [a-wr]"], S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "put"), get_dict(card, M, Id) ), Ids).
test(put_to_bottom, D-G == ["a-d1", "a-hb"]-["a-gv"]) :-
    rites(["Howl from Beyond (red) [a-hb]", "Ghostly Visit (red) [a-gv]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-hb", to:"bottom"}, S),
    player_named(S, "alice", P),
    maplist(flesh_and_blood:card_id, P.deck, D),
    maplist(flesh_and_blood:card_id, P.graveyard, G).
test(attack_card_refused, Ids == ['FAB-1015']) :-
    rites(["Howl from Beyond (red) [a-hb]", "Ghostly Visit (red) [a-gv]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-gv", to:"bottom"}, Ids).
test(nothing_to_put_nothing_asked, P == none) :-
    rites(["Ghostly Visit (red) [a-gv]"], S),
    ( get_dict(pending, S, P0) -> P = P0 ; P = none ).

:- end_tests(fab_chane_unhallowed_rites).

:- begin_tests(fab_chane_spew_shadow).

%   Spew Shadow (Colour) on the stack, bob (Hero) to pass; alice's banished
%   zone Banished.
spew(Colour, Hero, Banished, S) :-
    format(string(C), "Spew Shadow (~w) [a-sp]", [Colour]),
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:C, controller:"alice"}],
            players:[_{name:"alice", hero:"Chane", action_points:0, resource_points:2,
                       banished:Banished, deck:[20]},
                     _{name:"bob", hero:Hero}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(one_candidate_chosen, Ks == ["may_play_banished"]) :-
    spew(red, "Rhinar", ["Ghostly Visit (red) [a-gv]", "Howl from Beyond (red) [a-hb]"], S),
    \+ get_dict(pending, S, _),
    kinds(S, Ks).
test(light_hero_plus_two, Ks-N == ["may_play_banished", "next_attack_power"]-2) :-
    spew(red, "Prism", ["Ghostly Visit (red) [a-gv]"], S),
    kinds(S, Ks),
    flesh_and_blood:effects(S, Es), member(E, Es), E.kind == "next_attack_power", N = E.amount.
test(two_candidates_asked, C-Ids == "banished_attack_choice"-["a-bd", "a-gv"]) :-
    spew(red, "Rhinar", ["Ghostly Visit (red) [a-gv]", "Bounding Demigon (red) [a-bd]"], S),
    C = S.pending.choice,
    findall(Id, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "target"), get_dict(card, M, Id) ), Ids0),
    msort(Ids0, Ids).
test(blue_cost_zero_only, Ks == ["may_play_banished"]) :-
    spew(blue, "Rhinar", ["Ghostly Visit (red) [a-gv]", "Bounding Demigon (red) [a-bd]"], S),
    \+ get_dict(pending, S, _),
    kinds(S, Ks),
    flesh_and_blood:effects(S, [E]), E.card == "a-bd".
test(chosen_then_played, Ids == ['FAB-569']) :-
    spew(red, "Rhinar", ["Ghostly Visit (red) [a-gv]", "Bounding Demigon (red) [a-bd]", "Wounding Blow (red) [a-wb]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-wb"}, S1),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-gv", from:"banished", pitch:[]}, Ids0),
    Ids0 == [],                                 % a-gv's own text lets it anyway
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-bd", from:"banished", pitch:[]}, Ids1),
    Ids1 == ['FAB-1001', 'FAB-569'],
    \+ violation_ids(flesh_and_blood, S1, _{player:"alice", action:"play", card:"a-wb", from:"banished", pitch:[]}, [_|_]),
    Ids = ['FAB-569'].
test(not_a_candidate, Ids == ['FAB-1017']) :-
    spew(red, "Rhinar", ["Ghostly Visit (red) [a-gv]", "Bounding Demigon (red) [a-bd]", "Howl from Beyond (red) [a-hb]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-hb"}, Ids).

:- end_tests(fab_chane_spew_shadow).

:- begin_tests(fab_chane_sutcliffe).

sutcliffe(Up, Counters, C) :-
    C0 = _{id:"a-ls", name:"Lord Sutcliffe"},
    (   Up == true -> C1 = C0.put(face_up, true) ; C1 = C0 ),
    (   Counters > 0 -> C = C1.put(lesson_counters, Counters) ; C = C1 ).

%   alice (Chane), Lord Sutcliffe in her arsenal, plays Howl from Beyond
%   (red) from her hand; bob's equipment Equipment.
sutcliffe_play(Up, Counters, Equipment, S) :-
    sutcliffe(Up, Counters, B),
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       hand:["Howl from Beyond (red) [a-hb]"], arsenal:[B], deck:[20]},
                     _{name:"bob", hero:"Rhinar", equipment:Equipment}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-hb", from:"hand", pitch:[]}, S).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.
counters(S, N) :-
    player_named(S, "alice", P),
    (   P.arsenal = [B] -> ( get_dict(lesson_counters, B, N) -> true ; N = 0 ) ; N = gone ).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Lord Sutcliffe"}).
test(face_up_deals_each_two_counters, La-Lb-N == 19-19-2) :-
    sutcliffe_play(true, 0, [], S),
    life(S, "alice", La), life(S, "bob", Lb), counters(S, N).
test(face_down_nothing, La-Lb-N == 20-20-0) :-
    sutcliffe_play(false, 0, [], S),
    life(S, "alice", La), life(S, "bob", Lb), counters(S, N).
test(third_counter_banishes_and_searches, N-C == gone-"search_specialization") :-
    sutcliffe_play(true, 2, [], S),
    counters(S, N), C = S.pending.choice.
test(bobs_prevention_asked_then_counter, C-N0-N == "arcane_damage"-1-2) :-
    sutcliffe_play(true, 0, ["Ebon Fold [b-ef]"], S0),
    C = S0.pending.choice,
    counters(S0, N0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:[], pitch:[]}, S),
    counters(S, N).
test(bob_prevents_no_counter, N == 1) :-
    sutcliffe_play(true, 0, ["Ebon Fold [b-ef]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["b-ef"], pitch:[]}, S),
    counters(S, N).
test(asked_at_the_start, Choice == "mentor_face_up") :-
    sutcliffe(false, 0, B),
    short(_{turn:3, phase:"start", players:[_{name:"alice", hero:"Chane", arsenal:[B]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    Choice = S.pending.choice.

:- end_tests(fab_chane_sutcliffe).

:- begin_tests(fab_chane_arcane_queue).

test(two_seeds_two_targets, Ls == [19, 18]) :-
    short(_{effects:[_{kind:"next_attack_action_card_attack_arcane", player:"alice", amount:1, source:"a-s1",
                       attack_action_card:true, max_cost:2},
                     _{kind:"next_attack_action_card_attack_arcane", player:"alice", amount:1, source:"a-s2",
                       attack_action_card:true, max_cost:2}],
            players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:1,
                       hand:["Ghostly Visit (red) [a-gv]"], deck:[20]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-gv", from:"hand", pitch:[]}, S1),
    both_pass(S1, S2),
    "arcane_target_hero" == S2.pending.choice,
    next_state(flesh_and_blood, S2, _{player:"alice", action:"target", card:"rhinar"}, S3),
    "arcane_target_hero" == S3.pending.choice,
    life(S3, "bob", L1),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"target", card:"rhinar"}, S4),
    \+ get_dict(pending, S4, _),
    life(S4, "bob", L2),
    Ls = [L1, L2].
test(torment_after_runechant_prevention, C1-C2-L == "arcane_damage"-"arcane_target_hero"-19) :-
    short(_{players:[_{name:"alice", hero:"Chane", action_points:1, resource_points:2,
                       banished:["Rifted Torment (red) [a-rt]"], arena:["Runechant [a-rc]"], deck:[20]},
                     _{name:"bob", hero:"Rhinar", equipment:["Ebon Fold [b-ef]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-rt", from:"banished", pitch:[]}, S1),
    C1 = S1.pending.choice,
    next_state(flesh_and_blood, S1, _{player:"bob", action:"prevent", cards:["b-ef"], pitch:[]}, S2),
    C2 = S2.pending.choice,
    next_state(flesh_and_blood, S2, _{player:"alice", action:"target", card:"rhinar"}, S3),
    life(S3, "bob", L).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

:- end_tests(fab_chane_arcane_queue).
