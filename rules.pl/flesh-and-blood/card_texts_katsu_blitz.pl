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
      "hit_text" where the order decides);
    - Be Like Water: "When this hits, you may pay {r}. If you do, choose
      Head Jab, Surging Strike, or Twin Twisters. This gains the chosen
      name." (FAB-643: the gain_name choice, a name or a decline move;
      the name a combo reads, attack_named/4);
    - Mask of Many Faces: "Instant - {r}, destroy Mask of Many Faces: Name
      a card. The next attack action card you play this turn gains that
      name." (FAB-645: the name_card choice, a name move; FAB-644 checks
      the name a name move gives);
    - Bonds of Ancestry: "Combo - If a card with Gustwave in its name was
      the last attack this combat chain, this costs {r}{r} less to play,
      and has go again and 'When this attacks, you may banish a card with
      combo from your graveyard. If you do, search your deck for a card
      with the same name, banish it, then shuffle. You may play it this
      combat chain.'" (FAB-646, FAB-647: the banish_to_search choice, a
      banish_search or a decline move; the permission ends as the chain
      closes).
*/

:- discontiguous card_text_read/2, ability_text_resolved//5, message//1, rule/5, broken/4, rule_fact/4,
   effect//4, choice_candidate/3, choice_action/2, choice_phase/2, pending_problem/4, choice_words//1,
   text_choice_words//2, move_words//3, fact_words//1.

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
%       hit_pay_gains_name(Cost, Names)  Be Like Water (FAB-643)
%       ability_name_next_attack_action_card  Mask of Many Faces (FAB-645)
%       combo(contains(Part), Gains)  a combo met by an attack with Part in
%                               one of its names; attack_banish_search
%                               among Gains: Bonds of Ancestry (FAB-646)

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
     "Descendent Gustwave (\"Combo - If Surging Strike was the last attack this combat chain, this costs {r} less to play and has +2{p}\") costs 1 resource point less to play while the combat chain is open and the attack of its last chain link is a Surging Strike: FAB-302 and FAB-303 count the cost so reduced (after what adds to it, Frostbite, never below 0). With the chain closed, or after an attack of another name, it costs its printed cost. Its +2 power is the combo's as its link opens (FAB-590); its go again is its own. Bonds of Ancestry likewise costs 2 less after an attack with Gustwave in its name (FAB-646).",
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
    attack_named(S, A, L, Name).

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
        (   { damage_choice_needed(S0, dsrc(A, Who), Target, N) }   % card_texts_quell.pl: Quell (FAB-648), Ward (FAB-524)
        ->  damage_choice(S0, Target, Who, N, _{of:"hit_text", source:A}, S)
        ;   hero_damaged(S0, dsrc(A, Who), Target, N, D, Lost, Life, S),
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

%!  blitz_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: the texts read here on a hit,
%   One-Two Punch's damage (FAB-642) and Be Like Water's name (FAB-643);
%   either may leave a choice (hit_text_waits/1).

blitz_hit_text(S0, L, A, S) -->
    combo_hit_damage(S0, L, A, S1),
    gain_name_hit(S1, L, A, S).

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
    shields_hit_text(S0, L, A, S0s),            % card_texts_shields.pl: Mask of Perdition's banish (FAB-1523): it may leave a choice
    (   { hit_text_waits(S0s) }
    ->  { S = S0s }
    ;   lexi2_hit_damage(S0s, L, A, S1),        % card_texts_lexi_2.pl (FAB-995): it may leave a choice
        (   { hit_text_waits(S1) }
        ->  { S = S1 }
        ;   hit_texts_after_damage(S1, L, A, S)
        )
    ).

%   hit_texts_after_damage(+S0, +Link, +Attack, -S)//: the reveal, Bolters,
%   Katsu, Fai, then Bolt'n' Shot's reload (card_texts_lexi_2.pl, FAB-992).
hit_texts_after_damage(S0, L, A, S) -->
    hit_reveal(S0, L, A, S1),
    bolters_hit(S1, L, A, S2),
    katsu_hit(S2, L, A, S3),
    fai_hit(S3, L, A, S4),                      % card_texts_fai.pl (FAB-734)
    bolt_hit_reload(S4, L, A, S).

message(event(hit_damage_triggers, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits ~w's hero: its combo deals ~d damage to them"-[L, F.target, F.amount] ].

                 /*******************************
                 *   BE LIKE WATER: A NAME ON   *
                 *             A HIT            *
                 *******************************/

card_text_read("Be Like Water", hit_pay_gains_name(1, ["Head Jab", "Surging Strike", "Twin Twisters"])).

rule('FAB-643', effect, "Be Like Water: when it hits, its player may pay 1 and it gains the name Head Jab, Surging Strike or Twin Twisters",
     "When Be Like Water hits (deals damage to the defending hero in the damage step), its controller may pay 1 resource point (the resource points they have, or cards pitched for it); if they do they choose Head Jab, Surging Strike or Twin Twisters and the attack gains that name (its chain link's gained_names): a combo after it that names the chosen card is met (FAB-590 ... FAB-593, FAB-641, FAB-642). The position waits for the choice (gain_name, its player the attacker): a name move (its name one of those, FAB-644; its pitch paying the cost, which FAB-302, FAB-303 and FAB-304 check as any payment), or a decline move that pays nothing. Where the player cannot pay from what the position shows (no resource point, no card of the hand with a pitch value), nothing waits. What else the hit sets off (Katsu's effect) follows the answer: the two touch different things, so either order ends alike.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Be Like Water: \"When this hits, you may pay {r}. If you do, choose Head Jab, Surging Strike, or Twin Twisters. This gains the chosen name. Go again\". CR 7.5.5 (an attack hits when it deals damage in the damage step), 6.6 (a triggered effect), 1.8.4 (a conditional effect: \"if you do\"), 1.14 (paying resource points, pitching), 2.7.4 (a name; an object may gain a name beside its own), 8.4.1 (combo reads the name of the last attack this combat chain), 6.6.6b (triggered-layers created at once are ordered by their controller), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Whelming Gustwave's draw (FAB-593), and asks its payment and name in one move. Ruling: beside Katsu's effect on the same hit both are their controller's; the payment pitches cards of the hand and Katsu's discards one of cost 0, each chosen by the player, so both orders reach the same positions: Be Like Water's is asked first. An unknown card of the hand has no pitch value the position shows (FAB-106): the judge names it.")).

%!  gain_name_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its text is Be Like
%   Water's, and its player can pay, the gain_name choice waits
%   (FAB-643).

gain_name_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_pay_gains_name(Cost, Names)),
          \+ game_over(S0, _),
          \+ pending(S0, _),
          Who = L.controller,
          card_id(A, AId)
        }
    ->  (   { player(S0, Who, P),
              once(pitch_set(P.hand, P.resource_points, Cost, _, _))
            }
        ->  { S = S0.put(pending, _{choice:"gain_name", player:Who, controller:Who, source:A,
                                    cost:Cost, names:Names}) },
            [ event('FAB-643', gain_name_waits, _{player:Who, attack:AId, cost:Cost, names:Names}) ]
        ;   { S = S0 },
            [ event('FAB-643', gain_name_unpayable, _{player:Who, attack:AId, cost:Cost}) ]
        )
    ;   { S = S0 }
    ).

