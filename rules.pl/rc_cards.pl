:- module(rc_cards,
          [ name_key/2,                 % +Text, -Key
            catalog_search/3,           % +Game, +Query, -Entries
            resolve_card/5,             % +Game, +Path, +Name, :Filter, -Entry
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
    text_to_string(Text, S0),
    string_lower(S0, S1),
    string_codes(S1, Codes),
    (   ascii(Codes)                            % nothing to decompose: the host's
    ->  Codes1 = Codes                          % decomposition is loaded for the names that need it
    ;   text_nfkd(S1, D),
        atom_codes(D, Codes0),
        exclude(combining_mark, Codes0, Codes1)
    ),
    words(Codes1, Words),
    atomic_list_concat(Words, ' ', Key).

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
    (   game_catalog(Game)
    ->  name_key(Query, Q),
        findall(Name-E, ( Game:catalog_card(Key, E),
                          ( Q == '' -> true ; sub_atom(Key, _, _, _, Q) ),
                          get_dict(name, E, Name) ), Pairs),
        msort(Pairs, Sorted),
        findall(E, member(_-E, Sorted), Entries)
    ;   Entries = []
    ).

game_catalog(Game) :-
    module_property(Game, exports(Exports)),
    memberchk(catalog_card/2, Exports).

%!  resolve_card(+Game, +Path, +Name, :Filter, -Entry) is det.
%
%   The one catalog entry named Name (case- and accent-insensitively) that
%   Filter accepts.  No entry, or several: bad input at Path, saying
%   which names were meant or which cards match.

resolve_card(Game, Path, Name, Filter, Entry) :-
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
                 *     CARD NAMES IN WORDS      *
                 *******************************/

%   Why a card's name does not resolve, in words: registered once with
%   SWI-Prolog's message hook, rendered by error_text/2 (rc_legal.pl).

:- multifile prolog:message//1.

prolog:message(rulecheck(card_names_several(Name, Entries))) -->
    { length(Entries, N) },
    [ "~w names ~d cards: "-[Name, N] ], entries_words(Entries), [ "; say which" ].
prolog:message(rulecheck(no_card_matches(Name))) -->
    [ "no ~w card matches what the state says of it"-[Name] ].
prolog:message(rulecheck(unknown_card(Name, Near))) -->
    (   { Near == [] }
    ->  [ "~q is not a card rulecheck knows; give its values in the state, or see rulecheck cards"-[Name] ]
    ;   { atomic_list_concat(Near, ", ", NT) },
        [ "~q is not a card rulecheck knows; did you mean ~w?"-[Name, NT] ]
    ).

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

%!  normalization_error(+Game, +Path, +Reason) is det.
%
%   Throw the bad-input error of a short position the game cannot read:
%   Reason in the game's words (its message//1), at Path.

normalization_error(Game, Path, Reason) :-
    reason_text(Game, Reason, Msg),
    throw(rc_error("input", "state", Path, Msg)).
