/*  plunit tests of Agile Windup and Mighty Windup, an ability activated
    from the hand, and Kayo (rules.pl/flesh-and-blood/card_texts_windup.pl:
    FAB-790, FAB-791; FAB-792 ... FAB-794).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_windup.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

%   Alice, Rhinar, in her action phase with Hand and Arsenal; bob holds a
%   card (Rhinar's intimidate has one to banish).
windup_position(Hand, Arsenal, S) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:Hand, arsenal:Arsenal},
                     _{name:"bob", hero:"Rhinar", hand:["Sink Below (red) [b-sink]"]}]}, S).

activate(Id, _{player:"alice", action:"activate", card:Id, ability:0, pitch:[]}).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    findall(N, ( member(T, P.arena), get_dict(name, T, N) ), Ns).

:- begin_tests(fab_card_texts_windup).

test(windup_activated_from_hand_is_listed) :-
    windup_position(["Mighty Windup (red) [a-mw]", "Agile Windup (blue) [a-aw]"], [], S),
    activate("a-mw", M1), activate("a-aw", M2),
    assertion(legal_move(flesh_and_blood, S, M1)),
    assertion(legal_move(flesh_and_blood, S, M2)).

test(windup_in_arsenal_breaks_fab_790, Ids == ['FAB-401', 'FAB-790']) :-
    windup_position([], ["Agile Windup (yellow) [a-aw2]"], S),
    activate("a-aw2", M),
    \+ legal_move(flesh_and_blood, S, M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(card_read_without_hand_ability_is_illegal, Ids == ['FAB-401']) :-
    windup_position(["Lead with Power (red) [a-lwp]"], [], S),
    activate("a-lwp", M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(card_unread_in_hand_is_unknown_naming_it, Name == "Lead with Speed") :-
    windup_position([_{id:"a-lws", name:"Lead with Speed", color:"red", text_read:false}], [], S),
    activate("a-lws", M),
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, abilities_not_modelled(_, 0))),
    Name = About.name.

test(windup_hidden_is_unknown_not_illegal) :-
    windup_position([_{id:"a-mw", name:"Mighty Windup", color:"red", text_read:false}], [], S),
    activate("a-mw", M),
    violation_ids(flesh_and_blood, S, M, []),
    assertion(flesh_and_blood:depends_on_text(S, M, _, _)).

test(mighty_windup_red_discard_records_and_intimidates, [G, Pd, Ks] == [["a-mw"], "intimidate", ["discarded_power", "intimidated"]]) :-
    windup_position(["Mighty Windup (red) [a-mw]"], [], S0),
    activate("a-mw", M),
    next_events(flesh_and_blood, S0, M, S, Events),
    event_rules(Events, Rules),
    assertion(memberchk('FAB-790', Rules)),
    player_named(S, "alice", P),
    findall(Id, ( member(C, P.graveyard), get_dict(id, C, Id) ), G),
    Pd = S.pending.choice,
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).

test(agile_windup_blue_makes_agility_and_sets_off_nothing, [Ns, Ks] == [["Agility"], []]) :-
    windup_position(["Agile Windup (blue) [a-aw]"], [], S0),
    activate("a-aw", M),
    next_state(flesh_and_blood, S0, M, S1),
    assertion(\+ get_dict(pending, S1, _{})),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events),
    event_rules(Events, Rules),
    assertion(memberchk('FAB-791', Rules)),
    arena_names(S, "alice", Ns),
    findall(K, ( member(E, S.effects), get_dict(kind, E, K) ), Ks).

test(mighty_windup_makes_might, Ns == ["Might"]) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Mighty Windup (blue) [a-mw]"]},
                     _{name:"bob", hero:"Rhinar", hand:[]}]}, S0),
    activate("a-mw", M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Ns).

test(windups_modelled) :-
    forall(member(Short, ["Agile Windup (red) [x]", "Mighty Windup (yellow) [y]"]),
           ( windup_position([Short], [], S),
             player_named(S, "alice", P), P.hand = [C],
             assertion(\+ flesh_and_blood:unmodelled_card(C)) )).

%   Alice, Kayo (Hero0), with Hand; bob, Rhinar.
kayo_position(Hero0, Hand, S) :-
    short(_{players:[_{name:"alice", hero:Hero0, resource_points:3, hand:Hand},
                     _{name:"bob", hero:"Rhinar", hand:["Agile Windup (blue) [b-aw]"]}]}, S).

beat_chest(D, _{player:"alice", action:"play", card:"a-pt", from:"hand", pitch:[], discard:[D]}).

test(kayo_power_where_off_chain, [Mine, Bobs, Sink] == [6, 5, 0]) :-
    kayo_position("Kayo", ["Agile Windup (blue) [a-aw]", "Sink Below (red) [a-sink]"], S),
    player_named(S, "alice", A), player_named(S, "bob", B),
    A.hand = [AW, SB], B.hand = [BW],
    flesh_and_blood:power_where(S, "alice", AW, Mine),
    flesh_and_blood:power_where(S, "bob", BW, Bobs),
    flesh_and_blood:power_where(S, "alice", SB, Sink).

test(kayo_beat_chest_discard_of_a_printed_5, Ids == []) :-
    kayo_position("Kayo", ["Pound Town (red) [a-pt]", "Agile Windup (blue) [a-aw]"], S),
    beat_chest("a-aw", M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(legal_move(flesh_and_blood, S, M)).

test(rhinar_beat_chest_discard_of_a_printed_5_breaks_fab_305, Ids == ['FAB-305']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", resource_points:3,
                       hand:["Pound Town (red) [a-pt]", "Agile Windup (blue) [a-aw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    beat_chest("a-aw", M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(kayo_unread_discard_is_unknown_naming_kayo, Name == "Kayo") :-
    kayo_position(_{id:"kayo", name:"Kayo", text_read:false}, ["Pound Town (red) [a-pt]", "Agile Windup (blue) [a-aw]"], S),
    beat_chest("a-aw", M),
    violation_ids(flesh_and_blood, S, M, Ids),
    once(flesh_and_blood:allowed_by_text(S, M, Ids, About, _)),
    Name = About.name.

test(kayo_first_discard_makes_might_once, [Ns1, Ns2] == [["Might"], ["Might"]]) :-
    kayo_position("Kayo", ["Pound Town (red) [a-pt]", "Agile Windup (blue) [a-aw]", "Mighty Windup (red) [a-mw]"], S0),
    beat_chest("a-aw", M),
    next_events(flesh_and_blood, S0, M, S1, Es),
    event_rules(Es, Rules),
    assertion(subtract(['FAB-679', 'FAB-792', 'FAB-793'], Rules, [])),
    arena_names(S1, "alice", Ns1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"activate", card:"a-mw", ability:0, pitch:[]}, S2),
    arena_names(S2, "alice", Ns2).

test(kayo_no_might_outside_his_action_phase, Ns == []) :-
    short(_{passes:1, priority:"alice", turn_player:"bob",
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [b-wb]", controller:"bob"}]},
            players:[_{name:"alice", hero:"Kayo", hand:["Mighty Windup (red) [a-mw]"]},
                     _{name:"bob", hero:"Rhinar", action_points:0}]}, S0),
    M = _{player:"alice", action:"activate", card:"a-mw", ability:0, pitch:[]},
    assertion(legal_move(flesh_and_blood, S0, M)),
    next_state(flesh_and_blood, S0, M, S),
    arena_names(S, "alice", Ns).

test(kayo_pack_call_top_with_his_bonus_stays, To == "top") :-
    kayo_position("Kayo", [], S),
    player_named(S, "alice", _),
    card_of_hand(S, "Agile Windup (blue) [x]", C),
    flesh_and_blood:top_place(S, "alice", C, To).

test(kayo_one_weapon_zone) :-
    short(_{players:[_{name:"alice", hero:"Kayo", weapons:["Mini Meataxe [a1]"]},
                     _{name:"bob", hero:"Rhinar", weapons:["Mini Meataxe [b1]", "Mini Meataxe [b2]"]}]}, S),
    state_errors(flesh_and_blood, S, []).

%   Bob's Pack Call revealed the blue Agile Windup (5 printed) on top of
%   his deck; his hero Hero0.
pack_call_windup(Hero0, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [a]", defending:["Pack Call (red) [p]"]}]},
            pending:_{choice:"revealed_top", player:"bob", controller:"bob", source:"Pack Call (red) [p]"},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:Hero0, deck:["Agile Windup (blue) [w]"]}]}, S).

test(kayo_pack_call_keeps_his_printed_5_on_top, Ms == ["top"]) :-
    pack_call_windup("Kayo", S),
    findall(To, ( legal_move(flesh_and_blood, S, M), M.action == "put", To = M.to ), Ms).

test(kayo_unread_pack_call_either_place_is_unknown, [Top, Bottom] == ["Kayo", "Kayo"]) :-
    pack_call_windup(_{id:"kayo", name:"Kayo", text_read:false}, S),
    MT = _{player:"bob", action:"put", card:"w", to:"top"},
    MB = _{player:"bob", action:"put", card:"w", to:"bottom"},
    violation_ids(flesh_and_blood, S, MT, IdsT),
    assertion(IdsT == ['FAB-684']),
    once(flesh_and_blood:allowed_by_text(S, MT, IdsT, AT, _)),
    violation_ids(flesh_and_blood, S, MB, []),
    once(flesh_and_blood:depends_on_text(S, MB, AB, _)),
    Top = AT.name, Bottom = AB.name.

%   Alice, Hero0, plays Breakneck Battery discarding D at random.
breakneck(Hero0, D, S, M) :-
    short(_{players:[_{name:"alice", hero:Hero0, resource_points:3,
                       hand:["Breakneck Battery (red) [a-bb]", _{id:"a-u", unknown:true}, "Sink Below (red) [a-sink]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    M = _{player:"alice", action:"play", card:"a-bb", from:"hand", pitch:[], discard:[D]}.

test(unknown_random_discard_read_is_unknown_naming_it, [Ids, Card] == [[], "a-u"]) :-
    breakneck("Dorinthea", "a-u", S, M),
    violation_ids(flesh_and_blood, S, M, Ids),
    once(flesh_and_blood:depends_on_text(S, M, About, unknown_discard_read(_, _))),
    Card = About.card.

test(known_random_discard_is_answered, fail) :-
    breakneck("Rhinar", "a-sink", S, M),
    flesh_and_blood:depends_on_text(S, M, _, _).

card_of_hand(_, Short, C) :-
    short(_{players:[_{name:"alice", hero:"Kayo", hand:[Short]}, _{name:"bob", hero:"Rhinar"}]}, S1),
    player_named(S1, "alice", P),
    P.hand = [C].

:- end_tests(fab_card_texts_windup).
