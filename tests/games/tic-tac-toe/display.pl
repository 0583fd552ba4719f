/*  Tic-tac-toe: what `show` draws.

    Part of game.pl.  display/3, the display model of a position
    (rules.pl/rc_display.pl describes it; `rulecheck show` draws any
    game's model, so a new game needs no code to be shown).
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   The board as a grid of nine cells, three to a row, each marked "x",
%   "o" or nothing; whose turn it is, or the outcome (outcome/2).
%   Nothing is hidden, so Viewer changes nothing.  A sentence of the
%   model is a term (display(...)), worded by message//1 (messages.pl).

display(S, _, Model) :-
    outcome(S, O),
    (   O.result == "ongoing"
    ->  Status = display(to_move(S.turn)),
        Winners = []
    ;   Status = display(game_over(O.reason)),
        Winners = O.winners
    ),
    findall(Player, ( member(P, S.players),
                      marks(S, P, N),
                      findall(M, ( O.result == "ongoing", P == S.turn, M = "to move"
                                 ; memberchk(P, Winners), M = "winner" ),
                              Ms),
                      display_player(P, [marks-N], Ms, Player) ),
            Players),
    findall(Cell, ( nth0(I, S.board, Mark),
                    ( Mark == null -> Label = "" ; Label = Mark ),
                    display_card(I, Label, [], [], [], Cell) ),
            Cells),
    display_zone("board", "board", null, grid, Cells, [columns(3)], Board),
    display_model("Tic-tac-toe", [Status], Players, [Board], Model).
