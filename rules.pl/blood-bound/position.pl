/*  Blood Bound: reading the position.

    Part of game.pl (the state term is documented there).
*/

                 /*******************************
                 *          THE POSITION        *
                 *******************************/

players(State, Players) :-
    get_dict(players, State, Players).

%!  player_names(+State, -Names) is det.
player_names(State, Names) :-
    players(State, Ps),
    names_of(Ps, Names).

names_of([], []).
names_of([P|Ps], [N|Ns]) :-
    get_dict(name, P, N),
    names_of(Ps, Ns).

is_player(State, Name) :-
    string(Name),
    players(State, Ps),
    record_named(Ps, Name, _).

player_record(State, Name, P) :-
    players(State, Ps),
    record_named(Ps, Name, P).

%   record_named(+Players, +Name, -Record) is semidet: the first record
%   named Name.
record_named([P0|Ps], Name, P) :-
    (   get_dict(name, P0, N), N == Name
    ->  P = P0
    ;   record_named(Ps, Name, P)
    ).

player_character(State, Name, C) :-
    player_record(State, Name, P),
    get_dict(character, P, C).

%!  player_clan(+State, +Player, -Clan) is semidet.
player_clan(State, Name, Clan) :-
    player_character(State, Name, C),
    get_dict(clan, C, Clan).

%!  player_rank(+State, +Player, -Rank) is semidet.
%   Fails for the Inquisitor, who has no numbered rank.
player_rank(State, Name, Rank) :-
    player_character(State, Name, C),
    get_dict(rank, C, Rank),
    integer(Rank).

%!  player_role(+State, +Player, -Role) is semidet.
%   Role: elder, assassin, ..., courtesan, inquisitor.
player_role(State, Name, Role) :-
    player_clan(State, Name, Clan),
    (   Clan == "order"
    ->  Role = inquisitor
    ;   player_rank(State, Name, Rank),
        rank_character(Rank, Role)
    ).

is_inquisitor(State, Name) :-
    player_clan(State, Name, "order").

%!  player_icons(+State, +Player, -Icons) is semidet.
%   The two affiliation icons of the player's card (BB-104): the state's,
%   or the default roster's; the Inquisitor's are wild.
player_icons(State, Name, Icons) :-
    player_character(State, Name, C),
    get_dict(clan, C, Clan),
    (   get_dict(icons, C, Icons0)
    ->  Icons = Icons0
    ;   Clan == "order"
    ->  Icons = ["wild", "wild"]
    ;   get_dict(rank, C, Rank),
        default_icons(Rank, Clan, Icons)
    ).

%!  player_tokens(+State, +Player, -Tokens) is semidet.
player_tokens(State, Name, Tokens) :-
    player_record(State, Name, P),
    get_dict(tokens, P, Tokens).

%!  wounds(+State, +Player, -Count) is semidet.
%   A player's wounds are his revealed tokens.
wounds(State, Name, N) :-
    player_tokens(State, Name, Ts),
    length(Ts, N).

player_cards(State, Name, Cards) :-
    player_record(State, Name, P),
    record_cards(P, Cards).

record_cards(P, Cards) :-
    (   get_dict(cards, P, Cards0) -> Cards = Cards0 ; Cards = [] ).

holds_card(State, Name, Card) :-
    player_cards(State, Name, Cards),
    memberchk(Card, Cards).

%!  holds_shield(+State, +Player) is semidet.
%   Player holds a Shield of either colour (BB-204, BB-502).
holds_shield(State, Name) :-
    player_record(State, Name, P),
    record_holds_shield(P).

record_holds_shield(P) :-
    get_dict(cards, P, Cards),
    ( memberchk("shield-1", Cards) ; memberchk("shield-2", Cards) ),
    !.

%!  rank_revealed(+State, +Player) is semidet.
%   Player has taken his rank token: his rank is no longer hidden.
rank_revealed(State, Name) :-
    player_record(State, Name, P),
    record_rank_revealed(P).

record_rank_revealed(P) :-
    get_dict(tokens, P, Ts),
    memberchk("rank", Ts).

dagger_holder(State, D) :-
    get_dict(dagger, State, D).

pending(State, Attack) :-
    get_dict(pending, State, Attack),
    is_dict(Attack).

no_attack(State) :-
    \+ pending(State, _).

%!  pending_value(+State, +Key, -Value) is semidet.
%   A field of the attack in progress, with the defaults of the format.
pending_value(State, Key, Value) :-
    pending(State, A),
    (   get_dict(Key, A, V0), V0 \== null
    ->  Value = V0
    ;   pending_default(Key, A, Value)
    ).

pending_default(offers, _, []).
pending_default(source, _, "attack").
pending_default(wounds, _, 1).
pending_default(by, A, By) :- get_dict(attacker, A, By).
pending_default(dagger_to, A, To) :-             % BB-208
    (   get_dict(source, A, Source), memberchk(Source, ["assassin", "mentalist"]),
        get_dict(wounded, A, W), string(W)
    ->  To = W
    ;   get_dict(intervener, A, I), string(I)
    ->  To = I
    ;   get_dict(target, A, To)
    ).

stage(State, Stage) :-
    pending_value(State, stage, Stage).

%   The player the attack protected: its target (for the Alchemist who
%   intervened, the player he intervened for).
protected_player(S, T) :-
    pending_value(S, target, T).

%!  captured(+State, -Capture:dict) is semidet.
%   The capture that ended the game (BB-209, BB-407).
captured(State, C) :-
    get_dict(captured, State, C),
    is_dict(C).

