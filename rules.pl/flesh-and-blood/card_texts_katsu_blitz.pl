/*  Flesh and Blood: the texts of the Katsu Blitz Deck's cards.

    Part of game.pl, included after card_texts_katsu_bravo.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled; combo_met/3 and combo_applied//4
    read the combo gains, legal_target/3 and target_gains//7 the targets,
    play_cost/4 the cost).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Blossom of Spring: "Action - Destroy this: Gain {r}. Go again"
      (FAB-640);
    - Fisticuffs: "Attack Reaction - {r}{r}, destroy Fisticuffs: Target
      attack action card gains +1{p}." (its target: FAB-622);
    - Descendent Gustwave: "Combo - If Surging Strike was the last attack
      this combat chain, this costs {r} less to play and has +2{p}." (the
      cost: FAB-641; the power: FAB-590);
    - One-Two Punch: "Combo - If Head Jab was the last attack this combat
      chain, this has 'When this hits a hero, deal 2 damage to them.'"
      (FAB-642: the damage as it hits, Ward first, a ward choice of
      "hit_text" where the order decides).
*/

:- discontiguous card_text_read/2, ability_text_resolved//5, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       ability_gains_resources(N)  Blossom of Spring's action ability:
%                               its player gains N resource points as it
%                               resolves (FAB-640)
%       target_gains_power(ability(0), attack_action_card, 1)   Fisticuffs
%                               (FAB-622, card_texts_katsu_bravo.pl)
%       combo(Last, Gains)      with costs_less(N) among Gains: the card
%                               costs N resource points less to play while
%                               Last is the last attack this combat chain
%                               (FAB-641); its power(N) is FAB-590's;
%                               hit_hero_damage(N): "When this hits a
%                               hero, deal N damage to them" (FAB-642)

card_text_read("Blossom of Spring", ability_gains_resources(1)).
card_text_read("Fisticuffs", target_gains_power(ability(0), attack_action_card, 1)).
card_text_read("Descendent Gustwave", combo("Surging Strike", [power(2), costs_less(1)])).

                 /*******************************
                 *       BLOSSOM OF SPRING      *
                 *******************************/

rule('FAB-640', effect, "Blossom of Spring: destroyed, its player gains a resource point",
     "Blossom of Spring (chest equipment) has the action ability \"Destroy this: Gain {r}. Go again\": activating it costs an action point (FAB-403) and destroys it (to the graveyard); as the ability resolves its player gains 1 resource point, and go again gives the action point back.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Blossom of Spring: \"Action - Destroy this: Gain {r}. Go again\". CR 5.2.1 (an activated ability's cost and effect), 1.13.3a (an effect that grants resource points), 8.3.5 (go again: its controller gains an action point as the layer resolves), 1.2.3 (the last known information of a source destroyed as the cost), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer L of a card whose ability gains resource points
%   (FAB-640) resolves: its source, destroyed as the cost, is the card of
%   that id in the position (its last known self).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_gains_resources(N)),
      player(S0, Who, P0),
      key_value(resource_points, P0, 0, V0),
      V is V0 + N,
      set_player(S0, P0.put(resource_points, V), S)
    },
    [ event('FAB-640', resources_gained_by_ability, _{player:Who, card:Id, amount:N, total:V}) ].

                 /*******************************
                 *  DESCENDENT GUSTWAVE: COMBO  *
                 *         COSTS LESS           *
                 *******************************/

rule('FAB-641', effect, "Combo: a card costs less to play when the named attack is the last attack this combat chain",
     "Descendent Gustwave (\"Combo - If Surging Strike was the last attack this combat chain, this costs {r} less to play and has +2{p}\") costs 1 resource point less to play while the combat chain is open and the attack of its last chain link is a Surging Strike: FAB-302 and FAB-303 count the cost so reduced (after what adds to it, Frostbite, never below 0). With the chain closed, or after an attack of another name, it costs its printed cost. Its +2 power is the combo's as its link opens (FAB-590); its go again is its own.",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "Descendent Gustwave: \"Combo - If Surging Strike was the last attack this combat chain, this costs {r} less to play and has +2{p}. Go again\". CR 8.4.1 (combo labels a static ability \"If [NAMES] was the last attack this combat chain, [EFFECTS]\"), 5.1.6a (the asset-cost is calculated: effects that increase it first, then those that reduce it, never below zero), 1.14.3b (a card is pitched only for assets needed to pay the cost so calculated), 2.7.4 (a name is its English printed name), 7.0.3 (the combat chain is open until it closes; its links stay on it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As the card is played it is not yet on the chain: the last attack this combat chain is the attack of the chain's last link.")).

%!  combo_cost_reduction(+State, +Card, -Reduction:integer) is det.
%
%   What Card's combo takes off its cost in State: N where its text is a
%   combo read here with costs_less(N) and the attack of the last link
%   of State's open combat chain has the name it gives, else 0 (FAB-641).

combo_cost_reduction(S, C, R) :-
    (   text_read_name(C, Name),
        card_text_read(Name, combo(Last, Gains)),
        memberchk(costs_less(R0), Gains),
        last_attack_named(S, Last)
    ->  R = R0
    ;   R = 0
    ).

%!  last_attack_named(+State, +Name:string) is semidet.
%
%   The combat chain of State is open and the attack of its last chain
%   link is a card named Name: Name was the last attack this combat
%   chain for a card played now (FAB-641).

last_attack_named(S, Name) :-
    chain_open(S),
    last(S.chain.links, L),
    link_attack(L, A),
    get_dict(name, A, Name0),
    Name0 == Name.

