:- module(rc_cards,
          [ name_key/2,                 % +Text, -Key
            folded_codes/2,             % +Text, -Codes
            catalog_search/3,           % +Game, +Query, -Entries
            catalog_search/4,           % +Game, +Query, +Which, -Entries
            resolve_card/5,             % +Game, +Path, +Name, :Filter, -Entry
            resolve_card_ref/5,         % +Game, +State, +Path, +Text, -Id
            resolve_card_ref/6,         % +Game, +State, +Path, +Text, +Taken, -Id
            resolve_player_ref/3,       % +Names, +Text, -Name
            player_zone_card/4,         % +State, ?Owner, ?Zone, -Card
            normalization_error/3       % +Game, +Path, +Reason
          ]).

/** <module> Cards by name: the catalogs of the games, searched the way a judge types

A game with a catalog exports catalog_card(?Key, ?Entry): Entry is a dict
of the card's printed facts with at least its `name`, and Key is
name_key(Entry.name), computed when the game is compiled (so that looking
a card up is first-argument indexing).  Names are matched case- and
accent-insensitively, spaces and punctuation folded: "pack hunt",
"PACK-HUNT" and "Pack Hunt" are one name.  A name that matches several
cards (Flesh and Blood's three colours of Pack Hunt) must be told apart by
the game's filter; a near miss gets "did you mean".

A game's normalisation (normalized/2) reports a name it cannot resolve,
or any short form it cannot read, as bad input with the JSON path of the
place in the state: normalization_error/3.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(rc_host, [text_nfkd/2]).
:- autoload(library(isub), [isub/4]).
:- use_module(rc_legal, [reason_text/3]).

:- meta_predicate resolve_card(+, +, +, 1, -).

%!  name_key(+Text, -Key:atom) is det.
%
%   The form of a card name that lookups compare: lower case, accents
%   removed, every run of characters that are not letters or digits one
%   space, no space at either end.

name_key(Text, Key) :-
    folded_codes(Text, Codes),
    words(Codes, Words),
    atomic_list_concat(Words, ' ', Key).

%!  folded_codes(+Text, -Codes:list(integer)) is det.
%
%   The codes of Text in lower case, accents removed (decomposed, the
%   combining marks left out).

folded_codes(Text, Codes) :-
    text_to_string(Text, S0),
    string_lower(S0, S1),
    string_codes(S1, Codes0),
    (   ascii(Codes0)                           % nothing to decompose: the host's
    ->  Codes = Codes0                          % decomposition is loaded for the texts that need it
    ;   text_nfkd(S1, D),
        atom_codes(D, Codes1),
        exclude(combining_mark, Codes1, Codes)
    ).

ascii([]).
ascii([C|Cs]) :- C < 0x80, ascii(Cs).

combining_mark(C) :- C >= 0x300, C =< 0x36F.

words(Codes, Words) :-
    phrase(words(Words), Codes).

words(Ws) --> separators, ( word(W) -> { Ws = [W|Ws1] }, words(Ws1) ; { Ws = [] } ).

separators --> [C], { \+ word_code(C) }, !, separators.
separators --> [].

word(W) --> [C], { word_code(C) }, word_rest(Cs), { atom_codes(W, [C|Cs]) }.

word_rest([C|Cs]) --> [C], { word_code(C) }, !, word_rest(Cs).
word_rest([]) --> [].

word_code(C) :- code_type(C, alnum).

%!  catalog_search(+Game, +Query, -Entries:list(dict)) is det.
%
%   The catalog entries whose name holds Query (its name_key, as a part
%   of the name's), in name order; every entry if Query is "".

catalog_search(Game, Query, Entries) :-
    catalog_search(Game, Query, all, Entries).

%!  catalog_search(+Game, +Query, +Which, -Entries:list(dict)) is det.
%
%   As catalog_search/3; Which `unmodelled` keeps only the entries whose
%   text the game does not model, as its catalog_unmodelled(+Entry)
%   says (a game that does not export it models the text of every card
%   it knows: none are kept).

catalog_search(Game, Query, Which, Entries) :-
    (   game_catalog(Game),
        (   Which == all
        ->  true
        ;   module_property(Game, exports(Exports)),
            memberchk(catalog_unmodelled/1, Exports)
        )
    ->  name_key(Query, Q),
        findall(Name-E, ( catalog_entry(Game, Q, E),
                          ( Which == all -> true ; Game:catalog_unmodelled(E) ),
                          get_dict(name, E, Name) ), Pairs),
        msort(Pairs, Sorted),
        findall(E, member(_-E, Sorted), Entries)
    ;   Entries = []
    ).

game_catalog(Game) :-
    module_property(Game, exports(Exports)),
    memberchk(catalog_card/2, Exports).

%   An entry whose name's key holds Q ('': every entry).  A game whose
%   entries cost something to make (Flesh and Blood's, from its rows)
%   exports catalog_key(?Key, ?Name), a fact a name: the keys are matched
%   first and only the names that match are made entries (a name search
%   of its 4,682 printings went from 18 ms to under 1 ms).
catalog_entry(Game, Q, E) :-
    (   module_property(Game, exports(Exports)),
        memberchk(catalog_key/2, Exports)
    ->  Game:catalog_key(Key, Name),
        key_holds(Q, Key),
        Game:catalog_card(Key, E),
        get_dict(name, E, Name)
    ;   Game:catalog_card(Key, E),
        key_holds(Q, Key)
    ).

key_holds('', _) :- !.
key_holds(Q, Key) :- sub_atom(Key, _, _, _, Q), !.

%!  resolve_card(+Game, +Path, +Name, :Filter, -Entry) is det.
%
%   The one catalog entry named Name (case- and accent-insensitively) that
%   Filter accepts.  No entry, or several: bad input at Path, saying
%   which names were meant or which cards match.  A name longer than
%   max_card_name_length/1 is no card's, and is refused before it is
%   compared with the catalog (a near miss costs time in its length).

resolve_card(Game, Path, Name, Filter, Entry) :-
    max_card_name_length(Max),
    string_length(Name, Length),
    (   Length > Max
    ->  throw(rc_error("input", "state", Path, card_name_too_long(Length, Max)))
    ;   true
    ),
    name_key(Name, Key),
    findall(E, ( Game:catalog_card(Key, E), call(Filter, E) ), Found),
    (   Found = [Entry0]
    ->  Entry = Entry0
    ;   Found = [_, _|_]
    ->  throw(rc_error("input", "state", Path, card_names_several(Name, Found)))
    ;   findall(E, Game:catalog_card(Key, E), [_|_])
    ->  throw(rc_error("input", "state", Path, no_card_matches(Name)))
    ;   suggestions(Game, Key, Near),
        throw(rc_error("input", "state", Path, unknown_card(Name, Near)))
    ).

                 /*******************************
                 *     NAMES IN MOVES           *
                 *******************************/

