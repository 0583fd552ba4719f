/*  World of Warcraft TCG: what a combat's moves do.

    Part of game.pl, with effects.pl: the proposal and its re-check,
    the combat step with its windows and the Protect Point, strikes,
    armor, combat damage and the conclusion.  Each effect names its rule
    in its events.
*/

                 /*******************************
                 *            COMBAT            *
                 *******************************/

%   --- proposing a combat --------------------------------------------------

rule('WOW-310', effect, "Proposing a combat",
     "The combat is recorded with its proposed attacker and defender; the step becomes the proposal, where the players may still respond with instants and powers, the turn player first. The attacker is not yet exhausted.",
     seed("Объявление (Propose): ... объявляете его атакующим (attacker); затем ... объявляете его атакуемым (defender).")).

effect(propose_attack, S0, M, S) -->
    { get_dict(attacker, M, A),
      get_dict(defender, M, D),
      get_dict(player, M, Pl),
      put_dict(_{step:"propose", priority:Pl,
                 combat:_{attacker:A, defender:D, protector:null,
                          strikes:[], prevented:_{}, readied:[]}}, S0, S)
    },
    [ event('WOW-310', combat_proposed, _{player:Pl, attacker:A, defender:D}) ].

rule('WOW-314', effect, "The proposal is re-checked as it resolves",
     "When both players have passed in succession in the proposal, the proposed combat is checked again against the rules of a proposal (WOW-301 to WOW-305): the attacker must still be a ready hero or ally of the turn player that may attack, and the proposed defender still an enemy hero or ally in play. If it is, the combat step starts (WOW-311). If not, the proposal is interrupted: the combat is removed and the turn player has priority in the action phase outside combat.",
     ruling("Объявление (Propose): вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker)",
            "The seed proposes with a ready character and goes straight on to the attack. CR v7.4 601.3: as the proposal effect tries to resolve, the legality of the proposed combat is rechecked; if it is no longer legal the proposal is interrupted, the proposed attacker and defender stop being so, and the turn player gets priority in his action phase with the chain empty.")).

%!  proposal_recheck(+State, -Broken, -Gone) is det.
%
%   The proposed combat asked again as the proposal resolves: Broken are
%   the rules of a proposal (WOW-301 to 305) the same proposal would
%   break now, Gone the sides that have left the combat.  Both empty: the
%   proposal is still legal.

proposal_recheck(S, Broken, Gone) :-
    turn_player(S, T),
    findall(Side, side_gone(S, Side), Gone),
    (   Gone == [],
        attacker(S, A),
        proposed_defender(S, D)
    ->  M = _{player:T, action:"propose_attack", attacker:A, defender:D},
        findall(Id, ( member(Id, ['WOW-301', 'WOW-302', 'WOW-303', 'WOW-304', 'WOW-305']),
                      once(broken(Id, S, M, _)) ),
                Broken)
    ;   Broken = []
    ).

side_gone(S, "attacker") :- \+ attacker(S, _).
side_gone(S, "defender") :- \+ effective_defender(S, _).

pass_step("propose", S0, S) -->
    { proposal_recheck(S0, Broken, Gone),
      combat(S0, C),
      get_dict(attacker, C, A),
      get_dict(defender, C, D)
    },
    (   { Broken == [], Gone == [] }
    ->  [ event('WOW-314', proposal_resolved, _{attacker:A, defender:D}) ],
        attack_starts(S0, S)
    ;   { turn_player(S0, T),
          put_dict(_{step:"main", combat:null, priority:T}, S0, S)
        },
        [ event('WOW-314', proposal_interrupted, _{attacker:A, defender:D, broken:Broken, gone:Gone, priority:T}) ]
    ).

rule('WOW-311', effect, "The attacker exhausts as the attack starts",
     "When the proposal resolves, the combat step starts: the attacker exhausts and attacks, and the attack window opens with the turn player's priority.",
     seed("Атака (Attack): ваш объявленный атакующий закрывается (поверните карту на 90 градусов) и нападает!")).

attack_starts(S0, S) -->
    { attacker(S0, A),
      character(S0, A, Owner, _),
      update_card(S0, Owner, A, exhaust, S1),
      put_dict(_{step:"attack", priority:Owner}, S1, S)
    },
    [ event('WOW-311', attacker_exhausted, _{player:Owner, attacker:A}) ].

%   --- the attack window, the Protect Point, the defend window ----------------

