/*  plunit tests of the card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts.pl): Frostbite (FAB-540), Command
    and Conquer (FAB-541, FAB-542), Dorinthea (FAB-543), Sigil of Solace
    (FAB-544), Stand Ground (FAB-545), Bull Bar (FAB-546), arrows (FAB-320)
    and Demolition Crew's reveal (FAB-305).  Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players),
    P.name == Name,
    !.

%   Alice (Rhinar) in her action phase, with Arena and Hand.
alice_to_play(Arena, Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", arena:Arena, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

:- begin_tests(fab_frostbite).

test(each_frostbite_adds_one, N == 2) :-
    alice_to_play(["Frostbite [f1]", "Frostbite [f2]", "Might [m]"], [], S),
    player_named(S, "alice", P),
    flesh_and_blood:cost_increase(P, N).
test(the_play_cost_counts_it, Cost == 1) :-
    alice_to_play(["Frostbite [f1]"], ["Wounding Blow (red) [w]"], S),
    player_named(S, "alice", P),
    [C] = P.hand,
    flesh_and_blood:play_cost(P, C, Cost).
test(unpaid_is_illegal, Ids == ['FAB-302']) :-
    alice_to_play(["Frostbite [f1]"], ["Wounding Blow (red) [w]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"w", from:"hand", pitch:[]}, Ids).
test(one_red_pays_it, Ids == []) :-
    alice_to_play(["Frostbite [f1]"], ["Wounding Blow (red) [w]", "Sink Below (red) [r]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"w", from:"hand", pitch:["r"]}, Ids).
test(playing_destroys_it, Arena == []) :-
    alice_to_play(["Frostbite [f1]"], ["Wounding Blow (red) [w]", "Sink Below (red) [r]"], S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"w", from:"hand", pitch:["r"]}, S, Es),
    assertion(memberchk(event('FAB-540', permanent_destroyed, _), Es)),
    player_named(S, "alice", P),
    Arena = P.arena.
test(the_opponents_frostbite_costs_nothing, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Wounding Blow (red) [w]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Frostbite [f1]"]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"w", from:"hand", pitch:[]}, Ids).
test(its_text_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Frostbite"}).

:- end_tests(fab_frostbite).

%   Bob, defending Attack, with Hand and Arsenal, in the reaction step.
defending_against(Attack, Hand, Arsenal, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand, arsenal:Arsenal}]}, S).

:- begin_tests(fab_command_and_conquer).

test(no_defense_reaction_card, Ids == ['FAB-541']) :-
    defending_against("Command and Conquer (red) [c]", ["Sink Below (red) [s]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"s", from:"hand", pitch:[]}, Ids).
test(not_from_the_arsenal_either, Ids == ['FAB-541']) :-
    defending_against("Command and Conquer (red) [c]", [], ["Sink Below (red) [s]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"s", from:"arsenal", pitch:[]}, Ids).
test(another_attack_allows_it, Ids == []) :-
    defending_against("Wounding Blow (red) [c]", ["Sink Below (red) [s]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"play", card:"s", from:"hand", pitch:[]}, Ids).
test(not_offered, [fail]) :-
    defending_against("Command and Conquer (red) [c]", ["Sink Below (red) [s]"], [], S),
    legal_move(flesh_and_blood, S, M),
    get_dict(card, M, "s").
test(its_hit_destroys_the_arsenal, Arsenal-Grave == []-["a"]) :-
    defending_against("Command and Conquer (red) [c]", [], ["Sink Below (blue) [a]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    assertion(memberchk(event('FAB-542', arsenal_destroyed, _), Es)),
    player_named(S, "bob", P),
    Arsenal = P.arsenal,
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, Grave).
test(its_text_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Command and Conquer", color:"red"}).

:- end_tests(fab_command_and_conquer).

%   Dawnblade, Dorinthea's (or Hero's), attacking bob in the reaction step,
%   activated this turn.
dawnblade_attacking(Hero, S) :-
    short(_{passes:1, priority:"bob", activated:["w/0"],
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]", go_again:true}]},
            players:[_{name:"alice", hero:Hero, action_points:0, resource_points:1},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   The position once the link has resolved and both players passed.
swung_and_resolved(Hero, S) :-
    dawnblade_attacking(Hero, S0),
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B),
          [_{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}],
          S0, S).

%   The additional_attack effects of S (Dorinthea's, FAB-543).
additional_attacks(S, Es) :-
    include([E]>>get_dict(kind, E, "additional_attack"), S.effects, Es).

:- begin_tests(fab_dorinthea).

test(the_hit_allows_an_additional_attack, Pairs == [kind-"additional_attack", player-"alice", source-"h", weapon-"w"]) :-
    dawnblade_attacking("Dorinthea Ironsong [h]", S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    additional_attacks(S, [E]),                 % Dawnblade counts its hits beside it (FAB-589)
    dict_pairs(E, _, Pairs).
test(dawnblade_swings_again, Ids == []) :-
    swung_and_resolved("Dorinthea Ironsong [h]", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"w", ability:0, pitch:[]}, Ids).
test(without_dorinthea_once_per_turn, Ids == ['FAB-402']) :-
    swung_and_resolved("Rhinar", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"w", ability:0, pitch:[]}, Ids).
test(the_second_swing_uses_it, Used == true) :-
    swung_and_resolved("Dorinthea Ironsong [h]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"w", ability:0, pitch:[]}, S),
    additional_attacks(S, [E]),
    Used = E.used.
test(no_hit_no_additional_attack, Es == []) :-
    short(_{passes:1, priority:"bob", activated:["w/0"],
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]", defending:["Wounding Blow (red) [d]"]}]},
            players:[_{name:"alice", hero:"Dorinthea Ironsong [h]", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    Es = S.effects.
test(once_per_turn_it_triggers, Es == [E0]) :-
    E0 = _{kind:"additional_attack", player:"alice", weapon:"w", source:"h", used:true},
    short(_{passes:1, priority:"bob", activated:["w/0"], effects:[E0],
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [w]"}]},
            players:[_{name:"alice", hero:"Dorinthea Ironsong [h]", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    additional_attacks(S, Es).
test(only_an_attack_is_lifted, Ids == ['FAB-402']) :-
    W = _{id:"w", name:"Test Blade", type:"weapon", subtypes:["1H"],
          abilities:[_{type:"instant", limit:"once per turn", cost:0, effect:"draw", go_again:false}]},
    short(_{activated:["w/0"],
            effects:[_{kind:"additional_attack", player:"alice", weapon:"w", source:"h"}],
            players:[_{name:"alice", hero:"Dorinthea Ironsong [h]", weapons:[W]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"w", ability:0, pitch:[]}, Ids).
test(dorinthea_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Dorinthea Ironsong"}).

:- end_tests(fab_dorinthea).

:- begin_tests(fab_sigil_of_solace).

test(gains_by_colour, Ns == [3, 2, 1]) :-
    findall(N, ( member(C, ["red", "yellow", "blue"]),
                 flesh_and_blood:card_life_gain(_{name:"Sigil of Solace", color:C}, N) ), Ns).
test(resolving_gains_life, Life == 23) :-
    alice_to_play([], ["Sigil of Solace (red) [g]"], S0),
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B),
          [_{player:"alice", action:"play", card:"g", from:"hand", pitch:[]},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S0, S),
    player_named(S, "alice", P),
    Life = P.life.

:- end_tests(fab_sigil_of_solace).

%   Stand Ground defending Wounding Blow (red) with bob's Arena.
standing(Arena, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Stand Ground [g]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:Arena}]}, S).

stand_ground_defense(Arena, D) :-
    standing(Arena, S),
    [L] = S.chain.links,
    [C] = L.defending,
    flesh_and_blood:defending_defense(S, "bob", C, D).

:- begin_tests(fab_stand_ground).

test(no_token, D == 0) :- stand_ground_defense([], D).
test(might, D == 1) :- stand_ground_defense(["Might [m]"], D).
test(might_and_vigor, D == 2) :- stand_ground_defense(["Might [m]", "Vigor [v]"], D).
test(the_opponents_tokens_count_not, D == 0) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Stand Ground [g]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, arena:["Might [m]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    [L] = S.chain.links, [C] = L.defending,
    flesh_and_blood:defending_defense(S, "bob", C, D).
test(temper_spares_it_with_both, [fail]) :-
    standing(["Might [m]", "Vigor [v]"], S),
    flesh_and_blood:temper_destroyed(S, _).
test(temper_destroys_it_with_one) :-
    standing(["Might [m]"], S),
    once(flesh_and_blood:temper_destroyed(S, _)).

:- end_tests(fab_stand_ground).

bull_bar(AliceArena, BobArena, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Bull Bar (red) [b]"}]},
            players:[_{name:"alice", hero:"Dash", action_points:0, arena:AliceArena},
                     _{name:"bob", hero:"Rhinar", arena:BobArena,
                       hand:["Wounding Blow (red) [w1]", "Wounding Blow (yellow) [w2]"]}]}, S).

:- begin_tests(fab_bull_bar).

test(overpower_with_a_hyper_driver, Ids == ['FAB-509']) :-
    bull_bar(["Hyper Driver (red) [h]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["w1", "w2"]}, Ids).
test(none_without, Ids == []) :-
    bull_bar([], ["Hyper Driver (red) [h]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["w1", "w2"]}, Ids).
test(its_boost_is_not_modelled) :-
    flesh_and_blood:unmodelled_card(_{name:"Bull Bar", color:"red"}).

:- end_tests(fab_bull_bar).

:- begin_tests(fab_arrows_and_reveals).

test(an_arrow_from_hand, Ids == ['FAB-320']) :-
    short(_{players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [bow]"], hand:["Falcon Wing (red) [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[]}, Ids).
test(an_arrow_with_a_bow, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [bow]"], arsenal:["Falcon Wing (red) [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"arsenal", pitch:[]}, Ids).
test(an_arrow_without_a_bow, Ids == ['FAB-320']) :-
    short(_{players:[_{name:"alice", hero:"Azalea", arsenal:["Falcon Wing (red) [f]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"arsenal", pitch:[]}, Ids).
test(a_reveal_keeps_the_card, Hand == ["c"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:2,
                       hand:["Demolition Crew (red) [d]", "Command and Conquer (red) [c]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"d", from:"hand", pitch:[], discard:["c"]},
                S, Es),
    assertion(memberchk(event('FAB-308', card_revealed, _), Es)),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, Hand).
test(a_reveal_of_a_cheap_card, Ids == ['FAB-305']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:2,
                       hand:["Demolition Crew (red) [d]", "Wounding Blow (red) [w]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"d", from:"hand", pitch:[], discard:["w"]}, Ids).
test(demolition_crew_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Demolition Crew", color:"red"}).

:- end_tests(fab_arrows_and_reveals).

:- begin_tests(fab_played_and_defended_texts).

test(springboard_from_the_arsenal, B == 2) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            stack:[_{kind:"card", card:"Springboard Somersault [f]", controller:"bob", from:"arsenal"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    [L] = S.chain.links,
    B = L.defense_bonus.
test(springboard_from_hand, [fail]) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            stack:[_{kind:"card", card:"Springboard Somersault [f]", controller:"bob"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    [L] = S.chain.links,
    get_dict(defense_bonus, L, _).
test(wounded_bull_behind, Kinds == ["next_attack_power"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", life:10, resource_points:3, hand:["Wounded Bull (red) [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"b", from:"hand", pitch:[]}, S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(wounded_bull_level, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:3, hand:["Wounded Bull (red) [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"b", from:"hand", pitch:[]}, S),
    Es = S.effects.
test(breakneck_with_a_big_discard, Kinds == ["discarded_power", "next_attack_go_again", "intimidated"]) :-   % the records: FAB-679, FAB-678
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:2,
                       hand:["Breakneck Battery (red) [b]", "Command and Conquer (red) [c]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"b", from:"hand", pitch:[], discard:["c"]}, S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(breakneck_with_a_small_discard, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:2,
                       hand:["Breakneck Battery (red) [b]", "Sink Below (red) [c]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"b", from:"hand", pitch:[], discard:["c"]}, S),
    Es = S.effects.
test(brawnhide_power, Bs == [1, 1, 0, 1]) :-
    A = _{id:"a", name:"Barraging Brawnhide", color:"yellow"},
    W1 = _{id:"w1", name:"Wounding Blow", color:"red"},
    W2 = _{id:"w2", name:"Wounding Blow", color:"yellow"},
    E = _{id:"e", name:"Scabskin Leathers"},
    findall(B, ( member(Ds, [[], [W1], [W1, W2], [W1, E]]),
                 flesh_and_blood:text_power_bonus(_{attack:A, defending:Ds}, B) ), Bs).
test(these_texts_are_modelled, [fail]) :-
    member(C, [_{name:"Springboard Somersault", color:"yellow"}, _{name:"Wounded Bull", color:"red"},
               _{name:"Breakneck Battery", color:"red"}, _{name:"Barraging Brawnhide", color:"yellow"}]),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_played_and_defended_texts).

:- begin_tests(fab_bellows).

test(awakening_bellow_waits_for_a_brute_card, Fits == [true, false, false]) :-
    E = _{kind:"next_attack_power", player:"alice", amount:3, class:"Brute", attack_action_card:true},
    findall(F, ( member(A, [_{name:"Pack Hunt", color:"red"}, _{name:"Wounding Blow", color:"red"},
                            _{name:"Romping Club"}]),
                 ( flesh_and_blood:effect_fits_attack(E, A) -> F = true ; F = false ) ), Fits).
test(primeval_bellow_takes_a_brute_weapon, Fits == [true, false, true]) :-
    E = _{kind:"next_attack_power", player:"alice", amount:5, class:"Brute"},
    findall(F, ( member(A, [_{name:"Pack Hunt", color:"red"}, _{name:"Wounding Blow", color:"red"},
                            _{name:"Romping Club"}]),
                 ( flesh_and_blood:effect_fits_attack(E, A) -> F = true ; F = false ) ), Fits).
test(a_plain_effect_fits_every_attack) :-
    flesh_and_blood:effect_fits_attack(_{kind:"next_attack_power", amount:1}, _{name:"Wounding Blow", color:"red"}).
test(resolving_makes_it, Amount-Class == 2-"Brute") :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Awakening Bellow (yellow) [b]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    [E, R] = S.effects, R.kind == "intimidated",     % its intimidate recorded (FAB-678)
    Amount = E.amount, Class = E.class.
test(bellows_are_modelled, [fail]) :-
    member(C, [_{name:"Awakening Bellow", color:"red"}, _{name:"Primeval Bellow", color:"blue"}]),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_bellows).

:- begin_tests(fab_potions).

potion_line(Card, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", arena:["Energy Potion [e]", "Timesnap Potion [t]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B),
          [_{player:"alice", action:"activate", card:Card, ability:0, pitch:[]},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S0, S).

test(energy_potion, RP == 2) :-
    potion_line("e", S),
    player_named(S, "alice", P),
    RP = P.resource_points.
test(timesnap_potion, AP == 2) :-
    potion_line("t", S),
    player_named(S, "alice", P),
    AP = P.action_points.
test(timesnap_needs_an_action_point, Ids == ['FAB-403']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:0, arena:["Timesnap Potion [t]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"t", ability:0, pitch:[]}, Ids).
test(potions_are_modelled, [fail]) :-
    member(C, [_{name:"Energy Potion", color:"blue"}, _{name:"Timesnap Potion", color:"blue"}]),
    flesh_and_blood:unmodelled_card(C).

:- end_tests(fab_potions).

:- begin_tests(fab_flock).

flock_attacks(Arena, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Flock of the Feather Walkers (blue) [f]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(a_quicken_is_created, Ids == ["f-quicken"]) :-
    flock_attacks([], S),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.arena, Ids).
test(its_id_is_new, Ids == ["f-quicken", "f-quicken-2"]) :-
    flock_attacks([_{id:"f-quicken", name:"Quicken"}], S),
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.arena, Ids).
test(another_attack_creates_none, Arena == []) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Wounding Blow (red) [w]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    Arena = P.arena.
test(flock_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Flock of the Feather Walkers", color:"blue"}).

:- end_tests(fab_flock).

:- begin_tests(fab_barraging_beatdown).

test(resolving_makes_the_grant, Pairs == [amount-3, class-"Brute", fewer-2, kind-"next_attack_conditional_power",
                                          player-"alice", source-"b"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Barraging Beatdown (yellow) [b]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    [E, R] = S.effects, R.kind == "intimidated",     % its intimidate recorded (FAB-678)
    dict_pairs(E, _, Pairs).
test(the_link_takes_it, Fewer-Amount == 2-4) :-
    short(_{effects:[_{kind:"next_attack_conditional_power", player:"alice", amount:4, fewer:2, class:"Brute", source:"b"}],
            passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Pack Hunt (red) [p]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Barraging Beatdown (red) [b]"]},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    [L] = S.chain.links,
    Fewer = L.conditional_power.fewer, Amount = L.conditional_power.amount.
test(a_generic_attack_leaves_it, N == 1) :-
    short(_{effects:[_{kind:"next_attack_conditional_power", player:"alice", amount:4, fewer:2, class:"Brute", source:"b"}],
            passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Wounding Blow (red) [w]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Barraging Beatdown (red) [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    length(S.effects, N).
test(the_power_counts_while_few_defend, Bs == [4, 4, 0]) :-
    A = _{id:"p", name:"Pack Hunt", color:"red"},
    W1 = _{id:"w1", name:"Wounding Blow", color:"red"},
    W2 = _{id:"w2", name:"Wounding Blow", color:"yellow"},
    findall(B, ( member(Ds, [[], [W1], [W1, W2]]),
                 flesh_and_blood:text_power_bonus(_{attack:A, defending:Ds, conditional_power:_{fewer:2, amount:4}}, B) ),
            Bs).

:- end_tests(fab_barraging_beatdown).

:- begin_tests(fab_romping_club).

swing(Discard, Effects0, S) :-
    short(_{effects:Effects0,
            players:[_{name:"alice", hero:"Rhinar", resource_points:1, weapons:["Romping Club [c]"],
                       hand:["Savage Swing (red) [s]", "Command and Conquer (red) [big]", "Sink Below (red) [small]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[Discard]}, S).

test(in_the_turn_players_turn_it_does, Kinds == ["weapon_power"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", weapons:["Romping Club [c]"],
                       graveyard:["Command and Conquer (red) [big]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:discard_text(S0, "alice", ["big"], S, _, []),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(a_big_discard, Kinds == ["discarded_power", "weapon_power", "intimidated"]) :-   % the records: FAB-679, FAB-678
    swing("big", [], S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(a_small_discard, Es == []) :-
    swing("small", [], S),
    Es = S.effects.
test(once_per_turn, N == 1) :-
    swing("big", [_{kind:"weapon_power", player:"alice", weapon:"c", amount:1, source:"c"}], S),
    include([E]>>get_dict(kind, E, "weapon_power"), S.effects, Ws),
    length(Ws, N).
test(in_the_other_players_turn_nothing, Es == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [w]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", weapons:["Romping Club [c]"],
                       graveyard:["Command and Conquer (red) [big]"]}]}, S0),
    flesh_and_blood:discard_text(S0, "bob", ["big"], S, _, []),
    Es = S.effects.
test(romping_club_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Romping Club"}).

:- end_tests(fab_romping_club).

:- begin_tests(fab_savage_feast).

feast(Discard, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:1,
                       hand:["Savage Feast (red) [f]", "Command and Conquer (red) [big]", "Sink Below (red) [small]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B),
          [_{player:"alice", action:"play", card:"f", from:"hand", pitch:[], discard:[Discard]},
           _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S0, S).

test(a_big_discard_draws, N-Kinds == 2-["discarded_power", "intimidated", "card_drawn"]) :-   % the records: FAB-679, FAB-678, FAB-691
    feast("big", S),
    player_named(S, "alice", P),
    length(P.hand, N),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(a_small_discard_does_not, N == 1) :-
    feast("small", S),
    player_named(S, "alice", P),
    length(P.hand, N).
test(savage_feast_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Savage Feast", color:"red"}).

:- end_tests(fab_savage_feast).
