/*  World of Warcraft TCG: the rules a move can break.

    Part of wow_tcg.pl.  Each constraint rule is one block: its rule/5
    entry, the relation that decides it, and its broken/4 clause, whose
    reason term messages.pl puts in words.  A card in a reason is named
    by card_ref/2,3 (position.pl).
*/

                 /*******************************
                 *        THE GAME IS OVER      *
                 *******************************/

rule('WOW-201', constraint, "No moves once the game is over",
     "Once a hero has damage greater than or equal to its health, its player has lost and the game is over: no player may move.",
     ruling("", "CR 102.1a, 102.3: a player whose hero is destroyed loses immediately; with two players the game ends (102.1).")).

%!  hero_fallen(+State, ?Player) is nondet.
%
%   Player's hero has damage greater than or equal to its health: Player
%   has lost (WOW-801), and no move is legal any more.

hero_fallen(S, Player) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    get_dict(damage, H, D),
    get_dict(health, H, Hp),
    D >= Hp,
    get_dict(name, P, Player).

game_over(S) :- hero_fallen(S, _).

broken('WOW-201', S, _, game_over(Loser)) :-
    once(hero_fallen(S, Loser)).

                 /*******************************
                 *    THE TURN PLAYER'S ACTIONS *
                 *******************************/

rule('WOW-202', constraint, "Only the turn player places resources, plays non-instant cards and proposes attacks",
     "Placing a resource, playing a non-instant card and proposing a combat are things only the turn player may do, in their own action phase.",
     ruling("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.",
            "The seed speaks of the turn player's action phase; CR 502.1, 409.1, 412.1a and 601.1 give these actions to the turn player's non-combat action phase only.")).

%!  main_actor(+State, ?Player) is semidet.
%
%   Player may place a resource, play a non-instant card and propose a
%   combat: the turn player.

main_actor(S, Pl) :- turn_player(S, Pl).

%   main_action(+S, +Move, -What): Move is one of those actions, What
%   names it (the rules of the end phase and of a combat forbid them too).

main_action(_, M, propose) :-
    get_dict(action, M, "propose_attack").
main_action(_, M, place_resource) :-
    get_dict(action, M, "place_resource").
main_action(S, M, play_non_instant(Ref)) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    \+ flag(Card, instant),
    card_ref(Card, Ref).

broken('WOW-202', S, M, only_turn_player(T, What)) :-
    main_actor(S, T),
    get_dict(player, M, Pl),
    Pl \== T,
    main_action(S, M, What).

rule('WOW-203', constraint, "End phase: no resources, attacks or non-instant cards",
     "In the end phase (its end step and its wrap-up) no player may place a resource, propose an attack or play a card that is not an instant.",
     seed("В эту фазу: • вы более не можете выставлять ресурсы, атаковать или разыгрывать карты (кроме мгновенных).")).

%!  in_end_phase(+State) is semidet.

in_end_phase(S) :- phase(S, "end").

broken('WOW-203', S, M, not_in_end_phase(What)) :-
    in_end_phase(S),
    main_action(S, M, What).

rule('WOW-204', constraint, "Not during a combat: no resources, attacks or non-instant cards",
     "From the proposal of a combat until its conclusion, no resource may be placed, no other combat proposed and no non-instant card played.",
     ruling("", "The seed is silent; CR 502.1, 409.1, 412.1a and 601.1 allow these only in the non-combat action phase with an empty chain, and CR 600.1 concludes each combat before the next is proposed.")).

%!  combat_under_way(+State) is semidet.
%
%   A combat has been proposed and has not concluded.

combat_under_way(S) :-
    phase(S, "action"),
    in_combat_step(S).

broken('WOW-204', S, M, not_during_combat(St, What)) :-
    combat_under_way(S),
    step(S, St),
    main_action(S, M, What).

rule('WOW-205', constraint, "One resource per turn",
     "A player may place only one resource each turn.",
     ruling("", "The seed is silent; CR 412.1.")).

%!  resource_placed(+State) is semidet.

resource_placed(S) :- get_dict(resource_placed, S, true).

