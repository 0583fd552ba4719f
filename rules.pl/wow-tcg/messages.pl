/*  World of Warcraft TCG: reasons and moves in words.

    Part of game.pl.  The words no single rule owns, as SWI-Prolog's
    prolog:message//1 gives them (a list of Format-Args): events, facts,
    fixes, hidden cards, moves in words, the display, reasons several
    rules share and the phrases messages have in common.  A rule's own
    reason is worded beside its rule (rulebook.pl, states.pl,
    effects.pl).  A card is named "Name (id)", or by its id alone.
*/

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%!  message(+Reason)// is semidet.

% --- reasons two rules share (WOW-303 and WOW-104; WOW-504 and WOW-604)
message(new_attacker(Card, Pl)) -->
    card(Card), [ " has not been under ~w's control since the start of the turn and has no Ferocity"-[Pl] ].
message(exhausted(Card)) -->
    card(Card), [ " is exhausted"-[] ].

% --- a short position the normalisation cannot read (setup.pl)
message(needs_value(Zone, Key)) -->
    { zone_card_words(Zone, W) },
    [ "~w needs its ~w: give it, or the name of a card rulecheck knows (rulecheck cards wow-tcg)"-[W, Key] ].
message(unknown_with_face) -->
    [ "an unknown card has nothing but its id: leave out `unknown` to give the card's face"-[] ].
message(not_that_kind(Name, Type, Zone)) -->
    { zone_card_words(Zone, W) },
    [ "~w is a card of type ~w, not ~w"-[Name, Type, W] ].

% --- the events of a move (effects.pl, combat.pl), told with the position
%     before it (State0 names the cards)
message(event(priority_passed, F, _)) -->
    [ "~w passes: ~w has priority in "-[F.player, F.to] ], window_words(F.step).
message(event(all_passed, F, _)) -->
    [ "~w passes too: both players have passed in succession, so "-[F.player] ], window_closes(F.step).
message(event(priority_kept, F, _)) -->
    [ "~w keeps priority: ~w may play another instant or use another power at once, or pass it to ~w, the turn player"-[F.player, F.player, F.turn_player] ].
message(event(combat_proposed, F, S)) -->
    [ "~w proposes "-[F.player] ], card_in(S, F.attacker), [ " as the attacker against "-[] ],
    card_in(S, F.defender), [ "; the players may answer the proposal, ~w first"-[F.player] ].
message(event(proposal_resolved, F, S)) -->
    [ "the proposal is checked again as it resolves and still holds: "-[] ], card_in(S, F.attacker),
    [ " attacks "-[] ], card_in(S, F.defender).
message(event(proposal_interrupted, F, _)) -->
    [ "the proposal is checked again as it resolves and no longer holds ("-[] ], interrupted_why(F.gone, F.broken),
    [ "): it is interrupted, the combat is removed, and ~w has priority outside combat"-[F.priority] ].
message(event(attacker_exhausted, F, S)) -->
    card_in(S, F.attacker), [ " exhausts as it attacks"-[] ].
message(event(protect_point, F, S)) -->
    [ "the Protect Point: ~w may exhaust "-[F.player] ], cards_in(S, F.protectors, "or"),
    [ " to protect "-[] ], card_in(S, F.defender), [ ", or decline"-[] ].
message(event(defending, F, S)) -->
    [ "no character of ~w's can protect: "-[F.player] ], card_in(S, F.defender),
    [ " starts defending and the defend window opens"-[] ].
message(event(protector_exhausted, F, S)) -->
    [ "~w exhausts "-[F.player] ], card_in(S, F.protector), [ " to protect"-[] ].
message(event(protects, F, S)) -->
    card_in(S, F.protector), [ " becomes the defender instead of "-[] ], card_in(S, F.instead_of),
    [ ", which leaves the combat; the defend window opens"-[] ].
message(event(declined, F, S)) -->
    [ "~w declines to protect: "-[F.player] ], card_in(S, F.defender),
    [ " starts defending and the defend window opens"-[] ].
message(event(damage_step_began, F, _)) -->
    { atomic_list_concat(F.players, ' and ', Ps) },
    [ "combat damage is about to be dealt: ~w may exhaust armor, ~w deciding first"-[Ps, F.deciding] ].
message(event(weapon_exhausted, F, S)) -->
    [ "~w exhausts "-[F.player] ], card_in(S, F.weapon), [ " to strike with it"-[] ].
message(event(resources_paid, F, S)) -->
    [ "~w pays ~d for "-[F.player, F.amount] ], card_in(S, F.for),
    [ " (~d ready resources left)"-[F.ready] ].
message(event(weapon_struck, F, S)) -->
    card_in(S, F.weapon), [ " strikes: "-[] ], card_in(S, F.hero),
    [ " has +~d ATK until the end of the combat, ~d ATK in all"-[F.atk, F.hero_atk] ].
message(event(armor_exhausted, F, S)) -->
    [ "~w exhausts "-[F.player] ], card_in(S, F.armor).
message(event(damage_prevented, F, S)) -->
    [ "~d combat damage to "-[F.amount] ], card_in(S, F.hero),
    [ " is prevented (~d so far in this combat)"-[F.prevented] ].
message(event(armor_declined, F, _)) -->
    [ "~w uses no more armor"-[F.player] ].
message(event(armor_decision, F, _)) -->
    [ "~w decides on armor now"-[F.player] ].
