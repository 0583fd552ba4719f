/*  plunit tests of the Arakni, Web of Deceit Blitz Deck's card texts
    Flesh and Blood reads (rules.pl/flesh-and-blood/card_texts_web.pl).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_web.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_of(S, Who, P) :-
    member(P, S.players), P.name == Who, !.

zone_names(S, Who, Zone, Names) :-
    player_of(S, Who, P),
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

modelled(Name) :-
    once(flesh_and_blood:card_data(Name, _, _)),
    forall(flesh_and_blood:card_data(Name, Colour, _),
           (   Colour == none
           ->  \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name})
           ;   \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour})
           )).

run(S0, Ms, S) :-
    foldl([M, A, B]>>once(next_state(flesh_and_blood, A, M, B)), Ms, S0, S).

%   Alice's Link (reaction step, she passed); bob holds Hand.
reacting(Link, Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Fang [a-fang]", action_points:0},
                     _{name:"bob", hero:"Rhinar [b-rhi]", hand:Hand}]}, S).

:- begin_tests(fab_web_read).

test(modelled) :-
    forall(member(N, ["Red Alert Vest", "Back Stab", "Reaper's Call", "Tip-Off", "Stains of the Redback", "Take a Stab",
                      "Mark of the Black Widow", "Mark of the Funnel Web", "Two Sides to the Blade", "Bite", "Leap Frog Vocal Sac",
                      "Graphene Chelicera", "Whittle from Bone", "Orb-Weaver Spinneret", "Mark of the Huntsman",
                      "Den of the Spider", "Lair of the Spider"]),
           assertion(modelled(N))).

:- end_tests(fab_web_read).

:- begin_tests(fab_web_tip_off).

test(marks_the_opposing_hero, Arena == ["Marked"]) :-
    reacting(_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}, ["Tip-Off (blue) [t]"], S0),
    run(S0, [_{player:"bob", action:"activate", card:"t", ability:0, pitch:[], target:"a-fang"},
             _{player:"bob", action:"pass"},
             _{player:"alice", action:"pass"}], S),
    zone_names(S, "alice", arena, Arena).

test(marked_already_one_token, Arena == ["Marked"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
            players:[_{name:"alice", hero:"Fang [a-fang]", action_points:0, arena:["Marked [m]"]},
                     _{name:"bob", hero:"Rhinar [b-rhi]", hand:["Reaper's Call (red) [r]"]}]}, S0),
    run(S0, [_{player:"bob", action:"activate", card:"r", ability:0, pitch:[], target:"a-fang"},
             _{player:"bob", action:"pass"},
             _{player:"alice", action:"pass"}], S),
    zone_names(S, "alice", arena, Arena).

test(own_hero_refused, Ids == ['FAB-1201']) :-
    reacting(_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}, ["Tip-Off (red) [t]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"t", ability:0, pitch:[], target:"b-rhi"}, Ids).

test(no_target_refused, Ids == ['FAB-622']) :-
    reacting(_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}, ["Tip-Off (red) [t]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"t", ability:0, pitch:[]}, Ids).

:- end_tests(fab_web_tip_off).

:- begin_tests(fab_web_traps).

defended(Link, Card, S) :-
    reacting(Link, [Card], S0),
    S0.players = [_, B],
    [C] = B.hand, get_dict(id, C, Id),
    run(S0, [_{player:"bob", action:"play", card:Id, from:"hand", pitch:[]},
             _{player:"bob", action:"pass"},
             _{player:"alice", action:"pass"}], S).

test(den_above_base, Arena == ["Marked"]) :-
    defended(_{attack:"Hocus Pocus (red) [a-hp]", defending:[], power_bonus:2}, "Den of the Spider (red) [d]", S),
    zone_names(S, "alice", arena, Arena).
test(den_at_base, Arena == []) :-
    defended(_{attack:"Head Jab (red) [a-hj]", defending:[]}, "Den of the Spider (red) [d]", S),
    zone_names(S, "alice", arena, Arena).
test(lair_go_again, Arena == ["Marked"]) :-
    defended(_{attack:"Head Jab (red) [a-hj]", defending:[]}, "Lair of the Spider (red) [l]", S),
    zone_names(S, "alice", arena, Arena).
test(lair_no_go_again, Arena == []) :-
    defended(_{attack:"Hocus Pocus (red) [a-hp]", defending:[], power_bonus:2}, "Lair of the Spider (red) [l]", S),
    zone_names(S, "alice", arena, Arena).

:- end_tests(fab_web_traps).

:- begin_tests(fab_web_back_stab).

test(no_defense_reaction, Ids == ['FAB-541']) :-
    reacting(_{attack:"Back Stab (blue) [a-bs]", defending:[]}, ["Sink Below (red) [s]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"play", card:"s", from:"hand", pitch:[]}, Ids).
test(defense_reaction_elsewhere, Ids == []) :-
    reacting(_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}, ["Sink Below (red) [s]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"play", card:"s", from:"hand", pitch:[]}, Ids).

:- end_tests(fab_web_back_stab).

:- begin_tests(fab_web_vest).

vest_bonus(Link, B) :-
    reacting(Link, [], S),
    S.chain.links = [L],
    L.defending = [V],
    flesh_and_blood:fang_defense_bonus(S, V, B).

test(after_attack_reaction, B == 1) :-
    vest_bonus(_{attack:"Back Stab (red) [a-bs]", defending:["Red Alert Vest [v]"], attack_reaction:true}, B).
test(without, B == 0) :-
    vest_bonus(_{attack:"Back Stab (red) [a-bs]", defending:["Red Alert Vest [v]"]}, B).

:- end_tests(fab_web_vest).

:- begin_tests(fab_web_stains_stab).

%   Alice's Link attacks bob (marked if Marked), alice to act.
attacking(Link, Hand, Marked, S) :-
    (   Marked == true -> Arena = ["Marked [m]"] ; Arena = [] ),
    short(_{priority:"alice",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:Hand},
                     _{name:"bob", hero:"Bravo", arena:Arena}]}, S).

stains_reduction(Marked, R) :-
    attacking(_{attack:"Back Stab (red) [bs]", defending:[]}, ["Stains of the Redback (yellow) [st]"], Marked, S),
    S.players = [P, _],
    P.hand = [C],
    flesh_and_blood:text_cost_reduction(S, P, C, R).

test(stains_marked, R == 1) :- stains_reduction(true, R).
test(stains_unmarked, R == 0) :- stains_reduction(false, R).

test(stains_yellow_plus_two_go_again, [B, G] == [2, true]) :-
    attacking(_{attack:"Back Stab (red) [bs]", defending:[]}, ["Stains of the Redback (yellow) [st]"], true, S0),
    run(S0, [_{player:"alice", action:"play", card:"st", from:"hand", pitch:[], target:"bs"},
             _{player:"alice", action:"pass"},
             _{player:"bob", action:"pass"}], S),
    S.chain.links = [L],
    B = L.power_bonus, G = L.go_again.

stab_hit(Marked, Kinds) :-
    attacking(_{attack:"Harmonized Kodachi [k]", defending:[]}, ["Take a Stab (blue) [ts]"], Marked, S0),
    run(S0, [_{player:"alice", action:"play", card:"ts", from:"hand", pitch:[], target:"k"},
             _{player:"alice", action:"pass"},
             _{player:"bob", action:"pass"},
             _{player:"alice", action:"pass"},
             _{player:"bob", action:"pass"}], S),
    flesh_and_blood:effects(S, Es),
    findall(K, ( member(E, Es), get_dict(kind, E, K) ), Kinds).

test(stab_marked_hit, true(memberchk("additional_attack", Kinds))) :- stab_hit(true, Kinds).
test(stab_unmarked_hit, true(\+ memberchk("additional_attack", Kinds))) :- stab_hit(false, Kinds).

:- end_tests(fab_web_stains_stab).

:- begin_tests(fab_web_marks).

%   Alice's Attack hits bob (marked if Marked) with Hand and Arsenal.
hit(Attack, Marked, Hand, Arsenal, S) :-
    (   Marked == true -> Arena = ["Marked [m]"] ; Arena = [] ),
    short(_{priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Bravo", arena:Arena, hand:Hand, arsenal:Arsenal}]}, S0),
    run(S0, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S).

test(widow_unmarked_keeps_hand, [B, H] == [[], ["Sink Below", "Head Jab"]]) :-
    hit("Mark of the Black Widow (yellow) [bw]", false, ["Sink Below (red) [s]", "Head Jab (red) [h]"], [], S),
    zone_names(S, "bob", banished, B),
    zone_names(S, "bob", hand, H),
    \+ flesh_and_blood:pending(S, _).

test(widow_one_card_no_choice, [B, H] == [["Sink Below"], []]) :-
    hit("Mark of the Black Widow (blue) [bw]", true, ["Sink Below (red) [s]"], [], S),
    zone_names(S, "bob", banished, B),
    zone_names(S, "bob", hand, H),
    \+ flesh_and_blood:pending(S, _).

test(widow_choice_candidates, Ids == ["h", "s"]) :-
    hit("Mark of the Black Widow (red) [bw]", true, ["Sink Below (red) [s]", "Head Jab (red) [h]"], [], S),
    findall(Id, flesh_and_blood:choice_candidate("put", S, _{player:_, action:_, card:Id, to:_}), Ids0),
    msort(Ids0, Ids).

test(funnel_empty_arsenal, B == []) :-
    hit("Mark of the Funnel Web (red) [fw]", true, ["Sink Below (red) [s]"], [], S),
    zone_names(S, "bob", banished, B).

test(funnel_unmarked_keeps_arsenal, A == ["Sink Below"]) :-
    hit("Mark of the Funnel Web (red) [fw]", false, [], ["Sink Below (red) [s]"], S),
    zone_names(S, "bob", arsenal, A).

:- end_tests(fab_web_marks).

:- begin_tests(fab_web_two_sides).

%   Alice plays Two Sides to the Blade (red) on her Attack, answering
%   Modes, then both pass: the link.
two_sides(Attack, Modes, L) :-
    short(_{priority:"alice",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, resource_points:1,
                       hand:["Two Sides to the Blade (red) [ts]"]},
                     _{name:"bob", hero:"Bravo"}]}, S0),
    S0.chain.links = [L0], L0.attack = A, get_dict(id, A, AId),
    findall(_{player:"alice", action:"mode", mode:M}, member(M, Modes), MMs),
    append([[_{player:"alice", action:"play", card:"ts", from:"hand", pitch:[], target:AId}],
            MMs,
            [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}]], Ms),
    run(S0, Ms, S),
    S.chain.links = [L].

marks(L, M) :- ( get_dict(hit_marks, L, true) -> M = true ; M = false ).

test(dagger_weapon, [B, M] == [3, false]) :-
    two_sides("Harmonized Kodachi [k]", [], L), B = L.power_bonus, marks(L, M).
test(stealth_card, [B, M] == [3, true]) :-
    two_sides("Mark of the Black Widow (blue) [bw]", [], L), B = L.power_bonus, marks(L, M).
test(both_mode_1, [B, M] == [3, false]) :-
    two_sides("Kiss of Death (red) [kd]", [1], L), B = L.power_bonus, marks(L, M).
test(both_mode_2, [B, M] == [3, true]) :-
    two_sides("Kiss of Death (red) [kd]", [2], L), B = L.power_bonus, marks(L, M).

:- end_tests(fab_web_two_sides).

:- begin_tests(fab_web_bite).

bite(Weapons, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Bite (blue) [b]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:Weapons},
                     _{name:"bob", hero:"Bravo"}]}, S0),
    run(S0, [_{player:"bob", action:"pass"}], S).

test(no_dagger_nothing_waits, [fail]) :-
    bite([], S),
    flesh_and_blood:pending(S, _).
test(dagger_waits, C == "dagger_to_hero") :-
    bite(["Harmonized Kodachi [k]"], S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice.

:- end_tests(fab_web_bite).

:- begin_tests(fab_web_vocal_sac).

test(alone_waits, Cards == ["vs"]) :-
    short(_{priority:"alice", passes:0,
            chain:_{step:"reaction", links:[_{attack:"Grow Claws (red) [gc]", defending:[]}]},
            players:[_{name:"alice", hero:"Fai", action_points:0, resource_points:1, hand:["Razor Reflex (red) [rr]"]},
                     _{name:"bob", hero:"Fai", equipment:["Leap Frog Vocal Sac [vs]"]}]}, S0),
    run(S0, [_{player:"alice", action:"play", card:"rr", from:"hand", pitch:[], discard:[]}], S),
    flesh_and_blood:pending(S, Pd),
    Cards = Pd.cards.

:- end_tests(fab_web_vocal_sac).

:- begin_tests(fab_web_graphene).

%   Alice's Layer resolves (bob passes), bob marked if Marked.
layer_resolved(Layer, Weapons, Marked, S) :-
    (   Marked == true -> Arena = ["Marked [m]"] ; Arena = [] ),
    short(_{passes:1, priority:"bob",
            stack:[Layer.put(controller, "alice")],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:Weapons},
                     _{name:"bob", hero:"Bravo", arena:Arena}]}, S0),
    run(S0, [_{player:"bob", action:"pass"}], S).

test(graphene_unmarked_no_go_again, [fail]) :-
    layer_resolved(_{kind:"ability", source:"gc", ability:0, effect:"attack"}, ["Graphene Chelicera [gc]"], false, S),
    S.chain.links = [L],
    flesh_and_blood:link_go_again(S, L).

test(graphene_marked_go_again) :-
    layer_resolved(_{kind:"ability", source:"gc", ability:0, effect:"attack"}, ["Graphene Chelicera [gc]"], true, S),
    S.chain.links = [L],
    flesh_and_blood:link_go_again(S, L).

test(whittle_unmarked_no_token, W == []) :-
    layer_resolved(_{kind:"card", card:"Whittle from Bone (red) [wb]"}, [], false, S),
    zone_names(S, "alice", weapons, W).

test(orb_weaver_zones_full, W == ["Dawnblade"]) :-
    layer_resolved(_{kind:"card", card:"Orb-Weaver Spinneret (yellow) [ow]"}, ["Dawnblade [db]"], false, S),
    zone_names(S, "alice", weapons, W).

test(orb_weaver_next_stealth_attack_effect, [N, K] == [2, "Stealth"]) :-
    layer_resolved(_{kind:"card", card:"Orb-Weaver Spinneret (yellow) [ow]"}, [], false, S),
    flesh_and_blood:effects(S, Es),
    member(E, Es), E.kind == "next_attack_power",
    N = E.amount, K = E.keyword.

%   The effect applies to the token's attack (a weapon with stealth).
test(stealth_effect_on_graphene_attack, B == 2) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       weapons:["Graphene Chelicera [gc]"]},
                     _{name:"bob", hero:"Bravo"}],
            effects:[_{kind:"next_attack_power", player:"alice", amount:2, source:"ow", keyword:"Stealth"}]}, S0),
    run(S0, [_{player:"alice", action:"activate", card:"gc", ability:0, pitch:[]},
             _{player:"alice", action:"pass"},
             _{player:"bob", action:"pass"}], S),
    S.chain.links = [L],
    B = L.power_bonus.

:- end_tests(fab_web_graphene).

:- begin_tests(fab_web_huntsman).

%   Alice activates her Mark of the Huntsman against bob (marked); both
%   pass: its chain link.
huntsman(S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:2,
                       weapons:["Mark of the Huntsman [mh]"]},
                     _{name:"bob", hero:"Bravo", life:20, arena:["Marked [m]"]}]}, S0),
    run(S0, [_{player:"alice", action:"activate", card:"mh", ability:0, pitch:[]},
             _{player:"alice", action:"pass"},
             _{player:"bob", action:"pass"}], S).

test(go_again_and_marked_power, [G, P] == [true, 2]) :-
    huntsman(S),
    S.chain.links = [L],
    ( flesh_and_blood:link_go_again(S, L) -> G = true ; G = false ),
    flesh_and_blood:link_power(L, P).

%   Destroyed as it hits, the chain closes: the Huntsman once, in the
%   graveyard; bob marked; alice's action point from its go again.
test(destroyed_chain_closes, [G, A, AP] == [["Mark of the Huntsman"], ["Marked"], 1]) :-
    huntsman(S1),
    run(S1, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},    % the attack step
             _{player:"bob", action:"defend", cards:[]},
             _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S3),
    flesh_and_blood:pending(S3, Pd), Pd.choice == "web_huntsman_mark",
    run(S3, [_{player:"alice", action:"destroy", card:"mh"},
             _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S4),
    player_of(S4, "alice", P4), AP = P4.action_points,
    run(S4, [_{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    zone_names(S, "alice", graveyard, G),
    zone_names(S, "bob", arena, A).

:- end_tests(fab_web_huntsman).
