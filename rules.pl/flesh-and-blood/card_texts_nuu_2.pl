/*  Flesh and Blood: more texts of the Nuu Blitz Deck's cards.

    Part of game.pl, included after card_texts_cindra_2.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - a blue card played is recorded for the turn (FAB-1141, as FAB-742
      records a red one);
    - Rising Tide: +2 power once its player has played another blue card
      this turn (FAB-1142);
    - Gravekeeping: as it attacks, its player may banish a card from the
      attacked hero's graveyard (FAB-1143; the nuu2_graveyard_banish
      choice, a put or a decline move, FAB-1144);
    - Bonds of Attraction, Bonds of Memory: as it hits, the top card of
      the hit hero's deck is banished, then a card of their graveyard, and
      a second card banished of the same colour (Attraction) or name
      (Memory) as the first gains its player 1 life (FAB-1145; the
      nuu2_bonds_top choice names an unknown top card, FAB-1146; the
      graveyard's card is the nuu2_graveyard_banish choice, FAB-1144).
      Their stealth is the keyword's (FAB-710).

    Not read here: Nuu (its instant ability pays chi and lets blue cards
    be played from an opponent's banished zone), Aqua Seeing Shell and Koi
    Blessed Kimono (cloaked: equipped face down); they stay assumptions of
    the answers, or make them unknown (FAB-119).  Pass Over and Path Well
    Traveled (transcend) are read in card_texts_transcend.pl, which has
    FAB-1141's record written for a blue card of either player's turn
    where a card that transcends could read it.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2,
   choice_words//1, text_choice_words//2, move_words//3, rule_fact/4, fact_words//1,
   effect//4, own_controlled_choice/1, reads_record/2, turn_record_words//3.

%   The texts read here (card_text_read/2):
%
%       power_after_another_blue(N)   Rising Tide: "If you've played
%                               another blue card this turn, this gets
%                               +2{p}." (FAB-1141, FAB-1142)
%       attack_may_banish_graveyard   Gravekeeping: "When this attacks a
%                               hero, you may banish a card from their
%                               graveyard." (FAB-1143, FAB-1144)
%       hit_banish_top_and_graveyard(Same)   Bonds of Attraction (Same:
%                               colour), Bonds of Memory (Same: name):
%                               "Stealth. When this hits a hero, banish
%                               the top card of their deck, then banish a
%                               card from their graveyard. Whenever this
%                               banishes a card and this has banished
%                               another card with the same color (name),
%                               gain 1{h}." (FAB-1145, FAB-1146; stealth
%                               is the keyword's, FAB-710)

card_text_read("Rising Tide", power_after_another_blue(2)).
card_text_read("Gravekeeping", attack_may_banish_graveyard).
card_text_read("Bonds of Attraction", hit_banish_top_and_graveyard(colour)).
card_text_read("Bonds of Memory", hit_banish_top_and_graveyard(name)).

                 /*******************************
                 *     A BLUE CARD PLAYED       *
                 *******************************/

rule('FAB-1141', effect, "A blue card played is recorded for the turn",
     "When the turn player plays a blue card (its colour strip blue: the printing's colour), the state records it for the rest of the turn in its effects ({kind: blue_card_played, player, source: the card played}): the first blue card and a second, other one (two records tell any card whether \"another\" blue card was played; a third adds nothing). Rising Tide and Spillover read it (FAB-1142), and counts beside it the blue cards the position itself shows played this turn: the attack cards of the player's chain links and the player's cards on the stack (played_ids/5, as FAB-742 does for red cards). As FAB-742's, the record is written where a text that reads it could act this turn (a Rising Tide or Spillover of the player in any of their zones, on the combat chain or the stack, or a card of theirs the position does not show outside their deck); what a player played earlier in a turn a position given in the middle of it says in its effects. A card the other player plays is recorded only where a card of theirs that transcends could read it (FAB-1400: those are instants, played in either turn; a card of theirs the position does not show outside their deck too); Rising Tide and Spillover are attack action cards, played in their player's turn. A card declared as a defending card is not played (CR 7.3.2).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 5.1 (playing a card: it is put on the stack), 2.1.1, 2.1.2 and 2.1.2a (a card's colour is its colour strip, independent of its pitch), 4.4.4 (this turn ends with it), 1.3.1b (a card played is controlled by the player who played it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

nuu2_blue_card(C) :-
    card_printing(C, _, Colour),
    Colour == "blue".

%!  nuu2_blue_played_ids(+State, +Player, -Ids:list) is det.
%
%   The ids of the blue cards Player has played this turn, as far as
%   State tells (FAB-1141).

nuu2_blue_played_ids(S, Who, Ids) :-
    played_ids(S, Who, "blue_card_played", nuu2_blue_card, Ids).   % card_texts_fai_prism.pl

reads_record(Name, "blue_card_played") :-       % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, power_after_another_blue(_)).

