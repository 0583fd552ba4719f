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
      (FAB-623); the deck's last cards (Crush Confidence, Buckling Blow,
      Pummel, Blessing of Deliverance) in card_texts_bravo.pl.

    The other cards of the Katsu Hero Deck (Katsu's hero ability, Flic
    Flak) are not read: their text asks for a search, or an order of
    defending cards, rulecheck does not model, and stays an assumption
    of the answers, or makes them unknown (FAB-119, FAB-120).
*/

:- discontiguous card_text_read/2, ability_text_resolved/7, permanent_text/3, permanent_ability/2,
   trigger_effect/7.

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
%                               Confidence (FAB-624, card_texts_bravo.pl)
%
%   card_texts_bravo.pl reads Buckling Blow, Pummel and Blessing of
%   Deliverance.
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
     "An attack whose text is a combo (Blackout Kick, Rising Knee Thrust, Open the Center, Whelming Gustwave, Descendent Gustwave) gains what it says when the attack of the chain link before its own is a card of the name it gives (Rising Knee Thrust, Leg Tap, Head Jab, Surging Strike, Surging Strike): as its chain link opens, the link's power_bonus counts the power (Blackout Kick +3, Rising Knee Thrust +2, Descendent Gustwave +2, Open the Center and Whelming Gustwave +1) and the link has go again where the text gives it. The first link of a chain, or one after an attack of another name, gains nothing; the keywords the card data lists for such a card (go again, dominate) are these conditional gains, not its own.",
     ruling("Бій - Кожна атака резолвиться по черзі як ланка в ланцюжку бою між вами і вашим супротивником. Ланцюжок бою може мати багато атак (ланцюжків).",
            "Blackout Kick: \"Combo - If Rising Knee Thrust was the last attack this combat chain, Blackout Kick gains +3{p}.\" Rising Knee Thrust: \"... If Leg Tap was the last attack ..., gains +2{p} and go again.\" Open the Center: \"... If Head Jab ..., gains +1{p}, go again, and dominate.\" Whelming Gustwave: \"... If Surging Strike ..., gains +1{p}, go again, and 'If this hits, draw a card.'\" Descendent Gustwave: \"... If Surging Strike ..., this costs {r} less to play and has +2{p}.\" (its cost: FAB-641). CR 8.4.1 (combo labels a static ability \"If [NAMES] was the last attack this combat chain, [EFFECTS]\"), 2.7.4 (a name is its English printed name), 5.4.7 (a static ability with a condition), 7.2.3 (an attack becomes a new chain link; the links before it stay on the chain until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The last attack this combat chain, for an attack on its own chain link, is the attack of the link before it: it cannot change while the link is open, so rulecheck applies the gains as the link opens.")).

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
    attack_named(S, PA, Prev, Last),            % card_texts_katsu_blitz.pl: a name gained (FAB-643, FAB-645)
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
    combo_applied(S0, Who, A, S1a),
    attack_search_text(S1a, Who, A, S1),        % card_texts_katsu_blitz.pl (FAB-646)
    pitched_power_check(S1, Who, S2),
    benji_blitz_attack_text(S2, Who, A, S3),    % card_texts_benji_blitz.pl (FAB-655, FAB-657)
    kayo_attack_text(S3, Who, A, S4),           % card_texts_kayo.pl (FAB-685)
    fai_attack_text(S4, Who, A, S5),            % card_texts_fai.pl (FAB-731)
    uzuri_attack_text(S5, Who, A, S6a),         % card_texts_uzuri.pl (FAB-713)
    azalea_attack_text(S6a, Who, A, S6b),       % card_texts_azalea.pl (FAB-905, FAB-906)
    riptide_attack_text(S6b, Who, A, S6c),      % card_texts_riptide.pl (FAB-809)
    cindra_attack_text(S6c, Who, A, S6d),       % card_texts_cindra.pl (FAB-1122 ... FAB-1124)
    zen_attack_text(S6d, Who, A, S6e),          % card_texts_zen.pl (FAB-1361, FAB-1364, FAB-1367, FAB-1368)
    enigma_attack_text(S6e, Who, A, S6),        % card_texts_enigma.pl (FAB-1346)
    victor_attack_text(S6, Who, A, S6v),        % card_texts_victor.pl (FAB-864): it may leave a choice
    web_attack_text(S6v, Who, A, S6w),          % card_texts_web.pl (FAB-1210): it may leave a choice
    nuu2_attack_text(S6w, Who, A, S).           % card_texts_nuu_2.pl (FAB-1142, FAB-1143): it may leave a choice

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
        { Fields0 = _{player:Who, attack:AId, last:Last, power:Power, go_again:GoAgain,
                      dominate:Dominate, hit_draws:Draws},
          (   memberchk(hit_hero_damage(HD), Gains)                 % FAB-642
          ->  Fields1 = Fields0.put(hit_damage, HD)
          ;   Fields1 = Fields0
          ),
          (   memberchk(attack_banish_search, Gains)                % FAB-646
          ->  Fields = Fields1.put(attack_search, true)
          ;   Fields = Fields1
          )
        },
        [ event(Rule, combo_applied, Fields) ]
    ;   { S = S0 }
    ).

