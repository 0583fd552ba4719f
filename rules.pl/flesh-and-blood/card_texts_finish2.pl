/*  Flesh and Blood: the last unread cards of the Levia and Dromai Blitz
    decks.

    Part of game.pl, included after card_texts_singles.pl, whose mentor
    relations it reuses (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Ash (the Dromai Blitz Deck's token): its Material ability gives
      phantasm to a permanent it is under; no position rulecheck holds
      puts a card under another, so an Ash in the arena gives nothing,
      and an event says so as it enters (FAB-991);
    - Lady Barthimont (the Levia Blitz Deck): the mentor turned face up
      at the start of her player's turn as Minerva Themis is (FAB-976);
      face up, as her player plays an attack action card the top card of
      their deck is banished (named first where the position does not
      show it: Blood Tribute's banish_top choice); one of 6 or more power
      gives the attack dominate and puts a lesson counter on her; at 2
      she is banished and the deck searched for a specialization card
      (FAB-990, FAB-979).

    The decks' other unread cards stay assumptions of the answers, or
    make them unknown (FAB-119); docs/games/flesh-and-blood.md says which
    and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, effect//4, broken/4, moot/3, rule_fact/4, fact_words//1,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2, choice_words//1,
   text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       mentor(attack_banish_top, lessons(K))   Lady Barthimont: "While
%                               Barthimont is face down in arsenal, at
%                               the start of your turn, you may turn her
%                               face up. While Barthimont is face up in
%                               arsenal, whenever you play an attack
%                               action card, banish the top card of your
%                               deck. If the banished card has 6 or more
%                               {p}, the attack gains dominate and put a
%                               lesson counter on Barthimont. Then if
%                               there are 2 or more lesson counters on
%                               her, banish her, search your deck for a
%                               specialization card, put it face up into
%                               arsenal, and
%                               shuffle." (FAB-976, FAB-990, FAB-979; the
%                               dominate the card data lists is this one)

%       material_phantasm_under   Ash: "Material - While this is under a
%                               permanent, that permanent gets phantasm."
%                               (FAB-991; the Phantasm the card data
%                               lists is this one)

card_text_read("Lady Barthimont", mentor(attack_banish_top, lessons(2))).
card_text_read("Ash", material_phantasm_under).

                 /*******************************
                 *        LADY BARTHIMONT       *
                 *******************************/

rule('FAB-990', effect, "Lady Barthimont face up: each attack action card her player plays banishes the top card of their deck; one of 6 or more power gives the attack dominate and a lesson counter; at 2, she is banished and the deck searched",
     "Lady Barthimont (her text read) is turned face up at the start of her player's turn as Minerva Themis is (FAB-976). While she is face up in a player's arsenal, whenever they play an attack action card (from any zone), the top card of their deck is banished, face up: a card the position shows at once; a card it does not show waits for the banish_top choice (Blood Tribute's, FAB-954: a put move, to: banished, naming that card once the position names it, FAB-106), the attack waiting on the stack. With an empty deck nothing is banished. If the banished card has 6 or more power (its power there, power_where: Kayo's +1 counted), the attack gains dominate (next_attack_dominate, its source Lady Barthimont: the card itself, on the stack, is the next attack to become a chain link, FAB-508) and a lesson counter is put on her (`lesson_counters`); then, with 2 or more, she is banished (her counters gone) and the deck searched for a specialization card as for Minerva Themis (the search_specialization choice, FAB-978, FAB-979). A card of less power gives nothing. A card of 6 or more power put into the turn player's banished zone is recorded for the turn (FAB-932). Where another choice already waits as the card is played (its random banish, FAB-936, or Consuming Aftermath's hand_banish) and the top card is one the position does not show, the trigger waits in the state's effects ({kind: barthimont_trigger, player, source}) and resolves as soon as no choice waits (a position given meanwhile says so in its effects).",
     ruling("", "Lady Barthimont: \"While Barthimont is face down in arsenal, at the start of your turn, you may turn her face up. While Barthimont is face up in arsenal, whenever you play an attack action card, banish the top card of your deck. If the banished card has 6 or more {p}, the attack gains dominate and put a lesson counter on Barthimont. Then if there are 2 or more lesson counters on her, banish her, search your deck for a specialization card, put it face up into arsenal, and shuffle.\" CR 5.4.7b (a hidden triggered ability, functional while its source is face up in the arsenal), 6.6 (a triggered effect: it resolves before the attack it triggered on, which waits on the stack), 5.1 (playing a card), 8.5.1 (banish), 3.4 (the banished zone: its cards are public), 8.3.4 (dominate), 1.15 and 8.5.14 (counters), 8.5.19 and 8.5.20 (search, shuffle), 8.3.7 (specialization), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered layer as the card is played, after its additional costs are paid.")).