turn_record_words("blue_card_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played a blue card this turn (~w)"-[Who, L] ].

%!  nuu2_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: a blue card of the turn player's is recorded
%   (FAB-1141), and a Rising Tide of theirs attacking now gets its power
%   (FAB-1142).  card_texts.pl's played_text//5 calls it.

nuu2_played_text(S0, Who, C, S) -->
    nuu2_blue_recorded(S0, Who, C, S1),
    nuu2_tide_played(S1, Who, C, S).

nuu2_blue_recorded(S0, Who, C, S) -->
    (   { nuu2_blue_card(C),
          (   Who == S0.turn_player
          ->  record_reader(S0, Who, "blue_card_played")   % card_texts_fai_prism.pl
          ;   transcend_records_blue(S0, Who)          % card_texts_transcend.pl (FAB-1400): an instant, in either turn
          ),
          card_id(C, Id),
          findall(Src, ( effects(S0, Es), member(E, Es),
                         get_dict(kind, E, "blue_card_played"),
                         get_dict(player, E, W), W == Who,
                         get_dict(source, E, Src) ), Srcs),
          length(Srcs, N), N < 2,
          \+ memberchk(Id, Srcs),
          add_effect(S0, _{kind:"blue_card_played", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-1141', turn_recorded, _{player:Who, kind:"blue_card_played", card:Id}) ]
    ;   { S = S0 }
    ).

                 /*******************************
                 *          RISING TIDE         *
                 *******************************/

rule('FAB-1142', effect, "Rising Tide, Spillover: +2 power once its player has played another blue card this turn",
     "Rising Tide or Spillover (the same text, read) attacking for a player who has played another blue card this turn (a blue card other than itself: FAB-1141's record, or a blue card of theirs the position shows played, on a chain link or the stack) has +2 power: its chain link counts it (power_bonus) as the link opens if that is so, or as the other blue card is played while it is the active chain link's attack (a blue instant in its reaction step); the link records it (nuu2_tide: true), so it counts once. Without another blue card it has its printed power (Rising Tide 3, Spillover 4).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Rising Tide, Spillover: \"If you've played another blue card this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 2.1.2 (colour), 2.9 (power), 7.0.3c (a chain link has its active-attack's properties), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has played another blue card this turn they have for the rest of it, so the power, once counted, stays.")).

%   nuu2_other_blue(+S, +Player, +AttackId): Player has played a blue card
%   other than AttackId this turn (FAB-1141).
nuu2_other_blue(S, Who, AId) :-
    nuu2_blue_played_ids(S, Who, Ids),
    member(Id, Ids),
    Id \== AId,
    !.

nuu2_tide_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, power_after_another_blue(N)),
          card_id(A, AId),
          nuu2_other_blue(S0, Who, AId)
        }
    ->  link_power_gained(S0, Who, A, 'FAB-1142', nuu2_tide_power, _{}, N, S1),   % card_texts_benji_blitz.pl
        { nuu2_tide_counted(S1, S) }
    ;   { S = S0 }
    ).

nuu2_tide_played(S0, Who, C, S) -->
    (   { nuu2_blue_card(C),
          chain_open(S0),
          active_link(S0, L),
          L.controller == Who,
          \+ get_dict(nuu2_tide, L, true),
          link_attack(L, A),
          text_read_name(A, Name),
          card_text_read(Name, power_after_another_blue(N)),
          card_id(A, AId),
          card_id(C, CId), CId \== AId
        }
    ->  link_power_gained(S0, Who, A, 'FAB-1142', nuu2_tide_power, _{}, N, S1),
        { nuu2_tide_counted(S1, S) }
    ;   { S = S0 }
    ).

nuu2_tide_counted(S0, S) :-
    active_link_replaced(S0, L0, L, S),
    L = L0.put(nuu2_tide, true).

