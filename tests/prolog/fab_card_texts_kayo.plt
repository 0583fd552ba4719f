/*  plunit tests of the Kayo Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_kayo.pl): Down But Not
    Out (FAB-685).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_kayo.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's attack Card waits on the stack (a new chain); Alice and Bob
%   are the players' extra fields; bob passes and it opens its link: the
%   state after, and the link.
opened(Card, Alice, Bob, S, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0}.put(Alice),
                     _{name:"bob", hero:"Rhinar"}.put(Bob)]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

bonus(L, B) :-
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

behind(_{life:10}).
ahead(_{life:20, equipment:["Ironrot Helm [b-helm]"], arena:["Might [b-might]"]}).

%   The defend step of the link opened, Bob's hand Hand.
defend_state(Alice, Hand, S) :-
    ahead(Bob0),
    opened("Down But Not Out (red) [a-dbno]", Alice, Bob0.put(hand, Hand), S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

:- begin_tests(fab_kayo).

test(down_but_not_out_behind_gets_power_overpower_tokens) :-
    behind(A), ahead(B),
    opened("Down But Not Out (blue) [a-dbno]", A, B, _, L),
    bonus(L, 3),
    L.overpower_gained == true,
    L.hit_creates == ["Agility", "Might", "Vigor"].
test(down_but_not_out_as_much_life_gets_nothing, B0 == 0) :-
    ahead(B),
    opened("Down But Not Out (red) [a-dbno]", _{life:20}, B, _, L),
    bonus(L, B0),
    \+ get_dict(overpower_gained, L, _),
    \+ get_dict(hit_creates, L, _).
test(down_but_not_out_as_many_permanents_gets_nothing, B0 == 0) :-
    ahead(B),
    opened("Down But Not Out (red) [a-dbno]",
           _{life:10, equipment:["Ironrot Helm [a-helm]"], arena:["Agility [a-ag]"]}, B, _, L),
    bonus(L, B0).
test(down_but_not_out_counts_equipment_and_tokens_together, B0 == 3) :-
    %   one equipment to bob's none, but no token to bob's two: 1 < 2
    opened("Down But Not Out (red) [a-dbno]",
           _{life:10, equipment:["Ironrot Helm [a-helm]"]},
           _{life:20, arena:["Might [b-might]", "Vigor [b-vigor]"]}, _, L),
    bonus(L, B0).
test(down_but_not_out_unread_gets_nothing, B0 == 0) :-
    behind(A), ahead(B),
    opened(_{id:"a-dbno", name:"Down But Not Out", color:"red", text_read:false}, A, B, _, L),
    bonus(L, B0),
    \+ get_dict(overpower_gained, L, _).
test(down_but_not_out_overpower_refuses_two_action_cards, Ids == ['FAB-509']) :-
    behind(A),
    defend_state(A, ["Wounding Blow (red) [b-wb]", "Wounding Blow (yellow) [b-wb2]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-wb", "b-wb2"]}, Ids).
test(down_but_not_out_overpower_allows_one_with_equipment) :-
    behind(A),
    defend_state(A, ["Wounding Blow (red) [b-wb]", "Wounding Blow (yellow) [b-wb2]"], S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-wb", "b-helm"]}), !.
test(down_but_not_out_without_the_condition_two_action_cards_defend) :-
    defend_state(_{life:30}, ["Wounding Blow (red) [b-wb]", "Wounding Blow (yellow) [b-wb2]"], S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-wb", "b-wb2"]}), !.
test(down_but_not_out_hit_creates_three_tokens, Names == ["Agility", "Might", "Vigor"]) :-
    behind(A),
    defend_state(A, [], S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"defend", cards:[]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    findall(N, ( member(C, P.arena), get_dict(name, C, N) ), Names).
test(down_but_not_out_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Down But Not Out", color:"red"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Down But Not Out", color:"blue"}).

:- end_tests(fab_kayo).