rule('WOW-312', effect, "From the attack window to the Protect Point",
     "When both players pass in succession in the attack window, the Protect Point follows if the defending player has a ready character with Protector other than the proposed defender (no one has priority there); otherwise the proposed defender starts defending at once and the defend window opens with the turn player's priority.",
     ruling("Защита (Defend): объявленный атакуемый начинается защищаться.",
            "CR v7.4 602.2: the Protect Point comes as the attack window closes. When no character can protect there is no decision to make, so rulecheck goes straight to the defend step; CR 602.3: the defend window opens with the turn player's priority.")).

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
    (   { findall(Side, side_gone(S0, Side), Gone), Gone \== [] }
    ->  combat_without_damage(S0, Gone, S)
    ;   { defending_player(S0, DP),
          proposed_defender(S0, D),
          findall(P, could_protect(S0, DP, D, P), Ps)
        },
        (   { Ps \== [] }
        ->  { put_dict(_{step:"protect", priority:null}, S0, S) },
            [ event('WOW-312', protect_point, _{player:DP, defender:D, protectors:Ps}) ]
        ;   { starts_defending(S0, S) },
            [ event('WOW-312', defending, _{player:DP, defender:D}) ]
        )
    ).

starts_defending(S0, S) :-
    turn_player(S0, T),
    put_dict(_{step:"defend", priority:T}, S0, S).

rule('WOW-410', effect, "Protecting",
     "The protector exhausts and becomes the defender in place of the proposed defender, which leaves the combat; the protector starts defending and the defend window opens with the turn player's priority.",
     seed("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника» («protector»); он становится целью атаки вместо объявленной противником жертвы.")).

effect(protect, S0, M, S) -->
    { get_dict(protector, M, P),
      get_dict(player, M, Pl),
      update_card(S0, Pl, P, exhaust, S1),
      get_dict(combat, S1, C0),
      get_dict(defender, C0, D),
      put_dict(protector, C0, P, C),
      put_dict(combat, S1, C, S2),
      starts_defending(S2, S)
    },
    [ event('WOW-410', protector_exhausted, _{player:Pl, protector:P}),
      event('WOW-410', protects, _{player:Pl, protector:P, instead_of:D}) ].

rule('WOW-411', effect, "Declining to protect",
     "The proposed defender starts defending and the defend window opens with the turn player's priority.",
     seed("Защита (Defend): объявленный атакуемый начинается защищаться.")).

effect(decline, S0, M, S) -->
    { get_dict(player, M, Pl),
      proposed_defender(S0, D),
      starts_defending(S0, S)
    },
    [ event('WOW-411', declined, _{player:Pl, defender:D}) ].

rule('WOW-313', effect, "From the defend window to combat damage",
     "When both players pass in succession in the defend window, the damage step follows if a hero in the combat is about to be dealt combat damage and its controller has a ready armor with DEF (no one has priority there; the first such player in turn order decides first); otherwise combat damage is dealt at once.",
     ruling("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК.",
            "CR v7.4 602.3: as the defend window closes the combat concludes; CR 717.2c: armor is exhausted as the damage would be dealt; CR 802.1: simultaneous choices in turn order. The damage step is that moment; without an armor decision it is skipped.")).

pass_step("defend", S0, S) -->
    (   { findall(Side, side_gone(S0, Side), Gone), Gone \== [] }
    ->  combat_without_damage(S0, Gone, S)
    ;   { in_turn_order(S0, Order),
          include(armor_decision(S0), Order, Ps)
        },
        (   { Ps = [First|_] }
        ->  { get_dict(combat, S0, C0),
              put_dict(shielding, C0, First, C),
              put_dict(_{step:"damage", priority:null, combat:C}, S0, S)
            },
            [ event('WOW-313', damage_step_began, _{players:Ps, deciding:First}) ]
        ;   conclude_combat(S0, S)
        )
    ).

%   --- weapons ---------------------------------------------------------------

rule('WOW-510', effect, "Striking with a weapon",
     "The strike cost is paid from ready resources, the weapon exhausts, and the hero has +ATK equal to the weapon's ATK until the end of the combat (again for each strike). Striking needs no priority.",
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
     "The armor exhausts and the combat damage about to be dealt to its controller's hero is reduced by its DEF, at most by the damage not yet prevented (the excess DEF is wasted). If that player has no armor decision left (the damage is all prevented, or no ready armor with DEF remains), the next decision follows (WOW-611).",
     seed("закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.")).

