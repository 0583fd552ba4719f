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
      FAB-551);
    - "defended by an attack action card", one relation: Agile and
      Vigorous Engagement (FAB-827), Fatal Engagement (FAB-828), Engaged
      Swiftblade (FAB-829), Hot Streak (FAB-830), Cintari Saber
      (FAB-831), Cut the Deck and its choice (FAB-832, FAB-833);
    - wagers (CR 8.5.46), through card_texts_victor_2.pl's wager (its
      choice, wager move, the link's `wagers` and the settle: FAB-863,
      FAB-864): Wage Agility, Wage Vigor (read there as Wage Might is),
      Edge Ahead and Hold 'em (FAB-836), Take the Upper Hand (FAB-837),
      Olympia (FAB-838), Prized Galea (FAB-839).

    Where a reading of another file serves a card read here, the event it
    makes cites this file's rule: text_rule/3.  Kassai and Hood of Red
    Sand are read in card_texts_kassai_2.pl (FAB-840 ... FAB-842).  The
    decks' other cards (Take it on the Chin, Parry Blade) are not read:
    their text stays an assumption of the answers, or makes them unknown
    (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5,
   broken/4, rule_fact/4, fact_words//1, legal_target/3, spec_words/2, targeted_rule/2, link_go_again/2,
   kassai_text_rule/2, effect//4, choice_candidate/3, choice_action/2, choice_phase/2, pending_problem/4,
   choice_words//1, text_choice_words//2, move_words//3, targeting/4, ability_text_resolved//5, text_abilities/2.

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
%       target_gains_power(play, Spec, per_pitch(Ns)),
%       defended_creates_token(Token)   Agile Engagement: "Target Warrior
%                               attack gets +3{p}. If it's defended by an
%                               attack action card, create an Agility
%                               token."; Vigorous Engagement: "... a
%                               Vigor token." (+2 yellow, +1 blue;
%                               FAB-827)
%       only_while_attack_action_defends   Fatal Engagement: "Play this
%                               only if an attack action card is
%                               defending this chain link. Target attack
%                               gets +5{p}." (+4 yellow, +3 blue; FAB-828)
%       next_class_attack_power_defended_go_again(Class, Amounts)
%                               Engaged Swiftblade: "Your next Warrior
%                               attack this turn gets +3{p} and \"If this
%                               is defended by an attack action card, this
%                               gets Go again.\" Go again" (FAB-829)
%       defended_attacks_go_again_this_turn   Hot Streak: "When this is
%                               defended by 1 or more attack action cards,
%                               Hot Streak's attacks get go again this
%                               turn." (FAB-830)
%       defended_draw_then_bottom   Cut the Deck: "Target Warrior attack
%                               gets +3{p}. If it's defended by an attack
%                               action card, draw a card, then put a card
%                               from your hand or arsenal on the bottom of
%                               your deck." (+2 yellow, +1 blue; FAB-832,
%                               FAB-833)
%       defended_power_this_turn(N)   Cintari Saber: "Whenever Cintari
%                               Saber is defended by 1 or more attack
%                               action cards, it gains +1{p} until end of
%                               turn." (FAB-831)

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
    ;   kassai_swiftblade_text(S0, Who, C, S1a),   % FAB-829
        kassai_wager_text(S1a, Who, C, S)           % FAB-836
    ).

                 /*******************************
                 *  DEFENDED BY AN ATTACK ACTION *
                 *******************************/

card_text_read("Agile Engagement", target_gains_power(play, class_attack("Warrior"), per_pitch([3, 2, 1]))).
card_text_read("Agile Engagement", defended_creates_token("Agility")).
card_text_read("Vigorous Engagement", target_gains_power(play, class_attack("Warrior"), per_pitch([3, 2, 1]))).
card_text_read("Vigorous Engagement", defended_creates_token("Vigor")).
card_text_read("Fatal Engagement", only_while_attack_action_defends).
card_text_read("Fatal Engagement", target_gains_power(play, attack, per_pitch([5, 4, 3]))).
card_text_read("Engaged Swiftblade", next_class_attack_power_defended_go_again("Warrior", [3, 2, 1])).
card_text_read("Hot Streak", defended_attacks_go_again_this_turn).
card_text_read("Cintari Saber", defended_power_this_turn(1)).

