:- module(rc_json,
          [ json_value/2,           % +Text, -Value
            value_json/2,           % +Value, -Text
            write_json/2            % +Stream, +Value
          ]).

/** <module> JSON text to and from Prolog values, for the engine's boundary

The Python side hands the engine one JSON text per request and reads one
JSON text back.  This module reads and writes exactly the values that cross
that boundary, with the same mapping as library(http/json)'s
json_read_dict/3 with value_string_as(string):

    JSON object   a dict with atom keys
    JSON array    a list
    JSON string   a string
    JSON number   an integer or a float
    true, false, null   the atoms true, false, null

Why not library(http/json)?  Loading it takes about 33 ms, half of
rulecheck's whole start-up budget (docs/benchmarks.md); this module loads
in well under one.  It reads any JSON text (RFC 8259): SWI-Prolog's own
term reader where the text is also Prolog syntax, a plain DCG elsewhere.  It
writes strings through the C helper of library(http/json) alone (loaded in a
third of a millisecond), every other character but quotes, backslashes and
controls as itself: the text is a string, whatever the locale.
tests/prolog/rc_json.plt checks it against library(http/json).
*/

:- use_module(library(lists)).

%!  json_value(+Text, -Value) is det.
%
%   Value is the JSON Text read; a syntax error throws
%   error(syntax_error(json(Why)), _).

json_value(Text, Value) :-
    (   prolog_read(Text, Term),
        term_value(Term, V0)
    ->  Value = V0
    ;   (   atom(Text) -> atom_codes(Text, Codes)
        ;   string_codes(Text, Codes)
        ),
        (   phrase((ws, value(V), ws), Codes)
        ->  Value = V
        ;   throw(error(syntax_error(json(illegal_json)), _))
        )
    ).

%   The fast path: the JSON the Python side writes (json.dumps, with ", "
%   and ": " between items) is also Prolog syntax, which SWI-Prolog's
%   reader (C) reads several times faster than any DCG.  The term is
%   mapped to the same values; any text the mapping does not cover (a
%   surrogate pair, "\/", ":-" with no space between) goes to the DCG.

prolog_read(Text, Term) :-
    catch(( atom(Text)
          ->  read_term_from_atom(Text, Term, [double_quotes(string), variable_names(Vs)])
          ;   term_string(Term, Text, [double_quotes(string), variable_names(Vs)])
          ),
          error(_, _), fail),
    Vs == [].

term_value(T, V) :-
    (   var(T)
    ->  fail
    ;   string(T)
    ->  V = T
    ;   number(T)
    ->  V = T
    ;   T == '{}'
    ->  dict_pairs(V, _, [])
    ;   T = {Body}
    ->  body_pairs(Body, Pairs),
        catch(dict_pairs(V, _, Pairs), error(duplicate_key(_), _), fail)
    ;   is_list(T)
    ->  term_values(T, V)
    ;   ( T == true ; T == false ; T == null )
    ->  V = T
    ).

term_values([], []).
term_values([T|Ts], [V|Vs]) :-
    term_value(T, V),
    term_values(Ts, Vs).

body_pairs(Body, Pairs) :-
    (   nonvar(Body), Body = (A, B)
    ->  Pairs = [P|Ps],
        body_pair(A, P),
        body_pairs(B, Ps)
    ;   Pairs = [P],
        body_pair(Body, P)
    ).

body_pair(Pair, Key-V) :-
    nonvar(Pair),
    Pair = (K:T),
    string(K),
    atom_string(Key, K),
    term_value(T, V).

%   Each value is chosen by its first character (first-argument indexing on
%   the character code keeps the parser deterministic and fast).

value(V) --> [C], value(C, V).

