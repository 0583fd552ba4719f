/*  Part of rulecheck: Flesh and Blood (seed 000), included from game.pl.

    The source of damage.  Every damage rulecheck deals to a hero comes
    to keywords_defense.pl's hero_damaged//8 (or, after the ward choice,
    hero_damaged_in_order//9) with its source, and the preventions that
    decide it (ward_order_needed/4, ward_permanents/4, the shields of
    card_texts_finish.pl's shield_entry/5) are asked with that source: a
    term dsrc(Source, Controller), Source the card (a dict, or its id)
    that deals the damage, Controller the player who controls it.

    CR 8.5.3a: the ability that generated the damage effect and its
    source deal the damage; where the effect names the source, that
    source deals it; a non-living card's controller (and their hero)
    deal it too.  CR 7.5.2a: the source of combat damage is the attack.
    CR 6.4.10, 6.4.10d, 6.4.10e: a prevention effect may name the source
    of the damage it prevents.

    The damage that waits for a player's choice (quell, ward) keeps its
    source in the pending choice: `source` (and `controller`), the
    attack of the active chain link for the damage of combat
    (pending_damage_source/3).
*/

%!  combat_damage_source(+Link, -Source) is det.
%
%   The source of the damage Link's attack deals: the attack (CR 7.5.2a),
%   controlled by the link's controller.

combat_damage_source(L, dsrc(A, Who)) :-
    (   link_attack(L, A0) -> A = A0 ; A = none ),
    key_value(controller, L, none, Who0),
    storm_dealer(A, Who0, Who).                 % card_texts_storm.pl: an ally's damage is not its player's (CR 8.2.8e)

%!  pending_damage_source(+State, +Pending, -Source) is det.
%
%   The source of the damage a choice Pending waits on (quell, ward): its
%   `source`, controlled by its `controller`; of "combat", the active
%   chain link's attack.

pending_damage_source(S, Pd, Src) :-
    (   get_dict(of, Pd, "combat"),
        active_link(S, L)
    ->  combat_damage_source(L, Src0),
        Src0 = dsrc(A, _),
        key_value(controller, Pd, none, Who0),
        storm_dealer(A, Who0, Who),             % card_texts_storm.pl (CR 8.2.8e)
        Src = dsrc(A, Who)
    ;   key_value(source, Pd, none, C),
        key_value(controller, Pd, none, Who),
        Src = dsrc(C, Who)
    ).

%!  damage_source_id(+Source, -Id) is semidet.
%
%   The id of the card that deals the damage of Source.

damage_source_id(dsrc(C, _), Id) :-
    C \== none,
    (   is_dict(C) -> card_id(C, Id) ; Id = C ).

%!  shield_source_applies(+Effect, +Source) is semidet.
%
%   The prevention Effect applies to damage from Source: it names no
%   source (CR 6.4.10d), or it names the card that deals this damage
%   (`from`, the card's id: Oasis Respite's, FAB-1147; CR 6.4.10e).
%   Source `any` asks whether it could apply to some damage.

shield_source_applies(E, Src) :-
    (   \+ get_dict(from, E, _)
    ->  true
    ;   Src == any
    ->  true
    ;   get_dict(from, E, From),
        damage_source_id(Src, Id),
        Id == From
    ).

%!  damage_source_controller(+Source, -Player) is semidet.
%
%   The player who controls the source of the damage: they deal it too
%   (CR 8.5.3a).

damage_source_controller(dsrc(_, Who), Who) :-
    Who \== none.
