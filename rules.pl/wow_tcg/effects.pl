/*  World of Warcraft TCG: what a move does, and how the game ends.

    Part of wow_tcg.pl.  next//3 is a DCG over the move's events: each
    event(RuleId, Kind, Fields) names the rule that caused it.
*/

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

%!  next(+State0, +Move, -State)// is det.

next(S0, M, S) -->
    { get_dict(action, M, A),
      atom_string(Action, A)
    },
    effect(Action, S0, M, S).

%   --- cards, resources and powers ---------------------------------------

rule('WOW-220', effect, "Playing a card",
     "The card's cost is paid from ready resources and the card leaves the hand. An ally enters play ready, undamaged, and not yet under its controller's control since the start of the turn; a weapon or armor enters play ready; an ability goes to the graveyard (its effect is not modelled).",
     ruling("", "CR 409.1, 403.6a, 411.1 (cards enter play ready), 302.2, 305.1.")).

effect(play_card, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      hand_card(S0, Pl, Id, Card),
      get_dict(cost, Card, Cost),
      pay(S0, Pl, Cost, S1),
      remove_from_hand(S1, Pl, Id, S2),
      get_dict(type, Card, Type)
    },
    paid(S1, Pl, Cost, Id, 'WOW-220'),
    { enter_play(Type, Card, Pl, S2, S, Zone) },
    [ event('WOW-220', card_played, _{player:Pl, card:Id, type:Type, to:Zone}) ].

%   enter_play(+Type, +Card, +Player, +S0, -S, -Zone): the card played
%   goes to Zone, the key of its player's zone.

enter_play("ally", Card, Pl, S0, S, "allies") :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(health, Card, Hp),
    Ally0 = _{id:Id, atk:Atk, health:Hp, damage:0, ready:true, since_turn_start:false},
    copy_keys([name, protector, ferocity, power], Card, Ally0, Ally),
    update_player(S0, Pl, append_to(allies, Ally), S).
enter_play("weapon", Card, Pl, S0, S, "weapons") :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(strike_cost, Card, SC),
    W0 = _{id:Id, atk:Atk, strike_cost:SC, ready:true},
    copy_keys([name, power], Card, W0, W),
    update_player(S0, Pl, append_to(weapons, W), S).
enter_play("armor", Card, Pl, S0, S, "armor") :-
    get_dict(id, Card, Id),
    get_dict(def, Card, Def),
    A0 = _{id:Id, def:Def, ready:true},
    copy_keys([name, power], Card, A0, A),
    update_player(S0, Pl, append_to(armor, A), S).
enter_play("ability", Card, Pl, S0, S, "graveyard") :-
    get_dict(id, Card, Id),
    to_graveyard(S0, Pl, Id, S).

copy_keys(Keys, From, To0, To) :-
    foldl(copy_key(From), Keys, To0, To).

copy_key(From, K, To0, To) :-
    (   get_dict(K, From, V)
    ->  put_dict(K, To0, V, To)
    ;   To = To0
    ).

%   paid(+S, +Player, +Cost, +For, +RuleId)//: Player has paid Cost for
%   For (a card or weapon id) from ready resources; S is the state after.

paid(S, Pl, Cost, For, Rule) -->
    { ready_resources(S, Pl, Ready) },
    [ event(Rule, resources_paid, _{player:Pl, amount:Cost, for:For, ready:Ready}) ].

rule('WOW-221', effect, "Placing a resource",
     "The card leaves the hand and becomes a ready resource; the turn player has now placed their resource for the turn.",
     ruling("", "CR 412.1, 411.1.")).

effect(place_resource, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      remove_from_hand(S0, Pl, Id, S1),
      update_player(S1, Pl, add_ready_resource, S2),
      put_dict(resource_placed, S2, true, S),
      ready_resources(S, Pl, Ready)
    },
    [ event('WOW-221', resource_placed, _{player:Pl, card:Id, ready:Ready}) ].

rule('WOW-222', effect, "Using a power",
     "The power's cost is paid from ready resources and, if the power is activated, the card exhausts. Its effect is not modelled.",
     ruling("", "CR 701.2, 701.3.")).

