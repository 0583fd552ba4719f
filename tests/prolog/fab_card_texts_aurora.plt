/*  plunit tests of the Aurora Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_aurora.pl): Lightning Surge
    (FAB-1061), Runehold Release (FAB-1062), Hocus Pocus (FAB-1063),
    Lightning Form (FAB-1064), a Lightning card played (FAB-1065), Star
    Fall (FAB-1066), Aurora (FAB-1067, FAB-1068), Electrostatic Discharge
    (FAB-1069), Flittering Charge (FAB-1070), an aura played or created
    (FAB-1071), Runerager Swarm (FAB-1072), Hit the High Notes (FAB-1073),
    Trip the Light Fantastic (FAB-1074), Runaways (FAB-1075, FAB-1076),
    arcane damage (FAB-1005, FAB-1077 retired into it) and damage dealt
    (FAB-1079), Meat and Greet
    (FAB-1078), Second Strike (FAB-1080), the Sigils (FAB-1081), Bloodtorn
    Bodice (FAB-1082, FAB-1083), Flash of Brilliance (FAB-1084 ...
    FAB-1086), Blast to Oblivion (FAB-1087, FAB-1088:
    card_texts_aurora_2.pl).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_aurora.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   The card a short card string names, as a normalized position holds it.
card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", hand:[Short]}, _{name:"bob", hero:"Dorinthea"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Ns).

%   Alice's Card waits on the stack (played from From) with Effects this
%   turn, a chain in its layer step; bob passes and it resolves: the
%   state after and its events.
resolved_from(Card, From, Effects, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects, chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice", from:From}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

%   Alice's Attack, defended by Defending, hits or not: bob passes in the
%   reaction step; the state after and its events.
damage_step(Attack, Defending, S, Es) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

:- begin_tests(fab_aurora).

test(modelled_now, Ns == []) :-
    findall(N, ( member(N, ["Lightning Surge (red)", "Lightning Surge (yellow)", "Runehold Release",
                            "Hocus Pocus (blue)", "Lightning Form (red)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(lightning_surge_from_arsenal_go_again, [G, R] == [true, 'FAB-1061']) :-
    resolved_from("Lightning Surge (red) [s]", "arsenal", [], S, Es),
    last(S.chain.links, L), G = L.go_again,
    memberchk(event(R, arsenal_go_again, _), Es).
test(lightning_surge_from_hand_no_go_again, G == false) :-
    resolved_from("Lightning Surge (red) [s]", "hand", [], S, _),
    last(S.chain.links, L), G = L.go_again.
test(lightning_surge_unread_no_go_again, G == false) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:_{id:"s", name:"Lightning Surge", color:"red", text_read:false},
                     controller:"alice", from:"arsenal"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L), G = L.go_again.

test(runehold_release_runechant, [Ns, AP, Eq, R] == [["Runechant"], 1, [], 'FAB-1062']) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", equipment:["Runehold Release [r]"]}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"r", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Es),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P),
    AP = P.action_points, Eq = P.equipment,
    memberchk(event(R, token_made_by_ability, _), Es).

test(hocus_pocus_attacks_runechant, [Ns, R] == [["Runechant"], 'FAB-1063']) :-
    resolved_from("Hocus Pocus (blue) [h]", "hand", [], S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, token_created, _), Es).
test(hocus_pocus_its_runechant_waits, Life == 20) :-
    resolved_from("Hocus Pocus (red) [h]", "hand", [], S, _),
    player_named(S, "bob", P), Life = P.life.

test(lightning_form_hit_embodiment, [Ns, R] == [["Embodiment of Lightning"], 'FAB-1064']) :-
    damage_step("Lightning Form (blue) [f]", [], S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, hit_token_created, _), Es).
test(lightning_form_blocked_nothing, Ns == []) :-
    damage_step("Lightning Form (blue) [f]", ["Head Jab (red) [j]", "Head Jab (blue) [k]"], S, _),
    arena_names(S, "alice", Ns).

:- end_tests(fab_aurora).

lightning_record(_{kind:"lightning_played", player:"alice", source:"x"}).

%   Alice, with Star Fall, plays Lightning Surge (red) from hand, Hero
%   her hero: the state after the play.
surge_played(Hero, Weapons, S) :-
    short(_{players:[_{name:"alice", hero:Hero, action_points:1, weapons:Weapons,
                       hand:["Lightning Surge (red) [s]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[]}, S).

%   Alice's Star Fall attacks (its layer resolves) with Effects this
%   turn: the chain link it opens.
star_fall_link(Effects, L) :-
    short(_{passes:1, priority:"bob", effects:Effects, chain:_{step:"layer", links:[]},
            stack:[_{kind:"ability", source:"w", controller:"alice", ability:0, type:"action", effect:"attack", go_again:false}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:["Star Fall [w]"]},
                     _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

%   Alice, Aurora, with Graveyard and Effects, holds priority in her
%   action phase with two cards to pay with.
aurora_state(Graveyard, Effects, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Aurora [a-hero]", action_points:1, graveyard:Graveyard,
                       hand:["Head Jab (red) [h1]", "Head Jab (blue) [h2]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S).

aurora_move(_{player:"alice", action:"activate", card:"a-hero", ability:0, pitch:["h2"]}).

:- begin_tests(fab_aurora_lightning).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Star Fall", "Aurora"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

test(lightning_played_recorded_with_a_reader, Ks == ["lightning_played"]) :-
    surge_played("Dorinthea", ["Star Fall [w]"], S),
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).
test(lightning_played_not_recorded_without_a_reader, Ks == []) :-
    surge_played("Dorinthea", [], S),
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).
test(lightning_played_recorded_for_aurora, true) :-
    surge_played("Aurora", [], S),
    flesh_and_blood:turn_record(S, "lightning_played", "alice").
test(lightning_played_on_the_stack, true) :-
    surge_played("Dorinthea", [], S),
    flesh_and_blood:lightning_played(S, "alice").

test(star_fall_after_lightning, [B, G] == [1, true]) :-
    lightning_record(E),
    star_fall_link([E], L),
    B = L.power_bonus, G = L.go_again.
test(star_fall_without_lightning, [B, G] == [0, false]) :-
    star_fall_link([], L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    G = L.go_again.

test(lightning_played_in_the_other_players_turn_valid, Es == []) :-
    short(_{effects:[_{kind:"lightning_played", player:"bob", source:"x"}],
            players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Aurora"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(aurora_after_lightning_legal, Ids == []) :-
    lightning_record(E),
    aurora_state([], [E], S), aurora_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(aurora_without_lightning_illegal, Ids == ['FAB-1068']) :-
    aurora_state([], [], S), aurora_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(aurora_graveyard_lightning_unknown, Name == "Lightning Surge") :-
    aurora_state(["Lightning Surge (red) [g]"], [], S), aurora_move(M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1068'], About, _)),
    Name = About.name.
test(aurora_arena_sigil_unknown, Name == "Sigil of Lightning") :-
    short(_{players:[_{name:"alice", hero:"Aurora [a-hero]", action_points:1, arena:["Sigil of Lightning (blue) [g]"],
                       hand:["Head Jab (red) [h1]", "Head Jab (blue) [h2]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    aurora_move(M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1068'], About, _)),
    Name = About.name.
test(aurora_graveyard_other_certain, fail) :-
    aurora_state(["Head Jab (red) [g]"], [], S), aurora_move(M),
    flesh_and_blood:allowed_by_text(S, M, ['FAB-1068'], _, _).
test(aurora_creates_embodiment, [Ns, R] == [["Embodiment of Lightning"], 'FAB-1067']) :-
    lightning_record(E),
    aurora_state([], [E], S0), aurora_move(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, ability_token_created, _), Es).

:- end_tests(fab_aurora_lightning).

%   Alice's Card opens a chain link with Effects this turn: the link.
opened(Card, Effects, L) :-
    resolved_from(Card, "hand", Effects, S, _),
    last(S.chain.links, L).

discharge(_{kind:"next_attack_power", player:"alice", amount:3, source:"e", attack_action_card:true, max_cost:1}).

:- begin_tests(fab_aurora_discharge).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Electrostatic Discharge (red)", "Electrostatic Discharge (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(discharge_effect_made, [N, Max, R] == [2, 1, 'FAB-1069']) :-
    resolved_from("Electrostatic Discharge (yellow) [e]", "hand", [], S, Es),
    member(E, S.effects), E.kind == "next_attack_power", !,
    N = E.amount, Max = E.max_cost,
    memberchk(event(R, max_cost_attack_effect_made, _), Es).
test(discharge_cost_0_gets_it, B == 3) :-
    discharge(E),
    opened("Hocus Pocus (blue) [h]", [E], L),
    B = L.power_bonus.
test(discharge_cost_1_gets_it, B == 3) :-
    discharge(E),
    opened("Lightning Form (blue) [f]", [E], L),
    B = L.power_bonus.
test(discharge_cost_2_waits, [B, K] == [0, 1]) :-
    discharge(E),
    resolved_from("Aggressive Pounce (red) [w]", "hand", [E], S, _),
    last(S.chain.links, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    length(S.effects, K).
test(discharge_during_star_fall_gives_it_its_bonus, [B, G] == [1, true]) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Star Fall [w]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:["Electrostatic Discharge (red) [e]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S),
    last(S.chain.links, L),
    B = L.power_bonus, G = L.go_again.

:- end_tests(fab_aurora_discharge).

%   Alice's Attack in the reaction step, Extra on its link, with her hand
%   Hand: she plays her Card (an instant) and all pass; the link resolves
%   (bob, the damage step, then the resolution step): her action points.
flitter_state(Attack, Extra, Hand, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}.put(Extra)]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Dorinthea"}]}, S).

%   The players pass until the chain link resolves: the state as its
%   resolution step begins.
passed_to_resolution(S0, S) :-
    (   S0.chain.step == "resolution"
    ->  S = S0
    ;   S0.priority == "alice", S0.get(pending, none) == none
    ->  next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
        passed_to_resolution(S1, S)
    ;   next_state(flesh_and_blood, S0, _{player:S0.priority, action:"pass"}, S1),
        passed_to_resolution(S1, S)
    ).

:- begin_tests(fab_aurora_flittering).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Flittering Charge (red)", "Flittering Charge (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(instant_recorded_on_the_link, [Ws, R] == [["alice"], 'FAB-1070']) :-
    flitter_state("Flittering Charge (red) [f]", _{}, ["Electrostatic Discharge (blue) [e]"], S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S, Es),
    last(S.chain.links, L), Ws = L.instants_played,
    memberchk(event(R, instant_played_on_link, _), Es).
test(flittering_with_an_instant_go_again, G == true) :-
    flitter_state("Flittering Charge (red) [f]", _{}, ["Electrostatic Discharge (blue) [e]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S),
    last(S.chain.links, L), G = L.go_again.
test(flittering_without_an_instant_no_go_again, G == false) :-
    flitter_state("Flittering Charge (red) [f]", _{}, [], S),
    last(S.chain.links, L), G = L.go_again.
test(flittering_other_players_instant_no_go_again, [Ws, G] == [["bob"], false]) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Flittering Charge (red) [f]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", hand:["Electrostatic Discharge (blue) [e]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S),
    last(S.chain.links, L), Ws = L.instants_played, G = L.go_again.
test(other_attack_no_go_again_no_record, [G, Ws] == [false, none]) :-
    flitter_state("Hocus Pocus (red) [f]", _{}, ["Electrostatic Discharge (blue) [e]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S),
    last(S.chain.links, L), G = L.go_again,
    (   get_dict(instants_played, L, Ws0) -> Ws = Ws0 ; Ws = none ).
test(layer_step_instant_not_recorded, Es == []) :-
    short(_{passes:0, priority:"alice", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Flittering Charge (red) [f]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:["Electrostatic Discharge (blue) [e]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, _, Es0),
    include([event(_, instant_played_on_link, _)]>>true, Es0, Es).
test(flittering_resolves_with_an_action_point, AP == 1) :-
    flitter_state("Flittering Charge (red) [f]", _{}, ["Electrostatic Discharge (blue) [e]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S1),
    passed_to_resolution(S1, S),
    player_named(S, "alice", P), AP = P.action_points.

:- end_tests(fab_aurora_flittering).

aura_record(_{kind:"aura_played_or_created", player:"alice", source:"x"}).

kinds(S, Ks) :-
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).

:- begin_tests(fab_aurora_auras).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Runerager Swarm (red)", "Hit the High Notes (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(runerager_after_an_aura_go_again, G == true) :-
    aura_record(E),
    opened("Runerager Swarm (red) [r]", [E], L), G = L.go_again.
test(runerager_without_an_aura_no_go_again, G == false) :-
    opened("Runerager Swarm (red) [r]", [], L), G = L.go_again.
test(high_notes_after_an_aura_plus_2, B == 2) :-
    aura_record(E),
    opened("Hit the High Notes (yellow) [n]", [E], L), B = L.power_bonus.
test(high_notes_without_an_aura, B == 0) :-
    opened("Hit the High Notes (yellow) [n]", [], L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).
test(hocus_pocus_runechant_recorded_for_a_reader, [Ks, R] == [["aura_played_or_created"], 'FAB-1071']) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Hocus Pocus (red) [h]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:["Runerager Swarm (red) [r]"]},
                     _{name:"bob", hero:"Dorinthea", hand:[]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    kinds(S, Ks),
    memberchk(event(R, turn_recorded, _), Es).
test(no_reader_no_record, Ks == []) :-
    resolved_from("Hocus Pocus (red) [h]", "hand", [], S, _),
    kinds(S, Ks).
test(runehold_release_recorded, Ks == ["aura_played_or_created"]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", equipment:["Runehold Release [r]"], hand:["Hit the High Notes (red) [n]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"r", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    kinds(S, Ks).
test(aura_card_played_recorded, Ks == ["aura_played_or_created"]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       hand:["Sigil of Lightning (blue) [s]", "Runerager Swarm (red) [r]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[]}, S),
    kinds(S, Ks).
test(frostbite_in_own_arena_not_alices, fail) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    short(_{players:[_{name:"alice", hero:"Dorinthea", arena:["Frostbite [fb]"]}, _{name:"bob", hero:"Dorinthea"}]}, S1),
    flesh_and_blood:aura_token_created(S0, S1, "alice", _).
test(frostbite_in_the_other_arena_alices, Id == "fb") :-
    short(_{players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    short(_{players:[_{name:"alice", hero:"Dorinthea"}, _{name:"bob", hero:"Dorinthea", arena:["Frostbite [fb]"]}]}, S1),
    flesh_and_blood:aura_token_created(S0, S1, "alice", Id).
test(runechant_during_runerager_gives_go_again, G == true) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Runerager Swarm (red) [r]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, equipment:["Runehold Release [rr]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    short(_{passes:1, priority:"bob",
            chain:S0.chain,
            stack:[_{kind:"ability", source:"rr", controller:"alice", ability:0, type:"action", effect:"other", go_again:true}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, graveyard:["Runehold Release [rr]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L), G = L.go_again.

:- end_tests(fab_aurora_auras).

%   Bob, in alice's reaction step, activates his Card (from Zone) and both
%   pass: the state after, and the rules the activation breaks.
bob_activates(Zone, Card, Effects, S, Ids) :-
    short(_{passes:0, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-h]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea"}.put(Zone, [Card])]}, S0),
    M = _{player:"bob", action:"activate", card:"c", ability:0, pitch:[]},
    violation_ids(flesh_and_blood, S0, M, Ids),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S).

shields(S, Ns) :-
    findall(Src-N, ( member(E, S.effects), E.kind == "prevent_next_damage", Src = E.source, N = E.amount ), Ns).

:- begin_tests(fab_aurora_prevention).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Trip the Light Fantastic (red)", "Runaways"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(trip_from_hand_shield, [Ids, Ns, G] == [[], ["c"-2], ["c"]]) :-
    bob_activates(hand, "Trip the Light Fantastic (blue) [c]", [], S, Ids),
    shields(S, Ns),
    player_named(S, "bob", P),
    findall(Id, ( member(X, P.graveyard), get_dict(id, X, Id) ), G).
test(trip_prevents_2_of_the_3_damage, Life == 19) :-
    bob_activates(hand, "Trip the Light Fantastic (blue) [c]", [], S0, _),
    passed_to_resolution(S0, S),
    player_named(S, "bob", P), Life = P.life.
test(runaways_without_damage_illegal, Ids == ['FAB-1076']) :-
    bob_activates(equipment, "Runaways [c]", [], _, Ids).
test(runaways_after_damage_shield, [Ids, Ns] == [[], ["c"-1]]) :-
    bob_activates(equipment, "Runaways [c]", [_{kind:"damage_dealt", player:"bob"}], S, Ids),
    shields(S, Ns).
test(runaways_other_players_damage_illegal, Ids == ['FAB-1076']) :-
    bob_activates(equipment, "Runaways [c]", [_{kind:"damage_dealt", player:"alice"}], _, Ids).
test(runaways_damage_on_the_chain_legal, Ids == []) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:"Hocus Pocus (red) [a-h]", defending:[], damage:3}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", life:17, equipment:["Runaways [c]"]}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"c", ability:0, pitch:[]}, Ids).
test(runaways_reader_records_damage, true) :-
    damage_step_with("Hocus Pocus (red) [a-h]", ["Runaways [r]"], S),
    flesh_and_blood:damage_dealt_this_turn(S, "bob"),
    flesh_and_blood:damage_record(S, "bob").

:- end_tests(fab_aurora_prevention).

damage_step_with(Attack, Equipment, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", equipment:Equipment}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   Alice, with Arena and Hand, plays her Card (cost 0 or 1, paid with a
%   Head Jab) from hand with Effects; both pass: the link it opens and
%   the state.
played_and_opened(Arena, Card, Effects, S, L) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, arena:Arena,
                       hand:[Card, "Head Jab (blue) [pay]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    player_named(S0, "alice", P0), P0.hand = [C|_], get_dict(id, C, Id),
    (   flesh_and_blood:card_cost(C, 0) -> Pitch = [] ; Pitch = ["pay"] ),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Id, from:"hand", pitch:Pitch, discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

:- begin_tests(fab_aurora_damage).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Meat and Greet (red)", "Second Strike (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(meat_and_greet_after_its_runechant_go_again, [G, Ks] == [true, ["arcane_damage_to_opponent"]]) :-
    played_and_opened(["Runechant [rc]"], "Meat and Greet (red) [m]", [], S, L),
    G = L.go_again,
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks0), msort(Ks0, Ks).
test(meat_and_greet_without_arcane_no_go_again, G == false) :-
    played_and_opened([], "Meat and Greet (red) [m]", [], _, L),
    G = L.go_again.
test(meat_and_greet_recorded_go_again, G == true) :-
    played_and_opened([], "Meat and Greet (red) [m]", [_{kind:"arcane_damage_to_opponent", player:"alice", source:"x"}], _, L),
    G = L.go_again.
test(meat_and_greet_hit_runechant, [Ns, R] == [["Runechant"], 'FAB-1078']) :-
    damage_step("Meat and Greet (blue) [m]", [], S, Es),
    arena_names(S, "alice", Ns),
    memberchk(event(R, hit_token_created, _), Es).
test(second_strike_after_its_runechant, [B, G] == [1, true]) :-
    played_and_opened(["Runechant [rc]"], "Second Strike (red) [s]", [], _, L),
    B = L.power_bonus, G = L.go_again.
test(second_strike_without_damage, [B, G] == [0, false]) :-
    played_and_opened([], "Second Strike (red) [s]", [], _, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    G = L.go_again.
test(second_strike_after_a_link_with_damage, [B, G] == [1, true]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[_{attack:"Hocus Pocus (red) [h]", defending:[], damage:3}]},
            stack:[_{kind:"card", card:"Second Strike (red) [s]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0}, _{name:"bob", hero:"Dorinthea", life:17}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    B = L.power_bonus, G = L.go_again.
test(damage_to_the_turn_player_is_not_theirs, fail) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", hand:["Second Strike (red) [s]"]}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    flesh_and_blood:dealt_by_recorded(S0, "alice", 2, S),
    flesh_and_blood:dealt_damage_this_turn(S, "alice").
test(damage_to_the_other_hero_is_the_turn_players, true) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", hand:["Second Strike (red) [s]"]}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    flesh_and_blood:dealt_by_recorded(S0, "bob", 2, S),
    flesh_and_blood:dealt_damage_this_turn(S, "alice").

:- end_tests(fab_aurora_damage).

%   Alice's start phase ends with Arena: the state and events after.
action_phase_begun(Arena, S, Es) :-
    short(_{phase:"start", players:[_{name:"alice", hero:"Dorinthea", arena:Arena}, _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Es).

graveyard_ids(S, Who, Ids) :-
    player_named(S, Who, P),
    findall(Id, ( member(C, P.graveyard), get_dict(id, C, Id) ), Ids).

:- begin_tests(fab_aurora_sigils).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Sigil of Lightning (blue)", "Sigil of Deadwood (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(sigil_of_lightning_destroyed_embodiment, [Ns, G, R] == [["Embodiment of Lightning"], ["s"], 'FAB-1081']) :-
    action_phase_begun(["Sigil of Lightning (blue) [s]"], S, Es),
    arena_names(S, "alice", Ns),
    graveyard_ids(S, "alice", G),
    memberchk(event(R, left_arena_token_created, _), Es).
test(sigil_of_deadwood_destroyed_runechant, [Ns, G] == [["Runechant"], ["s"]]) :-
    action_phase_begun(["Sigil of Deadwood (blue) [s]"], S, _),
    arena_names(S, "alice", Ns),
    graveyard_ids(S, "alice", G).
test(two_sigils_ordered, C == "order") :-
    action_phase_begun(["Sigil of Deadwood (blue) [d]", "Sigil of Lightning (blue) [l]"], S, _),
    C = S.pending.choice.
test(two_sigils_in_order, Ns == ["Runechant", "Embodiment of Lightning"]) :-
    action_phase_begun(["Sigil of Lightning (blue) [l]", "Sigil of Deadwood (blue) [d]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"order", cards:["d", "l"]}, S),
    arena_names(S, "alice", Ns).
test(unread_sigil_stays, Ns == ["Sigil of Lightning"]) :-
    action_phase_begun([_{id:"s", name:"Sigil of Lightning", color:"blue", text_read:false}], S, _),
    arena_names(S, "alice", Ns).
test(the_other_players_sigil_waits, Ns == ["Sigil of Lightning"]) :-
    short(_{phase:"start", players:[_{name:"alice", hero:"Dorinthea"},
                                    _{name:"bob", hero:"Dorinthea", arena:["Sigil of Lightning (blue) [s]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    arena_names(S, "bob", Ns).
test(sigil_resolves_into_the_arena, [Ns, Ks] == [["Sigil of Lightning"], ["aura_played_or_created"]]) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       hand:["Sigil of Lightning (blue) [s]", "Runerager Swarm (red) [r]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns),
    kinds(S, Ks).

:- end_tests(fab_aurora_sigils).

bodice_state(Arena, S) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Bloodtorn Bodice [bb]"], arena:Arena},
                     _{name:"bob", hero:"Dorinthea"}]}, S).

bodice_move(Ds, _{player:"alice", action:"activate", card:"bb", ability:0, pitch:[], destroy:Ds}).

:- begin_tests(fab_aurora_bodice).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Bloodtorn Bodice"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(bodice_candidates_name_each_aura, Ds == [["rc"], ["sl"]]) :-
    bodice_state(["Runechant [rc]", "Sigil of Lightning (blue) [sl]"], S),
    findall(D, ( legal_move(flesh_and_blood, S, M), M.action == "activate", D = M.destroy ), Ds0),
    msort(Ds0, Ds).
test(bodice_no_aura_no_candidate, Ms == []) :-
    bodice_state([], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "activate" ), Ms).
test(bodice_no_aura_named_illegal, Ids == ['FAB-1083']) :-
    bodice_state(["Runechant [rc]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"bb", ability:0, pitch:[]}, Ids).
test(bodice_no_aura_illegal, Ids == ['FAB-1083']) :-
    bodice_state([], S), bodice_move(["x"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(bodice_names_a_non_aura_illegal, Ids == ['FAB-1083']) :-
    bodice_state(["Runechant [rc]", "Gold [g]"], S), bodice_move(["g"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(bodice_runechant_resource, [Ns, RP, AP, Eq] == [[], 1, 1, []]) :-
    bodice_state(["Runechant [rc]"], S0), bodice_move(["rc"], M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns),
    player_named(S, "alice", P), RP = P.resource_points, AP = P.action_points, Eq = P.equipment.
test(bodice_sigil_leaves_its_token, [Ns, G] == [["Runechant"], ["bb", "sd"]]) :-
    bodice_state(["Sigil of Deadwood (blue) [sd]"], S0), bodice_move(["sd"], M),
    next_state(flesh_and_blood, S0, M, S),
    arena_names(S, "alice", Ns),
    graveyard_ids(S, "alice", G0), msort(G0, G).
test(bodice_destroy_named_elsewhere_illegal, Ids == ['FAB-1083']) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Runehold Release [rr]"], arena:["Runechant [rc]"]},
                     _{name:"bob", hero:"Dorinthea"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"rr", ability:0, pitch:[], destroy:["rc"]}, Ids).

:- end_tests(fab_aurora_bodice).

%   Bob, with Hand and Arena, declares Flash of Brilliance as a defender
%   of alice's Hocus Pocus: the state after.
flash_defends(Hand, Arena, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Hocus Pocus (red) [a-h]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Dorinthea", equipment:["Flash of Brilliance [fb]"], hand:Hand, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["fb"]}, S).

hand_ids(S, Who, Ids) :-
    player_named(S, Who, P),
    findall(Id, ( member(C, P.hand), get_dict(id, C, Id) ), Ids).

:- begin_tests(fab_aurora_flash).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Flash of Brilliance"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(flash_asks_the_discard, C == "flash_discard") :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Runechant [rc]"], S),
    C = S.pending.choice.
test(flash_no_lightning_no_choice, fail) :-
    flash_defends(["Head Jab (red) [hj]"], ["Runechant [rc]"], S),
    flesh_and_blood:pending(S, _).
test(flash_discard_returns_the_one_aura, [Ns, G] == [[], ["ls"]]) :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Runechant [rc]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"ls"}, S),
    arena_names(S, "bob", Ns),
    graveyard_ids(S, "bob", G).
test(flash_returns_a_sigil_to_hand_its_token_made, [Ns, H] == [["Embodiment of Lightning"], ["sl"]]) :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Sigil of Lightning (blue) [sl]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"ls"}, S),
    arena_names(S, "bob", Ns),
    hand_ids(S, "bob", H).
test(flash_two_auras_choice, [C, Ns] == ["flash_return", ["Sigil of Lightning"]]) :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Runechant [rc]", "Sigil of Lightning (blue) [sl]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"ls"}, S1),
    C = S1.pending.choice,
    next_state(flesh_and_blood, S1, _{player:"bob", action:"put", card:"rc", to:"hand"}, S),
    arena_names(S, "bob", Ns).
test(flash_decline_keeps_all, [Ns, H] == [["Runechant"], ["ls"]]) :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Runechant [rc]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"decline"}, S),
    arena_names(S, "bob", Ns),
    hand_ids(S, "bob", H).
test(flash_discard_not_lightning_illegal, Ids == ['FAB-1085']) :-
    flash_defends(["Lightning Surge (red) [ls]", "Head Jab (red) [hj]"], ["Runechant [rc]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"discard", card:"hj"}, Ids).
test(flash_return_not_an_aura_illegal, Ids == ['FAB-1086']) :-
    flash_defends(["Lightning Surge (red) [ls]"], ["Runechant [rc]", "Sigil of Lightning (blue) [sl]", "Gold [g]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"ls"}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"put", card:"g", to:"hand"}, Ids).
test(flash_candidates, Ms == [decline-none, discard-"ls"]) :-
    flash_defends(["Lightning Surge (red) [ls]", "Head Jab (red) [hj]"], ["Runechant [rc]"], S),
    findall(A-C, ( legal_move(flesh_and_blood, S, M), A0 = M.action, A0 \== "concede",
                   atom_string(A, A0), ( get_dict(card, M, C) -> true ; C = none ) ), Ms0),
    msort(Ms0, Ms).

:- end_tests(fab_aurora_flash).

%   Alice's Blast to Oblivion attacks (Extra on its link) in the reaction
%   step, her Hand; bob's Arena: the state.
blast_state(Extra, Hand, Arena, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Blast to Oblivion (red) [bo]", defending:[]}.put(Extra)]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Dorinthea", arena:Arena}]}, S).

play_ed(_{player:"alice", action:"play", card:"e", from:"hand", pitch:[], discard:[]}).

:- begin_tests(fab_aurora_blast).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Blast to Oblivion (red)", "Blast to Oblivion (blue)"]),
                 card_of(N, C),
                 flesh_and_blood:unmodelled_card(C) ), Ns).
test(blast_attacks_waits, [W, R] == [true, 'FAB-1087']) :-
    resolved_from("Blast to Oblivion (yellow) [bo]", "hand", [], S, Es),
    last(S.chain.links, L), W = L.instant_return_waits,
    memberchk(event(R, blast_waits, _), Es).
test(blast_instant_asks, [C, W] == ["blast_return", false]) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Runechant [rc]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S),
    C = S.pending.choice,
    last(S.chain.links, L), W = L.instant_return_waits.
test(blast_used_up_no_choice, fail) :-
    blast_state(_{instant_return_waits:false}, ["Electrostatic Discharge (red) [e]"], ["Runechant [rc]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S),
    flesh_and_blood:pending(S, _).
test(blast_no_target_no_choice, fail) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Gold [g]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S),
    flesh_and_blood:pending(S, _).
test(blast_returns_the_other_players_sigil, [Ns, H] == [["Embodiment of Lightning"], ["sl"]]) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Sigil of Lightning (blue) [sl]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"sl", to:"hand"}, S),
    arena_names(S, "bob", Ns),
    hand_ids(S, "bob", H).
test(blast_returns_a_token, Ns == []) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Runechant [rc]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"rc", to:"hand"}, S),
    arena_names(S, "bob", Ns).
test(blast_decline, Ns == ["Runechant"]) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Runechant [rc]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    arena_names(S, "bob", Ns).
test(blast_not_a_target_illegal, Ids == ['FAB-1088']) :-
    blast_state(_{instant_return_waits:true}, ["Electrostatic Discharge (red) [e]"], ["Runechant [rc]", "Gold [g]"], S0),
    play_ed(M), next_state(flesh_and_blood, S0, M, S1),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"put", card:"g", to:"hand"}, Ids).
test(blast_other_players_instant_no_choice, fail) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Blast to Oblivion (red) [bo]", defending:[], instant_return_waits:true}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Runechant [rc]"]},
                     _{name:"bob", hero:"Dorinthea", hand:["Electrostatic Discharge (red) [e]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"e", from:"hand", pitch:[], discard:[]}, S),
    flesh_and_blood:pending(S, _).

:- end_tests(fab_aurora_blast).
