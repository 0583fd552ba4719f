:- module(rc_legal,
          [ legal/3,                    % +Game, ?State, ?Move
            legal_candidate/3,          % +Game, +State, +Move
            text_dependence/4,          % +Game, +State, +Move, -Dependences
            assumptions/3,              % +Game, +State, -Assumptions
            with_assumptions/4,         % +Game, +Assumptions, +Answer0, -Answer
            answer_dependence/5,        % +Game, +State, +Move, +Violations, -Dependences
            answer_assumptions/6,       % +Game, +State, +Move, +Violations, +Dependences, -Assumptions
            unknown_move/4,             % +Game, +State, ?Move, -Dependences
            game_over/2,                % +Game, +State
            broken_rule/5,              % +Game, +State, +Move, -RuleId, -Reason
            violations/4,               % +Game, +State, +Move, -Violations
            hidden_rule/5,              % +Game, +State, +Viewer, +Move, ?RuleId
            unseen/4,                   % +Game, +State, +Viewer, +Term
            legal_after_pass/5,         % +Game, +State, +Move, +Violations, -Pass
            checked_rules/5,            % +Game, +State, +Move, +Violations, -RuleIds
            next_state/4,               % +Game, +State0, +Move, -State
            next_events/5,              % +Game, +State0, +Move, -State, -Events
            reason_text/3,              % +Game, +Reason, -Text
            error_text/2,               % +Message, -Text
            event_text/4,               % +Game, +State0, +Event, -Text
            move_action/2,              % +Move, -Action
            game_hook/2,                % +Game, +Name/Arity
            engine_rule/5               % ?Id, ?Kind, ?Title, ?Text, ?Origin
          ]).

