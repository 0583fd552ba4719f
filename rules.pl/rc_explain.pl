:- module(rc_explain,
          [ explain/4,                  % +Game, +State, +Move, -Tree
            event_dict/4,               % +Game, +State0, +Event, -Dict
            replay/6,                   % +Game, +State, +Moves, +Index, +Steps, -Report
            hidden_path/4,              % +Game, +State, +Viewer, -Steps
            hidden_note/5,              % +Game, +State, +Viewer, +Move, -Note
            fact_text/5,                % +Game, ?RuleId, +State, +Move, -Text
            fix_text/5,                 % +Game, ?RuleId, +State, +Move, -Text
            first_solutions/4           % +N, ?Template, :Goal, -List
          ]).

/** <module> The judge's workflow: why a move is legal or not, a record replayed, what a player cannot see

Everything here is derived from a game's rules (rc_legal.pl) and its
optional workflow hooks, each keyed on the rule first:

    fact(RuleId, State, Move, Fact)     nondet: a fact of this position that
                                        decides RuleId for Move (a term)
    fix(RuleId, State, Move, Fix)       nondet: a change that would make Move
                                        satisfy RuleId (a term)
    moot(RuleId, State, Move)           the rule, though in the action's
                                        table, does not concern this move
    hidden(State, Viewer, Steps)        nondet: a JSON path (keys and
                                        indexes) that Viewer cannot see
    depends_on_hidden(State, Viewer, Move, Reason)
                                        semidet: whether Move is legal turns
                                        on what Viewer cannot see (a term)

Facts, fixes and hidden reasons are terms, put in words by the game's
message//1 as fact(Fact), fix(Fix) and hidden(Reason), as a violation's
reason term is (reason_text/3): the words live in the game's messages.pl,
once.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_legal).
:- use_module(rc_moves, [move_error/4, resolved_move/4]).

:- meta_predicate first_solutions(+, ?, 0, -).

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

%!  explain(+Game, +State, +Move, -Tree:dict) is det.
%
%   Why Move is legal or not: every rule checked (checked_rules/5),
%   whether it held, the facts of this position that decided it, and for
%   a broken rule the changes that would mend it; for an illegal move
%   also the legal moves nearest to it; for a move whose legality depends
%   on what the game does not model, what (depends_on_text, legal null);
%   and what the answer assumes (assumptions), if anything.

explain(Game, State, Move, Tree) :-
    violations(Game, State, Move, Violations),
    Game:move_text(State, Move, Text),
    checked_rules(Game, State, Move, Violations, Ids),
    partition(broken_in(Violations), Ids, Broken, Held),
    append(Broken, Held, Ordered),
    maplist(check_node(Game, State, Move, Violations), Ordered, Checks),
    answer_dependence(Game, State, Move, Violations, Deps),
    answer_assumptions(Game, State, Move, Violations, Deps, As),
    (   Violations == [], Deps == []
    ->  next_events(Game, State, Move, _, Events),
        maplist(event_dict(Game, State), Events, Effects),
        Tree0 = _{legal:true, move:Move, text:Text, checks:Checks, effects:Effects}
    ;   Deps \== []
    ->  Tree0 = _{legal:null, move:Move, text:Text, checks:Checks, depends_on_text:Deps}
    ;   nearest_legal_moves(Game, State, Move, Nearest),
        Tree0 = _{legal:false, move:Move, text:Text, checks:Checks, nearest:Nearest}
    ),
    with_assumptions(Game, As, Tree0, Tree).

broken_in(Violations, Id) :-
    memberchk(Id-_, Violations).

check_node(Game, State, Move, Violations, Id, Node) :-
    rule_record(Game, Id, Title, RuleText, Seed),
    rule_facts(Game, Id, State, Move, Facts),
    (   memberchk(Id-Message, Violations)
    ->  rule_fixes(Game, Id, State, Move, Fixes1),
        (   legal_after_pass(Game, State, Move, Violations, Pass)
        ->  error_text(legal_after_pass(Pass.player), After),
            Fixes0 = [After|Fixes1]
        ;   Fixes0 = Fixes1
        ),
        list_to_set(Fixes0, Fixes),
        Node = _{rule:Id, title:Title, text:RuleText, seed:Seed, held:false,
                 message:Message, facts:Facts, fixes:Fixes}
    ;   Node = _{rule:Id, title:Title, text:RuleText, seed:Seed, held:true, facts:Facts}
    ).

rule_facts(Game, Id, State, Move, Facts) :-
    findall(Text, fact_text(Game, Id, State, Move, Text), Facts).

rule_fixes(Game, Id, State, Move, Fixes) :-
    findall(Text, fix_text(Game, Id, State, Move, Text), Fixes).

%!  fact_text(+Game, ?RuleId, +State, +Move, -Text:string) is nondet.
%
%   A fact of State that decides RuleId for Move, in words: the game's
%   fact/4 term, rendered by its message//1 as fact(Fact).

fact_text(Game, Id, State, Move, Text) :-
    game_hook(Game, fact/4),
    Game:fact(Id, State, Move, Fact),
    reason_text(Game, fact(Fact), Text).

%!  fix_text(+Game, ?RuleId, +State, +Move, -Text:string) is nondet.
%
%   A change that would make Move satisfy RuleId, in words: the game's
%   fix/4 term, rendered by its message//1 as fix(Fix).

fix_text(Game, Id, State, Move, Text) :-
    game_hook(Game, fix/4),
    Game:fix(Id, State, Move, Fix),
    reason_text(Game, fix(Fix), Text).

rule_record(Game, Id, Title, Text, Seed) :-
    (   Game:rule(Id, _, Title, Text, Origin)
    ->  true
    ;   engine_rule(Id, _, Title, Text, Origin)
    ->  true
    ;   Title = "(unregistered rule)", Text = "", Origin = seed("")
    ),
    arg(1, Origin, Seed).

%!  event_dict(+Game, +State0, +Event, -Dict) is det.
%
%   An event as the API gives it: its fields, its rule, its kind and its
%   words.

event_dict(Game, State0, Event, Dict) :-
    Event = event(Rule, Kind, Fields),
    event_text(Game, State0, Event, Text),
    put_dict(_{rule:Rule, event:Kind, text:Text}, Fields, Dict).

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

%!  replay(+Game, +State, +Moves, +Index, +Steps, -Report:dict) is det.
%
%   Check and apply Moves in order from State: the first illegal move
%   with its explanation, or the final position and its outcome.  Steps is
%   `none`, or a difference list Steps0-Steps that collects each applied
%   move with its text and its events (replay --verbose).

replay(Game, State, [], N, Steps, _{complete:true, moves:N, state:State, outcome:Outcome}) :-
    close_steps(Steps),
    Game:outcome(State, Outcome).
replay(Game, State, [Move0|Moves], I, Steps, Report) :-
    (   \+ is_dict(Move0)
    ->  format(string(Path), "$.moves[~d]", [I]),
        throw(rc_error("input", "record", Path, move_not_an_object))
    ;   true
    ),
    catch(resolved_move(Game, State, Move0, Move),
          rc_error("input", "move", MovePath, Why),
          ( sub_string(MovePath, 1, _, 0, Rest0),
            format(string(Path0), "$.moves[~d]~w", [I, Rest0]),
            throw(rc_error("input", "record", Path0, Why)) )),
    (   move_error(Game, State, Move, E)
    ->  sub_string(E.path, 1, _, 0, Rest),
        format(string(Path), "$.moves[~d]~w", [I, Rest]),
        throw(rc_error("input", "record", Path, E.message))
    ;   (   violations(Game, State, Move, [_|_])
        ;   text_dependence(Game, State, Move, [_|_])     % unknown: it stops there too
        )
    ->  close_steps(Steps),
        explain(Game, State, Move, Tree),
        Game:outcome(State, Outcome),
        Report = _{complete:false, index:I, moves:I, explanation:Tree, state:State, outcome:Outcome}
    ;   (   Steps == none
        ->  next_state(Game, State, Move, State1),
            Steps1 = none
        ;   next_events(Game, State, Move, State1, Events),
            maplist(event_dict(Game, State), Events, Effects),
            Game:move_text(State, Move, Text),
            Steps = [_{index:I, move:Move, text:Text, events:Effects}|Steps2]-Tail,
            Steps1 = Steps2-Tail
        ),
        I1 is I + 1,
        replay(Game, State1, Moves, I1, Steps1, Report)
    ).

close_steps(none) :- !.
close_steps([]-[]).

%!  hidden_path(+Game, +State, +Viewer, -Steps:list) is nondet.

hidden_path(Game, State, Viewer, Steps) :-
    game_hook(Game, hidden/3),
    Game:hidden(State, Viewer, Steps).

%!  hidden_note(+Game, +State, +Viewer, +Move, -Note) is det.
%
%   Why the legality of Move turns on what Viewer cannot see, in words
%   (the game's depends_on_hidden/4 reason, rendered by its message//1
%   as hidden(Reason)), or null.

hidden_note(Game, State, Viewer, Move, Note) :-
    (   is_dict(Move),
        game_hook(Game, depends_on_hidden/4),
        Game:depends_on_hidden(State, Viewer, Move, Reason)
    ->  reason_text(Game, hidden(Reason), Note)
    ;   Note = null
    ).
