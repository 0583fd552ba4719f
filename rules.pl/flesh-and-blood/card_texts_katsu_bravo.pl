/*  Flesh and Blood: the texts of the Katsu and Bravo Hero Decks' cards.

    Part of game.pl, included after card_texts.pl, whose relations it
    extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - combo (CR 8.4.1): Blackout Kick, Rising Knee Thrust, Open the
      Center, Fluster Fist and Whelming Gustwave gain power, go again,
      dominate or "If this hits, draw a card" when the attack named in
      their text was the last attack this combat chain (FAB-590 ...
      FAB-593);
    - Scar for a Scar's go again when its player has less life
      (FAB-594);
    - Harmonized Kodachi's go again while a card with cost 0 is in its
      player's pitch zone (FAB-595);
    - Heartened Cross Strap's cost reduction (FAB-618);
    - the targets of Lunging Press and Breaking Scales (FAB-622);
    - Bravo Hero Deck: Sloggism (FAB-610), Goliath Gauntlet (FAB-611),
      Bravo's dominate (FAB-612), Disable's crush (FAB-613), Stonewall
      Confidence (FAB-614), Potion of Strength (FAB-615), Emerging Power
      (FAB-616), Helm of Isen's Peak (FAB-617), Anothos (FAB-619),
      Debilitate (FAB-620), Cartilage Crush (FAB-621), Staunch Response
      (FAB-623), Crush Confidence (FAB-624, FAB-625), Buckling Blow
      (FAB-626, FAB-627: the counter_target choice), Pummel (FAB-628,
      FAB-629, FAB-536: the hit_discard choice), Blessing of Deliverance
      (FAB-537, FAB-538, FAB-539: the cost_check choice, where the
      position does not say a card's cost).

    The other cards of the Katsu Hero Deck (Katsu's hero ability, Flic
    Flak) are not read: their text asks for a search, or an order of
    defending cards, rulecheck does not model, and stays an assumption
    of the answers, or makes them unknown (FAB-119, FAB-120).
*/

:- discontiguous card_text_read/2, ability_text_resolved/7, permanent_text/3, permanent_ability/2,
   trigger_effect/7, choice_action/2, choice_phase/2, pending_problem/4, broken/4, rule_fact/4,
   effect//3, choice_candidate/3, fact_words//1, choice_words//1, text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       combo(Last, Gains)      "Combo - If Last was the last attack this
