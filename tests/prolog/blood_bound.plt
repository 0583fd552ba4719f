/*  plunit tests for rules.pl/blood_bound.pl (Blood Bound).

    Run from the repository root:
        swipl -g "consult('tests/prolog/blood_bound.plt')" -g run_tests -t halt

    Most positions are read from the game's fixtures, so the tests and the
    fixture suite look at the same states.
*/

:- use_module(library(plunit)).
:- use_module(library(http/json)).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../rules.pl/blood_bound'], Module),
   use_module(Module),
   atomic_list_concat([Dir, '/../../fixtures/blood-bound'], Fixtures),
   retractall(user:bb_fixture_dir(_)),
   assertz(user:bb_fixture_dir(Fixtures)).

%   bb_state(+RelativePath, -State): the state of a fixture file.

bb_state(Rel, State) :-
    user:bb_fixture_dir(Dir),
    atomic_list_concat([Dir, '/', Rel], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Fixture, [value_string_as(string)]),
                       close(In)),
    get_dict(state, Fixture, State).

bb_legal(S, M) :-
    blood_bound:candidate(S, M),
    \+ blood_bound:violation(S, M, _, _).

bb_rule_ids(S, M, Ids) :-
    findall(Id, blood_bound:violation(S, M, Id, _), Ids0),
    sort(Ids0, Ids).

bb_offerers(S, Ps) :-
    findall(P, blood_bound:may_offer_intervention(S, P), Ps).

bb_tokens(S, P, Ts) :-
    findall(T, blood_bound:token_player_may_take(S, P, T), Ts).

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
    forall(blood_bound:violation(S, _{player:"eve", action:"offer"}, Id, Msg),
           ( blood_bound:rule(Id, constraint, _, _, _), string(Msg) )).

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
    blood_bound:next(S0, M, S),
    assertion(S.captured.player == "bob"),
    assertion(S.captured.by == "ann"),
    blood_bound:outcome(S, O),
    assertion(O.rule == 'BB-602'),
    assertion(O.winners == ["ann", "cat", "eve"]).

test(assassin_two_wounds_then_dagger) :-
    bb_state('abilities/assassin.json', S0),
    blood_bound:next(S0, _{player:"bob", action:"assassinate", victim:"dan"}, S1),
    blood_bound:next(S1, _{player:"dan", action:"take_token", token:"rank"}, S2),
    assertion(S2.pending.stage == "wound"),
    assertion(S2.pending.wounds == 1),
    blood_bound:next(S2, _{player:"dan", action:"take_token", token:"beast"}, S3),
    assertion(S3.pending == null),
    assertion(S3.dagger == "dan").

test(next_is_deterministic) :-
    bb_state('abilities/inquisitor-deals-curses.json', S0),
    M = _{player:"gus", action:"curse", true_curse:"bob", false_curses:["ann", "fay"]},
    blood_bound:next(S0, M, S),
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
    blood_bound:move_error(S, _{player:"ann", action:"stab", target:"bob"}, Path, _),
    assertion(Path == "$.action").

