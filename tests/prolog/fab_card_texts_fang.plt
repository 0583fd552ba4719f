/*  plunit tests of the Fang Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_fang.pl).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_fang.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_of(S, Who, P) :-
    member(P, S.players), P.name == Who, !.

zone_names(S, Who, Zone, Names) :-
    player_of(S, Who, P),
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

modelled(Name) :-
    once(flesh_and_blood:card_data(Name, _, _)),
    forall(flesh_and_blood:card_data(Name, Colour, _),
           (   Colour == none
           ->  \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name})
           ;   \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour})
           )).

last_link(S, L) :-
    last(S.chain.links, L).

link_bonus(L, B) :-
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

%   Alice's Layer waits on the stack over her chain Links (reaction
%   step); bob passes and it resolves.
resolved(Links, Layer, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:Links},
            stack:[Layer.put(_{kind:"card", controller:"alice"})],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   Alice, with priority in the reaction step of Links, plays Card from
%   hand naming Target, pitching Pitch: the rules the move breaks.
play_breaks(Links, Card, Target, Pitch, Ids) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[Card, "Head Jab (blue) [hj]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    M0 = _{player:"alice", action:"play", card:"c", from:"hand", pitch:Pitch, discard:[]},
    (   Target == none -> M = M0 ; M = M0.put(target, Target) ),
    violation_ids(flesh_and_blood, S0, M, Ids).

%   Alice's non-attack Card resolves (no chain); then she attacks with
%   the weapon Weapon: its chain link.
next_dagger(Card, Weapon, Effects, L) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:1, resource_points:1, hand:[],
                       weapons:[Weapon]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    effects_kinds(S1, Effects),
    get_dict(id, Weapon, WId),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"activate", card:WId, ability:0, pitch:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    last_link(S, L).

effects_kinds(S, Ks) :-
    ( get_dict(effects, S, Es) -> true ; Es = [] ),
    maplist([E, K]>>get_dict(kind, E, K), Es, Ks).

:- begin_tests(fab_fang_targets).

test(modelled) :-
    forall(member(N, ["Incision", "Dynastic Dedication", "Blistering Blade", "Scar Tissue",
                      "Searing Gaze", "Stabbing Pain", "Cut Deep", "Sworn Vengeance", "Hunt a Killer",
                      "Blade Beckoner Gauntlets", "Red Alert Boots", "Marked", "Smoke Out"]),
           modelled(N)).
test(incision_on_a_dagger, B == 3) :-
    resolved([_{attack:"Harmonized Kodachi [k]"}], _{card:"Incision (red) [i]", target:"k"}, S),
    last_link(S, L), link_bonus(L, B).
test(incision_blue_on_a_dagger, B == 1) :-
    resolved([_{attack:"Harmonized Kodachi [k]"}], _{card:"Incision (blue) [i]", target:"k"}, S),
    last_link(S, L), link_bonus(L, B).
test(incision_needs_a_dagger_target, Ids == ['FAB-622']) :-
    play_breaks([_{attack:"Head Jab (red) [a]"}], "Incision (red) [c]", "a", [], Ids).
test(incision_dagger_target_legal, Ids == []) :-
    play_breaks([_{attack:"Harmonized Kodachi [k]"}], "Incision (red) [c]", "k", [], Ids).
test(incision_names_its_target, Ids == ['FAB-622']) :-
    play_breaks([_{attack:"Harmonized Kodachi [k]"}], "Incision (red) [c]", none, [], Ids).

test(blistering_blade_one_draconic_link, B == 2) :-
    resolved([_{attack:"Obsidian Fire Vein [v]"}], _{card:"Blistering Blade (red) [b]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B).
test(blistering_blade_two_draconic_links, B == 3) :-
    resolved([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Obsidian Fire Vein [v]"}],
             _{card:"Blistering Blade (red) [b]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B).
test(blistering_blade_non_draconic_dagger, B == 2) :-
    resolved([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Harmonized Kodachi [k]"}],
             _{card:"Blistering Blade (red) [b]", target:"k"}, S),
    last_link(S, L), link_bonus(L, B).

test(dynastic_dedication_free_with_two_links, Ids == []) :-
    play_breaks([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Obsidian Fire Vein [v]"}],
                "Dynastic Dedication (red) [c]", "v", [], Ids).
test(dynastic_dedication_one_link_costs_one, Ids == ['FAB-302']) :-
    play_breaks([_{attack:"Obsidian Fire Vein [v]"}], "Dynastic Dedication (red) [c]", "v", [], Ids).
test(dynastic_dedication_one_link_paid, Ids == []) :-
    play_breaks([_{attack:"Obsidian Fire Vein [v]"}], "Dynastic Dedication (red) [c]", "v", ["hj"], Ids).
test(dynastic_dedication_resolves, B == 3) :-
    resolved([_{attack:"Obsidian Fire Vein [v]"}], _{card:"Dynastic Dedication (red) [d]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B).

:- end_tests(fab_fang_targets).

:- begin_tests(fab_fang_marks).

%   Bob passes in the reaction step of alice's Link: the damage step's
%   position; bob's arena Arena.
damage_dealt(Link, Arena, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(hit_removes_the_mark, Arena == []) :-
    damage_dealt(_{attack:"Head Jab (red) [a]"}, ["Marked [m]"], S),
    zone_names(S, "bob", arena, Arena).
test(no_hit_keeps_the_mark, Arena == ["Marked"]) :-
    damage_dealt(_{attack:"Head Jab (red) [a]", defending:["Head Jab (red) [d1]", "Head Jab (red) [d2]"]},
                 ["Marked [m]"], S),
    zone_names(S, "bob", arena, Arena).
test(hit_that_marks, Arena == ["Marked"]) :-
    damage_dealt(_{attack:"Harmonized Kodachi [k]", hit_marks:true}, [], S),
    zone_names(S, "bob", arena, Arena).
test(hit_that_marks_a_marked_hero, Arena == ["Marked"]) :-
    damage_dealt(_{attack:"Harmonized Kodachi [k]", hit_marks:true}, ["Marked [m]"], S),
    zone_names(S, "bob", arena, Arena).

test(scar_tissue_gives_the_mark, [B, M] == [3, true]) :-
    resolved([_{attack:"Harmonized Kodachi [k]"}], _{card:"Scar Tissue (red) [t]", target:"k"}, S),
    last_link(S, L), link_bonus(L, B), get_dict(hit_marks, L, M).
test(searing_gaze_one_link_no_mark, [B, M] == [2, none]) :-
    resolved([_{attack:"Obsidian Fire Vein [v]"}], _{card:"Searing Gaze (red) [t]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B), ( get_dict(hit_marks, L, M) -> true ; M = none ).
test(stabbing_pain_two_links_mark, [B, M] == [3, true]) :-
    resolved([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Obsidian Fire Vein [v]"}],
             _{card:"Stabbing Pain (red) [t]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B), get_dict(hit_marks, L, M).

test(cut_deep_next_dagger, [Ks, B] == [["next_attack_power"], 4]) :-
    next_dagger("Cut Deep (red) [c]", _{id:"k", name:"Harmonized Kodachi"}, Ks, L),
    link_bonus(L, B).
test(sworn_vengeance_next_dagger_marks, [Ks, B, M] == [["next_attack_power", "next_attack_hit_mark"], 3, true]) :-
    next_dagger("Sworn Vengeance (red) [c]", _{id:"k", name:"Harmonized Kodachi"}, Ks, L),
    link_bonus(L, B), get_dict(hit_marks, L, M).
test(hunt_a_killer_blue, B == 2) :-
    next_dagger("Hunt a Killer (blue) [c]", _{id:"k", name:"Harmonized Kodachi"}, _, L),
    link_bonus(L, B).

%   Bob's Card (a defense reaction) resolves onto the chain link of
%   alice's Attack.
defended(Attack, [Card], S) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            stack:[_{kind:"card", card:Card, controller:"bob"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

test(smoke_out_defends_red, Arena == ["Marked"]) :-
    defended("Head Jab (red) [a]", ["Smoke Out (red) [so]"], S),
    zone_names(S, "alice", arena, Arena).
test(smoke_out_defends_blue, Arena == []) :-
    defended("Head Jab (blue) [a]", ["Smoke Out (red) [so]"], S),
    zone_names(S, "alice", arena, Arena).
test(smoke_out_defends_a_weapon, Arena == []) :-
    defended("Harmonized Kodachi [a]", ["Smoke Out (red) [so]"], S),
    zone_names(S, "alice", arena, Arena).

:- end_tests(fab_fang_marks).

:- begin_tests(fab_fang_equipment).

defense_on(Link, Id, D) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    last_link(S, L),
    member(C, L.defending), get_dict(id, C, Id),
    flesh_and_blood:defending_defense(S, "bob", C, D).

test(gauntlets_weapon_attack, D == 2) :-
    defense_on(_{attack:"Harmonized Kodachi [k]", defending:["Blade Beckoner Gauntlets [g]"]}, "g", D).
test(gauntlets_card_attack, D == 1) :-
    defense_on(_{attack:"Head Jab (red) [a]", defending:["Blade Beckoner Gauntlets [g]"]}, "g", D).
test(boots_after_reaction, D == 2) :-
    defense_on(_{attack:"Head Jab (red) [a]", attack_reaction:true, defending:["Red Alert Boots [r]"]}, "r", D).
test(boots_without_reaction, D == 1) :-
    defense_on(_{attack:"Head Jab (red) [a]", defending:["Red Alert Boots [r]"]}, "r", D).

test(boots_record_the_reaction, R == true) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]", defending:["Red Alert Boots [r]"]}]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:["Incision (red) [i]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"i", from:"hand", pitch:[], discard:[],
                                      target:"k"}, S),
    last_link(S, L), get_dict(attack_reaction, L, R).

%   The chain closes with Card defending alice's Attack: Card's defense
%   counters after (in bob's equipment).
closed_counters(Attack, Card, Id, N) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:Attack, defending:[Card]}]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_of(S, "bob", P),
    member(C, P.equipment), get_dict(id, C, Id),
    ( get_dict(defense_counters, C, N) -> true ; N = 0 ).

test(gauntlets_guardwell_weapon_attack, N == -2) :-
    closed_counters("Harmonized Kodachi [k]", "Blade Beckoner Gauntlets [g]", "g", N).
test(gauntlets_guardwell_card_attack, N == -1) :-
    closed_counters("Head Jab (red) [a]", "Blade Beckoner Gauntlets [g]", "g", N).

:- end_tests(fab_fang_equipment).

:- begin_tests(fab_fang_fealty).

test(fealty_makers_modelled) :-
    forall(member(N, ["Fang", "Fang, Dracai of Blades", "Pledge Fealty", "Affirm Loyalty",
                      "Endear Devotion", "For the Dracai"]),
           modelled(N)).

%   Alice's (hero Hero) Link is dealt its damage; bob's arena Arena.
hero_hit(Hero, Link, Arena, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:Hero, action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(fang_hits_a_marked_hero, [A, B] == [["Fealty"], []]) :-
    hero_hit("Fang", _{attack:"Harmonized Kodachi [k]"}, ["Marked [m]"], S),
    zone_names(S, "alice", arena, A), zone_names(S, "bob", arena, B).
test(fang_hits_an_unmarked_hero, A == []) :-
    hero_hit("Fang", _{attack:"Harmonized Kodachi [k]"}, [], S),
    zone_names(S, "alice", arena, A).
test(fang_hit_that_marks_an_unmarked_hero, [A, B] == [[], ["Marked"]]) :-
    hero_hit("Fang", _{attack:"Harmonized Kodachi [k]", hit_marks:true}, [], S),
    zone_names(S, "alice", arena, A), zone_names(S, "bob", arena, B).
test(another_hero_hits_a_marked_hero, [A, B] == [[], []]) :-
    hero_hit("Rhinar", _{attack:"Harmonized Kodachi [k]"}, ["Marked [m]"], S),
    zone_names(S, "alice", arena, A), zone_names(S, "bob", arena, B).

%   Alice (Fang) activates Obsidian Fire Vein ({r}: Attack) with Tokens
%   in her arena and nothing pitched: the rules the move breaks.
vein_breaks(Tokens, Ids) :-
    short(_{players:[_{name:"alice", hero:"Fang", action_points:1, hand:[], arena:Tokens,
                       weapons:["Obsidian Fire Vein [v]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"v", ability:0, pitch:[]}, Ids).

test(fang_three_fealty_dagger_free, Ids == []) :-
    vein_breaks(["Fealty [f1]", "Fealty [f2]", "Fealty [f3]"], Ids).
test(fang_two_fealty_dagger_costs, Ids == ['FAB-302']) :-
    vein_breaks(["Fealty [f1]", "Fealty [f2]"], Ids).

test(pledge_fealty_creates, A == ["Fealty"]) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:"Pledge Fealty (red) [pf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    zone_names(S, "alice", arena, A).
test(affirm_loyalty_two_links, [B, A] == [2, ["Fealty"]]) :-
    resolved([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Obsidian Fire Vein [v]"}],
             _{card:"Affirm Loyalty (red) [t]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B), zone_names(S, "alice", arena, A).
test(endear_devotion_one_link, [B, A] == [3, []]) :-
    resolved([_{attack:"Obsidian Fire Vein [v]"}], _{card:"Endear Devotion (red) [t]", target:"v"}, S),
    last_link(S, L), link_bonus(L, B), zone_names(S, "alice", arena, A).

%   Alice's For the Dracai on the stack resolves into a chain link
%   against bob, whose arena is Arena.
dracai(Arena, S) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:"For the Dracai (red) [d]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(for_the_dracai_marked, A == ["Fealty"]) :-
    dracai(["Marked [m]"], S), zone_names(S, "alice", arena, A).
test(for_the_dracai_unmarked, A == []) :-
    dracai([], S), zone_names(S, "alice", arena, A).

:- end_tests(fab_fang_fealty).

:- begin_tests(fab_fang_next_attack).

test(modelled) :-
    modelled("Tooth of the Dragon"), modelled("Twist and Turn").
test(tooth_draconic_dagger, [Ks, B] == [["next_draconic_attack_power"], 3]) :-
    next_dagger("Tooth of the Dragon (red) [c]", _{id:"v", name:"Obsidian Fire Vein"}, Ks, L),
    link_bonus(L, B).
test(tooth_not_a_draconic_attack, B == 0) :-
    next_dagger("Tooth of the Dragon (red) [c]", _{id:"k", name:"Harmonized Kodachi"}, _, L),
    link_bonus(L, B).
test(twist_and_turn_hit_again, [B, Src] == [4, "c"]) :-
    next_dagger("Twist and Turn (red) [c]", _{id:"k", name:"Harmonized Kodachi"}, _, L),
    link_bonus(L, B), get_dict(hit_attack_again, L, Src).

%   Tooth of the Dragon resolves above alice's For the Dracai, played
%   before it: For the Dracai is not her next Draconic attack.
test(tooth_after_an_attack_on_the_stack, [B, K, A, After] == [0, "next_draconic_attack_power", 3, none]) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:"For the Dracai (red) [d]", controller:"alice"},
                   _{kind:"card", card:"Tooth of the Dragon (red) [t]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last_link(S, L), link_bonus(L, B),
    [E] = S.effects, K = E.kind, A = E.amount,
    ( get_dict(after, E, After) -> true ; After = none ).

:- end_tests(fab_fang_next_attack).

:- begin_tests(fab_fang_equipment_abilities).

test(modelled) :-
    modelled("Coat of Allegiance"), modelled("Vow of Vengeance").

%   Alice (Fang) activates Coat of Allegiance and bob passes: it
%   resolves.
coat_resolved(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Fang", action_points:1, hand:Hand,
                       equipment:["Coat of Allegiance [coat]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"coat", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(coat_gains_a_resource, [R, Ks] == [1, ["only_draconic_cards"]]) :-
    coat_resolved([], S),
    player_of(S, "alice", P), R = P.resource_points,
    effects_kinds(S, Ks).
test(coat_forbids_a_non_draconic_card, Ids == ['FAB-1046']) :-
    coat_resolved(["Head Jab (red) [hj]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"hj", from:"hand", pitch:[], discard:[]}, Ids).
test(coat_allows_a_draconic_card, Ids == []) :-
    coat_resolved(["For the Dracai (red) [fd]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"fd", from:"hand", pitch:[], discard:[]}, Ids).

%   Alice's Harmonized Kodachi attacks bob (hero Hero); she activates Vow
%   of Vengeance naming Target.
vow(Hero, Target, Ids, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]"}]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[],
                       equipment:["Vow of Vengeance [vow]"]},
                     _{name:"bob", hero:Hero}]}, S0),
    M = _{player:"alice", action:"activate", card:"vow", ability:0, pitch:[], target:Target},
    violation_ids(flesh_and_blood, S0, M, Ids),
    (   Ids == []
    ->  next_state(flesh_and_blood, S0, M, S1),
        next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
        next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S)
    ;   S = S0
    ).

test(vow_marks_arakni, [Ids, A] == [[], ["Marked"]]) :-
    vow(_{id:"bob-hero", name:"Arakni, Web of Deceit"}, "bob-hero", Ids, S),
    zone_names(S, "bob", arena, A).
test(vow_no_arakni, Ids == ['FAB-622']) :-
    vow(_{id:"bob-hero", name:"Rhinar"}, "bob-hero", Ids, _).

:- end_tests(fab_fang_equipment_abilities).

:- begin_tests(fab_fang_fire_and_brimstone).

test(modelled) :-
    modelled("Fire and Brimstone").
test(daggers_get_power_and_an_attack, [B, Ks] == [1, ["weapon_power", "additional_attack", "weapon_power", "additional_attack"]]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Obsidian Fire Vein [v1]"}]},
            stack:[_{kind:"card", card:"Fire and Brimstone (red) [fb]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[],
                       weapons:["Obsidian Fire Vein [v2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last_link(S, L), link_bonus(L, B),
    effects_kinds(S, Ks).
test(fire_and_brimstone_costs_less, Ids == []) :-
    play_breaks([_{attack:"Phoenix Flame (red) [p]"}, _{attack:"Obsidian Fire Vein [v]"}],
                "Fire and Brimstone (red) [c]", none, [], Ids).
test(fire_and_brimstone_full_cost, Ids == ['FAB-302']) :-
    play_breaks([_{attack:"Harmonized Kodachi [k]"}], "Fire and Brimstone (red) [c]", none, [], Ids).

:- end_tests(fab_fang_fire_and_brimstone).

:- begin_tests(fab_fang_fealty_token).

test(modelled) :-
    modelled("Fealty").

%   Alice activates her Fealty [f] and bob passes: it resolves.
fealty_activated(Hand, Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Fang", action_points:1, hand:Hand, arena:["Fealty [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(fealty_next_card_draconic, [A, Ks] == [[], ["next_card_draconic"]]) :-
    fealty_activated([], [], S),
    zone_names(S, "alice", arena, A),
    effects_kinds(S, Ks).
test(fealty_lets_a_card_past_the_coat, Ids == []) :-
    fealty_activated(["Head Jab (red) [hj]"], [_{kind:"only_draconic_cards", player:"alice", source:"coat"}], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"hj", from:"hand", pitch:[], discard:[]}, Ids).
test(fealty_makes_the_attack_draconic, Ks == ["attack_draconic"]) :-
    fealty_activated(["Head Jab (red) [hj]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"hj", from:"hand", pitch:[], discard:[]}, S),
    effects_kinds(S, Ks).

%   Alice's action phase ends (bob passes after her) with Arena and
%   Effects: her arena then.
end_phase_arena(Arena, Effects, A) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[], arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    zone_names(S, "alice", arena, A).

test(fealty_destroyed_at_the_end_phase, A == []) :-
    end_phase_arena(["Fealty [f]"], [], A).
test(fealty_kept_at_the_end_phase, A == ["Fealty"]) :-
    end_phase_arena(["Fealty [f]"], [_{kind:"fealty_kept", player:"alice"}], A).
test(draconic_card_keeps_fealty, Ks == ["fealty_kept"]) :-
    short(_{players:[_{name:"alice", hero:"Fang", action_points:1, hand:["For the Dracai (red) [fd]"],
                       arena:["Fealty [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"fd", from:"hand", pitch:[], discard:[]}, S),
    effects_kinds(S, Ks).
test(pledge_fealty_keeps_fealty, Ks == ["fealty_kept"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Pledge Fealty (red) [pf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    effects_kinds(S, Ks).

:- end_tests(fab_fang_fealty_token).

:- begin_tests(fab_fang_marked_power).

test(modelled) :-
    modelled("Hunt to the Ends of Rathe"), modelled("Point of Engagement").

%   Alice's Hunt to the Ends of Rathe on the stack resolves into a chain
%   link against bob (hero Hero, arena Arena): that link.
hunt(Hero, Arena, L, S) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:"Hunt to the Ends of Rathe (red) [h]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:Hero, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last_link(S, L).

test(hunt_marks_arakni, [M, A] == [2, ["Marked"]]) :-
    hunt("Arakni, Web of Deceit", [], L, S),
    get_dict(marked_power, L, M),
    zone_names(S, "bob", arena, A).
test(hunt_marked_rhinar, M == 2) :-
    hunt("Rhinar", ["Marked [m]"], L, _),
    get_dict(marked_power, L, M).
test(hunt_unmarked_rhinar, [M, A] == [none, []]) :-
    hunt("Rhinar", [], L, S),
    ( get_dict(marked_power, L, M) -> true ; M = none ),
    zone_names(S, "bob", arena, A).
test(hunt_damage_counts_it, Life == 16) :-            % 2 + 2 power, no defender
    hunt("Rhinar", ["Marked [m]"], _, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),      % the defend step: no defender
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:[]}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    player_of(S, "bob", P), Life = P.life.
test(marked_power_read_from_a_position, M == 2) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Hunt to the Ends of Rathe (red) [h]"}]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", arena:["Marked [m]"]}]}, S),
    last_link(S, L), get_dict(marked_power, L, M).
test(point_of_engagement_marked, [Ks, B, M] == [["next_attack_power", "marked_attacks_power"], 3, 1]) :-
    short(_{passes:1, priority:"bob", phase:"action",
            stack:[_{kind:"card", card:"Point of Engagement (red) [c]", controller:"alice"}],
            players:[_{name:"alice", hero:"Fang", action_points:1, resource_points:1, hand:[],
                       weapons:["Harmonized Kodachi [k]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Marked [m]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    effects_kinds(S1, Ks),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"activate", card:"k", ability:0, pitch:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    last_link(S, L), link_bonus(L, B), get_dict(marked_power, L, M).

:- end_tests(fab_fang_marked_power).

:- begin_tests(fab_fang_vein).

test(modelled) :-
    modelled("Obsidian Fire Vein").

%   Alice's Obsidian Fire Vein attacks (reaction step); she plays Card
%   (naming the vein as its target): the link after.
vein_reaction(Card, L) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Obsidian Fire Vein [v]"}]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"c", from:"hand", pitch:[], discard:[],
                                      target:"v"}, S),
    last_link(S, L).

test(vein_draconic_reaction, [R, P] == [true, 1]) :-
    vein_reaction("Blistering Blade (red) [c]", L),
    get_dict(draconic_played, L, R),
    flesh_and_blood:fang_power_bonus(L, P).
test(vein_non_draconic_reaction, R == none) :-
    vein_reaction("Incision (red) [c]", L),
    ( get_dict(draconic_played, L, R) -> true ; R = none ).

%   The vein's link resolves (damage step, both pass), Link as given:
%   alice's action points after.
vein_resolved(Link, AP) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[Link]},
            players:[_{name:"alice", hero:"Fang", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_of(S, "alice", P), AP = P.action_points.

test(vein_go_again, AP == 1) :-
    vein_resolved(_{attack:"Obsidian Fire Vein [v]", draconic_played:true}, AP).
test(vein_no_go_again, AP == 0) :-
    vein_resolved(_{attack:"Obsidian Fire Vein [v]"}, AP).

:- end_tests(fab_fang_vein).

:- begin_tests(fab_fang_hidden).

%   Mask of Malicious Manifestations' reveal waits for alice (FAB-704):
%   her deck, which she cannot see, decides her answer (workflow.pl's
%   depends_on_hidden/4), whichever deck holds the unknown card it names.
mask_waits(S) :-
    short(_{pending:_{choice:"revealed_attack_action", player:"alice", controller:"alice",
                      source:_{id:"a-mask"}},
            players:[_{name:"alice", hero:"Arakni", action_points:1,
                       graveyard:["Mask of Malicious Manifestations [a-mask]"],
                       deck:[1, "Sink Below (blue) [a-d1]", "Cut Down to Size (red) [a-d2]", 37]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(decline_depends_on_her_deck) :-
    mask_waits(S),
    flesh_and_blood:depends_on_hidden(S, "alice", _{player:"alice", action:"decline"}, _).
test(put_of_an_unknown_card_of_another_deck) :-
    mask_waits(S),
    flesh_and_blood:depends_on_hidden(S, "alice", _{player:"alice", action:"put", card:"bob-deck-1", to:"hand"}, _).
test(a_judge_is_told, fail) :-
    mask_waits(S),
    flesh_and_blood:depends_on_hidden(S, null, _{player:"alice", action:"decline"}, _).

:- end_tests(fab_fang_hidden).
