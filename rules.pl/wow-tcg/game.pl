:- module(wow_tcg,
          [ % The game (rulecheck.pl names what each is)
            rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            action_rules/2,             % ?Action, ?RuleIds
            terminal_rule/1,            % ?RuleId
            retired_rule/3,             % ?Id, ?Successors, ?Note
            broken/4,                   % ?RuleId, +State, +Move, -Reason
            message//1,                 % +Reason
            candidate/2,                % +State, -Move
            next//3,                    % +State0, +Move, -State
            outcome/2,                  % +State, -Outcome
            invalid/4,                  % ?RuleId, +State, -Path, -Reason
            repair/4,                   % +State, +Path, +Reason, -Repair
            move_fields/3,              % ?Action, ?Required, ?Optional
            move_text/3,                % +State, +Move, -Text
            card_named/5,               % +State, ?Id, -Name, -Place, -Facts
            % The judge's workflow
            moot/3,                     % ?RuleId, +State, +Move
            fact/4,                     % ?RuleId, +State, +Move, -Fact
            fix/4,                      % ?RuleId, +State, +Move, -Fix
            hidden/3,                   % +State, +Viewer, -Steps
            depends_on_hidden/4,        % +State, +Viewer, +Move, -Reason
            display/3,                  % +State, +Viewer, -Model
            inventory/2,                % +State, -Bag
            selfplay_bound/2,           % -MaxMoves, -MustEnd
            % Short positions, the catalog, a new game, events in words
            normalized/2,               % +State0, -State
            catalog_card/2,             % ?Key, ?Entry
            new_game/2,                 % +Options, -State
            % Relations a judge asks about
            hero_fallen/2,              % +State, ?Player
            may_attack/2,               % +State, ?CardId
            may_protect/2,              % +State, ?CardId
            may_strike_with/2,          % +State, ?WeaponId
            may_exhaust_armor/2,        % +State, ?ArmorId
            combat_atk/3,               % +State, +CardId, -Atk
            incoming_combat_damage/3,   % +State, +Player, -Amount
            priority_holder/2,          % +State, -PlayerOrNull
            priority_rule/1,            % ?RuleId
            armor_decider/2,            % +State, -Player
            proposal_recheck/3          % +State, -BrokenRules, -SidesGone
          ]).

/** <module> World of Warcraft TCG: combat, protectors, weapons, armor, end phase (seed 004)

The rules of seed 004 (the end phase and combat basics of the World of
Warcraft Trading Card Game), completed where the seed is silent by the
official Comprehensive Rules v7.4 (rule numbers are quoted as "CR 602.2").

A state (JSON, see docs/games/wow-tcg.md and rules.pl/wow-tcg/schema.json):

    game            "wow-tcg"
    turn            name of the turn player
    phase           "action" | "end"
    step            action phase: "main" (non-combat), "propose", "attack",
                    "protect" (the Protect Point), "defend", "damage";
                    end phase: "end", "wrap_up"
    resource_placed whether the turn player has placed a resource this turn
    priority        the player who has priority, or null (the Protect Point,
                    the damage step, the wrap-up); if left out, the turn
                    player in a window step
    players         exactly two objects, each
        name        the player's name
        hero        {id, name?, atk, health, damage, ready, protector?, power?}
        allies      [{id, name?, atk, health, damage, ready, protector?,
                      ferocity?, since_turn_start, power?}]
        weapons     [{id, name?, atk, strike_cost, ready, power?}]
        armor       [{id, name?, def, ready, power?}]
        resources   {ready, exhausted}: resources able to pay, and spent
        hand        [{id, name?, type, cost, instant?, atk?, health?,
                      protector?, ferocity?, strike_cost?, def?, effects?}]
        graveyard   [card ids]
    combat          null, or {attacker, defender, protector, strikes,
                    prevented, readied?, shielding?}: the proposed attacker
                    and defender (null once they have left the combat), the
                    character that protected (or null), the weapons struck
                    this combat, per player the combat damage to that
                    player's hero that armor has prevented, the cards an
                    effect has readied during the combat, and in the damage
                    step the player deciding on armor.

A power is {cost, activate, effects?}: pay `cost` resources and, if
`activate`, exhaust the card; then its effects happen.  An effect is
{effect: ready|exhaust|damage, target, side?, amount?} (WOW-224).  Card
ids are unique in a state.  The effective defender is the protector if one
protected, else the proposed defender.

Moves: {player, action} plus, by action: propose_attack {attacker,
defender}; protect {protector}; decline; strike {weapon}; exhaust_armor
{armor}; decline_armor; play_card {card, target?}; place_resource {card};
use_power {card, target?}; discard {card}; pass; end_turn.

The game is written in the shape every rulecheck game has (docs/engine.md),
one file per concern:

    position.pl    reading the position: players, cards, the combat
    moves.pl       the rules of each kind of move, its shape, and
                           the moves a position offers
    rulebook.pl    each constraint rule with the relation that
                           decides it and its violation
    effects.pl     what a move does, with its events: cards, effects,
                           priority, the turn; the outcome
    combat.pl      what a combat's moves do
    states.pl      what every reachable position satisfies
    workflow.pl    facts, fixes, hidden information
    display.pl     the display model (display/3)
    messages.pl    reasons and moves in words
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(library(solution_sequences)).
:- use_module(library(pairs)).
:- use_module(library(aggregate)).
:- use_module(rulecheck_rules(rc_util)).
:- use_module(rulecheck_rules(rc_display)).
:- use_module(rulecheck_rules(rc_legal), [legal/3, reason_text/3]).
:- use_module(rulecheck_rules(rc_cards), [player_zone_card/4]).
:- use_module(rulecheck_rules(rc_random), [random_member/2, random_permutation/2]).   % the same draws on every host

:- discontiguous rule/5, broken/4, message//1, repair/4, invalid/4, effect//4, pass_step//3.

:- include(position).
:- include(moves).
:- include(rulebook).
:- include(effects).
:- include(combat).
:- include(states).
:- include(workflow).
:- include(display).
:- include(messages).
:- include(cards).
:- include(setup).
