/*  Flesh and Blood: the texts of Illusionist auras of the Enigma and
    Prism Blitz Decks.

    Part of game.pl, included after card_texts_zen.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - what leaves the arena however it leaves: a Ward permanent destroyed
      as its Ward prevents damage (FAB-524, and the prevent moves of
      FAB-526, FAB-648, FAB-804, a Quell destroyed, FAB-650) now leaves
      the arena as a permanent destroyed by any other effect does,
      through card_texts_aurora.pl's left_arena_text//4 (FAB-1440):
      illus_ward_left_arena//6 is the point the Ward paths call as each
      is destroyed, illus_prevent_left//4 the one the prevent moves call
      once their damage is dealt; an aura destroyed to pay for an ability
      (Bloodtorn Bodice, FAB-1082) reaches illus_left_arena_player//5;
    - Waning Vengeance: "When this leaves the arena, if you've pitched a
      blue card this turn, create a Spectral Shield token. Ward 3 (2, 1)"
      (FAB-1441);
    - Haze Shelter: "Ward X, where X is 4 (3, 2) if you've pitched a blue
      card this turn, otherwise X is 1." (FAB-1442: keywords_defense.pl's
      ward_source/4 gives the card its Ward X as it is read);
    - Astral Etchings: "Put three (two, a) +1{p} counter(s) on target aura
      with ward you control. If you control a Spectral Shield, you may
      play this as though it were an instant." (FAB-1443: the target;
      FAB-1444: played as though it were an instant, CR 8.1.1d, which
      rulebook.pl's FAB-306 and action_kind/5, effects.pl's action point
      and states.pl's misplaced_layer/4 ask through illus_as_instant/2
      and illus_instant_layer/2).

    The decks' other Illusionist cards are not read here: their text
    stays an assumption of the answers, or makes them unknown (FAB-119).
    Vengeful Apparition is read in card_texts_leaves.pl (FAB-1181 ...):
    illus_ward_left_arena//6 marks the card it passes on
    (`leaves_mid_damage`: other Ward permanents of the same damage may
    still be in the arena), and illus_as_instant/2, illus_instant_layer/2
    and illus_instant_played//2 ask it for its next aura.  Essence of
    Ancestry: Mind leaves the arena through the same point, with the
    same condition ("if you control no Illusionist auras"), but its
    prevention asks the colour of the damage's source, which the damage
    paths do not carry.  Cosmo, Scroll of Ancestral Tapestry
    and Iris of Reality, which make auras weapons that attack, are read
    in card_texts_auraweapons.pl (FAB-1570 ...); Merciful
    Retribution in card_texts_merciful.pl (FAB-1371 ...).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, targeting/4, targeted_rule/2,
   legal_target/3, spec_words/2, graveyard_target_spec/1, oldhim_target_effect/1,
   oldhim_target_resolves//6, rule_fact/4, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       illus_leaves_arena_blue_creates(Token)   Waning Vengeance: as it
%                               leaves the arena, if its controller has
%                               pitched a blue card this turn, a Token
%                               in their arena (FAB-1441)
%       illus_ward_x_blue_pitched(Amounts, Else)   Haze Shelter: Ward X,
%                               X by pitch (red, yellow, blue) once its
%                               controller has pitched a blue card this
%                               turn, else Else (FAB-1442)
%       illus_ward_aura_counters_instant_with(Token, Amounts)   Astral
%                               Etchings: +1 power counters by pitch on
%                               target aura with ward its player
%                               controls (FAB-1443); played as though it
%                               were an instant while they control a
%                               Token (FAB-1444)

card_text_read("Waning Vengeance", illus_leaves_arena_blue_creates("Spectral Shield")).
card_text_read("Haze Shelter", illus_ward_x_blue_pitched([4, 3, 2], 1)).
card_text_read("Astral Etchings", illus_ward_aura_counters_instant_with("Spectral Shield", [3, 2, 1])).

                 /*******************************
                 *     LEAVING THE ARENA: WARD  *
                 *******************************/

