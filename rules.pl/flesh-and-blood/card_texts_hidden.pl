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

    - Arakni, Trap-Door (the Arakni, Web of Deceit Blitz Deck): "When
      you become this, you may search your deck for a card, banish it
      face-down, then shuffle. If it's a trap, you may play it until the
      start of your next turn." (FAB-1296: the hidden_trapdoor_search
      choice as the name move makes the hero it; FAB-1297: the search
      names a card of the deck, and cannot fail; FAB-1298: a card
      banished face down, `face_up: false`, private, its text not
      functional; FAB-1299: the permission {kind: hidden_trapdoor_play,
      lasts: until_your_next_turn}, a trap only); its return to the
      brood is card_texts_arakni_agents.pl's (FAB-1503).

    Not read here: The Hand that Pulls the Strings (a mentor turned face
    up in the arsenal by its own attack reaction, its go again for the
    first attack with contract, +1{p} against a Royal hero, its
    end-phase Silver or draw): card_texts_hand2.pl reads it (FAB-1436
    ...).

    Hooks: card_texts_cloaked.pl's effect(mode) for cloaked_face_up calls
    hidden_koi_face_up//4 as it turns an equipment face up;
    card_texts_arakni_agents.pl's effect(name) calls
    hidden_trapdoor_became//3 (which fires the end-phase effects, FAB-209);
    card_texts_katsu_bravo.pl's carried_effects_noted//2 calls
    hidden_trapdoor_kept//1; effects.pl's effect(play) calls
    hidden_played_public/3.  Clauses added here to relations of other
    files: may_play_banished/3 (card_texts_katsu_rest.pl, FAB-569),
    carried_for/2 (card_texts_katsu_bravo.pl), banished_face_down/2
    (card_texts_singles.pl; card_texts_chane.pl's banished play texts
    and workflow.pl's hidden/3 read it), hidden_part/4, unseen_words//1.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, not_asked_words/2, pending_problem/4, own_controlled_choice/1,
   move_words//3, choice_words//1, text_choice_words//2, rule_fact/4, fact_words//1,
   banished_face_down/2, hidden_part/4, unseen_words//1.

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
        hidden_shuffled(S0, Who, SId, 'FAB-1294', S)
    ).

%   hidden_shuffled(+S0, +Player, +By, +Rule, -S)//: Player's deck is
%   shuffled for By (Rule's): its cards become unknown, their ids kept.
hidden_shuffled(S0, Who, By, Rule, S) -->
    { player(S0, Who, P0),
      key_value(deck, P0, [], Deck0),
      maplist(unknown_of, Deck0, Deck),         % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S0, P0.put(deck, Deck), S)
    },
    [ event(Rule, hidden_shuffled, _{player:Who, by:By}) ].

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
message(event(hidden_shuffled, F, S0)) -->
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
    ;   named_search_card(S, Who, "Inner Chi", Id),
        M = _{player:Who, action:"search", card:Id}
    ).

%!  named_search_card(+State, +Player, +Name, -Id) is nondet.
%
%   A search move for a card named Name in Player's deck may name Id:
%   each such card the position shows, and the first card it does not
%   show (they are alike).  Koi Blessed Kimono's search (FAB-1294) and
%   Flamecall Awakening's (card_texts_fai_prism.pl, FAB-746) list them.

named_search_card(S, Who, Name, Id) :-
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    (   member(C, Deck), \+ unknown_card(C), get_dict(name, C, Name)
    ;   once(( member(C, Deck), unknown_card(C) ))
    ),
    card_id(C, Id).

%!  named_search_wrong(+State, +Player, +Id, +Name, -Wrong) is semidet.
%
%   A search move of Player's for a card named Name names Id, which is
%   not_in_deck, or not_named(Card), a card of the deck the position
%   shows by another name.  Each rule words its reasons: FAB-1295,
%   FAB-747.

named_search_wrong(S, Who, Id, Name, Wrong) :-
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    (   \+ card_with_id(Deck, Id, _)
    ->  Wrong = not_in_deck
    ;   card_with_id(Deck, Id, C),
        \+ unknown_card(C),
        \+ get_dict(name, C, Name),
        Wrong = not_named(C)
    ).

%!  named_search_found(+Player0:dict, +Id, +Named:dict, -Card, -Player:dict) is semidet.
%
%   The card Id of Player0's deck is found, revealed and put into their
%   hand: a card the position did not show is revealed as Named (its
%   name and colour).

