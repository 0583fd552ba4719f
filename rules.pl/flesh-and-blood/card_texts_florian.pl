/*  Flesh and Blood: texts of the Florian and Verdance Blitz Decks' cards
    (the Earth cards the two decks share, and some of each deck's own).

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Bruised Leather: destroyed, the next 1 damage to its player
      prevented, only once they have been dealt damage this turn
      (FAB-1270, FAB-1271; Runaways' shield and record, FAB-1075,
      FAB-759);
    - Fruits of the Forest: discarded from the hand, its player gains 2
      life (FAB-1272; Trip the Light Fantastic's ability from the hand,
      FAB-1074);
    - Rotwood Reaper: +2 power once its player has played or created an
      aura this turn (FAB-1273; the record of FAB-1071; its attack is the
      card data's);
    - Earth Form: when it hits, an Embodiment of Earth token (FAB-1274;
      Lightning Form's reading, FAB-711);
    - Strong Yield and Harvest Season: destroyed at the beginning of their
      controller's action phase, then the next attack gets +N power, or
      the player gains N life (FAB-1275, FAB-1276; the vocabulary of
      triggers.pl);
    - Oath of the Arknight: the next Runeblade attack gets +N power, and
      a Runechant token (FAB-1277);
    - Vantage Point: overpower once its player has played or created an
      aura this turn (FAB-1278);
    - Sigil of Fyendal: destroyed at the beginning of its controller's
      action phase; leaving the arena, 1 life (FAB-1279);
    - Fyendal's Fighting Spirit: attacking or defending, 1 life for a hero
      with less life than the opposing one (FAB-1280);
    - "4 or more Earth cards in your banished zone" (FAB-1281): Helm of
      Lignum Vitae's +1 defense (FAB-1282), Well Grounded's shield and
      its condition (FAB-1283, FAB-1284), Fertile Ground's life
      (FAB-1285);
    - Decompose: Cadaverous Tilling's +2 power and Blossoming Decay's
      life as they attack, Rootbound Carapace's +1 defense as it
      resolves, once its player banishes 2 Earth cards and an action card
      of their choice from their graveyard (FAB-1286, FAB-1287: the
      florian_decompose choice, put moves or a decline);
    - Deadwood Dirge and Splintering Deadwood: an aura its player controls
      destroyed (Splintering Deadwood's may be declined, as it attacks and
      as it hits) for Runechant tokens (FAB-1288 ... FAB-1290: the
      florian_destroy_aura choice, a destroy move or a decline);
    - Condemn to Slaughter: the next Runeblade attack +N, then its player
      may destroy an aura, and if they do the opponent destroys one
      (FAB-1291: the florian_condemn_destroy choice);
    - Summer's Fall: decomposed as it attacks, up to 1 target aura on the
      bottom of its owner's deck (FAB-1292, FAB-1293: the
      florian_summers_fall choice, a target move or a decline).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, text_abilities/2,
   ability_reading/1, ability_reading_resolved//5, reads_record/2, kassai_text_rule/2,
   permanent_text/3, trigger_effect//5, depends_on_text/4, effect//4, choice_action/2, choice_phase/2,
   choice_candidate/3, pending_problem/4, choice_words//1, text_choice_words//2, move_words//3,
   not_asked_words/2, florian_decompose_gain//5, text_proof_rule/1.

%   The texts read here (card_text_read/2):
%
%       florian_prevents_next_after_damage(N)   Bruised Leather: "Instant
%                               - Destroy this: Prevent the next 1 damage
%                               that would be dealt to you this turn.
%                               Activate this only if you've been dealt
%                               damage this turn." (FAB-1270, FAB-1271)
%       florian_hand_discard_gains_life(N)   Fruits of the Forest:
%                               "Instant - Discard this: Gain 2{h}"
%                               (FAB-1272; its attack, played, is the card
%                               data's)
%       power_after_turn_record("aura_played_or_created", 2)   Rotwood
%                               Reaper: "Once per Turn Action - {r}{r}:
%                               Attack. If you've played or created an
%                               aura this turn, this gets +2{p}."
%                               (FAB-1273; Hit the High Notes' reading,
%                               FAB-1073)
%       hit_creates_token(yours, "Embodiment of Earth")   Earth Form: "When
%                               this hits, create an Embodiment of Earth
%                               token." (FAB-1274; card_texts_uzuri.pl)
%       florian_action_phase_next_attack_power(Amounts)   Strong Yield:
%                               "Go again. At the beginning of your action
%                               phase, destroy this, then your next attack
%                               this turn gets +3{p}." (+2 yellow, +1
%                               blue; FAB-1275)
%       florian_action_phase_gains_life(Amounts)   Harvest Season: "Go
%                               again. At the beginning of your action
%                               phase, destroy this, then gain 3{h}." (2
%                               yellow, 1 blue; FAB-1276)
%       florian_next_runeblade_attack_runechant(Amounts)   Oath of the
%                               Arknight: "Your next Runeblade attack this
%                               turn gains +3{p}. Create a Runechant
%                               token. Go again" (+2 yellow, +1 blue;
%                               FAB-1277)
%       florian_overpower_after_aura   Vantage Point: "If you've played or
%                               created an aura this turn, this gets
%                               overpower." (FAB-1278)
%       florian_leaves_arena_gains_life(N)   Sigil of Fyendal: "Go again.
%                               At the beginning of your action phase,
%                               destroy this. When this leaves the arena,
%                               gain 1{h}." (FAB-1279; the destruction is
%                               the vocabulary's, permanent_text/3)
%       florian_attacks_or_defends_behind_gains_life(N)   Fyendal's
%                               Fighting Spirit: "When this attacks or
%                               defends, if you have less {h} than an
%                               opposing hero, gain 1{h}." (FAB-1280)
%       florian_earth_defense(N)   Helm of Lignum Vitae: "If there are 4
%                               or more Earth cards in your banished zone,
%                               this gets +1{d}. Blade Break" (FAB-1282;
%                               Blade Break is the keyword's)
%       florian_earth_prevents_next(N)   Well Grounded: "Instant - Destroy
%                               this: Prevent the next 2 damage that would
%                               be dealt to you this turn. Activate this
%                               only if there are 4 or more Earth cards in
%                               your banished zone." (FAB-1283, FAB-1284)
%       florian_earth_life(N, Amounts)   Fertile Ground: "Gain 2{h} If
%                               there are 4 or more Earth cards in your
%                               banished zone, instead gain 5{h}." (4
%                               yellow, 3 blue; FAB-1285)
%       florian_decompose(When, Gain)   Cadaverous Tilling (attack,
%                               power(2)), Blossoming Decay (attack,
%                               life(1)), Rootbound Carapace (resolve,
%                               defense(1)): "Decompose - (When this
%                               attacks,) you may banish 2 Earth cards and
%                               an action card from your graveyard. If you
%                               do, this gets +2{p} (gain 1{h}; this gets
%                               +1{d})." (FAB-1286, FAB-1287)

card_text_read("Bruised Leather", florian_prevents_next_after_damage(1)).
card_text_read("Fruits of the Forest", florian_hand_discard_gains_life(2)).
card_text_read("Rotwood Reaper", power_after_turn_record("aura_played_or_created", 2)).   % card_texts_rhinar_blitz.pl (FAB-680)
card_text_read("Earth Form", hit_creates_token(yours, "Embodiment of Earth")).   % card_texts_uzuri.pl (FAB-711)
card_text_read("Strong Yield", florian_action_phase_next_attack_power([3, 2, 1])).
card_text_read("Harvest Season", florian_action_phase_gains_life([3, 2, 1])).
card_text_read("Oath of the Arknight", florian_next_runeblade_attack_runechant([3, 2, 1])).
card_text_read("Vantage Point", florian_overpower_after_aura).

%   The rules the shared readings' events cite for the cards read here
%   (card_texts_kassai.pl's text_rule/3).
kassai_text_rule("Rotwood Reaper", 'FAB-1273').
kassai_text_rule("Earth Form", 'FAB-1274').

                 /*******************************
                 *        BRUISED LEATHER       *
                 *******************************/

rule('FAB-1270', effect, "Bruised Leather: destroyed, the next 1 damage to its player's hero is prevented",
     "Bruised Leather's instant ability (its text read; its cost: destroy it, FAB-404; no resource point) resolves into a shield in the state's effects ({kind: prevent_next_damage, player, amount: 1, source}): it prevents the next 1 damage that would be dealt to its player's hero this turn, of any kind, in the order its player chooses beside Ward (FAB-697, Runaways' shield, FAB-1075), and ends with the turn. When it may be activated is FAB-1271's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Bruised Leather: \"Instant - Destroy this: Prevent the next 1 damage that would be dealt to you this turn. Activate this only if you've been dealt damage this turn.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.4 (destroy), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Bruised Leather", [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]).

