/*  Flesh and Blood: the texts of the Zen Blitz Deck's cards.

    Part of game.pl, included after card_texts_enigma.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Pouncing Qi: "Combo - If Crouching Tiger was the last attack this
      combat chain, this gets +1{p} and go again." (FAB-1360, the combo
      of FAB-590);
    - Qi Unleashed: "Combo - If Crouching Tiger was the last attack this
      combat chain, this gets +4{p}." (FAB-1360);
    - Companion of the Claw and Harmony of the Hunt: "When this attacks,
      if you've pitched a blue card this turn, create a Crouching Tiger
      in your hand. Go again" (FAB-1361; pitched_blue/3,
      card_texts_nuu.pl; the go again is the keyword's);
    - Stride of Reprisal: "When this defends, create a Crouching Tiger in
      your hand. Blade Break" (FAB-1362; Blade Break is the keyword's,
      FAB-520);
    - Biting Breeze and Flex Claws: "When this hits, create a Crouching
      Tiger in your banished zone. You may play it this turn. Go again"
      (FAB-1363; the play from the banished zone is FAB-569's);
    - Aspect of Tiger: Mind: "Combo - When this attacks, if a blue attack
      action card was the last attack this combat chain, this gets go
      again and create a Crouching Tiger in your banished zone. You may
      play it this turn." (FAB-1364);
    - Tiger Form Incantation: "The next Crouching Tiger you play this
      turn gets +3{p} (+2, +1). If you've pitched a blue card this turn,
      create a Crouching Tiger in your hand. Go again" (FAB-1365);
    - Wind Chakra: "The next Crouching Tiger you play this turn gets
      +3{p} (+2, +2). If you've transcended this turn, instead it gets
      +5{p} (+4, +4). Go again" (FAB-1366);
    - Untamed and Tiger Taming Khakkara: "When this attacks, the next
      Crouching Tiger you play this combat chain gets +1{p}." (FAB-1367;
      the Khakkara's attack, {r}{r}, once per turn, go again, is the card
      data's; Untamed's go again the keyword's);
    - Water the Seeds: "When this attacks, your next attack this combat
      chain with 1 or less base {p} gets +1{p}. Go again" (FAB-1368);
    - Mask of Wizened Whiskers: "When this defends, put a card with combo
      from your graveyard on the bottom of your deck. Blade Break"
      (FAB-1369; the combo_to_bottom choice, a put move, FAB-1370).

    - Crouching Tiger: "Ephemeral. Go again" (its ephemeral is FAB-1093's,
      Fang Strike's reading: it ceases to exist where it would go to a
      graveyard, it is no deck-card, and `rulecheck new` puts none in a
      deck, CR 8.3.21a; its go again is the keyword's).

    The deck's other cards stay assumptions of the answers, or make them
    unknown; docs/games/flesh-and-blood.md says which.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       ephemeral               Crouching Tiger (FAB-1093, card_texts_nuu.pl)
%       combo("Crouching Tiger", Gains)   Pouncing Qi (Gains [power(1),
%                               go_again]) and Qi Unleashed ([power(4)]);
%                               cites('FAB-1360') among Gains names the
%                               rule the combo's event cites
%                               (card_texts_katsu_bravo.pl's
%                               rule_of_gains/2)
%       attack_pitched_blue_creates_in_hand(Token)   Companion of the
%                               Claw, Harmony of the Hunt (FAB-1361)
%       defends_creates_in_hand(Token)   Stride of Reprisal (FAB-1362)
%       hit_creates_banished_playable(Token)   Biting Breeze, Flex Claws
%                               (FAB-1363)
%       combo_blue_attack_action_go_again_banished(Token)   Aspect of
%                               Tiger: Mind (FAB-1364)
%       next_named_power(Name, Amounts, Rider)   Tiger Form Incantation
%                               (Rider pitched_blue_creates_in_hand(Token),
%                               FAB-1365) and Wind Chakra (Rider
%                               transcended_instead(Amounts2), FAB-1366):
%                               the next Name its player plays this turn
%                               gets the amount by pitch (red, yellow,
%                               blue)
%       attack_next_named_power_this_chain(Name, N)   Untamed, Tiger
%                               Taming Khakkara (FAB-1367)
%       attack_next_small_attack_power_this_chain(Max, N)   Water the
%                               Seeds (FAB-1368)
%       defends_combo_to_bottom  Mask of Wizened Whiskers (FAB-1369)

card_text_read("Crouching Tiger", ephemeral).
card_text_read("Pouncing Qi", combo("Crouching Tiger", [power(1), go_again, cites('FAB-1360')])).
card_text_read("Qi Unleashed", combo("Crouching Tiger", [power(4), cites('FAB-1360')])).
card_text_read("Companion of the Claw", attack_pitched_blue_creates_in_hand("Crouching Tiger")).
card_text_read("Harmony of the Hunt", attack_pitched_blue_creates_in_hand("Crouching Tiger")).
card_text_read("Stride of Reprisal", defends_creates_in_hand("Crouching Tiger")).
card_text_read("Biting Breeze", hit_creates_banished_playable("Crouching Tiger")).
card_text_read("Flex Claws", hit_creates_banished_playable("Crouching Tiger")).
card_text_read("Aspect of Tiger: Mind", combo_blue_attack_action_go_again_banished("Crouching Tiger")).
card_text_read("Tiger Form Incantation", next_named_power("Crouching Tiger", [3, 2, 1], pitched_blue_creates_in_hand("Crouching Tiger"))).
card_text_read("Wind Chakra", next_named_power("Crouching Tiger", [3, 2, 2], transcended_instead([5, 4, 4]))).
card_text_read("Untamed", attack_next_named_power_this_chain("Crouching Tiger", 1)).
card_text_read("Tiger Taming Khakkara", attack_next_named_power_this_chain("Crouching Tiger", 1)).
card_text_read("Water the Seeds", attack_next_small_attack_power_this_chain(1, 1)).
card_text_read("Mask of Wizened Whiskers", defends_combo_to_bottom).

                 /*******************************
                 *   POUNCING QI, QI UNLEASHED  *
                 *******************************/

