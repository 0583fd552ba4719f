/*  plunit tests of the engine's card-name keys (rules.pl/rc_cards.pl).
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(unicode)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rc_cards', M),
   use_module(M).

:- begin_tests(rc_cards).

%   The key by decomposition, as for any name: the ASCII shortcut of
%   name_key/2 must give the same.
decomposed_key(Text, Key) :-
    string_lower(Text, S1),
    unicode_nfkd(S1, D),
    atom_codes(D, Codes0),
    exclude(rc_cards:combining_mark, Codes0, Codes1),
    rc_cards:words(Codes1, Words),
    atomic_list_concat(Words, ' ', Key).

test(ascii_names_as_by_decomposition) :-
    forall(( between(1, 2000, I), ascii_text(I, T) ),
           ( rc_cards:name_key(T, K), decomposed_key(T, K0), assertion(K == K0) )).
test(folding, Keys == ['pack hunt', 'pack hunt', 'pack hunt', echo, angstrom, '']) :-
    maplist(rc_cards:name_key, ["Pack Hunt", "PACK-HUNT", "  pack   hunt!", "Écho", "Ångström", "--"], Keys).

%   A pseudo-random text of printable ASCII and spaces, from a seed.
ascii_text(Seed, Text) :-
    Len is Seed mod 17,
    findall(C, ( between(1, Len, I), C is 32 + (Seed * 7919 + I * 104729) mod 95 ), Cs),
    string_codes(Text, Cs).

:- end_tests(rc_cards).
