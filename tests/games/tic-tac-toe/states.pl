/*  Tic-tac-toe: what every reachable position satisfies.  Part of game.pl. */

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

rule('TTT-401', state, "The marks and the turn agree",
     "x moves first and the players alternate, so x has as many marks as o (and it is x's turn) or one more (and it is o's turn).",
     seed("Players take turns putting their marks in empty squares; X goes first.")).

invalid('TTT-401', S, "$.turn", Reason) :-
    marks(S, "x", X),
    marks(S, "o", O),
    (   X - O =:= 0 -> Expected = "x"
    ;   X - O =:= 1 -> Expected = "o"
    ;   Expected = none
    ),
    (   Expected == none
    ->  Reason = mark_counts(X, O)
    ;   S.turn \== Expected,
        Reason = wrong_turn(S.turn, Expected)
    ).

message(mark_counts(X, O)) -->
    [ "x has ~d marks and o ~d: x has as many as o, or one more"-[X, O] ].
message(wrong_turn(Turn, Expected)) -->
    [ "it is ~w's turn by the marks on the board, not ~w's"-[Expected, Turn] ].

rule('TTT-402', state, "At most one line",
     "The game ends at the first three in a row, so at most one player has a line, and that player made the last move.",
     seed("The first player to get three of their marks in a row (up, down, across, or diagonally) is the winner.")).

invalid('TTT-402', S, "$.board", Reason) :-
    (   line_of(S, "x", _), line_of(S, "o", _)
    ->  Reason = two_winners
    ;   line_of(S, W, _),
        W == S.turn
    ->  Reason = winner_to_move(W)
    ).

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%   Every move adds one mark; nothing else changes hands.  The bag is the
%   empty cells and the marks together: nine in every position.
inventory(S, Bag) :-
    length(S.board, N),
    length(Bag, N),
    maplist(=(cell), Bag).

message(two_winners) -->
    [ "both players have three in a row" ].
message(winner_to_move(W)) -->
    [ "~w has three in a row but is to move: the winner made the last move"-[W] ].
