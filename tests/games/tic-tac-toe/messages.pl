/*  Tic-tac-toe: reasons and moves in words.  Part of game.pl. */

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

message(not_your_turn(Turn, P)) -->
    [ "it is ~w's turn, not ~w's"-[Turn, P] ].
message(cell_taken(I, Mark)) -->
    [ "cell ~d already holds ~w"-[I, Mark] ].
message(no_such_cell(I)) -->
    [ "there is no cell ~d: the cells are 0 to 8"-[I] ].
message(game_over) -->
    [ "the game is over" ].
message(mark_counts(X, O)) -->
    [ "x has ~d marks and o ~d: x has as many as o, or one more"-[X, O] ].
message(wrong_turn(Turn, Expected)) -->
    [ "it is ~w's turn by the marks on the board, not ~w's"-[Expected, Turn] ].
message(two_winners) -->
    [ "both players have three in a row" ].
message(winner_to_move(W)) -->
    [ "~w has three in a row but is to move: the winner made the last move"-[W] ].
% the events of a move (effects.pl), with the position before it
message(event(marked, F, _)) -->
    [ "~w marks cell ~d"-[F.player, F.cell] ].
message(event(three_in_a_row, F, _)) -->
    [ "~w has three in a row (cells ~w) and wins"-[F.player, F.line] ].
message(event(board_full, _, _)) -->
    [ "the board is full and nobody has three in a row: a draw" ].
% the facts and fixes explain gives (workflow.pl)
message(fact(turn_and_mover(Turn, P))) -->
    [ "it is ~w's turn; the move is ~w's"-[Turn, P] ].
message(fact(empty_cell(I))) -->
    [ "cell ~d is empty"-[I] ].
message(fact(cell_holds(I, Mark))) -->
    [ "cell ~d holds ~w"-[I, Mark] ].
message(fact(no_cell(I))) -->
    [ "there is no cell ~d"-[I] ].
message(fact(three_in_a_row(W, Line))) -->
    [ "~w has three in a row: cells ~w"-[W, Line] ].
message(fact(board_full)) -->
    [ "the board is full" ].
message(fact(game_goes_on)) -->
    [ "the game goes on" ].
message(fix(mark_one_of(Cells))) -->
    { atomic_list_concat(Cells, ', ', T) },
    [ "mark an empty cell: ~w"-[T] ].
% How the game ended: outcome/2's reason
message(outcome(three_in_a_row(W))) -->
    [ "~w has three in a row"-[W] ].
message(outcome(full_board)) -->
    [ "the board is full and nobody has three in a row" ].
% The display's status line (display.pl)
message(display(to_move(P))) -->
    [ "~w to move"-[P] ].
message(display(game_over(Reason))) -->
    [ "the game is over: ~w"-[Reason] ].
% A move in words (move_text/3)
message(move(_, M)) -->
    [ "~w marks cell ~w"-[M.player, M.cell] ].

                 /*******************************
                 *         MOVES IN WORDS       *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.
%
%   A move in words: message(move(State, Move))//.

move_text(S, M, Text) :-
    reason_text(tic_tac_toe, move(S, M), Text).
