/*  plunit tests of the Kayo Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_kayo.pl): Down But Not
    Out (FAB-685), Knucklehead (FAB-686), Back Heel Kick (FAB-687), Wild
    Ride and Mini Meataxe (FAB-688, FAB-682), Rally the Rearguard
    (FAB-690), Rising Power (FAB-691).
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
test(down_but_not_out_counts_equipment_defending_the_chain, B0 == 3) :-
    %   bob's helm defended alice's first link and is on the chain, still
    %   his: alice's 0 equipment and tokens to his 1
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[_{attack:"Head Jab (red) [a-jab]", damage:0,
                                           defending:["Ironrot Helm [b-helm]"]}]},
            stack:[_{kind:"card", card:"Down But Not Out (red) [a-dbno]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, life:10},
                     _{name:"bob", hero:"Rhinar", life:20}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
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


%   Knucklehead's layer waits on the stack; bob passes: the state after.
knucklehead_resolved(S) :-
    short(_{turn:2, passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"a-head", controller:"alice", ability:0, type:"action",
                     effect:"other", go_again:false}],
            players:[_{name:"alice", hero:"Kayo [a-kayo]", action_points:0, hand:[],
                       graveyard:["Knucklehead [a-head]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(knucklehead_resolves_into_a_roll) :-
    knucklehead_resolved(S),
    S.pending.choice == "roll",
    S.pending.player == "alice",
    S.pending.sides == 6,
    S.pending.source.id == "a-head".
test(knucklehead_roll_sets_base_intellect, [K, W, N, By] == ["base_intellect", "alice", 3, "a-head"]) :-
    knucklehead_resolved(S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"roll", result:3}, S),
    \+ get_dict(pending, S, _),
    [E] = S.effects,
    _{kind:K, player:W, amount:N, source:By} :< E,
    member(P, S.players), P.name == "alice", !,
    P.resource_points =:= 0.
test(knucklehead_rolls_six_results, Rs == [1, 2, 3, 4, 5, 6]) :-
    knucklehead_resolved(S),
    findall(R, ( legal_move(flesh_and_blood, S, M), M.action == "roll", R = M.result ), Rs0),
    msort(Rs0, Rs).
test(knucklehead_base_intellect_with_helm_bonus, Int-N == 3-3) :-
    short(_{turn:2, phase:"end",
            effects:[_{kind:"base_intellect", player:"alice", amount:2, source:"a-head"},
                     _{kind:"intellect", player:"alice", amount:1, source:"a-helm"}],
            players:[_{name:"alice", hero:"Kayo [a-kayo]", action_points:0, hand:[],
                       graveyard:["Knucklehead [a-head]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    member(P, S.players), P.name == "alice", !,
    flesh_and_blood:draw_up_count(S, P, Int, N).
test(knucklehead_other_players_roll_changes_nothing, Int == 4) :-
    short(_{turn:2, phase:"end",
            effects:[_{kind:"base_intellect", player:"bob", amount:2, source:"b-head"}],
            players:[_{name:"alice", hero:"Kayo [a-kayo]", action_points:0, hand:[]},
                     _{name:"bob", hero:"Kayo [b-kayo]", graveyard:["Knucklehead [b-head]"]}]}, S),
    member(P, S.players), P.name == "alice", !,
    flesh_and_blood:draw_up_count(S, P, Int, _).
test(barkbone_roll_still_gives_resources, RP == 2) :-
    short(_{pending:_{choice:"roll", player:"alice", sides:6, source:"Barkbone Strapping [a-chest]"},
            players:[_{name:"alice", hero:"Rhinar", graveyard:["Barkbone Strapping [a-chest]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"roll", result:5}, S),
    member(P, S.players), P.name == "alice", !,
    RP = P.resource_points.
test(knucklehead_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Knucklehead"}).


%   Back Heel Kick (blue, base power 1) waits on the stack after a link
%   whose attack is Prev, with Effects waiting: its link as it opens.
bhk_opened(Prev, BHK, Effects, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Prev},
            stack:[_{kind:"card", card:BHK, controller:"alice"}],
            effects:Effects,
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

tt([_{attack:"Twin Twisters (red) [a-tt]", damage:3}]).
plus_one(Src, _{kind:"next_attack_power", player:"alice", amount:1, source:Src}).

test(back_heel_kick_each_gain_plus_one, B == 4) :-
    tt(Prev), plus_one("a-tt", E1), plus_one("a-might", E2),
    bhk_opened(Prev, "Back Heel Kick (blue) [a-bhk]", [E1, E2], L),
    bonus(L, B).
test(back_heel_kick_a_loss_is_no_gain, B == 1) :-
    tt(Prev), plus_one("a-tt", E1),
    bhk_opened(Prev, "Back Heel Kick (blue) [a-bhk]",
               [E1, _{kind:"next_attack_power", player:"alice", amount: -1, source:"a-gi", attack_action_card:true}], L),
    bonus(L, B).
test(back_heel_kick_no_gain_nothing_more, B == 0) :-
    tt(Prev),
    bhk_opened(Prev, "Back Heel Kick (blue) [a-bhk]", [], L),
    bonus(L, B).
test(back_heel_kick_after_another_attack, B == 1) :-
    plus_one("a-tt", E1),
    bhk_opened([_{attack:"Head Jab (red) [a-jab]", damage:3}], "Back Heel Kick (blue) [a-bhk]", [E1], L),
    bonus(L, B).
test(back_heel_kick_first_link, B == 1) :-
    plus_one("a-tt", E1),
    bhk_opened([], "Back Heel Kick (blue) [a-bhk]", [E1], L),
    bonus(L, B).
test(back_heel_kick_unread, B == 1) :-
    tt(Prev), plus_one("a-tt", E1),
    bhk_opened(Prev, _{id:"a-bhk", name:"Back Heel Kick", color:"blue", text_read:false}, [E1], L),
    bonus(L, B).
test(back_heel_kick_after_a_gained_name, B == 2) :-
    plus_one("a-tt", E1),
    bhk_opened([_{attack:"Head Jab (red) [a-jab]", damage:3, gained_names:["Twin Twisters"]}],
               "Back Heel Kick (blue) [a-bhk]", [E1], L),
    bonus(L, B).
test(back_heel_kick_razor_reflex_plus_one, B == 4) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction",
                    links:[_{attack:"Twin Twisters (red) [a-tt]", damage:3},
                           _{attack:"Back Heel Kick (blue) [a-bhk]", defending:[]}]},
            stack:[_{card:"Razor Reflex (red) [a-razor]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    bonus(L, B).
test(back_heel_kick_gain_replaced_only_for_gains, Ns == [5, 0, -1]) :-
    short(_{chain:_{step:"reaction",
                    links:[_{attack:"Twin Twisters (red) [a-tt]", damage:3},
                           _{attack:"Back Heel Kick (blue) [a-bhk]"}]},
            players:[_{name:"alice", hero:"Rhinar"}, _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L),
    findall(N1, ( member(N, [4, 0, -1]), flesh_and_blood:gain_replaced(S, L, N, N1) ), Ns).
test(back_heel_kick_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Back Heel Kick", color:"red"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Back Heel Kick", color:"yellow"}).


%   Alice's Wild Ride (or another attack) Card waits on the stack, her
%   hand Hand and deck Deck; bob passes: the state after.
attacked_with(Card, Hand, Deck, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, hand:Hand, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

alice(S, P) :-
    member(P, S.players), P.name == "alice", !.

test(wild_ride_draws_then_waits) :-
    attacked_with("Wild Ride (yellow) [a-wr]", [], ["Bare Fangs (red) [d1]", 38], S),
    S.pending.choice == "random_discard",
    S.pending.source.id == "a-wr",
    alice(S, P),
    maplist([C, Id]>>get_dict(id, C, Id), P.hand, ["d1"]).
test(wild_ride_empty_deck_empty_hand_waits_for_nothing) :-
    attacked_with("Wild Ride (yellow) [a-wr]", [], [], S),
    \+ get_dict(pending, S, _).
test(wild_ride_go_again_for_six_power, G == true) :-
    attacked_with("Wild Ride (blue) [a-wr]", ["Head Jab (red) [a-jab]"], ["Bare Fangs (red) [d1]", 37], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"d1"}, S),
    last(S.chain.links, L),
    G = L.go_again.
test(wild_ride_no_go_again_for_less, G == false) :-
    attacked_with("Wild Ride (blue) [a-wr]", ["Head Jab (red) [a-jab]"], ["Bare Fangs (red) [d1]", 37], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"a-jab"}, S),
    \+ get_dict(pending, S, _),
    last(S.chain.links, L),
    G = L.go_again.
test(wild_ride_unread_draws_nothing) :-
    attacked_with(_{id:"a-wr", name:"Wild Ride", color:"red", text_read:false}, [],
                  ["Bare Fangs (red) [d1]", 38], S),
    \+ get_dict(pending, S, _),
    alice(S, P),
    P.hand == [].
test(random_discard_offers_known_cards_only, Ids == ["a-jab"]) :-
    attacked_with("Wild Ride (red) [a-wr]", ["Head Jab (red) [a-jab]"], [38], S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "discard", Id = M.card ), Ids).
test(random_discard_unknown_card_is_refused, Ids == ['FAB-682']) :-
    attacked_with("Wild Ride (red) [a-wr]", ["Head Jab (red) [a-jab]"], [38], S),
    alice(S, P),
    last(P.hand, U), get_dict(id, U, UId),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:UId}, Ids).
test(random_discard_answers_only_its_choice, Ids == ['FAB-682']) :-
    attacked_with("Wild Ride (red) [a-wr]", ["Head Jab (red) [a-jab]"], ["Bare Fangs (red) [d1]", 37], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"zz"}, Ids).
test(wild_ride_and_mini_meataxe_are_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Wild Ride", color:"red"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Wild Ride", color:"yellow"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Mini Meataxe"}).


%   Rally the Rearguard (red) defends Head Jab; bob, with Hand, has
%   priority in the reaction step.
rally(Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]",
                                              defending:["Rally the Rearguard (red) [b-rr]"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand}]}, S).

rally_move(Ds, _{player:"bob", action:"activate", card:"b-rr", ability:0, pitch:[], discard:Ds}).

test(rally_offers_one_move_per_card_of_hand, Ds == [["b-jab"], ["b-tap"]]) :-
    rally(["Head Jab (blue) [b-jab]", "Leg Tap (red) [b-tap]"], S),
    findall(D, ( legal_move(flesh_and_blood, S, M), M.action == "activate", D = M.discard ), Ds0),
    msort(Ds0, Ds).
test(rally_with_an_empty_hand_is_not_offered, Ms == []) :-
    rally([], S),
    findall(M, ( legal_move(flesh_and_blood, S, M), M.action == "activate" ), Ms).
test(rally_two_discards_refused, Ids == ['FAB-690']) :-
    rally(["Head Jab (blue) [b-jab]", "Leg Tap (red) [b-tap]"], S),
    rally_move(["b-jab", "b-tap"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(rally_in_hand_has_no_ability_to_activate, Ids == ['FAB-401']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Rally the Rearguard (red) [a-rr]", "Head Jab (blue) [a-jab]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"a-rr", ability:0, pitch:[],
                                        discard:["a-jab"]}, Ids0),
    include(==('FAB-401'), Ids0, Ids).
test(rally_resolves_plus_three, B == 3) :-
    rally(["Head Jab (blue) [b-jab]"], S0),
    rally_move(["b-jab"], M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S),
    [L] = S.chain.links,
    B = L.defense_bonus.
test(rally_gone_from_the_chain_gets_nothing) :-
    rally([], S0),
    S1 = S0.put(stack, [_{kind:"ability", source:"b-rr", controller:"bob", ability:0, type:"instant",
                          effect:"other", go_again:false}]),
    Chain0 = S1.chain, [L0] = Chain0.links,
    S2 = S1.put(chain, Chain0.put(links, [L0.put(defending, [])])),
    phrase(flesh_and_blood:ability_reading_resolved(ability_defending_defense(3), S2, "bob", "b-rr", S), _),
    [L] = S.chain.links,
    \+ get_dict(defense_bonus, L, _).
test(rally_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Rally the Rearguard", color:"red"}),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Rally the Rearguard", color:"yellow"}).


%   Rising Power (red) waits on the stack with Effects: its link opened.
rising(Effects, Card, L) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(rising_power_no_draw, B == 0) :-
    rising([], "Rising Power (red) [a-rp]", L), bonus(L, B).
test(rising_power_after_a_draw, B == 1) :-
    rising([_{kind:"card_drawn", player:"alice"}], "Rising Power (red) [a-rp]", L), bonus(L, B).
test(rising_power_after_the_other_players_draw, B == 0) :-
    rising([_{kind:"card_drawn", player:"bob"}], "Rising Power (red) [a-rp]", L), bonus(L, B).
test(rising_power_unread, B == 0) :-
    rising([_{kind:"card_drawn", player:"alice"}],
           _{id:"a-rp", name:"Rising Power", color:"red", text_read:false}, L), bonus(L, B).
test(a_draw_is_recorded_once_and_rising_power_gains_once, [K, W, B] == ["card_drawn", "alice", 1]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Rising Power (red) [a-rp]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:draw_cards("alice", 1, "x", S0, S1), _),
    phrase(flesh_and_blood:draw_cards("alice", 1, "x", S1, S), _),
    [E] = S.effects, K = E.kind, W = E.player,
    [L] = S.chain.links, bonus(L, B).
test(a_draw_of_nothing_is_no_draw) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", deck:[]}, _{name:"bob", hero:"Rhinar"}]}, S0),
    phrase(flesh_and_blood:draw_cards("alice", 1, "x", S0, S), _),
    \+ flesh_and_blood:drew_this_turn(S, "alice").
test(rising_power_is_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Rising Power", color:"red"}).

test(rally_the_rearguard_hidden_activation_is_unknown_not_illegal) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]",
                                              defending:[_{id:"b-rr", name:"Rally the Rearguard", color:"red", text_read:false}]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["Head Jab (red) [b-jab]"]}]}, S),
    flesh_and_blood:activation_text(S, _{player:"bob", action:"activate", card:"b-rr", ability:0, pitch:[],
                                         discard:["b-jab"]}, _, _).

:- end_tests(fab_kayo).
