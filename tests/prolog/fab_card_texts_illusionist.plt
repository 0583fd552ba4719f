/*  plunit tests of the Illusionist auras' card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_illusionist.pl): a Ward
    permanent leaving the arena (FAB-1440), Waning Vengeance (FAB-1441).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_illusionist.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

%   Head Jab (3 power) undefended in the reaction step, bob's arena and
%   pitch zone given; bob passes and the damage is dealt.
damage_dealt(Arena, Pitch, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena, pitch:Pitch}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

bob(S, P) :-
    member(P, S.players), P.name == "bob".

arena_names(P, Ns) :-
    findall(N, ( member(C, P.arena), get_dict(name, C, N) ), Ns).

%   alice activates Bloodtorn Bodice, destroying her aura wv; her pitch
%   zone is Pitch.
bodice_used(Pitch, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       equipment:["Bloodtorn Bodice [bb]"],
                       arena:["Waning Vengeance (yellow) [wv]"], pitch:Pitch},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"bb", ability:0,
                                       pitch:[], destroy:["wv"]}, S, Events).

%   An event of Events holds Kind (compared with ==: sub_term/2 unifies,
%   and an event's dict has a variable tag, which any Kind would match).
has_event(Events, Kind) :-
    member(E, Events),
    sub_term(X, E), X == Kind, !.

:- begin_tests(fab_illusionist_waning_vengeance).

test(modelled) :-
    modelled("Waning Vengeance").

test(ward_blue_token) :-
    damage_dealt(["Waning Vengeance (red) [wv]"], ["Sigil of Solace (blue) [p]"], S, Events),
    bob(S, P),
    assertion(P.life == 20),
    arena_names(P, Ns),
    assertion(Ns == ["Spectral Shield"]),
    assertion(has_event(Events, illus_left_arena_blue_token)).

test(ward_no_blue_nothing) :-
    damage_dealt(["Waning Vengeance (red) [wv]"], ["Sigil of Solace (red) [p]"], S, Events),
    bob(S, P),
    assertion(P.life == 20),
    assertion(P.arena == []),
    assertion(has_event(Events, illus_left_arena_no_blue)).

test(token_not_a_ward_of_the_same_damage) :-
    damage_dealt(["Waning Vengeance (blue) [wv]"], ["Sigil of Solace (blue) [p]"], S, _),
    bob(S, P),
    assertion(P.life == 18),
    arena_names(P, Ns),
    assertion(Ns == ["Spectral Shield"]).

test(other_ward_aura_no_token) :-
    damage_dealt(["Spectral Shield [sh]"], ["Sigil of Solace (blue) [p]"], S, _),
    bob(S, P),
    assertion(P.life == 18),
    assertion(P.arena == []).

test(bodice_cost_blue_token) :-
    bodice_used(["Sigil of Solace (blue) [p]"], S, Events),
    S.players = [A|_],
    arena_names(A, Ns),
    assertion(Ns == ["Spectral Shield"]),
    assertion(has_event(Events, illus_left_arena_blue_token)).

test(bodice_cost_no_blue) :-
    bodice_used([], S, Events),
    S.players = [A|_],
    assertion(A.arena == []),
    assertion(has_event(Events, illus_left_arena_no_blue)).

:- end_tests(fab_illusionist_waning_vengeance).

:- begin_tests(fab_illusionist_haze_shelter).

ward_x(Haze, Pitch, X) :-
    short(_{players:[_{name:"alice", hero:"Rhinar"},
                     _{name:"bob", hero:"Rhinar", arena:[Haze], pitch:Pitch}]}, S),
    flesh_and_blood:ward_prevention(S, "bob", _, X).

test(modelled) :-
    modelled("Haze Shelter").

test(blue_pitched, [forall(member(C-X, ["red"-4, "yellow"-3, "blue"-2]))]) :-
    format(string(H), "Haze Shelter (~w) [hs]", [C]),
    ward_x(H, ["Sigil of Solace (blue) [p]"], X0),
    assertion(X0 == X).

test(no_blue_pitched) :-
    ward_x("Haze Shelter (red) [hs]", ["Sigil of Solace (red) [p]"], X),
    assertion(X == 1).

test(damage_prevented) :-
    damage_dealt(["Haze Shelter (yellow) [hs]"], ["Sigil of Solace (blue) [p]"], S, _),
    bob(S, P),
    assertion(P.life == 20),
    assertion(P.arena == []).

:- end_tests(fab_illusionist_haze_shelter).

:- begin_tests(fab_illusionist_astral_etchings).

%   alice, with no action point, in the reaction step of her Head Jab:
%   her arena Arena, Astral Etchings (blue) in hand.
etchings(Arena, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, arena:Arena,
                       hand:["Astral Etchings (blue) [ae]", "Sigil of Solace (red) [p]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Spectral Shield [bss]"]}]}, S).

play(T, _{player:"alice", action:"play", card:"ae", from:"hand", pitch:["p"], discard:[], target:T}).

test(modelled) :-
    modelled("Astral Etchings").

test(as_instant_with_spectral_shield) :-
    etchings(["Spectral Shield [ss]"], S),
    play("ss", M),
    assertion(flesh_and_blood:illus_as_instant(S, M)),
    assertion(\+ flesh_and_blood:broken('FAB-306', S, M, _)),
    assertion(\+ flesh_and_blood:broken('FAB-307', S, M, _)).

test(action_without_spectral_shield) :-
    etchings(["Waning Vengeance (red) [wv]"], S),
    play("wv", M),
    assertion(\+ flesh_and_blood:illus_as_instant(S, M)),
    assertion(flesh_and_blood:broken('FAB-306', S, M, _)).

test(targets_own_ward_auras, [Ts == ["ss", "wv"]]) :-
    etchings(["Spectral Shield [ss]", "Waning Vengeance (red) [wv]", "Sigil of Solace (red) [x]"], S),
    findall(T, flesh_and_blood:legal_target(S, illus_ward_aura_of("ae"), T), Ts0),
    msort(Ts0, Ts).

test(opponents_aura_illegal) :-
    etchings(["Spectral Shield [ss]"], S),
    play("bss", M),
    assertion(flesh_and_blood:broken('FAB-622', S, M, _)).

test(no_action_point_spent) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, arena:["Spectral Shield [ss]"],
                       hand:["Astral Etchings (blue) [ae]", "Sigil of Solace (red) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    play("ss", M),
    next_events(flesh_and_blood, S0, M, S, Events),
    S.players = [A|_],
    assertion(A.action_points == 1),
    assertion(has_event(Events, illus_played_as_instant)).

%   "you may": played as an action (as_action), the action point is
%   spent and no event says it was played as an instant (FAB-1541); with
%   no Spectral Shield there is nothing to choose.
test(as_action_spends_the_action_point) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, arena:["Spectral Shield [ss]"],
                       hand:["Astral Etchings (blue) [ae]", "Sigil of Solace (red) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    play("ss", M0),
    M = M0.put(as_action, true),
    assertion(\+ flesh_and_blood:broken('FAB-1541', S0, M, _)),
    assertion(flesh_and_blood:as_action_choice(S0, M0, M)),
    next_events(flesh_and_blood, S0, M, S, Events),
    S.players = [A|_],
    assertion(A.action_points == 0),
    assertion(\+ has_event(Events, illus_played_as_instant)).

test(as_action_without_spectral_shield_breaks) :-
    etchings(["Waning Vengeance (red) [wv]"], S),
    play("wv", M0),
    assertion(flesh_and_blood:broken('FAB-1541', S, M0.put(as_action, true), _)),
    assertion(\+ flesh_and_blood:as_action_choice(S, M0, M0.put(as_action, true))).

:- end_tests(fab_illusionist_astral_etchings).
