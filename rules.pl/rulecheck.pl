:- module(rulecheck,
          [ api/3,                      % +Op, +RequestText, -ReplyText
            load_games/0,
            game_module/2,              % ?GameId, ?Module
            violations/4,               % +Module, +State, +Move, -Violations
            legal_moves/3               % +Module, +State, -Moves
          ]).

/** <module> rulecheck: the engine every game shares

A game is a Prolog module with one small interface, in the spirit of the
Game Description Language (`legal`, `next`, `terminal`, `goal`).  Every game
module exports:

  * rule(?Id, ?Kind, ?Title, ?Text, ?Origin)
    The rulebook.  Id is an atom such as 'CD-201'.  Kind is one of
      - `constraint`: a condition on a move; a move can violate it;
      - `effect`: what happens when a move is applied;
      - `state`: a condition every reachable state satisfies;
      - `outcome`: how the game is won or lost.
    Origin is seed(Passage) (the seed's own words) or
    ruling(Passage, Reason) (the seed is silent, ambiguous or
    self-contradictory: Passage quotes it, Reason says which reading we
    chose and why, citing the official rules).
  * candidate(+State, -Move)
    The well-formed moves of State, one per solution, in a stable order:
    every move that could be legal, and possibly some that are not.
  * violation(+State, +Move, -RuleId, -Message)
    Move breaks rule RuleId in State; Message says how, in words about
    this position.  Also called with moves that are not candidates (a
    judge's question), so it must name a rule for every well-formed move
    that the position does not offer.
  * next(+State, +Move, -State1)
    The state after the legal Move.
  * outcome(+State, -Outcome)
    Outcome is a dict: _{result:"ongoing"} or
    _{result:"won", winners:[..], losers:[..], rule:Id, reason:Text}
    (games may add fields).
  * state_error(+State, -Path, -RuleId, -Message)
    A semantic error of State (the JSON Schema already holds): Path is a
    JSON path string such as "$.hands.alice[2]".
  * move_error(+State, +Move, -Path, -Message)
    Move is not a well-formed move of this game (bad input, not a rule
    violation).
  * move_text(+State, +Move, -Text)
    Move in a judge's words.

Legality is defined once, in rc_legal.pl (re-exported here):

    legal(Game, State, Move) :-
        Game:candidate(State, Move),
        \+ Game:violation(State, Move, _, _).

`legal-moves` lists the solutions of legal/3; `check` reports the
violations of violation/4 and, for a well-formed move that is not a
candidate and names no rule, the engine's own rule 'RC-001'.  The two
commands cannot disagree.

States and moves are SWI-Prolog dicts parsed from JSON (rc_json.pl): keys
are atoms, JSON strings are Prolog strings.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- autoload(library(time), [call_with_time_limit/2]).   % loaded when first used

:- use_module(rc_util).
:- use_module(rc_json).
:- reexport(rc_legal, [legal/3]).               % the one definition of legality

%!  game_module(?GameId:string, ?Module:atom) is nondet.
%
%   The Prolog module that holds the rules of the game named GameId, loaded
%   when it is first asked for: a question about one game loads one module
%   (docs/benchmarks.md).  A game is offered if its file is there.

game_module(Game, Module) :-
    game_file(Game, Module),
    game_loaded(Module).

game_loaded(Module) :-
    (   current_module(Module)
    ->  true
    ;   exists_source(rulecheck_rules(Module))
    ->  use_module(rulecheck_rules(Module), [])
    ).

%!  game_file(?GameId:string, ?Module:atom) is nondet.
%
%   The games rulecheck knows; each module lives in rules.pl/Module.pl.

game_file("clash-of-decks",  clash_of_decks).
game_file("blood-bound",     blood_bound).
game_file("flesh-and-blood", flesh_and_blood).
game_file("wow-tcg",         wow_tcg).

:- prolog_load_context(directory, Dir),
   asserta(user:file_search_path(rulecheck_rules, Dir)).

%!  load_games is det.
%
%   Load every game's module now (the tests do, to see every warning).

load_games :-
    forall(game_file(_, Module), ignore(game_loaded(Module))).

%!  first_solutions(+N, ?Template, :Goal, -List) is det.
%
%   List holds the first N solutions of Goal (all of them if fewer).  A
%   counter stops the search (as library(solution_sequences)' limit/2 does,
%   without loading it); findnsols/4 would copy Goal, and with it the whole
%   state, at every call.

first_solutions(N, Template, Goal, List) :-
    (   N =:= 0
    ->  List = []
    ;   Counter = count(0),
        findall(Template, first_n(N, Counter, Goal), List)
    ).

first_n(N, Counter, Goal) :-
    call(Goal),
    arg(1, Counter, C0),
    C is C0 + 1,
    nb_setarg(1, Counter, C),
    (   C >= N
    ->  !
    ;   true
    ).

%!  count_solutions(:Goal, -Count) is det.

count_solutions(Goal, Count) :-
    findall(x, Goal, Xs),
    length(Xs, Count).

%!  legal_moves(+Game, +State, -Moves:list) is det.

legal_moves(Game, State, Moves) :-
    findall(Move, legal(Game, State, Move), Moves).

%!  violations(+Game, +State, +Move, -Violations:list) is det.
%
%   Every rule Move breaks in State, as RuleId-Message pairs, each rule
%   once, in rule-ID order.  A well-formed move the position does not
%   offer and that no game rule names breaks 'RC-001'.

violations(Game, State, Move, Violations) :-
    findall(Id-Msg, Game:violation(State, Move, Id, Msg), Vs0),
    first_per_rule(Vs0, Vs1),
    (   Vs1 == [],
        \+ Game:candidate(State, Move)
    ->  Violations = ['RC-001'-"this position offers no such move"]
    ;   Violations = Vs1
    ).

first_per_rule(Pairs, Unique) :-
    msort(Pairs, Sorted),
    first_per_key(Sorted, Unique).

first_per_key([], []).
first_per_key([K-V|Ps], [K-V|Us]) :-
    exclude(has_key(K), Ps, Rest),
    first_per_key(Rest, Us).

has_key(K, K1-_) :-
    K1 == K.

%!  engine_rule(?Id, ?Kind, ?Title, ?Text, ?Origin) is nondet.
%
%   The rules the engine itself enforces, whatever the game.

engine_rule('RC-001', constraint, "A move must be one the position offers",
            "A move is legal only if it is one of the moves the current position offers: the right kind of move, by a player who may act now, naming things that exist.",
            ruling("", "Every game's rules name the moves a position offers; a move outside them is illegal even where no more specific rule applies.")).

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

api_reply(Op, RequestText, Reply) :-
    json_value(RequestText, Request),
    inference_limit(Op, Request, Limit),
    Goal = call_with_inference_limit(once(request(Op, Request, Value)), Limit, Result),
    (   time_limit(Op, Request, Seconds)
    ->  catch(call_with_time_limit(Seconds, Goal),
              time_limit_exceeded,
              Result = time_limit_exceeded(Seconds))
    ;   call(Goal)
    ),
    (   Result = time_limit_exceeded(S)
    ->  format(string(Msg), "the question took longer than the engine's time limit (~w s)", [S]),
        Reply = _{error:_{kind:"limit", in:"request", path:"$", message:Msg}}
    ;   Result == inference_limit_exceeded
    ->  Reply = _{error:_{kind:"limit", in:"request",
                          message:"the question needs more work than the engine's limit allows (inference limit exceeded)",
                          path:"$"}}
    ;   Reply = _{ok:Value}
    ).

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

%!  time_limit(+Op, +Request, -Seconds:number) is semidet.
%
%   The most wall-clock time a request may take: for a batch, 30 seconds
%   and a twentieth of a second more for each move or case; for any
%   request, RULECHECK_TIME_LIMIT seconds if that is set.  A question about
%   one position is otherwise bounded by its inference limit alone: loading
%   the alarm library costs 17 ms, half of the start-up budget
%   (docs/benchmarks.md), and the inference limit bounds the time too.

time_limit(Op, Request, Seconds) :-
    (   getenv('RULECHECK_TIME_LIMIT', Text),
        catch(atom_number(Text, Base0), _, fail),
        number(Base0), Base0 > 0
    ->  Base = Base0
    ;   batch_size(Op, Request, _)
    ->  Base = 30
    ),
    (   batch_size(Op, Request, N)
    ->  Seconds is Base + N / 20
    ;   Seconds = Base
    ).

batch_size(playout, Request, N) :- request_int(Request, steps, 1000, N).
batch_size(selfplay, Request, N) :- request_int(Request, max_moves, 2000, N).
batch_size(replay, Request, N) :- get_dict(moves, Request, Ms), is_list(Ms), length(Ms, N).
batch_size(cases, Request, N) :- get_dict(cases, Request, Cs), is_list(Cs), length(Cs, N).

error_reply(rc_error(Kind, In, Path, Message),
            _{error:_{kind:Kind, in:In, path:Path, message:Message}}) :- !.
error_reply(error(resource_error(Which), _),
            _{error:_{kind:"limit", in:"request", path:"$", message:Message}}) :- !,
    format(string(Message), "the question needs more memory than the engine allows (~w)", [Which]).
error_reply(Error, _{error:_{kind:"internal", in:"request", path:"$", message:Message}}) :-
    message_to_codes_safe(Error, Message).

message_to_codes_safe(Error, Message) :-
    catch(( message_to_codes(Error, Codes), string_codes(Message, Codes) ),
          _, term_string(Error, Message)).

message_to_codes(Error, Codes) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(codes(Codes), print_message_lines(current_output, '', Lines)).

input_error(In, Path, Format, Args) :-
    format(string(Message), Format, Args),
    throw(rc_error("input", In, Path, Message)).

request_game(Request, Module) :-
    (   get_dict(state, Request, State), is_dict(State),
        get_dict(game, State, Game)
    ->  true
    ;   get_dict(game, Request, Game)
    ->  true
    ;   input_error("state", "$.game", "the state names no game", [])
    ),
    (   string(Game), game_module(Game, Module)
    ->  true
    ;   findall(G, game_module(G, _), Gs),
        atomic_list_concat(Gs, ', ', Known),
        input_error("state", "$.game", "unknown game ~q; the games are: ~w", [Game, Known])
    ).

%!  request(+Op, +Request, -Value) is det.

request(games, _, Games) :-
    findall(G, game_module(G, _), Games).
request(rules, Request, Rules) :-
    request_game(Request, Game),
    findall(R, rule_json(Game, R), Rules).
request(validate, Request, Errors) :-
    request_game(Request, Game),
    get_dict(state, Request, State),
    state_errors(Game, State, Errors).
request(legal_moves, Request, _{moves:Moves, count:Count, truncated:Truncated}) :-
    request_state(Request, Game, State),
    (   get_dict(limit, Request, Limit), integer(Limit), Limit >= 0
    ->  true
    ;   Limit = inf
    ),
    (   Limit == inf
    ->  findall(M, legal(Game, State, M), Ms)
    ;   first_solutions(Limit, M, legal(Game, State, M), Ms)
    ),
    length(Ms, N),
    (   N == Limit
    ->  count_solutions(legal(Game, State, _), Count)
    ;   Count = N
    ),
    ( Count > N -> Truncated = true ; Truncated = false ),
    maplist(move_json(Game, State), Ms, Moves).
request(check, Request, Verdict) :-
    request_state(Request, Game, State),
    request_move(Request, Game, State, Move),
    verdict(Game, State, Move, Verdict).
request(apply, Request, Reply) :-
    request_state(Request, Game, State),
    request_move(Request, Game, State, Move),
    verdict(Game, State, Move, Verdict),
    (   Verdict.legal == true
    ->  Game:next(State, Move, State1),
        Reply = _{legal:true, state:State1}
    ;   Reply = Verdict
    ).
request(outcome, Request, Outcome) :-
    request_state(Request, Game, State),
    Game:outcome(State, Outcome).
request(explain, Request, Tree) :-
    request_state(Request, Game, State),
    request_move(Request, Game, State, Move),
    explain(Game, State, Move, Tree).
request(replay, Request, Report) :-
    request_state(Request, Game, State),
    (   get_dict(moves, Request, Moves), is_list(Moves)
    ->  true
    ;   input_error("record", "$.moves", "a record lists its moves", [])
    ),
    replay(Game, State, Moves, 0, Report).
request(cases, Request, Answers) :-
    request_game(Request, Game),
    get_dict(state, Request, State),
    get_dict(cases, Request, Cases),
    state_errors(Game, State, Errors),
    maplist(case_answer(Game, State, Errors), Cases, Answers).
request(playout, Request, Report) :-
    request_state(Request, Game, State),
    request_int(Request, steps, 1000, Steps),
    request_int(Request, seed, 1, Seed),
    set_random(seed(Seed)),
    playout(Game, State, State, Steps, 0, 0, Report).
request(selfplay, Request, Report) :-
    request_state(Request, Game, State),
    request_int(Request, seed, 1, Seed),
    request_int(Request, max_moves, 2000, Max),
    request_int(Request, sample, 5, Sample),
    (   get_dict(require_end, Request, false)
    ->  Must = false
    ;   Must = true
    ),
    set_random(seed(Seed)),
    selfplay(Game, State, Max-Must, Sample, 0, Report).
request(view, Request, _{hidden:Paths}) :-
    request_state(Request, Game, State),
    request_viewer(Request, State, Viewer),
    findall(P, hidden_path(Game, State, Viewer, P), Paths).
request(hidden_moves, Request, Notes) :-
    request_state(Request, Game, State),
    request_viewer(Request, State, Viewer),
    get_dict(moves, Request, Moves),
    maplist(hidden_note(Game, State, Viewer), Moves, Notes).

move_json(Game, State, M, _{player:P, move:M, text:T}) :-
    get_dict(player, M, P),
    Game:move_text(State, M, T).

verdict(Game, State, Move, Verdict) :-
    violations(Game, State, Move, Pairs),
    Game:move_text(State, Move, Text),
    (   Pairs == []
    ->  Verdict = _{legal:true, move:Move, text:Text}
    ;   maplist(violation_json(Game), Pairs, Vs),
        Verdict = _{legal:false, move:Move, text:Text, violations:Vs}
    ).

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
                 *     THE JUDGE'S WORKFLOW     *
                 *******************************/