message(event(combat_damage, F, S)) -->
    card_in(S, F.source), [ " deals ~d combat damage to "-[F.amount] ], card_in(S, F.card),
    (   { F.amount < F.atk, Prevented is F.atk - F.amount }
    ->  [ " (~d ATK, ~d prevented by armor)"-[F.atk, Prevented] ]
    ;   []
    ).
message(event(destroyed, F, S)) -->
    card_in(S, F.card), [ " has ~d damage and ~d health: it is destroyed and goes to ~w's graveyard"-[F.damage, F.health, F.player] ].
message(event(combat_concluded, F, _)) -->
    (   { F.get(priority, "") == null }
    ->  [ "the combat concludes; the game is over, so no one gets priority"-[] ]
    ;   [ "the combat concludes: the turn player has priority outside combat"-[] ]
    ).
message(event(no_combat_damage, F, _)) -->
    [ "the "-[] ], sides_gone(F.gone), [ " left the combat: no combat damage is dealt"-[] ].
message(event(removed_from_combat, F, S)) -->
    { role_words(F.as, W) },
    card_in(S, F.card), [ " leaves play and so the combat (it was ~w)"-[W] ].
message(event(fatal_damage, F, S)) -->
    card_in(S, F.hero), [ " has ~d damage and ~d health: ~w's hero is destroyed and ~w loses"-[F.damage, F.health, F.player, F.player] ].
message(event(card_played, F, S)) -->
    [ "~w plays "-[F.player] ], card_in(S, F.card), played_to(F.type, F.player).
message(event(resource_placed, F, S)) -->
    [ "~w places "-[F.player] ], card_in(S, F.card), [ " face down as a resource (~d ready)"-[F.ready] ].
message(event(power_used, F, S)) -->
    [ "~w uses the power of "-[F.player] ], card_in(S, F.card),
    (   { F.exhausted == true } -> [ ", exhausting it"-[] ] ; [] ).
message(event(card_readied, F, S)) -->
    card_in(S, F.source), [ " readies "-[] ], card_itself(S, F.card, F.source).
message(event(card_exhausted, F, S)) -->
    card_in(S, F.source), [ " exhausts "-[] ], card_itself(S, F.card, F.source).
message(event(damage_dealt, F, S)) -->
    card_in(S, F.source), [ " deals ~d damage to "-[F.amount] ], card_in(S, F.card),
    [ ", which now has ~d damage"-[F.damage] ].
message(event(no_effect, F, S)) -->
    card_in(S, F.source), [ ": the ~w effect does nothing to "-[F.effect] ], card_itself(S, F.card, F.source),
    [ " (~w)"-[F.why] ].
message(event(end_phase_began, F, _)) -->
    [ "the action phase ends: ~w's end phase begins, ~w has priority"-[F.player, F.player] ].
message(event(wrap_up_began, F, _)) -->
    [ "the end step's window closes: ~w's wrap-up begins (no one has priority)"-[F.player] ].
message(event(discarded, F, S)) -->
    [ "~w discards "-[F.player] ], card_in(S, F.card), [ " (~d cards left in hand)"-[F.hand] ].
message(event(turn_ended, F, _)) -->
    [ "~w's turn ends; ~w's turn begins"-[F.player, F.next] ].
message(event(readied, F, _)) -->
    [ "~w readies every card and resource (~d ready resources); every ally has now been under ~w's control since the start of the turn"-[F.player, F.resources, F.player] ].
message(event(card_drawn, F, S)) -->
    [ "~w draws "-[F.player] ], card_in(S, F.card), [ " (~d cards in hand, ~d left in the deck)"-[F.hand, F.deck] ].
% an event told to a player who cannot see the card it names (rc_explain.pl,
% event_dict/5): the card left out
message(unseen_event(card_drawn, F, _, _)) -->
    [ "~w draws a card (~d cards in hand, ~d left in the deck)"-[F.player, F.hand, F.deck] ].
message(event(decked, F, _)) -->
    [ "~w must draw from an empty deck: ~w is decked and loses"-[F.player, F.player] ].
% --- the facts, fixes and hidden reasons of the judge's workflow
% (workflow.pl), worded by fact_words//1 and fix_words//1 below
message(fact(Fact)) -->
    fact_words(Fact).
message(hidden(hand_unseen(P, V))) -->
    [ "whether ~w may play, place or discard a card depends on ~w's hand, which ~w cannot see"-[P, P, V] ].
message(fix(Fix)) -->
    fix_words(Fix).
message(move(S, M)) -->
    move_words(S, M).
message(display(What)) -->
    board_words(What).
% The options of a new game (cards.pl)
message(new_game(one_hero_each)) -->
    [ "one hero for each of the two players at most"-[] ].
message(new_game(two_players)) -->
    [ "the World of Warcraft TCG is played by two players: give 2, or two different names"-[] ].
message(new_game(unknown_choice(K))) -->
    [ "~w is not a choice of this game; the choice is hero=NAME, once for each player"-[K] ].
message(new_game(unknown_hero(Name, Heroes))) -->
    { atomic_list_concat(Heroes, ', ', Text) },
    [ "~q is not a hero with a deck; the heroes are: ~w"-[Name, Text] ].

%   card_in(+S, +Id)//, cards_in(+S, +Ids, +Conjunction)//: cards of the
%   position, each "Name (id)" or its id.

card_in(S, Id) --> { label(S, Id, L) }, [ "~w"-[L] ].

card_itself(_, Id, Id) --> !, [ "itself"-[] ].
card_itself(S, Id, _) --> card_in(S, Id).

