/*  Flesh and Blood: Briar's hero text.

    Part of game.pl, included after card_texts_leaves.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Briar (the Briar Blitz Deck's hero; young) and Briar, Warden of
      Thorns: "Essence of Earth and Lightning. The first time an attack
      action card you control deals damage to an opposing hero each turn,
      create an Embodiment of Earth token. Whenever you play your second
      'non-attack' action card each turn, create an Embodiment of
      Lightning token."  The card package's text lacks the words "each
      turn" of the first paragraph; Legend Story Studios' errata of
      January 2022 gives them (FAB-1434's ruling says where).
      FAB-1434: the Embodiment of Earth, the first time each turn (its
      record of the turn, attack_action_damage_to_opponent); FAB-1435:
      the Embodiment of Lightning as the second 'non-attack' action card
      of the turn is played (FAB-1002's records, written for Briar's
      player).  Essence of Earth and Lightning is deck building (the
      hero's talents, the card data's).

    Hooks: card_texts_source.pl's source_damage_dealt//5 (told every
    damage dealt to a hero with its source) calls briar_damage_dealt//5;
    card_texts.pl's played_text//5 calls briar_hero_played_text//4.
*/

:- discontiguous card_text_read/2, message//1, rule/5, turn_record_words//3.

%   The texts read here (card_text_read/2):
%
%       briar_earth_and_lightning   Briar, Briar, Warden of Thorns: the
%                               Embodiment of Earth the first time each
%                               turn an attack action card of hers deals
%                               damage to an opposing hero (FAB-1434);
%                               the Embodiment of Lightning as her second
%                               'non-attack' action card of a turn is
%                               played (FAB-1435)

card_text_read("Briar", briar_earth_and_lightning).
card_text_read("Briar, Warden of Thorns", briar_earth_and_lightning).

%!  briar_hero(+State, +Player) is semidet.
%
%   Player's hero is Briar (either), her text read.

briar_hero(S, Who) :-
    player(S, Who, P),
    get_dict(hero, P, H),
    text_read_name(H, Name),
    card_text_read(Name, briar_earth_and_lightning),
    !.

                 /*******************************
                 *     EMBODIMENT OF EARTH      *
                 *******************************/