effect(exhaust_armor, S0, M, S) -->
    { get_dict(armor, M, A),
      get_dict(player, M, Pl),
      card_at(S0, A, Pl, armor, Card),
      get_dict(def, Card, Def),
      update_card(S0, Pl, A, exhaust, S1),
      prevented(S1, Pl, N0),
      armor_prevents(S0, Pl, Def, Amount),
      N is N0 + Amount,
      get_dict(combat, S1, C0),
      get_dict(prevented, C0, Pr0),
      key_put(Pl, Pr0, N, Pr),
      put_dict(prevented, C0, Pr, C),
      put_dict(combat, S1, C, S2),
      hero_id(S2, Pl, H)
    },
    [ event('WOW-610', armor_exhausted, _{player:Pl, armor:A}),
      event('WOW-610', damage_prevented, _{player:Pl, hero:H, amount:Amount, prevented:N}) ],
    (   { armor_decision(S2, Pl) }
    ->  { S = S2 }
    ;   next_armor_decision(S2, Pl, S)
    ).

%!  armor_prevents(+State, +Player, +Def, -Amount) is det.
%
%   Armor with Def prevents Amount of the combat damage still coming to
%   Player's hero: its DEF, but never more than the damage not yet
%   prevented (the excess DEF is wasted, WOW-602).

armor_prevents(S, Pl, Def, Amount) :-
    (   unprevented(S, Pl, Left)
    ->  Amount is min(Def, Left)
    ;   Amount = 0
    ).

rule('WOW-611', effect, "The next armor decision",
     "When the player deciding on armor declines more armor, or has no armor decision left, the other player decides if it is their turn to (the turn player decided first) and their hero is about to be dealt unprevented combat damage with a ready armor with DEF at hand; otherwise the combat damage is dealt.",
     ruling("когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех",
            "CR v7.4 802.1: simultaneous choices are made in turn order; CR 717.2c: a player may exhaust another equipment while the packet would still deal damage, or stop.")).

effect(decline_armor, S0, M, S) -->
    { get_dict(player, M, Pl) },
    [ event('WOW-611', armor_declined, _{player:Pl}) ],
    next_armor_decision(S0, Pl, S).

%   next_armor_decision(+S0, +Done, -S)//: Done's armor decision is over.

next_armor_decision(S0, Done, S) -->
    { turn_player(S0, T) },
    (   { Done == T,
          opponent(S0, T, O),
          armor_decision(S0, O)
        }
    ->  { get_dict(combat, S0, C0),
          put_dict(shielding, C0, O, C),
          put_dict(combat, S0, C, S)
        },
        [ event('WOW-611', armor_decision, _{player:O}) ]
    ;   conclude_combat(S0, S)
    ).

%   --- combat damage and the end of the combat ---------------------------------

rule('WOW-620', effect, "Combat damage is simultaneous",
     "At the end of the combat the attacker deals damage equal to its ATK (with a struck weapon's ATK for a hero) to the defender and the defender deals damage equal to its ATK to the attacker, at the same time; prevented damage to a hero is subtracted. Damage counters are added to those already there and stay.",
     seed("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК. ... На герое появляется еще одна фишка урона – итого семь штук.")).
rule('WOW-622', effect, "The combat concludes",
     "After combat damage (or without it, WOW-315) the combat ends and the turn player has priority in the action phase outside combat, unless the combat damage has ended the game (a hero with fatal damage, WOW-801): then no one has priority. The attacker stays exhausted.",
     ruling("Завершение (Conclude): этап битвы завершается.",
            "The seed ends the combat. CR v7.4 603.1: combat damage; 603.2: then the pre-priority checks (410.6a) destroy a hero with fatal damage, and its player loses at once (102.1a, 102.3); 603.3: only then does the combat step end and the turn player get priority, but a player who has lost is removed from the game and a game with no opponent left is over (102.1, 102.2), so no one gets priority.")).

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
    destroy_fatal_allies(S2, S3, _),
    { priority_after(S3, P),
      put_dict(_{combat:null, step:"main", priority:P}, S3, S)
    },
    fallen_heroes(S),
    [ event('WOW-622', combat_concluded, _{attacker:A, defender:D, priority:P}) ].

rule('WOW-315', effect, "A combat without an attacker or a defender ends without damage",
     "As the attack window closes, and again as the defend window closes, if the attacker or the defender (the protector if one protected, else the proposed defender) has left the combat (WOW-623), there is no Protect Point and no combat damage: the combat concludes at once and the turn player has priority in the action phase outside combat.",
     ruling("Обычно битва состоит из нижеследующих пяти шагов (по порядку)",
            "The seed's five steps assume both sides stay in the combat. CR v7.4 602.2: as the attack window closes, if there is no attacker and/or no proposed defender, the combat concludes; 602.3: the same after the Protect Point; 603.1b: if no attacker or no defender remains, no combat damage is dealt. Nothing happens at the Protect Point (no priority), so its re-check never ends a combat in rulecheck.")).

%   combat_without_damage(+S0, +Gone, -S)//: the combat concludes with no
%   combat damage: Gone are the sides it has lost.

