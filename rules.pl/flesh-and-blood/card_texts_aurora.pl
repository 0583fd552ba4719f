/*  Flesh and Blood: the texts of the Aurora Blitz Deck's cards, and the
    Runeblade and Lightning cards it shares with the Oscilio and Florian
    Blitz Decks.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Lightning Surge: played from the arsenal, go again (FAB-1061;
      Scour the Battlescape's reading, FAB-573);
    - Runehold Release: destroyed, a Runechant token (FAB-1062; Flat
      Trackers' reading, FAB-673);
    - Hocus Pocus: when it attacks, a Runechant token (FAB-1063; Flock of
      the Feather Walkers' reading, FAB-553);
    - Lightning Form: when it hits, an Embodiment of Lightning token
      (FAB-1064; Performance Bonus's reading, FAB-711).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, kassai_text_rule/2.

%   The texts read here (card_text_read/2):
%
%       arsenal_go_again        Lightning Surge: "If this was played from
%                               arsenal, it gets go again." (FAB-1061)
%       ability_creates_token("Runechant")   Runehold Release: "Action -
%                               Destroy this: Create a Runechant token.
%                               Go again" (FAB-1062)
%       attacking_creates("Runechant")   Hocus Pocus: "When this attacks,
%                               create a Runechant token." (FAB-1063)
%       hit_creates_token(yours, "Embodiment of Lightning")   Lightning
%                               Form: "When this hits, create an
%                               Embodiment of Lightning token." (FAB-1064)

card_text_read("Lightning Surge", arsenal_go_again).                 % card_texts_rhinar_dorinthea.pl (FAB-573)
card_text_read("Runehold Release", ability_creates_token("Runechant")).   % card_texts_rhinar_blitz.pl (FAB-673)
card_text_read("Hocus Pocus", attacking_creates("Runechant")).       % card_texts.pl (FAB-553)
card_text_read("Lightning Form", hit_creates_token(yours, "Embodiment of Lightning")).   % card_texts_uzuri.pl (FAB-711)

kassai_text_rule("Lightning Surge", 'FAB-1061').
kassai_text_rule("Runehold Release", 'FAB-1062').
kassai_text_rule("Hocus Pocus", 'FAB-1063').
kassai_text_rule("Lightning Form", 'FAB-1064').

                 /*******************************
                 *        LIGHTNING SURGE       *
                 *******************************/

rule('FAB-1061', effect, "Lightning Surge played from the arsenal: go again",
     "Lightning Surge (its text read) played from the arsenal gains go again: its chain link opens with go_again true, and its player gains an action point as the link resolves (FAB-503; Scour the Battlescape's reading, FAB-573). Played from hand it has none: the go again the card data lists for it is this one.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Lightning Surge: \"If this was played from arsenal, it gets go again.\" CR 1.8.4 (a conditional effect: the condition, the zone it was played from, is the card's history), 3.3.4 (cards in the arsenal may be played), 8.3.5 (go again), 5.3.5 (a layer with go again gives its controller an action point as it resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *       RUNEHOLD RELEASE       *
                 *******************************/

rule('FAB-1062', effect, "Runehold Release: destroyed, a Runechant token",
     "Runehold Release's action ability (its cost: destroy it, FAB-404; go again) resolves into a Runechant token in its controller's arena (its id: the equipment's id and \"-runechant\", numbered if taken; Flat Trackers' reading, FAB-673). The Runechant then deals its arcane damage when that player next plays an attack action card or activates a weapon's attack (FAB-210).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Runehold Release: \"Action - Destroy this: Create a Runechant token. Go again\" CR 5.2.1 (an activated ability's cost and effect), 8.5.2 (create: a token is produced in the arena), 8.6.3 (Runechant), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *          HOCUS POCUS         *
                 *******************************/

rule('FAB-1063', effect, "Hocus Pocus: when it attacks, a Runechant token",
     "When Hocus Pocus (its text read) becomes a chain link (it attacks), a Runechant token is created in its controller's arena (its id: the attack's id and \"-runechant\", numbered if taken; Flock of the Feather Walkers' reading, FAB-553). The token is created after Hocus Pocus was played, so it does not trigger on Hocus Pocus itself: it deals its arcane damage when that player next plays an attack action card or activates a weapon's attack (FAB-210).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Hocus Pocus: \"When this attacks, create a Runechant token.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6.5 (a triggered effect), 8.5.2 (create: a token is produced in the arena), 8.6.3 (Runechant: it triggers when its controller plays an attack action card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Flock of the Feather Walkers' token (FAB-553).")).

                 /*******************************
                 *        LIGHTNING FORM        *
                 *******************************/

rule('FAB-1064', effect, "Lightning Form: when it hits, an Embodiment of Lightning token",
     "When Lightning Form (its text read) hits (deals damage to the defending hero in the damage step), an Embodiment of Lightning token is created in its controller's arena (its id: the attack's id and \"-embodiment-of-lightning\", numbered if taken; Performance Bonus's reading, FAB-711). The token gives that player's next attack action card go again (FAB-211). Defended so that it deals no damage, it creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Lightning Form: \"When this hits, create an Embodiment of Lightning token.\" CR 7.5.5 (an attack hits when it deals damage in the damage step), 6.6.5 (a triggered effect), 8.5.2 (create: a token is produced in the arena), 8.6.12 (Embodiment of Lightning), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt.")).
