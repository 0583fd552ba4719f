/*  Flesh and Blood: the texts of the Kayo Blitz Deck's own cards.

    Part of game.pl, included after card_texts_benji_blitz.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Down But Not Out: when it attacks a hero while its player has less
      life and controls fewer equipment and tokens than that hero's
      player, +3 power, overpower and "When this hits, create an Agility,
      Might, and Vigor token." (FAB-685);
    - Knucklehead's action ability: a six-sided die rolled (the roll
      choice, a roll move), its result its player's hero's base intellect
      until the end of the turn (FAB-686);
    - Back Heel Kick's combo: after Twin Twisters, each time it would
      gain power it gains that much plus 1 (FAB-687);
    - Wild Ride and Mini Meataxe: as it attacks, its player draws a card
      then discards a card drawn at random (the random_discard choice, a
      discard move naming it: FAB-688, FAB-682, card_texts_rhinar_blitz.pl's
      reading); Wild Ride gets go again
      where that card has 6 or more power;
    - Rally the Rearguard's instant ability, once per turn while it
      defends, a card of the hand discarded as its cost: +3 defense
      (FAB-690);
    - Rising Power's +1 power while its player has drawn a card this turn
      (a draw an effect makes is recorded for the turn: FAB-691).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, ability_reading/1, ability_reading_resolved//5, effect//4,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, broken/4, rule_fact/4, fact_words//1,
   choice_words//1, text_choice_words//2, rule/5, text_abilities/2.

%   The texts read here (card_text_read/2):
%
%       underdog_attack(N, Tokens)   Down But Not Out: "When this attacks
%                               a hero, if you have less {h} and control
%                               fewer equipment and tokens than them, this
%                               gets +3{p}, overpower, and 'When this
%                               hits, create an Agility, Might, and Vigor
%                               token.'" (FAB-685)

%       ability_roll_base_intellect(Sides)   Knucklehead: "Action - Destroy
%                               this: Roll a 6-sided die. Until end of
%                               turn, your base {i} is the number rolled."
%                               (FAB-686; its Temper and Kayo
%                               Specialization are the keywords')

card_text_read("Down But Not Out", underdog_attack(3, ["Agility", "Might", "Vigor"])).
%       combo_gains_plus(Last, K)   Back Heel Kick: "Combo - If Twin
%                               Twisters was the last attack this combat
%                               chain, while this is face-up in any zone
%                               and would gain {p}, instead it gains that
%                               much plus 1." (FAB-687)

card_text_read("Knucklehead", ability_roll_base_intellect(6)).
%       attack_draw_random_discard(GoAgain)   Wild Ride: "When this
%                               attacks, draw a card then discard a random
%                               card. If a card with 6 or more {p} is
%                               discarded this way, this gets go again."
%                               (GoAgain: go_again_at_power(6)); Mini
%                               Meataxe: "When this attacks, draw a card
%                               then discard a random card." (none; its
%                               attack ability is the card data's)
%                               (FAB-688)

card_text_read("Back Heel Kick", combo_gains_plus("Twin Twisters", 1)).
%       ability_defending_defense(N)   Rally the Rearguard: "Once per
%                               Turn Instant - Discard a card: This gets
%                               +3{d}. Activate this only while this is
%                               defending." (FAB-690)

card_text_read("Wild Ride", attack_draw_random_discard(go_again_at_power(6))).
%       power_after_a_draw(N)   Rising Power: "If you've drawn a card
%                               this turn, this gets +1{p}." (FAB-691)

card_text_read("Rally the Rearguard", ability_defending_defense(3)).
card_text_read("Rising Power", power_after_a_draw(1)).
card_text_read("Mini Meataxe", attack_draw_random_discard(none)).

                 /*******************************
                 *       DOWN BUT NOT OUT       *
                 *******************************/

