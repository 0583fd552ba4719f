/*  plunit tests of the last Dromai, Riptide and Prism Blitz Deck card
    texts Flesh and Blood reads in rules.pl/flesh-and-blood/card_texts_finish3.pl:
    Red Hot (FAB-922, FAB-923), Tarpit Trap (FAB-924), Riptide (FAB-925 ...
    FAB-927).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_finish3.plt')" -g run_tests -t halt
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

kinds(S, Kinds) :-
    flesh_and_blood:effects(S, Es),
    maplist([E, K]>>get_dict(kind, E, K), Es, Kinds0),
    msort(Kinds0, Kinds).

:- begin_tests(fab_red_hot).

%   Alice's Red Hot waits on the stack over K - 1 resolved links of hers,
%   each a Lava Burst (Draconic) or a Wounding Blow (not); her deck Deck;
%   bob passes and it opens chain link K.
red_hot(Attacks, Deck, S) :-
    foldl([Name, L, I0, I]>>( I is I0 + 1,
                              format(string(C), "~w (red) [l~d]", [Name, I0]),
                              L = _{attack:C, defending:[]} ),
          Attacks, Links, 1, _),
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:"Red Hot (red) [rh]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0, deck:Deck},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

deck5(["Lava Burst (red) [d1]", "Healing Balm (blue) [d2]", "Wounding Blow (red) [d3]",
       "Healing Balm (yellow) [d4]", "Lava Burst (red) [d5]"]).

bursts(N, Ls) :- length(Ls, N), maplist(=("Lava Burst"), Ls).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

test(link_4_waits_for_a_target, C-W == "red_hot_target"-"alice") :-
    bursts(3, As), deck5(D),
    red_hot(As, D, S),
    flesh_and_blood:pending(S, Pd),
    get_dict(choice, Pd, C), get_dict(player, Pd, W).
test(link_3_waits_for_nothing, [fail]) :-
    bursts(2, As), deck5(D),
    red_hot(As, D, S),
    flesh_and_blood:pending(S, _).

%   4 Draconic links: the top 4 hold 2 red cards: bob's hero takes 2;
%   the deck is shuffled (every card unknown, the ids kept).
test(four_draconic_links_two_red, [Dmg, Ids, All] == [2, ["d1", "d2", "d3", "d4", "d5"], true]) :-
    bursts(3, As), deck5(D),
    red_hot(As, D, S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"rhinar"}, S),
    life(S, "bob", L),
    Dmg is L0 - L,
    player_named(S, "alice", P),
    maplist([C, Id]>>get_dict(id, C, Id), P.deck, Ids),
    (   forall(member(C, P.deck), flesh_and_blood:unknown_card(C)) -> All = true ; All = false ),
    \+ flesh_and_blood:pending(S, _).

%   A Wounding Blow link is not Draconic: 3 links, the top 3, 2 red.
%   Targeting her own hero, alice takes them.
test(own_hero_non_draconic_link, D0 == 2) :-
    bursts(2, As0), append(As0, ["Wounding Blow"], As), deck5(D),
    red_hot(As, D, S0),
    life(S0, "alice", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"dromai"}, S),
    life(S, "alice", L),
    D0 is L0 - L.

%   No red card revealed: no damage.
test(no_red_no_damage, L == L0) :-
    bursts(3, As),
    red_hot(As, ["Healing Balm (blue) [d1]", "Healing Balm (yellow) [d2]"], S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"rhinar"}, S),
    life(S, "bob", L).

test(an_unknown_revealed_card_refuses_the_target, Ids == ['FAB-923']) :-
    bursts(3, As),
    red_hot(As, ["Lava Burst (red) [d1]", _{id:"d2", unknown:true}], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"rhinar"}, Ids).
test(an_unknown_card_below_the_revealed_ones_does_not, Ids == []) :-
    bursts(0, As0), append(As0, ["Wounding Blow", "Wounding Blow", "Wounding Blow"], As),
    red_hot(As, ["Lava Burst (red) [d1]", _{id:"d2", unknown:true}], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"rhinar"}, Ids).
test(a_target_not_a_hero, Ids == ['FAB-923']) :-
    bursts(3, As), deck5(D),
    red_hot(As, D, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"d1"}, Ids).
test(both_heroes_are_candidates, Cards == ["dromai", "rhinar"]) :-
    bursts(3, As), deck5(D),
    red_hot(As, D, S),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "target", Id = M.card ), Cards0),
    msort(Cards0, Cards).
%   A deck smaller than X: all of it is revealed.
test(a_small_deck_is_revealed_whole, D == 1) :-
    bursts(3, As),
    red_hot(As, ["Lava Burst (red) [d1]"], S1),
    life(S1, "bob", L0),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"rhinar"}, S),
    life(S, "bob", L),
    D is L0 - L.
test(red_hot_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Red Hot", color:"red"}).

:- end_tests(fab_red_hot).

:- begin_tests(fab_tarpit_trap).

%   Alice (hero Hero) attacks with Searing Shot (Link's go again
%   GoAgain), reaction step: bob plays Tarpit Trap from hand and it
%   resolves (S1); both pass to the damage step (S).
tarpit(Hero, GoAgain, S1, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Searing Shot (red) [ss]", go_again:GoAgain}]},
            players:[_{name:"alice", hero:Hero, action_points:0, hand:[]},
                     _{name:"bob", hero:"Riptide", hand:["Tarpit Trap (yellow) [t]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S0a),
    next_state(flesh_and_blood, S0a, _{player:"bob", action:"pass"}, S0b),
    next_state(flesh_and_blood, S0b, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

test(tarpit_trap_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Tarpit Trap", color:"yellow"}).
test(defending_go_again_makes_the_effect, K == ["hit_triggers_stopped"]) :-
    tarpit("Rhinar", true, S1, _),
    kinds(S1, K).
test(defending_no_go_again_makes_nothing, K == []) :-
    tarpit("Rhinar", false, S1, _),
    kinds(S1, K).
%   Searing Shot hits for 1 (Riptide: 19 life): its trigger takes no
%   life; the effect is used up.
test(the_hit_triggers_nothing, [K, L] == [[], 18]) :-
    tarpit("Rhinar", true, _, S),
    kinds(S, K),
    life(S, "bob", L).
test(without_the_effect_the_hit_triggers, L == 17) :-
    tarpit("Rhinar", false, _, S),
    life(S, "bob", L).
%   Katsu's once-per-turn hit trigger counts the hit (CR 6.6.5f).
test(a_limited_trigger_counts_the_hit, K == ["hit_search_used"]) :-
    tarpit("Katsu", true, _, S),
    kinds(S, K).
%   A weapon's hit does not use the effect up.
test(a_weapon_hit_keeps_the_effect, K == ["hit_triggers_stopped"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Romping Club [rc]"}]},
            effects:[_{kind:"hit_triggers_stopped", player:"bob", source:"t"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, weapons:[]},
                     _{name:"bob", hero:"Riptide"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    kinds(S, K).
test(katsu_without_the_effect_triggers, K == ["hit_search_used"]) :-
    tarpit("Katsu", false, _, S),
    kinds(S, K).

:- end_tests(fab_tarpit_trap).

:- begin_tests(fab_riptide_hero).

ids(Cs, Ids) :- maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

%   Alice (Hero), her action phase, plays Sigil of Solace from From (her
%   hand Hand, her arsenal Arsenal).
sigil(Hero, From, Hand, Arsenal, S) :-
    short(_{players:[_{name:"alice", hero:Hero, action_points:1, hand:Hand, arsenal:Arsenal},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"sg", from:From, pitch:[], discard:[]}, S).

choice_of(S, C) :- flesh_and_blood:pending(S, Pd), get_dict(choice, Pd, C).

test(riptide_is_modelled, [fail]) :-
    (   flesh_and_blood:unmodelled_card(_{name:"Riptide"})
    ;   flesh_and_blood:unmodelled_card(_{name:"Riptide, Lurker of the Deep"})
    ).
test(played_from_hand_asks, C == "riptide_to_arsenal") :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    choice_of(S, C).
test(lurker_asks_too, C == "riptide_to_arsenal") :-
    sigil("Riptide, Lurker of the Deep", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    choice_of(S, C).
test(another_hero_asks_nothing, [fail]) :-
    sigil("Azalea", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    choice_of(S, _).
test(a_full_arsenal_asks_nothing, [fail]) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], ["Nimblism (blue) [a]"], S),
    choice_of(S, _).
test(an_empty_hand_asks_nothing, [fail]) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]"], [], S),
    choice_of(S, _).
test(played_from_the_arsenal_asks_nothing, [fail]) :-
    sigil("Riptide", "arsenal", ["Nimblism (red) [n]"], ["Sigil of Solace (red) [sg]"], S),
    choice_of(S, _).
test(put_moves_the_card, [A, H] == [["n"], []]) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:"n", to:"arsenal"}, S),
    player_named(S, "alice", P), ids(P.arsenal, A), ids(P.hand, H),
    \+ flesh_and_blood:pending(S, _).
test(decline_keeps_the_hand, [A, H] == [[], ["n"]]) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    player_named(S, "alice", P), ids(P.arsenal, A), ids(P.hand, H).
test(put_a_card_not_in_hand, Ids == ['FAB-926']) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"sg", to:"arsenal"}, Ids).
test(put_elsewhere, Ids == ['FAB-926']) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"n", to:"top"}, Ids).
test(candidates, Ms == [decline-none, put-"n"]) :-
    sigil("Riptide", "hand", ["Sigil of Solace (red) [sg]", "Nimblism (red) [n]"], [], S),
    findall(A-C, ( legal_move(flesh_and_blood, S, M), M.player == "alice",
                   A0 = M.action, memberchk(A0, ["put", "decline"]), atom_string(A, A0),
                   ( get_dict(card, M, C) -> true ; C = none ) ), Ms0),
    msort(Ms0, Ms).

%   Alice (Riptide) plays Wounding Blow from hand with a Runechant in her
%   arena: its arcane damage waits for bob's prevention choice (Nullrune
%   Hood), so Riptide's effect waits; bob answers, and it asks.
test(waits_for_the_choice_before_it, [C0, K0, C] == ["arcane_damage", ["riptide_trigger"], "riptide_to_arsenal"]) :-
    short(_{players:[_{name:"alice", hero:"Riptide", action_points:1,
                       arena:[_{id:"rune", name:"Runechant", type:"token"}],
                       hand:["Wounding Blow (red) [wb]", "Nimblism (red) [n]"]},
                     _{name:"bob", hero:"Rhinar", equipment:["Nullrune Hood [h]"], hand:["Nimblism (blue) [bn]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"wb", from:"hand", pitch:[], discard:[]}, S1),
    choice_of(S1, C0),
    kinds(S1, K0),
    once(( legal_move(flesh_and_blood, S1, M), M.player == "bob", M.action \== "concede" )),
    next_state(flesh_and_blood, S1, M, S),
    choice_of(S, C),
    \+ ( flesh_and_blood:effects(S, Es), member(E, Es), get_dict(kind, E, "riptide_trigger") ).

%   Alice's Cut Down to Size (Link), reaction step: bob (Riptide) plays
%   his Trap from hand (or arsenal: From) and it resolves.
trap(Link, Trap, From, S) :-
    (   From == "hand"
    ->  Bob = _{name:"bob", hero:"Riptide", hand:[Trap]}
    ;   Bob = _{name:"bob", hero:"Riptide", arsenal:[Trap]}
    ),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[Link]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0}, Bob]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:From, pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S).

alice_life(S, L) :- player_named(S, "alice", P), L = P.life.

test(frailty_trap_triggers_1_damage, L == 19) :-
    trap(_{attack:"Cut Down to Size (red) [a]", go_again:true}, "Frailty Trap (red) [t]", "hand", S),
    alice_life(S, L).
test(frailty_trap_not_triggered_no_damage, L == 20) :-
    trap(_{attack:"Cut Down to Size (red) [a]"}, "Frailty Trap (red) [t]", "hand", S),
    alice_life(S, L).
test(pendulum_trap_after_a_reaction, L == 19) :-
    trap(_{attack:"Cut Down to Size (red) [a]", attack_reaction:true}, "Pendulum Trap (yellow) [t]", "hand", S),
    alice_life(S, L).
test(pendulum_trap_without_a_reaction, L == 20) :-
    trap(_{attack:"Cut Down to Size (red) [a]"}, "Pendulum Trap (yellow) [t]", "hand", S),
    alice_life(S, L).
%   Pitfall Trap always triggers: alice cannot pay, so it deals 2, and
%   Riptide 1.
test(pitfall_trap_always, L == 17) :-
    trap(_{attack:"Cut Down to Size (red) [a]"}, "Pitfall Trap (yellow) [t]", "arsenal", S),
    alice_life(S, L).
%   Alice has a Spectral Shield (Ward 1): the order of Pitfall Trap's
%   damage and Riptide's could matter, and an event says it is not asked.
test(pitfall_order_not_asked_is_told, Kinds == [riptide_trap_triggered, riptide_order_not_asked, text_damage_dealt]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0,
                       arena:[_{id:"ss", name:"Spectral Shield", type:"token"}]},
                     _{name:"bob", hero:"Riptide", arsenal:["Pitfall Trap (yellow) [t]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"arsenal", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, _, Es),
    findall(K, member(event('FAB-927', K, _), Es), Kinds).
test(an_unread_trap_deals_nothing, [L, Kinds] == [20, [riptide_trap_not_read]]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Riptide", hand:["Rockslide Trap (blue) [t]"]}]}, S0),
    flesh_and_blood:unmodelled_card(_{name:"Rockslide Trap", color:"blue"}),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Es),
    alice_life(S, L),
    findall(K, ( member(event('FAB-927', K, _), Es) ), Kinds).
test(another_hero_no_trap_damage, L == 20) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]", go_again:true}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Azalea", hand:["Frailty Trap (red) [t]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S),
    alice_life(S, L).

:- end_tests(fab_riptide_hero).
