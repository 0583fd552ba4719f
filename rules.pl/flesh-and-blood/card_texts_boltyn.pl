/*  Flesh and Blood: the texts of the Boltyn Blitz Deck's cards.

    Part of game.pl, included after card_texts_arakni.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - charge: "As an additional cost to play this, you may charge your
      hero's soul": an optional additional cost (FAB-305) whose card goes
      from hand into the hero's soul (the soul zone Prism's readings
      made, card_texts_prism.pl), and the turn records that its player
      has charged (a turn record beside beaten chest: FAB-880); Bolt of
      Courage, Cross the Line, Engulfing Light, Express Lightning and
      Take Flight have it (Cross the Line and Express Lightning nothing
      else);
    - Valiant Thrust: +3 power once its player has charged this turn
      (FAB-881);
    - Battlefield Blitz and Take Flight: go again once their player has
      charged this turn (FAB-882);
    - Engulfing Light: charged this turn, "If this hits, put it into your
      hero's soul" (FAB-883; the hit Prism's Heralds read, FAB-751);
    - Bolt of Courage: charged this turn, "If this hits, draw a card"
      (FAB-884);
    - Courageous Steelhand: target attack gains +3, +2 or +1 power if its
      player has charged this turn (FAB-885; the target is FAB-622's);
    - Gallantry Gold's action ability: its player's weapon attacks get +1
      power this turn (FAB-886; its cost and go again are the card
      data's, its Battleworn the keyword's);
    - Invigorating Light: played while its player's hero's soul is empty,
      it goes into that soul as the combat chain closes (FAB-887);
    - Boltyn: charged this turn, his player's attacks have +1 power while
      defended by an attack action card (FAB-888); his attack reaction,
      a card of his soul banished (Prism's cost, FAB-756): target attack
      with power greater than its base power gains go again (FAB-889);
    - Dusk Path Pilgrimage: the next weapon attack this turn gets +N power
      (FAB-579's reading) and "If this hits, you may attack an additional
      time with this weapon this turn" (FAB-890, Dorinthea's permission);
    - Push Forward: the next weapon attack this turn gets +N power
      (FAB-579's reading); if its player has attacked with a weapon this
      turn, their next attack this turn gains dominate (FAB-891, Polar
      Blast's effect);
    - Hatchet of Body and Hatchet of Mind: attacking right after the
      other, +1 power until end of turn (FAB-892; their attacks are the
      card data's), the turn's last attack recorded for a player who
      controls one;
    - V of the Vanguard: charge any number of times, each card a card the
      position shows, and the combat chain's attacks get +1 power for each
      Light card charged (FAB-893).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, targeting/4, legal_target/3, spec_words/2,
   oldhim_target_effect/1, oldhim_target_resolves//6, ability_reading/1, ability_reading_resolved//5,
   text_abilities/2, on_hit_effect_kind/2.

%   The texts read here (card_text_read/2):
%
%       charge                  "As an additional cost to play <name>, you
%                               may charge your hero's soul." (FAB-880)
%       power_after_turn_record("charged", 3)   Valiant Thrust: "If you've
%                               charged this turn, Valiant Thrust gains
%                               +3{p}." (FAB-881; card_texts_rhinar_blitz.pl's
%                               reading of a turn record)
%       go_again_after_turn_record("charged")   Battlefield Blitz, Take
%                               Flight: "If you've charged this turn,
%                               <name> gains go again." (FAB-882)
%       charged_hit(to_soul)    Engulfing Light: "If you've charged this
%                               turn, Engulfing Light gains \"If this
%                               hits, put it into your hero's soul.\""
%                               (FAB-883)
%       charged_hit(draw)       Bolt of Courage: "If you've charged this
%                               turn, Bolt of Courage gains \"If this
%                               hits, draw a card.\"" (FAB-884)

card_text_read("Bolt of Courage", charge).
card_text_read("Cross the Line", charge).
card_text_read("Engulfing Light", charge).
card_text_read("Express Lightning", charge).
card_text_read("Take Flight", charge).
card_text_read("Valiant Thrust", power_after_turn_record("charged", 3)).
card_text_read("Battlefield Blitz", go_again_after_turn_record("charged")).
card_text_read("Take Flight", go_again_after_turn_record("charged")).
card_text_read("Engulfing Light", charged_hit(to_soul)).
card_text_read("Bolt of Courage", charged_hit(draw)).
%       charged_target_power(Amounts)   Courageous Steelhand: "If you've
%                               charged this turn, target attack gains
%                               +3{p}." (+2 yellow, +1 blue) (FAB-885)
card_text_read("Courageous Steelhand", charged_target_power([3, 2, 1])).
%       ability_weapon_attacks_power(N)   Gallantry Gold: "Action - {r},
%                               destroy Gallantry Gold: Your weapon
%                               attacks gain +1{p} this turn. Go again"
%                               (FAB-886)
card_text_read("Gallantry Gold", ability_weapon_attacks_power(1)).
%       soul_when_chain_closes_if_soul_empty   Invigorating Light: "When
%                               you play Invigorating Light, if there are
%                               no cards in your hero's soul, put it into
%                               your hero's soul when the combat chain
%                               closes." (FAB-887)
card_text_read("Invigorating Light", soul_when_chain_closes_if_soul_empty).
%       charged_power_defended_by_attack_action(N)   Boltyn: "If you've
%                               charged this turn, your attacks get +1{p}
%                               while defended by an attack action card."
%                               (FAB-888)
%       ability_go_again_to_attack_above_base   Boltyn: "Attack Reaction -
%                               Banish a card from Boltyn's soul: Target
%                               attack with {p} greater than its base {p}
%                               gains go again." (FAB-889)
card_text_read("Boltyn", charged_power_defended_by_attack_action(1)).
card_text_read("Boltyn", ability_go_again_to_attack_above_base).
%       next_weapon_attack(Amounts, false, OnHit)   card_texts_rhinar_dorinthea.pl's
%                               reading (FAB-579): Dusk Path Pilgrimage:
%                               "Your next weapon attack this turn gains
%                               +3{p} and \"If this hits, you may attack an
%                               additional time with this weapon this
%                               turn.\" Go again" (+2 yellow, +1 blue;
%                               OnHit hit_attack_again, FAB-890); Push
%                               Forward: "Your next weapon attack this turn
%                               gains +3{p}." (OnHit none)
%       weapon_attacked_next_attack_dominate   Push Forward: "If you have
%                               attacked with a weapon this turn, your next
%                               attack this turn gains dominate. Go again"
%                               (FAB-891)
card_text_read("Dusk Path Pilgrimage", next_weapon_attack([3, 2, 1], false, hit_attack_again)).
card_text_read("Push Forward", next_weapon_attack([3, 2, 1], false, none)).
card_text_read("Push Forward", weapon_attacked_next_attack_dominate).
%       attack_after(Name, N)   Hatchet of Body: "Whenever you attack with
%                               Hatchet of Body, if Hatchet of Mind was the
%                               last attack this turn, Hatchet of Body
%                               gains +1{p} until end of turn." (Hatchet of
%                               Mind the same, the other way) (FAB-892)
card_text_read("Hatchet of Body", attack_after("Hatchet of Mind", 1)).
card_text_read("Hatchet of Mind", attack_after("Hatchet of Body", 1)).
%       charge_any_number       V of the Vanguard: "As an additional cost to
%                               play V of the Vanguard, you may charge your
%                               hero's soul any number of times." (FAB-893)
%       chain_attacks_power_per_light_charged   V of the Vanguard:
%                               "Attacks on this combat chain gain +1{p}
%                               for each Light card charged this way."
%                               (FAB-893; Boltyn Specialization is the
%                               deck's, FAB-517)
card_text_read("V of the Vanguard", charge_any_number).
card_text_read("V of the Vanguard", chain_attacks_power_per_light_charged).

                 /*******************************
                 *            CHARGE            *
                 *******************************/