%!  resolve_card_ref(+Game, +State, +Path, +Text, -Id) is det.
%
%   The card of State a move names by Text: Text itself when it is the id
%   of a card there (or no card is named so: the rules then say what is
%   wrong), the id in "Name [id]", else the one card whose name is Text,
%   matched as positions match names (name_key/2: case, accents and
%   punctuation folded).  Several cards of that name are one when they are
%   copies (the same place and the same facts): any of them; otherwise
%   bad input at Path naming the ids to choose from.  The cards a move may
%   name are the game's card_named/5 (Id, Name, Place, Facts).

resolve_card_ref(Game, S, Path, Text, Id) :-
    resolve_card_ref(Game, S, Path, Text, [], Id).

%!  resolve_card_ref(+Game, +State, +Path, +Text, +Taken, -Id) is det.
%
%   As resolve_card_ref/5, for a list of cards: of several copies, the
%   first whose id is not among Taken (the ids the list's earlier items
%   resolved to), so that a list may name two copies by one name.

resolve_card_ref(Game, S, Path, Text, Taken, Id) :-
    (   string(Text),
        game_card_names(Game),
        \+ Game:card_named(S, Text, _, _, _)
    ->  (   bracketed_id(Text, Id0),
            Game:card_named(S, Id0, _, _, _)
        ->  Id = Id0
        ;   name_key(Text, Key),
            findall(Id1-(Place-Facts),
                    ( Game:card_named(S, Id1, Name, Place, Facts),
                      name_key(Name, Key) ),
                    Found0),
            first_per_id(Found0, Found),
            named_card_id(Found, Text, Path, Taken, Id)
        )
    ;   Id = Text
    ).

game_card_names(Game) :-
    module_property(Game, exports(Exports)),
    memberchk(card_named/5, Exports).

%   "Sink Below (red) [c7]", "Kor Cindervein (kor)": the id in brackets
%   or parentheses at the end, as the commands label cards.
bracketed_id(Text, Id) :-
    member(Open0-Close, ["["-"]", "("-")"]),
    sub_string(Text, B, _, 0, Close),
    sub_string(Text, Open, 1, _, Open0),
    Open < B,
    Start is Open + 1,
    Len is B - Start,
    sub_string(Text, Start, Len, _, Id0),
    \+ sub_string(Id0, _, _, _, Open0),
    normalize_space(string(Id), Id0),
    Id \== "".

first_per_id([], []).
first_per_id([Id-V|Ps], [Id-V|Us]) :-
    exclude({Id}/[Id1-_]>>(Id1 == Id), Ps, Rest),
    first_per_id(Rest, Us).

named_card_id([], Text, _, _, Text).
named_card_id([Id-_], _, _, _, Id) :- !.
named_card_id([Id-Copy|Found], Text, Path, Taken, Id1) :-
    (   forall(member(_-Copy1, Found), Copy1 =@= Copy)
    ->  (   member(Id1-_, [Id-Copy|Found]),     % copies: any of them, one not taken yet
            \+ memberchk(Id1, Taken)
        ->  true
        ;   Id1 = Id
        )
    ;   findall(I-Place, member(I-(Place-_), [Id-Copy|Found]), Choices),
        throw(rc_error("input", "move", Path, card_name_in_several_places(Text, Choices)))
    ).

