/*  Flesh and Blood: a new game.

    Part of flesh_and_blood.pl.  new_game/2 (`rulecheck new
    flesh-and-blood`): two heroes with legal decks for their format, built
    from the catalog, after the start-of-game procedure (CR 4.1): heroes
    in their zones, a weapon and equipment equipped, each deck shuffled,
    hands drawn up to intellect, the first turn's start phase.  The engine
    seeds the random generator, so the same seed gives the same position.

    Options (the engine's): players, 2 or two names (default alice and
    bob; the first named takes the first turn); choices hero (one or two
    hero names, in the players' order; the others chosen at random among
    the format's heroes) and format (blitz or classic_constructed; by
    default the heroes', else blitz).
*/

                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

%!  new_game(+Options:dict, -State:dict) is det.
%
%   A legal starting position.  A deck is 40 cards in Blitz and 60 in
%   Classic Constructed (FAB-103), each card legal in the format and in
%   the hero's card-pool: its classes and talents among the hero's (CR
%   1.1.3; Generic cards in every pool, a hero's specializations left
%   out), at most two copies of a printing in Blitz and three in Classic
%   Constructed, one of a legendary card.  The weapon is one of the
%   pool's weapons, the equipment one piece for each of head, chest, arms
%   and legs the pool has; the weapon is one whose attack the rules can
%   pay for, of the hero's class, when the pool has one.

new_game(Options, State) :-
    new_game_names(Options, Names),
    (   get_dict(choices, Options, Choices) -> true ; Choices = _{} ),
    dict_pairs(Choices, _, CPairs),
    forall(member(K-_, CPairs),
           (   memberchk(K, [hero, format])
           ->  true
           ;   format(string(P), "$.choices.~w", [K]),
               new_game_error(P, "Flesh and Blood's choices are hero (up to two) and format")
           )),
    (   get_dict(hero, Choices, HeroNames) -> true ; HeroNames = [] ),
    (   length(HeroNames, NH), NH =< 2 -> true
    ;   new_game_error("$.choices.hero", "two heroes at most, one a player")
    ),
    maplist(chosen_hero, HeroNames, Chosen),
    new_game_format(Choices, Chosen, Format),
    length(Names, 2),
    length(Heroes, 2),
    append(Chosen, _, Heroes),
    maplist(random_hero(Format), Heroes),
    maplist(hero_fits_format(Format), Heroes),
    maplist(new_player(Format), Names, Heroes, Players),
    Names = [First|_],
    State = _{game:"flesh-and-blood", format:Format, turn:1, turn_player:First,
              phase:"start", priority:First, passes:0, activated:[], chain:null,
              players:Players}.

new_game_error(Path, Message) :-
    throw(rc_error("input", "OPTIONS", Path, Message)).

new_game_names(Options, Names) :-
    (   get_dict(players, Options, Ps)
    ->  (   Ps == 2
        ->  Names = ["alice", "bob"]
        ;   is_list(Ps), Ps = [A, B], string(A), string(B), A \== B, A \== "", B \== ""
        ->  Names = Ps
        ;   new_game_error("$.players", "Flesh and Blood is played by two players (two different names)")
        )
    ;   Names = ["alice", "bob"]
    ).

%   The hero a choice names: a hero card of the catalog.
chosen_hero(Name, Hero) :-
    name_key(Name, Key),
    (   catalog_card(Key, E), E.type == "hero"
    ->  Hero = E
    ;   format(string(M), "~w is not a hero rulecheck knows (rulecheck cards flesh-and-blood NAME lists the cards)", [Name]),
        new_game_error("$.choices.hero", M)
    ).

new_game_format(Choices, Chosen, Format) :-
    (   get_dict(format, Choices, [F0|_])
    ->  (   memberchk(F0, ["blitz", "classic_constructed"])
        ->  Format = F0
        ;   new_game_error("$.choices.format", "the formats are blitz and classic_constructed")
        )
    ;   Chosen = [H|_], \+ get_dict(young, H, true)
    ->  Format = "classic_constructed"
    ;   Format = "blitz"
    ).

random_hero(Format, Hero) :-
    (   nonvar(Hero)
    ->  true
    ;   findall(E, ( card_data(_, none, E), E.type == "hero", legal_in(Format, E),
                     once(pool_card(E, _)) ), Es),
        random_member(Hero, Es)
    ).

hero_fits_format(Format, Hero) :-
    (   legal_in(Format, Hero)
    ->  true
    ;   format(string(M), "~w is not a hero of ~w", [Hero.name, Format]),
        new_game_error("$.choices.hero", M)
    ).

legal_in(Format, E) :-
    get_dict(formats, E, Fs),
    memberchk(Format, Fs).

%   --- a player ---------------------------------------------------------------

