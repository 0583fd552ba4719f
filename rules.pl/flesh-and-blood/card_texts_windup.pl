/*  Flesh and Blood: Agile Windup and Mighty Windup, an ability activated
    from the hand; Kayo.

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

    And Kayo: his attack action cards' +1 power off the combat chain,
    which every read of a power off the chain takes from one relation,
    power_where/4 (FAB-792); the Might token of his first discard of 6 or
    more power in an action phase (FAB-793); his one weapon zone
    (FAB-794).
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

                 /*******************************
                 *             KAYO             *
                 *******************************/

%       owned_attack_actions_power_off_chain(N), first_discard_of_power_might(Min),
%       one_weapon_zone   Kayo: "You have 1 weapon zone. Attack action
%                               cards you own get +1{p} while they are in
%                               any zone other than the combat chain. The
%                               first time you discard a card with 6 or
%                               more {p} during each of your action phases,
%                               create a Might token." (FAB-792 ... FAB-794)

card_text_read("Kayo", owned_attack_actions_power_off_chain(1)).
card_text_read("Kayo", first_discard_of_power_might(6)).
card_text_read("Kayo", one_weapon_zone).

rule('FAB-792', effect, "Kayo: attack action cards off the combat chain have +1 power",
     "The attack action cards a player owns whose hero is Kayo have +1 power in every zone but the combat chain: in the hand, the deck, the graveyard, the arsenal, the pitch zone, on the stack. Every place rulecheck reads the power of a card off the chain reads it through one relation, power_where/4 (the card's power where it is, for its owner): a discard for an additional cost with 6 or more power (Beat Chest, FAB-305), Breakneck Battery's go again (FAB-549), Savage Feast's draw (FAB-556), Romping Club's +1 (FAB-555), the discarded_power record (FAB-679) Ball Breaker and Mandible Claw read (FAB-680), Bare Fangs' +2 (FAB-681), Pack Call's reveal (FAB-683), Kayo's own Might token (FAB-793). On the combat chain an attack has its printed power (an attack action card attacking, or defending: Phantasm's defender, FAB-511). Another player's hero gives nothing; a hero whose abilities are lost (Crush Confidence, FAB-624) neither. With Kayo's text not read (text_read false) a discard it could make eligible is unknown, naming Kayo (FAB-119).",
     ruling("",
            "Kayo: \"You have 1 weapon zone. Attack action cards you own get +1{p} while they are in any zone other than the combat chain. The first time you discard a card with 6 or more {p} during each of your action phases, create a Might token.\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify power), 1.2.1 (an owner), 3.0.1 (zones), 7.0.3 (the combat chain), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  power_where(+State, +Owner, +Card, -Power) is det.
%
%   The power of Card, owned by Owner, where it is now, off the combat
%   chain (the hand, the deck, the graveyard, the arsenal, the pitch
%   zone, the stack): its power (card_power/2, its counters too) and
%   what its owner's hero's text adds there (Kayo: +1 to an attack action
%   card, FAB-792).  Every read of the power of a card off the chain
%   goes through it, so that the bonus is applied everywhere or nowhere.

power_where(S, Who, C, Pw) :-
    card_power(C, P0),
    (   owner_power_bonus(S, Who, C, N)
    ->  Pw is P0 + N
    ;   Pw = P0
    ).

owner_power_bonus(S, Who, C, N) :-
    card_type(C, "attack action"),
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, owned_attack_actions_power_off_chain(N)),
    \+ hero_abilities_lost(S, Who),             % Crush Confidence: card_texts_bravo.pl (FAB-624)
    !.

%   With Kayo's text not read (text_read false), an answer his +1 could
%   reverse is unknown, naming the hero (FAB-119): a discard for an
%   additional cost it could make eligible (an attack action card short
%   of the power by no more than the bonus: allowed_by_text/5), and where
%   Pack Call puts such a card (FAB-684: either answer).
:- discontiguous allowed_by_text/5, depends_on_text/4.
allowed_by_text(S, M, Ids, About, text_could_allow(Hero, play, Ids)) :-
    (   is_list(Ids) -> Ids == ['FAB-305'] ; true ),
    get_dict(action, M, "play"),
    get_dict(discard, M, [_|_]),
    played_card(S, M, P, C),
    card_additional_cost(C, Spec),
    spec_min_power(Spec, Min),
    member(D, M.discard),
    card_in(P, hand, D, DC),
    hidden_power_bonus(S, P.name, DC, Min, Hero),
    !,
    card_about(Hero, About).
allowed_by_text(S, M, Ids, About, text_could_allow(Hero, other, Ids)) :-
    (   is_list(Ids) -> Ids == ['FAB-684'] ; true ),
    hidden_bonus_top(S, M, Hero),
    card_about(Hero, About).
depends_on_text(S, M, About, text_could_forbid(Hero, other)) :-
    hidden_bonus_top(S, M, Hero),
    card_about(Hero, About).

%   hidden_power_bonus(+S, +Owner, +Card, +Min, -Hero): Owner's hero has
%   a power bonus rulecheck reads (Kayo's), its text not read here, that
%   would lift Card, an attack action card, from under Min to Min or more.
hidden_power_bonus(S, Who, C, Min, Hero) :-
    player(S, Who, P),
    Hero = P.hero,
    text_unread(Hero),
    get_dict(name, Hero, HName),
    card_text_read(HName, owned_attack_actions_power_off_chain(N)),
    card_type(C, "attack action"),
    card_power(C, Pw),
    Pw < Min, Pw + N >= Min,
    !.

%   hidden_bonus_top(+S, +Move, -Hero): Move puts the top card Pack Call
%   revealed (FAB-683), which Hero's hidden bonus could keep on top.
hidden_bonus_top(S, M, Hero) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "revealed_top",
    get_dict(player, M, Who),
    player(S, Who, P),
    P.deck = [Top|_],
    card_id(Top, TId),
    get_dict(card, M, Id), Id == TId,
    hidden_power_bonus(S, Who, Top, 6, Hero).

rule('FAB-793', effect, "Kayo: the first discard of 6 or more power in an action phase makes a Might token",
     "The first time in their action phase that a player whose hero is Kayo discards a card with 6 or more power (as power_where/4 reads it there: Kayo's +1 counts, FAB-792), a Might token is created in their arena: as the turn records the discard (FAB-679), once. A turn whose effects already record such a discard makes none (a position given in the middle of a turn says so in its effects, FAB-679's ruling). The discards rulecheck records are those FAB-679 names (an additional cost's, a random discard's, a Windup's cost, FAB-790).",
     ruling("",
            "Kayo: \"... The first time you discard a card with 6 or more {p} during each of your action phases, create a Might token.\" CR 6.6 (a triggered effect), 8.5.5 (discard), 4.3 (the action phase), 8.6.26 (Might), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Rhinar's intimidate (FAB-570) and the tokens of FAB-211: it makes a token and touches nothing a player could answer in between.")).

%!  kayo_discard_might(+State0, +Player, +Kind, +SourceId, -State)// is det.
%
%   The turn has just recorded Player's first discard of 6 or more power
%   (Kind discarded_power, FAB-679): in their action phase, with Kayo's
%   text read, a Might token (FAB-793).  card_texts_rhinar_blitz.pl's
%   turn_recorded//6 calls it.

kayo_discard_might(S0, Who, Kind, Src, S) -->
    kayo_power_counted(S0, Who, Kind, Src),
    kayo_might(S0, Who, Kind, S).

%   kayo_power_counted(+S, +Player, +Kind, +SourceId)//: the discard just
%   recorded has 6 or more power only with its owner's hero's bonus
%   (FAB-792): an event says so.
kayo_power_counted(S, Who, "discarded_power", Src) -->
    { once(( state_card(S, C), card_id(C, Id0), Id0 == Src )),
      card_power(C, P0),
      power_where(S, Who, C, Pw),
      Pw > P0
    },
    !,
    [ event('FAB-792', power_off_chain, _{player:Who, card:Src, printed:P0, power:Pw}) ].
kayo_power_counted(_, _, _, _) --> [].

message(event(power_off_chain, F, S0)) -->
    { event_card(S0, F.card, C), D is F.power - F.printed },
    [ "~w has ~d power off the combat chain (~d printed, +~d from ~w's hero)"-[C, F.power, F.printed, D, F.player] ].

kayo_might(S0, Who, "discarded_power", S) -->
    { S0.phase == "action",
      player(S0, Who, P),
      text_read_name(P.hero, Name),
      card_text_read(Name, first_discard_of_power_might(_)),
      \+ hero_abilities_lost(S0, Who),
      card_id(P.hero, HId)
    },
    !,
    tokens_made(["Might"], 'FAB-793', token_made_by_hero, Who, HId, S0, S).
kayo_might(S, _, _, S) --> [].

message(event(token_made_by_hero, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w's first discard of 6 or more power this action phase: ~w makes a ~w token (~w) in ~w's arena"-[F.player, By, F.name, F.card, F.player] ].

rule('FAB-794', state, "Kayo: one weapon zone",
     "A player whose hero is Kayo has one weapon zone, not two (FAB-113): their weapons, off-hand and quiver take at most one zone, so a 2H weapon, or two 1H weapons, is more than they can have.",
     ruling("Зброя - Почніть гру зі своєю зброєю в цій зоні.",
            "Kayo: \"You have 1 weapon zone. ...\" CR 3.0.2, 3.16.2 (weapon zones), 1.7.4d (a meta-static ability applies outside the game, as the deck is built), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

invalid('FAB-794', S, Path, one_weapon_zone(Name, Hands)) :-
    nth0(I, S.players, P),
    text_read_name(P.hero, HName),
    card_text_read(HName, one_weapon_zone),
    equipped_cards(S, I, Cards),
    findall(H-Path0, ( nth0(K, Cards, C-Path0), zones_taken(Cards, K, C, H) ), Used),
    pairs_keys(Used, Hs),
    sum_list(Hs, Hands),
    Hands > 1,
    \+ Hands > 2,                               % more than two is FAB-113's
    findall(Pth, ( member(H0-Pth, Used), H0 > 0 ), Pths),
    last(Pths, Path),
    Name = P.name.

message(one_weapon_zone(Name, Hands)) -->
    [ "~w's hero, Kayo, has one weapon zone; their weapons, off-hand and quiver take ~d"-[Name, Hands] ].

                 /*******************************
                 *   AN UNKNOWN CARD DISCARDED  *
                 *******************************/

%   A play that discards an unknown card for its additional cost (a random
%   discard: Breakneck Battery's, Savage Feast's), where a text read here
%   reads the power of that discard (the card played, its player's hero
%   or weapon: discard_power_reader/4): what the play sets off depends on
%   the card, which the position does not show.  The answer is unknown,
%   naming the card (FAB-106: the position names it first), never a guess
%   that it has less than 6 power.

depends_on_text(S, M, About, unknown_discard_read(D, Reader)) :-
    get_dict(action, M, "play"),
    get_dict(discard, M, [_|_]),
    played_card(S, M, P, C),
    member(Id, M.discard),
    card_in(P, hand, Id, D),
    unknown_card(D),
    discard_power_reader(S, P.name, C, Reader),
    !,
    card_about(D, About).

%!  discard_power_reader(+State, +Player, +Played, -Reader) is semidet.
%
%   Reader's text, read here, reads the power of what Player discards
%   playing Played: Played itself (Breakneck Battery, Savage Feast), their
%   hero (Rhinar, Kayo) or a weapon of theirs (Romping Club, Ball Breaker,
%   Mandible Claw) in their own turn.

discard_power_reader(S, Who, C, Reader) :-
    player(S, Who, P),
    (   Reader = C
    ;   S.turn_player == Who,
        (   Reader = P.hero
        ;   member(Reader, P.weapons)
        )
    ),
    text_read_name(Reader, Name),
    card_text_read(Name, Reading),
    discard_power_reading(Reading),
    !.

discard_power_reading(go_again_for_a_discard_of_power(_)).
discard_power_reading(attack_draws_after_a_discard_of_power(_)).
discard_power_reading(discard_intimidates(_)).
discard_power_reading(power_when_discarding_power(_, _)).
discard_power_reading(power_after_turn_record("discarded_power", _)).
discard_power_reading(go_again_after_turn_record("discarded_power")).
discard_power_reading(first_discard_of_power_might(_)).

message(unknown_discard_read(D, Reader)) -->
    { card_label(D, L), card_label(Reader, R) },
    [ "depends on ~w, a card the position does not show: ~w reads the power of the card discarded, so the position names it first (FAB-106)"-[L, R] ].