%                               combat chain, this gains Gains", Gains a
%                               list of power(N), power_per_hit(N),
%                               go_again, dominate, hit_draws(N)
%                               (FAB-590 ... FAB-593)
%       go_again_when_behind    Scar for a Scar (FAB-594)
%       go_again_with_pitched_cost(0)   Harmonized Kodachi (FAB-595; its
%                               attack is the card data's)
%       target_gains_power(Which, Spec, N)  Lunging Press: "Target attack
%                               action card gains +1{p}" (Which: play);
%                               Breaking Scales: "Attack Reaction -
%                               Destroy Breaking Scales: Target attack
%                               action card with combo gains +1{p}"
%                               (Which: ability(0); its Battleworn is the
%                               keyword's) (FAB-622)
%       optional_cost_defense(Cost, N)  Staunch Response: "As an additional
%                               cost to play Staunch Response you may pay
%                               {r}{r}{r}{r}. If you do, Staunch Response
%                               gains +3{d}." (FAB-623)
%       ability_next_attack_action_card_costs_less(N)   Heartened Cross
%                               Strap's ability (FAB-618)
%       next_attack_action_card_power(MinCost, Amounts)   Sloggism: "The
%                               next attack action card with cost 2 or
%                               greater you play this turn gains +N{p}",
%                               N by colour (FAB-610)
%       ability_next_attack_action_card_power(MinCost, N)   Goliath
%                               Gauntlet's ability (FAB-611)
%       ability_dominate_until_end_of_turn(MinCost)   Bravo's ability
%                               (FAB-612)
%       crush_arsenal_to_bottom Disable (FAB-613)
%       defense_while_defending(MinCost, Amounts)   Stonewall Confidence
%                               (FAB-614; its destruction is the
%                               vocabulary's, triggers.pl)
%       power_while_pitched(MinCost, Count, N)  Anothos: "While there are
%                               2 or more cards with cost 3 or greater in
%                               your pitch zone, Anothos has +2{p}"
%                               (FAB-619; its attack is the card data's)
%       crush_next_turn(Effect) Debilitate: "Crush - When this deals 4 or
%                               more damage to a hero, their first attack
%                               during their next turn gets -2{p}"
%                               (FAB-620); Cartilage Crush: "... their
%                               first action during their next turn costs
%                               an additional {r} to play or activate"
%                               (FAB-621)
%       ability_intellect_this_turn(N)  Helm of Isen's Peak (FAB-617; its
%                               Battleworn is the keyword's)
%       crush_next_turn(_{kind:"hero_loses_abilities"})   Crush
%                               Confidence (FAB-624)
%       crush_equipment_counter(N)  Buckling Blow: a defense counter of N
%                               on an equipment (FAB-626)
%       pummel(Amounts)         Pummel's two modes (FAB-628)
%       blessing_of_deliverance(MinCost, Counts)   Blessing of
%                               Deliverance (FAB-537; its action-phase
%                               trigger is a word of the vocabulary of
%                               permanents, FAB-538)
%
%   Potion of Strength (FAB-615) and Emerging Power (FAB-616) are words of
%   the vocabulary of permanents (triggers.pl: permanent_ability/2,
%   permanent_text/3), added here.

card_text_read("Blackout Kick", combo("Rising Knee Thrust", [power(3)])).
card_text_read("Rising Knee Thrust", combo("Leg Tap", [power(2), go_again])).
card_text_read("Open the Center", combo("Head Jab", [power(1), go_again, dominate])).
card_text_read("Fluster Fist", combo("Open the Center", [power_per_hit(1)])).
card_text_read("Whelming Gustwave", combo("Surging Strike", [power(1), go_again, hit_draws(1)])).
card_text_read("Scar for a Scar", go_again_when_behind).
card_text_read("Harmonized Kodachi", go_again_with_pitched_cost(0)).
card_text_read("Heartened Cross Strap", ability_next_attack_action_card_costs_less(2)).
card_text_read("Lunging Press", target_gains_power(play, attack_action_card, 1)).
card_text_read("Staunch Response", optional_cost_defense(4, 3)).
card_text_read("Breaking Scales", target_gains_power(ability(0), combo_attack_action_card, 1)).
card_text_read("Anothos", power_while_pitched(3, 2, 2)).
card_text_read("Debilitate", crush_next_turn(_{kind:"next_attack_power", amount:(-2)})).
card_text_read("Cartilage Crush", crush_next_turn(_{kind:"next_action_costs_more", amount:1})).
card_text_read("Sloggism", next_attack_action_card_power(2, [6, 5, 4])).
card_text_read("Goliath Gauntlet", ability_next_attack_action_card_power(2, 2)).
card_text_read("Bravo", ability_dominate_until_end_of_turn(3)).
card_text_read("Bravo, Showstopper", ability_dominate_until_end_of_turn(3)).
card_text_read("Disable", crush_arsenal_to_bottom).
card_text_read("Stonewall Confidence", defense_while_defending(3, [4, 3, 2])).
card_text_read("Helm of Isen's Peak", ability_intellect_this_turn(1)).

                 /*******************************
                 *             COMBO            *
                 *******************************/

rule('FAB-590', effect, "Combo: power and go again when the named attack was the last attack this combat chain",
     "An attack whose text is a combo (Blackout Kick, Rising Knee Thrust, Open the Center, Whelming Gustwave) gains what it says when the attack of the chain link before its own is a card of the name it gives (Rising Knee Thrust, Leg Tap, Head Jab, Surging Strike): as its chain link opens, the link's power_bonus counts the power (Blackout Kick +3, Rising Knee Thrust +2, Open the Center and Whelming Gustwave +1) and the link has go again where the text gives it. The first link of a chain, or one after an attack of another name, gains nothing; the keywords the card data lists for such a card (go again, dominate) are these conditional gains, not its own.",
     ruling("Бій - Кожна атака резолвиться по черзі як ланка в ланцюжку бою між вами і вашим супротивником. Ланцюжок бою може мати багато атак (ланцюжків).",
            "Blackout Kick: \"Combo - If Rising Knee Thrust was the last attack this combat chain, Blackout Kick gains +3{p}.\" Rising Knee Thrust: \"... If Leg Tap was the last attack ..., gains +2{p} and go again.\" Open the Center: \"... If Head Jab ..., gains +1{p}, go again, and dominate.\" Whelming Gustwave: \"... If Surging Strike ..., gains +1{p}, go again, and 'If this hits, draw a card.'\" CR 8.4.1 (combo labels a static ability \"If [NAMES] was the last attack this combat chain, [EFFECTS]\"), 2.7.4 (a name is its English printed name), 5.4.7 (a static ability with a condition), 7.2.3 (an attack becomes a new chain link; the links before it stay on the chain until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The last attack this combat chain, for an attack on its own chain link, is the attack of the link before it: it cannot change while the link is open, so rulecheck applies the gains as the link opens.")).

%!  combo_met(+State, +Attack, -Gains:list) is semidet.
%
%   Attack's text is a combo read here and the attack of the chain link
%   before Attack's (in State's combat chain) is a card of the name the
%   combo gives: Attack gains Gains (FAB-590).

combo_met(S, A, Gains) :-
    text_read_name(A, Name),
    card_text_read(Name, combo(Last, Gains)),
    chain_open(S),
    card_id(A, AId),
    nextto(Prev, L, S.chain.links),
    link_attack(L, A1), card_id(A1, AId1), AId1 == AId,
    link_attack(Prev, PA),
    get_dict(name, PA, PName),
    PName == Last,
    !.

%!  combo_power(+State, +Gains:list, -Power:integer) is det.
%
%   The power Gains give an attack as its link opens: power(N), and
%   power_per_hit(N) for each link of State's chain before it whose
%   attack hit (FAB-591).

combo_power(S, Gains, Power) :-
    aggregate_all(sum(N), member(power(N), Gains), P1),
    (   memberchk(power_per_hit(K), Gains)
    ->  last(S.chain.links, Active),
        aggregate_all(count, ( member(L, S.chain.links), L \== Active, link_hit(L) ), Hits),
        Power is P1 + K * Hits
    ;   Power = P1
    ).

%   The attack of chain link L hit: it dealt damage in the damage step
%   (CR 7.5.5).
link_hit(L) :-
    get_dict(damage, L, D),
    integer(D),
    D > 0.

%!  deck_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: its combo (FAB-590 ... FAB-593), and
%   the power its player's pitch zone gives it (FAB-619).

deck_attack_text(S0, Who, A, S) -->
    combo_applied(S0, Who, A, S1),
    pitched_power_check(S1, Who, S).

%!  combo_applied(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain: if its
%   combo is met, the link counts the power and has go again where the
%   text gives them (FAB-590, FAB-591).

combo_applied(S0, Who, A, S) -->
    (   { combo_met(S0, A, Gains) }
    ->  { combo_power(S0, Gains, Power),
          (   memberchk(go_again, Gains) -> GoAgain = true ; GoAgain = false ),
          Chain0 = S0.chain,
          append(Links0, [L0], Chain0.links),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + Power,
          (   Power =\= 0 -> L1 = L0.put(power_bonus, B) ; L1 = L0 ),
          (   GoAgain == true -> L2 = L1.put(go_again, true) ; L2 = L1 ),
          append(Links0, [L2], Links),
          S = S0.put(chain, Chain0.put(links, Links)),
          card_id(A, AId),
          last(Links0, Prev), link_attack(Prev, PA), get_dict(name, PA, Last),
          (   memberchk(dominate, Gains) -> Dominate = true ; Dominate = false ),
          (   memberchk(hit_draws(_), Gains) -> Draws = true ; Draws = false ),
          rule_of_gains(Gains, Rule)
        },
        [ event(Rule, combo_applied, _{player:Who, attack:AId, last:Last, power:Power, go_again:GoAgain,
                                       dominate:Dominate, hit_draws:Draws}) ]
    ;   { S = S0 }
    ).

rule_of_gains(Gains, 'FAB-591') :- memberchk(power_per_hit(_), Gains), !.
rule_of_gains(Gains, 'FAB-592') :- memberchk(dominate, Gains), !.
rule_of_gains(Gains, 'FAB-593') :- memberchk(hit_draws(_), Gains), !.
rule_of_gains(_, 'FAB-590').

message(event(combo_applied, F, S0)) -->
    { event_card(S0, F.attack, L),
      findall(W, combo_gain_words(F, W), Ws),
      atomic_list_concat(Ws, ", ", Text)
    },
    [ "~w's combo: ~w was the last attack this combat chain, so ~w gains ~w"-[L, F.last, L, Text] ].

combo_gain_words(F, W) :- F.power > 0, format(string(W), "+~d power", [F.power]).
combo_gain_words(F, "go again") :- F.go_again == true.
combo_gain_words(F, "dominate") :- F.dominate == true.
combo_gain_words(F, "\"If this hits, draw a card\"") :- F.hit_draws == true.
combo_gain_words(F, "no power: no attack has hit this combat chain") :- F.power =:= 0, F.go_again \== true.

rule('FAB-591', effect, "Fluster Fist: +1 power for each attack that has hit this combat chain, after Open the Center",
     "Fluster Fist, attacking on a chain link after one whose attack is Open the Center, gains +1 power for each chain link before its own whose attack hit (dealt damage to the defending hero in the damage step: the link's damage is more than 0): the link's power_bonus counts it as it opens. After an attack of another name, or as the chain's first link, it gains nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Fluster Fist: \"Combo - If Open the Center was the last attack this combat chain, Fluster Fist gains +1{p} for each attack that has hit this combat chain.\" CR 8.4.1 (combo), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step; damage prevented in full is no hit, 7.5.5b), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The hits counted are those of the links before Fluster Fist's, as its link opens: its own hit comes only in its damage step, once its power has dealt its damage, and no answer rulecheck gives reads its power after that.")).

rule('FAB-592', effect, "Open the Center after Head Jab has dominate",
     "Open the Center, attacking on a chain link after one whose attack is Head Jab, has dominate (FAB-508: one card from hand at most defends it), and +1 power and go again (FAB-590). After an attack of another name it has none of them: the dominate and go again the card data lists for it are the combo's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Open the Center: \"Combo - If Head Jab was the last attack this combat chain, Open the Center gains +1{p}, go again, and dominate.\" CR 8.4.1 (combo), 8.3.4 (dominate: this can't be defended by more than one card from hand), 5.4.7 (a static ability with a condition applies while it holds), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_dominate(+State, +Link) is semidet.
%
%   The attack of Link has dominate from its combo (FAB-592).

text_dominate(S, L) :-
    link_attack(L, A),
    combo_met(S, A, Gains),
    memberchk(dominate, Gains).

rule('FAB-593', effect, "Whelming Gustwave after Surging Strike: if it hits, draw a card",
     "Whelming Gustwave, attacking on a chain link after one whose attack is Surging Strike, gains +1 power and go again (FAB-590) and \"If this hits, draw a card\": when it hits (deals damage to the defending hero in the damage step), its controller draws a card. After an attack of another name it draws nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Whelming Gustwave: \"Combo - If Surging Strike was the last attack this combat chain, Whelming Gustwave gains +1{p}, go again, and 'If this hits, draw a card.'\" CR 8.4.1 (combo), 7.5.5 (an attack hits when it deals damage in the damage step), 6.6 (a triggered effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

%!  deck_hit_text(+State0, +Link, +Attack, +Damage, -State)// is det.
%
%   Attack, of the active chain Link, hit, dealing Damage: what the texts
%   read here do then (FAB-593, FAB-613).

deck_hit_text(S0, L, A, Damage, S) -->
    (   { combo_met(S0, A, Gains),
          memberchk(hit_draws(N), Gains),
          card_id(A, AId)
        }
    ->  [ event('FAB-593', hit_draws, _{player:L.controller, card:AId, amount:N}) ],
        draw_cards(L.controller, N, AId, S0, S1)    % triggers.pl
    ;   { S1 = S0 }
    ),
    crush_text(S1, L, A, Damage, S2),
    crush_next_turn_text(S2, L, A, Damage, S3),
    crush_counter_text(S3, L, A, Damage, S4),   % these two may leave a choice
    hit_discard_text(S4, L, A, S).

message(event(hit_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits: ~w draws ~d card(s) (its combo)"-[L, F.player, F.amount] ].

                 /*******************************
                 *        SCAR FOR A SCAR       *
                 *******************************/

rule('FAB-594', effect, "Scar for a Scar: go again when played by the player with less life",
     "When a player plays Scar for a Scar while their hero has less life than the opposing hero, it gets go again: an effect on their next attack (FAB-505), which is Scar for a Scar as it becomes a chain link. With as much life or more it gets none (the go again the card data lists for it is this one).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Scar for a Scar: \"When this is played, if you have less {h} than an opposing hero, it gets go again.\" CR 6.6 (a triggered effect; its condition is checked as it triggers), 8.3.5 (go again), 8.1.1a (an action is played only with an empty stack, so no other attack becomes a chain link first), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for Wounded Bull (FAB-548), the triggered-layer resolves at once.")).

%!  deck_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: what its text read here does then (FAB-594).

deck_played_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, go_again_when_behind),
          player(S0, Who, P),
          opponent(S0, Who, O), player(S0, O, OP),
          P.life < OP.life,
          card_id(C, Id)
        }
    ->  { add_effect(S0, _{kind:"next_attack_go_again", player:Who, source:Id}, S) },
        [ event('FAB-594', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_go_again"}) ]
    ;   { S = S0 }
    ).

                 /*******************************
                 *       HARMONIZED KODACHI     *
                 *******************************/

rule('FAB-595', effect, "Harmonized Kodachi: go again while a card with cost 0 is in its player's pitch zone",
     "An attack with Harmonized Kodachi has go again when its chain link resolves if its controller has a card with cost 0 in their pitch zone then (a card pitched this turn); otherwise it has none (the go again the card data lists for it is this one). Its once-per-turn attack ({r}) is the card data's.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Harmonized Kodachi: \"Once per Turn Action - {r}: Attack. If you have a card in your pitch zone with cost 0, this card's attacks get go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 5.3.5 and 7.6.2 (go again is read as the layer or the chain link resolves), 3.13 (the pitch zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A card pitched while the link is open (to pay for a reaction) counts: the condition is read when the link resolves.")).

%!  link_go_again(+State, +Link) is semidet.
%
%   Link, resolving, has go again: its own (the attack's, or an effect's)
%   or what its attack's text read here gives it now (FAB-595).

link_go_again(_, L) :-
    get_dict(go_again, L, true),
    !.
link_go_again(S, L) :-
    pitched_cost_go_again(S, L, _).

%   pitched_cost_go_again(+State, +Link, -Card): Link's attack has go
%   again from its text for Card, a card of the cost it names in its
%   controller's pitch zone (FAB-595).
pitched_cost_go_again(S, L, C) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, go_again_with_pitched_cost(Cost)),
    player(S, L.controller, P),
    key_value(pitch, P, [], Pitched),
    member(C, Pitched),
    card_prop(C, cost, Cost0),
    Cost0 == Cost,
    !.

%!  text_go_again_noted(+State, +Link)// is det.
%
%   Link resolves with go again: if its text gives it (not the link's
%   own), an event says so (FAB-595).

text_go_again_noted(S, L) -->
    (   { \+ get_dict(go_again, L, true),
          pitched_cost_go_again(S, L, C),
          link_attack(L, A), card_id(A, AId), card_id(C, CId)
        }
    ->  [ event('FAB-595', text_go_again, _{player:L.controller, attack:AId, pitched:CId}) ]
    ;   []
    ).

message(event(text_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.pitched, C) },
    [ "~w has go again: ~w has ~w, a card with cost 0, in their pitch zone"-[A, F.player, C] ].

                 /*******************************
                 *            SLOGGISM          *
                 *******************************/

rule('FAB-610', effect, "Sloggism: the next attack action card with cost 2 or more gets +N power",
     "When Sloggism resolves, the next attack action card with cost 2 or more its player plays this turn gains +6 power (red), +5 (yellow) or +4 (blue): the effect waits in the state's effects (kind next_attack_power, attack_action_card, min_cost 2) until such a card becomes a chain link (FAB-505); a weapon's attack, or an attack action card of cost 0 or 1, leaves it waiting. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Sloggism: \"The next attack action card with cost 2 or greater you play this turn gains +6{p}.\" (red; +5 yellow, +4 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect modifies power), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  deck_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-610).

deck_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_power(Min, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  { add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, min_cost:Min}, S) },
        [ event('FAB-610', attack_action_card_effect_made, _{player:Who, card:Id, amount:N, min_cost:Min}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, pummel(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  pummel_resolves(S0, Who, Id, N, S)      % FAB-628
    ;   { S = S0 }
    ).

message(event(attack_action_card_effect_made, F, _)) -->
    [ "the next attack action card with cost ~d or more ~w plays this turn gets +~d power"-[F.min_cost, F.player, F.amount] ].

                 /*******************************
                 *        GOLIATH GAUNTLET      *
                 *******************************/

rule('FAB-611', effect, "Goliath Gauntlet: destroyed, the next attack action card with cost 2 or more gets +2 power",
     "Goliath Gauntlet's action ability (its cost: destroy it, FAB-404; go again) resolves into an effect on its player's next attack action card with cost 2 or more this turn: +2 power (kind next_attack_power, attack_action_card, min_cost 2), applied as such a card becomes a chain link (FAB-505).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Goliath Gauntlet: \"Action - Destroy this: The next attack action card with cost 2 or more you play this turn gets +2{p}. Go again.\" CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-612', effect, "Bravo: until end of turn, attack action cards with cost 3 or more have dominate",
     "Bravo's action ability ({r}{r}, go again; Bravo and Bravo, Showstopper) resolves into an effect that lasts the turn (kind dominate_attack_action_cards, min_cost 3): every attack action card its player controls with cost 3 or more, attacking on a chain link this turn, has dominate (FAB-508), the one attacking now and those played later.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Bravo: \"Action - {r}{r}: Until end of turn, your attack action cards with cost 3 or more get dominate. Go again.\" (Bravo, Showstopper: \"... with cost 3 or greater gains dominate.\") CR 5.2.1, 8.3.4 (dominate), 4.4.4 (an effect until end of turn ends with it), 6.2.3 (a continuous effect applies to the objects that match it while it lasts), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer L of a card whose ability's text is read here
%   resolves (FAB-611, FAB-612): the source may be gone (destroyed as its
%   cost), its last known self is the card of that id in the position.
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, Reading),
      ability_reading(Reading)
    },
    ability_reading_resolved(Reading, S0, Who, Id, S).

ability_reading(ability_next_attack_action_card_power(_, _)).
ability_reading(ability_dominate_until_end_of_turn(_)).
ability_reading(ability_intellect_this_turn(_)).
ability_reading(ability_next_attack_action_card_costs_less(_)).

ability_reading_resolved(ability_next_attack_action_card_power(Min, N), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                       attack_action_card:true, min_cost:Min}, S) },
    [ event('FAB-611', attack_action_card_effect_made, _{player:Who, card:Id, amount:N, min_cost:Min}) ].
ability_reading_resolved(ability_dominate_until_end_of_turn(Min), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"dominate_attack_action_cards", player:Who, min_cost:Min, source:Id}, S) },
    [ event('FAB-612', dominate_effect_made, _{player:Who, card:Id, min_cost:Min}) ].