broken('WOW-205', S, M, resource_already_placed(Pl)) :-
    get_dict(player, M, Pl),
    turn_player(S, Pl),
    resource_placed(S).

                 /*******************************
                 *   CARDS, COSTS AND POWERS    *
                 *******************************/

rule('WOW-206', constraint, "Instants and powers need an open window",
     "Any player may play an instant card or use a power of a card they control while a window is open: the action phase outside combat, the proposal, the attack window, the defend window, and the end phase before its wrap-up. Not at the Protect Point, not while combat damage is being dealt, not in the wrap-up.",
     ruling("• любой игрок может использовать мгновенные карты или совершать действия.",
            "The seed allows instants and actions for any player in the end phase. CR 409.1 and 701.2 allow them whenever a player has priority; CR 602.2 (the Protect Point), 603.1 (combat conclusion) and 503.2a (the wrap-up) have no priority. rulecheck does not track priority passing inside a window.")).

%!  window_closed(?Step) is nondet.
%
%   No instant is played and no power used in Step.

window_closed("protect").
window_closed("damage").
window_closed("wrap_up").

%   window_action(+S, +Move, -What): Move plays an instant or uses a power.

window_action(S, M, play_instant(Ref)) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    flag(Card, instant),
    card_ref(Card, Ref).
window_action(S, M, use_power(Ref)) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    own_power(S, Pl, C, _, Card, _),
    card_ref(Card, Ref).

broken('WOW-206', S, M, no_window(St, What)) :-
    step(S, St),
    window_closed(St),
    window_action(S, M, What).

rule('WOW-207', constraint, "The card must be in your hand",
     "A card is played, placed as a resource or discarded only from its owner's hand.",
     ruling("", "CR 409.1, 412.1, 415.9e.")).

broken('WOW-207', S, M, not_in_hand(Ref, Pl)) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    \+ hand_card(S, Pl, C, _),
    card_ref(S, C, Ref).

rule('WOW-208', constraint, "Pay the cost with ready resources",
     "A card's cost or a power's cost is paid by exhausting that many ready resources; a player with fewer ready resources cannot pay it.",
     ruling("", "CR 403.1 and 403.6a; 412.2: resources are exhausted to pay resource costs.")).

%!  pays(+Ready, +Costed) is semidet.
%
%   Ready resources pay the cost of Costed, a card or a power (nothing
%   to pay if it names no cost).

pays(Ready, Costed) :-
    \+ ( get_dict(cost, Costed, Cost), Ready < Cost ).

%   costed_action(+S, +Move, -Costed, -Card, -Kind): Move pays for
%   Costed, Card itself (Kind = card) or its power (Kind = power_of).

costed_action(S, M, Card, Card, card) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card).
costed_action(S, M, Power, Card, power_of) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    own_power(S, Pl, C, _, Card, Power).

broken('WOW-208', S, M, cannot_pay(What, Cost, Pl, R)) :-
    costed_action(S, M, Costed, Card, Kind),
    get_dict(player, M, Pl),
    ready_resources(S, Pl, R),
    \+ pays(R, Costed),
    get_dict(cost, Costed, Cost),
    card_ref(Card, Ref),
    costed_what(Kind, Ref, What).

costed_what(card, Ref, card(Ref)).
costed_what(power_of, Ref, power_of(Ref)).

rule('WOW-209', constraint, "A power belongs to a card in play you control",
     "Only the controller of a card in play may use its power, and only if it has one.",
     ruling("• любой игрок может ... совершать действия.", "CR 701.2: only a card's controller uses its payment powers.")).

%!  own_power(+State, +Player, +CardId, -Zone, -Card, -Power) is semidet.
%
%   CardId is a card in play that Player controls and that has a power.

own_power(S, Pl, Id, Zone, Card, Power) :-
    card_at(S, Id, Pl, Zone, Card),
    get_dict(power, Card, Power).

broken('WOW-209', S, M, Reason) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    \+ own_power(S, Pl, C, _, _, _),
    (   card_at(S, C, Owner, _, Card)
    ->  card_ref(Card, Ref),
        (   Owner \== Pl
        ->  Reason = power_not_yours(Ref, Owner)
        ;   Reason = no_power(Ref)
        )
    ;   card_ref(S, C, Ref),
        Reason = not_a_card_in_play(Ref)
    ).

