/*  plunit tests of the Oscilio Blitz Deck card texts Flesh and Blood reads
    in rules.pl/flesh-and-blood/card_texts_oscilio.pl: Sigil of
    Forethought (FAB-1310), Ink-lined Cloak (FAB-1311, FAB-1312), an
    instant card played (FAB-1313), Twinkle Toes (FAB-1314, FAB-1315), amp
    (FAB-1316), Exploding Aether and Hold Focus (FAB-1317), Aether
    Quickening and Trailblazing Aether's Surge (FAB-1318), arcane damage
    to any target (FAB-1319), Chorus of the Amphitheater (FAB-1320),
    Arcane Twining's and Photon Splicing's amp (FAB-1321), Oscilio
    (FAB-1322), Etchings of Arcana (FAB-1323, FAB-1324), Glyph Overlay
    (FAB-1325).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_oscilio.plt')" -g run_tests -t halt
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

%   Alice, in her action phase with Equipment, Arena, Hand and Effects,
%   and bob with BobArena: the position.
alice_with(Equipment, Arena, Hand, Effects, BobArena, S) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:Equipment,
                       arena:Arena, hand:Hand},
                     _{name:"bob", hero:"Rhinar", arena:BobArena}]}, S).

activate(Id, M) :-
    M = _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}.

%   Move M, then both players pass: the state after.
resolved(S0, M, S) :-
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_oscilio_read).

test(modelled, Ns == []) :-
    findall(N-Colour, ( member(N-Colour, ["Sigil of Forethought"-"blue", "Ink-lined Cloak"-none, "Twinkle Toes"-none,
                                   "Hold Focus"-none, "Oscilio"-none, "Exploding Aether"-"red",
                                   "Exploding Aether"-"yellow", "Exploding Aether"-"blue",
                                   "Aether Quickening"-"red", "Aether Quickening"-"yellow",
                                   "Aether Quickening"-"blue", "Trailblazing Aether"-"red",
                                   "Trailblazing Aether"-"yellow", "Trailblazing Aether"-"blue",
                                   "Arcane Twining"-"red", "Arcane Twining"-"yellow", "Arcane Twining"-"blue",
                                   "Photon Splicing"-"red", "Photon Splicing"-"yellow", "Photon Splicing"-"blue",
                                   "Chorus of the Amphitheater"-"red", "Chorus of the Amphitheater"-"yellow",
                                   "Chorus of the Amphitheater"-"blue", "Etchings of Arcana"-"red",
                                   "Etchings of Arcana"-"yellow", "Etchings of Arcana"-"blue",
                                   "Glyph Overlay"-"red", "Glyph Overlay"-"yellow", "Glyph Overlay"-"blue"]),
                 C0 = _{name:N},
                 ( Colour == none -> C = C0 ; C = C0.put(color, Colour) ),
                 flesh_and_blood:unmodelled_card(C) ), Ns).

%   Volzar, the Lightning Rod and Sigil of Conductivity are read in
%   card_texts_wizard.pl (fab_card_texts_wizard.plt).

:- end_tests(fab_oscilio_read).

:- begin_tests(fab_oscilio_forethought).

test(destroyed_at_action_phase_leaves_ponder, [Arena, Grave, Rule] == [["Ponder"], ["a-sf"], 'FAB-1310']) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Dorinthea", arena:["Sigil of Forethought (blue) [a-sf]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Es),
    player_named(S, "alice", P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Arena),
    ids(P.graveyard, Grave),
    memberchk(event(Rule, left_arena_token_created, _), Es).

:- end_tests(fab_oscilio_forethought).

:- begin_tests(fab_oscilio_cloak).

test(with_sigil_legal_gains_resource, [Ids, R, Eq] == [[], 1, []]) :-
    alice_with(["Ink-lined Cloak [c]"], ["Sigil of Forethought (blue) [s]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    player_named(S, "alice", P),
    R = P.resource_points,
    ids(P.equipment, Eq).
test(sigil_token_name_counts, Ids == []) :-
    alice_with(["Ink-lined Cloak [c]"], ["Sigil of Lightning (blue) [s]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(without_sigil_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], ["Ponder [p]"], [], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(other_players_sigil_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], [], [], [], ["Sigil of Forethought (blue) [s]"], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(sigil_in_hand_illegal, Ids == ['FAB-1312']) :-
    alice_with(["Ink-lined Cloak [c]"], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids).

:- end_tests(fab_oscilio_cloak).

:- begin_tests(fab_oscilio_toes).

test(no_instant_illegal, Ids == ['FAB-1315']) :-
    alice_with(["Twinkle Toes [t]"], [], [], [], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(record_legal_shield, [Ids, Sh] == [[], ["t"-2]]) :-
    alice_with(["Twinkle Toes [t]"], [], [], [_{kind:"instant_played", player:"alice", source:"x"}], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    findall(Src-N, ( member(E, S.effects), E.kind == "prevent_next_damage", Src = E.source, N = E.amount ), Sh).
test(other_players_record_illegal, Ids == ['FAB-1315']) :-
    alice_with(["Twinkle Toes [t]"], [], [], [_{kind:"instant_played", player:"bob", source:"x"}], [], S0),
    activate("t", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(instant_played_recorded, [Ids, Rec] == [[], ["alice"-"s"]]) :-
    alice_with(["Twinkle Toes [t]"], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1, Es),
    memberchk(event('FAB-1313', turn_recorded, _), Es),
    findall(W-Src, ( member(E, S1.effects), E.kind == "instant_played", W = E.player, Src = E.source ), Rec),
    activate("t", M),
    violation_ids(flesh_and_blood, S1, M, Ids).
test(action_card_not_recorded, Rec == []) :-
    alice_with(["Twinkle Toes [t]"], [], ["Sigil of Deadwood (blue) [s]"], [], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1),
    findall(E, ( member(E, S1.effects), E.kind == "instant_played" ), Rec).
test(no_reader_no_record, Rec == []) :-
    alice_with([], [], ["Sigil of Forethought (blue) [s]"], [], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1),
    findall(E, ( member(E, S1.effects), E.kind == "instant_played" ), Rec).
test(split_card_maybe_instant, true) :-
    flesh_and_blood:oscilio_maybe_instant(_{id:"x", name:"Comet Storm // Shock", color:"red"}),
    \+ flesh_and_blood:oscilio_maybe_instant(_{id:"x", name:"Flash", color:"red"}).
test(split_card_not_recorded_unknown, [Rec, Name] == [[], "Comet Storm // Shock"]) :-
    alice_with(["Twinkle Toes [t]"], [], ["Comet Storm // Shock (red) [s]"], [], [], S0),
    next_state(flesh_and_blood, S0.put(players, S0.players), _{player:"alice", action:"play", card:"s", from:"hand", pitch:[]}, S1),
    findall(E, ( member(E, S1.effects), E.kind == "instant_played" ), Rec),
    activate("t", M),
    once(flesh_and_blood:allowed_by_text(S1, M, ['FAB-1315'], About, _)),
    Name = About.name.
test(record_of_either_player_valid, true) :-
    alice_with([], [], [], [_{kind:"instant_played", player:"bob", source:"x"}], [], S),
    \+ flesh_and_blood:invalid('FAB-115', S, _, _).

test(arena_sigil_unknown, Name == "Sigil of Forethought") :-
    alice_with(["Twinkle Toes [t]"], ["Sigil of Forethought (blue) [g]"], [], [], [], S),
    activate("t", M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], About, _)),
    Name = About.name.
test(graveyard_instant_unknown, Name == "Sigil of Forethought") :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Twinkle Toes [t]"],
                       graveyard:["Sigil of Forethought (blue) [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("t", M),
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], About, _)),
    Name = About.name.
test(graveyard_action_certain, fail) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1, equipment:["Twinkle Toes [t]"],
                       graveyard:["Sigil of Deadwood (blue) [g]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    activate("t", M),
    flesh_and_blood:allowed_by_text(S, M, ['FAB-1315'], _, _).

:- end_tests(fab_oscilio_toes).

%   Alice's Card waits on the stack, its target Target, with Effects;
%   bob (with Equipment) passes and it resolves: the state and events.
stack_resolves(Card, Target, Effects, Equipment, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            stack:[_{kind:"card", card:Card, controller:"alice", target:Target}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:Equipment}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

amp(Who, N) --> [ _{kind:"amp", player:Who, amount:N, source:"x"} ].

:- begin_tests(fab_oscilio_amp).

test(amp_applied_and_used, [L, Es0, AP] == [16, [], 1]) :-
    stack_resolves("Trailblazing Aether (blue) [t]", "rhinar", [_{kind:"amp", player:"alice", amount:3, source:"x"}], [], S, _),
    life(S, "bob", L),
    Es0 = S.effects,
    player_named(S, "alice", P), AP = P.action_points.
test(two_amps_both_applied, L == 15) :-
    phrase((amp("alice", 3), amp("alice", 1)), Effects),
    stack_resolves("Trailblazing Aether (blue) [t]", "rhinar", Effects, [], S, _),
    life(S, "bob", L).
test(other_players_amp_not_applied, [L, AP, K] == [19, 0, 1]) :-
    stack_resolves("Trailblazing Aether (blue) [t]", "rhinar", [_{kind:"amp", player:"bob", amount:3, source:"x"}], [], S, _),
    life(S, "bob", L),
    player_named(S, "alice", P), AP = P.action_points,
    length(S.effects, K).
test(amp_on_own_hero, L == 16) :-
    stack_resolves("Trailblazing Aether (blue) [t]", "dorinthea", [_{kind:"amp", player:"alice", amount:3, source:"x"}], [], S, _),
    life(S, "alice", L).
test(amp_before_prevention_choice, N == 4) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"amp", player:"alice", amount:3, source:"x"}],
            stack:[_{kind:"card", card:"Trailblazing Aether (blue) [t]", controller:"alice", target:"rhinar"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", resource_points:1, equipment:["Achilles Accelerator [b-aa]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    N = S.pending.amount.
test(surge_none_without_more, [L, AP] == [18, 0]) :-
    stack_resolves("Aether Quickening (blue) [q]", "rhinar", [], [], S, _),
    life(S, "bob", L),
    player_named(S, "alice", P), AP = P.action_points.
test(surge_red_quickening, [L, AP] == [15, 1]) :-
    stack_resolves("Aether Quickening (red) [q]", "rhinar", [_{kind:"amp", player:"alice", amount:1, source:"x"}], [], S, _),
    life(S, "bob", L),
    player_named(S, "alice", P), AP = P.action_points.
test(chorus_plus_on_action_card, [L, K] == [15, 1]) :-
    stack_resolves("Photon Splicing (red) [p]", "rhinar", [_{kind:"arcane_card_plus", player:"alice", amount:1, source:"x"}], [], S, _),
    life(S, "bob", L),
    length(S.effects, K).
test(chorus_not_a_token, fail) :-
    flesh_and_blood:oscilio_action_or_instant_card(_{id:"r", name:"Runechant"}).
test(exploding_aether_amps_by_colour, Ns == [3-"red", 2-"yellow", 1-"blue"]) :-
    findall(N-Col, ( member(Col, ["red", "yellow", "blue"]),
                     format(string(Card), "Exploding Aether (~w) [e]", [Col]),
                     short(_{passes:1, priority:"bob",
                             stack:[_{kind:"card", card:Card, controller:"alice"}],
                             players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                                      _{name:"bob", hero:"Rhinar"}]}, S0),
                     next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
                     member(E, S.effects), E.kind == "amp", N = E.amount ), Ns).
test(twining_from_hand_amps, [Ids, A] == [[], 1]) :-
    alice_with([], [], ["Arcane Twining (blue) [c]"], [], [], S0),
    activate("c", M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    member(E, S.effects), E.kind == "amp", A = E.amount.
test(ally_target_unknown, Name == "Aether Ashwing") :-
    alice_with([], [], ["Arcane Twining (blue) [c]"], [], ["Aether Ashwing [b-a]"], S),
    M = _{player:"alice", action:"play", card:"c", from:"hand", pitch:[], target:"b-a"},
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-622'], About, _)),
    Name = About.name.

:- end_tests(fab_oscilio_amp).

oscilio_with(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

hero_move(Ds, _{player:"alice", action:"activate", card:"oscilio", ability:0, pitch:[], discard:Ds}).

:- begin_tests(fab_oscilio_hero).

test(instant_discard_draws, [Ids, H, G] == [[], ["x", "alice-deck-1"], ["s"]]) :-
    oscilio_with(["Sigil of Forethought (blue) [s]", "Exploding Aether (red) [x]"], S0),
    hero_move(["s"], M),
    violation_ids(flesh_and_blood, S0, M, Ids),
    resolved(S0, M, S),
    player_named(S, "alice", P),
    ids(P.hand, H), ids(P.graveyard, G).
test(action_discard_illegal, Ids == ['FAB-1322']) :-
    oscilio_with(["Exploding Aether (red) [x]"], S0),
    hero_move(["x"], M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(unknown_discard_unknown, true) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1, hand:[_{id:"u", unknown:true}]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    hero_move(["u"], M),
    violation_ids(flesh_and_blood, S0, M, ['FAB-1322']),
    once(flesh_and_blood:allowed_by_text(S0, M, ['FAB-1322'], _, _)).
test(unknown_beside_action_illegal, fail) :-
    short(_{players:[_{name:"alice", hero:"Oscilio", action_points:1,
                       hand:[_{id:"u", unknown:true}, "Exploding Aether (red) [x]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    hero_move(["u", "x"], M),
    flesh_and_blood:allowed_by_text(S0, M, ['FAB-1322'], _, R),
    R = oscilio_discard_unknown(_).

:- end_tests(fab_oscilio_hero).

etchings(Effects, Graveyard, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            stack:[_{kind:"card", card:"Etchings of Arcana (red) [e]", controller:"alice", target:"rhinar"}],
            players:[_{name:"alice", hero:"Oscilio", action_points:0, graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

:- begin_tests(fab_oscilio_etchings).

test(no_more_no_choice, [L, P] == [17, none]) :-
    etchings([], ["Sigil of Forethought (blue) [s]"], S, _),
    life(S, "bob", L),
    ( get_dict(pending, S, Pd), Pd \== null -> P = Pd.choice ; P = none ).
test(more_choice_waits, [L, C] == [16, "etchings_return"]) :-
    etchings([_{kind:"amp", player:"alice", amount:1, source:"x"}], ["Sigil of Forethought (blue) [s]"], S, _),
    life(S, "bob", L),
    C = S.pending.choice.
test(more_no_sigil_nothing, [P, R] == [none, 'FAB-1323']) :-
    etchings([_{kind:"amp", player:"alice", amount:1, source:"x"}], ["Exploding Aether (red) [x]"], S, Es),
    ( get_dict(pending, S, Pd), Pd \== null -> P = Pd.choice ; P = none ),
    memberchk(event(R, etchings_no_sigil, _), Es).
test(token_sigil_name_not_a_card, fail) :-
    flesh_and_blood:oscilio_graveyard_sigil(_{graveyard:[_{id:"u", unknown:true}]}, _).

:- end_tests(fab_oscilio_etchings).

glyph(Card, Arena, Effects, S, Es) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            stack:[_{kind:"card", card:Card, controller:"alice", target:"rhinar"}],
            players:[_{name:"alice", hero:"Oscilio", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

:- begin_tests(fab_oscilio_glyph).

test(no_sigil_three_no_surge, [L, AL, Ar] == [17, 18, []]) :-
    glyph("Glyph Overlay (red) [g]", [], [], S, _),
    life(S, "bob", L), life(S, "alice", AL),
    player_named(S, "alice", P), ids(P.arena, Ar).
test(blue_one_sigil_two_no_surge, [L, AL, Ar] == [18, 18, ["s"]]) :-
    glyph("Glyph Overlay (blue) [g]", ["Sigil of Deadwood (blue) [s]"], [], S, _),
    life(S, "bob", L), life(S, "alice", AL),
    player_named(S, "alice", P), ids(P.arena, Ar).
test(amped_surge_without_sigil, [L, AL] == [16, 19]) :-
    glyph("Glyph Overlay (red) [g]", [], [_{kind:"amp", player:"alice", amount:1, source:"x"}], S, _),
    life(S, "bob", L), life(S, "alice", AL).
test(surge_shuffles_deck_unknown, [Ar, Unknown] == [["s-runechant"], true]) :-
    glyph("Glyph Overlay (red) [g]", ["Sigil of Deadwood (blue) [s]"], [], S, _),
    player_named(S, "alice", P), ids(P.arena, Ar),
    ( forall(member(D, P.deck), get_dict(unknown, D, true)) -> Unknown = true ; Unknown = false ).

:- end_tests(fab_oscilio_glyph).
