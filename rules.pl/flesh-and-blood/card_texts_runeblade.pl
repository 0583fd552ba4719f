/*  Flesh and Blood: Runeblade and Earth cards of the Briar, Florian and
    Verdance Blitz Decks left unread by card_texts_briar.pl and
    card_texts_florian.pl.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Explosive Growth (every colour): as it attacks, 1 arcane damage to
      a target hero (FAB-1460); Earth Fusion; fused, whenever it deals
      damage (its trigger's arcane damage, or its combat damage), attacks
      gain +1 power this combat chain: the attack now and every later
      attack of the chain (FAB-1461);
    - Amulet of Earth: its instant ability (destroy it), only once its
      player has Earth fused this turn (FAB-1463; the turn's record of an
      Earth fusion, FAB-1464), gives the attack action cards its player
      controls +1 power and +1 defense this turn: those they control as
      it resolves and those they come to control later this turn
      (FAB-1462);
    - Malefic Incantation (every colour): it enters the arena with 3, 2 or
      1 verse counters and is destroyed with none (FAB-1465); once per
      turn, an attack action card its player plays removes one and
      creates a Runechant (FAB-1466); an Incantation in the arena without
      them is no position (FAB-1467);
    - Rites of Replenishment (every colour): as it attacks, a 'non-attack'
      action card (after arcane damage this turn) and an attack action
      card (fused) may go from its player's graveyard to the bottom of
      their deck, in the order the player puts them (FAB-1468, FAB-1469).

    Effects that reach a class of objects for a duration (FAB-1461,
    FAB-1462) are kept in the state's effects and counted by each chain
    link as it opens (rune_attack_text//4) and by each defending card as
    the damage is dealt (rune_defense_bonus/4).

    Arcane Cussing, Briar, Florian and Verdance stay unread (they are
    assumptions of the answers, or make them unknown, FAB-119);
    docs/games/flesh-and-blood.md says why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, rule_fact/4,
   text_abilities/2, text_ability_effect/1, ability_text_resolved//5, fused_record_kind/3,
   turn_record_words//3, allowed_by_text/5, permanent_text/3, trigger_effect//5, invalid/4,
   reads_record/2, own_controlled_choice/1, choice_action/2, choice_phase/2, not_asked_words/2,
   choice_candidate/3, effect//4, choice_words//1, text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       rune_attack_arcane(N)   Explosive Growth: "When you attack with
%                               Explosive Growth, deal 1 arcane damage to
%                               target hero." (FAB-1460)
%       fusion("Earth", rune_dealt_damage_attacks_power(N))   Explosive
%                               Growth: "Earth Fusion. If Explosive Growth
%                               was fused, whenever it deals damage,
%                               attacks gain +1{p} this combat chain."
%                               (FAB-1461; its fusion is FAB-782's)
%       rune_ability_attack_action_cards_gain_if_fused("Earth", P, D)
%                               Amulet of Earth: "Go again. Instant -
%                               Destroy Amulet of Earth: Attack action
%                               cards you control gain +1{p} and +1{d}
%                               this turn. Activate this ability only if
%                               you have Earth fused this turn."
%                               (FAB-1462, FAB-1463)

card_text_read("Explosive Growth", rune_attack_arcane(1)).
card_text_read("Explosive Growth", fusion("Earth", rune_dealt_damage_attacks_power(1))).
card_text_read("Amulet of Earth", rune_ability_attack_action_cards_gain_if_fused("Earth", 1, 1)).

                 /*******************************
                 *       EXPLOSIVE GROWTH       *
                 *******************************/

rule('FAB-1460', effect, "Explosive Growth: as it attacks, 1 arcane damage to a target hero",
     "When Explosive Growth (its text read, every colour) attacks (its chain link opens), its trigger deals 1 arcane damage to a hero its player targets: the position waits for the target (the pending choice arcane_target_hero, a target move naming either player's hero, FAB-1013), and the damage is dealt as any arcane damage is (Seeds of Agony's trigger, FAB-1012: the other player's prevention choice first, Ward, the turn's records FAB-1005 and FAB-1007). Where another choice already waits, the trigger waits in the state's effects until none does (FAB-1012). Fused or not, it triggers.",
     ruling("", "Explosive Growth: \"When you attack with Explosive Growth, deal 1 arcane damage to target hero.\" CR 6.6 and 6.6.6a (a triggered-layer; its target declared as it is put on the stack), 7.2.3 (an attack becomes attacking as its chain link opens), 1.8.5 (a target: any hero), 8.5.3 (deal damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named.")).

