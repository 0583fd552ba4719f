/*  plunit tests of the split-cards with Shock read in
    rules.pl/flesh-and-blood/card_texts_melds2.pl: Shock (FAB-1255), Burn
    Up (FAB-1256, FAB-1257), Comet Storm (FAB-1258) and a melded card's
    second target (FAB-1259).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_melds2.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

%   Alice's turn: Comet Storm // Shock and Burn Up // Shock in her hand,
%   4 resource points; bob's arena Arena.
alice_turn(Arena, S) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", life:20, action_points:1, resource_points:4,
                       hand:["Comet Storm // Shock (red) [cs]", "Burn Up // Shock (red) [bu]"]},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena}]}, S).

play(Id, Side, Extra, M) :-
    M = _{player:"alice", action:"play", card:Id, from:"hand", pitch:[], discard:[], side:Side}.put(Extra).

side_card(Name, Side, C) :-
    flesh_and_blood:meld_side_card(_{side:Side}, _{id:"x", name:Name, color:"red"}, C).

:- begin_tests(fab_melds2_targets).

test(both_cards_read) :-
    assertion(flesh_and_blood:text_read_card(_{id:"x", name:"Burn Up // Shock", color:"red"})),
    assertion(flesh_and_blood:text_read_card(_{id:"x", name:"Comet Storm // Shock", color:"red"})).

%   Each side's target: Burn Up has none; Shock 1; Comet Storm 5;
%   melded Burn Up, Shock's (dealt as the right side resolves).
test(targeting_per_side, Ts == [none, arcane_damage(1), melds2_right_dealt(1),
                                arcane_damage(5), arcane_damage(1), arcane_damage(5)]) :-
    findall(T, ( member(Name-Side, ["Burn Up // Shock"-"left", "Burn Up // Shock"-"right",
                                    "Burn Up // Shock"-"both", "Comet Storm // Shock"-"left",
                                    "Comet Storm // Shock"-"right", "Comet Storm // Shock"-"both"]),
                 side_card(Name, Side, C),
                 (   flesh_and_blood:targeting(C, play, hero, T0) -> T = T0 ; T = none ) ), Ts).

test(rule_cited_per_side, Rs == ['FAB-1255', 'FAB-1258', 'FAB-1255', 'FAB-1255']) :-
    findall(R, ( member(Name-Side, ["Comet Storm // Shock"-"right", "Comet Storm // Shock"-"both",
                                    "Burn Up // Shock"-"right", "Burn Up // Shock"-"both"]),
                 side_card(Name, Side, C),
                 flesh_and_blood:oscilio_arcane_target_rule(C, R) ), Rs).

test(melded_comet_storm_needs_right_target) :-
    alice_turn([], S),
    play("cs", "both", _{target:"rhinar"}, M),
    assertion(flesh_and_blood:broken('FAB-1259', S, M, melds2_right_target_missing(_))),
    play("cs", "both", _{target:"rhinar", right_target:"oscilio"}, M1),
    assertion(\+ flesh_and_blood:broken('FAB-1259', S, M1, _)),
    assertion(\+ flesh_and_blood:broken('FAB-622', S, M1, _)),
    play("cs", "both", _{target:"rhinar", right_target:"cs"}, M2),
    assertion(flesh_and_blood:broken('FAB-1259', S, M2, melds2_right_target_illegal(_, "cs"))).

test(right_target_not_asked) :-
    alice_turn([], S),
    forall(member(Id-Side, ["cs"-"left", "cs"-"right", "bu"-"both", "bu"-"right"]),
           ( play(Id, Side, _{target:"rhinar", right_target:"rhinar"}, M),
             assertion(flesh_and_blood:broken('FAB-1259', S, M, melds2_right_target_not_asked(_, "rhinar"))) )).

%   legal-moves: each hero for each target of a melded Comet Storm.
test(melded_candidates_name_both_targets, Pairs == ["oscilio"-"oscilio", "oscilio"-"rhinar",
                                                   "rhinar"-"oscilio", "rhinar"-"rhinar"]) :-
    alice_turn([], S),
    findall(T-R, ( flesh_and_blood:candidate(S, M), get_dict(card, M, "cs"), get_dict(side, M, "both"),
                   T = M.target, R = M.right_target ), Pairs0),
    sort(Pairs0, Pairs).

test(ally_right_target_unknown, Name == "Aether Ashwing") :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:4,
                       hand:["Comet Storm // Shock (red) [cs]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Aether Ashwing [al]"]}]}, S),
    play("cs", "both", _{target:"rhinar", right_target:"al"}, M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1259'], About, _)),
    Name = About.name.

:- end_tests(fab_melds2_targets).

:- begin_tests(fab_melds2_resolution).

%   Melded Comet Storm: Shock's 1 to its right_target first (FAB-1255),
%   then, both passing again, Comet Storm's 5 to its target (FAB-1258).
test(melded_comet_storm_two_resolutions, [L1a-L1b-R1, L2a-L2b-R2] == [19-20-['FAB-1255'], 19-15-['FAB-1258']]) :-
    alice_turn([], S0),
    play("cs", "both", _{target:"rhinar", right_target:"oscilio"}, M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3, E1),
    findall(R, member(event(R, arcane_target_resolves, _), E1), R1),
    life(S3, "alice", L1a), life(S3, "bob", L1b),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_events(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S5, E2),
    findall(R, member(event(R, arcane_target_resolves, _), E2), R2),
    life(S5, "alice", L2a), life(S5, "bob", L2b).

%   Melded Burn Up: Shock's 1 first; the effect and go again as the left
%   side resolves, the target not dealt again.
test(melded_burn_up, [B1, B2, K, AP] == [19, 19, ["next_attack_hit_arcane_damage"], 1]) :-
    alice_turn([], S0),
    play("bu", "both", _{target:"rhinar"}, M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    life(S3, "bob", B1),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_events(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S5, Es),
    assertion(memberchk(event('FAB-1256', burn_up_effect_made, _), Es)),
    life(S5, "bob", B2),
    findall(Kd, ( member(E, S5.effects), Kd = E.kind ), K),
    player_named(S5, "alice", P), AP = P.action_points.

%   An attack of alice's hits bob with Burn Up's effect waiting: 4 combat
%   and 4 arcane damage, the effect used up.  Hood: bob's Arcane Barrier
%   he can pay for, so the damage waits for his choice.
hit_state(BobEquipment, BobHand, S) :-
    short(_{passes:1, priority:"bob",
            effects:[_{kind:"next_attack_hit_arcane_damage", player:"alice", amount:4, source:"bu"}],
            chain:_{step:"reaction",
                    links:[_{attack:"Wounding Blow (red) [wb]", controller:"alice", defender:"bob",
                             defending:[], go_again:false}]},
            players:[_{name:"alice", hero:"Oscilio", action_points:0,
                       graveyard:["Burn Up // Shock (red) [bu]"]},
                     _{name:"bob", hero:"Rhinar", life:20, equipment:BobEquipment, hand:BobHand}]}, S).

test(hit_deals_burn_up_damage, [Life, Es] == [12, []]) :-
    hit_state([], [], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Ev),
    assertion(memberchk(event('FAB-1257', burn_up_hit_damage, _), Ev)),
    life(S, "bob", Life),
    Es = S.effects.

test(hit_waits_for_arcane_barrier, [Life, Ch, N] == [16, "arcane_damage", 4]) :-
    hit_state(["Nullrune Hood [nh]"], ["Sigil of Solace (blue) [ss]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    life(S, "bob", Life),
    Ch = S.pending.choice, N = S.pending.amount.

%   A choice already waiting on the hit: the prevention is not asked, no
%   arcane damage is dealt, the effect is used up.
test(choice_waiting_not_asked, [Kinds, Es] == [[choice_not_asked], []]) :-
    hit_state(["Nullrune Hood [nh]"], ["Sigil of Solace (blue) [ss]"], S0),
    S1 = S0.put(pending, _{choice:"gain_name", player:"alice", controller:"alice",
                           source:"wb", cost:1, names:["Head Jab"]}),
    L = _{attack:_{id:"wb", name:"Wounding Blow", color:"red"}, controller:"alice", defender:"bob"},
    phrase(flesh_and_blood:melds2_hit(S1, L, L.attack, S), Ev),
    findall(K, member(event('FAB-1257', K, _), Ev), Kinds),
    Es = S.effects.

%   A choice already waiting, and no prevention or order the defender
%   could be asked: the damage is dealt (the Arcane Shelter order is
%   asked of the damage's source, damage_source.pl).
test(choice_waiting_nothing_to_ask, [Kinds, Life] == [[burn_up_hit_damage], 16]) :-
    hit_state([], [], S0),
    S1 = S0.put(pending, _{choice:"gain_name", player:"alice", controller:"alice",
                           source:"wb", cost:1, names:["Head Jab"]}),
    L = _{attack:_{id:"wb", name:"Wounding Blow", color:"red"}, controller:"alice", defender:"bob"},
    phrase(flesh_and_blood:melds2_hit(S1, L, L.attack, S), Ev),
    findall(K, member(event('FAB-1257', K, _), Ev), Kinds),
    life(S, "bob", Life).

%   Tarpit Trap's effect stops the hit's triggers: Burn Up's effect is
%   used up all the same, no arcane damage (CR 6.6.5f).
test(tarpit_stopped_hit_uses_it_up, [Life, Es, Kinds] == [16, [], [burn_up_not_triggered]]) :-
    hit_state([], [], S00),
    S0 = S00.put(effects, [_{kind:"hit_triggers_stopped", player:"bob", source:"tt"}|S00.effects]),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Ev),
    findall(K, member(event('FAB-1257', K, _), Ev), Kinds),
    life(S, "bob", Life),
    Es = S.effects.

%   Another player's attack, or no effect: nothing.
test(no_effect_nothing, Ev == []) :-
    hit_state([], [], S0),
    L = _{attack:_{id:"wb", name:"Wounding Blow", color:"red"}, controller:"bob", defender:"alice"},
    phrase(flesh_and_blood:melds2_hit(S0, L, L.attack, _), Ev).

:- end_tests(fab_melds2_resolution).
