/*  World of Warcraft TCG: the judge's workflow.

    Part of game.pl: the facts that decide a rule for a move, the
    changes that would mend it, what a player cannot see, and the display
    model `show` draws.  Each asks the relations the rules use.
*/

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  moot(?RuleId, +State, +Move) is semidet.
%
%   The rule, though in the action's table, does not concern this move:
%   it is about a kind of card the move does not name (the readiness of
%   a "weapon" that is not a weapon in play, ...), about combat damage
%   that is not coming, about the timing of the other kind of card
%   (an instant is played in a window, any other card as a main action),
%   or about a power the card does not have; another rule of the move
%   decides it.

moot(Id, S, M) :-
    card_kind_rule(Id, Key, Kind),
    get_dict(Key, M, C),
    \+ card_of_kind(S, C, Kind).
moot(Id, S, M) :-
    main_action_rule(Id),
    \+ main_action(S, M, _).
moot('WOW-223', S, M) :-
    \+ move_effects(S, M, _, _).
moot('WOW-225', S, M) :-
    \+ ( get_dict(card, M, C), get_dict(player, M, Pl), hand_card(S, Pl, C, _) ).
moot('WOW-208', S, M) :-
    \+ costed_action(S, M, _, _, _).
moot('WOW-210', S, M) :-
    \+ exhausting_power(S, M, _).
moot('WOW-211', S, M) :-
    \+ exhausting_power(S, M, ally).

card_kind_rule('WOW-302', attacker, character).
card_kind_rule('WOW-303', attacker, character).
card_kind_rule('WOW-305', attacker, character).
card_kind_rule('WOW-404', protector, character).
card_kind_rule('WOW-504', weapon, weapon).
card_kind_rule('WOW-505', weapon, weapon).
card_kind_rule('WOW-604', armor, armor).

main_action_rule('WOW-202').
main_action_rule('WOW-203').
main_action_rule('WOW-204').

%   exhausting_power(+S, +Move, ?Zone): Move uses the power of a card in
%   play in Zone (whoever controls it), a power that exhausts the card.

exhausting_power(S, M, Zone) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    power_card(S, C, _, Zone, _, Power),
    flag(Power, activate).

card_of_kind(S, C, character) :- character(S, C, _, _).
card_of_kind(S, C, weapon) :- card_at(S, C, _, weapon, _).
card_of_kind(S, C, armor) :- card_at(S, C, _, armor, _).

%   Facts shared by several rules, as terms message//1 puts in words
%   (messages.pl).

step_fact(S, step(Ph, St)) :-
    phase(S, Ph),
    step(S, St).

turn_fact(S, M, turn_and_mover(T, Pl)) :-
    turn_player(S, T),
    get_dict(player, M, Pl).

ready_text(Card, T) :-
    (   is_ready(Card) -> T = "ready" ; T = "exhausted" ).

combat_fact(S, F) :-
    (   combat(S, _)
    ->  attacker(S, A), proposed_defender(S, D),
        label(S, A, AL), label(S, D, DL),
        owner_text(S, A, AO), owner_text(S, D, DO),
        (   protector(S, P)
        ->  label(S, P, PL),
            F = combat_protected(AO, AL, DO, DL, PL)
        ;   F = combat(AO, AL, DO, DL)
        )
    ;   F = no_combat
    ).

owner_text(S, Id, T) :-
    (   card_at(S, Id, O, _, _) -> T = O ; T = "not in play" ).