cards_in(S, Ids, And) -->
    { findall(L, ( member(Id, Ids), label(S, Id, L) ), Ls),
      words_joined(Ls, And, T) },
    [ "~w"-[T] ].

words_joined([], _, "").
words_joined([W], _, W) :- !.
words_joined(Ws, And, T) :-
    append(Init, [Last], Ws),
    atomic_list_concat(Init, ', ', I),
    atomic_list_concat([I, ' ', And, ' ', Last], T).

window_words("main") --> [ "the action phase"-[] ].
window_words("propose") --> [ "the proposal"-[] ].
window_words("attack") --> [ "the attack window"-[] ].
window_words("defend") --> [ "the defend window"-[] ].
window_words("end") --> [ "the end step"-[] ].

window_closes("main") --> [ "the action phase ends"-[] ].
window_closes("propose") --> [ "the proposal resolves"-[] ].
window_closes("attack") --> [ "the attack window closes"-[] ].
window_closes("defend") --> [ "the defend window closes"-[] ].
window_closes("end") --> [ "the end step ends"-[] ].

interrupted_why([], Broken) --> !,
    { atomic_list_concat(Broken, ', ', B) },
    [ "it would break ~w now"-[B] ].
interrupted_why(Gone, _) -->
    [ "its "-[] ], sides_gone(Gone), [ " left the combat"-[] ].

sides_gone(Gone) -->
    { words_joined(Gone, "and", T),
      ( Gone = [_] -> Has = "has" ; Has = "have" ) },
    [ "~w ~w"-[T, Has] ].

role_words("attacker", "the attacker").
role_words("protector", "the protector and so the defender").
role_words("proposed_defender", "the proposed defender").

played_to("ally", Pl) --> [ " into ~w's ally row"-[Pl] ].
played_to("weapon", Pl) --> [ " into ~w's hero row"-[Pl] ].
played_to("armor", Pl) --> [ " into ~w's hero row"-[Pl] ].
played_to("ability", Pl) --> [ "; after its effects it goes to ~w's graveyard"-[Pl] ].

%   card(+Ref)//: a card, "Name (id)" or its id; by its name alone where
%   its id is the one a position makes from the name (name_made_id/2).

card(named(Name, Id)) --> { name_made_id(Name, Id) }, !, [ "~w"-[Name] ].
card(named(Name, Id)) --> [ "~w (~w)"-[Name, Id] ].
card(id(Id)) --> [ "~w"-[Id] ].
card(unknown(Id)) --> [ "~w (unknown card)"-[Id] ].

%   zone_card_words(?Zone, ?Words): a card of a zone, as a reason names it.

zone_card_words(hero, "a hero").
zone_card_words(ally, "an ally").
zone_card_words(weapon, "a weapon").
zone_card_words(armor, "an armor").
zone_card_words(hand, "a card in hand").
zone_card_words(deck, "a card in a deck").

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

%   effect_target(+Effect)//: what an effect acts on, e.g. "a
%   friendly weapon (ready)".

effect_target(E) -->
    { get_dict(effect, E, Kind),
      get_dict(target, E, T),
      kind_words(T, KW) },
    (   { get_dict(side, E, Side) }
    ->  [ "~w ~w (~w)"-[Side, KW, Kind] ]
    ;   [ "~w (~w)"-[KW, Kind] ]
    ).

window_name("protect") --> [ "at the Protect Point"-[] ].
window_name("damage") --> [ "while combat damage is being dealt (the damage step)"-[] ].
window_name("wrap_up") --> [ "in the wrap-up"-[] ].

                 /*******************************
                 *   FACTS AND FIXES IN WORDS   *
                 *******************************/

%   fact_words(+Fact)// and fix_words(+Fix)//: the facts and fixes
%   explain gives (workflow.pl, fact/4 and fix/4), in a judge's words;
%   message//1 calls them for fact(Fact) and fix(Fix).  Cards come named
%   by label/3.


fact_words(step(Ph, St)) -->
    { step_words(St, W) },
    [ "the game is in the ~w phase, ~w"-[Ph, W] ].
fact_words(turn_and_mover(T, Pl)) -->
    [ "~w is the turn player; the move is ~w's"-[T, Pl] ].
fact_words(combat_protected(AO, AL, DO, DL, PL)) -->
    [ "in this combat ~w's ~w attacks; ~w's ~w was proposed as the defender and ~w protected it"-[AO, AL, DO, DL, PL] ].
fact_words(combat(AO, AL, DO, DL)) -->
    [ "in this combat ~w's ~w attacks ~w's ~w"-[AO, AL, DO, DL] ].
fact_words(no_combat) -->
    [ "no combat is under way" ].
fact_words(in_hand(CL, Pl)) -->
    [ "~w is in ~w's hand"-[CL, Pl] ].
fact_words(in_hand_of_other(CL, O, Pl)) -->
    [ "~w is in ~w's hand, not ~w's"-[CL, O, Pl] ].
fact_words(in_play_not_hand(CL, O, Z)) -->
    [ "~w is in play (~w's ~w), not in a hand"-[CL, O, Z] ].
fact_words(not_in_hand(CL, Pl)) -->
    [ "no card ~w is in ~w's hand"-[CL, Pl] ].
fact_words(decked(P)) -->
    [ "~w had to draw a card from an empty deck: ~w is decked"-[P, P] ].
fact_words(hero_fatal_damage(P, HL, D, Hp)) -->
    [ "~w's hero ~w has ~w damage and ~w health: fatal damage"-[P, HL, D, Hp] ].