%!  game_hook(+Game, +Name/Arity) is semidet.
%
%   Game defines and exports the optional hook Name/Arity.  Only the game's
%   own exports count: a predicate merely visible from the game module
%   (another game's hook seen through user) is not its hook.

game_hook(Game, Name/Arity) :-
    module_property(Game, exports(Exports)),
    memberchk(Name/Arity, Exports).

/*  Optional hooks a game module may define (the engine works without them):

    checks(+State, +Move, -RuleId) is nondet
        the constraint rules a move of this kind is checked against
        (default: every constraint rule of the game);
    rule_facts(+State, +Move, +RuleId, -Facts:list(string)) is det
        the facts of this position that decide RuleId for Move;
    repair(+State, +Move, +RuleId, -Fix:string) is nondet
        a change that would make Move satisfy RuleId;
    hidden(+State, +Viewer, -Steps:list) is nondet
        a JSON path (list of keys and indexes) that Viewer cannot see;
    depends_on_hidden(+State, +Viewer, +Move, -Reason:string) is semidet
        whether Move is legal depends on what Viewer cannot see.
*/

%!  explain(+Game, +State, +Move, -Tree:dict) is det.
%
%   Why Move is legal or not: every rule checked, whether it held, the
%   facts of this position that decided it, and for a broken rule the
%   changes that would mend it; for an illegal move also the legal moves
%   nearest to it.

explain(Game, State, Move, Tree) :-
    violations(Game, State, Move, Violations),
    Game:move_text(State, Move, Text),
    findall(Id, checked_rule(Game, State, Move, Violations, Id), Ids0),
    list_to_set(Ids0, Ids),
    partition(broken_in(Violations), Ids, Broken, Held),
    append(Broken, Held, Ordered),
    maplist(check_node(Game, State, Move, Violations), Ordered, Checks),
    (   Violations == []
    ->  Tree = _{legal:true, move:Move, text:Text, checks:Checks}
    ;   nearest_legal_moves(Game, State, Move, Nearest),
        Tree = _{legal:false, move:Move, text:Text, checks:Checks, nearest:Nearest}
    ).

broken_in(Violations, Id) :-
    memberchk(Id-_, Violations).

checked_rule(_, _, _, Violations, Id) :-
    member(Id-_, Violations).
checked_rule(Game, State, Move, _, Id) :-
    (   game_hook(Game, checks/3)
    ->  Game:checks(State, Move, Id)
    ;   Game:rule(Id, constraint, _, _, _)
    ).

check_node(Game, State, Move, Violations, Id, Node) :-
    rule_record(Game, Id, Title, RuleText, Seed),
    (   game_hook(Game, rule_facts/4),
        Game:rule_facts(State, Move, Id, Facts0)
    ->  Facts = Facts0
    ;   Facts = []
    ),
    (   memberchk(Id-Message, Violations)
    ->  findall(Fix, ( game_hook(Game, repair/4),
                       Game:repair(State, Move, Id, Fix) ), Fixes0),
        list_to_set(Fixes0, Fixes),
        Node = _{rule:Id, title:Title, text:RuleText, seed:Seed, held:false,
                 message:Message, facts:Facts, fixes:Fixes}
    ;   Node = _{rule:Id, title:Title, text:RuleText, seed:Seed, held:true, facts:Facts}
    ).

rule_record(Game, Id, Title, Text, Seed) :-
    (   Game:rule(Id, _, Title, Text, Origin)
    ->  true
    ;   engine_rule(Id, _, Title, Text, Origin)
    ->  true
    ;   Title = "(unregistered rule)", Text = "", Origin = seed("")
    ),
    arg(1, Origin, Seed).

%!  nearest_legal_moves(+Game, +State, +Move, -Nearest:list) is det.
%
%   The legal moves of the same player and action that differ from Move
%   in the fewest fields (at most five): "did you mean".

nearest_legal_moves(Game, State, Move, Nearest) :-
    findall(D-M,
            ( first_solutions(2000, M0, legal(Game, State, M0), Ms0),
              member(M, Ms0),
              same_actor_action(Move, M),
              move_distance(Move, M, D) ),
            Pairs),
    (   Pairs == []
    ->  Nearest = []
    ;   findall(D, member(D-_, Pairs), Ds),
        min_list(Ds, Min),
        findall(_{move:M, text:T},
                ( member(Min-M, Pairs), Game:move_text(State, M, T) ),
                All),
        length(All, N),
        K is min(5, N),
        length(Nearest, K),
        append(Nearest, _, All)
    ).

same_actor_action(A, B) :-
    get_dict(player, A, P), get_dict(player, B, P),
    get_dict(action, A, X), get_dict(action, B, X).

move_distance(A, B, D) :-
    dict_pairs(A, _, PA),
    dict_pairs(B, _, PB),
    findall(K, ( member(K-V, PA), \+ ( member(K-V2, PB), V2 == V ) ), Ka),
    findall(K, ( member(K-_, PB), \+ memberchk(K-_, PA) ), Kb),
    length(Ka, Na),
    length(Kb, Nb),
    D is Na + Nb.

%!  replay(+Game, +State, +Moves, +Index, -Report:dict) is det.
%
%   Check and apply Moves in order from State: the first illegal move
%   with its explanation, or the final position and its outcome.

replay(Game, State, [], N, _{complete:true, moves:N, state:State, outcome:Outcome}) :-
    Game:outcome(State, Outcome).
replay(Game, State, [Move|Moves], I, Report) :-
    (   \+ is_dict(Move)
    ->  format(string(Path), "$.moves[~d]", [I]),
        throw(rc_error("input", "record", Path, "a move is a JSON object"))
    ;   Game:move_error(State, Move, Path0, Message)
    ->  sub_string(Path0, 1, _, 0, Rest),
        format(string(Path), "$.moves[~d]~w", [I, Rest]),
        throw(rc_error("input", "record", Path, Message))
    ;   violations(Game, State, Move, [_|_])
    ->  explain(Game, State, Move, Tree),
        Game:outcome(State, Outcome),
        Report = _{complete:false, index:I, moves:I, explanation:Tree, state:State, outcome:Outcome}
    ;   Game:next(State, Move, State1),
        I1 is I + 1,
        replay(Game, State1, Moves, I1, Report)
    ).

%   Hidden information: what a viewer cannot see, and the moves whose
%   legality turns on it.

request_viewer(Request, State, Viewer) :-
    (   get_dict(viewer, Request, Viewer), string(Viewer)
    ->  (   viewer_known(State, Viewer)
        ->  true
        ;   input_error("request", "$", "~q is not a player of this game", [Viewer])
        )
    ;   input_error("request", "$", "a view names its player", [])
    ).

viewer_known(State, Viewer) :-
    get_dict(players, State, Ps),
    (   memberchk(Viewer, Ps)
    ->  true
    ;   member(P, Ps), is_dict(P), get_dict(name, P, Viewer)
    ->  true
    ).

hidden_path(Game, State, Viewer, Steps) :-
    game_hook(Game, hidden/3),
    Game:hidden(State, Viewer, Steps).

hidden_note(Game, State, Viewer, Move, Note) :-
    (   is_dict(Move),
        game_hook(Game, depends_on_hidden/4),
        Game:depends_on_hidden(State, Viewer, Move, Reason)
    ->  Note = Reason
    ;   Note = null
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
          ( error_reply(E, Reply), Answer = Reply )).

case_answer_(_, _, Errors, Case, _{errors:Errors}) :-
    get_dict(valid, Case, _), !.
case_answer_(_, _, [E|_], _, _{error:_{kind:"input", in:"state", path:E.path, message:E.message}}) :- !.
case_answer_(Game, State, _, Case, Answer) :-
    get_dict(move, Case, _), !,
    request_move(Case, Game, State, Move),      % a malformed move: case_answer/5 reports it
    verdict(Game, State, Move, Verdict),
    (   get_dict(after, Case, Keys), Verdict.legal == true
    ->  Game:next(State, Move, State1),
        state_parts(Keys, State1, Part),
        Answer = Verdict.put(state, Part)
    ;   Answer = Verdict
    ).
case_answer_(Game, State, _, Case, _{outcome:Outcome}) :-
    get_dict(outcome, Case, _), !,
    Game:outcome(State, Outcome).
case_answer_(Game, State, _, _, _{moves:Moves}) :-
    findall(M, legal(Game, State, M), Moves).

%   The parts of a state an expectation names (its top-level keys): a
%   fixture's "after" rarely needs the whole, often large, next state.
state_parts(Keys, State, Part) :-
    (   is_list(Keys)
    ->  findall(K-V, ( member(KS, Keys), atom_string(K, KS), get_dict(K, State, V) ), Pairs),
        dict_pairs(Part, _, Pairs)
    ;   Part = State
    ).

                 /*******************************
                 *          RANDOM PLAY         *
                 *******************************/

request_int(Request, Key, Default, Value) :-
    (   get_dict(Key, Request, V), integer(V), V >= 0
    ->  Value = V
    ;   Value = Default
    ).

%!  random_legal_move(+Game, +State, -Moves:list, -Move) is semidet.
%
%   Moves are State's legal moves (at most the first 1000: forming a Clash
%   of Decks hand has 40,320), Move one of them chosen at random.

