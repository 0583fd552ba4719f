:- module(rc_json,
          [ json_value/2,           % +Text, -Value
            value_json/2            % +Value, -Text
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
in well under one.  It is a plain DCG, reads any JSON text (RFC 8259), and
writes ASCII only (other characters as \uXXXX escapes), so the text is the
same whatever the locale.  tests/prolog/rc_json.plt checks it against
library(http/json).
*/

:- use_module(library(lists)).

%!  json_value(+Text, -Value) is det.
%
%   Value is the JSON Text read; a syntax error throws
%   error(syntax_error(json(Why)), _).

json_value(Text, Value) :-
    (   atom(Text) -> atom_codes(Text, Codes)
    ;   string_codes(Text, Codes)
    ),
    (   phrase((ws, value(V), ws), Codes)
    ->  Value = V
    ;   throw(error(syntax_error(json(illegal_json)), _))
    ).

value(V) --> "{", !, ws, members(Pairs), { dict_pairs(V, _, Pairs) }.
value(V) --> "[", !, ws, elements(V).
value(V) --> "\"", !, chars(Cs), { string_codes(V, Cs) }.
value(true) --> "true", !.
value(false) --> "false", !.
value(null) --> "null", !.
value(N) --> number(N).

members([]) --> "}", !.
members(Ps) --> pairs(Ps).

pairs([K-V|Ps]) -->
    "\"", chars(Cs), { atom_codes(K, Cs) }, ws, ":", ws, value(V), ws,
    (   "," -> ws, pairs(Ps)
    ;   "}", { Ps = [] }
    ).

elements([]) --> "]", !.
elements([V|Vs]) --> value(V), ws, elements_rest(Vs).

elements_rest([V|Vs]) --> ",", !, ws, value(V), ws, elements_rest(Vs).
elements_rest([]) --> "]".

chars([]) --> "\"", !.
chars([C|Cs]) --> "\\", !, escape(C), chars(Cs).
chars([C|Cs]) --> [C], { C >= 0x20 }, chars(Cs).

escape(0'") --> "\"".
escape(0'\\) --> "\\".
escape(0'/) --> "/".
escape(0'\b) --> "b".
escape(0'\f) --> "f".
escape(0'\n) --> "n".
escape(0'\r) --> "r".
escape(0'\t) --> "t".
escape(C) --> "u", hex4(H),
    (   { H >= 0xD800, H =< 0xDBFF },
        "\\u", hex4(L), { L >= 0xDC00, L =< 0xDFFF }
    ->  { C is 0x10000 + ((H - 0xD800) << 10) + (L - 0xDC00) }
    ;   { C = H }
    ).

hex4(V) --> hexd(A), hexd(B), hexd(C), hexd(D), { V is A<<12 + B<<8 + C<<4 + D }.

hexd(V) --> [C], { code_type(C, xdigit(V)) }.

number(N) -->
    int_part(I), frac_part(F), exp_part(E),
    { append([I, F, E], Cs), number_codes(N, Cs) }.

int_part([0'-|Ds]) --> "-", !, digits1(Ds).
int_part(Ds) --> digits1(Ds).

digits1([D|Ds]) --> digit(D), digits(Ds).
digits([D|Ds]) --> digit(D), !, digits(Ds).
digits([]) --> [].
digit(D) --> [D], { code_type(D, digit) }.

frac_part([0'.|Ds]) --> ".", !, digits1(Ds).
frac_part([]) --> [].

exp_part([0'e|Cs]) --> ( "e" ; "E" ), !, sign(S), digits1(Ds),
    { append(S, Ds, Cs) }.
exp_part([]) --> [].

sign([0'-]) --> "-", !.
sign([]) --> "+", !.
sign([]) --> [].

ws --> [C], { memberchk(C, [32, 9, 10, 13]) }, !, ws.
ws --> [].

%!  value_json(+Value, -Text:string) is det.
%
%   Text is Value as JSON, ASCII only.  Atoms other than true, false and
%   null are written as strings.

value_json(Value, Text) :-
    with_output_to(string(Text), write_value(Value)).

write_value(V) :-
    (   is_dict(V)
    ->  dict_pairs(V, _, Pairs),
        put_char('{'),
        write_pairs(Pairs),
        put_char('}')
    ;   is_list(V)
    ->  put_char('['),
        write_elements(V),
        put_char(']')
    ;   string(V)
    ->  write_string(V)
    ;   V == true -> write(true)
    ;   V == false -> write(false)
    ;   V == null -> write(null)
    ;   atom(V)
    ->  write_string(V)
    ;   integer(V)
    ->  write(V)
    ;   float(V)
    ->  format("~w", [V])
    ;   term_string(V, S),
        write_string(S)
    ).

write_pairs([]).
write_pairs([K-V|Ps]) :-
    write_string(K),
    put_char(:),
    write_value(V),
    (   Ps == []
    ->  true
    ;   put_char(','),
        write_pairs(Ps)
    ).

write_elements([]).
write_elements([V|Vs]) :-
    write_value(V),
    (   Vs == []
    ->  true
    ;   put_char(','),
        write_elements(Vs)
    ).

write_string(S) :-
    atom_codes(S, Cs),
    put_char('"'),
    maplist(write_code, Cs),
    put_char('"').

write_code(C) :-
    (   C == 0'"  -> write('\\"')
    ;   C == 0'\\ -> write('\\\\')
    ;   C == 0'\n -> write('\\n')
    ;   C == 0'\r -> write('\\r')
    ;   C == 0'\t -> write('\\t')
    ;   C < 0x20  -> format("\\u~|~`0t~16r~4+", [C])
    ;   C < 0x7F  -> put_code(C)
    ;   C < 0x10000 -> format("\\u~|~`0t~16r~4+", [C])
    ;   Hi is 0xD800 + ((C - 0x10000) >> 10),
        Lo is 0xDC00 + ((C - 0x10000) /\ 0x3FF),
        format("\\u~|~`0t~16r~4+\\u~|~`0t~16r~4+", [Hi, Lo])
    ).
