/*  Flesh and Blood: the texts of the Briar Blitz Deck's cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Entwine Earth, Stir the Wildwood: Earth Fusion; fused, +2 power
      (FAB-1240; fusion is FAB-782's);
    - Stir the Wildwood: +2 power once its player has dealt arcane damage
      to an opposing hero this turn (FAB-1241; the turn's record is
      FAB-1005's);
    - Burgeoning: played from the arsenal, +1 power (FAB-1242);
    - Weave Earth: the next Earth or Elemental attack action card gets +3
      power (red; +2 yellow, +1 blue), fused one more (FAB-1243);
    - Rites of Lightning: Lightning Fusion; fused, as it attacks, 1 arcane
      damage to a target hero (FAB-1244); go again once its player has
      dealt arcane damage this turn (FAB-1245; the turn's record is
      FAB-1007's);
    - Bramble Spark: the next attack action card gains "When you attack
      with this, deal 1 arcane damage to target hero."; fused, it gets +3
      power (red; +2 yellow, +1 blue) too (FAB-1246);
    - Flash: the next action card with cost 0 or more (red; 1 yellow, 2
      blue) gets go again (FAB-1247);
    - Sutcliffe's Suede Hides: its attack reaction ({r}, destroy it)
      gives a target attack action card go again, only once its player
      has played a 'non-attack' action card this turn (FAB-1248,
      FAB-1249);
    - Rosetta Thorn: as it attacks, if its player has played an attack
      action card and a 'non-attack' action card this turn, 2 arcane
      damage to a target hero (FAB-1250; its once-per-turn attack, {r},
      is the card data's);
    - Summerwood Shelter: a target defending Earth or Elemental action
      card gets +4 defense (red; +3 yellow, +2 blue) (FAB-1251);
    - Embodiment of Earth: its player's 'non-attack' action cards have +1
      defense while defending; destroyed at the beginning of its player's
      action phase (FAB-1252);
    - Sow Tomorrow: a target Earth or Elemental action card with cost 0
      or more (red; 1 yellow, 2 blue) of its player's graveyard goes to
      the bottom of their deck; Sow Tomorrow is banished; played from the
      arsenal, a card drawn (FAB-1253);
    - Plume of Evergrowth: its instant ability ({r}{r}{r}, destroy it)
      returns a target Earth action or instant card of its player's
      graveyard to their hand (FAB-1254).

    The deck's other cards stay assumptions of the answers, or make them
    unknown (FAB-119); docs/games/flesh-and-blood.md says which and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, reads_record/2,
   kassai_text_rule/2, record_reason_words//2, text_abilities/2, targeted_rule/2,
   go_again_target_rule/3, targeting/4, targeted_rule/2, legal_target/3, spec_words/2,
   oldhim_target_effect/1, oldhim_target_resolves//6, permanent_text/3, graveyard_target_spec/1,
   text_ability_effect/1, ability_text_resolved//5.

%   The texts read here (card_text_read/2):
%
%       fusion("Earth", power(N))   Entwine Earth: "Earth Fusion. If
%                               Entwine Earth was fused, it gains +2{p}."
%                               (FAB-1240; Stir the Wildwood's second
%                               paragraph too)
%       power_after_turn_record("arcane_damage_to_opponent", 2)   Stir the
%                               Wildwood: "If you have dealt arcane damage
%                               to an opposing hero this turn, Stir the
%                               Wildwood gains +2{p}." (FAB-1241;
%                               Piercing Shadow Vise's reading, FAB-1005)
%       power_from_arsenal(N)   Burgeoning: "If this was played from
%                               arsenal, it gains +1{p}." (FAB-1242)
%       next_kinds_attack_action_card_power_fused_more(Kinds, Amounts, More)
%                               Weave Earth: "The next Earth or Elemental
%                               attack action card you play this turn gains
%                               +3{p}. If it's fused, instead it gains
%                               +4{p}. Go again" (FAB-1243)
%       fusion("Lightning", attack_arcane(N)),
%       go_again_after_turn_record("arcane_damage_dealt")   Rites of
%                               Lightning: "Lightning Fusion. When you
%                               attack with Rites of Lightning, if it was
%                               fused, deal 1 arcane damage to target hero.
%                               If you have dealt arcane damage this turn,
%                               Rites of Lightning gains go again."
%                               (FAB-1244, FAB-1245)
%       next_attack_action_card_attack_arcane(N),
%       fusion("Earth", next_attack_action_card_power(Amounts))   Bramble
%                               Spark (FAB-1246)
%       next_action_card_min_cost_go_again(MinCosts)   Flash: "The next
%                               action card you play this turn with cost 0
%                               or greater gets go again. Go again"
%                               (FAB-1247)
%       target_gains_power(ability(0), attack_action_card, go_again),
%       ability_only_after_non_attack_action   Sutcliffe's Suede Hides
%                               (FAB-1248, FAB-1249)
%       attack_after_attack_and_non_attack_actions_arcane(N)   Rosetta
%                               Thorn (FAB-1250)
%       target_defending_kinds_action_card_defense(Kinds, Amounts)
%                               Summerwood Shelter: "Target defending Earth
%                               or Elemental action card gains +4{d}."
%                               (FAB-1251)
%       non_attack_actions_defense_while_defending(N)   Embodiment of
%                               Earth (FAB-1252)
%       graveyard_kinds_action_to_bottom(Kinds, MinCosts)   Sow Tomorrow:
%                               "Put target Earth or Elemental action card
%                               with cost 0 or greater from your graveyard
%                               on the bottom of your deck. Banish Sow
%                               Tomorrow. If Sow Tomorrow is played from
%                               arsenal, draw a card. Go again" (FAB-1253)
%       ability_return_earth_action_or_instant   Plume of Evergrowth
%                               (FAB-1254)

card_text_read("Entwine Earth", fusion("Earth", power(2))).
card_text_read("Stir the Wildwood", fusion("Earth", power(2))).
card_text_read("Stir the Wildwood", power_after_turn_record("arcane_damage_to_opponent", 2)).
card_text_read("Burgeoning", power_from_arsenal(1)).
card_text_read("Weave Earth", next_kinds_attack_action_card_power_fused_more(["Earth", "Elemental"], [3, 2, 1], 1)).
card_text_read("Rites of Lightning", fusion("Lightning", attack_arcane(1))).
card_text_read("Rites of Lightning", go_again_after_turn_record("arcane_damage_dealt")).
card_text_read("Bramble Spark", fusion("Earth", next_attack_action_card_power([3, 2, 1]))).
card_text_read("Bramble Spark", next_attack_action_card_attack_arcane(1)).
card_text_read("Flash", next_action_card_min_cost_go_again([0, 1, 2])).
card_text_read("Sutcliffe's Suede Hides", target_gains_power(ability(0), attack_action_card, go_again)).
card_text_read("Sutcliffe's Suede Hides", ability_only_after_non_attack_action).
card_text_read("Rosetta Thorn", attack_after_attack_and_non_attack_actions_arcane(2)).
card_text_read("Summerwood Shelter", target_defending_kinds_action_card_defense(["Earth", "Elemental"], [4, 3, 2])).
card_text_read("Embodiment of Earth", non_attack_actions_defense_while_defending(1)).
card_text_read("Sow Tomorrow", graveyard_kinds_action_to_bottom(["Earth", "Elemental"], [0, 1, 2])).
card_text_read("Plume of Evergrowth", ability_return_earth_action_or_instant).

                 /*******************************
                 *   ENTWINE EARTH, STIR THE    *
                 *   WILDWOOD: FUSED, +2 POWER  *
                 *******************************/

