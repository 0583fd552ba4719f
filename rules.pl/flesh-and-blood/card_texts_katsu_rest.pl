/*  Flesh and Blood: the rest of the Katsu Hero Deck's texts.

    Part of game.pl, included after card_texts.pl and
    card_texts_katsu_bravo.pl, whose relations it extends
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    as published February 2026):

    - Flic Flak: "If the next card you defend with this turn is a card
      with combo, it gains +2{d}." (FAB-560), with the order in which a
      player declares several defending cards, which decides the card it
      applies to (CR 7.3.2c);
    - Katsu and Katsu, the Wanderer: "Once per Turn Effect - When an
      attack action card you control hits, you may discard a card with
      cost 0. If you do, search your deck for a card with combo, banish
      it face up, then shuffle your deck. You may play it this turn."
      (FAB-566 ... FAB-569: a discard move or decline, a search move, and
      a play from the banished zone).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, rule_fact/4, choice_candidate/3,
                 choice_words//1, text_choice_words//2, move_words//3, fact_words//1, moot/3.

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

                 /*******************************
                 *             KATSU            *
                 *******************************/

card_text_read("Katsu", hit_discard_search_combo(0)).
card_text_read("Katsu, the Wanderer", hit_discard_search_combo(0)).

rule('FAB-566', effect, "Katsu: the first hit of an attack action card in a turn lets its player discard a card with cost 0 to search their deck for a card with combo",
     "The first time in a turn an attack action card controlled by a player whose hero is Katsu (or Katsu, the Wanderer) hits (deals damage to the defending hero), the effect triggers (where Whelming Gustwave's hit draw triggers too and their order matters, the player first orders them: hit_order, a first move), and is recorded as used for the turn ({kind: hit_search_used, player, source}); a position given in the middle of a turn says so in its effects, else none is used. If that player has a card with cost 0 in hand (one the position shows), the position waits for their choice (discard_to_search): a discard move naming such a card discards it, a decline move does nothing more. After a discard they search their deck for a card with combo (the pending choice search_combo): a search move names a card with combo of their deck, which is banished face up, or names none (the search fails: a deck's cards are private, so the player may always fail to find). The deck is then shuffled (nobody knows its order: its cards become unknown cards of the position, their ids kept, as FAB-564 says), and the card found may be played from the banished zone this turn ({kind: may_play_banished, player, card, source} in the effects; FAB-569).",
     ruling("",
            "Katsu, Katsu, the Wanderer: \"Once per Turn Effect - When an attack action card you control hits, you may discard a card with cost 0. If you do, search your deck for a card with combo, banish it face up, then shuffle your deck. You may play it this turn.\" (its later printing: \"The first time an attack action card you control hits each turn, ...\"). CR 6.6 (a triggered effect), 7.5.5 (an attack hits when it deals damage), 1.8.3 and 1.8.4 (an optional effect, \"if you do\"), 8.5.5 (discard), 8.5.19 and 8.5.19a (search: with no public card of the properties in the zone, the player may fail), 8.5.19d (an empty deck: the search fails), 8.5.1 (banish), 8.5.20 (shuffle), 1.0.1a and 3.3 (an effect may let a card be played from a zone the rules do not), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Rulings: a card in hand the position does not show (an unknown card) has no cost rulecheck can read (FAB-106), so only the cards it shows can be discarded, and only a card it shows can be found; the judge names the others in the position. The shuffle's order is nobody's: rulecheck makes the deck's cards unknown rather than keep an order the table no longer has. rulecheck resolves the trigger as the damage is dealt, after the other effects of the hit that it reads. Whelming Gustwave's \"If this hits, draw a card\" (FAB-593) triggers on the same hit, and its player orders the two (CR 6.6.6b): where the order can change what happens (the top card of the deck is one the position shows, and a card with cost 0 could be discarded), the position waits for it (hit_order, a first move naming the attack, its draw first, or the hero, Katsu's effect first, the draw then waiting in the choice's then_draw); elsewhere both orders end in the same position and rulecheck resolves the draw first.")).