rule('FAB-1440', effect, "A Ward permanent destroyed as it prevents damage leaves the arena: its leave-the-arena text applies",
     "A permanent of a player's arena destroyed by its own Ward as it prevents damage (FAB-524; likewise one a prevent move names, FAB-526, FAB-804, or a Quell's destruction, FAB-650) leaves the arena as one destroyed by any other effect: its text that triggers when it leaves the arena (Waning Vengeance's, FAB-1441; a Sigil's, FAB-1081) applies then, after the Ward's prevention is recorded and before the rest of the damage is dealt, for its controller. An equipment destroyed while it defends on the combat chain was not in the arena. rulecheck resolves the triggered-layer at once, as FAB-1081 does; a token created so is not one of the Ward permanents of that same damage (it was not there as the damage was about to be dealt).",
     ruling("",
            "CR 8.3.20 (Ward N: if you would be dealt damage, destroy this to prevent N of that damage), 8.5.4 (destroy: a permanent is put into its owner's graveyard; a token ceases to exist), 6.6 and 6.6.5 (a triggered effect on an event: a permanent leaving the arena, however it leaves), 6.4.1a (the destruction is a sub-event of the replaced damage event), 3.1 (the arena; the combat chain is not part of it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The trigger is put on the stack the next time a player would get priority (6.6.2); rulecheck resolves it at once, as FAB-1081 does.")).

%!  illus_ward_left_arena(+Where, +To, +State0, +Player, +Card, -State)// is det.
%
%   Card, Player's Ward permanent, was destroyed in Where (equipment,
%   chain, arena) as its Ward applied (FAB-524, FAB-526, FAB-804,
%   FAB-650), To where it went (null: not destroyed): out of the arena
%   or the equipment zone it left the arena, and card_texts_aurora.pl's
%   left_arena_text//4 applies its texts (FAB-1440); off the combat
%   chain, nothing.  keywords_defense.pl's wards//6,
%   card_texts_arakni.pl's unpreventable_wards//5 and
%   card_texts_quell.pl's quell_destroy_each//3 call it: each runs over
%   a list of Ward permanents taken before the damage, so a token made
%   here is not one of them.

illus_ward_left_arena(Where, To, S0, Who, C, S) -->
    (   { Where \== chain, To \== null }
    ->  illus_ward_gone(S0, Who, C.put(leaves_mid_damage, true), S)   % card_texts_leaves.pl (FAB-1181): in the middle of the damage
    ;   { S = S0 }
    ).

%   illus_ward_gone(+S0, +Player, +Card, -S)//: Card, Player's Ward
%   permanent, left the arena as its Ward applied: Haze Shelter's Ward X
%   said (FAB-1442), and, where a text read triggers as it leaves, an
%   event says so (FAB-1440) before left_arena_text//4 applies it.
illus_ward_gone(S0, Who, C, S) -->
    { card_id(C, Id) },
    (   { text_read_name(C, Name),
          card_text_read(Name, illus_ward_x_blue_pitched(_, _)),
          card_keyword_value(C, "Ward", X)       % illus_ward_card/4's
        }
    ->  (   { pitched_blue(S0, Who, Blue) }
        ->  [ event('FAB-1442', illus_haze_ward, _{player:Who, card:Id, ward:X, blue:Blue}) ]
        ;   [ event('FAB-1442', illus_haze_ward, _{player:Who, card:Id, ward:X}) ]
        )
    ;   []
    ),
    (   { illus_leave_text(C) }
    ->  [ event('FAB-1440', illus_ward_left_arena, _{player:Who, card:Id}) ]
    ;   []
    ),
    left_arena_text(S0, Who, C, S).             % card_texts_aurora.pl (FAB-1081)

