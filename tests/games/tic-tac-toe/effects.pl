/*  Tic-tac-toe: what a move does, and how the game ends.  Part of game.pl. */

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

rule('TTT-201', effect, "The mark is placed and the turn passes",
     "The player's mark fills the cell; then it is the other player's turn.",
     seed("Players take turns putting their marks in empty squares.")).

next(S0, M, S) -->
    { P = M.player,
      I = M.cell,
      length(Before, I),
      append(Before, [null|After], S0.board),
      append(Before, [P|After], Board),
      other_player(P, O),
      S = S0.put(_{board:Board, turn:O})
    },
    [ event('TTT-201', marked, _{player:P, cell:I}) ],
    (   { line_of(S, P, Line) }
    ->  [ event('TTT-301', three_in_a_row, _{player:P, line:Line}) ]
    ;   { full(S) }
    ->  [ event('TTT-302', board_full, _{}) ]
    ;   []
    ).

% the events of a move (effects.pl), with the position before it
message(event(marked, F, _)) -->
    [ "~w marks cell ~d"-[F.player, F.cell] ].
message(event(three_in_a_row, F, _)) -->
    [ "~w has three in a row (cells ~w) and wins"-[F.player, F.line] ].
message(event(board_full, _, _)) -->
    [ "the board is full and nobody has three in a row: a draw" ].

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

rule('TTT-301', outcome, "Three in a row wins",
     "The player who fills a row, a column or a diagonal with their marks wins; the other loses.",
     seed("The first player to get three of their marks in a row (up, down, across, or diagonally) is the winner.")).
rule('TTT-302', outcome, "A full board is a draw",
     "When all nine cells are filled and nobody has three in a row, the game is a draw.",
     seed("When all nine squares are full and no one has three in a row, the game is a draw.")).

outcome(S, O) :-
    (   line_of(S, W, _)
    ->  other_player(W, L),
        reason_text(tic_tac_toe, outcome(three_in_a_row(W)), Why),
        O = _{result:"won", winners:[W], losers:[L], rule:'TTT-301', reason:Why}
    ;   full(S)
    ->  reason_text(tic_tac_toe, outcome(full_board), Why),
        O = _{result:"draw", winners:[], losers:[], rule:'TTT-302', reason:Why}
    ;   O = _{result:"ongoing"}
    ).

selfplay_bound(9, true).

% How the game ended: outcome/2's reason
message(outcome(three_in_a_row(W))) -->
    [ "~w has three in a row"-[W] ].
message(outcome(full_board)) -->
    [ "the board is full and nobody has three in a row" ].
