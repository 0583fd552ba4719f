/*  Flesh and Blood: the Lexi Blitz Deck's last texts (Electrify's too,
    which the Briar Blitz Deck holds).

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Bolt'n' Shot: while its power is greater than its base power, go
      again and "If this hits, reload." (FAB-992);
    - Electrify: the next time an attack action card hits a hero this
      turn, it deals 3 (2, 1) damage to them; played from the arsenal, a
      card drawn (FAB-993);
    - Buzz Bolt: fused, whenever an attack hits a hero this turn, it
      deals 1 damage to them (FAB-994);
    - the damage those effects deal as the hit happens, the attack its
      source: Ward, Quell and shields as for any damage, Blizzard Bolt's
      token on it (FAB-995);
    - Mark of Lightning: as a Lightning or Elemental attack is defended
      by a card from hand, its player may destroy it for 1 damage
      (FAB-996, FAB-997);
    - Frazzle: fused, whenever an attack would deal damage this turn, it
      deals that much plus 1 (FAB-998);
    - Chilling Icevein: fused, whenever an attack deals damage to a hero
      this turn, they discard a card unless they pay 1 (FAB-999);
    - Shiver: its instant ability puts an arrow card from hand face up
      into the arsenal (Barbed Castaway's reading, FAB-914), then a mode:
      +1 power or dominate until end of turn (FAB-813, FAB-814);
    - Lexi: her action ability, a face-down card of her arsenal turned
      face up as its cost, a target hero: a Lightning card, go again for
      her next attack; an Ice card, a Frostbite token for the target's
      player (FAB-815, FAB-816);
    - Shock Striker: its instant ability, activated while it is on the
      combat chain, gives it "If Shock Striker hits a hero, deal 1 damage
      to them." (FAB-817, the damage FAB-995's).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ward_damage_done//7,
   ward_damage_fits/3, not_asked_words/2, choice_action/2, choice_phase/2, pending_problem/4,
   choice_candidate/3, broken/4, moot/3, effect//4, choice_words//1, text_choice_words//2,
   text_abilities/2, text_ability_effect/1, targeting/4, ability_text_resolved//5, allowed_by_text/5,
   move_words//3.

%   The texts read here (card_text_read/2):
%
%       power_above_base_gains([go_again, hit_reload])   Bolt'n' Shot
%                               (Thump's reading, card_texts_oldhim.pl,
%                               FAB-772: power_above_base_met/2)
%       next_attack_action_card_hit_damage(Amounts)   Electrify's first
%                               paragraph, by pitch (FAB-993)
%       from_arsenal_draws      Electrify's "If Electrify is played from
%                               arsenal, draw a card." (FAB-993)
%       fusion("Lightning", turn_hit_damage(N))   Buzz Bolt (FAB-994; the
%                               fusion is Oldhim's reading, FAB-782)
%       defended_from_hand_destroy_damages(Kinds, N)   Mark of Lightning
%                               (FAB-996)
%       fusion("Lightning", turn_attack_damage_plus(N))   Frazzle (FAB-998)
%       fusion("Ice", turn_attack_damage_discard_unless_pay(Cost))
%                               Chilling Icevein (FAB-999)

                 /*******************************
                 *          BOLT'N' SHOT        *
                 *******************************/

card_text_read("Bolt'n' Shot", power_above_base_gains([go_again, hit_reload])).

rule('FAB-992', effect, "Bolt'n' Shot: while its power is greater than its base power, go again and a reload on hit",
     "While the power of the chain link whose attack is Bolt'n' Shot (its text read) is greater than Bolt'n' Shot's printed power (4 red, 3 yellow, 2 blue; an effect gave it more: Take Aim, Over Flex, Lightning Press, an aim counter ...), it has go again (read as the link resolves: its controller gains an action point, FAB-503) and \"If this hits, reload.\": when it hits with that power, its controller reloads (FAB-846: where their arsenal is empty and their hand holds a card, the reload choice waits for a put move, to: arsenal, or a decline; with a card in the arsenal or an empty hand nothing happens; another choice already waiting: not asked, an event says so). At its printed power or less it has neither: the go again and Reload the card data lists for it are this text's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Bolt'n' Shot: \"If Bolt'n' Shot's {p} is greater than its base {p}, it has go again and 'If this hits, reload.'\" CR 2.0.1b and 2.0.3 (the base value of a numeric property is the printed one; effects modify it), 5.4.7 (a static ability with a condition applies while the condition holds), 8.3.5 (go again: as the chain link resolves its controller gains an action point), 7.5.5 (an attack hits when it deals damage to the hero in the damage step), 8.5.23 (reload), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the reload as the hit happens, after the hit's damage and token texts: the reload touches only its player's hand and arsenal, so its order beside them changes nothing.")).

%   Bolt'n' Shot's link has go again while its power is above its base
%   (FAB-992): card_texts_lexi.pl's link_go_again/2 reads it.

