/*  Flesh and Blood: the texts of the Rhinar and Dorinthea Hero Decks.

    Part of game.pl, beside card_texts.pl (whose card_text_read/2 this
    file adds to, and whose hooks call the relations here).  Each text is
    read as relations beside its rule/5 entry (Flesh and Blood
    Comprehensive Rules, as published February 2026):

        Rhinar Hero Deck: Rhinar's intimidate on a discard of 6 or more
        power (FAB-570), Snapdragon Scalers (FAB-571, FAB-572), Scour the
        Battlescape (FAB-573 ... FAB-575, a bottom move), Barkbone
        Strapping's roll (FAB-576, FAB-577, a roll move), Drone of
        Brutality (FAB-578);
        Dorinthea Hero Deck: the next weapon attack's +N power, go again
        and hit ability (Sharpen Steel, Driving Blade, Warrior's Valor:
        FAB-579, FAB-580), the attack reactions on a weapon attack and
        their Reprise (Biting Blade, Overpower, Ironsong Response:
        FAB-581 ... FAB-583), Steelblade Shunt (FAB-584), Razor Reflex
        (FAB-585), Stroke of Foresight's Reprise (FAB-586, FAB-587, a put
        move), Refraction Bolters (FAB-588, a destroy or decline move),
        Dawnblade's counters (FAB-589).

    Not read: Hope Merchant's Hood and Nature's Path Pilgrimage.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, ability_text_resolved//5, choice_candidate/3,
                 rule_fact/4, fact_words//1, choice_words//1, move_words//3, text_abilities/2,
                 text_ability_effect/1, moot/3, text_choice_words//2.

card_text_read("Rhinar", discard_intimidates(6)).
card_text_read("Rhinar, Reckless Rampage", discard_intimidates(6)).
card_text_read("Snapdragon Scalers", attack_action_go_again(1)).

                 /*******************************
                 *            RHINAR            *
                 *******************************/

rule('FAB-570', effect, "Rhinar: a discard of 6 or more power in the action phase intimidates",
     "Whenever a player whose hero is Rhinar (or Rhinar, Reckless Rampage) discards a card with 6 or more power in their own action phase (the random discard of an additional cost, FAB-305), they intimidate the other player as FAB-528 says: if that player has a card in hand, the position waits for them to banish one drawn at random (a banish move), else they are intimidated all the same. A discard of less power, or outside its player's action phase, does nothing.",
     ruling("",
            "Rhinar: \"Whenever you discard a card with 6 or more {p} during your action phase, intimidate.\" CR 6.6 (a triggered effect), 8.5.5 (discard), 8.5.10, 8.5.10a and 8.5.10b (intimidate: with no player named it targets a hero, here the opposing one), 4.3 (the action phase is the turn player's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer is added as the card whose cost the discard paid waits on the stack, and resolves before it; no player's choice comes in between that could change which card is banished, so rulecheck asks for the banish at once, as it resolves the tokens of FAB-211. When another effect of the same play also triggers (Romping Club's +1 power, FAB-555), they touch different things, and any order the player gives them ends in the same position. Not handled: a discard while another choice already waits from the same play (two of the player's permanents triggering on the attack, FAB-531); rulecheck then leaves the intimidate out.")).

%!  hero_discard_text(+State0, +Player, +Discarded:list, -State)// is det.
%
%   Player discarded the cards Discarded (ids, now in their graveyard):
%   if their hero's text reads a discard of 6 or more power in their
%   action phase, each such card intimidates (FAB-570).

hero_discard_text(S0, Who, Ds, S) -->
    { player(S0, Who, P),
      Hero = P.hero,
      (   S0.turn_player == Who,
          S0.phase == "action",
          text_read_name(Hero, Name),
          card_text_read(Name, discard_intimidates(Min)),
          \+ hero_abilities_lost(S0, Who)         % Crush Confidence: card_texts_bravo.pl (FAB-624)
      ->  include(discarded_power_at_least(S0, Who, Min), Ds, Big)
      ;   Big = []
      )
    },
    intimidations(Big, Who, Hero, S0, S).

discarded_power_at_least(S, Who, Min, DId) :-
    player(S, Who, P), discarded_card(P, DId, D),
    power_where(S, Who, D, Pw),                 % card_texts_windup.pl (FAB-792)
    Pw >= Min,
    !.

intimidations([], _, _, S, S) --> [].
intimidations([DId|Ds], Who, Hero, S0, S) -->
    (   { \+ pending(S0, _) }                   % one choice waits at a time: see the rule
    ->  { card_id(Hero, HId) },
        [ event('FAB-570', discard_intimidates, _{player:Who, card:DId, by:HId}) ],
        intimidate_player(S0, Who, Hero, S1),   % choices.pl (FAB-528)
        intimidations(Ds, Who, Hero, S1, S)
    ;   { S = S0 }
    ).

%!  discarded_card(+Player:dict, +Id, -Card) is semidet.
%
%   Card, with the id Id, was just discarded by Player: it is in their
%   graveyard, or on the bottom of their deck where Drone of Brutality's
%   text put it instead (FAB-578; a card so replaced is still discarded,
%   CR 8.5.5c).

discarded_card(P, Id, C) :-
    (   member(C, P.graveyard)
    ;   member(C, P.deck),
        is_dict(C),
        get_dict(graveyard_replaced, C, true)
    ),
    card_id(C, Id0),
    Id0 == Id,
    !.

