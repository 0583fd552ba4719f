:- module(rc_search,
          [ folded_words/2,             % +Text, -Words
            rule_search/3,              % +Rulebook, +Words, -Found
            listing_filter/4,           % +Request, +State, :Board, -Filter
            filter_keeps/2,             % +Filter, +Entry
            filter_numbered/3           % +Filter, +Entries, -Kept
          ]).

/** <module> What a judge looks for: rules by words, moves by player and card

`rulecheck rules WORDS` (and the judge's page's rule search) and
`legal-moves --player P --card C` are answered here, the same for every
host (rulecheck.pl, request(search_rules, ...) and request(legal_moves,
...)).  Words are compared case- and accent-insensitively: a text's words
are its runs of letters, digits and `_`, lower case, accents removed
(folded_words/2).
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_cards, [folded_codes/2]).
:- use_module(rc_moves, [state_player_names/2]).

%!  folded_words(+Text, -Words:list(string)) is det.
%
%   The words of Text, case- and accent-insensitive: its runs of letters,
%   digits and `_`, lower case, accents removed.

folded_words(Text, Words) :-
    folded_codes(Text, Codes),
    phrase(words(Words), Codes).

words(Ws) --> gap, ( word(W) -> { Ws = [W|Ws1] }, words(Ws1) ; { Ws = [] } ).

gap --> [C], { \+ code_type(C, csym) }, !, gap.
gap --> [].

word(W) --> [C], { code_type(C, csym) }, word_rest(Cs), { string_codes(W, [C|Cs]) }.

word_rest([C|Cs]) --> [C], { code_type(C, csym) }, !, word_rest(Cs).
word_rest([]) --> [].

                 /*******************************
                 *        RULES BY WORDS        *
                 *******************************/

