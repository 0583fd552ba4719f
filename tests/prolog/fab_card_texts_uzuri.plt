/*  plunit tests of the Uzuri Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_uzuri.pl): stealth
    (FAB-710), the tokens a hit creates (FAB-711), Unmovable (FAB-712).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_uzuri.plt')" -g run_tests -t halt
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
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

arena_of(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(arena, P, A) -> true ; A = [] ),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

card_of(Short, C) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    P.hand = [C].

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

:- begin_tests(fab_uzuri).

test(stealth_cards_modelled) :-
    forall(member(N-C, ["Isolate"-"red", "Isolate"-"blue", "Infect"-"red", "Sedate"-"yellow",
                        "Wither"-"blue", "Destructive Deliberation"-"red", "Unmovable"-"blue",
                        "Prowl"-"blue", "Razor's Edge"-"blue"]),
           modelled(N, C)).
test(has_stealth) :-
    card_of("Infect (red) [i]", C),
    flesh_and_blood:has_stealth(C).
test(no_stealth, [fail]) :-
    card_of("Head Jab (red) [h]", C),
    flesh_and_blood:has_stealth(C).
test(isolate_has_dominate) :-
    card_of("Isolate (red) [i]", A),
    flesh_and_blood:dominated(_, _{attack:A}).

test(infect_hit_creates_bloodrot_pox, Names == ["Bloodrot Pox"]) :-
    damage_dealt("Infect (red) [i]", [], S),
    arena_of(S, "bob", Names).
test(sedate_hit_creates_inertia, Names == ["Inertia"]) :-
    damage_dealt("Sedate (blue) [i]", [], S),
    arena_of(S, "bob", Names).
test(wither_hit_creates_frailty, Names-Ids == ["Frailty"]-["i-frailty"]) :-
    damage_dealt("Wither (yellow) [i]", [], S),
    arena_of(S, "bob", Names),
    member(P, S.players), P.name == "bob", !,
    maplist([C, Id]>>get_dict(id, C, Id), P.arena, Ids).
test(wither_blocked_creates_none, Names == []) :-
    damage_dealt("Wither (blue) [i]", ["Sink Below (red) [d]"], S),
    arena_of(S, "bob", Names).
test(destructive_deliberation_ponder_for_the_attacker, Names-Bob == ["Ponder"]-[]) :-
    damage_dealt("Destructive Deliberation (red) [i]", [], S),
    arena_of(S, "alice", Names),
    arena_of(S, "bob", Bob).
test(infect_unread_creates_none, Names == []) :-
    card_of("Infect (red) [i]", A0),
    A = A0.put(text_read, false),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:A}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_of(S, "bob", Names).
test(hit_token_event_rule, Rs == ['FAB-711']) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Sedate (red) [i]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:16}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Events),
    findall(R, member(event(R, hit_token_created, _), Events), Rs).

test(unmovable_from_arsenal_gains_one, B-Rs == 1-['FAB-712']) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            stack:[_{kind:"card", card:"Unmovable (blue) [u]", controller:"bob", from:"arsenal"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Events),
    last(S.chain.links, L),
    B = L.defense_bonus,
    findall(R, member(event(R, defense_gained, _), Events), Rs).
test(unmovable_from_hand_gains_none, B == 0) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]"}]},
            stack:[_{kind:"card", card:"Unmovable (blue) [u]", controller:"bob", from:"hand"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    last(S.chain.links, L),
    ( get_dict(defense_bonus, L, B) -> true ; B = 0 ).

%   Alice's attack Card waits on the stack over a chain of Links, with
%   Effects; bob passes and it opens its link: the position.
opened_after(Links, Card, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:14}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

prowl_effect(_{kind:"next_attack_power", player:"alice", amount:1, source:"p", keyword:"Stealth", lasts:"combat_chain"}).

test(prowl_makes_its_effect, [K-B == "Stealth"-0]) :-
    opened_after([], "Prowl (red) [p]", [], S),
    S.effects = [E],
    K = E.keyword,
    last(S.chain.links, L),
    bonus(L, B).
test(prowl_effect_gives_a_stealth_attack_one, B-Es == 1-[]) :-
    prowl_effect(E),
    opened_after([_{attack:"Prowl (red) [p]", damage:3}], "Sedate (red) [s]", [E], S),
    last(S.chain.links, L),
    bonus(L, B),
    Es = S.effects.
test(prowl_effect_waits_past_an_attack_without_stealth, B-N == 0-1) :-
    prowl_effect(E),
    opened_after([_{attack:"Prowl (red) [p]", damage:3}], "Head Jab (red) [h]", [E], S),
    last(S.chain.links, L),
    bonus(L, B),
    length(S.effects, N).
test(prowl_unread_makes_none, Es == []) :-
    card_of("Prowl (red) [p]", A0),
    A = A0.put(text_read, false),
    opened_after([], A, [], S),
    Es = S.effects.

razor_position(Attack, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Razor's Edge (red) [r]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(razor_targets_a_stealth_attack, Ts == ["a"]) :-
    razor_position("Infect (blue) [a]", S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "r"), get_dict(target, M, T) ), Ts).
test(razor_no_target_without_stealth, Ids == ['FAB-622']) :-
    razor_position("Head Jab (red) [a]", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[], discard:[], target:"a"}, Ids).
test(razor_resolves_into_power, B-Rs == 3-['FAB-714']) :-
    razor_position("Infect (blue) [a]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"r", from:"hand", pitch:[], discard:[], target:"a"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events),
    last(S.chain.links, L),
    bonus(L, B),
    findall(R, member(event(R, target_gains_power, _), Events), Rs).

:- end_tests(fab_uzuri).

:- begin_tests(fab_uzuri_death_touch).

death_touch_hits(S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Death Touch (red) [d]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(death_touch_not_from_hand, Ids == ['FAB-715']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Death Touch (red) [d]", "Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"d", from:"hand", pitch:["p"], discard:[]}, Ids).
test(death_touch_from_arsenal, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Head Jab (blue) [p]"], arsenal:["Death Touch (red) [d]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"d", from:"arsenal", pitch:["p"], discard:[]}, Ids).
test(death_touch_listing_offers_no_play_from_hand, Ms == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Death Touch (red) [d]", "Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    findall(M, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "d") ), Ms).
test(death_touch_hit_asks_the_token, Pd-Ms == "hit_token"-[1, 2, 3]) :-
    death_touch_hits(S),
    Pd = S.pending.choice,
    findall(Mo, ( legal_move(flesh_and_blood, S, M), get_dict(mode, M, Mo) ), Ms).
test(death_touch_token_chosen, Names == ["Inertia"]) :-
    death_touch_hits(S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:2}, S),
    member(P, S.players), P.name == "bob", !,
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).
test(death_touch_no_fourth_token, Ids == ['FAB-717']) :-
    death_touch_hits(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:4}, Ids).
test(death_touch_unread_asks_nothing, [fail]) :-
    card_of("Death Touch (red) [d]", A0),
    A = A0.put(text_read, false),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:A}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    get_dict(pending, S, _).

test(humble_hit_takes_the_hero_abilities, E == [kind-"hero_loses_abilities", player-"bob", lasts-"their_next_turn"]) :-
    damage_dealt("Humble (red) [h]", [], S),
    S.effects = [E0],
    E = [kind-E0.kind, player-E0.player, lasts-E0.lasts].
test(humble_blocked_does_nothing, Es == []) :-
    damage_dealt("Humble (red) [h]", ["Sink Below (red) [d]", "Head Jab (red) [d2]"], S),
    Es = S.effects.

:- end_tests(fab_uzuri_death_touch).

:- begin_tests(fab_uzuri_sneak_attack).

sneak_position(Attack, Extra, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack}.put(Extra)]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0,
                       hand:["Razor's Edge (red) [r]", "Lunging Press (blue) [lp]"],
                       equipment:["Fisticuffs [f]"]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S).

%   passes(+S0, +N, -S): alice and bob pass in turn, N times each.
passes(S, 0, S) :- !.
passes(S0, N, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    N1 is N - 1,
    passes(S2, N1, S).

bob_life(S, Life) :-
    member(P, S.players), P.name == "bob", !,
    Life = P.life.

test(sneak_attack_attack_reaction_recorded, R == true) :-
    sneak_position("Sneak Attack (red) [a]", _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"lp", from:"hand", pitch:[], discard:[], target:"a"}, S),
    last(S.chain.links, L),
    R = L.attack_reaction.
test(sneak_attack_power_with_a_reaction, Life == 12) :-
    sneak_position("Sneak Attack (red) [a]", _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"lp", from:"hand", pitch:[], discard:[], target:"a"}, S1),
    passes(S1, 2, S),
    bob_life(S, Life).
test(sneak_attack_power_without_one, Life == 17) :-
    sneak_position("Sneak Attack (red) [a]", _{}, S0),
    passes(S0, 1, S),
    bob_life(S, Life).
test(sneak_attack_ability_counts, R == true) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Sneak Attack (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Head Jab (blue) [p1]"],
                       equipment:["Fisticuffs [f]"]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:["p1"], target:"a"}, S),
    last(S.chain.links, L),
    R = L.attack_reaction.
test(sneak_attack_recorded_in_the_position, B == 4) :-
    sneak_position("Sneak Attack (red) [a]", _{attack_reaction:true}, S),
    last(S.chain.links, L),
    flesh_and_blood:uzuri_power_bonus(L, B).
test(other_attack_not_recorded, [fail]) :-
    sneak_position("Head Jab (red) [a]", _{}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"lp", from:"hand", pitch:[], discard:[], target:"a"}, S),
    last(S.chain.links, L),
    get_dict(attack_reaction, L, _).
test(sneak_attack_unread_gains_nothing, B == 0) :-
    card_of("Sneak Attack (red) [a]", A0),
    A = A0.put(text_read, false),
    flesh_and_blood:uzuri_power_bonus(_{attack:A, attack_reaction:true}, B).

:- end_tests(fab_uzuri_sneak_attack).

:- begin_tests(fab_uzuri_cut_down).

%   Cut Down to Size hits bob, whose hand is Hand; Extra on its link.
cut_down_hits(Hand, Extra, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [c]"}.put(Extra)]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20, hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

four(["Head Jab (red) [h1]", "Head Jab (blue) [h2]", "Leg Tap (red) [h3]", "Sink Below (red) [h4]"]).

hand_size(S, N) :-
    member(P, S.players), P.name == "bob", !,
    length(P.hand, N).

test(cut_down_four_cards_discard_waits, C-W == "hit_discard"-"bob") :-
    four(H),
    cut_down_hits(H, _{}, S),
    C = S.pending.choice, W = S.pending.player.
test(cut_down_three_cards_nothing, N-P == 3-none) :-
    four([_|H]),
    cut_down_hits(H, _{}, S),
    hand_size(S, N),
    ( get_dict(pending, S, _) -> P = some ; P = none ).
test(cut_down_copies_discard_at_once, N == 3) :-
    cut_down_hits(["Head Jab (red) [h1]", "Head Jab (red) [h2]", "Head Jab (red) [h3]", "Head Jab (red) [h4]"], _{}, S),
    \+ get_dict(pending, S, _),
    hand_size(S, N).
test(cut_down_with_pummel_four_cards_asks_the_order, C-W-Ms == "discard_order"-"alice"-[1, 2]) :-
    four(H),
    cut_down_hits(H, _{hit_discard:true}, S),
    C = S.pending.choice, W = S.pending.player,
    findall(Mo, ( legal_move(flesh_and_blood, S, M), get_dict(mode, M, Mo) ), Ms).
test(cut_down_with_pummel_pummel_first_one_discard, N == 3) :-
    four(H),
    cut_down_hits(H, _{hit_discard:true}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:2}, S1),
    "hit_discard" == S1.pending.choice,
    next_state(flesh_and_blood, S1, _{player:"bob", action:"discard", card:"h3"}, S),
    \+ get_dict(pending, S, _),
    hand_size(S, N).
test(cut_down_with_pummel_cut_down_first_two_discards, N == 2) :-
    four(H),
    cut_down_hits(H, _{hit_discard:true}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:1}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"discard", card:"h3"}, S2),
    "hit_discard" == S2.pending.choice,
    next_state(flesh_and_blood, S2, _{player:"bob", action:"discard", card:"h4"}, S),
    \+ get_dict(pending, S, _),
    hand_size(S, N).
test(cut_down_with_pummel_five_cards_two_discards, N == 3) :-
    four(H),
    cut_down_hits(["Leg Tap (blue) [h5]"|H], _{hit_discard:true}, S0),
    "hit_discard" == S0.pending.choice,
    next_state(flesh_and_blood, S0, _{player:"bob", action:"discard", card:"h5"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"discard", card:"h4"}, S),
    \+ get_dict(pending, S, _),
    hand_size(S, N).
test(cut_down_order_three_is_none, Ids == ['FAB-721']) :-
    four(H),
    cut_down_hits(H, _{hit_discard:true}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:3}, Ids).
test(cut_down_unread_discards_nothing, [fail]) :-
    four(H),
    card_of("Cut Down to Size (red) [c]", A0),
    A = A0.put(text_read, false),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:A}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar", life:20, hand:H}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    get_dict(pending, S, _).

:- end_tests(fab_uzuri_cut_down).

:- begin_tests(fab_uzuri_spider_bite).

spider_effect(_{kind:"next_defend_attack_action_cards", player:"bob", amount:1, source:"sb"}).

%   Alice's Head Jab (red, 3 power) attacks; bob, under Spider's Bite's
%   effect, declares Ids from a hand of Hand.
spider_defend(Hand, Ids, Effects, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Spider's Bite [sb]", damage:1}, _{attack:"Head Jab (red) [a]"}]},
            effects:Effects,
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:19, hand:Hand, equipment:["Ironrot Helm [helm]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Ids}, S).

test(spider_bite_hit_makes_its_effect, K-W == "next_defend_attack_action_cards"-"bob") :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Spider's Bite [sb]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    S.effects = [E],
    K = E.kind, W = E.player.
test(spider_bite_two_attack_action_cards_lose_two, B-Es == -2-[]) :-
    spider_effect(E),
    spider_defend(["Head Jab (red) [d1]", "Leg Tap (red) [d2]"], ["d1", "d2"], [E], S),
    last(S.chain.links, L),
    B = L.defense_bonus,
    Es = S.effects.
test(spider_bite_equipment_leaves_it_waiting, N == 1) :-
    spider_effect(E),
    spider_defend(["Head Jab (red) [d1]"], ["helm"], [E], S),
    length(S.effects, N).
test(spider_bite_unread_makes_none, Es == []) :-
    card_of("Head Jab (red) [x]", _),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:_{id:"sb", name:"Spider's Bite", text_read:false}}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    Es = S.effects.

:- end_tests(fab_uzuri_spider_bite).

:- begin_tests(fab_uzuri_ironhide).

ironhide_defends(Hand, RP, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand, resource_points:RP, equipment:["Ironhide Legs [legs]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["legs"]}, S).

test(ironhide_asks_the_payment, C-Ms == "defend_pay"-[decline, pay]) :-
    ironhide_defends(["Head Jab (blue) [p]"], 0, S),
    C = S.pending.choice,
    findall(A, ( legal_move(flesh_and_blood, S, M), M.action \== "concede", atom_string(A, M.action) ), Ms0),
    msort(Ms0, Ms).
test(ironhide_nothing_to_pay_with, [fail]) :-
    ironhide_defends([], 0, S),
    get_dict(pending, S, _).
test(ironhide_paid_gains_two, B-K == 2-"destroy_at_chain_close") :-
    ironhide_defends(["Head Jab (blue) [p]"], 0, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pay", pitch:["p"]}, S),
    last(S.chain.links, L),
    B = L.defense_bonus,
    S.effects = [E], K = E.kind.
test(ironhide_paid_from_resource_points, B == 2) :-
    ironhide_defends([], 1, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pay", pitch:[]}, S),
    last(S.chain.links, L),
    B = L.defense_bonus.
test(ironhide_unpaid_pitch_short, Ids == ['FAB-302']) :-
    ironhide_defends(["Head Jab (blue) [p]"], 0, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"pay", pitch:[]}, Ids).
test(ironhide_destroyed_as_the_chain_closes) :-
    ironhide_defends(["Head Jab (blue) [p]"], 0, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pay", pitch:["p"]}, S1),
    both_pass(S1, 3, S),
    S.chain == null,
    member(P, S.players), P.name == "bob", !,
    P.equipment == [],
    P.graveyard = [G], G.id == "legs".
test(ironhide_unread_asks_nothing, [fail]) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Head Jab (blue) [p]"],
                       equipment:[_{id:"legs", name:"Ironhide Legs", text_read:false}]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["legs"]}, S),
    get_dict(pending, S, _).

both_pass(S, 0, S) :- !.
both_pass(S0, N, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    N1 is N - 1,
    both_pass(S2, N1, S).

:- end_tests(fab_uzuri_ironhide).

:- begin_tests(fab_uzuri_mask).

mask_effect(_{kind:"dagger_hit_to_bottom", player:"alice", source:"m"}).

%   Alice's Attack hits bob, under Mask's effect Effects, alice's hand Hand.
mask_hit(Attack, Hand, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:Hand,
                       deck:["Head Jab (yellow) [top]"], graveyard:["Mask of Shifting Perspectives [m]"]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

alice(S, P) :- member(P, S.players), P.name == "alice", !.

test(mask_ability_makes_its_effect, K == "dagger_hit_to_bottom") :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Harmonized Kodachi [k]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Mask of Shifting Perspectives [m]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"m", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    S.effects = [E], K = E.kind.
test(mask_dagger_hit_asks, C-N == "dagger_hit_to_bottom"-2) :-
    mask_effect(E),
    mask_hit("Harmonized Kodachi [k]", ["Head Jab (red) [h]"], [E], S),
    C = S.pending.choice,
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "bottom" ), Ms),
    length(Ms, N).
test(mask_card_to_bottom_and_draw, Hand-Deck == ["top"]-["h"]) :-
    mask_effect(E),
    mask_hit("Harmonized Kodachi [k]", ["Head Jab (red) [h]"], [E], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:["h"]}, S),
    alice(S, P),
    maplist([C, I]>>get_dict(id, C, I), P.hand, Hand),
    maplist([C, I]>>get_dict(id, C, I), P.deck, Deck).
test(mask_none_kept, N == 1) :-
    mask_effect(E),
    mask_hit("Harmonized Kodachi [k]", ["Head Jab (red) [h]"], [E], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"bottom", cards:[]}, S),
    alice(S, P),
    length(P.hand, N).
test(mask_two_cards_refused, Ids == ['FAB-725']) :-
    mask_effect(E),
    mask_hit("Harmonized Kodachi [k]", ["Head Jab (red) [h]", "Head Jab (blue) [h2]"], [E], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"bottom", cards:["h", "h2"]}, Ids).
test(mask_no_dagger_no_choice, [fail]) :-
    mask_effect(E),
    mask_hit("Head Jab (red) [a]", ["Head Jab (red) [h]"], [E], S),
    get_dict(pending, S, _).
test(mask_empty_hand_no_choice, [fail]) :-
    mask_effect(E),
    mask_hit("Harmonized Kodachi [k]", [], [E], S),
    get_dict(pending, S, _).

:- end_tests(fab_uzuri_mask).
