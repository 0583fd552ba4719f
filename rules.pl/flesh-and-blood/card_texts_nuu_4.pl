/*  Flesh and Blood: Nuu's instant, the rest of her text.

    Part of game.pl, included after card_texts_nuu_3.pl (her first
    paragraph, FAB-1411) and card_owner.pl (a card's owner where another
    player holds it), whose relations and those of the files before it it
    reuses.  Read here (Flesh and Blood Comprehensive Rules, Legend Story
    Studios, as published February 2026):

    - Nuu: "Instant - {c}{c}{c}: Look at the top card of an opposing
      hero's deck. If it's blue, you may banish it. Until end of turn, you
      may play blue cards from that hero's banished zone without paying
      their {r} cost."  Its chi cost is card_texts_chi.pl's (FAB-1107).
      As its activated-layer resolves (FAB-1412): the permission is made
      ({kind: nuu4_play_blue, player, nuu4_of: the opposing player,
      source}: it ends with the turn), and where that player's deck holds
      a card, Nuu's player looks at its top card and chooses (the pending
      choice nuu4_banish_top): a put move (to: banished) banishes it if
      it is blue (FAB-1413), a decline move does not.  With the
      permission, a play move (from: banished) names a blue card, face
      up, of that player's banished zone (FAB-1414); its {r} cost is not
      paid (what adds to it still is), Nuu's player controls it and the
      other player owns it: the card carries its `owner` on the stack, on
      the chain and in the arena, and wherever it then goes to a
      graveyard, a banished zone, a deck or a hand, it goes to its
      owner's (card_owner.pl, FAB-1415).

    Hooks (each named for this file): position.pl's played_card/4 and
    rulebook.pl's play_source_problem/3 find the card in the opposing
    banished zone (nuu4_foreign_card/4); moves.pl's play_option/4 has a
    clause here; card_texts_katsu_bravo.pl's play_cost/4 asks
    nuu4_cost_waived/5; effects.pl's effect(play) takes the card with
    nuu4_played_taken/8, passes From through nuu4_own_from/4 (a card
    played from another player's banished zone is not played from "your
    banished zone", FAB-1003) and ends with nuu4_played_text//4.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2,
   choice_words//1, text_choice_words//2, move_words//3, effect//4, own_controlled_choice/1,
   ability_reading/1, ability_reading_resolved//5, play_option/4.

%   The text read here (card_text_read/2):
%
%       nuu4_look_banish_play_blue   Nuu: "Instant - {c}{c}{c}: Look at
%                               the top card of an opposing hero's deck.
%                               If it's blue, you may banish it. Until end
%                               of turn, you may play blue cards from that
%                               hero's banished zone without paying their
%                               {r} cost." (FAB-1412 ... FAB-1415)

card_text_read("Nuu", nuu4_look_banish_play_blue).

                 /*******************************
                 *     THE INSTANT RESOLVES     *
                 *******************************/

rule('FAB-1412', effect, "Nuu: her instant looks at the top card of the opposing deck, which may be banished if blue, and lets her player play blue cards from that player's banished zone this turn",
     "As the activated-layer of Nuu's instant resolves (its text read; its cost is FAB-1107's three chi points), its controller chooses an opposing hero (with two players, the other player) and the permission is made: until the end of the turn they may play blue cards from that player's banished zone without paying their resource cost ({kind: nuu4_play_blue, player, nuu4_of: the opposing player, source: Nuu}; FAB-1414, FAB-1415; it ends with the turn). Where that player's deck holds a card, Nuu's player looks at its top card and the position waits for their choice (the pending choice nuu4_banish_top, its player and controller theirs, its cards the top card's id): a put move (to: banished) naming it banishes it, face up, into its owner's banished zone, if it is blue (FAB-1413); a decline move leaves it on the deck (\"you may\"). The choice is asked whatever the card is: which card it is no other player sees. With an empty deck nothing is looked at, and the permission is made. Not handled: where another choice already waits as the layer resolves, the banish is not asked (an event says so).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Nuu: \"Instant - {c}{c}{c}: Look at the top card of an opposing hero's deck. If it's blue, you may banish it. Until end of turn, you may play blue cards from that hero's banished zone without paying their {r} cost.\" CR 5.2.1 and 5.3.4 (an activated ability's effects, in the order of its text), 1.8.6 (the player instructed chooses the parameters: an opposing hero), 8.5.11 (look: the card is seen by that player only and stays where it is), 1.8.3a (\"you may\": its player chooses), 8.5.1 (banish: into its owner's banished zone), 2.1 (colour: blue), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the choice whether the card is blue or not, so that the position's waiting tells the other player nothing.")).