rule('FAB-1240', effect, "Entwine Earth, Stir the Wildwood: fused, +2 power",
     "Entwine Earth and Stir the Wildwood (their text read) have Earth Fusion: as either is played its player may reveal an Earth card from their hand, named in the play move's discard (FAB-782: the card stays in hand; a card of another talent, or two cards, make the play illegal). Played fused, as it resolves its chain link records it (fused: true) and the attack has +2 power while it is on that link (the link's power counts it; Weave Earth's fused power reads the same record, FAB-1243). Played without revealing, it gains nothing.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Entwine Earth: \"Earth Fusion. If Entwine Earth was fused, it gains +2{p}.\"; Stir the Wildwood: \"Earth Fusion. ... If Stir the Wildwood was fused, it gains +2{p}.\" CR 8.3.17 and 8.3.17a (fusion: revealing an Earth card from hand as an additional cost, the card is fused), 2.0.3a (an effect modifies power), 7.0.3c (a chain link has its active-attack's properties), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_fused_gain(+Gain, +State0, +Layer, +Card, +Id, -State)// is det.
%
%   The fused card Id resolved: what its text read here gives it
%   (FAB-1240, FAB-1244, FAB-1246); card_texts_lexi_2.pl's
%   lexi2_fused_gain//6 calls it, else card_texts_finish4.pl's
%   finish4_fused_gain//6.

briar_fused_gain(power(N), S0, L, _, Id, S) -->
    !,
    { fused_link_marked(S0, Id, S) },           % card_texts_lexi_2.pl
    (   { chain_open(S), last(S.chain.links, L1), link_attack(L1, A), card_id(A, AId), AId == Id }
    ->  [ event('FAB-1240', fused_power, _{player:L.controller, card:Id, amount:N}) ]
    ;   []
    ).
briar_fused_gain(attack_arcane(N), S0, L, C, Id, S) -->
    !,
    { fused_link_marked(S0, Id, S1) },
    (   { chain_open(S1), last(S1.chain.links, L1), link_attack(L1, A), card_id(A, AId), AId == Id }
    ->  [ event('FAB-1244', fused_attack_arcane, _{player:L.controller, card:Id, amount:N}) ],
        arcane_target_waits(S1, L.controller, C, N, S)   % card_texts_chane.pl (FAB-1012)
    ;   { S = S1 }
    ).
briar_fused_gain(next_attack_action_card_power(Amounts), S0, L, C, Id, S) -->
    !,
    { Who = L.controller,
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, attack_action_card:true}, S)
    },
    [ event('FAB-1246', bramble_fused_power_made, _{player:Who, card:Id, amount:N}) ].
briar_fused_gain(Gain, S0, L, C, Id, S) -->
    finish4_fused_gain(Gain, S0, L, C, Id, S).  % card_texts_finish4.pl (FAB-1101), else nothing

