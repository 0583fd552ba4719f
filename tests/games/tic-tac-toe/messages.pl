/*  Tic-tac-toe: reasons and moves in words.  Part of game.pl. */

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

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
