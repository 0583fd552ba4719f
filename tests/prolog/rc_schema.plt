/*  plunit tests of the schema check (rules.pl/rc_schema.pl): the schema
    compiled (holds_compiled/3, the check every request's state meets
    first) holds exactly where the walker (walk//4, which words the
    errors) finds none, on every game's new positions and on copies of them
    with one value replaced, a key dropped or a key added, in each game's
    own schema.
*/

:- use_module(library(plunit)).
:- use_module(library(random)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rulecheck', M),
   use_module(M).

:- begin_tests(rc_schema).

%   A game's new position as the raw term a request's text is read as.
new_raw(Game, Seed, Raw) :-
    format(atom(Request), '{"game": "~w", "seed": ~d}', [Game, Seed]),
    rulecheck:api(new, Request, Reply),
    rc_json:json_value(Reply, Value),
    rc_schema:raw_term(Value.ok, Raw).

%   The compiled check and the walker agree on Raw.
agree(Game, Raw) :-
    rc_schema:game_schema(Game, Schema),
    (   rc_schema:holds_compiled(Raw, game(Game), Schema) -> Holds = true ; Holds = false ),
    rc_schema:schema_walked(Raw, Schema, Schema, Errors),
    (   Errors == [] -> Walked = true ; Walked = false ),
    assertion(Holds-Game == Walked-Game).

games(["clash-of-decks", "blood-bound", "wow-tcg", "flesh-and-blood"]).

%   Raw with one place changed: a value replaced, an object's key dropped
%   or a key added, at a place reached by a random descent.
mutated(Raw, New) :-
    (   ( Raw == '{}' ; compound(Raw), Raw = {_} ; is_list(Raw), Raw \== [] ),
        random(R), R < 0.75
    ->  (   is_list(Raw)
        ->  length(Raw, N), random_between(1, N, I),
            nth1(I, Raw, X, Rest), mutated(X, Y), nth1(I, New, Y, Rest)
        ;   rc_schema:raw_object_pairs(Raw, Pairs),
            random_between(1, 10, Way),
            (   Pairs == [] -> Way1 = add ; Way =:= 1 -> Way1 = drop ; Way =:= 2 -> Way1 = add ; Way1 = deeper ),
            (   Way1 == drop
            ->  random_select(_, Pairs, Pairs1)
            ;   Way1 == add
            ->  replacement(V), append(Pairs, ["unexpected"-V], Pairs1)
            ;   length(Pairs, N), random_between(1, N, I),
                nth1(I, Pairs, K-X, Rest), mutated(X, Y), nth1(I, Pairs1, K-Y, Rest)
            ),
            pairs_raw(Pairs1, New)
        )
    ;   replacement(New)
    ).

replacement(V) :-
    random_member(V, [null, true, false, 0, -1, 1, 2.5, 100000, "", "x", "alice", "hand", [], ["x"], [0],
                      '{}', {"a":1}, {"name":"x"}]).

pairs_raw([], '{}') :- !.
pairs_raw(Pairs, {Body}) :-
    maplist([K-V, K:V]>>true, Pairs, KVs),
    rc_schema:comma_body(KVs, Body).

test(new_positions_hold_both_ways) :-
    games(Games),
    forall(( member(G, Games), member(Seed, [1, 2]) ),
           ( new_raw(G, Seed, Raw), agree(G, Raw) )).

test(changed_positions_agree) :-
    set_random(seed(33)),
    games(Games),
    forall(( member(G, Games), member(Seed, [1, 2]) ),
           ( new_raw(G, Seed, Raw),
             forall(between(1, 150, _), ( mutated(Raw, New), agree(G, New) )) )).

test(a_value_that_fails_is_walked_for_its_errors) :-
    new_raw("clash-of-decks", 1, Raw),
    rc_schema:raw_object_pairs(Raw, Pairs),
    append(Pairs, ["unexpected"-1], Pairs1),
    pairs_raw(Pairs1, Bad),
    rc_schema:structure_errors(Bad, Errors),
    assertion(Errors = [_{path:"$.unexpected", message:_}]).

test(each_schema_its_own_compiled_form) :-
    % Schemas read from JSON are dicts with an unbound tag: each must find
    % its own compiled form, not the first one cached.
    rc_json:json_value('{"type": "object", "properties": {"a": {"type": "integer"}}}', S1),
    rc_json:json_value('{"type": "object", "properties": {"a": {"type": "string"}}}', S2),
    rc_schema:schema_errors({"a":1}, S1, E1),
    rc_schema:schema_errors({"a":1}, S2, E2),
    rc_schema:schema_errors({"a":"x"}, S1, E3),
    assertion(E1 == []),
    assertion(E2 = [_]),
    assertion(E3 = [_]).

:- end_tests(rc_schema).