game_over(State) :-
    captured(State, _).

supply_tokens(State, Kind, N) :-
    get_dict(supply, State, Supply),
    atom_string(K, Kind),
    (   get_dict(K, Supply, N0) -> N = N0 ; N = 0 ).

curse_supply(State, Which, N) :-
    (   get_dict(curse_supply, State, CS), is_dict(CS), get_dict(Which, CS, N0)
    ->  N = N0
    ;   N = 0
    ).

%!  curse_held(+State, ?Player) is nondet.
%   Player holds a curse card (True or False).
curse_held(State, Name) :-
    players(State, Ps),
    member(P, Ps),
    record_cards(P, Cards),
    ( memberchk("curse-true", Cards) ; memberchk("curse-false", Cards) ),
    get_dict(name, P, Name).

%!  cards_held(+State, +Card, -Count) is det.
cards_held(State, Card, Count) :-
    players(State, Ps),
    foldl({Card}/[P, C0, C]>>( ( get_dict(cards, P, Cs) -> true ; Cs = [] ),
                        include(==(Card), Cs, Hits),
                        length(Hits, K),
                        C is C0 + K ),
          Ps, 0, Count).

%!  cards_in_supply(+State, +Card, -Count) is det.
%   The curse cards not yet dealt are in curse_supply; every other ability
%   card is in the supply unless held (the box's count minus those held).
cards_in_supply(State, "curse-true", N) :- !,
    curse_supply(State, true, N).
cards_in_supply(State, "curse-false", N) :- !,
    curse_supply(State, false, N).
cards_in_supply(State, Card, N) :-
    box_cards(Card, Box),
    cards_held(State, Card, Held),
    N is max(0, Box - Held).

other_players(State, Name, Others) :-
    players(State, Ps),
    other_names(Ps, Name, Others).

other_names([], _, []).
other_names([P|Ps], Name, Others) :-
    get_dict(name, P, N),
    (   N == Name -> Others = Others1 ; Others = [N|Others1] ),
    other_names(Ps, Name, Others1).

%!  clan_members(+State, +Clan, -Players) is det.
clan_members(State, Clan, Members) :-
    player_names(State, Names),
    include({State, Clan}/[N]>>player_clan(State, N, Clan), Names, Members).

%!  clan_has_quill(+State, +Clan) is semidet.
%   The clan's Elder has taken the Quill (BB-510).
clan_has_quill(State, Clan) :-
    clan_members(State, Clan, Ms),
    once(( member(M, Ms), holds_card(State, M, "quill") )).

%!  clan_leader(+State, +Clan, -Player) is semidet.
%   BB-601: the lowest rank leads; the highest once the Quill is out.
clan_leader(State, Clan, Leader) :-
    clan_members(State, Clan, Ms),
    Ms \== [],
    maplist({State}/[M, R-M]>>player_rank(State, M, R), Ms, Pairs),
    keysort(Pairs, Sorted),
    (   clan_has_quill(State, Clan)
    ->  last(Sorted, _-Leader)
    ;   Sorted = [_-Leader|_]
    ).

                 /*******************************
                 *      THE BOX AND ROSTER      *
                 *******************************/

%!  box_tokens(?Kind, ?Count) is nondet.
box_tokens("rose", 13).
box_tokens("beast", 13).
box_tokens("unknown", 20).

%!  box_cards(?Card, ?Count) is nondet.
%   Curse cards are counted by curse_supply and the players' cards.
box_cards("quill", 2).
box_cards("fan", 4).
box_cards("staff", 6).
box_cards("shield-1", 2).
box_cards("shield-2", 2).
box_cards("sword-1", 1).
box_cards("sword-2", 1).
box_cards("curse-true", 1).
box_cards("curse-false", 3).

%!  rank_character(?Rank, ?Character) is nondet.
rank_character(1, elder).
rank_character(2, assassin).
rank_character(3, harlequin).
rank_character(4, alchemist).
rank_character(5, mentalist).
rank_character(6, guardian).
rank_character(7, berserker).
rank_character(8, mage).
rank_character(9, courtesan).

%!  default_icons(+Rank, +Clan, -Icons) is det.
%   The documented default roster (BB-104).
default_icons(Rank, Clan, Icons) :-
    (   memberchk(Rank, [1, 5, 6]) -> Icons = [Clan, Clan]
    ;   memberchk(Rank, [2, 3, 4]) -> Icons = ["unknown", "unknown"]
    ;   Icons = [Clan, "unknown"]
    ).

character_title(elder, "Elder").
character_title(assassin, "Assassin").
character_title(harlequin, "Harlequin").
character_title(alchemist, "Alchemist").
character_title(mentalist, "Mentalist").
character_title(guardian, "Guardian").
character_title(berserker, "Berserker").
character_title(mage, "Mage").
character_title(courtesan, "Courtesan").
character_title(inquisitor, "Inquisitor").

clans(["rose", "beast"]).
rival_clan("rose", "beast").
rival_clan("beast", "rose").

clan_title("rose", "Rose").
clan_title("beast", "Beast").
clan_title("order", "Order").

affiliation_kind("rose").
affiliation_kind("beast").
affiliation_kind("unknown").

%!  token_kinds(-Kinds) is det.
%   The tokens a wounded player may take: his rank token or an
%   affiliation token.
token_kinds(["rank", "rose", "beast", "unknown"]).
