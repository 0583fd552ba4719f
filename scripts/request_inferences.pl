/*  The inferences an engine request takes: api/3 on a request file, after
    one unmeasured call, the mean of N calls (statistics/2's inferences,
    which the machine's load does not change, where its seconds do).

    swipl scripts/request_inferences.pl OP REQUEST.json [N]

    OP is an operation of api/3 (validate, check, legal_moves, explain,
    ...); REQUEST.json its request, as the hosts send it ({"state": ...,
    "move": ...}).  docs/benchmarks.md ("Issue 34, fourth round") has its
    figures for a Flesh and Blood position.
*/
:- initialization(main, main).

:- prolog_load_context(directory, D),
   atom_concat(D, '/../rules.pl/rulecheck', M),
   use_module(M).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Op0, File|Rest]
    ->  true
    ;   format(user_error, "usage: swipl scripts/request_inferences.pl OP REQUEST.json [N]~n", []),
        halt(2)
    ),
    atom_string(Op, Op0),
    ( Rest = [N0|_] -> atom_number(N0, N) ; N = 20 ),
    read_file_to_string(File, Text, []),
    rulecheck:api(Op, Text, _),
    statistics(inferences, I0),
    forall(between(1, N, _), rulecheck:api(Op, Text, _)),
    statistics(inferences, I1),
    Mean is (I1 - I0) // N,
    format("~w ~w: ~D inferences a request (the mean of ~d)~n", [Op, File, Mean, N]).
