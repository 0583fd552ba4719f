/*  Blood Bound: short positions and new games.

    Part of game.pl.  normalized/2 reads a position a judge types
    in a minute as the full position it stands for; new_game/2 deals a
    starting position.  The full form is the state term documented in
    blood_bound.pl; docs/games/blood-bound.md lists the short forms.
*/

                 /*******************************
                 *         NORMALISATION        *
                 *******************************/

%!  normalized(+State0:dict, -State:dict) is det.
%
%   The full position a short one stands for.  Left out, each part takes
%   its natural default: a player's tokens none (no wounds); no attack in
%   progress and nobody captured; the dagger with the attacker of the
%   attack in progress; an attack's stage the one its fields name (a
%   "user": the ability step; a "wounded" player: the wound; else the
%   intervention window); each kind of affiliation token in the supply
%   the box's count less those on the players' cards; a True Curse still
%   to be dealt in the curse supply while the Inquisitor plays and no curse
%   card is held, no False Curse unless the state says so.  A character
%   may be named ("Rose Elder", "Inquisitor") and an ability card too
%   ("Quill", "Shield 1", "True Curse"): the catalog gives the clan and
%   rank, or the card's identifier.  A name the catalog does not know is
%   bad input at its place in the state.  A full position is its own
%   normal form, and so is every normal form.

normalized(S0, S) :-
    (   is_dict(S0),
        get_dict(players, S0, Ps0),
        is_list(Ps0)
    ->  normalized_players(Ps0, 0, Ps),
        put_dict(players, S0, Ps, S1),
        normalized_supply(S1, S2),
        default_key(pending, null, S2, S3),
        default_key(captured, null, S3, S4),
        normalized_pending(S4, S5),
        normalized_dagger(S5, S6),
        normalized_curse_supply(S6, S)
    ;   S = S0
    ).

default_key(Key, Default, S0, S) :-
    (   get_dict(Key, S0, _) -> S = S0 ; put_dict(Key, S0, Default, S) ).

normalized_players([], _, []).
normalized_players([P0|Ps0], I, [P|Ps]) :-
    normalized_player(I, P0, P),
    I1 is I + 1,
    normalized_players(Ps0, I1, Ps).

normalized_player(I, P0, P) :-
    (   is_dict(P0)
    ->  default_key(tokens, [], P0, P1),
        (   get_dict(character, P1, Name), string(Name)
        ->  json_path([players, I, character], Path),
            resolve_card(blood_bound, Path, Name, is_character_card, Entry),
            entry_character(Entry, C),
            put_dict(character, P1, C, P2)
        ;   P2 = P1
        ),
        (   get_dict(cards, P2, Cards0), is_list(Cards0)
        ->  normalized_cards(Cards0, I, 0, Cards),
            put_dict(cards, P2, Cards, P)
        ;   P = P2
        )
    ;   P = P0
    ).

%!  entry_character(+Entry, -Character) is det.
%   The character card of a catalog entry, as a state holds it.
entry_character(E, C) :-
    get_dict(clan, E, Clan),
    (   get_dict(rank, E, Rank)
    ->  C = _{clan:Clan, rank:Rank}
    ;   C = _{clan:Clan}
    ).

normalized_cards([], _, _, []).
normalized_cards([C0|Cs0], I, J, [C|Cs]) :-
    (   string(C0), \+ box_cards(C0, _)
    ->  json_path([players, I, cards, J], Path),
        resolve_card(blood_bound, Path, C0, is_ability_card, Entry),
        get_dict(id, Entry, C)
    ;   C = C0
    ),
    J1 is J + 1,
    normalized_cards(Cs0, I, J1, Cs).

%   Each kind of affiliation token the state leaves out of the supply: the
%   box's count less those on the cards (BB-107 holds the given ones to it).
normalized_supply(S0, S) :-
    (   get_dict(supply, S0, Sup0), is_dict(Sup0) -> true ; Sup0 = _{} ),
    foldl(default_supply(S0), ["rose", "beast", "unknown"], Sup0, Sup),
    put_dict(supply, S0, Sup, S).

default_supply(S, Kind, Sup0, Sup) :-
    atom_string(K, Kind),
    (   get_dict(K, Sup0, _)
    ->  Sup = Sup0
    ;   box_tokens(Kind, Box),
        tokens_on_cards(S, Kind, Held),
        N is max(0, Box - Held),
        put_dict(K, Sup0, N, Sup)
    ).

%   The stage an attack's fields name, when the state does not say it.
normalized_pending(S0, S) :-
    (   get_dict(pending, S0, A0), is_dict(A0), \+ get_dict(stage, A0, _)
    ->  (   get_dict(user, A0, _) -> Stage = "ability"
        ;   get_dict(wounded, A0, _) -> Stage = "wound"
        ;   Stage = "offers"
        ),
        put_dict(stage, A0, Stage, A),
        put_dict(pending, S0, A, S)
    ;   S = S0
    ).

%   During an attack the attacker holds the dagger (BB-111).
normalized_dagger(S0, S) :-
    (   \+ get_dict(dagger, S0, _),
        get_dict(pending, S0, A), is_dict(A),
        get_dict(attacker, A, Attacker)
    ->  put_dict(dagger, S0, Attacker, S)
    ;   S = S0
    ).

