/*  Tic-tac-toe: reading the position.  Part of game.pl. */

                 /*******************************
                 *          THE POSITION        *
                 *******************************/

cell(S, I, Mark) :-
    nth0(I, S.board, Mark).

other_player("x", "o").
other_player("o", "x").

marks(S, P, N) :-
    include(==(P), S.board, Ms),
    length(Ms, N).

line([0, 1, 2]).  line([3, 4, 5]).  line([6, 7, 8]).
line([0, 3, 6]).  line([1, 4, 7]).  line([2, 5, 8]).
line([0, 4, 8]).  line([2, 4, 6]).

%!  line_of(+State, ?Player, ?Line) is nondet.
%
%   Player's marks fill Line, three cells in a row.

line_of(S, P, Line) :-
    line(Line),
    maplist(cell(S), Line, [P, P, P]),
    P \== null.

full(S) :-
    \+ memberchk(null, S.board).