/** <module> The one definition of legality, and the shape every game has

Every game module is built the same way (docs/engine.md).  It declares,
per action, the constraint rules that concern it, in the order a judge
reads them:

    action_rules(Action, RuleIds)          % Action an atom: play, attack, ...

and for every constraint rule, side by side in its rulebook file: the
rule's rule/5 entry, the named relation that decides it, and its
violation, which says why the rule is broken as a reason term:

    broken(RuleId, State, Move, Reason)

A game names its terminal rule once, terminal_rule(RuleId): the rule every
move breaks once the game is over (its broken/4 clause does not look at
the move).  A game may also name gate rules, gate_rules(RuleIds): rules
checked before the action's own, such that once one is broken the move is
about something that cannot be, and no other rule is asked.  The
terminal rule is the first gate.

The game's message//1 turns a reason term into the judge's sentence, as
SWI-Prolog's prolog:message//1 does: a list of Format-Args pairs, joined.

From these the engine derives, here and nowhere else: legality (a move is
legal when it is a candidate and breaks no rule), the violations `check`
lists, the rules `explain` walks for a move, and the game-over test.

Effects are a DCG over events: next(State0, Move, State)//, each event an
event(RuleId, Kind, Fields) term naming the rule that caused it.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- autoload(library(error), [type_error/2]).
%!  legal(+Game, +State, ?Move) is nondet.
%
%   Move is legal in State: the game is not over, Move is a candidate of
%   Game, Move breaks no rule, and whether it does depends on nothing the
%   game does not model (text_dependence/4).

legal(Game, State, Move) :-
    \+ game_over(Game, State),
    Game:candidate(State, Move),
    legal_candidate(Game, State, Move).

%!  legal_candidate(+Game, +State, +Move) is semidet.
%
%   The candidate Move of a game that is not over breaks no rule: legal/3
%   once the terminal rule and the candidates are asked (random play asks
%   it of candidates in a random order).

legal_candidate(Game, State, Move) :-
    breaks_no_rule(Game, State, Move),
    \+ depends_on_text(Game, State, Move, _, _).

breaks_no_rule(Game, State, Move) :-
    gates(Game, [_Terminal|Gates]),             % it holds: the game is not over
    \+ ( member(Gate, Gates), Game:broken(Gate, State, Move, _) ),
    \+ ( move_action(Move, Action),
          action_checks(Game, Action, Ids),
          member(Id, Ids),
          Game:broken(Id, State, Move, _) ).

%!  text_dependence(+Game, +State, +Move, -Dependences:list) is det.
%
%   What Move's legality depends on that the game does not model (card
%   text): by the game's hook depends_on_text(State, Move, About,
%   Reason), each a dict, About's fields and `message` (Reason in the
%   game's words).  [] for a game without the hook.  A move that breaks no
%   rule and depends on something is neither legal nor illegal: its
%   verdict is unknown (exit code 5).

text_dependence(Game, State, Move, Deps) :-
    findall(D, ( depends_on_text(Game, State, Move, About, Reason),
                 about_dict(Game, About, Reason, D) ), Deps).

depends_on_text(Game, State, Move, About, Reason) :-
    game_hook(Game, depends_on_text/4),
    Game:depends_on_text(State, Move, About, Reason).

%!  assumptions(+Game, +State, -Assumptions:list) is det.
%
%   What every answer about State assumes, by the game's hook
%   assumption(State, About, Reason): each a dict, About's fields and
%   `message`.  [] for a game without the hook.

assumptions(Game, State, As) :-
    (   game_hook(Game, assumption/3)
    ->  findall(A, ( Game:assumption(State, About, Reason),
                     about_dict(Game, About, Reason, A) ), As)
    ;   As = []
    ).

%!  with_assumptions(+Game, +Assumptions, +Answer0:dict, -Answer:dict) is det.
%
%   Answer0 with its `assumptions`, when there are any, and `assumed`:
%   them in one sentence, the game's message(assumed(Names)) for the
%   names they give (each once, in order), or else their messages
%   joined.  Every answer that lists assumptions words them here, so the
%   command line and the browser print the same words.

with_assumptions(_, [], A, A) :- !.
with_assumptions(Game, As, A0, A) :-
    assumed_text(Game, As, Text),
    put_dict(_{assumptions:As, assumed:Text}, A0, A).

%!  answer_dependence(+Game, +State, +Move, +Violations, -Dependences:list) is det.
%
%   What the answer about Move depends on that the game does not model,
%   given the rules it breaks (Violations, as violations/4 gives them):
%   for a move that breaks none, what could forbid it (text_dependence/4);
%   for one that breaks some, what could allow it all the same, by the
%   game's hook allowed_by_text(State, Move, RuleIds, About, Reason) (a
%   text that supersedes the rules broken).  Either way an answer with
%   dependences is unknown (exit code 5): check's verdict and explain's
%   tree both take theirs from here.

answer_dependence(Game, State, Move, Violations, Deps) :-
    (   Violations == []
    ->  text_dependence(Game, State, Move, Deps)
    ;   game_hook(Game, allowed_by_text/5)
    ->  findall(Id, member(Id-_, Violations), Ids),
        findall(D, ( Game:allowed_by_text(State, Move, Ids, About, Reason),
                     about_dict(Game, About, Reason, D) ), Deps)
    ;   Deps = []
    ).

%!  answer_assumptions(+Game, +State, +Move, +Violations, +Dependences, -Assumptions:list) is det.
%
%   What the answer about Move assumes, given the rules it breaks
%   (Violations) and what it depends on (Dependences, answer_dependence/5):
%   for a legal answer, what the game's hook answer_assumption(State,
%   Move, About, Reason) says could change what the move does (the
%   position's assumptions, assumption/3, for a game without it); for an
%   unknown answer the same, less those about the cards it depends on
%   (their text decides: it is not assumed to change nothing); for an
%   illegal one, what could have forbidden it had it broken no rule (the
%   unknown part, text_dependence/4).  check's verdict and explain's tree
%   both take theirs from here: the one place that decides them.

answer_assumptions(Game, State, Move, Violations, Deps, As) :-
    (   Deps \== []
    ->  move_assumptions(Game, State, Move, As0),
        exclude(depended_on(Deps), As0, As)
    ;   Violations == []
    ->  move_assumptions(Game, State, Move, As)
    ;   text_dependence(Game, State, Move, As)
    ).

move_assumptions(Game, State, Move, As) :-
    (   game_hook(Game, answer_assumption/4)
    ->  findall(A, ( Game:answer_assumption(State, Move, About, Reason),
                     about_dict(Game, About, Reason, A) ), As)
    ;   assumptions(Game, State, As)
    ).

depended_on(Deps, A) :-
    get_dict(card, A, C),
    member(D, Deps),
    get_dict(card, D, C),
    !.

assumed_text(Game, As, Text) :-
    findall(N, ( member(A, As), get_dict(name, A, N) ), Ns0),
    list_to_set(Ns0, Ns),
    (   Ns \== [],
        phrase(Game:message(assumed(Ns)), Parts)
    ->  parts_text(Parts, Text)
    ;   findall(M, ( member(A, As), get_dict(message, A, M) ), Ms0),
        list_to_set(Ms0, Ms),
        atomics_to_string(Ms, "; ", Text)
    ).

about_dict(Game, About, Reason, D) :-
    reason_text(Game, Reason, Text),
    put_dict(message, About, Text, D).

%!  unknown_move(+Game, +State, ?Move, -Dependences) is nondet.
%
%   Move, a candidate of State, is answered unknown (answer_dependence/5):
%   it breaks no rule but its legality depends on what the game does not
%   model (text_dependence/4), or it breaks rules that a text the game
%   does not model could allow all the same.  legal-moves lists it apart,
%   never as legal.  The rules a candidate breaks are asked only where
%   some text could allow a move of its kind (allowed_by_text/5 with the
%   rules unbound).

unknown_move(Game, State, Move, Deps) :-
    game_hook(Game, depends_on_text/4),
    \+ game_over(Game, State),
    Game:candidate(State, Move),
    text_dependence(Game, State, Move, Deps0),
    (   Deps0 \== [],
        breaks_no_rule(Game, State, Move)
    ->  Deps = Deps0
    ;   game_hook(Game, allowed_by_text/5),
        once(Game:allowed_by_text(State, Move, _, _, _)),
        \+ breaks_no_rule(Game, State, Move)
    ->  violations(Game, State, Move, Violations),
        answer_dependence(Game, State, Move, Violations, Deps),
        Deps \== []
    ).



%!  game_over(+Game, +State) is semidet.
%
%   The game's terminal rule holds: no move is legal any more.

game_over(Game, State) :-
    Game:terminal_rule(Id),
    Game:broken(Id, State, _, _),
    !.

%!  broken_rule(+Game, +State, +Move, -RuleId, -Reason) is nondet.
%
%   Move breaks RuleId in State, for the reason Reason.  The gates come
%   first: if one is broken it is the only rule the move breaks.
%   Otherwise every rule of the move's action is asked, in its table's
%   order; a rule may give several reasons.

broken_rule(Game, State, Move, Id, Reason) :-
    gates(Game, Gates),
    (   member(Gate, Gates),
        Game:broken(Gate, State, Move, Reason0)
    ->  Id = Gate,
        Reason = Reason0
    ;   move_action(Move, Action),
        action_checks(Game, Action, Ids),
        member(Id, Ids),
        Game:broken(Id, State, Move, Reason)
    ).

%   action_checks(+Game, +Action, -RuleIds): the rules of the action's
%   table that are not gates, found once per game and action and kept.

:- dynamic action_checks_of/3.

action_checks(Game, Action, Ids) :-
    (   action_checks_of(Game, Action, Ids0)
    ->  Ids = Ids0
    ;   Game:action_rules(Action, Table)
    ->  gates(Game, Gates),
        exclude(in_list(Gates), Table, Ids),
        assertz(action_checks_of(Game, Action, Ids))
    ).

%   gates(+Game, -Gates): the terminal rule, then the game's gate rules.
%   Asked for every move checked: found once per game and kept.

:- dynamic gates_of/2.

gates(Game, Gates) :-
    (   gates_of(Game, Gates0)
    ->  Gates = Gates0
    ;   Game:terminal_rule(Terminal),
        (   game_hook(Game, gate_rules/1)
        ->  Game:gate_rules(Gates1)
        ;   Gates1 = []
        ),
        Gates = [Terminal|Gates1],
        assertz(gates_of(Game, Gates))
    ).

%!  game_hook(+Game, +Name/Arity) is semidet.
%
%   Game defines and exports the optional hook Name/Arity.  Only the game's
%   own exports count: a predicate merely visible from the game module
%   (another game's hook seen through user) is not its hook.

game_hook(Game, PI) :-
    (   hook_known(Game, PI, Has)               % asked once per game and hook, kept
    ->  true
    ;   module_property(Game, exports(Exports)),
        (   memberchk(PI, Exports) -> Has = true ; Has = false ),
        assertz(hook_known(Game, PI, Has))
    ),
    Has == true.

:- dynamic hook_known/3.

%!  move_action(+Move, -Action:atom) is semidet.
%
%   The action of a move, as the atom its game's action_rules/2 is
%   indexed on.

move_action(Move, Action) :-
    get_dict(action, Move, Text),
    (   atom(Text)
    ->  Action = Text
    ;   string(Text),
        atom_string(Action, Text)
    ).

%!  violations(+Game, +State, +Move, -Violations:list) is det.
%
%   Every rule Move breaks in State, as RuleId-Message pairs, each rule
%   once, in rule-ID order (for a rule with several reasons, the first
%   message in standard order).  A well-formed move the position does not
%   offer and that no game rule names breaks 'RC-001', unless whether it
%   is one turns on what the game does not model (text_dependence/4).

violations(Game, State, Move, Violations) :-
    findall(Id-Msg,
            ( broken_rule(Game, State, Move, Id, Reason),
              reason_text(Game, Reason, Msg) ),
            Vs0),
    first_per_rule(Vs0, Vs1),
    (   Vs1 == [],
        \+ Game:candidate(State, Move),
        \+ depends_on_text(Game, State, Move, _, _)  % its text decides, not the engine
    ->  Violations = ['RC-001'-"this position offers no such move"]
    ;   Violations = Vs1
    ).

%!  hidden_rule(+Game, +State, +Viewer, +Move, ?RuleId) is nondet.
%
%   Whether RuleId holds for Move, or concerns it at all, turns on what
%   Viewer cannot see: the game's hook hidden_rule(State, Viewer, Move,
%   RuleId).  An answer given to Viewer leaves such a rule out (citing it,
%   broken or held, would tell what Viewer cannot see); where the verdict
%   turns on it, the answer is "unknown to Viewer" (the game's
%   depends_on_hidden/4).  Never for a judge (Viewer null).

hidden_rule(Game, State, Viewer, Move, Id) :-
    Viewer \== null,
    game_hook(Game, hidden_rule/4),
    Game:hidden_rule(State, Viewer, Move, Id).

%!  unseen(+Game, +State, +Viewer, +Term) is semidet.
%
%   Term, a fact(Fact), fix(Fix) or event(Kind, Fields) of an answer about
%   State, tells something Viewer cannot see: the game's hook
%   unseen(State, Viewer, Term).  An answer given to Viewer leaves out
%   such a fact or fix, and words such an event as the game's
%   message(unseen_event(Kind, Fields, State, Viewer)).  Never for a judge.

unseen(Game, State, Viewer, Term) :-
    Viewer \== null,
    game_hook(Game, unseen/3),
    Game:unseen(State, Viewer, Term),
    !.

first_per_rule(Pairs, Unique) :-
    msort(Pairs, Sorted),
    first_per_key(Sorted, Unique).

first_per_key([], []).
first_per_key([K-V|Ps], [K-V|Us]) :-
    exclude(has_key(K), Ps, Rest),
    first_per_key(Rest, Us).

has_key(K, K1-_) :-
    K1 == K.

%!  legal_after_pass(+Game, +State, +Move, +Violations, -Pass) is semidet.
%
%   Move is illegal only because another player holds priority: the one
%   rule it breaks (Violations, as violations/4 gives them) is the game's
%   priority rule (its hook priority_rule/1), and once the player with
%   priority (its hook priority_holder/2) passes, Move is legal.  Pass is
%   that pass.  Only an illegal move is asked, so legal-moves pays nothing.

legal_after_pass(Game, State, Move, [Id-_], Pass) :-
    game_hook(Game, priority_rule/1),
    Game:priority_rule(Id),
    Game:priority_holder(State, Holder),
    string(Holder),
    Pass = _{player:Holder, action:"pass"},
    legal(Game, State, Pass),
    next_state(Game, State, Pass, State1),
    legal(Game, State1, Move),
    !.

%!  engine_rule(?Id, ?Kind, ?Title, ?Text, ?Origin) is nondet.
%
%   The rules the engine itself enforces, whatever the game.

engine_rule('RC-001', constraint, "A move must be one the position offers",
            "A move is legal only if it is one of the moves the current position offers: the right kind of move, by a player who may act now, naming things that exist.",
            ruling("", "Every game's rules name the moves a position offers; a move outside them is illegal even where no more specific rule applies.")).

%!  checked_rules(+Game, +State, +Move, +Violations, -RuleIds) is det.
%
%   The rules `explain` walks for Move: the rules it breaks, then the
%   gates and the rules of its action's table, in the table's order (a
%   gate the table does not list comes first), leaving out those the game
%   calls moot for this move (moot/3).  Once a gate is broken, the walk
%   ends there: the gates before it held, and the other rules are about a
%   move that cannot be.

checked_rules(Game, State, Move, Violations, Ids) :-
    findall(Id, member(Id-_, Violations), Broken),
    gates(Game, Gates),
    (   append(Before, [Gate|_], Gates), memberchk(Gate, Broken)
    ->  Walked = Before
    ;   (   move_action(Move, Action),
            Game:action_rules(Action, Table)
        ->  true
        ;   Table = []
        ),
        exclude(in_list(Table), Gates, Front),
        append(Front, Table, Walked0),
        exclude(moot(Game, State, Move), Walked0, Walked)
    ),
    append(Broken, Walked, Ids0),
    list_to_set(Ids0, Ids).

in_list(List, X) :-
    memberchk(X, List).

moot(Game, State, Move, Id) :-
    game_hook(Game, moot/3),
    Game:moot(Id, State, Move).

%!  next_state(+Game, +State0, +Move, -State) is det.
%
%   The position after the legal Move.

next_state(Game, State0, Move, State) :-
    phrase(Game:next(State0, Move, State), _),
    !.

%!  next_events(+Game, +State0, +Move, -State, -Events:list) is det.
%
%   The position after the legal Move, and what the move did: its events
%   in order, each event(RuleId, Kind, Fields).

next_events(Game, State0, Move, State, Events) :-
    phrase(Game:next(State0, Move, State), Events),
    !.

%!  reason_text(+Game, +Reason, -Text:string) is det.
%
%   The judge's sentence for a reason term, by the game's message//1.

reason_text(Game, Reason, Text) :-
    (   phrase(Game:message(Reason), Parts)
    ->  parts_text(Parts, Text)
    ;   type_error(reason_of(Game), Reason)
    ).

%!  error_text(+Message, -Text:string) is det.
%
%   The words of an engine's reason: the message of an error,
%   rc_error(Kind, In, Path, Message), or a problem self-play reports.  A
%   string is taken as it is (a game's message//1 or a state check worded
%   it already); a reason term of the engine is rendered by the one message
%   hook the engine's modules register their reasons with,
%   prolog:message(rulecheck(Reason))//, as SWI-Prolog's own messages are
%   (print_message(error, rulecheck(Reason)) prints the same words).

error_text(Message, Text) :-
    (   string(Message)
    ->  Text = Message
    ;   phrase(prolog:message(rulecheck(Message)), Parts)
    ->  parts_text(Parts, Text)
    ;   type_error(rulecheck_reason, Message)
    ).

:- multifile prolog:message//1.

prolog:message(rulecheck(legal_after_pass(Holder))) -->
    [ "legal after ~w passes: ~w's priority is all that stands in the way"-[Holder, Holder] ].


%!  event_text(+Game, +State0, +Event, -Text:string) is det.
%
%   An event of a move made in State0, in words: the game's message//1 for
%   event(Kind, Fields, State0) (State0 gives the names of the cards and
%   players the fields name).  An event without words is a bug, raised as
%   a type error, as a reason, fact or fix without words is.

event_text(Game, State0, event(_, Kind, Fields), Text) :-
    (   phrase(Game:message(event(Kind, Fields, State0)), Parts)
    ->  parts_text(Parts, Text)
    ;   type_error(event_of(Game), Kind)
    ).

parts_text(Parts, Text) :-
    maplist(part_text, Parts, Texts),
    atomics_to_string(Texts, Text).

%   A part as text: Format-Args by format/3, an atomic part as it is
%   (atomics_to_string/2 joins them as format/2's ~w writes them, several
%   times faster than writing to a string stream: a listing of a thousand
%   moves words each), anything else written by ~w.
part_text(Part, Text) :-
    (   Part = Format-Args
    ->  format(string(Text), Format, Args)
    ;   atomic(Part)
    ->  Text = Part
    ;   format(string(Text), "~w", [Part])
    ).