kassai_text_rule("Agile Engagement", 'FAB-827').
kassai_text_rule("Vigorous Engagement", 'FAB-827').
kassai_text_rule("Fatal Engagement", 'FAB-828').
kassai_text_rule("Engaged Swiftblade", 'FAB-829').
kassai_text_rule("Hot Streak", 'FAB-830').
kassai_text_rule("Cintari Saber", 'FAB-831').

%!  defended_by_attack_action_card(+Link) is semidet.
%
%   An attack action card defends on Link (the shared condition of the
%   Warriors' texts, FAB-827 ... FAB-831).

defended_by_attack_action_card(L) :-
    key_value(defending, L, [], Ds),
    member(D, Ds),
    card_type(D, "attack action"),
    !.

%!  attack_on_chain(+State, -Attack) is nondet.
%
%   Attack is an attack on State's open combat chain (CR 8.2.3a, 1.4.3):
%   the active chain link's, or an attack card of an earlier link (a
%   weapon's attack-proxy there has ceased to exist).

attack_on_chain(S, A) :-
    chain_open(S),
    Links = S.chain.links,
    last(Links, Last),
    member(L, Links),
    link_attack(L, A),
    (   L == Last -> true ; \+ card_type(A, "weapon") ).

legal_target(S, class_attack(Class), Id) :-
    attack_on_chain(S, A),
    card_prop(A, classes, Cs),
    is_list(Cs),
    memberchk(Class, Cs),
    card_id(A, Id).
legal_target(S, attack, Id) :-
    attack_on_chain(S, A),
    card_id(A, Id).

spec_words(class_attack(Class), W) :-
    format(string(W), "a ~w attack", [Class]).
spec_words(attack, "an attack").

%   The power event of a targeted text read here cites its own rule
%   (card_texts_katsu_bravo.pl, targeted_text//3).
targeted_rule(C, Rule) :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(play, Spec, _)),
    ( Spec = class_attack(_) ; Spec == attack ),
    kassai_text_rule(Name, Rule),
    !.

rule('FAB-827', effect, "Agile Engagement, Vigorous Engagement: target Warrior attack gets +N power; defended by an attack action card, a token",
     "Agile Engagement and Vigorous Engagement target a Warrior attack (an attack of the Warrior class, a card's or a Warrior weapon's: the active chain link's attack, or an attack card of an earlier link), named in the move's target (FAB-622); without one they cannot be played. As one resolves its target gets +3 power (red), +2 (yellow) or +1 (blue), and if an attack action card defends the target's chain link then, an Agility token (Agile Engagement) or a Vigor token (Vigorous Engagement) is created in its controller's arena (its id: the card's id and \"-agility\" or \"-vigor\"). If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Agile Engagement: \"Target Warrior attack gets +3{p}. If it's defended by an attack action card, create an Agility token.\"; Vigorous Engagement: \"... create a Vigor token.\" (+2{p} yellow, +1{p} blue). CR 1.2.2d (an attack-card, -proxy or -layer is an attack), 1.8.5 (targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 1.8.4 (a conditional effect: its condition is checked as it resolves), 7.0.5a (a card is defending until it leaves the combat chain), 8.6.27 and 8.6.28 (Vigor, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  kassai_target_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved, makes
%   its token if an attack action card defends its Target's chain link
%   (FAB-827); card_texts_arakni.pl's target_rider//5 calls it.

kassai_target_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defended_creates_token(Token)),
          targeting(C, play, Spec, _),          % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          member(L, S0.chain.links),
          link_attack(L, A), card_id(A, AId), AId == T,
          defended_by_attack_action_card(L),
          card_id(C, Id)
        }
    ->  tokens_made([Token], 'FAB-827', defended_token_made, Who, Id, S0, S)   % card_texts_rhinar_blitz.pl
    ;   cut_the_deck_rider(S0, Who, C, T, S)     % FAB-832
    ).

