/*  Flesh and Blood: the texts of the Rhinar Blitz Deck's cards.

    Part of game.pl, included after card_texts_quell.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Raw Meat's defense, +1 for an Agility token and +1 for a Might token
      its controller controls (FAB-670; Stand Ground's reading, FAB-545;
      its Temper is FAB-522's);
    - Smashback Alehorn's Agility and Might tokens (FAB-671);
    - Lead with Power and Lead with Speed: the next attack of one of two
      classes gets +N power, and a Might or an Agility token (FAB-672);
    - Flat Trackers and Gauntlet of Might: destroyed, an Agility or a
      Might token (FAB-673; their go again is the card data's, their
      Blade Break FAB-521's).

    The deck's other cards (Agile Windup, Mighty Windup, Assault and
    Battery, Pound Town, Rawhide Rumble, Bonebreaker Bellow, Beast Mode,
    Ball Breaker, Mandible Claw, Bare Fangs, Monstrous Veil, Pack Call)
    are not read here: their text stays an assumption of the answers, or
    makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5.

%   The texts read here (card_text_read/2):
%
%       defense_per_token(Names)    Raw Meat: "If you control an Agility
%                               token, this gets +1{d}. If you control a
%                               Might token, this gets +1{d}." (FAB-670;
%                               card_texts.pl's text_defense_bonus/4)
%       creates_tokens(Names)   Smashback Alehorn: "Create an Agility and
%                               a Might token." (FAB-671)
%       next_classes_attack_power(Classes, Amounts, Token)   Lead with
%                               Power: "Your next Brute or Guardian attack
%                               this turn gets +3{p}. Create a Might
%                               token." (+2 yellow, +1 blue); Lead with
%                               Speed: "Your next Brute or Warrior attack
%                               this turn gets +3{p}. Create an Agility
%                               token." (FAB-672)
%       ability_creates_token(Name)   Flat Trackers: "Action - Destroy
%                               this: Create an Agility token. Go again";
%                               Gauntlet of Might: "Action - Destroy this:
%                               Create a Might token. Go again" (FAB-673)

card_text_read("Raw Meat", defense_per_token(["Agility", "Might"])).
card_text_read("Smashback Alehorn", creates_tokens(["Agility", "Might"])).
card_text_read("Lead with Power", next_classes_attack_power(["Brute", "Guardian"], [3, 2, 1], "Might")).
card_text_read("Lead with Speed", next_classes_attack_power(["Brute", "Warrior"], [3, 2, 1], "Agility")).
card_text_read("Flat Trackers", ability_creates_token("Agility")).
card_text_read("Gauntlet of Might", ability_creates_token("Might")).

                 /*******************************
                 *            RAW MEAT          *
                 *******************************/

