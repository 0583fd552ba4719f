/*  plunit tests of the checked states (rules.pl/rulecheck.pl,
    checked_state/2): a position asked about again is not read, normalised
    and checked again, and the answer is the same bytes; only a valid
    state is kept, and at most checked_states/1 of them.
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rulecheck', M),
   use_module(M).

:- begin_tests(rc_checked).

%   A game's new position, as the text of a request about it.
new_state_text(Game, Seed, Text) :-
    format(atom(Request), '{"game": "~w", "seed": ~d}', [Game, Seed]),
    rulecheck:api(new, Request, Reply),
    rc_json:json_value(Reply, Value),
    rc_json:value_json(Value.ok, Text).

checked_count(N) :-
    aggregate_all(count, rulecheck:checked_state(_, _), N).

forget :-
    retractall(rulecheck:checked_state(_, _)),
    flag(rc_checked_states, _, 0).

test(the_same_bytes_checked_or_remembered,
     [setup(forget), forall(member(Game, ["clash-of-decks", "blood-bound", "wow-tcg", "flesh-and-blood"]))]) :-
    new_state_text(Game, 3, State),
    format(atom(Request), '{"state": ~w}', [State]),
    rulecheck:api(legal_moves, Request, First),
    rc_json:json_value(First, Listing),
    Listing.ok.moves = [M|_],
    rc_json:value_json(M.move, Move),
    format(atom(Check), '{"state": ~w, "move": ~w}', [State, Move]),
    forall(member(Op, [validate, check, explain, applied, outcome, normalize, show]),
           (   forget,
               rulecheck:api(Op, Check, Checked),
               assertion(rulecheck:checked_state(_, _)),
               rulecheck:api(Op, Check, Remembered),
               assertion(Checked-Op == Remembered-Op)
           )).

test(an_invalid_state_is_not_kept, [setup(forget)]) :-
    new_state_text("clash-of-decks", 1, State),
    rc_json:json_value(State, S),
    rc_json:value_json(S.put(phase, "no such phase"), Bad),
    format(atom(Request), '{"state": ~w}', [Bad]),
    rulecheck:api(outcome, Request, Reply),
    sub_atom(Reply, 0, _, _, '{"error"'),
    checked_count(0),
    rulecheck:api(outcome, Request, Again),
    assertion(Again == Reply).

test(at_most_checked_states_are_kept,
     [ setup((forget, setenv('RULECHECK_CHECKED_STATES', 4))),
       cleanup(unsetenv('RULECHECK_CHECKED_STATES'))
     ]) :-
    rulecheck:checked_states(Most),
    Asked is Most + 5,
    forall(between(1, Asked, Seed),
           (   new_state_text("clash-of-decks", Seed, State),
               format(atom(Request), '{"state": ~w}', [State]),
               rulecheck:api(outcome, Request, _)
           )),
    checked_count(N),
    assertion(Most == 4),
    assertion(N == Most).

:- end_tests(rc_checked).
