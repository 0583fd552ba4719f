/*  plunit tests of the Kassai and Olympia Blitz Decks' card texts Flesh
    and Blood reads (rules.pl/flesh-and-blood/card_texts_kassai.pl):
    Goblet of Bloodrun Wine (FAB-820), Vigor Girth (FAB-821), Beckon
    Applause (FAB-822), Rising Speed (FAB-823), Rising Energy (FAB-824),
    Performance Bonus (FAB-825), Draw Swords (FAB-826).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_kassai.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Kassai", hand:[Short]}, _{name:"bob", hero:"Olympia"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].

unread(A0, A) :-
    A = A0.put(text_read, false).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

drawn(_{kind:"card_drawn", player:"alice", source:"x"}).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

active_link_of(S, L) :-
    last(S.chain.links, L).

%   Alice's weapon Weapon attacks (its layer resolves) with Effects this
%   turn: the state after.
resolved_with_weapon(Weapon, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects, chain:_{step:"layer", links:[]},
            stack:[_{kind:"ability", source:"w", controller:"alice", ability:0, type:"action", effect:"attack", go_again:false}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:[Weapon]},
                     _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   Alice's Card waits on the stack with Effects this turn, a chain in its
%   layer step; bob passes and it resolves: the state after.
resolved_with(Card, Effects, S) :-
    resolved_with(Card, Effects, [], S).

%   ... alice's graveyard Graveyard (the card whose effect waits).
resolved_with(Card, Effects, Graveyard, S) :-
    short(_{passes:1, priority:"bob", effects:Effects, chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Kassai", action_points:0, deck:["Head Jab (red) [d1]"],
                       graveyard:Graveyard},
                     _{name:"bob", hero:"Olympia", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   The id of the card whose text the pending wager asks for.
wager_source(S, Id) :-
    S.pending.choice == "wager",
    get_dict(id, S.pending.source, Id).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Ns).

%   Alice activates her equipment Short (ability 0) and both pass: the
%   state after.
equipment_resolved(Short, S) :-
    short(_{players:[_{name:"alice", hero:"Kassai", equipment:[Short]}, _{name:"bob", hero:"Olympia"}]}, S0),
    player_named(S0, "alice", P0),
    P0.equipment = [E], get_dict(id, E, Id),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_kassai).

test(goblet_makes_agility_and_vigor, Ns == ["Agility", "Vigor"]) :-
    resolved_with("Goblet of Bloodrun Wine (blue) [g]", [], S),
    arena_names(S, "alice", Ns).
test(goblet_go_again, AP == 1) :-
    resolved_with("Goblet of Bloodrun Wine (blue) [g]", [], S),
    player_named(S, "alice", P), AP = P.action_points.
test(goblet_cites_its_rule, R == 'FAB-820') :-
    flesh_and_blood:text_rule("Goblet of Bloodrun Wine", 'FAB-671', R).
test(smashback_keeps_its_rule, R == 'FAB-671') :-
    flesh_and_blood:text_rule("Smashback Alehorn", 'FAB-671', R).
test(goblet_unread_makes_none, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Kassai"}, _{name:"bob", hero:"Olympia"}]}, S0),
    card_of("Goblet of Bloodrun Wine (blue) [g]", C0), unread(C0, C),
    phrase(flesh_and_blood:rhinar_blitz_resolution_text(S0, "alice", C, S), _).

test(vigor_girth_vigor, [Ns, AP, Eq] == [["Vigor"], 1, []]) :-
    equipment_resolved("Vigor Girth [v]", S),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P),
    AP = P.action_points, Eq = P.equipment.
test(vigor_girth_cites_its_rule, R == 'FAB-821') :-
    short(_{players:[_{name:"alice", hero:"Kassai", graveyard:["Vigor Girth [v]"]}, _{name:"bob", hero:"Olympia"}]}, S),
    flesh_and_blood:id_text_rule(S, "v", 'FAB-673', R).

test(beckon_applause_both_tokens, B == 2) :-
    short(_{players:[_{name:"alice", hero:"Kassai"},
                     _{name:"bob", hero:"Olympia", arena:["Agility [t1]", "Might [t2]", "Vigor [t3]"]}]}, S),
    card_of("Beckon Applause [b]", C),
    flesh_and_blood:text_defense_bonus(S, "bob", C, B).
test(beckon_applause_might_counts_nothing, B == 0) :-
    short(_{players:[_{name:"alice", hero:"Kassai"},
                     _{name:"bob", hero:"Olympia", arena:["Might [t2]"]}]}, S),
    card_of("Beckon Applause [b]", C),
    flesh_and_blood:text_defense_bonus(S, "bob", C, B).
test(beckon_applause_cites_its_rule, R == 'FAB-822') :-
    card_of("Beckon Applause [b]", C),
    flesh_and_blood:defense_token_rule(C, R).

test(rising_speed_after_a_draw, G == true) :-
    drawn(E),
    resolved_with("Rising Speed (red) [r]", [E], S),
    last(S.chain.links, L), G = L.go_again.
test(rising_speed_without_a_draw, G == false) :-
    resolved_with("Rising Speed (red) [r]", [], S),
    last(S.chain.links, L), G = L.go_again.
test(rising_speed_bobs_draw_counts_nothing, G == false) :-
    resolved_with("Rising Speed (red) [r]", [_{kind:"card_drawn", player:"bob", source:"x"}], S),
    last(S.chain.links, L), G = L.go_again.
test(rising_speed_draw_while_it_attacks, [G, R] == [true, 'FAB-823']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Rising Speed (red) [r]"}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0, deck:["Head Jab (red) [d1]"]},
                     _{name:"bob", hero:"Olympia"}]}, S0),
    phrase(flesh_and_blood:draw_cards("alice", 1, "x", S0, S), Es),
    last(S.chain.links, L), G = L.go_again,
    memberchk(event(R, record_go_again_applied, _), Es).
test(rising_speed_unread_no_go_again, G == false) :-
    drawn(E),
    resolved_with(_{id:"r", name:"Rising Speed", color:"red", text_read:false}, [E], S),
    last(S.chain.links, L), G = L.go_again.

test(rising_energy_after_a_draw_costs_1, Cost == 1) :-
    drawn(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Kassai"}, _{name:"bob", hero:"Olympia"}]}, S),
    player_named(S, "alice", P),
    card_of("Rising Energy (red) [r]", C),
    flesh_and_blood:play_cost(S, P, C, Cost).
test(rising_energy_without_a_draw_costs_2, Cost == 2) :-
    short(_{players:[_{name:"alice", hero:"Kassai"}, _{name:"bob", hero:"Olympia"}]}, S),
    player_named(S, "alice", P),
    card_of("Rising Energy (red) [r]", C),
    flesh_and_blood:play_cost(S, P, C, Cost).
test(rising_energy_unread_costs_2, Cost == 2) :-
    drawn(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Kassai"}, _{name:"bob", hero:"Olympia"}]}, S),
    player_named(S, "alice", P),
    card_of("Rising Energy (red) [r]", C0), unread(C0, C),
    flesh_and_blood:play_cost(S, P, C, Cost).
test(rising_energy_one_pitch_after_a_draw, Ids == []) :-
    drawn(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Kassai", hand:["Rising Energy (red) [r]", "Head Jab (red) [h]"]},
                                  _{name:"bob", hero:"Olympia"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"r", from:"hand", pitch:["h"], discard:[]}, Ids).
test(rising_energy_one_pitch_without_a_draw, Ids == ['FAB-302']) :-
    short(_{players:[_{name:"alice", hero:"Kassai", hand:["Rising Energy (red) [r]", "Head Jab (red) [h]"]},
                     _{name:"bob", hero:"Olympia"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"r", from:"hand", pitch:["h"], discard:[]}, Ids).

test(performance_bonus_from_arsenal_go_again, G == true) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Performance Bonus (red) [p]", controller:"alice", from:"arsenal"}],
            players:[_{name:"alice", hero:"Kassai", action_points:0}, _{name:"bob", hero:"Olympia"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L), G = L.go_again.
test(performance_bonus_from_hand_no_go_again, G == false) :-
    resolved_with("Performance Bonus (red) [p]", [], S),
    last(S.chain.links, L), G = L.go_again.
test(performance_bonus_hit_gold, [Ns, R] == [["Gold"], 'FAB-825']) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Performance Bonus (red) [p]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0}, _{name:"bob", hero:"Olympia"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, hit_token_created, _), Es).
test(performance_bonus_blocked_no_gold, Ns == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Performance Bonus (blue) [p]", defending:["Head Jab (red) [h]"]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0}, _{name:"bob", hero:"Olympia"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns).

test(draw_swords_effect_and_draw, [N, C, H] == [3, "Warrior", ["d1"]]) :-
    resolved_with("Draw Swords (red) [w]", [], S),
    member(E, S.effects), E.kind == "next_attack_power", !,
    N = E.amount, C = E.class,
    player_named(S, "alice", P),
    findall(Id, ( member(X, P.hand), get_dict(id, X, Id) ), H).
test(draw_swords_records_the_draw, true) :-
    resolved_with("Draw Swords (blue) [w]", [], S),
    flesh_and_blood:drew_this_turn(S, "alice").
test(draw_swords_blue_amount, N == 1) :-
    resolved_with("Draw Swords (blue) [w]", [], S),
    member(E, S.effects), E.kind == "next_attack_power", !,
    N = E.amount.
test(draw_swords_fits_a_warrior_weapon) :-
    card_of("Cintari Saber [s]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, class:"Warrior"}, A).
test(draw_swords_misses_a_generic_attack, fail) :-
    card_of("Performance Bonus (red) [s]", A),
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:3, class:"Warrior"}, A).
test(draw_swords_unread_nothing, S == S0) :-
    short(_{players:[_{name:"alice", hero:"Kassai", deck:["Head Jab (red) [d1]"]}, _{name:"bob", hero:"Olympia"}]}, S0),
    card_of("Draw Swords (red) [w]", C0), unread(C0, C),
    phrase(flesh_and_blood:kassai_resolution_text(S0, "alice", C, S), _).

test(modelled_now, Ns == []) :-
    findall(N, ( member(N, ["Goblet of Bloodrun Wine (blue)", "Vigor Girth", "Beckon Applause", "Rising Speed (red)",
                            "Rising Energy (red)", "Performance Bonus (red)", "Performance Bonus (blue)",
                            "Draw Swords (red)", "Draw Swords (yellow)", "Draw Swords (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

%   Alice's Attack on a chain link in its attack step, bob's hand Hand and
%   equipment Eq; she passes, he passes and defends with Defenders: the
%   state after.
defended(Attack, Hand, Eq, Defenders, Effects, S) :-
    short(_{effects:Effects, chain:_{step:"attack", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:3},
                     _{name:"bob", hero:"Dorinthea", hand:Hand, equipment:Eq}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:Defenders}, S).

%   Then both pass through the reaction step: alice's action points as
%   the link resolves.
resolved_points(S0, AP) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    S.chain.step == "resolution",
    player_named(S, "alice", P),
    AP = P.action_points.

test(hot_streak_defended_by_an_attack_action_go_again, AP == 1) :-
    defended("Hot Streak [w]", ["Head Jab (red) [h]"], [], ["h"], [], S),
    resolved_points(S, AP).
test(hot_streak_defended_by_equipment_none, AP == 0) :-
    defended("Hot Streak [w]", [], ["Vigor Girth [g]"], ["g"], [], S),
    resolved_points(S, AP).
test(hot_streak_records_the_turn, [K, W] == ["weapon_attacks_go_again", "w"]) :-
    defended("Hot Streak [w]", ["Head Jab (red) [h]"], [], ["h"], [], S),
    S.effects = [E], K = E.kind, W = E.weapon.
test(hot_streak_later_attack_this_turn_go_again) :-
    short(_{effects:[_{kind:"weapon_attacks_go_again", player:"alice", weapon:"w", source:"w"}],
            chain:_{step:"reaction", links:[_{attack:"Hot Streak [w]"}]},
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S),
    active_link_of(S, L),
    once(flesh_and_blood:link_go_again(S, L)).      % a relation: any of its clauses may give it
test(hot_streak_unread_none, AP == 0) :-
    defended(_{id:"w", name:"Hot Streak", text_read:false}, ["Head Jab (red) [h]"], [], ["h"], [], S),
    resolved_points(S, AP).
test(cintari_saber_defended_by_equipment_nothing, B == 0) :-
    defended("Cintari Saber [w]", [], ["Vigor Girth [g]"], ["g"], [], S),
    last(S.chain.links, L), bonus(L, B).
test(cintari_saber_power_later_this_turn, B == 1) :-
    resolved_with_weapon("Cintari Saber [w]", [_{kind:"weapon_power", player:"alice", weapon:"w", amount:1, source:"w"}], S),
    last(S.chain.links, L), bonus(L, B).

test(engaged_swiftblade_effects, Ks == ["next_attack_power", "next_attack_defended_go_again"]) :-
    resolved_with("Engaged Swiftblade (yellow) [e]", [], S),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).
test(engaged_swiftblade_defended_by_an_attack_action, [AP, B] == [1, 2]) :-
    Es = [_{kind:"next_attack_power", player:"alice", amount:2, source:"e", class:"Warrior"},
          _{kind:"next_attack_defended_go_again", player:"alice", source:"e", class:"Warrior"}],
    short(_{effects:Es, passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Rising Energy (blue) [r]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", hand:["Head Jab (red) [h]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"defend", cards:["h"]}, S4),
    last(S4.chain.links, L), bonus(L, B),
    resolved_points(S4, AP).
test(engaged_swiftblade_grant_not_defended, fail) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Rising Energy (blue) [r]", defended_go_again:true,
                                              defending:["Vigor Girth [g]"]}]},
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S),
    active_link_of(S, L),
    flesh_and_blood:link_go_again(S, L).
test(engaged_swiftblade_grant_misses_a_generic_attack, Ks == ["next_attack_defended_go_again"]) :-
    Es = [_{kind:"next_attack_defended_go_again", player:"alice", source:"e", class:"Warrior"}],
    short(_{effects:Es, passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Performance Bonus (red) [r]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).

test(vigorous_engagement_vigor, Ns == ["Vigor"]) :-
    defended("Cintari Saber [w]", ["Head Jab (red) [h]"], [], ["h"], [], S0),
    player_named(S0, "alice", P0),
    flesh_and_blood:set_player(S0, P0.put(hand, [_{id:"v", name:"Vigorous Engagement", color:"blue"}]), S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"play", card:"v", from:"hand", pitch:[], target:"w", discard:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns).
test(warrior_target_not_a_ninja_attack, Ids == ['FAB-622']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:1, hand:["Agile Engagement (red) [e]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], target:"a", discard:[]}, Ids).
test(target_attack_not_an_earlier_weapon, Ts == ["r"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]", damage:2}, _{attack:"Rising Speed (red) [r]"}]},
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S),
    findall(T, flesh_and_blood:legal_target(S, attack, T), Ts).
test(fatal_engagement_no_defender, Ids == ['FAB-828']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:2, hand:["Fatal Engagement (red) [f]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[], target:"w", discard:[]}, Ids).
test(fatal_engagement_unread_no_restriction, Ids == []) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:2,
                       hand:[_{id:"f", name:"Fatal Engagement", color:"red", text_read:false}]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    findall(Id, flesh_and_blood:broken('FAB-828', S, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[], discard:[]}, Id), Ids).

test(modelled_too, Ns == []) :-
    findall(N, ( member(N, ["Agile Engagement (red)", "Agile Engagement (blue)", "Vigorous Engagement (red)",
                            "Fatal Engagement (yellow)", "Engaged Swiftblade (blue)", "Hot Streak", "Cintari Saber"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

%   Cut the Deck (Card) resolves targeting the Cintari Saber, defended by
%   Defending; alice's hand Hand, arsenal Arsenal, deck one card.
cut_resolved(Card, Defending, Hand, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]", defending:Defending}]},
            stack:[_{kind:"card", card:Card, controller:"alice", target:"w"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:Hand, arsenal:Arsenal,
                       deck:["Head Jab (blue) [d1]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(cut_the_deck_draws_and_asks, [Ch, H] == ["cut_to_bottom", ["h", "d1"]]) :-
    cut_resolved("Cut the Deck (red) [c]", ["Head Jab (red) [b]"], ["Head Jab (red) [h]"], [], S),
    Ch = S.pending.choice,
    player_named(S, "alice", P),
    findall(Id, ( member(X, P.hand), get_dict(id, X, Id) ), H).
test(cut_the_deck_candidates_hand_and_arsenal, Ms == [["h"], ["d1"], ["a"]]) :-
    cut_resolved("Cut the Deck (red) [c]", ["Head Jab (red) [b]"], ["Head Jab (red) [h]"], ["Head Jab (blue) [a]"], S),
    findall(Cs, ( legal_move(flesh_and_blood, S, M), M.action == "bottom", Cs = M.cards ), Ms).
test(cut_the_deck_none_is_no_answer, Ids == ['FAB-833']) :-
    cut_resolved("Cut the Deck (red) [c]", ["Head Jab (red) [b]"], ["Head Jab (red) [h]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"bottom", cards:[]}, Ids).
test(cut_the_deck_arsenal_card_to_bottom, [A, D] == [[], ["a"]]) :-
    cut_resolved("Cut the Deck (red) [c]", ["Head Jab (red) [b]"], [], ["Head Jab (blue) [a]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:["a"]}, S),
    player_named(S, "alice", P),
    A = P.arsenal,
    findall(Id, ( member(X, P.deck), get_dict(id, X, Id) ), D).
test(cut_the_deck_equipment_defends_nothing, [Pd, B] == [none, 3]) :-
    cut_resolved("Cut the Deck (red) [c]", ["Vigor Girth [g]"], ["Head Jab (red) [h]"], [], S),
    (   get_dict(pending, S, Pd0), Pd0 \== null -> Pd = Pd0 ; Pd = none ),
    last(S.chain.links, L), bonus(L, B).
test(cut_the_deck_modelled, fail) :-
    card_of("Cut the Deck (red) [c]", C),
    flesh_and_blood:unmodelled_card(C).

%   A chain link of alice's Attack with Wagers, Damage dealt, in its
%   damage step; both pass and it resolves: the state after.  Hero:
%   alice's.
wager_link_resolved(Hero, Attack, Wagers, Damage, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:Attack, wagers:Wagers, damage:Damage}]},
            players:[_{name:"alice", hero:Hero, action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(wager_lost_bob_creates, [A, B] == [[], ["Vigor"]]) :-
    wager_link_resolved("Olympia", "Wage Vigor (red) [w]", ["Vigor"], 0, S),
    arena_names(S, "alice", A), arena_names(S, "bob", B).
test(wager_won_olympia_one_gold, [A, B] == [["Agility", "Gold", "Vigor"], []]) :-
    wager_link_resolved("Olympia", "Wage Vigor (red) [w]",
                        ["Agility", "Vigor"], 3, S),
    arena_names(S, "alice", A0), msort(A0, A), arena_names(S, "bob", B).
test(wager_won_without_olympia_no_gold, A == ["Agility"]) :-
    wager_link_resolved("Dorinthea", "Wage Agility (red) [w]", ["Agility"], 3, S),
    arena_names(S, "alice", A).
test(wager_won_olympia_unread_no_gold, A == ["Agility"]) :-
    wager_link_resolved(_{id:"o", name:"Olympia", text_read:false}, "Wage Agility (red) [w]",
                        ["Agility"], 3, S),
    arena_names(S, "alice", A).
test(wage_agility_unread_asks_nothing, Pd == none) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:_{id:"w", name:"Wage Agility", color:"red", text_read:false}, controller:"alice"}],
            players:[_{name:"alice", hero:"Olympia", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    (   get_dict(pending, S, Pd0), Pd0 \== null -> Pd = Pd0 ; Pd = none ).
test(wager_candidates, Ms == ["wager", "decline"]) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Wage Vigor (blue) [w]", controller:"alice"}],
            players:[_{name:"alice", hero:"Olympia", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    findall(A, ( legal_move(flesh_and_blood, S, M), A = M.action, A \== "concede" ), Ms).
test(edge_ahead_effects, [N, P] == [2, "Agility"]) :-
    resolved_with("Edge Ahead (yellow) [e]", [], S),
    member(E1, S.effects), E1.kind == "next_attack_power", !, N = E1.amount,
    member(E2, S.effects), E2.kind == "next_attack_wager", !, P = E2.name.
test(hold_em_grant_asks_a_vigor_wager, [P, Ms, Vs] == ["h", [], ["Vigor"]]) :-
    Es = [_{kind:"next_attack_wager", player:"alice", source:"h", class:"Warrior", name:"Vigor"}],
    resolved_with("Rising Energy (blue) [r]", Es, ["Hold 'em (blue) [h]"], S0),
    wager_source(S0, P), Ms = S0.pending.cards,
    next_state(flesh_and_blood, S0, _{player:"alice", action:"wager"}, S),
    last(S.chain.links, L), Vs = L.wagers.
test(two_wagers_asked_one_after_the_other, [P1, P2] == ["w", "h"]) :-
    Es = [_{kind:"next_attack_wager", player:"alice", source:"h", class:"Warrior", name:"Vigor"}],
    resolved_with("Wage Agility (red) [w]", Es, ["Hold 'em (blue) [h]"], S0),
    wager_source(S0, P1),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    wager_source(S, P2).
test(take_the_upper_hand_no_wager_on_the_link, Ids == ['FAB-837']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wage Agility (red) [w]", wagers:[]}]},
            players:[_{name:"alice", hero:"Olympia", action_points:0, hand:["Take the Upper Hand (red) [t]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"t", from:"hand", pitch:[], target:"w", discard:[]}, Ids).

test(olympia_deck_modelled, Ns == []) :-
    findall(N, ( member(N, ["Wage Agility (red)", "Wage Vigor (blue)", "Edge Ahead (yellow)", "Hold 'em (red)",
                            "Take the Upper Hand (red)", "Olympia"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(prized_galea_no_target_on_a_card_attack, Ids == ['FAB-622']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wage Agility (red) [w]"}]},
            players:[_{name:"alice", hero:"Olympia", action_points:0, resource_points:1, equipment:["Prized Galea [g]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"g", ability:0, pitch:[], target:"w"}, Ids).
test(prized_galea_modelled, fail) :-
    card_of("Prized Galea [g]", C),
    flesh_and_blood:unmodelled_card(C).

%   Alice, Kassai, with Effects this turn, a Cintari Saber and a
%   graveyard: her position.
kassai_position(Effects, Grave, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Kassai", action_points:1, resource_points:1,
                       weapons:["Cintari Saber [w]"], graveyard:Grave},
                     _{name:"bob", hero:"Dorinthea"}]}, S).

saber_cost(S, Cost) :-
    player_named(S, "alice", P),
    P.weapons = [W],
    flesh_and_blood:card_abilities(W, [Ab]),
    flesh_and_blood:activation_cost(S, P, W, Ab, Cost).

test(kassai_sword_costs_0_after_a_draw, C == 0) :-
    drawn(E), kassai_position([E], [], S), saber_cost(S, C).
test(kassai_sword_costs_1_without_a_draw, C == 1) :-
    kassai_position([], [], S), saber_cost(S, C).
test(kassai_unread_sword_costs_1, C == 1) :-
    drawn(E),
    short(_{effects:[E], players:[_{name:"alice", hero:_{id:"k", name:"Kassai", text_read:false}, weapons:["Cintari Saber [w]"]},
                                  _{name:"bob", hero:"Dorinthea"}]}, S),
    saber_cost(S, C).
test(kassai_not_a_sword, C == 2) :-
    drawn(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Kassai", weapons:["Mandible Claw [w]"]}, _{name:"bob", hero:"Dorinthea"}]}, S),
    saber_cost(S, C).
test(kassai_ability_candidates, N == 3) :-
    kassai_position([], ["Head Jab (red) [r1]", "Head Jab (red) [r2]", "Draw Swords (yellow) [y1]",
                         "Draw Swords (yellow) [y2]", "Draw Swords (yellow) [y3]", "Head Jab (blue) [b1]"], S),
    player_named(S, "alice", P), get_dict(id, P.hero, HId),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "activate"), get_dict(card, M, HId) ), N).
test(kassai_ability_wrong_colours, Ids == ['FAB-841']) :-
    kassai_position([], ["Head Jab (red) [r1]", "Head Jab (red) [r2]", "Draw Swords (yellow) [y1]",
                         "Draw Swords (yellow) [y2]", "Head Jab (blue) [b1]"], S),
    player_named(S, "alice", P), get_dict(id, P.hero, HId),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:HId, ability:0, pitch:[],
                                        banish:["r1", "r2", "y1", "b1"]}, Ids).
test(kassai_ability_then_weapon_hit_gold, [Ns, Es] == [["Gold"], []]) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"next_weapon_hit_gold", player:"alice", source:"k"}],
            chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns),
    flesh_and_blood:effects(S, Es).
test(kassai_effect_waits_for_a_weapon, Ns == []) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"next_weapon_hit_gold", player:"alice", source:"k"}],
            chain:_{step:"reaction", links:[_{attack:"Rising Speed (red) [r]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns).
test(kassai_modelled, fail) :-
    card_of("Kassai", C),
    flesh_and_blood:unmodelled_card(C).

test(hood_target_a_sword_only, Ids == ['FAB-622']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wage Agility (red) [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0, resource_points:1, equipment:["Hood of Red Sand [h]"],
                       graveyard:["Rising Speed (red) [r]", "Draw Swords (yellow) [y]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"h", ability:0, pitch:[],
                                        banish:["r", "y"], target:"w"}, Ids).
test(hood_no_yellow_no_activation, Ms == []) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0, resource_points:1, equipment:["Hood of Red Sand [h]"],
                       graveyard:["Rising Speed (red) [r]", "Rising Speed (red) [r2]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    findall(M, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "h") ), Ms).
test(hood_granted_draw_needs_a_hit, H == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cintari Saber [w]", defending:["Head Jab (blue) [b]"], hit_draws:1}]},
            players:[_{name:"alice", hero:"Kassai", action_points:0, deck:["Head Jab (red) [d1]"], hand:[]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P), H = P.hand.
test(hood_modelled, fail) :-
    card_of("Hood of Red Sand [h]", C),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_kassai).

:- begin_tests(fab_kassai_go_again_said).

%   Hot Streak's link resolves with go again (its attacks have it this
%   turn, FAB-830): the event says why, after the texts of Fai and Prism
%   said nothing (card_texts_fai.pl's first_go_again_noted//3; a
%   disjunction stopped at their empty say before).
test(hot_streak_go_again_is_said, Rules == ['FAB-830']) :-
    short(_{chain:_{step:"damage", links:[_{attack:"Hot Streak [a-hs]"}]},
            effects:[_{kind:"weapon_attacks_go_again", player:"alice", weapon:"a-hs", source:"a-hs"}],
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S),
    active_link_of(S, L),
    phrase(flesh_and_blood:fai_go_again_noted(S, L), Es),
    findall(R, member(event(R, _, _), Es), Rules).

:- end_tests(fab_kassai_go_again_said).
