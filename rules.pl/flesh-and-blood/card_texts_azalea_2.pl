/*  Flesh and Blood: the texts of the Azalea Blitz Deck's cards, continued.

    Part of game.pl, included after card_texts_azalea.pl, whose relations
    it uses.  Read here (Flesh and Blood Comprehensive Rules, as published
    February 2026):

    - Azalea: her ability puts the card of her arsenal on the bottom of
      her deck, then the top card of her deck face up into her arsenal,
      an arrow with dominate until end of turn (FAB-919; its reading's
      name in card_texts_azalea.pl);
    - Crow's Nest: an arrow put face up into its player's arsenal from
      their deck (Azalea's ability, FAB-919) gets an aim counter if they
      pay 1 resource point (FAB-920).
*/

:- discontiguous choice_action/2, choice_phase/2, effect//4, choice_words//1, text_choice_words//2,
   move_words//3, pending_problem/4, paid_choice/1, choice_candidate/3, card_text_read/2, message//1,
   rule/5, moot/3, rule_fact/4, fact_words//1, ability_reading/1, ability_reading_resolved//5.

%   The text read here (card_text_read/2):
%
%       deck_arrow_face_up_may_pay_aim(Cost)   Crow's Nest: "Azalea
%                               Specialization. Whenever an arrow is put
%                               face up into your arsenal from your deck,
%                               you may pay {r}. If you do, put an aim
%                               counter on it." (FAB-920; its
%                               specialization is the card data's)

card_text_read("Crow's Nest", deck_arrow_face_up_may_pay_aim(1)).

                 /*******************************
                 *            AZALEA            *
                 *******************************/

