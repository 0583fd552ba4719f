/*  plunit tests of the Clash of Decks helpers (rules.pl/clash_of_decks.pl)
    and the shared helpers (rules.pl/rc_util.pl).
*/

:- use_module(library(plunit)).
:- prolog_load_context(directory, D),
   atom_concat(D, '/../../rules.pl/rulecheck', Main),
   use_module(Main),
   rulecheck:load_games.
:- use_module(library(http/json)).

cd_state(Name, S) :-
    cd_fixture_dir(Dir),
    atomic_list_concat([Dir, '/states/', Name, '.json'], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, S, [value_string_as(string)]),
                       close(In)).

:- prolog_load_context(directory, D),
   atom_concat(D, '/../../fixtures/clash-of-decks', F),
   asserta(cd_fixture_dir(F)).

:- begin_tests(rc_util).

test(json_path) :-
    rc_util:json_path([hands, "alice", 3], P),
    assertion(P == "$.hands.alice[3]").
test(ordinal, all(O == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"])) :-
    member(N, [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]),
    rc_util:ordinal(N, O).
test(list_without) :-
    rc_util:list_without([a, b, a], a, L),
    assertion(L == [b, a]).
test(list_insert) :-
    rc_util:list_insert(1, x, [a, b], L1),
    rc_util:list_insert(9, x, [a, b], L2),
    assertion(L1 == [a, x, b]),
    assertion(L2 == [a, b, x]).
test(key_value_default) :-
    rc_util:key_value("missing", _{a:1}, 0, V),
    assertion(V == 0).

:- end_tests(rc_util).

:- begin_tests(clash_of_decks).

test(four_leftmost_skip_the_tower, all(C == ["a-boom", "a-revenant", "a-carapace", "a-annihilation"])) :-
    cd_state(midgame, S),
    clash_of_decks:hand_playable_card(S, "alice", C).

test(four_leftmost_opening, all(C == ["a-troll", "a-brute", "a-boom", "a-baron"])) :-
    cd_state(opening, S),
    clash_of_decks:hand_playable_card(S, "alice", C).

test(turn_start_mana_counts_tower_and_catalyst) :-
    cd_state(midgame, S),
    % Bob: 7 cards in hand (bastion included) + 2 for Scribe (Catalyst)
    clash_of_decks:turn_start_mana(S, "bob", M),
    assertion(M == 9).

test(aura_adds_to_the_neighbour) :-
    cd_state(midgame, S),
    % Partisan (1 attack) stands beside Baron (Aura +1 attack)
    clash_of_decks:card_attack(S, "a-partisan", A),
    assertion(A == 2).

test(aura_not_to_itself) :-
    cd_state(midgame, S),
    clash_of_decks:card_attack(S, "a-baron", A),
    assertion(A == 4).

test(nearest_card_is_the_target) :-
    cd_state(midgame, S),
    clash_of_decks:attack_targets(S, "b-ogre", Ts, Tower),
    assertion(Ts == ["a-troll"]),
    assertion(Tower == false).

test(legal_is_candidate_without_violation) :-
    cd_state(midgame, S),
    forall(rulecheck:legal(clash_of_decks, S, M),
           \+ clash_of_decks:violation(S, M, _, _)).

test(check_and_legal_moves_agree) :-
    cd_state(midgame, S),
    forall(clash_of_decks:candidate(S, M),
           (   rulecheck:legal(clash_of_decks, S, M)
           ->  rulecheck:violations(clash_of_decks, S, M, [])
           ;   rulecheck:violations(clash_of_decks, S, M, [_|_])
           )).

test(valid_states, Errors == []) :-
    cd_state(midgame, S),
    findall(P-R, clash_of_decks:state_error(S, P, R, _), Errors).

:- end_tests(clash_of_decks).

:- begin_tests(clash_of_decks_conservation).

test(a_whole_assault_conserves_the_cards) :-
    cd_state(midgame, S0),
    clash_of_decks:inventory(S0, B0),
    clash_of_decks:next(S0, _{player:"bob", action:"assault"}, S1),
    clash_of_decks:inventory(S1, B1),
    msort(B0, Sorted0),
    msort(B1, Sorted1),
    assertion(Sorted0 == Sorted1).

test(a_copied_card_is_seen) :-
    cd_state(midgame, S0),
    clash_of_decks:inventory(S0, B0),
    Hands = S0.hands,
    S1 = S0.put(hands, Hands.put(bob, ["a-troll"|Hands.bob])),
    clash_of_decks:inventory(S1, B1),
    msort(B0, Sorted0),
    msort(B1, Sorted1),
    assertion(Sorted0 \== Sorted1).

:- end_tests(clash_of_decks_conservation).
