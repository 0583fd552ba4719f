:- module(rc_util,
          [ key_value/3,            % +Key, +Dict, -Value
            key_value/4,            % +Key, +Dict, +Default, -Value
            key_put/4,              % +Key, +Dict0, +Value, -Dict
            key_delete/3,           % +Key, +Dict0, -Dict
            json_path/2,            % +Steps, -PathString
            ordinal/2,              % +N, -Ordinal
            list_without/3,         % +List0, +Elem, -List
            list_insert/4,          % +Index0, +Elem, +List0, -List
            count_where/3,          % :Goal, +List, -Count
            sum_list_of/3,          % :Goal, +List, -Sum
            joined_text/2           % +Parts, -Text
          ]).

/** <module> Small helpers the game modules share

Game states are dicts parsed from JSON.  Keys of JSON objects are atoms;
player names and card ids are JSON strings, so they are Prolog strings.
These helpers look up a dict by a string key, build JSON paths for error
messages, and say positions the way a judge does ("5th").
*/

:- use_module(library(apply)).
:- use_module(library(lists)).

:- meta_predicate count_where(1, +, -), sum_list_of(2, +, -).

%!  key_value(+Key, +Dict, -Value) is semidet.
%
%   Value is stored under Key, where Key may be an atom or a string.

key_value(Key, Dict, Value) :-
    atom_string(K, Key),
    get_dict(K, Dict, Value).

%!  key_value(+Key, +Dict, +Default, -Value) is det.

key_value(Key, Dict, Default, Value) :-
    (   key_value(Key, Dict, V0)
    ->  Value = V0
    ;   Value = Default
    ).

%!  key_put(+Key, +Dict0, +Value, -Dict) is det.

key_put(Key, Dict0, Value, Dict) :-
    atom_string(K, Key),
    put_dict(K, Dict0, Value, Dict).

%!  key_delete(+Key, +Dict0, -Dict) is det.

key_delete(Key, Dict0, Dict) :-
    atom_string(K, Key),
    (   del_dict(K, Dict0, _, Dict1)
    ->  Dict = Dict1
    ;   Dict = Dict0
    ).

%!  joined_text(+Parts:list, -Text:string) is det.
%
%   Text is Parts' texts one after the other, each as format/2's ~w
%   writes it: joined_text([P, " plays ", Card], T) for
%   format(string(T), "~w plays ~w", [P, Card]).  Atoms, strings and
%   numbers are joined by atomics_to_string/2 (anything else is written
%   by format/3 first), five to nine times faster than format/3 to a
%   string, whose string stream costs about 30 ns a character: a listing
%   of a thousand moves writes thousands of texts.

joined_text(Parts, Text) :-
    catch(atomics_to_string(Parts, Text0), error(_, _), fail),
    !,
    Text = Text0.
joined_text(Parts, Text) :-
    maplist(part_text, Parts, Texts),
    atomics_to_string(Texts, Text).

part_text(Part, Text) :-
    (   atomic(Part)
    ->  Text = Part
    ;   format(string(Text), "~w", [Part])
    ).

%!  json_path(+Steps:list, -Path:string) is det.
%
%   Steps are keys (atoms or strings) and list indexes (integers, from
%   0): json_path([hands, "alice", 3], "$.hands.alice[3]").

json_path(Steps, Path) :-
    path_parts(Steps, Parts),
    atomic_list_concat(['$'|Parts], Atom),
    atom_string(Atom, Path).

path_parts([], []).
path_parts([S|Ss], Parts) :-
    (   integer(S)
    ->  Parts = ['[', S, ']'|Rest]
    ;   Parts = ['.', S|Rest]
    ),
    path_parts(Ss, Rest).

%!  ordinal(+N:integer, -Ordinal:string) is det.

ordinal(N, S) :-
    (   N mod 100 >= 11, N mod 100 =< 13 -> Suffix = "th"
    ;   N mod 10 =:= 1 -> Suffix = "st"
    ;   N mod 10 =:= 2 -> Suffix = "nd"
    ;   N mod 10 =:= 3 -> Suffix = "rd"
    ;   Suffix = "th"
    ),
    format(string(S), "~d~w", [N, Suffix]).

%!  list_without(+List0, +Elem, -List) is det.
%
%   List is List0 without its first occurrence of Elem (==).

list_without([], _, []).
list_without([X|Xs], E, Ys) :-
    (   X == E
    ->  Ys = Xs
    ;   Ys = [X|Ys1],
        list_without(Xs, E, Ys1)
    ).

%!  list_insert(+Index, +Elem, +List0, -List) is det.
%
%   Elem stands at Index (from 0) of List; an Index past the end appends.

list_insert(I, E, L0, L) :-
    length(L0, N),
    (   I >= N
    ->  append(L0, [E], L)
    ;   length(Front, I),
        append(Front, Back, L0),
        append(Front, [E|Back], L)
    ).

%!  count_where(:Goal, +List, -Count) is det.

count_where(Goal, List, Count) :-
    include(Goal, List, Hits),
    length(Hits, Count).

%!  sum_list_of(:Goal, +List, -Sum) is det.
%
%   Sum of the values V for which call(Goal, X, V) holds, X in List.

sum_list_of(Goal, List, Sum) :-
    sum_list_of_(List, Goal, 0, Sum).

sum_list_of_([], _, Sum, Sum).
sum_list_of_([X|Xs], Goal, Sum0, Sum) :-
    call(Goal, X, V),
    Sum1 is Sum0 + V,
    sum_list_of_(Xs, Goal, Sum1, Sum).
