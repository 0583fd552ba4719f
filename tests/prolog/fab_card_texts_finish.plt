/*  plunit tests of the last texts of four Blitz decks Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_finish.pl): Run into
    Trouble (FAB-692), Amulet of Ice (FAB-693 ... FAB-695), Oldhim and
    the prevention shield (FAB-696 ... FAB-698), Peace of Mind (FAB-699),
    Mask of Malicious Manifestations (FAB-704 ... FAB-706).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_finish.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !,
    Life = P.life.

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

%   bob, with BobArena, defends alice's Head Jab with Defender (a card
%   of his hand, its id "d"); alice's arena AliceArena.
defended(Defender, BobArena, AliceArena, S, Events) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Kayo", action_points:0, arena:AliceArena},
                     _{name:"bob", hero:"Kayo", arena:BobArena, hand:[Defender]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["d"]}, S, Events).

:- begin_tests(fab_finish_run_into_trouble).

test(modelled) :-
    modelled("Run into Trouble", "red").
test(agility_damages_the_attacker, Life-Rs == 19-['FAB-692', 'FAB-692']) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}], [], S, Events),
    life_of(S, "alice", Life),
    findall(R, ( member(event(R, E, _), Events), memberchk(E, [defends_with_token, text_damage_dealt]) ), Rs).
test(no_agility_no_damage, Life-Rs == 20-['FAB-692']) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Might"}], [], S, Events),
    life_of(S, "alice", Life),
    findall(R, member(event(R, defends_without_token, _), Events), Rs).
test(defender_life_unchanged, Life == 20) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}], [], S, _),
    life_of(S, "bob", Life).
test(unread_no_damage, Life == 20) :-
    defended(_{id:"d", name:"Run into Trouble", color:"red", text_read:false},
             [_{id:"t", name:"Agility"}], [], S, _),
    life_of(S, "alice", Life).
test(attackers_token_does_not_count, Life == 20) :-
    defended("Run into Trouble (red) [d]", [], [_{id:"t", name:"Agility"}], S, _),
    life_of(S, "alice", Life).
test(ward_prevents, Life == 20) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}],
             ["Auric Shards (red) [w]"], S, _),
    life_of(S, "alice", Life).
test(lethal_ends_the_game, Over == true) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Kayo", life:1, action_points:0},
                     _{name:"bob", hero:"Kayo", arena:[_{id:"t", name:"Agility"}],
                       hand:["Run into Trouble (red) [d]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["d"]}, S),
    ( flesh_and_blood:game_over(S, _) -> Over = true ; Over = false ).

:- end_tests(fab_finish_run_into_trouble).

%   bob, defending in the reaction step of alice's Disable, with Amulet
%   of Ice in his arena, Graveyard, Effects and a chain link's Extra.
amulet_state(Graveyard, Effects, Extra, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Disable (red) [a-dis]"}.put(Extra)]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0, hand:["Head Jab (blue) [a-1]"]},
                     _{name:"bob", hero:"Oldhim [b-old]", arena:["Amulet of Ice (blue) [b-amulet]"],
                       graveyard:Graveyard,
                       hand:["Biting Gale (yellow) [b-bg]", "Sink Below (blue) [b-1]", "Turn Timber (red) [b-tt]",
                             "Winter's Bite (blue) [b-ice]"]}]}, S).

amulet_move(_{player:"bob", action:"activate", card:"b-amulet", ability:0, target:"a-bravo", pitch:[]}).

unknown_for(S, M, Name) :-
    once(flesh_and_blood:allowed_by_text(S, M, ['FAB-694'], About, _)),
    Name = About.name.

:- begin_tests(fab_finish_amulet_of_ice).

test(modelled) :-
    modelled("Amulet of Ice", "blue").
test(unfused_illegal, Ids == ['FAB-694']) :-
    amulet_state([], [], _{}, S), amulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(recorded_legal, Ids == []) :-
    amulet_state([], [_{kind:"ice_fused", player:"bob", source:"x"}], _{}, S), amulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(other_players_record_illegal, Ids == ['FAB-694']) :-
    amulet_state([], [_{kind:"ice_fused", player:"alice", source:"x"}], _{}, S), amulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(fused_stack_layer_legal, Ids == []) :-
    amulet_state([], [], _{}, S0),
    S = S0.put(stack, [_{kind:"card", card:_{id:"b-su", name:"Snow Under", color:"red"}, controller:"bob", fused:true}]),
    amulet_move(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(graveyard_fusion_unknown, Name == "Snow Under") :-
    amulet_state(["Snow Under (red) [b-su]"], [], _{}, S), amulet_move(M),
    unknown_for(S, M, Name).
test(graveyard_earth_fusion_certain, fail) :-
    amulet_state(["Turn Timber (red) [b-g]"], [], _{}, S), amulet_move(M),
    unknown_for(S, M, _).
test(recorded_not_unknown, fail) :-
    amulet_state(["Snow Under (red) [b-su]"], [_{kind:"ice_fused", player:"bob", source:"x"}], _{}, S),
    amulet_move(M),
    unknown_for(S, M, _).
test(ice_fusion_recorded, K-P-Src == "ice_fused"-"bob"-"b-bg") :-
    amulet_state([], [], _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"b-bg", from:"hand", pitch:["b-1"], discard:["b-ice"]}, S),
    S.effects = [E],
    _{kind:K, player:P, source:Src} :< E.
test(unfused_play_records_nothing, E == []) :-
    amulet_state([], [], _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"b-bg", from:"hand", pitch:["b-1"], discard:[]}, S),
    flesh_and_blood:effects(S, E).
test(earth_fusion_records_earth_only, Ks == ["earth_fused"]) :-   % card_texts_runeblade.pl (FAB-1464)
    amulet_state([], [], _{}, S0),
    [A, B] = S0.players,
    S1 = S0.put(players, [A, B.put(hand, [_{id:"b-tt", name:"Turn Timber", color:"red"},
                                          _{id:"b-1", name:"Sink Below", color:"blue"},
                                          _{id:"b-e", name:"Evergreen", color:"red"}])]),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"play", card:"b-tt", from:"hand", pitch:["b-1"], discard:["b-e"]}, S),
    flesh_and_blood:effects(S, E),
    maplist([X, K]>>get_dict(kind, X, K), E, Ks).
test(target_missing_illegal, Ids == ['FAB-622']) :-
    amulet_state([], [_{kind:"ice_fused", player:"bob", source:"x"}], _{}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"activate", card:"b-amulet", ability:0, pitch:[]}, Ids).
test(own_hero_target_waits, Pd == "bob") :-
    amulet_state([], [_{kind:"ice_fused", player:"bob", source:"x"}], _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"b-amulet", ability:0, target:"b-old", pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S),
    Pd = S.pending.player.
test(unread_unknown) :-
    amulet_state([], [], _{}, S0),
    [A, B] = S0.players,
    S = S0.put(players, [A, B.put(arena, [_{id:"b-amulet", name:"Amulet of Ice", color:"blue", text_read:false}])]),
    amulet_move(M),
    once(flesh_and_blood:depends_on_text(S, M, _, _)).

:- end_tests(fab_finish_amulet_of_ice).

%   bob (Oldhim) in the reaction step of alice's Head Jab (3 power), with
%   Hand, Arena, resource points RP and Effects; alice's hand AHand.
oldhim_state(Hand, Arena, RP, Effects, AHand, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0, hand:AHand},
                     _{name:"bob", hero:"Oldhim [b-old]", hand:Hand, arena:Arena, resource_points:RP}]}, S).

%   bob activates Oldhim pitching Pitch, and both pass: it resolves.
oldhim_resolved(S0, Pitch, S, Events) :-
    next_state(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"b-old", ability:0, pitch:Pitch}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Events).

%   The reaction step ends: alice passes, then bob.
damage_dealt(S0, S, Events) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events).

shield_of(S, Amount) :-
    (   flesh_and_blood:shield_effect(S, any, "bob", "b-old", A) -> Amount = A ; Amount = none ).

:- begin_tests(fab_finish_oldhim).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Oldhim"}).
test(earth_shield, A == 2) :-
    oldhim_state(["Evergreen (blue) [b-eb]"], [], 0, [], [], S0),
    oldhim_resolved(S0, ["b-eb"], S, _),
    shield_of(S, A).
test(ice_only_no_shield, A-Hand == none-[]) :-
    oldhim_state(["Winter's Bite (blue) [b-wb]"], [], 0, [], ["Head Jab (blue) [a-1]"], S0),
    oldhim_resolved(S0, ["b-wb"], S, _),
    shield_of(S, A),
    member(P, S.players), P.name == "alice", !,
    Hand = P.hand.
test(ice_single_card_on_top, Top == "a-1") :-
    oldhim_state(["Winter's Bite (blue) [b-wb]"], [], 0, [], ["Head Jab (blue) [a-1]"], S0),
    oldhim_resolved(S0, ["b-wb"], S, _),
    member(P, S.players), P.name == "alice", !,
    P.deck = [C|_], Top = C.id.
test(nothing_pitched, Rs == ['FAB-696']) :-
    oldhim_state([], [], 3, [], [], S0),
    oldhim_resolved(S0, [], S, Events),
    shield_of(S, none),
    findall(R, member(event(R, nothing_pitched, _), Events), Rs).
test(shield_prevents_then_gone, Life-A == 19-none) :-
    oldhim_state([], [], 0, [_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}], [], S0),
    damage_dealt(S0, S, _),
    life_of(S, "bob", Life),
    shield_of(S, A).
test(shield_left_for_later, Life-A == 20-1) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Oldhim [b-old]"}]}, S0),
    damage_dealt(S0, S, _),
    life_of(S, "bob", Life),
    shield_of(S, A).
test(ward_and_shield_order_asked, Ids == ["b-ward", "b-old"]) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Oldhim [b-old]", arena:["Spectral Shield [b-ward]"]}]}, S0),
    damage_dealt(S0, S, _),
    S.pending.choice == "ward",
    flesh_and_blood:ward_order_waits(S, "bob", Ws),
    pairs_keys(Ws, Ids).
test(shield_first_keeps_the_ward, Arena-A == ["Spectral Shield"]-1) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Oldhim [b-old]", arena:["Spectral Shield [b-ward]"]}]}, S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-old", "b-ward"]}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, N]>>get_dict(name, C, N), P.arena, Arena),
    shield_of(S, A).
test(ward_first_keeps_the_shield, Arena-A == []-2) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (blue) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Oldhim [b-old]", arena:["Spectral Shield [b-ward]"]}]}, S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-ward", "b-old"]}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, N]>>get_dict(name, C, N), P.arena, Arena),
    shield_of(S, A).
test(no_order_where_both_used_up, Pd == none) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Oldhim [b-old]", arena:["Spectral Shield [b-ward]"]}]}, S0),
    damage_dealt(S0, S, _),
    ( get_dict(pending, S, P0), P0 \== null -> Pd = P0 ; Pd = none ).
test(shield_in_other_turn_valid, Es == []) :-
    oldhim_state([], [], 0, [_{kind:"prevent_next_damage", player:"bob", amount:2, source:"b-old"}], [], S),
    state_errors(flesh_and_blood, S, Es).
test(shield_of_zero_invalid, Rs == ['FAB-115']) :-
    oldhim_state([], [], 0, [_{kind:"prevent_next_damage", player:"bob", amount:0, source:"b-old"}], [], S),
    state_errors(flesh_and_blood, S, Es),
    findall(R, ( member(E, Es), get_dict(rule, E, R) ), Rs).
test(put_to_bottom_illegal, Ids == ['FAB-698']) :-
    oldhim_state(["Winter's Bite (blue) [b-wb]"], [], 0, [], ["Head Jab (blue) [a-1]", "Leg Tap (blue) [a-2]"], S0),
    oldhim_resolved(S0, ["b-wb"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"a-1", to:"bottom"}, Ids).

:- end_tests(fab_finish_oldhim).

pom_effect(Amount, _{kind:"prevent_next_physical", player:"bob", amount:Amount, source:"b-pom", lasts:"until_used"}).

%   alice's Head Jab (red: 3, blue: 1 power) in the reaction step, bob
%   with Effects, his arena Arena and a Peace of Mind in his graveyard.
pom_state(Attack, Effects, Arena, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Bravo [a-bravo]", action_points:0},
                     _{name:"bob", hero:"Uzuri [b-uz]", arena:Arena, graveyard:["Peace of Mind (red) [b-pom]"]}]}, S).

:- begin_tests(fab_finish_peace_of_mind).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Peace of Mind", C)).
test(amounts, Ns == [4, 3, 2]) :-
    findall(N, ( member(C, ["red", "yellow", "blue"]),
                 format(string(Card), "Peace of Mind (~w) [b-pom]", [C]),
                 short(_{passes:1, priority:"alice",
                         stack:[_{kind:"card", card:Card, controller:"bob"}],
                         players:[_{name:"alice", hero:"Bravo", action_points:0},
                                  _{name:"bob", hero:"Uzuri"}]}, S0),
                 next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
                 S.effects = [E], N = E.amount ), Ns).
test(prevents_part, Life-Es == 19-[]) :-
    pom_effect(2, E), pom_state("Head Jab (red) [a-hj]", [E], [], S0),
    damage_dealt(S0, S, _),
    life_of(S, "bob", Life),
    flesh_and_blood:effects(S, Es).
test(used_up_by_less, Es == []) :-
    pom_effect(4, E), pom_state("Head Jab (blue) [a-hj]", [E], [], S0),
    damage_dealt(S0, S, _),
    flesh_and_blood:effects(S, Es).
test(not_applying_after_the_damage, Applying == none) :-
    pom_effect(4, E), pom_state("Head Jab (red) [a-hj]", [E], ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-ward", "b-pom"]}, S),
    flesh_and_blood:effects(S, Es),
    ( member(X, Es), get_dict(applying, X, A) -> Applying = A ; Applying = none ).
test(ward_order_asked, Ids == ["b-ward", "b-pom"]) :-
    pom_effect(4, E), pom_state("Head Jab (blue) [a-hj]", [E], ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S, _),
    S.pending.choice == "ward",
    flesh_and_blood:ward_order_waits(S, "bob", Ws),
    pairs_keys(Ws, Ids).
test(ward_first_keeps_it, Amount == 4) :-
    pom_effect(4, E), pom_state("Head Jab (blue) [a-hj]", [E], ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-ward", "b-pom"]}, S),
    flesh_and_blood:effects(S, [X]),
    Amount = X.amount.
test(it_first_keeps_the_ward, Arena-Es == ["Spectral Shield"]-[]) :-
    pom_effect(4, E), pom_state("Head Jab (blue) [a-hj]", [E], ["Spectral Shield [b-ward]"], S0),
    damage_dealt(S0, S1, _),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-pom", "b-ward"]}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, N]>>get_dict(name, C, N), P.arena, Arena),
    flesh_and_blood:effects(S, Es).
test(text_damage_not_prevented, Life-Amount == 19-4) :-
    %   bob attacks; alice's Run into Trouble deals 1 damage to his hero: not of combat.
    short(_{turn_player:"bob", priority:"bob", effects:[_{kind:"prevent_next_physical", player:"bob", amount:4, source:"b-pom", lasts:"until_used"}],
            chain:_{step:"defend", links:[_{attack:"Head Jab (red) [b-hj]", controller:"bob"}]},
            players:[_{name:"alice", hero:"Kayo", arena:[_{id:"t", name:"Agility"}], hand:["Run into Trouble (red) [d]"]},
                     _{name:"bob", hero:"Uzuri [b-uz]", action_points:0, graveyard:["Peace of Mind (red) [b-pom]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"defend", cards:["d"]}, S),
    life_of(S, "bob", Life),
    flesh_and_blood:effects(S, [X]),
    Amount = X.amount.
test(waits_in_another_turn_valid, Es == []) :-
    pom_effect(4, E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Bravo"}, _{name:"bob", hero:"Uzuri"}]}, S),
    state_errors(flesh_and_blood, S, Es).
test(kept_as_the_turn_ends, Kinds == ["prevent_next_physical"]) :-
    pom_effect(4, E),
    short(_{effects:[E], players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Uzuri"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"end_turn"}, S1),
    ( get_dict(pending, S1, Pd), Pd \== null -> fail ; true ),
    flesh_and_blood:effects(S1, Es),
    maplist([X, K]>>get_dict(kind, X, K), Es, Kinds).

:- end_tests(fab_finish_peace_of_mind).

%   alice's action phase: the Mask, a hand and an arsenal, and Deck.
mask_state(Deck, S) :-
    short(_{players:[_{name:"alice", hero:"Arakni [a-ar]", action_points:1,
                       equipment:["Mask of Malicious Manifestations [a-mask]"],
                       hand:["Head Jab (blue) [a-1]", "Leg Tap (red) [a-2]"],
                       arsenal:["Sink Below (red) [a-ars]"], deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S).

mask_resolved(Deck, S, Events) :-
    mask_resolved(Deck, "a-2", S, Events).

mask_resolved(Deck, Bottom, S, Events) :-
    mask_state(Deck, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-mask", ability:0,
                                      pitch:["a-1"], bottom:[Bottom]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

alice_hand_ids(S, Ids) :-
    member(P, S.players), P.name == "alice", !,
    maplist([C, I]>>get_dict(id, C, I), P.hand, Ids).

:- begin_tests(fab_finish_mask).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Mask of Malicious Manifestations"}).
test(costs_one_and_destroys, Cost-Destroy == 1-true) :-
    flesh_and_blood:card_abilities(_{id:"m", name:"Mask of Malicious Manifestations"}, [Ab]),
    Cost = Ab.cost, Destroy = Ab.destroy_self.
test(unread_is_unknown) :-
    short(_{players:[_{name:"alice", hero:"Arakni", action_points:1, hand:["Head Jab (blue) [a-1]", "Leg Tap (red) [a-2]"],
                       equipment:[_{id:"a-mask", name:"Mask of Malicious Manifestations", text_read:false}]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    once(flesh_and_blood:depends_on_text(S, _{player:"alice", action:"activate", card:"a-mask", ability:0,
                                              pitch:["a-1"]}, _, _)).
test(known_prefix_found, Ids-Deck == ["a-d3"]-true) :-
    mask_resolved(["Sink Below (blue) [a-d1]", "Cut Down to Size (red) [a-d3]", 36], S, _),
    alice_hand_ids(S, Ids),
    member(P, S.players), P.name == "alice", !,
    ( forall(member(C, P.deck), get_dict(unknown, C, true)) -> Deck = true ; Deck = false ).
test(bottom_card_under_the_deck_then_shuffled, Ids == ["a-d1", "a-2"]) :-
    %   the card put on the bottom is in the deck before the reveal; all shuffled after
    mask_resolved(["Sink Below (blue) [a-d1]", "Cut Down to Size (red) [a-d3]", 36], S, _),
    member(P, S.players), P.name == "alice", !,
    last(P.deck, Last), nth1(2, P.deck, _),
    P.deck = [First|_],
    Ids = [First.id, Last.id].
test(none_in_a_known_deck, Rs == ['FAB-704']) :-
    findall(G, ( between(1, 36, I), format(string(G), "Sink Below (red) [g~w]", [I]) ), Gs),
    short(_{players:[_{name:"alice", hero:"Arakni [a-ar]", action_points:1,
                       equipment:["Mask of Malicious Manifestations [a-mask]"],
                       hand:["Head Jab (blue) [a-1]", "Sink Below (yellow) [a-2]"],
                       deck:["Sink Below (blue) [a-d1]", "Sink Below (blue) [a-d2]"], graveyard:Gs},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-mask", ability:0, pitch:["a-1"], bottom:["a-2"]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, _, Events),
    findall(R, member(event(R, no_attack_action_revealed, _), Events), Rs).
test(unknown_first_waits, C == "revealed_attack_action") :-
    mask_resolved([3, "Cut Down to Size (red) [a-d3]", 33], S, _),
    C = S.pending.choice.
test(judge_names_an_unknown_card, Ids == ["alice-deck-2"]) :-
    mask_resolved([3, "Cut Down to Size (red) [a-d3]", 33], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"alice-deck-2", to:"hand"}, S),
    alice_hand_ids(S, Ids).
test(not_below_a_known_attack_action, Ids == ['FAB-706']) :-
    mask_resolved([3, "Cut Down to Size (red) [a-d3]", 33], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"alice-deck-4", to:"hand"}, Ids).
test(not_a_known_non_attack, Ids == ['FAB-706']) :-
    mask_resolved([3, "Sink Below (blue) [a-d1]", "Cut Down to Size (red) [a-d3]", 32], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"a-d1", to:"hand"}, Ids).
test(decline_with_a_known_attack_action, Ids == ['FAB-706']) :-
    mask_resolved([3, "Cut Down to Size (red) [a-d3]", 33], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"decline"}, Ids).
test(decline_in_an_unknown_deck, Ids == []) :-
    mask_resolved([37], "a-ars", S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"decline"}, Ids).
test(to_the_top_illegal, Ids == ['FAB-706']) :-
    mask_resolved([37], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"alice-deck-1", to:"top"}, Ids).
test(arsenal_card_to_the_bottom, Ids == []) :-
    mask_state([37], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-mask", ability:0,
                                        pitch:["a-1"], bottom:["a-ars"]}, Ids).
test(no_bottom_for_other_abilities, Ids == ['FAB-705']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Head Jab (blue) [a-1]"],
                       equipment:["Barkbone Strapping [a-chest]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-chest", ability:0,
                                        pitch:[], bottom:["a-1"]}, Ids).

:- end_tests(fab_finish_mask).
