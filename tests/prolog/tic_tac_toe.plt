/*  The engine's whole contract, on the smallest game: tests/games/tic-tac-toe/
    (the template of docs/engine.md) registered with the engine and asked
    every question of the API, as the Python side asks them: JSON text in,
    JSON text out, through rulecheck:api/3.
*/

:- use_module(library(plunit)).
:- use_module(library(http/json)).
:- use_module(support).
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../games', Games),
   asserta(user:file_search_path(rulecheck_games, Games)),
   rulecheck:load_games.

%   ask(+Op, +Request:dict, -Reply:dict): one API question.
ask(Op, Request, Reply) :-
    atom_json_dict(Text, Request, [width(0)]),
    rulecheck:api(Op, Text, ReplyText),
    atom_json_dict(ReplyText, Reply, [value_string_as(string)]).

ok(Op, Request, Value) :-
    ask(Op, Request, Reply),
    (   get_dict(ok, Reply, Value0)
    ->  Value = Value0
    ;   throw(error(api_error(Op, Reply), _))
    ).

board(Cells, _{game:"tic-tac-toe", players:["x", "o"], turn:Turn, board:Board}) :-
    maplist(cell_value, Cells, Board),
    include(==(x), Cells, Xs), length(Xs, NX),
    include(==(o), Cells, Os), length(Os, NO),
    ( NX =:= NO -> Turn = "x" ; Turn = "o" ).

cell_value(x, "x").
cell_value(o, "o").
cell_value(-, null).

empty(S) :- board([-,-,-, -,-,-, -,-,-], S).

:- begin_tests(tic_tac_toe_api).

test(the_game_is_listed) :-
    ok(games, _{}, Games),
    assertion(memberchk("tic-tac-toe", Games)).

test(rules_in_id_order_then_the_engines) :-
    ok(rules, _{game:"tic-tac-toe"}, Rules),
    findall(Id, ( member(R, Rules), Id = R.id ), Ids),
    assertion(Ids == ["TTT-101", "TTT-102", "TTT-103", "TTT-201", "TTT-301", "TTT-302", "TTT-401", "TTT-402", "RC-001"]).

test(nine_moves_at_the_start) :-
    empty(S),
    ok(legal_moves, _{state:S}, R),
    assertion(R.count == 9),
    R.moves = [First|_],
    assertion(First.text == "x marks cell 0").

test(a_legal_move) :-
    empty(S),
    ok(check, _{state:S, move:_{player:"x", action:"mark", cell:4}}, V),
    assertion(V.legal == true).

test(two_rules_broken_at_once) :-
    board([x,-,-, -,-,-, -,-,-], S),
    ok(check, _{state:S, move:_{player:"x", action:"mark", cell:0}}, V),
    assertion(V.legal == false),
    findall(Id-Msg, ( member(X, V.violations), Id = X.rule, Msg = X.message ), Vs),
    assertion(Vs == ["TTT-101"-"it is o's turn, not x's", "TTT-102"-"cell 0 already holds x"]).

test(no_move_after_the_game) :-
    board([x,x,x, o,o,-, -,-,-], S),
    ok(check, _{state:S, move:_{player:"o", action:"mark", cell:5}}, V),
    V.violations = [X],
    assertion(X.rule == "TTT-103"),
    ok(legal_moves, _{state:S}, R),
    assertion(R.count == 0).

test(apply_gives_the_state_and_its_events) :-
    board([x,x,-, o,o,-, -,-,-], S),
    ok(apply, _{state:S, move:_{player:"x", action:"mark", cell:2}}, R),
    assertion(R.state.board == ["x", "x", "x", "o", "o", null, null, null, null]),
    assertion(R.events =@= [_{rule:"TTT-201", event:"marked", player:"x", cell:2, text:"x marks cell 2"},
                            _{rule:"TTT-301", event:"three_in_a_row", player:"x", line:[0, 1, 2],
                              text:"x has three in a row (cells [0,1,2]) and wins"}]).

test(outcome_won_and_draw) :-
    board([x,x,x, o,o,-, -,-,-], Won),
    ok(outcome, _{state:Won}, O1),
    assertion(O1.result == "won"), assertion(O1.winners == ["x"]), assertion(O1.rule == "TTT-301"),
    board([x,o,x, x,o,o, o,x,x], Draw),
    ok(outcome, _{state:Draw}, O2),
    assertion(O2.result == "draw"), assertion(O2.rule == "TTT-302").

test(validate_names_the_rule_and_the_path) :-
    board([x,x,-, -,-,-, -,-,-], S0),
    S = S0.put(turn, "o"),
    ok(validate, _{state:S}, Answer),         % what validate --json prints
    assertion(Answer =@= _{valid:false,
                           errors:[_{path:"$.turn", rule:"TTT-401", kind:"semantic",
                                     message:"x has 2 marks and o 0: x has as many as o, or one more"}]}).

test(an_invalid_state_is_bad_input) :-
    board([x,-,-, -,-,-, -,-,-], S0),
    S = S0.put(turn, "x"),
    ask(legal_moves, _{state:S}, R),
    assertion(R.error.kind == "input"),
    assertion(R.error.path == "$.turn").

