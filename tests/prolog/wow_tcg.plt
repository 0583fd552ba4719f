/*  plunit tests of the World of Warcraft TCG rules (rules.pl/wow-tcg/game.pl
    and rules.pl/wow-tcg/).

    Run from the repository root:
        swipl -g "consult('tests/prolog/wow_tcg.plt')" -g run_tests -t halt

    The positions are read from the game's fixtures, so the tests and the
    fixture suite look at the same states; legality, violations, the next
    state and its events are the engine's own (tests/prolog/support.pl).
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(support).
:- use_module(library(http/json), [json_read_dict/3, json_write_dict/3]).
:- use_module(library(filesex), [directory_member/3]).

%   wow_state(+Rel, -S): the position of a fixture, normalised as every
%   request normalises it (a full position is its own normal form).
wow_state(Rel, S) :-
    fixture_state(wow_tcg, Rel, S0),
    wow_tcg:normalized(S0, S).

legal_move(S, M) :-
    legal_move(wow_tcg, S, M).

rule_ids(S, M, Ids) :-
    violation_ids(wow_tcg, S, M, Ids).

%   checks(+S, +M, -Ids): the rules explain walks for M (the broken ones
%   first); walked(+S, +M, -Ids): the rules it walks, in the order of the
%   action's table (the rules it breaks are not brought to the front).
checks(S, M, Ids) :-
    rc_legal:violations(wow_tcg, S, M, Vs),
    rc_legal:checked_rules(wow_tcg, S, M, Vs, Ids).

walked(S, M, Ids) :-
    rc_legal:checked_rules(wow_tcg, S, M, [], Ids).

%   facts(+S, +M, +Id, -Facts), fix(+S, +M, +Id, -Fix): the facts and
%   fixes explain gives for rule Id, in words (rc_explain.pl).
facts(S, M, Id, Facts) :-
    findall(F, rc_explain:fact_text(wow_tcg, Id, S, M, F), Facts).

fix(S, M, Id, Fix) :-
    rc_explain:fix_text(wow_tcg, Id, S, M, Fix).

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

test(every_constraint_rule_is_in_a_table, [forall(wow_tcg:rule(Id, constraint, _, _, _))]) :-
    (   wow_tcg:terminal_rule(Id)
    ->  true
    ;   once(( wow_tcg:action_rules(_, Ids), memberchk(Id, Ids) ))
    ).

test(every_table_rule_is_a_constraint, [forall(( wow_tcg:action_rules(_, Ids), member(Id, Ids) ))]) :-
    wow_tcg:rule(Id, constraint, _, _, _).

:- end_tests(wow_rulebook).

:- begin_tests(wow_combat).

test(seed_example_1_attackers, all(A == [thrall, kor])) :-
    wow_state('combat/seed-example-ally-vs-ally-propose.json', S),
    wow_tcg:may_attack(S, A0), atom_string(A, A0).

test(exhausted_and_new_allies_may_not_attack, all(A == [thrall, kor, wolf])) :-
    wow_state('combat/attacker-must-be-ready.json', S),
    wow_tcg:may_attack(S, A0), atom_string(A, A0).

test(combat_atk_with_struck_weapon, true(Atk == 2)) :-
    wow_state('weapons/seed-example-hero-damage.json', S),
    wow_tcg:combat_atk(S, "thrall", Atk).

test(combat_atk_before_strike, true(Atk == 0)) :-
    wow_state('weapons/seed-example-hero-strikes.json', S),
    wow_tcg:combat_atk(S, "thrall", Atk).

test(incoming_damage_to_attacking_hero, true(N == 1)) :-
    wow_state('weapons/seed-example-hero-damage.json', S),
    wow_tcg:incoming_combat_damage(S, "alice", N).

test(no_incoming_damage_when_hero_not_fighting, fail) :-
    wow_state('combat/seed-example-ally-vs-ally-damage.json', S),
    wow_tcg:incoming_combat_damage(S, "alice", _).

test(seed_example_1_damage, true(Kor-Bob == 1-[])) :-
    wow_state('combat/seed-example-ally-vs-ally-damage.json', S0),
    next_state(wow_tcg, S0, _{player:"bob", action:"pass"}, S),
    S.players = [A, B],
    A.allies = [K], Kor = K.damage,
    Bob = B.allies.

test(seed_example_2_hero_gets_seventh_counter, true(D == 7)) :-
    wow_state('weapons/seed-example-hero-damage.json', S0),
    next_state(wow_tcg, S0, _{player:"bob", action:"pass"}, S),
    S.players = [A, _],
    D = A.hero.damage.

test(next_is_deterministic) :-
    wow_state('weapons/seed-example-hero-strikes.json', S0),
    next_state(wow_tcg, S0, _{player:"alice", action:"strike", weapon:"axe"}, _).

:- end_tests(wow_combat).

:- begin_tests(wow_protect_strike_armor).

test(seed_example_3_protectors, all(P == [steelhorn, newbie])) :-
    wow_state('protect/seed-example-guardian-protects.json', S),
    wow_tcg:may_protect(S, P0), atom_string(P, P0).

test(proposed_defender_cannot_protect, true(Ids == ['WOW-405'])) :-
    wow_state('protect/proposed-defender-cannot-protect-itself.json', S),
    rule_ids(S, _{player:"bob", action:"protect", protector:"steelhorn"}, Ids).

test(one_weapon_per_combat_but_again_if_readied, all(W == ["axe"])) :-
    wow_state('weapons/one-weapon-per-combat.json', S),
    wow_tcg:may_strike_with(S, W).

test(strike_breaks_every_rule_it_breaks, true(Ids == ['WOW-504', 'WOW-505'])) :-
    wow_state('weapons/exhausted-and-unpaid.json', S),
    rule_ids(S, _{player:"alice", action:"strike", weapon:"rusty"}, Ids).

test(armor_choices, all(A == [shield, gloves])) :-
    wow_state('armor/exhaust-armor-prevents-damage.json', S),
    wow_tcg:may_exhaust_armor(S, A0), atom_string(A, A0).

test(armor_reduces_damage, true(D == 1)) :-
    wow_state('armor/armor-reduces-combat-damage.json', S0),
    next_state(wow_tcg, S0, _{player:"bob", action:"decline_armor"}, S),
    S.players = [_, B],
    D = B.hero.damage.

:- end_tests(wow_protect_strike_armor).

:- begin_tests(wow_end_phase_and_outcome).

test(wrap_up_nine_cards_only_discards, true(N == 9)) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(M, legal_move(S, M), Ms),
    length(Ms, N),
    forall(member(M, Ms), get_dict(action, M, "discard")).

test(wrap_up_seven_cards_end_turn_only, true(PAs == ["alice"-"end_turn"])) :-
    wow_state('end/wrap-up-exactly-seven.json', S),
    findall(P-A, ( legal_move(S, M), get_dict(player, M, P), get_dict(action, M, A) ), PAs).

test(outcome_ongoing, true(R-Keys == "ongoing"-[result])) :-
    wow_state('combat/seed-example-ally-vs-ally-propose.json', S),
    wow_tcg:outcome(S, O),
    get_dict(result, O, R),
    dict_keys(O, Keys).

dict_keys(D, Ks) :- dict_pairs(D, _, Ps), pairs_keys(Ps, Ks).

test(outcome_won, true(W-L-R == ["alice"]-["bob"]-'WOW-801')) :-
    wow_state('damage/fatal-hero-loses.json', S),
    wow_tcg:outcome(S, O),
    W = O.winners, L = O.losers, R = O.rule.

test(outcome_draw, true(R == "draw")) :-
    wow_state('damage/both-heroes-fatal-draw.json', S),
    wow_tcg:outcome(S, O),
    R = O.result.

test(no_moves_after_game_over, fail) :-
    wow_state('damage/fatal-hero-loses.json', S),
    wow_tcg:candidate(S, _).

test(the_terminal_rule_decides_the_game_over, true(L == "bob")) :-
    wow_state('damage/fatal-hero-loses.json', S),
    wow_tcg:terminal_rule(Id),
    wow_tcg:broken(Id, S, _, game_over(L, fatal_damage)),
    wow_tcg:hero_fallen(S, L).

:- end_tests(wow_end_phase_and_outcome).

%   invalid_state_fixture(-Rel): every fixture under states/ whose
%   position is invalid.

invalid_state_fixture(Rel) :-
    support:fixtures_dir(Dir),
    atom_concat(Dir, '/wow-tcg/states/*.json', Pattern),
    expand_file_name(Pattern, Files),
    member(File, Files),
    file_base_name(File, Base),
    atom_concat('states/', Base, Rel),
    wow_state(Rel, S),
    state_errors(wow_tcg, S, [_|_]).

:- begin_tests(wow_input).

test(valid_state_has_no_errors, fail) :-
    wow_state('states/valid-position.json', S),
    wow_tcg:invalid(_, S, _, _).

test(duplicate_id, true(P-R == "$.players[1].allies[0].id"-'WOW-102')) :-
    wow_state('states/duplicate-card-id.json', S),
    once(wow_tcg:invalid(R, S, P, _)).

test(every_state_reason_has_words, [forall(( invalid_state_fixture(F) ))]) :-
    wow_state(F, S),
    state_errors(wow_tcg, S, [_|_]),
    forall(wow_tcg:invalid(_, S, _, Reason), rc_legal:reason_text(wow_tcg, Reason, _)).

test(unknown_action, true(P == "$.action")) :-
    wow_state('states/valid-position.json', S),
    rc_moves:move_error(wow_tcg, S, _{player:"alice", action:"fly"}, E),
    P = E.path.

test(missing_field, true(P == "$.weapon")) :-
    wow_state('states/valid-position.json', S),
    rc_moves:move_error(wow_tcg, S, _{player:"alice", action:"strike"}, E),
    P = E.path.

test(extra_field, true(P == "$.card")) :-
    wow_state('states/valid-position.json', S),
    rc_moves:move_error(wow_tcg, S, _{player:"alice", action:"pass", card:"x"}, E),
    P = E.path.

test(unknown_player, true(P == "$.player")) :-
    wow_state('states/valid-position.json', S),
    rc_moves:move_error(wow_tcg, S, _{player:"carol", action:"pass"}, E),
    P = E.path.

test(well_formed_move, fail) :-
    wow_state('states/valid-position.json', S),
    rc_moves:move_error(wow_tcg, S, _{player:"bob", action:"protect", protector:"steelhorn"}, _).

test(move_text, true(T == "bob exhausts Guardian Steelhorn (steelhorn) to protect")) :-
    wow_state('states/valid-position.json', S),
    wow_tcg:move_text(S, _{player:"bob", action:"protect", protector:"steelhorn"}, T).

test(violation_never_throws_on_unknown_cards) :-
    wow_state('states/valid-position.json', S),
    forall(( member(A-F, ["propose_attack"-attacker, "protect"-protector, "strike"-weapon,
                          "exhaust_armor"-armor, "play_card"-card, "place_resource"-card,
                          "use_power"-card, "discard"-card]),
             member(P, ["alice", "bob"]) ),
           ( dict_create(M0, _, [player-P, action-A, F-"nothing"]),
             ( A == "propose_attack" -> put_dict(defender, M0, "nothing", M) ; M = M0 ),
             rulecheck:violations(wow_tcg, S, M, Vs),
             Vs \== [] )).

:- end_tests(wow_input).

:- begin_tests(wow_judge).

test(strike_checks_in_rulebook_order,
     true(Ids == ['WOW-201', 'WOW-501', 'WOW-502', 'WOW-503', 'WOW-504', 'WOW-505', 'WOW-506'])) :-
    wow_state('weapons/one-weapon-per-combat.json', S),
    walked(S, _{player:"alice", action:"strike", weapon:"bow"}, Ids).

test(instant_checked_against_window_not_main_step_rules,
     true(Ids == ['WOW-201', 'WOW-206', 'WOW-207', 'WOW-225', 'WOW-208', 'WOW-223'])) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    walked(S, _{player:"alice", action:"play_card", card:"a_instant"}, Ids).

test(non_instant_checked_against_main_step_rules,
     true(Ids == ['WOW-201', 'WOW-202', 'WOW-203', 'WOW-204', 'WOW-206', 'WOW-207', 'WOW-225', 'WOW-208', 'WOW-223'])) :-
    wow_state('cards/play-ally-and-pay.json', S),
    walked(S, _{player:"alice", action:"play_card", card:"guard"}, Ids).

test(game_over_checks_only_201, true(Ids == ['WOW-201'])) :-
    wow_state('damage/fatal-hero-loses.json', S),
    checks(S, _{player:"alice", action:"pass"}, Ids).

test(readiness_of_a_non_weapon_is_moot, fail) :-
    wow_state('weapons/one-weapon-per-combat.json', S),
    walked(S, _{player:"alice", action:"strike", weapon:"kor"}, Ids),
    memberchk('WOW-504', Ids).

test(facts_of_506, true(Fs == ["alice has struck with Bloodfist Axe (axe) once in this combat"])) :-
    wow_state('weapons/one-weapon-per-combat.json', S),
    facts(S, _{player:"alice", action:"strike", weapon:"bow"}, 'WOW-506', Fs).

test(repair_506_names_the_struck_weapon, [nondet, true(sub_string(Fix, _, _, _, "Bloodfist Axe (axe)"))]) :-
    wow_state('weapons/one-weapon-per-combat.json', S),
    fix(S, _{player:"alice", action:"strike", weapon:"bow"}, 'WOW-506', Fix).

test(repair_505_says_how_much_more, [nondet, true(Fix == "needs 1 more ready resource(s) for the strike cost")]) :-
    wow_state('weapons/exhausted-and-unpaid.json', S),
    fix(S, _{player:"alice", action:"strike", weapon:"rusty"}, 'WOW-505', Fix).

test(repair_707_counts_the_discards, [nondet, true(Fix == "alice discards 2 more card(s) first")]) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    fix(S, _{player:"alice", action:"end_turn"}, 'WOW-707', Fix).

%   Every checked rule of every candidate move of these positions has facts;
%   every rule a move breaks has a fix.
test(facts_and_fixes_everywhere, [forall(member(F, ['weapons/one-weapon-per-combat.json',
                                                     'protect/seed-example-guardian-protects.json',
                                                     'armor/exhaust-armor-prevents-damage.json',
                                                     'armor/armor-decisions-in-turn-order.json',
                                                     'end/wrap-up-discard-down-to-seven.json',
                                                     'cards/powers.json',
                                                     'effects/power-effects.json',
                                                     'weapons/restrike-after-ready.json',
                                                     'priority/instant-after-a-pass.json',
                                                     'priority/several-rules-at-the-protect-point.json']))]) :-
    wow_state(F, S),
    forall(wow_tcg:candidate(S, M),
           ( checks(S, M, Ids),
             violation_ids(wow_tcg, S, M, Broken),
             forall(member(Id, Ids), ( facts(S, M, Id, Facts), Facts \== [] )),
             forall(member(Id, Broken), once(fix(S, M, Id, _))) )).

test(hidden_is_the_opponents_hand,
     true(Ps == [[players, 0, hand, 0], [players, 0, hand, 1], [players, 0, hand, 2],
                 [players, 0, hand, 3], [players, 0, hand, 4], [players, 0, hand, 5],
                 [players, 0, hand, 6], [players, 0, hand, 7], [players, 0, hand, 8]])) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(P, wow_tcg:hidden(S, "bob", P), Ps).

test(own_hand_not_hidden, true(Ps == [[players, 1, hand, 0], [players, 1, hand, 1]])) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    findall(P, wow_tcg:hidden(S, "alice", P), Ps).

test(opponents_discard_depends_on_hidden) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    rc_explain:hidden_note(wow_tcg, S, "bob", _{player:"alice", action:"discard", card:"a1"}, R),
    string(R).

test(own_discard_and_public_moves_do_not, fail) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    (   wow_tcg:depends_on_hidden(S, "alice", _{player:"alice", action:"discard", card:"a1"}, _)
    ;   wow_tcg:depends_on_hidden(S, "bob", _{player:"alice", action:"end_turn"}, _)
    ).

test(display_combat_atk_with_the_struck_weapon,
     true(Facts == ["combat damage (before armor): Thrall deals 2 to Voss Treebender (voss)",
                    "combat damage (before armor): Voss Treebender (voss) deals 1 to Thrall"])) :-
    wow_state('weapons/seed-example-hero-damage.json', S),
    shown(wow_tcg, S, null, Model),
    member(Z, Model.zones), Z.id == "combat", !,
    include([F]>>sub_string(F, _, _, _, " deals "), Z.facts, Facts).

test(display_fallen_hero) :-
    wow_state('damage/fatal-hero-loses.json', S),
    shown(wow_tcg, S, "alice", Model),
    member(Z, Model.zones), Z.id == "bob-hero", !,
    Z.cards = [Hero],
    assertion(memberchk("fatal damage", Hero.markers)),
    member(P, Model.players), P.name == "bob", !,
    assertion(memberchk("lost", P.markers)).

:- end_tests(wow_judge).

%   record_initial(+RelativePath, -State), record_moves(+RelativePath, -Moves).

record_initial(Rel, State) :-
    atom_concat('records/', Rel, Path),
    fixture_state(wow_tcg, Path, Record),
    get_dict(initial, Record, State0),
    wow_tcg:normalized(State0, State).

record_moves(Rel, Moves) :-
    atom_concat('records/', Rel, Path),
    fixture_state(wow_tcg, Path, Record),
    get_dict(moves, Record, Moves).

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
               ( next_state(wow_tcg, S, M, S1), bag(S1, B1),
                 (   B0 == B1
                 ->  true
                 ;   format(user_error, "~q does not conserve the inventory~n", [M]), fail
                 ) )),
        random_member(M, Ms),
        next_state(wow_tcg, S, M, S1),
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
    rc_random:random_seed(3),
    conserved_walk(S, 60).

test(conserved_by_play_place_and_discard) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S),
    bag(S, B0),
    next_state(wow_tcg, S, _{player:"alice", action:"discard", card:"a1"}, S1),
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

%   record_events(+Rel, -Events): every event of the record's moves, in order.

record_events(Rel, Events) :-
    record_initial(Rel, S0),
    record_moves(Rel, Moves),
    foldl(move_events, Moves, S0-Events, _-[]).

move_events(M, S0-Events0, S-Events) :-
    next_events(wow_tcg, S0, M, S, Es),
    append(Es, Events, Events0).

:- begin_tests(wow_events).

test(every_event_cites_a_rule_and_has_fields, [forall(member(R, ['full-game-alice-wins.json', 'recheck-restrike-alice-wins.json',
                                                                  'short-position-bob-decked.json']))]) :-
    record_events(R, Events),
    assertion(Events \== []),
    forall(member(E, Events),
           ( E = event(Id, Kind, Fields),
             wow_tcg:rule(Id, Type, _, _, _),
             memberchk(Type, [effect, outcome]),
             atom(Kind),
             is_dict(Fields) )).

%   Between them, the complete records cite every effect and outcome rule.
test(every_effect_and_outcome_rule_is_cited, [forall(( wow_tcg:rule(Id, Type, _, _, _),
                                                       memberchk(Type, [effect, outcome]) ))]) :-
    (   record_events('full-game-alice-wins.json', Events)
    ;   record_events('recheck-restrike-alice-wins.json', Events)
    ;   record_events('short-position-bob-decked.json', Events)
    ),
    memberchk(event(Id, _, _), Events),
    !.

test(the_new_record_cites_the_rechecks_priority_and_effects,
     [forall(member(Id, ['WOW-214', 'WOW-224', 'WOW-314', 'WOW-315', 'WOW-611', 'WOW-623']))]) :-
    record_events('recheck-restrike-alice-wins.json', Events),
    memberchk(event(Id, _, _), Events).

test(events_of_every_legal_move_cite_rules,
     [forall(member(F, ['weapons/one-weapon-per-combat.json', 'protect/seed-example-guardian-protects.json',
                        'armor/exhaust-armor-prevents-damage.json', 'end/wrap-up-discard-down-to-seven.json',
                        'cards/powers.json', 'combat/seed-example-ally-vs-ally-damage.json']))]) :-
    wow_state(F, S0),
    forall(legal_move(S0, M),
           (   next_events(wow_tcg, S0, M, S1, Events),
               next_state(wow_tcg, S0, M, S2),
               S1 =@= S2,                       % dict tags are fresh variables
               Events \== [],
               forall(member(event(Id, _, _), Events), wow_tcg:rule(Id, _, _, _, _))
           )).

test(proposing_a_combat) :-
    wow_state('combat/seed-example-ally-vs-ally-propose.json', S0),
    once(( legal_move(S0, M), M.action == "propose_attack" )),
    next_events(wow_tcg, S0, M, _, Events),
    assertion(Events =@= [event('WOW-310', combat_proposed,
                               _{player:M.player, attacker:M.attacker, defender:M.defender})]).

test(the_attacker_exhausts_as_the_attack_starts) :-
    wow_state('combat/seed-example-ally-vs-ally-propose.json', S0),
    next_state(wow_tcg, S0, _{player:"alice", action:"propose_attack", attacker:"kor", defender:"voss"}, S1),
    next_events(wow_tcg, S1, _{player:"alice", action:"pass"}, S2, Events1),
    assertion(Events1 =@= [event('WOW-214', priority_passed, _{player:"alice", to:"bob", step:"propose"})]),
    next_events(wow_tcg, S2, _{player:"bob", action:"pass"}, S3, Events),
    assertion(Events =@= [event('WOW-214', all_passed, _{player:"bob", step:"propose"}),
                          event('WOW-314', proposal_resolved, _{attacker:"kor", defender:"voss"}),
                          event('WOW-311', attacker_exhausted, _{player:"alice", attacker:"kor"})]),
    assertion(S3.priority == "alice").

%   Armor prevents at most the damage still coming: Thrall deals 3, Bob's
%   Leather Gloves (DEF 1) prevent 1, then the Tower Bulwark (DEF 4) only
%   the 2 left, not 4 (issue 27).
test(armor_prevents_at_most_the_damage_coming) :-
    wow_state('armor/no-armor-once-all-prevented.json', S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"exhaust_armor", armor:"gloves"}, S1, Events1),
    memberchk(event('WOW-610', damage_prevented, P1), Events1),
    assertion(P1.amount-P1.prevented == 1-1),
    next_events(wow_tcg, S1, _{player:"bob", action:"exhaust_armor", armor:"bulwark"}, _, Events),
    memberchk(event('WOW-610', damage_prevented, P2), Events),
    assertion(P2.amount-P2.prevented == 2-3),
    memberchk(event('WOW-620', combat_damage, D), Events),
    D.player == "bob",
    assertion(D.atk-D.amount == 3-0).

test(a_strike_pays_exhausts_and_adds_atk) :-
    wow_state('weapons/seed-example-hero-strikes.json', S0),
    next_events(wow_tcg, S0, _{player:"alice", action:"strike", weapon:"axe"}, S, Events),
    Events = [event('WOW-510', weapon_exhausted, Ex),
              event('WOW-510', resources_paid, Paid),
              event('WOW-510', weapon_struck, Struck)],
    assertion(Ex.weapon == "axe"),
    assertion(Paid.for == "axe"),
    wow_tcg:ready_resources(S, "alice", Ready),
    assertion(Paid.ready == Ready),
    assertion(Struck.hero == "thrall"),
    assertion(Struck.hero_atk == 2).

test(combat_damage_both_ways_and_the_defender_destroyed) :-
    wow_state('weapons/seed-example-hero-damage.json', S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"pass"}, _, Events),
    assertion(memberchk(event('WOW-620', combat_damage, _{source:"thrall", card:"voss", player:"bob", atk:2, amount:2}), Events)),
    assertion(memberchk(event('WOW-620', combat_damage, _{source:"voss", card:"thrall", player:"alice", atk:1, amount:1}), Events)),
    assertion(memberchk(event('WOW-621', destroyed, _{card:"voss", player:"bob", damage:2, health:2, to:"graveyard"}), Events)),
    last(Events, Last),
    assertion(Last = event('WOW-622', combat_concluded, _)).

test(armor_prevents_damage) :-
    wow_state('armor/exhaust-armor-prevents-damage.json', S0),
    once(( legal_move(S0, M), M.action == "exhaust_armor" )),
    next_events(wow_tcg, S0, M, _, Events),
    Events = [event('WOW-610', armor_exhausted, Ex), event('WOW-610', damage_prevented, Pr)],
    assertion(Ex.armor == M.armor),
    assertion(Pr.player == M.player),
    assertion(Pr.prevented >= Pr.amount).

test(the_wrap_up_discard_and_the_end_of_the_turn) :-
    wow_state('end/wrap-up-discard-down-to-seven.json', S0),
    next_events(wow_tcg, S0, _{player:"alice", action:"discard", card:"a1"}, _, Events),
    assertion(Events =@= [event('WOW-710', discarded, _{player:"alice", card:"a1", to:"graveyard", hand:8})]),
    wow_state('end/wrap-up-exactly-seven.json', S1),
    next_events(wow_tcg, S1, _{player:"alice", action:"end_turn"}, S2, Events1),
    assertion(Events1 = [event('WOW-711', turn_ended, _{player:"alice", next:"bob"}), event('WOW-711', readied, _)]),
    assertion(S2.turn == "bob").

test(a_hero_with_fatal_damage_loses) :-
    wow_state('damage/hero-kills-hero.json', S0),
    once(( legal_move(S0, M), next_events(wow_tcg, S0, M, S, Events),
           memberchk(event('WOW-801', fatal_damage, F), Events) )),
    assertion(wow_tcg:hero_fallen(S, F.player)),
    wow_tcg:outcome(S, O),
    assertion(O.losers == [F.player]).

:- end_tests(wow_events).

%   fixture_move(-Rel, -State, -Move): every move a WoW fixture case names.

fixture_move(Rel, State, Move) :-
    support:fixtures_dir(Dir),
    atom_concat(Dir, '/wow-tcg', Root),
    directory_member(Root, File, [recursive(true), extensions([json])]),
    \+ sub_atom(File, _, _, _, '/records/'),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Fx, [value_string_as(string)]),
                       close(In)),
    get_dict(state, Fx, State0),
    wow_tcg:normalized(State0, State),
    state_errors(wow_tcg, State, []),
    get_dict(cases, Fx, Cases),
    member(Case, Cases),
    get_dict(move, Case, Move),
    atom_concat(Root, Rel0, File),
    atom_concat('/', Rel, Rel0).

:- begin_tests(wow_priority_and_effects).

test(a_window_opens_with_the_turn_players_priority, true(H == "alice")) :-
    wow_state('combat/seed-example-ally-vs-ally-propose.json', S),
    wow_tcg:priority_holder(S, H).

test(no_priority_at_the_protect_point, true(H == null)) :-
    wow_state('protect/seed-example-guardian-protects.json', S),
    wow_tcg:priority_holder(S, H).

test(only_the_holder_passes, all(P == ["alice"])) :-
    wow_state('priority/turn-player-pass-gives-priority.json', S),
    legal_move(S, M), get_dict(action, M, "pass"), get_dict(player, M, P).

test(two_passes_close_the_window, true(Ph-St-H == "end"-"end"-"alice")) :-
    wow_state('priority/turn-player-pass-gives-priority.json', S0),
    next_state(wow_tcg, S0, _{player:"alice", action:"pass"}, S1),
    next_state(wow_tcg, S1, _{player:"bob", action:"pass"}, S),
    Ph = S.phase, St = S.step, H = S.priority.

test(three_rules_at_the_protect_point, true(Ids == ['WOW-202', 'WOW-204', 'WOW-206'])) :-
    wow_state('priority/several-rules-at-the-protect-point.json', S),
    rule_ids(S, _{player:"bob", action:"propose_attack", attacker:"voss", defender:"kor"}, Ids).

test(the_recheck_asks_the_rules_of_a_proposal, true(B-G == ['WOW-302']-[])) :-
    wow_state('combat/proposal-rechecked-and-interrupted.json', S),
    wow_tcg:proposal_recheck(S, B, G).

test(the_recheck_sees_a_side_gone, true(B-G == []-["attacker"])) :-
    wow_state('combat/proposal-without-attacker.json', S),
    wow_tcg:proposal_recheck(S, B, G).

test(an_interrupted_proposal_removes_the_combat) :-
    wow_state('combat/proposal-rechecked-and-interrupted.json', S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"pass"}, S, Events),
    assertion(S.combat == null),
    assertion(S.step == "main"),
    assertion(memberchk(event('WOW-314', proposal_interrupted, _), Events)),
    assertion(\+ memberchk(event('WOW-311', _, _), Events)).

test(targets_are_enumerated, all(T == ["varian", "voss"])) :-
    wow_state('effects/power-effects.json', S),
    legal_move(S, M),
    get_dict(card, M, "kor"),
    get_dict(target, M, T).

test(a_readied_weapon_is_recorded_and_strikes_again) :-
    wow_state('weapons/restrike-after-ready.json', S0),
    next_state(wow_tcg, S0, _{player:"alice", action:"play_card", card:"windfury", target:"axe"}, S1),
    assertion(S1.combat.readied == ["axe"]),
    assertion(legal_move(S1, _{player:"alice", action:"strike", weapon:"axe"})),
    next_state(wow_tcg, S1, _{player:"alice", action:"strike", weapon:"axe"}, S2),
    assertion(state_errors(wow_tcg, S2, [])),
    wow_tcg:combat_atk(S2, "thrall", Atk),
    assertion(Atk == 4).

test(a_destroyed_attacker_leaves_the_combat) :-
    wow_state('combat/attacker-destroyed-in-the-proposal.json', S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"play_card", card:"bolt", target:"kor"}, S, Events),
    assertion(S.combat.attacker == null),
    assertion(memberchk(event('WOW-623', removed_from_combat, _{card:"kor", as:"attacker"}), Events)),
    assertion(state_errors(wow_tcg, S, [])).

test(armor_decisions_in_turn_order, true(D0-D1 == "alice"-"bob")) :-
    wow_state('armor/armor-decisions-in-turn-order.json', S0),
    wow_tcg:armor_decider(S0, D0),
    next_state(wow_tcg, S0, _{player:"alice", action:"decline_armor"}, S1),
    wow_tcg:armor_decider(S1, D1).

test(the_all_prevented_rule_and_the_order_rule_both_fire, true(Ids == ['WOW-602', 'WOW-606'])) :-
    wow_state('armor/no-armor-once-all-prevented.json', S),
    rule_ids(S, _{player:"alice", action:"exhaust_armor", armor:"bracers"}, Ids).

%   WOW-606's fix says a player will decide on armor later only when he
%   will: the other player, after the turn player, with an armor decision
%   of his own; not a hero out of the combat, nor one whose damage is all
%   prevented (issue 27).
test(armor_order_fix_waits_only_for_a_decision_to_come) :-
    wow_state('armor/armor-decisions-in-turn-order.json', S0),
    fix(S0, _{player:"bob", action:"decline_armor"}, 'WOW-606', Waits),
    assertion(sub_string(Waits, _, _, _, "bob decides on armor once")).

test(armor_order_fix_all_prevented) :-
    wow_state('armor/no-armor-once-all-prevented.json', S),
    fix(S, _{player:"alice", action:"exhaust_armor", armor:"bracers"}, 'WOW-606', Fix),
    assertion(\+ sub_string(Fix, _, _, _, "decides on armor once")),
    assertion(sub_string(Fix, _, _, _, "alice will make no armor decision in this combat (all 2 combat damage")).

test(armor_order_fix_hero_out_of_the_combat) :-
    wow_state('armor/exhaust-armor-prevents-damage.json', S),
    fix(S, _{player:"alice", action:"exhaust_armor", armor:"helm"}, 'WOW-606', Fix),
    assertion(sub_string(Fix, _, _, _, "alice will make no armor decision in this combat (alice's hero is not in this combat)")).

%   Citation completeness: for every move a fixture names, explain walks
%   every rule check lists, each walked rule has facts, each broken rule a
%   fix and a message; a rule explain calls holding is not broken.
test(every_fixture_move_is_explained, [forall(fixture_move(F, S, M))]) :-
    rc_legal:violations(wow_tcg, S, M, Vs),
    rc_legal:checked_rules(wow_tcg, S, M, Vs, Ids),
    violation_ids(wow_tcg, S, M, Broken),
    forall(member(Id, Broken), memberchk(Id, Ids)),
    forall(member(Id, Ids),
           (   facts(S, M, Id, Facts), Facts \== []
           ->  true
           ;   format(user_error, "~w: no facts for ~w of ~q~n", [F, Id, M]), fail
           )),
    forall(member(Id, Broken),
           (   once(fix(S, M, Id, _))
           ->  true
           ;   format(user_error, "~w: no fix for ~w of ~q~n", [F, Id, M]), fail
           )),
    forall(member(_-Msg, Vs), string(Msg)).

:- end_tests(wow_priority_and_effects).

%   json_text(+Value, -Text): Value as JSON text, keys in order: two
%   values are the same position when their texts are equal.
json_text(V, T) :-
    with_output_to(string(T), json_write_dict(current_output, V, [width(0)])).

same_json(A, B) :-
    json_text(A, T),
    json_text(B, T).

%   fixture_position(-Rel, -State): every position a fixture or a record
%   of fixtures/wow-tcg holds, as written; a position written short on
%   purpose is in a file whose path says "short".
fixture_position(Rel, State) :-
    support:fixtures_dir(Dir),
    atom_concat(Dir, '/wow-tcg', Root),
    directory_member(Root, File, [recursive(true), extensions([json])]),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Fx, [value_string_as(string)]),
                       close(In)),
    (   get_dict(state, Fx, State) -> true ; get_dict(initial, Fx, State) ),
    atom_concat(Root, Rel, File).

normalization_error(S0, Path) :-
    catch(( wow_tcg:normalized(S0, _), Path = none ),
          rc_error("input", _, Path, _),
          true).

short(Players, S) :-
    S = _{game:"wow-tcg", turn:"alice", step:"main", players:Players}.

:- begin_tests(wow_short_positions).

test(every_bundled_position_is_its_own_normal_form, [forall(( fixture_position(F, S0),
                                                               \+ sub_atom(F, _, _, _, short) ))]) :-
    wow_tcg:normalized(S0, S),
    (   same_json(S0, S)
    ->  true
    ;   format(user_error, "~w: not its own normal form~n", [F]), fail
    ).

test(defaults) :-
    short([_{name:"alice", hero:"Gorebelly"}, _{name:"bob", hero:_{name:"Warrax", damage:4}}], S0),
    wow_tcg:normalized(S0, S),
    assertion(S.phase-S.step-S.resource_placed-S.combat == "action"-"main"-false-null),
    S.players = [A, B],
    assertion(same_json(A.hero, _{id:"gorebelly", name:"Gorebelly", atk:0, health:30, damage:0, ready:true})),
    assertion(B.hero.damage-B.hero.health == 4-30),
    assertion(A.allies-A.weapons-A.armor-A.hand-A.graveyard == []-[]-[]-[]-[]),
    assertion(same_json(A.resources, _{ready:0, exhausted:0})),
    assertion(\+ get_dict(deck, A, _)),
    assertion(state_errors(wow_tcg, S, [])).

test(the_phase_from_the_step, true(P-St == "end"-"wrap_up")) :-
    short([_{name:"alice", hero:"Gorebelly"}, _{name:"bob", hero:"Warrax"}], S1),
    wow_tcg:normalized(S1.put(step, "wrap_up"), S),
    P = S.phase, St = S.step.

test(normalising_twice_is_normalising_once,
     [forall(member(Ps, [[_{name:"alice", hero:"Gorebelly", hand:[ "Fire Blast", 2, _{name:"Krol Blade", cost:1} ], deck:5, graveyard:[ "x", 2 ]},
                          _{name:"bob", hero:"Warrax", allies:["Crazy Igvand", "Crazy Igvand"], resources:_{ready:2}}],
                         [_{name:"alice", hero:_{id:"h", health:20}, weapons:[_{atk:2, strike_cost:1}]},
                          _{name:"bob", hero:"Ta'zo", armor:["golem skull helm"], hand:1}]]))]) :-
    short(Ps, S0),
    wow_tcg:normalized(S0, S1),
    wow_tcg:normalized(S1, S2),
    assertion(same_json(S1, S2)).

test(counts_are_unknown_cards_with_ids, true(Ids == ["alice-hand-1", "alice-hand-2", "alice-hand-3"])) :-
    short([_{name:"alice", hero:"Gorebelly", hand:3}, _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    findall(Id, ( member(C, A.hand), C.unknown == true, Id = C.id ), Ids).

test(a_list_mixes_known_and_unknown_cards, true(Ids == ["quick-strike", "alice-deck-2", "alice-deck-3", "x"])) :-
    short([_{name:"alice", hero:"Gorebelly", deck:["quick strike", 2, _{id:"x"}]}, _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    findall(Id, ( member(C, A.deck), Id = C.id ), Ids),
    A.deck = [Q, _, _, X],
    assertion(Q.cost-Q.type == 3-"ability"),
    assertion(same_json(X, _{id:"x", unknown:true})).

test(names_give_printed_values_and_given_values_win) :-
    short([_{name:"alice", hero:"Gorebelly", allies:["Guardian Steelhorn", _{name:"kor cindervein", atk:5}]},
           _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    A.allies = [G, K],
    assertion(same_json(G, _{id:"guardian-steelhorn", name:"Guardian Steelhorn", atk:3, health:3, protector:true,
                             cannot_attack:true, damage:0, ready:true, since_turn_start:true})),
    assertion(K.name-K.atk-K.health == "Kor Cindervein"-5-3).

test(a_card_with_its_values_is_taken_as_written) :-
    short([_{name:"alice", hero:"Gorebelly", allies:[_{id:"k", name:"Kor Cindervein", atk:2, health:3}]},
           _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    A.allies = [K],
    assertion(same_json(K, _{id:"k", name:"Kor Cindervein", atk:2, health:3, damage:0, ready:true, since_turn_start:true})).

test(ids_are_made_unique, true(Ids == ["crazy-igvand", "crazy-igvand-2", "crazy-igvand-3"])) :-
    short([_{name:"alice", hero:"Gorebelly", allies:[_{id:"crazy-igvand", atk:0, health:6}]},
           _{name:"bob", hero:"Warrax", allies:["Crazy Igvand", "Crazy Igvand"]}], S0),
    wow_tcg:normalized(S0, S),
    findall(Id, ( member(P, S.players), member(C, P.allies), Id = C.id ), Ids).

test(what_the_combat_exhausted_defaults_to_exhausted) :-
    S0 = _{game:"wow-tcg", turn:"alice", step:"defend",
           players:[_{name:"alice", hero:"Gorebelly", weapons:["Krol Blade"], resources:2},
                    _{name:"bob", hero:"Warrax", allies:["Crazy Igvand"]}],
           combat:_{attacker:"gorebelly", defender:"warrax", protector:"crazy-igvand", strikes:["krol-blade"]}},
    wow_tcg:normalized(S0, S),
    S.players = [A, B],
    assertion(A.hero.ready == false),
    A.weapons = [W],
    assertion(get_dict(ready, W, false)),
    assertion(B.hero.ready == true),
    B.allies = [G],
    assertion(get_dict(ready, G, false)),
    assertion(same_json(S.combat.prevented, _{})),
    assertion(state_errors(wow_tcg, S, [])).

test(a_readied_card_stays_ready, true(R == true)) :-
    S0 = _{game:"wow-tcg", turn:"alice", step:"defend",
           players:[_{name:"alice", hero:"Gorebelly", weapons:["Krol Blade"]}, _{name:"bob", hero:"Warrax"}],
           combat:_{attacker:"gorebelly", defender:"warrax", strikes:["krol-blade"], readied:["krol-blade"]}},
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    A.weapons = [W],
    R = W.ready.

test(an_unknown_name_is_bad_input, true(P == "$.players[1].allies[0]")) :-
    short([_{name:"alice", hero:"Gorebelly"}, _{name:"bob", hero:"Warrax", allies:["Kor Cinderveen"]}], S0),
    normalization_error(S0, P).

test(did_you_mean, true(sub_string(Msg, _, _, _, "did you mean Kor Cindervein"))) :-
    short([_{name:"alice", hero:"Gorebelly"}, _{name:"bob", hero:"Warrax", allies:["Kor Cinderveen"]}], S0),
    catch(wow_tcg:normalized(S0, _), rc_error(_, _, _, Reason), true),
    rc_legal:error_text(Reason, Msg).

test(a_card_of_another_kind_is_bad_input, true(P == "$.players[0].weapons[0]")) :-
    short([_{name:"alice", hero:"Gorebelly", weapons:["Fire Blast"]}, _{name:"bob", hero:"Warrax"}], S0),
    normalization_error(S0, P).

test(a_value_nothing_gives_is_bad_input, true(P == "$.players[0].allies[0].health")) :-
    short([_{name:"alice", hero:"Gorebelly", allies:[_{id:"a", atk:2}]}, _{name:"bob", hero:"Warrax"}], S0),
    normalization_error(S0, P).

test(a_custom_hand_card_without_what_its_type_needs_is_wow_106, true(R == 'WOW-106')) :-
    short([_{name:"alice", hero:"Gorebelly", hand:[_{name:"Homebrew", type:"ally", cost:1, atk:1}]},
           _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    once(wow_tcg:invalid(R, S, _, _)).

test(resources_as_a_count, true(R == 3-0)) :-
    short([_{name:"alice", hero:"Gorebelly", resources:3}, _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    S.players = [A, _],
    R = A.resources.ready-A.resources.exhausted.

:- end_tests(wow_short_positions).

:- begin_tests(wow_unknown_cards_and_decks).

unknown_hand_position(S) :-
    short([_{name:"alice", hero:"Gorebelly", hand:1, resources:5, deck:[1, "Fire Blast"]},
           _{name:"bob", hero:"Warrax", deck:0}], S0),
    wow_tcg:normalized(S0, S).

test(an_unknown_card_is_never_played, true(As == ["place_resource"])) :-
    unknown_hand_position(S),
    findall(A, ( legal_move(S, M), get_dict(card, M, "alice-hand-1"), A = M.action ), As).

test(playing_an_unknown_card_breaks_225, true(Ids == ['WOW-225'])) :-
    unknown_hand_position(S),
    rule_ids(S, _{player:"alice", action:"play_card", card:"alice-hand-1"}, Ids).

test(drawing_an_unknown_card_gives_an_unknown_card) :-
    unknown_hand_position(S0),
    S1 = S0.put(_{turn:"bob", phase:"end", step:"wrap_up", priority:null}),
    next_events(wow_tcg, S1, _{player:"bob", action:"end_turn"}, S, Events),
    assertion(memberchk(event('WOW-712', card_drawn, _{player:"alice", card:"alice-deck-1", hand:2, deck:1}), Events)),
    S.players = [A, _],
    last(A.hand, C),
    assertion(same_json(C, _{id:"alice-deck-1", unknown:true})).

test(drawing_from_an_empty_deck_loses, true(W-R == ["alice"]-'WOW-802')) :-
    unknown_hand_position(S0),
    next_events(wow_tcg, S0.put(_{phase:"end", step:"wrap_up", priority:null}),
                _{player:"alice", action:"end_turn"}, S, Events),
    assertion(memberchk(event('WOW-802', decked, _{player:"bob"}), Events)),
    assertion(state_errors(wow_tcg, S, [])),
    wow_tcg:outcome(S, O),
    get_dict(winners, O, W),
    get_dict(rule, O, R),
    assertion(\+ legal_move(S, _)).

test(no_deck_no_draw, true(H == [])) :-
    short([_{name:"alice", hero:"Gorebelly"}, _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0.put(_{phase:"end", step:"wrap_up"}), S1),
    next_state(wow_tcg, S1, _{player:"alice", action:"end_turn"}, S),
    S.players = [_, B],
    H = B.hand.

test(a_decked_player_with_cards_is_invalid, true(R == 'WOW-112')) :-
    short([_{name:"alice", hero:"Gorebelly", decked:true, deck:2}, _{name:"bob", hero:"Warrax"}], S0),
    wow_tcg:normalized(S0, S),
    once(wow_tcg:invalid(R, S, _, _)).

test(no_player_sees_a_deck, true(Steps == [[players, 0, deck, 0], [players, 0, deck, 1]])) :-
    unknown_hand_position(S),
    findall(St, ( wow_tcg:hidden(S, "alice", St), St = [_, _, deck|_] ), Steps).

:- end_tests(wow_unknown_cards_and_decks).

:- begin_tests(wow_catalog_and_new_game).

test(every_catalog_key_is_its_name_key, [forall(wow_tcg:catalog_card(K, E))]) :-
    rc_cards:name_key(E.name, K).

test(every_catalog_card_is_a_full_card, [forall(wow_tcg:catalog_card(_, E))]) :-
    (   E.type == "hero"
    ->  S0 = _{game:"wow-tcg", turn:"a", step:"main", players:[_{name:"a", hero:E.name}, _{name:"b", hero:"Warrax"}]}
    ;   S0 = _{game:"wow-tcg", turn:"a", step:"main", players:[_{name:"a", hero:"Warrax", hand:[E.name]}, _{name:"b", hero:"Warrax"}]}
    ),
    wow_tcg:normalized(S0, S),
    state_errors(wow_tcg, S, []).

test(every_deck_fits_its_hero, [forall(wow_tcg:hero_deck(H, Cards))]) :-
    wow_tcg:catalog_named(H, Hero),
    aggregate_all(sum(N), member(N-_, Cards), 30),
    forall(member(_-C, Cards), ( wow_tcg:catalog_named(C, Card), wow_tcg:deck_card_fits(Hero, Card) )).

new_position(Options, Seed, S) :-
    rc_random:random_seed(Seed),
    wow_tcg:new_game(Options, S0),
    wow_tcg:normalized(S0, S).

test(a_new_game_is_a_legal_first_turn) :-
    new_position(_{}, 1, S),
    assertion(state_errors(wow_tcg, S, [])),
    S.players = [A, B],
    assertion(A.name-B.name-S.turn == "alice"-"bob"-"alice"),
    length(A.hand, 7), length(A.deck, 23),
    assertion(legal_move(S, _{player:"alice", action:"pass"})).

test(the_same_seed_gives_the_same_game) :-
    new_position(_{players:["ann", "cy"]}, 7, S1),
    new_position(_{players:["ann", "cy"]}, 7, S2),
    assertion(same_json(S1, S2)).

test(heroes_by_choice, true(Hs == ["Ta'zo", "Graccus"])) :-
    new_position(_{choices:_{hero:["ta'zo", "Graccus"]}}, 3, S),
    findall(H, ( member(P, S.players), H = P.hero.name ), Hs).

test(a_bad_option_is_bad_input, [forall(member(O-P, [_{players:3}-"$.players",
                                                     _{players:["a", "a"]}-"$.players",
                                                     _{choices:_{colour:["red"]}}-"$.choices.colour",
                                                     _{choices:_{hero:["Kor Cindervein"]}}-"$.choices.hero[0]",
                                                     _{choices:_{hero:["Grorebelly"]}}-"$.choices.hero[0]"]))]) :-
    catch(( wow_tcg:new_game(O, _), Path = none ), rc_error("input", _, Path, _), true),
    assertion(Path == P).

:- end_tests(wow_catalog_and_new_game).

%   Issue 36: a player who adds a link keeps priority (CR 410.1); fixes
%   are legal moves; the words of a waiting proposal; no one's priority
%   once the game is over.

:- begin_tests(wow_issue_36).

short_state(Fields, S) :-
    wow_tcg:normalized(_{game:"wow-tcg", turn:"alice", step:"main"}.put(Fields), S).

instant_position(S) :-
    short_state(_{priority:"bob",
                  players:[_{name:"alice", hero:"Gorebelly", allies:["Kor Cindervein"]},
                           _{name:"bob", hero:"Warrax", hand:["Quick Strike", "Quick Strike"],
                             resources:6}]}, S).

test(the_player_who_plays_an_instant_keeps_priority) :-
    instant_position(S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"play_card", card:"quick-strike",
                               target:"kor-cindervein"}, S1, Events),
    assertion(S1.priority == "bob"),
    assertion(wow_tcg:kept_priority(S1)),
    assertion(memberchk(event('WOW-214', priority_kept, _), Events)),
    assertion(legal_move(S1, _{player:"bob", action:"play_card", card:"quick-strike-2",
                               target:"warrax"})),
    rule_ids(S1, _{player:"alice", action:"pass"}, Ids),
    assertion(Ids == ['WOW-206']).

test(the_other_players_pass_after_their_instant_does_not_close_the_window) :-
    instant_position(S0),
    next_state(wow_tcg, S0, _{player:"bob", action:"play_card", card:"quick-strike",
                              target:"kor-cindervein"}, S1),
    next_state(wow_tcg, S1, _{player:"bob", action:"pass"}, S2),
    assertion(S2.step == "main"),
    assertion(S2.priority == "alice"),
    assertion(\+ wow_tcg:kept_priority(S2)),
    next_state(wow_tcg, S2, _{player:"alice", action:"pass"}, S3),
    next_state(wow_tcg, S3, _{player:"bob", action:"pass"}, S4),
    assertion(S4.step == "end").

test(a_pass_right_after_the_turn_players_closes_the_window) :-
    instant_position(S0),
    next_state(wow_tcg, S0, _{player:"bob", action:"pass"}, S),
    assertion(S.step == "end").

%   Every fix that names a protector or declining names a legal move.
test(protect_fixes_are_legal_moves) :-
    forall(( fixture_move(_, S, M),
             member(Id, ['WOW-403', 'WOW-404', 'WOW-405']),
             rc_legal:broken_rule(wow_tcg, S, M, Id, _),
             wow_tcg:fix(Id, S, M, Fix) ),
           assertion(fix_is_legal(S, M, Fix))).

fix_is_legal(S, M, protect_with_one_of(_)) :- !,
    legal_move(S, _{player:M.player, action:"protect", protector:_}).
fix_is_legal(S, M, Fix) :-
    memberchk(Fix, [nobody_can_protect, decline_to_protect(_)]), !,
    legal_move(S, _{player:M.player, action:"decline"}).
fix_is_legal(_, _, _).

test(an_exhausted_protector_outside_the_protect_point_is_not_told_to_decline) :-
    short_state(_{step:"defend",
                  players:[_{name:"alice", hero:"Gorebelly"},
                           _{name:"bob", hero:"Warrax",
                             allies:[_{name:"Crazy Igvand", ready:false}, "Tristan Rapidstrike"]}],
                  combat:_{attacker:"gorebelly", defender:"warrax"}}, S),
    M = _{player:"bob", action:"protect", protector:"crazy-igvand"},
    rule_ids(S, M, Ids),
    assertion(memberchk('WOW-404', Ids)),
    findall(F, wow_tcg:fix('WOW-404', S, M, F), Fixes),
    assertion(Fixes == [no_protector_now("bob")]),
    fix(S, M, 'WOW-404', Text),
    assertion(\+ sub_string(Text, _, _, _, "decline")).

test(at_the_protect_point_with_no_ready_protector_decline_is_the_fix) :-
    short_state(_{step:"protect",
                  players:[_{name:"alice", hero:"Gorebelly"},
                           _{name:"bob", hero:"Warrax",
                             allies:[_{name:"Crazy Igvand", ready:false}, "Tristan Rapidstrike"]}],
                  combat:_{attacker:"gorebelly", defender:"warrax"}}, S0),
    % Tristan protects elsewhere: exhausted too, after the Protect Point began
    wow_tcg:update_card(S0, "bob", "tristan-rapidstrike", exhaust, S),
    M = _{player:"bob", action:"protect", protector:"crazy-igvand"},
    findall(F, wow_tcg:fix('WOW-404', S, M, F), Fixes),
    assertion(Fixes == [nobody_can_protect]),
    assertion(legal_move(S, _{player:"bob", action:"decline"})).

test(a_waiting_proposal_is_not_called_a_combat_under_way) :-
    short_state(_{step:"propose",
                  players:[_{name:"alice", hero:"Gorebelly", hand:["Kor Cindervein"], resources:3},
                           _{name:"bob", hero:"Warrax"}],
                  combat:_{attacker:"gorebelly", defender:"warrax"}}, S),
    M = _{player:"alice", action:"play_card", card:"kor-cindervein"},
    once(rc_legal:broken_rule(wow_tcg, S, M, 'WOW-204', Reason)),
    rc_legal:reason_text(wow_tcg, Reason, Text),
    assertion(sub_string(Text, 0, _, _, "a combat has been proposed (the propose step)")),
    assertion(\+ sub_string(Text, _, _, _, "under way")),
    fix(S, M, 'WOW-204', Fix),
    assertion(sub_string(Fix, _, _, _, "until the proposal resolves")).

%   No event after a hero falls gives anyone priority, and the state
%   leaves no one with it.
no_priority_after_the_end(S, Events) :-
    assertion(S.priority == null),
    assertion(wow_tcg:game_over(S)),
    once(append(_, [event('WOW-801', fatal_damage, _)|After], Events)),
    forall(member(event(_, K, F), After),
           assertion(\+ ( memberchk(K, [priority_kept, priority_passed]) ; F.get(priority, null) \== null ))).

test(combat_damage_that_kills_the_turn_players_hero_leaves_no_priority) :-
    short_state(_{step:"defend", priority:"bob",
                  players:[_{name:"alice", hero:_{name:"Gorebelly", damage:29}},
                           _{name:"bob", hero:"Warrax", allies:["Kor Cindervein"]}],
                  combat:_{attacker:"gorebelly", defender:"kor-cindervein"}}, S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"pass"}, S, Events),
    no_priority_after_the_end(S, Events),
    last(Events, event(_, combat_concluded, F)),
    phrase(wow_tcg:message(event(combat_concluded, F, S0)), Parts),
    with_output_to(string(Text), forall(member(P, Parts), ( P = Fm-A -> format(Fm, A) ; format("~w", [P]) ))),
    assertion(\+ sub_string(Text, _, _, _, "has priority")).

test(an_effect_that_kills_a_hero_leaves_no_priority) :-
    short_state(_{priority:"bob",
                  players:[_{name:"alice", hero:_{name:"Gorebelly", damage:29}},
                           _{name:"bob", hero:"Warrax", hand:["Quick Strike"], resources:3}]}, S0),
    next_events(wow_tcg, S0, _{player:"bob", action:"play_card", card:"quick-strike",
                               target:"gorebelly"}, S, Events),
    no_priority_after_the_end(S, Events),
    assertion(\+ wow_tcg:kept_priority(S)).

:- end_tests(wow_issue_36).
