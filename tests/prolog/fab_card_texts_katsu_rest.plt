/*  plunit tests of the rest of the Katsu Hero Deck's card texts Flesh and
    Blood reads (rules.pl/flesh-and-blood/card_texts_katsu_rest.pl): Flic
    Flak (FAB-560).  Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_katsu_rest.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

moves(S0, Ms, S) :-
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B), Ms, S0, S).

:- begin_tests(fab_flic_flak).

%   Flic Flak's effect waits for bob, in the defend step of alice's Leg Tap.
waiting(Hand, S) :-
    short(_{effects:[_{kind:"next_card_defended_combo", amount:2, source:"flic"}],
            chain:_{step:"defend",
                    links:[_{attack:"Head Jab (red) [j1]", defending:["Flic Flak (blue) [flic]"], damage:1},
                           _{attack:"Leg Tap (red) [tap]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0},
                     _{name:"bob", hero:"Katsu", hand:Hand}]}, S).

link_bonus(S, B) :-
    last(S.chain.links, L),
    (   get_dict(defense_bonus, L, B0) -> B = B0 ; B = 0 ).

test(resolving_makes_the_effect, Kinds-Def == ["next_card_defended_combo"]-["flic"]) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [j1]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0},
                     _{name:"bob", hero:"Katsu", hand:["Flic Flak (blue) [flic]"]}]}, S0),
    moves(S0, [_{player:"bob", action:"play", card:"flic", from:"hand", pitch:[]},
               _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}], S),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds),
    last(S.chain.links, L), ids(L.defending, Def),
    link_bonus(S, B), assertion(B == 0).
test(a_combo_card_gains_two, B-Es == 2-[]) :-
    waiting(["Blackout Kick (red) [kick]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["kick"]}, S),
    link_bonus(S, B), Es = S.effects.
test(another_card_uses_it_up, B-Es == 0-[]) :-
    waiting(["Head Jab (blue) [jab]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["jab"]}, S),
    link_bonus(S, B), Es = S.effects.
test(the_first_declared_decides, Bs == [2, 0]) :-
    waiting(["Blackout Kick (red) [kick]", "Head Jab (blue) [jab]"], S0),
    findall(B, ( member(Ids, [["kick", "jab"], ["jab", "kick"]]),
                 next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Ids}, S),
                 link_bonus(S, B) ), Bs).
test(both_orders_offered, N == 2) :-
    waiting(["Blackout Kick (red) [kick]", "Head Jab (blue) [jab]"], S0),
    aggregate_all(count, ( legal_move(flesh_and_blood, S0, M), get_dict(cards, M, [_, _]) ), N).
test(one_order_without_the_effect, N == 1) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Leg Tap (red) [tap]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0},
                     _{name:"bob", hero:"Katsu", hand:["Blackout Kick (red) [kick]", "Head Jab (blue) [jab]"]}]}, S0),
    aggregate_all(count, ( legal_move(flesh_and_blood, S0, M), get_dict(cards, M, [_, _]) ), N).
test(two_effects_on_one_card, B == 4) :-
    waiting(["Blackout Kick (red) [kick]"], S0),
    flesh_and_blood:add_effect(S0, _{kind:"next_card_defended_combo", player:"bob", amount:2, source:"flic2"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"defend", cards:["kick"]}, S),
    link_bonus(S, B).
test(a_second_flic_flak_uses_up_the_first, Amounts == [2]) :-
    short(_{priority:"bob", passes:1,
            effects:[_{kind:"next_card_defended_combo", amount:2, source:"flic"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [j1]", defending:["Flic Flak (blue) [flic]"]}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0},
                     _{name:"bob", hero:"Katsu", hand:["Flic Flak (red) [flic2]"]}]}, S0),
    moves(S0, [_{player:"bob", action:"play", card:"flic2", from:"hand", pitch:[]},
               _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}], S),
    maplist([E, A]>>get_dict(amount, E, A), S.effects, Amounts),
    S.effects = [E1], assertion(E1.source == "flic2").
test(hidden_it_makes_no_effect, Es == []) :-
    short(_{priority:"bob", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [j1]"}]},
            players:[_{name:"alice", hero:"Katsu", action_points:0},
                     _{name:"bob", hero:"Katsu",
                       hand:[_{id:"flic", name:"Flic Flak", color:"blue", text_read:false}]}]}, S0),
    moves(S0, [_{player:"bob", action:"play", card:"flic", from:"hand", pitch:[]},
               _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}], S),
    Es = S.effects.
test(the_turn_players_effect_is_no_position, Rules == ['FAB-115']) :-
    short(_{effects:[_{kind:"next_card_defended_combo", player:"alice", amount:2, source:"flic"}],
            players:[_{name:"alice", hero:"Katsu"}, _{name:"bob", hero:"Katsu"}]}, S),
    state_errors(flesh_and_blood, S, Errors),
    findall(R, ( member(E, Errors), get_dict(rule, E, R) ), Rules0), sort(Rules0, Rules).
test(flic_flak_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Flic Flak", color:"blue"}).

:- end_tests(fab_flic_flak).
