:- module(clash_of_decks,
          [ % The game (rulecheck.pl names what each is)
            rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            action_rules/2,             % ?Action, ?RuleIds
            terminal_rule/1,            % ?RuleId
            retired_rule/3,             % ?Id, ?Successors, ?Note
            broken/4,                   % ?RuleId, +State, +Move, -Reason
            message//1,                 % +Reason
            candidate/2,                % +State, -Move
            random_candidate/2,         % +State, -Move
            next//3,                    % +State0, +Move, -State
            outcome/2,                  % +State, -Outcome
            invalid/4,                  % ?RuleId, +State, -Path, -Reason
            repair/4,                   % +State, +Path, +Reason, -Repair
            move_fields/3,              % ?Action, ?Required, ?Optional
            move_problem/4,             % +State, +Move, -Path, -Reason
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
            legal_move_count/2,         % +State, -Count
            % Short positions, cards by name, new games
            normalized/2,               % +State0, -State
            catalog_card/2,             % ?Key, ?Entry
            new_game/2,                 % +Options, -State
            % Relations a judge asks about
            hand_playable_card/3,       % +State, ?Player, ?CardId
            may_pick/3,                 % +State, +Player, +Cards
            may_form_hand/3,            % +State, +Player, +Order
            turn_player_acts/2,         % +State, +Player
            affordable/3,               % +State, +Player, +CardId
            placed_as_its_kind/2,       % +State, +Move
            spell_on_target/2,          % +State, +Move
            phase_allows/2,             % +State, +Move
            assault_spells_allowed/2,   % +State, +CardId
            assault_step_allows/2,      % +State, +Action
            may_target/2,               % +State, +Move
            card_attack/3,              % +State, +CardId, -Attack
            card_health/3,              % +State, +CardId, -Health
            attack_targets/4,           % +State, +Attacker, -Targets, -Tower
            turn_start_mana/3           % +State, +Player, -Mana
          ]).

/** <module> Clash of Decks (seed 001)

Two players, two lanes (`"top"` and `"bottom"`), each lane crossed by a
bridge.  A state is a JSON object (rules.pl/clash-of-decks/schema.json):

    game            "clash-of-decks"
    players         [P1, P2], two names
    first_player    who plays first (the receiver of the draft's last card)
    active          whose turn it is (in the draft: who picks next)
    turn            1, 2, ...: the number of the current turn, counted
                    over both players (turn 1 is first_player's first)
    phase           "draft" | "form_hand" | "summon" | "assault" | "over"
    mana            the active player's unspent mana
    cards           {Id: Card}, every card of the game, by id
    hands           {Player: Row}: the hand row, left to right, holding
                    card ids and the player's tower, "bastion" or "fort"
    lanes           {"top": {Player: Side}, "bottom": {Player: Side}}:
                    a side lists card ids from the bridge outwards
    played_this_turn  ids of the cards put into play this turn
    turn_status     {Id: {"damage", "attack", "health", "sprint",
                    "protection_spent"}}: what lasts until the turn ends
    assault_queue   during "assault": the attackers still to attack, in order
    draft           during the draft: {"deck", "pool", "round", "picked"}
    loser           when the game is over: the player whose fort fell
    rules           {"spells_during_assault": Bool}: the variant in use

A card is {"name", "owner", "type": "creature" | "building" | "spell",
"cost", "attack", "health", "abilities": [...], "aura": [Effect...],
"effects": [Effect...]}, where an Effect is {"effect": "damage" | "heal" |
"attack" | "health", "amount": N}.

A move is {"player": P, "action": A, ...}: "pick" (cards), "form_hand"
(order), "play" (card, and lane or target), "begin_assault", "attack",
"assault", "finish_assault".

The game is written in the shape every rulecheck game has (docs/engine.md),
one file per concern:

    position.pl    reading the position
    moves.pl       the rules of each kind of move, its
                                  shape, and the moves a position offers
    rulebook.pl    each constraint rule with the relation
                                  that decides it and its violation
    effects.pl     what a move does, with its events; the outcome
    states.pl      what every reachable position satisfies
    workflow.pl    facts, fixes, hidden information
    display.pl     the display model (display/3)
    messages.pl    reasons and moves in words
    cards.pl     the cards rulecheck knows by name
    setup.pl     short positions, and new games
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- autoload(library(pairs), [pairs_values/2]).
:- use_module(rulecheck_rules(rc_random), [random_member/2, random_permutation/2]).   % the same draws on every host
:- autoload(library(isub), [isub/4]).
:- use_module(rulecheck_rules(rc_util)).
:- use_module(rulecheck_rules(rc_display)).
:- use_module(rulecheck_rules(rc_legal), [legal/3, reason_text/3]).
:- use_module(rulecheck_rules(rc_cards), [name_key/2, resolve_card/5]).

:- discontiguous rule/5, broken/4, message//1, repair/4, invalid/4, effect//4.

:- include(cards).
:- include(position).
:- include(moves).
:- include(rulebook).
:- include(effects).
:- include(states).
:- include(workflow).
:- include(display).
:- include(messages).
:- include(setup).
