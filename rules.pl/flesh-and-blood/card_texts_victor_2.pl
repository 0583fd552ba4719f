/*  Flesh and Blood: the texts of the Betsy Blitz Deck's cards beyond
    those card_texts_victor.pl reads (Heavy Hitters' wager).

    Part of game.pl, included after card_texts_victor.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - wager (CR 8.5.46): as the chain link resolves, a hit gives the
      attacking player the prize, else the defending player (FAB-863);
      Wage Might, Wage Gold: "When this attacks a hero, you may wager a
      Might (Gold) token with them." (the wager choice, FAB-864); Money
      Where Ya Mouth Is: the next attack gets +N power and that text
      (FAB-865); Big Bop, Bigger Than Big: at the start of the turn, the
      next Guardian attack likewise (FAB-866); Betsy: an attack of hers
      that wagers may get +1 power and overpower for 2 (FAB-867);
    - Bloodied Oval: its defense, the number of opposing heroes with more
      life (FAB-868);
    - Stacked in Your Favor: its player's attack action cards get +N
      defense while defending; at the start of their turn it is destroyed,
      they draw a card and put a card from their hand on top of their deck
      (the stacked_hand_to_top choice, a put move: FAB-869, FAB-870);
    - Good Time Chapeau: its action ability, paid by destroying a Gold,
      gives the next attack "When this attacks a hero, wager a Might and
      a Vigor token with them." (FAB-871).

    The deck's other cards (Vigor Girth, Wage Vigor) are not read here:
    their text stays an assumption of the answers, or makes them unknown
    (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, effect//4,
   choice_candidate/3, choice_action/2, choice_phase/2, choice_words//1, text_choice_words//2,
   move_words//3, permanent_text/3, trigger_effect//5, paid_choice/1, allowed_by_text/5,
   pending_problem/4, text_abilities/2, ability_reading/1, ability_reading_resolved//5,
   rule_fact/4, fact_words//1.

                 /*******************************
                 *             WAGER            *
                 *******************************/