rule('FAB-567', constraint, "Katsu's discard is a card with cost 0 from the player's hand",
     "A discard move answers Katsu's choice (FAB-566): the card it names is in that player's hand and has cost 0, as the position shows it.",
     ruling("",
            "Katsu: \"you may discard a card with cost 0\". CR 8.5.5 (discard: from the hand), 2.2 (cost), 1.8.6 (the player determines the card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An unknown card has no cost rulecheck can read (FAB-106).")).

rule('FAB-568', constraint, "The card Katsu's search finds is a card with combo in the player's deck",
     "A search move answers Katsu's search (FAB-566): the card it names, if any, is in that player's deck, is a card the position shows, and has combo; a search move that names no card fails to find.",
     ruling("",
            "Katsu: \"search your deck for a card with combo\". CR 8.5.19 (the player looks at the cards of the zone and chooses one with the properties), 8.5.19a (they may fail to find), 8.4.1 (combo), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An unknown card has no keywords rulecheck can read (FAB-106): the judge names it in the position.")).

rule('FAB-569', constraint, "A card is played from the banished zone only where an effect lets its player",
     "A play move from the banished zone (from: banished) names a card of the player's banished zone that an effect of this turn lets them play (may_play_banished: the card Katsu's search found, FAB-566); FAB-301 checks that the card is there and can be played, and every other rule of playing it applies as from the hand.",
     ruling("",
            "Katsu: \"You may play it this turn.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 3.3.4 and 5.1.1 (cards are played from the hand or the arsenal, unless an effect lets a player play them from elsewhere), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hit_search_used(+State, +Player) is semidet.
%
%   Player's Katsu effect triggered this turn (FAB-566).

hit_search_used(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "hit_search_used"),
    get_dict(player, E, W), W == Who,
    !.

%!  discardable_zero(+Player:dict, -Card) is nondet.
%
%   Card, in Player's hand, is a card with cost 0 the position shows
%   (FAB-566, FAB-567).

discardable_zero(P, C) :-
    member(C, P.hand),
    \+ unknown_card(C),
    card_prop(C, cost, 0).

%!  katsu_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, Link's, hit: if it is an attack action card, its controller's
%   hero is Katsu and the effect has not triggered this turn, it triggers
%   (FAB-566): used for the turn, and the discard choice waits where the
%   player has a card with cost 0 in hand.

katsu_hit(S0, L, A, S) -->
    (   { katsu_triggers(S0, L, A, Who, P, Hero),
          card_id(Hero, HId),
          card_id(A, AId),
          add_effect(S0, _{kind:"hit_search_used", player:Who, source:HId}, S1)
        }
    ->  (   { discardable_zero(P, _) }
        ->  { S = S1.put(pending, _{choice:"discard_to_search", player:Who, controller:Who, source:Hero}) },
            [ event('FAB-566', discard_to_search_waits, _{player:Who, attack:AId, by:HId}) ]
        ;   { S = S1 },
            [ event('FAB-566', no_card_to_discard, _{player:Who, attack:AId, by:HId}) ]
        )
    ;   { S = S0 }
    ).

%   katsu_triggers(+State, +Link, +Attack, -Player, -PlayerDict, -Hero):
%   Attack, Link's, an attack action card, hits, and its controller
%   Player's hero Hero is Katsu, whose effect has not triggered this turn
%   (FAB-566).
katsu_triggers(S, L, A, Who, P, Hero) :-
    card_type(A, "attack action"),
    Who = L.controller,
    \+ game_over(S, _),
    \+ pending(S, _),
    player(S, Who, P),
    Hero = P.hero,
    text_read_name(Hero, Name),
    card_text_read(Name, hit_discard_search_combo(_)),
    \+ hero_abilities_lost(S, Who),            % Crush Confidence: card_texts_bravo.pl (FAB-624)
    \+ hit_search_used(S, Who).

%!  hit_draw_text(+State0, +Link, +Attack, +Damage, -State)// is det.
%
%   Attack, Link's, hit for Damage: the texts of card_texts_katsu_bravo.pl
%   on the hit (deck_hit_text//5: Whelming Gustwave's draw, the crushes),
%   unless Whelming Gustwave's draw and Katsu's effect trigger together
%   and their order changes what happens (hit_order_matters/6): then the
%   player orders them (hit_order, a first move; FAB-566).  The event
%   names the deck's top card that makes the order matter: a player who
%   cannot see it (`--as`) is not told the effects (rc_explain.pl's
%   untold_effects/4), which turn on it.

hit_draw_text(S0, L, A, D, S) -->
    (   { hit_order_matters(S0, L, A, Who, Hero, Top) }
    ->  { card_id(A, AId), card_id(Hero, HId), card_id(Top, TId),
          S = S0.put(pending, _{choice:"hit_order", player:Who, controller:Who, source:Hero, cards:[AId, HId]})
        },
        [ event('FAB-566', hit_order_waits, _{player:Who, attack:AId, by:HId, top:TId}) ]
    ;   deck_hit_text(S0, L, A, D, S)           % card_texts_katsu_bravo.pl (FAB-593, FAB-613)
    ).

%   hit_order_matters(+State, +Link, +Attack, -Player, -Hero, -Top):
%   Attack's hit draws (its combo, FAB-593) and sets off Player's Katsu
%   (FAB-566), and the two orders can end differently: Top, the top card
%   of the deck, is one the position shows, and a card with cost 0 could
%   be discarded (in hand, or that top card).  With an unknown top card,
%   or nothing to discard, both orders end in the same position.
hit_order_matters(S, L, A, Who, Hero, Top) :-
    combo_met(S, A, Gains),                     % card_texts_katsu_bravo.pl
    memberchk(hit_draws(_), Gains),
    katsu_triggers(S, L, A, Who, P, Hero),
    P.deck = [Top|_],
    \+ unknown_card(Top),
    (   discardable_zero(P, _)
    ->  true
    ;   card_prop(Top, cost, 0)
    ).

effect(first, S0, M, S) -->
    { pending(S0, Pd0), Pd0.choice == "hit_order", Who = M.player,    % not Spire Sniping's (FAB-917)
      choice_answered(S0, S1),
      active_link(S1, L),
      link_attack(L, A),
      card_id(A, AId),
      key_value(damage, L, 0, D)
    },
    (   { M.card == AId }
    ->  [ event('FAB-566', hit_draw_first, _{player:Who, attack:AId}) ],
        deck_hit_text(S1, L, A, D, S2),
        katsu_hit(S2, L, A, S)
    ;   [ event('FAB-566', hit_katsu_first, _{player:Who, attack:AId}) ],
        katsu_hit(S1, L, A, S2),
        (   { pending(S2, Pd2), Pd2.choice == "discard_to_search" }
        ->  { S = S2.put(pending, Pd2.put(then_draw, true)) }
        ;   deck_hit_text(S2, L, A, D, S)
        )
    ).

%   then_draw(+State0, +Choice, -State)//: Katsu's effect, ordered first
%   (a first move), is done: Whelming Gustwave's draw, waiting in the
%   choice's then_draw, resolves.
then_draw(S0, Pd, S) -->
    (   { get_dict(then_draw, Pd, true),
          active_link(S0, L),
          link_attack(L, A),
          key_value(damage, L, 0, D)
        }
    ->  deck_hit_text(S0, L, A, D, S)
    ;   { S = S0 }
    ).

choice_candidate("first", S, _{player:Who, action:"first", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hit_order",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids),
    member(Id, Ids).

broken('FAB-567', S, M, Reason) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "discard_to_search",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    (   not_from_hand(S, Who, Id, discard_not_from_hand, Reason)  % choices.pl
    ->  true
    ;   player(S, Who, P),
        card_with_id(P.hand, Id, C),
        \+ discardable_zero(P, C),
        Reason = discard_not_cost_zero(C)
    ).

rule_fact('FAB-567', S, M, choosing_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "discard_to_search",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(discard, S0, M, S) -->
    { pending(S0, Pd), Pd.choice == "discard_to_search",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, graveyard, [C], P2),        % position.pl (Drone of Brutality: FAB-578)
      set_player(S1, P2, S2)
    },
    [ event('FAB-566', discarded_to_search, _{player:Who, card:M.card, by:By}) ],
    (   { P2.deck == [] }
    ->  shuffled_after_search(S2, Who, none, By, S3),
        then_draw(S3, Pd, S)
    ;   { Pd3 = _{choice:"search_combo", player:Who, controller:Who, source:Pd.source},
          (   get_dict(then_draw, Pd, true) -> Pd4 = Pd3.put(then_draw, true) ; Pd4 = Pd3 ),
          S = S2.put(pending, Pd4)
        },
        [ event('FAB-566', search_waits, _{player:Who, by:By}) ]
    ).

effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "discard_to_search",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    [ event('FAB-566', no_discard_to_search, _{player:M.player, by:By}) ],
    then_draw(S1, Pd, S).

broken('FAB-568', S, M, Reason) :-
    get_dict(action, M, "search"),
    pending(S, Pd),
    Pd.choice == "search_combo",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    string(Id),
    player(S, Who, P),
    (   \+ card_with_id(P.deck, Id, _)
    ->  (   card_where(P, Id, Z, C)
        ->  Reason = search_not_in_deck(C, Z)
        ;   Reason = no_card_in_deck(Who, Id)
        )
    ;   card_with_id(P.deck, Id, C),
        unknown_card(C)
    ->  Reason = search_unknown_card(C)
    ;   card_with_id(P.deck, Id, C),
        \+ card_with_combo(C),
        Reason = search_no_combo(C)
    ).

rule_fact('FAB-568', S, M, searched_deck(Who, Combo)) :-
    pending(S, Pd),
    Pd.choice == "search_combo",
    Who = M.player,
    player(S, Who, P),
    include([C]>>( \+ unknown_card(C), card_with_combo(C) ), P.deck, Combo).

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "search_combo",                % Flamecall Awakening's: card_texts_fai_prism.pl (FAB-746)
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      (   get_dict(card, M, Id), string(Id) -> Found = Id ; Found = none )
    },
    shuffled_after_search(S1, Who, Found, By, S2),
    then_draw(S2, Pd, S).

%!  shuffled_after_search(+State0, +Player, +Found, +Source, -State)// is det.
%
%   Katsu's search ends (FAB-566): the card Found (an id, or none) is
%   banished face up and may be played this turn; the deck is shuffled
%   (its cards unknown: nobody knows its order, FAB-564's reading).

shuffled_after_search(S0, Who, Found, By, S) -->
    (   { Found \== none }
    ->  { player(S0, Who, P0),
          take_card(P0, deck, Found, C, P1),
          add_cards(P1, banished, [C], P2),
          set_player(S0, P2, S1a),
          add_effect(S1a, _{kind:"may_play_banished", player:Who, card:Found, source:By}, S1)
        },
        [ event('FAB-566', found_and_banished, _{player:Who, card:Found, by:By}) ]
    ;   { S1 = S0 },
        [ event('FAB-566', search_failed, _{player:Who, by:By}) ]
    ),
    { player(S1, Who, Q0),
      maplist(unknown_of, Q0.deck, Deck),       % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S1, Q0.put(deck, Deck), S)
    },
    [ event('FAB-566', deck_shuffled, _{player:Who, by:By}) ].

%!  may_play_banished(+State, +Player, +Id) is semidet.
%
%   An effect of this turn lets Player play the card Id from their
%   banished zone (FAB-569).

may_play_banished(S, Who, Id) :-
    effects(S, Es),
    member(E, Es),
    banished_permission(Who, Id, E),
    !.
may_play_banished(S, Who, Id) :-
    banished_text_permission(S, Who, Id, _).    % card_texts_chane.pl (FAB-1001)

broken('FAB-569', S, M, not_playable_from_banished(C)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "banished"),
    get_dict(player, M, Who),
    player(S, Who, P),
    get_dict(card, M, Id),
    card_in(P, banished, Id, C),
    \+ may_play_banished(S, Who, Id).

%!  banished_play_used(+State0, +Player, +Id, +Zone, -State) is det.
%
%   Player played the card Id from Zone: from the banished zone, the
%   effect that let them is used up (FAB-569).

banished_play_used(S0, Who, Id, Zone, S) :-
    (   Zone == banished
    ->  effects(S0, Es0),
        exclude(banished_permission(Who, Id), Es0, Es),
        S = S0.put(effects, Es)
    ;   S = S0
    ).

banished_permission(Who, Id, E) :-
    get_dict(kind, E, "may_play_banished"),
    get_dict(player, E, W), W == Who,
    get_dict(card, E, Id0), Id0 == Id.

moot('FAB-569', _, M) :-
    \+ get_dict(from, M, "banished").

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "discard_to_search",
    Who = Pd.player,
    player(S, Who, P),
    discardable_zero(P, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "discard_to_search",
    Who = Pd.player.
choice_candidate("search", S, M) :-
    pending(S, Pd),
    Pd.choice == "search_combo",
    Who = Pd.player,
    (   M = _{player:Who, action:"search"}
    ;   player(S, Who, P),
        member(C, P.deck),
        \+ unknown_card(C),
        card_with_combo(C),
        card_id(C, Id),
        M = _{player:Who, action:"search", card:Id}
    ).

message(event(hit_order_waits, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By), event_card(S0, F.top, T) },
    [ "~w hits: its draw and ~w's effect trigger together, and ~w chooses which resolves first (a first move naming the attack or the hero): with ~w on top of the deck the order changes what happens"-[L, By, F.player, T] ].
message(event(hit_draw_first, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w resolves ~w's draw first, then Katsu's effect"-[F.player, L] ].
message(event(hit_katsu_first, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w resolves Katsu's effect first, then ~w's draw"-[F.player, L] ].
message(no_choice_waits("hit_order")) -->
    [ "no order waits: first answers the order of Whelming Gustwave's draw and Katsu's effect on one hit" ].
message(no_hit_order(P)) -->
    [ "the combat chain is closed, or the choice does not name the active chain link's attack and ~w's hero: no order of a hit's draw and Katsu's effect waits"-[P] ].
message(event(discard_to_search_waits, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By) },
    [ "~w hits, the first attack action card of ~w's to hit this turn: ~w lets them discard a card with cost 0 to search their deck for a card with combo (discard or decline)"-[L, F.player, By] ].
message(event(no_card_to_discard, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By) },
    [ "~w hits, the first attack action card of ~w's to hit this turn: ~w's effect triggers, but the position shows no card with cost 0 in their hand to discard"-[L, F.player, By] ].
message(event(discarded_to_search, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w discards ~w for ~w"-[F.player, L, By] ].
message(event(no_discard_to_search, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w discards nothing: ~w's effect does nothing more"-[F.player, By] ].
message(event(search_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w searches their deck for a card with combo (~w; a search move names it, or none)"-[F.player, By] ].
message(event(found_and_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w finds ~w and banishes it face up: they may play it this turn"-[F.player, L] ].
message(event(search_failed, F, _)) -->
    [ "~w finds no card with combo"-[F.player] ].
message(event(deck_shuffled, F, _)) -->
    [ "~w shuffles their deck: nobody knows its order now, so its cards are unknown to the position"-[F.player] ].
message(discard_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the hand: Katsu's effect discards a card from the hand"-[L, Z] ].
message(discard_not_cost_zero(C)) -->
    { unknown_card(C), !, card_label(C, L) },
    [ "~w is an unknown card: the position does not show its cost; name it to discard it for Katsu's effect"-[L] ].
message(discard_not_cost_zero(C)) -->
    { card_label(C, L) },
    [ "~w does not have cost 0: Katsu's effect discards a card with cost 0"-[L] ].
message(search_not_in_deck(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the deck: Katsu's effect searches the deck"-[L, Z] ].
message(no_card_in_deck(Who, Id)) -->
    [ "there is no card ~w in ~w's deck"-[Id, Who] ].
message(search_unknown_card(C)) -->
    { card_label(C, L) },
    [ "~w is an unknown card: the position does not show whether it has combo; name it in the position to find it"-[L] ].
message(search_no_combo(C)) -->
    { card_label(C, L) },
    [ "~w has no combo: Katsu's effect searches for a card with combo"-[L] ].
message(not_playable_from_banished(C)) -->
    { card_label(C, L) },
    [ "~w is in the banished zone, and no effect lets its player play it from there this turn"-[L] ].
message(no_choice_waits("discard_to_search")) -->
    [ "no discard waits: discard answers Katsu's effect as an attack action card hits" ].
message(no_choice_waits("search_combo")) -->
    [ "no search waits: search answers Katsu's effect after its discard" ].
message(no_card_to_discard_for_search(P)) -->
    [ "~w has no card with cost 0 in hand that the position shows: Katsu's discard does not wait"-[P] ].
message(no_deck_to_search(P)) -->
    [ "~w's deck is empty: Katsu's search does not wait"-[P] ].
fact_words(searched_deck(Who, Combo)) -->
    { maplist(card_label, Combo, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "the cards with combo of ~w's deck that the position shows: ~w"-[Who, T] ].

choice_words("hit_order") --> [ "which resolves first, the attack's draw or Katsu's effect (a first move)" ].
choice_words("discard_to_search") --> [ "whether to discard a card with cost 0 to search their deck for a card with combo (a discard or a decline move)" ].
choice_words("search_combo") --> [ "the card with combo their search finds, or none (a search move)" ].

text_choice_words("hit_order", Source) -->
    [ "which resolves first, the attack's draw or ~w's effect (first)"-[Source] ].
text_choice_words("discard_to_search", Source) -->
    [ "whether to discard a card with cost 0, for ~w (discard, decline)"-[Source] ].
text_choice_words("search_combo", Source) -->
    [ "the card with combo to find, for ~w (search)"-[Source] ].

move_words("first", S, M) -->
    { pending(S, Pd), Pd.choice == "hit_order", card_label(Pd.source, Src) },
    (   { card_id(Pd.source, HId), M.card == HId }
    ->  [ M.player, " resolves ", Src, "'s effect first, then the attack's draw" ]
    ;   [ M.player, " resolves the attack's draw first, then ", Src, "'s effect" ]
    ).
move_words("discard", S, M) -->
    { player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " discards ", L, " to search their deck for a card with combo" ].
move_words("search", S, M) -->
    { \+ ( pending(S, Pd), memberchk(Pd.choice, ["search_phoenix_flame", "search_specialization", "hidden_koi_search", "hidden_trapdoor_search"]) ) },   % FAB-746, FAB-978, FAB-1294, FAB-1296
    (   { get_dict(card, M, Id), string(Id), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, " and banishes it face up" ]
    ;   [ M.player, " finds no card with combo" ]
    ).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "discard_to_search",
      card_label(Pd.source, Src)
    },
    [ M.player, " discards nothing for ", Src, ": no search" ].