rule('FAB-1360', effect, "Pouncing Qi and Qi Unleashed after a Crouching Tiger: +1 power and go again, or +4 power (combo)",
     "Pouncing Qi, attacking on a chain link after one whose attack is a Crouching Tiger (or a card that gained that name), gets +1 power and go again; Qi Unleashed so gets +4 power: as its chain link opens, the link's power_bonus counts the power, and Pouncing Qi's link has go again as it resolves (the combo of FAB-590). As the chain's first link, or after an attack of another name, they get nothing: the go again the card data lists for Pouncing Qi is the combo's, not its own. A position given in the middle of a chain says the power a link already has in its power_bonus.",
     ruling("Бій - Кожна атака резолвиться по черзі як ланка в ланцюжку бою між вами і вашим супротивником. Ланцюжок бою може мати багато атак (ланцюжків).",
            "Pouncing Qi: \"Combo - If Crouching Tiger was the last attack this combat chain, this gets +1{p} and go again.\" Qi Unleashed: \"Combo - If Crouching Tiger was the last attack this combat chain, this gets +4{p}.\" CR 8.4.1 (combo labels a static ability \"If [NAMES] was the last attack this combat chain, [EFFECTS]\"), 2.7.4 (a name is its English printed name), 5.4.7 (a static ability with a condition), 7.2.3 (an attack becomes a new chain link; the links before it stay on the chain until it closes), 8.3.5 (go again is read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The last attack this combat chain, for an attack on its own chain link, is the attack of the link before it: it cannot change while the link is open, so rulecheck applies the gains as the link opens.")).

                 /*******************************
                 *  COMPANION OF THE CLAW,      *
                 *     HARMONY OF THE HUNT      *
                 *******************************/