rule_of_gains(Gains, Rule) :- memberchk(cites(Rule), Gains), !.    % card_texts_zen.pl (FAB-1360)
rule_of_gains(Gains, 'FAB-591') :- memberchk(power_per_hit(_), Gains), !.
rule_of_gains(Gains, 'FAB-592') :- memberchk(dominate, Gains), !.
rule_of_gains(Gains, 'FAB-593') :- memberchk(hit_draws(_), Gains), !.
rule_of_gains(Gains, 'FAB-642') :- memberchk(hit_hero_damage(_), Gains), !.
rule_of_gains(Gains, 'FAB-646') :- memberchk(attack_banish_search, Gains), !.
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
combo_gain_words(F, W) :- get_dict(hit_damage, F, N), format(string(W), "\"When this hits a hero, deal ~d damage to them\"", [N]).
combo_gain_words(F, "\"When this attacks, you may banish a card with combo from your graveyard ...\"") :- get_dict(attack_search, F, true).
combo_gain_words(F, "no power: no attack has hit this combat chain") :-
    F.power =:= 0, F.go_again \== true, \+ get_dict(hit_damage, F, _), \+ get_dict(attack_search, F, _).

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
        draw_cards(L.controller, N, AId, S0, S1a)   % triggers.pl
    ;   { S1a = S0 }
    ),
    blitz_hit_text(S1a, L, A, S1),              % card_texts_katsu_blitz.pl (FAB-642, FAB-643)
    crush_text(S1, L, A, Damage, S2),
    crush_next_turn_text(S2, L, A, Damage, S3),
    benji_blitz_hit_text(S3, L, A, S3b),        % card_texts_benji_blitz.pl (FAB-656)
    kayo_hit_text(S3b, L, A, S3f),              % card_texts_kayo.pl (FAB-685)
    azalea_hit_text(S3f, L, S3g),               % card_texts_azalea.pl (FAB-905)
    riptide_hit_text(S3g, L, A, S3c),           % card_texts_riptide.pl (FAB-805, FAB-806)
    uzuri_hit_text(S3c, L, A, S3d),             % card_texts_uzuri.pl (FAB-711)
    boltyn_hit_text(S3d, L, A, S3e, Lp),        % card_texts_boltyn.pl (FAB-883, FAB-884)
    prism_hit_text(S3e, Lp, A, S3a),            % card_texts_prism.pl (FAB-751): the card leaves the link
    crush_counter_text(S3a, L, A, Damage, S4),  % card_texts_bravo.pl: these two may leave a choice
    power_above_base_hit_noted(L, A),           % card_texts_oldhim.pl (FAB-772)
    hit_discard_text(S4, L, A, S5),
    oldhim_hit_text(S5, L, A, S6),              % card_texts_oldhim.pl (FAB-776): may leave a choice
    levia_hit_text(S6, L, A, S6z),              % card_texts_levia.pl (FAB-944)
    zen_hit_text(S6z, L, A, S6n),               % card_texts_zen.pl (FAB-1363)
    nuu_hit_text(S6n, L, A, S7),                % card_texts_nuu.pl (FAB-1099, FAB-1100): may leave a choice
    cindra_hit_text(S7, L, A, S7f),             % card_texts_cindra.pl (FAB-1129): may leave a choice
    hunted_banished_between(S6n, S7f, L.controller, L.defender, S7b),   % card_texts_hunted.pl: the Desires' banishes complete contracts (FAB-1171)
    florian_hit_text(S7b, L, A, S7g),           % card_texts_florian.pl (FAB-1290): may leave a choice
    web_deck_hit_text(S7g, L, A, S7w),          % card_texts_web.pl (FAB-1206): may leave a choice
    agents_deck_hit_text(S7w, L, A, S7h),       % card_texts_arakni_agents.pl (FAB-1508): may leave a choice
    hunted_hit_text(S7h, L, A, S).              % card_texts_hunted.pl (FAB-1170, FAB-1171): may leave a choice

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
    pitched_cost_go_again(S, L, _),
    !.
