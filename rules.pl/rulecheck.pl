:- module(rulecheck,
          [ api/3,                      % +Op, +RequestText, -ReplyText
            api_limit/4,                % +Op, +RequestText, -Seconds, -LimitReply
            load_games/0,
            game_file/3,                % ?GameId, ?Module, ?File
            game_module/2,              % ?GameId, ?Module
            violations/4,               % +Module, +State, +Move, -Violations
            legal_moves/3               % +Module, +State, -Moves
          ]).

/** <module> rulecheck: the API every game answers through

A game is a Prolog module in the spirit of the Game Description Language
(`legal`, `next`, `terminal`, `goal`), built the same way in every game
(docs/engine.md has the recipe; tests/games/tic_tac_toe.pl is a complete
small game).  Every game module exports:

  * rule(?Id, ?Kind, ?Title, ?Text, ?Origin)
    The rulebook.  Id is an atom such as 'CD-201'.  Kind is one of
      - `constraint`: a condition on a move; a move can break it;
      - `effect`: what happens when a move is applied;
      - `state`: a condition every reachable state satisfies;
      - `outcome`: how the game is won or lost.
    Origin is seed(Passage) (the seed's own words) or
    ruling(Passage, Reason) (the seed is silent, ambiguous or
    self-contradictory: Passage quotes it, Reason says which reading we
    chose and why, citing the official rules).
  * action_rules(?Action:atom, ?RuleIds:list)
    Per action, the constraint rules that concern it, in the order a
    judge reads them.
  * broken(?RuleId, +State, +Move, -Reason)
    Move breaks the constraint rule RuleId in State; Reason is a term
    that says why, rendered by message//1.  Each sits beside its rule.
  * terminal_rule(?RuleId)
    The rule every move breaks once the game is over.
  * message(+Reason)//
    A reason term in the judge's words: a list of Format-Args.
  * candidate(+State, -Move)
    The well-formed moves of State, one per solution, in a stable order:
    every move that could be legal, and possibly some that are not.
  * next(+State0, +Move, -State)//
    The state after the legal Move, as a DCG over the move's events,
    each event(RuleId, Kind, Fields:dict).
  * outcome(+State, -Outcome)
    Outcome is a dict: _{result:"ongoing"} or
    _{result:"won", winners:[..], losers:[..], rule:Id, reason:Text}
    (games may add fields).
  * invalid(?RuleId, +State, -Path, -Reason)
    State breaks the state rule RuleId (the JSON Schema already holds):
    Path is a JSON path string such as "$.hands.alice[2]".
  * move_fields(?Action:string, ?Required, ?Optional)
    The shape of each action's moves (rc_moves.pl).
  * move_text(+State, +Move, -Text)
    Move in a judge's words.

and may export gate_rules/1, moot/3, fact/4, fix/4, hidden/3, move_text/4
(+State, +Viewer, +Move, -Text: Move in the words Viewer may be told),
depends_on_hidden/4, assumption/3, depends_on_text/4, allowed_by_text/5,
answer_assumption/4, repair/4, inventory/2, move_problem/4, unknown_player_rule/1,
display/3, selfplay_bound/2, message(event(Kind, Fields, State0))//,
normalized/2, catalog_card/2, new_game/2, legal_move_count/2,
random_candidate/2, priority_rule/1, priority_holder/2, retired_rule/3
and card_named/5
(docs/engine.md says what each is).

Legality is defined once, in rc_legal.pl (re-exported here): a move is
legal when the game is not over, it is a candidate, and it breaks no
rule (and its legality depends on nothing the game does not model:
depends_on_text/4, or on allowed_by_text/5 where it breaks rules; such a
move's verdict is unknown, `legal: null`, and an answer lists what could
matter to it as its `assumptions`: answer_assumption/4, assumption/3).
`legal-moves` lists the solutions of legal/3; `check` reports the
rules broken and, for a well-formed move that is not a candidate and
breaks no rule, the engine's own rule 'RC-001'.  The two commands cannot
disagree.

States and moves are SWI-Prolog dicts parsed from JSON (rc_json.pl): keys
are atoms, JSON strings are Prolog strings.
*/

:- use_module(library(apply)).
:- use_module(library(yall)).      % lambdas expanded as the module compiles
:- use_module(library(lists)).
:- autoload(library(pairs), [pairs_values/2]).
:- autoload(library(isub), [isub/4]).   % loaded when first used: start-up
:- autoload(library(error), [is_of_type/2]).

:- use_module(rc_util).
:- use_module(rc_json).
:- use_module(rc_schema, [schema_errors/4, structure_errors/2, game_schema/2, raw_get/3, raw_term/2,
                          json_changes/3]).
:- use_module(rc_host, [deadline_clock/1]).
:- use_module(rc_random, [random_seed/1]).
:- reexport(rc_legal, [legal/3, violations/4, engine_rule/5]).  % the one definition of legality
:- use_module(rc_legal).
:- use_module(rc_moves, [move_error/4, move_schema/2, resolved_move/4, state_player_names/2]).
:- use_module(rc_explain).
:- use_module(rc_play).
:- use_module(rc_listing).
:- use_module(rc_search, [folded_words/2, rule_search/3, listing_filter/4]).
:- use_module(rc_cards, [catalog_search/4]).
:- use_module(rc_display, [display_words/3]).

%!  game_module(?GameId:string, ?Module:atom) is nondet.
%
%   The Prolog module that holds the rules of the game named GameId.  Every
%   game is loaded when the engine is (load_games/0), so that a running
%   engine never depends on its files again: a compiled-rules folder that
%   vanishes after start-up loses no game.  A process that asks one
%   question (the command line's one-shot commands) sets the flag
%   rulecheck_load to `lazy` before loading the engine: then a game is
%   loaded the first time it is asked about, and a `check` of Clash of
%   Decks does not load the other games (docs/benchmarks.md).

game_module(Game, Module) :-
    game_file(Game, Module, File),
    (   current_module(Module)
    ->  true
    ;   game_load_error(Game, _)
    ->  fail
    ;   load_game(Game, Module, File),
        current_module(Module)
    ),
    \+ game_load_error(Game, _).

%!  game_file(?GameId:string, ?Module:atom, ?File:atom) is nondet.
%
%   The games are the folders of the directories named by the search path
%   rulecheck_games (rules.pl/ itself, and any a test adds) that hold a
%   game.pl: GameId is the folder's name, Module the name with each "-"
%   made "_", File the game.pl.  No other list of games exists; the games
%   are listed once, as the engine loads (games/1), in GameId order.

game_file(Game, Module, File) :-
    games(Games),
    (   ( nonvar(Game) ; nonvar(Module) )
    ->  memberchk(game(Game, Module, File), Games)
    ;   member(game(Game, Module, File), Games)
    ).

:- dynamic game_list/1, game_load_error/2.

games(Games) :-
    (   game_list(Games0)
    ->  Games = Games0
    ;   game_folders(Games1),
        asserta(game_list(Games1)),
        Games = Games1
    ).

game_folders(Games) :-
    findall(Game-game(Game, Module, File),
            ( user:file_search_path(rulecheck_games, Dir),
              atom(Dir),
              exists_directory(Dir),
              directory_files(Dir, Entries),
              member(Entry, Entries),
              \+ sub_atom(Entry, 0, _, _, '.'),
              atomic_list_concat([Dir, /, Entry], Folder),     % not directory_file_path/3: its
              atomic_list_concat([Folder, '/game.pl'], File),   % library takes ~20 ms to load
              exists_file(File),
              atom_string(Entry, Game),
              split_string(Game, "-", "", Parts),
              atomic_list_concat(Parts, '_', Module) ),
            Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Games).

:- multifile user:file_search_path/2.
:- dynamic user:file_search_path/2.
:- prolog_load_context(directory, Dir),
   asserta(user:file_search_path(rulecheck_rules, Dir)),
   asserta(user:file_search_path(rulecheck_games, Dir)).

%!  load_games is det.
%
%   Load every game's module now; a game whose rules do not load (an
%   error while loading) is kept with its first error (game_load_error/2), which every question about
%   it answers, instead of the load's messages reaching the terminal.

