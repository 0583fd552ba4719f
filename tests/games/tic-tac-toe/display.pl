/*  Tic-tac-toe: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

display(S, _, _{rows:[R1, R2, R3]}) :-
    S.board = [A, B, C, D, E, F, G, H, I],
    R1 = [A, B, C], R2 = [D, E, F], R3 = [G, H, I].
