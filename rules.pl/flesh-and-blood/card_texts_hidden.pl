/*  Flesh and Blood: face-down cards and searched decks.

    Part of game.pl, included after card_texts_cloaked.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Koi Blessed Kimono (the Nuu Blitz Deck): "Cloaked" (FAB-1420 ...
      FAB-1424, card_texts_cloaked.pl); "While this is equipped
      face-down, at the start of your turn, if you have exactly 1{h}, you
      may turn this face-up." (the Heirlooms' reading: the cloaked_face_up
      choice, FAB-1429, FAB-1430); "When this is turned face-up, destroy
      it. Search your deck for an Inner Chi, reveal it, put it into your
      hand, then shuffle." (FAB-1294: destroyed, then the
      hidden_koi_search choice, a search move; FAB-1295: the card it
      finds is an Inner Chi of the deck).

    Not read here: Arakni, Trap-Door's "When you become this, you may
    search your deck for a card, banish it face-down, then shuffle. If
    it's a trap, you may play it until the start of your next turn." (a
    card banished face down, hidden from the other player, and a play
    permission lasting into the next turn: no position of rulecheck's
    holds a face-down banished card yet), and The Hand that Pulls the
    Strings (a mentor turned face up in the arsenal by its own attack
    reaction, its go again for the first attack with contract, +1{p}
    against a Royal hero, its end-phase Silver or draw): they stay
    unmodelled, and the answers their texts could change are unknown
    (FAB-119).

    Hook: card_texts_cloaked.pl's effect(mode) for cloaked_face_up calls
    hidden_koi_face_up//4 as it turns an equipment face up.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, not_asked_words/2, pending_problem/4, own_controlled_choice/1,
   move_words//3, choice_words//1, text_choice_words//2, rule_fact/4, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       hidden_koi_search       Koi Blessed Kimono: "When this is turned
%                               face-up, destroy it. Search your deck for
%                               an Inner Chi, reveal it, put it into your
%                               hand, then shuffle." (FAB-1294, FAB-1295)
%
%   Its "Cloaked" and its start-of-turn flip are card_texts_cloaked.pl's
%   readings (cloaked, cloaked_heirloom_flip).

card_text_read("Koi Blessed Kimono", cloaked).
card_text_read("Koi Blessed Kimono", cloaked_heirloom_flip).
card_text_read("Koi Blessed Kimono", hidden_koi_search).

                 /*******************************
                 *      KOI BLESSED KIMONO      *
                 *******************************/

rule('FAB-1294', effect, "Koi Blessed Kimono: turned face up, it is destroyed and its player searches their deck for an Inner Chi",
     "Koi Blessed Kimono is equipped face down (Cloaked, FAB-1420); at the start of its player's turn, at exactly 1 life, they may turn it face up as they may an Heirloom (the cloaked_face_up choice, a mode move, FAB-1429, FAB-1430). When it is turned face up its triggered ability resolves at once: it is destroyed (to its owner's graveyard, a new object, public), then its player searches their deck for an Inner Chi (a transcend card with its back face active: the card shown by the name Inner Chi, FAB-1400): where the deck holds an Inner Chi the position shows, or a card it does not show, the position waits for their choice (hidden_koi_search): a search move naming an Inner Chi of the deck reveals it and puts it into their hand, a search move naming none fails to find (a deck is private: the player may fail even with an Inner Chi in it). The text has no \"may\": there is no decline. Where the deck shows every card and none is an Inner Chi, or is empty, the search fails at once. Either way the deck is then shuffled (nobody knows its order: its cards become unknown cards of the position, their ids kept, as Flamecall Awakening's search, FAB-746), and the start of the turn goes on (FAB-209). Face down, it never triggers: nothing else turns it face up.",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу»",
            "Koi Blessed Kimono: \"Cloaked. While this is equipped face-down, at the start of your turn, if you have exactly 1{h}, you may turn this face-up. When this is turned face-up, destroy it. Search your deck for an Inner Chi, reveal it, put it into your hand, then shuffle.\" CR 5.4.7b (a hidden triggered ability), 8.5.24 (turn: face up, public), 6.6 (a triggered effect on the turn event), 8.5.4 (destroy), 3.0.9 (a card that leaves the arena becomes a new object), 8.5.19, 8.5.19a and 8.5.19d (search: with no public card of that name in the zone the player may fail; an empty zone, the search fails), 9.1.5b (a transcended card stays Inner Chi wherever it goes), 8.5.20 (shuffle), 4.2.2 (the start of the turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the Heirloom's flip resolves.")).

