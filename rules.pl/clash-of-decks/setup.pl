/*  Clash of Decks: short positions, and new games.

    Part of game.pl.  normalized/2 is the one step every request
    takes first (rulecheck.pl, normalized_state/3): a position a judge
    types in a minute, as the full position it stands for.  new_game/2 is
    the position at the start of a draft (rulecheck new).
*/

                 /*******************************
                 *        SHORT POSITIONS       *
                 *******************************/

%!  normalized(+State0, -State) is det.
%
%   The full position State0 stands for (docs/games/clash-of-decks.md,
%   "Short positions"):
%
%     - a card may be named and nothing else (`{"name": "Troll"}`): its
%       values come from the catalog (cards.pl), and values the state
%       gives win; a card of the state's own gives its `type` (and the
%       values it has);
%     - a hand, a lane or the draft may name cards instead of giving ids:
%       a name the state's `cards` does not hold is looked up in the
%       catalog and becomes a card whose id is the name as written (a
%       second card of that name is "NAME 2", and so on);
%     - "unknown" stands for a card nobody at the table can name; a hand
%       (or the draft's deck, or the cards set aside) may be a count of
%       unknown cards, a hand's bastion leftmost, and a count in a hand
%       row is as many unknown cards at its place; a hand left out (or
%       `hands` left out), once the draft is over, holds the bastion and
%       as many unknown cards as make the player's 8 (CD-505);
%     - the phase, whose turn it is, the first player, the turn's number
%       and the mana left have the defaults the rest implies
%       (position_phase/2, turn_roles/5, default_mana/2); empty lanes,
%       no damage and nothing played this turn may be left out.
%
%   A full position is its own normal form, and so is every normal form:
%   normalising twice is normalising once.  A card named but neither in
%   the catalog nor given a type is bad input, with "did you mean".

normalized(S0, S) :-
    players(S0, Ps),
    position_phase(S0, Phase),
    key_value(cards, S0, _{}, Cards0),
    dict_pairs(Cards0, _, CardPairs0),
    maplist(completed_card, CardPairs0, CardPairs),
    dict_pairs(Cards1, _, CardPairs),
    given_lanes(S0, Ps, Lanes, Cards1-[], C2),
    key_value(hands, S0, _{}, Hands0),
    given_hands(Ps, Hands0, Hands1, C2, C3),
    given_draft(S0, Phase, Ps, Hands1, Draft, C3, C4),
    given_set_aside(S0, SetAside, C4, Cards-_),
    S1 = S0.put(_{phase:Phase, cards:Cards, lanes:Lanes}),
    implied_hands(S1, Ps, Hands1, Hands),
    S2 = S1.put(hands, Hands),
    put_optional(draft, Draft, S2, S3),
    put_optional(set_aside, SetAside, S3, S4),
    over_loser(S4, S5),
    turn_roles(S5, Phase, Active, First, Turn),
    S6 = S5.put(_{active:Active, first_player:First, turn:Turn}),
    (   get_dict(mana, S6, _)
    ->  S7 = S6
    ;   default_mana(S6, Mana),
        S7 = S6.put(mana, Mana)
    ),
    default_queue(S7, S).

put_optional(_, none, S, S) :- !.
put_optional(Key, Value, S0, S) :-
    put_dict(Key, S0, Value, S).

%!  position_phase(+State0, -Phase) is det.
%
%   The phase the position says, or the one its parts imply: a draft with
%   cards in its pool is under way, a draft without is over and the hands
%   are being formed; a loser means the game is over; attackers still to
%   attack mean an assault; otherwise the active player is summoning.

position_phase(S0, Phase) :-
    (   get_dict(phase, S0, P0)
    ->  Phase = P0
    ;   get_dict(draft, S0, D)
    ->  (   get_dict(pool, D, [_|_]) -> Phase = "draft" ; Phase = "form_hand" )
    ;   get_dict(loser, S0, _)
    ->  Phase = "over"
    ;   get_dict(assault_queue, S0, [_|_])
    ->  Phase = "assault"
    ;   Phase = "summon"
    ).

%   --- cards -------------------------------------------------------------

%   A card the state's `cards` gives: a card of the catalog takes the
%   catalog's values under those the state gives, with the catalog's
%   spelling of its name; a card the catalog does not know is the
%   state's own, and gives its type.

completed_card(K-Given, K-Card) :-
    name_key(Given.name, Key),
    (   catalog_card(Key, Entry)
    ->  Card = Entry.put(Given).put(name, Entry.name)
    ;   get_dict(type, Given, _)
    ->  Card = Given
    ;   json_path([cards, K, name], Path),
        resolve_card(clash_of_decks, Path, Given.name, any_card, _)  % no such card: did you mean
    ).

any_card(_).

%!  zone_entry(+Entry0, -Entry, +Cards0, -Cards) is det.
%
%   An entry of a hand, a lane or the draft: a card id of the state, the
%   bastion/fort, "unknown", or the name of a catalog card, which becomes
%   a card of the state (its id the name as written).  Anything else is
%   left for the state rules to report (CD-502, with "did you mean").

%   Cards-New threads the state's cards and the ids made so far: a
%   name met again is another card of that name.

zone_entry(E, E, C, C) :-
    C = Cards-New,
    (   tower(E) ; unknown_card(E) ; key_value(E, Cards, _), \+ memberchk(E, New) ), !.
zone_entry(Name, Id, Cards0-New, Cards-[Id|New]) :-
    name_key(Name, Key),
    catalog_card(Key, Entry), !,
    fresh_id(Name, Cards0, 1, Id),
    key_put(Id, Cards0, Entry, Cards).
zone_entry(E, E, C, C).

fresh_id(Name, Cards, N, Id) :-
    (   N =:= 1 -> Id0 = Name ; format(string(Id0), "~w ~d", [Name, N]) ),
    (   key_value(Id0, Cards, _)
    ->  N1 is N + 1,
        fresh_id(Name, Cards, N1, Id)
    ;   Id = Id0
    ).

zone_entries([], [], C, C).
zone_entries([E0|Es0], [E|Es], C0, C) :-
    zone_entry(E0, E, C0, C1),
    zone_entries(Es0, Es, C1, C).

%   A zone given as a list, or as a count of unknown cards.
zone_list(N, List, C, C) :-
    integer(N), !,
    length(List, N),
    maplist(unknown_card, List).
zone_list(Es0, Es, C0, C) :-
    zone_entries(Es0, Es, C0, C).

%   --- lanes and hands ---------------------------------------------------

given_lanes(S0, Ps, Lanes, C0, C) :-
    key_value(lanes, S0, _{}, Lanes0),
    foldl(given_lane(Ps), ["top", "bottom"], Lanes0-C0, Lanes-C).

given_lane(Ps, Lane, Lanes0-C0, Lanes-C) :-
    key_value(Lane, Lanes0, _{}, Sides0),
    foldl(given_side, Ps, Sides0-C0, Sides-C),
    key_put(Lane, Lanes0, Sides, Lanes).

given_side(P, Sides0-C0, Sides-C) :-
    key_value(P, Sides0, [], Side0),
    zone_entries(Side0, Side, C0, C),
    key_put(P, Sides0, Side, Sides).

%   Each player's hand row as given; a hand left out is `implied` until
%   the lanes say how many cards it holds.
given_hands(Ps, Hands0, Hands, C0, C) :-
    foldl(given_hand(Hands0), Ps, Hands0-C0, Hands-C).

given_hand(Hands0, P, Hands1-C0, Hands-C) :-
    (   key_value(P, Hands0, Given)
    ->  (   integer(Given)
        ->  zone_list(Given, Unknown, C0, C),
            Row = ["bastion"|Unknown]
        ;   counts_expanded(Given, Given1),
            zone_entries(Given1, Row, C0, C)
        )
    ;   Row = implied, C = C0
    ),
    key_put(P, Hands1, Row, Hands).

%   counts_expanded(+Row0, -Row): a count in a hand row ([Ravager,
%   bastion, 6]) is as many unknown cards at its place, as in Flesh and
%   Blood's and WoW's zones.
counts_expanded([], []).
counts_expanded([E|Es], Row) :-
    (   integer(E), E >= 0
    ->  length(Unknown, E),
        maplist(unknown_card, Unknown),
        append(Unknown, Row1, Row)
    ;   Row = [E|Row1]
    ),
    counts_expanded(Es, Row1).

implied_hands(S, Ps, Hands0, Hands) :-
    foldl(implied_hand(S), Ps, Hands0, Hands).

implied_hand(S, P, Hands0, Hands) :-
    (   key_value(P, Hands0, implied)
    ->  (   memberchk(S.phase, ["draft", "form_hand"])
        ->  Row = []
        ;   findall(x, in_play(S, _, _, P, _), InPlay),
            length(InPlay, NP),
            N is max(0, 8 - NP),
            length(Unknown, N),
            maplist(unknown_card, Unknown),
            Row = ["bastion"|Unknown]
        ),
        key_put(P, Hands0, Row, Hands)
    ;   Hands = Hands0
    ).

%   --- the draft and the cards set aside ---------------------------------

%   The draft, when the state gives one: its deck may be a count of
%   unknown cards, and what it leaves out is implied: the pool is empty
%   once the draft is over; the round is the one the picks so far have
%   reached (4 cards a round); the deck holds what the rounds still to
%   come need; a player's picks are none yet, unless their hand is formed.
given_draft(S0, Phase, Ps, Hands, Draft, C0, C) :-
    (   get_dict(draft, S0, D0)
    ->  key_value(picked, D0, _{}, Picked0),
        foldl(given_picks(Phase, Hands), Ps, Picked0-C0, Picked-C1),
        key_value(pool, D0, [], Pool0),
        zone_entries(Pool0, Pool, C1, C2),
        (   get_dict(round, D0, Round0)
        ->  Round = Round0
        ;   Phase == "draft"
        ->  findall(X, ( member(P, Ps), key_value(P, Picked, Xs), member(X, Xs) ), All),
            length(All, NAll),
            Round is min(4, NAll // 4 + 1)
        ;   Round = 4
        ),
        (   get_dict(deck, D0, Deck0)
        ->  true
        ;   Phase == "draft"
        ->  Deck0 is 4 * (4 - Round)
        ;   Deck0 = []
        ),
        zone_list(Deck0, Deck, C2, C),
        Draft = D0.put(_{picked:Picked, pool:Pool, round:Round, deck:Deck})
    ;   Draft = none, C = C0
    ).

given_picks(Phase, Hands, P, Picked0-C0, Picked-C) :-
    (   key_value(P, Picked0, Got0)
    ->  zone_entries(Got0, Got, C0, C),
        key_put(P, Picked0, Got, Picked)
    ;   Phase == "form_hand", key_value(P, Hands, [_|_])
    ->  Picked = Picked0, C = C0                % the hand is formed: no picks left
    ;   key_put(P, Picked0, [], Picked), C = C0
    ).

given_set_aside(S0, SetAside, C0, C) :-
    (   get_dict(set_aside, S0, Given)
    ->  zone_list(Given, SetAside, C0, C)
    ;   SetAside = none, C = C0
    ).

%   --- whose turn, and which ---------------------------------------------

%   A finished game left without its loser: the player whose fort stands
%   at the rightmost space of their hand.
over_loser(S0, S) :-
    (   S0.phase == "over",
        \+ get_dict(loser, S0, _),
        players(S0, Ps),
        include(fort_rightmost(S0), Ps, [Loser])
    ->  S = S0.put(loser, Loser)
    ;   S = S0
    ).

fort_rightmost(S, P) :-
    hand(S, P, Row),
    last(Row, "fort").

%!  turn_roles(+State, +Phase, -Active, -First, -Turn) is det.
%
%   Whose turn it is, who played first, and the turn's number, where the
%   state leaves some of them out (CD-506 says how they agree):
%
%     - in the draft, the player whose pick it is (the one with fewer
%       picks after the round's first pick; else the round's first
%       picker, the first-named player in odd rounds), and the first
%       player is the one who will receive the draft's last card;
%     - while the hands are formed, the first player and the active
%       player are one (the second-named player, who receives the last
%       card when the first-named drafts first); the turn is 0;
%     - during the game, the first player's turns are the odd ones; the
%       active player defaults to the first player (the winner, once a
%       fort has fallen), the first player to the first-named; a turn
%       left out is the first one past both players' first turns (3 or
%       4), where the first-turn rules do not bite: give `turn: 1` for
%       the first player's first turn.

turn_roles(S, "draft", Active, First, Turn) :- !,
    players(S, [P1, P2]),
    (   get_dict(active, S, Active) -> true
    ;   get_dict(draft, S, _) -> draft_picker(S, [P1, P2], Active)
    ;   Active = P1                             % no draft: CD-502 says so
    ),
    (   get_dict(first_player, S, First) -> true
    ;   get_dict(draft, S, _) -> last_card_receiver(S, Active, First)
    ;   First = P2
    ),
    key_value(turn, S, 0, Turn).
turn_roles(S, "form_hand", Active, First, Turn) :- !,
    S.players = [_, Second],
    (   get_dict(first_player, S, First) -> true
    ;   get_dict(active, S, First) -> true
    ;   First = Second
    ),
    key_value(active, S, First, Active),
    key_value(turn, S, 0, Turn).
turn_roles(S, _, Active, First, Turn) :-
    S.players = [P1, _],
    (   get_dict(loser, S, L), \+ get_dict(active, S, _)
    ->  opponent(S, L, Active0)
    ;   key_value(active, S, none, Active0)
    ),
    key_value(first_player, S, none, First0),
    (   get_dict(turn, S, Turn)
    ->  (   First0 \== none -> First = First0
        ;   Active0 \== none -> parity_partner(S, Turn, Active0, First)
        ;   First = P1
        ),
        (   Active0 \== none -> Active = Active0
        ;   parity_partner(S, Turn, First, Active)
        )
    ;   (   First0 \== none -> First = First0
        ;   Active0 \== none -> First = Active0
        ;   First = P1
        ),
        (   Active0 \== none -> Active = Active0 ; Active = First ),
        (   Active == First -> Turn = 3 ; Turn = 4 )
    ).

%   The first player's turns are the odd ones: on an odd turn the active
%   player is the first player, on an even one the other.
parity_partner(S, Turn, P, Q) :-
    (   Turn mod 2 =:= 1 -> Q = P ; opponent(S, P, Q) ).

draft_picker(S, [P1, P2], Picker) :-
    D = S.draft,
    length(D.pool, NPool),
    key_value(P1, D.picked, [], G1), length(G1, N1),
    key_value(P2, D.picked, [], G2), length(G2, N2),
    (   NPool =:= 3, N1 =\= N2
    ->  ( N1 < N2 -> Picker = P1 ; Picker = P2 )
    ;   D.round mod 2 =:= 1
    ->  Picker = P1
    ;   Picker = P2
    ).

%   The first picker of round 4 receives the draft's last card and plays
%   first (CD-002); the first pickers alternate round by round.
last_card_receiver(S, Active, First) :-
    D = S.draft,
    length(D.pool, NPool),
    (   NPool =:= 4 -> Round1st = Active ; opponent(S, Active, Round1st) ),
    (   (4 - D.round) mod 2 =:= 0 -> First = Round1st ; opponent(S, Round1st, First) ).

%!  default_mana(+State, -Mana) is det.
%
%   The mana left when the state does not say: during a turn, what the
%   turn began with if nothing of the player's was destroyed since
%   (turn_began_mana/2: CD-102, CD-406; 6 on the first player's first
%   turn; a Catalyst in the hand counts as one card, like any other) less
%   the cost of the cards played this turn still in play; none outside
%   the turns.

default_mana(S, Mana) :-
    (   memberchk(S.phase, ["summon", "assault"])
    ->  turn_began_mana(S, Max),
        mana_spent_this_turn(S, Spent),
        Mana is max(0, Max - Spent)
    ;   Mana = 0
    ).

%   An assault left without its attackers still to attack has just
%   begun: every card of the active player that attacks this turn, in
%   attack order (CD-301).
default_queue(S0, S) :-
    (   S0.phase == "assault", \+ get_dict(assault_queue, S0, _)
    ->  assault_attackers(S0, S0.active, Queue),
        S = S0.put(assault_queue, Queue)
    ;   S = S0
    ).

                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

%!  new_game(+Options, -State) is det.
%
%   The position at the start of the draft (rulecheck new): the cards of
%   the Starter Kit's first two preconstructed decks (cards.pl,
%   starter_deck/2), shuffled, the first four drawn into the pool.  The
%   first-named player picks first; the other receives the draft's last
%   card and will play first.  Options: players (2, or two names;
%   "alice" and "bob" by default) and the choice
%   spells_during_assault=true|false (CD-208's variant).

new_game(Options, S) :-
    new_game_players(Options, Ps),
    new_game_rules(Options, Rules),
    findall(Name, ( starter_deck(_, Deck), member(Name, Deck) ), Names),
    random_permutation(Names, Shuffled),
    foldl(new_card, Shuffled, Ids, _{}, Cards),
    Ids = [A, B, C, D|Rest],
    Ps = [P1, P2],
    foldl(empty_for, Ps, _{}, Empty),
    S0 = _{game:"clash-of-decks", players:Ps, first_player:P2, active:P1,
           turn:0, phase:"draft", mana:0, cards:Cards, hands:Empty,
           lanes:_{top:Empty, bottom:Empty},
           draft:_{deck:Rest, pool:[A, B, C, D], round:1, picked:Empty}},
    put_optional(rules, Rules, S0, S).

empty_for(P, D0, D) :-
    key_put(P, D0, [], D).

%   A card's id in a new game: its name in lower case, words joined by
%   hyphens ("Boom!" is "boom").
new_card(Name, Id, C0, C) :-
    name_key(Name, Key),
    atomic_list_concat(Words, ' ', Key),
    atomic_list_concat(Words, '-', IdAtom),
    atom_string(IdAtom, Id),
    catalog_card(Key, Entry),
    key_put(Id, C0, Entry, C).

new_game_players(Options, Ps) :-
    (   get_dict(players, Options, Given)
    ->  (   Given == 2
        ->  Ps = ["alice", "bob"]
        ;   is_list(Given), Given = [A, B], string(A), string(B), A \== B, A \== "", B \== ""
        ->  Ps = Given
        ;   new_game_error("$.players", two_players)
        )
    ;   Ps = ["alice", "bob"]
    ).

new_game_rules(Options, Rules) :-
    key_value(choices, Options, _{}, Choices),
    dict_pairs(Choices, _, Pairs),
    (   member(K-_, Pairs), K \== spells_during_assault
    ->  json_path([choices, K], Path),
        new_game_error(Path, unknown_choice(K))
    ;   memberchk(spells_during_assault-Values, Pairs)
    ->  (   Values = [V], memberchk(V-B, ["true"-true, "false"-false])
        ->  Rules = _{spells_during_assault:B}
        ;   new_game_error("$.choices.spells_during_assault", spells_during_assault_choice)
        )
    ;   Rules = none
    ).

%   A bad option of `new`: bad input, in the words of message//1.
new_game_error(Path, Reason) :-
    reason_text(clash_of_decks, new_game(Reason), Message),
    throw(rc_error("input", "OPTIONS", Path, Message)).