rule('FAB-685', effect, "Down But Not Out: +3 power, overpower and tokens on a hit when it attacks from behind",
     "When Down But Not Out becomes a chain link (it attacks the defending hero), if its controller's hero has less life than the defending hero and its controller controls fewer equipment and tokens, counted together (the cards of their equipment zones and the tokens of their arena), than the defending player (equipment defending an earlier chain link is still its player's), the attack gets +3 power (the link's power_bonus), overpower (the link's overpower_gained: FAB-509 then lets one action card at most defend it) and \"When this hits, create an Agility, Might, and Vigor token\" (the link's hit_creates): when it hits, the three tokens enter its controller's arena. The condition is checked once, as it attacks; with as much life, or as many equipment and tokens, it gets nothing, whatever changes later.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Down But Not Out: \"When this attacks a hero, if you have less {h} and control fewer equipment and tokens than them, this gets +3{p}, overpower, and 'When this hits, create an Agility, Might, and Vigor token.'\" CR 7.2.3 (the attack becomes attacking as its chain link opens), 6.6.4 and 6.6.5 (a static-triggered effect; its condition is checked as it triggers), 1.3.3 (equipment and tokens in the arena are permanents their player controls), 8.3.22 and 8.3.22b (overpower: no more than one action card defends it; cards already defending stay), 7.5.5 (an attack hits when it deals damage to the hero), 8.5.2 and 8.5.2c (a created token enters the arena under the control of the player who creates it), 8.6.26, 8.6.27, 8.6.28 (Might, Vigor, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: rulecheck reads \"fewer equipment and tokens\" as one count, the equipment and the tokens a player controls together; it resolves the triggered-layer at once, as the link opens, as it does Spring Load's (FAB-657): no player can act in between.")).

%!  underdog(+State, +Player, -Counts:dict) is semidet.
%
%   Player's hero has less life than the other player's, and Player
%   controls fewer equipment and tokens (counted together) than they do
%   (FAB-685).  Counts gives the numbers compared.

underdog(S, Who, _{life:Life, other_life:OLife, permanents:N, other_permanents:ON}) :-
    player(S, Who, P),
    opponent(S, Who, O),
    player(S, O, OP),
    Life = P.life,
    OLife = OP.life,
    Life < OLife,
    equipment_and_tokens(S, P, N),
    equipment_and_tokens(S, OP, ON),
    N < ON.

%   equipment_and_tokens(+State, +Player, -N): the equipment Player
%   controls (in their equipment zones, or defending on the combat chain:
%   states.pl, equipped_cards/3) and the tokens of their arena.
equipment_and_tokens(S, P, N) :-
    once(nth0(I, S.players, P)),
    equipped_cards(S, I, Cs),
    aggregate_all(count, ( member(C-_, Cs), equipment_card(C) ), NE),   % keywords_attack.pl: Parry Blade too
    key_value(arena, P, [], Arena),
    aggregate_all(count, ( member(C, Arena), token_card(C) ), NT),
    N is NE + NT.

%!  kayo_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain: what its
%   text read here does then (FAB-685).

kayo_attack_text(S0, Who, A, S) -->
    underdog_attack_text(S0, Who, A, S1),
    draw_discard_attack_text(S1, Who, A, S2),
    drawn_power_attack_text(S2, Who, A, S3),
    prism_attack_text(S3, Who, A, S).           % card_texts_prism.pl (FAB-752, FAB-753)

underdog_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, underdog_attack(N, Tokens)),
          card_id(A, AId)
        }
    ->  (   { underdog(S0, Who, Counts) }
        ->  { active_link_replaced(S0, L0, L, S),
              key_value(power_bonus, L0, 0, B0),
              B is B0 + N,
              L = L0.put(_{power_bonus:B, overpower_gained:true, hit_creates:Tokens})
            },
            [ event('FAB-685', underdog_attack, Counts.put(_{player:Who, attack:AId, power:N, met:true})) ]
        ;   { S = S0 },
            [ event('FAB-685', underdog_attack, _{player:Who, attack:AId, met:false}) ]
        )
    ;   { S = S0 }
    ).

%!  gained_overpower(+Link) is semidet.
%
%   The attack of Link got overpower from its text as it attacked
%   (FAB-685).

