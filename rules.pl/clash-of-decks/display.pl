/*  clash-of-decks: what `show` draws.

    Part of game.pl.  display/3, the display model of a position
    (rules.pl/rc_display.pl describes the model).
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   The position as rc_display.pl's model, and nothing Viewer (a
%   player, or null for a judge) cannot see (hidden/3): each player's
%   hand row, with the bastion or fort where it stands; each lane as
%   two sides facing each other over the bridge; the assault's queue;
%   the draft's pool and each player's picks.  A card shows its attack
%   and health now (card_attack/3, card_health/3), its damage this
%   turn, its abilities, "new" if it entered play this turn, and
%   "playable now" iff some legal move plays it (legally_played/3: in
%   the assault, only the spells a legal move plays).

display(S, V, Model) :-
    players(S, Ps),
    status_lines(S, Status),
    maplist(player_display(S), Ps, Players),
    maplist(hand_zone(S, V), Ps, Hands),
    findall(Z, ( lane(L), member(P, Ps), lane_zone(S, V, L, P, Z) ), Lanes),
    findall(Z, extra_zone(S, V, Z), Extra),
    append([Hands, Lanes, Extra], Zones),
    display_model("Clash of Decks", Status, Players, Zones, Model).

status_lines(S, [Line]) :-
    (   S.phase == "over"
    ->  Line = display(fort_fallen(S.turn, S.loser))
    ;   get_dict(draft, S, D)
    ->  Line = display(draft_turn(S.turn, S.phase, D.round, S.active))
    ;   Line = display(turn(S.turn, S.phase, S.active, S.mana))
    ).

player_display(S, P, Player) :-
    (   S.phase == "over"
    ->  ( P == S.loser -> Markers = ["defeated: fort fallen"] ; Markers = [winner] ),
        Figures = []
    ;   P == S.active
    ->  Markers = ["to act"], Figures = [mana-S.mana]
    ;   Markers = [], Figures = []
    ),
    display_player(P, Figures, Markers, Player).

hand_zone(S, V, P, Zone) :-
    hand(S, P, Row),
    findall(Card, ( nth0(I, Row, Id), hand_card(S, V, P, I, Id, Card) ), Cards),
    atomic_list_concat([P, '-hand'], ZId),
    display_zone(ZId, "hand", P, row, Cards, Zone).

hand_card(S, V, P, I, Id, Card) :-
    (   tower(Id)
    ->  string_upper(Id, Label),
        display_card(Id, Label, [], [tower], [], Card)
    ;   \+ viewer_sees(clash_of_decks, S, V, [hands, P, I])
    ->  hidden_card(Card)
    ;   (   memberchk(S.phase, ["summon", "assault"]),
            P == S.active,
            legally_played(S, P, Id)
        ->  Marks = ["playable now"]
        ;   Marks = []
        ),
        shown_card(S, V, Id, Marks, Card)
    ).

%   A card the viewer may see, as the lanes, the hands and the draft
%   show it: its name and values now.
shown_card(S, V, Id, Marks0, Card) :-
    (   unknown_card(Id)
    ->  unknown_card(null, Card)
    ;   \+ viewer_sees(clash_of_decks, S, V, [cards, Id])
    ->  hidden_card(Card)
    ;   \+ card(S, Id, _)
    ->  display_card(Id, Id, [], Marks0, [], Card)
    ;   card_name(S, Id, Name),
        (   spell(S, Id)
        ->  played_cost(S, Id, Cost),
            Counters = [cost-Cost], Facts = [spell]
        ;   card_attack(S, Id, A),
            card_health(S, Id, H),
            atomic_list_concat([A, /, H], AH),
            status(S, Id, damage, D),
            ( D > 0 -> Counters = [""-AH, damage-D] ; Counters = [""-AH] ),
            ( card(S, Id, C), get_dict(abilities, C, Facts) -> true ; Facts = [] )
        ),
        ( played_this_turn(S, Id) -> append(Marks0, [new], Marks) ; Marks = Marks0 ),
        display_card(Id, Name, Counters, Marks, Facts, Card)
    ).

%   A lane's side: the first player's side from far to near, the
%   other's from near to far, so that the two face each other.
lane_zone(S, V, L, P, Zone) :-
    players(S, [P1, _]),
    side(S, L, P, Side0),
    (   P == P1
    ->  reverse(Side0, Side), Label = display(side_far_to_near(P))
    ;   Side = Side0, Label = display(side_near_to_far(P))
    ),
    maplist({S, V}/[Id, C]>>shown_card(S, V, Id, [], C), Side, Cards),
    atomic_list_concat([L, '-lane-', P], ZId),
    atomic_list_concat([L, ' lane'], Group),
    display_zone(ZId, Label, P, lane, Cards, [group(Group)], Zone).

extra_zone(S, V, Zone) :-
    S.phase == "assault",
    key_value(assault_queue, S, [], Queue),
    maplist({S, V}/[Id, C]>>shown_card(S, V, Id, [], C), Queue, Cards),
    display_zone("assault-queue", "still to attack", null, row, Cards, Zone).
extra_zone(S, V, Zone) :-
    get_dict(draft, S, D),
    maplist({S, V}/[Id, C]>>shown_card(S, V, Id, [], C), D.pool, Cards),
    display_zone("draft-pool", "draft pool", null, row, Cards, Zone).
extra_zone(S, V, Zone) :-
    get_dict(draft, S, _),
    players(S, Ps),
    member(P, Ps),
    ( picked(S, P, Got) -> true ; Got = [] ),
    (   viewer_sees(clash_of_decks, S, V, [draft, picked, P])
    ->  maplist({S, V}/[Id, C]>>shown_card(S, V, Id, [], C), Got, Cards),
        Options = []
    ;   Cards = [], Options = [count(null), facts(["hidden"])]
    ),
    atomic_list_concat([P, '-picked'], ZId),
    display_zone(ZId, "picked", P, row, Cards, Options, Zone).

%   Some legal move plays the card now.
legally_played(S, P, Id) :-
    hand_playable_card(S, P, Id),
    legal(clash_of_decks, S, M),
    get_dict(action, M, "play"),
    get_dict(card, M, Id), !.
