:- module(rc_json,
          [ json_value/2,           % +Text, -Value
            json_value_raw/3,       % +Text, -Value, -Raw
            value_json/2,           % +Value, -Text
            value_json_spaced/2,    % +Value, -Text
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

Reading.  Request text is read by SWI-Prolog's own term reader when it
is also Prolog syntax, which the Python side's text always is (json.dumps
with ", " and ": " between items), and by library(http/json) otherwise;
there is no JSON parser of our own.  Why not the library alone?  Measured
on 2026-12-01 (docs/benchmarks.md, "One JSON reader"), a bare swipl that
loads the compiled rules and answers one `check` takes 98.4 ms, and
12.8 ms (12.5 ms of CPU) more when it loads library(http/json) as well:
the library is compiled from its source at every start (SWI-Prolog ships
no .qlf of it).  And the term reader reads a request three to six times
faster than the library: 0.14 against 0.45 ms for a mid-game `check`,
0.61 against 2.39 ms for the largest bundled WoW state, 23.5 against 147
ms for a state with a 2 MiB note (CPU, medians).  So the library is loaded
only in a process that is handed text the term reader does not take (a
client other than the Python side: "\/", ":-" with no space, an escaped
surrogate pair).  The hand-written DCG that read such text before is gone.

Writing.  Strings go through the C helper of library(http/json) alone
(its foreign part, json.so, loaded in a third of a millisecond), every
other character but quotes, backslashes and controls as itself: the text
is a string, whatever the locale.  The foreign parts come from the host layer (rc_host.pl): natively loaded
with open_shared_object/2, not use_foreign_library/1 (library(shlib) loads
a library once per process, whatever the module, so a json.so loaded
through it would leave library(http/json), loaded later, without its
foreign predicates); in the WebAssembly build, which cannot load .so
files, from library(json) and library(memfile), linked into the runtime.
tests/prolog/rc_json.plt checks both readers against library(http/json).
*/

:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(apply)).
:- use_module(rc_schema, [raw_term/2, json_path/2]).
:- use_module(rc_host, [ json_write_string/2, json_library_read/2,
                         new_memory_file/1, free_memory_file/1,
                         open_memory_file/4, memory_file_to_string/3 ]).

%!  json_value(+Text, -Value) is det.
%
%   Value is the JSON Text read; a syntax error throws
%   error(syntax_error(json(Why)), _).

json_value(Text, Value) :-
    (   prolog_read(Text, Term),
        term_value(Term, V0)
    ->  Value = V0
    ;   library_read(Text, Value)
    ).

%!  json_value_raw(+Text, -Value, -Raw) is det.
%
%   As json_value/2, and Raw the value as the text wrote it (objects as
%   `{"key": Value, ...}` terms, keys in the text's order: rc_schema.pl
%   walks it, so that errors come in the order of the text).  Text the
%   term reader does not take is read by the library: Raw then has the
%   keys in standard order.

json_value_raw(Text, Value, Raw) :-
    (   prolog_read(Text, Term),
        term_value(Term, V0)
    ->  Value = V0, Raw = Term
    ;   library_read(Text, Value),
        raw_term(Value, Raw)
    ).

%   The fast path: the JSON the Python side writes (json.dumps, with ", "
%   and ": " between items) is also Prolog syntax, which SWI-Prolog's
%   reader (C) reads several times faster than any DCG.  The term is
%   mapped to the same values; any text the mapping does not cover (a
%   surrogate pair, "\/", ":-" with no space between) goes to the library.

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

%   Any other JSON text (one the Python side does not write: "\/", a
%   surrogate pair written as two escapes, ":-" with no space between) is
%   read by SWI-Prolog's JSON library (rc_host.pl: library(http/json)
%   natively, library(json) in the WebAssembly build), loaded the first
%   time it is needed.  The
%   library reads one value and leaves what follows, so the rest must be
%   white space; SWI-Prolog 9.0's library keeps the two halves of an
%   escaped surrogate pair apart, so they are joined here.

library_read(Text, Value) :-
    (   catch(setup_call_cleanup(
                  open_string(Text, In),
                  ( json_library_read(In, Value0),
                    read_string(In, _, Rest)
                  ),
                  close(In)),
              error(syntax_error(_), _),
              fail),
        split_string(Rest, "", " \t\n\r", [""])
    ->  pairs_joined(Value0, Value),
        no_lone_surrogate(Value, 0xD800-0xDFFF)
    ;   string_codes(Text, Codes),              % SWI-Prolog 10's library refuses a lone half
        phrase(lone_halves_marked(Marked, Found), Codes),
        Found == true,
        string_codes(MarkedText, Marked),
        catch(setup_call_cleanup(open_string(MarkedText, In), json_library_read(In, Value0), close(In)),
              error(syntax_error(_), _), fail)
    ->  no_lone_surrogate(Value0, 0xFFFF-0xFFFF),
        throw(error(syntax_error(json(illegal_json)), _))
    ;   throw(error(syntax_error(json(illegal_json)), _))
    ).