rule('FAB-880', effect, "Charge: an optional additional cost puts a card from hand into the hero's soul; its player has charged this turn",
     "A card whose text \"As an additional cost to play this, you may charge your hero's soul\" is read (Bolt of Courage, Cross the Line, Engulfing Light, Express Lightning, Take Flight) has an optional additional cost (FAB-305): as it is played its player may name one other card of their hand in the play move's discard (not the card played, not a card pitched for it; any card, but one the position shows: it goes face up into the soul, whose cards a position names, so an unknown card is named in the position first, FAB-106), which goes from their hand into their hero's soul (the zone `soul`). A player who pays it has charged: the state records it for the rest of the turn in its effects ({kind: charged, player, source: the card played}), once, which the texts that ask \"if you've charged this turn\" read (FAB-881 ... FAB-884). A card played without the charge records nothing; a position given in the middle of a turn says so in its effects, else no one has charged. A card put into the soul otherwise (Halo of Illumination, a Herald's hit) is not charged.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Cross the Line: \"As an additional cost to play Cross the Line, you may charge your hero's soul.\" (Express Lightning, Bolt of Courage, Engulfing Light, Take Flight the same) CR 5.4.4a (an optional additional-cost ability, declared as the card is played), 5.1.3b, 5.1.8 and 5.1.9 (effect-costs are paid after the asset-cost), 8.5.29 (to charge a card is to move it from the player's hand to their hero's soul), 8.5.29a (the player is considered to have charged), 8.5.29b (a card moved to the soul otherwise is not charged), 3.11.5 (the hero's soul), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  charge_cost(+Card, -Spec:dict) is semidet.
%
%   Card's text is read here and has charge: its optional additional
%   cost, a card from hand into the hero's soul (FAB-880).
%   cards.pl's card_additional_cost/2 reads it.

charge_cost(C, _{kind:"charge", count:1, known:true, min_power:0, optional:true, random:false,
                 label:"charge: you may put a card from your hand into your hero's soul"}) :-
    text_read_name(C, Name),
    card_text_read(Name, charge),
    !.
charge_cost(C, _{kind:"charge", count:1, any_number:true, known:true, min_power:0, optional:true, random:false,
                 label:"charge: you may put any number of cards from your hand into your hero's soul"}) :-
    text_read_name(C, Name),
    card_text_read(Name, charge_any_number).

%!  charge_count(+Spec, +N, +Eligible:list, -K) is nondet.
%
%   K cards pay the additional cost Spec of N cards from Eligible: N, or
%   for a charge any number of times each number from 1 to all of them
%   (FAB-893); moves.pl's discard_choice/5 lists them.

charge_count(Spec, N, Eligible, K) :-
    (   get_dict(any_number, Spec, true)
    ->  length(Eligible, Max),
        between(1, Max, K)
    ;   K = N
    ).

%!  charge_count_met(+Spec, +N, +K) is semidet.
%
%   K cards (more than 0) pay Spec, an additional cost of N cards: K is N,
%   or any number for a charge any number of times (FAB-893).

charge_count_met(Spec, N, K) :-
    (   get_dict(any_number, Spec, true) -> true ; K =:= N ).

%!  charged_card_known(+Spec, +Card) is semidet.
%
%   Card may pay Spec: a charge (known: true) takes only a card the
%   position shows, as the soul holds known cards (FAB-880, FAB-893,
%   FAB-106).

charged_card_known(Spec, C) :-
    (   get_dict(known, Spec, true) -> \+ unknown_card(C) ; true ).

%!  boltyn_played_text(+State0, +Player, +Card, +Charged:list, -State)// is det.
%
%   Player played Card, paying its charge with Charged: they have charged
%   this turn (FAB-880: the turn record, card_texts_rhinar_blitz.pl's
%   turn_recorded//6); card_texts.pl's played_text//5 calls it.

boltyn_played_text(S0, Who, C, Ds, S) -->
    (   { Ds = [_|_],
          charge_cost(C, _),
          card_id(C, Id)
        }
    ->  turn_recorded(S0, "charged", 'FAB-880', Who, Id, S1a),
        vanguard_played(S1a, Who, C, Ds, S1)
    ;   { S1 = S0 }
    ),
    invigorating_light_played(S1, Who, C, S).

message(event(card_charged, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.cost_of, For) },
    [ "~w charges ~w into their hero's soul: the additional cost of ~w"-[F.player, L, For] ].

                 /*******************************
                 *   WHAT A CHARGE GIVES A CARD  *
                 *******************************/

rule('FAB-881', effect, "Valiant Thrust: +3 power once its player has charged this turn",
     "Valiant Thrust attacking for a player who has charged this turn (FAB-880: its own charge is not one, it has none; an earlier card's) has +3 power, whatever its colour: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks. Without a charge this turn it has its printed power.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Valiant Thrust: \"If you've charged this turn, Valiant Thrust gains +3{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.29a (a player who has charged), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has charged this turn they have for the rest of it, so the power, once counted, stays.")).

rule('FAB-882', effect, "Battlefield Blitz, Take Flight: go again once their player has charged this turn",
     "Battlefield Blitz or Take Flight attacking for a player who has charged this turn (FAB-880: Take Flight's own charge paid, or an earlier card's) has go again: its chain link's go_again, as it opens if the record is there, or as the record is made while it attacks (FAB-503: the link resolving gives its player an action point). Without a charge this turn neither has go again: the go again the card data lists for Battlefield Blitz is this one.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Battlefield Blitz: \"If you've charged this turn, Battlefield Blitz gains go again.\"; Take Flight: \"As an additional cost to play Take Flight, you may charge your hero's soul. If you've charged this turn, Take Flight gains go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.29a, 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-883', effect, "Engulfing Light: charged this turn, it goes into its player's soul when it hits",
     "Engulfing Light attacking for a player who has charged this turn (FAB-880: its own charge paid, or an earlier card's) has \"If this hits, put it into your hero's soul\": when it hits (deals damage to the defending hero in the damage step) it leaves the chain link for its controller's hero's soul, as FAB-751 reads that hit (the link keeps its id, `attack_to_soul`). Without a charge this turn it goes to the graveyard as the chain closes.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Engulfing Light: \"As an additional cost to play Engulfing Light, you may charge your hero's soul. If you've charged this turn, Engulfing Light gains 'If this hits, put it into your hero's soul.'\" CR 5.4.7, 8.5.29a, 7.5.5 (a hit), 6.6 (a triggered effect), 3.11.5 (the hero's soul), 8.5.29b (a card put into the soul by a hit is not charged), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition as the attack hits, and resolves the triggered-layer at once, as it does the Heralds' (FAB-751).")).