%!  finish2_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an attack action card, with Lady Barthimont face
%   up in their arsenal, banishes the top card of their deck (FAB-990).
%   card_texts.pl's played_text//5 calls it.

finish2_played_text(S0, Who, C, S) -->
    (   { card_type(C, "attack action"),
          \+ game_over(S0, _),
          mentor_in_arsenal(S0, Who, B, true),  % card_texts_singles.pl
          text_read_name(B, Name),
          card_text_read(Name, mentor(attack_banish_top, _)),
          card_id(B, BId),
          player(S0, Who, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S0 },
            [ event('FAB-990', barthimont_deck_empty, _{player:Who, card:BId}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  barthimont_top_banished(S0, Who, BId, S)
        ;   { \+ pending(S0, _) }
        ->  { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"banish_top", player:Who, controller:Who, source:B}) },
            [ event('FAB-990', barthimont_top_waits, _{player:Who, card:BId, top:TId}) ]
        ;   { add_effect(S0, _{kind:"barthimont_trigger", player:Who, source:BId}, S) },
            [ event('FAB-990', barthimont_trigger_waits, _{player:Who, card:BId}) ]
        )
    ;   { S = S0 }
    ).

%!  barthimont_waited(+State0, -State)// is det.
%
%   No choice waits in State0 any more: Lady Barthimont's banish of the
%   top card that waited for the choice before it (a barthimont_trigger
%   effect) resolves now, before the move's banishes are recorded
%   (FAB-932, FAB-950 read it).  effects.pl's next//3 calls it.

