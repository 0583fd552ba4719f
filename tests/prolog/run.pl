/*  Runs every plunit file (*.plt) in this folder: `make test` calls
    swipl -q -g run_plunit -t halt tests/prolog/run.pl
    and the exit status is non-zero when any test fails.
*/

:- use_module(library(plunit)).

:- prolog_load_context(directory, Dir),
   asserta(user:plunit_dir(Dir)).

run_plunit :-
    plunit_dir(Dir),
    directory_files(Dir, Entries),
    msort(Entries, Sorted),
    forall(( member(E, Sorted), file_name_extension(_, plt, E) ),
           ( directory_file_path(Dir, E, Path), load_files(Path, []) )),
    (   run_tests
    ->  true
    ;   halt(1)
    ).