test(a_malformed_move_gets_the_shared_wording) :-
    empty(S),
    ask(check, _{state:S, move:_{player:"x", action:"mark", cell:"centre"}}, R1),
    assertion(R1.error =@= _{kind:"input", in:"move", path:"$.cell", message:"cell must be an index (0, 1, ...)"}),
    ask(check, _{state:S, move:_{player:"z", action:"mark", cell:1}}, R2),
    assertion(R2.error.message == "\"z\" is not a player of this game (players: x, o)"),
    ask(check, _{state:S, move:_{player:"x", action:"jump"}}, R3),
    assertion(R3.error.message == "a move's action is one of: mark"),
    ask(check, _{state:S, move:_{player:"x", action:"mark"}}, R4),
    assertion(R4.error.message == "a mark move needs the field cell"),
    ask(check, _{state:S, move:_{player:"x", action:"mark", cell:1, colour:"red"}}, R5),
    assertion(R5.error.message == "a mark move has no field colour").

test(a_cell_off_the_board_is_a_rule_not_a_crash) :-
    empty(S),
    ok(check, _{state:S, move:_{player:"x", action:"mark", cell:9}}, V),
    V.violations = [X],
    assertion(X.message == "there is no cell 9: the cells are 0 to 8").

test(explain_walks_the_rules_with_facts_and_fixes) :-
    board([x,-,-, -,-,-, -,-,-], S),
    ok(explain, _{state:S, move:_{player:"o", action:"mark", cell:0}}, T),
    assertion(T.legal == false),
    findall(R-H, ( member(C, T.checks), R = C.rule, H = C.held ), RH),
    assertion(RH == ["TTT-102"-false, "TTT-103"-true, "TTT-101"-true]),
    T.checks = [Broken|_],
    assertion(Broken.facts == ["cell 0 holds x"]),
    assertion(Broken.fixes == ["mark an empty cell: 1, 2, 3, 4, 5, 6, 7, 8"]),
    assertion(length(T.nearest, 5)).

test(explain_after_the_game_walks_only_the_terminal_rule) :-
    board([x,x,x, o,o,-, -,-,-], S),
    ok(explain, _{state:S, move:_{player:"o", action:"mark", cell:5}}, T),
    findall(R, ( member(C, T.checks), R = C.rule ), Rs),
    assertion(Rs == ["TTT-103"]).

test(replay_a_whole_game) :-
    empty(S),
    Moves = [_{player:"x", action:"mark", cell:4}, _{player:"o", action:"mark", cell:0},
             _{player:"x", action:"mark", cell:2}, _{player:"o", action:"mark", cell:6},
             _{player:"x", action:"mark", cell:3}, _{player:"o", action:"mark", cell:5},
             _{player:"x", action:"mark", cell:1}, _{player:"o", action:"mark", cell:7},
             _{player:"x", action:"mark", cell:8}],
    ok(replay, _{state:S, moves:Moves}, R),
    assertion(R.complete == true),
    assertion(R.outcome.result == "draw").

test(replay_stops_at_an_illegal_move) :-
    empty(S),
    ok(replay, _{state:S, moves:[_{player:"x", action:"mark", cell:4},
                                 _{player:"x", action:"mark", cell:0}]}, R),
    assertion(R.complete == false),
    assertion(R.index == 1).

test(fixture_cases_in_one_request) :-
    empty(S),
    ok(cases, _{state:S, cases:[_{valid:true}, _{move:_{player:"o", action:"mark", cell:4}},
                                _{outcome:true}, _{legal_moves:true}]}, [A, B, C, D]),
    assertion(A.errors == []),
    assertion(B.legal == false),
    assertion(C.outcome.result == "ongoing"),
    assertion(length(D.moves, 9)).

test(display_model) :-
    board([x,-,-, -,o,-, -,-,-], S),
    ok(display, _{state:S}, M),
    M.zones = [Board],
    assertion(Board.layout == "grid"),
    assertion(Board.columns == 3),
    maplist([C, L]>>get_dict(label, C, L), Board.cards, Labels),
    assertion(Labels == ["x", "", "", "", "o", "", "", "", ""]),
    assertion(M.status == ["x to move"]).

test(nothing_is_hidden) :-
    empty(S),
    ok(view, _{state:S, viewer:"o"}, V),
    assertion(V.hidden == []).

test(selfplay_keeps_every_invariant) :-
    empty(S),
    forall(between(1, 20, Seed),
           (   ok(selfplay, _{state:S, seed:Seed}, R),
               assertion(R.ok == true),
               assertion(R.max_moves == 9)
           )).

test(every_event_cites_a_rule_of_the_game) :-
    empty(S0),
    forall(legal_move(tic_tac_toe, S0, M),
           (   next_events(tic_tac_toe, S0, M, _, Events),
               forall(member(event(Id, _, _), Events), tic_tac_toe:rule(Id, _, _, _, _))
           )).

:- end_tests(tic_tac_toe_api).

%   JSON objects read back are dicts whose tags are fresh variables: they
%   are compared with =@= (variant), not ==.
