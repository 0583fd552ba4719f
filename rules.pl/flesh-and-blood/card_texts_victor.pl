/*  Flesh and Blood: the texts of the Victor Goldmane and Betsy Blitz
    Decks' cards (Heavy Hitters' Guardians and Brutes).

    Part of game.pl, included after card_texts_arakni.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Concuss: "When this hits a hero, if this has {p} greater than its
      base, they discard a card." (Thump's reading, FAB-772: the discard
      of FAB-628);
    - Command Respect: "When this hits a hero, if this has {p} greater
      than its base, destroy a card in their arsenal." (FAB-850; the
      destruction is Command and Conquer's, FAB-542);
    - Over the Top: "If this has {p} greater than its base, it gets
      overpower." (FAB-851; overpower is FAB-509's);
    - High Riser: "If you've drawn a card this turn, this gets +1{p}."
      (Rising Power's reading, FAB-691; its attack is the card data's);
    - Pint of Strong and Stout: "Create a Might and a Vigor token. Go
      again" (Smashback Alehorn's reading, FAB-671).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       power_above_base_gains(Gains)   while the power of the attack's
%                               chain link is greater than its printed
%                               power, it has each of Gains (Thump's,
%                               card_texts_oldhim.pl, FAB-772):
%                               hit_discard (Concuss),
%                               hit_destroys_arsenal (Command Respect,
%                               FAB-850), overpower (Over the Top,
%                               FAB-851)
%       power_after_a_draw(N)   High Riser (Rising Power's,
%                               card_texts_kayo.pl, FAB-691)
%       creates_tokens(Names)   Pint of Strong and Stout (Smashback
%                               Alehorn's, card_texts_rhinar_blitz.pl,
%                               FAB-671)

card_text_read("Concuss", power_above_base_gains([hit_discard])).
card_text_read("Command Respect", power_above_base_gains([hit_destroys_arsenal])).
card_text_read("Over the Top", power_above_base_gains([overpower])).
card_text_read("High Riser", power_after_a_draw(1)).
card_text_read("Pint of Strong and Stout", creates_tokens(["Might", "Vigor"])).

                 /*******************************
                 *        COMMAND RESPECT       *
                 *******************************/

rule('FAB-850', effect, "Command Respect: hitting with more than its base power, the card in the hit hero's arsenal is destroyed",
     "When Command Respect (its text read) hits a hero while the power of its chain link is greater than its printed power (an effect gave it more: a Might token, Lead with Power, Big Bop, ...), the card in that hero's player's arsenal is destroyed and goes to the graveyard, as Command and Conquer's (FAB-542); an arsenal holds one card at most (FAB-107), so \"a card\" leaves no choice. With an empty arsenal, or hitting with its printed power or less, nothing happens.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Command Respect: \"When this hits a hero, if this has {p} greater than its base, destroy a card in their arsenal.\" CR 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value, the printed one), 6.6.5 (a triggered effect's condition is met as the event happens), 7.5.5 (an attack hits when it deals damage to the hero), 3.3.2 (an arsenal zone holds one deck-card at most), 8.5.4 (destroy: the card goes to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hit_destroys_arsenal_rule(+Link, +Name, -Rule) is semidet.
%
%   The attack named Name of Link, hitting, destroys the hit hero's
%   arsenal by its text: Command and Conquer's always (FAB-542), Command
%   Respect's while the link's power is greater than its base power
%   (FAB-850).

hit_destroys_arsenal_rule(_, Name, 'FAB-542') :-
    card_text_read(Name, hit_destroys_arsenal),
    !.
hit_destroys_arsenal_rule(L, _, 'FAB-850') :-
    power_above_base_met(L, hit_destroys_arsenal).   % card_texts_oldhim.pl

                 /*******************************
                 *          OVER THE TOP        *
                 *******************************/

rule('FAB-851', effect, "Over the Top: overpower while its power is greater than its base power",
     "While the power of the chain link whose attack is Over the Top (its text read) is greater than Over the Top's printed power (an effect gave it more), it has overpower: one action card at most defends it (FAB-509), checked at each declaration. At its printed power or less it has none. Cards already defending it stay when it gains overpower later.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Over the Top: \"If this has {p} greater than its base, it gets overpower.\" CR 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value, the printed one), 5.4.7 (a static ability with a condition applies while it holds), 8.3.22, 8.3.22a and 8.3.22b (overpower; no card is removed from defending when it is gained), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).
