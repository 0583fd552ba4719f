/*  Flesh and Blood: The Hand that Pulls the Strings, a mentor turned face
    up in the arsenal by its own attack reaction.

    Part of game.pl, included after card_texts_briar_hero.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - The Hand that Pulls the Strings (the Arakni Hunted Blitz Deck):
      "Once per Turn Attack Reaction - 0: Turn this face-up. Activate
      this only while this is face-down in your arsenal." (FAB-1436: an
      activate move names it in its player's arsenal, face down, in the
      reaction step of their own attack, once per turn, for no resource
      point; FAB-1437: as its layer resolves it is turned face up,
      `face_up: true`);
      "While this is face-up in arsenal, your first attack with contract
      each turn gets go again. If it's attacking a Royal hero, it gets
      +1{p}." (FAB-1438: the turn's first attack with contract, recorded
      as it becomes a chain link, resolves with go again while the Hand
      is face up; FAB-1439: +1 power where the defending hero is Royal,
      as the link opens with the Hand face up or as the Hand is turned
      face up during it);
      "At the beginning of your end phase, destroy a Silver you control.
      If you don't, put this on the bottom of your deck and draw a card."
      (FAB-1446: while it is face up in the arsenal; ordered beside its
      player's other end-phase triggers by FAB-531's order move).

    Hooks: arsenal_unread.pl's arsenal_activated_card/3 (position.pl's
    activated_card/5 and FAB-401 ask it) calls hand2_arsenal_card/1;
    moves.pl's activate_option/5 calls hand2_arsenal_option/2;
    card_texts.pl's attack_text//4 calls hand2_attack_text//4;
    card_texts_katsu_bravo.pl's link_go_again/2 calls hand2_link_go_again/2
    and card_texts_fai_prism.pl's fai_prism_go_again_noted//2 (its last
    branch) calls hand2_go_again_noted//2;
    triggers.pl's fired_permanents/4 calls hand2_fired/4 and its
    permanent_rule/2 names FAB-1446; choices.pl's order machinery (the
    order move, its `then`) finds the cards whose triggers wait with
    trigger_cards/2, defined here: the arena, and a Hand wherever it went
    (its triggered-layer resolves without its source, CR 5.3.4b);
    display.pl's order words too.  card_texts_hidden.pl holds the
    hidden_part/4 clause of another player's activation of a face-down
    arsenal card (unknown to them under --as), before its play clause.
    Rule FAB-1436 is in moves.pl's action_rules(activate); the record
    hand2_first_contract in schema.json's effect kinds and messages.pl's
    effect_kind_words//2.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, text_abilities/2,
   ability_reading/1, ability_reading_resolved//5, permanent_text/3,
   trigger_effect//5, rule_fact/4, fact_words//1.

%   The text read here (card_text_read/2):
%
%       hand2_strings           The Hand that Pulls the Strings: "Once
%                               per Turn Attack Reaction - 0: Turn this
%                               face-up. Activate this only while this is
%                               face-down in your arsenal. While this is
%                               face-up in arsenal, your first attack
%                               with contract each turn gets go again. If
%                               it's attacking a Royal hero, it gets
%                               +1{p}. At the beginning of your end
%                               phase, destroy a Silver you control. If
%                               you don't, put this on the bottom of your
%                               deck and draw a card." (FAB-1436 ...
%                               FAB-1439, FAB-1446)

card_text_read("The Hand that Pulls the Strings", hand2_strings).

%   Its one activated ability: an attack reaction, once per turn, no
%   resource point, activated from the arsenal (from: arsenal); what it
%   does is read at resolution (effect other, ability_reading/1).
text_abilities(Name, [_{type:"attack reaction", limit:"once per turn", cost:0, effect:"other", go_again:false,
                        from:"arsenal"}]) :-
    card_text_read(Name, hand2_strings).

                 /*******************************
                 *  THE ATTACK REACTION: FACE UP *
                 *******************************/

