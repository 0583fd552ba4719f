/*  Flesh and Blood: the texts of the Benji Blitz Deck's cards.

    Part of game.pl, included after card_texts_katsu_bravo.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Salt the Wound's power for each attack that has hit this combat
      chain (FAB-655);
    - Soulbead Strike's go again when it hits (FAB-656);
    - Spring Load's power when it attacks from an empty hand (FAB-657);
    - Feisty Locals' power while an action card defends it (FAB-658);
    - Fleet Foot Sandals' target, an attack with 1 or less base power,
      and its go again (FAB-659; the target rule is FAB-622's);
    - Plunge's power for the next dagger attack when it hits (FAB-660);
    - Benji, the Piercing Wind: no card from hand defends its player's
      attack action cards with 2 or less power (FAB-661), and the first
      hit of an attack action card each turn gives the next attack +1
      power (FAB-662);
    - Silken Gi: the next attack action card costs 1 less and has -1
      power (FAB-663);
    - Bleed Out's cost, less by the damage its player's daggers dealt
      this combat chain (FAB-664);
    - Short and Sharp's two modes, a target dagger attack or a target
      attack action card with 2 or less base power, the target named in
      the move (FAB-665; the target rule is FAB-622's);
    - Twin Twisters' mode, asked as it is played (the mode choice, a mode
      move: FAB-666, FAB-667);
    - Recoil's combo: its hit makes the defending player put a card from
      hand on top of their deck (the hit_hand_to_top choice, a put move:
      FAB-668, FAB-669).

    The deck's other cards (Back Heel Kick, Mask of Shifting
    Perspectives) are not read here:
    their text stays an assumption of the answers, or makes them unknown
    (FAB-119).
*/

:- discontiguous card_text_read/2, legal_target/3, spec_words/2, message//1, broken/4, moot/3, carried_for/2,
   ability_reading/1, ability_reading_resolved//5, effect//4, choice_candidate/3, choice_action/2, choice_phase/2,
   pending_problem/4, choice_words//1, text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       power_per_hit_this_chain(N)     Salt the Wound: "This gets +1{p}
%                               for each attack that has hit this combat
%                               chain." (FAB-655)
%       go_again_on_hit         Soulbead Strike: "When this hits, it gets
%                               go again." (FAB-656)
%       power_attacking_from_empty_hand(Amounts)   Spring Load: "When this
%                               attacks, if you have no cards in hand, it
%                               gains +3{p}" (+2 yellow, +1 blue; FAB-657)
%       power_defended_by_action_card(N)   Feisty Locals: "If this is
%                               defended by an action card, this gets
%                               +2{p}." (FAB-658)
%       target_gains_power(ability(0), attack_base_power_at_most(1), go_again)
%                               Fleet Foot Sandals: "Attack Reaction -
%                               Destroy Fleet Foot Sandals: Target attack
%                               with 1 or less base {p} gains go again."
%                               (FAB-659; card_texts_katsu_bravo.pl's
%                               targets, FAB-622)
%       hero_shields_small_attacks(Max), first_hit_next_attack_power(N)
%                               Benji, the Piercing Wind: "Your attack
%                               action cards with 2 or less {p} can't be
%                               defended by cards from hand. The first
%                               time an attack action card you control
%                               hits each turn, your next attack gains
%                               +1{p}." (FAB-661, FAB-662)
%       ability_next_attack_action_card_costs_less_power(N, P)   Silken
%                               Gi: "Instant - Destroy Silken Gi: The next
%                               attack action card you play this turn has
%                               -1{p} and costs {r} less to play." (FAB-663)
%       costs_less_per_dagger_damage   Bleed Out: "Bleed Out costs X
%                               resource points less to play, where X is
%                               the total damage you've dealt with daggers
%                               this combat chain." (FAB-664; its go
%                               again is the keyword's)
%       hit_next_subtype_attack_power(Subtype, N)   Plunge: "When this
%                               hits, your next dagger attack this turn
%                               gains +1{p}." (FAB-660; its go again is
%                               the keyword's)
%       target_gains_power(play, dagger_or_attack_action_card_base_power_at_most(2), per_pitch(Ns))
%                               Short and Sharp: "Choose 1; - Target
%                               dagger attack gains +3{p}. - Target attack
%                               action card with 2 or less base {p} gains
%                               +3{p}." (+2 yellow, +1 blue; FAB-665)
%       choose_mode(hit_next_attack_power(N), power(N))   Twin Twisters:
%                               "Choose 1: - Twin Twisters gains 'When
%                               this hits, your next attack this combat
%                               chain gains +1{p}.' - Twin Twisters gains
%                               +1{p}." (FAB-666)
%       combo_hit_hand_to_top(Name)   Recoil: "Combo - If Head Jab was the
%                               last attack this combat chain, this has
%                               'When this hits a hero, they put a card
%                               from their hand on top of their deck.'"
%                               (FAB-668)

card_text_read("Salt the Wound", power_per_hit_this_chain(1)).
card_text_read("Soulbead Strike", go_again_on_hit).
card_text_read("Spring Load", power_attacking_from_empty_hand([3, 2, 1])).
card_text_read("Feisty Locals", power_defended_by_action_card(2)).
card_text_read("Benji, the Piercing Wind", hero_shields_small_attacks(2)).
card_text_read("Benji, the Piercing Wind", first_hit_next_attack_power(1)).
card_text_read("Silken Gi", ability_next_attack_action_card_costs_less_power(1, -1)).
card_text_read("Bleed Out", costs_less_per_dagger_damage).
card_text_read("Plunge", hit_next_subtype_attack_power("Dagger", 1)).
card_text_read("Fleet Foot Sandals", target_gains_power(ability(0), attack_base_power_at_most(1), go_again)).

                 /*******************************
                 *         SALT THE WOUND       *
                 *******************************/