%   The text with each escaped lone half of a surrogate pair (\ud800 with
%   no \udc00 after it, or a \udc00 alone) escaped as \uffff instead,
%   and Found true when there was one: what the library then reads shows
%   where the half was.
lone_halves_marked(Out, Found) -->
    [0'\\, C], { C \== 0'u }, !, { Out = [0'\\, C|Out1] }, lone_halves_marked(Out1, Found).
lone_halves_marked(Out, Found) -->
    escaped(H), { H >= 0xD800, H =< 0xDBFF }, escaped(L), { L >= 0xDC00, L =< 0xDFFF }, !,
    { format(codes(Out, Out1), "\\u~|~`0t~16r~4+\\u~|~`0t~16r~4+", [H, L]) },
    lone_halves_marked(Out1, Found).
lone_halves_marked(Out, true) -->
    escaped(H), { H >= 0xD800, H =< 0xDFFF }, !,
    { append(`\\uffff`, Out1, Out) },
    lone_halves_marked(Out1, _).
lone_halves_marked([C|Out], Found) -->
    [C], !, lone_halves_marked(Out, Found).
lone_halves_marked([], Found) --> { ( var(Found) -> Found = false ; true ) }.

escaped(C) -->
    [0'\\, 0'u, A, B, D, E],
    { catch(( atom_codes(Hex, [A, B, D, E]), atom_concat('0x', Hex, Num), atom_number(Num, C) ), _, fail) }.

%   A string that holds half of a surrogate pair, escaped as \ud800, is no
%   Unicode text: bad input at its place (in the state or the move when it
%   is there), never an error deep in the rules.
no_lone_surrogate(Value, Range) :-
    (   lone_surrogate(Value, Range, Steps)
    ->  (   Steps = [Part|Rest], memberchk(Part-In, [state-"state", move-"move"])
        ->  json_path(Rest, Path)
        ;   In = "request", json_path(Steps, Path)
        ),
        throw(rc_error("input", In, Path, lone_surrogate))
    ;   true
    ).

lone_surrogate(V, Low-High, []) :-
    string(V), !,
    string_code(_, V, C), C >= Low, C =< High, !.
lone_surrogate(V, Range, [K|Steps]) :-
    is_dict(V), !,
    get_dict(K, V, X),
    (   atom_string(K, KS), lone_surrogate(KS, Range, []), Steps = [] ; lone_surrogate(X, Range, Steps) ), !.
lone_surrogate(V, Range, [I|Steps]) :-
    is_list(V),
    nth0(I, V, X),
    lone_surrogate(X, Range, Steps), !.

pairs_joined(V0, V) :-
    (   string(V0)
    ->  string_codes(V0, Cs0),
        surrogates_joined(Cs0, Cs),
        string_codes(V, Cs)
    ;   is_dict(V0)
    ->  dict_pairs(V0, Tag, Pairs0),
        pairs_keys_values(Pairs0, Keys, Vs0),
        maplist(pairs_joined, Vs0, Vs),
        pairs_keys_values(Pairs, Keys, Vs),
        dict_pairs(V, Tag, Pairs)
    ;   is_list(V0)
    ->  maplist(pairs_joined, V0, V)
    ;   V = V0
    ).

surrogates_joined([], []).
surrogates_joined([H|Cs0], [C|Cs]) :-
    (   Cs0 = [L|Cs1],
        H >= 0xD800, H =< 0xDBFF,
        L >= 0xDC00, L =< 0xDFFF
    ->  C is 0x10000 + ((H - 0xD800) << 10) + (L - 0xDC00),
        surrogates_joined(Cs1, Cs)
    ;   C = H,
        surrogates_joined(Cs0, Cs)
    ).

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

%!  value_json_spaced(+Value, -Text) is det.
%
%   As value_json/2, with ", " and ": " between items (the separators of
%   Python's json.dumps, and of the request text): a value quoted in a
%   message people read, such as a move of a fixture's line.

value_json_spaced(Value, Text) :-
    with_output_to(string(Text), ( current_output(Out), write_spaced(Out, Value) )).

write_spaced(Out, V) :-
    (   is_dict(V)
    ->  dict_pairs(V, _, Pairs),
        put_char(Out, '{'),
        foldl(write_spaced_pair(Out), Pairs, "", _),
        put_char(Out, '}')
    ;   is_list(V)
    ->  put_char(Out, '['),
        foldl(write_spaced_item(Out), V, "", _),
        put_char(Out, ']')
    ;   write_json(Out, V)
    ).

write_spaced_pair(Out, K-V, Sep, ", ") :-
    write(Out, Sep),
    json_write_string(Out, K),
    write(Out, ": "),
    write_spaced(Out, V).

write_spaced_item(Out, V, Sep, ", ") :-
    write(Out, Sep),
    write_spaced(Out, V).

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
%   of SWI-Prolog's JSON library, loaded by itself (rc_host.pl).  It
%   escapes the quote, the backslash and every control character, writes
%   "</" as "<\\/" and other characters as they are: the reply crosses to
%   the Python side as text, never as bytes, so no character needs an
%   escape.
