/*  plunit tests of the last unread cards of six Blitz decks Flesh and
    Blood reads (rules.pl/flesh-and-blood/card_texts_singles.pl): Take it
    on the Chin (FAB-970).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_singles.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !,
    Life = P.life.

arena_names(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds).

%   The reaction step ends: alice passes, then bob.
damage_dealt(S0, S, Events) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events).

chin_effect(_{kind:"prevent_next_damage_event", player:"bob", amount:2, source:"b-chin", token:"Agility"}).

%   alice's Attack in the reaction step; bob with his arena Arena, the
%   effect of a Take it on the Chin of his graveyard waiting.
chin_state(Attack, Arena, S) :-
    chin_effect(E),
    short(_{passes:1, priority:"bob", effects:[E],
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Kassai [b-k]", arena:Arena, graveyard:["Take it on the Chin (red) [b-chin]"]}]}, S).

:- begin_tests(fab_singles_take_it_on_the_chin).

test(modelled) :-
    modelled("Take it on the Chin", "red").
test(resolves_into_the_effect, Es =@= [E]) :-
    chin_effect(E0), dict_pairs(E0, _, Ps), dict_pairs(E, _, Ps),
    short(_{passes:1, priority:"alice",
            stack:[_{kind:"card", card:"Take it on the Chin (red) [b-chin]", controller:"bob"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Kassai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    flesh_and_blood:effects(S, Es0),
    maplist([X, Y]>>(dict_pairs(X, _, P), dict_pairs(Y, _, P)), Es0, Es).
test(unread_does_nothing, Es == []) :-
    short(_{passes:1, priority:"alice",
            stack:[_{kind:"card", card:_{id:"b-chin", name:"Take it on the Chin", color:"red", text_read:false},
                     controller:"bob"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Kassai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    flesh_and_blood:effects(S, Es).
test(prevents_two_and_agility, Life-Arena-Es == 19-["Agility"]-[]) :-
    chin_state("Head Jab (red) [a-hj]", [], S0),
    damage_dealt(S0, S, _),
    life_of(S, "bob", Life),
    arena_names(S, "bob", Arena),
    flesh_and_blood:effects(S, Es).
test(used_up_by_less, Life-Arena-Es == 20-["Agility"]-[]) :-
    chin_state("Head Jab (blue) [a-hj]", [], S0),
    damage_dealt(S0, S, _),
    life_of(S, "bob", Life),
    arena_names(S, "bob", Arena),
    flesh_and_blood:effects(S, Es).
test(ward_order_asked, Choice == "ward") :-
    chin_state("Head Jab (blue) [a-hj]", ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S, _),
    Choice = S.pending.choice.
test(ward_first_keeps_it, Arena-Kinds == []-["prevent_next_damage_event"]) :-
    chin_state("Head Jab (blue) [a-hj]", ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-ward", "b-chin"]}, S),
    arena_names(S, "bob", Arena),
    kinds(S, Kinds).
test(it_first_keeps_the_ward, Arena-Kinds == ["Spectral Shield", "Agility"]-[]) :-
    chin_state("Head Jab (blue) [a-hj]", ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-chin", "b-ward"]}, S),
    arena_names(S, "bob", Arena),
    kinds(S, Kinds).
test(no_order_where_both_apply, Life-Arena == 20-["Agility"]) :-
    %   3 damage: Ward 1 and the 2 prevented, in either order, the same.
    chin_state("Head Jab (red) [a-hj]", ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S, _),
    \+ ( get_dict(pending, S, Pd), Pd \== null ),
    life_of(S, "bob", Life),
    arena_names(S, "bob", Arena).
test(text_damage_prevented, Life-Arena-Es == 20-["Agility"]-[]) :-
    %   bob attacks; alice's Run into Trouble deals 1 damage to his hero:
    %   not of combat, the next damage all the same.
    chin_effect(E),
    short(_{turn_player:"bob", priority:"bob", effects:[E],
            chain:_{step:"defend", links:[_{attack:"Head Jab (red) [b-hj]", controller:"bob"}]},
            players:[_{name:"alice", hero:"Kayo", arena:[_{id:"t", name:"Agility"}], hand:["Run into Trouble (red) [d]"]},
                     _{name:"bob", hero:"Kassai [b-k]", action_points:0, graveyard:["Take it on the Chin (red) [b-chin]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"defend", cards:["d"]}, S),
    life_of(S, "bob", Life),
    arena_names(S, "bob", Arena),
    flesh_and_blood:effects(S, Es).
test(valid_in_either_turn, Es == []) :-
    chin_effect(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Kassai"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(ends_with_the_turn, Kinds == []) :-
    chin_effect(E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Kassai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S1),
    kinds(S1, Kinds).

:- end_tests(fab_singles_take_it_on_the_chin).

%   bob's Parry Blade (Parry, a card or dict) defends alice's Attack;
%   the reaction step ends.
parried(Attack, Parry, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Olympia [b-ol]", weapons:[Parry]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-parry"]}, S1),
    damage_dealt(S1, S, _).

:- begin_tests(fab_singles_parry_blade).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Parry Blade"}).
test(weapon_attack, Life == 16) :-
    parried("Sledge of Anvilheim [a-sledge]", "Parry Blade [b-parry]", S),
    life_of(S, "bob", Life).
test(attack_action_card, Life == 17) :-
    parried("Head Jab (red) [a-hj]", "Parry Blade [b-parry]", S),
    life_of(S, "bob", Life).
test(unread_no_bonus, Life == 14) :-
    parried("Sledge of Anvilheim [a-sledge]", _{id:"b-parry", name:"Parry Blade", text_read:false}, S),
    life_of(S, "bob", Life).
test(defense_while_defending, D == 2) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Sledge of Anvilheim [a-sledge]", defending:["Parry Blade [b-parry]"]}]},
            players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Olympia"}]}, S),
    S.chain.links = [L], L.defending = [C],
    flesh_and_blood:defending_defense(S, "bob", C, D).
test(counted_among_the_defenders, Count == 4) :-
    %   Parry Blade or nothing, and either player concedes; the Saber may not defend.
    short(_{chain:_{step:"defend", links:[_{attack:"Sledge of Anvilheim [a-sledge]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Olympia", weapons:["Parry Blade [b-parry]", "Cintari Saber [b-saber]"]}]}, S),
    findall(M, legal_move(flesh_and_blood, S, M), Ms),
    length(Ms, Count).
test(returns_to_its_weapon_zone, Ws == ["b-parry"]) :-
    %   A weapon that is equipment, without Blade Break (a custom card):
    %   back to the weapon zone.
    short(_{chain:_{step:"resolution", links:[_{attack:"Head Jab (red) [a-hj]", damage:3,
                                              defending:[_{id:"b-parry", name:"Test Blade", type:"weapon",
                                                           types:["Equipment", "Weapon"], defense:1}]}]},
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Olympia", life:17}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.weapons, Ws).

test(an_equipment_buckling_blow_counters, Cs == [-1]) :-
    %   Buckling Blow (red, 8) undefended: bob's only equipment is Parry Blade.
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Buckling Blow (red) [a]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Olympia", weapons:["Parry Blade [b-parry]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    \+ get_dict(pending, S, _),
    member(P, S.players), P.name == "bob", !,
    maplist([E, C]>>get_dict(defense_counters, E, C), P.weapons, Cs).
test(counted_as_equipment, N == 1) :-
    short(_{players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Olympia", weapons:["Parry Blade [b-parry]"]}]}, S),
    member(P, S.players), P.name == "bob", !,
    flesh_and_blood:equipment_and_tokens(S, P, N).

:- end_tests(fab_singles_parry_blade).

%   alice's Hurl (red), its {r} paid or not, on the stack in the layer
%   step; bob passes and it attacks.  Alice's hero Hero, her weapons Ws,
%   her effects Es; bob's arena Arena.
hurled(Paid, Hero, Ws, Es, Arena, S) :-
    Layer0 = _{kind:"card", card:"Hurl (red) [a-hurl]", controller:"alice"},
    (   Paid == true -> Layer = Layer0.put(optional_cost, true) ; Layer = Layer0 ),
    short(_{priority:"bob", passes:1, effects:Es, chain:_{step:"layer", links:[]}, stack:[Layer],
            players:[_{name:"alice", hero:Hero, action_points:0, weapons:Ws},
                     _{name:"bob", hero:"Kayo [b-kayo]", arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

target(S0, Id, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:Id}, S).

pending_choice(S, C) :-
    (   get_dict(pending, S, Pd), is_dict(Pd) -> C = Pd.choice ; C = none ).

:- begin_tests(fab_singles_hurl).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Hurl", C)).
test(unpaid_asks_nothing, C == none) :-
    hurled(false, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], [], S),
    pending_choice(S, C).
test(no_dagger_nothing, C == none) :-
    hurled(true, "Arakni [a-ar]", [], [], [], S),
    pending_choice(S, C).
test(one_dagger_asks_the_hero, Ids == ["a-ar", "b-kayo"]) :-
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], [], S),
    S.pending.cards == ["a-k1"],
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "target", Id = M.card ), Ids0),
    msort(Ids0, Ids).
test(own_hero, Life == 19) :-
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], [], S0),
    target(S0, "a-ar", S),
    life_of(S, "alice", Life).
test(ward_prevents_no_hit, Life-Es-G == 20-[]-["a-k1"]) :-
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], ["Spectral Shield [b-ward]"], S0),
    target(S0, "b-kayo", S),
    life_of(S, "bob", Life),
    flesh_and_blood:effects(S, Es),
    member(P, S.players), P.name == "alice", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, G).
test(bleed_out_counts_it, D == 1) :-
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], [], S0),
    target(S0, "b-kayo", S),
    flesh_and_blood:dagger_damage_this_chain(S, "alice", D).
test(kassai_gold, Arena == ["Gold"]) :-
    hurled(true, "Kassai [a-ar]", ["Harmonized Kodachi [a-k1]"],
           [_{kind:"next_weapon_hit_gold", player:"alice", source:"a-ar"}], [], S0),
    target(S0, "b-kayo", S),
    arena_names(S, "alice", Arena).
test(chain_dagger, Att-D == null-2) :-
    %   Kodachi hit on chain link 1 (1 damage); Hurl attacks as link 2.
    short(_{priority:"bob", passes:1, chain:_{step:"layer", links:[_{attack:"Harmonized Kodachi [a-k1]", damage:1, go_again:true}]},
            stack:[_{kind:"card", card:"Hurl (red) [a-hurl]", controller:"alice", optional_cost:true}],
            players:[_{name:"alice", hero:"Arakni [a-ar]", action_points:0},
                     _{name:"bob", hero:"Kayo [b-kayo]", life:19}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    S1.pending.cards == ["a-k1"],
    target(S1, "b-kayo", S),
    S.chain.links = [L1, _],
    Att = L1.attack,
    flesh_and_blood:dagger_damage_this_chain(S, "alice", D).
test(non_dagger_pending_invalid, Rules == ['FAB-120']) :-   % the choice's check
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [], [], S0),
    S = S0.put(pending, S0.pending.put(cards, ["a-hurl"])),
    state_errors(flesh_and_blood, S, Es),
    findall(R, ( member(E, Es), get_dict(rule, E, R) ), Rules0),
    sort(Rules0, Rules).

test(ward_order_then_destroyed, Arena-G-Es == ["Spectral Shield", "Agility"]-["a-k1"]-[]) :-
    %   bob's Ward 1 and Take it on the Chin's prevention: the order decides.
    chin_effect(E),
    hurled(true, "Arakni [a-ar]", ["Harmonized Kodachi [a-k1]"], [E], ["Spectral Shield [b-ward]"], S0),
    target(S0, "b-kayo", S1),
    S1.pending.choice == "ward",
    S1.pending.of == "dagger_text",
    state_errors(flesh_and_blood, S1, []),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-chin", "b-ward"]}, S),
    arena_names(S, "bob", Arena),
    member(P, S.players), P.name == "alice", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.graveyard, G),
    flesh_and_blood:effects(S, Es).

:- end_tests(fab_singles_hurl).

%   alice's Attack in the reaction step, her hero Uzuri, her hand Hand.
uzuri_state(Attack, Hand, S) :-
    short(_{priority:"alice", chain:_{step:"reaction", links:[_{attack:Attack, power_bonus:1}]},
            players:[_{name:"alice", hero:"Uzuri [a-uz]", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Kayo [b-kayo]"}]}, S).

uzuri_move(Banish, _{player:"alice", action:"activate", card:"a-uz", ability:0, pitch:[], banish:Banish, target:"a-inf"}).

:- begin_tests(fab_singles_uzuri).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Uzuri"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Uzuri, Switchblade"}).
test(swapped, Ids-Bottom-B == ["a-dt"]-"a-inf"-none) :-
    uzuri_state("Infect (red) [a-inf]", ["Death Touch (red) [a-dt]"], S0),
    uzuri_move(["a-dt"], M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.chain.links = [L],
    Ids = [L.attack.id],
    member(P, S.players), P.name == "alice", !,
    last(P.deck, D), Bottom = D.id,
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = none ).
test(sneak_attack_reads_the_reaction, Power == 7) :-
    %   Sneak Attack (cost 2, 3 power) attacks after an attack reaction: +4.
    uzuri_state("Infect (red) [a-inf]", ["Sneak Attack (red) [a-sa]"], S0),
    uzuri_move(["a-sa"], M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.chain.links = [L],
    state_errors(flesh_and_blood, S, []),
    flesh_and_blood:link_power(L, Power).
test(costly_card_stays_banished, Id == "a-inf") :-
    %   Alpha Rampage costs more than 2.
    uzuri_state("Infect (red) [a-inf]", ["Alpha Rampage (red) [a-c]"], S0),
    uzuri_move(["a-c"], M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.chain.links = [L],
    Id = L.attack.id.
test(no_stealth_no_target, Rules == ['FAB-622']) :-
    short(_{priority:"alice", chain:_{step:"reaction", links:[_{attack:"Death Touch (red) [a-inf]"}]},
            players:[_{name:"alice", hero:"Uzuri [a-uz]", action_points:0, hand:["Sneak Attack (red) [a-sa]"]},
                     _{name:"bob", hero:"Kayo"}]}, S),
    uzuri_move(["a-sa"], M),
    violation_ids(flesh_and_blood, S, M, Rules).
test(unknown_card_named_first, Rules == ['FAB-975']) :-
    uzuri_state("Infect (red) [a-inf]", [_{id:"a-x", unknown:true}], S),
    uzuri_move(["a-x"], M),
    violation_ids(flesh_and_blood, S, M, Rules).
test(once_per_turn, Rules == ['FAB-402']) :-
    uzuri_state("Infect (red) [a-inf]", ["Sneak Attack (red) [a-sa]"], S0),
    S = S0.put(activated, ["a-uz/0"]),
    uzuri_move(["a-sa"], M),
    violation_ids(flesh_and_blood, S, M, Rules).

:- end_tests(fab_singles_uzuri).

minerva(Up, Counters, C) :-
    C0 = _{id:"a-min", name:"Minerva Themis"},
    (   Up == true -> C1 = C0.put(face_up, true) ; C1 = C0 ),
    (   Counters > 0 -> C = C1.put(lesson_counters, Counters) ; C = C1 ).

%   alice's start phase (turn 3), Minerva face down in her arsenal.
minerva_start(S) :-
    minerva(false, 0, M),
    short(_{turn:3, phase:"start", players:[_{name:"alice", hero:"Boltyn", arsenal:[M]}, _{name:"bob", hero:"Kayo"}]}, S).

arsenal_of(S, Who, As) :-
    member(P, S.players), P.name == Who, !,
    As = P.arsenal.

%   alice's Hatchet of Body (1H, 2 power) attacks bob; Minerva face up
%   with Counters; bob's reaction step ends (bob passes last).
minerva_hatchet(Counters, Deck, S) :-
    minerva(true, Counters, M),
    short(_{priority:"alice", passes:0, chain:_{step:"layer", links:[]},
            stack:[_{kind:"ability", source:"a-hb", controller:"alice", ability:0, type:"action", effect:"attack", go_again:false}],
            players:[_{name:"alice", hero:"Boltyn", action_points:0, weapons:["Hatchet of Body [a-hb]"], arsenal:[M], deck:Deck},
                     _{name:"bob", hero:"Kayo"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),     % it attacks
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S4),     % the defend step
    next_state(flesh_and_blood, S4, _{player:"bob", action:"defend", cards:[]}, S5),
    next_state(flesh_and_blood, S5, _{player:"alice", action:"pass"}, S6),
    next_state(flesh_and_blood, S6, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_singles_minerva).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Minerva Themis"}).
test(asked_at_the_start, Choice == "mentor_face_up") :-
    minerva_start(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    Choice = S.pending.choice.
test(turned_face_up, Up-Phase == true-"action") :-
    minerva_start(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:1}, S),
    arsenal_of(S, "alice", [M]),
    Up = M.face_up, Phase = S.phase.
test(left_face_down, Up-Phase == none-"action") :-
    minerva_start(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:2}, S),
    arsenal_of(S, "alice", [M]),
    ( get_dict(face_up, M, U) -> Up = U ; Up = none ), Phase = S.phase.
test(bad_mode, Rules == ['FAB-976']) :-
    minerva_start(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:3}, Rules).
test(one_hander_power_and_counter, Life-N == 17-1) :-
    %   2 power +1: 3 damage.
    minerva_hatchet(0, 30, S),
    life_of(S, "bob", Life),
    arsenal_of(S, "alice", [M]),
    N = M.lesson_counters.
test(third_counter_searches, Choice-As == "search_specialization"-[]) :-
    minerva_hatchet(2, ["V of the Vanguard (yellow) [a-v]", 29], S),
    Choice = S.pending.choice,
    arsenal_of(S, "alice", As).
test(specialization_found, Id-Up-Unknown == "a-v"-true-true) :-
    minerva_hatchet(2, ["V of the Vanguard (yellow) [a-v]", "Head Jab (red) [a-hj]", 28], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"search", card:"a-v"}, S),
    arsenal_of(S, "alice", [C]),
    Id = C.id, Up = C.face_up,
    member(P, S.players), P.name == "alice", !,
    P.deck = [D|_], Unknown = D.unknown.
test(not_a_specialization, Rules == ['FAB-979']) :-
    minerva_hatchet(2, ["V of the Vanguard (yellow) [a-v]", "Head Jab (red) [a-hj]", 28], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"search", card:"a-hj"}, Rules).
test(found_nothing, As == []) :-
    minerva_hatchet(2, ["V of the Vanguard (yellow) [a-v]", 29], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"search"}, S),
    arsenal_of(S, "alice", As).

:- end_tests(fab_singles_minerva).

%   alice's Prismatic Shield (blue: one Spectral Shield) resolves; The
%   Librarian face up in her arsenal with Counters; her effects Es.
librarian_shield(Counters, Es, S) :-
    L0 = _{id:"a-lib", name:"The Librarian", face_up:true},
    (   Counters > 0 -> L = L0.put(lesson_counters, Counters) ; L = L0 ),
    short(_{passes:1, priority:"bob", effects:Es,
            stack:[_{kind:"card", card:"Prismatic Shield (blue) [a-ps]", controller:"alice"}],
            players:[_{name:"alice", hero:"Prism", action_points:0, arsenal:[L],
                       deck:["Herald of Judgment (yellow) [a-v]", 36]},
                     _{name:"bob", hero:"Kayo"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

hand_size(S, Who, N) :-
    member(P, S.players), P.name == Who, !,
    length(P.hand, N).

:- begin_tests(fab_singles_librarian).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"The Librarian"}).
test(asked_at_the_start, Choice == "mentor_face_up") :-
    short(_{turn:3, phase:"start", players:[_{name:"alice", hero:"Prism", arsenal:[_{id:"a-lib", name:"The Librarian"}]},
                                            _{name:"bob", hero:"Kayo"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    Choice = S.pending.choice.
test(draws_and_counts, H-N == 1-1) :-
    librarian_shield(0, [], S),
    hand_size(S, "alice", H),
    arsenal_of(S, "alice", [L]),
    N = L.lesson_counters.
test(once_per_turn, H-N == 0-1) :-
    librarian_shield(1, [_{kind:"mentor_once", player:"alice", source:"a-lib"}], S),
    hand_size(S, "alice", H),
    arsenal_of(S, "alice", [L]),
    N = L.lesson_counters.
test(third_counter_searches, Choice-As == "search_specialization"-[]) :-
    librarian_shield(2, [], S),
    Choice = S.pending.choice,
    arsenal_of(S, "alice", As).
test(face_down_does_nothing, H == 0) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Prismatic Shield (blue) [a-ps]", controller:"alice"}],
            players:[_{name:"alice", hero:"Prism", action_points:0, arsenal:[_{id:"a-lib", name:"The Librarian"}]},
                     _{name:"bob", hero:"Kayo"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    hand_size(S, "alice", H).
test(record_valid_in_either_turn, Es == []) :-
    short(_{effects:[_{kind:"mentor_once", player:"bob", source:"b-lib"}],
            players:[_{name:"alice", hero:"Prism"}, _{name:"bob", hero:"Prism"}]}, S),
    state_errors(flesh_and_blood, S, Es).

:- end_tests(fab_singles_librarian).
