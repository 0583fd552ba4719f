:- module(rc_moves,
          [ move_error/4,               % +Game, +State, +Move, -Error
            move_schema/2,              % +Game, -Schema
            resolved_move/4,            % +Game, +State, +Move0, -Move
            state_player_names/2        % +State, -Names
          ]).

/** <module> The shape of a move, declared once per game

A move is a JSON object {"player": P, "action": A, ...}.  Each game
declares the fields of each action, once:

    move_fields(Action:string, Required:list(Field-Type), Optional:list(Field-Type))

and this module checks a move against the declaration, with the same
wording in every game.  A malformed move is bad input (exit code 2), not a
rule violation.  The types:

    card            a card id (a string)
    cards           a list of card ids
    player          the name of a player at the table
    players         a list of names of players at the table
    pair(player)    a list of two names of players at the table
    index           an integer from 0
    string          a string (a name, say)
    one_of(Values)  one of the strings Values
    nullable(Type)  Type, or null

A game whose rules name a player who is not at the table as a rule
violation (rather than bad input) declares that rule:
unknown_player_rule(RuleId); its `player` fields then need only be
strings.  What the declaration cannot say (two fields that exclude each
other, an order that must be kept) a game adds as
move_problem(State, Move, Path, Reason), its Reason rendered by the
game's message//1.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_util).
:- use_module(library(yall)).
:- use_module(rc_legal, [reason_text/3, error_text/2, game_hook/2]).
:- use_module(rc_cards, [resolve_card_ref/5, resolve_card_ref/6, resolve_player_ref/3]).

%!  resolved_move(+Game, +State, +Move0, -Move) is det.
%
%   Move0 with the cards and players it names the natural way ("Assault
%   and Battery (red)", "Guardian Steelhorn", "Cat") as the ids and names
%   of the state, resolved as positions resolve names (rc_cards.pl:
%   resolve_card_ref/5, resolve_player_ref/3): its player, and each field
%   the action declares of a card or player type.  A value already an id
%   or a name of the state, or that names nothing, stays as it is (the
%   shape check and the rules say what is wrong with it); several cards of
%   one name that are not copies are bad input.

resolved_move(Game, S, M0, M) :-
    state_player_names(S, Names),
    (   get_dict(player, M0, P0), string(P0)
    ->  resolve_player_ref(Names, P0, P),
        put_dict(player, M0, P, M1)
    ;   M1 = M0
    ),
    (   get_dict(action, M1, A), string(A),
        Game:move_fields(A, Required, Optional)
    ->  append(Required, Optional, Fields),
        foldl(resolved_field(Game, S, Names), Fields, M1, M)
    ;   M = M1
    ).

resolved_field(Game, S, Names, F-Type, M0, M) :-
    (   get_dict(F, M0, V0),
        json_path([F], Path),
        resolved_value(Type, Game, S, Names, Path, V0, V)
    ->  put_dict(F, M0, V, M)
    ;   M = M0
    ).

resolved_value(card, Game, S, _, Path, V0, V) :-
    string(V0),
    resolve_card_ref(Game, S, Path, V0, V).
resolved_value(cards, Game, S, _, Path, Vs0, Vs) :-
    is_list(Vs0),
    resolved_items(Vs0, Game, S, Path, 0, [], Vs).
resolved_value(player, _, _, Names, _, V0, V) :-
    string(V0),
    resolve_player_ref(Names, V0, V).
resolved_value(players, _, _, Names, _, Vs0, Vs) :-
    is_list(Vs0),
    maplist(resolve_player_ref(Names), Vs0, Vs).
resolved_value(pair(player), _, _, Names, _, Vs0, Vs) :-
    is_list(Vs0),
    maplist(resolve_player_ref(Names), Vs0, Vs).
resolved_value(nullable(T), Game, S, Names, Path, V0, V) :-
    V0 \== null,
    resolved_value(T, Game, S, Names, Path, V0, V).

%   resolved_items(+Vs0, +Game, +S, +Path, +I, +Taken, -Vs): the cards
%   of a list from its I-th item on; Taken the ids resolved before.
resolved_items([], _, _, _, _, _, []).
resolved_items([V0|Vs0], Game, S, Path, I, Taken, [V|Vs]) :-
    (   string(V0)
    ->  format(string(ItemPath), "~w[~d]", [Path, I]),
        resolve_card_ref(Game, S, ItemPath, V0, Taken, V)
    ;   V = V0
    ),
    I1 is I + 1,
    resolved_items(Vs0, Game, S, Path, I1, [V|Taken], Vs).

%!  move_schema(+Game, -Schema:dict) is det.
%
%   The JSON Schema of Game's moves, read off its move_fields/3 (so a
%   host offers the actions and their fields from the declaration, never
%   from a list of its own): one alternative per action, in the
%   declaration's order, its `action` a const, its fields typed; a card's
%   and a player's string say so by their `format` ("card", "player"),
%   an index is an integer from 0, one_of(Values) an enum, nullable(T)
%   T or null.  `required` lists the required fields in the declaration's
%   order, `optional` (an annotation) the others.

move_schema(Game, _{type:"object", required:["player", "action"], oneOf:Alternatives}) :-
    findall(A-Required-Optional, Game:move_fields(A, Required, Optional), Shapes),
    maplist(action_schema, Shapes, Alternatives).

action_schema(A-Required-Optional, _{type:"object", properties:Properties, required:Names,
                                     optional:OptionalNames, additionalProperties:false}) :-
    pairs_keys(Required, RequiredNames),
    pairs_keys(Optional, OptionalNames0),
    maplist(atom_string, RequiredNames, RequiredStrings),
    maplist(atom_string, OptionalNames0, OptionalNames),
    append(["player", "action"], RequiredStrings, Names),
    append(Required, Optional, Fields),
    maplist([F-T, F-S]>>field_schema(T, S), Fields, FieldPairs),
    dict_pairs(Properties, _, [player-_{type:"string", format:"player"}, action-_{const:A}|FieldPairs]).

field_schema(card, _{type:"string", format:"card"}).
field_schema(player, _{type:"string", format:"player"}).
field_schema(cards, _{type:"array", items:_{type:"string", format:"card"}}).
field_schema(players, _{type:"array", items:_{type:"string", format:"player"}}).
field_schema(pair(T), _{type:"array", items:S, minItems:2, maxItems:2}) :- field_schema(T, S).
field_schema(index, _{type:"integer", minimum:0}).
field_schema(string, _{type:"string"}).
field_schema(boolean, _{type:"boolean"}).
field_schema(one_of(Values), _{type:"string", enum:Values}).
field_schema(nullable(T), _{anyOf:[S, _{type:"null"}]}) :- field_schema(T, S).

%!  move_error(+Game, +State, +Move, -Error:dict) is semidet.
%
%   The first way Move is not a well-formed move of Game in State:
%   Error is _{path:Path, message:Message}, Message in words: a shape
%   reason by the engine's message hook (MOVE SHAPES IN WORDS, below),
%   a game's move_problem/4 reason by its message//1.

move_error(Game, S, M, _{path:Path, message:Msg}) :-
    (   shape_error(Game, S, M, Path0, Reason)
    ->  Path = Path0,
        error_text(Reason, Msg)
    ;   game_hook(Game, move_problem/4),
        Game:move_problem(S, M, Path, Reason)
    ->  reason_text(Game, Reason, Msg)
    ).

shape_error(_, _, M, "$.player", no_player) :-
    \+ ( get_dict(player, M, P), string(P) ).
shape_error(Game, S, M, "$.player", Reason) :-
    checks_players(Game),
    get_dict(player, M, P),
    unknown_name(S, P, Reason).
shape_error(Game, _, M, "$.action", unknown_action(As)) :-
    \+ ( get_dict(action, M, A), string(A), Game:move_fields(A, _, _) ),
    findall(A1, Game:move_fields(A1, _, _), As).
shape_error(Game, _, M, Path, missing_field(A, F)) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, _),
    member(F-_, Required),
    \+ get_dict(F, M, _),
    json_path([F], Path).
shape_error(Game, _, M, Path, unknown_field(A, F)) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, Optional),
    dict_pairs(M, _, Pairs),
    member(F-_, Pairs),
    \+ memberchk(F, [player, action]),
    \+ memberchk(F-_, Required),
    \+ memberchk(F-_, Optional),
    json_path([F], Path).
shape_error(Game, S, M, Path, Reason) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, Optional),
    ( member(F-Type, Required) ; member(F-Type, Optional) ),
    get_dict(F, M, V),
    json_path([F], Path),
    (   \+ of_type(Type, V)
    ->  Reason = field_type(F, Type)
    ;   checks_players(Game),
        named_players(Type, V, Names),
        member(N, Names),
        unknown_name(S, N, Reason)
    ).

checks_players(Game) :-
    \+ game_hook(Game, unknown_player_rule/1).

unknown_name(S, P, not_a_player(P, Names)) :-
    state_player_names(S, Names),
    \+ memberchk(P, Names).

of_type(card, V) :- string(V).
of_type(player, V) :- string(V).
of_type(cards, V) :- is_list(V), maplist(string, V).
of_type(players, V) :- is_list(V), maplist(string, V).
of_type(pair(T), [A, B]) :- of_type(T, A), of_type(T, B).
of_type(index, V) :- integer(V), V >= 0.
of_type(string, V) :- string(V).
of_type(boolean, V) :- ( V == true ; V == false ).
of_type(one_of(Values), V) :- string(V), memberchk(V, Values).
of_type(nullable(T), V) :- ( V == null -> true ; of_type(T, V) ).

named_players(player, V, [V]).
named_players(players, V, V).
named_players(pair(player), V, V).
named_players(nullable(T), V, Names) :- V \== null, named_players(T, V, Names).

                 /*******************************
                 *    MOVE SHAPES IN WORDS      *
                 *******************************/

