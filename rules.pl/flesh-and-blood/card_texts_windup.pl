/*  Flesh and Blood: Agile Windup and Mighty Windup, an ability activated
    from the hand.

    Part of game.pl, included after card_texts_rhinar_blitz.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - an activated ability whose cost can be paid only from the hand
      ("Discard this") is functional there (CR 1.7.4b): the card is
      activated from its player's hand, listed as any activation, and
      nowhere else (FAB-790);
    - Agile Windup and Mighty Windup: "Instant - Discard this: Create an
      Agility token." / "... a Might token." (FAB-791): the discard is a
      discard like an additional cost's, so a Windup with 6 or more power
      is recorded for the turn (FAB-679) and sets off Rhinar (FAB-570)
      and Romping Club (FAB-555).

    A card in a player's hand whose text rulecheck does not read could
    have such an ability: activating it is "unknown" naming the card
    (FAB-119, activation_text/4), never "illegal".
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5,
   broken/4, rule_fact/4, fact_words//1, text_abilities/2.

%   The texts read here (card_text_read/2):
%
%       hand_ability_creates_token(Name)   Agile Windup: "Instant -
%                               Discard this: Create an Agility token.";
%                               Mighty Windup: "Instant - Discard this:
%                               Create a Might token." (FAB-790, FAB-791)

card_text_read("Agile Windup", hand_ability_creates_token("Agility")).
card_text_read("Mighty Windup", hand_ability_creates_token("Might")).

%   Their one ability: an instant, no resource point, its cost the card
%   itself discarded from the hand (discard_self), activated from there
%   (from: hand); what it does is read at resolution (effect other,
%   ability_reading/1).
text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                        discard_self:true, from:"hand"}]) :-
    card_text_read(Name, hand_ability_creates_token(_)).

                 /*******************************
                 *   AN ABILITY FROM THE HAND   *
                 *******************************/