fact_words(hero_damage(P, HL, D, Hp)) -->
    [ "~w's hero ~w has ~w damage and ~w health"-[P, HL, D, Hp] ].
fact_words(resource_placed(T)) -->
    [ "~w has already placed a resource this turn"-[T] ].
fact_words(no_resource_placed(T)) -->
    [ "~w has not placed a resource this turn"-[T] ].
fact_words(nobody_has_priority(Step)) -->
    fact_words(Step), [ ": no one has priority" ].
fact_words(priority(Step, H, Pl)) -->
    fact_words(Step), [ ": ~w has priority; the move is ~w's"-[H, Pl] ].
fact_words(power_cost(CL, Cost, Pl, R)) -->
    [ "the power of ~w costs ~w; ~w has ~w ready resources"-[CL, Cost, Pl, R] ].
fact_words(card_cost(CL, Cost, Pl, R)) -->
    [ "~w costs ~w; ~w has ~w ready resources"-[CL, Cost, Pl, R] ].
fact_words(power_in_play(CL, O, Z, Cost, Ex)) -->
    { (   Ex == exhausts -> ExW = " and exhausts it" ; ExW = "" ) },
    [ "~w is ~w's ~w in play; its power costs ~w~w"-[CL, O, Z, Cost, ExW] ].
fact_words(no_power_in_play(CL, O, Z)) -->
    [ "~w is ~w's ~w in play; it has no power"-[CL, O, Z] ].
fact_words(not_in_play(CL)) -->
    [ "~w is not a card in play"-[CL] ].
fact_words(ready_and_exhausting(CL, R)) -->
    [ "~w is ~w; its power exhausts it"-[CL, R] ].
fact_words(controlled_since_turn_start(CL, Pl)) -->
    [ "~w has been under ~w's control since the start of ~w's most recent turn"-[CL, Pl, Pl] ].
fact_words(controlled_after_turn_start(CL, Pl)) -->
    [ "~w came under ~w's control after the start of ~w's most recent turn"-[CL, Pl, Pl] ].
fact_words(targets_and_names(CL, Effects, TL, O, Z)) -->
    targets_words(CL, Effects),
    [ "; the move names ~w, ~w's ~w"-[TL, O, Z] ].
fact_words(targets_and_names_not_in_play(CL, Effects, TL)) -->
    targets_words(CL, Effects),
    [ "; the move names ~w, not a card in play"-[TL] ].
fact_words(targets_but_names_none(CL, Effects)) -->
    targets_words(CL, Effects),
    [ "; the move names no target" ].
fact_words(no_targeted_effect(CL)) -->
    [ "~w has no targeted effect"-[CL] ].
fact_words(face_shown(CL)) -->
    [ "the position shows what ~w is"-[CL] ].
fact_words(unknown_face(CL)) -->
    [ "~w is an unknown card: the position does not show what it is"-[CL] ].
fact_words(character_of(L, O)) -->
    [ "~w is ~w's character"-[L, O] ].
fact_words(not_a_character(L)) -->
    [ "~w is not a hero or ally in play"-[L] ].
fact_words(readiness(L, R)) -->
    [ "~w is ~w"-[L, R] ].
fact_words(ally_since_and_ferocity(AL, Since, O, Ferocity)) -->
    { (   Since == true -> T1 = "has" ; T1 = "has not" ),
      (   Ferocity == true -> T2 = "has" ; T2 = "does not have" ) },
    [ "~w is an ally; it ~w been under ~w's control since the start of the turn and ~w Ferocity"-[AL, T1, O, T2] ].
fact_words(hero_may_attack(AL)) -->
    [ "~w is a hero: heroes may attack the turn they come into play"-[AL] ].
fact_words(character_and_mover(L, O, Pl)) -->
    [ "~w is ~w's character; the move is ~w's"-[L, O, Pl] ].
fact_words(may_attack(AL)) -->
    [ "nothing on ~w says it can't attack"-[AL] ].
fact_words(cannot_attack(AL)) -->
    [ "~w's card says it can't attack"-[AL] ].
fact_words(proposed_defender_and_mover(DP, DL, Pl)) -->
    [ "the proposed defender is ~w's ~w; the move is ~w's"-[DP, DL, Pl] ].
fact_words(character_protector(PL, O, Has)) -->
    { (   Has == true -> T = "has" ; T = "does not have" ) },
    [ "~w is ~w's character and ~w Protector"-[PL, O, T] ].
fact_words(proposed_defender_and_protector(DL, PL)) -->
    [ "the proposed defender is ~w; the move names ~w"-[DL, PL] ].
fact_words(already_protected(PL)) -->
    [ "~w has already protected in this combat"-[PL] ].
fact_words(nobody_protected) -->
    [ "no character has protected in this combat" ].
fact_words(hero_in_combat(Pl, HL)) -->
    [ "~w's hero ~w is in the combat"-[Pl, HL] ].
fact_words(hero_not_in_combat(Pl, HL)) -->
    [ "~w's hero ~w is not in the combat"-[Pl, HL] ].
fact_words(weapon_of(WL, O, Pl)) -->
    [ "~w is ~w's weapon; the move is ~w's"-[WL, O, Pl] ].
fact_words(not_a_weapon(WL)) -->
    [ "~w is not a weapon in play"-[WL] ].
fact_words(strike_cost(WL, Cost, Pl, R)) -->
    [ "the strike cost of ~w is ~w; ~w has ~w ready resources"-[WL, Cost, Pl, R] ].