%   illus_leave_text(+Card): a text read of Card's triggers as it leaves
%   the arena (left_arena_text//4's chain).
illus_leave_text(C) :-
    text_read_name(C, Name),
    card_text_read(Name, R),
    functor(R, F, _),
    memberchk(F, [leaves_arena_creates, florian_leaves_arena_gains_life, illus_leaves_arena_blue_creates]),
    !.

message(event(illus_haze_ward, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { get_dict(blue, F, B) }
    ->  { event_card(S0, B, BL) },
        [ "~w has Ward ~d: ~w has pitched a blue card this turn (~w)"-[L, F.ward, F.player, BL] ]
    ;   [ "~w has Ward ~d: ~w has pitched no blue card this turn"-[L, F.ward, F.player] ]
    ).
message(event(illus_ward_left_arena, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, destroyed as it prevented damage, has left the arena: its text that triggers as it leaves applies"-[L] ].

%!  illus_prevent_left(+State0, +Move, +State1, -State)// is det.
%
%   The prevent move Move answered a choice of State0 (FAB-526, FAB-648,
%   FAB-804) and the damage went on to State1: each Ward or Spellvoid
%   permanent of the arena it named, destroyed as it applied, left the
%   arena, and its texts apply now (FAB-1440), after the damage event
%   (a token so created is not one of that damage's Ward permanents).
%   choices.pl's, card_texts_quell.pl's and card_texts_arakni.pl's
%   effect(prevent) call it.

illus_prevent_left(S0, M, S1, S) -->
    { Who = M.player,
      (   key_value(cards, M, [], Ids),
          prevention(S0, Who, Ids, Used)        % choices.pl
      ->  true
      ;   Used = []
      ),
      findall(C, ( member(Where-C-K-_, Used),
                   memberchk(K, ["Ward", "Spellvoid"]),
                   Where \== chain ), Cs0),
      maplist(card_id, Cs0, Gone),
      maplist(leaves_together(Gone), Cs0, Cs)   % card_texts_leaves.pl (FAB-1181): they left together
    },
    illus_left_each(Cs, Who, S1, S).

illus_left_each([], _, S, S) --> [].
illus_left_each([C|Cs], Who, S0, S) -->
    illus_ward_gone(S0, Who, C, S1),
    illus_left_each(Cs, Who, S1, S).

                 /*******************************
                 *        WANING VENGEANCE      *
                 *******************************/

rule('FAB-1441', effect, "Waning Vengeance: leaving the arena after a blue card pitched this turn, a Spectral Shield token",
     "When Waning Vengeance (an instant aura, cost 1; its Ward 3, 2, 1 the keyword's, FAB-524) leaves its controller's arena (destroyed by its own Ward as it prevents damage, FAB-1440, or by any effect rulecheck applies, or returned to the hand), if that player has pitched a blue card this turn (a blue card of their pitch zone: pitched_blue/3, FAB-1094), a Spectral Shield token (an Illusionist aura with Ward 1) is created in their arena (its id Waning Vengeance's and -spectral-shield); else nothing, and an event says so. rulecheck resolves the triggered-layer at once, as FAB-1081 does.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Waning Vengeance: \"When this leaves the arena, if you've pitched a blue card this turn, create a Spectral Shield token. Ward 3\" (Ward 2 yellow, Ward 1 blue). CR 6.6 and 6.6.5 (a triggered effect on leaving the arena; its condition is checked as it resolves, 1.8.4), 8.3.20 (Ward), 1.14.3 and 3.14 (a pitched card is in its player's pitch zone until the end phase), 2.1.2 (colour), 8.5.2 (create), 3.0.12 (tokens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the blue cards pitched this turn off the pitch zone, as Waxing Specter's (FAB-1350).")).

%!  illus_left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's permanent, left the arena: the texts read here that
%   trigger then (Waning Vengeance, FAB-1441).  card_texts_aurora.pl's
%   left_arena_text//4 calls it, last of its chain.

illus_left_arena_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, illus_leaves_arena_blue_creates(Token)),
          card_id(C, Id)
        }
    ->  (   { pitched_blue(S0, Who, Blue) }         % card_texts_nuu.pl (FAB-1094)
        ->  { tokens_created(Id, Who, Who, [Token], S0, S, [TId], More) },   % tokens_created.pl
            [ event('FAB-1441', illus_left_arena_blue_token, _{player:Who, card:Id, name:Token, token:TId, blue:Blue}) ],
            tokens_more_made(Who, Id, More)
        ;   { S = S0 },
            [ event('FAB-1441', illus_left_arena_no_blue, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

%!  illus_left_arena_player(+State0, +Player, +Card, +P0, -P)// is det.
%
%   Card left Player's arena to pay a cost (card_texts_aurora.pl's
%   activation_aura_destroyed//6, on the player's dict P0): Waning
%   Vengeance's token then (FAB-1441), the blue cards read off P0's pitch
%   zone.

illus_left_arena_player(S0, Who, C, P0, P) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, illus_leaves_arena_blue_creates(Token)),
          card_id(C, Id)
        }
    ->  (   { key_value(pitch, P0, [], Cs),
              member(B, Cs), is_dict(B),
              card_printing(B, _, Colour), Colour == "blue",
              card_id(B, Blue)
            }
        ->  { player_tokens_created(S0, Id, Who, [Token], P0, P, [TId], More) },   % tokens_created.pl
            [ event('FAB-1441', illus_left_arena_blue_token, _{player:Who, card:Id, name:Token, token:TId, blue:Blue}) ],
            tokens_more_made(Who, Id, More)
        ;   { P = P0 },
            [ event('FAB-1441', illus_left_arena_no_blue, _{player:Who, card:Id}) ]
        )
    ;   { P = P0 }
    ).

message(event(illus_left_arena_blue_token, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.blue, B), a_or_an(F.name, A) },
    [ "~w leaves the arena: ~w has pitched a blue card this turn (~w), so ~w ~w token (~w) is created in their arena"-[L, F.player, B, A, F.name, F.token] ].
message(event(illus_left_arena_no_blue, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves the arena: ~w has pitched no blue card this turn, so no token is created"-[L, F.player] ].

                 /*******************************
                 *          HAZE SHELTER        *
                 *******************************/

rule('FAB-1442', effect, "Haze Shelter: Ward 4 (3, 2) once its controller has pitched a blue card this turn, else Ward 1",
     "Haze Shelter (an instant aura, cost 2) has Ward X (FAB-524): X is 4 (red; 3 yellow, 2 blue) while its controller has pitched a blue card this turn (a blue card of their pitch zone: pitched_blue/3, FAB-1094), else 1. X is read whenever its Ward is: as damage is about to be dealt to that player's hero (so a blue card pitched earlier that turn, for it or for anything else, counts), in a ward or prevent move's order, and in what the position shows. A blue card pitched on an earlier turn has left the pitch zone at that turn's end (FAB-1094) and counts not.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Haze Shelter: \"Ward X, where X is 4 if you've pitched a blue card this turn, otherwise X is 1.\" (3 yellow, 2 blue). CR 8.3.20 (Ward N: if you would be dealt damage, destroy this to prevent N of that damage), 1.7.4 (a static ability of a permanent is functional in the arena), 5.4.7 (a condition read as the ability applies), 1.14.3 and 3.14 (a pitched card is in its player's pitch zone until the end phase), 2.1.2 (colour), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data gives Haze Shelter the keyword Ward with no number; rulecheck reads X off the pitch zone, as Waxing Specter's condition (FAB-1350).")).

%!  illus_ward_card(+State, +Player, +Card0, -Card) is det.
%
%   Card0, a permanent of Player's arena, as its Ward is read: Haze
%   Shelter's text read, Card0 with its Ward X as keyword_abilities
%   (FAB-1442); any other, Card0 itself.  keywords_defense.pl's
%   ward_source/4 calls it.

illus_ward_card(S, Who, C0, C) :-
    (   text_read_name(C0, Name),
        card_text_read(Name, illus_ward_x_blue_pitched(Amounts, Else)),
        card_prop(C0, pitch, Pitch),
        nth1(Pitch, Amounts, Hi)
    ->  (   pitched_blue(S, Who, _)             % card_texts_nuu.pl (FAB-1094)
        ->  X = Hi
        ;   X = Else
        ),
        format(string(K), "Ward ~d", [X]),
        C = C0.put(keyword_abilities, [K])
    ;   C = C0
    ).

                 /*******************************
                 *        ASTRAL ETCHINGS       *
                 *******************************/

rule('FAB-1443', effect, "Astral Etchings: +1 power counters on target aura with ward its player controls",
     "Astral Etchings (a non-attack action, cost 1; its text read) targets an aura with ward its player controls (a card or token of their arena with the subtype Aura and the keyword Ward: a Spectral Shield, a Waning Vengeance, a Haze Shelter, ...) as it is played (FAB-622: the play move names it, `target`; with no such aura it cannot be played, and an aura of the other player's arena, or one without ward, breaks FAB-622). As it resolves, if the target is still an aura with ward of its player's arena, three +1 power counters are put on it (red; two yellow, one blue: its power_counters); if not, it fails to resolve and nothing happens. The counters add to the aura's power as it attacks (Cosmo, Scroll of Ancestral Tapestry and Iris of Reality make auras weapons: FAB-1570 ... FAB-1573).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Astral Etchings: \"Put three +1{p} counters on target aura with ward you control.\" (two yellow, a blue). CR 1.8.5 and 5.1.4a (a target is declared as the card is played), 5.1.5 (a card whose parameters are illegal is illegal to play), 5.3.2a (a layer whose targets are all illegal fails to resolve), 1.5.1 and 1.5.2 (counters; a +1{p} counter modifies the object's power), 1.3.1b (the controller of a permanent), 8.3.20 (Ward), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, illus_ward_aura_of(Id), illus_counters(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, illus_ward_aura_counters_instant_with(_, Ns)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Ns, N),
    card_id(C, Id).

targeted_rule(C, 'FAB-1443') :-
    text_read_name(C, Name),
    card_text_read(Name, illus_ward_aura_counters_instant_with(_, _)).

%   An aura with ward of the arena of the player who holds the card Id
%   (in hand or arsenal, or its layer's controller on the stack).
legal_target(S, illus_ward_aura_of(Id), T) :-
    card_player(S, Id, Who),                  % position.pl
    illus_ward_aura(S, Who, T).

%   illus_ward_aura(+S, +Player, ?Id): Id is an aura with ward of
%   Player's arena.
illus_ward_aura(S, Who, T) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    member(A, Arena),
    card_subtypes(A, Ss), memberchk("Aura", Ss),
    (   card_prop(A, keywords, Ks), is_list(Ks), memberchk("Ward", Ks)
    ->  true
    ;   card_keyword(A, "Ward", _)
    ),
    card_id(A, T).

spec_words(illus_ward_aura_of(_), "an aura with ward its player controls").

%   Not a graveyard: card_texts_briar.pl's words for an illegal target
%   (\"targets <spec words>, and T is not one\") fit this arena target, and
%   card_texts_katsu_bravo.pl's (the combat chain or the stack) do not.
graveyard_target_spec(illus_ward_aura_of(_)).

oldhim_target_effect(illus_counters(_)).

%   The layer L of Astral Etchings C resolves: its target T, still an aura
%   with ward of its controller's arena, gets N +1 power counters
%   (FAB-1443); else it fails to resolve.
oldhim_target_resolves(illus_counters(N), S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id) },
    (   { illus_ward_aura(S0, Who, T),
          enigma_counters_put(S0, Who, T, N, S)    % card_texts_enigma.pl (FAB-1348)
        }
    ->  [ event('FAB-1443', illus_counters_put, _{player:Who, card:Id, target:T, counters:N}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(illus_counters_put, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w resolves: ~d +1 power counter(s) are put on ~w, an aura with ward ~w controls"-[L, F.counters, T, F.player] ].

rule('FAB-1444', effect, "Astral Etchings: played as though it were an instant while its player controls a Spectral Shield",
     "While a player controls a Spectral Shield (a token of their arena), Astral Etchings (its text read) is played by them as though it were an instant (CR 8.1.1d): any time they have priority (the stack need not be empty, FAB-313; the combat chain may be open, FAB-307, in any step a player gets priority but the defend step, FAB-207), on either player's turn, and it costs no action point (FAB-306: none is spent, and a player without one may play it). It is still an action card. A layer of it on the stack above another, or during combat, is one it may be (states.pl's misplaced_layer/4 allows it). The card says \"may\": a play move that says `as_action: true` plays it as an action instead (FAB-1541), its player's choice; one that does not plays it as though it were an instant, and an event says so.",
     ruling("Типи здібностей схожі на типи карт: дії вимагають очка дії, миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Astral Etchings: \"If you control a Spectral Shield, you may play this as though it were an instant.\" CR 8.1.1d (an action card played as though it were an instant is still considered an action, but it can be played any time the player has priority and does not cost an action point), 8.1.6a (instants), 1.3.1b (the controller of a permanent), 3.0.12 (tokens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  illus_as_instant(+State, +Move) is semidet.
%
%   Move plays Astral Etchings while its player controls a Spectral
%   Shield: it is played as though it were an instant (FAB-1444, CR
%   8.1.1d).  rulebook.pl's FAB-306 and action_kind/5 (FAB-307,
%   FAB-313) ask it, and effects.pl's effect(play) spends no action point
%   for it.

illus_as_instant(S, M) :-
    get_dict(action, M, "play"),
    \+ get_dict(as_action, M, true),          % played as an action: its player's choice (FAB-1541)
    played_card(S, M, P, C),                    % position.pl
    text_read_name(C, Name),
    card_text_read(Name, illus_ward_aura_counters_instant_with(Token, _)),
    controls_named(P, Token).                   % card_texts.pl
illus_as_instant(S, M) :-
    leaves_as_instant(S, M).                    % card_texts_leaves.pl: Vengeful Apparition's next aura (FAB-1182)

%!  illus_instant_layer(+State, +Layer) is semidet.
%
%   Layer is a card layer of Astral Etchings: it may have been played as
%   though it were an instant (FAB-1444), so it may be on the stack above
%   another layer or during combat.  states.pl's misplaced_layer/4 asks
%   it (whether its player controlled a Spectral Shield as they played it
%   the position does not say).

illus_instant_layer(_, L) :-
    layer_card(L, C),
    text_read_name(C, Name),
    card_text_read(Name, illus_ward_aura_counters_instant_with(_, _)).
illus_instant_layer(S, L) :-
    leaves_instant_layer(S, L).                 % card_texts_leaves.pl: Vengeful Apparition's next aura (FAB-1182)

%!  illus_instant_played(+State0, +Move)// is det.
%
%   An action card Move plays spends no action point: played as though
%   it were an instant (FAB-1444), an event says so.  effects.pl's
%   effect(play) calls it.

illus_instant_played(S0, M) -->
    (   leaves_instant_played(S0, M)            % card_texts_leaves.pl: Vengeful Apparition's next aura (FAB-1182)
    ->  []
    ;   { illus_as_instant(S0, M) }
    ->  [ event('FAB-1444', illus_played_as_instant, _{player:M.player, card:M.card}) ]
    ;   []
    ).

message(event(illus_played_as_instant, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w controls a Spectral Shield: ~w is played as though it were an instant (no action point is spent)"-[F.player, L] ].

rule_fact(Rule, S, M, illus_as_instant(M.player, C)) :-
    memberchk(Rule, ['FAB-306', 'FAB-307', 'FAB-313']),
    illus_as_instant(S, M),
    \+ leaves_as_instant(S, M),                 % card_texts_leaves.pl: its own fact (FAB-1182)
    played_card(S, M, _, C).

fact_words(illus_as_instant(Who, C)) -->
    { card_label(C, L) },
    [ "~w controls a Spectral Shield, so ~w is played as though it were an instant (no action point, any time ~w has priority)"-[Who, L, Who] ].