ability_reading(florian_prevents_next_after_damage(_)).

ability_reading_resolved(florian_prevents_next_after_damage(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1270', S).         % card_texts_aurora.pl

rule('FAB-1271', constraint, "Bruised Leather is activated only once its player has been dealt damage this turn",
     "Bruised Leather's ability (FAB-1270) may be activated only by a player whose hero has been dealt damage this turn: the turn's record says so (FAB-759: what was left after prevention, more than 0, of any kind), or a chain link that player defended shows damage dealt. Otherwise activating it is illegal. A position given in the middle of a turn says what damage was dealt in its effects, as the other records of the turn; else none has been (Runaways' condition, FAB-1076). A restriction (\"only\"): no text's allowance lifts it, so a text rulecheck does not read that could allow the activation does not make it unknown (FAB-119; Threadbare Tunic's, FAB-904).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Bruised Leather: \"... Activate this only if you've been dealt damage this turn.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 8.5.3 (to deal damage), 6.4.10a (damage prevented is not dealt), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "damage_dealt") :-               % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, florian_prevents_next_after_damage(_)).

%   florian_damage_ability(+S, +Move, -Card): Move activates the ability
%   of Card, whose text read here needs damage dealt this turn.
florian_damage_ability(S, M, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, florian_prevents_next_after_damage(_)).

broken('FAB-1271', S, M, florian_no_damage_dealt(C, Who)) :-
    florian_damage_ability(S, M, C),
    Who = M.player,
    \+ damage_dealt_this_turn(S, Who).          % card_texts_fai_prism.pl (FAB-759)

moot('FAB-1271', S, M) :-
    \+ florian_damage_ability(S, M, _).

%   Bruised Leather's and Well Grounded's "only if" are restrictions: no
%   text's permission lifts them (CR 1.0.2; permanents.pl, FAB-119).
text_proof_rule('FAB-1271').
text_proof_rule('FAB-1284').

message(florian_no_damage_dealt(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w has been dealt damage this turn, and they have not"-[L, Who] ].

                 /*******************************
                 *     FRUITS OF THE FOREST     *
                 *******************************/

rule('FAB-1272', effect, "Fruits of the Forest: discarded from the hand, its player gains 2 life",
     "Fruits of the Forest (its text read) has an instant ability activated from its player's hand, its cost the card itself discarded (Trip the Light Fantastic's, FAB-1074: no resource point, listed as any activation; from nowhere else). As it resolves its player's hero gains 2 life, whatever its colour. Its attack, played, is the card data's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Fruits of the Forest: \"Instant - Discard this: Gain 2{h}\" CR 1.7.4b (an activated ability whose cost can only be paid from the hand is functional there), 5.2.1 (an activated ability's cost and effect), 8.5.5 (discard), 1.13.4a (a player gains life from effects that increase their hero's life total), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                        discard_self:true, from:"hand"}]) :-
    card_text_read(Name, florian_hand_discard_gains_life(_)).

ability_reading(florian_hand_discard_gains_life(_)).

ability_reading_resolved(florian_hand_discard_gains_life(N), S0, Who, Id, S) -->
    florian_life_gained(S0, Who, Id, N, 'FAB-1272', S).

%   florian_life_gained(+S0, +Player, +SourceId, +N, +Rule, -S)//:
%   Player's hero gains N life, by the text of SourceId.
florian_life_gained(S0, Who, Id, N, Rule, S) -->
    (   { \+ game_over(S0, _),
          player(S0, Who, _)
        }
    ->  life_gained(S0, Who, N, Id, Life, event(Rule, life_gained, _{player:Who, amount:N, life:Life, by:Id}), S)   % life_gained.pl; messages.pl's words
    ;   { S = S0 }
    ).

                 /*******************************
                 *   ROTWOOD REAPER, EARTH FORM  *
                 *******************************/

rule('FAB-1273', effect, "Rotwood Reaper: +2 power once its player has played or created an aura this turn",
     "Rotwood Reaper's attack (its text read; once per turn, 2 resource points: the card data's) for a player who has played or created an aura this turn (FAB-1071) has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks (Hit the High Notes' reading, FAB-1073). Without it, it has its printed power.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Rotwood Reaper: \"Once per Turn Action - {r}{r}: Attack. If you've played or created an aura this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.4.3a (a weapon's attack-proxy has its source's properties), 2.0.3a (an effect modifies power), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has played or created an aura this turn they have for the rest of it, so the power, once counted, stays.")).

rule('FAB-1274', effect, "Earth Form: when it hits, an Embodiment of Earth token",
     "When Earth Form (its text read) hits the defending hero, an Embodiment of Earth token is created in its controller's arena (Lightning Form's reading, FAB-711 and FAB-1064); the token, created by that player, is an aura they created this turn (FAB-1071). What the token's own text does is that text's: it stays unknown where it could matter (FAB-119).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Earth Form: \"When this hits, create an Embodiment of Earth token.\" CR 7.5.5 (an attack hits when it deals damage to the hero), 6.6 (a triggered effect), 8.5.2 (create: a token is produced in the arena), 1.3.2c (a token is created in its controller's arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as Lightning Form's.")).

                 /*******************************
                 *  STRONG YIELD, HARVEST SEASON *
                 *******************************/

rule('FAB-1275', effect, "Strong Yield: at the beginning of the action phase, destroyed, then the next attack gets +N power",
     "At the beginning of its controller's action phase Strong Yield (an aura, its text read) is destroyed, then their next attack this turn gets +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power) until an attack of theirs, card or weapon, becomes a chain link (FAB-505), as Might's. Several such triggers at once are ordered by their controller (FAB-531). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Strong Yield: \"Go again. At the beginning of your action phase, destroy this, then your next attack this turn gets +3{p}.\" (red; +2 yellow, +1 blue). CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.2.4 (an aura is a permanent), 8.5.4 (destroy), 1.8.10 (your next attack), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Strong Yield", action_phase, [destroy_this, florian_next_attack_power([3, 2, 1])]).   % FAB-1275

trigger_effect(florian_next_attack_power(Amounts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-1275', florian_next_attack_made, _{player:Who, card:Id, amount:N}) ].

message(event(florian_next_attack_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next attack this turn gets +~d power"-[L, F.player, F.amount] ].

rule('FAB-1276', effect, "Harvest Season: at the beginning of the action phase, destroyed, then its player gains N life",
     "At the beginning of its controller's action phase Harvest Season (an aura, its text read) is destroyed, then its controller's hero gains 3 life (red), 2 (yellow) or 1 (blue). Several such triggers at once are ordered by their controller (FAB-531). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Harvest Season: \"Go again. At the beginning of your action phase, destroy this, then gain 3{h}.\" (red; 2 yellow, 1 blue). CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.2.4 (an aura is a permanent), 8.5.4 (destroy), 1.13.4a (a player gains life from effects that increase their hero's life total), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Harvest Season", action_phase, [destroy_this, florian_gain_life([3, 2, 1])]).   % FAB-1276

trigger_effect(florian_gain_life(Amounts), Who, C, S0, S) -->
    { card_id(C, Id),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N)
    },
    florian_life_gained(S0, Who, Id, N, 'FAB-1276', S).

                 /*******************************
                 *      OATH OF THE ARKNIGHT    *
                 *******************************/

rule('FAB-1277', effect, "Oath of the Arknight: the next Runeblade attack gets +N power, and a Runechant token",
     "When Oath of the Arknight (its text read) resolves, its player's next Runeblade attack this turn (card or weapon) gets +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power, class Runeblade; Awakening Bellow's, FAB-551) until such an attack becomes a chain link (FAB-505); another attack leaves it waiting; it ends with the turn. Then a Runechant token is created in its player's arena (FAB-210), an aura they created this turn (FAB-1071). Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Oath of the Arknight: \"Your next Runeblade attack this turn gains +3{p}. Create a Runechant token. Go again\" (+2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effects are generated in order as the card resolves), 1.8.10 (your next attack), 2.0.3a, 4.4.4, 8.5.2 (create), 8.6.3 (Runechant), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  florian_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-1277, FAB-1285);
%   card_texts.pl's resolution_text//4 calls it.

florian_resolution_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, florian_destroy_aura_runechants(must, _))
        }
    ->  florian_destroy_aura_asked(S0, Who, C, S)   % it may leave a choice
    ;   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, florian_condemn(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:"Runeblade"}, S1)
        }
    ->  [ event('FAB-1291', florian_condemn_power, _{player:Who, card:Id, amount:N}) ],
        florian_destroy_aura_asked(S1, Who, C, S)   % FAB-1291: it may leave a choice
    ;   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, florian_next_runeblade_attack_runechant(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:"Runeblade"}, S1),
          tokens_created(Id, Who, Who, ["Runechant"], S1, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-1277', florian_oath_resolved, _{player:Who, card:Id, amount:N, token:TId}) ],
        tokens_more_made(Who, Id, More)
    ;   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, florian_earth_life(_, _))
        }
    ->  florian_fertile_resolves(S0, Who, C, S)    % FAB-1285
    ;   { S = S0 }
    ).

message(event(florian_oath_resolved, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next Runeblade attack this turn gets +~d power, and a Runechant token (~w) is created in their arena"-[L, F.player, F.amount, F.token] ].

                 /*******************************
                 *         VANTAGE POINT        *
                 *******************************/

rule('FAB-1278', effect, "Vantage Point: overpower once its player has played or created an aura this turn",
     "Vantage Point (its text read) attacking for a player who has played or created an aura this turn (FAB-1071) has overpower: at most one action card defends it (FAB-509). Without the record it has none: the Overpower the card data lists for it is this one.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Vantage Point: \"If you've played or created an aura this turn, this gets overpower.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.3.22 and 8.3.22a (overpower), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has played or created an aura this turn they have for the rest of it, so the overpower, once given, stays.")).

reads_record(Name, "aura_played_or_created") :-     % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, florian_overpower_after_aura).

%!  florian_overpower(+State, +Link) is semidet.
%
%   Link's attack has overpower by its text read here (FAB-1278);
%   card_texts.pl's text_overpower/2 calls it.

florian_overpower(S, L) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, florian_overpower_after_aura),
    turn_record(S, "aura_played_or_created", L.controller).   % card_texts_rhinar_blitz.pl