random_legal_move(Game, State, Moves, Move) :-
    first_solutions(1000, M, legal(Game, State, M), Moves),
    Moves \== [],
    random_member(Move, Moves).

%!  playout(+Game, +Start, +State, +Steps, +Done, +Games, -Report) is det.
%
%   Random legal play: at each step the legal moves are listed, one is
%   chosen and applied; a finished game starts again from Start.  The
%   benchmark's states per second.

playout(_, _, _, Steps, Steps, Games, _{steps:Steps, games:Games}) :- !.
playout(Game, Start, State, Steps, Done, Games, Report) :-
    Done1 is Done + 1,
    (   random_legal_move(Game, State, _, Move)
    ->  Game:next(State, Move, State1),
        playout(Game, Start, State1, Steps, Done1, Games, Report)
    ;   Games1 is Games + 1,
        playout(Game, Start, Start, Steps, Done1, Games1, Report)
    ).

%!  selfplay(+Game, +State, +Bound, +Sample, +Moves, -Report) is det.
%
%   Random legal play from State to the end of the game, checking at every
%   step what must never break: every listed legal move applies and gives
%   a valid state; check agrees with legal-moves on every listed move and
%   on a sample of candidates that are not listed; what the game conserves
%   (its optional inventory/2) is conserved; a finished game offers no
%   move and an unfinished one offers some.  Bound is Max-Must: play stops
%   after Max moves, and if Must is true a game still going then is a
%   problem (it did not end within the stated bound).

