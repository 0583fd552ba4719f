/*  Flesh and Blood: transcend, and the Mystic instants that transcend.

    Part of game.pl, included after card_texts_zen.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - transcend: "If you've played another blue card this turn,
      transcend." As such a card resolves, if its player has played
      another blue card this turn (FAB-1141's record, which a player who
      holds such a card keeps in either turn), it is put into its owner's
      hand with its back face active, Inner Chi (the same card: its id
      kept), and the turn records that its player has transcended
      ({kind: transcended, player, source}, read by Tide Chakra, Moon
      Chakra, Wind Chakra, Second Tenet of Chi: Tide) (FAB-1400);
    - A Drop in the Ocean: "Target attack gets -1{p}." (FAB-1401);
    - Homage to Ancestors: "Gain 1{h}" (FAB-1402; Sigil of Solace's
      reading, FAB-544);
    - Preserve Tradition: "Put target action card from your graveyard on
      the bottom of your deck." (FAB-1403);
    - Stir the Pot: "Shuffle." (FAB-1404; the deck shuffled as Hope
      Merchant's Hood's, FAB-564: each card of it unknown);
    - The Grain that Tips the Scale: "Target attack gets +1{p}."
      (FAB-1405; FAB-622's targeted power);
    - Pass Over: "Banish target card from an opposing hero's graveyard."
      (FAB-1406);
    - Path Well Traveled: "Target attack gets go again." (FAB-1407;
      Fleet Foot Sandals' go again, FAB-659);
    - Rising Sun, Setting Moon: "Draw a card, then put a card from your
      hand on the bottom of your deck." (FAB-1408; the card put is its
      player's choice, transcend_to_bottom, a put move, FAB-1409; it
      transcends after the choice).
    Their Legendary is deck building: no position tells it.

    Not read here: the heroes Enigma, Zen and Nuu (their {c}{c}{c} instants: chi
    points are not told apart from resource points here, and their
    effects need what rulecheck does not model); they stay assumptions of
    the answers, or make them unknown (FAB-119).  Inner Chi itself has no
    text (a Mystic Resource - Chi, pitch 3, the card data's): pitched, its
    points pay resource point costs as resource points do (CR 1.13.5b,
    1.14.2d); no {c} cost is read.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, targeting/4, targeted_rule/2,
   legal_target/3, spec_words/2, graveyard_target_spec/1, oldhim_target_effect/1,
   oldhim_target_resolves//6, reads_record/2, kassai_text_rule/2, effect//4, moot/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2,
   choice_words//1, text_choice_words//2, own_controlled_choice/1.

%   The texts read here (card_text_read/2):
%
%       transcend_after_another_blue   "If you've played another blue
%                               card this turn, transcend." (FAB-1400)
%       transcend_attack_power(N)   A Drop in the Ocean: "Target attack
%                               gets -1{p}." (N = -1, FAB-1401)
%       gain_life               Homage to Ancestors: "Gain 1{h}" (Sigil
%                               of Solace's reading, FAB-544; FAB-1402)
%       transcend_graveyard_action_to_bottom   Preserve Tradition
%                               (FAB-1403)
%       transcend_shuffle       Stir the Pot: "Shuffle." (FAB-1404)
%       target_gains_power(play, transcend_attack, 1)   The Grain that
%                               Tips the Scale (FAB-1405; FAB-622's
%                               reading, the target an attack: FAB-1410)
%       transcend_banish_opposing_graveyard   Pass Over (FAB-1406)
%       target_gains_power(play, transcend_attack, go_again)   Path Well
%                               Traveled (FAB-1407; FAB-659's go again)
%       transcend_draw_then_bottom   Rising Sun, Setting Moon: "Draw a
%                               card, then put a card from your hand on
%                               the bottom of your deck." (FAB-1408,
%                               FAB-1409)

card_text_read("A Drop in the Ocean", transcend_attack_power(-1)).
card_text_read("A Drop in the Ocean", transcend_after_another_blue).
card_text_read("Homage to Ancestors", gain_life).
card_text_read("Homage to Ancestors", transcend_after_another_blue).
card_text_read("Preserve Tradition", transcend_graveyard_action_to_bottom).
card_text_read("Preserve Tradition", transcend_after_another_blue).
card_text_read("Stir the Pot", transcend_shuffle).
card_text_read("Stir the Pot", transcend_after_another_blue).
card_text_read("The Grain that Tips the Scale", target_gains_power(play, transcend_attack, 1)).
card_text_read("The Grain that Tips the Scale", transcend_after_another_blue).
card_text_read("Pass Over", transcend_banish_opposing_graveyard).
card_text_read("Pass Over", transcend_after_another_blue).
card_text_read("Path Well Traveled", target_gains_power(play, transcend_attack, go_again)).
card_text_read("Path Well Traveled", transcend_after_another_blue).
card_text_read("Rising Sun, Setting Moon", transcend_draw_then_bottom).
card_text_read("Rising Sun, Setting Moon", transcend_after_another_blue).

kassai_text_rule("Homage to Ancestors", 'FAB-1402').            % card_texts_kassai.pl's text_rule/3: FAB-544's life cites it

%   The power or go again event of The Grain that Tips the Scale and Path
%   Well Traveled cites their own rule (card_texts_katsu_bravo.pl's
%   targeted_text//3).
targeted_rule(C, Rule) :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(play, transcend_attack, _)),
    transcend_text_rule(Name, Rule).

transcend_text_rule("The Grain that Tips the Scale", 'FAB-1405').
transcend_text_rule("Path Well Traveled", 'FAB-1407').

                 /*******************************
                 *           TRANSCEND          *
                 *******************************/