card_place_fact(S, M, F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    (   hand_card(S, Pl, C, _)
    ->  F = in_hand(CL, Pl)
    ;   player_name(S, O), hand_card(S, O, C, _)
    ->  F = in_hand_of_other(CL, O, Pl)
    ;   card_at(S, C, O, Z, _)
    ->  F = in_play_not_hand(CL, O, Z)
    ;   F = not_in_hand(CL, Pl)
    ).

%!  fact(?RuleId, +State, +Move, -Fact) is nondet.
%
%   A fact of this position that decides RuleId for Move, as a term
%   message//1 puts in words as fact(Fact) (messages.pl).

fact('WOW-201', S, _, decked(P)) :-
    decked(S, P).
fact('WOW-201', S, _, F) :-
    player_name(S, P),
    hero_of(S, P, H),
    card_label(H, HL),
    get_dict(damage, H, D), get_dict(health, H, Hp),
    (   D >= Hp
    ->  F = hero_fatal_damage(P, HL, D, Hp)
    ;   F = hero_damage(P, HL, D, Hp)
    ).
fact('WOW-202', S, M, F) :-
    turn_fact(S, M, F).
fact('WOW-203', S, _, F) :-
    step_fact(S, F).
fact('WOW-204', S, _, F) :-
    step_fact(S, F).
fact('WOW-204', S, _, F) :-
    combat(S, _),
    combat_fact(S, F).
fact('WOW-205', S, M, F) :-
    turn_player(S, T),
    (   resource_placed(S)
    ->  F = resource_placed(T)
    ;   F = no_resource_placed(T)
    ),
    get_dict(player, M, _).
fact('WOW-206', S, M, F) :-
    step_fact(S, F0),
    priority_holder(S, H),
    get_dict(player, M, Pl),
    (   H == null
    ->  F = nobody_has_priority(F0)
    ;   F = priority(F0, H, Pl)
    ).
fact('WOW-207', S, M, F) :-
    card_place_fact(S, M, F).
fact('WOW-208', S, M, F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  power_card(S, C, _, _, _, Power),
        get_dict(cost, Power, Cost),
        F = power_cost(CL, Cost, Pl, R)
    ;   hand_card(S, Pl, C, Card),
        get_dict(cost, Card, Cost),
        F = card_cost(CL, Cost, Pl, R)
    ).
fact('WOW-209', S, M, F) :-
    get_dict(card, M, C),
    label(S, C, CL),
    (   card_at(S, C, O, Z, Card)
    ->  (   get_dict(power, Card, Power)
        ->  get_dict(cost, Power, Cost),
            (   flag(Power, activate) -> Ex = exhausts ; Ex = does_not_exhaust ),
            F = power_in_play(CL, O, Z, Cost, Ex)
        ;   F = no_power_in_play(CL, O, Z)
        )
    ;   F = not_in_play(CL)
    ).
fact('WOW-210', S, M, ready_and_exhausting(CL, R)) :-
    get_dict(card, M, C),
    card_at(S, C, _, _, Card),
    label(S, C, CL),
    ready_text(Card, R).
fact('WOW-211', S, M, F) :-
    get_dict(card, M, C),
    card_at(S, C, Pl, ally, Card),
    label(S, C, CL),
    (   flag(Card, since_turn_start)
    ->  F = controlled_since_turn_start(CL, Pl)
    ;   F = controlled_after_turn_start(CL, Pl)
    ).
fact('WOW-223', S, M, F) :-
    move_effects(S, M, Effects, Card),
    card_label(Card, CL),
    (   targeted(Effects)
    ->  include(targets_other, Effects, Targeting),
        (   get_dict(target, M, Tg)
        ->  label(S, Tg, TL),
            (   card_at(S, Tg, O, Z, _)
            ->  F = targets_and_names(CL, Targeting, TL, O, Z)
            ;   F = targets_and_names_not_in_play(CL, Targeting, TL)
            )
        ;   F = targets_but_names_none(CL, Targeting)
        )
    ;   F = no_targeted_effect(CL)
    ).
fact('WOW-225', S, M, F) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    label(S, C, CL),
    (   playable_face(Card)
    ->  F = face_shown(CL)
    ;   F = unknown_face(CL)
    ).
fact('WOW-301', S, M, F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   character(S, A, O, _)
    ->  F = character_of(AL, O)
    ;   F = not_a_character(AL)
    ).
fact('WOW-302', S, M, readiness(AL, R)) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    label(S, A, AL),
    ready_text(Card, R).
fact('WOW-303', S, M, F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, ally, Card)
    ->  (   flag(Card, since_turn_start) -> Since = true ; Since = false ),
        (   flag(Card, ferocity) -> Ferocity = true ; Ferocity = false ),
        F = ally_since_and_ferocity(AL, Since, O, Ferocity)
    ;   card_at(S, A, _, hero, _)
    ->  F = hero_may_attack(AL)
    ).
