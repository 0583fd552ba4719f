/*  plunit tests of the Rhinar Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_rhinar_blitz.pl): Raw Meat
    (FAB-670), Smashback Alehorn (FAB-671), Lead with Power and Lead with
    Speed (FAB-672), Flat Trackers and Gauntlet of Might (FAB-673), what
    the turn has seen (FAB-674, FAB-678, FAB-679), Assault and Battery and
    Pound Town (FAB-675), Rawhide Rumble (FAB-676), Bonebreaker Bellow
    (FAB-677), Beast Mode (FAB-678), Ball Breaker and Mandible Claw
    (FAB-680), Monstrous Veil and Bare Fangs (FAB-681, FAB-682), Pack Call
    (FAB-683, FAB-684).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_rhinar_blitz.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].

unread(A0, A) :-
    A = A0.put(text_read, false).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

%   Alice's Card waits on the stack; bob passes and it resolves: the
%   state after.
resolved(Card, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Ns).

%   Bob, defending Wounding Blow (red, 4) with Raw Meat beside Tokens,
%   passes: his life after the damage.
raw_meat_life(Tokens, Life) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Raw Meat [m]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:Tokens}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", P),
    Life = P.life.

%   Alice activates her equipment Short (ability 0) and both pass: the
%   state after.
equipment_resolved(Short, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", equipment:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    player_named(S0, "alice", P0),
    P0.equipment = [E], get_dict(id, E, Id),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

%   Alice's Card waits on the stack with Effects this turn; bob passes
%   and it resolves: the state after.
resolved_with(Card, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

record(Kind, _{kind:Kind, player:"alice", source:"x"}).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

%   Alice's Attack on the active link in the reaction step; the turn
%   records Kind now: the link after.
recorded_while_attacking(Attack, Kind, L) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:turn_recorded(S0, Kind, 'FAB-679', "alice", "x", S), _),
    last(S.chain.links, L).

:- begin_tests(fab_rhinar_blitz).

test(raw_meat_both_tokens, Life == 18) :-
    raw_meat_life(["Agility [t1]", "Might [t2]"], Life).
test(raw_meat_agility_only, Life == 17) :-
    raw_meat_life(["Agility [t1]"], Life).
test(raw_meat_vigor_counts_nothing, Life == 16) :-
    raw_meat_life(["Vigor [t1]"], Life).
test(raw_meat_defense_bonus, B == 2) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Rhinar", arena:["Agility [t1]", "Might [t2]", "Vigor [t3]"]}]}, S),
    card_of("Raw Meat [m]", C),
    flesh_and_blood:text_defense_bonus(S, "bob", C, B).
test(raw_meat_unread_no_bonus, B == 0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Rhinar", arena:["Agility [t1]", "Might [t2]"]}]}, S),
    card_of("Raw Meat [m]", C0), unread(C0, C),
    flesh_and_blood:text_defense_bonus(S, "bob", C, B).
test(raw_meat_cites_its_rule, R == 'FAB-670') :-
    card_of("Raw Meat [m]", C),
    flesh_and_blood:defense_token_rule(C, R).
test(stand_ground_keeps_its_rule, R == 'FAB-545') :-
    card_of("Stand Ground [m]", C),
    flesh_and_blood:defense_token_rule(C, R).

test(smashback_alehorn_makes_two_tokens, Ns == ["Agility", "Might"]) :-
    resolved("Smashback Alehorn (blue) [s]", S),
    arena_names(S, "alice", Ns).
test(smashback_alehorn_token_ids, Ids == ["s-agility", "s-might"]) :-
    resolved("Smashback Alehorn (blue) [s]", S),
    player_named(S, "alice", P),
    findall(Id, ( member(T, P.arena), get_dict(id, T, Id) ), Ids).
test(smashback_alehorn_go_again, AP == 1) :-
    resolved("Smashback Alehorn (blue) [s]", S),
    player_named(S, "alice", P),
    AP = P.action_points.
test(smashback_alehorn_unread_makes_none, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Smashback Alehorn (blue) [s]", C0), unread(C0, C),
    phrase(flesh_and_blood:rhinar_blitz_resolution_text(S0, "alice", C, S), _).
test(token_id_numbered_when_taken, Ids == ["s-might", "s-might-2"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", arena:["Might [s-might]"]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:tokens_made(["Might"], 'FAB-671', token_made, "alice", "s", S0, S), _),
    player_named(S, "alice", P),
    findall(Id, ( member(T, P.arena), get_dict(id, T, Id) ), Ids).

test(lead_with_power_effect, [Am, Cs] == [3, ["Brute", "Guardian"]]) :-
    resolved("Lead with Power (red) [l]", S),
    S.effects = [E],
    Am = E.amount, Cs = E.classes.
test(lead_with_power_blue_amount, Am == 1) :-
    resolved("Lead with Power (blue) [l]", S),
    S.effects = [E],
    Am = E.amount.
test(lead_with_power_might_token, Ns == ["Might"]) :-
    resolved("Lead with Power (yellow) [l]", S),
    arena_names(S, "alice", Ns).
test(lead_with_speed_agility_token, Ns == ["Agility"]) :-
    resolved("Lead with Speed (red) [l]", S),
    arena_names(S, "alice", Ns).
test(lead_with_speed_classes, Cs == ["Brute", "Warrior"]) :-
    resolved("Lead with Speed (yellow) [l]", S),
    S.effects = [E],
    Cs = E.classes.
test(classes_effect_fits_guardian) :-
    card_of("Macho Grande (red) [m]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, classes:["Brute", "Guardian"]}, A).
test(classes_effect_fits_brute) :-
    card_of("Pack Hunt (red) [m]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, classes:["Brute", "Warrior"]}, A).
test(classes_effect_misses_ninja, fail) :-
    card_of("Head Jab (red) [m]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, classes:["Brute", "Guardian"]}, A).
test(classes_effect_misses_guardian_for_speed, fail) :-
    card_of("Macho Grande (red) [m]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, classes:["Brute", "Warrior"]}, A).
test(lead_with_power_unread_makes_nothing, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Lead with Power (red) [l]", C0), unread(C0, C),
    phrase(flesh_and_blood:rhinar_blitz_resolution_text(S0, "alice", C, S), _).

test(flat_trackers_agility, [Ns, AP] == [["Agility"], 1]) :-
    equipment_resolved("Flat Trackers [f]", S),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P),
    AP = P.action_points.
test(gauntlet_of_might_might, [Ns, AP] == [["Might"], 1]) :-
    equipment_resolved("Gauntlet of Might [g]", S),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P),
    AP = P.action_points.
test(gauntlet_of_might_destroyed_as_its_cost, Eq == []) :-
    equipment_resolved("Gauntlet of Might [g]", S),
    player_named(S, "alice", P),
    Eq = P.equipment.

test(modelled_now, Ns == []) :-
    findall(N, ( member(N, ["Raw Meat", "Smashback Alehorn (blue)", "Lead with Power (red)", "Lead with Speed (blue)",
                            "Flat Trackers", "Gauntlet of Might"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(bonebreaker_bellow_plain, N == 3) :-
    resolved_with("Bonebreaker Bellow (red) [b]", [], S),
    S.effects = [E], N = E.amount.
test(bonebreaker_bellow_after_a_beaten_chest, N == 4) :-
    record("chest_beaten", R),
    resolved_with("Bonebreaker Bellow (yellow) [b]", [R], S),
    last(S.effects, E), N = E.amount.
test(bonebreaker_bellow_blue_beaten_chest, [N, C] == [3, "Brute"]) :-
    record("chest_beaten", R),
    resolved_with("Bonebreaker Bellow (blue) [b]", [R], S),
    last(S.effects, E), N = E.amount, C = E.class.
test(bonebreaker_bellow_other_records_count_nothing, N == 3) :-
    record("discarded_power", R1), record("intimidated", R2),
    resolved_with("Bonebreaker Bellow (red) [b]", [R1, R2], S),
    last(S.effects, E), N = E.amount.

test(pound_town_after_an_earlier_beaten_chest, Ns == ["Might"]) :-
    record("chest_beaten", R),
    resolved_with("Pound Town (blue) [p]", [R], S),
    arena_names(S, "alice", Ns).
test(assault_and_battery_without_a_beaten_chest, Ns == []) :-
    resolved_with("Assault and Battery (red) [p]", [], S),
    arena_names(S, "alice", Ns).
test(rawhide_rumble_earlier_beaten_chest_intimidates, Ch == "intimidate") :-
    record("chest_beaten", R),
    short(_{passes:1, priority:"bob", effects:[R],
            stack:[_{kind:"card", card:"Rawhide Rumble (blue) [r]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Head Jab (red) [h]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    Ch = S.pending.choice.
test(rawhide_rumble_unread_no_intimidate, fail) :-
    record("chest_beaten", R),
    short(_{effects:[R], players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    card_of("Rawhide Rumble (red) [r]", C0), unread(C0, C),
    flesh_and_blood:beaten_chest_intimidates(S, "alice", C).

test(beast_mode_after_an_intimidate, B == 2) :-
    record("intimidated", R),
    resolved_with("Beast Mode (red) [m]", [R], S),
    last(S.chain.links, L), bonus(L, B).
test(beast_mode_before_any, B == 0) :-
    resolved_with("Beast Mode (red) [m]", [], S),
    last(S.chain.links, L), bonus(L, B).
test(beast_mode_bob_intimidating_counts_nothing, B == 0) :-
    resolved_with("Beast Mode (red) [m]", [_{kind:"intimidated", player:"bob", source:"x"}], S),
    last(S.chain.links, L), bonus(L, B).
test(beast_mode_intimidate_while_it_attacks, B == 2) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Beast Mode (blue) [m]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    phrase(flesh_and_blood:intimidated_recorded(S0, "alice", "x", S), _),
    last(S.chain.links, L), bonus(L, B).
test(beast_mode_second_intimidate_adds_nothing, B == 0) :-
    record("intimidated", R),
    short(_{effects:[R], chain:_{step:"reaction", links:[_{attack:"Beast Mode (blue) [m]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    phrase(flesh_and_blood:intimidated_recorded(S0, "alice", "x", S), _),
    last(S.chain.links, L), bonus(L, B).
test(records_only_the_turn_players, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:turn_recorded(S0, "intimidated", 'FAB-678', "bob", "x", S), _).

test(ball_breaker_discard_while_it_attacks, B == 1) :-
    recorded_while_attacking("Ball Breaker [w]", "discarded_power", L),
    bonus(L, B).
test(mandible_claw_discard_while_it_attacks, G == true) :-
    recorded_while_attacking("Mandible Claw [w]", "discarded_power", L),
    G = L.go_again.
test(mandible_claw_other_record_nothing, G == false) :-
    recorded_while_attacking("Mandible Claw [w]", "intimidated", L),
    G = L.go_again.
test(a_small_discard_records_nothing, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", graveyard:["Head Jab (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Savage Swing (red) [s]", C),
    phrase(flesh_and_blood:rhinar_blitz_played_text(S0, "alice", C, ["d"], S), _),
    flesh_and_blood:effects(S, Es).
test(a_big_discard_records, Ks == ["discarded_power"]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", graveyard:["Command and Conquer (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Savage Swing (red) [s]", C),
    phrase(flesh_and_blood:rhinar_blitz_played_text(S0, "alice", C, ["d"], S), _),
    flesh_and_blood:effects(S, Es),
    findall(K, ( member(E, Es), K = E.kind ), Ks).
test(beat_chest_without_discard_records_nothing, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Pound Town (red) [p]", C),
    phrase(flesh_and_blood:rhinar_blitz_played_text(S0, "alice", C, [], S), _),
    flesh_and_blood:effects(S, Es).

test(modelled_too, Ns == []) :-
    findall(N, ( member(N, ["Assault and Battery (red)", "Pound Town (blue)", "Rawhide Rumble (red)",
                            "Bonebreaker Bellow (yellow)", "Beast Mode (red)", "Ball Breaker", "Mandible Claw"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

%   Alice's Bare Fangs waits on the stack, her deck Deck and hand Hand;
%   bob passes: it attacks.
bare_fangs_attacks(Deck, Hand, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Bare Fangs (red) [f]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, deck:Deck, hand:Hand},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(bare_fangs_draws_and_waits, [Ch, N] == ["random_discard", 1]) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], [], S),
    Ch = S.pending.choice,
    player_named(S, "alice", P), length(P.hand, N).
test(bare_fangs_empty_deck_empty_hand_nothing, Pd == none) :-
    bare_fangs_attacks([], [], S),
    (   get_dict(pending, S, Pd0) -> Pd = Pd0 ; Pd = none ).
test(bare_fangs_big_discard_power, B == 2) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"d"}, S),
    last(S.chain.links, L), bonus(L, B).
test(bare_fangs_small_discard_no_power, B == 0) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"h"}, S),
    last(S.chain.links, L), bonus(L, B).
test(random_discard_candidates_every_hand_card, Ids == ["h", "d"]) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "discard", Id = M.card ), Ids).
test(random_discard_not_from_hand, Ids == ['FAB-682']) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]", "Head Jab (blue) [x]"], ["Head Jab (red) [h]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"f"}, Ids).
test(random_discard_of_an_unknown_card, [Ids, Cs] == [['FAB-682'], ["h"]]) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S0),
    player_named(S0, "alice", P0),
    P0.hand = [H, _],
    flesh_and_blood:set_player(S0, P0.put(hand, [H, _{id:"u", unknown:true}]), S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"u"}, Ids),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "discard", Id = M.card ), Cs).
test(katsu_discard_untouched_by_the_random_discard, fail) :-
    bare_fangs_attacks(["Pack Hunt (red) [d]"], ["Head Jab (red) [h]"], S),
    legal_move(flesh_and_blood, S, M), M.action == "decline".
test(bare_fangs_unread_draws_nothing, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", deck:["Pack Hunt (red) [d]"]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Bare Fangs (red) [f]", C0), unread(C0, C),
    phrase(flesh_and_blood:rhinar_blitz_attack_text(S0, "alice", C, S), _).
test(monstrous_veil_waits_for_the_discard, Ch == "random_discard") :-
    short(_{players:[_{name:"alice", hero:"Rhinar", equipment:["Monstrous Veil [v]"],
                       deck:["Pack Hunt (red) [d]"], hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"v", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    Ch = S.pending.choice.
test(veil_and_fangs_modelled, Ns == []) :-
    findall(N, ( member(N, ["Monstrous Veil", "Bare Fangs (red)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

%   Bob, his deck Deck, defends alice's Wounding Blow with Cards of his
%   Hand: the state after.
pack_call_defends(Deck, Hand, Cards, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:Deck, hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Cards}, S).

deck_ids(S, Ids) :-
    player_named(S, "bob", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.deck, Ids).

test(pack_call_big_top_stays, Ids == ["big", "small"]) :-
    pack_call_defends(["Command and Conquer (red) [big]", "Head Jab (red) [small]"], ["Pack Call (red) [p]"], ["p"], S),
    deck_ids(S, Ids).
test(pack_call_small_top_to_the_bottom, Ids == ["big", "small"]) :-
    pack_call_defends(["Head Jab (red) [small]", "Command and Conquer (red) [big]"], ["Pack Call (blue) [p]"], ["p"], S),
    deck_ids(S, Ids).
test(pack_call_no_power_to_the_bottom, Ids == ["big", "x"]) :-
    pack_call_defends(["Sigil of Solace (red) [x]", "Command and Conquer (red) [big]"], ["Pack Call (blue) [p]"], ["p"], S),
    deck_ids(S, Ids).
test(pack_call_empty_deck_nothing, Pd == none) :-
    pack_call_defends([], ["Pack Call (red) [p]"], ["p"], S),
    (   get_dict(pending, S, Pd0) -> Pd = Pd0 ; Pd = none ).
test(pack_call_not_defending_nothing, Ids == ["small", "big"]) :-
    pack_call_defends(["Head Jab (red) [small]", "Command and Conquer (red) [big]"],
                      ["Pack Call (blue) [p]", "Head Jab (blue) [h]"], ["h"], S),
    deck_ids(S, Ids).
test(pack_call_unknown_top_waits, [Ch, Cs] == ["revealed_top", []]) :-
    pack_call_defends(["Head Jab (red) [small]"], ["Pack Call (red) [p]"], ["p"], S0),
    player_named(S0, "bob", P0),
    flesh_and_blood:set_player(S0, P0.put(deck, [_{id:"u", unknown:true}|P0.deck]), S1),
    phrase(flesh_and_blood:pack_call_defends(S1, "bob", [_{id:"p", name:"Pack Call", color:"red"}], S), _),
    Ch = S.pending.choice, Cs = S.pending.cards.
test(pack_call_known_top_put_elsewhere_breaks, Ids == ['FAB-684']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Pack Call (red) [p]"]}]},
            pending:_{choice:"revealed_top", player:"bob", controller:"bob", source:"Pack Call (red) [p]"},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:["Command and Conquer (red) [big]"]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:"big", to:"bottom"}, Ids).
test(pack_call_known_top_one_candidate, Ms == ["top"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Pack Call (red) [p]"]}]},
            pending:_{choice:"revealed_top", player:"bob", controller:"bob", source:"Pack Call (red) [p]"},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:["Command and Conquer (red) [big]"]}]}, S),
    findall(To, ( legal_move(flesh_and_blood, S, M), M.action == "put", To = M.to ), Ms).
test(pack_call_unread_reveals_nothing, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Rhinar", deck:["Head Jab (red) [small]", "Command and Conquer (red) [big]"]}]}, S0),
    card_of("Pack Call (red) [p]", C0), unread(C0, C),
    phrase(flesh_and_blood:pack_call_defends(S0, "bob", [C], S), _).
test(pack_call_modelled, Ns == []) :-
    findall(N, ( member(N, ["Pack Call (red)", "Pack Call (yellow)", "Pack Call (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

:- end_tests(fab_rhinar_blitz).