%!  florian_overpower_applied(+State, +Link)// is det.
%
%   Defenders were declared against Link: if its attack has overpower
%   by its text read here, an event says so (FAB-1278).

florian_overpower_applied(S, L) -->
    (   { florian_overpower(S, L),
          link_attack(L, A),
          card_id(A, AId)
        }
    ->  [ event('FAB-1278', florian_overpower_applied, _{player:L.controller, attack:AId}) ]
    ;   []
    ).

message(event(florian_overpower_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has overpower, ~w having played or created an aura this turn: one action card at most defends it"-[L, F.player] ].

                 /*******************************
                 *        SIGIL OF FYENDAL      *
                 *******************************/

rule('FAB-1279', effect, "Sigil of Fyendal: destroyed at the beginning of the action phase; leaving the arena, its player gains 1 life",
     "At the beginning of its controller's action phase Sigil of Fyendal (an aura, its text read) is destroyed (several such triggers at once are ordered by their controller, FAB-531). When it leaves the arena (destroyed so, destroyed to pay a cost, FAB-1082, or returned to the hand, FAB-1084: every way rulecheck moves an aura out of the arena) its controller's hero gains 1 life; rulecheck resolves the triggered-layer at once, as Sigil of Lightning's token (FAB-1081). Another way of leaving the arena that a text rulecheck does not read makes is that text's, and its answer stays unknown where it could matter (FAB-119). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Sigil of Fyendal: \"Go again. At the beginning of your action phase, destroy this. When this leaves the arena, gain 1{h}.\" CR 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.2.4 (an aura is a permanent), 8.5.4 (destroy), 6.6.5 (a triggered effect on its event: leaving the arena), 1.13.4a (a player gains life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Sigil of Fyendal", florian_leaves_arena_gains_life(1)).

permanent_text("Sigil of Fyendal", action_phase, [destroy_this]).   % FAB-1279: its life as it leaves, florian_left_arena_text//4

%!  florian_left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's permanent, left the arena: the life its text read here
%   gains then (FAB-1279); card_texts_aurora.pl's left_arena_text//4
%   calls it.

florian_left_arena_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, florian_leaves_arena_gains_life(N)),
          card_id(C, Id)
        }
    ->  florian_life_gained(S0, Who, Id, N, 'FAB-1279', S)
    ;   { S = S0 }
    ).

%!  florian_left_arena_player(+State0, +Player, +Card, +P0, -P)// is det.
%
%   Card left Player's arena to pay a cost (card_texts_aurora.pl's
%   activation_aura_destroyed//6, on the player's dict P0): the life its
%   text read here gains then (FAB-1279).

florian_left_arena_player(S0, Who, C, P0, P) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, florian_leaves_arena_gains_life(N)),
          card_id(C, Id)
        }
    ->  player_life_gained(S0, Who, N, Id, Life, event('FAB-1279', life_gained, _{player:Who, amount:N, life:Life, by:Id}), P0, P)   % life_gained.pl
    ;   { P = P0 }
    ).

                 /*******************************
                 *   FYENDAL'S FIGHTING SPIRIT  *
                 *******************************/

rule('FAB-1280', effect, "Fyendal's Fighting Spirit: attacking or defending, its player gains 1 life if they have less than the opposing hero",
     "When Fyendal's Fighting Spirit (its text read) attacks (its chain link opens) or defends (a defend move declares it), if its player's hero has less life than the opposing hero then, that hero gains 1 life; with as much life or more, nothing (an event says so). rulecheck resolves the triggered-layer at once, as the attack or the declaration is made: the condition is the same as it triggers and as it resolves.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Fyendal's Fighting Spirit: \"When this attacks or defends, if you have less {h} than an opposing hero, gain 1{h}.\" CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 7.2.3 (the attack becomes attacking as its chain link opens), 7.0.5a (the defend event), 2.5 (life), 1.13.4a (a player gains life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Fyendal's Fighting Spirit", florian_attacks_or_defends_behind_gains_life(1)).

%   florian_behind_gains(+S, +Player, +Card, -N, -Behind): Card's text
%   read here gains N life as it attacks or defends for Player; Behind is
%   true where Player has less life than the other hero.
florian_behind_gains(S, Who, C, N, Behind) :-
    text_read_name(C, Name),
    card_text_read(Name, florian_attacks_or_defends_behind_gains_life(N)),
    player(S, Who, P),
    (   players(S, Ps), member(O, Ps), O.name \== Who, P.life < O.life
    ->  Behind = true
    ;   Behind = false
    ).

%!  florian_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Player attacks with Attack (its chain link just opened): what its
%   text read here does then (FAB-1280, FAB-1286); card_texts.pl's
%   attack_text//4 calls it.

florian_attack_text(S0, Who, A, S) -->
    florian_behind_text(S0, Who, A, S1),
    florian_decompose_attack(S1, Who, A, S2),    % FAB-1286: it may leave a choice
    florian_splinter_attack(S2, Who, A, S).      % FAB-1290: it may leave a choice

%!  florian_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending cards: what their texts read here
%   do then (FAB-1280); effects.pl's defend effect calls it.

florian_defend_text(S0, _, [], S0) --> [].
florian_defend_text(S0, Who, [C|Cs], S) -->
    florian_behind_text(S0, Who, C, S1),
    florian_defend_text(S1, Who, Cs, S).