rule('FAB-863', effect, "Wager: as the chain link resolves, the attack's hit wins the prize for its controller, else for the other player",
     "A wager made by an attack (FAB-864 ... FAB-866; Edge Ahead, Hold 'em, FAB-836; Prized Galea's ability, FAB-839) is recorded on its chain link (wagers: the names of the tokens wagered, one for each wager). As the chain link resolves (the resolution step begins), for each of them, if the attack hit (it dealt damage to the defending hero), its controller creates that token in their arena, else the defending player does. A Gold token the defending player wins is not from an effect they control (Victor Goldmane, FAB-859). The attack's controller winning its wagers, Olympia's text gives a Gold once (FAB-838). A link's wagers name tokens: a position whose link wagers another card (a hero, a deck card, a name the catalog does not hold) is refused where it names it.",
     ruling("",
            "CR 8.5.46 (to wager a prize: when the chain link of the attack resolves, if the attack has hit, the controller wins the prize, otherwise the other player does), 8.5.46a (the attack and its controller have wagered as the effect is generated), 8.5.46b (a token prize is created under the winner's control), 7.6.2 (the chain link resolves as the resolution step begins), 7.5.5 (a hit), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   A link's wagers name tokens: a wager's prize is created as the link
%   resolves (CR 8.5.46b), and only a token is created (a hero or a deck
%   card named there would be put into the arena, which holds neither).

invalid('FAB-863', S, Path, wager_not_a_token(Name, T)) :-
    chain_open(S),
    nth0(I, S.chain.links, L),
    get_dict(wagers, L, Names),
    nth0(J, Names, Name),
    card_type(_{name:Name}, T),
    T \== "token",
    json_path([chain, links, I, wagers, J], Path).

message(wager_not_a_token(Name, "unknown")) -->
    !,
    [ "~w is no card of the catalog: a wager's prize is a token (CR 8.5.46b)"-[Name] ].
message(wager_not_a_token(Name, T)) -->
    [ "~w is a card of type ~w: a wager's prize is a token (CR 8.5.46b)"-[Name, T] ].

%!  wager_resolved(+State0, +Link, -State)// is det.
%
%   Link resolves: the winner of each of its wagers creates the token
%   (FAB-863).  effects.pl's resolve_link//2 calls it.

wager_resolved(S0, L, S) -->
    (   { get_dict(wagers, L, Ts), Ts = [_|_], link_attack_id(L, AId) }
    ->  { (   link_hit(L)                       % card_texts_katsu_bravo.pl
          ->  Winner = L.controller, Kind = wager_won
          ;   Winner = L.defender, Kind = wager_won_other
          ) },
        tokens_made(Ts, 'FAB-863', Kind, Winner, AId, S0, S1),   % card_texts_rhinar_blitz.pl
        (   { Kind == wager_won }
        ->  olympia_gold(S1, Winner, AId, S)    % card_texts_kassai.pl (FAB-838): once for the attack
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

rule('FAB-864', effect, "Wage Might, Wage Gold, Wage Agility, Wage Vigor: attacking a hero, its player may wager a token",
     "When Wage Might, Wage Gold, Wage Agility or Wage Vigor (its text read) attacks (its chain link opens against the defending hero), or an attack a text gave that wager (Money Where Ya Mouth Is, Big Bop, FAB-865, FAB-866; Edge Ahead, Hold 'em, FAB-836), its player may wager a Might token (Wage Might), a Gold token (Wage Gold), an Agility token (Wage Agility, Edge Ahead) or a Vigor token (Wage Vigor, Hold 'em) with the defending player: the position waits (the pending choice wager, its source the card whose text wagers, in `cards` the other texts of that attack still to wager): a wager move wagers (FAB-863 settles it as the link resolves), a decline move does not. An attack that wagers sets off Betsy's text (FAB-867).",
     ruling("",
            "Wage Might: \"When this attacks a hero, you may wager a Might token with them.\" (Wage Gold: a Gold token; its Universal is deck-building; Wage Agility: an Agility token; Wage Vigor: a Vigor token). CR 7.2.3 (the attack becomes attacking as its chain link opens), 6.6.5 (a triggered effect), 1.8.3a (an optional effect: its player chooses), 8.5.46 (wager), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the link opens, as it asks Flex's payment (FAB-739).")).

card_text_read("Wage Might", attack_may_wager("Might")).
card_text_read("Wage Gold", attack_may_wager("Gold")).

%!  wager_prize(+State, +SourceId, -Tokens, -Optional) is semidet.
%
%   The text of the card SourceId gives an attack the wager of Tokens:
%   its own (Wage Might), or one granted to the next attack (Money Where
%   Ya Mouth Is, Big Bop, Good Time Chapeau); Optional `true` for "you
%   may wager", `false` for "wager" (Good Time Chapeau's).

wager_prize(S, SId, Ts, Optional) :-
    once(( state_card(S, C), card_id(C, SId0), SId0 == SId )),
    text_read_name(C, Name),
    (   card_text_read(Name, attack_may_wager(T)), Ts = [T], Optional = true
    ;   card_text_read(Name, next_attack_power_wager(_, T)), Ts = [T], Optional = true
    ;   permanent_text(Name, start_of_turn, Es),
        memberchk(next_class_attack_power_wager(_, _, T), Es), Ts = [T], Optional = true
    ;   card_text_read(Name, next_class_attack_power_wager(_, _, T)), Ts = [T], Optional = true   % Edge Ahead, Hold 'em (card_texts_kassai.pl, FAB-836)
    ;   card_text_read(Name, ability_next_attack_wagers(Ts)), Optional = false
    ),
    !.

%!  victor_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: its wagers are asked, its own text's
%   first, then those its player's next-attack effects give it, which are
%   used up (FAB-864 ... FAB-866).

victor_attack_text(S0, Who, A, S) -->
    { card_id(A, AId),
      (   text_read_name(A, Name), card_text_read(Name, attack_may_wager(_)) -> Own = [AId] ; Own = [] ),
      effects(S0, Es0),
      partition(wager_effect_fits(Who, A), Es0, Taken, Es),
      maplist([E, Src]>>get_dict(source, E, Src), Taken, Granted),
      append(Own, Granted, Ids),
      (   Taken == [] -> S1 = S0 ; S1 = S0.put(effects, Es) )
    },
    wager_queue(Ids, Who, S1, S).

%   wager_effect_fits(+Player, +Attack, +Effect): Effect gives Player's
%   next attack (of its class, if it names one) a wager, and Attack is it.
wager_effect_fits(Who, A, E) :-
    get_dict(kind, E, "next_attack_wager"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

%   wager_queue(+SourceIds, +Player, +S0, -S)//: each text of SourceIds
%   in turn asks Player whether to wager (FAB-864); the rest wait in the
%   choice's `cards`.
wager_queue([], _, S, S) --> [].
wager_queue([Id|Ids], Who, S0, S) -->
    (   { game_over(S0, _) ; \+ wager_prize(S0, Id, _, _) }
    ->  wager_queue(Ids, Who, S0, S)
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-864', wager_not_asked, _{player:Who, by:Id}) ]
    ;   { wager_prize(S0, Id, Ts, false) }
    ->  wagered(S0, Who, Id, Ts, Ids, S)      % Good Time Chapeau's: no choice (FAB-871)
    ;   { once(( state_card(S0, Src), card_id(Src, SId), SId == Id )),
          wager_prize(S0, Id, [T], _),
          S = S0.put(pending, _{choice:"wager", player:Who, controller:Who, source:Src, cards:Ids})
        },
        [ event('FAB-864', wager_waits, _{player:Who, by:Id, name:T}) ]
    ).

choice_action("wager", "wager").
choice_action("wager", "decline").
choice_phase("wager", "action").

choice_candidate("wager", S, _{player:Who, action:"wager"}) :-
    pending(S, Pd),
    Pd.choice == "wager",
    Who = Pd.player.
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "wager",
    Who = Pd.player.

effect(wager, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "wager",
      choice_answered(S0, S1),
      card_id(Pd.source, SId),
      wager_prize(S1, SId, Ts, _),
      key_value(cards, Pd, [], Ids)
    },
    wagered(S1, M.player, SId, Ts, Ids, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "wager",
      choice_answered(S0, S1),
      card_id(Pd.source, SId),
      key_value(cards, Pd, [], Ids)
    },
    [ event('FAB-864', wager_declined, _{player:M.player, by:SId}) ],
    wager_queue(Ids, M.player, S1, S).

%   wagered(+S0, +Player, +By, +Tokens, +Rest, -S)//: the active chain
%   link's attack wagers Tokens (By's text); Betsy may pay for it
%   (FAB-867); then the texts Rest still wager.
wagered(S0, Who, By, Ts, Ids, S) -->
    { active_link_replaced(S0, L0, L, S1),      % position.pl
      key_value(wagers, L0, [], W0),
      append(W0, Ts, W),
      L = L0.put(wagers, W)
    },
    [ event('FAB-863', wagered, _{player:Who, by:By, names:Ts}) ],
    betsy_asks(S1, Who, Ids, S).

message(event(wagered, F, S0)) -->
    { event_card(S0, F.by, By), atomic_list_concat(F.names, " and ", T) },
    [ "~w: ~w's attack wagers ~w token(s): the winner of the wager creates them as the chain link resolves"-[By, F.player, T] ].
message(event(wager_won, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w hit: ~w wins the wager and creates ~w ~w token (~w)"-[By, F.player, A, F.name, F.card] ].
message(event(wager_won_other, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w did not hit: ~w wins the wager and creates ~w ~w token (~w)"-[By, F.player, A, F.name, F.card] ].
message(event(wager_waits, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w: ~w may wager ~w ~w token with the defending player (a wager move, or decline)"-[By, F.player, A, F.name] ].
message(event(wager_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w does not wager"-[By, F.player] ].
message(event(wager_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: another choice already waits, so ~w's wager is not asked: rulecheck leaves it out (not done)"-[By, F.player] ].
message(no_choice_waits("wager")) -->
    [ "no wager waits: wager answers a text that may wager as an attack opens its chain link" ].

choice_words("wager") --> [ "whether to wager (a wager move, or decline)" ].
text_choice_words("wager", Source) -->
    [ "whether to wager for ~w (wager, decline)"-[Source] ].
move_words("wager", S, M) -->
    { pending(S, Pd), Pd.choice == "wager", card_label(Pd.source, Src) },
    [ M.player, " wagers for ", Src ].

                 /*******************************
                 *    MONEY WHERE YA MOUTH IS   *
                 *******************************/

rule('FAB-865', effect, "Money Where Ya Mouth Is: the next attack gets +N power and may wager a Gold token",
     "When Money Where Ya Mouth Is (its text read) resolves, its player's next attack this turn (a card or a weapon's) gets +3 power (red), +2 (yellow) or +1 (blue) (the state's effects: next_attack_power, FAB-505) and \"When this attacks a hero, you may wager a Gold token with them.\" (next_attack_wager, name Gold): as that attack's chain link opens the wager is asked (FAB-864). Both wait until the next attack; they end with the turn. It has go again (FAB-309): the card's keywords list it, though the text of its data leaves the paragraph out, so this reading gives it.",
     ruling("",
            "Money Where Ya Mouth Is: \"Your next attack this turn gets +3{p} and 'When this attacks a hero, you may wager a Gold token with them.' Go again\" (+2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.2.2d (an attack: a weapon's too), 2.0.3a (an effect modifies power), 4.4.4 (an effect of this turn ends with it), 8.5.46 (wager), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Money Where Ya Mouth Is", next_attack_power_wager([3, 2, 1], "Gold")).

%!  victor_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-865).  card_texts.pl's resolution_text//4 calls it.

victor_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_attack_power_wager(Amounts, T)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S1),
          add_effect(S1, _{kind:"next_attack_wager", player:Who, name:T, source:Id}, S2)
        }
    ->  [ event('FAB-865', next_attack_wager_made, _{player:Who, card:Id, amount:N, name:T}) ],
        (   { \+ card_go_again(C) }              % the keyword its data's text leaves out
        ->  go_again(S2, Who, Id, S)            % effects.pl (FAB-309)
        ;   { S = S2 }
        )
    ;   { S = S0 }
    ).

message(event(next_attack_wager_made, F, S0)) -->
    { event_card(S0, F.card, C), a_or_an(F.name, A) },
    (   { get_dict(class, F, Class) }
    ->  [ "~w: ~w's next ~w attack this turn gets +~d power and may wager ~w ~w token"-[C, F.player, Class, F.amount, A, F.name] ]
    ;   [ "~w: ~w's next attack this turn gets +~d power and may wager ~w ~w token"-[C, F.player, F.amount, A, F.name] ]
    ).

                 /*******************************
                 *    BIG BOP, BIGGER THAN BIG  *
                 *******************************/

rule('FAB-866', effect, "Big Bop, Bigger Than Big: at the start of their player's turn, the next Guardian attack gets +N power and may wager a token",
     "At the start of its controller's turn Big Bop (an aura) is destroyed, then their next Guardian attack this turn (a card or a weapon's) gets +5 power (red), +4 (yellow) or +3 (blue) (next_attack_power, class Guardian) and \"When this attacks a hero, you may wager a Vigor token with them.\" (next_attack_wager, name Vigor, class Guardian), asked as that attack's chain link opens (FAB-864); Bigger Than Big likewise, with a Might token. An attack of another class leaves them waiting; they end with the turn. Several such triggers at once are ordered by their controller (FAB-531).",
     ruling("",
            "Big Bop: \"At the start of your turn, destroy this, then your next Guardian attack this turn gets +5{p} and 'When this attacks a hero, you may wager a Vigor token with them.'\" (+4 yellow, +3 blue; Bigger Than Big: a Might token). CR 4.2.2 (the start of the turn triggers), 6.6 (a triggered effect), 8.2.2 (an aura is a permanent), 2.0.3a, 4.4.4, 8.5.46 (wager), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Big Bop", start_of_turn,
               [destroy_this, next_class_attack_power_wager("Guardian", [5, 4, 3], "Vigor")]).     % FAB-866
permanent_text("Bigger Than Big", start_of_turn,
               [destroy_this, next_class_attack_power_wager("Guardian", [5, 4, 3], "Might")]).     % FAB-866

trigger_effect(next_class_attack_power_wager(Class, Amounts, T), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class}, S1),
      add_effect(S1, _{kind:"next_attack_wager", player:Who, name:T, source:Id, class:Class}, S)
    },
    [ event('FAB-866', next_attack_wager_made, _{player:Who, card:Id, amount:N, name:T, class:Class}) ].

                 /*******************************
                 *             BETSY            *
                 *******************************/

rule('FAB-867', effect, "Betsy: whenever an attack of hers wagers, she may pay 2 for +1 power and overpower",
     "Whenever an attack controlled by a player whose hero is Betsy (its text read) wagers (FAB-864 ... FAB-866), that player may pay 2 resource points (the resource points they have, or cards pitched for it, FAB-302 ... FAB-304): where they can pay from what the position shows, the position waits (the pending choice betsy_wager, cost 2, its source the hero, in `cards` the texts of that attack still to wager): a pay move pays, and the attack gets +1 power (its chain link's power_bonus) and overpower (overpower_gained: FAB-509); a decline move pays nothing. Where they cannot pay, nothing waits. Each wager asks again.",
     ruling("",
            "Betsy: \"Whenever an attack you control wagers, you may pay {r}{r}. If you do, the attack gets +1{p} and overpower.\" CR 6.6.4 (a static-triggered effect: \"Whenever\"), 8.5.46a (the attack has wagered as the effect is generated), 1.8.3a and 1.8.4 (an optional payment: \"if you do\"), 1.14 (paying resource points), 8.3.22 (overpower), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Betsy", wager_may_pay_power_overpower(2, 1)).

%   betsy_asks(+S0, +Player, +Rest, -S)//: Player's attack just wagered:
%   if their hero is Betsy and they can pay, her choice waits, the texts
%   Rest after it (FAB-867); else those texts wager on.
betsy_asks(S0, Who, Ids, S) -->
    (   { victor_text(S0, Who, wager_may_pay_power_overpower(Cost, _), Hero),
          player(S0, Who, P),
          once(pitch_set(P.hand, P.resource_points, Cost, _, _)),   % effects.pl
          card_id(Hero, HId)
        }
    ->  { S = S0.put(pending, _{choice:"betsy_wager", player:Who, controller:Who, source:Hero, cost:Cost, cards:Ids}) },
        [ event('FAB-867', betsy_pay_waits, _{player:Who, hero:HId, cost:Cost}) ]
    ;   wager_queue(Ids, Who, S0, S)
    ).

choice_action("betsy_wager", "pay").
choice_action("betsy_wager", "decline").
choice_phase("betsy_wager", "action").
paid_choice("betsy_wager").   % Betsy (FAB-867): a pay move pays its cost (position.pl)

choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "betsy_wager",
    Who = Pd.player.

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "betsy_wager",
      key_value(cards, Pd, [], Ids),
      card_text_read("Betsy", wager_may_pay_power_overpower(_, N))
    },
    choice_paid(S0, M, Who, HId, S1),           % position.pl
    { active_link_replaced(S1, L0, L, S2),
      key_value(power_bonus, L0, 0, B0),
      B is B0 + N,
      L = L0.put(_{power_bonus:B, overpower_gained:true}),
      link_attack_id(L0, AId)
    },
    [ event('FAB-867', betsy_paid, _{player:Who, hero:HId, attack:AId, power:N}) ],
    wager_queue(Ids, Who, S2, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "betsy_wager",
      choice_answered(S0, S1),
      key_value(cards, Pd, [], Ids)
    },
    [ event('FAB-867', betsy_not_paid, _{player:M.player}) ],
    wager_queue(Ids, M.player, S1, S).

message(event(betsy_pay_waits, F, S0)) -->
    { event_card(S0, F.hero, H) },
    [ "~w: ~w's attack wagers, so ~w may pay ~d resource point(s) for +1 power and overpower (a pay move, or decline)"-[H, F.player, F.player, F.cost] ].
message(event(betsy_paid, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w pays: ~w gets +~d power and overpower"-[F.player, A, F.power] ].
message(event(betsy_not_paid, F, _)) -->
    [ "~w does not pay for Betsy's +1 power and overpower"-[F.player] ].
message(no_choice_waits("betsy_wager")) -->
    [ "no payment for Betsy waits: it follows a wager of her attack" ].

choice_words("betsy_wager") --> [ "whether to pay 2 for the wagering attack's +1 power and overpower (a pay move, or decline)" ].
text_choice_words("betsy_wager", Source) -->
    [ "whether to pay for ~w's +1 power and overpower (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "betsy_wager",
      player(S, M.player, P),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for Betsy's +1 power and overpower, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      memberchk(Pd.choice-Ws, ["betsy_wager"-" pays nothing for Betsy's +1 power and overpower",
                               "wager"-" does not wager",
                               "clash_again"-" keeps the clash as it was"])
    },
    [ M.player, Ws ].
move_words("bottom", S, M) -->
    { pending(S, Pd),
      Pd.choice == "clash_again",
      M.cards = [Id],
      card_or_id(S, Id, C),
      card_label(C, L)
    },
    [ M.player, " destroys a Gold to put ", L, " on the bottom and clash again" ].

                 /*******************************
                 *         BLOODIED OVAL        *
                 *******************************/

rule('FAB-868', effect, "Bloodied Oval: its defense is the number of opposing heroes with more life",
     "Bloodied Oval (its text read; printed defense *) has as its defense the number of opposing heroes whose life is greater than its player's hero's: in a game of two, 1 while the other hero has more life, else 0, counted wherever its defense is read (the damage it prevents, as the chain closes). It may be declared as a defending card (FAB-502) whatever that number. Its Blade Break is FAB-520's.",
     ruling("",
            "Bloodied Oval: \"Bloodied Oval's {d} is equal to the number of opposing heroes with greater {h} than you. Blade Break\". CR 2.3 (defense), 5.4.5 and 1.7.4f (a property-static ability that defines a property is functional in any zone), 2.5 (life), 7.3.2 (a card with a defense property may defend), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Bloodied Oval", defense_opposing_more_life).

%   oval_defense_noted(+Cards, +Player, +State)//: each Bloodied Oval
%   among Cards, declared by Player, defends with the defense its text
%   gives: an event says how much (FAB-868).
oval_defense_noted([], _, _) --> [].
oval_defense_noted([C|Cs], Who, S) -->
    (   { text_base_defense(S, Who, C, D), card_id(C, Id) }
    ->  [ event('FAB-868', text_defense, _{player:Who, card:Id, defense:D}) ]
    ;   []
    ),
    oval_defense_noted(Cs, Who, S).

message(event(text_defense, F, S0)) -->
    { event_card(S0, F.card, C) },
    [ "~w defends with ~d defense: the number of opposing heroes with more life than ~w"-[C, F.defense, F.player] ].

%!  text_base_defense(+State, +Player, +Card, -Defense) is semidet.
%
%   Card, Player's, has no printed defense, and its text defines it:
%   Bloodied Oval's, the number of opposing heroes with more life than
%   Player's hero (FAB-868).

text_base_defense(S, Who, C, D) :-
    text_read_name(C, Name),
    card_text_read(Name, defense_opposing_more_life),
    player(S, Who, P),
    get_dict(life, P, Life),
    aggregate_all(count, ( opponent(S, Who, O), player(S, O, PO), get_dict(life, PO, L), L > Life ), D).

%   With Bloodied Oval's text not read (text_read false), its defense is
%   not known, so declaring it is unknown, naming it, not illegal
%   (FAB-119): its text gives it the defense FAB-502 asks for.
allowed_by_text(S, M, Ids, About, text_could_allow(C, defend, Ids)) :-
    (   is_list(Ids) -> Ids == ['FAB-502'] ; true ),
    get_dict(action, M, "defend"),
    get_dict(player, M, Who),
    player(S, Who, P),
    key_value(equipment, P, [], Eq),            % an off-hand: equipment only
    member(C, Eq),
    text_unread(C),
    get_dict(name, C, Name),
    card_text_read(Name, defense_opposing_more_life),
    card_id(C, Id),
    get_dict(cards, M, Cs),
    memberchk(Id, Cs),
    !,
    card_about(C, About).                       % permanents.pl

                 /*******************************
                 *     STACKED IN YOUR FAVOR    *
                 *******************************/

rule('FAB-869', effect, "Stacked in Your Favor: attack action cards defend with +N; at the start of the turn, a draw and a card from hand on top",
     "While Stacked in Your Favor (an aura, its text read) is in a player's arena, each attack action card that player defends with has +3 defense (red), +2 (yellow) or +1 (blue), wherever its defense is read. At the start of that player's turn it is destroyed, they draw a card, then they put a card from their hand on top of their deck: none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (the pending choice stacked_hand_to_top, in the start phase), which a put move naming the card, to the top, answers (FAB-870); the start of the turn then goes on. Several such triggers at once are ordered by their controller (FAB-531). Its go again is the keyword's.",
     ruling("",
            "Stacked in Your Favor: \"Go again. Your attack action cards get +3{d} while defending. At the start of your turn, destroy this, draw a card, then put a card from your hand on top of your deck.\" (+2 yellow, +1 blue). CR 5.4.7 (a while-static ability), 8.2.2 (an aura is a permanent), 4.2.2 (the start of the turn triggers), 8.5.4 (destroy), 8.5.6 (draw), 8.5.15 (put), 1.8.3 (the player chooses the card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Stacked in Your Favor", start_of_turn, [destroy_this, draw(1), hand_card_to_top]).   % FAB-869

%   stacked_defense_bonus(+State, +Player, +Card, -Bonus): the Stacked in
%   Your Favor auras of Player's arena, their text read, give Card, an
%   attack action card defending, +3, +2 or +1 defense each (FAB-869).
stacked_defense_bonus(S, Who, C, B) :-
    (   card_type(C, "attack action"),
        player(S, Who, P)
    ->  key_value(arena, P, [], Arena),
        aggregate_all(sum(N), ( member(A, Arena), text_read_name(A, "Stacked in Your Favor"),
                                card_prop(A, pitch, Pitch), nth1(Pitch, [3, 2, 1], N) ), B)
    ;   B = 0
    ).

trigger_effect(hand_card_to_top, Who, C, S0, S) -->
    { player(S0, Who, P0),
      card_id(C, SId)
    },
    (   { P0.hand == [] }
    ->  { S = S0 },
        [ event('FAB-869', stacked_nothing_to_top, _{player:Who, by:SId}) ]
    ;   { P0.hand = [H|Hs],
          forall(member(X, Hs), same_card(X, H))
        }
    ->  { card_id(H, HId) },
        hand_card_put_on_top(S0, Who, HId, SId, S)
    ;   { S = S0.put(pending, _{choice:"stacked_hand_to_top", player:Who, controller:Who, source:C}) },
        [ event('FAB-869', stacked_to_top_waits, _{player:Who, by:SId}) ]
    ).

%   same_card(+A, +B): two known cards of one name and colour (copies).
same_card(A, B) :-
    \+ unknown_card(A), \+ unknown_card(B),
    get_dict(name, A, N), get_dict(name, B, N),
    (   get_dict(color, A, K) -> get_dict(color, B, K) ; \+ get_dict(color, B, _) ).

%   hand_card_put_on_top(+S0, +Player, +CardId, +By, -S)//: the card
%   CardId goes from Player's hand on top of their deck (FAB-869).
hand_card_put_on_top(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, hand, Id, C, P1),
      set_player(S0, P1.put(deck, [C|P1.deck]), S)
    },
    [ event('FAB-869', hand_card_put_on_top, _{player:Who, card:Id, by:By}) ].

choice_action("stacked_hand_to_top", "put").
choice_phase("stacked_hand_to_top", "start").

pending_problem(S, Pd, [player], stacked_no_card_for_top(P)) :-   % FAB-869
    Pd.choice == "stacked_hand_to_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"top"}) :-
    pending(S, Pd),
    Pd.choice == "stacked_hand_to_top",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

rule('FAB-870', constraint, "Stacked in Your Favor's card goes from the hand to the top of the deck",
     "A put move answers Stacked in Your Favor's choice (stacked_hand_to_top, FAB-869): its card is in the hand of the player who chooses, and `to` is \"top\".",
     ruling("", "Stacked in Your Favor: \"... then put a card from your hand on top of your deck.\" CR 8.5.15 (put), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-870', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "stacked_hand_to_top",
    get_dict(card, M, Id),
    player(S, M.player, P),
    (   \+ card_in(P, hand, Id, _)
    ->  Reason = not_in_hand_to_top(M.player, Id)
    ;   get_dict(to, M, To), To \== "top"
    ->  Reason = stacked_goes_on_top(To)
    ).

rule_fact('FAB-870', S, M, hand_to_top_from(Who, Hand)) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "stacked_hand_to_top",
    Who = Pd.player,
    player(S, Who, P),
    Hand = P.hand.

fact_words(hand_to_top_from(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w puts one card of their hand on top of their deck: ~w"-[Who, T] ].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "stacked_hand_to_top",
      choice_answered(S0, S1),
      card_id(Pd.source, SId)
    },
    hand_card_put_on_top(S1, M.player, M.card, SId, S2),
    then_resolves(S2, Pd, S).                   % choices.pl: the start of the turn goes on

message(event(stacked_nothing_to_top, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w has no card in hand to put on top of their deck"-[By, F.player] ].
message(event(hand_card_put_on_top, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their hand on top of their deck"-[By, F.player, C] ].
message(event(stacked_to_top_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w puts a card from their hand on top of their deck (a put move names it)"-[By, F.player] ].
message(not_in_hand_to_top(Who, Id)) -->
    [ "~w is not in ~w's hand: Stacked in Your Favor puts a card from the hand on top of the deck"-[Id, Who] ].
message(stacked_goes_on_top(To)) -->
    [ "the card goes on top of the deck, not to the ~w"-[To] ].
message(stacked_no_card_for_top(P)) -->
    [ "~w has no card in hand: Stacked in Your Favor's choice of a card to put on top of the deck does not wait"-[P] ].
message(no_choice_waits("stacked_hand_to_top")) -->
    [ "no card waits to be put on top: put answers Stacked in Your Favor at the start of the turn" ].

choice_words("stacked_hand_to_top") --> [ "which card of their hand to put on top of their deck (a put move)" ].
text_choice_words("stacked_hand_to_top", Source) -->
    [ "which card of the hand ~w puts on top of the deck (put)"-[Source] ].
move_words("put", S, M) -->
    { pending(S, Pd), Pd.choice == "stacked_hand_to_top",
      player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " puts ", L, " from their hand on top of their deck" ].

                 /*******************************
                 *       GOOD TIME CHAPEAU      *
                 *******************************/

rule('FAB-871', constraint, "Good Time Chapeau: its ability costs a Gold its player controls, and gives the next attack a wager of a Might and a Vigor token",
     "Good Time Chapeau's action ability (its text read; an action point, go again) is activated only by a player who controls a Gold token: its cost destroys one (identical tokens: the first of their arena; a token ceases to exist). As it resolves, their next attack this turn (a card or a weapon's) gets \"When this attacks a hero, wager a Might and a Vigor token with them.\" (next_attack_wager): as that attack's chain link opens, it wagers both tokens, no choice (FAB-863; Betsy's payment follows, FAB-867). Its Temper is FAB-522's.",
     ruling("",
            "Good Time Chapeau: \"Betsy Specialization. Action - Destroy a Gold you control: Your next attack this turn gets 'When this attacks a hero, wager a Might and a Vigor token with them.' Go again. Temper\". CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (effect-costs are paid as it is activated: a cost that cannot be paid makes the activation illegal), 8.5.4 and 8.1.8a (a destroyed token ceases to exist), 8.5.46 (wager), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Good Time Chapeau", ability_next_attack_wagers(["Might", "Vigor"])).

text_abilities("Good Time Chapeau",
               [_{type:"action", limit:"none", cost:0, effect:"other", go_again:true,
                  destroy_self:false, destroys_gold:true}]).

broken('FAB-871', S, M, no_gold_to_destroy(Who, C)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    get_dict(destroys_gold, Ab, true),
    \+ controls_gold(P, _),
    get_dict(name, P, Who).

rule_fact('FAB-871', S, M, golds_controlled(Who, Golds)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, _, Ab),
    get_dict(destroys_gold, Ab, true),
    get_dict(name, P, Who),
    key_value(arena, P, [], Arena),
    findall(G, ( member(G, Arena), get_dict(name, G, "Gold"), token_card(G) ), Golds).

fact_words(golds_controlled(Who, [])) --> !,
    [ "~w controls no Gold token"-[Who] ].
fact_words(golds_controlled(Who, Golds)) -->
    { maplist(card_label, Golds, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w controls Gold tokens: ~w"-[Who, T] ].

%   controls_gold(+Player, -Gold): the first Gold token of Player's arena.
controls_gold(P, G) :-
    key_value(arena, P, [], Arena),
    member(G, Arena),
    get_dict(name, G, "Gold"),
    token_card(G),
    !.

%!  activation_gold_destroyed(+Ability, +Player, +SourceId, +P0, -P)// is det.
%
%   Ability's cost destroys a Gold token its player controls (FAB-871):
%   the first of their arena ceases to exist.  effects.pl's
%   effect(activate) calls it.

activation_gold_destroyed(Ab, Who, Id, P0, P) -->
    (   { get_dict(destroys_gold, Ab, true),
          controls_gold(P0, G),
          card_id(G, GId),
          take_card(P0, arena, GId, _, P)
        }
    ->  [ event('FAB-871', gold_destroyed_for_cost, _{player:Who, card:GId, by:Id}) ]
    ;   { P = P0 }
    ).

ability_reading(ability_next_attack_wagers(_)).

ability_reading_resolved(ability_next_attack_wagers(Ts), S0, Who, Id, S) -->
    { atomic_list_concat(Ts, " and ", Names),
      add_effect(S0, _{kind:"next_attack_wager", player:Who, name:Names, source:Id}, S) },
    [ event('FAB-871', next_attack_wagers_made, _{player:Who, card:Id, names:Ts}) ].

message(event(gold_destroyed_for_cost, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w destroys a Gold token (~w) to pay for ~w's ability"-[F.player, F.card, By] ].
message(event(next_attack_wagers_made, F, S0)) -->
    { event_card(S0, F.card, C), atomic_list_concat(F.names, " and ", T) },
    [ "~w's ability resolves: ~w's next attack this turn wagers ~w tokens as it attacks"-[C, F.player, T] ].
message(no_gold_to_destroy(Who, C)) -->
    { card_label(C, L) },
    [ "~w controls no Gold token to destroy for ~w's ability"-[Who, L] ].