fact('WOW-304', S, M, F) :-
    get_dict(defender, M, D),
    label(S, D, DL),
    (   character(S, D, O, _)
    ->  F = character_and_mover(DL, O, M.player)
    ;   F = not_a_character(DL)
    ).
fact('WOW-305', S, M, F) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    label(S, A, AL),
    (   may_be_attacker(Card)
    ->  F = may_attack(AL)
    ;   F = cannot_attack(AL)
    ).
fact('WOW-401', S, _, F) :-
    step_fact(S, F).
fact('WOW-402', S, M, F) :-
    (   proposed_defender(S, D), defending_player(S, DP)
    ->  label(S, D, DL),
        F = proposed_defender_and_mover(DP, DL, M.player)
    ;   F = no_combat
    ).
fact('WOW-403', S, M, F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   character(S, P, O, Card)
    ->  (   flag(Card, protector) -> Has = true ; Has = false ),
        F = character_protector(PL, O, Has)
    ;   F = not_a_character(PL)
    ).
fact('WOW-404', S, M, readiness(PL, R)) :-
    get_dict(protector, M, P),
    character(S, P, _, Card),
    label(S, P, PL),
    ready_text(Card, R).
fact('WOW-405', S, M, F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   proposed_defender(S, D)
    ->  label(S, D, DL),
        F = proposed_defender_and_protector(DL, PL)
    ;   F = no_combat
    ).
fact('WOW-406', S, _, F) :-
    (   protector(S, P)
    ->  label(S, P, PL),
        F = already_protected(PL)
    ;   combat(S, _)
    ->  F = nobody_protected
    ;   F = no_combat
    ).
fact('WOW-501', S, _, F) :-
    step_fact(S, F).
fact('WOW-502', S, _, F) :-
    combat_fact(S, F).
fact('WOW-502', S, M, F) :-
    combat(S, _),
    get_dict(player, M, Pl),
    hero_id(S, Pl, H),
    label(S, H, HL),
    (   hero_in_combat(S, Pl)
    ->  F = hero_in_combat(Pl, HL)
    ;   F = hero_not_in_combat(Pl, HL)
    ).
fact('WOW-503', S, M, F) :-
    get_dict(weapon, M, W),
    label(S, W, WL),
    (   card_at(S, W, O, weapon, _)
    ->  F = weapon_of(WL, O, M.player)
    ;   F = not_a_weapon(WL)
    ).
fact('WOW-504', S, M, readiness(WL, R)) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    label(S, W, WL),
    ready_text(Card, R).
fact('WOW-505', S, M, strike_cost(WL, Cost, Pl, R)) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    get_dict(player, M, Pl),
    ready_resources(S, Pl, R),
    label(S, W, WL).
fact('WOW-506', S, M, F) :-
    get_dict(player, M, Pl),
    findall(W, struck_by(S, Pl, W), Ws),
    (   Ws == []
    ->  F = not_struck(Pl)
    ;   Ws = [W0|_],
        label(S, W0, W0L),
        length(Ws, N),
        F = struck(Pl, W0L, N)
    ).
fact('WOW-601', S, _, F) :-
    step_fact(S, F).
fact('WOW-602', S, M, F) :-
    get_dict(player, M, Pl),
    (   combat(S, _)
    ->  hero_id(S, Pl, H), label(S, H, HL),
        (   incoming_combat_damage(S, Pl, In)
        ->  prevented(S, Pl, Pr),
            F = incoming_damage(Pl, HL, In, Pr)
        ;   hero_in_combat(S, Pl)
        ->  F = hero_unfought(Pl, HL)
        ;   F = hero_not_in_combat(Pl, HL)
        )
    ;   F = no_combat
    ).
fact('WOW-603', S, M, F) :-
    get_dict(armor, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, armor, Card)
    ->  get_dict(def, Card, Def),
        F = armor_of(AL, O, Def, M.player)
    ;   F = not_an_armor(AL)
    ).
