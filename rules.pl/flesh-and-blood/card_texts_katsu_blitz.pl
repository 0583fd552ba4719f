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
      cost: FAB-641; the power: FAB-590).
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
%                               (FAB-641); its power(N) is FAB-590's

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