rule('FAB-1436', constraint, "The Hand that Pulls the Strings: its attack reaction only while it is face down in its player's arsenal",
     "The Hand that Pulls the Strings (its text read) has one activated ability, \"Once per Turn Attack Reaction - 0: Turn this face-up\", activated from its player's arsenal (an activate move naming the card and ability 0, no resource point, so no pitch) and only while it is face down there: a card of the arsenal is face down unless the position says `face_up: true`. Face up, the ability is not functional and cannot be activated; in the hand, the deck or any other zone it has no ability an activate move may name (FAB-401). An attack reaction is activated only in the reaction step of its player's own attack (FAB-312), and once per turn (FAB-402, the state's `activated`).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "The Hand that Pulls the Strings: \"Once per Turn Attack Reaction - 0: Turn this face-up. Activate this only while this is face-down in your arsenal.\" CR 1.7.4 and 1.7.4b (an activated ability that says it is activated while its source is private, in a zone outside the arena, is functional there and only there), 3.3 (the arsenal, a private zone: its card face down unless an effect put or turned it face up), 5.2 (activated abilities), 7.4.2a and 8.1.2a (attack reactions, by the attacking hero's player in the reaction step), 5.2.5 (once per turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hand2_arsenal_card(+Card) is semidet.
%
%   Card is a The Hand that Pulls the Strings whose text rulecheck reads:
%   an activate move may name it in its player's arsenal (FAB-1436).
%   arsenal_unread.pl's arsenal_activated_card/3 asks it.

hand2_arsenal_card(C) :-
    get_dict(name, C, "The Hand that Pulls the Strings"),
    \+ text_unread(C),
    text_read_name(C, Name),
    card_text_read(Name, hand2_strings).

%!  hand2_arsenal_option(+Player:dict, -Card) is nondet.
%
%   A face-down Hand of Player's arsenal whose ability is read: the
%   activation moves.pl's activate_option/5 lists (FAB-1436).

hand2_arsenal_option(P, C) :-
    get_dict(arsenal, P, As),
    member(C, As),
    is_dict(C),
    hand2_arsenal_card(C),
    \+ get_dict(face_up, C, true).

broken('FAB-1436', S, M, hand2_face_up(C)) :-
    get_dict(action, M, "activate"),
    player(S, M.player, P),
    card_in(P, arsenal, M.card, C),
    hand2_arsenal_card(C),
    get_dict(face_up, C, true).

moot('FAB-1436', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         player(S, M.player, P),
         card_in(P, arsenal, M.card, C),
         hand2_arsenal_card(C) ).

message(hand2_face_up(C)) -->
    { card_label(C, L) },
    [ "~w is face up in the arsenal: its attack reaction is activated only while it is face down there"-[L] ].

rule('FAB-1437', effect, "The Hand that Pulls the Strings: its attack reaction turns it face up",
     "As the layer of The Hand that Pulls the Strings' attack reaction resolves, the card is turned face up in its player's arsenal (`face_up: true`, public). From then on its static ability and its end-phase trigger work (FAB-1438, FAB-1439, FAB-1446): where the active chain link's attack is its player's first attack with contract this turn and the defending hero is Royal, that attack gets +1 power now (FAB-1439), and it will have go again as its link resolves (FAB-1438). A Hand no longer in the arsenal, or face up already, is not turned.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "The Hand that Pulls the Strings: \"Turn this face-up.\" CR 8.5.24 (turn: a card turned face up becomes public), 5.3 (a layer resolves), 3.0.3 (public and private objects), 5.4.7 and 5.4.7a (a while-static ability is functional while its condition is met and its source is public), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(hand2_strings).

ability_reading_resolved(hand2_strings, S0, Who, Id, S) -->
    (   { player(S0, Who, P),
          card_in(P, arsenal, Id, C),
          \+ get_dict(face_up, C, true),
          arsenal_card_replaced(S0, Who, C.put(face_up, true), S1)   % card_texts_singles.pl
        }
    ->  [ event('FAB-1437', hand2_turned_face_up, _{player:Who, card:Id}) ],
        hand2_power_now(S1, Who, S)
    ;   { S = S0 },
        [ event('FAB-1437', hand2_not_turned, _{player:Who, card:Id}) ]
    ).

message(event(hand2_turned_face_up, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w turns ~w face up in their arsenal"-[F.player, L] ].
message(event(hand2_not_turned, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is not face down in ~w's arsenal: it is not turned"-[L, F.player] ].

                 /*******************************
                 *  THE FIRST ATTACK WITH CONTRACT *
                 *******************************/

rule('FAB-1438', effect, "The Hand that Pulls the Strings: face up in the arsenal, its player's first attack with contract each turn has go again",
     "A player's attacks with contract (the keyword Contract) are counted each turn: where the player has a The Hand that Pulls the Strings (its text read) in their arsenal, face up or down, as the first of their attacks with contract this turn becomes a chain link the state records it ({kind: hand2_first_contract, player, card: the attack}, an effect that ends with the turn); a later attack with contract that turn is not the first, whatever the Hand was then. As that attack's chain link resolves it has go again (its player gains an action point, FAB-503) if the Hand is face up in its player's arsenal then: turned face up by its attack reaction during that very link, it gives the go again all the same. Face down, or gone from the arsenal, it gives none. A position given in the middle of a turn says in its effects which attack was the first; where it records none, the player's first link on the combat chain whose attack has contract is.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "The Hand that Pulls the Strings: \"While this is face-up in arsenal, your first attack with contract each turn gets go again.\" CR 5.4.7 and 5.4.7a (a while-static ability: functional while its condition is met and its source is public, here in the arsenal, the zone its condition names), 8.4.7 (contract), 8.3.5 (go again), 7.6.2 (go again is read as the chain link resolves), 4.4.4 (\"each turn\": the count starts again as the turn ends), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Which attack is the first is a fact of the turn's history, not of the Hand: the Hand turned face up later in the turn gives go again to that attack only, and to none if it has resolved already.")).

rule('FAB-1439', effect, "The Hand that Pulls the Strings: that first attack with contract gets +1 power attacking a Royal hero",
     "Where the defending hero of a player's first attack with contract this turn (FAB-1438) is Royal (Royal among its talents: Fang, Cindra, ...) and that player's The Hand that Pulls the Strings (its text read) is face up in their arsenal, the attack gets +1 power: as its chain link opens with the Hand face up, or as the Hand is turned face up while that link is the active one (FAB-1437); an event says so. Against a hero that is not Royal it gets none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "The Hand that Pulls the Strings: \"If it's attacking a Royal hero, it gets +1{p}.\" CR 5.4.7 (the while-static ability of the paragraph), 2.11 (talents: Royal), 2.0.3 (effects modify power), 7.0.2 (the attack's target: the defending hero), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   hand2_has_contract(+Card): Card has the keyword Contract.
hand2_has_contract(C) :-
    card_prop(C, keywords, Ks),
    is_list(Ks),
    memberchk("Contract", Ks).

%   hand2_in_arsenal(+S, +Player, -Hand, -FaceUp): Player's read Hand in
%   their arsenal, face up (true) or down (false).
hand2_in_arsenal(S, Who, C, Up) :-
    player(S, Who, P),
    key_value(arsenal, P, [], As),
    member(C, As),
    is_dict(C),
    hand2_arsenal_card(C),
    !,
    (   get_dict(face_up, C, true) -> Up = true ; Up = false ).

%   hand2_first_recorded(+S, +Player, -AttackId): the effect naming
%   Player's first attack with contract this turn (FAB-1438).
hand2_first_recorded(S, Who, AId) :-
    first_attack_recorded(S, "hand2_first_contract", Who, AId).   % card_texts_arakni.pl

%   hand2_earlier_contract_link(+S, +Player, +Attack): a link of the
%   combat chain before Attack's own has an attack with contract of
%   Player's.
hand2_earlier_contract_link(S, Who, A) :-
    earlier_own_link(S, Who, A, hand2_has_contract).   % card_texts_arakni.pl

%   hand2_first_contract(+S, +Player, +Attack): Attack, with contract, is
%   Player's first attack with contract this turn (FAB-1438).
hand2_first_contract(S, Who, A) :-
    hand2_has_contract(A),
    card_id(A, AId),
    (   hand2_first_recorded(S, Who, First)
    ->  First == AId
    ;   \+ hand2_earlier_contract_link(S, Who, A)
    ).

%!  hand2_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack of Player's just became a chain link: where it has contract,
%   Player has a read Hand in their arsenal and it is their first this
%   turn, the state records it (FAB-1438); with the Hand face up and the
%   defending hero Royal, +1 power (FAB-1439).  card_texts.pl's
%   attack_text//4 calls it.

hand2_attack_text(S0, Who, A, S) -->
    (   { hand2_has_contract(A),
          hand2_in_arsenal(S0, Who, _, _),
          \+ hand2_first_recorded(S0, Who, _),
          \+ hand2_earlier_contract_link(S0, Who, A),
          card_id(A, AId),
          add_effect(S0, _{kind:"hand2_first_contract", player:Who, card:AId}, S1)
        }
    ->  hand2_power_now(S1, Who, S)
    ;   { S = S0 }
    ).

%   hand2_power_now(+S0, +Player, -S)//: the active link is Player's
%   first attack with contract this turn, its defending hero Royal and
%   Player's Hand face up in their arsenal: +1 power (FAB-1439).
hand2_power_now(S0, Who, S) -->
    (   { hand2_in_arsenal(S0, Who, H, true),
          chain_open(S0),
          active_link(S0, L0),
          L0.controller == Who,
          link_attack(L0, A),
          hand2_first_contract(S0, Who, A),
          hand2_royal_defender(S0, L0),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + 1,
          active_link_replaced(S0, L0, L0.put(power_bonus, B), S1),
          card_id(A, AId), card_id(H, HId)
        }
    ->  { S = S1 },
        [ event('FAB-1439', hand2_royal_power, _{player:Who, attack:AId, by:HId}) ]
    ;   { S = S0 }
    ).

%   hand2_royal_defender(+S, +Link): the hero Link attacks is Royal.
hand2_royal_defender(S, L) :-
    get_dict(defender, L, D),
    player(S, D, P),
    card_prop(P.hero, talents, Ts),
    is_list(Ts),
    memberchk("Royal", Ts).

message(event(hand2_royal_power, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.by, H) },
    [ "~w gets +1 power: ~w's first attack with contract this turn, attacking a Royal hero, with ~w face up in their arsenal"-[A, F.player, H] ].

%!  hand2_link_go_again(+State, +Link) is semidet.
%
%   Link, the first attack with contract of its player this turn,
%   resolves with go again: their Hand is face up in their arsenal
%   (FAB-1438).  card_texts_katsu_bravo.pl's link_go_again/2 calls it.

hand2_link_go_again(S, L) :-
    \+ get_dict(go_again, L, true),
    link_attack(L, A),
    hand2_has_contract(A),
    Who = L.controller,
    hand2_in_arsenal(S, Who, _, true),
    hand2_first_contract(S, Who, A),
    !.

%!  hand2_go_again_noted(+State, +Link)// is det.
%
%   Link resolves with go again from its player's face-up Hand only: an
%   event says so (FAB-1438).  card_texts_fai_prism.pl's
%   fai_prism_go_again_noted//2 calls it, its last branch.

hand2_go_again_noted(S, L) -->
    (   { hand2_link_go_again(S, L),
          link_attack(L, A), card_id(A, AId),
          hand2_in_arsenal(S, L.controller, H, true), card_id(H, HId)
        }
    ->  [ event('FAB-1438', hand2_first_contract_go_again, _{player:L.controller, attack:AId, by:HId}) ]
    ;   []
    ).

message(event(hand2_first_contract_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.by, H) },
    [ "~w has go again: it is ~w's first attack with contract this turn, and ~w is face up in their arsenal"-[A, F.player, H] ].

                 /*******************************
                 *   THE END PHASE: A SILVER    *
                 *******************************/

rule('FAB-1446', effect, "The Hand that Pulls the Strings: at the beginning of its player's end phase, a Silver destroyed, or it goes to the bottom of the deck and they draw",
     "While The Hand that Pulls the Strings (its text read) is face up in the turn player's arsenal, at the beginning of their end phase its triggered effect resolves with their other effects of that moment (in the order they choose where texts differ: FAB-531's order move, which names the Hand beside their permanents): a Silver token they control (in their arena) is destroyed (it ceases to exist; Silvers are alike, so which one changes nothing); if they control none, the Hand goes from their arsenal to the bottom of their deck (a new object, face down) and they draw a card (with an empty deck, none). The effect resolves even if the Hand left the arsenal first (Inertia resolving before it): a Silver is destroyed, or, with none, they draw a card, the Hand staying where it went. Face down in the arsenal the Hand does not trigger.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "The Hand that Pulls the Strings: \"At the beginning of your end phase, destroy a Silver you control. If you don't, put this on the bottom of your deck and draw a card.\" CR 1.7.4 (an ability is functional only while its source is public: face down in the arsenal, private, it is not), 8.1.10 (a mentor is a deck-card: its text works from the arsenal, as its other paragraphs say), 3.0.3 (a card face up in the arsenal is public), 4.4.2 (the beginning of the end phase), 6.6.6b (the player orders their triggered-layers of one moment), 8.5.4 (destroy), 8.1.8a (a token that leaves the arena ceases to exist), 1.8.4a (\"if you don't\": a conditional effect on the failure of the one before), 5.3.4b (a triggered-layer resolves without its source), 8.5.13 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the third paragraph as working while the Hand is face up in the arsenal, the one state in which the card's other texts make it public there: the CR names no zone for it (1.7.4 lists no exception for a public card of the arsenal), so the reading is this ruling's.")).

permanent_text("The Hand that Pulls the Strings", end_phase, [hand2_silver_or_bottom]).

%!  hand2_fired(+State, +Player, +Trigger, -Fired:list) is det.
%
%   Fired holds Hand-end_phase for Player's Hand face up in their
%   arsenal at the beginning of their end phase (FAB-1446).
%   triggers.pl's fired_permanents/4 calls it.

hand2_fired(S, Who, end_phase, [C-end_phase]) :-
    hand2_in_arsenal(S, Who, C, true),
    !.
hand2_fired(_, _, _, []).

%!  trigger_cards(+Player:dict, -Cards:list) is det.
%
%   The cards of Player whose triggered effects the order machinery
%   (choices.pl: FAB-531, the `then` of a choice) finds by id: their
%   arena, then their read Hands wherever they are (FAB-1446: a
%   triggered-layer resolves without its source).

trigger_cards(P, Cs) :-
    key_value(arena, P, [], Arena),
    findall(C, ( member(Z, [arsenal, deck, hand, graveyard, banished]),
                 get_dict(Z, P, Zs), is_list(Zs),
                 member(C, Zs), is_dict(C),
                 hand2_arsenal_card(C) ), Hs),
    append(Arena, Hs, Cs).

trigger_effect(hand2_silver_or_bottom, Who, C, S0, S) -->
    { card_id(C, Id),
      player(S0, Who, P0)
    },
    (   { shields_silvers(S0, Who, [Sv|_]),     % card_texts_shields.pl: in arena order; alike
          card_id(Sv, SvId),
          take_card(P0, arena, SvId, _, P1),
          set_player(S0, P1, S)
        }
    ->  [ event('FAB-1446', hand2_silver_destroyed, _{player:Who, card:Id, silver:SvId}) ]
    ;   (   { take_card(P0, arsenal, Id, H, P1) }
        ->  { new_object(H, H1),
              append(P1.deck, [H1], Deck),
              set_player(S0, P1.put(deck, Deck), S1)
            },
            [ event('FAB-1446', hand2_to_bottom, _{player:Who, card:Id}) ]
        ;   { S1 = S0 }
        ),
        draw_cards(Who, 1, Id, S1, S)           % triggers.pl
    ).

message(event(hand2_silver_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w destroys a Silver they control (~w) for ~w"-[F.player, F.silver, L] ].
message(event(hand2_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w controls no Silver: ~w goes to the bottom of their deck, and they draw a card"-[F.player, L] ].
