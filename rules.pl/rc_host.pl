:- module(rc_host,
          [ host/1,                     % -Host
            json_write_string/2,        % +Stream, +Text
            new_memory_file/1,          % -File
            free_memory_file/1,         % +File
            open_memory_file/4,         % +File, +Mode, -Stream, +Options
            memory_file_to_string/3,    % +File, -String, +Encoding
            json_library_read/2,        % +Stream, -Value
            text_nfkd/2,                % +Text, -Decomposed
            deadline_clock/1            % :Handler
          ]).

/** <module> What the engine needs of its host: native SWI-Prolog or WebAssembly

The rules and the engine are the same files under both hosts of rulecheck:
the command line's SWI-Prolog (libswipl, driven by pycli/engine.py) and
SWI-Prolog's WebAssembly build (the npm package swipl-wasm, driven by
web/rulecheck.js in a browser's Worker or a node worker thread).  What
differs between the two is here, chosen once as this module loads by the
flag `emscripten`, which the WebAssembly build sets (and no native build
has); no other file knows which host it runs on.

  * The foreign helpers of the JSON boundary (rc_json.pl): natively,
    json.so and memfile.so are loaded by hand with open_shared_object/2
    (rc_json.pl's header says why: a third of a millisecond, against 13 and
    30 ms for the libraries); in WebAssembly there are no .so files, the
    foreign parts are linked into the runtime and come with library(json)
    and library(memfile).
  * The library that reads JSON text the term reader does not take:
    library(http/json) natively (SWI-Prolog 9), library(json) in the
    WebAssembly build (SWI-Prolog 10 moved it there).
  * Unicode decomposition for card names (rc_cards.pl): library(unicode)
    natively; the WebAssembly build has no library(unicode), so a table of
    the decompositions (nfkd_table.pl, written into the web bundle by
    scripts/build_web.py from Python's unicodedata) is loaded the first time
    a name needs it.
  * The request clock (rulecheck.pl, limited/4): natively, the Python side
    raises the signal usr2 while a request runs and deadline_clock/1
    installs the handler; the WebAssembly build has neither signals that
    the host can raise nor threads, so the JavaScript host ends a request
    past its deadline by terminating the worker the engine runs in, and
    answers the same "limit" error (web/rulecheck.js).  The inference limit
    (call_with_inference_limit/3) holds on both hosts unchanged.
*/

:- meta_predicate deadline_clock(1).

%!  host(-Host:atom) is det.
%
%   Host is `wasm` in SWI-Prolog's WebAssembly build, else `native`.

:- if(current_prolog_flag(emscripten, true)).

host(wasm).

:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(memfile)).
:- use_module(library(json), []).

%!  json_write_string(+Out:stream, +Text) is det.
%
%   Write Text as a JSON string: the C helper of the JSON library.

json_write_string(Out, Text) :-
    json:json_write_string(Out, Text).

%!  json_library_read(+In:stream, -Value) is det.
%
%   Read one JSON value from In with SWI-Prolog's JSON library (strings as
%   strings); a syntax error throws.

json_library_read(In, Value) :-
    json:json_read_dict(In, Value, [value_string_as(string)]).

%!  text_nfkd(+Text:string, -Decomposed:atom) is det.
%
%   Decomposed is Text in Unicode normalisation form KD, as far as the
%   table holds decompositions (every code point below U+10000 outside
%   Hangul that has one); other characters are kept as they are.

text_nfkd(Text, Decomposed) :-
    nfkd_table_loaded,
    string_codes(Text, Codes),
    foldl(code_decomposed, Codes, Parts, []),
    atom_codes(Decomposed, Parts).

code_decomposed(C, Cs0, Cs) :-
    (   nfkd(C, D)
    ->  append(D, Cs, Cs0)
    ;   Cs0 = [C|Cs]
    ).

%   The table is a file of terms nfkd(Code, Codes) beside this one, read
%   into nfkd/2 once, the first time a name that is not ASCII is looked up.

:- dynamic table_loaded/0, nfkd/2.

nfkd_table_loaded :-
    (   table_loaded
    ->  true
    ;   module_property(rc_host, file(File)),
        file_directory_name(File, Dir),
        directory_file_path(Dir, 'nfkd_table.pl', Table),
        (   exists_file(Table)
        ->  setup_call_cleanup(open(Table, read, In, [encoding(utf8)]),
                               table_read(In),
                               close(In))
        ;   true
        ),
        assertz(table_loaded)
    ).

table_read(In) :-
    read_term(In, T, []),
    (   T == end_of_file
    ->  true
    ;   T = nfkd(Code, Codes),
        integer(Code),
        is_list(Codes)
    ->  assertz(nfkd(Code, Codes)),
        table_read(In)
    ;   table_read(In)
    ).

%!  deadline_clock(:Handler) is det.
%
%   Nothing to install: the JavaScript host keeps the time limit.

deadline_clock(_).

:- else.

host(native).

:- autoload(library(unicode), [unicode_nfkd/2]).

json_library_read(In, Value) :-
    use_module(library(http/json), []),
    json:json_read_dict(In, Value, [value_string_as(string)]).

text_nfkd(Text, Decomposed) :-
    unicode_nfkd(Text, Decomposed).

%   The foreign parts, loaded by hand: json_write_string/2 (json.so,
%   swi-prolog-core-packages, which every SWI-Prolog install has) and the
%   memory files (memfile.so); their predicates are registered in this
%   module.
:- absolute_file_name(foreign(json), Lib, [file_type(executable), access(read)]),
   open_shared_object(Lib, Handle),
   call_shared_object_function(Handle, install_json).
:- absolute_file_name(foreign(memfile), Lib, [file_type(executable), access(read)]),
   open_shared_object(Lib, Handle),
   call_shared_object_function(Handle, install_memfile).

%   The Python side raises usr2 in the engine's thread every fifth of a
%   second while a request runs (pycli/engine.py); Handler ends the request
%   once its deadline has passed.
deadline_clock(Handler) :-
    on_signal(usr2, _, Handler).

:- endif.
