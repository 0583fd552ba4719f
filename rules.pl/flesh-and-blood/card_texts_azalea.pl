/*  Flesh and Blood: the texts of the Azalea Blitz Deck's cards.

    Part of game.pl, included after card_texts_kassai_2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - an arrow's aim counter: "If this has an aim counter, it has +1{p}"
      (FAB-900: Falcon Wing, Skybound Shot, Infecting Shot, Sedation
      Shot, Withering Shot, Murkmire Grapnel); the
      state keeps a card's aim counters in `aim_counters`;
    - Murkmire Grapnel: its damage can't be prevented (Malign's reading,
      FAB-804);
    - Widowmaker: no defense reaction may be played to its chain link
      (FAB-901), and +3 power while fewer than 2 cards defend it
      (FAB-902);
    - Infecting Shot, Sedation Shot, Withering Shot: a hit creates a
      Bloodrot Pox, an Inertia or a Frailty token under the hit hero's
      control (FAB-903, Infect's reading, FAB-711);
    - Threadbare Tunic: its instant ability (destroy it: gain a resource
      point) only with no cards in hand (FAB-904);
    - Toxicity: the next Assassin or Ranger attack action card gains a hit
      that takes 5 life (FAB-905);
    - Fletch a Red Tail: the next arrow attack gains +4 power and, with an
      aim counter, red cards defend it with 1 less (FAB-906);
    - Scout the Periphery: a target hero, whose deck's top card its player
      looks at, and +3 power to the next attack action card played from
      the arsenal (FAB-907);
    - Wayfinder's Crest: defending, its player looks at the top card of a
      hero's deck (FAB-908; its Blade Break is the keyword's);
    - Seek Horizon: an optional additional cost, a card from hand put on
      top of the deck, which gives it go again (FAB-909);
    - Salvage Shot: if it hit, it goes to the bottom of its player's deck
      as its chain link resolves (FAB-910);
    - Ravenous Rabble: as it resolves, the top card of its player's deck
      is revealed and Rabble gets -X power, X that card's pitch (FAB-911;
      an unknown top card waits for the reveal move that names its pitch,
      FAB-912);
    - Bracers of Belief: its ability reveals the top card of its player's
      deck, and their next attack action card this turn gets +X power, X
      3 less that card's pitch (FAB-913; an unknown card waits as
      Rabble's, FAB-912);
    - Barbed Castaway: its two instant abilities, an arrow from hand put
      face up into the arsenal (FAB-914, FAB-915) and a face-down arrow
      of the arsenal turned face up with an aim counter (FAB-916, FAB-912);
      the state keeps an arsenal card's `face_up`;
    - Spire Sniping: put or turned face up in the arsenal (by Barbed
      Castaway), its player looks at the top 2 cards of their deck and
      puts them back in the order they choose (FAB-917, FAB-918);
    - Azalea: her ability puts the card of her arsenal on the bottom of
      her deck, then the top card of her deck face up into her arsenal,
      an arrow with dominate until end of turn (FAB-919, its rule and
      relations in card_texts_azalea_2.pl).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous choice_action/2, choice_phase/2, choice_candidate/3, effect//4, choice_words//1,
   text_choice_words//2, move_words//3, pending_problem/4, ability_reading/1, ability_reading_resolved//5,
   text_ability_effect/1, ability_text_resolved//5, text_proof_rule/1,
   card_text_read/2, message//1, rule/5, broken/4, kassai_text_rule/2, text_abilities/2, moot/3,
   targeting/4, targeted_rule/2, oldhim_target_effect/1, oldhim_target_resolves//6, rule_fact/4,
   fact_words//1.

%   The Go again of Toxicity, Fletch a Red Tail and Scout the Periphery is
%   the keyword's.

%   The texts read here (card_text_read/2):
%
%       aim_power(N)            Falcon Wing: "If Falcon Wing has an aim
%                               counter, it has +1{p}." (FAB-900)
%       damage_unpreventable    Murkmire Grapnel: "Damage that would be
%                               dealt by Murkmire Grapnel can't be
%                               prevented." (card_texts_arakni.pl's
%                               reading, FAB-804)
%       no_defense_reactions_to_link   Widowmaker: "Defense reactions
%                               can't be played to Widowmaker's chain
%                               link." (FAB-901)
%       power_while_defended_by_fewer_cards(K, N)   Widowmaker: "If
%                               Widowmaker is defended by fewer than 2
%                               cards, it has +3{p}." (FAB-902)
%       ability_only_with_empty_hand   Threadbare Tunic: "Instant -
%                               Destroy Threadbare Tunic: Gain {r}.
%                               Activate this ability only if you have no
%                               cards in hand." (FAB-904)
%       next_attack_action_card_hit_life_loss(Classes, N)   Toxicity:
%                               "The next Assassin or Ranger attack action
%                               card you play this turn gains 'When this
%                               hits a hero, they lose 5{h}.'" (FAB-905)
%       next_arrow_attack_fletch(N, K)   Fletch a Red Tail: "Your next
%                               arrow attack this turn gains +4{p}. If it
%                               has an aim counter, it gains 'Red cards
%                               have -1{d} while defending this.'" (FAB-906)
%       look_target_hero_top_then_arsenal_power(N)   Scout the
%                               Periphery: "Look at the top card of target
%                               hero's deck. The next attack action card
%                               you play from arsenal this turn gains
%                               +3{p}." (FAB-907)
%       defend_look_target_hero_top   Wayfinder's Crest: "When you defend
%                               with Wayfinder's Crest, look at the top
%                               card of target hero's deck." (FAB-908)
%       optional_hand_to_top_go_again   Seek Horizon: "As an additional
%                               cost to play Seek Horizon, you may put a
%                               card from your hand on top of your deck.
%                               If you do, Seek Horizon gains go again."
%                               (FAB-909)
%       hit_to_deck_bottom_as_link_resolves   Salvage Shot: "If Salvage
%                               Shot hits, put it on the bottom of your
%                               deck when the chain link resolves."
%                               (FAB-910)
%       reveal_top_power_less_pitch   Ravenous Rabble: "Reveal the top
%                               card of your deck. Ravenous Rabble gets
%                               -X{p}, where X is the pitch value of the
%                               card revealed this way." (FAB-911)
%       ability_reveal_top_next_attack_action_card_power(K)   Bracers of
%                               Belief: "Action - Destroy Bracers of
%                               Belief: Reveal the top card of your deck.
%                               If you do, the next attack action card
%                               you play this turn, gains +X{p}, where X
%                               is 3 minus the pitch value of the card
%                               revealed this way. Go again" (FAB-913)
%       arrow_abilities         Barbed Castaway: "Once per Turn Instant -
%                               {r}: You may put an arrow card from your
%                               hand face up into your arsenal. Once per
%                               Turn Instant - {r}: You may turn a face
%                               down arrow in your arsenal face up. If you
%                               do, put an aim counter on it." (FAB-914,
%                               FAB-916)
%       face_up_in_arsenal_reorder_top(N)   Spire Sniping: "When Spire
%                               Sniping is put or turned face up in
%                               arsenal, look at the top 2 cards of your
%                               deck, then put them back in any order."
%                               (FAB-917)
%       ability_arsenal_to_bottom_top_face_up_dominate   Azalea: "Once per
%                               Turn Action - 0: Put a card from your
%                               arsenal on the bottom of your deck. If you
%                               do, put the top card of your deck face up
%                               into your arsenal. If it's an arrow card,
%                               it gains dominate until end of turn. Go
%                               again" (FAB-919)
%       hit_creates_token(their, Token)   Infecting Shot: "When this hits
%                               a hero, create a Bloodrot Pox token under
%                               their control." (FAB-903; the reading is
%                               card_texts_uzuri.pl's, FAB-711)

card_text_read("Falcon Wing", aim_power(1)).
card_text_read("Skybound Shot", aim_power(1)).
card_text_read("Infecting Shot", aim_power(1)).
card_text_read("Sedation Shot", aim_power(1)).
card_text_read("Withering Shot", aim_power(1)).
card_text_read("Murkmire Grapnel", aim_power(1)).
card_text_read("Murkmire Grapnel", damage_unpreventable).
card_text_read("Infecting Shot", hit_creates_token(their, "Bloodrot Pox")).
card_text_read("Sedation Shot", hit_creates_token(their, "Inertia")).
card_text_read("Withering Shot", hit_creates_token(their, "Frailty")).
card_text_read("Widowmaker", no_defense_reactions_to_link).
card_text_read("Widowmaker", power_while_defended_by_fewer_cards(2, 3)).
card_text_read("Threadbare Tunic", ability_only_with_empty_hand).
card_text_read("Toxicity", next_attack_action_card_hit_life_loss(["Assassin", "Ranger"], 5)).
card_text_read("Fletch a Red Tail", next_arrow_attack_fletch(4, 1)).
card_text_read("Scout the Periphery", look_target_hero_top_then_arsenal_power(3)).
card_text_read("Wayfinder's Crest", defend_look_target_hero_top).
card_text_read("Seek Horizon", optional_hand_to_top_go_again).
card_text_read("Salvage Shot", hit_to_deck_bottom_as_link_resolves).
card_text_read("Ravenous Rabble", reveal_top_power_less_pitch).
card_text_read("Bracers of Belief", ability_reveal_top_next_attack_action_card_power(3)).
card_text_read("Barbed Castaway", arrow_abilities).
card_text_read("Spire Sniping", face_up_in_arsenal_reorder_top(2)).
card_text_read("Azalea", ability_arsenal_to_bottom_top_face_up_dominate).

%   The rule of the token a hit of these arrows creates (card_texts_kassai.pl,
%   text_rule/3: the event cites it, not Infect's FAB-711).
kassai_text_rule("Infecting Shot", 'FAB-903').
kassai_text_rule("Sedation Shot", 'FAB-903').
kassai_text_rule("Withering Shot", 'FAB-903').

                 /*******************************
                 *         AIM COUNTERS         *
                 *******************************/