effect(use_power, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      card_at(S0, Id, Pl, _, Card),
      get_dict(power, Card, Power),
      get_dict(cost, Power, Cost),
      pay(S0, Pl, Cost, S1),
      (   flag(Power, activate)
      ->  update_card(S1, Pl, Id, exhaust, S),
          Exhausted = true
      ;   S = S1,
          Exhausted = false
      )
    },
    paid(S1, Pl, Cost, Id, 'WOW-222'),
    [ event('WOW-222', power_used, _{player:Pl, card:Id, exhausted:Exhausted}) ].

%   --- proposing a combat --------------------------------------------------

rule('WOW-310', effect, "Proposing a combat",
     "The combat is recorded with its proposed attacker and defender; the step becomes the proposal, where players may still respond with instants. The attacker is not yet exhausted.",
     seed("Объявление (Propose): ... объявляете его атакующим (attacker); затем ... объявляете его атакуемым (defender).")).

effect(propose_attack, S0, M, S) -->
    { get_dict(attacker, M, A),
      get_dict(defender, M, D),
      get_dict(player, M, Pl),
      put_dict(_{step:"propose",
                 combat:_{attacker:A, defender:D, protector:null,
                          strikes:[], prevented:_{}}}, S0, S)
    },
    [ event('WOW-310', combat_proposed, _{player:Pl, attacker:A, defender:D}) ].

%   --- pass: the turn player moves the game on -----------------------------

effect(pass, S0, _, S) -->
    { step(S0, St) },
    pass_step(St, S0, S).

rule('WOW-701', effect, "From the action phase to the end phase",
     "When the turn player passes in the action phase outside combat, the end phase starts.",
     seed("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.")).

pass_step("main", S0, S) -->
    { put_dict(_{phase:"end", step:"end"}, S0, S),
      turn_player(S0, T)
    },
    [ event('WOW-701', end_phase_began, _{player:T}) ].

rule('WOW-702', effect, "From the end phase to the wrap-up",
     "When the turn player passes in the end phase, the wrap-up starts.",
     seed("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».")).

pass_step("end", S0, S) -->
    { put_dict(step, S0, "wrap_up", S),
      turn_player(S0, T)
    },
    [ event('WOW-702', wrap_up_began, _{player:T}) ].

rule('WOW-311', effect, "The attacker exhausts as the attack starts",
     "When the turn player passes the proposal, the attack step starts: the attacker exhausts and attacks, and the attack window opens.",
     seed("Атака (Attack): ваш объявленный атакующий закрывается (поверните карту на 90 градусов) и нападает!")).

pass_step("propose", S0, S) -->
    { attacker(S0, A),
      character(S0, A, Owner, _),
      update_card(S0, Owner, A, exhaust, S1),
      put_dict(step, S1, "attack", S)
    },
    [ event('WOW-311', attacker_exhausted, _{player:Owner, attacker:A}) ].

rule('WOW-312', effect, "From the attack window to the Protect Point",
     "When the turn player passes the attack window, the Protect Point follows if the defending player has a ready character with Protector other than the proposed defender; otherwise the proposed defender starts defending at once (the defend step).",
     ruling("Защита (Defend): объявленный атакуемый начинается защищаться.",
            "CR 602.2: the Protect Point comes as the attack window closes. When no character can protect there is no decision to make, so rulecheck goes straight to the defend step.")).

%   could_protect(+S, -Id): a character of the defending player that could
%   protect at the Protect Point.

could_protect(S, Id) :-
    defending_player(S, Player),
    proposed_defender(S, D),
    could_protect(S, Player, D, Id).

could_protect(S, Player, D, Id) :-
    in_play(S, Player, Zone, Card),
    character_zone(Zone),
    get_dict(id, Card, Id),
    Id \== D,
    protector_keyword(Card),
    is_ready(Card).

pass_step("attack", S0, S) -->
    { defending_player(S0, DP),
      proposed_defender(S0, D),
      findall(P, could_protect(S0, DP, D, P), Ps)
    },
    (   { Ps \== [] }
    ->  { put_dict(step, S0, "protect", S) },
        [ event('WOW-312', protect_point, _{player:DP, defender:D, protectors:Ps}) ]
    ;   { put_dict(step, S0, "defend", S) },
        [ event('WOW-312', defending, _{player:DP, defender:D}) ]
    ).

