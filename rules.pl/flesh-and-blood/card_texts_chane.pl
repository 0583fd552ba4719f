/*  Flesh and Blood: the texts of the Chane Blitz Deck's cards.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - "You may play this from your banished zone" (Ghostly Visit, Howl
      from Beyond, Seeping Shadows, Rift Bind; Bounding Demigon only once
      its player has played a 'non-attack' action card this turn): a
      play-static ability (CR 1.7.4e, 5.1.2b) that lets the card be
      played from its owner's banished zone (FAB-1001, FAB-569's
      permission);
    - the 'non-attack' action cards a player plays, recorded for the turn
      (non_attack_action_played, FAB-1002), which Bounding Demigon and
      Rift Bind read;
    - Bounding Demigon's +1 power and Rift Bind's +X power when played
      from the banished zone (FAB-1003);
    - arcane damage the turn player deals to the opposing hero, recorded
      for the turn (arcane_damage_to_opponent), which gives Piercing
      Shadow Vise +2 power and Rip Through Reality go again (FAB-1005);
    - Arcanic Crackle, Vexing Malice: a target hero, named as the card is
      played, is dealt arcane damage as it resolves (FAB-1006);
    - Consuming Volition: after arcane damage its player dealt this turn
      (arcane_damage_dealt), "When this hits a hero, they discard a card"
      (FAB-1007);
    - Galaxxi Black: +2 power once its player has played a card from
      their banished zone this turn (banished_card_played), 1 arcane
      damage to the hero it hits (FAB-1008);
    - Aether Ironweave: its ability, activated only after an attack action
      card and a 'non-attack' action card this turn (attack_action_played
      and FAB-1002's records), gains 2 resource points (FAB-1009);
    - Chane: her ability, its cost a Soul Shackle token created, gives her
      player's next Runeblade or Shadow action card this turn go again
      (FAB-1010);
    - Warmonger's Recital: the next attack action card +N power and, when
      it hits, to the bottom of its owner's deck (FAB-1011);
    - Rifted Torment played from the banished zone, and the attack action
      card Seeds of Agony gives its text, as it attacks: 1 arcane damage
      to a hero its player targets (the arcane_target_hero choice,
      FAB-1012, FAB-1013);
    - Unhallowed Rites: as it resolves, a 'non-attack' action card with
      blood debt from its player's graveyard may go on the bottom of
      their deck (the blood_debt_to_bottom choice, FAB-1014, FAB-1015);
    - Spew Shadow: an attack action card of its player's banished zone,
      chosen as it resolves (the banished_attack_choice choice), may be
      played this turn, +2 power against a Light hero (FAB-1016,
      FAB-1017);
    - Lord Sutcliffe, the mentor: face up, each 'non-attack' action card
      its player plays deals 1 arcane damage to each hero, a lesson
      counter for each damage dealt (FAB-1018);
    - Seeping Shadows: the next attack action card with cost N or less
      gains +1 power and go again (FAB-1004);
    - Howl from Beyond's next attack action card +N power: Earthlore
      Surge's reading (FAB-770, card_texts_oldhim.pl).

    Unhallowed Rites', Spew Shadow's and Lord Sutcliffe's relations are in
    card_texts_chane_2.pl.  Blood Debt is the keyword's reading
    (FAB-931).  Soul Reaping is not read: its text stays an assumption of
    the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, rule_fact/4, fact_words//1,
   reads_record/2, turn_record_words//3, record_rule/2, record_reason_words//2, kassai_text_rule/2,
   targeting/4, targeted_rule/2, oldhim_target_effect/1, oldhim_target_resolves//6, not_asked_words/2,
   text_abilities/2, ability_reading/1, ability_reading_resolved//5, choice_action/2, choice_phase/2,
   choice_candidate/3, effect//4, choice_words//1, text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       play_from_banished(Condition)   Ghostly Visit, Howl from Beyond,
%                               Seeping Shadows, Rift Bind: "You may play
%                               this from your banished zone." (always);
%                               Bounding Demigon: "If you have played a
%                               'non-attack' action card this turn, you
%                               may play Bounding Demigon from your
%                               banished zone." (after_non_attack_action)
%                               (FAB-1001)
%       banished_play_power(Amount)   Bounding Demigon: "If you do, it
%                               gains +1{p}." (fixed(1)); Rift Bind: "If
%                               you do, it gains +X{p}, where X is the
%                               number of 'non-attack' action cards you
%                               have played this turn." (non_attack_actions)
%                               (FAB-1003)
%       next_attack_action_card_max_cost_power_go_again(MaxCosts, N)
%                               Seeping Shadows: "The next attack action
%                               card with cost 2 or less you play this
%                               turns gains +1{p} and go again." (cost 1
%                               or less yellow, cost 0 blue; FAB-1004)
%       target_hero_arcane_damage(Amounts)   Arcanic Crackle: "Deal 1
%                               arcane damage to target hero." (every
%                               colour); Vexing Malice: "Deal 2 arcane
%                               damage to target hero." (FAB-1006)
%       ability_gain_after_attack_and_non_attack_actions   Aether
%                               Ironweave: "Action - Destroy Aether
%                               Ironweave: Gain {r}{r}. Activate this
%                               ability only if you have played an attack
%                               action card and a 'non-attack' action card
%                               this turn. Go again. Battleworn" (its
%                               Battleworn the keyword's; FAB-1009)
%       ability_soul_shackle_next_action_go_again   Chane: "Once per Turn
%                               Action - Create a Soul Shackle token: Your
%                               next Runeblade or Shadow action this turn
%                               gains go again. Go again" (FAB-1010)
%       next_attack_action_card_power_hit_to_bottom(Amounts)
%                               Warmonger's Recital: "The next attack
%                               action card you play this turn gains +3{p}
%                               and \"When this hits, put it on the bottom
%                               of its owner's deck.\" Go again" (+2
%                               yellow, +1 blue; FAB-1011)
%       banished_play_arcane_target(N)   Rifted Torment: "You may play
%                               Rifted Torment from your banished zone. If
%                               you do, deal 1 arcane damage to target
%                               hero." (FAB-1012)
%       next_attack_action_card_max_cost_attack_arcane(MaxCosts, N)
%                               Seeds of Agony: "The next attack action
%                               card with cost 2 or less you play this
%                               turn gains \"When you attack with this,
%                               deal 1 arcane damage to target hero.\""
%                               (cost 1 or less yellow, 0 or less blue;
%                               FAB-1012)
%       may_put_blood_debt_non_attack_to_bottom   Unhallowed Rites: "If
%                               you have played a 'non-attack' action card
%                               this turn, you may play Unhallowed Rites
%                               from your banished zone. You may put a
%                               'non-attack' action card with blood debt
%                               from your graveyard on the bottom of your
%                               deck." (its play from the banished zone
%                               FAB-1001's; FAB-1014, FAB-1015)
%       choose_banished_attack_to_play(MaxCosts, Talent, N)   Spew
%                               Shadow: "Choose an attack action card with
%                               cost 2 or less in your banished zone. You
%                               may play it this turn. If it attacks a
%                               Light hero, it gains +2{p}. Go again"
%                               (cost 1 or less yellow, 0 or less blue;
%                               FAB-1016, FAB-1017)
%       mentor(non_attack_arcane_each_hero, lessons(3))   Lord Sutcliffe:
%                               "While Sutcliffe is face down in arsenal,
%                               at the start of your turn, you may turn
%                               him face up. While Sutcliffe is face up in
%                               arsenal, whenever you play a 'non-attack'
%                               action card, deal 1 arcane damage to each
%                               hero and put a lesson counter on Sutcliffe
%                               for each damage dealt this way. Then if
%                               there are 3 or more lesson counters on
%                               him, banish him, search your deck for a
%                               specialization card, put it face up into
%                               arsenal, and shuffle." (the mentors'
%                               reading, FAB-976, FAB-978, FAB-979;
%                               FAB-1018)
%       hit_discard_after_arcane_damage   Consuming Volition: "If you've
%                               dealt arcane damage this turn, this gets
%                               \"When this hits a hero, they discard a
%                               card.\"" (FAB-1007; the discard Pummel's,
%                               FAB-628)
%       power_after_turn_record("banished_card_played", 2),
%       hit_arcane_damage(1)    Galaxxi Black: "Once per Turn Action -
%                               {r}: Attack. If you have played a card
%                               from your banished zone this turn, Galaxxi
%                               Black gains +2{p} until end of turn. If
%                               Galaxxi Black hits a hero, deal 1 arcane
%                               damage to that hero." (its attack the card
%                               data's; FAB-1008)
%       power_after_turn_record("arcane_damage_to_opponent", 2)
%                               Piercing Shadow Vise: "If you have dealt
%                               arcane damage to an opposing hero this
%                               turn, Piercing Shadow Vise gains +2{p}."
%                               (Beast Mode's reading, FAB-678; FAB-1005)
%       go_again_after_turn_record("arcane_damage_to_opponent")
%                               Rip Through Reality: "If you have dealt
%                               arcane damage to an opposing hero this
%                               turn, Rip Through Reality gains go
%                               again." (Mandible Claw's reading,
%                               FAB-680; FAB-1005)
%       next_attack_action_card_gains_power(Amounts)   Howl from Beyond:
%                               "The next attack action card you play this
%                               turn gains +3{p}." (+2 yellow, +1 blue;
%                               Earthlore Surge's reading, FAB-770)

card_text_read("Ghostly Visit", play_from_banished(always)).
card_text_read("Howl from Beyond", play_from_banished(always)).
card_text_read("Howl from Beyond", next_attack_action_card_gains_power([3, 2, 1])).
card_text_read("Seeping Shadows", play_from_banished(always)).
card_text_read("Seeping Shadows", next_attack_action_card_max_cost_power_go_again([2, 1, 0], 1)).
card_text_read("Rift Bind", play_from_banished(always)).
card_text_read("Rift Bind", banished_play_power(non_attack_actions)).
card_text_read("Bounding Demigon", play_from_banished(after_non_attack_action)).
card_text_read("Bounding Demigon", banished_play_power(fixed(1))).
card_text_read("Arcanic Crackle", target_hero_arcane_damage([1, 1, 1])).
card_text_read("Vexing Malice", target_hero_arcane_damage([2, 2, 2])).
card_text_read("Consuming Volition", hit_discard_after_arcane_damage).
card_text_read("Lord Sutcliffe", mentor(non_attack_arcane_each_hero, lessons(3))).
card_text_read("Spew Shadow", choose_banished_attack_to_play([2, 1, 0], "Light", 2)).
card_text_read("Unhallowed Rites", play_from_banished(after_non_attack_action)).
card_text_read("Unhallowed Rites", may_put_blood_debt_non_attack_to_bottom).
card_text_read("Rifted Torment", play_from_banished(always)).
card_text_read("Rifted Torment", banished_play_arcane_target(1)).
card_text_read("Seeds of Agony", play_from_banished(always)).
card_text_read("Seeds of Agony", next_attack_action_card_max_cost_attack_arcane([2, 1, 0], 1)).
card_text_read("Warmonger's Recital", next_attack_action_card_power_hit_to_bottom([3, 2, 1])).
card_text_read("Chane", ability_soul_shackle_next_action_go_again).
card_text_read("Aether Ironweave", ability_gain_after_attack_and_non_attack_actions).
card_text_read("Galaxxi Black", power_after_turn_record("banished_card_played", 2)).
card_text_read("Galaxxi Black", hit_arcane_damage(1)).
card_text_read("Piercing Shadow Vise", play_from_banished(always)).
card_text_read("Piercing Shadow Vise", power_after_turn_record("arcane_damage_to_opponent", 2)).
card_text_read("Rip Through Reality", play_from_banished(always)).
card_text_read("Rip Through Reality", go_again_after_turn_record("arcane_damage_to_opponent")).

kassai_text_rule("Rip Through Reality", 'FAB-1005').

                 /*******************************
                 *   PLAYED FROM BANISHED ZONE  *
                 *******************************/

