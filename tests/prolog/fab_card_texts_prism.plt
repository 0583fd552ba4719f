/*  plunit tests of the Prism Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_prism.pl): Prismatic
    Shield (FAB-750); Illuminate, Rising Solartide, Wartune Herald, Herald
    of Tenacity, Herald of Protection put into the soul as they hit
    (FAB-751); Seek Enlightenment (FAB-752) and Phantasmify (FAB-753);
    Herald of Judgment's restriction (FAB-754); Herald of Rebirth's
    choice (FAB-755); Prism's instant ability (FAB-756); Halo of
    Illumination's (FAB-757); Dream Weavers' (FAB-758);
    and the hero's soul as a zone of the position.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_prism.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's instant Card waits on the stack; bob passes and it resolves:
%   Alice's arena after, and the events.
resolved(Card, Arena, Graveyard, Events) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Prism"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    player(S, "alice", P),
    get_dict(arena, P, A), maplist(name_id, A, Arena),
    get_dict(graveyard, P, G), maplist(id_of, G, Graveyard).

name_id(C, N-Id) :- get_dict(name, C, N), get_dict(id, C, Id).
id_of(C, Id) :- get_dict(id, C, Id).

player(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

%   Alice's Attack, undefended, in the reaction step of its link; bob
%   passes and its damage is dealt: the state after.
hit(Attack, Bob, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Prism", action_points:0},
                     _{name:"bob", hero:"Rhinar"}.put(Bob)]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

soul_ids(S, Ids) :-
    player(S, "alice", P),
    (   get_dict(soul, P, Soul) -> maplist(id_of, Soul, Ids) ; Ids = [] ).

%   The chain closes: alice and bob pass the damage and resolution steps.
closed(S0, S) :-
    foldl([W, A, B]>>next_state(flesh_and_blood, A, _{player:W, action:"pass"}, B),
          ["alice", "bob", "alice", "bob"], S0, S).

%   Card (Seek Enlightenment, Phantasmify) resolves for alice, then her
%   Attack, on the stack, becomes a chain link: the link.
next_attack(Card, Attack, L) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    Es = S1.get(effects, []),
    S2 = S1.put(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
                  stack:[_{kind:"card", card:Attack, controller:"alice"}]}),
    short(S2.put(effects, Es), S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

:- begin_tests(fab_prism).

test(prismatic_shield_red_creates_three_spectral_shields,
     [Arena, Gy] == [["Spectral Shield"-"a-ps-spectral-shield", "Spectral Shield"-"a-ps-spectral-shield-2",
                      "Spectral Shield"-"a-ps-spectral-shield-3"], ["a-ps"]]) :-
    resolved("Prismatic Shield (red) [a-ps]", Arena, Gy, _).
test(prismatic_shield_blue_creates_one, Arena == ["Spectral Shield"-"a-ps-spectral-shield"]) :-
    resolved("Prismatic Shield (blue) [a-ps]", Arena, _, _).
test(prismatic_shield_event_names_the_tokens) :-
    resolved("Prismatic Shield (yellow) [a-ps]", _, _, Es),
    memberchk(event('FAB-750', resolution_tokens_created, F), Es),
    length(F.tokens, 2).
test(prismatic_shield_unread_creates_nothing, [Arena, Gy] == [[], ["a-ps"]]) :-
    resolved(_{id:"a-ps", name:"Prismatic Shield", color:"red", text_read:false}, Arena, Gy, _).
test(prismatic_shield_is_modelled) :-
    forall(member(Colour, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Prismatic Shield", color:Colour})).
test(the_tokens_ward_prevents_damage) :-
    flesh_and_blood:card_keyword(_{id:"t", name:"Spectral Shield"}, "Ward", 1).
test(a_soul_given_is_read_and_counted, N == 40) :-
    short(_{format:"blitz",
            players:[_{name:"alice", hero:"Prism", soul:["Illuminate (red) [a-ill]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    player(S, "alice", P),
    [C] = P.soul, C.id == "a-ill",
    flesh_and_blood:deck_card_count(S, P, N).

test(wartune_herald_hits_into_the_soul, [Ids, To, Life] == [["a-wh"], "a-wh", 15]) :-
    hit("Wartune Herald (blue) [a-wh]", _{}, S),
    soul_ids(S, Ids),
    [L] = S.chain.links, \+ get_dict(attack, L, _), To = L.attack_to_soul,
    player(S, "bob", B), Life = B.life.
test(herald_of_tenacity_hits_into_the_soul_and_closes_there, [Ids, Gy] == [["a-ht"], []]) :-
    hit("Herald of Tenacity (red) [a-ht]", _{}, S1),
    closed(S1, S),
    S.chain == null,
    soul_ids(S, Ids),
    player(S, "alice", P), maplist(id_of, P.graveyard, Gy).
test(the_link_resolves_with_the_go_again_it_had, AP == 1) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Illuminate (red) [a-ill]", go_again:true}]},
            players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.chain.step == "resolution",
    player(S, "alice", P), AP = P.action_points.
test(herald_of_protection_creates_a_spectral_shield, Arena == ["Spectral Shield"-"a-hp-spectral-shield"]) :-
    hit("Herald of Protection (blue) [a-hp]", _{}, S),
    player(S, "alice", P), maplist(name_id, P.arena, Arena).
test(no_damage_no_hit_no_soul, [Ids, A] == [[], "a-ill"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Illuminate (blue) [a-ill]",
                                              defending:["Wounded Bull (red) [b-wb]"]}]},
            players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    soul_ids(S, Ids),
    [L] = S.chain.links, A = L.attack.id.
test(a_hit_with_the_text_unread_goes_to_the_graveyard, [Ids, Gy] == [[], ["a-rs"]]) :-
    hit(_{id:"a-rs", name:"Rising Solartide", color:"yellow", text_read:false}, _{}, S1),
    soul_ids(S1, []),
    closed(S1, S),
    soul_ids(S, Ids),
    player(S, "alice", P), maplist(id_of, P.graveyard, Gy).
test(the_hit_event_is_fab_751) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Illuminate (red) [a-ill]"}]},
            players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    memberchk(event('FAB-751', hit_to_soul, _), Es).
test(the_state_after_a_hit_is_valid, Errors == []) :-
    hit("Herald of Tenacity (blue) [a-ht]", _{}, S),
    state_errors(flesh_and_blood, S, Errors).
test(hit_to_soul_cards_are_modelled) :-
    forall(( member(Name-Colour, ["Illuminate"-"red", "Illuminate"-"blue", "Rising Solartide"-"yellow",
                                  "Wartune Herald"-"red", "Wartune Herald"-"blue",
                                  "Herald of Tenacity"-"red", "Herald of Tenacity"-"blue",
                                  "Herald of Protection"-"red", "Herald of Protection"-"blue"]) ),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour})).

test(seek_enlightenment_gives_power_and_the_soul, B == 1) :-
    next_attack("Seek Enlightenment (blue) [a-se]", "Brutal Assault (red) [a-ba]", L),
    bonus(L, B), L.hit_to_soul == true.
test(seek_enlightenment_unread_gives_nothing, B == 0) :-
    next_attack(_{id:"a-se", name:"Seek Enlightenment", color:"red", text_read:false}, "Brutal Assault (red) [a-ba]", L),
    bonus(L, B), \+ get_dict(hit_to_soul, L, _).
test(seek_enlightenment_a_weapon_attack_takes_nothing, [B, Left] == [0, 2]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Seek Enlightenment (red) [a-se]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, resource_points:1, weapons:["Dawnblade [a-db]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"activate", card:"a-db", ability:0, pitch:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"pass"}, S),
    last(S.chain.links, L), bonus(L, B), \+ get_dict(hit_to_soul, L, _),
    length(S.effects, Left).
test(phantasmify_gives_power_phantasm_illusionist, B == 4) :-
    next_attack("Phantasmify (yellow) [a-ph]", "Brutal Assault (red) [a-ba]", L),
    bonus(L, B), L.phantasm_gained == true, L.classes_gained == ["Illusionist"],
    \+ get_dict(hit_to_soul, L, _).
test(seek_enlightenment_red_gives_three, B == 3) :-
    next_attack("Seek Enlightenment (red) [a-se]", "Brutal Assault (red) [a-ba]", L), bonus(L, B).
test(phantasmify_red_gives_five_blue_three, [R, Bl] == [5, 3]) :-
    next_attack("Phantasmify (red) [a-ph]", "Brutal Assault (red) [a-ba]", L1), bonus(L1, R),
    next_attack("Phantasmify (blue) [a-ph]", "Brutal Assault (red) [a-ba]", L2), bonus(L2, Bl).
test(phantasmify_unread_gives_nothing, B == 0) :-
    next_attack(_{id:"a-ph", name:"Phantasmify", color:"red", text_read:false}, "Brutal Assault (red) [a-ba]", L),
    bonus(L, B), \+ get_dict(phantasm_gained, L, _).
test(phantasm_gained_is_read_by_phantasm) :-
    flesh_and_blood:phantasm_destroyed(_, _{attack:_{id:"a-ba", name:"Brutal Assault", color:"red"}, phantasm_gained:true,
                                           defending:[_{id:"b-bm", name:"Beast Mode", color:"red"}]}, _).
test(no_phantasm_gained_no_destruction, fail) :-
    flesh_and_blood:phantasm_destroyed(_, _{attack:_{id:"a-ba", name:"Brutal Assault", color:"red"},
                                           defending:[_{id:"b-bm", name:"Beast Mode", color:"red"}]}, _).
test(seek_and_phantasmify_are_modelled) :-
    forall(( member(Name, ["Seek Enlightenment", "Phantasmify"]), member(Colour, ["red", "yellow", "blue"]) ),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour})).

test(herald_of_judgment_hit_forbids_banished_play_next_turn, [Ids, K, W, Ls] == [["a-hj"], "no_play_from_banished", "bob", "their_next_turn"]) :-
    hit("Herald of Judgment (yellow) [a-hj]", _{}, S),
    soul_ids(S, Ids),
    member(E, S.effects), E.kind == "no_play_from_banished",
    K = E.kind, W = E.player, Ls = E.lasts.
test(herald_of_judgment_unread_forbids_nothing, Ks == []) :-
    hit(_{id:"a-hj", name:"Herald of Judgment", color:"yellow", text_read:false}, _{}, S),
    findall(K, ( member(E, S.get(effects, [])), K = E.kind ), Ks).
judgment_state(Phase, TP, S) :-
    short(_{phase:Phase, turn_player:TP, priority:TP,
            effects:[_{kind:"may_play_banished", player:"alice", card:"a-open", source:"alice-hero"},
                     _{kind:"no_play_from_banished", player:"alice", source:"b-hj", lasts:"their_next_turn"}],
            players:[_{name:"alice", hero:"Katsu [alice-hero]", action_points:1, resource_points:2,
                       banished:["Open the Center (red) [a-open]"]},
                     _{name:"bob", hero:"Prism", soul:["Herald of Judgment (yellow) [b-hj]"]}]}, S).
test(judgment_forbids_in_her_action_phase) :-
    judgment_state("action", "alice", S),
    flesh_and_blood:banished_play_forbidden(S, "alice", "b-hj").
test(judgment_forbids_nothing_in_the_other_players_turn, fail) :-
    judgment_state("action", "bob", S),
    flesh_and_blood:banished_play_forbidden(S, "alice", _).
test(judgment_forbids_nothing_outside_the_action_phase, fail) :-
    judgment_state("end", "alice", S),
    flesh_and_blood:banished_play_forbidden(S, "alice", _).
test(judgment_effect_is_carried_to_her_turn) :-
    once(flesh_and_blood:carried_for("bob", _{kind:"no_play_from_banished", player:"bob", source:"a-hj", lasts:"their_next_turn"})).
test(judgment_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Herald of Judgment", color:"yellow"}).

rebirth(Graveyard, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Herald of Rebirth (blue) [a-hr]"}]},
            players:[_{name:"alice", hero:"Prism", action_points:0, graveyard:Graveyard},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).
test(rebirth_asks_with_a_phantasm_card, [C, P] == ["graveyard_to_top", "alice"]) :-
    rebirth(["Wartune Herald (red) [a-wh]"], S),
    C = S.pending.choice, P = S.pending.player.
test(rebirth_puts_it_on_top, [Top, Gy] == ["a-wh", []]) :-
    rebirth(["Wartune Herald (red) [a-wh]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"a-wh", to:"top"}, S),
    player(S, "alice", P), [T|_] = P.deck, Top = T.id, maplist(id_of, P.graveyard, Gy).
test(rebirth_asks_with_an_unknown_card_and_refuses_it, Ids == ['FAB-755']) :-
    rebirth([1], S),
    S.pending.choice == "graveyard_to_top",
    player(S, "alice", P), [U] = P.graveyard, Id = U.id,
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:Id, to:"top"}, Ids).
test(rebirth_without_phantasm_cards_asks_nothing) :-
    rebirth(["Brutal Assault (red) [a-ba]"], S),
    \+ get_dict(pending, S, _),
    soul_ids(S, ["a-hr"]).
test(rebirth_unread_asks_nothing) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:_{id:"a-hr", name:"Herald of Rebirth", color:"blue", text_read:false}}]},
            players:[_{name:"alice", hero:"Prism", action_points:0, graveyard:["Wartune Herald (red) [a-wh]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    \+ get_dict(pending, S, _),
    soul_ids(S, []).
test(rebirth_candidates_are_put_and_decline, Actions == ["decline", "put"]) :-
    rebirth(["Wartune Herald (red) [a-wh]", "Brutal Assault (red) [a-ba]"], S),
    findall(A, ( legal_move(flesh_and_blood, S, M), M.player == "alice", A = M.action, A \== "concede" ), As),
    msort(As, Actions).
test(rebirth_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Herald of Rebirth", color:"red"}).

prism_state(Soul, S) :-
    short(_{players:[_{name:"alice", hero:"Prism [a-prism]", action_points:1, resource_points:2, soul:Soul},
                     _{name:"bob", hero:"Rhinar"}]}, S).
test(prism_activations_name_each_soul_card, Bs == [["a-ht"], ["a-ill"]]) :-
    prism_state(["Illuminate (red) [a-ill]", "Herald of Tenacity (blue) [a-ht]"], S),
    findall(B, ( legal_move(flesh_and_blood, S, M), M.action == "activate", B = M.banish ), Bs0),
    msort(Bs0, Bs).
test(prism_with_an_empty_soul_cannot_activate, [Ms, Ids] == [[], ['FAB-756']]) :-
    prism_state([], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "activate" ), Ms),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-prism", ability:0, pitch:[]}, Ids).
test(prism_ability_is_answered_not_unknown) :-
    prism_state(["Illuminate (red) [a-ill]"], S),
    \+ flesh_and_blood:activation_text(S, _{player:"alice", action:"activate", card:"a-prism", ability:0,
                                            pitch:[], banish:["a-ill"]}, _, _).
test(prism_unread_ability_is_unknown) :-
    short(_{players:[_{name:"alice", hero:_{id:"a-prism", name:"Prism", text_read:false}, action_points:1,
                       resource_points:2, soul:["Illuminate (red) [a-ill]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:activation_text(S, _{player:"alice", action:"activate", card:"a-prism", ability:0,
                                         pitch:[]}, _, _).
test(prism_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Prism"}).

%   Halo of Illumination (equipment of alice's) activated with Hand, then
%   its ability resolving: the state after.
halo(Halo, Hand, S) :-
    short(_{players:[_{name:"alice", hero:"Prism", action_points:1, resource_points:1,
                       equipment:[Halo], hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-halo", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).
test(halo_asks_which_card, Ms == [["a-ill", "soul"]]) :-
    halo("Halo of Illumination [a-halo]", ["Illuminate (red) [a-ill]", 1], S),
    S.pending.choice == "hand_to_soul",
    findall([C, T], ( legal_move(flesh_and_blood, S, M), M.action == "put", C = M.card, T = M.to ), Ms).
test(halo_refuses_an_unknown_card, Ids == ['FAB-757']) :-
    halo("Halo of Illumination [a-halo]", ["Illuminate (red) [a-ill]", 1], S),
    player(S, "alice", P), member(U, P.hand), get_dict(unknown, U, true), Id = U.id,
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:Id, to:"soul"}, Ids).
test(halo_with_an_empty_hand_does_nothing) :-
    halo("Halo of Illumination [a-halo]", [], S),
    \+ get_dict(pending, S, _).
test(halo_unread_asks_nothing) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"a-halo", controller:"alice", ability:0, type:"instant",
                     effect:"other", go_again:false}],
            players:[_{name:"alice", hero:"Prism", action_points:1, hand:["Illuminate (red) [a-ill]", 37],
                       graveyard:[_{id:"a-halo", name:"Halo of Illumination", text_read:false}]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    \+ get_dict(pending, S, _),
    soul_ids(S, []).
test(halo_choice_with_an_empty_hand_is_invalid, Id == ['FAB-120']) :-
    short(_{pending:_{choice:"hand_to_soul", player:"alice", controller:"alice", source:"Halo of Illumination [a-halo]"},
            players:[_{name:"alice", hero:"Prism", action_points:1, graveyard:["Halo of Illumination [a-halo]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Errors),
    findall(R, ( member(E, Errors), R = E.rule ), Id).
test(halo_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Halo of Illumination"}).

dw_effect(_{kind:"next_attack_action_card_gains", player:"alice", source:"a-dw", class:"Illusionist",
            attack_action_card:true, gains:["no_phantasm"]}).
%   Alice's Attack on the stack, with the effects Es waiting: the link it opens.
attacks_with(Es, Attack, S, L) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Attack, controller:"alice"}], effects:Es,
            players:[_{name:"alice", hero:"Prism", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).
test(dream_weavers_herald_loses_phantasm) :-
    dw_effect(E),
    attacks_with([E], "Wartune Herald (red) [a-wh]", S, L),
    L.phantasm_lost == true,
    S.get(effects, []) == [],
    \+ flesh_and_blood:phantasm_destroyed(S, L.put(defending, [_{id:"b-bm", name:"Beast Mode", color:"red"}]), _).
test(dream_weavers_waits_past_a_non_illusionist_card, Kinds == ["next_attack_action_card_gains"]) :-
    dw_effect(E),
    attacks_with([E], "Brutal Assault (red) [a-ba]", S, L),
    \+ get_dict(phantasm_lost, L, _),
    findall(K, ( member(E1, S.effects), K = E1.kind ), Kinds).
test(dream_weavers_with_phantasmify_no_phantasm_gained) :-
    dw_effect(E),
    attacks_with([E, _{kind:"next_attack_action_card_gains", player:"alice", source:"a-ph", attack_action_card:true,
                       gains:["illusionist", "phantasm"]}], "Brutal Assault (red) [a-ba]", _, L),
    L.phantasm_lost == true,
    \+ get_dict(phantasm_gained, L, _).
test(dream_weavers_ability_makes_the_effect) :-
    short(_{players:[_{name:"alice", hero:"Prism", action_points:1, equipment:["Dream Weavers [a-dw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-dw", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    member(E, S.effects), E.kind == "next_attack_action_card_gains", E.class == "Illusionist",
    player(S, "alice", P), P.action_points == 1.
test(dream_weavers_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Dream Weavers"}).

:- end_tests(fab_prism).