fact_words(not_struck(Pl)) -->
    [ "~w has not struck with a weapon in this combat"-[Pl] ].
fact_words(struck(Pl, WL, 1)) --> !,
    [ "~w has struck with ~w once in this combat"-[Pl, WL] ].
fact_words(struck(Pl, WL, N)) -->
    [ "~w has struck with ~w ~d times in this combat"-[Pl, WL, N] ].
fact_words(incoming_damage(Pl, HL, In, Pr)) -->
    [ "~w's hero ~w is in the combat and would be dealt ~w combat damage; armor has prevented ~w of it"-[Pl, HL, In, Pr] ].
fact_words(hero_unfought(Pl, HL)) -->
    [ "~w's hero ~w is in the combat, but no character is fighting it"-[Pl, HL] ].
fact_words(armor_of(AL, O, Def, Pl)) -->
    [ "~w is ~w's armor with DEF ~w; the move is ~w's"-[AL, O, Def, Pl] ].
fact_words(not_an_armor(AL)) -->
    [ "~w is not an armor in play"-[AL] ].
fact_words(armor_decider(D, Pl)) -->
    [ "~w is deciding on armor now; the move is ~w's"-[D, Pl] ].
fact_words(no_armor_decision) -->
    [ "no armor decision is under way" ].
fact_words(hand_size(Pl, N)) -->
    [ "~w holds ~d cards; the maximum hand size is 7"-[Pl, N] ].

%   step_words(?Step, ?Words): where in the turn a step is.
step_words("main", "outside combat (main step)").
step_words("propose", "a combat has been proposed (propose step)").
step_words("attack", "the attacker has attacked (attack step)").
step_words("protect", "at the Protect Point (protect step)").
step_words("defend", "the defender is defending (defend step)").
step_words("damage", "combat damage is about to be dealt (damage step)").
step_words("end", "its end step").
step_words("wrap_up", "its wrap-up").

%   What a card's targeted effects act on: "Fireball targets an enemy
%   character (damage)".
targets_words(CL, Effects) -->
    [ "~w targets "-[CL] ],
    effect_targets(Effects).

effect_targets([E]) --> !,
    effect_target(E).
effect_targets([E|Es]) -->
    effect_target(E), [ " and " ], effect_targets(Es).

%   Card labels in a list: "none" (or "nothing" for a hand) when empty.
labels_words([]) --> !,
    [ "none" ].
labels_words(Ls) -->
    { atomic_list_concat(Ls, ', ', T) },
    [ "~w"-[T] ].

hand_words([]) --> !,
    [ "nothing" ].
hand_words(Ls) -->
    labels_words(Ls).

fix_words(lost_decked(L)) -->
    [ "none: ~w had to draw from an empty deck, so ~w has lost and the game is over"-[L, L] ].
fix_words(lost_fatal_damage(L)) -->
    [ "none: ~w's hero has fatal damage, so ~w has lost and the game is over"-[L, L] ].
fix_words(wait_for_own_turn(Pl, T)) -->
    [ "wait for ~w's own turn: only the turn player (~w) does this, in the action phase outside combat"-[Pl, T] ].
fix_words(only_instants_in_other_turn) -->
    [ "only an instant may be played in the other player's turn" ].
fix_words(too_late_to_play) -->
    [ "too late this turn: it could have been played in the action phase before passing to the end phase; only instants now" ].
fix_words(too_late_to_act) -->
    [ "too late this turn: it could have been done in the action phase before passing to the end phase" ].
fix_words(wait_for_combat_to_conclude("propose")) --> !,
    [ "wait until the proposal resolves (both players pass the propose step) and any combat it starts concludes, then do it outside combat"-[] ].
fix_words(wait_for_combat_to_conclude(St)) -->
    [ "wait until the combat concludes (the game is in its ~w step; the combat moves on as both players pass), then do it outside combat"-[St] ].
fix_words(next_resource_next_turn) -->
    [ "the next resource can be placed in the next turn" ].
fix_words(window("protect")) -->
    [ "at the Protect Point the defending player protects or declines (decline); the defend window, with priority, opens right after" ].
fix_words(window("damage")) -->
    [ "in the damage step the deciding player exhausts armor or declines more (decline_armor); priority comes back once the combat concludes" ].
fix_words(window("wrap_up")) -->
    [ "the wrap-up has no priority: the turn player discards down to seven if needed and ends the turn (end_turn)" ].
fix_words(wait_for_priority(H)) -->
    [ "wait for priority: ~w has it and acts or passes first"-[H] ].
fix_words(name_a_card_in_hand(Pl, Ls)) -->
    [ "name a card in ~w's hand: "-[Pl] ], hand_words(Ls).
fix_words(more_ready_resources(Short)) -->
    [ "needs ~d more ready resource(s)"-[Short] ].
fix_words(only_controller_uses_power(O)) -->
    [ "only ~w, its controller, may use this power"-[O] ].
fix_words(name_a_card_with_power(Pl, Ls)) -->
    [ "name a card in play of ~w's that has a power: "-[Pl] ], labels_words(Ls).
fix_words(card_readies_next_ready_step(Pl)) -->
    [ "the card readies in ~w's next ready step; its power can be used then"-[Pl] ].
fix_words(wait_for_next_turn(Pl)) -->
    [ "wait for ~w's next turn: from its start the ally counts as under ~w's control"-[Pl, Pl] ].
