/*  Flesh and Blood: the orders the rules leave to a player, asked where
    an answer can turn on them (issue 33, item 3).

    Part of game.pl, beside choices.pl (the choice framework: `pending`,
    choice_action/2, choice_phase/2, the candidates and FAB-120).  Four
    more choices, each asked only where some order gives another position:

        pitch_to_bottom     the pitch zone going on the bottom of the deck
                            as the turn ends (FAB-630, FAB-631): a bottom
                            move;
        first_player        the turn player selecting who adds their
                            end-phase triggered effects first, where their
                            intimidated cards return beside an effect that
                            reads the hand (FAB-632): a select move;
        replaced_to_bottom  cards one move puts on the bottom of a deck
                            instead of the graveyard (Drone of Brutality:
                            FAB-633, FAB-634): a bottom move.

    The fourth, Ward permanents named in a prevent move before Arcane
    Barrier and Spellvoid (FAB-526), is in choices.pl with the prevent
    move itself.
*/

:- discontiguous choice_candidate/3, pending_problem/4, choice_action/2, choice_phase/2, choice_words//1,
                 message//1, board_words//1, move_words//3, fact_words//1, rule_fact/4.

                 /*******************************
                 *  THE PITCH ZONE: ITS ORDER   *
                 *******************************/

rule('FAB-630', effect, "The end of the turn: a pitch zone's order on the bottom of the deck, where it can matter, is its player's choice",
     "As the turn ends (FAB-206), each player puts the cards of their pitch zone on the bottom of their deck in the order they choose. The position waits for that choice (pitch_to_bottom: a bottom move names every card of the pitch zone, in the order they go, the first named ending nearest the top) when two of the cards are different cards (a name and colour) and the draws of this end of turn do not take them all: what decides it is public (the pitch zone, the number of cards in the deck and hand, the hero's intellect), never which cards the deck holds. Otherwise they go in the order they were pitched, at once: copies go in any order alike, and cards the draws all take reach the hand whatever the order. Once answered, the end of the turn goes on (the other player's pitch zone, the points lost, the draws, the next turn).",
     ruling("Всі гравці кладуть карти зі своєї зони скиду на дно своєї колоди в будь-якому порядку.",
            "CR 4.4.3c (each player puts all cards in their pitch zone on the bottom of their deck in any order; the order is hidden information), 4.4.3f (the turn player then draws up to their hero's intellect), 3.7.5 (the deck is an ordered pile), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The seed says the same (\"in any order\"). The order is the player's: rulecheck asks it where an answer could turn on it (which card this end of turn's draw or a later one takes), and does not ask where no answer can (one card, copies of one card, all of them drawn at once: the cards then go in the order pitched). The question turns on public facts only (the pitch zone, the sizes of deck and hand, the intellect): were it asked only above a deck the position names whole, whether it is asked would tell another player what that deck holds, which is hidden (3.0.4, 4.4.3c). Each player's pitch zone is asked of its own player, the turn player's first, as the position lists the players.")).

