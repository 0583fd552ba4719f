/*  plunit tests of the Zen Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_zen.pl): Pouncing Qi and
    Qi Unleashed (FAB-1360), Companion of the Claw and Harmony of the
    Hunt (FAB-1361), Stride of Reprisal (FAB-1362).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_zen.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

hand_names(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(hand, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

%   Attack waits on the stack in the layer step after a chain link whose
%   attack is Before; bob passes and it becomes chain link 2.
opened_after(Before, Attack, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[_{attack:Before, damage:0}]},
            stack:[_{kind:"card", card:Attack, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

%   alice plays Attack (from her hand, pitching Pitch) as the chain's
%   first attack, both pass and it attacks.
attacked(Attack, Pitch, Hand, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Attack, from:"hand", pitch:Pitch, discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_zen_combo).

test(modelled) :-
    forall(member(N, ["Pouncing Qi", "Qi Unleashed"]), modelled(N)).
test(pouncing_qi_after_tiger, B-G-Rs == 1-true-['FAB-1360']) :-
    opened_after("Crouching Tiger [t]", "Pouncing Qi (blue) [q]", S, Events),
    last(S.chain.links, L),
    B = L.power_bonus, G = L.go_again,
    findall(R, member(event(R, combo_applied, _), Events), Rs).
test(qi_unleashed_after_tiger, B == 4) :-
    opened_after("Crouching Tiger [t]", "Qi Unleashed (yellow) [q]", S, _),
    last(S.chain.links, L),
    B = L.power_bonus.
test(after_another_attack_nothing, Rs == []) :-
    opened_after("Head Jab (red) [h]", "Pouncing Qi (red) [q]", S, Events),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _),
    \+ get_dict(go_again, L, true),
    findall(R, member(event(R, combo_applied, _), Events), Rs).
test(unread_gains_nothing) :-
    opened_after("Crouching Tiger [t]", _{id:"q", name:"Qi Unleashed", color:"red", text_read:false}, S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).

:- end_tests(fab_zen_combo).

:- begin_tests(fab_zen_crouching_tiger_made).

test(modelled) :-
    forall(member(N, ["Companion of the Claw", "Harmony of the Hunt", "Stride of Reprisal"]), modelled(N)).
test(companion_after_blue, Names-Rs == ["Crouching Tiger"]-['FAB-1361']) :-
    attacked("c", ["p"], ["Companion of the Claw (red) [c]", "Sigil of Solace (blue) [p]"], S, Events),
    hand_names(S, "alice", Names),
    findall(R, member(event(R, zen_attack_created_in_hand, _), Events), Rs).
test(harmony_without_blue, Names-Rs == []-['FAB-1361']) :-
    attacked("h", ["p"], ["Harmony of the Hunt (red) [h]", "Sigil of Solace (red) [p]"], S, Events),
    hand_names(S, "alice", Names),
    findall(R, member(event(R, zen_attack_no_blue_pitched, _), Events), Rs).
test(blue_pitched_earlier_counts, Names == ["Crouching Tiger"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       pitch:["Sigil of Solace (blue) [p0]"],
                       hand:["Harmony of the Hunt (red) [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"h", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    hand_names(S, "alice", Names).
test(stride_defends, Names-Rs == ["Crouching Tiger"]-['FAB-1362']) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Stride of Reprisal [sr]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["sr"]}, S, Events),
    hand_names(S, "bob", Names),
    findall(R, member(event(R, zen_defend_created_in_hand, _), Events), Rs).
test(stride_not_defending_nothing, Names == []) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Stride of Reprisal [sr]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:[]}, S),
    hand_names(S, "bob", Names).

:- end_tests(fab_zen_crouching_tiger_made).

zone_names(S, Who, Zone, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

%   Attack attacks alone in the reaction step; both pass and the damage
%   is dealt.
hit(Attack, S, Events) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events).

%   alice plays the action Card (no pitch) with Effects in the state;
%   both pass and it resolves.
resolved(Card, Hand, Pitched, Effects, S, Events) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1, hand:Hand, pitch:Pitched},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Card, from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

next_power(S, N, Named) :-
    member(E, S.effects),
    E.kind == "next_attack_power",
    N = E.amount,
    ( get_dict(card_name, E, Named) -> true ; Named = none ).

:- begin_tests(fab_zen_crouching_tiger).

test(modelled) :-
    modelled("Crouching Tiger").
test(not_a_deck_card) :-
    \+ flesh_and_blood:counted_deck_card(_{id:"t", name:"Crouching Tiger"}).
test(ceases_to_exist, G == []) :-
    opened_after("Head Jab (red) [h]", "Crouching Tiger [t]", S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:[]}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S5),
    next_state(flesh_and_blood, S5, _{player:"alice", action:"pass"}, S6),
    next_state(flesh_and_blood, S6, _{player:"bob", action:"pass"}, S7),
    next_state(flesh_and_blood, S7, _{player:"alice", action:"pass"}, S8),
    next_state(flesh_and_blood, S8, _{player:"bob", action:"pass"}, S),
    S.chain == null,
    zone_names(S, "alice", graveyard, G0),
    exclude(==("Head Jab"), G0, G).
test(new_decks_have_none) :-
    forall(member(Seed, [1, 2, 3]),
           ( flesh_and_blood:new_game(_{seed:Seed, choices:_{hero:["Zen", "Nuu"]}}, S),
             \+ ( member(P, S.players), member(Z, [deck, hand, arsenal]), get_dict(Z, P, Cs),
                  member(C, Cs), get_dict(name, C, N), memberchk(N, ["Crouching Tiger", "Fang Strike", "Slither"]) ) )).

:- end_tests(fab_zen_crouching_tiger).

:- begin_tests(fab_zen_banished_tiger).

test(modelled) :-
    forall(member(N, ["Biting Breeze", "Flex Claws", "Aspect of Tiger: Mind"]), modelled(N)).
test(hit_makes_one, B-Rs == ["Crouching Tiger"]-['FAB-1363']) :-
    hit("Flex Claws (red) [f]", S, Events),
    zone_names(S, "alice", banished, B),
    flesh_and_blood:may_play_banished(S, "alice", "f-crouching-tiger"),
    findall(R, member(event(R, zen_hit_created_banished, _), Events), Rs).
test(no_hit_none, B == []) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Biting Breeze (blue) [f]", defending:["Head Jab (red) [d]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    zone_names(S, "alice", banished, B).
test(aspect_after_blue_attack_action, G-B == true-["Crouching Tiger"]) :-
    opened_after("Biting Breeze (blue) [p]", "Aspect of Tiger: Mind (blue) [m]", S, _),
    last(S.chain.links, L),
    G = L.go_again,
    zone_names(S, "alice", banished, B).
test(aspect_after_red_attack, B == []) :-
    opened_after("Biting Breeze (red) [p]", "Aspect of Tiger: Mind (blue) [m]", S, _),
    last(S.chain.links, L),
    \+ get_dict(go_again, L, true),
    zone_names(S, "alice", banished, B).

:- end_tests(fab_zen_banished_tiger).

:- begin_tests(fab_zen_next_tiger).

test(modelled) :-
    forall(member(N, ["Tiger Form Incantation", "Wind Chakra", "Untamed", "Tiger Taming Khakkara", "Water the Seeds"]), modelled(N)).
test(incantation_yellow_blue_pitched, N-H == 2-["Crouching Tiger"]) :-
    resolved("i", ["Tiger Form Incantation (yellow) [i]"], ["Sigil of Solace (blue) [p]"], [], S, _),
    next_power(S, N, "Crouching Tiger"),
    zone_names(S, "alice", hand, H).
test(incantation_no_blue, N-H == 1-[]) :-
    resolved("i", ["Tiger Form Incantation (blue) [i]"], ["Sigil of Solace (red) [p]"], [], S, _),
    next_power(S, N, "Crouching Tiger"),
    zone_names(S, "alice", hand, H).
test(wind_chakra, N == 3) :-
    resolved("w", ["Wind Chakra (red) [w]"], [], [], S, _),
    next_power(S, N, "Crouching Tiger").
test(wind_chakra_transcended, N-Rs == 4-['FAB-1366']) :-
    resolved("w", ["Wind Chakra (blue) [w]"], [], [_{kind:"transcended", player:"alice"}], S, Events),
    next_power(S, N, "Crouching Tiger"),
    findall(R, member(event(R, zen_next_named_power_transcended, _), Events), Rs).
test(only_a_crouching_tiger_takes_it) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:3, source:"w", card_name:"Crouching Tiger"}],
            passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Head Jab (red) [h]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _),
    next_power(S, 3, "Crouching Tiger").
test(untamed_then_tiger, B == 1) :-
    opened_after("Head Jab (red) [h]", "Untamed (red) [u]", S1, _),
    next_power(S1, 1, "Crouching Tiger"),
    S2 = S1.put(_{stack:[_{kind:"card", card:_{id:"t", name:"Crouching Tiger"}, controller:"alice"}],
                  chain:S1.chain.put(step, "layer"), passes:1, priority:"bob"}),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    B = L.power_bonus.
test(water_the_seeds_not_itself, N == 1) :-
    opened_after("Head Jab (red) [h]", "Water the Seeds (blue) [w]", S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _),
    member(E, S.effects), E.kind == "next_attack_power", N = E.max_base_power.
test(water_the_seeds_small_attack_only, B == 1) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"w", max_base_power:1, lasts:"combat_chain"}],
            passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Head Jab (red) [h]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    last(S1.chain.links, L1),
    \+ get_dict(power_bonus, L1, _),
    S2 = S1.put(_{stack:[_{kind:"card", card:_{id:"h2", name:"Head Jab", color:"blue"}, controller:"alice"}],
                  chain:S1.chain.put(step, "layer"), passes:1, priority:"bob"}),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    B = L.power_bonus.

:- end_tests(fab_zen_next_tiger).

%   bob defends Head Jab with Mask of Wizened Whiskers, his graveyard
%   Graveyard.
whiskers(Graveyard, S, Events) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Mask of Wizened Whiskers [m]"], graveyard:Graveyard}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["m"]}, S, Events).

:- begin_tests(fab_zen_whiskers).

test(modelled) :-
    modelled("Mask of Wizened Whiskers").
test(one_combo_card_goes, G-B-Rs == ["Head Jab"]-"Pouncing Qi"-['FAB-1369']) :-
    whiskers(["Pouncing Qi (red) [q]", "Head Jab (red) [h]"], S, Events),
    zone_names(S, "bob", graveyard, G),
    member(P, S.players), P.name == "bob", !,
    last(P.deck, Bottom), B = Bottom.name,
    \+ get_dict(pending, S, _{}),
    findall(R, member(event(R, whiskers_to_bottom, _), Events), Rs).
test(no_combo_card_nothing, G == ["Head Jab"]) :-
    whiskers(["Head Jab (red) [h]"], S, _),
    zone_names(S, "bob", graveyard, G).
test(two_ask, C == "combo_to_bottom") :-
    whiskers(["Pouncing Qi (red) [q]", "Qi Unleashed (red) [u]"], S, _),
    C = S.pending.choice.
test(two_offers_both, Ids == ["q", "u"]) :-
    whiskers(["Pouncing Qi (red) [q]", "Head Jab (red) [h]", "Qi Unleashed (red) [u]"], S, _),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "put", Id = M.card ), Ids0),
    msort(Ids0, Ids).
test(no_combo_refused, Ids == ['FAB-1370']) :-
    whiskers(["Pouncing Qi (red) [q]", "Head Jab (red) [h]", "Qi Unleashed (red) [u]"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:"h", to:"bottom"}, Ids).

:- end_tests(fab_zen_whiskers).