message(event(discard_intimidates, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w discarded ~w, a card with 6 or more power, in their action phase: ~w intimidates"-[F.player, L, By] ].

                 /*******************************
                 *      SNAPDRAGON SCALERS      *
                 *******************************/

rule('FAB-571', effect, "Snapdragon Scalers: the attack action card attacking gets go again",
     "Snapdragon Scalers' attack reaction ability (\"Destroy this\": it goes to the graveyard as it is activated, FAB-404), as it resolves, gives go again to the attack of the active chain link when that is an attack action card with cost 1 or less: its chain link's go_again becomes true (FAB-309 reads it as the link resolves). rulecheck reads the ability's target as that attack; where the attack is not such a card, another card targeted (FAB-572) gets go again, which changes nothing.",
     ruling("",
            "Snapdragon Scalers: \"Attack Reaction - Destroy this: Target attack action card with cost 1 or less gets go again.\" CR 5.2.2 (activating: the target is declared as the ability is put on the stack, 5.1.4a), 1.8.5 and 1.8.5a (a target is a public object in the arena or on the stack: the combat chain is in the arena, 3.0.5), 8.3.5 (go again: the controller gains an action point as the chain link resolves), 7.6.2, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Go again matters only to an attack whose chain link has not resolved: the active chain link's (an earlier link's attack, a defending card, resolved already or never resolving as an attack). The player may still target another card that fits (it gains nothing), and rulecheck does not offer that choice, as FAB-528 does not offer a player targeting their own hero.")).

rule('FAB-572', constraint, "Snapdragon Scalers needs an attack action card with cost 1 or less to target",
     "Snapdragon Scalers' ability may be activated only while an attack action card with cost 1 or less is on the combat chain (attacking on a chain link, or defending) or on the stack: a target it can declare.",
     ruling("",
            "Snapdragon Scalers: \"Target attack action card with cost 1 or less gets go again.\" CR 5.1.4a and 5.2.2b (an ability that requires a target is activated only if its legal targets are declared), 1.8.5 and 1.8.5a (legal targets: public objects in the arena, the combat chain included, 3.0.5, or on the stack), 1.2.2c (an attack action card: a card with the types action and attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_abilities(+Name:string, -Abilities:list) is semidet.
%
%   The activated abilities of the cards named Name as their text read
%   here gives them (cards.pl, card_abilities/2 reads them before the
%   card data's): Snapdragon Scalers' (FAB-571).

text_abilities("Snapdragon Scalers",
               [_{type:"attack reaction", limit:"none", cost:0, effect:"attack_action_go_again",
                  go_again:false, destroy_self:true, max_cost:1}]).

%   The effects of activated abilities read here (permanents.pl,
%   modelled_effect/1).
text_ability_effect("attack_action_go_again").

%!  go_again_target(+State, +MaxCost, -Card) is nondet.
%
%   Card, an attack action card with cost MaxCost or less, is on the
%   combat chain (attacking or defending) or on the stack: a target of
%   Snapdragon Scalers (FAB-572).

go_again_target(S, Max, C) :-
    (   chain_open(S),
        member(L, S.chain.links),
        (   link_attack(L, C)
        ;   key_value(defending, L, [], Ds), member(C, Ds)
        )
    ;   key_value(stack, S, [], Layers),
        member(Layer, Layers),
        layer_card(Layer, C)
    ),
    card_type(C, "attack action"),
    card_cost(C, Cost),
    integer(Cost),
    Cost =< Max.

broken('FAB-572', S, M, no_go_again_target(C, Max)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, Ab),
    get_dict(effect, Ab, "attack_action_go_again"),
    \+ text_unread(C),
    Max = Ab.max_cost,
    \+ go_again_target(S, Max, _).

message(no_go_again_target(C, Max)) -->
    { card_label(C, L) },
    [ "~w's ability targets an attack action card with cost ~d or less, and none is on the combat chain or the stack"-[L, Max] ].

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "attack_action_go_again" },
    (   { active_link(S0, Link0),
          link_attack(Link0, A),
          go_again_target(S0, 1, A),
          active_link_replaced(S0, Link0, Replaced, S),
          Replaced = Link0.put(go_again, true),
          card_id(A, AId)
        }
    ->  [ event('FAB-571', attack_gets_go_again, _{player:Who, attack:AId, by:Id}) ]
    ;   { S = S0 },
        [ event('FAB-571', no_attack_gets_go_again, _{player:Who, by:Id}) ]
    ).

message(event(attack_gets_go_again, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By) },
    [ "~w's ability resolves: ~w gets go again"-[By, L] ].
message(event(no_attack_gets_go_again, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w's ability resolves: the attack of the active chain link is not an attack action card with cost 1 or less, so no attack gets go again"-[By] ].

                 /*******************************
                 *     SCOUR THE BATTLESCAPE    *
                 *******************************/

card_text_read("Scour the Battlescape", arsenal_go_again).
card_text_read("Scour the Battlescape", may_put_to_bottom_and_draw).

rule('FAB-573', effect, "Scour the Battlescape played from the arsenal: go again",
     "Scour the Battlescape played from the arsenal gains go again: its chain link opens with go_again true (FAB-309 gives the action point as the link resolves). Played from hand it has none.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Scour the Battlescape: \"If Scour the Battlescape is played from arsenal, it gains go again.\" CR 5.4.7 and 1.8.4 (a conditional effect: the condition, the zone it was played from, is the card's history), 8.3.5 (go again), 3.3.4 (cards in the arsenal may be played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  arsenal_go_again(+Player, +Card, +From, +GoAgain0, -GoAgain)// is det.
%
%   The attack action card Card, played from From, resolves: its text
%   gives it go again when it was played from the arsenal (FAB-573).

arsenal_go_again(Who, C, From, GA0, GA) -->
    (   { From == "arsenal",
          GA0 \== true,
          text_read_name(C, Name),
          card_text_read(Name, arsenal_go_again),
          card_id(C, Id), text_rule(Name, 'FAB-573', Rule)   % card_texts_kassai.pl (Performance Bonus)
        }
    ->  { GA = true },
        [ event(Rule, arsenal_go_again, _{player:Who, card:Id}) ]
    ;   { GA = GA0 }
    ).

message(event(arsenal_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: it gains go again"-[L] ].

rule('FAB-574', effect, "Scour the Battlescape: its player may put a card from hand on the bottom of the deck, then draws",
     "As Scour the Battlescape resolves (it becomes the attack of a new chain link), its player, if they have a card in hand, chooses (the position's pending choice, hand_to_bottom): a bottom move whose cards name one card of their hand puts it on the bottom of their deck, and they draw a card; a bottom move whose cards are empty does neither. With no card in hand there is no choice and nothing happens.",
     ruling("",
            "Scour the Battlescape: \"You may put a card from your hand on the bottom of your deck. If you do, draw a card.\" CR 7.2.3 (an attack's resolution abilities generate their effects, then it moves onto the combat chain), 1.8.3 and 1.8.3a (an optional effect: the player chooses), 1.8.3b (one that cannot be generated, with no card in hand, is not offered), 1.8.4 (\"if you do\": the draw only after the card is put), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks once the chain link has opened: between the two nothing reads the hand or the deck (the attack's triggers on attacking, 7.2.4, read neither for this card), so the position after the answer is the one the CR's order makes.")).

rule('FAB-575', constraint, "The card put on the bottom is in the player's hand",
     "A bottom move answers Scour the Battlescape's choice (FAB-574): its cards name at most one card, and that card is in that player's hand.",
     ruling("",
            "Scour the Battlescape: \"You may put a card from your hand on the bottom of your deck.\" CR 1.8.6 (the player determines the card as the effect is generated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  attack_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   The attack action card Card resolved and its chain link opened: its
%   resolution ability read here asks its player (FAB-574).

attack_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, may_put_to_bottom_and_draw),
          \+ game_over(S0, _),
          \+ pending(S0, _),
          player(S0, Who, P),
          P.hand \== [],
          card_id(C, Id)
        }
    ->  { S = S0.put(pending, _{choice:"hand_to_bottom", player:Who, controller:Who, source:C}) },
        [ event('FAB-574', hand_to_bottom_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

broken('FAB-575', S, M, Reason) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "hand_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    (   Ids = [_, _|_]
    ->  Reason = bottom_one_card(Ids, Pd.source)
    ;   Ids = [Id],
        not_from_hand(S, Who, Id, bottom_not_from_hand, Reason0),  % choices.pl
        (   Reason0 = bottom_not_from_hand(C, Z)
        ->  Reason = bottom_not_from_hand(C, Z, Pd.source)
        ;   Reason = Reason0
        )
    ).

rule_fact('FAB-575', S, M, choosing_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hand_to_bottom",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    (   { key_value(cards, M, [], [Id]) }
    ->  { player(S1, Who, P0),
          take_card(P0, hand, Id, C, P1),
          add_cards(P1, deck, [C], P2),
          set_player(S1, P2, S2)
        },
        [ event('FAB-574', hand_card_to_bottom, _{player:Who, card:Id, by:By}) ],
        draw_cards(Who, 1, By, S2, S)           % triggers.pl
    ;   { S = S1 },
        [ event('FAB-574', hand_kept, _{player:Who, by:By}) ]
    ).

%   A choice of one card of a zone of its player's, or none, put on the
%   bottom of their deck (one_to_bottom/2: Scour's, Mask of Shifting
%   Perspectives', Break Ground's): a bottom move naming one, or none.
choice_candidate("bottom", S, M) :-
    pending(S, Pd),
    one_to_bottom(Pd.choice, Zone),
    Who = Pd.player,
    (   M = _{player:Who, action:"bottom", cards:[]}
    ;   player(S, Who, P),
        key_value(Zone, P, [], Cards),
        member(C, Cards),
        card_id(C, Id),
        M = _{player:Who, action:"bottom", cards:[Id]}
    ).

one_to_bottom("hand_to_bottom", hand).          % Scour the Battlescape (FAB-574)

message(event(hand_to_bottom_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w may put a card from hand on the bottom of their deck and draw a card (a bottom move)"-[L, F.player] ].
message(event(hand_card_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from hand on the bottom of their deck (~w), then draws a card"-[F.player, L, By] ].
message(event(hand_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w puts no card on the bottom of their deck and draws none (~w)"-[F.player, By] ].
message(bottom_one_card(Ids, Source)) -->
    { atomic_list_concat(Ids, ', ', T), card_label(Source, By) },
    [ "the move names ~w: ~w puts one card from the hand on the bottom of the deck, or none"-[T, By] ].
message(bottom_not_from_hand(C, Z, Source)) -->
    { card_label(C, L), card_label(Source, By) },
    [ "~w is in the ~w, not in the hand: ~w puts a card from the hand on the bottom of the deck"-[L, Z, By] ].
message(no_choice_waits("hand_to_bottom")) -->
    [ "no card waits to be put on the bottom of the deck: bottom answers Scour the Battlescape's or Sink Below's choice as it resolves" ].
%   The hand a choice takes a card from (FAB-575, FAB-587).
fact_words(choosing_hand(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w's hand: ~w"-[Who, T] ].

choice_words("hand_to_bottom") --> [ "whether to put a card from their hand on the bottom of their deck and draw a card (a bottom move)" ].

move_words("bottom", S, M) -->
    { pending(S, Pd), Pd.choice == "hand_to_bottom" },
    !,
    (   { key_value(cards, M, [], [Id]), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " puts ", L, " on the bottom of their deck and draws a card" ]
    ;   [ M.player, " puts no card on the bottom of their deck" ]
    ).
message(no_card_to_put_on_the_bottom(P)) -->
    [ "~w has no card in hand: Scour the Battlescape's or Sink Below's choice of a card to put on the bottom of the deck does not wait"-[P] ].

                 /*******************************
                 *      BARKBONE STRAPPING      *
                 *******************************/

card_text_read("Barkbone Strapping", roll_half_resources(6)).

rule('FAB-576', effect, "Barkbone Strapping: roll a six-sided die, gain half the result in resource points",
     "Barkbone Strapping's instant ability (\"Destroy Barkbone Strapping\": it goes to the graveyard as it is activated, FAB-404), as it resolves, has its controller roll a six-sided die: the position waits for the result (the pending choice roll, its player the controller), which a roll move names; the player then gains resource points equal to half the result, rounded down (0 for a 1, 1 for a 2 or 3, 2 for a 4 or 5, 3 for a 6). Its Battleworn is FAB-521's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Barkbone Strapping: \"Instant - Destroy Barkbone Strapping: Roll a 6 die. Gain {r} equal to half the number rolled, rounded down.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.18, 8.5.18a and 8.5.18b (roll: the die's uppermost face, an integer from one to the number of its faces, is the result), 1.1.1a (the player's own way to generate uniform random values), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The result is random: the judge or the tool running the game names it, as it names the card a random discard takes (FAB-305) or an intimidate banishes (FAB-528).")).

rule('FAB-577', constraint, "A six-sided die rolls 1 to 6",
     "A roll move answers the roll waiting for its player (FAB-576): its result is an integer from 1 to 6.",
     ruling("",
            "CR 8.5.18b (a die has faces of distinct integer values from one up to, and including, the number of its faces), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Barkbone Strapping",
               [_{type:"instant", limit:"none", cost:0, effect:"roll_resources",
                  go_again:false, destroy_self:true}]).

text_ability_effect("roll_resources").

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "roll_resources",
      (   \+ game_over(S0, _)
      ->  (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
          S = S0.put(pending, _{choice:"roll", player:Who, controller:Who, source:Src, sides:6})
      ;   S = S0
      )
    },
    [ event('FAB-576', roll_waits, _{player:Who, card:Id, sides:6}) ].

broken('FAB-577', S, M, roll_out_of_range(R, Sides)) :-
    get_dict(action, M, "roll"),
    pending(S, Pd),
    Pd.choice == "roll",
    get_dict(result, M, R),
    key_value(sides, Pd, 6, Sides),
    \+ ( integer(R), R >= 1, R =< Sides ).

rule_fact('FAB-577', S, M, roll_sides(Who, Sides)) :-
    pending(S, Pd),
    Pd.choice == "roll",
    Who = M.player,
    key_value(sides, Pd, 6, Sides).

effect(roll, S0, M, S) -->
    { pending(S0, Pd), \+ roll_sets_base_intellect(Pd),   % card_texts_kayo.pl: Knucklehead's (FAB-686)
      Who = M.player,
      choice_answered(S0, S1),
      R = M.result,
      N is R // 2,
      player(S1, Who, P0),
      RP is P0.resource_points + N,
      set_player(S1, P0.put(resource_points, RP), S),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    [ event('FAB-576', rolled_resources, _{player:Who, result:R, amount:N, resource_points:RP, by:By}) ].

choice_candidate("roll", S, _{player:Who, action:"roll", result:R}) :-
    pending(S, Pd),
    Pd.choice == "roll",
    Who = Pd.player,
    key_value(sides, Pd, 6, Sides),
    between(1, Sides, R).

message(event(roll_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w rolls a ~d-sided die (a roll move names the result)"-[L, F.player, F.sides] ].
message(event(rolled_resources, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w rolls ~d: half of it, rounded down, is ~d resource point(s) from ~w (~d now)"-[F.player, F.result, F.amount, L, F.resource_points] ].
message(roll_out_of_range(R, Sides)) -->
    [ "a ~d-sided die rolls 1 to ~d, not ~w"-[Sides, Sides, R] ].
message(no_choice_waits("roll")) -->
    [ "no die waits to be rolled: roll names the result of Barkbone Strapping's roll as its ability resolves" ].
fact_words(roll_sides(Who, Sides)) -->
    [ "~w rolls a ~d-sided die"-[Who, Sides] ].

choice_words("roll") --> [ "the result of the die they roll (a roll move)" ].

move_words("roll", _, M) -->
    [ M.player, " rolls ", M.result ].

%   The choices the texts read here leave, as the board shows them
%   (choices.pl, board_words//1).
text_choice_words("hand_to_bottom", Source) -->
    [ "whether to put a card from hand on the bottom of the deck and draw a card, for ~w (bottom)"-[Source] ].
text_choice_words("roll", Source) -->
    [ "the result of the die rolled for ~w (roll)"-[Source] ].

                 /*******************************
                 *      DRONE OF BRUTALITY      *
                 *******************************/

card_text_read("Drone of Brutality", graveyard_to_bottom_of_deck).

rule('FAB-578', effect, "Drone of Brutality goes to the bottom of its owner's deck instead of the graveyard",
     "Whenever Drone of Brutality would be put into its owner's graveyard from anywhere (discarded, resolved, cleared from the combat chain as it closes, failing to resolve, destroyed), it is put on the bottom of its owner's deck instead: the event that says it goes to the graveyard is followed by one that says where it went. Several at once go in the order the position lists them.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Drone of Brutality: \"If Drone of Brutality would be put into your graveyard from anywhere, instead put it on the bottom of your deck.\" CR 6.4.1 (a replacement effect replaces an event with a modified event), 6.4.2 (it applies whenever such an event is about to occur), 1.2.1a and 3.0.12 (a card cleared or destroyed goes to its owner's graveyard: \"your graveyard\" is its owner's), 8.5.4 (destroy), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Cards put on the bottom of a deck at once go in an order their owner chooses: copies of one Drone go in any order alike; two Drones of different colours going at once go in the order their owner is asked for where it can matter (FAB-633, FAB-634; Inertia's order: FAB-534). The pitch zone goes to the bottom of the deck at the end of the turn and never to the graveyard: there the text changes nothing.")).

%!  graveyard_replaced_card(+Card) is semidet.
%
%   Card, about to be put into its owner's graveyard, goes to the bottom
%   of their deck instead (FAB-578; position.pl, add_cards/4).

graveyard_replaced_card(C) :-
    is_dict(C),
    text_read_name(C, Name),
    card_text_read(Name, graveyard_to_bottom_of_deck).

%   The card as it waits, on the bottom of the deck, for the move's event
%   that says so (graveyard_replacements//2).
graveyard_replaced_mark(C, C.put(graveyard_replaced, true)).

%!  graveyard_replacements(+State0, -State)// is det.
%
%   The move is done: each card that went to the bottom of its owner's
%   deck instead of the graveyard (FAB-578) says so in an event, and
%   loses the mark it went with.

graveyard_replacements(S0, S) -->
    { players(S0, Ps),
      findall(Name-Id, ( member(P, Ps),
                         member(Zone, [deck, hand, arsenal, graveyard, banished, pitch]),
                         get_dict(Zone, P, Cs),
                         member(C, Cs),
                         is_dict(C),
                         get_dict(graveyard_replaced, C, true),
                         get_dict(name, P, Name),
                         card_id(C, Id) ), Moved)
    },
    (   { Moved == [] }
    ->  { S = S0 }
    ;   { maplist(unmarked_player, Ps, Ps1),
          S = S0.put(players, Ps1)
        },
        replaced_events(Moved)
    ).

unmarked_player(P0, P) :-
    foldl(unmarked_zone, [deck, hand, arsenal, graveyard, banished, pitch], P0, P).

unmarked_zone(Zone, P0, P) :-
    (   get_dict(Zone, P0, Cs0), is_list(Cs0)
    ->  maplist(unmarked_card, Cs0, Cs),
        P = P0.put(Zone, Cs)
    ;   P = P0
    ).

unmarked_card(C0, C) :-
    (   is_dict(C0), del_dict(graveyard_replaced, C0, _, C1) -> C = C1 ; C = C0 ).

replaced_events([]) --> [].
replaced_events([Who-Id|Ms]) -->
    [ event('FAB-578', graveyard_replaced, _{player:Who, card:Id}) ],
    replaced_events(Ms).

message(event(graveyard_replaced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w would go to ~w's graveyard: instead it is put on the bottom of ~w's deck"-[L, F.player, F.player] ].

                 /*******************************
                 *   DORINTHEA: WEAPON ATTACKS  *
                 *******************************/

%   The Dorinthea Hero Deck's texts read here: its non-attack actions on
%   the next weapon attack (FAB-579, FAB-580), its attack reactions on a
%   weapon attack (FAB-581 ... FAB-583, FAB-585) and Steelblade Shunt
%   (FAB-584).

card_text_read("Sharpen Steel", next_weapon_attack([3, 2, 1], false, none)).
card_text_read("Driving Blade", next_weapon_attack([3, 2, 1], true, none)).
card_text_read("Warrior's Valor", next_weapon_attack([3, 2, 1], false, hit_go_again)).
card_text_read("Biting Blade", weapon_attack_power([3, 2, 1], reprise_weapons_power(1))).
card_text_read("Overpower", weapon_attack_power([4, 3, 2], reprise_instead([6, 5, 4]))).
card_text_read("Ironsong Response", weapon_attack_power([0, 0, 0], reprise_instead([3, 2, 1]))).
card_text_read("Steelblade Shunt", defends_weapon_attack_damages(1)).
card_text_read("Razor Reflex", razor_reflex([3, 2, 1])).

rule('FAB-579', effect, "Sharpen Steel, Driving Blade, Warrior's Valor: the next weapon attack this turn gains +N power",
     "When Sharpen Steel, Driving Blade or Warrior's Valor resolves, its player's next weapon attack this turn gains +3 power (red), +2 (yellow) or +1 (blue): an effect waits in the state's effects (next_attack_power with weapon_attack true) until a weapon's attack becomes a chain link (FAB-505); an attack action card leaves it waiting. Driving Blade's effect adds go again to that attack (next_attack_go_again with weapon_attack true). Their own go again is the card data's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Sharpen Steel: \"Your next weapon attack this turn gains +3{p}.\"; Driving Blade: \"Your next weapon attack this turn gains +3{p} and go again.\"; Warrior's Valor: \"Your next weapon attack this turn gains +3{p} and 'If this hits, the attack gains go again.'\" (+2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.2.2d and 1.4.3 (a weapon's attack is an attack-proxy with the weapon's properties: a weapon attack), 6.2.2 (a layer-continuous effect generated by the resolution of a layer, with its duration), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action is played only with an empty stack: the next attack to become a chain link is the next played or activated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-580', effect, "Warrior's Valor: the weapon attack it gave +N power gains go again when it hits",
     "The weapon attack that takes Warrior's Valor's effect (FAB-579) gains \"If this hits, the attack gains go again\": its chain link records it (hit_go_again: true), and when the attack hits (deals damage to the defending hero, CR 7.5.5) the link gets go again, which FAB-309 gives as the link resolves.",
     ruling("",
            "Warrior's Valor: \"Your next weapon attack this turn gains +3{p} and 'If this hits, the attack gains go again.'\" CR 1.7.3b, 6.6 (the granted ability triggers on the hit), 7.5.5 (an attack hits when it deals damage to its target), 8.3.5 and 7.6.2 (go again is read as the chain link resolves, after the damage step), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

%!  text_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   A next-attack Effect that asks a weapon attack (weapon_attack: true,
%   FAB-579) applies only to a weapon's attack (card_texts.pl,
%   effect_fits_attack/2).

text_effect_fits_attack(E, A) :-
    (   get_dict(weapon_attack, E, true)
    ->  card_type(A, "weapon")
    ;   true
    ).

%!  more_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read in this file does as it resolves (FAB-579,
%   FAB-581, FAB-583, FAB-585); card_texts.pl's resolution_text//4
%   calls it for the cards it does not read.

more_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_weapon_attack(Amounts, GA, OnHit)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          E0 = _{kind:"next_attack_power", player:Who, amount:N, source:Id, weapon_attack:true},
          add_effect(S0, E0, S1),
          (   GA == true
          ->  add_effect(S1, _{kind:"next_attack_go_again", player:Who, source:Id, weapon_attack:true}, S2)
          ;   S2 = S1
          ),
          (   on_hit_effect_kind(OnHit, Kind)
          ->  add_effect(S2, _{kind:Kind, player:Who, source:Id, weapon_attack:true}, S)
          ;   S = S2
          ),
          (   OnHit == hit_reveal_to_arsenal -> Rule = 'FAB-561' ; Rule = 'FAB-579' )
        }
    ->  [ event(Rule, weapon_attack_effect_made, _{player:Who, card:Id, amount:N, go_again:GA, on_hit:OnHit}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, weapon_attack_power(Amounts, Reprise)),
          card_prop(C, pitch, Pitch),
          card_id(C, Id)
        }
    ->  weapon_attack_reaction(S0, Who, C, Id, Pitch, Amounts, Reprise, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, razor_reflex(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  razor_reflex_resolves(S0, Who, Id, N, S)
    ;   { S = S0 }
    ).

message(event(weapon_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next weapon attack this turn gets +~d power"-[L, F.player, F.amount] ],
    (   { F.go_again == true } -> [ " and go again" ] ; [] ),
    (   { F.on_hit == hit_go_again } -> [ ", and go again if it hits" ] ; [] ),
    (   { F.on_hit == hit_reveal_to_arsenal }
    ->  [ ", and \"If this hits and you have no cards in your arsenal, reveal the top card of your deck; if it is an action card, put it face down into your arsenal\"" ]
    ;   []
    ).

%   The effect that gives the next weapon attack a text on its hit
%   (FAB-580, FAB-561).
on_hit_effect_kind(hit_go_again, "next_attack_hit_go_again").
on_hit_effect_kind(hit_reveal_to_arsenal, "next_attack_hit_reveal").

%!  hit_grants_taken(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects waiting to give the
%   next weapon attack "If this hits, the attack gains go again"
%   (Warrior's Valor, FAB-580) are used up, and the link records it.

hit_grants_taken(S0, Who, A, S) -->
    hit_go_again_taken(S0, Who, A, S1),
    hit_reveal_taken(S1, Who, A, S).            % FAB-561

hit_go_again_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(hit_grant_for(Who, A), Es0, [G|Gs], Rest),
          active_link_replaced(S0, L0, Replaced, S1),
          Replaced = L0.put(hit_go_again, true),
          S = S1.put(effects, Rest),
          card_id(A, AId),
          maplist([E, Src]>>key_value(source, E, "", Src), [G|Gs], Sources)
        }
    ->  [ event('FAB-580', hit_go_again_granted, _{player:Who, attack:AId, sources:Sources}) ]
    ;   { S = S0 }
    ).

hit_grant_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_hit_go_again"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).

%!  hit_go_again(+State0, +Link, -State)// is det.
%
%   The attack of Link hit: if its link records "If this hits, the
%   attack gains go again" (FAB-580), the active chain link gets go
%   again.

hit_go_again(S0, L, S) -->
    (   { get_dict(hit_go_again, L, true),
          link_attack(L, A), card_id(A, AId),
          chain_open(S0),
          active_link_replaced(S0, L0, Replaced, S),
          Replaced = L0.put(go_again, true),
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
        }
    ->  [ event('FAB-580', hit_gains_go_again, _{player:L.controller, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(hit_go_again_granted, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains \"If this hits, the attack gains go again\""-[L] ].
message(event(hit_gains_go_again, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it gains go again"-[L] ].

rule('FAB-581', effect, "Biting Blade, Overpower, Ironsong Response: the weapon attack gains +N power",
     "When Biting Blade or Overpower resolves, the weapon attack of the active chain link gains +3 power (Biting Blade red; +2 yellow, +1 blue) or +4 (Overpower red; +3, +2): the link's power_bonus counts it. Ironsong Response gives power only by its Reprise (FAB-583).",
     ruling("Реакції атаки — ... їх можна грати лише під час кроку реакції, коли ви атакуєте.",
            "Biting Blade: \"Target weapon attack gains +3{p}.\"; Overpower: \"Target weapon attack gains +4{p}\". CR 2.0.3a (an effect modifies power), 1.8.5 (a targeted effect), 5.3.2a (a layer whose targets are all illegal as it resolves fails to resolve), 8.1.2a (attack reactions: played by the attacking player in the reaction step), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the target as the attack of the active chain link, the only weapon attack whose power can still matter (an earlier link's has dealt its damage); where that is not a weapon attack, another chain link's weapon attack was the target (FAB-582) and the power changes nothing.")).

rule('FAB-582', constraint, "An attack reaction that targets a weapon attack needs one",
     "Biting Blade, Overpower, Ironsong Response (\"target weapon attack\") are played only while a weapon attack is on the combat chain (the attack of a chain link, a weapon's); Razor Reflex only while its first mode's or its second mode's target is (a dagger or sword weapon attack, or an attack action card with cost 1 or less, attacking or defending).",
     ruling("",
            "CR 5.1.4a (the targets of a card's resolution abilities are declared as it is played, and must be legal), 1.8.5 and 1.8.5a (public objects in the arena: the combat chain, 3.0.5, or on the stack), 1.2.2d and 1.4.1 (an attack is an object on the stack or the combat chain; a weapon's attack is an attack-proxy with the weapon's types), 1.7.5 (a mode is chosen as the card is played, and its targets declared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  weapon_attack_target(+State, -Attack) is nondet.
%
%   Attack, a weapon's attack, is on the combat chain: a target of
%   "target weapon attack" (FAB-582).

weapon_attack_target(S, A) :-
    chain_open(S),
    member(L, S.chain.links),
    link_attack(L, A),
    card_type(A, "weapon").

%   The active chain link's attack, a weapon's: the attack rulecheck
%   reads the target as (FAB-581).
active_weapon_attack(S, L, A) :-
    active_link(S, L),
    link_attack(L, A),
    card_type(A, "weapon").

broken('FAB-582', S, M, no_target(C, What)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    (   card_text_read(Name, weapon_attack_power(_, _))
    ->  What = weapon_attack,
        \+ weapon_attack_target(S, _)
    ;   card_text_read(Name, razor_reflex(_))
    ->  What = razor_reflex,
        \+ razor_reflex_mode(S, _, _)
    ).

message(no_target(C, weapon_attack)) -->
    { card_label(C, L) },
    [ "~w targets a weapon attack, and no weapon attack is on the combat chain"-[L] ].
message(no_target(C, razor_reflex)) -->
    { card_label(C, L) },
    [ "~w targets a dagger or sword weapon attack, or an attack action card with cost 1 or less, and none is on the combat chain"-[L] ].

rule('FAB-583', effect, "Reprise: a card from the defending hero's hand defends the chain link",
     "As Biting Blade, Overpower or Ironsong Response resolves, its Reprise applies if a card from the defending hero's hand defends the active chain link (a card declared from hand, or a defense reaction played from hand; not equipment, nor a defense reaction from the arsenal): Biting Blade's player's weapons (in their weapon zone or attacking) gain +1 power until the end of the turn (an effect in the state's effects, {kind: weapon_power, player, weapon, amount, source}, as Romping Club's, FAB-555); Overpower gives +6 power (red; +5 yellow, +4 blue) instead of +4; Ironsong Response gives +3 (red; +2, +1), and nothing without it.",
     ruling("",
            "Biting Blade: \"Reprise - If the defending hero has defended with a card from their hand this chain link, weapons you control gain +1{p} until end of turn\"; Overpower: \"Reprise - ... instead it gains +6{p}.\"; Ironsong Response: \"Reprise - If the defending hero has defended with a card from their hand this chain link, target weapon attack gains +3{p}.\" CR 8.4.3 and 8.4.3a (Reprise: a resolution ability whose condition, that the defending hero has defended with a card from their hand this chain link, is checked as it resolves), 6.4.7 (Overpower's \"instead\": a self-replacement effect), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  reprise(+State) is semidet.
%
%   A card from the defending hero's hand defends the active chain link
%   (FAB-583; keywords_attack.pl, link_hand_defenders/2).

reprise(S) :-
    active_link(S, L),
    link_hand_defenders(L, [_|_]).

weapon_attack_reaction(S0, Who, _C, Id, Pitch, Amounts, Reprise, S) -->
    { (   reprise(S0) -> R = true ; R = false ),
      (   Reprise = reprise_instead(More), R == true
      ->  nth1(Pitch, More, N)
      ;   nth1(Pitch, Amounts, N)
      )
    },
    weapon_attack_power_given(S0, Who, Id, N, R, S1),
    (   { Reprise = reprise_weapons_power(K), R == true }
    ->  { findall(W, controlled_weapon(S1, Who, W), Ws0),
          sort(id, @<, Ws0, Ws)
        },
        reprise_weapons(Ws, Who, Id, K, S1, S)
    ;   { Reprise == reprise_draw_then_put, R == true }
    ->  reprise_draw_then_put(S1, Who, Id, S)   % FAB-586
    ;   { S = S1 }
    ).

weapon_attack_power_given(S0, Who, Id, N, R, S) -->
    (   { N > 0,
          active_weapon_attack(S0, L0, A),
          active_link_replaced(S0, L0, Replaced, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          Replaced = L0.put(power_bonus, B),
          card_id(A, AId)
        }
    ->  [ event('FAB-581', weapon_attack_power_gained, _{player:Who, card:Id, attack:AId, amount:N, reprise:R}) ]
    ;   { S = S0 },
        [ event('FAB-581', no_weapon_attack_power, _{player:Who, card:Id, reprise:R}) ]
    ).

reprise_weapons([], _, _, _, S, S) --> [].
reprise_weapons([W|Ws], Who, Id, K, S0, S) -->
    { card_id(W, WId),
      add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:K, source:Id}, S1),
      attacking_link_power(S1, WId, K, S2)      % card_texts.pl
    },
    [ event('FAB-583', reprise_weapon_power, _{player:Who, weapon:WId, amount:K, by:Id}) ],
    reprise_weapons(Ws, Who, Id, K, S2, S).

message(event(weapon_attack_power_gained, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w resolves: ~w gains +~d power"-[L, AL, F.amount] ],
    (   { F.reprise == true } -> [ " (Reprise: a card from the defending hero's hand defends)" ] ; [] ).
message(event(no_weapon_attack_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.reprise == true }
    ->  [ "~w resolves: the active chain link's attack is not a weapon attack, so no attack gains power"-[L] ]
    ;   [ "~w resolves: no card from the defending hero's hand defends (no Reprise), or the active chain link's attack is not a weapon attack: no attack gains power"-[L] ]
    ).
message(event(reprise_weapon_power, F, S0)) -->
    { event_card(S0, F.by, L), event_card(S0, F.weapon, W) },
    [ "~w's Reprise: a card from the defending hero's hand defends, so ~w gains +~d power until end of turn"-[L, W, F.amount] ].

rule('FAB-584', effect, "Steelblade Shunt defending a weapon attack deals 1 damage to the attacking hero",
     "As Steelblade Shunt resolves and becomes a defending card of the active chain link, if that chain link's attack is a weapon attack, it deals 1 damage to the attacking hero (Ward applies, FAB-524; a hero at 0 life loses, FAB-701).",
     ruling("",
            "Steelblade Shunt: \"If Steelblade Shunt defends a weapon attack, deal 1 damage to the attacking hero.\" CR 8.1.3b and 5.3.6b (a defense reaction resolves and becomes a defending card), 1.8.4 (a conditional effect), 7.2.4a (the attacking hero), 8.5.3 (deal damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  shunt_text(+State0, +Player, +Card, -State)// is det.
%
%   The defense reaction Card resolved onto the active chain link: if
%   its text deals damage when it defends a weapon attack, and it does,
%   the attacking hero is dealt it (FAB-584).

shunt_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_weapon_attack_damages(N)),
          active_weapon_attack(S0, L, _),
          Attacker = L.controller,
          card_id(C, Id),
          \+ game_over(S0, _)
        }
    ->  [ event('FAB-584', defends_a_weapon_attack, _{player:Who, card:Id, target:Attacker}) ],
        text_damage(S0, C, Who, Attacker, N, S)
    ;   { S = S0 }
    ).

%!  text_damage(+State0, +Source, +Controller, +Target, +Amount, -State)// is det.
%
%   Source, Controller's, deals Amount damage to Target's hero: Ward
%   first (FAB-524, its order asked where it decides, of "text"), then
%   what is left is dealt; a hero at 0 life loses (FAB-701).

text_damage(S0, C, Who, Target, N0, S) -->
    (   { damage_choice_needed(S0, dsrc(C, Who), Target, N0) }   % card_texts_quell.pl: Quell (FAB-648), Ward
    ->  damage_choice(S0, Target, Who, N0, _{of:"text", source:C}, S)
    ;   hero_damaged(S0, dsrc(C, Who), Target, N0, N, Lost, Life, S1),
        text_damage_done(S1, C, Who, Target, N0, N, Lost, Life, S)
    ).

text_damage_done(S0, C, Who, Target, N0, N, Lost, Life, S) -->
    { card_id(C, Id), text_damage_rule(C, Rule),    % card_texts_finish.pl
      Prevented is N0 - N },
    [ event(Rule, text_damage_dealt, _{player:Who, card:Id, target:Target, amount:N, prevented:Prevented,
                                            lost:Lost, life:Life}) ],
    ode_life_loss(S0, Who, Target, N, S), defeat(S, Target).   % card_texts_fai_prism.pl (FAB-764)

message(event(defends_a_weapon_attack, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends a weapon attack: it deals 1 damage to ~w's hero"-[L, F.target] ].
message(event(text_damage_dealt, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w deals ~d damage to ~w's hero (~d life now)"-[L, F.amount, F.target, F.life] ],
    (   { F.prevented > 0 } -> [ "; Ward prevented ~d"-[F.prevented] ] ; [] ).

rule('FAB-585', effect, "Razor Reflex: +N power to a dagger or sword weapon attack, or to a cheap attack action card with go again on hit",
     "Razor Reflex, as it resolves, gives the attack of the active chain link +3 power (red; +2 yellow, +1 blue) by the mode that fits it: a dagger or sword weapon's attack (the first mode), or an attack action card with cost 1 or less, which also gains \"When this hits, it gets go again\" (the second mode: its link's hit_go_again, FAB-580's reading). Where the active attack fits neither, the mode chosen targeted another card on the chain and changes nothing.",
     ruling("Реакції атаки — ... їх можна грати лише під час кроку реакції, коли ви атакуєте.",
            "Razor Reflex: \"Choose 1; - Target dagger or sword weapon attack gets +3{p}. - Target attack action card with cost 1 or less gets +3{p} and 'When this hits, it gets go again.'\" CR 1.7.5 and 5.1.4a (a mode is chosen and its targets declared as the card is played), 1.8.5, 7.5.5, 8.3.5, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The two modes' targets never meet in one object (a weapon is no attack action card), so the attack of the active chain link fits one mode at most: rulecheck reads the mode chosen as that one, and the target as that attack. Choosing the other mode, for a target whose power cannot matter any more (a defending card, an earlier link's attack), gains nothing and is not offered.")).

%!  razor_reflex_mode(+State, -Mode, -Target) is nondet.
%
%   Target on the combat chain fits Razor Reflex's Mode: 1, a dagger or
%   sword weapon's attack; 2, an attack action card with cost 1 or less
%   (attacking or defending) (FAB-582).

razor_reflex_mode(S, 1, A) :-
    weapon_attack_target(S, A),
    card_subtypes(A, Ss),
    (   memberchk("Dagger", Ss) -> true ; memberchk("Sword", Ss) ).
razor_reflex_mode(S, 2, C) :-
    go_again_target(S, 1, C).

razor_reflex_resolves(S0, Who, Id, N, S) -->
    (   { active_link(S0, L0),
          link_attack(L0, A),
          razor_reflex_mode(S0, Mode, A),
          active_link_replaced(S0, L0, L2, S),
          key_value(power_bonus, L0, 0, B0),
          gain_replaced(S0, L0, N, N1), B is B0 + N1,   % card_texts_kayo.pl (Back Heel Kick, FAB-687)
          L1 = L0.put(power_bonus, B),
          (   Mode == 2 -> L2 = L1.put(hit_go_again, true) ; L2 = L1 ),
          card_id(A, AId)
        }
    ->  [ event('FAB-585', razor_reflex_resolved, _{player:Who, card:Id, attack:AId, amount:N1, mode:Mode}) ]
    ;   { S = S0 },
        [ event('FAB-585', razor_reflex_nothing, _{player:Who, card:Id}) ]
    ).

message(event(razor_reflex_resolved, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    (   { F.mode == 1 }
    ->  [ "~w resolves: ~w, a dagger or sword weapon attack, gets +~d power"-[L, AL, F.amount] ]
    ;   [ "~w resolves: ~w, an attack action card with cost 1 or less, gets +~d power and \"When this hits, it gets go again\""-[L, AL, F.amount] ]
    ).
message(event(razor_reflex_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the active chain link's attack fits neither of its modes, so no attack gains power"-[L] ].

%   The target rules concern only the cards whose targets they check
%   (rc_explain.pl: moot/3).
moot('FAB-572', S, M) :-
    \+ ( activated_ability(S, M, _, _, Ab),
         get_dict(effect, Ab, "attack_action_go_again") ).
moot('FAB-582', S, M) :-
    \+ ( played_card(S, M, _, C),
         text_read_name(C, Name),
         (   card_text_read(Name, weapon_attack_power(_, _))
         ;   card_text_read(Name, razor_reflex(_))
         ) ).

                 /*******************************
                 *      STROKE OF FORESIGHT     *
                 *******************************/

card_text_read("Stroke of Foresight", weapon_attack_power([3, 2, 1], reprise_draw_then_put)).

rule('FAB-586', effect, "Stroke of Foresight: +N power to the weapon attack; Reprise: draw, then put a card from hand on the top or bottom of the deck",
     "Stroke of Foresight, as it resolves, gives the weapon attack of the active chain link +3 power (red; +2 yellow, +1 blue) as FAB-581 reads it; with Reprise (FAB-583) its player then draws a card and, with a card in hand, chooses (the pending choice hand_to_deck): a put move names a card of their hand and where it goes, the top or the bottom of their deck.",
     ruling("",
            "Stroke of Foresight: \"Target weapon attack gains +3{p}. Reprise - If the defending hero has defended with a card from their hand this chain link, draw a card, then put a card from your hand on the top or bottom of your deck.\" CR 8.4.3 and 8.4.3a (Reprise, checked as it resolves), 8.5.6 (draw), 1.8.6 (the player determines the card and where it goes as the effect is generated), 5.3.4 (the effects in the order the text gives them), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-587', constraint, "The card Stroke of Foresight puts on the deck is in the player's hand",
     "A put move answers Stroke of Foresight's choice (FAB-586): the card it names is in that player's hand; `to` is \"top\" or \"bottom\".",
     ruling("",
            "Stroke of Foresight: \"put a card from your hand on the top or bottom of your deck.\" CR 1.8.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Reprise of Stroke of Foresight: draw, then the choice (FAB-586).
reprise_draw_then_put(S0, Who, Id, S) -->
    draw_cards(Who, 1, Id, S0, S1),             % triggers.pl
    (   { \+ game_over(S1, _),
          \+ pending(S1, _),
          player(S1, Who, P),
          P.hand \== [],
          (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id )
        }
    ->  { S = S1.put(pending, _{choice:"hand_to_deck", player:Who, controller:Who, source:Src}) },
        [ event('FAB-586', hand_to_deck_waits, _{player:Who, card:Id}) ]
    ;   { S = S1 }
    ).

broken('FAB-587', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "hand_to_deck",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    not_from_hand(S, Who, Id, put_not_from_hand, Reason).      % choices.pl

rule_fact('FAB-587', S, M, choosing_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hand_to_deck",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_to_deck",              % Recoil's: card_texts_benji_blitz.pl (FAB-668)
      Who = M.player,
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 ),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      (   M.to == "top"
      ->  P2 = P1.put(deck, [C|P1.deck])
      ;   add_cards(P1, deck, [C], P2)
      ),
      set_player(S1, P2, S)
    },
    [ event('FAB-586', hand_card_to_deck, _{player:Who, card:M.card, to:M.to, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:To}) :-
    pending(S, Pd),
    Pd.choice == "hand_to_deck",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id),
    member(To, ["top", "bottom"]).

message(event(hand_to_deck_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's Reprise: ~w drew a card, and puts a card from hand on the top or bottom of their deck (a put move)"-[L, F.player] ].
message(event(hand_card_to_deck, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from hand on the ~w of their deck (~w)"-[F.player, L, F.to, By] ].
message(put_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the hand: Stroke of Foresight puts a card from the hand on the deck"-[L, Z] ].
message(no_choice_waits("hand_to_deck")) -->
    [ "no card waits to be put on the deck: put answers Stroke of Foresight's Reprise" ].
message(no_card_to_put_on_the_deck(P)) -->
    [ "~w has no card in hand: Stroke of Foresight's choice of a card to put on the deck does not wait"-[P] ].
choice_words("hand_to_deck") --> [ "which card of their hand to put on the top or bottom of their deck (a put move)" ].

text_choice_words("hand_to_deck", Source) -->
    [ "the card of the hand to put on the top or bottom of the deck, for ~w (put)"-[Source] ].

move_words("put", S, M) -->
    { \+ prism_put(S), \+ finish_put(S), \+ levia_put(S), \+ hunted_put(S), \+ oscilio_put(S), M.to \== "arsenal", player(S, M.player, P), id_label(P, M.card, L) },   % card_texts_prism.pl's, _finish.pl's, _levia_2.pl's, _azalea.pl's, _hunted.pl's own words
    [ M.player, " puts ", L, " on the ", M.to, " of their deck" ].

                 /*******************************
                 *      REFRACTION BOLTERS      *
                 *******************************/

card_text_read("Refraction Bolters", weapon_hit_destroy_for_go_again).

rule('FAB-588', effect, "Refraction Bolters: when a weapon its controller controls hits, they may destroy it for go again",
     "When a player's weapon attack hits (deals damage to the defending hero) while Refraction Bolters is in their equipment zone, the position waits for their choice (destroy_for_go_again): a destroy move naming the Bolters destroys it (to the graveyard, its counters gone) and the attack's chain link gets go again; a decline move does neither. Its Battleworn is FAB-521's.",
     ruling("",
            "Refraction Bolters: \"When a weapon you control hits, you may destroy Refraction Bolters. If you do, the attack gains go again.\" CR 6.6 (a triggered effect), 7.5.5 (an attack hits when it deals damage), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 8.5.4 (destroy: to the owner's graveyard), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the damage is dealt, as it resolves the other effects that trigger on the hit; they touch other things, so their order changes nothing.")).

%!  bolters_hit(+State0, +Link, +Attack, -State)// is det.
%
%   The attack of Link, Attack, hit: if it is a weapon's and its
%   controller has Refraction Bolters in their equipment zone, the
%   position waits for their choice (FAB-588).

bolters_hit(S0, L, A, S) -->
    (   { card_type(A, "weapon"),
          Who = L.controller,
          \+ game_over(S0, _),
          \+ pending(S0, _),
          player(S0, Who, P),
          member(B, P.equipment),
          text_read_name(B, Name),
          card_text_read(Name, weapon_hit_destroy_for_go_again),
          card_id(B, BId),
          card_id(A, AId)
        }
    ->  { S = S0.put(pending, _{choice:"destroy_for_go_again", player:Who, controller:Who, source:B}) },
        [ event('FAB-588', destroy_for_go_again_waits, _{player:Who, card:BId, attack:AId}) ]
    ;   { S = S0 }
    ).

broken('FAB-588', S, M, not_the_bolters(Who, Id)) :-
    get_dict(action, M, "destroy"),
    pending(S, Pd),
    Pd.choice == "destroy_for_go_again",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( card_id(Pd.source, Id0), Id0 == Id ).

rule_fact('FAB-588', S, M, bolters_waiting(Who, B)) :-
    pending(S, Pd),
    Pd.choice == "destroy_for_go_again",
    Who = M.player,
    B = Pd.source.

effect(destroy, S0, M, S) -->
    { pending(S0, Pd0), Pd0.choice == "destroy_for_go_again", Who = M.player,   % card_texts_levia_2.pl: Hooves' own
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, equipment, M.card, B, P1),
      new_object(B, B1),                        % without its counters (keywords_defense.pl)
      add_cards(P1, graveyard, [B1], P2),
      set_player(S1, P2, S2),
      active_link_replaced(S2, L0, Replaced, S),
      Replaced = L0.put(go_again, true),
      (   link_attack(L0, A), card_id(A, AId) -> true ; AId = "?" )
    },
    [ event('FAB-588', destroyed_for_go_again, _{player:Who, card:M.card, attack:AId}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "destroy_for_go_again",
      choice_answered(S0, S),
      card_id(Pd.source, Id)
    },
    [ event('FAB-588', kept_for_no_go_again, _{player:M.player, card:Id}) ].

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "destroy_for_go_again",
    Who = Pd.player,
    card_id(Pd.source, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "destroy_for_go_again",
    Who = Pd.player.

message(event(destroy_for_go_again_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w hits: ~w may destroy ~w for the attack to gain go again (destroy or decline)"-[AL, F.player, L] ].
message(event(destroyed_for_go_again, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w destroys ~w: ~w gains go again"-[F.player, L, AL] ].
message(event(kept_for_no_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w: the attack gains no go again from it"-[F.player, L] ].
message(not_the_bolters(Who, Id)) -->
    [ "~w is not the Refraction Bolters whose choice waits for ~w"-[Id, Who] ].
message(no_choice_waits("destroy_for_go_again")) -->
    [ "no Refraction Bolters waits: destroy answers its choice as a weapon hits" ].
fact_words(bolters_waiting(Who, B)) -->
    { card_label(B, L) },
    [ "~w may destroy ~w"-[Who, L] ].

choice_words("destroy_for_go_again") --> [ "whether to destroy Refraction Bolters for the attack to gain go again (a destroy or a decline move)" ].

text_choice_words("destroy_for_go_again", Source) -->
    [ "whether to destroy ~w for go again (destroy, decline)"-[Source] ].

move_words("destroy", S, M) -->
    { \+ ( pending(S, Pd0), memberchk(Pd0.choice, ["mark_destroy", "florian_destroy_aura", "florian_condemn_destroy", "web_huntsman_mark", "wiz_pop_destroy"]) ),   % wiz_pop_destroy: card_texts_wizard.pl   % Mark of Lightning's: card_texts_lexi_2.pl; card_texts_florian.pl's; Mark of the Huntsman's: card_texts_web.pl
      player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " destroys ", L, ": the attack gains go again" ].
message(no_bolters_to_destroy(P)) -->
    [ "the choice's source is not a Refraction Bolters in ~w's equipment zone while the combat chain is open: no such choice waits"-[P] ].

                 /*******************************
                 *           DAWNBLADE          *
                 *******************************/

card_text_read("Dawnblade", second_hit_power_counter).

rule('FAB-589', effect, "Dawnblade: a +1 power counter on its second hit of a turn; its counters go at an end phase it has not hit in",
     "Each hit of Dawnblade (its attack dealing damage to the defending hero) is counted in the state's effects for the turn ({kind: weapon_hits, player, weapon, count}; a Dorinthea additional attack it earned this turn, FAB-543, counts as its first hit where no count is given); on its second hit of the turn it gets a +1 power counter (power_counters, which its power counts from then on, on the chain and back in the weapon zone). At the beginning of its controller's end phase, if it has not hit this turn, all its +1 power counters are removed. Its attack is the card data's (FAB-404); its counters go when it leaves the arena (a new object, CR 3.0.9).",
     ruling("",
            "Dawnblade: \"If Dawnblade hits, and it's the second time it has hit this turn, put a +1{p} counter on Dawnblade. At the beginning of your end phase, if Dawnblade has not hit this turn, remove all +1{p} counters from Dawnblade.\" CR 6.6 (triggered effects), 7.5.5 (an attack hits when it deals damage to the defending hero; a weapon's attack-proxy hits for its source, 1.4.3), 1.15 and 2.0.3d (counters modify the numeric property of the object they are on), 4.4.2 (the beginning of the end phase), 3.0.9 (an object that leaves the arena is a new object, without its counters), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position given in the middle of a turn says how often Dawnblade hit this turn in its effects; rulecheck counts none where it says nothing (but the hit a Dorinthea additional attack records).")).

%   How often the weapon WId hit this turn, as the state records it.
weapon_hits_this_turn(S, WId, N) :-
    effects(S, Es),
    (   member(E, Es), get_dict(kind, E, "weapon_hits"),
        get_dict(weapon, E, W0), W0 == WId,
        get_dict(count, E, N0), integer(N0)
    ->  N = N0
    ;   member(E, Es), get_dict(kind, E, "additional_attack"),   % FAB-543: earned by a hit
        get_dict(weapon, E, W0), W0 == WId
    ->  N = 1
    ;   N = 0
    ).

%!  dawnblade_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, Link's, hit: if it is a weapon whose text counts its hits
%   (Dawnblade), its count this turn goes up, and on the second hit it
%   gets a +1 power counter (FAB-589).

dawnblade_hit(S0, L, A, S) -->
    (   { card_type(A, "weapon"),
          text_read_name(A, Name),
          card_text_read(Name, second_hit_power_counter),
          card_id(A, WId),
          Who = L.controller,
          weapon_hits_this_turn(S0, WId, N0),
          N is N0 + 1,
          effects(S0, Es0),
          exclude(hits_of(WId), Es0, Es1),
          append(Es1, [_{kind:"weapon_hits", player:Who, weapon:WId, count:N}], Es),
          S1 = S0.put(effects, Es)
        }
    ->  (   { N =:= 2 }
        ->  { weapon_counter_added(S1, WId, K, S) },
            [ event('FAB-589', power_counter_added, _{player:Who, weapon:WId, counters:K}) ]
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

hits_of(WId, E) :-
    get_dict(kind, E, "weapon_hits"),
    get_dict(weapon, E, W0), W0 == WId.

%   A +1 power counter on the weapon WId, attacking on a chain link (the
%   attack it is now), K its counters then.
weapon_counter_added(S0, WId, K, S) :-
    weapon_counter_put(S0, WId, 1, K, S).       % card_texts_victor.pl

%!  dawnblade_end_phase(+State0, -State)// is det.
%
%   The turn player's end phase begins: each of their Dawnblades that
%   has not hit this turn loses its +1 power counters (FAB-589).

dawnblade_end_phase(S0, S) -->
    { TP = S0.turn_player,
      player(S0, TP, P0),
      findall(WId, ( member(W, P0.weapons),
                     text_read_name(W, Name),
                     card_text_read(Name, second_hit_power_counter),
                     key_value(power_counters, W, 0, K), K > 0,
                     card_id(W, WId),
                     weapon_hits_this_turn(S0, WId, 0) ), Gone)
    },
    (   { Gone == [] }
    ->  { S = S0 }
    ;   { maplist(counters_gone(Gone), P0.weapons, Ws),
          set_player(S0, P0.put(weapons, Ws), S)
        },
        counters_removed(Gone, TP)
    ).

counters_gone(Gone, W0, W) :-
    (   card_id(W0, Id), memberchk(Id, Gone)
    ->  del_dict(power_counters, W0, _, W)
    ;   W = W0
    ).

counters_removed([], _) --> [].
counters_removed([Id|Ids], Who) -->
    [ event('FAB-589', power_counters_removed, _{player:Who, weapon:Id}) ],
    counters_removed(Ids, Who).

message(event(power_counter_added, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w hits for the second time this turn: a +1 power counter goes on it (~d now)"-[W, F.counters] ].
message(event(power_counters_removed, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w has not hit this turn: its +1 power counters are removed at the beginning of ~w's end phase"-[W, F.player] ].

                 /*******************************
                 *   NATURE'S PATH PILGRIMAGE   *
                 *******************************/

card_text_read("Nature's Path Pilgrimage", next_weapon_attack([3, 2, 1], false, hit_reveal_to_arsenal)).

rule('FAB-561', effect, "Nature's Path Pilgrimage: the next weapon attack gains +N power and, on a hit with an empty arsenal, puts a revealed action card into the arsenal",
     "When Nature's Path Pilgrimage resolves, its player's next weapon attack this turn gains +3 power (red; +2 yellow, +1 blue) as FAB-579 reads it, and \"If this hits and you have no cards in your arsenal, reveal the top card of your deck. If it's an action card, put it face down into your arsenal.\": an effect waits (next_attack_hit_reveal with weapon_attack true) until a weapon's attack becomes a chain link, whose link then records it (hit_reveals_top: true). When that attack hits (deals damage to the defending hero), if its player's arsenal is empty and their deck is not, the top card of their deck is revealed: an action card (an action or attack action card) goes face down into their arsenal, any other card stays where it is. Where the position does not show that card (an unknown card), the position waits for the reveal (FAB-562). Its own go again is the card data's.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Nature's Path Pilgrimage: \"Your next weapon attack this turn gains +3{p} and 'If this hits and you have no cards in your arsenal, reveal the top card of your deck. If it's an action card, put it face down into your arsenal.'\" (+2 yellow, +1 blue). CR 1.7.3b and 6.2.2 (the effect generated as it resolves, with its duration), 1.4.3 (a weapon's attack is an attack-proxy: a weapon attack), 6.6 and 7.5.5 (the granted ability triggers when the attack hits), 8.5.17 and 8.5.17c (reveal: the card becomes public, then private, and stays in the deck), 1.3.2a and 1.2.2 (an action card: a card with the type action; an attack action card is one), 3.3 (the arsenal; an empty arsenal holds no card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the damage is dealt, as it does Warrior's Valor's (FAB-580), before Refraction Bolters' choice (FAB-588); the two touch different things, so their order, the player's, changes nothing.")).

rule('FAB-562', effect, "Nature's Path Pilgrimage's reveal of a card the position does not show waits for what it is",
     "When Nature's Path Pilgrimage's hit ability (FAB-561) reveals the top card of a deck and the position does not show that card (an unknown card), rulecheck does not guess: the position waits (the pending choice reveal_top, its player the attack's controller, its source the attack) for a reveal move naming that card and saying whether it is an action card (action_card: true or false), as the table sees it revealed. An action card goes face down into the arsenal (still unknown to the position); any other stays on top of the deck. Then the other effects of the hit resolve (Refraction Bolters' choice, FAB-588).",
     ruling("",
            "CR 8.5.17 (reveal makes a private card public), 3.0.3 (the cards of a deck are private: no player knows them), 1.8.4 (a conditional effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position that holds an unknown card says only that a card is there; what its reveal shows, the table knows and the position does not, so the judge names it, as a roll's result (FAB-577) or an intimidate's random card (FAB-528) is named.")).

rule('FAB-563', constraint, "The card revealed is the top card of the player's deck",
     "A reveal move answers the reveal Nature's Path Pilgrimage waits for (FAB-562): the card it names is the top card of that player's deck.",
     ruling("",
            "Nature's Path Pilgrimage: \"reveal the top card of your deck\". CR 8.5.17c (a card revealed in the deck keeps its place), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hit_reveal_taken(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects waiting to give the
%   next weapon attack Nature's Path Pilgrimage's hit text (FAB-561) are
%   used up, and the link records it.

hit_reveal_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(reveal_grant_for(Who, A), Es0, [G|Gs], Rest),
          active_link_replaced(S0, L0, Replaced, S1),
          Replaced = L0.put(hit_reveals_top, true),
          S = S1.put(effects, Rest),
          card_id(A, AId),
          maplist([E, Src]>>key_value(source, E, "", Src), [G|Gs], Sources)
        }
    ->  [ event('FAB-561', hit_reveal_granted, _{player:Who, attack:AId, sources:Sources}) ]
    ;   { S = S0 }
    ).

reveal_grant_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_hit_reveal"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).

%!  hit_reveal(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, Link's, hit: if its link records Nature's Path Pilgrimage's
%   text (FAB-561) and its player's arsenal is empty, the top card of
%   their deck is revealed: an action card goes face down into the
%   arsenal; a card the position does not show waits for its reveal
%   (FAB-562).

hit_reveal(S0, L, A, S) -->
    (   { get_dict(hit_reveals_top, L, true),
          Who = L.controller,
          \+ game_over(S0, _),
          player(S0, Who, P),
          card_id(A, AId)
        }
    ->  (   { P.arsenal \== [] }
        ->  { S = S0 },
            [ event('FAB-561', reveal_arsenal_not_empty, _{player:Who, attack:AId}) ]
        ;   { P.deck = [Top|_] }
        ->  (   { unknown_card(Top) }
            ->  (   { \+ pending(S0, _) }
                ->  { card_id(Top, TId),
                      S = S0.put(pending, _{choice:"reveal_top", player:Who, controller:Who, source:A})
                    },
                    [ event('FAB-562', reveal_waits, _{player:Who, attack:AId, card:TId}) ]
                ;   { S = S0 }
                )
            ;   top_card_revealed(S0, Who, Top, S)
            )
        ;   { S = S0 },
            [ event('FAB-561', reveal_deck_empty, _{player:Who, attack:AId}) ]
        )
    ;   { S = S0 }
    ).

%   The top card of Player's deck, Top, is revealed: an action card goes
%   face down into their arsenal (FAB-561).
top_card_revealed(S0, Who, Top, S) -->
    { card_id(Top, TId) },
    (   { card_type(Top, T), is_action_type(T) }     % cards.pl
    ->  { top_card_to_arsenal(S0, Who, S) },
        [ event('FAB-561', revealed_to_arsenal, _{player:Who, card:TId}) ]
    ;   { S = S0 },
        [ event('FAB-561', revealed_stays, _{player:Who, card:TId}) ]
    ).

top_card_to_arsenal(S0, Who, S) :-
    player(S0, Who, P0),
    P0.deck = [Top|Deck],
    append(P0.arsenal, [Top], Arsenal),
    set_player(S0, P0.put(_{deck:Deck, arsenal:Arsenal}), S).

broken('FAB-563', S, M, not_the_top_card(Who, Id)) :-
    get_dict(action, M, "reveal"),
    pending(S, Pd),
    Pd.choice == "reveal_top",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( player(S, Who, P), P.deck = [Top|_], card_id(Top, TId), TId == Id ).

rule_fact('FAB-563', S, M, top_of_deck(Who, Top)) :-
    pending(S, Pd),
    Pd.choice == "reveal_top",
    Who = M.player,
    player(S, Who, P),
    P.deck = [Top|_].

effect(reveal, S0, M, S) -->
    { pending(S0, Pd0), Pd0.choice == "reveal_top", Who = M.player,   % not Ravenous Rabble's (FAB-911)
      choice_answered(S0, S1),
      get_dict(card, M, Id)
    },
    (   { M.action_card == true }
    ->  { top_card_to_arsenal(S1, Who, S2) },
        [ event('FAB-562', revealed_to_arsenal, _{player:Who, card:Id}) ]
    ;   { S2 = S1 },
        [ event('FAB-562', revealed_stays, _{player:Who, card:Id}) ]
    ),
    (   { active_link(S2, L), link_attack(L, A) }
    ->  bolters_hit(S2, L, A, S)                % the hit's effects still to resolve (FAB-588)
    ;   { S = S2 }
    ).

choice_candidate("reveal", S, _{player:Who, action:"reveal", card:Id, action_card:B}) :-
    pending(S, Pd),
    Pd.choice == "reveal_top",
    Who = Pd.player,
    player(S, Who, P),
    P.deck = [Top|_],
    card_id(Top, Id),
    member(B, [true, false]).

message(event(hit_reveal_granted, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains \"If this hits and you have no cards in your arsenal, reveal the top card of your deck; if it is an action card, put it face down into your arsenal\""-[L] ].
message(event(reveal_arsenal_not_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits, but ~w has a card in their arsenal: nothing is revealed"-[L, F.player] ].
message(event(reveal_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits, but ~w's deck is empty: nothing is revealed"-[L, F.player] ].
message(event(reveal_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w reveals the top card of their deck (~w), which the position does not show; a reveal move says whether it is an action card"-[L, F.player, F.card] ].
message(event(revealed_to_arsenal, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reveals ~w from the top of their deck, an action card: it goes face down into their arsenal"-[F.player, L] ].
message(event(revealed_stays, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reveals ~w from the top of their deck, not an action card: it stays there"-[F.player, L] ].
message(not_the_top_card(Who, Id)) -->
    [ "~w is not the top card of ~w's deck: Nature's Path Pilgrimage reveals the top card"-[Id, Who] ].
message(no_choice_waits("reveal_top")) -->
    [ "no card waits to be revealed: reveal answers the reveal of a card the position does not show (Nature's Path Pilgrimage's, Ravenous Rabble's)" ].
message(no_unknown_top_card(P)) -->
    [ "~w's arsenal is not empty, or the top card of their deck is not an unknown card: Nature's Path Pilgrimage's reveal does not wait"-[P] ].
fact_words(top_of_deck(Who, Top)) -->
    { card_label(Top, L) },
    [ "the top card of ~w's deck: ~w"-[Who, L] ].

choice_words("reveal_top") --> [ "whether the top card of their deck, revealed, is an action card (a reveal move)" ].

text_choice_words("reveal_top", Source) -->
    [ "whether the top card of the deck, revealed for ~w, is an action card (reveal)"-[Source] ].

move_words("reveal", S, M) -->
    { get_dict(action_card, M, _), player(S, M.player, P), id_label(P, M.card, L) },
    (   { M.action_card == true }
    ->  [ M.player, " reveals ", L, ", an action card: it goes face down into their arsenal" ]
    ;   [ M.player, " reveals ", L, ", not an action card: it stays on top of their deck" ]
    ).

                 /*******************************
                 *     HOPE MERCHANT'S HOOD     *
                 *******************************/

card_text_read("Hope Merchant's Hood", shuffle_hand_then_draw).

rule('FAB-564', effect, "Hope Merchant's Hood: shuffle any number of cards from hand into the deck, then draw that many",
     "Hope Merchant's Hood's instant ability (\"Destroy this\": it goes to the graveyard as it is activated, FAB-404), as it resolves, lets its controller choose any number of cards of their hand (the pending choice hand_to_shuffle; none with an empty hand, where nothing waits): a shuffle move names them, none or several. They go into the deck and the deck is shuffled: nobody knows its order any more, so every card of the deck becomes an unknown card of the position (its id kept); then the player draws as many cards as they shuffled in, unknown cards too. The judge who knows what was drawn may say so in the position.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Hope Merchant's Hood: \"Instant - Destroy this: Shuffle any number of cards from your hand into your deck, then draw that many cards.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.6 (the player determines the cards as the effect is generated), 8.5.20 and 8.5.20b (shuffle: the cards go into the zone, then it is put in a random order no one knows; with no card the deck is still shuffled, 8.5.20a), 8.5.6 and 8.5.6b (draw; a draw from an empty deck fails), 3.0.3 (the cards of a deck are private), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: a position lists a deck in order, top first, and after a shuffle no order is true; rulecheck keeps the deck's cards (their ids, so the cards of the game are the same) but makes each unknown, so that no answer rests on a draw the position cannot know, and the cards drawn are unknown cards in the hand. It never picks an order or the drawn cards itself.")).

rule('FAB-565', constraint, "The cards Hope Merchant's Hood shuffles are in the player's hand",
     "A shuffle move answers Hope Merchant's Hood's choice (FAB-564): each card it names is in that player's hand, named once.",
     ruling("",
            "Hope Merchant's Hood: \"Shuffle any number of cards from your hand into your deck\". CR 1.8.6, 8.5.20b, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Hope Merchant's Hood",
               [_{type:"instant", limit:"none", cost:0, effect:"shuffle_hand_draw",
                  go_again:false, destroy_self:true}]).

text_ability_effect("shuffle_hand_draw").

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "shuffle_hand_draw" },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { player(S0, Who, P), P.hand \== [] }
    ->  { (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
          S = S0.put(pending, _{choice:"hand_to_shuffle", player:Who, controller:Who, source:Src})
        },
        [ event('FAB-564', hand_to_shuffle_waits, _{player:Who, card:Id}) ]
    ;   shuffled_in(S0, Who, [], Id, S)
    ).

%!  shuffled_in(+State0, +Player, +Ids:list, +Source, -State)// is det.
%
%   The cards Ids of Player's hand go into their deck, the deck is
%   shuffled (each of its cards becomes unknown: nobody knows the order),
%   and Player draws as many cards (FAB-564).

shuffled_in(S0, Who, Ids, By, S) -->
    { player(S0, Who, P0),
      foldl(hand_card_out, Ids, P0-[], P1-Cards),
      append(P1.deck, Cards, Deck0),
      maplist(unknown_of, Deck0, Deck),
      set_player(S0, P1.put(deck, Deck), S1),
      length(Ids, N)
    },
    [ event('FAB-564', shuffled_into_deck, _{player:Who, cards:Ids, by:By}) ],
    draw_cards(Who, N, By, S1, S).              % triggers.pl

hand_card_out(Id, P0-Cs0, P-Cs) :-
    take_card(P0, hand, Id, C, P),
    append(Cs0, [C], Cs).

%   A card of a shuffled deck, as the position can know it: its id only.
unknown_of(C, _{id:Id, unknown:true}) :-
    card_id(C, Id).

broken('FAB-565', S, M, Reason) :-
    get_dict(action, M, "shuffle"),
    pending(S, Pd),
    Pd.choice == "hand_to_shuffle",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    (   nth0(I, Ids, Id), nth0(J, Ids, Id2), J < I, Id2 == Id
    ->  Reason = shuffled_twice(Id)
    ;   member(Id, Ids),
        not_from_hand(S, Who, Id, shuffle_not_from_hand, Reason)    % choices.pl
    ).

rule_fact('FAB-565', S, M, choosing_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hand_to_shuffle",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(shuffle, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 ),
      key_value(cards, M, [], Ids)
    },
    shuffled_in(S1, Who, Ids, By, S).

choice_candidate("shuffle", S, _{player:Who, action:"shuffle", cards:Ids}) :-
    pending(S, Pd),
    Pd.choice == "hand_to_shuffle",
    Who = Pd.player,
    player(S, Who, P),
    sub_list(P.hand, Cs),                       % moves.pl
    maplist(card_id, Cs, Ids).

message(event(hand_to_shuffle_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w chooses the cards of their hand to shuffle into their deck (a shuffle move)"-[L, F.player] ].
message(event(shuffled_into_deck, F, S0)) -->
    { length(F.cards, N), event_card(S0, F.by, By) },
    [ "~w shuffles ~D card(s) from hand into their deck (~w): nobody knows its order now, so its cards are unknown to the position"-[F.player, N, By] ].
message(shuffled_twice(Id)) -->
    [ "the move names ~w twice: each card of the hand is shuffled in once"-[Id] ].
message(shuffle_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the hand: Hope Merchant's Hood shuffles cards from the hand into the deck"-[L, Z] ].
message(no_choice_waits("hand_to_shuffle")) -->
    [ "no cards wait to be shuffled: shuffle answers Hope Merchant's Hood's choice as its ability resolves" ].
message(no_card_to_shuffle(P)) -->
    [ "~w has no card in hand: Hope Merchant's Hood's choice of cards to shuffle into the deck does not wait"-[P] ].

choice_words("hand_to_shuffle") --> [ "which cards of their hand to shuffle into their deck, then draw as many (a shuffle move)" ].

text_choice_words("hand_to_shuffle", Source) -->
    [ "the cards of the hand to shuffle into the deck, for ~w (shuffle)"-[Source] ].

move_words("shuffle", S, M) -->
    { key_value(cards, M, [], Ids) },
    (   { Ids == [] }
    ->  [ M.player, " shuffles no card into their deck" ]
    ;   { player(S, M.player, P),
          maplist(id_label(P), Ids, Ls),
          atomic_list_concat(Ls, ', ', T)
        },
        [ M.player, " shuffles ", T, " into their deck and draws as many cards" ]
    ).