rule('FAB-884', effect, "Bolt of Courage: charged this turn, its player draws a card when it hits",
     "Bolt of Courage attacking for a player who has charged this turn (FAB-880: its own charge paid, or an earlier card's) has \"If this hits, draw a card\": when it hits (deals damage to the defending hero in the damage step) its controller draws a card (none from an empty deck). Without a charge this turn nothing is drawn.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Bolt of Courage: \"As an additional cost to play Bolt of Courage, you may charge your hero's soul. If you've charged this turn, Bolt of Courage gains 'If this hits, draw a card.'\" CR 5.4.7, 8.5.29a, 7.5.5 (a hit), 6.6 (a triggered effect), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition as the attack hits, and resolves the triggered-layer at once, as it does Whelming Gustwave's (FAB-593).")).

%!  charged_hit(+State, +Link, +Attack, -What) is semidet.
%
%   Attack, of the active chain Link, hits for a player who has charged
%   this turn, and its text gives it What (to_soul: FAB-883, draw:
%   FAB-884).

charged_hit(S, L, A, What) :-
    text_read_name(A, Name),
    card_text_read(Name, charged_hit(What)),
    turn_record(S, "charged", L.controller).    % card_texts_rhinar_blitz.pl

%!  boltyn_hit_text(+State0, +Link0, +Attack, -State, -Link)// is det.
%
%   Attack, of the active chain Link0, hit: Bolt of Courage's draw
%   (FAB-884); Engulfing Light's Link records the text it gained
%   (hit_to_soul), which card_texts_prism.pl's prism_hit_text//4 reads
%   next (FAB-883, FAB-751).  card_texts_katsu_bravo.pl's deck_hit_text//5
%   calls it.

