/*  plunit tests of the Rhinar Hero Deck's card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts_rhinar_dorinthea.pl): Rhinar
    (FAB-570), Snapdragon Scalers (FAB-571, FAB-572), Scour the
    Battlescape (FAB-573 to FAB-575), Barkbone Strapping (FAB-576,
    FAB-577) and Drone of Brutality (FAB-578).  Run from the repository
    root:
        swipl -g "consult('tests/prolog/fab_card_texts_rhinar_dorinthea.plt')" -g run_tests -t halt
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

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

moves(S0, Ms, S) :-
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B), Ms, S0, S).

:- begin_tests(fab_rhinar).

swing(Hero, Discard, S) :-
    short(_{players:[_{name:"alice", hero:Hero, resource_points:1,
                       hand:["Savage Swing (red) [s]", "Command and Conquer (red) [big]", "Sink Below (red) [small]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[Discard]}, S).

test(a_big_discard_intimidates, Choice-Who == "intimidate"-"bob") :-
    swing("Rhinar", "big", S),
    Choice = S.pending.choice,
    Who = S.pending.player.
test(reckless_rampage_too, Choice == "intimidate") :-
    swing("Rhinar, Reckless Rampage", "big", S),
    Choice = S.pending.choice.
test(a_small_discard_does_not, [fail]) :-
    swing("Rhinar", "small", S),
    flesh_and_blood:pending(S, _).
test(another_hero_does_not, [fail]) :-
    swing("Bravo", "big", S),
    flesh_and_blood:pending(S, _).
test(its_event) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:1,
                       hand:["Savage Swing (red) [s]", "Command and Conquer (red) [big]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["big"]}, _, Es),
    event_rules(Es, Rules),
    assertion(memberchk('FAB-570', Rules)).
test(outside_the_action_phase_nothing, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", graveyard:["Command and Conquer (red) [big]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b]"]}]}, S0),
    S1 = S0.put(phase, "end"),
    flesh_and_blood:hero_discard_text(S1, "alice", ["big"], S, _, []),
    flesh_and_blood:pending(S, _).
test(in_the_other_players_turn_nothing, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Sink Below (red) [a]"]},
                     _{name:"bob", hero:"Rhinar", graveyard:["Command and Conquer (red) [big]"]}]}, S0),
    flesh_and_blood:hero_discard_text(S0, "bob", ["big"], S, _, []),
    flesh_and_blood:pending(S, _).
test(rhinar_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Rhinar"}).
test(hidden_it_is_not_read, [fail]) :-
    short(_{players:[_{name:"alice", hero:_{name:"Rhinar", text_read:false}, resource_points:1,
                       hand:["Savage Swing (red) [s]", "Command and Conquer (red) [big]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["big"]}, S),
    flesh_and_blood:pending(S, _).

:- end_tests(fab_rhinar).

:- begin_tests(fab_snapdragon_scalers).

scalers(Attack, Defending, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Snapdragon Scalers [legs]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

activate(_{player:"alice", action:"activate", card:"legs", ability:0, pitch:[]}).

test(a_cheap_attack_gets_go_again, GA == true) :-
    scalers("Wounding Blow (red) [w]", [], S0),
    activate(M),
    moves(S0, [M, _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    last(S.chain.links, L),
    GA = L.go_again.
test(no_target_is_illegal, Ids == ['FAB-572']) :-
    scalers("Assault and Battery (red) [ab]", ["Beast Mode (red) [bm]"], S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(a_cheap_defending_card_is_a_target, Ids == []) :-
    scalers("Assault and Battery (red) [ab]", ["Wounding Blow (red) [w]"], S),
    activate(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(then_the_attack_gets_nothing, GA == false) :-
    scalers("Assault and Battery (red) [ab]", ["Wounding Blow (red) [w]"], S0),
    activate(M),
    moves(S0, [M, _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    last(S.chain.links, L),
    GA = L.go_again.
test(it_is_destroyed_as_it_is_activated, Gy == ["legs"]) :-
    scalers("Wounding Blow (red) [w]", [], S0),
    activate(M),
    next_state(flesh_and_blood, S0, M, S),
    player_named(S, "alice", P),
    ids(P.graveyard, Gy).
test(scalers_are_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Snapdragon Scalers"}).

:- end_tests(fab_snapdragon_scalers).

:- begin_tests(fab_scour_the_battlescape).

scour(From, Hand, S) :-
    (   From == "arsenal"
    ->  P0 = _{name:"alice", hero:"Rhinar", arsenal:["Scour the Battlescape (blue) [sc]"], hand:Hand}
    ;   P0 = _{name:"alice", hero:"Rhinar", hand:["Scour the Battlescape (blue) [sc]"|Hand]}
    ),
    short(_{players:[P0, _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"sc", from:From, pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S).

test(from_the_arsenal_go_again, GA == true) :-
    scour("arsenal", [], S),
    last(S.chain.links, L),
    GA = L.go_again.
test(from_hand_none, GA == false) :-
    scour("hand", [], S),
    last(S.chain.links, L),
    GA = L.go_again.
test(with_a_hand_it_asks, Choice == "hand_to_bottom") :-
    scour("hand", ["Sink Below (red) [k]"], S),
    Choice = S.pending.choice.
test(with_no_hand_it_does_not, [fail]) :-
    scour("arsenal", [], S),
    flesh_and_blood:pending(S, _).
test(the_card_goes_to_the_bottom_and_one_is_drawn, Last-N == "k"-1) :-
    scour("hand", ["Sink Below (red) [k]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:["k"]}, S),
    player_named(S, "alice", P),
    last(P.deck, C), Last = C.id,
    length(P.hand, N).
test(none_keeps_the_hand, Hand == ["k"]) :-
    scour("hand", ["Sink Below (red) [k]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:[]}, S),
    player_named(S, "alice", P),
    ids(P.hand, Hand).
test(a_card_not_in_hand_is_illegal, Ids == ['FAB-575']) :-
    scour("hand", ["Sink Below (red) [k]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"bottom", cards:["sc"]}, Ids).
test(scour_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Scour the Battlescape", color:"blue"}).

:- end_tests(fab_scour_the_battlescape).

:- begin_tests(fab_barkbone_strapping).

strapping(S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", equipment:["Barkbone Strapping [chest]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"activate", card:"chest", ability:0, pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S).

test(the_roll_waits, Choice == "roll") :-
    strapping(S),
    Choice = S.pending.choice.
test(half_rounded_down, RPs == [0, 1, 1, 2, 2, 3]) :-
    strapping(S0),
    findall(RP, ( between(1, 6, R),
                  next_state(flesh_and_blood, S0, _{player:"alice", action:"roll", result:R}, S),
                  player_named(S, "alice", P),
                  RP = P.resource_points ), RPs).
test(seven_is_no_roll, Ids == ['FAB-577']) :-
    strapping(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"roll", result:7}, Ids).
test(zero_is_no_roll, Ids == ['FAB-577']) :-
    strapping(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"roll", result:0}, Ids).
test(strapping_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Barkbone Strapping"}).

:- end_tests(fab_barkbone_strapping).

:- begin_tests(fab_drone_of_brutality).

test(discarded_to_the_bottom, Last-Gy == "d"-[]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1,
                       hand:["Savage Swing (red) [s]", "Drone of Brutality (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["d"]}, S),
    player_named(S, "alice", P),
    last(P.deck, C), Last = C.id,
    \+ get_dict(graveyard_replaced, C, _),
    ids(P.graveyard, Gy).
test(its_event) :-
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1,
                       hand:["Savage Swing (red) [s]", "Drone of Brutality (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["d"]}, _, Es),
    event_rules(Es, Rules),
    assertion(memberchk('FAB-578', Rules)).
test(still_a_discard_for_romping_club, Kinds == ["discarded_power", "weapon_power"]) :-   % the record: FAB-679
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1, weapons:["Romping Club [c]"],
                       hand:["Savage Swing (red) [s]", "Drone of Brutality (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["d"]}, S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(the_chain_closes, Last-Gy == "d"-["k"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:"Drone of Brutality (blue) [d]", defending:["Sink Below (red) [k]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", PA), last(PA.deck, C), Last = C.id,
    player_named(S, "bob", PB), ids(PB.graveyard, Gy).
test(hidden_it_goes_to_the_graveyard, Gy == ["d"]) :-
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1,
                       hand:["Savage Swing (red) [s]", _{id:"d", name:"Drone of Brutality", color:"red", text_read:false}]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["d"]}, S),
    player_named(S, "alice", P),
    ids(P.graveyard, Gy).
test(drone_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Drone of Brutality", color:"red"}).

:- end_tests(fab_drone_of_brutality).

:- begin_tests(fab_dorinthea_next_weapon_attack).

resolved_action(Card, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:["Dawnblade [dawn]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(sharpen_steel, Kinds-Amounts == ["next_attack_power"]-[2]) :-
    resolved_action("Sharpen Steel (yellow) [c]", S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds),
    maplist([E, A]>>get_dict(amount, E, A), S.effects, Amounts).
test(driving_blade, Kinds == ["next_attack_power", "next_attack_go_again"]) :-
    resolved_action("Driving Blade (blue) [c]", S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(warriors_valor, Kinds == ["next_attack_power", "next_attack_hit_go_again"]) :-
    resolved_action("Warrior's Valor (blue) [c]", S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(an_attack_action_card_leaves_it_waiting, N == 1) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:3, source:"c", weapon_attack:true}],
            players:[_{name:"alice", hero:"Dorinthea", hand:["Wounding Blow (red) [w]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"w", from:"hand", pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    length(S.effects, N).
test(the_texts_are_modelled) :-
    forall(member(N-C, ["Sharpen Steel"-"red", "Driving Blade"-"blue", "Warrior's Valor"-"yellow",
                        "Biting Blade"-"red", "Overpower"-"red", "Ironsong Response"-"blue",
                        "Steelblade Shunt"-"red", "Razor Reflex"-"red"]),
           assertion(\+ flesh_and_blood:unmodelled_card(_{name:N, color:C}))).

:- end_tests(fab_dorinthea_next_weapon_attack).

:- begin_tests(fab_dorinthea_attack_reactions).

played(Attack, Defending, Card, L, Es) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:3, hand:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    get_dict(players, S0, [P|_]), [H] = P.hand, get_dict(id, H, Id),
    moves(S0, [_{player:"alice", action:"play", card:Id, from:"hand", pitch:[]}, _{player:"alice", action:"pass"}], S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Es0),
    Es = Es0,
    last(S.chain.links, L).

bonus(L, B) :- key_value_(power_bonus, L, 0, B).
key_value_(K, D, Def, V) :- ( get_dict(K, D, V0) -> V = V0 ; V = Def ).

test(biting_blade_blue_no_reprise, B == 1) :-
    played("Dawnblade [dawn]", [], "Biting Blade (blue) [c]", L, _),
    bonus(L, B).
test(biting_blade_blue_reprise, B == 2) :-
    played("Dawnblade [dawn]", ["Pack Hunt (red) [h]"], "Biting Blade (blue) [c]", L, _),
    bonus(L, B).
test(equipment_is_no_reprise, B == 2) :-
    played("Dawnblade [dawn]", ["Scabskin Leathers [legs]"], "Overpower (blue) [c]", L, _),
    bonus(L, B).
test(overpower_blue_reprise, B == 4) :-
    played("Dawnblade [dawn]", ["Pack Hunt (red) [h]"], "Overpower (blue) [c]", L, _),
    bonus(L, B).
test(ironsong_without_reprise_nothing, B == 0) :-
    played("Dawnblade [dawn]", [], "Ironsong Response (blue) [c]", L, _),
    bonus(L, B).
test(ironsong_with_reprise, B == 1) :-
    played("Dawnblade [dawn]", ["Pack Hunt (red) [h]"], "Ironsong Response (blue) [c]", L, _),
    bonus(L, B).
test(no_weapon_attack_no_target, Ids == ['FAB-582']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:3, hand:["Overpower (red) [c]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"c", from:"hand", pitch:[]}, Ids).
test(razor_reflex_on_a_sword, B-H == 1-false) :-
    played("Dawnblade [dawn]", [], "Razor Reflex (blue) [c]", L, _),
    bonus(L, B),
    key_value_(hit_go_again, L, false, H).
test(razor_reflex_on_a_cheap_attack_action_card, B-H == 1-true) :-
    played("Wounding Blow (red) [w]", [], "Razor Reflex (blue) [c]", L, _),
    bonus(L, B),
    key_value_(hit_go_again, L, false, H).

:- end_tests(fab_dorinthea_attack_reactions).

:- begin_tests(fab_steelblade_shunt).

shunted(Attack, Life) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            stack:[_{kind:"card", card:"Steelblade Shunt (blue) [s]", controller:"bob"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    player_named(S, "alice", P),
    Life = P.life.

test(a_weapon_attack, Life == 19) :-
    shunted("Dawnblade [dawn]", Life).
test(an_attack_action_card, Life == 20) :-
    shunted("Wounding Blow (red) [w]", Life).
test(at_one_life_the_attacker_loses, Kinds == [hero_defeated]) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [dawn]", defending:[]}]},
            stack:[_{kind:"card", card:"Steelblade Shunt (blue) [s]", controller:"bob"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, life:1},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, _, Es),
    findall(K, member(event('FAB-701', K, _), Es), Kinds).

:- end_tests(fab_steelblade_shunt).

:- begin_tests(fab_stroke_of_foresight).

stroke(Defending, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Dawnblade [dawn]", defending:Defending}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, resource_points:1,
                       hand:["Stroke of Foresight (yellow) [st]", "Sink Below (red) [k]"],
                       deck:["Pack Hunt (red) [top]", 36]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"st", from:"hand", pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S).

test(without_reprise_no_draw, N-B == 1-2) :-
    stroke([], S),
    player_named(S, "alice", P), length(P.hand, N),
    last(S.chain.links, L), B = L.power_bonus,
    assertion(\+ flesh_and_blood:pending(S, _)).
test(with_reprise_draw_and_choose, Hand-Choice == ["k", "top"]-"hand_to_deck") :-
    stroke(["Beast Mode (red) [bm]"], S),
    player_named(S, "alice", P), ids(P.hand, Hand),
    Choice = S.pending.choice.
test(to_the_top, Top == "k") :-
    stroke(["Beast Mode (red) [bm]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"k", to:"top"}, S),
    player_named(S, "alice", P), [C|_] = P.deck, Top = C.id.
test(to_the_bottom, Last == "top") :-
    stroke(["Beast Mode (red) [bm]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"top", to:"bottom"}, S),
    player_named(S, "alice", P), last(P.deck, C), Last = C.id.
test(the_four_answers, N == 4) :-
    stroke(["Beast Mode (red) [bm]"], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "put") ), N).
test(not_from_hand, Ids == ['FAB-587']) :-
    stroke(["Beast Mode (red) [bm]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"dawn", to:"top"}, Ids).
test(stroke_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Stroke of Foresight", color:"red"}).

:- end_tests(fab_stroke_of_foresight).

:- begin_tests(fab_refraction_bolters).

hit(Attack, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, equipment:["Refraction Bolters [legs]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(a_weapon_hit_asks, Choice == "destroy_for_go_again") :-
    hit("Dawnblade [dawn]", S),
    Choice = S.pending.choice.
test(an_attack_action_card_does_not, [fail]) :-
    hit("Wounding Blow (red) [w]", S),
    flesh_and_blood:pending(S, _).
test(destroyed_go_again, GA-Gy == true-["legs"]) :-
    hit("Dawnblade [dawn]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"destroy", card:"legs"}, S),
    last(S.chain.links, L), GA = L.go_again,
    player_named(S, "alice", P), ids(P.graveyard, Gy).
test(declined_nothing, GA-Eq == false-["legs"]) :-
    hit("Dawnblade [dawn]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    last(S.chain.links, L), GA = L.go_again,
    player_named(S, "alice", P), ids(P.equipment, Eq).
test(the_two_answers, N == 2) :-
    hit("Dawnblade [dawn]", S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, A), A \== "concede" ), N).
test(bolters_are_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Refraction Bolters"}).

:- end_tests(fab_refraction_bolters).

:- begin_tests(fab_dawnblade).

swing(Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [dawn]", defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

counters(S, K) :-
    last(S.chain.links, L),
    (   get_dict(power_counters, L.attack, K0) -> K = K0 ; K = 0 ).

test(a_first_hit_counts, K-N == 0-1) :-
    swing([], S),
    counters(S, K),
    once(( member(E, S.effects), E.kind == "weapon_hits" )), N = E.count.
test(the_second_hit_a_counter, K == 1) :-
    swing([_{kind:"weapon_hits", player:"alice", weapon:"dawn", count:1}], S),
    counters(S, K).
test(the_third_hit_none_more, K == 0) :-
    swing([_{kind:"weapon_hits", player:"alice", weapon:"dawn", count:2}], S),
    counters(S, K).
test(the_counter_counts_in_its_power, P == 4) :-
    flesh_and_blood:card_power(_{id:"dawn", name:"Dawnblade", power_counters:1}, P).
test(a_new_object_has_none, [fail]) :-
    flesh_and_blood:new_object(_{id:"dawn", name:"Dawnblade", power_counters:1}, C),
    get_dict(power_counters, C, _).
test(hidden_nothing_counts, [fail]) :-
    short(_{passes:1, priority:"bob",
            effects:[_{kind:"weapon_hits", player:"alice", weapon:"dawn", count:1}],
            chain:_{step:"reaction", links:[_{attack:_{id:"dawn", name:"Dawnblade", text_read:false}, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    get_dict(power_counters, L.attack, _).
test(dawnblade_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Dawnblade"}).

:- end_tests(fab_dawnblade).

:- begin_tests(fab_natures_path_pilgrimage).

%   Dawnblade, carrying the Pilgrimage's hit text, hits: bob passes the
%   reaction step.
npp_hit(Alice, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Dawnblade [dawn]", defending:[], hit_reveals_top:true}]},
            players:[Alice.put(_{name:"alice", hero:"Dorinthea", action_points:0}),
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(resolves_into_two_effects, Kinds == ["next_attack_power", "next_attack_hit_reveal"]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", resource_points:1,
                       hand:["Nature's Path Pilgrimage (blue) [npp]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"npp", from:"hand", pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds),
    S.effects = [E1|_],
    assertion(E1.amount == 1).
test(an_action_card_goes_to_the_arsenal, Ars-Deck == ["steel"]-["jab"]) :-
    npp_hit(_{deck:["Sharpen Steel (red) [steel]", "Head Jab (red) [jab]"]}, S),
    player_named(S, "alice", P),
    ids(P.arsenal, Ars), ids(P.deck, Deck).
test(another_card_stays, Ars-Deck == []-["tough", "jab"]) :-
    npp_hit(_{deck:["Toughen Up (blue) [tough]", "Head Jab (red) [jab]"]}, S),
    player_named(S, "alice", P),
    ids(P.arsenal, Ars), ids(P.deck, Deck).
test(a_full_arsenal_reveals_nothing, Ars-Deck == ["hold"]-["steel"]) :-
    npp_hit(_{arsenal:["Sink Below (red) [hold]"], deck:["Sharpen Steel (red) [steel]"]}, S),
    player_named(S, "alice", P),
    ids(P.arsenal, Ars), ids(P.deck, Deck).
test(an_unknown_top_card_asks, Choice == "reveal_top") :-
    npp_hit(_{}, S),
    Choice = S.pending.choice.
test(the_two_answers, N == 2) :-
    npp_hit(_{}, S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, A), A \== "concede" ), N).
test(another_card_than_the_top, Ids == ['FAB-563']) :-
    npp_hit(_{}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"reveal", card:"alice-deck-2", action_card:true}, Ids).
test(a_weapon_attack_only, Kinds == ["next_attack_hit_reveal"]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", resource_points:0,
                       hand:["Wounding Blow (red) [w]"]},
                     _{name:"bob", hero:"Rhinar"}],
            effects:[_{kind:"next_attack_hit_reveal", weapon_attack:true, source:"npp"}]}, S0),
    moves(S0, [_{player:"alice", action:"play", card:"w", from:"hand", pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(pilgrimage_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Nature's Path Pilgrimage", color:"red"}).

:- end_tests(fab_natures_path_pilgrimage).

:- begin_tests(fab_hope_merchants_hood).

hood(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                       equipment:["Hope Merchant's Hood [hood]"], hand:Hand,
                       deck:["Driving Blade (red) [blade]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    moves(S0, [_{player:"alice", action:"activate", card:"hood", ability:0, pitch:[]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S).

test(asks_the_cards, Choice == "hand_to_shuffle") :-
    hood(["Sink Below (red) [s]"], S),
    Choice = S.pending.choice.
test(every_set_of_the_hand, N == 4) :-
    hood(["Sink Below (red) [s]", "Head Jab (red) [j]"], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "shuffle") ), N).
test(shuffled_then_drawn, Hand-Unknown == 2-true) :-
    hood(["Sink Below (red) [s]", "Head Jab (red) [j]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"shuffle", cards:["s", "j"]}, S),
    player_named(S, "alice", P),
    length(P.hand, Hand),
    (   forall(member(C, P.hand), get_dict(unknown, C, true)),
        forall(member(C, P.deck), get_dict(unknown, C, true))
    ->  Unknown = true
    ;   Unknown = false
    ).
test(the_cards_are_kept, Same == true) :-
    hood(["Sink Below (red) [s]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"shuffle", cards:["s"]}, S),
    flesh_and_blood:inventory(S0, B0), flesh_and_blood:inventory(S, B),
    msort(B0, M0), msort(B, M),
    (   M0 == M -> Same = true ; Same = false ).
test(an_empty_hand_shuffles_at_once, [fail]) :-
    hood([], S),
    flesh_and_blood:pending(S, _).
test(a_card_not_in_hand, Ids == ['FAB-565']) :-
    hood(["Sink Below (red) [s]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"shuffle", cards:["blade"]}, Ids).
test(hood_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Hope Merchant's Hood"}).

:- end_tests(fab_hope_merchants_hood).