%!  resolve_player_ref(+Names, +Text, -Name) is det.
%
%   The player of Names a move names by Text: Text when it is one of
%   them, else the one whose name matches it as card names match
%   (name_key/2: "Cat" is cat); else Text (the rules say what is wrong).

resolve_player_ref(Names, Text, Name) :-
    (   string(Text),
        \+ memberchk(Text, Names),
        name_key(Text, Key),
        findall(N, ( member(N, Names), name_key(N, Key) ), [Name0])
    ->  Name = Name0
    ;   Name = Text
    ).

%!  player_zone_card(+State, ?Owner, ?Zone, -Card) is nondet.
%
%   A card object (a dict with an id) of a player's zone, in a game whose
%   players are objects holding their zones: Zone is the key of the zone
%   (a card, or a list of cards) in the player's object.

player_zone_card(S, Owner, Zone, Card) :-
    get_dict(players, S, Ps),
    is_list(Ps),
    member(P, Ps),
    is_dict(P),
    get_dict(name, P, Owner),
    dict_pairs(P, _, Pairs),
    member(Zone-V, Pairs),
    (   is_dict(V)
    ->  Card = V
    ;   is_list(V),
        member(Card, V),
        is_dict(Card)
    ),
    get_dict(id, Card, _).

                 /*******************************
                 *     CARD NAMES IN WORDS      *
                 *******************************/

%   Why a card's name does not resolve, in words: registered once with
%   SWI-Prolog's message hook, rendered by error_text/2 (rc_legal.pl).

:- multifile prolog:message//1.

prolog:message(rulecheck(card_names_several(Name, Entries))) -->
    { length(Entries, N) },
    [ "~w names ~d cards: "-[Name, N] ], entries_words(Entries), [ "; say which" ].
prolog:message(rulecheck(card_name_in_several_places(Text, Choices))) -->
    { length(Choices, N) },
    [ "~w names ~d cards that are not copies of each other: "-[Text, N] ],
    choices_words(Choices),
    [ "; give the id of the one meant (a card a position gives by name gets an id made from its name, the second copy's with a 2: rulecheck normalize shows them, and legal-moves lists the moves by id)" ].
prolog:message(rulecheck(card_name_too_long(Length, Max))) -->
    [ "a card name of ~D characters is no card's: a card name has at most ~d"-[Length, Max] ].
prolog:message(rulecheck(no_card_matches(Name))) -->
    [ "no ~w card matches what the state says of it"-[Name] ].
prolog:message(rulecheck(unknown_card(Name, Near))) -->
    (   { Near == [] }
    ->  [ "~q is not a card rulecheck knows; give its values in the state, or see rulecheck cards"-[Name] ]
    ;   { atomic_list_concat(Near, ", ", NT) },
        [ "~q is not a card rulecheck knows; did you mean ~w?"-[Name, NT] ]
    ).

choices_words([C]) --> !,
    choice_words(C).
choices_words([C|Cs]) -->
    choice_words(C), [ ", " ], choices_words(Cs).

choice_words(Id-place(Owner, Zone)) --> !,
    [ "~w (~w's ~w)"-[Id, Owner, Zone] ].
choice_words(Id-_) -->
    [ "~w"-[Id] ].

%   Catalog entries in words: each its name, then its other plain values.
entries_words([E]) --> !,
    entry_words(E).
entries_words([E|Es]) -->
    entry_words(E), [ "; " ], entries_words(Es).

entry_words(E) -->
    { get_dict(name, E, Name),
      dict_pairs(E, _, Pairs),
      findall(K-V, ( member(K-V, Pairs), K \== name, atomic(V) ), Props) },
    [ "~w ("-[Name] ], props_words(Props), [ ")" ].

props_words([]) --> [].
props_words([K-V]) --> !,
    [ "~w ~w"-[K, V] ].
props_words([K-V|Props]) -->
    [ "~w ~w, "-[K, V] ], props_words(Props).

%   The three names most like Key (isub/4 similarity above 0.6).
suggestions(Game, Key, Names) :-
    findall(Sim-Name,
            ( Game:catalog_card(K, E),
              isub(Key, K, Sim, [normalize(true)]),
              Sim > 0.6,
              get_dict(name, E, Name) ),
            Pairs0),
    sort(0, @>=, Pairs0, Pairs),
    findall(N, member(_-N, Pairs), Ns0),
    list_to_set(Ns0, Ns),
    length(Ns, L),
    K3 is min(3, L),
    length(Names, K3),
    append(Names, _, Ns).

%!  max_card_name_length(-Max:integer) is det.
%
%   The longest card name looked up in a catalog: the bound the games'
%   schemas set on a card named by a string (schema.json, maxLength), for
%   a card object's name too.

max_card_name_length(200).

%!  normalization_error(+Game, +Path, +Reason) is det.
%
%   Throw the bad-input error of a short position the game cannot read:
%   Reason in the game's words (its message//1), at Path.

normalization_error(Game, Path, Reason) :-
    reason_text(Game, Reason, Msg),
    throw(rc_error("input", "state", Path, Msg)).
