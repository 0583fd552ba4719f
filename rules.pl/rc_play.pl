:- module(rc_play,
          [ playout/7,                  % +Game, +Start, +State, +Steps, +Done, +Games, -Report
            selfplay/6,                 % +Game, +State, +Bound, +Sample, +Moves, -Report
            positions/5,                % +Game, +State, +Steps, +Every, -States
            property_problems/4,        % +Game, +States, +Moves, -Problems
            state_errors/3              % +Game, +State, -Errors
          ]).

/** <module> Random legal play: the benchmark's playout and self-play's invariants

Both play from a position by listing its legal moves (rc_legal.pl),
choosing one at random and applying it.  Self-play also checks, at every
step, what must never break.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_random, [random_member/2, random_permutation/2]).   % the same draws on every host
:- use_module(rc_legal).
:- use_module(rc_util, [json_path/2]).
:- use_module(rc_explain, [first_solutions/4]).
:- use_module(rc_json, [value_json/2]).

%!  state_errors(+Game, +State, -Errors:list(dict)) is det.
%
%   The semantic errors of State, each _{path, rule, message}: the game's
%   invalid(RuleId, State, Path, Reason), its reason in words, and where
%   the game names one or more repairs for it (repair/4), `repairs`
%   (state_repairs/5).  At most max_state_errors/1 are listed; past them,
%   one more entry (rule null) says that there are more.

state_errors(Game, State, Errors) :-
    Goal = ( Game:invalid(Id, State, Path, Reason),
             reason_text(Game, Reason, Message),
             state_error(Game, State, _{path:Path, rule:Id, message:Message}, Reason, Error) ),
    max_state_errors(Max),
    Max1 is Max + 1,
    catch(first_solutions(Max1, Error, Goal, Errors0),
          error(_, _),
          ( error_text(not_the_schemas_shape, Shape),
            Errors0 = [_{path:"$", rule:null, message:Shape}] )),
    list_to_set(Errors0, Errors1),
    (   length(Errors1, N), N > Max
    ->  length(Listed, Max),
        append(Listed, _, Errors1),
        error_text(more_problems(Max), More),
        append(Listed, [_{path:"$", rule:null, message:More}], Errors)
    ;   Errors = Errors1
    ).

state_error(Game, State, Error0, Reason, Error) :-
    (   state_repairs(Game, State, Error0.path, Reason, Repairs),
        Repairs \== []
    ->  put_dict(repairs, Error0, Repairs, Error)
    ;   Error = Error0
    ).

%!  state_repairs(+Game, +State, +Path, +Reason, -Repairs:list(dict)) is det.
%
%   The repairs the game names for an objection to State (its optional
%   repair(+State, +Path, +Reason, -Repair)), each as the answer gives it:
%   _{text, patch, completes}.  A Repair is repair(How, Words, Sets): Sets
%   a list of Where-Value, Where a JSON path or its steps (json_path/2),
%   each the value to set there (a field added or replaced); Words a term
%   the game's message//1 words; How `complete` where the repair is what
%   the game's normalized/2 does for a short position that leaves the field
%   out (a count the judge did not give: a page may apply it unasked), else
%   `suggest` (one of the ways the judge may choose).  Every repair, once
%   applied, leaves the objection behind (tests/test_repairs.py).

state_repairs(Game, State, Path, Reason, Repairs) :-
    (   game_hook(Game, repair/4)
    ->  findall(R, ( Game:repair(State, Path, Reason, Repair),
                     repair_json(Game, Repair, R) ), Repairs0),
        list_to_set(Repairs0, Repairs)
    ;   Repairs = []
    ).

repair_json(Game, repair(How, Words, Sets), _{text:Text, patch:Patch, completes:Completes}) :-
    reason_text(Game, Words, Text),
    maplist(patch_json, Sets, Patch),
    (   How == complete -> Completes = true ; Completes = false ).

patch_json(Where-Value, _{path:Path, value:Value}) :-
    (   string(Where) -> Path = Where ; json_path(Where, Path) ).

%   The most problems validate lists (a position with a hundred thousand
%   is refused as quickly as one with a thousand).
max_state_errors(1000).

%!  random_legal_move(+Game, +State, -Move) is semidet.
%
%   Move is a legal move of State chosen at random: the candidates (at
%   most the first 1000: forming a Clash of Decks hand has 40,320) in a
%   random order, the first of them that breaks no rule.  Asking rules of
%   one or two candidates instead of all is what makes random play fast;
%   each legal move among those candidates is as likely as any other.

random_legal_move(Game, State, Move) :-
    \+ game_over(Game, State),
    (   game_hook(Game, random_candidate/2),
        sampled_legal_move(Game, State, 20, Move0)
    ->  Move = Move0
    ;   first_solutions(1000, C, Game:candidate(State, C), Cs),
        random_permutation(Cs, Shuffled),
        member(Move, Shuffled),
        legal_candidate(Game, State, Move),
        !
    ).

%   A game whose candidates are too many to list at every step (forming a
%   Clash of Decks hand: 8! orders a player) may draw one at random
%   (random_candidate/2, a candidate of State); up to Tries draws are
%   asked for a legal one before the candidates are listed after all.

sampled_legal_move(Game, State, Tries, Move) :-
    Tries > 0,
    Game:random_candidate(State, Move0),
    (   legal_candidate(Game, State, Move0)
    ->  Move = Move0
    ;   Tries1 is Tries - 1,
        sampled_legal_move(Game, State, Tries1, Move)
    ).

%!  playout(+Game, +Start, +State, +Moves, +Done, +Games, -Report) is det.
%
%   Random legal play until Moves moves are made: at each step a random
%   legal move is applied; a finished game starts again from Start (the
%   restart is not a move).  The benchmark's moves per second.

playout(_, _, _, Steps, Steps, Games, _{steps:Steps, games:Games}) :- !.
playout(Game, Start, State, Steps, Done, Games, Report) :-
    (   random_legal_move(Game, State, Move)
    ->  next_state(Game, State, Move, State1),
        Done1 is Done + 1,
        playout(Game, Start, State1, Steps, Done1, Games, Report)
    ;   State == Start
    ->  Report = _{steps:Done, games:Games, stuck:true}
    ;   Games1 is Games + 1,
        playout(Game, Start, Start, Steps, Done, Games1, Report)
    ).

%!  positions(+Game, +State, +Steps, +Every, -States:list) is det.
%
%   The positions of random legal play from State, every Every-th of
%   Steps moves (a finished game starts again from State): positions a
%   real game reaches, for property tests to start from.

positions(Game, Start, Steps, Every, States) :-
    positions_(Game, Start, Start, 0, Steps, Every, States).

positions_(_, _, _, Steps, Steps, _, []) :- !.
positions_(Game, Start, State, N, Steps, Every, States) :-
    (   N mod Every =:= 0
    ->  States = [State|States1]
    ;   States = States1
    ),
    N1 is N + 1,
    (   random_legal_move(Game, State, Move)
    ->  next_state(Game, State, Move, State1)
    ;   State1 = Start
    ),
    positions_(Game, Start, State1, N1, Steps, Every, States1).

%!  property_problems(+Game, +States, +Moves, -Problems:list) is det.
%
%   The two properties of the rules on every valid state of States:
%   liveness (a game that is not over offers a legal move) and closure
%   (each of the first Moves legal moves leads to a valid state).  A state
%   the rules call invalid is passed over.  Problems are
%   _{index, property, message}: each a missing state rule or a rules bug.

property_problems(Game, States, Moves, Problems) :-
    findall(P, ( nth0(I, States, S), state_problem(Game, S, Moves, I, P) ), Problems).

state_problem(Game, S, Moves, I, P) :-
    is_dict(S),
    state_errors(Game, S, []),
    Game:outcome(S, Outcome),
    first_solutions(Moves, M, legal(Game, S, M), Legal),
    (   Outcome.result == "ongoing", Legal == []
    ->  error_text(no_legal_move, Msg),
        P = _{index:I, property:"liveness", message:Msg}
    ;   member(M, Legal),
        next_state(Game, S, M, S1),
        state_errors(Game, S1, [E|_])
    ->  error_text(invalid_after(M, E.path, E.message), Msg),
        P = _{index:I, property:"closure", message:Msg, move:M}
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
    (   step_problem(Game, State, Outcome, Moves, Sample, Problem0)
    ->  error_text(Problem0, Problem),
        Report = _{ok:false, moves:N, problem:Problem, state:State}
    ;   Outcome.result \== "ongoing"
    ->  Report = _{ok:true, moves:N, outcome:Outcome}
    ;   N >= Max, Must == false
    ->  Report = _{ok:true, moves:N, outcome:Outcome}
    ;   N >= Max
    ->  error_text(did_not_end(Max), P),
        Report = _{ok:false, moves:N, problem:P, state:State}
    ;   random_member(Move, Moves),
        next_state(Game, State, Move, State1),
        N1 is N + 1,
        selfplay(Game, State1, Max-Must, Sample, N1, Report)
    ).

step_problem(_, _, Outcome, Moves, _, legal_after_the_end(Outcome.result, M)) :-
    Outcome.result \== "ongoing",
    Moves = [M|_].
step_problem(_, _, Outcome, [], _, no_legal_move) :-
    Outcome.result == "ongoing".
step_problem(Game, State, _, Moves, _, P) :-
    member(M, Moves),
    (   catch(next_events(Game, State, M, S1, Events), error(_, _), fail)   % an error, not the limits' unwinding
    ->  applied_problem(Game, State, M, S1, Events, P)
    ;   P = does_not_apply(M)
    ).
step_problem(Game, State, _, Moves, Sample, P) :-
    length(Moves, N),
    N < 1000,                                   % the whole list, not its first 1000
    first_solutions(Sample, C, ( Game:candidate(State, C), \+ memberchk(C, Moves) ), Illegal),
    member(C, Illegal),
    violations(Game, State, C, []),
    text_dependence(Game, State, C, []),        % else unknown: listed apart
    P = unlisted_but_legal(C).

%   applied_problem(+Game, +State, +Move, +State1, +Events, -Problem) is
%   semidet: what breaks where the listed Move, applied once, gave State1
%   and Events.

applied_problem(Game, State, M, S1, Events, P) :-
    (   state_errors(Game, S1, [E|_])
    ->  P = invalid_after(M, E.path, E.message)
    ;   member(event(Rule, Kind, _), Events),
        \+ Game:rule(Rule, _, _, _, _)
    ->  P = event_cites_no_rule(M, Kind, Rule)
    ;   violations(Game, State, M, [V|_])
    ->  P = listed_but_broken(M, V)
    ;   game_hook(Game, inventory/2),
        Game:inventory(State, Bag0),
        Game:inventory(S1, Bag1),
        msort(Bag0, Sorted0),
        msort(Bag1, Sorted1),
        Sorted0 \== Sorted1
    ->  P = not_conserved(M)
    ).

                 /*******************************
                 *      PROBLEMS IN WORDS       *
                 *******************************/