%   The reasons a move is malformed, in the same words in every game:
%   registered once with SWI-Prolog's message hook, rendered by
%   error_text/2 (rc_legal.pl).

:- multifile prolog:message//1.

prolog:message(rulecheck(no_player)) -->
    [ "a move names its player (a string)" ].
prolog:message(rulecheck(unknown_action(Actions))) -->
    { atomic_list_concat(Actions, ', ', Known) },
    [ "a move's action is one of: ~w"-[Known] ].
prolog:message(rulecheck(missing_field(Action, Field))) -->
    [ "a ~w move needs the field ~w"-[Action, Field] ].
prolog:message(rulecheck(unknown_field(Action, Field))) -->
    [ "a ~w move has no field ~w"-[Action, Field] ].
prolog:message(rulecheck(field_type(Field, Type))) -->
    [ "~w must be "-[Field] ], type_words(Type).
prolog:message(rulecheck(not_a_player(P, Names))) -->
    { atomic_list_concat(Names, ', ', Known) },
    [ "~q is not a player of this game (players: ~w)"-[P, Known] ].

type_words(card) --> [ "a card id (a string)" ].
type_words(cards) --> [ "a list of card ids (strings)" ].
type_words(player) --> [ "a player's name (a string)" ].
type_words(players) --> [ "a list of players' names (strings)" ].
type_words(pair(player)) --> [ "a list of two players' names" ].
type_words(index) --> [ "an index (0, 1, ...)" ].
type_words(string) --> [ "a string" ].
type_words(boolean) --> [ "true or false" ].
type_words(one_of(Values)) -->
    { maplist([V, Q]>>atomic_list_concat(['"', V, '"'], Q), Values, Qs),
      atomic_list_concat(Qs, ", ", QT) },
    [ "one of ~w"-[QT] ].
type_words(nullable(T)) -->
    type_words(T), [ ", or null" ].

%!  state_player_names(+State, -Names:list(string)) is det.
%
%   The names of the players at the table: `players` lists names, or
%   player objects with a `name`.

state_player_names(S, Names) :-
    (   get_dict(players, S, Ps), is_list(Ps)
    ->  (   maplist(string, Ps)
        ->  Names = Ps
        ;   findall(N, ( member(P, Ps), player_entry_name(P, N) ), Names)
        )
    ;   Names = []
    ).

player_entry_name(P, P) :- string(P), !.
player_entry_name(P, N) :- is_dict(P), get_dict(name, P, N).
