/*  plunit tests of the choices a Flesh and Blood position waits for
    (rules.pl/flesh-and-blood/choices.pl): Arcane Barrier and Spellvoid
    against a Runechant's arcane damage (FAB-526, FAB-527), intimidate
    (FAB-528, FAB-529), the order of triggered effects (FAB-531, FAB-532),
    and the positions that hold a choice (FAB-120, FAB-121).  Run from the repository root:
        swipl -g "consult('tests/prolog/fab_choices.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

%   Alice, with two Runechants and a Quicken, is about to play an attack;
%   Bob (Kano, 15 life) has Bob's own Defending equipment and Arena.
arcane(Equipment, Arena, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar",
                     arena:["Runechant [a-r1]", "Runechant [a-r2]", "Quicken [a-q]"],
                     hand:["Wounding Blow (red) [a-blow]"]},
                   _{name:"bob", hero:"Kano", equipment:Equipment, arena:Arena,
                     hand:["Sink Below (red) [b-sink]", "Sink Below (blue) [b-sink3]"]}]}, S).

attacked(Equipment, Arena, S, Events) :-
    arcane(Equipment, Arena, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S1),
    assertion(S1.pending.choice == "order"),            % Runechant and Quicken: alice orders them (FAB-531)
    next_events(flesh_and_blood, S1, _{player:"alice", action:"order", cards:["a-r1", "a-r2", "a-q"]},
                S, Events).

bob(S, P) :-
    flesh_and_blood:player(S, "bob", P).

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

waiting(S, Pairs) :-
    maplist([W, Id-T]>>( get_dict(card, W, Id), get_dict(trigger, W, T) ), S.pending.then, Pairs).

prevent(Ids, Pitch, _{player:"bob", action:"prevent", cards:Ids, pitch:Pitch}).

:- begin_tests(fab_arcane_choice).

test(the_damage_waits_for_the_choice) :-
    attacked(["Nullrune Hood [b-hood]"], [], S, Events),
    bob(S, P),
    assertion(P.life == 15),
    assertion(S.pending.choice == "arcane_damage"),
    assertion(S.pending.player == "bob"),
    assertion(S.pending.amount == 1),
    waiting(S, Then),
    assertion(Then == ["a-r2"-"attack", "a-q"-"attack"]),
    assertion(memberchk(event('FAB-526', arcane_choice_waits, _{player:"bob", card:"a-r1", controller:"alice", amount:1}), Events)),
    assertion(flesh_and_blood:actor(S, "bob")).
test(no_choice_without_a_prevention) :-
    attacked([], [], S, _),
    bob(S, P),
    assertion(\+ get_dict(pending, S, _)),
    assertion(P.life == 13).
test(no_choice_that_cannot_be_paid) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", arena:["Runechant [a-r1]"],
                     hand:["Wounding Blow (red) [a-blow]"]},
                   _{name:"bob", hero:"Kano", equipment:["Nullrune Hood [b-hood]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S),
    bob(S, P),
    assertion(\+ get_dict(pending, S, _)),
    assertion(P.life == 14).
test(the_answers, all(Ids-Pitch == [["b-hood"]-["b-sink"], ["b-hood"]-["b-sink3"], ["b-aegis"]-[], []-[]])) :-
    attacked(["Nullrune Hood [b-hood]"], ["Spellbane Aegis [b-aegis]"], S, _),
    legal_move(flesh_and_blood, S, M),
    M.action == "prevent",
    Ids = M.cards,
    Pitch = M.pitch.
test(only_the_choice_is_a_move, Ids == ['FAB-203', 'FAB-207']) :-
    attacked(["Nullrune Hood [b-hood]"], [], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"pass"}, Ids).
test(arcane_barrier_pays_and_prevents) :-
    attacked(["Nullrune Hood [b-hood]"], [], S0, _),
    prevent(["b-hood"], ["b-sink"], M),
    next_events(flesh_and_blood, S0, M, S, Events),
    bob(S, P),
    ids(P.pitch, Pitched),
    assertion(Pitched == ["b-sink"]),
    ids(P.equipment, Equipment),
    assertion(Equipment == ["b-hood"]),
    assertion(memberchk(event('FAB-526', arcane_prevented, _{player:"bob", card:"b-hood", keyword:"Arcane Barrier", n:1,
                                                             damage:1, prevented:1, left:0, to:null}), Events)),
    assertion(S.pending.source.id == "a-r2"),            % the next Runechant's damage waits in turn
    assertion(P.life == 15).
test(spellvoid_is_destroyed_and_prevents) :-
    attacked([], ["Spellbane Aegis [b-aegis]"], S0, _),
    prevent(["b-aegis"], [], M),
    next_events(flesh_and_blood, S0, M, S, Events),
    bob(S, P),
    assertion(P.arena == []),
    assertion(memberchk(event('FAB-526', arcane_prevented, _{player:"bob", card:"b-aegis", keyword:"Spellvoid", n:1,
                                                             damage:1, prevented:1, left:0, to:"nowhere"}), Events)),
    assertion(\+ get_dict(pending, S, _)),               % no prevention left: the second Runechant's is dealt
    assertion(P.life == 14),
    S.effects = [E],
    assertion(E.kind == "next_attack_go_again"),
    assertion(E.source == "a-q").
test(none_chosen_then_ward) :-
    attacked(["Nullrune Hood [b-hood]"], ["Spectral Shield [b-ward]"], S0, _),
    prevent([], [], M),
    next_events(flesh_and_blood, S0, M, S, Events),
    bob(S, P),
    assertion(P.life == 15),
    assertion(memberchk(event('FAB-526', arcane_not_prevented, _{player:"bob", amount:1}), Events)),
    assertion(memberchk(event('FAB-524', ward_prevented, _), Events)).
test(more_than_needed, Ids == ['FAB-527']) :-
    attacked(["Nullrune Hood [b-hood]"], ["Spellbane Aegis [b-aegis]"], S, _),
    prevent(["b-hood", "b-aegis"], ["b-sink"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(not_a_prevention, Ids == ['FAB-527']) :-
    attacked(["Nullrune Hood [b-hood]"], [], S, _),
    prevent(["b-sink"], [], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(arcane_barrier_unpaid, Ids == ['FAB-302']) :-
    attacked(["Nullrune Hood [b-hood]"], [], S, _),
    prevent(["b-hood"], [], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(no_choice_once_the_game_is_over) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", arena:["Runechant [a-r1]", "Runechant [a-r2]"],
                     hand:["Wounding Blow (red) [a-blow]"]},
                   _{name:"bob", hero:"Kano", life:1, arena:["Spellbane Aegis [b-aegis]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"prevent", cards:[]}, S),
    assertion(flesh_and_blood:game_over(S, defeated("bob"))),
    assertion(\+ get_dict(pending, S, _)).

:- end_tests(fab_arcane_choice).

:- begin_tests(fab_ward_on_the_chain).

%   Ward destroys the equipment it is on, defending on the chain, and no
%   other defending card of that link.
test(only_the_ward_card_leaves_the_link) :-
    S0 = _{chain:_{links:[_{defending:[_{id:"d1"}, _{id:"d2"}]}]}},
    flesh_and_blood:chain_card_removed(S0, "d1", C, S),
    assertion(C.id == "d1"),
    S.chain.links = [L],
    ids(L.defending, Ids),
    assertion(Ids == ["d2"]).

:- end_tests(fab_ward_on_the_chain).

%   Alice plays Clearing Bellow ("Intimidate. Go again."); both pass: it
%   resolves.  Bob's hand is Hand.
intimidated(Hand, S, Events) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", hand:["Clearing Bellow [a-cb]"]},
                   _{name:"bob", hero:"Rhinar", hand:Hand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cb", from:"hand", pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_intimidate).

test(the_draw_waits) :-
    intimidated(["Sink Below (red) [b-sink]", "Pack Hunt (red) [b-hunt]"], S, Events),
    assertion(S.pending.choice == "intimidate"),
    assertion(S.pending.player == "bob"),
    assertion(memberchk(event('FAB-528', intimidate_waits, _{player:"bob", card:"a-cb", controller:"alice"}), Events)),
    findall(Id, ( legal_move(flesh_and_blood, S, M), M.action == "banish", Id = M.card ), Ids),
    assertion(Ids == ["b-sink", "b-hunt"]).
test(banished_face_down_then_back) :-
    intimidated(["Sink Below (red) [b-sink]", "Pack Hunt (red) [b-hunt]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"banish", card:"b-hunt"}, S1),
    bob(S1, P1),
    P1.banished = [B],
    assertion(B.id == "b-hunt"),
    assertion(B.intimidated == true),
    ids(P1.hand, Hand1),
    assertion(Hand1 == ["b-sink"]),
    assertion(\+ get_dict(pending, S1, _)),
    assertion(S1.priority == "alice"),
    state_errors(flesh_and_blood, S1, []),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events),
    bob(S, P),
    assertion(S.phase == "end"),
    assertion(P.banished == []),
    last(P.hand, Back),
    assertion(Back.id == "b-hunt"),
    assertion(\+ get_dict(intimidated, Back, _)),
    assertion(memberchk(event('FAB-528', intimidated_returned, _{player:"bob", cards:["b-hunt"]}), Events)).
test(an_empty_hand) :-
    intimidated([], S, Events),
    assertion(\+ get_dict(pending, S, _)),
    assertion(memberchk(event('FAB-528', intimidated_empty_hand, _), Events)).
test(not_from_hand, Ids == ['FAB-529']) :-
    intimidated(["Sink Below (red) [b-sink]"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"banish", card:"a-cb"}, Ids).
test(hidden_from_the_other_player) :-
    intimidated(["Sink Below (red) [b-sink]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"banish", card:"b-sink"}, S),
    assertion(flesh_and_blood:hidden(S, "alice", [players, 1, banished, 0])),
    assertion(\+ flesh_and_blood:hidden(S, "bob", [players, 1, banished, 0])).
test(an_attack_that_intimidates) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", hand:["Pack Hunt (red) [a-hunt]"], resource_points:2},
                   _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b-sink]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-hunt", from:"hand", pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    assertion(flesh_and_blood:chain_step(S, "attack")),
    assertion(S.pending.choice == "intimidate").

:- end_tests(fab_intimidate).

:- begin_tests(fab_choice_positions).

position(Pending, Bob, Phase, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:Phase, pending:Pending,
          players:[_{name:"alice", hero:"Rhinar", arena:["Runechant [a-r2]"]},
                   Bob.put(_{name:"bob", hero:"Kano"})]}, S).

errors(S, Ids) :-
    state_errors(flesh_and_blood, S, Es),
    findall(Id, ( member(E, Es), Id = E.rule ), Ids0),
    sort(Ids0, Ids).

test(a_waiting_arcane_damage, Ids == []) :-
    position(_{choice:"arcane_damage", player:"bob", source:"Runechant [a-r1]", amount:1,
               then:[_{card:"a-r2", trigger:"attack"}]},
             _{equipment:["Nullrune Hood [b-hood]"], hand:["Sink Below (red) [b-sink]"]}, "action", S),
    errors(S, Ids).
test(no_prevention_no_choice, Ids == ['FAB-120']) :-
    position(_{choice:"arcane_damage", player:"bob", source:"Runechant [a-r1]", amount:1},
             _{}, "action", S),
    errors(S, Ids).
test(then_names_a_trigger, Ids == ['FAB-120']) :-
    position(_{choice:"arcane_damage", player:"bob", source:"Runechant [a-r1]", amount:1,
               then:[_{card:"a-r9", trigger:"attack"}]},
             _{equipment:["Nullrune Hood [b-hood]"], hand:["Sink Below (red) [b-sink]"]}, "action", S),
    errors(S, Ids).
test(not_in_the_end_phase, Ids == ['FAB-120']) :-
    position(_{choice:"intimidate", player:"bob", source:"Clearing Bellow"},
             _{hand:["Sink Below (red)"]}, "end", S),
    errors(S, Ids).
test(intimidate_needs_a_hand, Ids == ['FAB-120']) :-
    position(_{choice:"intimidate", player:"bob", source:"Clearing Bellow"}, _{}, "action", S),
    errors(S, Ids).
test(intimidated_in_the_banished_zone, Ids == []) :-
    position(null, _{banished:[_{id:"b-x", name:"Sink Below", color:"red", intimidated:true}]}, "action", S),
    errors(S, Ids).
test(intimidated_elsewhere, Ids == ['FAB-121']) :-
    position(null, _{graveyard:[_{id:"b-x", name:"Sink Below", color:"red", intimidated:true}]}, "action", S),
    errors(S, Ids).
test(intimidated_after_the_end_phase_began, Ids == ['FAB-121']) :-
    position(null, _{banished:[_{id:"b-x", name:"Sink Below", color:"red", intimidated:true}]}, "end", S),
    errors(S, Ids).

:- end_tests(fab_choice_positions).

%   Alice's action phase ends (Bob passes second): her Bloodrot Pox and
%   Ponder trigger; Hand is hers.
pox(Hand, S, Events) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", priority:"bob", passes:1,
          players:[_{name:"alice", hero:"Rhinar", arena:["Bloodrot Pox [a-pox]", "Ponder [a-ponder]"],
                     hand:Hand},
                   _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    assertion(S1.pending.choice == "order"),            % alice orders her two triggers (FAB-531)
    next_events(flesh_and_blood, S1, _{player:"alice", action:"order", cards:["a-pox", "a-ponder"]}, S, Events).

:- begin_tests(fab_bloodrot_pox).

test(the_payment_waits) :-
    pox(["Wounding Blow (blue) [a-blow3]"], S, Events),
    assertion(S.phase == "end"),
    assertion(S.pending.choice == "unless_pay"),
    assertion(S.pending.cost == 3),
    assertion(S.pending.damage == 2),
    waiting(S, Then),
    assertion(Then == ["a-ponder"-"end_phase"]),
    assertion(memberchk(event('FAB-530', unless_pay_waits, _), Events)),
    assertion(flesh_and_blood:actor(S, "alice")),
    findall(A, ( legal_move(flesh_and_blood, S, M), A = M.action ), As),
    assertion(As == ["pay", "decline", "concede", "concede"]).
test(paid) :-
    pox(["Wounding Blow (blue) [a-blow3]"], S0, _),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pay", pitch:["a-blow3"]}, S, Events),
    flesh_and_blood:player(S, "alice", P),
    assertion(P.life == 20),
    assertion(P.arena == []),
    assertion(memberchk(event('FAB-530', unless_paid, _), Events)),
    assertion(length(P.hand, 1)).                       % Ponder, after the choice, drew
test(declined) :-
    pox(["Wounding Blow (blue) [a-blow3]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    flesh_and_blood:player(S, "alice", P),
    assertion(P.life == 18),
    assertion(\+ get_dict(pending, S, _)).
test(cannot_pay) :-
    pox(["Sink Below (red) [a-sink]"], S, Events),
    flesh_and_blood:player(S, "alice", P),
    assertion(\+ get_dict(pending, S, _)),
    assertion(P.life == 18),
    assertion(memberchk(event('FAB-530', unpaid_damage_dealt, _), Events)).
test(short_of_the_cost, Ids == ['FAB-302']) :-
    pox(["Wounding Blow (blue) [a-blow3]", "Sink Below (red) [a-sink]"], S, _),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"pay", pitch:["a-sink"]}, Ids).

:- end_tests(fab_bloodrot_pox).

%   Alice's end phase begins (Bob passes second) with Arena in her arena
%   and Hand in her hand.
end_phase_with(Arena, Hand, S, Events) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", priority:"bob", passes:1,
          players:[_{name:"alice", hero:"Rhinar", arena:Arena, hand:Hand},
                   _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

order(Ids, _{player:"alice", action:"order", cards:Ids}).

alice(S, P) :-
    flesh_and_blood:player(S, "alice", P).

:- begin_tests(fab_trigger_order).

test(the_order_waits) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], ["Wounding Blow (blue) [a-blow3]"], S, Events),
    assertion(S.phase == "end"),
    assertion(S.pending.choice == "order"),
    assertion(S.pending.player == "alice"),
    assertion(memberchk(event('FAB-531', order_waits, _{player:"alice", cards:["a-in", "a-pox"]}), Events)),
    assertion(flesh_and_blood:actor(S, "alice")),
    state_errors(flesh_and_blood, S, Errors),
    assertion(Errors == []).
test(each_order_is_a_move, all(Ids == [["a-in", "a-pox"], ["a-pox", "a-in"]])) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], ["Wounding Blow (blue) [a-blow3]"], S, _),
    legal_move(flesh_and_blood, S, M),
    M.action == "order",
    Ids = M.cards.
test(pox_first_can_be_paid) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], ["Wounding Blow (blue) [a-blow3]"], S0, _),
    order(["a-pox", "a-in"], M),
    next_state(flesh_and_blood, S0, M, S1),
    assertion(S1.pending.choice == "unless_pay"),
    waiting(S1, Then),
    assertion(Then == ["a-in"-"end_phase"]),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pay", pitch:["a-blow3"]}, S),
    alice(S, P),
    assertion(P.life == 20),
    assertion(P.arena == []),
    assertion(S.phase == "end").
test(inertia_first_cannot_be_paid) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], ["Wounding Blow (blue) [a-blow3]"], S0, _),
    order(["a-in", "a-pox"], M),
    next_events(flesh_and_blood, S0, M, S, Events),
    alice(S, P),
    assertion(P.life == 18),
    assertion(P.hand == []),
    last(P.deck, Bottom),
    assertion(Bottom.id == "a-blow3"),
    assertion(\+ get_dict(pending, S, _)),
    assertion(S.phase == "end"),
    assertion(memberchk(event('FAB-531', order_chosen, _{player:"alice", cards:["a-in", "a-pox"]}), Events)).
test(copies_are_not_ordered) :-
    end_phase_with(["Ponder [a-p1]", "Ponder [a-p2]"], [], S, _),
    assertion(\+ get_dict(pending, S, _)),
    alice(S, P),
    assertion(P.arena == []).
test(copies_in_any_order_are_one, all(Ids == [["a-p1", "a-in", "a-p2"], ["a-p1", "a-p2", "a-in"], ["a-in", "a-p1", "a-p2"]])) :-
    end_phase_with(["Ponder [a-p1]", "Inertia [a-in]", "Ponder [a-p2]"], [], S, _),
    legal_move(flesh_and_blood, S, M),
    M.action == "order",
    Ids = M.cards.
test(an_order_of_copies_swapped_is_legal, Ids == []) :-
    end_phase_with(["Ponder [a-p1]", "Inertia [a-in]", "Ponder [a-p2]"], [], S, _),
    order(["a-p2", "a-in", "a-p1"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(one_left_out, Ids == ['FAB-532']) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], [], S, _),
    order(["a-pox"], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    once(flesh_and_blood:broken('FAB-532', S, M, R)),
    assertion(R == order_left_out(["a-in"])).
test(named_twice, R == order_twice("a-pox")) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], [], S, _),
    order(["a-pox", "a-in", "a-pox"], M),
    once(flesh_and_blood:broken('FAB-532', S, M, R)).
test(not_waiting, R == order_not_waiting("a-x")) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], [], S, _),
    order(["a-pox", "a-x"], M),
    once(flesh_and_blood:broken('FAB-532', S, M, R)).
test(no_order_without_a_choice, Ids == ['FAB-207']) :-
    end_phase_with(["Inertia [a-in]"], [], S, _),
    order(["a-in"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(start_of_turn_waits_then_the_action_phase_begins) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:"start",
          players:[_{name:"alice", hero:"Rhinar", arena:["Might [a-might]", "Vigor [a-vigor]"]},
                   _{name:"bob", hero:"Rhinar", arena:["Toughness [b-tough]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    assertion(S1.phase == "start"),
    assertion(S1.pending.choice == "order"),
    state_errors(flesh_and_blood, S1, E1),
    assertion(E1 == []),
    order(["a-vigor", "a-might"], M),
    next_events(flesh_and_blood, S1, M, S, Events),
    assertion(S.phase == "action"),
    alice(S, P),
    assertion(P.action_points == 1),
    assertion(P.resource_points == 1),
    flesh_and_blood:player(S, "bob", B),
    assertion(B.arena == []),                                       % bob's Toughness after alice's
    findall(Id, member(event(_, trigger_resolved, _{player:_, card:Id, trigger:_}), Events), Resolved),
    assertion(Resolved == ["a-vigor", "a-might", "b-tough"]),
    assertion(memberchk(event('FAB-202', action_phase_began, _), Events)).
test(an_attack_with_two_texts_waits) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", arena:["Runechant [a-r1]", "Courage [a-c]"],
                     hand:["Wounding Blow (red) [a-blow]"]},
                   _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S),
    assertion(S.pending.choice == "order"),
    maplist([W, Id-T]>>( get_dict(card, W, Id), get_dict(trigger, W, T) ), S.pending.layers, Layers),
    assertion(Layers == ["a-r1"-"attack", "a-c"-"attack"]).
test(random_play_answers_the_order) :-
    end_phase_with(["Inertia [a-in]", "Bloodrot Pox [a-pox]"], ["Wounding Blow (blue) [a-blow3]"], S, _),
    flesh_and_blood:random_candidate(S, M),
    assertion(M.action == "order").

:- end_tests(fab_trigger_order).

:- begin_tests(fab_order_positions).

order_position(Phase, Arena, Layers, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:Phase,
          pending:_{choice:"order", player:"alice", layers:Layers},
          players:[_{name:"alice", hero:"Rhinar", arena:Arena},
                   _{name:"bob", hero:"Rhinar"}]}, S).

paths(S, Paths) :-
    state_errors(flesh_and_blood, S, Es),
    findall(P-R, ( member(E, Es), P = E.path, R = E.rule ), Paths0),
    sort(Paths0, Paths).

test(a_waiting_order, Paths == []) :-
    order_position("end", ["Inertia [a-in]", "Ponder [a-p]"],
                   [_{card:"a-in", trigger:"end_phase"}, _{card:"a-p", trigger:"end_phase"}], S),
    paths(S, Paths).
test(copies_wait_for_no_order, Paths == ["$.pending.layers"-'FAB-120']) :-
    order_position("end", ["Ponder [a-p1]", "Ponder [a-p2]"],
                   [_{card:"a-p1", trigger:"end_phase"}, _{card:"a-p2", trigger:"end_phase"}], S),
    paths(S, Paths).
test(a_trigger_of_another_phase, Paths == ["$.pending.layers[0]"-'FAB-120']) :-
    order_position("end", ["Might [a-m]", "Ponder [a-p]"],
                   [_{card:"a-m", trigger:"start_of_turn"}, _{card:"a-p", trigger:"end_phase"}], S),
    paths(S, Paths).
test(the_controller_orders_their_own, Paths == ["$.pending.controller"-'FAB-120']) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:"end",
          pending:_{choice:"order", player:"alice", controller:"bob",
                    layers:[_{card:"a-in", trigger:"end_phase"}, _{card:"a-p", trigger:"end_phase"}]},
          players:[_{name:"alice", hero:"Rhinar", arena:["Inertia [a-in]", "Ponder [a-p]"]},
                   _{name:"bob", hero:"Rhinar"}]}, S),
    paths(S, Paths).

:- end_tests(fab_order_positions).

:- begin_tests(fab_ward_order).

%   Alice's Runechant deals 1 arcane damage to Bob (Kano), who has Ward
%   permanents Equipment and Arena: alice plays Wounding Blow.
runechant_into(Equipment, Arena, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar", arena:["Runechant [a-r1]"],
                     hand:["Wounding Blow (red) [a-blow]"]},
                   _{name:"bob", hero:"Kano", equipment:Equipment, arena:Arena}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-blow", from:"hand", pitch:[]}, S).

test(needed_when_the_order_decides) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Kano", equipment:["Diadem of Dreamstate [b-head]", "Fluttersteps [b-legs]"]}]}, S),
    assertion(flesh_and_blood:ward_order_needed(S, any, "bob", 1)),
    assertion(flesh_and_blood:ward_order_needed(S, any, "bob", 2)),
    assertion(\+ flesh_and_blood:ward_order_needed(S, any, "bob", 3)),       % both destroyed in any order
    assertion(\+ flesh_and_blood:ward_order_needed(S, any, "bob", 0)).
test(copies_need_no_order, [fail]) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Kano", arena:["Spectral Shield [b-s1]", "Spectral Shield [b-s2]"]}]}, S),
    flesh_and_blood:ward_order_needed(S, any, "bob", 1).
test(arcane_damage_waits_for_the_order) :-
    runechant_into(["Fluttersteps [b-legs]"], ["Spectral Shield [b-shield]"], S1),
    assertion(S1.pending.choice == "ward"),
    assertion(S1.pending.of == "arcane"),
    assertion(S1.pending.controller == "alice"),
    state_errors(flesh_and_blood, S1, E1),
    assertion(E1 == []),
    findall(Ids, ( legal_move(flesh_and_blood, S1, M), M.action == "ward", Ids = M.cards ), Orders),
    assertion(Orders == [["b-legs", "b-shield"], ["b-shield", "b-legs"]]),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"ward", cards:["b-shield", "b-legs"]}, S, Events),
    bob(S, P),
    assertion(P.life == 15),
    assertion(P.arena == []),
    ids(P.equipment, Eq),
    assertion(Eq == ["b-legs"]),
    assertion(memberchk(event('FAB-210', arcane_damage_dealt, _{player:"alice", card:"a-r1", target:"bob", amount:0,
                                                                 lost:0, life:15, prevented:1}), Events)),
    assertion(\+ get_dict(pending, S, _)).
test(the_order_names_each_ward_once, Ids == ['FAB-533']) :-
    runechant_into(["Fluttersteps [b-legs]"], ["Spectral Shield [b-shield]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"ward", cards:["b-shield"]}, Ids).
test(a_ward_move_without_the_choice, Ids == ['FAB-207']) :-
    runechant_into(["Fluttersteps [b-legs]"], [], S),
    assertion(\+ get_dict(pending, S, _)),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"ward", cards:["b-legs"]}, Ids).
test(bloodrot_pox_declined_waits_then_the_rest) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", priority:"bob", passes:1,
          players:[_{name:"alice", hero:"Kano", life:15,
                     arena:["Bloodrot Pox [a-pox]", "Ponder [a-ponder]", "Spectral Shield [a-shield]"],
                     equipment:["Diadem of Dreamstate [a-head]"],
                     hand:["Wounding Blow (blue) [a-blow3]"]},
                   _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"order", cards:["a-pox", "a-ponder"]}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"decline"}, S3),
    assertion(S3.pending.choice == "ward"),
    assertion(S3.pending.of == "unless_pay"),
    waiting(S3, Then),
    assertion(Then == ["a-ponder"-"end_phase"]),        % Ponder still waits, after the Ward order
    state_errors(flesh_and_blood, S3, E3),
    assertion(E3 == []),
    next_state(flesh_and_blood, S3, _{player:"alice", action:"ward", cards:["a-head", "a-shield"]}, S),
    alice(S, P),
    assertion(P.life == 15),
    ids(P.arena, Arena),
    assertion(Arena == ["a-shield"]),                    % the Diadem's 2 was enough
    assertion(length(P.hand, 2)),                        % Ponder drew after the damage
    assertion(\+ get_dict(pending, S, _)).

:- end_tests(fab_ward_order).

:- begin_tests(fab_ward_positions).

paths(S, Paths) :-
    state_errors(flesh_and_blood, S, Es),
    findall(P-R, ( member(E, Es), P = E.path, R = E.rule ), Paths0),
    sort(Paths0, Paths).

test(no_order_to_choose, Paths == ["$.pending.player"-'FAB-120']) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          pending:_{choice:"ward", player:"bob", controller:"alice", amount:3, of:"arcane", source:"Runechant [a-r1]"},
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Kano", equipment:["Diadem of Dreamstate [b-head]", "Fluttersteps [b-legs]"]}]}, S),
    paths(S, Paths).
test(combat_damage_outside_combat, Paths == ["$.pending.of"-'FAB-120']) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood",
          pending:_{choice:"ward", player:"bob", controller:"alice", amount:1, of:"combat", power:4, defense:0},
          players:[_{name:"alice", hero:"Rhinar"},
                   _{name:"bob", hero:"Kano", equipment:["Diadem of Dreamstate [b-head]", "Fluttersteps [b-legs]"]}]}, S),
    paths(S, Paths).

:- end_tests(fab_ward_positions).

%   Inertia's cards go to the bottom of the deck in the order their owner
%   chooses (FAB-534, FAB-535).
bottom(Ids, _{player:"alice", action:"bottom", cards:Ids}).

:- begin_tests(fab_inertia_bottom_order).

test(the_order_waits) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S, Events),
    assertion(S.phase == "end"),
    assertion(S.pending.choice == "bottom"),
    assertion(S.pending.player == "alice"),
    assertion(S.pending.cards == ["a-hunt", "a-ride"]),
    assertion(memberchk(event('FAB-534', bottom_order_waits, _{player:"alice", cards:["a-hunt", "a-ride"], by:"a-in"}), Events)),
    alice(S, P),
    assertion(P.arena == []),
    assertion(length(P.hand, 2)),
    assertion(flesh_and_blood:actor(S, "alice")),
    state_errors(flesh_and_blood, S, Errors),
    assertion(Errors == []).
test(each_order_is_a_move, all(Ids == [["a-hunt", "a-ride"], ["a-ride", "a-hunt"]])) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S, _),
    legal_move(flesh_and_blood, S, M),
    M.action == "bottom",
    Ids = M.cards.
test(the_cards_go_in_the_order_chosen) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S0, _),
    bottom(["a-ride", "a-hunt"], M),
    next_events(flesh_and_blood, S0, M, S, Events),
    alice(S, P),
    assertion(P.hand == []),
    once(append(_, [A, B], P.deck)),
    assertion([A.id, B.id] == ["a-ride", "a-hunt"]),
    assertion(\+ get_dict(pending, S, _)),
    assertion(memberchk(event('FAB-534', bottom_order_chosen, _{player:"alice", count:2, cards:["a-ride", "a-hunt"]}), Events)).
test(copies_are_not_ordered) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-h1]", "Pack Hunt (red) [a-h2]"], S, _),
    assertion(\+ get_dict(pending, S, _)),
    alice(S, P),
    assertion(P.hand == []),
    once(append(_, [A, B], P.deck)),
    assertion([A.id, B.id] == ["a-h1", "a-h2"]).
test(copies_in_any_order_are_one, all(Ids == [["a-h1", "a-h2", "a-ride"], ["a-h1", "a-ride", "a-h2"], ["a-ride", "a-h1", "a-h2"]])) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-h1]", "Pack Hunt (red) [a-h2]", "Wild Ride (blue) [a-ride]"], S, _),
    legal_move(flesh_and_blood, S, M),
    M.action == "bottom",
    Ids = M.cards.
test(left_out, R == bottom_left_out(["a-hunt"])) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S, _),
    bottom(["a-ride"], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(Ids == ['FAB-535']),
    once(flesh_and_blood:broken('FAB-535', S, M, R)).
test(named_twice, R == bottom_twice("a-ride")) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S, _),
    bottom(["a-ride", "a-hunt", "a-ride"], M),
    once(flesh_and_blood:broken('FAB-535', S, M, R)).
test(not_waiting, R == bottom_not_waiting("a-x")) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S, _),
    bottom(["a-ride", "a-hunt", "a-x"], M),
    once(flesh_and_blood:broken('FAB-535', S, M, R)).
test(no_bottom_without_a_choice, Ids == ['FAB-207']) :-
    end_phase_with(["Inertia [a-in]"], ["Pack Hunt (red) [a-hunt]"], S, _),
    bottom(["a-hunt"], M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(the_rest_waits_after_it) :-
    end_phase_with(["Inertia [a-in]", "Ponder [a-p]"], ["Pack Hunt (red) [a-hunt]", "Wild Ride (blue) [a-ride]"], S0, _),
    order(["a-in", "a-p"], M0),
    next_state(flesh_and_blood, S0, M0, S1),
    assertion(S1.pending.choice == "bottom"),
    waiting(S1, Then),
    assertion(Then == ["a-p"-"end_phase"]),
    bottom(["a-hunt", "a-ride"], M),
    next_state(flesh_and_blood, S1, M, S),
    alice(S, P),
    assertion(P.arena == []),
    assertion(length(P.hand, 1)),             % Ponder drew one after Inertia
    assertion(\+ get_dict(pending, S, _)).

:- end_tests(fab_inertia_bottom_order).

:- begin_tests(fab_inertia_bottom_positions).

test(a_choice_of_cards_not_held, true(Errors \== [])) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:"end",
          pending:_{choice:"bottom", player:"alice", cards:["a-hunt", "a-romp"]},
          players:[_{name:"alice", hero:"Rhinar", hand:["Pack Hunt (red) [a-hunt]"], deck:["Wrecker Romp (blue) [a-romp]"]},
                   _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Errors).
test(a_choice_of_copies, true(Errors \== [])) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:"end",
          pending:_{choice:"bottom", player:"alice", cards:["a-h1", "a-h2"]},
          players:[_{name:"alice", hero:"Rhinar", hand:["Pack Hunt (red) [a-h1]", "Pack Hunt (red) [a-h2]"]},
                   _{name:"bob", hero:"Rhinar"}]}, S),
    state_errors(flesh_and_blood, S, Errors).

:- end_tests(fab_inertia_bottom_positions).

%   CR 6.6.6b: the turn player selects which player adds their
%   triggered-layers first.  At the start of the turn rulecheck resolves
%   the turn player's first (FAB-531's ruling): the other order gives the
%   same position, for each start-of-turn permanent of the vocabulary
%   against the other player's Toughness (its effects compared as a
%   multiset: their order in the state is no game fact).
:- begin_tests(fab_start_of_turn_players_order).

start_tokens(Token, S) :-
    flesh_and_blood:normalized(
        _{game:"flesh-and-blood", phase:"start",
          players:[_{name:"alice", hero:"Rhinar", arena:[Token]},
                   _{name:"bob", hero:"Rhinar", arena:["Toughness [b-tough]"]}]}, S).

same_position(S1, S2) :-
    assertion(S1.players == S2.players),
    flesh_and_blood:key_value(effects, S1, [], E1),
    flesh_and_blood:key_value(effects, S2, [], E2),
    maplist([D, Ps]>>dict_pairs(D, _, Ps), E1, P1),
    maplist([D, Ps]>>dict_pairs(D, _, Ps), E2, P2),
    msort(P1, M1),
    msort(P2, M2),
    assertion(M1 == M2).

test(either_player_first_is_the_same, forall(member(Token, ["Might [a-t]", "Vigor [a-t]", "Agility [a-t]"]))) :-
    start_tokens(Token, S0),
    phrase(flesh_and_blood:fired(S0, "alice", start_of_turn, A1), _),
    phrase(flesh_and_blood:fired(A1, "bob", start_of_opponents_turn, A2), _),
    phrase(flesh_and_blood:fired(S0, "bob", start_of_opponents_turn, B1), _),
    phrase(flesh_and_blood:fired(B1, "alice", start_of_turn, B2), _),
    assertion(A2 \== S0),
    same_position(A2, B2).

:- end_tests(fab_start_of_turn_players_order).
