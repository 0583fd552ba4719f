:- module(wow_tcg,
          [ rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            candidate/2,                % +State, -Move
            violation/4,                % +State, +Move, -RuleId, -Message
            next/3,                     % +State, +Move, -State1
            outcome/2,                  % +State, -Outcome
            state_error/4,              % +State, -Path, -RuleId, -Message
            move_error/4,               % +State, +Move, -Path, -Message
            move_text/3,                % +State, +Move, -Text
            may_attack/2,               % +State, ?CardId
            may_protect/2,              % +State, ?CardId
            may_strike_with/2,          % +State, ?WeaponId
            may_exhaust_armor/2,        % +State, ?ArmorId
            combat_atk/3,               % +State, +CardId, -Atk
            incoming_combat_damage/3,   % +State, +Player, -Amount
            % The judge's workflow: explanations and hidden information
            checks/3,                   % +State, +Move, -RuleId
            rule_facts/4,               % +State, +Move, +RuleId, -Facts
            repair/4,                   % +State, +Move, +RuleId, -Fix
            hidden/3,                   % +State, +Viewer, -Steps
            depends_on_hidden/4,        % +State, +Viewer, +Move, -Reason
            % Conservation, checked by self-play
            inventory/2                 % +State, -Bag
          ]).

/** <module> World of Warcraft TCG: combat, protectors, weapons, armor, end phase

The rules of seed 004 (the end phase and combat basics of the World of
Warcraft Trading Card Game), completed where the seed is silent by the
official Comprehensive Rules v7.4 (rule numbers are quoted as "CR 602.2").

A state (JSON, see docs/games/wow-tcg.md and pycli/schemas/wow-tcg.json):

    game            "wow-tcg"
    turn            name of the turn player
    phase           "action" | "end"
    step            action phase: "main" (non-combat), "propose", "attack",
                    "protect" (the Protect Point), "defend", "damage";
                    end phase: "end", "wrap_up"
    resource_placed whether the turn player has placed a resource this turn
    players         exactly two objects, each
        name        the player's name
        hero        {id, name?, atk, health, damage, ready, protector?, power?}
        allies      [{id, name?, atk, health, damage, ready, protector?,
                      ferocity?, since_turn_start, power?}]
        weapons     [{id, name?, atk, strike_cost, ready, power?}]
        armor       [{id, name?, def, ready, power?}]
        resources   {ready, exhausted}: resources able to pay, and spent
        hand        [{id, name?, type, cost, instant?, atk?, health?,
                      protector?, ferocity?, strike_cost?, def?}]
        graveyard   [card ids]
    combat          null, or {attacker, defender, protector, strikes,
                    prevented}: the proposed attacker and defender, the
                    character that protected (or null), the weapons struck
                    this combat, and per player the combat damage to that
                    player's hero that armor has prevented.

A power is {cost, activate}: pay `cost` resources and, if `activate`,
exhaust the card.  Card ids are unique in a state.  The effective defender
is the protector if one protected, else the proposed defender.

Moves: {player, action} plus, by action: propose_attack {attacker,
defender}; protect {protector}; decline; strike {weapon}; exhaust_armor
{armor}; play_card {card}; place_resource {card}; use_power {card};
discard {card}; pass; end_turn.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(library(error)).
:- use_module(library(solution_sequences)).
:- use_module(library(pairs)).
:- use_module(rc_util).
:- use_module(rc_legal).

                 /*******************************
                 *           THE RULEBOOK       *
                 *******************************/

%!  rule(?Id, ?Kind, ?Title, ?Text, ?Origin) is nondet.

% --- 1xx: what a state is ------------------------------------------------

rule('WOW-101', state, "Two players with distinct names; the turn player is one of them",
     "A state has exactly two players with distinct names, and `turn` names one of them.",
     ruling("", "The seed describes a two-player duel (\"you\" and \"the opponent\"). CR 500.1 allows more players; rulecheck models the two-player game only.")).
rule('WOW-102', state, "Every card id is unique",
     "Every hero, ally, weapon, armor, card in hand and card in a graveyard has an id that no other card in the state has, so a move can name a card unambiguously.",
     ruling("", "Needed so that a move names exactly one card; CR 415.1: a card is in exactly one zone.")).
rule('WOW-103', state, "Phase, step and combat agree",
     "In the action phase the step is main, propose, attack, protect, defend or damage; in the end phase it is end or wrap_up. A combat is recorded exactly while the step is one of the combat steps (propose to damage).",
     seed("Обычно битва состоит из нижеследующих пяти шагов (по порядку): 1. Объявление (Propose) ... 2. Атака (Attack) ... 3. Защита (Defend) ... 4. Урон (Damage) ... 5. Завершение (Conclude)")).
rule('WOW-104', state, "The combat names real characters",
     "The attacker is a hero or ally of the turn player; the proposed defender a hero or ally of the other player; the protector (if any) a hero or ally of the defending player other than the proposed defender, and only after the Protect Point; each struck weapon belongs to a player whose hero is the attacker or the defender, at most one per player, and only from the defend step on.",
     ruling("вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker); затем выбираете вражеского героя либо соратника",
            "A combat can only arise from legal moves; CR 601.2, 602.2, 303.2, 303.2c.")).
rule('WOW-105', state, "An ally in play has less damage than health",
     "An ally whose damage is at least its health has been destroyed already; it cannot be in play.",
     seed("Атакованный уничтожен, так как получил смертельный урон.")).
rule('WOW-106', state, "Cards in hand carry what their type needs",
     "An ally in hand has ATK and health, a weapon has ATK and a strike cost, an armor has DEF.",
     ruling("", "Playing the card puts it into play with these values (CR 302.1, 303.1, 304.2).")).

% --- 2xx: turn structure, timing, costs ------------------------------------

rule('WOW-201', constraint, "No moves once the game is over",
     "Once a hero has damage greater than or equal to its health, its player has lost and the game is over: no player may move.",
     ruling("", "CR 102.1a, 102.3: a player whose hero is destroyed loses immediately; with two players the game ends (102.1).")).
rule('WOW-202', constraint, "Only the turn player places resources, plays non-instant cards and proposes attacks",
     "Placing a resource, playing a non-instant card and proposing a combat are things only the turn player may do, in their own action phase.",
     ruling("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.",
            "The seed speaks of the turn player's action phase; CR 502.1, 409.1, 412.1a and 601.1 give these actions to the turn player's non-combat action phase only.")).
rule('WOW-203', constraint, "End phase: no resources, attacks or non-instant cards",
     "In the end phase (its end step and its wrap-up) no player may place a resource, propose an attack or play a card that is not an instant.",
     seed("В эту фазу: • вы более не можете выставлять ресурсы, атаковать или разыгрывать карты (кроме мгновенных).")).
rule('WOW-204', constraint, "Not during a combat: no resources, attacks or non-instant cards",
     "From the proposal of a combat until its conclusion, no resource may be placed, no other combat proposed and no non-instant card played.",
     ruling("", "The seed is silent; CR 502.1, 409.1, 412.1a and 601.1 allow these only in the non-combat action phase with an empty chain, and CR 600.1 concludes each combat before the next is proposed.")).
rule('WOW-205', constraint, "One resource per turn",
     "A player may place only one resource each turn.",
     ruling("", "The seed is silent; CR 412.1.")).
rule('WOW-206', constraint, "Instants and powers need an open window",
     "Any player may play an instant card or use a power of a card they control while a window is open: the action phase outside combat, the proposal, the attack window, the defend window, and the end phase before its wrap-up. Not at the Protect Point, not while combat damage is being dealt, not in the wrap-up.",
     ruling("• любой игрок может использовать мгновенные карты или совершать действия.",
            "The seed allows instants and actions for any player in the end phase. CR 409.1 and 701.2 allow them whenever a player has priority; CR 602.2 (the Protect Point), 603.1 (combat conclusion) and 503.2a (the wrap-up) have no priority. rulecheck does not track priority passing inside a window.")).
rule('WOW-207', constraint, "The card must be in your hand",
     "A card is played, placed as a resource or discarded only from its owner's hand.",
     ruling("", "CR 409.1, 412.1, 415.9e.")).
rule('WOW-208', constraint, "Pay the cost with ready resources",
     "A card's cost or a power's cost is paid by exhausting that many ready resources; a player with fewer ready resources cannot pay it.",
     ruling("", "CR 403.1 and 403.6a; 412.2: resources are exhausted to pay resource costs.")).
rule('WOW-209', constraint, "A power belongs to a card in play you control",
     "Only the controller of a card in play may use its power, and only if it has one.",
     ruling("• любой игрок может ... совершать действия.", "CR 701.2: only a card's controller uses its payment powers.")).
rule('WOW-210', constraint, "An activated power exhausts a ready card",
     "A power whose cost includes exhausting the card can be used only while the card is ready.",
     ruling("", "CR 701.3: a card can't be exhausted to pay a cost if it's already exhausted.")).
rule('WOW-211', constraint, "A new ally cannot use its activated power",
     "An ally's activated power can be used only if the ally has been under its controller's control since the start of that player's most recent turn.",
     ruling("", "CR 302.2 and 701.3.")).
rule('WOW-212', constraint, "Only the turn player moves the game on",
     "Passing (to close a window and go to the next step) and ending the turn are moves of the turn player.",
     ruling("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».",
            "The seed moves on once everybody is done. CR 410.4b closes a window when all players pass in succession; rulecheck does not track priority, so the turn player's pass stands for everyone's, and the other player acts by playing instants or powers before it.")).
rule('WOW-213', constraint, "Nothing to pass at the Protect Point or in the wrap-up",
     "At the Protect Point the defending player protects or declines; in the wrap-up the turn player discards and ends the turn. Passing is not a move there.",
     ruling("", "CR 602.2: the Protect Point is not a priority window; CR 503.2a: the wrap-up has no priority windows.")).
rule('WOW-220', effect, "Playing a card",
     "The card's cost is paid from ready resources and the card leaves the hand. An ally enters play ready, undamaged, and not yet under its controller's control since the start of the turn; a weapon or armor enters play ready; an ability goes to the graveyard (its effect is not modelled).",
     ruling("", "CR 409.1, 403.6a, 411.1 (cards enter play ready), 302.2, 305.1.")).
rule('WOW-221', effect, "Placing a resource",
     "The card leaves the hand and becomes a ready resource; the turn player has now placed their resource for the turn.",
     ruling("", "CR 412.1, 411.1.")).
rule('WOW-222', effect, "Using a power",
     "The power's cost is paid from ready resources and, if the power is activated, the card exhausts. Its effect is not modelled.",
     ruling("", "CR 701.2, 701.3.")).

% --- 3xx: proposing and running a combat ------------------------------------

rule('WOW-301', constraint, "The attacker is your hero or ally",
     "The proposed attacker is a hero or ally controlled by the player proposing the combat.",
     seed("Объявление (Propose): вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker)")).
rule('WOW-302', constraint, "The attacker must be ready",
     "An exhausted hero or ally cannot be proposed as an attacker.",
     seed("вы выбираете готового героя или соратника в своем отряде")).
rule('WOW-303', constraint, "A new ally cannot attack",
     "An ally can be proposed as an attacker only if it has been under its controller's control since the start of the turn (or it has Ferocity). Heroes have no such restriction.",
     ruling("вы выбираете готового героя или соратника в своем отряде",
            "The seed only says \"ready\". CR 601.2a and 302.2: the proposed attacker must also have been under the turn player's control continuously since the start of the turn, unless it has Ferocity; only allies have this restriction.")).
rule('WOW-304', constraint, "The defender is an enemy hero or ally",
     "The proposed defender is a hero or ally controlled by the opponent.",
     seed("затем выбираете вражеского героя либо соратника и объявляете его атакуемым (defender)")).
rule('WOW-310', effect, "Proposing a combat",
     "The combat is recorded with its proposed attacker and defender; the step becomes the proposal, where players may still respond with instants. The attacker is not yet exhausted.",
     seed("Объявление (Propose): ... объявляете его атакующим (attacker); затем ... объявляете его атакуемым (defender).")).
rule('WOW-311', effect, "The attacker exhausts as the attack starts",
     "When the turn player passes the proposal, the attack step starts: the attacker exhausts and attacks, and the attack window opens.",
     seed("Атака (Attack): ваш объявленный атакующий закрывается (поверните карту на 90 градусов) и нападает!")).
rule('WOW-312', effect, "From the attack window to the Protect Point",
     "When the turn player passes the attack window, the Protect Point follows if the defending player has a ready character with Protector other than the proposed defender; otherwise the proposed defender starts defending at once (the defend step).",
     ruling("Защита (Defend): объявленный атакуемый начинается защищаться.",
            "CR 602.2: the Protect Point comes as the attack window closes. When no character can protect there is no decision to make, so rulecheck goes straight to the defend step.")).