rule('FAB-790', constraint, "An ability activated from the hand only where its text puts it there",
     "A card's activated ability is functional only in the arena (FAB-401), unless its cost can only be paid from the hand or its text says it is activated there: Agile Windup's and Mighty Windup's \"Instant - Discard this: ...\" are activated from their player's hand (listed as any activation: an activate move naming the card and ability 0, no resource point, so no pitch), the card discarded as the cost, and from nowhere else: in the arsenal, the graveyard or on the combat chain the card cannot be discarded, and its ability cannot be activated. An instant's timing is FAB-307's and FAB-312's. A card in the hand whose text rulecheck does not read could have such an ability: activating it is unknown and names the card (FAB-119), not illegal.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Agile Windup: \"Instant - Discard this: Create an Agility token.\"; Mighty Windup: \"Instant - Discard this: Create a Might token.\" CR 1.7.4 (an ability is functional only while its source is in the arena), 1.7.4b (an activated ability is functional when its cost can only be paid, or its text says it can be activated, while its source is private or outside the arena), 5.2.1 (an activated ability's cost and effect), 8.5.5 (discard: from the hand to the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hand_ability(+Card, -Index, -Ability) is nondet.
%
%   Card's text gives it an activated ability Ability (at Index) that is
%   activated from its player's hand (CR 1.7.4b; FAB-790).

hand_ability(C, I, Ab) :-
    card_abilities(C, As),
    nth0(I, As, Ab),
    get_dict(from, Ab, "hand").

%!  hand_activated_card(+Player:dict, +Id, -Card) is semidet.
%
%   Card, with the id Id, is in Player's hand and an activate move may
%   name it: its text gives it an ability activated from the hand
%   (FAB-790), or rulecheck does not read its text, which could
%   (abilities_unread/1: the answer is FAB-119's, unknown).
%   position.pl's activated_card/5 and FAB-401 ask it.

hand_activated_card(P, Id, C) :-
    card_in(P, hand, Id, C),
    (   hand_ability(C, _, _)
    ->  true
    ;   abilities_unread(C)
    ),
    !.

%!  hand_ability_option(+Player:dict, -Card) is nondet.
%
%   A card of Player's hand with an ability activated from there: the
%   activations moves.pl's activate_option/5 lists.

hand_ability_option(P, C) :-
    member(C, P.hand),
    once(hand_ability(C, _, _)).

%   A hand ability named where its card is not in its player's hand (the
%   arsenal, the graveyard, the combat chain): its cost cannot be paid.
broken('FAB-790', S, M, hand_ability_not_in_hand(C, Zone)) :-
    get_dict(action, M, "activate"),
    player(S, M.player, P),
    \+ card_in(P, hand, M.card, _),
    (   member(Zone, [arsenal, graveyard, banished, pitch]),
        card_in(P, Zone, M.card, C)
    ->  true
    ;   once(( state_card(S, C), card_id(C, Id0), Id0 == M.card )),
        Zone = elsewhere
    ),
    once(hand_ability(C, _, _)).

message(hand_ability_not_in_hand(C, Zone)) -->
    { card_label(C, L), zone_words_windup(Zone, W) },
    [ "~w's ability is activated from the hand, discarding it as its cost: ~w is ~w, not in the hand"-[L, L, W] ].

zone_words_windup(elsewhere, "on the combat chain or the stack") :- !.
zone_words_windup(Zone, W) :-
    format(string(W), "in the ~w", [Zone]).

rule_fact('FAB-790', S, M, hand_abilities(Who, Cards)) :-
    get_dict(action, M, "activate"),
    Who = M.player,
    player(S, Who, P),
    findall(C, hand_ability_option(P, C), Cards).

fact_words(hand_abilities(Who, [])) --> !,
    [ "no card in ~w's hand has an ability activated from the hand"-[Who] ].
fact_words(hand_abilities(Who, Cards)) -->
    { maplist(card_label, Cards, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "abilities activated from ~w's hand: ~w"-[Who, T] ].

%!  hand_ability_cost(+Ability, +Id, +Player0, -Player, -Card)// is semidet.
%
%   Ability's cost discards its card Id from Player0's hand (FAB-790):
%   Card is the card discarded.  effects.pl's activate effect calls it.

hand_ability_cost(Ab, Id, P0, P, C) -->
    { get_dict(discard_self, Ab, true),
      take_card(P0, hand, Id, C, P1),
      add_cards(P1, graveyard, [C], P)
    },
    [ event('FAB-790', discarded_as_ability_cost, _{player:P0.name, card:Id}) ].

%!  hand_activated_text(+State0, +Player, +Id, +Ability, -State)// is det.
%
%   After an activation whose cost discarded its card Id: what the
%   discard sets off, as an additional cost's does (card_texts_rhinar_
%   blitz.pl's discarded_text//5: the record FAB-679, Romping Club
%   FAB-555, Rhinar FAB-570).

hand_activated_text(S0, Who, Id, Ab, S) -->
    (   { get_dict(discard_self, Ab, true),
          player(S0, Who, P),
          card_in(P, graveyard, Id, C)
        }
    ->  discarded_text(S0, Who, C, Id, S)
    ;   { S = S0 }
    ).

message(event(discarded_as_ability_cost, F, S0)) -->
    { event_card(S0, F.card, C) },
    [ "~w discards ~w from their hand to pay for its ability"-[F.player, C] ].

                 /*******************************
                 *   AGILE AND MIGHTY WINDUP    *
                 *******************************/

rule('FAB-791', effect, "Agile Windup, Mighty Windup: an Agility or a Might token",
     "Agile Windup's instant ability (its cost: discard it from the hand, FAB-790) resolves into an Agility token in its controller's arena; Mighty Windup's into a Might token (their ids: the Windup's id and \"-agility\" or \"-might\", numbered if taken). Each token then does what the vocabulary says (FAB-211) at the start of that player's next turn. The discard is a discard like an additional cost's: a Windup with 6 or more power (red 7, yellow 6) is recorded for the turn (FAB-679) and sets off Rhinar's intimidate in its player's action phase (FAB-570) and a Romping Club's power (FAB-555); a blue Windup (5 power) sets off none of them.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Agile Windup: \"Instant - Discard this: Create an Agility token.\"; Mighty Windup: \"Instant - Discard this: Create a Might token.\" CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 1.3.4 (a token), 8.5.5 (discard), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(hand_ability_creates_token(_)).

ability_reading_resolved(hand_ability_creates_token(Token), S0, Who, Id, S) -->
    tokens_made([Token], 'FAB-791', token_made_by_ability, Who, Id, S0, S).
