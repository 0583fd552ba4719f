/*  plunit tests of macros and Sanctuary of Aria, read in
    rules.pl/flesh-and-blood/card_texts_macro.pl (FAB-1326 ... FAB-1328).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_macro.plt')" -g run_tests -t halt
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

moves(S0, Ms, S) :-
    foldl([M, T0, T]>>once(next_state(flesh_and_blood, T0, M, T)), Ms, S0, S).

error_rules(S, Rules) :-
    state_errors(flesh_and_blood, S, Es),
    findall(R, ( member(E, Es), get_dict(rule, E, R0), atom_string(R, R0) ), Rules0),
    sort(Rules0, Rules).

%   Alice's Hocus Pocus (3 power) attacks bob, undefended; bob's arena
%   holds Sanctuary of Aria and he has 2 resource points.
attacked(S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea [a-hero]", action_points:0},
                     _{name:"bob", hero:"Rhinar [b-hero]", resource_points:2,
                       arena:["Sanctuary of Aria [b-sa]"]}]}, S).

activate(_{player:"bob", action:"activate", card:"b-sa", ability:0, pitch:[]}).

:- begin_tests(fab_macro).

test(macro_in_arena_valid, Rules == []) :-
    attacked(S),
    error_rules(S, Rules).

test(macro_not_a_deck_card, N == 40) :-
    attacked(S),
    player_named(S, "bob", P),
    flesh_and_blood:deck_card_count(S, P, N).

test(macro_in_hand_invalid, Rules == ['FAB-1328']) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", hand:["Sanctuary of Aria [a-sa]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    error_rules(S, Rules).

test(sanctuary_text_read) :-
    flesh_and_blood:text_read_card(_{name:"Sanctuary of Aria"}).

test(resolves_into_source_choice, N-Who-Choice == 1-"bob"-"source_oasis_from") :-
    attacked(S0), activate(A),
    moves(S0, [A, _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}], S),
    get_dict(pending, S, Pd),
    get_dict(amount, Pd, N), get_dict(damaged_player, Pd, Who), get_dict(choice, Pd, Choice).

test(shield_for_chosen_source, Life == 18) :-
    attacked(S0), activate(A),
    moves(S0, [A, _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"},
               _{player:"bob", action:"target", card:"a-hp"},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    player_named(S, "bob", P),
    Life = P.life.

test(shield_of_other_source_no_use, Life == 17) :-
    attacked(S0), activate(A),
    moves(S0, [A, _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"},
               _{player:"bob", action:"target", card:"a-hero"},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    player_named(S, "bob", P),
    Life = P.life.

test(no_life_gain_asked, [fail]) :-
    attacked(S0), activate(A),
    moves(S0, [A, _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"},
               _{player:"bob", action:"target", card:"a-hp"}], S),
    get_dict(pending, S, Pd), Pd \== null,
    Pd.choice == "source_oasis_gain".

test(ceases_at_end_phase, Arena-Graveyard == []-[]) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:["Sanctuary of Aria [b-sa]"]}]}, S0),
    moves(S0, [_{player:"bob", action:"pass"}], S),
    player_named(S, "bob", P),
    Arena = P.arena,
    Graveyard = P.graveyard.

:- end_tests(fab_macro).
