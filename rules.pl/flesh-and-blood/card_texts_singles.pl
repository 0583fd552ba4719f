/*  Flesh and Blood: the last unread cards of six preconstructed Blitz
    decks, each of them the one card its deck still lacked.

    Part of game.pl, included after card_texts_dromai.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Take it on the Chin (the Kassai Blitz Deck): the next damage its
      player's hero would be dealt this turn has 2 of it prevented (a
      fixed prevention, used up by the one damage event), and if any is
      prevented, an Agility token is created (FAB-970; ordered beside
      Ward and the shields as Oldhim's shield is, FAB-697);
    - Parry Blade (the Olympia Blitz Deck): +2 defense while it defends a
      weapon's attack (FAB-971); a weapon that is also equipment may
      defend from its weapon zone (FAB-502, CR 7.3.2a), its Blade Break
      the keyword's (FAB-520), its attack the card data's.

    The decks' other unread cards stay assumptions of the answers, or
    make them unknown (FAB-119); docs/games/flesh-and-blood.md says which
    and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       next_damage_prevented_then_token(N, Token)   Take it on the
%                               Chin: "The next time you would be dealt
%                               damage this turn, prevent 2 of that
%                               damage. If you do, create an Agility
%                               token." (FAB-970)

%       defense_defending_weapon_attack(N)   Parry Blade: "Once per Turn
%                               Action - {r}: Attack. This gets +2{d}
%                               while defending a weapon attack. Blade
%                               Break" (FAB-971; its attack is the card
%                               data's, Blade Break the keyword's)

card_text_read("Take it on the Chin", next_damage_prevented_then_token(2, "Agility")).
card_text_read("Parry Blade", defense_defending_weapon_attack(2)).

                 /*******************************
                 *      TAKE IT ON THE CHIN     *
                 *******************************/

rule('FAB-970', effect, "Take it on the Chin: the next damage to its player's hero this turn, 2 of it prevented; if any is, an Agility token",
     "As Take it on the Chin (its text read) resolves, an effect waits for the next time its player's hero would be dealt damage this turn, of any kind (combat, arcane, a card's text): {kind: prevent_next_damage_event, player, amount: 2, source, token: Agility}. When that damage would be dealt, it prevents up to 2 of it and is used up, whatever is left (a fixed prevention: it applies to that one damage event only); if it prevented any, an Agility token enters its player's arena. Ward permanents and shields are ordered with it as for FAB-697 (the ward move names it by Take it on the Chin's id): where Ward first prevents all the damage, it prevents none, stays, and makes no token. A Quell or an Arcane Barrier paid for applies before it, as before a shield. Damage that can't be prevented leaves it as it was (FAB-804, as a shield). Not used by the end of the turn, it ends with it.",
     ruling("",
            "Take it on the Chin: \"The next time you would be dealt damage this turn, prevent 2 of that damage. If you do, create an Agility token.\" CR 6.4.10, 6.4.10c (a prevention that names no type of damage applies to every type) and 6.4.10i (a fixed-prevention effect: what is left after it prevents damage is not used for a later damage event), 6.5.5 (the player orders their prevention effects), 1.8.4 (\"if you do\": the token only if damage was prevented), 8.5.2 and 8.6.28 (create; the Agility token), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  singles_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-970).  card_texts_finish.pl's finish_resolution_text//4 calls it.

singles_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_damage_prevented_then_token(N, Token)),
          card_id(C, Id),
          add_effect(S0, _{kind:"prevent_next_damage_event", player:Who, amount:N, source:Id,
                           token:Token}, S)
        }
    ->  [ event('FAB-970', next_damage_prevention_made, _{player:Who, card:Id, amount:N, token:Token}) ]
    ;   { S = S0 }
    ).

%!  fixed_prevention_done(+State0, +Player, +Effect, +Damage, +Prevented, -State)// is det.
%
%   Effect, a prevention of Player's next damage event (FAB-970), applied
%   to Damage, prevented Prevented of it and is used up (State0 no longer
%   holds it): if it prevented any, its token enters Player's arena.  (It
%   applies only to damage left to prevent: where Ward prevented all of
%   it first, it is not applied and waits, CR 6.4.10i.)
%   card_texts_finish.pl's shield_prevents//7 calls it.

