/*  Flesh and Blood: the rest of the Katsu Hero Deck's texts.

    Part of game.pl, included after card_texts.pl and
    card_texts_katsu_bravo.pl, whose relations it extends
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    as published February 2026):

    - Flic Flak: "If the next card you defend with this turn is a card
      with combo, it gains +2{d}." (FAB-560), with the order in which a
      player declares several defending cards, which decides the card it
      applies to (CR 7.3.2c).

    Not read: Katsu and Katsu, the Wanderer ("When an attack action card
    you control hits, you may discard a card with cost 0. If you do,
    search your deck for a card with combo, banish it face up, then
    shuffle your deck. You may play it this turn."): a search of a deck
    whose cards a position often does not show, and a play from the
    banished zone, which rulecheck's moves do not offer.  Their text
    stays an assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5.

                 /*******************************
                 *           FLIC FLAK          *
                 *******************************/

card_text_read("Flic Flak", next_card_defended_combo(2)).

rule('FAB-560', effect, "Flic Flak: the next card its player defends with this turn gains +2 defense if it has combo",
     "As Flic Flak resolves (it becomes a defending card of the active chain link), an effect waits in the state's effects for the rest of the turn ({kind: next_card_defended_combo, player, amount: 2, source}). The next card that player defends with after it (declared in a defend step, or a defense reaction resolving onto a chain link) uses it up: if that card has combo, the chain link it defends gets +2 defense (its defense_bonus), else nothing. Several such effects waiting apply to that one card together. A player who declares several defending cards at once declares them in an order: the first of the defend move's cards is the next card defended with, and legal-moves offers each order that ends differently (a card with combo first, or one without).",
     ruling("",
            "Flic Flak: \"If the next card you defend with this turn is a card with combo, it gains +2{d}.\" CR 7.3.2c (a player who declares two or more defending cards decides the order they are declared and become defending: the CR's example is Flic Flak, whose effect applies to the first), 8.1.3b and 5.3.6b (a defense reaction that resolves becomes a defending card), 8.4.1 (combo is a keyword a card has), 2.3.3 (an effect modifies defense), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: the resolution ability generates the effect (CR 5.3.4) just before Flic Flak itself becomes defending (5.3.6b); read so, Flic Flak (which has no combo) would use up its own effect every time, and CR 7.3.2c's example could never arise. rulecheck reads \"the next card you defend with\" as a card after Flic Flak. \"If the next card ... is a card with combo\": the next card uses the effect up whether or not it has combo; the effect does not wait for a card with combo. rulecheck gives the +2 to the defense_bonus of the chain link that card defends, which counts only while it defends there, as the card's own defense would.")).

%!  card_with_combo(+Card) is semidet.
%
%   Card has the keyword combo (CR 8.4.1), as its card data lists it.

card_with_combo(C) :-
    card_prop(C, keywords, Ks),
    is_list(Ks),
    memberchk("Combo", Ks).

%!  combo_defense_waits(+State, +Player) is semidet.
%
%   An effect of Flic Flak waits for the next card Player defends with
%   (FAB-560).

combo_defense_waits(S, Who) :-
    effects(S, Es),
    member(E, Es),
    combo_defense_effect_of(Who, E),
    !.

combo_defense_effect_of(Who, E) :-
    get_dict(kind, E, "next_card_defended_combo"),
    get_dict(player, E, Who0),
    Who0 == Who.

%!  defence_order(+State, +Player, +Chosen:list, -Ordered:list) is nondet.
%
%   The orders, that end differently, in which Player may declare the
%   cards Chosen (in position order) as defending cards (CR 7.3.2c):
%   Chosen itself, and, where Flic Flak's effect waits for Player
%   (FAB-560) and Chosen holds both cards with combo and cards without,
%   Chosen with its first card of the other kind declared first.  Any
%   other order ends as one of these: only whether the first card has
%   combo decides anything.

