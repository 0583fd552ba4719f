/*  plunit tests of the Azalea Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_azalea.pl): an arrow's aim
    counter (FAB-900), Widowmaker (FAB-901, FAB-902), the arrows' hit
    tokens (FAB-903).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_azalea.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Bob passes in the reaction step of alice's Attack, defended by
%   Defending: the damage step's position.
damage_dealt(Attack, Defending, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !,
    Life = P.life.

arena_of(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(arena, P, A) -> true ; A = [] ),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

%   Widowmaker attacks; bob, in the reaction step, may play Sink Below.
widowmaker_reaction(S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Widowmaker (red) [w]"}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[],
                       weapons:["Death Dealer [dd]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [sb]"]}]}, S).

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

:- begin_tests(fab_azalea).

test(cards_modelled) :-
    forall(member(N, ["Falcon Wing", "Skybound Shot", "Infecting Shot", "Sedation Shot",
                      "Withering Shot", "Widowmaker"]),
           forall(member(C, ["red", "yellow", "blue"]), modelled(N, C))).
test(murkmire_grapnel_modelled) :-
    modelled("Murkmire Grapnel", "red").
test(murkmire_grapnel_unpreventable) :-
    flesh_and_blood:unpreventable_link(_{attack:_{id:"m", name:"Murkmire Grapnel", color:"red"}}).
test(skybound_shot_preventable, [fail]) :-
    flesh_and_blood:unpreventable_link(_{attack:_{id:"m", name:"Skybound Shot", color:"red"}}).
test(murkmire_grapnel_through_ward, Life == 16) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Murkmire Grapnel (red) [m]"}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", equipment:["Fluttersteps [c]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    life_of(S, "bob", Life).

test(aim_counter_adds_one, Life == 14) :-
    damage_dealt(_{id:"s", name:"Skybound Shot", color:"red", aim_counters:1}, [], S),
    life_of(S, "bob", Life).
test(no_aim_counter_no_bonus, Life == 15) :-
    damage_dealt("Skybound Shot (red) [s]", [], S),
    life_of(S, "bob", Life).
test(aim_counter_on_another_card_not_read, Life == 16) :-
    damage_dealt(_{id:"m", name:"Ravenous Rabble", color:"yellow", aim_counters:1}, [], S),
    life_of(S, "bob", Life).
test(aim_counter_falcon_wing, Life == 18) :-
    damage_dealt(_{id:"f", name:"Falcon Wing", color:"blue", aim_counters:1}, [], S),
    life_of(S, "bob", Life).
test(aim_counter_bonus, B == 1) :-
    flesh_and_blood:azalea_power_bonus(_{attack:_{id:"s", name:"Skybound Shot", color:"red", aim_counters:1},
                                         defending:[]}, B).
test(no_counter_no_bonus, B == 0) :-
    flesh_and_blood:azalea_power_bonus(_{attack:_{id:"s", name:"Skybound Shot", color:"red", aim_counters:0},
                                         defending:[]}, B).
test(new_object_drops_aim_counters, Ps == [id-"s", name-"Skybound Shot"]) :-
    flesh_and_blood:new_object(_{id:"s", name:"Skybound Shot", aim_counters:1}, New),
    dict_pairs(New, _, Ps).

test(widowmaker_undefended_plus_three, Life == 13) :-
    damage_dealt("Widowmaker (red) [w]", [], S),
    life_of(S, "bob", Life).
test(widowmaker_one_defender_plus_three, Life == 15) :-
    damage_dealt("Widowmaker (red) [w]", ["Nimblism (red) [n]"], S),    % 4 + 3 - 2
    life_of(S, "bob", Life).
test(widowmaker_two_defenders_no_bonus, Life == 20) :-
    damage_dealt("Widowmaker (red) [w]", ["Nimblism (red) [n]", "Nimblism (red) [n2]"], S),   % 4 - 4
    life_of(S, "bob", Life).
test(widowmaker_equipment_counts, Life == 19) :-
    damage_dealt("Widowmaker (red) [w]", ["Nimblism (red) [n]", "Wayfinder's Crest [wc]"], S),   % 4 - 3
    life_of(S, "bob", Life).
test(widowmaker_forbids_defense_reaction, [nondet]) :-
    widowmaker_reaction(S),
    flesh_and_blood:broken('FAB-901', S,
        _{player:"bob", action:"play", card:"sb", from:"hand", pitch:[], discard:[]}, _).
test(other_attack_allows_defense_reaction, [fail]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Skybound Shot (red) [w]"}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[],
                       weapons:["Death Dealer [dd]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [sb]"]}]}, S),
    flesh_and_blood:broken('FAB-901', S,
        _{player:"bob", action:"play", card:"sb", from:"hand", pitch:[], discard:[]}, _).

test(infecting_shot_hit_creates_bloodrot_pox, Names == ["Bloodrot Pox"]) :-
    damage_dealt("Infecting Shot (red) [i]", [], S),
    arena_of(S, "bob", Names).
test(sedation_shot_hit_creates_inertia, Names == ["Inertia"]) :-
    damage_dealt("Sedation Shot (blue) [i]", [], S),
    arena_of(S, "bob", Names).
test(withering_shot_hit_creates_frailty, Names == ["Frailty"]) :-
    damage_dealt("Withering Shot (yellow) [i]", [], S),
    arena_of(S, "bob", Names).
test(withering_shot_no_hit_no_token, Names == []) :-
    damage_dealt("Withering Shot (blue) [i]", ["Nimblism (red) [n]", "Nimblism (red) [n2]"], S),
    arena_of(S, "bob", Names).

tunic_state(Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Azalea", equipment:["Threadbare Tunic [t]"], hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(tunic_modelled) :-
    modelled("Threadbare Tunic", _).
test(tunic_with_a_card_in_hand, N == 1) :-
    tunic_state(["Nimblism (red) [n]"], S),
    flesh_and_blood:broken('FAB-904', S, _{player:"alice", action:"activate", card:"t", ability:0, pitch:[]},
                           cards_in_hand(_, _, N)).
test(tunic_with_an_empty_hand, [fail]) :-
    tunic_state([], S),
    flesh_and_blood:broken('FAB-904', S, _{player:"alice", action:"activate", card:"t", ability:0, pitch:[]}, _).
test(tunic_moot_for_another_card) :-
    short(_{players:[_{name:"alice", hero:"Azalea", equipment:["Blossom of Spring [t]"], hand:["Nimblism (red) [n]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:moot('FAB-904', S, _{player:"alice", action:"activate", card:"t", ability:0, pitch:[]}).

test(toxicity_fletch_modelled) :-
    forall(member(N-C, ["Toxicity"-"blue", "Toxicity"-"red", "Fletch a Red Tail"-"red"]), modelled(N, C)).
test(toxicity_fits_ranger) :-
    flesh_and_blood:life_loss_effect_for("alice", _{id:"i", name:"Infecting Shot", color:"red"},
        _{kind:"next_attack_action_card_hit_life_loss", player:"alice", amount:5, classes:["Assassin", "Ranger"]}).
test(toxicity_not_for_a_brute, [fail]) :-
    flesh_and_blood:life_loss_effect_for("alice", _{id:"i", name:"Wounded Bull", color:"red"},
        _{kind:"next_attack_action_card_hit_life_loss", player:"alice", amount:5, classes:["Assassin", "Ranger"]}).
test(hit_life_loss, Life == 11) :-
    damage_dealt("Skybound Shot (yellow) [s]", [], S0),     % 4 damage: 16
    S0.chain.links = [L0],
    flesh_and_blood:azalea_hit_text(S0, L0.put(hit_life_loss, 5), S, _, []),
    life_of(S, "bob", Life).
test(red_defender_less, Ds == [1, 2, 0]) :-
    flesh_and_blood:red_defenses_less(_{red_defense_less:1,
        defending:[_{id:"a", name:"Nimblism", color:"red"}, _{id:"b", name:"Nimblism", color:"blue"},
                   _{id:"c", name:"Nimblism", color:"red"}]}, [2, 2, 0], Ds).
test(no_mark_no_change, Ds == [2]) :-
    flesh_and_blood:red_defenses_less(_{defending:[_{id:"a", name:"Nimblism", color:"red"}]}, [2], Ds).

scout_effect_state(S) :-
    short(_{chain:_{step:"attack", links:[_{attack:"Skybound Shot (red) [s]"}]},
            effects:[_{kind:"next_attack_action_card_from_arsenal_power", player:"alice", amount:3, source:"x"}],
            players:[_{name:"alice", hero:"Azalea"}, _{name:"bob", hero:"Rhinar"}]}, S).

test(scout_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Scout the Periphery", C)).
test(scout_targets_a_hero) :-
    short(_{players:[_{name:"alice", hero:"Azalea", hand:["Scout the Periphery (blue) [sc]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C],
    once(flesh_and_blood:targeting(C, play, hero, look_top)).    % a relation of every targeting text
test(scout_power_from_arsenal, B == 3) :-
    scout_effect_state(S0),
    S0.chain.links = [L0],
    flesh_and_blood:arsenal_attack_text(S0, "alice", L0.attack, "arsenal", S, _, []),
    S.chain.links = [L],
    B = L.power_bonus,
    assertion(S.effects == []).
test(scout_waits_for_hand, Es == 1) :-
    scout_effect_state(S0),
    S0.chain.links = [L0],
    flesh_and_blood:arsenal_attack_text(S0, "alice", L0.attack, "hand", S, _, []),
    length(S.effects, Es).

test(crest_modelled) :-
    modelled("Wayfinder's Crest", _).
test(crest_looks, [Id, Who] == ["c", "bob"]) :-
    phrase(flesh_and_blood:azalea_defend_text("bob", [_{id:"c", name:"Wayfinder's Crest"},
                                                       _{id:"n", name:"Nimblism", color:"red"}]), Es),
    Es = [event('FAB-908', defending_look, F)],
    Id = F.card, Who = F.player.
test(no_crest_no_look, Es == []) :-
    phrase(flesh_and_blood:azalea_defend_text("bob", [_{id:"n", name:"Nimblism", color:"red"}]), Es).

test(aim_counter_kept_on_the_stack, K == 1) :-
    short(_{players:[_{name:"alice", hero:"Azalea", resource_points:1, weapons:["Barbed Castaway [bow]"],
                       arsenal:[_{id:"i", name:"Infecting Shot", color:"red", aim_counters:1}]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0,
               _{player:"alice", action:"play", card:"i", from:"arsenal", pitch:[], discard:[]}, S),
    S.stack = [L],
    K = L.card.aim_counters.
test(scout_without_target_broken, [nondet]) :-
    short(_{players:[_{name:"alice", hero:"Azalea", hand:["Scout the Periphery (blue) [sc]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:broken('FAB-622', S, _{player:"alice", action:"play", card:"sc", from:"hand",
                                            pitch:[], discard:[]}, target_missing(_, hero)).

test(seek_horizon_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Seek Horizon", C)).
test(seek_horizon_cost, [K, O] == ["top", true]) :-
    card_of_alice("Seek Horizon (blue) [s]", C),
    flesh_and_blood:card_additional_cost(C, Spec),
    K = Spec.kind, O = Spec.optional.
test(seek_horizon_card_on_top, Top == "n") :-
    short(_{players:[_{name:"alice", hero:"Azalea", hand:["Seek Horizon (red) [s]", "Nimblism (blue) [n]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"s", from:"hand", pitch:[], discard:["n"]}, S),
    S.players = [P|_],
    P.deck = [C|_],
    Top = C.id.
test(other_card_no_top_cost, [fail]) :-
    card_of_alice("Wounded Bull (red) [w]", C),
    flesh_and_blood:top_cost(C, _).

card_of_alice(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Azalea", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S),
    S.players = [P|_],
    P.hand = [C].

%   Salvage Shot (its aim counter, Attack) hit for 3 and its chain link
%   resolved: the resolution step's position (FAB-910).
salvage_resolved(Attack, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:Attack, defending:["Nimblism (red) [b-nim]"], damage:3}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[],
                       deck:["Nimblism (blue) [a-nim]", 38], weapons:["Barbed Castaway [b]"]},
                     _{name:"bob", hero:"Rhinar", life:17}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(salvage_shot_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Salvage Shot", C)).
test(salvage_shot_to_the_deck_bottom, [Bottom, To, Aim] == ["s", "s", none]) :-
    salvage_resolved(_{id:"s", name:"Salvage Shot", color:"red", aim_counters:1}, S),
    [L] = S.chain.links, \+ get_dict(attack, L, _), To = L.attack_to_deck,
    S.players = [P|_], last(P.deck, C), Bottom = C.id,
    ( get_dict(aim_counters, C, Aim) -> true ; Aim = none ).
test(salvage_shot_resolution_state_valid, Errors == []) :-
    salvage_resolved("Salvage Shot (blue) [s]", S),
    state_errors(flesh_and_blood, S, Errors).
test(salvage_shot_event, [nondet]) :-
    salvage_resolved("Salvage Shot (blue) [s]", S0),
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:"Salvage Shot (blue) [s]", damage:3}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:17}]}, S1),
    S0 \== S1,
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, _, Es),
    memberchk(event('FAB-910', hit_attack_to_deck_bottom, _), Es).
test(salvage_shot_chain_closes_deck_kept, [Gy, Bottom] == [["b-nim"], "s"]) :-
    salvage_resolved("Salvage Shot (yellow) [s]", S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.chain == null,
    S.players = [P, B|_],
    P.graveyard == [],
    maplist([C, I]>>get_dict(id, C, I), B.graveyard, Gy),
    last(P.deck, D), Bottom = D.id.
test(salvage_shot_no_hit_stays, A == "s") :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:"Salvage Shot (red) [s]", damage:0}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    [L] = S.chain.links, A = L.attack.id.
test(salvage_shot_unread_stays, A == "s") :-
    salvage_resolved(_{id:"s", name:"Salvage Shot", color:"red", text_read:false}, S),
    [L] = S.chain.links, A = L.attack.id.
test(other_arrow_hit_stays, A == "s") :-
    salvage_resolved("Skybound Shot (red) [s]", S),
    [L] = S.chain.links, A = L.attack.id.

%   Ravenous Rabble on the stack, bob passes: it resolves with Deck the
%   top of alice's deck (FAB-911).
rabble_resolves(Rabble, Deck, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Rabble, controller:"alice"}],
            players:[_{name:"alice", hero:"Azalea", action_points:0, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

rabble_bonus(S, B) :-
    [L] = S.chain.links,
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

test(ravenous_rabble_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Ravenous Rabble", C)).
test(rabble_known_top_blue, [B, P] == [-3, none]) :-
    rabble_resolves("Ravenous Rabble (red) [r]", ["Nimblism (blue) [n]", 38], S),
    rabble_bonus(S, B),
    ( get_dict(pending, S, P0), is_dict(P0) -> P = P0 ; P = none ).
test(rabble_known_top_red_damage, Life == 16) :-
    rabble_resolves("Ravenous Rabble (red) [r]", ["Nimblism (red) [n]", 38], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"defend", cards:[]}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S4),
    next_state(flesh_and_blood, S4, _{player:"bob", action:"pass"}, S),
    life_of(S, "bob", Life).
test(rabble_power_never_below_zero, P == 0) :-
    rabble_resolves("Ravenous Rabble (blue) [r]", ["Nimblism (blue) [n]", 38], S),
    [L] = S.chain.links,
    flesh_and_blood:link_power(L, P0), P0 == 0,
    P = P0.
test(rabble_empty_deck, [B, E] == [0, true]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Ravenous Rabble (red) [r]", controller:"alice"}],
            players:[_{name:"alice", hero:"Azalea", action_points:0, deck:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    rabble_bonus(S, B),
    ( memberchk(event('FAB-911', rabble_deck_empty, _), Es) -> E = true ; E = false ).
test(rabble_unknown_top_waits, [C, Ids] == ["revealed_pitch", ["alice-deck-1"]]) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S),
    C = S.pending.choice, Ids = S.pending.cards.
test(rabble_reveal_candidates, Xs == [0, 1, 2, 3]) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S),
    findall(X, ( legal_move(flesh_and_blood, S, M), M.action == "reveal", X = M.pitch ), Xs).
test(rabble_reveal_answered, [B, P] == [-1, none]) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:1}, S),
    rabble_bonus(S, B),
    ( get_dict(pending, S, P0), is_dict(P0) -> P = P0 ; P = none ).
test(rabble_reveal_other_card, Ids == ['FAB-912']) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"reveal", card:"alice-deck-2", pitch:1}, Ids).
test(rabble_unread_nothing, [B, P] == [0, none]) :-
    rabble_resolves(_{id:"r", name:"Ravenous Rabble", color:"red", text_read:false}, [39], S),
    rabble_bonus(S, B),
    ( get_dict(pending, S, P0), is_dict(P0) -> P = P0 ; P = none ).
test(rabble_waiting_state_valid, Errors == []) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S),
    state_errors(flesh_and_blood, S, Errors).
test(nature_path_reveal_needs_action_card, Ids == ['FAB-912']) :-
    short(_{chain:_{step:"damage", links:[_{attack:"Dawnblade [a-d]", damage:3, hit_reveals_top:true}]},
            pending:_{choice:"reveal_top", player:"alice", controller:"alice", source:"Dawnblade [a-d]"},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, weapons:["Dawnblade [a-d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:1}, Ids).

%   Alice activates Bracers of Belief with Deck her deck and both pass:
%   the ability resolves (FAB-913).
bracers_resolved(Deck, S) :-
    short(_{players:[_{name:"alice", hero:"Azalea", equipment:["Bracers of Belief [br]"], deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"br", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

bracers_amounts(S, Ns) :-
    findall(N, ( member(E, S.effects), E.kind == "next_attack_power", N = E.amount ), Ns).

test(bracers_of_belief_modelled) :-
    modelled("Bracers of Belief", _).
test(bracers_red_top, Ns == [2]) :-
    bracers_resolved(["Nimblism (red) [n]", 38], S),
    bracers_amounts(S, Ns).
test(bracers_blue_top_nothing, Ns == []) :-
    bracers_resolved(["Nimblism (blue) [n]", 38], S),
    bracers_amounts(S, Ns).
test(bracers_empty_deck_nothing, Ns == []) :-
    bracers_resolved([], S),
    bracers_amounts(S, Ns).
test(bracers_unknown_top_waits, [C, Ids, Src] == ["revealed_pitch", ["alice-deck-1"], "br"]) :-
    bracers_resolved([39], S),
    C = S.pending.choice, Ids = S.pending.cards, Src = S.pending.source.id.
test(bracers_unknown_top_answered, [Ns, P] == [[3], none]) :-
    bracers_resolved([39], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:0}, S),
    bracers_amounts(S, Ns),
    ( get_dict(pending, S, P0), is_dict(P0) -> P = P0 ; P = none ).
test(bracers_go_again, AP == 1) :-
    bracers_resolved([39], S),
    S.players = [P|_], AP = P.action_points.
test(bracers_unread_activation_unknown, [nondet]) :-
    short(_{players:[_{name:"alice", hero:"Azalea",
                       equipment:[_{id:"br", name:"Bracers of Belief", text_read:false}], deck:[39]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:depends_on_text(S0, _{player:"alice", action:"activate", card:"br", ability:0, pitch:[]}, About, _),
    About.card == "br".

%   Barbed Castaway's ability Index (on the stack) resolves, alice's
%   zones Zones (FAB-914, FAB-916).
castaway_resolved(Index, Zones, S) :-
    nth0(Index, ["arrow_hand_to_arsenal", "arrow_face_up_aim"], Effect),
    format(string(Act), "bow/~d", [Index]),
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"bow", ability:Index, controller:"alice", type:"instant", effect:Effect}],
            activated:[Act],
            players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [bow]"]}.put(Zones),
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

choice_of(S, C) :-
    (   get_dict(pending, S, Pd), is_dict(Pd) -> C = Pd.choice ; C = none ).

test(barbed_castaway_modelled) :-
    modelled("Barbed Castaway", _).
test(castaway_full_arsenal_fails, C == none) :-
    castaway_resolved(0, _{hand:["Skybound Shot (red) [sky]"], arsenal:["Nimblism (red) [n]"]}, S),
    choice_of(S, C).
test(castaway_no_arrow_nothing, C == none) :-
    castaway_resolved(0, _{hand:["Nimblism (red) [n]"]}, S),
    choice_of(S, C).
test(castaway_unknown_hand_card_asks, C == "hand_arrow_to_arsenal") :-
    castaway_resolved(0, _{hand:[2]}, S),
    choice_of(S, C).
test(castaway_unknown_hand_card_named_first, Ids == ['FAB-915']) :-
    castaway_resolved(0, _{hand:[2]}, S),
    S.players = [P|_], P.hand = [U|_], U.id = Id,
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:Id, to:"arsenal"}, Ids).
test(castaway_put_to_deck_broken, Ids == ['FAB-915']) :-
    castaway_resolved(0, _{hand:["Skybound Shot (red) [sky]"]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"sky", to:"top"}, Ids).
test(castaway_face_up_arrow_nothing_to_turn, C == none) :-
    castaway_resolved(1, _{arsenal:[_{id:"sky", name:"Skybound Shot", color:"red", face_up:true}]}, S),
    choice_of(S, C).
test(castaway_empty_arsenal_nothing_to_turn, C == none) :-
    castaway_resolved(1, _{arsenal:[]}, S),
    choice_of(S, C).
test(castaway_unknown_arsenal_card_asks, C == "arrow_face_up") :-
    castaway_resolved(1, _{arsenal:[1]}, S),
    choice_of(S, C).
test(castaway_unknown_arsenal_card_named_first, Ids == ['FAB-912']) :-
    castaway_resolved(1, _{arsenal:[1]}, S),
    S.players = [P|_], P.arsenal = [U], U.id = Id,
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"reveal", card:Id}, Ids).
test(castaway_aim_counter_added, K == 2) :-
    castaway_resolved(1, _{arsenal:[_{id:"sky", name:"Skybound Shot", color:"red", aim_counters:1}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"sky"}, S),
    S.players = [P|_], P.arsenal = [C], K = C.aim_counters, C.face_up == true.
test(castaway_candidates, Ms == ["decline", "reveal"]) :-
    castaway_resolved(1, _{arsenal:["Skybound Shot (red) [sky]"]}, S),
    findall(A, ( legal_move(flesh_and_blood, S, M), A = M.action, A \== "concede" ), Ms0),
    msort(Ms0, Ms).
test(castaway_state_waiting_valid, Errors == []) :-
    castaway_resolved(0, _{hand:["Skybound Shot (red) [sky]"]}, S),
    state_errors(flesh_and_blood, S, Errors).
test(face_up_arsenal_card_seen_by_the_other_player, [Paths] == [[]]) :-
    short(_{players:[_{name:"alice", hero:"Azalea",
                       arsenal:[_{id:"sky", name:"Skybound Shot", color:"red", face_up:true}]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    findall(P, ( flesh_and_blood:hidden(S, "bob", P), P = [players, 0, arsenal, _] ), Paths).
test(face_down_arsenal_card_hidden, [N] == [1]) :-
    short(_{players:[_{name:"alice", hero:"Azalea", arsenal:["Skybound Shot (red) [sky]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    aggregate_all(count, flesh_and_blood:hidden(S, "bob", [players, 0, arsenal, _]), N).
test(face_up_lost_as_a_new_object, F == none) :-
    flesh_and_blood:new_object(_{id:"sky", name:"Skybound Shot", color:"red", face_up:true, aim_counters:1}, C),
    ( get_dict(face_up, C, F) -> true ; F = none ).

%   Barbed Castaway's choice waits; alice puts Spire Sniping (Card) face
%   up into her arsenal, her deck Deck (FAB-917).
spire_put(Card, Deck, S) :-
    short(_{pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice", source:"Barbed Castaway [bow]"},
            players:[_{name:"alice", hero:"Azalea", weapons:["Barbed Castaway [bow]"], hand:[Card], deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    ( is_dict(Card) -> Id = Card.id ; Id = "sp" ),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:Id, to:"arsenal"}, S).

deck_ids(S, N, Ids) :-
    S.players = [P|_], length(Ids0, N), append(Ids0, _, P.deck), !,
    maplist([C, I]>>get_dict(id, C, I), Ids0, Ids).

test(spire_sniping_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Spire Sniping", C)).
test(spire_waits_for_order, [C, Ids] == ["top_two_order", ["a", "b"]]) :-
    spire_put("Spire Sniping (red) [sp]", ["Nimblism (red) [a]", "Sink Below (red) [b]", 37], S),
    C = S.pending.choice, Ids = S.pending.cards.
test(spire_swap, Ids == ["b", "a", "c"]) :-
    spire_put("Spire Sniping (red) [sp]", ["Nimblism (red) [a]", "Sink Below (red) [b]", "Nimblism (blue) [c]", 36], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"first", card:"b"}, S),
    deck_ids(S, 3, Ids).
test(spire_keep, Ids == ["a", "b"]) :-
    spire_put("Spire Sniping (red) [sp]", ["Nimblism (red) [a]", "Sink Below (red) [b]", 37], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"first", card:"a"}, S),
    deck_ids(S, 2, Ids).
test(spire_same_two_no_choice, C == none) :-
    spire_put("Spire Sniping (red) [sp]", ["Nimblism (red) [a]", "Nimblism (red) [b]", 37], S),
    choice_of(S, C).
test(spire_one_card_no_choice, C == none) :-
    spire_put("Spire Sniping (red) [sp]", ["Nimblism (red) [a]"], S),
    choice_of(S, C).
test(spire_unread_no_choice, C == none) :-
    spire_put(_{id:"sp", name:"Spire Sniping", color:"red", text_read:false}, [39], S),
    choice_of(S, C).
test(spire_turned_face_up_waits, C == "top_two_order") :-
    castaway_resolved(1, _{arsenal:["Spire Sniping (blue) [sp]"]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"sp"}, S),
    choice_of(S, C).
test(spire_other_arrow_no_choice, C == none) :-
    spire_put("Skybound Shot (red) [sp]", [39], S),
    choice_of(S, C).
test(spire_order_state_valid, Errors == []) :-
    spire_put("Spire Sniping (red) [sp]", [39], S),
    state_errors(flesh_and_blood, S, Errors).
test(katsu_first_not_taken_by_spire, [nondet]) :-
    spire_put("Spire Sniping (red) [sp]", [39], S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"first", card:"alice-deck-2"}, _, Es),
    memberchk(event('FAB-917', top_two_ordered, _), Es),
    \+ memberchk(event('FAB-566', _, _), Es).

%   Azalea's ability (on the stack) resolves, alice's zones Zones
%   (FAB-919).
azalea_resolved(Zones, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"azalea", ability:0, controller:"alice", type:"action",
                     effect:"other", go_again:true}],
            activated:["azalea/0"],
            players:[_{name:"alice", hero:"Azalea [azalea]", action_points:0,
                       weapons:["Barbed Castaway [bow]"]}.put(Zones),
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

arsenal_of(S, As) :-
    S.players = [P|_], As = P.arsenal.

test(azalea_modelled) :-
    modelled("Azalea", _).
test(azalea_known_arrow, [Ids, Up, Dom, Bottom] == [["sky"], true, ["sky"], "n"]) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:["Skybound Shot (red) [sky]", 38]}, S),
    arsenal_of(S, [A]), Ids = [A.id], Up = A.face_up,
    findall(I, ( member(E, S.effects), E.kind == "card_dominate", I = E.card ), Dom),
    S.players = [P|_], last(P.deck, B), Bottom = B.id.
test(azalea_known_other_no_dominate, [Ids, Dom] == [["sb"], []]) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:["Sink Below (red) [sb]", 38]}, S),
    arsenal_of(S, [A]), Ids = [A.id],
    findall(I, ( member(E, S.effects), E.kind == "card_dominate", I = E.card ), Dom).
test(azalea_empty_arsenal_nothing, [As, AP] == [[], 1]) :-
    azalea_resolved(_{deck:["Skybound Shot (red) [sky]", 39]}, S),
    arsenal_of(S, As),
    S.players = [P|_], AP = P.action_points.
test(azalea_counters_gone_at_the_bottom, F == none) :-
    azalea_resolved(_{arsenal:[_{id:"w", name:"Skybound Shot", color:"red", aim_counters:1, face_up:true}],
                      deck:["Sink Below (red) [sb]", 38]}, S),
    S.players = [P|_], last(P.deck, B),
    ( ( get_dict(aim_counters, B, _) ; get_dict(face_up, B, _) ) -> F = some ; F = none ).
test(azalea_only_card_comes_back, [Ids, Up] == [["w"], true]) :-
    azalea_resolved(_{arsenal:["Skybound Shot (red) [w]"], deck:[]}, S),
    arsenal_of(S, [A]), Ids = [A.id], Up = A.face_up.
test(azalea_unknown_top_waits, [C, Ids] == ["azalea_top", ["alice-deck-1"]]) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:[38]}, S),
    C = S.pending.choice, Ids = S.pending.cards.
test(azalea_unknown_top_arrow, [Ids, Dom, Up] == [["alice-deck-1"], ["alice-deck-1"], true]) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:[38]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"alice-deck-1", arrow:true}, S),
    arsenal_of(S, [A]), Ids = [A.id], Up = A.face_up,
    findall(I, ( member(E, S.effects), E.kind == "card_dominate", I = E.card ), Dom).
test(azalea_unknown_top_reveal_needs_arrow, Ids == ['FAB-912']) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:[38]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:1}, Ids).
test(azalea_waiting_state_valid, Errors == []) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:[39]}, S),
    state_errors(flesh_and_blood, S, Errors).
test(azalea_dominate_read, [nondet]) :-
    L = _{attack:_{id:"sky", name:"Skybound Shot", color:"red", face_up:true}, controller:"alice", defender:"bob", defending:[]},
    S = _{effects:[_{kind:"card_dominate", player:"alice", card:"sky", source:"azalea"}]},
    flesh_and_blood:dominated(S, L).
test(azalea_dominate_other_card_not, [fail]) :-
    L = _{attack:_{id:"x", name:"Skybound Shot", color:"red"}, controller:"alice", defender:"bob", defending:[]},
    S = _{effects:[_{kind:"card_dominate", player:"alice", card:"sky", source:"azalea"}]},
    flesh_and_blood:dominated(S, L).
test(azalea_dominated_arrow_two_from_hand, Ids == ['FAB-508']) :-
    short(_{effects:[_{kind:"card_dominate", player:"alice", card:"sky", source:"azalea"}],
            chain:_{step:"defend", links:[_{attack:"Skybound Shot (red) [sky]"}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [bow]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Nimblism (red) [b1]", "Nimblism (blue) [b2]"]}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b1", "b2"]}, Ids).

test(crows_nest_modelled) :-
    modelled("Crow's Nest", _).
test(crows_nest_waits, [C, Ids] == ["crows_nest_pay", ["sky"]]) :-
    azalea_resolved(_{resource_points:1, equipment:["Crow's Nest [nest]"], arsenal:["Nimblism (red) [n]"],
                      deck:["Skybound Shot (red) [sky]", 38]}, S),
    C = S.pending.choice, Ids = S.pending.cards.
test(crows_nest_unpayable_no_choice, C == none) :-
    azalea_resolved(_{resource_points:0, hand:[], equipment:["Crow's Nest [nest]"], arsenal:["Nimblism (red) [n]"],
                      deck:["Skybound Shot (red) [sky]", 38]}, S),
    choice_of(S, C).
test(crows_nest_pitch_to_pay, [K, Pitch] == [1, ["b"]]) :-
    azalea_resolved(_{resource_points:0, hand:["Nimblism (blue) [b]"], equipment:["Crow's Nest [nest]"],
                      arsenal:["Nimblism (red) [n]"], deck:["Skybound Shot (red) [sky]", 37]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pay", pitch:["b"]}, S),
    arsenal_of(S, [A]), K = A.aim_counters,
    S.players = [P|_], maplist([C, I]>>get_dict(id, C, I), P.pitch, Pitch).
test(crows_nest_not_for_other_cards, C == none) :-
    azalea_resolved(_{resource_points:1, equipment:["Crow's Nest [nest]"], arsenal:["Nimblism (red) [n]"],
                      deck:["Sink Below (red) [sb]", 38]}, S),
    choice_of(S, C).
test(crows_nest_not_from_hand, C == none) :-
    short(_{pending:_{choice:"hand_arrow_to_arsenal", player:"alice", controller:"alice", source:"Barbed Castaway [bow]"},
            players:[_{name:"alice", hero:"Azalea", resource_points:1, weapons:["Barbed Castaway [bow]"],
                       equipment:["Crow's Nest [nest]"], hand:["Skybound Shot (red) [sky]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"sky", to:"arsenal"}, S),
    choice_of(S, C).
test(crows_nest_then_spire, Cs == ["crows_nest_pay", "top_two_order"]) :-
    azalea_resolved(_{resource_points:1, equipment:["Crow's Nest [nest]"], arsenal:["Nimblism (red) [n]"],
                      deck:["Spire Sniping (red) [sp]", "Sink Below (red) [sb]", 37]}, S0),
    choice_of(S0, C0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    choice_of(S, C1),
    Cs = [C0, C1].
test(crows_nest_unknown_arrow, [K, Errors] == [1, []]) :-
    azalea_resolved(_{resource_points:1, equipment:["Crow's Nest [nest]"], arsenal:["Nimblism (red) [n]"], deck:[39]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"reveal", card:"alice-deck-1", arrow:true}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pay", pitch:[]}, S),
    arsenal_of(S, [A]), K = A.aim_counters,
    state_errors(flesh_and_blood, S, Errors).

test(spire_first_hidden_from_the_other_player, [nondet]) :-
    spire_put("Spire Sniping (red) [sp]", [39], S),
    flesh_and_blood:depends_on_hidden(S, "bob", _{player:"alice", action:"first", card:"alice-deck-2"}, _).
test(face_up_arrow_to_the_graveyard_face_down, [Gy, F] == [["sky"], none]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:_{id:"sky", name:"Skybound Shot", color:"red", face_up:true,
                                                       aim_counters:1},
                                                damage:0}]},
            players:[_{name:"alice", hero:"Azalea", action_points:0, weapons:["Barbed Castaway [bow]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    S.chain == null,
    S.players = [P|_], maplist([C, I]>>get_dict(id, C, I), P.graveyard, Gy),
    P.graveyard = [G], ( ( get_dict(face_up, G, F) ; get_dict(aim_counters, G, F) ) -> true ; F = none ).

%   Threadbare Tunic's restriction: Fang's text, not read, that could allow
%   an activation, does not lift it (CR 1.0.2): illegal, not unknown.
test(tunic_restriction_not_lifted_by_a_text, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Fai", equipment:["Threadbare Tunic [tt]"], hand:["Nimblism (red) [n]"]},
                     _{name:"bob", hero:"Fang"}]}, S),
    M = _{player:"alice", action:"activate", card:"tt", ability:0, pitch:[]},
    violation_ids(flesh_and_blood, S, M, Ids),
    memberchk('FAB-904', Ids),
    flesh_and_blood:allowed_by_text(S, M, Ids, _, _).
test(widowmaker_restriction_is_text_proof) :-
    flesh_and_blood:text_proof_rule('FAB-901'),
    flesh_and_blood:text_proof_rule('FAB-904').

test(reveal_reasons_named, Rs == [reveal_asks_pitch, reveal_asks_pitch, reveal_asks_pitch]) :-
    rabble_resolves("Ravenous Rabble (yellow) [r]", [39], S),
    findall(R, ( member(M, [_{player:"alice", action:"reveal", card:"alice-deck-1", pitch:5},
                            _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:1, arrow:true},
                            _{player:"alice", action:"reveal", card:"alice-deck-1", action_card:true}]),
                 flesh_and_blood:broken('FAB-912', S, M, R), ground(R) ), Rs).
test(reveal_reason_arrow, R == reveal_asks_arrow_card) :-
    azalea_resolved(_{arsenal:["Nimblism (red) [n]"], deck:[39]}, S),
    flesh_and_blood:broken('FAB-912', S, _{player:"alice", action:"reveal", card:"alice-deck-1", pitch:1}, R).
test(put_reason_named, [nondet, R = not_an_arrow(_)]) :-
    castaway_resolved(0, _{hand:["Skybound Shot (red) [sky]", "Nimblism (red) [n]"]}, S),
    flesh_and_blood:broken('FAB-915', S, _{player:"alice", action:"put", card:"n", to:"arsenal"}, R).

:- end_tests(fab_azalea).
