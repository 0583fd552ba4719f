/*  plunit tests of the Dromai Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_dromai.pl): Sink Below
    (FAB-960), Healing Balm (FAB-961), Sweeping Blow (FAB-962), Lava Burst
    (FAB-963), the Cenipai (FAB-964), Ironhide Helm (FAB-965), Deep Blue
    (FAB-966), Dromai (FAB-967).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_dromai.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players),
    P.name == Name,
    !.

ids(Cards, Ids) :-
    maplist([C, Id]>>get_dict(id, C, Id), Cards, Ids).

moves(S0, Ms, S) :-
    foldl([M, A, B]>>next_state(flesh_and_blood, A, M, B), Ms, S0, S).

card_id_of(Card, Id) :-
    split_string(Card, "[]", "", [_, Id|_]).

:- begin_tests(fab_sink_below).

%   Alice's Dustup attacks; bob plays Sink Below (Card) from hand in the
%   reaction step with Hand beside it; both pass and it resolves.
sunk(Card, Hand, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Dustup (red) [a-dust]", defending:[]}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai", hand:[Card|Hand], deck:["Dustup (blue) [b-top]"]}]}, S0),
    card_id_of(Card, Id),
    moves(S0, [_{player:"alice", action:"pass"},
               _{player:"bob", action:"play", card:Id, from:"hand", pitch:[], discard:[]},
               _{player:"bob", action:"pass"}, _{player:"alice", action:"pass"}], S).

test(with_a_hand_it_asks, Choice-Src == "hand_to_bottom"-"sb") :-
    sunk("Sink Below (red) [sb]", ["Healing Balm (red) [k]"], S),
    Choice = S.pending.choice,
    get_dict(id, S.pending.source, Src).
test(it_defends, Ids == ["sb"]) :-
    sunk("Sink Below (red) [sb]", ["Healing Balm (red) [k]"], S),
    last(S.chain.links, L),
    ids(L.defending, Ids).
test(with_no_hand_it_does_not_ask, [fail]) :-
    sunk("Sink Below (red) [sb]", [], S),
    flesh_and_blood:pending(S, _).
test(the_card_goes_to_the_bottom_and_one_is_drawn, Last-Hand == "k"-["b-top"]) :-
    sunk("Sink Below (red) [sb]", ["Healing Balm (red) [k]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"bottom", cards:["k"]}, S),
    player_named(S, "bob", P),
    last(P.deck, C), Last = C.id,
    ids(P.hand, Hand).
test(none_keeps_the_hand, Hand == ["k"]) :-
    sunk("Sink Below (blue) [sb]", ["Healing Balm (red) [k]"], S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"bottom", cards:[]}, S),
    player_named(S, "bob", P),
    ids(P.hand, Hand).
test(a_card_not_in_hand_is_illegal, Ids == ['FAB-575']) :-
    sunk("Sink Below (yellow) [sb]", ["Healing Balm (red) [k]"], S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"bottom", cards:["b-top"]}, Ids).
test(the_reason_names_sink_below_alone) :-
    sunk("Sink Below (yellow) [sb]", ["Healing Balm (red) [k]"], S),
    once(rc_legal:broken_rule(flesh_and_blood, S, _{player:"bob", action:"bottom", cards:["b-top"]},
                              'FAB-575', Reason)),
    rc_legal:reason_text(flesh_and_blood, Reason, Text),
    assertion(sub_string(Text, _, _, _, ": Sink Below (yellow) [sb] puts a card from the hand")),
    assertion(\+ sub_string(Text, _, _, _, "Scour")).
test(the_waiting_choice_cites_the_rule, Rules == ['FAB-960']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Dustup (red) [a-dust]", defending:[]}]},
            passes:1, priority:"alice",
            stack:[_{kind:"card", card:"Sink Below (red) [sb]", controller:"bob"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai", hand:["Healing Balm (red) [k]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, _, Es),
    event_rules(Es, All),
    include(==('FAB-960'), All, Rules).
test(sink_below_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Sink Below", color:"red"}).

:- end_tests(fab_sink_below).

:- begin_tests(fab_healing_balm).

%   Alice, at 10 life, plays Healing Balm (Card) and it resolves.
balmed(Card, Life, Rules) :-
    short(_{players:[_{name:"alice", hero:"Dromai", life:10, hand:[Card]},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    card_id_of(Card, Id),
    moves(S0, [_{player:"alice", action:"play", card:Id, from:"hand", pitch:[], discard:[]},
               _{player:"alice", action:"pass"}], S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Es),
    event_rules(Es, Rules),
    player_named(S, "alice", P),
    Life = P.life.

test(red_gains_3, Life == 13) :-
    balmed("Healing Balm (red) [hb]", Life, _).
test(yellow_gains_2, Life == 12) :-
    balmed("Healing Balm (yellow) [hb]", Life, _).
test(blue_gains_1, Life == 11) :-
    balmed("Healing Balm (blue) [hb]", Life, _).
test(it_cites_its_rule, [true((memberchk('FAB-961', Rules), \+ memberchk('FAB-544', Rules)))]) :-
    balmed("Healing Balm (red) [hb]", _, Rules).
test(sigil_still_cites_its_own, [true(memberchk('FAB-544', Rules))]) :-
    short(_{players:[_{name:"alice", hero:"Dromai", life:10},
                     _{name:"bob", hero:"Dromai"}],
            passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Sigil of Solace (red) [sg]", controller:"alice"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    event_rules(Es, Rules).
test(healing_balm_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Healing Balm", color:"blue"}).

:- end_tests(fab_healing_balm).

:- begin_tests(fab_sweeping_blow).

%   Alice's Sweeping Blow waits on the stack; bob passes and it attacks.
swept(Arena, Rules) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Sweeping Blow (red) [sw]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    event_rules(Es, Rules),
    player_named(S, "alice", P),
    maplist([C, N-Id]>>(get_dict(name, C, N), get_dict(id, C, Id)), P.arena, Arena).

test(it_creates_an_ash, Arena == ["Ash"-"sw-ash"]) :-
    swept(Arena, _).
test(it_cites_its_rule, [true((memberchk('FAB-962', Rules), \+ memberchk('FAB-553', Rules)))]) :-
    swept(_, Rules).
test(sweeping_blow_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Sweeping Blow", color:"blue"}).
test(ash_is_modelled_too, [fail]) :-                % its Material, card_texts_finish2.pl (FAB-991)
    flesh_and_blood:unmodelled_card(_{name:"Ash"}).

:- end_tests(fab_sweeping_blow).

:- begin_tests(fab_lava_burst).

%   Alice's Lava Burst waits on the stack over K - 1 resolved links of
%   hers; bob passes and it opens chain link K: its power bonus.
burst(K, B) :-
    K1 is K - 1,
    length(Links, K1),
    foldl([L, I0, I]>>(I is I0 + 1, format(string(C), "Dustup (blue) [d~d]", [I0]),
                       L = _{attack:C, defending:[], resolved:true}), Links, 1, _),
    short(_{passes:1, priority:"bob",
            chain:_{step:"layer", links:Links},
            stack:[_{kind:"card", card:"Lava Burst (red) [lb]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    (   get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).

test(link_4_gains_3, B == 3) :-
    burst(4, B).
test(link_5_gains_3, B == 3) :-
    burst(5, B).
test(link_3_gains_nothing, B == 0) :-
    burst(3, B).
test(link_1_gains_nothing, B == 0) :-
    burst(1, B).
test(lava_burst_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Lava Burst", color:"red"}).

:- end_tests(fab_lava_burst).

:- begin_tests(fab_cenipai).

%   Alice's attack Card is defended by bob's Defender: alice's arena and
%   the rules of the events.
defended(Card, Defender, Arena, Rules) :-
    short(_{chain:_{step:"defend", links:[_{attack:Card}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:[Defender]}]}, S0),
    card_id_of(Defender, D),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:[D]}, S, Es),
    event_rules(Es, Rules),
    player_named(S, "alice", P),
    maplist([C, N-Id]>>(get_dict(name, C, N), get_dict(id, C, Id)), P.arena, Arena).

test(dunebreaker_destroyed_makes_ash, [true((Arena == ["Ash"-"dune-ash"], memberchk('FAB-964', Rules)))]) :-
    defended("Dunebreaker Cenipai (red) [dune]", "Beast Mode (red) [bm]", Arena, Rules).
test(embermaw_destroyed_makes_ash, Arena == ["Ash"-"emb-ash"]) :-
    defended("Embermaw Cenipai (blue) [emb]", "Beast Mode (red) [bm]", Arena, _).
test(not_destroyed_makes_none, Arena == []) :-
    defended("Embermaw Cenipai (red) [emb]", "Beast Mode (yellow) [bm]", Arena, _).
test(another_phantasm_makes_none, Arena == []) :-
    defended("Phantasmal Haze (red) [hz]", "Beast Mode (red) [bm]", Arena, _).
test(cenipai_are_modelled, [fail]) :-
    (   flesh_and_blood:unmodelled_card(_{name:"Dunebreaker Cenipai", color:"yellow"})
    ;   flesh_and_blood:unmodelled_card(_{name:"Embermaw Cenipai", color:"red"})
    ).

:- end_tests(fab_cenipai).

:- begin_tests(fab_ironhide_helm).

%   Bob defends alice's Dustup with Cards of his equipment.
helm_defends(Equipment, Cards, S, Rules) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Dustup (red) [a]"}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai", hand:["Dustup (blue) [p]"], equipment:Equipment}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:Cards}, S, Es),
    event_rules(Es, Rules).

test(helm_asks_the_payment, [true((C-Src == "defend_pay"-"helm", memberchk('FAB-965', Rules)))]) :-
    helm_defends(["Ironhide Helm [helm]"], ["helm"], S, Rules),
    C = S.pending.choice,
    Src = S.pending.source.id.
test(helm_paid_gains_two, [true((B-K-R == 2-"destroy_at_chain_close"-['FAB-965']))]) :-
    helm_defends(["Ironhide Helm [helm]"], ["helm"], S0, _),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pay", pitch:["p"]}, S, Es),
    last(S.chain.links, L),
    B = L.defense_bonus,
    S.effects = [E], K = E.kind,
    event_rules(Es, R0), include([X]>>memberchk(X, ['FAB-965', 'FAB-723']), R0, R).
test(helm_destroyed_cites_its_rule, [true(memberchk('FAB-965', Rules))]) :-
    helm_defends(["Ironhide Helm [helm]"], ["helm"], S0, _),
    moves(S0, [_{player:"bob", action:"pay", pitch:["p"]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
               _{player:"alice", action:"pass"}], S1),
    next_events(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S, Es),
    S.chain == null,
    event_rules(Es, Rules).
test(helm_and_legs_the_second_not_asked_and_said, Src-Ks == "helm"-[defend_payment_waits-"helm", choice_not_asked-"legs"]) :-
    helm_defends(["Ironhide Helm [helm]", "Ironhide Legs [legs]"], ["helm", "legs"], S, _),
    Src = S.pending.source.id,
    helm_events(Ks).
test(legs_still_cite_their_rule, [true((memberchk('FAB-723', Rules), \+ memberchk('FAB-965', Rules)))]) :-
    helm_defends(["Ironhide Legs [legs]"], ["legs"], _, Rules).
test(helm_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Ironhide Helm"}).

helm_events(Ks) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Dustup (red) [a]"}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai", hand:["Dustup (blue) [p]"],
                       equipment:["Ironhide Helm [helm]", "Ironhide Legs [legs]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["helm", "legs"]}, _, Es),
    findall(K-Id, ( member(E, Es), event_kind_card(E, K, Id) ), Ks).

event_kind_card(event(_, K, F), K, Id) :- get_dict(card, F, Id), !.
event_kind_card(E, K, Id) :- is_dict(E), get_dict(kind, E, K0), atom_string(K, K0), get_dict(card, E, Id).

:- end_tests(fab_ironhide_helm).

:- begin_tests(fab_deep_blue).

blue(S) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, hand:["Dustup (blue) [c]"],
                       arsenal:["Dustup (red) [r]"], equipment:["Deep Blue [db]"]},
                     _{name:"bob", hero:"Dromai"}]}, S).

test(only_a_hand_card_is_offered, Bs == [["c"]]) :-
    blue(S),
    findall(B, ( legal_move(flesh_and_blood, S, M), M.action == "activate", B = M.bottom ), Bs).
test(an_arsenal_card_is_illegal, Ids == ['FAB-966']) :-
    blue(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"db", ability:0, pitch:[], bottom:["r"]}, Ids).
test(no_bottom_is_illegal, Ids == ['FAB-705']) :-
    blue(S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"activate", card:"db", ability:0, pitch:[], bottom:[]}, Ids).
test(it_gains_three_and_go_again, RP-AP-Last == 3-1-"c") :-
    blue(S0),
    moves(S0, [_{player:"alice", action:"activate", card:"db", ability:0, pitch:[], bottom:["c"]},
               _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"}], S),
    player_named(S, "alice", P),
    RP = P.resource_points, AP = P.action_points,
    last(P.deck, C), Last = C.id.
test(with_an_empty_hand_it_cannot_be_activated, [fail]) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, arsenal:["Dustup (red) [r]"],
                       equipment:["Deep Blue [db]"]},
                     _{name:"bob", hero:"Dromai"}]}, S),
    legal_move(flesh_and_blood, S, M), M.action == "activate".
test(deep_blue_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Deep Blue"}).

:- end_tests(fab_deep_blue).

:- begin_tests(fab_dromai).

%   Alice (Hero) plays Embermaw Cenipai (red, cost 2) pitching Pitch.
pitched(Hero, Pitch, Arena, Rules) :-
    short(_{players:[_{name:"alice", hero:Hero, action_points:1,
                       hand:["Embermaw Cenipai (red) [em]", "Dustup (red) [r1]", "Dustup (blue) [b1]",
                             "Lava Burst (red) [r2]"]},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"play", card:"em", from:"hand", pitch:Pitch, discard:[]}, S, Es),
    event_rules(Es, Rules),
    player_named(S, "alice", P),
    maplist([C, N-Id]>>(get_dict(name, C, N), get_dict(id, C, Id)), P.arena, Arena).

test(two_reds_two_ash, [true((Arena == ["Ash"-"r1-ash", "Ash"-"r2-ash"], memberchk('FAB-967', Rules)))]) :-
    pitched("Dromai", ["r1", "r2"], Arena, Rules).
test(a_blue_none, Arena == []) :-
    pitched("Dromai", ["b1"], Arena, _).
test(another_hero_none, Arena == []) :-
    pitched("Fai", ["r1", "r2"], Arena, _).
test(unread_dromai_none, Arena == []) :-
    pitched(_{name:"Dromai", id:"dro", text_read:false}, ["r1", "r2"], Arena, _).
test(a_taken_id_is_numbered, Ids == ["r1-ash", "r1-ash-2"]) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, arena:["Ash [r1-ash]"],
                       hand:["Sweeping Blow (red) [d]", "Dustup (red) [r1]"]},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"d", from:"hand", pitch:["r1"], discard:[]}, S),
    player_named(S, "alice", P),
    ids(P.arena, Ids).
test(dromai_is_modelled, [fail]) :-
    flesh_and_blood:unmodelled_card(_{name:"Dromai"}).

:- end_tests(fab_dromai).

:- begin_tests(fab_permanents_enter_the_arena).

%   The card Card (its catalog name) as a position holds it in a hand.
hand_card(Card, C) :-
    short(_{players:[_{name:"alice", hero:"Dromai", hand:[Card]}, _{name:"bob", hero:"Dromai"}]}, S),
    player_named(S, "alice", P),
    P.hand = [C].

test(an_ash_a_landmark_a_figment_and_an_ally_enter_the_arena) :-
    forall(member(Card, ["Dust from Stillwater Shrine (red)", "Deathmatch Arena",
                         "Figment of Judgment (yellow)", "Barnacle (yellow)"]),
           ( hand_card(Card, C), assertion(flesh_and_blood:enters_arena(C)) )).
test(an_attack_or_a_plain_action_does_not) :-
    forall(member(Card, ["Sink Below (red)", "Healing Balm (red)"]),
           ( hand_card(Card, C), assertion(\+ flesh_and_blood:enters_arena(C)) )).
test(an_invocation_and_an_affliction_enter_in_a_way_not_modelled, Subtypes == ["Invocation", "Affliction"]) :-
    findall(T, ( member(Card, ["Invoke Azvolai (red)", "Frost Hex (blue)"]),
                 hand_card(Card, C),
                 flesh_and_blood:permanent_entry_unmodelled(C, T) ), Subtypes).
test(the_invocation_resolving_says_its_back_face_is_not_modelled, Events == [permanent_entry_not_modelled]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{card:"Invoke Azvolai (red) [i]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Es),
    findall(K, member(event('FAB-311', K, _), Es), Ks),
    include(==(permanent_entry_not_modelled), Ks, Events).

:- end_tests(fab_permanents_enter_the_arena).