rule('WOW-313', effect, "From the defend window to combat damage",
     "When the turn player passes the defend window, the damage step follows if a hero in the combat is about to be dealt combat damage and its controller has a ready armor with DEF; otherwise combat damage is dealt at once.",
     ruling("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК.",
            "CR 602.3: as the defend window closes the combat concludes; CR 717.2c: armor is exhausted as the damage would be dealt. The damage step is that moment; without an armor decision it is skipped.")).

% --- 4xx: protectors ----------------------------------------------------------

rule('WOW-401', constraint, "Protect only at the Protect Point",
     "A character protects, and the defending player declines to protect, only at the Protect Point: after the attack window, before the defender starts defending.",
     ruling("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника»",
            "CR 602.2: the Protect Point is the only time a character can protect.")).
rule('WOW-402', constraint, "Only the defending player protects",
     "The decision at the Protect Point belongs to the player whose hero or ally was proposed as the defender.",
     seed("Если противник атакует вашего героя или одного из ваших соратников, а у вас есть герой либо соратник, способный защищать ... вы можете выставить его как защитника.")).
rule('WOW-403', constraint, "The protector has Protector",
     "The protecting character is a hero or ally of the defending player with the Protector keyword.",
     seed("у вас есть герой либо соратник, способный защищать (слово «protector» в текстовой зоне)")).
rule('WOW-404', constraint, "The protector must be ready",
     "Protecting exhausts the protector, so only a ready character can protect.",
     seed("закройте героя или союзника со способностью «защитника» («protector»)")).
rule('WOW-405', constraint, "The proposed defender cannot protect itself",
     "The character that was proposed as the defender cannot protect; it simply defends.",
     ruling("он становится целью атаки вместо объявленной противником жертвы.",
            "The protector becomes the target instead of the proposed defender, so it must be another character; CR 602.2b: a proposed defender can't protect itself.")).
rule('WOW-406', constraint, "One protector per combat",
     "Only one character can protect in a combat.",
     ruling("вы можете выставить его как защитника.",
            "The seed names one protector; CR 602.2b: only one character per proposed defender can protect each combat.")).
rule('WOW-410', effect, "Protecting",
     "The protector exhausts and becomes the defender in place of the proposed defender, which leaves the combat; the protector starts defending (the defend step).",
     seed("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника» («protector»); он становится целью атаки вместо объявленной противником жертвы.")).
rule('WOW-411', effect, "Declining to protect",
     "The proposed defender starts defending (the defend step).",
     seed("Защита (Defend): объявленный атакуемый начинается защищаться.")).

% --- 5xx: weapons ---------------------------------------------------------------

rule('WOW-501', constraint, "Strike only after the defender starts defending, before combat damage",
     "A weapon is struck only in the defend step: after the defender starts defending and before combat damage is dealt.",
     ruling("Ударить оружием: после того, как атакуемый начинает обороняться, вы можете нанести удар оружием ... Применить оружие можно исключительно ДО того, как будет нанесен боевой урон.",
            "The seed's timing is taken. CR 602.1 lets the attacking player strike as the combat step starts and CR 602.3 the defending player as the defender starts defending; rulecheck keeps one moment for both, the defend window, which is after the defender starts defending and before combat damage (CR 603.1 gives no priority during conclusion).")).
rule('WOW-502', constraint, "Only a hero in the combat wields a weapon",
     "A player strikes with a weapon only while their hero is the attacker or the defender of the combat.",
     ruling("Если герой атакует либо защищается, вы можете дополнить вышеуказанную последовательность следующим образом: • Ударить оружием",
            "CR 303.2: unless otherwise specified, all heroes and only heroes are wielders, and a strike is made as the wielder becomes attacker or defender. A hero that was proposed as defender and then protected is no longer in the combat.")).
rule('WOW-503', constraint, "Strike with your own weapon",
     "The weapon struck is a weapon the striking player controls.",
     ruling("вы можете нанести удар оружием и прибавить его АТК к АТК своего героя", "CR 303.2: you may strike with a weapon you control.")).
