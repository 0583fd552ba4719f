/*  plunit tests for rules.pl/wow_tcg.pl (World of Warcraft TCG).

    Run from the repository root:
        swipl -g "consult('tests/prolog/wow_tcg.plt')" -g run_tests -t halt

    The positions are read from the game's fixtures, so the tests and the
    fixture suite look at the same states.
*/

:- use_module(library(plunit)).
:- use_module(library(http/json)).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../rules.pl/wow_tcg'], Module),
   use_module(Module),
   atomic_list_concat([Dir, '/../../fixtures/wow-tcg'], Fixtures),
   retractall(user:wow_fixture_dir(_)),
   assertz(user:wow_fixture_dir(Fixtures)).

%   fixture_state(+RelativePath, -State): the state of a fixture file.

fixture_state(Rel, State) :-
    user:wow_fixture_dir(Dir),
    atomic_list_concat([Dir, '/', Rel], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Fixture, [value_string_as(string)]),
                       close(In)),
    get_dict(state, Fixture, State).

legal_move(S, M) :-
    wow_tcg:candidate(S, M),
    \+ wow_tcg:violation(S, M, _, _).

rule_ids(S, M, Ids) :-
    findall(Id, wow_tcg:violation(S, M, Id, _), Ids0),
    sort(Ids0, Ids).

:- begin_tests(wow_rulebook).

test(ids_unique) :-
    findall(Id, wow_tcg:rule(Id, _, _, _, _), Ids),
    msort(Ids, Sorted),
    sort(Ids, Set),
    Sorted == Set.

test(kinds_and_origins, [forall(wow_tcg:rule(Id, Kind, Title, Text, Origin))]) :-
    atom(Id),
    atom_concat('WOW-', _, Id),
    memberchk(Kind, [constraint, effect, state, outcome]),
    string(Title), string(Text),
    (   Origin = seed(P) -> string(P)
    ;   Origin = ruling(P, R) -> string(P), string(R)
    ).

:- end_tests(wow_rulebook).

:- begin_tests(wow_combat).

test(seed_example_1_attackers, all(A == [thrall, kor])) :-
    fixture_state('combat/seed-example-ally-vs-ally-propose.json', S),
    wow_tcg:may_attack(S, A0), atom_string(A, A0).

test(exhausted_and_new_allies_may_not_attack, all(A == [thrall, kor, wolf])) :-
    fixture_state('combat/attacker-must-be-ready.json', S),
    wow_tcg:may_attack(S, A0), atom_string(A, A0).

test(combat_atk_with_struck_weapon, true(Atk == 2)) :-
    fixture_state('weapons/seed-example-hero-damage.json', S),
    wow_tcg:combat_atk(S, "thrall", Atk).

test(combat_atk_before_strike, true(Atk == 0)) :-
    fixture_state('weapons/seed-example-hero-strikes.json', S),
    wow_tcg:combat_atk(S, "thrall", Atk).

test(incoming_damage_to_attacking_hero, true(N == 1)) :-
    fixture_state('weapons/seed-example-hero-damage.json', S),
    wow_tcg:incoming_combat_damage(S, "alice", N).

test(no_incoming_damage_when_hero_not_fighting, fail) :-
    fixture_state('combat/seed-example-ally-vs-ally-damage.json', S),
    wow_tcg:incoming_combat_damage(S, "alice", _).

test(seed_example_1_damage, true(Kor-Bob == 1-[])) :-
    fixture_state('combat/seed-example-ally-vs-ally-damage.json', S0),
    wow_tcg:next(S0, _{player:"alice", action:"pass"}, S),
    S.players = [A, B],
    A.allies = [K], Kor = K.damage,
    Bob = B.allies.

test(seed_example_2_hero_gets_seventh_counter, true(D == 7)) :-
    fixture_state('weapons/seed-example-hero-damage.json', S0),
    wow_tcg:next(S0, _{player:"alice", action:"pass"}, S),
    S.players = [A, _],
    D = A.hero.damage.

test(next_is_deterministic) :-
    fixture_state('weapons/seed-example-hero-strikes.json', S0),
    wow_tcg:next(S0, _{player:"alice", action:"strike", weapon:"axe"}, _).

