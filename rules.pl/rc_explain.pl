:- module(rc_explain,
          [ explain/4,                  % +Game, +State, +Move, -Tree
            explain/5,                  % +Game, +State, +Viewer, +Move, -Tree
            viewer_verdict/6,           % +Game, +State, +Viewer, +Move, +Verdict0, -Verdict
            viewer_move_text/5,         % +Game, +State, +Viewer, +Move, -Text
            seen_assumptions/5,         % +Game, +State, +Viewer, +Assumptions0, -Assumptions
            hidden_notes/4,             % +Game, +State, +Viewer, -Notes
            event_dict/4,               % +Game, +State0, +Event, -Dict
            event_dict/5,               % +Game, +State0, +Viewer, +Event, -Dict
            replay/6,                   % +Game, +State, +Moves, +Index, +Steps, -Report
            hidden_path/4,              % +Game, +State, +Viewer, -Steps
            hidden_note/5,              % +Game, +State, +Viewer, +Move, -Note
            masked/3,                   % +Value, +Paths, -Masked
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
    hidden_rule(State, Viewer, Move, RuleId)
                                        nondet: whether RuleId holds for
                                        Move, or concerns it, turns on what
                                        Viewer cannot see: left out of
                                        Viewer's answers
    unseen(State, Viewer, Term)         semidet: a fact(F), fix(F) or
                                        event(Kind, Fields) tells what
                                        Viewer cannot see: left out of
                                        Viewer's answers (an event worded
                                        as unseen_event(Kind, Fields,
                                        State, Viewer), left out if that
                                        says nothing)

An answer given to a viewer (`--as P`) is the judge's answer less what P
cannot see: no hidden rule cited, no unseen fact, fix or event told, and
"unknown to P" (hidden_note/5) where the verdict turns on what P cannot
see.

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
    explain(Game, State, null, Move, Tree).

%!  explain(+Game, +State, +Viewer, +Move, -Tree:dict) is det.
%
%   explain/4 as Viewer may be told it (null: a judge, who sees all): the
%   rules whose verdict Viewer cannot judge are left out, and so are the
%   facts, fixes and events that tell what he cannot see (unseen/4); the
%   nearest legal moves are those he can judge.  When the verdict turns
%   on what he cannot see, the tree is the unknown answer:
%   _{legal:null, viewer, depends_on_hidden, move}.

explain(Game, State, Viewer, Move, Tree) :-
    (   viewer_unknown(Game, State, Viewer, Move, Note)
    ->  Tree = _{legal:null, viewer:Viewer, depends_on_hidden:Note, move:Move}
    ;   explain_seen(Game, State, Viewer, Move, Tree)
    ).

explain_seen(Game, State, Viewer, Move, Tree) :-
    violations(Game, State, Move, Violations0),
    exclude(hidden_pair(Game, State, Viewer, Move), Violations0, Violations),
    viewer_move_text(Game, State, Viewer, Move, Text),
    checked_rules(Game, State, Move, Violations0, Ids0),
    exclude(hidden_rule(Game, State, Viewer, Move), Ids0, Ids),
    partition(broken_in(Violations), Ids, Broken, Held),
    append(Broken, Held, Ordered),
    maplist(check_node(Game, State, Viewer, Move, Violations), Ordered, Checks),
    answer_dependence(Game, State, Move, Violations, Deps),
    answer_assumptions(Game, State, Move, Violations, Deps, As0),
    seen_assumptions(Game, State, Viewer, As0, As),
    (   Violations == [], Deps == []
    ->  next_events(Game, State, Move, _, Events),
        (   untold_effects(Game, State, Viewer, Events)
        ->  Effects = []
        ;   foldl(seen_event_dict(Game, State, Viewer), Events, Effects, [])
        ),
        Tree0 = _{legal:true, move:Move, text:Text, checks:Checks, effects:Effects}
    ;   Deps \== []
    ->  Tree0 = _{legal:null, move:Move, text:Text, checks:Checks, depends_on_text:Deps}
    ;   nearest_legal_moves(Game, State, Viewer, Move, Nearest),
        Tree0 = _{legal:false, move:Move, text:Text, checks:Checks, nearest:Nearest}
    ),
    with_assumptions(Game, As, Tree0, Tree).

%   untold_effects(+Game, +State, +Viewer, +Events): an event of the move
%   names a card Viewer cannot see, and the game has no words for it as
%   he may be told it (unseen_event): what the move does turns on that
%   card (a card revealed from the top of a deck, and what the reveal
%   gives), so none of its effects is told to him, not the others alone,
%   which would tell him by what they leave out.

untold_effects(Game, State, Viewer, Events) :-
    Viewer \== null,
    unseen_card_ids(Game, State, Viewer, Ids),
    Ids \== [],
    member(event(_, Kind, Fields), Events),
    names_unseen_card(Ids, Fields),
    \+ unseen(Game, State, Viewer, event(Kind, Fields)),
    \+ phrase(Game:message(unseen_event(Kind, Fields, State, Viewer)), _),
    !.

hidden_pair(Game, State, Viewer, Move, Id-_) :-
    hidden_rule(Game, State, Viewer, Move, Id).

%!  viewer_verdict(+Game, +State, +Viewer, +Move, +Verdict0:dict, -Verdict:dict) is det.
%
%   The judge's verdict Verdict0 on Move (check) as Viewer may be told
%   it: the unknown answer when the verdict turns on what he cannot see
%   (as explain/5), else Verdict0 without the rules he cannot judge.

viewer_verdict(_, _, null, _, Verdict, Verdict) :- !.
viewer_verdict(Game, State, Viewer, Move, Verdict0, Verdict) :-
    (   viewer_unknown(Game, State, Viewer, Move, Note)
    ->  Verdict = _{legal:null, viewer:Viewer, depends_on_hidden:Note, move:Move}
    ;   viewer_move_text(Game, State, Viewer, Move, Text),
        (   get_dict(violations, Verdict0, Vs0)
        ->  exclude(hidden_violation(Game, State, Viewer, Move), Vs0, Vs),
            put_dict(_{violations:Vs, text:Text}, Verdict0, Verdict1)
        ;   put_dict(text, Verdict0, Text, Verdict1)
        ),
        (   get_dict(assumptions, Verdict1, As0)
        ->  del_dict(assumptions, Verdict1, _, Verdict2),
            del_dict(assumed, Verdict2, _, Verdict3),
            seen_assumptions(Game, State, Viewer, As0, As),
            with_assumptions(Game, As, Verdict3, Verdict)
        ;   Verdict = Verdict1
        )
    ).

%!  viewer_move_text(+Game, +State, +Viewer, +Move, -Text) is det.
%
%   Move in words as Viewer may be told it (null: a judge): the game's
%   move_text/4 where it has one (a move's words can name what another
%   player holds: Flesh and Blood's name the cards left in the mover's
%   hand), else its move_text/3.

viewer_move_text(Game, State, Viewer, Move, Text) :-
    (   Viewer \== null,
        game_hook(Game, move_text/4)
    ->  Game:move_text(State, Viewer, Move, Text)
    ;   Game:move_text(State, Move, Text)
    ).

%!  seen_assumptions(+Game, +State, +Viewer, +Assumptions0, -Assumptions) is det.
%
%   The assumptions of an answer that Viewer may be told: those about a
%   card he cannot see are left out (they would name it).  A card he
%   cannot see is one the game's hidden/3 hides: the card at a hidden
%   path (its id, or the id it is), or the card a hidden path names.

seen_assumptions(_, _, null, As, As) :- !.
seen_assumptions(Game, State, Viewer, As0, As) :-
    (   As0 == []
    ->  As = []
    ;   unseen_card_ids(Game, State, Viewer, Ids),
        exclude(about_unseen_card(Ids), As0, As)
    ).

about_unseen_card(Ids, A) :-
    get_dict(card, A, C),
    atom_string(C, CS),
    memberchk(CS, Ids).

viewer_unseen_ids(_, _, null, []) :- !.
viewer_unseen_ids(Game, State, Viewer, Ids) :-
    unseen_card_ids(Game, State, Viewer, Ids).

%   unseen_card_ids(+Game, +State, +Viewer, -Ids): the ids (strings) of
%   the cards of State that Viewer cannot see, in standard order.
unseen_card_ids(Game, State, Viewer, Ids) :-
    findall(S, ( unseen_card_id(Game, State, Viewer, Id), atom_string(Id, S) ), Ids0),
    sort(Ids0, Ids).

unseen_card_id(Game, State, Viewer, Id) :-
    hidden_path(Game, State, Viewer, Steps),
    (   append(_, [cards, Id], Steps), \+ integer(Id)
    ;   path_value(Steps, State, V),
        (   is_dict(V), get_dict(id, V, Id)
        ;   string(V), Id = V
        )
    ).

path_value([], V, V).
path_value([K|Ks], V0, V) :-
    (   is_dict(V0)
    ->  (   atom(K) -> Key = K ; string(K), atom_string(Key, K) ),
        get_dict(Key, V0, V1)
    ;   is_list(V0), integer(K)
    ->  nth0(K, V0, V1)
    ),
    path_value(Ks, V1, V).

hidden_violation(Game, State, Viewer, Move, V) :-
    hidden_rule(Game, State, Viewer, Move, V.rule).

%   viewer_unknown(+Game, +State, +Viewer, +Move, -Note): Viewer cannot
%   tell whether Move is legal, Note says why (hidden_note/5).
viewer_unknown(Game, State, Viewer, Move, Note) :-
    Viewer \== null,
    hidden_note(Game, State, Viewer, Move, Note),
    Note \== null.

broken_in(Violations, Id) :-
    memberchk(Id-_, Violations).

check_node(Game, State, Viewer, Move, Violations, Id, Node) :-
    rule_record(Game, Id, Title, RuleText, Seed),
    rule_facts(Game, Id, State, Viewer, Move, Facts),
    (   memberchk(Id-Message, Violations)
    ->  rule_fixes(Game, Id, State, Viewer, Move, Fixes1),
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

rule_facts(Game, Id, State, Viewer, Move, Facts) :-
    rule_notes(fact, Game, Id, State, Viewer, Move, Facts).

rule_fixes(Game, Id, State, Viewer, Move, Fixes) :-
    rule_notes(fix, Game, Id, State, Viewer, Move, Fixes).

%   rule_notes(+Hook, +Game, +Id, +State, +Viewer, +Move, -Texts): the
%   game's facts (Hook fact) or fixes (fix) under rule Id, in words, less
%   those that tell Viewer what he cannot see.
rule_notes(Hook, Game, Id, State, Viewer, Move, Texts) :-
    viewer_unseen_ids(Game, State, Viewer, Ids),
    findall(Text, ( game_hook(Game, Hook/4),
                    call(Game:Hook, Id, State, Move, Note),
                    Term =.. [Hook, Note],
                    \+ unseen(Game, State, Viewer, Term),
                    \+ names_unseen_card(Ids, Note),
                    reason_text(Game, Term, Text) ), Texts).

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

%!  event_dict(+Game, +State0, +Viewer, +Event, -Dict) is semidet.
%
%   event_dict/4 as Viewer may be told it: an event that tells what he
%   cannot see (unseen/4) has only its rule, its kind and the game's
%   words for it, message(unseen_event(Kind, Fields, State0, Viewer));
%   fails when those words say nothing (the event is not told).

event_dict(Game, State0, Viewer, Event, Dict) :-
    Event = event(Rule, Kind, Fields),
    (   unseen(Game, State0, Viewer, event(Kind, Fields))
    ->  reason_text(Game, unseen_event(Kind, Fields, State0, Viewer), Text),
        Text \== "",
        Dict = _{rule:Rule, event:Kind, text:Text}
    ;   Viewer == null
    ->  event_dict(Game, State0, Event, Dict)
    ;   unseen_card_ids(Game, State0, Viewer, Ids),
        names_unseen_card(Ids, Fields),
        phrase(Game:message(unseen_event(Kind, Fields, State0, Viewer)), _)
    ->  reason_text(Game, unseen_event(Kind, Fields, State0, Viewer), Text),
        Text \== "",
        Dict = _{rule:Rule, event:Kind, text:Text}
    ;   event_dict(Game, State0, Event, Dict0),
        unseen_card_ids(Game, State0, Viewer, Ids),
        dict_pairs(Dict0, Tag, Pairs0),
        exclude(names_unseen_card(Ids), Pairs0, Pairs),
        dict_pairs(Dict, Tag, Pairs)
    ).

%   names_unseen_card(+Ids, +Term): Term (an event's field Key-Value, a
%   fact, a fix) names a card the viewer cannot see, by its id (Ids, as
%   strings) anywhere in it: such a field, fact or fix is left out, and
%   such an event is worded as the game's unseen_event when it has words
%   for it.
names_unseen_card([], _) :- !, fail.
names_unseen_card(_, text-_) :- !, fail.
names_unseen_card(Ids, T) :-
    sub_term(X, T),
    (   string(X) ; atom(X) ),
    atom_string(X, XS),
    memberchk(XS, Ids),
    !.

seen_event_dict(Game, State0, Viewer, Event, Dicts0, Dicts) :-
    (   event_dict(Game, State0, Viewer, Event, Dict)
    ->  Dicts0 = [Dict|Dicts]
    ;   Dicts0 = Dicts
    ).

%!  nearest_legal_moves(+Game, +State, +Viewer, +Move, -Nearest:list) is det.
%
%   The legal moves of the same player and action that differ from Move
%   in the fewest fields (at most five): "did you mean"; for a Viewer,
%   only those he can tell are legal.

nearest_legal_moves(Game, State, Viewer, Move, Nearest) :-
    findall(D-M,
            ( first_solutions(2000, M0, legal(Game, State, M0), Ms0),
              member(M, Ms0),
              same_actor_action(Move, M),
              \+ viewer_unknown(Game, State, Viewer, M, _),
              move_distance(Move, M, D) ),
            Pairs),
    (   Pairs == []
    ->  Nearest = []
    ;   findall(D, member(D-_, Pairs), Ds),
        min_list(Ds, Min),
        findall(_{move:M, text:T},
                ( member(Min-M, Pairs), viewer_move_text(Game, State, Viewer, M, T) ),
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
%   as hidden(Reason); or the engine's words when every rule Move breaks
%   is one Viewer cannot judge, hidden_rule/5), or null.

%!  hidden_notes(+Game, +State, +Viewer, -Notes:list) is det.
%
%   Why a listing for Viewer leaves moves out: the hidden notes
%   (hidden_note/5) of every move the position offers (its candidates,
%   legal or not: which of them are legal may be what he cannot see),
%   each once, in standard order.

hidden_notes(Game, State, Viewer, Notes) :-
    findall(N, ( \+ game_over(Game, State),
                 Game:candidate(State, M),
                 hidden_note(Game, State, Viewer, M, N),
                 N \== null ), Ns),
    sort(Ns, Notes).

hidden_note(_, _, null, _, Note) :-
    !,
    Note = null.
hidden_note(Game, State, Viewer, Move, Note) :-
    (   is_dict(Move),
        game_hook(Game, depends_on_hidden/4),
        Game:depends_on_hidden(State, Viewer, Move, Reason)
    ->  reason_text(Game, hidden(Reason), Note)
    ;   is_dict(Move),
        only_hidden_rules_broken(Game, State, Viewer, Move)
    ->  error_text(hidden_verdict(Viewer), Note)
    ;   Note = null
    ).

%!  masked(+Value, +Paths, -Masked) is det.
%
%   Value with what each path (hidden_path/4) names replaced by
%   "(hidden)"; a path that names nothing is passed over (`show --as`).
masked(V, Paths, Masked) :-
    foldl(mask_path, Paths, V, Masked).

mask_path(Path, V0, V) :-
    (   mask_at(Path, V0, V1) -> V = V1 ; V = V0 ).

mask_at([Step], V0, V) :- !,
    (   is_dict(V0)
    ->  step_key(Step, K), get_dict(K, V0, _), V = V0.put(K, "(hidden)")
    ;   is_list(V0), integer(Step)
    ->  nth0(Step, V0, _, Rest), nth0(Step, V, "(hidden)", Rest)
    ).
mask_at([Step|Steps], V0, V) :-
    (   is_dict(V0)
    ->  step_key(Step, K), get_dict(K, V0, X0), mask_at(Steps, X0, X), V = V0.put(K, X)
    ;   is_list(V0), integer(Step)
    ->  nth0(Step, V0, X0, Rest), mask_at(Steps, X0, X), nth0(Step, V, X, Rest)
    ).

step_key(Step, K) :- ( atom(Step) -> K = Step ; string(Step) -> atom_string(K, Step) ; K = Step ).


%   only_hidden_rules_broken(+Game, +State, +Viewer, +Move): Move breaks
%   rules, each one Viewer cannot judge (hidden_rule/5): told only the
%   others, he would hear "legal".  The game's depends_on_hidden/4 says
%   why in its words; this is the engine's guard that no viewer is ever
%   told "legal" of a move that is not.

only_hidden_rules_broken(Game, State, Viewer, Move) :-
    Viewer \== null,
    game_hook(Game, hidden_rule/4),
    catch(violations(Game, State, Move, Vs), error(_, _), fail),
    Vs \== [],
    forall(member(Id-_, Vs), hidden_rule(Game, State, Viewer, Move, Id)).

:- multifile prolog:message//1.

prolog:message(rulecheck(hidden_verdict(Viewer))) -->
    [ "whether this move is legal turns on what ~w cannot see"-[Viewer] ].
