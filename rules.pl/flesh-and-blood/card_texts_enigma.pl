/*  Flesh and Blood: the texts of the Enigma Blitz Deck's cards.

    Part of game.pl, included after card_texts_cindra.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Second Tenet of Chi: Tide: "If you've transcended this turn, this
      gets +2{p}." (FAB-1340; the turn's record transcended, FAB-1098,
      read as Beast Mode's intimidated, FAB-678).

    The deck's other cards stay assumptions of the answers, or make them
    unknown (FAB-119); docs/games/flesh-and-blood.md says which and why.
    The transcend cards (A Drop in the Ocean, Homage to Ancestors,
    Preserve Tradition, Rising Sun, Setting Moon, ...) are not read:
    their back faces are not in the card data rulecheck has.
*/

:- discontiguous card_text_read/2, message//1, rule/5, record_rule/2, record_reason_words//2.

%   The texts read here (card_text_read/2):
%
%       power_after_turn_record("transcended", 2)   Second Tenet of Chi:
%                               Tide (FAB-1340; the relation is Beast
%                               Mode's, card_texts_rhinar_blitz.pl)

card_text_read("Second Tenet of Chi: Tide", power_after_turn_record("transcended", 2)).

                 /*******************************
                 *   SECOND TENET OF CHI: TIDE  *
                 *******************************/

rule('FAB-1340', effect, "Second Tenet of Chi: Tide: +2 power once its player has transcended this turn",
     "Second Tenet of Chi: Tide attacking for a player who has transcended this turn has +2 power: its chain link counts it (power_bonus) as it opens. Whether a player has transcended this turn is the turn's record in the state's effects ({kind: transcended, player}, FAB-1098): a position given in the middle of a turn says so there, and a position given in the middle of a chain says the power a link already has in its power_bonus (no card rulecheck reads transcends: a move that plays one is answered unknown); else the player has not, and it has its printed 5 power. Off the chain (in hand, defending) the text gives nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Second Tenet of Chi: Tide: \"If you've transcended this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.7.4 and 1.7.4a (a static ability of a card is functional on the combat chain as its attack, not while it defends), 8.5.48 and 8.5.48a (transcend: the player who controls the effect has transcended), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has transcended this turn they have for the rest of it, so the power, once counted, stays.")).

record_rule("transcended", 'FAB-1340').          % card_texts_rhinar_blitz.pl's record_read//5

record_reason_words("transcended", Who) -->     % card_texts_rhinar_blitz.pl's record_power_applied event
    [ "~w has transcended this turn"-[Who] ].