rule('FAB-1400', effect, "Transcend: a card that resolves after its player has played another blue card this turn goes to its owner's hand as Inner Chi",
     "A card whose text reads \"If you've played another blue card this turn, transcend\" (A Drop in the Ocean, Homage to Ancestors, Preserve Tradition, Stir the Pot, The Grain that Tips the Scale, Pass Over, Path Well Traveled) resolves: its other effects first, then, if its player has played a blue card other than it this turn (FAB-1141's record blue_card_played, written in either player's turn while the player holds such a card, or a blue card of theirs the position shows played: on the stack, or attacking), it transcends: instead of going to the graveyard it is put into its owner's hand with its back face active, Inner Chi (a Mystic Resource - Chi, pitch 3, no text): the same card, its id kept, shown by its name Inner Chi (blue) from then on, wherever it goes. The turn records that its player has transcended ({kind: transcended, player, source}, once a turn), as Tide Chakra (FAB-1098), Moon Chakra (FAB-1342), Wind Chakra (FAB-1366) and Second Tenet of Chi: Tide (FAB-1340, which, attacking, gets its +2 at once) read it. Without another blue card it goes to the graveyard as an instant does (FAB-310). A card whose target is no longer legal as it resolves fails to resolve: it does not transcend.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "\"If you've played another blue card this turn, transcend.\" CR 8.5.48 (transcend: the transcend source is put into its owner's hand with its back-face active), 8.5.48a (the player who controls the effect has transcended), 9.1.5 (a transcend-card's properties are its active face's), 9.1.5b (its back-face stays active, Inner Chi, for the rest of the game: the CR's example is Stir the Pot), 1.8.4 (a conditional effect, checked as it resolves), 2.1.2 (a card's colour), 5.1 (a card played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 5.3.4 (the effects in the order the text gives them), 4.4.4 (the turn's record ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data gives the back face of each of these cards as Inner Chi (oppositeSideCardIdentifier inner-chi-blue).")).

%!  transcend_card(+Card) is semidet.
%
%   Card's text read here transcends after another blue card (FAB-1400).

transcend_card(C) :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_after_another_blue).

reads_record(Name, "blue_card_played") :-       % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, transcend_after_another_blue).

%!  transcend_records_blue(+State, +Player) is semidet.
%
%   Player, not the turn player, plays a blue card: it is recorded for
%   the turn where a card of theirs that transcends could read it
%   (card_texts_nuu_2.pl's nuu2_blue_recorded//4 asks; FAB-1400, an
%   instant played in either turn).

transcend_records_blue(S, Who) :-
    record_player_card(S, Who, Zone, C),        % card_texts_fai_prism.pl
    (   unknown_card(C)
    ->  Zone \== deck
    ;   transcend_card(C)
    ),
    !.