rule('WOW-210', constraint, "An activated power exhausts a ready card",
     "A power whose cost includes exhausting the card can be used only while the card is ready.",
     ruling("", "CR 701.3: a card can't be exhausted to pay a cost if it's already exhausted.")).

%!  ready_for_power(+Card, +Power) is semidet.
%
%   The power does not exhaust the card, or the card is ready.

ready_for_power(Card, Power) :-
    (   flag(Power, activate)
    ->  is_ready(Card)
    ;   true
    ).

broken('WOW-210', S, M, power_card_exhausted(Ref)) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    own_power(S, Pl, C, _, Card, Power),
    \+ ready_for_power(Card, Power),
    card_ref(Card, Ref).

rule('WOW-211', constraint, "A new ally cannot use its activated power",
     "An ally's activated power can be used only if the ally has been under its controller's control since the start of that player's most recent turn.",
     ruling("", "CR 302.2 and 701.3.")).

%!  settled_for_power(+Zone, +Card, +Power) is semidet.
%
%   The power does not exhaust the card, or the card is not an ally, or
%   the ally has been under its controller's control since the start of
%   their most recent turn.

settled_for_power(Zone, Card, Power) :-
    \+ ( flag(Power, activate),
         Zone == ally,
         \+ flag(Card, since_turn_start) ).

broken('WOW-211', S, M, new_ally_power(Ref, Pl)) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    own_power(S, Pl, C, Zone, Card, Power),
    \+ settled_for_power(Zone, Card, Power),
    card_ref(Card, Ref).

                 /*******************************
                 *     MOVING THE GAME ON       *
                 *******************************/

rule('WOW-212', constraint, "Only the turn player moves the game on",
     "Passing (to close a window and go to the next step) and ending the turn are moves of the turn player.",
     ruling("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».",
            "The seed moves on once everybody is done. CR 410.4b closes a window when all players pass in succession; rulecheck does not track priority, so the turn player's pass stands for everyone's, and the other player acts by playing instants or powers before it.")).

%!  moves_game_on(+State, ?Player) is semidet.
%
%   Player passes and ends the turn: the turn player.

moves_game_on(S, Pl) :- turn_player(S, Pl).

broken('WOW-212', S, M, only_turn_player_moves_on(T, What)) :-
    moves_game_on(S, T),
    get_dict(player, M, Pl),
    Pl \== T,
    get_dict(action, M, What).

rule('WOW-213', constraint, "Nothing to pass at the Protect Point or in the wrap-up",
     "At the Protect Point the defending player protects or declines; in the wrap-up the turn player discards and ends the turn. Passing is not a move there.",
     ruling("", "CR 602.2: the Protect Point is not a priority window; CR 503.2a: the wrap-up has no priority windows.")).

%!  nothing_to_pass(?Step) is nondet.

nothing_to_pass("protect").
nothing_to_pass("wrap_up").

broken('WOW-213', S, _, nothing_to_pass(St)) :-
    step(S, St),
    nothing_to_pass(St).

                 /*******************************
                 *      PROPOSING A COMBAT      *
                 *******************************/

rule('WOW-301', constraint, "The attacker is your hero or ally",
     "The proposed attacker is a hero or ally controlled by the player proposing the combat.",
     seed("Объявление (Propose): вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker)")).

broken('WOW-301', S, M, Reason) :-
    get_dict(attacker, M, A),
    get_dict(player, M, Pl),
    \+ character(S, A, Pl, _),
    (   character(S, A, Owner, _)
    ->  Owner \== Pl,
        card_ref(S, A, Ref),
        Reason = attacker_not_yours(Ref, Owner, Pl)
    ;   card_ref(S, A, Ref),
        Reason = attacker_not_in_play(Ref)
    ).

rule('WOW-302', constraint, "The attacker must be ready",
     "An exhausted hero or ally cannot be proposed as an attacker.",
     seed("вы выбираете готового героя или соратника в своем отряде")).

