/*  plunit tests of the Victor Goldmane and Betsy Blitz Decks' card texts
    Flesh and Blood reads (rules.pl/flesh-and-blood/card_texts_victor.pl):
    Concuss (FAB-772), Command Respect (FAB-850), Over the Top (FAB-851),
    High Riser (FAB-691), Pint of Strong and Stout (FAB-671), clash
    (FAB-852, FAB-853), Test of Might and its kin (FAB-854), Thunk and
    Wallop (FAB-855), Miller's Grindstone (FAB-856), Golden Glare and
    Stonewall Impasse (FAB-857, FAB-858), Victor Goldmane (FAB-859 ...
    FAB-861), Smack of Reality (FAB-862), wager: Wage Might, Wage Gold,
    Money Where Ya Mouth Is, Big Bop, Bigger Than Big, Betsy (FAB-863 ...
    FAB-867), Bloodied Oval (FAB-868), Stacked in Your Favor (FAB-869,
    FAB-870), Good Time Chapeau (FAB-871).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_victor.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

ids(Cs, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

%   A link of alice's attack Attack with power bonus Bonus, in the defend
%   step: the state and the link.
link_of(Attack, Bonus, S-L) :-
    short(_{chain:_{step:"defend", links:[_{attack:Attack, power_bonus:Bonus}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L).

%   Alice's Attack with power bonus Bonus, undefended, hits bob (hand
%   Hand, arsenal Arsenal) as bob passes in the reaction step: the state
%   and the events.
hit(Attack, Bonus, Hand, Arsenal, S, Evs) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, power_bonus:Bonus, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:Hand, arsenal:Arsenal}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Evs).

:- begin_tests(fab_victor_power_above_base).

hit_discards(_-L) :- flesh_and_blood:link_hit_discards(L).
overpowered(S-L) :- flesh_and_blood:overpowered(S, L).

test(concuss_above_base_discards) :-
    link_of("Concuss (red) [c]", 1, L),
    hit_discards(L).
test(concuss_at_base_no_discard, fail) :-
    link_of("Concuss (blue) [c]", 0, L),
    hit_discards(L).
test(concuss_unread_no_discard, fail) :-
    link_of(_{id:"c", name:"Concuss", color:"red", text_read:false}, 2, L),
    hit_discards(L).
test(concuss_has_no_dominate, fail) :-
    link_of("Concuss (red) [c]", 3, S-L),
    flesh_and_blood:dominated(S, L).

test(concuss_hit_asks_the_discard) :-
    hit("Concuss (red) [c]", 1, ["Head Jab (blue) [b1]", "Leg Tap (blue) [b2]"], [], S, Evs),
    S.pending.choice == "hit_discard",
    S.pending.player == "bob",
    memberchk(event('FAB-772', power_above_base_hit_discard, _), Evs).
test(concuss_at_base_hits_without_discard) :-
    hit("Concuss (red) [c]", 0, ["Head Jab (blue) [b1]", "Leg Tap (blue) [b2]"], [], S, Evs),
    \+ get_dict(pending, S, _),
    \+ memberchk(event('FAB-772', _, _), Evs).

test(command_respect_above_base_destroys_the_arsenal, G == ["b3"]) :-
    hit("Command Respect (red) [r]", 1, [], ["Sink Below (red) [b3]"], S, Evs),
    memberchk(event('FAB-850', arsenal_destroyed, _), Evs),
    player_named(S, "bob", P),
    P.arsenal == [],
    ids(P.graveyard, G).
test(command_respect_at_base_keeps_the_arsenal, A == ["b3"]) :-
    hit("Command Respect (blue) [r]", 0, [], ["Sink Below (red) [b3]"], S, Evs),
    \+ memberchk(event(_, arsenal_destroyed, _), Evs),
    player_named(S, "bob", P),
    ids(P.arsenal, A).
test(command_respect_unread_keeps_the_arsenal, A == ["b3"]) :-
    hit(_{id:"r", name:"Command Respect", color:"red", text_read:false}, 2, [], ["Sink Below (red) [b3]"], S, _),
    player_named(S, "bob", P),
    ids(P.arsenal, A).
test(command_and_conquer_still_its_own_rule) :-
    hit("Command and Conquer (red) [k]", 0, [], ["Sink Below (red) [b3]"], _, Evs),
    memberchk(event('FAB-542', arsenal_destroyed, _), Evs).

test(over_the_top_above_base_overpower) :-
    link_of("Over the Top (blue) [o]", 1, L),
    overpowered(L).
test(over_the_top_at_base_no_overpower, fail) :-
    link_of("Over the Top (red) [o]", 0, L),
    overpowered(L).
test(over_the_top_unread_no_overpower, fail) :-
    link_of(_{id:"o", name:"Over the Top", color:"red", text_read:false}, 2, L),
    overpowered(L).

:- end_tests(fab_victor_power_above_base).

:- begin_tests(fab_victor_high_riser_pint).

%   Alice, with Effects, attacks with High Riser and bob passes: the
%   link's power bonus.
high_riser_bonus(Weapon, Effects, B) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Bravo", resource_points:3, weapons:[Weapon]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"h", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

test(high_riser_after_a_draw, B == 1) :-
    high_riser_bonus("High Riser [h]", [_{kind:"card_drawn", player:"alice"}], B).
test(high_riser_without_a_draw, B == 0) :-
    high_riser_bonus("High Riser [h]", [], B).
test(high_riser_after_the_other_players_draw, B == 0) :-
    high_riser_bonus("High Riser [h]", [_{kind:"card_drawn", player:"bob"}], B).

%   High Riser (Weapon) attacks; alice draws her first card of the turn:
%   the link's power bonus.
drawn_bonus(Weapon, B) :-
    short(_{turn_player:"alice",
            chain:_{step:"reaction", links:[_{attack:Weapon, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    flesh_and_blood:card_drawn_recorded(S0, "alice", 1, "x", S, _, []),
    last(S.chain.links, L),
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

test(high_riser_attacking_then_a_draw, B == 1) :-
    drawn_bonus("High Riser [h]", B).
test(high_riser_unread_then_a_draw, B == 0) :-
    drawn_bonus(_{id:"h", name:"High Riser", text_read:false}, B).

test(pint_creates_might_and_vigor, Names == ["Might", "Vigor"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Pint of Strong and Stout (blue) [p]", controller:"alice"}],
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names),
    P.action_points == 1.

:- end_tests(fab_victor_high_riser_pint).

:- begin_tests(fab_victor_clash).

%   Alice's and bob's decks: the winner of their clash.
winner(AliceDeck, BobDeck, W) :-
    short(_{players:[_{name:"alice", hero:"Bravo", deck:AliceDeck},
                     _{name:"bob", hero:"Rhinar", deck:BobDeck}]}, S),
    flesh_and_blood:clash_winner(S, ["alice", "bob"], W).

test(greater_power_wins, W == "bob") :-
    winner(["Head Jab (red) [a]", 39], ["Thunk (red) [b]", 39], W).
test(equal_power_nobody, W == none) :-
    winner(["Wallop (blue) [a]", 39], ["Wallop (blue) [b]", 39], W).
test(no_power_loses_to_zero_power, W == "alice") :-
    winner(["Performance Bonus (blue) [a]", 39], ["Test of Might (red) [b]", 39], W),
    true.
test(two_without_power_nobody, W == none) :-
    winner(["Test of Vigor (red) [a]", 39], ["Sink Below (red) [b]", 39], W).
test(empty_deck_loses, W == "bob") :-
    winner([], ["Head Jab (blue) [b]", 39], W).
test(unknown_top_no_winner_yet, fail) :-
    winner([40], ["Thunk (red) [b]", 39], _).

%   Bob defends with Test of Might against alice's Head Jab, alice's deck
%   AliceDeck and his Bob Deck: the state and the events.
defended(AliceDeck, BobDeck, Card, S, Evs) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a1]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:AliceDeck},
                     _{name:"bob", hero:"Rhinar", hand:[Card], deck:BobDeck}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, S, Evs).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Ns).

test(winner_creates_the_token, Ns == ["Might"]) :-
    defended(["Head Jab (red) [a9]", 38], ["Command and Conquer (red) [b9]", 38], "Test of Might (red) [b1]", S, _),
    arena_names(S, "bob", Ns).
test(thunk_winner_gets_its_might_after, Evs2 == ['FAB-852', 'FAB-854', 'FAB-855']) :-
    defended(["Head Jab (red) [a9]", 38], ["Thunk (blue) [b9]", 38], "Test of Strength (red) [b1]", S, Evs),
    arena_names(S, "bob", ["Gold", "Might"]),
    findall(R, ( member(event(R, _, _), Evs), R \== 'FAB-502' ), Evs2).
test(thunk_revealed_by_the_loser_gives_nothing, A-B == ["Vigor", "Vigor"]-[]) :-
    defended(["Wallop (red) [a9]", 38], ["Thunk (blue) [b9]", 38], "Clash of Vigor (blue) [b1]", S, _),
    arena_names(S, "alice", A),
    arena_names(S, "bob", B).
test(no_winner_no_token, A-B == []-[]) :-
    defended(["Thunk (blue) [a9]", 38], ["Wallop (yellow) [b9]", 38], "Test of Vigor (red) [b1]", S, _),
    arena_names(S, "alice", A),
    arena_names(S, "bob", B).
test(unread_clashes_not, Evs2 == []) :-
    defended(["Thunk (blue) [a9]", 38], ["Wallop (red) [b9]", 38],
             _{id:"b1", name:"Test of Vigor", color:"red", text_read:false}, _, Evs),
    findall(R, ( member(event(R, _, _), Evs), memberchk(R, ['FAB-852', 'FAB-853', 'FAB-854']) ), Evs2).
test(unknown_top_waits, C-P == "clash"-"alice") :-
    defended([39], ["Wallop (red) [b9]", 38], "Test of Vigor (red) [b1]", S, _),
    get_dict(pending, S, Pd),
    get_dict(choice, Pd, C),
    get_dict(player, Pd, P).
test(clash_refused_while_not_shown, Ids == ['FAB-853']) :-
    defended([39], ["Wallop (red) [b9]", 38], "Test of Vigor (red) [b1]", S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"clash"}, Ids).

:- end_tests(fab_victor_clash).

:- begin_tests(fab_victor_millers_grindstone).

%   Alice's Miller's Grindstone (Weapon) hits bob, undefended, alice's
%   deck AliceDeck, his BobDeck: the state after his pass.
grindstone_hit(Weapon, AliceDeck, BobDeck, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Weapon, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:AliceDeck},
                     _{name:"bob", hero:"Rhinar", deck:BobDeck}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

grindstone(S, W) :-
    last(S.chain.links, L),
    link_attack_of(L, W).
link_attack_of(L, W) :- flesh_and_blood:link_attack(L, W).

test(lost_a_minus_one_counter, K-P == (-1)-3) :-
    grindstone_hit("Miller's Grindstone [g]", ["Head Jab (red) [a9]", 39], ["Thunk (red) [b9]", 39], S),
    grindstone(S, W),
    get_dict(power_counters, W, K),
    flesh_and_blood:card_power(W, P).
test(won_the_top_card_destroyed, G == ["b9"]) :-
    grindstone_hit("Miller's Grindstone [g]", ["Wallop (red) [a9]", 39], ["Head Jab (red) [b9]", 39], S),
    player_named(S, "bob", P),
    ids(P.graveyard, G).
test(no_winner_nothing) :-
    grindstone_hit("Miller's Grindstone [g]", ["Head Jab (red) [a9]", 39], ["Head Jab (red) [b9]", 39], S),
    grindstone(S, W),
    \+ get_dict(power_counters, W, _),
    player_named(S, "bob", P),
    P.graveyard == [].
test(unread_no_clash) :-
    grindstone_hit(_{id:"g", name:"Miller's Grindstone", text_read:false},
                   ["Head Jab (red) [a9]", 39], ["Thunk (red) [b9]", 39], S),
    grindstone(S, W),
    \+ get_dict(power_counters, W, _).
test(unknown_top_waits_for_the_hit_player, C-P == "alice"-"bob") :-
    grindstone_hit("Miller's Grindstone [g]", ["Head Jab (red) [a9]", 39], [40], S),
    get_dict(pending, S, Pd),
    Pd.choice == "clash",
    get_dict(controller, Pd, C),
    get_dict(player, Pd, P).

:- end_tests(fab_victor_millers_grindstone).

:- begin_tests(fab_victor_golden_glare_stonewall).

%   Stonewall Impasse defends alice's Wounding Blow, with Effects: whether
%   Temper destroys it as the chain closes.
stonewall_tempered(Effects) :-
    short(_{effects:Effects,
            chain:_{step:"resolution", links:[_{attack:"Wounding Blow (red) [a1]", damage:3,
                                                 defending:["Stonewall Impasse [si]"]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Victor Goldmane"}]}, S),
    flesh_and_blood:temper_destroyed(S, C),
    get_dict(id, C, "si").

test(stonewall_without_the_gain_destroyed) :-
    stonewall_tempered([]).
test(stonewall_with_the_gain_returns, fail) :-
    stonewall_tempered([_{kind:"defense_gained", player:"bob", card:"si", amount:1, source:"si"}]).
test(another_cards_gain_does_not_count) :-
    stonewall_tempered([_{kind:"defense_gained", player:"bob", card:"x", amount:1, source:"x"}]).

%   Bob (Victor) defends with Golden Glare (GG) and Hand: his arena.
glare_arena(GG, Hand, Names) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a1]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Victor Goldmane", equipment:[GG], hand:Hand}]}, S0),
    findall(Id, ( member(Spec, Hand), sub_string(Spec, B, 1, _, "["), B1 is B + 1,
                  string_length(Spec, Len), L1 is Len - B1 - 1, sub_string(Spec, B1, L1, _, Id) ), Ids),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["gg"|Ids]}, S),
    player_named(S, "bob", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Names).

test(glare_two_yellow, Ns == ["Gold"]) :-
    glare_arena("Golden Glare [gg]", ["Wallop (yellow) [y1]", "Thunk (yellow) [y2]"], Ns).
test(glare_one_yellow, Ns == []) :-
    glare_arena("Golden Glare [gg]", ["Wallop (yellow) [y1]"], Ns).
test(glare_unread, Ns == []) :-
    glare_arena(_{id:"gg", name:"Golden Glare", text_read:false}, ["Wallop (yellow) [y1]", "Thunk (yellow) [y2]"], Ns).

:- end_tests(fab_victor_golden_glare_stonewall).

:- begin_tests(fab_victor_goldmane).

%   Defender (hero DefHero, arena Arena, hand [Card b1], deck DefDeck)
%   defends alice's attack; alice's hero AttHero and deck AttDeck: the
%   state.
victor_defends(AttHero, AttDeck, DefHero, Arena, Card, DefDeck, S) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a1]"}]},
            players:[_{name:"alice", hero:AttHero, action_points:0, deck:AttDeck},
                     _{name:"bob", hero:DefHero, arena:Arena, hand:[Card], deck:DefDeck}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, S).

test(victor_fails_with_a_gold_asked, C == "clash_again") :-
    victor_defends("Bravo", ["Thunk (red) [a9]", 38], "Victor Goldmane", ["Gold [g]"],
                   "Test of Might (red) [b1]", ["Head Jab (red) [b9]", 38], S),
    get_dict(pending, S, Pd), get_dict(choice, Pd, C).
test(victor_ties_asked_too, C == "clash_again") :-
    victor_defends("Bravo", ["Head Jab (red) [a9]", 38], "Victor Goldmane", ["Gold [g]"],
                   "Test of Might (red) [b1]", ["Head Jab (red) [b9]", 38], S),
    get_dict(pending, S, Pd), get_dict(choice, Pd, C).
test(victor_without_gold_not_asked_but_recorded) :-
    victor_defends("Bravo", ["Thunk (red) [a9]", 38], "Victor Goldmane", [],
                   "Test of Might (red) [b1]", ["Head Jab (red) [b9]", 38], S),
    \+ get_dict(pending, S, _),
    memberchk(E, S.effects), E.kind == "clash_failed".
test(victor_already_failed_this_turn_not_asked) :-
    short(_{effects:[_{kind:"clash_failed", player:"bob", source:"v"}],
            chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a1]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Thunk (red) [a9]", 38]},
                     _{name:"bob", hero:"Victor Goldmane", arena:["Gold [g]"], hand:["Test of Might (red) [b1]"],
                       deck:["Head Jab (red) [b9]", 38]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, S),
    \+ get_dict(pending, S, _).
test(victor_unread_not_asked) :-
    victor_defends("Bravo", ["Thunk (red) [a9]", 38], _{id:"v", name:"Victor Goldmane", text_read:false}, ["Gold [g]"],
                   "Test of Might (red) [b1]", ["Head Jab (red) [b9]", 38], S),
    \+ get_dict(pending, S, _).
test(victor_winning_not_asked) :-
    victor_defends("Bravo", ["Head Jab (red) [a9]", 38], "Victor Goldmane", ["Gold [g]"],
                   "Test of Might (red) [b1]", ["Thunk (red) [b9]", 38], S),
    \+ get_dict(pending, S, _).
test(victor_attacking_wins_the_other_players_gold_draws_nothing, H == []) :-
    %   alice's Victor attacks; bob's Test of Strength clash is won by
    %   alice: she creates the Gold from bob's effect, and draws nothing.
    victor_defends("Victor Goldmane", ["Thunk (red) [a9]", 38], "Rhinar", [],
                   "Test of Strength (red) [b1]", ["Head Jab (red) [b9]", 38], S),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, ["Gold", "Might"]),
    P.hand = H.
test(victor_second_gold_of_the_turn_draws_nothing, H == []) :-
    short(_{effects:[_{kind:"gold_created", player:"bob", source:"v"}],
            chain:_{step:"defend", links:[_{attack:"Wounding Blow (red) [a1]"}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Head Jab (red) [a9]", 38]},
                     _{name:"bob", hero:"Victor Goldmane", hand:["Test of Strength (red) [b1]"],
                       deck:["Thunk (red) [b9]", 38]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b1"]}, S),
    player_named(S, "bob", P),
    P.hand = H.
test(victor_first_gold_of_the_turn_draws, H == ["b9"]) :-
    victor_defends("Bravo", ["Head Jab (red) [a9]", 38], "Victor Goldmane", [],
                   "Test of Strength (red) [b1]", ["Thunk (red) [b9]", 38], S),
    player_named(S, "bob", P),
    ids(P.hand, H).

:- end_tests(fab_victor_goldmane).

:- begin_tests(fab_victor_smack_of_reality).

%   Smack of Reality (Attack) with power bonus Bonus hits bob, whose arena
%   is Arena: the names left there.
smack_left(Attack, Bonus, Arena, Left) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, power_bonus:Bonus, defending:[]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:40, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "bob", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Left).

test(thirteen_destroys, L == ["Gold"]) :-
    smack_left("Smack of Reality (red) [s]", 4, ["Might [m]", "Gold [g]", "Vigor [v]"], L).
test(twelve_destroys_nothing, L == ["Might", "Gold", "Vigor"]) :-
    smack_left("Smack of Reality (red) [s]", 3, ["Might [m]", "Gold [g]", "Vigor [v]"], L).
test(unread_destroys_nothing, L == ["Might"]) :-
    smack_left(_{id:"s", name:"Smack of Reality", color:"red", text_read:false}, 5, ["Might [m]"], L).

:- end_tests(fab_victor_smack_of_reality).

:- begin_tests(fab_victor_wager).

%   Alice (Hero, Hand, Effects) has played Attack, waiting on the stack;
%   bob passes and its chain link opens: the state.
opened(Hero, Attack, Hand, Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:Attack, controller:"alice"}],
            players:[_{name:"alice", hero:Hero, action_points:0, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

choice_of(S, C) :-
    (   get_dict(pending, S, Pd) -> get_dict(choice, Pd, C) ; C = none ).

test(wage_gold_asks, C == "wager") :-
    opened("Bravo", "Wage Gold (red) [w]", [], [], S), choice_of(S, C).
test(wage_might_unread_asks_nothing, C == none) :-
    opened("Bravo", _{id:"w", name:"Wage Might", color:"red", text_read:false}, [], [], S), choice_of(S, C).
test(plain_attack_asks_nothing, C == none) :-
    opened("Bravo", "Thunk (red) [w]", [], [], S), choice_of(S, C).
test(guardian_wager_effect_waits_for_a_guardian_attack, C-K == none-1) :-
    opened("Bravo", "Head Jab (red) [w]", [],
           [_{kind:"next_attack_wager", player:"alice", name:"Vigor", source:"bb", class:"Guardian"}], S),
    choice_of(S, C),
    aggregate_all(count, ( member(E, S.effects), get_dict(kind, E, "next_attack_wager") ), K).
test(betsy_without_the_means_not_asked, C == none) :-
    opened("Betsy", "Wage Might (red) [w]", [], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"wager"}, S),
    choice_of(S, C).
test(betsy_unread_not_asked, C == none) :-
    opened(_{id:"b", name:"Betsy", text_read:false}, "Wage Might (red) [w]", ["Wallop (blue) [p]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"wager"}, S),
    choice_of(S, C).
test(betsy_with_the_means_asked, C == "betsy_wager") :-
    opened("Betsy", "Wage Might (red) [w]", ["Wallop (blue) [p]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"wager"}, S),
    choice_of(S, C).
test(betsy_declined_no_power, B-O == 0-none) :-
    opened("Betsy", "Wage Might (red) [w]", ["Wallop (blue) [p]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"wager"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    last(S.chain.links, L),
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ),
    ( get_dict(overpower_gained, L, O0) -> O = O0 ; O = none ).

%   Alice's attack with Wagers hit (Damage) or not: the arenas after the
%   link resolves; bob's hero Victor Goldmane.
settled(Damage, AliceArena, BobArena, BobHand) :-
    short(_{passes:1, priority:"bob", turn_player:"alice",
            chain:_{step:"damage", links:[_{attack:"Wage Gold (red) [w]", defending:[], damage:Damage,
                                            wagers:["Gold"]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Victor Goldmane", deck:["Thunk (red) [b9]", 39]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", A), player_named(S, "bob", B),
    maplist([C, N]>>get_dict(name, C, N), A.arena, AliceArena),
    maplist([C, N]>>get_dict(name, C, N), B.arena, BobArena),
    ids(B.hand, BobHand).

test(hit_wins_the_prize, X-Y == ["Gold"]-[]) :-
    settled(7, X, Y, _).
test(no_hit_gives_it_to_the_defender_who_draws_nothing, X-Y-H == []-["Gold"]-[]) :-
    settled(0, X, Y, H).

%   A link whose wagers are Names: the refusals of FAB-863.
wager_refusals(Names, Reasons) :-
    short(_{chain:_{step:"damage", links:[_{attack:"Wage Gold (red) [w]", damage:0, wagers:Names}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0}, _{name:"bob", hero:"Rhinar"}]}, S),
    findall(P-R, flesh_and_blood:invalid('FAB-863', S, P, R), Reasons).

test(tokens_wagered_are_a_position, Rs == []) :-
    wager_refusals(["Gold", "Vigor", "Might", "Agility"], Rs).
test(a_hero_or_an_unknown_name_wagered_is_refused, Rs == ["$.chain.links[0].wagers[1]"-wager_not_a_token("Rhinar", "hero"),
                                                          "$.chain.links[0].wagers[2]"-wager_not_a_token("Zork", "unknown")]) :-
    wager_refusals(["Gold", "Rhinar", "Zork"], Rs).

:- end_tests(fab_victor_wager).

:- begin_tests(fab_victor_bloodied_oval).

%   Bloodied Oval (Card) defends for bob (life BobLife) against alice
%   (life 20): its defense there.
oval_defense(Card, BobLife, D) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a1]", defending:[Card]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:BobLife}]}, S),
    last(S.chain.links, L),
    L.defending = [C],
    flesh_and_blood:defending_defense(S, "bob", C, D).

test(less_life_one, D == 1) :-
    oval_defense("Bloodied Oval [o]", 15, D).
test(as_much_life_none, D == 0) :-
    oval_defense("Bloodied Oval [o]", 20, D).
test(more_life_none, D == 0) :-
    oval_defense("Bloodied Oval [o]", 30, D).
test(unread_none, D == 0) :-
    oval_defense(_{id:"o", name:"Bloodied Oval", text_read:false}, 15, D).
test(unread_cannot_defend, fail) :-
    flesh_and_blood:can_defend(_{id:"o", name:"Bloodied Oval", text_read:false}).
test(read_can_defend) :-
    flesh_and_blood:can_defend(_{id:"o", name:"Bloodied Oval"}).

:- end_tests(fab_victor_bloodied_oval).

:- begin_tests(fab_victor_stacked_in_your_favor).

%   Bob (arena Arena) defends with Card: its defense there.
stacked_defense(Arena, Card, D) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a1]", defending:[Card]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0},
                     _{name:"bob", hero:"Rhinar", arena:Arena}]}, S),
    last(S.chain.links, L),
    L.defending = [C],
    flesh_and_blood:defending_defense(S, "bob", C, D).

test(red_gives_three, D == 6) :-
    stacked_defense(["Stacked in Your Favor (red) [s]"], "Thunk (red) [t]", D).
test(two_add_up, D == 6) :-
    stacked_defense(["Stacked in Your Favor (yellow) [s]", "Stacked in Your Favor (blue) [s2]"], "Thunk (red) [t]", D).
test(not_to_a_block, D == 4) :-
    stacked_defense(["Stacked in Your Favor (red) [s]"], "Test of Might (red) [t]", D).
test(unread_gives_nothing, D == 3) :-
    stacked_defense([_{id:"s", name:"Stacked in Your Favor", color:"red", text_read:false}], "Thunk (red) [t]", D).
test(the_other_players_gives_nothing, D == 3) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a1]", defending:["Thunk (red) [t]"]}]},
            players:[_{name:"alice", hero:"Bravo", action_points:0, arena:["Stacked in Your Favor (red) [s]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    last(S.chain.links, L), L.defending = [C],
    flesh_and_blood:defending_defense(S, "bob", C, D).

%   Alice's start phase passes with Stacked in Your Favor and Hand: the
%   state.
stacked_start(Hand, S) :-
    short(_{turn:2, turn_player:"alice", phase:"start", priority:"alice",
            players:[_{name:"alice", hero:"Bravo", arena:["Stacked in Your Favor (red) [st]"], hand:Hand,
                       deck:["Thunk (red) [d1]", 37]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

test(empty_hand_the_drawn_card_goes_back_on_top, T-P == "d1"-"action") :-
    stacked_start([], S),
    player_named(S, "alice", A),
    A.deck = [Top|_], get_dict(id, Top, T),
    P = S.phase.
test(copies_at_once, P == "action") :-
    stacked_start(["Thunk (red) [h1]"], S),
    P = S.phase.

:- end_tests(fab_victor_stacked_in_your_favor).

:- begin_tests(fab_victor_good_time_chapeau).

chapeau_state(Arena, Chapeau, S) :-
    short(_{players:[_{name:"alice", hero:"Betsy", equipment:[Chapeau], arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(no_gold_refused, Ids == ['FAB-871']) :-
    chapeau_state([], "Good Time Chapeau [c]", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"c", ability:0, pitch:[]}, Ids).
test(a_might_is_no_gold, Ids == ['FAB-871']) :-
    chapeau_state(["Might [m]"], "Good Time Chapeau [c]", S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"c", ability:0, pitch:[]}, Ids).
test(two_golds_one_destroyed, Left == ["g2"]) :-
    chapeau_state(["Gold [g1]", "Gold [g2]"], "Good Time Chapeau [c]", S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"c", ability:0, pitch:[]}, S),
    player_named(S, "alice", P),
    ids(P.arena, Left).

:- end_tests(fab_victor_good_time_chapeau).

:- begin_tests(fab_victor_clash_cards).

%   A clash choice whose cards still to clash are Ids: the refusals of FAB-853.
clash_refusals(Ids, Reasons) :-
    short(_{priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]",
                                              defending:["Test of Vigor (red) [b-tv]", "Test of Might (red) [b-tm]"]}]},
            pending:_{choice:"clash", player:"alice", controller:"bob", source:"Test of Vigor (red) [b-tv]", cards:Ids},
            players:[_{name:"alice", hero:"Bravo", action_points:0, deck:["Head Jab (red) [a-top]", 38]},
                     _{name:"bob", hero:"Rhinar", deck:["Thunk (red) [b-top]", 37]}]}, S),
    findall(P-R, flesh_and_blood:invalid('FAB-853', S, P, R), Reasons).

test(a_defender_still_to_clash_is_a_position, Rs == []) :-
    clash_refusals(["b-tm"], Rs).
test(a_name_that_is_no_defender_is_refused, Rs == ["$.pending.cards[0]"-clash_card_not_defending("Bravo")]) :-
    clash_refusals(["Bravo"], Rs).

:- end_tests(fab_victor_clash_cards).