florian_behind_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          florian_behind_gains(S0, Who, C, N, Behind),
          card_id(C, Id)
        }
    ->  (   { Behind == true }
        ->  florian_life_gained(S0, Who, Id, N, 'FAB-1280', S)
        ;   { S = S0 },
            [ event('FAB-1280', florian_not_behind, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

message(event(florian_not_behind, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w does not have less life than the opposing hero, so gains none"-[L, F.player] ].

                 /*******************************
                 *  EARTH CARDS IN THE BANISHED ZONE *
                 *******************************/

rule('FAB-1281', effect, "4 or more Earth cards in a player's banished zone",
     "Where a text read here says \"if there are 4 or more Earth cards in your banished zone\" (Helm of Lignum Vitae, Well Grounded, Fertile Ground), rulecheck counts the cards of its player's banished zone that are face up (neither intimidated, FAB-528, nor banished face down by a cost, FAB-974) and have the Earth talent printed on them. A face-down card is private: it has no properties for the count. An unknown card face up there (the top of an unknown deck, banished) has a talent rulecheck cannot see: where it could make the count reach 4, the activation that depends on it is answered unknown, naming the card (the position names it first, FAB-106), and an effect that depends on it counts the cards the position shows, and its event says the unknown ones are not read.",
     ruling("", "Helm of Lignum Vitae, Well Grounded, Fertile Ground: \"If there are 4 or more Earth cards in your banished zone, ...\" CR 3.4 (the banished zone), 2.11.6 and 2.11.6b (Earth is a talent supertype), 3.0.3 (a private, face-down object), 1.3.3 (a private object's properties are not known to a player who cannot see it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The Levia example of the CR on the banished zone: a card banished face down has no properties for a condition.")).

%!  florian_earth_banished(+State, +Player, -Known:integer, -Unknown:list) is det.
%
%   Known: the face-up Earth cards of Player's banished zone that the
%   position shows; Unknown: the face-up unknown cards there (FAB-1281).

florian_earth_banished(S, Who, Known, Unknown) :-
    (   player(S, Who, P), key_value(banished, P, [], B) -> true ; B = [] ),
    include(florian_face_up(S), B, Up),
    partition(unknown_card, Up, Unknown, Shown),
    include(florian_earth_card, Shown, Earth),
    length(Earth, Known).

florian_face_up(S, C) :-
    \+ intimidated_card(C),                     % choices.pl
    \+ banished_face_down(S, C).                % card_texts_singles.pl

florian_earth_card(C) :-
    card_prop(C, talents, Ts),
    is_list(Ts),
    memberchk("Earth", Ts).

%!  florian_earth_met(+State, +Player, -Met, -Unknown) is det.
%
%   Met: true where the cards the position shows make 4 or more Earth
%   cards in Player's banished zone, else false; Unknown: the unknown
%   face-up cards there that could make it true (none where Met is true,
%   or where they are too few).

florian_earth_met(S, Who, Met, Unknown) :-
    florian_earth_banished(S, Who, K, U),
    length(U, NU),
    (   K >= 4
    ->  Met = true, Unknown = []
    ;   K + NU >= 4
    ->  Met = false, Unknown = U
    ;   Met = false, Unknown = []
    ).

message(florian_earth_unknown(U, C)) -->
    { card_label(U, L), card_label(C, T) },
    [ "depends on ~w, a card in the banished zone the position does not show: ~w reads whether 4 or more Earth cards are there, so the position names it first (FAB-106)"-[L, T] ].

                 /*******************************
                 *     HELM OF LIGNUM VITAE     *
                 *******************************/

rule('FAB-1282', effect, "Helm of Lignum Vitae: +1 defense with 4 or more Earth cards in its player's banished zone",
     "Helm of Lignum Vitae (its text read) has +1 defense while its controller has 4 or more Earth cards in their banished zone (FAB-1281): the damage it prevents while defending counts it, read as the damage is dealt, and an event says so. Its Blade Break is the keyword's (FAB-520).",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Helm of Lignum Vitae: \"If there are 4 or more Earth cards in your banished zone, this gets +1{d}. Blade Break\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify defense), 7.5.2 (the damage of a chain link: the attack's power less the defending cards' defense), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Helm of Lignum Vitae", florian_earth_defense(1)).

%!  florian_defense_bonus(+State, +Player, +Card, -Bonus) is det.
%
%   What Card's text read here adds to its defense while Player controls
%   it (FAB-1282); card_texts.pl's defending_defense/4 calls it.

florian_defense_bonus(S, Who, C, B) :-
    (   text_read_name(C, Name),
        card_text_read(Name, florian_earth_defense(N)),
        florian_earth_met(S, Who, true, _)
    ->  B = N
    ;   B = 0
    ).

%!  florian_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   text read here adds to its defense, or could (FAB-1282);
%   card_texts.pl's text_defenses_applied//2 calls it.

florian_defenses_applied(S, L) -->
    { Who = L.defender,
      findall(C, ( member(C, L.defending),
                   text_read_name(C, Name),
                   card_text_read(Name, florian_earth_defense(_)) ), Cs) },
    florian_defense_events(Cs, S, Who).

florian_defense_events([], _, _) --> [].
florian_defense_events([C|Cs], S, Who) -->
    { card_id(C, Id), florian_earth_met(S, Who, Met, U) },
    (   { Met == true }
    ->  { florian_defense_bonus(S, Who, C, B) },
        [ event('FAB-1282', florian_earth_defense_applied, _{player:Who, card:Id, amount:B}) ]
    ;   { U \== [] }
    ->  { maplist(card_id, U, UIds) },
        [ event('FAB-1281', florian_earth_unknown_not_read, _{player:Who, card:Id, unknown:UIds}) ]
    ;   []
    ),
    florian_defense_events(Cs, S, Who).

message(event(florian_earth_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense: ~w has 4 or more Earth cards in their banished zone"-[L, F.amount, F.player] ].
message(event(florian_earth_unknown_not_read, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.unknown, ', ', U) },
    [ "~w reads the Earth cards in ~w's banished zone: the unknown card(s) ~w there are not read, and those the position shows are fewer than 4"-[L, F.player, U] ].

                 /*******************************
                 *         WELL GROUNDED        *
                 *******************************/

rule('FAB-1283', effect, "Well Grounded: destroyed, the next 2 damage to its player's hero is prevented",
     "Well Grounded's instant ability (its text read; its cost: destroy it, FAB-404; no resource point) resolves into a shield in the state's effects ({kind: prevent_next_damage, player, amount: 2, source}): it prevents the next 2 damage that would be dealt to its player's hero this turn, of any kind, in the order its player chooses beside Ward (FAB-697, Runaways' shield, FAB-1075), and ends with the turn. When it may be activated is FAB-1284's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Well Grounded: \"Instant - Destroy this: Prevent the next 2 damage that would be dealt to you this turn. Activate this only if there are 4 or more Earth cards in your banished zone.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.4 (destroy), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Well Grounded", florian_earth_prevents_next(2)).

text_abilities("Well Grounded", [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]).

ability_reading(florian_earth_prevents_next(_)).

ability_reading_resolved(florian_earth_prevents_next(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1283', S).         % card_texts_aurora.pl

rule('FAB-1284', constraint, "Well Grounded is activated only with 4 or more Earth cards in its player's banished zone",
     "Well Grounded's ability (FAB-1283) may be activated only by a player with 4 or more Earth cards in their banished zone (FAB-1281). With fewer, counting every unknown face-up card there as one, activating it is illegal; where unknown cards there could make 4, the answer is unknown, naming one of them. A restriction (\"only\"): no text's allowance lifts it, so a text rulecheck does not read that could allow the activation does not make it unknown (FAB-119; Threadbare Tunic's, FAB-904).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Well Grounded: \"... Activate this only if there are 4 or more Earth cards in your banished zone.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 3.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   florian_earth_ability(+S, +Move, -Card): Move activates the ability
%   of Card, whose text read here needs 4 or more Earth cards banished.
florian_earth_ability(S, M, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, florian_earth_prevents_next(_)).

broken('FAB-1284', S, M, florian_too_few_earth(C, Who, K)) :-
    florian_earth_ability(S, M, C),
    Who = M.player,
    florian_earth_banished(S, Who, K0, U),
    length(U, NU),
    K0 + NU < 4,
    K = K0.

moot('FAB-1284', S, M) :-
    \+ florian_earth_ability(S, M, _).

message(florian_too_few_earth(C, Who, K)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only with 4 or more Earth cards in ~w's banished zone, and there are ~d"-[L, Who, K] ].

%   Where unknown face-up cards of the banished zone could make 4 Earth
%   cards, the activation depends on them (FAB-1284, FAB-106).
depends_on_text(S, M, About, florian_earth_unknown(U, C)) :-
    florian_earth_ability(S, M, C),
    florian_earth_met(S, M.player, false, [U|_]),
    card_about(U, About).                       % permanents.pl

                 /*******************************
                 *         FERTILE GROUND       *
                 *******************************/

rule('FAB-1285', effect, "Fertile Ground: its player gains 2 life, or more with 4 or more Earth cards in their banished zone",
     "When Fertile Ground (an instant, its text read) resolves, its controller's hero gains 2 life; if they have 4 or more Earth cards in their banished zone then (FAB-1281), instead 5 (red), 4 (yellow) or 3 (blue). Where unknown face-up cards there could make 4, rulecheck gains the 2 and its event says they are not read.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Fertile Ground: \"Gain 2{h} If there are 4 or more Earth cards in your banished zone, instead gain 5{h}.\" (4 yellow, 3 blue). CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 6.4 (\"instead\": a replacement of the gain), 1.13.4a (gaining life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Fertile Ground", florian_earth_life(2, [5, 4, 3])).

%   florian_fertile_resolves(+S0, +Player, +Card, -S)//: Card's text read
%   here gives Player life as it resolves (FAB-1285).
florian_fertile_resolves(S0, Who, C, S) -->
    { text_read_name(C, Name),
      card_text_read(Name, florian_earth_life(N0, Amounts)),
      card_id(C, Id),
      florian_earth_met(S0, Who, Met, U),
      (   Met == true
      ->  card_prop(C, pitch, Pitch), nth1(Pitch, Amounts, N)
      ;   N = N0
      )
    },
    (   { U \== [] }
    ->  { maplist(card_id, U, UIds) },
        [ event('FAB-1281', florian_earth_unknown_not_read, _{player:Who, card:Id, unknown:UIds}) ]
    ;   { florian_earth_banished(S0, Who, K, _) },
        [ event('FAB-1281', florian_earth_counted, _{player:Who, card:Id, count:K}) ]
    ),
    florian_life_gained(S0, Who, Id, N, 'FAB-1285', S).

message(event(florian_earth_counted, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reads the Earth cards in ~w's banished zone: ~d, face up"-[L, F.player, F.count] ].

                 /*******************************
                 *           DECOMPOSE          *
                 *******************************/

rule('FAB-1286', effect, "Decompose: Cadaverous Tilling, Blossoming Decay, Rootbound Carapace gain once their player banishes 2 Earth cards and an action card from their graveyard",
     "When Cadaverous Tilling or Blossoming Decay (their text read) attacks (its chain link opens), or Rootbound Carapace resolves as a defending card of the active chain link, its player may banish 2 Earth cards and an action card from their graveyard (three different cards: two with the Earth talent, one an action or attack action card, which may be Earth too). Where the cards of their graveyard the position shows hold such three, the position waits for their choice (the pending choice florian_decompose, its source the card): put moves (to: banished) name the three one by one (FAB-1287), or a decline move, before the first, banishes none. Once the third is banished: Cadaverous Tilling's chain link gets +2 power (power_bonus), Blossoming Decay's player gains 1 life, Rootbound Carapace's chain link +1 defense (defense_bonus, as Unmovable's, FAB-712). Declined, or with no such three there, nothing (an event says so; unknown cards of the graveyard, which the position names first, are not read). Where another choice already waits, none is asked and nothing is banished, and an event says so.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Cadaverous Tilling: \"Decompose - When this attacks, you may banish 2 Earth cards and an action card from your graveyard. If you do, this gets +2{p}.\"; Blossoming Decay: \"Decompose - When this attacks, you may banish 2 Earth cards and an action card from your graveyard. If you do, gain 1{h}.\"; Rootbound Carapace: \"Decompose - You may banish 2 Earth cards and an action card from your graveyard. If you do, this gets +1{d}.\" CR 8.4.14 (Decompose, a label), 1.8.3 and 1.8.4 (an optional effect, \"if you do\": with too few cards it cannot be done), 1.8.6 (the player determines the cards), 8.5.1 (banish), 2.11.6b (Earth, a talent), 6.6 and 7.2.3 (a triggered effect as the attack becomes attacking), 1.7.3b (a resolution ability), 2.0.3a, 2.9.3 (power) and 2.3.3 (defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the attack is made.")).

rule('FAB-1287', constraint, "Decompose's banish: 2 Earth cards and an action card of the player's graveyard",
     "A put move answering the florian_decompose choice (FAB-1286) names a card of the choosing player's graveyard that the position shows, to: banished, such that with the cards already banished for it three different cards can still be found there, two of them Earth cards and one an action card. A decline move answers it only before its first card is banished.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Decompose: \"You may banish 2 Earth cards and an action card from your graveyard.\" CR 8.4.14, 1.8.6 (the player determines the cards within what the text allows), 8.5.1 (banish), 1.8.3 (an effect that cannot be done in full is not done: the banish, once begun, is finished), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Cadaverous Tilling", florian_decompose(attack, power(2))).
card_text_read("Blossoming Decay", florian_decompose(attack, life(1))).
card_text_read("Rootbound Carapace", florian_decompose(resolve, defense(1))).

%   florian_decompose_triple(+Cards): Cards are three different cards,
%   two Earth cards and an action card (FAB-1286).
florian_decompose_triple([A, B, C]) :-
    select(X, [A, B, C], [Y, Z]),
    action_card(X),                             % keywords_attack.pl
    florian_earth_card(Y),
    florian_earth_card(Z),
    !.

%   florian_decompose_completable(+Picked, +Pool): the cards Picked can be
%   made, with cards of Pool (the graveyard's known cards), a triple.
florian_decompose_completable(Picked, Pool) :-
    length(Picked, K),
    K =< 3,
    N is 3 - K,
    florian_choose(N, Pool, More),
    append(Picked, More, T),
    florian_decompose_triple(T),
    !.

florian_choose(0, _, []) :- !.
florian_choose(N, [X|Xs], [X|Ys]) :-
    N1 is N - 1,
    florian_choose(N1, Xs, Ys).
florian_choose(N, [_|Xs], Ys) :-
    N > 0,
    florian_choose(N, Xs, Ys).

%   florian_decompose_pool(+S, +Player, -Pool, -Unknown): the cards of
%   Player's graveyard the position shows, and the unknown ones.
florian_decompose_pool(S, Who, Pool, Unknown) :-
    (   player(S, Who, P), key_value(graveyard, P, [], G) -> true ; G = [] ),
    partition(unknown_card, G, Unknown, Pool).

%   florian_decompose_picked(+S, +Pending, -Picked): the cards already
%   banished for the choice, in the player's banished zone.
florian_decompose_picked(S, Pd, Picked) :-
    key_value(cards, Pd, [], Ids),
    player(S, Pd.player, P),
    key_value(banished, P, [], B),
    findall(C, ( member(Id, Ids), member(C, B), card_id(C, Id0), Id0 == Id ), Picked).

florian_decompose_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "florian_decompose".

%!  florian_decompose_asked(+State0, +Player, +Card, -State)// is det.
%
%   Card's decompose (FAB-1286) triggers for Player: the choice waits, or
%   nothing can be banished, or another choice waits.

florian_decompose_asked(S0, Who, C, S) -->
    { card_id(C, Id),
      florian_decompose_pool(S0, Who, Pool, Unknown)
    },
    (   { \+ florian_decompose_completable([], Pool) }
    ->  { S = S0, maplist(card_id, Unknown, UIds) },
        [ event('FAB-1286', florian_decompose_nothing, _{player:Who, card:Id, unknown:UIds}) ]
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"florian_decompose", player:Who, controller:Who, source:C, cards:[]}) },
        [ event('FAB-1286', florian_decompose_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-1286', choice_not_asked, _{player:Who, card:Id, choice:"florian_decompose"}) ]
    ).

not_asked_words("florian_decompose", "whether to banish 2 Earth cards and an action card from the graveyard (decompose), and which").

florian_decompose_attack(S0, Who, A, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(A, Name),
          card_text_read(Name, florian_decompose(attack, _))
        }
    ->  florian_decompose_asked(S0, Who, A, S)
    ;   { S = S0 }
    ).

%!  florian_defense_reaction_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a defense reaction, resolved as a defending card of the active
%   chain link: what its text read here does then (FAB-1286);
%   card_texts.pl's defense_reaction_text//5 calls it.

florian_defense_reaction_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, florian_decompose(resolve, _))
        }
    ->  florian_decompose_asked(S0, Who, C, S)
    ;   { S = S0 }
    ).

choice_action("florian_decompose", "put").
choice_action("florian_decompose", "decline").
choice_phase("florian_decompose", "action").

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    florian_decompose_waits(S, Pd),
    Who = Pd.player,
    florian_decompose_picked(S, Pd, Picked),
    florian_decompose_pool(S, Who, Pool, _),
    select(C, Pool, Rest),
    append(Picked, [C], Picked1),
    florian_decompose_completable(Picked1, Rest),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    florian_decompose_waits(S, Pd),
    key_value(cards, Pd, [], []),
    Who = Pd.player.

pending_problem(S, Pd, [player], florian_nothing_to_decompose(P)) :-   % FAB-1286
    Pd.choice == "florian_decompose",
    get_dict(player, Pd, P),
    florian_decompose_picked(S, Pd, Picked),
    florian_decompose_pool(S, P, Pool, _),
    \+ florian_decompose_completable(Picked, Pool).

broken('FAB-1287', S, M, Reason) :-
    florian_decompose_waits(S, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    (   get_dict(action, M, "decline")
    ->  key_value(cards, Pd, [], Ids),
        Ids \== [],
        Reason = florian_decompose_begun(Ids)
    ;   get_dict(action, M, "put"),
        graveyard_put(S, M, "banished", Who, Put),   % card_texts_benji_blitz.pl
        (   Put = elsewhere(To)
        ->  Reason = florian_decompose_not_banished(To)
        ;   Put = not_in_graveyard(Id)
        ->  Reason = florian_decompose_not_in_graveyard(Who, Id)
        ;   Put = unknown(Id)
        ->  Reason = florian_decompose_unknown(Id)
        ;   Put = card(C),
            card_id(C, Id),
            florian_decompose_picked(S, Pd, Picked),
            florian_decompose_pool(S, Who, Pool, _),
            select(C0, Pool, Rest), card_id(C0, Id0), Id0 == Id,
            append(Picked, [C], Picked1),
            \+ florian_decompose_completable(Picked1, Rest)
        ->  Reason = florian_decompose_no_triple(Id)
        )
    ).

moot('FAB-1287', S, _) :-
    \+ florian_decompose_waits(S, _).

message(florian_decompose_begun(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the decompose has begun (~w banished): it banishes its three cards, declined no more"-[T] ].
message(florian_decompose_not_banished(To)) -->
    [ "decompose banishes the card: to: banished, not ~w"-[To] ].
message(florian_decompose_not_in_graveyard(Who, Id)) -->
    [ "~w is not in ~w's graveyard: decompose banishes cards from there"-[Id, Who] ].
message(florian_decompose_unknown(Id)) -->
    [ "~w in the graveyard is an unknown card: whether it is an Earth or an action card is not known, so the position names it first (FAB-106)"-[Id] ].
message(florian_decompose_no_triple(Id)) -->
    [ "with ~w, the cards banished and those left in the graveyard make no 2 Earth cards and an action card"-[Id] ].
message(florian_nothing_to_decompose(P)) -->
    [ "a decompose waits for ~w, whose graveyard holds no 2 Earth cards and an action card to banish"-[P] ].
message(no_choice_waits("florian_decompose")) -->
    [ "no decompose waits: put (to: banished) names a card a decompose banishes from the graveyard" ].

effect(put, S0, M, S) -->
    { florian_decompose_waits(S0, Pd),
      Who = M.player,
      card_id(Pd.source, By),
      player(S0, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S0, P2, S1),
      key_value(cards, Pd, [], Ids0),
      append(Ids0, [M.card], Ids),
      length(Ids, K),
      Left is 3 - K
    },
    [ event('FAB-1286', florian_decompose_banished, _{player:Who, card:M.card, by:By, left:Left}) ],
    (   { Left > 0 }
    ->  { S = S1.put(pending, Pd.put(cards, Ids)) }
    ;   { choice_answered(S1, S2),
          text_read_name(Pd.source, Name),
          card_text_read(Name, florian_decompose(_, Gain))
        },
        florian_decompose_gain(Gain, S2, Who, Pd.source, S)
    ).
effect(decline, S0, M, S) -->
    { florian_decompose_waits(S0, Pd),
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1286', florian_decompose_declined, _{player:M.player, card:By}) ].

%   florian_decompose_gain(+Gain, +S0, +Player, +Source, -S)//: what the
%   decompose of Source gives, done (FAB-1286).
florian_decompose_gain(power(N), S0, Who, C, S) -->
    { card_id(C, Id), attacking_link_power(S0, Id, N, S) },   % card_texts.pl
    [ event('FAB-1286', florian_decompose_power, _{player:Who, card:Id, amount:N}) ].
florian_decompose_gain(life(N), S0, Who, C, S) -->
    { card_id(C, Id) },
    florian_life_gained(S0, Who, Id, N, 'FAB-1286', S).
florian_decompose_gain(defense(N), S0, Who, C, S) -->
    { card_id(C, Id) },
    (   { chain_open(S0),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          member(D, L0.defending), card_id(D, Id0), Id0 == Id
        }
    ->  { key_value(defense_bonus, L0, 0, B0),
          B is B0 + N,
          nth0(K, Links, L0.put(defense_bonus, B), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        },
        [ event('FAB-1286', florian_decompose_defense, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(florian_decompose_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose: ~w's graveyard holds no 2 Earth cards and an action card the position shows, so nothing is banished"-[L, F.player] ],
    (   { F.unknown == [] }
    ->  []
    ;   { atomic_list_concat(F.unknown, ', ', U) },
        [ " (the unknown card(s) ~w there are not read)"-[U] ]
    ).
message(event(florian_decompose_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose: ~w may banish 2 Earth cards and an action card from their graveyard (put moves, to: banished, one by one), or decline"-[L, F.player] ].
message(event(florian_decompose_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's decompose: ~w banishes ~w from their graveyard"-[By, F.player, C] ],
    (   { F.left > 0 } -> [ " (~d more)"-[F.left] ] ; [] ).
message(event(florian_decompose_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w declines ~w's decompose: nothing is banished"-[F.player, L] ].
message(event(florian_decompose_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose is done: it gets +~d power"-[L, F.amount] ].
message(event(florian_decompose_defense, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose is done: it gets +~d defense"-[L, F.amount] ].

choice_words("florian_decompose") -->
    [ "whether to banish 2 Earth cards and an action card from their graveyard for a decompose, and which (put moves, to: banished, or a decline move)" ].
text_choice_words("florian_decompose", Source) -->
    [ "the cards ~w's decompose banishes from the graveyard (put, to: banished), or decline"-[Source] ].

move_words("put", S, M) -->
    { florian_decompose_waits(S, _),
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " banishes ", L, " from their graveyard" ].

                 /*******************************
                 * DEADWOOD DIRGE, SPLINTERING DEADWOOD *
                 *******************************/

rule('FAB-1288', effect, "Deadwood Dirge: an aura its player controls destroyed, then N Runechant tokens",
     "When Deadwood Dirge (its text read) resolves, its player destroys an aura they control (a card or token of their arena with the subtype Aura: a token ceases to exist, a card goes to its owner's graveyard, and a text that acts as it leaves the arena does, FAB-1081, FAB-1279); if they do, 3 Runechant tokens (red), 2 (yellow) or 1 (blue) are created in their arena (FAB-210), auras they created this turn (FAB-1071). With no aura, nothing. With one aura, or copies of one only, that one; with auras of two names or more, the position waits for their choice (the pending choice florian_destroy_aura): a destroy move names the aura (FAB-1289). Where another choice already waits, none is asked and nothing is destroyed, and an event says so. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Deadwood Dirge: \"Destroy an aura you control. If you do, create 3 Runechant tokens. Go again\" (2 yellow, 1 blue). CR 1.7.3b (a resolution ability's effects in order), 8.5.4 (destroy), 1.8.6 (the player determines which aura), 1.8.4 (\"if you do\"), 8.5.2 (create), 8.6.3 (Runechant), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1289', constraint, "The aura destroyed for Deadwood Dirge or Splintering Deadwood is one its player controls",
     "A destroy move answering the florian_destroy_aura choice (FAB-1288, FAB-1290, FAB-1291) or the florian_condemn_destroy choice (FAB-1291) names an aura (token or card) of the choosing player's arena. A decline move answers the first only for Splintering Deadwood's and Condemn to Slaughter's \"you may\"; Deadwood Dirge's destroy, and the opponent's for Condemn to Slaughter, are not optional.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Deadwood Dirge: \"Destroy an aura you control.\"; Splintering Deadwood: \"... you may destroy an aura you control.\" CR 1.3.1b (the controller of a permanent), 1.8.6 (the player determines which), 1.8.3 (\"may\": an optional effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1290', effect, "Splintering Deadwood: attacking or hitting, its player may destroy an aura they control for a Runechant token",
     "When Splintering Deadwood (its text read) attacks (its chain link opens), and again when it hits the defending hero, its player may destroy an aura they control (as for Deadwood Dirge, FAB-1288); if they do, a Runechant token is created in their arena. With no aura, nothing; with one or more, the position waits for their choice (florian_destroy_aura): a destroy move names the aura (FAB-1289), a decline move destroys none. Where another choice already waits (another text of the hit asked first), none is asked and nothing is destroyed, and an event says so. rulecheck resolves the triggered-layers at once, as the attack or the hit is made.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Splintering Deadwood: \"When this attacks or hits, you may destroy an aura you control. If you do, create a Runechant token.\" CR 6.6 (triggered effects), 7.2.3 (the attack becomes attacking), 7.5.5 (an attack hits when it deals damage to the hero), 1.8.3 and 1.8.4 (an optional effect, \"if you do\"), 8.5.4, 8.5.2, 8.6.3, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Deadwood Dirge", florian_destroy_aura_runechants(must, [3, 2, 1])).
card_text_read("Splintering Deadwood", florian_destroy_aura_runechants(may, [1, 1, 1])).

florian_destroy_aura_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "florian_destroy_aura".

%   florian_destroy_spec(+Card, -Must, -Amounts, -Then, -Rule): Card's
%   text read here destroys an aura its player controls (must or may),
%   then makes Amounts Runechants (by colour) or has the opponent destroy
%   an aura (Then: runechants or opponent), by Rule.
florian_destroy_spec(C, Must, Amounts, runechants, Rule) :-
    text_read_name(C, Name),
    card_text_read(Name, florian_destroy_aura_runechants(Must, Amounts)),
    !,
    ( Must == may -> Rule = 'FAB-1290' ; Rule = 'FAB-1288' ).
florian_destroy_spec(C, may, [0, 0, 0], opponent, 'FAB-1291') :-
    text_read_name(C, Name),
    card_text_read(Name, florian_condemn(_)).

%   florian_destroy_optional(+Pending): the choice may be declined.
florian_destroy_optional(Pd) :-
    florian_destroy_spec(Pd.source, may, _, _, _).

%!  florian_destroy_aura_asked(+State0, +Player, +Card, +Rule, -State)// is det.
%
%   Card's text has Player destroy an aura they control for Runechant
%   tokens (FAB-1288, FAB-1290): at once, or the choice waits.

florian_destroy_aura_asked(S0, Who, C, S) -->
    { florian_destroy_spec(C, Must, Amounts, Then, Rule),
      card_prop(C, pitch, Pitch),
      nth1(Pitch, Amounts, N),
      card_id(C, Id),
      player(S0, Who, P),
      findall(A, controlled_aura(P, A), As)          % card_texts_aurora.pl
    },
    (   { As == [] }
    ->  { S = S0 },
        [ event(Rule, florian_no_aura, _{player:Who, card:Id}) ]
    ;   { Must == must,
          findall(AN, ( member(A, As), get_dict(name, A, AN) ), ANs),
          sort(ANs, [_])
        }
    ->  { As = [A1|_], card_id(A1, A1Id) },
        florian_aura_destroyed(S0, Who, Id, A1Id, N, Then, Rule, S)
    ;   { \+ pending(S0, _) }
    ->  { Pd0 = _{choice:"florian_destroy_aura", player:Who, controller:Who, source:C},
          ( N > 0 -> Pd = Pd0.put(amount, N) ; Pd = Pd0 ),
          S = S0.put(pending, Pd),
          ( Must == may -> Optional = true ; Optional = false ) },
        [ event(Rule, florian_destroy_aura_waits, _{player:Who, card:Id, optional:Optional}) ]
    ;   { S = S0 },
        [ event(Rule, choice_not_asked, _{player:Who, card:Id, choice:"florian_destroy_aura"}) ]
    ).

not_asked_words("florian_destroy_aura", "which aura they destroy for Runechant tokens").

%   florian_aura_destroyed(+S0, +Player, +SourceId, +AuraId, +N, +Then, +Rule, -S)//:
%   Player's aura AuraId is destroyed, then N Runechant tokens (Then
%   runechants), or the opponent destroys an aura (Then opponent).
florian_aura_destroyed(S0, Who, Id, AId, N, Then, Rule, S) -->
    { player(S0, Who, P0),
      take_card(P0, arena, AId, A, P1)
    },
    destroy_permanent(Rule, S0, P1, A, S1),           % triggers.pl: what leaves the arena does (FAB-1081)
    (   { Then == opponent }
    ->  florian_opponent_destroys(S1, Who, Id, S)
    ;   { length(Ns, N), maplist(=("Runechant"), Ns),
          tokens_created(Id, Who, Who, Ns, S1, S, TIds, More)   % tokens_created.pl
        },
        [ event(Rule, florian_runechants_made, _{player:Who, card:Id, tokens:TIds}) ],
        tokens_more_made(Who, Id, More)
    ).

choice_action("florian_destroy_aura", "destroy").
choice_action("florian_destroy_aura", "decline").
choice_phase("florian_destroy_aura", "action").

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:AId}) :-
    florian_destroy_aura_waits(S, Pd),
    Who = Pd.player,
    player(S, Who, P),
    controlled_aura(P, A),
    card_id(A, AId).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    florian_destroy_aura_waits(S, Pd),
    florian_destroy_optional(Pd),
    Who = Pd.player.

pending_problem(S, Pd, [player], florian_no_aura_to_destroy(P)) :-   % FAB-1288
    Pd.choice == "florian_destroy_aura",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ controlled_aura(PP, _).

broken('FAB-1289', S, M, Reason) :-
    florian_destroy_aura_waits(S, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    (   get_dict(action, M, "decline")
    ->  \+ florian_destroy_optional(Pd),
        Reason = florian_destroy_not_optional(Pd.source)
    ;   get_dict(action, M, "destroy"),
        get_dict(card, M, Id),
        player(S, Who, P),
        \+ ( controlled_aura(P, A), card_id(A, Id0), Id0 == Id ),
        Reason = ability_aura_not_controlled(Who, Id)  % card_texts_aurora.pl's words
    ).


message(florian_destroy_not_optional(C)) -->
    { card_label(C, L) },
    [ "~w destroys an aura its player controls: no \"may\", so it is not declined"-[L] ].
message(florian_no_aura_to_destroy(P)) -->
    [ "an aura waits to be destroyed by ~w, who controls none"-[P] ].
message(no_choice_waits("florian_destroy_aura")) -->
    [ "no aura waits to be destroyed: destroy names the aura Deadwood Dirge or Splintering Deadwood destroys" ].

effect(destroy, S0, M, S) -->
    { florian_destroy_aura_waits(S0, Pd),
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      florian_destroy_spec(Pd.source, _, _, Then, Rule),
      key_value(amount, Pd, 0, N)
    },
    florian_aura_destroyed(S1, M.player, Id, M.card, N, Then, Rule, S).
effect(decline, S0, M, S) -->
    { florian_destroy_aura_waits(S0, Pd),
      choice_answered(S0, S),
      card_id(Pd.source, Id),
      florian_destroy_spec(Pd.source, _, _, _, Rule)
    },
    [ event(Rule, florian_destroy_declined, _{player:M.player, card:Id}) ].

%   Splintering Deadwood attacking (florian_attack_text//4) and hitting
%   (florian_hit_text//4).
florian_splinter_attack(S0, Who, A, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(A, Name),
          card_text_read(Name, florian_destroy_aura_runechants(may, _))
        }
    ->  florian_destroy_aura_asked(S0, Who, A, S)
    ;   { S = S0 }
    ).

%!  florian_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: what its text read here does
%   then (FAB-1290); card_texts_katsu_bravo.pl's deck_hit_text//5 calls
%   it.  It may leave a choice.

florian_hit_text(S0, L, A, S) -->
    florian_splinter_attack(S0, L.controller, A, S).

message(event(florian_no_aura, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w controls no aura to destroy, so no Runechant is made"-[L, F.player] ].
message(event(florian_destroy_aura_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w chooses the aura they control to destroy (a destroy move)"-[L, F.player] ],
    (   { F.optional == true } -> [ ", or declines" ] ; [] ).
message(event(florian_runechants_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.tokens, ', ', T) },
    [ "~w: ~w destroyed an aura, so Runechant tokens are created in their arena (~w)"-[L, F.player, T] ].
message(event(florian_destroy_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w declines to destroy an aura for ~w: no Runechant"-[F.player, L] ].

choice_words("florian_destroy_aura") -->
    [ "which aura they control to destroy for Runechant tokens (a destroy move; a decline for Splintering Deadwood)" ].
text_choice_words("florian_destroy_aura", Source) -->
    [ "the aura ~w destroys (destroy), or, for Splintering Deadwood, decline"-[Source] ].

move_words("destroy", S, M) -->
    { florian_destroy_aura_waits(S, _), player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " destroys ", L, " for Runechant tokens" ].

                 /*******************************
                 *     CONDEMN TO SLAUGHTER     *
                 *******************************/

rule('FAB-1291', effect, "Condemn to Slaughter: the next Runeblade attack gets +N power; its player may destroy an aura, then the opponent destroys one",
     "When Condemn to Slaughter (its text read) resolves, its player's next Runeblade attack this turn gets +3 power (red), +2 (yellow) or +1 (blue) (kind next_attack_power, class Runeblade: Oath of the Arknight's, FAB-1277). Then its player may destroy an aura they control (the florian_destroy_aura choice, FAB-1288 and FAB-1289: a destroy move, or decline; with none, nothing). If they do, the opponent destroys an aura permanent they control: with none, nothing; with one, or copies of one only, that one; with auras of two names or more, the position waits for the opponent's choice (florian_condemn_destroy: a destroy move naming one of theirs, FAB-1289; not optional). A destroyed aura does what its text does as it leaves the arena (FAB-1081, FAB-1279). Where another choice already waits, none is asked and nothing is destroyed, and an event says so. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Condemn to Slaughter: \"Your next Runeblade attack this turn gets +3{p}. You may destroy an aura you control. If you do, each opponent destroys an aura permanent they control. Go again\" (+2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effects in order), 1.8.10 (your next attack), 1.8.3 and 1.8.4 (\"may\", \"if you do\"), 1.8.6 (each player determines what they destroy: the opponent their own aura), 8.5.4 (destroy), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Condemn to Slaughter", florian_condemn([3, 2, 1])).

%!  florian_opponent_destroys(+State0, +Player, +SourceId, -State)// is det.
%
%   Player destroyed an aura for Condemn to Slaughter: the opponent
%   destroys an aura permanent they control, at once or by their choice
%   (FAB-1291).

florian_opponent_destroys(S0, Who, Id, S) -->
    { players(S0, Ps),
      member(O, Ps), O.name \== Who, !,
      Opp = O.name,
      findall(A, controlled_aura(O, A), As)
    },
    (   { As == [] }
    ->  { S = S0 },
        [ event('FAB-1291', florian_no_aura, _{player:Opp, card:Id}) ]
    ;   { findall(AN, ( member(A, As), get_dict(name, A, AN) ), ANs),
          sort(ANs, [_]),
          As = [A1|_], card_id(A1, A1Id),
          take_card(O, arena, A1Id, _, O1)
        }
    ->  destroy_permanent('FAB-1291', S0, O1, A1, S)   % triggers.pl
    ;   { \+ pending(S0, _),
          once(( state_card(S0, Src), card_id(Src, Id0), Id0 == Id ))
        }
    ->  { S = S0.put(pending, _{choice:"florian_condemn_destroy", player:Opp, controller:Who, source:Src}) },
        [ event('FAB-1291', florian_condemn_waits, _{player:Opp, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-1291', choice_not_asked, _{player:Opp, card:Id, choice:"florian_condemn_destroy"}) ]
    ).

not_asked_words("florian_condemn_destroy", "which aura they destroy for Condemn to Slaughter").

florian_condemn_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "florian_condemn_destroy".

choice_action("florian_condemn_destroy", "destroy").
choice_phase("florian_condemn_destroy", "action").

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:AId}) :-
    florian_condemn_waits(S, Pd),
    Who = Pd.player,
    player(S, Who, P),
    controlled_aura(P, A),
    card_id(A, AId).

pending_problem(S, Pd, [player], florian_no_aura_to_destroy(P)) :-   % FAB-1291
    Pd.choice == "florian_condemn_destroy",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ controlled_aura(PP, _).

broken('FAB-1289', S, M, ability_aura_not_controlled(Who, Id)) :-   % card_texts_aurora.pl's words
    florian_condemn_waits(S, Pd),
    get_dict(action, M, "destroy"),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( controlled_aura(P, A), card_id(A, Id0), Id0 == Id ).

moot('FAB-1289', S, _) :-
    \+ florian_destroy_aura_waits(S, _),
    \+ florian_condemn_waits(S, _).

effect(destroy, S0, M, S) -->
    { florian_condemn_waits(S0, _),
      choice_answered(S0, S1),
      player(S1, M.player, P0),
      take_card(P0, arena, M.card, A, P1)
    },
    destroy_permanent('FAB-1291', S1, P1, A, S).   % triggers.pl

message(event(florian_condemn_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next Runeblade attack this turn gets +~d power"-[L, F.player, F.amount] ].
message(event(florian_condemn_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w chooses an aura permanent they control to destroy (a destroy move)"-[L, F.player] ].

choice_words("florian_condemn_destroy") -->
    [ "which aura permanent they control to destroy for Condemn to Slaughter (a destroy move)" ].
text_choice_words("florian_condemn_destroy", Source) -->
    [ "the aura of theirs ~w has them destroy (destroy)"-[Source] ].

move_words("destroy", S, M) -->
    { florian_condemn_waits(S, _), player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " destroys ", L, " for Condemn to Slaughter" ].

                 /*******************************
                 *         SUMMER'S FALL        *
                 *******************************/

rule('FAB-1292', effect, "Summer's Fall: decomposed, up to 1 target aura on the bottom of its owner's deck",
     "When Summer's Fall (its text read) attacks, its decompose is asked as Cadaverous Tilling's (FAB-1286). Once the third card is banished, its player puts up to 1 target aura on the bottom of its owner's deck: with no aura in either arena, nothing; else the position waits for their choice (the pending choice florian_summers_fall): a target move names an aura of either player's arena (FAB-1293), a decline move names none (\"up to 1\"). A token put so ceases to exist; a card goes to the bottom of the deck of the player whose arena held it (rulecheck reads no change of control of an aura), and a text that acts as it leaves the arena does (FAB-1081, FAB-1279). Declined decompose, nothing.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Summer's Fall: \"Decompose - When this attacks, you may banish 2 Earth cards and an action card from your graveyard. If you do, put up to 1 target aura on the bottom of its owner's deck.\" CR 8.4.14, 1.8.5 (\"up to 1 target\": zero or one target, chosen by the controller), 1.3.1a (the owner of a card), 8.1.8a (a token that leaves the arena ceases to exist), 6.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, so the target is chosen as the decompose is done: nothing happens in between that could change which auras there are.")).

rule('FAB-1293', constraint, "Summer's Fall's target is an aura in an arena",
     "A target move answering the florian_summers_fall choice (FAB-1292) names an aura (token or card) of either player's arena.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Summer's Fall: \"put up to 1 target aura on the bottom of its owner's deck\". CR 1.8.5 (a target is a legal object the effect can affect: an aura, a permanent in the arena), 8.2.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Summer's Fall", florian_decompose(attack, bottom_aura)).

florian_decompose_gain(bottom_aura, S0, Who, C, S) -->
    { card_id(C, Id),
      players(S0, Ps),
      (   member(P, Ps), controlled_aura(P, _) -> Any = true ; Any = false )
    },
    (   { Any == false }
    ->  { S = S0 },
        [ event('FAB-1292', florian_no_aura_target, _{player:Who, card:Id}) ]
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"florian_summers_fall", player:Who, controller:Who, source:C}) },
        [ event('FAB-1292', florian_summers_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-1292', choice_not_asked, _{player:Who, card:Id, choice:"florian_summers_fall"}) ]
    ).

not_asked_words("florian_summers_fall", "up to 1 target aura to put on the bottom of its owner's deck").

florian_summers_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "florian_summers_fall".

%   florian_aura_in_arena(+S, -Owner, -Aura): an aura of Owner's arena.
florian_aura_in_arena(S, Owner, A) :-
    players(S, Ps),
    member(P, Ps),
    controlled_aura(P, A),
    Owner = P.name.

choice_action("florian_summers_fall", "target").
choice_action("florian_summers_fall", "decline").
choice_phase("florian_summers_fall", "action").

choice_candidate("target", S, _{player:Who, action:"target", card:AId}) :-
    florian_summers_waits(S, Pd),
    Who = Pd.player,
    florian_aura_in_arena(S, _, A),
    card_id(A, AId).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    florian_summers_waits(S, Pd),
    Who = Pd.player.

pending_problem(S, Pd, [player], florian_no_aura_to_target(P)) :-   % FAB-1292
    Pd.choice == "florian_summers_fall",
    get_dict(player, Pd, P),
    \+ florian_aura_in_arena(S, _, _).

broken('FAB-1293', S, M, florian_not_an_aura(Id)) :-
    florian_summers_waits(S, Pd),
    get_dict(action, M, "target"),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( florian_aura_in_arena(S, _, A), card_id(A, Id0), Id0 == Id ).

moot('FAB-1293', S, _) :-
    \+ florian_summers_waits(S, _).

message(florian_not_an_aura(Id)) -->
    [ "~w is not an aura in either arena: Summer's Fall targets one"-[Id] ].
message(florian_no_aura_to_target(P)) -->
    [ "Summer's Fall's target waits for ~w, and no arena holds an aura"-[P] ].

effect(target, S0, M, S) -->
    { florian_summers_waits(S0, Pd),
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      once(( florian_aura_in_arena(S1, Owner, A0), card_id(A0, Id0), Id0 == M.card )),
      player(S1, Owner, P0),
      take_card(P0, arena, M.card, A, P1),
      (   token_card(A)
      ->  P2 = P1, To = "nowhere"
      ;   new_object(A, A1),                    % keywords_defense.pl
          add_cards(P1, deck, [A1], P2), To = "deck"
      ),
      set_player(S1, P2, S2)
    },
    [ event('FAB-1292', florian_aura_to_bottom, _{player:M.player, owner:Owner, card:M.card, by:By, to:To}) ],
    left_arena_text(S2, Owner, A, S).           % card_texts_aurora.pl (FAB-1081)
effect(decline, S0, M, S) -->
    { florian_summers_waits(S0, Pd),
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1292', florian_summers_declined, _{player:M.player, card:By}) ].

message(event(florian_no_aura_target, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose is done, but no arena holds an aura to target"-[L] ].
message(event(florian_summers_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's decompose is done: ~w may target up to 1 aura to put on the bottom of its owner's deck (a target move, or decline)"-[L, F.player] ].
message(event(florian_aura_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    (   { F.to == "nowhere" }
    ->  [ "~w: ~w, a token, leaves ~w's arena for the bottom of the deck and ceases to exist"-[By, C, F.owner] ]
    ;   [ "~w: ~w goes to the bottom of ~w's deck"-[By, C, F.owner] ]
    ).
message(event(florian_summers_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w targets no aura for ~w"-[F.player, L] ].

choice_words("florian_summers_fall") -->
    [ "up to 1 target aura Summer's Fall puts on the bottom of its owner's deck (a target move, or decline)" ].
text_choice_words("florian_summers_fall", Source) -->
    [ "the aura ~w puts on the bottom of its owner's deck (target), or decline"-[Source] ].

move_words("target", S, M) -->
    { florian_summers_waits(S, _), card_or_id(S, M.card, C), card_label(C, L) },   % card_texts_cindra.pl
    [ M.player, " targets ", L, ": it goes to the bottom of its owner's deck" ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("florian_decompose").
own_controlled_choice("florian_destroy_aura").
own_controlled_choice("florian_summers_fall").
