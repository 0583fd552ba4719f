/*  plunit tests of the Runeblade and Earth card texts Flesh and Blood
    reads in rules.pl/flesh-and-blood/card_texts_runeblade.pl: Explosive
    Growth (FAB-1460, FAB-1461) and Amulet of Earth (FAB-1462 ...
    FAB-1464).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_runeblade.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

link_power(S, P) :-
    last(S.chain.links, L),
    flesh_and_blood:link_power(L, P).

%   alice plays Explosive Growth (red, 3 power) revealing Reveal, both
%   pass: its link opens and its trigger waits for a target.
growth_attacks(Reveal, S) :-
    short(_{players:[_{name:"alice", hero:"Briar [a-briar]", resource_points:3, action_points:1,
                       hand:["Explosive Growth (red) [g]", "Weave Earth (red) [w]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"g", from:"hand", pitch:[], discard:Reveal}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

%   ... and its arcane damage targets Target.
growth_targets(Reveal, Target, S, Events) :-
    growth_attacks(Reveal, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"target", card:Target}, S, Events).

:- begin_tests(fab_runeblade_explosive_growth).

test(modelled) :-
    forall(member(N, ["Explosive Growth", "Amulet of Earth"]), modelled(N)).
test(unfused_trigger_waits, C-N == "arcane_target_hero"-1) :-
    growth_attacks([], S),
    flesh_and_blood:pending(S, Pd),
    get_dict(choice, Pd, C),
    get_dict(amount, Pd, N).
test(fused_arcane_power, P-Rs == 4-['FAB-1461', 'FAB-1461']) :-
    growth_targets(["w"], "b-hero", S, Events),
    link_power(S, P),
    findall(R, ( member(event(R, E, _), Events), memberchk(E, [rune_attacks_gain_made, rune_attack_gains_power]) ), Rs).
test(unfused_arcane_no_power, P-Ks == 3-[]) :-
    growth_targets([], "b-hero", S, _),
    link_power(S, P),
    kinds(S, Ks0),
    include(==("rune_attacks_power"), Ks0, Ks).
test(fused_own_hero_counts, P == 4) :-
    growth_targets(["w"], "a-briar", S, _),
    link_power(S, P).
test(ward_prevents_all_no_gain, P == 3) :-
    short(_{players:[_{name:"alice", hero:"Briar [a-briar]", resource_points:3, action_points:1,
                       hand:["Explosive Growth (red) [g]", "Weave Earth (red) [w]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]", arena:["Spectral Shield [b-ss]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"g", from:"hand", pitch:[], discard:["w"]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"target", card:"b-hero"}, S),
    link_power(S, P).
test(later_link_gains, P == 8) :-
    short(_{priority:"alice",
            effects:[_{kind:"rune_attacks_power", player:"alice", amount:1, source:"g", lasts:"combat_chain"},
                     _{kind:"rune_attacks_power", player:"alice", amount:1, source:"g", lasts:"combat_chain"}],
            chain:_{step:"resolution", links:[_{attack:"Explosive Growth (red) [g]", fused:true, power_bonus:2, damage:4}]},
            players:[_{name:"alice", hero:"Briar [a-briar]", resource_points:2, action_points:1,
                       hand:["Entwine Earth (red) [e]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    link_power(S, P).
test(hit_gains_again, B == 2) :-
    short(_{priority:"bob", passes:1,
            effects:[_{kind:"rune_attacks_power", player:"alice", amount:1, source:"g", lasts:"combat_chain"}],
            chain:_{step:"reaction", links:[_{attack:"Explosive Growth (red) [g]", fused:true, power_bonus:1}]},
            players:[_{name:"alice", hero:"Briar [a-briar]", action_points:0},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    get_dict(power_bonus, L, B).
test(tarpit_stops_no_damage_trigger, B == 2) :-
    short(_{priority:"bob", passes:1,
            effects:[_{kind:"rune_attacks_power", player:"alice", amount:1, source:"g", lasts:"combat_chain"},
                     _{kind:"hit_triggers_stopped", player:"bob", source:"t"}],
            chain:_{step:"reaction", links:[_{attack:"Explosive Growth (red) [g]", fused:true, power_bonus:1}]},
            players:[_{name:"alice", hero:"Briar [a-briar]", action_points:0},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    get_dict(power_bonus, L, B).
test(unfused_hit_nothing, B == 0) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Explosive Growth (red) [g]"}]},
            players:[_{name:"alice", hero:"Briar [a-briar]", action_points:0},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:key_value(power_bonus, L, 0, B).

:- end_tests(fab_runeblade_explosive_growth).

%   alice, in the reaction step of her Entwine Earth's chain link, with
%   Amulet of Earth in her arena, Graveyard, Effects and the link's Extra.
eamulet_state(Graveyard, Effects, Extra, S) :-
    short(_{passes:0, priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Entwine Earth (red) [a-ee]"}.put(Extra)]},
            players:[_{name:"alice", hero:"Briar [a-briar]", action_points:0,
                       arena:["Amulet of Earth (blue) [a-amulet]"], graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S).

eamulet_move(_{player:"alice", action:"activate", card:"a-amulet", ability:0, pitch:[]}).

eunknown_for(S, M, Name) :-
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1463'], About, _)),
    Name = About.name.

:- begin_tests(fab_runeblade_amulet_of_earth).

test(unfused_illegal, Ids == ['FAB-1463']) :-
    eamulet_state([], [], _{}, S), eamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(recorded_legal, Ids == []) :-
    eamulet_state([], [_{kind:"earth_fused", player:"alice", source:"x"}], _{}, S), eamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(lightning_record_is_no_earth, Ids == ['FAB-1463']) :-
    eamulet_state([], [_{kind:"lightning_fused", player:"alice", source:"x"}], _{}, S), eamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(fused_link_legal, Ids == []) :-
    eamulet_state([], [], _{fused:true}, S), eamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(graveyard_earth_fusion_unknown, Name == "Entwine Earth") :-
    eamulet_state(["Entwine Earth (blue) [g]"], [], _{}, S), eamulet_move(M),
    eunknown_for(S, M, Name).
test(graveyard_ice_fusion_certain, fail) :-
    eamulet_state(["Snow Under (red) [g]"], [], _{}, S), eamulet_move(M),
    eunknown_for(S, M, _).
test(resolves_active_link_power, P-Ks == 7-["earth_fused", "rune_attack_action_cards_gain"]) :-
    eamulet_state([], [_{kind:"earth_fused", player:"alice", source:"x"}], _{}, S0), eamulet_move(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    link_power(S, P),
    kinds(S, Ks).
test(defending_attack_action_card_defense, D == 3) :-
    short(_{turn_player:"bob", priority:"bob",
            effects:[_{kind:"rune_attack_action_cards_gain", player:"alice", amount:1, source:"a-amulet"}],
            players:[_{name:"alice", hero:"Briar [a-briar]"}, _{name:"bob", hero:"Rhinar [b-hero]"}]}, S),
    flesh_and_blood:defending_defense(S, "alice", _{id:"e", name:"Entwine Earth", color:"red"}, D).
test(other_players_effect_no_defense, D == 2) :-
    short(_{turn_player:"bob", priority:"bob",
            effects:[_{kind:"rune_attack_action_cards_gain", player:"bob", amount:1, source:"b-amulet"}],
            players:[_{name:"alice", hero:"Briar [a-briar]"}, _{name:"bob", hero:"Rhinar [b-hero]"}]}, S),
    flesh_and_blood:defending_defense(S, "alice", _{id:"e", name:"Entwine Earth", color:"red"}, D).
test(non_attack_action_no_defense, D == 2) :-
    short(_{turn_player:"bob", priority:"bob",
            effects:[_{kind:"rune_attack_action_cards_gain", player:"alice", amount:1, source:"a-amulet"}],
            players:[_{name:"alice", hero:"Briar [a-briar]"}, _{name:"bob", hero:"Rhinar [b-hero]"}]}, S),
    flesh_and_blood:defending_defense(S, "alice", _{id:"f", name:"Flash", color:"red"}, D).
:- end_tests(fab_runeblade_amulet_of_earth).

%   alice, with Arena, plays Explosive Growth (red).
incantation_played(Arena, Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Briar [a-briar]", resource_points:3, action_points:1,
                       hand:["Explosive Growth (red) [g]"], arena:Arena},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"g", from:"hand", pitch:[], discard:[]}, S).

arena_names(S, Who, Names) :-
    player_named(S, Who, P),
    flesh_and_blood:key_value(arena, P, [], A),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

:- begin_tests(fab_runeblade_malefic_incantation).

test(modelled) :-
    modelled("Malefic Incantation").
test(no_counters_invalid, Rules == ['FAB-1467']) :-
    short(_{players:[_{name:"alice", hero:"Briar [a-briar]", arena:["Malefic Incantation (red) [m]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S),
    state_errors(flesh_and_blood, S, Errors),
    findall(R, ( member(E, Errors), get_dict(rule, E, R0), atom_string(R, R0) ), Rules0),
    sort(Rules0, Rules).
test(zero_counters_invalid, Rules == ['FAB-1467']) :-
    short(_{players:[_{name:"alice", hero:"Briar [a-briar]", arena:[_{id:"m", name:"Malefic Incantation", color:"red", verse_counters:0}]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S),
    state_errors(flesh_and_blood, S, Errors),
    findall(R, ( member(E, Errors), get_dict(rule, E, R0), atom_string(R, R0) ), Rules0),
    sort(Rules0, Rules).
test(two_counters_one_removed, K-Names == 1-["Malefic Incantation", "Runechant"]) :-
    incantation_played([_{id:"m", name:"Malefic Incantation", color:"yellow", verse_counters:2}], [], S),
    arena_names(S, "alice", Names),
    player_named(S, "alice", P),
    once(( member(M, P.arena), get_dict(id, M, "m") )),
    get_dict(verse_counters, M, K).
test(beside_runechant_order_asked, C == "order") :-
    incantation_played([_{id:"m", name:"Malefic Incantation", color:"red", verse_counters:3}, "Runechant [r]"], [], S),
    flesh_and_blood:pending(S, Pd),
    get_dict(choice, Pd, C).
test(spent_beside_runechant_no_order, fail) :-
    incantation_played([_{id:"m", name:"Malefic Incantation", color:"red", verse_counters:3}, "Runechant [r]"],
                       [_{kind:"rune_verse_used", player:"alice", source:"m"}], S),
    flesh_and_blood:pending(S, _).
test(copy_not_spent_triggers, Names == ["Malefic Incantation", "Malefic Incantation", "Runechant"]) :-
    incantation_played([_{id:"m", name:"Malefic Incantation", color:"red", verse_counters:3},
                        _{id:"n", name:"Malefic Incantation", color:"red", verse_counters:3}],
                       [_{kind:"rune_verse_used", player:"alice", source:"m"}], S),
    arena_names(S, "alice", Names).

:- end_tests(fab_runeblade_malefic_incantation).

%   alice plays Rites of Replenishment (red) revealing Reveal, with
%   Effects and Graveyard; both pass: its link opens.
rites_attacks(Reveal, Effects, Graveyard, S, Events) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Briar [a-briar]", resource_points:2, action_points:1,
                       hand:["Rites of Replenishment (red) [r]", "Weave Earth (red) [w]"],
                       deck:["Entwine Earth (red) [d]"], graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[], discard:Reveal}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

deck_ids(S, Ids) :-
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.deck, Ids).

:- begin_tests(fab_runeblade_rites_of_replenishment).

test(modelled) :-
    modelled("Rites of Replenishment").
test(fused_and_arcane_both_kinds, Ks == ["non_attack", "attack"]) :-
    rites_attacks(["w"], [_{kind:"arcane_damage_dealt", player:"alice", source:"x"}],
                  ["Flash (red) [f]", "Head Jab (red) [h]"], S, _),
    flesh_and_blood:pending(S, Pd),
    get_dict(kinds, Pd, Ks).
test(order_is_the_players, Ids == ["d", "h", "f"]) :-
    rites_attacks(["w"], [_{kind:"arcane_damage_dealt", player:"alice", source:"x"}],
                  ["Flash (red) [f]", "Head Jab (red) [h]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"h", to:"bottom"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"f", to:"bottom"}, S),
    deck_ids(S, Ids).
test(other_order, Ids == ["d", "f", "h"]) :-
    rites_attacks(["w"], [_{kind:"arcane_damage_dealt", player:"alice", source:"x"}],
                  ["Flash (red) [f]", "Head Jab (red) [h]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"f", to:"bottom"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"h", to:"bottom"}, S),
    deck_ids(S, Ids).
test(second_of_a_kind_refused, Ids == ['FAB-1469']) :-
    rites_attacks(["w"], [_{kind:"arcane_damage_dealt", player:"alice", source:"x"}],
                  ["Flash (red) [f]", "Flash (blue) [f2]", "Head Jab (red) [h]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"f", to:"bottom"}, S1),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"put", card:"f2", to:"bottom"}, Ids).
test(unfused_no_arcane_nothing, fail) :-
    rites_attacks([], [], ["Flash (red) [f]", "Head Jab (red) [h]"], S, _),
    flesh_and_blood:pending(S, _).
test(unfused_no_arcane_event, Rs == ['FAB-1468']) :-
    rites_attacks([], [], ["Flash (red) [f]", "Head Jab (red) [h]"], _, Events),
    findall(R, member(event(R, rune_rites_nothing, _), Events), Rs).
test(fused_only_attack_kind, Ks == ["attack"]) :-
    rites_attacks(["w"], [], ["Flash (red) [f]", "Head Jab (red) [h]"], S, _),
    flesh_and_blood:pending(S, Pd),
    get_dict(kinds, Pd, Ks).
test(bramble_arcane_first_then_rites, Ks == ["non_attack", "attack"]) :-
    rites_attacks(["w"], [_{kind:"next_attack_action_card_attack_arcane", player:"alice", amount:1, source:"bs", attack_action_card:true}],
                  ["Flash (red) [f]", "Head Jab (red) [h]"], S0, _),
    flesh_and_blood:pending(S0, Pd0),
    get_dict(choice, Pd0, "arcane_target_hero"),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"b-hero"}, S),
    flesh_and_blood:pending(S, Pd),
    get_dict(kinds, Pd, Ks).

:- end_tests(fab_runeblade_rites_of_replenishment).
