/*  Flesh and Blood: the texts of the Nuu Blitz Deck's cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled; targeting/4 and target_gains//7,
    card_texts_katsu_bravo.pl, read the targets).  Read here (Flesh and
    Blood Comprehensive Rules, as published February 2026):

    - Fang Strike: "Ephemeral. Target attack action card gets +1{p}."
      (FAB-1091; its ephemeral: FAB-1093);
    - Slither: "Ephemeral. Target attack action card gets go again."
      (FAB-1092; its ephemeral: FAB-1093);
    - Ephemeral: "If this would be put into a graveyard from anywhere,
      instead it ceases to exist." (FAB-1093);
    - Hiss and Venomous Bite: "Target Assassin or Mystic attack action
      card gets +3{p}. If you've pitched a blue card this turn, create a
      Slither (a Fang Strike) in your hand." (+2 yellow, +1 blue;
      FAB-1094);
    - Arousing Wave and Undertow Stilettos: "Attack Reaction - {r},
      destroy this: Create a Fang Strike (a Slither) in your hand.
      Battleworn" (FAB-1095; the ability's cost and type are the card
      data's, Battleworn the keyword's);
    - Deep Blue Sea: "This gets +1{p} for each blue card you've pitched
      this turn." (FAB-1096);
    - Beckoning Mistblade: "When this hits, your next blue attack this
      turn gets +1{p} and go again." (FAB-1097; its once-per-turn attack
      ({r}{r}, go again) is the card data's);
    - Tide Chakra: "Target Assassin or Mystic attack action card gets
      +3{p}. If you've transcended this turn, instead it gets +5{p}."
      (+2/+4 yellow, +1/+3 blue; FAB-1098: the turn's record
      transcended);
    - Art of Desire: Body, Desires of Flesh, Impulsive Desire, Mind's
      Desire: "Stealth. When this hits a hero, banish the top card of
      their deck. Whenever this banishes a red card (an attack action
      card; a reaction or instant card; a non-attack action card), draw a
      card and gain 1{h} (gain 1{h})." (FAB-1099; stealth is
      the keyword's, FAB-710);
    - Double Trouble: "Stealth. If you've played or activated 2 or more
      attack reactions this chain link, this gets +2{p} and 'When this
      hits a hero, banish the top 2 cards of their deck.'" (FAB-1100).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, targeted_rule/2, legal_target/3, spec_words/2,
   ability_text_resolved//5, effect//4, broken/4.

%   The texts read here (card_text_read/2):
%
%       target_gains_power(play, attack_action_card, 1)   Fang Strike:
%                               "Target attack action card gets +1{p}."
%                               (FAB-1091, the targets of FAB-622)
%       target_gains_power(play, attack_action_card, go_again)   Slither:
%                               "Target attack action card gets go
%                               again." (FAB-1092)
%       ephemeral               "Ephemeral": the card ceases to exist
%                               where it would be put into a graveyard
%                               (FAB-1093)
%       target_gains_power(play, assassin_or_mystic_attack_action_card,
%       per_pitch([3, 2, 1])) and pitched_blue_creates_in_hand(Token)
%                               Hiss, Venomous Bite (FAB-1094)
%       ability_creates_in_hand(Token)   Arousing Wave, Undertow
%                               Stilettos: their ability creates Token in
%                               its player's hand (FAB-1095)
%       power_per_blue_pitched(N)   Deep Blue Sea: +N power for each
%                               blue card its player has pitched this
%                               turn (FAB-1096)
%       hit_next_blue_attack_power_go_again(N)   Beckoning Mistblade
%                               (FAB-1097)
%       target_gains_power(play, assassin_or_mystic_attack_action_card,
%       per_pitch([3, 2, 1])) and transcended_instead_more(2)   Tide
%                               Chakra: 2 more where its player has
%                               transcended this turn (FAB-1098)
%       hit_banish_top_gains(Kind, Gains)   Art of Desire: Body (Kind
%                               red_card, Gains [draw(1), life(1)]),
%                               Desires of Flesh (attack_action_card),
%                               Impulsive Desire (reaction_or_instant),
%                               Mind's Desire (non_attack_action), the
%                               last three [life(1)] (FAB-1099)
%       after_attack_reactions(K, N, hit_banish_top(M))   Double Trouble:
%                               with K or more attack reactions played
%                               or activated on its link, +N power and a
%                               hit that banishes the top M cards of the
%                               hit hero's deck (FAB-1100)

card_text_read("Fang Strike", target_gains_power(play, attack_action_card, 1)).
card_text_read("Fang Strike", ephemeral).
card_text_read("Slither", target_gains_power(play, attack_action_card, go_again)).
card_text_read("Slither", ephemeral).
card_text_read("Hiss", target_gains_power(play, assassin_or_mystic_attack_action_card, per_pitch([3, 2, 1]))).
card_text_read("Hiss", pitched_blue_creates_in_hand("Slither")).
card_text_read("Venomous Bite", target_gains_power(play, assassin_or_mystic_attack_action_card, per_pitch([3, 2, 1]))).
card_text_read("Venomous Bite", pitched_blue_creates_in_hand("Fang Strike")).
card_text_read("Arousing Wave", ability_creates_in_hand("Fang Strike")).
card_text_read("Undertow Stilettos", ability_creates_in_hand("Slither")).
card_text_read("Deep Blue Sea", power_per_blue_pitched(1)).
card_text_read("Beckoning Mistblade", hit_next_blue_attack_power_go_again(1)).
card_text_read("Tide Chakra", target_gains_power(play, assassin_or_mystic_attack_action_card, per_pitch([3, 2, 1]))).
card_text_read("Tide Chakra", transcended_instead_more(2)).
card_text_read("Art of Desire: Body", hit_banish_top_gains(red_card, [draw(1), life(1)])).
card_text_read("Desires of Flesh", hit_banish_top_gains(attack_action_card, [life(1)])).
card_text_read("Impulsive Desire", hit_banish_top_gains(reaction_or_instant, [life(1)])).
card_text_read("Mind's Desire", hit_banish_top_gains(non_attack_action, [life(1)])).
card_text_read("Double Trouble", after_attack_reactions(2, 2, hit_banish_top(2))).

                 /*******************************
                 *          FANG STRIKE         *
                 *******************************/