boltyn_hit_text(S0, L0, A, S, L) -->
    attack_again_hit(S0, L0, A, S1),            % FAB-890
    (   { charged_hit(S1, L0, A, draw), card_id(A, AId) }
    ->  { L = L0 },
        [ event('FAB-884', charged_hit_draws, _{player:L0.controller, card:AId}) ],
        draw_cards(L0.controller, 1, AId, S1, S)    % triggers.pl
    ;   { charged_hit(S1, L0, A, to_soul), card_id(A, AId) }
    ->  { L = L0.put(hit_to_soul, true), S = S1 },
        [ event('FAB-883', charged_hit_to_soul, _{player:L0.controller, card:AId}) ]
    ;   { S = S1, L = L0 }
    ).

message(event(charged_hit_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits after ~w has charged this turn: ~w draws a card"-[L, F.player, F.player] ].
message(event(charged_hit_to_soul, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits after ~w has charged this turn: it goes into ~w's hero's soul"-[L, F.player, F.player] ].

                 /*******************************
                 *     COURAGEOUS STEELHAND     *
                 *******************************/

rule('FAB-885', effect, "Courageous Steelhand: target attack gains +3, +2 or +1 power if its player has charged this turn",
     "Courageous Steelhand (an attack reaction) targets an attack: the attack of a chain link (the active one or an earlier one), named in the move's target (FAB-622); a defending card is no attack, and without an attack on the chain it cannot be played. Its target is declared whether or not its player has charged: the condition is checked as it resolves. Then, if its player has charged this turn (FAB-880) and the target is still legal, the target's chain link counts +3 power (red; +2 yellow, +1 blue); with no charge this turn nothing happens; an earlier link's power changes nothing.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Courageous Steelhand: \"If you've charged this turn, target attack gains +3{p}.\" (+2{p} yellow, +1{p} blue) CR 5.1.4a (the player declares all legal targets as the card is played), 1.8.5 (a targeted effect), 1.8.4 (a conditional effect), 6.2.2d (a continuous effect conditional on being generated: its condition is evaluated once, as it would be generated), 8.5.29a (a player who has charged), 1.4.1 (an attack), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Courageous Steelhand targets an attack as it is played (FAB-622's
%   targeting); what it gives is FAB-885's.
targeting(C, play, attack, charged_power(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, charged_target_power(Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

%   Its target, "an attack": legal_target(S, attack, _) and its words are
%   card_texts_kassai.pl's (an earlier link's weapon attack is no longer
%   an attack).

oldhim_target_effect(charged_power(_)).        % card_texts_oldhim.pl's hook of targeted_text//3

oldhim_target_resolves(charged_power(N), S0, L, C, T, S) -->
    { card_id(C, Id), Who = L.controller },
    (   { turn_record(S0, "charged", Who) }     % card_texts_rhinar_blitz.pl
    ->  target_gains(S0, Who, Id, T, attack, N, 'FAB-885', S)   % card_texts_katsu_bravo.pl
    ;   { S = S0 },
        [ event('FAB-885', not_charged_no_power, _{player:Who, card:Id, target:T}) ]
    ).

message(event(not_charged_no_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w resolves, but ~w has not charged this turn: ~w gains nothing"-[L, F.player, T] ].

                 /*******************************
                 *        GALLANTRY GOLD        *
                 *******************************/

rule('FAB-886', effect, "Gallantry Gold: its player's weapon attacks get +1 power this turn",
     "Gallantry Gold's action ability (its cost: 1 resource point and destroying it, FAB-404; go again: the card data's) resolves into +1 power for each weapon its player controls, in their weapon zone or attacking: an effect in the state's effects for each ({kind: weapon_power, player, weapon, amount: 1, source: Gallantry Gold}) that every chain link the weapon's attack opens this turn counts (power_bonus, as Romping Club's, FAB-555), and that the link it is attacking on, if any, counts at once. An attack action card gets nothing. Its Battleworn is the keyword's (FAB-519).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Gallantry Gold: \"Action - {r}, destroy Gallantry Gold: Your weapon attacks gain +1{p} this turn. Go again. Battleworn\" CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 1.4.3a (a weapon's attack-proxy has its source's properties), 6.2.3 (a continuous effect applies to the objects that match it while it lasts), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck gives the power to the weapons the player controls as the ability resolves: no effect rulecheck reads gives a player a weapon later in the turn.")).

ability_reading(ability_weapon_attacks_power(_)).

ability_reading_resolved(ability_weapon_attacks_power(N), S0, Who, Id, S) -->
    { findall(W, controlled_weapon(S0, Who, W), Ws0),   % card_texts.pl
      maplist(card_id, Ws0, WIds0),
      list_to_set(WIds0, WIds)
    },
    weapon_attacks_power(WIds, Who, Id, N, S0, S).

weapon_attacks_power([], _, _, _, S, S) --> [].
weapon_attacks_power([WId|WIds], Who, Id, N, S0, S) -->
    { add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:Id}, S1),
      attacking_link_power(S1, WId, N, S2)      % card_texts.pl
    },
    [ event('FAB-886', weapon_attacks_power, _{player:Who, weapon:WId, amount:N, card:Id}) ],
    weapon_attacks_power(WIds, Who, Id, N, S2, S).

message(event(weapon_attacks_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.weapon, W) },
    [ "~w's ability resolves: ~w's attacks get +~d power this turn"-[L, W, F.amount] ].

                 /*******************************
                 *      INVIGORATING LIGHT      *
                 *******************************/

rule('FAB-887', effect, "Invigorating Light: played with an empty soul, it goes into the soul as the combat chain closes",
     "When a player plays Invigorating Light while their hero's soul holds no card, a delayed effect waits in the state's effects ({kind: soul_when_chain_closes, player, source: the card}); when the combat chain closes, the card, if it is still the attack of one of its chain links, goes into its player's hero's soul instead of the graveyard, and the effect ends (it ends too if the card is no longer on the chain). Played while the soul holds a card, nothing waits and it goes to the graveyard as any attack. Going into the soul this way is no charge (FAB-880).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Invigorating Light: \"When you play Invigorating Light, if there are no cards in your hero's soul, put it into your hero's soul when the combat chain closes.\" CR 6.6 (a triggered effect; its condition is checked as it triggers), 6.5 (a delayed triggered effect), 7.7.5 and 7.7.6 (the chain closes, its cards cleared), 3.11.5 (the hero's soul), 8.5.29b (a card moved to the soul otherwise than by charge is not charged), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it is played, as it does Wounded Bull's (FAB-548): no card enters the soul between.")).

%!  invigorating_light_played(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: Invigorating Light with an empty soul leaves its
%   delayed effect (FAB-887).

invigorating_light_played(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, soul_when_chain_closes_if_soul_empty),
          player(S0, Who, P),
          key_value(soul, P, [], []),
          card_id(C, Id),
          add_effect(S0, _{kind:"soul_when_chain_closes", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-887', soul_when_chain_closes_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

%!  chain_closing_soul(+Links0, -Links, +State0, -State)// is det.
%
%   The combat chain closes: the attacks a delayed effect sends to the
%   soul go there (their links keep no attack), and the effects end
%   (FAB-887); effects.pl's close_chain//2 calls it.

chain_closing_soul(Ls0, Ls, S0, S) -->
    { effects(S0, Es0),
      partition([E]>>get_dict(kind, E, "soul_when_chain_closes"), Es0, Waiting, Rest)
    },
    (   { Waiting == [] }
    ->  { Ls = Ls0, S = S0 }
    ;   { S1 = S0.put(effects, Rest) },
        links_to_soul(Ls0, Ls, Waiting, S1, S)
    ).

links_to_soul([], [], _, S, S) --> [].
links_to_soul([L0|Ls0], [L|Ls], Waiting, S0, S) -->
    (   { link_attack(L0, A),
          card_id(A, Id),
          member(E, Waiting), E.source == Id, E.player == L0.controller,
          Who = L0.controller,
          player(S0, Who, P0),
          zone_cards_added(P0, soul, [A], P1),  % position.pl
          set_player(S0, P1, S1),
          L = L0.put(attack, null)
        }
    ->  [ event('FAB-887', put_into_soul_as_chain_closes, _{player:Who, card:Id}) ]
    ;   { L = L0, S1 = S0 }
    ),
    links_to_soul(Ls0, Ls, Waiting, S1, S).

message(event(soul_when_chain_closes_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played while ~w's hero's soul is empty: it will go into the soul when the combat chain closes"-[L, F.player] ].
message(event(put_into_soul_as_chain_closes, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the combat chain closes: ~w goes into ~w's hero's soul"-[L, F.player] ].

                 /*******************************
                 *            BOLTYN            *
                 *******************************/

rule('FAB-888', effect, "Boltyn: charged this turn, his player's attacks have +1 power while defended by an attack action card",
     "A chain link of a player whose hero is Boltyn (his text read, his abilities not lost: Crush Confidence, FAB-624), opened while that player has charged this turn (FAB-880), records it (charged_defended_power: 1): its attack, a card's or a weapon's, has +1 power while an attack action card defends it (a card of the type attack action among its defending cards); the damage counts it then. Opened without a charge this turn, or defended by no attack action card, it has none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Boltyn: \"If you've charged this turn, your attacks get +1{p} while defended by an attack action card.\" CR 1.8.4 and 1.8.4c (a conditional effect; \"while\": it applies as long as its condition holds), 5.4.7 (a static ability with a condition), 8.5.29a (a player who has charged), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the charge as the link opens: no card whose text it reads charges while a link is open (charge is an additional cost of action cards).")).

rule('FAB-889', effect, "Boltyn's attack reaction: a card of his soul banished, target attack with power greater than its base power gains go again",
     "Boltyn's attack reaction (his text read) costs a card of his soul, named in the activate move's banish and banished as it is activated (FAB-756: with an empty soul it cannot be activated), and no resource point. It targets an attack whose power is greater than its base power (the link's power, bonuses and counters counted, against the printed power of the card or weapon), named in the move's target (FAB-622): without one it cannot be activated. As it resolves, the target's chain link, if still a legal target, gets go again (its controller gains an action point as the link resolves, FAB-503); an earlier link has resolved already, so its go again changes nothing. If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Boltyn: \"Attack Reaction - Banish a card from Boltyn's soul: Target attack with {p} greater than its base {p} gains go again.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-cost is paid as it is activated), 3.11.5 (the soul), 1.8.5 (a targeted effect's targets are declared as it is activated), 2.0.2 and 2.0.3 (the base value of a numeric property is the printed one; effects and counters modify the value, not the base), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Boltyn",
               [_{type:"attack reaction", limit:"none", cost:0, effect:"other",
                  go_again:false, destroy_self:false, banish_soul:1}]).

%   Boltyn's attack reaction targets an attack with power greater than
%   its base power (FAB-622's targeting); its go again is FAB-659's
%   reading (target_go_again//5).
targeting(C, ability(0), attack_power_above_base, go_again) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_go_again_to_attack_above_base).

legal_target(S, attack_power_above_base, Id) :-
    chain_open(S),
    Links = S.chain.links,
    last(Links, Last),
    member(L, Links),
    link_attack(L, A),
    (   L == Last -> true ; \+ card_type(A, "weapon") ),   % as attack_on_chain/2 (card_texts_kassai.pl)
    card_prop(A, power, Base),
    integer(Base),
    link_power(L, P),                           % triggers.pl
    P > Base,
    card_id(A, Id).

spec_words(attack_power_above_base, "an attack with power greater than its base power").

%   go_again_target_rule(+S, +SourceId, -Rule): the go again the source's
%   targeted effect gives is Boltyn's (card_texts_benji_blitz.pl's
%   target_go_again//5 cites it).
go_again_target_rule(S, Id, 'FAB-889') :-
    once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
    text_read_name(C, Name),
    card_text_read(Name, ability_go_again_to_attack_above_base).

%!  boltyn_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Player's Boltyn, charged this turn,
%   gives it +1 power while an attack action card defends it (FAB-888);
%   card_texts.pl's attack_text//4 calls it.

boltyn_attack_text(S0, Who, A, S) -->
    attack_again_taken(S0, Who, A, S1),         % FAB-890
    boltyn_power_noted(S1, Who, A, S2),
    hatchet_attack(S2, Who, A, S3),             % FAB-892
    vanguard_power_taken(S3, Who, A, S4),       % FAB-893
    { last_attack_recorded(S4, Who, A, S) }.

boltyn_power_noted(S0, Who, A, S) -->
    (   { player(S0, Who, P),
          text_read_name(P.hero, HName),
          card_text_read(HName, charged_power_defended_by_attack_action(N)),
          \+ hero_abilities_lost(S0, Who),       % card_texts_bravo.pl (FAB-624)
          turn_record(S0, "charged", Who),
          active_link_replaced(S0, L0, L, S),
          L = L0.put(charged_defended_power, N),
          card_id(A, AId)
        }
    ->  [ event('FAB-888', charged_defended_power_noted, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  boltyn_power_bonus(+Link, -Bonus:integer) is det.
%
%   Link records Boltyn's +N (FAB-888) and an attack action card defends
%   it: Bonus is N, else 0; card_texts.pl's text_power_bonus/2 adds it.

boltyn_power_bonus(L, B) :-
    (   get_dict(charged_defended_power, L, N),
        key_value(defending, L, [], Ds),
        member(D, Ds),
        card_type(D, "attack action")
    ->  B = N
    ;   B = 0
    ).

message(event(charged_defended_power_noted, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has charged this turn: ~w has +~d power while an attack action card defends it (Boltyn)"-[F.player, L, F.amount] ].

                 /*******************************
                 *     DUSK PATH PILGRIMAGE     *
                 *******************************/

rule('FAB-890', effect, "Dusk Path Pilgrimage: the next weapon attack may attack an additional time if it hits",
     "When Dusk Path Pilgrimage resolves, its player's next weapon attack this turn gets +3 power (red; +2 yellow, +1 blue: FAB-579's effect) and \"If this hits, you may attack an additional time with this weapon this turn\": an effect waits in the state's effects (next_attack_hit_attack_again, weapon_attack true) until a weapon's attack becomes a chain link, whose link then records it (hit_attack_again: the card that gave it). When that attack hits (deals damage to the defending hero), its player may attack an additional time with that weapon this turn: the state's effects record it ({kind: additional_attack, player, weapon, source}, Dorinthea's permission, FAB-543), which a second activation of the weapon's once-per-turn attack uses up. The permission is the player's to use or not; the additional attack needs an action point as any (FAB-306). Its own go again is the card data's.",
     ruling("Обмеження зазвичай діють один раз за хід, але якщо здатність не має обмеження, ви можете активувати її стільки разів, скільки захочете (за умови, що ви можете сплатити вартість).",
            "Dusk Path Pilgrimage: \"Your next weapon attack this turn gains +3{p} and 'If this hits, you may attack an additional time with this weapon this turn.' Go again\" (+2{p} yellow, +1{p} blue) CR 1.7.3b and 6.2.2 (the effect generated as it resolves, with its duration), 1.4.3 (a weapon's attack is an attack-proxy: a weapon attack), 6.6 and 7.5.5 (the granted ability triggers when the attack hits), 1.0.1a and 5.2.1a (an effect that lets a once-per-turn ability be activated again supersedes its limit), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once as the damage is dealt, as it does Warrior's Valor's (FAB-580).")).

rule('FAB-891', effect, "Push Forward: the next weapon attack gets +N power; after a weapon attack this turn, the next attack has dominate",
     "When Push Forward resolves, its player's next weapon attack this turn gets +3 power (red; +2 yellow, +1 blue: FAB-579's effect); and if that player has attacked with a weapon this turn (a weapon they control whose attack was activated this turn, the state's `activated`, or is on the combat chain), their next attack this turn, a card's or a weapon's, has dominate: Polar Blast's effect ({kind: next_attack_dominate, player, source}, FAB-788), which the next attack to become a chain link uses up (FAB-508: no more than one card from hand defends it). With no weapon attack this turn it gives no dominate. The dominate the card data lists for it is this one; its go again is the card data's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Push Forward: \"Your next weapon attack this turn gains +3{p}. If you have attacked with a weapon this turn, your next attack this turn gains dominate. Go again\" (+2{p} yellow, +1{p} blue) CR 1.7.3b (a resolution ability's effects are generated as it resolves), 1.8.4 and 6.1.3 (a conditional effect: its condition is evaluated as it would be generated), 1.4.3 (a weapon's attack), 8.3.4 (dominate), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The effect Dusk Path Pilgrimage leaves for the next weapon attack
%   (card_texts_rhinar_dorinthea.pl's more_resolution_text//4, FAB-890).
on_hit_effect_kind(hit_attack_again, "next_attack_hit_attack_again").

%!  boltyn_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved for Player: Push Forward's dominate after a weapon
%   attack this turn (FAB-891); card_texts.pl's resolution_text//4
%   calls it.

boltyn_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, weapon_attacked_next_attack_dominate),
          card_id(C, Id)
        }
    ->  (   { weapon_attacked_this_turn(S0, Who) }
        ->  { add_effect(S0, _{kind:"next_attack_dominate", player:Who, source:Id}, S) },
            [ event('FAB-891', weapon_attacked_dominate_made, _{player:Who, card:Id}) ]
        ;   { S = S0 },
            [ event('FAB-891', no_weapon_attack_no_dominate, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

%!  weapon_attacked_this_turn(+State, +Player) is semidet.
%
%   Player has attacked with a weapon this turn: the attack of a weapon
%   they control was activated this turn (`activated`), or is on the
%   combat chain (FAB-891).

weapon_attacked_this_turn(S, Who) :-
    controlled_weapon(S, Who, W),               % card_texts.pl
    card_id(W, WId),
    card_abilities(W, As),
    nth0(I, As, Ab),
    get_dict(effect, Ab, "attack"),
    (   activated_this_turn(S, WId, I)          % rulebook.pl
    ->  true
    ;   attacking_with_ability(S, WId, I)
    ),
    !.

message(event(weapon_attacked_dominate_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves after ~w has attacked with a weapon this turn: ~w's next attack this turn has dominate"-[L, F.player, F.player] ].
message(event(no_weapon_attack_no_dominate, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w has not attacked with a weapon this turn, so no dominate"-[L, F.player] ].

%!  attack_again_taken(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects waiting to give the next
%   weapon attack "If this hits, you may attack an additional time with
%   this weapon this turn" (FAB-890) are used up, and the link records
%   their source.

attack_again_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(attack_again_for(Who, A), Es0, [G|Gs], Rest),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          key_value(source, G, "", Src),
          L = L0.put(hit_attack_again, Src),
          length(Gs, _),
          card_id(A, AId)
        }
    ->  [ event('FAB-890', hit_attack_again_granted, _{player:Who, attack:AId, card:Src}) ]
    ;   { S = S0 }
    ).

attack_again_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_hit_attack_again"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

%!  attack_again_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, a weapon's, of Link hit, and Link records Dusk Path
%   Pilgrimage's text: its player may attack an additional time with it
%   this turn (FAB-890; the additional_attack effect, FAB-543).

attack_again_hit(S0, L, A, S) -->
    (   { get_dict(hit_attack_again, L, Src),
          card_type(A, "weapon"),
          card_id(A, WId),
          Who = L.controller,
          add_effect(S0, _{kind:"additional_attack", player:Who, weapon:WId, source:Src}, S)
        }
    ->  [ event('FAB-890', hit_attack_again_allowed, _{player:Who, weapon:WId, card:Src}) ]
    ;   { S = S0 }
    ).

message(event(hit_attack_again_granted, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains \"If this hits, you may attack an additional time with this weapon this turn\""-[L] ].
message(event(hit_attack_again_allowed, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w hits: ~w may attack an additional time with it this turn"-[W, F.player] ].

                 /*******************************
                 *     HATCHET OF BODY, MIND    *
                 *******************************/

rule('FAB-892', effect, "Hatchet of Body, Hatchet of Mind: attacking right after the other, +1 power until end of turn",
     "When Hatchet of Body attacks (its chain link opens) and the last attack this turn before it was Hatchet of Mind's, it gains +1 power until the end of the turn: an effect in the state's effects ({kind: weapon_power, player, weapon, amount: 1, source: the hatchet}, Romping Club's reading, FAB-555) that this link counts at once and every later attack of it this turn too; Hatchet of Mind the same, after Hatchet of Body. The last attack is the attack of the chain link before (a card's or a weapon's), or, on a chain's first link, the turn's record: each time a chain link of a player who controls a Hatchet of Body or Mind opens, the state's effects record its attack as that player's last attack this turn ({kind: last_attack, player, source, name}, one at a time). A position given in the middle of a turn says so in its effects, else no attack came before. After an attack of any other name, or as the turn's first attack, it gains nothing. Their attacks (once per turn, 1 resource point) are the card data's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Hatchet of Body: \"Once per Turn Action - {r}: Attack. Whenever you attack with Hatchet of Body, if Hatchet of Mind was the last attack this turn, Hatchet of Body gains +1{p} until end of turn.\" (Hatchet of Mind: the same, after Hatchet of Body) CR 6.6 (a triggered effect; its condition is checked as it triggers), 7.2.3 (the attack becomes a chain link: it attacks), 1.4.3a (a weapon's attack-proxy: the weapon attacks), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Flock of the Feather Walkers' (FAB-553).")).

%!  hatchet_attack(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: a hatchet whose pair was the last
%   attack this turn gains +N power until end of turn (FAB-892).

hatchet_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_after(Before, N)),
          last_attack_name(S0, Who, Before),
          card_id(A, WId),
          add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:WId}, S1),
          attacking_link_power(S1, WId, N, S)     % card_texts.pl
        }
    ->  [ event('FAB-892', attack_after_gains, _{player:Who, weapon:WId, amount:N, last:Before}) ]
    ;   { S = S0 }
    ).

%   last_attack_name(+S, +Who, ?Name): the last attack this turn before
%   the active chain link's is named Name: the link before it, or, with
%   none, the turn's record (FAB-892).
last_attack_name(S, _, Name) :-
    Links = S.chain.links,
    append(_, [Prev, _], Links),
    !,
    link_attack(Prev, PA),
    get_dict(name, PA, Name).
last_attack_name(S, Who, Name) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "last_attack"),
    get_dict(player, E, W), W == Who,
    get_dict(name, E, Name),
    !.

%   last_attack_recorded(+S0, +Who, +Attack, -S): Who controls a card
%   whose text reads the last attack this turn: Attack is it now.
last_attack_recorded(S0, Who, A, S) :-
    (   reads_last_attack(S0, Who),
        get_dict(name, A, Name),
        card_id(A, AId)
    ->  effects(S0, Es0),
        exclude(last_attack_of(Who), Es0, Es1),
        append(Es1, [_{kind:"last_attack", player:Who, source:AId, name:Name}], Es),
        S = S0.put(effects, Es)
    ;   S = S0
    ).

reads_last_attack(S, Who) :-
    controlled_weapon(S, Who, W),               % card_texts.pl
    text_read_name(W, Name),
    card_text_read(Name, attack_after(_, _)),
    !.

last_attack_of(Who, E) :-
    get_dict(kind, E, "last_attack"),
    get_dict(player, E, W), W == Who.

message(event(attack_after_gains, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w attacks and ~w was the last attack this turn: it gains +~d power until end of turn"-[W, F.last, F.amount] ].

                 /*******************************
                 *       V OF THE VANGUARD      *
                 *******************************/

rule('FAB-893', effect, "V of the Vanguard: charged any number of times, the chain's attacks get +1 power for each Light card charged",
     "V of the Vanguard's charge (FAB-880) takes any number of cards from its player's hand (the play move's discard names them: none, one or more), each a card the position shows: whether it is a Light card decides the power, so an unknown card is named in the position first (FAB-106). As it is played, an effect lasts the combat chain ({kind: chain_attacks_power, player, amount: the Light cards charged, source, lasts: combat_chain}, none with no Light card charged): every chain link of that player that opens on this combat chain, V of the Vanguard's own first, counts +amount power; it ends as the chain closes. A card charged that is not a Light card charges all the same (the turn records a charge) and gives nothing.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "V of the Vanguard: \"Boltyn Specialization. As an additional cost to play V of the Vanguard, you may charge your hero's soul any number of times. Attacks on this combat chain gain +1{p} for each Light card charged this way.\" CR 5.4.4a (an optional additional cost), 8.5.29 and 8.5.29a (charge), 2.11 (Light is a talent, a supertype), 6.2.2 (a continuous effect with its duration), 7.7 (the combat chain closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the effect as the card is played, counting the cards the move charges, and gives the power to each attack as its link opens (the earlier links' attacks have dealt their damage).")).

%   vanguard_played(+S0, +Who, +Card, +Charged, -S)//: V of the Vanguard
%   played charging Charged: the chain's attacks get +1 for each Light
%   card (FAB-893).
vanguard_played(S0, Who, C, Ds, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, chain_attacks_power_per_light_charged),
          player(S0, Who, P),
          findall(D, ( member(D, Ds), card_in(P, soul, D, DC), light_card(DC) ), Lights),   % card_texts_prism.pl
          length(Lights, N),
          N > 0,
          card_id(C, Id),
          add_effect(S0, _{kind:"chain_attacks_power", player:Who, amount:N, source:Id, lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-893', chain_attacks_power_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

%   vanguard_power_taken(+S0, +Who, +Attack, -S)//: Attack's link opened
%   on a chain whose attacks V of the Vanguard gave power (FAB-893).
vanguard_power_taken(S0, Who, A, S) -->
    (   { effects(S0, Es),
          aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "chain_attacks_power"),
                                  get_dict(player, E, W), W == Who, get_dict(amount, E, N) ), B),
          B > 0,
          card_id(A, AId),
          attacking_link_power(S0, AId, B, S)   % card_texts.pl
        }
    ->  [ event('FAB-893', chain_attacks_power_applied, _{player:Who, attack:AId, amount:B}) ]
    ;   { S = S0 }
    ).

message(event(chain_attacks_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is played charging ~d Light card(s): ~w's attacks on this combat chain get +~d power"-[L, F.amount, F.player, F.amount] ].
message(event(chain_attacks_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: V of the Vanguard's charge"-[L, F.amount] ].
