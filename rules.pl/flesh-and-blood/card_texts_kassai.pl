/*  Flesh and Blood: the texts of the Kassai and Olympia Blitz Decks'
    cards (Warriors).

    Part of game.pl, included after card_texts_arakni.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Goblet of Bloodrun Wine: an Agility and a Vigor token (FAB-820;
      Smashback Alehorn's reading, FAB-671);
    - Vigor Girth: destroyed, a Vigor token (FAB-821; Flat Trackers'
      reading, FAB-673);
    - Beckon Applause: +1 defense for an Agility token, +1 for a Vigor
      token (FAB-822; Stand Ground's and Raw Meat's reading, FAB-545);
    - Rising Speed: go again once its player has drawn a card this turn
      (FAB-823; Mandible Claw's reading of the turn's record, FAB-680,
      the record Rising Power reads, FAB-691);
    - Rising Energy: 1 less to play once its player has drawn a card this
      turn (FAB-824; Bleed Out's cost read off its own text, FAB-664);
    - Performance Bonus: a hit creates a Gold token, and played from the
      arsenal it has go again (FAB-825; the readings of Destructive
      Deliberation, FAB-711, and Scour the Battlescape, FAB-573);
    - Draw Swords: the next Warrior attack this turn gets +N power, then
      its player draws a card (FAB-826; Primeval Bellow's effect,
      FAB-551).

    Where a reading of another file serves a card read here, the event it
    makes cites this file's rule: text_rule/3.  The decks' other cards are
    not read here: their text stays an assumption of the answers, or
    makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5,
   broken/4, rule_fact/4, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       creates_tokens(Names)   Goblet of Bloodrun Wine: "Create an
%                               Agility and a Vigor token. Go again"
%                               (FAB-820)
%       ability_creates_token(Name)   Vigor Girth: "Action - Destroy
%                               this: Create a Vigor token. Go again.
%                               Blade Break" (FAB-821)
%       defense_per_token(Names)    Beckon Applause: "If you control an
%                               Agility token, this gets +1{d}. If you
%                               control a Vigor token, this gets +1{d}.
%                               Temper" (FAB-822)
%       go_again_after_turn_record(Kind)   Rising Speed: "If you've drawn
%                               a card this turn, this gets go again."
%                               (FAB-823)
%       costs_less_after_a_draw(N)   Rising Energy: "If you've drawn a
%                               card this turn, this costs {r} less to
%                               play." (FAB-824)
%       hit_creates_token(yours, Token), arsenal_go_again   Performance
%                               Bonus: "When this hits, create a Gold
%                               token. If this was played from arsenal,
%                               it gets go again." (FAB-825)
%       next_class_attack_power_draw(Class, Amounts)   Draw Swords: "Your
%                               next Warrior attack this turn gets +3{p}.
%                               Draw a card. Go again" (+2 yellow, +1
%                               blue; FAB-826)

card_text_read("Goblet of Bloodrun Wine", creates_tokens(["Agility", "Vigor"])).
card_text_read("Vigor Girth", ability_creates_token("Vigor")).
card_text_read("Beckon Applause", defense_per_token(["Agility", "Vigor"])).
card_text_read("Rising Speed", go_again_after_turn_record("card_drawn")).
card_text_read("Rising Energy", costs_less_after_a_draw(1)).
card_text_read("Performance Bonus", hit_creates_token(yours, "Gold")).
card_text_read("Performance Bonus", arsenal_go_again).
card_text_read("Draw Swords", next_class_attack_power_draw("Warrior", [3, 2, 1])).

%!  kassai_text_rule(?Name:string, ?Rule) is nondet.
%
%   The rule of this file that reads the text of the cards named Name.

kassai_text_rule("Goblet of Bloodrun Wine", 'FAB-820').
kassai_text_rule("Vigor Girth", 'FAB-821').
kassai_text_rule("Beckon Applause", 'FAB-822').
kassai_text_rule("Rising Speed", 'FAB-823').
kassai_text_rule("Rising Energy", 'FAB-824').
kassai_text_rule("Performance Bonus", 'FAB-825').
kassai_text_rule("Draw Swords", 'FAB-826').

%!  text_rule(+Name:string, +Default, -Rule) is det.
%
%   The rule an event of a shared reading cites for the text of the cards
%   named Name: this file's (kassai_text_rule/2) where it reads them, else
%   Default, the reading's own.

text_rule(Name, Default, Rule) :-
    (   kassai_text_rule(Name, Rule0) -> Rule = Rule0 ; Rule = Default ).

%!  id_text_rule(+State, +Id, +Default, -Rule) is det.
%
%   text_rule/3 for the card with the id Id in State (an ability's
%   source, gone to the graveyard to pay its cost, an attack).

id_text_rule(S, Id, Default, Rule) :-
    (   state_card(S, C), card_id(C, Id0), Id0 == Id, text_read_name(C, Name)
    ->  text_rule(Name, Default, Rule)
    ;   Rule = Default
    ).

                 /*******************************
                 *     TOKENS THE CARDS MAKE     *
                 *******************************/