rule('FAB-900', effect, "An arrow with an aim counter: +1 power",
     "Falcon Wing, Skybound Shot, Infecting Shot, Sedation Shot, Withering Shot and Murkmire Grapnel have +1 power while they have an aim counter (the state's `aim_counters` on the card, 1 or more): attacking, the damage counts it. The counter stays on the card as it is played from the arsenal and becomes the attack (the stack is not a zone that makes a new object), and goes when the card leaves for the graveyard or the deck (a new object, without counters).",
     ruling("",
            "Falcon Wing: \"If Falcon Wing has an aim counter, it has +1{p}.\" (Skybound Shot, Infecting Shot, Sedation Shot, Withering Shot, Murkmire Grapnel alike). CR 1.15.1 and 1.15.2 (a counter is a marker on a public object that interacts with effects), 5.4.7 (a static ability applies while its condition holds), 2.0.3a (effects modify power), 3.0.9 (an object that enters a zone outside the arena other than the stack becomes a new object) and 1.15.3 (its counters cease to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  aim_counter(+Card) is semidet.
%
%   Card has an aim counter (the state's aim_counters, 1 or more).

aim_counter(C) :-
    is_dict(C),
    get_dict(aim_counters, C, K),
    integer(K),
    K >= 1.

                 /*******************************
                 *          WIDOWMAKER          *
                 *******************************/

rule('FAB-901', constraint, "Widowmaker: no defense reactions to its chain link",
     "While Widowmaker is the attack of the active chain link, no defense reaction card may be played to that link (from hand or arsenal); a defense reaction ability may still be activated. A restriction: no text's allowance lifts it, so a text rulecheck does not read that could allow the play does not make it unknown (FAB-119).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Widowmaker: \"Defense reactions can't be played to Widowmaker's chain link.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 1.0.2 (a restriction takes precedence over any allowance), 5.1.5 (a card is checked as legal to play before any cost is paid), 7.4.2b and 7.4.2c (the defending player's defense reactions in the reaction step, and a defense reaction card cannot be played if an effect prevents it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  widowmaker_link(+State, -Attack) is semidet.
%
%   The attack of the active chain link, Attack, forbids defense
%   reactions to its link (FAB-901).

widowmaker_link(S, A) :-
    active_link(S, L),
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, no_defense_reactions_to_link).

broken('FAB-901', S, M, defense_reaction_to_link_forbidden(C, A)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, "defense reaction"),
    widowmaker_link(S, A).

%   FAB-901 concerns only a play while Widowmaker is the active chain
%   link's attack (rc_explain.pl).
moot('FAB-901', S, _) :-
    \+ widowmaker_link(S, _).

rule_fact('FAB-901', S, _, widowmaker_attacks(A)) :-
    widowmaker_link(S, A).

fact_words(widowmaker_attacks(A)) -->
    { card_label(A, L) },
    [ "~w is the attack of the active chain link"-[L] ].

message(defense_reaction_to_link_forbidden(C, A)) -->
    { card_label(C, L), card_label(A, AL) },
    [ "~w is a defense reaction card, and ~w says defense reactions can't be played to its chain link"-[L, AL] ].

rule('FAB-902', effect, "Widowmaker: +3 power while defended by fewer than 2 cards",
     "Widowmaker, attacking, has +3 power while fewer than 2 cards defend its chain link (none included; equipment counts, as any card): the damage counts it.",
     ruling("",
            "Widowmaker: \"If Widowmaker is defended by fewer than 2 cards, it has +3{p}.\" CR 5.4.7 (a static ability applies while its condition holds), 2.0.3a (effects modify power), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  azalea_power_bonus(+Link, -Bonus:integer) is det.
%
%   What the text of Link's attack read here adds to its power now: its
%   aim counter's (FAB-900), Widowmaker's (FAB-902).

azalea_power_bonus(L, B) :-
    (   link_attack(L, A),
        text_read_name(A, Name)
    ->  (   card_text_read(Name, aim_power(N1)), aim_counter(A) -> B1 = N1 ; B1 = 0 ),
        (   card_text_read(Name, power_while_defended_by_fewer_cards(K, N2)),
            key_value(defending, L, [], Ds),
            length(Ds, Count),
            Count < K
        ->  B2 = N2
        ;   B2 = 0
        ),
        B is B1 + B2
    ;   B = 0
    ).

%!  azalea_power_applied(+Link, +Bonus:integer)// is det.
%
%   As Link's damage is dealt with Bonus power from its attack's text
%   read here (azalea_power_bonus/2), an event says so (FAB-900, FAB-902).

azalea_power_applied(L, B) -->
    (   { B > 0, link_attack(L, A), card_id(A, AId), text_read_name(A, Name) }
    ->  (   { card_text_read(Name, aim_power(_)) }
        ->  [ event('FAB-900', aim_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
        ;   [ event('FAB-902', few_defenders_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
        )
    ;   []
    ).

message(event(aim_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: it has an aim counter"-[L, F.amount] ].

message(event(few_defenders_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: fewer than 2 cards defend it"-[L, F.amount] ].

                 /*******************************
                 *    TOKENS THE ARROWS MAKE    *
                 *******************************/

rule('FAB-903', effect, "Infecting Shot, Sedation Shot, Withering Shot: a hit creates a token",
     "When Infecting Shot, Sedation Shot or Withering Shot hits a hero (deals damage to the defending hero in the damage step), a token is created in that hero's player's arena, under their control: a Bloodrot Pox (Infecting Shot), an Inertia (Sedation Shot) or a Frailty (Withering Shot), as Infect's (FAB-711): its id is the attack's id and the token's name; it then does what the vocabulary of permanents says at the beginning of its controller's end phase. An attack that deals no damage creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Infecting Shot: \"When this hits a hero, create a Bloodrot Pox token under their control.\" Sedation Shot: \"... an Inertia token ...\"; Withering Shot: \"... a Frailty token ...\". CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.2 (create: the token is produced in the arena), 8.6 (tokens: Bloodrot Pox 8.6.19, Inertia 8.6.21, Frailty 8.6.20), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *       THREADBARE TUNIC       *
                 *******************************/

rule('FAB-904', constraint, "Threadbare Tunic: activated only with no cards in hand",
     "Threadbare Tunic's instant ability (its cost: destroy it, FAB-404) may be activated only by a player with no cards in hand (their hand, as the position shows it, empty: a card the position does not name still counts); as it resolves they gain 1 resource point (the resolution of FAB-552). A restriction (\"only\"): no text's allowance lifts it, so a text rulecheck does not read that could allow the activation does not make it unknown (FAB-119).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Threadbare Tunic: \"Instant - Destroy Threadbare Tunic: Gain {r}. Activate this ability only if you have no cards in hand.\" CR 5.2.1 (an activated ability's cost and effect), 5.2.1e (its activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 5.2.2b and 5.1.5 (the activation is checked as legal before its costs are paid), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Threadbare Tunic",
               [_{type:"instant", limit:"none", cost:0, effect:"gain_resources", amount:1,
                  go_again:false, destroy_self:true}]).

%   Threadbare Tunic's "only if" and Widowmaker's "can't" are restrictions:
%   no text's permission lifts them (CR 1.0.2, a restriction takes
%   precedence over an allowance), so a move they forbid is not made
%   unknown by a text that could allow it (permanents.pl, FAB-119).
text_proof_rule('FAB-904').
text_proof_rule('FAB-901').

broken('FAB-904', S, M, cards_in_hand(C, Who, N)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_only_with_empty_hand),
    Who = M.player,
    key_value(hand, P, [], Hand),
    length(Hand, N),
    N > 0.

%   FAB-904 concerns only activating Threadbare Tunic (rc_explain.pl).
moot('FAB-904', S, M) :-
    \+ ( activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_only_with_empty_hand) ).

rule_fact('FAB-904', S, M, hand_size(Who, N)) :-
    get_dict(action, M, "activate"),
    Who = M.player,
    player(S, Who, P),
    key_value(hand, P, [], Hand),
    length(Hand, N).

fact_words(hand_size(Who, N)) -->
    [ "~w has ~d card(s) in hand"-[Who, N] ].

message(cards_in_hand(C, Who, N)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only with no cards in hand, and ~w has ~d"-[L, Who, N] ].

                 /*******************************
                 *           TOXICITY           *
                 *******************************/

rule('FAB-905', effect, "Toxicity: the next Assassin or Ranger attack action card's hit takes 5 life",
     "When Toxicity resolves, an effect waits in the state's effects ({kind: next_attack_action_card_hit_life_loss, player, amount 5, classes [Assassin, Ranger], source}) for its player's next Assassin or Ranger attack action card this turn: as such a card becomes a chain link the effect is used up and the link records the text it gains (hit_life_loss, the effects of two Toxicities adding up). When that attack hits a hero (deals damage to the defending hero in the damage step), that hero loses 5 life (a loss, not damage: no prevention, no Ward); at 0 they lose the game. An attack of another class, a weapon's, or a non-attack action leaves the effect waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Toxicity: \"The next Assassin or Ranger attack action card you play this turn gains 'When this hits a hero, they lose 5{h}.' Go again\" CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.8.10 (the next: the first that comes), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.13.4b (a hero loses life from effects that reduce it; life loss is not damage), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Infect's token (FAB-711).")).

rule('FAB-906', effect, "Fletch a Red Tail: the next arrow attack gets +4 power; with an aim counter, red cards defend it with 1 less",
     "When Fletch a Red Tail resolves, an effect waits in the state's effects ({kind: next_arrow_attack_fletch, player, amount 4, source}) for its player's next arrow attack this turn (an attack card with the subtype Arrow): as one becomes a chain link the effect is used up, the link gets +4 power (power_bonus) and, if the arrow has an aim counter then (FAB-900), the link records the text it gains (red_defense_less 1): each red card defending that link has 1 less defense (never below 0), which the damage counts. An attack that is no arrow leaves the effect waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Fletch a Red Tail: \"Your next arrow attack this turn gains +4{p}. If it has an aim counter, it gains 'Red cards have -1{d} while defending this.' Go again\" CR 1.7.3b (a resolution ability's effect), 1.8.10 (the next), 8.2.6 (Arrow), 1.15.1 (a counter), 2.0.3a and 2.0.3c (effects modify power and defense; a defense is never below 0), 5.4.7 (a static ability gained applies while its condition holds), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Whether the arrow has an aim counter is read as the effect applies to it (it becomes the chain link).")).

%!  azalea_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-905, FAB-906);
%   card_texts.pl's resolution_text//4 calls it.

azalea_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_hit_life_loss(Classes, N)),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_action_card_hit_life_loss", player:Who, amount:N,
                           classes:Classes, source:Id}, S)
        }
    ->  [ event('FAB-905', hit_life_loss_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_arrow_attack_fletch(N, _)),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_arrow_attack_fletch", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-906', fletch_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, look_target_hero_top_then_arsenal_power(N)),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_action_card_from_arsenal_power", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-907', arsenal_power_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(hit_life_loss_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next Assassin or Ranger attack action card ~w plays this turn gains \"When this hits a hero, they lose ~d life\""-[L, F.player, F.amount] ].
message(event(fletch_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next arrow attack this turn gets +~d power and, if it has an aim counter, red cards defend it with 1 less"-[L, F.player, F.amount] ].

%!  azalea_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack, Player's, just became the last chain link: the effects read
%   here that wait for it are used up, and the link records what they
%   give (FAB-905, FAB-906).

azalea_attack_text(S0, Who, A, S) -->
    toxicity_attack_text(S0, Who, A, S1),
    fletch_attack_text(S1, Who, A, S).

toxicity_attack_text(S0, Who, A, S) -->
    (   { card_type(A, "attack action"),
          effects(S0, Es0),
          partition(life_loss_effect_for(Who, A), Es0, Mine, Rest),
          Mine \== [],
          foldl(grant_amount, Mine, 0, N),             % card_texts.pl
          card_id(A, AId),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          key_value(hit_life_loss, L0, 0, N0),
          N1 is N0 + N,
          L = L0.put(hit_life_loss, N1)
        }
    ->  [ event('FAB-905', hit_life_loss_gained, _{player:Who, attack:AId, amount:N1}) ]
    ;   { S = S0 }
    ).

life_loss_effect_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_action_card_hit_life_loss"),
    get_dict(player, E, Who0), Who0 == Who,
    classes_effect_fits_attack(E, A).           % card_texts_rhinar_blitz.pl (FAB-672)

fletch_attack_text(S0, Who, A, S) -->
    (   { card_prop(A, subtypes, Ss), is_list(Ss), memberchk("Arrow", Ss),
          effects(S0, Es0),
          partition(fletch_effect_for(Who), Es0, Mine, Rest),
          Mine \== [],
          foldl(grant_amount, Mine, 0, N),
          length(Mine, K),
          card_id(A, AId),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L1 = L0.put(power_bonus, B),
          (   aim_counter(A)
          ->  key_value(red_defense_less, L1, 0, R0),
              R is R0 + K,
              L = L1.put(red_defense_less, R),
              Aim = true
          ;   L = L1,
              Aim = false
          )
        }
    ->  [ event('FAB-906', fletch_applied, _{player:Who, attack:AId, amount:N, aim:Aim}) ]
    ;   { S = S0 }
    ).

fletch_effect_for(Who, E) :-
    get_dict(kind, E, "next_arrow_attack_fletch"),
    get_dict(player, E, Who0), Who0 == Who.

message(event(hit_life_loss_gained, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w gains \"When this hits a hero, they lose ~d life\" (Toxicity)"-[A, F.amount] ].
message(event(fletch_applied, F, S0)) -->
    { event_card(S0, F.attack, A) },
    (   { F.aim == true }
    ->  [ "~w gets +~d power (Fletch a Red Tail) and, having an aim counter, \"Red cards have -1 defense while defending this\""-[A, F.amount] ]
    ;   [ "~w gets +~d power (Fletch a Red Tail); it has no aim counter, so red cards defend it as usual"-[A, F.amount] ]
    ).

%!  azalea_hit_text(+State0, +Link, -State)// is det.
%
%   Link's attack hit a hero: the life its gained text takes is lost
%   (FAB-905).

azalea_hit_text(S0, L, S) -->
    (   { get_dict(hit_life_loss, L, N), integer(N), N > 0,
          link_attack(L, A), card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0),
          Life is max(0, P0.life - N),
          set_player(S0, P0.put(life, Life), S)
        }
    ->  [ event('FAB-905', hit_life_lost, _{player:Def, attack:AId, amount:N, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(hit_life_lost, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w hits: ~w's hero loses ~d life (~d left)"-[A, F.player, F.amount, F.life] ].

%!  red_defenses_less(+Link, +Defenses0:list, -Defenses:list) is det.
%
%   The defenses of Link's defending cards, in order: each red card's less
%   the link's red_defense_less, never below 0 (FAB-906).

red_defenses_less(L, Ds0, Ds) :-
    (   get_dict(red_defense_less, L, K), integer(K), K > 0
    ->  maplist(red_defense_less(K), L.defending, Ds0, Ds)
    ;   Ds = Ds0
    ).

red_defense_less(K, C, D0, D) :-
    (   red_card(C)                             % card_texts_fai_prism.pl
    ->  D is max(0, D0 - K)
    ;   D = D0
    ).

                 /*******************************
                 *      SCOUT THE PERIPHERY     *
                 *******************************/

rule('FAB-907', effect, "Scout the Periphery: a target hero's top card looked at; the next attack action card from the arsenal +3 power",
     "Scout the Periphery targets a hero as it is played: the play move names the target, the id of either player's hero (FAB-622: a move without one is illegal). As it resolves, its player looks at the top card of that hero's deck (the card stays where it is, face down: the position changes in nothing but what that player knows, which rulecheck does not record), and an effect waits in the state's effects ({kind: next_attack_action_card_from_arsenal_power, player, amount 3, source}) for their next attack action card played from the arsenal this turn: as it becomes a chain link, it gets +3 power (power_bonus) and the effect is used up; an attack action card played from hand, or a weapon's attack, leaves it waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Scout the Periphery: \"Look at the top card of target hero's deck. The next attack action card you play from arsenal this turn gains +3{p}. Go again\" CR 1.8.5 and 5.1.4 (a target is declared as the card is played), 8.5.11 (look: the information becomes known to the player), 1.7.3b (a resolution ability's effect), 3.3.4 (cards in the arsenal may be played), 1.8.10 (the next), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Scout the Periphery targets a hero as it is played (FAB-622's
%   targeting); what the target does is FAB-907's.
targeting(C, play, hero, look_top) :-
    text_read_name(C, Name),
    card_text_read(Name, look_target_hero_top_then_arsenal_power(_)).

targeted_rule(C, 'FAB-907') :-
    text_read_name(C, Name),
    card_text_read(Name, look_target_hero_top_then_arsenal_power(_)).

oldhim_target_effect(look_top).

%   The layer L of Card C resolves: its player looks at the top card of
%   the target hero T's deck, which changes nothing the position records
%   (FAB-907); its +3 power is azalea_resolution_text//4's.
oldhim_target_resolves(look_top, S0, L, C, T, S) -->
    (   { players(S0, Ps),
          member(P, Ps),
          get_dict(hero, P, H),
          card_id(H, T0), T0 == T,
          get_dict(name, P, Target),
          card_id(C, Id)
        }
    ->  [ event('FAB-907', top_card_looked_at, _{player:L.controller, card:Id, target:Target}) ]
    ;   []
    ),
    { S = S0 }.

message(event(top_card_looked_at, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w looks at the top card of ~w's deck (it stays there)"-[L, F.player, F.target] ].
message(event(arsenal_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next attack action card ~w plays from the arsenal this turn gets +~d power"-[L, F.player, F.amount] ].

%!  arsenal_attack_text(+State0, +Player, +Attack, +From, -State)// is det.
%
%   Attack, Player's, played from From, just became the last chain link:
%   an attack action card from the arsenal uses up Player's effects of
%   Scout the Periphery and gets their power (FAB-907).

arsenal_attack_text(S0, Who, A, From, S) -->
    (   { From == "arsenal",
          card_type(A, "attack action"),
          effects(S0, Es0),
          partition(arsenal_power_effect_for(Who), Es0, Mine, Rest),
          Mine \== [],
          foldl(grant_amount, Mine, 0, N),
          card_id(A, AId),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L = L0.put(power_bonus, B)
        }
    ->  [ event('FAB-907', arsenal_power_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

arsenal_power_effect_for(Who, E) :-
    get_dict(kind, E, "next_attack_action_card_from_arsenal_power"),
    get_dict(player, E, Who0), Who0 == Who.

message(event(arsenal_power_applied, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w, played from the arsenal, gets +~d power (Scout the Periphery)"-[A, F.amount] ].

                 /*******************************
                 *       WAYFINDER'S CREST      *
                 *******************************/

rule('FAB-908', effect, "Wayfinder's Crest: defending, its player looks at the top card of a target hero's deck",
     "When a player defends with Wayfinder's Crest (declares it a defending card), they look at the top card of the deck of a hero they target (either): the card stays where it is, face down, and nothing the position records changes (not what a player knows), so rulecheck neither asks nor records which hero: an event says the look happens. Its Blade Break is the keyword's (FAB-520).",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Wayfinder's Crest: \"When you defend with Wayfinder's Crest, look at the top card of target hero's deck. Blade Break\" CR 6.6 (a triggered effect), 7.3.2 (defending cards are declared in the defend step), 1.8.5 (its target, a hero, always exists: the trigger always resolves), 8.5.11 (look: the information becomes known to the player), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  azalea_defend_text(+Player, +Cards)// is det.
%
%   Player declared Cards defending: for each Wayfinder's Crest among them
%   an event says its player looks at a top card (FAB-908); the position
%   does not change.

azalea_defend_text(Who, Cards) -->
    { findall(Id, ( member(C, Cards),
                    text_read_name(C, Name),
                    card_text_read(Name, defend_look_target_hero_top),
                    card_id(C, Id) ), Ids) },
    crest_looks(Ids, Who).

crest_looks([], _) --> [].
crest_looks([Id|Ids], Who) -->
    [ event('FAB-908', defending_look, _{player:Who, card:Id}) ],
    crest_looks(Ids, Who).

message(event(defending_look, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w looks at the top card of the deck of a hero they target (it stays there)"-[L, F.player] ].

                 /*******************************
                 *         SEEK HORIZON         *
                 *******************************/

rule('FAB-909', effect, "Seek Horizon: a card from hand put on top of the deck for go again",
     "Seek Horizon has an optional additional cost (FAB-305's: the move names the card in `discard`, or none): a card of its player's hand, not one pitched, put on top of their deck (it stays unknown to the other player). Paid, Seek Horizon gains go again: an effect on its player's next attack (kind next_attack_go_again, FAB-505), which is Seek Horizon as it becomes a chain link. Unpaid, it has no go again (the keyword the card data lists is this one).",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "Seek Horizon: \"As an additional cost to play Seek Horizon, you may put a card from your hand on top of your deck. If you do, Seek Horizon gains go again.\" CR 5.1.8 (additional costs are paid as the card is played; an optional one may be declined), 1.8.10 (the next attack), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  top_cost(+Card, -Spec:dict) is semidet.
%
%   Card's additional cost is Seek Horizon's (FAB-909): one card from hand
%   on top of the deck, optional.

top_cost(C, _{kind:"top", count:1, min_power:0, optional:true, random:false,
              label:"you may put a card from your hand on top of your deck"}) :-
    text_read_name(C, Name),
    card_text_read(Name, optional_hand_to_top_go_again).

%!  top_cost_played_text(+State0, +Player, +Card, +Ids, -State)// is det.
%
%   Player played Card paying its top cost with Ids (FAB-909): a card put
%   on top gives Card go again as it becomes the next chain link.

top_cost_played_text(S0, Who, C, Ds, S) -->
    (   { Ds = [_|_],
          top_cost(C, _),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_go_again", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-909', top_cost_go_again, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

message(event(top_cost_card_put, F, S0)) -->
    { event_card(S0, F.cost_of, L), event_card(S0, F.card, CL) },
    [ "~w puts ~w from hand on top of their deck, the additional cost of ~w"-[F.player, CL, L] ].
message(event(top_cost_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's additional cost is paid: it gains go again"-[L] ].

                 /*******************************
                 *         SALVAGE SHOT         *
                 *******************************/

rule('FAB-910', effect, "Salvage Shot: if it hit, it goes to the bottom of its player's deck as its chain link resolves",
     "When the chain link of Salvage Shot resolves (the damage step ends and the resolution step begins), if it hit (it dealt damage to the defending hero in the damage step), the card leaves the combat chain for the bottom of its player's deck, a new object there (its aim counters gone). Its chain link stays, with no attack but the id of the card that left it (`attack_to_deck`): as the chain closes, its defending cards go to the graveyard and the card stays in the deck. An attack that dealt no damage did not hit: it goes to the graveyard as the chain closes.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Salvage Shot: \"If Salvage Shot hits, put it on the bottom of your deck when the chain link resolves.\" CR 7.5.5 and 7.5.5d (an attack hits when it deals damage to the attack-target; a chain link has hit if a hit-event occurred while it was active), 7.6.2 (the active chain link resolves, and effects that trigger as it resolves are triggered), 7.6.2a (an attack no longer on the combat chain: its last known information), 3.0.9 and 1.15.3 (a card put into the deck is a new object, without counters), 7.7.6 (as the chain closes, the objects still on it are cleared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link resolves, as it does Virulent Touch's (FAB-726): no other effect rulecheck reads triggers then but a wager's tokens (FAB-863), which touch another zone, so their order changes nothing.")).

%!  salvage_resolved(+State0, +Link, -State)// is det.
%
%   The chain Link just resolved: if its attack, a card whose text read
%   here says so, hit, it leaves the link for the bottom of its player's
%   deck, the link keeping its id (`attack_to_deck`) (FAB-910).

salvage_resolved(S0, L, S) -->
    (   { link_hit(L),                          % card_texts_katsu_bravo.pl
          link_attack(L, A),
          text_read_name(A, Name),
          card_text_read(Name, hit_to_deck_bottom_as_link_resolves),
          card_id(A, AId),
          Who = L.controller,
          active_link_replaced(S0, L0, L1, S1),
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
        }
    ->  { del_dict(attack, L0, _, L1a),
          L1 = L1a.put(attack_to_deck, AId),
          new_object(A0, New),                  % keywords_defense.pl: no counters
          player(S1, Who, P0),
          key_value(deck, P0, [], Deck0),
          append(Deck0, [New], Deck),
          set_player(S1, P0.put(deck, Deck), S)
        },
        [ event('FAB-910', hit_attack_to_deck_bottom, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(hit_attack_to_deck_bottom, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hit: as its chain link resolves, it is put on the bottom of ~w's deck"-[L, F.player] ].

                 /*******************************
                 *        RAVENOUS RABBLE       *
                 *******************************/

rule('FAB-911', effect, "Ravenous Rabble: as it resolves, the top card of its player's deck is revealed, and Rabble gets -X power, X that card's pitch",
     "As Ravenous Rabble resolves (it becomes the attack of a new chain link), the top card of its player's deck is revealed and stays there, and Rabble gets -X power on its link (power_bonus), X the pitch value of that card (0 for a card with none); its power is never below 0. With an empty deck nothing is revealed and X is 0. Where the position does not show that card (an unknown card), rulecheck does not guess: the position waits (the pending choice revealed_pitch, its player Rabble's, `cards` the revealed card's id) for a reveal move naming that card and its pitch (FAB-912), as the table sees it revealed; the power is then taken. Its go again is the keyword's. Not handled: where another choice already waits as Rabble resolves, the reveal of an unknown card is not asked, and an event says so.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Ravenous Rabble: \"Reveal the top card of your deck. Ravenous Rabble gets -X{p}, where X is the pitch value of the card revealed this way. Go again\" CR 7.2.3 (an attack's resolution abilities generate their effects as it resolves, and it moves onto the combat chain), 8.5.17 and 8.5.17c (reveal: the card becomes public and stays in the deck), 2.0.3a and 2.0.3c (effects modify power; power is never less than 0), 1.14.3a (a card without the pitch property), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A card the position does not show is named by the judge, who sees it revealed, as Nature's Path Pilgrimage's reveal (FAB-562) and a roll's result (FAB-577) are named.")).

rule('FAB-912', constraint, "A reveal move says what the waiting reveal asks",
     "A reveal move answers the reveal that waits: for Ravenous Rabble's or Bracers of Belief's (revealed_pitch, FAB-911, FAB-913) it names the revealed card (the top card of its player's deck, the choice's card) and its pitch, an integer from 0 to 3, and says nothing of an action card; for Nature's Path Pilgrimage's (reveal_top, FAB-562) it says whether the card is an action card (action_card) and nothing of a pitch; for Barbed Castaway's (arrow_face_up, FAB-916) it names a face-down arrow of its player's arsenal, one the position shows (an unknown card is named in the position first: whether it is an arrow decides), and says nothing else; for Azalea's (azalea_top, FAB-919) it names the choice's card and says whether it is an arrow card (arrow), and nothing else.",
     ruling("",
            "CR 8.5.17 (reveal: the card is made public), 2.8 (a card's pitch value, 0 to 3 on the cards printed), 1.8.6 (the player instructed by an effect determines its parameters), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  rabble_resolved(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's attack action card, resolved and its chain link
%   opened: if its text read here says so, the top card of Player's deck
%   is revealed and the link's power is less its pitch; an unknown card
%   waits for its reveal (FAB-911).

rabble_resolved(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, reveal_top_power_less_pitch),
          \+ game_over(S0, _),
          card_id(C, Id),
          player(S0, Who, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S0 },
            [ event('FAB-911', rabble_deck_empty, _{player:Who, attack:Id}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  { card_id(Top, TId), pitch_or_zero(Top, X) },
            rabble_power_less(S0, Who, Id, TId, X, S)
        ;   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-911', rabble_reveal_not_asked, _{player:Who, attack:Id}) ]
        ;   { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"revealed_pitch", player:Who, controller:Who, source:C, cards:[TId]})
            },
            [ event('FAB-911', revealed_pitch_waits, _{player:Who, attack:Id, card:TId}) ]
        )
    ;   { S = S0 }
    ).

pitch_or_zero(C, X) :-
    (   card_prop(C, pitch, X0), integer(X0) -> X = X0 ; X = 0 ).

%   rabble_power_less(+S0, +Player, +AttackId, +TopId, +X, -S)//: the top
%   card TopId of Player's deck, of pitch X, is revealed: the link of the
%   attack AttackId gets -X power (FAB-911).
rabble_power_less(S0, Who, AId, TId, X, S) -->
    {   (   X > 0,
            active_link_replaced(S0, L0, L, S1),
            link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
        ->  key_value(power_bonus, L0, 0, B0),
            B is B0 - X,
            L = L0.put(power_bonus, B),
            S = S1
        ;   S = S0
        )
    },
    [ event('FAB-911', rabble_power_less, _{player:Who, attack:AId, card:TId, amount:X}) ].

choice_action("revealed_pitch", "reveal").
choice_phase("revealed_pitch", "action").

pending_problem(S, Pd, [cards], revealed_not_top(P)) :-     % FAB-911
    Pd.choice == "revealed_pitch",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [Id]), PP.deck = [Top|_], card_id(Top, TId), TId == Id ).

choice_candidate("reveal", S, _{player:Who, action:"reveal", card:TId, pitch:X}) :-
    pending(S, Pd),
    Pd.choice == "revealed_pitch",
    Who = Pd.player,
    key_value(cards, Pd, [], [TId]),
    between(0, 3, X).

broken('FAB-912', S, M, Reason) :-
    get_dict(action, M, "reveal"),
    pending(S, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    (   Pd.choice == "revealed_pitch"
    ->  (   \+ ( key_value(cards, Pd, [], [TId]), get_dict(card, M, Id), Id == TId )
        ->  Reason = not_the_revealed_top(Who, M.card)
        ;   get_dict(action_card, M, _)
        ->  Reason = reveal_asks_pitch
        ;   (   \+ ( get_dict(pitch, M, X), integer(X), between(0, 3, X) )
            ;   get_dict(arrow, M, _)
            )
        ->  Reason = reveal_asks_pitch
        )
    ;   Pd.choice == "reveal_top"
    ->  (   get_dict(action_card, M, _), \+ get_dict(pitch, M, _), \+ get_dict(arrow, M, _)
        ->  fail
        ;   Reason = reveal_asks_action_card
        )
    ;   Pd.choice == "azalea_top"
    ->  (   \+ ( key_value(cards, Pd, [], [TId]), get_dict(card, M, Id), Id == TId )
        ->  Reason = not_the_revealed_top(Who, M.card)
        ;   ( get_dict(action_card, M, _) ; get_dict(pitch, M, _) ; \+ get_dict(arrow, M, _) )
        ->  Reason = reveal_asks_arrow_card
        )
    ;   Pd.choice == "arrow_face_up"
    ->  (   ( get_dict(action_card, M, _) ; get_dict(pitch, M, _) ; get_dict(arrow, M, _) )
        ->  Reason = reveal_asks_arrow
        ;   get_dict(card, M, Id),
            player(S, Who, P),
            (   card_in(P, arsenal, Id, C)
            ->  \+ face_down_arrow(C),
                (   unknown_card(C) -> Reason = arrow_unknown_card(Id) ; Reason = not_a_face_down_arrow(C) )
            ;   Reason = not_in_arsenal(Who, Id)
            )
        )
    ).

rule_fact('FAB-912', S, _, reveal_asks(Who, Choice)) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["revealed_pitch", "reveal_top", "arrow_face_up", "azalea_top"]),
    Who = Pd.player,
    Choice = Pd.choice.

moot('FAB-912', S, _) :-
    \+ ( pending(S, Pd), memberchk(Pd.choice, ["revealed_pitch", "reveal_top", "arrow_face_up", "azalea_top"]) ).

effect(reveal, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "revealed_pitch",
      Who = M.player,
      choice_answered(S0, S1),
      key_value(source, Pd, "?", Src),
      (   is_dict(Src) -> card_id(Src, SId) ; SId = Src )
    },
    (   { is_dict(Src),
          text_read_name(Src, Name),
          card_text_read(Name, ability_reveal_top_next_attack_action_card_power(K))
        }
    ->  bracers_power(S1, Who, SId, M.card, K, M.pitch, S)   % FAB-913
    ;   rabble_power_less(S1, Who, SId, M.card, M.pitch, S)
    ).

message(event(rabble_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w resolves: ~w's deck is empty, nothing is revealed and its power stays"-[L, F.player] ].
message(event(rabble_reveal_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w resolves: another choice already waits, so the reveal of ~w's unknown top card is not asked: rulecheck leaves its -X power out (not done)"-[L, F.player] ].
message(event(revealed_pitch_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w resolves: ~w reveals the top card of their deck (~w), which the position does not show; a reveal move names its pitch"-[L, F.player, F.card] ].
message(event(rabble_power_less, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, T) },
    (   { F.amount =:= 0 }
    ->  [ "~w: ~w reveals ~w from the top of their deck (it stays there), pitch 0, so its power stays"-[L, F.player, T] ]
    ;   [ "~w: ~w reveals ~w from the top of their deck (it stays there), pitch ~d, so ~w gets -~d power"-[L, F.player, T, F.amount, L, F.amount] ]
    ).
message(not_the_revealed_top(Who, Id)) -->
    [ "~w is not the card revealed from the top of ~w's deck"-[Id, Who] ].
message(reveal_asks_pitch) -->
    [ "the reveal that waits (Ravenous Rabble's or Bracers of Belief's) asks the revealed card's pitch, 0 to 3, and nothing of an action card" ].
message(reveal_asks_action_card) -->
    [ "the reveal that waits (Nature's Path Pilgrimage's) asks whether the card is an action card (action_card), and nothing of a pitch" ].
message(revealed_not_top(P)) -->
    [ "the card whose pitch waits is not the top card of ~w's deck"-[P] ].
fact_words(reveal_asks(Who, "revealed_pitch")) -->
    [ "~w names the pitch of the card revealed from the top of their deck (Ravenous Rabble, Bracers of Belief)"-[Who] ].
fact_words(reveal_asks(Who, "arrow_face_up")) -->
    [ "~w may turn a face-down arrow of their arsenal face up (Barbed Castaway)"-[Who] ].
fact_words(reveal_asks(Who, "azalea_top")) -->
    [ "~w says whether the card Azalea's ability put face up into their arsenal is an arrow card"-[Who] ].
fact_words(reveal_asks(Who, "reveal_top")) -->
    [ "~w says whether the card revealed from the top of their deck is an action card (Nature's Path Pilgrimage)"-[Who] ].

choice_words("revealed_pitch") --> [ "the pitch of the top card of their deck, revealed (a reveal move)" ].

text_choice_words("revealed_pitch", Source) -->
    [ "the pitch of the card ~w revealed (reveal)"-[Source] ].

move_words("reveal", S, M) -->
    { get_dict(pitch, M, X), player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " reveals ", L, ", pitch ", X ].

                 /*******************************
                 *       BRACERS OF BELIEF      *
                 *******************************/

rule('FAB-913', effect, "Bracers of Belief: destroyed, the top card of the deck revealed; the next attack action card gets +X power, X 3 less its pitch",
     "Bracers of Belief's action ability (its cost: destroy it, FAB-404; go again: the card data's) resolves: the top card of its player's deck is revealed and stays there, and their next attack action card played this turn gets +X power, X 3 less that card's pitch (0 for a card with none): an effect waits (kind next_attack_power, attack_action_card) until such a card becomes a chain link (FAB-505); a weapon's attack leaves it waiting, and it ends with the turn. A revealed card of pitch 3 gives nothing; with an empty deck nothing is revealed, and nothing is given (\"if you do\"). Where the position does not show that card, the position waits for the reveal move that names its pitch (revealed_pitch, FAB-912), as for Ravenous Rabble's (FAB-911). Not handled: another choice already waiting as the ability resolves (the reveal is then not asked, an event says so).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Bracers of Belief: \"Action - Destroy Bracers of Belief: Reveal the top card of your deck. If you do, the next attack action card you play this turn, gains +X{p}, where X is 3 minus the pitch value of the card revealed this way. Go again\" CR 5.2.1 (an activated ability's cost and effect), 8.5.17 and 8.5.17c (reveal: the card becomes public and stays in the deck), 1.8.4 (\"if you do\": an effect that depends on an earlier one), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), 2.0.3a (effects modify power), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_reveal_top_next_attack_action_card_power(_)).

ability_reading_resolved(ability_reveal_top_next_attack_action_card_power(K), S0, Who, Id, S) -->
    { player(S0, Who, P) },
    (   { P.deck == [] }
    ->  { S = S0 },
        [ event('FAB-913', bracers_deck_empty, _{player:Who, card:Id}) ]
    ;   { P.deck = [Top|_], \+ unknown_card(Top) }
    ->  { card_id(Top, TId), pitch_or_zero(Top, X) },
        bracers_power(S0, Who, Id, TId, K, X, S)
    ;   { pending(S0, _) ; game_over(S0, _) }
    ->  { S = S0 },
        [ event('FAB-913', bracers_reveal_not_asked, _{player:Who, card:Id}) ]
    ;   { P.deck = [Top|_], card_id(Top, TId),
          once(( state_card(S0, Src0), card_id(Src0, SId), SId == Id )),
          S = S0.put(pending, _{choice:"revealed_pitch", player:Who, controller:Who, source:Src0, cards:[TId]})
        },
        [ event('FAB-913', bracers_reveal_waits, _{player:Who, card:Id, top:TId}) ]
    ).

%   bracers_power(+S0, +Player, +Id, +TopId, +K, +X, -S)//: the top card
%   TopId of Player's deck, of pitch X, is revealed for Bracers of Belief
%   Id: their next attack action card this turn gets +(K - X) (FAB-913).
bracers_power(S0, Who, Id, TId, K, X, S) -->
    { N is max(0, K - X),
      (   N > 0
      ->  add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, attack_action_card:true}, S)
      ;   S = S0
      )
    },
    [ event('FAB-913', bracers_power_made, _{player:Who, card:Id, top:TId, pitch:X, amount:N}) ].

message(event(bracers_deck_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's deck is empty, nothing is revealed, so no attack action card gets power"-[L, F.player] ].
message(event(bracers_reveal_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: another choice already waits, so the reveal of ~w's unknown top card is not asked: rulecheck leaves its power out (not done)"-[L, F.player] ].
message(event(bracers_reveal_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w reveals the top card of their deck (~w), which the position does not show; a reveal move names its pitch"-[L, F.player, F.top] ].
message(event(bracers_power_made, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.top, T) },
    (   { F.amount > 0 }
    ->  [ "~w: ~w reveals ~w from the top of their deck (it stays there), pitch ~d: the next attack action card ~w plays this turn gets +~d power"-[L, F.player, T, F.pitch, F.player, F.amount] ]
    ;   [ "~w: ~w reveals ~w from the top of their deck (it stays there), pitch ~d: 3 minus it is 0, so no attack action card gets power"-[L, F.player, T, F.pitch] ]
    ).

                 /*******************************
                 *        BARBED CASTAWAY       *
                 *******************************/

rule('FAB-914', effect, "Barbed Castaway: an arrow card from hand put face up into the arsenal",
     "Barbed Castaway's first instant ability (once per turn, 1 resource point; ability 0) resolves into its player's choice, \"you may\" (the pending choice hand_arrow_to_arsenal): a put move (to: arsenal) names an arrow card of their hand, which goes face up into their arsenal (the card's `face_up`: public), or a decline move puts none. The choice waits only where the arsenal is empty and the hand holds an arrow card or a card the position does not show; with a card in the arsenal the effect fails (nothing is put), and with no arrow card in hand nothing happens. A face-up card in the arsenal may be played as any arsenal card (an arrow only with a bow, FAB-320); it is public, so the other player sees it. A card put face up in the arsenal may set off its own text (Spire Sniping, FAB-917).",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Barbed Castaway: \"Once per Turn Instant - {r}: You may put an arrow card from your hand face up into your arsenal.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 3.3.1, 3.3.2 and 3.3.2a (the arsenal holds one deck-card; an effect that would put a card into a full arsenal fails), 3.3.4 (cards in the arsenal may be played), 8.2.6a (an arrow is played only from the arsenal with a bow), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses the card: rulecheck asks, as for Halo of Illumination's (FAB-757).")).

rule('FAB-915', constraint, "The card Barbed Castaway puts into the arsenal is an arrow card of the hand",
     "A put move answering Barbed Castaway's hand_arrow_to_arsenal choice (FAB-914) names a card of its player's hand that is an arrow card (its subtypes), one the position shows (an unknown card is named in the position first: whether it is an arrow decides), and puts it to the arsenal (to: arsenal).",
     ruling("",
            "Barbed Castaway: \"put an arrow card from your hand face up into your arsenal\". CR 1.8.6 (the player instructed by an effect determines its parameters), 8.2.6 (arrow), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-916', effect, "Barbed Castaway: a face-down arrow of the arsenal turned face up, with an aim counter",
     "Barbed Castaway's second instant ability (once per turn, 1 resource point; ability 1) resolves into its player's choice, \"you may\" (the pending choice arrow_face_up): a reveal move naming the face-down arrow of their arsenal turns it face up (`face_up`) and puts an aim counter on it (`aim_counters` one more; FAB-900 reads it), or a decline move does neither (\"if you do\"). The choice waits only where their arsenal holds a face-down arrow card or a card the position does not show (FAB-912); otherwise nothing happens. Turning a card face up may set off its own text (Spire Sniping, FAB-917).",
     ruling("",
            "Barbed Castaway: \"Once per Turn Instant - {r}: You may turn a face down arrow in your arsenal face up. If you do, put an aim counter on it.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.3 and 1.8.3a (an optional effect), 1.8.4 (\"if you do\"), 1.15.1 and 1.15.2 (a counter on a public object), 3.3.1 (the arsenal, a private zone: a face-up card in it is public), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Barbed Castaway",
               [_{type:"instant", limit:"once per turn", cost:1, effect:"arrow_hand_to_arsenal",
                  go_again:false, destroy_self:false},
                _{type:"instant", limit:"once per turn", cost:1, effect:"arrow_face_up_aim",
                  go_again:false, destroy_self:false}]).

text_ability_effect("arrow_hand_to_arsenal").
text_ability_effect("arrow_face_up_aim").

%!  face_down_arrow(+Card) is semidet.
%
%   Card, in an arsenal, is a known arrow card (card_texts.pl's
%   arrow_card/1) not face up (FAB-916).

face_down_arrow(C) :-
    \+ unknown_card(C),
    \+ get_dict(face_up, C, true),
    arrow_card(C).

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "arrow_hand_to_arsenal",
      player(S0, Who, P)
    },
    (   { P.arsenal \== [] }
    ->  { S = S0 },
        [ event('FAB-914', arsenal_full_nothing_put, _{player:Who, card:Id}) ]
    ;   { \+ ( member(C, P.hand), ( unknown_card(C) ; arrow_card(C) ) ) }
    ->  { S = S0 },
        [ event('FAB-914', no_arrow_in_hand, _{player:Who, card:Id}) ]
    ;   castaway_choice(S0, Who, Id, "hand_arrow_to_arsenal", S)
    ).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "arrow_face_up_aim",
      player(S0, Who, P)
    },
    (   { \+ ( member(C, P.arsenal), ( face_down_arrow(C) ; unknown_card(C) ) ) }
    ->  { S = S0 },
        [ event('FAB-916', no_face_down_arrow, _{player:Who, card:Id}) ]
    ;   castaway_choice(S0, Who, Id, "arrow_face_up", S)
    ).

%   castaway_choice(+S0, +Player, +Id, +Choice, -S)//: Barbed Castaway
%   Id's ability waits for Player's Choice, unless another choice waits.
castaway_choice(S0, Who, Id, Choice, S) -->
    (   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
          S = S0.put(pending, _{choice:Choice, player:Who, controller:Who, source:Src})
        },
        [ event(Rule, castaway_waits, _{player:Who, card:Id, choice:Choice}) ],
        { castaway_rule(Choice, Rule) }
    ;   { S = S0, castaway_rule(Choice, Rule) },
        [ event(Rule, castaway_not_asked, _{player:Who, card:Id, choice:Choice}) ]
    ).

castaway_rule("hand_arrow_to_arsenal", 'FAB-914').
castaway_rule("arrow_face_up", 'FAB-916').

choice_action("hand_arrow_to_arsenal", "put").
choice_action("hand_arrow_to_arsenal", "decline").
choice_action("arrow_face_up", "reveal").
choice_action("arrow_face_up", "decline").
choice_phase("hand_arrow_to_arsenal", "action").
choice_phase("arrow_face_up", "action").

pending_problem(S, Pd, [player], castaway_nothing_to_choose(P)) :-   % FAB-914, FAB-916
    memberchk(Pd.choice, ["hand_arrow_to_arsenal", "arrow_face_up"]),
    get_dict(player, Pd, P),
    player(S, P, PP),
    (   Pd.choice == "hand_arrow_to_arsenal"
    ->  ( PP.arsenal \== [] ; \+ ( member(C, PP.hand), ( unknown_card(C) ; arrow_card(C) ) ) )
    ;   \+ ( member(C, PP.arsenal), ( face_down_arrow(C) ; unknown_card(C) ) )
    ).

broken('FAB-915', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "hand_arrow_to_arsenal",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    (   not_from_hand(S, Who, Id, arrow_not_from_hand, Reason0)   % choices.pl
    ->  Reason = Reason0
    ;   player(S, Who, P),
        card_in(P, hand, Id, C),
        (   unknown_card(C)
        ->  Reason = arrow_unknown_card(Id)
        ;   \+ arrow_card(C)
        ->  Reason = not_an_arrow(C)
        )
    ;   get_dict(to, M, To),
        To \== "arsenal",
        Reason = arrow_not_to_arsenal(To)
    ).

rule_fact('FAB-915', S, M, castaway_hand(Who, P)) :-
    pending(S, Pd),
    Pd.choice == "hand_arrow_to_arsenal",
    Who = M.player,
    player(S, Who, P).

fact_words(castaway_hand(Who, P)) -->
    { include([C]>>( \+ unknown_card(C), arrow_card(C) ), P.hand, As),
      maplist(card_id, As, Ids)
    },
    (   { Ids == [] }
    ->  [ "~w's hand holds no arrow card the position shows"-[Who] ]
    ;   { ids_labels(P, Ids, T) },
        [ "the arrow cards of ~w's hand the position shows: ~w"-[Who, T] ]
    ).

moot('FAB-915', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hand_arrow_to_arsenal" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_arrow_to_arsenal",
      choice_answered(S0, S1),
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      append(P1.arsenal, [C.put(face_up, true)], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S2)
    },
    [ event('FAB-914', arrow_put_face_up, _{player:Who, card:M.card, by:By}) ],
    spire_face_up(S2, Who, C, S3),              % FAB-917
    shiver_mode_asked(S3, Pd, Who, M.card, S).  % card_texts_lexi_2.pl (FAB-813): Shiver's mode

effect(reveal, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "arrow_face_up",
      choice_answered(S0, S1),
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, arsenal, M.card, C, P1),
      key_value(aim_counters, C, 0, K0),
      K is K0 + 1,
      append(P1.arsenal, [C.put(_{face_up:true, aim_counters:K})], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S2)
    },
    [ event('FAB-916', arrow_turned_face_up, _{player:Who, card:M.card, by:By, aim_counters:K}) ],
    spire_face_up(S2, Who, C, S).                % FAB-917

effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      memberchk(Pd.choice, ["hand_arrow_to_arsenal", "arrow_face_up"]),
      choice_answered(S0, S),
      castaway_rule(Pd.choice, Rule),
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source )
    },
    [ event(Rule, castaway_declined, _{player:M.player, by:By, choice:Pd.choice}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"arsenal"}) :-
    pending(S, Pd),
    Pd.choice == "hand_arrow_to_arsenal",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    \+ unknown_card(C),
    arrow_card(C),
    card_id(C, Id).
choice_candidate("reveal", S, _{player:Who, action:"reveal", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "arrow_face_up",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.arsenal),
    face_down_arrow(C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["hand_arrow_to_arsenal", "arrow_face_up"]),
    Who = Pd.player.

message(event(arsenal_full_nothing_put, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w's arsenal is not empty, so no card can be put into it"-[L, F.player] ].
message(event(no_arrow_in_hand, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w has no arrow card in hand, so nothing is put into their arsenal"-[L, F.player] ].
message(event(no_face_down_arrow, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w's arsenal holds no face-down arrow, so nothing is turned face up"-[L, F.player] ].
message(event(castaway_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.choice == "hand_arrow_to_arsenal" }
    ->  [ "~w's ability resolves: ~w may put an arrow card from their hand face up into their arsenal (a put move, to: arsenal, or decline)"-[L, F.player] ]
    ;   [ "~w's ability resolves: ~w may turn a face-down arrow of their arsenal face up, with an aim counter (a reveal move, or decline)"-[L, F.player] ]
    ).
message(event(castaway_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves while another choice waits: rulecheck does not ask ~w's choice (its text is not applied)"-[L, F.player] ].
message(event(arrow_put_face_up, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's ability: ~w puts ~w from their hand face up into their arsenal"-[By, F.player, C] ].
message(event(arrow_turned_face_up, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's ability: ~w turns ~w face up in their arsenal and puts an aim counter on it (~d now)"-[By, F.player, C, F.aim_counters] ].
message(event(castaway_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.choice == "hand_arrow_to_arsenal" }
    ->  [ "~w's ability: ~w puts no card into their arsenal"-[By, F.player] ]
    ;   [ "~w's ability: ~w turns no arrow face up"-[By, F.player] ]
    ).
message(arrow_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the hand: Barbed Castaway puts an arrow card from the hand into the arsenal"-[L, Z] ].
message(arrow_unknown_card(Id)) -->
    [ "~w is an unknown card: whether it is an arrow decides; name it in the position first"-[Id] ].
message(not_an_arrow(C)) -->
    { card_label(C, L) },
    [ "~w is not an arrow card"-[L] ].
message(arrow_not_to_arsenal(To)) -->
    [ "Barbed Castaway's card goes face up into the arsenal, not to the ~w"-[To] ].
message(not_a_face_down_arrow(C)) -->
    { card_label(C, L) },
    [ "~w is not a face-down arrow: Barbed Castaway turns a face-down arrow face up"-[L] ].
message(not_in_arsenal(Who, Id)) -->
    [ "~w is not a card of ~w's arsenal"-[Id, Who] ].
message(reveal_asks_arrow) -->
    [ "the reveal that waits (Barbed Castaway's) names a face-down arrow of the arsenal, and nothing of an action card or a pitch" ].
message(castaway_nothing_to_choose(P)) -->
    [ "Barbed Castaway's choice waits for ~w, who has nothing to choose: an empty arsenal and an arrow card in hand, or a face-down arrow in the arsenal"-[P] ].

choice_words("hand_arrow_to_arsenal") -->
    [ "which arrow card of their hand they put face up into their arsenal for Barbed Castaway (a put move, to: arsenal), or none (decline)" ].
choice_words("arrow_face_up") -->
    [ "whether they turn the face-down arrow of their arsenal face up with an aim counter for Barbed Castaway (a reveal move), or not (decline)" ].
text_choice_words("hand_arrow_to_arsenal", Source) -->
    [ "which arrow card of the hand goes face up into the arsenal for ~w (put, to: arsenal), or none"-[Source] ].
text_choice_words("arrow_face_up", Source) -->
    [ "whether the face-down arrow of the arsenal is turned face up for ~w (reveal), or not"-[Source] ].

move_words("put", S, M) -->
    { M.to == "arsenal", \+ reload_waits(S), player(S, M.player, P), id_label(P, M.card, L) },   % reload: card_texts_lexi.pl
    [ M.player, " puts ", L, " from their hand face up into their arsenal" ].
move_words("reveal", S, M) -->
    { get_dict(arrow, M, B), player(S, M.player, P), id_label(P, M.card, L) },
    !,
    (   { B == true }
    ->  [ M.player, " reveals ", L, ", put face up into their arsenal: an arrow card" ]
    ;   [ M.player, " reveals ", L, ", put face up into their arsenal: not an arrow card" ]
    ).
move_words("reveal", S, M) -->
    { \+ get_dict(pitch, M, _), \+ get_dict(action_card, M, _),
      player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " turns ", L, " face up in their arsenal, with an aim counter" ].
move_words("decline", S, M) -->
    { pending(S, Pd),
      memberchk(Pd.choice, ["hand_arrow_to_arsenal", "arrow_face_up"])
    },
    !,
    (   { Pd.choice == "hand_arrow_to_arsenal" }
    ->  [ M.player, " puts no arrow card into their arsenal" ]
    ;   [ M.player, " turns no arrow face up" ]
    ).

                 /*******************************
                 *         SPIRE SNIPING        *
                 *******************************/

rule('FAB-917', effect, "Spire Sniping: put or turned face up in the arsenal, its player looks at the top 2 cards of their deck and puts them back in the order they choose",
     "When Spire Sniping is put or turned face up in its player's arsenal (Barbed Castaway's abilities, FAB-914, FAB-916), they look at the top 2 cards of their deck and put them back in any order: where the deck holds 2 cards or more and the two are not the same card (one name and colour, both shown), the position waits for their choice (the pending choice top_two_order, `cards` the two ids, top first), a first move naming the card they put on top (FAB-918); with fewer than 2 cards, or two the same, the look changes nothing the position records. rulecheck resolves the triggered-layer at once, as the card goes face up. Not handled: another choice already waiting then (the order is not asked, an event says so).",
     ruling("",
            "Spire Sniping: \"When Spire Sniping is put or turned face up in arsenal, look at the top 2 cards of your deck, then put them back in any order.\" CR 6.6 (a triggered effect acts on its event), 8.5.11 (look), 3.7.5 (a deck is an ordered pile), 1.8.6 (the player instructed by an effect determines its parameters: the order), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses the order: rulecheck asks, as it asks the order of a pitch zone put on the bottom (FAB-630).")).

rule('FAB-918', constraint, "The card put on top is one of the two Spire Sniping looked at",
     "A first move answering Spire Sniping's top_two_order choice (FAB-917) names one of the two cards of the choice, still the top two of that player's deck: that card goes on top, the other under it.",
     ruling("",
            "Spire Sniping: \"put them back in any order\". CR 1.8.6 (the player determines the order), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  spire_face_up(+State0, +Player, +Card, -State)// is det.
%
%   Card was put or turned face up in Player's arsenal: if its text read
%   here says so, Player looks at the top cards of their deck and orders
%   them (FAB-917).

spire_face_up(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, face_up_in_arsenal_reorder_top(N)),
          card_id(C, Id),
          player(S0, Who, P),
          length(Top, N)
        }
    ->  (   { append(Top, _, P.deck),
              Top = [T1, T2],
              \+ same_known_card(T1, T2)
            }
        ->  (   { \+ pending(S0, _), \+ game_over(S0, _) }
            ->  { maplist(card_id, Top, TIds),
                  S = S0.put(pending, _{choice:"top_two_order", player:Who, controller:Who, source:C, cards:TIds})
                },
                [ event('FAB-917', top_two_order_waits, _{player:Who, card:Id, cards:TIds}) ]
            ;   { S = S0 },
                [ event('FAB-917', top_two_order_not_asked, _{player:Who, card:Id}) ]
            )
        ;   { S = S0, length(P.deck, DL), K is min(N, DL) },
            [ event('FAB-917', top_cards_looked_at, _{player:Who, card:Id, count:K}) ]
        )
    ;   { S = S0 }
    ).

same_known_card(A, B) :-
    \+ unknown_card(A), \+ unknown_card(B),
    get_dict(name, A, N), get_dict(name, B, N),
    ( get_dict(color, A, Co) -> get_dict(color, B, Co) ; \+ get_dict(color, B, _) ).

choice_action("top_two_order", "first").
choice_phase("top_two_order", "action").

pending_problem(S, Pd, [cards], top_two_moved(P)) :-     % FAB-917
    Pd.choice == "top_two_order",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [A, B]), PP.deck = [T1, T2|_],
         card_id(T1, A0), card_id(T2, B0), A0 == A, B0 == B ).

broken('FAB-918', S, M, not_looked_at(Id)) :-
    get_dict(action, M, "first"),
    pending(S, Pd),
    Pd.choice == "top_two_order",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    key_value(cards, Pd, [], Ids),
    \+ memberchk(Id, Ids).

rule_fact('FAB-918', S, M, top_two_looked(Who, Ids)) :-
    pending(S, Pd),
    Pd.choice == "top_two_order",
    Who = M.player,
    key_value(cards, Pd, [], Ids).

fact_words(top_two_looked(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "~w looked at the top two cards of their deck: ~w"-[Who, T] ].

moot('FAB-918', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "top_two_order" ).

effect(first, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "top_two_order",
      choice_answered(S0, S1),
      Who = M.player,
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      player(S1, Who, P0),
      P0.deck = [T1, T2|Rest],
      (   card_id(T2, Id2), Id2 == M.card
      ->  Deck = [T2, T1|Rest], Swapped = true
      ;   Deck = P0.deck, Swapped = false
      ),
      set_player(S1, P0.put(deck, Deck), S)
    },
    [ event('FAB-917', top_two_ordered, _{player:Who, by:By, top:M.card, swapped:Swapped}) ].

choice_candidate("first", S, _{player:Who, action:"first", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "top_two_order",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids),
    member(Id, Ids).

message(event(top_two_order_waits, F, S0)) -->
    { event_card(S0, F.card, L), F.cards = [A, B] },
    [ "~w is face up in ~w's arsenal: they look at the top 2 cards of their deck (~w, ~w) and put them back in the order they choose (a first move names the card on top)"-[L, F.player, A, B] ].
message(event(top_two_order_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal while another choice waits: the order of their top two cards is not asked, they stay as they are (not done)"-[L, F.player] ].
message(event(top_cards_looked_at, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal: they look at the top ~d card(s) of their deck, whose order changes nothing the position records"-[L, F.player, F.count] ].
message(event(top_two_ordered, F, S0)) -->
    { event_card(S0, F.by, L), event_card(S0, F.top, T) },
    [ "~w: ~w puts the two cards back with ~w on top"-[L, F.player, T] ].
message(not_looked_at(Id)) -->
    [ "~w is not one of the two cards Spire Sniping's player looked at"-[Id] ].
message(top_two_moved(P)) -->
    [ "the two cards whose order waits are not the top two of ~w's deck"-[P] ].

choice_words("top_two_order") -->
    [ "which of the top two cards of their deck they put back on top for Spire Sniping (a first move)" ].
text_choice_words("top_two_order", Source) -->
    [ "which of the top two cards goes back on top for ~w (first)"-[Source] ].

move_words("first", S, M) -->
    { pending(S, Pd), Pd.choice == "top_two_order", player(S, M.player, P), id_label(P, M.card, L) },
    !,
    [ M.player, " puts ", L, " back on top of their deck, the other card under it" ].
