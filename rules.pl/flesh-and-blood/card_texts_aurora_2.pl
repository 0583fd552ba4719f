/*  Flesh and Blood: the texts of the Aurora Blitz Deck's cards, continued
    (card_texts_aurora.pl): Blast to Oblivion, which it shares with the
    Oscilio Blitz Deck.

    Part of game.pl, included after card_texts_aurora.pl, whose relations
    it extends.  Read here (Flesh and Blood Comprehensive Rules, as
    published February 2026):

    - Blast to Oblivion: when it attacks, the next time its player plays
      an instant card this chain link, they may return target aura
      permanent with cost 1 or less or target aura token to its owner's
      hand (the blast_return choice: FAB-1087, FAB-1088).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, choice_action/2, choice_phase/2,
   choice_candidate/3, pending_problem/4, effect//4, choice_words//1, text_choice_words//2, move_words//3,
   not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       attack_next_instant_may_return_aura(MaxCost)   Blast to Oblivion:
%                               "When this attacks, the next time you play
%                               an instant card this chain link, you may
%                               return target aura permanent with cost 1 or
%                               less or target aura token to it's owner's
%                               hand." (FAB-1087, FAB-1088)

card_text_read("Blast to Oblivion", attack_next_instant_may_return_aura(1)).

rule('FAB-1087', effect, "Blast to Oblivion: the next instant its player plays on its chain link lets them return an aura to its owner's hand",
     "When Blast to Oblivion (its text read) attacks (its chain link opens), its link records a delayed trigger (instant_return_waits: true). The next time its controller plays an instant card (Instant among its types) while that link is the active chain link (not in the layer or resolution step, CR 7.0.3d), the trigger is used up (instant_return_waits: false) and its player may return target aura permanent with cost 1 or less (an aura card of either player's arena, its printed cost) or target aura token (of either player's arena) to its owner's hand: where such a target exists, the position waits for their choice (the pending choice blast_return, its source Blast to Oblivion): a put move (to: hand) naming the target (FAB-1088) returns it (a token ceases to exist; a card is a new object in its owner's hand, and an aura whose text creates a token as it leaves the arena does so, FAB-1081), a decline move returns nothing; with none, nothing waits. An instant the other player plays, or one played after the chain link, does not trigger it. rulecheck resolves the triggered-layer at once, as the instant is played (it would resolve before the instant). Not handled: where another choice already waits as the instant is played, none is asked, and an event says so.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Blast to Oblivion: \"When this attacks, the next time you play an instant card this chain link, you may return target aura permanent with cost 1 or less or target aura token to it's owner's hand.\" CR 6.6 (a delayed triggered effect), 7.0.3d (\"this chain link\"), 1.8.5 (a targeted effect: its targets are declared as its layer is created), 1.8.3 (\"may\"), 8.5.15 (return: to its owner's hand), 2.2 (cost), 8.1.8a (a token that leaves the arena ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1088', constraint, "Blast to Oblivion's return names an aura permanent with cost 1 or less or an aura token, to the hand",
     "A put move answering the blast_return choice (FAB-1087) names an aura of either player's arena that is a token, or a card with cost 1 or less, and puts it to the hand (to: hand).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Blast to Oblivion: \"target aura permanent with cost 1 or less or target aura token\". CR 1.8.5 and 1.8.5a (a target is an object that meets the effect's requirements), 2.2 (cost), 8.5.15 (return), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  blast_attack_text(+State0, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Blast to Oblivion's link records its
%   delayed trigger (FAB-1087); card_texts_aurora.pl's
%   aurora_attack_text//4 calls it.

blast_attack_text(S0, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_next_instant_may_return_aura(_)),
          chain_open(S0),
          last(S0.chain.links, L0),
          active_link_replaced(S0, L0, L0.put(instant_return_waits, true), S),
          card_id(A, AId)
        }
    ->  [ event('FAB-1087', blast_waits, _{player:L0.controller, attack:AId}) ]
    ;   { S = S0 }
    ).

%!  blast_instant_played(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an instant card played by the controller of the
%   active chain link whose Blast to Oblivion waits uses its trigger up
%   (FAB-1087); card_texts_aurora.pl's aurora_played_text//4 calls it.

blast_instant_played(S0, Who, C, S) -->
    (   { instant_card(C),                      % card_texts_meld.pl: a split-card's side
          chain_open(S0),
          \+ memberchk(S0.chain.step, ["layer", "resolution"]),
          last(S0.chain.links, L0),
          get_dict(instant_return_waits, L0, true),
          L0.controller == Who,
          link_attack(L0, A),
          active_link_replaced(S0, L0, L0.put(instant_return_waits, false), S1),
          card_id(A, AId)
        }
    ->  (   { \+ blast_target(S1, _, _) }
        ->  { S = S1 },
            [ event('FAB-1087', blast_no_target, _{player:Who, attack:AId}) ]
        ;   { \+ pending(S1, _), \+ game_over(S1, _) }
        ->  { S = S1.put(pending, _{choice:"blast_return", player:Who, controller:Who, source:A}) },
            [ event('FAB-1087', blast_return_waits, _{player:Who, attack:AId}) ]
        ;   { S = S1 },
            [ event('FAB-1087', choice_not_asked, _{player:Who, card:AId, choice:"blast_return"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("blast_return", "whether to return an aura to its owner's hand").

%   blast_target(+S, -Holder, -Aura): an aura of Holder's arena Blast to
%   Oblivion may target: a token, or a card with cost 1 or less (FAB-1087).
blast_target(S, Holder, A) :-
    players(S, Ps),
    member(P, Ps),
    Holder = P.name,
    controlled_aura(P, A),                      % card_texts_aurora.pl
    (   token_card(A)
    ->  true
    ;   card_cost(A, Cost), integer(Cost), Cost =< 1
    ).

choice_action("blast_return", "put").
choice_action("blast_return", "decline").
choice_phase("blast_return", "action").

pending_problem(S, Pd, [player], blast_nothing_to_return) :-        % FAB-1087
    Pd.choice == "blast_return",
    \+ blast_target(S, _, _).

broken('FAB-1088', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "blast_return",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    (   \+ ( blast_target(S, _, A), card_id(A, Id0), Id0 == Id )
    ->  Reason = blast_not_a_target(Id)
    ;   get_dict(to, M, To),
        To \== "hand"
    ->  Reason = blast_not_to_hand(To)
    ).

moot('FAB-1088', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "blast_return" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "blast_return",
      choice_answered(S0, S1),
      once(( blast_target(S1, Holder, A), card_id(A, Id0), Id0 == M.card ))
    },
    aura_returned(S1, 'FAB-1087', M.player, Holder, M.card, S).   % card_texts_aurora.pl
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "blast_return",
      choice_answered(S0, S),
      card_id(Pd.source, AId)
    },
    [ event('FAB-1087', blast_declined, _{player:M.player, attack:AId}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"hand"}) :-
    pending(S, Pd),
    Pd.choice == "blast_return",
    Who = Pd.player,
    blast_target(S, _, A),
    card_id(A, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "blast_return",
    Who = Pd.player.

choice_words("blast_return") --> [ "whether Blast to Oblivion returns an aura to its owner's hand, and which (a put move, to: hand, or a decline move)" ].
text_choice_words("blast_return", Source) -->
    [ "whether ~w returns an aura to its owner's hand (put, decline)"-[Source] ].

move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "blast_return",
      card_label(Pd.source, Src)
    },
    [ M.player, " returns nothing for ", Src ].
move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "blast_return",
      once(( blast_target(S, _, A), card_id(A, Id0), Id0 == M.card )),
      card_label(A, L),
      card_label(Pd.source, Src)
    },
    [ M.player, " returns ", L, " to its owner's hand for ", Src ].

message(event(blast_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks: the next time ~w plays an instant card this chain link, they may return an aura to its owner's hand"-[L, F.player] ].
message(event(blast_no_target, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w plays an instant card: ~w's trigger finds no aura token and no aura with cost 1 or less to return"-[F.player, L] ].
message(event(blast_return_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w plays an instant card: for ~w they may return an aura token or an aura with cost 1 or less to its owner's hand (a put move, to: hand, or decline)"-[F.player, L] ].
message(event(blast_declined, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w returns nothing for ~w"-[F.player, L] ].
message(blast_not_a_target(Id)) -->
    [ "~w is not an aura token or an aura with cost 1 or less in an arena: Blast to Oblivion cannot target it"-[Id] ].
message(blast_not_to_hand(To)) -->
    [ "Blast to Oblivion returns the aura to its owner's hand, not to the ~w"-[To] ].
message(blast_nothing_to_return) -->
    [ "a return for Blast to Oblivion waits, and no arena holds an aura token or an aura with cost 1 or less" ].