rule('FAB-1001', constraint, "A card whose text lets it be played from the banished zone: Ghostly Visit, Howl from Beyond, Seeping Shadows, Rift Bind; Bounding Demigon after a 'non-attack' action card",
     "A play move from the banished zone (from: banished) may name a card of its player's banished zone whose text, read, says \"You may play this from your banished zone\" (Ghostly Visit, Howl from Beyond, Seeping Shadows, Rift Bind): FAB-569 lets it, and every other rule of playing it applies as from the hand (its cost, the action point, the timing). Bounding Demigon's says so only \"if you have played a 'non-attack' action card this turn\": played from the banished zone before its player has played one this turn (FAB-1002: the turn's record, or one on the stack), the move breaks this rule (and FAB-569). A card its player does not own is not theirs to play (a banished zone holds its owner's cards); an unknown card of the banished zone shows no text. No effect of this turn is used up: the text is the card's own, and a card played so and banished again may be played again.",
     ruling("", "Ghostly Visit: \"You may play Ghostly Visit from your banished zone. Blood Debt\"; Bounding Demigon: \"If you have played a 'non-attack' action card this turn, you may play Bounding Demigon from your banished zone. If you do, it gains +1{p}. Blood Debt\". CR 1.7.4e (a play-static ability is functional when its source is public in any zone and when it is played: Ghostly Visit is the CR's example), 5.1.1a (a player plays cards from the hand or arsenal unless a rule or effect says otherwise), 5.1.2b (a card is announced only if a rule or effect lets it be played; Tome of Torment's text, private in the banished zone, is not functional), 5.4.4 (a play-static ability), 1.0.1a (an effect supersedes a rule), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck's banished zones hold public cards only (a face-down banished card is not represented).")).

%!  banished_text_permission(+State, +Player, +Id, -Card) is semidet.
%
%   Card, the card Id of Player's banished zone, has a text read that
%   lets Player play it from there now (FAB-1001): its condition holds.

banished_text_permission(S, Who, Id, C) :-
    player(S, Who, P),
    card_in(P, banished, Id, C),
    \+ banished_face_down(S, C),                % face down, its text is not functional (FAB-1298)
    banished_play_text(C, Cond),
    banished_play_condition(Cond, S, Who).

%   banished_play_text(+Card, -Condition): Card's text read lets it be
%   played from its owner's banished zone under Condition (FAB-1001).
banished_play_text(C, Cond) :-
    \+ unknown_card(C),
    text_read_name(C, Name),
    card_text_read(Name, play_from_banished(Cond)),
    !.

banished_play_condition(always, _, _).
banished_play_condition(after_non_attack_action, S, Who) :-
    non_attack_action_ids(S, Who, [_|_]).

broken('FAB-1001', S, M, banished_play_needs_non_attack_action(C, Who)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "banished"),
    get_dict(player, M, Who),
    player(S, Who, P),
    get_dict(card, M, Id),
    card_in(P, banished, Id, C),
    banished_play_text(C, after_non_attack_action),
    \+ non_attack_action_ids(S, Who, [_|_]).

moot('FAB-1001', S, M) :-
    \+ ( get_dict(from, M, "banished"),
         get_dict(player, M, Who),
         player(S, Who, P),
         get_dict(card, M, Id),
         card_in(P, banished, Id, C),
         banished_play_text(C, after_non_attack_action) ).

