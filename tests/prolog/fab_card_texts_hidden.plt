/*  plunit tests of the face-down cards and searched decks read in
    rules.pl/flesh-and-blood/card_texts_hidden.pl: Koi Blessed Kimono,
    turned face up at the start of its player's turn at 1 life (the
    Heirlooms' choice, FAB-1429), is destroyed and its player searches
    their deck for an Inner Chi (FAB-1294); the search finds an Inner Chi
    of the deck, or none (FAB-1295).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_hidden.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

ids(Cards, Ids) :-
    findall(Id, ( member(C, Cards), get_dict(id, C, Id) ), Ids).

%   The start of alice's turn at Life, a face-down Koi Blessed Kimono
%   equipped, Deck her deck: she passes (the start phase ends).
kimono_start(Life, Deck, S) :-
    short(_{turn:3, phase:"start",
            players:[_{name:"alice", hero:"Nuu", life:Life, deck:Deck,
                       equipment:[_{id:"a-koi", name:"Koi Blessed Kimono", face_up:false}]},
                     _{name:"bob", hero:"Nuu"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

%   ... and turns it face up (mode 1): the state and events.
kimono_face_up(Deck, S, Es) :-
    kimono_start(1, Deck, S1),
    next_events(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:1}, S, Es).

deck_with_chi(["Head Jab (red) [a-dhj]", "Inner Chi (blue) [a-ic]", 3]).

:- begin_tests(fab_hidden_kimono).

test(modelled, true) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"Koi Blessed Kimono"}).
test(still_unread, Ns == []) :-                 % the Hand: card_texts_hand2.pl
    findall(N, ( member(N, ["Arakni, Trap-Door", "The Hand that Pulls the Strings"]),
                 flesh_and_blood:unmodelled_card(_{name:N}) ), Ns).

test(asked_at_one_life, Choice == "cloaked_face_up") :-
    deck_with_chi(D),
    kimono_start(1, D, S),
    Choice = S.pending.choice.
test(not_asked_at_two_life, Phase == "action") :-
    deck_with_chi(D),
    kimono_start(2, D, S),
    \+ flesh_and_blood:pending(S, _),
    Phase = S.phase.

test(face_up_destroyed_search_waits, [Eq, Grave, Choice, Rules] == [[], ["a-koi"], "hidden_koi_search", ['FAB-1429', 'FAB-1294']]) :-
    deck_with_chi(D),
    kimono_face_up(D, S, Es),
    player_named(S, "alice", P),
    ids(P.equipment, Eq),
    ids(P.graveyard, Grave),
    Choice = S.pending.choice,
    event_rules(Es, Rules).
test(left_face_down_nothing, [Eq, Phase] == [["a-koi"], "action"]) :-
    deck_with_chi(D),
    kimono_start(1, D, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:2}, S),
    player_named(S, "alice", P),
    ids(P.equipment, Eq),
    Phase = S.phase.

test(search_offers_the_chi_an_unknown_and_none, Cards == ["a-ic", "alice-deck-1", none]) :-
    deck_with_chi(D),
    kimono_face_up(D, S, _),
    findall(C, ( legal_move(flesh_and_blood, S, M), M.action == "search",
                 ( get_dict(card, M, C0) -> C = C0 ; C = none ) ), Cards0),
    msort(Cards0, Cards).
test(finds_the_chi, [Hand, Phase, Known] == [["a-ic"], "action", []]) :-
    deck_with_chi(D),
    kimono_face_up(D, S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"search", card:"a-ic"}, S),
    player_named(S, "alice", P),
    ids(P.hand, Hand),
    Phase = S.phase,
    findall(C, ( member(C, P.deck), get_dict(name, C, _) ), Known).
test(unknown_card_revealed_inner_chi, Name == "Inner Chi") :-
    deck_with_chi(D),
    kimono_face_up(D, S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"search", card:"alice-deck-1"}, S),
    player_named(S, "alice", P),
    P.hand = [C],
    Name = C.name.
test(fails_to_find, [Hand, Phase] == [[], "action"]) :-
    deck_with_chi(D),
    kimono_face_up(D, S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"search"}, S),
    player_named(S, "alice", P),
    ids(P.hand, Hand),
    Phase = S.phase.
test(not_an_inner_chi, Ids == ['FAB-1295']) :-
    deck_with_chi(D),
    kimono_face_up(D, S1, _),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"search", card:"a-dhj"}, Ids).
test(not_in_the_deck, Ids == ['FAB-1295']) :-
    deck_with_chi(D),
    kimono_face_up(D, S1, _),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"search", card:"a-koi"}, Ids).
test(no_chi_shown_search_fails_at_once, [Phase, Grave] == ["action", ["a-koi"]]) :-
    kimono_face_up(["Head Jab (red) [a-dhj]"], S, _),
    \+ flesh_and_blood:pending(S, _),
    player_named(S, "alice", P),
    ids(P.graveyard, Grave),
    Phase = S.phase.
test(empty_deck_search_fails_at_once, Phase == "action") :-
    kimono_face_up([], S, _),
    \+ flesh_and_blood:pending(S, _),
    Phase = S.phase.
test(search_hidden_from_the_other, Why = unseen("alice", "search", deck("alice"), "bob")) :-
    deck_with_chi(D),
    kimono_face_up(D, S, _),
    once(flesh_and_blood:depends_on_hidden(S, "bob", _{player:"alice", action:"search", card:"a-ic"}, Why)).

:- end_tests(fab_hidden_kimono).

%   Alice's end phase about to begin, bob marked: her hero Arakni, Web
%   of Deceit becomes Arakni, Trap-Door (the name move); Deck her deck.
trapdoor_named(Deck, S) :-
    short(_{passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Arakni, Web of Deceit [a-arakni]", life:13, action_points:0,
                       deck:Deck},
                     _{name:"bob", hero:"Bravo", arena:["Marked [b-m]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"name", name:"Arakni, Trap-Door", pitch:[]}, S).

trap_deck(["Bloodrot Trap (red) [a-trap]", "Sink Below (red) [a-sink]", 3]).

%   ... and she banishes Id face down.
trapdoor_banished(Id, S) :-
    trap_deck(D),
    trapdoor_named(D, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"search", card:Id}, S).

:- begin_tests(fab_hidden_trapdoor).

test(modelled, true) :-
    \+ flesh_and_blood:unmodelled_card(_{name:"Arakni, Trap-Door"}),
    \+ flesh_and_blood:card_text_partly_read("Arakni, Trap-Door").

test(search_waits, Choice == "hidden_trapdoor_search") :-
    trap_deck(D),
    trapdoor_named(D, S),
    Choice = S.pending.choice.
test(empty_deck_nothing_waits, true) :-
    trapdoor_named([], S),
    \+ flesh_and_blood:pending(S, _).
test(candidates_each_shown_card_one_unknown_and_decline, Ms == ["a-sink", "a-trap", "alice-deck-1", decline]) :-
    trap_deck(D),
    trapdoor_named(D, S),
    findall(X, ( legal_move(flesh_and_blood, S, M),
                 ( M.action == "search" -> X = M.card ; M.action == "decline" -> X = decline ) ), Xs),
    msort(Xs, Ms).
test(banished_face_down_with_permission, [Up, Kind, Lasts] == [false, "hidden_trapdoor_play", "until_your_next_turn"]) :-
    trapdoor_banished("a-trap", S),
    player_named(S, "alice", P),
    P.banished = [C],
    Up = C.face_up,
    member(E, S.effects), get_dict(card, E, "a-trap"), !,
    Kind = E.kind, Lasts = E.lasts.
test(deck_shuffled, Known == []) :-
    trapdoor_banished("a-trap", S),
    player_named(S, "alice", P),
    findall(C, ( member(C, P.deck), get_dict(name, C, _) ), Known).
test(search_must_find, Ids == ['FAB-1297']) :-
    trap_deck(D),
    trapdoor_named(D, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"search"}, Ids).
test(decline_banishes_nothing, Banished == []) :-
    trap_deck(D),
    trapdoor_named(D, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    \+ flesh_and_blood:pending(S, _),
    player_named(S, "alice", P),
    ids(P.banished, Banished).

test(face_down_banished_hidden_from_the_other, true) :-
    trapdoor_banished("a-trap", S),
    once(flesh_and_blood:hidden(S, "bob", [players, 0, banished, 0])),
    \+ flesh_and_blood:hidden(S, "alice", [players, 0, banished, 0]).
test(play_unseen_by_the_other, true) :-
    trapdoor_banished("a-trap", S),
    flesh_and_blood:hidden_part(_{name:"alice", banished:[_{id:"a-trap", name:"Bloodrot Trap", face_up:false}]},
                                _{from:"banished", card:"a-trap"}, "play", face_down_banished("alice")),
    S = S.

test(permission_only_for_a_trap, [T, N] == [true, false]) :-
    trapdoor_banished("a-trap", S1),
    ( flesh_and_blood:may_play_banished(S1, "alice", "a-trap") -> T = true ; T = false ),
    trapdoor_banished("a-sink", S2),
    ( flesh_and_blood:may_play_banished(S2, "alice", "a-sink") -> N = true ; N = false ).

test(permission_carried_into_the_other_turn_then_ends, [Mid, End] == [true, false]) :-
    trapdoor_banished("a-trap", S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"end_turn"}, S2),
    ( flesh_and_blood:may_play_banished(S2, "alice", "a-trap") -> Mid = true ; Mid = false ),
    state_errors(flesh_and_blood, S2, Errors),          % the effect is valid in bob's turn (FAB-115)
    forall(member(Er, Errors), ( atom_string(R, Er.rule), R \== 'FAB-115' )),
    flesh_and_blood:carried_effects(S2.put(turn_player, "bob"), "alice", Carried),
    ( member(E, Carried), get_dict(kind, E, "hidden_trapdoor_play") -> End = true ; End = false ).

test(face_down_text_not_functional, true) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1,
                       banished:[_{id:"a-gv", name:"Ghostly Visit", color:"red", face_up:false}]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    \+ flesh_and_blood:may_play_banished(S, "alice", "a-gv").

:- end_tests(fab_hidden_trapdoor).