selfplay(Game, State, Max-Must, Sample, N, Report) :-
    Game:outcome(State, Outcome),
    first_solutions(1000, M, legal(Game, State, M), Moves),
    (   step_problem(Game, State, Outcome, Moves, Sample, Problem)
    ->  Report = _{ok:false, moves:N, problem:Problem, state:State}
    ;   Outcome.result \== "ongoing"
    ->  Report = _{ok:true, moves:N, outcome:Outcome}
    ;   N >= Max, Must == false
    ->  Report = _{ok:true, moves:N, outcome:Outcome}
    ;   N >= Max
    ->  format(string(P), "the game did not end within ~d moves", [Max]),
        Report = _{ok:false, moves:N, problem:P, state:State}
    ;   random_member(Move, Moves),
        Game:next(State, Move, State1),
        N1 is N + 1,
        selfplay(Game, State1, Max-Must, Sample, N1, Report)
    ).

step_problem(_, _, Outcome, Moves, _, P) :-
    Outcome.result \== "ongoing",
    Moves = [M|_],
    format(string(P), "the game is over (~w) but ~q is still legal", [Outcome.result, M]).
step_problem(_, _, Outcome, [], _, "the game is not over, yet no move is legal") :-
    Outcome.result == "ongoing".
step_problem(Game, State, _, Moves, _, P) :-
    member(M, Moves),
    (   \+ catch(Game:next(State, M, _), _, fail)
    ->  format(string(P), "the legal move ~q does not apply", [M])
    ;   Game:next(State, M, S1),
        state_errors(Game, S1, [E|_])
    ->  format(string(P), "after the legal move ~q the state is invalid: ~w: ~w", [M, E.path, E.message])
    ;   violations(Game, State, M, [V|_])
    ->  format(string(P), "legal-moves lists ~q but check says it breaks ~w", [M, V])
    ;   game_hook(Game, inventory/2),
        Game:inventory(State, Bag0),
        Game:next(State, M, S1),
        Game:inventory(S1, Bag1),
        msort(Bag0, Sorted0),
        msort(Bag1, Sorted1),
        Sorted0 \== Sorted1
    ->  format(string(P), "the legal move ~q does not conserve the game's cards and tokens", [M])
    ).
