:- module(rc_schema,
          [ schema_errors/3,        % +Raw, +Schema, -Errors
            schema_errors/4,        % +Raw, +Schema, +Root, -Errors
            structure_errors/2,     % +Raw, -Errors
            game_schema/2,          % +Game, -Schema
            raw_object_pairs/2,     % +Raw, -Pairs
            raw_get/3,              % +Raw, +Key, -Value
            raw_term/2,             % +Value, -Raw
            raw_type_name/2,        % +Raw, -TypeName
            py_json/2,              % +Value, -Text
            py_number/2,            % +Number, -Text
            json_path/2,            % +Steps, -Path
            json_changes/3          % +Before, +After, -Changes
          ]).

/** <module> The structural check of a state against its game's JSON Schema

Every host asks it through api/3 (rulecheck.pl): a state reaches the rules
only once its game's schema (rules.pl/<game>/schema.json) holds, and
`validate` lists every structural problem.  This is the one validator of
the repository: the command line, `serve`, the Python API and the browser
(web/rulecheck.js) have none of their own.  docs/engine.md says why it is
Prolog's and not a JSON Schema package's.

It understands the keywords those schema files use: type, properties,
required, additionalProperties, items, enum, const, minimum, maximum,
minItems, maxItems, minLength, maxLength, anyOf and $ref to #/$defs/NAME.

The value is walked as the request text gave it (a "raw" term, as
SWI-Prolog's term reader reads the JSON text: `{}` or `{"k": V, ...}` for
an object, in the order of its keys; a list; a string; a number; true,
false, null), so that errors come in the order of the text's keys, as a
reader of the file expects.  An error is Steps-Message, Steps the path's
keys (strings) and indexes (integers); json_path/2 writes it ("$.a[2]").
The words and the number formatting (Python's repr of a float, JSON with
", " and ": " and every character outside ASCII escaped) are those the
command line has always printed.
*/

:- use_module(library(lists)).
%   rc_json.pl (which reads with raw_term/2) and rc_legal.pl (words) are
%   called by module, not imported: they load after this module.
:- use_module(library(apply)).
:- autoload(library(ordsets), [ord_union/3]).
:- autoload(library(pairs), [pairs_keys/2]).
:- use_module(library(yall)).      % lambdas expanded as the module compiles

%!  schema_errors(+Raw, +Schema:dict, -Errors:list) is det.
%
%   Every way Raw breaks Schema (its root, for $ref), in the walker's
%   order: each Path-Message, both strings.

schema_errors(Raw, Schema, Errors) :-
    schema_errors(Raw, Schema, Schema, Errors).

%!  schema_errors(+Raw, +Schema:dict, +Root:dict, -Errors:list) is det.
%
%   As schema_errors/3, for a part of the schema Root ($ref names Root's
%   $defs).

schema_errors(Raw, Schema, Root, Errors) :-
    (   Schema == Root,
        variant_sha1(Schema, Hash),             % a dict's tag is unbound: term_hash/2 gives none
        holds_compiled(Raw, hash(Hash), Schema)
    ->  Errors = []
    ;   schema_walked(Raw, Schema, Root, Errors)
    ).

schema_walked(Raw, Schema, Root, Errors) :-
    phrase(walk(Raw, Schema, Root, []), Errors0),
    maplist(step_error, Errors0, Errors).

                 /*******************************
                 *    THE SCHEMA, COMPILED      *
                 *******************************/

