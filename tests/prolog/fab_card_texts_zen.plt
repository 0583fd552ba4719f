/*  plunit tests of the Zen Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_zen.pl): Pouncing Qi and
    Qi Unleashed (FAB-1360), Companion of the Claw and Harmony of the
    Hunt (FAB-1361), Stride of Reprisal (FAB-1362).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_zen.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

hand_names(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(hand, P, Cs) -> true ; Cs = [] ),
    maplist([C, N]>>get_dict(name, C, N), Cs, Names).

%   Attack waits on the stack in the layer step after a chain link whose
%   attack is Before; bob passes and it becomes chain link 2.
opened_after(Before, Attack, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[_{attack:Before, damage:0}]},
            stack:[_{kind:"card", card:Attack, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

%   alice plays Attack (from her hand, pitching Pitch) as the chain's
%   first attack, both pass and it attacks.
attacked(Attack, Pitch, Hand, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:Attack, from:"hand", pitch:Pitch, discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_zen_combo).

test(modelled) :-
    forall(member(N, ["Pouncing Qi", "Qi Unleashed"]), modelled(N)).
test(pouncing_qi_after_tiger, B-G-Rs == 1-true-['FAB-1360']) :-
    opened_after("Crouching Tiger [t]", "Pouncing Qi (blue) [q]", S, Events),
    last(S.chain.links, L),
    B = L.power_bonus, G = L.go_again,
    findall(R, member(event(R, combo_applied, _), Events), Rs).
test(qi_unleashed_after_tiger, B == 4) :-
    opened_after("Crouching Tiger [t]", "Qi Unleashed (yellow) [q]", S, _),
    last(S.chain.links, L),
    B = L.power_bonus.
test(after_another_attack_nothing, Rs == []) :-
    opened_after("Head Jab (red) [h]", "Pouncing Qi (red) [q]", S, Events),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _),
    \+ get_dict(go_again, L, true),
    findall(R, member(event(R, combo_applied, _), Events), Rs).
test(unread_gains_nothing) :-
    opened_after("Crouching Tiger [t]", _{id:"q", name:"Qi Unleashed", color:"red", text_read:false}, S, _),
    last(S.chain.links, L),
    \+ get_dict(power_bonus, L, _).

:- end_tests(fab_zen_combo).

:- begin_tests(fab_zen_crouching_tiger_made).

test(modelled) :-
    forall(member(N, ["Companion of the Claw", "Harmony of the Hunt", "Stride of Reprisal"]), modelled(N)).
test(companion_after_blue, Names-Rs == ["Crouching Tiger"]-['FAB-1361']) :-
    attacked("c", ["p"], ["Companion of the Claw (red) [c]", "Sigil of Solace (blue) [p]"], S, Events),
    hand_names(S, "alice", Names),
    findall(R, member(event(R, zen_attack_created_in_hand, _), Events), Rs).
test(harmony_without_blue, Names-Rs == []-['FAB-1361']) :-
    attacked("h", ["p"], ["Harmony of the Hunt (red) [h]", "Sigil of Solace (red) [p]"], S, Events),
    hand_names(S, "alice", Names),
    findall(R, member(event(R, zen_attack_no_blue_pitched, _), Events), Rs).
test(blue_pitched_earlier_counts, Names == ["Crouching Tiger"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, resource_points:1,
                       pitch:["Sigil of Solace (blue) [p0]"],
                       hand:["Harmony of the Hunt (red) [h]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"h", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    hand_names(S, "alice", Names).
test(stride_defends, Names-Rs == ["Crouching Tiger"]-['FAB-1362']) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Stride of Reprisal [sr]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["sr"]}, S, Events),
    hand_names(S, "bob", Names),
    findall(R, member(event(R, zen_defend_created_in_hand, _), Events), Rs).
test(stride_not_defending_nothing, Names == []) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Stride of Reprisal [sr]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:[]}, S),
    hand_names(S, "bob", Names).

:- end_tests(fab_zen_crouching_tiger_made).