:- end_tests(wow_combat).

:- begin_tests(wow_protect_strike_armor).

test(seed_example_3_protectors, all(P == [steelhorn, newbie])) :-
    fixture_state('protect/seed-example-guardian-protects.json', S),
    wow_tcg:may_protect(S, P0), atom_string(P, P0).

test(proposed_defender_cannot_protect, true(Ids == ['WOW-405'])) :-
    fixture_state('protect/proposed-defender-cannot-protect-itself.json', S),
    rule_ids(S, _{player:"bob", action:"protect", protector:"steelhorn"}, Ids).

test(one_weapon_per_combat_but_again_if_readied, all(W == ["axe"])) :-
    fixture_state('weapons/one-weapon-per-combat.json', S),
    wow_tcg:may_strike_with(S, W).

test(strike_breaks_every_rule_it_breaks, true(Ids == ['WOW-504', 'WOW-505'])) :-
    fixture_state('weapons/exhausted-and-unpaid.json', S),
    rule_ids(S, _{player:"alice", action:"strike", weapon:"rusty"}, Ids).

test(armor_choices, all(A == [shield, gloves])) :-
    fixture_state('armor/exhaust-armor-prevents-damage.json', S),
    wow_tcg:may_exhaust_armor(S, A0), atom_string(A, A0).

test(armor_reduces_damage, true(D == 1)) :-
    fixture_state('armor/armor-reduces-combat-damage.json', S0),
    wow_tcg:next(S0, _{player:"alice", action:"pass"}, S),
    S.players = [_, B],
    D = B.hero.damage.

:- end_tests(wow_protect_strike_armor).

:- begin_tests(wow_end_phase_and_outcome).

test(wrap_up_nine_cards_only_discards, true(N == 9)) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(M, legal_move(S, M), Ms),
    length(Ms, N),
    forall(member(M, Ms), get_dict(action, M, "discard")).

test(wrap_up_seven_cards_end_turn_only, true(PAs == ["alice"-"end_turn"])) :-
    fixture_state('end/wrap-up-exactly-seven.json', S),
    findall(P-A, ( legal_move(S, M), get_dict(player, M, P), get_dict(action, M, A) ), PAs).

test(outcome_ongoing, true(R-Keys == "ongoing"-[result])) :-
    fixture_state('combat/seed-example-ally-vs-ally-propose.json', S),
    wow_tcg:outcome(S, O),
    get_dict(result, O, R),
    dict_keys(O, Keys).

dict_keys(D, Ks) :- dict_pairs(D, _, Ps), pairs_keys(Ps, Ks).

test(outcome_won, true(W-L-R == ["alice"]-["bob"]-'WOW-801')) :-
    fixture_state('damage/fatal-hero-loses.json', S),
    wow_tcg:outcome(S, O),
    W = O.winners, L = O.losers, R = O.rule.

test(outcome_draw, true(R == "draw")) :-
    fixture_state('damage/both-heroes-fatal-draw.json', S),
    wow_tcg:outcome(S, O),
    R = O.result.

test(no_moves_after_game_over, fail) :-
    fixture_state('damage/fatal-hero-loses.json', S),
    wow_tcg:candidate(S, _).

:- end_tests(wow_end_phase_and_outcome).

:- begin_tests(wow_input).

test(valid_state_has_no_errors, fail) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:state_error(S, _, _, _).

test(duplicate_id, true(P-R == "$.players[1].allies[0].id"-'WOW-102')) :-
    fixture_state('states/duplicate-card-id.json', S),
    once(wow_tcg:state_error(S, P, R, _)).

test(unknown_action, true(P == "$.action")) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_error(S, _{player:"alice", action:"fly"}, P, _).

test(missing_field, true(P == "$.weapon")) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_error(S, _{player:"alice", action:"strike"}, P, _).

test(extra_field, true(P == "$.card")) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_error(S, _{player:"alice", action:"pass", card:"x"}, P, _).

test(unknown_player, true(P == "$.player")) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_error(S, _{player:"carol", action:"pass"}, P, _).

