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

:- begin_tests(fab_katsu).

%   Alice's Head Jab hits (bob passes the reaction step).
katsu_hit(Hero, Attack, Alice, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[Alice.put(_{name:"alice", hero:Hero, action_points:1}),
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

alice_cards(S, Zone, Ids) :-
    member(P, S.players), P.name == "alice", !,
    ids(P.get(Zone), Ids).

test(asks_the_discard, Choice == "discard_to_search") :-
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]"]}, S),
    Choice = S.pending.choice.
test(the_wanderer_too, Choice == "discard_to_search") :-
    katsu_hit("Katsu, the Wanderer", "Head Jab (red) [jab]",
              _{hand:["Head Jab (blue) [zero]"], deck:["Open the Center (red) [open]"]}, S0),
    S = S0, Choice = S.pending.choice.
test(a_weapon_hit_does_not, [fail]) :-
    katsu_hit("Katsu", "Harmonized Kodachi [kod]", _{hand:["Head Jab (blue) [zero]"]}, S),
    flesh_and_blood:pending(S, _).
test(no_card_with_cost_zero, Kinds == ["damage_dealt_by", "hit_search_used"]) :-   % the unknown card could be Second Strike (FAB-1079)
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Blackout Kick (red) [kick]", "?"]}, S),
    \+ flesh_and_blood:pending(S, _),
    maplist([E, K]>>get_dict(kind, E, K), S.effects, Kinds).
test(once_a_turn, [fail]) :-
    short(_{passes:1, priority:"bob", effects:[_{kind:"hit_search_used", source:"k"}],
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [jab]"}]},
            players:[_{name:"alice", hero:"Katsu [k]", action_points:1, hand:["Head Jab (blue) [zero]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:pending(S, _).
test(hidden_it_is_not_read, [fail]) :-
    katsu_hit(_{name:"Katsu", text_read:false}, "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]"]}, S),
    flesh_and_blood:pending(S, _).
test(discard_then_search, Choice-Gy == "search_combo"-["zero"]) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]"]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"zero"}, S),
    Choice = S.pending.choice,
    alice_cards(S, graveyard, Gy).
test(only_a_card_with_cost_zero, Ids == ['FAB-567']) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]", "Blackout Kick (red) [kick]"]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"kick"}, Ids).
test(found_banished_playable, Ban-Deck-Unknown == ["open"]-["steel"]-true) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]",
              _{hand:["Head Jab (blue) [zero]"], deck:["Sharpen Steel (red) [steel]", "Open the Center (red) [open]"]}, S0),
    moves(S0, [_{player:"alice", action:"discard", card:"zero"},
               _{player:"alice", action:"search", card:"open"}], S),
    alice_cards(S, banished, Ban), alice_cards(S, deck, Deck),
    once(( member(P, S.players), P.name == "alice" )),
    (   forall(member(C, P.deck), get_dict(unknown, C, true)) -> Unknown = true ; Unknown = false ),
    assertion(flesh_and_blood:may_play_banished(S, "alice", "open")).
test(no_combo_no_find, Ids == ['FAB-568']) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]",
              _{hand:["Head Jab (blue) [zero]"], deck:["Sharpen Steel (red) [steel]"]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"zero"}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"search", card:"steel"}, Ids).
test(an_unknown_card_is_not_found, Ids == ['FAB-568']) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]"], deck:["?"]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"discard", card:"zero"}, S),
    once(( member(P, S.players), P.name == "alice" )), P.deck = [Top|_], get_dict(id, Top, TopId),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"search", card:TopId}, Ids).
test(failing_to_find, Ban == []) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]",
              _{hand:["Head Jab (blue) [zero]"], deck:["Open the Center (red) [open]"]}, S0),
    moves(S0, [_{player:"alice", action:"discard", card:"zero"},
               _{player:"alice", action:"search"}], S),
    alice_cards(S, banished, Ban).
test(decline_nothing, Hand == ["zero"]) :-
    katsu_hit("Katsu", "Head Jab (red) [jab]", _{hand:["Head Jab (blue) [zero]"]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    alice_cards(S, hand, Hand).
test(play_only_what_it_found, Ids == ['FAB-569']) :-
    short(_{effects:[_{kind:"may_play_banished", card:"open", source:"k"}],
            players:[_{name:"alice", hero:"Katsu [k]", action_points:1, resource_points:4,
                       banished:["Open the Center (red) [open]", "Leg Tap (red) [tap]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    assertion(legal_move(flesh_and_blood, S, _{player:"alice", action:"play", card:"open", from:"banished", pitch:[], discard:[]})),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"tap", from:"banished", pitch:[], discard:[]}, Ids).
test(katsu_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Katsu"}).

:- end_tests(fab_katsu).

:- begin_tests(fab_katsu_and_gustwave).

%   Whelming Gustwave (after Surging Strike: "If this hits, draw a card")
%   hits, the first attack action card of alice's to hit this turn.
gust(Deck, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Surging Strike (red) [surge]"},
                                            _{attack:"Whelming Gustwave (red) [gust]"}]},
            players:[_{name:"alice", hero:"Katsu [k]", action_points:1,
                       hand:["Head Jab (blue) [zero]"], deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(a_known_top_card_asks_the_order, Choice-Ids == "hit_order"-["gust", "k"]) :-
    gust(["Sharpen Steel (red) [steel]"], S),
    Choice = S.pending.choice, Ids = S.pending.cards.
test(an_unknown_top_card_draws_first, Choice == "discard_to_search") :-
    gust(["?"], S),
    Choice = S.pending.choice,
    once(( member(P, S.players), P.name == "alice" )),
    length(P.hand, N), assertion(N == 2).
test(the_two_orders, N == 2) :-
    gust(["Sharpen Steel (red) [steel]"], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "first") ), N).
test(katsu_first_then_the_draw, Hand == ["zero", "steel"]) :-
    gust(["Sharpen Steel (red) [steel]"], S0),
    moves(S0, [_{player:"alice", action:"first", card:"k"}, _{player:"alice", action:"decline"}], S),
    once(( member(P, S.players), P.name == "alice" )),
    ids(P.hand, Hand).

:- end_tests(fab_katsu_and_gustwave).
