/*  Runs plunit files, each in a child forked from this process, which
    loaded the engine and every game once (tests/test_plunit.py).

    swipl --on-error=status --on-warning=status tests/prolog/forkrun.pl

    Each line of standard input names a .plt file and, after a tab, the
    file its run's output goes to; for each, a child consults the .plt and
    runs its tests, as tests/prolog/run.sh runs one file in a process of
    its own, and this process writes one line: the child's exit status (0
    when every test passed and nothing printed a warning or an error).  A
    child imports what its file imports (a game's hooks, which two games
    export under the same names) and nothing of it reaches the next one.
    Loading the rules from source took about a second a file, 32 files
    (docs/benchmarks.md, "Issue 34, fifth round").
*/

:- use_module(library(unix)).
:- use_module(library(readutil)).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../rules.pl/rulecheck'], Main),
   use_module(Main),
   rulecheck:load_games.

:- initialization(main, main).

main :-
    set_prolog_flag(gc_thread, false),          % fork/1 wants this one thread alone
    repeat,
    read_line_to_string(user_input, Line),
    (   Line == end_of_file
    ->  !
    ;   split_string(Line, "\t", "", [File, Out]),
        fork(Child),
        (   Child == child
        ->  run_file(File, Out)
        ;   wait(Child, Status),
            status_code(Status, Code),
            format("~d~n", [Code]),
            flush_output,
            fail
        )
    ).

status_code(exited(Code), Code) :- !.
status_code(_, 99).                             % killed by a signal

%   run_file(+File, +Out): in the child, File's tests run, their report in
%   Out; the exit status is 1 if a test failed or anything printed an
%   error or a warning (as --on-error=status --on-warning=status make
%   run.sh's).

run_file(File, Out) :-
    open(Out, write, Stream),
    set_stream(Stream, alias(user_output)),
    set_stream(Stream, alias(user_error)),
    asserta((user:message_hook(_, Kind, _) :-
                 memberchk(Kind, [error, warning]),
                 flag(forkrun_problems, N, N + 1),
                 fail)),
    catch(consult(File), E, print_message(error, E)),
    (   run_tests
    ->  true
    ;   flag(forkrun_problems, N, N + 1)
    ),
    flag(forkrun_problems, Problems, Problems),
    (   Problems =:= 0 -> halt(0) ; halt(1) ).

:- multifile user:message_hook/3.
:- dynamic user:message_hook/3.