%   A curse supply that gives one count: the other by default; left out
%   while the Inquisitor plays, both counts by default (docs/games/
%   blood-bound.md, short positions).  The True Curse is set out with the
%   Inquisitor and dealt with the other curses (BB-113), so it is in the
%   supply while no curse card is held.
normalized_curse_supply(S0, S) :-
    (   get_dict(curse_supply, S0, CS0), is_dict(CS0)
    ->  true
    ;   \+ get_dict(curse_supply, S0, _),
        clan_members(S0, "order", [_|_])
    ->  CS0 = _{}
    ),
    !,
    (   get_dict(true, CS0, _)
    ->  CS1 = CS0
    ;   (   clan_members(S0, "order", [_|_]), \+ curse_held(S0, _)
        ->  T = 1
        ;   T = 0
        ),
        put_dict(true, CS0, T, CS1)
    ),
    default_key(false, 0, CS1, CS),
    put_dict(curse_supply, S0, CS, S).
normalized_curse_supply(S, S).

                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

%!  new_game(+Options:dict, -State:dict) is det.
%
%   A starting position as the set-up deals it (the seed's set-up steps):
%   half the players, rounded down, are dealt Rose characters and as many
%   Beast characters, each clan's drawn at random from its nine; an odd
%   table adds one of the two Inquisitor cards, at random; the cards are
%   shuffled and dealt in seating order; the dagger goes to a random
%   player.  The supply holds the whole box of affiliation tokens.  With
%   the Inquisitor, the curse supply holds the True Curse and
%   (N - 5) / 2 False Curses (one at 7 players, two at 9, three at
%   11), unless the choice false_curses says another number (0 to 3).
%   Options: players, a count from 6 to 12 or the players' names (six to
%   twelve); choices, false_curses.  Anything else is bad input.

new_game(Options, State) :-
    new_game_names(Options, Names),
    length(Names, N),
    new_game_false_curses(Options, N, False),
    Half is N // 2,
    clan_deal("rose", Half, Rose),
    clan_deal("beast", Half, Beast),
    (   N mod 2 =:= 1
    ->  random_member(Clue, ["rose", "beast"]),
        Order = [_{clan:"order", clue:Clue}]
    ;   Order = []
    ),
    append([Rose, Beast, Order], Characters0),
    random_permutation(Characters0, Characters),
    maplist([Name, C, _{name:Name, character:C, tokens:[]}]>>true, Names, Characters, Players),
    random_member(Dagger, Names),
    findall(K-Box, ( box_tokens(Kind, Box), atom_string(K, Kind) ), Pairs),
    dict_pairs(Supply, _, Pairs),
    State0 = _{game:"blood-bound", players:Players, supply:Supply, dagger:Dagger,
               pending:null, captured:null},
    (   N mod 2 =:= 1
    ->  put_dict(curse_supply, State0, _{true:1, false:False}, State)
    ;   State = State0
    ).

%   K characters of Clan, drawn at random from its nine ranks.
clan_deal(Clan, K, Characters) :-
    numlist(1, 9, Ranks),
    random_permutation(Ranks, Shuffled),
    length(Dealt, K),
    append(Dealt, _, Shuffled),
    maplist({Clan}/[R, _{clan:Clan, rank:R, clue:Clue}]>>card_clue(Clan, R, Clue),
            Dealt, Characters).

default_names(["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lou"]).

new_game_names(Options, Names) :-
    (   \+ get_dict(players, Options, _)
    ->  default_names(All),
        length(Names, 6),
        append(Names, _, All)
    ;   get_dict(players, Options, N), integer(N)
    ->  (   between(6, 12, N)
        ->  default_names(All),
            length(Names, N),
            append(Names, _, All)
        ;   new_game_error("$.players", players_for_a_new_game(N))
        )
    ;   get_dict(players, Options, Names0), is_list(Names0)
    ->  length(Names0, N),
        (   \+ between(6, 12, N)
        ->  new_game_error("$.players", players_for_a_new_game(N))
        ;   nth0(I, Names0, X), \+ ( string(X), X \== "" )
        ->  json_path([players, I], Path),
            new_game_error(Path, not_a_player_name(X))
        ;   msort(Names0, Sorted), append(_, [X, X|_], Sorted)
        ->  new_game_error("$.players", name_used_twice(X))
        ;   Names = Names0
        )
    ;   new_game_error("$.players", players_for_a_new_game(none))
    ).

new_game_false_curses(Options, N, False) :-
    (   get_dict(choices, Options, Choices), is_dict(Choices)
    ->  dict_pairs(Choices, _, Pairs)
    ;   Pairs = []
    ),
    (   member(K-_, Pairs), K \== false_curses
    ->  new_game_error("$.choices", unknown_choice(K))
    ;   memberchk(false_curses-Values, Pairs)
    ->  (   N mod 2 =:= 0
        ->  new_game_error("$.choices.false_curses", no_inquisitor_at(N))
        ;   Values = [V], memberchk(V-False0, ["0"-0, "1"-1, "2"-2, "3"-3])
        ->  False = False0
        ;   new_game_error("$.choices.false_curses", false_curses_choice(Values))
        )
    ;   False is (N - 5) // 2
    ).

new_game_error(Path, Reason) :-
    reason_text(blood_bound, Reason, Message),
    throw(rc_error("input", "OPTIONS", Path, Message)).