ability_reading(nuu4_look_banish_play_blue).

ability_reading_resolved(nuu4_look_banish_play_blue, S0, Who, Id, S) -->
    { opponent(S0, Who, O),
      add_effect(S0, _{kind:"nuu4_play_blue", player:Who, nuu4_of:O, source:Id}, S1),
      player(S1, O, OP),
      key_value(deck, OP, [], Deck)
    },
    [ event('FAB-1412', nuu4_permission_made, _{player:Who, card:Id, of:O}) ],
    (   { Deck == [] }
    ->  { S = S1 },
        [ event('FAB-1412', nuu4_deck_empty, _{player:Who, card:Id, of:O}) ]
    ;   { pending(S1, _) ; game_over(S1, _) }
    ->  { S = S1 },
        [ event('FAB-1412', choice_not_asked, _{player:Who, card:Id, choice:"nuu4_banish_top"}) ]
    ;   { Deck = [Top|_],
          card_id(Top, TId),
          once(( state_card(S1, Src), card_id(Src, SId), SId == Id )),
          S = S1.put(pending, _{choice:"nuu4_banish_top", player:Who, controller:Who, source:Src, cards:[TId]})
        },
        [ event('FAB-1412', nuu4_top_looked, _{player:Who, card:Id, of:O, top:TId}) ]
    ).

own_controlled_choice("nuu4_banish_top").     % choices_controlled.pl: Nuu's player controls it
not_asked_words("nuu4_banish_top", "whether to banish the top card of the opposing deck").
choice_action("nuu4_banish_top", "put").
choice_action("nuu4_banish_top", "decline").
choice_phase("nuu4_banish_top", "action").

%   nuu4_top(+S, +Pd, -Owner, -Top): the choice Pd waits for the top
%   card Top of Owner's deck (its id Pd's cards).
nuu4_top(S, Pd, O, Top) :-
    opponent(S, Pd.player, O),
    player(S, O, OP),
    key_value(deck, OP, [], [Top|_]).

pending_problem(S, Pd, [cards], nuu4_top_not_waiting(O)) :-   % FAB-1412
    Pd.choice == "nuu4_banish_top",
    opponent(S, Pd.player, O),
    \+ ( nuu4_top(S, Pd, O, Top),
         card_id(Top, TId),
         get_dict(cards, Pd, [TId0]),
         TId0 == TId ).