message(event(defended_token_made, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w resolves and an attack action card defends its target: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

rule('FAB-828', constraint, "Fatal Engagement is played only while an attack action card defends this chain link",
     "Fatal Engagement may be played only while an attack action card defends the active chain link (on it as a defending card); with only other cards defending, or none, playing it breaks this rule. It targets an attack (the active chain link's, or an attack card of an earlier link), named in the move's target (FAB-622), which gets +5 power (red), +4 (yellow) or +3 (blue) as it resolves; if the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Fatal Engagement: \"Play this only if an attack action card is defending this chain link. Target attack gets +5{p}.\" (+4{p} yellow, +3{p} blue). CR 5.1.2 and 1.0.1a (a card's own restriction on playing it: checked as it is played), 7.0.3d (\"this chain link\" is the active chain link), 7.0.5a (a card is defending until it leaves the combat chain), 1.8.5, 5.3.2a (targets), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-828', S, M, no_attack_action_defending(C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, only_while_attack_action_defends),
    \+ ( active_link(S, L), defended_by_attack_action_card(L) ).

rule_fact('FAB-828', S, M, link_defenders(Ds)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, only_while_attack_action_defends),
    (   active_link(S, L) -> key_value(defending, L, [], Ds) ; Ds = [] ).

fact_words(link_defenders([])) -->
    [ "no card defends the active chain link" ].
fact_words(link_defenders([D|Ds])) -->
    { maplist([C, L-T]>>(card_label(C, L), ( card_type(C, T) -> true ; T = "?" )), [D|Ds], LTs),
      findall(X, ( member(L-T, LTs), format(string(X), "~w (~w)", [L, T]) ), Xs),
      atomic_list_concat(Xs, ', ', Text) },
    [ "defending the active chain link: ~w"-[Text] ].

message(no_attack_action_defending(C)) -->
    { card_label(C, L) },
    [ "~w is played only if an attack action card is defending this chain link, and none is"-[L] ].

                 /*******************************
                 *       ENGAGED SWIFTBLADE     *
                 *******************************/

rule('FAB-829', effect, "Engaged Swiftblade: the next Warrior attack gets +N power, and go again while an attack action card defends it",
     "When Engaged Swiftblade resolves, its player's next Warrior attack this turn (a card or a Warrior weapon's) gets +3 power (red), +2 (yellow) or +1 (blue) and \"If this is defended by an attack action card, this gets go again\": two effects wait in the state's effects (kind next_attack_power and next_attack_defended_go_again, class Warrior) until a Warrior attack becomes a chain link (FAB-505), whose link then records it (defended_go_again); they end with the turn. While an attack action card defends that link, the attack has go again (its controller gains an action point as the link resolves, FAB-503). Its own go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Engaged Swiftblade: \"Your next Warrior attack this turn gets +3{p} and \\\"If this is defended by an attack action card, this gets Go again.\\\" Go again\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 1.8.4 and 6.2.3d (a granted conditional static ability: its condition is evaluated at all times), 4.4.4 (an effect of this turn ends with it), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   kassai_resolution_text//4's second branch: Engaged Swiftblade.
kassai_swiftblade_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_power_defended_go_again(Class, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class}, S1),
          add_effect(S1, _{kind:"next_attack_defended_go_again", player:Who, source:Id, class:Class}, S)
        }
    ->  [ event('FAB-829', swiftblade_effect_made, _{player:Who, card:Id, class:Class, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(swiftblade_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next ~w attack this turn gets +~d power and go again if an attack action card defends it"-[L, F.player, F.class, F.amount] ].

%!  kassai_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects waiting to give Player's
%   next Warrior attack Engaged Swiftblade's go again are used up, and
%   the link records it (FAB-829); card_texts.pl's attack_text//4 calls
%   it.

kassai_attack_text(S0, Who, A, S) -->
    swiftblade_grant_taken(S0, Who, A, S).      % its wagers: card_texts_victor_2.pl (FAB-864)

swiftblade_grant_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(defended_grant_for(Who, A), Es0, [G|Gs], Rest),
          active_link_replaced(S0, L0, L1, S1),
          L1 = L0.put(defended_go_again, true),
          S = S1.put(effects, Rest),
          card_id(A, AId),
          maplist([E, Src]>>key_value(source, E, "", Src), [G|Gs], Sources)
        }
    ->  [ event('FAB-829', defended_go_again_granted, _{player:Who, attack:AId, sources:Sources}) ]
    ;   { S = S0 }
    ).

defended_grant_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_defended_go_again"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).

message(event(defended_go_again_granted, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gets \"If this is defended by an attack action card, this gets go again\""-[L] ].

%!  kassai_go_again(+State, +Link, -Why) is semidet.
%
%   Link's attack has go again by a text read here: it records Engaged
%   Swiftblade's grant and an attack action card defends it (FAB-829;
%   Why: defended), or it is a weapon whose attacks get go again this
%   turn (Hot Streak, FAB-830; Why: this_turn).

kassai_go_again(_, L, defended) :-
    get_dict(defended_go_again, L, true),
    defended_by_attack_action_card(L),
    !.
kassai_go_again(S, L, this_turn) :-
    link_attack(L, A),
    card_id(A, AId),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "weapon_attacks_go_again"),
    get_dict(weapon, E, W), W == AId,
    !.

link_go_again(S, L) :-                           % card_texts_katsu_bravo.pl (FAB-595)
    kassai_go_again(S, L, _).

%!  kassai_go_again_noted(+State, +Link)// is det.
%
%   As Link resolves with go again from a text read here, an event says
%   why (FAB-829, FAB-830).

kassai_go_again_noted(S, L) -->
    (   { \+ get_dict(go_again, L, true),
          kassai_go_again(S, L, Why),
          link_attack(L, A), card_id(A, AId),
          (   Why == defended -> Rule = 'FAB-829' ; Rule = 'FAB-830' )
        }
    ->  [ event(Rule, defended_go_again, _{player:L.controller, attack:AId, why:Why}) ]
    ;   fang_go_again_noted(S, L)               % card_texts_fang.pl (FAB-1051)
    ).

message(event(defended_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    (   { F.why == defended }
    ->  [ "~w has go again: an attack action card defends it"-[A] ]
    ;   [ "~w has go again: its attacks get go again this turn"-[A] ]
    ).

                 /*******************************
                 *   HOT STREAK, CINTARI SABER  *
                 *******************************/

rule('FAB-830', effect, "Hot Streak: defended by an attack action card, its attacks get go again this turn",
     "When Hot Streak's attack is defended by 1 or more attack action cards (declared as defenders), its attacks get go again for the rest of the turn: the state's effects record it ({kind: weapon_attacks_go_again, player, weapon, source}), so its chain link resolves with go again (its controller gains an action point, FAB-503), and so does a later attack of it this turn. Defended only by other cards, or not at all, it has none. Its attack is the card data's (once per turn, 1 resource point).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Hot Streak: \"Once per Turn Action - {r}: Attack. When this is defended by 1 or more attack action cards, Hot Streak's attacks get go again this turn.\" CR 7.0.5a (the defend event: effects that trigger from defending trigger), 6.6 (a triggered effect), 1.4.3a (a weapon's attack-proxy has its source's properties), 4.4.4 (an effect of this turn ends with it), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared: nothing in the position can answer it.")).

rule('FAB-831', effect, "Cintari Saber: defended by an attack action card, +1 power until end of turn",
     "Whenever Cintari Saber's attack is defended by 1 or more attack action cards (declared as defenders), it gains +1 power until the end of the turn: its chain link's power_bonus counts it, and the state's effects record it ({kind: weapon_power, player, weapon, amount 1, source}, Romping Club's, FAB-555) for a later attack of it this turn. Defended only by other cards, or not at all, it gains nothing. Its attack is the card data's (once per turn, 1 resource point).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Cintari Saber: \"Once per Turn Action - {r}: Attack. Whenever Cintari Saber is defended by 1 or more attack action cards, it gains +1{p} until end of turn.\" CR 7.0.5a (the defend event), 6.6 (a triggered effect), 2.0.3a (an effect that modifies power), 1.4.3a (a weapon's attack-proxy has its source's properties), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared.")).

%!  kassai_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending the active chain link: if one or
%   more are attack action cards, Hot Streak's attacks get go again this
%   turn (FAB-830) and Cintari Saber gains +1 power until end of turn
%   (FAB-831); effects.pl's declaring of defenders calls it.

kassai_defend_text(S0, _, Cards, S) -->
    (   { once(( member(D, Cards), card_type(D, "attack action") )),
          active_link(S0, L),
          link_attack(L, A),
          text_read_name(A, Name),
          card_id(A, AId),
          Who = L.controller
        }
    ->  (   { card_text_read(Name, defended_attacks_go_again_this_turn) }
        ->  { add_effect(S0, _{kind:"weapon_attacks_go_again", player:Who, weapon:AId, source:AId}, S) },
            [ event('FAB-830', defended_attacks_go_again, _{player:Who, attack:AId}) ]
        ;   { card_text_read(Name, defended_power_this_turn(N)) }
        ->  { add_effect(S0, _{kind:"weapon_power", player:Who, weapon:AId, amount:N, source:AId}, S1),
              attacking_link_power(S1, AId, N, S) },   % card_texts.pl
            [ event('FAB-831', defended_power_gained, _{player:Who, attack:AId, amount:N}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

message(event(defended_attacks_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w is defended by an attack action card: its attacks get go again this turn"-[A] ].
message(event(defended_power_gained, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w is defended by an attack action card: it gains +~d power until end of turn"-[A, F.amount] ].

                 /*******************************
                 *          CUT THE DECK        *
                 *******************************/

card_text_read("Cut the Deck", target_gains_power(play, class_attack("Warrior"), per_pitch([3, 2, 1]))).
card_text_read("Cut the Deck", defended_draw_then_bottom).

kassai_text_rule("Cut the Deck", 'FAB-832').

rule('FAB-832', effect, "Cut the Deck: target Warrior attack gets +N power; defended by an attack action card, draw, then a card of the hand or arsenal to the bottom",
     "Cut the Deck targets a Warrior attack as Agile Engagement does (FAB-827): as it resolves its target gets +3 power (red), +2 (yellow) or +1 (blue), and if an attack action card defends the target's chain link then, its player draws a card (none from an empty deck; the turn records it, FAB-691) and then puts a card from their hand or their arsenal on the bottom of their deck: the position waits for their choice (the pending choice cut_to_bottom), which a bottom move naming one card of their hand or arsenal answers (FAB-833). With no card in hand or arsenal after the draw, nothing is put. If the target is no longer legal, nothing happens. Not handled: where another choice already waits, the card is not asked (the event says so).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Cut the Deck: \"Target Warrior attack gets +3{p}. If it's defended by an attack action card, draw a card, then put a card from your hand or arsenal on the bottom of your deck.\" (+2{p} yellow, +1{p} blue). CR 1.8.4 (a conditional effect: its condition is checked as it resolves), 5.3.4 (the effects in the order the text gives them: the draw, then the card put), 8.5.6 (draw), 1.8.6 (the player determines the card as the effect is generated), 3.3 (the arsenal), 5.3.2a (a layer whose targets are all illegal fails to resolve), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-833', constraint, "The card Cut the Deck puts on the bottom is one card of its player's hand or arsenal",
     "A bottom move answers Cut the Deck's choice (cut_to_bottom, FAB-832): its cards name exactly one card, and that card is in that player's hand or arsenal (the card is put face down: an unknown card of the hand may be named).",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Cut the Deck: \"put a card from your hand or arsenal on the bottom of your deck.\" CR 1.8.6 (the player determines the card as the effect is generated), 1.8.3 (the effect is not optional: a card is put if there is one), 3.3 (the arsenal), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   cut_the_deck_rider(+S0, +Who, +Card, +Target, -S)//: Cut the Deck
%   resolved with its target defended by an attack action card: the
%   draw, then the choice (FAB-832).
cut_the_deck_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defended_draw_then_bottom),
          targeting(C, play, Spec, _),          % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          member(L, S0.chain.links),
          link_attack(L, A), card_id(A, AId), AId == T,
          defended_by_attack_action_card(L),
          card_id(C, Id)
        }
    ->  draw_cards(Who, 1, Id, S0, S1),         % triggers.pl
        (   { game_over(S1, _) ; \+ cut_cards(S1, Who, [_|_]) }
        ->  { S = S1 }
        ;   { pending(S1, _) }
        ->  { S = S1 },
            [ event('FAB-832', cut_to_bottom_not_asked, _{player:Who, card:Id}) ]
        ;   { S = S1.put(pending, _{choice:"cut_to_bottom", player:Who, controller:Who, source:C}) },
            [ event('FAB-832', cut_to_bottom_waits, _{player:Who, card:Id}) ]
        )
    ;   fang_target_rider(S0, Who, C, T, S)     % card_texts_fang.pl (FAB-1033, FAB-1038)
    ).

%   cut_cards(+S, +Who, -Cards): the cards of Who's hand, then arsenal.
cut_cards(S, Who, Cards) :-
    player(S, Who, P),
    key_value(hand, P, [], Hand),
    key_value(arsenal, P, [], Arsenal),
    append(Hand, Arsenal, Cards).

choice_action("cut_to_bottom", "bottom").
choice_phase("cut_to_bottom", "action").

choice_candidate("bottom", S, _{player:Who, action:"bottom", cards:[Id]}) :-
    pending(S, Pd),
    Pd.choice == "cut_to_bottom",
    Who = Pd.player,
    cut_cards(S, Who, Cards),
    member(C, Cards),
    card_id(C, Id).

broken('FAB-833', S, M, Reason) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "cut_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    (   Ids \= [_]
    ->  Reason = cut_one_card(Ids)
    ;   Ids = [Id],
        cut_cards(S, Who, Cards),
        \+ ( member(C, Cards), card_id(C, Id0), Id0 == Id ),
        Reason = not_in_hand_or_arsenal(Who, Id)
    ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cut_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      key_value(cards, M, [], [Id]),
      player(S1, Who, P0),
      (   card_in(P0, hand, Id, _) -> Zone = hand ; Zone = arsenal ),
      take_card(P0, Zone, Id, C, P1),
      add_cards(P1, deck, [C], P2),
      set_player(S1, P2, S)
    },
    [ event('FAB-832', cut_card_to_bottom, _{player:Who, card:Id, from:Zone, by:By}) ].

pending_problem(S, Pd, [player], nothing_to_cut(P)) :-   % FAB-832
    Pd.choice == "cut_to_bottom",
    get_dict(player, Pd, P),
    cut_cards(S, P, []).

message(event(cut_to_bottom_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves and an attack action card defends its target: ~w draws a card, then puts a card from their hand or arsenal on the bottom of their deck (a bottom move)"-[L, F.player] ].
message(event(cut_to_bottom_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w draws a card and should put a card from hand or arsenal on the bottom of their deck, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player] ].
message(event(cut_card_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from their ~w on the bottom of their deck (~w)"-[F.player, L, F.from, By] ].
message(cut_one_card(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the move names [~w]: Cut the Deck puts exactly one card from the hand or arsenal on the bottom of the deck"-[T] ].
message(not_in_hand_or_arsenal(Who, Id)) -->
    [ "~w has no card ~w in hand or arsenal: Cut the Deck puts a card from there on the bottom of the deck"-[Who, Id] ].
message(nothing_to_cut(P)) -->
    [ "Cut the Deck's choice waits for ~w, who has no card in hand or arsenal"-[P] ].
message(no_choice_waits("cut_to_bottom")) -->
    [ "no card waits to be put on the bottom of the deck: bottom answers Cut the Deck's choice as it resolves" ].

choice_words("cut_to_bottom") --> [ "which card of their hand or arsenal to put on the bottom of their deck (a bottom move)" ].
text_choice_words("cut_to_bottom", Source) -->
    [ "which card of the hand or arsenal to put on the bottom of the deck for ~w (bottom)"-[Source] ].

move_words("bottom", S, M) -->
    { pending(S, Pd), Pd.choice == "cut_to_bottom" },
    !,
    (   { key_value(cards, M, [], Ids), Ids \== [], player(S, M.player, P), ids_labels(P, Ids, T) }   % messages.pl
    ->  [ M.player, " puts ", T, " on the bottom of their deck" ]
    ;   [ M.player, " puts no card on the bottom of their deck" ]
    ).

rule_fact('FAB-833', S, M, choosing_hand_or_arsenal(Who, Cards)) :-
    pending(S, Pd),
    Pd.choice == "cut_to_bottom",
    Who = M.player,
    cut_cards(S, Who, Cards).

fact_words(choosing_hand_or_arsenal(Who, Cards)) -->
    { maplist(card_label, Cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w's hand and arsenal: ~w"-[Who, T] ].

                 /*******************************
                 *            WAGERS            *
                 *******************************/

card_text_read("Wage Agility", attack_may_wager("Agility")).
card_text_read("Wage Vigor", attack_may_wager("Vigor")).
card_text_read("Edge Ahead", next_class_attack_power_wager("Warrior", [3, 2, 1], "Agility")).
card_text_read("Hold 'em", next_class_attack_power_wager("Warrior", [3, 2, 1], "Vigor")).
card_text_read("Take the Upper Hand", only_if_wagered_this_link).
card_text_read("Take the Upper Hand", target_gains_power(play, attack, per_pitch([3, 2, 1]))).
card_text_read("Olympia", first_wager_won_gold).
card_text_read("Olympia, Prized Fighter", first_wager_won_gold).

kassai_text_rule("Wage Agility", 'FAB-864').   % the wager: card_texts_victor_2.pl (FAB-863, FAB-864)
kassai_text_rule("Wage Vigor", 'FAB-864').
kassai_text_rule("Edge Ahead", 'FAB-836').
kassai_text_rule("Hold 'em", 'FAB-836').
kassai_text_rule("Take the Upper Hand", 'FAB-837').
kassai_text_rule("Olympia", 'FAB-838').
kassai_text_rule("Olympia, Prized Fighter", 'FAB-838').

rule('FAB-836', effect, "Edge Ahead, Hold 'em: the next Warrior attack gets +N power and a wager",
     "When Edge Ahead resolves, its player's next Warrior attack this turn gets +3 power (red), +2 (yellow) or +1 (blue) and \"When this attacks a hero, you may wager an Agility token with them.\" (Hold 'em: a Vigor token): two effects wait in the state's effects (kind next_attack_power and next_attack_wager, class Warrior, `name` the token) until a Warrior attack becomes a chain link (FAB-505); then its player is asked whether to wager (FAB-864), the wager settled as the link resolves (FAB-863). They end with the turn. Their go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Edge Ahead: \"Your next Warrior attack this turn gets +3{p} and \\\"When this attacks a hero, you may wager an Agility token with them.\\\" Go again\"; Hold 'em: \"... wager a Vigor token ...\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a, 8.5.46 (wager), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   kassai_resolution_text//4's third branch: Edge Ahead, Hold 'em.
kassai_wager_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_power_wager(Class, Amounts, Prize)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class}, S1),
          add_effect(S1, _{kind:"next_attack_wager", player:Who, source:Id, class:Class, name:Prize}, S)
        }
    ->  [ event('FAB-836', wager_effect_made, _{player:Who, card:Id, class:Class, amount:N, prize:Prize}) ]
    ;   { S = S0 }
    ).

message(event(wager_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.prize, A) },
    [ "~w resolves: ~w's next ~w attack this turn gets +~d power and may wager ~w ~w token"-[L, F.player, F.class, F.amount, A, F.prize] ].

rule('FAB-837', constraint, "Take the Upper Hand is played only by a player who has wagered this chain link",
     "Take the Upper Hand may be played only while the active chain link records a wager (FAB-863: its `wagers`, made by the link's attack and so by its controller) and its player controls that link; otherwise playing it breaks this rule. It targets an attack (the active chain link's, or an attack card of an earlier link), named in the move's target (FAB-622), which gets +3 power (red), +2 (yellow) or +1 (blue) as it resolves; if the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Take the Upper Hand: \"Play this only if you've wagered this chain link. Target attack gets +3{p}.\" (+2{p} yellow, +1{p} blue). CR 8.5.46a (the player that controls a wager effect has wagered), 7.0.3d (\"this chain link\": the active chain link), 5.1.2 and 1.0.1a (a card's own restriction), 1.8.5, 5.3.2a (targets), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-837', S, M, not_wagered(C, Who)) :-
    get_dict(action, M, "play"),
    played_card(S, M, Who, C0), C = C0,
    text_read_name(C, Name),
    card_text_read(Name, only_if_wagered_this_link),
    get_dict(player, M, Who1),
    \+ ( active_link(S, L),
         key_value(wagers, L, [], [_|_]),          % card_texts_victor_2.pl (FAB-863)
         L.controller == Who1 ).

rule_fact('FAB-837', S, M, link_wagers(Who, Ws)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, only_if_wagered_this_link),
    (   active_link(S, L) -> key_value(wagers, L, [], Ws), Who = L.controller ; Ws = [], Who = none ).

fact_words(link_wagers(_, [])) -->
    [ "no wager is recorded on the active chain link" ].
fact_words(link_wagers(Who, [W|Ws])) -->
    { atomic_list_concat([W|Ws], ' and ', T) },
    [ "on the active chain link, ~w's attack wagered ~w token(s)"-[Who, T] ].

message(not_wagered(C, _)) -->
    { card_label(C, L) },
    [ "~w is played only by a player who has wagered this chain link, and its player has not"-[L] ].

rule('FAB-838', effect, "Olympia: the first time each of her player's attacks wins a wager, a Gold token",
     "A player whose hero is Olympia (or Olympia, Prized Fighter; its text read) creates a Gold token in their arena the first time each of their attacks wins a wager (FAB-863: the attack hit as its chain link resolved): once per attack, however many of its wagers it wins. A wager the defending player wins gives them nothing of Olympia's. Her hero's abilities lost (Crush Confidence, FAB-624), nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Olympia: \"The first time each of your attacks wins a wager, create a Gold token.\" CR 8.5.46a (an attack that has hit as its wager resolves has won the wager), 6.6 (a triggered effect), 8.6.16 (Gold), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   olympia_gold(+S0, +Player, +AttackId, -S)//: Player's attack AttackId
%   won its first wager: Olympia's Gold (FAB-838).  card_texts_victor_2.pl's
%   wager_resolved//3 calls it once as the link's wagers are won by its
%   controller.
olympia_gold(S0, Who, _AttackId, S) -->
    (   { player(S0, Who, P),
          text_read_name(P.hero, HName),
          card_text_read(HName, first_wager_won_gold),
          \+ hero_abilities_lost(S0, Who),        % card_texts_bravo.pl (FAB-624)
          card_id(P.hero, HId)
        }
    ->  tokens_made(["Gold"], 'FAB-838', olympia_gold_made, Who, HId, S0, S)
    ;   { S = S0 }
    ).

message(event(olympia_gold_made, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "an attack of ~w's wins a wager for the first time: ~w's text creates a Gold token (~w)"-[F.player, By, F.card] ].

                 /*******************************
                 *         PRIZED GALEA         *
                 *******************************/

card_text_read("Prized Galea", ability_target_weapon_wager("Gold")).

kassai_text_rule("Prized Galea", 'FAB-839').

rule('FAB-839', effect, "Prized Galea: destroyed, target weapon attack its player controls wagers a Gold token",
     "Prized Galea's attack reaction ability (its cost: 1 resource point and destroying it, the card data's) targets a weapon attack its player controls (the active chain link's attack, a weapon, its link controlled by them), named in the activate move's target (FAB-622); without one it cannot be activated. As it resolves, the target's chain link records a wager of a Gold token by that player (its `wagers`, FAB-863), settled as the link resolves: its controller creates the Gold if it hit, else the defending player does; Olympia reads the win (FAB-838). If the target is no longer legal, nothing happens. Its Temper is the keyword's.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Prized Galea: \"Olympia Specialization. Attack Reaction - {r}, destroy this: Target weapon attack you control wagers a Gold token with the defending hero. Temper\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 (targets), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.46 (wager), 8.6.16 (Gold), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, ability(0), turn_players_weapon_attack, wager(Prize)) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_weapon_wager(Prize)).

legal_target(S, turn_players_weapon_attack, Id) :-
    active_link(S, L),
    L.controller == S.turn_player,
    link_attack(L, A),
    card_type(A, "weapon"),
    card_id(A, Id).

spec_words(turn_players_weapon_attack, "a weapon attack its player controls").

%   The activated-layer L of Prized Galea resolves: its target's chain
%   link records the wager (FAB-839).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), Spec, wager(Prize))
    },
    (   { legal_target(S0, Spec, T),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          link_attack(L0, A), card_id(A, AId), AId == T,
          key_value(wagers, L0, [], Ws0),
          append(Ws0, [Prize], Ws),                 % card_texts_victor_2.pl (FAB-863)
          nth0(K, Links, L0.put(wagers, Ws), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        }
    ->  [ event('FAB-839', ability_wagered, _{player:Who, card:Id, attack:T, prize:Prize}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(ability_wagered, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A), a_or_an(F.prize, Art) },
    [ "~w's ability resolves: ~w wagers ~w ~w token with the defending hero"-[L, A, Art, F.prize] ].
