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
      FAB-520).

    Crouching Tiger itself ("Ephemeral. Go again") is not read here: its
    ephemeral would take it out of the deck count (FAB-1093), and the
    Zen Blitz Deck's positions count it among its 40; a Crouching Tiger
    these texts create is a card of the hand whose text stays unread
    (FAB-119).  The deck's other cards stay assumptions of the answers,
    or make them unknown; docs/games/flesh-and-blood.md says which.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       combo("Crouching Tiger", Gains)   Pouncing Qi (Gains [power(1),
%                               go_again]) and Qi Unleashed ([power(4)]);
%                               cites('FAB-1360') among Gains names the
%                               rule the combo's event cites
%                               (card_texts_katsu_bravo.pl's
%                               rule_of_gains/2)
%       attack_pitched_blue_creates_in_hand(Token)   Companion of the
%                               Claw, Harmony of the Hunt (FAB-1361)
%       defends_creates_in_hand(Token)   Stride of Reprisal (FAB-1362)

card_text_read("Pouncing Qi", combo("Crouching Tiger", [power(1), go_again, cites('FAB-1360')])).
card_text_read("Qi Unleashed", combo("Crouching Tiger", [power(4), cites('FAB-1360')])).
card_text_read("Companion of the Claw", attack_pitched_blue_creates_in_hand("Crouching Tiger")).
card_text_read("Harmony of the Hunt", attack_pitched_blue_creates_in_hand("Crouching Tiger")).
card_text_read("Stride of Reprisal", defends_creates_in_hand("Crouching Tiger")).

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
     "When Companion of the Claw or Harmony of the Hunt attacks (its chain link opens), if its controller has pitched a blue card this turn (a blue card in their pitch zone, the cards pitched to play it among them: pitched_blue/3 of FAB-1094), a Crouching Tiger is created in their hand: its id is the attack's id and the token's name (a-cc-crouching-tiger). With no blue card in their pitch zone none is, whatever they pitch later this turn. Their go again is the keyword's. The Crouching Tiger created is a card whose text rulecheck does not read: an answer that depends on it says so.",
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
    ;   { S = S0 }
    ).

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
     "When Stride of Reprisal (legs equipment) is declared as a defending card, a Crouching Tiger is created in its controller's hand (the defending player's): its id is the equipment's id and the token's name (b-sr-crouching-tiger). Its Blade Break is the keyword's (FAB-520: destroyed as the combat chain closes). The Crouching Tiger created is a card whose text rulecheck does not read: an answer that depends on it says so.",
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
    ;   { S1 = S0 }
    ),
    zen_defend_text(S1, Who, Cs, S).

message(event(zen_defend_created_in_hand, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w defends: ~w ~w (~w) is created in ~w's hand"-[L, A, F.name, F.token, F.player] ].
