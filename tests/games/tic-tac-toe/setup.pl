/*  Tic-tac-toe: new games.  Part of game.pl. */

                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

%!  new_game(+Options:dict, -State:dict) is det.
%
%   The starting position (`rulecheck new tic-tac-toe`): an empty board,
%   x to move.  Tic-tac-toe has no choices and no chance, so every seed
%   gives the same position.

new_game(_, _{game:"tic-tac-toe", players:["x", "o"], turn:"x", board:Board}) :-
    length(Board, 9),
    maplist(=(null), Board).