rule('WOW-313', effect, "From the defend window to combat damage",
     "When the turn player passes the defend window, the damage step follows if a hero in the combat is about to be dealt combat damage and its controller has a ready armor with DEF; otherwise combat damage is dealt at once.",
     ruling("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК.",
            "CR 602.3: as the defend window closes the combat concludes; CR 717.2c: armor is exhausted as the damage would be dealt. The damage step is that moment; without an armor decision it is skipped.")).

%   armor_decision(?S, ?Player): Player's hero is about to be dealt combat
%   damage and Player has a ready armor with DEF.

armor_decision(S, Player) :-
    player_name(S, Player),
    unprevented(S, Player, Left),
    Left > 0,
    player_obj(S, Player, P),
    zone_card(P, armor, A),
    is_ready(A),
    get_dict(def, A, Def),
    Def >= 1.

pass_step("defend", S0, S) -->
    { findall(P, ( player_name(S0, P), once(armor_decision(S0, P)) ), Ps) },
    (   { Ps \== [] }
    ->  { put_dict(step, S0, "damage", S) },
        [ event('WOW-313', damage_step_began, _{players:Ps}) ]
    ;   conclude_combat(S0, S)
    ).
pass_step("damage", S0, S) -->
    conclude_combat(S0, S).

%   --- the Protect Point -------------------------------------------------------

rule('WOW-410', effect, "Protecting",
     "The protector exhausts and becomes the defender in place of the proposed defender, which leaves the combat; the protector starts defending (the defend step).",
     seed("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника» («protector»); он становится целью атаки вместо объявленной противником жертвы.")).

effect(protect, S0, M, S) -->
    { get_dict(protector, M, P),
      get_dict(player, M, Pl),
      update_card(S0, Pl, P, exhaust, S1),
      get_dict(combat, S1, C0),
      get_dict(defender, C0, D),
      put_dict(protector, C0, P, C),
      put_dict(_{combat:C, step:"defend"}, S1, S)
    },
    [ event('WOW-410', protector_exhausted, _{player:Pl, protector:P}),
      event('WOW-410', protects, _{player:Pl, protector:P, instead_of:D}) ].

rule('WOW-411', effect, "Declining to protect",
     "The proposed defender starts defending (the defend step).",
     seed("Защита (Defend): объявленный атакуемый начинается защищаться.")).

effect(decline, S0, M, S) -->
    { get_dict(player, M, Pl),
      proposed_defender(S0, D),
      put_dict(step, S0, "defend", S)
    },
    [ event('WOW-411', declined, _{player:Pl, defender:D}) ].

%   --- weapons ---------------------------------------------------------------