fix_words(no_legal_target) -->
    [ "no card in play is a legal target for it now" ].
fix_words(name_a_legal_target(Ls)) -->
    [ "name one legal target: " ], labels_words(Ls).
fix_words(leave_out_the_target) -->
    [ "leave out the target: its effects need none" ].
fix_words(give_the_face(CL)) -->
    [ "give the face of ~w in the position (its name, or its type and cost); as it is, it can be placed as a resource or discarded"-[CL] ].
fix_words(attacker_readies(Pl)) -->
    [ "the attacker readies in ~w's next ready step"-[Pl] ].
fix_words(attacks_from_next_turn(AL)) -->
    [ "~w can attack from its controller's next turn on"-[AL] ].
fix_words(propose_an_enemy_defender(Ls)) -->
    [ "propose an enemy hero or ally as the defender: " ], labels_words(Ls).
fix_words(defender_decides(DP)) -->
    [ "the decision is ~w's, whose character was proposed as the defender"-[DP] ].
fix_words(only_the_defender_decides) -->
    [ "only the player whose character is proposed as a defender decides" ].
fix_words(decline_to_protect(DL)) -->
    [ "~w simply defends: decline to protect"-[DL] ].
fix_words(only_protector(PL)) -->
    [ "none in this combat: ~w is its only protector"-[PL] ].
fix_words(hero_was_protected(Pl)) -->
    [ "~w's hero was protected and left the combat: it can strike in a later combat it fights in"-[Pl] ].
fix_words(strike_when_hero_fights(Pl)) -->
    [ "strike in a combat where ~w's hero is the attacker or the defender"-[Pl] ].
fix_words(strike_with_own_weapon(Pl, Ls)) -->
    [ "strike with a weapon ~w controls: "-[Pl] ], labels_words(Ls).
fix_words(weapon_readies(WL)) -->
    [ "~w must be readied first; it readies in its controller's next ready step"-[WL] ].
fix_words(strike_with_ready_weapon(Ls)) -->
    [ "strike with a ready weapon: " ], labels_words(Ls).
fix_words(more_ready_resources_to_strike(Short)) -->
    [ "needs ~d more ready resource(s) for the strike cost"-[Short] ].
fix_words(strike_again_once_readied(WL)) -->
    [ "strike again only with ~w, and only once it has been readied"-[WL] ].
fix_words(no_more_armor_needed) -->
    [ "no more armor is needed: the rest of the damage is already prevented (excess DEF is wasted)" ].
fix_words(armor_shields_own_hero(Pl)) -->
    [ "armor shields only ~w's hero, as it is about to be dealt combat damage by a character with ATK above 0"-[Pl] ].
fix_words(armor_readies(AL)) -->
    [ "~w readies in its controller's next ready step"-[AL] ].
fix_words(armor_decision_waits(Pl)) -->
    [ "~w decides on armor once the other player's decision is over (the turn player decides first)"-[Pl] ].
fix_words(no_armor_decision_for(Pl, D, Why)) -->
    [ "~w will make no armor decision in this combat ("-[Pl] ],
    no_armor_decision_words(Why, Pl),
    [ "): only ~w decides on armor, then the combat damage is dealt"-[D] ].
fix_words(discard_after_action_phase(St)) -->
    [ "discarding comes in the wrap-up: pass out of the action phase (~w step) and the end step first"-[St] ].
fix_words(discard_after_end_step) -->
    [ "discarding comes in the wrap-up: both players pass the end step first" ].
fix_words(only_turn_player_ends(T, Pl)) -->
    [ "only ~w ends this turn; ~w's own turn comes next"-[T, Pl] ].
fix_words(only_turn_player_discards(T, Pl)) -->
    [ "only ~w discards; ~w keeps every card in hand"-[T, Pl] ].
fix_words(cards_kept(Pl, N)) -->
    [ "~w's ~d cards are kept: end the turn instead"-[Pl, N] ].
fix_words(conclude_combat_then_end) -->
    [ "conclude the combat, pass to the end phase and pass the end step; then end the turn from the wrap-up" ].
fix_words(pass_to_end_phase_then_end) -->
    [ "pass to the end phase, then pass the end step; the turn ends from the wrap-up" ].
fix_words(pass_end_step_then_end) -->
    [ "pass the end step first; the turn ends from the wrap-up" ].
fix_words(discard_more(T, K)) -->
    [ "~w discards ~d more card(s) first"-[T, K] ].
fix_words(propose_a_combat_first) -->
    [ "propose a combat first: protecting comes at its Protect Point" ].
fix_words(wait_for_protect_point(St)) -->
    [ "wait for the Protect Point: both players pass the ~w step first (and it comes only if a character could protect)"-[St] ].
fix_words(no_protect_point(St)) -->
    [ "too late: there is no Protect Point in the ~w step (it comes after the attack window of a combat)"-[St] ].
fix_words(wait_for_defend_step(St)) -->
    [ "wait for the defend step: the ~w step must be passed (and the Protect Point decided) first"-[St] ].
fix_words(defend_window_closed) -->
    [ "too late: the defend window of this combat has closed" ].
fix_words(strike_in_defend_step) -->
    [ "strike in the defend step of a combat your hero fights in" ].
fix_words(wait_for_damage_step(St)) -->
    [ "wait for the damage step: armor is exhausted as the combat damage is about to be dealt (the game is in the ~w step)"-[St] ].
fix_words(armor_in_damage_step) -->
    [ "armor is used only in the damage step of a combat your hero fights in" ].