value(0'{, V) --> !, ws, members(Pairs), { dict_pairs(V, _, Pairs) }.
value(0'[, V) --> !, ws, elements(V).
value(0'", V) --> !, chars(Cs), { string_codes(V, Cs) }.
value(0't, true) --> !, "rue".
value(0'f, false) --> !, "alse".
value(0'n, null) --> !, "ull".
value(C, N) --> number(C, N).

members([]) --> "}", !.
members(Ps) --> pairs(Ps).

pairs([K-V|Ps]) -->
    "\"", chars(Cs), { atom_codes(K, Cs) }, ws, ":", ws, value(V), ws,
    [C], pairs_rest(C, Ps).

pairs_rest(0',, Ps) --> ws, pairs(Ps).
pairs_rest(0'}, []) --> [].

elements([]) --> "]", !.
elements([V|Vs]) --> value(V), ws, [C], elements_rest(C, Vs).

elements_rest(0',, [V|Vs]) --> ws, value(V), ws, [C], elements_rest(C, Vs).
elements_rest(0'], []) --> [].

chars(Cs) --> [C], chars(C, Cs).

chars(0'", []) --> !.
chars(0'\\, [C|Cs]) --> !, [E], escape(E, C), chars(Cs).
chars(C, [C|Cs]) --> { C >= 0x20 }, chars(Cs).

escape(0'", 0'") --> [].
escape(0'\\, 0'\\) --> [].
escape(0'/, 0'/) --> [].
escape(0'b, 0'\b) --> [].
escape(0'f, 0'\f) --> [].
escape(0'n, 0'\n) --> [].
escape(0'r, 0'\r) --> [].
escape(0't, 0'\t) --> [].
escape(0'u, C) --> hex4(H),
    (   { H >= 0xD800, H =< 0xDBFF },
        "\\u", hex4(L), { L >= 0xDC00, L =< 0xDFFF }
    ->  { C is 0x10000 + ((H - 0xD800) << 10) + (L - 0xDC00) }
    ;   { C = H }
    ).

hex4(V) --> hexd(A), hexd(B), hexd(C), hexd(D), { V is A<<12 + B<<8 + C<<4 + D }.

hexd(V) --> [C], { code_type(C, xdigit(V)) }.

%   A number: its first character C is already read.
number(C, N) -->
    { C == 0'- -> Sign = [0'-], Ds = Ds0 ; Sign = [], Ds = [C|Ds0], digit_code(C) },
    (   { Sign == [] } -> digits(Ds0) ; digits1(Ds0) ),
    frac_part(F), exp_part(E),
    { append([Sign, Ds, F, E], Cs), number_codes(N, Cs) }.

digit_code(C) :- C >= 0'0, C =< 0'9.

digits1([D|Ds]) --> digit(D), digits(Ds).
digits([D|Ds]) --> digit(D), !, digits(Ds).
digits([]) --> [].
digit(D) --> [D], { digit_code(D) }.

frac_part([0'.|Ds]) --> ".", !, digits1(Ds).
frac_part([]) --> [].

exp_part([0'e|Cs]) --> ( "e" ; "E" ), !, sign(S), digits1(Ds),
    { append(S, Ds, Cs) }.
exp_part([]) --> [].

sign([0'-]) --> "-", !.
sign([]) --> "+", !.
sign([]) --> [].

ws, [C] --> [C], { \+ ws_code(C) }, !.
ws --> [_], !, ws.
ws --> [].

ws_code(32).
ws_code(9).
ws_code(10).
ws_code(13).

%!  value_json(+Value, -Text:string) is det.
%
%   Text is Value as JSON (controls escaped, other characters as they
%   are).  Atoms other than true, false and null are written as strings.
%   The text is written to a memory file (SWI-Prolog's library(memfile),
%   its foreign part loaded below): three times faster than
%   with_output_to/2's string stream, the largest part of answering a
%   long listing (docs/benchmarks.md).

value_json(Value, Text) :-
    new_memory_file(File),
    call_cleanup(memory_file_json(File, Value, Text), free_memory_file(File)).

memory_file_json(File, Value, Text) :-
    setup_call_cleanup(
        open_memory_file(File, write, Out, [encoding(utf8)]),
        write_json(Out, Value),
        close(Out)),
    memory_file_to_string(File, Text, utf8).

%!  write_json(+Out:stream, +Value) is det.
%
%   Write Value to Out as value_json/2 gives it.

write_json(Out, V) :-
    (   string(V)                               % the most frequent first
    ->  json_write_string(Out, V)
    ;   is_dict(V)
    ->  dict_pairs(V, _, Pairs),
        put_char(Out, '{'),
        write_pairs(Pairs, Out),
        put_char(Out, '}')
    ;   is_list(V)
    ->  put_char(Out, '['),
        write_elements(V, Out),
        put_char(Out, ']')
    ;   V == true -> write(Out, true)
    ;   V == false -> write(Out, false)
    ;   V == null -> write(Out, null)
    ;   atom(V)
    ->  json_write_string(Out, V)
    ;   integer(V)
    ->  write(Out, V)
    ;   float(V)
    ->  format(Out, "~w", [V])
    ;   term_string(V, S),
        json_write_string(Out, S)
    ).

write_pairs([], _).
write_pairs([K-V|Ps], Out) :-
    json_write_string(Out, K),
    put_char(Out, :),
    write_json(Out, V),
    (   Ps == []
    ->  true
    ;   put_char(Out, ','),
        write_pairs(Ps, Out)
    ).

write_elements([], _).
write_elements([V|Vs], Out) :-
    write_json(Out, V),
    (   Vs == []
    ->  true
    ;   put_char(Out, ','),
        write_elements(Vs, Out)
    ).

%   A string (or an atom) is written by json_write_string/2, the C helper
%   of SWI-Prolog's library(http/json), loaded by itself (below).  It
%   escapes the quote, the backslash and every control character, writes
%   "</" as "<\\/" and other characters as they are: the reply crosses to
%   the Python side as text, never as bytes, so no character needs an
%   escape.

%   library(http/json) itself takes about 33 ms to load; its foreign part,
%   json.so (swi-prolog-core-packages, which every SWI-Prolog install has),
%   takes a third of a millisecond, and writes a string four times faster
%   than a Prolog loop over its characters (docs/benchmarks.md).
:- absolute_file_name(foreign(json), Lib, [file_type(executable), access(read)]),
   open_shared_object(Lib, Handle),
   call_shared_object_function(Handle, install_json).

%   Likewise library(memfile): about 30 ms to load through the library
%   index, 0.2 ms for its foreign part, memfile.so, alone.
:- absolute_file_name(foreign(memfile), Lib, [file_type(executable), access(read)]),
   open_shared_object(Lib, Handle),
   call_shared_object_function(Handle, install_memfile).