rule('WOW-510', effect, "Striking with a weapon",
     "The strike cost is paid from ready resources, the weapon exhausts, and the hero has +ATK equal to the weapon's ATK until the end of the combat.",
     seed("вы можете нанести удар оружием и прибавить его АТК к АТК своего героя до конца боя. Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

effect(strike, S0, M, S) -->
    { get_dict(weapon, M, W),
      get_dict(player, M, Pl),
      card_at(S0, W, Pl, weapon, Card),
      get_dict(strike_cost, Card, Cost),
      update_card(S0, Pl, W, exhaust, S1),
      pay(S1, Pl, Cost, S2),
      get_dict(combat, S2, C0),
      get_dict(strikes, C0, Ws0),
      append(Ws0, [W], Ws),
      put_dict(strikes, C0, Ws, C),
      put_dict(combat, S2, C, S),
      get_dict(atk, Card, Atk),
      hero_id(S, Pl, H),
      combat_atk(S, H, HeroAtk)
    },
    [ event('WOW-510', weapon_exhausted, _{player:Pl, weapon:W}) ],
    paid(S, Pl, Cost, W, 'WOW-510'),
    [ event('WOW-510', weapon_struck, _{player:Pl, weapon:W, atk:Atk, hero:H, hero_atk:HeroAtk}) ].

%   --- armor -------------------------------------------------------------------

rule('WOW-610', effect, "Exhausting armor",
     "The armor exhausts and the combat damage about to be dealt to its controller's hero is reduced by its DEF.",
     seed("закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.")).

effect(exhaust_armor, S0, M, S) -->
    { get_dict(armor, M, A),
      get_dict(player, M, Pl),
      card_at(S0, A, Pl, armor, Card),
      get_dict(def, Card, Def),
      update_card(S0, Pl, A, exhaust, S1),
      prevented(S1, Pl, N0),
      N is N0 + Def,
      get_dict(combat, S1, C0),
      get_dict(prevented, C0, Pr0),
      key_put(Pl, Pr0, N, Pr),
      put_dict(prevented, C0, Pr, C),
      put_dict(combat, S1, C, S),
      hero_id(S, Pl, H)
    },
    [ event('WOW-610', armor_exhausted, _{player:Pl, armor:A}),
      event('WOW-610', damage_prevented, _{player:Pl, hero:H, amount:Def, prevented:N}) ].

%   --- combat damage and the end of the combat ---------------------------------

rule('WOW-620', effect, "Combat damage is simultaneous",
     "At the end of the combat the attacker deals damage equal to its ATK (with a struck weapon's ATK for a hero) to the defender and the defender deals damage equal to its ATK to the attacker, at the same time; prevented damage to a hero is subtracted. Damage counters are added to those already there and stay.",
     seed("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК. ... На герое появляется еще одна фишка урона – итого семь штук.")).
rule('WOW-622', effect, "The combat concludes",
     "After combat damage the combat ends and the turn player is back in the action phase outside combat. The attacker stays exhausted.",
     seed("Завершение (Conclude): этап битвы завершается.")).

%!  conclude_combat(+State0, -State)// is det.
%
%   Combat damage, simultaneous (both amounts are computed before either is
%   dealt), prevention for heroes, destruction of allies with fatal damage,
%   and the end of the combat.

conclude_combat(S0, S) -->
    { attacker(S0, A),
      effective_defender(S0, D),
      combat_atk(S0, A, AtkA),
      combat_atk(S0, D, AtkD),
      character(S0, A, PA, _),
      character(S0, D, PD, _),
      damage_after_armor(S0, PD, D, AtkA, ToD),
      damage_after_armor(S0, PA, A, AtkD, ToA),
      add_damage(S0, PD, D, ToD, S1),
      add_damage(S1, PA, A, ToA, S2)
    },
    [ event('WOW-620', combat_damage, _{source:A, card:D, player:PD, atk:AtkA, amount:ToD}),
      event('WOW-620', combat_damage, _{source:D, card:A, player:PA, atk:AtkD, amount:ToA}) ],
    destroy_fatal_allies(S2, S3),
    { put_dict(_{combat:null, step:"main"}, S3, S) },
    [ event('WOW-622', combat_concluded, _{attacker:A, defender:D}) ],
    fallen_heroes(S).

damage_after_armor(S, Player, Id, Amount, Dealt) :-
    (   hero_id(S, Player, Id)
    ->  prevented(S, Player, Pr),
        Dealt is max(0, Amount - Pr)
    ;   Dealt = Amount
    ).

add_damage(S0, Player, Id, N, S) :-
    update_card(S0, Player, Id, add_damage(N), S).

rule('WOW-621', effect, "An ally with fatal damage is destroyed",
     "An ally whose damage is now greater than or equal to its health is destroyed and goes to its owner's graveyard; an ally with less damage stays, with its damage counters.",
     seed("Атакованный уничтожен, так как получил смертельный урон. На атакующего кладется одна фишка урона ... Он, однако, не уничтожен, потому что у него три здоровья, а не одно.")).

destroy_fatal_allies(S0, S) -->
    { state_players(S0, Ps0) },
    destroy_fatal_of_players(Ps0, Ps),
    { put_dict(players, S0, Ps, S) }.

destroy_fatal_of_players([], []) --> [].
destroy_fatal_of_players([P0|Ps0], [P|Ps]) -->
    { get_dict(name, P0, Owner),
      get_dict(allies, P0, As0),
      partition(fatal, As0, Dead, Alive),
      maplist(card_id, Dead, DeadIds),
      get_dict(graveyard, P0, G0),
      append(G0, DeadIds, G),
      put_dict(_{allies:Alive, graveyard:G}, P0, P)
    },
    destroyed(Dead, Owner),
    destroy_fatal_of_players(Ps0, Ps).

destroyed([], _) --> [].
destroyed([C|Cs], Owner) -->
    { get_dict(id, C, Id),
      get_dict(damage, C, D),
      get_dict(health, C, H)
    },
    [ event('WOW-621', destroyed, _{card:Id, player:Owner, damage:D, health:H, to:"graveyard"}) ],
    destroyed(Cs, Owner).

card_id(C, Id) :- get_dict(id, C, Id).

%   --- the wrap-up and the end of the turn ----------------------------------

rule('WOW-710', effect, "Discarding",
     "The card goes from the hand to its owner's graveyard.",
     seed("вы должны сбрасывать лишние")).

effect(discard, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      remove_from_hand(S0, Pl, Id, S1),
      to_graveyard(S1, Pl, Id, S),
      hand_size(S, Pl, N)
    },
    [ event('WOW-710', discarded, _{player:Pl, card:Id, to:"graveyard", hand:N}) ].

rule('WOW-711', effect, "The turn passes to the next player",
     "The other player becomes the turn player. Their ready step readies all their cards and resources, and their allies count as under their control since the start of the turn; the turn then continues in their action phase. The draw step is not modelled: add the drawn card to the hand.",
     ruling("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.",
            "CR 501.1a: the turn player readies all exhausted cards they control; CR 501.2a: then draws a card (the deck is not part of the state).")).

effect(end_turn, S0, M, S) -->
    { get_dict(player, M, Pl),
      opponent(S0, Pl, Next),
      update_player(S0, Next, ready_step, S1),
      put_dict(_{turn:Next, phase:"action", step:"main", resource_placed:false}, S1, S),
      ready_resources(S, Next, Ready)
    },
    [ event('WOW-711', turn_ended, _{player:Pl, next:Next}),
      event('WOW-711', readied, _{player:Next, resources:Ready}) ].

ready_step(P0, P) :-
    get_dict(hero, P0, H0), put_dict(ready, H0, true, H),
    get_dict(allies, P0, As0),
    maplist(ready_ally, As0, As),
    get_dict(weapons, P0, Ws0), maplist(ready_card, Ws0, Ws),
    get_dict(armor, P0, Rs0), maplist(ready_card, Rs0, Rs),
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Rd), get_dict(exhausted, R0, Ex),
    Total is Rd + Ex,
    put_dict(_{hero:H, allies:As, weapons:Ws, armor:Rs,
               resources:_{ready:Total, exhausted:0}}, P0, P).

ready_ally(A0, A) :- put_dict(_{ready:true, since_turn_start:true}, A0, A).

ready_card(C0, C) :- put_dict(ready, C0, true, C).

%   --- updating players and cards --------------------------------------------

update_player(S0, Name, Goal, S) :-
    state_players(S0, Ps0),
    maplist(update_if_named(Name, Goal), Ps0, Ps),
    put_dict(players, S0, Ps, S).

update_if_named(Name, Goal, P0, P) :-
    (   get_dict(name, P0, N), N == Name
    ->  call(Goal, P0, P)
    ;   P = P0
    ).

update_card(S0, Player, Id, Change, S) :-
    update_player(S0, Player, change_card(Id, Change), S).

change_card(Id, Change, P0, P) :-
    get_dict(hero, P0, H0),
    change_if_id(Id, Change, H0, H),
    get_dict(allies, P0, As0),
    maplist(change_if_id(Id, Change), As0, As),
    get_dict(weapons, P0, Ws0),
    maplist(change_if_id(Id, Change), Ws0, Ws),
    get_dict(armor, P0, Rs0),
    maplist(change_if_id(Id, Change), Rs0, Rs),
    put_dict(_{hero:H, allies:As, weapons:Ws, armor:Rs}, P0, P).

change_if_id(Id, Change, C0, C) :-
    (   get_dict(id, C0, Id0), Id0 == Id
    ->  card_change(Change, C0, C)
    ;   C = C0
    ).

card_change(exhaust, C0, C) :- put_dict(ready, C0, false, C).
card_change(add_damage(N), C0, C) :-
    get_dict(damage, C0, D0),
    D is D0 + N,
    put_dict(damage, C0, D, C).

pay(S0, Player, Cost, S) :-
    update_player(S0, Player, pay_resources(Cost), S).

pay_resources(Cost, P0, P) :-
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Ready0),
    get_dict(exhausted, R0, Ex0),
    Ready is Ready0 - Cost,
    Ex is Ex0 + Cost,
    put_dict(resources, P0, _{ready:Ready, exhausted:Ex}, P).