%!  bolt_hit_reload(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of Link, hit: if it has "If this hits, reload" now (its power
%   above its base, FAB-992), its controller reloads (FAB-846);
%   card_texts_katsu_blitz.pl's hit_texts_after_damage//4 calls it.

bolt_hit_reload(S0, L, A, S) -->
    (   { power_above_base_met(L, hit_reload),
          \+ game_over(S0, _),
          card_id(A, AId),
          link_power(L, P),
          card_power(A, Base)
        }
    ->  [ event('FAB-992', bolt_hit_reloads, _{player:L.controller, attack:AId, power:P, base:Base}) ],
        reload(S0, L.controller, A, S)          % card_texts_lexi.pl (FAB-846)
    ;   { S = S0 }
    ).

message(event(bolt_hit_reloads, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits with ~d power, more than its base ~d: ~w reloads"-[L, F.power, F.base, F.player] ].

                 /*******************************
                 *           ELECTRIFY          *
                 *******************************/

card_text_read("Electrify", next_attack_action_card_hit_damage([3, 2, 1])).
card_text_read("Electrify", from_arsenal_draws).

rule('FAB-993', effect, "Electrify: the next time an attack action card hits a hero this turn, it deals N damage to them; played from the arsenal, a card drawn",
     "When Electrify (its text read) resolves, an effect waits in the state's effects ({kind: next_attack_action_card_hit_damage, player, amount, source}): the next time this turn an attack action card (any, its printed type) hits a hero (deals damage to the defending hero in the damage step), the effect is used up and that attack deals 3 damage (red; 2 yellow, 1 blue) to that hero (FAB-995: the attack is the source; Ward, Quell and shields apply); two such effects waiting are used up by the same hit. A hit by a weapon leaves it waiting; it ends with the turn. Played from the arsenal (its layer records from: arsenal), its player draws a card as it resolves; from the hand, none. Its go again is the keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Electrify: \"The next time an attack action card hits a hero this turn, it deals 3 damage to them. If Electrify is played from arsenal, draw a card. Go again\" (2 damage yellow, 1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 6.6 (a delayed triggered effect; the CR's own example: Electrify's damage has as its source the attack action card that made it trigger), 7.5.5 (an attack hits when it deals damage to the hero in the damage step), 8.5.3 (deal damage), 3.3 (the arsenal), 8.5.6 (draw), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi2_layer_text(+State0, +Layer, -State)// is det.
%
%   The card layer Layer resolved: what its text read here does with
%   what the layer records (where it was played from: FAB-993);
%   effects.pl's resolve_layer//3 calls it.

lexi2_layer_text(S0, L, S) -->
    (   { layer_card(L, C),
          text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_hit_damage(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          Who = L.controller,
          add_effect(S0, _{kind:"next_attack_action_card_hit_damage", player:Who, amount:N, source:Id}, S1)
        }
    ->  [ event('FAB-993', electrify_effect_made, _{player:Who, card:Id, amount:N}) ],
        (   { card_text_read(Name, from_arsenal_draws),
              get_dict(from, L, "arsenal")
            }
        ->  [ event('FAB-993', electrify_arsenal_draws, _{player:Who, card:Id}) ],
            draw_cards(Who, 1, Id, S1, S)       % triggers.pl
        ;   { S = S1 }
        )
    ;   briar_layer_text(S0, L, S)              % card_texts_briar.pl (FAB-1253)
    ).

message(event(electrify_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next time an attack action card hits a hero this turn, it deals ~d damage to them"-[L, F.amount] ].
message(event(electrify_arsenal_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: ~w draws a card"-[L, F.player] ].

                 /*******************************
                 *           BUZZ BOLT          *
                 *******************************/

card_text_read("Buzz Bolt", fusion("Lightning", turn_hit_damage(1))).

rule('FAB-994', effect, "Buzz Bolt fused: whenever an attack hits a hero this turn, it deals 1 damage to them",
     "Buzz Bolt (its text read), an arrow, has Lightning Fusion (FAB-782: a Lightning card of the hand revealed, named in the play move's discard). Played fused, as it resolves its chain link records it (fused: true: Weave Lightning's go again reads it, FAB-844) and an effect waits in the state's effects for the rest of the turn ({kind: attack_hit_damage, player, amount: 1, source}, never used up): whenever an attack (any: Buzz Bolt itself, a later one, a weapon's) hits a hero, it deals 1 damage to that hero, one for each such effect (FAB-995). Unfused, none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Buzz Bolt: \"Lightning Fusion. If Buzz Bolt was fused, whenever an attack hits a hero this turn, it deals 1 damage to them.\" CR 8.3.17a (a fused card), 6.6 (a triggered effect acts on each event; the damage's source is the attack that hit, as in the CR's example of Electrify), 7.5.5 (an attack hits when it deals damage in the damage step), 8.5.3 (deal damage), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi2_fused_gain(+Gain, +State0, +Layer, +Card, +Id, -State)// is det.
%
%   The fused card Id resolved: what its text read here gives it
%   (FAB-994); card_texts_lexi.pl's lexi_fused_gain//6 calls it.

lexi2_fused_gain(turn_hit_damage(N), S0, L, _, Id, S) -->
    !,
    { Who = L.controller,
      fused_link_marked(S0, Id, S1),
      add_effect(S1, _{kind:"attack_hit_damage", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-994', buzz_effect_made, _{player:Who, card:Id, amount:N}) ].
lexi2_fused_gain(turn_attack_damage_plus(N), S0, L, _, Id, S) -->
    !,
    { Who = L.controller,
      fused_link_marked(S0, Id, S1),
      add_effect(S1, _{kind:"attack_damage_plus", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-998', frazzle_effect_made, _{player:Who, card:Id, amount:N}) ].
lexi2_fused_gain(turn_attack_damage_discard_unless_pay(Cost), S0, L, _, Id, S) -->
    !,
    { Who = L.controller,
      fused_link_marked(S0, Id, S1),
      add_effect(S1, _{kind:"attack_damage_discard_unless_pay", player:Who, amount:Cost, source:Id}, S)
    },
    [ event('FAB-999', icevein_effect_made, _{player:Who, card:Id, cost:Cost}) ].
lexi2_fused_gain(Gain, S0, L, C, Id, S) -->
    briar_fused_gain(Gain, S0, L, C, Id, S).    % card_texts_briar.pl (FAB-1240, FAB-1244, FAB-1246), else nothing

%   fused_link_marked(+S0, +Id, -S): the active chain link, whose attack
%   is Id, records that it was fused (Weave Lightning reads it, FAB-844).
fused_link_marked(S0, Id, S) :-
    (   chain_open(S0),
        active_link_replaced(S0, L0, L, S),
        link_attack(L0, A), card_id(A, AId), AId == Id
    ->  L = L0.put(fused, true)
    ;   S = S0
    ).

message(event(buzz_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: whenever an attack hits a hero this turn, it deals ~d damage to them"-[L, F.amount] ].

                 /*******************************
                 *     THE DAMAGE OF A HIT      *
                 *******************************/

rule('FAB-995', effect, "Electrify's and Buzz Bolt's damage as an attack hits: the attack deals it, prevention applying",
     "When an attack hits the defending hero, each effect of Electrify that waits for it (an attack action card's hit, used up) and each of Buzz Bolt's effects of the turn (FAB-993, FAB-994) make that attack deal its amount of damage to that hero, after the hit's combo texts and before its other texts (Dorinthea's reveal, Refraction Bolters, Katsu ...). The damage is prevented as any damage (Ward, FAB-524; a shield, FAB-697; a Quell, FAB-648: where the order of two or more Ward permanents decides, or a Quell could be paid, the defending player's ward or quell choice waits, of hit_damage, and the hit's other texts follow the answer); what is dealt counts as the attack's damage to a hero, so Blizzard Bolt's effects make their Frostbite tokens for it (FAB-899), and Ode to Wrath reads it (FAB-764); a hero left at 0 life loses (FAB-701). Two or more such damages on one hit are dealt one after another where the defending hero has no Ward permanent, shield or Quell (their order then changes nothing); where one has, their order is their controller's and could decide what is prevented: rulecheck does not ask it, deals none of them, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "CR 6.6 (a triggered effect; Electrify's damage has as its source the attack action card that made it trigger, the CR's own example), 6.6.6b (triggered-layers created at once are put on the stack in the order their controller chooses), 7.5.5 (the hit: only the damage step's combat damage is a hit-event, so this damage is no second hit), 8.5.3 and 8.5.3b (deal damage: generic damage, not {p} damage, so a prevention of {p} damage only does not meet it), 8.3.20 (Ward), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi2_hit_damage(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of Link, hit the defending hero: the damage of the Electrify
%   effects waiting for it (used up) and of the turn's Buzz Bolt effects
%   (FAB-995); card_texts_katsu_blitz.pl's hit_texts_after_draw//4 calls
%   it.  It may leave a ward or quell choice (of hit_damage).

lexi2_hit_damage(S0, L, A, S) -->
    (   { \+ game_over(S0, _),
          effect_hit_damage_sources(S0, L, A, Ds, S1),
          Ds \== []
        }
    ->  effect_hit_damages(Ds, S1, L, A, S)
    ;   { S = S0 }
    ).

%   effect_hit_damage_sources(+S0, +Attack, -Damages, -S): the sources and
%   amounts (Source-N) of the damages Attack's hit sets off; S without
%   the Electrify effects it uses up.
effect_hit_damage_sources(S0, L, A, Ds, S) :-
    effects(S0, Es0),
    partition(electrify_effect_for(A), Es0, Used, Rest),
    include([E]>>get_dict(kind, E, "attack_hit_damage"), Rest, Turn),
    append(Used, Turn, Mine),
    findall(Src-N, ( member(E, Mine), get_dict(source, E, Src), get_dict(amount, E, N) ), Ds0),
    (   get_dict(gained_hit_damage, L, K), integer(K), K > 0    % Shock Striker's gained text (FAB-817)
    ->  card_id(A, AId), append(Ds0, [AId-K], Ds)
    ;   Ds = Ds0
    ),
    (   Used == [] -> S = S0 ; S = S0.put(effects, Rest) ).

electrify_effect_for(A, E) :-
    get_dict(kind, E, "next_attack_action_card_hit_damage"),
    card_type(A, "attack action").

%   effect_effect_hit_damages(+Damages, +S0, +Link, +Attack, -S)//: one damage, its
%   prevention asked where it decides; two or more, one after another
%   where no prevention could tell their order apart, else none (FAB-995).
effect_hit_damages([D], S0, L, A, S) -->
    !,
    effect_hit_damage(D, S0, L, A, S).
effect_hit_damages(Ds, S0, L, A, S) -->
    (   { hit_damage_order_may_matter(S0, L.defender) }
    ->  { S = S0,
          card_id(A, AId),
          pairs_keys(Ds, Srcs)
        },
        [ event('FAB-995', hit_damage_order_not_asked, _{player:L.controller, attack:AId, target:L.defender,
                                                          sources:Srcs}) ]
    ;   effect_hit_damages_in_turn(Ds, S0, L, A, S)
    ).

effect_hit_damages_in_turn([], S, _, _, S) --> [].
effect_hit_damages_in_turn([D|Ds], S0, L, A, S) -->
    effect_hit_damage(D, S0, L, A, S1),
    effect_hit_damages_in_turn(Ds, S1, L, A, S).

%   hit_damage_order_may_matter(+S, +Player): Player's hero has a Ward
%   permanent or a shield, or a Quell they could pay for.
hit_damage_order_may_matter(S, Who) :-
    (   ward_permanents(S, any, Who, [_|_])     % keywords_defense.pl
    ->  true
    ;   quell_may_prevent(S, Who, 1)            % card_texts_quell.pl
    ).

%   effect_hit_damage(+Source-N, +S0, +Link, +Attack, -S)//: Attack deals N
%   damage to the defending hero by Source's effect.
effect_hit_damage(Src-N0, S0, L, A, S) -->
    { Def = L.defender, Who = L.controller, card_id(A, AId),
      attack_damage_replaced(S0, N0, N, Plus)   % Frazzle (FAB-998)
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   [ event('FAB-995', hit_effect_damage, _{player:Who, attack:AId, target:Def, amount:N0, by:Src}) ],
        attack_damage_plus_noted(L, Plus),
        (   { damage_choice_needed(S0, dsrc(A, Who), Def, N), pending(S0, _) }   % card_texts_quell.pl
        ->  { S = S0 },
            [ event('FAB-995', choice_not_asked, _{player:Def, card:AId, choice:"hit_damage"}) ]
        ;   { damage_choice_needed(S0, dsrc(A, Who), Def, N) }     % Quell (FAB-648), Ward (FAB-524)
        ->  damage_choice(S0, Def, Who, N, _{of:"hit_damage", source:A}, S)
        ;   hero_damaged(S0, dsrc(A, Who), Def, N, D, Lost, Life, S1),   % keywords_defense.pl
            effect_hit_damage_done(S1, L, A, N, D, Lost, Life, S)
        )
    ).

%   effect_hit_damage_done(+S0, +Link, +Attack, +N0, +N, +Lost, +Life, -S)//:
%   N of the N0 damage was dealt to Link's defending hero: Ode to Wrath
%   reads it, and Blizzard Bolt's effects make their tokens (FAB-899).
effect_hit_damage_done(S0, L, A, N0, N, Lost, Life, S) -->
    { card_id(A, AId), Prevented is N0 - N, Def = L.defender },
    [ event('FAB-995', hit_effect_damage_dealt, _{player:L.controller, attack:AId, target:Def, amount:N,
                                          prevented:Prevented, lost:Lost, life:Life}) ],
    ode_life_loss(S0, L.controller, Def, N, S1),     % card_texts_fai_prism.pl (FAB-764)
    (   { N > 0 }
    ->  attack_damage_texts(S1, L, A, S)            % Blizzard Bolt's (FAB-899), Chilling Icevein's (FAB-999)
    ;   { S = S1 }
    ).

%   The ward or quell choice for such damage answered (choices.pl's
%   ward_damage_done//7): the damage is dealt, the hero at 0 life loses,
%   and the hit's other texts go on.
ward_damage_done("hit_damage", Pd, D, Lost, Life, S0, S) -->
    (   { active_link(S0, L) }
    ->  effect_hit_damage_done(S0, L, Pd.source, Pd.amount, D, Lost, Life, S1),
        defeat(S1, Pd.player),
        hit_texts_after_damage(S1, L, Pd.source, S)  % card_texts_katsu_blitz.pl
    ;   { S = S0 }
    ).

ward_damage_fits(S, Pd, "hit_damage") :-        % FAB-995, as the attack hits
    S.phase == "action",
    chain_step(S, "damage"),
    get_dict(source, Pd, _).

not_asked_words("hit_damage", "how the damage of a hit's effect to their hero is prevented (Ward's order, Quell)").

message(event(hit_effect_damage, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By) },
    (   { F.by == F.attack }
    ->  [ "~w hits ~w's hero: by the text it gained it deals ~d damage to them"-[L, F.target, F.amount] ]
    ;   [ "~w hits ~w's hero: by ~w's effect it deals ~d damage to them"-[L, F.target, By, F.amount] ]
    ).
message(event(hit_effect_damage_dealt, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w deals ~d damage to ~w's hero (~d life now)"-[L, F.amount, F.target, F.life] ],
    (   { F.prevented > 0 } -> [ "; ~d prevented"-[F.prevented] ] ; [] ).
message(event(hit_damage_order_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L),
      maplist(event_card(S0), F.sources, Ls),
      atomic_list_concat(Ls, ", ", LT)
    },
    [ "~w hits ~w's hero, which has a Ward permanent, a shield or a Quell: the order of the damages of ~w is ~w's choice and rulecheck does not ask it (none of them is dealt)"-[L, F.target, LT, F.player] ].

                 /*******************************
                 *       MARK OF LIGHTNING      *
                 *******************************/

card_text_read("Mark of Lightning", defended_from_hand_destroy_damages(["Lightning", "Elemental"], 1)).

rule('FAB-996', effect, "Mark of Lightning: as a Lightning or Elemental attack of its player is defended by a card from hand, they may destroy it for 1 damage to the defending hero",
     "Whenever an attack whose card (or weapon) has the Lightning or Elemental talent (or class) printed on it, controlled by the player with Mark of Lightning (its text read) in their equipment zone, is defended by a card from hand (declared from the hand as a defender, or a defense reaction played from the hand resolving onto its chain link), the position waits for that player's choice (the pending choice mark_destroy, its source the Mark): a destroy move naming the Mark puts it into their graveyard (its counters gone) and the attack deals 1 damage to the defending hero (Ward, shields and a Quell applying: where their order or a Quell decides, the defending player's ward or quell choice waits, of mark_damage; what is dealt is the attack's damage to a hero, so Blizzard Bolt's tokens follow it, FAB-899; a hero at 0 life loses, FAB-701); a decline move keeps it. Two cards from hand declared at once ask once: the Mark can be destroyed once. A card from the equipment zone, or a defense reaction from the arsenal, sets off nothing. Not handled: another choice already waiting as it triggers (not asked; an event says so).",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Mark of Lightning: \"Whenever a Lightning or Elemental attack you control is defended by a card from hand, you may destroy Mark of Lightning. If you do, the attack deals 1 damage to the defending hero.\" CR 6.6 (a triggered effect), 7.3.2 (defending cards declared from hand), 8.1.3b (a defense reaction defends as it resolves), 1.8.4 (\"you may ... if you do\": an optional effect, its player's choice), 8.5.4 (destroy), 8.5.3 (deal damage: its source the attack), 7.2.4b (the defending hero), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the card defends.")).

rule('FAB-997', constraint, "A destroy move answering Mark of Lightning's choice names that Mark",
     "A destroy move answers the mark_destroy choice (FAB-996): its player is the choice's, its card the Mark of Lightning the choice names.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "CR 1.8.4 (an optional effect: the choice is of its own source), 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  mark_defended(+State0, +Defender0, +Ids, -State)// is det.
%
%   The defending player (Defender0, their player before the move)
%   declared the cards Ids as defenders: if one came from their hand,
%   Mark of Lightning's choice may wait (FAB-996); effects.pl's defend
%   effect calls it.

mark_defended(S0, P0, Ids, S) -->
    (   { member(Id, Ids), card_in(P0, hand, Id, _) }
    ->  mark_triggers(S0, S)
    ;   { S = S0 }
    ).

%!  mark_reaction_defended(+State0, +Card, +From, -State)// is det.
%
%   The defense reaction Card, played From, resolved onto the active
%   chain link (effects.pl's resolve_card//6): from the hand, Mark of
%   Lightning's choice may wait (FAB-996).

mark_reaction_defended(S0, _, From, S) -->
    (   { From == "hand" }
    ->  mark_triggers(S0, S)
    ;   { S = S0 }
    ).

mark_triggers(S0, S) -->
    (   { \+ game_over(S0, _),
          active_link(S0, L),
          link_attack(L, A),
          Who = L.controller,
          player(S0, Who, P),
          member(M, P.equipment),
          text_read_name(M, Name),
          card_text_read(Name, defended_from_hand_destroy_damages(Kinds, _)),
          fai_effect_fits_attack(_{class_or_talent:Kinds}, A),   % card_texts_fai.pl
          card_id(M, MId),
          card_id(A, AId)
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-996', choice_not_asked, _{player:Who, card:MId, choice:"mark_destroy"}) ]
        ;   { S = S0.put(pending, _{choice:"mark_destroy", player:Who, controller:Who, source:M}) },
            [ event('FAB-996', mark_destroy_waits, _{player:Who, card:MId, attack:AId}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("mark_destroy", "whether to destroy Mark of Lightning for 1 damage").

choice_action("mark_destroy", "destroy").
choice_action("mark_destroy", "decline").
choice_phase("mark_destroy", "action").

pending_problem(S, Pd, [source], no_mark_to_destroy(P)) :-     % FAB-996
    Pd.choice == "mark_destroy",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( get_dict(source, Pd, M), is_dict(M), card_id(M, MId),
         card_in(PP, equipment, MId, _),
         active_link(S, L), L.controller == P ).

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "mark_destroy",
    Who = Pd.player,
    card_id(Pd.source, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "mark_destroy",
    Who = Pd.player.

broken('FAB-997', S, M, not_the_mark(C)) :-
    get_dict(action, M, "destroy"),
    pending(S, Pd),
    Pd.choice == "mark_destroy",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( card_id(Pd.source, Id0), Id0 == Id ),
    card_or_id(S, Id, C).                       % card_texts_bravo.pl

moot('FAB-997', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "mark_destroy" ).
moot('FAB-588', S, _) :-
    pending(S, Pd),
    Pd.choice == "mark_destroy".
moot('FAB-951', S, _) :-
    pending(S, Pd),
    Pd.choice == "mark_destroy".

effect(destroy, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "mark_destroy",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, equipment, M.card, C, P1),
      new_object(C, C1),                        % without its counters (keywords_defense.pl)
      add_cards(P1, graveyard, [C1], P2),
      set_player(S1, P2, S2),
      card_text_read(Pd.source.name, defended_from_hand_destroy_damages(_, N))
    },
    [ event('FAB-996', mark_destroyed, _{player:Who, card:M.card}) ],
    (   { active_link(S2, L), link_attack(L, A), \+ game_over(S2, _) }
    ->  mark_damage(S2, L, A, N, S)
    ;   { S = S2 }
    ).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "mark_destroy",
      choice_answered(S0, S),
      card_id(Pd.source, Id)
    },
    [ event('FAB-996', mark_kept, _{player:M.player, card:Id}) ].

%   mark_damage(+S0, +Link, +Attack, +N, -S)//: Attack deals N damage to
%   Link's defending hero, its prevention asked where it decides.
mark_damage(S0, L, A, N0, S) -->
    { attack_damage_replaced(S0, N0, N, Plus) },   % Frazzle (FAB-998)
    attack_damage_plus_noted(L, Plus),
    (   { damage_choice_needed(S0, dsrc(A, L.controller), L.defender, N) }   % card_texts_quell.pl
    ->  damage_choice(S0, L.defender, L.controller, N, _{of:"mark_damage", source:A}, S)
    ;   hero_damaged(S0, dsrc(A, L.controller), L.defender, N, D, Lost, Life, S1),
        mark_damage_done(S1, L, A, N, D, Lost, Life, S)
    ).

mark_damage_done(S0, L, A, N0, N, Lost, Life, S) -->
    { card_id(A, AId), Prevented is N0 - N, Def = L.defender },
    [ event('FAB-996', mark_damage_dealt, _{player:L.controller, attack:AId, target:Def, amount:N,
                                           prevented:Prevented, lost:Lost, life:Life}) ],
    ode_life_loss(S0, L.controller, Def, N, S1),     % card_texts_fai_prism.pl (FAB-764)
    (   { N > 0 }
    ->  attack_damage_texts(S1, L, A, S2)           % Blizzard Bolt's (FAB-899), Chilling Icevein's (FAB-999)
    ;   { S2 = S1 }
    ),
    defeat(S2, Def),
    { S = S2 }.

ward_damage_done("mark_damage", Pd, D, Lost, Life, S0, S) -->
    (   { active_link(S0, L) }
    ->  mark_damage_done(S0, L, Pd.source, Pd.amount, D, Lost, Life, S)
    ;   { S = S0 }
    ).

ward_damage_fits(S, Pd, "mark_damage") :-       % FAB-996, as a card defends
    S.phase == "action",
    chain_step(S, "reaction"),
    get_dict(source, Pd, _).

message(event(mark_destroy_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL) },
    [ "~w is defended by a card from hand: ~w may destroy ~w for it to deal 1 damage to the defending hero (destroy or decline)"-[AL, F.player, L] ].
message(event(mark_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w destroys ~w"-[F.player, L] ].
message(event(mark_kept, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w"-[F.player, L] ].
message(event(mark_damage_dealt, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w deals ~d damage to ~w's hero (~d life now)"-[L, F.amount, F.target, F.life] ],
    (   { F.prevented > 0 } -> [ "; ~d prevented"-[F.prevented] ] ; [] ).
message(not_the_mark(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not the Mark of Lightning whose choice waits"-[L] ].
message(no_mark_to_destroy(P)) -->
    [ "a Mark of Lightning waits to be destroyed, and ~w's equipment zone holds no such card while an attack of theirs is on the combat chain"-[P] ].
message(no_choice_waits("mark_destroy")) -->
    [ "no Mark of Lightning waits: destroy or decline answers its choice as a card from hand defends" ].

move_words("destroy", S, M) -->
    { pending(S, Pd), Pd.choice == "mark_destroy", player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " destroys ", L, ": the attack deals 1 damage to the defending hero" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "mark_destroy", card_label(Pd.source, L) },
    [ M.player, " keeps ", L ].

choice_words("mark_destroy") -->
    [ "whether they destroy Mark of Lightning for the attack to deal 1 damage to the defending hero (destroy or decline)" ].
text_choice_words("mark_destroy", Source) -->
    [ "whether ~w is destroyed for 1 damage (destroy or decline)"-[Source] ].

                 /*******************************
                 *            FRAZZLE           *
                 *******************************/

card_text_read("Frazzle", fusion("Lightning", turn_attack_damage_plus(1))).

rule('FAB-998', effect, "Frazzle fused: whenever an attack would deal damage this turn, it deals that much damage plus 1",
     "Frazzle (its text read), an arrow, has Lightning Fusion (FAB-782). Played fused, as it resolves its chain link records it (fused: true) and an effect waits in the state's effects for the rest of the turn ({kind: attack_damage_plus, player, amount: 1, source}, never used up): whenever an attack (Frazzle itself, a later one, a weapon's) would deal damage, it deals that much plus 1, one more for each such effect: an attack's combat damage in the damage step, where its power is greater than the defense against it (an attack that would deal none deals none), and the damage Electrify's and Buzz Bolt's effects and Mark of Lightning make it deal (FAB-995, FAB-996). The damage so increased is what Ward, shields and a Quell then meet (a standard replacement applies before prevention: CR 6.5), and what hits. Unfused, none. Not read: the damage another text of an attack deals (One-Two Punch's combo, a Ninja card) is not increased.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Frazzle: \"Lightning Fusion. If Frazzle was fused, whenever an attack would deal damage this turn, instead it deals that much damage plus 1.\" CR 8.3.17a (a fused card), 6.4.9 (a standard-replacement effect), 6.5.1, 6.5.4 and 6.5.5 (standard-replacement effects apply before prevention effects, so no player orders them against Ward), 6.4.5 (each replaces an event once), 7.5.2 (an attack deals damage where its power is greater than the defense), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  attack_damage_replaced(+State, +Damage0, -Damage, -Plus) is det.
%
%   An attack would deal Damage0: with Plus Frazzle effects this turn,
%   it deals Damage0 + Plus instead where Damage0 is more than 0
%   (FAB-998); effects.pl's deal_damage//2 and the damages read here
%   call it.

attack_damage_replaced(S, D0, D, Plus) :-
    (   D0 > 0,
        effects(S, Es),
        aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "attack_damage_plus"),
                                get_dict(amount, E, N) ), Plus0),
        Plus0 > 0
    ->  Plus = Plus0,
        D is D0 + Plus
    ;   Plus = 0,
        D = D0
    ).

%!  attack_damage_plus_noted(+Link, +Plus)// is det.
%
%   The event of Frazzle's increase of Link's attack's damage (FAB-998).

attack_damage_plus_noted(L, Plus) -->
    (   { Plus > 0, link_attack(L, A), card_id(A, AId) }
    ->  [ event('FAB-998', attack_damage_plus, _{player:L.controller, attack:AId, amount:Plus}) ]
    ;   []
    ).

message(event(frazzle_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: whenever an attack would deal damage this turn, it deals that much plus ~d"-[L, F.amount] ].
message(event(attack_damage_plus, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w would deal damage: by Frazzle's effect it deals ~d more"-[L, F.amount] ].

                 /*******************************
                 *       CHILLING ICEVEIN       *
                 *******************************/

card_text_read("Chilling Icevein", fusion("Ice", turn_attack_damage_discard_unless_pay(1))).

rule('FAB-999', effect, "Chilling Icevein fused: whenever an attack deals damage to a hero this turn, they discard a card unless they pay 1",
     "Chilling Icevein (its text read), an arrow, has Ice Fusion (FAB-782). Played fused, as it resolves its chain link records it (fused: true) and an effect waits in the state's effects for the rest of the turn ({kind: attack_damage_discard_unless_pay, player, amount: 1, the cost, source}, never used up): whenever an attack deals damage to a hero (its combat damage, and the damage Electrify's and Buzz Bolt's effects and Mark of Lightning make it deal, FAB-995, FAB-996), that hero's player discards a card unless they pay 1: Frost Fang's choice (discard_unless_pay: a pay move, or a discard move naming the card, FAB-776, FAB-777); with an empty hand nothing is discarded and nothing waits. The Frostbite tokens of Blizzard Bolt's effects come first (their order changes nothing: tokens in the hit player's arena). Unfused, none. Not handled: where another choice already waits (a second such effect on the same damage, or the choice of a damage before it), it is not asked (an event says so).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Chilling Icevein: \"Ice Fusion. If Chilling Icevein was fused, whenever an attack deals damage to a hero this turn, they discard a card unless they pay {r}.\" CR 8.3.17a (a fused card), 6.6 (a triggered effect acts on each event), 8.5.3 (deal damage: the attack its source), 1.8.4b (\"unless\": the player chooses whether to pay; if they do not, the effect happens), 8.5.5 (discard), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  attack_damage_texts(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of Link, dealt damage to the defending hero (its combat
%   damage, or a text's with it as the source): Blizzard Bolt's tokens
%   (FAB-899), then Chilling Icevein's discard unless paid (FAB-999),
%   which may leave a choice.

attack_damage_texts(S0, L, A, S) -->
    blizzard_hit(S0, L, A, S1),                 % card_texts_lexi.pl (FAB-899)
    { effects(S1, Es),
      include([E]>>get_dict(kind, E, "attack_damage_discard_unless_pay"), Es, Mine)
    },
    icevein_triggers(Mine, L, S1, S).

icevein_triggers([], _, S, S) --> [].
icevein_triggers([E|Es], L, S0, S) -->
    (   { \+ game_over(S0, _) }
    ->  { (   state_card(S0, Src), card_id(Src, SId), SId == E.source
          ->  true
          ;   Src = _{id:E.source, name:"Chilling Icevein"}   % a position that shows the card nowhere
          ) },
        discard_unless_pay_waits(S0, L.defender, E.player, Src, E.amount, 'FAB-999', S1)   % card_texts_oldhim.pl
    ;   { S1 = S0 }
    ),
    icevein_triggers(Es, L, S1, S).

message(event(icevein_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: whenever an attack deals damage to a hero this turn, they discard a card unless they pay ~d"-[L, F.cost] ].

                 /*******************************
                 *            SHIVER            *
                 *******************************/

card_text_read("Shiver", arrow_to_arsenal_then_mode).

rule('FAB-813', effect, "Shiver: an arrow card from hand face up into the arsenal, then +1 power or dominate until end of turn",
     "Shiver's instant ability (its text read; once per turn, 1 resource point) resolves as Barbed Castaway's first ability does (FAB-914): where its player's arsenal is empty and their hand holds an arrow card (or a card the position does not show), their choice waits (hand_arrow_to_arsenal): a put move (to: arsenal) puts the arrow face up into the arsenal, a decline move puts none; with a card in the arsenal, or no arrow in hand, nothing happens. If they put one (\"if you do\"), the position waits for their mode (the pending choice shiver_mode, its source Shiver, `cards` the arrow's id): a mode move, 1: the arrow gains +1 power until end of turn ({kind: next_attack_power, amount: 1, card: the arrow}: as it attacks this turn its chain link gets it, FAB-505), 2: it gains dominate until end of turn ({kind: card_dominate, card: the arrow}, Azalea's: FAB-508 reads it as it attacks). In the other player's turn the arrow cannot attack before the turn ends, so the mode chosen changes nothing and no effect is made (an event says so). The Dominate the card data lists for Shiver is the second mode's.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Shiver: \"Once per Turn Instant - {r}: You may put an arrow card from your hand face up into an empty arsenal zone you control. If you do, choose 1; - It gains +1{p} until end of turn. - It gains dominate until end of turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.3 (an optional effect), 1.8.4 (\"if you do\"), 1.7.5 (a modal effect: its player chooses as it resolves), 3.3 (the arsenal), 2.0.3a (an effect modifies power), 8.3.4 (dominate), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-814', constraint, "Shiver's mode is 1 or 2",
     "A mode move answering Shiver's shiver_mode choice (FAB-813) names mode 1 (+1 power) or 2 (dominate).",
     ruling("", "Shiver: \"choose 1; - It gains +1{p} until end of turn. - It gains dominate until end of turn.\" CR 1.7.5 (a modal effect: one of the modes it lists), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Shiver",
               [_{type:"instant", limit:"once per turn", cost:1, effect:"arrow_hand_to_arsenal",
                  go_again:false, destroy_self:false}]).

%!  shiver_mode_asked(+State0, +Choice, +Player, +Arrow, -State)// is det.
%
%   Player put the arrow card Arrow face up into their arsenal answering
%   Choice (card_texts_azalea.pl's put for hand_arrow_to_arsenal): where
%   Choice's source is Shiver, its mode waits (FAB-813).

shiver_mode_asked(S0, Pd, Who, Arrow, S) -->
    (   { is_dict(Pd.source),
          text_read_name(Pd.source, Name),
          card_text_read(Name, arrow_to_arsenal_then_mode),
          card_id(Pd.source, Id)
        }
    ->  (   { pending(S0, _) ; game_over(S0, _) }
        ->  { S = S0 },
            [ event('FAB-813', choice_not_asked, _{player:Who, card:Id, choice:"shiver_mode"}) ]
        ;   { S = S0.put(pending, _{choice:"shiver_mode", player:Who, controller:Who, source:Pd.source,
                                    cards:[Arrow]}) },
            [ event('FAB-813', shiver_mode_waits, _{player:Who, card:Id, arrow:Arrow}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("shiver_mode", "which mode Shiver gives the arrow").

choice_action("shiver_mode", "mode").
choice_phase("shiver_mode", "action").

pending_problem(S, Pd, [cards], shiver_arrow_not_in_arsenal(P)) :-   % FAB-813
    Pd.choice == "shiver_mode",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [Id]), card_in(PP, arsenal, Id, C), get_dict(face_up, C, true) ).

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "shiver_mode",
    Who = Pd.player,
    member(Mode, [1, 2]).

broken('FAB-814', S, M, not_a_shiver_mode(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "shiver_mode",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-814', S, M) :-
    \+ ( get_dict(action, M, "mode"), pending(S, Pd), Pd.choice == "shiver_mode" ).
moot('FAB-667', S, _) :-
    pending(S, Pd),
    Pd.choice == "shiver_mode".
moot('FAB-976', S, _) :-
    pending(S, Pd),
    Pd.choice == "shiver_mode".

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "shiver_mode",
      Who = Pd.player,
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      Pd.cards = [Arrow]
    },
    (   { S1.turn_player \== Who }
    ->  { S = S1 },
        [ event('FAB-813', shiver_mode_changes_nothing, _{player:Who, card:Id, arrow:Arrow, mode:M.mode}) ]
    ;   { M.mode == 1 }
    ->  { add_effect(S1, _{kind:"next_attack_power", player:Who, amount:1, card:Arrow, source:Id}, S) },
        [ event('FAB-813', shiver_power, _{player:Who, card:Id, arrow:Arrow}) ]
    ;   { add_effect(S1, _{kind:"card_dominate", player:Who, card:Arrow, source:Id}, S) },
        [ event('FAB-813', shiver_dominate, _{player:Who, card:Id, arrow:Arrow}) ]
    ).

message(event(shiver_mode_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.arrow, A) },
    [ "~w put ~w face up into their arsenal with ~w: they choose a mode (1: +1 power until end of turn; 2: dominate until end of turn)"-[F.player, A, L] ].
message(event(shiver_power, F, S0)) -->
    { event_card(S0, F.arrow, A) },
    [ "~w gains +1 power until end of turn (Shiver)"-[A] ].
message(event(shiver_dominate, F, S0)) -->
    { event_card(S0, F.arrow, A) },
    [ "~w gains dominate until end of turn (Shiver)"-[A] ].
message(event(shiver_mode_changes_nothing, F, S0)) -->
    { event_card(S0, F.arrow, A) },
    [ "~w chooses mode ~w for ~w, in the other player's turn: it cannot attack before the turn ends, so nothing changes"-[F.player, F.mode, A] ].
message(not_a_shiver_mode(Mode)) -->
    [ "Shiver's modes are 1 (+1 power) and 2 (dominate); ~w is neither"-[Mode] ].
message(shiver_arrow_not_in_arsenal(P)) -->
    [ "Shiver's mode waits for an arrow that is not face up in ~w's arsenal"-[P] ].
message(no_choice_waits("shiver_mode")) -->
    [ "no Shiver mode waits: a mode move answers it once an arrow is put into the arsenal with Shiver" ].

move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "shiver_mode", Pd.cards = [Id],
      player(S, M.player, P), id_label(P, Id, L) },
    (   { M.mode == 1 }
    ->  [ M.player, " gives ", L, " +1 power until end of turn (Shiver's first mode)" ]
    ;   { M.mode == 2 }
    ->  [ M.player, " gives ", L, " dominate until end of turn (Shiver's second mode)" ]
    ;   [ M.player, " chooses mode ", M.mode, " of Shiver" ]
    ).

choice_words("shiver_mode") -->
    [ "which mode Shiver gives the arrow just put into their arsenal (a mode move: 1, +1 power; 2, dominate)" ].
text_choice_words("shiver_mode", Source) -->
    [ "the mode of ~w (mode)"-[Source] ].

                 /*******************************
                 *             LEXI             *
                 *******************************/

card_text_read("Lexi", ability_face_up_talent_effects).

rule('FAB-815', constraint, "Lexi's ability turns a face-down card of her arsenal face up: one there, and one the position shows",
     "Activating Lexi's action ability (her text read) costs turning a face-down card of her player's arsenal face up (FAB-816): with no face-down card there it cannot be activated. The card turned becomes public, and what the ability does depends on it: where the face-down card is one the position does not show, the activation is unknown, naming it, until the position names it (FAB-106). With two or more face-down cards (CR 3.3.2 allows one), the first is turned.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Lexi: \"Once per Turn Action - Turn a face down card in your arsenal face up: ...\" CR 5.2.1 and 5.1.9 (an activated ability's costs are paid as it is activated; a cost that cannot be paid cannot be: 5.2.2b), 3.3.1 (the arsenal; a face-down card is private), 3.0.4b (a private card: the judge names it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-816', effect, "Lexi: the card turned face up, a Lightning card: her next attack gains go again; an Ice card: a Frostbite token for the target hero's player",
     "Lexi's action ability (her text read; once per turn, 0 resource points, an action point, go again: the card data's) names its target, a hero (the activate move's target: either player's, FAB-622), and turns the face-down card of her player's arsenal face up as it is activated (its face_up: true; it stays in the arsenal, public). As the ability resolves, the face-up card of the arsenal is read: if it has the Lightning talent (printed), her player's next attack this turn gains go again ({kind: next_attack_go_again}, FAB-505); if it has the Ice talent, a Frostbite token (FAB-540) enters the arena of the target hero's player; a card of neither, nothing. Where the arsenal holds no face-up card as it resolves (played in between), rulecheck does not read it (an event says so).",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Lexi: \"Essence of Ice and Lightning. Once per Turn Action - Turn a face down card in your arsenal face up: If it's a Lightning card, your next attack this turn gains go again. If it's an Ice card, create a Frostbite token under target hero's control. Go again\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 5.1.4a (a target is declared as the ability is activated), 2.11 (talents: a Lightning card, an Ice card), 1.8.4 (a conditional effect), 8.3.5 (go again), 1.3.2c and 8.5.2 (create: a token enters its controller's arena), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Her Essence is the card data's (her card-pool).")).

text_abilities("Lexi",
               [_{type:"action", limit:"once per turn", cost:0, effect:"lexi_face_up", go_again:true,
                  destroy_self:false}]).

text_ability_effect("lexi_face_up").

targeting(C, ability(0), hero, lexi_frostbite) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_face_up_talent_effects).

%   lexi_activation(+S, +Move, -Player, -Lexi): Move activates Lexi's
%   ability, her text read.
lexi_activation(S, M, P, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    get_dict(effect, Ab, "lexi_face_up").

face_down(C) :-
    \+ get_dict(face_up, C, true).

broken('FAB-815', S, M, Reason) :-
    lexi_activation(S, M, P, C),
    key_value(arsenal, P, [], Ars),
    (   \+ ( member(X, Ars), face_down(X) )
    ->  Reason = no_face_down_arsenal_card(C)
    ;   \+ ( member(X, Ars), face_down(X), \+ unknown_card(X) ),
        member(U, Ars), face_down(U)
    ->  card_id(U, UId),
        Reason = face_down_card_unknown(UId)
    ).

moot('FAB-815', S, M) :-
    \+ lexi_activation(S, M, _, _).

%   The face-down card is one the position does not show: the activation
%   is unknown, naming it (FAB-815, FAB-106).
allowed_by_text(S, M, Ids, About, face_down_card_unknown(UId)) :-
    (   is_list(Ids) -> Ids == ['FAB-815'] ; true ),
    lexi_activation(S, M, P, _),
    key_value(arsenal, P, [], Ars),
    \+ ( member(X, Ars), face_down(X), \+ unknown_card(X) ),
    member(U, Ars), face_down(U),
    !,
    card_id(U, UId),
    About = _{card:UId, name:UId}.

%!  activation_face_up(+Ability, +Player, +SourceId, +P0, -P)// is det.
%
%   Activating Ability (Lexi's) turns the first face-down card of the
%   arsenal face up, its cost (FAB-815, FAB-816); effects.pl's activate
%   effect calls it.

activation_face_up(Ab, Who, Id, P0, P) -->
    (   { get_dict(effect, Ab, "lexi_face_up"),
          key_value(arsenal, P0, [], Ars0),
          nth0(K, Ars0, C, Rest), face_down(C), \+ unknown_card(C), !,
          nth0(K, Ars, C.put(face_up, true), Rest),
          P = P0.put(arsenal, Ars),
          card_id(C, CId)
        }
    ->  [ event('FAB-816', lexi_turned_face_up, _{player:Who, card:Id, turned:CId}) ]
    ;   { P = P0 }
    ).

%   The ability's layer resolves: the face-up card of the arsenal read
%   (FAB-816).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "lexi_face_up",
      player(S0, Who, P),
      key_value(arsenal, P, [], Ars)
    },
    (   { member(C, Ars), get_dict(face_up, C, true), \+ unknown_card(C) }
    ->  { card_id(C, CId),
          (   card_prop(C, talents, Ts), is_list(Ts) -> true ; Ts = [] )
        },
        (   { memberchk("Lightning", Ts) }
        ->  { add_effect(S0, _{kind:"next_attack_go_again", player:Who, source:Id}, S1) },
            [ event('FAB-816', lexi_lightning_go_again, _{player:Who, card:Id, turned:CId}) ]
        ;   { S1 = S0 }
        ),
        (   { memberchk("Ice", Ts) }
        ->  lexi_ice_frostbite(S1, Who, Id, L, CId, S)
        ;   { S = S1 }
        ),
        (   { \+ memberchk("Lightning", Ts), \+ memberchk("Ice", Ts) }
        ->  [ event('FAB-816', lexi_neither, _{player:Who, card:Id, turned:CId}) ]
        ;   []
        )
    ;   { S = S0 },
        [ event('FAB-816', lexi_card_gone, _{player:Who, card:Id}) ]
    ).

%   lexi_ice_frostbite(+S0, +Player, +Id, +Layer, +Turned, -S)//: a
%   Frostbite token for the target hero's player (FAB-816).
lexi_ice_frostbite(S0, Who, Id, L, CId, S) -->
    (   { get_dict(target, L, T),
          players(S0, Ps), member(P, Ps),
          get_dict(hero, P, H), card_id(H, T0), T0 == T
        }
    ->  { frostbite_token(Id, Who, P.name, _, S0-[], S-More) },    % card_texts_lexi.pl
        [ event('FAB-816', lexi_ice_frostbite, _{player:Who, card:Id, turned:CId, target:P.name}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:L.get(target, none)}) ]
    ).

message(no_face_down_arsenal_card(C)) -->
    { card_label(C, L) },
    [ "~w's ability costs turning a face-down card of the arsenal face up, and the arsenal holds none"-[L] ].
message(face_down_card_unknown(UId)) -->
    [ "depends on ~w: the face-down card of the arsenal is one the position does not show, and Lexi's ability turns it face up and reads it: name it in the position"-[UId] ].
message(event(lexi_turned_face_up, F, S0)) -->
    { event_card(S0, F.turned, C) },
    [ "~w turns ~w face up in their arsenal (Lexi's cost)"-[F.player, C] ].
message(event(lexi_lightning_go_again, F, S0)) -->
    { event_card(S0, F.turned, C) },
    [ "~w is a Lightning card: ~w's next attack this turn gains go again"-[C, F.player] ].
message(event(lexi_ice_frostbite, F, S0)) -->
    { event_card(S0, F.turned, C) },
    [ "~w is an Ice card: a Frostbite token enters ~w's arena"-[C, F.target] ].
message(event(lexi_neither, F, S0)) -->
    { event_card(S0, F.turned, C) },
    [ "~w is neither a Lightning nor an Ice card: Lexi's ability does nothing more"-[C] ].
message(event(lexi_card_gone, F, _)) -->
    [ "Lexi's ability resolves, and ~w's arsenal holds no face-up card: rulecheck does not read the card turned (not done)"-[F.player] ].

                 /*******************************
                 *         SHOCK STRIKER        *
                 *******************************/

card_text_read("Shock Striker", ability_gains_hit_damage(1)).

rule('FAB-817', effect, "Shock Striker: its instant ability gives it \"If Shock Striker hits a hero, deal 1 damage to them\"",
     "Shock Striker (its text read) has an instant ability (once per turn, 2 resource points), activated while it is on the combat chain, attacking or defending (its controller's: CR 1.7.4, an ability functions in the arena, the combat chain's cards included; in the hand or a deck it has none, FAB-401). As it resolves, the chain link whose attack is that Shock Striker records the gained text (gained_hit_damage: 1); when that attack hits a hero it deals them 1 damage, as Electrify's and Buzz Bolt's effects' damage (FAB-995: prevention applying, Frazzle's +1, Blizzard Bolt's token, Chilling Icevein's discard). Defending, or gone from the chain as it resolves, it gains nothing that matters (an event says so).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Shock Striker: \"Once per Turn Instant - {r}{r}: Shock Striker gains 'If Shock Striker hits a hero, deal 1 damage to them.'\" CR 5.2.1 (an activated ability's cost and effect), 1.7.4 (an ability functions while its source is in the arena: the combat chain is in the arena), 8.1.5 (instant: with priority, any time), 7.5.5 (an attack hits when it deals damage to the hero in the damage step), 8.5.3 (deal damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Shock Striker",
               [_{type:"instant", limit:"once per turn", cost:2, effect:"gain_hit_damage", go_again:false,
                  destroy_self:false}]).

text_ability_effect("gain_hit_damage").

%!  attacking_ability_card(+Card) is semidet.
%
%   Card's ability may be activated while it attacks on the combat chain:
%   its text read here says so (FAB-817); position.pl's
%   chain_ability_card/4 reads it.

attacking_ability_card(C) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_gains_hit_damage(_)),
    !.
attacking_ability_card(C) :-
    attacking_ability_unread(C).

%   attacking_ability_unread(+Card): Card, attacking, is a Shock Striker
%   whose text the state marks unread: it has an ability its player may
%   activate there, which rulecheck then does not know, so activating it
%   is unknown (FAB-119), not illegal.
attacking_ability_unread(C) :-
    abilities_unread(C),                        % permanents.pl
    get_dict(name, C, "Shock Striker").

%   The ability's layer resolves: Shock Striker's chain link gains the
%   text (FAB-817).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "gain_hit_damage" },
    (   { chain_open(S0),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          link_attack(L0, A), card_id(A, AId), AId == Id
        }
    ->  { key_value(gained_hit_damage, L0, 0, N0),
          N is N0 + 1,
          nth0(K, Links, L0.put(gained_hit_damage, N), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        },
        [ event('FAB-817', shock_striker_gains, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-817', shock_striker_not_attacking, _{player:Who, card:Id}) ]
    ).

message(event(shock_striker_gains, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains \"If ~w hits a hero, deal 1 damage to them\""-[L, L] ].
message(event(shock_striker_not_attacking, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves while it attacks on no chain link: the text it gains can never apply"-[L] ].