test(well_formed_move, fail) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_error(S, _{player:"bob", action:"protect", protector:"steelhorn"}, _, _).

test(move_text, true(T == "bob exhausts Guardian Steelhorn (steelhorn) to protect")) :-
    fixture_state('states/valid-position.json', S),
    wow_tcg:move_text(S, _{player:"bob", action:"protect", protector:"steelhorn"}, T).

test(violation_never_throws_on_unknown_cards) :-
    fixture_state('states/valid-position.json', S),
    forall(( member(A-F, ["propose_attack"-attacker, "protect"-protector, "strike"-weapon,
                          "exhaust_armor"-armor, "play_card"-card, "place_resource"-card,
                          "use_power"-card, "discard"-card]),
             member(P, ["alice", "bob"]) ),
           ( dict_create(M0, _, [player-P, action-A, F-"nothing"]),
             ( A == "propose_attack" -> put_dict(defender, M0, "nothing", M) ; M = M0 ),
             findall(Id, wow_tcg:violation(S, M, Id, _), Ids),
             Ids \== [] )).

:- end_tests(wow_input).

:- begin_tests(wow_judge).

test(strike_checks_in_rulebook_order,
     true(Ids == ['WOW-201', 'WOW-501', 'WOW-502', 'WOW-503', 'WOW-504', 'WOW-505', 'WOW-506'])) :-
    fixture_state('weapons/one-weapon-per-combat.json', S),
    findall(Id, wow_tcg:checks(S, _{player:"alice", action:"strike", weapon:"bow"}, Id), Ids).

test(instant_checked_against_window_not_main_step_rules,
     true(Ids == ['WOW-201', 'WOW-206', 'WOW-207', 'WOW-208'])) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(Id, wow_tcg:checks(S, _{player:"alice", action:"play_card", card:"a_instant"}, Id), Ids).

test(game_over_checks_only_201, true(Ids == ['WOW-201'])) :-
    fixture_state('damage/fatal-hero-loses.json', S),
    findall(Id, wow_tcg:checks(S, _{player:"alice", action:"pass"}, Id), Ids).

test(readiness_of_a_non_weapon_is_moot, fail) :-
    fixture_state('weapons/one-weapon-per-combat.json', S),
    wow_tcg:checks(S, _{player:"alice", action:"strike", weapon:"kor"}, 'WOW-504').

test(facts_of_506, true(Fs == ["alice has struck with Bloodfist Axe (axe) once in this combat"])) :-
    fixture_state('weapons/one-weapon-per-combat.json', S),
    wow_tcg:rule_facts(S, _{player:"alice", action:"strike", weapon:"bow"}, 'WOW-506', Fs).

test(repair_506_names_the_struck_weapon, [nondet, true(sub_string(Fix, _, _, _, "Bloodfist Axe (axe)"))]) :-
    fixture_state('weapons/one-weapon-per-combat.json', S),
    wow_tcg:repair(S, _{player:"alice", action:"strike", weapon:"bow"}, 'WOW-506', Fix).

test(repair_505_says_how_much_more, [nondet, true(Fix == "needs 1 more ready resource(s) for the strike cost")]) :-
    fixture_state('weapons/exhausted-and-unpaid.json', S),
    wow_tcg:repair(S, _{player:"alice", action:"strike", weapon:"rusty"}, 'WOW-505', Fix).

test(repair_707_counts_the_discards, [nondet, true(Fix == "alice discards 2 more card(s) first")]) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    wow_tcg:repair(S, _{player:"alice", action:"end_turn"}, 'WOW-707', Fix).

%   Every checked rule of every candidate move of these positions has facts,
%   det; every rule a move breaks has a fix.
test(facts_and_fixes_everywhere, [forall(member(F, ['weapons/one-weapon-per-combat.json',
                                                     'protect/seed-example-guardian-protects.json',
                                                     'armor/exhaust-armor-prevents-damage.json',
                                                     'end/wrap-up-discard-down-to-seven.json',
                                                     'cards/powers.json']))]) :-
    fixture_state(F, S),
    forall(wow_tcg:candidate(S, M),
           ( forall(( wow_tcg:checks(S, M, Id) ; wow_tcg:violation(S, M, Id, _) ),
                    ( wow_tcg:rule_facts(S, M, Id, Facts), Facts \== [] )),
             forall(wow_tcg:violation(S, M, Id, _),
                    once(wow_tcg:repair(S, M, Id, _))) )).

