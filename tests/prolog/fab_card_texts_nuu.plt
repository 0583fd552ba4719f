/*  plunit tests of the Nuu Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_nuu.pl): Fang Strike
    (FAB-1091), Slither (FAB-1092), ephemeral (FAB-1093).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_nuu.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

zone_ids(S, Who, Zone, Ids) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

%   alice attacks with Attack, Defending defending it, in the reaction
%   step; her hand holds Hand.
reaction_position(Attack, Defending, Hand, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

%   alice plays the reaction R (no pitch) naming Target; both pass and it
%   resolves.
reaction_resolved(S0, R, Target, S, Events) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:R, from:"hand", pitch:[], discard:[], target:Target}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_nuu_fang_strike).

test(modelled) :-
    modelled("Fang Strike").
test(targets_attack_action_cards, Ts == ["a", "d"]) :-
    reaction_position("Head Jab (red) [a]", ["Leg Tap (red) [d]", "Ironrot Helm [e]"], ["Fang Strike [f]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "f"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).
test(no_target_named, Ids == ['FAB-622']) :-
    reaction_position("Head Jab (red) [a]", [], ["Fang Strike [f]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[], discard:[]}, Ids).
test(equipment_no_target, Ids == ['FAB-622']) :-
    reaction_position("Head Jab (red) [a]", ["Ironrot Helm [e]"], ["Fang Strike [f]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[], discard:[], target:"e"}, Ids).
test(weapon_attack_no_target) :-
    reaction_position("Harmonized Kodachi [a]", [], ["Fang Strike [f]"], S),
    \+ ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "f") ).
test(resolves_plus_one, B-Rs == 1-['FAB-1091']) :-
    reaction_position("Head Jab (red) [a]", [], ["Fang Strike [f]"], S0),
    reaction_resolved(S0, "f", "a", S, Events),
    last(S.chain.links, L),
    B = L.power_bonus,
    findall(R, member(event(R, target_gains_power, _), Events), Rs).
test(ceases_to_exist, G-Rs == []-['FAB-1093']) :-
    reaction_position("Head Jab (red) [a]", [], ["Fang Strike [f]"], S0),
    reaction_resolved(S0, "f", "a", S, Events),
    zone_ids(S, "alice", graveyard, G),
    \+ ( flesh_and_blood:state_card(S, C), get_dict(id, C, "f") ),
    findall(R, member(event(R, ephemeral_ceased, _), Events), Rs).
test(unread_goes_to_the_graveyard, G == ["f"]) :-
    reaction_position("Head Jab (red) [a]", [], [_{id:"f", name:"Fang Strike", text_read:false}], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"f", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    zone_ids(S, "alice", graveyard, G).
test(other_cards_still_go_to_the_graveyard, G == ["p"]) :-
    reaction_position("Head Jab (red) [a]", [], ["Lunging Press (blue) [p]"], S0),
    reaction_resolved(S0, "p", "a", S, _),
    zone_ids(S, "alice", graveyard, G).
test(ephemeral_record_never_left, Ks == []) :-
    reaction_position("Head Jab (red) [a]", [], ["Fang Strike [f]"], S0),
    reaction_resolved(S0, "f", "a", S, _),
    findall(P, ( member(P, S.players), get_dict(ceased, P, _) ), Ks).

:- end_tests(fab_nuu_fang_strike).

:- begin_tests(fab_nuu_slither).

test(modelled) :-
    modelled("Slither").
test(resolves_go_again, GA-Rs == true-['FAB-1092']) :-
    reaction_position("Wounding Blow (red) [a]", [], ["Slither [s]"], S0),
    reaction_resolved(S0, "s", "a", S, Events),
    last(S.chain.links, L),
    GA = L.go_again,
    findall(R, member(event(R, target_gains_go_again, _), Events), Rs).
test(defending_target_changes_nothing, GA-Rs == none-['FAB-1092']) :-
    reaction_position("Wounding Blow (red) [a]", ["Leg Tap (red) [d]"], ["Slither [s]"], S0),
    reaction_resolved(S0, "s", "d", S, Events),
    last(S.chain.links, L),
    ( get_dict(go_again, L, GA0), GA0 == true -> GA = true ; GA = none ),
    findall(R, member(event(R, target_gains_go_again_idle, _), Events), Rs).
test(ceases_to_exist, G == []) :-
    reaction_position("Wounding Blow (red) [a]", [], ["Slither [s]"], S0),
    reaction_resolved(S0, "s", "a", S, _),
    zone_ids(S, "alice", graveyard, G).
test(no_target_named, Ids == ['FAB-622']) :-
    reaction_position("Wounding Blow (red) [a]", [], ["Slither [s]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:[]}, Ids).

:- end_tests(fab_nuu_slither).

:- begin_tests(fab_nuu_hiss).

%   alice plays Reaction ([h]) targeting her attack [a], pitching Pitch
%   ([p]); both pass and it resolves.
hiss_resolved(Attack, Reaction, Pitch, S, Events) :-
    reaction_position(Attack, [], [Reaction, Pitch], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"h", from:"hand", pitch:["p"], discard:[], target:"a"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

hand_names(S, Names) :-
    member(P, S.players), P.name == "alice", !,
    maplist([C, N]>>get_dict(name, C, N), P.hand, Names).

test(modelled) :-
    forall(member(N, ["Hiss", "Venomous Bite"]),
           forall(member(C, ["red", "yellow", "blue"]),
                  \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:N, color:C}))).
test(targets_assassin_or_mystic_attack_action_cards, Ts == ["a"]) :-
    reaction_position("Sedate (red) [a]", ["Wounding Blow (red) [d]"], ["Hiss (red) [h]", "Head Jab (blue) [p]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "h"), get_dict(target, M, T) ), Ts0),
    sort(Ts0, Ts).
test(generic_attack_no_target, Ids == ['FAB-622']) :-
    reaction_position("Wounding Blow (red) [a]", [], ["Venomous Bite (red) [h]", "Head Jab (blue) [p]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"h", from:"hand", pitch:["p"], discard:[], target:"a"}, Ids).
test(blue_pitched_creates_slither, B-Names-Rs == 3-["Slither"]-['FAB-1094', 'FAB-1094']) :-
    hiss_resolved("Sedate (red) [a]", "Hiss (red) [h]", "Head Jab (blue) [p]", S, Events),
    last(S.chain.links, L), B = L.power_bonus,
    hand_names(S, Names),
    findall(R, ( member(event(R, E, _), Events), memberchk(E, [target_gains_power, created_in_hand]) ), Rs).
test(venomous_bite_creates_fang_strike, B-Names == 1-["Fang Strike"]) :-
    hiss_resolved("Sedate (red) [a]", "Venomous Bite (blue) [h]", "Head Jab (blue) [p]", S, _),
    last(S.chain.links, L), B = L.power_bonus,
    hand_names(S, Names).
test(red_pitched_creates_none, B-Names-Rs == 2-[]-['FAB-1094']) :-
    hiss_resolved("Sedate (red) [a]", "Hiss (yellow) [h]", "Head Jab (red) [p]", S, Events),
    last(S.chain.links, L), B = L.power_bonus,
    hand_names(S, Names),
    findall(R, member(event(R, no_blue_pitched, _), Events), Rs).
test(earlier_blue_in_pitch_zone_counts, Names == ["Slither"]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1,
                       hand:["Hiss (red) [h]"], pitch:["Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"h", from:"hand", pitch:[], discard:[], target:"a"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    hand_names(S, Names).

:- end_tests(fab_nuu_hiss).

:- begin_tests(fab_nuu_equipment).

equipment_resolved(Equipment, S, Events) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1, equipment:[Equipment]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"e", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

test(modelled) :-
    modelled("Arousing Wave"),
    modelled("Undertow Stilettos").
test(arousing_wave_creates_fang_strike, Hand-G-Rs == ["Fang Strike"]-["e"]-['FAB-1095']) :-
    equipment_resolved("Arousing Wave [e]", S, Events),
    member(P, S.players), P.name == "alice", !,
    maplist([C, N]>>get_dict(name, C, N), P.hand, Hand),
    zone_ids(S, "alice", graveyard, G),
    findall(R, member(event(R, ability_created_in_hand, _), Events), Rs).
test(undertow_stilettos_creates_slither, Hand == ["Slither"]) :-
    equipment_resolved("Undertow Stilettos [e]", S, _),
    member(P, S.players), P.name == "alice", !,
    maplist([C, N]>>get_dict(name, C, N), P.hand, Hand).
test(created_card_no_deck_card, Ids == []) :-
    equipment_resolved("Arousing Wave [e]", S, _),
    findall(Id, flesh_and_blood:invalid(Id, S, _, _), Ids).
test(defending_player_cannot_activate, Ids == ['FAB-203', 'FAB-312']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", resource_points:1, equipment:["Arousing Wave [e]"]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"activate", card:"e", ability:0, pitch:[]}, Ids).

:- end_tests(fab_nuu_equipment).

:- begin_tests(fab_nuu_deep_blue_sea).

%   alice plays Deep Blue Sea (blue, cost 4) from hand pitching Pitch;
%   bob passes and it resolves into a chain link.
sea_link(Pitch, PitchZone, S, L) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, pitch:PitchZone,
                       hand:["Deep Blue Sea (blue) [d]", "Head Jab (blue) [b1]", "Head Jab (blue) [b2]", "Head Jab (red) [r1]", "Sink Below (red) [r2]", "Hiss (blue) [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"d", from:"hand", pitch:Pitch, discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Deep Blue Sea", color:"blue"}).
test(two_blue_pitched, P == 7) :-
    sea_link(["b1", "b2"], [], _, L),
    flesh_and_blood:link_power(L, P).
test(red_pitched_none, P == 5) :-
    sea_link(["r1", "r2"], ["Head Jab (red) [r3]"], _, L),
    flesh_and_blood:link_power(L, P).
test(blue_pitched_earlier_counts, P == 8) :-
    sea_link(["b1", "b2"], ["Head Jab (blue) [b0]"], _, L),
    flesh_and_blood:link_power(L, P).
test(blue_pitched_for_a_reaction_adds, P-Rs == 7-['FAB-1096']) :-
    sea_link(["b1", "r1"], [], S0, _),
    %  the defend step: bob declares nothing; the reaction step: alice plays Hiss pitching the blue Head Jab
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:[]}, S1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"play", card:"h", from:"hand", pitch:["b2"], discard:[], target:"d"}, S2, Events),
    last(S2.chain.links, L),
    flesh_and_blood:link_power(L, P),        % 5, +1 for b1, +1 for b2: Hiss itself resolves later
    findall(R, member(event(R, blue_pitched_power, _), Events), Rs).
test(unread_none, P == 5) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1,
                       hand:[_{id:"d", name:"Deep Blue Sea", color:"blue", text_read:false}, "Head Jab (blue) [b1]", "Head Jab (blue) [b2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"d", from:"hand", pitch:["b1", "b2"], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    flesh_and_blood:link_power(L, P).

test(damage_counts_a_power_the_position_leaves_out, Life == 13) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Deep Blue Sea [d]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, pitch:["Head Jab (blue) [b1]", "Head Jab (blue) [b2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "bob", !,
    Life = P.life.

:- end_tests(fab_nuu_deep_blue_sea).

:- begin_tests(fab_nuu_mistblade).

%   Beckoning Mistblade's attack, undefended, in the damage step's eve:
%   bob passes, it hits.
mistblade_hit(Effects, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Beckoning Mistblade [w]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:["Beckoning Mistblade [w]"],
                       hand:["Head Jab (blue) [b]", "Head Jab (red) [r]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    include([E]>>get_dict(color, E, "blue"), S.effects, Effects).

test(modelled) :-
    modelled("Beckoning Mistblade").
test(hit_makes_the_blue_effects, Kinds == ["next_attack_go_again", "next_attack_power"]) :-
    mistblade_hit(Es, _),
    maplist([E, K]>>get_dict(kind, E, K), Es, Ks0),
    msort(Ks0, Kinds).
test(next_blue_attack_gets_them, B-GA == 1-true) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"w", color:"blue"},
                     _{kind:"next_attack_go_again", player:"alice", source:"w", color:"blue"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:1, weapons:["Beckoning Mistblade [w]"],
                       hand:["Wounding Blow (blue) [b]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"b", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    B = L.power_bonus, GA = L.go_again.
test(red_attack_leaves_them_waiting, N-GA == 2-false) :-
    short(_{effects:[_{kind:"next_attack_power", player:"alice", amount:1, source:"w", color:"blue"},
                     _{kind:"next_attack_go_again", player:"alice", source:"w", color:"blue"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:1, weapons:["Beckoning Mistblade [w]"],
                       hand:["Wounding Blow (red) [r]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    GA = L.go_again,
    include([E]>>get_dict(color, E, "blue"), S.effects, Es), length(Es, N).

:- end_tests(fab_nuu_mistblade).

:- begin_tests(fab_nuu_tide_chakra).

chakra_power(Colour, Effects, B) :-
    format(string(Card), "Tide Chakra (~w) [h]", [Colour]),
    short(_{effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1, hand:[Card]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    reaction_resolved(S0, "h", "a", S, _),
    last(S.chain.links, L),
    B = L.power_bonus.

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Tide Chakra", color:C})).
test(not_transcended, B == 3) :-
    chakra_power("red", [], B).
test(transcended, B == 5) :-
    chakra_power("red", [_{kind:"transcended", player:"alice"}], B).
test(transcended_blue, B == 3) :-
    chakra_power("blue", [_{kind:"transcended", player:"alice"}], B).
test(other_player_transcended, B == 2) :-
    chakra_power("yellow", [_{kind:"transcended", player:"bob"}], B).
test(generic_attack_no_target, Ids == ['FAB-622']) :-
    reaction_position("Wounding Blow (red) [a]", [], ["Tide Chakra (red) [h]", "Head Jab (blue) [p]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"h", from:"hand", pitch:["p"], discard:[], target:"a"}, Ids).

:- end_tests(fab_nuu_tide_chakra).

:- begin_tests(fab_nuu_desires).

%   alice's Attack, undefended, in the reaction step, passes 1: bob
%   passes and it hits; bob's deck is Deck.
desire_hit(Attack, Deck, S, Events) :-
    (   Deck == unknown -> Bob = _{name:"bob", hero:"Rhinar"} ; Bob = _{name:"bob", hero:"Rhinar", deck:Deck} ),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, life:10}, Bob]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !, Life = P.life.

test(modelled) :-
    forall(member(N-C, ["Art of Desire: Body"-"red", "Desires of Flesh"-"red", "Desires of Flesh"-"blue",
                        "Impulsive Desire"-"yellow", "Mind's Desire"-"blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:N, color:C})).
test(attack_action_banished_gains_life, Life-B == 11-["t"]) :-
    desire_hit("Desires of Flesh (red) [a]", ["Head Jab (red) [t]"], S, _),
    life_of(S, "alice", Life),
    zone_ids(S, "bob", banished, B).
test(other_kind_gains_nothing, Life-B == 10-["t"]) :-
    desire_hit("Desires of Flesh (red) [a]", ["Sink Below (red) [t]"], S, _),
    life_of(S, "alice", Life),
    zone_ids(S, "bob", banished, B).
test(reaction_for_impulsive_desire, Life == 11) :-
    desire_hit("Impulsive Desire (blue) [a]", ["Sink Below (red) [t]"], S, _),
    life_of(S, "alice", Life).
test(non_attack_action_for_minds_desire, Life == 11) :-
    desire_hit("Mind's Desire (red) [a]", ["Blessing of Deliverance (red) [t]"], S, _),
    life_of(S, "alice", Life).
test(red_card_draws_and_gains, Life-Hand == 11-1) :-
    desire_hit("Art of Desire: Body (red) [a]", ["Sink Below (red) [t]"], S, _),
    life_of(S, "alice", Life),
    zone_ids(S, "alice", hand, H), length(H, Hand).
test(empty_deck_nothing, Rs == ['FAB-1099']) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Desires of Flesh (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:[], hand:[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Events),
    findall(R, member(event(R, desire_deck_empty, _), Events), Rs).
test(unknown_top_waits, Ch-P-Ids == "banish_top"-"bob"-[]) :-
    desire_hit("Desires of Flesh (red) [a]", unknown, S, _),
    Ch = S.pending.choice, P = S.pending.player,
    findall(Id, flesh_and_blood:invalid(Id, S, _, _), Ids).      % a valid position
test(named_top_answers, Life-B == 11-[Id]) :-
    desire_hit("Desires of Flesh (red) [a]", unknown, S1, _),
    member(P0, S1.players), P0.name == "bob", !,
    P0.deck = [Top0|_],
    get_dict(id, Top0, Id),
    set_named_top(S1, "bob", Id, S2),           % the judge names the top card: a Head Jab
    next_state(flesh_and_blood, S2, _{player:"bob", action:"put", card:Id, to:"banished"}, S),
    life_of(S, "alice", Life),
    zone_ids(S, "bob", banished, B).
test(unread_banishes_nothing, B == []) :-
    desire_hit(_{id:"a", name:"Desires of Flesh", color:"red", text_read:false}, ["Head Jab (red) [t]"], S, _),
    zone_ids(S, "bob", banished, B).

set_named_top(S0, Who, Id, S) :-
    maplist(named_top(Who, Id), S0.players, Ps),
    S = S0.put(players, Ps).

named_top(Who, Id, P0, P) :-
    (   get_dict(name, P0, Who)
    ->  get_dict(deck, P0, [_|Rest]),
        put_dict(deck, P0, [_{id:Id, name:"Head Jab", color:"red"}|Rest], P)
    ;   P = P0
    ).

:- end_tests(fab_nuu_desires).

:- begin_tests(fab_nuu_double_trouble).

%   Double Trouble attacks; alice plays the Fang Strikes of Hand one by
%   one, each resolved.
trouble_link(Ids, S, L) :-
    maplist([Id, C]>>format(string(C), "Fang Strike [~w]", [Id]), Ids, Hand),
    short(_{chain:_{step:"reaction", links:[_{attack:"Double Trouble (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    foldl(fang_played, Ids, S0, S),
    last(S.chain.links, L).

fang_played(Id, S0, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Id, from:"hand", pitch:[], discard:[], target:"a"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Double Trouble", color:C})).
test(one_reaction, K-P == 1-4) :-
    trouble_link(["f1"], _, L),
    K = L.attack_reactions,
    flesh_and_blood:link_power(L, P).
test(two_reactions, K-P == 2-7) :-
    trouble_link(["f1", "f2"], _, L),
    K = L.attack_reactions,
    flesh_and_blood:link_power(L, P).
test(two_reactions_hit_banishes_two, N-Rs == 2-['FAB-1100']) :-
    trouble_link(["f1", "f2"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Events),
    zone_ids(S, "bob", banished, B), length(B, N),
    findall(R, member(event(R, double_trouble_banished, _), Events), Rs).
test(one_reaction_hit_banishes_none, B == []) :-
    trouble_link(["f1"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    zone_ids(S, "bob", banished, B).
test(other_attack_counts_nothing, K == none) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Fang Strike [f1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    fang_played("f1", S0, S),
    last(S.chain.links, L),
    ( get_dict(attack_reactions, L, K) -> true ; K = none ).

:- end_tests(fab_nuu_double_trouble).