test(missing_field, [true(Path == "$.target")]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:move_error(S, _{player:"ann", action:"attack"}, Path, _).

test(extra_field, [true(Path == "$.victim")]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    blood_bound:move_error(S, _{player:"ann", action:"attack", target:"bob", victim:"cat"}, Path, _).

test(bad_token, [true(Path == "$.token")]) :-
    bb_state('wounds/matching-symbols.json', S),
    blood_bound:move_error(S, _{player:"dan", action:"take_token", token:"cross"}, Path, _).

test(seating_order, [true(Path == "$.players")]) :-
    bb_state('abilities/harlequin.json', S),
    blood_bound:move_error(S, _{player:"cat", action:"look", players:["fay", "ann"]}, Path, _).

test(well_formed, [fail]) :-
    bb_state('abilities/harlequin.json', S),
    blood_bound:move_error(S, _{player:"cat", action:"look", players:["ann", "fay"]}, _, _).

:- end_tests(blood_bound_move_errors).

:- begin_tests(blood_bound_explanations).

bb_checks(S, M, Ids) :-
    findall(Id, blood_bound:checks(S, M, Id), Ids).

test(attack_checks_in_rulebook_order,
     [true(Ids == ['BB-209', 'BB-210', 'BB-201', 'BB-202', 'BB-204'])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_checks(S, _{player:"ann", action:"attack", target:"bob"}, Ids).

test(inquisitor_attack_also_checks_three_wounds,
     [true(Ids == ['BB-209', 'BB-210', 'BB-201', 'BB-202', 'BB-204', 'BB-205'])]) :-
    bb_state('dagger/inquisitor-three-wounds.json', S),
    bb_checks(S, _{player:"gus", action:"attack", target:"bob"}, Ids).

test(after_capture_only_the_end_of_the_game, [true(Ids == ['BB-209'])]) :-
    bb_state('capture/no-move-after-capture.json', S),
    bb_checks(S, _{player:"ann", action:"attack", target:"cat"}, Ids).

test(stranger_only_names, [true(Ids == ['BB-209', 'BB-210'])]) :-
    bb_state('setup/valid-six-player-opening.json', S),
    bb_checks(S, _{player:"ann", action:"attack", target:"zed"}, Ids).

test(token_rules_for_the_intervener,
     [true(Ids == ['BB-209', 'BB-210', 'BB-401', 'BB-402', 'BB-403', 'BB-406'])]) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    bb_checks(S, _{player:"cat", action:"take_token", token:"rose"}, Ids).

test(facts_name_the_inquisitor_and_wounds) :-
    bb_state('dagger/inquisitor-three-wounds.json', S),
    blood_bound:rule_facts(S, _{player:"gus", action:"attack", target:"bob"}, 'BB-205', Facts),
    assertion(Facts == ["gus is the Inquisitor; bob has 3 wound(s)"]).

test(facts_are_det) :-
    bb_state('intervention/choosing-an-offer.json', S),
    blood_bound:rule_facts(S, _{player:"bob", action:"accept", intervener:"eve"}, 'BB-305', Facts),
    assertion(Facts = [_]).

test(every_checked_rule_has_facts) :-
    bb_state('intervention/eligibility-shielded-attacker-fan-target.json', S),
    M = _{player:"fay", action:"offer"},
    forall(blood_bound:checks(S, M, Id),
           ( blood_bound:rule_facts(S, M, Id, Fs), assertion(Fs \== []) )).

test(repair_revealed_rank) :-
    bb_state('intervention/eligibility-shielded-attacker-fan-target.json', S),
    findall(F, blood_bound:repair(S, _{player:"fay", action:"offer"}, 'BB-302', F), Fs),
    assertion(memberchk("the rank token is already revealed, so fay cannot intervene", Fs)).

test(repair_intervener_takes_rank) :-
    bb_state('wounds/intervener-takes-rank.json', S),
    findall(F, blood_bound:repair(S, _{player:"cat", action:"take_token", token:"unknown"}, 'BB-403', F), Fs),
    assertion(Fs == ["take the rank token: an intervener must reveal his rank"]).

test(repair_heal_nothing) :-
    bb_state('abilities/alchemist-nothing-to-heal.json', S),
    findall(F, blood_bound:repair(S, _{player:"cat", action:"heal"}, 'BB-543', F), Fs),
    assertion(Fs == ["bob has no wound to heal: wound him instead, or skip"]).

test(repair_shield_names_targets) :-
    bb_state('dagger/shield-holder-cannot-be-attacked.json', S),
    findall(F, blood_bound:repair(S, _{player:"ann", action:"attack", target:"bob"}, 'BB-204', F), Fs),
    assertion(memberchk("attack a player who holds no Shield: cat, dan, eve, fay", Fs)).

test(every_broken_rule_has_a_fix) :-
    forall(( member(F-M, ['dagger/inquisitor-three-wounds.json'-_{player:"gus", action:"attack", target:"bob"},
                          'wounds/intervener-takes-rank.json'-_{player:"cat", action:"take_token", token:"rose"},
                          'capture/no-move-after-capture.json'-_{player:"ann", action:"pass", to:"cat"},
                          'setup/valid-six-player-opening.json'-_{player:"bob", action:"compel", victim:"bob"}]),
             bb_state(F, S),
             blood_bound:violation(S, M, Id, _) ),
           (   findall(X, blood_bound:repair(S, M, Id, X), Xs),
               assertion(Xs \== [])
           )).

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
           ( blood_bound:next(S, M, S1),
             bb_bag(S1, Bag1),
             assertion(Bag1 == Bag) )),
    (   Ms == []
    ->  true
    ;   random_member(M, Ms),
        blood_bound:next(S, M, S1),
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
    blood_bound:next(S0, M, S),
    bb_bag(S0, B0), bb_bag(S, B),
    assertion(B == B0).

test(conserved_over_random_play) :-
    set_random(seed(7)),
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
