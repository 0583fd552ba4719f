/*  plunit tests of Merciful Retribution's text as Flesh and Blood reads
    it (rules.pl/flesh-and-blood/card_texts_merciful.pl): its trigger as
    an aura or attack action card of its player's is destroyed
    (FAB-1371), the soul (FAB-1372), and what rulecheck cannot tell
    (FAB-1373, unknown).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_merciful.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

has_event(Events, Kind) :-
    member(E, Events),
    sub_term(X, E), X == Kind, !.

effect_kinds(S, Ks) :-
    findall(K, ( member(E, S.get(effects, [])), get_dict(kind, E, K) ), Ks).

%   Alice (Prism) with Merciful Retribution and the Runechants Runes in
%   her arena plays Head Jab: each Runechant is destroyed as it deals 1
%   arcane damage to bob.
runes_played(Runes, S, Events) :-
    append(["Merciful Retribution (yellow) [mr]"], Runes, Arena),
    short(_{players:[_{name:"alice", hero:"Prism", action_points:1, arena:Arena,
                       hand:["Head Jab (red) [hj]"]},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    M = _{player:"alice", action:"play", card:"hj", from:"hand", pitch:[], discard:[]},
    next_events(flesh_and_blood, S0, M, S, Events).

%   Head Jab (3 power) undefended in the reaction step, bob's arena
%   given; bob passes and the damage is dealt.
damage_dealt(Arena, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Prism", life:20, arena:Arena}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_merciful).

test(modelled) :-
    modelled("Merciful Retribution").

test(one_runechant_triggers) :-
    runes_played(["Runechant [r1]"], S, Events),
    assertion(has_event(Events, merciful_triggers)),
    assertion(get_dict(choice, S.pending, "arcane_target_hero")),
    assertion(S.pending.amount == 1),
    effect_kinds(S, Ks),
    assertion(memberchk("merciful_soul", Ks)),
    %   alice targets her own hero: 1 damage to her, the token goes nowhere
    next_events(flesh_and_blood, S, _{player:"alice", action:"target", card:"prism"}, S2, Ev2),
    assertion(has_event(Ev2, merciful_not_to_soul)),
    once(( member(A0, S.players), A0.name == "alice" )),
    once(( member(A, S2.players), A.name == "alice" )),
    assertion(A.life =:= A0.life - 1),
    assertion(A.get(soul, []) == []),
    effect_kinds(S2, Ks2),
    assertion(\+ memberchk("merciful_soul", Ks2)).

test(two_runechants_undecided) :-
    runes_played(["Runechant [r1]", "Runechant [r2]"], S, Events),
    assertion(has_event(Events, merciful_undecided)),
    assertion(\+ has_event(Events, merciful_triggers)),
    effect_kinds(S, Ks),
    assertion(memberchk("merciful_undecided", Ks)),
    once(flesh_and_blood:depends_on_text(S, _{player:"alice", action:"pass"}, About, R)),
    assertion(About.name == "Merciful Retribution"),
    assertion(R = merciful_unresolved("mr")),
    assertion(once(flesh_and_blood:allowed_by_text(S, _{player:"bob", action:"pass"}, ['RC-001'], _, _))),
    assertion(flesh_and_blood:carried_for("bob", _{kind:"merciful_undecided", player:"alice", source:"mr"})).

test(no_runechant_no_trigger) :-
    runes_played([], S, Events),
    assertion(\+ has_event(Events, merciful_triggers)),
    assertion(\+ has_event(Events, merciful_undecided)),
    assertion(\+ flesh_and_blood:pending(S, _)).

%   A Ward aura destroyed inside the damage it prevents: undecided.
test(ward_aura_undecided) :-
    damage_dealt(["Merciful Retribution (yellow) [mr]", "Spectral Shield [ss]"], S, Events),
    assertion(has_event(Events, merciful_undecided)),
    effect_kinds(S, Ks),
    assertion(memberchk("merciful_undecided", Ks)).

%   Without Merciful Retribution the same damage leaves no effect.
test(ward_aura_alone) :-
    damage_dealt(["Spectral Shield [ss]"], S, Events),
    assertion(\+ has_event(Events, merciful_undecided)),
    effect_kinds(S, Ks),
    assertion(\+ memberchk("merciful_undecided", Ks)).

%   Two passes in the resolution step close the chain: the attack is
%   cleared to the graveyard, not destroyed (CR 8.5.4a).
test(chain_close_clears) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Prism", action_points:0,
                       arena:["Merciful Retribution (yellow) [mr]"]},
                     _{name:"bob", hero:"Rhinar", life:17}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    once(( member(A, S.players), A.name == "alice" )),
    assertion(once(( member(G, A.graveyard), get_dict(id, G, "a") ))),
    assertion(\+ flesh_and_blood:pending(S, _)),
    assertion(\+ has_event(Events, merciful_triggers)),
    assertion(\+ has_event(Events, merciful_undecided)).

:- end_tests(fab_merciful).