barthimont_waited(S0, S) -->
    (   { waiting_effect_taken(S0, "barthimont_trigger", E, S1),   % effects.pl
          Who = E.player, BId = E.source,
          player(S1, Who, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S1 },
            [ event('FAB-990', barthimont_deck_empty, _{player:Who, card:BId}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  barthimont_top_banished(S1, Who, BId, S)
        ;   { P.deck = [Top|_], card_id(Top, TId),
              barthimont_card(S1, Who, BId, B),
              S = S1.put(pending, _{choice:"banish_top", player:Who, controller:Who, source:B}) },
            [ event('FAB-990', barthimont_top_waits, _{player:Who, card:BId, top:TId}) ]
        )
    ;   { S = S0 }
    ).

%   barthimont_card(+S, +Player, +Id, -Card): Lady Barthimont of id Id,
%   in Player's arsenal or banished zone, or as her name and id.
barthimont_card(S, Who, Id, C) :-
    player(S, Who, P),
    (   member(Z, [arsenal, banished]),
        key_value(Z, P, [], Cs),
        member(C, Cs), card_id(C, Id0), Id0 == Id
    ->  true
    ;   C = _{id:Id, name:"Lady Barthimont"}
    ).

%   barthimont_top_banished(+S0, +Player, +Mentor, -S)//: the top card of
%   Player's deck, one the position shows, is banished; with 6 or more
%   power, dominate for the attack and a lesson counter (FAB-990).
barthimont_top_banished(S0, Who, BId, S) -->
    { player(S0, Who, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S1),
      card_id(Top, TId),
      ( power_where(S1, Who, Top, Pw) -> true ; Pw = 0 )   % card_texts_windup.pl (FAB-792)
    },
    (   { Pw >= 6 }
    ->  [ event('FAB-990', barthimont_banished_big, _{player:Who, card:BId, top:TId}) ],
        { add_effect(S1, _{kind:"next_attack_dominate", player:Who, source:BId}, S2) },
        (   { player(S2, Who, P2), member(B2, P2.arsenal), card_id(B2, B2Id), B2Id == BId }
        ->  mentor_lesson(S2, Who, B2, S)       % card_texts_singles.pl (FAB-978)
        ;   { S = S2 }
        )
    ;   [ event('FAB-990', barthimont_banished_small, _{player:Who, card:BId, top:TId}) ],
        { S = S1 }
    ).

%   The banish_top choice Lady Barthimont's trigger waits for (FAB-990):
%   its put move banishes the named top card, then her text goes on.
%   card_texts_levia_2.pl's Blood Tribute clause leaves a mentor's to it.
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "banish_top",
      barthimont_banish_top(Pd),
      card_id(Pd.source, BId),
      choice_answered(S0, S1)
    },
    barthimont_top_banished(S1, M.player, BId, S).

%   barthimont_banish_top(+Pending): the banish_top choice is Lady
%   Barthimont's (its source a mentor whose text banishes the top card).
barthimont_banish_top(Pd) :-
    get_dict(source, Pd, B),
    is_dict(B),
    text_read_name(B, Name),
    card_text_read(Name, mentor(attack_banish_top, _)).

message(event(barthimont_deck_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they play an attack action card: their deck is empty, so no card is banished"-[L, F.player] ].
message(event(barthimont_top_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they play an attack action card: the top card of their deck, ~w, which the position does not show, is banished: name it in the position, then a put move (to: banished) banishes it"-[L, F.player, F.top] ].
message(event(barthimont_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they play an attack action card while another choice waits: her banish of the top card of their deck waits until it is answered"-[L, F.player] ].
message(event(barthimont_banished_big, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.top, T) },
    [ "~w: the top card of ~w's deck, ~w, is banished; it has 6 or more power, so the attack gains dominate"-[L, F.player, T] ].
message(event(barthimont_banished_small, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.top, T) },
    [ "~w: the top card of ~w's deck, ~w, is banished; it has less than 6 power, so nothing more happens"-[L, F.player, T] ].
message(event(barthimont_lesson_counter, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "a lesson counter on ~w (~d now)"-[L, F.counters] ].
message(event(barthimont_mentor_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has 2 lesson counters: she is banished"-[L] ].

                 /*******************************
                 *              ASH             *
                 *******************************/

rule('FAB-991', effect, "Ash: its Material phantasm applies only while it is under a permanent; an Ash in the arena gives nothing",
     "Ash (its text read) gives phantasm to the permanent it is under, and only while it is under one. A position rulecheck holds puts no card under another (no zone or field holds one), so an Ash token in a player's arena, where every Ash rulecheck creates goes (Dromai's pitch, Sweeping Blow, the Cenipai: FAB-962 ... FAB-967), gives phantasm to nothing: the attacks of its player are defended and destroyed by phantasm as they would be without it (FAB-511 reads only the attack's own phantasm). As an Ash enters an arena an event says so. The Phantasm the card data lists for Ash is this Material ability, not Ash's own: an Ash is never an attack.",
     ruling("", "Ash: \"Material - While this is under a permanent, that permanent gets phantasm.\" CR 8.4.5 (Material: a label for an ability written \"While this is under a permanent, [EFFECTS]\"), 8.3.13 (phantasm), 1.3.3 (an Ash in the arena is a permanent), 1.4.1 (an attack is an object on the stack or the combat chain), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  ash_entered(+State0, +State)// is det.
%
%   The move from State0 to State put Ash tokens into an arena: an event
%   says each gives nothing there (FAB-991).  An Ash gives phantasm only
%   to a permanent it is under, and no position rulecheck holds puts a
%   card under another (no zone or field of the schema holds one): an
%   Ash in the arena is all the Ash there is.  effects.pl's next//3 calls
%   it.

ash_entered(S0, S) -->
    { findall(Who-Id, ( member(P, S.players),
                        Who = P.name,
                        get_dict(arena, P, Arena),
                        member(A, Arena),
                        get_dict(name, A, "Ash"),
                        text_read_name(A, Name),
                        card_text_read(Name, material_phantasm_under),
                        card_id(A, Id),
                        \+ ( player(S0, Who, P0),
                             get_dict(arena, P0, Arena0),
                             member(A0, Arena0), card_id(A0, Id0), Id0 == Id ) ), New) },
    ash_events(New).

ash_events([]) --> [].
ash_events([Who-Id|More]) -->
    [ event('FAB-991', ash_material_idle, _{player:Who, card:Id}) ],
    ash_events(More).

message(event(ash_material_idle, F, _)) -->
    [ "an Ash token (~w) enters ~w's arena: its Material gives phantasm only to a permanent it is under, so in the arena it gives nothing (CR 8.4.5)"-[F.card, F.player] ].
