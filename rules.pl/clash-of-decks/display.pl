/*  clash-of-decks: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   What `show` draws beyond the state itself: each card's attack and
%   health now (card_attack/3, card_health/3), the places in each hand
%   row of the cards that may be played now (a card is marked iff some
%   legal move plays it: in the assault, only the spells a legal move
%   plays), and the towers.  Viewer (a player, or null) sees no value of a card hidden
%   from them.

display(S, V, _{cards:Cards, playable:Playable, towers:["bastion", "fort"]}) :-
    dict_pairs(S.cards, _, CardPairs),
    findall(K-_{attack:A, health:H},
            ( member(K-_, CardPairs),
              atom_string(K, Id),
              \+ ( V \== null, hidden(S, V, [cards, Id]) ),
              card_attack(S, Id, A),
              card_health(S, Id, H) ),
            Pairs),
    dict_pairs(Cards, _, Pairs),
    findall(P-Places,
            ( memberchk(S.phase, ["summon", "assault"]),
              P = S.active,
              hand(S, P, Row),
              findall(I, ( nth0(I, Row, Id), legally_played(S, P, Id) ), Places) ),
            Playable0),
    findall(K-Places, ( member(P-Places, Playable0), atom_string(K, P) ), Playable1),
    dict_pairs(Playable, _, Playable1).

%   Some legal move plays the card now.
legally_played(S, P, Id) :-
    hand_playable_card(S, P, Id),
    legal(clash_of_decks, S, M),
    get_dict(action, M, "play"),
    get_dict(card, M, Id), !.
