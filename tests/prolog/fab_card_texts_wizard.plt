/*  plunit tests of the Wizard card texts Flesh and Blood reads in
    rules.pl/flesh-and-blood/card_texts_wizard.pl: Perennial Aetherbloom
    (FAB-1480), Pop the Bubble (FAB-1481, FAB-1482).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_wizard.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

ids(Cards, Ids) :-
    findall(Id, ( member(C, Cards), get_dict(id, C, Id) ), Ids).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

amp(N, [_{kind:"amp", player:"alice", amount:N, source:"x"}]).

%   Card on the stack, alice's, targeting Target, resolves (bob passes):
%   the state after and its events; Effects, and the arenas and bob's
%   equipment and hand as given.
resolves(Card, Target, Effects, AliceArena, Bob, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            stack:[_{kind:"card", card:Card, controller:"alice", target:Target}],
            players:[_{name:"alice", hero:"Oscilio", action_points:0, arena:AliceArena},
                     Bob.put(_{name:"bob", hero:"Rhinar"})]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

pending_choice(S, C) :-
    (   get_dict(pending, S, Pd), Pd \== null -> C = Pd.choice ; C = none ).

:- begin_tests(fab_wizard_read).

test(modelled, Ns == []) :-
    findall(N-Colour, ( member(N-Colour, ["Perennial Aetherbloom"-"red", "Perennial Aetherbloom"-"yellow",
                                          "Perennial Aetherbloom"-"blue", "Pop the Bubble"-"red",
                                          "Pop the Bubble"-"yellow", "Pop the Bubble"-"blue"]),
                        C0 = _{name:N},
                        ( Colour == none -> C = C0 ; C = C0.put(color, Colour) ),
                        flesh_and_blood:unmodelled_card(C) ), Ns).

:- end_tests(fab_wizard_read).

:- begin_tests(fab_wizard_perennial).

test(more_to_deck_bottom, [L, G, Last, R] == [14, [], "p", 'FAB-1480']) :-
    amp(3, Amp),
    resolves("Perennial Aetherbloom (red) [p]", "rhinar", Amp, [], _{}, S, Es),
    life(S, "bob", L),
    player_named(S, "alice", P), ids(P.graveyard, G),
    last(P.deck, C), C.id = Last,
    memberchk(event(R, wiz_surge_deck_bottom, _), Es),
    \+ ( member(E, S.effects), E.kind == "wiz_surge_to_bottom" ).
test(printed_stays_in_graveyard, [L, G] == [17, ["p"]]) :-
    resolves("Perennial Aetherbloom (red) [p]", "rhinar", [], [], _{}, S, _),
    life(S, "bob", L),
    player_named(S, "alice", P), ids(P.graveyard, G).
test(blue_more_than_one, [L, G] == [18, []]) :-
    amp(1, Amp),
    resolves("Perennial Aetherbloom (blue) [p]", "rhinar", Amp, [], _{}, S, _),
    life(S, "bob", L),
    player_named(S, "alice", P), ids(P.graveyard, G).
%   Bob's prevention choice waits (Nullrune Hood): the card reached the
%   graveyard first; declining, the damage is dealt and it moves then.
test(after_prevention_choice, [C, G, Last] == ["arcane_damage", [], "p"]) :-
    amp(3, Amp),
    resolves("Perennial Aetherbloom (red) [p]", "rhinar", Amp, [],
             _{equipment:["Nullrune Hood [h]"], hand:["Nimblism (blue) [bn]"]}, S1, _),
    pending_choice(S1, C),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"prevent", cards:[], pitch:[]}, S),
    player_named(S, "alice", P), ids(P.graveyard, G),
    last(P.deck, D), D.id = Last.
test(target_not_a_hero, Ids == ['FAB-622']) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, hand:["Perennial Aetherbloom (red) [p]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Runechant [r]"]}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"play", card:"p", from:"hand", pitch:[], target:"r"}, Ids).

:- end_tests(fab_wizard_perennial).

:- begin_tests(fab_wizard_pop).

test(no_more_nothing, [L, C, A] == [19, none, ["s", "r"]]) :-
    resolves("Pop the Bubble (blue) [pb]", "rhinar", [], [],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S, _),
    life(S, "bob", L), pending_choice(S, C),
    player_named(S, "bob", P), ids(P.arena, A).
test(more_two_auras_choice, [C, D] == ["wiz_pop_destroy", "bob"]) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, [],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S, _),
    pending_choice(S, C), D = S.pending.damaged_player.
test(more_one_aura_destroyed, [C, A, G] == [none, [], []]) :-
    amp(3, Amp),
    resolves("Pop the Bubble (red) [pb]", "rhinar", Amp, [], _{arena:["Runechant [r]"]}, S, _),
    pending_choice(S, C),
    player_named(S, "bob", P), ids(P.arena, A), ids(P.graveyard, G).
test(more_than_three_every_colour, C == none) :-
    amp(2, Amp),    % red: 3 + 2, yellow would be 4, blue 3: not more than 3
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, [],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S, _),
    pending_choice(S, C).
test(more_no_aura, [C, R] == [none, 'FAB-1481']) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, ["Runechant [ar]"], _{}, S, Es),
    pending_choice(S, C),
    memberchk(event(R, wiz_pop_no_aura, _), Es),
    player_named(S, "alice", P), ids(P.arena, ["ar"]).
test(destroy_sigil_token_made, [A, G] == [["r", "s-token"], ["s"]]) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, [],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"destroy", card:"s"}, S),
    player_named(S, "bob", P),
    findall(X, ( member(C, P.arena), ( C.get(name) == "Embodiment of Lightning" -> X = "s-token" ; X = C.id ) ), A),
    ids(P.graveyard, G).
test(destroy_own_aura_illegal, Ids == ['FAB-1482']) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, ["Runechant [ar]"],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S1, _),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"destroy", card:"ar"}, Ids).
test(candidates_are_bobs, Cs == ["r", "s"]) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "rhinar", Amp, ["Runechant [ar]"],
             _{arena:["Sigil of Lightning (blue) [s]", "Runechant [r]"]}, S1, _),
    findall(Id, ( legal_move(flesh_and_blood, S1, M), M.action == "destroy", Id = M.card ), Cs0),
    msort(Cs0, Cs).
test(own_hero_own_aura, [C, A] == [none, []]) :-
    amp(3, Amp),
    resolves("Pop the Bubble (blue) [pb]", "oscilio", Amp, ["Runechant [ar]"], _{}, S, _),
    pending_choice(S, C),
    player_named(S, "alice", P), ids(P.arena, A).

:- end_tests(fab_wizard_pop).

%   Alice with Volzar, Arena, Hand, Effects and resource points R.
volzar(Arena, Hand, Effects, R, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Oscilio", action_points:1, resource_points:R,
                       weapons:["Volzar, the Lightning Rod [v]"], arena:Arena, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

volzar_move(_{player:"alice", action:"activate", card:"v", ability:0, pitch:[]}).

%   Move M, then both players pass: the state after and the events.
resolved(S0, M, S, Es) :-
    next_events(flesh_and_blood, S0, M, S1, Es1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2, Es2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Es3),
    append([Es1, Es2, Es3], Es).

amps(S, As) :-
    findall(N, ( member(E, S.effects), E.kind == "amp", N = E.amount ), As).

:- begin_tests(fab_wizard_volzar).

test(modelled, true) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"Volzar, the Lightning Rod"}).
test(no_sigil_costs_one, Ids == ['FAB-302']) :-
    volzar([], [], [], 0, S0),
    volzar_move(M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(no_sigil_paid, As == [1]) :-
    volzar([], [], [_{kind:"lightning_played", player:"alice", source:"x"}], 1, S0),
    volzar_move(M),
    resolved(S0, M, S, _),
    amps(S, As).
test(sigil_token_free, true) :-
    volzar(["Sigil of Forethought (blue) [sf]"], [], [], 0, S0),
    volzar_move(M),
    violation_ids(flesh_and_blood, S0, M, []).
test(no_lightning_no_amp, [As, R] == [[], 'FAB-1484']) :-
    volzar([], [], [], 1, S0),
    volzar_move(M),
    resolved(S0, M, S, Es),
    amps(S, As),
    memberchk(event(R, wiz_volzar_no_lightning, _), Es).
test(records_and_stack_counted, X == 3) :-
    volzar([], [], [_{kind:"lightning_played", player:"alice", source:"x"},
                    _{kind:"wiz_lightning_played", player:"alice", source:"y"},
                    _{kind:"wiz_lightning_played", player:"alice", source:"x"}], 0, S0),
    S1 = S0.put(stack, [_{kind:"card", card:_{id:"z", name:"Sigil of Lightning", color:"blue"}, controller:"alice"}]),
    flesh_and_blood:normalized(S1, S2),
    flesh_and_blood:wiz_lightning_ids(S2, "alice", Ids),
    length(Ids, X).
test(others_not_counted, X == 0) :-
    volzar([], [], [_{kind:"wiz_lightning_played", player:"bob", source:"y"}], 0, S0),
    S1 = S0.put(stack, [_{kind:"card", card:_{id:"z", name:"Arcanic Crackle", color:"red"}, controller:"alice"}]),
    flesh_and_blood:normalized(S1, S2),
    flesh_and_blood:wiz_lightning_ids(S2, "alice", Ids),
    length(Ids, X).
test(played_recorded_with_volzar, Ks == ["wiz_lightning_played"]) :-
    volzar([], ["Sigil of Lightning (blue) [sl]"], [], 0, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sl", from:"hand", pitch:[]}, S),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).
test(not_recorded_without_volzar, Ks == []) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, hand:["Sigil of Lightning (blue) [sl]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sl", from:"hand", pitch:[]}, S),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).

:- end_tests(fab_wizard_volzar).

%   Bob's Card on the stack targets alice's Oscilio, alice passes: the
%   state after and its events; alice with Arena, Equipment, Effects.
crackled(Card, Arena, Equipment, Effects, S, Es) :-
    short(_{turn_player:"bob", passes:1, priority:"alice", effects:Effects,
            stack:[_{kind:"card", card:Card, controller:"bob", target:"oscilio"}],
            players:[_{name:"alice", hero:"Oscilio", arena:Arena, equipment:Equipment},
                     _{name:"bob", hero:"Rhinar", action_points:0}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Es).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(C, P.arena), ( get_dict(name, C, N) -> true ; N = C.id ) ), Ns).

:- begin_tests(fab_wizard_shelter).

test(modelled, Ns == []) :-
    findall(N, ( member(N, ["Sigil of Sanctuary", "Sigil of Conductivity"]),
                 flesh_and_blood:unmodelled_card(_{name:N, color:"blue"}) ), Ns).
test(one_sigil_prevents, [L, C, A, R] == [18, none, ["Embodiment of Lightning"], 'FAB-1485']) :-
    crackled("Arcanic Crackle (red) [c]", ["Sigil of Conductivity (blue) [sc]"], [], [], S, Es),
    life(S, "alice", L), pending_choice(S, C), arena_names(S, "alice", A),
    memberchk(event(R, wiz_shelter_prevented, _), Es).
test(two_sigils_two_damage_no_choice, [L, C, A] == [18, none, ["Embodiment of Earth", "Embodiment of Lightning"]]) :-
    crackled("Vexing Malice (red) [c]", ["Sigil of Sanctuary (blue) [ss]", "Sigil of Conductivity (blue) [sc]"], [], [], S, _),
    life(S, "alice", L), pending_choice(S, C), arena_names(S, "alice", A0), msort(A0, A).
test(copies_no_choice, [L, C, A] == [18, none, ["Embodiment of Lightning", "Sigil of Conductivity"]]) :-
    crackled("Arcanic Crackle (red) [c]", ["Sigil of Conductivity (blue) [sc]", "Sigil of Conductivity (blue) [sc2]"], [], [], S, _),
    life(S, "alice", L), pending_choice(S, C), arena_names(S, "alice", A0), msort(A0, A).
test(more_damage_than_shelter, [L, A] == [17, ["Embodiment of Earth"]]) :-
    crackled("Vexing Malice (red) [c]", ["Sigil of Sanctuary (blue) [ss]"], [], [], S, _),
    life(S, "alice", L), arena_names(S, "alice", A).
test(beside_shield_order_asked, [C, Ids] == ["ward", ["sc", "t"]]) :-
    crackled("Arcanic Crackle (red) [c]", ["Sigil of Conductivity (blue) [sc]"], [],
             [_{kind:"prevent_next_damage", player:"alice", amount:2, source:"t"}], S, _),
    pending_choice(S, C),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "ward", M.cards = [Id|_] ), Ids0),
    msort(Ids0, Ids).
test(shield_first_sigil_stays, [L, A] == [18, ["Sigil of Conductivity"]]) :-
    crackled("Arcanic Crackle (red) [c]", ["Sigil of Conductivity (blue) [sc]"], [],
             [_{kind:"prevent_next_damage", player:"alice", amount:2, source:"t"}], S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"ward", cards:["t", "sc"]}, S),
    life(S, "alice", L), arena_names(S, "alice", A).
test(prevent_move_then_shelter, [L, A] == [18, ["Embodiment of Lightning"]]) :-
    short(_{turn_player:"bob", passes:1, priority:"alice",
            stack:[_{kind:"card", card:"Arcanic Crackle (red) [c]", controller:"bob", target:"oscilio"}],
            players:[_{name:"alice", hero:"Oscilio", arena:["Sigil of Conductivity (blue) [sc]"],
                       equipment:["Nullrune Hood [h]"], hand:["Nimblism (blue) [n]"]},
                     _{name:"bob", hero:"Rhinar", action_points:0}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    pending_choice(S1, "arcane_damage"),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"prevent", cards:[], pitch:[]}, S),
    life(S, "alice", L), arena_names(S, "alice", A).
test(barrier_paid_sigil_stays, [L, A] == [18, ["Sigil of Conductivity"]]) :-
    short(_{turn_player:"bob", passes:1, priority:"alice",
            stack:[_{kind:"card", card:"Arcanic Crackle (red) [c]", controller:"bob", target:"oscilio"}],
            players:[_{name:"alice", hero:"Oscilio", arena:["Sigil of Conductivity (blue) [sc]"],
                       equipment:["Nullrune Hood [h]"], hand:["Nimblism (blue) [n]"]},
                     _{name:"bob", hero:"Rhinar", action_points:0}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"prevent", cards:["h"], pitch:["n"]}, S),
    life(S, "alice", L), arena_names(S, "alice", A).
test(not_combat_damage, true) :-
    flesh_and_blood:wiz_shelter_wards(_{pending:_{choice:"ward", player:"alice", of:"combat"}}, "alice", []).

:- end_tests(fab_wizard_shelter).

:- begin_tests(fab_wizard_staff).

test(modelled, true) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"Staff of Verdant Shoots"}).
test(earth_pitched_trigger_waits, [Ks, R] == [["wiz_earth_next_arcane"], 'FAB-1488']) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, weapons:["Staff of Verdant Shoots [st]"],
                       hand:["Autumn's Touch (blue) [at]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"st", ability:0, pitch:["at"]}, S, Es),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks),
    memberchk(event(R, wiz_earth_pitched, _), Es).
test(nothing_dealt_waits_on, [Ks, A] == [["wiz_earth_next_arcane"], []]) :-
    short(_{effects:[_{kind:"wiz_earth_next_arcane", player:"alice", source:"st"}],
            players:[_{name:"alice", hero:"Oscilio", weapons:["Staff of Verdant Shoots [st]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:wiz_earth_dealt(S0, _{id:"x"}, "alice", 0, S), _),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks),
    player_named(S, "alice", P), ids(P.arena, A).
test(other_player_damage_not_it, Ks == ["wiz_earth_next_arcane"]) :-
    short(_{effects:[_{kind:"wiz_earth_next_arcane", player:"alice", source:"st"}],
            players:[_{name:"alice", hero:"Oscilio", weapons:["Staff of Verdant Shoots [st]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:wiz_earth_dealt(S0, _{id:"x"}, "bob", 2, S), _),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).
test(dealt_token_made, [Ks, N] == [[], "Embodiment of Earth"]) :-
    short(_{effects:[_{kind:"wiz_earth_next_arcane", player:"alice", source:"st"}],
            players:[_{name:"alice", hero:"Oscilio", weapons:["Staff of Verdant Shoots [st]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:wiz_earth_dealt(S0, _{id:"x"}, "alice", 1, S), _),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks),
    player_named(S, "alice", P), P.arena = [T], N = T.name.

:- end_tests(fab_wizard_staff).