load_games :-
    retractall(game_list(_)),
    forall(game_file(Game, Module, File), load_game(Game, Module, File)).

load_game(Game, Module, File) :-
    retractall(game_load_error(Game, _)),
    (   current_module(Module)
    ->  true
    ;   file_name_extension(Base, _, File),
        catch(with_load_errors(use_module(Base, []), Errors), E, Errors = [E]),
        (   Errors == [], current_module(Module)
        ->  ignore(game_schema(Game, _))        % read with the game: the folder may go

        ;   Errors = [First|_]
        ->  message_to_codes_safe(First, Text0),
            split_string(Text0, "\n", " ", [Text|_]),
            assertz(game_load_error(Game, Text))
        ;   error_text(no_game_module(Module), Text),
            assertz(game_load_error(Game, Text))
        )
    ).

:- thread_local load_error/1.

%   Goal, with the errors printed while it runs collected instead of
%   printed.  Warnings are printed as SWI-Prolog prints them (the tests
%   load every game with --on-warning=status: a warning is a bug there).
with_load_errors(Goal, Errors) :-
    retractall(load_error(_)),
    setup_call_cleanup(
        asserta((user:message_hook(Term, Kind, _) :-
                     Kind == error,
                     assertz(rulecheck:load_error(Term))), Ref),
        ignore(Goal),
        erase(Ref)),
    findall(T, retract(load_error(T)), Errors).

:- multifile user:message_hook/3.
:- dynamic user:message_hook/3.

%!  legal_moves(+Game, +State, -Moves:list) is det.

legal_moves(Game, State, Moves) :-
    findall(Move, legal(Game, State, Move), Moves).

                 /*******************************
                 *            THE API           *
                 *******************************/

%!  api(+Op:atom, +RequestText:atom, -ReplyText:string) is det.
%
%   The one entry point the Python side calls.  RequestText is a JSON
%   object; ReplyText is a JSON object, either {"ok": Value} or
%   {"error": {"kind": Kind, "message": Text, "path": Path}}.  Kind is
%   `input` (bad state or move: exit code 2), `limit` (the query ran past
%   its inference limit) or `internal` (a bug: exit code 3).  Nothing is
%   printed and no exception escapes.

api(Op, RequestText, ReplyText) :-
    catch(api_reply(Op, RequestText, Reply), Error, error_reply(Error, Reply)),
    catch(value_json(Reply, ReplyText),
          Error2,
          ( error_reply(Error2, Reply2),
            value_json(Reply2, ReplyText) )).

%!  api_limit(+Op:atom, +RequestText, -Seconds:number, -LimitReply:string) is det.
%
%   The wall-clock limit of a request (time_limit/3), and the reply that
%   says it was passed: for a host that keeps the clock itself, as the
%   WebAssembly build's (web/rulecheck.js ends the worker past it).

api_limit(Op, RequestText, Seconds, LimitReply) :-
    (   clause(batch_size(Op, _, _), _),         % a batch: its size is in the request
        catch(json_value(RequestText, Request), _, fail),
        is_dict(Request)
    ->  true
    ;   Request = _{}
    ),
    time_limit(Op, Request, Seconds),
    error_reply(rc_error("limit", "request", "$", time_limit(Seconds)), Reply),
    value_json(Reply, LimitReply).

api_reply(Op, RequestText, Reply) :-
    json_value_raw(RequestText, Request0, Raw),
    Request1 = Request0.put('$raw', Raw),       % the text's own order, for the schema's errors
    (   Op \== cases, get_dict(state, Request1, _)
    ->  request_raw_state(Request1, RawState),
        variant_sha1(RawState, Key),
        (   checked_state(Key, Checked)           % asked about before: checked then
        ->  Request = Request1.put(_{'$structure':[], '$checked':Checked})
        ;   structure_errors(RawState, Structural), % checked as it is read: like reading it, outside
            Request = Request1.put(_{'$structure':Structural, '$key':Key})  % the question's limits
        )                                       % (docs/hardening.md)
    ;   Request = Request1
    ),
    request_games_loaded(Request),
    limited(Op, Request, Value, Result),
    (   Result = time_limit_exceeded(S)
    ->  error_reply(rc_error("limit", "request", "$", time_limit(S)), Reply)
    ;   Result == inference_limit_exceeded
    ->  error_reply(rc_error("limit", "request", "$", inference_limit), Reply)
    ;   Reply = _{ok:Value}
    ).

%   request_games_loaded(+Request): the game a request asks about (the
%   game its state or its `game` names; every game when it names none) is
%   loaded before the question's limits start: under the lazy load of a
%   one-shot process (game_module/2) loading is the engine's start-up, not
%   the question's work, and a small inference limit must not be spent on
%   it.  A game that does not load is answered as before (request_game/2).

request_games_loaded(Request) :-
    (   (   get_dict(state, Request, S), is_dict(S), get_dict(game, S, G)
        ;   get_dict(game, Request, G)
        ),
        string(G)
    ->  ignore(game_module(G, _))
    ;   forall(game_file(G, _, _), ignore(game_module(G, _)))
    ).

%!  limited(+Op, +Request, -Value, -Result) is semidet.
%
%   Answer the request under its limits: its inferences (inference_limit/3)
%   and its wall-clock time (time_limit/3).  Result is as
%   call_with_inference_limit/3 gives it, or time_limit_exceeded(Seconds).
%
%   The clock costs nothing at start-up (SWI-Prolog's alarm library takes
%   longer to load than most questions take to answer): the request's
%   deadline is kept in a global variable, and while a request runs the
%   Python side raises the signal usr2 in this thread every fifth of a
%   second (pycli/engine.py); deadline_signal/1 ends the request once its
%   deadline has passed, and does nothing otherwise (a signal that arrives
%   between requests finds no deadline).  In the WebAssembly build the
%   JavaScript host keeps the time limit instead (rc_host.pl).

limited(Op, Request, Value, Result) :-
    inference_limit(Op, Request, Limit),
    time_limit(Op, Request, Seconds),
    get_time(Now),
    Deadline is Now + Seconds,
    setup_call_cleanup(
        nb_setval(rc_deadline, Deadline),
        catch(call_with_inference_limit(once(request(Op, Request, Value)), Limit, Result),
              rc_deadline_passed,
              Result = time_limit_exceeded(Seconds)),
        nb_setval(rc_deadline, none)).

