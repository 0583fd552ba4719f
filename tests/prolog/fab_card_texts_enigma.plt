/*  plunit tests of the Enigma Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_enigma.pl): Second Tenet
    of Chi: Tide (FAB-1340), Big Blue Sky (FAB-1341), Moon Chakra
    (FAB-1342).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_enigma.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

%   Tide waits on the stack in the layer step, the turn's Effects given;
%   bob passes and it attacks.
tide_opened(Effects, S, Events) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Second Tenet of Chi: Tide (blue) [t]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

%   Big Blue Sky defends Head Jab (3 power); bob's pitch zone is Pitch.
sky_position(Sky, Pitch, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[Sky]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", pitch:Pitch}]}, S).

sky_defense(S, D) :-
    S.chain.links = [L],
    L.defending = [C],
    flesh_and_blood:defending_defense(S, "bob", C, D).

%   bob plays Moon Chakra M in the reaction step against Head Jab, the
%   turn's Effects given; it resolves.
moon_resolved(M, Effects, S, Events) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[M]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"m", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Events).

prevention_amount(S, N) :-
    member(E, S.effects),
    E.kind == "prevent_next_damage_event",
    N = E.amount.

:- begin_tests(fab_enigma_tide).

test(modelled) :-
    modelled("Second Tenet of Chi: Tide").
test(transcended, B-Rs == 2-['FAB-1340']) :-
    tide_opened([_{kind:"transcended", player:"alice"}], S, Events),
    last(S.chain.links, L),
    B = L.power_bonus,
    findall(R, member(event(R, record_power_applied, _), Events), Rs).
test(not_transcended) :-
    tide_opened([], S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).
test(other_player_transcended) :-
    tide_opened([_{kind:"transcended", player:"bob"}], S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).

:- end_tests(fab_enigma_tide).

:- begin_tests(fab_enigma_big_blue_sky).

test(modelled) :-
    modelled("Big Blue Sky").
test(two_blue, D == 4) :-
    sky_position("Big Blue Sky (blue) [s]", ["Sigil of Solace (blue) [p1]", "Sigil of Solace (blue) [p2]", "Sigil of Solace (red) [p3]"], S),
    sky_defense(S, D).
test(no_blue, D == 2) :-
    sky_position("Big Blue Sky (blue) [s]", ["Sigil of Solace (red) [p3]"], S),
    sky_defense(S, D).
test(unread_printed, D == 2) :-
    sky_position(_{id:"s", name:"Big Blue Sky", color:"blue", text_read:false}, ["Sigil of Solace (blue) [p1]"], S),
    sky_defense(S, D).
test(damage_event, Rs == ['FAB-1341']) :-
    sky_position("Big Blue Sky (blue) [s]", ["Sigil of Solace (blue) [p1]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, _, Events),
    findall(R, member(event(R, blue_pitched_defense, _), Events), Rs).

:- end_tests(fab_enigma_big_blue_sky).

:- begin_tests(fab_enigma_moon_chakra).

test(modelled) :-
    modelled("Moon Chakra").
test(blue, N-Rs == 1-['FAB-1342']) :-
    moon_resolved("Moon Chakra (blue) [m]", [], S, Events),
    prevention_amount(S, N),
    findall(R, member(event(R, moon_chakra_prevention_made, _), Events), Rs).
test(red_transcended, N == 5) :-
    moon_resolved("Moon Chakra (red) [m]", [_{kind:"transcended", player:"bob"}], S, _),
    prevention_amount(S, N).
test(yellow_other_transcended, N == 2) :-
    moon_resolved("Moon Chakra (yellow) [m]", [_{kind:"transcended", player:"alice"}], S, _),
    prevention_amount(S, N).
test(unread_makes_none) :-
    moon_resolved(_{id:"m", name:"Moon Chakra", color:"blue", text_read:false}, [], S, _),
    \+ prevention_amount(S, _).

:- end_tests(fab_enigma_moon_chakra).

%   bob declares Cards against Head Jab, his hand Hand.
bastion_defended(Hand, Cards, S, Events) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Cards}, S, Events).

shield(S, N) :-
    member(E, S.effects),
    E.kind == "prevent_next_damage",
    N = E.amount.

:- begin_tests(fab_enigma_battlefront_bastion).

test(modelled) :-
    modelled("Battlefront Bastion").
test(alone, N-Rs == 1-['FAB-1343']) :-
    bastion_defended(["Battlefront Bastion (yellow) [b]"], ["b"], S, Events),
    shield(S, N),
    findall(R, member(event(R, defends_alone_shield_made, _), Events), Rs).
test(together) :-
    bastion_defended(["Battlefront Bastion (yellow) [b]", "Head Jab (blue) [h]"], ["b", "h"], S, _),
    \+ shield(S, _).
test(unread_alone) :-
    bastion_defended([_{id:"b", name:"Battlefront Bastion", color:"red", text_read:false}], ["b"], S, _),
    \+ shield(S, _).

:- end_tests(fab_enigma_battlefront_bastion).

%   Spillover waits on the stack in the layer step, the turn's Effects
%   given (alice's hand Hand); bob passes and it attacks.
spillover_opened(Effects, Hand, S, Events) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Spillover (blue) [sp]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

blue_records(S, Ids) :-
    findall(Id, ( member(E, S.effects), E.kind == "blue_card_played", Id = E.source ), Ids).

:- begin_tests(fab_enigma_spillover).

test(modelled) :-
    modelled("Spillover").
test(after_a_blue_card_recorded, B-Rs == 2-['FAB-1142']) :-
    spillover_opened([_{kind:"blue_card_played", player:"alice", source:"x"}], [], S, Events),
    last(S.chain.links, L),
    B = L.power_bonus,
    findall(R, member(event(R, nuu2_tide_power, _), Events), Rs).
test(its_own_record_is_not_another) :-
    spillover_opened([_{kind:"blue_card_played", player:"alice", source:"sp"}], [], S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).
test(a_red_card_is_not_blue) :-
    spillover_opened([_{kind:"red_card_played", player:"alice", source:"x"}], [], S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).
test(blue_played_while_it_attacks_once, B-Ids == 2-["sig"]) :-
    spillover_opened([], ["Sigil of Solace (blue) [sig]", "Sigil of Solace (blue) [sig2]"], S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"play", card:"sig", from:"hand", pitch:[], discard:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"play", card:"sig2", from:"hand", pitch:[], discard:[]}, S),
    last(S.chain.links, L),
    B = L.power_bonus,
    blue_records(S2, Ids).
test(recorded_only_where_read, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Sigil of Solace (blue) [sig]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sig", from:"hand", pitch:[], discard:[]}, S),
    blue_records(S, Ids).
test(recorded_beside_a_spillover, Ids == ["sig"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Sigil of Solace (blue) [sig]", "Spillover (blue) [sp]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sig", from:"hand", pitch:[], discard:[]}, S),
    blue_records(S, Ids).

:- end_tests(fab_enigma_spillover).

%   An effect of First Tenet of Chi: Moon waits; Attack waits on the stack
%   in the layer step; bob passes and it attacks (alice's deck: its top
%   card "top" and 39 unknown).
tenet_opened(Attack, S, Events) :-
    short(_{passes:1, priority:"bob",
            effects:[_{kind:"next_attack_draw", player:"alice", amount:1, source:"ft", color:"blue"}],
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Attack, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, deck:["Head Jab (red) [top]", 38]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_enigma_first_tenet_moon).

test(modelled) :-
    modelled("First Tenet of Chi: Moon").
test(resolves_into_the_effect, N-C == 1-"blue") :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["First Tenet of Chi: Moon (blue) [ft]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"ft", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    member(E, S.effects), get_dict(kind, E, "next_attack_draw"), !,
    N = E.amount, C = E.color.
test(blue_attack_draws, H-Rs == ["Head Jab"]-['FAB-1346']) :-
    tenet_opened("Head Jab (blue) [a]", S, Events),
    member(P, S.players), P.name == "alice", !,
    maplist([C, N]>>get_dict(name, C, N), P.hand, H),
    \+ ( member(E, S.effects), E.kind == "next_attack_draw" ),
    findall(R, member(event(R, next_blue_attack_draws, _), Events), Rs).
test(red_attack_waits, H == []) :-
    tenet_opened("Head Jab (red) [a]", S, _),
    member(P, S.players), P.name == "alice", !,
    ( get_dict(hand, P, H) -> true ; H = [] ),
    member(E, S.effects), E.kind == "next_attack_draw", !.

:- end_tests(fab_enigma_first_tenet_moon).

%   alice plays Card (resource points paying) with Arena and Pitched;
%   both pass and it resolves.
aura_resolved(Card, Hand, Arena, Pitched, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:2,
                       hand:Hand, arena:Arena, pitch:Pitched},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Card, from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

arena_counters(S, Counters) :-
    member(P, S.players), P.name == "alice", !,
    findall(Id-K, ( member(C, P.arena), get_dict(id, C, Id),
                    ( get_dict(power_counters, C, K) -> true ; K = 0 ) ), Counters).

:- begin_tests(fab_enigma_auras).

test(modelled) :-
    forall(member(N, ["Solitary Companion", "Single Minded Determination", "Spectral Manifestations", "Waxing Specter"]),
           modelled(N)).
test(companion_alone, Cs == ["sc"-0, "sc-spectral-shield"-0]) :-
    aura_resolved("sc", ["Solitary Companion (red) [sc]"], [], [], S),
    arena_counters(S, Cs).
test(companion_beside_an_illusionist_aura, Cs == ["old"-0, "sc"-0]) :-
    aura_resolved("sc", ["Solitary Companion (red) [sc]"], ["Spectral Shield [old]"], [], S),
    arena_counters(S, Cs).
test(companion_beside_another_aura_alone, Cs == ["old"-0, "sc"-0, "sc-spectral-shield"-0]) :-
    aura_resolved("sc", ["Solitary Companion (red) [sc]"], ["Might [old]"], [], S),
    arena_counters(S, Cs).
test(determination_alone_yellow, Cs == ["smd"-2]) :-
    aura_resolved("smd", ["Single Minded Determination (yellow) [smd]"], [], [], S),
    arena_counters(S, Cs).
test(determination_not_alone, Cs == ["old"-0, "smd"-0]) :-
    aura_resolved("smd", ["Single Minded Determination (red) [smd]"], ["Waning Vengeance (blue) [old]"], [], S),
    arena_counters(S, Cs).
test(manifestations_alone_blue, Cs == ["sm-spectral-shield"-1]) :-
    aura_resolved("sm", ["Spectral Manifestations (blue) [sm]"], [], [], S),
    arena_counters(S, Cs).
test(specter_after_blue, Cs == ["w"-1]) :-
    aura_resolved("w", ["Waxing Specter (blue) [w]"], [], ["Sigil of Solace (blue) [p]"], S),
    arena_counters(S, Cs).
test(specter_without_blue, Cs == ["w"-0]) :-
    aura_resolved("w", ["Waxing Specter (blue) [w]"], [], ["Sigil of Solace (red) [p]"], S),
    arena_counters(S, Cs).
test(unread_companion_nothing, Cs == ["sc"-0]) :-
    aura_resolved("sc", [_{id:"sc", name:"Solitary Companion", color:"red", text_read:false}], [], [], S),
    arena_counters(S, Cs).

:- end_tests(fab_enigma_auras).

:- begin_tests(fab_enigma_blue_record_turn_player).

%   A blue card the other player plays in this turn is not recorded: the
%   record lasts this turn, and Spillover (as Rising Tide, FAB-1141) is
%   played in its player's own turn.
test(other_players_blue_card_not_recorded, Ids == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Sigil of Solace (blue) [sig]", "Spillover (blue) [sp]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"sig", from:"hand", pitch:[], discard:[]}, S),
    findall(Id, ( member(E, S.effects), E.kind == "blue_card_played", E.player == "bob", Id = E.source ), Ids),
    flesh_and_blood:normalized(S, _).

:- end_tests(fab_enigma_blue_record_turn_player).
