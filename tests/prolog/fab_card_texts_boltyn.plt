/*  plunit tests of the Boltyn Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_boltyn.pl): charge, an
    optional additional cost into the hero's soul, and the turn's record
    of it (FAB-880); Valiant Thrust (FAB-881); Battlefield Blitz and Take
    Flight (FAB-882); Engulfing Light (FAB-883); Bolt of Courage
    (FAB-884).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_boltyn.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

id_of(C, Id) :- get_dict(id, C, Id).

ids(S, Who, Zone, Ids) :-
    player(S, Who, P),
    (   get_dict(Zone, P, Cs) -> maplist(id_of, Cs, Ids) ; Ids = [] ).

charged_effect(Who, _{kind:"charged", player:Who, source:"a-x"}).

%   Alice, Boltyn, with Hand, to act in her action phase; Effects this turn.
action_phase(Hand, Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Boltyn", resource_points:4, action_points:1, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

play(Card, Discard) :-
    play(Card, Discard, _).
play(Card, Discard, _{player:"alice", action:"play", card:Card, from:"hand", pitch:[], discard:Discard}).

%   Alice plays Card charging Discard, and it becomes a chain link: the
%   state and the link.
attacked(Hand, Effects, Card, Discard, S, L) :-
    action_phase(Hand, Effects, S0),
    play(Card, Discard, M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

%   Alice's Attack, undefended, in its reaction step, with Effects this
%   turn; bob passes and it deals its damage: the state after.
hit(Attack, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Boltyn", action_points:0,
                       deck:["Cross the Line (red) [a-top]", 38]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

hand3(["Take Flight (red) [a-tf]", "Valiant Thrust (red) [a-vt]", "Courageous Steelhand (red) [a-cs]"]).

:- begin_tests(fab_boltyn).

test(charge_is_an_optional_additional_cost) :-
    hand3(H), action_phase(H, [], S),
    play("a-tf", [], M0), legal_move(flesh_and_blood, S, M0),
    play("a-tf", ["a-vt"], M1), legal_move(flesh_and_blood, S, M1).
test(a_card_with_no_power_can_be_charged) :-
    hand3(H), action_phase(H, [], S),
    play("a-tf", ["a-cs"], M), legal_move(flesh_and_blood, S, M).
test(an_unknown_card_is_not_charged, [Ids, Listed] == [['FAB-305'], []]) :-
    action_phase(["Take Flight (red) [a-tf]", 1], [], S),
    player(S, "alice", P), last(P.hand, U), get_dict(id, U, UId),
    play("a-tf", [UId], M), violation_ids(flesh_and_blood, S, M, Ids),
    findall(M1, ( legal_move(flesh_and_blood, S, M1), M1.get(discard, []) == [UId] ), Listed).
test(two_cards_are_not_one_charge, Ids == ['FAB-305']) :-
    hand3(H), action_phase(H, [], S),
    play("a-tf", ["a-vt", "a-cs"], M), violation_ids(flesh_and_blood, S, M, Ids).
test(a_card_without_charge_charges_nothing, Ids == ['FAB-305']) :-
    hand3(H), action_phase(H, [], S),
    play("a-vt", ["a-tf"], M), violation_ids(flesh_and_blood, S, M, Ids).
test(the_charged_card_goes_into_the_soul, [Soul, Hand] == [["a-vt"], ["a-cs"]]) :-
    hand3(H), attacked(H, [], "a-tf", ["a-vt"], S, _),
    ids(S, "alice", soul, Soul), ids(S, "alice", hand, Hand).
test(the_turn_records_the_charge_once, Es == [charged-"alice"-"a-tf"]) :-
    hand3(H), attacked(H, [], "a-tf", ["a-vt"], S, _),
    findall(K-P-Src, ( member(E, S.effects), atom_string(K, E.kind), P = E.player, Src = E.source ), Es).
test(no_charge_no_record, Es == []) :-
    hand3(H), attacked(H, [], "a-tf", [], S, _),
    Es = S.get(effects, []).
test(take_flight_charged_has_go_again, GA == true) :-
    hand3(H), attacked(H, [], "a-tf", ["a-vt"], _, L), GA = L.go_again.
test(take_flight_uncharged_has_none, GA == false) :-
    hand3(H), attacked(H, [], "a-tf", [], _, L), GA = L.go_again.
test(take_flight_after_an_earlier_charge_has_go_again, GA == true) :-
    hand3(H), charged_effect("alice", E), attacked(H, [E], "a-tf", [], _, L), GA = L.go_again.
test(bobs_charge_is_not_alices, GA == false) :-
    hand3(H), charged_effect("bob", E), attacked(H, [E], "a-tf", [], _, L), GA = L.go_again.
test(battlefield_blitz_without_a_charge_has_no_go_again, GA == false) :-
    attacked(["Battlefield Blitz (red) [a-bb]"], [], "a-bb", [], _, L), GA = L.go_again.
test(battlefield_blitz_after_a_charge_has_go_again, GA == true) :-
    charged_effect("alice", E),
    attacked(["Battlefield Blitz (blue) [a-bb]"], [E], "a-bb", [], _, L), GA = L.go_again.
test(valiant_thrust_after_a_charge_plus_three_whatever_its_colour, B == 3) :-
    charged_effect("alice", E),
    attacked(["Valiant Thrust (blue) [a-vt]"], [E], "a-vt", [], _, L), B = L.power_bonus.
test(valiant_thrust_without_a_charge_plus_nothing, B == 0) :-
    attacked(["Valiant Thrust (red) [a-vt]"], [], "a-vt", [], _, L), B = L.get(power_bonus, 0).
test(bolt_of_courage_charged_hit_draws, Hand == ["a-top"]) :-
    charged_effect("alice", E),
    hit("Bolt of Courage (red) [a-bc]", [E], S), ids(S, "alice", hand, Hand).
test(bolt_of_courage_uncharged_hit_draws_nothing, Hand == []) :-
    hit("Bolt of Courage (red) [a-bc]", [], S), ids(S, "alice", hand, Hand).
test(engulfing_light_charged_hit_goes_to_the_soul, Soul == ["a-el"]) :-
    charged_effect("alice", E),
    hit("Engulfing Light (red) [a-el]", [E], S), ids(S, "alice", soul, Soul).
test(engulfing_light_uncharged_stays_on_the_chain, Soul == []) :-
    hit("Engulfing Light (red) [a-el]", [], S), ids(S, "alice", soul, Soul).
test(charged_cards_are_modelled) :-
    forall(member(N, ["Bolt of Courage", "Cross the Line", "Engulfing Light", "Express Lightning",
                      "Take Flight", "Valiant Thrust", "Battlefield Blitz"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"x", name:N, color:"red"})).
test(a_card_put_into_the_soul_otherwise_is_not_a_charge, [Soul, Es] == [["a-ill"], []]) :-
    hit("Illuminate (red) [a-ill]", [], S),
    ids(S, "alice", soul, Soul),
    Es = S.get(effects, []).

:- end_tests(fab_boltyn).

%   Alice plays Courageous Steelhand (Colour) targeting the chain link's
%   attack, with Effects this turn, and it resolves: the link.
steelhand(Colour, Effects, L) :-
    format(string(Card), "Courageous Steelhand (~w) [a-cs]", [Colour]),
    short(_{priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Cross the Line (red) [a-ct]"}]},
            players:[_{name:"alice", hero:"Boltyn", action_points:0, hand:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cs", from:"hand", pitch:[], discard:[], target:"a-ct"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

:- begin_tests(fab_boltyn_steelhand).

test(steelhand_uncharged_gains_nothing, B == 0) :-
    steelhand(red, [], L), B = L.get(power_bonus, 0).
test(steelhand_blue_charged_gains_one, B == 1) :-
    charged_effect("alice", E), steelhand(blue, [E], L), B = L.get(power_bonus, 0).
test(steelhand_yellow_charged_gains_two, B == 2) :-
    charged_effect("alice", E), steelhand(yellow, [E], L), B = L.get(power_bonus, 0).
test(steelhand_needs_an_attack_to_target, Ids == ['FAB-622']) :-
    short(_{priority:"alice", effects:[],
            chain:_{step:"reaction", links:[_{attack:"Cross the Line (red) [a-ct]"}]},
            players:[_{name:"alice", hero:"Boltyn", action_points:0, hand:["Courageous Steelhand (red) [a-cs]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"a-cs", from:"hand", pitch:[], discard:[], target:"boltyn"}, Ids).

:- end_tests(fab_boltyn_steelhand).

%   Alice activates Gallantry Gold with Weapons and it resolves: the state.
gallantry(Weapons, S) :-
    short(_{players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                       weapons:Weapons, equipment:["Gallantry Gold [a-gg]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-gg", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

weapon_powers(S, Ws) :-
    findall(W-N, ( member(E, S.get(effects, [])), E.kind == "weapon_power", W = E.weapon, N = E.amount ), Ws).

:- begin_tests(fab_boltyn_gallantry).

test(gallantry_gold_gives_each_weapon_one, Ws == ["a-hb"-1, "a-hm"-1]) :-
    gallantry(["Hatchet of Body [a-hb]", "Hatchet of Mind [a-hm]"], S), weapon_powers(S, Ws).
test(gallantry_gold_without_a_weapon_gives_nothing, Ws == []) :-
    gallantry([], S), weapon_powers(S, Ws).
test(gallantry_gold_is_destroyed_and_gives_go_again, [Gy, AP] == [["a-gg"], 1]) :-
    gallantry([], S), ids(S, "alice", graveyard, Gy), player(S, "alice", P), AP = P.action_points.

:- end_tests(fab_boltyn_gallantry).

%   The chain whose link's attack is Invigorating Light closes, with
%   Effects: alice's soul and graveyard, and the effects after.
il_closed(Effects, Soul, Gy, Es) :-
    short(_{priority:"alice", effects:Effects,
            chain:_{step:"resolution", links:[_{attack:"Invigorating Light (red) [a-il]", damage:6}]},
            players:[_{name:"alice", hero:"Boltyn", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:14}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    S.chain == null,
    ids(S, "alice", soul, Soul), ids(S, "alice", graveyard, Gy),
    Es = S.get(effects, []).

:- begin_tests(fab_boltyn_invigorating).

test(played_with_a_card_in_the_soul_nothing_waits, Es == []) :-
    short(_{players:[_{name:"alice", hero:"Boltyn", resource_points:3, action_points:1,
                       hand:["Invigorating Light (red) [a-il]"], soul:["Cross the Line (red) [a-s]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-il", from:"hand", pitch:[], discard:[]}, S),
    Es = S.get(effects, []).
test(the_delayed_effect_puts_it_into_the_soul, [Soul, Gy, Es] == [["a-il"], [], []]) :-
    il_closed([_{kind:"soul_when_chain_closes", player:"alice", source:"a-il"}], Soul, Gy, Es).
test(without_it_the_graveyard, [Soul, Gy] == [[], ["a-il"]]) :-
    il_closed([], Soul, Gy, _).
test(an_effect_for_another_card_moves_nothing, [Soul, Gy, Es] == [[], ["a-il"], []]) :-
    il_closed([_{kind:"soul_when_chain_closes", player:"alice", source:"a-other"}], Soul, Gy, Es).

:- end_tests(fab_boltyn_invigorating).

%   A reaction step: alice's Boltyn (Hero), Soul, the link's Attack with
%   Defending and link Fields, with Effects this turn.
reaction(Hero, Soul, Attack, Defending, Fields, Effects, S) :-
    short(_{priority:"alice", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}.put(Fields)]},
            players:[_{name:"alice", hero:Hero, action_points:0, soul:Soul},
                     _{name:"bob", hero:"Rhinar"}]}, S).

boltyn_react(Target, Banish, M) :-
    M = _{player:"alice", action:"activate", card:"boltyn", ability:0, pitch:[], banish:Banish, target:Target}.

link_power_now(S, P) :-
    last(S.chain.links, L), flesh_and_blood:link_power(L, P).

:- begin_tests(fab_boltyn_hero).

test(charged_boltyn_marks_the_link, N == 1) :-
    charged_effect("alice", E),
    attacked(["Cross the Line (red) [a-ct]"], [E], "a-ct", [], _, L), N = L.charged_defended_power.
test(uncharged_boltyn_marks_nothing, fail) :-
    attacked(["Cross the Line (red) [a-ct]"], [], "a-ct", [], _, L), get_dict(charged_defended_power, L, _).
test(defended_by_an_attack_action_card_plus_one, P == 6) :-
    reaction("Boltyn", [], "Cross the Line (red) [a-ct]", ["Wounded Bull (red) [b-wb]"],
             _{charged_defended_power:1}, [], S),
    link_power_now(S, P).
test(defended_by_a_defense_reaction_nothing, P == 5) :-
    reaction("Boltyn", [], "Cross the Line (red) [a-ct]", ["Sink Below (red) [b-sb]"],
             _{charged_defended_power:1}, [], S),
    link_power_now(S, P).
test(reaction_targets_an_attack_above_its_base) :-
    reaction("Boltyn", ["Express Lightning (red) [a-s]"], "Cross the Line (red) [a-ct]",
             ["Wounded Bull (red) [b-wb]"], _{charged_defended_power:1}, [], S),
    boltyn_react("a-ct", ["a-s"], M), legal_move(flesh_and_blood, S, M).
test(reaction_needs_power_above_base, Ids == ['FAB-622']) :-
    reaction("Boltyn", ["Express Lightning (red) [a-s]"], "Cross the Line (red) [a-ct]", [], _{}, [], S),
    boltyn_react("a-ct", ["a-s"], M), violation_ids(flesh_and_blood, S, M, Ids).
test(reaction_with_a_power_bonus_is_legal) :-
    reaction("Boltyn", ["Express Lightning (red) [a-s]"], "Cross the Line (red) [a-ct]", [], _{power_bonus:1}, [], S),
    boltyn_react("a-ct", ["a-s"], M), legal_move(flesh_and_blood, S, M).
test(reaction_with_an_empty_soul_is_illegal, Ids == ['FAB-756']) :-
    reaction("Boltyn", [], "Cross the Line (red) [a-ct]", [], _{power_bonus:1}, [], S),
    boltyn_react("a-ct", ["a-s"], M), violation_ids(flesh_and_blood, S, M, Ids).
test(no_reaction_listed_without_a_target, Ms == []) :-
    reaction("Boltyn", ["Express Lightning (red) [a-s]"], "Cross the Line (red) [a-ct]", [], _{}, [], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "activate" ), Ms).
test(boltyn_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"boltyn", name:"Boltyn"}).

:- end_tests(fab_boltyn_hero).

line(S0, Ms, S) :- foldl(step, Ms, S0, S).
step(M, S0, S) :- once(next_state(flesh_and_blood, S0, M, S)).

pass(W, _{player:W, action:"pass"}).

%   Push Forward (Colour) resolves for alice, with Activated this turn and
%   Hatchet of Body in her weapon zone: the effects after.
push_forward(Activated, Es) :-
    short(_{passes:1, priority:"bob", activated:Activated,
            stack:[_{kind:"card", card:"Push Forward (red) [a-pf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Boltyn", action_points:1, weapons:["Hatchet of Body [a-hb]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    findall(K, ( member(E, S.get(effects, [])), atom_string(K, E.kind) ), Es).

:- begin_tests(fab_boltyn_weapons).

test(push_forward_after_a_weapon_attack_dominate, Es == [next_attack_power, next_attack_dominate]) :-
    push_forward(["a-hb/0"], Es).
test(push_forward_without_a_weapon_attack_no_dominate, Es == [next_attack_power]) :-
    push_forward([], Es).
test(push_forward_an_other_cards_activation_is_no_weapon_attack, Es == [next_attack_power]) :-
    push_forward(["boltyn/0"], Es).
test(dusk_path_hit_allows_an_additional_attack) :-
    short(_{players:[_{name:"alice", hero:"Boltyn", resource_points:3, action_points:2,
                       weapons:["Hatchet of Body [a-hb]"], hand:["Dusk Path Pilgrimage (red) [a-dp]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [_{player:"alice", action:"play", card:"a-dp", from:"hand", pitch:[], discard:[]}, PA, PB,
              _{player:"alice", action:"activate", card:"a-hb", ability:0, pitch:[]}, PA, PB, PA, PB,
              _{player:"bob", action:"defend", cards:[]}, PA, PB, PA, PB], S),
    S.chain.step == "resolution",
    once(legal_move(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-hb", ability:0, pitch:[]})).
test(dusk_path_blocked_no_additional_attack, Ids == ['FAB-402']) :-
    short(_{players:[_{name:"alice", hero:"Boltyn", resource_points:3, action_points:2,
                       weapons:["Hatchet of Body [a-hb]"], hand:["Dusk Path Pilgrimage (blue) [a-dp]", "Sink Below (red) [x]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b-sb]"]}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [_{player:"alice", action:"play", card:"a-dp", from:"hand", pitch:[], discard:[]}, PA, PB,
              _{player:"alice", action:"activate", card:"a-hb", ability:0, pitch:[]}, PA, PB, PA, PB,
              _{player:"bob", action:"defend", cards:["b-sb"]}, PA, PB, PA, PB], S),
    S.chain.step == "resolution",
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-hb", ability:0, pitch:[]}, Ids0),
    include(==('FAB-402'), Ids0, Ids1), !, Ids = Ids1.

:- end_tests(fab_boltyn_weapons).

%   Alice attacks with Hatchet of Body, the chain closed, with Effects this
%   turn: its link and the effects after.
body_attacks(Effects, L, Es) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                       weapons:["Hatchet of Body [a-hb]", "Hatchet of Mind [a-hm]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [_{player:"alice", action:"activate", card:"a-hb", ability:0, pitch:[]}, PA, PB], S),
    last(S.chain.links, L),
    findall(K-N, ( member(E, S.get(effects, [])), atom_string(K, E.kind), N = E.get(name, E.get(amount, -)) ), Es).

last_of(Name, _{kind:"last_attack", player:"alice", source:"x", name:Name}).

:- begin_tests(fab_boltyn_hatchets).

test(body_after_mind_in_an_earlier_chain_plus_one, [B, Es] == [1, [weapon_power-1, last_attack-"Hatchet of Body"]]) :-
    last_of("Hatchet of Mind", E), body_attacks([E], L, Es), B = L.power_bonus.
test(body_after_an_attack_action_card_nothing, [B, Es] == [0, [last_attack-"Hatchet of Body"]]) :-
    last_of("Cross the Line", E), body_attacks([E], L, Es), B = L.get(power_bonus, 0).
test(body_first_nothing, B == 0) :-
    body_attacks([], L, _), B = L.get(power_bonus, 0).
test(no_record_without_a_hatchet, Es == []) :-
    attacked(["Cross the Line (red) [a-ct]"], [], "a-ct", [], S, _),
    Es = S.get(effects, []).
test(mind_after_body_on_the_chain_plus_one, B == 1) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"resolution", links:[_{attack:"Hatchet of Body [a-hb]", damage:2}]},
            players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                       weapons:["Hatchet of Mind [a-hm]"]},
                     _{name:"bob", hero:"Rhinar", life:18}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [_{player:"alice", action:"activate", card:"a-hm", ability:0, pitch:[]}, PA, PB], S),
    last(S.chain.links, L), B = L.get(power_bonus, 0).

:- end_tests(fab_boltyn_hatchets).

%   Alice plays V of the Vanguard charging Charged, and it attacks: the
%   state and its link.
vanguard(Charged, S, L) :-
    attacked(["V of the Vanguard (yellow) [a-v]", "Take Flight (red) [a-tf]", "Push Forward (red) [a-pf]"],
             [], "a-v", Charged, S, L).

:- begin_tests(fab_boltyn_vanguard).

test(vanguard_two_cards_one_light_plus_one, [B, Soul] == [1, ["a-tf", "a-pf"]]) :-
    vanguard(["a-tf", "a-pf"], S, L), B = L.power_bonus, ids(S, "alice", soul, Soul).
test(vanguard_no_light_nothing_but_a_charge, [B, Ks] == [0, [charged]]) :-
    vanguard(["a-pf"], S, L), B = L.get(power_bonus, 0),
    findall(K, ( member(E, S.effects), atom_string(K, E.kind) ), Ks).
test(vanguard_no_charge_nothing, B == 0) :-
    vanguard([], _, L), B = L.get(power_bonus, 0).
test(vanguard_a_later_link_of_the_chain_gets_it_too, B == 1) :-
    short(_{priority:"alice", effects:[_{kind:"chain_attacks_power", player:"alice", amount:1, source:"a-v", lasts:"combat_chain"}],
            chain:_{step:"resolution", links:[_{attack:"V of the Vanguard (yellow) [a-v]", damage:4}]},
            players:[_{name:"alice", hero:"Boltyn", resource_points:1, action_points:1,
                       hand:["Cross the Line (red) [a-ct]"]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [_{player:"alice", action:"play", card:"a-ct", from:"hand", pitch:[], discard:[]}, PA, PB], S),
    last(S.chain.links, L), B = L.get(power_bonus, 0).
test(vanguard_ends_with_the_chain, Es == []) :-
    short(_{priority:"alice", effects:[_{kind:"chain_attacks_power", player:"alice", amount:1, source:"a-v", lasts:"combat_chain"}],
            chain:_{step:"resolution", links:[_{attack:"V of the Vanguard (yellow) [a-v]", damage:4}]},
            players:[_{name:"alice", hero:"Boltyn", action_points:0}, _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    pass("alice", PA), pass("bob", PB),
    line(S0, [PA, PB], S),
    S.chain == null,
    Es = S.get(effects, []).
test(vanguard_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"x", name:"V of the Vanguard", color:"yellow"}).

:- end_tests(fab_boltyn_vanguard).