%!  transcend_due(+State, +Layer, -Other) is semidet.
%
%   The card layer Layer, taken off the stack in State, transcends as it
%   resolves: its card's text transcends, its target (if it has one) is
%   still legal, and its controller has played the blue card Other, not
%   it, this turn (FAB-1400).

transcend_due(S, L, Other) :-
    layer_card(L, C),
    transcend_card(C),
    \+ transcend_rising(C),                     % after its choice (FAB-1408)
    Who = L.controller,
    (   targeting(C, play, Spec, _)             % card_texts_katsu_bravo.pl
    ->  get_dict(target, L, T),
        transcend_target_legal(S, Who, Spec, T)
    ;   true
    ),
    card_id(C, Id),
    nuu2_blue_played_ids(S, Who, Ids),          % card_texts_nuu_2.pl (FAB-1141)
    member(Other, Ids),
    Other \== Id,
    !.

%   The target T of a layer of Player, as it resolves, is still legal.
transcend_target_legal(S, Who, Spec, T) :-
    (   transcend_spec(Spec)
    ->  transcend_target(S, Who, Spec, T)
    ;   legal_target(S, Spec, T)
    ).

%!  transcend_or_resolve(+State0, +State0t, +Layer, +Card, +Type, +From, -State)// is det.
%
%   The card layer Layer (its Card) resolves; State0 is the state as it
%   left the stack, State0t after its targeted effect (FAB-622): its
%   text read here does what it says (Stir the Pot's shuffle, FAB-1404),
%   then it transcends (FAB-1400), or it resolves as effects.pl's
%   resolve_card//6 says.  effects.pl's resolve_layer//3 calls it.

transcend_or_resolve(S0, S0t, L, C, T, From, S) -->
    { Who = L.controller },
    transcend_shuffled(S0t, Who, C, S1),
    (   { transcend_due(S0, L, Other) }
    ->  resolution_text(S1, Who, C, S2),        % card_texts.pl (Homage to Ancestors' life, FAB-544)
        transcend(S2, Who, C, Other, S)
    ;   { transcend_rising(C) }
    ->  transcend_rising_resolves(S1, Who, C, T, From, S)   % FAB-1408
    ;   resolve_card(S1, Who, C, T, From, S)    % effects.pl
    ).

%!  transcend(+State0, +Player, +Card, +Other, -State)// is det.
%
%   Card, resolving for Player after their blue card Other, transcends:
%   it goes to their hand as Inner Chi, and the turn records it
%   (FAB-1400).

transcend(S0, Who, C, Other, S) -->
    { card_id(C, Id),
      player(S0, Who, P0),
      add_cards(P0, hand, [_{id:Id, name:"Inner Chi", color:"blue"}], P1),
      set_player(S0, P1, S1)
    },
    [ event('FAB-1400', transcended, _{player:Who, card:Id, other:Other}) ],
    (   { turn_record(S1, "transcended", Who) }     % card_texts_rhinar_blitz.pl
    ->  { S = S1 }
    ;   { Who == S1.turn_player }
    ->  turn_recorded(S1, "transcended", 'FAB-1400', Who, Id, S)   % card_texts_rhinar_blitz.pl: an attacking Second Tenet of Chi: Tide gets its power
    ;   { add_effect(S1, _{kind:"transcended", player:Who, source:Id}, S) },
        [ event('FAB-1400', turn_recorded, _{player:Who, kind:"transcended", card:Id}) ]
    ).

turn_record_words("transcended", Who, L) -->    % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has transcended this turn (~w)"-[Who, L] ].

message(event(transcended, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.other, O) },
    [ "~w resolves: ~w has played another blue card this turn (~w), so it transcends: it is put into ~w's hand with its back face active, Inner Chi (the same card, ~w)"-[L, F.player, O, F.player, F.card] ].

                 /*******************************
                 *      A DROP IN THE OCEAN     *
                 *******************************/

rule('FAB-1401', effect, "A Drop in the Ocean: target attack gets -1 power",
     "A Drop in the Ocean (a Mystic instant, cost 0) targets an attack (the attack of a chain link: the active one, or an earlier link's attack card), named in the play move's target (FAB-622): without one it cannot be played. As it resolves, if the target is still legal, its chain link gets -1 power (power_bonus; the attack's power is never below 0, CR 2.0.3c), then it transcends if its player has played another blue card this turn (FAB-1400). If the target is no longer legal, nothing happens.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "A Drop in the Ocean: \"Legendary. Target attack gets -1{p}. If you've played another blue card this turn, transcend.\" CR 1.2.2d (an attack-card or -proxy is an attack), 1.8.5 and 1.8.5a (a target, declared as it is played), 2.0.3c (a numeric property is never below 0), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, transcend_attack, transcend_power(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_attack_power(N)).

targeted_rule(C, 'FAB-1401') :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_attack_power(_)).

oldhim_target_effect(transcend_power(_)).

%   The layer L of A Drop in the Ocean resolves: its target, still an
%   attack, gets N power on its chain link (FAB-1401).
oldhim_target_resolves(transcend_power(N), S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id) },
    (   { legal_target(S0, transcend_attack, T) }   % FAB-1410
    ->  { target_link_power(S0, T, N, S, _) },  % card_texts_katsu_bravo.pl
        [ event('FAB-1401', transcend_attack_power, _{player:Who, card:Id, target:T, amount:N}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(transcend_attack_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gets ~d power"-[L, T, F.amount] ].

                 /*******************************
                 *      HOMAGE TO ANCESTORS     *
                 *******************************/

rule('FAB-1402', effect, "Homage to Ancestors: its player gains 1 life",
     "As Homage to Ancestors (a Mystic instant, cost 0) resolves, its controller's hero gains 1 life (Sigil of Solace's reading, FAB-544), then it transcends if its player has played another blue card this turn (FAB-1400), else it goes to the graveyard.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Homage to Ancestors: \"Legendary. Gain 1{h}. If you've played another blue card this turn, transcend.\" CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 1.13.4a (a player gains life from effects that increase their hero's life total), 5.3.4 (the effects in the order the text gives them), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *      PRESERVE TRADITION      *
                 *      PASS OVER (TARGETS)     *
                 *******************************/

rule('FAB-1403', effect, "Preserve Tradition: a target action card of its player's graveyard to the bottom of their deck",
     "Preserve Tradition (a Mystic instant, cost 0) targets an action card (an attack action or a 'non-attack' action card) in the graveyard of the player who plays it, named in the play move's target (FAB-622): without one it cannot be played, and a card of another zone or type breaks FAB-622. As it resolves, the target goes from the graveyard to the bottom of its player's deck, then Preserve Tradition transcends if its player has played another blue card this turn (FAB-1400). If the target is no longer in the graveyard, nothing happens (CR 5.3.2a).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Preserve Tradition: \"Legendary. Put target action card from your graveyard on the bottom of your deck. If you've played another blue card this turn, transcend.\" CR 1.8.5 and 1.8.5a (a target; an effect that specifies a zone may target a card there: the graveyard is a public zone, 3.8.1), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 3.7.5 (the bottom of the deck), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1406', effect, "Pass Over: a target card of an opposing hero's graveyard banished",
     "Pass Over (a Mystic instant, cost 0) targets a card in the graveyard of the opposing hero of the player who plays it, named in the play move's target (FAB-622): without one it cannot be played, and a card of another zone breaks FAB-622. As it resolves, the target goes from that graveyard to its owner's banished zone, then Pass Over transcends if its player has played another blue card this turn (FAB-1400). If the target is no longer in that graveyard, nothing happens (CR 5.3.2a).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Pass Over: \"Legendary. Banish target card from an opposing hero's graveyard. If you've played another blue card this turn, transcend.\" CR 1.8.5 and 1.8.5a (a target; the graveyard is a public zone, 3.8.1), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.1 (banish: the card goes to its owner's banished zone), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, transcend_own_graveyard_action(Id), transcend_to_bottom) :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_graveyard_action_to_bottom),
    card_id(C, Id).
targeting(C, play, transcend_opposing_graveyard(Id), transcend_banish) :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_banish_opposing_graveyard),
    card_id(C, Id).

targeted_rule(C, 'FAB-1403') :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_graveyard_action_to_bottom).
targeted_rule(C, 'FAB-1406') :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_banish_opposing_graveyard).

transcend_spec(transcend_own_graveyard_action(_)).
transcend_spec(transcend_opposing_graveyard(_)).

graveyard_target_spec(transcend_own_graveyard_action(_)).
graveyard_target_spec(transcend_opposing_graveyard(_)).

%   A legal target of Spec for the card Id, judged from its player (its
%   layer's controller, or the player whose hand or arsenal holds it).
legal_target(S, Spec, T) :-
    transcend_spec(Spec),
    arg(1, Spec, Id),
    card_player(S, Id, Who),                  % position.pl
    transcend_target(S, Who, Spec, T).

%   transcend_target(+S, +Who, +Spec, ?T): T is a target of Spec for a
%   card Who plays: an action card of Who's graveyard (FAB-1403), or a
%   card of the opposing hero's graveyard (FAB-1406).
transcend_target(S, Who, transcend_own_graveyard_action(_), T) :-
    player(S, Who, P),
    key_value(graveyard, P, [], Gy),
    is_list(Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_type(C, Type),
    is_action_type(Type),
    card_id(C, T).
transcend_target(S, Who, transcend_opposing_graveyard(_), T) :-
    opponent(S, Who, O),
    player(S, O, P),
    key_value(graveyard, P, [], Gy),
    is_list(Gy),
    member(C, Gy),
    card_id(C, T).

spec_words(transcend_own_graveyard_action(_), "an action card of its player's graveyard").
spec_words(transcend_opposing_graveyard(_), "a card of an opposing hero's graveyard").

oldhim_target_effect(transcend_to_bottom).
oldhim_target_effect(transcend_banish).

%   The layer L of Preserve Tradition or Pass Over resolves: its target,
%   still in the graveyard, goes to the bottom of its player's deck
%   (FAB-1403) or to its owner's banished zone (FAB-1406).
oldhim_target_resolves(Effect, S0, L, C, T, S) -->
    { memberchk(Effect, [transcend_to_bottom, transcend_banish]),
      Who = L.controller, card_id(C, Id)
    },
    (   { targeting(C, play, Spec, Effect),
          transcend_target(S0, Who, Spec, T),
          (   Effect == transcend_to_bottom -> Owner = Who ; opponent(S0, Who, Owner) ),
          player(S0, Owner, P0),
          take_card(P0, graveyard, T, TC, P1)
        }
    ->  (   { Effect == transcend_to_bottom }
        ->  { zone_cards_added(P1, deck, [TC], P2) },   % position.pl: the bottom of the deck
            [ event('FAB-1403', transcend_graveyard_to_bottom, _{player:Who, card:T, by:Id}) ]
        ;   { add_cards(P1, banished, [TC], P2) },
            [ event('FAB-1406', transcend_graveyard_banished, _{player:Who, owner:Owner, card:T, by:Id}) ]
        ),
        { set_player(S0, P2, S) }
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(transcend_graveyard_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, L) },
    [ "~w: its target ~w goes from ~w's graveyard to the bottom of their deck"-[By, L, F.player] ].
message(event(transcend_graveyard_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, L) },
    [ "~w: its target ~w is banished from ~w's graveyard"-[By, L, F.owner] ].

                 /*******************************
                 *          STIR THE POT        *
                 *******************************/

rule('FAB-1404', effect, "Stir the Pot: its player's deck is shuffled",
     "As Stir the Pot (a Mystic instant, cost 0) resolves, its controller's deck is shuffled: nobody knows its order any more, so every card of it becomes an unknown card of the position (its id kept), as Hope Merchant's Hood's shuffle makes it (FAB-564); then Stir the Pot transcends if its player has played another blue card this turn (FAB-1400), else it goes to the graveyard. An empty deck is shuffled all the same, and stays empty.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Stir the Pot: \"Legendary. Shuffle. If you've played another blue card this turn, transcend.\" CR 8.5.20 and 8.5.20b (shuffle: the zone is put in a random order no one knows; a shuffle that names no zone shuffles the player's deck), 3.0.3 (the cards of a deck are private), 8.5.48 and 9.1.5b (transcend: the CR's example is Stir the Pot), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for FAB-564, rulecheck keeps the deck's cards but makes each unknown; it never picks an order itself.")).

%   transcend_shuffled(+S0, +Who, +Card, -S)//: Card, Stir the Pot,
%   resolving for Who, shuffles their deck (FAB-1404).
transcend_shuffled(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, transcend_shuffle),
          card_id(C, Id),
          player(S0, Who, P0),
          key_value(deck, P0, [], Deck0),
          maplist(unknown_of, Deck0, Deck),     % card_texts_rhinar_dorinthea.pl
          set_player(S0, P0.put(deck, Deck), S)
        }
    ->  [ event('FAB-1404', transcend_deck_shuffled, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

message(event(transcend_deck_shuffled, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's deck is shuffled (no one knows its order: its cards are unknown cards of the position)"-[L, F.player] ].

                 /*******************************
                 *    THE GRAIN, PATH WELL      *
                 *           TRAVELED           *
                 *******************************/

rule('FAB-1405', effect, "The Grain that Tips the Scale: target attack gets +1 power",
     "The Grain that Tips the Scale (a Mystic instant, cost 0) targets an attack (the attack of a chain link: the active one, or an earlier link's attack card), named in the play move's target (FAB-622): without one it cannot be played. As it resolves, if the target is still legal, its chain link gets +1 power (FAB-622's gain), then it transcends if its player has played another blue card this turn (FAB-1400). If the target is no longer legal, nothing happens.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "The Grain that Tips the Scale: \"Legendary. Target attack gets +1{p}. If you've played another blue card this turn, transcend.\" CR 1.2.2d (an attack-card or -proxy is an attack), 1.8.5 and 1.8.5a (a target, declared as it is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1407', effect, "Path Well Traveled: target attack gets go again",
     "Path Well Traveled (a Mystic instant, cost 0; the go again its card data lists is its target's, not its own) targets an attack (the attack of a chain link: the active one, or an earlier link's attack card), named in the play move's target (FAB-622): without one it cannot be played. As it resolves, if the target is still legal, its chain link gets go again (its controller gains an action point as the link resolves, if it is their action phase: FAB-659's go again), then it transcends if its player has played another blue card this turn (FAB-1400). If the target is no longer legal, nothing happens.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Path Well Traveled: \"Legendary. Target attack gets go again. If you've played another blue card this turn, transcend.\" CR 1.2.2d (an attack-card or -proxy is an attack), 1.8.5 and 1.8.5a (a target, declared as it is played), 8.3.5 (go again), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *   RISING SUN, SETTING MOON   *
                 *******************************/

rule('FAB-1408', effect, "Rising Sun, Setting Moon: its player draws a card, then puts a card of their hand on the bottom of their deck",
     "As Rising Sun, Setting Moon (a Mystic instant, cost 0) resolves, its controller draws a card (none from an empty deck), then puts a card of their hand on the bottom of their deck: the position waits for their choice (the pending choice transcend_to_bottom, its source the card), which a put move (to: bottom) naming one card of their hand answers (FAB-1409; an unknown card of the hand may be named: it goes face down). It is not optional: with no card in hand nothing is put. While the choice waits the card is in its player's graveyard, where it goes as an instant does (FAB-310); once the card is put (or none could be), if its player has played another blue card this turn it transcends from there (FAB-1400): to its owner's hand as Inner Chi, so Inner Chi is never the card put on the bottom. Not handled: where another choice already waits as it resolves, the card put is not asked (an event says so), and it transcends at once if it does.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Rising Sun, Setting Moon: \"Legendary. Draw a card, then put a card from your hand on the bottom of your deck. If you've played another blue card this turn, transcend.\" CR 8.5.6 (draw), 1.8.6 (the player determines the card as the effect is generated), 1.8.3 (the effect is not optional), 3.7.5 (the bottom of the deck), 5.3.4 (the effects in the order the text gives them: the draw, the card put, then transcend), 8.5.48 (transcend), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1409', constraint, "The card Rising Sun, Setting Moon puts on the bottom is a card of its player's hand",
     "A put move answers the transcend_to_bottom choice (FAB-1408): its player is the choice's, its card one card of their hand (an unknown card of the hand may be named), and its `to` bottom.",
     ruling("", "Rising Sun, Setting Moon: \"... then put a card from your hand on the bottom of your deck.\" CR 1.8.6 (the player determines the card), 3.7.5 (the bottom of the deck), 3.9 (the hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

transcend_rising(C) :-
    text_read_name(C, Name),
    card_text_read(Name, transcend_draw_then_bottom).

%   transcend_rising_resolves(+S0, +Who, +Card, +Type, +From, -S)//: Rising
%   Sun, Setting Moon resolves for Who: the draw, the card put (or the
%   choice that waits), then transcend (FAB-1408).
transcend_rising_resolves(S0, Who, C, T, From, S) -->
    { card_id(C, Id) },
    draw_cards(Who, 1, Id, S0, S1),             % triggers.pl
    resolve_card(S1, Who, C, T, From, S2),      % effects.pl: to the graveyard
    { player(S2, Who, P) },
    (   { key_value(hand, P, [], []) }
    ->  [ event('FAB-1408', transcend_nothing_to_bottom, _{player:Who, card:Id}) ],
        transcend_from_graveyard(S2, Who, Id, S)
    ;   { \+ pending(S2, _) }
    ->  { S = S2.put(pending, _{choice:"transcend_to_bottom", player:Who, controller:Who, source:C}) },
        [ event('FAB-1408', transcend_bottom_waits, _{player:Who, card:Id}) ]
    ;   [ event('FAB-1408', choice_not_asked, _{player:Who, card:Id, choice:"transcend_to_bottom"}) ],
        transcend_from_graveyard(S2, Who, Id, S)
    ).

%   transcend_from_graveyard(+S0, +Who, +Id, -S)//: the card Id, Rising
%   Sun, Setting Moon of Who's graveyard whose effects are done,
%   transcends if Who has played another blue card this turn (FAB-1400).
transcend_from_graveyard(S0, Who, Id, S) -->
    (   { player(S0, Who, P0),
          take_card(P0, graveyard, Id, C, P1),
          transcend_card(C),
          nuu2_blue_played_ids(S0, Who, Ids),   % card_texts_nuu_2.pl (FAB-1141)
          member(Other, Ids), Other \== Id,
          !,
          set_player(S0, P1, S1)
        }
    ->  transcend(S1, Who, C, Other, S)
    ;   { S = S0 }
    ).

not_asked_words("transcend_to_bottom", "which card of their hand goes on the bottom of their deck, and none is put").

choice_action("transcend_to_bottom", "put").
choice_phase("transcend_to_bottom", "action").

broken('FAB-1409', S, M, Reason) :-
    hand_put_wrong(S, M, "transcend_to_bottom", "bottom", _, Wrong),   % card_texts_benji_blitz.pl
    (   Wrong = elsewhere(To) -> Reason = transcend_not_on_bottom(To) ; Reason = Wrong ).
broken('FAB-1409', S, M, transcend_no_card) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "transcend_to_bottom",
    get_dict(player, M, Who), Who == Pd.player,
    \+ get_dict(card, M, _).

moot('FAB-1409', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "transcend_to_bottom" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "transcend_to_bottom",
      choice_answered(S0, S1),                  % choices.pl
      Who = M.player,
      card_id(Pd.source, By),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      key_value(deck, P1, [], Deck0),
      append(Deck0, [C], Deck),
      set_player(S1, P1.put(deck, Deck), S2)
    },
    [ event('FAB-1408', transcend_card_to_bottom, _{player:Who, card:M.card, by:By}) ],
    transcend_from_graveyard(S2, Who, By, S).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"bottom"}) :-
    pending(S, Pd),
    Pd.choice == "transcend_to_bottom",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

pending_problem(S, Pd, [player], transcend_nothing_in_hand(P)) :-   % FAB-1408
    Pd.choice == "transcend_to_bottom",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(hand, PP, [], []).

choice_words("transcend_to_bottom") --> [ "which card of their hand they put on the bottom of their deck for Rising Sun, Setting Moon (a put move)" ].
text_choice_words("transcend_to_bottom", Source) -->
    [ "which card of the hand goes on the bottom of the deck for ~w (put)"-[Source] ].

message(event(transcend_bottom_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w has drawn, and puts a card of their hand on the bottom of their deck (a put move naming it, to: bottom)"-[L, F.player] ].
message(event(transcend_nothing_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w has no card in hand, so none is put on the bottom of their deck"-[L, F.player] ].
message(event(transcend_card_to_bottom, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their hand on the bottom of their deck"-[By, F.player, C] ].
message(transcend_not_on_bottom(To)) -->
    [ "Rising Sun, Setting Moon's card goes on the bottom of the deck, not to the ~w"-[To] ].
message(transcend_no_card) -->
    [ "a put move names the card of the hand it puts on the bottom of the deck" ].
message(transcend_nothing_in_hand(P)) -->
    [ "a card waits to go from ~w's hand to the bottom of their deck, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("transcend_to_bottom")) -->
    [ "no card waits to go from a hand to the bottom of a deck: put answers Rising Sun, Setting Moon as it resolves" ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
own_controlled_choice("transcend_to_bottom").

                 /*******************************
                 *   TARGET ATTACK: THE STACK   *
                 *******************************/

rule('FAB-1410', constraint, "The attack A Drop in the Ocean, The Grain that Tips the Scale and Path Well Traveled target is an attack of the combat chain or the stack",
     "\"Target attack\" (A Drop in the Ocean, The Grain that Tips the Scale, Path Well Traveled) names in the play move's target (FAB-622) an attack: the attack of a chain link (the active one, or an earlier link's attack card: Agile Engagement's attacks, FAB-827), or an attack waiting on the stack in the layer step (an attack action card's layer, or a weapon's attack ability, named by its source). A card of another kind is not one, and without an attack the card cannot be played. What such a card does to an attack still on the stack, once that attack becomes a chain link, rulecheck does not model: a move that targets one is answered unknown, naming the card.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "CR 1.2.2d (an attack-card, attack-proxy or attack-layer has the object identity attack), 1.4.1 (an attack is an object on the stack or the combat chain), 7.0.2a (the Layer Step: an attack added to the stack), 1.8.5 and 1.8.5a (a target, declared as the card is played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   transcend_attack: an attack of the combat chain (card_texts_kassai.pl's
%   attack), or an attack on the stack (FAB-1410).
legal_target(S, transcend_attack, Id) :-
    (   legal_target(S, attack, Id)             % card_texts_kassai.pl
    ;   transcend_stack_attack(S, Id)
    ).

spec_words(transcend_attack, "an attack").

%   transcend_stack_attack(+S, ?Id): Id is an attack waiting on the stack:
%   an attack action card's layer, or a weapon's attack ability (its
%   source's id).
transcend_stack_attack(S, Id) :-
    key_value(stack, S, [], Layers),
    member(L, Layers),
    (   layer_card(L, C)
    ->  card_type(C, "attack action"),
        card_id(C, Id)
    ;   get_dict(effect, L, "attack"),
        get_dict(source, L, Id)
    ).

broken('FAB-1410', S, M, transcend_no_attack(C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),                    % moves.pl
    targeting(C, play, transcend_attack, _),
    \+ legal_target(S, transcend_attack, _).

%   FAB-1410 concerns only a play of a card of its own (rc_explain.pl:
%   moot/3).
moot('FAB-1410', S, M) :-
    \+ ( get_dict(action, M, "play"),
         played_card(S, M, _, C),
         targeting(C, play, transcend_attack, _) ).

%   A play move whose target is an attack on the stack: what the card
%   gives it as a chain link is not modelled (FAB-1410).
depends_on_text(S, M, About, transcend_stack_target(C, T)) :-
    get_dict(action, M, "play"),
    get_dict(target, M, T),
    played_card(S, M, _, C),
    targeting(C, play, transcend_attack, _),
    \+ legal_target(S, attack, T),
    transcend_stack_attack(S, T),
    card_about(C, About).                       % permanents.pl

message(transcend_no_attack(C)) -->
    { card_label(C, L) },
    [ "~w targets an attack, and there is none on the combat chain or the stack (CR 1.8.5)"-[L] ].
message(transcend_stack_target(C, T)) -->
    { card_label(C, L) },
    [ "~w targets ~w, an attack still on the stack: what it gives that attack once it is a chain link is not modelled"-[L, T] ].