rule('FAB-631', constraint, "The pitch zone's order names each of its cards, once",
     "A bottom move answers a pitch zone waiting to go on the bottom of the deck (FAB-630): its cards are the cards of that player's pitch zone, each named once.",
     ruling("",
            "CR 4.4.3c (all cards in the pitch zone go on the bottom of the deck: each card once, none left out), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pitch_order_needed(+State, +Player) is semidet.
%
%   Player's pitch zone, about to go on the bottom of their deck as the
%   turn ends, holds two different cards, and their order can decide a
%   later answer (FAB-630): this end of turn's draws do not take them
%   all.  Only public facts decide it (pitch zone, deck and hand sizes,
%   intellect), never the deck's cards: an answer to another player
%   must not turn on them (CR 4.4.3c, the order is hidden information).

pitch_order_needed(S, Who) :-
    player(S, Who, P),
    bottom_order_needed(P.pitch),
    pitch_cards_drawn(S, P, Drawn),
    length(P.pitch, N),
    Drawn < N.

%   How many of Player's pitch cards, once on the bottom of their deck,
%   this end of turn's draws take (effects.pl, draw_up//3): none unless
%   they draw past the cards of their deck now.
pitch_cards_drawn(S, P, Drawn) :-
    (   end_of_turn_drawer(S, P.name)           % effects.pl
    ->  draw_up_count(S, P, _, Count),
        length(P.deck, D),
        Drawn is max(0, Count - D)
    ;   Drawn = 0
    ).

%!  pitch_bottom_waits(+State, -Player, -Cards:list) is semidet.
%
%   Player's pitch zone waits for its order (FAB-630): Cards, the cards
%   of the zone the choice names, in its order.

pitch_bottom_waits(S, Who, Cards) :-
    pending(S, Pd),
    Pd.choice == "pitch_to_bottom",
    Who = Pd.player,
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    findall(C, ( member(Id, Ids), card_with_id(P.pitch, Id, C) ), Cards).

%!  card_orders(+Cards:list, -Ids:list) is nondet.
%
%   Ids is an order of Cards, each order once: copies of one card (a
%   name and colour) in the order of Cards.

card_orders(Cards, Ids) :-
    findall(Id-(N-Co), ( member(C, Cards), card_id(C, Id), card_printing(C, N, Co) ), Free),
    pairs_values(Free, Keys),
    findall(P, permutation(Keys, P), Ps0),
    list_to_set(Ps0, Ps),
    member(P, Ps),
    names_ids(P, Free, Ids).

choice_candidate("bottom", S, _{player:Who, action:"bottom", cards:Ids}) :-
    pitch_bottom_waits(S, Who, Cards),
    card_orders(Cards, Ids).

%!  bottom_order_problem(+State, +Move, +Choice, -Problem) is semidet.
%
%   Move, by the player the pending Choice waits for, orders its cards
%   wrongly (order_problem/3: a card twice, one that does not wait, one
%   left out): the one check of every order a bottom move answers
%   (Inertia's, FAB-535; the pitch zone's, FAB-631; cards gone to the
%   bottom at once, FAB-634), each rule wording Problem its own way.

bottom_order_problem(S, M, Choice, Problem) :-
    pending(S, Pd),
    Pd.choice == Choice,
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    key_value(cards, Pd, [], Waiting),
    findall(Id-x-x, member(Id, Waiting), Layers),
    order_problem(Layers, Ids, Problem).

broken('FAB-631', S, M, Reason) :-
    bottom_order_problem(S, M, "pitch_to_bottom", Reason0),
    pitch_bottom_reason(Reason0, Reason).

pitch_bottom_reason(order_twice(Id), pitch_bottom_twice(Id)).
pitch_bottom_reason(order_not_waiting(Id), pitch_bottom_not_waiting(Id)).
pitch_bottom_reason(order_left_out(Ids), pitch_bottom_left_out(Ids)).

rule_fact('FAB-631', S, _, pitch_bottom_waits(Who, Ids)) :-
    pitch_bottom_waits(S, Who, Cards),
    maplist(card_id, Cards, Ids).
rule_fact('FAB-631', S, _, no_pitch_bottom_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "pitch_to_bottom" ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pitch_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      findall(C, ( member(Id, M.cards), card_with_id(P0.pitch, Id, C) ), Moved),
      append(P0.deck, Moved, Deck),
      AP = P0.action_points,
      chi_points(P0, Chi),                      % card_texts_chi.pl: chi points stay (FAB-1105)
      RP is P0.resource_points - Chi,
      set_player(S1, P0.put(_{pitch:[], deck:Deck, action_points:0, resource_points:Chi}), S2),
      length(Moved, N)
    },
    [ event('FAB-630', bottom_order_chosen, _{player:Who, count:N, cards:M.cards}) ],
    (   { AP > 0 ; RP > 0 }
    ->  [ event('FAB-206', points_lost, _{player:Who, action_points:AP, resource_points:RP}) ]
    ;   []
    ),
    chi_kept(Who, Chi, [AP, RP, M.cards]),      % card_texts_chi.pl (FAB-1105)
    end_of_turn(S2, S).                         % effects.pl: the end of the turn goes on

%   A position waiting for a pitch zone's order (FAB-120): in the end
%   phase, its controller its player, its cards the whole of that player's
%   pitch zone, each once, whose order can matter (FAB-630).
pending_problem(S, Pd, [cards], pitch_not_held(Who, Ids)) :-
    Pd.choice == "pitch_to_bottom",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    maplist(card_id, P.pitch, PitchIds),
    \+ ( msort(Ids, Sorted), msort(PitchIds, Sorted) ).
pending_problem(S, Pd, [cards], no_pitch_order_to_choose(Who)) :-
    Pd.choice == "pitch_to_bottom",
    get_dict(player, Pd, Who),
    player(S, Who, _),
    \+ pitch_order_needed(S, Who).

choice_action("pitch_to_bottom", "bottom").
choice_phase("pitch_to_bottom", "end").
choice_words("pitch_to_bottom") -->
    [ "the order in which the cards of their pitch zone go on the bottom of their deck as the turn ends (a bottom move)" ].

message(pitch_bottom_twice(Id)) -->
    [ "the move names ~w twice; each card of the pitch zone is named once"-[Id] ].
message(pitch_bottom_not_waiting(Id)) -->
    [ "~w is not a card of the pitch zone waiting to go on the bottom of the deck"-[Id] ].
message(pitch_bottom_left_out(Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the order leaves out ~w: every card of the pitch zone goes on the bottom of the deck"-[Text] ].
message(pitch_not_held(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the cards waiting for the pitch zone's order (~w) are not the cards of ~w's pitch zone, each once"-[Text, Who] ].
message(no_pitch_order_to_choose(Who)) -->
    [ "~w's pitch zone waits to be ordered only when two of its cards are different cards and the order can decide a later answer (this end of turn's draws do not take them all)"-[Who] ].
message(event(pitch_order_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "the turn ends: ~w chooses the order in which the cards of their pitch zone (~w) go on the bottom of their deck (a bottom move)"-[F.player, T] ].
fact_words(pitch_bottom_waits(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "~w's pitch zone waits for its order on the bottom of the deck: ~w"-[Who, Text] ].
fact_words(no_pitch_bottom_waits) -->
    [ "no pitch zone waits to be ordered" ].

                 /*******************************
                 *  THE END PHASE: WHO ADDS     *
                 *  THEIR TRIGGERS FIRST        *
                 *******************************/

rule('FAB-632', effect, "The beginning of the end phase: the turn player selects whose triggered effects are added first, where the intimidated cards' return decides something",
     "At the beginning of the end phase, the intimidated cards return to their owner's hand (FAB-528) by a triggered effect of the player who intimidated, while the turn player's permanents trigger too (FAB-209). Where the turn player was intimidated by the other player and one of the turn player's end-phase effects reads their hand (Inertia, FAB-212, puts it on the bottom of the deck; Bloodrot Pox, FAB-530, is paid from it), the position waits for the turn player's choice (first_player): a select move names the player who adds their triggered-layers to the stack first. Selecting themselves puts the other player's return on top: the cards return first, then the turn player's effects resolve. Selecting the other player puts the turn player's effects on top: they resolve first (their own order asked as FAB-531 says), and the cards return once they all have. Elsewhere the cards return first, with no question: every order gives the same position.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "CR 8.5.10 (intimidate: a discrete effect and a delayed-triggered effect, the card returning to the hand at the beginning of the end phase), 8.5.10c (each intimidate's triggered effect returns the cards it banished), 4.4.2 (the beginning of the end phase triggers them all at once; the layers resolve as if all players passed), 6.6.6b (if two or more triggered-layers would have been created, the turn player selects a player, then each player in clockwise order adds all the pending triggered-layers they control in an order they choose, starting with the selected player), 5.3 (the top layer resolves first), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Which player goes first is the turn player's choice, not a rule. It can matter only where a returning card meets one of the turn player's effects: the cards the turn player's intimidate banished go back to the other player's hand, which none of the turn player's end-phase effects reads (FAB-528's return is then one of the turn player's own layers, which they order as they like, with the same position in every order); the turn player's own intimidated cards, banished by the other player's intimidate (an instant such as Leave Them Hanging), come back either before Inertia puts the hand on the bottom of the deck, or after it, to stay in hand, and before or after Bloodrot Pox asks for its payment. rulecheck asks there and only there; start-of-turn effects of both players touch only their own player's resources (FAB-531).")).

%!  first_player_needed(+State, -Ids:list) is semidet.
%
%   At the beginning of the end phase the turn player has intimidated
%   cards, Ids, in their banished zone (the other player's intimidate
%   banished them) and an end-phase effect of theirs that reads their
%   hand: the order of the return and that effect is the turn player's
%   choice of who adds their layers first (FAB-632).

first_player_needed(S, Ids) :-
    \+ game_over(S, _),
    TP = S.turn_player,
    player(S, TP, P),
    key_value(banished, P, [], Banished),
    include(intimidated_card, Banished, Back),
    Back \== [],
    fired_permanents(S, TP, end_phase, Fired),  % triggers.pl
    once(( member(C-_, Fired),
           get_dict(name, C, Name),
           permanent_text(Name, end_phase, Effects),
           member(E, Effects),
           hand_reading_effect(E) )),
    maplist(card_id, Back, Ids).

%   The triggered effects of the vocabulary (triggers.pl) whose outcome
%   the cards of the hand decide.
hand_reading_effect(hand_and_arsenal_to_bottom).
hand_reading_effect(damage_unless_paid(_, _)).

choice_action("first_player", "select").
choice_phase("first_player", "end").
choice_words("first_player") -->
    [ "which player adds their triggered effects of the beginning of the end phase to the stack first: the intimidated cards return before or after the turn player's effects (a select move)" ].

choice_candidate("select", S, _{player:TP, action:"select", first:First}) :-
    pending(S, Pd),
    Pd.choice == "first_player",
    TP = Pd.player,
    (   First = TP
    ;   opponent(S, TP, First)
    ).

effect(select, S0, M, S) -->
    { choice_answered(S0, S1),
      TP = M.player,
      First = M.first
    },
    [ event('FAB-632', first_player_selected, _{player:TP, first:First}) ],
    (   { First == TP }                         % the other player's returns on top: first
    ->  intimidated_return(S1, S2),
        dawnblade_end_phase(S2, S3),
        triggers(S3, end_phase, S)
    ;   dawnblade_end_phase(S1, S2),            % the turn player's on top: first
        triggers(S2, end_phase, S3),
        (   { pending(S3, _) }
        ->  { S = S3 }                          % the returns wait: then_resolves//3
        ;   intimidated_return(S3, S)
        )
    ).

%   A position waiting for the turn player to select who adds their
%   layers first (FAB-120): in the end phase, its player the turn
%   player, its controller the other player (the intimidate's), and the
%   choice matters (FAB-632).
pending_problem(S, Pd, [player], no_first_player_to_choose(P)) :-
    Pd.choice == "first_player",
    get_dict(player, Pd, P),
    player(S, P, _),
    \+ ( P == S.turn_player, first_player_needed(S, _) ).

rule_fact('FAB-632', S, _, first_player_waits(TP, Ids)) :-
    pending(S, Pd),
    Pd.choice == "first_player",
    TP = Pd.player,
    player(S, TP, P),
    key_value(banished, P, [], Banished),
    include(intimidated_card, Banished, Back),
    maplist(card_id, Back, Ids).

message(no_choice_waits("first_player")) -->
    [ "no player waits to be selected: select answers the turn player's choice at the beginning of the end phase, when their intimidated cards return beside an end-phase effect that reads their hand" ].
message(no_first_player_to_choose(P)) -->
    [ "no selection waits for ~w: it waits only for the turn player, at the beginning of the end phase, with their intimidated cards returning beside an end-phase effect of theirs that reads the hand (Inertia, Bloodrot Pox)"-[P] ].
message(event(first_player_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "the end phase begins: ~w selects who adds their triggered effects first, ~w's return of ~w (intimidated) or ~w's own end-phase effects (a select move)"-[F.player, F.opponent, T, F.player] ].
message(event(first_player_selected, F, _)) -->
    (   { F.first == F.player }
    ->  [ "~w selects themselves: their layers go on the stack first, so the intimidated cards return before their end-phase effects resolve"-[F.player] ]
    ;   [ "~w selects ~w: ~w's return goes on the stack first, so ~w's end-phase effects resolve before the intimidated cards return"-[F.player, F.first, F.first, F.player] ]
    ).
fact_words(first_player_waits(TP, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "~w selects who adds their end-phase triggered effects first; ~w's intimidated cards: ~w"-[TP, TP, Text] ].
move_words("select", _, M) -->
    (   { M.first == M.player }
    ->  [ M.player, " adds their end-phase triggered effects first: the intimidated cards return before they resolve" ]
    ;   [ M.player, " selects ", M.first, " to add their triggered effects first: ", M.player, "'s end-phase effects resolve before the intimidated cards return" ]
    ).
board_words(first_player_choice(P, O)) -->
    [ "waiting for ~w's choice: who adds their end-phase triggered effects first, ~w (the intimidated cards return first) or ~w (~w's effects resolve first) (select)"-[P, P, O, P] ].

                 /*******************************
                 *  CARDS PUT ON THE BOTTOM OF  *
                 *  THE DECK INSTEAD, AT ONCE   *
                 *******************************/

rule('FAB-633', effect, "Cards put on the bottom of the deck at once instead of the graveyard: their owner orders them, where it can matter",
     "When one move puts two or more cards of a player on the bottom of their deck instead of their graveyard (Drone of Brutality, FAB-578: two Drones cleared as the chain closes, or defending together), two of them different cards (a name and colour), the position waits for the player's choice (replaced_to_bottom): a bottom move names those cards in the order they go, the first named nearest the top. They then take the places they took at the bottom of the deck in that order. Copies go in any order alike: they stay in the position's order. Whether it is asked turns on those cards only, which went to the deck before all eyes, never on the deck's other cards (hidden: an answer to another player must not turn on them).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "CR 6.4.1 and 6.4.2 (a replacement effect: Drone of Brutality goes to the bottom of its owner's deck instead of the graveyard), 7.7.6 and 3.0.12 (the objects on the combat chain are cleared at once as it closes), 1.8.6d and 1.9.2 (an event that moves several cards at once is a compound event whose order the player determines), 3.7.5 (the deck is an ordered pile), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the order once the move is done: nothing in between reads the bottom of the deck. It is not asked while another choice the move left waits, nor where a draw of the same move took one of the cards (a limit rulecheck names rather than hides: the cards then stay in the position's order).")).

rule('FAB-634', constraint, "The order of cards put on the bottom instead of the graveyard names each of them, once",
     "A bottom move answers cards waiting to be ordered on the bottom of the deck (FAB-633): its cards are those cards, each named once.",
     ruling("",
            "CR 1.8.6d (the player orders the individual events of the compound event: each card once), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  replaced_order_waiting(+State, -Waiting) is det.
%
%   The move done, Waiting is Player-Ids when Player's deck holds cards
%   Ids the move put on its bottom instead of the graveyard (still marked,
%   card_texts_rhinar_dorinthea.pl), whose order is Player's and can
%   matter (FAB-633); else none.

replaced_order_waiting(S, Waiting) :-
    (   \+ pending(S, _),
        \+ game_over(S, _),
        players(S, Ps),
        member(P, Ps),
        include(replaced_mark, P.deck, Marked),
        bottom_order_needed(Marked)
    ->  maplist(card_id, Marked, Ids),
        Waiting = P.name-Ids
    ;   Waiting = none
    ).

replaced_mark(C) :-
    is_dict(C),
    get_dict(graveyard_replaced, C, true).

%!  replaced_order(+Waiting, +State0, -State)// is det.
%
%   The position waits for the order Waiting names, if any (FAB-633).

replaced_order(none, S, S) --> [].
replaced_order(Who-Ids, S0, S) -->
    { S = S0.put(pending, _{choice:"replaced_to_bottom", player:Who, controller:Who, cards:Ids}) },
    [ event('FAB-633', replaced_order_waits, _{player:Who, cards:Ids}) ].

%!  replaced_waits(+State, -Player, -Cards:list) is semidet.
%
%   The cards waiting for Player to order them on the bottom of their
%   deck (FAB-633), in the order of the deck.

replaced_waits(S, Who, Cards) :-
    pending(S, Pd),
    Pd.choice == "replaced_to_bottom",
    Who = Pd.player,
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    findall(C, ( member(C, P.deck), card_id(C, Id), memberchk(Id, Ids) ), Cards).

choice_candidate("bottom", S, _{player:Who, action:"bottom", cards:Ids}) :-
    replaced_waits(S, Who, Cards),
    card_orders(Cards, Ids).

broken('FAB-634', S, M, Reason) :-
    bottom_order_problem(S, M, "replaced_to_bottom", Reason0),
    replaced_reason(Reason0, Reason).

replaced_reason(order_twice(Id), replaced_twice(Id)).
replaced_reason(order_not_waiting(Id), replaced_not_waiting(Id)).
replaced_reason(order_left_out(Ids), replaced_left_out(Ids)).

rule_fact('FAB-634', S, _, replaced_waits(Who, Ids)) :-
    replaced_waits(S, Who, Cards),
    maplist(card_id, Cards, Ids).
rule_fact('FAB-634', S, _, no_replaced_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "replaced_to_bottom" ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "replaced_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      findall(C, ( member(Id, M.cards), card_with_id(P0.deck, Id, C) ), Ordered),
      cards_in_places(P0.deck, M.cards, Ordered, Deck),
      set_player(S1, P0.put(deck, Deck), S),
      length(Ordered, N)
    },
    [ event('FAB-633', bottom_order_chosen, _{player:Who, count:N, cards:M.cards}) ].

%   Deck0 with the cards of Ids, in the places they hold, now in the order
%   of Ordered.
cards_in_places([], _, _, []).
cards_in_places([C0|Cs0], Ids, Ordered0, [C|Cs]) :-
    (   card_id(C0, Id), memberchk(Id, Ids)
    ->  Ordered0 = [C|Ordered]
    ;   C = C0, Ordered = Ordered0
    ),
    cards_in_places(Cs0, Ids, Ordered, Cs).

%   A position waiting for that order (FAB-120): in the action or end
%   phase, its player its controller, its cards that player's deck's,
%   two of them different.
pending_problem(S, Pd, [cards], replaced_not_in_deck(Who, Ids)) :-
    Pd.choice == "replaced_to_bottom",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    \+ ( Ids = [_, _|_],
         forall(member(Id, Ids), card_in(P, deck, Id, _)),
         sort(Ids, Sorted), same_length(Ids, Sorted) ).
pending_problem(S, Pd, [cards], no_replaced_order_to_choose(Who)) :-
    Pd.choice == "replaced_to_bottom",
    replaced_waits(S, Who, Cards),
    \+ bottom_order_needed(Cards).

choice_action("replaced_to_bottom", "bottom").
choice_phase("replaced_to_bottom", "action").
choice_phase("replaced_to_bottom", "end").
choice_words("replaced_to_bottom") -->
    [ "the order in which cards put on the bottom of their deck instead of the graveyard at once go there (a bottom move)" ].

message(replaced_twice(Id)) -->
    [ "the move names ~w twice; each card waiting to be ordered on the bottom of the deck is named once"-[Id] ].
message(replaced_not_waiting(Id)) -->
    [ "~w is not a card waiting to be ordered on the bottom of the deck"-[Id] ].
message(replaced_left_out(Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the order leaves out ~w: it names every card that went to the bottom of the deck at once"-[Text] ].
message(replaced_not_in_deck(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the cards waiting to be ordered on the bottom of ~w's deck (~w) are not two or more cards of that deck, each once"-[Who, Text] ].
message(no_replaced_order_to_choose(Who)) -->
    [ "cards put on the bottom of ~w's deck at once wait to be ordered only when two of them are different cards"-[Who] ].
message(event(replaced_order_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "~w went to the bottom of ~w's deck at once: ~w chooses their order (a bottom move)"-[T, F.player, F.player] ].
fact_words(replaced_waits(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "cards wait for ~w to order them on the bottom of their deck: ~w"-[Who, Text] ].
fact_words(no_replaced_waits) -->
    [ "no cards put on the bottom of a deck instead of the graveyard wait to be ordered" ].
