/*  Tic-tac-toe: the judge's workflow.  Part of game.pl. */

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

fact('TTT-101', S, M, F) :-
    format(string(F), "it is ~w's turn; the move is ~w's", [S.turn, M.player]).
fact('TTT-102', S, M, F) :-
    (   cell(S, M.cell, Mark)
    ->  (   Mark == null
        ->  format(string(F), "cell ~d is empty", [M.cell])
        ;   format(string(F), "cell ~d holds ~w", [M.cell, Mark])
        )
    ;   format(string(F), "there is no cell ~d", [M.cell])
    ).
fact('TTT-103', S, _, F) :-
    (   line_of(S, W, Line)
    ->  format(string(F), "~w has three in a row: cells ~w", [W, Line])
    ;   full(S)
    ->  F = "the board is full"
    ;   F = "the game goes on"
    ).

fix('TTT-102', S, _, Fix) :-
    findall(I, empty_cell(S, I), Is),
    atomic_list_concat(Is, ', ', T),
    format(string(Fix), "mark an empty cell: ~w", [T]).
