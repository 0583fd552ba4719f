/*  plunit tests of Arakni, Web of Deceit's texts, which Flesh and Blood
    reads in rules.pl/flesh-and-blood/card_texts_arakni_agents.pl: its
    attacks with stealth against a marked hero (FAB-1500), and its
    random Agent of Chaos at the end phase (FAB-1501, FAB-1502).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_arakni_agents.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

:- begin_tests(fab_agents_stealth).

%   Alice's Attack attacks bob (marked if Marked is true) in the reaction
%   step; her hero Hero; bob passes: the damage is dealt.
hit(Hero, Attack, Marked, S) :-
    (   Marked == true -> Arena = ["Marked [b-m]"] ; Arena = [] ),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:Hero, action_points:0},
                     _{name:"bob", hero:"Bravo", life:20, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

link(S, L) :- last(S.chain.links, L).

test(stealth_marked_power_and_go_again, D-G == 4-true) :-
    hit("Arakni, Web of Deceit", "Back Stab (red) [a-bs]", true, S),
    link(S, L), D = L.damage, G = L.go_again.
test(stealth_unmarked_nothing, D-G == 3-false) :-
    hit("Arakni, Web of Deceit", "Back Stab (red) [a-bs]", false, S),
    link(S, L), D = L.damage, G = L.go_again.
test(no_stealth_nothing, D == 3) :-
    hit("Arakni, Web of Deceit", "Head Jab (red) [a-hj]", true, S),
    link(S, L), D = L.damage.
test(other_hero_nothing, D-G == 3-false) :-
    hit("Arakni, Solitary Confinement", "Back Stab (red) [a-bs]", true, S),
    link(S, L), D = L.damage,
    (   get_dict(go_again, L, G0) -> G = G0 ; G = false ).
test(agent_gives_nothing, D-G == 3-false) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
            players:[_{name:"alice", hero:"Arakni, Redback", life:20, action_points:0},
                     _{name:"bob", hero:"Bravo", life:20, arena:["Marked [b-m]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    link(S, L), D = L.damage, G = L.go_again.
test(event_cites_fab_1500, true) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
            players:[_{name:"alice", hero:"Arakni, Web of Deceit", action_points:0},
                     _{name:"bob", hero:"Bravo", life:20, arena:["Marked [b-m]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    event_rules(Es, Ids),
    memberchk('FAB-1500', Ids).

:- end_tests(fab_agents_stealth).

:- begin_tests(fab_agents_become).

%   Alice's action phase ends (bob passes), bob marked if Marked is true.
end_phase(Marked, S) :-
    (   Marked == true -> Arena = ["Marked [b-m]"] ; Arena = [] ),
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Web of Deceit", life:13, action_points:0,
                       hand:["Head Jab (red) [a-hj]"], arena:["Ponder [a-p]"]},
                     _{name:"bob", hero:"Bravo", arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(marked_waits, C-W == "agents_become"-"alice") :-
    end_phase(true, S),
    flesh_and_blood:pending(S, Pd),
    C = Pd.choice, W = Pd.player.
test(unmarked_no_wait, [fail]) :-
    end_phase(false, S),
    flesh_and_blood:pending(S, _).
test(unmarked_ponder_resolves, A == []) :-
    end_phase(false, S),
    player_named(S, "alice", P), A = P.arena.
test(six_agents_offered, Names == ["Arakni, Black Widow", "Arakni, Funnel Web", "Arakni, Orb-Weaver",
                                   "Arakni, Redback", "Arakni, Tarantula", "Arakni, Trap-Door"]) :-
    end_phase(true, S),
    findall(N, ( legal_move(flesh_and_blood, S, M), M.action == "name", N = M.name ), Names0),
    msort(Names0, Names).
test(becomes_agent_life_kept, H-L-A == "Arakni, Tarantula"-13-[]) :-
    end_phase(true, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"name", name:"Arakni, Tarantula", pitch:[]}, S),
    player_named(S, "alice", P),
    H = P.hero.name, L = P.life, A = P.arena,
    \+ flesh_and_blood:pending(S, _).
test(not_an_agent, Ids == ['FAB-1502']) :-
    end_phase(true, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"name", name:"Arakni, Huntsman", pitch:[]}, Ids).
test(pitch_refused, Ids == ['FAB-1502']) :-
    end_phase(true, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"name", name:"Arakni, Redback", pitch:["a-hj"]}, Ids).
test(no_become_again_as_agent, [fail]) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Redback", life:13, action_points:0},
                     _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:pending(S, _).
test(pending_refused_outside_end_phase, [nondet]) :-
    short(_{pending:_{choice:"agents_become", player:"alice", controller:"alice"},
            players:[_{name:"alice", hero:"Arakni, Web of Deceit", action_points:0},
                     _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}, S),
    state_errors(flesh_and_blood, S, [_|_]).

:- end_tests(fab_agents_become).

:- begin_tests(fab_agents_brood).

%   Alice's action phase ends (bob passes), her hero Hero, bob marked.
agent_end_phase(Hero, S) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:Hero, life:13, action_points:0},
                     _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(returns_to_brood, H-L == "Arakni, Web of Deceit"-13) :-
    agent_end_phase(_{id:"a-h", name:"Arakni, Redback", became_from:"Arakni, Web of Deceit"}, S),
    player_named(S, "alice", P),
    H = P.hero.name, L = P.life,
    \+ flesh_and_blood:pending(S, _).
test(returns_to_recorded_card, H == "Arakni, Marionette") :-
    agent_end_phase(_{id:"a-h", name:"Arakni, Trap-Door", became_from:"Arakni, Marionette"}, S),
    player_named(S, "alice", P),
    H = P.hero.name.
test(unrecorded_assumed, H == "Arakni, Web of Deceit") :-
    agent_end_phase("Arakni, Tarantula", S),
    player_named(S, "alice", P),
    H = P.hero.name.
test(assumption_said, [nondet]) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Tarantula", life:20, action_points:0},
                     _{name:"bob", hero:"Bravo"}]}, S),
    flesh_and_blood:answer_assumption(S, _{player:"bob", action:"pass"}, _, agents_brood_assumed("Arakni, Tarantula")).
test(name_records_origin, B == "Arakni, Web of Deceit") :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Web of Deceit", action_points:0},
                     _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}, S00),
    next_state(flesh_and_blood, S00, _{player:"bob", action:"pass"}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"name", name:"Arakni, Orb-Weaver", pitch:[]}, S),
    player_named(S, "alice", P),
    B = P.hero.became_from.
test(event_cites_fab_1503, true) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Redback", life:20, action_points:0},
                     _{name:"bob", hero:"Bravo"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    event_rules(Es, Ids),
    memberchk('FAB-1503', Ids).

:- end_tests(fab_agents_brood).

:- begin_tests(fab_agents_reaction).

%   Alice's Attack attacks bob, undefended, in the reaction step; her
%   hero Hero, her hand Hand.
reaction(Hero, Attack, Hand, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:_{id:"a-h", name:Hero}, life:20, action_points:0, hand:Hand},
                     _{name:"bob", hero:"Bravo", life:20}]}, S).

act(S0, Discard, Target, M) :-
    M = _{player:"alice", action:"activate", card:"a-h", ability:0, pitch:[], discard:[Discard], target:Target},
    S0 = S0.

%   The ability resolves and the chain link's damage is dealt.
resolved(S0, M, S) :-
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(redback_stealth_power_go_again, P-G == 3-true) :-
    reaction("Arakni, Redback", "Back Stab (red) [a-bs]", ["Back Stab (blue) [a-d]"], S0),
    act(S0, "a-d", "a-bs", M),
    resolved(S0, M, S),
    last(S.chain.links, L), P = L.power_bonus, G = L.go_again.
test(redback_no_stealth_no_go_again, P-G == 3-false) :-
    reaction("Arakni, Redback", "Annihilate the Armed (red) [a-hj]", ["Back Stab (blue) [a-d]"], S0),
    act(S0, "a-d", "a-hj", M),
    resolved(S0, M, S),
    last(S.chain.links, L), P = L.power_bonus,
    (   get_dict(go_again, L, G0) -> G = G0 ; G = false ).
test(discard_not_assassin, Ids == ['FAB-1504']) :-
    reaction("Arakni, Redback", "Back Stab (red) [a-bs]", ["Sink Below (red) [a-d]"], S0),
    act(S0, "a-d", "a-bs", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(target_not_assassin, Ids == ['FAB-622']) :-
    reaction("Arakni, Redback", "Wrecker Romp (red) [a-w]", ["Back Stab (blue) [a-d]"], S0),
    act(S0, "a-d", "a-w", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(tarantula_dagger_only, Ids == ['FAB-622']) :-
    reaction("Arakni, Tarantula", "Back Stab (red) [a-bs]", ["Back Stab (blue) [a-d]"], S0),
    act(S0, "a-d", "a-bs", M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(once_per_turn, [fail]) :-
    reaction("Arakni, Redback", "Back Stab (red) [a-bs]", ["Back Stab (blue) [a-d]", "Back Stab (yellow) [a-e]"], S0),
    act(S0, "a-d", "a-bs", M),
    resolved(S0, M, S),
    act(S, "a-e", "a-bs", M2),
    legal_move(flesh_and_blood, S, M2).

test(tarantula_dagger_power_and_life, P-L == 3-15) :-
    reaction("Arakni, Tarantula", "Graphene Chelicera [a-gc]", ["Back Stab (blue) [a-d]"], S0),
    act(S0, "a-d", "a-gc", M),
    resolved(S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, Lk), P = Lk.power_bonus,
    player_named(S, "bob", B), L = B.life.
test(tarantula_thrown_dagger_life, L == 18) :-     % Danger Digits: the dagger hits as the effect deals its damage (FAB-972)
    short(_{chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a-bs]", defending:[]}]},
            players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Tarantula"}, life:20, action_points:0,
                       equipment:["Danger Digits [a-dd]"], weapons:["Graphene Chelicera [a-gc]"]},
                     _{name:"bob", hero:"Bravo", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-dd", ability:0, pitch:[], target:"a-gc"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", B), L = B.life.
test(redback_dagger_no_life_loss, L == 19) :-
    reaction("Arakni, Redback", "Graphene Chelicera [a-gc]", ["Back Stab (blue) [a-d]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", B), L = B.life.

:- end_tests(fab_agents_reaction).

:- begin_tests(fab_agents_orb_weaver).

%   Alice's action phase, no chain; her hero Hero.
orb(Hero, Weapons, Hand, S) :-
    short(_{players:[_{name:"alice", hero:_{id:"a-h", name:Hero}, life:20, action_points:1,
                       resource_points:0, weapons:Weapons, hand:Hand},
                     _{name:"bob", hero:"Bravo", life:20}]}, S).

test(chelicera_costs_less, [nondet]) :-
    orb("Arakni, Orb-Weaver", ["Graphene Chelicera [a-gc]"], [], S),
    legal_move(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-gc", ability:0, pitch:[]}).
test(chelicera_costs_full, [fail]) :-
    orb("Arakni, Redback", ["Graphene Chelicera [a-gc]"], [], S),
    legal_move(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-gc", ability:0, pitch:[]}).
test(equips_and_stealth_effect, W-K == ["Graphene Chelicera"]-3) :-
    orb("Arakni, Orb-Weaver", [], ["Back Stab (blue) [a-d]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-h", ability:0, pitch:[], discard:["a-d"]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    findall(N, ( member(C, P.weapons), N = C.name ), W),
    flesh_and_blood:effects(S, Es),
    member(E, Es), E.kind == "next_attack_power", K = E.amount.
test(orb_discard_not_assassin, Ids == ['FAB-1504']) :-
    orb("Arakni, Orb-Weaver", [], ["Sink Below (red) [a-s]"], S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-h", ability:0, pitch:[], discard:["a-s"]}, Ids).
test(abilities_lost_refused, Ids == ['FAB-1504']) :-
    short(_{effects:[_{kind:"hero_loses_abilities", player:"alice", source:"b-x"}],
            players:[_{name:"alice", hero:_{id:"a-h", name:"Arakni, Orb-Weaver"}, life:20, action_points:1,
                       hand:["Back Stab (blue) [a-d]"]},
                     _{name:"bob", hero:"Bravo", life:20}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-h", ability:0, pitch:[], discard:["a-d"]}, Ids).

:- end_tests(fab_agents_orb_weaver).

:- begin_tests(fab_agents_widow_funnel).

%   Alice's hero Hero activates on her Back Stab (stealth) or Annihilate
%   the Armed (no stealth), attacking bob undefended; the ability
%   resolves and the damage is dealt.
hit_with(Hero, Attack, BobHand, BobArsenal, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:_{id:"a-h", name:Hero}, life:20, action_points:0,
                       hand:["Back Stab (blue) [a-d]"]},
                     _{name:"bob", hero:"Bravo", life:20, hand:BobHand, arsenal:BobArsenal}]}, S0),
    once(( member(T, S0.chain.links), flesh_and_blood:link_attack(T, A), flesh_and_blood:card_id(A, AId) )),
    foldl([M, Sa, Sb]>>next_state(flesh_and_blood, Sa, M, Sb),
          [ _{player:"alice", action:"activate", card:"a-h", ability:0, pitch:[], discard:["a-d"], target:AId},
            _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
            _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"} ], S0, S).

banished(S, Who, Ids) :-
    player_named(S, Who, P),
    findall(Id, ( member(C, P.banished), Id = C.id ), Ids).

test(widow_one_card_banished, B == ["b-1"]) :-
    hit_with("Arakni, Black Widow", "Back Stab (red) [a-bs]", ["Sink Below (red) [b-1]"], [], S),
    banished(S, "bob", B).
test(widow_choice_waits, C-W == "agents_widow_banish"-"bob") :-
    hit_with("Arakni, Black Widow", "Back Stab (red) [a-bs]", ["Sink Below (red) [b-1]", "Head Jab (red) [b-2]"], [], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice, W = Pd.player.
test(widow_put_banishes, B == ["b-2"]) :-
    hit_with("Arakni, Black Widow", "Back Stab (red) [a-bs]", ["Sink Below (red) [b-1]", "Head Jab (red) [b-2]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"put", card:"b-2", to:"banished"}, S),
    banished(S, "bob", B).
test(widow_put_wrong_card, Ids == ['FAB-1509']) :-
    hit_with("Arakni, Black Widow", "Back Stab (red) [a-bs]", ["Sink Below (red) [b-1]", "Head Jab (red) [b-2]"], [], S0),
    violation_ids(flesh_and_blood, S0, _{player:"bob", action:"put", card:"a-bs", to:"banished"}, Ids).
test(widow_no_stealth_nothing, B == []) :-
    hit_with("Arakni, Black Widow", "Annihilate the Armed (red) [a-bs]", ["Sink Below (red) [b-1]"], [], S),
    banished(S, "bob", B).
test(funnel_one_card_banished, B == ["b-a"]) :-
    hit_with("Arakni, Funnel Web", "Back Stab (red) [a-bs]", [], ["Sink Below (red) [b-a]"], S),
    banished(S, "bob", B).
test(funnel_two_cards_attacker_chooses, B-W == ["b-c"]-"alice") :-
    hit_with("Arakni, Funnel Web", "Back Stab (red) [a-bs]", [], ["Sink Below (red) [b-a]", "Head Jab (red) [b-c]"], S0),
    flesh_and_blood:pending(S0, Pd), W = Pd.player,
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"b-c", to:"banished"}, S),
    banished(S, "bob", B).

:- end_tests(fab_agents_widow_funnel).