%!  hit_text_waits(+State) is semidet.
%
%   A text read here waits on the hit for a choice (FAB-642's Ward order,
%   FAB-643's name): what else the hit sets off follows the answer
%   (hit_texts_after_draw//4).

hit_text_waits(S) :-
    pending(S, Pd),
    (   memberchk(Pd.choice, ["ward", "quell"])     % card_texts_quell.pl (FAB-648)
    ->  get_dict(of, Pd, Of), memberchk(Of, ["hit_text", "hit_damage"])   % card_texts_lexi_2.pl (FAB-995)
    ;   Pd.choice == "gain_name"
    ;   Pd.choice == "hit_hand_to_top"          % card_texts_benji_blitz.pl (FAB-668)
    ;   memberchk(Pd.choice, ["hit_token", "discard_order", "dagger_hit_to_bottom", "soul_banish"])   % card_texts_uzuri.pl (FAB-716, FAB-720, FAB-724), card_texts_levia_2.pl (FAB-947)
    ;   desire_banish_top(Pd)                   % card_texts_nuu.pl (FAB-1099)
    ;   memberchk(Pd.choice, ["web_widow_banish", "web_huntsman_mark"])   % card_texts_web.pl (FAB-1206, FAB-1214)
    ).

choice_action("gain_name", "name").
choice_action("gain_name", "decline").
choice_phase("gain_name", "action").

pending_problem(S, Pd, [source], no_hit_to_name(P)) :-        % FAB-643
    Pd.choice == "gain_name",
    get_dict(player, Pd, P),
    \+ ( chain_step(S, "damage"),
         active_link(S, L),
         L.controller == P,
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId ).

effect(name, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "gain_name",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      card_id(Pd.source, AId),
      key_value(pitch, M, [], Pitch)
    },
    pay(_{player:Who, card:AId}, Pd.cost, Pitch, P0, P1),
    { set_player(S1, P1, S2),
      active_link_replaced(S2, L0, L, S3),
      key_value(gained_names, L0, [], Ns0),
      append(Ns0, [M.name], Ns),
      L = L0.put(gained_names, Ns)
    },
    [ event('FAB-643', name_gained, _{player:Who, attack:AId, name:M.name}) ],
    hit_texts_resumed(S3, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "gain_name",
      choice_answered(S0, S1),
      card_id(Pd.source, AId)
    },
    [ event('FAB-643', no_name_gained, _{player:M.player, attack:AId}) ],
    hit_texts_resumed(S1, S).

%   The choice on the hit answered: the texts the hit sets off after it.
hit_texts_resumed(S0, S) -->
    (   { active_link(S0, L), link_attack(L, A) }
    ->  hit_texts_after_draw(S0, L, A, S)
    ;   { S = S0 }
    ).

choice_candidate("name", S, _{player:Who, action:"name", name:Name, pitch:PitchIds}) :-
    pending(S, Pd),
    Pd.choice == "gain_name",
    Who = Pd.player,
    player(S, Who, P),
    pitch_set(P.hand, P.resource_points, Pd.cost, Set, _),
    maplist(card_id, Set, PitchIds),
    key_value(names, Pd, [], Names),
    member(Name, Names).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "gain_name",
    Who = Pd.player.

%!  attack_named(+State, +Attack, +Link, +Name) is semidet.
%
%   The attack Attack of chain Link has the name Name in State: its own,
%   one its link gained (Be Like Water, FAB-643), or one an effect gave
%   the card as it was played (Mask of Many Faces, FAB-645).  Name
%   contains(Part): one of its names holds Part ("a card with Gustwave in
%   its name", Bonds of Ancestry, FAB-646).

attack_named(S, A, L, contains(Part)) :-
    !,
    attack_name(S, A, L, Name),
    sub_string(Name, _, _, _, Part),
    !.
attack_named(S, A, L, Name) :-
    attack_name(S, A, L, Name0),
    Name0 == Name,
    !.

%   attack_name(+State, +Attack, +Link, -Name): Name is a name Attack has
%   (its own, or one it gained: FAB-643, FAB-645).
attack_name(_, A, _, Name) :-
    get_dict(name, A, Name).
attack_name(_, _, L, Name) :-
    key_value(gained_names, L, [], Ns),
    member(Name, Ns).
attack_name(S, A, _, Name) :-
    card_id(A, AId),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "card_gains_name"),
    get_dict(card, E, AId0), AId0 == AId,
    get_dict(name, E, Name).

message(event(gain_name_waits, F, S0)) -->
    { event_card(S0, F.attack, L), atomic_list_concat(F.names, ', ', T) },
    [ "~w hits: ~w may pay ~d resource point(s) to have it gain the name ~w (a name move, or decline)"-[L, F.player, F.cost, T] ].
message(event(gain_name_unpayable, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w cannot pay ~d resource point(s) from what the position shows, so it gains no name"-[L, F.player, F.cost] ].
message(event(name_gained, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w pays for ~w: it gains the name ~w"-[F.player, L, F.name] ].
message(event(no_name_gained, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w pays nothing: ~w gains no name"-[F.player, L] ].
message(no_choice_waits("gain_name")) -->
    [ "no name waits: name answers Be Like Water's choice as it hits" ].
message(no_hit_to_name(P)) -->
    [ "the choice's source is not the attack of ~w's active chain link in the damage step: no name waits"-[P] ].

choice_words("gain_name") --> [ "whether to pay for a name the attack gains (a name or a decline move)" ].
text_choice_words("gain_name", Source) -->
    [ "whether to pay for a name ~w gains (name, decline)"-[Source] ].

move_words("name", S, M) -->
    { pending(S, Pd), card_label(Pd.source, Src) },
    (   { Pd.choice == "agents_become" }
    ->  move_words_agents(S, M)                 % card_texts_arakni_agents.pl (FAB-1501)
    ;   { Pd.choice == "name_card" }
    ->  [ M.player, " names ", M.name, " for ", Src ]
    ;   [ M.player, " pays for ", Src, " to gain the name ", M.name ]
    ).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "gain_name",
      card_label(Pd.source, Src)
    },
    [ M.player, " pays nothing for ", Src, ": it gains no name" ].

                 /*******************************
                 *   MASK OF MANY FACES: NAME   *
                 *            A CARD            *
                 *******************************/

card_text_read("Mask of Many Faces", ability_name_next_attack_action_card).

rule('FAB-644', constraint, "A name move names what its choice offers",
     "A name move answers a choice that asks for a name: for Be Like Water's (gain_name, FAB-643) one of the names it offers (Head Jab, Surging Strike, Twin Twisters), paid as any cost (FAB-302 ... FAB-304); for Mask of Many Faces' (name_card, FAB-645) the name of a card (a card of the catalog, `rulecheck cards flesh-and-blood`), with nothing pitched: naming costs nothing.",
     ruling("",
            "Be Like Water: \"... choose Head Jab, Surging Strike, or Twin Twisters. ...\"; Mask of Many Faces: \"... Name a card. ...\" CR 1.8.4 (a conditional effect), 2.7.4 (a card's name is its English printed name), 1.14 (paying a cost), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: \"name a card\" names a card's name; rulecheck accepts the name of any card of its catalog.")).

rule('FAB-645', effect, "Mask of Many Faces: its player names a card; the next attack action card they play this turn gains that name",
     "Mask of Many Faces' instant ability ({r}, destroy it; Blade Break is the keyword's) resolves into a choice (name_card, its player the Mask's controller): a name move names a card's name (FAB-644), and an effect waits for the rest of the turn ({kind: next_attack_action_card_gains_name, player, name, source}). The next attack action card that player plays this turn uses it up and gains the name ({kind: card_gains_name, card, name}): a combo after it that names that card is met (FAB-590 ... FAB-593, FAB-641, FAB-642). A weapon's attack, or a non-attack action, leaves it waiting.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Mask of Many Faces: \"Instant - {r}, destroy Mask of Many Faces: Name a card. The next attack action card you play this turn gains that name. Blade Break\". CR 5.2.1 (an activated ability's cost and effect), 5.3 (a layer resolves: its effect's choices are made then), 2.7.4 (a name; an object may gain a name beside its own), 8.4.1 (combo reads the name of the last attack this combat chain), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer L of Mask of Many Faces resolves (its source
%   destroyed as the cost): the name_card choice waits (FAB-645).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      \+ game_over(S0, _),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_name_next_attack_action_card),
      S = S0.put(pending, _{choice:"name_card", player:Who, controller:Who, source:C})
    },
    [ event('FAB-645', name_card_waits, _{player:Who, card:Id}) ].

choice_action("name_card", "name").
choice_phase("name_card", "action").

%!  card_name(?Name:string) is nondet.
%
%   Name is the name of a card of the catalog (cards.pl), each once.

card_name(Name) :-
    (   ground(Name)
    ->  once(printing_row(Name, _, _))          % cards.pl: the compiled catalog, by name
    ;   catalog_key(_, Name)                    % each name once, in name order
    ).

broken('FAB-644', S, M, Reason) :-
    get_dict(action, M, "name"),
    pending(S, Pd),
    get_dict(name, M, Name),
    (   Pd.choice == "gain_name",
        key_value(names, Pd, [], Names),
        \+ memberchk(Name, Names)
    ->  Reason = name_not_offered(Name, Names)
    ;   Pd.choice == "name_card",
        \+ card_name(Name)
    ->  Reason = not_a_card_name(Name)
    ;   Pd.choice == "name_card",
        key_value(pitch, M, [], [_|_])
    ->  Reason = naming_costs_nothing
    ).

rule_fact('FAB-644', S, _, names_offered(Who, Names)) :-
    pending(S, Pd),
    Pd.choice == "gain_name",
    Who = Pd.player,
    key_value(names, Pd, [], Names).
rule_fact('FAB-644', S, _, any_card_name(Who)) :-
    pending(S, Pd),
    Pd.choice == "name_card",
    Who = Pd.player.

fact_words(names_offered(Who, Names)) -->
    { atomic_list_concat(Names, ', ', T) },
    [ "~w's choice offers the names ~w"-[Who, T] ].
fact_words(any_card_name(Who)) -->
    [ "~w names a card: any card's name, nothing pitched"-[Who] ].

effect(name, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "name_card",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      add_effect(S1, _{kind:"next_attack_action_card_gains_name", player:Who, name:M.name, source:Id}, S)
    },
    [ event('FAB-645', card_named, _{player:Who, card:Id, name:M.name}) ].

choice_candidate("name", S, _{player:Who, action:"name", name:Name, pitch:[]}) :-
    pending(S, Pd),
    Pd.choice == "name_card",
    Who = Pd.player,
    card_name(Name).

%!  name_gain_used(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card, paying its cost: if it is an attack action card
%   and Mask of Many Faces' effect waits for it, the effect is used up
%   and the card gains the name (FAB-645).

name_gain_used(S0, Who, C, S) -->
    (   { card_type(C, "attack action"),
          effects(S0, Es0),
          partition(name_gain_of(Who), Es0, [E|Es1], Rest),
          card_id(C, Id)
        }
    ->  { findall(_{kind:"card_gains_name", player:Who, card:Id, name:N, source:Src},
                  ( member(E1, [E|Es1]), get_dict(name, E1, N), key_value(source, E1, "", Src) ), Gained),
          append(Rest, Gained, Es),
          S = S0.put(effects, Es),
          findall(N, member(_{kind:_, player:_, card:_, name:N, source:_}, Gained), Names)
        },
        [ event('FAB-645', card_gains_name, _{player:Who, card:Id, names:Names}) ]
    ;   { S = S0 }
    ).

name_gain_of(Who, E) :-
    get_dict(kind, E, "next_attack_action_card_gains_name"),
    get_dict(player, E, W),
    W == Who.

message(event(name_card_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w names a card (a name move)"-[L, F.player] ].
message(event(card_named, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w names ~w for ~w: the next attack action card they play this turn gains that name"-[F.player, F.name, L] ].
message(event(card_gains_name, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.names, ', ', T) },
    [ "~w gains the name ~w (Mask of Many Faces)"-[L, T] ].
message(name_not_offered(Name, Names)) -->
    { atomic_list_concat(Names, ', ', T) },
    [ "~q is not a name Be Like Water offers (~w)"-[Name, T] ].
message(not_a_card_name(Name)) -->
    [ "~q is not the name of a card rulecheck knows (rulecheck cards flesh-and-blood)"-[Name] ].
message(naming_costs_nothing) -->
    [ "naming a card for Mask of Many Faces costs nothing: the move pitches no card" ].
message(no_choice_waits("name_card")) -->
    [ "no name waits: name answers Mask of Many Faces' choice as its ability resolves" ].

choice_words("name_card") --> [ "the card they name (a name move)" ].
text_choice_words("name_card", Source) -->
    [ "the card to name, for ~w (name)"-[Source] ].

                 /*******************************
                 *  BONDS OF ANCESTRY: COMBO,   *
                 *   A SEARCH AS IT ATTACKS     *
                 *******************************/

card_text_read("Bonds of Ancestry", combo(contains("Gustwave"), [costs_less(2), go_again, attack_banish_search])).

rule('FAB-646', effect, "Bonds of Ancestry after a Gustwave: costs 2 less, go again, and as it attacks a card with combo of the graveyard may be banished to search for its namesake",
     "Bonds of Ancestry, after an attack with Gustwave in its name (Whelming Gustwave, Descendent Gustwave, or a card that gained such a name) as the last attack this combat chain, costs 2 resource points less to play (FAB-641) and has go again (FAB-590); and when it attacks (its chain link opens) its player may banish a card with combo from their graveyard and search their deck for a card of the same name (the pending choice banish_to_search, its player the attacker): a banish_search move names the graveyard card (`card`) and the deck card found (`found`, or none: the search may fail, a deck's cards being private), FAB-647; a decline move banishes nothing. The card found is banished too, the deck is shuffled (its cards become unknown, as FAB-564 says), and its player may play the card found while this combat chain lasts ({kind: may_play_banished, card, lasts: combat_chain}: FAB-569; the effect ends as the chain closes). Where the graveyard holds no card with combo the position shows, nothing waits.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Bonds of Ancestry: \"Combo - If a card with Gustwave in its name was the last attack this combat chain, this costs {r}{r} less to play, and has go again and 'When this attacks, you may banish a card with combo from your graveyard. If you do, search your deck for a card with the same name, banish it, then shuffle. You may play it this combat chain.'\" CR 8.4.1 (combo), 2.7.4 (a name; \"with Gustwave in its name\"), 5.1.6a (a cost reduction), 6.6 (a triggered effect: \"when this attacks\"), 8.5.19 and 8.5.19a (search: a search of a private zone may fail), 8.5.20 (shuffle), 7.7 (the combat chain closes: an effect that lasts \"this combat chain\" ends then), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the chain link opens and asks the banish and the search in one move: the player chooses both, and nothing happens between them that another player could answer.")).

rule('FAB-647', constraint, "A banish_search move names a card with combo of the graveyard and, found, a deck card of its name",
     "A banish_search move answers Bonds of Ancestry's choice (banish_to_search, FAB-646): its card is a card with combo of its player's graveyard that the position shows (an unknown card's keywords are not shown: the judge names it), and its found, if any, a card of their deck of the same name that the position shows.",
     ruling("",
            "Bonds of Ancestry: \"... you may banish a card with combo from your graveyard. If you do, search your deck for a card with the same name, banish it ...\" CR 8.4.1, 2.7.4, 8.5.19 (search), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  attack_search_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: if its combo gives it Bonds of
%   Ancestry's "When this attacks ..." and its player's graveyard shows a
%   card with combo, the banish_to_search choice waits (FAB-646).

attack_search_text(S0, Who, A, S) -->
    (   { combo_met(S0, A, Gains),
          memberchk(attack_banish_search, Gains),
          \+ game_over(S0, _),
          \+ pending(S0, _),
          card_id(A, AId)
        }
    ->  (   { player(S0, Who, P), graveyard_combo(P, _) }
        ->  { S = S0.put(pending, _{choice:"banish_to_search", player:Who, controller:Who, source:A}) },
            [ event('FAB-646', banish_to_search_waits, _{player:Who, attack:AId}) ]
        ;   { S = S0 },
            [ event('FAB-646', no_combo_in_graveyard, _{player:Who, attack:AId}) ]
        )
    ;   { S = S0 }
    ).

%   graveyard_combo(+Player:dict, -Card): a card with combo of Player's
%   graveyard that the position shows.
graveyard_combo(P, C) :-
    key_value(graveyard, P, [], G),
    member(C, G),
    \+ unknown_card(C),
    card_with_combo(C).

%   deck_namesake(+Player:dict, +Name, -Card): a card of Player's deck
%   named Name that the position shows.
deck_namesake(P, Name, C) :-
    key_value(deck, P, [], D),
    member(C, D),
    \+ unknown_card(C),
    get_dict(name, C, Name0),
    Name0 == Name.

choice_action("banish_to_search", "banish_search").
choice_action("banish_to_search", "decline").
choice_phase("banish_to_search", "action").

broken('FAB-647', S, M, Reason) :-
    get_dict(action, M, "banish_search"),
    pending(S, Pd),
    Pd.choice == "banish_to_search",
    get_dict(player, M, Who),
    player(S, Who, P),
    get_dict(card, M, Id),
    (   \+ card_in(P, graveyard, Id, _)
    ->  Reason = not_in_graveyard(Who, Id)
    ;   card_in(P, graveyard, Id, C),
        \+ graveyard_combo(P, C)
    ->  Reason = graveyard_card_no_combo(C)
    ;   get_dict(found, M, F), string(F),
        \+ card_in(P, deck, F, _)
    ->  Reason = no_card_in_deck(Who, F)
    ;   get_dict(found, M, F), string(F),
        card_in(P, graveyard, Id, C),
        card_in(P, deck, F, FC),
        get_dict(name, C, Name),
        \+ deck_namesake(P, Name, FC)
    ->  Reason = not_a_namesake(FC, C)
    ).

rule_fact('FAB-647', S, _, graveyard_combo_cards(Who, Cs)) :-
    pending(S, Pd),
    Pd.choice == "banish_to_search",
    Who = Pd.player,
    player(S, Who, P),
    findall(C, graveyard_combo(P, C), Cs).

effect(banish_search, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      (   get_dict(found, M, F), string(F) -> Found = F ; Found = none )
    },
    [ event('FAB-646', banished_from_graveyard, _{player:Who, card:M.card, by:By}) ],
    (   { Found \== none }
    ->  { take_card(P2, deck, Found, FC, P3),
          add_cards(P3, banished, [FC], P4),
          set_player(S1, P4, S2a),
          add_effect(S2a, _{kind:"may_play_banished", player:Who, card:Found, source:By, lasts:"combat_chain"}, S2)
        },
        [ event('FAB-646', namesake_found, _{player:Who, card:Found, by:By}) ]
    ;   { set_player(S1, P2, S2) },
        [ event('FAB-646', namesake_not_found, _{player:Who, by:By}) ]
    ),
    { player(S2, Who, Q0),
      maplist(unknown_of, Q0.deck, Deck),       % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S2, Q0.put(deck, Deck), S)
    },
    [ event('FAB-646', deck_shuffled, _{player:Who, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "banish_to_search",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-646', nothing_banished, _{player:M.player, by:By}) ].

choice_candidate("banish_search", S, M) :-
    pending(S, Pd),
    Pd.choice == "banish_to_search",
    Who = Pd.player,
    player(S, Who, P),
    graveyard_combo(P, C),
    card_id(C, Id),
    get_dict(name, C, Name),
    (   M = _{player:Who, action:"banish_search", card:Id}
    ;   deck_namesake(P, Name, FC),
        card_id(FC, FId),
        M = _{player:Who, action:"banish_search", card:Id, found:FId}
    ).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "banish_to_search",
    Who = Pd.player.

%!  chain_effects_end(+State0, -State) is det.
%
%   The combat chain closes: the effects that last this combat chain end
%   (lasts combat_chain: Bonds of Ancestry's permission, FAB-646).

chain_effects_end(S0, S) :-
    (   effects(S0, Es0),
        exclude([E]>>get_dict(lasts, E, "combat_chain"), Es0, Es),
        Es \== Es0
    ->  S = S0.put(effects, Es)
    ;   S = S0
    ).

message(event(banish_to_search_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks: ~w may banish a card with combo from their graveyard to search their deck for one of the same name (a banish_search move, or decline)"-[L, F.player] ].
message(event(no_combo_in_graveyard, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks, but ~w's graveyard shows no card with combo to banish"-[L, F.player] ].
message(event(banished_from_graveyard, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w banishes ~w from their graveyard for ~w"-[F.player, L, By] ].
message(event(namesake_found, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w finds ~w and banishes it: they may play it this combat chain"-[F.player, L] ].
message(event(namesake_not_found, F, _)) -->
    [ "~w finds no card of that name"-[F.player] ].
message(event(nothing_banished, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w banishes nothing for ~w"-[F.player, By] ].
message(not_in_graveyard(Who, Id)) -->
    [ "there is no card ~w in ~w's graveyard"-[Id, Who] ].
message(graveyard_card_no_combo(C)) -->
    { unknown_card(C), !, card_label(C, L) },
    [ "~w is an unknown card: the position does not show whether it has combo; name it in the position to banish it"-[L] ].
message(graveyard_card_no_combo(C)) -->
    { card_label(C, L) },
    [ "~w has no combo: Bonds of Ancestry banishes a card with combo"-[L] ].
message(not_a_namesake(FC, C)) -->
    { card_label(FC, FL), card_label(C, L) },
    [ "~w is not a card of the position with the name of ~w: the search finds a card of the same name"-[FL, L] ].
message(no_choice_waits("banish_to_search")) -->
    [ "no banish waits: banish_search answers Bonds of Ancestry's choice as it attacks" ].
fact_words(graveyard_combo_cards(Who, Cs)) -->
    { maplist(card_label, Cs, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "the cards with combo of ~w's graveyard that the position shows: ~w"-[Who, T] ].

choice_words("banish_to_search") --> [ "whether to banish a card with combo from their graveyard to search for one of its name (a banish_search or a decline move)" ].
text_choice_words("banish_to_search", Source) -->
    [ "whether to banish a card with combo and search for its namesake, for ~w (banish_search, decline)"-[Source] ].

move_words("banish_search", S, M) -->
    { player(S, M.player, P),
      (   card_in(P, graveyard, M.card, C) -> card_label(C, L) ; L = M.card )
    },
    (   { get_dict(found, M, F), string(F) }
    ->  { (   card_in(P, deck, F, FC) -> card_label(FC, FL) ; FL = F ) },
        [ M.player, " banishes ", L, " from their graveyard and finds ", FL ]
    ;   [ M.player, " banishes ", L, " from their graveyard and finds nothing" ]
    ).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "banish_to_search",
      card_label(Pd.source, Src)
    },
    [ M.player, " banishes nothing for ", Src ].
