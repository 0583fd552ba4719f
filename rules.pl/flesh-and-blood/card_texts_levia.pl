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
      dominate for a Shadow card (FAB-941, FAB-942);
    - Deadwood Rumbler: a draw, a random discard (Wild Ride's reading),
      and for a discard of 6 or more power a card of a graveyard its
      player banishes (the any_graveyard_banish choice, FAB-945,
      FAB-946);
    - Lunartide Plunderer: its hit banishes the card itself from its
      chain link (`attack_banished`) and a card of the defending hero's
      soul, of its player's choice where there are two or more (the
      soul_banish choice, FAB-947, FAB-948);
    - Ebon Fold: its instant ability banishes a card of its player's hand
      of their choice (the hand_banish_draw choice, a put move), a
      Shadow card drawing a card (FAB-949, FAB-942);
    - Hooves of the Shadowbeast: a card of 6 or more power put into its
      player's banished zone asks whether they destroy it for an action
      point (the hooves_destroy choice: destroy or decline), asked once
      the choice that waits as the card is banished is answered (the
      effect hooves_trigger meanwhile; FAB-950, FAB-951).

    The deck's other cards (Blood Debt and the cards that banish from the
    graveyard at random, Levia, Lady Barthimont, ...) are not read here:
    their text stays an assumption of the answers, or makes them unknown
    (FAB-119).
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
%       attack_draw_random_discard(banish_from_a_graveyard)   Deadwood
%                               Rumbler: "Draw a card then discard a random
%                               card. If a card with 6 or more {p} is
%                               discarded this way, banish a card from a
%                               graveyard. Blood Debt" (FAB-945, FAB-946;
%                               Wild Ride's reading, card_texts_kayo.pl;
%                               its Blood Debt FAB-931's)
card_text_read("Deadwood Rumbler", attack_draw_random_discard(banish_from_a_graveyard)).
%       hit_banishes_itself_and_a_soul_card   Lunartide Plunderer: "If
%                               Lunartide Plunderer hits a hero, banish it
%                               and a card from their soul." (FAB-947,
%                               FAB-948)
card_text_read("Lunartide Plunderer", hit_banishes_itself_and_a_soul_card).
%       ability_banish_from_hand_shadow_draw   Ebon Fold: "Instant - {r},
%                               destroy Ebon Fold: Banish a card from your
%                               hand. If it's a Shadow card, draw a card.
%                               Spellvoid 2" (FAB-949; its ability's cost
%                               the card data's, FAB-404; its Spellvoid
%                               FAB-526's)
card_text_read("Ebon Fold", ability_banish_from_hand_shadow_draw).
%       banished_power_destroy_for_action_point   Hooves of the
%                               Shadowbeast: "Whenever a card with 6 or
%                               more {p} is put into your banished zone,
%                               you may destroy Hooves of the Shadowbeast.
%                               If you do, gain 1 action point.
%                               Battleworn" (FAB-950, FAB-951; its
%                               Battleworn FAB-521's)
card_text_read("Hooves of the Shadowbeast", banished_power_destroy_for_action_point).