link_go_again(S, L) :-
    (   draconic_go_again(S, L, _)              % card_texts_fai.pl (FAB-730)
    ->  true
    ;   finish4_soul_go_again(S, L, _)          % card_texts_finish4.pl: Soul Reaping (FAB-1104)
    ->  true
    ;   fang_link_go_again(L)                   % card_texts_fang_2.pl (FAB-1051)
    ->  true
    ;   hand2_link_go_again(S, L)               % card_texts_hand2.pl (FAB-1438)
    ->  true
    ;   storm_dromai_go_again(S, L)             % card_texts_storm.pl: Dromai's dragons (FAB-1492)
    ).

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
    ;   fai_go_again_noted(S, L)                % card_texts_fai.pl (FAB-730)
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
    ;   fai_resolution_text(S0, Who, C, S)      % card_texts_fai.pl (FAB-736)
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
            "Helm of Isen's Peak: \"Action - {r}, destroy this: Your hero gains +1{i} this turn. Battleworn.\" CR 5.2.1, 2.4 (intellect), 4.4.3d (the turn player draws up to their hero's intellect in the end phase, while effects of this turn still apply), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

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
    play_cost(P, C, Cost0n),
    nuu4_cost_waived(S, P, C, Cost0n, Cost0),   % card_texts_nuu_4.pl: its {r} cost unpaid (FAB-1415)
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
    ->  aggregate_all(sum(N), ( member(E, Es), reduction_fits(Who, C, E, N) ), R0)   % card_texts_oldhim.pl (FAB-774)
    ;   R0 = 0
    ),
    combo_cost_reduction(S, C, R1),             % card_texts_katsu_blitz.pl (FAB-641)
    text_cost_reduction(S, P, C, R2),           % card_texts_benji_blitz.pl (FAB-664)
    R is R0 + R1 + R2.

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
    combo_cost_noted(S0, Who, C),               % card_texts_katsu_blitz.pl (FAB-641)
    cost_reduction_used(S0, Who, C, S1a),
    name_gain_used(S1a, Who, C, S1),            % card_texts_katsu_blitz.pl (FAB-645)
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
          partition(reduction_of_player(Who, C), Es0, Used, Rest),
          Used \== [],
          card_id(C, Id),
          maplist([E, Src]>>key_value(source, E, "", Src), Used, Sources)
        }
    ->  { S = S0.put(effects, Rest) },
        [ event('FAB-618', cost_reduction_used, _{player:Who, card:Id, sources:Sources}) ]
    ;   { S = S0 }
    ).

reduction_of_player(Who, C, E) :-
    reduction_fits(Who, C, E, _).

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
    pitched_powers(Ws, Who, S0, S1),
    blue_pitched_check(S1, Who, S).             % card_texts_nuu.pl (FAB-1096)

pitched_of_cost(S, Who, Min, K) :-
    player(S, Who, P),
    key_value(pitch, P, [], Pitched),
    aggregate_all(count, ( member(C, Pitched), card_prop(C, cost, Cost), integer(Cost), Cost >= Min ), K).

pitched_powers([], _, S, S) --> [].
pitched_powers([W-N|Ws], Who, S0, S) -->
    { card_id(W, WId),
      add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:WId}, S1),
      attacking_link_power(S1, WId, N, S2),                % card_texts.pl
      pitched_power_event(W, Rule, Reason)                 % card_texts_oldhim.pl (FAB-771)
    },
    [ event(Rule, Reason, _{player:Who, weapon:WId, amount:N}) ],
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

carried_for(_, E) :-                           % a Quell used in an end phase (FAB-650)
    get_dict(kind, E, "quell_destroys").
carried_for(Next, E) :-
    get_dict(lasts, E, "their_next_turn"),
    get_dict(player, E, W),
    W == Next.

carried_effects_noted(Es00, Next) -->
    { exclude([E]>>get_dict(kind, E, "merciful_undecided"), Es00, Es00m),   % card_texts_merciful.pl (FAB-1373): its own words
      exclude([E]>>get_dict(kind, E, "quell_destroys"), Es00m, Es0q),   % its own words (FAB-650)
      partition([E]>>get_dict(lasts, E, "until_your_next_turn"), Es0q, Permits, Es0),   % card_texts_hidden.pl (FAB-1299)
      partition([E]>>get_dict(lasts, E, "until_used"), Es0, Kept, Es) },
    hidden_trapdoor_kept(Permits),              % card_texts_hidden.pl (FAB-1299)
    kept_effects_noted(Kept),                   % card_texts_benji_blitz.pl (FAB-662)
    next_turn_effects_noted(Es, Next).