ability_reading_resolved(ability_next_attack_action_card_costs_less(N), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_attack_action_card_costs_less", player:Who, amount:N, source:Id}, S) },
    [ event('FAB-618', cost_reduction_made, _{player:Who, card:Id, amount:N}) ].
ability_reading_resolved(ability_intellect_this_turn(N), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"intellect", player:Who, amount:N, source:Id}, S) },
    [ event('FAB-617', intellect_effect_made, _{player:Who, card:Id, amount:N}) ].

message(event(dominate_effect_made, F, _)) -->
    [ "until end of turn, ~w's attack action cards with cost ~d or more have dominate"-[F.player, F.min_cost] ].

%!  effect_dominate(+State, +Link) is semidet.
%
%   The attack of Link is an attack action card its controller controls
%   with the cost an effect of this turn gives dominate (FAB-612).

effect_dominate(S, L) :-
    link_attack(L, A),
    card_type(A, "attack action"),
    card_cost(A, Cost),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "dominate_attack_action_cards"),
    get_dict(player, E, Who), Who == L.controller,
    get_dict(min_cost, E, Min),
    Cost >= Min,
    !.

                 /*******************************
                 *            DISABLE           *
                 *******************************/

rule('FAB-613', effect, "Disable: crush, the defending hero's arsenal card goes to the bottom of their deck",
     "When Disable deals 4 or more damage to the defending hero (the damage dealt, after prevention), the card in that hero's arsenal (it holds one at most, FAB-107) goes to the bottom of their deck; with an empty arsenal nothing happens.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Disable: \"Crush - When this deals 4 or more damage to a hero, put a card from their arsenal on the bottom of their deck.\" CR 8.4.2 (crush labels a triggered-static ability \"When this deals 4 or more damage, ...\"), 8.4.2a (it is conditional on damage dealt, not only a hit), 7.5.2 (the damage of an attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542); the arsenal holding one card at most, \"a card\" leaves no choice.")).

crush_text(S0, L, A, Damage, S) -->
    (   { Damage >= 4,
          text_read_name(A, Name),
          card_text_read(Name, crush_arsenal_to_bottom),
          Def = L.defender,
          player(S0, Def, P0),
          P0.arsenal = [C|Rest]
        }
    ->  { append(P0.deck, [C], Deck),
          set_player(S0, P0.put(_{arsenal:Rest, deck:Deck}), S),
          card_id(C, CId), card_id(A, AId)
        },
        [ event('FAB-613', arsenal_card_to_bottom, _{player:Def, card:CId, by:AId, damage:Damage}) ]
    ;   { S = S0 }
    ).

