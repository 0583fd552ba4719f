/*  plunit tests for rules.pl/blood-bound/game.pl and rules.pl/blood-bound/
    (Blood Bound).

    Run from the repository root:
        swipl -g "consult('tests/prolog/blood_bound.plt')" -g run_tests -t halt

    Most positions are read from the game's fixtures, so the tests and the
    fixture suite look at the same states.
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).
:- use_module(library(http/json), [json_read_dict/3]).

%   bb_state(+RelativePath, -State): the state of a fixture file.

bb_state(Rel, State) :-
    fixture_state(blood_bound, Rel, State).

bb_legal(S, M) :-
    legal_move(blood_bound, S, M).

bb_rule_ids(S, M, Ids) :-
    violation_ids(blood_bound, S, M, Ids).

bb_next(S0, M, S) :-
    next_state(blood_bound, S0, M, S).

bb_offerers(S, Ps) :-
    findall(P, blood_bound:may_offer_intervention(S, P), Ps).

bb_tokens(S, P, Ts) :-
    findall(T, blood_bound:token_player_may_take(S, P, T), Ts).

%   bb_move_error(+S, +M, -Path): the path of the first problem of a
%   malformed move (rc_moves.pl, with the game's move_fields/3 and
%   move_problem/4).
bb_move_error(S, M, Path) :-
    rc_moves:move_error(blood_bound, S, M, E),
    Path = E.path.

%   bb_walked(+S, +M, -Ids): the rules explain walks for M when none is
%   broken: the gates and the action's table, less the moot rules.
bb_walked(S, M, Ids) :-
    rc_legal:checked_rules(blood_bound, S, M, [], Ids).

%   bb_facts(+S, +M, +Id, -Facts), bb_fixes(+S, +M, +Id, -Fixes): the
%   facts and fixes explain gives for rule Id, in words (rc_explain.pl).
bb_facts(S, M, Id, Facts) :-
    findall(F, rc_explain:fact_text(blood_bound, Id, S, M, F), Facts).

bb_fixes(S, M, Id, Fixes) :-
    findall(F, rc_explain:fix_text(blood_bound, Id, S, M, F), Fixes).

:- begin_tests(blood_bound_rulebook).

test(ids_unique_and_prefixed) :-
    findall(Id, blood_bound:rule(Id, _, _, _, _), Ids),
    sort(Ids, Set),
    length(Ids, N), length(Set, N),
    forall(member(Id, Ids), sub_atom(Id, 0, _, _, 'BB-')).

test(kinds_and_origins) :-
    forall(blood_bound:rule(Id, Kind, Title, Text, Origin),
           (   memberchk(Kind, [constraint, effect, state, outcome]),
               string(Title), string(Text),
               (   Origin = seed(P) -> string(P), P \== ""
               ;   Origin = ruling(P, R), string(P), string(R), R \== ""
               ),
               atom(Id)
           )).

test(every_violation_cites_a_rule) :-
    bb_state('intervention/eligibility-target-has-fan.json', S),
    forall(rc_legal:broken_rule(blood_bound, S, _{player:"eve", action:"offer"}, Id, Reason),
           ( blood_bound:rule(Id, constraint, _, _, _),
             rc_legal:reason_text(blood_bound, Reason, Msg),
             string(Msg) )).

test(every_table_rule_is_a_constraint) :-
    forall(( blood_bound:action_rules(A, Ids), member(Id, Ids) ),
           ( atom(A), blood_bound:rule(Id, constraint, _, _, _) )).

:- end_tests(blood_bound_rulebook).

:- begin_tests(blood_bound_leaders).

test(lowest_rank_leads) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:clan_leader(S, "rose", R),
    blood_bound:clan_leader(S, "beast", B),
    assertion(R == "ann"),
    assertion(B == "bob").

test(quill_makes_highest_rank_lead) :-
    bb_state('victory/quill-highest-rank-leads.json', S),
    blood_bound:clan_leader(S, "rose", R),
    blood_bound:clan_leader(S, "beast", B),
    assertion(R == "eve"),
    assertion(B == "bob").

test(no_leader_of_the_secret_order, [fail]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:clan_leader(S, "order", _).

:- end_tests(blood_bound_leaders).

:- begin_tests(blood_bound_intervention).

test(eligible_without_fan, [true(Ps == ["cat", "dan"])]) :-
    bb_state('intervention/eligibility-no-fan.json', S),
    bb_offerers(S, Ps).

test(nobody_with_fan, [true(Ps == [])]) :-
    bb_state('intervention/eligibility-target-has-fan.json', S),
    bb_offerers(S, Ps).

test(inquisitor_attacking, [true(Ps == ["ann", "bob", "dan", "eve", "fay"])]) :-
    bb_state('intervention/eligibility-inquisitor-attacks.json', S),
    bb_offerers(S, Ps).

test(offered_players_do_not_offer_again, [true(Ps == ["eve", "fay"])]) :-
    bb_state('intervention/choosing-an-offer.json', S),
    bb_offerers(S, Ps).

test(nobody_outside_the_window, [true(Ps == [])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_offerers(S, Ps).

test(all_reasons_reported, [true(Ids == ['BB-302', 'BB-303', 'BB-304'])]) :-
    bb_state('intervention/eligibility-shielded-attacker-fan-target.json', S),
    bb_rule_ids(S, _{player:"fay", action:"offer"}, Ids).

:- end_tests(blood_bound_intervention).

:- begin_tests(blood_bound_wounds).

test(default_icons) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:player_icons(S, "ann", Elder),
    blood_bound:player_icons(S, "bob", Assassin),
    blood_bound:player_icons(S, "dan", Berserker),
    assertion(Elder == ["rose", "rose"]),
    assertion(Assassin == ["unknown", "unknown"]),
    assertion(Berserker == ["beast", "unknown"]).

test(inquisitor_icons_wild, [true(I == ["wild", "wild"])]) :-
    bb_state('setup/valid-seven-player-with-inquisitor.json', S),
    blood_bound:player_icons(S, "gus", I).

test(matching_tokens, [true(Ts == ["rank", "beast", "unknown"])]) :-
    bb_state('wounds/matching-symbols.json', S),
    bb_tokens(S, "dan", Ts).

test(intervener_rank_only, [true(Ts == ["rank"])]) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    bb_tokens(S, "cat", Ts).

test(staff_unknown_only, [true(Ts == ["rank", "unknown"])]) :-
    bb_state('wounds/staff-forces-unknown.json', S),
    bb_tokens(S, "ann", Ts).

test(wild_any, [true(Ts == ["rank", "rose", "beast", "unknown"])]) :-
    bb_state('wounds/inquisitor-wild-icons.json', S),
    bb_tokens(S, "gus", Ts).

test(empty_supply, [true(Ts == ["rank", "beast"])]) :-
    bb_state('wounds/supply-empty.json', S),
    bb_tokens(S, "dan", Ts).

test(wound_count, [true(N == 3)]) :-
    bb_state('capture/attack-fourth-wound.json', S),
    blood_bound:wounds(S, "bob", N).

:- end_tests(blood_bound_wounds).

:- begin_tests(blood_bound_flow).

test(decline_at_three_wounds_captures) :-
    bb_state('capture/attack-fourth-wound.json', S0),
    M = _{player:"bob", action:"decline"},
    assertion(bb_legal(S0, M)),
    bb_next(S0, M, S),
    assertion(S.captured.player == "bob"),
    assertion(S.captured.by == "ann"),
    blood_bound:outcome(S, O),
    assertion(O.rule == 'BB-602'),
    assertion(O.winners == ["ann", "cat", "eve"]).

test(assassin_two_wounds_then_dagger) :-
    bb_state('abilities/assassin.json', S0),
    bb_next(S0, _{player:"bob", action:"assassinate", victim:"dan"}, S1),
    bb_next(S1, _{player:"dan", action:"take_token", token:"rank"}, S2),
    assertion(S2.pending.stage == "wound"),
    assertion(S2.pending.wounds == 1),
    bb_next(S2, _{player:"dan", action:"take_token", token:"beast"}, S3),
    assertion(S3.pending == null),
    assertion(S3.dagger == "dan").

test(next_is_deterministic) :-
    bb_state('abilities/inquisitor-deals-curses.json', S0),
    M = _{player:"gus", action:"curse", true_curse:"bob", false_curses:["ann", "fay"]},
    bb_next(S0, M, S),
    assertion(S.curse_supply =@= _{true:0, false:0}).

test(outcome_ongoing, [true(R == "ongoing")]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:outcome(S, O),
    get_dict(result, O, R).

test(every_fixture_state_has_stable_candidates) :-
    forall(member(F, ['setup/valid-six-player-opening.json',
                      'intervention/choosing-an-offer.json',
                      'abilities/harlequin.json']),
           (   bb_state(F, S),
               findall(M, blood_bound:candidate(S, M), Ms1),
               findall(M, blood_bound:candidate(S, M), Ms2),
               Ms1 =@= Ms2
           )).

:- end_tests(blood_bound_flow).

:- begin_tests(blood_bound_move_errors).

test(unknown_action) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_move_error(S, _{player:"ann", action:"stab", target:"bob"}, Path),
    assertion(Path == "$.action").

test(missing_field, [true(Path == "$.target")]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_move_error(S, _{player:"ann", action:"attack"}, Path).

test(extra_field, [true(Path == "$.victim")]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_move_error(S, _{player:"ann", action:"attack", target:"bob", victim:"cat"}, Path).

test(bad_token, [true(Path == "$.token")]) :-
    bb_state('wounds/matching-symbols.json', S),
    bb_move_error(S, _{player:"dan", action:"take_token", token:"cross"}, Path).

test(seating_order, [true(Path == "$.players")]) :-
    bb_state('abilities/harlequin.json', S),
    bb_move_error(S, _{player:"cat", action:"look", players:["fay", "ann"]}, Path).

test(well_formed, [fail]) :-
    bb_state('abilities/harlequin.json', S),
    bb_move_error(S, _{player:"cat", action:"look", players:["ann", "fay"]}, _).

:- end_tests(blood_bound_move_errors).

:- begin_tests(blood_bound_explanations).

test(attack_checks_in_rulebook_order,
     [true(Ids == ['BB-209', 'BB-210', 'BB-201', 'BB-202', 'BB-204'])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_walked(S, _{player:"ann", action:"attack", target:"bob"}, Ids).

test(inquisitor_attack_also_checks_three_wounds,
     [true(Ids == ['BB-209', 'BB-210', 'BB-201', 'BB-202', 'BB-204', 'BB-205'])]) :-
    bb_state('dagger/inquisitor-three-wounds.json', S),
    bb_walked(S, _{player:"gus", action:"attack", target:"bob"}, Ids).

test(after_capture_only_the_end_of_the_game, [true(Ids == ['BB-209'])]) :-
    bb_state('capture/no-move-after-capture.json', S),
    M = _{player:"ann", action:"attack", target:"cat"},
    rulecheck:violations(blood_bound, S, M, Vs),
    rc_legal:checked_rules(blood_bound, S, M, Vs, Ids).

test(stranger_only_names, [true(Ids == ['BB-209', 'BB-210'])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    M = _{player:"ann", action:"attack", target:"zed"},
    rulecheck:violations(blood_bound, S, M, Vs),
    rc_legal:checked_rules(blood_bound, S, M, Vs, Walked),
    sort(Walked, Ids).

test(token_rules_for_the_intervener,
     [true(Ids == ['BB-209', 'BB-210', 'BB-401', 'BB-402', 'BB-403', 'BB-406'])]) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    bb_walked(S, _{player:"cat", action:"take_token", token:"rose"}, Ids).

test(facts_name_the_inquisitor_and_wounds) :-
    bb_state('dagger/inquisitor-three-wounds.json', S),
    bb_facts(S, _{player:"gus", action:"attack", target:"bob"}, 'BB-205', Facts),
    assertion(Facts == ["gus is the Inquisitor; bob has 3 wound(s)"]).

test(facts_are_det) :-
    bb_state('intervention/choosing-an-offer.json', S),
    bb_facts(S, _{player:"bob", action:"accept", intervener:"eve"}, 'BB-305', Facts),
    assertion(Facts = [_]).

test(every_checked_rule_has_facts) :-
    bb_state('intervention/eligibility-shielded-attacker-fan-target.json', S),
    M = _{player:"fay", action:"offer"},
    rulecheck:violations(blood_bound, S, M, Vs),
    rc_legal:checked_rules(blood_bound, S, M, Vs, Ids),
    forall(member(Id, Ids),
           ( bb_facts(S, M, Id, Fs), assertion(Fs \== []) )).

test(repair_revealed_rank) :-
    bb_state('intervention/eligibility-shielded-attacker-fan-target.json', S),
    bb_fixes(S, _{player:"fay", action:"offer"}, 'BB-302', Fs),
    assertion(memberchk("the rank token is already revealed, so fay cannot intervene", Fs)).

test(repair_intervener_takes_rank) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    bb_fixes(S, _{player:"cat", action:"take_token", token:"unknown"}, 'BB-403', Fs),
    assertion(Fs == ["take the rank token: an intervener must reveal his rank"]).

test(repair_heal_nothing) :-
    bb_state('abilities/alchemist-nothing-to-heal.json', S),
    bb_fixes(S, _{player:"cat", action:"heal"}, 'BB-543', Fs),
    assertion(Fs == ["bob has no wound to heal: wound him instead, or skip"]).

test(repair_shield_names_targets) :-
    bb_state('dagger/shield-holder-cannot-be-attacked.json', S),
    bb_fixes(S, _{player:"ann", action:"attack", target:"bob"}, 'BB-204', Fs),
    assertion(memberchk("attack a player who holds no Shield: cat, dan, eve, fay", Fs)).

test(every_broken_rule_has_a_fix) :-
    forall(( member(F-M, ['dagger/inquisitor-three-wounds.json'-_{player:"gus", action:"attack", target:"bob"},
                          'wounds/intervener-takes-rank.json'-_{player:"cat", action:"take_token", token:"rose"},
                          'capture/no-move-after-capture.json'-_{player:"ann", action:"pass", to:"cat"},
                          'setup/valid-six-player-opening.json'-_{player:"bob", action:"compel", victim:"bob"}]),
             bb_state(F, S),
             rc_legal:broken_rule(blood_bound, S, M, Id, _) ),
           (   bb_fixes(S, M, Id, Xs),
               assertion(Xs \== [])
           )).

test(moot_rules_are_the_table_rules_that_do_not_concern_the_move) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    M = _{player:"cat", action:"take_token", token:"rose"},
    findall(Id, ( blood_bound:action_rules(take_token, Ids), member(Id, Ids),
                  blood_bound:moot(Id, S, M) ), Moot),
    assertion(Moot == ['BB-404', 'BB-405']).

:- end_tests(blood_bound_explanations).

:- begin_tests(blood_bound_hidden).

bb_hidden(S, V, Ps) :-
    findall(P, blood_bound:hidden(S, V, P), Ps).

test(others_cards_hidden_at_the_start,
     [true(Ps == [[players, 1, character], [players, 2, character], [players, 3, character],
                  [players, 4, character], [players, 5, character]])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_hidden(S, "ann", Ps).

test(revealed_rank_shows_the_character_not_the_clan) :-
    bb_state('abilities/harlequin.json', S),
    bb_hidden(S, "ann", Ps),
    assertion(memberchk([players, 2, character, clan], Ps)),
    assertion(\+ memberchk([players, 2, character], Ps)).

test(revealed_inquisitor_is_known) :-
    bb_state('abilities/inquisitor-deals-curses.json', S),
    bb_hidden(S, "ann", Ps),
    assertion(\+ ( member(P, Ps), P = [players, 6|_] )).

test(captured_card_face_up) :-
    bb_state('capture/no-move-after-capture.json', S),
    S.captured.player == "bob",
    bb_hidden(S, "ann", Ps),
    assertion(\+ ( member(P, Ps), P = [players, 1|_] )).

test(curses_face_down_but_to_the_inquisitor) :-
    bb_state('victory/true-curse-on-winning-leader.json', S),
    bb_hidden(S, "ann", Ps),
    assertion(memberchk([players, 0, cards, 0], Ps)),
    bb_hidden(S, "gus", Gs),
    assertion(\+ ( member(P, Gs), P = [_, _, cards, _] )).

test(wounded_players_token_depends_on_his_card) :-
    bb_state('wounds/matching-symbols.json', S),
    S.pending.wounded == "dan",
    assertion(blood_bound:depends_on_hidden(S, "ann", _{player:"dan", action:"take_token", token:"rose"}, _)),
    assertion(\+ blood_bound:depends_on_hidden(S, "dan", _{player:"dan", action:"take_token", token:"rose"}, _)),
    assertion(\+ blood_bound:depends_on_hidden(S, "ann", _{player:"dan", action:"take_token", token:"rank"}, _)).

test(attack_on_three_wounds_depends_on_the_attacker) :-
    bb_state('dagger/clan-player-attacks-three-wounds.json', S),
    dagger_of(S, D),
    assertion(blood_bound:depends_on_hidden(S, "cat", _{player:D, action:"attack", target:"bob"}, _)),
    assertion(\+ blood_bound:depends_on_hidden(S, D, _{player:D, action:"attack", target:"bob"}, _)).

dagger_of(S, D) :- get_dict(dagger, S, D).

%   Answers given to a viewer (rc_explain.pl, explain/5): the rules whose
%   verdict turns on a card he cannot see are not cited, nor the facts
%   and events that tell it.

bb_checked(Tree, Ids) :-
    findall(Id, ( member(C, Tree.checks), Id = C.rule ), Ids).

test(intervener_token_cites_no_icon_rule_to_others) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    M = _{player:"cat", action:"take_token", token:"rose"},
    rc_explain:explain(blood_bound, S, null, M, Judge),
    bb_checked(Judge, JIds),
    assertion(memberchk('BB-402', JIds)),
    rc_explain:explain(blood_bound, S, "ann", M, Ann),
    assertion(Ann.legal == false),
    bb_checked(Ann, AIds),
    assertion(\+ memberchk('BB-402', AIds)),
    assertion(memberchk('BB-406', AIds)),          % his rank is hidden: it does not read the icons
    assertion(memberchk('BB-403', AIds)),
    rc_explain:explain(blood_bound, S, "cat", M, Cat),
    bb_checked(Cat, CIds),
    assertion(memberchk('BB-402', CIds)).

test(rank_token_tells_no_icon_and_no_character_to_others) :-
    bb_state('wounds/matching-symbols.json', S),
    M = _{player:"dan", action:"take_token", token:"rank"},
    rc_explain:explain(blood_bound, S, "ann", M, T),
    assertion(T.legal == true),
    format(string(Said), "~q", [T.checks-T.effects]),
    assertion(\+ sub_string(Said, _, _, _, "icons beast")),
    assertion(\+ sub_string(Said, _, _, _, "Berserker's")),
    assertion(\+ sub_string(Said, _, _, _, "rank 7")),
    rc_explain:explain(blood_bound, S, "dan", M, D),
    format(string(DSaid), "~q", [D.checks-D.effects]),
    assertion(sub_string(DSaid, _, _, _, "icons beast")),
    assertion(sub_string(DSaid, _, _, _, "rank 7")).

test(only_hidden_rules_broken_is_never_legal_to_a_viewer) :-
    bb_state('wounds/matching-symbols.json', S),
    M = _{player:"dan", action:"take_token", token:"rose"},
    rc_explain:explain(blood_bound, S, "ann", M, T),
    assertion(T.legal == null),
    assertion(string(T.depends_on_hidden)).

test(ability_rules_of_a_hidden_rank_are_not_cited) :-
    bb_state('setup/valid-six-player-opening.json', S),
    S.dagger = D,
    M = _{player:D, action:"assassinate", victim:"ann"},
    (   D == "ann" -> V = "bob" ; V = "ann" ),
    rc_explain:explain(blood_bound, S, V, M, T),
    assertion(T.legal == false),
    bb_checked(T, Ids),
    assertion(\+ ( member(Id, Ids), memberchk(Id, ['BB-502', 'BB-503']) )).

:- end_tests(blood_bound_hidden).

:- begin_tests(blood_bound_conservation).

bb_bag(S, Bag) :-
    blood_bound:inventory(S, Bag0),
    msort(Bag0, Bag).

%   Random legal play from S for N moves (or to the end of the game),
%   checking after every legal move of every position that the box is
%   conserved.
bb_conserved_walk(_, 0) :- !.
bb_conserved_walk(S, N) :-
    bb_bag(S, Bag),
    findall(M, bb_legal(S, M), Ms),
    forall(member(M, Ms),
           ( bb_next(S, M, S1),
             bb_bag(S1, Bag1),
             assertion(Bag1 == Bag) )),
    (   Ms == []
    ->  true
    ;   random_member(M, Ms),
        bb_next(S, M, S1),
        N1 is N - 1,
        bb_conserved_walk(S1, N1)
    ).

test(box_of_a_seven_player_game) :-
    bb_state('abilities/inquisitor-deals-curses.json', S),
    bb_bag(S, Bag),
    aggregate_all(count, member(token(unknown), Bag), U), assertion(U == 20),
    aggregate_all(count, member(card(staff), Bag), St), assertion(St == 6),
    aggregate_all(count, member(card('curse-false'), Bag), F), assertion(F == 2),
    aggregate_all(count, member(rank_token(_), Bag), R), assertion(R == 7),
    assertion(memberchk(dagger, Bag)).

test(curse_deal_is_conserved) :-
    bb_state('abilities/inquisitor-deals-curses.json', S0),
    M = _{player:"gus", action:"curse", true_curse:"bob", false_curses:["ann", "fay"]},
    bb_next(S0, M, S),
    bb_bag(S0, B0), bb_bag(S, B),
    assertion(B == B0).

test(conserved_over_random_play) :-
    rc_random:random_seed(7),
    forall(member(F, ['setup/valid-six-player-opening.json',
                      'abilities/inquisitor-deals-curses.json',
                      'abilities/guardian.json',
                      'abilities/assassin.json']),
           ( bb_state(F, S), bb_conserved_walk(S, 40) )).

test(catches_a_curse_card_in_two_places) :-
    bb_state('abilities/inquisitor-deals-curses.json', S0),
    % a false curse dealt to ann but still counted in the curse supply
    S0.players = [Ann0|Rest],
    Ann = Ann0.put(cards, ["curse-false"]),
    S = S0.put(players, [Ann|Rest]),
    bb_bag(S0, B0), bb_bag(S, B),
    assertion(B \== B0).

test(catches_a_token_in_two_places) :-
    bb_state('setup/valid-six-player-opening.json', S0),
    % a rose token on ann's card that never left the supply
    S0.players = [Ann0|Rest],
    Ann = Ann0.put(tokens, ["rose"]),
    S = S0.put(players, [Ann|Rest]),
    bb_bag(S0, B0), bb_bag(S, B),
    assertion(B \== B0).

test(catches_a_card_given_from_an_empty_supply) :-
    bb_state('setup/valid-six-player-opening.json', S0),
    % both Quills are out; a third one is one card too many
    S0.players = [Ann0, Bob0|Rest],
    S1 = S0.put(players, [Ann0.put(cards, ["quill"]), Bob0.put(cards, ["quill"])|Rest]),
    S2 = S0.put(players, [Ann0.put(cards, ["quill", "quill"]), Bob0.put(cards, ["quill"])|Rest]),
    bb_bag(S1, B1), bb_bag(S2, B2),
    assertion(B1 \== B2).

:- end_tests(blood_bound_conservation).

:- begin_tests(blood_bound_events).

%   Every event cites a rule of the game; the moves' effects are told in
%   order, with who did what and why.

bb_events(F, M, S, Events) :-
    bb_state(F, S0),
    next_events(blood_bound, S0, M, S, Events).

test(every_event_cites_a_rule) :-
    forall(member(F, ['setup/valid-six-player-opening.json',
                      'intervention/choosing-an-offer.json',
                      'wounds/matching-symbols.json',
                      'abilities/assassin.json',
                      'abilities/inquisitor-deals-curses.json',
                      'capture/attack-fourth-wound.json']),
           (   bb_state(F, S0),
               forall(bb_legal(S0, M),
                      (   next_events(blood_bound, S0, M, _, Events),
                          assertion(Events \== []),
                          forall(member(event(Id, Kind, Fields), Events),
                                 assertion(( blood_bound:rule(Id, _, _, _, _), atom(Kind), is_dict(Fields) )))
                      ))
           )).

test(the_events_of_next_and_next_state_agree) :-
    forall(member(F, ['intervention/choosing-an-offer.json', 'abilities/guardian.json',
                      'capture/attack-fourth-wound.json']),
           (   bb_state(F, S0),
               forall(bb_legal(S0, M),
                      (   bb_next(S0, M, S1),
                          next_events(blood_bound, S0, M, S2, _),
                          assertion(S1 =@= S2)  % dict tags are fresh variables
                      ))
           )).

test(an_attack_is_declared) :-
    bb_events('setup/valid-six-player-opening.json', _{player:"ann", action:"attack", target:"bob"}, _, Events),
    assertion(Events = [event('BB-206', attack_declared, _{attacker:"ann", target:"bob"})]).

test(passing_the_dagger) :-
    bb_events('setup/valid-six-player-opening.json', _{player:"ann", action:"pass", to:"cat"}, S, Events),
    assertion(Events = [event('BB-207', dagger_passed, _{from:"ann", to:"cat"})]),
    assertion(S.dagger == "cat").

test(the_intervener_takes_the_wound) :-
    bb_events('intervention/choosing-an-offer.json', _{player:"bob", action:"accept", intervener:"eve"}, _, Events),
    Events = [event('BB-307', intervention_accepted, A), event('BB-307', wound, W)],
    assertion(A.intervener == "eve"),
    assertion(W.player == "eve"),
    assertion(W.source == "attack").

test(a_token_is_taken_and_the_dagger_passes) :-
    bb_events('wounds/matching-symbols.json', _{player:"dan", action:"take_token", token:"beast"}, S, Events),
    Events = [event('BB-408', token_taken, T)|_],
    assertion(T.player == "dan"),
    assertion(T.token == "beast"),
    last(Events, event('BB-208', attack_ended, E)),
    assertion(E.dagger_to == S.dagger).

test(the_assassin_deals_two_wounds) :-
    bb_events('abilities/assassin.json', _{player:"bob", action:"assassinate", victim:"dan"}, _, Events),
    Events = [event('BB-520', wound, W)],
    assertion(W.wounds == 2),
    assertion(W.by == "bob").

test(a_rank_revealed_by_an_ability_gives_no_ability) :-
    bb_state('abilities/assassin.json', S0),
    bb_next(S0, _{player:"bob", action:"assassinate", victim:"dan"}, S1),
    next_events(blood_bound, S1, _{player:"dan", action:"take_token", token:"rank"}, _, Events),
    event_rules(Events, Ids),
    assertion(Ids == ['BB-408', 'BB-509', 'BB-520']).

test(the_curses_are_dealt) :-
    bb_events('abilities/inquisitor-deals-curses.json',
              _{player:"gus", action:"curse", true_curse:"bob", false_curses:["ann", "fay"]}, _, Events),
    Events = [event('BB-595', curses_dealt, D)|_],
    assertion(D.true_curse == "bob"),
    assertion(D.false_curses == ["ann", "fay"]).

test(the_fourth_wound_captures_and_decides_the_game) :-
    bb_events('capture/attack-fourth-wound.json', _{player:"bob", action:"decline"}, S, Events),
    event_rules(Events, Ids),
    assertion(Ids == ['BB-307', 'BB-407', 'BB-606', 'BB-600', 'BB-601', 'BB-602']),
    memberchk(event('BB-407', captured, C), Events),
    assertion(C.player == "bob"),
    assertion(C.by == "ann"),
    last(Events, event(Rule, _, W)),
    blood_bound:outcome(S, O),
    assertion(Rule == O.rule),
    assertion(W.winners == O.winners).

test(the_true_curse_steals_the_win) :-
    bb_state('victory/true-curse-on-winning-leader.json', S),
    blood_bound:captured(S, C),
    phrase(blood_bound:capture_result(S, C, O), Events),
    event_rules(Events, Ids),
    assertion(O.rule == 'BB-605'),
    assertion(append(_, ['BB-605'], Ids)),
    assertion(memberchk('BB-601', Ids)),
    last(Events, event(_, win_stolen, W)),
    assertion(W.winners == O.winners).

:- end_tests(blood_bound_events).

:- begin_tests(blood_bound_display).

leader_markers(Model, Pairs) :-
    findall(N-M, ( member(P, Model.players), get_dict(name, P, N),
                   member(M, P.markers), sub_string(M, 0, _, _, "leader") ),
            Pairs).

character_card(Model, Name, Card) :-
    format(string(Id), "~w-character", [Name]),
    member(Z, Model.zones), Z.id == Id, !,
    Z.cards = [Card].

test(leaders_only_for_a_judge) :-
    bb_state('victory/quill-highest-rank-leads.json', S),
    shown(blood_bound, S, null, Judge),
    leader_markers(Judge, Leaders0),
    assertion(length(Leaders0, 2)),
    assertion(memberchk("eve"-"leader of the Rose (Quill)", Leaders0)),
    shown(blood_bound, S, "ann", Ann),
    leader_markers(Ann, Leaders),
    assertion(Leaders == []).

test(hidden_characters_are_not_in_the_model) :-
    bb_state('setup/valid-six-player-opening.json', S),
    shown(blood_bound, S, "ann", M),
    character_card(M, "ann", Own),
    character_card(M, "bob", Other),
    assertion(sub_string(Own.label, _, _, 0, "Elder")),
    assertion(Own.facts == ["icons rose/rose"]),
    assertion(Other =@= _{id:null, label:"hidden", counters:[], markers:["hidden"], facts:[]}).

test(revealed_rank_shows_the_role_not_the_clan) :-
    bb_state('abilities/harlequin.json', S),
    shown(blood_bound, S, "ann", M),
    nth0(2, M.players, P),
    character_card(M, P.name, C),
    assertion(sub_string(C.label, 0, _, _, "? ")),
    assertion(\+ ( member(F, C.facts), sub_string(F, 0, _, _, "icons") )).

:- end_tests(blood_bound_display).

:- begin_tests(blood_bound_normalisation).

short_state(_{game:"blood-bound",
              players:[_{name:"ann", character:"Rose Elder"},
                       _{name:"bob", character:"beast ASSASSIN", tokens:["unknown"]},
                       _{name:"cat", character:_{clan:"rose", rank:4}},
                       _{name:"dan", character:"Beast Mage", cards:["Fan", "staff"]},
                       _{name:"eve", character:"Rose Guardian", cards:["Sword 1"]},
                       _{name:"fay", character:"Beast Courtesan", cards:["shield 1"]},
                       _{name:"gus", character:"Inquisitor"}],
              pending:_{attacker:"ann", target:"bob"},
              curse_supply:_{false:2}}).

test(defaults_filled) :-
    short_state(S0),
    blood_bound:normalized(S0, S),
    S.players = [Ann, Bob, _, Dan, _, Fay, Gus],
    assertion(Ann =@= _{name:"ann", character:_{clan:"rose", rank:1}, tokens:[]}),
    assertion(Bob.character =@= _{clan:"beast", rank:2}),
    assertion(Dan.cards == ["fan", "staff"]),
    assertion(Fay.cards == ["shield-1"]),
    assertion(Gus.character =@= _{clan:"order"}),
    assertion(S.supply =@= _{rose:13, beast:13, unknown:19}),
    assertion(S.curse_supply =@= _{true:1, false:2}),
    assertion(S.dagger == "ann"),
    assertion(S.pending.stage == "offers"),
    assertion(S.captured == null).

test(normal_form_is_a_fixpoint) :-
    short_state(S0),
    blood_bound:normalized(S0, S1),
    blood_bound:normalized(S1, S2),
    assertion(S2 =@= S1),
    state_errors(blood_bound, S1, Errors),
    assertion(Errors == []).

test(fixtures_are_full, [forall(member(F, ['setup/valid-six-player-opening.json',
                                            'intervention/choosing-an-offer.json',
                                            'abilities/inquisitor-deals-curses.json',
                                            'victory/true-curse-on-winning-leader.json']))]) :-
    bb_state(F, S),
    blood_bound:normalized(S, N),
    assertion(N =@= S).

test(stage_from_the_fields, [true(Stages == ["ability", "wound", "offers"])]) :-
    short_state(S0),
    findall(Stage,
            ( member(A, [_{attacker:"ann", target:"bob", user:"bob"},
                         _{attacker:"ann", target:"bob", wounded:"bob"},
                         _{attacker:"ann", target:"bob"}]),
              blood_bound:normalized(S0.put(pending, A), S),
              Stage = S.pending.stage ),
            Stages).

test(supply_counts_the_cards_tokens) :-
    short_state(S0),
    S0.players = [A, B|Rest],
    blood_bound:normalized(S0.put(players, [A.put(tokens, ["rank", "rose"]), B|Rest]), S),
    assertion(S.supply =@= _{rose:12, beast:13, unknown:19}).

test(unknown_character, [throws(rc_error("input", "state", "$.players[0].character", _))]) :-
    short_state(S0),
    S0.players = [A|Rest],
    blood_bound:normalized(S0.put(players, [A.put(character, "Rose Eldr")|Rest]), _).

test(unknown_card, [throws(rc_error("input", "state", "$.players[3].cards[1]", _))]) :-
    short_state(S0),
    nth0(3, S0.players, D),
    S0.players = [A, B, C, _|Rest],
    blood_bound:normalized(S0.put(players, [A, B, C, D.put(cards, ["fan", "Sheild"])|Rest]), _).

:- end_tests(blood_bound_normalisation).

:- begin_tests(blood_bound_catalog).

test(the_box, [true(N-Cards == 19-9)]) :-
    findall(E, ( blood_bound:catalog_card(_, E), E.kind == "character" ), Chars),
    length(Chars, N),
    findall(E, ( blood_bound:catalog_card(_, E), E.kind == "ability card" ), Abilities),
    length(Abilities, Cards).

test(keys_are_name_keys) :-
    forall(blood_bound:catalog_card(K, E),
           ( rc_cards:name_key(E.name, K0), K == K0 )).

test(ability_cards_are_the_box, [true(Ids == Box)]) :-
    findall(Id, ( blood_bound:catalog_card(_, E), get_dict(id, E, Id) ), Ids0),
    msort(Ids0, Ids),
    findall(C, blood_bound:box_cards(C, _), Box0),
    msort(Box0, Box).

test(harlequin_clue_is_the_rival_clan, [true(Clue == "beast")]) :-
    blood_bound:catalog_card('rose harlequin', E),
    Clue = E.clue.

:- end_tests(blood_bound_catalog).

:- begin_tests(blood_bound_new_game).

new(Options, Seed, S) :-
    rc_random:random_seed(Seed),
    blood_bound:new_game(Options, S0),
    blood_bound:normalized(S0, S).

test(every_count_valid, [forall(between(6, 12, N))]) :-
    new(_{players:N}, N, S),
    state_errors(blood_bound, S, Errors),
    assertion(Errors == []),
    length(S.players, N),
    blood_bound:outcome(S, O),
    assertion(O.result == "ongoing").

test(inquisitor_for_odd_counts, [forall(member(N-Inq-False, [6-0-none, 7-1-1, 9-1-2, 11-1-3, 12-0-none]))]) :-
    new(_{players:N}, 1, S),
    blood_bound:clan_members(S, "order", O),
    length(O, Inq),
    (   False == none
    ->  assertion(\+ get_dict(curse_supply, S, _))
    ;   assertion(S.curse_supply =@= _{true:1, false:False})
    ).

test(same_seed_same_position) :-
    new(_{players:["a", "b", "c", "d", "e", "f", "g"]}, 9, S1),
    new(_{players:["a", "b", "c", "d", "e", "f", "g"]}, 9, S2),
    assertion(S1 =@= S2).

test(false_curses_choice, [true(F == 0)]) :-
    new(_{players:9, choices:_{false_curses:["0"]}}, 1, S),
    F = S.curse_supply.false.

test(too_few, [throws(rc_error("input", "OPTIONS", "$.players", _))]) :-
    new(_{players:5}, 1, _).

test(too_many_names, [throws(rc_error("input", "OPTIONS", "$.players", _))]) :-
    numlist(1, 13, Ns),
    maplist([N, S]>>format(string(S), "p~d", [N]), Ns, Names),
    new(_{players:Names}, 1, _).

test(unknown_choice, [throws(rc_error("input", "OPTIONS", "$.choices", _))]) :-
    new(_{players:6, choices:_{hero:["x"]}}, 1, _).

test(no_curses_at_an_even_table, [throws(rc_error("input", "OPTIONS", "$.choices.false_curses", _))]) :-
    new(_{players:6, choices:_{false_curses:["1"]}}, 1, _).

:- end_tests(blood_bound_new_game).

:- begin_tests(blood_bound_event_words).

%   Every event of every legal move of every fixture position is put in
%   words by the game (never the engine's "kind: field value" fallback).
fixture_position(S) :-
    support:fixtures_dir(Fixtures),
    atomic_list_concat([Fixtures, '/blood-bound'], Dir),
    directory_member(Dir, File, [extensions([json]), recursive(true)]),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, V, [value_string_as(string)]),
                       close(In)),
    (   get_dict(state, V, S0) -> true ; get_dict(initial, V, S0) ),
    state_errors(blood_bound, S0, []),
    S = S0.

test(every_event_in_words) :-
    forall(( fixture_position(S0),
             legal_move(blood_bound, S0, M),
             next_events(blood_bound, S0, M, _, Events),
             member(event(_, Kind, Fields), Events) ),
           assertion(phrase(blood_bound:message(event(Kind, Fields, S0)), [_|_]))).

:- end_tests(blood_bound_event_words).

:- begin_tests(blood_bound_words).

bb_message(S, M, Id, Msg) :-
    rulecheck:violations(blood_bound, S, M, Vs),
    memberchk(Id-Msg, Vs).

bb_offers_stage(S) :-
    bb_state('wounds/matching-symbols.json', S0),
    S = S0.put(pending, _{attacker:"ann", target:"dan", stage:"offers", offers:[],
                          intervener:null}).

test(another_player_attacks_while_an_attack_is_resolved) :-
    bb_offers_stage(S),
    bb_message(S, _{player:"bob", action:"attack", target:"cat"}, 'BB-201', Msg),
    assertion(sub_string(Msg, _, _, _, "ann's attack is still being resolved")),
    assertion(\+ sub_string(Msg, _, _, _, "only he")).

test(the_dagger_holder_is_named_not_he) :-
    bb_state('setup/valid-six-player-opening.json', S),
    S.dagger = D,
    (   D == "ann" -> P = "bob" ; P = "ann" ),
    bb_message(S, _{player:P, action:"pass", to:D}, 'BB-201', Msg),
    format(string(Want), "~w holds the dagger; only ~w attacks or passes it", [D, D]),
    assertion(Msg == Want).

test(offer_outside_the_window_names_nobody) :-
    bb_state('wounds/matching-symbols.json', S),
    blood_bound:move_text(S, _{player:"bob", action:"offer"}, T),
    assertion(T == "bob offers to intervene"),
    bb_offers_stage(S1),
    blood_bound:move_text(S1, _{player:"bob", action:"offer"}, T1),
    assertion(T1 == "bob offers to intervene for dan").

test(an_unknown_token) :-
    rc_legal:reason_text(blood_bound, no_matching_icon("unknown", "dan", ["rose", "beast"], []), T),
    assertion(sub_string(T, 0, _, _, "an unknown token matches none")),
    rc_legal:reason_text(blood_bound, fact(staff_and_token("dan", "unknown")), F),
    assertion(sub_string(F, _, _, _, "takes an unknown token")).

test(listing_reasons_do_not_name_the_fitting_tokens) :-
    bb_state('wounds/matching-symbols.json', S),
    rc_explain:hidden_notes(blood_bound, S, "ann", Notes),
    assertion(Notes == ["which affiliation tokens dan may take depends on the icons of his character card, which ann cannot see"]),
    rc_explain:hidden_notes(blood_bound, S, "dan", []).

test(inquisitor_attack_offered_and_refused) :-
    bb_state('dagger/inquisitor-three-wounds.json', S),
    M = _{player:"gus", action:"attack", target:"bob"},
    assertion(blood_bound:candidate(S, M)),
    assertion(\+ bb_legal(S, M)).

test(no_ability_now_does_not_deny_the_reveal) :-
    bb_state('setup/valid-six-player-opening.json', S),
    S.dagger = D,
    bb_message(S, _{player:D, action:"curse", true_curse:"ann"}, 'BB-501', Msg),
    assertion(\+ sub_string(Msg, _, _, _, "has not just revealed")).

test(curse_supply_left_out_with_the_inquisitor, [true(CS =@= _{true:1, false:0})]) :-
    bb_state('short/inquisitor-curse-supply-left-out.json', S0),
    assertion(\+ get_dict(curse_supply, S0, _)),
    blood_bound:normalized(S0, S),
    CS = S.curse_supply.

:- end_tests(blood_bound_words).
