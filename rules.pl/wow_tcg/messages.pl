/*  World of Warcraft TCG: reasons and moves in words.

    Part of wow_tcg.pl.  message//1 turns the reason terms of the rules
    (rulebook.pl) and the state checks (states.pl) into a judge's
    sentence, as SWI-Prolog's prolog:message//1 does: a list of
    Format-Args.  A card is named "Name (id)", or by its id alone.
*/

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%!  message(+Reason)// is semidet.

% --- the rules a move can break
message(game_over(Loser)) -->
    [ "the game is over: ~w's hero has fatal damage"-[Loser] ].
message(only_turn_player(T, What)) -->
    [ "only the turn player (~w) may "-[T] ], what(What).
message(not_in_end_phase(What)) -->
    [ "in the end phase no player may "-[] ], what(What).
message(not_during_combat(St, What)) -->
    [ "a combat is under way (the ~w step): no one may "-[St] ], what(What),
    [ " until it concludes"-[] ].
message(resource_already_placed(Pl)) -->
    [ "~w has already placed a resource this turn"-[Pl] ].
message(no_priority(St, What)) -->
    [ "no one has priority "-[] ], window_name(St), [ ", so no one may "-[] ], what(What).
message(priority_is(H, What)) -->
    [ "~w has priority: only they may "-[H] ], what(What), [ " now"-[] ].
message(not_in_hand(Card, Pl)) -->
    card(Card), [ " is not in ~w's hand"-[Pl] ].
message(cannot_pay(What, Cost, Pl, R)) -->
    what(What), [ " costs ~d; ~w has ~d ready resources"-[Cost, Pl, R] ].
message(power_not_yours(Card, Owner)) -->
    card(Card), [ " is controlled by ~w; only its controller uses its power"-[Owner] ].
message(no_power(Card)) -->
    card(Card), [ " has no power"-[] ].
message(not_a_card_in_play(Card)) -->
    card(Card), [ " is not a card in play"-[] ].
message(power_card_exhausted(Card)) -->
    card(Card), [ " is exhausted and its power exhausts it"-[] ].
message(new_ally_power(Card, Pl)) -->
    card(Card), [ " has not been under ~w's control since the start of ~w's most recent turn"-[Pl, Pl] ].
message(needs_target(Card)) -->
    card(Card), [ " needs a target: the move names none"-[] ].
message(no_target_needed(Card)) -->
    card(Card), [ " has no targeted effect: the move names a target"-[] ].
message(bad_target(Card, Target, Problem)) -->
    card(Target), [ " is not a legal target of "-[] ], card(Card), [ ": "-[] ], target_why(Problem).