add_ready_resource(P0, P) :-
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Ready0),
    Ready is Ready0 + 1,
    put_dict(ready, R0, Ready, R),
    put_dict(resources, P0, R, P).

remove_from_hand(S0, Player, Id, S) :-
    update_player(S0, Player, remove_hand_card(Id), S).

remove_hand_card(Id, P0, P) :-
    get_dict(hand, P0, H0),
    exclude(card_with_id(Id), H0, H),
    put_dict(hand, P0, H, P).

card_with_id(Id, C) :-
    get_dict(id, C, Id0),
    Id0 == Id.

to_graveyard(S0, Player, Id, S) :-
    update_player(S0, Player, add_to_graveyard(Id), S).

add_to_graveyard(Id, P0, P) :-
    get_dict(graveyard, P0, G0),
    append(G0, [Id], G),
    put_dict(graveyard, P0, G, P).

append_to(Key, X, P0, P) :-
    get_dict(Key, P0, L0),
    append(L0, [X], L),
    put_dict(Key, P0, L, P).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

rule('WOW-801', outcome, "A hero with fatal damage loses the game",
     "A player whose hero has damage greater than or equal to its health loses; the other player wins. If both heroes have fatal damage at once, the game is a draw.",
     ruling("Атакованный уничтожен, так как получил смертельный урон. ... У вашего героя 25 здоровья и 6 фишек урона.",
            "The seed shows fatal damage destroying an ally and a damaged hero surviving, but never says how a hero dies. CR 405.2, 102.1a: a hero with fatal damage is destroyed and its player loses immediately; if all remaining players lose simultaneously the game is a draw.")).

