/*  plunit tests of what a judge looks for (rules.pl/rc_search.pl): the
    rules by words, ranked once for every host (`rulecheck rules WORDS`,
    the judge's page), and a listing's moves by player and card.
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rc_search', M),
   use_module(M).

:- begin_tests(rc_search).

book([ _{id:"X-101", title:"The stack", text:"A card with go again gives an action point back.", origin:_{type:"seed", seed:"стек"}},
       _{id:"X-102", title:"Courtesan: the Fan", text:"The Fan card.", origin:_{type:"seed", seed:""}},
       _{id:"X-103", title:"Go again", text:"A go again card gives an action point.", origin:_{type:"seed", seed:""}},
       _{id:"X-104", title:"The Fan forbids intervention", text:"When the attacked player holds a Fan.",
         origin:_{type:"ruling", seed:"", reason:"Защищённый"}},
       _{id:"X-105", title:"Nothing", text:"Nothing here.", origin:_{type:"seed", seed:"go on again"}} ]).

found(Query, Ids) :-
    book(Book),
    folded_words(Query, Words),
    rule_search(Book, Words, Found),
    maplist([R, Id]>>get_dict(id, R, Id), Found, Ids).

test(folded_words, Ws == ["go", "again", "deja", "vu", "mana_left", "защищенныи"]) :-
    folded_words("GO again! Déjà-vu mana_left Защищённый", Ws).
test(title_then_text_then_origin, Ids == ["X-103", "X-101", "X-105"]) :-
    found("GO AGAIN", Ids).
test(titles_in_rulebook_order, Ids == ["X-102", "X-104"]) :-
    found("fan", Ids).
test(the_rule_whose_id_the_words_are_first, Ids == ["X-105"]) :-
    found("x 105", Ids).
test(a_word_start_not_its_middle, Ids == []) :-
    found("gain", Ids).
test(accents_and_the_ruling_read, Ids == ["X-104"]) :-
    found("защищен", Ids).
test(every_word_needed, Ids == []) :-
    found("fan stack", Ids).

test(filter_keeps_the_player_and_a_card_in_any_field) :-
    F = filter(_{card:"c5"}, "p1", ["c5"]),
    assertion(filter_keeps(F, _{player:"p1", move:_{player:"p1", action:"play", pitch:["c5"]}, text:""})),
    assertion(\+ filter_keeps(F, _{player:"p2", move:_{player:"p2", pitch:["c5"]}, text:""})),
    assertion(\+ filter_keeps(F, _{player:"p1", move:_{player:"p1", card:"c6"}, text:""})).
test(filter_numbers_in_the_whole_listing, Ns == [2]) :-
    F = filter(_{player:"b"}, "b", []),
    filter_numbered(F, [_{player:"a", move:_{}}, _{player:"b", move:_{}}], Kept),
    maplist([E, N]>>get_dict(number, E, N), Kept, Ns).

test(python_repr, Rs == ["'Fire Blast'", "\"it's\"", "'a\\\\b'"]) :-
    maplist(rc_search:py_repr, ["Fire Blast", "it's", "a\\b"], Rs).

:- end_tests(rc_search).