%!  deadline_signal(+Signal) is det.
%
%   The handler of usr2: past the deadline of the request running, end it.

deadline_signal(_) :-
    nb_current(rc_deadline, Deadline),
    number(Deadline),
    get_time(Now),
    Now >= Deadline,
    !,
    throw(rc_deadline_passed).
deadline_signal(_).

:- initialization(deadline_clock(rulecheck:deadline_signal)).

%!  inference_limit(+Op, +Request, -Limit:integer) is det.
%
%   The most inferences one request may take: for a question about one
%   position, far more than any real position needs and few enough to
%   answer within seconds; for a batch (random play, a record, a fixture's
%   cases), a fortieth of that again for each move or case it asks for.
%   The environment variable RULECHECK_INFERENCE_LIMIT sets the base.

inference_limit(Op, Request, Limit) :-
    (   getenv('RULECHECK_INFERENCE_LIMIT', Text),
        catch(atom_number(Text, Base), _, fail),
        integer(Base), Base > 0
    ->  true
    ;   Base = 200_000_000
    ),
    (   batch_size(Op, Request, N)
    ->  Limit is Base + N * (Base // 40)
    ;   Limit = Base
    ).

%!  time_limit(+Op, +Request, -Seconds:number) is det.
%
%   The most wall-clock time a request may take: RULECHECK_TIME_LIMIT
%   seconds if that is set; else 5 seconds for a question about one
%   position, and for a batch 30 seconds and a twentieth of a second more
%   for each move or case.

time_limit(Op, Request, Seconds) :-
    (   getenv('RULECHECK_TIME_LIMIT', Text),
        catch(atom_number(Text, Base), _, fail),
        number(Base), Base > 0
    ->  Seconds = Base
    ;   batch_size(Op, Request, N)
    ->  Seconds is 30 + N / 20
    ;   Seconds = 5
    ).

batch_size(playout, Request, N) :- request_int(Request, steps, 1000, N).
batch_size(legal_moves, Request, 400) :- get_dict(file, Request, _).   % --all: the whole listing
batch_size(selfplay, Request, N) :- request_int(Request, max_moves, 2000, N).
batch_size(replay, Request, N) :- get_dict(moves, Request, Ms), is_list(Ms), length(Ms, N).
batch_size(cases, Request, N) :- get_dict(cases, Request, Cs), is_list(Cs), length(Cs, N).
batch_size(positions, Request, N) :- request_int(Request, steps, 200, N).
batch_size(properties, Request, N) :-
    get_dict(states, Request, Ss), is_list(Ss), length(Ss, N0),
    request_int(Request, moves, 5, K),
    N is N0 * (K + 1).

error_reply(rc_error(Kind, In, Path, Reason),
            _{error:_{kind:Kind, in:In, path:Path, message:Message}}) :- !,
    error_text(Reason, Message).
error_reply(error(resource_error(Which), _), Reply) :- !,
    error_reply(rc_error("limit", "request", "$", memory_limit(Which)), Reply).
error_reply(Error, _{error:_{kind:"internal", in:"request", path:"$", message:Message}}) :-
    message_to_codes_safe(Error, Message).

message_to_codes_safe(Error, Message) :-
    catch(( message_to_codes(Error, Codes), string_codes(Message, Codes) ),
          _, term_string(Error, Message)).

message_to_codes(Error, Codes) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(codes(Codes), print_message_lines(current_output, '', Lines)).

%   input_error(+In, +Path, +Reason): bad input, at Path of In; Reason a
%   reason term, put in words once (ERRORS IN WORDS, below).
input_error(In, Path, Reason) :-
    throw(rc_error("input", In, Path, Reason)).

request_game(Request, Module) :-
    (   get_dict(state, Request, State), is_dict(State),
        get_dict(game, State, Game)
    ->  true
    ;   get_dict(game, Request, Game)
    ->  true
    ;   input_error("state", "$.game", no_game)
    ),
    (   string(Game), game_module(Game, Module)
    ->  true
    ;   string(Game), game_file(Game, _, _), game_load_error(Game, Why)
    ->  throw(rc_error("internal", "request", "$", rules_did_not_load(Game, Why)))
    ;   findall(G, game_module(G, _), Games),
        input_error("state", "$.game", unknown_game(Game, Games))
    ).

%!  request(+Op, +Request, -Value) is det.

request(games, _, Games) :-
    findall(G, game_module(G, _), Games).
request(rules, Request, Rules) :-        % rules [GAME] --json: a game's rulebook (every game's), each with its game
    request_rulebook(Request, Rules).
request(search_rules, Request, Found) :-  % rules WORDS --json: the rules that speak of them, best first
    (   get_dict(query, Request, Query), string(Query)
    ->  true
    ;   input_error("request", "$.query", search_without_query)
    ),
    string_length(Query, Length),
    (   Length > 200                            % a search's work grows with its words: bounded
    ->  input_error("request", "$.query", query_too_long(Length, 200))
    ;   true
    ),
    folded_words(Query, Words),
    (   Words == []
    ->  input_error("request", "$.query", empty_query)
    ;   true
    ),
    request_rulebook(Request, Book),
    rule_search(Book, Words, Found).
request(rule, Request, Rule) :-          % rules [GAME] RULE_ID --json: one rule, by its ID in any case
    (   get_dict(id, Request, Id), string(Id)
    ->  true
    ;   input_error("id", "$.id", rule_without_id)
    ),
    request_games(Request, Games),
    request_rulebook(Request, Book),
    (   rule_by_id(Book, Id, Rule)
    ->  true
    ;   member(G-M, Games),                     % a retired ID: the rule that took it over
        game_hook(M, retired_rule/3),
        M:retired_rule(Old, [Next|Nexts], Note),
        string_upper(Old, Id1), string_upper(Id, Id1)
    ->  include(rule_of_game(G), Book, GameBook),
        rule_by_id(GameBook, Next, Rule0),
        Rule = Rule0.put(redirected_from, _{id:Old, successors:[Next|Nexts], note:Note})
    ;   near_rule_ids(Book, Id, Near),
        (   get_dict(game, Request, G1), G1 \== null -> In = G1 ; In = null ),
        input_error("id", "$.id", no_rule(Id, In, Near))
    ).
request(retired_rules, Request, Retired) :-
    request_game(Request, Game),
    findall(_{id:Id, successors:Successors, note:Note},
            ( game_hook(Game, retired_rule/3),
              Game:retired_rule(Id, Successors, Note) ),
            Retired).
