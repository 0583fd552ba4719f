/*  Tic-tac-toe: the moves.  Part of game.pl. */

                 /*******************************
                 *           THE MOVES          *
                 *******************************/

action_rules(mark, ['TTT-101', 'TTT-102']).

terminal_rule('TTT-103').

move_fields("mark", [cell-index], []).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

candidate(S, _{player:P, action:"mark", cell:I}) :-
    P = S.turn,
    empty_cell(S, I).                           % TTT-102