message(attacker_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is controlled by ~w, not by ~w"-[Owner, Pl] ].
message(attacker_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].
message(attacker_exhausted(Card)) -->
    card(Card), [ " is exhausted; only a ready hero or ally can attack"-[] ].
message(new_attacker(Card, Pl)) -->
    card(Card), [ " has not been under ~w's control since the start of the turn and has no Ferocity"-[Pl] ].
message(own_defender(Card, Pl)) -->
    card(Card), [ " is ~w's own character; the defender must be an enemy hero or ally"-[Pl] ].
message(defender_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].
message(not_protect_point(St)) -->
    [ "characters protect only at the Protect Point; the game is in the ~w step"-[St] ].
message(not_defending_player(DP, Card)) -->
    [ "~w's "-[DP] ], card(Card), [ " was proposed as the defender; the decision is ~w's"-[DP] ].
message(protector_not_yours(Card, Owner, DP)) -->
    card(Card), [ " is controlled by ~w, not by the defending player ~w"-[Owner, DP] ].
message(no_protector_keyword(Card)) -->
    card(Card), [ " does not have Protector"-[] ].
message(protector_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].
message(protector_exhausted(Card)) -->
    card(Card), [ " is exhausted; protecting exhausts a ready character"-[] ].
message(defender_protects_itself(Card)) -->
    card(Card), [ " is the proposed defender and cannot protect itself"-[] ].
message(already_protected(Card)) -->
    card(Card), [ " has already protected in this combat; only one character protects per combat"-[] ].
message(strike_timing(St)) -->
    [ "a weapon is struck only after the defender starts defending and before combat damage (the defend step); the game is in the ~w step"-[St] ].
message(no_combat_to_wield(Pl)) -->
    [ "no combat is under way: ~w's hero is neither attacker nor defender"-[Pl] ].
message(hero_not_fighting(Pl)) -->
    [ "~w's hero is neither the attacker nor the defender of this combat"-[Pl] ].
message(weapon_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is ~w's weapon, not ~w's"-[Owner, Pl] ].
message(not_a_weapon(Card)) -->
    card(Card), [ " is not a weapon in play"-[] ].
message(exhausted(Card)) -->
    card(Card), [ " is exhausted"-[] ].
message(strike_cost(Card, Cost, Pl, R)) -->
    [ "the strike cost of "-[] ], card(Card), [ " is ~d; ~w has ~d ready resources"-[Cost, Pl, R] ].
message(one_weapon(Pl, Card)) -->
    [ "~w has already struck with "-[Pl] ], card(Card),
    [ " in this combat; only one weapon per combat ("-[] ], card(Card), [ " may strike again if readied)"-[] ].
message(armor_timing(St)) -->
    [ "armor prevents combat damage only as it is dealt (the damage step); the game is in the ~w step"-[St] ].
message(unshielded(not_in_combat, Pl)) -->
    [ "~w's hero is not in this combat"-[Pl] ].
message(unshielded(no_damage, Pl)) -->
    [ "no combat damage is coming to ~w's hero (the character fighting it has 0 ATK, or none is left)"-[Pl] ].
message(armor_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is ~w's armor, not ~w's"-[Owner, Pl] ].
message(armor_without_def(Card)) -->
    card(Card), [ " has 0 DEF and prevents nothing"-[] ].
message(not_an_armor(Card)) -->
    card(Card), [ " is not an armor in play"-[] ].
message(unshielded(all_prevented(In), Pl)) -->
    [ "all ~d combat damage to ~w's hero is already prevented"-[In, Pl] ].
message(armor_decision_is(D)) -->
    [ "~w is deciding on armor now; the other player's armor decision comes after (turn order)"-[D] ].
message(discard_timing(St)) -->
    [ "cards are discarded down to seven only in the wrap-up; the game is in the ~w step"-[St] ].
message(only_turn_player_wraps_up(T, "end_turn")) --> !,
    [ "only the turn player (~w) ends the turn"-[T] ].
message(only_turn_player_wraps_up(T, _)) -->
    [ "only the turn player (~w) discards down to seven"-[T] ].
message(not_over_seven(Pl, N)) -->
    [ "~w holds ~d cards; only cards above seven are discarded"-[Pl, N] ].
message(end_turn_timing(St)) -->
    [ "the turn ends only from the wrap-up; the game is in the ~w step"-[St] ].
message(must_discard_first(T, N, Extra)) -->
    [ "~w holds ~d cards and must first discard ~d"-[T, N, Extra] ].
% --- the state checks
message(two_players_named(N)) -->
    [ "two players are named ~q"-[N] ].
message(turn_not_a_player(T)) -->
    [ "the turn player ~q is not one of the players"-[T] ].
message(id_used_twice(Id)) -->
    [ "the card id ~q is used twice"-[Id] ].
message(no_such_step(Ph, St)) -->
    [ "the ~w phase has no ~w step"-[Ph, St] ].
message(combat_missing(St)) -->
    [ "the ~w step is part of a combat, but no combat is recorded"-[St] ].
message(combat_out_of_step(St)) -->
    [ "a combat is recorded, but the ~w step is not part of a combat"-[St] ].
message(attacker_not_of_turn_player(A, T)) -->
    [ "the attacker ~q is not a hero or ally of the turn player ~w"-[A, T] ].
message(defender_not_of_opponent(D, T)) -->
    [ "the defender ~q is not a hero or ally of ~w's opponent"-[D, T] ].
message(protector_too_early(St)) -->
    [ "no character can have protected yet in the ~w step"-[St] ].
message(protector_is_defender(P)) -->
    [ "the protector ~q is the proposed defender itself"-[P] ].
message(protector_not_of_defending_player(P)) -->
    [ "the protector ~q is not a hero or ally of the defending player"-[P] ].
message(strike_too_early(St)) -->
    [ "no weapon can have been struck yet in the ~w step"-[St] ].
message(strike_not_a_weapon(W)) -->
    [ "~q is not a weapon in play"-[W] ].
message(strike_hero_not_in_combat(W, Owner)) -->
    [ "~q belongs to ~w, whose hero is not in the combat"-[W, Owner] ].
message(two_weapons(Owner)) -->
    [ "~w struck with two weapons in one combat"-[Owner] ].
message(prevented_not_a_player(Name)) -->
    [ "~q is not a player"-[Name] ].
message(ally_with_fatal_damage(Card, D, H)) -->
    card(Card), [ " has damage ~w and health ~w: an ally with fatal damage is destroyed"-[D, H] ].
message(card_needs(Type, K)) -->
    [ "a card of type ~w needs ~w"-[Type, K] ].
message(priority_not_a_player(P)) -->
    [ "priority is given to ~q, who is not one of the players"-[P] ].
message(priority_without_window(St, H)) -->
    [ "~w has priority, but no one has priority in the ~w step"-[H, St] ].
message(no_priority_in_window(St)) -->
    [ "the ~w step is a priority window, but no one has priority"-[St] ].
message(attacker_ready(St, A)) -->
    [ "the attacker ~q is ready in the ~w step: it exhausted as the attack started and no effect has readied it"-[A, St] ].
message(protector_ready(P)) -->
    [ "the protector ~q is ready: protecting exhausted it and no effect has readied it"-[P] ].
message(struck_weapon_ready(W)) -->
    [ "~q is ready after striking: striking exhausted it and no effect has readied it"-[W] ].
message(struck_again_unreadied(W)) -->
    [ "~q struck again in this combat without having been readied"-[W] ].
message(side_missing(St, Side)) -->
    [ "the ~w step needs both sides of the combat, but its ~w has left it"-[St, Side] ].
message(no_one_could_protect) -->
    [ "this is the Protect Point, but the defending player has no ready character with Protector that could protect"-[] ].
message(readied_not_in_play(Id)) -->
    [ "~q is recorded as readied in this combat but is not a card in play"-[Id] ].
message(shielding_out_of_step(St)) -->
    [ "a player is deciding on armor in the ~w step; armor is decided only in the damage step"-[St] ].
message(no_armor_decision(P)) -->
    [ "~q is deciding on armor, but has no armor decision to make: no unprevented combat damage is coming to their hero, or no ready armor with DEF"-[P] ].
message(no_one_decides_armor) -->
    [ "this is the damage step, but no player has an armor decision to make"-[] ].
message(prevented_out_of_step(St, Name)) -->
    [ "armor has prevented damage to ~w's hero in the ~w step; armor is used only in the damage step"-[Name, St] ].
message(prevented_hero_not_hit(Name)) -->
    [ "armor has prevented damage to ~w's hero, which is not about to be dealt combat damage"-[Name] ].
message(prevented_beyond_armor(Name, N, Def)) -->
    [ "armor has prevented ~w damage to ~w's hero, more than the ~w DEF of their exhausted armor"-[N, Name, Def] ].
message(placed_without_resource(T)) -->
    [ "~w has placed a resource this turn but has no resources"-[T] ].
message(effects_not_on_ability(Type)) -->
    [ "a card of type ~w in hand has effects; only an ability has (allies, weapons and armor act through powers)"-[Type] ].
message(self_outside_power) -->
    [ "a \"self\" effect is only in a power of a card in play"-[] ].

%   card(+Ref)//: a card, "Name (id)" or its id.

card(named(Name, Id)) --> [ "~w (~w)"-[Name, Id] ].
card(id(Id)) --> [ "~w"-[Id] ].

%   what(+What)//: what a move would do, as the rules of timing and
%   costs name it.

what(propose) --> [ "propose an attack"-[] ].
what(place_resource) --> [ "place a resource"-[] ].
what(play_non_instant(Card)) --> [ "play the non-instant card "-[] ], card(Card).
what(play_instant(Card)) --> [ "play the instant "-[] ], card(Card).
what(use_power(Card)) --> [ "use the power of "-[] ], card(Card).
what(card(Card)) --> card(Card).
what(power_of(Card)) --> [ "the power of "-[] ], card(Card).
what(pass) --> [ "pass"-[] ].
what(card_action("play_card", Card)) --> [ "play "-[] ], card(Card).
what(card_action("use_power", Card)) --> [ "use the power of "-[] ], card(Card).

target_why(not_in_play) --> [ "it is not a card in play"-[] ].
target_why(kind(K)) --> { kind_words(K, W) }, [ "the effect targets ~w"-[W] ].
target_why(side("enemy")) --> !, [ "the effect targets an enemy card (the opponent's)"-[] ].
target_why(side(Side)) --> [ "the effect targets a ~w card (the player's own)"-[Side] ].

kind_words("character", "a hero or ally").
kind_words("ally", "an ally").
kind_words("hero", "a hero").
kind_words("weapon", "a weapon").
kind_words("armor", "an armor").

%   target_words(+Effect, -Words): what an effect acts on, e.g. "a
%   friendly weapon (ready)".

target_words(E, W) :-
    get_dict(effect, E, Kind),
    get_dict(target, E, T),
    kind_words(T, KW),
    (   get_dict(side, E, Side)
    ->  format(string(W), "~w ~w (~w)", [Side, KW, Kind])
    ;   format(string(W), "~w (~w)", [KW, Kind])
    ).

window_name("protect") --> [ "at the Protect Point"-[] ].
window_name("damage") --> [ "while combat damage is being dealt (the damage step)"-[] ].
window_name("wrap_up") --> [ "in the wrap-up"-[] ].

                 /*******************************
                 *         MOVES IN WORDS       *
                 *******************************/

%   card_label(+Card, -Label), label(+S, +Id, -Label): a card named the
%   way a judge says it, wherever it is.

card_label(Card, Label) :-
    card_ref(Card, Ref),
    ref_label(Ref, Label).

label(S, Id, Label) :-
    card_ref(S, Id, Ref),
    ref_label(Ref, Label).

ref_label(named(Name, Id), Label) :-
    format(string(Label), "~w (~w)", [Name, Id]).
ref_label(id(Id), Label) :-
    format(string(Label), "~w", [Id]).

%!  move_text(+State, +Move, -Text) is det.

move_text(S, M, Text) :-
    (   get_dict(action, M, A),
        get_dict(player, M, P),
        text_(A, S, M, P, Text0)
    ->  Text = Text0
    ;   format(string(Text), "~p", [M])
    ).

text_("pass", S, _, P, T) :-
    step(S, St),
    format(string(T), "~w passes (~w step)", [P, St]).
text_("end_turn", _, _, P, T) :-
    format(string(T), "~w ends the turn", [P]).
text_("decline", _, _, P, T) :-
    format(string(T), "~w declines to protect", [P]).
text_("propose_attack", S, M, P, T) :-
    get_dict(attacker, M, Vattacker), label(S, Vattacker, A), get_dict(defender, M, Vdefender), label(S, Vdefender, D),
    format(string(T), "~w proposes ~w as attacker against ~w", [P, A, D]).
text_("protect", S, M, P, T) :-
    get_dict(protector, M, Vprotector), label(S, Vprotector, X),
    format(string(T), "~w exhausts ~w to protect", [P, X]).
text_("strike", S, M, P, T) :-
    get_dict(weapon, M, Vweapon), label(S, Vweapon, X),
    format(string(T), "~w strikes with ~w", [P, X]).
text_("exhaust_armor", S, M, P, T) :-
    get_dict(armor, M, Varmor), label(S, Varmor, X),
    format(string(T), "~w exhausts ~w to prevent combat damage", [P, X]).
text_("play_card", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    target_text(S, M, TT),
    format(string(T), "~w plays ~w~w", [P, X, TT]).
text_("place_resource", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w places ~w as a resource", [P, X]).
text_("use_power", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    target_text(S, M, TT),
    format(string(T), "~w uses the power of ~w~w", [P, X, TT]).
text_("decline_armor", _, _, P, T) :-
    format(string(T), "~w uses no more armor", [P]).
text_("discard", S, M, P, T) :-
    get_dict(card, M, Vcard), label(S, Vcard, X),
    format(string(T), "~w discards ~w", [P, X]).

target_text(S, M, T) :-
    (   get_dict(target, M, Tg)
    ->  label(S, Tg, TL),
        format(string(T), " targeting ~w", [TL])
    ;   T = ""
    ).