test(hidden_is_the_opponents_hand,
     true(Ps == [[players, 0, hand, 0], [players, 0, hand, 1], [players, 0, hand, 2],
                 [players, 0, hand, 3], [players, 0, hand, 4], [players, 0, hand, 5],
                 [players, 0, hand, 6], [players, 0, hand, 7], [players, 0, hand, 8]])) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(P, wow_tcg:hidden(S, "bob", P), Ps).

test(own_hand_not_hidden, true(Ps == [[players, 1, hand, 0], [players, 1, hand, 1]])) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(P, wow_tcg:hidden(S, "alice", P), Ps).

test(opponents_discard_depends_on_hidden) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    wow_tcg:depends_on_hidden(S, "bob", _{player:"alice", action:"discard", card:"a1"}, R),
    string(R).

test(own_discard_and_public_moves_do_not, fail) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    (   wow_tcg:depends_on_hidden(S, "alice", _{player:"alice", action:"discard", card:"a1"}, _)
    ;   wow_tcg:depends_on_hidden(S, "bob", _{player:"alice", action:"end_turn"}, _)
    ).

:- end_tests(wow_judge).

%   record_initial(+RelativePath, -State): the initial position of a record.

record_initial(Rel, State) :-
    user:wow_fixture_dir(Dir),
    atomic_list_concat([Dir, '/records/', Rel], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Record, [value_string_as(string)]),
                       close(In)),
    get_dict(initial, Record, State).

bag(S, Sorted) :-
    wow_tcg:inventory(S, Bag),
    msort(Bag, Sorted).

%   conserved_walk(+S, +N): N random steps, every legal move at each of
%   them conserving the inventory.

conserved_walk(_, 0) :- !.
conserved_walk(S, N) :-
    bag(S, B0),
    findall(M, legal_move(S, M), Ms),
    (   Ms == []
    ->  true
    ;   forall(member(M, Ms),
               ( wow_tcg:next(S, M, S1), bag(S1, B1),
                 (   B0 == B1
                 ->  true
                 ;   format(user_error, "~q does not conserve the inventory~n", [M]), fail
                 ) )),
        random_member(M, Ms),
        wow_tcg:next(S, M, S1),
        N1 is N - 1,
        conserved_walk(S1, N1)
    ).

:- begin_tests(wow_conservation).

test(inventory_counts_every_card, true(N == 42)) :-
    record_initial('full-game-alice-wins.json', S),
    wow_tcg:inventory(S, Bag),
    length(Bag, N).

test(conserved_over_random_play) :-
    record_initial('full-game-alice-wins.json', S),
    set_random(seed(3)),
    conserved_walk(S, 60).

test(conserved_by_play_place_and_discard) :-
    fixture_state('end/wrap-up-discard-down-to-seven.json', S),
    bag(S, B0),
    wow_tcg:next(S, _{player:"alice", action:"discard", card:"a1"}, S1),
    bag(S1, B1),
    B0 == B1.

test(catches_a_card_duplicated_into_a_second_zone, fail) :-
    record_initial('full-game-alice-wins.json', S),
    S.players = [P0|Rest],
    P0.allies = [Ally|_],
    get_dict(id, Ally, Id),
    append(P0.graveyard, [Id], G),
    put_dict(graveyard, P0, G, P),
    put_dict(players, S, [P|Rest], S1),
    bag(S, B0),
    bag(S1, B1),
    B0 == B1.

test(catches_a_card_that_changes_owner, fail) :-
    record_initial('full-game-alice-wins.json', S),
    S.players = [P0, Q0],
    P0.hand = [C|Hand],
    put_dict(hand, P0, Hand, P),
    append(Q0.hand, [C], QH),
    put_dict(hand, Q0, QH, Q),
    put_dict(players, S, [P, Q], S1),
    bag(S, B0),
    bag(S1, B1),
    B0 == B1.

:- end_tests(wow_conservation).
