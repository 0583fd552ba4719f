%   The engine's JSON readers compared (docs/benchmarks.md, "One JSON
%   reader"): SWI-Prolog's term reader (rc_json's path for the Python
%   side's text) against library(http/json), CPU time, medians; and what
%   loading the library costs once the rules are loaded.
%
%       .venv/bin/python scripts/boundary/make_requests.py /tmp/req
%       swipl scripts/boundary/json_read.pl "$(.venv/bin/python -c \
%           'from pycli import engine; print(engine.engine().compiled)')" /tmp/req/*.json
:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Dir|Files]),
    atom_concat(Dir, '/rulecheck', R),
    use_module(R),
    get_time(T0), statistics(cputime, C0),
    use_module(library(http/json)),
    get_time(T1), statistics(cputime, C1),
    LW is (T1-T0)*1000, LC is (C1-C0)*1000,
    format("library(http/json) loaded after the rules: ~2f ms wall, ~2f ms CPU~n", [LW, LC]),
    forall(member(F, Files), compare_readers(F)).

compare_readers(F) :-
    read_file_to_string(F, S, [encoding(utf8)]),
    atom_string(A, S),
    atom_length(A, Len),
    (   Len > 1000000 -> N = 5 ; N = 51 ),
    median_cpu(N, rc_json:json_value(A, _), Ours),
    median_cpu(N, atom_json_dict(A, _, [value_string_as(string)]), Library),
    rc_json:json_value(A, V1),
    atom_json_dict(A, V2, [value_string_as(string)]),
    (   V1 =@= V2 -> Same = "the same value" ; Same = "DIFFERENT values" ),
    file_base_name(F, B),
    format("~w (~D characters): term reader ~3f ms, library ~3f ms (~w)~n",
           [B, Len, Ours, Library, Same]).

median_cpu(N, Goal, Ms) :-
    findall(T, ( between(1, N, _),
                 garbage_collect,
                 statistics(cputime, A),
                 once(Goal),
                 statistics(cputime, B),
                 T is (B-A)*1000
               ), Ts),
    msort(Ts, Sorted),
    length(Sorted, L),
    I is L // 2,
    nth0(I, Sorted, Ms).