combat_without_damage(S0, Gone, S) -->
    { combat(S0, C),
      get_dict(attacker, C, A),
      (   effective_defender(S0, D) -> true ; D = null ),
      priority_after(S0, P),
      put_dict(_{combat:null, step:"main", priority:P}, S0, S)
    },
    [ event('WOW-315', no_combat_damage, _{gone:Gone, attacker:A, defender:D}),
      event('WOW-622', combat_concluded, _{attacker:A, defender:D, priority:P}) ].

damage_after_armor(S, Player, Id, Amount, Dealt) :-
    (   hero_id(S, Player, Id)
    ->  prevented(S, Player, Pr),
        Dealt is max(0, Amount - Pr)
    ;   Dealt = Amount
    ).

add_damage(S0, Player, Id, N, S) :-
    update_card(S0, Player, Id, add_damage(N), S).

rule('WOW-621', effect, "An ally with fatal damage is destroyed",
     "An ally whose damage is now greater than or equal to its health is destroyed and goes to its owner's graveyard; an ally with less damage stays, with its damage counters. This happens after combat damage and after the effects of a card or power (WOW-224).",
     seed("Атакованный уничтожен, так как получил смертельный урон. На атакующего кладется одна фишка урона ... Он, однако, не уничтожен, потому что у него три здоровья, а не одно.")).

%   destroy_fatal_allies(+S0, -S, -Dead)//: every ally with fatal damage
%   goes to its owner's graveyard; Dead are their ids.

destroy_fatal_allies(S0, S, Dead) -->
    { state_players(S0, Ps0) },
    destroy_fatal_of_players(Ps0, Ps, Dead),
    { put_dict(players, S0, Ps, S) }.

destroy_fatal_of_players([], [], []) --> [].
destroy_fatal_of_players([P0|Ps0], [P|Ps], Dead) -->
    { get_dict(name, P0, Owner),
      get_dict(allies, P0, As0),
      partition(fatal, As0, DeadCards, Alive),
      maplist(card_id, DeadCards, DeadIds),
      get_dict(graveyard, P0, G0),
      append(G0, DeadIds, G),
      put_dict(_{allies:Alive, graveyard:G}, P0, P),
      append(DeadIds, Dead1, Dead)
    },
    destroyed(DeadCards, Owner),
    destroy_fatal_of_players(Ps0, Ps, Dead1).

destroyed([], _) --> [].
destroyed([C|Cs], Owner) -->
    { get_dict(id, C, Id),
      get_dict(damage, C, D),
      get_dict(health, C, H)
    },
    [ event('WOW-621', destroyed, _{card:Id, player:Owner, damage:D, health:H, to:"graveyard"}) ],
    destroyed(Cs, Owner).

card_id(C, Id) :- get_dict(id, C, Id).

rule('WOW-623', effect, "A character that leaves play leaves the combat",
     "An attacker, proposed defender or protector destroyed during a combat (by the effects of a card or power) is removed from it: the combat no longer names it (none), and a protector that leaves takes the defender's place with it, leaving no defender. The combat goes on; its next re-check (WOW-314, WOW-315) ends it.",
     ruling("он становится целью атаки вместо объявленной противником жертвы.",
            "CR v7.4 602.4: attackers, defenders, proposed attackers and proposed defenders can be removed from combat; this does not end the combat step at once, and the presence of attackers and defenders is checked at the next appropriate interval (602.4a). A card that leaves play stops being a character in combat.")).

%   leave_combat(+Ids, +S0, -S)//: the destroyed cards Ids leave the combat.

leave_combat([], S, S) --> [].
leave_combat([Id|Ids], S0, S) -->
    (   { combat(S0, C0) }
    ->  { get_dict(readied, C0, R0) -> exclude(==(Id), R0, R), put_dict(readied, C0, R, C1) ; C1 = C0 },
        combat_role_left(Id, C1, C),
        { put_dict(combat, S0, C, S1) }
    ;   { S1 = S0 }
    ),
    leave_combat(Ids, S1, S).

combat_role_left(Id, C0, C) -->
    (   { get_dict(protector, C0, P), P == Id }
    ->  { put_dict(_{protector:null, defender:null}, C0, C) },
        [ event('WOW-623', removed_from_combat, _{card:Id, as:"protector"}) ]
    ;   { get_dict(attacker, C0, A), A == Id }
    ->  { put_dict(attacker, C0, null, C) },
        [ event('WOW-623', removed_from_combat, _{card:Id, as:"attacker"}) ]
    ;   { get_dict(defender, C0, D), D == Id }
    ->  { put_dict(defender, C0, null, C) },
        [ event('WOW-623', removed_from_combat, _{card:Id, as:"proposed_defender"}) ]
    ;   { C = C0 }
    ).