named_search_found(P0, Id, Named, C, P) :-
    take_card(P0, deck, Id, C0, P1),
    (   unknown_card(C0)
    ->  del_dict(unknown, C0, _, C1),
        C = C1.put(Named)
    ;   C = C0
    ),
    add_cards(P1, hand, [C], P).

%!  named_search_shown(+State, +Player, +Name, -Known, -Unknown) is det.
%
%   The cards named Name of Player's deck the position shows, and how
%   many cards of it it does not show (the rule facts of FAB-1295,
%   FAB-747).

named_search_shown(S, Who, Name, Known, Unknown) :-
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    include([C]>>( \+ unknown_card(C), get_dict(name, C, Name) ), Deck, Known),
    aggregate_all(count, ( member(C, Deck), unknown_card(C) ), Unknown).

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hidden_koi_search",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0)
    },
    (   { get_dict(card, M, Id), string(Id),
          named_search_found(P0, Id, _{name:"Inner Chi", color:"blue"}, _, P2),
          set_player(S1, P2, S2)
        }
    ->  [ event('FAB-1294', hidden_koi_found, _{player:Who, card:Id, by:By}) ]
    ;   { S2 = S1 },
        [ event('FAB-1294', hidden_koi_not_found, _{player:Who, by:By}) ]
    ),
    hidden_shuffled(S2, Who, By, 'FAB-1294', S3),
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
    named_search_wrong(S, Who, Id, "Inner Chi", Wrong),
    (   Wrong == not_in_deck
    ->  Reason = hidden_koi_not_in_deck(Who, Id)
    ;   Wrong = not_named(C),
        Reason = hidden_koi_not_inner_chi(C)
    ).

moot('FAB-1295', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hidden_koi_search" ).

rule_fact('FAB-1295', S, M, hidden_koi_inner_chis(Who, Known, Unknown)) :-
    pending(S, Pd),
    Pd.choice == "hidden_koi_search",
    Who = M.player,
    named_search_shown(S, Who, "Inner Chi", Known, Unknown).

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

                 /*******************************
                 *       ARAKNI, TRAP-DOOR      *
                 *******************************/

%       hidden_trapdoor_search  Arakni, Trap-Door: "When you become this,
%                               you may search your deck for a card,
%                               banish it face-down, then shuffle. If
%                               it's a trap, you may play it until the
%                               start of your next turn." (FAB-1296 ...
%                               FAB-1299); its return to the brood is
%                               card_texts_arakni_agents.pl's (FAB-1503)

card_text_read("Arakni, Trap-Door", hidden_trapdoor_search).

rule('FAB-1296', effect, "Arakni, Trap-Door: as the hero becomes it, its player may search their deck for a card and banish it face down",
     "When a player's hero becomes Arakni, Trap-Door (the name move answering Arakni, Web of Deceit's draw at the beginning of the end phase, FAB-1502), its triggered ability resolves at once, before the arena's end-phase effects (FAB-209): where their deck holds a card, the position waits for their choice (hidden_trapdoor_search): a search move naming a card of their deck (one the position shows, or one it does not: the player sees their deck) finds it (FAB-1297), a decline move does not search. The card found is banished face down (`face_up: false` in the banished zone: a private card, hidden from the other player, its text not functional there, FAB-1298), then the deck is shuffled (its cards become unknown cards of the position, their ids kept, as Flamecall Awakening's search, FAB-746); after a decline nothing is shuffled. The state then keeps the permission to play it ({kind: hidden_trapdoor_play, player, card, source, lasts: until_your_next_turn}, FAB-1299), whatever the card is: only a trap may be played by it, and that the effect exists tells the other player nothing. With an empty deck nothing waits. Not while the hero's abilities are lost (Humble, Crush Confidence: FAB-624). Not handled: where another choice already waits as the hero becomes it, the search is not asked (an event says so).",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Arakni, Trap-Door: \"When you become this, you may search your deck for a card, banish it face-down, then shuffle. If it's a trap, you may play it until the start of your next turn.\" CR 8.5.25 (become), 6.6 (a triggered effect: its layer is added to the stack as the next player would receive priority; the end phase's other triggered-layers, triggered before it, resolve after it), 1.8.3a (\"may\": an optional effect), 8.5.19 and 8.5.19c (a search that specifies no property, on a non-empty zone, cannot fail), 8.5.19d (an empty zone: the search fails), 8.5.3 (banish), 8.5.24 (to turn a card face down makes it private), 3.0.4c, 8.5.20 (shuffle), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once.")).

