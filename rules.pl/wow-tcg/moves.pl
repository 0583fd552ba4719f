/*  World of Warcraft TCG: the moves.

    Part of game.pl: the rules each kind of move is checked against,
    the shape of each kind of move, and the moves a position offers
    (well-formed moves in a stable order; legality, rc_legal.pl, keeps
    those that break no rule).
*/

                 /*******************************
                 *           THE MOVES          *
                 *******************************/

%!  action_rules(?Action, ?RuleIds) is nondet.
%
%   The constraint rules each kind of move is checked against, in the
%   order a judge reads them.  A card play names the timing rules of both
%   kinds of card; moot/3 (workflow.pl) leaves out those of the kind the
%   card is not (an instant: the window; any other card: the turn
%   player's main actions), and the rules of a power the card does not
%   have.

action_rules(pass,           ['WOW-206']).
action_rules(end_turn,       ['WOW-704', 'WOW-706', 'WOW-707']).
action_rules(propose_attack, ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-206',
                              'WOW-301', 'WOW-302', 'WOW-303', 'WOW-304', 'WOW-305']).
action_rules(protect,        ['WOW-401', 'WOW-402', 'WOW-403', 'WOW-404', 'WOW-405', 'WOW-406']).
action_rules(decline,        ['WOW-401', 'WOW-402']).
action_rules(strike,         ['WOW-501', 'WOW-502', 'WOW-503', 'WOW-504', 'WOW-505', 'WOW-506']).
action_rules(exhaust_armor,  ['WOW-601', 'WOW-602', 'WOW-603', 'WOW-604', 'WOW-606']).
action_rules(decline_armor,  ['WOW-601', 'WOW-606']).
action_rules(play_card,      ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-206', 'WOW-207', 'WOW-225', 'WOW-208', 'WOW-223']).
action_rules(place_resource, ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-205', 'WOW-206', 'WOW-207']).
action_rules(use_power,      ['WOW-206', 'WOW-208', 'WOW-209', 'WOW-210', 'WOW-211', 'WOW-223']).
action_rules(discard,        ['WOW-207', 'WOW-703', 'WOW-704', 'WOW-705']).

%!  terminal_rule(?RuleId) is det.

terminal_rule('WOW-201').

%!  move_fields(?Action, ?Required, ?Optional) is nondet.
%
%   The shape of each kind of move (rc_moves.pl checks it): every field
%   names a card by its id.

move_fields("propose_attack", [attacker-card, defender-card], []).
move_fields("protect",        [protector-card], []).
move_fields("decline",        [], []).
move_fields("strike",         [weapon-card], []).
move_fields("exhaust_armor",  [armor-card], []).
move_fields("decline_armor",  [], []).
move_fields("play_card",      [card-card], [target-card]).
move_fields("place_resource", [card-card], []).
move_fields("use_power",      [card-card], [target-card]).
move_fields("discard",        [card-card], []).
move_fields("pass",           [], []).
move_fields("end_turn",       [], []).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, -Move) is nondet.
%
%   Every move shape of the position, player by player in the order of
%   `players`; the rules (rulebook.pl) keep the legal ones.  A shape is
%   offered only if it passes the cheap tests below, each a call of the
%   relation a rule decides by (who may act, in which step, a ready card,
%   an affordable cost, ...): a move they leave out breaks that rule, and
%   check still names it.  The legal moves, and their order, are those of
%   all shapes filtered by the rules.

candidate(S, M) :-
    \+ game_over(S),
    get_dict(step, S, St),
    (   main_open(S)
    ->  Main = true
    ;   Main = false
    ),
    priority_holder(S, H),
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Name),
    (   H == Name                               % has_priority/2, asked once
    ->  Prio = true
    ;   Prio = false
    ),
    player_candidate(S, c(St, Main, Prio), P, Name, M).

%   main_open(+S): neither the end phase nor a combat forbids the turn
%   player's main actions now.

main_open(S) :-
    \+ in_end_phase(S),
    \+ combat_under_way(S).

player_candidate(_, c(_, _, true), _, Name, _{player:Name, action:"pass"}).
player_candidate(S, c(St, _, _), _, Name, _{player:Name, action:"decline"}) :-
    protect_step(St),
    decides_protection(S, Name).
player_candidate(S, c(St, _, _), _, Name, _{player:Name, action:"end_turn"}) :-
    end_turn_step(St),
    wrap_up_discarder(S, Name),
    \+ over_hand_limit(S, Name, _).