rule_fact('FAB-1001', S, M, non_attack_actions_played(Who, Ids)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "banished"),
    get_dict(player, M, Who),
    non_attack_action_ids(S, Who, Ids).

fact_words(non_attack_actions_played(Who, [])) --> !,
    [ "the position shows no 'non-attack' action card ~w has played this turn (the turn's records, the stack)"-[Who] ].
fact_words(non_attack_actions_played(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the 'non-attack' action cards ~w has played this turn, as the position shows them: ~w"-[Who, T] ].

message(banished_play_needs_non_attack_action(C, Who)) -->
    { card_label(C, L) },
    [ "~w may be played from the banished zone only if ~w has played a 'non-attack' action card this turn, and the position shows none (its effects record none, and the stack holds none of theirs)"-[L, Who] ].

                 /*******************************
                 *  'NON-ATTACK' ACTIONS PLAYED *
                 *******************************/

rule('FAB-1002', effect, "A 'non-attack' action card played is recorded for the turn",
     "When the turn player plays a 'non-attack' action card (an action card that is not an attack: type action), the state records it for the rest of the turn in its effects ({kind: non_attack_action_played, player, source: the card played}), once a card, which Bounding Demigon (FAB-1001), Rift Bind (FAB-1003) and Aether Ironweave (FAB-1009) read; a card still on the stack counts as played without its record. As FAB-742's records, one is written where a text that reads it could act this turn: a Bounding Demigon, Rift Bind or Aether Ironweave of the player, or a card of theirs the position does not show outside their deck. A position given in the middle of a turn says in its effects the 'non-attack' action cards played earlier, else none has been.",
     ruling("", "Bounding Demigon: \"If you have played a 'non-attack' action card this turn, ...\"; Rift Bind: \"... where X is the number of 'non-attack' action cards you have played this turn.\" CR 5.1 (playing a card: it is put on the stack), 5.1.10 (the card is then played), 2.10.1 and 2.10.6a (the subtype Attack; a non-attack action card is an action card without the subtype Attack), 4.4.4 (this turn ends with it), 1.3.1b (a card played is controlled by the player who played it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  non_attack_action_ids(+State, +Player, -Ids:list) is det.
%
%   Ids are the ids of the 'non-attack' action cards Player has played
%   this turn, as far as State tells: its non_attack_action_played
%   records (FAB-1002) and Player's non-attack action cards on the stack
%   (played_ids/5: a chain link's attack is never one).

non_attack_action_ids(S, Who, Ids) :-
    played_ids(S, Who, "non_attack_action_played", card_of_type("action"), Ids).   % card_texts_fai_prism.pl

reads_record(Name, "non_attack_action_played") :-
    (   card_text_read(Name, play_from_banished(after_non_attack_action))
    ;   card_text_read(Name, banished_play_power(non_attack_actions))
    ;   card_text_read(Name, ability_gain_after_attack_and_non_attack_actions)
    ),
    !.

%!  chane_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: the turn's records of action cards played
%   (FAB-1002, FAB-1009), and Chane's go again (FAB-1010); card_texts.pl's
%   played_text//5 calls it.

chane_played_text(S0, Who, C, S) -->
    non_attack_action_recorded(S0, Who, C, S1),
    next_action_go_again_taken(S1, Who, C, S2),
    sutcliffe_played(S2, Who, C, S).

%!  non_attack_action_recorded(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: if it is an action card of the turn player's, the
%   turn records it where a text could read it (FAB-1002, FAB-1009).

non_attack_action_recorded(S0, Who, C, S) -->
    (   { card_type(C, T),
          played_record_kind(T, Kind, Rule),
          S0.turn_player == Who,
          played_record_reader(S0, Who, Kind),
          card_id(C, Id),
          \+ ( effects(S0, Es), member(E, Es),
               get_dict(kind, E, Kind),
               get_dict(player, E, W), W == Who,
               get_dict(source, E, Id) ),
          add_effect(S0, _{kind:Kind, player:Who, source:Id}, S)
        }
    ->  [ event(Rule, turn_recorded, _{player:Who, kind:Kind, card:Id}) ]
    ;   { S = S0 }
    ).

%   played_record_kind(?Type, ?Kind, ?Rule): a card of Type played is
%   recorded as Kind (FAB-1002, FAB-1009).
played_record_kind("action", "non_attack_action_played", 'FAB-1002').
played_record_kind("attack action", "attack_action_played", 'FAB-1009').

%   played_record_reader(+S, +Player, +Kind): a text that reads the record
%   Kind could act this turn: FAB-742's record_reader/3 for the
%   'non-attack' action cards (a Bounding Demigon or Rift Bind may be a
%   card the position does not show, and reach the banished zone this
%   turn); for the attack action cards, a known Aether Ironweave of
%   Player's (an equipment: the position shows it, in the equipment zone
%   from the game's start, FAB-1009).
played_record_reader(S, Who, "non_attack_action_played") :-
    record_reader(S, Who, "non_attack_action_played").   % card_texts_fai_prism.pl
played_record_reader(S, Who, "attack_action_played") :-
    record_player_card(S, Who, _, C),           % card_texts_fai_prism.pl
    \+ unknown_card(C),
    text_read_name(C, Name),
    reads_record(Name, "attack_action_played"),
    !.

turn_record_words("non_attack_action_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played a 'non-attack' action card this turn (~w)"-[Who, L] ].

                 /*******************************
                 *  BOUNDING DEMIGON, RIFT BIND *
                 *******************************/

rule('FAB-1003', effect, "Bounding Demigon, Rift Bind: played from the banished zone, +1 power, or +1 for each 'non-attack' action card played this turn",
     "When Bounding Demigon (its text read) is played from its player's banished zone (FAB-1001), it gains +1 power; Rift Bind played so gains +X power, X the number of 'non-attack' action cards its player has played this turn (FAB-1002: the turn's records and those on the stack), counted as it is played (none can be played while it waits on the stack or attacks). The power waits in the state's effects as a next-attack effect (next_attack_power, its source the card itself: the card on the stack is the next attack to become a chain link, FAB-505). Played from the hand or the arsenal, or Rift Bind with X 0, it gains nothing.",
     ruling("", "Bounding Demigon: \"If you have played a 'non-attack' action card this turn, you may play Bounding Demigon from your banished zone. If you do, it gains +1{p}.\"; Rift Bind: \"You may play Rift Bind from your banished zone. If you do, it gains +X{p}, where X is the number of 'non-attack' action cards you have played this turn.\" CR 5.4.4d (a conditional continuous effect of a play-static ability, \"If you do\", is generated as the card is played so), 2.0.3a (an effect modifies power), 8.1.1a (an action card is played only with an empty stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  banished_played_text(+State0, +Player, +Card, +From, -State)// is det.
%
%   Player played Card from From: from the banished zone, the turn
%   records it where a text reads it (FAB-1008), and the power its text
%   gives it (FAB-1003); effects.pl's play effect calls it.

banished_played_text(S0, Who, C, "banished", S) -->
    { card_id(C, Id0) },
    (   { S0.turn_player == Who,
          record_reader(S0, Who, "banished_card_played") }   % card_texts_fai_prism.pl
    ->  turn_recorded(S0, "banished_card_played", 'FAB-1008', Who, Id0, S1)   % card_texts_rhinar_blitz.pl
    ;   { S1 = S0 }
    ),
    banished_power_played(S1, Who, C, S2),
    banished_arcane_played(S2, Who, C, S).
banished_played_text(S, _, _, _, S) --> [].

%   banished_arcane_played(+S0, +Player, +Card, -S)//: Card, played from
%   the banished zone, deals arcane damage to a target hero: the target
%   waits for Player (FAB-1012).
banished_arcane_played(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, banished_play_arcane_target(N))
        }
    ->  arcane_target_waits(S0, Who, C, N, S)
    ;   { S = S0 }
    ).

banished_power_played(S0, Who, C, S) -->
    { text_read_name(C, Name),
      card_text_read(Name, banished_play_power(Amount)),
      banished_play_amount(Amount, S0, Who, N),
      N > 0,
      card_id(C, Id),
      !,
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-1003', banished_play_power, _{player:Who, card:Id, amount:N}) ].
banished_power_played(S, _, _, S) --> [].

banished_play_amount(fixed(N), _, _, N).
banished_play_amount(non_attack_actions, S, Who, N) :-
    non_attack_action_ids(S, Who, Ids),
    length(Ids, N).

message(event(banished_play_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, played from the banished zone, gains +~d power"-[L, F.amount] ].

                 /*******************************
                 *        SEEPING SHADOWS       *
                 *******************************/

rule('FAB-1004', effect, "Seeping Shadows: the next attack action card with cost N or less gets +1 power and go again",
     "When Seeping Shadows (its text read) resolves, two effects wait in the state's effects for its player's next attack action card with cost 2 or less (red; 1 or less yellow, 0 blue) this turn: +1 power (next_attack_power) and go again (next_attack_go_again), each with attack_action_card and max_cost; as such a card becomes a chain link (FAB-505) it takes both. An attack action card of a greater cost, or a weapon's attack, leaves them waiting; they end with the turn. Its own go again is the keyword's; its Blood Debt FAB-931's; its play from the banished zone FAB-1001's.",
     ruling("", "Seeping Shadows: \"You may play Seeping Shadows from your banished zone. The next attack action card with cost 2 or less you play this turns gains +1{p} and go again. Go again. Blood Debt\" (cost 1 or less yellow, cost 0 blue). CR 1.7.3b (a resolution ability generates its effects as the card resolves), 5.1.2a (an effect on the next card played applies if the card matches its description), 2.2 (cost), 2.0.3a (power), 8.3.5 (go again), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  chane_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-1004);
%   card_texts.pl's resolution_text//4 calls it.

chane_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, choose_banished_attack_to_play(_, _, _))
        }
    ->  spew_resolved(S0, Who, C, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_max_cost_attack_arcane(MaxCosts, N)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, MaxCosts, Max),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_action_card_attack_arcane", player:Who, amount:N, source:Id,
                           attack_action_card:true, max_cost:Max}, S)
        }
    ->  [ event('FAB-1012', attack_arcane_made, _{player:Who, card:Id, amount:N, max_cost:Max}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_power_hit_to_bottom(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true}, S1),
          add_effect(S1, _{kind:"next_attack_action_card_hit_to_bottom", player:Who, source:Id,
                           attack_action_card:true}, S)
        }
    ->  [ event('FAB-1011', power_hit_to_bottom_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_max_cost_power_go_again(MaxCosts, N)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, MaxCosts, Max),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, max_cost:Max}, S1),
          add_effect(S1, _{kind:"next_attack_go_again", player:Who, source:Id,
                           attack_action_card:true, max_cost:Max}, S)
        }
    ->  [ event('FAB-1004', max_cost_power_go_again_made, _{player:Who, card:Id, amount:N, max_cost:Max}) ]
    ;   { S = S0 }
    ).

%!  chane_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   A next-attack Effect with a max_cost applies only to an attack whose
%   cost is at most that (Seeping Shadows, FAB-1004; Electrostatic
%   Discharge, FAB-1069), one with a card only to that card (Spew Shadow,
%   FAB-1016; Shiver's arrow, FAB-813); card_texts.pl's
%   effect_fits_attack/2 calls it.

chane_effect_fits_attack(E, A) :-
    (   get_dict(max_cost, E, Max)
    ->  card_cost(A, Cost),
        Cost =< Max
    ;   true
    ),
    (   get_dict(card, E, Id)                   % FAB-1016: the card Spew Shadow chose
    ->  card_id(A, Id)
    ;   true
    ).

message(event(max_cost_power_go_again_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card with cost ~d or less ~w plays this turn gets +~d power and go again"-[L, F.max_cost, F.player, F.amount] ].

                 /*******************************
                 *  ARCANE DAMAGE TO AN OPPONENT *
                 *******************************/

rule('FAB-1005', effect, "Piercing Shadow Vise, Rip Through Reality: +2 power, go again once their player has dealt arcane damage to an opposing hero this turn",
     "When the turn player deals arcane damage to the other player's hero (what is left after prevention, more than 0: a Runechant's, FAB-210, or a text's), the state records it for the rest of the turn in its effects ({kind: arcane_damage_to_opponent, player, source: the damage's source}), once; as FAB-742's records, it is written where a text that reads it could act this turn (a Piercing Shadow Vise, Rip Through Reality, Meat and Greet (FAB-1078) or Stir the Wildwood of the player's, or a card of theirs the position does not show outside their deck). Piercing Shadow Vise attacking for a player with the record has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks (Beast Mode's reading, FAB-678). Rip Through Reality's attack for such a player has go again (the link's go_again, FAB-503), likewise (Mandible Claw's, FAB-680). Arcane damage all prevented, or dealt to its own player's hero, records nothing. A position given in the middle of a turn says so in its effects, else none has been dealt. Their play from the banished zone is FAB-1001's; their Blood Debt FAB-931's.",
     ruling("", "Piercing Shadow Vise: \"You may play Piercing Shadow Vise from your banished zone. If you have dealt arcane damage to an opposing hero this turn, Piercing Shadow Vise gains +2{p}. Blood Debt\"; Rip Through Reality: \"... If you have dealt arcane damage to an opposing hero this turn, Rip Through Reality gains go again. Blood Debt\". CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.3 and 6.4.10a (damage dealt is what prevention leaves), 2.0.3a (power), 8.3.5 (go again), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has dealt such damage this turn they have for the rest of it, so the power, once counted, stays.")).

reads_record(Name, "arcane_damage_to_opponent") :-
    reads_turn_record(Name, "arcane_damage_to_opponent"),   % card_texts_rhinar_blitz.pl
    !.

record_rule("arcane_damage_to_opponent", 'FAB-1005').

record_reason_words("arcane_damage_to_opponent", Who) -->
    [ "~w has dealt arcane damage to an opposing hero this turn"-[Who] ].

turn_record_words("arcane_damage_to_opponent", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has dealt arcane damage to an opposing hero this turn (~w)"-[Who, L] ].

%!  arcane_recorded(+State0, +Player, +Target, +Damage, +Source, -State)// is det.
%
%   Source, Player's, dealt Damage arcane damage to Target's hero: dealt
%   by the turn player, more than 0, the turn records it where a text
%   could read it: to the other player's hero (FAB-1005), to any hero
%   (FAB-1007); choices.pl's arcane_damage_done//9 calls it.

arcane_recorded(S0, Who, O, D, C, S) -->
    (   { D > 0,
          O \== Who,
          S0.turn_player == Who,
          record_reader(S0, Who, "arcane_damage_to_opponent"),   % card_texts_fai_prism.pl
          card_id(C, Id)
        }
    ->  turn_recorded(S0, "arcane_damage_to_opponent", 'FAB-1005', Who, Id, S1)   % card_texts_rhinar_blitz.pl
    ;   { S1 = S0 }
    ),
    (   { D > 0,
          S1.turn_player == Who,
          record_reader(S1, Who, "arcane_damage_dealt"),
          \+ turn_record(S1, "arcane_damage_dealt", Who),
          card_id(C, Id2)
        }
    ->  turn_recorded(S1, "arcane_damage_dealt", 'FAB-1007', Who, Id2, S2),
        volition_gains_discard(S2, Who, S3)
    ;   { S3 = S1 }
    ),
    sutcliffe_counter(S3, Who, D, C, S).

                 /*******************************
                 * ARCANIC CRACKLE, VEXING MALICE *
                 *******************************/

rule('FAB-1006', effect, "Arcanic Crackle, Vexing Malice: arcane damage to a target hero",
     "Arcanic Crackle and Vexing Malice (their text read) target a hero as they are played: the play move names the target, the id of either player's hero (FAB-622: a move without one is illegal). As the card resolves (and becomes a chain link), the target hero is dealt 1 arcane damage (Arcanic Crackle, every colour) or 2 (Vexing Malice) as any arcane damage is: targeting the other player's hero, that player's prevention choice first where they have one (Arcane Barrier, Spellvoid: FAB-526), Ward (FAB-524); dealt, it is recorded for the turn (FAB-1005). Targeting their own player's hero, it is dealt to it, Ward applying. Not handled: the prevention of a player's arcane damage to their own hero is not asked (an event says so where they could prevent it).",
     ruling("", "Arcanic Crackle: \"Deal 1 arcane damage to target hero.\"; Vexing Malice: \"Deal 2 arcane damage to target hero.\" CR 1.8.5 and 5.1.4 (a target is declared as the card is played: any hero, its controller's own included), 1.7.3b (a resolution ability generates its effect as the card resolves), 8.5.3 (deal damage), 8.3.8 and 8.3.15 (Arcane Barrier, Spellvoid), 6.4.10 (prevention), 5.3.2a (a layer whose targets are all illegal fails to resolve), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Arcanic Crackle and Vexing Malice target a hero as they are played
%   (FAB-622's targeting, Winter's Bite's hero); what the target is dealt
%   is FAB-1006's.
targeting(C, play, hero, arcane_damage(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_hero_arcane_damage(Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

targeted_rule(C, 'FAB-1006') :-
    text_read_name(C, Name),
    card_text_read(Name, target_hero_arcane_damage(_)).

oldhim_target_effect(arcane_damage(_)).

%   The layer L of Card C resolves: the hero T is dealt N arcane damage
%   (FAB-1006), by the other player's prevention choice first where they
%   have one.
oldhim_target_resolves(arcane_damage(N), S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id),
      (   oscilio_arcane_target_rule(C, Rule0) -> Rule = Rule0 ; Rule = 'FAB-1006' )   % card_texts_oscilio.pl (FAB-1318, FAB-1319, FAB-1323)
    },
    (   { target_hero_player(S0, T, Target) }   % card_texts_fai_prism.pl
    ->  [ event(Rule, arcane_target_resolves, _{player:Who, card:Id, target:Target, amount:N}) ],
        (   { Target \== Who }
        ->  arcane_damage(S0, C, Who, N, S)     % choices.pl (FAB-526, FAB-210)
        ;   (   { arcane_choice(S0, Who) }
            ->  [ event('FAB-1006', own_prevention_not_asked, _{player:Who, card:Id}) ]
            ;   []
            ),
            own_arcane_damage(S0, C, Who, N, S)   % card_texts_fai_prism.pl
        )
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(arcane_target_resolves, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's hero, its target, is dealt ~d arcane damage"-[L, F.target, F.amount] ].

                 /*******************************
                 *      CONSUMING VOLITION      *
                 *******************************/

rule('FAB-1007', effect, "Consuming Volition: after arcane damage dealt this turn, \"When this hits a hero, they discard a card\"",
     "When the turn player deals arcane damage to a hero (either hero; what prevention leaves, more than 0), the state records it for the rest of the turn in its effects ({kind: arcane_damage_dealt, player, source}), once, where a text that reads it could act (a Consuming Volition of the player's, or a card of theirs the position does not show outside their deck; FAB-742's rule). Consuming Volition (its text read) attacking for a player with the record has \"When this hits a hero, they discard a card\": its chain link records it (hit_discard) as it opens if the record is there, or as the record is made while it attacks; when it hits, the defending hero's player discards a card as Pummel's gained text has them (FAB-628: the card they choose, the hit_discard choice, where two differ). Without the record it gains nothing. A position given in the middle of a turn says so in its effects, else none has been dealt.",
     ruling("", "Consuming Volition: \"If you've dealt arcane damage this turn, this gets 'When this hits a hero, they discard a card.'\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 6.6 (a triggered effect: the hit), 7.5.5 (an attack hits when it deals damage to a hero), 8.5.5 (discard: the player whose hand it is chooses the card), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "arcane_damage_dealt") :-
    card_text_read(Name, hit_discard_after_arcane_damage),
    !.

turn_record_words("arcane_damage_dealt", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has dealt arcane damage this turn (~w)"-[Who, L] ].

%!  chane_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Consuming Volition, its player
%   having dealt arcane damage this turn, gains its hit discard
%   (FAB-1007); card_texts.pl's attack_text//4 calls it.

chane_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_discard_after_arcane_damage),
          turn_record(S0, "arcane_damage_dealt", Who)
        }
    ->  volition_gains_discard(S0, Who, S1)
    ;   { S1 = S0 }
    ),
    hit_to_bottom_taken(S1, Who, A, S2),
    attack_arcane_taken(S2, Who, A, S3),
    rites_resolved(S3, Who, A, S).

%   volition_gains_discard(+S0, +Player, -S)//: the attack of the active
%   chain link, Player's Consuming Volition, gains its hit discard
%   (FAB-1007); none, or one already gained, leaves S0 as it is.
volition_gains_discard(S0, Who, S) -->
    (   { chain_open(S0),
          last(S0.chain.links, L0),
          L0.controller == Who,
          link_attack(L0, A),
          text_read_name(A, Name),
          card_text_read(Name, hit_discard_after_arcane_damage),
          \+ get_dict(hit_discard, L0, true),
          put_dict(hit_discard, L0, true, L1),
          active_link_replaced(S0, L0, L1, S),
          card_id(A, AId)
        }
    ->  [ event('FAB-1007', volition_hit_discard, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(volition_hit_discard, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has \"When this hits a hero, they discard a card\": ~w has dealt arcane damage this turn"-[L, F.player] ].

                 /*******************************
                 *         GALAXXI BLACK        *
                 *******************************/

rule('FAB-1008', effect, "Galaxxi Black: +2 power once its player has played a card from their banished zone this turn; its hit deals 1 arcane damage",
     "When the turn player plays a card from their banished zone (FAB-1001, FAB-569), the state records it for the rest of the turn in its effects ({kind: banished_card_played, player, source: the card}), once, where a text that reads it could act (a Galaxxi Black of the player's, or a card of theirs the position does not show outside their deck; FAB-742's rule). Galaxxi Black attacking for a player with the record has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks (Beast Mode's reading, FAB-678). When Galaxxi Black hits a hero (deals damage to the defending hero in the damage step), that hero is dealt 1 arcane damage, its source Galaxxi Black, as any arcane damage is: that player's prevention choice first where they have one (FAB-526), Ward (FAB-524); it is recorded for the turn (FAB-1005, FAB-1007). Its attack is the card data's (once per turn, 1 resource point). Not handled: where another choice already waits as it hits and the hit player could prevent arcane damage, the damage is not dealt, and an event says so.",
     ruling("", "Galaxxi Black: \"Once per Turn Action - {r}: Attack. If you have played a card from your banished zone this turn, Galaxxi Black gains +2{p} until end of turn. If Galaxxi Black hits a hero, deal 1 arcane damage to that hero.\" CR 1.4.3a (a weapon's attack-proxy has its source's properties), 5.4.7 (a static ability with a condition), 2.0.3a (power), 4.4.4 (until end of turn), 7.5.5 (a hit), 6.6 (a triggered effect), 8.5.3 (deal damage), 8.3.8 and 8.3.15 (Arcane Barrier, Spellvoid), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a card has been played from the banished zone this turn the power, once counted, stays; rulecheck resolves the hit's triggered-layer at once, as it does the other texts of a hit.")).

record_rule("banished_card_played", 'FAB-1008').

record_reason_words("banished_card_played", Who) -->
    [ "~w has played a card from their banished zone this turn"-[Who] ].

turn_record_words("banished_card_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played a card from their banished zone this turn (~w)"-[Who, L] ].

reads_record(Name, "banished_card_played") :-
    reads_turn_record(Name, "banished_card_played"),   % card_texts_rhinar_blitz.pl
    !.

%!  chane_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: Galaxxi Black's 1 arcane
%   damage to the hit hero (FAB-1008); card_texts.pl's attack_hit//4
%   calls it.

chane_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_arcane_damage(N)),
          \+ game_over(S0, _),
          card_id(A, AId),
          Who = L.controller,
          Def = L.defender
        }
    ->  (   { pending(S0, _), arcane_choice(S0, Def) }   % choices.pl: its prevention would be asked
        ->  { S = S0 },
            [ event('FAB-1008', choice_not_asked, _{player:Def, card:AId, choice:"arcane_damage"}) ]
        ;   [ event('FAB-1008', hit_arcane_damage, _{player:Who, card:AId, target:Def, amount:N}) ],
            arcane_damage(S0, A, Who, N, S)      % choices.pl (FAB-526, FAB-210)
        )
    ;   { S = S0 }
    ).

not_asked_words("arcane_damage", "whether to prevent its arcane damage, and none is dealt").

message(event(hit_arcane_damage, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits: ~w's hero is dealt ~d arcane damage"-[L, F.target, F.amount] ].

                 /*******************************
                 *        AETHER IRONWEAVE      *
                 *******************************/

rule('FAB-1009', constraint, "Aether Ironweave: activated only once its player has played an attack action card and a 'non-attack' action card this turn",
     "Aether Ironweave's action ability (its cost: destroy it, FAB-404; go again, the card data's) may be activated only by a player who has played an attack action card and a 'non-attack' action card this turn; as it resolves they gain 2 resource points (FAB-552's resolution). The attack action cards played are those the turn's records name ({kind: attack_action_played, player, source}, written as the turn player plays one while they have an Aether Ironweave the position shows: the text that reads it is an equipment's, in its zone from the game's start), those of the player's chain links and those on the stack; the 'non-attack' action cards FAB-1002's. Without both, activating it breaks this rule. Its Battleworn is the keyword's (FAB-521).",
     ruling("", "Aether Ironweave: \"Action - Destroy Aether Ironweave: Gain {r}{r}. Activate this ability only if you have played an attack action card and a 'non-attack' action card this turn. Go again. Battleworn\" CR 5.2.1 (an activated ability's cost and effect), 5.2.1e (its activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 5.2.2b and 5.1.5 (the activation is checked as legal before its costs are paid), 1.13.3a (an effect that grants resource points), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Aether Ironweave",
               [_{type:"action", limit:"none", cost:0, effect:"gain_resources", amount:2,
                  go_again:true, destroy_self:true}]).

reads_record(Name, "attack_action_played") :-
    card_text_read(Name, ability_gain_after_attack_and_non_attack_actions),
    !.

turn_record_words("attack_action_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played an attack action card this turn (~w)"-[Who, L] ].

%!  attack_action_ids(+State, +Player, -Ids:list) is det.
%
%   Ids are the ids of the attack action cards Player has played this
%   turn, as far as State tells: the attack_action_played records
%   (FAB-1009), the attack action cards of Player's chain links and
%   those of theirs on the stack.

attack_action_ids(S, Who, Ids) :-
    played_ids(S, Who, "attack_action_played", card_of_type("attack action"), Ids).   % card_texts_fai_prism.pl

%   card_of_type(+Type, +Card): Card is of Type (played_ids/5's test).
card_of_type(T, C) :-
    card_type(C, T).

broken('FAB-1009', S, M, actions_not_played(C, Who, Missing)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_gain_after_attack_and_non_attack_actions),
    Who = M.player,
    attack_action_ids(S, Who, As),
    non_attack_action_ids(S, Who, Ns),
    findall(K, ( member(K-Ids, [attack-As, non_attack-Ns]), Ids == [] ), Missing),
    Missing \== [].

moot('FAB-1009', S, M) :-
    \+ ( activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_gain_after_attack_and_non_attack_actions) ).

rule_fact('FAB-1009', S, M, actions_played(Who, As, Ns)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_gain_after_attack_and_non_attack_actions),
    Who = M.player,
    attack_action_ids(S, Who, As),
    non_attack_action_ids(S, Who, Ns).

fact_words(actions_played(Who, As, Ns)) -->
    { ids_words(As, AW), ids_words(Ns, NW) },
    [ "the action cards ~w has played this turn, as the position shows them (the turn's records, the combat chain, the stack): attack action cards ~w; 'non-attack' action cards ~w"-[Who, AW, NW] ].

ids_words([], "none") :- !.
ids_words(Ids, W) :- atomic_list_concat(Ids, ', ', W).

message(actions_not_played(C, Who, Missing)) -->
    { card_label(C, L),
      (   Missing == [attack, non_attack] -> W = "neither"
      ;   Missing == [attack] -> W = "no attack action card"
      ;   W = "no 'non-attack' action card"
      )
    },
    [ "~w's ability may be activated only once ~w has played an attack action card and a 'non-attack' action card this turn, and the position shows ~w played (the turn's records, the combat chain, the stack)"-[L, Who, W] ].

                 /*******************************
                 *             CHANE            *
                 *******************************/

rule('FAB-1010', effect, "Chane: a Soul Shackle token created to activate her; the next Runeblade or Shadow action card gains go again",
     "Chane's action ability (once per turn, go again: the card data's) costs creating a Soul Shackle token: as it is activated the token enters her player's arena (its id: the hero's id and \"-soul-shackle\", numbered if that is taken; its own text is the vocabulary's, FAB-209: at the beginning of its controller's action phase it banishes the top card of their deck). As the ability resolves an effect waits in the state's effects ({kind: next_action_card_go_again, player, source, classes [Runeblade], talents [Shadow]}) for the next action card (attack or not) of the Runeblade class or the Shadow talent its player plays this turn: as that card is played it gains go again (the card on the stack: an attack's chain link, or a 'non-attack' action's resolution, gives the action point, FAB-309) and the effect is used up. Another card (a Generic action, an instant), or a weapon's attack (an activated-layer has its source's types: a weapon, not an action), leaves it waiting; it ends with the turn.",
     ruling("", "Chane: \"Once per Turn Action - Create a Soul Shackle token: Your next Runeblade or Shadow action this turn gains go again. Go again\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 and 5.2.2 (its effect-cost is paid as it is activated), 8.6.7 (Soul Shackle), 1.7.3b (its effect is generated as it resolves), 2.11 (supertypes: the class and the talent), 5.2.2a (an activated-layer has the supertypes and types of its source), 5.1.2a (an effect on the next card played applies as it is played, if the card matches), 8.3.5 (go again), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Chane",
               [_{type:"action", limit:"once per turn", cost:0, effect:"other", go_again:true,
                  destroy_self:false, creates_token:"Soul Shackle"}]).

%!  activation_token_created(+State0, +Ability, +Player, +SourceId, +Player0:dict, -Player:dict)// is det.
%
%   Player activates Ability of SourceId: where its cost creates a token
%   (Chane's Soul Shackle), the token enters their arena (FAB-1010);
%   effects.pl's activate effect calls it.

activation_token_created(S0, Ab, Who, Id, P0, P) -->
    (   { get_dict(creates_token, Ab, Token),
          player_tokens_created(S0, Id, Who, [Token], P0, P, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-1010', token_created_for_cost, _{player:Who, card:TId, name:Token, by:Id}) ],
        tokens_more_made(Who, Id, More)
    ;   { P = P0 }
    ).

ability_reading(ability_soul_shackle_next_action_go_again).

ability_reading_resolved(ability_soul_shackle_next_action_go_again, S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_action_card_go_again", player:Who, source:Id,
                       classes:["Runeblade"], talents:["Shadow"]}, S) },
    [ event('FAB-1010', next_action_go_again_made, _{player:Who, card:Id}) ].

%!  next_action_go_again_taken(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card (on top of the stack): an action card of the
%   Runeblade class or the Shadow talent takes Player's effect of kind
%   next_action_card_go_again, and gains go again (FAB-1010).

next_action_go_again_taken(S0, Who, C, S) -->
    action_go_again_taken(S0, Who, C, next_action_go_again_of(Who, C), event('FAB-1010', action_gains_go_again), S).

%!  action_go_again_taken(+State0, +Player, +Card, :Takes, +Event, -State)// is det.
%
%   Player played Card (on top of the stack), an action card: the effects
%   of Player's for which call(Takes, Effect) holds are used up and the
%   card gains go again, as Event (event(Rule, Kind)) says; else nothing
%   (FAB-1010; Flash's, FAB-1247, card_texts_briar.pl).

action_go_again_taken(S0, Who, C, Takes, event(Rule, Kind), S) -->
    (   { card_type(C, T),
          is_action_type(T),
          effects(S0, Es0),
          partition(Takes, Es0, [E|Mine], Rest),
          stack(S0, Ls0),
          append(Below, [L0], Ls0),
          layer_card(L0, Played),
          card_id(Played, PId), card_id(C, PId),
          append(Below, [L0.put(card, Played.put(go_again, true))], Ls),
          S = S0.put(_{stack:Ls, effects:Rest}),
          findall(Src, ( member(E1, [E|Mine]), get_dict(source, E1, Src) ), Srcs)
        }
    ->  [ event(Rule, Kind, _{player:Who, card:PId, sources:Srcs}) ]
    ;   { S = S0 }
    ).

next_action_go_again_of(Who, C, E) :-
    get_dict(kind, E, "next_action_card_go_again"),
    get_dict(player, E, W), W == Who,
    (   card_prop(C, classes, Cs), is_list(Cs), member(K, Cs), memberchk(K, E.classes)
    ->  true
    ;   card_prop(C, talents, Ts), is_list(Ts), member(K, Ts), memberchk(K, E.talents)
    ->  true
    ).

message(event(token_created_for_cost, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w's cost: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].
message(event(next_action_go_again_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w's next Runeblade or Shadow action card this turn gains go again"-[L, F.player] ].
message(event(action_gains_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, a Runeblade or Shadow action card, gains go again (Chane's ability)"-[L] ].

                 /*******************************
                 *      WARMONGER'S RECITAL     *
                 *******************************/

rule('FAB-1011', effect, "Warmonger's Recital: the next attack action card gets +N power and goes to the bottom of its owner's deck when it hits",
     "When Warmonger's Recital (its text read) resolves, two effects wait in the state's effects for its player's next attack action card this turn: +3 power (red; +2 yellow, +1 blue: next_attack_power with attack_action_card, FAB-505) and \"When this hits, put it on the bottom of its owner's deck\" (next_attack_action_card_hit_to_bottom): as such a card becomes a chain link it takes both, its link recording the text (hit_to_bottom). When that attack hits (deals damage to the defending hero in the damage step), the card leaves the combat chain for the bottom of its player's deck (a new object there), as Salvage Shot's does (FAB-910): its chain link stays, with no attack but the id of the card that left it (`attack_to_deck`), resolves with the go again it had, and as the chain closes its defending cards go to the graveyard while the card stays in the deck. An attack that deals no damage does not hit: it goes to the graveyard as the chain closes. A weapon's attack takes neither effect; they end with the turn. Its go again is the keyword's. Not handled: the order of this trigger beside the hit's other triggers is not asked (it goes first: it moves only the attack card).",
     ruling("", "Warmonger's Recital: \"The next attack action card you play this turn gains +3{p} and 'When this hits, put it on the bottom of its owner's deck.' Go again\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effects), 5.1.2a (an effect on the next card played), 2.0.3a (power), 7.5.5 (a hit), 6.6 (a triggered effect), 7.6.2a (an attack gone from the combat chain: its last known information), 3.0.9 and 1.15.3 (a card put into a deck is a new object), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the hit's triggered-layer at once, as it does the other texts of a hit.")).

%   hit_to_bottom_taken(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened: Player's effects of kind next_attack_action_card_hit_to_bottom
%   that fit it are used up, and the link records the text (FAB-1011).
hit_to_bottom_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(hit_to_bottom_effect_of(Who, A), Es0, [E|Mine], Rest),
          chain_open(S0),
          last(S0.chain.links, L0),
          put_dict(hit_to_bottom, L0, true, L1),
          active_link_replaced(S0.put(effects, Rest), L0, L1, S),
          card_id(A, AId),
          findall(Src, ( member(E1, [E|Mine]), get_dict(source, E1, Src) ), Srcs)
        }
    ->  [ event('FAB-1011', hit_to_bottom_gained, _{player:Who, attack:AId, sources:Srcs}) ]
    ;   { S = S0 }
    ).

hit_to_bottom_effect_of(Who, A, E) :-
    get_dict(kind, E, "next_attack_action_card_hit_to_bottom"),
    get_dict(player, E, W), W == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

%!  chane_hit_first(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: with the text Warmonger's
%   Recital gave it, it leaves the link for the bottom of its player's
%   deck, the link keeping its id (`attack_to_deck`) (FAB-1011);
%   card_texts.pl's attack_hit//4 calls it.

chane_hit_first(S0, L, A, S) -->
    (   { get_dict(hit_to_bottom, L, true),
          card_id(A, AId),
          Who = L.controller,
          active_link_replaced(S0, L0, L1, S1),
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
        }
    ->  { del_dict(attack, L0, _, L1a),
          L1 = L1a.put(attack_to_deck, AId),
          new_object(A0, New),                  % keywords_defense.pl: no counters
          player(S1, Who, P0),
          key_value(deck, P0, [], Deck0),
          append(Deck0, [New], Deck),
          set_player(S1, P0.put(deck, Deck), S)
        },
        [ event('FAB-1011', hit_attack_to_bottom, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(power_hit_to_bottom_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card ~w plays this turn gets +~d power and \"When this hits, put it on the bottom of its owner's deck.\""-[L, F.player, F.amount] ].
message(event(hit_to_bottom_gained, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks with \"When this hits, put it on the bottom of its owner's deck.\" (Warmonger's Recital)"-[L] ].
message(event(hit_attack_to_bottom, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it is put on the bottom of ~w's deck"-[L, F.player] ].

                 /*******************************
                 *  RIFTED TORMENT, SEEDS OF AGONY *
                 *******************************/

rule('FAB-1012', effect, "Rifted Torment played from the banished zone, an attack with Seeds of Agony's text: 1 arcane damage to a target hero",
     "When Rifted Torment (its text read) is played from its player's banished zone (FAB-1001), its triggered effect deals 1 arcane damage to a hero its player targets; when Seeds of Agony (its text read) resolves, an effect waits in the state's effects for its player's next attack action card with cost 2 or less (red; 1 or less yellow, 0 blue) this turn ({kind: next_attack_action_card_attack_arcane, amount 1, attack_action_card, max_cost}), which that card takes as it becomes a chain link, gaining \"When you attack with this, deal 1 arcane damage to target hero\": it triggers then. Either way the position waits for the target (the pending choice arcane_target_hero, its player and controller the card's player, its source the card, amount 1): a target move names a hero, either player's (FAB-1013). Targeting the other player's hero, the damage is dealt as any arcane damage is: that player's prevention choice first where they have one (FAB-526), Ward (FAB-524), and the turn's records (FAB-1005, FAB-1007); targeting their own hero, it is dealt to it, Ward applying. Played from the hand, Rifted Torment deals none; an attack action card of a greater cost, or a weapon's attack, leaves Seeds of Agony's effect waiting; it ends with the turn. Where another choice already waits (a Runechant's arcane damage, a second Seeds of Agony trigger of the same attack), the trigger waits in the state's effects ({kind: arcane_target_trigger, player, source, amount}) and its target is asked as soon as no choice waits (a position given meanwhile says so in its effects). Not handled: the order of these triggers beside the others of the same event is not asked (the one waiting resolves after); the prevention of a player's arcane damage to their own hero is not asked.",
     ruling("", "Rifted Torment: \"You may play Rifted Torment from your banished zone. If you do, deal 1 arcane damage to target hero. Blood Debt\"; Seeds of Agony: \"You may play Seeds of Agony from your banished zone. The next attack action card with cost 2 or less you play this turn gains 'When you attack with this, deal 1 arcane damage to target hero.' Go again. Blood Debt\" (cost 1 or less yellow, 0 or less blue). CR 5.4.4c (a play-static ability's triggered effect that references the playing of its source triggers at once), 6.6 and 6.6.6a (a triggered-layer's targets are declared as it is put on the stack), 7.2.3 (an attack becomes attacking as its chain link opens), 1.8.5 (a target: any hero), 1.8.6 (the controller of the effect determines its parameters), 5.1.2a (an effect on the next card played), 8.5.3 (deal damage), 6.4.10 (prevention), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named.")).

rule('FAB-1013', constraint, "The target of Rifted Torment's or a Seeds of Agony attack's arcane damage is a hero",
     "While the arcane_target_hero choice waits (FAB-1012), its player answers with a target move naming a hero: the id of either player's hero.",
     ruling("", "Rifted Torment, Seeds of Agony: \"deal 1 arcane damage to target hero\". CR 1.8.5 and 1.8.5a (a target is a public object the effect can affect: a hero), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   arcane_target_waits(+S0, +Player, +Source, +N, -S)//: Source's N
%   arcane damage to a target hero waits for Player's target (FAB-1012);
%   where another choice waits, the trigger waits in the effects
%   ({kind: arcane_target_trigger}) until none does (arcane_target_waited//2).
arcane_target_waits(S0, Who, C, N, S) -->
    { card_id(C, Id) },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"arcane_target_hero", player:Who, controller:Who, source:C, amount:N}) },
        [ event('FAB-1012', arcane_target_waits, _{player:Who, card:Id, amount:N}) ]
    ;   { add_effect(S0, _{kind:"arcane_target_trigger", player:Who, source:Id, amount:N}, S) },
        [ event('FAB-1012', arcane_target_queued, _{player:Who, card:Id}) ]
    ).

%!  arcane_target_waited(+State0, -State)// is det.
%
%   No choice waits in State0 any more: the first arcane_target_trigger
%   effect (a target that waited for the choice before it) is asked now
%   (FAB-1012); effects.pl's next//3 calls it.

arcane_target_waited(S0, S) -->
    (   { waiting_effect_taken(S0, "arcane_target_trigger", E, S1),   % effects.pl
          Id = E.source,
          (   state_card(S0, C0), card_id(C0, Id0), Id0 == Id -> C = C0 ; C = _{id:Id} )   % states.pl
        }
    ->  arcane_target_waits(S1, E.player, C, E.amount, S)
    ;   { S = S0 }
    ).

%   attack_arcane_taken(+S0, +Player, +Attack, -S)//: Attack's chain link
%   just opened: Player's Seeds of Agony effects that fit it are used up,
%   and its text triggers (FAB-1012).
attack_arcane_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(attack_arcane_effect_of(Who, A), Es0, Mine, Rest),
          Mine \== []
        }
    ->  attack_arcane_triggers(Mine, Who, A, S0.put(effects, Rest), S)
    ;   { S = S0 }
    ).

%   attack_arcane_triggers(+Effects, +Player, +Attack, +S0, -S)//: one
%   trigger for each Seeds of Agony effect the attack took: the first
%   asks its target, the others wait for it (FAB-1012).
attack_arcane_triggers([], _, _, S, S) --> [].
attack_arcane_triggers([E|Es], Who, A, S0, S) -->
    arcane_target_waits(S0, Who, A, E.amount, S1),
    attack_arcane_triggers(Es, Who, A, S1, S).

attack_arcane_effect_of(Who, A, E) :-
    get_dict(kind, E, "next_attack_action_card_attack_arcane"),
    get_dict(player, E, W), W == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

choice_action("arcane_target_hero", "target").
choice_phase("arcane_target_hero", "action").
not_asked_words("arcane_target_hero", "which hero its arcane damage targets, and no arcane damage is dealt").

broken('FAB-1013', S, M, not_an_arcane_target(Id)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "arcane_target_hero",
    get_dict(card, M, Id),
    \+ target_hero_player(S, Id, _).             % card_texts_fai_prism.pl

moot('FAB-1013', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "arcane_target_hero" ).

rule_fact('FAB-1013', S, _, heroes_targetable(Ids)) :-   % card_texts_fai_prism.pl's words
    pending(S, Pd),
    Pd.choice == "arcane_target_hero",
    findall(Id, ( players(S, Ps), member(P, Ps), get_dict(hero, P, H), card_id(H, Id) ), Ids).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "arcane_target_hero",
      Who = M.player,
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      card_id(Pd.source, SId),
      N = Pd.amount
    },
    [ event('FAB-1012', arcane_hero_targeted, _{player:Who, card:SId, target:T, amount:N}) ],
    (   { T \== Who }
    ->  arcane_damage(S1, Pd.source, Who, N, S)                 % choices.pl (FAB-526, FAB-210)
    ;   (   { arcane_choice(S1, Who) }
        ->  [ event('FAB-1012', own_prevention_not_asked, _{player:Who, card:SId}) ]
        ;   []
        ),
        own_arcane_damage(S1, Pd.source, Who, N, S)   % card_texts_fai_prism.pl
    ).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "arcane_target_hero",
    Who = Pd.player,
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id).

message(event(attack_arcane_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card with cost ~d or less ~w plays this turn gains \"When you attack with this, deal ~d arcane damage to target hero.\""-[L, F.max_cost, F.player, F.amount] ].
message(event(arcane_target_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w chooses the hero its ~d arcane damage targets (a target move naming either hero)"-[L, F.player, F.amount] ].
message(event(arcane_target_queued, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's arcane damage to a target hero waits: another choice waits first, and its target is asked once that one is answered"-[L] ].
message(event(arcane_hero_targeted, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w targets ~w's hero with ~w's ~d arcane damage"-[F.player, F.target, L, F.amount] ].
message(not_an_arcane_target(Id)) -->
    [ "~w is not a hero: the arcane damage waiting for its target targets a hero (CR 1.8.5a)"-[Id] ].
message(no_choice_waits("arcane_target_hero")) -->
    [ "no target waits: target answers Rifted Torment's or a Seeds of Agony attack's arcane damage" ].

choice_words("arcane_target_hero") --> [ "the hero an arcane damage targets (a target move)" ].
text_choice_words("arcane_target_hero", Source) -->
    [ "the hero ~w's arcane damage targets (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "arcane_target_hero",
      card_label(Pd.source, Src),
      (   target_hero_player(S, M.card, T) -> true ; T = M.card )
    },
    [ M.player, " targets ", T, "'s hero with ", Src, "'s arcane damage" ].