fix_words(no_attacker(Pl)) -->
    [ "no character of ~w's can attack now"-[Pl] ].
fix_words(propose_an_attacker(Pl, Ls)) -->
    [ "propose a ready character of ~w's that may attack: "-[Pl] ], labels_words(Ls).
fix_words(nobody_can_protect) -->
    [ "no character can protect here: decline" ].
fix_words(no_protector_now(Pl)) -->
    [ "no character of ~w's can protect now: only a ready character with Protector, other than the proposed defender, protects, at the Protect Point of a combat against ~w"-[Pl, Pl] ].
fix_words(protect_with_one_of(Ls)) -->
    [ "protect with a ready character with Protector other than the proposed defender: " ],
    labels_words(Ls).
fix_words(no_ready_armor(Pl)) -->
    [ "~w has no ready armor with DEF 1 or more"-[Pl] ].
fix_words(exhaust_an_armor(Pl, Ls)) -->
    [ "exhaust a ready armor of ~w's with DEF 1 or more: "-[Pl] ], labels_words(Ls).

%   no_armor_decision_words(+Why, +Player)//: why Player makes no armor
%   decision in this combat (no_armor_decision_why/3).
no_armor_decision_words(decided, _) -->
    [ "as the turn player, his decision came first and is over" ].
no_armor_decision_words(no_ready_armor, Pl) -->
    [ "~w has no ready armor with DEF"-[Pl] ].
no_armor_decision_words(Why, Pl) -->
    message(unshielded(Why, Pl)).

                 /*******************************
                 *         CARDS IN WORDS       *
                 *******************************/

%   The display (display.pl): status lines, figures and facts.
board_words(turn(Player, Phase, Step)) -->
    [ "~w's turn: ~w phase, ~w"-[Player, Phase, Step] ].
board_words(resource_placed(Player, true)) -->
    [ "~w has placed a resource this turn"-[Player] ].
board_words(resource_placed(Player, false)) -->
    [ "~w has not placed a resource this turn"-[Player] ].
board_words(priority_kept(H, T)) -->
    [ "priority: ~w, kept after their own card or power (their pass gives it to ~w)"-[H, T] ].
board_words(priority_game_over) -->
    [ "priority: no one (the game is over)"-[] ].
board_words(priority(null)) --> !,
    [ "priority: no one (no window is open)"-[] ].
board_words(priority(Player)) -->
    [ "priority: ~w"-[Player] ].
board_words(lost(Player, Why)) -->
    [ "~w: "-[Player] ], lost_words(Why), [ "; the game is over"-[] ].
board_words(resources(Ready, Exhausted)) -->
    [ "~w ready / ~w exhausted"-[Ready, Exhausted] ].
board_words(deciding_on_armor(Player)) -->
    [ "deciding on armor: ~w"-[Player] ].
board_words(armor_prevented(N, Player)) -->
    [ "armor has prevented ~w combat damage to ~w's hero"-[N, Player] ].
board_words(combat_damage(What)) -->
    [ "combat damage (before armor): "-[] ], combat_damage_words(What).
board_words(owned(Owner, Label)) -->
    [ "~w's ~w"-[Owner, Label] ].
board_words(power(P)) -->
    power_words(P).
board_words(hand_card(C)) -->
    hand_card_words(C).

lost_words(fatal_damage) --> [ "hero with fatal damage"-[] ].
lost_words(decked) --> [ "decked: had to draw from an empty deck"-[] ].

combat_damage_words(left_combat(Side)) -->
    [ "none: the ~w has left the combat"-[Side] ].
combat_damage_words(deals(From, N, To)) -->
    [ "~w deals ~w to ~w"-[From, N, To] ].

%   step_title(?Step, ?Text): a step as a heading names it.

step_title("main", "outside combat").
step_title("propose", "combat: proposal").
step_title("attack", "combat: attack window").
step_title("protect", "combat: Protect Point").
step_title("defend", "combat: defend window").
step_title("damage", "combat: damage (armor)").
step_title("end", "end step").
step_title("wrap_up", "wrap-up").

%   card_keywords(+Zone, +Card, -Words): what a card in play has beyond
%   its numbers, in words: its keywords, "new" for an ally not under its
%   controller's control since the start of their turn (WOW-303, 211),
%   and its power.

card_keywords(Zone, C, Ws) :-
    findall(W, card_keyword(Zone, C, W), Ws).

card_keyword(_, C, "Protector") :- flag(C, protector).
card_keyword(_, C, "Ferocity") :- flag(C, ferocity).
card_keyword(_, C, "can't attack") :- flag(C, cannot_attack).
card_keyword(ally, C, "new") :- \+ flag(C, since_turn_start).
card_keyword(_, C, display(power(P))) :- get_dict(power, C, P).

%   power_words(+Power)//: "power (2, exhaust): ready this card".

power_words(P) -->
    [ "power (~w"-[P.cost] ],
    ( { flag(P, activate) } -> [ ", exhaust" ] ; [] ),
    [ ")" ],
    (   { get_dict(effects, P, Es), Es \== [] }
    ->  [ ": " ], effects_words(Es)
    ;   []
    ).

%   effects_words(+Effects)//: "ready a friendly weapon; 2 damage to a
%   hero or ally".

effects_words([E]) --> !,
    effect_words(E).
effects_words([E|Es]) -->
    effect_words(E), [ "; " ], effects_words(Es).