%!  combo_cost_noted(+State, +Player, +Card)// is det.
%
%   Player played Card paying the cost its combo reduced (FAB-641): an
%   event says so.

combo_cost_noted(S, Who, C) -->
    (   { combo_cost_reduction(S, C, R),
          R > 0,
          card_id(C, Id),
          last(S.chain.links, L),
          link_attack(L, A),
          get_dict(name, A, Last)
        }
    ->  [ event('FAB-641', combo_cost_reduced, _{player:Who, card:Id, last:Last, amount:R}) ]
    ;   []
    ).

message(event(combo_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's combo: ~w was the last attack this combat chain, so it costs ~d less to play"-[L, F.last, F.amount] ].

                 /*******************************
                 *  ONE-TWO PUNCH: COMBO, DAMAGE *
                 *            ON A HIT          *
                 *******************************/

card_text_read("One-Two Punch", combo("Head Jab", [hit_hero_damage(2)])).

rule('FAB-642', effect, "One-Two Punch after Head Jab: when it hits a hero, 2 damage to them",
     "One-Two Punch, attacking on a chain link after one whose attack is Head Jab, has \"When this hits a hero, deal 2 damage to them\": when it hits (deals damage to the defending hero in the damage step), 2 damage is dealt to that hero, Ward first (FAB-524: where the order of two or more Ward permanents decides what is destroyed, the defending player orders them, a ward move, and what else the hit sets off follows the answer); a hero at 0 life loses (FAB-701). After an attack of another name, or as the chain's first link, nothing happens. The damage is One-Two Punch's, not combat damage: it is no second hit.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "One-Two Punch: \"Combo - If Head Jab was the last attack this combat chain, this has 'When this hits a hero, deal 2 damage to them.'\" CR 8.4.1 (combo), 7.5.5 (an attack hits when it deals damage to a hero in the damage step), 6.6 (a triggered effect), 8.3.20 (Ward: destroyed to prevent damage to its controller's hero), 8.5.3 (deal damage: its source is One-Two Punch), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the hit happens, as it does Whelming Gustwave's draw (FAB-593). Ruling: beside Katsu's effect on the same hit (FAB-566), both their controller's, the order is theirs (CR 6.6.6b), and either order ends alike: the damage touches only the defending hero and their Ward permanents, Katsu's effect only its player's hand, deck and banished zone; where the damage defeats the hero the game ends either way. rulecheck resolves the damage first.")).

%!  combo_hit_damage(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its combo gives it "When
%   this hits a hero, deal N damage to them" (FAB-642), N damage is dealt
%   to the defending hero, Ward first; where their Ward order decides,
%   the position waits for it (a ward choice of "hit_text").  The hero's
%   defeat, in the direct way, is the combat damage's (effects.pl).

combo_hit_damage(S0, L, A, S) -->
    (   { combo_met(S0, A, Gains),
          memberchk(hit_hero_damage(N), Gains),
          \+ game_over(S0, _),
          Target = L.defender,
          Who = L.controller,
          card_id(A, AId)
        }
    ->  [ event('FAB-642', hit_damage_triggers, _{player:Who, card:AId, target:Target, amount:N}) ],
        (   { ward_order_needed(S0, Target, N) }            % keywords_defense.pl (FAB-524)
        ->  ward_choice(S0, Target, Who, N, _{of:"hit_text", source:A}, S)
        ;   hero_damaged(S0, Target, N, D, Lost, Life, S),
            hit_damage_dealt(A, Who, Target, N, D, Lost, Life)
        )
    ;   { S = S0 }
    ).

hit_damage_dealt(A, Who, Target, N0, N, Lost, Life) -->
    { card_id(A, Id),
      Prevented is N0 - N
    },
    [ event('FAB-642', text_damage_dealt, _{player:Who, card:Id, target:Target, amount:N, prevented:Prevented,
                                            lost:Lost, life:Life}) ].

%!  hit_damage_waits(+State) is semidet.
%
%   The damage of FAB-642 waits for the defending player's Ward order:
%   what else the hit sets off follows the answer (hit_damage_resumed//6).

hit_damage_waits(S) :-
    pending(S, Pd),
    Pd.choice == "ward",
    get_dict(of, Pd, "hit_text").

%!  hit_damage_resumed(+State0, +Choice, +Damage, +Lost, +Life, -State)// is det.
%
%   The Ward order for FAB-642's damage was chosen and Damage dealt: the
%   hero at 0 life loses, and the texts the hit sets off after it
%   (card_texts.pl's attack_hit//4: the reveal, Refraction Bolters,
%   Katsu) go on.

hit_damage_resumed(S0, Pd, D, Lost, Life, S) -->
    hit_damage_dealt(Pd.source, Pd.controller, Pd.player, Pd.amount, D, Lost, Life),
    defeat(S0, Pd.player),
    (   { active_link(S0, L), link_attack(L, A) }
    ->  hit_texts_after_draw(S0, L, A, S)
    ;   { S = S0 }
    ).

%!  hit_texts_after_draw(+State0, +Link, +Attack, -State)// is det.
%
%   The texts a hit sets off after the draws and damage of the combo
%   texts (card_texts.pl's attack_hit//4): the reveal (FAB-561),
%   Refraction Bolters (FAB-588), Katsu (FAB-566).

hit_texts_after_draw(S0, L, A, S) -->
    hit_reveal(S0, L, A, S1),
    bolters_hit(S1, L, A, S2),
    katsu_hit(S2, L, A, S).

message(event(hit_damage_triggers, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits ~w's hero: its combo deals ~d damage to them"-[L, F.target, F.amount] ].
