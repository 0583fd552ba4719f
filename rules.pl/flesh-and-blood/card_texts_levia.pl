/*  Flesh and Blood: the texts of the Levia Blitz Deck's cards.

    Part of game.pl, included after card_texts_kassai_2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Ravenous Meataxe: as it attacks, its player draws a card then
      discards a random card, and the axe gains +2 power for a discard of
      6 or more power (FAB-930): Bare Fangs' reading (FAB-681, FAB-682,
      card_texts_rhinar_blitz.pl), its attack the card data's ability;
    - Blood Debt (CR 8.3.11): at the beginning of its owner's end phase a
      card with it in their banished zone makes them lose 1 life
      (FAB-931);
    - a card with 6 or more power put into the turn player's banished
      zone, recorded for the turn (banished_power, FAB-932), which Levia
      (her cards lose blood debt during that end phase, FAB-933) and
      Graveling Growl (played only after one, FAB-934) read;
    - "As an additional cost to play this, banish 3 random cards from
      your graveyard" (Boneyard Marauder, Hungering Slaughterbeast):
      played only with 3 cards there (FAB-935), the cards named by the
      judge one put move at a time (the random_banish choice, FAB-936,
      FAB-937); Endless Maw's +3 power, Dread Screamer's go again and
      Writhing Beast Hulk's dominate when one of them has 6 or more power
      (FAB-938); Unworldly Bellow's next Brute or Shadow attack action
      card +N power (FAB-939); Convulsions from the Bellows of Hell's
      next attack action card +N power and dominate (FAB-940);
    - Soul Harvest: 6 cards of its player's choice banished from the
      graveyard (the graveyard_banish choice), +1 power for each with
      Blood Debt (FAB-943); its hit banishes the defending hero's soul,
      a life for each card (FAB-944);
    - Consuming Aftermath: the card of the hand its player may banish as
      it is played (the hand_banish choice, a put move or decline), and
      dominate for a Shadow card (FAB-941, FAB-942).

    Deadwood Rumbler, Lunartide Plunderer, Ebon Fold, Hooves of the
    Shadowbeast and Blood Tribute are read in card_texts_levia_2.pl; Lady
    Barthimont is not read: her text stays an assumption of the answers,
    or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, kassai_text_rule/2, broken/4, rule_fact/4, fact_words//1,
   turn_record_words//3, choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, moot/3,
   effect//4, choice_words//1, text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       attack_draw_then_discard_random(N)   Ravenous Meataxe: "Once per
%                               Turn Action - {r}{r}: Attack. Whenever you
%                               attack with Ravenous Meataxe, draw a card
%                               then discard a random card. If a card with
%                               6 or more {p} is discarded this way,
%                               Ravenous Meataxe gains +2{p} until end of
%                               turn." (FAB-930; Bare Fangs' reading,
%                               card_texts_rhinar_blitz.pl)

%       blood_debt_lost_after_banished_power   Levia: "If a card with 6
%                               or more {p} has been put into your banished
%                               zone this turn, cards you own lose blood
%                               debt during the end phase." (FAB-933)
%       random_graveyard_banish_cost(N, Then)   Boneyard Marauder,
%                               Hungering Slaughterbeast: "As an
%                               additional cost to play this, banish 3
%                               random cards from your graveyard. Blood
%                               Debt" (Then none: nothing more; FAB-935,
%                               FAB-936; their Blood Debt FAB-931's);
%                               Endless Maw: "... If a card with 6 or more
%                               {p} is banished this way, Endless Maw
%                               gains +3{p}." (power(3)); Dread Screamer:
%                               "... gains go again." (go_again); Writhing
%                               Beast Hulk: "... gains dominate."
%                               (dominate) (FAB-938)
%       next_brute_or_shadow_attack_action_power(Amounts)   Unworldly
%                               Bellow: "As an additional cost to play
%                               Unworldly Bellow, banish 3 random cards
%                               from your graveyard. The next Brute or
%                               Shadow attack action card you play this
%                               turn gains +4{p}. Go again" (+3 yellow,
%                               +2 blue; FAB-939, its cost FAB-935's)
%       random_graveyard_banish_cost(3, next_attack_action_card(Amounts))
%                               Convulsions from the Bellows of Hell: "As
%                               an additional cost ..., banish 3 random
%                               cards from your graveyard. If a card with
%                               6 or more {p} is banished this way, the
%                               next attack action card you play this turn
%                               gains +3{p} and dominate. Go again" (+2
%                               yellow, +1 blue; FAB-940)
%       may_banish_from_hand_shadow_dominate   Consuming Aftermath: "As
%                               an additional cost to play Consuming
%                               Aftermath, you may banish a card from your
%                               hand. If a Shadow card is banished this
%                               way, Consuming Aftermath gains dominate."
%                               (FAB-941, FAB-942)
%       chosen_graveyard_banish_cost(6, blood_debt_power),
%       hit_banishes_soul_life   Soul Harvest: "Legendary. Levia
%                               Specialization. As an additional cost to
%                               play Soul Harvest, banish 6 cards from your
%                               graveyard. It gains +1{p} for each card with
%                               blood debt banished this way. If Soul
%                               Harvest hits a hero, banish all cards in
%                               their soul. They lose {h} equal to the
%                               number of cards banished this way."
%                               (FAB-943, FAB-944; its Legendary and
%                               Specialization the keywords' readings)
%       play_only_after_banished_power   Graveling Growl: "Play Graveling
%                               Growl only if a card with 6 or more {p}
%                               has been put into your banished zone this
%                               turn. Blood Debt" (FAB-934; its Blood Debt
%                               FAB-931's)

card_text_read("Ravenous Meataxe", attack_draw_then_discard_random(2)).
card_text_read("Levia", blood_debt_lost_after_banished_power).
card_text_read("Consuming Aftermath", may_banish_from_hand_shadow_dominate).
card_text_read("Soul Harvest", chosen_graveyard_banish_cost(6, blood_debt_power)).
card_text_read("Soul Harvest", hit_banishes_soul_life).
card_text_read("Graveling Growl", play_only_after_banished_power).
card_text_read("Boneyard Marauder", random_graveyard_banish_cost(3, none)).
card_text_read("Hungering Slaughterbeast", random_graveyard_banish_cost(3, none)).
card_text_read("Endless Maw", random_graveyard_banish_cost(3, power(3))).
card_text_read("Dread Screamer", random_graveyard_banish_cost(3, go_again)).
card_text_read("Writhing Beast Hulk", random_graveyard_banish_cost(3, dominate)).
card_text_read("Unworldly Bellow", random_graveyard_banish_cost(3, none)).
card_text_read("Convulsions from the Bellows of Hell", random_graveyard_banish_cost(3, next_attack_action_card([3, 2, 1]))).
card_text_read("Unworldly Bellow", next_brute_or_shadow_attack_action_power([4, 3, 2])).

%   The rule that cites its reading (card_texts_kassai.pl's text_rule/3).
kassai_text_rule("Ravenous Meataxe", 'FAB-930').

                 /*******************************
                 *        RAVENOUS MEATAXE      *
                 *******************************/