rule('FAB-820', effect, "Goblet of Bloodrun Wine: an Agility and a Vigor token",
     "When Goblet of Bloodrun Wine resolves, an Agility token and a Vigor token are created in its controller's arena (their ids: the card's id and \"-agility\", \"-vigor\", numbered if taken; Smashback Alehorn's reading, FAB-671); each then does what the vocabulary says (FAB-211) at the start of that player's next turn: the Agility gives their next attack go again, the Vigor a resource point. Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Goblet of Bloodrun Wine: \"Create an Agility and a Vigor token. Go again\" CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.3.4 (a token is created in its controller's arena), 8.6.27 and 8.6.28 (Vigor, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-821', effect, "Vigor Girth: destroyed, a Vigor token",
     "Vigor Girth's action ability (its cost: destroy it, FAB-404; go again) resolves into a Vigor token in its controller's arena (its id: the equipment's id and \"-vigor\", numbered if taken; Flat Trackers' reading, FAB-673); the Vigor then gives that player a resource point at the start of their next turn (FAB-211). Its Blade Break is FAB-521's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Vigor Girth: \"Action - Destroy this: Create a Vigor token. Go again. Blade Break\" CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 1.3.4 (a token), 8.6.27 (Vigor), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *        BECKON APPLAUSE       *
                 *******************************/

rule('FAB-822', effect, "Beckon Applause: +1 defense for an Agility token, +1 for a Vigor token",
     "Beckon Applause has +1 defense while its controller controls an Agility token and +1 more while they control a Vigor token (Stand Ground's and Raw Meat's reading, FAB-545, FAB-670): the damage it prevents while defending and its defense as the chain closes count them, so its Temper (FAB-522) destroys it only if its defense is 0 after the -1 defense counter. Without either token it has its printed defense, 0.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Beckon Applause: \"If you control an Agility token, this gets +1{d}. If you control a Vigor token, this gets +1{d}. Temper\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 and 2.0.3d (effects and counters modify defense), 2.0.3c (a defense is never below 0), 8.3.10 (Temper), 8.6.27 and 8.6.28 (Vigor and Agility stay in the arena until the start of their controller's turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *  RISING SPEED, RISING ENERGY  *
                 *******************************/

rule('FAB-823', effect, "Rising Speed: go again once its player has drawn a card this turn",
     "Rising Speed attacking for a player who has drawn a card this turn (the turn's record card_drawn, FAB-691: a draw an effect made) has go again: its chain link opens with go_again true if the record is there, or gets it as the record is made while it attacks (Mandible Claw's reading of the turn's record, FAB-680). Without a draw this turn it has none; defending, its text is not functional.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Rising Speed: \"If you've drawn a card this turn, this gets go again.\" CR 1.8.4 and 6.2.3d (a conditional static effect: its condition is evaluated at all times), 1.7.4 and 1.7.4a (an ability is functional while its source is public in the arena), 8.5.6 (draw), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-824', effect, "Rising Energy: 1 less to play once its player has drawn a card this turn",
     "Rising Energy played by a player who has drawn a card this turn (the turn's record card_drawn, FAB-691) costs 1 resource point less to play, never less than 0, after what adds to its cost (Frostbite, FAB-540); FAB-302 and FAB-303 count the cost so reduced, as they do Bleed Out's (FAB-664). Without a draw this turn it costs its printed 2.",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "Rising Energy: \"If you've drawn a card this turn, this costs {r} less to play.\" CR 5.1.6a (the asset-cost is calculated: effects that reduce it apply, never below zero), 1.7.4b (a card's ability that changes its own cost is functional while it is played), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  kassai_played_text(+State0, +Player, +Card)// is det.
%
%   Player played Card: an event says what its text read here took off
%   its cost (FAB-824).

kassai_played_text(S0, Who, C) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, costs_less_after_a_draw(N)),
          drew_this_turn(S0, Who),                 % card_texts_kayo.pl (FAB-691)
          card_id(C, Id)
        }
    ->  [ event('FAB-824', drawn_cost_reduced, _{player:Who, card:Id, amount:N}) ]
    ;   []
    ).

message(event(drawn_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w costs ~d less: ~w has drawn a card this turn"-[L, F.amount, F.player] ].

                 /*******************************
                 *      PERFORMANCE BONUS       *
                 *******************************/

rule('FAB-825', effect, "Performance Bonus: a hit creates a Gold token; from the arsenal, go again",
     "When Performance Bonus hits (deals damage to the defending hero in the damage step), a Gold token is created in its controller's arena (its id: the attack's id and \"-gold\", numbered if taken; Destructive Deliberation's reading, FAB-711); the Gold's ability (\"Action - {r}{r}, destroy this: Draw a card. Go again\") is the vocabulary of permanents'. Played from the arsenal it has go again (Scour the Battlescape's reading, FAB-573): its chain link opens with go_again true; played from hand it has none. An attack that deals no damage creates no Gold.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Performance Bonus: \"When this hits, create a Gold token. If this was played from arsenal, it gets go again.\" CR 7.5.5 (an attack hits when it deals damage in the damage step), 6.6 (a triggered effect), 8.5.2 (create), 8.6.16 (Gold), 1.8.4 (a conditional effect: the zone it was played from), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Destructive Deliberation's Ponder.")).

                 /*******************************
                 *          DRAW SWORDS         *
                 *******************************/

rule('FAB-826', effect, "Draw Swords: the next Warrior attack gets +N power, then its player draws a card",
     "When Draw Swords resolves, its player's next Warrior attack this turn (a card or a Warrior weapon's) gets +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power, class Warrior; Primeval Bellow's, FAB-551) until a Warrior attack becomes a chain link (FAB-505); it ends with the turn. Then its player draws a card (none from an empty deck), which the turn records (card_drawn, FAB-691). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Draw Swords: \"Your next Warrior attack this turn gets +3{p}. Draw a card. Go again\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 1.2.2d (an attack is an attack-card, -layer or -proxy: a weapon's attack too), 4.4.4 (an effect of this turn ends with it), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  kassai_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-826);
%   card_texts.pl's resolution_text//4 calls it.

kassai_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_power_draw(Class, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class}, S1)
        }
    ->  [ event('FAB-826', class_attack_effect_made, _{player:Who, card:Id, class:Class, amount:N,
                                                       attack_action_card:false}) ],
        draw_cards(Who, 1, Id, S1, S)              % triggers.pl
    ;   { S = S0 }
    ).