broken('WOW-302', S, M, attacker_exhausted(Ref)) :-
    get_dict(attacker, M, A),
    get_dict(player, M, Pl),
    character(S, A, Pl, Card),
    \+ is_ready(Card),
    card_ref(S, A, Ref).

rule('WOW-303', constraint, "A new ally cannot attack",
     "An ally can be proposed as an attacker only if it has been under its controller's control since the start of the turn (or it has Ferocity). Heroes have no such restriction.",
     ruling("вы выбираете готового героя или соратника в своем отряде",
            "The seed only says \"ready\". CR 601.2a and 302.2: the proposed attacker must also have been under the turn player's control continuously since the start of the turn, unless it has Ferocity; only allies have this restriction.")).

%!  new_attacker(+Zone, +Card) is semidet.
%
%   Card is an ally that has not been under its controller's control
%   since the start of the turn and has no Ferocity.

new_attacker(ally, Card) :-
    \+ flag(Card, since_turn_start),
    \+ flag(Card, ferocity).

broken('WOW-303', S, M, new_attacker(Ref, Pl)) :-
    get_dict(attacker, M, A),
    get_dict(player, M, Pl),
    character_at(S, A, Pl, Zone, Card),
    new_attacker(Zone, Card),
    card_ref(S, A, Ref).

rule('WOW-304', constraint, "The defender is an enemy hero or ally",
     "The proposed defender is a hero or ally controlled by the opponent.",
     seed("затем выбираете вражеского героя либо соратника и объявляете его атакуемым (defender)")).

broken('WOW-304', S, M, Reason) :-
    get_dict(defender, M, D),
    get_dict(player, M, Pl),
    \+ ( opponent(S, Pl, O), character(S, D, O, _) ),
    (   character(S, D, Owner, _)
    ->  Owner == Pl,
        card_ref(S, D, Ref),
        Reason = own_defender(Ref, Pl)
    ;   card_ref(S, D, Ref),
        Reason = defender_not_in_play(Ref)
    ).

                 /*******************************
                 *       THE PROTECT POINT      *
                 *******************************/

rule('WOW-401', constraint, "Protect only at the Protect Point",
     "A character protects, and the defending player declines to protect, only at the Protect Point: after the attack window, before the defender starts defending.",
     ruling("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника»",
            "CR 602.2: the Protect Point is the only time a character can protect.")).

%!  protect_step(?Step) is semidet.

protect_step("protect").

broken('WOW-401', S, _, not_protect_point(St)) :-
    step(S, St),
    \+ protect_step(St).

rule('WOW-402', constraint, "Only the defending player protects",
     "The decision at the Protect Point belongs to the player whose hero or ally was proposed as the defender.",
     seed("Если противник атакует вашего героя или одного из ваших соратников, а у вас есть герой либо соратник, способный защищать ... вы можете выставить его как защитника.")).

%!  decides_protection(+State, +Player) is semidet.
%
%   No other player's character was proposed as the defender.

decides_protection(S, Pl) :-
    \+ ( defending_player(S, DP), DP \== Pl ).

broken('WOW-402', S, M, not_defending_player(DP, Ref)) :-
    get_dict(player, M, Pl),
    \+ decides_protection(S, Pl),
    defending_player(S, DP),
    proposed_defender(S, D),
    card_ref(S, D, Ref).

rule('WOW-403', constraint, "The protector has Protector",
     "The protecting character is a hero or ally of the defending player with the Protector keyword.",
     seed("у вас есть герой либо соратник, способный защищать (слово «protector» в текстовой зоне)")).

%!  protector_keyword(+Card) is semidet.

protector_keyword(Card) :- flag(Card, protector).

broken('WOW-403', S, M, Reason) :-
    get_dict(protector, M, P),
    get_dict(player, M, Pl),
    (   character(S, P, Owner, Card)
    ->  (   Owner \== Pl
        ->  Reason = protector_not_yours(Ref, Owner, Pl)
        ;   \+ protector_keyword(Card),
            Reason = no_protector_keyword(Ref)
        )
    ;   Reason = protector_not_in_play(Ref)
    ),
    card_ref(S, P, Ref).