rule('FAB-1461', effect, "Explosive Growth fused: whenever it deals damage, attacks gain +1 power this combat chain",
     "Explosive Growth (its text read) has Earth Fusion (FAB-782: an Earth card of the hand revealed, named in the play move's discard); played fused, its chain link records it (fused: true). Whenever it then deals damage, attacks gain +1 power this combat chain: its own trigger's arcane damage (FAB-1460: the damage of its ability is its own, to either hero) and its combat damage in the damage step (a trigger on the damage, not a hit effect: an effect that stops hit effects, Tarpit Trap's, FAB-924, does not stop it) each count, once per damage event that deals 1 or more (damage all prevented deals none). Each such gain is an effect in the state's effects ({kind: rune_attacks_power, player, amount 1, source, lasts: combat_chain}) that ends as the chain closes (FAB-646's end); it reaches every attack of the chain while it lasts: the attack of the active chain link as it is made (its power_bonus, Explosive Growth's own if it is still attacking), and each attack whose chain link opens later on that chain (power_bonus as it opens). Unfused, its damage gives nothing.",
     ruling("", "Explosive Growth: \"Earth Fusion. If Explosive Growth was fused, whenever it deals damage, attacks gain +1{p} this combat chain.\" CR 8.3.17a (a fused card), 8.5.3a (the source of an ability's damage effect is considered to have dealt the damage: its trigger's arcane damage is Explosive Growth's), 7.5.2a (the source of combat damage is the attack), 6.6.5b (an event that deals no damage triggers nothing), 6.2.2, 6.2.2a and 7.0.2b (a layer-continuous effect lasting this combat chain), 7.7.7 (such effects end as the chain closes), 6.2.2b and 6.2.2c (a layer-continuous effect may start to apply to an object after it is generated), 1.4.2 and 8.2.3a (an attack card is an attack on the stack and while attacking), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The effect names a class of objects and a duration, not the objects there as it is generated: rulecheck reads it as reaching every object of that class while it lasts (6.2.2c: it starts to apply to an object as that object meets it), so the attacks of later chain links of the same chain gain +1 power; a reading that fixed the set as the effect is generated would make its combat damage's gain change nothing, the attack having dealt its damage already.")).

%!  rune_fused_gain(+Gain, +State0, +Layer, +Card, +Id, -State)// is det.
%
%   The fused card Id resolved: what its text read here gives it
%   (FAB-1461: its chain link records that it was fused);
%   card_texts_finish4.pl's finish4_fused_gain//6 calls it.

rune_fused_gain(rune_dealt_damage_attacks_power(_), S0, L, _, Id, S) -->
    !,
    { fused_link_marked(S0, Id, S) },           % card_texts_lexi_2.pl
    [ event('FAB-1461', rune_growth_fused, _{player:L.controller, card:Id}) ].
rune_fused_gain(rune_rites_attack_to_bottom, S0, L, _, Id, S) -->
    !,
    rune_fused_gain_rites(S0, L, Id, S).        % FAB-1468
rune_fused_gain(_, S, _, _, _, S) --> [].