%!  hidden_koi_face_up(+State0, +Player, +Id, -State)// is det.
%
%   Player's equipment Id was just turned face up: where it is a Koi
%   Blessed Kimono, it is destroyed and the search for an Inner Chi
%   follows (FAB-1294).  card_texts_cloaked.pl's effect(mode) calls it.

hidden_koi_face_up(S0, Who, Id, S) -->
    (   { player(S0, Who, P0),
          card_in(P0, equipment, Id, C),
          text_read_name(C, Name),
          card_text_read(Name, hidden_koi_search),
          take_card(P0, equipment, Id, _, P1),
          new_object(C, C1),                    % keywords_defense.pl
          add_cards(P1, graveyard, [C1], P2),
          set_player(S0, P2, S1)
        }
    ->  [ event('FAB-1294', hidden_koi_destroyed, _{player:Who, card:Id}) ],
        hidden_koi_search_waits(S1, Who, C1, S)
    ;   { S = S0 }
    ).

%   hidden_koi_inner_chi(+Card): Card, of a deck, is an Inner Chi the
%   position shows.
hidden_koi_inner_chi(C) :-
    \+ unknown_card(C),
    get_dict(name, C, "Inner Chi").

%   hidden_koi_may_find(+Deck): the deck holds an Inner Chi, or a card
%   the position does not show.
hidden_koi_may_find(Deck) :-
    member(C, Deck),
    ( hidden_koi_inner_chi(C) ; unknown_card(C) ),
    !.

%   hidden_koi_search_waits(+S0, +Player, +Source, -S)//: Source was
%   destroyed: Player searches their deck for an Inner Chi: the choice
%   waits where one may be found, else the search fails at once.
hidden_koi_search_waits(S0, Who, Src, S) -->
    { player(S0, Who, P), card_id(Src, SId), key_value(deck, P, [], Deck) },
    (   { hidden_koi_may_find(Deck) }
    ->  { S = S0.put(pending, _{choice:"hidden_koi_search", player:Who, controller:Who, source:Src}) },
        [ event('FAB-1294', hidden_koi_search_waits, _{player:Who, card:SId}) ]
    ;   [ event('FAB-1294', hidden_koi_none_found, _{player:Who, by:SId}) ],
        hidden_koi_shuffled(S0, Who, SId, S)
    ).

%   hidden_koi_shuffled(+S0, +Player, +By, -S)//: Player's deck is
%   shuffled: its cards become unknown, their ids kept.
hidden_koi_shuffled(S0, Who, By, S) -->
    { player(S0, Who, P0),
      key_value(deck, P0, [], Deck0),
      maplist(unknown_of, Deck0, Deck),         % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S0, P0.put(deck, Deck), S)
    },
    [ event('FAB-1294', hidden_koi_shuffled, _{player:Who, by:By}) ].