%   The rule that cites its reading (card_texts_kassai.pl's text_rule/3).
kassai_text_rule("Ravenous Meataxe", 'FAB-930').
kassai_text_rule("Deadwood Rumbler", 'FAB-945').

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
    hooves_triggered(S0, S2, S).                % Hooves of the Shadowbeast (FAB-950)

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
    lunartide_hit(S1, L, A, S).

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

                 /*******************************
                 *        DEADWOOD RUMBLER      *
                 *******************************/

rule('FAB-945', effect, "Deadwood Rumbler: draw a card, then a random discard; for 6 or more power, a card of a graveyard banished",
     "When Deadwood Rumbler (its text read) resolves and its chain link opens, its player draws a card (none from an empty deck), then, with a card in hand, the position waits for the card a random discard takes (the random_discard choice, a discard move naming it: FAB-682; the reading of Wild Ride's and Bare Fangs' \"draw a card then discard a random card\", FAB-688, FAB-681); with an empty hand nothing is discarded. If the discarded card has 6 or more power (its power in the graveyard, power_where), the position then waits for the card its player banishes from a graveyard (the pending choice any_graveyard_banish, its source the card): a put move (to: banished) names a card of either player's graveyard (the discarded card itself included), which goes face up to its owner's banished zone (FAB-946); a card of 6 or more power put into the turn player's banished zone is recorded for the turn (FAB-932). A discard of less power banishes nothing. The discard is a discard as any other (FAB-679, Rhinar's intimidate FAB-570). Its Blood Debt is FAB-931's. Not handled: where another choice already waits after the discard (one choice waits at a time), the banish is not asked, and an event says so.",
     ruling("", "Deadwood Rumbler: \"Draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, banish a card from a graveyard. Blood Debt\" CR 1.7.3b (a resolution ability's effects are generated as the card resolves), 7.2.3 (the attack becomes a chain link), 8.5.6 (draw), 8.5.5 and 8.5.5b (discard; a discard from an empty hand fails), 1.1.1a (the random card), 8.5.1 (banish), 3.8.1 (the graveyard, a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card banished is its player's choice, asked; the card discarded is chance's: the judge or the tool running the game names it.")).

rule('FAB-946', constraint, "Deadwood Rumbler's banish names a known card of a graveyard",
     "A put move answers the any_graveyard_banish choice (FAB-945): its player is the choice's, its card a card of either player's graveyard the position shows (what its banishing sets off reads its power: an unknown card is named in the position first, FAB-106), and its `to` banished.",
     ruling("", "Deadwood Rumbler: \"... banish a card from a graveyard.\" CR 8.5.1 (banish), 3.8.1 (the graveyard, a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  random_discard_banish(+State0, +Player, +Source, +Discarded, -State)// is det.
%
%   Source's random discard took Discarded: for Deadwood Rumbler and a
%   card of 6 or more power, the banish from a graveyard waits
%   (FAB-945); card_texts_rhinar_blitz.pl's discard effect calls it.

random_discard_banish(S0, Who, Src, D, S) -->
    (   { text_read_name(Src, Name),
          card_text_read(Name, attack_draw_random_discard(banish_from_a_graveyard)),
          power_where(S0, Who, D, Pw),              % card_texts_windup.pl (FAB-792)
          Pw >= 6,
          card_id(Src, SId),
          card_id(D, DId)
        }
    ->  (   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"any_graveyard_banish", player:Who, controller:Who, source:Src}) },
            [ event('FAB-945', graveyard_banish_waits, _{player:Who, card:SId, by:DId}) ]
        ;   { S = S0 },
            [ event('FAB-945', graveyard_banish_not_asked, _{player:Who, card:SId}) ]
        )
    ;   { S = S0 }
    ).

%   graveyard_card(+State, +Id, -Owner, -Card): the card Id is in the
%   graveyard of Owner.
graveyard_card(S, Id, Owner, C) :-
    players(S, Ps),
    member(P, Ps),
    key_value(graveyard, P, [], G),
    member(C, G),
    card_id(C, Id0),
    Id0 == Id,
    !,
    Owner = P.name.

choice_action("any_graveyard_banish", "put").
choice_phase("any_graveyard_banish", "action").

pending_problem(S, Pd, [choice], graveyards_empty_for_banish) :-   % FAB-945
    Pd.choice == "any_graveyard_banish",
    players(S, Ps),
    forall(member(P, Ps), key_value(graveyard, P, [], [])).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish",
    Who = Pd.player,
    players(S, Ps),
    member(P, Ps),
    key_value(graveyard, P, [], G),
    member(C, G),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-946', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish",
    get_dict(player, M, Who),
    Who == Pd.player,
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        \+ graveyard_card(S, Id, _, _)
    ->  card_or_id(S, Id, C0),                  % card_texts_bravo.pl
        Reason = not_in_a_graveyard(C0)
    ;   get_dict(card, M, Id),
        graveyard_card(S, Id, _, C),
        unknown_card(C)
    ->  Reason = random_banish_unknown(Id)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-946', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "any_graveyard_banish" ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-942', 'FAB-948']),
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "any_graveyard_banish",
      card_id(Pd.source, By),
      choice_answered(S0, S1),
      graveyard_card(S1, M.card, Owner, _),
      player(S1, Owner, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S)
    },
    [ event('FAB-945', banished_from_a_graveyard, _{player:M.player, card:M.card, owner:Owner, by:By}) ].