rule('WOW-404', constraint, "The protector must be ready",
     "Protecting exhausts the protector, so only a ready character can protect.",
     seed("закройте героя или союзника со способностью «защитника» («protector»)")).

broken('WOW-404', S, M, protector_exhausted(Ref)) :-
    get_dict(protector, M, P),
    get_dict(player, M, Pl),
    character(S, P, Pl, Card),
    \+ is_ready(Card),
    card_ref(S, P, Ref).

rule('WOW-405', constraint, "The proposed defender cannot protect itself",
     "The character that was proposed as the defender cannot protect; it simply defends.",
     ruling("он становится целью атаки вместо объявленной противником жертвы.",
            "The protector becomes the target instead of the proposed defender, so it must be another character; CR 602.2b: a proposed defender can't protect itself.")).

broken('WOW-405', S, M, defender_protects_itself(Ref)) :-
    get_dict(protector, M, P),
    proposed_defender(S, P),
    card_ref(S, P, Ref).

rule('WOW-406', constraint, "One protector per combat",
     "Only one character can protect in a combat.",
     ruling("вы можете выставить его как защитника.",
            "The seed names one protector; CR 602.2b: only one character per proposed defender can protect each combat.")).

broken('WOW-406', S, _, already_protected(Ref)) :-
    protector(S, P),
    card_ref(S, P, Ref).

                 /*******************************
                 *            WEAPONS           *
                 *******************************/

rule('WOW-501', constraint, "Strike only after the defender starts defending, before combat damage",
     "A weapon is struck only in the defend step: after the defender starts defending and before combat damage is dealt.",
     ruling("Ударить оружием: после того, как атакуемый начинает обороняться, вы можете нанести удар оружием ... Применить оружие можно исключительно ДО того, как будет нанесен боевой урон.",
            "The seed's timing is taken. CR 602.1 lets the attacking player strike as the combat step starts and CR 602.3 the defending player as the defender starts defending; rulecheck keeps one moment for both, the defend window, which is after the defender starts defending and before combat damage (CR 603.1 gives no priority during conclusion).")).

%!  strike_step(?Step) is semidet.

strike_step("defend").

broken('WOW-501', S, _, strike_timing(St)) :-
    step(S, St),
    \+ strike_step(St).

rule('WOW-502', constraint, "Only a hero in the combat wields a weapon",
     "A player strikes with a weapon only while their hero is the attacker or the defender of the combat.",
     ruling("Если герой атакует либо защищается, вы можете дополнить вышеуказанную последовательность следующим образом: • Ударить оружием",
            "CR 303.2: unless otherwise specified, all heroes and only heroes are wielders, and a strike is made as the wielder becomes attacker or defender. A hero that was proposed as defender and then protected is no longer in the combat.")).

%!  may_wield(+State, +Player) is semidet.
%
%   No combat is under way, or Player's hero is its attacker or defender.

may_wield(S, Pl) :-
    \+ ( combat(S, _),
         \+ hero_in_combat(S, Pl) ).

broken('WOW-502', S, M, hero_not_fighting(Pl)) :-
    get_dict(player, M, Pl),
    \+ may_wield(S, Pl).

rule('WOW-503', constraint, "Strike with your own weapon",
     "The weapon struck is a weapon the striking player controls.",
     ruling("вы можете нанести удар оружием и прибавить его АТК к АТК своего героя", "CR 303.2: you may strike with a weapon you control.")).

broken('WOW-503', S, M, Reason) :-
    get_dict(weapon, M, W),
    get_dict(player, M, Pl),
    (   card_at(S, W, Owner, weapon, _)
    ->  Owner \== Pl,
        Reason = weapon_not_yours(Ref, Owner, Pl)
    ;   Reason = not_a_weapon(Ref)
    ),
    card_ref(S, W, Ref).