rule('FAB-670', effect, "Raw Meat: +1 defense for an Agility token, +1 for a Might token",
     "Raw Meat has +1 defense while its controller controls an Agility token and +1 more while they control a Might token (Stand Ground's reading, FAB-545): the damage it prevents while defending and its defense as the chain closes count them, so its Temper (FAB-522) destroys it only if its defense is 0 after the -1 defense counter. Without either token it has its printed defense, 0.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Raw Meat: \"If you control an Agility token, this gets +1{d}. If you control a Might token, this gets +1{d}. Temper.\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 and 2.0.3d (effects and counters modify defense, the counter too), 2.0.3c (a defense is never below 0), 8.3.10 (Temper: when the combat chain closes, a -1 defense counter, then destroyed if its defense is 0), 8.6.26 and 8.6.28 (Might and Agility stay in the arena until the start of their controller's turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  defense_token_rule(+Card, -Rule) is det.
%
%   The rule whose reading gives Card its defense for the tokens its
%   controller controls (card_texts.pl, text_defenses_applied//2): Raw
%   Meat's FAB-670, else Stand Ground's FAB-545.

defense_token_rule(C, Rule) :-
    (   text_read_name(C, "Raw Meat") -> Rule = 'FAB-670' ; Rule = 'FAB-545' ).

%!  defense_token_words(+State, +CardId, -Words:string) is det.
%
%   The tokens the text of the card CardId of State counts for its
%   defense, in words ("Might and Vigor", "Agility and Might").

defense_token_words(S, Id, Words) :-
    (   state_card(S, C), card_id(C, Id0), Id0 == Id,
        text_read_name(C, Name),
        card_text_read(Name, defense_per_token(Ts))
    ->  atomic_list_concat(Ts, ' and ', A),
        atom_string(A, Words)
    ;   Words = "Might and Vigor"
    ).

                 /*******************************
                 *       TOKENS A CARD MAKES     *
                 *******************************/

rule('FAB-671', effect, "Smashback Alehorn: an Agility and a Might token",
     "When Smashback Alehorn resolves, an Agility token and a Might token are created in its controller's arena (their ids: the card's id and \"-agility\", \"-might\", numbered if taken); each then does what the vocabulary says (FAB-211) at the start of that player's next turn. Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Smashback Alehorn: \"Create an Agility and a Might token. Go again\" CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.3.4 (a token is created in its controller's arena), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-672', effect, "Lead with Power, Lead with Speed: the next attack of two classes gets +N power, and a token",
     "When Lead with Power resolves, its player's next Brute or Guardian attack this turn (a card or a weapon's) gets +3 power (red), +2 (yellow) or +1 (blue), and a Might token is created in their arena; Lead with Speed's next Brute or Warrior attack gets the same, and an Agility token. The effect waits in the state's effects (kind next_attack_power, `classes`) until an attack of either class becomes a chain link (FAB-505): an attack of neither class leaves it waiting; it ends with the turn. Their go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Lead with Power: \"Your next Brute or Guardian attack this turn gets +3{p}. Create a Might token. Go again\" (+2{p} yellow, +1{p} blue); Lead with Speed: \"Your next Brute or Warrior attack this turn gets +3{p}. Create an Agility token. Go again\". CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 1.2.2d (an attack is an attack-card, -layer or -proxy: a weapon's attack too), 4.4.4 (an effect of this turn ends with it), 1.3.4 (a token), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  rhinar_blitz_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-671, FAB-672);
%   card_texts.pl's resolution_text//4 calls it.

rhinar_blitz_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, creates_tokens(Tokens)),
          card_id(C, Id)
        }
    ->  tokens_made(Tokens, 'FAB-671', Who, Id, S0, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_classes_attack_power(Classes, Amounts, Token)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, classes:Classes}, S1)
        }
    ->  [ event('FAB-672', classes_attack_effect_made, _{player:Who, card:Id, classes:Classes, amount:N}) ],
        tokens_made([Token], 'FAB-672', Who, Id, S1, S)
    ;   { S = S0 }
    ).

%!  classes_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   A next-attack Effect that names classes (`classes`, FAB-672) applies
%   only to an attack of one of them (card_texts.pl,
%   effect_fits_attack/2).

classes_effect_fits_attack(E, A) :-
    (   get_dict(classes, E, Classes)
    ->  card_prop(A, classes, Cs),
        is_list(Cs),
        member(Class, Classes),
        memberchk(Class, Cs),
        !
    ;   true
    ).

%!  tokens_made(+Tokens:list, +Rule, +Player, +SourceId, +State0, -State)// is det.
%
%   A token of each name of Tokens is created in Player's arena, made by
%   the card SourceId (its id: card_texts.pl's new_token_id/4).

tokens_made([], _, _, _, S, S) --> [].
tokens_made([T|Ts], Rule, Who, By, S0, S) -->
    { new_token_id(S0, By, T, TId),
      player(S0, Who, P0),
      key_value(arena, P0, [], Arena),
      append(Arena, [_{id:TId, name:T}], Arena1),
      set_player(S0, P0.put(arena, Arena1), S1)
    },
    [ event(Rule, token_made, _{player:Who, card:TId, name:T, by:By}) ],
    tokens_made(Ts, Rule, Who, By, S1, S).

message(event(token_made, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w resolves: a ~w token (~w) is created in ~w's arena"-[By, F.name, F.card, F.player] ].

message(event(classes_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L),
      atomic_list_concat(F.classes, ' or ', Cs)
    },
    [ "~w resolves: ~w's next ~w attack this turn gets +~d power"-[L, F.player, Cs, F.amount] ].

                 /*******************************
                 *  FLAT TRACKERS, GAUNTLET OF MIGHT *
                 *******************************/

rule('FAB-673', effect, "Flat Trackers, Gauntlet of Might: destroyed, an Agility or a Might token",
     "Flat Trackers' action ability (its cost: destroy it, FAB-404; go again) resolves into an Agility token in its controller's arena; Gauntlet of Might's into a Might token (their ids: the equipment's id and \"-agility\" or \"-might\", numbered if taken). Each token then does what the vocabulary says (FAB-211) at the start of that player's next turn. Their Blade Break is FAB-521's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Flat Trackers: \"Action - Destroy this: Create an Agility token. Go again. Blade Break\"; Gauntlet of Might: \"Action - Destroy this: Create a Might token. Go again. Blade Break\". CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 1.3.4 (a token), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_creates_token(_)).

ability_reading_resolved(ability_creates_token(Token), S0, Who, Id, S) -->
    tokens_made([Token], 'FAB-673', Who, Id, S0, S).