%   What self-play, the property checks and validate report, in words:
%   registered once with SWI-Prolog's message hook, rendered by
%   error_text/2 (rc_legal.pl).

:- multifile prolog:message//1.

prolog:message(rulecheck(not_the_schemas_shape)) -->
    [ "the state does not have the shape its game's JSON Schema gives (rulecheck schema GAME)" ].
prolog:message(rulecheck(more_problems(Max))) -->
    [ "more than ~d problems: the first ~d are listed"-[Max, Max] ].
prolog:message(rulecheck(no_legal_move)) -->
    [ "the game is not over, yet no move is legal" ].
prolog:message(rulecheck(invalid_after(M, Path, Message))) -->
    { value_json(M, Move) },
    [ "after the legal move ~w the state is invalid: ~w: ~w"-[Move, Path, Message] ].
prolog:message(rulecheck(did_not_end(Max))) -->
    [ "the game did not end within ~d moves"-[Max] ].
prolog:message(rulecheck(legal_after_the_end(Result, M))) -->
    [ "the game is over (~w) but ~q is still legal"-[Result, M] ].
prolog:message(rulecheck(does_not_apply(M))) -->
    [ "the legal move ~q does not apply"-[M] ].
prolog:message(rulecheck(event_cites_no_rule(M, Kind, Rule))) -->
    [ "the legal move ~q has a ~w event citing ~q, which is not a rule of the game"-[M, Kind, Rule] ].
prolog:message(rulecheck(listed_but_broken(M, V))) -->
    [ "legal-moves lists ~q but check says it breaks ~w"-[M, V] ].
prolog:message(rulecheck(not_conserved(M))) -->
    [ "the legal move ~q does not conserve the game's cards and tokens"-[M] ].
prolog:message(rulecheck(unlisted_but_legal(C))) -->
    [ "~q is not listed as legal, yet check finds no rule it breaks"-[C] ].