rule('WOW-504', constraint, "The weapon must be ready",
     "Striking exhausts the weapon, so only a ready weapon can be struck.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

broken('WOW-504', S, M, exhausted(Ref)) :-
    get_dict(weapon, M, W),
    get_dict(player, M, Pl),
    card_at(S, W, Pl, weapon, Card),
    \+ is_ready(Card),
    card_ref(Card, Ref).

rule('WOW-505', constraint, "Pay the strike cost",
     "Striking costs the weapon's strike cost in ready resources; a player without enough ready resources cannot strike.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

%!  pays_strike(+Ready, +Weapon) is semidet.

pays_strike(Ready, Weapon) :-
    \+ ( get_dict(strike_cost, Weapon, Cost), Ready < Cost ).

broken('WOW-505', S, M, strike_cost(Ref, Cost, Pl, R)) :-
    get_dict(weapon, M, W),
    get_dict(player, M, Pl),
    card_at(S, W, Pl, weapon, Card),
    ready_resources(S, Pl, R),
    \+ pays_strike(R, Card),
    get_dict(strike_cost, Card, Cost),
    card_ref(Card, Ref).

rule('WOW-506', constraint, "One weapon per combat",
     "A player strikes with only one weapon in a combat. That same weapon may strike again in the same combat if it has been readied (each strike pays the strike cost and adds the weapon's ATK again).",
     ruling("В бою можно воспользоваться только одним оружием, но при этом можно ударить этим оружием несколько раз, если вы сможете вновь вернуть его в состояние готовности.",
            "The seed says it in so many words: one weapon per combat, but that weapon may strike several times if it can be readied again. CR 303.2c also limits a combat to one weapon unless an effect says otherwise; readying the weapon is such an effect. A second, different weapon is never allowed.")).

%!  other_weapon_struck(+State, +Player, +Weapon, -Struck) is semidet.
%
%   Player has struck with Struck, a weapon other than Weapon, in this
%   combat.

other_weapon_struck(S, Pl, W, W0) :-
    once(struck_by(S, Pl, W0)),
    W0 \== W.

broken('WOW-506', S, M, one_weapon(Pl, Ref)) :-
    get_dict(player, M, Pl),
    get_dict(weapon, M, W),
    other_weapon_struck(S, Pl, W, W0),
    card_ref(S, W0, Ref).

                 /*******************************
                 *             ARMOR            *
                 *******************************/

rule('WOW-601', constraint, "Armor is used as combat damage is dealt",
     "Armor is exhausted to prevent combat damage only in the damage step, as the damage is about to be dealt.",
     ruling("Использовать доспех: когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех",
            "CR 717.2c: equipment can't be exhausted to prevent future damage; it is exhausted as the packet would be dealt.")).

%!  armor_step(?Step) is semidet.

armor_step("damage").

broken('WOW-601', S, _, armor_timing(St)) :-
    step(S, St),
    \+ armor_step(St).

rule('WOW-602', constraint, "Armor protects only your hero about to be hit",
     "A player may exhaust armor only while their hero is in the combat and the opposing character would deal it combat damage (ATK above 0).",
     ruling("когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех и предотвратить нанесение герою урона",
            "CR 717.2c: only heroes are shielders; a packet of 0 damage is never created (408.2a).")).

%!  unshielded(+State, +Player, -Why) is semidet.
%
%   In this combat armor has nothing to shield for Player: their hero is
%   not in it (Why = not_in_combat), or the character fighting it has 0
%   ATK (Why = no_damage).

unshielded(S, Pl, Why) :-
    combat(S, _),
    (   \+ hero_in_combat(S, Pl)
    ->  Why = not_in_combat
    ;   incoming_combat_damage(S, Pl, 0)
    ->  Why = no_damage
    ).

broken('WOW-602', S, M, unshielded(Why, Pl)) :-
    get_dict(player, M, Pl),
    unshielded(S, Pl, Why).

rule('WOW-603', constraint, "Use your own armor with DEF",
     "The armor exhausted is an armor the player controls, with DEF 1 or more.",
     ruling("вы можете закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR 717.2c: each ready equipment with 1 or more DEF you control.")).

%!  armor_without_def(+Armor) is semidet.

armor_without_def(Armor) :- get_dict(def, Armor, 0).

broken('WOW-603', S, M, Reason) :-
    get_dict(armor, M, A),
    get_dict(player, M, Pl),
    (   card_at(S, A, Owner, armor, Card)
    ->  (   Owner \== Pl
        ->  Reason = armor_not_yours(Ref, Owner, Pl)
        ;   armor_without_def(Card),
            Reason = armor_without_def(Ref)
        )
    ;   Reason = not_an_armor(Ref)
    ),
    card_ref(S, A, Ref).

rule('WOW-604', constraint, "The armor must be ready",
     "Only a ready armor can be exhausted to prevent damage.",
     seed("вы можете закрыть готовый доспех")).

broken('WOW-604', S, M, exhausted(Ref)) :-
    get_dict(armor, M, A),
    get_dict(player, M, Pl),
    card_at(S, A, Pl, armor, Card),
    \+ is_ready(Card),
    card_ref(Card, Ref).

rule('WOW-605', constraint, "No more armor once the damage is all prevented",
     "Another armor may be exhausted only while some of the combat damage to the hero is still unprevented.",
     ruling("предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR 717.2c: several pieces may be used, but another only if the packet would still deal damage; excess DEF is wasted.")).

%!  damage_all_prevented(+State, +Player, -Incoming) is semidet.
%
%   Armor has already prevented all the Incoming combat damage (more
%   than 0) about to be dealt to Player's hero.

damage_all_prevented(S, Pl, In) :-
    combat(S, _),
    incoming_combat_damage(S, Pl, In),
    In > 0,
    prevented(S, Pl, Pr),
    Pr >= In.

broken('WOW-605', S, M, all_prevented(In, Pl)) :-
    get_dict(player, M, Pl),
    damage_all_prevented(S, Pl, In).

                 /*******************************
                 *          THE WRAP-UP         *
                 *******************************/

rule('WOW-703', constraint, "Discard only in the wrap-up",
     "Discarding down to the maximum hand size happens only in the wrap-up.",
     seed("На данном этапе, если у вас в руке больше карт, чем максимально дозволено иметь в руке (а это – семь штук), вы должны сбрасывать лишние")).

%!  discard_step(?Step) is semidet.

discard_step("wrap_up").

broken('WOW-703', S, _, discard_timing(St)) :-
    step(S, St),
    \+ discard_step(St).

rule('WOW-704', constraint, "Only the turn player discards in the wrap-up",
     "In the wrap-up only the turn player discards down to seven; the other player keeps any number of cards.",
     ruling("если у вас в руке больше карт, чем максимально дозволено иметь в руке",
            "The seed addresses the turn player; CR 503.2a: the turn player discards down to the maximum hand size.")).

%!  wrap_up_discarder(+State, ?Player) is semidet.

wrap_up_discarder(S, Pl) :- turn_player(S, Pl).

broken('WOW-704', S, M, only_turn_player_discards(T)) :-
    wrap_up_discarder(S, T),
    get_dict(player, M, Pl),
    Pl \== T.

rule('WOW-705', constraint, "Discard exactly down to seven",
     "A card may be discarded in the wrap-up only while the hand holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).

%!  over_hand_limit(+State, +Player, -HandSize) is semidet.
%
%   Player holds more cards than the maximum hand size, seven.

over_hand_limit(S, Pl, N) :-
    hand_size(S, Pl, N),
    N > 7.

broken('WOW-705', S, M, not_over_seven(Pl, N)) :-
    get_dict(player, M, Pl),
    \+ over_hand_limit(S, Pl, _),
    hand_size(S, Pl, N).

rule('WOW-706', constraint, "End the turn only from the wrap-up",
     "The turn ends only at the end of the wrap-up.",
     seed("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.")).

%!  end_turn_step(?Step) is semidet.

end_turn_step("wrap_up").

broken('WOW-706', S, _, end_turn_timing(St)) :-
    step(S, St),
    \+ end_turn_step(St).

rule('WOW-707', constraint, "Not with more than seven cards in hand",
     "The turn cannot end while the turn player holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).

broken('WOW-707', S, _, must_discard_first(T, N, Extra)) :-
    step(S, St),
    end_turn_step(St),
    turn_player(S, T),
    over_hand_limit(S, T, N),
    Extra is N - 7.
