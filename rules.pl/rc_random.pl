:- module(rc_random,
          [ random_seed/1,              % +Seed
            random_below/2,             % +N, -I
            random_member/2,            % -X, +List
            random_permutation/2        % +List, -Permutation
          ]).

/** <module> Seeded random choices that are the same on every host

New positions (`rulecheck new --seed N`) and random play (playout,
positions, self-play) are drawn from a seed, and the same seed must give
the same position wherever the rules run.  SWI-Prolog's own generator
(library(random) under set_random/1) does not: SWI-Prolog 9.0 on Debian
draws from GMP's generator, the WebAssembly build (SWI-Prolog 10.1, no
GMP) from another, so the same seed dealt other cards in the browser.
This module is the rules' own generator, Marsaglia's xorshift32
("Xorshift RNGs", Journal of Statistical Software 8(14), 2003) in
Prolog's integer arithmetic: the same numbers on every host.  It is meant
for dealing and for random play, not for anything that needs more than
shuffles of a few hundred items.

The generator's state is one integer in the global variable
`rc_random`, set by random_seed/1 (every seeded request sets it first,
rulecheck.pl).  random_member/2 and random_permutation/2 take the place
of library(random)'s, with the modes the rules use.
*/

:- use_module(library(lists), [nth0/3]).
:- use_module(library(pairs), [pairs_values/2]).

%!  random_seed(+Seed:integer) is det.
%
%   Start the generator from Seed: the seed times an odd constant (a
%   bijection on 32-bit seeds), never 0, then eight steps, so that
%   neighbouring seeds start far apart.

random_seed(Seed) :-
    must_be(integer, Seed),
    S0 is (Seed * 2654435761) /\ 0xFFFFFFFF,
    (   S0 =:= 0
    ->  S = 2463534242
    ;   S = S0
    ),
    nb_setval(rc_random, S),
    forall(between(1, 8, _), next(_)).

%   next(-Value): the next value of Marsaglia's xorshift32 (13, 17, 5),
%   a nonzero 32-bit integer.  Every intermediate is a small integer.
next(Z) :-
    state(S0),
    xorshift(S0, Z),
    nb_setval(rc_random, Z).

state(S) :-
    (   nb_current(rc_random, S0)
    ->  S = S0
    ;   S = 2463534242
    ).

xorshift(S0, S) :-
    S1 is S0 xor ((S0 << 13) /\ 0xFFFFFFFF),
    S2 is S1 xor (S1 >> 17),
    S is S2 xor ((S2 << 5) /\ 0xFFFFFFFF).

%!  random_below(+N:positive_integer, -I:integer) is det.
%
%   I is drawn from 0..N-1.

random_below(N, I) :-
    must_be(positive_integer, N),
    next(Z),
    I is Z mod N.

%!  random_member(-X, +List:list) is semidet.
%
%   X is an element of List drawn at random; fails if List is empty.

random_member(X, List) :-
    must_be(list, List),
    length(List, N),
    N > 0,
    random_below(N, I),
    nth0(I, List, X).

%!  random_permutation(+List:list, -Permutation:list) is det.
%
%   Permutation is List in an order drawn at random: each element keyed by
%   a draw, in the order of the keys (keysort/2 is stable).

random_permutation(List, Permutation) :-
    must_be(list, List),
    state(S0),
    keyed(List, S0, S, Pairs),              % the state read and written once
    nb_setval(rc_random, S),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Permutation).

keyed([], S, S, []).
keyed([X|Xs], S0, S, [K-X|Ps]) :-
    xorshift(S0, K),
    keyed(Xs, K, S, Ps).