next_turn_effects_noted([], _) --> !, [].
next_turn_effects_noted(Es, Next) -->
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

%!  activation_cost(+State, +Player:dict, +Card, +Ability:dict, -Cost:integer) is det.
%
%   The resource cost of Player activating Ability in State:
%   activation_cost/3 (FAB-540), and what the effects waiting for their
%   first action add to an action ability (FAB-621).

activation_cost(S, P, C, Ab, Cost) :-
    activation_cost(P, Ab, Cost0),
    (   ability_type(Ab, "action")
    ->  next_action_increase(S, P, Inc)
    ;   Inc = 0
    ),
    fai_ability_cost_less(S, P, Ab, Less0),     % card_texts_fai.pl (FAB-740)
    kassai_ability_cost_less(S, P, C, Ab, Less1),   % card_texts_kassai.pl (FAB-840)
    fang_ability_cost_less(S, P, C, Ab, Less2),     % card_texts_fang.pl (FAB-1041)
    cindra_ability_cost_less(S, P, C, Ab, Less3),   % card_texts_cindra.pl (FAB-1132)
    cindra2_ability_cost_less(S, P, C, Ab, Less4),  % card_texts_cindra_2.pl (FAB-1139)
    wiz_ability_cost_less(S, P, C, Ab, Less5),      % card_texts_wizard.pl (FAB-1483)
    agents_ability_cost_less(S, P, C, Ab, Less6),   % card_texts_arakni_agents.pl (FAB-1507)
    chi_ability_cost_less(S, P, C, Ab, Less7),      % card_texts_chi.pl (FAB-1110)
    Cost is max(0, Cost0 + Inc - Less0 - Less1 - Less2 - Less3 - Less4 - Less5 - Less6 - Less7).

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
    pitched_power_check(S1, Who, S2),
    cindra_activated_text(S2, Who, Id, Ab, S).  % card_texts_cindra.pl (FAB-1131)

                 /*******************************
                 *            TARGETS           *
                 *******************************/