request(validate, Request, Answer) :-      % validate --json: {valid, errors, assumptions?}
    request_structure_errors(Request, Structural),
    (   Structural \== []
    ->  maplist(put_dict(_{rule:null, kind:"structure"}), Structural, Errors)
    ;   get_dict('$checked', Request, State)
    ->  request_game(Request, Game),
        Errors = []
    ;   request_game(Request, Game),
        get_dict(state, Request, State0),
        catch(normalized_state(Game, State0, State),
              rc_error("input", "state", Path, Reason),
              State = unreadable(Path, Reason, State0)),
        validation_errors(Game, State, Semantic),
        maplist(put_dict(_{kind:"semantic"}), Semantic, Errors)
    ),
    (   Errors == []
    ->  checked(Request, State),
        assumptions(Game, State, As),
        with_assumptions(Game, As, _{valid:true, errors:[]}, Answer)
    ;   Answer = _{valid:false, errors:Errors}
    ).
request(structure, Request, Errors) :-     % the structural errors of a state: [{path, message}]
    request_structure_errors(Request, Errors).
request(schema_errors, Request, Errors) :-   % any value against a JSON Schema: [[path, message]]
    get_dict(schema, Request, Schema0),
    (   get_dict(root, Request, Root) -> true ; Root = Schema0 ),
    (   get_dict('$raw', Request, RawRequest), raw_get(RawRequest, "value", Raw0)
    ->  Raw = Raw0
    ;   get_dict(value, Request, V), raw_term(V, Raw)
    ),
    schema_errors(Raw, Schema0, Root, Pairs),
    maplist([P-M, [P, M]]>>true, Pairs, Errors).
request(show, Request, _{state:Shown, model:Model, viewer:Viewer}) :-
    request_state(Request, Game, State),
    (   get_dict(viewer, Request, V), V \== null
    ->  request_viewer(Request, State, Viewer)
    ;   Viewer = null
    ),
    display_model(Game, State, Viewer, Model),
    get_dict(state, Request, Given),
    (   Viewer == null
    ->  Shown = Given
    ;   findall(P, hidden_path(Game, State, Viewer, P), Paths),
        masked(Given, Paths, Shown)
    ).
request(normalize, Request, State) :-
    request_state(Request, _, State).
request(move_schema, Request, Schema) :-   % the JSON Schema of the game's moves, from move_fields/3
    request_game(Request, Game),
    move_schema(Game, Schema).
request(cards, Request, Entries) :-
    request_game(Request, Game),
    (   get_dict(query, Request, Q), string(Q) -> true ; Q = "" ),
    string_length(Q, Length),
    (   Length > 200                            % as search_rules' (`rules WORDS`)
    ->  input_error("request", "$.query", query_too_long(Length, 200))
    ;   true
    ),
    (   get_dict(unmodelled, Request, true) -> Which = unmodelled ; Which = all ),
    catalog_search(Game, Q, Which, Entries).
request(new, Request, State) :-
    request_game(Request, Game),
    (   game_hook(Game, new_game/2)
    ->  true
    ;   input_error("request", "$.game", no_new_positions)
    ),
    request_int(Request, seed, 1, Seed),
    new_options(Request, Options),
    random_seed(Seed),
    Game:new_game(Options, State0),
    normalized_state(Game, State0, State),
    (   state_errors(Game, State, [E|_])
    ->  throw(rc_error("internal", "request", "$", new_position_invalid(E.rule, E.path, E.message)))
    ;   true
    ).
request(legal_moves, Request, Reply) :-
    request_state(Request, Game, State),
    optional_viewer(Request, State, Viewer),
    listing_filter(Request, State, display_model(Game, State, null), Filter),   % --player, --card
    (   get_dict(file, Request, File), string(File)
    ->  stream_moves(Game, State, Viewer, Filter, File, Count, Players),
        Reply0 = _{count:Count, truncated:false, players:Players, file:File},
        listing_given(Filter, Viewer, Reply0, Reply1),
        listing_apart(Game, State, Viewer, Reply1, Reply)
    ;   listing(Request, Game, State, Ms, Page),
        (   Viewer \== null
        ->  include(judged_by(Game, State, Viewer), Ms, Kept),
            length(Kept, Count),
            Page1 = _{count:Count, truncated:Page.truncated}
        ;   Kept = Ms,
            Page1 = Page
        ),
        maplist(move_json(Game, State, Viewer), Kept, Moves),
        filtered_listing(Filter, Viewer, Page1, Moves, Reply1),
        listing_apart(Game, State, Viewer, Reply1, Reply)
    ).

request(check, Request, Verdict) :-
    request_state_move(Request, Game, State, Viewer, Move),
    (   hidden_verdict(Request, Game, State, Viewer, Hidden)
    ->  Verdict = Hidden
    ;   verdict(Game, State, Move, Verdict0),
        viewer_verdict(Game, State, Viewer, Move, Verdict0, Verdict)    % rc_explain.pl
    ).