%   A value that holds is the common case (every request's state): it is
%   checked first against the schema compiled once into terms (compiled/2:
%   a node's keywords at fixed places, its properties a list by key
%   string, $ref by name), with no path or message made; only a value that
%   does not hold is walked to find its errors (walk//4, which alone words
%   them).  holds_compiled/2 succeeds only where walk//4 finds no error:
%   the Flesh and Blood state's check took a third of a `check`'s time
%   (docs/benchmarks.md, "The suite's time, fourth round").  A schema this
%   cannot compile (a keyword in a form it does not know) is walked.

:- dynamic compiled_cache/2.

%   holds_compiled(+Raw, +Key, +Schema): Key names Schema in the cache (a
%   game's schema by its game, any other by its variant_sha1/2).
holds_compiled(Raw, Key, Schema) :-
    (   compiled_cache(Key, Compiled0)
    ->  true
    ;   (   catch(compiled_root(Schema, Compiled1), _, fail)
        ->  Compiled0 = Compiled1
        ;   Compiled0 = none
        ),
        assertz(compiled_cache(Key, Compiled0))
    ),
    Compiled0 = Node-Defs,
    holds(Raw, Node, Defs).

compiled_root(Schema, Node-Defs) :-
    is_dict(Schema),
    (   get_dict('$defs', Schema, Defs0)
    ->  dict_pairs(Defs0, Tag, Pairs0),
        maplist([K-D, K-C]>>compiled(D, C), Pairs0, Pairs),
        dict_pairs(Defs, Tag, Pairs)
    ;   Defs = _{}
    ),
    compiled(Schema, Node).

compiled(S, Node) :-
    is_dict(S),
    (   get_dict('$ref', S, Ref)
    ->  string_concat("#/$defs/", Name, Ref),
        atom_string(Def, Name),
        Node = ref(Def)
    ;   (   get_dict(anyOf, S, Forms)
        ->  maplist(compiled, Forms, Cs),
            Any = any(Cs)
        ;   Any = none
        ),
        (   get_dict(type, S, Type)
        ->  type_names(Type, Names),
            maplist([N, A]>>atom_string(A, N), Names, Types)
        ;   Types = none
        ),
        ( get_dict(const, S, C) -> Const = const(C) ; Const = none ),
        ( get_dict(enum, S, Es) -> is_list(Es), Enum = enum(Es) ; Enum = none ),
        keyword_or_none(S, minimum, Min), keyword_or_none(S, maximum, Max),
        keyword_or_none(S, minLength, MinL), keyword_or_none(S, maxLength, MaxL),
        keyword_or_none(S, minItems, MinI), keyword_or_none(S, maxItems, MaxI),
        (   get_dict(items, S, Items), Items \== null
        ->  compiled(Items, ItemNode)
        ;   ItemNode = none
        ),
        ( get_dict(properties, S, Props0) -> true ; Props0 = _{} ),
        dict_pairs(Props0, _, PropPairs),
        maplist([K-P, KS-PC]>>( atom_string(K, KS), compiled(P, PC) ), PropPairs, Props),
        ( get_dict(required, S, Required) -> is_list(Required) ; Required = [] ),
        (   get_dict(additionalProperties, S, Extra0)
        ->  (   Extra0 == false
            ->  Extra = false
            ;   is_dict(Extra0)
            ->  compiled(Extra0, EC),
                Extra = node(EC)
            ;   Extra = true
            )
        ;   Extra = true
        ),
        Node = node(Any, Types, Const, Enum, num(Min, Max), str(MinL, MaxL),
                    arr(MinI, MaxI, ItemNode), obj(Required, Props, Extra))
    ).

keyword_or_none(S, Key, V) :-
    ( get_dict(Key, S, V0) -> V = V0 ; V = none ).

%   holds(+Raw, +Node, +Defs): as walk//4 finding no error.
holds(V, ref(Def), Defs) :- !,
    get_dict(Def, Defs, Node),
    holds(V, Node, Defs).
holds(V, node(Any, Types, Const, Enum, Num, Str, Arr, Obj), Defs) :-
    (   Any = any(Forms)
    ->  once(( member(F, Forms), holds(V, F, Defs) ))
    ;   true
    ),
    (   Types == none
    ->  true
    ;   once(( member(T, Types), has_type(T, V) ))
    ),
    ( Const = const(C) -> same_value(V, C) ; true ),
    ( Enum = enum(Es) -> once(( member(E, Es), same_value(V, E) )) ; true ),
    kind_holds(V, Num, Str, Arr, Obj, Defs).

kind_holds(V, num(Min, Max), _, _, _, _) :-
    number(V), !,
    ( Min == none -> true ; \+ V < Min ),
    ( Max == none -> true ; \+ V > Max ).
kind_holds(V, _, str(Min, Max), _, _, _) :-
    string(V), !,
    (   Min == none, Max == none
    ->  true
    ;   string_length(V, N),
        ( Min == none -> true ; \+ N < Min ),
        ( Max == none -> true ; \+ N > Max )
    ).
kind_holds(V, _, _, arr(Min, Max, Items), _, Defs) :-
    is_list(V), !,
    (   Min == none, Max == none
    ->  true
    ;   length(V, N),
        ( Min == none -> true ; \+ N < Min ),
        ( Max == none -> true ; \+ N > Max )
    ),
    (   Items == none
    ->  true
    ;   items_hold(V, Items, Defs)
    ).
kind_holds(V, _, _, _, obj(Required, Props, Extra), Defs) :-
    raw_object_pairs(V, Pairs), !,
    required_hold(Required, Pairs),
    fields_hold(Pairs, Props, Extra, Defs).
kind_holds(_, _, _, _, _, _).

items_hold([], _, _).
items_hold([V|Vs], Node, Defs) :-
    holds(V, Node, Defs),
    items_hold(Vs, Node, Defs).

required_hold([], _).
required_hold([K|Ks], Pairs) :-
    memberchk(K-_, Pairs),
    required_hold(Ks, Pairs).

fields_hold([], _, _, _).
fields_hold([K-V|Pairs], Props, Extra, Defs) :-
    (   memberchk(K-Node, Props)
    ->  holds(V, Node, Defs)
    ;   Extra == false
    ->  fail
    ;   Extra = node(Node)
    ->  holds(V, Node, Defs)
    ;   true
    ),
    fields_hold(Pairs, Props, Extra, Defs).

step_error(Steps-Message, Path-Message) :-
    reverse(Steps, Forward),
    json_path(Forward, Path).

walk(V, S, Root, Steps) -->
    (   { get_dict('$ref', S, Ref) }
    ->  { string_concat("#/$defs/", Name, Ref),
          atom_string(Def, Name),
          get_dict('$defs', Root, Defs),
          get_dict(Def, Defs, Sub) },
        walk(V, Sub, Root, Steps)
    ;   { get_dict(anyOf, S, Forms),
          \+ ( member(F, Forms), phrase(walk(V, F, Root, Steps), []) ) }
    ->  closest(V, S, Forms, Root, Steps)
    ;   { get_dict(type, S, Type) }
    ->  { type_names(Type, Names) },
        (   { member(N, Names), has_type(N, V) }
        ->  checks(V, S, Root, Steps)
        ;   { raw_type_name(V, Found),
              atomic_list_concat(Names, ' or ', Wanted),
              format(string(M), "expected ~w, found ~w", [Wanted, Found]) },
            [Steps-M]
        )
    ;   checks(V, S, Root, Steps)
    ).

type_names(T, Names) :-
    (   is_list(T) -> Names = T ; Names = [T] ).

checks(V, S, Root, Steps) -->
    (   { get_dict(const, S, C), \+ same_value(V, C) }
    ->  { py_json(C, CT), py_json(V, VT),
          format(string(M), "must be ~s, found ~s", [CT, VT]) },
        [Steps-M]
    ;   []
    ),
    (   { get_dict(enum, S, Es), \+ ( member(E, Es), same_value(V, E) ) }
    ->  { maplist(py_json, Es, ETs),
          atomic_list_concat(ETs, ', ', Allowed),
          py_json(V, VT2),
          format(string(M2), "must be one of ~w, found ~s", [Allowed, VT2]) },
        [Steps-M2]
    ;   []
    ),
    kind_checks(V, S, Root, Steps).

kind_checks(V, S, _, Steps) -->
    { number(V) }, !,
    (   { get_dict(minimum, S, Min), V < Min }
    ->  bound_error("must be at least ~s, found ~s", Min, V, Steps)
    ;   []
    ),
    (   { get_dict(maximum, S, Max), V > Max }
    ->  bound_error("must be at most ~s, found ~s", Max, V, Steps)
    ;   []
    ).
kind_checks(V, S, _, Steps) -->
    { string(V) }, !,
    { string_length(V, N) },
    (   { get_dict(minLength, S, Min), N < Min }
    ->  { format(string(M), "must have at least ~w characters", [Min]) }, [Steps-M]
    ;   []
    ),
    (   { get_dict(maxLength, S, Max), N > Max }
    ->  { format(string(M2), "must have at most ~w characters", [Max]) }, [Steps-M2]
    ;   []
    ).
kind_checks(V, S, Root, Steps) -->
    { is_list(V) }, !,
    { length(V, N) },
    (   { get_dict(minItems, S, Min), N < Min }
    ->  { format(string(M), "must have at least ~w items, found ~w", [Min, N]) }, [Steps-M]
    ;   []
    ),
    (   { get_dict(maxItems, S, Max), N > Max }
    ->  { format(string(M2), "must have at most ~w items, found ~w", [Max, N]) }, [Steps-M2]
    ;   []
    ),
    (   { get_dict(items, S, Items), Items \== null }
    ->  items(V, 0, Items, Root, Steps)
    ;   []
    ).
kind_checks(V, S, Root, Steps) -->
    { raw_object_pairs(V, Pairs) }, !,
    { ( get_dict(properties, S, Props) -> true ; Props = _{} ) },
    (   { get_dict(required, S, Required) }
    ->  required(Required, Pairs, Steps)
    ;   []
    ),
    { ( get_dict(additionalProperties, S, Extra) -> true ; Extra = true ) },
    fields(Pairs, Props, Extra, Root, Steps).
kind_checks(_, _, _, _) --> [].

bound_error(Format, B, V, Steps) -->
    { py_number(B, BT), py_number(V, VT), format(string(M), Format, [BT, VT]) },
    [Steps-M].

items([], _, _, _, _) --> [].
items([V|Vs], I, Items, Root, Steps) -->
    walk(V, Items, Root, [I|Steps]),
    { I1 is I + 1 },
    items(Vs, I1, Items, Root, Steps).

required([], _, _) --> [].
required([K|Ks], Pairs, Steps) -->
    (   { memberchk(K-_, Pairs) }
    ->  []
    ;   [[K|Steps]-"is required but missing"]
    ),
    required(Ks, Pairs, Steps).

fields([], _, _, _, _) --> [].
fields([K-V|Pairs], Props, Extra, Root, Steps) -->
    (   { atom_string(Key, K), get_dict(Key, Props, Sub) }
    ->  walk(V, Sub, Root, [K|Steps])
    ;   { Extra == false }
    ->  { dict_keys_sorted(Props, Known0),
          (   Known0 == []
          ->  Known = none
          ;   atomic_list_concat(Known0, ', ', Known)
          ),
          format(string(M), "is not a known field (known: ~w)", [Known]) },
        [[K|Steps]-M]
    ;   { is_dict(Extra) }
    ->  walk(V, Extra, Root, [K|Steps])
    ;   []
    ),
    fields(Pairs, Props, Extra, Root, Steps).

dict_keys_sorted(Dict, Keys) :-
    dict_pairs(Dict, _, Pairs),
    pairs_keys(Pairs, Keys0),
    maplist(atom_string, Keys0, Strings),
    sort(Strings, Keys).

%   Why a value matches none of an anyOf's forms: the errors of the one
%   form whose shape it has (every error about a value inside it, no field
%   missing or unknown), or, when no form or several have its shape, the
%   anyOf's description.

closest(V, S, Forms, Root, Steps) -->
    { length(Steps, N),
      findall(Es, ( member(F, Forms),
                    phrase(walk(V, F, Root, Steps), Es),
                    forall(member(W-M, Es),
                           ( length(W, L),
                             ( shape_message(M) -> L > N + 1 ; L > N ) )) ),
              Close) },
    (   { Close = [One] }
    ->  One
    ;   { ( get_dict(description, S, D) -> true ; D = "matches none of the allowed forms" ) },
        [Steps-D]
    ).

shape_message(M) :- sub_string(M, 0, _, _, "is required but missing"), !.
shape_message(M) :- sub_string(M, 0, _, _, "is not a known field").

%   JSON equality as Python's == has it for the values of a schema's const
%   and enum: numbers by value (1 == 1.0), everything else as it is.

same_value(V, C) :-
    (   number(V), number(C)
    ->  V =:= C
    ;   raw_object_pairs(V, Pairs)
    ->  is_dict(C),
        dict_pairs(C, _, CPairs),
        length(Pairs, N), length(CPairs, N),
        forall(member(K-X, Pairs), ( atom_string(A, K), get_dict(A, C, Y), same_value(X, Y) ))
    ;   is_list(V)
    ->  is_list(C), maplist(same_value, V, C)
    ;   V == C
    ).

                 /*******************************
                 *          A GAME'S STATE      *
                 *******************************/

%!  structure_errors(+Raw, -Errors:list) is det.
%
%   The structural errors of a state as its text gave it: first its game,
%   then its game's JSON Schema (rules.pl/<game>/schema.json, read once);
%   each _{path, message}, at most max_state_errors/1 and one more entry
%   past them.

structure_errors(Raw, Errors) :-
    (   \+ raw_object_pairs(Raw, _)
    ->  raw_type_name(Raw, T),
        rc_legal:error_text(not_an_object(T), M),
        Pairs = ["$"-M]
    ;   \+ ( raw_get(Raw, "game", G0), G0 \== null )     % null: as if missing
    ->  findall(G, rulecheck:game_module(G, _), Gs),
        rc_legal:error_text(game_missing(Gs), M),
        Pairs = ["$.game"-M]
    ;   raw_get(Raw, "game", Game),
        \+ string(Game)
    ->  findall(G, rulecheck:game_module(G, _), Gs),
        raw_type_name(Game, T),
        rc_legal:error_text(game_not_a_string(Gs, T), M),
        Pairs = ["$.game"-M]
    ;   raw_get(Raw, "game", Game),
        game_schema(Game, Schema)
    ->  (   holds_compiled(Raw, game(Game), Schema)
        ->  Pairs = []
        ;   schema_walked(Raw, Schema, Schema, Pairs)
        )
    ;   raw_get(Raw, "game", Game),
        rulecheck:game_module(Game, _)
    ->  rc_legal:error_text(no_schema(Game), M),
        Pairs = ["$.game"-M]
    ;   raw_get(Raw, "game", Game),
        rulecheck:game_load_error(Game, Why)
    ->  rc_legal:error_text(rules_did_not_load(Game, Why), M),
        Pairs = ["$.game"-M]
    ;   raw_get(Raw, "game", Game),
        findall(G, rulecheck:game_module(G, _), Gs),
        rc_legal:error_text(unknown_game(Game, Gs), M),
        Pairs = ["$.game"-M]
    ),
    rc_play:max_state_errors(Max),
    length(Pairs, N),
    (   N > Max
    ->  length(Listed, Max),
        append(Listed, _, Pairs),
        rc_legal:error_text(more_problems(Max), More),
        append(Listed, ["$"-More], Pairs1)
    ;   Pairs1 = Pairs
    ),
    maplist([P-Msg, _{path:P, message:Msg}]>>true, Pairs1, Errors).

:- dynamic game_schema_cache/2.

%!  game_schema(+Game, -Schema) is semidet.
%
%   Schema is the game's schema.json, read the first
%   time a state of that game is asked about.
game_schema(Game, Schema) :-
    (   game_schema_cache(Game, Schema0)
    ->  Schema0 \== none, Schema = Schema0
    ;   rulecheck:game_file(Game, _, File),
        file_directory_name(File, Dir),
        atomic_list_concat([Dir, '/schema.json'], SchemaFile),
        (   exists_file(SchemaFile)
        ->  setup_call_cleanup(open(SchemaFile, read, In, [encoding(utf8)]),   % built-ins: library(readutil)
                                   read_string(In, _, Text),                      % takes ~20 ms to load
                                   close(In)),
            rc_json:json_value(Text, Schema1)
        ;   Schema1 = none
        ),
        assertz(game_schema_cache(Game, Schema1)),
        Schema1 \== none,
        Schema = Schema1
    ).

%   The words of the structural errors of a state's game (rc_legal.pl's
%   error_text/2).

:- multifile prolog:message//1.

prolog:message(rulecheck(not_an_object(Type))) -->
    [ "a state is a JSON object, found ~w"-[Type] ].
prolog:message(rulecheck(game_missing(Games))) -->
    { atomic_list_concat(Games, ', ', Known) },
    [ "is required but missing: it names the game (~w)"-[Known] ].
prolog:message(rulecheck(game_not_a_string(Games, Type))) -->
    { atomic_list_concat(Games, ', ', Known) },
    [ "expected string (the game's id: ~w), found ~w"-[Known, Type] ].
prolog:message(rulecheck(no_schema(Game))) -->
    [ "~w has no schema.json in its folder"-[Game] ].

                 /*******************************
                 *          RAW VALUES          *
                 *******************************/

%!  raw_object_pairs(+Raw, -Pairs) is semidet.
%
%   Raw is an object; Pairs its Key-Value pairs (keys strings) in order.

raw_object_pairs(T, Pairs) :-
    (   T == '{}'
    ->  Pairs = []
    ;   compound(T), T = {Body}
    ->  body_pairs(Body, Pairs)
    ).

body_pairs(Body, Pairs) :-
    (   compound(Body), Body = (A, B)
    ->  Pairs = [K-V|Ps], A = (K:V), body_pairs(B, Ps)
    ;   Body = (K:V), Pairs = [K-V]
    ).

%!  raw_get(+Raw, +Key:string, -Value) is semidet.

raw_get(Raw, Key, Value) :-
    raw_object_pairs(Raw, Pairs),
    memberchk(Key-Value, Pairs).

%!  raw_term(+Value, -Raw) is det.
%
%   A value read as dicts (library(json)'s reader: the text was no Prolog
%   syntax) as a raw term, its keys in the dict's (standard) order.

raw_term(V, R) :-
    (   is_dict(V)
    ->  dict_pairs(V, _, Pairs),
        (   Pairs == []
        ->  R = '{}'
        ;   maplist([K-X, KS:Y]>>( atom_string(K, KS), raw_term(X, Y) ), Pairs, Raws),
            comma_body(Raws, Body),
            R = {Body}
        )
    ;   is_list(V)
    ->  maplist(raw_term, V, R)
    ;   R = V
    ).

comma_body([X], X) :- !.
comma_body([X|Xs], (X, B)) :- comma_body(Xs, B).

%!  raw_type_name(+Raw, -Name) is det.
%
%   The JSON Schema type of a value: null, boolean, integer, number,
%   string, array or object (the first that holds).

raw_type_name(V, Name) :-
    (   member(Name, [null, boolean, integer, number, string, array, object]),
        has_type(Name, V)
    ->  true
    ;   Name = unknown
    ).

%   has_type(+Name, +Raw): Name an atom, or a string as a schema gives it.
has_type(object, V) :- ( V == '{}' -> true ; compound(V), V = {_} -> true ; is_dict(V) ).
has_type(array, V) :- is_list(V).
has_type(string, V) :- string(V).
has_type(integer, V) :- integer(V).
has_type(number, V) :- number(V).
has_type(boolean, V) :- ( V == true -> true ; V == false ).
has_type(null, V) :- V == null.
has_type("object", V) :- has_type(object, V).
has_type("array", V) :- is_list(V).
has_type("string", V) :- string(V).
has_type("integer", V) :- integer(V).
has_type("number", V) :- number(V).
has_type("boolean", V) :- has_type(boolean, V).
has_type("null", V) :- V == null.

                 /*******************************
                 *      PATHS, NUMBERS, JSON    *
                 *******************************/

%!  json_changes(+Before, +After, -Changes:list(dict)) is det.
%
%   What changed from one JSON value to another (a position to the next:
%   what `apply` shows people), by JSON path: each {path, before, after},
%   with `before` left out where the key was added and `after` where it
%   was removed.  Objects are compared key by key (in key order), lists
%   of the same length item by item; a list that grew or shrank, or a
%   value of another type, is one change.

json_changes(Before, After, Changes) :-
    phrase(changes(Before, After, []), Changes).

changes(B, A, Steps) -->
    { is_dict(B), is_dict(A) }, !,
    { dict_keys(B, KB), dict_keys(A, KA), ord_union(KB, KA, Keys) },   % in key order
    key_changes(Keys, B, A, Steps).
changes(B, A, Steps) -->
    { is_list(B), is_list(A), same_length(B, A) }, !,
    item_changes(B, A, 0, Steps).
changes(B, A, _) -->
    { B == A }, !.
changes(B, A, Steps) -->
    { reverse(Steps, Forward), json_path(Forward, Path) },
    [ _{path:Path, before:B, after:A} ].

key_changes([], _, _, _) --> [].
key_changes([K|Ks], B, A, Steps) -->
    (   { get_dict(K, B, VB), get_dict(K, A, VA) }
    ->  changes(VB, VA, [K|Steps])
    ;   { reverse([K|Steps], Forward), json_path(Forward, Path) },
        (   { get_dict(K, B, VB) }
        ->  [ _{path:Path, before:VB} ]
        ;   { get_dict(K, A, VA) },
            [ _{path:Path, after:VA} ]
        )
    ),
    key_changes(Ks, B, A, Steps).

item_changes([], [], _, _) --> [].
item_changes([B|Bs], [A|As], I, Steps) -->
    changes(B, A, [I|Steps]),
    { I1 is I + 1 },
    item_changes(Bs, As, I1, Steps).

dict_keys(D, Keys) :-
    dict_pairs(D, _, Pairs),
    pairs_keys(Pairs, Keys0),
    msort(Keys0, Keys).

%!  json_path(+Steps:list, -Path:string) is det.
%
%   "$" and each step: an index as [I], a key that is an identifier as
%   .key, any other key as ["key"].

json_path(Steps, Path) :-
    maplist(step_text, Steps, Texts),
    atomics_to_string(["$"|Texts], Path).

step_text(I, Text) :-
    integer(I), !,
    format(string(Text), "[~d]", [I]).
step_text(K, Text) :-
    (   identifier(K)
    ->  string_concat(".", K, Text)
    ;   py_json(K, Q),
        format(string(Text), "[~s]", [Q])
    ).

%   A key Python's str.isidentifier() takes: a letter or _ first, then
%   letters, digits and _.
identifier(K) :-
    string_codes(K, [C|Cs]),
    (   C == 0'_ -> true ; code_type(C, prolog_var_start) -> true ; code_type(C, prolog_atom_start) ),
    forall(member(D, Cs), code_type(D, prolog_identifier_continue)).

%!  py_number(+Number, -Text:string) is det.
%
%   A number as Python's str() writes it: integers in decimal, floats by
%   their shortest repr, with an exponent below 1e-4 and from 1e16
%   (1e-05, 1e+16, 100.0, 0.0001).

py_number(N, Text) :-
    integer(N), !,
    number_string(N, Text).
py_number(F, Text) :-
    format(string(S0), "~w", [F]),
    (   sub_string(S0, 0, 1, _, "-")
    ->  Sign = "-", sub_string(S0, 1, _, 0, S)
    ;   Sign = "", S = S0
    ),
    (   ( S == "inf" ; S == "nan" ; sub_atom(S, _, _, _, 'Inf') ; sub_atom(S, _, _, _, 'NaN') )
    ->  Text = S0
    ;   float_digits(S, Digits, Point),
        py_float(Digits, Point, Body),
        string_concat(Sign, Body, Text)
    ).

%   The significant digits of a float's text and where the point stands:
%   value = 0.Digits * 10^Point.
float_digits(S, Digits, Point) :-
    (   sub_string(S, B, _, A, "e")
    ->  sub_string(S, 0, B, _, Mantissa),
        sub_string(S, _, A, 0, ExpText),
        number_string(Exp, ExpText)
    ;   Mantissa = S, Exp = 0
    ),
    (   sub_string(Mantissa, I, _, F, ".")
    ->  sub_string(Mantissa, 0, I, _, IntPart),
        sub_string(Mantissa, _, F, 0, FracPart)
    ;   IntPart = Mantissa, FracPart = ""
    ),
    string_concat(IntPart, FracPart, All0),
    string_length(IntPart, IL),
    string_codes(All0, Cs0),
    leading_zeros(Cs0, Z, Cs1),
    reverse(Cs1, R0), leading_zeros(R0, _, R1), reverse(R1, Cs2),
    (   Cs2 == []
    ->  Digits = "0", Point = 1
    ;   string_codes(Digits, Cs2),
        Point is IL - Z + Exp
    ).

leading_zeros([0'0|Cs0], Z, Cs) :- !, leading_zeros(Cs0, Z0, Cs), Z is Z0 + 1.
leading_zeros(Cs, 0, Cs).

py_float(Digits, Point, Text) :-
    string_length(Digits, N),
    (   ( Point =< -4 ; Point > 16 )
    ->  sub_string(Digits, 0, 1, _, D0),
        sub_string(Digits, 1, _, 0, Ds),
        E is Point - 1,
        ( E < 0 -> ES = "-" ; ES = "+" ),
        EA is abs(E),
        format(string(ET), "~|~`0t~d~2+", [EA]),
        (   Ds == ""
        ->  format(string(Text), "~se~s~s", [D0, ES, ET])
        ;   format(string(Text), "~s.~se~s~s", [D0, Ds, ES, ET])
        )
    ;   Point =< 0
    ->  Z is -Point,
        length(Zs, Z), maplist(=(0'0), Zs), string_codes(ZT, Zs),
        format(string(Text), "0.~s~s", [ZT, Digits])
    ;   Point >= N
    ->  Z is Point - N,
        length(Zs, Z), maplist(=(0'0), Zs), string_codes(ZT, Zs),
        format(string(Text), "~s~s.0", [Digits, ZT])
    ;   sub_string(Digits, 0, Point, _, I),
        sub_string(Digits, Point, _, 0, F),
        format(string(Text), "~s.~s", [I, F])
    ).

%!  py_json(+Value, -Text:string) is det.
%
%   Value (raw or read as dicts) as Python's json.dumps writes it: ", "
%   and ": " between items, every character outside printable ASCII
%   escaped.

py_json(V, Text) :-
    phrase(py_json(V), Codes),
    string_codes(Text, Codes).

py_json(V) -->
    (   { string(V) } -> py_string(V)
    ;   { V == true } -> "true"
    ;   { V == false } -> "false"
    ;   { V == null } -> "null"
    ;   { number(V) } -> { py_number(V, T), string_codes(T, Cs) }, Cs
    ;   { is_list(V) } -> "[", py_items(V), "]"
    ;   { raw_object_pairs(V, Pairs) } -> "{", py_pairs(Pairs), "}"
    ;   { is_dict(V) }
    ->  { dict_pairs(V, _, Ps0), maplist([K-X, KS-X]>>atom_string(K, KS), Ps0, Ps) },
        "{", py_pairs(Ps), "}"
    ;   { atom(V) } -> { atom_string(V, S) }, py_string(S)
    ;   { term_string(V, S) }, py_string(S)
    ).

py_items([]) --> [].
py_items([V|Vs]) --> py_json(V), ( { Vs == [] } -> [] ; ", ", py_items(Vs) ).

py_pairs([]) --> [].
py_pairs([K-V|Ps]) -->
    { ( string(K) -> KS = K ; atom_string(K, KS) ) },
    py_string(KS), ": ", py_json(V),
    ( { Ps == [] } -> [] ; ", ", py_pairs(Ps) ).

py_string(S) -->
    { string_codes(S, Cs) },
    "\"", py_chars(Cs), "\"".

py_chars([]) --> [].
py_chars([C|Cs]) --> py_char(C), py_chars(Cs).

py_char(0'") --> !, "\\\"".
py_char(0'\\) --> !, "\\\\".
py_char(0'\n) --> !, "\\n".
py_char(0'\r) --> !, "\\r".
py_char(0'\t) --> !, "\\t".
py_char(0'\b) --> !, "\\b".
py_char(0'\f) --> !, "\\f".
py_char(C) --> { C >= 0x20, C =< 0x7e }, !, [C].
py_char(C) -->
    { C > 0xFFFF }, !,
    { V is C - 0x10000, H is 0xD800 + (V >> 10), L is 0xDC00 + (V /\ 0x3FF) },
    py_escape(H), py_escape(L).
py_char(C) --> py_escape(C).

py_escape(C) -->
    { format(codes(Cs), "\\u~|~`0t~16r~4+", [C]) },
    Cs.
