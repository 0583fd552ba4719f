/*  Flesh and Blood: the texts of the Levia Blitz Deck's cards.

    Part of game.pl, included after card_texts_kassai_2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Ravenous Meataxe: as it attacks, its player draws a card then
      discards a random card, and the axe gains +2 power for a discard of
      6 or more power (FAB-930): Bare Fangs' reading (FAB-681, FAB-682,
      card_texts_rhinar_blitz.pl), its attack the card data's ability.

    The deck's other cards (Blood Debt and the cards that banish from the
    graveyard at random, Levia, Lady Barthimont, ...) are not read here:
    their text stays an assumption of the answers, or makes them unknown
    (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, kassai_text_rule/2.

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

card_text_read("Ravenous Meataxe", attack_draw_then_discard_random(2)).

%   The rule that cites its reading (card_texts_kassai.pl's text_rule/3).
kassai_text_rule("Ravenous Meataxe", 'FAB-930').

                 /*******************************
                 *        RAVENOUS MEATAXE      *
                 *******************************/

rule('FAB-930', effect, "Ravenous Meataxe: as it attacks, draw a card, then a random discard; +2 power for 6 or more",
     "When Ravenous Meataxe's attack becomes a chain link (it attacks; the attack is its ability's, once per turn for 2 resource points, FAB-404), its controller draws a card (none from an empty deck), then, with a card in hand, the position waits for the card a random discard takes (the random_discard choice, a discard move naming it: FAB-682); with an empty hand nothing is discarded. A discarded card with 6 or more power gives the axe's chain link +2 power (its power_bonus); one with less gives none. The discard is a discard as any other: one of 6 or more power is recorded for the turn (FAB-679) and sets off what reads a discard (Rhinar's intimidate, FAB-570). The +2 lasts until the end of the turn: rulecheck counts it on the axe's chain link, the one attack the axe makes in a turn (its ability is once per turn).",
     ruling("", "Ravenous Meataxe: \"Once per Turn Action - {r}{r}: Attack. Whenever you attack with Ravenous Meataxe, draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, Ravenous Meataxe gains +2{p} until end of turn.\" CR 1.4.3a (a weapon's attack-proxy has its source's properties), 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 8.5.6 (draw), 8.5.5 and 8.5.5b (discard; a discard from an empty hand fails), 1.1.1a (the random card), 2.0.3a (an effect that modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the link opens, as it does Bare Fangs' (FAB-681); the card is random: the judge or the tool running the game names it.")).