rule('FAB-622', constraint, "A targeted effect names a legal target as the card is played or the ability activated",
     "Playing Lunging Press (\"Target attack action card gains +1{p}\") or activating Breaking Scales' attack reaction (\"Target attack action card with combo gains +1{p}\") or Fisticuffs' ({r}{r}: \"Target attack action card gains +1{p}\") names its target in the move (`target`: a card's id): an attack action card (with combo, for Breaking Scales) on the combat chain (attacking or defending) or on the stack. Without a legal target it cannot be played or activated; a move that names no target, or one that is not a legal target, breaks this rule, and so does a target named for a card or ability whose text, read by rulecheck, targets nothing. The layer keeps the target; as it resolves the target gains +1 power (the chain link it attacks on counts it), or, if it is no longer a legal target, nothing happens (it fails to resolve).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "The seed: announce the card and choose any targets or modes. CR 1.8.5 (a targeted effect's targets are declared as it is put on the stack, \"target [DESCRIPTION]\"), 1.8.5a (only public objects in the arena or on the stack are targetable; the combat chain is in the arena), 5.1.4a (the player declares all legal targets), 5.1.5 (a card whose parameters are illegal is illegal to play), 5.2.2 (an ability is activated as a card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  targeting(+Card, ?Which, -Spec, -N) is semidet.
%
%   Playing Card (Which = play) or activating its ability I (Which =
%   ability(I)) has a targeted effect read here: a target of Spec gains
%   +N power (FAB-622); per_pitch(Amounts) reads N by Card's colour.

targeting(C, Which, Spec, N) :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(Which, Spec, N0)),
    (   N0 = per_pitch(Amounts)                 % by colour: Short and Sharp (FAB-665)
    ->  card_prop(C, pitch, Pitch),
        nth1(Pitch, Amounts, N)
    ;   N = N0
    ).

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
    { \+ memberchk(Spec, [hero, opposing_hero, arakni_hero]), \+ arena_target_spec(Spec), \+ graveyard_target_spec(Spec),   % card_texts_dromai_2.pl, card_texts_briar.pl
      card_label(C, L), spec_words(Spec, W) },
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
    ->  { (   targeted_rule(C, Rule0) -> Rule = Rule0 ; Rule = 'FAB-622' ) },
        (   { oldhim_target_effect(N) }           % card_texts_oldhim.pl (Winter's Bite, Polar Blast)
        ->  oldhim_target_resolves(N, S0, L, C, T, S)
        ;   target_gains(S0, L.controller, Id, T, Spec, N, Rule, S1),
            target_rider(S1, L.controller, C, T, S1r),  % card_texts_arakni.pl (FAB-800)
            web_target_rider(S1r, L.controller, C, T, S)    % card_texts_web.pl (FAB-1204, FAB-1205)
        )
    ;   { S = S0 }
    ).

target_gains(S0, Who, Id, T, Spec, N, S) -->
    target_gains(S0, Who, Id, T, Spec, N, 'FAB-622', S).

%   target_gains(+S0, +Who, +Id, +T, +Spec, +N, +Rule, -S)//: as
%   target_gains//7, the power event citing Rule (the card's own reading,
%   Short and Sharp's FAB-665, where it has one).
target_gains(S0, Who, Id, T, Spec, N, Rule, S) -->
    (   { legal_target(S0, Spec, T), N == go_again }
    ->  target_go_again(S0, Who, Id, T, Rule, S)    % card_texts_benji_blitz.pl (FAB-659)
    ;   { legal_target(S0, Spec, T) }
    ->  { target_link_power(S0, T, N, S, OnLink),
          target_gain_replaced(S0, T, N, N1) },   % card_texts_kayo.pl (Back Heel Kick, FAB-687)
        [ event(Rule, target_gains_power, _{player:Who, card:Id, target:T, amount:N1, attacking:OnLink}) ]
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
        gain_replaced(S0, L0, N, N1),           % card_texts_kayo.pl (Back Heel Kick, FAB-687)
        B is B0 + N1,
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
      targeting(C, ability(I), Spec, N),
      ( integer(N) ; N == go_again )           % power or go again; Coat of Frost's token (card_texts_oldhim.pl), Prized Galea's wager and Hood of Red Sand's draw (card_texts_kassai.pl) are their own
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
     "Staunch Response (\"As an additional cost to play Staunch Response you may pay {r}{r}{r}{r}. If you do, Staunch Response gains +3{d}.\") is played with or without its optional cost: the move says it pays it with `optional_cost: true`, and then costs 4 resource points more (FAB-302 and FAB-303 count 6); its layer keeps `optional_cost`, and as it resolves onto the chain link the link's defense_bonus counts +3 (Hurl's, its {r}, FAB-972, the same way). Without the field the cost is not paid and it gains nothing. A move that declares the optional cost for a card whose text, read by rulecheck, has none breaks this rule.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Staunch Response: \"As an additional cost to play Staunch Response you may pay {r}{r}{r}{r}. If you do, Staunch Response gains +3{d}.\" CR 5.1.3 (the player declares the parameters of the costs, an optional additional cost among them), 5.1.6 (the asset-costs are calculated with it), 1.8.4 (a conditional effect: \"if you do\"), 2.3.3, 8.1.3b (a defense reaction resolves as a defending card of the active chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The seed: additional costs are paid after the resource cost; the player declares them, so rulecheck asks it in the move.")).

%!  optional_cost(+Card, -Cost:integer, -Defense:integer) is semidet.
%
%   Card's text read here has an optional additional cost of Cost
%   resource points that gives it +Defense (FAB-623).

optional_cost(C, Cost, D) :-
    text_read_name(C, Name),
    card_text_read(Name, optional_cost_defense(Cost, D)).
optional_cost(C, Cost, 0) :-                    % card_texts_singles.pl: Hurl's (FAB-972)
    text_read_name(C, Name),
    card_text_read(Name, optional_cost_dagger_damage(Cost, _)).

%!  move_play_cost(+State, +Move, +Player:dict, +Card, -Cost:integer) is det.
%
%   The resource cost of the play Move of Card: play_cost/4, and the
%   optional additional cost the move declares paid (FAB-623).

move_play_cost(S, M, P, C, Cost) :-
    play_cost(S, P, C, Cost0a),
    finish4_play_cost(M, C, Cost0a, Cost0),     % card_texts_finish4.pl: Soul Reaping's alternative cost (FAB-1102)
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
    ;   hurl_attacks(S0, L, S)                  % card_texts_singles.pl (FAB-972)
    ).

message(event(optional_cost_defense, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played paying its optional cost: it gains +~d defense"-[L, F.amount] ].