fixed_prevention_done(S0, Who, E, D0, Prevented, S) -->
    { get_dict(source, E, Id) },
    (   { Prevented > 0,
          get_dict(token, E, Token),
          created_token(Id, Who, Token, S0-[], S-[TId])   % card_texts_kayo.pl
        }
    ->  [ event('FAB-970', fixed_prevention_token, _{player:Who, card:Id, damage:D0, prevented:Prevented,
                                                     name:Token, token:TId}) ]
    ;   { S = S0 }
    ).

message(event(next_damage_prevention_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next time ~w's hero would be dealt damage this turn, ~d of it is prevented, and if any is, an ~w token is created"-[L, F.player, F.amount, F.token] ].
message(event(fixed_prevention_token, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w prevents ~d of the ~d damage to ~w's hero and is used up: an ~w token (~w) is created in ~w's arena"-[L, F.prevented, F.damage, F.player, F.name, F.token, F.player] ].

                 /*******************************
                 *          PARRY BLADE         *
                 *******************************/

rule('FAB-971', effect, "Parry Blade: +2 defense while defending a weapon's attack",
     "Parry Blade (its text read), a weapon that is also equipment, may be declared as a defending card from its weapon zone (FAB-502). While it defends a chain link whose attack is a weapon's (the attack-proxy of a weapon's ability: the link's attack has the type weapon), its defense is 2 more (printed 0): the damage the link deals and what reads its defense count it, and as the link's damage is dealt an event says so. Defending an attack action card's attack it has its printed defense. As the chain closes its Blade Break destroys it (FAB-520); else it returns to its weapon zone (FAB-504). Its own attack is the card data's (once per turn, 1 resource point).",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Parry Blade: \"Once per Turn Action - {r}: Attack. This gets +2{d} while defending a weapon attack. Blade Break\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify defense), 1.4.3a (a weapon's attack is an attack-proxy with the weapon's properties: a weapon attack), 7.3.2a (public equipment permanents may be declared as defenders: Parry Blade is equipment as well as a weapon), 7.7.5 (weapons return to their weapon zone as the chain closes), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  singles_defense_bonus(+State, +Card, -Bonus:integer) is det.
%
%   What Card's text read here adds to its defense: Parry Blade's +2
%   while it defends a chain link whose attack is a weapon's (FAB-971).
%   card_texts.pl's defending_defense/4 calls it.

singles_defense_bonus(S, C, B) :-
    (   text_read_name(C, Name),
        card_text_read(Name, defense_defending_weapon_attack(N)),
        defends_weapon_attack(S, C)
    ->  B = N
    ;   B = 0
    ).

%   Card defends a chain link of State whose attack is a weapon's.
defends_weapon_attack(S, C) :-
    card_id(C, Id),
    chain_open(S),
    member(L, S.chain.links),
    key_value(defending, L, [], Ds),
    member(D, Ds), card_id(D, Id0), Id0 == Id,
    !,
    link_attack(L, A),
    card_type(A, "weapon").

%!  singles_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defenders: an event for each whose text read
%   here adds to its defense now (Parry Blade against a weapon's attack,
%   FAB-971); nothing else changes.  card_texts_finish.pl's
%   finish_defend_text//4 calls it.

singles_defend_text(S, Who, Cards, S) -->
    { findall(Id-B, ( member(C, Cards),
                      singles_defense_bonus(S, C, B),
                      B > 0,
                      card_id(C, Id) ), Applied) },
    singles_defense_events(Applied, Who).

%!  singles_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   text read here adds to its defense (FAB-971).  card_texts.pl's
%   text_defenses_applied//2 calls it.

singles_defenses_applied(S, L) -->
    { findall(Id-B, ( member(C, L.defending),
                      singles_defense_bonus(S, C, B),
                      B > 0,
                      card_id(C, Id) ), Applied) },
    singles_defense_events(Applied, L.defender).

singles_defense_events([], _) --> [].
singles_defense_events([Id-B|As], Who) -->
    [ event('FAB-971', weapon_attack_defense_applied, _{player:Who, card:Id, amount:B}) ],
    singles_defense_events(As, Who).

message(event(weapon_attack_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense while defending a weapon attack (~w's)"-[L, F.amount, F.player] ].