rule('FAB-1091', effect, "Fang Strike: a target attack action card gets +1 power",
     "Fang Strike (an attack reaction, cost 0) targets an attack action card on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without a legal target it cannot be played; a move naming none, or naming a card that is not one, breaks that rule). As it resolves, the target, if still legal, gets +1 power: an attack on a chain link counts it in the link's power_bonus; a defending card's power changes nothing. If the target is no longer legal, nothing happens. Fang Strike then ceases to exist instead of going to the graveyard (ephemeral, FAB-1093).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Fang Strike: \"Ephemeral. Target attack action card gets +1{p}.\" CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 5.1.4a (the player declares the targets), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.8 (gets: a numerical property), 8.1.2a (attack reactions), 8.3.21 (ephemeral), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The rule Fang Strike's power event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-1091') :-
    text_read_name(C, "Fang Strike").

                 /*******************************
                 *            SLITHER           *
                 *******************************/

rule('FAB-1092', effect, "Slither: a target attack action card gets go again",
     "Slither (an attack reaction, cost 0) targets an attack action card on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without a legal target it cannot be played). As it resolves, the target, if still legal, gets go again: an attack on a chain link has go again as that link resolves (the link's go_again); a defending card's go again changes nothing. If the target is no longer legal, nothing happens. Slither then ceases to exist instead of going to the graveyard (ephemeral, FAB-1093).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Slither: \"Ephemeral. Target attack action card gets go again.\" CR 1.8.5 and 1.8.5a (a targeted effect), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.9 (gets: a non-numerical property), 8.3.5 (go again: read as the chain link resolves), 8.1.2a (attack reactions), 8.3.21 (ephemeral), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The rule Slither's go again event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-1092') :-
    text_read_name(C, "Slither").

                 /*******************************
                 *           EPHEMERAL          *
                 *******************************/

rule('FAB-1093', effect, "Ephemeral: a card that would go to a graveyard ceases to exist instead",
     "A card whose text, read by rulecheck, has ephemeral (Fang Strike, Slither, Crouching Tiger: card_texts_zen.pl) that would be put into a graveyard from anywhere (resolved, discarded, destroyed, cleared from the combat chain as it closes, failing to resolve) ceases to exist instead: it is removed from the game, in no zone, and the event that would have said it went to the graveyard is followed by one that says it ceased to exist. A card marked text_read false keeps its facts only: it goes to the graveyard, and the answers that depend on it are unknown (FAB-119).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Ephemeral: CR 8.3.21 (a static ability: \"If this would be put into a graveyard from anywhere, instead it ceases to exist.\"), 8.3.21b (a card that ceases to exist is removed from the game and has no further interaction with the rules and effects), 6.4.1 (a replacement effect replaces an event with a modified event), 3.0.12 (to clear an object is to move it to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Its meta-static half (\"You can't start the game with this in your deck\", 8.3.21a) is deck-building: rulecheck checks no card-pool.")).

%!  ephemeral_card(+Card) is semidet.
%
%   Card's text, read here, has ephemeral (FAB-1093).

ephemeral_card(C) :-
    is_dict(C),
    text_read_name(C, Name),
    card_text_read(Name, ephemeral).

%!  ephemeral_keyword_card(+Card) is semidet.
%
%   Card is one whose ephemeral rulecheck reads (Fang Strike, Slither,
%   and Crouching Tiger, card_texts_zen.pl), its text marked read or not
%   (the keyword's deck-building half is a printed fact): it never starts
%   the game in a deck (CR 8.3.21a), so the deck count (FAB-103) and the
%   cards a move conserves (inventory/2) leave it out, and `rulecheck
%   new` builds no deck with a card that has the keyword (setup.pl's
%   pool_card/2).

ephemeral_keyword_card(C) :-
    is_dict(C),
    get_dict(name, C, Name),
    card_text_read(Name, ephemeral).

%!  ephemeral_removed(+Player0, +Cards0, -Cards, -Player) is det.
%
%   Cards0 are about to be put into Player0's graveyard (position.pl,
%   add_cards/4): the ephemeral ones cease to exist instead; Player
%   keeps them (ceased, out of every zone) until the move's event says
%   so (ephemeral_ceased//2).

ephemeral_removed(P0, Cards0, Cards, P) :-
    partition(ephemeral_card, Cards0, Gone, Cards),
    (   Gone == []
    ->  P = P0
    ;   key_value(ceased, P0, [], Gone0),
        append(Gone0, Gone, Gone1),
        P = P0.put(ceased, Gone1)
    ).

%!  ephemeral_ceased(+State0, -State)// is det.
%
%   The move is done: each ephemeral card that ceased to exist instead of
%   going to a graveyard (FAB-1093) says so in an event; the players lose
%   the record.

ephemeral_ceased(S0, S) -->
    { players(S0, Ps),
      findall(Name-Id, ( member(P, Ps),
                         get_dict(ceased, P, Cs),
                         get_dict(name, P, Name),
                         member(C, Cs),
                         card_id(C, Id) ), Gone)
    },
    (   { Gone == [] }
    ->  { S = S0 }
    ;   { maplist(ceased_unrecorded, Ps, Ps1),
          S = S0.put(players, Ps1)
        },
        ceased_events(Gone)
    ).

ceased_unrecorded(P0, P) :-
    (   del_dict(ceased, P0, _, P1) -> P = P1 ; P = P0 ).

ceased_events([]) --> [].
ceased_events([Who-Id|Gs]) -->
    [ event('FAB-1093', ephemeral_ceased, _{player:Who, card:Id}) ],
    ceased_events(Gs).

message(event(ephemeral_ceased, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w would go to ~w's graveyard: it is ephemeral, so instead it ceases to exist (removed from the game)"-[L, F.player] ].

                 /*******************************
                 *     HISS, VENOMOUS BITE      *
                 *******************************/

rule('FAB-1094', effect, "Hiss and Venomous Bite: +N power to a target Assassin or Mystic attack action card, and a Slither or a Fang Strike in hand after a blue card pitched",
     "Hiss and Venomous Bite (attack reactions, cost 1) target an attack action card of the Assassin class or the Mystic talent on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without one they cannot be played). As one resolves, if its target is still legal, the target gets +3 power (red; +2 yellow, +1 blue): an attack on a chain link counts it; a defending card's power changes nothing. Then, if its controller has pitched a blue card this turn (a blue card in their pitch zone, the card pitched to pay for it among them), a Slither (Hiss) or a Fang Strike (Venomous Bite) is created in their hand: its id is the reaction's id and the token's name. With no blue card in the pitch zone none is. If the target is no longer legal the layer fails to resolve: no power, no card.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Hiss: \"Target Assassin or Mystic attack action card gets +3{p}. If you've pitched a blue card this turn, create a Slither in your hand.\" Venomous Bite: \"... create a Fang Strike in your hand.\" CR 1.8.5 and 1.8.5a (a targeted effect), 2.11.6a and 2.11.6b (the class Assassin, the talent Mystic), 5.3.2a (a layer whose targets are all illegal fails to resolve), 1.8.4 (a conditional effect, checked as it resolves), 1.14.3 and 3.14 (a pitched card goes to its player's pitch zone, a public zone, where it stays until the end phase), 8.5.2 and 8.5.2c (create: a token created in a zone a player owns enters it under their control), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads \"pitched a blue card this turn\" off the pitch zone: a card an effect took from it this turn is not seen.")).

legal_target(S, assassin_or_mystic_attack_action_card, Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl (FAB-622)
    card_type(C, "attack action"),
    (   card_prop(C, classes, Cs), is_list(Cs), memberchk("Assassin", Cs)
    ->  true
    ;   card_prop(C, talents, Ts), is_list(Ts), memberchk("Mystic", Ts)
    ),
    card_id(C, Id).

spec_words(assassin_or_mystic_attack_action_card, "an Assassin or Mystic attack action card").

%   The rule Hiss's and Venomous Bite's power event cites
%   (card_texts_katsu_bravo.pl, targeted_text//3).
targeted_rule(C, 'FAB-1094') :-
    text_read_name(C, Name),
    card_text_read(Name, pitched_blue_creates_in_hand(_)).
targeted_rule(C, 'FAB-1098') :-
    text_read_name(C, Name),
    card_text_read(Name, transcended_instead_more(_)).

%!  blue_pitched_count(+State, +Player, -Count:integer) is det.
%
%   Count blue cards are in Player's pitch zone: the blue cards they have
%   pitched this turn (FAB-1096).

blue_pitched_count(S, Who, K) :-
    player(S, Who, P),
    key_value(pitch, P, [], Cs),
    aggregate_all(count, ( member(C, Cs), is_dict(C), card_printing(C, _, Colour), Colour == "blue" ), K).

%!  pitched_blue(+State, +Player, -Id) is semidet.
%
%   Player has pitched a blue card this turn: Id, a blue card of their
%   pitch zone (FAB-1094).

pitched_blue(S, Who, Id) :-
    player(S, Who, P),
    key_value(pitch, P, [], Cs),
    member(C, Cs),
    is_dict(C),
    card_printing(C, _, Colour),
    Colour == "blue",
    card_id(C, Id),
    !.

%!  pitched_blue_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved with
%   its Target still legal: if Player has pitched a blue card this turn,
%   the token its text names is created in their hand (FAB-1094).

pitched_blue_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, pitched_blue_creates_in_hand(Token)),
          targeting(C, play, Spec, _),          % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          card_id(C, Id)
        }
    ->  (   { pitched_blue(S0, Who, Blue) }
        ->  { new_token_id(S0, Id, Token, TId), % card_texts.pl
              player(S0, Who, P0),
              key_value(hand, P0, [], Hand0),
              append(Hand0, [_{id:TId, name:Token}], Hand),
              set_player(S0, P0.put(hand, Hand), S)
            },
            [ event('FAB-1094', created_in_hand, _{player:Who, card:Id, token:TId, name:Token, blue:Blue}) ]
        ;   { S = S0 },
            [ event('FAB-1094', no_blue_pitched, _{player:Who, card:Id, name:Token}) ]
        )
    ;   transcended_rider(S0, Who, C, T, S)     % FAB-1098
    ).

message(event(created_in_hand, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.blue, B), a_or_an(F.name, A) },
    [ "~w: ~w has pitched a blue card this turn (~w), so ~w ~w (~w) is created in their hand"-[L, F.player, B, A, F.name, F.token] ].
message(event(no_blue_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's pitch zone holds no blue card (none pitched this turn), so no ~w is created"-[L, F.player, F.name] ].

                 /*******************************
                 *  AROUSING WAVE, UNDERTOW     *
                 *          STILETTOS           *
                 *******************************/

rule('FAB-1095', effect, "Arousing Wave and Undertow Stilettos: destroyed, a Fang Strike or a Slither in hand",
     "Arousing Wave (arms) and Undertow Stilettos (legs) have the attack reaction ability \"{r}, destroy this: Create a Fang Strike (a Slither) in your hand\": activating it costs 1 resource point and destroys the equipment (to the graveyard), and only the player who controls the attack, in the reaction step (FAB-403's checks); as the ability resolves a Fang Strike (Arousing Wave) or a Slither (Undertow Stilettos) is created in its player's hand, its id the equipment's id and the token's name. Their Battleworn is the keyword's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Arousing Wave: \"Attack Reaction - {r}, destroy this: Create a Fang Strike in your hand. Battleworn\"; Undertow Stilettos: \"... Create a Slither in your hand. Battleworn\". CR 5.2.1 (an activated ability's cost and effect), 8.1.2a (an attack reaction ability is activated only by the player who controls the attack, in the reaction step), 8.5.2 and 8.5.2c (create: a token created in a zone a player owns enters it under their control), 8.3.2 (Battleworn), 1.2.3 (the last known information of a source destroyed as the cost), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer L of a card whose ability creates a token in its
%   player's hand (FAB-1095) resolves: its source, destroyed as the cost,
%   is the card of that id in the position (its last known self).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_creates_in_hand(Token)),
      new_token_id(S0, Id, Token, TId),         % card_texts.pl
      player(S0, Who, P0),
      key_value(hand, P0, [], Hand0),
      append(Hand0, [_{id:TId, name:Token}], Hand),
      set_player(S0, P0.put(hand, Hand), S)
    },
    [ event('FAB-1095', ability_created_in_hand, _{player:Who, card:Id, token:TId, name:Token}) ].

message(event(ability_created_in_hand, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w's ability resolves: ~w ~w (~w) is created in ~w's hand"-[L, A, F.name, F.token, F.player] ].

                 /*******************************
                 *         DEEP BLUE SEA        *
                 *******************************/

rule('FAB-1096', effect, "Deep Blue Sea: +1 power for each blue card its player has pitched this turn",
     "An attack with Deep Blue Sea has +1 power for each blue card its controller has pitched this turn (the blue cards of their pitch zone: those pitched to pay for it among them): as its chain link opens the link records that power (blue_pitched_power), and whenever they pitch another blue card while the link is on the combat chain (paying for an attack reaction, an ability) it grows by 1; the damage, and every read of the link's power, count it. A position written by hand in the middle of the chain may say it in blue_pitched_power; where it says less, or nothing, the damage step counts it before the damage is dealt (and the next pitch does). Off the chain (in hand, in a deck, defending) the text is not functional and its power is the printed 5 (red), 4 or 3.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Deep Blue Sea: \"This gets +1{p} for each blue card you've pitched this turn.\" CR 1.7.4 (a static ability is functional while its source is public and in the arena: the combat chain, not a hand or a deck; 1.7.4a: not while it defends), 2.1.2 (a card's colour is its colour strip), 2.9.3 and 8.5.8 (effects modify power), 1.14.3 and 3.14 (a pitched card goes to its player's pitch zone, where it stays until the end phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the blue cards pitched this turn off the pitch zone: a card an effect took from it this turn is not seen.")).

%!  blue_pitched_check(+State0, +Player, -State)// is det.
%
%   Player pitched, or a chain link of theirs opened
%   (card_texts_katsu_bravo.pl, pitched_power_check//3): each chain link
%   of theirs whose attack's text gives it power for the blue cards they
%   have pitched this turn records the power now due, if more than it
%   had (FAB-1096).

blue_pitched_check(S0, Who, S) -->
    (   { chain_open(S0),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          key_value(controller, L0, S0.turn_player, W), W == Who,
          link_attack(L0, A),
          text_read_name(A, Name),
          card_text_read(Name, power_per_blue_pitched(N)),
          blue_pitched_count(S0, Who, Count),
          Power is N * Count,
          key_value(blue_pitched_power, L0, 0, Power0),
          Power > Power0,
          !,
          nth0(K, Links, L0.put(blue_pitched_power, Power), Rest),
          S1 = S0.put(chain, Chain0.put(links, Links)),
          card_id(A, AId)
        }
    ->  [ event('FAB-1096', blue_pitched_power, _{player:Who, attack:AId, blue:Count, amount:Power}) ],
        blue_pitched_check(S1, Who, S)
    ;   { S = S0 }
    ).

%   nuu_power_bonus(+Link, -Bonus): the power Deep Blue Sea's or Double
%   Trouble's text gives Link's attack (FAB-1096, FAB-1100; card_texts.pl's
%   text_power_bonus/2).
nuu_power_bonus(L, B) :-
    (   get_dict(blue_pitched_power, L, N), integer(N),
        link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, power_per_blue_pitched(_))
    ->  B = N
    ;   double_trouble_met(L, N, _)             % FAB-1100
    ->  B = N
    ;   B = 0
    ).

message(event(blue_pitched_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: ~w has pitched ~d blue card(s) this turn"-[L, F.amount, F.player, F.blue] ].

                 /*******************************
                 *      BECKONING MISTBLADE     *
                 *******************************/

rule('FAB-1097', effect, "Beckoning Mistblade: when it hits, the next blue attack this turn gets +1 power and go again",
     "When Beckoning Mistblade's attack hits (deals damage to the defending hero in the damage step), two effects wait in the state's effects for its controller's next blue attack this turn (kind next_attack_power, amount 1, and kind next_attack_go_again, each with color blue): as an attack of a blue card becomes a chain link, it gets +1 power and go again (FAB-505); an attack of another colour (a weapon's, which has none) leaves them waiting, and they end with the turn (FAB-115). An attack that deals no damage makes none. Its once-per-turn attack ({r}{r}) and its own go again are the card data's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Beckoning Mistblade: \"Once per Turn Action - {r}{r}: Attack. Go again. When this hits, your next blue attack this turn gets +1{p} and go again.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 1.8.10 (your next attack: the next that comes under the player's control), 2.1.2 (a card's colour is its colour strip; a weapon has none), 8.3.5 (go again), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Plunge's (FAB-660).")).

%!  mistblade_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its text is Beckoning
%   Mistblade's, the next blue attack of its controller this turn will
%   get +N power and go again (FAB-1097); card_texts_benji_blitz.pl's
%   benji_blitz_hit_text//4 calls it.

mistblade_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_next_blue_attack_power_go_again(N)),
          card_id(A, AId),
          Who = L.controller,
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:AId, color:"blue"}, S1),
          add_effect(S1, _{kind:"next_attack_go_again", player:Who, source:AId, color:"blue"}, S)
        }
    ->  [ event('FAB-1097', blue_attack_effect_made, _{player:Who, card:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  colour_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   The next-attack Effect applies to Attack as far as its colour goes:
%   it names none, or Attack's card is of that colour (FAB-1097).

colour_effect_fits_attack(E, A) :-
    (   get_dict(color, E, Colour)
    ->  card_printing(A, _, Colour0),
        Colour0 == Colour
    ;   true
    ).

message(event(blue_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits: ~w's next blue attack this turn gets +~d power and go again"-[L, F.player, F.amount] ].

                 /*******************************
                 *          TIDE CHAKRA         *
                 *******************************/

rule('FAB-1098', effect, "Tide Chakra: +N power to a target Assassin or Mystic attack action card, 2 more once its player has transcended this turn",
     "Tide Chakra (an attack reaction, cost 1) targets an attack action card of the Assassin class or the Mystic talent on the combat chain or on the stack (FAB-622, the targets of FAB-1094). As it resolves, if its target is still legal, the target gets +3 power (red; +2 yellow, +1 blue), or, if its controller has transcended this turn, +5 instead (+4 yellow, +3 blue): the 2 more are counted as a second gain of the same resolution. Whether a player has transcended this turn is the turn's record in the state's effects ({kind: transcended, player}): a card that transcends writes it (FAB-1400), and a position given in the middle of a turn says so there; else the player has not.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Tide Chakra: \"Target Assassin or Mystic attack action card gets +3{p}. If you've transcended this turn, instead it gets +5{p}.\" CR 1.8.5 and 1.8.5a (a targeted effect), 2.11.6a and 2.11.6b (the class Assassin, the talent Mystic), 1.8.4 (a conditional effect, checked as it resolves), 8.5.48 and 8.5.48a (transcend: the player who controls the effect has transcended), 4.4.4 (this turn ends with it), 5.3.2a (a layer whose targets are all illegal fails to resolve), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  transcended_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved with
%   its Target still legal: if Player has transcended this turn, the
%   target gets the more its text gives instead (FAB-1098).

transcended_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, transcended_instead_more(N)),
          targeting(C, play, Spec, Base),       % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          turn_record(S0, "transcended", Who),  % card_texts_rhinar_blitz.pl
          card_id(C, Id),
          target_link_power(S0, T, N, S, OnLink),
          Total is Base + N
        }
    ->  [ event('FAB-1098', transcended_more_power, _{player:Who, card:Id, target:T, amount:N, total:Total, attacking:OnLink}) ]
    ;   { S = S0 }
    ).

message(event(transcended_more_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: ~w has transcended this turn, so instead its target ~w gets +~d power (~d more)"-[L, F.player, T, F.total, F.amount] ].

                 /*******************************
                 *   THE DESIRES: A HIT BANISHES *
                 *        THE TOP CARD          *
                 *******************************/

rule('FAB-1099', effect, "Art of Desire: Body, Desires of Flesh, Impulsive Desire, Mind's Desire: a hit banishes the top card of the hit hero's deck, and a card of the kind named gains life",
     "When Art of Desire: Body, Desires of Flesh, Impulsive Desire or Mind's Desire hits a hero (deals damage to the defending hero in the damage step), the top card of that hero's player's deck is banished, face up, into their banished zone; with an empty deck nothing is. If the card banished is a red card (Art of Desire: Body; its colour strip), an attack action card (Desires of Flesh), a reaction or instant card (an attack reaction, a defense reaction, an instant: Impulsive Desire) or a non-attack action card (an action card that is not an attack: Mind's Desire), the attack's controller gains 1 life, and for Art of Desire: Body first draws a card. A top card the position shows is banished at once. A top card it does not show waits for the banish_top choice (Blood Tribute's, FAB-954: its player the deck's, a put move, to: banished, naming that card once the position names it, FAB-106): what the card is decides the gain, so rulecheck never guesses it; what else the hit sets off (Katsu's effect, a weapon's) follows the answer. Where another choice already waits as the hit's texts resolve and the top card is unknown, the banish is not asked and an event says so (not handled).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Desires of Flesh: \"Stealth. When this hits a hero, banish the top card of their deck. Whenever this banishes an attack action card, gain 1{h}.\" Art of Desire: Body: \"... Whenever this banishes a red card, draw a card and gain 1{h}.\" Impulsive Desire: \"... a reaction or instant card ...\" Mind's Desire: \"... a non-attack action card ...\" CR 7.5.5 (an attack hits when it deals damage to the attack-target), 6.6 (a triggered effect acts on its event), 8.5.1 (banish: face up into the owner's banished zone), 3.7 (the deck: its top card), 2.1.2 (colour), 2.15 (types: action, attack reaction, defense reaction, instant), 8.5.6 (draw), 8.5.7 (gain life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layers at once, as the damage is dealt, as it does Plunge's (FAB-660); the triggered gain follows the banish that sets it off.")).

%!  desire_banish_top(+Pending) is semidet.
%
%   The banish_top choice Pending waits for a Desire's hit (FAB-1099).

desire_banish_top(Pd) :-
    Pd.choice == "banish_top",
    get_dict(source, Pd, A),
    is_dict(A),
    text_read_name(A, Name),
    card_text_read(Name, hit_banish_top_gains(_, _)).

%!  desire_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its text is a Desire's, the
%   top card of the defending player's deck is banished (or waits to be
%   named), and its kind may give the attacker its gains (FAB-1099).

desire_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banish_top_gains(_, _)),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S0 },
            [ event('FAB-1099', desire_deck_empty, _{player:Def, attack:AId}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  desire_banished(S0, L.controller, Def, A, S)
        ;   { pending(S0, _) }
        ->  { S = S0, P.deck = [Top|_], card_id(Top, TId) },
            [ event('FAB-1099', desire_banish_not_asked, _{player:Def, attack:AId, card:TId}) ]
        ;   { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"banish_top", player:Def, controller:Def, source:A}) },   % the deck's player names it (FAB-954)
            [ event('FAB-1099', desire_banish_waits, _{player:Def, attack:AId, card:TId}) ]
        )
    ;   { S = S0 }
    ).