player_candidate(S, c(_, true, true), P, Name, _{player:Name, action:"propose_attack", attacker:A, defender:D}) :-
    main_actor(S, Name),
    zone_card(P, Z, AC), character_zone(Z),
    is_ready(AC),
    \+ new_attacker(Z, AC),
    may_be_attacker(AC),
    get_dict(id, AC, A),
    opponent(S, Name, O), player_obj(S, O, OP),
    zone_card(OP, Z2, DC), character_zone(Z2), get_dict(id, DC, D).
player_candidate(S, c(St, _, _), P, Name, _{player:Name, action:"protect", protector:Id}) :-
    protect_step(St),
    decides_protection(S, Name),
    \+ protector(S, _),
    zone_card(P, Z, C), character_zone(Z),
    protector_keyword(C),
    is_ready(C),
    get_dict(id, C, Id),
    \+ proposed_defender(S, Id).
player_candidate(S, c(St, _, _), P, Name, _{player:Name, action:"strike", weapon:Id}) :-
    strike_step(St),
    may_wield(S, Name),
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    zone_card(P, weapon, C),
    is_ready(C),
    pays_strike(Ready, C),
    get_dict(id, C, Id),
    \+ other_weapon_struck(S, Name, Id, _).
player_candidate(S, c(St, _, _), P, Name, M) :-
    armor_step(St),
    armor_decider(S, Name),
    (   M = _{player:Name, action:"decline_armor"}
    ;   \+ unshielded(S, Name, _),
        zone_card(P, armor, C),
        is_ready(C),
        \+ armor_without_def(C),
        get_dict(id, C, Id),
        M = _{player:Name, action:"exhaust_armor", armor:Id}
    ).
player_candidate(S, c(_, Main, true), P, Name, M) :-
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    get_dict(hand, P, H), member(C, H),
    playable_face(C),
    (   flag(C, instant)
    ->  true
    ;   Main == true,
        main_actor(S, Name)
    ),
    pays(Ready, C),
    get_dict(id, C, Id),
    with_target(S, Name, C, _{player:Name, action:"play_card", card:Id}, M).
player_candidate(S, c(_, true, true), P, Name, _{player:Name, action:"place_resource", card:Id}) :-
    main_actor(S, Name),
    \+ resource_placed(S),
    get_dict(hand, P, H), member(C, H), get_dict(id, C, Id).
player_candidate(S, c(_, _, true), P, Name, M) :-
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    zone_card(P, Z, C), get_dict(power, C, Power),
    pays(Ready, Power),
    ready_for_power(C, Power),
    settled_for_power(Z, C, Power),
    get_dict(id, C, Id),
    with_target(S, Name, Power, _{player:Name, action:"use_power", card:Id}, M).
player_candidate(S, c(St, _, _), P, Name, _{player:Name, action:"discard", card:Id}) :-
    discard_step(St),
    wrap_up_discarder(S, Name),
    over_hand_limit(S, Name, _),
    get_dict(hand, P, H),
    member(C, H), get_dict(id, C, Id).

%   with_target(+S, +Player, +Costed, +Move0, -Move): Move0, with a legal
%   target (WOW-223) for each card in play that fits, if the card or
%   power Costed has targeted effects.

with_target(S, Pl, Costed, M0, M) :-
    (   get_dict(effects, Costed, Effects),
        targeted(Effects)
    ->  in_play(S, _, _, C),
        get_dict(id, C, T),
        legal_target(S, Pl, Effects, T),
        put_dict(target, M0, T, M)
    ;   M = M0
    ).

                 /*******************************
                 *       WHAT A JUDGE ASKS      *
                 *******************************/

%!  may_attack(+State, ?CardId) is nondet.
%
%   CardId may be proposed as an attacker now, against some defender.

may_attack(S, Id) :-
    turn_player(S, P),
    distinct(Id, ( legal(wow_tcg, S, M),
                   get_dict(action, M, "propose_attack"),
                   get_dict(player, M, P),
                   get_dict(attacker, M, Id) )).

%!  may_protect(+State, ?CardId) is nondet.

may_protect(S, Id) :-
    legal(wow_tcg, S, M),
    get_dict(action, M, "protect"),
    get_dict(protector, M, Id).

%!  may_strike_with(+State, ?WeaponId) is nondet.

may_strike_with(S, Id) :-
    legal(wow_tcg, S, M),
    get_dict(action, M, "strike"),
    get_dict(weapon, M, Id).

%!  may_exhaust_armor(+State, ?ArmorId) is nondet.

may_exhaust_armor(S, Id) :-
    legal(wow_tcg, S, M),
    get_dict(action, M, "exhaust_armor"),
    get_dict(armor, M, Id).
