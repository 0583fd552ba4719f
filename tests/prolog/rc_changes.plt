/*  plunit tests of what changed from one JSON value to the next
    (rules.pl/rc_schema.pl, json_changes/3: what `apply` shows people).
    Dicts are compared by unifying: their tags are fresh variables.
*/

:- use_module(library(plunit)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rc_schema', M),
   use_module(M).

:- begin_tests(rc_changes).

test(absent_is_a_side_left_out, true(C = [_{path:"$.a", before:"(absent)"}, _{path:"$.c", after:"(absent)"}])) :-
    json_changes(_{a:"(absent)", b:1}, _{b:1, c:"(absent)"}, C).
test(null_is_a_value, true(C = [_{path:"$.n", before:null, after:0}])) :-
    json_changes(_{n:null}, _{n:0}, C).
test(lists_item_by_item_or_whole,
     true(C = [_{path:"$.l[1]", before:2, after:3}, _{path:"$.m", before:[1], after:[1, 2]}])) :-
    json_changes(_{l:[1, 2], m:[1]}, _{l:[1, 3], m:[1, 2]}, C).
test(keys_as_paths, true(C = [_{path:"$[\"a key\"]", before:1, after:2}])) :-
    json_changes(_{'a key':1}, _{'a key':2}, C).
test(a_number_of_another_type_changes, true((C = [_{path:"$.x", before:1, after:F}], F == 1.0))) :-
    json_changes(_{x:1}, _{x:1.0}, C).
test(nothing_changed, true(C = [])) :-
    json_changes(_{a:[_{b:"x"}]}, _{a:[_{b:"x"}]}, C).

:- end_tests(rc_changes).