%!  hidden_trapdoor_became(+State0, +Player, -State)// is det.
%
%   Player's hero just became the Agent of Chaos named: where it is
%   Arakni, Trap-Door, its search waits (FAB-1296); else, or with nothing
%   to search, the arena's end-phase effects resolve (FAB-209).
%   card_texts_arakni_agents.pl's effect(name) calls it.

hidden_trapdoor_became(S0, Who, S) -->
    (   { \+ game_over(S0, _),
          agents_hero_reads(S0, Who, hidden_trapdoor_search),   % card_texts_arakni_agents.pl (FAB-624)
          player(S0, Who, P),
          card_id(P.hero, HId)
        }
    ->  (   { key_value(deck, P, [], []) }
        ->  [ event('FAB-1296', hidden_trapdoor_nothing, _{player:Who, card:HId}) ],
            fired(S0, Who, end_phase, S)        % triggers.pl (FAB-209)
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hidden_trapdoor_search", player:Who, controller:Who, source:P.hero}) },
            [ event('FAB-1296', hidden_trapdoor_waits, _{player:Who, card:HId}) ]
        ;   [ event('FAB-1296', choice_not_asked, _{player:Who, card:HId, choice:"hidden_trapdoor_search"}) ],
            fired(S0, Who, end_phase, S)
        )
    ;   fired(S0, Who, end_phase, S)
    ).

%   hidden_trapdoor_end_phase(+S0, +Player, -S)//: the search is done:
%   the arena's end-phase effects, then the intimidated cards' return, as
%   after the name move (FAB-1501).
hidden_trapdoor_end_phase(S0, Who, S) -->
    fired(S0, Who, end_phase, S1),              % triggers.pl (FAB-209)
    (   { pending(S1, _) ; game_over(S1, _) }
    ->  { S = S1 }
    ;   intimidated_return(S1, S)               % choices.pl (FAB-632)
    ).

not_asked_words("hidden_trapdoor_search", "whether to search their deck for a card to banish face down").
own_controlled_choice("hidden_trapdoor_search").
choice_action("hidden_trapdoor_search", "search").
choice_action("hidden_trapdoor_search", "decline").
choice_phase("hidden_trapdoor_search", "end").

pending_problem(S, Pd, [player], hidden_trapdoor_not_hero(Who)) :-   % FAB-1296
    Pd.choice == "hidden_trapdoor_search",
    get_dict(player, Pd, Who),
    \+ ( player(S, Who, P), text_read_name(P.hero, "Arakni, Trap-Door"),
         key_value(deck, P, [], [_|_]) ).

message(hidden_trapdoor_not_hero(Who)) -->
    [ "no search of Arakni, Trap-Door waits for ~w: it waits as their hero becomes it, their deck not empty"-[Who] ].

