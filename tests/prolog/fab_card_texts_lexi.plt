/*  plunit tests of the Lexi Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_lexi.pl): Dazzling
    Crescendo and Entwine Lightning (FAB-843), Weave Lightning (FAB-844).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_lexi.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's attack Card (its layer Fused or not) waits on the stack with
%   Effects; bob passes and it opens its link: the state and the link.
opened(Card, Fused, Effects, S, L) :-
    Layer0 = _{kind:"card", card:Card, controller:"alice"},
    (   Fused == true -> Layer = Layer0.put(fused, true) ; Layer = Layer0 ),
    short(_{passes:1, priority:"bob", effects:Effects, stack:[Layer],
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

:- begin_tests(fab_lexi_fused_go_again).

test(fusion_cost_is_lightning, T == "Lightning") :-
    flesh_and_blood:fusion_cost(_{id:"d", name:"Dazzling Crescendo", color:"red"}, Spec),
    T = Spec.talent.
test(entwine_fusion_cost_is_lightning, T == "Lightning") :-
    flesh_and_blood:fusion_cost(_{id:"e", name:"Entwine Lightning", color:"blue"}, Spec),
    T = Spec.talent.
test(fusion_label_says_a_lightning_card, L == "Lightning Fusion: you may reveal a Lightning card from your hand") :-
    flesh_and_blood:fusion_cost(_{id:"e", name:"Entwine Lightning", color:"blue"}, Spec),
    L = Spec.label.
test(unread_has_no_fusion_cost, fail) :-
    flesh_and_blood:fusion_cost(_{id:"e", name:"Entwine Lightning", color:"blue", text_read:false}, _).

test(fused_entwine_has_go_again) :-
    opened("Entwine Lightning (red) [e]", true, [], S, L),
    L.fused == true,
    flesh_and_blood:link_go_again(S, L).
test(fused_dazzling_has_go_again) :-
    opened("Dazzling Crescendo (yellow) [d]", true, [], S, L),
    flesh_and_blood:link_go_again(S, L).
test(unfused_entwine_has_none, fail) :-
    opened("Entwine Lightning (red) [e]", false, [], S, L),
    flesh_and_blood:link_go_again(S, L).
test(unread_fused_link_has_none, fail) :-
    flesh_and_blood:link_go_again(_{}, _{attack:_{id:"e", name:"Entwine Lightning", color:"red", text_read:false},
                                       controller:"alice", fused:true, defending:[]}).
test(fused_glacial_has_no_go_again, fail) :-
    opened("Glacial Footsteps (red) [g]", true, [], S, L),
    flesh_and_blood:link_go_again(S, L).

:- end_tests(fab_lexi_fused_go_again).

:- begin_tests(fab_lexi_weave_lightning).

%   Alice's non-attack action Card waits on the stack; bob passes and it
%   resolves: the state.
resolved(Card, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:1},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

weave_effect(N, _{kind:"next_attack_power", player:"alice", amount:N, source:"w", attack_action_card:true,
                  class_or_talent:["Lightning", "Elemental"], fused_go_again:true}).

test(red_makes_three, true(Es =@= [E])) :-
    weave_effect(3, E),
    resolved("Weave Lightning (red) [w]", S),
    flesh_and_blood:effects(S, Es).
test(blue_makes_one, true(Es =@= [E])) :-
    weave_effect(1, E),
    resolved("Weave Lightning (blue) [w]", S),
    flesh_and_blood:effects(S, Es).
test(unread_makes_none, Es == []) :-
    resolved(_{id:"w", name:"Weave Lightning", color:"red", text_read:false}, S),
    flesh_and_blood:effects(S, Es).

test(fused_elemental_gets_power_and_go_again, B-Es == 2-[]) :-
    weave_effect(2, E),
    opened("Snow Under (red) [s]", true, [E], S, L),
    B = L.power_bonus,
    L.go_again_if_fused == true,
    flesh_and_blood:effects(S, Es),
    flesh_and_blood:link_go_again(S, L).
test(unfused_elemental_no_go_again, fail) :-
    weave_effect(2, E),
    opened("Snow Under (red) [s]", false, [E], S, L),
    flesh_and_blood:link_go_again(S, L).
test(lightning_attack_gets_the_power, B == 2) :-
    weave_effect(2, E),
    opened("Shock Striker (red) [k]", false, [E], _, L),
    B = L.power_bonus.
test(other_attack_leaves_it_waiting, N == 1) :-
    weave_effect(2, E),
    opened("Head Jab (red) [h]", false, [E], S, _),
    flesh_and_blood:effects(S, Es),
    length(Es, N).

:- end_tests(fab_lexi_weave_lightning).

:- begin_tests(fab_lexi_lightning_press).

%   A chain link whose attack is Attack, defended by Defending.
press_state(Attack, Defending, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S).

test(cost_one_is_a_target) :-
    press_state("Shock Striker (red) [k]", [], S),
    once(flesh_and_blood:legal_target(S, attack_action_card_cost_at_most(1), "k")).
test(cost_zero_defending_is_a_target) :-
    press_state("Shock Striker (red) [k]", ["Entwine Lightning (red) [e]"], S),
    once(flesh_and_blood:legal_target(S, attack_action_card_cost_at_most(1), "e")).
test(cost_two_is_none, fail) :-
    press_state("Wrecking Ball (red) [w]", [], S),
    flesh_and_blood:legal_target(S, attack_action_card_cost_at_most(1), "w").
test(red_gives_three, N-Spec == 3-attack_action_card_cost_at_most(1)) :-
    once(flesh_and_blood:targeting(_{id:"p", name:"Lightning Press", color:"red"}, play, Spec, N)).
test(blue_gives_one, N == 1) :-
    once(flesh_and_blood:targeting(_{id:"p", name:"Lightning Press", color:"blue"}, play, _, N)).
test(unread_targets_nothing, fail) :-
    flesh_and_blood:targeting(_{id:"p", name:"Lightning Press", color:"red", text_read:false}, play, _, _).

:- end_tests(fab_lexi_lightning_press).

:- begin_tests(fab_lexi_reload).

%   Alice's Card resolves with Hand and Arsenal: the state.
reload_resolved(Card, Hand, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0, hand:Hand, arsenal:Arsenal},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(take_aim_effect_and_reload_waits, true(C-Es =@= "reload"-[_{kind:"next_attack_power", player:"alice", amount:2, source:"t",
                                                         attack_action_card:true, class_or_talent:["Ranger"]}])) :-
    reload_resolved("Take Aim (yellow) [t]", ["Head Jab (red) [h]"], [], S),
    C = S.pending.choice,
    flesh_and_blood:effects(S, Es).
test(over_flex_arrow_effect, true(Es =@= [_{kind:"next_attack_power", player:"alice", amount:4, source:"o", subtype:"Arrow"}])) :-
    reload_resolved("Over Flex (red) [o]", ["Head Jab (red) [h]"], [], S),
    flesh_and_blood:effects(S, Es).
test(unknown_card_may_be_reloaded) :-
    reload_resolved("Over Flex (red) [o]", [1], [], S),
    once(( legal_move(flesh_and_blood, S, M), M.action == "put" )).
test(full_arsenal_no_reload, fail) :-
    reload_resolved("Over Flex (red) [o]", ["Head Jab (red) [h]"], ["Leg Tap (red) [l]"], S),
    get_dict(pending, S, _).
test(empty_hand_no_reload, fail) :-
    reload_resolved("Take Aim (red) [t]", [], [], S),
    get_dict(pending, S, _).
test(unread_no_reload, fail) :-
    reload_resolved(_{id:"t", name:"Take Aim", color:"red", text_read:false}, ["Head Jab (red) [h]"], [], S),
    get_dict(pending, S, _).
test(reloaded_card_is_face_down, true(A =@= [_{id:"h", name:"Head Jab", color:"red"}])) :-
    reload_resolved("Take Aim (red) [t]", ["Head Jab (red) [h]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"h", to:"arsenal"}, S),
    member(P, S.players), P.name == "alice", !,
    A = P.arsenal.
test(arrow_attack_gets_over_flex_power, B == 3) :-
    opened("Dazzling Crescendo (red) [d]", false,
           [_{kind:"next_attack_power", player:"alice", amount:3, source:"o", subtype:"Arrow"}], _, L),
    B = L.power_bonus.
test(ranger_attack_gets_take_aim_power, B == 1) :-
    opened("Dazzling Crescendo (red) [d]", false,
           [_{kind:"next_attack_power", player:"alice", amount:1, source:"t", attack_action_card:true,
              class_or_talent:["Ranger"]}], _, L),
    B = L.power_bonus.

:- end_tests(fab_lexi_reload).

%   alice, in the reaction step of her Entwine Lightning's chain link,
%   with Amulet of Lightning in her arena, Graveyard, Effects and the
%   link's Extra.
lamulet_state(Graveyard, Effects, Extra, S) :-
    short(_{passes:0, priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Entwine Lightning (red) [a-el]"}.put(Extra)]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0,
                       arena:["Amulet of Lightning (blue) [a-amulet]"], graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S).

lamulet_move(_{player:"alice", action:"activate", card:"a-amulet", ability:0, target:"a-el", pitch:[]}).

lunknown_for(S, M, Name) :-
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-895'], About, _)),
    Name = About.name.

:- begin_tests(fab_lexi_amulet_of_lightning).

test(unfused_illegal, Ids == ['FAB-895']) :-
    lamulet_state([], [], _{}, S), lamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(recorded_legal, Ids == []) :-
    lamulet_state([], [_{kind:"lightning_fused", player:"alice", source:"x"}], _{}, S), lamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(ice_record_is_no_lightning, Ids == ['FAB-895']) :-
    lamulet_state([], [_{kind:"ice_fused", player:"alice", source:"x"}], _{}, S), lamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(fused_link_legal, Ids == []) :-
    lamulet_state([], [], _{fused:true}, S), lamulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(graveyard_unread_fusion_unknown, Name == "Buzz Bolt") :-
    lamulet_state(["Buzz Bolt (red) [g]"], [], _{}, S), lamulet_move(M),
    lunknown_for(S, M, Name).
test(graveyard_ice_fusion_certain, fail) :-
    lamulet_state(["Snow Under (red) [g]"], [], _{}, S), lamulet_move(M),
    lunknown_for(S, M, _).
test(resolves_link_go_again) :-
    lamulet_state([], [_{kind:"lightning_fused", player:"alice", source:"x"}], _{}, S0), lamulet_move(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:link_go_again(S, L).
test(stack_card_go_again_opens_link_with_it) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:_{id:"e", name:"Entwine Lightning", color:"red", go_again:true}, controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:link_go_again(S, L).
test(unread_targets_nothing, fail) :-
    flesh_and_blood:targeting(_{id:"a", name:"Amulet of Lightning", color:"blue", text_read:false}, ability(0), _, _).

:- end_tests(fab_lexi_amulet_of_lightning).

:- begin_tests(fab_lexi_honing_hood).

%   alice activates Honing Hood with Hand and Arsenal; both pass: the state.
hood_resolved(Hand, Arsenal, S) :-
    short(_{passes:0, priority:"alice",
            players:[_{name:"alice", hero:"Bravo", action_points:1, hand:Hand, arsenal:Arsenal,
                       equipment:["Honing Hood [hh]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"hh", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

alice(S, P) :-
    member(P, S.players), P.name == "alice", !.

test(two_cards_wait, C == "hood_to_arsenal") :-
    hood_resolved(["Head Jab (red) [h]"], [_{id:"a", name:"Leg Tap", color:"red", face_up:true}], S),
    C = S.pending.choice,
    alice(S, P),
    [] == P.arsenal,
    length(P.hand, 2).
test(no_decline_offered, fail) :-
    hood_resolved(["Head Jab (red) [h]"], ["Leg Tap (red) [a]"], S),
    legal_move(flesh_and_blood, S, M), M.action == "decline".
test(put_goes_face_down, A == ["a"]) :-
    hood_resolved(["Head Jab (red) [h]"], [_{id:"a", name:"Leg Tap", color:"red", face_up:true, aim_counters:1}], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a", to:"arsenal"}, S),
    alice(S, P),
    maplist([C, I]>>(\+ get_dict(face_up, C, _), \+ get_dict(aim_counters, C, _), card_id_(C, I)), P.arsenal, A).
test(one_card_goes_at_once, A == ["a"]) :-
    hood_resolved([], ["Leg Tap (red) [a]"], S),
    \+ get_dict(pending, S, _),
    alice(S, P),
    maplist(card_id_, P.arsenal, A).
test(empty_nothing, A-H == []-[]) :-
    hood_resolved([], [], S),
    alice(S, P),
    A = P.arsenal, H = P.hand.
test(unread_hood_reads_no_effect, fail) :-
    flesh_and_blood:card_abilities(_{id:"hh", name:"Honing Hood", text_read:false}, [A]),
    A.effect == "arsenal_to_hand_then_hand_to_arsenal".
test(read_hood_effect, E == "arsenal_to_hand_then_hand_to_arsenal") :-
    flesh_and_blood:card_abilities(_{id:"hh", name:"Honing Hood"}, [A]),
    E = A.effect.

card_id_(C, I) :- get_dict(id, C, I).

:- end_tests(fab_lexi_honing_hood).

:- begin_tests(fab_lexi_chill_to_the_bone).

chill_effect(N, _{kind:"next_hit_frostbite", player:"alice", amount:N, source:"c", class_or_talent:["Ice", "Elemental"]}).

test(red_makes_three, true(Es =@= [E])) :-
    chill_effect(3, E),
    plunit_fab_lexi_weave_lightning:resolved("Chill to the Bone (red) [c]", S),
    flesh_and_blood:effects(S, Es).
test(unread_makes_none, Es == []) :-
    plunit_fab_lexi_weave_lightning:resolved(_{id:"c", name:"Chill to the Bone", color:"red", text_read:false}, S),
    flesh_and_blood:effects(S, Es).

%   alice's Attack hits bob with Effects waiting: bob's arena and the
%   effects left.
chill_hit(Attack, Effects, Arena, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:["Leg Tap (red) [d1]", 30]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "bob", !,
    key_value_(arena, P, Arena),
    flesh_and_blood:effects(S, Es).

key_value_(K, D, V) :- ( get_dict(K, D, V0) -> V = V0 ; V = [] ).

test(elemental_hit_makes_tokens, Names-Es == ["Frostbite", "Frostbite"]-[]) :-
    chill_effect(2, E),
    chill_hit("Snow Under (red) [s]", [E], Arena, Es),
    maplist([C, N]>>get_dict(name, C, N), Arena, Names).
test(other_hit_leaves_it, N-A == 1-[]) :-
    chill_effect(2, E),
    chill_hit("Head Jab (red) [h]", [E], A, Es),
    length(Es, N).

:- end_tests(fab_lexi_chill_to_the_bone).

:- begin_tests(fab_lexi_blizzard_bolt).

blizzard_effect(_{kind:"attack_damage_frostbite", player:"alice", source:"b"}).

test(any_attack_hit_makes_a_token_and_stays, N-Es == 1-[E]) :-
    blizzard_effect(E),
    plunit_fab_lexi_chill_to_the_bone:chill_hit("Head Jab (red) [h]", [E], Arena, Es),
    length(Arena, N).
test(two_effects_two_tokens, N == 2) :-
    blizzard_effect(E),
    plunit_fab_lexi_chill_to_the_bone:chill_hit("Head Jab (red) [h]", [E, E.put(source, "b2")], Arena, _),
    length(Arena, N).
test(fused_resolution_makes_effect, true(Es =@= [_{kind:"attack_damage_frostbite", player:"alice", source:"b"}])) :-
    opened("Blizzard Bolt (red) [b]", true, [], S, L),
    L.fused == true,
    flesh_and_blood:effects(S, Es).
test(unfused_resolution_makes_none, Es == []) :-
    opened("Blizzard Bolt (red) [b]", false, [], S, _),
    flesh_and_blood:effects(S, Es).

:- end_tests(fab_lexi_blizzard_bolt).

:- begin_tests(fab_lexi_pitfall_trap).

%   bob plays Trap from his arsenal against alice's Head Jab and it
%   resolves; alice holds AliceHand: the state.
pitfall_played(Trap, AliceHand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-atk]", defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, hand:AliceHand},
                     _{name:"bob", hero:"Rhinar", arsenal:[Trap]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"arsenal", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S).

test(defends_asks_the_attacker, C-P == "pitfall_pay"-"alice") :-
    pitfall_played("Pitfall Trap (yellow) [t]", ["Head Jab (blue) [a-1]"], S),
    C = S.pending.choice, P = S.pending.player.
test(unable_to_pay_takes_two, L == 18) :-
    pitfall_played("Pitfall Trap (yellow) [t]", [], S),
    \+ get_dict(pending, S, _),
    member(A, S.players), A.name == "alice", !,
    L = A.life.
test(unread_does_nothing, fail) :-
    pitfall_played(_{id:"t", name:"Pitfall Trap", color:"yellow", text_read:false}, ["Head Jab (blue) [a-1]"], S),
    get_dict(pending, S, _).
test(unread_from_hand_not_refused_by_849, fail) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-atk]", defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[_{id:"t", name:"Pitfall Trap", color:"yellow", text_read:false}]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, Ids),
    memberchk('FAB-849', Ids).

:- end_tests(fab_lexi_pitfall_trap).
