/*  plunit tests of the Fai Blitz Deck's card texts Flesh and Blood reads
    (rules.pl/flesh-and-blood/card_texts_fai.pl): Cinderskin Devotion,
    Lava Vein Loyalty, Searing Emberblade (FAB-730), Phoenix Flame
    (FAB-731).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_fai.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Bob passes in the damage step of alice's chain Links (the last the
%   active one): alice's action points after the link resolves.
resolved_action_points(Links, AP) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:Links},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    AP = P.action_points.

%   Alice's attack Card waits on the stack over Links; bob passes and it
%   opens its link: the link's power bonus.
opened_bonus(Links, Card, B) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:1},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

:- begin_tests(fab_fai_blitz).

test(cinderskin_two_draconic_links_go_again, AP == 1) :-
    resolved_action_points([_{attack:"Phoenix Flame (red) [x]", damage:0},
                            _{attack:"Cinderskin Devotion (blue) [c]", damage:2}], AP).
test(cinderskin_alone_no_go_again, AP == 0) :-
    resolved_action_points([_{attack:"Cinderskin Devotion (red) [c]", damage:4}], AP).
test(lava_vein_after_non_draconic_no_go_again, AP == 0) :-
    resolved_action_points([_{attack:"Head Jab (red) [x]", damage:0},
                            _{attack:"Lava Vein Loyalty (red) [c]", damage:3}], AP).
test(lava_vein_third_draconic_link_go_again, AP == 1) :-
    resolved_action_points([_{attack:"Head Jab (red) [x]", damage:0},
                            _{attack:"Phoenix Flame (red) [y]", damage:0},
                            _{attack:"Lava Vein Loyalty (blue) [c]", damage:1}], AP).
test(opponents_draconic_links_do_not_count, AP == 0) :-
    resolved_action_points([_{attack:"Phoenix Flame (red) [x]", damage:0, controller:"bob", defender:"alice"},
                            _{attack:"Cinderskin Devotion (red) [c]", damage:4}], AP).
test(searing_emberblade_go_again, AP == 1) :-
    resolved_action_points([_{attack:"Phoenix Flame (red) [x]", damage:0},
                            _{attack:"Searing Emberblade [w]", damage:3}], AP).
test(cinderskin_unread_no_go_again, AP == 0) :-
    resolved_action_points([_{attack:"Phoenix Flame (red) [x]", damage:0},
                            _{attack:_{id:"c", name:"Cinderskin Devotion", color:"red", text_read:false}, damage:4}], AP).

test(phoenix_flame_second_draconic_link, B == 1) :-
    opened_bonus([_{attack:"Cinderskin Devotion (red) [x]", damage:0}], "Phoenix Flame (red) [p]", B).
test(phoenix_flame_first_link, B == 0) :-
    opened_bonus([], "Phoenix Flame (red) [p]", B).
test(phoenix_flame_after_non_draconic, B == 0) :-
    opened_bonus([_{attack:"Head Jab (red) [x]", damage:0}], "Phoenix Flame (red) [p]", B).
test(phoenix_flame_unread_no_power, B == 0) :-
    opened_bonus([_{attack:"Cinderskin Devotion (red) [x]", damage:0}],
                 _{id:"p", name:"Phoenix Flame", color:"red", text_read:false}, B).

test(draconic_links_counts_the_controllers) :-
    short(_{chain:_{step:"reaction",
                    links:[_{attack:"Phoenix Flame (red) [x]", damage:0},
                           _{attack:"Head Jab (red) [y]", damage:0},
                           _{attack:"Lava Vein Loyalty (red) [z]"}]},
            players:[_{name:"alice", hero:"Fai"}, _{name:"bob", hero:"Fai"}]}, S),
    flesh_and_blood:draconic_links(S, "alice", 2),
    flesh_and_blood:draconic_links(S, "bob", 0).

:- end_tests(fab_fai_blitz).

:- begin_tests(fab_fai_brand).

%   Alice's attack Card waits on the stack over Links with Effects; bob
%   passes and it opens its link: the state.
opened(Links, Effects, Card, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            effects:Effects,
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(brand_makes_its_effect, true(Es =@= [_{kind:"next_attack_draconic", player:"alice", source:"b", lasts:"combat_chain"}])) :-
    opened([], [], "Brand with Cinderclaw (blue) [b]", S),
    Es = S.effects.
test(brand_unread_makes_none, Es == []) :-
    opened([], [], _{id:"b", name:"Brand with Cinderclaw", color:"blue", text_read:false}, S),
    flesh_and_blood:effects(S, Es).
test(brand_next_attack_is_draconic) :-
    opened([_{attack:"Brand with Cinderclaw (red) [b]", damage:3}],
           [_{kind:"next_attack_draconic", player:"alice", source:"b", lasts:"combat_chain"}],
           "Flex (blue) [f]", S),
    last(S.chain.links, L),
    flesh_and_blood:draconic_chain_link(S, L),
    flesh_and_blood:draconic_links(S, "alice", 2).
test(flex_without_brand_is_not_draconic, fail) :-
    opened([_{attack:"Head Jab (red) [h]", damage:3}], [], "Flex (blue) [f]", S),
    last(S.chain.links, L),
    flesh_and_blood:draconic_chain_link(S, L).
test(brand_effect_of_the_other_player_waits, N == 1) :-
    opened([_{attack:"Brand with Cinderclaw (red) [b]", damage:3}],
           [_{kind:"next_attack_draconic", player:"bob", source:"b", lasts:"combat_chain"}],
           "Flex (blue) [f]", S),
    flesh_and_blood:draconic_links(S, "alice", N).
test(brand_effect_ends_with_the_chain, Es == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:"Brand with Cinderclaw (red) [b]", damage:3}]},
            effects:[_{kind:"next_attack_draconic", player:"alice", source:"b", lasts:"combat_chain"}],
            players:[_{name:"alice", hero:"Fai", action_points:1},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:effects(S, Es).

:- end_tests(fab_fai_brand).

:- begin_tests(fab_fai_rise_up).

%   Alice's Rise Up (Card) waits on the stack over Links; bob passes and
%   it opens its link: the state and the link.
rise_up_opened(Links, Card, S, L) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

three_links([_{attack:"Phoenix Flame (red) [p1]", damage:0},
             _{attack:"Head Jab (red) [h]", damage:0},
             _{attack:"Phoenix Flame (red) [p2]", damage:0}]).

test(rise_up_link_4_two_phoenix_flames, B == 4) :-
    three_links(Ls),
    rise_up_opened(Ls, "Rise Up (red) [r]", S, L),
    flesh_and_blood:dominated(S, L),
    B = L.power_bonus.
test(rise_up_link_4_no_phoenix_flame, B == 0) :-
    rise_up_opened([_{attack:"Head Jab (red) [h1]", damage:0}, _{attack:"Head Jab (red) [h2]", damage:0},
                    _{attack:"Head Jab (red) [h3]", damage:0}], "Rise Up (red) [r]", S, L),
    flesh_and_blood:dominated(S, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).
test(rise_up_opponents_phoenix_flames_do_not_count, B == 2) :-
    rise_up_opened([_{attack:"Phoenix Flame (red) [p1]", damage:0, controller:"bob", defender:"alice"},
                    _{attack:"Head Jab (red) [h]", damage:0},
                    _{attack:"Phoenix Flame (red) [p2]", damage:0}], "Rise Up (red) [r]", _, L),
    B = L.power_bonus.
test(rise_up_link_3_nothing, fail) :-
    rise_up_opened([_{attack:"Phoenix Flame (red) [p1]", damage:0},
                    _{attack:"Phoenix Flame (red) [p2]", damage:0}], "Rise Up (red) [r]", S, L),
    (   flesh_and_blood:dominated(S, L)
    ;   get_dict(power_bonus, L, B), B =\= 0
    ).
test(rise_up_unread_nothing, fail) :-
    three_links(Ls),
    rise_up_opened(Ls, _{id:"r", name:"Rise Up", color:"red", text_read:false}, S, L),
    (   flesh_and_blood:dominated(S, L)
    ;   get_dict(power_bonus, L, B), B =\= 0
    ).

:- end_tests(fab_fai_rise_up).

:- begin_tests(fab_fai_return).

%   Bob passes in the reaction step of alice's Attack (undefended), her
%   graveyard Graveyard: the state after the damage.
hit_with(Attack, Graveyard, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Fai", action_points:0, hand:[], graveyard:Graveyard},
                     _{name:"bob", hero:"Fai", life:16}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(stoke_waits_for_the_return, C == "return_phoenix_flame") :-
    hit_with("Stoke the Flames (red) [s]", ["Phoenix Flame (red) [p]"], S),
    C = S.pending.choice.
test(stoke_without_phoenix_flame_nothing_waits, fail) :-
    hit_with("Stoke the Flames (red) [s]", ["Head Jab (red) [h]"], S),
    get_dict(pending, S, _).
test(stoke_unread_nothing_waits, fail) :-
    hit_with(_{id:"s", name:"Stoke the Flames", color:"red", text_read:false}, ["Phoenix Flame (red) [p]"], S),
    get_dict(pending, S, _).
test(stoke_return_gives_go_again_and_an_action_point, AP == 1) :-
    hit_with("Stoke the Flames (red) [s]", ["Phoenix Flame (red) [p]"], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"return", card:"p"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S4),
    member(P, S4.players), P.name == "alice", !,
    AP = P.action_points.
test(stoke_return_of_an_unknown_card_names_it, N == "Phoenix Flame") :-
    hit_with("Stoke the Flames (red) [s]", ["? [u]"], S1),
    legal_move(flesh_and_blood, S1, _{player:"alice", action:"return", card:"u"}),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"return", card:"u"}, S2),
    member(P, S2.players), P.name == "alice", !,
    P.hand = [C],
    N = C.name.
test(stoke_return_of_a_head_jab_breaks_fab_735, Ids == ['FAB-735']) :-
    hit_with("Stoke the Flames (red) [s]", ["Phoenix Flame (red) [p]", "Head Jab (red) [h]"], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"return", card:"h"}, Ids).
test(return_moves_listed, N == 2) :-
    hit_with("Stoke the Flames (red) [s]", ["Phoenix Flame (red) [p1]", "Phoenix Flame (red) [p2]", "Head Jab (red) [h]"], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "return") ), N).

%   Bob passes: alice's Rise from the Ashes (Card) on the stack resolves.
rise_resolved(Card, Graveyard, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:0, hand:[], graveyard:Graveyard},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(rise_from_the_ashes_blue_amount, N == 1) :-
    rise_resolved("Rise from the Ashes (blue) [r]", [], S),
    S.effects = [E],
    N = E.amount,
    \+ get_dict(pending, S, _).
test(rise_from_the_ashes_unread_nothing, Es == []) :-
    rise_resolved(_{id:"r", name:"Rise from the Ashes", color:"red", text_read:false}, ["Phoenix Flame (red) [p]"], S),
    flesh_and_blood:effects(S, Es),
    \+ get_dict(pending, S, _).
test(rise_from_the_ashes_effect_fits) :-
    flesh_and_blood:fai_effect_fits_attack(_{class_or_talent:["Draconic", "Ninja"]}, _{name:"Inflame", color:"red"}),
    flesh_and_blood:fai_effect_fits_attack(_{class_or_talent:["Draconic", "Ninja"]}, _{name:"Head Jab", color:"red"}),
    \+ flesh_and_blood:fai_effect_fits_attack(_{class_or_talent:["Draconic", "Ninja"]}, _{name:"Flex", color:"red"}).

:- end_tests(fab_fai_return).

:- begin_tests(fab_fai_trade_in).

%   Bob passes: alice's Trade In (Card), played From, becomes a chain
%   link; her hero Hero, her hand Hand, bob's hand BobHand.
trade_in_opened(Card, From, Hero, Hand, BobHand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice", from:From}],
            players:[_{name:"alice", hero:Hero, action_points:0, hand:Hand},
                     _{name:"bob", hero:Hero, hand:BobHand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(trade_in_waits, C == "attack_discard_to_draw") :-
    trade_in_opened("Trade In (yellow) [t]", "hand", "Fai", ["Head Jab (red) [h]"], [], S),
    C = S.pending.choice.
test(trade_in_from_hand_no_go_again, G == false) :-
    trade_in_opened("Trade In (yellow) [t]", "hand", "Fai", ["Head Jab (red) [h]"], [], S),
    last(S.chain.links, L),
    G = L.go_again.
test(trade_in_from_arsenal_go_again, G == true) :-
    trade_in_opened("Trade In (blue) [t]", "arsenal", "Fai", [], [], S),
    last(S.chain.links, L),
    G = L.go_again.
test(trade_in_unread_nothing, fail) :-
    trade_in_opened(_{id:"t", name:"Trade In", color:"red", text_read:false}, "arsenal", "Fai",
                    ["Head Jab (red) [h]"], [], S),
    (   get_dict(pending, S, _)
    ;   last(S.chain.links, L), L.go_again == true
    ).
test(trade_in_discard_draws, N == 1) :-
    trade_in_opened("Trade In (red) [t]", "hand", "Fai", ["Head Jab (red) [h]"], [], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"h"}, S2),
    member(P, S2.players), P.name == "alice", !,
    length(P.hand, N),
    \+ memberchk(_{id:"h", name:"Head Jab", color:"red"}, P.hand),
    \+ get_dict(pending, S2, _).
test(trade_in_discard_of_six_power_intimidates_for_rhinar, C == "intimidate") :-
    trade_in_opened("Trade In (red) [t]", "hand", "Rhinar", ["Bare Fangs (red) [b]"], ["Head Jab (red) [x]"], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"b"}, S2),
    C = S2.pending.choice.
test(trade_in_discard_recorded_by_its_power_where_it_is, Ks == ["discarded_power"]) :-
    % Agile Windup (blue) has 5 power; Kayo's attack action cards off the
    % chain have 1 more (FAB-792): the discard has 6 and is recorded (FAB-679)
    trade_in_opened("Trade In (red) [t]", "hand", "Kayo", ["Agile Windup (blue) [w]"], ["Head Jab (red) [x]"], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"w"}, S2),
    findall(K, ( member(E, S2.get(effects, [])), K = E.kind, K == "discarded_power" ), Ks).
test(trade_in_discard_under_six_not_recorded, Ks == []) :-
    trade_in_opened("Trade In (red) [t]", "hand", "Fai", ["Agile Windup (blue) [w]"], ["Head Jab (red) [x]"], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"discard", card:"w"}, S2),
    findall(K, ( member(E, S2.get(effects, [])), K = E.kind, K == "discarded_power" ), Ks).
test(trade_in_discard_not_in_hand, Ids == ['FAB-738']) :-
    trade_in_opened("Trade In (red) [t]", "hand", "Fai", ["Head Jab (red) [h]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"discard", card:"t"}, Ids).

:- end_tests(fab_fai_trade_in).

:- begin_tests(fab_fai_flex).

%   Bob passes: alice's Flex (Card) becomes a chain link; her resource
%   points RP, her hand Hand.
flex_opened(Card, RP, Hand, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Fai", action_points:0, resource_points:RP, hand:Hand},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(flex_waits_with_two_resource_points, C == "pay_for_power") :-
    flex_opened("Flex (yellow) [f]", 2, [], S),
    C = S.pending.choice.
test(flex_unpayable_nothing_waits, fail) :-
    flex_opened("Flex (yellow) [f]", 1, [], S),
    get_dict(pending, S, _).
test(flex_unread_nothing_waits, fail) :-
    flex_opened(_{id:"f", name:"Flex", color:"red", text_read:false}, 2, [], S),
    get_dict(pending, S, _).
test(flex_paid_with_resource_points, B == 2) :-
    flex_opened("Flex (blue) [f]", 2, [], S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pay", pitch:[]}, S2),
    last(S2.chain.links, L),
    B = L.power_bonus.
test(flex_pay_listed_once, N == 1) :-
    flex_opened("Flex (blue) [f]", 0, ["Head Jab (blue) [h]"], S),
    aggregate_all(count, ( legal_move(flesh_and_blood, S, M), get_dict(action, M, "pay") ), N).
test(flex_defending_pays_no_power_on_the_link) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai", resource_points:2, hand:["Flex (red) [f]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["f"]}, S1),
    S1.pending.choice == "pay_for_power",
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pay", pitch:[]}, S2),
    last(S2.chain.links, L),
    \+ get_dict(power_bonus, L, _),
    member(P, S2.players), P.name == "bob", !,
    P.resource_points == 0.
test(two_flexes_defending_the_second_is_said_not_asked, Ks == [pay_for_power_waits, choice_not_asked]) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Fai", action_points:0},
                     _{name:"bob", hero:"Fai", resource_points:4, hand:["Flex (red) [f]", "Flex (blue) [g]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["f", "g"]}, _, Events),
    findall(K, ( member(event('FAB-739', K, _), Events) ), Ks).

:- end_tests(fab_fai_flex).

:- begin_tests(fab_fai_hero).

%   Fai's ability in a chain of Links, alice's resource points RP: its
%   cost.
fai_cost(Links, Hero, Cost) :-
    short(_{priority:"alice",
            chain:_{step:"resolution", links:Links},
            players:[_{name:"alice", hero:Hero, action_points:1, resource_points:3},
                     _{name:"bob", hero:"Fai"}]}, S),
    member(P, S.players), P.name == "alice", !,
    flesh_and_blood:card_abilities(P.hero, [Ab]),
    flesh_and_blood:activation_cost(S, P, P.hero, Ab, Cost).

test(fai_costs_3_without_draconic_links, C == 3) :-
    fai_cost([_{attack:"Head Jab (red) [h]", damage:0}], "Fai [f]", C).
test(fai_costs_1_with_two, C == 1) :-
    fai_cost([_{attack:"Phoenix Flame (red) [p]", damage:0}, _{attack:"Lava Vein Loyalty (red) [l]", damage:0}],
             "Fai [f]", C).
test(fai_costs_0_with_four, C == 0) :-
    fai_cost([_{attack:"Phoenix Flame (red) [p1]", damage:0}, _{attack:"Phoenix Flame (red) [p2]", damage:0},
              _{attack:"Phoenix Flame (red) [p3]", damage:0}, _{attack:"Lava Vein Loyalty (red) [l]", damage:0}],
             "Fai [f]", C).
test(fai_unread_has_no_ability_read, As == []) :-
    short(_{players:[_{name:"alice", hero:_{id:"f", name:"Fai", text_read:false}}, _{name:"bob", hero:"Fai"}]}, S),
    member(P, S.players), P.name == "alice", !,
    flesh_and_blood:card_abilities(P.hero, As).
test(fai_resolves_into_the_return_choice, C == "return_phoenix_flame") :-
    short(_{priority:"alice",
            players:[_{name:"alice", hero:"Fai [f]", action_points:1, resource_points:3,
                       graveyard:["Phoenix Flame (red) [p]"]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    C = S3.pending.choice.
test(fai_resolves_with_no_phoenix_flame, fail) :-
    short(_{priority:"alice",
            players:[_{name:"alice", hero:"Fai [f]", action_points:1, resource_points:3, graveyard:[]},
                     _{name:"bob", hero:"Fai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"f", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    get_dict(pending, S3, _).
test(two_phoenix_flames_at_the_start_break_fab_741) :-
    short(_{turn:1, phase:"start",
            players:[_{name:"alice", hero:"Fai", hand:4, deck:34,
                       graveyard:["Phoenix Flame (red) [p1]", "Phoenix Flame (red) [p2]"]},
                     _{name:"bob", hero:"Fai", hand:4, deck:36}]}, S),
    once(flesh_and_blood:invalid('FAB-741', S, _, starting_graveyard("alice", 2))).

test(an_unmodelled_hero_is_not_judged_by_fab_741, fail) :-
    short(_{turn:1, phase:"start",
            players:[_{name:"alice", hero:_{name:"Dromai", id:"dromai", text_read:false}, hand:4, deck:35,
                       graveyard:["Head Jab (red) [h]"]},
                     _{name:"bob", hero:"Fai", hand:4, deck:36}]}, S),
    flesh_and_blood:invalid('FAB-741', S, _, _).
test(one_phoenix_flame_for_fai_is_valid, fail) :-
    short(_{turn:1, phase:"start",
            players:[_{name:"alice", hero:"Fai", hand:4, deck:35, graveyard:["Phoenix Flame (red) [p]"]},
                     _{name:"bob", hero:"Fai", hand:4, deck:36}]}, S),
    flesh_and_blood:invalid('FAB-741', S, _, _).

:- end_tests(fab_fai_hero).
