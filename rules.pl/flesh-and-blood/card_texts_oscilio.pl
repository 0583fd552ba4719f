/*  Flesh and Blood: the texts of the Oscilio Blitz Deck's cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Sigil of Forethought: destroyed at the beginning of its
      controller's action phase (the vocabulary of triggers.pl), and,
      leaving the arena, a Ponder token (FAB-1310; Sigil of Lightning's
      reading, FAB-1081);
    - Ink-lined Cloak: destroyed, a resource point, activated only while
      its player controls an aura permanent with Sigil in its name
      (FAB-1311, FAB-1312);
    - what a turn has seen: a player has played an instant card
      (FAB-1313), which Twinkle Toes reads: destroyed, the next 2 damage
      to its player prevented, activated only once they have played an
      instant card this turn (FAB-1314, FAB-1315; Runaways' shield,
      FAB-1075).

    The deck's other cards (its arcane damage with Surge and Amp, Oscilio,
    Volzar, Sigil of Conductivity's Arcane Shelter, ...) are not read
    here: their text stays an assumption of the answers, or makes them
    unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, permanent_text/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, effect//4, choice_words//1,
   text_choice_words//2, move_words//3, not_asked_words/2, targeting/4, targeted_rule/2,
   oldhim_target_effect/1, oldhim_target_resolves//6,
   text_abilities/2, ability_reading/1, ability_reading_resolved//5, reads_record/2,
   turn_record_words//3, allowed_by_text/5, rule_fact/4, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       leaves_arena_creates(Token)   Sigil of Forethought: "At the
%                               beginning of your action phase, destroy
%                               this. When this leaves the arena, create a
%                               Ponder token." (FAB-1310; the destruction
%                               is the vocabulary's, permanent_text/3, the
%                               token card_texts_aurora.pl's
%                               left_arena_text//4)
%       oscilio_ability_gains_resource_with_sigil(N)   Ink-lined Cloak:
%                               "Instant - Destroy this: Gain {r}.
%                               Activate this only if you control an aura
%                               permanent with Sigil in its name."
%                               (FAB-1311, FAB-1312)
%       oscilio_ability_prevents_next_after_instant(N)   Twinkle Toes:
%                               "Instant - Destroy this: Prevent the next 2
%                               damage that would be dealt to you this
%                               turn. Activate this only if you've played
%                               an instant card this turn." (FAB-1314,
%                               FAB-1315; the instants played, FAB-1313)

card_text_read("Sigil of Forethought", leaves_arena_creates("Ponder")).
card_text_read("Ink-lined Cloak", oscilio_ability_gains_resource_with_sigil(1)).
card_text_read("Twinkle Toes", oscilio_ability_prevents_next_after_instant(2)).

                 /*******************************
                 *     SIGIL OF FORETHOUGHT     *
                 *******************************/

rule('FAB-1310', effect, "Sigil of Forethought: destroyed at the beginning of the action phase; leaving the arena, a Ponder token",
     "Sigil of Forethought (an instant, an aura; its text read) enters its controller's arena as it resolves (FAB-311). At the beginning of that player's action phase it is destroyed (it goes to the graveyard: the vocabulary's trigger, FAB-209, ordered beside the player's other triggers of that moment where their texts differ, FAB-531). When it leaves the arena (destroyed so, or by any effect rulecheck applies: a Bloodtorn Bodice's cost, FAB-1082), its text creates a Ponder token in its controller's arena, as Sigil of Lightning's creates its token (FAB-1081); the Ponder, created by that player, is an aura they created this turn (FAB-1071), and at the beginning of their end phase it is destroyed and they draw a card (the vocabulary's Ponder, CR 8.6.17). rulecheck resolves the triggered-layer at once, as the other tokens' (FAB-209). Another way of leaving the arena that a text rulecheck does not read makes is that text's, and its answer stays unknown where it could matter (FAB-119).",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу» (наприклад, резолвите ефект вашого токена Могутності). Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться. ... У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Sigil of Forethought: \"At the beginning of your action phase, destroy this. When this leaves the arena, create a Ponder token.\" CR 8.2.4 and 8.2.4a (an aura enters the arena as it resolves), 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.5.4 (destroy), 6.6.5 (a triggered effect on its event: leaving the arena), 8.5.2 and 8.6.17 (create; the Ponder token), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Sigil of Forethought", action_phase, [destroy_this]).   % CR 4.3.1 (FAB-1310): its Ponder as it leaves, left_arena_text//4

                 /*******************************
                 *        INK-LINED CLOAK       *
                 *******************************/