%   The candidates: a search naming each card of the deck the position
%   shows and its first card it does not show (they are alike), a
%   decline.
choice_candidate("search", S, _{player:Who, action:"search", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hidden_trapdoor_search",
    Who = Pd.player,
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    (   member(C, Deck), \+ unknown_card(C)
    ;   once(( member(C, Deck), unknown_card(C) ))
    ),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "hidden_trapdoor_search",
    Who = Pd.player.

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hidden_trapdoor_search",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      get_dict(card, M, Id), string(Id),
      player(S1, Who, P0),
      take_card(P0, deck, Id, C0, P1),
      add_cards(P1, banished, [C0.put(face_up, false)], P2),
      set_player(S1, P2, S2),
      add_effect(S2, _{kind:"hidden_trapdoor_play", player:Who, card:Id, source:By,
                       lasts:"until_your_next_turn"}, S3)
    },
    [ event('FAB-1298', hidden_trapdoor_banished, _{player:Who, card:Id, by:By}) ],
    hidden_shuffled(S3, Who, By, 'FAB-1296', S4),
    [ event('FAB-1299', hidden_trapdoor_permission, _{player:Who, card:Id, by:By}) ],
    hidden_trapdoor_end_phase(S4, Who, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hidden_trapdoor_search",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    [ event('FAB-1296', hidden_trapdoor_declined, _{player:M.player, by:By}) ],
    hidden_trapdoor_end_phase(S1, M.player, S).

message(event(hidden_trapdoor_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w becomes Arakni, Trap-Door: ~w's deck is empty, so the search fails"-[L, F.player] ].
message(event(hidden_trapdoor_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w becomes Arakni, Trap-Door: ~w may search their deck for a card to banish face down (a search move naming it, or decline)"-[L, F.player] ].
message(event(hidden_trapdoor_banished, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w finds ~w for ~w and banishes it face down: private, the other player does not see it"-[F.player, F.card, By] ].
message(event(hidden_trapdoor_permission, F, _)) -->
    [ "if ~w is a trap, ~w may play it from their banished zone until the start of their next turn"-[F.card, F.player] ].
message(event(hidden_trapdoor_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w does not search their deck for ~w"-[F.player, By] ].
message(no_choice_waits("hidden_trapdoor_search")) -->
    [ "no search of Arakni, Trap-Door waits" ].

choice_words("hidden_trapdoor_search") --> [ "the card of their deck to banish face down, for Arakni, Trap-Door (a search move naming it, or a decline move)" ].
text_choice_words("hidden_trapdoor_search", Source) -->
    [ "the card to banish face down, for ~w (search, decline)"-[Source] ].

move_words("search", S, M) -->
    { pending(S, Pd), Pd.choice == "hidden_trapdoor_search" },
    (   { get_dict(card, M, Id), string(Id), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, " and banishes it face down, then shuffles their deck" ]
    ;   [ M.player, " finds no card" ]
    ).
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "hidden_trapdoor_search", card_label(Pd.source, Src) },
    [ M.player, " does not search their deck for ", Src ].

rule('FAB-1297', constraint, "Arakni, Trap-Door's search finds a card of its player's deck",
     "A search move answers the hidden_trapdoor_search choice (FAB-1296): it names a card of the deck of the player who searches (one the position shows, or one it does not). The search names no property, so on a non-empty deck it cannot fail: a search move naming no card breaks this rule (a decline move does not search at all), and so does one naming a card elsewhere.",
     ruling("",
            "Arakni, Trap-Door: \"you may search your deck for a card, banish it face-down\". CR 8.5.19 (the player looks at the cards of the zone and chooses one), 8.5.19c (a search that specifies no property, on a non-empty zone: the player cannot fail it), 1.8.3a (\"may\": they may not search), 1.8.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1297', S, M, Reason) :-
    get_dict(action, M, "search"),
    pending(S, Pd),
    Pd.choice == "hidden_trapdoor_search",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    (   \+ ( get_dict(card, M, Id0), string(Id0) )
    ->  Reason = hidden_trapdoor_must_find(Who)
    ;   get_dict(card, M, Id),
        \+ card_with_id(Deck, Id, _),
        Reason = hidden_trapdoor_not_in_deck(Who, Id)
    ).

moot('FAB-1297', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hidden_trapdoor_search" ).

message(hidden_trapdoor_must_find(Who)) -->
    [ "~w's deck is not empty and Arakni, Trap-Door searches it for a card (no property): the search cannot fail; decline not to search"-[Who] ].
message(hidden_trapdoor_not_in_deck(Who, Id)) -->
    [ "there is no card ~w in ~w's deck: Arakni, Trap-Door searches the deck"-[Id, Who] ].

rule('FAB-1298', effect, "A card banished face down is private: hidden from the other player, its text not functional there",
     "A card of a banished zone marked `face_up: false` (Arakni, Trap-Door's, FAB-1296) is face down: its owner may look at it, the other player sees only that a card is there (an answer to them does not turn on it, and its owner's play of it depends on what they cannot see). Its text is not functional while it is face down: a text that lets a card be played from the banished zone (Ghostly Visit's, FAB-1001) does not let it. Played (FAB-1299), it becomes public.",
     ruling("",
            "CR 8.5.24 (to turn a card face down makes it private), 3.0.3 and 3.0.3a (a private object; its owner may look at it), 3.0.4c (a public zone may hold a private object), 1.7.4 (an ability is functional when its source is public), 5.1.2b (a card is announced only if a rule or effect lets it be played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   A card banished face down (FAB-1298): workflow.pl's hidden/3 hides it
%   from the other player; card_texts_chane.pl's banished play texts do
%   not read it.
banished_face_down(_, C) :-
    is_dict(C),
    get_dict(face_up, C, false).

%   Another player's activation naming a face-down card of the arsenal
%   turns on what that card is (The Hand that Pulls the Strings,
%   card_texts_hand2.pl, FAB-1436): workflow.pl's depends_on_hidden/4.
%   (Here, before the play clause, so that a play move leaves no choice
%   point.)
hidden_part(P, M, "activate", face_down_arsenal(P.name)) :-
    get_dict(card, M, Id),
    card_in(P, arsenal, Id, C),
    \+ get_dict(face_up, C, true).

unseen_words(face_down_arsenal(P)) -->
    [ "what ~w's face-down arsenal card is"-[P] ].

%   Another player's play of a face-down banished card turns on what it
%   is (FAB-1298): workflow.pl's depends_on_hidden/4.
hidden_part(P, M, "play", face_down_banished(P.name)) :-
    get_dict(from, M, "banished"),
    get_dict(card, M, Id),
    card_in(P, banished, Id, C),
    get_dict(face_up, C, false).

unseen_words(face_down_banished(P)) -->
    [ "what ~w's face-down banished card is"-[P] ].

rule('FAB-1299', effect, "The card Arakni, Trap-Door banished face down may be played until the start of its player's next turn, if it is a trap",
     "The permission Arakni, Trap-Door leaves (FAB-1296: {kind: hidden_trapdoor_play, player, card, source, lasts: until_your_next_turn}) lets its player play that card from their banished zone (a play move, from: banished; FAB-569) while it is there and it is a trap (Trap among its subtypes: Bloodrot Trap, Frailty Trap, Under the Trap-Door, ...); every other rule of playing it applies as from the hand (its cost, its timing: a defense reaction as the other player's attack is defended). The permission lasts through the other player's turn and ends as its player's next turn begins (the state carries it across the end of the turn). A card that is not a trap is not played by it (FAB-569 breaks); a card the position does not show (unknown) is played once the position names it (FAB-301), and then read as any.",
     ruling("",
            "Arakni, Trap-Door: \"If it's a trap, you may play it until the start of your next turn.\" CR 5.1.1a (a player plays cards from the hand or arsenal unless an effect says otherwise), 5.1.2b, 1.0.1a (an effect supersedes a rule), 2.10 (subtypes: trap), 4.2.1 (the start of the turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The permission (FAB-1299): a play-permission of the banished zone,
%   beside FAB-569's (card_texts_katsu_rest.pl's may_play_banished/3).
:- discontiguous may_play_banished/3.
may_play_banished(S, Who, Id) :-
    hidden_trapdoor_permission(S, Who, Id, _).

%   hidden_trapdoor_permission(+S, +Player, +Id, -Card): the card Id of
%   Player's banished zone is the one Trap-Door banished, and a trap (or
%   unknown: FAB-301 asks the position to name it).
hidden_trapdoor_permission(S, Who, Id, C) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "hidden_trapdoor_play"),
    get_dict(player, E, W), W == Who,
    get_dict(card, E, Id0), Id0 == Id,
    player(S, Who, P),
    card_in(P, banished, Id, C),
    (   unknown_card(C) -> true ; card_subtypes(C, Ss), memberchk("Trap", Ss) ),
    !.

%   The permission lasts until the start of its player's next turn: the
%   end of a turn carries it into the other player's (card_texts_katsu_bravo.pl).
:- discontiguous carried_for/2.
carried_for(Next, E) :-
    get_dict(lasts, E, "until_your_next_turn"),
    get_dict(player, E, W),
    W \== Next.

%!  hidden_trapdoor_kept(+Effects)// is det.
%
%   As the turn ends, the permissions Arakni, Trap-Door left stay, each
%   until the start of its player's next turn (FAB-1299).
%   card_texts_katsu_bravo.pl's carried_effects_noted//2 calls it.

hidden_trapdoor_kept([]) --> [].
hidden_trapdoor_kept([E|Es]) -->
    [ event('FAB-1299', hidden_trapdoor_kept, _{player:E.player, card:E.card}) ],
    hidden_trapdoor_kept(Es).

message(event(hidden_trapdoor_kept, F, _)) -->
    [ "as the turn ends, ~w may still play the card Arakni, Trap-Door banished face down (~w), if a trap, until the start of their next turn"-[F.player, F.card] ].

%!  hidden_played_public(+Zone, +Card0, -Card) is det.
%
%   Card0, played from Zone, is public as it is played: a face-down
%   banished card loses its `face_up: false` (FAB-1298).  effects.pl's
%   effect(play) calls it.

hidden_played_public(banished, C0, C) :-
    is_dict(C0),
    get_dict(face_up, C0, false),
    !,
    del_dict(face_up, C0, _, C).
hidden_played_public(_, C, C).