new_player(Format, Name, Hero, P) :-
    findall(E, ( pool_card(Hero, E), legal_in(Format, E) ), Pool),
    partition(is_type("weapon"), Pool, Weapons, Rest0),
    partition(is_type("equipment"), Rest0, Equipment, Rest),
    include(deck_entry, Rest, DeckCards),
    (   Format == "blitz" -> Size = 40, Copies = 2 ; Size = 60, Copies = 3 ),
    findall(E, ( member(E, DeckCards), copies(E, Copies, N), between(1, N, _) ), Slots),
    length(Slots, NSlots),
    (   NSlots >= Size
    ->  true
    ;   format(string(M), "~w's card-pool holds ~d deck-cards for ~w, fewer than a deck", [Hero.name, NSlots, Format]),
        new_game_error("$.choices.hero", M)
    ),
    random_permutation(Slots, Shuffled),
    length(Deck0, Size),
    append(Deck0, _, Shuffled),
    supertypes(Hero, HSs),
    include(attacks, Weapons, Attacking),
    (   include(shares_supertype(HSs), Attacking, Own), Own \== []
    ->  random_member(W, Own), Ws = [W]
    ;   Attacking \== []
    ->  random_member(W, Attacking), Ws = [W]
    ;   Weapons == []
    ->  Ws = []
    ;   random_member(W, Weapons), Ws = [W]
    ),
    findall(Slot, member(Slot, ["Head", "Chest", "Arms", "Legs"]), Slots4),
    foldl(equipment_for(Equipment), Slots4, [], Eq0),
    reverse(Eq0, Eq),
    name_slug(Name, PS),
    hero_intellect_of(Hero, Int),
    length(Hand0, Int),
    append(Hand0, DeckRest0, Deck0),
    foldl(player_card(PS), [Hero|Ws], [HeroCard|WCards], [], Used1),
    foldl(player_card(PS), Eq, ECards, Used1, Used2),
    foldl(player_card(PS), Hand0, Hand, Used2, Used3),
    foldl(player_card(PS), DeckRest0, Deck, Used3, _),
    P = _{name:Name, life:Hero.life, action_points:0, resource_points:0, hero:HeroCard,
          weapons:WCards, equipment:ECards, deck:Deck, hand:Hand, arsenal:[], pitch:[],
          graveyard:[], banished:[]}.

is_type(T, E) :- get_dict(type, E, T).

%   A weapon whose attack rulecheck can pay for is preferred, of the
%   hero's own class or talent (Dawnblade for Dorinthea) before a Generic
%   one.
attacks(W) :-
    get_dict(abilities, W, As),
    member(A, As),
    get_dict(effect, A, "attack"),
    !.

shares_supertype(HSs, E) :-
    supertypes(E, Ss),
    member(S, Ss),
    memberchk(S, HSs),
    !.

deck_entry(E) :-
    get_dict(type, E, T),
    deck_card_type(T),
    T \== "mentor".

%   How many copies of a printing a deck may hold.
copies(E, Copies, N) :-
    (   get_dict(keywords, E, Ks), memberchk("Legendary", Ks) -> N = 1 ; N = Copies ).

equipment_for(Equipment, Slot, Eq0, Eq) :-
    (   include(has_subtype(Slot), Equipment, Fits), Fits \== []
    ->  random_member(E, Fits),
        Eq = [E|Eq0]
    ;   Eq = Eq0
    ).

has_subtype(S, E) :-
    get_dict(subtypes, E, Ss),
    memberchk(S, Ss).

hero_intellect_of(Hero, Int) :-
    (   get_dict(intellect, Hero, Int0) -> Int = Int0 ; Int = 4 ).

%!  pool_card(+Hero:dict, ?Entry:dict) is nondet.
%
%   Entry may be in Hero's card-pool (CR 1.1.3): its supertypes (classes
%   and talents, Generic and NotClassed being none) are among the hero's,
%   it is no hero, token or other card outside a deck and an arena, and
%   it is no specialization (of some hero: rulecheck leaves them out).

pool_card(Hero, E) :-
    supertypes(Hero, HSs),
    card_data(_, _, E),
    get_dict(type, E, T),
    \+ memberchk(T, ["hero", "demi-hero", "token", "ally", "macro", "companion"]),
    \+ ( get_dict(keywords, E, Ks), memberchk("Specialization", Ks) ),
    supertypes(E, Ss),
    subtract(Ss, HSs, []).

supertypes(E, Ss) :-
    (   get_dict(classes, E, Cs) -> true ; Cs = [] ),
    (   get_dict(talents, E, Ts) -> true ; Ts = [] ),
    append(Cs, Ts, All),
    subtract(All, ["Generic", "NotClassed"], Ss).

%   A card of the new position: its name (and colour when the name has
%   several printings), an id made of the player's name and its own.
player_card(PS, E, Card, Used0, [Id|Used0]) :-
    name_slug(E.name, NS),
    (   get_dict(color, E, Col), \+ catalog_uncoloured(E.name, _)
    ->  format(string(Stem), "~w-~w-~w", [PS, NS, Col]),
        Card0 = _{name:E.name, color:Col}
    ;   format(string(Stem), "~w-~w", [PS, NS]),
        Card0 = _{name:E.name}
    ),
    (   memberchk(Stem, Used0)
    ->  next_free(Stem, 2, Used0, Id)
    ;   Id = Stem
    ),
    Card = Card0.put(id, Id).

next_free(Stem, K, Used, Id) :-
    format(string(Id0), "~w-~d", [Stem, K]),
    (   memberchk(Id0, Used)
    ->  K1 is K + 1,
        next_free(Stem, K1, Used, Id)
    ;   Id = Id0
    ).
