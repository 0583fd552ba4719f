/*  Flesh and Blood: the texts of the Oldhim Blitz Deck's cards.

    Part of game.pl, included after card_texts_fai.pl, whose relations it
    extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Earthlore Surge: the next attack action card its player plays this
      turn gains +5 power (red), +4 (yellow) or +3 (blue) (FAB-770; its go
      again is the keyword's);
    - Titan's Fist: +1 power while a card with cost 3 or more is in its
      player's pitch zone (FAB-771; its once-per-turn attack, {r}{r}{r},
      is the card data's).

    The deck's other cards (the fusion cards: Biting Gale, Entangle,
    Glacial Footsteps, Mulch, Snow Under, Strength of Sequoia, Turn
    Timber, Weave Ice; Oldhim, Amulet of Ice, Coat of Frost, Winter's
    Bite, Frost Fang, Polar Blast, Thump, Break Ground, Evergreen,
    Embolden, Seismic Surge) are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, permanent_text/3, trigger_effect//5, broken/4,
   effect//4, choice_candidate/3, choice_action/2, choice_phase/2, pending_problem/4, choice_words//1,
   text_choice_words//2, move_words//3, targeting/4, targeted_rule/2, legal_target/3, spec_words/2,
   ability_text_resolved//5, fusion_cost/2, oldhim_target_effect/1, oldhim_target_resolves//6.

%   The texts read here (card_text_read/2):
%
%       next_attack_action_card_gains_power(Amounts)   Earthlore Surge:
%                               "The next attack action card you play
%                               this turn gains +5{p}." (red; +4 yellow,
%                               +3 blue; its go again is the keyword's;
%                               FAB-770)
%       power_while_pitched(MinCost, Count, N)   Titan's Fist: "If there
%                               is a card with cost 3 or greater in your
%                               pitch zone, Titan's Fist has +1{p}."
%                               (Anothos' reading, card_texts_katsu_bravo.pl,
%                               with a count of 1; FAB-771)

card_text_read("Earthlore Surge", next_attack_action_card_gains_power([5, 4, 3])).
card_text_read("Titan's Fist", power_while_pitched(3, 1, 1)).

                 /*******************************
                 *        EARTHLORE SURGE       *
                 *******************************/

rule('FAB-770', effect, "Earthlore Surge: the next attack action card gets +N power",
     "When Earthlore Surge resolves, the next attack action card its player plays this turn gains +5 power (red), +4 (yellow) or +3 (blue), whatever its cost: the effect waits in the state's effects (kind next_attack_power, attack_action_card) until such a card becomes a chain link (FAB-505); a weapon's attack leaves it waiting. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Earthlore Surge: \"The next attack action card you play this turn gains +5{p}. Go again\" (red; +4 yellow, +3 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect modifies power), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  oldhim_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-770).

oldhim_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_gains_power(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true}, S)
        }
    ->  [ event('FAB-770', next_attack_action_card_effect_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_kinds_attack_action_card_power_fused_dominate(Kinds, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, class_or_talent:Kinds, fused_dominate:true}, S)
        }
    ->  [ event('FAB-787', kinds_fused_dominate_effect_made, _{player:Who, card:Id, amount:N, kinds:Kinds}) ]
    ;   { S = S0 }
    ).