rule('FAB-1361', effect, "Companion of the Claw and Harmony of the Hunt: attacking after a blue card pitched this turn, a Crouching Tiger in hand",
     "When Companion of the Claw or Harmony of the Hunt attacks (its chain link opens), if its controller has pitched a blue card this turn (a blue card in their pitch zone, the cards pitched to play it among them: pitched_blue/3 of FAB-1094), a Crouching Tiger is created in their hand: its id is the attack's id and the token's name (a-cc-crouching-tiger). With no blue card in their pitch zone none is, whatever they pitch later this turn. Their go again is the keyword's. The Crouching Tiger created is ephemeral (FAB-1093): no deck-card, and it ceases to exist where it would go to a graveyard.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Companion of the Claw, Harmony of the Hunt: \"When this attacks, if you've pitched a blue card this turn, create a Crouching Tiger in your hand. Go again\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 1.14.3 and 3.14 (a pitched card goes to its player's pitch zone, a public zone, where it stays until the end phase), 2.1.2 (a card's colour is its colour strip), 8.5.2 and 8.5.2c (create: a card created in a zone a player owns enters it under their control), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Inflame's (FAB-745); it reads \"pitched a blue card this turn\" off the pitch zone, as Hiss's (FAB-1094): a card an effect took from it this turn is not seen.")).

%!  zen_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Companion of the Claw's or Harmony
%   of the Hunt's Crouching Tiger (FAB-1361).  card_texts_katsu_bravo.pl's
%   deck_attack_text//4 calls it.