%   desire_banished(+S0, +Attacker, +Defender, +Attack, -S)//: the top
%   card of Defender's deck, one the position shows, is banished; its
%   kind may give Attacker the gains of Attack's text (FAB-1099).
desire_banished(S0, Who, Def, A, S) -->
    { card_id(A, AId),
      player(S0, Def, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S1),
      card_id(Top, TId),
      text_read_name(A, Name),
      card_text_read(Name, hit_banish_top_gains(Kind, Gains))
    },
    [ event('FAB-1099', desire_top_banished, _{player:Def, attack:AId, card:TId}) ],
    (   { desire_kind(Kind, Top) }
    ->  desire_gains(Gains, Who, AId, S1, S)
    ;   { S = S1 },
        [ event('FAB-1099', desire_no_gain, _{player:Who, attack:AId, card:TId}) ]
    ).

%   desire_kind(?Kind, +Card): Card is of the kind a Desire names.
desire_kind(red_card, C) :-
    card_printing(C, _, Colour),
    Colour == "red".
desire_kind(attack_action_card, C) :-
    card_type(C, "attack action").
desire_kind(reaction_or_instant, C) :-
    card_type(C, T),
    memberchk(T, ["attack reaction", "defense reaction", "instant"]).
desire_kind(non_attack_action, C) :-
    card_type(C, "action").

