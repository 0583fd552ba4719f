:- module(blood_bound,
          [ % The game (rulecheck.pl names what each is)
            rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            action_rules/2,             % ?Action, ?RuleIds
            terminal_rule/1,            % ?RuleId
            gate_rules/1,               % ?RuleIds
            unknown_player_rule/1,      % ?RuleId
            broken/4,                   % ?RuleId, +State, +Move, -Reason
            message//1,                 % +Reason
            candidate/2,                % +State, -Move
            next//3,                    % +State0, +Move, -State
            outcome/2,                  % +State, -Outcome
            invalid/4,                  % ?RuleId, +State, -Path, -Reason
            repair/4,                   % +State, +Path, +Reason, -Repair
            move_fields/3,              % ?Action, ?Required, ?Optional
            move_problem/4,             % +State, +Move, -Path, -Reason
            move_text/3,                % +State, +Move, -Text
            % The judge's workflow
            moot/3,                     % ?RuleId, +State, +Move
            fact/4,                     % ?RuleId, +State, +Move, -Fact
            fix/4,                      % ?RuleId, +State, +Move, -Fix
            hidden/3,                   % +State, +Viewer, -Steps
            depends_on_hidden/4,        % +State, +Viewer, +Move, -Reason
            hidden_rule/4,              % +State, +Viewer, +Move, ?RuleId
            unseen/3,                   % +State, +Viewer, +Term
            display/3,                  % +State, +Viewer, -Model
            inventory/2,                % +State, -Bag
            selfplay_bound/2,           % -MaxMoves, -MustEnd
            % Short positions, the catalog, new games
            normalized/2,               % +State0, -State
            catalog_card/2,             % ?Key, ?Entry
            new_game/2,                 % +Options, -State
            % Relations a judge asks about
            clan_leader/3,              % +State, +Clan, -Player
            may_offer_intervention/2,   % +State, ?Player
            token_player_may_take/3,    % +State, +Player, ?Token
            player_icons/3,             % +State, +Player, -Icons
            wounds/3                    % +State, +Player, -Count
          ]).

/** <module> Blood Bound (seed 002; game id `blood-bound`, rule IDs `BB-...`)

Blood Bound is a hidden-role game for 6 to 12 players.  The judge sees
everything, so a state holds every player's character card.

The state (JSON; see rules.pl/blood-bound/schema.json and
docs/games/blood-bound.md):

    { "game": "blood-bound",
      "players": [                       % seating order
        { "name": "ann",
          "character": { "clan": "rose"|"beast"|"order",
                         "rank": 1..9,            % absent for the Inquisitor
                         "icons": [I1, I2],       % optional; default roster
                         "clue": "rose"|"beast" },% optional; default per card
          "tokens": ["rank", "unknown", ...],     % revealed tokens = wounds
          "cards": ["quill", "shield-1", ...] },  % ability cards held
        ... ],
      "supply": {"rose": N, "beast": N, "unknown": N},  % affiliation tokens
      "curse_supply": {"true": 0..1, "false": 0..3},    % curses not yet dealt
      "dagger": "ann",
      "pending": null | Attack,          % where the current attack stands
      "captured": null | {"player": P, "by": Q, "source": S} }

An attack is resolved as explicit steps, so that every decision is one
move by one named player:

    Attack = { "attacker", "target",
               "stage": "offers" | "wound" | "ability" | "heal",
               "offers": [...],           % players who offered to intervene
               "intervener": P | null,    % the accepted offer
               "wounded", "source", "by", "wounds",   % stage "wound"
               "user",                    % stage "ability"/"heal"
               "dagger_to" }              % who receives the dagger at the end

Rank tokens are not counted in `supply`: a player's rank token is in the
supply exactly when "rank" is not among that player's revealed tokens.

A move is {"player": P, "action": A, ...}: "attack" (target), "pass" (to),
"offer", "accept" (intervener), "decline", "take_token" (token),
"return_token" (token), "skip", and the characters' abilities "quill",
"assassinate" (victim), "look" (players), "heal", "wound", "compel"
(victim), "guard" (recipient), "berserk", "staff" (recipient), "fan"
(recipient), "curse" (true_curse, false_curses).

The game is written in the shape every rulecheck game has (docs/engine.md),
one file per concern:

    position.pl    reading the position; the box and the roster
    cards.pl     the box's cards by name (rulecheck cards)
    setup.pl       short positions as full ones; new games
    moves.pl       the rules of each kind of move, its shape,
                               and the moves a position offers
    rulebook.pl    each constraint rule with the relation that
                               decides it and its violation
    effects.pl     what a move does, with its events; the outcome
    states.pl      what every reachable position satisfies
    workflow.pl    facts, fixes, hidden information
    display.pl     the display model (display/3)
    messages.pl    reasons and moves in words
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(rulecheck_rules(rc_util)).
:- use_module(rulecheck_rules(rc_display)).
:- use_module(rulecheck_rules(rc_legal), [legal/3, reason_text/3, broken_rule/5]).
:- use_module(rulecheck_rules(rc_cards), [name_key/2, resolve_card/5]).
:- use_module(rulecheck_rules(rc_random), [random_member/2, random_permutation/2]).   % the same draws on every host

:- discontiguous rule/5, broken/4, message//1, repair/4, concerns/3, token_refused/5, token_misfit/5, invalid/4, effect//4,
                 wound_rule/2.

:- include(position).
:- include(cards).
:- include(setup).
:- include(moves).
:- include(rulebook).
:- include(effects).
:- include(states).
:- include(workflow).
:- include(display).
:- include(messages).
