/*  plunit tests of the Briar Blitz Deck's card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts_briar.pl): Entwine Earth and Stir
    the Wildwood (FAB-1240, FAB-1241), Burgeoning (FAB-1242), Weave Earth
    (FAB-1243), Rites of Lightning (FAB-1244, FAB-1245), Bramble Spark
    (FAB-1246), Flash (FAB-1247), Sutcliffe's Suede Hides (FAB-1248,
    FAB-1249), Rosetta Thorn (FAB-1250).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_briar.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

%   alice, in her action phase with Hand and Effects, plays Card (From,
%   revealing Reveal), both pass and it resolves.
played(Hand, Arsenal, Effects, Card, From, Reveal, S, Events) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Bravo", resource_points:6, action_points:2, hand:Hand, arsenal:Arsenal},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Card, from:From, pitch:[], discard:Reveal}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

link_power(S, P) :-
    last(S.chain.links, L),
    flesh_and_blood:link_power(L, P).

:- begin_tests(fab_briar_earth).

test(modelled) :-
    forall(member(N, ["Entwine Earth", "Stir the Wildwood", "Burgeoning", "Weave Earth"]), modelled(N)).
test(entwine_fused, P-Rs == 8-['FAB-1240']) :-
    played(["Entwine Earth (red) [e]", "Weave Earth (red) [w]"], [], [], "e", "hand", ["w"], S, Events),
    link_power(S, P),
    findall(R, member(event(R, fused_power, _), Events), Rs).
test(entwine_unfused, P == 6) :-
    played(["Entwine Earth (red) [e]", "Weave Earth (red) [w]"], [], [], "e", "hand", [], S, _),
    link_power(S, P).
test(stir_after_arcane, P == 7) :-
    played(["Stir the Wildwood (red) [s]"], [], [_{kind:"arcane_damage_to_opponent", player:"alice", source:"x"}],
           "s", "hand", [], S, _),
    link_power(S, P).
test(stir_fused_after_arcane, P == 9) :-
    played(["Stir the Wildwood (red) [s]", "Weave Earth (red) [w]"], [],
           [_{kind:"arcane_damage_to_opponent", player:"alice", source:"x"}], "s", "hand", ["w"], S, _),
    link_power(S, P).
test(stir_no_record, P == 5) :-
    played(["Stir the Wildwood (red) [s]"], [], [], "s", "hand", [], S, _),
    link_power(S, P).
test(burgeoning_arsenal, P-Rs == 7-['FAB-1242']) :-
    played([], ["Burgeoning (red) [b]"], [], "b", "arsenal", [], S, Events),
    link_power(S, P),
    findall(R, member(event(R, arsenal_card_power, _), Events), Rs).
test(burgeoning_hand, P == 5) :-
    played(["Burgeoning (yellow) [b]"], [], [], "b", "hand", [], S, _),
    link_power(S, P).
test(weave_earth_fused, P == 12) :-
    played(["Entwine Earth (red) [e]", "Weave Earth (red) [w]"], [],
           [_{kind:"next_attack_power", player:"alice", amount:3, source:"x", attack_action_card:true,
              class_or_talent:["Earth", "Elemental"], fused_power:1}], "e", "hand", ["w"], S, _),
    link_power(S, P).
test(weave_earth_other_talent_waits, P-Ks == 3-["next_attack_power"]) :-
    played(["Head Jab (red) [h]"], [],
           [_{kind:"next_attack_power", player:"alice", amount:3, source:"x", attack_action_card:true,
              class_or_talent:["Earth", "Elemental"], fused_power:1}], "h", "hand", [], S, _),
    link_power(S, P),
    kinds(S, Ks).
test(weave_earth_blue_effect, Pairs == [amount-1, attack_action_card-true, class_or_talent-["Earth", "Elemental"],
                                         fused_power-1, kind-"next_attack_power", player-"alice", source-"w"]) :-
    played(["Weave Earth (blue) [w]"], [], [], "w", "hand", [], S, _),
    flesh_and_blood:effects(S, [E]),
    dict_pairs(E, _, Pairs).

:- end_tests(fab_briar_earth).

:- begin_tests(fab_briar_arcane).

test(modelled) :-
    forall(member(N, ["Rites of Lightning", "Bramble Spark"]), modelled(N)).
test(rites_fused_waits_target, C-N == "arcane_target_hero"-1) :-
    played(["Rites of Lightning (red) [r]", "Flash (red) [f]"], [], [], "r", "hand", ["f"], S, _),
    get_dict(pending, S, Pd),
    get_dict(choice, Pd, C),
    get_dict(amount, Pd, N).
test(rites_fused_target_go_again, GA-Life == true-19) :-
    played(["Rites of Lightning (red) [r]", "Flash (red) [f]"], [], [], "r", "hand", ["f"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"b-hero"}, S),
    last(S.chain.links, L), GA = L.go_again,
    player_named(S, "bob", B), Life = B.life.
test(rites_after_record_go_again, GA == true) :-
    played(["Rites of Lightning (red) [r]"], [], [_{kind:"arcane_damage_dealt", player:"alice", source:"x"}],
           "r", "hand", [], S, _),
    last(S.chain.links, L), GA = L.go_again.
test(rites_unfused_nothing, GA-P == false-none) :-
    played(["Rites of Lightning (red) [r]"], [], [], "r", "hand", [], S, _),
    last(S.chain.links, L), GA = L.go_again,
    ( get_dict(pending, S, Pd), Pd \== null -> P = Pd ; P = none ).
test(bramble_unfused, Ks == ["next_attack_action_card_attack_arcane"]) :-
    played(["Bramble Spark (yellow) [b]", "Weave Earth (red) [w]", "Rites of Lightning (red) [r]"], [], [], "b", "hand", [], S, _),
    kinds(S, Ks).
test(bramble_fused_power, N == 2) :-
    played(["Bramble Spark (yellow) [b]", "Weave Earth (red) [w]"], [], [], "b", "hand", ["w"], S, _),
    flesh_and_blood:effects(S, Es),
    member(E, Es), E.kind == "next_attack_power", N = E.amount.

:- end_tests(fab_briar_arcane).

:- begin_tests(fab_briar_go_again).

test(modelled) :-
    forall(member(N, ["Flash", "Sutcliffe's Suede Hides", "Rosetta Thorn"]), modelled(N)).
test(flash_red_any_cost, GA == true) :-
    played(["Rites of Lightning (red) [r]"], [], [_{kind:"next_action_card_go_again_min_cost", player:"alice", source:"x", min_cost:0}],
           "r", "hand", [], S, _),
    last(S.chain.links, L), GA = L.go_again.
test(flash_blue_small_cost_waits, GA-Ks == false-["next_action_card_go_again_min_cost"]) :-
    played(["Rites of Lightning (red) [r]"], [], [_{kind:"next_action_card_go_again_min_cost", player:"alice", source:"x", min_cost:2}],
           "r", "hand", [], S, _),
    last(S.chain.links, L), GA = L.go_again,
    kinds(S, Ks).

%   alice attacks with Rites of Lightning in the reaction step, with the
%   turn's Effects; Sutcliffe's Suede Hides and Rosetta Thorn are hers.
hides(Effects, S) :-
    short(_{effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Rites of Lightning (red) [r]", defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", resource_points:2, action_points:0,
                       equipment:["Sutcliffe's Suede Hides [h]"], weapons:["Rosetta Thorn [t]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S).

test(hides_without_non_attack, Ids == ['FAB-1249']) :-
    hides([], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"h", ability:0, pitch:[], target:"r"}, Ids).
test(hides_after_non_attack, GA == true) :-
    hides([_{kind:"non_attack_action_played", player:"alice", source:"x"}], S0),
    M = _{player:"alice", action:"activate", card:"h", ability:0, pitch:[], target:"r"},
    violation_ids(flesh_and_blood, S0, M, []),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L), GA = L.go_again.

%   alice, her action phase, both kinds of action card played this turn
%   as Effects say, attacks with Rosetta Thorn.
rosetta(Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Bravo", resource_points:2, action_points:1, weapons:["Rosetta Thorn [t]"]},
                     _{name:"bob", hero:"Rhinar [b-hero]"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"t", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(rosetta_both_played, Life == 18) :-
    rosetta([_{kind:"non_attack_action_played", player:"alice", source:"x"},
             _{kind:"attack_action_played", player:"alice", source:"y"}], S0),
    get_dict(pending, S0, Pd), get_dict(choice, Pd, "arcane_target_hero"),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"b-hero"}, S),
    player_named(S, "bob", B), Life = B.life.
test(rosetta_one_kind_only, P == none) :-
    rosetta([_{kind:"non_attack_action_played", player:"alice", source:"x"}], S),
    ( get_dict(pending, S, Pd), Pd \== null -> P = Pd ; P = none ).

:- end_tests(fab_briar_go_again).

:- begin_tests(fab_briar_defense).

test(modelled) :-
    forall(member(N, ["Summerwood Shelter", "Embodiment of Earth"]), modelled(N)).

%   bob defends alice's Entwine Earth with Defending, his arena Arena, in
%   the reaction step, bob with priority and Summerwood Shelter (Colour).
shelter(Colour, Defending, Arena, S) :-
    format(string(SS), "Summerwood Shelter (~w) [ss]", [Colour]),
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Entwine Earth (red) [a]", defending:Defending}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:Arena, hand:[SS]}]}, S).

test(shelter_targets, Ts == ["e"]) :-
    shelter("red", ["Weave Earth (red) [e]", "Head Jab (red) [h]", "Winter's Bite (red) [i]"], [], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "ss"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).
test(shelter_elemental_attack_action, Ts == ["x"]) :-
    shelter("red", ["Entwine Earth (blue) [x]"], [], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "ss"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).
test(shelter_no_target_no_play) :-
    shelter("red", ["Head Jab (red) [h]"], [], S),
    \+ ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "ss") ).
test(shelter_blue_resolves, B-Rs == 2-['FAB-1251']) :-
    shelter("blue", ["Weave Earth (red) [e]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"ss", from:"hand", pitch:[], discard:[], target:"e"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Events),
    last(S.chain.links, L), B = L.defense_bonus,
    findall(R, member(event(R, target_gains_defense, _), Events), Rs).
test(embodiment_defense, D-D2 == 3-2) :-
    shelter("red", ["Weave Earth (red) [e]", "Head Jab (red) [h]"], ["Embodiment of Earth [t]"], S),
    member(C, S.chain.links), member(W, C.defending), W.id == "e", !,
    flesh_and_blood:defending_defense(S, "bob", W, D),
    member(H, C.defending), H.id == "h",
    flesh_and_blood:defending_defense(S, "bob", H, D2).
test(embodiment_destroyed_at_action_phase, Arena == []) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Bravo", arena:["Embodiment of Earth [t]"], deck:36},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    player_named(S, "alice", P),
    Arena = P.arena.

:- end_tests(fab_briar_defense).

:- begin_tests(fab_briar_sow_tomorrow).

test(modelled) :-
    modelled("Sow Tomorrow").

%   alice, her action phase, Sow Tomorrow (Colour) in hand, Graveyard.
sow(Colour, Graveyard, S) :-
    format(string(SC), "Sow Tomorrow (~w) [s]", [Colour]),
    short(_{players:[_{name:"alice", hero:"Bravo", resource_points:1, hand:[SC], graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar"}]}, S).

sow_targets(Colour, Graveyard, Ts) :-
    sow(Colour, Graveyard, S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "s"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).

test(blue_cost_two_or_more, Ts == ["e"]) :-
    sow_targets("blue", ["Entwine Earth (red) [e]", "Rites of Lightning (red) [r]", "Weave Earth (red) [w]"], Ts).
test(red_any_cost_earth_or_elemental, Ts == ["e", "r", "w"]) :-
    sow_targets("red", ["Entwine Earth (red) [e]", "Rites of Lightning (red) [r]", "Weave Earth (red) [w]",
                        "Head Jab (red) [h]", "Winter's Bite (red) [i]"], Ts).
test(empty_graveyard_not_playable) :-
    sow("red", [], S),
    \+ ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "s") ).
test(resolves_to_bottom_and_banished, Bottom-Ban-Gy == "w"-["s"]-[]) :-
    sow("red", ["Weave Earth (red) [w]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[], target:"w"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    last(P.deck, B), Bottom = B.id,
    maplist([C, I]>>get_dict(id, C, I), P.banished, Ban),
    maplist([C, I]>>get_dict(id, C, I), P.graveyard, Gy).
test(target_gone_stays_in_graveyard, Gy-Ban == ["s"]-[]) :-
    sow("red", ["Weave Earth (red) [w]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[], target:"w"}, S1),
    S1.players = [P0, B0],
    S1b = S1.put(players, [P0.put(graveyard, []), B0]),
    next_state(flesh_and_blood, S1b, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    maplist([C, I]>>get_dict(id, C, I), P.banished, Ban),
    maplist([C, I]>>get_dict(id, C, I), P.graveyard, Gy).

:- end_tests(fab_briar_sow_tomorrow).

:- begin_tests(fab_briar_plume).

test(modelled) :-
    modelled("Plume of Evergrowth").

%   alice, with priority in bob's turn (an instant), her Plume and Graveyard.
plume(Graveyard, S) :-
    short(_{turn_player:"bob", priority:"alice", passes:1,
            players:[_{name:"alice", hero:"Bravo", resource_points:3, equipment:["Plume of Evergrowth [p]"],
                       graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar", action_points:1, graveyard:["Weave Earth (blue) [bw]"]}]}, S).

test(targets_earth_action_or_instant, Ts == ["s", "w"]) :-
    plume(["Weave Earth (red) [w]", "Summerwood Shelter (red) [s]", "Entwine Earth (red) [e]", "Head Jab (red) [h]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "p"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).
test(no_target_no_activation) :-
    plume(["Entwine Earth (red) [e]"], S),
    \+ ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "p") ).
test(returns_to_hand, Hand == ["w"]) :-
    plume(["Weave Earth (red) [w]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"p", ability:0, pitch:[], target:"w"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    maplist([C, I]>>get_dict(id, C, I), P.hand, Hand).

:- end_tests(fab_briar_plume).
