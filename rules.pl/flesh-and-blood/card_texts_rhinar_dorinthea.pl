/*  Flesh and Blood: the texts of the Rhinar Hero Deck's cards.

    Part of game.pl, beside card_texts.pl (whose card_text_read/2 this
    file adds to, and whose hooks call the relations here).  Each text is
    read as relations beside its rule/5 entry (Flesh and Blood
    Comprehensive Rules, as published February 2026): Rhinar's intimidate
    on a discard of 6 or more power (FAB-570) and Snapdragon Scalers' go
    again (FAB-571, its target FAB-572).
*/

:- discontiguous card_text_read/2, message//1, ability_text_resolved//5, choice_candidate/3,
                 rule_fact/4, fact_words//1, choice_words//1, move_words//3, text_abilities/2,
                 text_ability_effect/1.

card_text_read("Rhinar", discard_intimidates(6)).
card_text_read("Rhinar, Reckless Rampage", discard_intimidates(6)).
card_text_read("Snapdragon Scalers", attack_action_go_again(1)).

                 /*******************************
                 *            RHINAR            *
                 *******************************/

rule('FAB-570', effect, "Rhinar: a discard of 6 or more power in the action phase intimidates",
     "Whenever a player whose hero is Rhinar (or Rhinar, Reckless Rampage) discards a card with 6 or more power in their own action phase (the random discard of an additional cost, FAB-305), they intimidate the other player as FAB-528 says: if that player has a card in hand, the position waits for them to banish one drawn at random (a banish move), else they are intimidated all the same. A discard of less power, or outside its player's action phase, does nothing.",
     ruling("",
            "Rhinar: \"Whenever you discard a card with 6 or more {p} during your action phase, intimidate.\" CR 6.6 (a triggered effect), 8.5.5 (discard), 8.5.10, 8.5.10a and 8.5.10b (intimidate: with no player named it targets a hero, here the opposing one), 4.3 (the action phase is the turn player's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer is added as the card whose cost the discard paid waits on the stack, and resolves before it; no player's choice comes in between that could change which card is banished, so rulecheck asks for the banish at once, as it resolves the tokens of FAB-211. When another effect of the same play also triggers (Romping Club's +1 power, FAB-555), they touch different things, and any order the player gives them ends in the same position.")).

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
          card_text_read(Name, discard_intimidates(Min))
      ->  include(discarded_power_at_least(P, Min), Ds, Big)
      ;   Big = []
      )
    },
    intimidations(Big, Who, Hero, S0, S).

discarded_power_at_least(P, Min, DId) :-
    discarded_card(P, DId, D),
    card_power(D, Pw),
    Pw >= Min,
    !.

intimidations([], _, _, S, S) --> [].
intimidations([DId|Ds], Who, Hero, S0, S) -->
    { card_id(Hero, HId) },
    [ event('FAB-570', discard_intimidates, _{player:Who, card:DId, by:HId}) ],
    intimidate_player(S0, Who, Hero, S1),       % choices.pl (FAB-528)
    intimidations(Ds, Who, Hero, S1, S).

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
          Chain0 = S0.chain,
          append(Links0, [Link0], Chain0.links),
          append(Links0, [Link0.put(go_again, true)], Links),
          S = S0.put(chain, Chain0.put(links, Links)),
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
          card_id(C, Id)
        }
    ->  { GA = true },
        [ event('FAB-573', arsenal_go_again, _{player:Who, card:Id}) ]
    ;   { GA = GA0 }
    ).

message(event(arsenal_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: it gains go again"-[L] ].

rule('FAB-574', effect, "Scour the Battlescape: its player may put a card from hand on the bottom of the deck, then draws",
     "As Scour the Battlescape resolves (it becomes the attack of a new chain link), its player, if they have a card in hand, chooses (the position's pending choice, hand_to_bottom): a bottom move names a card of their hand, which goes to the bottom of their deck, and they draw a card; a bottom move naming no card (card null or left out) does neither. With no card in hand there is no choice and nothing happens.",
     ruling("",
            "Scour the Battlescape: \"You may put a card from your hand on the bottom of your deck. If you do, draw a card.\" CR 7.2.3 (an attack's resolution abilities generate their effects, then it moves onto the combat chain), 1.8.3 and 1.8.3a (an optional effect: the player chooses), 1.8.3b (one that cannot be generated, with no card in hand, is not offered), 1.8.4 (\"if you do\": the draw only after the card is put), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks once the chain link has opened: between the two nothing reads the hand or the deck (the attack's triggers on attacking, 7.2.4, read neither for this card), so the position after the answer is the one the CR's order makes.")).

rule('FAB-575', constraint, "The card put on the bottom is in the player's hand",
     "A bottom move answers Scour the Battlescape's choice (FAB-574): the card it names, if any, is in that player's hand.",
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
    get_dict(card, M, Id),
    Id \== null,
    player(S, Who, P),
    \+ card_in(P, hand, Id, _),
    (   card_where(P, Id, Z, C)
    ->  Reason = bottom_not_from_hand(C, Z)
    ;   Reason = no_card_in_hand(Who, Id)
    ).

rule_fact('FAB-575', S, M, bottom_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hand_to_bottom",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    (   { get_dict(card, M, Id), Id \== null }
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

choice_candidate("bottom", S, M) :-
    pending(S, Pd),
    Pd.choice == "hand_to_bottom",
    Who = Pd.player,
    (   M = _{player:Who, action:"bottom"}
    ;   player(S, Who, P),
        member(C, P.hand),
        card_id(C, Id),
        M = _{player:Who, action:"bottom", card:Id}
    ).

message(event(hand_to_bottom_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w may put a card from hand on the bottom of their deck and draw a card (a bottom move)"-[L, F.player] ].
message(event(hand_card_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from hand on the bottom of their deck (~w), then draws a card"-[F.player, L, By] ].
message(event(hand_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w puts no card on the bottom of their deck and draws none (~w)"-[F.player, By] ].
message(bottom_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the hand: Scour the Battlescape puts a card from the hand on the bottom of the deck"-[L, Z] ].
message(no_choice_waits("hand_to_bottom")) -->
    [ "no card waits to be put on the bottom of the deck: bottom answers Scour the Battlescape's choice as it resolves" ].
fact_words(bottom_hand(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w's hand: ~w"-[Who, T] ].

choice_words("hand_to_bottom") --> [ "whether to put a card from their hand on the bottom of their deck and draw a card (a bottom move)" ].

move_words("bottom", S, M) -->
    (   { get_dict(card, M, Id), Id \== null, player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " puts ", L, " on the bottom of their deck and draws a card" ]
    ;   [ M.player, " puts no card on the bottom of their deck" ]
    ).
message(no_card_to_put_on_the_bottom(P)) -->
    [ "~w has no card in hand: Scour the Battlescape's choice of a card to put on the bottom of the deck does not wait"-[P] ].

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
    { pending(S0, Pd),
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
            "Drone of Brutality: \"If Drone of Brutality would be put into your graveyard from anywhere, instead put it on the bottom of your deck.\" CR 6.4.1 (a replacement effect replaces an event with a modified event), 6.4.2 (it applies whenever such an event is about to occur), 1.2.1a and 3.0.12 (a card cleared or destroyed goes to its owner's graveyard: \"your graveyard\" is its owner's), 8.5.4 (destroy), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Cards put on the bottom of a deck at once go in an order their owner chooses; rulecheck puts them in the position's order, as it does Inertia's (FAB-212), which every choice could be. The pitch zone goes to the bottom of the deck at the end of the turn and never to the graveyard: there the text changes nothing.")).

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
