/*  plunit tests of the Flesh and Blood relations (rules.pl/flesh-and-blood/game.pl
    and rules.pl/flesh-and-blood/), asked through the engine's relations
    (tests/prolog/support.pl).  Run from the repository root:
        swipl -g "consult('tests/prolog/flesh_and_blood.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(http/json)).
:- use_module(support).

card_id_of(C, Id) :- get_dict(id, C, Id).

card(Id, Name, Color, Card) :-
    Card = _{id:Id, name:Name, color:Color}.

:- begin_tests(fab_catalog).

test(assault_and_battery_costs_three, [true(Cost-Power-Pitch == 3-7-1)]) :-
    flesh_and_blood:card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, cost, Cost),
    flesh_and_blood:card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, power, Power),
    flesh_and_blood:card_prop(_{id:"c1", name:"Assault and Battery", color:"red"}, pitch, Pitch).
test(colours_differ, [all(C-P == ["red"-1, "yellow"-2, "blue"-3])]) :-
    flesh_and_blood:catalog_card('beast mode', Props),
    C = Props.color,
    P = Props.pitch.
test(whole_card_pool, [true(N >= 4000)]) :-
    aggregate_all(count, flesh_and_blood:catalog_card(_, _), N).
test(catalog_keys_are_name_keys) :-
    forall(flesh_and_blood:catalog_card(K, E),
           rc_cards:name_key(E.name, K)).
test(type_from_printed_types, [true(T-Sub == "attack action"-["Attack"])]) :-
    flesh_and_blood:card_prop(_{id:"x", name:"Command and Conquer"}, type, T),
    flesh_and_blood:card_prop(_{id:"x", name:"Command and Conquer"}, subtypes, Sub).
test(hero_life_and_intellect, [true(L-I == 20-4)]) :-
    flesh_and_blood:card_prop(_{id:"h", name:"Dorinthea"}, life, L),
    flesh_and_blood:card_prop(_{id:"h", name:"Dorinthea"}, intellect, I).
test(go_again_only_when_unconditional, [true(GAs == [true, false, false])]) :-
    findall(GA, ( member(N-C, ["Awakening Bellow"-"red", "Performance Bonus"-"red", "Blade Flash"-"blue"]),
                  ( flesh_and_blood:card_go_again(_{id:"x", name:N, color:C}) -> GA = true ; GA = false ) ),
            GAs).
test(weapon_attack_ability, [true(Pairs == [cost-1, destroy_self-false, effect-"attack", go_again-false,
                                             limit-"once per turn", type-"action"])]) :-
    flesh_and_blood:card_abilities(_{id:"w", name:"Dawnblade"}, [Ab]),
    dict_pairs(Ab, _, Pairs).
test(put_on_the_bottom_for_enlightened_strike, [true(K == "bottom")]) :-
    flesh_and_blood:card_additional_cost(_{id:"x", name:"Enlightened Strike"}, Spec),
    K = Spec.kind.
test(no_pitch_value_cannot_be_pitched, [fail]) :-
    flesh_and_blood:has_pitch(_{id:"x", name:"Dawnblade"}).
test(block_is_a_deck_card_not_played, [true(T == "block")]) :-
    flesh_and_blood:card_type(_{id:"x", name:"Asking for Trouble"}, T),
    flesh_and_blood:deck_card_type(T),
    \+ flesh_and_blood:playable_type(T).
test(instant_has_no_power, [fail]) :-
    flesh_and_blood:card_prop(_{id:"c2", name:"Reinforce the Line", color:"yellow"}, power, _).
test(inline_wins, [true(GA == true)]) :-
    flesh_and_blood:card_prop(_{id:"c3", name:"Performance Bonus", color:"yellow", go_again:true}, go_again, GA).
test(inline_only_card, [true(T == "attack action")]) :-
    flesh_and_blood:card_props(_{id:"x", name:"Test Strike", type:"attack action", cost:1}, P),
    T = P.type.
test(beat_chest_needs_six_power, [true(MinP == 6)]) :-
    flesh_and_blood:card_prop(_{id:"c1", name:"Assault and Battery", color:"blue"}, additional_costs, [Spec]),
    MinP = Spec.min_power.
test(single_printing_needs_no_colour, [true(P-D == 3-4)]) :-
    flesh_and_blood:card_prop(_{id:"c9", name:"Reckless Swing"}, pitch, P),
    flesh_and_blood:card_prop(_{id:"c9", name:"Reckless Swing"}, defense, D).
test(three_printings_need_a_colour, [fail]) :-
    flesh_and_blood:card_prop(_{id:"c9", name:"Beast Mode"}, pitch, _).
test(card_prop_agrees_with_card_props) :-
    forall(( flesh_and_blood:catalog_card(_, Cat),
             Name = Cat.name,
             (   get_dict(color, Cat, Color)
             ->  Card = _{id:"x", name:Name, color:Color}
             ;   Card = _{id:"x", name:Name}
             ),
             flesh_and_blood:card_props(Card, Props),
             get_dict(K, Props, V), V \== null ),
           flesh_and_blood:card_prop(Card, K, V)).

:- end_tests(fab_catalog).

:- begin_tests(fab_pitching).

test(seed_example_sequence) :-
    flesh_and_blood:pitch_sequence_ok([2, 2], 0, 3).
test(third_card_not_needed, [fail]) :-
    flesh_and_blood:pitch_sequence_ok([2, 2, 1], 0, 3).
test(blue_then_red_not_allowed, [fail]) :-
    flesh_and_blood:pitch_sequence_ok([3, 1], 0, 3).
test(red_then_blue_allowed) :-
    flesh_and_blood:pitch_sequence_ok([1, 3], 0, 3).
test(leftover_points_count, [fail]) :-
    flesh_and_blood:pitch_sequence_ok([1], 3, 3).
test(no_pitch_when_covered, [true(Set-Points == []-2)]) :-
    flesh_and_blood:pitch_set([], 2, 2, Set, Points).
test(pitch_sets_of_seed_hand, [all(Ids-Points == [["c2", "c3"]-4, ["c4", "c2"]-3, ["c4", "c3"]-3])]) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c3", "Performance Bonus", "yellow", C3),
    card("c4", "Beast Mode", "red", C4),
    flesh_and_blood:pitch_set([C2, C3, C4], 0, 3, Set, Points),
    maplist(card_id_of, Set, Ids).
%   CR 1.14.3b: a card whose pitch is 0 gains nothing and is never in a
%   pitch set, nor pitchable.
test(pitch_zero_not_pitchable, [fail]) :-
    flesh_and_blood:has_pitch(_{id:"z", name:"Zero", type:"instant", pitch:0}).
test(pitch_zero_never_in_a_set, [all(Ids == [["c4", "c2"]])]) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c4", "Beast Mode", "red", C4),
    Z = _{id:"z", name:"Zero", type:"instant", pitch:0},
    flesh_and_blood:pitch_set([Z, C4, C2], 0, 3, Set, _),
    maplist(card_id_of, Set, Ids).
test(no_set_when_short, [fail]) :-
    card("c4", "Beast Mode", "red", C4),
    flesh_and_blood:pitch_set([C4], 0, 3, _, _).
test(canonical_order, [true(O == ["c4", "c2", "c5"])]) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c4", "Beast Mode", "red", C4),
    card("c5", "Beast Mode", "blue", C5),
    flesh_and_blood:canonical_pitch_order([C2, C5, C4], ["c5", "c2", "c4"], O).
test(canonical_order_keeps_unknown_last, [true(O == ["c4", "zz"])]) :-
    card("c4", "Beast Mode", "red", C4),
    flesh_and_blood:canonical_pitch_order([C4], ["zz", "c4"], O).
%   The candidate filter, the violation and the explanation agree on
%   FAB-303: every listed pitch set, in canonical order, pitches each
%   card while still short.
test(pitch_sets_pass_the_rule) :-
    card("c2", "Reinforce the Line", "yellow", C2),
    card("c3", "Performance Bonus", "yellow", C3),
    card("c4", "Beast Mode", "red", C4),
    card("c5", "Beast Mode", "blue", C5),
    forall(flesh_and_blood:pitch_set([C2, C3, C4, C5], 0, 4, Set, _),
           ( maplist(flesh_and_blood:pitch_of, Set, Vs),
             flesh_and_blood:pitch_sequence_ok(Vs, 0, 4),
             \+ flesh_and_blood:unneeded_pitch(Set, 0, 4, _, _) )).

:- end_tests(fab_pitching).

:- begin_tests(fab_combat).

test(damage_is_power_minus_defense, [true(D == 2)]) :-
    flesh_and_blood:chain_damage(7, [3, 2], D).
test(overdefended_deals_nothing, [true(D == 0)]) :-
    flesh_and_blood:chain_damage(7, [3, 3, 2], D).
test(undefended, [true(D == 4)]) :-
    flesh_and_blood:chain_damage(4, [], D).

:- end_tests(fab_combat).

%   The judge's workflow: explanations and hidden information.

fab_state(S) :-
    Hand = [_{id:"a1", name:"Beast Mode", color:"blue"},
            _{id:"a2", name:"Beast Mode", color:"red"},
            _{id:"a3", name:"Pack Hunt", color:"yellow"}],
    P1 = _{name:"alice", life:20, action_points:1, resource_points:0,
           hero:_{id:"alice-hero", name:"Rhinar"},
           weapons:[_{id:"alice-club", name:"Romping Club"}],
           equipment:[_{id:"alice-legs", name:"Scabskin Leathers"}],
           deck:[_{id:"a9", name:"Wounding Blow", color:"red"}],
           hand:Hand, arsenal:[_{id:"a4", name:"Reckless Swing"}],
           pitch:[], graveyard:[], banished:[]},
    P2 = _{name:"bob", life:20, action_points:0, resource_points:0,
           hero:_{id:"bob-hero", name:"Rhinar"},
           weapons:[], equipment:[],
           deck:[_{id:"b9", name:"Wounding Blow", color:"red"}],
           hand:[_{id:"b1", name:"Beast Mode", color:"red"}],
           arsenal:[_{id:"b2", name:"Pack Hunt", color:"red"}],
           pitch:[], graveyard:[], banished:[]},
    S = _{game:"flesh-and-blood", format:"blitz", turn:3, turn_player:"alice",
          phase:"action", priority:"alice", passes:0, activated:[], chain:null,
          players:[P1, P2]}.

%   The rules explain walks for a move that breaks none: its action's
%   table, less the rules that do not concern it.
walked(S, M, Ids) :-
    rc_legal:checked_rules(flesh_and_blood, S, M, [], Ids).

%   facts(+S, +M, +Id, -Facts), fix(+S, +M, +Id, -Fix): the facts and
%   fixes explain gives for rule Id, in words (rc_explain.pl).
facts(S, M, Id, Facts) :-
    findall(F, rc_explain:fact_text(flesh_and_blood, Id, S, M, F), Facts).

fix(S, M, Id, Fix) :-
    rc_explain:fix_text(flesh_and_blood, Id, S, M, Fix).

:- begin_tests(fab_workflow).

test(checks_in_rulebook_order, [true(Ids == ['FAB-201', 'FAB-203', 'FAB-207', 'FAB-301', 'FAB-302',
                                             'FAB-303', 'FAB-304', 'FAB-306', 'FAB-307', 'FAB-313',
                                             'FAB-320', 'FAB-541', 'FAB-622', 'FAB-623', 'FAB-702', 'FAB-828', 'FAB-837'])]) :-
    fab_state(S),
    walked(S, _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]}, Ids).
test(pass_checks_only_who_and_when, [true(Ids == ['FAB-203', 'FAB-207', 'FAB-702'])]) :-
    fab_state(S),
    walked(S, _{player:"alice", action:"pass"}, Ids).
test(broken_rules_are_walked_first, [true(Ids == ['FAB-303', 'FAB-201', 'FAB-203', 'FAB-207', 'FAB-301',
                                                  'FAB-302', 'FAB-304', 'FAB-306', 'FAB-307', 'FAB-313',
                                                  'FAB-320', 'FAB-541', 'FAB-622', 'FAB-623', 'FAB-702', 'FAB-828', 'FAB-837'])]) :-
    fab_state(S),
    M = _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]},
    rulecheck:violations(flesh_and_blood, S, M, Vs),
    rc_legal:checked_rules(flesh_and_blood, S, M, Vs, Ids).
test(pitch_order_fact_names_the_order_that_works) :-
    fab_state(S),
    M = _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]},
    facts(S, M, 'FAB-303', Facts),
    member(F, Facts),
    sub_string(F, _, _, _, "lowest pitch value first works"),
    sub_string(F, _, _, _, "[a2]"),
    sub_string(F, _, _, _, "the move's order does not"), !.
test(pitch_order_fix_gives_the_order, [true(Fix == "pitch the same cards lowest pitch value first: a2, then a1; each is then still needed when it is pitched")]) :-
    fab_state(S),
    once(fix(S, _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2"]},
             'FAB-303', Fix)).
test(too_many_cards_fix_drops_one) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(resource_points, 1), P2]),
    M = _{player:"alice", action:"play", card:"a2", from:"hand", pitch:["a3", "a1"]},
    violation_ids(flesh_and_blood, S, M, Ids),
    memberchk('FAB-303', Ids),
    fix(S, M, 'FAB-303', Fix),
    sub_string(Fix, _, _, _, "pitch fewer cards"), !.
test(no_pitch_needed_fix, [true(sub_string(Fix, 0, _, _, "pitch nothing"))]) :-
    fab_state(S),
    once(fix(S, _{player:"alice", action:"play", card:"a4", from:"arsenal", pitch:["a2"]}, 'FAB-303', Fix)).
test(short_fix_names_a_card, [true(sub_string(Fix, 0, _, _, "needs 2 more resource point(s)"))]) :-
    fab_state(S),
    once(fix(S, _{player:"alice", action:"play", card:"a1", from:"hand", pitch:["a2"]}, 'FAB-302', Fix)).
test(arsenal_defender_fix) :-
    fab_state(S0),
    Link = _{attack:_{id:"b5", name:"Pack Hunt", color:"red"}, controller:"bob", defender:"alice",
             go_again:false, defending:[]},
    S = S0.put(_{turn_player:"bob", priority:"bob", chain:_{step:"defend", links:[Link]}}),
    once(fix(S, _{player:"alice", action:"defend", cards:["a4"]}, 'FAB-601', Fix)),
    sub_string(Fix, _, _, _, "reaction step").
test(facts_never_throw_for_unknown_cards, [true(Facts \== [])]) :-
    fab_state(S),
    facts(S, _{player:"alice", action:"activate", card:"zz", ability:3, pitch:["q"]}, 'FAB-302', Facts).
test(hidden_opponent_hand_arsenal_and_decks, [true(Paths == [[players, 0, deck, 0],
                                                             [players, 1, hand, 0],
                                                             [players, 1, arsenal, 0],
                                                             [players, 1, deck, 0]])]) :-
    fab_state(S),
    findall(P, flesh_and_blood:hidden(S, "alice", P), Paths).
test(opponent_play_depends_on_hidden) :-
    fab_state(S),
    rc_explain:hidden_note(flesh_and_blood, S, "alice", _{player:"bob", action:"play", card:"b2", from:"arsenal"}, R),
    sub_string(R, _, _, _, "cannot see").
test(equipment_defence_is_public, [fail]) :-
    fab_state(S),
    flesh_and_blood:depends_on_hidden(S, "bob", _{player:"alice", action:"defend", cards:["alice-legs"]}, _).
test(own_moves_are_known, [fail]) :-
    fab_state(S),
    flesh_and_blood:depends_on_hidden(S, "alice", _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1"]}, _).
test(every_reason_has_words) :-
    fab_state(S),
    forall(( member(M, [_{player:"bob", action:"pass"},
                        _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a1", "a2", "a1"]},
                        _{player:"alice", action:"play", card:"zz", from:"hand"},
                        _{player:"alice", action:"activate", card:"alice-club", ability:4},
                        _{player:"alice", action:"defend", cards:[]},
                        _{player:"alice", action:"end_turn", arsenal:"a1"}]),
             rulecheck:violations(flesh_and_blood, S, M, Vs) ),
           ( Vs \== [],
             forall(member(_-Msg, Vs), string(Msg)) )).

:- end_tests(fab_workflow).

%   The display model `show` draws: each visible card's properties as
%   the rules read them, nothing about a card the viewer cannot see.

:- begin_tests(fab_display).

model_card(Model, Id, Card) :-
    member(Z, Model.zones),
    member(Card, Z.cards),
    get_dict(id, Card, Id).

test(card_values_come_from_the_rules,
     true(Counters =@= [_{label:"cost", value:2}, _{label:"pitch", value:2},
                       _{label:"power", value:5}, _{label:"def", value:3}])) :-
    fab_state(S),
    shown(flesh_and_blood, S, null, Model),
    once(model_card(Model, "a3", C)),
    Counters = C.counters.
test(hidden_cards_are_left_out) :-
    fab_state(S),
    shown(flesh_and_blood, S, "alice", Model),
    assertion(model_card(Model, "a1", _)),
    assertion(\+ model_card(Model, "b1", _)),           % bob's hand
    assertion(\+ model_card(Model, "b2", _)),           % bob's arsenal
    assertion(\+ model_card(Model, "a9", _)),           % decks
    assertion(model_card(Model, "bob-hero", _)).
test(defeated_and_actor) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1, P2.put(life, 0)]),
    shown(flesh_and_blood, S, null, Model),
    Model.players = [A, B],
    assertion(memberchk("lost: 0 life", B.markers)),
    assertion(\+ memberchk("lost: 0 life", A.markers)),
    assertion(memberchk("the game is over: bob's hero reached 0 life (bob loses)", Model.status)),
    fab_state(S1),
    shown(flesh_and_blood, S1, null, Model1),
    Model1.players = [A1, _],
    assertion(memberchk("to act", A1.markers)).

:- end_tests(fab_display).

%   Conservation (issue 7): every legal move keeps the game's cards.

fab_inventory_sorted(S, Sorted) :-
    flesh_and_blood:inventory(S, Bag),
    msort(Bag, Sorted).

%   Random legal play from S for N moves, checking inventory/2 after every
%   legal move of every position on the way.
fab_conserved_walk(_, 0) :- !.
fab_conserved_walk(S, N) :-
    fab_inventory_sorted(S, Bag0),
    findall(M, legal_move(flesh_and_blood, S, M), Moves),
    forall(member(M, Moves),
           ( next_state(flesh_and_blood, S, M, S1), fab_inventory_sorted(S1, Bag1), Bag1 == Bag0 )),
    (   Moves \== []
    ->  length(Moves, K), I is N mod K, nth0(I, Moves, M2),
        next_state(flesh_and_blood, S, M2, S2),
        N1 is N - 1,
        fab_conserved_walk(S2, N1)
    ;   true
    ).

:- begin_tests(fab_inventory).

test(counts_every_card, [true(N == 12)]) :-
    fab_state(S),
    flesh_and_blood:inventory(S, Bag),
    length(Bag, N).
test(owner_and_id, [true(memberchk(card("alice", "a4"), Bag))]) :-
    fab_state(S),
    flesh_and_blood:inventory(S, Bag).
test(conserved_over_moves, [nondet]) :-
    fab_state(S),
    fab_conserved_walk(S, 12).
test(conserved_through_combat, [nondet]) :-
    fab_state(S0),
    M = _{player:"alice", action:"activate", card:"alice-club", ability:0, pitch:["a3"]},
    violation_ids(flesh_and_blood, S0, M, []),
    next_state(flesh_and_blood, S0, M, S1),     % the club attacks: it is on the chain
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S1, B1),
    B0 == B1,
    fab_conserved_walk(S1, 8).
test(catches_a_duplicated_card) :-
    fab_state(S0),
    S0.players = [P1, P2],
    P1.hand = [C|_],
    S = S0.put(players, [P1.put(graveyard, [C]), P2]),   % a1 in hand and graveyard
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S, B1),
    B0 \== B1.
test(catches_a_card_changing_hands) :-
    fab_state(S0),
    S0.players = [P1, P2],
    P1.hand = [C|Hand],
    S = S0.put(players, [P1.put(hand, Hand), P2.put(graveyard, [C])]),
    fab_inventory_sorted(S0, B0),
    fab_inventory_sorted(S, B1),
    B0 \== B1.

:- end_tests(fab_inventory).

%   Candidates that are not generated are still refused with a rule.

:- begin_tests(fab_pruned_candidates).

test(action_card_without_action_point, [true(Ids == ['FAB-302', 'FAB-306'])]) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(action_points, 0), P2]),
    M = _{player:"alice", action:"play", card:"a2", from:"hand", pitch:[], discard:[]},
    \+ ( flesh_and_blood:candidate(S, G), G.get(card) == "a2" ),
    violation_ids(flesh_and_blood, S, M, Ids).
test(reaction_outside_the_reaction_step, [true(Ids == ['FAB-305', 'FAB-312'])]) :-
    fab_state(S),
    M = _{player:"alice", action:"play", card:"a4", from:"arsenal", pitch:[], discard:[]},
    \+ ( flesh_and_blood:candidate(S, G), G.get(card) == "a4" ),
    violation_ids(flesh_and_blood, S, M, Ids).
test(once_per_turn_already_used, [true(Ids == ['FAB-402'])]) :-
    fab_state(S0),
    S = S0.put(activated, ["alice-legs/0"]),
    M = _{player:"alice", action:"activate", card:"alice-legs", ability:0, pitch:[]},
    \+ ( flesh_and_blood:candidate(S, G), G.get(card) == "alice-legs" ),
    violation_ids(flesh_and_blood, S, M, Ids).
test(pitch_sets_need_every_card, [all(Ids == [["a2", "a1"], ["a3", "a1"], ["a1"], ["a2", "a3"]])]) :-
    fab_state(S),
    S.players = [P|_],
    flesh_and_blood:pitch_set(P.hand, 0, 3, Set, _),
    maplist(card_id_of, Set, Ids).

:- end_tests(fab_pruned_candidates).

%   The events of a move: each cites a rule of the game, and together
%   they tell what the move did.

fab_record(Initial, Moves) :-
    fixtures_file('records/full-game-bob-wins.json', R),
    Initial = R.initial,
    Moves = R.moves.

fixtures_file(Rel, Value) :-
    support:fixtures_dir(Dir),
    atomic_list_concat([Dir, '/flesh-and-blood/', Rel], File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Value, [value_string_as(string)]),
                       close(In)).

record_events(Events) :-
    fab_record(S0, Moves),
    foldl(record_step, Moves, S0-[], _-Events0),
    reverse(Events0, Events).

%   The events of the record of a full turn with the stack, a Might
%   token and a Ponder (FAB-209, FAB-505).
turn_record_events(Events) :-
    fixtures_file('records/full-turn-might-stack-and-ponder.json', R),
    foldl(record_step, R.moves, R.initial-[], _-Events0),
    reverse(Events0, Events).

record_step(M, S0-E0, S-E) :-
    next_events(flesh_and_blood, S0, M, S, Es),
    reverse(Es, Rs),
    append(Rs, E0, E).

%   Every event of every legal move of a few positions: an action with
%   go again, an attack reaction, a defense reaction, abilities, an
%   instant.
position_events(Events) :-
    findall(E, ( member(Rel, ['playing/go-again.json', 'combat/attack-reaction.json',
                              'combat/defense-reaction.json', 'abilities/no-limit-and-go-again.json',
                              'combat/close-the-chain.json', runechant(weapon_attack), runechant(arcane_barrier),
                              keyword(piercing), keyword(phantasm),
                              keywords_closing, keywords_ward,
                              tokens(quicken), tokens(inertia),
                              card_text(frostbite), card_text(hit), card_text(cnc), card_text(sigil),
                              card_text(stand_ground), card_text(bull_bar), card_text(springboard),
                              card_text(wounded_bull), card_text(breakneck), card_text(brawnhide),
                              card_text(bellow), card_text(potion), card_text(flock), card_text(beatdown),
                              card_text(romping_club), card_text(savage_feast),
                              card_text(katsu_combo), card_text(open_the_center), card_text(fluster_fist), card_text(gustwave),
                              card_text(scar), card_text(kodachi), card_text(sloggism),
                              card_text(gauntlet), card_text(bravo), card_text(disable),
                              card_text(stonewall), card_text(potion_of_strength),
                              card_text(emerging_power), card_text(helm), card_text(strap),
                              card_text(anothos), card_text(debilitate), card_text(cartilage_crush),
                              card_text(snapdragon), card_text(scour), card_text(drone),
                              card_text(valor), card_text(valor_hit), card_text(biting_blade),
                              card_text(shunt), card_text(razor_reflex), card_text(stroke),
                              card_text(bolters), card_text(dawnblade),
                              card_text(flic_flak), card_text(npp_hit), card_text(npp_reveal),
                              card_text(hood), card_text(katsu), pitch_order(known_deck),
                              first_player("p1"), drones(known_deck),
                              card_text(crush_confidence), card_text(buckling_blow), card_text(pummel),
                              card_text(blessing_enters), card_text(blessing_reveals),
                              card_text(blossom), card_text(descendent), card_text(one_two_punch),
                              card_text(be_like_water), card_text(mask_of_many_faces),
                              card_text(bonds),
                              card_text(salt_the_wound), card_text(soulbead), card_text(spring_load),
                              card_text(feisty_locals), card_text(fleet_foot), card_text(plunge),
                              card_text(benji_hit), card_text(silken_gi), card_text(bleed_out),
                              card_text(quell), card_text(quell_destroys),
                              card_text(short_and_sharp), card_text(twin_twisters), card_text(twin_twisters_hit),
                              card_text(recoil), card_text(fai_draconic), card_text(fai_rise_up),
                              card_text(fai_go_again), card_text(fai_stoke), card_text(fai_rise),
                              card_text(fai_trade_in), card_text(fai_flex), card_text(fai_hero),
                              card_text(raw_meat), card_text(alehorn), card_text(lead_with_power),
                              card_text(flat_trackers), card_text(pound_town), card_text(rawhide_rumble),
                              card_text(bonebreaker), card_text(ball_breaker), card_text(monstrous_veil),
                              card_text(pack_call), card_text(windup), card_text(kayo),
                              card_text(down_but_not_out), card_text(knucklehead), card_text(back_heel_kick),
                              card_text(wild_ride), card_text(wild_ride_discard),
                              card_text(rising_power), card_text(rising_power_draw),
                              card_text(prismatic_shield), card_text(herald_hit),
                              card_text(seek_enlightenment), card_text(phantasmify), card_text(dream_weavers),
                              card_text(oldhim_surge), card_text(oldhim_fist), card_text(oldhim_thump),
                              card_text(oldhim_embolden), card_text(oldhim_seismic), card_text(oldhim_evergreen),
                              card_text(oldhim_frost_fang), card_text(oldhim_winters_bite),
                              card_text(oldhim_coat), card_text(oldhim_break_ground),
                              card_text(fai_prism_red), card_text(fai_prism_inflame), card_text(fai_prism_blaze),
                              card_text(fai_prism_flameborn), card_text(fai_prism_heat_wave), card_text(fai_prism_flamecall), card_text(fai_prism_ravages), card_text(fai_prism_ode),
                              card_text(oldhim_glacial), card_text(oldhim_timber),
                              card_text(oldhim_snow_under), card_text(oldhim_gale), card_text(oldhim_sequoia),
                              card_text(oldhim_weave), card_text(oldhim_fusion), card_text(oldhim_polar_blast),
                              card_text(infect), card_text(unmovable), card_text(prowl), card_text(razors_edge),
                              card_text(death_touch), card_text(sneak_attack),
                              card_text(virulent_touch), card_text(spike_with_bloodrot), card_text(arakni_solitary),
                              card_text(bloodrot_trap), card_text(toxic_tips), card_text(toxic_tips_hit), card_text(malign), card_text(humble), card_text(cut_down), card_text(spider_bite), card_text(ironhide), card_text(mask_dagger),
                              card_text(run_into_trouble), card_text(amulet_of_ice),
                              card_text(oldhim_ability), card_text(oldhim_shield), card_text(peace_of_mind),
                              card_text(malicious_mask),
                              card_text(victor_hit), card_text(victor_defend), card_text(victor_lost),
                              card_text(victor_wager), card_text(victor_settled), card_text(victor_money),
                              card_text(victor_start),
                              card_text(kassai_actions), card_text(kassai_hot_streak), card_text(kassai_saber),
                              card_text(kassai_engagement), card_text(kassai_beckon), card_text(kassai_cut),
                              card_text(kassai_wager), card_text(kassai_edge), card_text(kassai_galea),
                              card_text(kassai_hero), card_text(kassai_hood),
                              card_text(boltyn_charge), card_text(boltyn_valiant), card_text(boltyn_hit),
                              card_text(boltyn_engulfing), card_text(boltyn_steelhand), card_text(boltyn_gallantry),
                              card_text(boltyn_invigorating), card_text(boltyn_hero), card_text(boltyn_dusk_path),
                              card_text(boltyn_push_forward), card_text(boltyn_hatchets), card_text(boltyn_vanguard),
                              card_text(dromai_balm), card_text(dromai_blow), card_text(dromai_lava),
                              card_text(dromai_cenipai), card_text(dromai_helm), card_text(dromai_hero),
                              card_text(levia_meataxe), card_text(levia_blood_debt), card_text(levia_lifted),
                              card_text(levia_maw), card_text(levia_convulsions), card_text(levia_bellow),
                              card_text(levia_aftermath), card_text(levia_soul_harvest), card_text(levia_soul_harvest_hit),
                              card_text(levia_deadwood), card_text(levia_lunartide),
                              card_text(levia_ebon_fold), card_text(levia_hooves), card_text(levia_tribute),
                              card_text(singles_chin), card_text(singles_parry), card_text(singles_hurl), card_text(singles_uzuri),
                              card_text(singles_minerva_start), card_text(singles_minerva_weapon), card_text(singles_minerva_lessons),
                              card_text(singles_librarian),
                              card_text(azalea_arrow), card_text(azalea_widowmaker), card_text(azalea_toxicity),
                              card_text(azalea_fletch), card_text(azalea_scout), card_text(azalea_crest),
                              card_text(azalea_seek), card_text(azalea_salvage), card_text(azalea_rabble),
                              card_text(azalea_bracers), card_text(azalea_castaway_load),
                              card_text(azalea_castaway_aim), card_text(azalea_spire),
                              card_text(azalea_hero), card_text(azalea_crows_nest), card_text(finish2_barthimont),
                              card_text(riptide_searing), card_text(riptide_bore), card_text(riptide_traps),
                              card_text(riptide_tension), card_text(riptide_quiver),
                              card_text(finish3_red_hot), card_text(finish3_tarpit), card_text(finish3_riptide),
                              card_text(lexi_fusion), card_text(lexi_press), card_text(lexi_reload),
                              card_text(lexi_amulet), card_text(lexi_hood), card_text(lexi_chill),
                              card_text(lexi_blizzard), card_text(lexi_pitfall),
                              card_text(dromai2_rake), card_text(dromai2_transform), card_text(dromai2_mirage),
                              card_text(dromai2_dustup), card_text(dromai2_sands), card_text(dromai2_silken),
                              card_text(lexi2_bolt), card_text(lexi2_electrify), card_text(lexi2_buzz),
                              card_text(lexi2_mark), card_text(lexi2_frazzle),
                              card_text(lexi2_icevein), card_text(lexi2_shiver),
                              card_text(lexi2_lexi), card_text(lexi2_striker),
                              card_text(chane_banished), card_text(chane_seeping), card_text(chane_runechant),
                              card_text(chane_vexing), card_text(chane_galaxxi), card_text(chane_hero),
                              card_text(chane_warmonger), card_text(chane_torment),
                              card_text(chane_rites), card_text(chane_spew), card_text(chane_sutcliffe),
                              card_text(aurora_deck), card_text(aurora_star_fall), card_text(aurora_hero),
                              card_text(aurora_form), card_text(aurora_damage), card_text(aurora_sigil),
                              card_text(aurora_flitter), card_text(aurora_bodice),
                              card_text(aurora_flash), card_text(aurora_blast),
                              card_text(fang_reactions), card_text(fang_cut_deep), card_text(fang_damage),
                              card_text(fang_smoke_out), card_text(fang_fealty), card_text(fang_vein),
                              card_text(fang_tooth), card_text(fang_coat), card_text(fang_vow),
                              card_text(fang_brimstone), card_text(fang_hunt), card_text(fang_vein_link),
                              card_text(nuu_fang), card_text(nuu_slither), card_text(nuu_hiss), card_text(nuu_wave),
                              card_text(nuu_sea), card_text(nuu_mistblade), card_text(nuu_tide), card_text(nuu_desire),
                              card_text(nuu_trouble),
                              card_text(cindra_grow), card_text(cindra_dragon), card_text(cindra_plating),
                              card_text(cindra_loyalty), card_text(cindra_talons), card_text(cindra_dance),
                              card_text(cindra_poison), card_text(cindra_kunai),
                              card_text(cindra_wrath), card_text(cindra_digits),
                              card_text(cindra_leggings), card_text(cindra_dragon_fire),
                              card_text(briar_entwine), card_text(briar_stir), card_text(briar_burgeoning),
                              card_text(briar_weave), card_text(briar_rites), card_text(briar_bramble),
                              card_text(briar_flash), card_text(briar_hides), card_text(briar_rosetta),
                              card_text(briar_shelter), card_text(briar_embodiment), card_text(briar_sow), card_text(briar_plume), card_text(edges2_target_gone),
                              card_text(florian_leather), card_text(florian_grounded), card_text(florian_fruits),
                              card_text(florian_reaper), card_text(florian_earth_form), card_text(florian_yield),
                              card_text(florian_harvest), card_text(florian_sigil), card_text(florian_oath),
                              card_text(florian_vantage), card_text(florian_helm), card_text(florian_fertile),
                              card_text(florian_decompose), card_text(florian_summers), card_text(florian_splinter),
                              card_text(florian_dirge), card_text(florian_condemn),
                              card_text(finish4_snap), card_text(finish4_reaping), card_text(finish4_soul),
                              card_text(web_tip_off), card_text(web_traps), card_text(web_stains),
                              card_text(web_stab), card_text(web_widow), card_text(web_two_sides),
                              card_text(web_bite), card_text(web_graphene), card_text(web_whittle),
                              card_text(web_orb_weaver), card_text(web_huntsman),
                              card_text(cindra2_marks), card_text(cindra2_equip),
                              card_text(nuu2_tide), card_text(nuu2_gravekeeping), card_text(nuu2_bonds),
                              card_text(hunted_contract), card_text(hunted_trap), card_text(hunted_chase),
                              card_text(hunted_arakni), card_text(hunted_shred), card_text(hunted_starting_point),
                              card_text(hunted_up_sticks),
                              card_text(oscilio_sigil), card_text(oscilio_cloak), card_text(oscilio_toes),
                              card_text(oscilio_amp), card_text(oscilio_etchings), card_text(oscilio_glyph),
                              card_text(enigma_tide), card_text(enigma_sky_breeze), card_text(enigma_moon),
                              card_text(enigma_bastion), card_text(enigma_record), card_text(enigma_spillover),
                              card_text(zen_combo), card_text(zen_companion), card_text(zen_stride),
                              card_text(zen_aspect), card_text(zen_untamed), card_text(zen_water),
                              card_text(zen_hand), card_text(enigma_auras), card_text(zen_whiskers),
                              card_text(illus_ward), card_text(illus_haze), card_text(illus_etchings),
                              card_text(agents_stealth), card_text(agents_become),
                              card_text(agents_brood), card_text(agents_widow), card_text(agents_orb),
                              card_text(agents_tarantula),
                              card_text(cloaked_abilities), card_text(cloaked_waves), card_text(cloaked_picks),
                              card_text(cloaked_ward), card_text(cloaked_start),
                              card_text(shields_mask_start), card_text(shields_mask_resolves),
                              card_text(shields_mask_hit),
                              card_text(wiz_volzar_surge), card_text(wiz_staff), card_text(wiz_shelter),
                              card_text(runeblade_growth), card_text(runeblade_earth_fused), card_text(runeblade_amulet),
                              card_text(runeblade_incantation), card_text(runeblade_rites),
                              card_text(growth_florian), card_text(growth_verdance),
                              card_text(transcend_instants),
                              card_text(meld_seeds), card_text(meld_aether),
                              card_text(melds2_comet), card_text(melds2_burn_up), card_text(melds2_hit),
                              card_text(auraw_cosmo_attacks), card_text(auraw_iris_attacks), card_text(auraw_close),
                              card_text(storm_attacks), card_text(storm_go_again), card_text(storm_close),
                              card_text(hidden_koi), card_text(hidden_trapdoor),
                              card_text(source_oasis), card_text(source_cussing),
                              card_text(macro_sanctuary), card_text(macro_end_phase),
                              card_text(chi_zen), card_text(chi_enigma),
                              card_text(leaves_ward), card_text(leaves_next_aura),
                              card_text(merciful_phantasm), card_text(merciful_soul), card_text(merciful_runes),
                              card_text(nuu3_banish), card_text(nuu4_resolve), card_text(nuu4_play),
                              card_text(essence_ward), card_text(essence_blue),
                              card_text(hand2_layer), card_text(hand2_go_again), card_text(hand2_end)]),
                 position_state(Rel, S),
                 legal_move(flesh_and_blood, S, M),
                 next_events(flesh_and_blood, S, M, S1, Es0),
                 (   get_dict(pending, S1, Pd), is_dict(Pd), Pd.choice == "order"     % each order of the triggers (FAB-531)
                 ->  legal_move(flesh_and_blood, S1, OM),
                     OM.action == "order",
                     next_events(flesh_and_blood, S1, OM, _, Es1),
                     append(Es0, Es1, Es)
                 ;   S1.get(stack, []) \== []
                 ->  resolved(S1, _, Es1),              % and its layer resolving
                     append(Es0, Es1, Es)
                 ;   Es = Es0
                 ),
                 member(E, Es) ),
            Events).

%   position_state(+Which, -State): a position file, or the Romping Club
%   position with a Runechant in its arena (FAB-210: the weapon attack
%   sets it off).
position_state(runechant(weapon_attack), S) :-
    !,
    fixture_state(flesh_and_blood, 'abilities/weapon-attack.json', S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(arena, [_{id:"p1-rune", name:"Runechant", type:"token"}]), P2]).
position_state(runechant(arcane_barrier), S) :-   % the damage waits for the defender's choice (FAB-526)
    !,
    position_state(runechant(weapon_attack), S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1, P2.put(equipment, [_{id:"p2-hood", name:"Nullrune Hood"}|P2.equipment])]).
position_state(keyword(K), S) :-
    !,
    keyword_position(K, S0),
    flesh_and_blood:normalized(S0, S).
position_state(keywords_closing, S) :-       % keywords_defense.pl: the equipment that defended
    !,
    fixture_state(flesh_and_blood, 'combat/close-the-chain.json', S0),
    [L0|Ls] = S0.chain.links,
    L = L0.put(defending, [_{id:"p2-head", name:"Frontline Helm"},          % Blade Break
                           _{id:"p2-arms", name:"Apex Bonebreaker", defense_counters:(-1)}, % Temper, at 1
                           _{id:"p2-plating", name:"Predatory Plating"}     % Guardwell
                          |L0.defending]),
    S = S0.put(chain, S0.chain.put(links, [L|Ls])).
position_state(keywords_ward, S) :-          % keywords_defense.pl: a Ward equipment, as damage is dealt
    !,
    fixture_state(flesh_and_blood, 'combat/damage.json', S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1, P2.put(equipment, [_{id:"p2-head", name:"Diadem of Dreamstate"}|P2.equipment])]).
%   tokens(Which): the Romping Club position with the tokens of FAB-211
%   in alice's arena (its moves play an attack, a weapon attack, a
%   non-attack action), or with Inertia and Frailty in the turn player's
%   arena and the action phase's last pass to come (FAB-212, FAB-213).
position_state(tokens(quicken), S) :-
    !,
    fixture_state(flesh_and_blood, 'abilities/weapon-attack.json', S0),
    S0.players = [P1, P2],
    Tokens = [_{id:"p1-quicken", name:"Quicken"}, _{id:"p1-courage", name:"Courage"},
              _{id:"p1-lightning", name:"Embodiment of Lightning"}, _{id:"p1-eloquence", name:"Eloquence"}],
    S = S0.put(players, [P1.put(arena, Tokens), P2]).
position_state(tokens(inertia), S) :-
    !,
    fixture_state(flesh_and_blood, 'abilities/weapon-attack.json', S0),
    S0.players = [P1, P2],
    S = S0.put(_{players:[P1.put(arena, [_{id:"p1-inertia", name:"Inertia"}, _{id:"p1-frailty", name:"Frailty"},
                                          _{id:"p1-pox", name:"Bloodrot Pox"}]), P2], passes:1,
                 priority:P2.name}).
%   pitch_order(Deck): the end of turn of turn/end-of-turn.json, p1's
%   pitch zone two different cards (Performance Bonus, Pack Hunt), p1's
%   deck as the file has it (known_deck), or unknown cards (unknown_deck),
%   or one card (short_deck: p1 draws two, one of them pitched; with an
%   empty hand all four, both pitched).
position_state(pitch_order(Deck), S) :-       % choices.pl (FAB-630)
    !,
    fixture_state(flesh_and_blood, 'turn/end-of-turn.json', S0),
    S0.players = [P1, P2],
    Pitch = [_{id:"c3", name:"Performance Bonus", color:"yellow"}, _{id:"c5", name:"Pack Hunt", color:"red"}],
    pitch_order_deck(Deck, P1.deck, Cards, Hand),
    S = S0.put(players, [P1.put(_{pitch:Pitch, deck:Cards, hand:Hand}), P2]).
%   first_player(Who): the weapon attack position at the action phase's
%   last pass, Inertia in p1's arena, Who's Sink Below banished by an
%   intimidate (FAB-632: p1's own, so the other player intimidated them).
position_state(first_player(Who), S) :-       % choices.pl (FAB-632)
    !,
    fixture_state(flesh_and_blood, 'abilities/weapon-attack.json', S0),
    S0.players = [P1a, P2a],
    Banished = [_{id:"x-sink", name:"Sink Below", color:"red", intimidated:true}],
    P1 = P1a.put(arena, [_{id:"p1-inertia", name:"Inertia"}]),
    (   Who == "p1"
    ->  Ps = [P1.put(banished, Banished), P2a]
    ;   Ps = [P1, P2a.put(banished, Banished)]
    ),
    S = S0.put(_{players:Ps, passes:1, priority:P2a.name}).
%   drones(Deck): bob's red and blue Drones of Brutality defended, the
%   chain about to close; bob's deck one known card (known_deck) or
%   unknown cards (unknown_deck).
position_state(drones(Deck), S) :-            % choices.pl (FAB-633)
    !,
    (   Deck == known_deck
    ->  Bob = _{name:"bob", hero:"Rhinar", deck:["Pack Hunt (red) [b-hunt]"], graveyard:37}
    ;   Bob = _{name:"bob", hero:"Rhinar"}
    ),
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", passes:1, priority:"bob",
          chain:_{step:"resolution",
                  links:[_{attack:"Wrecker Romp (red) [a-romp]",
                           defending:["Drone of Brutality (red) [b-drone-r]",
                                      "Drone of Brutality (blue) [b-drone-b]"]}]},
          players:[_{name:"alice", hero:"Rhinar", action_points:0}, Bob]}, S).
position_state(card_text(K), S) :-          % card_texts.pl
    !,
    card_text_position(K, S0),
    flesh_and_blood:normalized(S0, S).
position_state(Rel, S) :-
    fixture_state(flesh_and_blood, Rel, S).

%   card_text_position(+Which, -Short): short positions whose moves set
%   off the card texts of card_texts.pl: a card played under Frostbite
%   (FAB-540); Dawnblade, Dorinthea's, hitting (FAB-543); Command and
%   Conquer hitting a hero with an arsenal (FAB-542);
%   Sigil of Solace (FAB-544); Stand Ground defending with a Might and a
%   Vigor (FAB-545); Bull Bar beside a Hyper Driver (FAB-546).
card_text_position(frostbite,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", arena:["Frostbite [a-frost]"],
                                hand:["Wounding Blow (red) [a-blow]", "Sink Below (red) [a-red]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hit,
                   _{game:"flesh-and-blood", passes:1, priority:"bob", activated:["a-blade/0"],
                     chain:_{step:"reaction", links:[_{attack:"Command and Conquer (red) [a-cnc]", damage:6},
                                                     _{attack:"Dawnblade [a-blade]"}]},
                     players:[_{name:"alice", hero:"Dorinthea Ironsong [a-hero]", action_points:0},
                              _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (blue) [b-ars]"]}]}).
card_text_position(cnc,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Command and Conquer (red) [a-cnc]"}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (blue) [b-ars]"]}]}).
card_text_position(sigil,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", hand:["Sigil of Solace (red) [a-sigil]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(stand_ground,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]",
                                                       defending:["Stand Ground [b-legs]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Might [b-might]", "Vigor [b-vigor]"]}]}).
card_text_position(springboard,
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]"}]},
                     stack:[_{kind:"card", card:"Springboard Somersault [b-flip]", controller:"bob", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(wounded_bull,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", life:10, resource_points:3,
                                hand:["Wounded Bull (red) [a-bull]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(breakneck,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", resource_points:2,
                                hand:["Breakneck Battery (red) [a-bb]", "Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(brawnhide,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Barraging Brawnhide (yellow) [a-bh]",
                                                       defending:["Wounding Blow (red) [b-wb]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bellow,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Primeval Bellow (red) [a-primeval]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(potion,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-time", controller:"alice", ability:0, type:"action",
                              effect:"gain_action_points", go_again:false, amount:2}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Timesnap Potion [a-time]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(flock,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Flock of the Feather Walkers (blue) [a-flock]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(beatdown,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Barraging Beatdown (red) [a-beat]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:[]}]}).
card_text_position(romping_club,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", resource_points:1, weapons:["Romping Club [a-club]"],
                                hand:["Savage Swing (red) [a-swing]", "Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
%   card_texts_katsu_bravo.pl (FAB-590 ... FAB-595, FAB-610 ... FAB-614).
card_text_position(katsu_combo,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Leg Tap (red) [a-tap]", damage:3}]},
                     stack:[_{kind:"card", card:"Rising Knee Thrust (red) [a-rkt]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(open_the_center,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Head Jab (red) [a-jab]", damage:3}]},
                     stack:[_{kind:"card", card:"Open the Center (red) [a-otc]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(fluster_fist,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Open the Center (red) [a-otc]", damage:3}]},
                     stack:[_{kind:"card", card:"Fluster Fist (red) [a-ff]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(gustwave,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Surging Strike (red) [a-ss]", damage:3},
                                                     _{attack:"Whelming Gustwave (red) [a-wg]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(salt_the_wound,                 % FAB-655
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Head Jab (red) [a-jab]", damage:3}]},
                     stack:[_{kind:"card", card:"Salt the Wound (yellow) [a-stw]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(spring_load,                    % FAB-657
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Spring Load (red) [a-sl]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(soulbead,                       % FAB-656
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Soulbead Strike (blue) [a-sbs]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(plunge,                         % FAB-660
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Plunge (yellow) [a-pl]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(benji_hit,                      % FAB-662
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-jab]"}]},
                     players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(feisty_locals,                  % FAB-658
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Feisty Locals (red) [a-fl]",
                                                       defending:["Head Jab (red) [b-jab]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(fleet_foot,                     % FAB-659
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [a-kod]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                equipment:["Fleet Foot Sandals [a-ffs]"]},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(quell,                          % FAB-648: the damage waits for the quell choice
                   _{game:"flesh-and-blood", priority:"bob", passes:1,
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:false}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"],
                                hand:["Sink Below (red) [b-sink]"]}]}).
card_text_position(quell_destroys,                 % FAB-650: destroyed at the beginning of the end phase
                   _{game:"flesh-and-blood", phase:"end", turn:3,
                     effects:[_{kind:"quell_destroys", player:"bob", card:"b-legs", turn:3}],
                     players:[_{name:"alice", hero:"Rhinar"},
                              _{name:"bob", hero:"Katsu", equipment:["Quelling Slippers [b-legs]"]}]}).
card_text_position(bleed_out,                      % FAB-664
                   _{game:"flesh-and-blood",
                     chain:_{step:"resolution", links:[_{attack:"Harmonized Kodachi [a-kod]", damage:1, go_again:true}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                                hand:["Bleed Out (red) [a-bo]"]},
                              _{name:"bob", hero:"Rhinar", life:19}]}).
card_text_position(short_and_sharp,                % FAB-665
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [a-kod]"}]},
                     stack:[_{kind:"card", card:"Short and Sharp (red) [a-ss]", controller:"alice", target:"a-kod"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(twin_twisters,                  % FAB-666
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Twin Twisters (red) [a-tt]", controller:"alice"}],
                     pending:_{choice:"mode", player:"alice", controller:"alice", source:"Twin Twisters (red) [a-tt]"},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(twin_twisters_hit,              % FAB-666
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Twin Twisters (red) [a-tt]"}]},
                     effects:[_{kind:"card_mode", player:"alice", card:"a-tt", source:"a-tt", mode:1, lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(recoil,                         % FAB-668
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]", damage:3},
                                                     _{attack:"Recoil (red) [a-rec]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17,
                                hand:["Head Jab (blue) [b-jab]", "Leg Tap (red) [b-tap]"]}]}).
card_text_position(raw_meat,                        % FAB-670
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]",
                                                     defending:["Raw Meat [b-chest]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Agility [b-agility]", "Might [b-might]"]}]}).
card_text_position(alehorn,                         % FAB-671
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", hand:["Smashback Alehorn (blue) [a-ale]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lead_with_power,                 % FAB-672
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Lead with Power (red) [a-lwp]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(flat_trackers,                   % FAB-673
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", equipment:["Flat Trackers [a-ft]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(pound_town,                      % FAB-674, FAB-675, FAB-679
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", resource_points:3,
                                hand:["Pound Town (red) [a-pt]", "Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(rawhide_rumble,                  % FAB-676
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Dorinthea", resource_points:2,
                                hand:["Rawhide Rumble (red) [a-rr]", "Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar", hand:["Head Jab (red) [b-jab]"]}]}).
card_text_position(bonebreaker,                     % FAB-677
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Bonebreaker Bellow (red) [a-bel]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(ball_breaker,                    % FAB-680
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"discarded_power", player:"alice", source:"a-cnc"}],
                     players:[_{name:"alice", hero:"Rhinar", resource_points:2, weapons:["Ball Breaker [a-bb]"],
                                graveyard:["Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(monstrous_veil,                  % FAB-681
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", equipment:["Monstrous Veil [a-veil]"],
                                deck:["Command and Conquer (red) [a-d1]"], hand:["Head Jab (red) [a-h1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(pack_call,                       % FAB-683
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", deck:["Head Jab (red) [b-d1]"],
                                hand:["Pack Call (red) [b-pc]"]}]}).
card_text_position(kassai_actions,                  % FAB-820, FAB-821, FAB-823, FAB-824, FAB-826, FAB-829
                   _{game:"flesh-and-blood", effects:[_{kind:"card_drawn", player:"alice", source:"x"}],
                     players:[_{name:"alice", hero:"Dorinthea", resource_points:3, equipment:["Vigor Girth [a-vg]"],
                                deck:["Head Jab (red) [a-d1]"],
                                hand:["Goblet of Bloodrun Wine (blue) [a-gob]", "Draw Swords (red) [a-ds]",
                                      "Rising Energy (red) [a-re]", "Rising Speed (red) [a-rs]",
                                      "Engaged Swiftblade (red) [a-es]"]},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(kassai_hot_streak,               % FAB-830
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Hot Streak [a-hs]"}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Dorinthea", hand:["Head Jab (red) [b-hj]"]}]}).
card_text_position(kassai_saber,                    % FAB-831
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Cintari Saber [a-cs]"}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Dorinthea", hand:["Head Jab (red) [b-hj]"]}]}).
card_text_position(kassai_engagement,               % FAB-827
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cintari Saber [a-cs]", defending:["Head Jab (red) [b-hj]"]}]},
                     stack:[_{kind:"card", card:"Agile Engagement (red) [a-ae]", controller:"alice", target:"a-cs"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(kassai_beckon,                   % FAB-822
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Performance Bonus (red) [a-pb]", defending:["Beckon Applause [b-ba]"]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Dorinthea", arena:["Agility [b-ag]", "Vigor [b-vi]"]}]}).
card_text_position(kassai_cut,                      % FAB-832
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cintari Saber [a-cs]", defending:["Head Jab (red) [b-hj]"]}]},
                     stack:[_{kind:"card", card:"Cut the Deck (red) [a-ctd]", controller:"alice", target:"a-cs"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, deck:["Head Jab (blue) [a-d1]"]},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(kassai_wager,                    % FAB-863, FAB-838
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Wage Agility (red) [a-wa]", damage:7,
                                                     wagers:["Agility"]}]},
                     players:[_{name:"alice", hero:"Olympia", action_points:0},
                              _{name:"bob", hero:"Dorinthea", life:13}]}).
card_text_position(kassai_edge,                     % FAB-836
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Edge Ahead (red) [a-ea]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Olympia", action_points:0},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(kassai_galea,                    % FAB-839
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Cintari Saber [a-cs]", defending:[]}]},
                     players:[_{name:"alice", hero:"Olympia", action_points:0, resource_points:1,
                                equipment:["Prized Galea [a-pg]"]},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(kassai_hero,                     % FAB-840, FAB-841
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Kassai", action_points:1,
                                graveyard:["Rising Speed (red) [a-r1]", "Rising Energy (red) [a-r2]",
                                           "Draw Swords (yellow) [a-y1]", "Engaged Swiftblade (yellow) [a-y2]"]},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(azalea_arrow,                    % FAB-900, FAB-903
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:_{id:"a-inf", name:"Infecting Shot", color:"red", aim_counters:1}}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_widowmaker,               % FAB-902
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Widowmaker (red) [a-w]"}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_toxicity,                 % FAB-905
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Toxicity (blue) [a-tox]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Azalea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_fletch,                   % FAB-906
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Fletch a Red Tail (red) [a-fl]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Azalea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_scout,                    % FAB-907
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Scout the Periphery (red) [a-sc]", controller:"alice", target:"rhinar"}],
                     players:[_{name:"alice", hero:"Azalea", action_points:0},
                              _{name:"bob", hero:"Rhinar [rhinar]"}]}).
card_text_position(azalea_seek,                     % FAB-909
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Azalea", hand:["Seek Horizon (red) [a-seek]", "Nimblism (blue) [a-n]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_crest,                    % FAB-908
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Skybound Shot (red) [a-sky]"}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar", equipment:["Wayfinder's Crest [b-crest]"]}]}).
card_text_position(azalea_salvage,                  % FAB-910
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Salvage Shot (red) [a-sal]", defending:[], damage:5}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar", life:15}]}).
card_text_position(azalea_rabble,                   % FAB-911
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Ravenous Rabble (red) [a-rab]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Azalea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_bracers,                  % FAB-913
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-br", ability:0, controller:"alice", type:"action",
                              effect:"other", go_again:true}],
                     activated:["a-br/0"],
                     players:[_{name:"alice", hero:"Azalea", action_points:0,
                                graveyard:["Bracers of Belief [a-br]"], deck:["Nimblism (red) [a-n]", 39]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_castaway_load,            % FAB-914
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-bow", ability:0, controller:"alice", type:"instant",
                              effect:"arrow_hand_to_arsenal"}],
                     activated:["a-bow/0"],
                     players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [a-bow]"],
                                hand:["Skybound Shot (red) [a-sky]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_castaway_aim,             % FAB-916
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-bow", ability:1, controller:"alice", type:"instant",
                              effect:"arrow_face_up_aim"}],
                     activated:["a-bow/1"],
                     players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [a-bow]"],
                                arsenal:["Skybound Shot (red) [a-sky]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_spire,                    % FAB-917
                   _{game:"flesh-and-blood",
                     pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice",
                               source:"Barbed Castaway [a-bow]"},
                     players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [a-bow]"],
                                hand:["Spire Sniping (red) [a-sp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_hero,                     % FAB-919
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"azalea", ability:0, controller:"alice", type:"action",
                              effect:"other", go_again:true}],
                     activated:["azalea/0"],
                     players:[_{name:"alice", hero:"Azalea [azalea]", action_points:0,
                                arsenal:["Nimblism (red) [a-nim]"], deck:["Skybound Shot (red) [a-sky]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_fusion,                     % FAB-843, FAB-844, FAB-896
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", hand:["Entwine Lightning (red) [a-el]", "Weave Lightning (red) [a-wl]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_press,                      % FAB-845
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Entwine Lightning (red) [a-el]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Lightning Press (red) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_reload,                     % FAB-846, FAB-848
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Take Aim (red) [a-aim]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Head Jab (red) [a-h]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_amulet,                     % FAB-894
                   _{game:"flesh-and-blood", effects:[_{kind:"lightning_fused", player:"alice", source:"x"}],
                     chain:_{step:"reaction", links:[_{attack:"Entwine Lightning (red) [a-el]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, arena:["Amulet of Lightning (blue) [a-am]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_hood,                       % FAB-897
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", equipment:["Honing Hood [a-hood]"],
                                arsenal:["Leg Tap (red) [a-t]"], hand:["Head Jab (red) [a-h]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_chill,                      % FAB-898
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Chill to the Bone (red) [a-c]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_blizzard,                   % FAB-899
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Blizzard Bolt (red) [a-b]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_banished,                  % FAB-1002, FAB-1003, FAB-1008
                   _{game:"flesh-and-blood", effects:[_{kind:"non_attack_action_played", player:"alice", source:"a-old"}],
                     players:[_{name:"alice", hero:"Chane", resource_points:3, weapons:["Galaxxi Black [a-gb]"],
                                banished:["Rift Bind (red) [a-rb]", "Bounding Demigon (red) [a-bd]"],
                                hand:["Howl from Beyond (blue) [a-hb]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_seeping,                   % FAB-1004
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Seeping Shadows (red) [a-ss]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Chane", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_runechant,                 % FAB-1005, FAB-1007
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Chane", resource_points:2, arena:["Runechant [a-rc]"],
                                hand:["Piercing Shadow Vise (red) [a-psv]", "Consuming Volition (red) [a-cv]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_vexing,                    % FAB-1006
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Chane", resource_points:1, hand:["Vexing Malice (red) [a-vm]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_galaxxi,                   % FAB-1008
                   _{game:"flesh-and-blood", passes:1, priority:"bob", activated:["a-gb/0"],
                     chain:_{step:"reaction", links:[_{attack:"Galaxxi Black [a-gb]", defending:[]}]},
                     players:[_{name:"alice", hero:"Chane", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_warmonger,                 % FAB-1011
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Warmonger's Recital (red) [a-wr]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Chane", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_torment,                   % FAB-1012
                   _{game:"flesh-and-blood", pending:_{choice:"arcane_target_hero", player:"alice", controller:"alice",
                                                        source:"Rifted Torment (red) [a-rt]", amount:1},
                     stack:[_{kind:"card", card:"Rifted Torment (red) [a-rt]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Chane", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_rites,                     % FAB-1014
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Unhallowed Rites (red) [a-ur]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Chane", action_points:0, graveyard:["Howl from Beyond (red) [a-hb]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_spew,                      % FAB-1016
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Spew Shadow (red) [a-sp]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Chane", action_points:0, banished:["Ghostly Visit (red) [a-gv]"]},
                              _{name:"bob", hero:"Prism"}]}).
card_text_position(chane_sutcliffe,                 % FAB-1018
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Chane", resource_points:2, hand:["Howl from Beyond (red) [a-hb]"],
                                arsenal:[_{id:"a-ls", name:"Lord Sutcliffe", face_up:true}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chane_hero,                      % FAB-1010
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Chane [a-chane]"}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi_pitfall,                    % FAB-921
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-atk]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", arsenal:["Pitfall Trap (yellow) [b-t]"]}]}).
card_text_position(lexi2_bolt,                      % FAB-992, FAB-995
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"next_attack_action_card_hit_damage", player:"alice", amount:1, source:"a-el"}],
                     chain:_{step:"reaction", links:[_{attack:"Bolt'n' Shot (red) [a-bs]", defending:[], power_bonus:1}]},
                     players:[_{name:"alice", hero:"Lexi", action_points:0, hand:["Electrify (red) [a-h]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_electrify,                 % FAB-993
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Electrify (red) [a-el]", controller:"alice", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Lexi", action_points:0, deck:["Head Jab (red) [a-d]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_buzz,                      % FAB-994
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Buzz Bolt (red) [a-b]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Lexi", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_mark,                      % FAB-996
                   _{game:"flesh-and-blood", passes:0, priority:"bob",
                     chain:_{step:"defend", links:[_{attack:"Entwine Lightning (red) [a-en]", defending:[]}]},
                     players:[_{name:"alice", hero:"Lexi", action_points:0, equipment:["Mark of Lightning [a-mark]"]},
                              _{name:"bob", hero:"Rhinar", hand:["Leg Tap (red) [b-lt]"]}]}).
card_text_position(lexi2_frazzle,                   % FAB-998
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Frazzle (red) [a-f]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Lexi", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_icevein,                   % FAB-999
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Chilling Icevein (red) [a-ci]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Lexi", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_shiver,                    % FAB-813
                   _{game:"flesh-and-blood",
                     pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice", source:"Shiver [a-bow]"},
                     players:[_{name:"alice", hero:"Lexi", weapons:["Shiver [a-bow]"], hand:["Bolt'n' Shot (red) [a-bs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_lexi,                      % FAB-816
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Lexi [lexi]", arsenal:["Winter's Bite (red) [a-ice]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(lexi2_striker,                   % FAB-817
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Shock Striker (red) [a-ss]", defending:[]}]},
                     players:[_{name:"alice", hero:"Lexi", action_points:0, resource_points:2},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_deck,                     % FAB-1061 ... FAB-1065, FAB-1072 ... FAB-1075
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"aura_played_or_created", player:"alice", source:"x"},
                              _{kind:"damage_dealt", player:"alice"}],
                     players:[_{name:"alice", hero:"Aurora [a-hero]", action_points:1,
                                equipment:["Runehold Release [a-rr]", "Runaways [a-run]"],
                                arsenal:["Lightning Surge (red) [a-ls2]"],
                                hand:["Lightning Surge (blue) [a-ls]", "Hocus Pocus (blue) [a-hp]", "Runerager Swarm (red) [a-rs]",
                                      "Hit the High Notes (red) [a-hn]", "Trip the Light Fantastic (red) [a-trip]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_star_fall,                % FAB-1065, FAB-1066, FAB-1069, FAB-1070
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Star Fall [a-sf]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, weapons:["Star Fall [a-sf]"],
                                hand:["Electrostatic Discharge (red) [a-ed]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_hero,                     % FAB-1067
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-hero", ability:0, controller:"alice", type:"instant",
                              effect:"other", go_again:false}],
                     activated:["a-hero/0"],
                     players:[_{name:"alice", hero:"Aurora [a-hero]", action_points:1}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_form,                     % FAB-1064
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Lightning Form (blue) [a-lf]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_damage,                   % FAB-1005, FAB-1078 ... FAB-1080
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", action_points:1, arena:["Runechant [a-rc]"],
                                hand:["Meat and Greet (red) [a-mg]", "Second Strike (red) [a-ss]", "Head Jab (blue) [a-hj]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_flitter,                  % FAB-1070
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Flittering Charge (red) [a-fc]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0,
                                hand:["Electrostatic Discharge (red) [a-ed]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_bodice,                   % FAB-1082
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", action_points:1, equipment:["Bloodtorn Bodice [a-bb]"],
                                arena:["Runechant [a-rc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(aurora_flash,                    % FAB-1084
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Hocus Pocus (red) [a-hp]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", equipment:["Flash of Brilliance [b-fb]"],
                                hand:["Lightning Surge (red) [b-ls]"], arena:["Runechant [b-rc]"]}]}).
card_text_position(aurora_blast,                    % FAB-1087
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Blast to Oblivion (red) [a-bo]", defending:[], instant_return_waits:true}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Electrostatic Discharge (red) [a-ed]"]},
                              _{name:"bob", hero:"Rhinar", arena:["Runechant [b-rc]"]}]}).
card_text_position(aurora_sigil,                    % FAB-1081
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Bravo", arena:["Sigil of Lightning (blue) [a-sl]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_reactions,                  % FAB-1031, FAB-1032, FAB-1033, FAB-1038
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Phoenix Flame (red) [a-pf]"},
                                                     _{attack:"Obsidian Fire Vein [a-v]"}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0,
                                hand:["Dynastic Dedication (red) [a-dd]", "Blistering Blade (red) [a-bb]",
                                      "Stabbing Pain (red) [a-sp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_cut_deep,                   % FAB-1034
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Sworn Vengeance (red) [a-sv]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fang", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_damage,                     % FAB-1035, FAB-1036, FAB-1037, FAB-1038
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction",
                             links:[_{attack:"Harmonized Kodachi [a-k]", power_bonus:5, hit_marks:true,
                                      attack_reaction:true,
                                      defending:["Blade Beckoner Gauntlets [b-g]", "Red Alert Boots [b-r]"]}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Marked [b-m]"]}]}).
card_text_position(fang_smoke_out,                  % FAB-1039
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-h]"}]},
                     stack:[_{kind:"card", card:"Smoke Out (red) [b-so]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Fang", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_fealty,                     % FAB-1042, FAB-1043
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Phoenix Flame (red) [a-pf]"},
                                                     _{attack:"For the Dracai (red) [a-fd]"}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0,
                                hand:["Pledge Fealty (red) [a-pl]", "Affirm Loyalty (red) [a-al]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_vein,                       % FAB-1041, FAB-1043
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Fang", action_points:1,
                                arena:["Fealty [a-f1]", "Fealty [a-f2]", "Fealty [a-f3]"],
                                hand:["For the Dracai (red) [a-fd]"], weapons:["Obsidian Fire Vein [a-v]"]},
                              _{name:"bob", hero:"Rhinar", arena:["Marked [b-m]"]}]}).
card_text_position(fang_tooth,                      % FAB-1044
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Tooth of the Dragon (red) [a-t]", controller:"alice"}],
                     effects:[_{kind:"next_draconic_attack_power", player:"alice", amount:3, source:"a-t0"}],
                     players:[_{name:"alice", hero:"Fang", action_points:1, hand:["For the Dracai (red) [a-fd]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_coat,                       % FAB-1045
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Fang", action_points:1, equipment:["Coat of Allegiance [a-coat]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_vow,                        % FAB-1047
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [a-k]"}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0, equipment:["Vow of Vengeance [a-vow]"]},
                              _{name:"bob", hero:"Arakni, Web of Deceit"}]}).
card_text_position(fang_brimstone,                  % FAB-1048
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Obsidian Fire Vein [a-v]"}]},
                     stack:[_{kind:"card", card:"Fire and Brimstone (red) [a-fb]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fang", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fang_hunt,                       % FAB-1050
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Hunt to the Ends of Rathe (red) [a-h]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fang", action_points:0},
                              _{name:"bob", hero:"Arakni, Web of Deceit"}]}).
card_text_position(fang_vein_link,                  % FAB-1051
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Obsidian Fire Vein [a-v]", draconic_played:true}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(azalea_crows_nest,               % FAB-920
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"azalea", ability:0, controller:"alice", type:"action",
                              effect:"other", go_again:true}],
                     activated:["azalea/0"],
                     players:[_{name:"alice", hero:"Azalea [azalea]", action_points:0, resource_points:1,
                                equipment:["Crow's Nest [a-nest]"],
                                arsenal:["Nimblism (red) [a-nim]"], deck:["Skybound Shot (red) [a-sky]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(finish3_red_hot,                 % FAB-922: chain link 4, its target waits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Lava Burst (red) [a-l1]"}, _{attack:"Lava Burst (red) [a-l2]"},
                                                   _{attack:"Lava Burst (red) [a-l3]"}]},
                     stack:[_{kind:"card", card:"Red Hot (red) [a-rh]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(finish3_riptide,                 % FAB-925: a card played from hand
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Riptide", action_points:1,
                                hand:["Sigil of Solace (red) [a-sg]", "Nimblism (red) [a-n]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(finish3_tarpit,                  % FAB-924: defending an attack with go again
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Searing Shot (red) [a-ss]", go_again:true}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Riptide", hand:["Tarpit Trap (yellow) [b-tt]"]}]}).
card_text_position(riptide_searing,                 % FAB-805
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Searing Shot (red) [a-ss]"}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(riptide_bore,                    % FAB-806
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:_{id:"a-hb", name:"Hemorrhage Bore", color:"red", aim_counters:1}}]},
                     players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [a-bow]"]},
                              _{name:"bob", hero:"Rhinar", arsenal:["Nimblism (red) [b-n]"]}]}).
card_text_position(riptide_traps,                   % FAB-807, FAB-808, FAB-812
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]", power_bonus:1,
                                                       attack_reaction:true}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Inertia Trap (red) [b-it]", "Pendulum Trap (yellow) [b-pt]",
                                                                 "Boulder Trap (yellow) [b-bt]"]}]}).
card_text_position(riptide_tension,                 % FAB-809
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Increase the Tension (red) [a-it]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Azalea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(riptide_quiver,                  % FAB-811
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-q", ability:0, controller:"alice", type:"instant",
                              effect:"other"}],
                     players:[_{name:"alice", hero:"Riptide", action_points:0,
                                graveyard:["Driftwood Quiver [a-q]"], arsenal:["Nimblism (red) [a-n]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(kassai_hood,                     % FAB-842
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cintari Saber [a-cs]", defending:[], hit_draws:1}]},
                     players:[_{name:"alice", hero:"Kassai", action_points:0, deck:["Head Jab (red) [a-d1]"]},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(dromai_balm,                    % FAB-961 (card_texts_dromai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Healing Balm (red) [a-hb]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", life:10}, _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai_blow,                    % FAB-962
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Sweeping Blow (red) [a-sw]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai_lava,                    % FAB-963
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Dustup (blue) [a-d1]"}, _{attack:"Dustup (blue) [a-d2]"},
                                                  _{attack:"Dustup (blue) [a-d3]"}]},
                     stack:[_{kind:"card", card:"Lava Burst (red) [a-lb]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai_cenipai,                 % FAB-964
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Embermaw Cenipai (red) [a-emb]"}]},
                     players:[_{name:"alice", hero:"Dromai", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Beast Mode (red) [b-bm]"]}]}).
card_text_position(dromai_helm,                    % FAB-965
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Dustup (red) [a-d]"}]},
                     players:[_{name:"alice", hero:"Dromai", action_points:0},
                              _{name:"bob", hero:"Dromai", hand:["Dustup (blue) [b-p]"], equipment:["Ironhide Helm [b-helm]"]}]}).
card_text_position(dromai2_rake,                   % FAB-981 (card_texts_dromai_2.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Rake the Embers (red) [a-rk]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai2_transform,              % FAB-968: the transform_ash choice answered
                   _{game:"flesh-and-blood", priority:"alice",
                     pending:_{choice:"transform_ash", player:"alice", controller:"alice",
                               source:"Rake the Embers (red) [a-rk]", cards:["a-ash"], amount:3},
                     players:[_{name:"alice", hero:"Dromai", action_points:1, arena:["Ash [a-ash]"]},
                              _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai2_mirage,                 % FAB-982
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Billowing Mirage (red) [a-bm]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0, arena:["Ash [a-ash]"]},
                              _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai2_dustup,                 % FAB-983
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Dustup (red) [a-du]"}]},
                     players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai2_sands,                  % FAB-984
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Skittering Sands (red) [a-ss]", controller:"alice", target:"a-ash"}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0, arena:["Ash [a-ash]"]},
                              _{name:"bob", hero:"Dromai"}]}).
card_text_position(dromai2_silken,                 % FAB-985: activated, then resolved
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Dromai", action_points:0, arena:["Ash [a-ash]"],
                                equipment:["Silken Form [a-sf]"]},
                              _{name:"bob", hero:"Dromai"}]}).
card_text_position(nuu_fang,                       % FAB-1091, FAB-1093 (card_texts_nuu.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
                     stack:[_{kind:"card", card:"Fang Strike [a-f]", controller:"alice", target:"a-wb"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_slither,                    % FAB-1092
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
                     stack:[_{kind:"card", card:"Slither [a-s]", controller:"alice", target:"a-wb"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_hiss,                       % FAB-1094: a blue card pitched
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a-sed]"}]},
                     stack:[_{kind:"card", card:"Hiss (red) [a-h]", controller:"alice", target:"a-sed"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:["Head Jab (blue) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_wave,                       % FAB-1095: its ability resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
                     stack:[_{kind:"ability", source:"a-wave", controller:"alice", ability:0, type:"attack reaction",
                              effect:"other"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Arousing Wave [a-wave]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_sea,                        % FAB-1096: the damage counts the blue card pitched
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Deep Blue Sea [a-dbs]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:["Head Jab (blue) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_mistblade,                  % FAB-1097: it hits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Beckoning Mistblade [a-m]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_tide,                       % FAB-1098: transcended this turn
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"transcended", player:"alice"}],
                     chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a-sed]"}]},
                     stack:[_{kind:"card", card:"Tide Chakra (red) [a-t]", controller:"alice", target:"a-sed"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_trouble,                    % FAB-1100: 2 attack reactions counted, it hits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Double Trouble (red) [a-dt]", attack_reactions:2}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu_desire,                     % FAB-1099: it hits, the top card shown
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Desires of Flesh (red) [a-d]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", deck:["Head Jab (red) [b-top]", 39]}]}).
card_text_position(cindra_grow,                    % FAB-1122 (card_texts_cindra.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Blaze Headlong (red) [a-bh]", damage:4}]},
                     stack:[_{kind:"card", card:"Grow Wings (red) [a-gw]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_dragon,                  % FAB-1123, FAB-1124
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Fire Tenet: Strike First (red) [a-ft]", damage:3}]},
                     stack:[_{kind:"card", card:"Dragon Power (red) [a-dp]", controller:"alice"}],
                     effects:[_{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"a-ft", lasts:"combat_chain"},
                              _{kind:"attack_draconic", player:"alice", card:"a-dp", source:"a-ft", lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_loyalty,                 % FAB-1126
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Blaze Headlong (red) [a-bh]", damage:4}]},
                     stack:[_{kind:"card", card:"Display Loyalty (red) [a-dl]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_talons,                  % FAB-1127
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Brand with Cinderclaw (red) [a-br]", damage:3}]},
                     stack:[_{kind:"card", card:"Silver Talons (red) [a-st]", controller:"alice"}],
                     effects:[_{kind:"next_attack_draconic", player:"alice", source:"a-br", lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, weapons:["Claw of Vynserakai [a-claw]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_dance,                   % FAB-1129
                   _{game:"flesh-and-blood", priority:"bob", passes:1,
                     chain:_{step:"reaction", links:[_{attack:"Blaze Headlong (red) [a-bh]", damage:4},
                                                     _{attack:"Burning Blade Dance (red) [a-bbd]", defending:[]}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0, weapons:["Claw of Vynserakai [a-claw]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_poison,                  % FAB-1130
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Poisoned Blade (red) [a-pb]", damage:3},
                                                     _{attack:"Claw of Vynserakai [a-claw]", defending:[]}]},
                     effects:[_{kind:"dagger_hits_life_loss", player:"alice", amount:1, source:"a-pb", lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai", life:17}]}).
card_text_position(cindra_kunai,                   % FAB-1131
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Fai", action_points:1, resource_points:1,
                                weapons:["Kunai of Retribution [a-k]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_wrath,                   % FAB-1132
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Blaze Headlong (red) [a-bh]", damage:4}]},
                     stack:[_{kind:"card", card:"Wrath of Retribution (red) [a-w]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_digits,                  % FAB-1133: the ability resolves
                   _{game:"flesh-and-blood", priority:"bob", passes:1,
                     chain:_{step:"reaction", links:[_{attack:"Grow Claws (red) [a-gc]", defending:[]}]},
                     stack:[_{kind:"ability", source:"a-dd", ability:0, controller:"alice", type:"attack reaction",
                              effect:"digits_dagger_damage", go_again:false, target:"a-claw"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, weapons:["Claw of Vynserakai [a-claw]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(cindra_leggings,                % FAB-1134
                   _{game:"flesh-and-blood", priority:"alice", passes:0,
                     chain:_{step:"reaction", links:[_{attack:"Grow Claws (red) [a-gc]", defending:[]}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0, resource_points:1,
                                hand:["Razor Reflex (red) [a-rr]"]},
                              _{name:"bob", hero:"Fai", equipment:["Leap Frog Leggings [b-lf]"]}]}).
%   The Briar Blitz Deck (card_texts_briar.pl): a layer that bob's pass
%   resolves, or alice's attacks.
card_text_position(briar_entwine,                  % FAB-1240: fused, +2
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Entwine Earth (red) [a-ee]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_stir,                     % FAB-1241: after arcane damage to an opposing hero
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"arcane_damage_to_opponent", player:"alice", source:"a-x"}],
                     stack:[_{kind:"card", card:"Stir the Wildwood (red) [a-st]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_burgeoning,               % FAB-1242: from the arsenal
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Burgeoning (red) [a-bu]", controller:"alice", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_weave,                    % FAB-1243
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Weave Earth (red) [a-we]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_rites,                    % FAB-1244, FAB-1245: fused, after arcane damage
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"arcane_damage_dealt", player:"alice", source:"a-x"}],
                     stack:[_{kind:"card", card:"Rites of Lightning (red) [a-rl]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(runeblade_growth,               % FAB-1460, FAB-1461: fused
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Explosive Growth (red) [a-eg]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Briar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(runeblade_earth_fused,          % FAB-1464: an Earth card revealed
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Briar", action_points:1, resource_points:2,
                                hand:["Entwine Earth (red) [a-ee]", "Weave Earth (red) [a-we]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(runeblade_amulet,               % FAB-1462, FAB-1463: Earth fused this turn
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"earth_fused", player:"alice", source:"a-x"}],
                     players:[_{name:"alice", hero:"Briar", action_points:1,
                                arena:["Amulet of Earth (blue) [a-amulet]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(runeblade_incantation,          % FAB-1465, FAB-1466: its last verse counter
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Briar", action_points:1, resource_points:0,
                                arena:[_{id:"a-mi", name:"Malefic Incantation", color:"blue", verse_counters:1}],
                                hand:["Arcanic Crackle (red) [a-ac]"]},
                              _{name:"bob", hero:"Rhinar [b-hero]"}]}).
card_text_position(runeblade_rites,                % FAB-1468: fused, after arcane damage
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"arcane_damage_dealt", player:"alice", source:"a-x"}],
                     stack:[_{kind:"card", card:"Rites of Replenishment (red) [a-rr]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Briar", action_points:0,
                                graveyard:["Flash (red) [a-fl]", "Head Jab (red) [a-hj]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(growth_florian,                 % FAB-1216: Oath's Runechant, one more
                   _{game:"flesh-and-blood", format:"blitz", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Oath of the Arknight (yellow) [a-oa]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Florian", action_points:0,
                                banished:["Fruits of the Forest (red) [a-x1]", "Earth Form (blue) [a-x2]",
                                          "Strong Yield (red) [a-x3]", "Harvest Season (blue) [a-x4]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(growth_verdance,                % FAB-1217: Fertile Ground's life, the trigger asked
                   _{game:"flesh-and-blood", format:"blitz", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Fertile Ground (red) [a-fg]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Verdance", action_points:1,
                                banished:["Fruits of the Forest (red) [a-x1]", "Earth Form (blue) [a-x2]",
                                          "Strong Yield (red) [a-x3]", "Harvest Season (blue) [a-x4]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_bramble,                  % FAB-1246: fused
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Bramble Spark (red) [a-bs]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_flash,                    % FAB-1247
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Flash (yellow) [a-fl]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_hides,                    % FAB-1248: its ability resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Rites of Lightning (red) [a-rl]"}]},
                     stack:[_{kind:"ability", source:"a-ssh", controller:"alice", ability:0, type:"attack reaction",
                              effect:"other", target:"a-rl"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, graveyard:["Sutcliffe's Suede Hides [a-ssh]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_rosetta,                  % FAB-1250: both kinds of action cards played
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"non_attack_action_played", player:"alice", source:"a-x"},
                              _{kind:"attack_action_played", player:"alice", source:"a-y"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:1, resource_points:1,
                                weapons:["Rosetta Thorn [a-rt]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_shelter,                  % FAB-1251: bob's Summerwood Shelter resolves
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Entwine Earth (red) [a-ee]", defending:["Weave Earth (blue) [b-we]"]}]},
                     stack:[_{kind:"card", card:"Summerwood Shelter (red) [b-ss]", controller:"bob", target:"b-we"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_embodiment,               % FAB-1252: the damage counts its +1
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Entwine Earth (red) [a-ee]", defending:["Weave Earth (blue) [b-we]"]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Embodiment of Earth [b-eoe]"]}]}).
card_text_position(briar_sow,                      % FAB-1253: its target to the deck, from the arsenal
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Sow Tomorrow (red) [a-so]", controller:"alice", from:"arsenal", target:"a-we"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, graveyard:["Weave Earth (red) [a-we]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(edges2_target_gone,             % FAB-1540 (layer_fails.pl): its target left the graveyard
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Sow Tomorrow (red) [a-so]", controller:"alice", target:"a-we"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, banished:["Weave Earth (red) [a-we]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(briar_plume,                    % FAB-1254: its ability resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-plume", controller:"alice", ability:0, type:"instant",
                              effect:"plume_return", target:"a-we"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0,
                                graveyard:["Weave Earth (red) [a-we]", "Plume of Evergrowth [a-plume]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(web_tip_off,                    % FAB-1200 (card_texts_web.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
                     players:[_{name:"alice", hero:"Dorinthea [a-dor]", action_points:0},
                              _{name:"bob", hero:"Rhinar [b-rhi]", hand:["Tip-Off (red) [b-tip]"]}]}).
card_text_position(web_traps,                      % FAB-1202, FAB-1203
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[], power_bonus:1}]},
                     players:[_{name:"alice", hero:"Fang", action_points:0},
                              _{name:"bob", hero:"Rhinar",
                                hand:["Den of the Spider (red) [b-den]", "Lair of the Spider (red) [b-lair]"]}]}).
card_text_position(web_stains,                     % FAB-1204
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                hand:["Stains of the Redback (red) [a-st]"]},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(web_stab,                       % FAB-1205
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [a-k]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                hand:["Take a Stab (red) [a-ts]"]},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(web_widow,                      % FAB-1206
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Mark of the Black Widow (red) [a-bw]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"],
                                hand:["Sink Below (red) [b-sink]", "Head Jab (blue) [b-hj]"]}]}).
card_text_position(web_two_sides,                  % FAB-1208
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1,
                                hand:["Two Sides to the Blade (red) [a-ts]"]},
                              _{name:"bob", hero:"Bravo"}]}).
card_text_position(web_bite,                       % FAB-1210
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Bite (red) [a-bite]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:["Harmonized Kodachi [a-k]"]},
                              _{name:"bob", hero:"Bravo"}]}).
card_text_position(web_graphene,                   % FAB-1211
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-gc", ability:0, controller:"alice", effect:"attack"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:["Graphene Chelicera [a-gc]"]},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(web_whittle,                    % FAB-1212
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Whittle from Bone (blue) [a-wb]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(web_orb_weaver,                 % FAB-1212, FAB-1213
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Orb-Weaver Spinneret (red) [a-ow]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Bravo"}]}).
card_text_position(web_huntsman,                   % FAB-1214
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Mark of the Huntsman [a-mh]", defending:[], go_again:true}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(cindra_dragon_fire,             % FAB-1136
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Brand with Cinderclaw (red) [a-br]", damage:3}]},
                     stack:[_{kind:"card", card:"Art of the Dragon: Fire (red) [a-adf]", controller:"alice"}],
                     effects:[_{kind:"next_attack_draconic", player:"alice", source:"a-br", lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(florian_leather,                % FAB-1270 (card_texts_florian.pl): the ability resolves
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     effects:[_{kind:"damage_dealt", player:"bob"}],
                     stack:[_{kind:"ability", source:"b-bl", ability:0, controller:"bob", effect:"other"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:1},
                              _{name:"bob", hero:"Rhinar", graveyard:["Bruised Leather [b-bl]"]}]}).
card_text_position(florian_grounded,               % FAB-1283
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     stack:[_{kind:"ability", source:"b-wg", ability:0, controller:"bob", effect:"other"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:1},
                              _{name:"bob", hero:"Rhinar", graveyard:["Well Grounded [b-wg]"]}]}).
card_text_position(florian_fruits,                 % FAB-1272
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     stack:[_{kind:"ability", source:"b-fr", ability:0, controller:"bob", effect:"other"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:1},
                              _{name:"bob", hero:"Rhinar", graveyard:["Fruits of the Forest (blue) [b-fr]"]}]}).
card_text_position(florian_reaper,                 % FAB-1273
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"aura_played_or_created", player:"alice", source:"a-sy"}],
                     stack:[_{kind:"ability", source:"a-rw", ability:0, controller:"alice", effect:"attack"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:["Rotwood Reaper [a-rw]"],
                                arena:["Strong Yield (red) [a-sy]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_earth_form,             % FAB-1274: it hits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Earth Form (red) [a-ef]", defending:[]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_yield,                  % FAB-1275
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Dorinthea", arena:["Strong Yield (yellow) [a-sy]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_harvest,                % FAB-1276
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Dorinthea", arena:["Harvest Season (blue) [a-hs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_sigil,                  % FAB-1279
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Dorinthea", arena:["Sigil of Fyendal (blue) [a-sf]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_oath,                   % FAB-1277
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Oath of the Arknight (yellow) [a-oa]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_vantage,                % FAB-1278, FAB-1280
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"aura_played_or_created", player:"alice", source:"a-r1"}],
                     chain:_{step:"defend", links:[_{attack:"Vantage Point (red) [a-vp]"}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:12, hand:["Fyendal's Fighting Spirit (red) [b-ffs]"]}]}).
card_text_position(florian_helm,                   % FAB-1282: the damage, the Helm defending
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Earth Form (red) [a-ef]", defending:["Helm of Lignum Vitae [b-helm]"]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar",
                                banished:["Fruits of the Forest (red) [b-x1]", "Earth Form (blue) [b-x2]",
                                          "Strong Yield (red) [b-x3]", "Harvest Season (blue) [b-x4]"]}]}).
card_text_position(florian_fertile,                % FAB-1281, FAB-1285
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     stack:[_{kind:"card", card:"Fertile Ground (yellow) [b-fg]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:1},
                              _{name:"bob", hero:"Rhinar",
                                banished:["Fruits of the Forest (red) [b-x1]", "Earth Form (blue) [b-x2]",
                                          "Strong Yield (red) [b-x3]", "Harvest Season (blue) [b-x4]"]}]}).
card_text_position(florian_decompose,              % FAB-1286: the third card banished
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"attack", links:[_{attack:"Blossoming Decay (red) [a-bd]"}]},
                     pending:_{choice:"florian_decompose", player:"alice", controller:"alice",
                               source:"Blossoming Decay (red) [a-bd]", cards:["g1", "g2"]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                                banished:["Earth Form (blue) [g1]", "Strong Yield (red) [g2]"],
                                graveyard:["Head Jab (red) [g3]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_summers,                % FAB-1292
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"attack", links:[_{attack:"Summer's Fall (red) [a-sf]"}]},
                     pending:_{choice:"florian_summers_fall", player:"alice", controller:"alice",
                               source:"Summer's Fall (red) [a-sf]"},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Strong Yield (red) [b-sy]"]}]}).
card_text_position(florian_splinter,               % FAB-1290
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"attack", links:[_{attack:"Splintering Deadwood (red) [a-sd]"}]},
                     pending:_{choice:"florian_destroy_aura", player:"alice", controller:"alice",
                               source:"Splintering Deadwood (red) [a-sd]", amount:1},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Strong Yield (red) [a-sy]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_dirge,                  % FAB-1288
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Deadwood Dirge (red) [a-dd]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Harvest Season (red) [a-hs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(florian_condemn,                % FAB-1291
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Condemn to Slaughter (red) [a-cs]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Runechant [a-r1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(finish4_snap,                   % FAB-1101: Snap Shot, fused, resolving
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Snap Shot (red) [a-ss]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Lexi", action_points:0, weapons:["Shiver [a-bow]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(finish4_reaping,                % FAB-1102: Soul Reaping's alternative cost
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Chane",
                                hand:["Soul Reaping (red) [a-sr]", "Bounding Demigon (red) [a-bd]"]},
                              _{name:"bob", hero:"Prism"}]}).
card_text_position(finish4_soul,                   % FAB-1104: Soul Reaping's go again
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Soul Reaping (red) [a-sr]", defending:[], damage:6}]},
                     players:[_{name:"alice", hero:"Chane", action_points:0},
                              _{name:"bob", hero:"Prism", life:14, soul:["Herald of Judgment (yellow) [b-hj]"]}]}).
card_text_position(cindra2_marks,                  % FAB-1138 (card_texts_cindra_2.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Tag the Target (red) [a-t]", defending:[]}]},
                     players:[_{name:"alice", hero:"Cindra", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cindra2_equip,                  % FAB-1139: it resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-cindra", ability:0, controller:"alice",
                              type:"instant", effect:"equip_draconic_daggers"}],
                     players:[_{name:"alice", hero:"Cindra [a-cindra]", action_points:1,
                                graveyard:["Kunai of Retribution [a-k1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu2_tide,                      % FAB-1141, FAB-1142 (card_texts_nuu_2.pl)
                   _{game:"flesh-and-blood", priority:"alice", passes:0,
                     chain:_{step:"reaction", links:[_{attack:"Rising Tide (blue) [a-rt]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Lunging Press (blue) [a-lp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu2_gravekeeping,              % FAB-1143
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Gravekeeping (red) [a-g]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", graveyard:["Sink Below (red) [b-sb]"]}]}).
card_text_position(nuu2_bonds,                     % FAB-1145
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Bonds of Memory (red) [a-b]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", deck:["Pack Hunt (red) [b-top]"],
                                graveyard:["Sink Below (red) [b-sb]"]}]}).
card_text_position(hunted_contract,                % FAB-1170, FAB-1171 (card_texts_hunted.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", deck:["Sink Below (red) [b-top]", 39]}]}).
card_text_position(hunted_trap,                    % FAB-1172
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]", attack_reaction:true}]},
                     stack:[_{kind:"card", card:"Hunted or Hunter (red) [b-trap]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hunted_chase,                   % FAB-1173
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]"}]},
                     stack:[_{kind:"card", card:"Cut to the Chase (red) [a-cut]", controller:"alice", target:"a-nix"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hunted_arakni,                  % FAB-1175
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Arakni", hand:["Fleece the Frail (red) [a-ff]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hunted_shred,                   % FAB-1176
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]", defending:["Pummel (red) [b-pum]"]}]},
                     stack:[_{kind:"card", card:"Shred (blue) [a-shred]", controller:"alice", target:"b-pum"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hunted_starting_point,          % FAB-1177
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]", reacted:true}]},
                     stack:[_{kind:"ability", source:"a-sp", controller:"alice", ability:0, type:"attack reaction", effect:"other", go_again:false, target:"a-nix"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Starting Point [a-sp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hunted_up_sticks,               % FAB-1179
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Up Sticks and Run (blue) [a-up]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Arakni", action_points:1, hand:["Head Jab (red) [a-jab]"],
                                graveyard:["Spider's Bite [a-bite]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_sigil,                  % FAB-1310
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Oscilio", arena:["Sigil of Forethought (blue) [a-sf]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_cloak,                  % FAB-1311, FAB-1313
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Oscilio", action_points:1,
                                equipment:["Ink-lined Cloak [a-ic]", "Twinkle Toes [a-tt]"],
                                arena:["Sigil of Lightning (blue) [a-sl]"], hand:["Sigil of Forethought (blue) [a-sf]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_toes,                   % FAB-1314
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"instant_played", player:"alice", source:"x"}],
                     players:[_{name:"alice", hero:"Oscilio", action_points:1, equipment:["Twinkle Toes [a-tt]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_amp,                    % FAB-1316 ... FAB-1321
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"amp", player:"alice", amount:1, source:"x"}],
                     players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:2,
                                equipment:["Hold Focus [a-hf]"],
                                hand:["Arcane Twining (blue) [a-at]", "Chorus of the Amphitheater (blue) [a-ch]",
                                      "Exploding Aether (red) [a-ea]", "Trailblazing Aether (blue) [a-ta]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_glyph,                  % FAB-1325
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:1,
                                arena:["Sigil of Forethought (blue) [a-sf]"], hand:["Glyph Overlay (red) [a-go]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oscilio_etchings,               % FAB-1323
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"amp", player:"alice", amount:1, source:"x"}],
                     players:[_{name:"alice", hero:"Oscilio", action_points:1,
                                hand:["Etchings of Arcana (blue) [a-et]"], graveyard:["Sigil of Forethought (blue) [a-sf]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(wiz_volzar_surge,               % FAB-1480, FAB-1481, FAB-1483, FAB-1484
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"amp", player:"alice", amount:3, source:"x"},
                              _{kind:"lightning_played", player:"alice", source:"x"}],
                     players:[_{name:"alice", hero:"Oscilio", action_points:1,
                                weapons:["Volzar, the Lightning Rod [a-v]"], arena:["Sigil of Lightning (blue) [a-sl]"],
                                hand:["Perennial Aetherbloom (red) [a-pa]", "Pop the Bubble (blue) [a-pb]",
                                      "Sigil of Lightning (blue) [a-sl2]"]},
                              _{name:"bob", hero:"Rhinar", arena:["Runechant [b-r]"]}]}).
card_text_position(wiz_staff,                      % FAB-1487, FAB-1488
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Oscilio", action_points:1,
                                weapons:["Staff of Verdant Shoots [a-st]"], hand:["Autumn's Touch (blue) [a-at]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(wiz_shelter,                    % FAB-1485, FAB-1486
                   _{game:"flesh-and-blood", turn_player:"bob", passes:1, priority:"alice",
                     stack:[_{kind:"card", card:"Arcanic Crackle (red) [b-ac]", controller:"bob", target:"oscilio"}],
                     players:[_{name:"alice", hero:"Oscilio", arena:["Sigil of Conductivity (blue) [a-sc]"]},
                              _{name:"bob", hero:"Rhinar", action_points:0}]}).
card_text_position(meld_seeds,                     % FAB-1551, FAB-1552, FAB-1553
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Florian", action_points:1,
                                hand:["Arcane Seeds // Life (red) [a-as]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(meld_aether,                    % FAB-1554
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:1,
                                hand:["Pulsing Aether // Life (red) [a-pa]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(melds2_comet,                   % FAB-1255, FAB-1258, FAB-1259
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:4,
                                hand:["Comet Storm // Shock (red) [a-cs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(melds2_burn_up,                 % FAB-1255, FAB-1256
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Aurora", action_points:1,
                                hand:["Burn Up // Shock (red) [a-bu]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(melds2_hit,                     % FAB-1257
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"next_attack_hit_arcane_damage", player:"alice", amount:4, source:"a-bu"}],
                     chain:_{step:"reaction",
                             links:[_{attack:"Wounding Blow (red) [a-wb]", controller:"alice", defender:"bob",
                                      defending:[], go_again:false}]},
                     players:[_{name:"alice", hero:"Aurora", action_points:0,
                                graveyard:["Burn Up // Shock (red) [a-bu]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cindra_plating,                 % FAB-1121
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Claw of Vynserakai [a-claw]"}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0},
                              _{name:"bob", hero:"Fai", equipment:["Blade Beckoner Plating [b-bbp]"]}]}).
card_text_position(enigma_tide,                    % FAB-1340: transcended this turn
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"transcended", player:"alice"}],
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Second Tenet of Chi: Tide (blue) [a-t]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(enigma_sky_breeze,              % FAB-1341, FAB-1363: Flex Claws hits through Big Blue Sky
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Flex Claws (red) [a-fc]", defending:["Big Blue Sky (blue) [b-sky]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", pitch:["Sigil of Solace (blue) [b-p]"]}]}).
card_text_position(enigma_moon,                    % FAB-1342: Moon Chakra resolves
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     stack:[_{kind:"card", card:"Moon Chakra (blue) [b-mc]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(enigma_bastion,                 % FAB-1343: it defends alone
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Battlefront Bastion (red) [b-bb]"]}]}).
card_text_position(enigma_record,                  % FAB-1141: a blue card played beside a Spillover
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1,
                                hand:["Sigil of Solace (blue) [a-sig]", "Spillover (blue) [a-sp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(enigma_spillover,               % FAB-1142, FAB-1346: Spillover attacks, First Tenet of Chi: Moon's draw
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"blue_card_played", player:"alice", source:"a-ft"},
                              _{kind:"next_attack_draw", player:"alice", amount:1, source:"a-ft", color:"blue"}],
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Spillover (blue) [a-sp]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["First Tenet of Chi: Moon (blue) [a-ft]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_combo,                      % FAB-1360: Pouncing Qi after a Crouching Tiger
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Crouching Tiger [a-ct]", damage:0}]},
                     stack:[_{kind:"card", card:"Pouncing Qi (red) [a-pq]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_companion,                  % FAB-1361: it attacks after a blue card pitched
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Companion of the Claw (red) [a-cc]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:["Sigil of Solace (blue) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_stride,                     % FAB-1362: it defends
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", equipment:["Stride of Reprisal [b-sr]"]}]}).
card_text_position(zen_aspect,                     % FAB-1364: after a blue attack action card
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Biting Breeze (blue) [a-bb]", damage:1}]},
                     stack:[_{kind:"card", card:"Aspect of Tiger: Mind (blue) [a-at]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_untamed,                    % FAB-1367: it attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Untamed (red) [a-un]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_water,                      % FAB-1368: it attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Water the Seeds (blue) [a-ws]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(enigma_auras,                   % FAB-1347 ... FAB-1350: Illusionist auras enter
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:2,
                                pitch:["Sigil of Solace (blue) [a-p]"],
                                hand:["Solitary Companion (blue) [a-sc]", "Single Minded Determination (red) [a-smd]",
                                      "Spectral Manifestations (red) [a-sm]", "Waxing Specter (red) [a-wsp]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(agents_stealth,                 % FAB-1500 (card_texts_arakni_agents.pl): it hits a marked hero
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
                     players:[_{name:"alice", hero:"Arakni, Web of Deceit", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(agents_become,                  % FAB-1501: the end phase begins, bob marked
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     players:[_{name:"alice", hero:"Arakni, Web of Deceit", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).
card_text_position(agents_brood,                   % FAB-1503: the end phase begins, the agent returns to the brood
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Redback", became_from:"Arakni, Web of Deceit"},
                                life:20, action_points:0},
                              _{name:"bob", hero:"Bravo"}]}).
card_text_position(agents_widow,                   % FAB-1505, FAB-1508: Black Widow's attack reaction on a stealth attack
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
                     players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Black Widow"}, life:20, action_points:0,
                                hand:["Back Stab (blue) [a-d]"]},
                              _{name:"bob", hero:"Bravo", life:20}]}).
card_text_position(agents_orb,                     % FAB-1507: Orb-Weaver's instant
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Orb-Weaver"}, life:20, action_points:0,
                                hand:["Back Stab (blue) [a-d]"]},
                              _{name:"bob", hero:"Bravo", life:20}]}).
card_text_position(agents_tarantula,               % FAB-1506: a dagger of Tarantula's player hits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Graphene Chelicera [a-gc]", defending:[]}]},
                     players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Tarantula"}, life:20, action_points:0},
                              _{name:"bob", hero:"Bravo", life:20}]}).
card_text_position(zen_whiskers,                   % FAB-1369: it defends, one card with combo in the graveyard
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", equipment:["Mask of Wizened Whiskers [b-mask]"],
                                graveyard:["Pouncing Qi (red) [b-pq]"]}]}).
card_text_position(illus_ward,                     % FAB-1440, FAB-1441: destroyed by its Ward, a Spectral Shield
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Waning Vengeance (red) [b-wv]"],
                                pitch:["Sigil of Solace (blue) [b-p]"]}]}).
card_text_position(illus_haze,                     % FAB-1442: Haze Shelter's Ward X
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Haze Shelter (red) [b-hs]"],
                                pitch:["Sigil of Solace (blue) [b-p]"]}]}).
card_text_position(illus_etchings,                 % FAB-1443, FAB-1444: Astral Etchings beside a Spectral Shield
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, arena:["Spectral Shield [a-ss]"],
                                hand:["Astral Etchings (blue) [a-ae]", "Sigil of Solace (red) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(auraw_cosmo_attacks,            % FAB-1570, FAB-1571: a Spectral Shield with a counter attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                     activated:["a-ss/0"],
                     stack:[_{kind:"ability", source:"a-ss", controller:"alice", ability:0, type:"action",
                              effect:"attack", go_again:false}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                weapons:["Cosmo, Scroll of Ancestral Tapestry [a-c]"],
                                arena:[_{id:"a-ss", name:"Spectral Shield", power_counters:1}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(auraw_iris_attacks,             % FAB-1572: a Spectral Shield attacks with 4 power
                   _{game:"flesh-and-blood", passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                     activated:["a-ss/0"],
                     stack:[_{kind:"ability", source:"a-ss", controller:"alice", ability:0, type:"action",
                              effect:"attack", go_again:true}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                weapons:["Iris of Reality [a-i]"], arena:["Spectral Shield [a-ss]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(storm_attacks,                  % FAB-1489, FAB-1490: an Aether Ashwing's attack resolves (Storm of Sandikai)
                   _{game:"flesh-and-blood", passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                     activated:["a-aw/0"],
                     stack:[_{kind:"ability", source:"a-aw", controller:"alice", ability:0, type:"action",
                              effect:"attack", go_again:false}],
                     players:[_{name:"alice", hero:"Dromai", action_points:0,
                                weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(storm_go_again,                 % FAB-1492: Dromai's dragon's link resolves with go again
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"red_card_played", player:"alice", source:"a-rk"}],
                     chain:_{step:"damage", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"},
                                                     defending:[], damage:1}]},
                     players:[_{name:"alice", hero:"Dromai", action_points:0,
                                weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                              _{name:"bob", hero:"Rhinar", life:19}]}).
card_text_position(storm_close,                    % FAB-1491: the chain closes, the proxy ceases, the Ashwing stays
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"resolution", links:[_{attack:_{id:"a-aw-attack", name:"Aether Ashwing", proxy_of:"a-aw"},
                                                         defending:[], damage:1}]},
                     players:[_{name:"alice", hero:"Dromai", action_points:0,
                                weapons:["Storm of Sandikai [a-storm]"], arena:["Aether Ashwing [a-aw]"]},
                              _{name:"bob", hero:"Rhinar", life:19}]}).
card_text_position(auraw_close,                    % FAB-1573: the chain closes, the aura back in the arena
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"resolution", links:[_{attack:_{id:"a-ss", name:"Spectral Shield", power:1},
                                                         defending:[], damage:1}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                weapons:["Cosmo, Scroll of Ancestral Tapestry [a-c]"]},
                              _{name:"bob", hero:"Rhinar", life:19}]}).
card_text_position(source_oasis,                   % FAB-1147: Oasis Respite resolves, its source asked
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
                     stack:[_{kind:"card", card:"Oasis Respite (red) [b-oasis]", controller:"bob", target:"b-hero"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar [b-hero]"}]}).
card_text_position(macro_sanctuary,                % FAB-1326: Sanctuary of Aria's ability resolves, its source asked
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
                     stack:[_{kind:"ability", source:"b-sa", ability:0, controller:"bob", type:"instant",
                              effect:"other", go_again:false}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar [b-hero]", arena:["Sanctuary of Aria [b-sa]"]}]}).
card_text_position(macro_end_phase,                % FAB-1327: the end phase begins, Sanctuary of Aria ceases to exist
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Sanctuary of Aria [b-sa]"]}]}).
card_text_position(source_cussing,                 % FAB-1150, FAB-1151: both Cussings destroyed by one damage
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                                arena:["Arcane Cussing (red) [a-cuss]"]},
                              _{name:"bob", hero:"Rhinar", arena:["Arcane Cussing (blue) [b-cuss]"]}]}).
card_text_position(leaves_ward,                    % FAB-1181: Vengeful Apparition destroyed by its Ward, alone
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Vengeful Apparition (blue) [b-va]"]}]}).
card_text_position(leaves_next_aura,               % FAB-1182, FAB-1183: its next aura as an instant, its counter
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"next_aura_instant", player:"bob", source:"b-va", max_cost:0}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", action_points:0,
                                hand:["Vengeful Apparition (blue) [b-va2]"],
                                graveyard:["Vengeful Apparition (blue) [b-va]"]}]}).
card_text_position(merciful_phantasm,              % FAB-1371: Herald of Judgment destroyed by Phantasm
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Herald of Judgment (yellow) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Prism", action_points:0,
                                arena:["Merciful Retribution (yellow) [a-mr]"]},
                              _{name:"bob", hero:"Rhinar", hand:["Alpha Rampage (red) [b-ar]"]}]}).
card_text_position(merciful_soul,                  % FAB-1372: its trigger's target, the Herald into the soul
                   _{game:"flesh-and-blood",
                     pending:_{choice:"arcane_target_hero", player:"alice", controller:"alice",
                               source:"Merciful Retribution (yellow) [a-mr]", amount:1},
                     effects:[_{kind:"merciful_soul", player:"alice", source:"a-mr", card:"a-hj"}],
                     players:[_{name:"alice", hero:"Prism", action_points:0,
                                arena:["Merciful Retribution (yellow) [a-mr]"],
                                graveyard:["Herald of Judgment (yellow) [a-hj]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(merciful_runes,                 % FAB-1373: two Runechants destroyed at once, undecided
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Prism", action_points:1,
                                arena:["Merciful Retribution (yellow) [a-mr]", "Runechant [a-r1]", "Runechant [a-r2]"],
                                hand:["Head Jab (red) [a-hj]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu3_banish,                    % FAB-1411 (card_texts_nuu_3.pl): Nuu's stealth link resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Desires of Flesh (red) [a-d]",
                                                     defending:["Head Jab (blue) [b-hj]"], damage:0}]},
                     players:[_{name:"alice", hero:"Nuu", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(nuu4_resolve,                   % FAB-1412 (card_texts_nuu_4.pl): Nuu's instant resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"nuu", ability:0, controller:"alice"}],
                     players:[_{name:"alice", hero:"Nuu", action_points:0},
                              _{name:"bob", hero:"Rhinar", deck:["Wounding Blow (blue) [b-top]", 39]}]}).
card_text_position(nuu4_play,                      % FAB-1415: a blue card of bob's banished zone played by alice
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"nuu4_play_blue", player:"alice", nuu4_of:"bob", source:"nuu"}],
                     players:[_{name:"alice", hero:"Nuu", action_points:1},
                              _{name:"bob", hero:"Rhinar", banished:["Healing Balm (blue) [b-hb]"]}]}).
card_text_position(essence_ward,                   % FAB-1351: Essence of Ancestry: Mind destroyed by its Ward, alone
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Essence of Ancestry: Mind [b-em]"]}]}).
card_text_position(essence_blue,                   % FAB-1352: the damage of a blue attack prevented
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"prevent_next_damage_all", player:"bob", source:"b-em", color:"blue"}],
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-hj]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", graveyard:["Essence of Ancestry: Mind [b-em]"]}]}).
card_text_position(hand2_layer,                    % FAB-1437, FAB-1439 (card_texts_hand2.pl): the Hand's layer resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob", activated:["a-hand/0"],
                     stack:[_{kind:"ability", source:"a-hand", ability:0, controller:"alice", type:"attack reaction",
                              effect:"other", go_again:false}],
                     chain:_{step:"reaction", links:[_{attack:"Annihilate the Armed (red) [a-ann]"}]},
                     players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:0,
                                arsenal:["The Hand that Pulls the Strings [a-hand]"]},
                              _{name:"bob", hero:"Cindra"}]}).
card_text_position(hand2_go_again,                 % FAB-1438: the first attack with contract resolves, the Hand face up
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Annihilate the Armed (red) [a-ann]", damage:5}]},
                     players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:0,
                                arsenal:[_{id:"a-hand", name:"The Hand that Pulls the Strings", face_up:true}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hand2_end,                      % FAB-1446: the end phase, a Silver destroyed
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     players:[_{name:"alice", hero:"Arakni", arena:["Silver [a-silver]"],
                                arsenal:[_{id:"a-hand", name:"The Hand that Pulls the Strings", face_up:true}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cloaked_abilities,              % FAB-1424 ... FAB-1426: face down, activated and resolved
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:3,
                                equipment:[_{id:"a-sh", name:"Aqua Seeing Shell", face_up:false},
                                           _{id:"a-sk", name:"Skywalker Keikoi", face_up:false}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cloaked_waves,                  % FAB-1427: turned face up, its target +1 power
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1,
                                equipment:[_{id:"a-wv", name:"Waves of Aqua Marine", face_up:false}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cloaked_picks,                  % FAB-1431, FAB-1432: one aura each
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                                arena:["Spectral Shield [a-ss]"],
                                graveyard:["Sigil of Forethought (blue) [a-g]"],
                                equipment:[_{id:"a-up", name:"Uphold Tradition", face_up:false},
                                           _{id:"a-tr", name:"Truths Retold", face_up:false}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cloaked_ward,                   % FAB-1422: a face-down Ward prevents nothing
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar",
                                equipment:[_{id:"b-rh", name:"Heirloom of Rabbit Hide", face_up:false}]}]}).
card_text_position(cloaked_start,                  % FAB-1428, FAB-1429: the start of the turn
                   _{game:"flesh-and-blood", turn:3, phase:"start",
                     players:[_{name:"alice", hero:"Rhinar", life:1,
                                equipment:[_{id:"a-th", name:"Heirloom of Tiger Hide", face_up:false},
                                           _{id:"a-wv", name:"Waves of Aqua Marine", face_up:true}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(shields_mask_start,             % FAB-1520 (card_texts_shields.pl): it waits at the start of the turn
                   _{game:"flesh-and-blood", turn:3, phase:"start",
                     players:[_{name:"alice", hero:"Arakni", graveyard:["Mask of Perdition [a-mask]"],
                                arena:[_{id:"s1", name:"Silver"}, _{id:"s2", name:"Silver"}]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(shields_mask_resolves,          % FAB-1522: its ability resolves
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
                     stack:[_{kind:"ability", source:"a-mask", controller:"alice", ability:0, type:"attack reaction",
                              effect:"other", go_again:false, target:"a-bs"}],
                     players:[_{name:"alice", hero:"Arakni", action_points:0, graveyard:["Mask of Perdition [a-mask]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(shields_mask_hit,               % FAB-1523: the attack it gave its text hits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[],
                                                      hit_banishes_granted:["a-mask"]}]},
                     players:[_{name:"alice", hero:"Arakni", action_points:0, graveyard:["Mask of Perdition [a-mask]"]},
                              _{name:"bob", hero:"Rhinar", deck:["Sink Below (red) [b-top]", 39]}]}).
card_text_position(transcend_instants,             % FAB-1400 ... FAB-1408: each played and resolved, after another blue card
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"blue_card_played", player:"alice", source:"a-x"}],
                     chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a-sed]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                hand:["Path Well Traveled (blue) [a-path]", "A Drop in the Ocean (blue) [a-drop]",
                                      "The Grain that Tips the Scale (blue) [a-grain]", "Homage to Ancestors (blue) [a-hom]",
                                      "Stir the Pot (blue) [a-stir]", "Pass Over (blue) [a-pass]",
                                      "Preserve Tradition (blue) [a-pres]", "Rising Sun, Setting Moon (blue) [a-rise]"],
                                graveyard:["Head Jab (yellow) [a-g1]"]},
                              _{name:"bob", hero:"Rhinar", graveyard:["Head Jab (red) [b-g1]"]}]}).
card_text_position(chi_zen,                        % FAB-1105, FAB-1107, FAB-1108: Inner Chi pitched for Zen's instant, resolved
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Zen", action_points:0,
                                hand:["Inner Chi (blue) [a-chi]"],
                                deck:["Qi Unleashed (blue) [a-qi]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(chi_enigma,                     % FAB-1109, FAB-1110: Enigma's instant resolved; her first Spectral Shield attack
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Enigma", action_points:1,
                                weapons:["Cosmo, Scroll of Ancestral Tapestry [a-cosmo]"],
                                arena:["Spectral Shield [a-ss]"],
                                hand:["Inner Chi (blue) [a-chi]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(zen_hand,                       % FAB-1365, FAB-1366, FAB-1346: played and resolved
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                                pitch:["Sigil of Solace (blue) [a-p]"],
                                hand:["Tiger Form Incantation (red) [a-tfi]", "Wind Chakra (red) [a-wc]",
                                      "First Tenet of Chi: Moon (blue) [a-ft]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(singles_chin,                   % FAB-970: it resolves
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     stack:[_{kind:"card", card:"Take it on the Chin (red) [b-chin]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Kassai"}]}).
card_text_position(singles_hurl,                   % FAB-972: it attacks, its {r} paid
                   _{game:"flesh-and-blood", priority:"bob", passes:1, chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Hurl (red) [a-hurl]", controller:"alice", optional_cost:true}],
                     players:[_{name:"alice", hero:"Arakni", action_points:0, weapons:["Harmonized Kodachi [a-k1]"]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_uzuri,                  % FAB-974: her attack reaction
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Infect (red) [a-inf]"}]},
                     players:[_{name:"alice", hero:"Uzuri [a-uz]", action_points:0, hand:["Death Touch (red) [a-dt]"]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_minerva_start,          % FAB-976: face down at the start of the turn
                   _{game:"flesh-and-blood", turn:3, phase:"start",
                     players:[_{name:"alice", hero:"Boltyn", arsenal:[_{id:"a-min", name:"Minerva Themis"}]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_minerva_weapon,         % FAB-977: a 1H weapon attacks
                   _{game:"flesh-and-blood", priority:"bob", passes:1, chain:_{step:"layer", links:[]},
                     stack:[_{kind:"ability", source:"a-hb", controller:"alice", ability:0, type:"action", effect:"attack", go_again:false}],
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, weapons:["Hatchet of Body [a-hb]"],
                                arsenal:[_{id:"a-min", name:"Minerva Themis", face_up:true}]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_minerva_lessons,        % FAB-978: the third lesson counter
                   _{game:"flesh-and-blood", priority:"bob", passes:1,
                     chain:_{step:"reaction", links:[_{attack:"Hatchet of Body [a-hb]", power_bonus:1}]},
                     players:[_{name:"alice", hero:"Boltyn", action_points:0,
                                arsenal:[_{id:"a-min", name:"Minerva Themis", face_up:true, lesson_counters:2}]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_librarian,              % FAB-980: a Spectral Shield created
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Prismatic Shield (blue) [a-ps]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Prism", action_points:0,
                                arsenal:[_{id:"a-lib", name:"The Librarian", face_up:true, lesson_counters:2}]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(finish2_barthimont,             % FAB-990: an attack action card played
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Levia", action_points:1, hand:["Wounding Blow (red) [a-wb]"],
                                arsenal:[_{id:"a-lb", name:"Lady Barthimont", face_up:true}],
                                deck:["Pulping (red) [a-pu]", 20]},
                              _{name:"bob", hero:"Kayo"}]}).
card_text_position(singles_parry,                  % FAB-971: it defends a weapon's attack
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Sledge of Anvilheim [a-sledge]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Olympia", weapons:["Parry Blade [b-parry]"]}]}).
card_text_position(dromai_hero,                    % FAB-967
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Dromai", action_points:1,
                                hand:["Sweeping Blow (red) [a-sw]", "Dustup (red) [a-r]"]},
                              _{name:"bob", hero:"Dromai"}]}).
card_text_position(levia_meataxe,                  % FAB-930
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:2,
                                weapons:["Ravenous Meataxe [a-axe]"], deck:["Bare Fangs (red) [a-d1]"], hand:[]},
                              _{name:"bob", hero:"Rhinar", hand:[]}]}).
card_text_position(levia_blood_debt,               % FAB-931
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, banished:["Graveling Growl (red) [a-gg]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_lifted,                   % FAB-933
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"banished_power", player:"alice", source:"a-gg"}],
                     players:[_{name:"alice", hero:"Levia", action_points:0, banished:["Graveling Growl (red) [a-gg]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_maw,                      % FAB-932, FAB-936, FAB-938
                   _{game:"flesh-and-blood",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Endless Maw (red) [a-em]", controller:"alice"}],
                     pending:_{choice:"random_banish", player:"alice", controller:"alice", source:"Endless Maw (red) [a-em]",
                               amount:1, cards:["a-b1", "a-b2"]},
                     players:[_{name:"alice", hero:"Levia", action_points:0,
                                graveyard:["Deadwood Rumbler (red) [a-g1]", "Head Jab (red) [a-g2]"],
                                banished:["Head Jab (blue) [a-b1]", "Head Jab (yellow) [a-b2]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_convulsions,              % FAB-940
                   _{game:"flesh-and-blood",
                     stack:[_{kind:"card", card:"Convulsions from the Bellows of Hell (blue) [a-cv]", controller:"alice"}],
                     pending:_{choice:"random_banish", player:"alice", controller:"alice",
                               source:"Convulsions from the Bellows of Hell (blue) [a-cv]", amount:1, cards:["a-b1", "a-b2"]},
                     players:[_{name:"alice", hero:"Levia", action_points:0,
                                graveyard:["Deadwood Rumbler (red) [a-g1]"],
                                banished:["Head Jab (blue) [a-b1]", "Head Jab (yellow) [a-b2]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_bellow,                   % FAB-939
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Unworldly Bellow (red) [a-ub]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Levia", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_aftermath,                % FAB-941
                   _{game:"flesh-and-blood",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Consuming Aftermath (red) [a-ca]", controller:"alice"}],
                     pending:_{choice:"hand_banish", player:"alice", controller:"alice", source:"Consuming Aftermath (red) [a-ca]"},
                     players:[_{name:"alice", hero:"Levia", action_points:0,
                                hand:["Lunartide Plunderer (yellow) [a-lp]", "Head Jab (red) [a-hj]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_soul_harvest,             % FAB-943
                   _{game:"flesh-and-blood",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Soul Harvest (blue) [a-sh]", controller:"alice"}],
                     pending:_{choice:"graveyard_banish", player:"alice", controller:"alice", source:"Soul Harvest (blue) [a-sh]",
                               amount:1, cards:["a-b1"]},
                     players:[_{name:"alice", hero:"Levia", action_points:0,
                                graveyard:["Graveling Growl (blue) [a-g1]"], banished:["Head Jab (blue) [a-b1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_deadwood,                 % FAB-945
                   _{game:"flesh-and-blood",
                     chain:_{step:"attack", links:[_{attack:"Deadwood Rumbler (red) [a-dr]"}]},
                     pending:_{choice:"random_discard", player:"alice", controller:"alice", source:"Deadwood Rumbler (red) [a-dr]"},
                     players:[_{name:"alice", hero:"Levia", action_points:0, hand:["Bare Fangs (red) [a-bf]"]},
                              _{name:"bob", hero:"Rhinar", graveyard:["Head Jab (red) [b-g1]"]}]}).
card_text_position(levia_lunartide,                % FAB-947
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Lunartide Plunderer (yellow) [a-lp]", defending:[]}]},
                     players:[_{name:"alice", hero:"Levia", action_points:0},
                              _{name:"bob", hero:"Prism", soul:["Illuminate (red) [b-s1]", "Illuminate (blue) [b-s2]"]}]}).
card_text_position(levia_ebon_fold,                % FAB-949
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-fold", controller:"alice", ability:0, type:"instant",
                              effect:"other", go_again:false}],
                     players:[_{name:"alice", hero:"Levia", action_points:1, hand:["Head Jab (red) [a-hj]"],
                                graveyard:["Ebon Fold [a-fold]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_hooves,                   % FAB-950
                   _{game:"flesh-and-blood",
                     pending:_{choice:"hooves_destroy", player:"alice", controller:"alice",
                               source:"Hooves of the Shadowbeast [a-hv]"},
                     players:[_{name:"alice", hero:"Levia", action_points:0,
                                equipment:["Hooves of the Shadowbeast [a-hv]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_tribute,                  % FAB-952, FAB-953
                   _{game:"flesh-and-blood",
                     pending:_{choice:"opt", player:"alice", controller:"alice", source:"Blood Tribute (blue) [a-bt]",
                               amount:1, cards:["a-d1"]},
                     players:[_{name:"alice", hero:"Levia", action_points:1, graveyard:["Blood Tribute (blue) [a-bt]"],
                                deck:["Head Jab (red) [a-d1]", "Head Jab (blue) [a-d2]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(levia_soul_harvest_hit,         % FAB-944
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Soul Harvest (blue) [a-sh]", defending:[]}]},
                     players:[_{name:"alice", hero:"Levia", action_points:0},
                              _{name:"bob", hero:"Prism", soul:["Illuminate (red) [b-s1]"]}]}).
card_text_position(down_but_not_out,               % FAB-685
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Down But Not Out (red) [a-dbno]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, life:10},
                              _{name:"bob", hero:"Rhinar", life:17, arena:["Might [b-might]"]}]}).
card_text_position(knucklehead,                    % FAB-686
                   _{game:"flesh-and-blood",
                     pending:_{choice:"roll", player:"alice", sides:6, source:"Knucklehead [a-head]"},
                     players:[_{name:"alice", hero:"Kayo [a-kayo]", graveyard:["Knucklehead [a-head]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(back_heel_kick,                 % FAB-687
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Twin Twisters (red) [a-tt]", damage:3}]},
                     stack:[_{kind:"card", card:"Back Heel Kick (blue) [a-bhk]", controller:"alice"}],
                     effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"a-tt", lasts:"combat_chain"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(wild_ride,                      % FAB-688: the draw, and the discard waits
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Wild Ride (red) [a-wr]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:[],
                                deck:["Bare Fangs (red) [d1]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(wild_ride_discard,              % FAB-688: the discard, and the go again
                   _{game:"flesh-and-blood",
                     chain:_{step:"attack", links:[_{attack:"Wild Ride (red) [a-wr]"}]},
                     pending:_{choice:"random_discard", player:"alice", controller:"alice", source:"Wild Ride (red) [a-wr]"},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                                hand:["Bare Fangs (red) [d1]", "Head Jab (red) [a-jab]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(rising_power,                   % FAB-691: after a draw, as it attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     effects:[_{kind:"card_drawn", player:"alice"}],
                     stack:[_{kind:"card", card:"Rising Power (red) [a-rp]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(rising_power_draw,              % FAB-691: a draw while it attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Rising Power (red) [a-rp]", damage:6},
                                                     _{attack:"Surging Strike (red) [a-ss]", damage:3},
                                                     _{attack:"Whelming Gustwave (red) [a-wg]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:11}]}).
card_text_position(prismatic_shield,               % FAB-750
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Prismatic Shield (red) [a-ps]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Prism"}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(seek_enlightenment,             % FAB-752
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Seek Enlightenment (red) [a-se]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(phantasmify,                    % FAB-753
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Brutal Assault (red) [a-ba]", controller:"alice"}],
                     effects:[_{kind:"next_attack_power", player:"alice", amount:5, source:"a-ph", attack_action_card:true},
                              _{kind:"next_attack_action_card_gains", player:"alice", source:"a-ph",
                                attack_action_card:true, gains:["illusionist", "phantasm"]}],
                     players:[_{name:"alice", hero:"Prism", action_points:0, graveyard:["Phantasmify (red) [a-ph]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(dream_weavers,                  % FAB-758
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-dw", controller:"alice", ability:0, type:"action",
                              effect:"other", go_again:true}],
                     players:[_{name:"alice", hero:"Prism", action_points:0, graveyard:["Dream Weavers [a-dw]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(herald_hit,                     % FAB-751
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Herald of Protection (red) [a-hp]"}]},
                     players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(windup,                          % FAB-791 (card_texts_windup.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-mw", controller:"alice", ability:0, type:"instant",
                              effect:"other", go_again:false}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                graveyard:["Mighty Windup (red) [a-mw]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(kayo,                            % FAB-792, FAB-793 (card_texts_windup.pl)
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Kayo", resource_points:3,
                                hand:["Pound Town (red) [a-pt]", "Agile Windup (blue) [a-aw]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(infect,                         % FAB-711
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Infect (red) [a-inf]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(unmovable,                      % FAB-712
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]"}]},
                     stack:[_{kind:"card", card:"Unmovable (blue) [b-um]", controller:"bob", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(prowl,                          % FAB-710, FAB-713
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Prowl (red) [a-prowl]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(razors_edge,                    % FAB-714
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a-sed]"}]},
                     stack:[_{kind:"card", card:"Razor's Edge (red) [a-re]", controller:"alice", target:"a-sed"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(death_touch,                    % FAB-716
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Death Touch (red) [a-dt]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cut_down,                       % FAB-720
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Head Jab (red) [b-1]", "Head Jab (red) [b-2]",
                                                                 "Head Jab (red) [b-3]", "Head Jab (red) [b-4]"]}]}).
card_text_position(spider_bite,                    % FAB-722
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Spider's Bite [a-sb]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(ironhide,                       % FAB-723: each answer to its payment
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]",
                                                       defending:["Ironhide Legs [b-legs]"]}]},
                     pending:_{choice:"defend_pay", player:"bob", controller:"bob", source:"Ironhide Legs [b-legs]", cost:1},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Head Jab (blue) [b-p]"]}]}).
card_text_position(mask_dagger,                    % FAB-724: its ability, then a dagger's hit
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [a-kod]"}]},
                     effects:[_{kind:"dagger_hit_to_bottom", player:"alice", source:"a-mask2"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Head Jab (red) [a-jab]"],
                                deck:["Leg Tap (red) [a-top]"],
                                equipment:["Mask of Shifting Perspectives [a-mask]"],
                                graveyard:["Mask of Shifting Perspectives [a-mask2]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_charge,                  % FAB-880, FAB-882 (card_texts_boltyn.pl)
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Boltyn", resource_points:3, action_points:1,
                                hand:["Take Flight (red) [a-tf]", "Valiant Thrust (red) [a-vt]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_valiant,                 % FAB-881, FAB-888
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     effects:[_{kind:"charged", player:"alice", source:"a-x"}],
                     stack:[_{kind:"card", card:"Valiant Thrust (red) [a-vt]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Boltyn", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_hit,                     % FAB-884
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"charged", player:"alice", source:"a-x"}],
                     chain:_{step:"reaction", links:[_{attack:"Bolt of Courage (red) [a-bc]"}]},
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, deck:["Cross the Line (red) [a-top]", 38]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_engulfing,               % FAB-883
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"charged", player:"alice", source:"a-x"}],
                     chain:_{step:"reaction", links:[_{attack:"Engulfing Light (red) [a-el]"}]},
                     players:[_{name:"alice", hero:"Boltyn", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_steelhand,               % FAB-885
                   _{game:"flesh-and-blood", priority:"alice",
                     effects:[_{kind:"charged", player:"alice", source:"a-x"}],
                     chain:_{step:"reaction", links:[_{attack:"Cross the Line (red) [a-ct]"}]},
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, hand:["Courageous Steelhand (red) [a-cs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_gallantry,               % FAB-886: its ability resolving
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-gg", controller:"alice", ability:0, type:"action",
                              effect:"other", go_again:true}],
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, weapons:["Hatchet of Body [a-hb]"],
                                graveyard:["Gallantry Gold [a-gg]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_invigorating,            % FAB-887
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Boltyn", resource_points:3, action_points:1,
                                hand:["Invigorating Light (red) [a-il]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_hero,                    % FAB-889: his attack reaction
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Cross the Line (red) [a-ct]", power_bonus:1}]},
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, soul:["Express Lightning (red) [a-s]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_dusk_path,               % FAB-890: the effect taken as the weapon attacks
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[]},
                     effects:[_{kind:"next_attack_hit_attack_again", player:"alice", source:"a-dp", weapon_attack:true}],
                     stack:[_{kind:"ability", source:"a-hb", controller:"alice", ability:0, type:"action",
                              effect:"attack", go_again:false}],
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, weapons:["Hatchet of Body [a-hb]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_push_forward,            % FAB-891
                   _{game:"flesh-and-blood", passes:1, priority:"bob", activated:["a-hb/0"],
                     stack:[_{kind:"card", card:"Push Forward (red) [a-pf]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Boltyn", action_points:0, weapons:["Hatchet of Body [a-hb]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(boltyn_hatchets,                % FAB-892
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"resolution", links:[_{attack:"Hatchet of Body [a-hb]", damage:2}]},
                     players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                                weapons:["Hatchet of Mind [a-hm]"]},
                              _{name:"bob", hero:"Rhinar", life:18}]}).
card_text_position(boltyn_vanguard,                % FAB-893
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                                hand:["V of the Vanguard (yellow) [a-v]", "Take Flight (red) [a-tf]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(humble,                         % FAB-719
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Humble (red) [a-hum]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(sneak_attack,                   % FAB-718
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Sneak Attack (red) [a-sa]", attack_reaction:true}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(virulent_touch,                 % FAB-726
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Virulent Touch (red) [a-vt]", defending:["Head Jab (blue) [b-jab]"], damage:2}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(spike_with_bloodrot,            % FAB-800
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Isolate (red) [a-iso]"}]},
                     stack:[_{kind:"card", card:"Spike with Bloodrot (red) [a-spike]", controller:"alice", target:"a-iso"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(arakni_solitary,                % FAB-801
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Sedate (blue) [a-sed]", damage:1}]},
                     players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bloodrot_trap,                  % FAB-802
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]", attack_reaction:true}]},
                     stack:[_{kind:"card", card:"Bloodrot Trap (red) [b-trap]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(toxic_tips,                     % FAB-803: its ability
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-tips", controller:"alice", ability:0, type:"action", effect:"other", go_again:true}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Toxic Tips [a-tips]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(toxic_tips_hit,                 % FAB-803: the gained hit
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Isolate (red) [a-iso]", hit_token_choice:["Frailty", "Inertia", "Bloodrot Pox"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(malign,                         % FAB-804
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Malign (red) [a-mal]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Spectral Shield [b-ward]"]}]}).
card_text_position(run_into_trouble,               % FAB-692
                   _{game:"flesh-and-blood", chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Kayo", action_points:0},
                              _{name:"bob", hero:"Kayo", arena:[_{id:"b-ag", name:"Agility"}], hand:["Run into Trouble (red) [b-rit]"]}]}).
card_text_position(amulet_of_ice,                  % FAB-693: its ability resolving
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-amulet", controller:"alice", ability:0, type:"instant",
                              effect:"fused_discard_unless_pay", target:"b-hero"}],
                     players:[_{name:"alice", hero:"Oldhim", action_points:0, graveyard:["Amulet of Ice (blue) [a-amulet]"]},
                              _{name:"bob", hero:"Rhinar [b-hero]", hand:["Head Jab (blue) [b-1]"]}]}).
card_text_position(oldhim_ability,                 % FAB-696: his ability resolving
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     stack:[_{kind:"ability", source:"b-old", controller:"bob", ability:0, type:"defense reaction",
                              effect:"pitched_talents", pitched_talents:["Earth", "Ice"]}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Head Jab (blue) [a-1]", "Leg Tap (blue) [a-2]"]},
                              _{name:"bob", hero:"Oldhim [b-old]"}]}).
card_text_position(oldhim_shield,                  % FAB-697: a shield prevents
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Oldhim [b-old]"}]}).
card_text_position(peace_of_mind,                  % FAB-699: it resolves
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     stack:[_{kind:"card", card:"Peace of Mind (red) [b-pom]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Uzuri"}]}).
card_text_position(malicious_mask,                 % FAB-704: its ability resolving
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-mask", controller:"alice", ability:0, type:"action",
                              effect:"reveal_attack_action", go_again:true}],
                     players:[_{name:"alice", hero:"Arakni", action_points:0,
                                graveyard:["Mask of Malicious Manifestations [a-mask]"],
                                deck:["Sink Below (blue) [a-d1]", "Cut Down to Size (red) [a-d2]", 37]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(silken_gi,                      % FAB-663
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Silken Gi [a-gi]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(scar,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Rhinar", life:10, hand:["Scar for a Scar (red) [a-scar]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(fai_draconic,                   % FAB-730, FAB-731, FAB-732 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Brand with Cinderclaw (red) [a-br]", damage:3},
                                                  _{attack:"Cinderskin Devotion (red) [a-cd]", damage:4}]},
                     stack:[_{kind:"card", card:"Phoenix Flame (red) [a-pf]", controller:"alice"}],
                     effects:[_{kind:"next_attack_draconic", player:"alice", source:"a-cd"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_go_again,                   % FAB-730 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Phoenix Flame (red) [a-pf]", damage:0},
                                                   _{attack:"Cinderskin Devotion (red) [a-cd]", damage:4}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai", life:16}]}).
card_text_position(fai_stoke,                      % FAB-734 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Stoke the Flames (red) [a-st]"}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0, graveyard:["Phoenix Flame (red) [a-pf]"]},
                              _{name:"bob", hero:"Fai", life:16}]}).
card_text_position(fai_rise,                       % FAB-736 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Rise from the Ashes (red) [a-rise]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_trade_in,                   % FAB-737 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Trade In (red) [a-ti]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, hand:["Head Jab (red) [a-hj]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_flex,                       % FAB-739 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                     stack:[_{kind:"card", card:"Flex (red) [a-fx]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, resource_points:2}, _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_hero,                       % FAB-740 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", priority:"alice",
                     players:[_{name:"alice", hero:"Fai [a-fai]", action_points:1, resource_points:3,
                                graveyard:["Phoenix Flame (red) [a-pf]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_rise_up,                    % FAB-733, FAB-730 (card_texts_fai.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Phoenix Flame (red) [a-p1]", damage:0},
                                                  _{attack:"Brand with Cinderclaw (red) [a-br]", damage:3},
                                                  _{attack:"Lava Vein Loyalty (red) [a-lv]", damage:3}]},
                     stack:[_{kind:"card", card:"Rise Up (red) [a-ru]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai"}]}).
card_text_position(oldhim_surge,                   % FAB-770 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Earthlore Surge (red) [a-es]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_fist,                    % FAB-771 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", weapons:["Titan's Fist [a-fist]"],
                                hand:["Sloggism (blue) [a-h1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
%   The Victor and Betsy Blitz Decks (card_texts_victor.pl): hits (FAB-850,
%   FAB-856, FAB-862); defences with clashes won and Victor's Gold draw
%   (FAB-851, FAB-852, FAB-854, FAB-855, FAB-857 ... FAB-859, FAB-868); a
%   clash Victor fails (FAB-860); a wager and Betsy (FAB-863, FAB-867); the
%   wager settled; Money Where Ya Mouth Is; the start of a turn with Big
%   Bop and Stacked in Your Favor (FAB-866, FAB-869).
card_text_position(victor_hit,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Command Respect (red) [a-cr]", power_bonus:1, defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, weapons:["Miller's Grindstone [a-mg]"]},
                              _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (red) [b-ar]"]}]}).
card_text_position(victor_hit,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Miller's Grindstone [a-mg]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Thunk (red) [a-d1]", 39]},
                              _{name:"bob", hero:"Rhinar", deck:["Head Jab (red) [b-d1]", 39]}]}).
card_text_position(victor_hit,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Smack of Reality (red) [a-sr]", power_bonus:4, defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", arena:["Might [b-m]"]}]}).
card_text_position(victor_defend,
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a-wb]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Head Jab (red) [a-d1]", 38]},
                              _{name:"bob", hero:"Victor Goldmane", life:15,
                                equipment:["Golden Glare [b-gg]", "Stonewall Impasse [b-si]", "Bloodied Oval [b-bo]"],
                                hand:["Test of Strength (red) [b-ts]", "Wallop (yellow) [b-y1]", "Thunk (yellow) [b-y2]"],
                                deck:["Thunk (red) [b-d1]", 36]}]}).
card_text_position(victor_lost,
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Over the Top (red) [a-ot]", power_bonus:1}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Thunk (red) [a-d1]", 38]},
                              _{name:"bob", hero:"Victor Goldmane", arena:["Gold [b-g]"],
                                hand:["Test of Might (red) [b-tm]"], deck:["Head Jab (red) [b-d1]", 38]}]}).
card_text_position(victor_wager,
                   _{game:"flesh-and-blood", priority:"alice",
                     chain:_{step:"attack", links:[_{attack:"Wage Might (red) [a-wm]"}]},
                     pending:_{choice:"wager", player:"alice", controller:"alice", source:"Wage Might (red) [a-wm]"},
                     players:[_{name:"alice", hero:"Betsy", action_points:0, hand:["Wallop (blue) [a-p]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(victor_settled,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Wage Gold (red) [a-wg]", defending:[], damage:7, wagers:["Gold"]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(victor_money,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Money Where Ya Mouth Is (red) [a-mw]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(victor_start,
                   _{game:"flesh-and-blood", turn:2, turn_player:"alice", phase:"start", priority:"alice",
                     players:[_{name:"alice", hero:"Bravo", arena:["Big Bop (red) [a-bb]", "Stacked in Your Favor (red) [a-st]"],
                                hand:["Wallop (red) [a-h1]"], deck:["Thunk (red) [a-d1]", 37]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_thump,                   % FAB-772 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Thump (red) [a-t]", power_bonus:3, defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Head Jab (blue) [b1]", "Leg Tap (blue) [b2]"]}]}).
card_text_position(oldhim_embolden,                % FAB-773 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Embolden (red) [a-emb]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0,
                                arena:["Emerging Power (red) [a-ep]"], deck:["Sink Below (red) [a-d1]", 37]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_seismic,                 % FAB-774 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Bravo", arena:["Seismic Surge [a-ss]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_evergreen,               % FAB-775 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"resolution", links:[_{attack:"Evergreen (red) [a-ev]", attack_from_arsenal:true, damage:7}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_frost_fang,              % FAB-776 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Frost Fang (red) [a-ff]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", hand:["Head Jab (blue) [b1]"]}]}).
card_text_position(oldhim_winters_bite,            % FAB-778 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Winter's Bite (red) [a-wb]", controller:"alice", target:"b-rh"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar [b-rh]", hand:["Head Jab (blue) [b1]"]}]}).
card_text_position(oldhim_coat,                    % FAB-779 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-coat", controller:"alice", ability:0, effect:"other",
                              go_again:true, target:"b-rh"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, graveyard:["Coat of Frost [a-coat]"]},
                              _{name:"bob", hero:"Rhinar [b-rh]"}]}).
card_text_position(fai_prism_red,                  % FAB-742, FAB-743 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Fai", action_points:1, equipment:["Sash of Sandikai [a-sash]"],
                                hand:["Inflame (red) [a-inf]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_prism_inflame,              % FAB-745 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"red_card_played", player:"alice", source:"a-hj"}],
                     stack:[_{kind:"card", card:"Inflame (red) [a-inf]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, graveyard:["Phoenix Flame (red) [a-pf]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_prism_blaze,                % FAB-744 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Inflame (red) [a-inf]", damage:1},
                                                   _{attack:"Blaze Headlong (red) [a-bh]", damage:4}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0}, _{name:"bob", hero:"Fai", life:15}]}).
card_text_position(fai_prism_flamecall,            % FAB-746 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"red_card_played", player:"alice", source:"a-hj"}],
                     stack:[_{kind:"card", card:"Flamecall Awakening (red) [a-fc]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, deck:["Phoenix Flame (red) [a-pf]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_prism_ravages,             % FAB-762 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Herald of Ravages (red) [a-hr]"}]},
                     players:[_{name:"alice", hero:"Prism"}, _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_prism_ode,                 % FAB-764 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Herald of Tenacity (red) [a-ht]"}]},
                     players:[_{name:"alice", hero:"Prism", arena:["Ode to Wrath (yellow) [a-ode]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(fai_prism_flameborn,            % FAB-759, FAB-760 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"damage_dealt", player:"bob"}],
                     chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
                     players:[_{name:"alice", hero:"Fai", action_points:0},
                              _{name:"bob", hero:"Fai", life:17, hand:["Flameborn Retribution (red) [b-fr]"],
                                graveyard:["Phoenix Flame (red) [b-pf]"]}]}).
card_text_position(fai_prism_heat_wave,            % FAB-761 (card_texts_fai_prism.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Phoenix Flame (red) [a-pf]"}]},
                     stack:[_{kind:"ability", source:"a-hw", controller:"alice", ability:0, type:"instant",
                              effect:"named_power", go_again:false}],
                     players:[_{name:"alice", hero:"Fai", action_points:0, graveyard:["Heat Wave [a-hw]"]},
                              _{name:"bob", hero:"Fai"}]}).
card_text_position(oldhim_break_ground,            % FAB-780 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Break Ground (red) [a-bg]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, arsenal:["Sink Below (red) [a-ars]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_glacial,                 % FAB-783 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Glacial Footsteps (red) [a-gf]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_timber,                  % FAB-783 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Disable (red) [a-dis]"}]},
                     stack:[_{kind:"card", card:"Turn Timber (red) [b-tt]", controller:"bob", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_snow_under,              % FAB-784 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Snow Under (red) [a-su]", defending:[], fused:true}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_gale,                    % FAB-785 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Disable (red) [a-dis]"}]},
                     stack:[_{kind:"card", card:"Biting Gale (red) [b-bg]", controller:"bob", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, hand:["Head Jab (blue) [a-1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_sequoia,                 % FAB-786 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Strength of Sequoia (red) [a-sos]", controller:"alice", fused:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_weave,                   % FAB-787 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Weave Ice (red) [a-wi]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_fusion,                  % FAB-782 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", resource_points:6,
                                hand:["Glacial Footsteps (red) [a-gf]", "Winter's Bite (red) [a-ice]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(oldhim_polar_blast,             % FAB-788 (card_texts_oldhim.pl)
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Polar Blast (red) [a-pb]", controller:"alice", target:"b-rh", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar [b-rh]", hand:["Head Jab (blue) [b1]"]}]}).
card_text_position(kodachi,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"damage", links:[_{attack:"Harmonized Kodachi [a-kod]", damage:1}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:["Head Jab (blue) [a-p]"]},
                              _{name:"bob", hero:"Rhinar", life:19}]}).
card_text_position(sloggism,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Sloggism (blue) [a-slog]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(gauntlet,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-gg", controller:"alice", ability:0, type:"action",
                              effect:"other", go_again:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, graveyard:["Goliath Gauntlet [a-gg]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bravo,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-bravo", controller:"alice", ability:0, type:"action",
                              effect:"other", go_again:true}],
                     players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(disable,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Disable (red) [a-dis]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (blue) [b-ars]"]}]}).
card_text_position(stonewall,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Open the Center (red) [a-otc]",
                                                       defending:["Disable (blue) [b-dis]"]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Bravo", arena:["Stonewall Confidence (blue) [b-sc]"]}]}).
card_text_position(potion_of_strength,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-pot", controller:"alice", ability:0, type:"action",
                              effect:"next_attack_power", amount:2, go_again:true}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0,
                                graveyard:["Potion of Strength (blue) [a-pot]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(emerging_power,
                   _{game:"flesh-and-blood", phase:"start",
                     players:[_{name:"alice", hero:"Bravo", arena:["Emerging Power (red) [a-ep]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(helm,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-helm", controller:"alice", ability:0, type:"action",
                              effect:"other", go_again:false}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0,
                                graveyard:["Helm of Isen's Peak [a-helm]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(strap,
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"next_attack_action_card_costs_less", player:"alice", amount:2, source:"a-strap"}],
                     players:[_{name:"alice", hero:"Rhinar", graveyard:["Heartened Cross Strap [a-strap]"],
                                hand:["Open the Center (red) [a-otc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(anothos,
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Bravo", weapons:["Anothos [a-anothos]"],
                                pitch:["Sloggism (blue) [a-p1]"], hand:["Disable (blue) [a-h1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(debilitate,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Debilitate (red) [a-deb]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(cartilage_crush,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Cartilage Crush (red) [a-cc]"}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(snapdragon,                % FAB-571
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Snapdragon Scalers [a-legs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(scour,                     % FAB-573, FAB-574
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Scour the Battlescape (blue) [a-scour]", controller:"alice", from:"arsenal"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Sink Below (red) [a-sink]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(drone,                     % FAB-578
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"resolution", links:[_{attack:"Drone of Brutality (red) [a-drone]", defending:[]}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(valor,                     % FAB-579
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Warrior's Valor (red) [a-valor]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:["Dawnblade [a-dawn]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(valor_hit,                 % FAB-580
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[], hit_go_again:true}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(biting_blade,              % FAB-581, FAB-583
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:["Pack Hunt (red) [b-hunt]"]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:2,
                                hand:["Biting Blade (red) [a-bite]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(blossom,                   % FAB-640
                   _{game:"flesh-and-blood",
                     players:[_{name:"alice", hero:"Katsu", equipment:["Blossom of Spring [a-blossom]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(descendent,                % FAB-641
                   _{game:"flesh-and-blood",
                     chain:_{step:"resolution", links:[_{attack:"Surging Strike (red) [a-ss]", damage:2}]},
                     players:[_{name:"alice", hero:"Katsu", action_points:1,
                                hand:["Descendent Gustwave (red) [a-dg]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(one_two_punch,             % FAB-642
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]", damage:3},
                                                     _{attack:"One-Two Punch (yellow) [a-otp]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0},
                              _{name:"bob", hero:"Rhinar", life:17}]}).
card_text_position(be_like_water,             % FAB-643
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Be Like Water (red) [a-water]"}]},
                     players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Leg Tap (blue) [a-blue]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(mask_of_many_faces,        % FAB-645
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"ability", source:"a-mask", controller:"alice", ability:0, type:"instant",
                              effect:"other", go_again:false}],
                     players:[_{name:"alice", hero:"Rhinar", graveyard:["Mask of Many Faces [a-mask]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bonds,                     % FAB-646
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"layer", links:[_{attack:"Whelming Gustwave (red) [a-wg]", damage:3}]},
                     stack:[_{kind:"card", card:"Bonds of Ancestry (red) [a-bonds]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                graveyard:["Open the Center (red) [a-gotc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(shunt,                     % FAB-584
                   _{game:"flesh-and-blood", passes:1, priority:"alice",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[]}]},
                     stack:[_{kind:"card", card:"Steelblade Shunt (red) [b-shunt]", controller:"bob"}],
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Dorinthea"}]}).
card_text_position(razor_reflex,              % FAB-585
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a-blow]", defending:[]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:1,
                                hand:["Razor Reflex (red) [a-razor]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(stroke,                    % FAB-586
                   _{game:"flesh-and-blood",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:["Pack Hunt (red) [b-hunt]"]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:1,
                                hand:["Stroke of Foresight (red) [a-stroke]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bolters,                   % FAB-588
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[]}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0, equipment:["Refraction Bolters [a-legs]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(dawnblade,                 % FAB-589
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"weapon_hits", player:"alice", weapon:"a-dawn", count:1}],
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(flic_flak,                 % FAB-560
                   _{game:"flesh-and-blood",
                     effects:[_{kind:"next_card_defended_combo", amount:2, source:"b-flic"}],
                     chain:_{step:"defend", links:[_{attack:"Leg Tap (red) [a-tap]"}]},
                     players:[_{name:"alice", hero:"Katsu", action_points:0},
                              _{name:"bob", hero:"Katsu", hand:["Blackout Kick (red) [b-kick]"],
                                graveyard:["Flic Flak (blue) [b-flic]"]}]}).
card_text_position(npp_hit,                   % FAB-561
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[], hit_reveals_top:true}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                                deck:["Sharpen Steel (red) [a-steel]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(npp_reveal,                % FAB-562
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Dawnblade [a-dawn]", defending:[], hit_reveals_top:true}]},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(hood,                      % FAB-564
                   _{game:"flesh-and-blood",
                     pending:_{choice:"hand_to_shuffle", player:"alice", source:"Hope Merchant's Hood [a-hood]"},
                     players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                                hand:["Sink Below (red) [a-sink]"], graveyard:["Hope Merchant's Hood [a-hood]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(katsu,                     % FAB-566
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]", defending:[]}]},
                     players:[_{name:"alice", hero:"Katsu", action_points:0, hand:["Head Jab (blue) [a-jab2]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(crush_confidence,          % FAB-624
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Crush Confidence (blue) [a-cc]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Bravo"}]}).
card_text_position(buckling_blow,             % FAB-626
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Buckling Blow (blue) [a-bb]", defending:[]}]},
                     players:[_{name:"alice", hero:"Bravo", action_points:0},
                              _{name:"bob", hero:"Rhinar", equipment:["Helm of Isen's Peak [b-helm]"]}]}).
card_text_position(pummel,                    % FAB-628
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     chain:_{step:"reaction", links:[_{attack:"Disable (red) [a-dis]", defending:[]}]},
                     stack:[_{kind:"card", card:"Pummel (blue) [a-pummel]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}).
card_text_position(blessing_enters,           % FAB-537
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     stack:[_{kind:"card", card:"Blessing of Deliverance (blue) [a-bless]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Bravo", action_points:0, pitch:["Disable (blue) [a-p1]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(blessing_reveals,          % FAB-538
                   _{game:"flesh-and-blood", turn:2, turn_player:"bob", phase:"start", priority:"bob",
                     players:[_{name:"alice", hero:"Bravo"},
                              _{name:"bob", hero:"Bravo", arena:["Blessing of Deliverance (red) [b-bless]"],
                                deck:["Disable (red) [b-d1]", "Head Jab (red) [b-d2]", "Sink Below (red) [b-d3]", 36]}]}).
card_text_position(savage_feast,
                   _{game:"flesh-and-blood", passes:1, priority:"bob",
                     effects:[_{kind:"attack_draw", player:"alice", source:"a-feast"}],
                     stack:[_{kind:"card", card:"Savage Feast (red) [a-feast]", controller:"alice"}],
                     players:[_{name:"alice", hero:"Rhinar", action_points:0,
                                graveyard:["Command and Conquer (red) [a-cnc]"]},
                              _{name:"bob", hero:"Rhinar"}]}).
card_text_position(bull_bar,
                   _{game:"flesh-and-blood",
                     chain:_{step:"defend", links:[_{attack:"Bull Bar (red) [a-bull]"}]},
                     players:[_{name:"alice", hero:"Dash", action_points:0, arena:["Hyper Driver (red) [a-hd]"]},
                              _{name:"bob", hero:"Rhinar", hand:["Wounding Blow (red) [b-wb]"]}]}).
card_text_position(hidden_koi,                     % FAB-1294: Koi Blessed Kimono turned face up, its search
                   _{game:"flesh-and-blood", turn:3, phase:"start",
                     pending:_{choice:"cloaked_face_up", player:"alice", controller:"alice",
                               source:"Koi Blessed Kimono [a-koi]"},
                     players:[_{name:"alice", hero:"Nuu", life:1,
                                equipment:[_{id:"a-koi", name:"Koi Blessed Kimono", face_up:false}],
                                deck:["Inner Chi (blue) [a-ic]", "Head Jab (red) [a-dhj]"]},
                              _{name:"bob", hero:"Nuu"}]}).
card_text_position(hidden_trapdoor,                % FAB-1296, FAB-1298, FAB-1299: Trap-Door's search
                   _{game:"flesh-and-blood", phase:"end",
                     pending:_{choice:"hidden_trapdoor_search", player:"alice", controller:"alice",
                               source:"Arakni, Trap-Door [a-arakni]"},
                     players:[_{name:"alice", life:13, action_points:0,
                                hero:_{id:"a-arakni", name:"Arakni, Trap-Door", became_from:"Arakni, Web of Deceit"},
                                deck:["Bloodrot Trap (red) [a-trap]", "Head Jab (red) [a-dhj]"]},
                              _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}).

%   keyword_position(+Keyword, -Short): a short position in the defend
%   step whose attack has the keyword (keywords_attack.pl): Graven Call's
%   piercing 1 against equipment (FAB-510), Phantasmal Haze's phantasm
%   against Beast Mode (red, power 6: FAB-511).
keyword_position(phantasm,
                 _{game:"flesh-and-blood",
                   chain:_{step:"defend", links:[_{attack:"Phantasmal Haze (red) [a-haze]"}]},
                   players:[_{name:"alice", hero:"Prism", action_points:0},
                            _{name:"bob", hero:"Rhinar", hand:["Beast Mode (red) [b-bm]"]}]}).
keyword_position(piercing,
                 _{game:"flesh-and-blood",
                   chain:_{step:"defend", links:[_{attack:"Graven Call [a-dagger]"}]},
                   players:[_{name:"alice", hero:"Arakni", action_points:0},
                            _{name:"bob", hero:"Rhinar", equipment:["Scabskin Leathers [b-legs]"]}]}).

%   played(+S0, +Move, -S): Move, then the passes of both players that
%   resolve its layer (FAB-208); resolved/3: those passes from S0, with
%   the events of the second.
played(S0, M, S) :-
    next_state(flesh_and_blood, S0, M, S1),
    resolved(S1, S, _).

resolved(S0, S, Events) :-
    P = S0.priority,
    flesh_and_blood:opponent(S0, P, O),
    next_state(flesh_and_blood, S0, _{player:P, action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:O, action:"pass"}, S, Events).

:- begin_tests(fab_events).

test(every_event_cites_a_rule) :-
    record_events(Events),
    assertion(Events \== []),
    forall(member(event(Id, Kind, Fields), Events),
           ( flesh_and_blood:rule(Id, _, _, _, _), atom(Kind), is_dict(Fields) )).
test(every_effect_and_outcome_rule_is_cited) :-
    record_events(E1),
    position_events(E2),
    turn_record_events(E3),
    append([E1, E2, E3], Events),
    event_rules(Events, Cited),
    findall(Id, ( flesh_and_blood:rule(Id, Kind, _, _, _),
                  memberchk(Kind, [effect, outcome]),
                  \+ memberchk(Id, Cited) ), Missing),
    assertion(Missing == []).
test(the_action_phase_begins_with_one_action_point) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(_{phase:"start", players:[P1.put(action_points, 0), P2]}),
    next_events(flesh_and_blood, S, _{player:"alice", action:"pass"}, S1, Events),
    assertion(Events = [event('FAB-202', action_phase_began, _)]),
    Events = [event(_, _, F)],
    assertion(F.action_points == 1),
    alice(S1, A),
    assertion(A.action_points == 1).
test(playing_an_attack_pitches_pays_and_opens_a_link) :-
    fab_state(S0),
    M = _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a2", "a1"]},
    next_events(flesh_and_blood, S0, M, S1, Events),
    findall(K, member(event(_, K, _), Events), Kinds),
    assertion(Kinds == [card_played, card_pitched, card_pitched, cost_paid,
                        action_point_spent, layer_added, layer_step_began]),
    memberchk(event('FAB-308', cost_paid, Paid), Events),
    assertion(Paid.cost == 2),
    assertion(Paid.resource_points == 2),
    alice(S1, A),
    assertion(A.resource_points == 2),
    assertion(S1.priority == "alice"),
    resolved(S1, _, Resolution),
    memberchk(event('FAB-501', chain_link_opened, Link), Resolution),
    assertion(Link.attack == "a3"),
    assertion(Link.defender == "bob").
test(a_weapon_attack_activates_and_opens_a_link) :-
    fab_state(S0),
    M = _{player:"alice", action:"activate", card:"alice-club", ability:0, pitch:["a3"]},
    next_events(flesh_and_blood, S0, M, S1, Events),
    event_rules(Events, Rules),
    assertion(Rules == ['FAB-404', 'FAB-308', 'FAB-403', 'FAB-208', 'FAB-501']),   % the layer step (CR 7.0.2a)
    alice(S1, A),
    assertion(A.weapons \== []),                % the weapon attacks when the layer resolves
    resolved(S1, _, Resolution),
    event_rules(Resolution, RRules),
    assertion(RRules == ['FAB-208', 'FAB-501']).
test(damage_life_and_the_resolved_link) :-
    fab_state(S0),
    played(S0, _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a2", "a1"]}, S1),
    foldl(apply_move, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},     % the attack step
                       _{player:"bob", action:"defend", cards:[]},
                       _{player:"alice", action:"pass"}], S1, S3),
    next_events(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S4, Events),
    assertion(Events = [event('FAB-204', step_ended, _),
                        event('FAB-503', damage_dealt, _),
                        event('FAB-503', life_lost, _)]),
    memberchk(event(_, damage_dealt, D), Events),
    assertion(D.damage == 5),
    S4.players = [_, Bob],
    assertion(Bob.life == 15),
    assertion(S4.chain.step == "damage"),
    foldl(apply_move, [_{player:"alice", action:"pass"}], S4, S5),
    next_events(flesh_and_blood, S5, _{player:"bob", action:"pass"}, S6, Resolved),
    assertion(Resolved = [event('FAB-204', step_ended, _), event('FAB-503', link_resolved, _)]),
    assertion(S6.chain.step == "resolution").
test(closing_the_chain_returns_the_cards) :-
    fab_state(S0),
    played(S0, _{player:"alice", action:"activate", card:"alice-club", ability:0, pitch:["a3"]}, S1),
    foldl(apply_move, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},     % the attack step
                       _{player:"bob", action:"defend", cards:[]},
                       _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},     % the reaction step
                       _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},     % the damage step
                       _{player:"alice", action:"pass"}], S1, S5),
    next_events(flesh_and_blood, S5, _{player:"bob", action:"pass"}, S6, Events),
    assertion(memberchk(event('FAB-504', chain_closed, _), Events)),
    assertion(memberchk(event('FAB-504', card_returned, _{player:"alice", card:"alice-club", to:"weapons"}), Events)),
    assertion(S6.chain == null).
test(lethal_damage_defeats_the_hero) :-
    fab_state(S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1, P2.put(life, 3)]),
    played(S, _{player:"alice", action:"play", card:"a3", from:"hand", pitch:["a2", "a1"]}, S1),
    foldl(apply_move, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
                       _{player:"bob", action:"defend", cards:[]},
                       _{player:"alice", action:"pass"}], S1, S3),
    next_events(flesh_and_blood, S3, _{player:"bob", action:"pass"}, _, Events),
    assertion(memberchk(event('FAB-701', hero_defeated, _{player:"bob", life:0, winner:"alice"}), Events)).
test(an_instant_resolves_to_the_graveyard) :-
    fixture_state(flesh_and_blood, 'combat/close-the-chain.json', S),
    next_events(flesh_and_blood, S, _{player:"p2", action:"play", card:"e3", from:"hand"}, S1, Played),
    assertion(\+ memberchk(event(_, card_resolved, _), Played)),
    assertion(S1.priority == "p2"),
    resolved(S1, _, Events),
    assertion(memberchk(event('FAB-310', card_resolved, _{player:"p2", card:"e3", type:"instant", to:"graveyard"}), Events)).
test(go_again_gives_the_action_point_back, [nondet]) :-
    fixture_state(flesh_and_blood, 'playing/go-again.json', S),
    next_events(flesh_and_blood, S, _{player:"p1", action:"play", card:"c8", from:"hand", pitch:["c6"]}, S1, Played),
    append(_, [event('FAB-306', action_point_spent, Spent), event('FAB-208', layer_added, _)], Played),
    resolved(S1, _, Events),
    append(_, [event('FAB-208', layer_resolves, _), event('FAB-551', class_attack_effect_made, _),   % its text (card_texts.pl)
               event('FAB-311', card_resolved, _)|Rest], Events),
    exclude([event(Id, _, _)]>>memberchk(Id, ['FAB-119', 'FAB-528', 'FAB-678']), Rest, Rest1),   % FAB-678: its intimidate recorded
    Rest1 = [event('FAB-309', action_point_gained, Gained)],
    assertion(memberchk(event('FAB-528', intimidate_waits, _), Rest)),                  % Awakening Bellow intimidates
    assertion(Spent.action_points == 0),
    assertion(Gained.action_points == 1).
test(the_end_of_the_turn) :-
    fab_state(S0),
    S0.players = [P1, P2],
    P1a = P1.put(_{pitch:[_{id:"a8", name:"Beast Mode", color:"red"}], resource_points:1}),
    S = S0.put(_{phase:"end", players:[P1a, P2]}),
    next_events(flesh_and_blood, S, _{player:"alice", action:"end_turn"}, S1, Events),
    findall(K, member(event('FAB-206', K, _), Events), Kinds),
    assertion(Kinds == [pitch_to_deck, points_lost, cards_drawn, turn_began]),
    assertion(S1.turn_player == "bob").
test(the_events_of_next_and_next_state_agree) :-
    fab_state(S0),
    forall(legal_move(flesh_and_blood, S0, M),
           (   next_state(flesh_and_blood, S0, M, S1),
               next_events(flesh_and_blood, S0, M, S2, _),
               S1 =@= S2                        % dict tags are fresh variables
           )).

apply_move(M, S0, S) :-
    next_state(flesh_and_blood, S0, M, S).

alice(S, A) :-
    S.players = [A, _].

:- end_tests(fab_events).

:- begin_tests(fab_normalize).

short(_{game:"flesh-and-blood",
        players:[_{name:"dori", hero:"Dorinthea", weapons:["Dawnblade"],
                   hand:["command and conquer", "Sink Below (RED)", 2]},
                 _{name:"rhinar", hero:_{name:"Rhinar"}, hand:4}]}).

normal(S) :-
    short(S0),
    flesh_and_blood:normalized(S0, S).

unknown_id(C, Id) :-
    get_dict(unknown, C, true),
    get_dict(id, C, Id).

test(defaults, [true(Ks == ["blitz", 2, "dori", "action", "dori", 0, [], null])]) :-
    normal(S),
    Ks = [S.format, S.turn, S.turn_player, S.phase, S.priority, S.passes, S.activated, S.chain].
test(life_and_points_from_the_hero_and_phase, [true(L == [20-1-0, 20-0-0])]) :-
    normal(S),
    findall(Life-AP-RP, ( member(P, S.players), get_dict(life, P, Life),
                          get_dict(action_points, P, AP), get_dict(resource_points, P, RP) ), L).
test(names_as_the_catalog_spells_them, [true(Hand == [[id-"command-and-conquer", name-"Command and Conquer"],
                                                     [color-"red", id-"sink-below-red", name-"Sink Below"]])]) :-
    normal(S),
    S.players = [P|_],
    P.hand = [A, B|_],
    dict_pairs(A, _, PA),
    dict_pairs(B, _, PB),
    Hand = [PA, PB].
test(counts_are_unknown_cards, [true(Ids == ["dori-hand-1", "dori-hand-2"])]) :-
    normal(S),
    S.players = [P|_],
    P.hand = [_, _|Unknown],
    maplist(unknown_id, Unknown, Ids).
test(the_rest_of_the_deck, [true(N-M == 36-36)]) :-
    normal(S),
    S.players = [P, Q],
    length(P.deck, N),
    length(Q.deck, M).
test(the_result_is_valid, [true(Es == [])]) :-
    normal(S),
    state_errors(flesh_and_blood, S, Es).
test(twice_is_once) :-
    normal(S1),
    flesh_and_blood:normalized(S1, S2),
    S2 =@= S1.
test(full_positions_are_left_as_they_are) :-
    forall(member(F, ['combat/damage.json', 'playing/seed-worked-example.json',
                      'setup/first-turn-valid.json', 'arsenal/attack-from-arsenal.json']),
           ( fixture_state(flesh_and_blood, F, S0),
             flesh_and_blood:normalized(S0, S),
             maplist(with_empty_arena, S0.players, Ps),
             S =@= S0.put(_{stack:[], effects:[], players:Ps}) )).   % the stack, effects and arena filled, as in every position
with_empty_arena(P0, P) :-
    P = P0.put(arena, []).

test(classic_constructed_for_adult_heroes, [true(F == "classic_constructed")]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorinthea Ironsong"}, _{name:"b", hero:"Rhinar, Reckless Rampage"}]}, S),
    F = S.format.
test(chain_link_defaults, [true(L == "dori"-"rhinar"-false-[])]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 chain:_{step:"defend", links:[_{attack:"Command and Conquer"}]},
                                 players:[_{name:"dori", hero:"Dorinthea"}, _{name:"rhinar", hero:"Rhinar"}]}, S),
    [K] = S.chain.links,
    L = K.controller-K.defender-K.go_again-K.defending.
test(a_name_in_three_colours_needs_one, [throws(rc_error("input", "state", "$.players[0].hand[0]", _))]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorinthea", hand:["Pack Hunt"]}, _{name:"b", hero:"Rhinar"}]}, _).
test(a_colour_the_name_is_not_printed_in, [throws(rc_error("input", "state", "$.players[1].hand[0]", _))]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorinthea"}, _{name:"b", hero:"Rhinar", hand:["Command and Conquer (blue)"]}]}, _).
test(a_name_the_catalog_lacks, [throws(rc_error("input", "state", "$.players[0].hero", _))]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorintheaa"}, _{name:"b", hero:"Rhinar"}]}, _).
test(pitch_chooses_the_printing, [true(C == "yellow")]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorinthea", hand:[_{name:"Pack Hunt", pitch:2}]}, _{name:"b", hero:"Rhinar"}]}, S),
    S.players = [P|_],
    [Card] = P.hand,
    C = Card.color.
test(given_ids_are_not_reused, [true(Ids == ["sink-below-red", "sink-below-red-2"])]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 players:[_{name:"a", hero:"Dorinthea", hand:["Sink Below (red)", "Sink Below (red) [sink-below-red]"]},
                                          _{name:"b", hero:"Rhinar"}]}, S),
    S.players = [P|_],
    maplist(card_id_of, P.hand, Ids0),
    msort(Ids0, Ids).

:- end_tests(fab_normalize).

:- begin_tests(fab_new_game).

test(same_seed_same_position) :-
    rc_random:random_seed(5), flesh_and_blood:new_game(_{}, S1),
    rc_random:random_seed(5), flesh_and_blood:new_game(_{}, S2),
    S1 =@= S2.
test(valid_with_legal_moves, [true(Es-Ms \= []-[])]) :-
    rc_random:random_seed(3),
    flesh_and_blood:new_game(_{choices:_{hero:["Dorinthea", "Rhinar"]}}, S0),
    flesh_and_blood:normalized(S0, S),
    state_errors(flesh_and_blood, S, Es),
    Es == [],
    findall(M, legal_move(flesh_and_blood, S, M), Ms),
    Ms = [_|_].
test(decks_by_format, [true(N-F == 60-"classic_constructed")]) :-
    rc_random:random_seed(2),
    flesh_and_blood:new_game(_{choices:_{hero:["Dorinthea Ironsong"]}}, S),
    S.players = [P|_],
    length(P.deck, D), length(P.hand, H), N is D + H,
    F = S.format.
test(a_young_hero_in_classic_constructed, [throws(rc_error("input", "OPTIONS", "$.choices.hero", _))]) :-
    flesh_and_blood:new_game(_{choices:_{hero:["Dorinthea"], format:["classic_constructed"]}}, _).
test(three_players, [throws(rc_error("input", "OPTIONS", "$.players", _))]) :-
    flesh_and_blood:new_game(_{players:3}, _).

:- end_tests(fab_new_game).

:- begin_tests(fab_game_end).

short_game(Extra, S) :-
    put_dict(Extra, _{game:"flesh-and-blood",
                      players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:normalized(S0, S).

test(concede_by_the_player_without_priority, [nondet]) :-
    short_game(_{}, S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"concede"}),
    phrase(flesh_and_blood:next(S, _{player:"bob", action:"concede"}, S1), Events),
    assertion(Events = [event('FAB-703', conceded, _{player:"bob", winner:"alice"})]),
    flesh_and_blood:outcome(S1, O),
    assertion(O.result == "won"),
    assertion(O.winners == ["alice"]),
    assertion(O.rule == 'FAB-703'),
    assertion(\+ legal_move(flesh_and_blood, S1, _)).
test(both_heroes_at_zero_is_a_draw) :-
    short_game(_{}, S0),
    S0.players = [A, B],
    S = S0.put(players, [A.put(life, 0), B.put(life, 0)]),
    flesh_and_blood:outcome(S, O),
    assertion(O.result == "draw"),
    assertion(O.winners == []),
    assertion(O.losers == []).
test(concession_in_words, [true(T == "bob concedes the game: alice wins")]) :-
    short_game(_{}, S),
    rc_legal:reason_text(flesh_and_blood, event(conceded, _{player:"bob", winner:"alice"}, S), T).

:- end_tests(fab_game_end).

:- begin_tests(fab_legal_move_count).

%   The closed form agrees with counting, in the defend step with equipment
%   and defense reactions in hand (combat/defend-step.json) and with
%   unknown cards, which never defend.
count_agrees(S) :-
    flesh_and_blood:legal_move_count(S, N),
    aggregate_all(count, legal_move(flesh_and_blood, S, _), M),
    N == M.

test(defend_step) :-
    fixture_state(flesh_and_blood, 'combat/defend-step.json', S),
    count_agrees(S).
%   2^2 sets (Pack Hunt and the leathers; the unknown cards and the arsenal
%   never defend) and the two players' concessions (FAB-703).
test(defend_step_with_unknown_cards, [true(N == 6)]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 chain:_{step:"defend", links:[_{attack:"Wounding Blow (red)"}]},
                                 players:[_{name:"dori", hero:"Dorinthea"},
                                          _{name:"rhinar", hero:"Rhinar", hand:["Pack Hunt (red)", 3],
                                            arsenal:["Pack Hunt (blue)"], equipment:["Scabskin Leathers"]}]}, S),
    count_agrees(S),
    flesh_and_blood:legal_move_count(S, N).
%   Issue 33: Command and Conquer's text, not read (card_texts.pl reads it:
%   the state marks it text_read false), could forbid defending (its
%   defense reactions): every defence with cards is unknown, not legal
%   (declaring none is legal), and the closed form does not count them.
test(no_closed_form_where_a_text_could_forbid_defending, [true(Legal-Unknown == 3-3)]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                                 chain:_{step:"defend", links:[_{attack:_{id:"command-and-conquer", name:"Command and Conquer",
                                                                            color:"red", text_read:false}}]},
                                 players:[_{name:"dori", hero:"Dorinthea"},
                                          _{name:"rhinar", hero:"Rhinar", hand:["Pack Hunt (red)", 3],
                                            arsenal:["Pack Hunt (blue)"], equipment:["Scabskin Leathers"]}]}, S),
    assertion(\+ flesh_and_blood:legal_move_count(S, _)),
    aggregate_all(count, legal_move(flesh_and_blood, S, _), Legal),
    aggregate_all(count, rc_legal:unknown_move(flesh_and_blood, S, _, _), Unknown).
test(no_closed_form_outside_the_defend_step, [fail]) :-
    fixture_state(flesh_and_blood, 'playing/seed-worked-example.json', S),
    flesh_and_blood:legal_move_count(S, _).
test(after_each_attack_of_a_fixture) :-
    forall(( member(F, ['combat/damage.json', 'playing/seed-worked-example.json',
                        'abilities/weapon-attack.json', 'arsenal/attack-from-arsenal.json',
                        'combat/resolution-step.json']),
             fixture_state(flesh_and_blood, F, S0),
             legal_move(flesh_and_blood, S0, M),
             memberchk(M.action, ["play", "activate"]),
             next_state(flesh_and_blood, S0, M, S1),
             passed_to_defend(S1, 6, S) ),
           count_agrees(S)),
    aggregate_all(count, ( member(F, ['playing/seed-worked-example.json', 'abilities/weapon-attack.json']),
                           fixture_state(flesh_and_blood, F, S0),
                           legal_move(flesh_and_blood, S0, M),
                           get_dict(action, M, A),
                           memberchk(A, ["play", "activate"]),
                           next_state(flesh_and_blood, S0, M, S1),
                           passed_to_defend(S1, 6, _) ), N),
    assertion(N > 0).                           % the attacks reach the defend step

%   The players pass (the layer resolves, the attack step ends) until the
%   defend step, at most Max times; a choice an effect leaves on the way
%   (an attack that intimidates) gets its first answer.
passed_to_defend(S, _, S) :-
    flesh_and_blood:chain_step(S, "defend"),
    !.
passed_to_defend(S0, Max, S) :-
    Max > 0,
    flesh_and_blood:actor(S0, A),
    (   flesh_and_blood:pending(S0, _)          % a choice (intimidate): its first answer
    ->  once(legal_move(flesh_and_blood, S0, M)),
        M.player == A
    ;   M = _{player:A, action:"pass"}
    ),
    next_state(flesh_and_blood, S0, M, S1),
    Max1 is Max - 1,
    passed_to_defend(S1, Max1, S).

:- end_tests(fab_legal_move_count).

:- begin_tests(fab_random_play).

%   random_candidate/2 (the benchmark's playout) draws candidates that
%   legal-moves would list: each draw is a candidate/2 of the position, in
%   the action phase with priority, the defend step and the other phases.
draws_are_candidates(S) :-
    findall(M, ( between(1, 40, _), flesh_and_blood:random_candidate(S, M) ), Ms),
    assertion(Ms \== []),
    forall(member(M, Ms), assertion(flesh_and_blood:candidate(S, M))).

test(draws_are_candidates) :-
    rc_random:random_seed(11),
    forall(member(F, ['playing/seed-worked-example.json', 'combat/defend-step.json',
                      'combat/defense-reaction.json', 'abilities/no-limit-and-go-again.json',
                      'turn/start-phase.json', 'turn/end-of-turn.json', 'combat/resolution-step.json']),
           ( fixture_state(flesh_and_blood, F, S0),
             flesh_and_blood:normalized(S0, S),
             draws_are_candidates(S) )).
test(the_record_plays_on) :-
    rc_random:random_seed(3),
    fixtures_file('records/full-turn-might-stack-and-ponder.json', R),
    rc_play:playout(flesh_and_blood, R.initial, R.initial, 300, 0, 0, Report),
    assertion(Report.steps == 300).

:- end_tests(fab_random_play).

:- begin_tests(fab_loadout).

%   CR 8.2.2c, 8.2.15a: the first quiver beside a 2H bow takes no weapon
%   zone more; a second quiver, or a quiver beside another weapon, takes one.
loadout(Names, Cards) :-
    findall(_{id:Id, name:N}-Id,
            ( nth1(K, Names, N), format(atom(Id), "c~d", [K]) ), Cards).
zones(Names, Hs) :-
    loadout(Names, Cards),
    findall(H, ( nth0(K, Cards, C-_), flesh_and_blood:zones_taken(Cards, K, C, H) ), Hs).

test(bow_and_quiver, [true(Hs == [2, 0])]) :-
    zones(["Death Dealer", "Crow's Nest"], Hs).
test(bow_and_two_quivers, [true(Hs == [2, 0, 1])]) :-
    zones(["Death Dealer", "Crow's Nest", "Driftwood Quiver"], Hs).
test(sword_and_quiver, [true(Hs == [2, 1])]) :-
    zones(["Dawnblade", "Crow's Nest"], Hs).

:- end_tests(fab_loadout).

:- begin_tests(fab_starting_life).

%   CR 2.5.1, 2.5.2: a hero starts at its printed life; a life the state
%   gives the hero card wins over the card data.
test(printed_life, [true(L == 20)]) :-
    flesh_and_blood:starting_life(_{name:"alice", hero:_{id:"h", name:"Dorinthea"}}, L).
test(inline_life, [true(L == 30)]) :-
    flesh_and_blood:starting_life(_{name:"alice", hero:_{id:"h", name:"Dorinthea", life:30}}, L).

:- end_tests(fab_starting_life).

:- begin_tests(fab_weapon_again).

%   CR 7.2.3b: a link whose weapon moved on has no attack.
test(link_without_attack, [fail]) :-
    flesh_and_blood:link_attack(_{controller:"alice", defender:"bob", defending:[]}, _).
test(link_with_attack, [true(Id == "w")]) :-
    flesh_and_blood:link_attack(_{attack:_{id:"w", name:"Dawnblade"}, controller:"alice"}, A),
    Id = A.id.

:- end_tests(fab_weapon_again).

:- begin_tests(fab_unpassed_priority).

%   CR 1.11.5, 5.3.7: with a layer on the stack and no pass, the top
%   layer's controller or the turn player.
test(turn_players_layer, [all(P == ["alice", "alice"])]) :-
    S = _{turn_player:"alice", stack:[_{kind:"card", controller:"alice"}]},
    flesh_and_blood:unpassed_priority(S, P).
test(other_players_layer, [all(P == ["bob", "alice"])]) :-
    S = _{turn_player:"alice", stack:[_{kind:"card", controller:"bob"}]},
    flesh_and_blood:unpassed_priority(S, P).

:- end_tests(fab_unpassed_priority).

pitch_order_deck(known_deck, Deck, Deck, [_{id:"c2", name:"Reinforce the Line", color:"yellow"},
                                          _{id:"c4", name:"Beast Mode", color:"red"},
                                          _{id:"c6", name:"Wild Ride", color:"blue"},
                                          _{id:"c7", name:"Wild Ride", color:"red"}]).
pitch_order_deck(unknown_deck, [D|Ds0], [D|Ds], Hand) :-
    pitch_order_deck(known_deck, [D|Ds0], _, Hand),
    findall(_{id:Id, unknown:true}, ( nth1(I, Ds0, _), format(string(Id), "p1-deck-~d", [I]) ), Ds).
pitch_order_deck(short_deck, [D|_], [D], [_{id:"c2", name:"Reinforce the Line", color:"yellow"},
                                          _{id:"c4", name:"Beast Mode", color:"red"}]).

:- begin_tests(fab_pitch_order).

%   CR 4.4.3c: the pitch zone goes on the bottom of the deck in an order
%   its player chooses, asked where the order can decide a later answer.
test(known_deck_asks, [true(Asked == "pitch_to_bottom"-"p1"-["c3", "c5"])]) :-
    position_state(pitch_order(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S),
    get_dict(pending, S, Pd),
    Asked = Pd.choice-Pd.player-Pd.cards.
test(each_order_is_a_move, [all(Ids == [["c3", "c5"], ["c5", "c3"]])]) :-
    position_state(pitch_order(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S),
    legal_move(flesh_and_blood, S, M),
    M.action == "bottom",
    Ids = M.cards.
test(the_order_chosen_is_the_deck_bottom, [true(Bottom-Next == ["c5", "c3"]-("p2"-"start"))]) :-
    position_state(pitch_order(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S1),
    next_state(flesh_and_blood, S1, _{player:"p1", action:"bottom", cards:["c5", "c3"]}, S),
    Next = S.turn_player-S.phase,
    S.players = [P1, _],
    once(append(_, [A, B], P1.deck)),
    maplist([C, Id]>>get_dict(id, C, Id), [A, B], Bottom).
test(a_card_left_out_breaks_fab_631, [true(Ids == ['FAB-631'])]) :-
    position_state(pitch_order(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S),
    violation_ids(flesh_and_blood, S, _{player:"p1", action:"bottom", cards:["c5"]}, Ids).
%   Above unknown cards the player is asked all the same (fab-edges):
%   whether he is asked reads public facts only, never the deck's cards,
%   hidden from the other player (CR 4.4.3c).
test(unknown_deck_no_draw_asks, [true(Choice-Ids == "pitch_to_bottom"-["c3", "c5"])]) :-
    position_state(pitch_order(unknown_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S),
    Choice-Ids = S.pending.choice-S.pending.cards.
test(a_draw_that_takes_one_of_them_asks, [true(Hands == [["c2", "c4", "p1d1", "c3"], ["c2", "c4", "p1d1", "c5"]])]) :-
    position_state(pitch_order(short_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"p1", action:"end_turn"}, S1),
    assertion(S1.pending.choice == "pitch_to_bottom"),
    findall(Hand, ( member(Order, [["c3", "c5"], ["c5", "c3"]]),
                    next_state(flesh_and_blood, S1, _{player:"p1", action:"bottom", cards:Order}, S),
                    S.players = [P1, _],
                    maplist([C, Id]>>get_dict(id, C, Id), P1.hand, Hand) ), Hands).
test(copies_are_not_ordered, [fail]) :-
    position_state(pitch_order(known_deck), S0),
    S0.players = [P1, P2],
    Copies = [_{id:"c3", name:"Pack Hunt", color:"red"}, _{id:"c5", name:"Pack Hunt", color:"red"}],
    S = S0.put(players, [P1.put(pitch, Copies), P2]),
    flesh_and_blood:pitch_order_needed(S, "p1").
test(all_drawn_is_not_ordered, [fail]) :-
    position_state(pitch_order(short_deck), S0),
    S0.players = [P1, P2],
    S = S0.put(players, [P1.put(hand, []), P2]),    % draws 4: the deck's card and both pitched
    flesh_and_blood:pitch_order_needed(S, "p1").

:- end_tests(fab_pitch_order).

:- begin_tests(fab_first_player).

%   CR 6.6.6b and 8.5.10: the turn player selects who adds their
%   triggered-layers first where their intimidated card returns beside an
%   effect that reads their hand (FAB-632).
test(asked_when_the_turn_player_was_intimidated, [true(Choice-Who == "first_player"-"p1")]) :-
    position_state(first_player("p1"), S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S),
    get_dict(pending, S, Pd),
    Choice-Who = Pd.choice-Pd.player.
test(either_player_may_be_selected, [all(First == ["p1", "p2"])]) :-
    position_state(first_player("p1"), S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S),
    legal_move(flesh_and_blood, S, M),
    M.action == "select",
    First = M.first.
test(each_selection_its_outcome, [true(Outcomes == ["p1"-in_deck, "p2"-in_hand])]) :-
    position_state(first_player("p1"), S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S1),
    findall(First-Where,
            ( member(First, ["p1", "p2"]),
              next_state(flesh_and_blood, S1, _{player:"p1", action:"select", first:First}, S2),
              settled(S2, S),
              S.players = [P1, _],
              (   member(C, P1.hand), get_dict(id, C, "x-sink") -> Where = in_hand
              ;   member(C, P1.deck), get_dict(id, C, "x-sink") -> Where = in_deck
              ;   Where = elsewhere
              ) ),
            Outcomes).
test(not_asked_when_the_turn_player_intimidated, [fail]) :-
    position_state(first_player("p2"), S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S),
    get_dict(pending, S, Pd),
    Pd.choice == "first_player".

%   Inertia's own order of the hand (FAB-534), if asked, answered in the
%   position's order.
settled(S0, S) :-
    (   get_dict(pending, S0, Pd), Pd.choice == "bottom"
    ->  next_state(flesh_and_blood, S0, _{player:Pd.player, action:"bottom", cards:Pd.cards}, S)
    ;   S = S0
    ).

:- end_tests(fab_first_player).

:- begin_tests(fab_prevention_order).

%   CR 6.5.5: the player applies their prevention effects in the order
%   they choose, Ward (8.3.20) whenever damage is left, Arcane Barrier and
%   Spellvoid (8.3.8, 8.3.15) if they choose (FAB-526).  Every order of
%   bob's preventions against 3 arcane damage ends with the same cards
%   destroyed, the same resources paid and the same damage dealt as some
%   prevent move (with the Ward order asked after it), and every prevent
%   move ends as some order does.
test(every_order_is_a_move_and_every_move_an_order, [true(Moves == Orders)]) :-
    prevention_position(S0),
    findall(O, order_outcome(O), Orders0),
    sort(Orders0, Orders),
    findall(O, ( legal_move(flesh_and_blood, S0, M), M.action == "prevent",
                 next_state(flesh_and_blood, S0, M, S1),
                 ward_answered(S1, S),
                 prevention_outcome(S0, S, O) ), Moves0),
    sort(Moves0, Moves).

prevention_position(S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          pending:_{choice:"arcane_damage", player:"bob", source:"Runechant [a-r1]", amount:3},
          stack:[_{card:"Wounding Blow (red) [a-blow]", controller:"alice"}],
          players:[_{name:"alice", hero:"Rhinar", action_points:0},
                   _{name:"bob", hero:"Kano",
                     equipment:["Nullrune Gloves [b-gloves]", "Dyadic Carapace [b-carapace]"],
                     arena:["Spectral Shield [b-s1]", "Spectral Shield [b-s2]", "Spellbane Aegis [b-aegis]"],
                     hand:["Wild Ride (blue) [b-ride]"]}]}, S).

%   The preventions: Ward 1 twice, Spellvoid 1, Arcane Barrier 1 and 2.
prevention_effect(ward, "b-s1", 1).
prevention_effect(ward, "b-s2", 1).
prevention_effect(optional, "b-gloves", 1).
prevention_effect(optional, "b-carapace", 2).
prevention_effect(optional, "b-aegis", 1).

%   Destroyed-Paid-Dealt of an order of every Ward and the optional
%   preventions the player uses (each with damage left as it applies).
order_outcome(Destroyed-Paid-Dealt) :-
    findall(Id, prevention_effect(ward, Id, _), Wards),
    findall(Id, prevention_effect(optional, Id, _), Optional),
    sub_list(Optional, Used),
    append(Wards, Used, Applying),
    permutation(Applying, Order),
    applied(Order, 3, Used, [], Gone, 0, Paid, Dealt),
    msort(Gone, Destroyed).

applied([], D, _, Gone, Gone, Paid, Paid, D).
applied([Id|Ids], D0, Used, Gone0, Gone, Paid0, Paid, D) :-
    prevention_effect(Kind, Id, N),
    (   D0 > 0
    ->  D1 is D0 - min(N, D0),
        (   memberchk(Id, ["b-gloves", "b-carapace"]) -> Paid1 is Paid0 + N, Gone1 = Gone0
        ;   Paid1 = Paid0, Gone1 = [Id|Gone0]
        ),
        applied(Ids, D1, Used, Gone1, Gone, Paid1, Paid, D)
    ;   Kind == ward                            % no damage left: it does not apply
    ->  applied(Ids, D0, Used, Gone0, Gone, Paid0, Paid, D)
    ).                                          % a used prevention with none left: no such order

sub_list([], []).
sub_list([X|Xs], [X|Ys]) :- sub_list(Xs, Ys).
sub_list([_|Xs], Ys) :- sub_list(Xs, Ys).

%   The Ward order asked after the move, if any, answered each way.
ward_answered(S0, S) :-
    (   get_dict(pending, S0, Pd), Pd.choice == "ward"
    ->  legal_move(flesh_and_blood, S0, M), M.action == "ward",
        next_state(flesh_and_blood, S0, M, S)
    ;   S = S0
    ).

prevention_outcome(S0, S, Destroyed-Paid-Dealt) :-
    S0.players = [_, B0],
    S.players = [_, B],
    findall(Id, ( member(Id, ["b-s1", "b-s2", "b-aegis"]),
                  \+ ( member(Z, [equipment, arena]), member(C, B.get(Z)), get_dict(id, C, Id) ) ),
            Gone),
    msort(Gone, Destroyed),
    aggregate_all(sum(V), ( member(C, B.pitch), flesh_and_blood:pitch_of(C, V) ), Pitched),
    Paid is Pitched - B.resource_points,
    Dealt is B0.life - B.life.

:- end_tests(fab_prevention_order).

:- begin_tests(fab_replaced_order).

%   CR 7.7.6 and 1.8.6d: Drones cleared at once go to the bottom of their
%   owner's deck in the order the owner chooses, asked where the deck is
%   known (FAB-633).
test(known_deck_asks, [true(Choice-Ids == "replaced_to_bottom"-["b-drone-r", "b-drone-b"])]) :-
    position_state(drones(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    get_dict(pending, S, Pd),
    Choice-Ids = Pd.choice-Pd.cards.
test(each_order_its_deck, [true(Decks == [["b-hunt", "b-drone-b", "b-drone-r"], ["b-hunt", "b-drone-r", "b-drone-b"]])]) :-
    position_state(drones(known_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    findall(Deck, ( legal_move(flesh_and_blood, S1, M), M.action == "bottom",
                    next_state(flesh_and_blood, S1, M, S),
                    S.players = [_, B],
                    maplist([C, Id]>>get_dict(id, C, Id), B.deck, Deck) ), Decks0),
    msort(Decks0, Decks).
test(unknown_deck_asks_too, [true(Choice == "replaced_to_bottom")]) :-     % the deck's cards, hidden, decide nothing (fab-edges)
    position_state(drones(unknown_deck), S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    Choice = S.pending.choice.

:- end_tests(fab_replaced_order).

:- begin_tests(fab_closing_order).

%   CR 6.6.6b leaves the order of the defending player's Blade Break,
%   Battleworn, Temper and Guardwell triggers to them as the chain closes
%   (7.7.3, 7.7.4); each acts on its own equipment and reads only that
%   equipment's defense, so every order gives one position (FAB-520): no
%   question waits, and each equipment ends as it would defending alone.
test(no_question_as_the_chain_closes, [fail]) :-
    position_state(keywords_closing, S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S),
    get_dict(pending, S, _).
test(each_equipment_ends_as_it_would_alone) :-
    position_state(keywords_closing, S0),
    next_state(flesh_and_blood, S0, _{player:"p2", action:"pass"}, S),
    [L0|_] = S0.chain.links,
    Keyworded = ["p2-head", "p2-arms", "p2-plating"],
    forall(member(Id, Keyworded),
           ( exclude(other_keyworded(Keyworded, Id), L0.defending, Alone),
             [_|Ls] = S0.chain.links,
             SA0 = S0.put(chain, S0.chain.put(links, [L0.put(defending, Alone)|Ls])),
             next_state(flesh_and_blood, SA0, _{player:"p2", action:"pass"}, SA),
             closed_fate(S, Id, Fate),
             closed_fate(SA, Id, FateAlone),
             assertion(Fate == FateAlone) )).

other_keyworded(Keyworded, Id, C) :-
    get_dict(id, C, O),
    memberchk(O, Keyworded),
    O \== Id.

%   Where the equipment Id of p2 is once the chain closed, with its counters.
closed_fate(S, Id, Zone-Counters) :-
    S.players = [_, P2],
    member(Zone, [equipment, graveyard]),
    member(C, P2.get(Zone)),
    get_dict(id, C, Id),
    !,
    (   get_dict(defense_counters, C, Counters) -> true ; Counters = 0 ).

:- end_tests(fab_closing_order).

:- begin_tests(fab_layer_step).

%   CR 7.0.2a: an attack on the stack is the combat chain's layer step
%   (its step "layer"); an instant alone is not.
test(attack_on_the_stack, [true(Id == "a-blow")]) :-
    S = _{chain:_{step:"layer", links:[]}, stack:[_{kind:"card", controller:"alice",
                               card:_{id:"a-blow", name:"Wounding Blow", color:"red"}}]},
    flesh_and_blood:layer_step(S, L),
    Id = L.card.id.
test(instant_on_the_stack, [fail]) :-
    S = _{chain:null, stack:[_{kind:"card", controller:"alice",
                               card:_{id:"b", name:"Brush Off", color:"red"}}]},
    flesh_and_blood:layer_step(S, _).
test(playing_an_attack_opens_the_layer_step) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
        players:[_{name:"alice", hero:"Rhinar", hand:["Wounding Blow (red) [a-blow]"]},
                 _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S1, Events),
    assertion(S1.chain.step-S1.chain.links == "layer"-[]),
    assertion(memberchk(event('FAB-501', layer_step_began, _{player:"alice", attack:"a-blow", opened:true}), Events)),
    state_errors(flesh_and_blood, S1, E1),
    assertion(E1 == []),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    assertion(S.chain.step == "attack"),
    length(S.chain.links, 1).
test(an_attack_in_the_resolution_step_begins_the_layer_step) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
        chain:_{step:"resolution", links:[_{attack:"Wounding Blow (red) [a-blow]", go_again:true, damage:4}]},
        players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Wounding Blow (blue) [a-blow3]"]},
                 _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow3", from:"hand", pitch:[]}, S1),
    assertion(S1.chain.step == "layer"),
    length(S1.chain.links, 1),
    state_errors(flesh_and_blood, S1, E1),
    assertion(E1 == []),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    assertion(S.chain.step == "attack"),
    length(S.chain.links, 2).
test(a_position_written_before_reads_as_the_layer_step) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood", chain:null,
        stack:[_{kind:"card", card:"Wounding Blow (red) [a-blow]", controller:"alice"}],
        players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    assertion(S.chain.step-S.chain.links == "layer"-[]),
    state_errors(flesh_and_blood, S, E),
    assertion(E == []),
    flesh_and_blood:normalized(S, S2),
    assertion(S2 == S).
test(no_layer_step_without_an_attack) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood", chain:_{step:"layer", links:[]},
        players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Es),
    findall(P-R, ( member(E, Es), P = E.path, R = E.rule ), Paths),
    assertion(memberchk("$.chain.step"-'FAB-109', Paths)).

:- end_tests(fab_layer_step).

%   Issue 26, items 1 and 2: every real card a permanent where CR 1.3.3
%   says so; what rulecheck models of a card's text; the assumptions and
%   the unknown answers (permanents.pl, FAB-119).

:- begin_tests(fab_text).

text_state(S) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:"Rhinar", action_points:1,
                            equipment:["Barkbone Strapping [a-chest]"],
                            arena:["Earthlore Empowerment (red) [a-surge]", "Gold [a-gold]",
                                   _{id:"a-frost", name:"Frostbite", text_read:false}],
                            hand:["Sink Below (red) [a-sink]"]},
                          _{name:"bob", hero:"Rhinar"}]}, S).

no_frost_state(S) :-                            % Scabskin Leathers: its effect is text not read
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:"Bravo", action_points:1,
                            equipment:["Scabskin Leathers [a-chest]"],
                            arena:["Gold [a-gold]"],
                            hand:["Sink Below (red) [a-sink]"]},
                          _{name:"bob", hero:"Rhinar"}]}, S).

test(permanents_of_cr_1_3_3) :-
    assertion(flesh_and_blood:arena_permanent(_{name:"Frailty"})),
    assertion(flesh_and_blood:arena_permanent(_{name:"Absorption Dome", color:"yellow"})),
    assertion(\+ flesh_and_blood:arena_permanent(_{name:"Sink Below", color:"red"})),
    assertion(\+ flesh_and_blood:arena_permanent(_{name:"Rhinar"})).
test(auras_and_items_enter_the_arena) :-
    assertion(flesh_and_blood:enters_arena(_{name:"Absorption Dome", color:"yellow"})),
    assertion(\+ flesh_and_blood:enters_arena(_{name:"Sink Below", color:"red"})).
test(modelled_text) :-
    assertion(flesh_and_blood:unmodelled_card(_{name:"Cromai"})),
    assertion(\+ flesh_and_blood:unmodelled_card(_{name:"Head Jab", color:"red"})),    % go again only
    assertion(\+ flesh_and_blood:unmodelled_card(_{name:"Gold"})),                   % the vocabulary
    assertion(\+ flesh_and_blood:unmodelled_card(_{id:"x", name:"Custom", type:"action"})),
    assertion(\+ flesh_and_blood:unmodelled_card(_{id:"y", unknown:true})).
%   Issue 33: only the cards whose text acts (heroes, weapons, equipment,
%   the arena, the chain, the stack) and touches something are the
%   position's assumptions: not Sink Below in a hand, not Barkbone
%   Strapping (its text read: FAB-576), nor Rhinar (FAB-570).
test(one_assumption_a_name, Names == ["Earthlore Empowerment", "Frostbite"]) :-
    text_state(S),
    findall(N, flesh_and_blood:assumption(S, _{card:_, name:N}, _), Names).
%   Frostbite makes abilities cost an additional {r}: activating one
%   depends on its text, where the state marks it not read.
test(a_cost_in_the_arena_depends_on_text, Id-Kind == "a-frost"-activate) :-
    text_state(S),
    once(flesh_and_blood:depends_on_text(S, _{player:"alice", action:"activate", card:"a-chest", ability:0, pitch:[]},
                                         _{card:"a-frost", name:"Frostbite"}, Why)),
    Why = text_could_forbid(C, Kind),
    get_dict(id, C, Id).
%   Without it, an ability whose effect only is text is answered: legal,
%   the card's text assumed.
%   Bravo's own ability is not assumed: its effect acts only once
%   activated this turn (FAB-119).
test(an_other_effect_is_answered_and_assumed, Names == ["Scabskin Leathers"]) :-
    no_frost_state(S),
    M = _{player:"alice", action:"activate", card:"a-chest", ability:0, pitch:[]},
    assertion(\+ flesh_and_blood:depends_on_text(S, M, _, _)),
    assertion(rc_legal:legal(flesh_and_blood, S, M)),
    findall(N, flesh_and_blood:answer_assumption(S, M, _{card:_, name:N}, _), Names).
test(an_arena_ability_depends_on_text, Why = abilities_not_modelled(_, 0)) :-
    text_state(S),
    once(flesh_and_blood:depends_on_text(S, _{player:"alice", action:"activate", card:"a-surge", ability:0},
                                         _{card:"a-surge", name:"Earthlore Empowerment"}, Why)).
test(the_vocabulary_does_not, [fail]) :-
    no_frost_state(S),
    flesh_and_blood:depends_on_text(S, _{player:"alice", action:"activate", card:"a-gold", ability:0, pitch:[]}, _, _).
test(an_unknown_move_is_not_legal, [fail]) :-
    text_state(S),
    rc_legal:legal(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-chest", ability:0, pitch:[]}).
test(an_unknown_move_is_listed_apart, Ids == ["a-chest"]) :-
    text_state(S),
    findall(Id, ( rc_legal:unknown_move(flesh_and_blood, S, M, [_|_]), get_dict(card, M, Id) ), Ids).

:- end_tests(fab_text).

%   Issue 33, item 1: what a text not read could change, per answer.
:- begin_tests(fab_relevance).

test(command_and_conquer_could_forbid_defending) :-
    C = _{id:"x", name:"Command and Conquer", color:"red", text_read:false},
    flesh_and_blood:text_reach(C, M),
    assertion(flesh_and_blood:reach_has(M, restrict(defend))),
    assertion(flesh_and_blood:reach_has(M, restrict(play))),
    assertion(\+ flesh_and_blood:reach_has(M, permit(defend))).
test(an_effect_only_text_touches_no_legality, [fail]) :-
    flesh_and_blood:text_reach(_{id:"x", name:"Barkbone Strapping"}, _).
test(a_modelled_card_touches_nothing_unless_hidden) :-
    C = _{id:"x", name:"Demolition Crew", color:"red"},
    assertion(\+ ( flesh_and_blood:text_reach(C, M0),                  % its dominate and its reveal
                   flesh_and_blood:reach_has(M0, restrict(defend)) )), % cost are read
    flesh_and_blood:text_reach(C.put(text_read, false), M),
    assertion(flesh_and_blood:reach_has(M, restrict(defend))),
    assertion(flesh_and_blood:card_keyword(C, "Dominate", _)),
    assertion(\+ flesh_and_blood:card_keyword(C.put(text_read, false), "Dominate", _)).
test(a_card_in_a_deck_does_not_act, Names == []) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:_{id:"h1", name:"Custom hero", type:"hero", life:20},
                            deck:["Command and Conquer (red) [a-cnc]", 39]},
                          _{name:"bob", hero:_{id:"h2", name:"Custom hero", type:"hero", life:20},
                            hand:["Frostbite [b-frost]"]}]}, S),
    findall(N, flesh_and_blood:assumption(S, _{card:_, name:N}, _), Names).
%   Dorinthea's text, not read (card_texts.pl reads it: the state marks it
%   text_read false), could allow Dawnblade's second attack.
test(dorinthea_could_allow_a_second_attack, Kind-Ids == activate-['FAB-402']) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood", activated:["dawnblade/0"],
                 chain:_{step:"resolution", links:[_{attack:_{name:"Dawnblade", id:"dawnblade"}, go_again:true, damage:3}]},
                 players:[_{name:"alice", hero:_{id:"dorinthea", name:"Dorinthea", text_read:false},
                            action_points:1, resource_points:1},
                          _{name:"bob", hero:"Rhinar"}]}, S),
    M = _{player:"alice", action:"activate", card:"dawnblade", ability:0},
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-402'], _{card:"dorinthea", name:"Dorinthea"},
                                         text_could_allow(_, Kind, Ids))),
    assertion(\+ flesh_and_blood:allowed_by_text(S, M, ['FAB-203'], _, _)).
test(passing_depends_on_no_text, [fail]) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:"Rhinar", arena:["Frostbite [a-frost]"]},
                          _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:depends_on_text(S, _{player:"alice", action:"pass"}, _, _).

:- end_tests(fab_relevance).

%   Issue 26, item 2: every activated ability of a hero, weapon or
%   equipment is in the card data, in printed order; one whose cost,
%   limit or restriction rulecheck does not check depends on its text
%   (FAB-119), but the resource points its cost names are still checked
%   (FAB-302).
:- begin_tests(fab_ability_costs).

cost_state(S) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:"Vynnset", action_points:1,
                            weapons:["Flail of Agony [a-flail]"],
                            equipment:["Grimoire of the Haunt [a-grimoire]", "Beckoning Haunt [a-arms]",
                                       "Blood Drop Brocade [a-chest]"],
                            hand:["Adrenaline Rush (blue) [a-blue1]", "Adrenaline Rush (blue) [a-blue2]"]},
                          _{name:"bob", hero:"Vynnset"}]}, S).

activate(Id, Pitch, _{player:"alice", action:"activate", card:Id, ability:0, pitch:Pitch}).

test(every_ability_in_printed_order, Effects == ["attack", "other"]) :-
    flesh_and_blood:card_data("Plasma Barrel Shot", none, E),
    findall(Ef, ( member(Ab, E.abilities), get_dict(effect, Ab, Ef) ), Effects),
    E.abilities = [First, Second],
    assertion(First.cost_text == "Remove a steam counter from Plasma Barrel Shot"),
    assertion(Second.cost == 2),
    assertion(\+ get_dict(cost_text, Second, _)).
test(a_life_cost_is_an_attack_with_its_cost_as_printed) :-
    flesh_and_blood:card_data("Flail of Agony", none, E),
    E.abilities = [Ab],
    assertion(Ab.effect == "attack"),
    assertion(Ab.cost == 0),
    assertion(flesh_and_blood:ability_cost_text(Ab, "{h}")),
    assertion(\+ flesh_and_blood:ability_checked(Ab)).
test(a_choice_of_costs_keeps_no_resource_points, Cost == 0) :-
    flesh_and_blood:card_data("Golden Grail", none, E),
    E.abilities = [Ab],
    Cost = Ab.cost.
test(a_life_cost_depends_on_text, Why == ability_cost_not_modelled(C, 0, "{h}")) :-
    cost_state(S),
    activate("a-flail", [], M),
    flesh_and_blood:activated_ability(S, M, _, C, _),
    once(flesh_and_blood:depends_on_text(S, M, _{card:"a-flail", name:"Flail of Agony"}, Why)).
test(a_restriction_depends_on_text, Why = ability_restriction_not_modelled(_, 0)) :-
    cost_state(S),
    activate("a-chest", [], M),
    once(flesh_and_blood:depends_on_text(S, M, _, Why)).
test(the_resource_points_it_names_are_checked, Ids == ['FAB-302']) :-
    cost_state(S),
    activate("a-grimoire", [], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(paid_it_is_unknown, [fail]) :-
    cost_state(S),
    activate("a-grimoire", ["a-blue1"], M),
    ( rc_legal:legal(flesh_and_blood, S, M) ; rulecheck:violations(flesh_and_blood, S, M, [_|_]) ).
test(an_x_cost_leaves_the_pitch_to_its_text, [fail]) :-
    cost_state(S),
    activate("a-arms", ["a-blue1", "a-blue2"], M),
    flesh_and_blood:broken('FAB-303', S, M, _).
test(a_resource_cost_read_whole_still_refuses_a_card_not_needed) :-
    flesh_and_blood:normalized(_{game:"flesh-and-blood",
                 players:[_{name:"alice", hero:"Rhinar", action_points:1,
                            weapons:["Bone Basher [a-club]"],
                            hand:["Adrenaline Rush (blue) [a-blue1]", "Adrenaline Rush (blue) [a-blue2]"]},
                          _{name:"bob", hero:"Rhinar"}]}, S),
    M = _{player:"alice", action:"activate", card:"a-club", ability:0, pitch:["a-blue1", "a-blue2"]},
    once(flesh_and_blood:broken('FAB-303', S, M, _)).

:- end_tests(fab_ability_costs).