%   fallen_heroes(+State)//: a hero with fatal damage after combat damage
%   has lost its player the game.

fallen_heroes(S) -->
    { findall(event('WOW-801', fatal_damage, _{player:P, hero:Id, damage:D, health:Hp}),
              ( hero_fallen(S, P),
                hero_of(S, P, H),
                get_dict(id, H, Id),
                get_dict(damage, H, D),
                get_dict(health, H, Hp) ),
              Events)
    },
    events(Events).

events([]) --> [].
events([E|Es]) --> [E], events(Es).

%!  outcome(+State, -Outcome) is det.

outcome(S, O) :-
    findall(P, hero_fallen(S, P), Losers),
    (   Losers == []
    ->  O = _{result:"ongoing"}
    ;   findall(P, ( player_name(S, P), \+ memberchk(P, Losers) ), Winners),
        atomic_list_concat(Losers, ' and ', LosersText),
        (   Winners == []
        ->  format(string(Reason), "the heroes of ~w all have fatal damage at once: nobody remains, the game is a draw", [LosersText]),
            O = _{result:"draw", winners:[], losers:Losers, rule:'WOW-801', reason:Reason}
        ;   format(string(Reason), "~w's hero has damage greater than or equal to its health and is destroyed", [LosersText]),
            O = _{result:"won", winners:Winners, losers:Losers, rule:'WOW-801', reason:Reason}
        )
    ).

%!  selfplay_bound(-MaxMoves, -MustEnd) is det.
%
%   Random games end within 3000 moves.

selfplay_bound(3000, true).