defence_order(S, Who, Chosen, Ordered) :-
    (   Chosen = [First|_],
        combo_defense_waits(S, Who),
        (   card_with_combo(First)
        ->  once(( select(C, Chosen, Rest), \+ card_with_combo(C) ))
        ;   once(( select(C, Chosen, Rest), card_with_combo(C) ))
        )
    ->  (   Ordered = Chosen
        ;   Ordered = [C|Rest]
        )
    ;   Ordered = Chosen
    ).

%!  defence_normal_order(+State, +Player, +Pool:list, +Ids0:list, +Ids1:list, -Ids:list) is det.
%
%   A defend move's cards Ids0, as the player gave them, in the order
%   the position lists their orders (defence_order/4): Ids1 are Ids0 in
%   position order (Pool the cards they are from); where Flic Flak's
%   effect waits for Player, the first card of Ids1 of the same kind as
%   Ids0's first (with combo or without) goes first.

defence_normal_order(S, Who, Pool, Ids0, Ids1, Ids) :-
    (   Ids0 = [F0|_],
        combo_defense_waits(S, Who),
        card_with_id(Pool, F0, FC)
    ->  (   card_with_combo(FC) -> Combo = true ; Combo = false ),
        (   select(Id, Ids1, Rest),
            card_with_id(Pool, Id, C),
            (   card_with_combo(C) -> Combo == true ; Combo == false )
        ->  Ids = [Id|Rest]
        ;   Ids = Ids1
        )
    ;   Ids = Ids1
    ).

%!  combo_defense_text(+State0, +Player, +Card, -State)// is det.
%
%   The defense reaction Card, Player's, resolved and now defends the
%   active chain link: it is the next card Player defends with, so the
%   effects of Flic Flak waiting for it apply (next_card_defended//4);
%   then, if Card is Flic Flak, its effect waits for the next card after
%   it (FAB-560).

combo_defense_text(S0, Who, C, S) -->
    next_card_defended(S0, Who, C, S1),
    (   { text_read_name(C, Name),
          card_text_read(Name, next_card_defended_combo(N)),
          card_id(C, Id),
          add_effect(S1, _{kind:"next_card_defended_combo", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-560', combo_defense_effect_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S1 }
    ).

%!  next_card_defended(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, just became a defending card of the active chain
%   link, the first Player defends with since Flic Flak's effects waiting
%   for them were made: they are used up, and if Card has combo the
%   link gets their defense (FAB-560).

next_card_defended(S0, Who, C, S) -->
    (   { effects(S0, Es0),
          partition(combo_defense_effect_of(Who), Es0, [E|Es], Rest),
          S1 = S0.put(effects, Rest),
          card_id(C, Id),
          maplist([X, Src]>>key_value(source, X, "", Src), [E|Es], Sources)
        }
    ->  (   { card_with_combo(C),
              foldl(defense_bonus, [E|Es], 0, Bonus),   % triggers.pl
              Bonus > 0,
              chain_open(S1),
              active_link_replaced(S1, L0, Replaced, S),
              key_value(defense_bonus, L0, 0, B0),
              B is B0 + Bonus,
              Replaced = L0.put(defense_bonus, B)
            }
        ->  [ event('FAB-560', combo_defense_applied, _{player:Who, card:Id, amount:Bonus, sources:Sources}) ]
        ;   { S = S1 },
            [ event('FAB-560', combo_defense_used_up, _{player:Who, card:Id, sources:Sources}) ]
        )
    ;   { S = S0 }
    ).

message(event(combo_defense_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: if the next card ~w defends with this turn has combo, it gains +~d defense"-[L, F.player, F.amount] ].
message(event(combo_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is the next card ~w defends with, and it has combo: it gains +~d defense (Flic Flak)"-[L, F.player, F.amount] ].
message(event(combo_defense_used_up, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is the next card ~w defends with, and it has no combo: Flic Flak's effect ends without giving defense"-[L, F.player] ].