rule('WOW-504', constraint, "The weapon must be ready",
     "Striking exhausts the weapon, so only a ready weapon can be struck.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).
rule('WOW-505', constraint, "Pay the strike cost",
     "Striking costs the weapon's strike cost in ready resources; a player without enough ready resources cannot strike.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).
rule('WOW-506', constraint, "One weapon per combat",
     "A player strikes with only one weapon in a combat. That same weapon may strike again in the same combat if it has been readied (each strike pays the strike cost and adds the weapon's ATK again).",
     ruling("В бою можно воспользоваться только одним оружием, но при этом можно ударить этим оружием несколько раз, если вы сможете вновь вернуть его в состояние готовности.",
            "The seed says it in so many words: one weapon per combat, but that weapon may strike several times if it can be readied again. CR 303.2c also limits a combat to one weapon unless an effect says otherwise; readying the weapon is such an effect. A second, different weapon is never allowed.")).
rule('WOW-510', effect, "Striking with a weapon",
     "The strike cost is paid from ready resources, the weapon exhausts, and the hero has +ATK equal to the weapon's ATK until the end of the combat.",
     seed("вы можете нанести удар оружием и прибавить его АТК к АТК своего героя до конца боя. Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

% --- 6xx: armor, combat damage, destruction -------------------------------------

rule('WOW-601', constraint, "Armor is used as combat damage is dealt",
     "Armor is exhausted to prevent combat damage only in the damage step, as the damage is about to be dealt.",
     ruling("Использовать доспех: когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех",
            "CR 717.2c: equipment can't be exhausted to prevent future damage; it is exhausted as the packet would be dealt.")).
rule('WOW-602', constraint, "Armor protects only your hero about to be hit",
     "A player may exhaust armor only while their hero is in the combat and the opposing character would deal it combat damage (ATK above 0).",
     ruling("когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех и предотвратить нанесение герою урона",
            "CR 717.2c: only heroes are shielders; a packet of 0 damage is never created (408.2a).")).
rule('WOW-603', constraint, "Use your own armor with DEF",
     "The armor exhausted is an armor the player controls, with DEF 1 or more.",
     ruling("вы можете закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR 717.2c: each ready equipment with 1 or more DEF you control.")).
rule('WOW-604', constraint, "The armor must be ready",
     "Only a ready armor can be exhausted to prevent damage.",
     seed("вы можете закрыть готовый доспех")).
rule('WOW-605', constraint, "No more armor once the damage is all prevented",
     "Another armor may be exhausted only while some of the combat damage to the hero is still unprevented.",
     ruling("предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR 717.2c: several pieces may be used, but another only if the packet would still deal damage; excess DEF is wasted.")).
rule('WOW-610', effect, "Exhausting armor",
     "The armor exhausts and the combat damage about to be dealt to its controller's hero is reduced by its DEF.",
     seed("закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.")).
rule('WOW-620', effect, "Combat damage is simultaneous",
     "At the end of the combat the attacker deals damage equal to its ATK (with a struck weapon's ATK for a hero) to the defender and the defender deals damage equal to its ATK to the attacker, at the same time; prevented damage to a hero is subtracted. Damage counters are added to those already there and stay.",
     seed("Урон (Damage): атакующий и атакуемый наносят друг другу урон в размере своей АТК. ... На герое появляется еще одна фишка урона – итого семь штук.")).
rule('WOW-621', effect, "An ally with fatal damage is destroyed",
     "An ally whose damage is now greater than or equal to its health is destroyed and goes to its owner's graveyard; an ally with less damage stays, with its damage counters.",
     seed("Атакованный уничтожен, так как получил смертельный урон. На атакующего кладется одна фишка урона ... Он, однако, не уничтожен, потому что у него три здоровья, а не одно.")).
rule('WOW-622', effect, "The combat concludes",
     "After combat damage the combat ends and the turn player is back in the action phase outside combat. The attacker stays exhausted.",
     seed("Завершение (Conclude): этап битвы завершается.")).

% --- 7xx: end phase and wrap-up -----------------------------------------------------

rule('WOW-701', effect, "From the action phase to the end phase",
     "When the turn player passes in the action phase outside combat, the end phase starts.",
     seed("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.")).
rule('WOW-702', effect, "From the end phase to the wrap-up",
     "When the turn player passes in the end phase, the wrap-up starts.",
     seed("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».")).
rule('WOW-703', constraint, "Discard only in the wrap-up",
     "Discarding down to the maximum hand size happens only in the wrap-up.",
     seed("На данном этапе, если у вас в руке больше карт, чем максимально дозволено иметь в руке (а это – семь штук), вы должны сбрасывать лишние")).
rule('WOW-704', constraint, "Only the turn player discards in the wrap-up",
     "In the wrap-up only the turn player discards down to seven; the other player keeps any number of cards.",
     ruling("если у вас в руке больше карт, чем максимально дозволено иметь в руке",
            "The seed addresses the turn player; CR 503.2a: the turn player discards down to the maximum hand size.")).
rule('WOW-705', constraint, "Discard exactly down to seven",
     "A card may be discarded in the wrap-up only while the hand holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).
rule('WOW-706', constraint, "End the turn only from the wrap-up",
     "The turn ends only at the end of the wrap-up.",
     seed("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.")).
rule('WOW-707', constraint, "Not with more than seven cards in hand",
     "The turn cannot end while the turn player holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).
rule('WOW-710', effect, "Discarding",
     "The card goes from the hand to its owner's graveyard.",
     seed("вы должны сбрасывать лишние")).
rule('WOW-711', effect, "The turn passes to the next player",
     "The other player becomes the turn player. Their ready step readies all their cards and resources, and their allies count as under their control since the start of the turn; the turn then continues in their action phase. The draw step is not modelled: add the drawn card to the hand.",
     ruling("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.",
            "CR 501.1a: the turn player readies all exhausted cards they control; CR 501.2a: then draws a card (the deck is not part of the state).")).

% --- 8xx: winning ----------------------------------------------------------------------

rule('WOW-801', outcome, "A hero with fatal damage loses the game",
     "A player whose hero has damage greater than or equal to its health loses; the other player wins. If both heroes have fatal damage at once, the game is a draw.",
     ruling("Атакованный уничтожен, так как получил смертельный урон. ... У вашего героя 25 здоровья и 6 фишек урона.",
            "The seed shows fatal damage destroying an ally and a damaged hero surviving, but never says how a hero dies. CR 405.2, 102.1a: a hero with fatal damage is destroyed and its player loses immediately; if all remaining players lose simultaneously the game is a draw.")).

                 /*******************************
                 *     LOOKING AT A STATE       *
                 *******************************/

state_players(S, Ps) :- get_dict(players, S, Ps).

player_obj(S, Name, P) :-
    state_players(S, Ps),
    once(( member(P, Ps),
           get_dict(name, P, N),
           N == Name )).

player_name(S, Name) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Name).

turn_player(S, P) :- get_dict(turn, S, P).

opponent(S, P, O) :-
    player_name(S, O),
    O \== P.

phase(S, Ph) :- get_dict(phase, S, Ph).
step(S, St) :- get_dict(step, S, St).

%   zone_card(+PlayerObj, ?Zone, -Card): the cards in play of a player.

zone_card(P, hero, H) :- get_dict(hero, P, H).
zone_card(P, ally, A) :- get_dict(allies, P, As), member(A, As).
zone_card(P, weapon, W) :- get_dict(weapons, P, Ws), member(W, Ws).
zone_card(P, armor, A) :- get_dict(armor, P, As), member(A, As).

in_play(S, Owner, Zone, Card) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Owner),
    zone_card(P, Zone, Card).

%   card_at(+S, +Id, -Owner, -Zone, -Card): the card in play named Id.

card_at(S, Id, Owner, Zone, Card) :-
    once(( in_play(S, Owner, Zone, Card),
           get_dict(id, Card, Id0),
           Id0 == Id )).

character_zone(hero).
character_zone(ally).

character(S, Id, Owner, Card) :-
    card_at(S, Id, Owner, Zone, Card),
    character_zone(Zone).

hand(S, Player, Hand) :-
    player_obj(S, Player, P),
    get_dict(hand, P, Hand).

hand_card(S, Player, Id, Card) :-
    hand(S, Player, Hand),
    once(( member(Card, Hand),
           get_dict(id, Card, Id0),
           Id0 == Id )).

hand_size(S, Player, N) :-
    hand(S, Player, Hand),
    length(Hand, N).

ready_resources(S, Player, N) :-
    player_obj(S, Player, P),
    get_dict(resources, P, R),
    get_dict(ready, R, N).

hero_of(S, Player, Hero) :-
    player_obj(S, Player, P),
    get_dict(hero, P, Hero).

hero_id(S, Player, Id) :-
    hero_of(S, Player, H),
    get_dict(id, H, Id).

flag(Card, Key) :- get_dict(Key, Card, true).

is_ready(Card) :- flag(Card, ready).

card_label(Card, Label) :-
    get_dict(id, Card, Id),
    (   get_dict(name, Card, Name)
    ->  format(string(Label), "~w (~w)", [Name, Id])
    ;   format(string(Label), "~w", [Id])
    ).

%   label(+S, +Id, -Label): a card named the way a judge says it, wherever it is.

label(S, Id, Label) :-
    (   card_at(S, Id, _, _, Card)
    ->  card_label(Card, Label)
    ;   player_name(S, Pl), hand_card(S, Pl, Id, Card)
    ->  card_label(Card, Label)
    ;   format(string(Label), "~w", [Id])
    ).

game_over(S) :- hero_fallen(S, _).

hero_fallen(S, Player) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Player),
    get_dict(hero, P, H),
    get_dict(damage, H, D),
    get_dict(health, H, Hp),
    D >= Hp.

                 /*******************************
                 *            COMBAT            *
                 *******************************/

combat_steps([propose, attack, protect, defend, damage]).

in_combat_step(S) :-
    step(S, St),
    combat_steps(Steps),
    atom_string(A, St),
    memberchk(A, Steps).

combat(S, C) :-
    get_dict(combat, S, C),
    is_dict(C).

attacker(S, A) :- combat(S, C), get_dict(attacker, C, A).
proposed_defender(S, D) :- combat(S, C), get_dict(defender, C, D).

protector(S, P) :-
    combat(S, C),
    get_dict(protector, C, P),
    string(P).

%   effective_defender(+S, -Id): the protector if one protected, else the proposed defender.

effective_defender(S, D) :-
    (   protector(S, P)
    ->  D = P
    ;   proposed_defender(S, D)
    ).

defending_player(S, Player) :-
    proposed_defender(S, D),
    character(S, D, Player, _).

strikes(S, Ws) :-
    (   combat(S, C), get_dict(strikes, C, Ws0)
    ->  Ws = Ws0
    ;   Ws = []
    ).

%   struck_by(+S, ?Player, ?Weapon): Player struck with Weapon in this combat.

struck_by(S, Player, W) :-
    strikes(S, Ws),
    member(W, Ws),
    card_at(S, W, Player, weapon, _).

prevented(S, Player, N) :-
    (   combat(S, C),
        get_dict(prevented, C, Pr),
        key_value(Player, Pr, N0)
    ->  N = N0
    ;   N = 0
    ).

%!  combat_atk(+State, +CardId, -Atk) is semidet.
%
%   The ATK a character deals combat damage with: its ATK, plus for a hero
%   the ATK of each weapon its controller struck with in this combat.

combat_atk(S, Id, Atk) :-
    character(S, Id, Owner, Card),
    get_dict(atk, Card, Base),
    (   hero_id(S, Owner, Id)
    ->  findall(WA, ( struck_by(S, Owner, W),
                      card_at(S, W, Owner, weapon, WC),
                      get_dict(atk, WC, WA) ), WAs),
        sum_list(WAs, Bonus)
    ;   Bonus = 0
    ),
    Atk is Base + Bonus.

%   hero_in_combat(+S, ?Player): Player's hero is the attacker or the effective defender.

hero_in_combat(S, Player) :-
    player_name(S, Player),
    hero_id(S, Player, H),
    (   attacker(S, H)
    ->  true
    ;   effective_defender(S, H)
    ).

%!  incoming_combat_damage(+State, +Player, -Amount) is semidet.
%
%   The combat damage about to be dealt to Player's hero before armor:
%   the ATK of the character fighting it.  Fails if the hero is not in
%   the combat.

incoming_combat_damage(S, Player, Amount) :-
    hero_id(S, Player, H),
    (   attacker(S, H)
    ->  effective_defender(S, Other)
    ;   effective_defender(S, H)
    ->  attacker(S, Other)
    ),
    combat_atk(S, Other, Amount).

unprevented(S, Player, Left) :-
    incoming_combat_damage(S, Player, In),
    prevented(S, Player, Pr),
    Left is max(0, In - Pr).

%   could_protect(+S, -Id): a character of the defending player that could
%   protect at the Protect Point.

could_protect(S, Id) :-
    defending_player(S, Player),
    proposed_defender(S, D),
    in_play(S, Player, Zone, Card),
    character_zone(Zone),
    get_dict(id, Card, Id),
    Id \== D,
    flag(Card, protector),
    is_ready(Card).

armor_decision(S, Player) :-
    player_name(S, Player),
    unprevented(S, Player, Left),
    Left > 0,
    player_obj(S, Player, P),
    zone_card(P, armor, A),
    is_ready(A),
    get_dict(def, A, Def),
    Def >= 1.

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

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, -Move) is nondet.
%
%   Every move shape of the position, player by player in the order of
%   `players`; violation/4 filters the illegal ones.  A shape is offered
%   only if it passes the cheap tests below, each the negation of a
%   constraint that violation/4 checks with its rule (who may act, in
%   which step, a ready card, an affordable cost, ...): a move they leave
%   out breaks a rule, and check still names it.  The legal moves, and
%   their order, are those of all shapes filtered by violation/4.

candidate(S, M) :-
    \+ game_over(S),
    get_dict(turn, S, T),
    get_dict(step, S, St),
    (   main_open(S)
    ->  Main = true
    ;   Main = false
    ),
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Name),
    player_candidate(S, c(T, St, Main), P, Name, M).

%   main_open(+S): no rule of the end phase (WOW-203) or of a combat
%   (WOW-204) forbids the turn player's main actions now.

main_open(S) :-
    \+ phase(S, "end"),
    \+ ( phase(S, "action"), in_combat_step(S) ).

%   window_open(+Step): WOW-206 allows instants and powers in this step.

window_open(St) :-
    \+ memberchk(St, ["protect", "damage", "wrap_up"]).

%   may_decide_protection(+S, +Name): WOW-402 leaves the decision to Name.

may_decide_protection(S, Name) :-
    (   defending_player(S, DP)
    ->  Name == DP
    ;   true
    ).

player_candidate(_, c(T, St, _), _, Name, _{player:Name, action:"pass"}) :-
    Name == T,
    St \== "protect",
    St \== "wrap_up".
player_candidate(S, c(_, "protect", _), _, Name, _{player:Name, action:"decline"}) :-
    may_decide_protection(S, Name).
player_candidate(_, c(T, "wrap_up", _), P, Name, _{player:Name, action:"end_turn"}) :-
    Name == T,
    get_dict(hand, P, H),
    length(H, N),
    N =< 7.
player_candidate(S, c(T, _, true), P, Name, _{player:Name, action:"propose_attack", attacker:A, defender:D}) :-
    Name == T,
    zone_card(P, Z, AC), character_zone(Z),
    is_ready(AC),
    (   Z == ally
    ->  ( flag(AC, since_turn_start) -> true ; flag(AC, ferocity) )
    ;   true
    ),
    get_dict(id, AC, A),
    opponent(S, Name, O), player_obj(S, O, OP),
    zone_card(OP, Z2, DC), character_zone(Z2), get_dict(id, DC, D).
player_candidate(S, c(_, "protect", _), P, Name, _{player:Name, action:"protect", protector:Id}) :-
    may_decide_protection(S, Name),
    \+ protector(S, _),
    (   proposed_defender(S, D0)
    ->  D = D0
    ;   D = none
    ),
    zone_card(P, Z, C), character_zone(Z),
    flag(C, protector),
    is_ready(C),
    get_dict(id, C, Id),
    Id \== D.
player_candidate(S, c(_, "defend", _), P, Name, _{player:Name, action:"strike", weapon:Id}) :-
    (   combat(S, _)
    ->  hero_in_combat(S, Name)
    ;   true
    ),
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    zone_card(P, weapon, C),
    is_ready(C),
    \+ ( get_dict(strike_cost, C, Cost), Ready < Cost ),
    get_dict(id, C, Id),
    \+ ( once(struck_by(S, Name, W0)), W0 \== Id ).
player_candidate(S, c(_, "damage", _), P, Name, _{player:Name, action:"exhaust_armor", armor:Id}) :-
    (   combat(S, _)
    ->  hero_in_combat(S, Name),
        \+ incoming_combat_damage(S, Name, 0),
        \+ ( incoming_combat_damage(S, Name, In), In > 0,
             prevented(S, Name, Pr), Pr >= In )
    ;   true
    ),
    zone_card(P, armor, C),
    is_ready(C),
    \+ get_dict(def, C, 0),
    get_dict(id, C, Id).
player_candidate(_, c(T, St, Main), P, Name, _{player:Name, action:"play_card", card:Id}) :-
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    get_dict(hand, P, H), member(C, H),
    (   flag(C, instant)
    ->  window_open(St)
    ;   Name == T,
        Main == true
    ),
    \+ ( get_dict(cost, C, Cost), Ready < Cost ),
    get_dict(id, C, Id).
player_candidate(S, c(T, _, true), P, Name, _{player:Name, action:"place_resource", card:Id}) :-
    Name == T,
    \+ get_dict(resource_placed, S, true),
    get_dict(hand, P, H), member(C, H), get_dict(id, C, Id).
player_candidate(_, c(_, St, _), P, Name, _{player:Name, action:"use_power", card:Id}) :-
    window_open(St),
    get_dict(resources, P, R), get_dict(ready, R, Ready),
    zone_card(P, Z, C), get_dict(power, C, Power),
    \+ ( get_dict(cost, Power, Cost), Ready < Cost ),
    (   flag(Power, activate)
    ->  is_ready(C),
        (   Z == ally
        ->  flag(C, since_turn_start)
        ;   true
        )
    ;   true
    ),
    get_dict(id, C, Id).
player_candidate(_, c(T, "wrap_up", _), P, Name, _{player:Name, action:"discard", card:Id}) :-
    Name == T,
    get_dict(hand, P, H),
    length(H, N),
    N > 7,
    member(C, H), get_dict(id, C, Id).

                 /*******************************
                 *          VIOLATIONS          *
                 *******************************/

%!  violation(+State, +Move, -RuleId, -Message) is nondet.

%
%   The rules are dispatched on the action as an atom (first-argument
%   indexing), and each clause tests its conditions before it builds a
%   message, so a legal move is cleared without formatting any text.

violation(S, M, Id, Msg) :-
    get_dict(action, M, Action),
    get_dict(player, M, Player),
    (   game_over(S)
    ->  once(hero_fallen(S, Loser)),
        Id = 'WOW-201',
        format(string(Msg), "the game is over: ~w's hero has fatal damage", [Loser])
    ;   action_key(Action, Key),
        action_violation(Key, S, M, Player, Id, Msg)
    ).

action_key(Action, Key) :-
    (   string(Action)
    ->  atom_string(Key, Action)
    ;   Key = Action
    ).

action_violation(pass, S, _, Pl, Id, Msg) :- pass_violation(S, Pl, Id, Msg).
action_violation(end_turn, S, _, Pl, Id, Msg) :- end_turn_violation(S, Pl, Id, Msg).
action_violation(propose_attack, S, M, Pl, Id, Msg) :- propose_violation(S, M, Pl, Id, Msg).
action_violation(protect, S, M, Pl, Id, Msg) :- protect_violation(S, M, Pl, Id, Msg).
action_violation(decline, S, _, Pl, Id, Msg) :- decline_violation(S, Pl, Id, Msg).
action_violation(strike, S, M, Pl, Id, Msg) :- strike_violation(S, M, Pl, Id, Msg).
action_violation(exhaust_armor, S, M, Pl, Id, Msg) :- armor_violation(S, M, Pl, Id, Msg).
action_violation(play_card, S, M, Pl, Id, Msg) :- play_violation(S, M, Pl, Id, Msg).
action_violation(place_resource, S, M, Pl, Id, Msg) :- resource_violation(S, M, Pl, Id, Msg).
action_violation(use_power, S, M, Pl, Id, Msg) :- power_violation(S, M, Pl, Id, Msg).
action_violation(discard, S, M, Pl, Id, Msg) :- discard_violation(S, M, Pl, Id, Msg).

%   what_text(+What, -Text): a description built only when a message needs it.

what_text(fmt(Format, Args0), Text) :- !,
    maplist(what_arg, Args0, Args),
    format(string(Text), Format, Args).
what_text(Text, Text).

what_arg(label(Card), Label) :- !,
    card_label(Card, Label).
what_arg(A, A).

% --- moving the game on ---------------------------------------------------------

not_turn_player(S, Pl, Id, What, Msg) :-
    turn_player(S, T),
    Pl \== T,
    Id = 'WOW-212',
    format(string(Msg), "~w is the turn player; only they ~w", [T, What]).

pass_violation(S, Pl, Id, Msg) :-
    not_turn_player(S, Pl, Id, "pass to move the game on", Msg).
pass_violation(S, _, 'WOW-213', Msg) :-
    step(S, "protect"),
    Msg = "this is the Protect Point: the defending player protects or declines; there is nothing to pass".
pass_violation(S, _, 'WOW-213', Msg) :-
    step(S, "wrap_up"),
    Msg = "this is the wrap-up: the turn player discards down to seven and ends the turn; there is nothing to pass".

end_turn_violation(S, Pl, Id, Msg) :-
    not_turn_player(S, Pl, Id, "end the turn", Msg).
end_turn_violation(S, _, 'WOW-706', Msg) :-
    \+ step(S, "wrap_up"),
    step(S, St),
    format(string(Msg), "the turn ends only from the wrap-up; the game is in the ~w step", [St]).
end_turn_violation(S, _, 'WOW-707', Msg) :-
    step(S, "wrap_up"),
    turn_player(S, T),
    hand_size(S, T, N),
    N > 7,
    Extra is N - 7,
    format(string(Msg), "~w holds ~d cards and must first discard ~d", [T, N, Extra]).

% --- the turn player's main-phase actions -------------------------------------------

main_action_violation(S, Pl, What, 'WOW-202', Msg) :-
    turn_player(S, T),
    Pl \== T,
    what_text(What, W),
    format(string(Msg), "only the turn player (~w) may ~w", [T, W]).
main_action_violation(S, _, What, 'WOW-203', Msg) :-
    phase(S, "end"),
    what_text(What, W),
    format(string(Msg), "in the end phase no player may ~w", [W]).
main_action_violation(S, _, What, 'WOW-204', Msg) :-
    phase(S, "action"),
    in_combat_step(S),
    step(S, St),
    what_text(What, W),
    format(string(Msg), "a combat is under way (the ~w step): no one may ~w until it concludes", [St, W]).

% --- proposing a combat ------------------------------------------------------------

propose_violation(S, _, Pl, Id, Msg) :-
    main_action_violation(S, Pl, "propose an attack", Id, Msg).
propose_violation(S, M, Pl, Id, Msg) :-
    get_dict(attacker, M, A),
    (   card_at(S, A, Owner, Zone, Card),
        character_zone(Zone)
    ->  Found = found(Owner, Zone, Card)
    ;   Found = none
    ),
    attacker_violation(Found, S, A, Pl, Id, Msg).

propose_violation(S, M, Pl, 'WOW-304', Msg) :-
    get_dict(defender, M, D),
    (   character(S, D, Owner, _)
    ->  Owner == Pl,
        label(S, D, DL),
        format(string(Msg), "~w is ~w's own character; the defender must be an enemy hero or ally", [DL, Pl])
    ;   label(S, D, DL),
        format(string(Msg), "~w is not a hero or ally in play", [DL])
    ).

%   attacker_violation(+Found, +S, +A, +Pl, -RuleId, -Msg): the attacker
%   A, looked up once (Found: found(Owner, Zone, Card) or none; card ids
%   are unique in a valid state).

attacker_violation(none, S, A, _, 'WOW-301', Msg) :-
    label(S, A, AL),
    format(string(Msg), "~w is not a hero or ally in play", [AL]).
attacker_violation(found(Owner, _, _), S, A, Pl, 'WOW-301', Msg) :-
    Owner \== Pl,
    label(S, A, AL),
    format(string(Msg), "~w is controlled by ~w, not by ~w", [AL, Owner, Pl]).
attacker_violation(found(Owner, _, Card), S, A, Pl, 'WOW-302', Msg) :-
    Owner == Pl,
    \+ is_ready(Card),
    label(S, A, AL),
    format(string(Msg), "~w is exhausted; only a ready hero or ally can attack", [AL]).
attacker_violation(found(Owner, ally, Card), S, A, Pl, 'WOW-303', Msg) :-
    Owner == Pl,
    \+ flag(Card, since_turn_start),
    \+ flag(Card, ferocity),
    label(S, A, AL),
    format(string(Msg), "~w has not been under ~w's control since the start of the turn and has no Ferocity", [AL, Pl]).

% --- the Protect Point -------------------------------------------------------------

protect_point_violation(S, 'WOW-401', Msg) :-
    \+ step(S, "protect"),
    step(S, St),
    format(string(Msg), "characters protect only at the Protect Point; the game is in the ~w step", [St]).

defending_player_violation(S, Pl, 'WOW-402', Msg) :-
    defending_player(S, DP),
    Pl \== DP,
    proposed_defender(S, D),
    label(S, D, DL),
    format(string(Msg), "~w's ~w was proposed as the defender; the decision is ~w's", [DP, DL, DP]).

protect_violation(S, _, _, Id, Msg) :-
    protect_point_violation(S, Id, Msg).
protect_violation(S, _, Pl, Id, Msg) :-
    defending_player_violation(S, Pl, Id, Msg).
protect_violation(S, M, Pl, 'WOW-403', Msg) :-
    get_dict(protector, M, P),
    (   character(S, P, Owner, Card)
    ->  (   Owner \== Pl
        ->  label(S, P, PL),
            format(string(Msg), "~w is controlled by ~w, not by ~w", [PL, Owner, Pl])
        ;   \+ flag(Card, protector),
            label(S, P, PL),
            format(string(Msg), "~w does not have Protector", [PL])
        )
    ;   label(S, P, PL),
        format(string(Msg), "~w is not a hero or ally in play", [PL])
    ).
protect_violation(S, M, Pl, 'WOW-404', Msg) :-
    get_dict(protector, M, P),
    character(S, P, Pl, Card),
    \+ is_ready(Card),
    label(S, P, PL),
    format(string(Msg), "~w is exhausted; protecting exhausts a ready character", [PL]).
protect_violation(S, M, _, 'WOW-405', Msg) :-
    get_dict(protector, M, P),
    proposed_defender(S, D),
    P == D,
    label(S, P, PL),
    format(string(Msg), "~w is the proposed defender and cannot protect itself", [PL]).
protect_violation(S, _, _, 'WOW-406', Msg) :-
    protector(S, P),
    label(S, P, PL),
    format(string(Msg), "~w has already protected in this combat; only one character protects per combat", [PL]).

decline_violation(S, _, Id, Msg) :-
    protect_point_violation(S, Id, Msg).
decline_violation(S, Pl, Id, Msg) :-
    defending_player_violation(S, Pl, Id, Msg).

% --- weapons ------------------------------------------------------------------------

strike_violation(S, _, _, 'WOW-501', Msg) :-
    \+ step(S, "defend"),
    step(S, St),
    format(string(Msg), "a weapon is struck only after the defender starts defending and before combat damage (the defend step); the game is in the ~w step", [St]).
strike_violation(S, _, Pl, 'WOW-502', Msg) :-
    combat(S, _),
    \+ hero_in_combat(S, Pl),
    format(string(Msg), "~w's hero is neither the attacker nor the defender of this combat", [Pl]).
strike_violation(S, M, Pl, Id, Msg) :-
    get_dict(weapon, M, W),
    (   card_at(S, W, Owner, weapon, Card)
    ->  (   Owner \== Pl
        ->  Id = 'WOW-503',
            label(S, W, WL),
            format(string(Msg), "~w is ~w's weapon, not ~w's", [WL, Owner, Pl])
        ;   (   \+ is_ready(Card),
                Id = 'WOW-504',
                label(S, W, WL),
                format(string(Msg), "~w is exhausted", [WL])
            ;   get_dict(strike_cost, Card, Cost),
                ready_resources(S, Pl, R),
                R < Cost,
                Id = 'WOW-505',
                label(S, W, WL),
                format(string(Msg), "the strike cost of ~w is ~d; ~w has ~d ready resources", [WL, Cost, Pl, R])
            )
        )
    ;   Id = 'WOW-503',
        label(S, W, WL),
        format(string(Msg), "~w is not a weapon in play", [WL])
    ).
strike_violation(S, M, Pl, 'WOW-506', Msg) :-
    once(struck_by(S, Pl, W0)),
    get_dict(weapon, M, W),
    W0 \== W,
    label(S, W0, W0L),
    format(string(Msg), "~w has already struck with ~w in this combat; only one weapon per combat (~w may strike again if readied)",
           [Pl, W0L, W0L]).

% --- armor ---------------------------------------------------------------------------

armor_violation(S, _, _, 'WOW-601', Msg) :-
    \+ step(S, "damage"),
    step(S, St),
    format(string(Msg), "armor prevents combat damage only as it is dealt (the damage step); the game is in the ~w step", [St]).
armor_violation(S, _, Pl, 'WOW-602', Msg) :-
    combat(S, _),
    (   \+ hero_in_combat(S, Pl)
    ->  format(string(Msg), "~w's hero is not in this combat", [Pl])
    ;   incoming_combat_damage(S, Pl, 0),
        format(string(Msg), "the character fighting ~w's hero has 0 ATK: no combat damage is coming", [Pl])
    ).
armor_violation(S, M, Pl, 'WOW-603', Msg) :-
    get_dict(armor, M, A),
    (   card_at(S, A, Owner, armor, Card)
    ->  (   Owner \== Pl
        ->  label(S, A, AL),
            format(string(Msg), "~w is ~w's armor, not ~w's", [AL, Owner, Pl])
        ;   get_dict(def, Card, 0),
            label(S, A, AL),
            format(string(Msg), "~w has 0 DEF and prevents nothing", [AL])
        )
    ;   label(S, A, AL),
        format(string(Msg), "~w is not an armor in play", [AL])
    ).
armor_violation(S, M, Pl, 'WOW-604', Msg) :-
    get_dict(armor, M, A),
    card_at(S, A, Pl, armor, Card),
    \+ is_ready(Card),
    label(S, A, AL),
    format(string(Msg), "~w is exhausted", [AL]).
armor_violation(S, _, Pl, 'WOW-605', Msg) :-
    combat(S, _),
    incoming_combat_damage(S, Pl, In),
    In > 0,
    prevented(S, Pl, Pr),
    Pr >= In,
    format(string(Msg), "all ~d combat damage to ~w's hero is already prevented", [In, Pl]).

% --- cards, resources, powers -----------------------------------------------------------

in_hand_violation(S, M, Pl, 'WOW-207', Msg) :-
    get_dict(card, M, C),
    \+ hand_card(S, Pl, C, _),
    label(S, C, CL),
    format(string(Msg), "~w is not in ~w's hand", [CL, Pl]).

window_violation(S, What, 'WOW-206', Msg) :-
    step(S, St),
    memberchk(St, ["protect", "damage", "wrap_up"]),
    window_name(St, Where),
    what_text(What, W),
    format(string(Msg), "no one may ~w ~w", [W, Where]).

window_name("protect", "at the Protect Point").
window_name("damage", "while combat damage is being dealt").
window_name("wrap_up", "in the wrap-up").

cost_violation(S, Pl, Cost, What, 'WOW-208', Msg) :-
    ready_resources(S, Pl, R),
    R < Cost,
    what_text(What, W),
    format(string(Msg), "~w costs ~d; ~w has ~d ready resources", [W, Cost, Pl, R]).

play_violation(S, M, Pl, Id, Msg) :-
    in_hand_violation(S, M, Pl, Id, Msg).
play_violation(S, M, Pl, Id, Msg) :-
    get_dict(card, M, C),
    hand_card(S, Pl, C, Card),
    (   flag(Card, instant)
    ->  window_violation(S, fmt("play the instant ~w", [label(Card)]), Id, Msg)
    ;   main_action_violation(S, Pl, fmt("play the non-instant card ~w", [label(Card)]), Id, Msg)
    ).
play_violation(S, M, Pl, Id, Msg) :-
    get_dict(card, M, C),
    hand_card(S, Pl, C, Card),
    get_dict(cost, Card, Cost),
    cost_violation(S, Pl, Cost, fmt("~w", [label(Card)]), Id, Msg).

resource_violation(S, M, Pl, Id, Msg) :-
    in_hand_violation(S, M, Pl, Id, Msg).
resource_violation(S, _, Pl, Id, Msg) :-
    main_action_violation(S, Pl, "place a resource", Id, Msg).
resource_violation(S, _, Pl, 'WOW-205', Msg) :-
    turn_player(S, Pl),
    get_dict(resource_placed, S, true),
    format(string(Msg), "~w has already placed a resource this turn", [Pl]).

power_violation(S, M, Pl, Id, Msg) :-
    get_dict(card, M, C),
    (   card_at(S, C, Owner, Zone, Card)
    ->  (   Owner \== Pl
        ->  Id = 'WOW-209',
            card_label(Card, CL),
            format(string(Msg), "~w is controlled by ~w; only its controller uses its power", [CL, Owner])
        ;   \+ get_dict(power, Card, _)
        ->  Id = 'WOW-209',
            card_label(Card, CL),
            format(string(Msg), "~w has no power", [CL])
        ;   get_dict(power, Card, Power),
            (   window_violation(S, fmt("use the power of ~w", [label(Card)]), Id, Msg)
            ;   get_dict(cost, Power, Cost),
                cost_violation(S, Pl, Cost, fmt("the power of ~w", [label(Card)]), Id, Msg)
            ;   flag(Power, activate),
                \+ is_ready(Card),
                Id = 'WOW-210',
                card_label(Card, CL),
                format(string(Msg), "~w is exhausted and its power exhausts it", [CL])
            ;   flag(Power, activate),
                Zone == ally,
                \+ flag(Card, since_turn_start),
                Id = 'WOW-211',
                card_label(Card, CL),
                format(string(Msg), "~w has not been under ~w's control since the start of ~w's most recent turn", [CL, Pl, Pl])
            )
        )
    ;   label(S, C, CL),
        Id = 'WOW-209',
        format(string(Msg), "~w is not a card in play", [CL])
    ).

% --- wrap-up ----------------------------------------------------------------------------

discard_violation(S, M, Pl, Id, Msg) :-
    in_hand_violation(S, M, Pl, Id, Msg).
discard_violation(S, _, _, 'WOW-703', Msg) :-
    \+ step(S, "wrap_up"),
    step(S, St),
    format(string(Msg), "cards are discarded down to seven only in the wrap-up; the game is in the ~w step", [St]).
discard_violation(S, _, Pl, 'WOW-704', Msg) :-
    turn_player(S, T),
    Pl \== T,
    format(string(Msg), "only the turn player (~w) discards down to seven", [T]).
discard_violation(S, _, Pl, 'WOW-705', Msg) :-
    hand_size(S, Pl, N),
    N =< 7,
    format(string(Msg), "~w holds ~d cards; only cards above seven are discarded", [Pl, N]).

                 /*******************************
                 *        APPLYING A MOVE       *
                 *******************************/

%!  next(+State0, +Move, -State) is det.

next(S0, M, S) :-
    get_dict(action, M, Action),
    get_dict(player, M, Player),
    once(apply_move(Action, S0, M, Player, S)).

apply_move("pass", S0, _, _, S) :-
    step(S0, St),
    pass_step(St, S0, S).
apply_move("propose_attack", S0, M, _, S) :-
    get_dict(attacker, M, A),
    get_dict(defender, M, D),
    put_dict(_{step:"propose",
               combat:_{attacker:A, defender:D, protector:null,
                        strikes:[], prevented:_{}}}, S0, S).
apply_move("protect", S0, M, Pl, S) :-
    get_dict(protector, M, P),
    update_card(S0, Pl, P, exhaust, S1),
    get_dict(combat, S1, C0),
    put_dict(protector, C0, P, C),
    put_dict(_{combat:C, step:"defend"}, S1, S).
apply_move("decline", S0, _, _, S) :-
    put_dict(step, S0, "defend", S).
apply_move("strike", S0, M, Pl, S) :-
    get_dict(weapon, M, W),
    card_at(S0, W, Pl, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    update_card(S0, Pl, W, exhaust, S1),
    pay(S1, Pl, Cost, S2),
    get_dict(combat, S2, C0),
    get_dict(strikes, C0, Ws0),
    append(Ws0, [W], Ws),
    put_dict(strikes, C0, Ws, C),
    put_dict(combat, S2, C, S).
apply_move("exhaust_armor", S0, M, Pl, S) :-
    get_dict(armor, M, A),
    card_at(S0, A, Pl, armor, Card),
    get_dict(def, Card, Def),
    update_card(S0, Pl, A, exhaust, S1),
    prevented(S1, Pl, N0),
    N is N0 + Def,
    get_dict(combat, S1, C0),
    get_dict(prevented, C0, Pr0),
    key_put(Pl, Pr0, N, Pr),
    put_dict(prevented, C0, Pr, C),
    put_dict(combat, S1, C, S).
apply_move("play_card", S0, M, Pl, S) :-
    get_dict(card, M, Id),
    hand_card(S0, Pl, Id, Card),
    get_dict(cost, Card, Cost),
    pay(S0, Pl, Cost, S1),
    remove_from_hand(S1, Pl, Id, S2),
    get_dict(type, Card, Type),
    enter_play(Type, Card, Pl, S2, S).
apply_move("place_resource", S0, M, Pl, S) :-
    get_dict(card, M, Id),
    remove_from_hand(S0, Pl, Id, S1),
    update_player(S1, Pl, add_ready_resource, S2),
    put_dict(resource_placed, S2, true, S).
apply_move("use_power", S0, M, Pl, S) :-
    get_dict(card, M, Id),
    card_at(S0, Id, Pl, _, Card),
    get_dict(power, Card, Power),
    get_dict(cost, Power, Cost),
    pay(S0, Pl, Cost, S1),
    (   flag(Power, activate)
    ->  update_card(S1, Pl, Id, exhaust, S)
    ;   S = S1
    ).
apply_move("discard", S0, M, Pl, S) :-
    get_dict(card, M, Id),
    remove_from_hand(S0, Pl, Id, S1),
    to_graveyard(S1, Pl, Id, S).
apply_move("end_turn", S0, _, Pl, S) :-
    opponent(S0, Pl, Next),
    update_player(S0, Next, ready_step, S1),
    put_dict(_{turn:Next, phase:"action", step:"main", resource_placed:false}, S1, S).

%   pass_step(+Step, +S0, -S): the turn player's pass in each step.

pass_step("main", S0, S) :-
    put_dict(_{phase:"end", step:"end"}, S0, S).
pass_step("end", S0, S) :-
    put_dict(step, S0, "wrap_up", S).
pass_step("propose", S0, S) :-
    attacker(S0, A),
    character(S0, A, Owner, _),
    update_card(S0, Owner, A, exhaust, S1),
    put_dict(step, S1, "attack", S).
pass_step("attack", S0, S) :-
    (   could_protect(S0, _)
    ->  put_dict(step, S0, "protect", S)
    ;   put_dict(step, S0, "defend", S)
    ).
pass_step("defend", S0, S) :-
    (   armor_decision(S0, _)
    ->  put_dict(step, S0, "damage", S)
    ;   conclude_combat(S0, S)
    ).
pass_step("damage", S0, S) :-
    conclude_combat(S0, S).

%!  conclude_combat(+S0, -S) is det.
%
%   Combat damage, simultaneous (both amounts are computed before either is
%   dealt), prevention for heroes, destruction of allies with fatal damage,
%   and the end of the combat.

conclude_combat(S0, S) :-
    attacker(S0, A),
    effective_defender(S0, D),
    combat_atk(S0, A, AtkA),
    combat_atk(S0, D, AtkD),
    character(S0, A, PA, _),
    character(S0, D, PD, _),
    damage_after_armor(S0, PD, D, AtkA, ToD),
    damage_after_armor(S0, PA, A, AtkD, ToA),
    add_damage(S0, PD, D, ToD, S1),
    add_damage(S1, PA, A, ToA, S2),
    destroy_fatal_allies(S2, S3),
    put_dict(_{combat:null, step:"main"}, S3, S).

damage_after_armor(S, Player, Id, Amount, Dealt) :-
    (   hero_id(S, Player, Id)
    ->  prevented(S, Player, Pr),
        Dealt is max(0, Amount - Pr)
    ;   Dealt = Amount
    ).

add_damage(S0, Player, Id, N, S) :-
    update_card(S0, Player, Id, add_damage(N), S).

destroy_fatal_allies(S0, S) :-
    state_players(S0, Ps0),
    maplist(destroy_fatal_of_player, Ps0, Ps),
    put_dict(players, S0, Ps, S).

destroy_fatal_of_player(P0, P) :-
    get_dict(allies, P0, As0),
    partition(fatal, As0, Dead, Alive),
    maplist([C, Id]>>get_dict(id, C, Id), Dead, DeadIds),
    get_dict(graveyard, P0, G0),
    append(G0, DeadIds, G),
    put_dict(_{allies:Alive, graveyard:G}, P0, P).

fatal(C) :-
    get_dict(damage, C, D),
    get_dict(health, C, H),
    D >= H.

% --- updating players and cards ---------------------------------------------------------

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

enter_play("ally", Card, Pl, S0, S) :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(health, Card, Hp),
    Ally0 = _{id:Id, atk:Atk, health:Hp, damage:0, ready:true, since_turn_start:false},
    copy_keys([name, protector, ferocity, power], Card, Ally0, Ally),
    update_player(S0, Pl, append_to(allies, Ally), S).
enter_play("weapon", Card, Pl, S0, S) :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(strike_cost, Card, SC),
    W0 = _{id:Id, atk:Atk, strike_cost:SC, ready:true},
    copy_keys([name, power], Card, W0, W),
    update_player(S0, Pl, append_to(weapons, W), S).
enter_play("armor", Card, Pl, S0, S) :-
    get_dict(id, Card, Id),
    get_dict(def, Card, Def),
    A0 = _{id:Id, def:Def, ready:true},
    copy_keys([name, power], Card, A0, A),
    update_player(S0, Pl, append_to(armor, A), S).
enter_play("ability", Card, Pl, S0, S) :-
    get_dict(id, Card, Id),
    to_graveyard(S0, Pl, Id, S).

copy_keys(Keys, From, To0, To) :-
    foldl(copy_key(From), Keys, To0, To).

copy_key(From, K, To0, To) :-
    (   get_dict(K, From, V)
    ->  put_dict(K, To0, V, To)
    ;   To = To0
    ).

append_to(Key, X, P0, P) :-
    get_dict(Key, P0, L0),
    append(L0, [X], L),
    put_dict(Key, P0, L, P).

ready_step(P0, P) :-
    get_dict(hero, P0, H0), put_dict(ready, H0, true, H),
    get_dict(allies, P0, As0),
    maplist([A0, A]>>put_dict(_{ready:true, since_turn_start:true}, A0, A), As0, As),
    get_dict(weapons, P0, Ws0), maplist(ready_card, Ws0, Ws),
    get_dict(armor, P0, Rs0), maplist(ready_card, Rs0, Rs),
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Rd), get_dict(exhausted, R0, Ex),
    Total is Rd + Ex,
    put_dict(_{hero:H, allies:As, weapons:Ws, armor:Rs,
               resources:_{ready:Total, exhausted:0}}, P0, P).

ready_card(C0, C) :- put_dict(ready, C0, true, C).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

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

                 /*******************************
                 *        STATE VALIDATION      *
                 *******************************/

%!  state_error(+State, -Path, -RuleId, -Message) is nondet.

state_error(S, Path, 'WOW-101', Msg) :-
    state_players(S, Ps),
    nth0(I, Ps, P), nth0(J, Ps, Q), I < J,
    get_dict(name, P, N), get_dict(name, Q, N),
    json_path([players, J, name], Path),
    format(string(Msg), "two players are named ~q", [N]).
state_error(S, "$.turn", 'WOW-101', Msg) :-
    turn_player(S, T),
    \+ player_name(S, T),
    format(string(Msg), "the turn player ~q is not one of the players", [T]).
state_error(S, Path, 'WOW-102', Msg) :-
    findall(Id-Steps, card_position(S, Id, Steps), Pairs),
    pairs_keys(Pairs, Ids),
    msort(Ids, Sorted),
    adjacent_duplicate(Sorted),                 % one sort finds most states clean
    append(_, [Id-_|Rest], Pairs),
    memberchk(Id-Steps2, Rest),
    json_path(Steps2, Path),
    format(string(Msg), "the card id ~q is used twice", [Id]).
state_error(S, "$.step", 'WOW-103', Msg) :-
    phase(S, Ph),
    step(S, St),
    \+ phase_step(Ph, St),
    format(string(Msg), "the ~w phase has no ~w step", [Ph, St]).
state_error(S, "$.combat", 'WOW-103', Msg) :-
    in_combat_step(S),
    \+ combat(S, _),
    step(S, St),
    format(string(Msg), "the ~w step is part of a combat, but no combat is recorded", [St]).
state_error(S, "$.combat", 'WOW-103', Msg) :-
    combat(S, _),
    \+ in_combat_step(S),
    step(S, St),
    format(string(Msg), "a combat is recorded, but the ~w step is not part of a combat", [St]).
state_error(S, Path, 'WOW-104', Msg) :-
    combat(S, _),
    combat_error(S, Path, Msg).
state_error(S, Path, 'WOW-105', Msg) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(allies, P, As),
    nth0(J, As, A),
    fatal(A),
    json_path([players, I, allies, J, damage], Path),
    card_label(A, L),
    get_dict(damage, A, D),
    get_dict(health, A, H),
    format(string(Msg), "~w has damage ~w and health ~w: an ally with fatal damage is destroyed", [L, D, H]).
state_error(S, Path, 'WOW-106', Msg) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(hand, P, H),
    nth0(J, H, C),
    get_dict(type, C, Type),
    type_needs(Type, Keys),
    member(K, Keys),
    \+ get_dict(K, C, _),
    json_path([players, I, hand, J, K], Path),
    format(string(Msg), "a card of type ~w needs ~w", [Type, K]).

adjacent_duplicate([X, Y|T]) :-
    (   X == Y
    ->  true
    ;   adjacent_duplicate([Y|T])
    ).

phase_step("action", St) :- memberchk(St, ["main", "propose", "attack", "protect", "defend", "damage"]).
phase_step("end", St) :- memberchk(St, ["end", "wrap_up"]).

type_needs("ally", [atk, health]).
type_needs("weapon", [atk, strike_cost]).
type_needs("armor", [def]).

card_position(S, Id, Steps) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    (   get_dict(hero, P, H), get_dict(id, H, Id), Steps = [players, I, hero, id]
    ;   member(K, [allies, weapons, armor, hand]),
        get_dict(K, P, L), nth0(J, L, C), get_dict(id, C, Id),
        Steps = [players, I, K, J, id]
    ;   get_dict(graveyard, P, G), nth0(J, G, Id),
        Steps = [players, I, graveyard, J]
    ).

combat_error(S, "$.combat.attacker", Msg) :-
    attacker(S, A),
    turn_player(S, T),
    \+ character(S, A, T, _),
    format(string(Msg), "the attacker ~q is not a hero or ally of the turn player ~w", [A, T]).
combat_error(S, "$.combat.defender", Msg) :-
    proposed_defender(S, D),
    turn_player(S, T),
    \+ ( character(S, D, O, _), O \== T ),
    format(string(Msg), "the defender ~q is not a hero or ally of ~w's opponent", [D, T]).
combat_error(S, "$.combat.protector", Msg) :-
    protector(S, P),
    (   step(S, St), memberchk(St, ["propose", "attack", "protect"])
    ->  format(string(Msg), "no character can have protected yet in the ~w step", [St])
    ;   proposed_defender(S, P)
    ->  format(string(Msg), "the protector ~q is the proposed defender itself", [P])
    ;   \+ ( defending_player(S, DP), character(S, P, DP, _) ),
        format(string(Msg), "the protector ~q is not a hero or ally of the defending player", [P])
    ).
combat_error(S, Path, Msg) :-
    strikes(S, Ws),
    nth0(I, Ws, W),
    json_path([combat, strikes, I], Path),
    (   step(S, St), memberchk(St, ["propose", "attack", "protect"])
    ->  format(string(Msg), "no weapon can have been struck yet in the ~w step", [St])
    ;   \+ card_at(S, W, _, weapon, _)
    ->  format(string(Msg), "~q is not a weapon in play", [W])
    ;   card_at(S, W, Owner, weapon, _),
        (   \+ hero_in_combat(S, Owner)
        ->  format(string(Msg), "~q belongs to ~w, whose hero is not in the combat", [W, Owner])
        ;   nth0(J, Ws, W2), J < I, W2 \== W, card_at(S, W2, Owner, weapon, _)
        ->  format(string(Msg), "~w struck with two weapons in one combat", [Owner])
        )
    ).
combat_error(S, Path, Msg) :-
    combat(S, C),
    get_dict(prevented, C, Pr),
    get_dict(K, Pr, _),
    atom_string(K, Name),
    \+ player_name(S, Name),
    json_path([combat, prevented, K], Path),
    format(string(Msg), "~q is not a player", [Name]).

                 /*******************************
                 *        MOVES AS INPUT        *
                 *******************************/

%!  move_error(+State, +Move, -Path, -Message) is semidet.

move_error(S, M, Path, Msg) :-
    once(move_error_(S, M, Path, Msg)).

move_error_(_, M, "$.action", "a move needs an action (a string)") :-
    \+ ( get_dict(action, M, A), string(A) ).
move_error_(_, M, "$.action", Msg) :-
    get_dict(action, M, A),
    \+ move_fields(A, _),
    findall(X, move_fields(X, _), Xs),
    atomic_list_concat(Xs, ', ', Known),
    format(string(Msg), "unknown action ~q; the actions are: ~w", [A, Known]).
move_error_(_, M, "$.player", "a move needs a player (a string)") :-
    \+ ( get_dict(player, M, P), string(P) ).
move_error_(S, M, "$.player", Msg) :-
    get_dict(player, M, P),
    \+ player_name(S, P),
    format(string(Msg), "there is no player named ~q", [P]).
move_error_(_, M, Path, Msg) :-
    get_dict(action, M, A),
    move_fields(A, Fields),
    member(F, Fields),
    \+ ( get_dict(F, M, V), string(V) ),
    format(string(Path), "$.~w", [F]),
    format(string(Msg), "the ~w move needs ~w (a card id, a string)", [A, F]).
move_error_(_, M, Path, Msg) :-
    get_dict(action, M, A),
    move_fields(A, Fields),
    get_dict(K, M, _),
    \+ memberchk(K, [player, action|Fields]),
    format(string(Path), "$.~w", [K]),
    format(string(Msg), "the ~w move has no field ~w", [A, K]).

move_fields("propose_attack", [attacker, defender]).
move_fields("protect", [protector]).
move_fields("decline", []).
move_fields("strike", [weapon]).
move_fields("exhaust_armor", [armor]).
move_fields("play_card", [card]).
move_fields("place_resource", [card]).
move_fields("use_power", [card]).
move_fields("discard", [card]).
move_fields("pass", []).
move_fields("end_turn", []).

%!  move_text(+State, +Move, -Text) is det.

move_text(S, M, Text) :-
    (   get_dict(action, M, A),
        get_dict(player, M, P),
        text_(A, S, M, P, Text0)
    ->  Text = Text0
    ;   format(string(Text), "~p", [M])
    ).

text_("pass", S, _, P, T) :-
    step(S, St),
    format(string(T), "~w passes (~w step)", [P, St]).
text_("end_turn", _, _, P, T) :-
    format(string(T), "~w ends the turn", [P]).
text_("decline", _, _, P, T) :-
    format(string(T), "~w declines to protect", [P]).
text_("propose_attack", S, M, P, T) :-
    get_dict(attacker, M, Vattacker), label(S, Vattacker, A), get_dict(defender, M, Vdefender), label(S, Vdefender, D),
    format(string(T), "~w proposes ~w as attacker against ~w", [P, A, D]).
text_("protect", S, M, P, T) :-
    get_dict(protector, M, Vprotector), label(S, Vprotector, X),
    format(string(T), "~w exhausts ~w to protect", [P, X]).
text_("strike", S, M, P, T) :-
    get_dict(weapon, M, Vweapon), label(S, Vweapon, X),
    format(string(T), "~w strikes with ~w", [P, X]).
text_("exhaust_armor", S, M, P, T) :-
    get_dict(armor, M, Varmor), label(S, Varmor, X),
    format(string(T), "~w exhausts ~w to prevent combat damage", [P, X]).
text_("play_card", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w plays ~w", [P, X]).
text_("place_resource", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w places ~w as a resource", [P, X]).
text_("use_power", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w uses the power of ~w", [P, X]).
text_("discard", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w discards ~w", [P, X]).

                 /*******************************
                 *         EXPLANATIONS         *
                 *******************************/

%!  checks(+State, +Move, -RuleId) is nondet.
%
%   The constraint rules a move of this kind is checked against, in
%   rulebook order.  Once the game is over a move is checked against
%   WOW-201 only (violation/4 looks no further).  A card play is checked
%   against the timing rules of its kind: the window (WOW-206) for an
%   instant, the turn player's main-step rules (WOW-202-204) for any other
%   card.

checks(S, M, Id) :-
    get_dict(action, M, A),
    (   game_over(S)
    ->  Id = 'WOW-201'
    ;   action_checks(A, S, M, Ids),
        member(Id, ['WOW-201'|Ids]),
        \+ moot(S, M, Id)
    ).

%   moot(+S, +M, +RuleId): the rule is about a kind of card the move does
%   not name (the readiness of a "weapon" that is not a weapon in play,
%   ...), or about combat damage that is not coming; another rule of the
%   move decides it.

moot(S, M, Id) :-
    memberchk(Id-Key-Kind, ['WOW-302'-attacker-character, 'WOW-303'-attacker-character,
                            'WOW-404'-protector-character,
                            'WOW-504'-weapon-weapon, 'WOW-505'-weapon-weapon,
                            'WOW-604'-armor-armor]),
    get_dict(Key, M, C),
    \+ card_of_kind(S, C, Kind).
moot(S, M, 'WOW-605') :-
    get_dict(player, M, Pl),
    \+ ( combat(S, _), incoming_combat_damage(S, Pl, _) ).

card_of_kind(S, C, character) :- character(S, C, _, _).
card_of_kind(S, C, weapon) :- card_at(S, C, _, weapon, _).
card_of_kind(S, C, armor) :- card_at(S, C, _, armor, _).

action_checks("pass", _, _, ['WOW-212', 'WOW-213']).
action_checks("end_turn", _, _, ['WOW-212', 'WOW-706', 'WOW-707']).
action_checks("propose_attack", _, _, ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-301', 'WOW-302', 'WOW-303', 'WOW-304']).
action_checks("protect", _, _, ['WOW-401', 'WOW-402', 'WOW-403', 'WOW-404', 'WOW-405', 'WOW-406']).
action_checks("decline", _, _, ['WOW-401', 'WOW-402']).
action_checks("strike", _, _, ['WOW-501', 'WOW-502', 'WOW-503', 'WOW-504', 'WOW-505', 'WOW-506']).
action_checks("exhaust_armor", _, _, ['WOW-601', 'WOW-602', 'WOW-603', 'WOW-604', 'WOW-605']).
action_checks("play_card", S, M, Ids) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    (   hand_card(S, Pl, C, Card)
    ->  (   flag(Card, instant)
        ->  Ids = ['WOW-206', 'WOW-207', 'WOW-208']
        ;   Ids = ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-207', 'WOW-208']
        )
    ;   Ids = ['WOW-207']
    ).
action_checks("place_resource", _, _, ['WOW-202', 'WOW-203', 'WOW-204', 'WOW-205', 'WOW-207']).
action_checks("use_power", S, M, Ids) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    (   card_at(S, C, Pl, Zone, Card),
        get_dict(power, Card, Power)
    ->  (   flag(Power, activate)
        ->  (   Zone == ally
            ->  Ids = ['WOW-206', 'WOW-208', 'WOW-209', 'WOW-210', 'WOW-211']
            ;   Ids = ['WOW-206', 'WOW-208', 'WOW-209', 'WOW-210']
            )
        ;   Ids = ['WOW-206', 'WOW-208', 'WOW-209']
        )
    ;   Ids = ['WOW-209']
    ).
action_checks("discard", _, _, ['WOW-207', 'WOW-703', 'WOW-704', 'WOW-705']).

%!  rule_facts(+State, +Move, +RuleId, -Facts:list(string)) is det.
%
%   The facts of this position that decide RuleId for Move.

rule_facts(S, M, Id, Facts) :-
    findall(F, catch(rule_fact(S, M, Id, F), _, fail), Facts).

%   Facts shared by several rules.

step_fact(S, F) :-
    phase(S, Ph),
    step(S, St),
    step_words(St, W),
    format(string(F), "the game is in the ~w phase, ~w", [Ph, W]).

step_words("main", "outside combat (main step)").
step_words("propose", "a combat has been proposed (propose step)").
step_words("attack", "the attacker has attacked (attack step)").
step_words("protect", "at the Protect Point (protect step)").
step_words("defend", "the defender is defending (defend step)").
step_words("damage", "combat damage is about to be dealt (damage step)").
step_words("end", "its end step").
step_words("wrap_up", "its wrap-up").

turn_fact(S, M, F) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    format(string(F), "~w is the turn player; the move is ~w's", [T, Pl]).

ready_text(Card, T) :-
    (   is_ready(Card) -> T = "ready" ; T = "exhausted" ).

combat_fact(S, F) :-
    (   combat(S, _)
    ->  attacker(S, A), proposed_defender(S, D),
        label(S, A, AL), label(S, D, DL),
        owner_text(S, A, AO), owner_text(S, D, DO),
        (   protector(S, P)
        ->  label(S, P, PL),
            format(string(F), "in this combat ~w's ~w attacks; ~w's ~w was proposed as the defender and ~w protected it", [AO, AL, DO, DL, PL])
        ;   format(string(F), "in this combat ~w's ~w attacks ~w's ~w", [AO, AL, DO, DL])
        )
    ;   F = "no combat is under way"
    ).

owner_text(S, Id, T) :-
    (   card_at(S, Id, O, _, _) -> T = O ; T = "not in play" ).

hand_ids_text(S, Pl, T) :-
    hand(S, Pl, H),
    findall(L, ( member(C, H), card_label(C, L) ), Ls),
    (   Ls == [] -> T = "nothing" ; atomic_list_concat(Ls, ', ', T) ).

card_place_fact(S, M, F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    (   hand_card(S, Pl, C, _)
    ->  format(string(F), "~w is in ~w's hand", [CL, Pl])
    ;   player_name(S, O), hand_card(S, O, C, _)
    ->  format(string(F), "~w is in ~w's hand, not ~w's", [CL, O, Pl])
    ;   card_at(S, C, O, Z, _)
    ->  format(string(F), "~w is in play (~w's ~w), not in a hand", [CL, O, Z])
    ;   format(string(F), "no card ~w is in ~w's hand", [CL, Pl])
    ).

%   rule_fact(+S, +M, +RuleId, -Fact) is nondet.

rule_fact(S, _, 'WOW-201', F) :-
    player_name(S, P),
    hero_of(S, P, H),
    card_label(H, HL),
    get_dict(damage, H, D), get_dict(health, H, Hp),
    (   D >= Hp
    ->  format(string(F), "~w's hero ~w has ~w damage and ~w health: fatal damage", [P, HL, D, Hp])
    ;   format(string(F), "~w's hero ~w has ~w damage and ~w health", [P, HL, D, Hp])
    ).
rule_fact(S, M, 'WOW-202', F) :-
    turn_fact(S, M, F).
rule_fact(S, _, 'WOW-203', F) :-
    step_fact(S, F).
rule_fact(S, _, 'WOW-204', F) :-
    step_fact(S, F).
rule_fact(S, _, 'WOW-204', F) :-
    combat(S, _),
    combat_fact(S, F).
rule_fact(S, M, 'WOW-205', F) :-
    turn_player(S, T),
    (   get_dict(resource_placed, S, true)
    ->  format(string(F), "~w has already placed a resource this turn", [T])
    ;   format(string(F), "~w has not placed a resource this turn", [T])
    ),
    get_dict(player, M, _).
rule_fact(S, _, 'WOW-206', F) :-
    step(S, St),
    step_fact(S, F0),
    (   memberchk(St, ["protect", "damage", "wrap_up"])
    ->  format(string(F), "~w: no window is open", [F0])
    ;   format(string(F), "~w: a window is open", [F0])
    ).
rule_fact(S, M, 'WOW-207', F) :-
    card_place_fact(S, M, F).
rule_fact(S, M, 'WOW-208', F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  card_at(S, C, Pl, _, Card),
        get_dict(power, Card, Power),
        get_dict(cost, Power, Cost),
        format(string(F), "the power of ~w costs ~w; ~w has ~w ready resources", [CL, Cost, Pl, R])
    ;   hand_card(S, Pl, C, Card),
        get_dict(cost, Card, Cost),
        format(string(F), "~w costs ~w; ~w has ~w ready resources", [CL, Cost, Pl, R])
    ).
rule_fact(S, M, 'WOW-209', F) :-
    get_dict(card, M, C),
    label(S, C, CL),
    (   card_at(S, C, O, Z, Card)
    ->  (   get_dict(power, Card, Power)
        ->  get_dict(cost, Power, Cost),
            (   flag(Power, activate) -> Ex = " and exhausts it" ; Ex = "" ),
            format(string(F), "~w is ~w's ~w in play; its power costs ~w~w", [CL, O, Z, Cost, Ex])
        ;   format(string(F), "~w is ~w's ~w in play; it has no power", [CL, O, Z])
        )
    ;   format(string(F), "~w is not a card in play", [CL])
    ).
rule_fact(S, M, 'WOW-210', F) :-
    get_dict(card, M, C),
    card_at(S, C, _, _, Card),
    label(S, C, CL),
    ready_text(Card, R),
    format(string(F), "~w is ~w; its power exhausts it", [CL, R]).
rule_fact(S, M, 'WOW-211', F) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    card_at(S, C, _, ally, Card),
    label(S, C, CL),
    (   flag(Card, since_turn_start)
    ->  format(string(F), "~w has been under ~w's control since the start of ~w's most recent turn", [CL, Pl, Pl])
    ;   format(string(F), "~w came under ~w's control after the start of ~w's most recent turn", [CL, Pl, Pl])
    ).
rule_fact(S, M, 'WOW-212', F) :-
    turn_fact(S, M, F).
rule_fact(S, _, 'WOW-213', F) :-
    step_fact(S, F).
rule_fact(S, M, 'WOW-301', F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   character(S, A, O, _)
    ->  format(string(F), "~w is ~w's character", [AL, O])
    ;   format(string(F), "~w is not a hero or ally in play", [AL])
    ).
rule_fact(S, M, 'WOW-302', F) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    label(S, A, AL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [AL, R]).
rule_fact(S, M, 'WOW-303', F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, ally, Card)
    ->  (   flag(Card, since_turn_start) -> T1 = "has" ; T1 = "has not" ),
        (   flag(Card, ferocity) -> T2 = "has" ; T2 = "does not have" ),
        format(string(F), "~w is an ally; it ~w been under ~w's control since the start of the turn and ~w Ferocity", [AL, T1, O, T2])
    ;   card_at(S, A, _, hero, _)
    ->  format(string(F), "~w is a hero: heroes may attack the turn they come into play", [AL])
    ).
rule_fact(S, M, 'WOW-304', F) :-
    get_dict(defender, M, D),
    label(S, D, DL),
    (   character(S, D, O, _)
    ->  format(string(F), "~w is ~w's character; the move is ~w's", [DL, O, M.player])
    ;   format(string(F), "~w is not a hero or ally in play", [DL])
    ).
rule_fact(S, _, 'WOW-401', F) :-
    step_fact(S, F).
rule_fact(S, M, 'WOW-402', F) :-
    (   proposed_defender(S, D), defending_player(S, DP)
    ->  label(S, D, DL),
        format(string(F), "the proposed defender is ~w's ~w; the move is ~w's", [DP, DL, M.player])
    ;   F = "no combat is under way"
    ).
rule_fact(S, M, 'WOW-403', F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   character(S, P, O, Card)
    ->  (   flag(Card, protector) -> T = "has" ; T = "does not have" ),
        format(string(F), "~w is ~w's character and ~w Protector", [PL, O, T])
    ;   format(string(F), "~w is not a hero or ally in play", [PL])
    ).
rule_fact(S, M, 'WOW-404', F) :-
    get_dict(protector, M, P),
    character(S, P, _, Card),
    label(S, P, PL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [PL, R]).
rule_fact(S, M, 'WOW-405', F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   proposed_defender(S, D)
    ->  label(S, D, DL),
        format(string(F), "the proposed defender is ~w; the move names ~w", [DL, PL])
    ;   F = "no combat is under way"
    ).
rule_fact(S, _, 'WOW-406', F) :-
    (   protector(S, P)
    ->  label(S, P, PL),
        format(string(F), "~w has already protected in this combat", [PL])
    ;   combat(S, _)
    ->  F = "no character has protected in this combat"
    ;   F = "no combat is under way"
    ).
rule_fact(S, _, 'WOW-501', F) :-
    step_fact(S, F).
rule_fact(S, _, 'WOW-502', F) :-
    combat_fact(S, F).
rule_fact(S, M, 'WOW-502', F) :-
    combat(S, _),
    get_dict(player, M, Pl),
    hero_id(S, Pl, H),
    label(S, H, HL),
    (   hero_in_combat(S, Pl)
    ->  format(string(F), "~w's hero ~w is in the combat", [Pl, HL])
    ;   format(string(F), "~w's hero ~w is not in the combat", [Pl, HL])
    ).
rule_fact(S, M, 'WOW-503', F) :-
    get_dict(weapon, M, W),
    label(S, W, WL),
    (   card_at(S, W, O, weapon, _)
    ->  format(string(F), "~w is ~w's weapon; the move is ~w's", [WL, O, M.player])
    ;   format(string(F), "~w is not a weapon in play", [WL])
    ).
rule_fact(S, M, 'WOW-504', F) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    label(S, W, WL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [WL, R]).
rule_fact(S, M, 'WOW-505', F) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    get_dict(player, M, Pl),
    ready_resources(S, Pl, R),
    label(S, W, WL),
    format(string(F), "the strike cost of ~w is ~w; ~w has ~w ready resources", [WL, Cost, Pl, R]).
rule_fact(S, M, 'WOW-506', F) :-
    get_dict(player, M, Pl),
    findall(W, struck_by(S, Pl, W), Ws),
    (   Ws == []
    ->  format(string(F), "~w has not struck with a weapon in this combat", [Pl])
    ;   Ws = [W0|_],
        label(S, W0, W0L),
        length(Ws, N),
        (   N =:= 1 -> Times = "once" ; format(string(Times), "~d times", [N]) ),
        format(string(F), "~w has struck with ~w ~w in this combat", [Pl, W0L, Times])
    ).
rule_fact(S, _, 'WOW-601', F) :-
    step_fact(S, F).
rule_fact(S, M, 'WOW-602', F) :-
    get_dict(player, M, Pl),
    (   combat(S, _)
    ->  hero_id(S, Pl, H), label(S, H, HL),
        (   incoming_combat_damage(S, Pl, In)
        ->  format(string(F), "~w's hero ~w is in the combat and would be dealt ~w combat damage", [Pl, HL, In])
        ;   format(string(F), "~w's hero ~w is not in the combat", [Pl, HL])
        )
    ;   F = "no combat is under way"
    ).
rule_fact(S, M, 'WOW-603', F) :-
    get_dict(armor, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, armor, Card)
    ->  get_dict(def, Card, Def),
        format(string(F), "~w is ~w's armor with DEF ~w; the move is ~w's", [AL, O, Def, M.player])
    ;   format(string(F), "~w is not an armor in play", [AL])
    ).
rule_fact(S, M, 'WOW-604', F) :-
    get_dict(armor, M, A),
    card_at(S, A, _, armor, Card),
    label(S, A, AL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [AL, R]).
rule_fact(S, M, 'WOW-605', F) :-
    get_dict(player, M, Pl),
    incoming_combat_damage(S, Pl, In),
    prevented(S, Pl, Pr),
    format(string(F), "~w combat damage is coming to ~w's hero; armor has prevented ~w of it", [In, Pl, Pr]).
rule_fact(S, M, 'WOW-703', F) :-
    step_fact(S, F),
    get_dict(player, M, _).
rule_fact(S, M, 'WOW-704', F) :-
    turn_fact(S, M, F).
rule_fact(S, M, 'WOW-705', F) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N),
    format(string(F), "~w holds ~d cards; the maximum hand size is 7", [Pl, N]).
rule_fact(S, _, 'WOW-706', F) :-
    step_fact(S, F).
rule_fact(S, _, 'WOW-707', F) :-
    turn_player(S, T),
    hand_size(S, T, N),
    format(string(F), "~w holds ~d cards; the maximum hand size is 7", [T, N]).

%!  repair(+State, +Move, +RuleId, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId, in a judge's words.

repair(S, M, Id, Fix) :-
    catch(repair_(S, M, Id, Fix), _, fail).

ids_text([], "none").
ids_text([I|Is], T) :-
    atomic_list_concat([I|Is], ', ', T).

labels_text(S, Ids, T) :-
    findall(L, ( member(I, Ids), label(S, I, L) ), Ls),
    (   Ls == [] -> T = "none" ; atomic_list_concat(Ls, ', ', T) ).

legal_values(S, M, Key, Ids) :-
    get_dict(player, M, Pl),
    get_dict(action, M, A),
    findall(V, ( legal(wow_tcg, S, M1),
                 get_dict(player, M1, Pl),
                 get_dict(action, M1, A),
                 get_dict(Key, M1, V) ), Vs),
    list_to_set(Vs, Ids).

repair_(S, _, 'WOW-201', Fix) :-
    once(hero_fallen(S, L)),
    format(string(Fix), "none: ~w's hero has fatal damage, so ~w has lost and the game is over", [L, L]).
repair_(S, M, 'WOW-202', Fix) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    format(string(Fix), "wait for ~w's own turn: only the turn player (~w) does this, in the action phase outside combat", [Pl, T]).
repair_(_, M, 'WOW-202', Fix) :-
    get_dict(action, M, "play_card"),
    Fix = "only an instant may be played in the other player's turn".
repair_(_, M, 'WOW-203', Fix) :-
    (   get_dict(action, M, "play_card")
    ->  Fix = "too late this turn: it could have been played in the action phase before passing to the end phase; only instants now"
    ;   Fix = "too late this turn: it could have been done in the action phase before passing to the end phase"
    ).
repair_(S, _, 'WOW-204', Fix) :-
    step(S, St),
    format(string(Fix), "wait until the combat concludes (the game is in its ~w step; the turn player passes it on), then do it outside combat", [St]).
repair_(_, _, 'WOW-205', "the next resource can be placed in the next turn").
repair_(S, _, 'WOW-206', Fix) :-
    step(S, St),
    window_fix(St, Fix).
repair_(S, M, 'WOW-207', Fix) :-
    get_dict(player, M, Pl),
    hand_ids_text(S, Pl, T),
    format(string(Fix), "name a card in ~w's hand: ~w", [Pl, T]).
repair_(S, M, 'WOW-208', Fix) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  card_at(S, C, Pl, _, Card), get_dict(power, Card, P), get_dict(cost, P, Cost)
    ;   hand_card(S, Pl, C, Card), get_dict(cost, Card, Cost)
    ),
    Short is Cost - R,
    format(string(Fix), "needs ~d more ready resource(s)", [Short]).
repair_(S, M, 'WOW-209', Fix) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    (   card_at(S, C, O, _, _), O \== Pl
    ->  format(string(Fix), "only ~w, its controller, may use this power", [O])
    ;   findall(Id, ( in_play(S, Pl, _, Card), get_dict(power, Card, _), get_dict(id, Card, Id) ), Ids),
        labels_text(S, Ids, T),
        format(string(Fix), "name a card in play of ~w's that has a power: ~w", [Pl, T])
    ).
repair_(_, M, 'WOW-210', Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "the card readies in ~w's next ready step; its power can be used then", [Pl]).
repair_(_, M, 'WOW-211', Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "wait for ~w's next turn: from its start the ally counts as under ~w's control", [Pl, Pl]).
repair_(S, _, 'WOW-212', Fix) :-
    turn_player(S, T),
    format(string(Fix), "only ~w moves the game on; the other player acts before that by playing instants or using powers", [T]).
repair_(S, _, 'WOW-213', Fix) :-
    (   step(S, "protect")
    ->  (   defending_player(S, DP)
        ->  format(string(Fix), "~w protects with a ready character with Protector or declines (decline)", [DP])
        ;   Fix = "the defending player protects or declines"
        )
    ;   turn_player(S, T),
        format(string(Fix), "~w discards down to seven if needed, then ends the turn (end_turn)", [T])
    ).
repair_(S, M, 'WOW-301', Fix) :- attacker_fix(S, M, Fix).
repair_(_, M, 'WOW-302', Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "the attacker readies in ~w's next ready step", [Pl]).
repair_(S, M, 'WOW-302', Fix) :- attacker_fix(S, M, Fix).
repair_(S, M, 'WOW-303', Fix) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    format(string(Fix), "~w can attack from its controller's next turn on", [AL]).
repair_(S, M, 'WOW-303', Fix) :- attacker_fix(S, M, Fix).
repair_(S, M, 'WOW-304', Fix) :-
    get_dict(player, M, Pl),
    findall(D, ( opponent(S, Pl, O), in_play(S, O, Z, C), character_zone(Z), get_dict(id, C, D) ), Ds),
    labels_text(S, Ds, T),
    format(string(Fix), "propose an enemy hero or ally as the defender: ~w", [T]).
repair_(S, _, 'WOW-401', Fix) :-
    step(S, St),
    protect_point_fix(St, Fix).
repair_(S, _, 'WOW-402', Fix) :-
    (   defending_player(S, DP)
    ->  format(string(Fix), "the decision is ~w's, whose character was proposed as the defender", [DP])
    ;   Fix = "only the player whose character is proposed as a defender decides"
    ).
repair_(S, M, 'WOW-403', Fix) :- protector_fix(S, M, Fix).
repair_(S, M, 'WOW-404', Fix) :- protector_fix(S, M, Fix).
repair_(S, M, 'WOW-405', Fix) :-
    proposed_defender(S, D),
    label(S, D, DL),
    format(string(Fix), "~w simply defends: decline to protect", [DL]),
    get_dict(player, M, _).
repair_(S, M, 'WOW-405', Fix) :- protector_fix(S, M, Fix).
repair_(S, _, 'WOW-406', Fix) :-
    protector(S, P),
    label(S, P, PL),
    format(string(Fix), "none in this combat: ~w is its only protector", [PL]).
repair_(S, _, 'WOW-501', Fix) :-
    step(S, St),
    strike_time_fix(St, Fix).
repair_(S, M, 'WOW-502', Fix) :-
    get_dict(player, M, Pl),
    (   hero_id(S, Pl, H), proposed_defender(S, H), protector(S, _)
    ->  format(string(Fix), "~w's hero was protected and left the combat: it can strike in a later combat it fights in", [Pl])
    ;   format(string(Fix), "strike in a combat where ~w's hero is the attacker or the defender", [Pl])
    ).
repair_(S, M, 'WOW-503', Fix) :-
    get_dict(player, M, Pl),
    findall(W, in_play_id(S, Pl, weapon, W), Ws),
    labels_text(S, Ws, T),
    format(string(Fix), "strike with a weapon ~w controls: ~w", [Pl, T]).
repair_(S, M, 'WOW-504', Fix) :-
    get_dict(weapon, M, W),
    label(S, W, WL),
    format(string(Fix), "~w must be readied first; it readies in its controller's next ready step", [WL]).
repair_(S, M, 'WOW-504', Fix) :-
    get_dict(player, M, Pl),
    \+ struck_by(S, Pl, _),
    findall(W, ( in_play(S, Pl, weapon, C), is_ready(C), get_dict(id, C, W) ), Ws),
    Ws \== [],
    labels_text(S, Ws, T),
    format(string(Fix), "strike with a ready weapon: ~w", [T]).
repair_(S, M, 'WOW-505', Fix) :-
    get_dict(player, M, Pl),
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    ready_resources(S, Pl, R),
    Short is Cost - R,
    format(string(Fix), "needs ~d more ready resource(s) for the strike cost", [Short]).
repair_(S, M, 'WOW-506', Fix) :-
    get_dict(player, M, Pl),
    once(struck_by(S, Pl, W0)),
    label(S, W0, W0L),
    format(string(Fix), "strike again only with ~w, and only once it has been readied", [W0L]).
repair_(S, _, 'WOW-601', Fix) :-
    step(S, St),
    armor_time_fix(St, Fix).
repair_(_, M, 'WOW-602', Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "armor shields only ~w's hero, as it is about to be dealt combat damage by a character with ATK above 0", [Pl]).
repair_(S, M, 'WOW-603', Fix) :- armor_fix(S, M, Fix).
repair_(S, M, 'WOW-604', Fix) :-
    get_dict(armor, M, A),
    label(S, A, AL),
    format(string(Fix), "~w readies in its controller's next ready step", [AL]).
repair_(S, M, 'WOW-604', Fix) :- armor_fix(S, M, Fix).
repair_(S, _, 'WOW-605', Fix) :-
    turn_player(S, T),
    format(string(Fix), "no more armor is needed: ~w passes and the combat damage is dealt", [T]).
repair_(S, _, 'WOW-703', Fix) :-
    step(S, St),
    (   phase(S, "action")
    ->  format(string(Fix), "discarding comes in the wrap-up: pass out of the action phase (~w step) and the end step first", [St])
    ;   Fix = "discarding comes in the wrap-up: the turn player passes the end step first"
    ).
repair_(S, M, 'WOW-704', Fix) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    format(string(Fix), "only ~w discards; ~w keeps every card in hand", [T, Pl]).
repair_(S, M, 'WOW-705', Fix) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N),
    format(string(Fix), "~w's ~d cards are kept: end the turn instead", [Pl, N]).
repair_(S, _, 'WOW-706', Fix) :-
    (   combat(S, _)
    ->  Fix = "conclude the combat, pass to the end phase and pass the end step; then end the turn from the wrap-up"
    ;   phase(S, "action")
    ->  Fix = "pass to the end phase, then pass the end step; the turn ends from the wrap-up"
    ;   Fix = "pass the end step first; the turn ends from the wrap-up"
    ).
repair_(S, _, 'WOW-707', Fix) :-
    turn_player(S, T),
    hand_size(S, T, N),
    K is N - 7,
    format(string(Fix), "~w discards ~d more card(s) first", [T, K]).

in_play_id(S, Pl, Zone, Id) :-
    in_play(S, Pl, Zone, C),
    get_dict(id, C, Id).

window_fix("protect", "wait for the defend window, which opens right after the Protect Point decision").
window_fix("damage", "too late in this combat: the defend window has closed; wait until the combat concludes").
window_fix("wrap_up", "too late this turn: the wrap-up has no window; wait for the next turn").

protect_point_fix("main", "propose a combat first: protecting comes at its Protect Point") :- !.
protect_point_fix(St, Fix) :-
    memberchk(St, ["propose", "attack"]), !,
    format(string(Fix), "wait for the Protect Point: the turn player passes the ~w step first (and only if a character could protect)", [St]).
protect_point_fix(St, Fix) :-
    format(string(Fix), "too late: there is no Protect Point in the ~w step (it comes after the attack window of a combat)", [St]).

strike_time_fix(St, Fix) :-
    memberchk(St, ["propose", "attack", "protect"]), !,
    format(string(Fix), "wait for the defend step: the ~w step must be passed (and the Protect Point decided) first", [St]).
strike_time_fix("damage", "too late: the defend window of this combat has closed") :- !.
strike_time_fix(_, "strike in the defend step of a combat your hero fights in").

armor_time_fix(St, Fix) :-
    memberchk(St, ["propose", "attack", "protect", "defend"]), !,
    format(string(Fix), "wait for the damage step: armor is exhausted as the combat damage is about to be dealt (the game is in the ~w step)", [St]).
armor_time_fix(_, "armor is used only in the damage step of a combat your hero fights in").

attacker_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( turn_player(S, Pl), may_attack(S, A) ), As),
    (   As == []
    ->  format(string(Fix), "no character of ~w's can attack now", [Pl])
    ;   labels_text(S, As, T),
        format(string(Fix), "propose a ready character of ~w's that may attack: ~w", [Pl, T])
    ).

protector_fix(S, M, Fix) :-
    findall(P, ( defending_player(S, DP), get_dict(player, M, DP), could_protect(S, P) ), Ps),
    (   Ps == []
    ->  Fix = "no character can protect here: decline"
    ;   labels_text(S, Ps, T),
        format(string(Fix), "protect with a ready character with Protector other than the proposed defender: ~w", [T])
    ).

armor_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( in_play(S, Pl, armor, C), is_ready(C), get_dict(def, C, D), D >= 1, get_dict(id, C, A) ), As),
    (   As == []
    ->  format(string(Fix), "~w has no ready armor with DEF 1 or more", [Pl])
    ;   labels_text(S, As, T),
        format(string(Fix), "exhaust a ready armor of ~w's with DEF 1 or more: ~w", [Pl, T])
    ).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees their own hand, not the opponent's: each card of the
%   opponent's hand is hidden (their number is public).  Everything in
%   play, resources, damage, graveyards and the combat are public.

hidden(S, V, [players, I, hand, J]) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, O),
    O \== V,
    get_dict(hand, P, H),
    nth0(J, H, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move with a card from their hand (playing
%   it, placing it as a resource, discarding it) is legal turns on that
%   hand, which the viewer cannot see.

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    P \== V,
    player_name(S, P),
    get_dict(action, M, A),
    memberchk(A, ["play_card", "place_resource", "discard"]),
    !,
    format(string(Reason), "whether ~w may play, place or discard a card depends on ~w's hand, which ~w cannot see", [P, P, V]).

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   What no legal move creates, copies or loses: each player's cards,
%   wherever they are.  Every card is counted once as card(Owner), in
%   play (hero, allies, weapons, armor), in hand, in the graveyard or
%   placed as a resource (ready or exhausted).  The state does not name a
%   resource's card (WOW-221 turns a card in hand into a number), so the
%   bag counts cards by owner, not by id; a card copied into a second
%   zone, a card lost (an ally destroyed but not put in the graveyard), a
%   resource made from nothing or a card moved to the other player all
%   change it.  Damage counters are not conserved: combat adds them.

inventory(S, Bag) :-
    state_players(S, Ps),
    foldl(player_inventory, Ps, Bag, []).

player_inventory(P, Bag0, Bag) :-
    get_dict(name, P, Name),
    get_dict(allies, P, As), length(As, NA),
    get_dict(weapons, P, Ws), length(Ws, NW),
    get_dict(armor, P, Rs), length(Rs, NR),
    get_dict(hand, P, H), length(H, NH),
    get_dict(graveyard, P, G), length(G, NG),
    get_dict(resources, P, Res),
    get_dict(ready, Res, Ready),
    get_dict(exhausted, Res, Exhausted),
    N is 1 + NA + NW + NR + NH + NG + Ready + Exhausted,
    length(Cards, N),
    maplist(=(card(Name)), Cards),
    append(Cards, Bag, Bag0).