rule('FAB-919', effect, "Azalea: the arsenal's card to the bottom of the deck, the top card face up into the arsenal, an arrow with dominate",
     "Azalea's action ability (once per turn, 0 resource points; go again: the card data's) resolves: if her player's arsenal holds a card, it goes on the bottom of their deck (a new object: its counters and face_up gone), then the top card of their deck goes face up into their arsenal (`face_up`); if it is an arrow card, it has dominate until the end of the turn ({kind: card_dominate, player, card, source} in the effects: attacking this turn, FAB-508 reads it). With an empty arsenal nothing happens (\"if you do\"). A top card the position does not show goes face up all the same: the position waits (the pending choice azalea_top, `cards` its id) for a reveal move saying whether it is an arrow card (arrow: true or false), as the table sees it (FAB-912); the card stays unknown to the position until the judge names it there (a card it does not show can't be played, FAB-106), and whether it is Spire Sniping, whose trigger it would set off (FAB-917), is not asked: an event says so. A card put face up from the deck may set off Crow's Nest, whose text rulecheck does not read (FAB-119).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Azalea: \"Once per Turn Action - 0: Put a card from your arsenal on the bottom of your deck. If you do, put the top card of your deck face up into your arsenal. If it's an arrow card, it gains dominate until end of turn. Go again\" CR 5.2.1 (an activated ability's cost and effect), 1.8.4 (\"if you do\"), 3.3.2 (the arsenal holds one card: it is empty again once its card is put on the bottom), 3.0.9 and 1.15.3 (a card put into the deck is a new object, without counters), 8.3.4 (dominate), 4.4.4 (until end of turn), 8.5.17 (a card made public), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_arsenal_to_bottom_top_face_up_dominate).

ability_reading_resolved(ability_arsenal_to_bottom_top_face_up_dominate, S0, Who, Id, S) -->
    { player(S0, Who, P0) },
    (   { P0.arsenal = [C|_] }
    ->  { take_card(P0, arsenal, C.id, C0, P1),
          new_object(C0, New),                  % keywords_defense.pl: no counters, no face_up
          key_value(deck, P1, [], Deck0),
          append(Deck0, [New], Deck),
          set_player(S0, P1.put(deck, Deck), S1),
          Deck = [Top|_],
          card_id(Top, TId)
        },
        [ event('FAB-919', azalea_arsenal_to_bottom, _{player:Who, card:Id, bottom:C.id}) ],
        (   { \+ unknown_card(Top) }
        ->  azalea_top_face_up(S1, Who, Id, TId, S)
        ;   { \+ pending(S1, _), \+ game_over(S1, _) }
        ->  { (   state_card(S1, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
              S = S1.put(pending, _{choice:"azalea_top", player:Who, controller:Who, source:Src, cards:[TId]})
            },
            [ event('FAB-919', azalea_top_waits, _{player:Who, card:Id, top:TId}) ]
        ;   { S = S1 },
            [ event('FAB-919', azalea_top_not_asked, _{player:Who, card:Id, top:TId}) ]
        )
    ;   { S = S0 },
        [ event('FAB-919', azalea_arsenal_empty, _{player:Who, card:Id}) ]
    ).

%   azalea_top_face_up(+S0, +Player, +By, +TopId, -S)//: the top card
%   TopId of Player's deck goes face up into their arsenal; a known arrow
%   gains dominate until end of turn, an unknown card Arrow says (FAB-919).
azalea_top_face_up(S0, Who, By, TId, S) -->
    azalea_top_face_up(S0, Who, By, TId, known, S).

azalea_top_face_up(S0, Who, By, TId, Arrow0, S) -->
    { player(S0, Who, P0),
      P0.deck = [Top|Rest],
      append(P0.arsenal, [Top.put(face_up, true)], Arsenal),
      set_player(S0, P0.put(_{deck:Rest, arsenal:Arsenal}), S1),
      (   Arrow0 == known -> ( arrow_card(Top) -> Arrow = true ; Arrow = false ) ; Arrow = Arrow0 )
    },
    [ event('FAB-919', azalea_top_put_face_up, _{player:Who, card:By, top:TId, arrow:Arrow}) ],
    (   { Arrow == true }
    ->  { add_effect(S1, _{kind:"card_dominate", player:Who, card:TId, source:By}, S2) }
    ;   { S2 = S1 }
    ),
    (   { Arrow == true, crows_nest_waits(S2, Who, TId, S3) }   % card_texts_azalea_2.pl (FAB-920): Spire Sniping after it
    ->  { S = S3 },
        [ event('FAB-920', crows_nest_waits, _{player:Who, arrow:TId}) ]
    ;   face_up_from_deck_done(S2, Who, Top, Arrow, S)
    ).

%   face_up_from_deck_done(+S0, +Player, +Top, +Arrow, -S)//: what else the
%   card Top put face up into Player's arsenal sets off: its own trigger
%   (Spire Sniping, FAB-917), asked of a card the position shows.
face_up_from_deck_done(S0, Who, Top, Arrow, S) -->
    (   { unknown_card(Top), Arrow == true }
    ->  { S = S0, card_id(Top, TId) },
        [ event('FAB-919', azalea_top_unknown_arrow, _{player:Who, top:TId}) ]
    ;   spire_face_up(S0, Who, Top, S)          % FAB-917
    ).

%!  card_dominate(+State, +Link) is semidet.
%
%   The attack of Link is a card an effect of this turn gave dominate
%   until end of turn (Azalea's, FAB-919).

card_dominate(S, L) :-
    link_attack(L, A),
    card_id(A, AId),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "card_dominate"),
    get_dict(card, E, Id), Id == AId,
    !.

choice_action("azalea_top", "reveal").
choice_phase("azalea_top", "action").

pending_problem(S, Pd, [cards], revealed_not_top(P)) :-     % FAB-919
    Pd.choice == "azalea_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [Id]), PP.deck = [Top|_], card_id(Top, TId), TId == Id ).

choice_candidate("reveal", S, _{player:Who, action:"reveal", card:TId, arrow:B}) :-
    pending(S, Pd),
    Pd.choice == "azalea_top",
    Who = Pd.player,
    key_value(cards, Pd, [], [TId]),
    member(B, [true, false]).

effect(reveal, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "azalea_top",
      choice_answered(S0, S1),
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source )
    },
    azalea_top_face_up(S1, M.player, By, M.card, M.arrow, S).

message(event(azalea_arsenal_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w's arsenal is empty, so nothing is put on the bottom of their deck, nor into the arsenal"-[L, F.player] ].
message(event(azalea_arsenal_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.bottom, B) },
    [ "~w's ability resolves: ~w puts ~w from their arsenal on the bottom of their deck"-[L, F.player, B] ].
message(event(azalea_top_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability: ~w puts the top card of their deck (~w), which the position does not show, face up into their arsenal; a reveal move says whether it is an arrow card"-[L, F.player, F.top] ].
message(event(azalea_top_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability: another choice already waits, so the unknown top card of ~w's deck is not put into their arsenal: rulecheck leaves it out (not done)"-[L, F.player] ].
message(event(azalea_top_put_face_up, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.top, T) },
    (   { F.arrow == true }
    ->  [ "~w's ability: ~w puts ~w from the top of their deck face up into their arsenal; an arrow card, it has dominate until end of turn"-[L, F.player, T] ]
    ;   [ "~w's ability: ~w puts ~w from the top of their deck face up into their arsenal; not an arrow card, it gains nothing"-[L, F.player, T] ]
    ).
message(event(azalea_top_unknown_arrow, F, _)) -->
    [ "the arrow ~w put face up is a card the position does not show: name it in the position (whether it is Spire Sniping, whose trigger it would set off, is not asked)"-[F.top] ].
message(reveal_asks_arrow_card) -->
    [ "the reveal that waits (Azalea's) says whether the card is an arrow card (arrow), and nothing of an action card or a pitch" ].

choice_words("azalea_top") -->
    [ "whether the top card of their deck, put face up into their arsenal by Azalea, is an arrow card (a reveal move)" ].
text_choice_words("azalea_top", Source) -->
    [ "whether the card ~w put face up into the arsenal is an arrow card (reveal)"-[Source] ].

                 /*******************************
                 *          CROW'S NEST         *
                 *******************************/

rule('FAB-920', effect, "Crow's Nest: an arrow put face up into the arsenal from the deck gets an aim counter if its player pays 1",
     "Whenever an arrow card is put face up into the arsenal of Crow's Nest's controller from their deck (Azalea's ability, FAB-919; an unknown card the reveal move says is an arrow), they may pay 1 resource point: where they can pay it from what the position shows, the position waits for their choice (the pending choice crows_nest_pay, `cards` the arrow's id, `cost` 1): a pay move pays it (pitching as any payment) and the arrow gets an aim counter (`aim_counters` one more: FAB-900 reads it), a decline move pays nothing. Where they cannot pay, nothing waits. Spire Sniping's own trigger on the same event (FAB-917) is asked after it: the two touch different things (a payment and a counter, the order of the deck's top cards), so their order, the player's, changes nothing. Its Azalea Specialization is the card data's (deck building). Not handled: another choice already waiting as the arrow goes face up (the payment is then not asked, an event says so).",
     ruling("",
            "Crow's Nest: \"Azalea Specialization. Whenever an arrow is put face up into your arsenal from your deck, you may pay {r}. If you do, put an aim counter on it.\" CR 6.6 (a triggered effect acts on its event), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 1.14 (paying resource points, pitching), 1.15.1 (a counter), 8.2.15 (quiver), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the arrow goes face up, as it asks Flex's payment (FAB-739).")).

%!  crows_nest(+State, +Player, -Nest) is semidet.
%
%   Player controls Nest, a Crow's Nest whose text is read (in their
%   weapon zone or among their equipment).

crows_nest(S, Who, Nest) :-
    player(S, Who, P),
    (   member(Nest, P.weapons) ; member(Nest, P.equipment) ),
    text_read_name(Nest, Name),
    card_text_read(Name, deck_arrow_face_up_may_pay_aim(_)),
    !.

%!  crows_nest_waits(+State0, +Player, +ArrowId, -State) is semidet.
%
%   The arrow ArrowId went face up into Player's arsenal from their deck,
%   and Player's Crow's Nest asks whether they pay (FAB-920): the
%   position waits.  Fails where no Crow's Nest asks (none, nothing to
%   pay with, or another choice waits).

crows_nest_waits(S0, Who, AId, S) :-
    crows_nest(S0, Who, Nest),
    card_text_read("Crow's Nest", deck_arrow_face_up_may_pay_aim(Cost)),
    \+ game_over(S0, _),
    \+ pending(S0, _),
    player(S0, Who, P),
    once(pitch_set(P.hand, P.resource_points, Cost, _, _)),
    S = S0.put(pending, _{choice:"crows_nest_pay", player:Who, controller:Who, source:Nest, cost:Cost, cards:[AId]}).

choice_action("crows_nest_pay", "pay").
choice_action("crows_nest_pay", "decline").
choice_phase("crows_nest_pay", "action").

paid_choice("crows_nest_pay").   % Crow's Nest (FAB-920): a pay move pays its cost (position.pl)

pending_problem(S, Pd, [cards], crows_nest_arrow_gone(P)) :-     % FAB-920
    Pd.choice == "crows_nest_pay",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [Id]), card_in(PP, arsenal, Id, _) ).

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "crows_nest_pay",
      key_value(cards, Pd, [], [AId])
    },
    choice_paid(S0, M, Who, NestId, S1),        % position.pl
    { player(S1, Who, P0),
      take_card(P0, arsenal, AId, A0, P1),
      key_value(aim_counters, A0, 0, K0),
      K is K0 + 1,
      A = A0.put(aim_counters, K),
      append(P1.arsenal, [A], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S2)
    },
    [ event('FAB-920', crows_nest_aim_counter, _{player:Who, card:NestId, arrow:AId, aim_counters:K}) ],
    face_up_from_deck_done(S2, Who, A, true, S).   % card_texts_azalea.pl: Spire Sniping's trigger (FAB-917)
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "crows_nest_pay",
      key_value(cards, Pd, [], [AId]),
      choice_answered(S0, S1),
      card_id(Pd.source, NestId),
      Who = M.player,
      player(S1, Who, P),
      card_in(P, arsenal, AId, A)
    },
    [ event('FAB-920', crows_nest_not_paid, _{player:Who, card:NestId, arrow:AId}) ],
    face_up_from_deck_done(S1, Who, A, true, S).

choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "crows_nest_pay",
    Who = Pd.player.

message(event(crows_nest_waits, F, S0)) -->
    { event_card(S0, F.arrow, A) },
    [ "Crow's Nest: ~w may pay 1 resource point to put an aim counter on ~w (a pay move, or decline)"-[F.player, A] ].
message(event(crows_nest_aim_counter, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.arrow, A) },
    [ "~w: ~w pays and puts an aim counter on ~w (~d now)"-[L, F.player, A, F.aim_counters] ].
message(event(crows_nest_not_paid, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.arrow, A) },
    [ "~w: ~w pays nothing, and ~w gets no aim counter"-[L, F.player, A] ].
message(crows_nest_arrow_gone(P)) -->
    [ "the arrow Crow's Nest's payment waits for is not in ~w's arsenal"-[P] ].

choice_words("crows_nest_pay") -->
    [ "whether they pay 1 resource point for Crow's Nest's aim counter on the arrow put face up (a pay or a decline move)" ].
text_choice_words("crows_nest_pay", Source) -->
    [ "whether to pay for ~w's aim counter (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "crows_nest_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, "'s aim counter, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "crows_nest_pay",
      card_label(Pd.source, Src)
    },
    [ M.player, " pays nothing for ", Src ].