effect_words(E) -->
    { get_dict(effect, E, Kind),
      get_dict(target, E, Target) },
    (   { Kind == "damage" }
    ->  [ "~w damage to "-[E.amount] ]
    ;   [ "~w "-[Kind] ]
    ),
    (   { Target == "self" }
    ->  [ "this card" ]
    ;   { kind_words(Target, KW) },
        (   { get_dict(side, E, Side),
              sub_atom(KW, B, _, 0, Noun),
              sub_atom(KW, 0, B, _, Art),
              memberchk(Art, ['a ', 'an ']) }
        ->  [ "~w ~w"-[Side, Noun] ]
        ;   [ KW ]
        )
    ).

%   hand_card_words(+Card)//: a card in a hand, e.g. "ally 2, 1/4,
%   Protector".

hand_card_words(C) -->
    { get_dict(type, C, Type),
      get_dict(cost, C, Cost) },
    [ "~w ~w"-[Type, Cost] ],
    hand_card_words(Type, C).

hand_card_words(Type, C) -->
    (   { Type == "ally", get_dict(atk, C, A), get_dict(health, C, H) }
    ->  [ ", ~w/~w"-[A, H] ]
    ;   { Type == "weapon", get_dict(atk, C, A), get_dict(strike_cost, C, SC) }
    ->  [ ", ATK ~w, strike cost ~w"-[A, SC] ]
    ;   { Type == "armor", get_dict(def, C, D) }
    ->  [ ", DEF ~w"-[D] ]
    ;   []
    ),
    ( { flag(C, instant) } -> [ ", instant" ] ; [] ),
    (   { get_dict(effects, C, Es), Es \== [] }
    ->  [ ", " ], effects_words(Es)
    ;   []
    ),
    (   { Type \== "ability" }
    ->  { findall(W, card_keyword(hand, C, W), Ws) },
        hand_keywords(Ws)
    ;   []
    ).

hand_keywords([]) --> [].
hand_keywords([W|Ws]) -->
    [ ", " ],
    (   { W = display(power(P)) }
    ->  power_words(P)
    ;   [ W ]
    ),
    hand_keywords(Ws).
hand_card_word(Type, C, W) :-
    Type \== "ability",
    card_keyword(hand, C, W).

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
    name_made_id(Name, Id),
    !,
    joined_text([Name], Label).
ref_label(named(Name, Id), Label) :-
    joined_text([Name, " (", Id, ")"], Label).
ref_label(id(Id), Label) :-
    joined_text([Id], Label).
ref_label(unknown(Id), Label) :-
    joined_text([Id, " (unknown card)"], Label).

%   name_made_id(+Name, +Id): Id is the id a position gives a card it
%   names by its name alone ("Quick Strike" is quick-strike, "Ta'zo"
%   ta-zo: its name's lookup key, words joined by "-"): the words leave it
%   out, the name says it.  A second copy's id (quick-strike-2) stays, to
%   tell the copies apart.
name_made_id(Name, Id) :-
    string(Id),
    rc_cards:name_key(Name, Key),
    atomic_list_concat(Words, ' ', Key),
    atomic_list_concat(Words, '-', Slug),
    atom_string(Slug, Id).

%!  move_text(+State, +Move, -Text) is det.
%
%   A move in words: message(move(State, Move))//.

move_text(S, M, Text) :-
    reason_text(wow_tcg, move(S, M), Text).

move_words(S, M) -->
    (   { get_dict(action, M, A),
          get_dict(player, M, P) },
        move_words(A, S, M, P)
    ->  []
    ;   [ "~p"-[M] ]
    ).

move_words("pass", S, _, P) -->
    { step(S, St) },
    [P, " passes (", St, " step)"].
move_words("end_turn", _, _, P) -->
    [P, " ends the turn"].
move_words("decline", _, _, P) -->
    [P, " declines to protect"].
move_words("propose_attack", S, M, P) -->
    { get_dict(attacker, M, Vattacker), label(S, Vattacker, A), get_dict(defender, M, Vdefender), label(S, Vdefender, D) },
    [P, " proposes ", A, " as attacker against ", D].
move_words("protect", S, M, P) -->
    { get_dict(protector, M, Vprotector), label(S, Vprotector, X) },
    [P, " exhausts ", X, " to protect"].
move_words("strike", S, M, P) -->
    { get_dict(weapon, M, Vweapon), label(S, Vweapon, X) },
    [P, " strikes with ", X].
move_words("exhaust_armor", S, M, P) -->
    { get_dict(armor, M, Varmor), label(S, Varmor, X) },
    [P, " exhausts ", X, " to prevent combat damage"].
move_words("play_card", S, M, P) -->
    { get_dict(card, M, Vcard), label(S, Vcard, X) },
    [P, " plays ", X],
    target_words(S, M).
move_words("place_resource", S, M, P) -->
    { get_dict(card, M, Vcard), label(S, Vcard, X) },
    [P, " places ", X, " as a resource"].
move_words("use_power", S, M, P) -->
    { get_dict(card, M, Vcard), label(S, Vcard, X) },
    [P, " uses the power of ", X],
    target_words(S, M).
move_words("decline_armor", _, _, P) -->
    [P, " uses no more armor"].
move_words("discard", S, M, P) -->
    { get_dict(card, M, Vcard), label(S, Vcard, X) },
    [P, " discards ", X].

target_words(S, M) -->
    (   { get_dict(target, M, Tg) }
    ->  { label(S, Tg, TL) },
        [" targeting ", TL]
    ;   []
    ).

