/*  Flesh and Blood: the texts of Illusionist auras of the Enigma and
    Prism Blitz Decks.

    Part of game.pl, included after card_texts_zen.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - what leaves the arena however it leaves: a Ward permanent destroyed
      as its Ward prevents damage (FAB-524, and the prevent moves of
      FAB-526, FAB-804, FAB-650) now leaves the arena as a permanent
      destroyed by any other effect does, through card_texts_aurora.pl's
      left_arena_text//4 (FAB-1440): illus_ward_left_arena//6 is the one
      point the Ward paths call; an aura destroyed to pay for an ability
      (Bloodtorn Bodice, FAB-1082) reaches illus_left_arena_player//5;
    - Waning Vengeance: "When this leaves the arena, if you've pitched a
      blue card this turn, create a Spectral Shield token. Ward 3 (2, 1)"
      (FAB-1441);
    - Haze Shelter: "Ward X, where X is 4 (3, 2) if you've pitched a blue
      card this turn, otherwise X is 1." (FAB-1442: keywords_defense.pl's
      ward_source/4 gives the card its Ward X as it is read).

    The decks' other Illusionist cards (Vengeful Apparition, Essence of
    Ancestry: Mind, Astral Etchings, Cosmo, Scroll of
    Ancestral Tapestry, Iris of Reality, Merciful Retribution) are not
    read here: their text stays an assumption of the answers, or makes
    them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5.

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

card_text_read("Waning Vengeance", illus_leaves_arena_blue_creates("Spectral Shield")).
card_text_read("Haze Shelter", illus_ward_x_blue_pitched([4, 3, 2], 1)).

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
%   FAB-650), To where it went (null: not destroyed, a Quell paid for):
%   out of the arena or the equipment zone it left the arena,
%   and card_texts_aurora.pl's left_arena_text//4 applies its texts
%   (FAB-1440); off the combat chain, nothing.  keywords_defense.pl's
%   wards//6, choices.pl's prevent_each//5, card_texts_arakni.pl's
%   unpreventable_wards//5 and unpreventable_each//5 and
%   card_texts_quell.pl's quell_destroy_each//3 call it.

illus_ward_left_arena(Where, To, S0, Who, C, S) -->
    (   { Where \== chain, To \== null }
    ->  left_arena_text(S0, Who, C, S)          % card_texts_aurora.pl (FAB-1081)
    ;   { S = S0 }
    ).

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
        ->  { created_token(Id, Who, Token, S0-[], S-[TId]) },   % card_texts_kayo.pl
            [ event('FAB-1441', illus_left_arena_blue_token, _{player:Who, card:Id, name:Token, token:TId, blue:Blue}) ]
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
        ->  { new_token_id(S0, Id, Token, TId),  % card_texts.pl
              key_value(arena, P0, [], Arena),
              append(Arena, [_{id:TId, name:Token}], Arena1),
              P = P0.put(arena, Arena1)
            },
            [ event('FAB-1441', illus_left_arena_blue_token, _{player:Who, card:Id, name:Token, token:TId, blue:Blue}) ]
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
