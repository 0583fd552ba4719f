/*  Tic-tac-toe: the rules a move can break.  Part of game.pl. */

                 /*******************************
                 *          THE RULES           *
                 *******************************/

rule('TTT-101', constraint, "Players alternate",
     "The players take turns, x first: only the player whose turn it is marks a cell.",
     seed("Players take turns putting their marks in empty squares; X goes first.")).

broken('TTT-101', S, M, not_your_turn(Turn, P)) :-
    Turn = S.turn,
    P = M.player,
    P \== Turn.

message(not_your_turn(Turn, P)) -->
    [ "it is ~w's turn, not ~w's"-[Turn, P] ].

rule('TTT-102', constraint, "Mark an empty cell",
     "A mark goes into an empty cell of the board (cells 0 to 8, row by row).",
     seed("Players take turns putting their marks in empty squares.")).

%!  empty_cell(+State, ?Cell) is nondet.

empty_cell(S, I) :-
    nth0(I, S.board, null).

broken('TTT-102', S, M, Reason) :-
    I = M.cell,
    \+ empty_cell(S, I),
    (   cell(S, I, Mark)
    ->  Reason = cell_taken(I, Mark)
    ;   Reason = no_such_cell(I)
    ).

message(cell_taken(I, Mark)) -->
    [ "cell ~d already holds ~w"-[I, Mark] ].
message(no_such_cell(I)) -->
    [ "there is no cell ~d: the cells are 0 to 8"-[I] ].

rule('TTT-103', constraint, "Nothing is played once the game is over",
     "Once a player has three in a row, or the board is full, no move is legal.",
     seed("The game ends when one player has three marks in a row or all nine squares are full.")).

broken('TTT-103', S, _, game_over) :-
    ( line_of(S, _, _) ; full(S) ), !.

message(game_over) -->
    [ "the game is over" ].