rule('FAB-655', effect, "Salt the Wound: +1 power for each attack that has hit this combat chain",
     "Salt the Wound gains +1 power for each chain link before its own whose attack hit (dealt damage to the defending hero in the damage step: the link's damage is more than 0): the link's power_bonus counts it as the link opens. As the chain's first link, or after links none of which hit, it gains nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Salt the Wound: \"This gets +1{p} for each attack that has hit this combat chain.\" CR 5.4.7 (a static ability applies while its source is where it functions), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step; damage prevented in full is no hit, 7.5.5b), 7.2.3 (an attack becomes a new chain link; the links before it stay on the chain until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The hits counted are those of the links before Salt the Wound's, as its link opens: no other attack can hit while its link is the active one, and its own hit comes only once its power has dealt its damage, as for Fluster Fist (FAB-591).")).

%!  hits_this_chain(+State, +Attack, -Hits:integer) is det.
%
%   Hits is the number of chain links of State's combat chain, other than
%   Attack's own, whose attack hit (FAB-655).

hits_this_chain(S, A, Hits) :-
    card_id(A, AId),
    aggregate_all(count,
                  ( member(L, S.chain.links),
                    \+ ( link_attack(L, A1), card_id(A1, Id1), Id1 == AId ),
                    link_hit(L) ),              % card_texts_katsu_bravo.pl
                  Hits).

%!  benji_blitz_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain: the
%   power its text read here gives it (FAB-655, FAB-657).

benji_blitz_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, power_per_hit_this_chain(K)),
          hits_this_chain(S0, A, Hits),
          N is K * Hits
        }
    ->  link_power_gained(S0, Who, A, 'FAB-655', salt_the_wound_power, _{hits:Hits}, N, S)
    ;   { text_read_name(A, Name),
          card_text_read(Name, power_attacking_from_empty_hand(Amounts)),
          card_prop(A, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          player(S0, Who, P),
          key_value(hand, P, [], [])
        }
    ->  link_power_gained(S0, Who, A, 'FAB-657', spring_load_power, _{}, N, S)
    ;   { chosen_mode(S0, A, 2),
          text_read_name(A, Name),
          card_text_read(Name, choose_mode(_, power(N)))
        }
    ->  link_power_gained(S0, Who, A, 'FAB-666', mode_power, _{}, N, S)
    ;   { S = S0 }
    ).

