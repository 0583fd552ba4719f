/*  plunit tests of the Flesh and Blood attack and deck keywords
    (rules.pl/flesh-and-blood/keywords_attack.pl): the relations a judge
    asks, on short positions (normalized/2).  Run from the repository root:
        swipl -g "consult('tests/prolog/flesh_and_blood_keywords_attack.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

%   defend_position(+Attack, +Defending, +Hand, +Equipment, -State): bob
%   defends alice's Attack (a short card) in the defend step, or in the
%   reaction step when Defending is not [].
defend_position(Attack, Defending, Hand, Equipment, S) :-
    (   Defending == [] -> Step = "defend" ; Step = "reaction" ),
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          chain:_{step:Step, links:[_{attack:Attack, defending:Defending}]},
          players:[_{name:"alice", hero:"Rhinar", action_points:0},
                   _{name:"bob", hero:"Rhinar", hand:Hand, equipment:Equipment}]},
        S).

active(S, L) :-
    flesh_and_blood:active_link(S, L).

:- begin_tests(fab_keyword_data).

test(unconditional_keywords_only, [true(Ks == [["Dominate"], []])]) :-
    findall(K, ( member(Name, ["Demolition Crew", "Break Tide"]),
                 (   flesh_and_blood:card_prop(_{id:"x", name:Name, color:"red"}, keyword_abilities, K0)
                 ->  K = K0
                 ;   K = []
                 ) ),
            Ks).
test(keyword_with_its_number, [true(N == 1)]) :-
    flesh_and_blood:card_keyword(_{id:"w", name:"Graven Call"}, "Piercing", N).
test(keyword_given_by_the_state, [true(N == 2)]) :-
    flesh_and_blood:card_keyword(_{id:"d", name:"Drill Shot", color:"red",
                                   keyword_abilities:["Piercing 2"]}, "Piercing", N).
test(keyword_without_number, [true(N == none)]) :-
    flesh_and_blood:card_keyword(_{id:"x", name:"Demolition Crew", color:"red"}, "Dominate", N).

:- end_tests(fab_keyword_data).

:- begin_tests(fab_dominate).

test(dominated) :-
    defend_position("Demolition Crew (red) [a]", [], [], [], S),
    active(S, L),
    flesh_and_blood:dominated(S, L).
test(not_dominated, [fail]) :-
    defend_position("Wounding Blow (red) [a]", [], [], [], S),
    active(S, L),
    flesh_and_blood:dominated(S, L).
test(two_from_hand_refused, [true(Ids == ["b1", "b2"])]) :-
    defend_position("Demolition Crew (red) [a]", [], ["Beast Mode (blue) [b1]", "Wounding Blow (red) [b2]"],
                    ["Scabskin Leathers [b3]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b1", "b2", "b3"]}, ['FAB-508']),
    once(flesh_and_blood:broken('FAB-508', S, _{player:"bob", action:"defend", cards:["b1", "b2", "b3"]},
                                dominated(_, Cards))),
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).
test(defend_candidates_keep_the_rule, [true(Sets == [["b1", "b3"], ["b1"], ["b2", "b3"], ["b2"], ["b3"], []])]) :-
    defend_position("Demolition Crew (red) [a]", [], ["Beast Mode (blue) [b1]", "Wounding Blow (red) [b2]"],
                    ["Scabskin Leathers [b3]"], S),
    findall(Ids, ( legal_move(flesh_and_blood, S, M), M.action == "defend", Ids = M.cards ), Sets).
test(count_of_the_sets_allowed, [true(N-K == 8-8)]) :-
    defend_position("Demolition Crew (red) [a]", [], ["Beast Mode (blue) [b1]", "Wounding Blow (red) [b2]"],
                    ["Scabskin Leathers [b3]"], S),
    flesh_and_blood:legal_move_count(S, N),
    aggregate_all(count, legal_move(flesh_and_blood, S, _), K).
test(random_defence_is_legal) :-
    defend_position("Demolition Crew (red) [a]", [], ["Beast Mode (blue) [b1]", "Wounding Blow (red) [b2]",
                                                     "Sink Below (red) [b4]", "Pack Hunt (red) [b5]"], [], S),
    forall(between(1, 20, _),
           ( flesh_and_blood:random_candidate(S, M),
             ( M.action == "defend" -> length(M.cards, N), N =< 1 ; true ) )).

test(arsenal_reaction_is_not_from_hand, [true(Ids-Hand == ["b1"]-[])]) :-
    defend_position("Demolition Crew (red) [a]", ["Sink Below (red) [b1]"], [], [], S0),
    flesh_and_blood:active_link(S0, L0),
    S1 = S0.put(chain, S0.chain.put(links, [L0.put(defending, [])])),
    flesh_and_blood:arsenal_reaction_noted(S1, arsenal, _{id:"b1", name:"Sink Below", color:"red"}, S2),
    flesh_and_blood:active_link(S2, L2),
    Ids = L2.from_arsenal,
    flesh_and_blood:link_hand_defenders(L2.put(defending, L0.defending), Hand).
test(hand_reaction_is_not_noted, [true(S1 == S0)]) :-
    defend_position("Demolition Crew (red) [a]", ["Beast Mode (blue) [b2]"], [], [], S0),
    flesh_and_blood:arsenal_reaction_noted(S0, hand, _{id:"b1", name:"Sink Below", color:"red"}, S1).

test(second_reaction_from_hand_fails, [true(Ids == ["b2"])]) :-
    defend_position("Demolition Crew (red) [a]", ["Beast Mode (blue) [b2]"], [], [], S),
    flesh_and_blood:dominate_refuses(S, _{id:"b1", name:"Sink Below", color:"red"}, A, D),
    assertion(A.id == "a"),
    maplist([C, Id]>>get_dict(id, C, Id), [D], Ids).
test(reaction_from_arsenal_is_not_refused, [fail]) :-
    defend_position("Demolition Crew (red) [a]", ["Beast Mode (blue) [b2]", "Sink Below (red) [b1]"], [], [], S0),
    flesh_and_blood:active_link(S0, L0),
    S = S0.put(chain, S0.chain.put(links, [L0.put(from_arsenal, ["b1"])])),
    flesh_and_blood:dominate_refuses(S, _{id:"b1", name:"Sink Below", color:"red"}, _, _).
test(equipment_alone_does_not_refuse, [fail]) :-
    defend_position("Demolition Crew (red) [a]", ["Scabskin Leathers [b3]"], [], [], S),
    flesh_and_blood:dominate_refuses(S, _{id:"b1", name:"Sink Below", color:"red"}, _, _).
test(failed_reaction_goes_to_the_graveyard) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          chain:_{step:"reaction", links:[_{attack:"Demolition Crew (red) [a]",
                                             defending:["Scabskin Leathers [b3]", "Sink Below (red) [b2]"]}]},
          stack:[_{kind:"card", card:"Sink Below (red) [b1]", controller:"bob"}],
          priority:"bob", passes:1,
          players:[_{name:"alice", hero:"Rhinar", action_points:0},
                   _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    flesh_and_blood:player(S, "bob", B),
    maplist([C, Id]>>get_dict(id, C, Id), B.graveyard, Gy),
    assertion(Gy == ["b1"]),
    assertion(S.stack == []),
    assertion(S.priority == "alice"),
    flesh_and_blood:active_link(S, L),
    length(L.defending, 2),
    assertion(memberchk(event('FAB-508', defense_reaction_fails, _), Events)).

:- end_tests(fab_dominate).

:- begin_tests(fab_overpower).

test(overpowered) :-
    defend_position("Hanabi Blaster [a]", [], [], [], S),
    active(S, L),
    flesh_and_blood:overpowered(S, L).
test(not_overpowered, [fail]) :-
    defend_position("Demolition Crew (red) [a]", [], [], [], S),
    active(S, L),
    flesh_and_blood:overpowered(S, L).
test(two_action_cards_refused, [true(Ids == ["b1", "b2"])]) :-
    defend_position("Hanabi Blaster [a]", [], ["Beast Mode (blue) [b1]", "Wounding Blow (red) [b2]",
                                                "Act of Glory (red) [b3]"], [], S),
    M = _{player:"bob", action:"defend", cards:["b1", "b2", "b3"]},
    violation_ids(flesh_and_blood, S, M, ['FAB-509']),
    once(flesh_and_blood:broken('FAB-509', S, M, overpowered(_, Cards))),
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).
test(one_action_card_and_an_instant) :-
    defend_position("Hanabi Blaster [a]", [], ["Beast Mode (blue) [b1]", "Act of Glory (red) [b3]"], [], S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b1", "b3"]}).

:- end_tests(fab_overpower).

:- begin_tests(fab_piercing).

test(pierced_by_equipment, [true(N == 1)]) :-
    defend_position("Graven Call [a]", ["Scabskin Leathers [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:pierced(S, L, N).
test(not_pierced_by_a_card_from_hand, [fail]) :-
    defend_position("Graven Call [a]", ["Beast Mode (blue) [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:pierced(S, L, _).
test(power_with_piercing, [true(P == 2)]) :-
    defend_position("Graven Call [a]", ["Scabskin Leathers [b1]", "Beast Mode (blue) [b2]"], [], [], S),
    active(S, L),
    flesh_and_blood:link_power(L, P).
test(the_defend_event, [true(Seen == 1-2-["b1"])]) :-
    defend_position("Graven Call [a]", [], [], ["Scabskin Leathers [b1]"], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, _, Events),
    memberchk(event('FAB-510', piercing, F), Events),
    get_dict(amount, F, N), get_dict(power, F, P), get_dict(equipment, F, Es),
    Seen = N-P-Es.

:- end_tests(fab_piercing).

:- begin_tests(fab_deck_keywords).

test(legendary) :-
    flesh_and_blood:legendary(_{id:"x", name:"Authority of Ataya"}).
test(legendary_specialization) :-
    flesh_and_blood:legendary(_{id:"x", name:"Regicide"}).
test(not_legendary, [fail]) :-
    flesh_and_blood:legendary(_{id:"x", name:"Wounding Blow", color:"red"}).
test(legendary_copy_at_its_path, [true(Found == ["b2"-"$.players[1].graveyard[0]"])]) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Rhinar", hand:["Authority of Ataya [b1]"],
                     graveyard:["Authority of Ataya [b2]"]}]}, S),
    findall(Id-Path, ( flesh_and_blood:legendary_copy(S, _, C, _, Path), get_dict(id, C, Id) ), Found).
test(young_and_adult_hero_share_the_specialization) :-
    forall(member(H, ["Rhinar", "Rhinar, Reckless Rampage"]),
           flesh_and_blood:specialization_allowed(_{id:"h", name:H}, _{id:"c", name:"Alpha Rampage", color:"red"})).
test(other_hero_refused, [fail]) :-
    flesh_and_blood:specialization_allowed(_{id:"h", name:"Dorinthea"}, _{id:"c", name:"Alpha Rampage", color:"red"}).
test(moniker_not_the_package_nickname, [true(M == "Arakni")]) :-
    flesh_and_blood:card_prop(_{id:"h", name:"Arakni, Marionette"}, moniker, M).
test(a_hero_without_moniker_is_not_checked) :-
    flesh_and_blood:specialization_allowed(_{id:"h", type:"hero", life:20}, _{id:"c", name:"Alpha Rampage", color:"red"}).

:- end_tests(fab_deck_keywords).

:- begin_tests(fab_phantasm).

test(destroyed_by_six_power, [true(Id == "b1")]) :-
    defend_position("Phantasmal Haze (red) [a]", ["Beast Mode (red) [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:phantasm_destroyed(S, L, D),
    get_dict(id, D, Id).
test(not_by_five_power, [fail]) :-
    defend_position("Phantasmal Haze (red) [a]", ["Beast Mode (yellow) [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:phantasm_destroyed(S, L, _).
test(not_by_an_illusionist, [fail]) :-
    defend_position("Phantasmal Haze (red) [a]", ["Phantasmal Haze (blue) [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:phantasm_destroyed(S, L, _).
test(not_without_phantasm, [fail]) :-
    defend_position("Wounding Blow (red) [a]", ["Beast Mode (red) [b1]"], [], [], S),
    active(S, L),
    flesh_and_blood:phantasm_destroyed(S, L, _).
test(the_chain_closes, [true(Kinds == [defenders_declared, phantasm_destroyed, chain_closed, card_returned])]) :-
    defend_position("Phantasmal Haze (red) [a]", [], ["Beast Mode (red) [b1]"], [], S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, S, Events),
    findall(K, member(event(_, K, _), Events), Kinds),
    assertion(S.chain == null).

:- end_tests(fab_phantasm).