gained_overpower(L) :-
    get_dict(overpower_gained, L, true).

%!  kayo_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: the tokens its link records it
%   creates (FAB-685) enter its controller's arena.

kayo_hit_text(S0, L, A, S) -->
    (   { get_dict(hit_creates, L, Tokens),
          Tokens \== [],
          card_id(A, AId),
          Who = L.controller,
          tokens_created(AId, Who, Who, Tokens, S0, S, Created, More)   % tokens_created.pl
        }
    ->  [ event('FAB-685', hit_tokens_created, _{player:Who, attack:AId, names:Tokens, tokens:Created}) ],
        tokens_more_made(Who, AId, More)
    ;   { S = S0 }
    ).

message(event(underdog_attack, F, S0)) -->
    { event_card(S0, F.attack, L) },
    (   { F.met == true }
    ->  [ "~w attacks while ~w has less life (~d to ~d) and fewer equipment and tokens (~d to ~d): it gets +~d power, overpower and \"When this hits, create an Agility, Might, and Vigor token\""-[L, F.player, F.life, F.other_life, F.permanents, F.other_permanents, F.power] ]
    ;   [ "~w attacks, but ~w does not have both less life and fewer equipment and tokens than the defending player: it gets nothing"-[L, F.player] ]
    ).
message(event(hit_tokens_created, F, S0)) -->
    { event_card(S0, F.attack, L),
      atomic_list_concat(F.names, ', ', Names),
      atomic_list_concat(F.tokens, ', ', Ids)
    },
    [ "~w hits: ~w creates these tokens in their arena: ~w (~w)"-[L, F.player, Names, Ids] ].

                 /*******************************
                 *          KNUCKLEHEAD         *
                 *******************************/

rule('FAB-686', effect, "Knucklehead: roll a six-sided die; until end of turn its result is the hero's base intellect",
     "Knucklehead's action ability (\"Destroy this\": it goes to the graveyard as it is activated, FAB-404), as it resolves, has its controller roll a six-sided die: the position waits for the result (the pending choice roll, its player the controller, as for Barkbone Strapping, FAB-576), which a roll move names (FAB-577: 1 to 6). Until the end of the turn that player's hero's base intellect is the result (an effect of kind base_intellect): the draw up to intellect at the end of the turn (FAB-206) counts it, and what this turn's effects add to intellect (Helm of Isen's Peak, FAB-617) is added to it. Its Temper is FAB-522's reading of the keyword; Kayo Specialization is the deck's (FAB-517).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Knucklehead: \"Kayo Specialization. Action - Destroy this: Roll a 6-sided die. Until end of turn, your base {i} is the number rolled. Temper\" CR 5.2.1 (an activated ability's cost and effect), 8.5.18, 8.5.18a and 8.5.18b (roll: the result is an integer from one to the number of the die's faces), 8.5.8b (an effect that gives an object a base numerical property sets its base value; modifiers then apply to it), 2.4 (intellect), 4.4.3f (the turn player draws up to their hero's intellect at the end of the turn), 4.4.4 (an effect until end of turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The result is random: the judge or the tool running the game names it, as for Barkbone Strapping (FAB-576).")).

ability_reading(ability_roll_base_intellect(_)).