message(event(graveyard_banish_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, D) },
    [ "~w discarded ~w, a card with 6 or more power: ~w banishes a card from a graveyard (a put move, to: banished, names it)"-[L, D, F.player] ].
message(event(graveyard_banish_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w discarded a card with 6 or more power while another choice waits: rulecheck does not ask which card ~w banishes from a graveyard (not done)"-[L, F.player] ].
message(event(banished_from_a_graveyard, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w banishes ~w from ~w's graveyard"-[By, F.player, C, F.owner] ].
message(not_in_a_graveyard(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is in no graveyard: Deadwood Rumbler banishes a card from a graveyard"-[L] ].
message(graveyards_empty_for_banish) -->
    [ "a card waits to be banished from a graveyard, and every graveyard is empty" ].
message(no_choice_waits("any_graveyard_banish")) -->
    [ "no banish from a graveyard waits: put (to: banished) names the card Deadwood Rumbler banishes" ].

%   levia_put(+State): a put move answers a banish of this file's
%   choices, in their own words (move_words//3 below).
levia_put(S) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["random_banish", "graveyard_banish", "hand_banish", "any_graveyard_banish", "soul_banish",
                          "hand_banish_draw"]).

choice_words("any_graveyard_banish") -->
    [ "which card of a graveyard they banish (a put move, to: banished)" ].
text_choice_words("any_graveyard_banish", Source) -->
    [ "the card of a graveyard ~w banishes (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "any_graveyard_banish",
      graveyard_card(S, M.card, Owner, C),
      card_label(C, L),
      (   Owner == M.player -> Whose = "their" ; format(string(Whose), "~w's", [Owner]) )
    },
    !,
    [ M.player, " banishes ", L, " from ", Whose, " graveyard" ].

                 /*******************************
                 *      LUNARTIDE PLUNDERER     *
                 *******************************/

rule('FAB-947', effect, "Lunartide Plunderer hits: it is banished, and a card of the defending hero's soul",
     "When Lunartide Plunderer (its text read) hits (it deals damage to the defending hero in the damage step, FAB-503), the card leaves the combat chain for its controller's banished zone: its chain link stays, with no attack but the id of the card that left it (`attack_banished`), resolves with the go again the attack had as it left, and as the chain closes its defending cards go to the graveyard while the card stays banished (a card of 6 or more power banished so is recorded for the turn, FAB-932). Then a card of the defending hero's soul is banished, to that player's banished zone: with one card there, that card; with two or more, the position waits for the attacker's choice (the pending choice soul_banish, its source the card): a put move (to: banished) names it (FAB-948), and what else the hit sets off follows the answer. With an empty soul only the card itself is banished. A card that already left the link as it hit (put into the soul by a text it gained, FAB-751) is not banished. Not handled: where another choice already waits as it hits, the soul card is not asked, and an event says so.",
     ruling("", "Lunartide Plunderer: \"If Lunartide Plunderer hits a hero, banish it and a card from their soul.\" CR 7.5.5 (an attack hits when it deals damage), 6.6 (a triggered effect), 8.5.1 (banish), 3.11.5 (the soul, sub-cards of the hero), 7.6.2a (an attack no longer on the combat chain resolves by its last known information), 7.7.6 (the cards still on the chain are cleared as it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card of the soul is its controller's choice, asked; rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does the other texts of a hit.")).

rule('FAB-948', constraint, "Lunartide Plunderer's banish names a card of the defending hero's soul",
     "A put move answers the soul_banish choice (FAB-947): its player is the choice's (the attacker), its card a card of the other player's soul the position shows, and its `to` banished.",
     ruling("", "Lunartide Plunderer: \"... banish it and a card from their soul.\" CR 8.5.1 (banish), 3.11.5 (the soul), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lunartide_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack hit: Lunartide Plunderer leaves the link for its controller's
%   banished zone, then a card of the defending hero's soul is banished,
%   or waits for its player's choice (FAB-947).

lunartide_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banishes_itself_and_a_soul_card),
          card_id(A, AId),
          Who = L.controller
        }
    ->  (   { active_link_replaced(S0, L0, L1, S1),
              link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
            }
        ->  { del_dict(attack, L0, _, L1a),
              L1 = L1a.put(attack_banished, AId),
              player(S1, Who, P0),
              add_cards(P0, banished, [A0], P1),
              set_player(S1, P1, S2)
            },
            [ event('FAB-947', attack_banished_on_hit, _{player:Who, attack:AId}) ]
        ;   { S2 = S0 }
        ),
        soul_card_banished(S2, Who, L.defender, A, S)
    ;   { S = S0 }
    ).

soul_card_banished(S0, Who, Def, A, S) -->
    { player(S0, Def, P0),
      key_value(soul, P0, [], Soul),
      card_id(A, AId)
    },
    (   { Soul == [] }
    ->  { S = S0 }
    ;   { Soul = [C] }
    ->  { card_id(C, Id),
          take_card(P0, soul, Id, _, P1),
          add_cards(P1, banished, [C], P2),
          set_player(S0, P2, S)
        },
        [ event('FAB-947', soul_card_banished, _{player:Def, card:Id, by:AId, chosen:false}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"soul_banish", player:Who, controller:Who, source:A}) },
        [ event('FAB-947', soul_banish_waits, _{player:Who, defender:Def, attack:AId}) ]
    ;   { S = S0 },
        [ event('FAB-947', soul_banish_not_asked, _{player:Who, defender:Def, attack:AId}) ]
    ).

%   soul_owner(+State, +Pending, -Defender, -Soul): the soul a soul_banish
%   choice takes a card from: the other player's.
soul_owner(S, Pd, Def, Soul) :-
    opponent(S, Pd.player, Def),
    player(S, Def, P),
    key_value(soul, P, [], Soul).

choice_action("soul_banish", "put").
choice_phase("soul_banish", "action").

pending_problem(S, Pd, [player], soul_empty_for_banish(Def)) :-   % FAB-947
    Pd.choice == "soul_banish",
    soul_owner(S, Pd, Def, []).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "soul_banish",
    Who = Pd.player,
    soul_owner(S, Pd, _, Soul),
    member(C, Soul),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-948', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "soul_banish",
    get_dict(player, M, Who),
    Who == Pd.player,
    soul_owner(S, Pd, Def, Soul),
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        \+ ( member(C, Soul), card_id(C, Id0), Id0 == Id )
    ->  card_or_id(S, Id, C0),                  % card_texts_bravo.pl
        Reason = not_in_the_soul(C0, Def)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-948', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "soul_banish" ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-942', 'FAB-946']),
    pending(S, Pd),
    Pd.choice == "soul_banish".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "soul_banish",
      card_id(Pd.source, AId),
      choice_answered(S0, S1),
      soul_owner(S1, Pd, Def, _),
      player(S1, Def, P0),
      take_card(P0, soul, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2)
    },
    [ event('FAB-947', soul_card_banished, _{player:Def, card:M.card, by:AId, chosen:true}) ],
    (   { active_link(S2, L) }
    ->  hit_texts_after_draw(S2, L, Pd.source, S)   % card_texts_katsu_blitz.pl: what else the hit sets off
    ;   { S = S2 }
    ).

message(event(attack_banished_on_hit, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it is banished from the combat chain into ~w's banished zone"-[L, F.player] ].
message(event(soul_card_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w is banished from ~w's soul"-[By, C, F.player] ].
message(event(soul_banish_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w banishes a card of ~w's soul (a put move, to: banished, names it)"-[L, F.player, F.defender] ].
message(event(soul_banish_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits while another choice waits: rulecheck does not ask which card of ~w's soul ~w banishes (not done)"-[L, F.defender, F.player] ].
message(not_in_the_soul(C, Def)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not in ~w's soul: Lunartide Plunderer banishes a card from the defending hero's soul"-[L, Def] ].
message(soul_empty_for_banish(Def)) -->
    [ "a card of ~w's soul waits to be banished, and the soul is empty"-[Def] ].
message(no_choice_waits("soul_banish")) -->
    [ "no banish from a soul waits: put (to: banished) names the card of the soul Lunartide Plunderer banishes" ].

choice_words("soul_banish") -->
    [ "which card of the other hero's soul they banish (a put move, to: banished)" ].
text_choice_words("soul_banish", Source) -->
    [ "the card of the soul ~w banishes (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "soul_banish",
      soul_owner(S, Pd, Def, Soul),
      member(C, Soul), card_id(C, Id), Id == M.card,
      card_label(C, L)
    },
    !,
    [ M.player, " banishes ", L, " from ", Def, "'s soul" ].

                 /*******************************
                 *           EBON FOLD          *
                 *******************************/

rule('FAB-949', effect, "Ebon Fold: its instant ability banishes a card of the hand; a Shadow card draws a card",
     "Ebon Fold's instant ability (1 resource point and destroying it, paid as it is activated: FAB-404) resolves into its player's choice (the pending choice hand_banish_draw, its source the card), unless their hand is empty (then nothing happens): a put move (to: banished) names a card of their hand the position shows (FAB-942), which goes face up to their banished zone; if it is a Shadow card (its talents) they draw a card. The banish is not optional: there is no decline. A card with 6 or more power banished so is recorded for the turn (FAB-932). Its Spellvoid 2 is the keyword's (FAB-526). Not handled: where another choice already waits as it resolves, the banish is not asked, and an event says so.",
     ruling("", "Ebon Fold: \"Instant - {r}, destroy Ebon Fold: Banish a card from your hand. If it's a Shadow card, draw a card. Spellvoid 2\" CR 5.2.1 (an activated ability's cost and effect), 8.5.1 (banish), 2.11 (supertypes: the talent), 8.5.6 (draw), 8.3.15 (Spellvoid), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses the card: rulecheck asks, as for Halo of Illumination's (FAB-757).")).

ability_reading(ability_banish_from_hand_shadow_draw).

ability_reading_resolved(ability_banish_from_hand_shadow_draw, S0, Who, Id, S) -->
    (   { player(S0, Who, P), P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-949', hand_banish_draw_nothing, _{player:Who, card:Id}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { card_or_id(S0, Id, Src),              % card_texts_bravo.pl
          S = S0.put(pending, _{choice:"hand_banish_draw", player:Who, controller:Who, source:Src})
        },
        [ event('FAB-949', hand_banish_draw_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-949', hand_banish_draw_not_asked, _{player:Who, card:Id}) ]
    ).

choice_action("hand_banish_draw", "put").
choice_phase("hand_banish_draw", "action").

pending_problem(S, Pd, [player], no_card_to_banish_from_hand(P)) :-   % FAB-949
    Pd.choice == "hand_banish_draw",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_banish_draw",
      Who = M.player,
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2),
      (   card_prop(C, talents, Ts), is_list(Ts), memberchk("Shadow", Ts) -> Shadow = true ; Shadow = false )
    },
    [ event('FAB-949', banished_from_hand_draw, _{player:Who, card:M.card, by:By, shadow:Shadow}) ],
    (   { Shadow == true }
    ->  draw_cards(Who, 1, By, S2, S)            % triggers.pl
    ;   { S = S2 }
    ).

message(event(hand_banish_draw_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w has no card in hand to banish"-[L, F.player] ].
message(event(hand_banish_draw_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w banishes a card of their choice from their hand (a put move, to: banished)"-[L, F.player] ].
message(event(hand_banish_draw_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves while another choice waits: rulecheck does not ask which card ~w banishes from their hand (its text is not applied)"-[L, F.player] ].
message(event(banished_from_hand_draw, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's ability: ~w banishes ~w from their hand"-[By, F.player, C] ],
    (   { F.shadow == true } -> [ "; it is a Shadow card, so they draw a card" ] ; [ "; it is not a Shadow card" ] ).
message(no_card_to_banish_from_hand(P)) -->
    [ "a card waits to be banished from ~w's hand, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("hand_banish_draw")) -->
    [ "no banish from the hand waits: put (to: banished) answers Ebon Fold's ability" ].

choice_words("hand_banish_draw") -->
    [ "which card of their hand they banish for Ebon Fold (a put move, to: banished)" ].
text_choice_words("hand_banish_draw", Source) -->
    [ "which card of the hand ~w banishes (put, to: banished)"-[Source] ].

                 /*******************************
                 *   HOOVES OF THE SHADOWBEAST  *
                 *******************************/

rule('FAB-950', effect, "Hooves of the Shadowbeast: a card of 6 or more power banished, its player may destroy it for an action point",
     "When a move puts into a player's banished zone a card with 6 or more power (its power there, power_where) while Hooves of the Shadowbeast (its text read) is in that player's equipment zone, the position waits for their choice (the pending choice hooves_destroy, its source the Hooves): a destroy move naming the Hooves puts it into their graveyard (its counters gone) and gives them 1 action point (none outside their own turn: a player not the turn player gains no action point); a decline move keeps it. Where another choice waits as the card is banished (the rest of a random banish, FAB-936), the trigger waits in the state's effects ({kind: hooves_trigger, player, source}) and is asked as soon as no choice waits; it ends with the turn. Several such cards banished before it is asked make one question: the Hooves can be destroyed once, and a player who declines the first trigger and destroys it on a later one ends where destroying it on the first leaves them. Not read: an unknown card banished (the top of an unknown deck) has no power rulecheck sees, and Hooves defending on the combat chain is not asked (an event says so). Its Battleworn is the keyword's.",
     ruling("", "Hooves of the Shadowbeast: \"Whenever a card with 6 or more {p} is put into your banished zone, you may destroy Hooves of the Shadowbeast. If you do, gain 1 action point. Battleworn\" CR 6.6 (a triggered effect), 6.6.5 and 6.6.6 (a triggered effect creates a triggered-layer, added to the stack before a player next receives priority: one triggered while a cost is paid resolves above the card played), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 8.5.4 (destroy: to the owner's graveyard), 8.5.7 and 8.5.7b (gain an action point; a player not the turn player gains none), 1.13.2a (action points gained in the action phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-951', constraint, "Hooves of the Shadowbeast's destroy names the Hooves whose choice waits",
     "A destroy move answers the hooves_destroy choice (FAB-950): its player is the choice's, its card the Hooves of the Shadowbeast the choice names.",
     ruling("", "CR 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hooves_triggered(+State0, +State1, -State)// is det.
%
%   A move took State0 to State1: a card of 6 or more power new in a
%   banished zone whose player has Hooves of the Shadowbeast asks them
%   whether they destroy it, or waits while another choice waits; a
%   trigger that waited is asked once no choice waits (FAB-950).

hooves_triggered(S0, S1, S) -->
    (   { \+ game_over(S1, _),
          players(S1, Ps),
          member(P1, Ps),
          Who = P1.name,
          hooves_of(P1, H),
          card_id(H, HId),
          (   new_banished_power(S0, S1, Who, Id)
          ->  Why = banished(Id)
          ;   hooves_waiting(S1, Who)
          ->  Why = waited
          )
        }
    ->  (   { \+ pending(S1, _) }
        ->  { drop_hooves_waiting(S1, Who, S2),
              S = S2.put(pending, _{choice:"hooves_destroy", player:Who, controller:Who, source:H}) },
            [ event('FAB-950', hooves_destroy_waits, _{player:Who, card:HId}) ]
        ;   { hooves_waiting(S1, Who) }
        ->  { S = S1 }
        ;   { add_effect(S1, _{kind:"hooves_trigger", player:Who, source:HId}, S), Why = banished(Id) },
            [ event('FAB-950', hooves_trigger_waits, _{player:Who, card:HId, by:Id}) ]
        )
    ;   { S = S1 }
    ).

%   hooves_of(+Player, -Hooves): Player's Hooves of the Shadowbeast in
%   their equipment zone, its text read.
hooves_of(P, H) :-
    key_value(equipment, P, [], Es),
    member(H, Es),
    text_read_name(H, Name),
    card_text_read(Name, banished_power_destroy_for_action_point),
    !.

%   new_banished_power(+S0, +S1, +Player, -Id): Id, a card of 6 or more
%   power, is in Player's banished zone in S1 and was not in S0.
new_banished_power(S0, S1, Who, Id) :-
    player(S1, Who, P1),
    key_value(banished, P1, [], B1),
    (   player(S0, Who, P0) -> key_value(banished, P0, [], B0) ; B0 = [] ),
    member(C, B1),
    \+ unknown_card(C),
    card_id(C, Id),
    \+ ( member(C0, B0), card_id(C0, Id0), Id0 == Id ),
    power_where(S1, Who, C, Pw),                % card_texts_windup.pl (FAB-792)
    Pw >= 6,
    !.

hooves_waiting(S, Who) :-
    turn_record(S, "hooves_trigger", Who).      % card_texts_rhinar_blitz.pl

drop_hooves_waiting(S0, Who, S) :-
    effects(S0, Es0),
    exclude(hooves_trigger_of(Who), Es0, Es),
    (   Es == Es0 -> S = S0 ; S = S0.put(effects, Es) ).

hooves_trigger_of(Who, E) :-
    get_dict(kind, E, "hooves_trigger"),
    get_dict(player, E, Who0),
    Who0 == Who.

choice_action("hooves_destroy", "destroy").
choice_action("hooves_destroy", "decline").
choice_phase("hooves_destroy", "action").

pending_problem(S, Pd, [source], no_hooves_to_destroy(P)) :-   % FAB-950
    Pd.choice == "hooves_destroy",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( get_dict(source, Pd, H), is_dict(H), card_id(H, HId),
          card_in(PP, equipment, HId, _) ).

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    Who = Pd.player,
    card_id(Pd.source, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    Who = Pd.player.

broken('FAB-951', S, M, not_the_hooves(C)) :-
    get_dict(action, M, "destroy"),
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( card_id(Pd.source, Id0), Id0 == Id ),
    card_or_id(S, Id, C).                       % card_texts_bravo.pl

moot('FAB-951', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hooves_destroy" ).
moot('FAB-588', S, _) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy".

effect(destroy, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hooves_destroy",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, equipment, M.card, H, P1),
      new_object(H, H1),                        % without its counters (keywords_defense.pl)
      add_cards(P1, graveyard, [H1], P2),
      (   S1.turn_player == Who -> Gain = 1 ; Gain = 0 ),    % CR 8.5.7b
      AP is P2.action_points + Gain,
      set_player(S1, P2.put(action_points, AP), S)
    },
    [ event('FAB-950', hooves_destroyed, _{player:Who, card:M.card, gained:Gain, action_points:AP}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hooves_destroy",
      choice_answered(S0, S),
      card_id(Pd.source, Id)
    },
    [ event('FAB-950', hooves_kept, _{player:M.player, card:Id}) ].

message(event(hooves_destroy_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "a card with 6 or more power has been put into ~w's banished zone: ~w may destroy ~w to gain 1 action point (destroy or decline)"-[F.player, F.player, L] ].
message(event(hooves_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, B) },
    [ "~w, a card with 6 or more power, has been put into ~w's banished zone: whether ~w destroys ~w is asked once the choice that waits is answered"-[B, F.player, F.player, L] ].
message(event(hooves_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.gained > 0 }
    ->  [ "~w destroys ~w and gains 1 action point (~d now)"-[F.player, L, F.action_points] ]
    ;   [ "~w destroys ~w: it is not their turn, so they gain no action point"-[F.player, L] ]
    ).
message(event(hooves_kept, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w"-[F.player, L] ].
message(not_the_hooves(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not the Hooves of the Shadowbeast whose choice waits"-[L] ].
message(no_hooves_to_destroy(P)) -->
    [ "a Hooves of the Shadowbeast waits to be destroyed, and ~w's equipment zone holds no such card"-[P] ].
message(no_choice_waits("hooves_destroy")) -->
    [ "no Hooves of the Shadowbeast waits: destroy or decline answers its choice as a card of 6 or more power is banished" ].

choice_words("hooves_destroy") -->
    [ "whether they destroy Hooves of the Shadowbeast to gain 1 action point (destroy or decline)" ].
text_choice_words("hooves_destroy", Source) -->
    [ "whether ~w is destroyed for an action point (destroy or decline)"-[Source] ].