step_problem(Game, State, _, Moves, Sample, P) :-
    length(Moves, N),
    N < 1000,                                   % the whole list, not its first 1000
    first_solutions(Sample, C, ( Game:candidate(State, C), \+ memberchk(C, Moves) ), Illegal),
    member(C, Illegal),
    violations(Game, State, C, []),
    format(string(P), "~q is not listed as legal, yet check finds no rule it breaks", [C]).

%   A state must be valid before any rule is asked about it.

request_state(Request, Game, State) :-
    request_game(Request, Game),
    get_dict(state, Request, State),
    (   state_errors(Game, State, [E|_])
    ->  throw(rc_error("input", "state", E.path, E.message))
    ;   true
    ).

request_move(Request, Game, State, Move) :-
    (   get_dict(move, Request, Move), is_dict(Move)
    ->  true
    ;   input_error("move", "$", "a move is a JSON object", [])
    ),
    (   Game:move_error(State, Move, Path, Message)
    ->  throw(rc_error("input", "move", Path, Message))
    ;   true
    ).

state_errors(Game, State, Errors) :-
    catch(findall(_{path:Path, rule:Id, message:Message},
                  Game:state_error(State, Path, Id, Message),
                  Errors0),
          error(_, _),
          Errors0 = [_{path:"$", rule:null,
                       message:"the state does not have the shape its game's JSON Schema gives (rulecheck schema GAME)"}]),
    list_to_set(Errors0, Errors).

rule_json(Game, _{id:Id, kind:Kind, title:Title, text:Text, origin:Origin}) :-
    (   Game:rule(Id, Kind, Title, Text, Origin0)
    ;   engine_rule(Id, Kind, Title, Text, Origin0)
    ),
    origin_json(Origin0, Origin).

origin_json(seed(Passage), _{type:"seed", seed:Passage}).
origin_json(ruling(Passage, Reason), _{type:"ruling", seed:Passage, reason:Reason}).
