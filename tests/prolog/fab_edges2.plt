/*  plunit tests of the Flesh and Blood edge cases fixed on the fab-edges2
    branch: a token weapon (Graphene Chelicera) is a token wherever a rule
    asks (token_card/1, cards.pl: CR 8.1.8, 8.1.8a, 3.0.12a).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_edges2.plt')" -g run_tests -t halt
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

:- begin_tests(fab_edges2_tokens).

test(token_weapon_is_a_token) :-
    flesh_and_blood:card_data("Graphene Chelicera", none, E),
    flesh_and_blood:token_card(E),
    flesh_and_blood:card_data("Harmonized Kodachi", none, K),
    \+ flesh_and_blood:token_card(K).

%   A token weapon is in no hero's card-pool: a new game never starts
%   with one (CR 8.1.8a: tokens exist only in the arena).
test(token_weapon_in_no_pool) :-
    flesh_and_blood:card_data("Arakni, Web of Deceit", none, Hero),
    \+ ( flesh_and_blood:pool_card(Hero, E), E.name == "Graphene Chelicera" ),
    once(( flesh_and_blood:pool_card(Hero, E1), E1.name == "Already Dead" )).

%   Hurl's dagger, a Graphene Chelicera, destroyed: it ceases to exist.
hurl(S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Hurl (red) [a-hurl]", controller:"alice", optional_cost:true}],
            players:[_{name:"alice", hero:"Arakni [a-ar]", action_points:0,
                       weapons:["Graphene Chelicera [a-gc]"]},
                     _{name:"bob", hero:"Kayo [b-kayo]"}]}, S).

test(hurled_token_dagger_ceases_to_exist) :-
    hurl(S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"target", card:"b-kayo"}, S, Es),
    player_named(S, "alice", P),
    P.weapons == [],
    P.graveyard == [],
    once(( member(E, Es), E = event(_, dagger_destroyed, F), F.to == "nowhere" )).

:- end_tests(fab_edges2_tokens).

:- begin_tests(fab_edges2_controlled_choices).

%   Twin Twisters' mode choice (FAB-666), written by hand without its
%   controller: its player controls it (one list, own_controlled_choice/1,
%   read by setup.pl's default and by FAB-120 alike), so the position is
%   valid.  Before, setup.pl's copy of the list lacked "mode": the
%   controller became bob and FAB-120 refused the position.
twisters(Pending, S) :-
    short(_{priority:"alice",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Twin Twisters (red) [a-tt]", controller:"alice"}],
            pending:Pending,
            players:[_{name:"alice", hero:"Benji, the Piercing Wind", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(own_choice_default_controller) :-
    twisters(_{choice:"mode", player:"alice", source:"Twin Twisters (red) [a-tt]"}, S),
    S.pending.controller == "alice",
    state_errors(flesh_and_blood, S, []).

test(own_choice_other_controller_refused) :-
    twisters(_{choice:"mode", player:"alice", controller:"bob", source:"Twin Twisters (red) [a-tt]"}, S),
    state_errors(flesh_and_blood, S, Errors),
    Errors \== [].

%   Both sites read one list: every choice FAB-120 holds to its player is
%   one pending_choice/5 gives its player by default.
test(one_list) :-
    forall(flesh_and_blood:own_controlled_choice(C),
           ( flesh_and_blood:pending_choice(_{choice:C, player:"alice"},
                                            [_{name:"alice"}, _{name:"bob"}], Pd, [], _),
             Pd.controller == "alice" )).

:- end_tests(fab_edges2_controlled_choices).

:- begin_tests(fab_edges2_layer_fails).

%   Skittering Sands (go again) waits on the stack targeting an ash of
%   alice's; bob passes and it resolves (FAB-984), or, the ash gone, fails
%   to resolve (FAB-1540): no transform, no action point, to the graveyard.
sands(Arena, S, Es) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Skittering Sands (red) [a-ss]", controller:"alice", target:"a-ash"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es).

test(target_there_resolves_with_go_again, AP-Gy == 1-["a-ss"]) :-
    sands([_{id:"a-ash", name:"Ash"}], S, Es),
    \+ memberchk(event('FAB-1540', _, _), Es),
    player_named(S, "alice", P),
    AP = P.action_points,
    maplist(flesh_and_blood:card_id, P.graveyard, Gy).

test(target_gone_fails_without_go_again, AP-Gy-Arena == 0-["a-ss"]-[]) :-
    sands([], S, Es),
    memberchk(event('FAB-1540', layer_failed, F), Es),
    F.layer == "card",
    \+ memberchk(event('FAB-309', _, _), Es),
    player_named(S, "alice", P),
    AP = P.action_points,
    maplist(flesh_and_blood:card_id, P.graveyard, Gy),
    Arena = P.arena,
    S.priority == "alice".

:- end_tests(fab_edges2_layer_fails).

:- begin_tests(fab_edges2_snap_shot).

%   Snap Shot's effect waits for alice; the stack is empty, the chain
%   closed, she has an action point: Red Liner's action ability is
%   activated as though it were an instant, or as an action (as_action),
%   as she chooses (FAB-1541); each is a legal move.
snap(AP, S) :-
    short(_{effects:[_{kind:"bows_again_as_instant", player:"alice", source:"a-ss"}],
            players:[_{name:"alice", hero:"Lexi", action_points:AP, resource_points:1,
                       weapons:["Red Liner [a-bow]"], graveyard:["Snap Shot (red) [a-ss]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

bow_moves(S, Ms) :-
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "activate", M.card == "a-bow" ), Ms).

test(both_listed, N == 2) :-
    snap(1, S),
    bow_moves(S, Ms),
    length(Ms, N),
    once(( member(M, Ms), get_dict(as_action, M, true) )).

test(as_action_spends_the_action_point, AP == 0) :-
    snap(1, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-bow", ability:0, pitch:[], as_action:true}, S),
    player_named(S, "alice", P), AP = P.action_points.

test(no_action_point_instant_only, Ms == [false]) :-
    snap(0, S),
    bow_moves(S, Ms0),
    maplist([M, A]>>( get_dict(as_action, M, A) -> true ; A = false ), Ms0, Ms).

:- end_tests(fab_edges2_snap_shot).
