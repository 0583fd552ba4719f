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
