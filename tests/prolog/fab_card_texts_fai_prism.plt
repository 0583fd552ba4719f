/*  plunit tests of the last Fai and Prism Blitz Deck texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_fai_prism.pl): the turn's
    records of a red card played (FAB-742) and of damage dealt (FAB-759),
    Sash of Sandikai (FAB-743), Blaze Headlong (FAB-744), Inflame
    (FAB-745), Flameborn Retribution (FAB-760), Heat Wave (FAB-761).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_fai_prism.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

alice(S, P) :- member(P, S.players), P.name == "alice", !.
bob(S, P) :- member(P, S.players), P.name == "bob", !.


kinds(S, Kinds) :-
    (   get_dict(effects, S, Es) -> true ; Es = [] ),
    findall(K, ( member(E, Es), get_dict(kind, E, K) ), Kinds).

:- begin_tests(fab_fai_prism_records).

test(red_card_played_is_recorded, true(Es =@= [_{kind:"red_card_played", player:"alice", source:"r"}])) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]"],
                       equipment:["Sash of Sandikai [s]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    Es = S.effects.
test(red_card_with_a_reader_in_the_graveyard_is_recorded, Ks == ["red_card_played"]) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]"],
                       graveyard:["Blaze Headlong (red) [b]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(red_card_with_an_unknown_hand_card_is_recorded, Ks == ["red_card_played"]) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]", 1]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(red_card_with_no_reader_is_not_recorded, Ks == []) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(red_card_with_an_unread_reader_is_not_recorded, Ks == []) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]"],
                       equipment:[_{id:"s", name:"Sash of Sandikai", text_read:false}]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(blue_card_played_is_not_recorded, Ks == []) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (blue) [r]"],
                       equipment:["Sash of Sandikai [s]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    kinds(S, Ks).
test(third_red_card_adds_no_record, N == 2) :-
    short(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"},
                     _{kind:"red_card_played", player:"alice", source:"y"}],
            players:[_{name:"alice", hero:"Fai", action_points:1, hand:["Head Jab (red) [r]"],
                       equipment:["Sash of Sandikai [s]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[]}, S),
    aggregate_all(count, member(_, S.effects), N).
test(combat_damage_is_recorded, true(Es =@= [_{kind:"damage_dealt", player:"bob"}])) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]"}]},
            players:[_{name:"alice", hero:"Fai"},
                     _{name:"bob", hero:"Fai", hand:["Flameborn Retribution (red) [f]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    Es = S.effects.
test(damage_with_no_reader_is_not_recorded, Ks == []) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]"}]},
            players:[_{name:"alice", hero:"Fai"}, _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    kinds(S, Ks).
test(no_damage_no_record, Ks == []) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]", defending:["Head Jab (red) [d]"]}]},
            players:[_{name:"alice", hero:"Fai"},
                     _{name:"bob", hero:"Fai", hand:["Flameborn Retribution (red) [f]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    kinds(S, Ks).

:- end_tests(fab_fai_prism_records).

:- begin_tests(fab_fai_prism_sash).

sash(Extra, S) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1, resource_points:0,
                       equipment:["Sash of Sandikai [s]"]},
                     _{name:"bob", hero:"Fai"}]}.put(Extra), S).

activate(_{player:"alice", action:"activate", card:"s", ability:0, pitch:[]}).

test(sash_without_a_red_card_is_illegal, Ids == ['FAB-743']) :-
    sash(_{}, S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(sash_after_a_recorded_red_card) :-
    sash(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]}, S),
    activate(M),
    legal_move(flesh_and_blood, S, M).
test(sash_another_players_red_card_does_not_count, Ids == ['FAB-743']) :-
    sash(_{effects:[_{kind:"red_card_played", player:"bob", source:"x"}]}, S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(sash_after_a_red_attack_on_the_chain) :-
    sash(_{chain:_{step:"reaction", links:[_{attack:"Phoenix Flame (red) [pf]"}]}, priority:"alice"}, S),
    activate(M),
    legal_move(flesh_and_blood, S, M).
test(sash_resolves_one_resource_point, RP == 1) :-
    sash(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]}, S0),
    activate(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    alice(S, P),
    RP = P.resource_points.
test(sash_unread_is_unknown, fail) :-
    short(_{players:[_{name:"alice", hero:"Fai", action_points:1,
                       equipment:[_{id:"s", name:"Sash of Sandikai", text_read:false}]},
                     _{name:"bob", hero:"Fai"}]}, S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids),
    memberchk('FAB-743', Ids).

:- end_tests(fab_fai_prism_sash).

:- begin_tests(fab_fai_prism_blaze).

resolved_action_points(Extra, Links, AP) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:Links},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai"}]}.put(Extra), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    alice(S, P),
    AP = P.action_points.

test(blaze_alone_no_go_again, AP == 0) :-
    resolved_action_points(_{}, [_{attack:"Blaze Headlong (red) [b]", damage:4}], AP).
test(blaze_its_own_record_no_go_again, AP == 0) :-
    resolved_action_points(_{effects:[_{kind:"red_card_played", player:"alice", source:"b"}]},
                           [_{attack:"Blaze Headlong (red) [b]", damage:4}], AP).
test(blaze_another_recorded_red_go_again, AP == 1) :-
    resolved_action_points(_{effects:[_{kind:"red_card_played", player:"alice", source:"b"},
                                      _{kind:"red_card_played", player:"alice", source:"x"}]},
                           [_{attack:"Blaze Headlong (red) [b]", damage:4}], AP).
test(blaze_after_a_red_attack_on_the_chain_go_again, AP == 1) :-
    resolved_action_points(_{}, [_{attack:"Head Jab (red) [h]", damage:3},
                                 _{attack:"Blaze Headlong (red) [b]", damage:4}], AP).
test(blaze_after_a_blue_attack_no_go_again, AP == 0) :-
    resolved_action_points(_{}, [_{attack:"Head Jab (blue) [h]", damage:1},
                                 _{attack:"Blaze Headlong (red) [b]", damage:4}], AP).
test(blaze_unread_no_go_again, AP == 0) :-
    resolved_action_points(_{}, [_{attack:"Head Jab (red) [h]", damage:3},
                                 _{attack:_{id:"b", name:"Blaze Headlong", color:"red", text_read:false}, damage:4}], AP).

:- end_tests(fab_fai_prism_blaze).

:- begin_tests(fab_fai_prism_return).

%   Alice's Card waits on the stack; bob passes and it opens its link.
opened(Extra, Card, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:1,
                       graveyard:["Phoenix Flame (red) [g]"]},
                     _{name:"bob", hero:"Fai"}]}.put(Extra), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(inflame_after_another_red_waits, C == "return_phoenix_flame") :-
    opened(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]}, "Inflame (red) [i]", S),
    C = S.pending.choice.
test(inflame_only_itself_nothing_waits, fail) :-
    opened(_{effects:[_{kind:"red_card_played", player:"alice", source:"i"}]}, "Inflame (red) [i]", S),
    get_dict(pending, S, _).
test(inflame_unread_nothing_waits, fail) :-
    opened(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]},
           _{id:"i", name:"Inflame", color:"red", text_read:false}, S),
    get_dict(pending, S, _).
test(inflame_return_move, Hand == ["g"]) :-
    opened(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]}, "Inflame (red) [i]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"return", card:"g"}, S),
    alice(S, P),
    findall(Id, ( member(C, P.hand), get_dict(id, C, Id) ), Hand).

defended(Extra, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai", hand:["Flameborn Retribution (red) [f]"],
                       graveyard:["Phoenix Flame (red) [g]"]}]}.put(Extra), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["f"]}, S).

test(flameborn_after_damage_waits, C == "return_phoenix_flame") :-
    defended(_{effects:[_{kind:"damage_dealt", player:"bob"}]}, S),
    C = S.pending.choice.
test(flameborn_without_damage_nothing_waits, fail) :-
    defended(_{}, S),
    get_dict(pending, S, _).
test(flameborn_damage_to_the_other_hero_nothing_waits, fail) :-
    defended(_{effects:[_{kind:"damage_dealt", player:"alice"}]}, S),
    get_dict(pending, S, _).

:- end_tests(fab_fai_prism_return).

:- begin_tests(fab_fai_prism_heat_wave).

heat_wave_resolved(Links, S) :-
    short(_{priority:"alice",
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Fai", equipment:["Heat Wave [h]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"h", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(heat_wave_active_phoenix_flame_gets_one, B == 1) :-
    heat_wave_resolved([_{attack:"Phoenix Flame (red) [pf]"}], S),
    last(S.chain.links, L),
    B = L.power_bonus.
test(heat_wave_other_attack_gets_nothing, fail) :-
    heat_wave_resolved([_{attack:"Head Jab (red) [a]"}], S),
    last(S.chain.links, L),
    get_dict(power_bonus, L, _).
test(heat_wave_effect_made, true(Es =@= [_{kind:"named_power", player:"alice", name:"Phoenix Flame", amount:1, source:"h"}])) :-
    heat_wave_resolved([_{attack:"Head Jab (red) [a]"}], S),
    Es = S.effects.
test(heat_wave_later_phoenix_flame_gets_one, B == 1) :-
    short(_{passes:1, priority:"bob",
            effects:[_{kind:"named_power", player:"alice", name:"Phoenix Flame", amount:1, source:"h"}],
            stack:[_{kind:"card", card:"Phoenix Flame (red) [pf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:1},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    B = L.power_bonus.
test(heat_wave_opponents_phoenix_flame_gets_nothing, fail) :-
    short(_{passes:1, priority:"bob",
            effects:[_{kind:"named_power", player:"bob", name:"Phoenix Flame", amount:1, source:"h"}],
            stack:[_{kind:"card", card:"Phoenix Flame (red) [pf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:1},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    get_dict(power_bonus, L, _).

:- end_tests(fab_fai_prism_heat_wave).

:- begin_tests(fab_fai_prism_flamecall).

flamecall_opened(Extra, Deck, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Flamecall Awakening (red) [fc]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:1, deck:Deck},
                     _{name:"bob", hero:"Fai"}]}.put(Extra), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

other_red(_{effects:[_{kind:"red_card_played", player:"alice", source:"x"}]}).

test(flamecall_after_another_red_waits, C == "search_phoenix_flame") :-
    other_red(E),
    flamecall_opened(E, ["Phoenix Flame (red) [pf]", "Head Jab (red) [hj]"], S),
    C = S.pending.choice.
test(flamecall_alone_nothing_waits, fail) :-
    flamecall_opened(_{}, ["Phoenix Flame (red) [pf]"], S),
    get_dict(pending, S, _).
test(flamecall_empty_deck_nothing_waits, fail) :-
    other_red(E),
    flamecall_opened(E, [], S),
    get_dict(pending, S, _).
test(flamecall_finds_and_shuffles, Hand-Unknown == ["pf"]-true) :-
    other_red(E),
    flamecall_opened(E, ["Phoenix Flame (red) [pf]", "Head Jab (red) [hj]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"search", card:"pf"}, S),
    alice(S, P),
    findall(Id, ( member(C, P.hand), get_dict(id, C, Id) ), Hand),
    (   P.deck = [D], get_dict(unknown, D, true) -> Unknown = true ; Unknown = false ).
test(flamecall_search_not_a_phoenix_flame, Ids == ['FAB-747']) :-
    other_red(E),
    flamecall_opened(E, ["Phoenix Flame (red) [pf]", "Head Jab (red) [hj]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"search", card:"hj"}, Ids).
test(flamecall_unknown_card_revealed_a_phoenix_flame, Name == "Phoenix Flame") :-
    other_red(E),
    flamecall_opened(E, [2], S0),
    alice(S0, P0), P0.deck = [C0|_], get_dict(id, C0, Id),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"search", card:Id}, S),
    alice(S, P),
    member(C, P.hand), get_dict(id, C, Id), !,
    Name = C.name.
test(flamecall_decline_keeps_the_deck, Deck == ["pf", "hj"]) :-
    other_red(E),
    flamecall_opened(E, ["Phoenix Flame (red) [pf]", "Head Jab (red) [hj]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    alice(S, P),
    findall(Id, ( member(C, P.deck), get_dict(id, C, Id) ), Deck).
test(flamecall_candidates, N == 3) :-
    other_red(E),
    flamecall_opened(E, ["Phoenix Flame (red) [pf]", "Head Jab (red) [hj]"], S),
    aggregate_all(count, legal_move(flesh_and_blood, S, _), N0),
    N is N0 - 2.                                % less the two concedes

:- end_tests(fab_fai_prism_flamecall).

:- begin_tests(fab_fai_prism_ravages).

ravages_hit(Extra, S) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Herald of Ravages (red) [h]"}]},
            players:[_{name:"alice", hero:"Prism [a-prism]"},
                     _{name:"bob", hero:"Fai [b-fai]"}]}.put(Extra), S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

test(ravages_hit_waits_for_a_target, C-Soul == "hit_target_hero"-["h"]) :-
    ravages_hit(_{}, S),
    C = S.pending.choice,
    alice(S, P),
    findall(Id, ( member(X, P.soul), get_dict(id, X, Id) ), Soul).
test(ravages_targets_bob, Life == 12) :-
    ravages_hit(_{}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"b-fai"}, S),
    bob(S, P),
    Life = P.life.
test(ravages_targets_its_own_hero, Life == 19) :-
    ravages_hit(_{}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-prism"}, S),
    alice(S, P),
    Life = P.life.
test(ravages_target_not_a_hero, Ids == ['FAB-763']) :-
    ravages_hit(_{}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"h"}, Ids).
test(ravages_candidates, Ids == ["a-prism", "b-fai"]) :-
    ravages_hit(_{}, S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "target", Id = M.card ), Ids0),
    msort(Ids0, Ids).
test(ravages_unread_no_choice, fail) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:_{id:"h", name:"Herald of Ravages", color:"red", text_read:false}}]},
            players:[_{name:"alice", hero:"Prism [a-prism]"},
                     _{name:"bob", hero:"Fai [b-fai]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    get_dict(pending, S, _).

:- end_tests(fab_fai_prism_ravages).

:- begin_tests(fab_fai_prism_ode).

ode_resolved(Arena, Links, AP) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:Links},
            players:[_{name:"alice", hero:"Prism", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    alice(S, P),
    AP = P.action_points.

test(ode_illusionist_attack_go_again, AP == 1) :-
    ode_resolved(["Ode to Wrath (yellow) [o]"], [_{attack:"Herald of Tenacity (red) [h]", damage:4}], AP).
test(ode_without_ode_no_go_again, AP == 0) :-
    ode_resolved([], [_{attack:"Herald of Tenacity (red) [h]", damage:4}], AP).
test(ode_not_illusionist_no_go_again, AP == 0) :-
    ode_resolved(["Ode to Wrath (yellow) [o]"], [_{attack:"Wounding Blow (blue) [h]", damage:2}], AP).
test(ode_unread_no_go_again, AP == 0) :-
    ode_resolved([_{id:"o", name:"Ode to Wrath", color:"yellow", text_read:false}],
                 [_{attack:"Herald of Tenacity (red) [h]", damage:4}], AP).

ode_combat(Arena, Life) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]"}]},
            players:[_{name:"alice", hero:"Prism", arena:Arena},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    bob(S, P),
    Life = P.life.

test(ode_combat_damage_loses_one_more, Life == 18) :-
    ode_combat(["Ode to Wrath (yellow) [o]"], Life).
test(ode_two_odes_two_more, Life == 17) :-
    ode_combat(["Ode to Wrath (yellow) [o]", "Ode to Wrath (yellow) [p]"], Life).
test(ode_none, Life == 19) :-
    ode_combat([], Life).
test(ode_no_damage_no_loss, Life == 20) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]", defending:["Head Jab (red) [d]"]}]},
            players:[_{name:"alice", hero:"Prism", arena:["Ode to Wrath (yellow) [o]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    bob(S, P),
    Life = P.life.
test(ode_arcane_damage_to_the_opponent, Life == 22) :-     % 30 - 5 combat - 1 - 1 arcane - 1
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Herald of Ravages (blue) [h]"}]},
            players:[_{name:"alice", hero:"Prism [ap]", arena:["Ode to Wrath (yellow) [o]"]},
                     _{name:"bob", hero:"Fai [bf]", life:30}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),       % 5 combat damage, 1 life lost
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"bf"}, S),   % 1 arcane, 1 life lost
    bob(S, P),
    Life = P.life.
test(ode_own_hero_no_loss, Life == 19) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Herald of Ravages (blue) [h]"}]},
            players:[_{name:"alice", hero:"Prism [ap]", arena:["Ode to Wrath (yellow) [o]"]},
                     _{name:"bob", hero:"Fai [bf]", life:30}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"ap"}, S),
    alice(S, P),
    Life = P.life.

:- end_tests(fab_fai_prism_ode).

:- begin_tests(fab_fai_prism_more).

test(flameborn_beside_flex_is_said_not_asked, Ks == [pay_for_power_waits, damage_dealt_read, choice_not_asked]) :-
    short(_{effects:[_{kind:"damage_dealt", player:"bob"}],
            chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai", resource_points:2,
                       hand:["Flex (red) [x]", "Flameborn Retribution (red) [f]"],
                       graveyard:["Phoenix Flame (red) [g]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["x", "f"]}, _, Events),
    findall(K, ( member(event(R, K, _), Events), memberchk(R, ['FAB-739', 'FAB-759', 'FAB-760']) ), Ks).
test(defense_reaction_of_the_other_player_is_recorded, Es-Errs =@= [_{kind:"red_card_played", player:"bob", source:"s"}]-[]) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]"}]},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai", resource_points:1, equipment:["Sash of Sandikai [bs]"],
                       hand:["Sink Below (red) [s]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"s", from:"hand", pitch:[]}, S),
    Es = S.effects,
    state_errors(flesh_and_blood, S, Errs).
test(record_of_no_player_is_refused) :-
    short(_{effects:[_{kind:"red_card_played", player:"carol", source:"x"}],
            players:[_{name:"alice", hero:"Fai"}, _{name:"bob", hero:"Fai"}]}, S),
    state_errors(flesh_and_blood, S, Errs),
    Errs \== [].

:- end_tests(fab_fai_prism_more).
