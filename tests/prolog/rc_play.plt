/*  plunit tests of self-play's step check (rules.pl/rc_play.pl,
    applied_problem/6): a listed move, applied once, is held to what must
    never break, and each breach is named.
*/

:- use_module(library(plunit)).
:- use_module(support).

:- begin_tests(rc_play).

midgame(S, M, S1, Events) :-
    fixture_state(clash_of_decks, 'states/midgame.json', S),
    once(legal_move(clash_of_decks, S, M)),
    next_events(clash_of_decks, S, M, S1, Events).

test(a_sound_move_has_no_problem, [fail]) :-
    midgame(S, M, S1, Events),
    rc_play:applied_problem(clash_of_decks, S, M, S1, Events, _).

test(an_invalid_state_after_it) :-
    midgame(S, M, S1, Events),
    rc_play:applied_problem(clash_of_decks, S, M, S1.put(turn, -3), Events, P),
    assertion(P = invalid_after(M, _, _)).

test(an_event_citing_no_rule) :-
    midgame(S, M, S1, Events),
    rc_play:applied_problem(clash_of_decks, S, M, S1, [event('CD-999', made_up, _{})|Events], P),
    assertion(P == event_cites_no_rule(M, made_up, 'CD-999')).

:- end_tests(rc_play).