request(apply, Request, Reply) :-       % apply for people: with what changed (since the line's start)
    request_state(Request, Game, State),
    request_move(Request, Game, State, Move),
    verdict(Game, State, Move, Verdict),
    (   Verdict.legal == true
    ->  next_events(Game, State, Move, State1, Events),
        maplist(event_dict(Game, State), Events, EventsJSON),
        request_since(Request, Game, State, Since),
        json_changes(Since, State1, Changes),
        Reply0 = _{legal:true, move:Move, text:Verdict.text, state:State1, events:EventsJSON,
                   changes:Changes},
        (   get_dict(assumptions, Verdict, As) -> with_assumptions(Game, As, Reply0, Reply) ; Reply = Reply0 )
    ;   Reply = Verdict
    ).
request(applied, Request, Reply) :-       % apply --json --events: {state, events, changes, assumptions?}, or the verdict
    request_state_move(Request, Game, State, _, Move),
    verdict(Game, State, Move, Verdict),
    (   Verdict.legal == true
    ->  next_events(Game, State, Move, State1, Events),
        maplist(event_dict(Game, State), Events, EventsJSON),
        json_changes(State, State1, Changes),
        Reply0 = _{state:State1, events:EventsJSON, changes:Changes},
        (   get_dict(assumptions, Verdict, As) -> with_assumptions(Game, As, Reply0, Reply) ; Reply = Reply0 )
    ;   Reply = Verdict
    ).
request(outcome, Request, Outcome) :-
    request_state(Request, Game, State),
    Game:outcome(State, Outcome).
request(explain, Request, Tree) :-
    request_state_move(Request, Game, State, Viewer, Move),
    (   hidden_verdict(Request, Game, State, Viewer, Hidden)
    ->  Tree = Hidden
    ;   explain(Game, State, Viewer, Move, Tree0),                   % rc_explain.pl
        (   get_dict(checks, Tree0, Checks0)
        ->  (   get_dict(brief, Request, true)
            ->  include([C]>>get_dict(held, C, false), Checks0, Checks1)
            ;   Checks1 = Checks0
            ),
            (   get_dict(seed, Request, false)
            ->  maplist([C, C1]>>del_dict(seed, C, _, C1), Checks1, Checks)
            ;   Checks = Checks1
            ),
            put_dict(checks, Tree0, Checks, Tree)
        ;   Tree = Tree0                        % the viewer's unknown answer
        )
    ).
request(replay, Request, Report) :-
    request_state(Request, Game, State),
    (   get_dict(moves, Request, Moves), is_list(Moves)
    ->  true
    ;   input_error("record", "$.moves", record_without_moves)
    ),
    (   get_dict(steps, Request, true)
    ->  replay(Game, State, Moves, 0, Steps-[], Report0),
        Report = Report0.put(steps, Steps)
    ;   replay(Game, State, Moves, 0, none, Report)
    ).
request(cases, Request, Answers) :-
    request_game(Request, Game),
    get_dict(state, Request, State0),
    normalized_state(Game, State0, State),
    get_dict(cases, Request, Cases),
    state_errors(Game, State, Errors),
    maplist(case_answer(Game, State, Errors), Cases, Answers).
request(playout, Request, Report) :-
    request_state(Request, Game, State),
    request_int(Request, steps, 1000, Steps),
    request_int(Request, seed, 1, Seed),
    random_seed(Seed),
    playout(Game, State, State, Steps, 0, 0, Report).
request(positions, Request, Positions) :-
    request_state(Request, Game, State),
    request_int(Request, steps, 200, Steps),
    request_int(Request, every, 10, Every),
    request_int(Request, seed, 1, Seed),
    random_seed(Seed),
    positions(Game, State, Steps, Every, Positions).
request(properties, Request, Problems) :-
    request_game(Request, Game),
    (   get_dict(states, Request, States), is_list(States)
    ->  true
    ;   input_error("request", "$.states", no_list_of_states)
    ),
    request_int(Request, moves, 5, Moves),
    maplist(property_state(Game), States, Full),
    property_problems(Game, Full, Moves, Problems).
request(selfplay, Request, Report) :-
    request_state(Request, Game, State),
    selfplay_bound(Game, Max0, Must0),
    request_int(Request, seed, 1, Seed),
    request_int(Request, max_moves, Max0, Max),
    request_int(Request, sample, 5, Sample),
    (   get_dict(require_end, Request, Must1), is_of_type(boolean, Must1)
    ->  Must = Must1
    ;   Must = Must0
    ),
    random_seed(Seed),
    selfplay(Game, State, Max-Must, Sample, 0, Report0),
    Report = Report0.put(_{max_moves:Max, must_end:Must}).
request(view, Request, _{hidden:Paths}) :-
    request_state(Request, Game, State),
    request_viewer(Request, State, Viewer),
    findall(P, hidden_path(Game, State, Viewer, P), Paths).
request(display, Request, Model) :-
    request_state(Request, Game, State),
    (   get_dict(viewer, Request, _)
    ->  request_viewer(Request, State, Viewer)
    ;   Viewer = null
    ),
    display_model(Game, State, Viewer, Model).

%   request_since(+Request, +Game, +State, -Since): the position an apply's
%   changes are counted from: the request's `since` (a line's first
%   position, checked and read as every state is), else its state.
request_since(Request, Game, State, Since) :-
    (   get_dict(since, Request, Since0), Since0 \== null
    ->  raw_term(Since0, Raw),
        (   structure_errors(Raw, [E|_])
        ->  throw(rc_error("input", "since", E.path, E.message))
        ;   Since0.game \== State.game
        ->  input_error("since", "$.game", since_of_another_game)
        ;   normalized_state(Game, Since0, Since)
        )
    ;   Since = State
    ).

%   request_rulebook(+Request, -Rules): the rules of the request's game, or
%   of every game (in game order) when it names none, each with its `game`.
request_rulebook(Request, Rules) :-
    request_games(Request, Games),
    findall(R, ( member(G2-M2, Games), rulebook(M2, Rs), member(R0, Rs), put_dict(game, R0, G2, R) ), Rules).

%   request_games(+Request, -Games): the request's game (every game when it
%   names none) as Name-Module pairs.
request_games(Request, Games) :-
    (   get_dict(game, Request, G), G \== null
    ->  request_game(Request, M),
        Games = [G-M]
    ;   findall(G1-M1, game_module(G1, M1), Games)
    ).

%   rule_by_id(+Rulebook, +Id, -Rule): the first rule of Rulebook whose ID
%   is Id in any case.
rule_by_id(Book, Id, Rule) :-
    string_upper(Id, Upper),
    member(Rule, Book),
    get_dict(id, Rule, RId),
    string_upper(RId, Upper),
    !.

rule_of_game(Game, Rule) :-
    get_dict(game, Rule, Game).

%   near_rule_ids(+Rulebook, +Id, -Near): the (at most) three IDs of
%   Rulebook most like Id (isub/4 similarity above 0.6), most alike first.
near_rule_ids(Book, Id, Near) :-
    string_upper(Id, Upper),
    findall(Sim-RId,
            ( member(R, Book), get_dict(id, R, RId),
              isub(Upper, RId, Sim, [normalize(true)]), Sim > 0.6 ),
            Pairs0),
    sort(0, @>=, Pairs0, Pairs),
    pairs_values(Pairs, Ids0),
    list_to_set(Ids0, Ids),
    (   length(Near, 3), append(Near, _, Ids) -> true ; Near = Ids ).