%   link_power_gained(+S0, +Player, +Attack, +Rule, +Kind, +Fields, +N, -S)//:
%   the active chain link (Attack's) counts N more power in its
%   power_bonus; an event of Kind under Rule says so.
link_power_gained(S0, Who, A, Rule, Kind, Fields, N, S) -->
    { active_link_replaced(S0, L0, L, S1),
      key_value(power_bonus, L0, 0, B0),
      B is B0 + N,
      (   N =\= 0 -> L = L0.put(power_bonus, B) ; L = L0 ),
      S = S1,
      card_id(A, AId)
    },
    [ event(Rule, Kind, Fields.put(_{player:Who, attack:AId, power:N})) ].

message(event(salt_the_wound_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    (   { F.hits =:= 0 }
    ->  [ "~w gains no power: no attack has hit this combat chain"-[L] ]
    ;   [ "~w gains +~d power: ~d attack(s) have hit this combat chain"-[L, F.power, F.hits] ]
    ).

                 /*******************************
                 *        SOULBEAD STRIKE       *
                 *******************************/

rule('FAB-656', effect, "Soulbead Strike: go again when it hits",
     "When Soulbead Strike hits (deals damage to the defending hero in the damage step), its chain link gets go again: it gives its controller an action point as the link resolves (FAB-503). An attack that deals no damage gets none (the go again the card data lists for it is this one).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Soulbead Strike: \"When this hits, it gets go again.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.3.5 (go again: as the chain link resolves its controller gains an action point), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Whelming Gustwave's draw (FAB-593); the link resolves only after the damage step, so the go again is there when it does.")).

%!  benji_blitz_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: what its text read here does
%   then (FAB-656, FAB-660, FAB-666, FAB-662, FAB-668).

benji_blitz_hit_text(S0, L, A, S) -->
    attack_hit_text(S0, L, A, S1),
    benji_hit_text(S1, L, A, S1m),
    mistblade_hit_text(S1m, L, A, S2),          % card_texts_nuu.pl (FAB-1097)
    recoil_hit(S2, L, A, S).                    % FAB-668: it may leave a choice

attack_hit_text(S0, L, A, S) -->
    (   { chosen_mode(S0, A, 1),
          text_read_name(A, Name),
          card_text_read(Name, choose_mode(hit_next_attack_power(N), _)),
          card_id(A, AId),
          add_effect(S0, _{kind:"next_attack_power", player:L.controller, amount:N, source:AId,
                           lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-666', mode_hit_effect_made, _{player:L.controller, card:AId, amount:N}) ]
    ;   { text_read_name(A, Name),
          card_text_read(Name, hit_next_subtype_attack_power(Subtype, N)),
          card_id(A, AId)
        }
    ->  { add_effect(S0, _{kind:"next_attack_power", player:L.controller, amount:N, source:AId,
                           subtype:Subtype}, S) },
        [ event('FAB-660', subtype_attack_effect_made, _{player:L.controller, card:AId, subtype:Subtype, amount:N}) ]
    ;   { text_read_name(A, Name),
          card_text_read(Name, go_again_on_hit),
          active_link_replaced(S0, L0, L1, S),
          \+ get_dict(go_again, L0, true),
          L1 = L0.put(go_again, true),
          card_id(A, AId)
        }
    ->  [ event('FAB-656', hit_go_again, _{player:L.controller, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(hit_go_again, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it gets go again"-[L] ].

                 /*******************************
                 *          SPRING LOAD         *
                 *******************************/

rule('FAB-657', effect, "Spring Load: +N power when it attacks while its player has no cards in hand",
     "When Spring Load becomes a chain link (it attacks) while its controller has no cards in hand, it gains +3 power (red), +2 (yellow) or +1 (blue): the link's power_bonus counts it. With a card in hand then, it gains nothing, whatever the hand holds later.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Spring Load: \"When this attacks, if you have no cards in hand, it gains +3{p}.\" (+2{p} yellow, +1{p} blue) CR 7.2.3 (the attack becomes a chain link in the Attack Step: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers), 3.9 (the hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Scar for a Scar's (FAB-594): no card can be drawn in between.")).

message(event(spring_load_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks while ~w has no cards in hand: it gains +~d power"-[L, F.player, F.power] ].

                 /*******************************
                 *         FEISTY LOCALS        *
                 *******************************/

rule('FAB-658', effect, "Feisty Locals: +2 power while an action card defends it",
     "While a card of type action or attack action defends Feisty Locals (on its chain link), it has +2 power: the damage it deals counts it. Defended only by other cards (a defense reaction, equipment, an instant), or not at all, it has its printed power.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Feisty Locals: \"If this is defended by an action card, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 7.3 (the Defend Step: cards defend the attack on its chain link), 1.3.2 (card types: an action card is a card of type action), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  benji_blitz_power_bonus(+Link, -Bonus:integer) is det.
%
%   What the text of Link's attack read here adds to its power now
%   (FAB-658).

benji_blitz_power_bonus(L, B) :-
    (   link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, power_defended_by_action_card(N)),
        defended_by_action_card(L)
    ->  B = N
    ;   B = 0
    ).

%   One of Link's defending cards is an action card.
defended_by_action_card(L) :-
    key_value(defending, L, [], Ds),
    member(D, Ds),
    card_type(D, T),
    memberchk(T, ["action", "attack action"]),
    !.

%!  benji_blitz_power_applied(+Link, +Bonus:integer)// is det.
%
%   As Link's damage is dealt with Bonus power from the text of its
%   attack read here (benji_blitz_power_bonus/2), an event says so
%   (FAB-658).

benji_blitz_power_applied(L, B) -->
    (   { B > 0, link_attack(L, A), card_id(A, AId) }
    ->  [ event('FAB-658', defended_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
    ;   []
    ).

message(event(defended_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: an action card defends it"-[L, F.amount] ].

                 /*******************************
                 *      FLEET FOOT SANDALS      *
                 *******************************/

rule('FAB-659', effect, "Fleet Foot Sandals: target attack with 1 or less base power gains go again",
     "Fleet Foot Sandals' attack reaction (its cost: destroy it, FAB-404) targets an attack with 1 or less base power (its printed power: a card's or a weapon's, counters and effects apart): the attack of a chain link (the active one or an earlier one), named in the move's target (FAB-622). A defending card is no attack, and an attack with 2 or more base power is no legal target: without one it cannot be activated. As the ability resolves, the target's chain link gets go again (its controller gains an action point as the link resolves, FAB-503); an earlier link has resolved already, so its go again changes nothing. If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Fleet Foot Sandals: \"Attack Reaction - Destroy Fleet Foot Sandals: Target attack with 1 or less base {p} gains go again.\" CR 1.4.1 and 1.4.2 (an attack is an object on the stack or the combat chain that represents an act of combat: an attack-card is attacking on the combat chain; 1.4.3a: a weapon's attack-proxy inherits its source's properties), 2.0.2 and 2.0.3 (the base value of a numeric property is the printed one; effects and counters modify the value, not the base), 1.8.5 (a targeted effect's targets are declared as the ability is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, attack_base_power_at_most(Max), Id) :-
    chain_open(S),
    member(L, S.chain.links),
    link_attack(L, A),
    card_prop(A, power, P),
    integer(P),
    P =< Max,
    card_id(A, Id).

spec_words(attack_base_power_at_most(Max), W) :-
    format(string(W), "an attack with ~d or less base power", [Max]).

%!  target_go_again(+State0, +Player, +Source, +Target, -State)// is det.
%
%   Source's targeted effect resolves: the chain link whose attack is
%   Target gets go again (FAB-659).

target_go_again(S0, Who, Id, T, S) -->
    target_go_again(S0, Who, Id, T, 'FAB-622', S).

%   target_go_again(+S0, +Who, +Id, +T, +Cited, -S)//: as
%   target_go_again//5, the event citing the card's own reading (Cited,
%   card_texts_katsu_bravo.pl's targeted_rule/2) where it has one.
target_go_again(S0, Who, Id, T, Cited, S) -->
    { Chain0 = S0.chain,
      nth0(K, Chain0.links, L0, Rest),
      link_attack(L0, A), card_id(A, AId), AId == T,
      !,
      nth0(K, Links, L0.put(go_again, true), Rest),
      S = S0.put(chain, Chain0.put(links, Links)),
      go_again_cited(S0, Id, Cited, Rule)
    },
    [ event(Rule, target_gains_go_again, _{player:Who, card:Id, target:T}) ].
target_go_again(S0, Who, Id, T, Cited, S0) -->   % a defending card's go again changes nothing (Slither, FAB-1092)
    { go_again_cited(S0, Id, Cited, Rule) },
    [ event(Rule, target_gains_go_again_idle, _{player:Who, card:Id, target:T}) ].

go_again_cited(S0, Id, Cited, Rule) :-
    (   go_again_target_rule(S0, Id, Rule0) -> Rule = Rule0     % card_texts_boltyn.pl (FAB-889)
    ;   Cited \== 'FAB-622' -> Rule = Cited
    ;   Rule = 'FAB-659'
    ).

message(event(target_gains_go_again, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gains go again"-[L, T] ].
message(event(target_gains_go_again_idle, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gains go again (it does not attack on a chain link: nothing changes)"-[L, T] ].

                 /*******************************
                 *             PLUNGE           *
                 *******************************/

rule('FAB-660', effect, "Plunge: when it hits, the next dagger attack this turn gets +1 power",
     "When Plunge hits (deals damage to the defending hero in the damage step), an effect waits in the state's effects for its controller's next dagger attack this turn (kind next_attack_power, amount 1, subtype Dagger): as an attack whose card or weapon has the subtype Dagger (Harmonized Kodachi's, say) becomes a chain link, it gets +1 power (FAB-505); an attack of no dagger leaves it waiting, and it ends with the turn (FAB-115). A Plunge that deals no damage makes none. Its go again is the keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Plunge: \"When this hits, your next dagger attack this turn gains +1{p}. Go again\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 1.8.10 (your next attack: the next that comes under the player's control), 1.4.3a (a weapon's attack-proxy inherits its source's properties, its subtype Dagger among them), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Whelming Gustwave's draw (FAB-593).")).

%!  subtype_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   The next-attack Effect applies to Attack as far as its subtype goes:
%   it names none, or Attack's card (or weapon) has that subtype
%   (FAB-660).

subtype_effect_fits_attack(E, A) :-
    (   get_dict(subtype, E, Subtype)
    ->  card_prop(A, subtypes, Ss),
        is_list(Ss),
        memberchk(Subtype, Ss)
    ;   true
    ).

message(event(subtype_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), string_lower(F.subtype, Sub) },
    [ "~w hits: ~w's next ~w attack this turn gets +~d power"-[L, F.player, Sub, F.amount] ].

                 /*******************************
                 *    BENJI, THE PIERCING WIND  *
                 *******************************/

rule('FAB-661', constraint, "Benji: no card from hand defends his attack action cards with 2 or less power",
     "While a player's hero is Benji, the Piercing Wind (its text read, and not lost to Crush Confidence, FAB-624), an attack action card that player controls, attacking with 2 or less power (its power now, effects counted, FAB-503), cannot be defended by cards from hand: a defend move declaring a card from the defending player's hand breaks this rule (equipment may defend), and so does playing a defense reaction from hand on that chain link; one from the arsenal may be played. A defense reaction from hand that resolves while the attack has 2 or less power (its power fell after it was played) fails to resolve and goes to its owner's graveyard. A weapon's attack, or an attack action card with 3 or more power, may be defended as usual.",
     ruling("", "Benji, the Piercing Wind: \"Your attack action cards with 2 or less {p} can't be defended by cards from hand.\" (its first printing: \"Attack action cards you control with 2 or less {p} can't be defended by cards from hand.\") CR 7.3.2 (defending cards are declared in the Defend Step), 7.4.2c (a defense reaction card cannot be played if an effect would prevent the player from defending with that card), 7.4.2d and 5.3.2c (a defense reaction that cannot become a defending card fails to resolve), 1.7.4 (a hero's static ability is functional in the arena), 2.0 (power: its value now), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The CR's own example of such a restriction is dominate's (8.3.4a, 8.3.4b), which rulecheck reads the same way (FAB-508): a card from hand is every defending card but equipment and a defense reaction played from the arsenal.")).

%!  benji_shielded(+State, +Link, -Attack) is semidet.
%
%   Link's attack, Attack, is an attack action card of a player whose
%   hero is Benji (text read, abilities not lost) with 2 or less power
%   now: no card from hand may defend it (FAB-661).

benji_shielded(S, L, A) :-
    link_attack(L, A),
    card_type(A, "attack action"),
    Who = L.controller,
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, hero_shields_small_attacks(Max)),
    \+ hero_abilities_lost(S, Who),            % card_texts_bravo.pl (FAB-624)
    link_power(L, Power),                       % triggers.pl
    Power =< Max.

broken('FAB-661', S, M, benji_shields(A, Hand)) :-
    get_dict(action, M, "defend"),
    active_link(S, L),
    benji_shielded(S, L, A),
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    declared_cards(P, Ids, Hand, _),            % keywords_attack.pl
    Hand = [_|_].
broken('FAB-661', S, M, benji_shields_reaction(A, C)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "hand"),
    active_link(S, L),
    benji_shielded(S, L, A),
    player(S, M.player, P),
    card_in(P, hand, M.card, C),
    card_type(C, "defense reaction").

moot('FAB-661', S, _) :-
    \+ ( active_link(S, L), benji_shielded(S, L, _) ).

%!  benji_refuses(+State, +Card, +From, -Attack) is semidet.
%
%   Card, a defense reaction played from From (a hand, not the arsenal),
%   about to resolve, cannot become a defending card: the active chain
%   link's Attack is shielded by Benji (FAB-661; CR 7.4.2d, 5.3.2c).

benji_refuses(S, C, From, A) :-
    From \== "arsenal",
    card_type(C, "defense reaction"),
    active_link(S, L),
    benji_shielded(S, L, A).

message(benji_shields(A, Hand)) -->
    { card_label(A, L) },
    [ "~w is an attack action card with 2 or less power and its player's hero is Benji: no card from hand may defend it, but these would: "-[L] ],
    cards_words(Hand, plain).
message(benji_shields_reaction(A, C)) -->
    { card_label(A, L), card_label(C, CL) },
    [ "~w is an attack action card with 2 or less power and its player's hero is Benji: no card from hand may defend it, so ~w cannot be played from hand on this chain link (CR 7.4.2c)"-[L, CL] ].
message(event(benji_reaction_fails, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w fails to resolve and goes to ~w's graveyard: ~w has 2 or less power and its player's hero is Benji, so no card from hand may defend it (CR 7.4.2d)"-[L, F.player, AL] ].

rule('FAB-662', effect, "Benji: the first hit of an attack action card each turn gives the next attack +1 power",
     "The first time in a turn an attack action card controlled by a player whose hero is Benji, the Piercing Wind (its text read, not lost to Crush Confidence) hits (deals damage to the defending hero), an effect waits for that player's next attack: +1 power as it becomes a chain link (kind next_attack_power, amount 1, lasts until_used: it stays as turns end until an attack of theirs uses it), and the trigger is recorded as used for the turn ({kind: first_hit_used, player, source}); a position given in the middle of a turn says so in its effects, else none is used. A weapon's hit, or a later hit that turn, triggers nothing.",
     ruling("", "Benji, the Piercing Wind: \"The first time an attack action card you control hits each turn, your next attack gains +1{p}.\" (its first printing: \"Once per Turn Effect - When an attack action card you control hits, your next attack this turn gains +1{p}.\") CR 6.6 (a triggered effect), 7.5.5 (an attack hits when it deals damage to the attack-target), 1.8.10 (\"your next attack\": the next that comes under the player's control; the effect applies then), 4.4.4 (only effects that last until end of turn or this turn end as the turn ends), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the card data's printing, which names no end: the +1 waits for the next attack, this turn or a later one. The triggered-layer resolves at once, as the damage is dealt, as Katsu's does (FAB-566); with another effect of the same hit (Plunge's, Soulbead Strike's) both orders end in the same position.")).

%!  benji_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if it is an attack action card
%   of a player whose hero is Benji, the first such hit this turn, the
%   next attack of that player's gets +1 power (FAB-662).

benji_hit_text(S0, L, A, S) -->
    (   { card_type(A, "attack action"),
          Who = L.controller,
          player(S0, Who, P),
          Hero = P.hero,
          text_read_name(Hero, Name),
          card_text_read(Name, first_hit_next_attack_power(N)),
          \+ hero_abilities_lost(S0, Who),       % card_texts_bravo.pl (FAB-624)
          \+ first_hit_used(S0, Who),
          card_id(Hero, HId), card_id(A, AId),
          add_effect(S0, _{kind:"first_hit_used", player:Who, source:HId}, S1),
          add_effect(S1, _{kind:"next_attack_power", player:Who, amount:N, source:HId, lasts:"until_used"}, S)
        }
    ->  [ event('FAB-662', first_hit_power_made, _{player:Who, attack:AId, by:HId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  first_hit_used(+State, +Player) is semidet.
%
%   Player's Benji triggered this turn (FAB-662).

first_hit_used(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "first_hit_used"),
    get_dict(player, E, W), W == Who,
    !.

%   As a turn ends, an effect that lasts until used stays (FAB-662).
carried_for(_, E) :-
    get_dict(lasts, E, "until_used").

%   kept_effects_noted(+Effects)//: as the turn ends, the effects that
%   last until used stay, each its player's (FAB-662).
kept_effects_noted([]) --> [].
kept_effects_noted([E|Es]) -->
    [ event('FAB-662', effect_kept, _{player:E.player, kind:E.kind, amount:E.get(amount, 0)}) ],
    kept_effects_noted(Es).

message(event(effect_kept, F, _)) -->
    [ "the effect giving ~w's next attack +~d power stays as the turn ends: it waits until an attack of ~w's uses it"-[F.player, F.amount, F.player] ].

message(event(first_hit_power_made, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.by, B) },
    [ "~w hits, the first hit of an attack action card of ~w's this turn: ~w gives ~w's next attack +~d power"-[A, F.player, B, F.player, F.amount] ].

                 /*******************************
                 *           SILKEN GI          *
                 *******************************/

rule('FAB-663', effect, "Silken Gi: the next attack action card costs 1 less and has -1 power",
     "Silken Gi's instant ability (its cost: destroy it, FAB-404) resolves into two effects on its player's next attack action card this turn: it costs 1 resource point less to play (kind next_attack_action_card_costs_less, amount 1, as Heartened Cross Strap's, FAB-618: never below 0, used up as it is played), and it has -1 power (kind next_attack_power, amount -1, attack_action_card true), counted as it becomes a chain link (FAB-505; a power is never below 0). A non-attack action, an instant or a weapon's attack leaves them waiting; they end with the turn.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Silken Gi: \"Instant - Destroy Silken Gi: The next attack action card you play this turn has -1{p} and costs {r} less to play.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.6a (the asset-cost is calculated: effects that reduce it apply, never below zero), 2.0.3c (a numeric property is never below zero), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_next_attack_action_card_costs_less_power(_, _)).

ability_reading_resolved(ability_next_attack_action_card_costs_less_power(N, P), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_attack_action_card_costs_less", player:Who, amount:N, source:Id}, S1),
      add_effect(S1, _{kind:"next_attack_power", player:Who, amount:P, source:Id, attack_action_card:true}, S)
    },
    [ event('FAB-663', cost_and_power_effects_made, _{player:Who, card:Id, amount:N, power:P}) ].

%!  negative_card_power_effect(+Effect:dict) is semidet.
%
%   Effect gives the next attack action card less power (Silken Gi's,
%   FAB-663): a negative next_attack_power a state may hold (FAB-115).

negative_card_power_effect(E) :-
    get_dict(kind, E, "next_attack_power"),
    get_dict(attack_action_card, E, true),
    get_dict(amount, E, N),
    integer(N),
    N < 0.

message(event(cost_and_power_effects_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next attack action card ~w plays this turn costs ~d less and has ~d power"-[L, F.player, F.amount, F.power] ].

                 /*******************************
                 *           BLEED OUT          *
                 *******************************/

rule('FAB-664', effect, "Bleed Out costs 1 less for each damage its player's daggers dealt this combat chain",
     "Bleed Out costs X resource points less to play (never less than 0, FAB-302 and FAB-303 count the cost so reduced), X the damage the chain links of the open combat chain whose attack its player controls and is a dagger's (a weapon or card with the subtype Dagger: Harmonized Kodachi's) dealt (each link's damage). With no chain open, or no dagger attack that dealt damage, it costs its printed 2. Damage a dagger deals other than as an attack is not recorded in a position: rulecheck counts none, so the cost it reads is never less than the one the table has, and it never answers legal a Bleed Out the table could not pay.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Bleed Out: \"Bleed Out costs X resource points less to play, where X is the total damage you've dealt with daggers this combat chain. Go again\" CR 5.1.6a (the asset-cost is calculated: effects that reduce it apply, never below zero), 1.4.3a (a weapon's attack-proxy inherits its source's properties: its damage is dealt with the dagger), 7.5.5 (combat damage in the damage step), 7.0.3 (the combat chain: its links stay until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_cost_reduction(+State, +Player:dict, +Card, -Reduction:integer) is det.
%
%   The resource points Card's own text read here takes off its cost for
%   Player in State: Bleed Out's dagger damage this combat chain
%   (FAB-664); 0 for any other card.

text_cost_reduction(S, P, C, R) :-
    (   text_read_name(C, Name),
        card_text_read(Name, costs_less_per_dagger_damage)
    ->  dagger_damage_this_chain(S, P.name, R)
    ;   text_read_name(C, Name),
        card_text_read(Name, costs_less_after_a_draw(N))   % card_texts_kassai.pl (Rising Energy, FAB-824)
    ->  (   drew_this_turn(S, P.name) -> R = N ; R = 0 )
    ;   fang_cost_reduction(S, P, C, R0)         % card_texts_fang.pl (Dynastic Dedication, FAB-1032)
    ->  R = R0
    ;   web_cost_reduction(S, P, C, R0)          % card_texts_web.pl (Stains of the Redback, FAB-1204)
    ->  R = R0
    ;   R = 0
    ).

%!  dagger_damage_this_chain(+State, +Player, -Damage:integer) is det.
%
%   The damage the dagger attacks Player controls on State's open combat
%   chain dealt (FAB-664).

dagger_damage_this_chain(S, Who, D) :-
    (   chain_open(S)
    ->  aggregate_all(sum(N),
                      ( member(L, S.chain.links),
                        key_value(controller, L, S.turn_player, W), W == Who,
                        link_attack(L, A),
                        card_prop(A, subtypes, Ss), is_list(Ss), memberchk("Dagger", Ss),
                        get_dict(damage, L, N), integer(N) ),
                      D0),
        aggregate_all(sum(N), ( effects(S, Es), member(E, Es),   % Hurl's (card_texts_singles.pl, FAB-972)
                                get_dict(kind, E, "dagger_damage"), get_dict(player, E, W), W == Who,
                                get_dict(amount, E, N) ), D1),
        D is D0 + D1
    ;   D = 0
    ).

%!  benji_blitz_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an event says what its text read here took off
%   its cost (FAB-664), and the mode its text has its player choose waits
%   (FAB-666).

benji_blitz_played_text(S0, Who, C, S) -->
    bleed_out_played(S0, Who, C),
    mode_asked(S0, Who, C, S).                  % FAB-666

bleed_out_played(S0, Who, C) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, costs_less_per_dagger_damage),
          dagger_damage_this_chain(S0, Who, X),
          X > 0,
          card_id(C, Id)
        }
    ->  [ event('FAB-664', dagger_cost_reduced, _{player:Who, card:Id, amount:X}) ]
    ;   []
    ).

message(event(dagger_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w costs ~d less: ~w's daggers dealt ~d damage this combat chain"-[L, F.amount, F.player, F.amount] ].

                 /*******************************
                 *        SHORT AND SHARP       *
                 *******************************/

card_text_read("Short and Sharp", target_gains_power(play, dagger_or_attack_action_card_base_power_at_most(2),
                                                     per_pitch([3, 2, 1]))).

rule('FAB-665', effect, "Short and Sharp: +N power to a target dagger attack, or to an attack action card with 2 or less base power",
     "Short and Sharp (an attack reaction) has two modes, each with a target: a dagger attack (the attack of a chain link whose card or weapon has the subtype Dagger: Harmonized Kodachi's), or an attack action card with 2 or less base power (its printed power, effects apart) on the combat chain (attacking or defending) or on the stack. The move names the target (FAB-622's `target`); the mode chosen is the one whose target it names: the two never meet in one object, and both give the same power. Without a target of either mode it cannot be played. As it resolves, the target, if still legal, gains +3 power (red; +2 yellow, +1 blue): the chain link it attacks on counts it; a defending card's power changes nothing.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Short and Sharp: \"Choose 1; - Target dagger attack gains +3{p}. - Target attack action card with 2 or less base {p} gains +3{p}.\" (+2{p} yellow, +1{p} blue) CR 1.7.5 and 5.1.4a (the mode is chosen and its targets declared as the card is played), 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 2.0.2 and 2.0.3 (base power: the printed value), 1.4.3a (a weapon's attack-proxy inherits its source's subtype), 5.1.5 (a card whose parameters are illegal cannot be played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A dagger is a weapon, and a weapon's attack no attack action card, so the target named decides the mode: rulecheck asks the target, not a separate mode, and the answer is the same for either reading of a move.")).

%!  short_and_sharp_target(+State, -Mode, -Card) is nondet.
%
%   Card fits Short and Sharp's Mode: 1, a dagger attack (a chain link's
%   attack whose card or weapon has the subtype Dagger); 2, an attack
%   action card with 2 or less base power on the combat chain (attacking
%   or defending) or on the stack (FAB-665).

short_and_sharp_target(S, 1, A) :-
    chain_open(S),
    member(L, S.chain.links),
    link_attack(L, A),
    card_subtypes(A, Ss),
    memberchk("Dagger", Ss).
short_and_sharp_target(S, 2, C) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl (FAB-622)
    card_type(C, "attack action"),
    card_prop(C, power, P),
    integer(P),
    P =< 2.

legal_target(S, dagger_or_attack_action_card_base_power_at_most(2), Id) :-
    short_and_sharp_target(S, _, C),
    card_id(C, Id).

%   The rule a targeted effect's power event cites: Short and Sharp's
%   own (card_texts_katsu_bravo.pl, targeted_text//3).
targeted_rule(C, 'FAB-665') :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(play, dagger_or_attack_action_card_base_power_at_most(_), _)).

spec_words(dagger_or_attack_action_card_base_power_at_most(Max), W) :-
    format(string(W), "a dagger attack, or an attack action card with ~d or less base power", [Max]).

                 /*******************************
                 *   TWIN TWISTERS: ITS MODE    *
                 *******************************/

card_text_read("Twin Twisters", choose_mode(hit_next_attack_power(1), power(1))).

rule('FAB-666', effect, "Twin Twisters: its player chooses a mode as it is played",
     "When a player plays Twin Twisters (its text read), they choose one of its two modes before anyone else acts: the position waits for the choice (the pending choice mode, its player and controller the player, its source the card on the stack), which a mode move answers (FAB-667). The mode chosen is kept in the state's effects ({kind: card_mode, player, card, mode, lasts: combat_chain}). Mode 1: as Twin Twisters hits (deals damage to the defending hero), an effect waits for its player's next attack this combat chain ({kind: next_attack_power, amount 1, lasts: combat_chain}: +1 power as that attack becomes a chain link, FAB-505; it ends as the chain closes). Mode 2: as Twin Twisters becomes a chain link it gains +1 power (its link's power_bonus). Its go again is the keyword's. Not read: where another choice already waits as it is played (a Runechant's arcane damage, FAB-526, FAB-524), no mode is asked and neither mode applies.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Twin Twisters: \"Choose 1: - Twin Twisters gains 'When this hits, your next attack this combat chain gains +1{p}.' - Twin Twisters gains +1{p}. Go again\" CR 1.7.5 and 5.1.4a (a card with modes: its player chooses the mode as it is played, as it is announced), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.8.10 (your next attack), 7.0.3 (this combat chain: until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the mode as a move of its own right after the play (the play move itself names none): no one acts in between, and no cost or target depends on the mode. The hit's triggered-layer resolves at once, as Plunge's does (FAB-660).")).

rule('FAB-667', constraint, "A mode move names one of the card's modes",
     "A mode move answers the mode choice waiting for its player (FAB-666): its mode is 1 or 2, the number of one of the card's modes in the order its text gives them.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "CR 1.7.5 (the player chooses one mode of those the card's text lists, \"Choose 1\"), 5.1.4a, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  card_modes(+Card, -Modes:integer) is semidet.
%
%   Card's text, read here, has its player choose one of Modes modes as
%   it is played (FAB-666).

card_modes(C, 2) :-
    text_read_name(C, Name),
    card_text_read(Name, choose_mode(_, _)).

%!  chosen_mode(+State, +Card, ?Mode:integer) is semidet.
%
%   Card's player chose its Mode as they played it: the card_mode effect
%   of State says so (FAB-666).

chosen_mode(S, C, Mode) :-
    card_id(C, Id),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "card_mode"),
    get_dict(card, E, Id0), Id0 == Id,
    !,
    get_dict(mode, E, Mode).

%   mode_asked(+S0, +Player, +Card, -S)//: Player played Card, whose text
%   has modes: the mode choice waits (FAB-666).
mode_asked(S0, Who, C, S) -->
    (   { card_modes(C, _),
          \+ game_over(S0, _),
          \+ pending(S0, _),
          card_id(C, Id)
        }
    ->  { S = S0.put(pending, _{choice:"mode", player:Who, controller:Who, source:C}) },
        [ event('FAB-666', mode_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

choice_action("mode", "mode").
choice_phase("mode", "action").

%   The mode choice's source is the card of the top layer of the stack,
%   its player's (FAB-666).
pending_problem(S, Pd, [source], no_card_to_choose_a_mode_for(P)) :-
    Pd.choice == "mode",
    get_dict(player, Pd, P),
    \+ ( top_layer(S, L),
         layer_card(L, C),
         L.controller == P,
         get_dict(source, Pd, Src), is_dict(Src),
         card_id(Src, SId), card_id(C, CId), SId == CId,
         card_modes(C, _) ).

broken('FAB-667', S, M, no_such_mode(Mode, N)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "mode",
    get_dict(mode, M, Mode),
    card_modes(Pd.source, N),
    \+ ( integer(Mode), Mode >= 1, Mode =< N ).

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "mode",
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      add_effect(S1, _{kind:"card_mode", player:M.player, card:Id, source:Id, mode:M.mode,
                       lasts:"combat_chain"}, S)
    },
    [ event('FAB-666', mode_chosen, _{player:M.player, card:Id, mode:M.mode}) ].

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "mode",
    Who = Pd.player,
    card_modes(Pd.source, N),
    between(1, N, Mode).

message(event(mode_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w plays ~w: they choose one of its modes (a mode move: 1, \"When this hits, your next attack this combat chain gains +1 power\"; 2, +1 power)"-[F.player, L] ].
message(event(mode_chosen, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.mode == 1 }
    ->  [ "~w chooses ~w's first mode: it gains \"When this hits, your next attack this combat chain gains +1 power\""-[F.player, L] ]
    ;   [ "~w chooses ~w's second mode: it gains +1 power"-[F.player, L] ]
    ).
message(event(mode_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains +~d power: the mode its player chose"-[L, F.power] ].
message(event(mode_hit_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits: ~w's next attack this combat chain gets +~d power"-[L, F.player, F.amount] ].
message(no_such_mode(Mode, N)) -->
    [ "the card has ~d modes, numbered 1 to ~d; ~w is none of them"-[N, N, Mode] ].
message(no_choice_waits("mode")) -->
    [ "no mode choice waits: a mode move answers the choice of a card with modes (Twin Twisters) as it is played" ].
message(no_card_to_choose_a_mode_for(P)) -->
    [ "the choice's source is not a card with modes on top of the stack, ~w's: no mode waits"-[P] ].

choice_words("mode") --> [ "the mode of the card just played (a mode move)" ].
text_choice_words("mode", Source) -->
    [ "the mode of ~w (mode)"-[Source] ].

move_words("mode", S, M) -->
    { pending(S, Pd), \+ memberchk(Pd.choice, ["hit_token", "discard_order", "mentor_face_up", "shiver_mode"]), card_label(Pd.source, Src) },   % card_texts_uzuri.pl, card_texts_singles.pl, card_texts_lexi_2.pl word those
    [ M.player, " chooses mode ", M.mode, " of ", Src ].

                 /*******************************
                 *   RECOIL: A CARD ON THE TOP  *
                 *******************************/

card_text_read("Recoil", combo_hit_hand_to_top("Head Jab")).

rule('FAB-668', effect, "Recoil after Head Jab: when it hits a hero, they put a card from their hand on top of their deck",
     "Recoil, attacking on a chain link after one whose attack is Head Jab (its name, or one it gained: FAB-643, FAB-645), has \"When this hits a hero, they put a card from their hand on top of their deck\": when it hits (deals damage to the defending hero in the damage step), the defending player puts a card of their hand on top of their deck: none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (the pending choice hit_hand_to_top, its player the defending player, its controller the attacker), which a put move answers (FAB-669). What else the hit sets off (Katsu's effect) follows the answer: the two touch different players' cards, so either order ends alike. After an attack of another name, or as the chain's first link, it does nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Recoil: \"Combo - If Head Jab was the last attack this combat chain, this has 'When this hits a hero, they put a card from their hand on top of their deck.'\" CR 8.4.1 (combo), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.8.6 (the player who puts the card determines which card it is), 6.6.6b (triggered-layers created at once are ordered by their controller), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Pummel's discard (FAB-628).")).

rule('FAB-669', constraint, "The card Recoil's hit puts on the deck is in the defending player's hand, and goes on top",
     "A put move answers Recoil's choice (hit_hand_to_top, FAB-668): its card is in the hand of the player who chooses, and `to` is \"top\".",
     ruling("",
            "Recoil: \"... they put a card from their hand on top of their deck.\" CR 1.8.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  recoil_combo(+State, +Attack) is semidet.
%
%   Attack's text is Recoil's, and the attack of the chain link before
%   its own has the name its combo gives (FAB-668; as combo_met/3 reads
%   the last attack this combat chain).

recoil_combo(S, A) :-
    text_read_name(A, Name),
    card_text_read(Name, combo_hit_hand_to_top(Last)),
    chain_open(S),
    card_id(A, AId),
    nextto(Prev, L, S.chain.links),
    link_attack(L, A1), card_id(A1, AId1), AId1 == AId,
    link_attack(Prev, PA),
    attack_named(S, PA, Prev, Last),            % card_texts_katsu_blitz.pl
    !.

%   recoil_hit(+S0, +Link, +Attack, -S)//: Attack, of the active chain
%   Link, hit with Recoil's combo met: the defending player puts a card
%   of their hand on top of their deck, or chooses which (FAB-668).
recoil_hit(S0, L, A, S) -->
    (   { recoil_combo(S0, A),
          \+ game_over(S0, _),
          Def = L.defender,
          player(S0, Def, P),
          card_id(A, AId)
        }
    ->  (   { P.hand == [] }
        ->  { S = S0 },
            [ event('FAB-668', nothing_to_put_on_top, _{player:Def, by:AId}) ]
        ;   { discard_no_choice(P.hand, C) }         % card_texts_bravo.pl: one card, or copies of one
        ->  { card_id(C, CId) },
            hand_card_on_top(S0, Def, CId, AId, S)
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hit_hand_to_top", player:Def, controller:L.controller, source:A}) },
            [ event('FAB-668', hand_to_top_waits, _{player:Def, by:AId}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

hand_card_on_top(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, hand, Id, C, P1),
      P2 = P1.put(deck, [C|P1.deck]),
      set_player(S0, P2, S)
    },
    [ event('FAB-668', hand_card_on_top, _{player:Who, card:Id, by:By}) ].

choice_action("hit_hand_to_top", "put").
choice_phase("hit_hand_to_top", "action").

pending_problem(S, Pd, [player], no_card_to_put_on_top(P)) :-   % FAB-668
    Pd.choice == "hit_hand_to_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

%   hand_put_wrong(+S, +M, +Choice, +Zone, -Pending, -Wrong): M is a put
%   move of the player the choice Choice (Pending) waits for, and is
%   wrong: its card is not in their hand (Wrong: choices.pl's
%   not_from_hand/5 reason), or it goes elsewhere than Zone (Wrong =
%   elsewhere(To), which each rule words): Recoil's (FAB-669), Oldhim's
%   Ice's (FAB-698) and Mark of the Black Widow's (FAB-1207) choices.
hand_put_wrong(S, M, Choice, Zone, Pd, Wrong) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == Choice,
    get_dict(player, M, Who),
    Who == Pd.player,
    (   get_dict(card, M, Id),
        not_from_hand(S, Who, Id, put_not_from_hand, Wrong0)   % choices.pl
    ->  Wrong = Wrong0
    ;   get_dict(to, M, To),
        To \== Zone
    ->  Wrong = elsewhere(To)
    ).

%   graveyard_put(+S, +M, +Zone, +Who, -Put): M, a put move of Who
%   answering a choice that takes a card of Who's graveyard to Zone: Put
%   is elsewhere(To) where it goes elsewhere, not_in_graveyard(Id) where
%   its card is not there, unknown(Id) where it is a card the position
%   does not show, else card(C), the card it puts, for the choice's own
%   test.  Each rule words its reasons: Florian's Decompose (FAB-1287),
%   Rites of Replenishment's (FAB-1469).
graveyard_put(S, M, Zone, Who, Put) :-
    (   get_dict(to, M, To), To \== Zone
    ->  Put = elsewhere(To)
    ;   get_dict(card, M, Id),
        player(S, Who, P),
        (   \+ card_in(P, graveyard, Id, _)
        ->  Put = not_in_graveyard(Id)
        ;   card_in(P, graveyard, Id, C),
            (   unknown_card(C) -> Put = unknown(Id) ; Put = card(C) )
        )
    ).

broken('FAB-669', S, M, Reason) :-
    hand_put_wrong(S, M, "hit_hand_to_top", "top", _, Wrong),
    (   Wrong = elsewhere(To) -> Reason = not_on_top(To) ; Reason = Wrong ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hit_hand_to_top",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    hand_card_on_top(S1, M.player, M.card, By, S2),
    hit_texts_resumed(S2, S).                   % card_texts_katsu_blitz.pl: Katsu's, after it

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"top"}) :-
    pending(S, Pd),
    Pd.choice == "hit_hand_to_top",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

message(event(nothing_to_put_on_top, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has no card in hand to put on top of their deck"-[By, F.player] ].
message(event(hand_to_top_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits (its combo): ~w puts a card of their choice from hand on top of their deck (a put move)"-[By, F.player] ].
message(event(hand_card_on_top, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits (its combo): ~w puts ~w from hand on top of their deck"-[By, F.player, C] ].
message(not_on_top(To)) -->
    [ "Recoil's card goes on top of the deck, not to the ~w"-[To] ].
message(no_card_to_put_on_top(P)) -->
    [ "a card waits to go from ~w's hand on top of their deck, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("hit_hand_to_top")) -->
    [ "no card waits to go on top of a deck: put answers Recoil's hit, or Stroke of Foresight's Reprise" ].

choice_words("hit_hand_to_top") --> [ "which card of their hand they put on top of their deck as Recoil hits (a put move)" ].
text_choice_words("hit_hand_to_top", Source) -->
    [ "which card of the hand goes on top of the deck for ~w (put)"-[Source] ].

%   A put move answers Recoil's choice or Stroke of Foresight's: each
%   rule concerns only its own (rc_explain.pl: moot/3).
moot('FAB-669', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hit_hand_to_top" ).
moot('FAB-587', S, _) :-
    pending(S, Pd),
    Pd.choice == "hit_hand_to_top".