fact('WOW-604', S, M, readiness(AL, R)) :-
    get_dict(armor, M, A),
    card_at(S, A, _, armor, Card),
    label(S, A, AL),
    ready_text(Card, R).
fact('WOW-606', S, M, F) :-
    get_dict(player, M, Pl),
    (   armor_decider(S, D)
    ->  F = armor_decider(D, Pl)
    ;   F = no_armor_decision
    ).
fact('WOW-703', S, M, F) :-
    step_fact(S, F),
    get_dict(player, M, _).
fact('WOW-704', S, M, F) :-
    turn_fact(S, M, F).
fact('WOW-705', S, M, hand_size(Pl, N)) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N).
fact('WOW-706', S, _, F) :-
    step_fact(S, F).
fact('WOW-707', S, _, hand_size(T, N)) :-
    turn_player(S, T),
    hand_size(S, T, N).

%   An effect that targets a card other than its own.
targets_other(E) :-
    get_dict(target, E, T),
    T \== "self".

%!  fix(?RuleId, +State, +Move, -Fix) is nondet.
%
%   A change that would make Move satisfy RuleId, as a term message//1
%   puts in a judge's words as fix(Fix).

%   labels(+S, +Ids, -Labels): the labels of the cards Ids.
labels(S, Ids, Ls) :-
    findall(L, ( member(I, Ids), label(S, I, L) ), Ls).

fix('WOW-201', S, _, Fix) :-
    once(has_lost(S, L, Why)),
    (   Why == decked
    ->  Fix = lost_decked(L)
    ;   Fix = lost_fatal_damage(L)
    ).
fix('WOW-202', S, M, wait_for_own_turn(Pl, T)) :-
    turn_player(S, T),
    get_dict(player, M, Pl).
fix('WOW-202', _, M, only_instants_in_other_turn) :-
    get_dict(action, M, "play_card").
fix('WOW-203', _, M, Fix) :-
    (   get_dict(action, M, "play_card")
    ->  Fix = too_late_to_play
    ;   Fix = too_late_to_act
    ).
fix('WOW-204', S, _, wait_for_combat_to_conclude(St)) :-
    step(S, St).
fix('WOW-205', _, _, next_resource_next_turn).
fix('WOW-206', S, _, Fix) :-
    priority_holder(S, H),
    (   H == null
    ->  step(S, St),
        window_fix(St, Fix)
    ;   Fix = wait_for_priority(H)
    ).
fix('WOW-207', S, M, name_a_card_in_hand(Pl, Ls)) :-
    get_dict(player, M, Pl),
    hand(S, Pl, H),
    findall(L, ( member(C, H), card_label(C, L) ), Ls).
fix('WOW-208', S, M, more_ready_resources(Short)) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  power_card(S, C, _, _, _, P), get_dict(cost, P, Cost)
    ;   hand_card(S, Pl, C, Card), get_dict(cost, Card, Cost)
    ),
    Short is Cost - R.
fix('WOW-209', S, M, Fix) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    (   card_at(S, C, O, _, _), O \== Pl
    ->  Fix = only_controller_uses_power(O)
    ;   findall(Id, ( in_play(S, Pl, _, Card), get_dict(power, Card, _), get_dict(id, Card, Id) ), Ids),
        labels(S, Ids, Ls),
        Fix = name_a_card_with_power(Pl, Ls)
    ).
fix('WOW-210', _, M, card_readies_next_ready_step(Pl)) :-
    get_dict(player, M, Pl).
fix('WOW-211', _, M, wait_for_next_turn(Pl)) :-
    get_dict(player, M, Pl).
fix('WOW-223', S, M, Fix) :-
    move_effects(S, M, Effects, _),
    get_dict(player, M, Pl),
    (   targeted(Effects)
    ->  findall(T, ( in_play(S, _, _, C), get_dict(id, C, T), legal_target(S, Pl, Effects, T) ), Ts),
        (   Ts == []
        ->  Fix = no_legal_target
        ;   labels(S, Ts, Ls),
            Fix = name_a_legal_target(Ls)
        )
    ;   Fix = leave_out_the_target
    ).