%!  rule_search(+Rulebook:list(dict), +Words:list(string), -Found:list(dict)) is det.
%
%   The rules of Rulebook (as the API gives them, in rulebook order) in
%   whose ID, title, text, seed passage or ruling every word of Words
%   begins a word, best first: the rule whose ID the words are; then those
%   whose title holds them (a keyword's own rule), then their title and
%   text, then the rest; in rulebook order within each.

rule_search(Rulebook, Words, Found) :-
    findall(Rank-I-R, ( nth1(I, Rulebook, R), rule_rank(R, Words, Rank) ), Ranked),
    msort(Ranked, Sorted),
    findall(R, member(_-_-R, Sorted), Found).

rule_rank(R, Words, Rank) :-
    rule_words(R, words(Id, Title, Text, Origin)),
    (   Words == Id -> Rank = 0
    ;   words_begin(Words, Title) -> Rank = 1
    ;   append(Title, Text, TitleText), words_begin(Words, TitleText) -> Rank = 2
    ;   append([Id, Title, Text, Origin], All), words_begin(Words, All) -> Rank = 3
    ).

%   rule_words(+Rule, -Words): the folded words of Rule's ID, title, text
%   and origin (its ruling's reason and seed passage), made once a process
%   for each rule (tabled: a search folded every rule's words again, 0.25 s
%   of a search of the four games' rulebooks, the judge's page's each key
%   in the rule search; docs/benchmarks.md).
:- table rule_words/2.

rule_words(R, words(Id, Title, Text, Origin)) :-
    folded_words(R.id, Id),
    folded_words(R.title, Title),
    folded_words(R.text, Text),
    get_dict(origin, R, Origin0),
    findall(W, ( member(K, [reason, seed]), get_dict(K, Origin0, V), string(V),
                 folded_words(V, Ws), member(W, Ws) ), Origin).

%   Every query word begins a word of the text.
words_begin(Words, Text) :-
    forall(member(Q, Words), ( member(W, Text), string_concat(Q, _, W) -> true )).

                 /*******************************
                 *     A LISTING, FILTERED      *
                 *******************************/

:- meta_predicate listing_filter(+, +, 1, -).

%!  listing_filter(+Request, +State, :Board, -Filter) is det.
%
%   What `legal-moves --player P --card C` keeps of a listing: `none`, or
%   filter(Given, Player, Ids): Given the request's {player?, card?},
%   Player the player whose moves are kept (or none), Ids the card ids
%   the card names, by its id or by its name as the board labels it
%   (call(Board, Model): the position's display model, display/3; every
%   card of that name: its words in a row of the label's).  A player who is not at the table, or a card the position
%   does not hold, is bad input ("player", "card").

listing_filter(Request, State, Board, Filter) :-
    given_filter(Request, player, Player),
    given_filter(Request, card, Card),
    (   Player == none, Card == none
    ->  Filter = none
    ;   (   Player == none
        ->  true
        ;   state_player_names(State, Names), memberchk(Player, Names)
        ->  true
        ;   throw(rc_error("input", "player", "$.player", viewer_not_a_player(Player)))
        ),
        (   Card == none
        ->  Ids = []
        ;   card_ids(Board, Card, Ids),
            Ids \== []
        ->  true
        ;   py_repr(Card, Repr),
            throw(rc_error("input", "card", "$.card", no_card_in_position(Repr)))
        ),
        findall(K-V, ( member(K-V, [player-Player, card-Card]), V \== none ), Pairs),
        dict_pairs(Given, _, Pairs),
        Filter = filter(Given, Player, Ids)
    ).

given_filter(Request, Key, Value) :-
    (   get_dict(Key, Request, V), V \== null
    ->  (   string(V)
        ->  Value = V
        ;   format(string(Path), "$.~w", [Key]),
            throw(rc_error("input", "request", Path, not_a_string))
        )
    ;   Value = none
    ).

%   The ids of the cards on the board that Card names: by id, or by name
%   (its words in a row of the label's words).
card_ids(Board, Card, Ids) :-
    call(Board, Model),
    folded_words(Card, Wanted),
    findall(Id, ( get_dict(zones, Model, Zones), member(Z, Zones), get_dict(cards, Z, Cs), member(C, Cs),
                  get_dict(id, C, Id0), Id0 \== null, atomic(Id0),
                  atom_string(Id0, Id),                  % as JSON gives it: a string
                  (   Id == Card
                  ->  true
                  ;   Wanted \== [],
                      get_dict(label, C, L),
                      folded_words(L, Label),
                      append([_, Wanted, _], Label)
                  ->  true
                  ) ),
            Ids0),
    list_to_set(Ids0, Ids).

%!  filter_keeps(+Filter, +Entry:dict) is semidet.
%
%   Filter keeps the entry of a listing ({player, move, text}): the
%   player's, and naming one of the card ids in a field of its move other
%   than `player` (a list's items, an object's values too).

filter_keeps(filter(_, Player, Ids), Entry) :-
    (   Player == none -> true ; Entry.player == Player ),
    (   Ids == []
    ->  true
    ;   get_dict(K, Entry.move, V), K \== player,
        value_string(V, S), memberchk(S, Ids)
    ->  true
    ).

value_string(V, S) :- string(V), !, S = V.
value_string(V, S) :- is_list(V), !, member(X, V), value_string(X, S).
value_string(V, S) :- is_dict(V), get_dict(_, V, X), value_string(X, S).

%!  filter_numbered(+Filter, +Entries:list(dict), -Kept:list(dict)) is det.
%
%   The entries Filter keeps, each with its `number` in Entries (from 1:
%   what `check STATE N` takes).

filter_numbered(Filter, Entries, Kept) :-
    findall(E1, ( nth1(N, Entries, E), filter_keeps(Filter, E), put_dict(number, E, N, E1) ), Kept).

%   A text as Python's repr() writes a string: in single quotes, or in
%   double quotes when it holds a single quote and no double one.
py_repr(Text, Repr) :-
    (   sub_string(Text, _, _, _, "'"), \+ sub_string(Text, _, _, _, "\"")
    ->  Q = "\""
    ;   Q = "'"
    ),
    string_codes(Text, Cs),
    foldl(repr_code(Q), Cs, Parts, []),
    atomic_list_concat([Q|Parts], Body),
    atomic_list_concat([Body, Q], A),
    atom_string(A, Repr).

repr_code(Q, C, [T|Ts], Ts) :-
    (   C == 0'\\ -> T = "\\\\"
    ;   char_code(Ch, C), atom_string(Ch, Q) -> string_concat("\\", Q, T)
    ;   C == 0'\n -> T = "\\n"
    ;   C == 0'\t -> T = "\\t"
    ;   C == 0'\r -> T = "\\r"
    ;   ( C < 0x20 ; C >= 0x7f, C < 0xa0 ) -> format(string(T), "\\x~|~`0t~16r~2+", [C])
    ;   char_code(T, C)
    ).