rule('FAB-930', effect, "Ravenous Meataxe: as it attacks, draw a card, then a random discard; +2 power for 6 or more",
     "When Ravenous Meataxe's attack becomes a chain link (it attacks; the attack is its ability's, once per turn for 2 resource points, FAB-404), its controller draws a card (none from an empty deck), then, with a card in hand, the position waits for the card a random discard takes (the random_discard choice, a discard move naming it: FAB-682); with an empty hand nothing is discarded. A discarded card with 6 or more power gives the axe's chain link +2 power (its power_bonus); one with less gives none. The discard is a discard as any other: one of 6 or more power is recorded for the turn (FAB-679) and sets off what reads a discard (Rhinar's intimidate, FAB-570). The +2 lasts until the end of the turn: rulecheck counts it on the axe's chain link, the one attack the axe makes in a turn (its ability is once per turn).",
     ruling("", "Ravenous Meataxe: \"Once per Turn Action - {r}{r}: Attack. Whenever you attack with Ravenous Meataxe, draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, Ravenous Meataxe gains +2{p} until end of turn.\" CR 1.4.3a (a weapon's attack-proxy has its source's properties), 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 8.5.6 (draw), 8.5.5 and 8.5.5b (discard; a discard from an empty hand fails), 1.1.1a (the random card), 2.0.3a (an effect that modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the link opens, as it does Bare Fangs' (FAB-681); the card is random: the judge or the tool running the game names it.")).

                 /*******************************
                 *           BLOOD DEBT         *
                 *******************************/