rule('FAB-1434', effect, "Briar: the first time each turn an attack action card of her player's deals damage to an opposing hero, an Embodiment of Earth token",
     "When damage (what prevention leaves, more than 0) is dealt to a hero by a source that is an attack action card (the card's type: the attack of a chain link for its combat damage, CR 7.5.2a; the card for the damage its own text deals) controlled by the other player, and that player's hero is Briar (her text read; Briar, Warden of Thorns too), the first time this turn: the state records it for the rest of the turn in its effects ({kind: attack_action_damage_to_opponent, player, source: the attack action card}), and an Embodiment of Earth token is created in that player's arena (through the one relation that creates tokens, so a replacement such as Florian's applies). A later such damage the same turn creates none: the record, or a link of the combat chain of that player's whose attack action card dealt damage (a position given in the middle of a turn), says the first time is past; a position given in the middle of a turn says so in its effects, else none has been dealt. Damage from a weapon, a Runechant, a non-attack action card or any other source, damage to Briar's own hero, and damage all prevented, create none and count for nothing. rulecheck resolves the triggered-layer at once, as the damage is dealt, before the attack's own hit triggers of the same damage (CR 6.6.6b: their player orders them; creating the token first offers every outcome the other order does where a hit trigger chooses among that player's auras, the token being one more it may choose or leave).",
     ruling("",
            "Briar: \"The first time an attack action card you control deals damage to an opposing hero each turn, create an Embodiment of Earth token.\" (Briar, Warden of Thorns and Briar: the words \"each turn\" are Legend Story Studios' hero errata, Banned and Restricted Announcement of 12 January 2022, effective 17 January 2022, as reported verbatim that day by The Rathe Times, \"Pruning the competition - Banned and Restricted announcement\"; the card package's text omits them). CR 6.6.5d (a trigger condition preceded by an ordinal triggers only the ordinal time, relative to the specified duration: here each turn; Katsu's example), 6.6 (a triggered effect), 8.5.3a (the controller of a non-living source deals its damage), 7.5.2a (the source of combat damage is the attack), 6.4.10a (damage prevented is not dealt), 8.5.2 (create: a token is produced in the arena), 8.6.11 (Embodiment of Earth), 6.6.6b (several triggered layers of a player: that player orders them), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_damage_dealt(+State0, +Source, +Player, +Damage, -State)// is det.
%
%   Damage (what prevention left) was dealt to Player's hero by Source
%   (dsrc/2): an attack action card of the other player's, whose hero is
%   Briar, the first time this turn, an Embodiment of Earth (FAB-1434).
%   card_texts_source.pl's source_damage_dealt//5 calls it.

briar_damage_dealt(S0, Src, Who, D, S) -->
    (   { integer(D), D > 0,
          \+ game_over(S0, _),
          damage_source_controller(Src, Dealer),   % damage_source.pl
          Dealer \== Who,
          briar_hero(S0, Dealer),
          briar_source_card(S0, Src, A),
          card_type(A, "attack action"),
          card_id(A, AId)
        }
    ->  (   { briar_earth_past(S0, Dealer) }
        ->  { S = S0 },
            [ event('FAB-1434', briar_earth_not_first, _{player:Dealer, card:AId}) ]
        ;   { add_effect(S0, _{kind:"attack_action_damage_to_opponent", player:Dealer, source:AId}, S1),
              player(S1, Dealer, P),
              card_id(P.hero, HId),
              tokens_created(HId, Dealer, Dealer, ["Embodiment of Earth"], S1, S, TIds, More)   % tokens_created.pl
            },
            [ event('FAB-1434', briar_earth_made, _{player:Dealer, card:AId, hero:HId, tokens:TIds}) ],
            tokens_more_made(Dealer, HId, More)
        )
    ;   { S = S0 }
    ).

%   briar_source_card(+State, +Source, -Card): the card that deals the
%   damage of Source (a dict, or its id found in State).
briar_source_card(S, dsrc(C0, _), C) :-
    C0 \== none,
    (   is_dict(C0)
    ->  C = C0
    ;   card_or_id(S, C0, C),                   % card_texts_bravo.pl
        is_dict(C)
    ).

%   briar_earth_past(+State, +Player): an attack action card of Player's
%   has dealt damage to an opposing hero this turn: the turn's record
%   (FAB-1434), or a chain link of Player's whose attack action card
%   dealt damage (the combat chain is this turn's).
briar_earth_past(S, Who) :-
    (   turn_record(S, "attack_action_damage_to_opponent", Who)   % card_texts_rhinar_blitz.pl
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        key_value(controller, L, S.turn_player, W), W == Who,
        get_dict(damage, L, N), integer(N), N > 0,
        link_attack(L, A),
        card_type(A, "attack action")
    ->  true
    ).

message(event(briar_earth_made, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.hero, H), atomic_list_concat(F.tokens, ', ', T) },
    [ "~w is the first attack action card of ~w's to deal damage to an opposing hero this turn: ~w creates an Embodiment of Earth token (~w)"-[L, F.player, H, T] ].
message(event(briar_earth_not_first, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w deals damage to an opposing hero, but an attack action card of ~w's already has this turn: Briar creates no Embodiment of Earth"-[L, F.player] ].
turn_record_words("attack_action_damage_to_opponent", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "an attack action card of ~w's has dealt damage to an opposing hero this turn (~w)"-[Who, L] ].

                 /*******************************
                 *    EMBODIMENT OF LIGHTNING   *
                 *******************************/

rule('FAB-1435', effect, "Briar: her player's second 'non-attack' action card of a turn played, an Embodiment of Lightning token",
     "When a player whose hero is Briar (her text read; Briar, Warden of Thorns too) plays a 'non-attack' action card (an action card that is not an attack: type action), in any turn, the turn records it in its effects as FAB-1002 does ({kind: non_attack_action_played, player, source: the card}; written for Briar's player whether or not another text reads it). If it is the second 'non-attack' action card that player has played this turn (the records and their cards still on the stack, FAB-1002: this one included), an Embodiment of Lightning token is created in that player's arena (through the one relation that creates tokens), which gives that player's next attack action card go again (FAB-211). The first, the third and later create none. rulecheck resolves the triggered-layer at once, as the card is played. A position given in the middle of a turn says in its effects the 'non-attack' action cards played earlier, else none has been.",
     ruling("",
            "Briar: \"Whenever you play your second 'non-attack' action card each turn, create an Embodiment of Lightning token.\" CR 6.6.5d (a trigger condition preceded by an ordinal triggers only the ordinal time, relative to the specified duration), 5.1 (playing a card: it is put on the stack, then played), 2.10.6a (a 'non-attack' action card: an action card without the subtype Attack), 6.6 (a triggered effect), 8.5.2 (create), 8.6.12 (Embodiment of Lightning), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  briar_hero_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: a 'non-attack' action card of a player whose hero
%   is Briar is recorded for the turn, and the second of the turn creates
%   an Embodiment of Lightning (FAB-1435); card_texts.pl's
%   played_text//5 calls it.

briar_hero_played_text(S0, Who, C, S) -->
    (   { card_type(C, "action"),
          briar_hero(S0, Who),
          card_id(C, Id)
        }
    ->  briar_non_attack_recorded(S0, Who, Id, S1),
        (   { \+ game_over(S1, _),
              non_attack_action_ids(S1, Who, Ids),  % card_texts_chane.pl (FAB-1002)
              length(Ids, 2),
              memberchk(Id, Ids),
              player(S1, Who, P),
              card_id(P.hero, HId),
              tokens_created(HId, Who, Who, ["Embodiment of Lightning"], S1, S, TIds, More)   % tokens_created.pl
            }
        ->  [ event('FAB-1435', briar_lightning_made, _{player:Who, card:Id, hero:HId, tokens:TIds}) ],
            tokens_more_made(Who, HId, More)
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

%   briar_non_attack_recorded(+S0, +Player, +Id, -S)//: the card Id is
%   recorded as played this turn, unless it is already (FAB-1002's
%   record, FAB-1435).
briar_non_attack_recorded(S0, Who, Id, S) -->
    (   { effects(S0, Es), member(E, Es),
          get_dict(kind, E, "non_attack_action_played"),
          get_dict(player, E, W), W == Who,
          get_dict(source, E, Id0), Id0 == Id
        }
    ->  { S = S0 }
    ;   { add_effect(S0, _{kind:"non_attack_action_played", player:Who, source:Id}, S) },
        [ event('FAB-1435', turn_recorded, _{player:Who, kind:"non_attack_action_played", card:Id}) ]
    ).

message(event(briar_lightning_made, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.hero, H), atomic_list_concat(F.tokens, ', ', T) },
    [ "~w is the second 'non-attack' action card ~w plays this turn: ~w creates an Embodiment of Lightning token (~w)"-[L, F.player, H, T] ].
