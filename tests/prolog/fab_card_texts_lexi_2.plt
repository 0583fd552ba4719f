/*  plunit tests of the Lexi Blitz Deck's last card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_lexi_2.pl): Bolt'n' Shot
    (FAB-992), Electrify (FAB-993), Buzz Bolt (FAB-994) and the damage of
    a hit's effect (FAB-995).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_lexi_2.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   alice's Attack (its link's power bonus Bonus) is in the reaction step,
%   undefended, with Effects waiting; bob (Bob0 his player fields) passes
%   and it deals its damage: the state after.
hit(Attack, Bonus, Effects, Bob0, Alice0, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[], power_bonus:Bonus}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0}.put(Alice0),
                     _{name:"bob", hero:"Rhinar", deck:["Leg Tap (red) [d1]", 30]}.put(Bob0)]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

player_of(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

:- begin_tests(fab_lexi2_bolt_n_shot).

%   The chain link of alice's Attack, its power bonus Bonus.
link(Attack, Bonus, L) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[], power_bonus:Bonus}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L).

test(above_base_has_go_again) :-
    link("Bolt'n' Shot (red) [b]", 1, L),
    flesh_and_blood:link_go_again(_{}, L).
test(at_base_has_none, fail) :-
    link("Bolt'n' Shot (red) [b]", 0, L),
    flesh_and_blood:link_go_again(_{}, L).
test(unread_has_none, fail) :-
    link(_{id:"b", name:"Bolt'n' Shot", color:"red", text_read:false}, 2, L),
    flesh_and_blood:link_go_again(_{}, L).
test(no_dominate_from_it, fail) :-
    link("Bolt'n' Shot (red) [b]", 1, L),
    flesh_and_blood:power_above_base_met(L, dominate).

test(hit_above_base_reloads, C == "reload") :-
    hit("Bolt'n' Shot (red) [b]", 1, [], _{}, _{hand:["Head Jab (red) [h]"]}, S),
    C = S.pending.choice.
test(hit_at_base_does_not, fail) :-
    hit("Bolt'n' Shot (red) [b]", 0, [], _{}, _{hand:["Head Jab (red) [h]"]}, S),
    flesh_and_blood:pending(S, _).
test(full_arsenal_no_reload, fail) :-
    hit("Bolt'n' Shot (red) [b]", 1, [], _{}, _{hand:["Head Jab (red) [h]"], arsenal:["Snow Under (red) [u]"]}, S),
    flesh_and_blood:pending(S, _).

:- end_tests(fab_lexi2_bolt_n_shot).

:- begin_tests(fab_lexi2_electrify).

%   alice's non-attack action Card resolves from the stack, played From.
resolved(Card, From, S) :-
    Layer0 = _{kind:"card", card:Card, controller:"alice"},
    (   From == arsenal -> Layer = Layer0.put(from, "arsenal") ; Layer = Layer0 ),
    short(_{passes:1, priority:"bob", stack:[Layer],
            players:[_{name:"alice", hero:"Lexi", action_points:0, deck:["Head Jab (red) [d1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

electrify(N, _{kind:"next_attack_action_card_hit_damage", player:"alice", amount:N, source:"e"}).

test(red_makes_three, true(Es =@= [E])) :-
    electrify(3, E),
    resolved("Electrify (red) [e]", hand, S),
    flesh_and_blood:effects(S, Es).
test(from_hand_no_draw, H == []) :-
    resolved("Electrify (blue) [e]", hand, S),
    player_of(S, "alice", P),
    H = P.hand.
test(from_arsenal_draws, Ids == ["d1"]) :-
    resolved("Electrify (blue) [e]", arsenal, S),
    player_of(S, "alice", P),
    maplist([C, I]>>get_dict(id, C, I), P.hand, Ids).
test(unread_makes_none, Es == []) :-
    resolved(_{id:"e", name:"Electrify", color:"red", text_read:false}, arsenal, S),
    flesh_and_blood:effects(S, Es).

test(attack_action_hit_deals_it, Life-Es == 14-[]) :-
    electrify(3, E),
    hit("Head Jab (red) [h]", 0, [E], _{life:20}, _{}, S),    % 3 power: 3 damage, then 3
    player_of(S, "bob", P), Life = P.life,
    flesh_and_blood:effects(S, Es).
test(weapon_hit_leaves_it, Life == 17) :-
    electrify(3, E),
    short(_{passes:1, priority:"bob", effects:[E],
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", weapons:["Dawnblade [w]"], action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, deck:["Leg Tap (red) [d1]", 30]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_of(S, "bob", P), Life = P.life,
    flesh_and_blood:effects(S, Es), memberchk(E, Es).
test(damage_makes_blizzard_token, N == 2) :-
    electrify(1, E),
    hit("Head Jab (red) [h]", 0, [E, _{kind:"attack_damage_frostbite", player:"alice", source:"bb"}],
        _{life:20}, _{}, S),
    player_of(S, "bob", P),
    include([C]>>get_dict(name, C, "Frostbite"), P.arena, Ts),
    length(Ts, N).
test(damage_can_defeat, W == defeated("bob")) :-
    electrify(3, E),
    hit("Head Jab (red) [h]", 0, [E], _{life:4}, _{}, S),
    flesh_and_blood:game_over(S, W).

:- end_tests(fab_lexi2_electrify).

:- begin_tests(fab_lexi2_buzz_bolt).

%   alice's Buzz Bolt, fused or not, waits on the stack; bob passes.
opened(Card, Fused, S, L) :-
    Layer0 = _{kind:"card", card:Card, controller:"alice"},
    (   Fused == true -> Layer = Layer0.put(fused, true) ; Layer = Layer0 ),
    short(_{passes:1, priority:"bob", stack:[Layer],
            players:[_{name:"alice", hero:"Lexi", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

buzz(_{kind:"attack_hit_damage", player:"alice", amount:1, source:"z"}).

test(fused_makes_the_effect, true(Es-F =@= [E]-true)) :-
    buzz(E),
    opened("Buzz Bolt (red) [z]", true, S, L),
    F = L.fused,
    flesh_and_blood:effects(S, Es).
test(unfused_makes_none, Es == []) :-
    opened("Buzz Bolt (red) [z]", false, S, _),
    flesh_and_blood:effects(S, Es).
test(any_hit_deals_one_and_it_stays, Life-Es == 16-[E]) :-
    buzz(E),
    hit("Head Jab (red) [h]", 0, [E], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life,
    flesh_and_blood:effects(S, Es).
test(two_effects_no_prevention_both, Life == 15) :-
    buzz(E),
    hit("Head Jab (red) [h]", 0, [E, E.put(source, "z2")], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life.
test(one_effect_after_the_ward_is_gone, Life-Arena == 17-[]) :-
    buzz(E),
    hit("Head Jab (red) [h]", 0, [E], _{life:20, arena:["Spectral Shield [sp]"]}, _{}, S),
    player_of(S, "bob", P), Life = P.life, Arena = P.arena.

%   The hit's effects met directly, bob's Wards (Arena) still there: the
%   state after, and the events.
hit_texts(Effects, Arena, S, Kinds) :-
    short(_{passes:0, priority:"alice", effects:Effects,
            chain:_{step:"damage", links:[_{attack:"Head Jab (red) [h]", defending:[], damage:3}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:17, arena:Arena}]}, S0),
    last(S0.chain.links, L),
    flesh_and_blood:link_attack(L, A),
    phrase(flesh_and_blood:lexi2_hit_damage(S0, L, A, S), Evs),
    findall(K, member(event(_, K, _), Evs), Kinds).

test(two_effects_beside_a_ward_not_asked, Life-Kinds == 17-[hit_damage_order_not_asked]) :-
    buzz(E),
    hit_texts([E, E.put(source, "z2")], ["Spectral Shield [sp]"], S, Kinds),
    player_of(S, "bob", P), Life = P.life.
test(one_effect_one_ward_prevents, Life-Arena == 17-[]) :-
    buzz(E),
    hit_texts([E], ["Spectral Shield [sp]"], S, _),
    player_of(S, "bob", P), Life = P.life, Arena = P.arena.
test(one_effect_two_wards_asks, C-Of == "ward"-"hit_damage") :-
    buzz(E),
    hit_texts([E.put(amount, 3)], ["Spectral Shield [sp]", "Haunting Specter (red) [hs]"], S, _),
    C = S.pending.choice, Of = S.pending.of.

test(ward_order_answered_deals_the_rest, Life-Arena-Pd == 17-["sp"]-none) :-
    buzz(E),
    hit_texts([E.put(amount, 3)], ["Spectral Shield [sp]", "Haunting Specter (red) [hs]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"ward", cards:["hs", "sp"]}, S),
    player_of(S, "bob", P), Life = P.life,
    maplist([C, I]>>get_dict(id, C, I), P.arena, Arena),
    (   flesh_and_blood:pending(S, _) -> Pd = some ; Pd = none ).
test(ward_order_other_way, Life-Arena == 17-[]) :-
    buzz(E),
    hit_texts([E.put(amount, 3)], ["Spectral Shield [sp]", "Haunting Specter (red) [hs]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"ward", cards:["sp", "hs"]}, S),
    player_of(S, "bob", P), Life = P.life, Arena = P.arena.

:- end_tests(fab_lexi2_buzz_bolt).

:- begin_tests(fab_lexi2_mark_of_lightning).

%   alice's Attack waits for bob's defenders (Bob0 his player fields,
%   alice's Alice0), bob declares Ids: the state after, and the events.
defended(Attack, Alice0, Bob0, Ids, S, Kinds) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"defend", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0, equipment:["Mark of Lightning [a-mark]"]}.put(Alice0),
                     _{name:"bob", hero:"Rhinar", life:20}.put(Bob0)]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Ids}, S, Evs),
    findall(K, member(event(_, K, _), Evs), Kinds).

test(hand_card_asks, C == "mark_destroy") :-
    defended("Entwine Lightning (red) [a-en]", _{}, _{hand:["Leg Tap (red) [b-lt]"]}, ["b-lt"], S, _),
    C = S.pending.choice.
test(equipment_only_asks_nothing, fail) :-
    defended("Entwine Lightning (red) [a-en]", _{}, _{equipment:["Nullrune Hood [b-hood]"]}, ["b-hood"], S, _),
    flesh_and_blood:pending(S, _).
test(other_talent_asks_nothing, fail) :-
    defended("Head Jab (red) [a-hj]", _{}, _{hand:["Leg Tap (red) [b-lt]"]}, ["b-lt"], S, _),
    flesh_and_blood:pending(S, _).
test(unread_mark_asks_nothing, fail) :-
    defended("Entwine Lightning (red) [a-en]",
             _{equipment:[_{id:"a-mark", name:"Mark of Lightning", text_read:false}]},
             _{hand:["Leg Tap (red) [b-lt]"]}, ["b-lt"], S, _),
    flesh_and_blood:pending(S, _).
test(destroyed_deals_one_and_blizzard_token, Life-N-G == 19-1-["a-mark"]) :-
    defended("Entwine Lightning (red) [a-en]", _{}, _{hand:["Leg Tap (red) [b-lt]"]}, ["b-lt"], S0, _),
    S1 = S0.put(effects, [_{kind:"attack_damage_frostbite", player:"alice", source:"bb"}]),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"destroy", card:"a-mark"}, S),
    player_of(S, "bob", B), Life = B.life, length(B.arena, N),
    player_of(S, "alice", A), maplist([C, I]>>get_dict(id, C, I), A.graveyard, G).
test(two_wards_ask_their_order, C-Of == "ward"-"mark_damage") :-
    defended("Entwine Lightning (red) [a-en]", _{},
             _{hand:["Leg Tap (red) [b-lt]"], arena:["Spectral Shield [sp]", "Haunting Specter (red) [hs]"]},
             ["b-lt"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"destroy", card:"a-mark"}, S1),
    C = S1.pending.choice, Of = S1.pending.of,
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["sp", "hs"]}, S),
    \+ flesh_and_blood:pending(S, _).

:- end_tests(fab_lexi2_mark_of_lightning).

:- begin_tests(fab_lexi2_frazzle).

frazzle(_{kind:"attack_damage_plus", player:"alice", amount:1, source:"f"}).

test(fused_makes_the_effect, true(Es-F =@= [E]-true)) :-
    frazzle(E),
    plunit_fab_lexi2_buzz_bolt:opened("Frazzle (red) [f]", true, S, L),
    F = L.fused,
    flesh_and_blood:effects(S, Es).
test(unfused_makes_none, Es == []) :-
    plunit_fab_lexi2_buzz_bolt:opened("Frazzle (red) [f]", false, S, _),
    flesh_and_blood:effects(S, Es).
test(combat_damage_one_more, Life == 16) :-
    frazzle(E),
    hit("Head Jab (red) [h]", 0, [E], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life.
test(two_effects_two_more, Life == 15) :-
    frazzle(E),
    hit("Head Jab (red) [h]", 0, [E, E.put(source, "f2")], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life.
test(before_ward, Life-Arena == 17-[]) :-      % 3 + 1, Ward 1 prevents 1
    frazzle(E),
    hit("Head Jab (red) [h]", 0, [E], _{life:20, arena:["Spectral Shield [sp]"]}, _{}, S),
    player_of(S, "bob", P), Life = P.life, Arena = P.arena.
test(no_damage_no_more, Life == 20) :-
    frazzle(E),
    hit("Head Jab (red) [h]", -3, [E], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life.
test(buzz_damage_one_more_too, Life == 14) :-   % 3 + 1, then 1 + 1
    frazzle(E),
    plunit_fab_lexi2_buzz_bolt:buzz(B),
    hit("Head Jab (red) [h]", 0, [E, B], _{life:20}, _{}, S),
    player_of(S, "bob", P), Life = P.life.
test(replaced_zero_stays_zero, D-P == 0-0) :-
    flesh_and_blood:attack_damage_replaced(_{effects:[_{kind:"attack_damage_plus", player:"alice", amount:1}]}, 0, D, P).

:- end_tests(fab_lexi2_frazzle).

:- begin_tests(fab_lexi2_chilling_icevein).

icevein(_{kind:"attack_damage_discard_unless_pay", player:"alice", amount:1, source:"ci"}).

test(fused_makes_the_effect, true(Es-F =@= [E]-true)) :-
    icevein(E),
    plunit_fab_lexi2_buzz_bolt:opened("Chilling Icevein (red) [ci]", true, S, L),
    F = L.fused,
    flesh_and_blood:effects(S, Es).
test(unfused_makes_none, Es == []) :-
    plunit_fab_lexi2_buzz_bolt:opened("Chilling Icevein (red) [ci]", false, S, _),
    flesh_and_blood:effects(S, Es).
test(combat_damage_asks_the_hero, C-P-K == "discard_unless_pay"-"bob"-1) :-
    icevein(E),
    hit("Head Jab (red) [h]", 0, [E], _{hand:["Leg Tap (red) [b-lt]"]}, _{}, S),
    C = S.pending.choice, P = S.pending.player, K = S.pending.cost.
test(empty_hand_asks_nothing, fail) :-
    icevein(E),
    hit("Head Jab (red) [h]", 0, [E], _{}, _{}, S),
    flesh_and_blood:pending(S, _).
test(no_damage_asks_nothing, fail) :-
    icevein(E),
    hit("Head Jab (red) [h]", -3, [E], _{hand:["Leg Tap (red) [b-lt]"]}, _{}, S),
    flesh_and_blood:pending(S, _).
test(effect_damage_asks_too, C-Life == "discard_unless_pay"-16) :-
    icevein(E),
    plunit_fab_lexi2_buzz_bolt:buzz(B),
    short(_{passes:0, priority:"alice", effects:[B, E],
            chain:_{step:"damage", links:[_{attack:"Head Jab (red) [h]", defending:[], damage:3}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:17, hand:["Leg Tap (red) [b-lt]"]}]}, S0),
    last(S0.chain.links, L),
    flesh_and_blood:link_attack(L, A),
    phrase(flesh_and_blood:lexi2_hit_damage(S0, L, A, S), _),
    player_of(S, "bob", P), Life = P.life,
    C = S.pending.choice.

:- end_tests(fab_lexi2_chilling_icevein).

:- begin_tests(fab_lexi2_shiver).

%   alice's Shiver has put her arrow into her arsenal (the put move
%   answering its choice), in Turn's turn: the state after.
put_with(Source, Turn, S) :-
    short(_{turn_player:Turn, priority:"alice", passes:0,
            pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice", source:Source},
            players:[_{name:"alice", hero:"Lexi", weapons:["Shiver [a-bow]"], hand:["Bolt'n' Shot (red) [a-bs]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-bs", to:"arsenal"}, S).

test(shiver_asks_a_mode, C == "shiver_mode") :-
    put_with("Shiver [a-bow]", "alice", S),
    C = S.pending.choice.
test(castaway_asks_none, fail) :-
    short(_{priority:"alice", passes:0,
            pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice", source:"Barbed Castaway [a-bow]"},
            players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [a-bow]"], hand:["Bolt'n' Shot (red) [a-bs]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-bs", to:"arsenal"}, S),
    flesh_and_blood:pending(S, _).
test(unread_shiver_asks_none, fail) :-
    put_with(_{id:"a-bow", name:"Shiver", text_read:false}, "alice", S),
    flesh_and_blood:pending(S, _).
test(mode_one_power, true(Es =@= [_{kind:"next_attack_power", player:"alice", amount:1, card:"a-bs", source:"a-bow"}])) :-
    put_with("Shiver [a-bow]", "alice", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:1}, S),
    flesh_and_blood:effects(S, Es).
test(power_fits_only_that_card, fail) :-
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", player:"alice", amount:1, card:"a-bs"},
                                       _{id:"other", name:"Bolt'n' Shot", color:"red"}).
test(other_players_turn_nothing, Es == []) :-
    put_with("Shiver [a-bow]", "bob", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:2}, S),
    flesh_and_blood:effects(S, Es).

:- end_tests(fab_lexi2_shiver).

:- begin_tests(fab_lexi2_lexi).

%   alice's Lexi with Arsenal, bob's hero the target.
lexi_state(Arsenal, S) :-
    short(_{players:[_{name:"alice", hero:"Lexi [lexi]", arsenal:Arsenal}, _{name:"bob", hero:"Rhinar [rhinar]"}]}, S).

activation(T, _{player:"alice", action:"activate", card:"lexi", ability:0, pitch:[], target:T}).

%   Activated and resolved: the state.
lexi_resolved(Arsenal, T, S) :-
    lexi_state(Arsenal, S0),
    activation(T, M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(lightning_card_legal, Ids == []) :-
    lexi_state(["Electrify (red) [a-el]"], S),
    activation("rhinar", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(face_up_card_breaks_it, Ids == ['FAB-815']) :-
    lexi_state([_{id:"a-el", name:"Electrify", color:"red", face_up:true}], S),
    activation("rhinar", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(empty_arsenal_breaks_it, Ids == ['FAB-815']) :-
    lexi_state([], S),
    activation("rhinar", M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(unknown_card_is_unknown, Id == "a-x") :-
    lexi_state([_{id:"a-x", unknown:true}], S),
    activation("rhinar", M),
    violation_ids(flesh_and_blood, S, M, ['FAB-815']),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-815'], About, _)),
    Id = About.card.
test(ice_card_frostbite_for_target, N-Es == 1-[]) :-
    lexi_resolved(["Winter's Bite (red) [a-ice]"], "rhinar", S),
    player_of(S, "bob", P),
    include([C]>>get_dict(name, C, "Frostbite"), P.arena, Ts), length(Ts, N),
    flesh_and_blood:effects(S, Es).
test(ice_card_own_hero_target, N == 1) :-
    lexi_resolved(["Winter's Bite (red) [a-ice]"], "lexi", S),
    player_of(S, "alice", P),
    include([C]>>get_dict(name, C, "Frostbite"), P.arena, Ts), length(Ts, N).
test(lightning_card_go_again, true(Es =@= [_{kind:"next_attack_go_again", player:"alice", source:"lexi"}])) :-
    lexi_resolved(["Electrify (red) [a-el]"], "rhinar", S),
    flesh_and_blood:effects(S, Es).
test(neither_nothing, Es-A == []-[]) :-
    lexi_resolved(["Head Jab (red) [a-h]"], "rhinar", S),
    flesh_and_blood:effects(S, Es),
    player_of(S, "bob", P), A = P.arena.
test(unread_lexi_not_this_ability, fail) :-
    short(_{players:[_{name:"alice", hero:_{id:"lexi", name:"Lexi", text_read:false}, arsenal:["Electrify (red) [a-el]"]},
                     _{name:"bob", hero:"Rhinar [rhinar]"}]}, S),
    activation("rhinar", M),
    flesh_and_blood:lexi_activation(S, M, _, _).

:- end_tests(fab_lexi2_lexi).

:- begin_tests(fab_lexi2_shock_striker).

%   alice's Attack in the reaction step, with resource points.
striker_state(Attack, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0, resource_points:2},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate_striker(_{player:"alice", action:"activate", card:"a-ss", ability:0, pitch:[]}).

test(attacking_legal, Ids == []) :-
    striker_state("Shock Striker (red) [a-ss]", S),
    activate_striker(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(unread_attacking_not_illegal, Ids == []) :-
    striker_state(_{id:"a-ss", name:"Shock Striker", color:"red", text_read:false}, S),
    activate_striker(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(resolved_link_gains, N == 1) :-
    striker_state("Shock Striker (red) [a-ss]", S0),
    activate_striker(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    N = L.gained_hit_damage.
test(gained_link_hit_deals_one, Life == 14) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Shock Striker (red) [a-ss]", defending:[], gained_hit_damage:1}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, deck:["Leg Tap (red) [d1]", 30]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_of(S, "bob", P), Life = P.life.
test(defending_striker_activatable, Ids == []) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-h]", defending:["Shock Striker (red) [b-ss]"]}]},
            players:[_{name:"alice", hero:"Lexi", action_points:0},
                     _{name:"bob", hero:"Rhinar", resource_points:2}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"activate", card:"b-ss", ability:0, pitch:[]}, Ids).

:- end_tests(fab_lexi2_shock_striker).
