/*  plunit tests of the Cindra Blitz Deck card texts Flesh and Blood reads
    in rules.pl/flesh-and-blood/card_texts_cindra.pl: Blade Beckoner
    Plating (FAB-1121), Grow Claws and Grow Wings (FAB-1122), Dragon Power
    (FAB-1123), Fire Tenet: Strike First (FAB-1124), Put in Context
    (FAB-1125), Display Loyalty (FAB-730, FAB-1126), Silver Talons and
    Burning Blade Dance (FAB-1127 ... FAB-1129), Poisoned Blade (FAB-1130),
    Kunai of Retribution (FAB-1131), Wrath of Retribution (FAB-1132),
    Danger Digits (FAB-1133), Leap Frog Leggings (FAB-1134, FAB-1135),
    Art of the Dragon: Fire (FAB-1136, FAB-1137).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_cindra.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's attack Card waits on the stack over the resolved links of
%   Attacks (card specs); bob passes and it opens its chain link: S.
%   Effects are the state's effects before.
attack_over(Attacks, Card, Effects, S) :-
    foldl([C, L, I0, I]>>( I is I0 + 1, L = _{attack:C, defending:[]} ), Attacks, Links, 1, _),
    (   Links == [] -> Chain = _{step:"layer", links:[]} ; Chain = _{step:"layer", links:Links} ),
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:Chain,
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

active(S, L) :- last(S.chain.links, L).

power(S, P) :- active(S, L), flesh_and_blood:link_power(L, P).

go_again(S, G) :- active(S, L), ( get_dict(go_again, L, true) -> G = true ; G = false ).

life2(S, Who, L) :- once(( member(P, S.players), P.name == Who )), L = P.life.

effect_kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

:- begin_tests(fab_grow).

test(grow_claws_after_a_draconic_attack, P == 5) :-
    attack_over(["Blaze Headlong (red) [b]"], "Grow Claws (red) [g]", [], S),
    power(S, P).
test(grow_claws_after_a_ninja_attack, P == 4) :-
    attack_over(["Grow Claws (red) [x]"], "Grow Claws (red) [g]", [], S),
    power(S, P).
test(grow_claws_first_link, P == 4) :-
    attack_over([], "Grow Claws (red) [g]", [], S),
    power(S, P).
test(grow_claws_keeps_its_own_go_again, G == true) :-
    attack_over([], "Grow Claws (blue) [g]", [], S),
    go_again(S, G).
test(grow_wings_after_a_draconic_attack, G-P == true-3) :-
    attack_over(["Blaze Headlong (red) [b]"], "Grow Wings (red) [g]", [], S),
    go_again(S, G), power(S, P).
test(grow_wings_after_a_ninja_attack, G == false) :-
    attack_over(["Grow Claws (red) [x]"], "Grow Wings (red) [g]", [], S),
    go_again(S, G).
%   Only the link just before counts: a Draconic attack two links back
%   does not.
test(grow_wings_reads_the_last_link_only, G == false) :-
    attack_over(["Blaze Headlong (red) [b]", "Grow Claws (red) [x]"], "Grow Wings (yellow) [g]", [], S),
    go_again(S, G).
%   A link made Draconic (Brand with Cinderclaw's effect) is a Draconic
%   attack.
test(grow_wings_after_an_attack_made_draconic, G == true) :-
    attack_over(["Grow Claws (red) [x]"], "Grow Wings (blue) [g]",
                [_{kind:"attack_draconic", player:"alice", card:"x", source:"brand", lasts:"combat_chain"}], S),
    go_again(S, G).
test(grow_events, Rules == ['FAB-1122']) :-
    foldl([C, L, I0, I]>>( I is I0 + 1, L = _{attack:C, defending:[]} ), ["Blaze Headlong (red) [b]"], Links, 1, _),
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:"Grow Wings (red) [g]", controller:"alice"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    event_rules(Es, Ids),
    include([R]>>sub_atom(R, 0, _, _, 'FAB-112'), Ids, Rules).
test(grow_claws_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Grow Claws", color:"yellow"}).
test(grow_wings_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Grow Wings", color:"blue"}).

:- end_tests(fab_grow).

:- begin_tests(fab_dragon_power).

test(dragon_power_not_draconic, P == 4) :-
    attack_over([], "Dragon Power (red) [d]", [], S),
    power(S, P).
test(dragon_power_made_draconic, P == 7) :-
    attack_over([], "Dragon Power (red) [d]",
                [_{kind:"next_attack_draconic", player:"alice", source:"brand", lasts:"combat_chain"}], S),
    power(S, P).
%   Bob's effect makes no attack of alice's Draconic.
test(dragon_power_other_players_effect, P == 2) :-
    attack_over([], "Dragon Power (blue) [d]",
                [_{kind:"next_attack_draconic", player:"bob", source:"brand", lasts:"combat_chain"}], S),
    power(S, P).
test(dragon_power_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Dragon Power", color:"red"}).

:- end_tests(fab_dragon_power).

:- begin_tests(fab_fire_tenet).

test(fire_tenet_makes_its_effect, Kinds == ["next_draconic_attack_power_this_chain"]) :-
    attack_over([], "Fire Tenet: Strike First (red) [f]", [], S),
    effect_kinds(S, Kinds).
test(fire_tenet_not_its_own_next_attack, P == 3) :-
    attack_over([], "Fire Tenet: Strike First (red) [f]", [], S),
    power(S, P).
test(next_draconic_attack_gets_one, [P, Kinds] == [5, []]) :-
    attack_over(["Fire Tenet: Strike First (red) [f]"], "Blaze Headlong (red) [b]",
                [_{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"f", lasts:"combat_chain"}], S),
    power(S, P), effect_kinds(S, Kinds).
test(a_ninja_attack_leaves_it_waiting, [P, Kinds] == [4, ["next_draconic_attack_power_this_chain"]]) :-
    attack_over(["Fire Tenet: Strike First (red) [f]"], "Grow Claws (red) [g]",
                [_{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"f", lasts:"combat_chain"}], S),
    power(S, P), effect_kinds(S, Kinds).
%   A Draconic weapon's attack uses it up.
test(a_draconic_weapon_attack, P == 2) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"f", lasts:"combat_chain"}],
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"ability", source:"claw", ability:0, controller:"alice", type:"action", effect:"attack"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Claw of Vynserakai [claw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    power(S, P).
%   Two Fire Tenets: +2; the Fire Tenet opened now makes its own effect.
test(two_waiting_then_a_new_one, [P, Kinds] == [3, ["next_draconic_attack_power_this_chain"]]) :-
    attack_over(["Blaze Headlong (red) [b]", "Grow Claws (red) [x]"], "Fire Tenet: Strike First (blue) [f3]",
                [_{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"f1", lasts:"combat_chain"},
                 _{kind:"next_draconic_attack_power_this_chain", player:"alice", amount:1, source:"f2", lasts:"combat_chain"},
                 _{kind:"attack_draconic", player:"alice", card:"f3", source:"brand", lasts:"combat_chain"}], S),
    power(S, P), effect_kinds(S, Kinds0), exclude(==("attack_draconic"), Kinds0, Kinds).
test(fire_tenet_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Fire Tenet: Strike First", color:"blue"}).

:- end_tests(fab_fire_tenet).

:- begin_tests(fab_put_in_context).

%   Alice attacks with Attack; reaction step, bob to act with Put in
%   Context in hand.
reaction(Attack, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Put in Context (blue) [p]"],
                       arsenal:["Put in Context (blue) [q]"]}]}, S).

test(base_power_three, Ids == []) :-
    reaction("Grow Claws (yellow) [g]", S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"p", from:"hand", pitch:[], discard:[]}, Ids).
test(base_power_four, Ids == ['FAB-1125']) :-
    reaction("Dragon Power (red) [d]", S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"p", from:"hand", pitch:[], discard:[]}, Ids).
test(from_arsenal_too, Ids == ['FAB-1125']) :-
    reaction("Dragon Power (red) [d]", S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"q", from:"arsenal", pitch:[], discard:[]}, Ids).
%   Base power, not power: a 3-power card with +2 still may be defended.
test(power_bonus_does_not_count, Ids == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Grow Claws (yellow) [g]", power_bonus:2}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Put in Context (blue) [p]"]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"p", from:"hand", pitch:[], discard:[]}, Ids).
test(not_listed_against_four, [fail]) :-
    reaction("Dragon Power (red) [d]", S),
    legal_move(flesh_and_blood, S, M),
    M.action == "play", M.card == "p".
%   On the stack while the attack's base power is 4 (a position given
%   so): it fails to resolve and goes to the graveyard.
test(fails_to_resolve, [Where, Rules] == [graveyard, ['FAB-1125']]) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Dragon Power (red) [d]"}]},
            stack:[_{kind:"card", card:"Put in Context (blue) [p]", controller:"bob"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Es),
    event_rules(Es, Ids), include(==('FAB-1125'), Ids, Rules),
    member(P, S.players), P.name == "bob",
    (   member(C, P.graveyard), C.id == "p" -> Where = graveyard ; Where = elsewhere ).
test(put_in_context_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Put in Context", color:"blue"}).

:- end_tests(fab_put_in_context).

:- begin_tests(fab_blade_beckoner).

defending(Attack, D) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:["Blade Beckoner Plating [bb]"]}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Kunai of Retribution [kunai]"]},
                     _{name:"bob", hero:"Rhinar", equipment:[]}]}, S),
    last(S.chain.links, L),
    flesh_and_blood:link_defenses(S, L, Ds),
    sum_list(Ds, D).

test(against_a_weapon_attack, D == 2) :-
    defending("Kunai of Retribution [kunai]", D).
test(against_an_attack_action, D == 1) :-
    defending("Grow Claws (red) [g]", D).
test(blade_beckoner_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Blade Beckoner Plating"}).

:- end_tests(fab_blade_beckoner).

:- begin_tests(fab_display_loyalty).

arena_names(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(arena, P, A) -> true ; A = [] ),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

test(second_draconic_link_creates_fealty, Names == ["Fealty"]) :-
    attack_over(["Blaze Headlong (red) [b]"], "Display Loyalty (red) [dl]", [], S),
    arena_names(S, "alice", Names).
test(first_link_creates_nothing, Names == []) :-
    attack_over([], "Display Loyalty (red) [dl]", [], S),
    arena_names(S, "alice", Names).
test(after_a_ninja_attack_creates_nothing, Names == []) :-
    attack_over(["Grow Claws (red) [g]"], "Display Loyalty (red) [dl]", [], S),
    arena_names(S, "alice", Names).
test(go_again_with_two_draconic_links) :-
    attack_over(["Blaze Headlong (red) [b]"], "Display Loyalty (red) [dl]", [], S),
    last(S.chain.links, L),
    once(flesh_and_blood:link_go_again(S, L)).
test(no_go_again_alone, [fail]) :-
    attack_over([], "Display Loyalty (red) [dl]", [], S),
    last(S.chain.links, L),
    once(flesh_and_blood:link_go_again(S, L)).
test(display_loyalty_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Display Loyalty", color:"red"}).

:- end_tests(fab_display_loyalty).

%   Alice's Silver Talons waits on the stack, Draconic or not (Effects),
%   her weapons Weapons; bob passes: S.
talons(Effects, Weapons, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Silver Talons (red) [st]", controller:"alice"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:Weapons},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

draconic([_{kind:"next_attack_draconic", player:"alice", source:"brand", lasts:"combat_chain"}]).

:- begin_tests(fab_dagger_to_hero).

life(S, Who, L) :- member(P, S.players), P.name == Who, !, L = P.life.

test(draconic_talons_asks, [C, Cards, T] == ["dagger_to_hero", ["claw"], "bob"]) :-
    draconic(E), talons(E, ["Claw of Vynserakai [claw]"], S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice, Cards = Pd.cards, T = Pd.damaged_player.
test(not_draconic_asks_nothing, [fail]) :-
    talons([], ["Claw of Vynserakai [claw]"], S),
    flesh_and_blood:pending(S, _).
test(no_dagger_asks_nothing, [fail]) :-
    draconic(E), talons(E, ["Anothos [an]"], S),
    flesh_and_blood:pending(S, _).
test(the_dagger_deals_1_and_is_destroyed, [D, Gone] == [1, true]) :-
    draconic(E), talons(E, ["Claw of Vynserakai [claw]"], S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"claw"}, S),
    life(S, "bob", L), D is L0 - L,
    once(( member(P, S.players), P.name == "alice" )),
    ( \+ ( member(W, P.weapons), W.id == "claw" ) -> Gone = true ; Gone = false ),
    \+ flesh_and_blood:pending(S, _).
test(decline_deals_nothing, L == L0) :-
    draconic(E), talons(E, ["Claw of Vynserakai [claw]"], S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    life(S, "bob", L).
test(a_card_not_a_dagger, Ids == ['FAB-1128']) :-
    draconic(E), talons(E, ["Claw of Vynserakai [claw]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"st"}, Ids).
test(candidates, Ms == [decline-none, target-"claw"]) :-
    draconic(E), talons(E, ["Claw of Vynserakai [claw]"], S),
    findall(A-C, ( legal_move(flesh_and_blood, S, M), M.player == "alice",
                   A0 = M.action, memberchk(A0, ["target", "decline"]),
                   atom_string(A, A0),
                   ( get_dict(card, M, C) -> true ; C = none ) ), Ms0),
    msort(Ms0, Ms).

%   Burning Blade Dance on chain link Links' last, in the reaction step;
%   both pass: it hits.
dance(Links, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Claw of Vynserakai [claw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S).

test(dance_second_draconic_link_asks, C == "dagger_to_hero") :-
    dance([_{attack:"Blaze Headlong (red) [b]", damage:4}, _{attack:"Burning Blade Dance (red) [bbd]"}], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.
test(dance_alone_asks_nothing, [fail]) :-
    dance([_{attack:"Burning Blade Dance (red) [bbd]"}], S),
    flesh_and_blood:pending(S, _).
test(dance_dagger_damage, D == 1) :-
    dance([_{attack:"Blaze Headlong (red) [b]", damage:4}, _{attack:"Burning Blade Dance (red) [bbd]"}], S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"claw"}, S),
    life(S, "bob", L), D is L0 - L.
test(silver_talons_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Silver Talons", color:"blue"}).
test(burning_blade_dance_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Burning Blade Dance", color:"red"}).

:- end_tests(fab_dagger_to_hero).

:- begin_tests(fab_poisoned_blade).

poison(Who) --> [_{kind:"dagger_hits_life_loss", player:Who, amount:1, source:"pb", lasts:"combat_chain"}].

test(poisoned_blade_makes_its_effect, Kinds == ["dagger_hits_life_loss"]) :-
    attack_over([], "Poisoned Blade (red) [pb]", [], S),
    effect_kinds(S, Kinds).
%   A dagger's attack hits: 1 damage and 1 life lost; a second Poisoned
%   Blade's effect, 1 more.
dagger_hit(Effects, Loss) :-
    short(_{passes:0, priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Poisoned Blade (red) [pb]", damage:3},
                                            _{attack:"Claw of Vynserakai [claw]", defending:[]}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    life2(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    life2(S, "bob", L),
    Loss is L0 - L.
test(a_dagger_attack_hits, Loss == 2) :-
    phrase(poison("alice"), E), dagger_hit(E, Loss).
test(two_effects, Loss == 3) :-
    phrase((poison("alice"), poison("alice")), E), dagger_hit(E, Loss).
test(bobs_effect_does_not_count, Loss == 1) :-
    phrase(poison("bob"), E), dagger_hit(E, Loss).
test(no_effect, Loss == 1) :-
    dagger_hit([], Loss).
%   A dagger hit by Silver Talons' effect: 1 damage and 1 life lost.
test(a_dagger_hit_by_an_effect, Loss == 2) :-
    phrase(poison("alice"), P),
    append(P, [_{kind:"next_attack_draconic", player:"alice", source:"brand", lasts:"combat_chain"}], E),
    talons(E, ["Claw of Vynserakai [claw]"], S0),
    life2(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"claw"}, S),
    life2(S, "bob", L),
    Loss is L0 - L.
%   At 1 life, the dagger's damage prevented by nothing: 0 from the
%   damage, the game over once; at 2, the loss ends it.
test(the_loss_ends_the_game, Winner == "alice") :-
    phrase(poison("alice"), P),
    append(P, [_{kind:"next_attack_draconic", player:"alice", source:"brand", lasts:"combat_chain"}], E),
    short(_{passes:1, priority:"bob", effects:E,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Silver Talons (red) [st]", controller:"alice"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Claw of Vynserakai [claw]"]},
                     _{name:"bob", hero:"Rhinar", life:2}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"target", card:"claw"}, _, Es),
    findall(W, member(event('FAB-701', hero_defeated, _{player:_, life:_, winner:W}), Es), [Winner]).
test(poisoned_blade_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Poisoned Blade", color:"blue"}).

:- end_tests(fab_poisoned_blade).

:- begin_tests(fab_kunai).

kunai_turn(S) :-
    short(_{players:[_{name:"alice", hero:"Cindra", action_points:1, resource_points:1,
                       weapons:["Kunai of Retribution [k]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate(_{player:"alice", action:"activate", card:"k", ability:0, pitch:[]}).

test(kunai_activation_legal, Ids == []) :-
    kunai_turn(S), activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(kunai_activation_listed) :-
    kunai_turn(S), activate(M),
    once(legal_move(flesh_and_blood, S, M)).
test(kunai_effect, Kinds == ["weapon_destroyed_at_chain_close"]) :-
    kunai_turn(S0), activate(M),
    next_state(flesh_and_blood, S0, M, S),
    effect_kinds(S, Kinds).
%   The whole combat: the Kunai attacks, bob does not defend, the chain
%   closes: it is in alice's graveyard, not her weapon zone.
test(kunai_destroyed_as_the_chain_closes, [Ws, G] == [[], ["k"]]) :-
    kunai_turn(S0), activate(M),
    foldl([Mv, A, B]>>next_state(flesh_and_blood, A, Mv, B),
          [M, _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
           _{player:"bob", action:"defend", cards:[]},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S0, S),
    S.chain == null,
    once(( member(P, S.players), P.name == "alice" )),
    maplist([C, I]>>get_dict(id, C, I), P.weapons, Ws),
    maplist([C, I]>>get_dict(id, C, I), P.graveyard, G).
test(kunai_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Kunai of Retribution"}).

:- end_tests(fab_kunai).

:- begin_tests(fab_wrath).

wrath_effect([_{kind:"daggers_power_cost_less", player:"alice", amount:1, source:"w", lasts:"combat_chain"}]).

%   Alice, 3 resource points less Less, plays Wrath of Retribution from
%   hand over Links (her chain, resolution step).
wrath_play(Links, RP, Ids) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"resolution", links:Links},
            players:[_{name:"alice", hero:"Cindra", action_points:1, resource_points:RP,
                       hand:["Wrath of Retribution (red) [w]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"w", from:"hand", pitch:[], discard:[]}, Ids).

test(full_cost_with_no_draconic_link, Ids == ['FAB-302']) :-
    wrath_play([_{attack:"Grow Claws (red) [g]", damage:4}], 2, Ids).
test(one_less_per_draconic_link, Ids == []) :-
    wrath_play([_{attack:"Blaze Headlong (red) [b]", damage:4}], 2, Ids).
test(two_draconic_links, Ids == []) :-
    wrath_play([_{attack:"Blaze Headlong (red) [b]", damage:4}, _{attack:"Blaze Headlong (red) [b2]", damage:4}], 1, Ids).
test(wrath_makes_its_effect, Kinds == ["daggers_power_cost_less"]) :-
    attack_over([], "Wrath of Retribution (red) [w]", [], S),
    effect_kinds(S, Kinds).
%   Under its effect, a dagger attack costs 1 less: the Kunai's costs 0.
test(kunai_costs_nothing, Ids == []) :-
    wrath_effect(E),
    short(_{priority:"alice", passes:0, effects:E,
            chain:_{step:"resolution", links:[_{attack:"Wrath of Retribution (red) [w]", damage:3}]},
            players:[_{name:"alice", hero:"Cindra", action_points:1, resource_points:0,
                       weapons:["Kunai of Retribution [k]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"k", ability:0, pitch:[]}, Ids).
test(kunai_costs_one_without, Ids == ['FAB-302']) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"resolution", links:[_{attack:"Grow Claws (red) [g]", damage:3}]},
            players:[_{name:"alice", hero:"Cindra", action_points:1, resource_points:0,
                       weapons:["Kunai of Retribution [k]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"k", ability:0, pitch:[]}, Ids).
test(a_dagger_attack_gets_one, P == 2) :-
    wrath_effect(E),
    short(_{passes:1, priority:"bob", effects:E,
            chain:_{step:"layer", links:[_{attack:"Wrath of Retribution (red) [w]", damage:3}]},
            stack:[_{kind:"ability", source:"claw", ability:0, controller:"alice", type:"action", effect:"attack"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Claw of Vynserakai [claw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    power(S, P).
test(wrath_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Wrath of Retribution", color:"red"}).

:- end_tests(fab_wrath).

:- begin_tests(fab_danger_digits).

%   Alice attacks with Link (reaction step, her priority), Danger Digits
%   her equipment, Weapons her weapons.
digits(Links, Weapons, S) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:Weapons,
                       equipment:["Danger Digits [dd]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

act(T, _{player:"alice", action:"activate", card:"dd", ability:0, pitch:[], target:T}).

test(a_dagger_in_the_weapon_zone, Ids == []) :-
    digits([_{attack:"Grow Claws (red) [g]"}], ["Kunai of Retribution [k]"], S),
    act("k", M), violation_ids(flesh_and_blood, S, M, Ids).
test(the_dagger_on_the_active_link, Ids == ['FAB-622']) :-
    digits([_{attack:"Kunai of Retribution [k]"}], [], S),
    act("k", M), violation_ids(flesh_and_blood, S, M, Ids).
test(a_dagger_on_an_earlier_link, Ids == []) :-
    digits([_{attack:"Kunai of Retribution [k]", damage:1}, _{attack:"Grow Claws (red) [g]"}], [], S),
    act("k", M), violation_ids(flesh_and_blood, S, M, Ids).
test(no_target_named, Ids == ['FAB-622']) :-
    digits([_{attack:"Grow Claws (red) [g]"}], ["Kunai of Retribution [k]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"dd", ability:0, pitch:[]}, Ids).
test(listed_with_its_target, Ts == ["k"]) :-
    digits([_{attack:"Grow Claws (red) [g]"}], ["Kunai of Retribution [k]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), M.action == "activate", M.card == "dd", T = M.target ), Ts).
test(resolves_one_damage, [D, Ws] == [1, []]) :-
    digits([_{attack:"Grow Claws (red) [g]"}], ["Kunai of Retribution [k]"], S0),
    life2(S0, "bob", L0),
    act("k", M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    life2(S, "bob", L), D is L0 - L,
    once(( member(P, S.players), P.name == "alice" )),
    maplist([C, I]>>get_dict(id, C, I), P.weapons, Ws).
test(danger_digits_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Danger Digits"}).

:- end_tests(fab_danger_digits).

:- begin_tests(fab_leggings).

%   Alice attacks (reaction step, her priority); bob has the Leggings;
%   alice plays Razor Reflex (an attack reaction) from hand: S.
leggings(Equipment, S) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"reaction", links:[_{attack:"Grow Claws (red) [g]", defending:[]}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0, resource_points:3,
                       hand:["Razor Reflex (red) [rr]"]},
                     _{name:"bob", hero:"Rhinar", equipment:Equipment}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"rr", from:"hand", pitch:[], discard:[]}, S).

test(leggings_wait, [C, W] == ["leggings_defend", "bob"]) :-
    leggings(["Leap Frog Leggings [lf]"], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice, W = Pd.player.
test(no_leggings_no_choice, [fail]) :-
    leggings(["Blade Beckoner Plating [bb]"], S),
    flesh_and_blood:pending(S, _).
test(target_adds_them_as_defending, [Ds, Es] == [["lf"], []]) :-
    leggings(["Leap Frog Leggings [lf]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"target", card:"lf"}, S),
    last(S.chain.links, L),
    maplist([C, I]>>get_dict(id, C, I), L.defending, Ds),
    once(( member(P, S.players), P.name == "bob" )),
    maplist([C, I]>>get_dict(id, C, I), P.equipment, Es).
test(decline_keeps_them, Es == ["lf"]) :-
    leggings(["Leap Frog Leggings [lf]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"decline"}, S),
    once(( member(P, S.players), P.name == "bob" )),
    maplist([C, I]>>get_dict(id, C, I), P.equipment, Es).
test(another_card, Ids == ['FAB-1135']) :-
    leggings(["Leap Frog Leggings [lf]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"target", card:"rr"}, Ids).
%   An activated attack reaction too: Danger Digits' (FAB-1133).
test(an_activated_attack_reaction, C == "leggings_defend") :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"reaction", links:[_{attack:"Grow Claws (red) [g]", defending:[]}]},
            players:[_{name:"alice", hero:"Cindra", action_points:0, weapons:["Kunai of Retribution [k]"],
                       equipment:["Danger Digits [dd]"]},
                     _{name:"bob", hero:"Rhinar", equipment:["Leap Frog Leggings [lf]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"dd", ability:0, pitch:[], target:"k"}, S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.
test(leggings_are_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Leap Frog Leggings"}).

:- end_tests(fab_leggings).

:- begin_tests(fab_dragon_fire).

%   Alice's Art of the Dragon: Fire waits on the stack, Draconic or not
%   (Effects); bob (Arena his arena) passes: S.
dragon_fire(Effects, Arena, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Art of the Dragon: Fire (red) [adf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Cindra", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(draconic_asks_a_target, C == "dragon_fire_target") :-
    draconic(E), dragon_fire(E, [], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.
test(not_draconic_asks_nothing, [fail]) :-
    dragon_fire([], [], S),
    flesh_and_blood:pending(S, _).
test(two_damage_to_bob, D == 2) :-
    draconic(E), dragon_fire(E, [], S0),
    life2(S0, "bob", L0),
    flesh_and_blood:player(S0, "bob", P), H = P.hero.id,
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:H}, S),
    life2(S, "bob", L), D is L0 - L.
test(candidates_are_the_heroes, N == 2) :-
    draconic(E), dragon_fire(E, [], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "target") ), N).
test(not_a_hero, Ids == ['FAB-1137']) :-
    draconic(E), dragon_fire(E, [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"adf"}, Ids).
test(an_ally_is_unknown, R == unknown) :-
    draconic(E), dragon_fire(E, ["Aether Ashwing [ash]"], S),
    (   rc_legal:legal(flesh_and_blood, S, _{player:"alice", action:"target", card:"ash"})
    ->  R = legal
    ;   flesh_and_blood:allowed_by_text(S, _{player:"alice", action:"target", card:"ash"}, ['FAB-1137'], _, _)
    ->  R = unknown
    ;   R = illegal
    ).
test(dragon_fire_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Art of the Dragon: Fire", color:"red"}).

:- end_tests(fab_dragon_fire).