message(event(arsenal_card_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w deals ~d damage (crush): ~w's arsenal card ~w goes to the bottom of their deck"-[By, F.damage, F.player, C] ].

                 /*******************************
                 *     STONEWALL CONFIDENCE     *
                 *******************************/

rule('FAB-614', effect, "Stonewall Confidence: its player's cards with cost 3 or more get +N defense while defending",
     "While Stonewall Confidence is in a player's arena, each card that player controls with cost 3 or more gets +4 defense (red), +3 (yellow) or +2 (blue) while it defends: the damage counts it. At the beginning of its controller's action phase it is destroyed (the vocabulary of permanents, FAB-209).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Stonewall Confidence: \"Cards you control with cost 3 or more get +4{d} while defending. At the beginning of your action phase, destroy this.\" (red; +3 yellow, +2 blue). CR 5.4.7 (a while-static ability applies while its condition holds), 2.3.3 (effects modify defense), 8.2.2 (an aura is a permanent in the arena), 4.3.1 (the action phase begins), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Stonewall Confidence", action_phase, [destroy_this]).   % FAB-614

%!  deck_defense_bonus(+State, +Player, +Card, -Bonus:integer) is det.
%
%   What the permanents Player controls whose text is read here add to
%   the defense of Card defending for Player (FAB-614).

deck_defense_bonus(S, Who, C, Bonus) :-
    (   player(S, Who, P),
        key_value(arena, P, [], Arena),
        card_cost(C, Cost)
    ->  aggregate_all(sum(N), ( member(W, Arena),
                                text_read_name(W, Name),
                                card_text_read(Name, defense_while_defending(Min, Amounts)),
                                Cost >= Min,
                                card_prop(W, pitch, Pitch),
                                nth1(Pitch, Amounts, N) ), Bonus)
    ;   Bonus = 0
    ).

%!  deck_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   defense a permanent read here raises (FAB-614).

deck_defenses_applied(S, L) -->
    { findall(Id-B, ( member(C, L.defending),
                      deck_defense_bonus(S, L.defender, C, B),
                      B > 0,
                      card_id(C, Id) ), Applied) },
    deck_defense_events(Applied, L.defender).

deck_defense_events([], _) --> [].
deck_defense_events([Id-B|As], Who) -->
    [ event('FAB-614', permanent_defense_applied, _{player:Who, card:Id, amount:B}) ],
    deck_defense_events(As, Who).

message(event(permanent_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense while defending (Stonewall Confidence: ~w's cards with cost 3 or more)"-[L, F.amount, F.player] ].

                 /*******************************
                 *       POTION OF STRENGTH     *
                 *******************************/

rule('FAB-615', effect, "Potion of Strength: destroyed, its player's next attack this turn gets +2 power",
     "Potion of Strength, an item in its controller's arena, has the action ability \"Destroy this: Your next attack this turn gains +2 power. Go again\": activating it costs an action point (FAB-403) and destroys it (to the graveyard); as the ability resolves, the effect waits on its player's next attack this turn (kind next_attack_power, FAB-505) and go again gives the action point back.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти ...",
            "Potion of Strength: \"Action - Destroy this: Your next attack this turn gains +2{p}. Go again.\" CR 5.2.1 (an activated ability's cost and effect), 8.2.5a (an item is a permanent in the arena), 1.8.10 (\"your next attack\" is the next that comes under the player's control), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_ability("Potion of Strength", _{type:"action", limit:"none", cost:0, effect:"next_attack_power", amount:2,
                                          go_again:true, destroy_self:true}).   % FAB-615

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "next_attack_power",
      key_value(amount, L, 0, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-615', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_power", amount:N}) ].

                 /*******************************
                 *         EMERGING POWER       *
                 *******************************/

rule('FAB-616', effect, "Emerging Power: at the beginning of the action phase, the next Guardian attack action card gets +N power",
     "At the beginning of its controller's action phase Emerging Power (an aura) is destroyed, then the next Guardian attack action card they play this turn gets +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power, class Guardian, attack_action_card) until such a card becomes a chain link (FAB-505); a weapon's attack, or an attack of another class, leaves it waiting. Several such triggers at once are ordered by their controller (FAB-531). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Emerging Power: \"At the beginning of your action phase, destroy this, then the next Guardian attack action card you play this turn gets +3{p}.\" (red; +2 yellow, +1 blue). CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.2.2 (an aura is a permanent), 2.0.3a, 4.4.4, 8.1.1a (an action card is played only with an empty stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Emerging Power", action_phase,
               [destroy_this, next_class_attack_action_power("Guardian", [3, 2, 1])]).   % FAB-616

trigger_effect(next_class_attack_action_power(Class, Amounts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class,
                       attack_action_card:true}, S)
    },
    [ event('FAB-616', class_attack_effect_made, _{player:Who, card:Id, class:Class, amount:N,
                                                   attack_action_card:true}) ].

                 /*******************************
                 *      HELM OF ISEN'S PEAK     *
                 *******************************/

rule('FAB-617', effect, "Helm of Isen's Peak: its player's hero has +1 intellect this turn",
     "Helm of Isen's Peak's action ability ({r} and destroying it) resolves into an effect that lasts the turn (kind intellect, amount 1): its player's hero has +1 intellect, so they draw up to one card more at the end of the turn (FAB-206). Its Battleworn is the keyword's (FAB-521).",
     ruling("Ви тягнете карти, поки кількість карт у вашій руці не стане рівною інтелекту вашого героя (зазвичай 4).",
            "Helm of Isen's Peak: \"Action - {r}, destroy this: Your hero gains +1{i} this turn. Battleworn.\" CR 5.2.1, 2.6 (intellect), 4.4.3d (the turn player draws up to their hero's intellect in the end phase, while effects of this turn still apply), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  intellect_bonus(+State, +Player, -Bonus:integer) is det.
%
%   What the effects of this turn add to the intellect of Player's hero
%   (FAB-617).

intellect_bonus(S, Who, B) :-
    effects(S, Es),
    aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "intellect"),
                            get_dict(player, E, W), W == Who,
                            get_dict(amount, E, N) ), B).

message(event(intellect_effect_made, F, _)) -->
    [ "~w's hero has +~d intellect this turn"-[F.player, F.amount] ].

                 /*******************************
                 *     HEARTENED CROSS STRAP    *
                 *******************************/

rule('FAB-618', effect, "Heartened Cross Strap: the next attack action card costs 2 less",
     "Heartened Cross Strap's action ability (its cost: destroy it; go again) resolves into an effect on its player's next attack action card this turn (kind next_attack_action_card_costs_less, amount 2): that card costs 2 resource points less to play, never less than 0, after what adds to its cost (Frostbite, FAB-540), and FAB-302 and FAB-303 count the cost so reduced; playing it uses the effect up. A non-attack action, an instant or a weapon's attack leaves it waiting.",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "Heartened Cross Strap: \"Action - Destroy this: The next attack action card you play this turn costs {r}{r} less to play. Go again.\" CR 5.1.6a (the asset-cost is calculated: effects that increase it first, then those that reduce it, never below zero), 1.14.3b (a card is pitched only for assets needed to pay the cost so calculated), 5.2.1, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  play_cost(+State, +Player:dict, +Card, -Cost:integer) is det.
%
%   The resource cost of Player playing Card in State: play_cost/3 (its
%   cost and what Frostbite adds, FAB-540), less what the effects of this
%   turn take off an attack action card, never below 0 (FAB-618; CR
%   5.1.6a).

play_cost(S, P, C, Cost) :-
    play_cost(P, C, Cost0),
    (   card_type(C, T), is_action_type(T)
    ->  next_action_increase(S, P, Inc)       % FAB-621
    ;   Inc = 0
    ),
    cost_reduction(S, P, C, R),
    Cost is max(0, Cost0 + Inc - R).

cost_reduction(S, P, C, R) :-
    (   card_type(C, "attack action"),
        get_dict(name, P, Who),
        effects(S, Es)
    ->  aggregate_all(sum(N), ( member(E, Es), reduction_of(Who, E, N) ), R)
    ;   R = 0
    ).

reduction_of(Who, E, N) :-
    get_dict(kind, E, "next_attack_action_card_costs_less"),
    get_dict(player, E, W), W == Who,
    get_dict(amount, E, N).

%!  deck_paid_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card, paying its cost: the cost reductions it used are
%   used up (FAB-618), and a weapon's power that the cards pitched give
%   is made (FAB-619).

deck_paid_text(S0, Who, C, S) -->
    cost_reduction_used(S0, Who, C, S1),
    pitched_power_check(S1, Who, S).

%!  cost_reduction_used(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: if it is an attack action card, the effects that
%   reduced its cost are used up (FAB-618).

cost_reduction_used(S0, Who, C, S) -->
    (   { card_type(C, T), is_action_type(T) }
    ->  next_action_increase_used(S0, Who, C, S1)
    ;   { S1 = S0 }
    ),
    attack_reduction_used(S1, Who, C, S).

attack_reduction_used(S0, Who, C, S) -->
    (   { card_type(C, "attack action"),
          effects(S0, Es0),
          partition(reduction_of_player(Who), Es0, Used, Rest),
          Used \== [],
          card_id(C, Id),
          maplist([E, Src]>>key_value(source, E, "", Src), Used, Sources)
        }
    ->  { S = S0.put(effects, Rest) },
        [ event('FAB-618', cost_reduction_used, _{player:Who, card:Id, sources:Sources}) ]
    ;   { S = S0 }
    ).

reduction_of_player(Who, E) :-
    reduction_of(Who, E, _).

message(event(cost_reduction_made, F, _)) -->
    [ "the next attack action card ~w plays this turn costs ~d less"-[F.player, F.amount] ].
message(event(cost_reduction_used, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w costs less (the effect of ~w is used up)"-[L, F.sources] ].

                 /*******************************
                 *            ANOTHOS           *
                 *******************************/

rule('FAB-619', effect, "Anothos: +2 power while 2 or more cards with cost 3 or more are in its player's pitch zone",
     "Once 2 or more cards with cost 3 or more are in the pitch zone of the player who controls Anothos (as they pitch, or as its chain link opens), Anothos has +2 power for the rest of the turn: an effect in the state's effects ({kind: weapon_power, player, weapon, amount: 2, source}) that every chain link its attack opens this turn counts, and the link it is attacking on, if any, at once (the counting of FAB-555). A pitch zone only grows during a turn and empties at its end (FAB-206), so the condition, once met, holds until the effect ends with the turn.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Anothos: \"Once per turn Action - {r}{r}{r}: Attack. While there are 2 or more cards with cost 3 or greater in your pitch zone, Anothos has +2{p}.\" CR 5.4.7 (a while-static ability applies while its condition holds), 2.1.3 (effects modify power), 3.13 (the pitch zone), 4.4.3c (the pitch zone is put on the bottom of the deck at the end of the turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pitched_power_check(+State0, +Player, -State)// is det.
%
%   Player pitched, or a chain link opened: each weapon Player controls
%   whose text gives it power while enough cards of a cost are in their
%   pitch zone, and whose power effect of this turn is not made yet, gets
%   it now if the condition holds (FAB-619).

pitched_power_check(S0, Who, S) -->
    { findall(W-N, ( controlled_weapon(S0, Who, W),        % card_texts.pl
                     text_read_name(W, Name),
                     card_text_read(Name, power_while_pitched(Min, Count, N)),
                     card_id(W, WId),
                     \+ weapon_power_made(S0, WId),        % card_texts.pl
                     pitched_of_cost(S0, Who, Min, K),
                     K >= Count ), Ws) },
    pitched_powers(Ws, Who, S0, S).

pitched_of_cost(S, Who, Min, K) :-
    player(S, Who, P),
    key_value(pitch, P, [], Pitched),
    aggregate_all(count, ( member(C, Pitched), card_prop(C, cost, Cost), integer(Cost), Cost >= Min ), K).

pitched_powers([], _, S, S) --> [].
pitched_powers([W-N|Ws], Who, S0, S) -->
    { card_id(W, WId),
      add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:WId}, S1),
      attacking_link_power(S1, WId, N, S2)                 % card_texts.pl
    },
    [ event('FAB-619', pitched_power_gained, _{player:Who, weapon:WId, amount:N}) ],
    pitched_powers(Ws, Who, S2, S).

message(event(pitched_power_gained, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w has 2 or more cards with cost 3 or more in their pitch zone: ~w has +~d power this turn"-[F.player, W, F.amount] ].

                 /*******************************
                 *   CRUSH: THEIR NEXT TURN     *
                 *******************************/

rule('FAB-620', effect, "Debilitate: crush, the defending hero's first attack in their next turn gets -2 power",
     "When Debilitate deals 4 or more damage to the defending hero, an effect waits for that player's next turn ({kind: next_attack_power, amount: -2, lasts: their_next_turn}): it stays as the turn ends (their turn begins with it, FAB-206) and their first attack that turn, as it becomes a chain link, gets -2 power (FAB-505; a power is never below 0); unused, it ends with that turn. An effect that lasts a player's next turn belongs to the player it waits for (the opponent of the turn player, or the turn player once their turn has begun) and may be there in their start phase.",
     ruling("Ваш хід закінчується, і ваш супротивник починає свій хід.",
            "Debilitate: \"Crush - When this deals 4 or more damage to a hero, their first attack during their next turn gets -2{p}.\" CR 8.4.2 (crush: a triggered effect on 4 or more damage dealt), 8.4.2a, 4.4.4 (effects that last until end of turn end with it; this one lasts into the next turn), 2.0.3c (a numeric property is never below zero), 1.8.10 (the first attack: the next that comes under the player's control that turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-621', effect, "Cartilage Crush: crush, the defending hero's first action in their next turn costs 1 more",
     "When Cartilage Crush deals 4 or more damage to the defending hero, an effect waits for that player's next turn ({kind: next_action_costs_more, amount: 1, lasts: their_next_turn}): the first action card they play that turn (an attack action or a non-attack action) or the first action ability they activate costs 1 resource point more (FAB-302 and FAB-303 count it, before any reduction, as Frostbite's, FAB-540) and uses the effect up; unused, it ends with that turn.",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "Cartilage Crush: \"Crush - When this deals 4 or more damage to a hero, their first action during their next turn costs an additional {r} to play or activate.\" CR 8.4.2, 5.1.6a (effects that increase an asset-cost apply before those that reduce it), 8.1.1 (action cards), 5.2.1 (an activated ability of type action), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. \"Their first action\" reads as the first action card played or action ability activated: the two ways an action is taken in the action phase.")).

%   The crush texts that make an effect for the damaged player's next
%   turn (FAB-620, FAB-621): made as the damage is dealt.
crush_next_turn_text(S0, L, A, Damage, S) -->
    (   { Damage >= 4,
          text_read_name(A, Name),
          card_text_read(Name, crush_next_turn(E0)),
          Def = L.defender,
          card_id(A, AId),
          E = E0.put(_{player:Def, source:AId, lasts:"their_next_turn"}),
          add_effect(S0, E, S),
          crush_effect_rule(E.kind, Rule),
          key_value(amount, E, 0, Amount)
        }
    ->  [ event(Rule, next_turn_effect_made, _{player:Def, by:AId, kind:E.kind, amount:Amount, damage:Damage}) ]
    ;   { S = S0 }
    ).

%   The rule of each kind of effect a crush text makes for the damaged
%   player's next turn.
crush_effect_rule("next_attack_power", 'FAB-620').
crush_effect_rule("next_action_costs_more", 'FAB-621').
crush_effect_rule("hero_loses_abilities", 'FAB-624').

message(event(next_turn_effect_made, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.kind == "hero_loses_abilities" }
    ->  [ "~w deals ~d damage (crush): ~w's hero card loses its effects and activated abilities until the end of their next turn"-[By, F.damage, F.player] ]
    ;   [ "~w deals ~d damage (crush): in ~w's next turn, "-[By, F.damage, F.player] ],
        next_turn_words(F.kind, F.amount)
    ).
message(event(effects_carried, F, _)) -->
    { length(F.effects, N) },
    [ "~d effect(s) waiting for ~w's next turn stay as the turn ends (crush)"-[N, F.player] ].

next_turn_words("next_attack_power", N) --> [ "their first attack gets ~w power"-[N] ].
next_turn_words("next_action_costs_more", N) --> [ "their first action costs ~w more to play or activate"-[N] ].

%!  carried_effects(+State, +Next, -Carried:list) is det.
%
%   As the turn ends, the effects that last the next turn of Next, the
%   player whose turn begins, stay (FAB-620, FAB-621); every other
%   effect ends (FAB-206).

carried_effects(S, Next, Carried) :-
    effects(S, Es),
    include(carried_for(Next), Es, Carried).

carried_for(Next, E) :-
    get_dict(lasts, E, "their_next_turn"),
    get_dict(player, E, W),
    W == Next.

carried_effects_noted([], _) --> !, [].
carried_effects_noted(Es, Next) -->
    { maplist([E, K]>>get_dict(kind, E, K), Es, Kinds) },
    [ event('FAB-620', effects_carried, _{player:Next, effects:Kinds}) ].

%!  next_turn_effect_invalid(+State, +Effect, +Index, -Path, -Reason) is semidet.
%
%   An effect that lasts a player's next turn is invalid unless it names
%   a player of the game (FAB-115, as FAB-620 reads it).

next_turn_effect_invalid(S, E, I, Path, next_turn_effect_player(Who0)) :-
    \+ ( get_dict(player, E, Who), player(S, Who, _) ),
    json_path([effects, I, player], Path),
    key_value(player, E, null, Who0).

message(next_turn_effect_player(Who)) -->
    [ "an effect that lasts a player's next turn names ~w, not a player of the game"-[Who] ].

%!  next_action_increase(+State, +Player:dict, -Inc:integer) is det.
%
%   What the effects waiting for Player's first action this turn add to
%   its cost (FAB-621): in their own turn only.

next_action_increase(S, P, Inc) :-
    (   get_dict(name, P, Who),
        Who == S.turn_player
    ->  effects(S, Es),
        aggregate_all(sum(N), ( member(E, Es), action_increase_of(Who, E, N) ), Inc)
    ;   Inc = 0
    ).

action_increase_of(Who, E, N) :-
    get_dict(kind, E, "next_action_costs_more"),
    get_dict(player, E, W), W == Who,
    get_dict(amount, E, N).

action_increase_of(Who, E) :-
    action_increase_of(Who, E, _).

%   Player took an action (played an action card, or activated an action
%   ability): the effects that raised its cost are used up (FAB-621).
next_action_increase_used(S0, Who, Id, S) -->
    (   { Who == S0.turn_player,
          effects(S0, Es0),
          partition(action_increase_of(Who), Es0, Used, Rest),
          Used \== []
        }
    ->  { S = S0.put(effects, Rest),
          (   is_dict(Id) -> card_id(Id, CId) ; CId = Id )
        },
        [ event('FAB-621', cost_increase_used, _{player:Who, card:CId}) ]
    ;   { S = S0 }
    ).

message(event(cost_increase_used, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's first action this turn (~w) costs 1 more (Cartilage Crush), and that effect is used up"-[F.player, L] ].

%!  activation_cost(+State, +Player:dict, +Ability:dict, -Cost:integer) is det.
%
%   The resource cost of Player activating Ability in State:
%   activation_cost/3 (FAB-540), and what the effects waiting for their
%   first action add to an action ability (FAB-621).

activation_cost(S, P, Ab, Cost) :-
    activation_cost(P, Ab, Cost0),
    (   ability_type(Ab, "action")
    ->  next_action_increase(S, P, Inc)
    ;   Inc = 0
    ),
    Cost is Cost0 + Inc.

%!  deck_activated_text(+State0, +Player, +SourceId, +Ability, -State)// is det.
%
%   Player activated Ability of the card SourceId, paying its cost: an
%   action ability uses up the effects that raised its cost (FAB-621),
%   and the cards pitched may give a weapon power (FAB-619).

deck_activated_text(S0, Who, Id, Ab, S) -->
    (   { ability_type(Ab, "action"), Who == S0.turn_player }
    ->  next_action_increase_used(S0, Who, Id, S1)
    ;   { S1 = S0 }
    ),
    pitched_power_check(S1, Who, S).

                 /*******************************
                 *       CRUSH CONFIDENCE       *
                 *******************************/

card_text_read("Crush Confidence", crush_next_turn(_{kind:"hero_loses_abilities"})).

rule('FAB-624', effect, "Crush Confidence: crush, the defending hero card loses its effects and activated abilities until the end of their next turn",
     "When Crush Confidence deals 4 or more damage to the defending hero, an effect lasts from then until the end of that player's next turn ({kind: hero_loses_abilities, lasts: their_next_turn}; FAB-206 keeps it as the turn ends): their hero card has no effects and no activated abilities. Its activated abilities cannot be activated (FAB-625: Bravo's dominate), and the texts of the hero rulecheck reads do nothing meanwhile (Dorinthea's additional attack, FAB-543; Rhinar's intimidate, FAB-570). Its life, intellect and name are not abilities and stay. With less damage nothing happens.",
     ruling("Ваш хід закінчується, і ваш супротивник починає свій хід.",
            "Crush Confidence: \"Crush - If Crush Confidence deals 4 or more damage to a hero, they lose all hero card effects and activated abilities until the end of their next turn.\" CR 8.4.2 (crush: a triggered effect on 4 or more damage dealt), 8.4.2a, 1.7.4 (an ability is functional only while its source has it), 5.2 (activated abilities), 6.6 (triggered effects), 4.4.4 (effects end with their duration), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads \"hero card effects and activated abilities\" as those of the hero card (its static and triggered effects, its activated abilities): a weapon's or an equipment's abilities stay. The effect starts as the damage is dealt, in the attacking player's turn, and lasts through the damaged player's next turn.")).

rule('FAB-625', constraint, "A hero card that lost its activated abilities cannot activate them",
     "While an effect says a player's hero card has lost its activated abilities (Crush Confidence, FAB-624), an activate move naming that hero breaks this rule.",
     ruling("Деякі карти мають активовані здібності.",
            "Crush Confidence: \"... they lose all hero card effects and activated abilities until the end of their next turn.\" CR 5.2.1 (an activated ability is activated from its source; a source without the ability has none to activate), 1.7.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hero_abilities_lost(+State, +Player) is semidet.
%
%   An effect in State says Player's hero card has lost its effects and
%   activated abilities (FAB-624): its texts do nothing, its abilities
%   cannot be activated.

hero_abilities_lost(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "hero_loses_abilities"),
    get_dict(player, E, W),
    W == Who,
    !.

broken('FAB-625', S, M, hero_ability_lost(C)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    card_type(C, "hero"),
    hero_abilities_lost(S, M.player).

message(hero_ability_lost(C)) -->
    { card_label(C, L) },
    [ "~w has lost its activated abilities until the end of its player's next turn (Crush Confidence's crush)"-[L] ].

                 /*******************************
                 *         BUCKLING BLOW        *
                 *******************************/

card_text_read("Buckling Blow", crush_equipment_counter(-1)).

rule('FAB-626', effect, "Buckling Blow: crush, a -1 defense counter on an equipment the defending hero controls, the attacker's choice",
     "When Buckling Blow deals 4 or more damage to the defending hero, a -1 defense counter goes on an equipment that hero's player controls: in their equipment zone, or defending on the combat chain. With none nothing happens; with one it is that one; with two or more the position waits for the choice of Buckling Blow's controller (the pending choice counter_target, its player the attacker, its target_player the damaged one), which a target move names (FAB-627). The counter stays on the equipment (its defense_counters, FAB-521's counting; never a defense below 0) while it stays in the arena.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Buckling Blow: \"Crush - If Buckling Blow deals 4 or more damage to a hero, put a -1{d} counter on target equipment they control.\" CR 8.4.2 and 8.4.2a (crush: a triggered effect on 4 or more damage dealt), 6.6 (a triggered-layer), 1.8.5 and 1.8.5a (a target is declared by the controller of the layer as it is put on the stack: a public object in the arena; the combat chain is in the arena, 3.0.5), 1.15 and 2.0.3d (a counter modifies the defense of the object it is on), 2.0.3c (never below 0), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The target is the attacking player's to choose, so rulecheck asks it where there are two or more; the triggered-layer resolves at once, as Disable's (FAB-613): nothing in the position can answer it in between.")).

rule('FAB-627', constraint, "The target of Buckling Blow's counter is an equipment the damaged hero controls",
     "A target move answers the counter_target choice (FAB-626): its card is an equipment the damaged player controls, in their equipment zone or defending on the combat chain.",
     ruling("",
            "CR 1.8.5 and 1.8.5a (a legal target fits the description, \"equipment they control\", and is a public object in the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  controlled_equipment(+State, +Player, -Equipment) is nondet.
%
%   Equipment is an equipment Player controls: in their equipment zone,
%   or defending on a chain link they defend (FAB-626).

controlled_equipment(S, Who, E) :-
    player(S, Who, P),
    key_value(equipment, P, [], Es),
    member(E, Es).
controlled_equipment(S, Who, E) :-
    chain_open(S),
    member(L, S.chain.links),
    get_dict(defender, L, D), D == Who,
    key_value(defending, L, [], Ds),
    member(E, Ds),
    card_type(E, "equipment").

%   Attack, of the active chain Link, dealt Damage: Buckling Blow's crush
%   (FAB-626).
crush_counter_text(S0, L, A, Damage, S) -->
    (   { Damage >= 4,
          text_read_name(A, Name),
          card_text_read(Name, crush_equipment_counter(N)),
          Def = L.defender,
          card_id(A, AId),
          findall(EId, ( controlled_equipment(S0, Def, E), card_id(E, EId) ), EIds0),
          list_to_set(EIds0, EIds)
        }
    ->  (   { EIds == [] }
        ->  { S = S0 },
            [ event('FAB-626', no_equipment_for_counter, _{player:Def, by:AId}) ]
        ;   { EIds = [EId] }
        ->  equipment_counter_put(S0, Def, EId, N, AId, S)
        ;   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { Who = L.controller,
              S = S0.put(pending, _{choice:"counter_target", player:Who, controller:Who, source:A,
                                    target_player:Def})
            },
            [ event('FAB-626', counter_target_waits, _{player:Who, by:AId, of:Def, cards:EIds}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

%!  equipment_counter_put(+State0, +Player, +Id, +N, +By, -State)// is det.
%
%   A defense counter of N goes on Player's equipment Id, in their
%   equipment zone or defending on the combat chain (FAB-626).

equipment_counter_put(S0, Who, Id, N, By, S) -->
    { player(S0, Who, P0),
      (   nth0(K, P0.equipment, E0, Rest), card_id(E0, Id0), Id0 == Id
      ->  counter_added(E0, N, E),
          nth0(K, Es, E, Rest),
          set_player(S0, P0.put(equipment, Es), S)
      ;   Chain0 = S0.chain,
          nth0(I, Chain0.links, L0, Links1),
          nth0(J, L0.defending, E0, Ds1),
          card_id(E0, Id0), Id0 == Id
      ->  counter_added(E0, N, E),
          nth0(J, Ds, E, Ds1),
          nth0(I, Links, L0.put(defending, Ds), Links1),
          S = S0.put(chain, Chain0.put(links, Links))
      ;   S = S0
      ),
      defense_counters(E0, C0), C is C0 + N
    },
    [ event('FAB-626', equipment_counter_put, _{player:Who, card:Id, by:By, amount:N, counters:C}) ].

counter_added(E0, N, E) :-
    defense_counters(E0, C0),                   % keywords_defense.pl
    C is C0 + N,
    E = E0.put(defense_counters, C).

choice_action("counter_target", "target").
choice_phase("counter_target", "action").

pending_problem(S, Pd, [target_player], no_equipment_to_target(Of)) :-   % FAB-626
    Pd.choice == "counter_target",
    key_value(target_player, Pd, null, Of),
    \+ ( player(S, Of, _), controlled_equipment(S, Of, _) ).

broken('FAB-627', S, M, not_their_equipment(Of, Id)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "counter_target",
    get_dict(card, M, Id),
    key_value(target_player, Pd, null, Of),
    \+ ( controlled_equipment(S, Of, E), card_id(E, Id0), Id0 == Id ).

rule_fact('FAB-627', S, _, counter_targets(Who, Of, Es)) :-
    pending(S, Pd),
    Pd.choice == "counter_target",
    Who = Pd.player,
    key_value(target_player, Pd, null, Of),
    findall(E, controlled_equipment(S, Of, E), Es).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "counter_target",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0), text_read_name(By0, Name), card_text_read(Name, crush_equipment_counter(N0))
      ->  N = N0
      ;   N = -1
      ),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    equipment_counter_put(S1, Pd.target_player, M.card, N, By, S).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "counter_target",
    Who = Pd.player,
    findall(Id0, ( controlled_equipment(S, Pd.target_player, E), card_id(E, Id0) ), Ids0),
    list_to_set(Ids0, Ids),
    member(Id, Ids).

message(event(no_equipment_for_counter, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w deals 4 or more damage (crush): ~w controls no equipment, so no counter is put"-[By, F.player] ].
message(event(counter_target_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w deals 4 or more damage (crush): ~w chooses which equipment of ~w's gets a -1 defense counter (a target move)"-[By, F.player, F.of] ].
message(event(equipment_counter_put, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, E) },
    [ "~w (crush): ~w of ~w's gets a ~w defense counter (~w in all)"-[By, E, F.player, F.amount, F.counters] ].
message(not_their_equipment(Of, Id)) -->
    [ "~w is not an equipment ~w controls (in their equipment zone or defending on the combat chain)"-[Id, Of] ].
message(no_equipment_to_target(Of)) -->
    [ "Buckling Blow's counter waits for a target, yet ~w controls no equipment"-[Of] ].
message(no_choice_waits("counter_target")) -->
    [ "no counter waits for its target: target names the equipment that gets Buckling Blow's -1 defense counter" ].
fact_words(counter_targets(Who, Of, Es)) -->
    { maplist(card_label, Es, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w chooses which equipment of ~w's gets the counter: ~w"-[Who, Of, T] ].

choice_words("counter_target") --> [ "which equipment of the damaged hero gets Buckling Blow's -1 defense counter (a target move)" ].

text_choice_words("counter_target", Source) -->
    [ "the equipment that gets the -1 defense counter of ~w (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), key_value(target_player, Pd, "?", Of),
      (   controlled_equipment(S, Of, E), card_id(E, Id0), Id0 == M.card -> card_label(E, L) ; L = M.card )
    },
    [ M.player, " puts the -1 defense counter on ", L ].

                 /*******************************
                 *            PUMMEL            *
                 *******************************/

card_text_read("Pummel", pummel([4, 3, 2])).

rule('FAB-628', effect, "Pummel: +N power to a club or hammer weapon attack, or to an attack action card with cost 2 or more that discards a card on hit",
     "Pummel, as it resolves, gives the attack of the active chain link +4 power (red; +3 yellow, +2 blue) by the mode that fits it: a club or hammer weapon's attack (the first mode), or an attack action card with cost 2 or more, which also gains \"If this hits a hero, they discard a card\" (the second mode: its link's hit_discard). Where the active attack fits neither, the mode chosen targeted another card on the chain and changes nothing. When an attack with hit_discard hits, the defending hero's player discards a card from their hand (to the graveyard, or where a replacement puts it, FAB-578): none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (the pending choice hit_discard), which a discard move names (FAB-536).",
     ruling("Реакції атаки — ... їх можна грати лише під час кроку реакції, коли ви атакуєте.",
            "Pummel: \"Choose 1; - Target club or hammer weapon attack gains +4{p}. - Target attack action with cost 2 or greater gains +4{p} and 'If this hits a hero, they discard a card.'\" (red; +3 yellow, +2 blue). CR 1.7.5 and 5.1.4a (a mode is chosen and its targets declared as the card is played), 1.8.5, 7.5.5 (an attack hits when it deals damage to the hero), 8.5.5 (discard: the player puts a card from their hand into their graveyard; a card not chosen at random is chosen by the player who discards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for Razor Reflex (FAB-585), the two modes' targets never meet in one object (a weapon is no attack action card): rulecheck reads the mode chosen as the one the active chain link's attack fits and the target as that attack; choosing the other mode, for a target whose power cannot matter any more (a defending card, an earlier link's attack), gains nothing and is not offered. \"Attack action\" reads as an attack action card.")).

rule('FAB-629', constraint, "Pummel needs a target of one of its modes",
     "Pummel is played only while one of its modes has a target on the combat chain: a club or hammer weapon's attack, or an attack action card with cost 2 or more (attacking or defending).",
     ruling("",
            "CR 5.1.4a (the targets of a card's resolution abilities are declared as it is played, and must be legal), 1.7.5 (a mode is chosen as the card is played, and its targets declared), 1.8.5 and 1.8.5a (public objects in the arena: the combat chain, 3.0.5), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-536', constraint, "The card discarded for an attack's hit is a card of the discarding player's hand",
     "A discard move answers the hit_discard choice (FAB-628): its card is a card in the hand of the player who discards.",
     ruling("",
            "CR 8.5.5 (to discard is to put a card from the hand into the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pummel_target(+State, ?Mode, -Card) is nondet.
%
%   Card on the combat chain fits Pummel's Mode: 1, a club or hammer
%   weapon's attack; 2, an attack action card with cost 2 or more,
%   attacking or defending (FAB-629).

pummel_target(S, 1, A) :-
    weapon_attack_target(S, A),                 % card_texts_rhinar_dorinthea.pl
    card_subtypes(A, Ss),
    (   memberchk("Club", Ss) -> true ; memberchk("Hammer", Ss) ).
pummel_target(S, 2, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C)
    ;   key_value(defending, L, [], Ds), member(C, Ds)
    ),
    card_type(C, "attack action"),
    card_cost(C, Cost),
    Cost >= 2.

broken('FAB-629', S, M, no_pummel_target(C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, pummel(_)),
    \+ pummel_target(S, _, _).

message(no_pummel_target(C)) -->
    { card_label(C, L) },
    [ "~w targets a club or hammer weapon attack, or an attack action card with cost 2 or more, and none is on the combat chain"-[L] ].

pummel_resolves(S0, Who, Id, N, S) -->
    (   { active_link(S0, L0),
          link_attack(L0, A),
          pummel_target(S0, Mode, A),
          active_link_replaced(S0, L0, L2, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L1 = L0.put(power_bonus, B),
          (   Mode == 2 -> L2 = L1.put(hit_discard, true) ; L2 = L1 ),
          card_id(A, AId)
        }
    ->  [ event('FAB-628', pummel_resolved, _{player:Who, card:Id, attack:AId, amount:N, mode:Mode}) ]
    ;   { S = S0 },
        [ event('FAB-628', pummel_nothing, _{player:Who, card:Id}) ]
    ).

%   Attack, of the active chain Link, hit: if the link has "If this hits
%   a hero, they discard a card" (FAB-628), the defending player discards.
hit_discard_text(S0, L, A, S) -->
    (   { get_dict(hit_discard, L, true),
          Def = L.defender,
          player(S0, Def, P),
          card_id(A, AId)
        }
    ->  (   { P.hand == [] }
        ->  { S = S0 },
            [ event('FAB-628', nothing_to_discard, _{player:Def, by:AId}) ]
        ;   { discard_no_choice(P.hand, C) }
        ->  { card_id(C, CId) },
            card_discarded(S0, Def, CId, AId, S)
        ;   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hit_discard", player:Def, controller:L.controller, source:A}) },
            [ event('FAB-628', hit_discard_waits, _{player:Def, by:AId}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

%   The hand holds one card, or copies of one card (known, of one name
%   and colour): which is discarded is no choice.
discard_no_choice([C|Cs], C) :-
    \+ unknown_card(C),
    get_dict(name, C, Name),
    key_value(color, C, none, Col),
    forall(member(C1, Cs),
           ( \+ unknown_card(C1),
             get_dict(name, C1, Name1), Name1 == Name,
             key_value(color, C1, none, Col1), Col1 == Col )).

%!  card_discarded(+State0, +Player, +Id, +By, -State)// is det.
%
%   Player discards the card Id from their hand for By's hit (FAB-628):
%   the texts that trigger on a discard read it (FAB-555, FAB-570).

card_discarded(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, hand, Id, C, P1),
      add_cards(P1, graveyard, [C], P2),
      set_player(S0, P2, S1)
    },
    [ event('FAB-628', hit_discarded, _{player:Who, card:Id, by:By}) ],
    discard_text(S1, Who, [Id], S2),            % card_texts.pl (FAB-555)
    hero_discard_text(S2, Who, [Id], S).        % card_texts_rhinar_dorinthea.pl (FAB-570)

choice_action("hit_discard", "discard").
choice_phase("hit_discard", "action").

pending_problem(S, Pd, [player], no_card_to_discard(P)) :-   % FAB-628
    Pd.choice == "hit_discard",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-536', S, M, not_in_hand(Who, Id)) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "hit_discard",
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( member(C, P.hand), card_id(C, Id0), Id0 == Id ).

rule_fact('FAB-536', S, M, discarding_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "hit_discard",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hit_discard",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    card_discarded(S1, M.player, M.card, By, S).

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hit_discard",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

message(event(pummel_resolved, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    (   { F.mode == 1 }
    ->  [ "~w resolves: ~w, a club or hammer weapon attack, gains +~d power"-[L, AL, F.amount] ]
    ;   [ "~w resolves: ~w, an attack action card with cost 2 or more, gains +~d power and \"If this hits a hero, they discard a card\""-[L, AL, F.amount] ]
    ).
message(event(pummel_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the active chain link's attack fits neither of its modes, so no attack gains power"-[L] ].
message(event(nothing_to_discard, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has no card in hand to discard"-[By, F.player] ].
message(event(hit_discard_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w discards a card of their choice (a discard move)"-[By, F.player] ].
message(event(hit_discarded, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits: ~w discards ~w"-[By, F.player, C] ].
message(not_in_hand(Who, Id)) -->
    [ "~w has no card ~w in hand to discard"-[Who, Id] ].
message(no_card_to_discard(P)) -->
    [ "a discard waits for ~w, who has no card in hand"-[P] ].
message(no_choice_waits("hit_discard")) -->
    [ "no discard waits: discard names the card a player discards as an attack with \"If this hits a hero, they discard a card\" hits (Pummel)" ].
fact_words(discarding_hand(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w discards one of ~w"-[Who, T] ].

choice_words("hit_discard") --> [ "which card of their hand they discard as the attack hits (a discard move)" ].

text_choice_words("hit_discard", Source) -->
    [ "the card discarded as ~w hits (discard)"-[Source] ].

move_words("discard", S, M) -->
    { player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " discards ", L ].

                 /*******************************
                 *    BLESSING OF DELIVERANCE   *
                 *******************************/

card_text_read("Blessing of Deliverance", blessing_of_deliverance(3, [3, 2, 1])).

permanent_text("Blessing of Deliverance", action_phase,
               [destroy_this, reveal_top_gain_life(3, [3, 2, 1])]).   % FAB-538

rule('FAB-537', effect, "Blessing of Deliverance: entering the arena with a card of cost 3 or more in its player's pitch zone, draw a card",
     "When Blessing of Deliverance resolves and enters its controller's arena (an aura), if a card with cost 3 or more is in that player's pitch zone, they draw a card (after its go again). Where the pitch zone holds unknown cards and no known card of such a cost, the position does not say whether the condition holds: it waits for the answer (the pending choice cost_check, for: draw), a costs move naming which of those unknown cards have cost 3 or more (FAB-539); rulecheck never guesses it.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Blessing of Deliverance: \"Go again. When Blessing of Deliverance enters the arena, if you have a card with cost 3 or greater in your pitch zone, draw a card.\" CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 8.2.2 (an aura is a permanent; it enters the arena as it resolves), 3.13 (the pitch zone), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The triggered-layer resolves at once, after the card's own resolution (its go again), as rulecheck resolves the tokens' triggers (FAB-211): nothing in the position can answer it in between.")).

rule('FAB-538', effect, "Blessing of Deliverance: at the beginning of the action phase, destroyed, then reveal the top cards and gain 1 life for each of cost 3 or more",
     "At the beginning of its controller's action phase Blessing of Deliverance is destroyed (to the graveyard), then the top 3 cards (red; 2 yellow, 1 blue) of their deck, or as many as it holds, are revealed and stay where they are; their hero gains 1 life for each of them with cost 3 or more. A revealed card the position does not name (an unknown card) could have any cost: the position waits for the answer (the pending choice cost_check, for: life), a costs move naming which of those unknown cards have cost 3 or more (FAB-539), and the life is then gained; rulecheck never guesses it. Several such triggers at once are ordered by their controller (FAB-531).",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Blessing of Deliverance: \"At the beginning of your action phase, destroy Blessing of Deliverance then reveal the top 3 cards of your deck. Gain 1{h} for each card with cost 3 or greater revealed this way.\" (red; yellow: the top 2 cards, blue: the top card). CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.5.4 (destroy), 8.5.16 (reveal: the card stays in its zone, its facts made public), 2.4 (cost: the printed resource cost, not the pitch value), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. What the revealed cards are is public once revealed, but a position that gives the deck as unknown cards does not say it: the judge, who sees them revealed, names which have cost 3 or more, as a roll's result (FAB-576) or a random card (FAB-528) is named.")).

rule('FAB-539', constraint, "A costs move names only the unknown cards the check waits for, each once",
     "A costs move answers the cost_check choice (FAB-537, FAB-538): its cards are those of the choice's cards (the unknown cards revealed, or in the pitch zone) that have cost 3 or more, each named once; the others, by not being named, have less.",
     ruling("",
            "CR 8.5.16 (a revealed card is made public), 2.4 (cost), 1.8.5b by analogy (an object is not declared twice), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  blessing_min_cost(+Card, -Min:integer) is semidet.
%
%   Card's text is Blessing of Deliverance's: the cost it counts (FAB-537).

blessing_min_cost(C, Min) :-
    text_read_name(C, Name),
    card_text_read(Name, blessing_of_deliverance(Min, _)).

%   The cards of Cards with cost Min or more, and the unknown cards of
%   Cards (whose cost the position does not say).
cost_split(Cards, Min, Known, Unknown) :-
    include(known_cost_at_least(Min), Cards, Known),
    include(unknown_card, Cards, Unknown).

known_cost_at_least(Min, C) :-
    \+ unknown_card(C),
    card_cost(C, Cost),
    integer(Cost),
    Cost >= Min.

%!  entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: the texts read here that
%   trigger on it (FAB-537).

entered_arena_text(S0, Who, C, S) -->
    (   { blessing_min_cost(C, Min),
          card_id(C, Id),
          player(S0, Who, P),
          key_value(pitch, P, [], Pitched),
          cost_split(Pitched, Min, Known, Unknown)
        }
    ->  (   { Known \== [] }
        ->  { Known = [K|_], card_id(K, KId) },
            [ event('FAB-537', blessing_draws, _{player:Who, card:Id, pitched:KId}) ],
            draw_cards(Who, 1, Id, S0, S)       % triggers.pl
        ;   { Unknown == [] }
        ->  { S = S0 },
            [ event('FAB-537', blessing_draws_nothing, _{player:Who, card:Id}) ]
        ;   cost_check_waits(S0, Who, C, "draw", Unknown, [], S)
        )
    ;   { S = S0 }
    ).

%   The position waits for the costs of the unknown cards Unknown
%   (FAB-537, FAB-538); Known, the revealed cards of that cost already.
cost_check_waits(S0, Who, C, For, Unknown, Known, S) -->
    (   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { maplist(card_id, Unknown, UIds),
          maplist(card_id, Known, KIds),
          card_id(C, Id),
          Pd0 = _{choice:"cost_check", player:Who, controller:Who, source:C, for:For, cards:UIds},
          (   KIds == [] -> Pd = Pd0 ; Pd = Pd0.put(known, KIds) ),
          S = S0.put(pending, Pd)
        },
        [ event('FAB-539', cost_check_waits, _{player:Who, card:Id, cards:UIds, for:For}) ]
    ;   { S = S0 }
    ).

trigger_effect(reveal_top_gain_life(Min, Counts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Counts, N0),
      player(S0, Who, P),
      length(P.deck, DL),
      N is min(N0, DL),
      length(Top, N),
      append(Top, _, P.deck),
      maplist(card_id, Top, TopIds),
      cost_split(Top, Min, Known, Unknown)
    },
    [ event('FAB-538', top_cards_revealed, _{player:Who, card:Id, cards:TopIds}) ],
    (   { Unknown == [] }
    ->  { length(Known, K) },
        life_gained_for(S0, Who, Id, K, S)
    ;   cost_check_waits(S0, Who, C, "life", Unknown, Known, S)
    ).

life_gained_for(S0, Who, Id, K, S) -->
    { player(S0, Who, P0),
      Life is P0.life + K,
      set_player(S0, P0.put(life, Life), S)
    },
    [ event('FAB-538', revealed_life_gained, _{player:Who, card:Id, amount:K, life:Life}) ].

choice_action("cost_check", "costs").
choice_phase("cost_check", "action").

pending_problem(_, Pd, [cards], no_unknown_cards) :-   % FAB-539
    Pd.choice == "cost_check",
    key_value(cards, Pd, [], []).

broken('FAB-539', S, M, not_checked(Id)) :-
    get_dict(action, M, "costs"),
    pending(S, Pd),
    Pd.choice == "cost_check",
    key_value(cards, Pd, [], Ids),
    member(Id, M.cards),
    \+ memberchk(Id, Ids),
    !.
broken('FAB-539', S, M, named_twice(Id)) :-
    get_dict(action, M, "costs"),
    pending(S, Pd),
    Pd.choice == "cost_check",
    msort(M.cards, Sorted),
    nextto(Id, Id, Sorted),
    !.

rule_fact('FAB-539', S, _, cost_check_waits(Who, Ids)) :-
    pending(S, Pd),
    Pd.choice == "cost_check",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids).

effect(costs, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cost_check",
      choice_answered(S0, S1),
      Who = M.player,
      key_value(source, Pd, "?", Src),
      (   is_dict(Src) -> card_id(Src, Id) ; Id = Src ),
      list_to_set(M.cards, Named),
      length(Named, U),
      key_value(known, Pd, [], KIds),
      length(KIds, K)
    },
    [ event('FAB-539', costs_named, _{player:Who, cards:Named}) ],
    (   { Pd.for == "draw" }
    ->  (   { U > 0 }
        ->  [ event('FAB-537', blessing_draws, _{player:Who, card:Id, pitched:null}) ],
            draw_cards(Who, 1, Id, S1, S2)
        ;   { S2 = S1 },
            [ event('FAB-537', blessing_draws_nothing, _{player:Who, card:Id}) ]
        )
    ;   { N is K + U },
        life_gained_for(S1, Who, Id, N, S2)
    ),
    then_resolves(S2, Pd, S).                   % choices.pl

choice_candidate("costs", S, _{player:Who, action:"costs", cards:Named}) :-
    pending(S, Pd),
    Pd.choice == "cost_check",
    Who = Pd.player,
    key_value(cards, Pd, [], Ids),
    sub_list(Ids, Named).                       % moves.pl

message(event(blessing_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w has a card with cost 3 or more in their pitch zone, so they draw a card"-[L, F.player] ].
message(event(blessing_draws_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w has no card with cost 3 or more in their pitch zone, so they draw nothing"-[L, F.player] ].
message(event(top_cards_revealed, F, S0)) -->
    { event_card(S0, F.card, L), length(F.cards, N), event_cards(S0, F.cards, T) },
    [ "~w: ~w reveals the top ~d card(s) of their deck: ~w"-[L, F.player, N, T] ].
message(event(revealed_life_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~d revealed card(s) with cost 3 or more, so ~w gains ~d life (~d now)"-[L, F.amount, F.player, F.amount, F.life] ].
message(event(cost_check_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_cards(S0, F.cards, T) },
    [ "~w: the position does not say the cost of ~w; a costs move names those with cost 3 or more"-[L, T] ].
message(event(costs_named, F, S0)) -->
    (   { F.cards == [] }
    ->  [ "~w names no unknown card with cost 3 or more"-[F.player] ]
    ;   { event_cards(S0, F.cards, T) },
        [ "~w names the unknown cards with cost 3 or more: ~w"-[F.player, T] ]
    ).

%   The cards Ids of the position before the move, in words.
event_cards(S0, Ids, Text) :-
    maplist(event_card(S0), Ids, Ls),
    atomic_list_concat(Ls, ", ", Text).
message(not_checked(Id)) -->
    [ "~w is not one of the unknown cards whose cost the check waits for"-[Id] ].
message(named_twice(Id)) -->
    [ "~w is named twice"-[Id] ].
message(no_unknown_cards) -->
    [ "a cost check waits for no card" ].
message(no_choice_waits("cost_check")) -->
    [ "no cost check waits: costs names the unknown cards of cost 3 or more that Blessing of Deliverance reveals or finds in the pitch zone" ].
fact_words(cost_check_waits(Who, Ids)) -->
    [ "~w names which of ~w have cost 3 or more"-[Who, Ids] ].

choice_words("cost_check") --> [ "which of the unknown cards revealed (or in their pitch zone) have cost 3 or more (a costs move)" ].

text_choice_words("cost_check", Source) -->
    [ "which unknown cards have cost 3 or more, for ~w (costs)"-[Source] ].

move_words("costs", _, M) -->
    { atomic_list_concat(M.cards, ", ", T) },
    (   { M.cards == [] }
    ->  [ M.player, " names no card with cost 3 or more" ]
    ;   [ M.player, " names the cards with cost 3 or more: ", T ]
    ).

                 /*******************************
                 *            TARGETS           *
                 *******************************/

rule('FAB-622', constraint, "A targeted effect names a legal target as the card is played or the ability activated",
     "Playing Lunging Press (\"Target attack action card gains +1{p}\") or activating Breaking Scales' attack reaction (\"Target attack action card with combo gains +1{p}\") names its target in the move (`target`: a card's id): an attack action card (with combo, for Breaking Scales) on the combat chain (attacking or defending) or on the stack. Without a legal target it cannot be played or activated; a move that names no target, or one that is not a legal target, breaks this rule, and so does a target named for a card or ability whose text, read by rulecheck, targets nothing. The layer keeps the target; as it resolves the target gains +1 power (the chain link it attacks on counts it), or, if it is no longer a legal target, nothing happens (it fails to resolve).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "The seed: announce the card and choose any targets or modes. CR 1.8.5 (a targeted effect's targets are declared as it is put on the stack, \"target [DESCRIPTION]\"), 1.8.5a (only public objects in the arena or on the stack are targetable; the combat chain is in the arena), 5.1.4a (the player declares all legal targets), 5.1.5 (a card whose parameters are illegal is illegal to play), 5.2.2 (an ability is activated as a card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  targeting(+Card, ?Which, -Spec, -N) is semidet.
%
%   Playing Card (Which = play) or activating its ability I (Which =
%   ability(I)) has a targeted effect read here: a target of Spec gains
%   +N power (FAB-622).

targeting(C, Which, Spec, N) :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(Which, Spec, N)).

%!  legal_target(+State, +Spec, ?Id) is nondet.
%
%   Id is a legal target of Spec: a public object on the combat chain
%   (an attack or a defending card) or on the stack that fits it.

legal_target(S, Spec, Id) :-
    target_object(S, C),
    spec_fits(Spec, C),
    card_id(C, Id).

target_object(S, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C)
    ;   key_value(defending, L, [], Ds), member(C, Ds)
    ).
target_object(S, C) :-
    key_value(stack, S, [], Layers),
    member(L, Layers),
    layer_card(L, C).

spec_fits(attack_action_card, C) :-
    card_type(C, "attack action").
spec_fits(combo_attack_action_card, C) :-
    card_type(C, "attack action"),
    card_prop(C, keywords, Ks),
    is_list(Ks),
    memberchk("Combo", Ks).

%!  move_target(+State, +Card, +Which, +Move0, -Move) is nondet.
%
%   The candidates of playing Card or activating its ability (Which) with
%   Move0's payment: one for each legal target when its effect targets
%   (none without a legal target), else Move0 itself (FAB-622).

move_target(S, C, Which, M0, M) :-
    (   targeting(C, Which, Spec, _)
    ->  findall(T, legal_target(S, Spec, T), Ts0),
        list_to_set(Ts0, Ts),
        member(T, Ts),
        M = M0.put(target, T)
    ;   M = M0
    ).

broken('FAB-622', S, M, Reason) :-
    get_dict(action, M, Action),
    (   Action == "play"
    ->  played_card(S, M, _, C), Which = play
    ;   Action == "activate"
    ->  activated_ability(S, M, _, C, _), Which = ability(M.ability)
    ),
    (   targeting(C, Which, Spec, _)
    ->  (   \+ get_dict(target, M, _)
        ->  Reason = target_missing(C, Spec)
        ;   get_dict(target, M, T),
            \+ legal_target(S, Spec, T)
        ->  Reason = target_illegal(C, T, Spec)
        )
    ;   get_dict(target, M, T),
        \+ unmodelled_card(C)                   % permanents.pl: its text, read, targets nothing
    ->  Reason = target_not_asked(C, T)
    ).

message(target_missing(C, Spec)) -->
    { card_label(C, L), spec_words(Spec, W) },
    [ "~w targets ~w: the move names no target (CR 1.8.5, 5.1.4a)"-[L, W] ].
message(target_illegal(C, T, Spec)) -->
    { card_label(C, L), spec_words(Spec, W) },
    [ "~w targets ~w on the combat chain or the stack, and ~w is not one (CR 1.8.5a)"-[L, W, T] ].
message(target_not_asked(C, T)) -->
    { card_label(C, L) },
    [ "~w targets nothing, yet the move names the target ~w"-[L, T] ].

spec_words(attack_action_card, "an attack action card").
spec_words(combo_attack_action_card, "an attack action card with combo").

%!  targeted_text(+State0, +Layer, -State)// is det.
%
%   The card layer Layer resolves: if its text read here targets, its
%   target gains the power, or nothing happens if the target is no longer
%   legal (FAB-622).

targeted_text(S0, L, S) -->
    (   { layer_card(L, C),
          get_dict(target, L, T),
          targeting(C, play, Spec, N),
          card_id(C, Id)
        }
    ->  target_gains(S0, L.controller, Id, T, Spec, N, S)
    ;   { S = S0 }
    ).

target_gains(S0, Who, Id, T, Spec, N, S) -->
    (   { legal_target(S0, Spec, T) }
    ->  { target_link_power(S0, T, N, S, OnLink) },
        [ event('FAB-622', target_gains_power, _{player:Who, card:Id, target:T, amount:N, attacking:OnLink}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

%   The target T attacks on a chain link: that link's attack gets +N
%   power (OnLink true); a defending card's or a card on the stack's
%   power changes no answer rulecheck gives (OnLink false).
target_link_power(S0, T, N, S, OnLink) :-
    (   chain_open(S0),
        Chain0 = S0.chain,
        nth0(K, Chain0.links, L0, Rest),
        link_attack(L0, A), card_id(A, AId), AId == T
    ->  key_value(power_bonus, L0, 0, B0),
        B is B0 + N,
        nth0(K, Links, L0.put(power_bonus, B), Rest),
        S = S0.put(chain, Chain0.put(links, Links)),
        OnLink = true
    ;   S = S0,
        OnLink = false
    ).

%   The ability of Breaking Scales resolves (its source destroyed as its
%   cost): its target gains the power (FAB-622).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      key_value(ability, L, 0, I),
      targeting(C, ability(I), Spec, N)
    },
    target_gains(S0, Who, Id, T, Spec, N, S).

message(event(target_gains_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    (   { F.attacking == true }
    ->  [ "~w: its target ~w gains +~d power"-[L, T, F.amount] ]
    ;   [ "~w: its target ~w gains +~d power (it does not attack: no damage changes)"-[L, T, F.amount] ]
    ).
message(event(target_gone, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: its target ~w is no longer a legal target, so it fails to resolve and does nothing (CR 5.3.2a)"-[L, F.target] ].

                 /*******************************
                 *   STAUNCH RESPONSE: A COST   *
                 *      THE PLAYER MAY PAY      *
                 *******************************/

rule('FAB-623', constraint, "An optional additional cost is declared in the move, and only for a card that has one",
     "Staunch Response (\"As an additional cost to play Staunch Response you may pay {r}{r}{r}{r}. If you do, Staunch Response gains +3{d}.\") is played with or without its optional cost: the move says it pays it with `optional_cost: true`, and then costs 4 resource points more (FAB-302 and FAB-303 count 6); its layer keeps `optional_cost`, and as it resolves onto the chain link the link's defense_bonus counts +3. Without the field the cost is not paid and it gains nothing. A move that declares the optional cost for a card whose text, read by rulecheck, has none breaks this rule.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Staunch Response: \"As an additional cost to play Staunch Response you may pay {r}{r}{r}{r}. If you do, Staunch Response gains +3{d}.\" CR 5.1.3 (the player declares the parameters of the costs, an optional additional cost among them), 5.1.6 (the asset-costs are calculated with it), 1.8.4 (a conditional effect: \"if you do\"), 2.3.3, 8.1.3b (a defense reaction resolves as a defending card of the active chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The seed: additional costs are paid after the resource cost; the player declares them, so rulecheck asks it in the move.")).

%!  optional_cost(+Card, -Cost:integer, -Defense:integer) is semidet.
%
%   Card's text read here has an optional additional cost of Cost
%   resource points that gives it +Defense (FAB-623).

optional_cost(C, Cost, D) :-
    text_read_name(C, Name),
    card_text_read(Name, optional_cost_defense(Cost, D)).

%!  move_play_cost(+State, +Move, +Player:dict, +Card, -Cost:integer) is det.
%
%   The resource cost of the play Move of Card: play_cost/4, and the
%   optional additional cost the move declares paid (FAB-623).

move_play_cost(S, M, P, C, Cost) :-
    play_cost(S, P, C, Cost0),
    (   get_dict(optional_cost, M, true),
        optional_cost(C, Extra, _)
    ->  Cost is Cost0 + Extra
    ;   Cost = Cost0
    ).

%!  optional_cost_variant(+Card, +Cost0, -Cost, -Field:dict) is nondet.
%
%   The ways to play Card as candidates: without its optional cost
%   (Cost0, no field), and, where its text has one, with it paid.

optional_cost_variant(_, Cost, Cost, _{}).
optional_cost_variant(C, Cost0, Cost, _{optional_cost:true}) :-
    optional_cost(C, Extra, _),
    Cost is Cost0 + Extra.

broken('FAB-623', S, M, optional_cost_not_asked(C)) :-
    get_dict(action, M, "play"),
    get_dict(optional_cost, M, true),
    played_card(S, M, _, C),
    \+ optional_cost(C, _, _),
    \+ unmodelled_card(C).                      % permanents.pl: its text, read, has none

message(optional_cost_not_asked(C)) -->
    { card_label(C, L) },
    [ "~w has no optional additional cost, yet the move says it pays one"-[L] ].

%!  optional_cost_text(+State0, +Layer, -State)// is det.
%
%   The card layer Layer resolved: if its optional cost was paid and it
%   now defends the active chain link, the link's defense_bonus counts
%   what its text gives (FAB-623).

optional_cost_text(S0, L, S) -->
    (   { get_dict(optional_cost, L, true),
          layer_card(L, C),
          optional_cost(C, _, D),
          card_id(C, Id),
          chain_open(S0),
          active_link_replaced(S0, L0, Replaced, S),
          member(DC, L0.defending), card_id(DC, Id0), Id0 == Id
        }
    ->  { key_value(defense_bonus, L0, 0, B0),
          B is B0 + D,
          Replaced = L0.put(defense_bonus, B)
        },
        [ event('FAB-623', optional_cost_defense, _{player:L.controller, card:Id, amount:D}) ]
    ;   { S = S0 }
    ).

message(event(optional_cost_defense, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played paying its optional cost: it gains +~d defense"-[L, F.amount] ].