message(event(hidden_koi_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is turned face up: its ability destroys it (to the graveyard), and ~w searches their deck for an Inner Chi"-[L, F.player] ].
message(event(hidden_koi_search_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w searches their deck for an Inner Chi for ~w (a search move naming it, or none)"-[F.player, L] ].
message(event(hidden_koi_none_found, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w's deck holds no Inner Chi: the search for ~w fails"-[F.player, By] ].
message(event(hidden_koi_found, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w finds an Inner Chi (~w) for ~w, reveals it and puts it into their hand"-[F.player, F.card, By] ].
message(event(hidden_koi_not_found, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w finds no Inner Chi for ~w"-[F.player, By] ].
message(event(hidden_koi_shuffled, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w shuffles their deck for ~w: nobody knows its order"-[F.player, By] ].

not_asked_words("hidden_koi_search", "the search of their deck for an Inner Chi").
own_controlled_choice("hidden_koi_search").
choice_action("hidden_koi_search", "search").
choice_phase("hidden_koi_search", "start").

pending_problem(S, Pd, [player], hidden_koi_nothing_to_find(Who)) :-   % FAB-1294
    Pd.choice == "hidden_koi_search",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    \+ hidden_koi_may_find(Deck).

message(hidden_koi_nothing_to_find(Who)) -->
    [ "~w's deck holds no Inner Chi and no card the position does not show: Koi Blessed Kimono's search does not wait"-[Who] ].

%   The candidates: a search naming each Inner Chi of the deck the
%   position shows and its first card it does not show (they are
%   alike), a search naming none.
choice_candidate("search", S, M) :-
    pending(S, Pd),
    Pd.choice == "hidden_koi_search",
    Who = Pd.player,
    (   M = _{player:Who, action:"search"}
    ;   player(S, Who, P),
        key_value(deck, P, [], Deck),
        (   member(C, Deck), hidden_koi_inner_chi(C)
        ;   once(( member(C, Deck), unknown_card(C) ))
        ),
        card_id(C, Id),
        M = _{player:Who, action:"search", card:Id}
    ).

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hidden_koi_search",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0)
    },
    (   { get_dict(card, M, Id), string(Id),
          take_card(P0, deck, Id, C0, P1),
          (   unknown_card(C0)
          ->  del_dict(unknown, C0, _, C1),
              C = C1.put(_{name:"Inner Chi", color:"blue"})
          ;   C = C0
          ),
          add_cards(P1, hand, [C], P2),
          set_player(S1, P2, S2)
        }
    ->  [ event('FAB-1294', hidden_koi_found, _{player:Who, card:Id, by:By}) ]
    ;   { S2 = S1 },
        [ event('FAB-1294', hidden_koi_not_found, _{player:Who, by:By}) ]
    ),
    hidden_koi_shuffled(S2, Who, By, S3),
    start_phase_goes_on(S3, Who, S).            % triggers.pl: the start of the turn goes on

message(no_choice_waits("hidden_koi_search")) -->
    [ "no search for an Inner Chi waits" ].

choice_words("hidden_koi_search") --> [ "the Inner Chi their deck's search finds (a search move naming it, or none)" ].
text_choice_words("hidden_koi_search", Source) -->
    [ "the Inner Chi to find, for ~w (search)"-[Source] ].

move_words("search", S, M) -->
    { pending(S, Pd), Pd.choice == "hidden_koi_search" },
    (   { get_dict(card, M, Id), string(Id), player(S, M.player, P),
          card_with_id(P.deck, Id, C), unknown_card(C), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, ", reveals it an Inner Chi and puts it into their hand, then shuffles their deck" ]
    ;   { get_dict(card, M, Id), string(Id), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, ", reveals it and puts it into their hand, then shuffles their deck" ]
    ;   [ M.player, " finds no Inner Chi, then shuffles their deck" ]
    ).

rule('FAB-1295', constraint, "Koi Blessed Kimono's search finds an Inner Chi of its player's deck",
     "A search move answers the hidden_koi_search choice (FAB-1294): the card it names, if any, is in the deck of the player who searches and is an Inner Chi, or a card of that deck the position does not show (an unknown card: the move reveals it an Inner Chi, as the player who sees their deck does); a search move naming no card fails to find. A card elsewhere, or a card of the deck that is not an Inner Chi, breaks this rule.",
     ruling("",
            "Koi Blessed Kimono: \"Search your deck for an Inner Chi, reveal it, put it into your hand\". CR 8.5.19 (the player looks at the cards of the zone and chooses one with the properties), 8.5.19a (they may fail to find), 1.8.6 (the player instructed by an effect determines its parameters), 2.7 (a card's name), 9.1.5 (a transcend-card's properties are its active face's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1295', S, M, Reason) :-
    get_dict(action, M, "search"),
    pending(S, Pd),
    Pd.choice == "hidden_koi_search",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    string(Id),
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    (   \+ card_with_id(Deck, Id, _)
    ->  Reason = hidden_koi_not_in_deck(Who, Id)
    ;   card_with_id(Deck, Id, C),
        \+ unknown_card(C),
        \+ get_dict(name, C, "Inner Chi"),
        Reason = hidden_koi_not_inner_chi(C)
    ).

moot('FAB-1295', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hidden_koi_search" ).

rule_fact('FAB-1295', S, M, hidden_koi_inner_chis(Who, Known, Unknown)) :-
    pending(S, Pd),
    Pd.choice == "hidden_koi_search",
    Who = M.player,
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    include(hidden_koi_inner_chi, Deck, Known),
    aggregate_all(count, ( member(C, Deck), unknown_card(C) ), Unknown).

fact_words(hidden_koi_inner_chis(Who, Known, Unknown)) -->
    { maplist(card_label, Known, Ls), atomic_list_concat(Ls, ', ', T) },
    (   { Known == [] }
    ->  [ "~w's deck shows no Inner Chi, and holds ~d card(s) the position does not show"-[Who, Unknown] ]
    ;   [ "the Inner Chis of ~w's deck that the position shows: ~w; it holds ~d card(s) the position does not show"-[Who, T, Unknown] ]
    ).

message(hidden_koi_not_in_deck(Who, Id)) -->
    [ "there is no card ~w in ~w's deck: Koi Blessed Kimono searches the deck"-[Id, Who] ].
message(hidden_koi_not_inner_chi(C)) -->
    { card_label(C, L) },
    [ "~w is not an Inner Chi: Koi Blessed Kimono searches for an Inner Chi"-[L] ].
