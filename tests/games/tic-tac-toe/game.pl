:- module(tic_tac_toe,
          [ % The game (rules.pl/rulecheck.pl names what each is)
            rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            action_rules/2,             % ?Action, ?RuleIds
            terminal_rule/1,            % ?RuleId
            broken/4,                   % ?RuleId, +State, +Move, -Reason
            message//1,                 % +Reason
            candidate/2,                % +State, -Move
            next//3,                    % +State0, +Move, -State
            outcome/2,                  % +State, -Outcome
            invalid/4,                  % ?RuleId, +State, -Path, -Reason
            move_fields/3,              % ?Action, ?Required, ?Optional
            move_text/3,                % +State, +Move, -Text
            % The judge's workflow
            fact/4,                     % ?RuleId, +State, +Move, -Fact
            fix/4,                      % ?RuleId, +State, +Move, -Fix
            display/3,                  % +State, +Viewer, -Model
            inventory/2,                % +State, -Bag
            selfplay_bound/2,           % -MaxMoves, -MustEnd
            new_game/2,                 % +Options, -State
            % Relations a judge asks about
            empty_cell/2,               % +State, ?Cell
            line_of/3                   % +State, ?Player, ?Line
          ]).

/** <module> Tic-tac-toe: the smallest complete rulecheck game

The template for a new game (docs/engine.md, "Adding a game"): every part
of the engine's contract, in the files and banners every game has, small
enough to read in one sitting.  tests/prolog/tic_tac_toe.plt registers it
with the engine and asks it every question of the API.

A state:

    game     "tic-tac-toe"
    players  ["x", "o"]: x moves first
    turn     the player to move
    board    nine cells, row by row: "x", "o" or null

A move is {"player": P, "action": "mark", "cell": 0..8}.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rulecheck_rules(rc_util)).
:- use_module(rulecheck_rules(rc_display)).
:- use_module(rulecheck_rules(rc_legal), [reason_text/3]).

:- discontiguous rule/5, broken/4, message//1, invalid/4.

:- include(position).
:- include(moves).
:- include(rulebook).
:- include(effects).
:- include(states).
:- include(workflow).
:- include(display).
:- include(messages).
:- include(setup).