fix('WOW-225', S, M, give_the_face(CL)) :-
    get_dict(card, M, C),
    label(S, C, CL).
fix('WOW-301', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-302', _, M, attacker_readies(Pl)) :-
    get_dict(player, M, Pl).
fix('WOW-302', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-303', S, M, attacks_from_next_turn(AL)) :-
    get_dict(attacker, M, A),
    label(S, A, AL).
fix('WOW-303', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-304', S, M, propose_an_enemy_defender(Ls)) :-
    get_dict(player, M, Pl),
    findall(D, ( opponent(S, Pl, O), in_play(S, O, Z, C), character_zone(Z), get_dict(id, C, D) ), Ds),
    labels(S, Ds, Ls).
fix('WOW-305', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-401', S, _, Fix) :-
    step(S, St),
    protect_point_fix(St, Fix).
fix('WOW-402', S, _, Fix) :-
    (   defending_player(S, DP)
    ->  Fix = defender_decides(DP)
    ;   Fix = only_the_defender_decides
    ).
fix('WOW-403', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-404', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-405', S, M, decline_to_protect(DL)) :-
    proposed_defender(S, D),
    label(S, D, DL),
    get_dict(player, M, Pl),
    legal(wow_tcg, S, _{player:Pl, action:"decline"}).
fix('WOW-405', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-406', S, _, only_protector(PL)) :-
    protector(S, P),
    label(S, P, PL).
fix('WOW-501', S, _, Fix) :-
    step(S, St),
    strike_time_fix(St, Fix).
fix('WOW-502', S, M, Fix) :-
    get_dict(player, M, Pl),
    (   hero_id(S, Pl, H), proposed_defender(S, H), protector(S, _)
    ->  Fix = hero_was_protected(Pl)
    ;   Fix = strike_when_hero_fights(Pl)
    ).
fix('WOW-503', S, M, strike_with_own_weapon(Pl, Ls)) :-
    get_dict(player, M, Pl),
    findall(W, in_play_id(S, Pl, weapon, W), Ws),
    labels(S, Ws, Ls).
fix('WOW-504', S, M, weapon_readies(WL)) :-
    get_dict(weapon, M, W),
    label(S, W, WL).
fix('WOW-504', S, M, strike_with_ready_weapon(Ls)) :-
    get_dict(player, M, Pl),
    \+ struck_by(S, Pl, _),
    findall(W, ( in_play(S, Pl, weapon, C), is_ready(C), get_dict(id, C, W) ), Ws),
    Ws \== [],
    labels(S, Ws, Ls).
fix('WOW-505', S, M, more_ready_resources_to_strike(Short)) :-
    get_dict(player, M, Pl),
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    ready_resources(S, Pl, R),
    Short is Cost - R.
fix('WOW-506', S, M, strike_again_once_readied(W0L)) :-
    get_dict(player, M, Pl),
    once(struck_by(S, Pl, W0)),
    label(S, W0, W0L).
fix('WOW-601', S, _, Fix) :-
    step(S, St),
    armor_time_fix(St, Fix).
fix('WOW-602', S, M, Fix) :-
    get_dict(player, M, Pl),
    (   unshielded(S, Pl, all_prevented(_))
    ->  Fix = no_more_armor_needed
    ;   Fix = armor_shields_own_hero(Pl)
    ).
fix('WOW-603', S, M, Fix) :- armor_fix(S, M, Fix).
fix('WOW-604', S, M, armor_readies(AL)) :-
    get_dict(armor, M, A),
    label(S, A, AL).
fix('WOW-604', S, M, Fix) :- armor_fix(S, M, Fix).
fix('WOW-606', S, M, Fix) :-
    get_dict(player, M, Pl),
    armor_decider(S, D),
    (   armor_decision_after(S, Pl, D)
    ->  Fix = armor_decision_waits(Pl)
    ;   no_armor_decision_why(S, Pl, Why),
        Fix = no_armor_decision_for(Pl, D, Why)
    ).
fix('WOW-703', S, _, Fix) :-
    step(S, St),
    (   phase(S, "action")
    ->  Fix = discard_after_action_phase(St)
    ;   Fix = discard_after_end_step
    ).
fix('WOW-704', S, M, Fix) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    (   get_dict(action, M, "end_turn")
    ->  Fix = only_turn_player_ends(T, Pl)
    ;   Fix = only_turn_player_discards(T, Pl)
    ).
fix('WOW-705', S, M, cards_kept(Pl, N)) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N).
fix('WOW-706', S, _, Fix) :-
    (   combat(S, _)
    ->  Fix = conclude_combat_then_end
    ;   phase(S, "action")
    ->  Fix = pass_to_end_phase_then_end
    ;   Fix = pass_end_step_then_end
    ).
fix('WOW-707', S, _, discard_more(T, K)) :-
    turn_player(S, T),
    hand_size(S, T, N),
    K is N - 7.

in_play_id(S, Pl, Zone, Id) :-
    in_play(S, Pl, Zone, C),
    get_dict(id, C, Id).

window_fix(St, window(St)) :-
    memberchk(St, ["protect", "damage", "wrap_up"]).

protect_point_fix("main", propose_a_combat_first) :- !.
protect_point_fix(St, wait_for_protect_point(St)) :-
    memberchk(St, ["propose", "attack"]), !.
protect_point_fix(St, no_protect_point(St)).

strike_time_fix(St, wait_for_defend_step(St)) :-
    memberchk(St, ["propose", "attack", "protect"]), !.
strike_time_fix("damage", defend_window_closed) :- !.
strike_time_fix(_, strike_in_defend_step).

armor_time_fix(St, wait_for_damage_step(St)) :-
    memberchk(St, ["propose", "attack", "protect", "defend"]), !.
armor_time_fix(_, armor_in_damage_step).

attacker_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( turn_player(S, Pl), may_attack(S, A) ), As),
    (   As == []
    ->  Fix = no_attacker(Pl)
    ;   labels(S, As, Ls),
        Fix = propose_an_attacker(Pl, Ls)
    ).

%   protector_fix(+S, +Move, -Fix): the protectors the player may protect
%   with now, or declining if no character can protect and declining is
%   legal now; a fix is a legal move, never one that breaks another rule
%   (declining away from the Protect Point breaks WOW-401).
protector_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(P, ( could_protect(S, P),
                 legal(wow_tcg, S, _{player:Pl, action:"protect", protector:P}) ), Ps),
    (   Ps = [_|_]
    ->  labels(S, Ps, Ls),
        Fix = protect_with_one_of(Ls)
    ;   legal(wow_tcg, S, _{player:Pl, action:"decline"})
    ->  Fix = nobody_can_protect
    ;   Fix = no_protector_now(Pl)
    ).

armor_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( in_play(S, Pl, armor, C), is_ready(C), get_dict(def, C, D), D >= 1, get_dict(id, C, A) ), As),
    (   As == []
    ->  Fix = no_ready_armor(Pl)
    ;   labels(S, As, Ls),
        Fix = exhaust_an_armor(Pl, Ls)
    ).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees their own hand, not the opponent's: each card of the
%   opponent's hand is hidden (their number is public).  No player sees
%   the cards of a deck, their own included (CR v7.4 415.3a: the number
%   of cards in each deck is public).  Everything in play, resources,
%   damage, graveyards and the combat are public.

hidden(S, V, [players, I, hand, J]) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, O),
    O \== V,
    get_dict(hand, P, H),
    nth0(J, H, _).
hidden(S, _, [players, I, deck, J]) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(deck, P, D),
    nth0(J, D, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move with a card from their hand (playing
%   it, placing it as a resource, discarding it) is legal turns on that
%   hand, which the viewer cannot see.  Reason is a term message//1 puts
%   in words as hidden(Reason).

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    P \== V,
    player_name(S, P),
    get_dict(action, M, A),
    memberchk(A, ["play_card", "place_resource", "discard"]),
    !,
    Reason = hand_unseen(P, V).