rule('FAB-1413', constraint, "The card Nuu's instant banishes is the top card of the opposing deck, and blue",
     "A put move answering Nuu's nuu4_banish_top choice (FAB-1412) names the top card of the opposing player's deck (the choice's card) and puts it to the banished zone (to: banished); that card is blue. A card the position does not show (unknown) is named in the position first: whether it is blue decides. Not blue, it is not banished (a decline move answers the choice).",
     ruling("",
            "Nuu: \"Look at the top card of an opposing hero's deck. If it's blue, you may banish it.\" CR 1.8.4 (an effect conditional on a property), 2.1 (colour), 8.5.1, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1413', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "nuu4_banish_top",
    get_dict(player, M, Who),
    Who == Pd.player,
    nuu4_top(S, Pd, O, Top),
    card_id(Top, TId),
    key_value(card, M, "none", Id),
    (   Id \== TId
    ->  Reason = nuu4_not_top(Id, O, TId)
    ;   \+ get_dict(to, M, "banished")
    ->  key_value(to, M, "nowhere", To),
        Reason = nuu4_not_to_banished(To)
    ;   unknown_card(Top)
    ->  Reason = nuu4_top_unknown(TId, O)
    ;   \+ card_prop(Top, color, "blue")
    ->  Reason = nuu4_not_blue(Top)
    ).

moot('FAB-1413', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "nuu4_banish_top" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "nuu4_banish_top",
      nuu4_top(S0, Pd, O, _),
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, O, P0),
      take_card(P0, deck, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S)
    },
    [ event('FAB-1412', nuu4_top_banished, _{player:M.player, card:M.card, of:O, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "nuu4_banish_top",
      opponent(S0, Pd.player, O),
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1412', nuu4_top_kept, _{player:M.player, of:O, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:TId, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "nuu4_banish_top",
    Who = Pd.player,
    nuu4_top(S, Pd, _, Top),
    card_id(Top, TId).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "nuu4_banish_top",
    Who = Pd.player.

                 /*******************************
                 *   PLAYING THE BLUE CARDS     *
                 *******************************/

rule('FAB-1414', constraint, "Nuu's permission plays only blue cards, face up, of that opposing player's banished zone",
     "A play move from the banished zone (from: banished) that names a card of the other player's banished zone is played by the permission Nuu's instant made this turn (FAB-1412: its player's, naming that player), and the card is blue and face up. Without the permission, the card is another player's (FAB-301 refuses it). A card that is not blue, or face down (private, CR 3.0.4e: Arakni, Trap-Door's, FAB-1298; an intimidated card), is not played by it; a card the position does not show (unknown) is named in the position first. Every other rule of playing it applies as from the hand (its timing, the action point of an action card, FAB-306; a defense reaction while its player defends).",
     ruling("",
            "Nuu: \"Until end of turn, you may play blue cards from that hero's banished zone without paying their {r} cost.\" CR 5.1.1 (only a card's owner can play it unless an effect says otherwise), 1.0.1a (an effect supersedes a rule), 3.3.4 and 5.1.1a (cards are played from elsewhere than the hand or arsenal only by an effect), 2.1 (colour), 3.0.4c and 3.0.4e (a face-down card of the banished zone is private, and an effect that specifies an object of a public zone applies to a public one only), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  nuu4_permission(+State, +Player, -Opponent) is nondet.
%
%   Player may this turn play blue cards of Opponent's banished zone
%   (FAB-1412).

nuu4_permission(S, Who, O) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "nuu4_play_blue"),
    get_dict(player, E, W), W == Who,
    get_dict(nuu4_of, E, O).

%!  nuu4_foreign_card(+State, +Move, +Id, -Card) is semidet.
%
%   The play Move from the banished zone names Card, Id, of the banished
%   zone of a player whose zone Nuu's permission of the move's player
%   opens (FAB-1414).  position.pl's played_card/4 and rulebook.pl's
%   play_source_problem/3 ask it.

nuu4_foreign_card(S, M, Id, C) :-
    get_dict(from, M, "banished"),
    get_dict(player, M, Who),
    nuu4_permission(S, Who, O),
    O \== Who,
    player(S, O, OP),
    card_in(OP, banished, Id, C),
    !.

broken('FAB-1414', S, M, Reason) :-
    get_dict(action, M, "play"),
    get_dict(card, M, Id),
    nuu4_foreign_card(S, M, Id, C),
    (   unknown_card(C)
    ->  Reason = nuu4_play_unknown(Id)
    ;   nuu4_face_down(C)
    ->  Reason = nuu4_play_face_down(Id)
    ;   \+ card_prop(C, color, "blue")
    ->  Reason = nuu4_play_not_blue(C)
    ).

moot('FAB-1414', S, M) :-
    \+ ( get_dict(card, M, Id), nuu4_foreign_card(S, M, Id, _) ).

%   nuu4_playable(+Card): Card, of the opposing banished zone, is one
%   Nuu's permission plays (FAB-1414).
nuu4_playable(C) :-
    \+ unknown_card(C),
    \+ nuu4_face_down(C),
    card_prop(C, color, "blue").

%   nuu4_face_down(+Card): Card is face down in the banished zone, private
%   (Arakni, Trap-Door's, FAB-1298; intimidated, FAB-528): it has no
%   colour the permission could read (CR 3.0.4e).
nuu4_face_down(C) :-
    (   get_dict(face_up, C, false)
    ->  true
    ;   get_dict(intimidated, C, true)
    ).

%   The candidates: each blue card of the opposing banished zone that
%   the permission opens, the timing rules letting it be played now
%   (moves.pl's play_option/4).
play_option(S, A, C, "banished") :-
    nuu4_permission(S, A, O),
    O \== A,
    player(S, O, OP),
    key_value(banished, OP, [], Bs),
    member(C, Bs),
    nuu4_playable(C),
    playable_card(C, _),                        % FAB-301
    card_id(C, Id),
    may_play_now(S, A, Id, "banished").

rule('FAB-1415', effect, "A card Nuu's permission plays: its {r} cost unpaid, controlled by Nuu's player, owned by the other player, and put into its owner's zones",
     "A card played by Nuu's permission (FAB-1414) leaves the other player's banished zone for the stack, its controller the player who played it: its resource cost starts at 0 (what adds to it, Frostbite's, is paid; what takes off from it takes off from that), so nothing need be pitched. The other player still owns it: the card carries its `owner` on the stack, as a chain link's attack, defending, or as a permanent in its controller's arena; wherever it then goes to a graveyard, a banished zone, a deck or a hand (it resolves and is cleared, the chain closes, it is destroyed, banished, put on the bottom of its owner's deck, returned to its owner's hand), it goes to its owner's (card_owner.pl), and it is no longer another player's. A text that reads \"a card played from your banished zone\" does not read it (the banished zone was another player's: Galaxxi Black, FAB-1003). The permission is not used up: every blue card of that zone may be played this turn.",
     ruling("",
            "Nuu: \"... you may play blue cards from that hero's banished zone without paying their {r} cost.\" CR 1.3.1a and 1.3.1b (the owner, the controller: the player who played it), 5.1.3c (an effect lets a card be played without paying its cost), 5.1.6a and 5.1.6c (the resource asset-cost starts at zero; increases and reductions then apply), 3.0.12 and 5.3.7 (cleared: into its owner's graveyard), 7.7.3 (the chain's close: attacks and reactions into their owner's graveyards), 8.5.1 (banish: its owner's banished zone), 3.4.2, 3.7.2, 3.8.2 and 3.9.2 (a banished zone, deck, graveyard and hand hold only their owner's cards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  nuu4_cost_waived(+State, +Player:dict, +Card, +Cost0, -Cost) is det.
%
%   Cost0 is Card's cost and what adds to it (play_cost/3): where Card is
%   one Nuu's permission plays from an opposing banished zone, its
%   printed {r} cost is not paid (FAB-1415).
%   card_texts_katsu_bravo.pl's play_cost/4 calls it.

nuu4_cost_waived(S, P, C, Cost0, Cost) :-
    (   get_dict(name, P, Who),
        nuu4_permission(S, Who, O),
        O \== Who,
        card_id(C, Id),
        player(S, O, OP),
        card_in(OP, banished, Id, _),
        nuu4_playable(C)
    ->  card_cost(C, Printed),                  % cards.pl
        Cost is max(0, Cost0 - Printed)
    ;   Cost = Cost0
    ).

%!  nuu4_played_taken(+State0, +Player, +Zone, +Id, +P0, -Card, -P1, -State1) is det.
%
%   The play of the card Id from Zone: taken from Player's own zone (P0
%   to P1, State1 State0), or, where Nuu's permission plays it, from the
%   opposing banished zone, Card then carrying its `owner` (FAB-1415).
%   effects.pl's effect(play) calls it.

nuu4_played_taken(S0, Who, Zone, Id, P0, C, P1, S1) :-
    (   take_card(P0, Zone, Id, C0, P1a)
    ->  C = C0, P1 = P1a, S1 = S0
    ;   nuu4_foreign_card(S0, _{from:"banished", player:Who}, Id, _),
        nuu4_permission(S0, Who, O),
        player(S0, O, OP0),
        take_card(OP0, banished, Id, C0, OP1)
    ->  C = C0.put(owner, O),
        P1 = P0,
        player_put(S0, OP1, S1)                 % position.pl
    ).

%!  nuu4_own_from(+Card, +Player, +From0, -From) is det.
%
%   The zone Player played Card from, as a text of "your banished zone"
%   reads it: another player's banished zone is none of theirs
%   (FAB-1415).

nuu4_own_from(C, Who, From0, From) :-
    (   card_owner(Who, C, O), O \== Who
    ->  From = "another_banished"
    ;   From = From0
    ).

%!  nuu4_played_text(+Player, +Card, +State0, -State)// is det.
%
%   Player played Card, another player's: an event says whose it stays
%   (FAB-1415).

nuu4_played_text(Who, C, S, S) -->
    (   { card_owner(Who, C, O), O \== Who, card_id(C, Id) }
    ->  [ event('FAB-1415', nuu4_played_owned, _{player:Who, card:Id, owner:O}) ]
    ;   []
    ).

                 /*******************************
                 *            WORDS             *
                 *******************************/

message(event(nuu4_permission_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's instant resolves: until the end of the turn ~w may play blue cards from ~w's banished zone without paying their resource cost"-[L, F.player, F.of] ].
message(event(nuu4_deck_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's deck is empty, so there is no top card to look at"-[L, F.of] ].
message(event(nuu4_top_looked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w looks at the top card of ~w's deck (~w); if it is blue, they may banish it (a put move, to: banished), or not (decline)"-[L, F.player, F.of, F.top] ].
message(event(nuu4_top_banished, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, By) },
    [ "~w banishes ~w, the blue top card of ~w's deck (~w)"-[F.player, C, F.of, By] ].
message(event(nuu4_top_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w leaves the top card of ~w's deck where it is (~w)"-[F.player, F.of, By] ].
message(event(nuu4_played_owned, F, S0)) -->
    { event_card(S0, F.card, C) },
    [ "~w plays ~w from ~w's banished zone by Nuu's permission, without paying its resource cost: ~w controls it, ~w owns it, and it goes to ~w's zones when it leaves"-[F.player, C, F.owner, F.player, F.owner, F.owner] ].

message(nuu4_not_top(Id, O, TId)) -->
    [ "~w is not the top card of ~w's deck (~w), the card Nuu's player looked at"-[Id, O, TId] ].
message(nuu4_not_to_banished(To)) -->
    [ "Nuu's instant banishes the card, not to the ~w"-[To] ].
message(nuu4_top_unknown(TId, O)) -->
    [ "the top card of ~w's deck (~w) is an unknown card: name it in the position first, since whether it is blue decides"-[O, TId] ].
message(nuu4_not_blue(C)) -->
    { card_label(C, L) },
    [ "~w is not blue: Nuu's instant banishes the top card only if it is blue"-[L] ].
message(nuu4_play_unknown(Id)) -->
    [ "~w is an unknown card: it can be played by Nuu's permission once the position names it (blue or not)"-[Id] ].
message(nuu4_play_face_down(Id)) -->
    [ "~w is face down in the banished zone: a private card is not played by Nuu's permission"-[Id] ].
message(nuu4_play_not_blue(C)) -->
    { card_label(C, L) },
    [ "~w is not blue: Nuu's permission plays only blue cards from the other player's banished zone"-[L] ].
message(nuu4_top_not_waiting(O)) -->
    [ "Nuu's banish choice names a card that is not the top card of ~w's deck"-[O] ].
message(no_choice_waits("nuu4_banish_top")) -->
    [ "no choice waits: put and decline answer Nuu's instant, the top card of the opposing deck" ].

choice_words("nuu4_banish_top") -->
    [ "whether they banish the top card of the opposing deck, if blue, for Nuu (a put move, to: banished), or not (decline)" ].
text_choice_words("nuu4_banish_top", Source) -->
    [ "whether the top card of the opposing deck, if blue, is banished for ~w (put, to: banished), or not"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd), Pd.choice == "nuu4_banish_top" },
    !,
    [ M.player, " banishes the top card of the opposing deck (", M.card, ") for Nuu" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "nuu4_banish_top" },
    !,
    [ M.player, " leaves the top card of the opposing deck where it is (Nuu)" ].