ability_reading_resolved(ability_roll_base_intellect(Sides), S0, Who, Id, S) -->
    { (   \+ game_over(S0, _)
      ->  (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
          S = S0.put(pending, _{choice:"roll", player:Who, controller:Who, source:Src, sides:Sides})
      ;   S = S0
      )
    },
    [ event('FAB-686', intellect_roll_waits, _{player:Who, card:Id, sides:Sides}) ].

%!  roll_sets_base_intellect(+Pending) is semidet.
%
%   The roll Pending waits for is Knucklehead's (FAB-686): its result
%   sets a base intellect, not resource points (FAB-576).

roll_sets_base_intellect(Pd) :-
    get_dict(source, Pd, Src),
    is_dict(Src),
    get_dict(name, Src, Name),
    card_text_read(Name, ability_roll_base_intellect(_)).

effect(roll, S0, M, S) -->
    { pending(S0, Pd),
      roll_sets_base_intellect(Pd),
      Who = M.player,
      choice_answered(S0, S1),
      R = M.result,
      card_id(Pd.source, By),
      add_effect(S1, _{kind:"base_intellect", player:Who, amount:R, source:By}, S)
    },
    [ event('FAB-686', base_intellect_rolled, _{player:Who, result:R, by:By}) ].

%!  base_intellect(+State, +Player:dict, -Intellect:integer) is det.
%
%   The base intellect of Player's hero: the last result a Knucklehead
%   of theirs rolled this turn (FAB-686), else the hero card's.

base_intellect(S, P, Int) :-
    effects(S, Es),
    findall(N, ( member(E, Es), get_dict(kind, E, "base_intellect"),
                 key_value(player, E, S.turn_player, Who), Who == P.name,
                 get_dict(amount, E, N) ), Ns),
    last(Ns, Int),
    !.
base_intellect(_, P, Int) :-
    hero_intellect(P, Int).

message(event(intellect_roll_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w rolls a ~d-sided die for their hero's base intellect (a roll move names the result)"-[L, F.player, F.sides] ].
message(event(base_intellect_rolled, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w rolls ~d: until end of turn their hero's base intellect is ~d (~w)"-[F.player, F.result, F.result, L] ].

                 /*******************************
                 *        BACK HEEL KICK        *
                 *******************************/

rule('FAB-687', effect, "Back Heel Kick after Twin Twisters: each power it would gain, it gains plus 1",
     "While Back Heel Kick attacks on a chain link after one whose attack is Twin Twisters (by its name, or a name it gained: FAB-643), each time it would gain power (a positive amount) it gains that much plus 1 instead: for each effect on the next attack that gives it power as it becomes a chain link (a Might token's, Benji's first hit, Twin Twisters' hit: FAB-505), each counted apart, and for each effect that gives it power as it resolves while it is on the chain (a target attack action card's, FAB-622, Short and Sharp's FAB-665; Razor Reflex's, FAB-585). A loss of power (Silken Gi's -1) is no gain and is not changed. After an attack of another name, or as the chain's first link, it gains what the effects give.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Back Heel Kick: \"Combo - If Twin Twisters was the last attack this combat chain, while this is face-up in any zone and would gain {p}, instead it gains that much plus 1.\" CR 8.4.1 (combo: a static ability whose condition is the last attack this combat chain), 6.4.1 and 6.4.9 (a replacement effect replaces an event with a modified event: \"instead\"), 8.5.8 (gets: a power modification; cards printed before 2023 say \"gains\"), 6.2.3 (each continuous effect applies on its own), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026; the CR's own example of the same words, Thrive (\"If an attack would gain {p} this turn, instead it gains that much plus 1\"), modifies each increase. The power Back Heel Kick could gain out of the combat chain (in a hand or a deck) changes no answer rulecheck gives: no rule it checks reads the power of such a card of this name.")).

%!  back_heel_combo(+State, +Attack, -K) is semidet.
%
%   Attack, attacking on a chain link of State, has the combo of Back
%   Heel Kick met: the attack of the link before its own is named as its
%   text says; each power it would gain, it gains plus K (FAB-687).

back_heel_combo(S, A, K) :-
    text_read_name(A, Name),
    card_text_read(Name, combo_gains_plus(Last, K)),
    chain_open(S),
    card_id(A, AId),
    nextto(Prev, L, S.chain.links),
    link_attack(L, A1), card_id(A1, AId1), AId1 == AId,
    link_attack(Prev, PA),
    attack_named(S, PA, Prev, Last),            % card_texts_katsu_blitz.pl: a name gained (FAB-643, FAB-645)
    !.

%!  gain_replaced(+State, +Link, +N, -N1) is det.
%
%   The attack of Link, on State's chain, would gain N power: it gains N1
%   (FAB-687: N plus K for Back Heel Kick's combo; else N).

gain_replaced(S, L, N, N1) :-
    (   integer(N), N > 0,
        link_attack(L, A),
        back_heel_combo(S, A, K)
    ->  N1 is N + K
    ;   N1 = N
    ).

%   target_gain_replaced(+S, +T, +N, -N1): the card T, attacking on a
%   chain link of S, gains N1 for N (gain_replaced/4); a card not
%   attacking gains N.
target_gain_replaced(S, T, N, N1) :-
    (   chain_open(S),
        member(L, S.chain.links),
        link_attack(L, A), card_id(A, AId), AId == T
    ->  gain_replaced(S, L, N, N1)
    ;   N1 = N
    ).

%!  power_gains_as_it_attacks(+State, +Player, +Attack, +From, -Gains:integer) is det.
%
%   The number of effects that give Attack power as Player's attack
%   becomes a chain link (FAB-505's effects on the next attack, FAB-213's
%   statics), each with a positive amount: what Back Heel Kick's combo
%   counts (FAB-687).

power_gains_as_it_attacks(S, Who, Attack, From, Gains) :-
    effects(S, Es),
    aggregate_all(count, ( member(E, Es),
                           attack_effect_of(Who, Attack, E),    % triggers.pl
                           get_dict(kind, E, "next_attack_power"),
                           get_dict(amount, E, N), integer(N), N > 0 ), G1),
    static_power(S, Who, Attack, From, Statics),                 % triggers.pl
    aggregate_all(count, ( member(_-P, Statics), P > 0 ), G2),
    Gains is G1 + G2.

%!  gains_replaced(+State0, +Player, +Attack, +Gains, -State)// is det.
%
%   Attack's chain link just opened with Gains effects giving it power:
%   if its combo makes each gain K more (FAB-687), the link counts
%   Gains * K more power.

gains_replaced(S0, Who, A, Gains, S) -->
    (   { Gains > 0,
          chain_open(S0),
          last(S0.chain.links, L0),
          link_attack(L0, A0), card_id(A0, Id0), card_id(A, AId), Id0 == AId,
          back_heel_combo(S0, A, K),
          N is Gains * K
        }
    ->  link_power_gained(S0, Who, A, 'FAB-687', gains_plus_one, _{gains:Gains}, N, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

message(event(gains_plus_one, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w's combo is met (Twin Twisters was the last attack): each of the ~d power gain(s) it gets as it attacks is 1 more, +~d power"-[L, F.gains, F.power] ].

                 /*******************************
                 *     WILD RIDE, MINI MEATAXE   *
                 *******************************/

rule('FAB-688', effect, "Wild Ride, Mini Meataxe: as it attacks, draw a card, then discard a random card; Wild Ride gets go again for a discard of 6 or more power",
     "When Wild Ride or Mini Meataxe's attack becomes a chain link (it attacks), its controller draws a card (none from an empty deck), then, with a card in hand, the position waits for the card a random discard takes (the pending choice random_discard, its player the controller): a discard move names it (FAB-682), and it goes from the hand to the graveyard: the reading of Monstrous Veil and Bare Fangs' \"draw a card then discard a random card\" (FAB-681), one choice and one discard move for the four cards. If Wild Ride's discarded card has 6 or more power, Wild Ride's chain link gets go again (FAB-503 gives the action point as it resolves); with less power it has none (the go again the card data lists for it is this one). The discard is a discard as any other: the texts read that trigger on one read it (Rhinar's intimidate, FAB-570; Romping Club, FAB-555), and one of 6 or more power is recorded for the turn (FAB-679). Mini Meataxe's attack itself is its ability's (FAB-404). Not handled: a random discard as another choice already waits from the same attack (one choice waits at a time); rulecheck then leaves the discard out and says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Wild Ride: \"When this attacks, draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, this gets go again.\" Mini Meataxe: \"Once per Turn Action - {r}{r}: Attack. When this attacks, draw a card then discard a random card.\" CR 7.2.3 (the attack becomes attacking as its chain link opens), 6.6.4 and 6.6.5 (a static-triggered effect), 8.5.6 (draw), 8.5.5 (discard: from the hand to the graveyard), 1.1.1a (a player's way to generate uniform random values: the random card), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the link opens, as it does Spring Load's (FAB-657). The card is random: the judge or the tool running the game names it, as for Barkbone Strapping's die (FAB-576) or an intimidate (FAB-528).")).

%!  draw_discard_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: if its text draws then discards a
%   random card (FAB-688), Player draws, and the random discard waits:
%   the one reading of it, card_texts_rhinar_blitz.pl's (FAB-681,
%   FAB-682), whose discard move gives Wild Ride its go again here.

draw_discard_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_draw_random_discard(_))
        }
    ->  { text_rule(Name, 'FAB-688', Rule) },  % card_texts_kassai.pl (Deadwood Rumbler)
        draw_then_discard_random(S0, Who, A, Rule, S)   % card_texts_rhinar_blitz.pl
    ;   { S = S0 }
    ).

%   Wild Ride's chain link gets go again for a discarded card C with Min
%   or more power (FAB-688).
random_discard_go_again(S0, Who, A, C, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_draw_random_discard(go_again_at_power(Min))),
          card_id(A, AId)
        }
    ->  (   { power_where(S0, Who, C, Pw),      % off the chain (Kayo's +1: card_texts_windup.pl, FAB-792)
              Pw >= Min,
              chain_open(S0),
              member(L0, S0.chain.links),
              link_attack(L0, A0), card_id(A0, AId0), AId0 == AId,
              \+ get_dict(go_again, L0, true),
              Chain0 = S0.chain,
              nth0(K, Chain0.links, L0, Rest),
              nth0(K, Links, L0.put(go_again, true), Rest),
              S = S0.put(chain, Chain0.put(links, Links))
            }
        ->  [ event('FAB-688', random_discard_go_again, _{attack:AId, power:Pw}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

message(event(random_discard_go_again, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w discarded a card with ~d power, 6 or more: it gets go again"-[L, F.power] ].

                 /*******************************
                 *      RALLY THE REARGUARD     *
                 *******************************/

rule('FAB-690', constraint, "An ability whose cost discards names the cards it discards",
     "Activating an ability whose cost is to discard cards (Rally the Rearguard's: a card) names them in the move (`discard`): as many as the cost asks, each a different card of the player's hand not pitched for the same activation; an ability without such a cost discards none. Rally the Rearguard's instant ability may be activated once per turn (FAB-402), only while it defends a chain link (FAB-401: its player's defending card), and as it resolves, if it still defends, its chain link counts +3 defense (the link's defense_bonus, which the damage counts). The discard is a discard as any other (FAB-555, FAB-570 read it; while its player defends, neither triggers).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Rally the Rearguard: \"Once per Turn Instant - Discard a card: This gets +3{d}. Activate this only while this is defending.\" CR 1.7.4a (an ability of a non-permanent defending card is functional if it is an activated ability that says it can be activated while the card defends; the CR's own example is Rally the Rearguard), 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-costs are paid as it is activated: the card discarded is the player's choice), 8.5.5 (discard), 8.5.8 (gets +3 defense), 7.5.2 (the damage step counts the defending cards' defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Rally the Rearguard",
               [_{type:"instant", limit:"once per turn", cost:0, effect:"other",
                  go_again:false, destroy_self:false, discard:1}]).

%!  defending_ability_card(+Card) is semidet.
%
%   Card's ability may be activated while it defends (CR 1.7.4a): its
%   text read here says so (FAB-690).

defending_ability_card(C) :-
    text_read_name(C, Name),
    (   card_text_read(Name, ability_defending_defense(_)) -> true
    ;   card_text_read(Name, ability_gains_hit_damage(_))  % card_texts_lexi_2.pl: Shock Striker (FAB-817)
    ).

%!  defending_ability_unread(+Card) is semidet.
%
%   Card, defending, has text rulecheck does not read that speaks of its
%   own activation (Rally the Rearguard's, hidden): it may have an ability
%   its player activates while it defends (CR 1.7.4a), which rulecheck
%   does not know, so activating it is unknown (FAB-119), not illegal.

defending_ability_unread(C) :-
    abilities_unread(C),                        % permanents.pl
    text_reach(C, Mask),
    (   reach_has(Mask, self(activate)) -> true
    ;   reach_has(Mask, self_allow(activate)) -> true
    ;   attacking_ability_unread(C)             % card_texts_lexi_2.pl: Shock Striker (FAB-817)
    ).

%   ability_discards(+Ability, -N): the cards Ability's cost discards.
ability_discards(Ab, N) :-
    (   get_dict(discard, Ab, N0), integer(N0) -> N = N0 ; N = 0 ).

%!  activation_discard_choice(+Player, +Ability, +Pitched, +Move0, -Move) is nondet.
%
%   The candidates of an activation (moves.pl): where Ability's cost
%   discards a card, each card of Player's hand not in Pitched, once
%   (FAB-690); else Move0 as it is.

activation_discard_choice(P, Ab, Pitched, M0, M) :-
    ability_discards(Ab, N),
    (   N =:= 0
    ->  M = M0
    ;   length(Ds, N),
        findall(C, ( member(C, P.hand), \+ memberchk(C, Pitched) ), Pool),
        sub_list(Pool, Ds),                     % moves.pl
        maplist(card_id, Ds, Ids),
        M = M0.put(discard, Ids)
    ).

broken('FAB-690', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    ability_discards(Ab, N),
    key_value(discard, M, [], Ds),
    key_value(pitch, M, [], Pitch),
    length(Ds, K),
    (   K =\= N
    ->  Reason = ability_discard_count(C, N, K)
    ;   member(Id, Ds),
        \+ card_in(P, hand, Id, _)
    ->  Reason = ability_discard_not_in_hand(P.name, Id)
    ;   member(Id, Ds), memberchk(Id, Pitch)
    ->  Reason = ability_discard_pitched(Id)
    ;   msort(Ds, Sorted), length(Sorted, L1), sort(Ds, Set), length(Set, L2), L1 =\= L2
    ->  Reason = ability_discard_twice
    ).

%!  activation_discards(+Move, +Player, +SourceId, +P0, -P)// is det.
%
%   The cards Move discards to pay its ability's cost (FAB-690) go from
%   the player's hand to their graveyard.

activation_discards(M, Who, Id, P0, P) -->
    (   { key_value(discard, M, [], Ds), Ds \== [] }
    ->  { foldl([DId, Pa, Pb]>>( take_card(Pa, hand, DId, DC, Pc),
                                 add_cards(Pc, graveyard, [DC], Pb) ), Ds, P0, P) },
        [ event('FAB-690', ability_cost_discarded, _{player:Who, card:Id, cards:Ds}) ]
    ;   { P = P0 }
    ).

ability_reading(ability_defending_defense(_)).

ability_reading_resolved(ability_defending_defense(N), S0, Who, Id, S) -->
    (   { chain_open(S0),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          key_value(defending, L0, [], Ds),
          member(D, Ds), card_id(D, DId), DId == Id
        }
    ->  { key_value(defense_bonus, L0, 0, B0),
          B is B0 + N,
          nth0(K, Links, L0.put(defense_bonus, B), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        },
        [ event('FAB-690', defending_defense_gained, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 },
        [ event('FAB-690', defending_defense_gone, _{player:Who, card:Id}) ]
    ).

message(event(ability_cost_discarded, F, S0)) -->
    { event_card(S0, F.card, L), maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w discards ~w to pay the cost of ~w's ability"-[F.player, T, L] ].
message(event(defending_defense_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: it gets +~d defense on the chain link it defends"-[L, F.amount] ].
message(event(defending_defense_gone, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves, but it no longer defends: it gets nothing"-[L] ].
message(ability_discard_count(C, N, K)) -->
    { card_label(C, L) },
    [ "the cost of ~w's ability discards ~d card(s); the move names ~d"-[L, N, K] ].
message(ability_discard_not_in_hand(Who, Id)) -->
    [ "~w has no card ~w in hand to discard"-[Who, Id] ].
message(ability_discard_pitched(Id)) -->
    [ "~w is pitched for the same activation; the discard is another card of the hand"-[Id] ].
message(ability_discard_twice) -->
    [ "the move names the same card twice among the cards it discards" ].

                 /*******************************
                 *         RISING POWER         *
                 *******************************/

rule('FAB-691', effect, "Rising Power, High Riser: +1 power while its player has drawn a card this turn",
     "A draw an effect makes (FAB-209: a card's text, a token's, an ability's) of the turn player's is recorded for the turn in the state's effects ({kind: card_drawn, player, source: what drew it}, as the turn's other records are, FAB-674; it ends with the turn, FAB-206; a position given in the middle of a turn says so, else no card has been drawn this turn). Rising Power, attacking on a chain link while its controller has drawn a card this turn, has +1 power: as its link opens after such a draw, or, for a link already open, as its player's first draw of the turn is made (the link's power_bonus counts it). Defending, or anywhere but the combat chain, its power changes no answer rulecheck gives: its ability is not functional there (CR 1.7.4, 1.7.4a). High Riser (a weapon: \"If you've drawn a card this turn, this gets +1{p}\") gives its attack the same +1 (CR 1.4.3a: the attack-proxy has its source's properties).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Rising Power: \"If you've drawn a card this turn, this gets +1{p}.\" CR 1.8.4 and 6.2.3d (a conditional static effect: its condition is evaluated at all times), 1.7.4 and 1.7.4a (an ability is functional while its source is public in the arena; a non-permanent defending card's static ability is not), 8.5.6 (draw), 4.4.3f (the draw at the end of the turn ends the turn: no attack is on the chain after it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The draws of the previous turn's end are not this turn's.")).

%!  drew_this_turn(+State, +Player) is semidet.
%
%   Player has drawn a card this turn (FAB-691).

drew_this_turn(S, Who) :-
    turn_record(S, "card_drawn", Who).          % card_texts_rhinar_blitz.pl (FAB-674)

%!  card_drawn_recorded(+State0, +Player, +N, +Source, -State)// is det.
%
%   Player drew N cards by an effect of Source (FAB-209): the turn
%   player's first draw of the turn is recorded as the turn's other
%   records are (turn_recorded//6, card_texts_rhinar_blitz.pl), and each
%   of their Rising Power links already attacking gets its +1 power
%   (FAB-691).

card_drawn_recorded(S0, Who, N, Src, S) -->
    (   { N > 0, S0.turn_player == Who, \+ drew_this_turn(S0, Who) }
    ->  turn_recorded(S0, "card_drawn", 'FAB-691', Who, Src, S1),
        { (   chain_open(S1) -> Links0 = S1.chain.links ; Links0 = [] ) },
        drawn_power_links(Links0, Who, S1, S)
    ;   { S = S0 }
    ).

drawn_power_links([], _, S, S) --> [].
drawn_power_links([L|Ls], Who, S0, S) -->
    (   { L.controller == Who,
          link_attack(L, A),
          text_read_name(A, Name),
          card_text_read(Name, power_after_a_draw(N)),
          card_id(A, AId),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId,
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          nth0(K, Links, L0.put(power_bonus, B), Rest),
          S1 = S0.put(chain, Chain0.put(links, Links))
        }
    ->  [ event('FAB-691', drawn_power, _{player:Who, attack:AId, power:N}) ]
    ;   { S1 = S0 }
    ),
    drawn_power_links(Ls, Who, S1, S).

%   Attack's chain link just opened: Rising Power after a draw this turn
%   gets its power (FAB-691).
drawn_power_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, power_after_a_draw(N)),
          drew_this_turn(S0, Who)
        }
    ->  link_power_gained(S0, Who, A, 'FAB-691', drawn_power, _{}, N, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

message(event(drawn_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: ~w has drawn a card this turn"-[L, F.power, F.player] ].