%!  briar_power_bonus(+Link, -Bonus:integer) is det.
%
%   What a fused attack of Link gets: its own text's power (Entwine
%   Earth, Stir the Wildwood, FAB-1240) and Weave Earth's one more
%   (FAB-1243); card_texts.pl's text_power_bonus/2 calls it.

briar_power_bonus(L, B) :-
    (   get_dict(fused, L, true),
        link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, fusion(_, power(N)))
    ->  B1 = N
    ;   B1 = 0
    ),
    (   get_dict(fused, L, true),
        get_dict(power_if_fused, L, M),
        integer(M)
    ->  B is B1 + M
    ;   B = B1
    ).

message(event(fused_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: it has +~d power"-[L, F.amount] ].

                 /*******************************
                 *       STIR THE WILDWOOD      *
                 *******************************/

rule('FAB-1241', effect, "Stir the Wildwood: +2 power once its player has dealt arcane damage to an opposing hero this turn",
     "Stir the Wildwood (its text read) attacking for a player who has dealt arcane damage to an opposing hero this turn (the turn's record arcane_damage_to_opponent, FAB-1005: what prevention leaves, more than 0) has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks (Piercing Shadow Vise's reading, FAB-1005; the event cites this rule). Without the record it gains nothing; its fused +2 power is FAB-1240's.",
     ruling("", "Stir the Wildwood: \"Earth Fusion. If you have dealt arcane damage to an opposing hero this turn, Stir the Wildwood gains +2{p}. If Stir the Wildwood was fused, it gains +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.3 and 6.4.10a (damage dealt is what prevention leaves), 2.0.3a (power), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has dealt such damage this turn they have for the rest of it, so the power, once counted, stays.")).

kassai_text_rule("Stir the Wildwood", 'FAB-1241').   % its record power event (card_texts_rhinar_blitz.pl's record_read//5)

                 /*******************************
                 *          BURGEONING          *
                 *******************************/

rule('FAB-1242', effect, "Burgeoning: played from the arsenal, +1 power",
     "Burgeoning (its text read) played from its player's arsenal (its layer's from) gets +1 power as it becomes a chain link: the link counts it (power_bonus). Played from the hand it gains nothing.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Burgeoning: \"If this was played from arsenal, it gains +1{p}.\" CR 3.3.4 (a card in the arsenal may be played), 1.8.4 (a conditional effect: the zone it was played from is the card's history), 2.0.3a (an effect modifies power), 7.0.3c (a chain link has its active-attack's properties), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_arsenal_attack_text(+State0, +Player, +Attack, +From, -State)// is det.
%
%   Attack, Player's, played from From, just became the last chain link:
%   Burgeoning from the arsenal gets its power (FAB-1242); effects.pl's
%   add_link//6 calls it.

briar_arsenal_attack_text(S0, Who, A, From, S) -->
    (   { From == "arsenal",
          text_read_name(A, Name),
          card_text_read(Name, power_from_arsenal(N)),
          card_id(A, AId),
          attacking_link_power(S0, AId, N, S)     % card_texts.pl
        }
    ->  [ event('FAB-1242', arsenal_card_power, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(arsenal_card_power, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w was played from ~w's arsenal: it gets +~d power"-[A, F.player, F.amount] ].

                 /*******************************
                 *          WEAVE EARTH         *
                 *******************************/

rule('FAB-1243', effect, "Weave Earth: the next Earth or Elemental attack action card gets +N power, one more if it is fused",
     "When Weave Earth (its text read) resolves, the next Earth or Elemental attack action card its player plays this turn (the talent printed on it) gains +3 power (red), +2 (yellow) or +1 (blue): {kind: next_attack_power, attack_action_card: true, class_or_talent: [Earth, Elemental], fused_power: 1} waits until such a card becomes a chain link (FAB-505, Weave Ice's matching, FAB-787). The link it goes to records it (power_if_fused: 1); if that card was fused (FAB-782: its link records fused: true), it has +1 power more: +4, +3 or +2 in all. Another attack leaves the effect waiting. Its own go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Weave Earth: \"The next Earth or Elemental attack action card you play this turn gains +3{p}. If it's fused, instead it gains +4{p}. Go again\" (red; +2/+3 yellow, +1/+2 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect modifies power), 8.3.17a (a fused card), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-1243, FAB-1246, FAB-1247); card_texts.pl's resolution_text//4
%   calls it.

briar_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_kinds_attack_action_card_power_fused_more(Kinds, Amounts, More)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, class_or_talent:Kinds, fused_power:More}, S)
        }
    ->  [ event('FAB-1243', kinds_fused_more_effect_made, _{player:Who, card:Id, amount:N, more:More, kinds:Kinds}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_attack_arcane(N)),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_action_card_attack_arcane", player:Who, amount:N, source:Id,
                           attack_action_card:true}, S)
        }
    ->  [ event('FAB-1246', bramble_arcane_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_action_card_min_cost_go_again(MinCosts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, MinCosts, Min),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_action_card_go_again_min_cost", player:Who, source:Id, min_cost:Min}, S)
        }
    ->  [ event('FAB-1247', flash_effect_made, _{player:Who, card:Id, min_cost:Min}) ]
    ;   { S = S0 }
    ).

%!  briar_link_fused_mark(+State0, +Used, +Link0, -Link) is det.
%
%   The new chain Link0 used the effects of the sources Used (FAB-505):
%   if one is Weave Earth's, the link records the power a fused attack
%   has more (FAB-1243); card_texts_lexi.pl's link_fused_go_again_mark/4
%   calls it.

briar_link_fused_mark(S0, Used, L0, L) :-
    (   effects(S0, Es),
        member(E, Es),
        get_dict(fused_power, E, More),
        get_dict(source, E, Src),
        memberchk(Src, Used)
    ->  L = L0.put(power_if_fused, More)
    ;   L = L0
    ).

message(event(kinds_fused_more_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.kinds, ' or ', K), M is F.amount + F.more },
    [ "~w: the next ~w attack action card ~w plays this turn gets +~d power, +~d if it is fused"-[L, K, F.player, F.amount, M] ].

                 /*******************************
                 *      RITES OF LIGHTNING      *
                 *******************************/

rule('FAB-1244', effect, "Rites of Lightning: fused, as it attacks, 1 arcane damage to a target hero",
     "Rites of Lightning (its text read) has Lightning Fusion (FAB-782: a Lightning card of the hand revealed, named in the play move's discard). Played fused, as it becomes a chain link the link records it (fused: true) and its trigger deals 1 arcane damage to a hero its player targets: the position waits for the target (the pending choice arcane_target_hero, a target move naming either player's hero, FAB-1013), and the damage is dealt as any arcane damage is (Seeds of Agony's trigger, FAB-1012: the other player's prevention choice first, Ward, the turn's records FAB-1005 and FAB-1007). Where another choice already waits, the trigger waits in the state's effects until none does (FAB-1012). Unfused, no trigger.",
     ruling("", "Rites of Lightning: \"Lightning Fusion. When you attack with Rites of Lightning, if it was fused, deal 1 arcane damage to target hero. ...\" CR 8.3.17a (a fused card), 6.6 and 6.6.6a (a triggered-layer's targets are declared as it is put on the stack), 7.2.3 (an attack becomes attacking as its chain link opens), 1.8.5 (a target: any hero), 8.5.3 (deal damage), 6.4.10 (prevention), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named.")).

rule('FAB-1245', effect, "Rites of Lightning: go again once its player has dealt arcane damage this turn",
     "Rites of Lightning (its text read) attacking for a player who has dealt arcane damage this turn (to either hero: the turn's record arcane_damage_dealt, FAB-1007, what prevention leaves, more than 0) has go again: its chain link opens with go_again true if the record is there, or gets it as the record is made while it attacks (its own fused arcane damage, FAB-1244, included; Mandible Claw's reading, FAB-680). Without the record, no go again: the Go again the card data lists among its keywords is this one.",
     ruling("", "Rites of Lightning: \"... If you have dealt arcane damage this turn, Rites of Lightning gains go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.3 and 6.4.10a (damage dealt is what prevention leaves), 8.3.5 (go again), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

kassai_text_rule("Rites of Lightning", 'FAB-1245').

reads_record(Name, "arcane_damage_dealt") :-       % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, go_again_after_turn_record("arcane_damage_dealt")).

record_reason_words("arcane_damage_dealt", Who) -->   % card_texts_rhinar_blitz.pl's record_go_again_applied
    [ "~w has dealt arcane damage this turn"-[Who] ].

message(event(fused_attack_arcane, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused and attacks: it deals ~d arcane damage to a target hero"-[L, F.amount] ].

                 /*******************************
                 *         BRAMBLE SPARK        *
                 *******************************/

rule('FAB-1246', effect, "Bramble Spark: the next attack action card gains \"When you attack with this, deal 1 arcane damage to target hero\"; fused, +N power too",
     "When Bramble Spark (its text read) resolves, an effect waits in the state's effects for its player's next attack action card this turn ({kind: next_attack_action_card_attack_arcane, amount 1, attack_action_card}), which that card takes as it becomes a chain link, gaining \"When you attack with this, deal 1 arcane damage to target hero\": it triggers then, and the position waits for the target as for Seeds of Agony's effect (FAB-1012, FAB-1013). Bramble Spark has Earth Fusion (FAB-782); played fused, a second effect waits for the same card: +3 power (red), +2 (yellow) or +1 (blue) ({kind: next_attack_power, attack_action_card}, FAB-505). A weapon's attack leaves them waiting; they end with the turn. Its own go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Bramble Spark: \"Earth Fusion. The next attack action card you play this turn gains 'When you attack with this, deal 1 arcane damage to target hero.' If Bramble Spark was fused, the next attack action card you play this turn gains +3{p}. Go again\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effects are generated as the card resolves), 5.1.2a (an effect on the next card played), 8.3.17a (a fused card), 6.6 and 6.6.6a (the gained triggered ability; its target declared as it is put on the stack), 7.2.3 (an attack becomes attacking as its chain link opens), 2.0.3a (power), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

message(event(bramble_arcane_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card ~w plays this turn gains \"When you attack with this, deal ~d arcane damage to target hero.\""-[L, F.player, F.amount] ].
message(event(bramble_fused_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: the next attack action card ~w plays this turn gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *             FLASH            *
                 *******************************/

rule('FAB-1247', effect, "Flash: the next action card with cost N or more gets go again",
     "When Flash (its text read) resolves, an effect waits in the state's effects for its player's next action card played this turn with cost 0 or more (red; 1 or more yellow, 2 or more blue: its printed cost) ({kind: next_action_card_go_again_min_cost, player, min_cost, source}): as such a card (an attack action card or a 'non-attack' action card) is played, on the stack, it takes the effect and gains go again (a 'non-attack' action gives its action point back as it resolves, FAB-309; an attack's chain link has go again, FAB-503). An action card of a smaller cost, an instant or a reaction leaves it waiting; it ends with the turn. Its own go again is the keyword's.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти ... Якщо карта дії, яку ви граєте, має опцію «ще раз», ви відновлюєте очко дії, коли вона резолвиться",
            "Flash: \"The next action card you play this turn with cost 0 or greater gets go again. Go again\" (yellow: cost 1 or greater; blue: cost 2 or greater). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 5.1.2a (an effect on the next card played applies if the card matches its description), 2.2 (cost), 8.3.5 (go again), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card (on top of the stack): an action card of the cost
%   a Flash effect of Player's asks takes it, and gains go again
%   (FAB-1247); card_texts.pl's played_text//5 calls it.

briar_played_text(S0, Who, C, S) -->
    (   { card_cost(C, Cost) }
    ->  action_go_again_taken(S0, Who, C, flash_effect_for(Who, Cost), event('FAB-1247', flash_go_again), S)   % card_texts_chane.pl
    ;   { S = S0 }
    ).

flash_effect_for(Who, Cost, E) :-
    get_dict(kind, E, "next_action_card_go_again_min_cost"),
    get_dict(player, E, W), W == Who,
    get_dict(min_cost, E, Min),
    Cost >= Min.

message(event(flash_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next action card with cost ~d or more ~w plays this turn gets go again"-[L, F.min_cost, F.player] ].
message(event(flash_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains go again (Flash)"-[L] ].

                 /*******************************
                 *    SUTCLIFFE'S SUEDE HIDES   *
                 *******************************/

rule('FAB-1248', effect, "Sutcliffe's Suede Hides: target attack action card gets go again",
     "Sutcliffe's Suede Hides' attack reaction (its text read; its cost {r} and its destruction, FAB-404) targets an attack action card on the combat chain or the stack, named in the move's target (FAB-622): without a legal target it cannot be activated. As the ability resolves, the target's chain link gets go again (its controller gains an action point as the link resolves, FAB-503); a defending card's go again changes nothing. If the target is no longer legal, nothing happens. When it may be activated is FAB-1249's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Sutcliffe's Suede Hides: \"Attack Reaction - {r}, destroy this: Target attack action card gets go again. Activate this only if you've played a non-attack action card this turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 5.1.4a (a target is declared as the ability is activated), 8.1.2a (attack reactions), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1249', constraint, "Sutcliffe's Suede Hides is activated only once its player has played a 'non-attack' action card this turn",
     "Sutcliffe's Suede Hides' ability (FAB-1248) may be activated only by a player who has played a 'non-attack' action card this turn: the turn's records say so (FAB-1002), or one of theirs is on the stack. Otherwise activating it is illegal. A position given in the middle of a turn says in its effects the 'non-attack' action cards played earlier, else none has been.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Sutcliffe's Suede Hides: \"... Activate this only if you've played a non-attack action card this turn.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 2.10 (subtypes: Non-Attack), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Sutcliffe's Suede Hides",
               [_{type:"attack reaction", limit:"none", cost:1, effect:"other", go_again:false, destroy_self:true}]).

go_again_target_rule(S, Id, 'FAB-1248') :-
    once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
    text_read_name(C, "Sutcliffe's Suede Hides").

reads_record(Name, "non_attack_action_played") :-
    card_text_read(Name, ability_only_after_non_attack_action).

broken('FAB-1249', S, M, no_non_attack_action_played(C, Who)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_only_after_non_attack_action),
    Who = M.player,
    non_attack_action_ids(S, Who, []).         % card_texts_chane.pl (FAB-1002)

moot('FAB-1249', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_only_after_non_attack_action) ).

message(no_non_attack_action_played(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w has played a 'non-attack' action card this turn, and they have not"-[L, Who] ].

                 /*******************************
                 *         ROSETTA THORN        *
                 *******************************/

rule('FAB-1250', effect, "Rosetta Thorn: as it attacks, after an attack action card and a 'non-attack' action card this turn, 2 arcane damage to a target hero",
     "Whenever Rosetta Thorn (its text read) attacks (its chain link opens), if its player has played an attack action card and a 'non-attack' action card this turn (the turn's records, FAB-1002 and FAB-1009, their chain links and their cards on the stack, as Aether Ironweave counts them), its trigger deals 2 arcane damage to a hero its player targets: the position waits for the target (the pending choice arcane_target_hero, a target move naming either player's hero, FAB-1013), and the damage is dealt as any arcane damage is (FAB-1012). Without both, nothing. Its attack (once per turn, {r}) is the card data's.",
     ruling("", "Rosetta Thorn: \"Once per Turn Action - {r}: Attack. Whenever you attack with Rosetta Thorn, if you've played an attack action card and a 'non-attack' action card this turn, deal 2 arcane damage to target hero.\" CR 6.6 and 6.6.6a (a triggered-layer; its target declared as it is put on the stack), 7.2.3 (an attack becomes attacking as its chain link opens), 1.8.4 (a conditional effect), 1.8.5 (a target: any hero), 8.5.3 (deal damage), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named.")).

reads_record(Name, "non_attack_action_played") :-
    card_text_read(Name, attack_after_attack_and_non_attack_actions_arcane(_)).
reads_record(Name, "attack_action_played") :-
    card_text_read(Name, attack_after_attack_and_non_attack_actions_arcane(_)).

%!  briar_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Rosetta Thorn's trigger, its player
%   having played both kinds of action cards this turn (FAB-1250);
%   card_texts.pl's attack_text//4 calls it.

briar_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_after_attack_and_non_attack_actions_arcane(N)),
          attack_action_ids(S0, Who, [_|_]),      % card_texts_chane.pl (FAB-1009)
          non_attack_action_ids(S0, Who, [_|_]),  % card_texts_chane.pl (FAB-1002)
          card_id(A, AId)
        }
    ->  [ event('FAB-1250', rosetta_attack_arcane, _{player:Who, card:AId, amount:N}) ],
        arcane_target_waits(S0, Who, A, N, S)    % card_texts_chane.pl (FAB-1012)
    ;   { S = S0 }
    ).

message(event(rosetta_attack_arcane, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks after ~w has played an attack action card and a 'non-attack' action card this turn: it deals ~d arcane damage to a target hero"-[L, F.player, F.amount] ].

                 /*******************************
                 *       SUMMERWOOD SHELTER     *
                 *******************************/

rule('FAB-1251', effect, "Summerwood Shelter: target defending Earth or Elemental action card gets +N defense",
     "Summerwood Shelter (its text read), an instant, targets a defending Earth or Elemental action card (an attack action or a 'non-attack' action card with either talent printed, defending on a chain link of the combat chain), named in the play move's target (FAB-622): without one it cannot be played, and a target that is not one (an attacking card, equipment, a card of another talent) breaks FAB-622. As it resolves, its target gets +4 defense (red), +3 (yellow) or +2 (blue): the chain link it defends on counts it (defense_bonus), as the damage is dealt; if the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Summerwood Shelter: \"Target defending Earth or Elemental action card gains +4{d}.\" (+3{d} yellow, +2{d} blue). CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain), 7.0.5 and 7.0.5a (a defending card is defending until it leaves the combat chain), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 2.3.3 and 2.0.3a (an effect modifies defense), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, defending_action_card_of(Kinds), defense_gain(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_defending_kinds_action_card_defense(Kinds, Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

targeted_rule(C, 'FAB-1251') :-
    text_read_name(C, Name),
    card_text_read(Name, target_defending_kinds_action_card_defense(_, _)).

%   A defending action card of one of the talents Kinds, on any chain link.
legal_target(S, defending_action_card_of(Kinds), Id) :-
    chain_open(S),
    member(L, S.chain.links),
    key_value(defending, L, [], Ds),
    member(C, Ds),
    card_type(C, T),
    is_action_type(T),
    card_prop(C, talents, Ts),
    is_list(Ts),
    \+ \+ ( member(K, Ts), memberchk(K, Kinds) ),
    card_id(C, Id).

spec_words(defending_action_card_of(Kinds), W) :-
    atomic_list_concat(Kinds, ' or ', K),
    format(string(W), "a defending ~w action card", [K]).

oldhim_target_effect(defense_gain(_)).

%   The layer L of Summerwood Shelter resolves: its target, still a
%   defending Earth or Elemental action card, gets +N defense on its chain
%   link (FAB-1251); else nothing happens.
oldhim_target_resolves(defense_gain(N), S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id) },
    (   { targeting(C, play, Spec, _),
          legal_target(S0, Spec, T),
          Chain0 = S0.chain,
          once(( nth0(K, Chain0.links, L0, Rest),
                 member(D, L0.defending), card_id(D, DId), DId == T )),
          key_value(defense_bonus, L0, 0, B0),
          B is B0 + N,
          nth0(K, Links, L0.put(defense_bonus, B), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        }
    ->  [ event('FAB-1251', target_gains_defense, _{player:Who, card:Id, target:T, amount:N}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(target_gains_defense, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gains +~d defense"-[L, T, F.amount] ].

                 /*******************************
                 *      EMBODIMENT OF EARTH     *
                 *******************************/

rule('FAB-1252', effect, "Embodiment of Earth: its player's 'non-attack' action cards have +1 defense while defending",
     "While an Embodiment of Earth token (its text read) is in a player's arena, each 'non-attack' action card (type action) that player controls has +1 defense while it defends, one for each such token: the damage counts it, and an event says so as the damage is dealt. At the beginning of its controller's action phase it is destroyed (the vocabulary of permanents, FAB-209; Stonewall Confidence's, FAB-614).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Embodiment of Earth: \"'Non-attack' action cards you control have +1{d} while defending. At the beginning of your action phase, destroy Embodiment of Earth.\" CR 8.6.11 (the Embodiment of Earth token), 5.4.7 (a while-static ability applies while its condition holds), 2.3.3 (effects modify defense), 2.10 (subtypes: Non-Attack), 4.3.1 (the action phase begins), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Embodiment of Earth", action_phase, [destroy_this]).   % FAB-1252

%!  briar_defense_bonus(+State, +Player, +Card, -Bonus:integer) is det.
%
%   What the Embodiments of Earth Player controls add to the defense of
%   Card, a 'non-attack' action card defending for Player (FAB-1252);
%   card_texts.pl's defending_defense/4 calls it.

briar_defense_bonus(S, Who, C, Bonus) :-
    (   card_type(C, "action"),
        player(S, Who, P),
        key_value(arena, P, [], Arena)
    ->  aggregate_all(sum(N), ( member(W, Arena),
                                text_read_name(W, Name),
                                card_text_read(Name, non_attack_actions_defense_while_defending(N)) ), Bonus)
    ;   Bonus = 0
    ).

%!  briar_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   defense an Embodiment of Earth raises (FAB-1252).

briar_defenses_applied(S, L) -->
    { findall(Id-B, ( member(C, L.defending),
                      briar_defense_bonus(S, L.defender, C, B),
                      B > 0,
                      card_id(C, Id) ), Applied) },
    embodiment_defense_events(Applied, L.defender).

embodiment_defense_events([], _) --> [].
embodiment_defense_events([Id-B|As], Who) -->
    [ event('FAB-1252', embodiment_defense_applied, _{player:Who, card:Id, amount:B}) ],
    embodiment_defense_events(As, Who).

message(event(embodiment_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense while defending (Embodiment of Earth: ~w's 'non-attack' action cards)"-[L, F.amount, F.player] ].

                 /*******************************
                 *         SOW TOMORROW         *
                 *******************************/

rule('FAB-1253', effect, "Sow Tomorrow: a target Earth or Elemental action card of its player's graveyard to the bottom of their deck; Sow Tomorrow banished; from the arsenal, a card drawn",
     "Sow Tomorrow (its text read) targets an Earth or Elemental action card (the talent printed on it; an attack action or a 'non-attack' action card) with cost 0 or more (red; 1 or more yellow, 2 or more blue: its printed cost) in its player's graveyard, named in the play move's target (FAB-622): without one it cannot be played, and a card of another zone, talent, type or a smaller cost breaks FAB-622. As it resolves, the target goes from the graveyard to the bottom of its player's deck, Sow Tomorrow goes to its player's banished zone instead of staying in the graveyard, and, played from the arsenal (its layer's from), its player draws a card. If the target is no longer in the graveyard, nothing of it happens (CR 5.3.2a). Its go again is the keyword's.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Sow Tomorrow: \"Put target Earth or Elemental action card with cost 0 or greater from your graveyard on the bottom of your deck. Banish Sow Tomorrow. If Sow Tomorrow is played from arsenal, draw a card. Go again\" (yellow: cost 1 or greater; blue: cost 2 or greater). CR 1.8.5 and 1.8.5a (a target; an effect that specifies a zone may target a card there: the graveyard is a public zone, 3.8.1), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 3.7.5 (the bottom of the deck), 8.5.1 (banish), 3.3.4 and 1.8.4 (played from the arsenal: a conditional effect), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, own_graveyard_action_card_of(Kinds, Min), to_deck_bottom) :-
    text_read_name(C, Name),
    card_text_read(Name, graveyard_kinds_action_to_bottom(Kinds, MinCosts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, MinCosts, Min).

targeted_rule(C, 'FAB-1253') :-
    text_read_name(C, Name),
    card_text_read(Name, graveyard_kinds_action_to_bottom(_, _)).

graveyard_target_spec(own_graveyard_action_card_of(_, _)).

%   An action card of the turn player's graveyard (an action card is
%   played by the turn player only) with one of the talents Kinds and a
%   cost of Min or more.
legal_target(S, own_graveyard_action_card_of(Kinds, Min), Id) :-
    player(S, S.turn_player, P),
    key_value(graveyard, P, [], Gy),
    is_list(Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_type(C, T),
    is_action_type(T),
    card_prop(C, talents, Ts),
    is_list(Ts),
    \+ \+ ( member(K, Ts), memberchk(K, Kinds) ),
    card_prop(C, cost, Cost),
    integer(Cost),
    Cost >= Min,
    card_id(C, Id).

spec_words(own_graveyard_action_card_of(Kinds, Min), W) :-
    atomic_list_concat(Kinds, ' or ', K),
    format(string(W), "an ~w action card with cost ~d or more of its player's graveyard", [K, Min]).

message(target_illegal(C, T, Spec)) -->
    { graveyard_target_spec(Spec), card_label(C, L), spec_words(Spec, W) },
    [ "~w targets ~w, and ~w is not one (CR 1.8.5)"-[L, W, T] ].

oldhim_target_effect(to_deck_bottom).

%   The layer L of Sow Tomorrow resolves: its target, still in its
%   player's graveyard, goes to the bottom of their deck (FAB-1253);
%   briar_layer_text//3 banishes Sow Tomorrow and draws after.
oldhim_target_resolves(to_deck_bottom, S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id) },
    (   { targeting(C, play, Spec, _),
          legal_target(S0, Spec, T),
          player(S0, Who, P0),
          take_card(P0, graveyard, T, TC, P1),
          zone_cards_added(P1, deck, [TC], P2),   % position.pl: the bottom of the deck
          set_player(S0, P2, S)
        }
    ->  [ event('FAB-1253', graveyard_card_to_bottom, _{player:Who, card:T, by:Id}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

%!  briar_layer_text(+State0, +Layer, -State)// is det.
%
%   The card layer Layer resolved (into the graveyard): Sow Tomorrow
%   whose target went to the bottom of the deck is banished, and played
%   from the arsenal draws a card (FAB-1253); card_texts_lexi_2.pl's
%   lexi2_layer_text//3 calls it.

briar_layer_text(S0, L, S) -->
    (   { layer_card(L, C),
          text_read_name(C, Name),
          card_text_read(Name, graveyard_kinds_action_to_bottom(_, _)),
          get_dict(target, L, T),
          Who = L.controller,
          player(S0, Who, P0),
          key_value(deck, P0, [], Deck),
          last(Deck, Bottom), card_id(Bottom, BId), BId == T,
          card_id(C, Id),
          take_card(P0, graveyard, Id, SC, P1),
          zone_cards_added(P1, banished, [SC], P2),
          set_player(S0, P2, S1)
        }
    ->  [ event('FAB-1253', sow_banished, _{player:Who, card:Id}) ],
        (   { get_dict(from, L, "arsenal") }
        ->  [ event('FAB-1253', sow_arsenal_draws, _{player:Who, card:Id}) ],
            draw_cards(Who, 1, Id, S1, S)       % triggers.pl
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

message(event(graveyard_card_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, L) },
    [ "~w: ~w's target ~w goes from their graveyard to the bottom of their deck"-[By, F.player, L] ].
message(event(sow_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is banished (its text), not left in ~w's graveyard"-[L, F.player] ].
message(event(sow_arsenal_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played from the arsenal: ~w draws a card"-[L, F.player] ].

                 /*******************************
                 *      PLUME OF EVERGROWTH     *
                 *******************************/

rule('FAB-1254', effect, "Plume of Evergrowth: destroyed, a target Earth action or instant card of its player's graveyard returns to their hand",
     "Plume of Evergrowth's instant ability (its text read; its cost {r}{r}{r} and its destruction, FAB-404) targets an Earth action card (an attack action or a 'non-attack' action card) or an Earth instant card (the talent printed on it) in the graveyard of the player whose Plume it is, named in the activate move's target (FAB-622): without one it cannot be activated, and a card of another zone, talent or type breaks FAB-622. As the ability resolves, the target goes from that graveyard to its player's hand; if it is no longer there, nothing happens (CR 5.3.2a).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Plume of Evergrowth: \"Instant - {r}{r}{r}, destroy Plume of Evergrowth: Return target Earth action card or Earth instant card from your graveyard to your hand.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 1.8.5a (a target; an effect that specifies a zone may target a card there: the graveyard is a public zone, 3.8.1), 5.1.4a (the targets are declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 3.9 (the hand: the card moves there from the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Plume of Evergrowth",
               [_{type:"instant", limit:"none", cost:3, effect:"plume_return", go_again:false, destroy_self:true}]).

text_ability_effect("plume_return").

targeting(C, ability(0), earth_graveyard_card_of(Id), plume_return) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_return_earth_action_or_instant),
    card_id(C, Id).

targeted_rule(C, 'FAB-1254') :-
    text_read_name(C, Name),
    card_text_read(Name, ability_return_earth_action_or_instant).

graveyard_target_spec(earth_graveyard_card_of(_)).

%   An Earth action or instant card of the graveyard of the player whose
%   equipment Eq is (card_texts_dromai_2.pl's equipment_holder/3: its
%   equipment zone, or its graveyard, destroyed as the cost).
legal_target(S, earth_graveyard_card_of(Eq), Id) :-
    equipment_holder(S, Eq, Who),
    player(S, Who, P),
    key_value(graveyard, P, [], Gy),
    is_list(Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_type(C, T),
    memberchk(T, ["action", "attack action", "instant"]),
    card_prop(C, talents, Ts),
    is_list(Ts),
    memberchk("Earth", Ts),
    card_id(C, Id).

spec_words(earth_graveyard_card_of(_), "an Earth action card or Earth instant card of its player's graveyard").

%   The activated-layer L of Plume of Evergrowth resolves: its target,
%   still an Earth action or instant card of its player's graveyard, goes
%   to their hand (FAB-1254).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "plume_return",
      get_dict(target, L, T)
    },
    (   { legal_target(S0, earth_graveyard_card_of(Id), T),
          player(S0, Who, P0),
          take_card(P0, graveyard, T, C, P1),
          zone_cards_added(P1, hand, [C], P2),
          set_player(S0, P2, S)
        }
    ->  [ event('FAB-1254', plume_card_returned, _{player:Who, card:Id, target:T}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(plume_card_returned, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w's ability resolves: ~w returns from ~w's graveyard to their hand"-[L, T, F.player] ].