%   rulebook(+Game, -Rules): a game's rules as the API gives them, in
%   rule-ID order (by the ID's number: FAB-309 before FAB-1004), the
%   engine's own last.
rulebook(Game, Rules) :-
    findall(Key-R, ( Game:rule(Id, Kind, Title, Text, Origin),
                     rule_id_key(Id, Key),
                     rule_json(Id, Kind, Title, Text, Origin, R) ), Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, GameRules),
    findall(R, ( engine_rule(Id, Kind, Title, Text, Origin),
                 rule_json(Id, Kind, Title, Text, Origin, R) ), EngineRules),
    append(GameRules, EngineRules, Rules).

%   rule_id_key(+Id, -Key): what orders rule IDs: their prefix, then their
%   number as a number ('FAB-1004' after 'FAB-309'); an ID without one, by
%   itself.
rule_id_key(Id, Key) :-
    (   atomic_list_concat(Parts, '-', Id),
        append(Front, [Last], Parts), Front \== [],
        atom_number(Last, N), integer(N)
    ->  atomic_list_concat(Front, '-', Prefix),
        Key = Prefix-N
    ;   Key = Id-0
    ).

display_model(Game, State, Viewer, Model) :-
    (   game_hook(Game, display/3)
    ->  Game:display(State, Viewer, Model0),
        display_words(Game, Model0, Model)
    ;   Model = _{}
    ).

%   property_state(+Game, +State0, -State): the full position a state of
%   a property batch stands for, as every command reads it; null (passed
%   over) when the normalisation refuses it as bad input.  Any other error
%   is a bug and ends the request.

property_state(Game, S0, S) :-
    (   is_dict(S0),
        catch(normalized_state(Game, S0, S1), rc_error(_, _, _, _), fail)
    ->  S = S1
    ;   S = null
    ).

%!  selfplay_bound(+Game, -MaxMoves, -MustEnd) is det.
%
%   The bound on a game's length under random play, and whether a game
%   still going then is a problem: the game's own selfplay_bound/2, or
%   2000 moves that must end.

selfplay_bound(Game, Max, Must) :-
    (   game_hook(Game, selfplay_bound/2)
    ->  Game:selfplay_bound(Max, Must)
    ;   Max = 2000, Must = true
    ).

request_viewer(Request, State, Viewer) :-
    (   get_dict(viewer, Request, Viewer), string(Viewer)
    ->  (   state_player_names(State, Names), memberchk(Viewer, Names)
        ->  true
        ;   input_error("request", "$", viewer_not_a_player(Viewer))
        )
    ;   input_error("request", "$", view_without_player)
    ).

verdict(Game, State, Move, Verdict) :-
    violations(Game, State, Move, Pairs),
    answer_dependence(Game, State, Move, Pairs, Deps),         % rc_legal.pl
    Game:move_text(State, Move, Text),
    answer_assumptions(Game, State, Move, Pairs, Deps, As),    % rc_legal.pl
    (   Pairs == [], Deps == []
    ->  Verdict0 = _{legal:true, move:Move, text:Text}
    ;   Deps \== []
    ->  Verdict0 = _{legal:null, move:Move, text:Text, depends_on_text:Deps}
    ;   maplist(violation_json(Game), Pairs, Vs),
        Verdict1 = _{legal:false, move:Move, text:Text, violations:Vs},
        (   legal_after_pass(Game, State, Move, Pairs, Pass)
        ->  Game:move_text(State, Pass, PassText),
            error_text(legal_after_pass(Pass.player), Why),
            put_dict(legal_after, Verdict1, _{move:Pass, text:PassText, message:Why}, Verdict0)
        ;   Verdict0 = Verdict1
        )
    ),
    with_assumptions(Game, As, Verdict0, Verdict).     % rc_legal.pl

violation_json(Game, Id-Message, _{rule:Id, title:Title, message:Message}) :-
    rule_title(Game, Id, Title).

rule_title(Game, Id, Title) :-
    (   Game:rule(Id, _, Title, _, _)
    ->  true
    ;   engine_rule(Id, _, Title, _, _)
    ->  true
    ;   Title = "(unregistered rule)"
    ).

                 /*******************************
                 *      FIXTURES IN A BATCH     *
                 *******************************/

%!  case_answer(+Game, +State, +Errors, +Case, -Answer) is det.
%
%   What the engine says about one fixture case (docs/fixtures.md); the
%   Python runner compares it with the expectation.  One request answers
%   every case of a fixture.

case_answer(Game, State, Errors, Case, Answer) :-
    catch(case_answer_(Game, State, Errors, Case, Answer), E,
          (   case_error(E)
          ->  error_reply(E, Reply), Answer = Reply
          ;   throw(E)                          % the limits' unwinding ends the whole request
          )).

case_error(rc_error(_, _, _, _)).
case_error(error(_, _)).

case_answer_(Game, State, Errors, Case, Answer) :-
    del_dict(line, Case, Moves, Asked), !,      % a line of moves, then the case asked where it leads
    (   is_list(Moves)
    ->  true
    ;   input_error("case", "$.line", line_not_a_list)
    ),
    line_reached(Game, State, Errors, Moves, 1, Reached),
    (   Reached = stopped(Answer)
    ->  true
    ;   Reached = reached(State1, Errors1),
        case_answer(Game, State1, Errors1, Asked, Answer0),
        length(Moves, N),
        K is N + 1,
        (   get_dict(move, Asked, _),
            get_dict(error, Answer0, E), E.in == "move"
        ->  line_path(K, E.path, Path),
            Answer = _{error:E.put(path, Path)}
        ;   Answer = Answer0
        )
    ).
case_answer_(_, _, Errors, Case, _{errors:Errors}) :-
    get_dict(valid, Case, _), !.
case_answer_(_, _, [E|_], _, _{error:_{kind:"input", in:"state", path:E.path, message:E.message}}) :- !.
case_answer_(Game, State, _, Case, Answer) :-
    get_dict(move, Case, _), !,
    request_move(Case, Game, State, Move),      % a malformed move: case_answer/5 reports it
    verdict(Game, State, Move, Verdict),
    (   get_dict(after, Case, Keys), Verdict.legal == true
    ->  next_events(Game, State, Move, State1, Events),
        maplist(event_dict(Game, State), Events, _),    % its words too: apply and explain tell them
        state_parts(Keys, State1, Part),
        Answer = Verdict.put(state, Part)
    ;   Answer = Verdict
    ).
case_answer_(Game, State, _, Case, _{outcome:Outcome}) :-
    get_dict(outcome, Case, _), !,
    Game:outcome(State, Outcome).
case_answer_(Game, State, _, _, _{moves:Moves}) :-
    findall(M, legal(Game, State, M), Moves).

%   line_reached(+Game, +State, +Errors, +Moves, +K, -Reached): the line
%   Moves (its K-th move first, counted from 1) played from State, whose
%   state errors are Errors: reached(State1, Errors1) where it leads, each
%   move legal and each position it passes through valid (as `apply` asks
%   of each, move after move, and tells each move's events), or
%   stopped(Answer) at the first move that is not legal (a `line` saying
%   why), malformed (an error at its place in the line) or asked in an
%   invalid position.

line_reached(_, State, Errors, [], _, reached(State, Errors)) :- !.
line_reached(_, _, [E|_], _, _, stopped(_{error:_{kind:"input", in:"state", path:E.path, message:E.message}})) :- !.
line_reached(Game, State, [], [Move0|Moves], K, Reached) :-
    catch(request_move(_{move:Move0}, Game, State, Move),
          rc_error(Kind, "move", Path0, Why),
          ( line_path(K, Path0, Path), throw(rc_error(Kind, "move", Path, Why)) )),
    verdict(Game, State, Move, Verdict),
    (   Verdict.legal == true
    ->  next_events(Game, State, Move, State1, Events),
        maplist(event_dict(Game, State), Events, _),
        state_errors(Game, State1, Errors1),
        K1 is K + 1,
        line_reached(Game, State1, Errors1, Moves, K1, Reached)
    ;   value_json_spaced(Move0, Quoted),
        (   Verdict.legal == null
        ->  findall(M, ( member(D, Verdict.depends_on_text), get_dict(message, D, M) ), Ms),
            Reason = line_move_unknown(K, Quoted, Ms)
        ;   findall(R-M, ( member(V, Verdict.violations), get_dict(rule, V, R), get_dict(message, V, M) ), Ms),
            Reason = line_move_illegal(K, Quoted, Ms)
        ),
        error_text(Reason, Text),
        Reached = stopped(_{line:Text})
    ).

%   line_path(+K, +Path, -LinePath): a path into the K-th move of a line
%   (counted from 1), from a path into that move: "$.action" is
%   "$.moves[1].action" for the second.
line_path(K, Path0, Path) :-
    I is K - 1,
    (   sub_string(Path0, 0, 1, _, "$")
    ->  sub_string(Path0, 1, _, 0, Rest)
    ;   string_concat(" ", Path0, Rest)
    ),
    format(string(Path), "$.moves[~d]~w", [I, Rest]).

%   The parts of a state an expectation names (its top-level keys): a
%   fixture's "after" rarely needs the whole, often large, next state.
state_parts(Keys, State, Part) :-
    (   is_list(Keys)
    ->  findall(K-V, ( member(KS, Keys), atom_string(K, KS), get_dict(K, State, V) ), Pairs),
        dict_pairs(Part, _, Pairs)
    ;   Part = State
    ).

%   new_options(+Request, -Options): the options of a new position, their
%   shape checked before a game reads them (a game checks their values):
%   an object of `players` (a count, or a list of names) and `choices` (an
%   object, each choice a list of strings, as `--choice KEY=VALUE` gives).

new_options(Request, Options) :-
    (   get_dict(options, Request, Options0) -> true ; Options0 = _{} ),
    (   is_dict(Options0) -> Options = Options0 ; input_error("OPTIONS", "$", new_options_shape) ),
    forall(get_dict(Key, Options, _),
           (   memberchk(Key, [players, choices])
           ->  true
           ;   input_error("OPTIONS", "$", new_option_unknown(Key))
           )),
    (   get_dict(players, Options, Players),
        \+ integer(Players),
        \+ ( is_list(Players), maplist(string, Players) )
    ->  input_error("OPTIONS", "$.players", new_players_shape)
    ;   true
    ),
    (   get_dict(choices, Options, Choices)
    ->  (   is_dict(Choices) -> true ; input_error("OPTIONS", "$.choices", new_choices_shape) ),
        forall(get_dict(Key, Choices, Values),
               (   is_list(Values), maplist(string, Values)
               ->  true
               ;   format(string(Path), "$.choices.~w", [Key]),
                   input_error("OPTIONS", Path, new_choice_shape(Key))
               ))
    ;   true
    ).

request_int(Request, Key, Default, Value) :-
    (   get_dict(Key, Request, V), integer(V), V >= 0
    ->  Value = V
    ;   Value = Default
    ).

%   A state must be valid before any rule is asked about it.

request_state(Request, Game, State) :-
    request_structure(Request),
    request_state_(Request, Game, State).

request_state_(Request, Game, State) :-
    request_game(Request, Game),
    (   get_dict('$checked', Request, Checked)
    ->  State = Checked
    ;   get_dict(state, Request, State0),
        normalized_state(Game, State0, State),
        (   state_errors(Game, State, [E|_])
        ->  throw(rc_error("input", "state", E.path, E.message))
        ;   true
        ),
        checked(Request, State)
    ).

%   checked_state(?Key, ?State): State, normalised and valid, is the state
%   of a request the engine answered, whose state's text (as a term:
%   request_raw_state/2) has the hash Key.  A host asks several questions
%   of one position (the legal moves, then a move's verdict, its
%   explanation, what it does: the judge's page, serve, a test sweep); the
%   position is read, normalised and checked once, which was about half
%   of each such question's work (docs/benchmarks.md, "Issue 34, fifth
%   round").  At most checked_states/1 are kept, the oldest dropped first:
%   the memory stays bounded however long the process answers.  The answer
%   is the same bytes either way; only a request's inferences
%   (inference_limit/3) leave out the check it did not repeat.

:- dynamic checked_state/2.

checked_states(Most) :-
    (   getenv('RULECHECK_CHECKED_STATES', Text),
        catch(atom_number(Text, N), _, fail),
        integer(N), N >= 0
    ->  Most = N
    ;   Most = 16
    ).

checked(Request, State) :-
    (   get_dict('$key', Request, Key),
        \+ checked_state(Key, _)
    ->  assertz(checked_state(Key, State)),
        flag(rc_checked_states, N, N + 1),
        checked_states(Most),
        (   N >= Most
        ->  once(retract(checked_state(_, _))),
            flag(rc_checked_states, _, Most)
        ;   true
        )
    ;   true
    ).

%   A question about a move: the state's structure, then that there is a
%   move (a JSON object), then the state's rules, the viewer the request
%   names (null: none) and the move's shape.
request_state_move(Request, Game, State, Viewer, Move) :-
    request_structure(Request),
    (   get_dict(move, Request, M), is_dict(M)
    ->  true
    ;   input_error("move", "$.move", operation_needs_a_move)
    ),
    request_state_(Request, Game, State),
    optional_viewer(Request, State, Viewer),
    request_move(Request, Game, State, Move).

optional_viewer(Request, State, Viewer) :-
    (   get_dict(viewer, Request, V), V \== null
    ->  request_viewer(Request, State, Viewer)
    ;   Viewer = null
    ).

%   judged_by(+Game, +State, +Viewer, +Move): Viewer can judge Move (no
%   hidden_note/5 says its legality turns on what he cannot see).
judged_by(Game, State, Viewer, Move) :-
    hidden_note(Game, State, Viewer, Move, null).

%   Under a viewer: the answer when the move's legality turns on what that
%   player cannot see, {legal: null, viewer, depends_on_hidden, move} (the
%   move as the request gave it).
hidden_verdict(Request, Game, State, Viewer, _{legal:null, viewer:Viewer, depends_on_hidden:Note, move:Given}) :-
    Viewer \== null,
    get_dict(move, Request, Given),
    hidden_note(Game, State, Viewer, Given, Note),
    Note \== null.

%   The state's structure (rc_schema.pl): the first error is bad input.
request_structure(Request) :-
    (   request_structure_errors(Request, [E|_])
    ->  throw(rc_error("input", "state", E.path, E.message))
    ;   true
    ).

request_structure_errors(Request, Errors) :-
    (   get_dict('$structure', Request, Errors0)
    ->  Errors = Errors0
    ;   request_raw_state(Request, Raw),
        structure_errors(Raw, Errors)
    ).

request_raw_state(Request, Raw) :-
    (   get_dict('$raw', Request, RawRequest), raw_get(RawRequest, "state", Raw0)
    ->  Raw = Raw0
    ;   get_dict(state, Request, Raw0)      % asked in process, not as text
    ->  raw_term(Raw0, Raw)
    ;   Raw = null
    ).

%   validation_errors(+Game, +State, -Errors): the problems validate
%   lists.  A short position the game cannot read (a card name no card
%   has, a count out of range) is one of them, as any other problem of
%   the position: validate lists it (exit code 1) where every other
%   command refuses the position as bad input (exit code 2).

validation_errors(_, unreadable(Path, Reason, State0), [Error]) :-
    error_text(Reason, Message),
    Error0 = _{path:Path, message:Message, rule:null},
    (   unreadable_repairs(State0, Path, Reason, Repairs),
        Repairs \== []
    ->  put_dict(repairs, Error0, Repairs, Error)
    ;   Error = Error0
    ).
validation_errors(Game, State, Errors) :-
    is_dict(State),
    state_errors(Game, State, Errors).

%   The repairs of a position the game cannot read, as validate gives a
%   game's (rc_play:state_repairs/5): a card name no card has, near the
%   names of some (the catalog's suggestions), each of those names set
%   where it was given (the item a list names it by, or the name of the
%   object that gives its values).

unreadable_repairs(State0, Path, unknown_card(Name, Near), Repairs) :-
    Near \== [],
    once(( sub_value(State0, [], Steps, Value), json_path(Steps, Path) )),
    (   string(Value)
    ->  Where = Path
    ;   is_dict(Value), get_dict(name, Value, _)
    ->  append(Steps, [name], NameSteps),
        json_path(NameSteps, Where)
    ),
    findall(_{text:Text, patch:[_{path:Where, value:N}], completes:false},
            ( member(N0, Near),
              atom_string(N0, N),
              error_text(use_card_named(Name, N), Text) ),
            Repairs).

%   A value of a JSON value and its steps (keys and list indexes) from it.
sub_value(V, Acc, Steps, V) :-
    reverse(Acc, Steps).
sub_value(D, Acc, Steps, V) :-
    is_dict(D),
    get_dict(K, D, V0),
    sub_value(V0, [K|Acc], Steps, V).
sub_value(L, Acc, Steps, V) :-
    is_list(L),
    nth0(I, L, V0),
    sub_value(V0, [I|Acc], Steps, V).

%!  normalized_state(+Game, +State0, -State) is det.
%
%   The one normalisation step every request takes: a short position (the
%   defaults left out, zones given as counts, cards named from the
%   catalog) as the full position it stands for, by the game's
%   normalized/2.  A full position is left as it is.

normalized_state(Game, State0, State) :-
    (   game_hook(Game, normalized/2)
    ->  Game:normalized(State0, State)
    ;   State = State0
    ).

request_move(Request, Game, State, Move) :-
    (   get_dict(move, Request, Move0), is_dict(Move0)
    ->  resolved_move(Game, State, Move0, Move)
    ;   input_error("move", "$", move_not_an_object)
    ),
    (   move_error(Game, State, Move, E)
    ->  throw(rc_error("input", "move", E.path, E.message))
    ;   true
    ).

%   A rule as the API gives it; the rulebook is listed in rule-ID order.
rule_json(Id, Kind, Title, Text, Origin0, _{id:Id, kind:Kind, title:Title, text:Text, origin:Origin}) :-
    origin_json(Origin0, Origin).

origin_json(seed(Passage), _{type:"seed", seed:Passage}).
origin_json(ruling(Passage, Reason), _{type:"ruling", seed:Passage, reason:Reason}).

                 /*******************************
                 *        ERRORS IN WORDS       *
                 *******************************/

%   The reasons of the errors a request raises, rc_error(Kind, In, Path,
%   Reason), in words: registered once with SWI-Prolog's message hook,
%   rendered by error_text/2 (rc_legal.pl).  The Python side maps the
%   error's kind to an exit code and never rewords it.

:- multifile prolog:message//1.

prolog:message(rulecheck(lone_surrogate)) -->
    [ "holds a lone UTF-16 surrogate: not Unicode text" ].
prolog:message(rulecheck(use_card_named(_Name, Near))) -->
    [ "use ~w"-[Near] ].
prolog:message(rulecheck(operation_needs_a_move)) -->
    [ "this operation needs a move (a JSON object)" ].
prolog:message(rulecheck(no_game)) -->
    [ "the state names no game" ].
prolog:message(rulecheck(unknown_game(Game, Games))) -->
    { atomic_list_concat(Games, ', ', Known) },
    [ "unknown game ~q; the games are: ~w"-[Game, Known] ].
prolog:message(rulecheck(no_game_module(Module))) -->
    [ "its game.pl defines no module ~q"-[Module] ].
prolog:message(rulecheck(rules_did_not_load(Game, Why))) -->
    [ "the rules of ~s did not load: ~s"-[Game, Why] ].
prolog:message(rulecheck(no_new_positions)) -->
    [ "this game has no new positions" ].
prolog:message(rulecheck(new_position_invalid(Rule, Path, Message))) -->
    [ "the new position breaks ~w: ~w: ~w"-[Rule, Path, Message] ].
prolog:message(rulecheck(rule_without_id)) -->
    [ "a rule is asked for by its ID (a string)" ].
prolog:message(rulecheck(no_rule(Id, In, Near))) -->
    [ "no rule '~w'"-[Id] ],
    (   { In == null } -> [] ; [ " in ~w"-[In] ] ),
    (   { Near == [] } -> [] ; { atomic_list_concat(Near, " or ", Or) }, [ "; did you mean ~w?"-[Or] ] ).
prolog:message(rulecheck(search_without_query)) -->
    [ "a search needs its words (a string)" ].
prolog:message(rulecheck(empty_query)) -->
    [ "an empty query: give a word of the rules, or a rule ID" ].
prolog:message(rulecheck(no_card_in_position(Repr))) -->
    [ "no card ~w in this position (by id or by name)"-[Repr] ].
prolog:message(rulecheck(since_of_another_game)) -->
    [ "the position changes are counted from is of another game" ].
prolog:message(rulecheck(not_a_string)) -->
    [ "is a string" ].
prolog:message(rulecheck(query_too_long(Length, Most))) -->
    [ "the query is ~D characters long; a search is at most ~D"-[Length, Most] ].
prolog:message(rulecheck(new_options_shape)) -->
    [ "the options are an object: {\"players\": N or [names], \"choices\": {KEY: [VALUE, ...]}}" ].
prolog:message(rulecheck(new_option_unknown(Key))) -->
    [ "~q is not an option of a new position; the options are players and choices"-[Key] ].
prolog:message(rulecheck(new_players_shape)) -->
    [ "players is a count or a list of names (strings)" ].
prolog:message(rulecheck(new_choices_shape)) -->
    [ "choices is an object: {KEY: [VALUE, ...]}, each value a string" ].
prolog:message(rulecheck(new_choice_shape(Key))) -->
    [ "the choice ~w is a list of strings ([VALUE, ...], as --choice ~w=VALUE gives)"-[Key, Key] ].
prolog:message(rulecheck(record_without_moves)) -->
    [ "a record lists its moves" ].
prolog:message(rulecheck(no_list_of_states)) -->
    [ "a list of states" ].
prolog:message(rulecheck(viewer_not_a_player(Viewer))) -->
    [ "~q is not a player of this game"-[Viewer] ].
prolog:message(rulecheck(view_without_player)) -->
    [ "a view names its player" ].
prolog:message(rulecheck(line_not_a_list)) -->
    [ "a line is a list of moves" ].
prolog:message(rulecheck(line_move_unknown(K, Quoted, Messages))) -->
    { atomic_list_concat(Messages, "; ", Why) },
    [ "move ~d of the line, ~w, is unknown: ~w"-[K, Quoted, Why] ].
prolog:message(rulecheck(line_move_illegal(K, Quoted, Pairs))) -->
    { findall(Said, ( member(R-M, Pairs), atomic_list_concat([R, M], " ", Said) ), Saids),
      atomic_list_concat(Saids, "; ", Why) },
    [ "move ~d of the line, ~w, is illegal: ~w"-[K, Quoted, Why] ].
prolog:message(rulecheck(move_not_an_object)) -->
    [ "a move is a JSON object" ].
prolog:message(rulecheck(time_limit(Seconds))) -->
    [ "the question took longer than the engine's time limit (~w s)"-[Seconds] ].
prolog:message(rulecheck(inference_limit)) -->
    [ "the question needs more work than the engine's limit allows (inference limit exceeded)" ].
prolog:message(rulecheck(memory_limit(Which))) -->
    [ "the question needs more memory than the engine allows (~w)"-[Which] ].

:- initialization(( current_prolog_flag(rulecheck_load, lazy) -> true ; load_games )).
