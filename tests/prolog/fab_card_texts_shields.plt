/*  plunit tests of the single card texts Flesh and Blood reads in
    rules.pl/flesh-and-blood/card_texts_shields.pl: Mask of Perdition
    (FAB-1520 ... FAB-1523).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_shields.plt')" -g run_tests -t halt
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

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

zone_ids(S, Who, Zone, Ids) :-
    player_named(S, Who, P),
    (   get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    ids(Cs, Ids).

:- begin_tests(fab_mask_of_perdition_start).

%   Alice's start phase, her graveyard Graveyard, her arena Arena, her
%   equipment Equipment: she passes to end it.
start(Graveyard, Arena, Equipment, S) :-
    short(_{turn:3, phase:"start",
            players:[_{name:"alice", hero:"Arakni", graveyard:Graveyard, arena:Arena, equipment:Equipment},
                     _{name:"bob", hero:"Kayo"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

silvers(N, Ss) :-
    numlist(1, N, Is),
    maplist([I, _{id:Id, name:"Silver"}]>>format(string(Id), "s~d", [I]), Is, Ss).

test(two_silvers_ask, C-W == "shields_mask_equip"-"alice") :-
    silvers(2, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S),
    flesh_and_blood:pending(S, Pd),
    get_dict(choice, Pd, C), get_dict(player, Pd, W).
test(one_silver_does_not_ask, [fail]) :-
    silvers(1, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S),
    flesh_and_blood:pending(S, _).
test(no_mask_does_not_ask, [fail]) :-
    silvers(3, Ss),
    start([], Ss, [], S),
    flesh_and_blood:pending(S, _).
test(mode_1_equips, [Arena, Equipment, Graveyard, Phase] == [["s3"], ["m"], [], "action"]) :-
    silvers(3, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:1}, S),
    zone_ids(S, "alice", arena, Arena),
    zone_ids(S, "alice", equipment, Equipment),
    zone_ids(S, "alice", graveyard, Graveyard),
    Phase = S.phase.
%   A head zone already filled: the Silvers go, the Mask stays.
test(head_zone_filled, [Arena, Equipment, Graveyard] == [[], ["h"], ["m"]]) :-
    silvers(2, Ss),
    start(["Mask of Perdition [m]"], Ss, ["Mask of Momentum [h]"], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:1}, S),
    zone_ids(S, "alice", arena, Arena),
    zone_ids(S, "alice", equipment, Equipment),
    zone_ids(S, "alice", graveyard, Graveyard).
test(mode_2_keeps_all, [Arena, Graveyard] == [["s1", "s2"], ["m"]]) :-
    silvers(2, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:2}, S),
    zone_ids(S, "alice", arena, Arena),
    zone_ids(S, "alice", graveyard, Graveyard).
test(mode_3_refused, Ids == ['FAB-1521']) :-
    silvers(2, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"mode", mode:3}, Ids).
test(both_modes_are_candidates, Modes == [1, 2]) :-
    silvers(2, Ss),
    start(["Mask of Perdition [m]"], Ss, [], S),
    findall(Mo, ( legal_move(flesh_and_blood, S, M), M.action == "mode", Mo = M.mode ), Modes0),
    msort(Modes0, Modes).
test(mask_of_perdition_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Mask of Perdition"}).

:- end_tests(fab_mask_of_perdition_start).

:- begin_tests(fab_mask_of_perdition_hit).

%   Alice's Attack, undefended, reaction step; her Mask of Perdition
%   equipped; bob's deck Deck.  She activates the Mask targeting the
%   attack (S1), then all pass to the damage step (S).
mask_hit(Attack, Deck, S1, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Arakni", action_points:0, equipment:["Mask of Perdition [m]"]},
                     _{name:"bob", hero:"Katsu", life:20, deck:Deck}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"m", ability:0, target:"a"}, S0a),
    next_state(flesh_and_blood, S0a, _{player:"alice", action:"pass"}, S0b),
    next_state(flesh_and_blood, S0b, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S).

test(link_records_the_mask, G == ["m"]) :-
    mask_hit("Back Stab (red) [a]", ["Head Jab (red) [b1]", 39], S1, _),
    S1.chain.links = [L],
    G = L.hit_banishes_granted.
test(known_top_banished, [B, Arena] == [["b1"], []]) :-
    mask_hit("Back Stab (red) [a]", ["Head Jab (red) [b1]", 39], _, S),
    zone_ids(S, "bob", banished, B),
    zone_ids(S, "alice", arena, Arena).     % no contract on the chain: no Silver
test(unknown_top_waits, [C, W, Src] == ["banish_top", "bob", "m"]) :-
    mask_hit("Back Stab (red) [a]", [40], _, S),
    flesh_and_blood:pending(S, Pd),
    get_dict(choice, Pd, C), get_dict(player, Pd, W),
    flesh_and_blood:card_id(Pd.source, Src).
test(empty_deck_banishes_nothing, B == []) :-
    mask_hit("Back Stab (red) [a]", [], _, S),
    zone_ids(S, "bob", banished, B).
%   A contract card: its own banish and the Mask's, each completing it.
test(contract_banishes_twice, [B, Arena] == [["b1", "b2"], ["a-silver", "a-silver-2"]]) :-
    mask_hit("Annihilate the Armed (red) [a]", ["Head Jab (red) [b1]", "Head Jab (blue) [b2]", 38], _, S),
    zone_ids(S, "bob", banished, B),
    zone_ids(S, "alice", arena, Arena).
%   A defending Assassin attack action card gains the text; no link
%   records it.
test(defending_target_records_nothing, [Ids, G] == [[], none]) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Back Stab (red) [a]", defending:["Art of Desire: Mind (blue) [d]"]}]},
            players:[_{name:"alice", hero:"Arakni", action_points:0, equipment:["Mask of Perdition [m]"]},
                     _{name:"bob", hero:"Arakni"}]}, S0),
    Move = _{player:"alice", action:"activate", card:"m", ability:0, target:"d"},
    violation_ids(flesh_and_blood, S0, Move, Ids),
    next_state(flesh_and_blood, S0, Move, S0a),
    next_state(flesh_and_blood, S0a, _{player:"alice", action:"pass"}, S0b),
    next_state(flesh_and_blood, S0b, _{player:"bob", action:"pass"}, S1),
    S1.chain.links = [L],
    (   get_dict(hit_banishes_granted, L, G) -> true ; G = none ).

:- end_tests(fab_mask_of_perdition_hit).