zen_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_pitched_blue_creates_in_hand(Token)),
          card_id(A, AId)
        }
    ->  (   { pitched_blue(S0, Who, Blue) }     % card_texts_nuu.pl (FAB-1094)
        ->  { zen_created_in_hand(S0, Who, AId, Token, TId, S) },
            [ event('FAB-1361', zen_attack_created_in_hand, _{player:Who, attack:AId, token:TId, name:Token, blue:Blue}) ]
        ;   { S = S0 },
            [ event('FAB-1361', zen_attack_no_blue_pitched, _{player:Who, attack:AId, name:Token}) ]
        )
    ;   { text_read_name(A, Name),
          card_text_read(Name, combo_blue_attack_action_go_again_banished(Token)),
          card_id(A, AId)
        }
    ->  (   { zen_last_attack_blue_action(S0, A, Last) }
        ->  { active_link_replaced(S0, L0, L1, S1),
              L1 = L0.put(go_again, true),
              zen_created_banished_playable(S1, Who, AId, Token, TId, S)
            },
            [ event('FAB-1364', zen_blue_combo_met, _{player:Who, attack:AId, last:Last, token:TId, name:Token}) ]
        ;   { S = S0 }
        )
    ;   { text_read_name(A, Name),
          card_text_read(Name, attack_next_named_power_this_chain(Named, N)),
          card_id(A, AId),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:AId, card_name:Named,
                           lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-1367', zen_next_named_power_made, _{player:Who, card:AId, name:Named, amount:N, lasts:"combat_chain"}) ]
    ;   { text_read_name(A, Name),
          card_text_read(Name, attack_next_small_attack_power_this_chain(Max, N)),
          card_id(A, AId),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:AId, max_base_power:Max,
                           lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-1368', zen_next_small_attack_power_made, _{player:Who, card:AId, max:Max, amount:N}) ]
    ;   { S = S0 }
    ).

%   zen_last_attack_blue_action(+S, +Attack, -LastId): the attack of the
%   chain link before Attack's is a blue attack action card, LastId
%   (FAB-1364; the last attack this combat chain, as for a combo, FAB-590).
zen_last_attack_blue_action(S, A, LastId) :-
    chain_open(S),
    card_id(A, AId),
    nextto(Prev, L, S.chain.links),
    link_attack(L, A1), card_id(A1, AId1), AId1 == AId,
    link_attack(Prev, PA),
    card_type(PA, "attack action"),
    card_printing(PA, _, Colour),
    Colour == "blue",
    card_id(PA, LastId),
    !.

%   zen_created_banished_playable(+S0, +Player, +SourceId, +Token, -TokenId, -S):
%   a card named Token is created in Player's banished zone, and they may
%   play it this turn ({kind: may_play_banished, player, card, source},
%   FAB-569).
zen_created_banished_playable(S0, Who, Id, Token, TId, S) :-
    new_token_id(S0, Id, Token, TId),
    player(S0, Who, P0),
    key_value(banished, P0, [], B0),
    append(B0, [_{id:TId, name:Token}], B),
    set_player(S0, P0.put(banished, B), S1),
    add_effect(S1, _{kind:"may_play_banished", player:Who, card:TId, source:Id}, S).

%!  zen_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   A next-attack Effect with a card_name applies only to an attack of
%   that name (FAB-1365 ... FAB-1367), one with a max_base_power only to
%   an attack whose base power (printed) is at most that (FAB-1368);
%   card_texts.pl's effect_fits_attack/2 calls it.

zen_effect_fits_attack(E, A) :-
    (   get_dict(card_name, E, Named)
    ->  get_dict(name, A, Name),
        Name == Named
    ;   true
    ),
    (   get_dict(max_base_power, E, Max)
    ->  card_prop(A, power, P),
        integer(P),
        P =< Max
    ;   true
    ).

message(event(zen_blue_combo_met, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.last, B), a_or_an(F.name, A) },
    [ "~w's combo: a blue attack action card (~w) was the last attack this combat chain, so it gets go again and ~w ~w (~w) is created in ~w's banished zone, which they may play this turn"-[L, B, A, F.name, F.token, F.player] ].
message(event(zen_next_named_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.lasts == "combat_chain" }
    ->  [ "~w: the next ~w ~w plays this combat chain gets +~d power"-[L, F.name, F.player, F.amount] ]
    ;   [ "~w resolves: the next ~w ~w plays this turn gets +~d power"-[L, F.name, F.player, F.amount] ]
    ).
message(event(zen_next_small_attack_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w's next attack this combat chain with ~d or less base power gets +~d power"-[L, F.player, F.max, F.amount] ].

%   zen_created_in_hand(+S0, +Player, +SourceId, +Token, -TokenId, -S): a
%   card named Token is created in Player's hand, its id made of
%   SourceId and its name (new_token_id/4, card_texts.pl).
zen_created_in_hand(S0, Who, Id, Token, TId, S) :-
    new_token_id(S0, Id, Token, TId),
    player(S0, Who, P0),
    key_value(hand, P0, [], Hand0),
    append(Hand0, [_{id:TId, name:Token}], Hand),
    set_player(S0, P0.put(hand, Hand), S).

message(event(zen_attack_created_in_hand, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.blue, B), a_or_an(F.name, A) },
    [ "~w attacks: ~w has pitched a blue card this turn (~w), so ~w ~w (~w) is created in their hand"-[L, F.player, B, A, F.name, F.token] ].
message(event(zen_attack_no_blue_pitched, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks: ~w's pitch zone holds no blue card (none pitched this turn), so no ~w is created"-[L, F.player, F.name] ].

                 /*******************************
                 *       STRIDE OF REPRISAL     *
                 *******************************/

rule('FAB-1362', effect, "Stride of Reprisal: when it defends, a Crouching Tiger in its player's hand",
     "When Stride of Reprisal (legs equipment) is declared as a defending card, a Crouching Tiger is created in its controller's hand (the defending player's): its id is the equipment's id and the token's name (b-sr-crouching-tiger). Its Blade Break is the keyword's (FAB-520: destroyed as the combat chain closes). The Crouching Tiger created is ephemeral (FAB-1093): no deck-card, and it ceases to exist where it would go to a graveyard.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Stride of Reprisal: \"When this defends, create a Crouching Tiger in your hand. Blade Break\" CR 7.3.2 (defending cards are declared in the defend step), 6.6 (a triggered effect acts on its event), 8.5.2 and 8.5.2c (create: a card created in a zone a player owns enters it under their control), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared, as it does Pack Call's (FAB-683): nothing it makes can change what else the declaration sets off.")).

%!  zen_defend_text(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: each Stride of Reprisal among
%   them, its text read, creates a Crouching Tiger in their hand
%   (FAB-1362).  effects.pl's effect(defend) calls it.

zen_defend_text(S0, _, [], S0) --> [].
zen_defend_text(S0, Who, [C|Cs], S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_creates_in_hand(Token)),
          card_id(C, Id),
          zen_created_in_hand(S0, Who, Id, Token, TId, S1)
        }
    ->  [ event('FAB-1362', zen_defend_created_in_hand, _{player:Who, card:Id, token:TId, name:Token}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, defends_combo_to_bottom)
        }
    ->  whiskers_defends(S0, Who, C, S1)        % FAB-1369
    ;   { S1 = S0 }
    ),
    zen_defend_text(S1, Who, Cs, S).

message(event(zen_defend_created_in_hand, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w defends: ~w ~w (~w) is created in ~w's hand"-[L, A, F.name, F.token, F.player] ].

                 /*******************************
                 *   BITING BREEZE, FLEX CLAWS  *
                 *******************************/

rule('FAB-1363', effect, "Biting Breeze and Flex Claws: when they hit, a Crouching Tiger in the banished zone, playable this turn",
     "When Biting Breeze or Flex Claws hits (deals damage to the defending hero in the damage step), a Crouching Tiger is created in its controller's banished zone (its id the attack's id and the token's name, a-bb-crouching-tiger), and they may play it from there this turn ({kind: may_play_banished, player, card, source}: a play move from: banished, FAB-569, which uses the permission up). An attack that deals no damage makes none. Their go again is the keyword's. The Crouching Tiger created is ephemeral (FAB-1093): no deck-card, and it ceases to exist where it would go to a graveyard.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Biting Breeze, Flex Claws: \"When this hits, create a Crouching Tiger in your banished zone. You may play it this turn. Go again\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.2 and 8.5.2c (create: a card created in a zone a player owns enters it under their control), 3.4 (the banished zone), 1.0.2b and 5.1.1 (an effect may let a player play a card from a zone other than the hand), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Plunge's (FAB-660).")).

%!  zen_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: Biting Breeze's or Flex Claws'
%   Crouching Tiger (FAB-1363).  card_texts_katsu_bravo.pl's
%   deck_hit_text//5 calls it.

zen_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_creates_banished_playable(Token)),
          card_id(A, AId),
          Who = L.controller,
          zen_created_banished_playable(S0, Who, AId, Token, TId, S)
        }
    ->  [ event('FAB-1363', zen_hit_created_banished, _{player:Who, attack:AId, token:TId, name:Token}) ]
    ;   { S = S0 }
    ).

message(event(zen_hit_created_banished, F, S0)) -->
    { event_card(S0, F.attack, L), a_or_an(F.name, A) },
    [ "~w hits: ~w ~w (~w) is created in ~w's banished zone, and they may play it this turn"-[L, A, F.name, F.token, F.player] ].

                 /*******************************
                 *     ASPECT OF TIGER: MIND    *
                 *******************************/

rule('FAB-1364', effect, "Aspect of Tiger: Mind after a blue attack action card: go again and a Crouching Tiger in the banished zone, playable this turn (combo)",
     "When Aspect of Tiger: Mind attacks (its chain link opens) on a chain link after one whose attack is a blue attack action card (its colour strip blue; a weapon's attack is none), its link gets go again, and a Crouching Tiger is created in its controller's banished zone (its id the attack's id and the token's name), which they may play this turn (FAB-569's permission, as FAB-1363's). As the chain's first link, or after another attack, nothing happens: the go again the card data lists for it is the combo's. The Crouching Tiger created is ephemeral (FAB-1093).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Aspect of Tiger: Mind: \"Combo - When this attacks, if a blue attack action card was the last attack this combat chain, this gets go again and create a Crouching Tiger in your banished zone. You may play it this turn.\" CR 8.4.1 (combo), 6.6 (a triggered effect; its condition is checked as it triggers), 7.2.3 (the attack becomes a chain link: it attacks; the links before it stay on the chain), 2.1.2 (a card's colour is its colour strip), 8.3.5 (go again), 8.5.2 (create), 1.0.2b (playing from the banished zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Inflame's (FAB-745).")).

                 /*******************************
                 *  TIGER FORM INCANTATION,     *
                 *          WIND CHAKRA         *
                 *******************************/