desire_gains([], _, _, S, S) --> [].
desire_gains([draw(N)|Gs], Who, AId, S0, S) -->
    draw_cards(Who, N, AId, S0, S1),            % triggers.pl
    desire_gains(Gs, Who, AId, S1, S).
desire_gains([life(N)|Gs], Who, AId, S0, S) -->
    gain_life(S0, Who, N, AId, S1),             % effects.pl
    desire_gains(Gs, Who, AId, S1, S).

%   The banish_top choice a Desire's hit waits for (FAB-1099): its put
%   move banishes the named top card, the gains follow, then what else
%   the hit sets off (card_texts_katsu_blitz.pl's hit_texts_after_draw//4).
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      desire_banish_top(Pd),
      choice_answered(S0, S1),
      opponent(S1, M.player, Who)               % the attacker: the hit hero's opponent
    },
    desire_banished(S1, Who, M.player, Pd.source, S2a),
    hunted_banished_between(S1, S2a, Who, M.player, S2),   % card_texts_hunted.pl: contracts (FAB-1171)
    (   { active_link(S2, L), link_attack(L, A) }
    ->  hit_texts_after_draw(S2, L, A, S)
    ;   { S = S2 }
    ).

message(event(desire_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w's deck is empty, so no card is banished"-[L, F.player] ].
message(event(desire_banish_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: the top card of ~w's deck, ~w, which the position does not show, is banished: name it in the position, then a put move (to: banished) banishes it"-[L, F.player, F.card] ].
message(event(desire_banish_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: the top card of ~w's deck, ~w, which the position does not show, would be banished, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player, F.card] ].
message(event(desire_top_banished, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C) },
    [ "~w hits: the top card of ~w's deck, ~w, is banished"-[L, F.player, C] ].
message(event(desire_no_gain, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C) },
    [ "~w banished ~w, not of the kind its text names: ~w gains nothing"-[L, C, F.player] ].

                 /*******************************
                 *         DOUBLE TROUBLE       *
                 *******************************/

rule('FAB-1100', effect, "Double Trouble: after 2 or more attack reactions this chain link, +2 power and a hit that banishes the top 2 cards of the hit hero's deck",
     "While Double Trouble attacks on the active chain link, each attack reaction card its controller plays and each attack reaction ability they activate on that link is counted there as it is played or activated (attack_reactions, kept where the attack's text reads it). With 2 or more, it has +2 power (the damage counts it) and \"When this hits a hero, banish the top 2 cards of their deck.\": when it hits, the top 2 cards of the hit hero's player's deck go face up into their banished zone (cards the position does not show as unknown cards: nothing reads them; fewer with a shorter deck). With fewer, it has its printed power and no such hit. A position written by hand says the count in the link's attack_reactions (default 0).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Double Trouble: \"Stealth. If you've played or activated 2 or more attack reactions this chain link, this gets +2{p} and 'When this hits a hero, banish the top 2 cards of their deck.'\" CR 5.4.7 (a static ability with a condition applies while it holds), 5.1 and 5.2 (a card is played, an ability activated, as it is put on the stack), 8.1.2a (attack reactions), 7.0.4 (a chain link), 7.5.5 (a hit), 6.6 (a triggered effect), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the hit's triggered-layer at once, as it does Plunge's (FAB-660).")).

%!  attack_reactions_counted(+State0, +Player, +Type, -State) is det.
%
%   Player played a card, or activated an ability, of Type: an attack
%   reaction, on the active chain link whose attack is Player's and whose
%   text counts them (Double Trouble), is counted there (attack_reactions,
%   FAB-1100); card_texts_uzuri.pl's attack_reaction_noted/4 calls it.

attack_reactions_counted(S0, Who, T, S) :-
    (   T == "attack reaction",
        chain_open(S0),
        Chain0 = S0.chain,
        once(append(Links0, [L0], Chain0.links)),
        L0.controller == Who,
        link_attack(L0, A),
        text_read_name(A, Name),
        card_text_read(Name, after_attack_reactions(_, _, _))
    ->  key_value(attack_reactions, L0, 0, K0),
        K is K0 + 1,
        append(Links0, [L0.put(attack_reactions, K)], Links),
        S = S0.put(chain, Chain0.put(links, Links))
    ;   S = S0
    ).

%   double_trouble_met(+Link, -Power, -Banish): Link's attack is Double
%   Trouble with enough attack reactions counted: +Power, and its hit
%   banishes the top Banish cards (FAB-1100).
double_trouble_met(L, N, M) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, after_attack_reactions(K, N, hit_banish_top(M))),
    key_value(attack_reactions, L, 0, Count),
    integer(Count),
    Count >= K.

%!  nuu_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: the texts read here on a hit
%   (FAB-1099, FAB-1100); card_texts_katsu_bravo.pl's deck_hit_text//5
%   calls it.

nuu_hit_text(S0, L, A, S) -->
    double_trouble_hit(S0, L, S1),
    desire_hit_text(S1, L, A, S).

double_trouble_hit(S0, L, S) -->
    (   { double_trouble_met(L, _, M),
          link_attack(L, A),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0),
          length(P0.deck, DL),
          K is min(M, DL),
          length(Top, K),
          append(Top, Rest, P0.deck),
          add_cards(P0.put(deck, Rest), banished, Top, P1),
          set_player(S0, P1, S),
          maplist(card_id, Top, Ids)
        }
    ->  [ event('FAB-1100', double_trouble_banished, _{player:Def, attack:AId, cards:Ids}) ]
    ;   { S = S0 }
    ).

message(event(double_trouble_banished, F, S0)) -->
    { event_card(S0, F.attack, L), length(F.cards, N) },
    (   { N == 0 }
    ->  [ "~w hits: ~w's deck is empty, so no card is banished"-[L, F.player] ]
    ;   { event_cards(S0, F.cards, T) },
        [ "~w hits: the top ~d card(s) of ~w's deck are banished (~w)"-[L, N, F.player, T] ]
    ).
