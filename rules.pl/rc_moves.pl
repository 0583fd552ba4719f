:- module(rc_moves,
          [ move_error/4,               % +Game, +State, +Move, -Error
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
:- use_module(rc_legal, [reason_text/3, game_hook/2]).

%!  move_error(+Game, +State, +Move, -Error:dict) is semidet.
%
%   The first way Move is not a well-formed move of Game in State:
%   Error is _{path:Path, message:Message}.

move_error(Game, S, M, _{path:Path, message:Msg}) :-
    (   shape_error(Game, S, M, Path0, Msg0)
    ->  Path = Path0, Msg = Msg0
    ;   game_hook(Game, move_problem/4),
        Game:move_problem(S, M, Path, Reason)
    ->  reason_text(Game, Reason, Msg)
    ).

shape_error(_, _, M, "$.player", "a move names its player (a string)") :-
    \+ ( get_dict(player, M, P), string(P) ).
shape_error(Game, S, M, "$.player", Msg) :-
    checks_players(Game),
    get_dict(player, M, P),
    unknown_name(S, P, Msg).
shape_error(Game, _, M, "$.action", Msg) :-
    \+ ( get_dict(action, M, A), string(A), Game:move_fields(A, _, _) ),
    findall(A1, Game:move_fields(A1, _, _), As),
    atomic_list_concat(As, ', ', Known),
    format(string(Msg), "a move's action is one of: ~w", [Known]).
shape_error(Game, _, M, Path, Msg) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, _),
    member(F-_, Required),
    \+ get_dict(F, M, _),
    json_path([F], Path),
    format(string(Msg), "a ~w move needs the field ~w", [A, F]).
shape_error(Game, _, M, Path, Msg) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, Optional),
    dict_pairs(M, _, Pairs),
    member(F-_, Pairs),
    \+ memberchk(F, [player, action]),
    \+ memberchk(F-_, Required),
    \+ memberchk(F-_, Optional),
    json_path([F], Path),
    format(string(Msg), "a ~w move has no field ~w", [A, F]).
shape_error(Game, S, M, Path, Msg) :-
    get_dict(action, M, A),
    Game:move_fields(A, Required, Optional),
    ( member(F-Type, Required) ; member(F-Type, Optional) ),
    get_dict(F, M, V),
    json_path([F], Path),
    (   \+ of_type(Type, V)
    ->  type_text(Type, T),
        format(string(Msg), "~w must be ~w", [F, T])
    ;   checks_players(Game),
        named_players(Type, V, Names),
        member(N, Names),
        unknown_name(S, N, Msg)
    ).

checks_players(Game) :-
    \+ game_hook(Game, unknown_player_rule/1).

unknown_name(S, P, Msg) :-
    state_player_names(S, Names),
    \+ memberchk(P, Names),
    atomic_list_concat(Names, ', ', Known),
    format(string(Msg), "~q is not a player of this game (players: ~w)", [P, Known]).

of_type(card, V) :- string(V).
of_type(player, V) :- string(V).
of_type(cards, V) :- is_list(V), maplist(string, V).
of_type(players, V) :- is_list(V), maplist(string, V).
of_type(pair(T), [A, B]) :- of_type(T, A), of_type(T, B).
of_type(index, V) :- integer(V), V >= 0.
of_type(one_of(Values), V) :- string(V), memberchk(V, Values).
of_type(nullable(T), V) :- ( V == null -> true ; of_type(T, V) ).

named_players(player, V, [V]).
named_players(players, V, V).
named_players(pair(player), V, V).
named_players(nullable(T), V, Names) :- V \== null, named_players(T, V, Names).

type_text(card, "a card id (a string)").
type_text(cards, "a list of card ids (strings)").
type_text(player, "a player's name (a string)").
type_text(players, "a list of players' names (strings)").
type_text(pair(player), "a list of two players' names").
type_text(index, "an index (0, 1, ...)").
type_text(one_of(Values), Text) :-
    maplist(quoted, Values, Qs),
    atomic_list_concat(Qs, ", ", QT),
    format(string(Text), "one of ~w", [QT]).
type_text(nullable(T), Text) :-
    type_text(T, T0),
    format(string(Text), "~w, or null", [T0]).

quoted(V, Q) :-
    format(string(Q), "\"~w\"", [V]).

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