message(event(nuu2_tide_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gets +~d power: ~w has played another blue card this turn"-[L, F.power, F.player] ].

%!  nuu2_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Rising Tide's power (FAB-1142),
%   Gravekeeping's banish (FAB-1143, it may leave a choice).
%   card_texts_katsu_bravo.pl's deck_attack_text//4 calls it last.

nuu2_attack_text(S0, Who, A, S) -->
    nuu2_tide_attack(S0, Who, A, S1),
    nuu2_gravekeeping_attack(S1, Who, A, S).

                 /*******************************
                 *          GRAVEKEEPING        *
                 *******************************/

rule('FAB-1143', effect, "Gravekeeping: as it attacks a hero, its player may banish a card from that hero's graveyard",
     "When Gravekeeping (its text read) attacks (its chain link opens, against the other hero) and that hero's player's graveyard holds a card, its controller may banish one of them: the position waits for their choice (the pending choice nuu2_graveyard_banish, its source Gravekeeping, damaged_player the attacked player): a put move (to: banished) naming a card of that graveyard (FAB-1144) puts it face up into its owner's banished zone; a decline move banishes none. With an empty graveyard nothing waits. Not handled: where another choice already waits as it attacks, none is asked and nothing is banished, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Gravekeeping: \"When this attacks a hero, you may banish a card from their graveyard.\" CR 6.6 (a triggered effect), 7.2.3 (the attack becomes a chain link against the hero: it attacks a hero), 1.8.3a (an optional effect: its player chooses), 1.8.6 (the player instructed chooses the card), 8.5.1 (banish: face up into the owner's banished zone), 3.8.1 (the graveyard is public), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the link opens, as it does Trade In's discard (FAB-737).")).

nuu2_gravekeeping_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_may_banish_graveyard),
          \+ game_over(S0, _),
          active_link(S0, L),
          Def = L.defender,
          card_id(A, AId),
          player(S0, Def, P)
        }
    ->  (   { key_value(graveyard, P, [], []) }
        ->  { S = S0 },
            [ event('FAB-1143', nuu2_graveyard_empty, _{player:Who, card:AId, target:Def}) ]
        ;   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1143', choice_not_asked, _{player:Who, card:AId, choice:"nuu2_graveyard_banish"}) ]
        ;   { S = S0.put(pending, _{choice:"nuu2_graveyard_banish", player:Who, controller:Who, source:A,
                                    damaged_player:Def}) },
            [ event('FAB-1143', nuu2_graveyard_banish_waits, _{player:Who, card:AId, target:Def}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("nuu2_graveyard_banish", "which card of the other hero's graveyard to banish, and none is banished").

rule('FAB-1144', constraint, "The card banished from the graveyard is one of the attacked hero's",
     "A put move answering the nuu2_graveyard_banish choice (Gravekeeping's, FAB-1143; Bonds of Attraction's or Bonds of Memory's, FAB-1145) names a card of the graveyard of the choice's damaged_player (the attacked or hit hero's player) that the position shows (an unknown card is named in the position first: Bonds read its colour or name, FAB-106), and its `to` is banished; any other card breaks this rule. A decline move answers Gravekeeping's only: it \"may\"; Bonds banish a card.",
     ruling("",
            "Gravekeeping: \"you may banish a card from their graveyard\"; Bonds of Attraction, Bonds of Memory: \"then banish a card from their graveyard\". CR 1.8.6 (the player instructed chooses the card), 8.5.1 (banish), 3.8.1 (the graveyard is public), 1.8.3a (an optional effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

own_controlled_choice("nuu2_graveyard_banish").     % choices.pl: the attacker chooses
choice_action("nuu2_graveyard_banish", "put").
choice_action("nuu2_graveyard_banish", "decline").
choice_phase("nuu2_graveyard_banish", "action").

%   nuu2_gravekeeping_choice(+Pending): the choice is Gravekeeping's (a
%   decline is open), not a Bond's.
nuu2_gravekeeping_choice(Pd) :-
    get_dict(source, Pd, A),
    is_dict(A),
    text_read_name(A, Name),
    card_text_read(Name, attack_may_banish_graveyard).

%   nuu2_banishable(+S, +Pending, ?Id, -Card): Card, Id, is a known card
%   of the graveyard the choice names.
nuu2_banishable(S, Pd, Id, C) :-
    get_dict(damaged_player, Pd, Def),
    player(S, Def, P),
    key_value(graveyard, P, [], G),
    member(C, G),
    \+ unknown_card(C),
    card_id(C, Id).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "nuu2_graveyard_banish",
    Who = Pd.player,
    nuu2_banishable(S, Pd, Id, _).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "nuu2_graveyard_banish",
    nuu2_gravekeeping_choice(Pd),
    Who = Pd.player.

broken('FAB-1144', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "nuu2_graveyard_banish",
    get_dict(player, M, Who),
    Who == Pd.player,
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card          % card_texts_levia.pl
    ;   get_dict(card, M, Id),
        \+ nuu2_banishable(S, Pd, Id, _)
    ->  Reason = nuu2_not_in_their_graveyard(Id, Pd.damaged_player)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To) % card_texts_levia.pl
    ).

moot('FAB-1144', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "nuu2_graveyard_banish" ).

rule_fact('FAB-1144', S, _, nuu2_graveyard_cards(Ids)) :-
    pending(S, Pd),
    Pd.choice == "nuu2_graveyard_banish",
    findall(Id, nuu2_banishable(S, Pd, Id, _), Ids).

fact_words(nuu2_graveyard_cards(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the cards of the graveyard that may be banished now: ~w"-[T] ].

message(nuu2_not_in_their_graveyard(Id, Def)) -->
    [ "~w is not a card of ~w's graveyard that the position shows: the card banished is one of that graveyard's (an unknown card is named first)"-[Id, Def] ].

pending_problem(S, Pd, [damaged_player], nuu2_no_graveyard_to_banish) :-   % FAB-1143, FAB-1145
    Pd.choice == "nuu2_graveyard_banish",
    \+ ( get_dict(damaged_player, Pd, T), opponent(S, Pd.player, T),
         player(S, T, P), key_value(graveyard, P, [], [_|_]) ).

message(nuu2_no_graveyard_to_banish) -->
    [ "a banish from a graveyard waits, but damaged_player is not the other player, or their graveyard is empty (FAB-1143, FAB-1145)" ].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "nuu2_graveyard_banish",
      choice_answered(S0, S1),
      Def = Pd.damaged_player,
      card_id(Pd.source, By),
      player(S1, Def, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2)
    },
    [ event('FAB-1144', nuu2_graveyard_banished, _{player:M.player, card:M.card, owner:Def, by:By}) ],
    nuu2_bonds_gain(S2, M.player, Pd, C, S3),
    { key_value(cards, Pd, [], Before), card_id(C, CId), append(Before, [CId], Ids),
      nuu3_bond_recorded(S3, Pd.source, Def, Ids, S) }.   % card_texts_nuu_3.pl (FAB-1411)
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "nuu2_graveyard_banish",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1144', nuu2_graveyard_kept, _{player:M.player, by:By}) ].

message(event(nuu2_graveyard_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's graveyard is empty, so no card is banished from it"-[L, F.target] ].
message(event(nuu2_graveyard_banish_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w banishes a card from ~w's graveyard (a put move naming it, to: banished)"-[L, F.player, F.target] ].
message(event(nuu2_graveyard_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w banishes ~w from ~w's graveyard"-[By, F.player, C, F.owner] ].
message(event(nuu2_graveyard_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w banishes no card from the graveyard"-[By, F.player] ].
message(no_choice_waits("nuu2_graveyard_banish")) -->
    [ "no banish from a graveyard waits: put (to: banished) or decline answers Gravekeeping as it attacks, put Bonds of Attraction or Bonds of Memory as they hit" ].

choice_words("nuu2_graveyard_banish") --> [ "which card of the other hero's graveyard to banish (a put move, to: banished; decline for Gravekeeping)" ].
text_choice_words("nuu2_graveyard_banish", Source) -->
    [ "the card of the graveyard ~w banishes (put, to: banished)"-[Source] ].
move_words("put", S, M) -->
    { pending(S, Pd), Pd.choice == "nuu2_graveyard_banish",
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, L)
    },
    !,
    [ M.player, " banishes ", L, " from ", Pd.damaged_player, "'s graveyard (", Src, ")" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "nuu2_graveyard_banish", card_label(Pd.source, Src) },
    [ M.player, " banishes no card from the graveyard (", Src, ")" ].

                 /*******************************
                 *     BONDS OF ATTRACTION      *
                 *******************************/

rule('FAB-1145', effect, "Bonds of Attraction, Bonds of Memory: a hit banishes the top card of the hero's deck and a card of their graveyard; two of the same colour (name) gain 1 life",
     "When Bonds of Attraction or Bonds of Memory (its text read) hits (deals damage to the defending hero in the damage step), the top card of that hero's player's deck is banished, face up into their banished zone (with an empty deck none is); then, where their graveyard holds a card, its controller banishes one of them: the position waits for their choice (nuu2_graveyard_banish, its source the attack, damaged_player the hit player, `cards` the card banished from the deck: a put move, to: banished, FAB-1144; no decline). Whenever it banishes a card and it has banished another card of the same colour (Bonds of Attraction: both red, both yellow or both blue, the printing's colour strip; a card with no colour shares none) or of the same name (Bonds of Memory), its controller gains 1 life: the second card so banished, matching the first. A top card the position shows is banished at once; one it does not show waits for the nuu2_bonds_top choice (its player the deck's, a put move naming that card, to: banished, once the position names it: FAB-1146; FAB-106): its colour and name decide the gain, so rulecheck never guesses them. Its stealth is the keyword's (FAB-710). Not handled: where another choice already waits as it hits, nothing is asked or banished, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Bonds of Attraction: \"Stealth. When this hits a hero, banish the top card of their deck, then banish a card from their graveyard. Whenever this banishes a card and this has banished another card with the same color, gain 1{h}.\" Bonds of Memory: \"... with the same name, gain 1{h}.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target), 6.6 (a triggered effect; whenever), 8.5.1 (banish: face up into the owner's banished zone), 3.7 (the deck: its top card), 3.8.1 (the graveyard is public), 1.8.6 (the player instructed chooses the card), 2.1.2 (colour: the colour strip), 2.7 (name), 8.5.7 (gain life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layers at once, as the damage is dealt, as it does the Desires' banish (FAB-1099).")).

%!  nuu2_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: a Bond's banishes (FAB-1145).
%   card_texts.pl's attack_hit//4 calls it last.

nuu2_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banish_top_and_graveyard(_)),
          \+ game_over(S0, _),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P)
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1145', choice_not_asked, _{player:L.controller, card:AId, choice:"nuu2_bonds_top"}) ]
        ;   { P.deck == [] }
        ->  [ event('FAB-1145', nuu2_bonds_deck_empty, _{player:Def, attack:AId}) ],
            nuu2_bonds_graveyard(S0, L.controller, Def, A, [], S)
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  nuu2_bonds_top_banished(S0, L.controller, Def, A, S)
        ;   { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"nuu2_bonds_top", player:Def, controller:Def, source:A}) },
            [ event('FAB-1145', nuu2_bonds_top_waits, _{player:Def, attack:AId, card:TId}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("nuu2_bonds_top", "its banishes, and nothing is banished").

%   nuu2_bonds_top_banished(+S0, +Attacker, +Defender, +Attack, -S)//: the
%   top card of Defender's deck, one the position shows, is banished;
%   then the graveyard's (FAB-1145).
nuu2_bonds_top_banished(S0, Who, Def, A, S) -->
    { card_id(A, AId),
      player(S0, Def, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S1),
      card_id(Top, TId)
    },
    [ event('FAB-1145', nuu2_bonds_top_banished, _{player:Def, attack:AId, card:TId}) ],
    nuu2_bonds_graveyard(S1, Who, Def, A, [TId], S).

%   nuu2_bonds_graveyard(+S0, +Attacker, +Defender, +Attack, +Banished, -S)//:
%   a card of Defender's graveyard is to be banished: the choice waits
%   (the cards Attack banished before in `cards`); with an empty
%   graveyard nothing is (FAB-1145).
nuu2_bonds_graveyard(S0, Who, Def, A, Banished, S) -->
    { card_id(A, AId), player(S0, Def, P) },
    (   { key_value(graveyard, P, [], []) }
    ->  { nuu3_bond_recorded(S0, A, Def, Banished, S) },   % card_texts_nuu_3.pl (FAB-1411)
        [ event('FAB-1145', nuu2_graveyard_empty, _{player:Who, card:AId, target:Def}) ]
    ;   { S = S0.put(pending, _{choice:"nuu2_graveyard_banish", player:Who, controller:Who, source:A,
                                damaged_player:Def, cards:Banished}) },
        [ event('FAB-1145', nuu2_graveyard_banish_waits, _{player:Who, card:AId, target:Def}) ]
    ).

%   nuu2_bonds_gain(+S0, +Player, +Pending, +Card, -S)//: the choice's
%   source banished Card; if it is a Bond and banished before a card of
%   the same colour or name, Player gains 1 life (FAB-1145).
nuu2_bonds_gain(S0, Who, Pd, C, S) -->
    (   { get_dict(source, Pd, A), is_dict(A),
          text_read_name(A, Name),
          card_text_read(Name, hit_banish_top_and_graveyard(Same)),
          key_value(cards, Pd, [], Before),
          once(( member(BId, Before),
                 nuu2_banished_card(S0, Pd.damaged_player, BId, B),
                 nuu2_same(Same, B, C) )),
          card_id(A, AId),
          card_id(C, CId)
        }
    ->  [ event('FAB-1145', nuu2_bonds_match, _{player:Who, attack:AId, card:CId, other:BId, same:Same}) ],
        gain_life(S0, Who, 1, AId, S)           % effects.pl
    ;   { S = S0 }
    ).

nuu2_banished_card(S, Who, Id, C) :-
    player(S, Who, P),
    key_value(banished, P, [], Bs),
    member(C, Bs),
    card_id(C, Id0), Id0 == Id,
    !.

nuu2_same(colour, B, C) :-
    card_printing(B, _, CB),
    card_printing(C, _, CC),
    memberchk(CB, ["red", "yellow", "blue"]),
    CB == CC.
nuu2_same(name, B, C) :-
    get_dict(name, B, N),
    get_dict(name, C, N0),
    N == N0.

message(event(nuu2_bonds_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w's deck is empty, so no card is banished from it"-[L, F.player] ].
message(event(nuu2_bonds_top_banished, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C) },
    [ "~w hits: the top card of ~w's deck, ~w, is banished"-[L, F.player, C] ].
message(event(nuu2_bonds_top_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: the top card of ~w's deck, ~w, which the position does not show, is banished: name it in the position, then a put move (to: banished) banishes it"-[L, F.player, F.card] ].
message(event(nuu2_bonds_match, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C), event_card(S0, F.other, O),
      ( F.same == colour -> W = "colour" ; W = "name" ) },
    [ "~w banished ~w, of the same ~w as ~w it banished before: ~w gains 1 life"-[L, C, W, O, F.player] ].

rule('FAB-1146', constraint, "A Bond's top card is banished once the position names it",
     "A put move answering the nuu2_bonds_top choice (FAB-1145) is the deck's player's, names the top card of their deck, a card the position shows (an unknown card is named in the position first: its colour and name decide the gain, FAB-106), and its `to` is banished; any other card breaks this rule.",
     ruling("",
            "Bonds of Attraction, Bonds of Memory: \"banish the top card of their deck\". CR 8.5.1 (banish), 3.7 (the deck's top card), 2.1.2 and 2.7 (colour and name), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

own_controlled_choice("nuu2_bonds_top").        % choices.pl: the deck's player names it
choice_action("nuu2_bonds_top", "put").
choice_phase("nuu2_bonds_top", "action").

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "nuu2_bonds_top",
    Who = Pd.player,
    player(S, Who, P),
    P.deck = [Top|_],
    \+ unknown_card(Top),
    card_id(Top, Id).

broken('FAB-1146', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "nuu2_bonds_top",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        (   P.deck = [Top|_], card_id(Top, TId), TId == Id
        ->  (   unknown_card(Top)
            ->  Reason = banish_top_unknown(Id)   % card_texts_levia_2.pl
            ;   get_dict(to, M, To),
                To \== "banished"
            ->  Reason = random_banish_not_banished(To)
            )
        ;   Reason = nuu2_not_the_top_card(Id, Who)
        )
    ).

moot('FAB-1146', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "nuu2_bonds_top" ).

message(nuu2_not_the_top_card(Id, Who)) -->
    [ "~w is not the top card of ~w's deck, which the Bond banishes"-[Id, Who] ].

pending_problem(S, Pd, [player], nuu2_no_top_card(P)) :-   % FAB-1145
    Pd.choice == "nuu2_bonds_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.deck == [].

message(nuu2_no_top_card(P)) -->
    [ "a Bond's top card waits to be banished, and ~w's deck is empty (FAB-1145)"-[P] ].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "nuu2_bonds_top",
      choice_answered(S0, S1),
      opponent(S1, M.player, Who)               % the attacker: the hit hero's opponent
    },
    nuu2_bonds_top_banished(S1, Who, M.player, Pd.source, S).

message(no_choice_waits("nuu2_bonds_top")) -->
    [ "no top card waits to be banished: put (to: banished) answers Bonds of Attraction or Bonds of Memory as they hit" ].

choice_words("nuu2_bonds_top") --> [ "the top card of their deck a Bond banishes, once the position names it (a put move, to: banished)" ].
text_choice_words("nuu2_bonds_top", Source) -->
    [ "the top card ~w banishes (put, to: banished)"-[Source] ].
move_words("put", S, M) -->
    { pending(S, Pd), Pd.choice == "nuu2_bonds_top",
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, L)
    },
    !,
    [ M.player, " banishes ", L, " from the top of their deck (", Src, ")" ].