rule('FAB-1365', effect, "Tiger Form Incantation: the next Crouching Tiger this turn gets +N power; after a blue card pitched, a Crouching Tiger in hand",
     "As Tiger Form Incantation (a non-attack action, cost 1) resolves, an effect waits for the next Crouching Tiger its player plays this turn ({kind: next_attack_power, player, amount, source, card_name: Crouching Tiger}; +3 red, +2 yellow, +1 blue): as an attack of that name becomes a chain link it gets the power (FAB-505); another attack leaves it waiting, and it ends with the turn. Then, if its player has pitched a blue card this turn (a blue card in their pitch zone, the ones pitched for it among them: pitched_blue/3, FAB-1094), a Crouching Tiger is created in their hand (its id the card's id and the token's name); else none. Its go again is the keyword's.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Tiger Form Incantation: \"The next Crouching Tiger you play this turn gets +3{p}. If you've pitched a blue card this turn, create a Crouching Tiger in your hand. Go again\" (+2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.7.4 (a name), 1.8.4 (a conditional effect, checked as it resolves), 1.14.3 and 3.14 (the pitch zone), 8.5.2 (create), 4.4.4 (this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next Crouching Tiger to become a chain link is the next played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1366', effect, "Wind Chakra: the next Crouching Tiger this turn gets +N power, more once its player has transcended",
     "As Wind Chakra (a non-attack action, cost 0) resolves, an effect waits for the next Crouching Tiger its player plays this turn ({kind: next_attack_power, player, amount, source, card_name: Crouching Tiger}): +3 (red; +2 yellow and blue), or, if its player has transcended this turn as it resolves (the turn's record transcended, FAB-1098), +5 (+4 yellow and blue). As an attack of that name becomes a chain link it gets the power (FAB-505); another attack leaves it waiting, and it ends with the turn. Its go again is the keyword's.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Wind Chakra: \"The next Crouching Tiger you play this turn gets +3{p}. If you've transcended this turn, instead it gets +5{p}. Go again\" (yellow and blue: +2, or +4). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.7.4 (a name), 1.8.4 (a conditional effect, checked as it resolves), 8.5.48 and 8.5.48a (transcend), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  zen_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-1365, FAB-1366).  card_texts_enigma.pl's
%   enigma_resolution_text//4 calls it.

zen_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_named_power(Named, Amounts, Rider)),
          card_prop(C, pitch, Pitch),
          card_id(C, Id),
          (   Rider = transcended_instead(More),
              turn_record(S0, "transcended", Who)      % card_texts_rhinar_blitz.pl
          ->  nth1(Pitch, More, N), Transcended = true
          ;   nth1(Pitch, Amounts, N), Transcended = false
          ),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, card_name:Named}, S1)
        }
    ->  (   { Transcended == true }
        ->  [ event('FAB-1366', zen_next_named_power_transcended, _{player:Who, card:Id, name:Named, amount:N}) ]
        ;   { Rider = transcended_instead(_) }
        ->  [ event('FAB-1366', zen_next_named_power_made, _{player:Who, card:Id, name:Named, amount:N, lasts:"turn"}) ]
        ;   [ event('FAB-1365', zen_next_named_power_made, _{player:Who, card:Id, name:Named, amount:N, lasts:"turn"}) ]
        ),
        (   { Rider = pitched_blue_creates_in_hand(Token) }
        ->  (   { pitched_blue(S1, Who, Blue) }        % card_texts_nuu.pl (FAB-1094)
            ->  { zen_created_in_hand(S1, Who, Id, Token, TId, S) },
                [ event('FAB-1365', zen_resolution_created_in_hand, _{player:Who, card:Id, token:TId, name:Token, blue:Blue}) ]
            ;   { S = S1 },
                [ event('FAB-1365', zen_resolution_no_blue_pitched, _{player:Who, card:Id, name:Token}) ]
            )
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

message(event(zen_next_named_power_transcended, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w has transcended this turn, so instead the next ~w they play this turn gets +~d power"-[L, F.player, F.name, F.amount] ].
message(event(zen_resolution_created_in_hand, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.blue, B), a_or_an(F.name, A) },
    [ "~w: ~w has pitched a blue card this turn (~w), so ~w ~w (~w) is created in their hand"-[L, F.player, B, A, F.name, F.token] ].
message(event(zen_resolution_no_blue_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's pitch zone holds no blue card (none pitched this turn), so no ~w is created"-[L, F.player, F.name] ].

                 /*******************************
                 *  UNTAMED, TIGER TAMING       *
                 *     KHAKKARA, WATER THE SEEDS *
                 *******************************/

rule('FAB-1367', effect, "Untamed and Tiger Taming Khakkara: when they attack, the next Crouching Tiger this combat chain gets +1 power",
     "When Untamed or Tiger Taming Khakkara attacks (its chain link opens), an effect waits for the next Crouching Tiger its player plays this combat chain ({kind: next_attack_power, player, amount: 1, source, card_name: Crouching Tiger, lasts: combat_chain}): as an attack of that name becomes a chain link it gets +1 power (FAB-505); another attack leaves it waiting; it ends as the combat chain closes. The Khakkara's attack ({r}{r}, once per turn, go again) is the card data's; Untamed's go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Untamed: \"When this attacks, the next Crouching Tiger you play this combat chain gets +1{p}. Go again\"; Tiger Taming Khakkara: \"Once per Turn Action - {r}{r}: Attack. Go again. When this attacks, the next Crouching Tiger you play this combat chain gets +1{p}.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 1.4.3a (a weapon's attack-proxy: the weapon attacks), 2.7.4 (a name), 7.7 (the combat chain closes: an effect that lasts this combat chain ends then), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Fire Tenet: Strike First's (FAB-1124).")).

rule('FAB-1368', effect, "Water the Seeds: when it attacks, the next attack this combat chain with 1 or less base power gets +1 power",
     "When Water the Seeds attacks (its chain link opens), an effect waits for its player's next attack this combat chain whose base power (the printed power of its card or weapon, effects not counted) is 1 or less ({kind: next_attack_power, player, amount: 1, source, max_base_power: 1, lasts: combat_chain}): as such an attack becomes a chain link it gets +1 power (FAB-505); an attack with more base power leaves it waiting; it ends as the combat chain closes. Water the Seeds' own attack (blue: base power 1) is not its next attack. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Water the Seeds: \"When this attacks, your next attack this combat chain with 1 or less base {p} gets +1{p}. Go again\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 2.9.2 (base power: the printed power, before effects), 1.8.10 (your next attack), 7.7 (the combat chain closes: an effect that lasts this combat chain ends then), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Fire Tenet: Strike First's (FAB-1124).")).

                 /*******************************
                 *   MASK OF WIZENED WHISKERS   *
                 *******************************/

rule('FAB-1369', effect, "Mask of Wizened Whiskers: when it defends, a card with combo of its player's graveyard goes on the bottom of their deck",
     "When Mask of Wizened Whiskers (head equipment; its Blade Break the keyword's, FAB-520) is declared as a defending card, its player puts a card with combo (the keyword Combo) from their graveyard on the bottom of their deck (a new object there). It is not optional. With exactly one such card in their graveyard and no card there the position does not show, that one goes at once; with none (and no unknown card), nothing happens. With two or more, or an unknown card there, the position waits for their choice (the pending choice combo_to_bottom, its source the Mask): a put move (to: bottom) names the card (FAB-1370). Not handled: where another choice already waits as it defends, the choice is not asked and nothing is put, and an event says so.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Mask of Wizened Whiskers: \"When this defends, put a card with combo from your graveyard on the bottom of your deck. Blade Break\" CR 7.3.2 (defending cards are declared in the defend step), 6.6 (a triggered effect), 1.8.6 (the player determines the card), 8.4.1 (combo), 3.7 and 3.8 (the deck and the graveyard), 3.0.9 (a card moved to a zone is a new object), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the defenders are declared, as Pack Call's (FAB-683), and asks the card where the choice is the player's.")).

rule('FAB-1370', constraint, "Mask of Wizened Whiskers' card is a card with combo of its player's graveyard, put on the bottom of the deck",
     "A put move answers the combo_to_bottom choice (FAB-1369): its player is the choice's, its card a card of their graveyard the position shows (an unknown card is named in the position first: its keywords decide) with the keyword Combo, and its `to` bottom.",
     ruling("", "Mask of Wizened Whiskers: \"... put a card with combo from your graveyard on the bottom of your deck.\" CR 8.4.1 (combo), 1.8.6 (the player determines the card), 3.7 and 3.8, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   whiskers_candidate(+Player:dict, -Card): Card, of Player's graveyard,
%   has combo (FAB-1369).
whiskers_candidate(P, C) :-
    key_value(graveyard, P, [], Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_prop(C, keywords, Ks), is_list(Ks),
    memberchk("Combo", Ks).

%   whiskers_defends(+S0, +Player, +Mask, -S)//: Mask defended: a card
%   with combo of Player's graveyard goes on the bottom of their deck, or
%   their choice waits (FAB-1369).
whiskers_defends(S0, Who, Mask, S) -->
    { card_id(Mask, MId),
      player(S0, Who, P),
      findall(C, whiskers_candidate(P, C), Cs),
      (   key_value(graveyard, P, [], Gy), member(U, Gy), unknown_card(U) -> Unknown = true ; Unknown = false )
    },
    (   { Cs == [], Unknown == false }
    ->  { S = S0 },
        [ event('FAB-1369', whiskers_no_combo_card, _{player:Who, card:MId}) ]
    ;   { Cs = [C], Unknown == false }
    ->  { card_id(C, CId) },
        whiskers_to_bottom(S0, Who, CId, MId, S)
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"combo_to_bottom", player:Who, controller:Who, source:Mask}) },
        [ event('FAB-1369', whiskers_waits, _{player:Who, card:MId}) ]
    ;   { S = S0 },
        [ event('FAB-1369', choice_not_asked, _{player:Who, card:MId, choice:"combo_to_bottom"}) ]
    ).

%   whiskers_to_bottom(+S0, +Player, +Id, +By, -S)//: the card Id of
%   Player's graveyard goes on the bottom of their deck, a new object.
whiskers_to_bottom(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, graveyard, Id, C, P1),
      new_object(C, New),                       % keywords_defense.pl
      key_value(deck, P1, [], Deck0),
      append(Deck0, [New], Deck),
      set_player(S0, P1.put(deck, Deck), S)
    },
    [ event('FAB-1369', whiskers_to_bottom, _{player:Who, card:Id, by:By}) ].

not_asked_words("combo_to_bottom", "which card with combo of their graveyard goes on the bottom of their deck, and none is put").

choice_action("combo_to_bottom", "put").
choice_phase("combo_to_bottom", "action").

broken('FAB-1370', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "combo_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = whiskers_no_card
    ;   get_dict(card, M, Id),
        \+ card_in(P, graveyard, Id, _)
    ->  Reason = whiskers_not_in_graveyard(Who, Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        unknown_card(C)
    ->  Reason = whiskers_unknown_card(Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        \+ whiskers_candidate(P, C)
    ->  Reason = whiskers_no_combo(C)
    ;   get_dict(to, M, To),
        To \== "bottom"
    ->  Reason = whiskers_not_on_bottom(To)
    ).

moot('FAB-1370', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "combo_to_bottom" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "combo_to_bottom",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    whiskers_to_bottom(S1, M.player, M.card, By, S).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"bottom"}) :-
    pending(S, Pd),
    Pd.choice == "combo_to_bottom",
    Who = Pd.player,
    player(S, Who, P),
    whiskers_candidate(P, C),
    card_id(C, Id).

message(event(whiskers_no_combo_card, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w's graveyard holds no card with combo, so none is put on the bottom of their deck"-[L, F.player] ].
message(event(whiskers_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w puts a card with combo from their graveyard on the bottom of their deck (a put move naming it, to: bottom)"-[L, F.player] ].
message(event(whiskers_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w, a card with combo, from their graveyard on the bottom of their deck"-[By, F.player, C] ].
message(whiskers_no_card) -->
    [ "a put move names the card with combo it puts on the bottom of the deck" ].
message(whiskers_not_in_graveyard(Who, Id)) -->
    [ "~w has no card ~w in their graveyard: Mask of Wizened Whiskers puts a card from the graveyard on the bottom of the deck"-[Who, Id] ].
message(whiskers_unknown_card(Id)) -->
    [ "~w is an unknown card: the position does not show whether it has combo; name it in the position to put it on the bottom of the deck"-[Id] ].
message(whiskers_no_combo(C)) -->
    { card_label(C, L) },
    [ "~w has no combo: Mask of Wizened Whiskers puts only a card with combo on the bottom of the deck"-[L] ].
message(whiskers_not_on_bottom(To)) -->
    [ "Mask of Wizened Whiskers' card goes on the bottom of the deck, not to the ~w"-[To] ].
message(no_choice_waits("combo_to_bottom")) -->
    [ "no card waits to go from a graveyard to the bottom of a deck: put answers Mask of Wizened Whiskers as it defends" ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("combo_to_bottom").
