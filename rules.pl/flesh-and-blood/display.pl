/*  flesh-and-blood: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   What `show` draws beyond the state itself: each card's type, cost,
%   pitch, power, defense and go again as the rules read them
%   (card_prop/3: the state's values over the printed ones), by card id,
%   for every card Viewer (a player, or null) can see; the total defense
%   of each chain link's defending cards (as FAB-503 counts it); the
%   player whose hero at 0 life lost (defeated) or the players whose
%   heroes reached 0 life at once, a draw (drawn; FAB-701, as game_over/2
%   says); and who may act now
%   (actor/2, FAB-203).  The stack is the position's (its card-layers'
%   cards among the cards shown).

display(S, V, _{position:Position, cards:Cards, links:Links, defeated:Defeated, drawn:Drawn,
                 actor:Actor}) :-
    seen_position(S, V, Position),
    findall(K-Props,
            ( shown_card(S, V, C),
              card_id(C, Id),
              atom_string(K, Id),
              shown_props(C, Props) ),
            Pairs),
    dict_pairs(Cards, _, Pairs),
    (   chain_open(S)
    ->  findall(_{defense:D},
                ( member(L, S.chain.links),
                  link_defenses(L, Ds),
                  sum_list(Ds, D) ),
                Links)
    ;   Links = []
    ),
    (   game_over(S, defeated(Name))
    ->  Defeated = [Name], Drawn = []
    ;   game_over(S, draw(Names))
    ->  Defeated = [], Drawn = Names
    ;   Defeated = [], Drawn = []
    ),
    (   actor(S, A) -> Actor = A ; Actor = null ).


%   The full position (a short one normalised), as Viewer sees it: each
%   card Viewer cannot see (hidden/3) replaced by "(hidden)".
seen_position(S, V, Position) :-
    (   V == null
    ->  Position = S
    ;   players(S, Ps0),
        foldl(seen_player(S, V), Ps0, Ps, 0, _),
        Position = S.put(players, Ps)
    ).

seen_player(S, V, P0, P, I0, I) :-
    I is I0 + 1,
    foldl(seen_zone(S, V, I0), [hand, arsenal, deck], P0, P).

seen_zone(S, V, I, Zone, P0, P) :-
    get_dict(Zone, P0, Cards0),
    findall(C, ( nth0(J, Cards0, C0),
                 (   hidden(S, V, [players, I, Zone, J]) -> C = "(hidden)" ; C = C0 ) ),
            Cards),
    P = P0.put(Zone, Cards).

%   The cards of the state Viewer can see (all of them for null).
shown_card(S, V, C) :-
    nth0(I, S.players, P),
    (   C = P.hero
    ;   zone(Z),
        get_dict(Z, P, Cs),
        nth0(J, Cs, C),
        \+ ( V \== null, hidden(S, V, [players, I, Z, J]) )
    ).
shown_card(S, _, C) :-
    stack(S, Ls),
    member(L, Ls),
    layer_card(L, C).
shown_card(S, _, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   C = L.attack
    ;   member(C, L.defending)
    ).
