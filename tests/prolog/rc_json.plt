/*  plunit tests of the engine's JSON codec (rules.pl/rc_json.pl), checked
    against library(http/json).
*/

:- use_module(library(plunit)).
:- use_module(library(http/json)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rc_json', M),
   use_module(M).

:- begin_tests(rc_json).

same_as_library(Text) :-
    rc_json:json_value(Text, Ours),
    atom_json_dict(Text, Theirs, [value_string_as(string)]),
    assertion(Ours =@= Theirs).

test(scalars) :-
    forall(member(T, ['0', '-0', '12', '-7', '2.5', '1e5', '1E-3', '-1.5e+2', 'true', 'false', 'null', '"x"', '""']),
           same_as_library(T)).
test(nested) :-
    same_as_library('{"a": [1, {"b": []}, {}], "c d": "e", "f": null}').
test(escapes) :-
    same_as_library('"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9"').
% A surrogate pair is one character (as Python writes it); SWI-Prolog 9.0's
% library(http/json) keeps the two halves apart, so it is not the reference here.
test(surrogate_pair, S == "\U0001F600") :-
    rc_json:json_value('"\\ud83d\\ude00"', S).
test(whitespace) :-
    same_as_library(' \n{ "a" :\t[ 1 , 2 ] }\r\n').
test(round_trip, V2 =@= V) :-
    V = _{a:[1, 2.5, 100000.0, "é😀\n\"", true, null], 'b c':_{}},
    rc_json:value_json(V, Text),
    rc_json:json_value(Text, V2).
% Other characters are written as themselves: the reply is a string, never
% bytes, and the Python side reads it as text.
test(characters_as_themselves, Text == "{\"k\":\"é😀\"}") :-
    rc_json:value_json(_{k:"é😀"}, Text).
test(library_reads_what_we_write) :-
    V = _{a:"é😀</x\u0001\u007f\"\\", 'b c':[1, -2, 2.5, true, null, _{}]},
    rc_json:value_json(V, Text),
    atom_json_dict(Text, Theirs, [value_string_as(string)]),
    assertion(Theirs =@= V).
% Every control character is escaped, NUL and ESC as much as newline: the
% text is JSON, and the Python side's strict reader refuses a raw control.
test(controls_escaped) :-
    forall(between(0, 0x7F, C),
           (   C < 0x20
           ->  string_codes(S, [0'a, C, 0'b]),
               rc_json:value_json(S, Text),
               string_codes(Text, Cs),
               assertion(\+ ( member(X, Cs), X < 0x20 )),
               rc_json:json_value(Text, Back),
               assertion(Back == S)
           ;   true
           )).
% A long text takes the same way out as a short one, in parts.
test(long_texts) :-
    forall(member(Tail, ["", "\u00e9", "\n", "\u0000", "\U0001F600", "\""]),
           (   length(Cs, 10000), maplist(=(0'a), Cs),
               string_codes(A, Cs), string_concat(A, Tail, S0), string_concat(S0, A, S),
               rc_json:value_json(S, Text),
               rc_json:json_value(Text, Back),
               assertion(Back == S)
           )).
test(atoms_are_strings, Text == "[\"abc\",true]") :-
    rc_json:value_json([abc, true], Text).
test(bad_json, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('{"a": }', _).
test(trailing_garbage, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('[1] x', _).
test(prolog_syntax_is_just_text) :-
    rc_json:json_value('{"a": "halt), shell(\'x\'"}', V),
    get_dict(a, V, A),
    assertion(A == "halt), shell('x'").

% The fast path (SWI-Prolog's own reader) and library(http/json) read the
% same values from the text the Python side writes (", " and ": ", UTF-8),
% and the library takes over where Prolog syntax and JSON part ways.
test(python_text_reads_the_same) :-
    Text = '{"a": [1, -2, 2.5, 1e+20, 1e-07], "é": "ü\\n\\"x", "n": null, "t": true, "o": {}, "l": [[], {"b": "c"}]}',
    rc_json:json_value(Text, Fast),
    atom_json_dict(Text, Theirs, [value_string_as(string)]),
    assertion(Fast =@= Theirs).
test(where_prolog_and_json_part, V =@= _{a: -1, b:"/", c:"\U0001F600"}) :-
    rc_json:json_value('{"a":-1,"b":"\\/","c":"\\ud83d\\ude00"}', V).
test(library_path_trailing_space, V =@= _{a: -1}) :-
    rc_json:json_value('{"a":-1} \n\t', V).
test(library_path_trailing_garbage, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('{"a":-1} x', _).
test(library_path_empty, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('  ', _).
test(prolog_terms_are_not_json, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('foo(bar)', _).
test(a_variable_is_not_json, error(syntax_error(json(illegal_json)), _)) :-
    rc_json:json_value('[X]', _).

:- end_tests(rc_json).
