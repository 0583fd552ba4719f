/*  Tic-tac-toe: the judge's workflow.  Part of game.pl. */

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  fact(?RuleId, +State, +Move, -Fact) is nondet.
%
%   A fact of this position that decides RuleId for Move, as a term its
%   message//1 puts in words as fact(Fact) (messages.pl).

fact('TTT-101', S, M, turn_and_mover(S.turn, M.player)).
fact('TTT-102', S, M, F) :-
    (   cell(S, M.cell, Mark)
    ->  (   Mark == null
        ->  F = empty_cell(M.cell)
        ;   F = cell_holds(M.cell, Mark)
        )
    ;   F = no_cell(M.cell)
    ).
fact('TTT-103', S, _, F) :-
    (   line_of(S, W, Line)
    ->  F = three_in_a_row(W, Line)
    ;   full(S)
    ->  F = board_full
    ;   F = game_goes_on
    ).

%!  fix(?RuleId, +State, +Move, -Fix) is nondet.
%
%   A change that would make Move satisfy RuleId, as a term its
%   message//1 puts in words as fix(Fix).

fix('TTT-102', S, _, mark_one_of(Cells)) :-
    findall(I, empty_cell(S, I), Cells).