rule('FAB-1311', effect, "Ink-lined Cloak: destroyed, a resource point",
     "Ink-lined Cloak's instant ability (its text read; its cost: destroy it, FAB-404; no resource point; no go again) resolves: its player gains 1 resource point (as FAB-552's resource abilities). When it may be activated is FAB-1312's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Ink-lined Cloak: \"Instant - Destroy this: Gain {r}. Activate this only if you control an aura permanent with Sigil in its name.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.4 (destroy), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]) :-
    card_text_read(Name, oscilio_ability_gains_resource_with_sigil(_)).

ability_reading(oscilio_ability_gains_resource_with_sigil(_)).

ability_reading_resolved(oscilio_ability_gains_resource_with_sigil(N), S0, Who, Id, S) -->
    { player(S0, Who, P0),
      R is P0.resource_points + N,
      set_player(S0, P0.put(resource_points, R), S)
    },
    [ event('FAB-1311', cloak_resolved, _{player:Who, card:Id, amount:N, total:R}) ].

message(event(cloak_resolved, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w gains ~d resource point(s) (~d now)"-[L, F.player, F.amount, F.total] ].

rule('FAB-1312', constraint, "Ink-lined Cloak is activated only while its player controls an aura with Sigil in its name",
     "Ink-lined Cloak's ability (FAB-1311) may be activated only by a player who controls an aura permanent with Sigil in its name: an aura (Aura among its subtypes, a card or a token) in their arena whose name holds the word Sigil (Sigil of Forethought, Sigil of Lightning, Sigil of Conductivity, ...). Without one, activating it is illegal. An aura in another zone, or the other player's, does not count.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Ink-lined Cloak: \"... Activate this only if you control an aura permanent with Sigil in its name.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 1.3.1b (the controller of a permanent), 1.3.3 and 8.2.4 (an aura is a permanent), 5.2.2b and 5.1.5 (the activation is checked as legal before its costs are paid), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   oscilio_sigil_aura(+Player:dict, -Aura): an aura of Player's arena
%   with Sigil in its name (FAB-1312).
oscilio_sigil_aura(P, A) :-
    controlled_aura(P, A),                      % card_texts_aurora.pl
    get_dict(name, A, Name),
    sub_string(Name, _, _, _, "Sigil").

oscilio_sigil_ability(S, M, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, oscilio_ability_gains_resource_with_sigil(_)).

broken('FAB-1312', S, M, oscilio_no_sigil(C, Who)) :-
    oscilio_sigil_ability(S, M, C),
    activated_ability(S, M, P, C, _),
    Who = P.name,
    \+ oscilio_sigil_aura(P, _).

moot('FAB-1312', S, M) :-
    \+ oscilio_sigil_ability(S, M, _).

message(oscilio_no_sigil(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only while ~w controls an aura with Sigil in its name, and they control none"-[L, Who] ].

                 /*******************************
                 *     AN INSTANT CARD PLAYED   *
                 *******************************/

rule('FAB-1313', effect, "An instant card a player plays is recorded for the turn",
     "When a player plays an instant card (its type instant: a Sigil, ...), in either player's turn, the state records it for the rest of the turn in its effects ({kind: instant_played, player, source: the card played}), once a player; Twinkle Toes reads it (FAB-1315). An instant card of the player's still on the stack was played this turn too. Whatever else a player did earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn (FAB-674, FAB-742). As FAB-742's, the record is written where a text that reads it could act this turn: a Twinkle Toes of the player, or a card of theirs the position does not show outside their deck. Activating an instant ability is not playing a card. A split card with an instant side (Comet Storm // Shock) is an instant card only as played with that side, which rulecheck does not read: it is not recorded, and where it may have been played the answers that need the record are unknown (FAB-1315).",
     ruling("", "CR 5.1 (playing a card), 1.3.2d and 2.15 (the type instant), 4.4.4 (this turn ends with it), 5.2 (activating an ability is not playing a card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "instant_played") :-          % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, oscilio_ability_prevents_next_after_instant(_)).

turn_record_words("instant_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played an instant card this turn (~w)"-[Who, L] ].

%!  oscilio_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an instant card is recorded for the turn, once
%   a player, where a text that reads it could act (FAB-1313);
%   card_texts.pl's played_text//5 calls it.

oscilio_played_text(S0, Who, C, S) -->
    (   { ( card_type(C, "instant")
          ; get_dict(side, C, _), instant_card(C)     % a split-card's side, or melded (card_texts_meld.pl)
          ),
          \+ turn_record(S0, "instant_played", Who),   % card_texts_rhinar_blitz.pl
          record_reader(S0, Who, "instant_played"),    % card_texts_fai_prism.pl
          card_id(C, Id),
          add_effect(S0, _{kind:"instant_played", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-1313', turn_recorded, _{player:Who, kind:"instant_played", card:Id}) ]
    ;   { S = S0 }
    ).

%!  oscilio_instant_ids(+State, +Player, -Ids:list) is det.
%
%   Ids are the ids of the instant cards Player has played this turn, as
%   far as State tells: the instant_played records (FAB-1313) and their
%   instant cards on the stack.

oscilio_instant_ids(S, Who, Ids) :-
    played_ids(S, Who, "instant_played", card_of_type("instant"), Ids).   % card_texts_fai_prism.pl, card_texts_chane.pl

                 /*******************************
                 *         TWINKLE TOES         *
                 *******************************/

rule('FAB-1314', effect, "Twinkle Toes: destroyed, the next 2 damage to its player's hero is prevented",
     "Twinkle Toes' instant ability (its text read; its cost: destroy it, FAB-404; no resource point) resolves into a shield in the state's effects ({kind: prevent_next_damage, player, amount: 2, source}): it prevents the next 2 damage that would be dealt to its player's hero this turn, of any kind, in the order its player chooses beside Ward (FAB-697: Runaways' shield, FAB-1075), and ends with the turn. When it may be activated is FAB-1315's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Twinkle Toes: \"Instant - Destroy this: Prevent the next 2 damage that would be dealt to you this turn. Activate this only if you've played an instant card this turn.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.4 (destroy), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]) :-
    card_text_read(Name, oscilio_ability_prevents_next_after_instant(_)).

ability_reading(oscilio_ability_prevents_next_after_instant(_)).

ability_reading_resolved(oscilio_ability_prevents_next_after_instant(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1314', S).  % card_texts_aurora.pl

rule('FAB-1315', constraint, "Twinkle Toes is activated only once its player has played an instant card this turn",
     "Twinkle Toes' ability (FAB-1314) may be activated only by a player who has played an instant card this turn: the turn's record says so (FAB-1313), or an instant card of theirs waits on the stack. Otherwise activating it is illegal; but where the position records none and an instant card of that player's (or a card the position does not show) is in their graveyard, is a card in their arena (a Sigil), or defends on the combat chain, that card may have been played this turn in a position given without its record: the answer is unknown, naming that card, never a false illegal (Aurora's reading, FAB-1068).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Twinkle Toes: \"... Activate this only if you've played an instant card this turn.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 5.1 (playing a card), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

oscilio_toes_ability(S, M, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, oscilio_ability_prevents_next_after_instant(_)).

broken('FAB-1315', S, M, oscilio_no_instant_played(C, Who)) :-
    oscilio_toes_ability(S, M, C),
    Who = M.player,
    oscilio_instant_ids(S, Who, []).

moot('FAB-1315', S, M) :-
    \+ oscilio_toes_ability(S, M, _).

rule_fact('FAB-1315', S, M, oscilio_instants_played(Who, Ids)) :-
    oscilio_toes_ability(S, M, _),
    Who = M.player,
    oscilio_instant_ids(S, Who, Ids).

%   A position that records no instant card played, where a card of the
%   player's may have been played this turn (card_texts_aurora.pl's
%   maybe_played_card/3): activating Twinkle Toes is unknown, naming that
%   card (FAB-1315).
allowed_by_text(S, M, Ids, About, oscilio_instant_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-1315'] ; true ),
    oscilio_toes_ability(S, M, C),
    Who = M.player,
    oscilio_instant_ids(S, Who, []),
    (   maybe_played_card(S, Who, G)            % card_texts_aurora.pl
    ;   key_value(stack, S, [], Layers),
        member(Layer, Layers),
        get_dict(controller, Layer, W), W == Who,
        layer_card(Layer, G)
    ),
    (   unknown_card(G) -> true ; oscilio_maybe_instant(G) ),
    !,
    card_about(G, About).

%   oscilio_maybe_instant(+Card): Card is an instant card, or a split
%   card with an instant side (FAB-1313).
oscilio_maybe_instant(G) :-
    (   card_type(G, "instant")
    ->  true
    ;   card_prop(G, types, Ts), is_list(Ts), memberchk("Instant", Ts)
    ).

message(oscilio_instant_unrecorded(G, C)) -->
    { card_label(G, GL), card_label(C, L) },
    [ "depends on ~w: the position records no instant card played this turn, and ~w may have been played this turn, which could allow ~w's ability (the position says so in its effects, instant_played)"-[GL, GL, L] ].
fact_words(oscilio_instants_played(Who, [])) -->
    [ "~w has not played an instant card this turn (no record, no instant card of theirs on the stack)"-[Who] ].
fact_words(oscilio_instants_played(Who, [Id|Ids])) -->
    { atomic_list_concat([Id|Ids], ', ', L) },
    [ "~w has played an instant card this turn (~w)"-[Who, L] ].

message(oscilio_no_instant_played(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w has played an instant card this turn, and they have not"-[L, Who] ].

                 /*******************************
                 *              AMP             *
                 *******************************/

rule('FAB-1316', effect, "Amp: the next arcane damage its player deals this turn is that much plus N",
     "To amp N (Exploding Aether, Hold Focus, Arcane Twining's and Photon Splicing's abilities from the hand: their texts read) puts an effect in the state ({kind: amp, player, amount: N, source}), of either player, in either player's turn. The next time an event that player controls would deal arcane damage this turn (a text's arcane damage, a Runechant's, to either hero), every amp of theirs then waiting is applied to it and used up: the event deals that much plus the amounts. Amp is a standard-replacement effect, applied before prevention (Arcane Barrier, Spellvoid, Ward, the shields: CR 6.5.4, 6.5.5), so the other player's prevention choice (FAB-526) sees the amped amount. Amps not used end with the turn. Not handled: an event that deals arcane damage to each hero at once (Lord Sutcliffe's) takes the amp on the opposing hero's damage only.",
     ruling("", "CR 8.5.47 (\"To amp N, the next time an event the player controls would deal arcane damage this turn, instead it deals that much arcane damage plus N.\"), 6.5.1 ... 6.5.5 (a standard-replacement effect is applied before the prevention effects), 8.5.3 (deal damage), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  oscilio_amped(+State0, +Source, +Player, +N0, -State, -N)// is det.
%
%   Source, an event Player controls, would deal N0 arcane damage: the
%   amps of Player's waiting in State0 are applied and used up (FAB-1316),
%   and an action or instant card's damage is 1 more for each of
%   Player's Chorus of the Amphitheater effects (FAB-1320): N;
%   choices.pl's arcane_damage//5 and card_texts_fai_prism.pl's
%   own_arcane_damage//5 call it.

oscilio_amped(S0, C, Who, N0, S, N) -->
    { effects(S0, Es0),
      partition(oscilio_amp_of(Who), Es0, Amps, Rest)
    },
    (   { Amps \== [] }
    ->  { foldl(oscilio_amp_sum, Amps, 0, A),
          N1 is N0 + A,
          S1 = S0.put(effects, Rest),
          card_id(C, Id),
          findall(Src, ( member(E, Amps), get_dict(source, E, Src) ), Srcs)
        },
        [ event('FAB-1316', amp_applied, _{player:Who, card:Id, amount:A, from:N0, to:N1, sources:Srcs}) ]
    ;   { S1 = S0, N1 = N0 }
    ),
    oscilio_chorus_plus(S1, C, Who, N1, S, N).

oscilio_amp_of(Who, E) :-
    get_dict(kind, E, "amp"),
    get_dict(player, E, W), W == Who.

oscilio_amp_sum(E, A0, A) :-
    (   get_dict(amount, E, N), integer(N) -> A is A0 + N ; A = A0 ).

message(event(amp_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's amp (~d) is applied to the arcane damage of ~w: ~d instead of ~d, and used up"-[F.player, F.amount, L, F.to, F.from] ].

%   oscilio_amp_made(+S0, +Player, +SourceId, +N, +Rule, -S)//: Player
%   amps N (FAB-1316).
oscilio_amp_made(S0, Who, Id, N, Rule, S) -->
    (   { \+ game_over(S0, _) }
    ->  { add_effect(S0, _{kind:"amp", player:Who, amount:N, source:Id}, S) },
        [ event(Rule, amp_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(amp_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w amps ~d (the next arcane damage ~w deals this turn is that much plus ~d)"-[L, F.player, F.amount, F.player, F.amount] ].

                 /*******************************
                 *   EXPLODING AETHER, HOLD FOCUS *
                 *******************************/

rule('FAB-1317', effect, "Exploding Aether, Hold Focus: amp",
     "Exploding Aether (its text read) resolves into an amp of its player's (FAB-1316): Amp 3 (red), 2 (yellow), 1 (blue); its go again is the keyword's (FAB-309). Hold Focus's action ability (its text read; its cost: destroy it, FAB-404; go again, the card data's) resolves into Amp 1.",
     ruling("", "Exploding Aether: \"Amp 3. Go again\" (Amp 2 yellow, Amp 1 blue); Hold Focus: \"Action - Destroy this: Amp 1. Go again\" CR 8.5.47 (amp), 1.7.3b (a resolution ability generates its effect as the card resolves), 5.2.1 (an activated ability's cost and effect), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Exploding Aether", oscilio_resolution_amp([3, 2, 1])).
card_text_read("Hold Focus", oscilio_ability_amp(1)).

%!  oscilio_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, resolves: Exploding Aether's amp (FAB-1317);
%   card_texts.pl's resolution_text//4 calls it.

oscilio_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, oscilio_resolution_amp(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  oscilio_amp_made(S0, Who, Id, N, 'FAB-1317', S)
    ;   { S = S0 }
    ).

ability_reading(oscilio_ability_amp(_)).

ability_reading_resolved(oscilio_ability_amp(N), S0, Who, Id, S) -->
    oscilio_amp_made(S0, Who, Id, N, 'FAB-1317', S).

                 /*******************************
                 *   CHORUS OF THE AMPHITHEATER *
                 *******************************/

rule('FAB-1320', effect, "Chorus of the Amphitheater, discarded: this turn, its player's action and instant cards deal 1 more arcane damage",
     "Chorus of the Amphitheater (its text read) has an instant ability activated from its player's hand, its cost the card itself discarded (Trip the Light Fantastic's, FAB-1074: no resource point; from nowhere else). As it resolves an effect lasts the turn ({kind: arcane_card_plus, player, amount: 1, source}): each time an action or instant card that player controls (a card whose type is an action, an attack action or an instant: not a token, a weapon or an equipment) would deal arcane damage this turn, it deals that much plus 1, after the amps (FAB-1316; both standard replacements, before prevention, CR 6.5.4); two such effects add 2. Its own arcane damage, played, is FAB-1319's.",
     ruling("", "Chorus of the Amphitheater: \"Deal 4 arcane damage to any target. Instant - Discard this: If an action or instant card you control would deal arcane damage this turn, instead it deals that much plus 1.\" CR 1.7.4b (an activated ability whose cost can only be paid from the hand is functional there), 5.2.1, 8.5.5 (discard), 6.5.4 (a standard-replacement effect), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   oscilio_chorus_plus(+S0, +Source, +Player, +N0, -S, -N)//: Source,
%   Player's, would deal N0 arcane damage: an action or instant card's is
%   1 more for each of Player's Chorus effects (FAB-1320).
oscilio_chorus_plus(S0, C, Who, N0, S, N) -->
    { S = S0 },
    (   { oscilio_action_or_instant_card(C),
          effects(S0, Es),
          aggregate_all(sum(A), ( member(E, Es), get_dict(kind, E, "arcane_card_plus"),
                                  get_dict(player, E, W), W == Who,
                                  get_dict(amount, E, A), integer(A) ), Plus),
          Plus > 0,
          N is N0 + Plus,
          card_id(C, Id)
        }
    ->  [ event('FAB-1320', arcane_card_plus_applied, _{player:Who, card:Id, amount:Plus, from:N0, to:N}) ]
    ;   { N = N0 }
    ).

oscilio_action_or_instant_card(C) :-
    card_type(C, T),
    memberchk(T, ["action", "attack action", "instant"]).

message(event(arcane_card_plus_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is an action or instant card of ~w's, who discarded Chorus of the Amphitheater this turn: it deals ~d arcane damage instead of ~d"-[L, F.player, F.to, F.from] ].

ability_reading(oscilio_hand_ability_arcane_card_plus(_)).

ability_reading_resolved(oscilio_hand_ability_arcane_card_plus(N), S0, Who, Id, S) -->
    (   { \+ game_over(S0, _) }
    ->  { add_effect(S0, _{kind:"arcane_card_plus", player:Who, amount:N, source:Id}, S) },
        [ event('FAB-1320', arcane_card_plus_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(arcane_card_plus_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: this turn, each action or instant card of ~w's that would deal arcane damage deals that much plus ~d"-[L, F.player, F.amount] ].

                 /*******************************
                 *  ARCANE DAMAGE TO A TARGET   *
                 *******************************/

card_text_read("Aether Quickening", target_hero_arcane_damage([4, 3, 2])).   % card_texts_chane.pl (FAB-1006)
card_text_read("Aether Quickening", oscilio_surge_go_again([4, 3, 2])).
card_text_read("Trailblazing Aether", target_hero_arcane_damage([3, 2, 1])).
card_text_read("Trailblazing Aether", oscilio_surge_go_again([3, 2, 1])).
card_text_read("Arcane Twining", target_hero_arcane_damage([3, 2, 1])).
card_text_read("Arcane Twining", oscilio_any_target).
card_text_read("Arcane Twining", oscilio_hand_ability_amp(1)).
card_text_read("Photon Splicing", target_hero_arcane_damage([4, 3, 2])).
card_text_read("Photon Splicing", oscilio_any_target).
card_text_read("Photon Splicing", oscilio_hand_ability_amp(1)).
card_text_read("Chorus of the Amphitheater", target_hero_arcane_damage([4, 3, 2])).
card_text_read("Chorus of the Amphitheater", oscilio_any_target).
card_text_read("Chorus of the Amphitheater", oscilio_hand_ability_arcane_card_plus(1)).

rule('FAB-1318', effect, "Aether Quickening, Trailblazing Aether: arcane damage to a target hero; Surge, go again",
     "Aether Quickening and Trailblazing Aether (their text read) target a hero as they are played and deal it arcane damage as they resolve, as Arcanic Crackle does (FAB-1006: the move names the target; the other player's prevention choice first, Ward): Aether Quickening 4 (red), 3 (yellow), 2 (blue); Trailblazing Aether 3, 2, 1. An amp of their player's waiting, or a Chorus of the Amphitheater's effect, makes the damage more (FAB-1316, FAB-1320). Surge: if the damage dealt (what prevention leaves) is more than that printed amount, the card gets go again: its player gains 1 action point, in their action phase (FAB-309), as the damage is dealt. Dealt no more, it gets none: the go again the card data lists for Aether Quickening is this one.",
     ruling("", "Aether Quickening: \"Deal 4 arcane damage to target hero. Surge - If this deals more than 4 damage, it gets go again.\" (3 yellow, 2 blue); Trailblazing Aether: \"Deal 3 arcane damage to target hero. Surge - If this deals more than 3 damage, it gets go again.\" (2 yellow, 1 blue) CR 8.4.8 (Surge: a label for a resolution ability with a condition on the damage dealt), 1.8.5 and 5.1.4 (a target declared as the card is played), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 8.5.47 (amp), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  oscilio_surge_dealt(+State0, +Source, +Player, +Damage, -State)// is det.
%
%   Source, Player's, dealt Damage arcane damage: if its Surge reads more
%   than its printed amount, it gets go again (FAB-1318); choices.pl's
%   arcane_damage_done//9 calls it.

oscilio_surge_dealt(S0, C, Who, N, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, oscilio_surge_go_again(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, K),
          N > K,
          card_id(C, Id)
        }
    ->  [ event('FAB-1318', surge_go_again, _{player:Who, card:Id, amount:N, more_than:K}) ],
        go_again(S0, Who, Id, S)                % effects.pl (FAB-309)
    ;   oscilio_surge_return(S0, C, Who, N, S1),    % Etchings of Arcana (FAB-1323)
        oscilio_glyph_surge(S1, C, Who, N, S)       % Glyph Overlay (FAB-1325)
    ).

message(event(surge_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage, more than ~d: Surge, it gets go again"-[L, F.amount, F.more_than] ].

rule('FAB-1319', effect, "Arcane Twining, Photon Splicing, Chorus of the Amphitheater: arcane damage to any target",
     "Arcane Twining (3, 2, 1 by colour), Photon Splicing (4, 3, 2) and Chorus of the Amphitheater (4, 3, 2), their text read, target as they are played and deal their target that arcane damage as they resolve, as Arcanic Crackle does a hero (FAB-1006: the move names the target, the id of either player's hero). Any target is a hero or an ally: a move naming an ally breaks FAB-622 only because rulecheck does not model damage to an ally, and is answered unknown, naming it (Art of the Dragon: Fire's reading, FAB-1136); legal-moves offers the heroes. Their abilities from the hand are FAB-1321's (Arcane Twining, Photon Splicing) and FAB-1320's (Chorus).",
     ruling("", "Arcane Twining: \"Deal 3 arcane damage to any target. Instant - Discard this: Amp 1\"; Photon Splicing: \"Deal 4 arcane damage to any target. Instant - Discard this: Amp 1\"; Chorus of the Amphitheater: \"Deal 4 arcane damage to any target. ...\" CR 1.8.5 and 1.8.5d (any target: a living object, hero or ally), 5.1.4 (a target declared as the card is played), 8.5.3 (deal damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   A play move of a card that deals arcane damage to any target, naming
%   an ally, breaks FAB-622 only because rulecheck does not model damage
%   to an ally: unknown, naming it (FAB-1319).
allowed_by_text(S, M, ['FAB-622'], About, oscilio_ally_target(A)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    text_read_name(C, Name),
    card_text_read(Name, oscilio_any_target),
    get_dict(target, M, Id),
    players(S, Ps), member(P, Ps),
    key_value(arena, P, [], Arena),
    member(A, Arena), card_id(A, Id0), Id0 == Id,
    card_subtypes(A, Ss), memberchk("Ally", Ss),
    !,
    card_about(A, About).

message(oscilio_ally_target(A)) -->
    { card_label(A, L) },
    [ "depends on ~w: an ally is a legal target of any target, which could allow the move, but rulecheck does not model arcane damage to an ally"-[L] ].

%   oscilio_arcane_target_rule(+Card, -Rule): the rule whose reading deals
%   Card's arcane damage to its target (card_texts_chane.pl's
%   oldhim_target_resolves//6 cites it; FAB-1006 otherwise).
oscilio_arcane_target_rule(C, Rule) :-
    text_read_name(C, Name),
    (   wiz_arcane_target_rule(C, Rule0) -> Rule = Rule0   % card_texts_wizard.pl (FAB-1480, FAB-1481)
    ;   meld_arcane_target_rule(C, Rule0) -> Rule = Rule0    % card_texts_meld.pl (FAB-1554)
    ;   card_text_read(Name, oscilio_any_target) -> Rule = 'FAB-1319'
    ;   card_text_read(Name, oscilio_surge_go_again(_)) -> Rule = 'FAB-1318'
    ;   card_text_read(Name, oscilio_surge_return_sigil(_)) -> Rule = 'FAB-1323'
    ;   card_text_read(Name, oscilio_glyph(_)) -> Rule = 'FAB-1325'
    ).

%   oscilio_left_arena_rule(+Name, -Rule): the rule whose reading makes the
%   token a permanent named Name leaves (card_texts_aurora.pl's
%   left_arena_text//4 cites it; FAB-1081 otherwise).
oscilio_left_arena_rule("Sigil of Forethought", 'FAB-1310').

rule('FAB-1321', effect, "Arcane Twining, Photon Splicing, discarded: Amp 1",
     "Arcane Twining and Photon Splicing (their text read) have an instant ability activated from their player's hand, its cost the card itself discarded (Trip the Light Fantastic's, FAB-1074: no resource point, listed as any activation; from nowhere else). As it resolves its player amps 1 (FAB-1316).",
     ruling("", "Arcane Twining, Photon Splicing: \"Instant - Discard this: Amp 1\" CR 1.7.4b (an activated ability whose cost can only be paid from the hand is functional there), 5.2.1 (an activated ability's cost and effect), 8.5.5 (discard), 8.5.47 (amp), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                        discard_self:true, from:"hand"}]) :-
    (   card_text_read(Name, oscilio_hand_ability_amp(_))
    ;   card_text_read(Name, oscilio_hand_ability_arcane_card_plus(_))
    ).

ability_reading(oscilio_hand_ability_amp(_)).

ability_reading_resolved(oscilio_hand_ability_amp(N), S0, Who, Id, S) -->
    oscilio_amp_made(S0, Who, Id, N, 'FAB-1321', S).

                 /*******************************
                 *            OSCILIO           *
                 *******************************/

card_text_read("Oscilio", oscilio_hero_discard_instant_draw).

rule('FAB-1322', constraint, "Oscilio: once per turn, an instant card discarded, a card drawn",
     "Oscilio's instant ability (her text read) is activated once per turn (FAB-402) at no resource cost; its cost is an instant card of her player's hand discarded, named in the move's discard (FAB-690: one card, not pitched for it; the discard is a discard as any other). A discard that names a card that is not an instant card breaks this rule; one that names a card the position does not show (an unknown card of the hand) is answered unknown, naming it: whether it is an instant is that card's. As the ability resolves its player draws a card (FAB-404's draw). Essence of Lightning is deck building: her talents, the card data's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Oscilio: \"Once per Turn Instant - Discard an instant: Draw a card. Essence of Lightning\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 and 5.2.2 (the effect-costs are paid as it is activated: the card discarded is the player's choice, and a cost that cannot be paid makes the activation illegal), 8.5.5 (discard), 8.5.1 (draw), 8.3.16 (Essence: a deck-building permission), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"once per turn", cost:0, effect:"draw", go_again:false,
                        destroy_self:false, discard:1}]) :-
    card_text_read(Name, oscilio_hero_discard_instant_draw).

oscilio_hero_ability(S, M, P, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, _),
    text_read_name(C, Name),
    card_text_read(Name, oscilio_hero_discard_instant_draw).

broken('FAB-1322', S, M, Reason) :-
    oscilio_hero_ability(S, M, P, C),
    key_value(discard, M, [], Ds),
    member(Id, Ds),
    card_in(P, hand, Id, D),
    \+ card_type(D, "instant"),
    !,
    (   unknown_card(D)                         % allowed_by_text/5 below: unknown
    ->  Reason = oscilio_discard_unshown(C, Id)
    ;   Reason = oscilio_discard_not_instant(C, Id)
    ).

moot('FAB-1322', S, M) :-
    \+ oscilio_hero_ability(S, M, _, _).

%   A discard naming an unknown card of the hand: whether it is an
%   instant is that card's, unknown (FAB-1322).
allowed_by_text(S, M, Ids, About, oscilio_discard_unknown(D)) :-
    (   is_list(Ids) -> Ids == ['FAB-1322'] ; true ),
    oscilio_hero_ability(S, M, P, _),
    key_value(discard, M, [], Ds),
    \+ ( member(Id0, Ds), card_in(P, hand, Id0, D0), \+ unknown_card(D0), \+ card_type(D0, "instant") ),
    member(Id, Ds),
    card_in(P, hand, Id, D),
    unknown_card(D),
    !,
    card_about(D, About).

message(oscilio_discard_not_instant(C, Id)) -->
    { card_label(C, L) },
    [ "~w's ability costs an instant card discarded, and ~w is not an instant card"-[L, Id] ].
message(oscilio_discard_unshown(C, Id)) -->
    { card_label(C, L) },
    [ "~w's ability costs an instant card discarded, and ~w is a card the position does not show, not known to be one"-[L, Id] ].
message(oscilio_discard_unknown(D)) -->
    { card_label(D, L) },
    [ "depends on ~w, a card the position does not show: the ability costs an instant card discarded, and if it is one it could allow the activation"-[L] ].

                 /*******************************
                 *      ETCHINGS OF ARCANA      *
                 *******************************/

card_text_read("Etchings of Arcana", target_hero_arcane_damage([3, 2, 1])).   % card_texts_chane.pl (FAB-1006)
card_text_read("Etchings of Arcana", oscilio_surge_return_sigil([3, 2, 1])).

rule('FAB-1323', effect, "Etchings of Arcana: arcane damage to a target hero; Surge, a Sigil may return from the graveyard to the hand",
     "Etchings of Arcana (its text read) targets a hero as it is played and deals it arcane damage as it resolves, as Arcanic Crackle does (FAB-1006): 3 (red), 2 (yellow), 1 (blue), an amp or a Chorus of the Amphitheater's effect adding to it (FAB-1316, FAB-1320). Surge: if the damage dealt (what prevention leaves) is more than that printed amount, its player may return an aura card with Sigil in its name from their graveyard to their hand: where their graveyard holds one, the position waits for their choice (the pending choice etchings_return, its source the Etchings): a put move (to: hand) naming such a card moves it to their hand (FAB-1324), a decline move does nothing. With none there, nothing happens. Not handled: where another choice already waits as the damage is dealt, none is asked and nothing returns, and an event says so.",
     ruling("", "Etchings of Arcana: \"Deal 3 arcane damage to target hero. Surge - If this deals more than 3 damage, you may return an aura with Sigil in its name from your graveyard to your hand.\" (2 yellow, 1 blue) CR 8.4.8 (Surge), 1.8.5 and 5.1.4 (a target declared as the card is played), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 1.0.2b and 1.7.3b (\"may\": the player chooses as the ability resolves), 3.8 and 3.9 (graveyard, hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1324', constraint, "The Sigil Etchings of Arcana returns is an aura card with Sigil in its name of its player's graveyard, put to the hand",
     "A put move answering the etchings_return choice (FAB-1323) names an aura card of the choosing player's graveyard whose name has Sigil in it, and puts it to the hand (to: hand).",
     ruling("", "Etchings of Arcana: \"... you may return an aura with Sigil in its name from your graveyard to your hand.\" CR 1.3.3 (an aura card), 3.8 (the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   oscilio_graveyard_sigil(+Player:dict, -Card): an aura card with Sigil
%   in its name in Player's graveyard (FAB-1323).
oscilio_graveyard_sigil(P, C) :-
    key_value(graveyard, P, [], Gs),
    member(C, Gs),
    \+ unknown_card(C),
    aura_card(C),                               % card_texts_aurora.pl
    get_dict(name, C, Name),
    sub_string(Name, _, _, _, "Sigil").

%   oscilio_surge_return(+S0, +Source, +Player, +Damage, -S)//: Source,
%   Player's Etchings of Arcana, dealt Damage: more than its printed
%   amount, the etchings_return choice waits where a Sigil is in their
%   graveyard (FAB-1323).
oscilio_surge_return(S0, C, Who, N, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, oscilio_surge_return_sigil(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, K),
          N > K,
          \+ game_over(S0, _),
          card_id(C, Id),
          player(S0, Who, P)
        }
    ->  (   { \+ oscilio_graveyard_sigil(P, _) }
        ->  { S = S0 },
            [ event('FAB-1323', etchings_no_sigil, _{player:Who, card:Id, amount:N, more_than:K}) ]
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"etchings_return", player:Who, controller:Who, source:C}) },
            [ event('FAB-1323', etchings_return_waits, _{player:Who, card:Id, amount:N, more_than:K}) ]
        ;   { S = S0 },
            [ event('FAB-1323', choice_not_asked, _{player:Who, card:Id, choice:"etchings_return"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("etchings_return", "whether to return a Sigil from the graveyard to the hand").

choice_action("etchings_return", "put").
choice_action("etchings_return", "decline").
choice_phase("etchings_return", "action").

pending_problem(S, Pd, [player], etchings_nothing_to_return(P)) :-     % FAB-1323
    Pd.choice == "etchings_return",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ oscilio_graveyard_sigil(PP, _).

broken('FAB-1324', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "etchings_return",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    (   \+ ( oscilio_graveyard_sigil(P, G), card_id(G, Id0), Id0 == Id )
    ->  Reason = etchings_not_a_sigil(Who, Id)
    ;   \+ get_dict(to, M, "hand")
    ->  key_value(to, M, "nowhere", To),
        Reason = etchings_not_to_hand(To)
    ).

moot('FAB-1324', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "etchings_return" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "etchings_return",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      new_object(C, C1),                        % keywords_defense.pl
      add_cards(P1, hand, [C1], P2),
      set_player(S1, P2, S),
      card_id(Pd.source, EId)
    },
    [ event('FAB-1323', etchings_returned, _{player:Who, card:M.card, by:EId}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "etchings_return",
      choice_answered(S0, S),
      card_id(Pd.source, EId)
    },
    [ event('FAB-1323', etchings_declined, _{player:M.player, card:EId}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"hand"}) :-
    pending(S, Pd),
    Pd.choice == "etchings_return",
    Who = Pd.player,
    player(S, Who, P),
    oscilio_graveyard_sigil(P, G),
    card_id(G, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "etchings_return",
    Who = Pd.player.

choice_words("etchings_return") --> [ "whether Etchings of Arcana's Surge returns a Sigil from the graveyard to the hand (a put move, to: hand, or a decline move)" ].
text_choice_words("etchings_return", Source) -->
    [ "whether ~w returns a Sigil from the graveyard to the hand (put, decline)"-[Source] ].

%   oscilio_put(+State): a put move answers the etchings_return choice,
%   worded here (card_texts_rhinar_dorinthea.pl's move_words//3 leaves it).
oscilio_put(S) :-
    pending(S, Pd),
    Pd.choice == "etchings_return".

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "etchings_return",
      player(S, M.player, P),
      id_label(P, M.card, L),
      card_label(Pd.source, Src)
    },
    [ M.player, " returns ", L, " from the graveyard to the hand for ", Src ].
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "etchings_return",
      card_label(Pd.source, Src)
    },
    [ M.player, " returns no Sigil for ", Src ].

message(event(etchings_no_sigil, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage, more than ~d: Surge, but ~w has no aura with Sigil in its name in the graveyard (that the position shows)"-[L, F.amount, F.more_than, F.player] ].
message(event(etchings_return_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage, more than ~d: Surge, ~w may return an aura with Sigil in its name from the graveyard to the hand (a put move, to: hand, or decline)"-[L, F.amount, F.more_than, F.player] ].
message(event(etchings_returned, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, By) },
    [ "~w returns ~w from the graveyard to the hand for ~w"-[F.player, C, By] ].
message(event(etchings_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w returns no Sigil for ~w"-[F.player, L] ].
message(etchings_not_a_sigil(Who, Id)) -->
    [ "~w is not an aura card with Sigil in its name of ~w's graveyard: Etchings of Arcana returns one"-[Id, Who] ].
message(etchings_not_to_hand(To)) -->
    [ "Etchings of Arcana returns the Sigil to its owner's hand, not to the ~w"-[To] ].
message(etchings_nothing_to_return(P)) -->
    [ "a return for Etchings of Arcana waits, and ~w has no aura with Sigil in its name in the graveyard"-[P] ].

                 /*******************************
                 *         GLYPH OVERLAY        *
                 *******************************/

card_text_read("Glyph Overlay", oscilio_glyph([3, 2, 1])).

rule('FAB-1325', effect, "Glyph Overlay: X + N arcane damage to a target hero, X its player's Sigils; Surge, 1 life, then the Sigils shuffled into their owner's deck",
     "Glyph Overlay (its text read) targets a hero as it is played (FAB-622: the move names it, either hero) and deals it arcane damage as it resolves, as Arcanic Crackle does (FAB-1006): X + 3 (red), X + 2 (yellow), X + 1 (blue), X the number of auras with Sigil in their name its player controls as it resolves (their arena's auras, cards or tokens, whose name holds Sigil), an amp or a Chorus of the Amphitheater's effect adding to it (FAB-1316, FAB-1320). Surge: if the damage dealt (what prevention leaves) is more than 3 (every colour), its player gains 1 life, then every aura with Sigil in its name they control leaves their arena: a card goes into its owner's deck, a token ceases to exist, and a Sigil whose text makes a token as it leaves makes it (FAB-1081, FAB-1310); a deck a card went into is shuffled (its cards become unknown to the position: nobody knows the order, as Hope Merchant's Hood's shuffle, FAB-564). Not handled: a Sigil its player controls but does not own is put into the controller's deck.",
     ruling("", "Glyph Overlay: \"Deal X+3 arcane damage to target hero, where X is the number of aura permanents you control with Sigil in their name. Surge - If this deals more than 3 damage, gain 1{h}, then shuffle all aura permanents you control with Sigil in their name into their owner's deck.\" (X+2 yellow, X+1 blue) CR 8.4.8 (Surge), 1.8.5 and 5.1.4 (a target declared as the card is played), 1.7.3b (a resolution ability generates its effects as the card resolves: X is counted then), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 8.5.20 (shuffle), 6.6.5 (leaving the arena triggers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, hero, oscilio_glyph(Base)) :-
    text_read_name(C, Name),
    card_text_read(Name, oscilio_glyph(Bases)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Bases, Base).

targeted_rule(C, 'FAB-1325') :-
    text_read_name(C, Name),
    card_text_read(Name, oscilio_glyph(_)).

oldhim_target_effect(oscilio_glyph(_)).

%   The layer L of Glyph Overlay resolves: X + Base arcane damage to its
%   target hero, X its controller's Sigils now (FAB-1325).
oldhim_target_resolves(oscilio_glyph(Base), S0, L, C, T, S) -->
    { player(S0, L.controller, P),
      aggregate_all(count, oscilio_sigil_aura(P, _), X),
      N is X + Base
    },
    oldhim_target_resolves(arcane_damage(N), S0, L, C, T, S).   % card_texts_chane.pl (FAB-1006)

%   oscilio_glyph_surge(+S0, +Source, +Player, +Damage, -S)//: Glyph
%   Overlay dealt Damage: more than 3, 1 life and the Sigils shuffled
%   into their owner's deck (FAB-1325).
oscilio_glyph_surge(S0, C, Who, N, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, oscilio_glyph(_)),
          N > 3,
          \+ game_over(S0, _),
          card_id(C, Id)
        }
    ->  [ event('FAB-1325', glyph_surge, _{player:Who, card:Id, amount:N}) ],
        gain_life(S0, Who, 1, Id, S1),          % effects.pl
        { player(S1, Who, P1),
          findall(A, oscilio_sigil_aura(P1, A), As),
          maplist(card_id, As, AIds)
        },
        oscilio_sigils_shuffled(AIds, S1, Who, Id, S)
    ;   { S = S0 }
    ).

oscilio_sigils_shuffled([], S0, _, _, S0) --> [].
oscilio_sigils_shuffled([AId|AIds], S0, Who, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, arena, AId, A, P1),
      (   token_card(A)
      ->  P = P1, To = "nowhere"
      ;   append(P1.deck, [A], Deck0),
          maplist(unknown_of, Deck0, Deck),     % card_texts_rhinar_dorinthea.pl: a shuffled deck
          P = P1.put(deck, Deck), To = "deck"
      ),
      set_player(S0, P, S1)
    },
    [ event('FAB-1325', glyph_sigil_shuffled, _{player:Who, card:AId, by:By, to:To}) ],
    left_arena_text(S1, Who, A, S2),            % card_texts_aurora.pl (FAB-1081, FAB-1310)
    oscilio_sigils_shuffled(AIds, S2, Who, By, S).

message(event(glyph_surge, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage, more than 3: Surge, ~w gains 1 life, then shuffles the auras with Sigil in their name they control into their owner's deck"-[L, F.amount, F.player] ].
message(event(glyph_sigil_shuffled, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.to == "nowhere" }
    ->  [ "~w, a token, leaves ~w's arena: it ceases to exist"-[L, F.player] ]
    ;   [ "~w is shuffled into ~w's deck: nobody knows its order now, so its cards are unknown to the position"-[L, F.player] ]
    ).

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("etchings_return").
