:- module(support,
          [ fixture_state/3,            % +Module, +RelativePath, -State
            legal_move/3,               % +Module, +State, ?Move
            violation_ids/4,            % +Module, +State, +Move, -RuleIds
            next_state/4,               % +Module, +State0, +Move, -State
            next_events/5,              % +Module, +State0, +Move, -State, -Events
            event_rules/2,              % +Events, -RuleIds
            state_errors/3,             % +Module, +State, -Errors
            shown/4                     % +Module, +State, +Viewer, -Model
          ]).

/** <module> What every plunit file of rulecheck shares

Loads the engine and every game (rules.pl/rulecheck.pl), reads fixture
positions, and asks the engine's own relations: legality and the rules a
move breaks (rc_legal.pl), the next state and its events.  A test file
uses this module instead of restating any of it:

    :- use_module(support).
    test(...) :- fixture_state(clash_of_decks, 'states/midgame.json', S), ...
*/

:- use_module(library(http/json)).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../rules.pl/rulecheck'], Main),
   use_module(Main),
   rulecheck:load_games.

:- use_module('../../rules.pl/rc_legal', []).
:- use_module('../../rules.pl/rc_play', []).
:- use_module('../../rules.pl/rc_display', [display_words/3]).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../fixtures'], Fixtures),
   asserta(fixtures_dir(Fixtures)).

%!  fixture_state(+Module, +RelativePath, -State) is det.
%
%   The position in fixtures/<game>/RelativePath: a fixture's state, or
%   a state file as it is.

fixture_state(Module, Rel, State) :-
    rulecheck:game_module(Game, Module),
    fixtures_dir(Dir),
    atomic_list_concat([Dir, '/', Game, '/', Rel], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Value, [value_string_as(string)]),
                       close(In)),
    (   get_dict(state, Value, State0)
    ->  State = State0
    ;   State = Value
    ).

%!  legal_move(+Module, +State, ?Move) is nondet.

legal_move(Module, State, Move) :-
    rc_legal:legal(Module, State, Move).

%!  violation_ids(+Module, +State, +Move, -RuleIds) is det.
%
%   The rules Move breaks, each once, in rule-ID order.

violation_ids(Module, State, Move, Ids) :-
    findall(Id, rc_legal:broken_rule(Module, State, Move, Id, _), Ids0),
    sort(Ids0, Ids).

%!  next_state(+Module, +State0, +Move, -State) is det.

next_state(Module, State0, Move, State) :-
    rc_legal:next_state(Module, State0, Move, State).

%!  next_events(+Module, +State0, +Move, -State, -Events) is det.

next_events(Module, State0, Move, State, Events) :-
    rc_legal:next_events(Module, State0, Move, State, Events).

%!  event_rules(+Events, -RuleIds) is det.
%
%   The rules the events cite, in order, each once.

event_rules(Events, Ids) :-
    findall(Id, member(event(Id, _, _), Events), Ids0),
    list_to_set(Ids0, Ids).

%!  state_errors(+Module, +State, -Errors:list(dict)) is det.

state_errors(Module, State, Errors) :-
    rc_play:state_errors(Module, State, Errors).

%!  shown(+Module, +State, +Viewer, -Model) is det.
%
%   The display model of State for Viewer (null: a judge) as `show`
%   answers it: the game's display/3, worded by its message//1.

shown(Module, State, Viewer, Model) :-
    Module:display(State, Viewer, Model0),
    display_words(Module, Model0, Model).