message(event(next_attack_action_card_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next attack action card ~w plays this turn gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *          TITAN'S FIST        *
                 *******************************/

rule('FAB-771', effect, "Titan's Fist: +1 power while a card with cost 3 or more is in its player's pitch zone",
     "Once a card with cost 3 or more is in the pitch zone of the player who controls Titan's Fist (as they pitch, or as its chain link opens), Titan's Fist has +1 power for the rest of the turn: an effect in the state's effects ({kind: weapon_power, player, weapon, amount: 1, source}) that every chain link its attack opens this turn counts, and the link it is attacking on, if any, at once (Anothos' counting, FAB-619). A pitch zone only grows during a turn and empties at its end, so the condition, once met, holds until the effect ends with the turn.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Titan's Fist: \"Once per Turn Action - {r}{r}{r}: Attack. If there is a card with cost 3 or greater in your pitch zone, Titan's Fist has +1{p}.\" CR 5.4.7 (a static ability applies while its condition holds), 2.1.3 (effects modify power), 3.13 (the pitch zone), 4.4.3c (the pitch zone is put on the bottom of the deck at the end of the turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pitched_power_event(+Weapon, -Rule, -Reason) is det.
%
%   The rule and the reason of the event that says Weapon's pitch-zone
%   power is gained (card_texts_katsu_bravo.pl, pitched_powers//4):
%   Titan's Fist's (FAB-771), else Anothos' (FAB-619).

pitched_power_event(W, 'FAB-771', pitched_card_power_gained) :-
    text_read_name(W, "Titan's Fist"),
    !.
pitched_power_event(_, 'FAB-619', pitched_power_gained).

message(event(pitched_card_power_gained, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w has a card with cost 3 or more in their pitch zone: ~w has +~d power this turn"-[F.player, W, F.amount] ].

                 /*******************************
                 *             THUMP            *
                 *******************************/

rule('FAB-772', effect, "Thump, Concuss: while its power is greater than its base power, dominate and a discard on hit",
     "While the power of the chain link whose attack is Thump (its text read) is greater than Thump's printed power (an effect gave it more: Earthlore Surge, Emerging Power, Pummel, ...), Thump has dominate (FAB-508: no more than one card from hand defends it, asked at each defence) and \"If this hits a hero, they discard a card\": when it hits with that power, the defending hero's player discards a card as Pummel's gained text has them (FAB-628: none with an empty hand, the one card at once, else their choice, the pending choice hit_discard, FAB-536). At its printed power or less it has neither. Concuss (\"When this hits a hero, if this has {p} greater than its base, they discard a card.\") makes the same discard when it hits with more than its printed power, and has no dominate.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Thump: \"While Thump's {p} is greater than its base {p}, it gains dominate and 'If this hits a hero, they discard a card.'\" CR 2.0.1b and 2.0.3 (the base value of a numeric property is the printed one; effects modify it), 5.4.7 (a static ability with a condition applies while the condition holds), 8.3.4 (dominate), 7.5.5 (an attack hits when it deals damage to the hero), 8.5.5 (discard: a card not chosen at random is chosen by the player who discards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Thump", power_above_base_gains([dominate, hit_discard])).

%!  power_above_base_met(+Link, ?Gain) is semidet.
%
%   The attack of Link, its text read here, gains Gain (dominate or
%   hit_discard) while the link's power is greater than the attack's
%   printed power (FAB-772).

power_above_base_met(L, Gain) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, power_above_base_gains(Gains)),
    memberchk(Gain, Gains),
    card_power(A, Base),
    integer(Base),
    link_power(L, P),                           % triggers.pl
    P > Base,
    !.

%!  link_hit_discards(+Link) is semidet.
%
%   Link's attack has "If this hits a hero, they discard a card": gained
%   from Pummel (the link's hit_discard, FAB-628) or Thump's while its
%   power is greater than its base power (FAB-772).

link_hit_discards(L) :-
    get_dict(hit_discard, L, true),
    !.
link_hit_discards(L) :-
    power_above_base_met(L, hit_discard).

%   Attack, of the active chain Link, hit: if it is Thump's discard that
%   follows (FAB-772), an event says so (the discard is FAB-628's).
power_above_base_hit_noted(L, A) -->
    (   { \+ get_dict(hit_discard, L, true),
          power_above_base_met(L, hit_discard),
          card_id(A, AId),
          link_power(L, P),
          card_power(A, Base)
        }
    ->  [ event('FAB-772', power_above_base_hit_discard, _{player:L.defender, by:AId, power:P, base:Base}) ]
    ;   []
    ).

message(event(power_above_base_hit_discard, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w hits with ~d power, more than its base ~d: ~w discards a card"-[L, F.power, F.base, F.player] ].

                 /*******************************
                 *            EMBOLDEN          *
                 *******************************/

card_text_read("Embolden", enters_draws_with_another_aura).

permanent_text("Embolden", action_phase,
               [destroy_this, next_class_attack_action_power("Guardian", [5, 4, 3])]).   % FAB-616's trigger

rule('FAB-773', effect, "Embolden: entering the arena while its player controls another non-token aura, draw a card; at the beginning of the action phase, the next Guardian attack action card gets +N power",
     "When Embolden (an aura) resolves and enters its controller's arena, if they control another aura that is not a token (a card of their arena, other than Embolden, with the subtype Aura and a type other than token; arena cards are always named, FAB-106), they draw a card, after its go again; with none they draw nothing. At the beginning of their action phase Embolden is destroyed, then the next Guardian attack action card they play this turn gets +5 power (red), +4 (yellow) or +3 (blue): Emerging Power's trigger (FAB-616; several such triggers at once are ordered by their controller, FAB-531).",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Embolden: \"Go again. When Embolden enters the arena, if you control another non-token aura, draw a card. At the beginning of your action phase, destroy Embolden then the next Guardian attack action card you play this turn gains +5{p}.\" (red; +4 yellow, +3 blue). CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 8.2.2 (an aura is a permanent; it enters the arena as it resolves), 8.5.6 (draw), 4.3.1 (the beginning of the action phase), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer resolves at once, after the card's own resolution (its go again), as Blessing of Deliverance's (FAB-537): nothing in the position can answer it in between.")).

%!  oldhim_entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: Embolden's draw (FAB-773).

oldhim_entered_arena_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, enters_draws_with_another_aura),
          card_id(C, Id),
          player(S0, Who, P),
          key_value(arena, P, [], Arena)
        }
    ->  (   { member(A, Arena), other_non_token_aura(Id, A) }
        ->  { card_id(A, AId) },
            [ event('FAB-773', aura_entered_draws, _{player:Who, card:Id, aura:AId}) ],
            draw_cards(Who, 1, Id, S0, S)       % triggers.pl
        ;   { S = S0 },
            [ event('FAB-773', aura_entered_draws_nothing, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

%   A, a card of an arena, is an aura that is not a token, other than the
%   card of id Id.
other_non_token_aura(Id, A) :-
    card_id(A, AId),
    AId \== Id,
    \+ token_card(A),
    card_subtypes(A, Ss),
    memberchk("Aura", Ss).

message(event(aura_entered_draws, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.aura, A) },
    [ "~w enters the arena: ~w controls another non-token aura, ~w, so they draw a card"-[L, F.player, A] ].
message(event(aura_entered_draws_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w controls no other non-token aura, so they draw nothing"-[L, F.player] ].

                 /*******************************
                 *         SEISMIC SURGE        *
                 *******************************/

permanent_text("Seismic Surge", action_phase,
               [destroy_this, next_class_attack_action_costs_less("Guardian", 1)]).   % FAB-774

rule('FAB-774', effect, "Seismic Surge: at the beginning of the action phase, destroyed, then the next Guardian attack action card costs 1 less",
     "At the beginning of its controller's action phase Seismic Surge (an aura token) is destroyed, then the next Guardian attack action card they play this turn costs 1 resource point less to play: an effect in the state's effects (kind next_attack_action_card_costs_less, amount 1, class Guardian), counted as Heartened Cross Strap's (FAB-618: never below 0, after what adds to the cost, FAB-302 and FAB-303 count the cost so reduced) for a Guardian attack action card only, and used up as such a card is played; another card leaves it waiting. Several such triggers at once are ordered by their controller (FAB-531).",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Seismic Surge: \"At the beginning of your action phase, destroy this, then the next Guardian attack action card you play this turn costs {r} less to play.\" CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.5.4 (destroy; a token that leaves the arena ceases to exist), 5.1.6a (the asset-cost is calculated: effects that increase it first, then those that reduce it, never below zero), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

trigger_effect(next_class_attack_action_costs_less(Class, N), Who, C, S0, S) -->
    { card_id(C, Id),
      add_effect(S0, _{kind:"next_attack_action_card_costs_less", player:Who, amount:N, source:Id,
                       class:Class}, S)
    },
    [ event('FAB-774', class_cost_reduction_made, _{player:Who, card:Id, class:Class, amount:N}) ].

%!  reduction_fits(+Player, +Card, +Effect, -N) is semidet.
%
%   Effect takes N off the cost of Player's attack action card Card
%   (FAB-618): it names no class, or Card has it (FAB-774).

reduction_fits(Who, C, E, N) :-
    reduction_of(Who, E, N),                    % card_texts_katsu_bravo.pl
    (   get_dict(class, E, Class)
    ->  card_prop(C, classes, Cs),
        is_list(Cs),
        memberchk(Class, Cs)
    ;   true
    ).

message(event(class_cost_reduction_made, F, _)) -->
    [ "the next ~w attack action card ~w plays this turn costs ~d less"-[F.class, F.player, F.amount] ].

                 /*******************************
                 *           EVERGREEN          *
                 *******************************/

card_text_read("Evergreen", arsenal_to_bottom_when_chain_closes).

rule('FAB-775', effect, "Evergreen: played from the arsenal, it goes to the bottom of its owner's deck when the combat chain closes",
     "Evergreen (its text read), played from its player's arsenal, becomes a chain link that records it (attack_from_arsenal: true). When the combat chain closes its trigger puts it on the bottom of its owner's deck, before the chain's cards are cleared to the graveyards (FAB-504), so it never reaches the graveyard. Played from the hand it is cleared to the graveyard as any attack. Two such links on one chain (the arsenal refilled in the turn) go in the order of their links: their owner's order is not asked (a limit the event names).",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Evergreen: \"If Evergreen is played from arsenal, put it on the bottom of its owner's deck when the combat chain closes.\" CR 7.7.3 (the combat chain closes: effects that trigger from it are triggered), 7.7.4 (the triggered-layers resolve), 7.7.6 (then the remaining objects on the combat chain are cleared), 3.3.4 (cards in the arsenal may be played), 3.7.5 (the deck, its bottom), 1.8.4 (a conditional effect: the zone it was played from is the card's history), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  link_from_arsenal_mark(+Attack, +From, +Link0, -Link) is det.
%
%   The new chain Link0 of Attack, played from From: an attack whose text
%   reads where it was played from (Evergreen, FAB-775) records it.

link_from_arsenal_mark(A, From, L0, L) :-
    (   From == "arsenal",
        text_read_name(A, Name),
        card_text_read(Name, arsenal_to_bottom_when_chain_closes)
    ->  L = L0.put(attack_from_arsenal, true)
    ;   L = L0
    ).

%!  chain_closing_triggers(+Links0, -Links, +State0, -State)// is det.
%
%   The combat chain closes (CR 7.7.3, 7.7.4): the attack of each of
%   Links0 that is Evergreen played from the arsenal goes to the bottom of
%   its owner's deck, and leaves its link (FAB-775).

chain_closing_triggers([], [], S, S) --> [].
chain_closing_triggers([L0|Ls0], [L|Ls], S0, S) -->
    (   { get_dict(attack_from_arsenal, L0, true),
          link_attack(L0, A),
          text_read_name(A, Name),
          card_text_read(Name, arsenal_to_bottom_when_chain_closes),
          Who = L0.controller,
          player(S0, Who, P0),
          zone_cards_added(P0, deck, [A], P1),  % position.pl: the bottom of the deck
          set_player(S0, P1, S1),
          card_id(A, Id),
          L = L0.put(attack, null)
        }
    ->  [ event('FAB-775', put_on_bottom_as_chain_closes, _{player:Who, card:Id}) ]
    ;   { L = L0, S1 = S0 }
    ),
    chain_closing_triggers(Ls0, Ls, S1, S).

message(event(put_on_bottom_as_chain_closes, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: as the combat chain closes it goes to the bottom of ~w's deck"-[L, F.player] ].

                 /*******************************
                 *  FROST FANG: DISCARD UNLESS  *
                 *******************************/

card_text_read("Frost Fang", hit_discard_unless_pay(2)).

rule('FAB-776', effect, "Frost Fang: when it hits a hero, they discard a card unless they pay 2",
     "When Frost Fang (its text read) hits the defending hero, that hero's player chooses: pay 2 resource points (the resource points they have, or cards of their hand pitched for it, FAB-302 ... FAB-304), or discard a card of their hand (to the graveyard, or where a replacement puts it; the texts that read a discard read it). Where they have a card in hand, or can pay, the position waits for their choice (the pending choice discard_unless_pay, cost 2, its source Frost Fang): a pay move, or a discard move naming the card (FAB-777). With an empty hand nothing is discarded and nothing waits (paying would change nothing). Not handled: where another choice already waits, nothing is asked (the event says so).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Frost Fang: \"If Frost Fang hits a hero, they discard a card unless they pay {r}{r}.\" CR 7.5.5 (an attack hits when it deals damage to the hero), 6.6 (a triggered effect), 1.8.4b (\"unless\": the player chooses whether to pay; if they do not, the effect happens), 1.14 (paying resource points, pitching), 8.5.5 (discard: a card not chosen at random is chosen by the player who discards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-777', constraint, "A discard for a discard-unless-pay names a card of the player's hand",
     "While a discard_unless_pay choice waits (Frost Fang, FAB-776), its player answers with a pay move (its payment checked as any, FAB-302 ... FAB-304) or a discard move whose card is a card of their hand.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "CR 1.8.4b (\"unless\"), 8.5.5 (discard: the card is put from the player's hand into their graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  oldhim_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: Frost Fang's choice (FAB-776).

oldhim_hit_text(S00, L, A, S) -->
    fused_hit_text(S00, L, A, S0),              % FAB-784
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_discard_unless_pay(Cost)),
          \+ game_over(S0, _)
        }
    ->  discard_unless_pay_waits(S0, L.defender, L.controller, A, Cost, 'FAB-776', S)
    ;   { S = S0 }
    ).

%   discard_unless_pay_waits(+S0, +Player, +Controller, +Source, +Cost, +Rule, -S)//:
%   Player discards a card unless they pay Cost, for Source (FAB-776;
%   Rule, the source's reading, cited by the events).
discard_unless_pay_waits(S0, Who, Ctl, Src, Cost, Rule, S) -->
    { card_id(Src, Id),
      player(S0, Who, P)
    },
    (   { P.hand == [] }
    ->  { S = S0 },
        [ event(Rule, nothing_to_discard_unless_pay, _{player:Who, card:Id}) ]
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"discard_unless_pay", player:Who, controller:Ctl, source:Src, cost:Cost}) },
        [ event(Rule, discard_unless_pay_waits, _{player:Who, card:Id, cost:Cost}) ]
    ;   { S = S0 },
        [ event(Rule, discard_unless_pay_not_asked, _{player:Who, card:Id, cost:Cost}) ]
    ).

choice_action("discard_unless_pay", "pay").
choice_action("discard_unless_pay", "discard").
choice_phase("discard_unless_pay", "action").

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "discard_unless_pay"
    },
    choice_paid(S0, M, Who, Id, S),             % position.pl
    [ event('FAB-776', paid_not_to_discard, _{player:Who, card:Id, cost:Pd.cost}) ].
effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "discard_unless_pay",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, graveyard, [C], P2),
      set_player(S1, P2, S2)
    },
    [ event('FAB-776', discarded_not_paying, _{player:Who, card:M.card, by:By}) ],
    discard_text(S2, Who, [M.card], S3),        % card_texts.pl (FAB-555)
    hero_discard_text(S3, Who, [M.card], S).    % card_texts_rhinar_dorinthea.pl (FAB-570)

paid_choice("discard_unless_pay").   % Frost Fang, Winter's Bite, Biting Gale (FAB-776): a pay move pays its cost (position.pl)
choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "discard_unless_pay",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

broken('FAB-777', S, M, not_in_hand(Who, C)) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "discard_unless_pay",
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( member(C0, P.hand), card_id(C0, Id0), Id0 == Id ),
    card_or_id(S, Id, C).

pending_problem(S, Pd, [player], nothing_to_discard_or_pay(P)) :-   % FAB-776
    Pd.choice == "discard_unless_pay",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

message(event(nothing_to_discard_unless_pay, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w has no card in hand, so discards nothing"-[L, F.player] ].
message(event(discard_unless_pay_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w discards a card unless they pay ~d (a pay move, or a discard move naming the card)"-[L, F.player, F.cost] ].
message(event(discard_unless_pay_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w should discard a card unless they pay ~d, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player, F.cost] ].
message(event(paid_not_to_discard, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays ~d for ~w: they discard nothing"-[F.player, F.cost, L] ].
message(event(discarded_not_paying, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w does not pay for ~w: they discard ~w"-[F.player, By, C] ].
message(nothing_to_discard_or_pay(P)) -->
    [ "a discard-unless-pay waits for ~w, who has no card in hand"-[P] ].
message(no_choice_waits("discard_unless_pay")) -->
    [ "no discard-unless-pay waits: it waits as Frost Fang hits or Winter's Bite resolves" ].

choice_words("discard_unless_pay") --> [ "whether to pay or discard a card (a pay move, or a discard move naming the card)" ].
text_choice_words("discard_unless_pay", Source) -->
    [ "a card discarded unless they pay, for ~w (pay, discard)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "discard_unless_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, " not to discard, " ],
    payment_words(P, Pd.cost, Pitch).

                 /*******************************
                 *         WINTER'S BITE        *
                 *******************************/

card_text_read("Winter's Bite", target_hero_discards_unless_pay([3, 2, 1])).

rule('FAB-778', effect, "Winter's Bite: its target hero discards a card unless they pay 3 (red), 2 (yellow) or 1 (blue)",
     "Winter's Bite (its text read) targets a hero as it is played: the play move names the target, the id of either player's hero (FAB-622: a move without a legal target is illegal). As it resolves, that hero's player chooses: pay 3 resource points (red; 2 yellow, 1 blue), or discard a card of their hand: Frost Fang's choice (discard_unless_pay, FAB-776, FAB-777). With an empty hand nothing is discarded and nothing waits. Its go again is the keyword's.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Winter's Bite: \"Target hero discards a card unless they pay {r}{r}{r}. Go again\" (red; {r}{r} yellow, {r} blue). CR 1.8.5 and 5.1.4 (a target is declared as the card is played), 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.8.4b (\"unless\"), 1.14 (paying resource points), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Winter's Bite targets a hero as it is played (FAB-622's targeting);
%   what the target does is FAB-778's.
targeting(C, play, hero, discard_unless_pay(Cost)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_hero_discards_unless_pay(Costs)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Costs, Cost).

targeted_rule(C, 'FAB-778') :-
    text_read_name(C, Name),
    card_text_read(Name, target_hero_discards_unless_pay(_)).

legal_target(S, hero, Id) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id).

spec_words(hero, "a hero").

%   The target effects read here (targeted_text//3, card_texts_katsu_bravo.pl).
oldhim_target_effect(discard_unless_pay(_)).
oldhim_target_effect(pay_or_dominate(_)).

oldhim_target_resolves(discard_unless_pay(Cost), S0, L, C, T, S) -->
    target_hero_discards(S0, L.controller, C, T, Cost, S).
oldhim_target_resolves(pay_or_dominate(Cost), S0, L, C, T, S) -->
    polar_blast_resolves(S0, L, C, T, Cost, S).

%   target_hero_discards(+S0, +Who, +Card, +Target, +Cost, -S)//: Card of
%   Who resolved: the player of the hero Target discards a card unless
%   they pay Cost (FAB-778).
target_hero_discards(S0, Who, C, T, Cost, S) -->
    (   { players(S0, Ps),
          member(P, Ps),
          get_dict(hero, P, H),
          card_id(H, T0), T0 == T,
          get_dict(name, P, Target)
        }
    ->  discard_unless_pay_waits(S0, Target, Who, C, Cost, 'FAB-778', S)
    ;   { S = S0, card_id(C, Id) },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(target_illegal(C, T, hero)) -->
    { card_label(C, L) },
    [ "~w targets a hero, and ~w is not one (CR 1.8.5a)"-[L, T] ].

                 /*******************************
                 *         COAT OF FROST        *
                 *******************************/

card_text_read("Coat of Frost", ability_target_hero_creates("Frostbite")).

rule('FAB-779', effect, "Coat of Frost: destroyed, a Frostbite token under its target hero's control",
     "Coat of Frost's action ability (its cost: destroy it, FAB-404; go again, the card data's) targets a hero as it is activated: the activate move names the target, the id of either player's hero (FAB-622). As it resolves a Frostbite token enters the arena of that hero's player (Frostbite's text: FAB-540).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Coat of Frost: \"Action - Destroy Coat of Frost: Create a Frostbite token under target hero's control. Go again\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 5.1.4 (a target is declared as the ability is activated), 1.2.3 (the last known information of a source gone from the arena), 1.3.2c and 8.6 (a token is created in its controller's arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, ability(0), hero, create_token(Token)) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_hero_creates(Token)).

%   The activated-layer L of Coat of Frost resolves: the token enters the
%   arena of its target hero's player (FAB-779).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_target_hero_creates(Token)),
      get_dict(target, L, T)
    },
    (   { players(S0, Ps),
          member(P0, Ps),
          get_dict(hero, P0, H),
          card_id(H, T0), T0 == T,
          tokens_created(Id, Who, P0.name, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-779', token_created_for_target, _{player:Who, card:TId, name:Token, by:Id, target:P0.name}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(token_created_for_target, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w: ~w ~w token enters ~w's arena"-[By, A, F.name, F.target] ].

                 /*******************************
                 *          BREAK GROUND        *
                 *******************************/

card_text_read("Break Ground", attack_may_put_arsenal_to_bottom_and_draw).

rule('FAB-780', effect, "Break Ground: when it attacks, its player may put their arsenal card on the bottom of their deck and draw a card",
     "When Break Ground (its text read) attacks (its chain link opens), its player, if they have a card in their arsenal, chooses (the position's pending choice, arsenal_to_bottom): a bottom move whose cards name that card puts it on the bottom of their deck, and they draw a card; a bottom move whose cards are empty does neither (FAB-781). With an empty arsenal there is no choice and nothing happens. Not handled: where another choice already waits, nothing is asked (the event says so).",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Break Ground: \"When you attack with Break Ground, you may put a card from your arsenal on the bottom of your deck. If you do, draw a card.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 1.8.3 and 1.8.3a (an optional effect: the player chooses), 1.8.3b (one that cannot be generated, with an empty arsenal, is not offered), 1.8.4 (\"if you do\"), 3.3 (the arsenal), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-781', constraint, "The card Break Ground puts on the bottom is in the player's arsenal",
     "A bottom move answers Break Ground's choice (FAB-780): its cards name at most one card, and that card is in that player's arsenal.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Break Ground: \"you may put a card from your arsenal on the bottom of your deck\". CR 1.8.6 (the player determines the card as the effect is generated), 3.3 (the arsenal), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  oldhim_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Break Ground's choice (FAB-780).

oldhim_attack_text(S00, Who, A, S) -->
    dominate_effect_taken(S00, Who, A, S0),     % FAB-788
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_may_put_arsenal_to_bottom_and_draw),
          \+ game_over(S0, _),
          player(S0, Who, P),
          key_value(arsenal, P, [], Arsenal),
          Arsenal \== [],
          card_id(A, Id)
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"arsenal_to_bottom", player:Who, controller:Who, source:A}) },
            [ event('FAB-780', arsenal_to_bottom_waits, _{player:Who, card:Id}) ]
        ;   { S = S0 },
            [ event('FAB-780', arsenal_to_bottom_not_asked, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

choice_action("arsenal_to_bottom", "bottom").
choice_phase("arsenal_to_bottom", "action").

broken('FAB-781', S, M, Reason) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "arsenal_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    (   Ids = [_, _|_]
    ->  Reason = arsenal_bottom_one_card(Ids)
    ;   Ids = [Id],
        player(S, Who, P),
        key_value(arsenal, P, [], Arsenal),
        \+ ( member(C, Arsenal), card_id(C, Id0), Id0 == Id ),
        Reason = not_in_arsenal(Who, Id)
    ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "arsenal_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    (   { key_value(cards, M, [], [Id]) }
    ->  { player(S1, Who, P0),
          take_card(P0, arsenal, Id, C, P1),
          add_cards(P1, deck, [C], P2),
          set_player(S1, P2, S2)
        },
        [ event('FAB-780', arsenal_card_to_bottom_drew, _{player:Who, card:Id, by:By}) ],
        draw_cards(Who, 1, By, S2, S)           % triggers.pl
    ;   { S = S1 },
        [ event('FAB-780', arsenal_kept, _{player:Who, by:By}) ]
    ).

one_to_bottom("arsenal_to_bottom", arsenal).   % its bottom moves: card_texts_rhinar_dorinthea.pl

pending_problem(S, Pd, [player], empty_arsenal_to_bottom(P)) :-   % FAB-780
    Pd.choice == "arsenal_to_bottom",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(arsenal, PP, [], []).

message(event(arsenal_to_bottom_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w may put their arsenal card on the bottom of their deck and draw a card (a bottom move)"-[L, F.player] ].
message(event(arsenal_to_bottom_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w may put their arsenal card on the bottom of their deck, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player] ].
message(event(arsenal_card_to_bottom_drew, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from their arsenal on the bottom of their deck (~w), then draws a card"-[F.player, L, By] ].
message(event(arsenal_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w keeps their arsenal card and draws none (~w)"-[F.player, By] ].
message(arsenal_bottom_one_card(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the move names ~w: Break Ground puts one card from the arsenal on the bottom of the deck, or none"-[T] ].
message(not_in_arsenal(Who, Id)) -->
    [ "~w has no card ~w in their arsenal: Break Ground puts a card from the arsenal on the bottom of the deck"-[Who, Id] ].
message(empty_arsenal_to_bottom(P)) -->
    [ "Break Ground's choice waits for ~w, whose arsenal is empty"-[P] ].
message(no_choice_waits("arsenal_to_bottom")) -->
    [ "no arsenal card waits to be put on the bottom of the deck: bottom answers Break Ground's choice as it attacks" ].

choice_words("arsenal_to_bottom") --> [ "whether to put their arsenal card on the bottom of their deck and draw a card (a bottom move)" ].
text_choice_words("arsenal_to_bottom", Source) -->
    [ "whether to put the arsenal card on the bottom of the deck for ~w (bottom)"-[Source] ].

move_words("bottom", S, M) -->
    { pending(S, Pd), Pd.choice == "arsenal_to_bottom" },
    !,
    (   { key_value(cards, M, [], [Id]), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " puts ", L, " from their arsenal on the bottom of their deck and draws a card" ]
    ;   [ M.player, " puts no card on the bottom of their deck" ]
    ).

                 /*******************************
                 *            FUSION            *
                 *******************************/

card_text_read("Glacial Footsteps", fusion("Ice", dominate)).
card_text_read("Turn Timber", fusion("Earth", defense(2))).
card_text_read("Snow Under", fusion("Ice", hit(frostbite))).
card_text_read("Mulch", fusion("Earth", hit(arsenal_to_bottom))).
card_text_read("Entangle", fusion("Earth", hit(next_turn_power(-2)))).
card_text_read("Biting Gale", fusion("Ice", attacker_discards_unless_pay(2))).
card_text_read("Strength of Sequoia", fusion("Earth", enters_creates("Seismic Surge"))).

rule('FAB-782', effect, "Fusion: an optional additional cost, revealing a card of the element from hand, fuses the card",
     "A card with fusion whose text is read (Glacial Footsteps, Snow Under, Biting Gale: Ice; Turn Timber, Mulch, Entangle, Strength of Sequoia: Earth) has an optional additional cost (FAB-305): as it is played its player may reveal one card of that talent from their hand, named in the play move's discard (the card stays in hand; not the card played, not a card pitched for it; an unknown card cannot be revealed, its talent unknown). Revealing one fuses the card: its layer on the stack records it (fused) and what its text gives a fused card follows (FAB-783 ... FAB-786). A play that reveals a card without that talent, or two cards, is illegal.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "CR 8.3.17 (fusion: \"As an additional cost to play this, you may reveal (a/an) [SUPERTYPES] card(s) from your hand\"), 8.3.17a (paying it, the player has fused those supertypes and the card is fused), 5.1.8 (effect-costs, paid after the asset-cost), 8.5.16 (reveal: the card stays where it is), 2.11 (supertypes: Earth and Ice are talents), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-783', effect, "Glacial Footsteps fused has dominate; Turn Timber fused gets +2 defense",
     "Played fused (FAB-782), Glacial Footsteps' chain link records it (fused: true) and it has dominate (FAB-508: no more than one card from hand defends it); Turn Timber, a defense reaction, resolves into a defending card and its link's defense_bonus counts +2 defense. Played without revealing, they have neither.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Glacial Footsteps: \"Ice Fusion. If Glacial Footsteps was fused, it gains dominate.\"; Turn Timber: \"Earth Fusion. If Turn Timber was fused, it gains +2{d}.\" CR 8.3.17a (a fused card), 8.3.4 (dominate), 2.3 and 2.0.3a (an effect modifies defense), 7.0.3c (a chain link has its active-attack's properties), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fusion_cost(+Card, -Spec:dict) is semidet.
%
%   Card's text is read here and has fusion: its optional additional
%   cost, revealing a card of the talent from hand (FAB-782).

fusion_cost(C, _{kind:"reveal", count:1, min_power:0, optional:true, random:false, talent:T, label:Label}) :-
    text_read_name(C, Name),
    card_text_read(Name, fusion(T, _)),
    a_or_an(T, A),
    format(string(Label), "~w Fusion: you may reveal ~w ~w card from your hand", [T, A, T]).

%   With a fusion card's text not read (text_read false), the card it
%   reveals is no discard it could have, so playing it with one is
%   unknown, naming it (FAB-119), not illegal by FAB-305.
allowed_by_text(S, M, Ids, About, text_could_allow(C, play, Ids)) :-
    (   is_list(Ids) -> Ids == ['FAB-305'] ; true ),
    get_dict(action, M, "play"),
    get_dict(discard, M, [_|_]),
    played_card(S, M, _, C),                    % position.pl
    text_unread(C),
    get_dict(name, C, Name),
    card_text_read(Name, fusion(_, _)),
    !,
    card_about(C, About).                       % permanents.pl

%!  fusion_talent_met(+Spec, +Card) is semidet.
%
%   Card meets the talent Spec asks (FAB-782), or Spec asks none; an
%   unknown card's talent is not known.

fusion_talent_met(Spec, C) :-
    (   get_dict(talent, Spec, T)
    ->  \+ unknown_card(C),
        card_prop(C, talents, Ts),
        is_list(Ts),
        memberchk(T, Ts)
    ;   true
    ).

%!  fused_layer(+Card, +Move, +Layer0, -Layer) is det.
%
%   The layer of Card played by Move records that it was fused: its
%   fusion paid, a card revealed (FAB-782).

fused_layer(C, M, L0, L) :-
    (   fusion_cost(C, _),
        key_value(discard, M, [], [_|_])
    ->  L = L0.put(fused, true)
    ;   L = L0
    ).

%!  fused_played_text(+State0, +Player, +Card, +Revealed, -State)// is det.
%
%   Player played Card revealing Revealed for its fusion: it is fused
%   (FAB-782; its layer records it, fused_layer/4), and an Ice fusion is
%   recorded for the turn (card_texts_finish.pl, FAB-695).

fused_played_text(S0, Who, C, Ds, S) -->
    (   { fusion_cost(C, Spec),
          Ds = [RId|_],
          card_id(C, Id)
        }
    ->  [ event('FAB-782', card_fused, _{player:Who, card:Id, revealed:RId, talent:Spec.talent}) ],
        fused_recorded(S0, Who, Spec.talent, Id, S)     % card_texts_finish.pl (FAB-695)
    ;   { S = S0 }
    ).

message(event(card_fused, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.revealed, R), a_or_an(F.talent, A) },
    [ "~w reveals ~w, ~w ~w card: ~w is fused"-[F.player, R, A, F.talent, L] ].

%!  fused_text(+State0, +Layer, -State)// is det.
%
%   The card layer Layer, fused, resolved: what its text gives a fused
%   card (FAB-783 ... FAB-786).

fused_text(S0, L, S) -->
    (   { get_dict(fused, L, true),
          layer_card(L, C),
          text_read_name(C, Name),
          card_text_read(Name, fusion(_, Gain)),
          card_id(C, Id)
        }
    ->  fused_gain(Gain, S0, L, C, Id, S)
    ;   { S = S0 }
    ).

%   An attack: its chain link records that it was fused (FAB-783, FAB-784).
fused_gain(Gain, S0, L, _, Id, S) -->
    { memberchk(Gain, [dominate, go_again, hit(_)]) },
    !,
    (   { chain_open(S0),
          active_link_replaced(S0, L0, Replaced, S),
          link_attack(L0, A), card_id(A, AId), AId == Id
        }
    ->  { Replaced = L0.put(fused, true) },
        (   { Gain == dominate }
        ->  [ event('FAB-783', fused_dominate, _{player:L.controller, card:Id}) ]
        ;   { Gain == go_again }                % card_texts_lexi.pl (FAB-843)
        ->  [ event('FAB-843', fused_go_again, _{player:L.controller, card:Id}) ]
        ;   { Gain = hit(G) },
            [ event('FAB-784', fused_hit_gained, _{player:L.controller, card:Id, gain:G}) ]
        )
    ;   { S = S0 }
    ).
%   A defense reaction with +N defense (FAB-783).
fused_gain(defense(D), S0, L, _, Id, S) -->
    !,
    (   { chain_open(S0),
          active_link_replaced(S0, L0, Replaced, S),
          member(DC, L0.defending), card_id(DC, Id0), Id0 == Id
        }
    ->  { key_value(defense_bonus, L0, 0, B0),
          B is B0 + D,
          Replaced = L0.put(defense_bonus, B)
        },
        [ event('FAB-783', fused_defense, _{player:L.controller, card:Id, amount:D}) ]
    ;   { S = S0 }
    ).
%   Biting Gale, defending: the attacking hero discards unless they pay
%   (FAB-785; Frost Fang's choice).
fused_gain(attacker_discards_unless_pay(Cost), S0, L, C, Id, S) -->
    !,
    (   { chain_open(S0),
          last(S0.chain.links, L0),
          member(DC, L0.defending), card_id(DC, Id0), Id0 == Id,
          \+ game_over(S0, _)
        }
    ->  discard_unless_pay_waits(S0, L0.controller, L.controller, C, Cost, 'FAB-785', S)
    ;   { S = S0 }
    ).
%   Strength of Sequoia, entered the arena: a token too (FAB-786).
fused_gain(enters_creates(Token), S0, L, _, Id, S) -->
    !,
    (   { Who = L.controller,
          player(S0, Who, P0),
          key_value(arena, P0, [], Arena),
          member(AC, Arena), card_id(AC, Id0), Id0 == Id,
          tokens_created(Id, Who, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-786', fused_token_created, _{player:Who, card:TId, name:Token, by:Id}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 }
    ).
fused_gain(Gain, S0, L, C, Id, S) -->
    lexi_fused_gain(Gain, S0, L, C, Id, S).     % card_texts_lexi.pl (FAB-899), else nothing

%!  fused_dominate(+Link) is semidet.
%
%   Link's attack, fused, has dominate by its text (FAB-783).

fused_dominate(L) :-
    get_dict(fused, L, true),
    (   get_dict(dominate_if_fused, L, true)   % Weave Ice's effect (FAB-787)
    ->  true
    ;   link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, fusion(_, dominate))
    ).

message(event(fused_dominate, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: it has dominate"-[L] ].
message(event(fused_defense, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: it gains +~d defense"-[L, F.amount] ].

message(event(fused_hit_gained, F, S0)) -->
    { event_card(S0, F.card, L), fused_hit_words(F.gain, W) },
    [ "~w was fused: if it hits a hero, ~w"-[L, W] ].
message(event(fused_token_created, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w was fused: ~w ~w token enters ~w's arena"-[By, A, F.name, F.player] ].

fused_hit_words(frostbite, "a Frostbite token enters their arena").
fused_hit_words(arsenal_to_bottom, "their arsenal card goes to the bottom of their deck").
fused_hit_words(next_turn_power(N), W) :-
    format(string(W), "their first attack in their next turn gets ~d power", [N]).

rule('FAB-784', effect, "Snow Under, Mulch, Entangle fused: what their hit does",
     "Played fused (FAB-782), Snow Under, Mulch and Entangle have their chain link record it (fused: true). When such an attack hits the defending hero: Snow Under creates a Frostbite token in that hero's player's arena (Frostbite: FAB-540); Mulch puts the card of their arsenal (it holds one at most, FAB-107) on the bottom of their deck, nothing with an empty arsenal; Entangle leaves an effect for that player's next turn ({kind: next_attack_power, amount: -2, lasts: their_next_turn}, Debilitate's, FAB-620): their first attack that turn gets -2 power. Unfused, their hits do none of it.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Snow Under: \"Ice Fusion. If Snow Under was fused, it gains 'If this hits a hero, create a Frostbite token under their control.'\"; Mulch: \"Earth Fusion. If Mulch was fused, it gains 'If this hits a hero, put a card from their arsenal on the bottom of their deck.'\"; Entangle: \"Earth Fusion. If Entangle was fused, it gains 'If this hits a hero, their first attack during their next turn has -2{p}.'\" CR 8.3.17a (a fused card), 7.5.5 (an attack hits when it deals damage to the hero), 6.6 (a triggered effect), 1.3.2c (a token is created in its controller's arena), 1.8.10 (the first attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Disable's (FAB-613).")).

rule('FAB-785', effect, "Biting Gale fused: the attacking hero discards a card unless they pay 2",
     "Biting Gale, a defense reaction played fused (FAB-782), resolves into a defending card of the active chain link; then the attacking hero's player chooses: pay 2 resource points, or discard a card of their hand: Frost Fang's choice (discard_unless_pay, FAB-776, FAB-777). With an empty hand nothing is discarded. Unfused, or failing to resolve (it cannot defend: dominate, FAB-508), nothing happens.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Biting Gale: \"Ice Fusion. If Biting Gale was fused, the attacking hero discards a card unless they pay {r}{r}.\" CR 8.3.17a (a fused card), 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.8.4b (\"unless\"), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-786', effect, "Strength of Sequoia: fused, a Seismic Surge token as it enters the arena; at the beginning of the action phase, the next attack action card gets +N power",
     "Strength of Sequoia (an aura) played fused (FAB-782) creates a Seismic Surge token in its controller's arena as it enters the arena (Seismic Surge: FAB-774); unfused, none. At the beginning of its controller's action phase it is destroyed, then the next attack action card they play this turn gets +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power, attack_action_card) until such a card becomes a chain link (FAB-505). Several such triggers at once are ordered by their controller (FAB-531). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Strength of Sequoia: \"Earth Fusion. Go again. When Strength of Sequoia enters the arena, if it was fused, create a Seismic Surge token. At the beginning of your action phase, destroy Strength of Sequoia then the next attack action card you play this turn gains +3{p}.\" (red; +2 yellow, +1 blue). CR 8.3.17a (a fused card), 6.6 (a triggered effect), 8.2.2 (an aura enters the arena as it resolves), 1.3.2c (a token), 4.3.1 (the beginning of the action phase), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer resolves at once, after the card's own resolution, as Blessing of Deliverance's (FAB-537).")).

permanent_text("Strength of Sequoia", action_phase,
               [destroy_this, next_attack_action_card_power([3, 2, 1])]).   % FAB-786

trigger_effect(next_attack_action_card_power(Amounts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, attack_action_card:true}, S)
    },
    [ event('FAB-786', next_attack_action_card_effect_made, _{player:Who, card:Id, amount:N}) ].

%!  fused_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, fused, hit: what its text gives its
%   hit (FAB-784).

fused_hit_text(S0, L, A, S) -->
    (   { get_dict(fused, L, true),
          text_read_name(A, Name),
          card_text_read(Name, fusion(_, hit(G))),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0)
        }
    ->  fused_hit(G, S0, Def, P0, AId, S)
    ;   { S = S0 }
    ).

fused_hit(frostbite, S0, Def, _, AId, S) -->
    { opponent(S0, Def, Creator),               % position.pl: the attacking player creates it
      tokens_created(AId, Creator, Def, ["Frostbite"], S0, S, [TId], More)   % tokens_created.pl
    },
    [ event('FAB-784', hit_token_created, _{player:Def, card:TId, name:"Frostbite", by:AId}) ],
    tokens_more_made(Creator, AId, More).
fused_hit(arsenal_to_bottom, S0, Def, P0, AId, S) -->
    (   { key_value(arsenal, P0, [], [C|Rest]) }
    ->  { append(P0.deck, [C], Deck),
          set_player(S0, P0.put(_{arsenal:Rest, deck:Deck}), S),
          card_id(C, CId)
        },
        [ event('FAB-784', hit_arsenal_to_bottom, _{player:Def, card:CId, by:AId}) ]
    ;   { S = S0 },
        [ event('FAB-784', hit_empty_arsenal, _{player:Def, by:AId}) ]
    ).
fused_hit(next_turn_power(N), S0, Def, _, AId, S) -->
    { add_effect(S0, _{kind:"next_attack_power", amount:N, player:Def, source:AId, lasts:"their_next_turn"}, S) },
    [ event('FAB-784', hit_next_turn_power, _{player:Def, by:AId, amount:N}) ].

message(event(hit_token_created, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w hits: ~w ~w token enters ~w's arena"-[By, A, F.name, F.player] ].
message(event(hit_arsenal_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits: ~w's arsenal card ~w goes to the bottom of their deck"-[By, F.player, C] ].
message(event(hit_empty_arsenal, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w's arsenal is empty, so no card goes to the bottom of their deck"-[By, F.player] ].
message(event(hit_next_turn_power, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: in ~w's next turn, their first attack gets ~d power"-[By, F.player, F.amount] ].

                 /*******************************
                 *           WEAVE ICE          *
                 *******************************/

card_text_read("Weave Ice", next_kinds_attack_action_card_power_fused_dominate(["Ice", "Elemental"], [3, 2, 1])).

rule('FAB-787', effect, "Weave Ice: the next Ice or Elemental attack action card gets +N power, and dominate if it is fused",
     "When Weave Ice (its text read) resolves, the next Ice or Elemental attack action card its player plays this turn (the talent printed on it) gains +3 power (red), +2 (yellow) or +1 (blue): {kind: next_attack_power, attack_action_card: true, class_or_talent: [Ice, Elemental], fused_dominate: true} waits until such a card becomes a chain link (FAB-505, FAB-736's matching). The link it goes to records it (dominate_if_fused: true); if that card was fused (FAB-782), it has dominate (FAB-508). Another attack leaves the effect waiting. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Weave Ice: \"The next Ice or Elemental attack action card you play this turn gains +3{p}. If it's fused, it gains dominate. Go again\" (red; +2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect modifies power), 8.3.17a (a fused card), 8.3.4 (dominate), 4.4.4, 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  link_fused_dominate_mark(+State0, +Used, +Link0, -Link) is det.
%
%   The new chain Link0 used the effects of the sources Used (FAB-505):
%   if one of them is Weave Ice's, the link records it, for its dominate
%   if the attack is fused (FAB-787).

link_fused_dominate_mark(S0, Used, L0, L) :-
    (   effects(S0, Es),
        member(E, Es),
        get_dict(fused_dominate, E, true),
        get_dict(source, E, Src),
        memberchk(Src, Used)
    ->  L1 = L0.put(dominate_if_fused, true)
    ;   L1 = L0
    ),
    link_fused_go_again_mark(S0, Used, L1, L).  % card_texts_lexi.pl (FAB-844)

message(event(kinds_fused_dominate_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.kinds, ' or ', K) },
    [ "~w: the next ~w attack action card ~w plays this turn gets +~d power, and dominate if it is fused"-[L, K, F.player, F.amount] ].

                 /*******************************
                 *          POLAR BLAST         *
                 *******************************/

card_text_read("Polar Blast", target_opponent_pays_or_dominate([3, 2, 1])).
card_text_read("Polar Blast", arsenal_draw).

rule('FAB-788', effect, "Polar Blast: its target opposing hero may pay 3 (red), 2 (yellow) or 1 (blue); if they don't, its player's next attack this turn has dominate; played from the arsenal, draw a card",
     "Polar Blast (its text read) targets an opposing hero as it is played: the play move's target is the id of the other player's hero (FAB-622). As it resolves, played from its player's arsenal (its layer's from), its player draws a card (rulecheck draws before asking: the target's answer cannot depend on it); then the target's player chooses, where they can pay from what the position shows: a pay move (FAB-302 ... FAB-304) pays 3 resource points (red; 2 yellow, 1 blue) and nothing more happens; a decline move (or no way to pay) leaves {kind: next_attack_dominate, player} for Polar Blast's player: their next attack this turn to become a chain link (a card's or a weapon's) uses it up, and its link records it (dominate_effect: true): it has dominate (FAB-508). Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Polar Blast: \"Target opposing hero may pay {r}{r}{r}. If they don't your next attack this turn gains dominate. If Polar Blast is played from arsenal, draw a card. Go again\" (red; {r}{r} yellow, {r} blue). CR 1.8.5 and 5.1.4 (a target is declared as the card is played), 1.8.3 and 1.8.3a (an optional payment: the player chooses), 1.8.4 (\"if they don't\"), 1.14 (paying resource points), 8.3.4 (dominate), 4.4.4, 3.3.4 (played from the arsenal), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, opposing_hero, pay_or_dominate(Cost)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_opponent_pays_or_dominate(Costs)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Costs, Cost).

targeted_rule(C, 'FAB-788') :-
    text_read_name(C, Name),
    card_text_read(Name, target_opponent_pays_or_dominate(_)).

%   The hero of the turn player's opponent (an action card is played by
%   the turn player only).
legal_target(S, opposing_hero, Id) :-
    opponent(S, S.turn_player, O),
    player(S, O, P),
    card_id(P.hero, Id).

spec_words(opposing_hero, "an opposing hero").

message(target_illegal(C, T, opposing_hero)) -->
    { card_label(C, L) },
    [ "~w targets an opposing hero, and ~w is not one (CR 1.8.5a)"-[L, T] ].

%   polar_blast_resolves(+S0, +Layer, +Card, +Target, +Cost, -S)//:
%   Polar Blast resolved: its draw from the arsenal, then its target's
%   payment (FAB-788).
polar_blast_resolves(S0, L, C, T, Cost, S) -->
    { Who = L.controller,
      card_id(C, Id)
    },
    (   { get_dict(from, L, "arsenal") }
    ->  [ event('FAB-788', arsenal_play_draws, _{player:Who, card:Id}) ],
        draw_cards(Who, 1, Id, S0, S1)          % triggers.pl
    ;   { S1 = S0 }
    ),
    (   { players(S1, Ps), member(P, Ps), card_id(P.hero, T0), T0 == T, get_dict(name, P, Target) }
    ->  (   { \+ game_over(S1, _), \+ pending(S1, _),
              once(pitch_set(P.hand, P.resource_points, Cost, _, _)) }
        ->  { S = S1.put(pending, _{choice:"pay_or_dominate", player:Target, controller:Who, source:C, cost:Cost}) },
            [ event('FAB-788', pay_or_dominate_waits, _{player:Target, card:Id, cost:Cost}) ]
        ;   { pending(S1, _) }
        ->  { S = S1 },
            [ event('FAB-788', pay_or_dominate_not_asked, _{player:Target, card:Id, cost:Cost}) ]
        ;   next_attack_dominate_made(S1, Who, Id, Target, S)
        )
    ;   { S = S1 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

next_attack_dominate_made(S0, Who, Id, Target, S) -->
    { add_effect(S0, _{kind:"next_attack_dominate", player:Who, source:Id}, S) },
    [ event('FAB-788', next_attack_dominate_made, _{player:Who, card:Id, target:Target}) ].

choice_action("pay_or_dominate", "pay").
choice_action("pay_or_dominate", "decline").
choice_phase("pay_or_dominate", "action").

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pay_or_dominate"
    },
    choice_paid(S0, M, Who, Id, S),             % position.pl
    [ event('FAB-788', paid_against_dominate, _{player:Who, card:Id, cost:Pd.cost}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pay_or_dominate",
      choice_answered(S0, S1),
      card_id(Pd.source, Id)
    },
    next_attack_dominate_made(S1, Pd.controller, Id, M.player, S).

paid_choice("pay_or_dominate").   % Polar Blast (FAB-788): a pay move pays its cost (position.pl)
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "pay_or_dominate",
    Who = Pd.player.

%!  dominate_effect_taken(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Player's effect waiting for their
%   next attack to have dominate is used up, and the link records it
%   (FAB-788).

dominate_effect_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(dominate_effect_of(Who, A), Es0, [E|_], Rest),
          put_dict(effects, S0, Rest, S1),
          active_link_replaced(S1, L0, L, S),
          put_dict(dominate_effect, L0, true, L),
          card_id(A, AId),
          key_value(source, E, "?", Src)
        }
    ->  [ event('FAB-788', attack_dominate_taken, _{player:Who, attack:AId, source:Src}) ]
    ;   { S = S0 }
    ).

dominate_effect_of(Who, A, E) :-
    get_dict(kind, E, "next_attack_dominate"),
    get_dict(player, E, W),
    W == Who,
    effect_fits_attack(E, A).                   % card_texts.pl: Convulsions' is an attack action card's (FAB-940)

message(event(arsenal_play_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: ~w draws a card"-[L, F.player] ].
message(event(pay_or_dominate_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w may pay ~d (a pay move); if they don't (decline), its player's next attack this turn has dominate"-[L, F.player, F.cost] ].
message(event(pay_or_dominate_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w may pay ~d, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player, F.cost] ].
message(event(paid_against_dominate, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays ~d for ~w: no dominate"-[F.player, F.cost, L] ].
message(event(next_attack_dominate_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w does not pay, so ~w's next attack this turn has dominate"-[L, F.target, F.player] ].
message(event(attack_dominate_taken, F, S0)) -->
    { event_card(S0, F.attack, L), key_value(source, F, "?", Src) },
    (   { Src \== F.attack, event_card(S0, Src, By) }   % card_texts_levia.pl: Writhing Beast Hulk's is its own
    ->  [ "~w has dominate (~w's effect is used up)"-[L, By] ]
    ;   [ "~w has dominate"-[L] ]
    ).
message(no_choice_waits("pay_or_dominate")) -->
    [ "no payment against Polar Blast waits: pay or decline answers it as Polar Blast resolves" ].

choice_words("pay_or_dominate") --> [ "whether to pay against Polar Blast's dominate (a pay or a decline move)" ].
text_choice_words("pay_or_dominate", Source) -->
    [ "whether to pay against ~w's dominate (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pay_or_dominate",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays against ", Src, "'s dominate, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pay_or_dominate",
      card_label(Pd.source, Src)
    },
    [ M.player, " pays nothing against ", Src ].
