/*  plunit tests of Agile Windup and Mighty Windup, an ability activated
    from the hand (rules.pl/flesh-and-blood/card_texts_windup.pl: FAB-790,
    FAB-791).
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

:- end_tests(fab_card_texts_windup).
