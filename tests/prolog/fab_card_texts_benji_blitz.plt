/*  plunit tests of the Benji Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_benji_blitz.pl): Salt the
    Wound (FAB-655), Soulbead Strike (FAB-656), Spring Load (FAB-657),
    Feisty Locals (FAB-658), ..., Short and Sharp (FAB-665), Twin Twisters (FAB-666, FAB-667), Recoil (FAB-668, FAB-669).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_benji_blitz.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's attack Card waits on the stack over a chain of Links, her
%   hand Hand; bob passes and it opens its link: the link.
opened_after(Links, Card, Hand, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar", life:14}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

%   Bob passes in the reaction step of alice's Attack, defended by
%   Defending: the damage step; the active link and bob's life.
damage_dealt(Attack, Defending, L, Life) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    member(P, S.players), P.name == "bob", !,
    Life = P.life.

unread(A0, A) :-
    A = A0.put(text_read, false).

:- begin_tests(fab_benji_blitz).

test(salt_the_wound_counts_the_hits, B == 2) :-
    opened_after([_{attack:"Head Jab (red) [x]", damage:3}, _{attack:"Leg Tap (red) [y]", damage:0},
                  _{attack:"Head Jab (blue) [z]", damage:1}], "Salt the Wound (yellow) [s]", [], L),
    bonus(L, B).
test(salt_the_wound_first_link, B == 0) :-
    opened_after([], "Salt the Wound (yellow) [s]", [], L),
    bonus(L, B).
test(salt_the_wound_no_hit, B == 0) :-
    opened_after([_{attack:"Head Jab (red) [x]", damage:0}], "Salt the Wound (yellow) [s]", [], L),
    bonus(L, B).
test(salt_the_wound_unread_gains_nothing, B == 0) :-
    short(_{chain:_{step:"layer", links:[_{attack:"Head Jab (red) [x]", damage:3}]},
            players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    card_of("Salt the Wound (yellow) [s]", C0),
    unread(C0, C),
    phrase(flesh_and_blood:benji_blitz_attack_text(S0, "alice", C, S), _),
    S == S0,
    B = 0.

test(soulbead_strike_hit_gets_go_again, G == true) :-
    damage_dealt("Soulbead Strike (blue) [s]", [], L, Life),
    Life == 14,
    G = L.go_again.
test(soulbead_strike_blocked_gets_none, G == false) :-
    damage_dealt("Soulbead Strike (blue) [s]", ["Head Jab (red) [d]"], L, _),
    key_go_again(L, G).
test(soulbead_strike_go_again_gives_an_action_point, AP == 1) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Soulbead Strike (blue) [s]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    AP = P.action_points.

test(spring_load_empty_hand, B == 3) :-
    opened_after([], "Spring Load (red) [s]", [], L),
    bonus(L, B).
test(spring_load_blue_empty_hand, B == 1) :-
    opened_after([], "Spring Load (blue) [s]", [], L),
    bonus(L, B).
test(spring_load_with_a_card_in_hand, B == 0) :-
    opened_after([], "Spring Load (red) [s]", ["Head Jab (red) [h]"], L),
    bonus(L, B).

test(feisty_locals_defended_by_an_action_card, Life == 13) :-
    damage_dealt("Feisty Locals (red) [f]", ["Head Jab (red) [d]"], _, Life).
test(feisty_locals_defended_by_a_defense_reaction, Life == 16) :-
    damage_dealt("Feisty Locals (red) [f]", ["Sink Below (red) [d]"], _, Life).
test(feisty_locals_undefended, Life == 13) :-
    damage_dealt("Feisty Locals (red) [f]", [], _, Life).
test(feisty_locals_power_bonus_unread, B == 0) :-
    card_of("Feisty Locals (red) [f]", A0), unread(A0, A),
    card_of("Head Jab (red) [d]", D),
    flesh_and_blood:benji_blitz_power_bonus(_{attack:A, defending:[D]}, B).

test(fleet_foot_targets_an_attack_of_base_power_1, Ts == ["k"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", damage:3},
                                            _{attack:"Harmonized Kodachi [k]", defending:["Head Jab (blue) [d]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Fleet Foot Sandals [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    findall(T, flesh_and_blood:legal_target(S, attack_base_power_at_most(1), T), Ts).
test(fleet_foot_candidates_name_the_target, Ts == ["k"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Fleet Foot Sandals [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "f"), get_dict(target, M, T) ), Ts).
test(fleet_foot_no_target_no_activation, Ids == ['FAB-622']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (yellow) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Fleet Foot Sandals [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[], target:"a"}, Ids).
test(fleet_foot_resolves_into_go_again, G == true) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Fleet Foot Sandals [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[], target:"k"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    G = L.go_again.

test(plunge_hit_makes_a_dagger_effect, Ps == [kind-"next_attack_power", player-"alice", amount-1, source-"p", subtype-"Dagger"]) :-
    plunge_after_damage([], [E]),
    Ps = [kind-E.kind, player-E.player, amount-E.amount, source-E.source, subtype-E.subtype].
test(plunge_blocked_makes_none, Es == []) :-
    plunge_after_damage(["Sink Below (red) [d]"], Es).
test(plunge_effect_fits_a_dagger) :-
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", player:"alice", amount:1, subtype:"Dagger"},
                                       _{id:"k", name:"Harmonized Kodachi"}).
test(plunge_effect_fits_no_other_attack, [fail]) :-
    card_of("Head Jab (red) [h]", H),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", player:"alice", amount:1, subtype:"Dagger"}, H).

test(benji_shields_one_power, R = benji_shields(_, [_])) :-
    benji_defend(["Head Jab (blue) [a]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["t"]}, ['FAB-661']),
    once(flesh_and_blood:broken('FAB-661', S, _{player:"bob", action:"defend", cards:["t"]}, R)).
test(benji_three_power_not_shielded, Ids == []) :-
    benji_defend(["Head Jab (red) [a]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["t"]}, Ids).
test(benji_power_bonus_counts, Ids == []) :-
    benji_defend(["Head Jab (blue) [a]"], [power_bonus-2], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["t"]}, Ids).
test(benji_weapon_not_shielded, Ids == []) :-
    benji_defend(["Harmonized Kodachi [a]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["t"]}, Ids).
test(benji_lost_abilities_shield_nothing, Ids == []) :-
    benji_defend(["Head Jab (blue) [a]"], [], S0),
    S = S0.put(effects, [_{kind:"hero_loses_abilities", player:"alice", source:"x", lasts:"their_next_turn"}]),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["t"]}, Ids).
test(benji_unread_shields_nothing, [fail]) :-
    benji_defend(["Head Jab (blue) [a]"], [], S0),
    S0.players = [A0, B],
    S = S0.put(players, [A0.put(hero, A0.hero.put(text_read, false)), B]),
    last(S.chain.links, L),
    flesh_and_blood:benji_shielded(S, L, _).
test(benji_listing_offers_no_hand_defence, Ms == [[]]) :-
    benji_defend(["Head Jab (blue) [a]"], [], S),
    findall(Cs, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "defend"), get_dict(cards, M, Cs) ), Ms).
test(benji_reaction_from_hand_fails_to_resolve, Where == graveyard-[]) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a]", defending:[]}]},
            stack:[_{kind:"card", card:"Sink Below (red) [r]", controller:"bob"}],
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, G),
    memberchk("r", G),
    last(S.chain.links, L),
    Where = graveyard-L.defending.
test(benji_first_hit_effect_waits_turn_after_turn, Kinds == ["next_attack_power"]) :-
    short(_{effects:[_{kind:"first_hit_used", player:"alice", source:"h"},
                     _{kind:"next_attack_power", player:"alice", amount:1, source:"h", lasts:"until_used"}],
            players:[_{name:"alice", hero:"Benji, the Piercing Wind"}, _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:carried_effects(S, "bob", Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds).
test(benji_effect_kept_as_the_turn_ends, Rs-Kinds == ['FAB-662']-["next_attack_power"]) :-
    short(_{phase:"end", effects:[_{kind:"first_hit_used", player:"alice", source:"h"},
                                  _{kind:"next_attack_power", player:"alice", amount:1, source:"h", lasts:"until_used"}],
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", deck:[30]}, _{name:"bob", hero:"Rhinar", deck:[30]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S, Events),
    findall(R, member(event(R, effect_kept, _), Events), Rs),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(benji_waiting_effect_shown_not_this_turn_only) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"h", lasts:"until_used"}],
            players:[_{name:"alice", hero:"Benji, the Piercing Wind"}, _{name:"bob", hero:"Rhinar"}]}, S),
    shown(flesh_and_blood, S, null, Model),
    format(string(T), "~q", [Model]),
    once(sub_string(T, _, _, _, "this turn or a later one")).
test(benji_waiting_effect_valid_in_the_other_turn, Es == []) :-
    short(_{turn_player:"bob", priority:"bob",
            effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"h", lasts:"until_used"}],
            players:[_{name:"alice", hero:"Benji, the Piercing Wind"}, _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(benji_weapon_hit_triggers_nothing, Es == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]", defending:[]}]},
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    (   get_dict(effects, S, Es0) -> Es = Es0 ; Es = [] ).

test(silken_gi_negative_power_effect_valid, Es == []) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:(-1), source:"g", attack_action_card:true}],
            players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(a_negative_power_effect_on_any_attack_invalid, Ids == ['FAB-115']) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:(-1), source:"g"}],
            players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es),
    maplist([E, Id]>>get_dict(rule, E, Id), Es, Ids).
test(silken_gi_resolves_into_two_effects, Kinds == ["next_attack_action_card_costs_less", "next_attack_power"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Silken Gi [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"g", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).

test(bleed_out_counts_dagger_damage, C == 1) :-
    bleed_out_cost([_{attack:"Head Jab (red) [j]", damage:3}, _{attack:"Harmonized Kodachi [k]", damage:1}], C).
test(bleed_out_no_dagger_full_cost, C == 2) :-
    bleed_out_cost([_{attack:"Head Jab (red) [j]", damage:3}], C).
test(bleed_out_never_below_zero, C == 0) :-
    bleed_out_cost([_{attack:"Harmonized Kodachi [k]", damage:3}], C).
test(bleed_out_unread_full_cost, C == 2) :-
    short(_{chain:_{step:"resolution", links:[_{attack:"Harmonized Kodachi [k]", damage:3}]},
            players:[_{name:"alice", hero:"Rhinar", hand:["Bleed Out (red) [b]"]}, _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [B0],
    flesh_and_blood:play_cost(S, P, B0.put(text_read, false), C).

%   Alice, in the reaction step of the chain Links, holds Short and Sharp
%   [s] of Colour: the position.
short_and_sharp(Links, Colour, S) :-
    format(string(Card), "Short and Sharp (~w) [s]", [Colour]),
    short(_{chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0, resource_points:1, hand:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   Alice plays Short and Sharp of Colour targeting T, the Attack of the
%   only chain link; both pass: the link's power bonus.
short_and_sharp_resolved(Colour, Attack, T, B) :-
    short_and_sharp([_{attack:Attack}], Colour, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], target:T}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    bonus(L, B).

test(short_and_sharp_targets_a_dagger_attack, Ts == ["k"]) :-
    short_and_sharp([_{attack:"Harmonized Kodachi [k]", defending:["Head Jab (red) [d]"]}], "red", S),
    findall(T, flesh_and_blood:legal_target(S, dagger_or_attack_action_card_base_power_at_most(2), T), Ts).
test(short_and_sharp_targets_small_attack_action_cards, Ts == ["d", "j"]) :-
    short_and_sharp([_{attack:"Head Jab (blue) [j]", defending:["Leg Tap (blue) [d]", "Head Jab (red) [r]"]}], "red", S),
    findall(T, flesh_and_blood:legal_target(S, dagger_or_attack_action_card_base_power_at_most(2), T), Ts0),
    msort(Ts0, Ts).
test(short_and_sharp_modes, Ms == [1-"k", 2-"j"]) :-
    short_and_sharp([_{attack:"Harmonized Kodachi [k]", damage:1}, _{attack:"Head Jab (blue) [j]"}], "red", S),
    findall(M-Id, ( flesh_and_blood:short_and_sharp_target(S, M, C), flesh_and_blood:card_id(C, Id) ), Ms).
test(short_and_sharp_no_target_no_play, Ids == ['FAB-622']) :-
    short_and_sharp([_{attack:"Head Jab (red) [a]"}], "red", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], target:"a"}, Ids).
test(short_and_sharp_no_target_named, Ids == ['FAB-622']) :-
    short_and_sharp([_{attack:"Harmonized Kodachi [k]"}], "red", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, Ids).
test(short_and_sharp_no_candidate_without_a_target, Ms == []) :-
    short_and_sharp([_{attack:"Head Jab (red) [a]"}], "red", S),
    findall(M, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "s") ), Ms).
test(short_and_sharp_candidates_name_the_target, Ts == ["k"]) :-
    short_and_sharp([_{attack:"Harmonized Kodachi [k]"}], "red", S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "s"), get_dict(target, M, T) ), Ts).
test(short_and_sharp_red_gives_3, B == 3) :-
    short_and_sharp_resolved("red", "Harmonized Kodachi [k]", "k", B).
test(short_and_sharp_blue_gives_1, B == 1) :-
    short_and_sharp_resolved("blue", "Head Jab (blue) [k]", "k", B).
test(short_and_sharp_unread_targets_nothing, fail) :-
    card_of("Short and Sharp (red) [s]", C0), unread(C0, C),
    flesh_and_blood:targeting(C, play, _, _).

%   Alice's Twin Twisters [t] waits on the stack for her choice of mode.
twin_twisters_waits(S) :-
    short(_{priority:"alice", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Twin Twisters (red) [t]", controller:"alice"}],
            pending:_{choice:"mode", player:"alice", controller:"alice", source:"Twin Twisters (red) [t]"},
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S).

%   ... she answers Mode and both pass: the chain link it opens.
twin_twisters_link(Mode, L, S) :-
    twin_twisters_waits(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:Mode}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(twin_twisters_play_asks_the_mode, Pd == "mode"-"alice") :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       hand:["Twin Twisters (red) [t]"]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S),
    Pd = S.pending.choice-S.pending.player.
test(twin_twisters_unread_asks_nothing, fail) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       hand:[_{id:"t", name:"Twin Twisters", color:"red", text_read:false}]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S),
    get_dict(pending, S, _).
test(twin_twisters_mode_candidates, Ms == [1, 2]) :-
    twin_twisters_waits(S),
    findall(Mo, ( legal_move(flesh_and_blood, S, M), get_dict(mode, M, Mo) ), Ms).
test(twin_twisters_no_third_mode, Ids == ['FAB-667']) :-
    twin_twisters_waits(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:3}, Ids).
test(twin_twisters_no_pass_while_the_mode_waits, Ids == ['FAB-207']) :-
    twin_twisters_waits(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"pass"}, Ids).
test(twin_twisters_no_mode_move_without_the_choice, Ids == ['FAB-207']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:1}, Ids).
test(twin_twisters_second_mode_power, B == 1) :-
    twin_twisters_link(2, L, _),
    bonus(L, B).
test(twin_twisters_first_mode_no_power, B == 0) :-
    twin_twisters_link(1, L, _),
    bonus(L, B).
test(twin_twisters_first_mode_hit_effect, Ps == [amount-1, lasts-"combat_chain", player-"alice"]) :-
    twin_twisters_link(1, _, S0),
    % bob declares no defender, both pass the reaction step: it hits
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:[]}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    member(E, S.effects), E.kind == "next_attack_power", !,
    Ps = [amount-E.amount, lasts-E.lasts, player-E.player].
test(twin_twisters_second_mode_hit_makes_none, fail) :-
    twin_twisters_link(2, _, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:[]}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    member(E, S.effects), E.kind == "next_attack_power".

%   Bob passes in the reaction step of alice's Recoil after Prev, his
%   hand Hand, his deck ["Leg Tap (blue) [top]"]: the state after damage.
recoil_hits(Prev, Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Prev, damage:0}, _{attack:"Recoil (red) [r]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16, hand:Hand, deck:["Leg Tap (blue) [top]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

bob_deck_ids(S, Ids) :-
    member(P, S.players), P.name == "bob", !,
    findall(Id, ( member(C, P.deck), flesh_and_blood:card_id(C, Id) ), Ids).

test(recoil_combo_one_card_goes_on_top, Ids == ["h", "top"]) :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]"], S),
    \+ get_dict(pending, S, _),
    bob_deck_ids(S, Ids).
test(recoil_combo_two_cards_ask, Pd == "hit_hand_to_top"-"bob"-"alice") :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S),
    Pd = S.pending.choice-S.pending.player-S.pending.controller.
test(recoil_choice_candidates, Ms == ["h"-"top", "l"-"top"]) :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S),
    findall(Id-To, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card, To = M.to ), Ms0),
    msort(Ms0, Ms).
test(recoil_put_to_the_bottom_breaks_669, Ids == ['FAB-669']) :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:"l", to:"bottom"}, Ids).
test(recoil_put_not_from_hand_breaks_669, Ids == ['FAB-669']) :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:"top", to:"top"}, Ids).
test(recoil_put_answers, Ids == ["l", "top"]) :-
    recoil_hits("Head Jab (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"put", card:"l", to:"top"}, S),
    \+ get_dict(pending, S, _),
    bob_deck_ids(S, Ids).
test(recoil_without_combo_does_nothing, Ids == ["top"]) :-
    recoil_hits("Leg Tap (red) [j]", ["Head Jab (blue) [h]", "Leg Tap (red) [l]"], S),
    \+ get_dict(pending, S, _),
    bob_deck_ids(S, Ids).
test(recoil_empty_hand_does_nothing, Ids == ["top"]) :-
    recoil_hits("Head Jab (red) [j]", [], S),
    bob_deck_ids(S, Ids).

test(recoil_then_katsu, Cs == ["hit_hand_to_top", "discard_to_search"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [j]", damage:0}, _{attack:"Recoil (red) [r]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0, hand:["Head Jab (blue) [k]"]},
                     _{name:"bob", hero:"Rhinar", life:16, hand:["Head Jab (blue) [h]", "Leg Tap (red) [l]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"put", card:"l", to:"top"}, S2),
    Cs = [S1.pending.choice, S2.pending.choice].

test(the_cards_are_modelled, [fail]) :-
    member(N-C, ["Salt the Wound"-"yellow", "Soulbead Strike"-"blue", "Spring Load"-"red",
                 "Feisty Locals"-"red", "Fleet Foot Sandals"-none, "Plunge"-"yellow",
                 "Benji, the Piercing Wind"-none, "Silken Gi"-none, "Bleed Out"-"red",
                 "Short and Sharp"-"red", "Short and Sharp"-"blue", "Twin Twisters"-"yellow", "Recoil"-"blue"]),
    (   C == none -> Card = _{id:"catalog", name:N} ; Card = _{id:"catalog", name:N, color:C} ),
    flesh_and_blood:unmodelled_card(Card).
test(an_unread_card_is_unmodelled) :-
    flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Nuu, Alluring Desire"}).   % Hurl and Uzuri are read now (card_texts_singles.pl), Hiss too (card_texts_nuu.pl), Rising Tide (card_texts_nuu_2.pl), Pass Over (card_texts_transcend.pl), Nuu (card_texts_nuu_4.pl)

:- end_tests(fab_benji_blitz).

plunge_after_damage(Defending, Es) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Plunge (yellow) [p]", defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    (   get_dict(effects, S, Es0) -> Es = Es0 ; Es = [] ).

%   Bob, with Leg Tap [t] in hand, declares defenders against alice's
%   Attacks (the last active, with the Extra fields), her hero Benji.
benji_defend(Attacks, Extra, S) :-
    once(benji_defend_(Attacks, Extra, S)).

benji_defend_(Attacks, Extra, S) :-
    maplist([A, L]>>(L = _{attack:A}), Attacks, Links0),
    append(Ls, [L0], Links0),
    dict_pairs(X, _, Extra),
    L1 = L0.put(X),
    append(Ls, [L1], Links),
    short(_{chain:_{step:"defend", links:Links},
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Leg Tap (blue) [t]"]}]}, S).

bleed_out_cost(Links, C) :-
    short(_{chain:_{step:"resolution", links:Links},
            players:[_{name:"alice", hero:"Rhinar", hand:["Bleed Out (red) [b]"]}, _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [B],
    flesh_and_blood:play_cost(S, P, B, C).

key_go_again(L, G) :-
    (   get_dict(go_again, L, G0) -> G = G0 ; G = false ).

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].