message(event(rune_growth_fused, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: whenever it deals damage, attacks gain +1 power this combat chain"-[L] ].

%   rune_fused_growth(+State, +Card, -N): Card is Explosive Growth, its
%   text read, on a chain link of State that records it fused; its
%   damage gives attacks +N power (FAB-1461).
rune_fused_growth(S, C, N) :-
    text_read_name(C, Name),
    card_text_read(Name, fusion(_, rune_dealt_damage_attacks_power(N))),
    card_id(C, Id),
    chain_open(S),
    member(L, S.chain.links),
    get_dict(fused, L, true),
    link_attack(L, A),
    card_id(A, AId),
    AId == Id,
    !.

%!  rune_arcane_dealt(+State0, +Source, +Dealt, -State)// is det.
%
%   Source's arcane damage dealt Dealt to a hero: a fused Explosive
%   Growth's gives attacks +1 power this combat chain (FAB-1461);
%   choices.pl's arcane_damage_done//9 calls it.

rune_arcane_dealt(S0, C, N, S) -->
    (   { N > 0, rune_fused_growth(S0, C, P) }
    ->  rune_attacks_gain(S0, C, P, S)
    ;   { S = S0 }
    ).

%!  rune_damage_dealt(+State0, +Link, +Damage, -State)// is det.
%
%   Link's attack dealt Damage in the damage step: a fused Explosive
%   Growth's gives attacks +1 power this combat chain (FAB-1461).  Its
%   trigger is on the damage, not a hit effect: an effect that stops hit
%   effects (Tarpit Trap, FAB-924) does not stop it.  effects.pl's
%   combat_damage_dealt//9 calls it, before the hit's triggers.

rune_damage_dealt(S0, L, D, S) -->
    (   { D > 0,
          get_dict(fused, L, true),
          link_attack(L, A),
          rune_fused_growth(S0, A, P) }
    ->  rune_attacks_gain(S0, A, P, S)
    ;   { S = S0 }
    ).

%   rune_attacks_gain(+S0, +Source, +N, -S)//: attacks gain +N power this
%   combat chain: the effect, and the active link's attack at once.
rune_attacks_gain(S0, C, N, S) -->
    { card_id(C, Id),
      last(S0.chain.links, L0),
      key_value(controller, L0, S0.turn_player, Who),
      add_effect(S0, _{kind:"rune_attacks_power", player:Who, amount:N, source:Id, lasts:"combat_chain"}, S1)
    },
    [ event('FAB-1461', rune_attacks_gain_made, _{player:Who, card:Id, amount:N}) ],
    (   { link_attack(L0, A0), card_id(A0, A0Id) }
    ->  { rune_link_power_added(S1, N, S) },
        [ event('FAB-1461', rune_attack_gains_power, _{player:Who, card:Id, attack:A0Id, amount:N}) ]
    ;   { S = S1 }
    ).

%   rune_link_power_added(+S0, +N, -S): the active chain link's attack
%   has N more power (power_bonus).
rune_link_power_added(S0, N, S) :-
    active_link_replaced(S0, L0, L, S),         % position.pl
    key_value(power_bonus, L0, 0, B0),
    B is B0 + N,
    L = L0.put(power_bonus, B).

message(event(rune_attacks_gain_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, fused, dealt damage: attacks gain +~d power this combat chain"-[L, F.amount] ].
message(event(rune_attack_gains_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A) },
    [ "~w has +~d power from ~w's effect"-[A, F.amount, L] ].

                 /*******************************
                 *        AMULET OF EARTH       *
                 *******************************/

rule('FAB-1462', effect, "Amulet of Earth: destroyed, the attack action cards its player controls gain +1 power and +1 defense this turn",
     "Amulet of Earth (its text read), an item in its player's arena, has an instant ability whose cost is destroying it (FAB-404: to the graveyard as it is activated); it targets nothing. As the ability resolves, an effect lasts the rest of the turn ({kind: rune_attack_action_cards_gain, player, amount 1, source}): each attack action card that player controls (on the stack or in the arena, the combat chain included) has +1 power and +1 defense: the attack of the active chain link at once, if it is theirs and an attack action card (its power_bonus), each attack action card of theirs whose chain link opens later this turn (power_bonus as it opens), and each attack action card of theirs defending, as the damage is dealt (the defense the damage counts, in their own turn or the other player's). Played, it is an item with go again (the card data's).",
     ruling("", "Amulet of Earth: \"Go again. Instant - Destroy Amulet of Earth: Attack action cards you control gain +1{p} and +1{d} this turn. Activate this ability only if you have Earth fused this turn.\" CR 5.2.1 (an activated ability's cost and effect), 8.2.5a (an item is a permanent in the arena), 1.3.1b (a card has a controller only in the arena or on the stack), 6.2.2 and 6.2.2a (a layer-continuous effect lasting this turn), 6.2.2b and 6.2.2c (a layer-continuous effect may start to apply to an object after it is generated), 2.0.3a (an effect modifies power and defense), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The effect names a class of objects and a duration, not the objects there as it resolves: rulecheck reads it as reaching every attack action card its player controls while it lasts (Explosive Growth's reading, FAB-1461), those played later this turn included.")).

rule('FAB-1463', constraint, "Amulet of Earth is activated only once its player has Earth fused this turn",
     "Amulet of Earth's ability may be activated only by a player who has Earth fused this turn: the turn's record says so (FAB-1464), or a chain link or a layer of the stack of theirs is an Earth fusion card that was fused (fused: true). Otherwise activating it is illegal; but where the position records no Earth fusion and a card of that player's graveyard has fusion that may be Earth's (a card whose fusion rulecheck reads as Earth's, or one whose text it does not read), that card may have been played fused this turn in a position given without its record: the answer is unknown, naming that card, never a false illegal (Amulet of Ice's reading, FAB-694).",
     ruling("", "Amulet of Earth: \"... Activate this ability only if you have Earth fused this turn.\" CR 1.0.2a (\"only\" is a restriction), 5.2.2 (an ability whose restriction is not met cannot be activated), 8.3.17a (a player who reveals an Earth card for an Earth fusion has fused Earth), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1464', effect, "Earth fused: recorded for the turn",
     "When a player plays a card fused by revealing an Earth card from hand (FAB-782: Entwine Earth, Stir the Wildwood, Bramble Spark, Weave Earth, Explosive Growth), in their turn or another's, they have Earth fused this turn: the state records it in its effects ({kind: earth_fused, player, source: the card played}), once, and it ends with the turn's other effects (FAB-206), as Ice's record does (FAB-695); Amulet of Earth reads it (FAB-1463). A position given in the middle of a turn says so in its effects.",
     ruling("", "CR 8.3.17 and 8.3.17a (fusion: a player who pays it has fused that supertype), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

fused_record_kind("Earth", "earth_fused", 'FAB-1464').

turn_record_words("earth_fused", Who, L) -->
    [ "~w has Earth fused this turn (~w)"-[Who, L] ].

text_abilities("Amulet of Earth",
               [_{type:"instant", limit:"none", cost:0, effect:"rune_attack_action_cards_gain",
                  go_again:false, destroy_self:true}]).

text_ability_effect("rune_attack_action_cards_gain").

%   rune_amulet_activation(+State, +Move, -Player, -Card): Move activates
%   the ability of Amulet of Earth, Card, its text read, of Player's.
rune_amulet_activation(S, M, Who, C) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, rune_ability_attack_action_cards_gain_if_fused(_, _, _)).

broken('FAB-1463', S, M, not_fused_this_turn(Who, C, "Earth")) :-
    rune_amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Earth").

moot('FAB-1463', S, M) :-
    \+ rune_amulet_activation(S, M, _, _).

rule_fact('FAB-1463', S, M, fused_this_turn(Who, "Earth", Fused)) :-
    rune_amulet_activation(S, M, Who, _),
    (   fused_this_turn(S, Who, "Earth") -> Fused = true ; Fused = false ).

%   A position that records no Earth fusion, where a card of the player's
%   graveyard may have been played fused this turn: activating the Amulet
%   is unknown, naming that card (FAB-1463).
allowed_by_text(S, M, Ids, About, fusion_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-1463'] ; true ),
    rune_amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Earth"),
    player(S, Who, P),
    key_value(graveyard, P, [], Gs),
    member(G, Gs),
    maybe_fusion_card_of("Earth", G),
    !,
    card_about(G, About).

%   The ability's layer resolves (Amulet of Earth destroyed as its cost):
%   the effect lasts the turn, and the active link's attack, an attack
%   action card of its player's, gains the power at once (FAB-1462).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "rune_attack_action_cards_gain",
      card_text_read("Amulet of Earth", rune_ability_attack_action_cards_gain_if_fused(_, N, _)),
      add_effect(S0, _{kind:"rune_attack_action_cards_gain", player:Who, amount:N, source:Id}, S1)
    },
    [ event('FAB-1462', rune_amulet_effect_made, _{player:Who, card:Id, amount:N}) ],
    (   { chain_open(S1),
          last(S1.chain.links, L0),
          key_value(controller, L0, "", Who0), Who0 == Who,
          link_attack(L0, A0),
          card_type(A0, "attack action"),
          card_id(A0, A0Id)
        }
    ->  { rune_link_power_added(S1, N, S) },
        [ event('FAB-1462', rune_attack_gains_power, _{player:Who, card:Id, attack:A0Id, amount:N}) ]
    ;   { S = S1 }
    ).

message(event(rune_amulet_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the attack action cards ~w controls gain +~d power and +~d defense this turn"-[L, F.player, F.amount, F.amount] ].

%!  rune_defense_bonus(+State, +Player, +Card, -Bonus:integer) is det.
%
%   What Amulet of Earth's effects of Player's add to the defense of
%   Card, an attack action card defending for Player (FAB-1462);
%   card_texts.pl's defending_defense/4 calls it.

rune_defense_bonus(S, Who, C, Bonus) :-
    (   card_type(C, "attack action")
    ->  effects(S, Es),
        aggregate_all(sum(N), ( member(E, Es),
                                get_dict(kind, E, "rune_attack_action_cards_gain"),
                                get_dict(player, E, W), W == Who,
                                get_dict(amount, E, N) ), Bonus)
    ;   Bonus = 0
    ).

                 /*******************************
                 *      AN ATTACK'S LINK OPENS  *
                 *******************************/

%!  rune_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects that give attacks power
%   while they last reach it (FAB-1461, FAB-1462), Explosive Growth's
%   trigger waits for its target (FAB-1460), and Rites of Replenishment's
%   wait for the move to be done (FAB-1468); card_texts.pl's
%   attack_text//4 calls it.

rune_attack_text(S0, Who, A, S) -->
    rune_effects_power(S0, Who, A, S1),
    (   { text_read_name(A, Name),
          card_text_read(Name, rune_attack_arcane(N)),
          card_id(A, AId)
        }
    ->  [ event('FAB-1460', rune_growth_attack_arcane, _{player:Who, card:AId, amount:N}) ],
        arcane_target_waits(S1, Who, A, N, S2)   % card_texts_chane.pl (FAB-1012)
    ;   { S2 = S1 }
    ),
    rune_rites_attack(S2, Who, A, S).           % FAB-1468

%   rune_effects_power(+S0, +Player, +Attack, -S)//: the link of Player's
%   Attack, just opened, counts each effect read here that reaches it.
rune_effects_power(S0, Who, A, S) -->
    { effects(S0, Es),
      card_id(A, AId),
      findall(R-Src-N, ( member(E, Es),
                         rune_effect_reaches(E, Who, A, R),
                         get_dict(source, E, Src),
                         get_dict(amount, E, N) ), Gains)
    },
    (   { Gains \== [] }
    ->  { aggregate_all(sum(N), member(_-_-N, Gains), Total),
          rune_link_power_added(S0, Total, S) },
        rune_gain_events(Gains, Who, AId)
    ;   { S = S0 }
    ).

rune_effect_reaches(E, _, _, 'FAB-1461') :-
    get_dict(kind, E, "rune_attacks_power").
rune_effect_reaches(E, Who, A, 'FAB-1462') :-
    get_dict(kind, E, "rune_attack_action_cards_gain"),
    get_dict(player, E, W), W == Who,
    card_type(A, "attack action").

rune_gain_events([], _, _) --> [].
rune_gain_events([R-Src-N|Gs], Who, AId) -->
    [ event(R, rune_attack_gains_power, _{player:Who, card:Src, attack:AId, amount:N}) ],
    rune_gain_events(Gs, Who, AId).

message(event(rune_growth_attack_arcane, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: it deals ~d arcane damage to a target hero"-[L, F.amount] ].

                 /*******************************
                 *      MALEFIC INCANTATION     *
                 *******************************/

%       rune_verse_counters_runechant(Amounts)   Malefic Incantation:
%                               "Go again. This enters the arena with 3
%                               verse counters. When it has none, destroy
%                               it. Once per turn, when you play an attack
%                               action card, remove a verse counter from
%                               this. If you do, create a Runechant
%                               token." (3 red, 2 yellow, 1 blue;
%                               FAB-1465 ... FAB-1467)

card_text_read("Malefic Incantation", rune_verse_counters_runechant([3, 2, 1])).

rule('FAB-1465', effect, "Malefic Incantation: it enters the arena with verse counters; with none, it is destroyed",
     "Malefic Incantation (its text read), an aura with go again, enters its player's arena as it resolves with 3 verse counters (red), 2 (yellow) or 1 (blue): the card's `verse_counters`. When it has none left (its trigger removed the last, FAB-1466), it is destroyed: it goes to its owner's graveyard (rulecheck resolves the triggered-layer at once), and a text that triggers as an aura leaves the arena does so.",
     ruling("", "Malefic Incantation: \"Go again. This enters the arena with 3 verse counters. When it has none, destroy it.\" CR 8.2.4 and 8.2.4a (an aura enters the arena as it resolves), 1.15 (counters on an object), 6.4 (entering with counters modifies the entering event), 6.6.5c (a state-based triggered effect: it triggers as the state meets its condition), 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1466', effect, "Malefic Incantation: once per turn, as its player plays an attack action card, a verse counter removed and a Runechant created",
     "When the player of a Malefic Incantation (its text read) in their arena plays an attack action card, it triggers, once per turn for each Incantation: a verse counter is removed from it and, if one was, a Runechant token is created in that player's arena (an aura they created, FAB-1071; created after the attack action card was played, it does not trigger on it, CR 6.6.5a). The trigger is one of the card's play triggers (FAB-210, FAB-211): beside a Runechant's or another text's, its player orders them (FAB-531). That it has triggered this turn is recorded in the state's effects ({kind: rune_verse_used, player, source: the Incantation}); a later attack action card that turn finds it spent. A position given in the middle of a turn says so in its effects. With its last counter removed, it is destroyed (FAB-1465).",
     ruling("", "Malefic Incantation: \"Once per turn, when you play an attack action card, remove a verse counter from this. If you do, create a Runechant token.\" CR 6.6 and 6.6.5 (a triggered effect on the play event), 6.6.5e (a trigger limit: once per turn), 6.6.5a (a triggered effect must exist before its event), 6.6.6b (a player orders their triggered-layers), 1.15 (counters), 8.5.2 and 8.6.3 (create a Runechant token), 1.8.4 (\"if you do\"), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the attack action card goes on the stack, as it resolves a Runechant's (FAB-210).")).

rule('FAB-1467', state, "A Malefic Incantation in the arena holds 1 or more verse counters",
     "A Malefic Incantation (its text read) in a player's arena has 1 or more verse counters (`verse_counters`): it enters with them (FAB-1465) and is destroyed when it has none. A position that shows one without them (the field left out, or 0) cannot arise, and could hide how many triggers it has left: it is invalid, so no answer is given on a guessed count.",
     ruling("", "Malefic Incantation: \"This enters the arena with 3 verse counters. When it has none, destroy it.\" CR 1.15 (counters), 6.6.5c (a state-based triggered effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   rune_verse_amount(+Card, -N): Card, a Malefic Incantation whose text
%   is read, enters the arena with N verse counters.
rune_verse_amount(C, N) :-
    text_read_name(C, Name),
    card_text_read(Name, rune_verse_counters_runechant(Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

%!  rune_entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: a Malefic Incantation's
%   verse counters (FAB-1465); effects.pl's resolve_card//6 calls it.

rune_entered_arena_text(S0, Who, C, S) -->
    (   { rune_verse_amount(C, N),
          card_id(C, Id),
          rune_arena_card_updated(S0, Who, Id, rune_verse_set(N), S)
        }
    ->  [ event('FAB-1465', rune_verse_counters_put, _{player:Who, card:Id, counters:N}) ]
    ;   { S = S0 }
    ).

%   rune_arena_card_updated(+S0, +Player, +Id, :Update, -S): the card Id
%   of Player's arena, updated.
rune_arena_card_updated(S0, Who, Id, Update, S) :-
    player(S0, Who, P0),
    key_value(arena, P0, [], Arena0),
    nth0(I, Arena0, A0, Rest),
    card_id(A0, Id0), Id0 == Id,
    !,
    call(Update, A0, A),
    nth0(I, Arena, A, Rest),
    set_player(S0, P0.put(arena, Arena), S).

rune_verse_set(N, A0, A) :-
    put_dict(verse_counters, A0, N, A).

permanent_text("Malefic Incantation", attack_action_card, [rune_verse_runechant]).   % FAB-1466

%!  rune_trigger_spent(+State, +Player, +Card, +Trigger) is semidet.
%
%   Card, Player's permanent, has used its once-per-turn trigger this
%   turn (FAB-1466); triggers.pl's fired_permanents/4 leaves it out.

rune_trigger_spent(S, Who, C, attack_action_card) :-
    get_dict(name, C, "Malefic Incantation"),
    card_id(C, Id),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "rune_verse_used"),
    get_dict(player, E, W), W == Who,
    get_dict(source, E, Src), Src == Id,
    !.

trigger_effect(rune_verse_runechant, Who, C, S0, S) -->
    { card_id(C, Id),
      add_effect(S0, _{kind:"rune_verse_used", player:Who, source:Id}, S1)
    },
    (   { player(S1, Who, P1),
          key_value(arena, P1, [], Arena),
          member(A0, Arena), card_id(A0, Id0), Id0 == Id,
          key_value(verse_counters, A0, 0, K0),
          K0 > 0,
          K is K0 - 1,
          rune_arena_card_updated(S1, Who, Id, rune_verse_set(K), S2),
          tokens_created(Id, Who, Who, ["Runechant"], S2, S3, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-1466', rune_verse_removed, _{player:Who, card:Id, counters:K, token:TId}) ],
        tokens_more_made(Who, Id, More),
        (   { K =:= 0, player(S3, Who, P3), take_card(P3, arena, Id, A, P4) }
        ->  [ event('FAB-1465', rune_verse_none, _{player:Who, card:Id}) ],
            destroy_permanent('FAB-1465', S3, P4, A, S)   % triggers.pl
        ;   { S = S3 }
        )
    ;   { S = S1 },
        [ event('FAB-1466', rune_verse_nothing, _{player:Who, card:Id}) ]
    ).

invalid('FAB-1467', S, Path, rune_no_verse_counters(Id)) :-
    nth0(I, S.players, P),
    key_value(arena, P, [], Arena),
    nth0(J, Arena, A),
    rune_verse_amount(A, _),
    \+ ( get_dict(verse_counters, A, K), integer(K), K > 0 ),
    card_id(A, Id),
    json_path([players, I, arena, J], Path).

message(rune_no_verse_counters(Id)) -->
    [ "Malefic Incantation ~w in the arena shows no verse counters: it enters with 1 or more and is destroyed with none, so the position must say how many it has (verse_counters)"-[Id] ].
message(event(rune_verse_counters_put, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena with ~d verse counter(s)"-[L, F.counters] ].
message(event(rune_verse_removed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: a verse counter is removed (~d left), and ~w creates a Runechant token (~w)"-[L, F.counters, F.player, F.token] ].
message(event(rune_verse_none, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has no verse counters left: it is destroyed"-[L] ].
message(event(rune_verse_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w triggers, but it is no longer in the arena with a verse counter: no Runechant is created"-[L] ].

                 /*******************************
                 *    RITES OF REPLENISHMENT    *
                 *******************************/

%       rune_rites_after_arcane_non_attack_to_bottom,
%       fusion("Earth", rune_rites_attack_to_bottom)   Rites of
%                               Replenishment: "Earth Fusion. When you
%                               attack with Rites of Replenishment, if you
%                               have dealt arcane damage this turn, you
%                               may put a 'non-attack' action card from
%                               your graveyard on the bottom of your deck.
%                               When you attack with Rites of
%                               Replenishment, if it was fused, you may
%                               put an attack action card from your
%                               graveyard on the bottom of your deck."
%                               (FAB-1468, FAB-1469)

card_text_read("Rites of Replenishment", rune_rites_after_arcane_non_attack_to_bottom).
card_text_read("Rites of Replenishment", fusion("Earth", rune_rites_attack_to_bottom)).

reads_record(Name, "arcane_damage_dealt") :-
    card_text_read(Name, rune_rites_after_arcane_non_attack_to_bottom).

rule('FAB-1468', effect, "Rites of Replenishment: as it attacks, a 'non-attack' action card (after arcane damage this turn) and an attack action card (fused) may go from the graveyard to the bottom of the deck",
     "When Rites of Replenishment (its text read, every colour) attacks (its chain link opens), its two triggers wait in the state's effects ({kind: rune_rites_waits, player, source}) until the move that made the link is done (the fusion recorded, FAB-782, and any other trigger of the attack that asks a choice first, such as a Bramble Spark or Seeds of Agony arcane damage, FAB-1012, answered). Then each is resolved as its condition stands: the first lets its player put a 'non-attack' action card of their graveyard on the bottom of their deck if they have dealt arcane damage this turn (the turn's record, FAB-1007), the second an attack action card if Rites was fused (its link's fused). The player orders the two triggers and may decline each: the position waits for their choice (the pending choice rune_rites, its source the card, `kinds` the kinds still open): a put move (to: bottom) names a card of their graveyard of an open kind, which goes to the bottom of their deck, the first named first; a decline move ends it. With no condition met, or no known card of an open kind in the graveyard, nothing is asked (an event says so, naming unknown cards of the graveyard, which the position names first).",
     ruling("", "Rites of Replenishment: \"Earth Fusion. When you attack with Rites of Replenishment, if you have dealt arcane damage this turn, you may put a 'non-attack' action card from your graveyard on the bottom of your deck. When you attack with Rites of Replenishment, if it was fused, you may put an attack action card from your graveyard on the bottom of your deck.\" CR 6.6.1c (the trigger condition does not include the conditions of the effect), 6.1.3 and 1.8.4 (a conditional effect: its condition is evaluated as the effect is generated, when its layer resolves), 6.6.6b (a player adds their triggered-layers to the stack in the order they choose), 8.3.17a (a fused card), 3.7.5 (the bottom of the deck), 3.0.9 (a card put in the deck is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Put moves one card at a time give every outcome an order of the two layers gives: the kinds are apart, neither putting a card changes the other's condition, and a layer ordered before another trigger that deals arcane damage could only do less than after it (\"may\"): rulecheck resolves those first.")).

rule('FAB-1469', constraint, "Rites of Replenishment's choice: a card of an open kind of the graveyard, to the bottom",
     "While the rune_rites choice waits (FAB-1468), only its player answers it: a put move, to: bottom, names a card of their graveyard the position shows whose kind is still open (a 'non-attack' action card once arcane damage was dealt this turn, an attack action card once Rites was fused; each kind once); or a decline move.",
     ruling("", "Rites of Replenishment: \"... you may put a 'non-attack' action card from your graveyard on the bottom of your deck ... you may put an attack action card from your graveyard on the bottom of your deck.\" CR 3.8 (the graveyard), 2.15 (the type Action) and 2.10 (the subtypes Attack and Non-Attack), 3.7.5 (the bottom of the deck), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rune_rites_fused(rune_rites_attack_to_bottom).

rune_fused_gain_rites(S0, L, Id, S) -->
    { fused_link_marked(S0, Id, S) },           % card_texts_lexi_2.pl
    [ event('FAB-1468', rune_rites_fused, _{player:L.controller, card:Id}) ].

%   rune_rites_attack(+S0, +Player, +Attack, -S)//: Rites' link opened:
%   its triggers wait for the move to be done (FAB-1468).
rune_rites_attack(S0, Who, A, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(A, Name),
          card_text_read(Name, rune_rites_after_arcane_non_attack_to_bottom),
          card_id(A, Id),
          add_effect(S0, _{kind:"rune_rites_waits", player:Who, source:Id}, S1)
        }
    ->  [ event('FAB-1468', rune_rites_triggered, _{player:Who, card:Id}) ],
        { S = S1 }
    ;   { S = S0 }
    ).

%!  rune_waited(+State0, -State)// is det.
%
%   The move is done and no choice waits: a Rites of Replenishment's
%   triggers that wait are resolved now (FAB-1468); effects.pl's next//3
%   calls it.

rune_waited(S0, S) -->
    (   { waiting_effect_taken(S0, "rune_rites_waits", E, S1),   % effects.pl
          Id = E.source,
          Who = E.player,
          (   state_card(S0, C0), card_id(C0, Id0), Id0 == Id -> C = C0 ; C = _{id:Id} )   % states.pl
        }
    ->  rune_rites_asked(S1, Who, C, S)
    ;   { S = S0 }
    ).

%   rune_rites_kinds(+S, +Player, +Source, -Kinds): the kinds Rites'
%   triggers let Player put on the bottom of their deck now.
rune_rites_kinds(S, Who, C, Kinds) :-
    (   turn_record(S, "arcane_damage_dealt", Who) -> K1 = ["non_attack"] ; K1 = [] ),
    (   card_id(C, Id),
        chain_open(S),
        member(L, S.chain.links),
        link_attack(L, A), card_id(A, AId), AId == Id,
        get_dict(fused, L, true)
    ->  append(K1, ["attack"], Kinds)
    ;   Kinds = K1
    ).

rune_rites_kind_of("non_attack", C) :- card_type(C, "action").
rune_rites_kind_of("attack", C) :- card_type(C, "attack action").

%   rune_rites_candidates(+S, +Player, +Kinds, -Cards, -Unknown)
rune_rites_candidates(S, Who, Kinds, Cards, Unknown) :-
    (   player(S, Who, P), key_value(graveyard, P, [], G) -> true ; G = [] ),
    partition(unknown_card, G, Unknown, Known),
    include(rune_rites_fits(Kinds), Known, Cards).

rune_rites_fits(Kinds, C) :-
    member(K, Kinds),
    rune_rites_kind_of(K, C),
    !.

rune_rites_asked(S0, Who, C, S) -->
    { card_id(C, Id),
      rune_rites_kinds(S0, Who, C, Kinds),
      rune_rites_candidates(S0, Who, Kinds, Cards, Unknown)
    },
    (   { Cards == [] }
    ->  { S = S0, maplist(card_id, Unknown, UIds) },
        [ event('FAB-1468', rune_rites_nothing, _{player:Who, card:Id, kinds:Kinds, unknown:UIds}) ]
    ;   { S = S0.put(pending, _{choice:"rune_rites", player:Who, controller:Who, source:C, kinds:Kinds}) },
        [ event('FAB-1468', rune_rites_waits, _{player:Who, card:Id, kinds:Kinds}) ]
    ).

rune_rites_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "rune_rites".

own_controlled_choice("rune_rites").
choice_action("rune_rites", "put").
choice_action("rune_rites", "decline").
choice_phase("rune_rites", "action").
not_asked_words("rune_rites", "whether to put a card of their graveyard on the bottom of their deck for Rites of Replenishment, and which").

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"bottom"}) :-
    rune_rites_waits(S, Pd),
    Who = Pd.player,
    rune_rites_candidates(S, Who, Pd.kinds, Cards, _),
    member(C, Cards),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    rune_rites_waits(S, Pd),
    Who = Pd.player.

broken('FAB-1469', S, M, Reason) :-
    rune_rites_waits(S, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(action, M, "put"),
    graveyard_put(S, M, "bottom", Who, Put),    % card_texts_benji_blitz.pl
    (   Put = elsewhere(To)
    ->  Reason = rune_rites_not_bottom(To)
    ;   Put = not_in_graveyard(Id)
    ->  Reason = rune_rites_not_in_graveyard(Who, Id)
    ;   Put = unknown(Id)
    ->  Reason = rune_rites_unknown(Id)
    ;   Put = card(C),
        \+ ( member(K, Pd.kinds), rune_rites_kind_of(K, C) )
    ->  Reason = rune_rites_wrong_kind(M.card, Pd.kinds)
    ).

moot('FAB-1469', S, _) :-
    \+ rune_rites_waits(S, _).

effect(put, S0, M, S) -->
    { rune_rites_waits(S0, Pd),
      Who = M.player,
      card_id(Pd.source, By),
      player(S0, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      new_object(C, C1),                        % keywords_defense.pl
      zone_cards_added(P1, deck, [C1], P2),     % position.pl: the bottom of the deck
      set_player(S0, P2, S1),
      once(( member(K, Pd.kinds), rune_rites_kind_of(K, C) )),
      subtract(Pd.kinds, [K], Kinds)
    },
    [ event('FAB-1468', rune_rites_put, _{player:Who, card:M.card, by:By}) ],
    (   { Kinds \== [],
          rune_rites_candidates(S1, Who, Kinds, [_|_], _) }
    ->  { S = S1.put(pending, Pd.put(kinds, Kinds)) }
    ;   { choice_answered(S1, S) }
    ).
effect(decline, S0, M, S) -->
    { rune_rites_waits(S0, Pd),
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1468', rune_rites_declined, _{player:M.player, card:By}) ].

message(rune_rites_not_bottom(To)) -->
    [ "Rites of Replenishment puts the card on the bottom of the deck: to: bottom, not ~w"-[To] ].
message(rune_rites_not_in_graveyard(Who, Id)) -->
    [ "~w is not in ~w's graveyard: Rites of Replenishment puts a card from there"-[Id, Who] ].
message(rune_rites_unknown(Id)) -->
    [ "~w in the graveyard is an unknown card: its type is not known, so the position names it first (FAB-106)"-[Id] ].
message(rune_rites_wrong_kind(Id, Kinds)) -->
    { rune_rites_kinds_words(Kinds, W) },
    [ "~w is not ~w: Rites of Replenishment's open triggers put only such a card"-[Id, W] ].
message(no_choice_waits("rune_rites")) -->
    [ "no Rites of Replenishment trigger waits: put (to: bottom) names the card it puts from the graveyard" ].
message(event(rune_rites_fused, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: as it attacks, ~w may put an attack action card from their graveyard on the bottom of their deck"-[L, F.player] ].
message(event(rune_rites_triggered, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: its two triggers wait for the move to be done, then resolve as their conditions stand"-[L] ].
message(event(rune_rites_nothing, F, S0)) -->
    { event_card(S0, F.card, L), rune_rites_kinds_words(F.kinds, W) },
    (   { F.kinds == [] }
    ->  [ "~w's triggers resolve: ~w has not dealt arcane damage this turn and it was not fused, so nothing goes to the deck"-[L, F.player] ]
    ;   [ "~w's triggers resolve: ~w's graveyard shows no ~w, so nothing goes to the deck"-[L, F.player, W] ]
    ),
    (   { F.unknown == [] }
    ->  []
    ;   { atomic_list_concat(F.unknown, ', ', U) },
        [ " (the unknown card(s) ~w there are not read)"-[U] ]
    ).
message(event(rune_rites_waits, F, S0)) -->
    { event_card(S0, F.card, L), rune_rites_kinds_words(F.kinds, W) },
    [ "~w's triggers resolve: ~w may put ~w from their graveyard on the bottom of their deck (put moves, to: bottom, in the order the cards go), or decline"-[L, F.player, W] ].
message(event(rune_rites_put, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their graveyard on the bottom of their deck"-[By, F.player, C] ].
message(event(rune_rites_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w declines the rest of ~w's triggers"-[F.player, L] ].

rune_rites_kinds_words(Kinds, W) :-
    (   Kinds == ["non_attack", "attack"] -> W = "a 'non-attack' action card or an attack action card"
    ;   Kinds == ["non_attack"] -> W = "a 'non-attack' action card"
    ;   Kinds == ["attack"] -> W = "an attack action card"
    ;   W = "no card"
    ).

choice_words("rune_rites") -->
    [ "whether to put a 'non-attack' action card and an attack action card of their graveyard on the bottom of their deck for Rites of Replenishment, and which first (put moves, to: bottom, or a decline move)" ].
text_choice_words("rune_rites", Source) -->
    [ "the cards ~w puts from the graveyard on the bottom of the deck (put, to: bottom), or decline"-[Source] ].

move_words("put", S, M) -->
    { rune_rites_waits(S, _),
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " puts ", L, " from their graveyard on the bottom of their deck" ].