rule('FAB-931', effect, "Blood Debt: at the beginning of your end phase, lose 1 life for each such card in your banished zone",
     "At the beginning of the turn player's end phase (after the intimidated cards return, FAB-528, and Dawnblade's counter, FAB-589; before the arena's triggered effects, FAB-209), for each card with the Blood Debt keyword in their banished zone (its text read: a card the state marks text_read false has none rulecheck reads), they lose 1 life (life lost is not damage: no Ward or prevention applies; a hero at 0 life loses, FAB-701). The other player's banished cards do nothing in this end phase. Their order among themselves and beside the arena's end-phase effects is no choice: each only takes 1 life, which no other effect of the vocabulary reads, so rulecheck resolves them first, in the order of the zone. Levia's text can take their blood debt away (FAB-933). Not read: an unknown card of the banished zone (its keywords are not shown) loses no life here; the event names the unknown cards where there are any.",
     ruling("", "Blood Debt: \"At the beginning of your end phase, if this is in your banished zone, lose 1{h}.\" CR 8.3.11 and 8.3.11a (Blood Debt, a triggered static ability that functions while the card is in its owner's banished zone), 4.4.2 (the beginning of the end phase triggers effects that resolve before the turn ends), 6.6.6b (a player adds their triggered-layers in the order they choose), 8.5.12 and 8.5.12b (to lose life, which is not damage), 1.10.2b (a hero with 0 life is cleared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  blood_debt(+State0, +Trigger, -State)// is det.
%
%   Trigger is end_phase: the turn player loses 1 life for each card with
%   Blood Debt in their banished zone (FAB-931), unless Levia's text
%   takes it away (FAB-933); triggers.pl's triggers//3 calls it.

blood_debt(S0, end_phase, S) -->
    !,
    { TP = S0.turn_player,
      player(S0, TP, P0),
      key_value(banished, P0, [], Banished),
      include(blood_debt_card, Banished, Debts),
      include(unknown_card, Banished, Unknowns),
      maplist(card_id, Unknowns, UIds)
    },
    (   { Debts == [] }
    ->  { S = S0 }
    ;   { levia_lifts_blood_debt(S0, TP, Src) }
    ->  { maplist(card_id, Debts, Ids), S = S0 },
        [ event('FAB-933', blood_debt_lost, _{player:TP, cards:Ids, source:Src}) ]
    ;   { length(Debts, K),
          Life is max(0, P0.life - K),
          Lost is P0.life - Life,
          set_player(S0, P0.put(life, Life), S),
          maplist(card_id, Debts, Ids)
        },
        [ event('FAB-931', blood_debt_paid, _{player:TP, cards:Ids, amount:Lost, life:Life, unknown:UIds}) ]
    ).
blood_debt(S, _, S) --> [].

%!  blood_debt_card(+Card) is semidet.
%
%   Card has the Blood Debt keyword, and its text is read (FAB-931).

blood_debt_card(C) :-
    is_dict(C),
    \+ unknown_card(C),
    \+ text_unread(C),
    card_keyword(C, "Blood Debt", _),
    !.

message(event(blood_debt_paid, F, S0)) -->
    { event_cards(S0, F.cards, T) },
    [ "the end phase begins: ~w loses ~d life for the blood debt of ~w in their banished zone (~d now)"-[F.player, F.amount, T, F.life] ],
    (   { F.unknown == [] }
    ->  []
    ;   { atomic_list_concat(F.unknown, ', ', U) },
        [ "; the unknown banished card(s) ~w are not read"-[U] ]
    ).
message(event(blood_debt_lost, F, S0)) -->
    { event_cards(S0, F.cards, T),
      event_card(S0, F.source, By) },
    [ "the end phase begins: ~w's cards lose blood debt (~w: a card with 6 or more power was put into their banished zone this turn), so ~w costs no life"-[F.player, By, T] ].

                 /*******************************
                 *  6 OR MORE POWER BANISHED     *
                 *******************************/

rule('FAB-932', effect, "A card with 6 or more power put into the turn player's banished zone is recorded for the turn",
     "When a move puts into the turn player's banished zone a card with 6 or more power (its power there, power_where: Kayo's +1 counted), by a cost, an effect or a trigger, the state records it for the rest of the turn in its effects ({kind: banished_power, player, source: the card banished}), once, which Levia (FAB-933) and Graveling Growl (FAB-934) read. rulecheck compares the turn player's banished zone before and after each move's effect, so every banish it makes is seen; a position given in the middle of a turn says so in its effects, else none has been put there. Not read: an unknown card banished (the top of an unknown deck) has no power rulecheck can see, so it is not recorded.",
     ruling("", "Levia: \"If a card with 6 or more {p} has been put into your banished zone this turn, ...\"; Graveling Growl: \"Play Graveling Growl only if a card with 6 or more {p} has been put into your banished zone this turn.\" CR 8.5.1 (banish: a card put into its owner's banished zone), 3.4 (the banished zone), 2.9 (power), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  banished_power_recorded(+State0, +State1, -State)// is det.
%
%   A move's effect took State0 to State1: a card with 6 or more power
%   new in the turn player's banished zone is recorded for the turn
%   (FAB-932); effects.pl's next//3 calls it.

banished_power_recorded(S0, S1, S) -->
    banished_power_recorded_(S0, S1, S2),
    hooves_triggered(S0, S2, S).                % card_texts_levia_2.pl (Hooves of the Shadowbeast, FAB-950)

banished_power_recorded_(S0, S1, S) -->
    (   { get_dict(turn_player, S1, TP),
          player(S1, TP, P1),
          key_value(banished, P1, [], B1),
          B1 \== [],
          \+ turn_record(S1, "banished_power", TP),
          (   player(S0, TP, P0) -> key_value(banished, P0, [], B0) ; B0 = [] ),
          member(C, B1),
          \+ unknown_card(C),
          card_id(C, Id),
          \+ ( member(C0, B0), card_id(C0, Id0), Id0 == Id ),
          power_where(S1, TP, C, Pw),             % card_texts_windup.pl (FAB-792)
          Pw >= 6
        }
    ->  turn_recorded(S1, "banished_power", 'FAB-932', TP, Id, S)   % card_texts_rhinar_blitz.pl
    ;   { S = S1 }
    ).

turn_record_words("banished_power", Who, L) -->
    [ "a card with 6 or more power has been put into ~w's banished zone this turn (~w)"-[Who, L] ].

                 /*******************************
                 *             LEVIA            *
                 *******************************/

rule('FAB-933', effect, "Levia: after a card with 6 or more power is banished this turn, her cards lose blood debt in the end phase",
     "While Levia (her text read, her hero's abilities not lost: Crush Confidence, FAB-624) is the turn player's hero and a card with 6 or more power has been put into her banished zone this turn (FAB-932), her cards lose blood debt during the end phase: at its beginning, the cards with Blood Debt in her banished zone make her lose no life (FAB-931). Without the record she loses 1 life for each, as the keyword says.",
     ruling("", "Levia: \"If a card with 6 or more {p} has been put into your banished zone this turn, cards you own lose blood debt during the end phase.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.3.11 (Blood Debt), 6.2 (a continuous effect that removes an ability: the triggered ability is not there to trigger), 4.4 (the end phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  levia_lifts_blood_debt(+State, +Player, -HeroId) is semidet.
%
%   Player's hero is Levia, her text read, and a card with 6 or more
%   power has been put into her banished zone this turn (FAB-933).

levia_lifts_blood_debt(S, Who, HId) :-
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, blood_debt_lost_after_banished_power),
    \+ hero_abilities_lost(S, Who),             % card_texts_bravo.pl (FAB-624)
    turn_record(S, "banished_power", Who),
    card_id(P.hero, HId).

                 /*******************************
                 *        GRAVELING GROWL       *
                 *******************************/

rule('FAB-934', constraint, "Graveling Growl is played only after a card with 6 or more power was put into its player's banished zone this turn",
     "Graveling Growl may be played only if a card with 6 or more power has been put into its player's banished zone this turn (the turn's record, FAB-932); without the record, playing it breaks this rule. Its Blood Debt is FAB-931's.",
     ruling("", "Graveling Growl: \"Play Graveling Growl only if a card with 6 or more {p} has been put into your banished zone this turn. Blood Debt\" CR 5.1.2 and 1.0.1a (a card's own restriction on playing it: checked as it is played), 8.3.11 (Blood Debt), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-934', S, M, nothing_banished_with_power(C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, play_only_after_banished_power),
    get_dict(player, M, Who),
    \+ turn_record(S, "banished_power", Who).

rule_fact('FAB-934', S, M, banished_power_this_turn(Who, Rec)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, play_only_after_banished_power),
    get_dict(player, M, Who),
    (   turn_record(S, "banished_power", Who) -> Rec = true ; Rec = false ).

fact_words(banished_power_this_turn(Who, true)) -->
    [ "a card with 6 or more power has been put into ~w's banished zone this turn"-[Who] ].
fact_words(banished_power_this_turn(Who, false)) -->
    [ "no card with 6 or more power has been put into ~w's banished zone this turn"-[Who] ].

moot('FAB-934', S, M) :-
    \+ ( played_card(S, M, _, C),
         text_read_name(C, Name),
         card_text_read(Name, play_only_after_banished_power) ).

message(nothing_banished_with_power(C)) -->
    { card_label(C, L) },
    [ "~w is played only if a card with 6 or more power has been put into its player's banished zone this turn, and none has"-[L] ].

                 /*******************************
                 *  BANISH 3 RANDOM FROM GRAVEYARD *
                 *******************************/

rule('FAB-935', constraint, "A card whose additional cost banishes cards from the graveyard is played only with that many there",
     "Boneyard Marauder, Hungering Slaughterbeast, Endless Maw, Dread Screamer, Writhing Beast Hulk, Unworldly Bellow and Convulsions from the Bellows of Hell (their text read) may be played only while their player's graveyard holds at least 3 cards (known or not), Soul Harvest only with at least 6: the additional cost banishes that many of them, and a cost that cannot be paid in full cannot be paid. With fewer, playing the card breaks this rule.",
     ruling("", "Boneyard Marauder: \"As an additional cost to play Boneyard Marauder, banish 3 random cards from your graveyard. Blood Debt\" (Hungering Slaughterbeast the same). CR 5.1.9 (additional costs are paid as the card is played), 1.14.4b and 5.1.8a (an effect-cost that cannot be paid: the card is illegal to play), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-936', effect, "The 3 random cards of the graveyard are banished one put move at a time",
     "As one of those cards (FAB-935) is played, the position waits for the cards its additional cost banishes at random from its player's graveyard (the pending choice random_banish, its player the card's, `amount` 3 still to banish, `cards` those banished so far, `source` the card): each put move (to: banished) names one card of that graveyard, which goes face up to their banished zone, until 3 are banished; then the position goes on with the card on the stack and its player with priority. A card with 6 or more power banished this way is recorded for the turn (FAB-932). Not handled: where another choice already waits as the card is played, the cards are not asked and none is banished, and an event says so.",
     ruling("", "Boneyard Marauder: \"As an additional cost to play Boneyard Marauder, banish 3 random cards from your graveyard.\" CR 5.1.9 (additional costs), 8.5.1 (banish), 1.1.1a (a player's way to generate uniform random values: the random cards), 3.8.1 (the graveyard is a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The cards are chance's: the judge, or the tool running the game, names them, as for a random discard (FAB-682); one at a time or all three is the same draw.")).

rule('FAB-937', constraint, "A banish from the graveyard names a known card of the player's graveyard",
     "A put move answers the random_banish choice (FAB-936) or Soul Harvest's graveyard_banish (FAB-943): its player is the choice's, its card a card of their graveyard the position shows (an unknown card is named in the position first: what its banishing sets off reads its power, FAB-106), and its `to` banished.",
     ruling("", "CR 8.5.1 (banish), 3.8.1 (the graveyard, a public zone), 1.1.1a (random), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   random_banish_cost(+Card, -N, -Then): Card's text, read, banishes N
%   random cards of its player's graveyard as an additional cost.
random_banish_cost(C, N, Then) :-
    text_read_name(C, Name),
    (   card_text_read(Name, random_graveyard_banish_cost(N, Then))
    ;   card_text_read(Name, chosen_graveyard_banish_cost(N, Then))   % Soul Harvest (FAB-943)
    ),
    !.

broken('FAB-935', S, M, graveyard_too_small(C, N, K)) :-
    get_dict(action, M, "play"),
    played_card(S, M, P, C),
    random_banish_cost(C, N, _),
    key_value(graveyard, P, [], G),
    length(G, K),
    K < N.

moot('FAB-935', S, M) :-
    \+ ( played_card(S, M, _, C), random_banish_cost(C, _, _) ).

rule_fact('FAB-935', S, M, graveyard_holds(Who, K)) :-
    get_dict(action, M, "play"),
    played_card(S, M, P, C),
    random_banish_cost(C, _, _),
    Who = P.name,
    key_value(graveyard, P, [], G),
    length(G, K).

fact_words(graveyard_holds(Who, K)) -->
    [ "~w's graveyard holds ~d card(s)"-[Who, K] ].

message(graveyard_too_small(C, N, K)) -->
    { card_label(C, L) },
    [ "~w's additional cost banishes ~d random cards from its player's graveyard, which holds ~d"-[L, N, K] ].

%!  levia_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: its additional cost's random banish waits
%   (FAB-936); card_texts.pl's played_text//5 calls it.

levia_played_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, may_banish_from_hand_shadow_dominate),
          card_id(C, Id)
        }
    ->  (   { player(S0, Who, P), P.hand == [] }
        ->  { S = S0 },
            [ event('FAB-941', hand_banish_nothing, _{player:Who, card:Id}) ]
        ;   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hand_banish", player:Who, controller:Who, source:C}) },
            [ event('FAB-941', hand_banish_waits, _{player:Who, card:Id}) ]
        ;   { S = S0 },
            [ event('FAB-941', hand_banish_not_asked, _{player:Who, card:Id}) ]
        )
    ;   { random_banish_cost(C, N, _), card_id(C, Id) }
    ->  (   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { banish_choice(C, Choice),
              S = S0.put(pending, _{choice:Choice, player:Who, controller:Who, source:C, amount:N, cards:[]}) },
            [ event('FAB-936', random_banish_waits, _{player:Who, card:Id, left:N, choice:Choice}) ]
        ;   { S = S0 },
            [ event('FAB-936', random_banish_not_asked, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

choice_action("random_banish", "put").
choice_phase("random_banish", "action").
choice_action("graveyard_banish", "put").
choice_phase("graveyard_banish", "action").

%   banish_choice(+Card, -Choice): the choice Card's cost waits for: the
%   cards drawn at random (random_banish), or those its player chooses
%   (graveyard_banish: Soul Harvest, FAB-943).
banish_choice(C, Choice) :-
    (   text_read_name(C, Name), card_text_read(Name, chosen_graveyard_banish_cost(_, _))
    ->  Choice = "graveyard_banish"
    ;   Choice = "random_banish"
    ).

%   graveyard_banish_waits(+Pending): Pending is the choice of the cards a
%   cost banishes from the graveyard (FAB-936, FAB-943).
graveyard_banish_waits(Pd) :-
    memberchk(Pd.choice, ["random_banish", "graveyard_banish"]).

pending_problem(S, Pd, [player], graveyard_empty_for_banish(P)) :-   % FAB-936
    graveyard_banish_waits(Pd),
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(graveyard, PP, [], []).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    graveyard_banish_waits(Pd),
    Who = Pd.player,
    player(S, Who, P),
    key_value(graveyard, P, [], G),
    member(C, G),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-937', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    graveyard_banish_waits(Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        \+ card_in(P, graveyard, Id, _)
    ->  Reason = random_banish_not_in_graveyard(Who, Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        unknown_card(C)
    ->  Reason = random_banish_unknown(Id)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-937', S, _) :-
    \+ ( pending(S, Pd), graveyard_banish_waits(Pd) ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-942']),
    pending(S, Pd),
    graveyard_banish_waits(Pd).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      graveyard_banish_waits(Pd),
      Who = M.player,
      card_id(Pd.source, By),
      player(S0, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S0, P2, S1),
      Left is Pd.amount - 1,
      key_value(cards, Pd, [], Bs0),
      append(Bs0, [M.card], Bs)
    },
    [ event('FAB-936', banished_at_random, _{player:Who, card:M.card, by:By, left:Left, choice:Pd.choice}) ],
    (   { Left > 0 }
    ->  { S = S1.put(pending, Pd.put(_{amount:Left, cards:Bs})) }
    ;   { choice_answered(S1, S2) },
        banished_then(S2, Who, Pd.source, Bs, S)
    ).

rule('FAB-938', effect, "Endless Maw, Dread Screamer, Writhing Beast Hulk: what a banished card of 6 or more power gives",
     "When the last of the 3 cards Endless Maw, Dread Screamer or Writhing Beast Hulk's additional cost banishes at random is named (FAB-936), if one of them has 6 or more power (its power in the banished zone, power_where: Kayo's +1 counted), the card gains, on its player's next attack (FAB-505: the card itself, on the stack, is the next attack to become a chain link, as for Breakneck Battery, FAB-549): Endless Maw +3 power (next_attack_power), Dread Screamer go again (next_attack_go_again), Writhing Beast Hulk dominate (next_attack_dominate: its link records it, FAB-508). With none of 6 or more power it gains nothing (Dread Screamer has no go again of its own, Writhing Beast Hulk no dominate).",
     ruling("", "Endless Maw: \"As an additional cost to play Endless Maw, banish 3 random cards from your graveyard. If a card with 6 or more {p} is banished this way, Endless Maw gains +3{p}. Blood Debt\"; Dread Screamer: \"... Dread Screamer gains go again. ...\"; Writhing Beast Hulk: \"... Writhing Beast Hulk gains dominate. ...\" CR 5.1.9 (the additional cost is paid as it is played), 6.6 (the effect reads the cards banished), 2.0.3a (power), 8.3.5 (go again), 8.3.4 (dominate), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  banished_then(+State0, +Player, +Source, +Ids, -State)// is det.
%
%   Source's cost banished the cards Ids: with one of 6 or more power,
%   what Source's text gives it (FAB-938).

banished_then(S0, Who, Src, Ids, S) -->
    { random_banish_cost(Src, _, blood_debt_power) },
    !,
    { player(S0, Who, P),
      aggregate_all(count, ( member(Id, Ids), card_in(P, banished, Id, C), blood_debt_card(C) ), K),
      card_id(Src, SId)
    },
    (   { K > 0 }
    ->  { add_effect(S0, _{kind:"next_attack_power", player:Who, amount:K, source:SId}, S) },
        [ event('FAB-943', blood_debt_banished_power, _{player:Who, card:SId, amount:K}) ]
    ;   { S = S0 }
    ).
banished_then(S0, Who, Src, Ids, S) -->
    (   { random_banish_cost(Src, _, Then),
          Then \== none,
          player(S0, Who, P),
          once(( member(Id, Ids),
                 card_in(P, banished, Id, C),
                 power_where(S0, Who, C, Pw),     % card_texts_windup.pl (FAB-792)
                 Pw >= 6 )),
          card_id(Src, SId),
          then_effects(Then, Who, Src, Es),
          foldl([E, Sa, Sb]>>add_effect(Sa, E, Sb), Es, S0, S),
          Es = [E1|_],
          key_value(amount, E1, 0, N),
          ( Then = next_attack_action_card(_) -> Rule = 'FAB-940', Kind = "next_attack_action_card"
          ; Rule = 'FAB-938', Kind = E1.kind )
        }
    ->  [ event(Rule, banished_power_gives, _{player:Who, card:SId, by:Id, kind:Kind, amount:N}) ]
    ;   { S = S0 }
    ).

%   then_effects(+Then, +Player, +Source, -Effects): what Source's text
%   gives for a banished card of 6 or more power (FAB-938, FAB-940).
then_effects(next_attack_action_card(Amounts), Who, Src,
             [_{kind:"next_attack_power", player:Who, amount:N, source:Id, attack_action_card:true},
              _{kind:"next_attack_dominate", player:Who, source:Id, attack_action_card:true}]) :-
    !,
    card_prop(Src, pitch, Pitch),
    nth1(Pitch, Amounts, N),
    card_id(Src, Id).
then_effects(Then, Who, Src, [E]) :-
    card_id(Src, Id),
    then_effect(Then, Who, Id, E).

then_effect(power(N), Who, Id, _{kind:"next_attack_power", player:Who, amount:N, source:Id}).
then_effect(go_again, Who, Id, _{kind:"next_attack_go_again", player:Who, source:Id}).
then_effect(dominate, Who, Id, _{kind:"next_attack_dominate", player:Who, source:Id}).

message(event(banished_power_gives, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, B) },
    [ "~w's cost banished ~w, a card with 6 or more power: "-[L, B] ],
    gives_words(F.kind, F.amount, L).

gives_words("next_attack_power", N, L) --> [ "~w gains +~d power"-[L, N] ].
gives_words("next_attack_go_again", _, L) --> [ "~w gains go again"-[L] ].
gives_words("next_attack_dominate", _, L) --> [ "~w gains dominate"-[L] ].
gives_words("next_attack_action_card", N, _) --> [ "the next attack action card its player plays this turn gains +~d power and dominate"-[N] ].

rule('FAB-940', effect, "Convulsions from the Bellows of Hell: the next attack action card gets +N power and dominate",
     "When the last of the 3 cards Convulsions from the Bellows of Hell's additional cost banishes at random is named (FAB-936), if one of them has 6 or more power, the next attack action card its player plays this turn gets +3 power (red), +2 (yellow) or +1 (blue) and dominate: two effects wait in the state's effects (next_attack_power and next_attack_dominate, each attack_action_card) until an attack action card becomes a chain link (FAB-505, FAB-788: its link records dominate_effect, FAB-508); a weapon's attack leaves them waiting; they end with the turn. With none of 6 or more power it gives nothing. rulecheck makes the effects as the cost is paid, not as Convulsions resolves: no attack action card can be played between (an action is played only with an empty stack), and nothing in rulecheck takes a card from the stack unresolved. Its go again is the keyword's.",
     ruling("", "Convulsions from the Bellows of Hell: \"As an additional cost to play Convulsions from the Bellows of Hell, banish 3 random cards from your graveyard. If a card with 6 or more {p} is banished this way, the next attack action card you play this turn gains +3{p} and dominate. Go again\" (+2{p} yellow, +1{p} blue). CR 5.1.9 (the additional cost), 1.7.3b (a resolution ability's effect), 2.0.3a (power), 8.3.4 (dominate), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).


message(event(random_banish_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.choice == "graveyard_banish" }
    ->  [ "~w is played: its additional cost banishes ~d cards of ~w's choice from their graveyard (a put move, to: banished, names each)"-[L, F.left, F.player] ]
    ;   [ "~w is played: its additional cost banishes ~d cards drawn at random from ~w's graveyard (a put move, to: banished, names each)"-[L, F.left, F.player] ]
    ).
message(event(random_banish_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played while another choice waits: rulecheck does not ask which cards its cost banishes from ~w's graveyard (not done)"-[L, F.player] ].
message(event(banished_at_random, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    (   { F.choice == "graveyard_banish" }
    ->  [ "~w: ~w banishes ~w from their graveyard"-[By, F.player, C] ]
    ;   [ "~w: ~w banishes ~w from their graveyard, drawn at random"-[By, F.player, C] ]
    ),
    (   { F.left > 0 } -> [ " (~d more)"-[F.left] ] ; [] ).
message(random_banish_no_card) -->
    [ "the put move names no card of the graveyard to banish" ].
message(random_banish_not_in_graveyard(Who, Id)) -->
    [ "~w is not in ~w's graveyard: the random banish takes a card from there"-[Id, Who] ].
message(random_banish_unknown(Id)) -->
    [ "~w in the graveyard is an unknown card: what its banishing sets off reads its power, so the position names it first (FAB-106)"-[Id] ].
message(random_banish_not_banished(To)) -->
    [ "the random banish puts the card into the banished zone, not to the ~w"-[To] ].
message(graveyard_empty_for_banish(P)) -->
    [ "cards wait to be banished at random from ~w's graveyard, and it is empty"-[P] ].
message(no_choice_waits("graveyard_banish")) -->
    [ "no banish from a graveyard waits: put (to: banished) names a card Soul Harvest's cost banishes" ].
message(no_choice_waits("random_banish")) -->
    [ "no random banish waits: put (to: banished) names a card a random banish takes from a graveyard" ].

choice_words("graveyard_banish") -->
    [ "which card of their graveyard its cost banishes (a put move, to: banished)" ].
text_choice_words("graveyard_banish", Source) -->
    [ "the card ~w's cost banishes from the graveyard (put, to: banished)"-[Source] ].
choice_words("random_banish") -->
    [ "which card of their graveyard the random banish takes (a put move, to: banished)" ].
text_choice_words("random_banish", Source) -->
    [ "the card ~w's cost banishes at random from the graveyard (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "graveyard_banish",
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " banishes ", L, " from their graveyard" ].
move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "random_banish",
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " banishes ", L, " from their graveyard, drawn at random" ].

                 /*******************************
                 *        UNWORLDLY BELLOW      *
                 *******************************/

rule('FAB-939', effect, "Unworldly Bellow: the next Brute or Shadow attack action card gets +N power",
     "When Unworldly Bellow resolves (its cost, 3 random cards of the graveyard banished, FAB-935 and FAB-936), the next attack action card its player plays this turn that is a Brute card or a Shadow card (its class or its talent) gets +4 power (red), +3 (yellow) or +2 (blue): the effect waits in the state's effects (next_attack_power, classes [Brute], talents [Shadow], attack_action_card) until such a card becomes a chain link (FAB-505); a weapon's attack or an attack action card of neither leaves it waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("", "Unworldly Bellow: \"As an additional cost to play Unworldly Bellow, banish 3 random cards from your graveyard. The next Brute or Shadow attack action card you play this turn gains +4{p}. Go again\" (+3{p} yellow, +2{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 2.11 (supertypes: the class and the talent), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack to become a chain link is the next played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  levia_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-939);
%   card_texts.pl's resolution_text//4 calls it.

levia_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, opt_then_banish_top(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N)
        }
    ->  opt_begins(S0, Who, C, N, S)            % card_texts_levia_2.pl (Blood Tribute, FAB-952, FAB-953)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_brute_or_shadow_attack_action_power(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, classes:["Brute"],
                           talents:["Shadow"], attack_action_card:true}, S)
        }
    ->  [ event('FAB-939', brute_or_shadow_power_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(brute_or_shadow_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next Brute or Shadow attack action card ~w plays this turn gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *      CONSUMING AFTERMATH     *
                 *******************************/

rule('FAB-941', effect, "Consuming Aftermath: a card of the hand may be banished as it is played; a Shadow card gives it dominate",
     "As Consuming Aftermath (its text read) is played, with a card in its player's hand, the position waits for their choice (the pending choice hand_banish, its source the card): a put move (to: banished) names a card of their hand, which goes face up to their banished zone; a decline move banishes none. A Shadow card banished this way (its talent) gives Consuming Aftermath dominate: an effect on its player's next attack (next_attack_dominate, FAB-788: the card itself, on the stack, is the next attack to become a chain link), its link recording it (FAB-508). Any other card, or none, gives nothing. A card with 6 or more power banished is recorded for the turn (FAB-932). With an empty hand nothing is asked. Not handled: where another choice already waits as it is played, the banish is not asked, and an event says so.",
     ruling("", "Consuming Aftermath: \"As an additional cost to play Consuming Aftermath, you may banish a card from your hand. If a Shadow card is banished this way, Consuming Aftermath gains dominate.\" CR 5.1.9 (additional costs are paid as the card is played; an optional one is the player's choice), 8.5.1 (banish), 2.11 (supertypes: the talent), 8.3.4 (dominate), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-942', constraint, "A banish from the hand (Consuming Aftermath, Ebon Fold) names a known card of the player's hand",
     "A put move answers the hand_banish choice (Consuming Aftermath, FAB-941) or the hand_banish_draw choice (Ebon Fold, FAB-949): its player is the choice's, its card a card of their hand the position shows (whether it is a Shadow card decides the dominate or the draw: an unknown card is named in the position first, FAB-106), and its `to` banished.",
     ruling("", "CR 8.5.1 (banish), 3.9 (the hand, a private zone: the judge names the card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

choice_action("hand_banish", "put").
choice_action("hand_banish", "decline").
choice_phase("hand_banish", "action").

%   hand_banish_waits(+Pending): Pending asks a card of the hand to
%   banish (FAB-941, FAB-949).
hand_banish_waits(Pd) :-
    memberchk(Pd.choice, ["hand_banish", "hand_banish_draw"]).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    hand_banish_waits(Pd),
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    \+ unknown_card(C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "hand_banish",
    Who = Pd.player.

broken('FAB-942', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    hand_banish_waits(Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    (   get_dict(card, M, Id),
        not_from_hand(S, Who, Id, hand_banish_not_from_hand, Reason0)  % choices.pl
    ->  Reason = Reason0
    ;   get_dict(card, M, Id),
        player(S, Who, P),
        card_in(P, hand, Id, C),
        unknown_card(C)
    ->  Reason = hand_banish_unknown(Id)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-942', S, _) :-
    \+ ( pending(S, Pd), hand_banish_waits(Pd) ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-946', 'FAB-948']),
    pending(S, Pd),
    hand_banish_waits(Pd).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_banish",
      Who = M.player,
      card_id(Pd.source, By),
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2)
    },
    [ event('FAB-941', banished_from_hand, _{player:Who, card:M.card, by:By}) ],
    (   { card_prop(C, talents, Ts), is_list(Ts), memberchk("Shadow", Ts),
          add_effect(S2, _{kind:"next_attack_dominate", player:Who, source:By}, S)
        }
    ->  [ event('FAB-941', shadow_banished_dominate, _{player:Who, card:By, by:M.card}) ]
    ;   { S = S2 }
    ).

effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_banish",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-941', hand_banish_declined, _{player:M.player, by:By}) ].

message(event(hand_banish_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played: ~w may banish a card from their hand as its additional cost (a put move, to: banished, or decline)"-[L, F.player] ].
message(event(hand_banish_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played: ~w has no card in hand to banish for it"-[L, F.player] ].
message(event(hand_banish_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played while another choice waits: rulecheck does not ask whether ~w banishes a card from hand for it (not done)"-[L, F.player] ].
message(event(banished_from_hand, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w banishes ~w from their hand"-[By, F.player, C] ].
message(event(shadow_banished_dominate, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, B) },
    [ "~w is a Shadow card: ~w gains dominate"-[B, L] ].
message(event(hand_banish_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w banishes no card from their hand"-[By, F.player] ].
message(hand_banish_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the hand: the banish waiting takes a card from the hand"-[L, Z] ].
message(hand_banish_unknown(Id)) -->
    [ "~w is an unknown card: whether it is a Shadow card decides what the banish gives; name it in the position to banish it"-[Id] ].
message(no_choice_waits("hand_banish")) -->
    [ "no banish from the hand waits: put (to: banished) or decline answers Consuming Aftermath's additional cost" ].

choice_words("hand_banish") -->
    [ "which card of their hand they banish for Consuming Aftermath's cost (a put move, to: banished), or none (decline)" ].
text_choice_words("hand_banish", Source) -->
    [ "the card of the hand banished for ~w's cost (put, to: banished; or decline)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      hand_banish_waits(Pd),
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " banishes ", L, " from their hand" ].

                 /*******************************
                 *          SOUL HARVEST        *
                 *******************************/

rule('FAB-943', effect, "Soul Harvest: 6 cards of the graveyard banished as it is played, +1 power for each with Blood Debt",
     "Soul Harvest (its text read) may be played only with 6 cards in its player's graveyard (FAB-935). As it is played the position waits for the 6 cards its additional cost banishes, which its player chooses (the pending choice graveyard_banish, `amount` still to banish): each put move (to: banished) names a card of their graveyard the position shows (FAB-937), which goes face up to their banished zone. When the sixth is named, Soul Harvest gains +1 power for each card with Blood Debt among the 6 (their text read): an effect on its player's next attack (next_attack_power, FAB-505: the card itself, on the stack, is the next attack to become a chain link); with none it gains nothing. A card of 6 or more power among them is recorded for the turn (FAB-932).",
     ruling("", "Soul Harvest: \"Legendary. Levia Specialization. As an additional cost to play Soul Harvest, banish 6 cards from your graveyard. It gains +1{p} for each card with blood debt banished this way. If Soul Harvest hits a hero, banish all cards in their soul. They lose {h} equal to the number of cards banished this way.\" CR 5.1.9 (additional costs: the player chooses the cards), 1.14.4b (an effect-cost paid in full), 8.5.1 (banish), 8.3.11 (Blood Debt), 2.0.3a (power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the cards one at a time: nothing happens between the put moves that another player could answer.")).

rule('FAB-944', effect, "Soul Harvest hits: the defending hero's soul is banished, a life lost for each card",
     "When Soul Harvest (its text read) hits (it deals damage to the defending hero in the damage step, FAB-503), every card of that hero's soul (the player's zone `soul`) goes face up to that player's banished zone, and they lose 1 life for each (life lost is not damage: no Ward or prevention applies; a hero at 0 life loses, FAB-701). An empty soul banishes nothing and costs nothing.",
     ruling("", "Soul Harvest: \"If Soul Harvest hits a hero, banish all cards in their soul. They lose {h} equal to the number of cards banished this way.\" CR 7.5.5 (a hit), 6.6 (a triggered effect), 3.11.5 (the soul, sub-cards of the hero), 8.5.1 (banish), 8.5.12 and 8.5.12b (lose life, which is not damage), 1.10.2b (a hero with 0 life is cleared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does the other texts of a hit.")).

%!  levia_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: Soul Harvest banishes the
%   defending hero's soul, a life for each card (FAB-944); Lunartide
%   Plunderer banishes itself and a card of that soul (FAB-947);
%   card_texts_katsu_bravo.pl's hit texts call it.

levia_hit_text(S0, L, A, S) -->
    soul_harvest_hit(S0, L, A, S1),
    lunartide_hit(S1, L, A, S).                 % card_texts_levia_2.pl (FAB-947)

soul_harvest_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banishes_soul_life),
          Def = L.defender,
          player(S0, Def, P0),
          key_value(soul, P0, [], Soul),
          Soul \== [],
          card_id(A, AId),
          length(Soul, K),
          add_cards(P0.put(soul, []), banished, Soul, P1),
          Life is max(0, P1.life - K),
          Lost is P1.life - Life,
          set_player(S0, P1.put(life, Life), S),
          maplist(card_id, Soul, Ids)
        }
    ->  [ event('FAB-944', soul_banished, _{player:Def, attack:AId, cards:Ids, amount:Lost, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(blood_debt_banished_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's cost banished ~d card(s) with blood debt: it gains +~d power"-[L, F.amount, F.amount] ].
message(event(soul_banished, F, S0)) -->
    { event_card(S0, F.attack, L), event_cards(S0, F.cards, T) },
    [ "~w hits: ~w's soul is banished (~w), and ~w loses ~d life (~d now)"-[L, F.player, T, F.player, F.amount, F.life] ].
