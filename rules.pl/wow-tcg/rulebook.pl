/*  World of Warcraft TCG: the rules a move can break.

    Part of game.pl.  Each constraint rule is one block: its rule/5
    entry, the relation that decides it, and its broken/4 clause, and the
    message//1 that words its reason term (a reason several rules share
    is worded in messages.pl).  A card in a reason is named
    by card_ref/2,3 (position.pl).
*/

                 /*******************************
                 *         RETIRED RULES        *
                 *******************************/

%!  retired_rule(?Id, ?Successors, ?Note) is nondet.
%
%   A rule ID the rulebook no longer has, kept as a redirect (as ruff
%   keeps its rule redirects): the rules that now say what it said, and
%   how it went.  A fixture naming it still runs, as its successor, with
%   a warning; `rulecheck rules WOW-605` says where it went.

retired_rule('WOW-212', ['WOW-206', 'WOW-704'],
             "\"Only the turn player moves the game on\" was merged into WOW-206 (passing needs priority) and, for ending the turn, WOW-704").
retired_rule('WOW-213', ['WOW-206'],
             "\"Nothing to pass at the Protect Point or in the wrap-up\" was merged into WOW-206 (no one has priority there)").
retired_rule('WOW-605', ['WOW-602'],
             "\"No more armor once the damage is all prevented\" was merged into WOW-602 (armor shields only your hero from damage still coming)").

                 /*******************************
                 *        THE GAME IS OVER      *
                 *******************************/

rule('WOW-201', constraint, "No moves once the game is over",
     "Once a hero has damage greater than or equal to its health, or a player has had to draw a card from an empty deck, that player has lost and the game is over: no player may move.",
     ruling("", "CR v7.4 102.1a, 102.3: a player whose hero is destroyed, or who becomes decked, loses immediately; with two players the game ends (102.1).")).

%!  hero_fallen(+State, ?Player) is nondet.
%
%   Player's hero has damage greater than or equal to its health: Player
%   has lost (WOW-801), and no move is legal any more.

hero_fallen(S, Player) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    get_dict(damage, H, D),
    get_dict(health, H, Hp),
    D >= Hp,
    get_dict(name, P, Player).

%!  has_lost(+State, ?Player, ?Why) is nondet.
%
%   Player has lost the game: their hero has fatal damage (Why =
%   fatal_damage, WOW-801) or they are decked (Why = decked, WOW-802).

has_lost(S, Player, Why) :-
    state_players(S, Ps),
    member(P, Ps),
    player_lost(P, Why),
    get_dict(name, P, Player).

player_lost(P, fatal_damage) :-
    get_dict(hero, P, H),
    fatal(H).
player_lost(P, decked) :-
    get_dict(decked, P, true).

%   game_over(+State): some player has lost (has_lost/3, asked in one
%   pass: the legality of every move asks it).

game_over(S) :-
    get_dict(players, S, Ps),
    member(P, Ps),
    player_lost(P, _),
    !.

broken('WOW-201', S, _, game_over(Loser, Why)) :-
    game_over(S),
    once(has_lost(S, Loser, Why)).

message(game_over(Loser, fatal_damage)) -->
    [ "the game is over: ~w's hero has fatal damage"-[Loser] ].
message(game_over(Loser, decked)) -->
    [ "the game is over: ~w had to draw from an empty deck"-[Loser] ].

                 /*******************************
                 *    THE TURN PLAYER'S ACTIONS *
                 *******************************/

rule('WOW-202', constraint, "Only the turn player places resources, plays non-instant cards and proposes attacks",
     "Placing a resource, playing a non-instant card and proposing a combat are things only the turn player may do, in their own action phase.",
     ruling("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.",
            "The seed speaks of the turn player's action phase; CR v7.4 502.1, 409.1, 412.1a and 601.1 give these actions to the turn player's non-combat action phase only.")).

%!  main_actor(+State, ?Player) is semidet.
%
%   Player may place a resource, play a non-instant card and propose a
%   combat: the turn player.

main_actor(S, Pl) :- turn_player(S, Pl).

%   main_action(+S, +Move, -What): Move is one of those actions, What
%   names it (the rules of the end phase and of a combat forbid them too).

main_action(_, M, propose) :-
    get_dict(action, M, "propose_attack").
main_action(_, M, place_resource) :-
    get_dict(action, M, "place_resource").
main_action(S, M, play_non_instant(Ref)) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    \+ unknown_card(Card),
    \+ flag(Card, instant),
    card_ref(Card, Ref).

broken('WOW-202', S, M, only_turn_player(T, What)) :-
    main_actor(S, T),
    get_dict(player, M, Pl),
    Pl \== T,
    main_action(S, M, What).

message(only_turn_player(T, What)) -->
    [ "only the turn player (~w) may "-[T] ], what(What).

rule('WOW-203', constraint, "End phase: no resources, attacks or non-instant cards",
     "In the end phase (its end step and its wrap-up) no player may place a resource, propose an attack or play a card that is not an instant.",
     seed("В эту фазу: • вы более не можете выставлять ресурсы, атаковать или разыгрывать карты (кроме мгновенных).")).

%!  in_end_phase(+State) is semidet.

in_end_phase(S) :- phase(S, "end").

broken('WOW-203', S, M, not_in_end_phase(What)) :-
    in_end_phase(S),
    main_action(S, M, What).

message(not_in_end_phase(What)) -->
    [ "in the end phase no player may "-[] ], what(What).

rule('WOW-204', constraint, "Not during a combat: no resources, attacks or non-instant cards",
     "From the proposal of a combat until its conclusion, no resource may be placed, no other combat proposed and no non-instant card played.",
     ruling("", "The seed is silent; CR v7.4 502.1, 409.1, 412.1a and 601.1 allow these only in the non-combat action phase with an empty chain, and CR 600.1 concludes each combat before the next is proposed.")).

%!  combat_under_way(+State) is semidet.
%
%   A combat has been proposed and has not concluded.

combat_under_way(S) :-
    phase(S, "action"),
    in_combat_step(S).

broken('WOW-204', S, M, not_during_combat(St, What)) :-
    combat_under_way(S),
    step(S, St),
    main_action(S, M, What).

message(not_during_combat("propose", What)) --> !,
    [ "a combat has been proposed (the propose step): no one may "-[] ], what(What),
    [ " until the proposal resolves and any combat it starts concludes"-[] ].
message(not_during_combat(St, What)) -->
    [ "a combat is under way (the ~w step): no one may "-[St] ], what(What),
    [ " until it concludes"-[] ].

rule('WOW-205', constraint, "One resource per turn",
     "A player may place only one resource each turn.",
     ruling("", "The seed is silent; CR v7.4 412.1.")).

%!  resource_placed(+State) is semidet.

resource_placed(S) :- get_dict(resource_placed, S, true).

broken('WOW-205', S, M, resource_already_placed(Pl)) :-
    get_dict(player, M, Pl),
    turn_player(S, Pl),
    resource_placed(S).

message(resource_already_placed(Pl)) -->
    [ "~w has already placed a resource this turn"-[Pl] ].

                 /*******************************
                 *   CARDS, COSTS AND POWERS    *
                 *******************************/

rule('WOW-206', constraint, "Act only with priority",
     "Passing, playing a card, using a power, placing a resource and proposing a combat are done only by the player who has priority. As each window opens (the action phase outside combat, the proposal, the attack window, the defend window, the end phase) the turn player gets priority; the turn player's pass gives it to the other player; after a card or power the turn player has it again. No one has priority at the Protect Point, in the damage step or in the wrap-up, so no one passes, plays a card or uses a power there.",
     ruling("• любой игрок может использовать мгновенные карты или совершать действия. ... И вот все совершили все, что собирались, и мы переходим к этапу «завершения».",
            "The seed lets any player use instants and actions in the end phase and moves on once everybody is done. CR v7.4 410.1 and 410.2: only the player with priority plays an instant, uses a power or passes; 410.2a: the turn player's main actions need priority too; 410.4: the turn player gets priority first as a window opens. CR 602.2 (the Protect Point), 603.1 (combat conclusion) and 503.2a (the wrap-up) give no one priority.")).

%!  window_closed(?Step) is nondet.
%
%   No one has priority in Step (priority_holder/2, position.pl).

window_closed("protect").
window_closed("damage").
window_closed("wrap_up").

%   window_action(+S, +Move, -What): Move plays an instant or uses a power.

window_action(S, M, play_instant(Ref)) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    flag(Card, instant),
    card_ref(Card, Ref).
window_action(S, M, use_power(Ref)) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    own_power(S, Pl, C, _, Card, _),
    card_ref(Card, Ref).

%   priority_action(+S, +Move, -What): Move needs priority; What names it.

priority_action(_, M, pass) :-
    get_dict(action, M, "pass"), !.
priority_action(S, M, What) :-
    (   main_action(S, M, What0)
    ->  What = What0
    ;   window_action(S, M, What0)
    ->  What = What0
    ;   get_dict(action, M, A),
        memberchk(A, ["play_card", "use_power"]),
        get_dict(card, M, C),
        card_ref(S, C, Ref),
        What = card_action(A, Ref)
    ).

%!  priority_rule(?RuleId) is semidet.
%   The rule a move breaks when another player holds priority (the engine
%   then asks whether the move is legal once that player passes).

priority_rule('WOW-206').

broken('WOW-206', S, M, Reason) :-
    get_dict(player, M, Pl),
    \+ has_priority(S, Pl),
    priority_action(S, M, What),
    priority_holder(S, H),
    (   H == null
    ->  step(S, St),
        Reason = no_priority(St, What)
    ;   Reason = priority_is(H, What)
    ).

message(no_priority(St, What)) -->
    [ "no one has priority "-[] ], window_name(St), [ ", so no one may "-[] ], what(What).
message(priority_is(H, What)) -->
    [ "~w has priority: only they may "-[H] ], what(What), [ " now"-[] ].

rule('WOW-207', constraint, "The card must be in your hand",
     "A card is played, placed as a resource or discarded only from its owner's hand.",
     ruling("", "CR v7.4 409.1, 412.1, 415.9e.")).

broken('WOW-207', S, M, not_in_hand(Ref, Pl)) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    \+ hand_card(S, Pl, C, _),
    card_ref(S, C, Ref).

message(not_in_hand(Card, Pl)) -->
    card(Card), [ " is not in ~w's hand"-[Pl] ].

rule('WOW-208', constraint, "Pay the cost with ready resources",
     "A card's cost or a power's cost is paid by exhausting that many ready resources; a player with fewer ready resources cannot pay it.",
     ruling("", "CR v7.4 403.1 and 403.6a; 412.2: resources are exhausted to pay resource costs.")).

%!  pays(+Ready, +Costed) is semidet.
%
%   Ready resources pay the cost of Costed, a card or a power (nothing
%   to pay if it names no cost).

pays(Ready, Costed) :-
    \+ ( get_dict(cost, Costed, Cost), Ready < Cost ).

%   costed_action(+S, +Move, -Costed, -Card, -Kind): Move pays for
%   Costed, Card itself (Kind = card) or its power (Kind = power_of).  An
%   unknown card's cost is not known: WOW-225 decides its play.

costed_action(S, M, Card, Card, card) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    playable_face(Card).
costed_action(S, M, Power, Card, power_of) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    power_card(S, C, _, _, Card, Power).

broken('WOW-208', S, M, cannot_pay(What, Cost, Pl, R)) :-
    costed_action(S, M, Costed, Card, Kind),
    get_dict(player, M, Pl),
    ready_resources(S, Pl, R),
    \+ pays(R, Costed),
    get_dict(cost, Costed, Cost),
    card_ref(Card, Ref),
    costed_what(Kind, Ref, What).

costed_what(card, Ref, card(Ref)).
costed_what(power_of, Ref, power_of(Ref)).

message(cannot_pay(What, Cost, Pl, R)) -->
    what(What), [ " costs ~d; ~w has ~d ready resources"-[Cost, Pl, R] ].

rule('WOW-209', constraint, "A power belongs to a card in play you control",
     "Only the controller of a card in play may use its power, and only if it has one.",
     ruling("• любой игрок может ... совершать действия.", "CR v7.4 701.2: only a card's controller uses its payment powers.")).

%!  own_power(+State, +Player, +CardId, -Zone, -Card, -Power) is semidet.
%
%   CardId is a card in play that Player controls and that has a power.

own_power(S, Pl, Id, Zone, Card, Power) :-
    power_card(S, Id, Pl, Zone, Card, Power).

%!  power_card(+State, +CardId, ?Owner, -Zone, -Card, -Power) is semidet.
%
%   CardId is a card in play with a power, whoever controls it: the rules
%   of a power's cost, readiness and targets are about the card, so they
%   are asked even when the player using it does not control it
%   (WOW-209 says that).

power_card(S, Id, Owner, Zone, Card, Power) :-
    card_at(S, Id, Owner, Zone, Card),
    get_dict(power, Card, Power).

broken('WOW-209', S, M, Reason) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    \+ own_power(S, Pl, C, _, _, _),
    (   card_at(S, C, Owner, _, Card)
    ->  card_ref(Card, Ref),
        (   Owner \== Pl
        ->  Reason = power_not_yours(Ref, Owner)
        ;   Reason = no_power(Ref)
        )
    ;   card_ref(S, C, Ref),
        Reason = not_a_card_in_play(Ref)
    ).

message(power_not_yours(Card, Owner)) -->
    card(Card), [ " is controlled by ~w; only its controller uses its power"-[Owner] ].
message(no_power(Card)) -->
    card(Card), [ " has no power"-[] ].
message(not_a_card_in_play(Card)) -->
    card(Card), [ " is not a card in play"-[] ].

rule('WOW-210', constraint, "An activated power exhausts a ready card",
     "A power whose cost includes exhausting the card can be used only while the card is ready.",
     ruling("", "CR v7.4 701.3: a card can't be exhausted to pay a cost if it's already exhausted.")).

%!  ready_for_power(+Card, +Power) is semidet.
%
%   The power does not exhaust the card, or the card is ready.

ready_for_power(Card, Power) :-
    (   flag(Power, activate)
    ->  is_ready(Card)
    ;   true
    ).

broken('WOW-210', S, M, power_card_exhausted(Ref)) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    power_card(S, C, _, _, Card, Power),
    \+ ready_for_power(Card, Power),
    card_ref(Card, Ref).

message(power_card_exhausted(Card)) -->
    card(Card), [ " is exhausted and its power exhausts it"-[] ].

rule('WOW-211', constraint, "A new ally cannot use its activated power",
     "An ally's activated power can be used only if the ally has been under its controller's control since the start of that player's most recent turn.",
     ruling("", "CR v7.4 302.2 and 701.3.")).

%!  settled_for_power(+Zone, +Card, +Power) is semidet.
%
%   The power does not exhaust the card, or the card is not an ally, or
%   the ally has been under its controller's control since the start of
%   their most recent turn.

settled_for_power(Zone, Card, Power) :-
    \+ ( flag(Power, activate),
         Zone == ally,
         \+ flag(Card, since_turn_start) ).

broken('WOW-211', S, M, new_ally_power(Ref, Owner)) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    power_card(S, C, Owner, Zone, Card, Power),
    \+ settled_for_power(Zone, Card, Power),
    card_ref(Card, Ref).

message(new_ally_power(Card, Pl)) -->
    card(Card), [ " has not been under ~w's control since the start of ~w's most recent turn"-[Pl, Pl] ].

rule('WOW-223', constraint, "A targeted effect needs a legal target",
     "A card or power whose effects act on a target is played or used naming one `target`: a card in play of the kind every such effect names (a character: hero or ally; an ally; a hero; a weapon; an armor) and on the side it names (friendly: a card the player controls; enemy: one the opponent controls; either if it names none). A card or power without such effects names no target.",
     ruling("", "The seed names no card effects. CR v7.4 706.1: a target is chosen as the link is added to the chain and must meet the link's target description; a link's effects act on its chosen target. rulecheck's cards have one target each (the move's `target`), shared by all their targeted effects.")).

%!  move_effects(+State, +Move, -Effects, -Source) is semidet.
%
%   Move plays a card from the player's hand or uses a power of a card
%   they control; Effects are its effects (WOW-224), Source the card.

move_effects(S, M, Effects, Card) :-
    get_dict(action, M, A),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    (   A == "play_card"
    ->  hand_card(S, Pl, C, Card),
        \+ unknown_card(Card),
        Costed = Card
    ;   A == "use_power"
    ->  power_card(S, C, _, _, Card, Costed)
    ),
    (   get_dict(effects, Costed, Effects0)
    ->  Effects = Effects0
    ;   Effects = []
    ).

%   targeted(+Effects): some effect acts on the chosen target.

targeted(Effects) :-
    member(E, Effects),
    get_dict(target, E, T),
    T \== "self",
    !.

%!  target_problem(+State, +Player, +Effects, +Id, -Problem) is semidet.
%
%   Id is not a legal target of Player's targeted Effects: Problem says
%   why (not_in_play, kind(Kind), side(Side)).

target_problem(S, Pl, Effects, Id, Problem) :-
    (   card_at(S, Id, Owner, Zone, _)
    ->  once(effect_target_problem(Effects, Pl, Owner, Zone, Problem))
    ;   Problem = not_in_play
    ).

effect_target_problem(Effects, Pl, Owner, Zone, Problem) :-
    member(E, Effects),
    get_dict(target, E, T),
    T \== "self",
    (   \+ target_zone(T, Zone)
    ->  Problem = kind(T)
    ;   get_dict(side, E, Side),
        \+ side_of(Side, Pl, Owner),
        Problem = side(Side)
    ).

target_zone("character", hero).
target_zone("character", ally).
target_zone("ally", ally).
target_zone("hero", hero).
target_zone("weapon", weapon).
target_zone("armor", armor).

side_of("friendly", Pl, Pl).
side_of("enemy", Pl, Owner) :- Owner \== Pl.

%!  legal_target(+State, +Player, +Effects, +Id) is semidet.

legal_target(S, Pl, Effects, Id) :-
    \+ target_problem(S, Pl, Effects, Id, _).

broken('WOW-223', S, M, Reason) :-
    move_effects(S, M, Effects, Card),
    get_dict(player, M, Pl),
    card_ref(Card, Ref),
    (   targeted(Effects)
    ->  (   get_dict(target, M, T)
        ->  target_problem(S, Pl, Effects, T, Problem),
            card_ref(S, T, TRef),
            Reason = bad_target(Ref, TRef, Problem)
        ;   Reason = needs_target(Ref)
        )
    ;   get_dict(target, M, _),
        Reason = no_target_needed(Ref)
    ).

message(needs_target(Card)) -->
    card(Card), [ " needs a target: the move names none"-[] ].
message(no_target_needed(Card)) -->
    card(Card), [ " has no targeted effect: the move names a target"-[] ].
message(bad_target(Card, Target, Problem)) -->
    card(Target), [ " is not a legal target of "-[] ], card(Card), [ ": "-[] ], target_why(Problem).

rule('WOW-225', constraint, "An unknown card cannot be played",
     "A card in hand that the position does not show (an unknown card: a hand given as a count, or a card drawn from such a deck) cannot be played: rulecheck cannot know its type, cost or effects. It can still be placed as a resource or discarded.",
     ruling("", "A short position may leave cards unknown. Which card it is decides every rule of playing it (CR v7.4 409.1: the card's cost and type; 403). A resource is placed face down whatever it is (412.1b), and a discard needs no knowledge of the card (503.2a).")).

%!  playable_face(+Card) is semidet.
%
%   The position shows what Card is: it can be played.

playable_face(Card) :- \+ unknown_card(Card).

broken('WOW-225', S, M, unknown_card(Ref, Pl)) :-
    get_dict(action, M, "play_card"),
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    \+ playable_face(Card),
    card_ref(Card, Ref).

message(unknown_card(Card, Pl)) -->
    card(Card), [ " is an unknown card in ~w's hand: rulecheck cannot play a card whose face the position does not give"-[Pl] ].

                 /*******************************
                 *      PROPOSING A COMBAT      *
                 *******************************/

rule('WOW-301', constraint, "The attacker is your hero or ally",
     "The proposed attacker is a hero or ally controlled by the player proposing the combat.",
     seed("Объявление (Propose): вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker)")).

broken('WOW-301', S, M, Reason) :-
    get_dict(attacker, M, A),
    get_dict(player, M, Pl),
    \+ character(S, A, Pl, _),
    (   character(S, A, Owner, _)
    ->  Owner \== Pl,
        card_ref(S, A, Ref),
        Reason = attacker_not_yours(Ref, Owner, Pl)
    ;   card_ref(S, A, Ref),
        Reason = attacker_not_in_play(Ref)
    ).

message(attacker_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is controlled by ~w, not by ~w"-[Owner, Pl] ].
message(attacker_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].

rule('WOW-302', constraint, "The attacker must be ready",
     "An exhausted hero or ally cannot be proposed as an attacker.",
     seed("вы выбираете готового героя или соратника в своем отряде")).

broken('WOW-302', S, M, attacker_exhausted(Ref)) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    \+ is_ready(Card),
    card_ref(S, A, Ref).

message(attacker_exhausted(Card)) -->
    card(Card), [ " is exhausted; only a ready hero or ally can attack"-[] ].

rule('WOW-303', constraint, "A new ally cannot attack",
     "An ally can be proposed as an attacker only if it has been under its controller's control since the start of the turn (or it has Ferocity). Heroes have no such restriction.",
     ruling("вы выбираете готового героя или соратника в своем отряде",
            "The seed only says \"ready\". CR v7.4 601.2a and 302.2: the proposed attacker must also have been under the turn player's control continuously since the start of the turn, unless it has Ferocity; only allies have this restriction.")).

%!  new_attacker(+Zone, +Card) is semidet.
%
%   Card is an ally that has not been under its controller's control
%   since the start of the turn and has no Ferocity.

new_attacker(ally, Card) :-
    \+ flag(Card, since_turn_start),
    \+ flag(Card, ferocity).

broken('WOW-303', S, M, new_attacker(Ref, Pl)) :-
    get_dict(attacker, M, A),
    character_at(S, A, Pl, Zone, Card),
    new_attacker(Zone, Card),
    card_ref(S, A, Ref).

rule('WOW-304', constraint, "The defender is an enemy hero or ally",
     "The proposed defender is a hero or ally controlled by the opponent.",
     seed("затем выбираете вражеского героя либо соратника и объявляете его атакуемым (defender)")).

broken('WOW-304', S, M, Reason) :-
    get_dict(defender, M, D),
    get_dict(player, M, Pl),
    \+ ( opponent(S, Pl, O), character(S, D, O, _) ),
    (   character(S, D, Owner, _)
    ->  Owner == Pl,
        card_ref(S, D, Ref),
        Reason = own_defender(Ref, Pl)
    ;   card_ref(S, D, Ref),
        Reason = defender_not_in_play(Ref)
    ).

message(own_defender(Card, Pl)) -->
    card(Card), [ " is ~w's own character; the defender must be an enemy hero or ally"-[Pl] ].
message(defender_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].

rule('WOW-305', constraint, "A character that can't attack is not proposed",
     "A hero or ally whose card says it can't attack (`cannot_attack`, such as the seed's Guardian Steelhorn) cannot be proposed as an attacker; it may still protect and defend.",
     ruling("вы закрываете Стража Стального Рога (Guardian Steelhorn), воина со способностью \" защитник\".",
            "The seed's Guardian Steelhorn is a Protector; its printed card (Heroes of Azeroth 240) also says it can't attack. CR v7.4 103.1: a card's text takes precedence over the rules; 103.2: a \"can't\" takes precedence over what would make it happen, so such a character is not a legal proposed attacker (601.2a).")).

%!  may_be_attacker(+Card) is semidet.
%
%   Card's text does not forbid it to attack.

may_be_attacker(Card) :- \+ flag(Card, cannot_attack).

broken('WOW-305', S, M, cannot_attack(Ref)) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    \+ may_be_attacker(Card),
    card_ref(S, A, Ref).

message(cannot_attack(Card)) -->
    card(Card), [ " can't attack (its card says so)"-[] ].

                 /*******************************
                 *       THE PROTECT POINT      *
                 *******************************/

rule('WOW-401', constraint, "Protect only at the Protect Point",
     "A character protects, and the defending player declines to protect, only at the Protect Point: after the attack window, before the defender starts defending.",
     ruling("Когда объявленный защитник начинает обороняться – закройте героя или союзника со способностью «защитника»",
            "CR v7.4 602.2: the Protect Point is the only time a character can protect.")).

%!  protect_step(?Step) is semidet.

protect_step("protect").

broken('WOW-401', S, _, not_protect_point(St)) :-
    step(S, St),
    \+ protect_step(St).

message(not_protect_point(St)) -->
    [ "characters protect only at the Protect Point; the game is in the ~w step"-[St] ].

rule('WOW-402', constraint, "Only the defending player protects",
     "The decision at the Protect Point belongs to the player whose hero or ally was proposed as the defender.",
     seed("Если противник атакует вашего героя или одного из ваших соратников, а у вас есть герой либо соратник, способный защищать ... вы можете выставить его как защитника.")).

%!  decides_protection(+State, +Player) is semidet.
%
%   No other player's character was proposed as the defender.

decides_protection(S, Pl) :-
    \+ ( defending_player(S, DP), DP \== Pl ).

broken('WOW-402', S, M, not_defending_player(DP, Ref)) :-
    get_dict(player, M, Pl),
    \+ decides_protection(S, Pl),
    defending_player(S, DP),
    proposed_defender(S, D),
    card_ref(S, D, Ref).

message(not_defending_player(DP, Card)) -->
    [ "~w's "-[DP] ], card(Card), [ " was proposed as the defender; the decision is ~w's"-[DP] ].

rule('WOW-403', constraint, "The protector has Protector",
     "The protecting character is a hero or ally of the defending player with the Protector keyword.",
     seed("у вас есть герой либо соратник, способный защищать (слово «protector» в текстовой зоне)")).

%!  protector_keyword(+Card) is semidet.

protector_keyword(Card) :- flag(Card, protector).

broken('WOW-403', S, M, Reason) :-
    get_dict(protector, M, P),
    get_dict(player, M, Pl),
    (   defending_player(S, DP)
    ->  true
    ;   DP = Pl
    ),
    (   character(S, P, Owner, Card)
    ->  (   Owner \== DP
        ->  Reason = protector_not_yours(Ref, Owner, DP)
        ;   \+ protector_keyword(Card),
            Reason = no_protector_keyword(Ref)
        )
    ;   Reason = protector_not_in_play(Ref)
    ),
    card_ref(S, P, Ref).

message(protector_not_yours(Card, Owner, DP)) -->
    card(Card), [ " is controlled by ~w, not by the defending player ~w"-[Owner, DP] ].
message(no_protector_keyword(Card)) -->
    card(Card), [ " does not have Protector"-[] ].
message(protector_not_in_play(Card)) -->
    card(Card), [ " is not a hero or ally in play"-[] ].

rule('WOW-404', constraint, "The protector must be ready",
     "Protecting exhausts the protector, so only a ready character can protect.",
     seed("закройте героя или союзника со способностью «защитника» («protector»)")).

broken('WOW-404', S, M, protector_exhausted(Ref)) :-
    get_dict(protector, M, P),
    character(S, P, _, Card),
    \+ is_ready(Card),
    card_ref(S, P, Ref).

message(protector_exhausted(Card)) -->
    card(Card), [ " is exhausted; protecting exhausts a ready character"-[] ].

rule('WOW-405', constraint, "The proposed defender cannot protect itself",
     "The character that was proposed as the defender cannot protect; it simply defends.",
     ruling("он становится целью атаки вместо объявленной противником жертвы.",
            "The protector becomes the target instead of the proposed defender, so it must be another character; CR v7.4 602.2b: a proposed defender can't protect itself.")).

broken('WOW-405', S, M, defender_protects_itself(Ref)) :-
    get_dict(protector, M, P),
    proposed_defender(S, P),
    card_ref(S, P, Ref).

message(defender_protects_itself(Card)) -->
    card(Card), [ " is the proposed defender and cannot protect itself"-[] ].

rule('WOW-406', constraint, "One protector per combat",
     "Only one character can protect in a combat.",
     ruling("вы можете выставить его как защитника.",
            "The seed names one protector; CR v7.4 602.2b: only one character per proposed defender can protect each combat.")).

broken('WOW-406', S, _, already_protected(Ref)) :-
    protector(S, P),
    card_ref(S, P, Ref).

message(already_protected(Card)) -->
    card(Card), [ " has already protected in this combat; only one character protects per combat"-[] ].

                 /*******************************
                 *            WEAPONS           *
                 *******************************/

rule('WOW-501', constraint, "Strike only after the defender starts defending, before combat damage",
     "A weapon is struck only in the defend step: after the defender starts defending and before combat damage is dealt.",
     ruling("Ударить оружием: после того, как атакуемый начинает обороняться, вы можете нанести удар оружием ... Применить оружие можно исключительно ДО того, как будет нанесен боевой урон.",
            "The seed's timing is taken. CR v7.4 602.1 lets the attacking player strike as the combat step starts and CR 602.3 the defending player as the defender starts defending; rulecheck keeps one moment for both, the defend window, which is after the defender starts defending and before combat damage (CR 603.1 gives no priority during conclusion).")).

%!  strike_step(?Step) is semidet.

strike_step("defend").

broken('WOW-501', S, _, strike_timing(St)) :-
    step(S, St),
    \+ strike_step(St).

message(strike_timing(St)) -->
    [ "a weapon is struck only after the defender starts defending and before combat damage (the defend step); the game is in the ~w step"-[St] ].

rule('WOW-502', constraint, "Only a hero in the combat wields a weapon",
     "A player strikes with a weapon only while their hero is the attacker or the defender of the combat.",
     ruling("Если герой атакует либо защищается, вы можете дополнить вышеуказанную последовательность следующим образом: • Ударить оружием",
            "CR v7.4 303.2: unless otherwise specified, all heroes and only heroes are wielders, and a strike is made as the wielder becomes attacker or defender. A hero that was proposed as defender and then protected is no longer in the combat.")).

%!  may_wield(+State, +Player) is semidet.
%
%   A combat is under way and Player's hero is its attacker or defender.

may_wield(S, Pl) :-
    combat(S, _),
    hero_in_combat(S, Pl).

broken('WOW-502', S, M, Reason) :-
    get_dict(player, M, Pl),
    \+ may_wield(S, Pl),
    (   combat(S, _)
    ->  Reason = hero_not_fighting(Pl)
    ;   Reason = no_combat_to_wield(Pl)
    ).

message(no_combat_to_wield(Pl)) -->
    [ "no combat is under way: ~w's hero is neither attacker nor defender"-[Pl] ].
message(hero_not_fighting(Pl)) -->
    [ "~w's hero is neither the attacker nor the defender of this combat"-[Pl] ].

rule('WOW-503', constraint, "Strike with your own weapon",
     "The weapon struck is a weapon the striking player controls.",
     ruling("вы можете нанести удар оружием и прибавить его АТК к АТК своего героя", "CR v7.4 303.2: you may strike with a weapon you control.")).

broken('WOW-503', S, M, Reason) :-
    get_dict(weapon, M, W),
    get_dict(player, M, Pl),
    (   card_at(S, W, Owner, weapon, _)
    ->  Owner \== Pl,
        Reason = weapon_not_yours(Ref, Owner, Pl)
    ;   Reason = not_a_weapon(Ref)
    ),
    card_ref(S, W, Ref).

message(weapon_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is ~w's weapon, not ~w's"-[Owner, Pl] ].
message(not_a_weapon(Card)) -->
    card(Card), [ " is not a weapon in play"-[] ].

rule('WOW-504', constraint, "The weapon must be ready",
     "Striking exhausts the weapon, so only a ready weapon can be struck.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

broken('WOW-504', S, M, exhausted(Ref)) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    \+ is_ready(Card),
    card_ref(Card, Ref).

rule('WOW-505', constraint, "Pay the strike cost",
     "Striking costs the weapon's strike cost in ready resources; a player without enough ready resources cannot strike.",
     seed("Чтобы ударить оружием, заплатите цену удара и закройте карту оружия.")).

%!  pays_strike(+Ready, +Weapon) is semidet.

pays_strike(Ready, Weapon) :-
    \+ ( get_dict(strike_cost, Weapon, Cost), Ready < Cost ).

broken('WOW-505', S, M, strike_cost(Ref, Cost, Pl, R)) :-
    get_dict(weapon, M, W),
    get_dict(player, M, Pl),
    card_at(S, W, _, weapon, Card),
    ready_resources(S, Pl, R),
    \+ pays_strike(R, Card),
    get_dict(strike_cost, Card, Cost),
    card_ref(Card, Ref).

message(strike_cost(Card, Cost, Pl, R)) -->
    [ "the strike cost of "-[] ], card(Card), [ " is ~d; ~w has ~d ready resources"-[Cost, Pl, R] ].

rule('WOW-506', constraint, "One weapon per combat",
     "A player strikes with only one weapon in a combat. That same weapon may strike again in the same combat if it has been readied (each strike pays the strike cost and adds the weapon's ATK again).",
     ruling("В бою можно воспользоваться только одним оружием, но при этом можно ударить этим оружием несколько раз, если вы сможете вновь вернуть его в состояние готовности.",
            "The seed says it in so many words: one weapon per combat, but that weapon may strike several times if it can be readied again. CR v7.4 303.2c also limits a combat to one weapon unless an effect says otherwise; readying the weapon is such an effect. A second, different weapon is never allowed.")).

%!  other_weapon_struck(+State, +Player, +Weapon, -Struck) is semidet.
%
%   Player has struck with Struck, a weapon other than Weapon, in this
%   combat.

other_weapon_struck(S, Pl, W, W0) :-
    once(struck_by(S, Pl, W0)),
    W0 \== W.

broken('WOW-506', S, M, one_weapon(Pl, Ref)) :-
    get_dict(player, M, Pl),
    get_dict(weapon, M, W),
    other_weapon_struck(S, Pl, W, W0),
    card_ref(S, W0, Ref).

message(one_weapon(Pl, Card)) -->
    [ "~w has already struck with "-[Pl] ], card(Card),
    [ " in this combat; only one weapon per combat ("-[] ], card(Card), [ " may strike again if readied)"-[] ].

                 /*******************************
                 *             ARMOR            *
                 *******************************/

rule('WOW-601', constraint, "Armor is used as combat damage is dealt",
     "Armor is exhausted to prevent combat damage, or declined, only in the damage step, as the damage is about to be dealt.",
     ruling("Использовать доспех: когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех",
            "CR v7.4 717.2c: equipment can't be exhausted to prevent future damage; it is exhausted as the packet would be dealt.")).

%!  armor_step(?Step) is semidet.

armor_step("damage").

broken('WOW-601', S, _, armor_timing(St)) :-
    step(S, St),
    \+ armor_step(St).

message(armor_timing(St)) -->
    [ "armor prevents combat damage only as it is dealt (the damage step); the game is in the ~w step"-[St] ].

rule('WOW-602', constraint, "Armor shields only your hero from damage still coming",
     "A player may exhaust armor only while their hero is in the combat, the opposing character would deal it combat damage (ATK above 0), and some of that damage is not yet prevented: once it is all prevented, no more armor (excess DEF is wasted).",
     ruling("когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR v7.4 717.2c: only heroes are shielders; another equipment may be exhausted only if the packet would still deal damage, and excess DEF is wasted; a packet of 0 damage is never created (408.2a).")).

%!  unshielded(+State, +Player, -Why) is semidet.
%
%   In this combat armor has nothing to shield for Player: their hero is
%   not in it (Why = not_in_combat), no combat damage is coming to it
%   (Why = no_damage: the character fighting it has 0 ATK), or armor has
%   already prevented all the Incoming damage (Why = all_prevented(In)).

unshielded(S, Pl, Why) :-
    combat(S, _),
    (   \+ hero_in_combat(S, Pl)
    ->  Why = not_in_combat
    ;   \+ ( incoming_combat_damage(S, Pl, In0), In0 > 0 )
    ->  Why = no_damage
    ;   unprevented(S, Pl, 0),
        incoming_combat_damage(S, Pl, In),
        Why = all_prevented(In)
    ).

broken('WOW-602', S, M, unshielded(Why, Pl)) :-
    get_dict(player, M, Pl),
    unshielded(S, Pl, Why).

message(unshielded(not_in_combat, Pl)) -->
    [ "~w's hero is not in this combat"-[Pl] ].
message(unshielded(no_damage, Pl)) -->
    [ "no combat damage is coming to ~w's hero (the character fighting it has 0 ATK, or none is left)"-[Pl] ].
message(unshielded(all_prevented(In), Pl)) -->
    [ "all ~d combat damage to ~w's hero is already prevented"-[In, Pl] ].

rule('WOW-603', constraint, "Use your own armor with DEF",
     "The armor exhausted is an armor the player controls, with DEF 1 or more.",
     ruling("вы можете закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR v7.4 717.2c: each ready equipment with 1 or more DEF you control.")).

%!  armor_without_def(+Armor) is semidet.

armor_without_def(Armor) :- get_dict(def, Armor, 0).

broken('WOW-603', S, M, Reason) :-
    get_dict(armor, M, A),
    get_dict(player, M, Pl),
    (   card_at(S, A, Owner, armor, Card)
    ->  (   Owner \== Pl
        ->  Reason = armor_not_yours(Ref, Owner, Pl)
        ;   armor_without_def(Card),
            Reason = armor_without_def(Ref)
        )
    ;   Reason = not_an_armor(Ref)
    ),
    card_ref(S, A, Ref).

message(armor_not_yours(Card, Owner, Pl)) -->
    card(Card), [ " is ~w's armor, not ~w's"-[Owner, Pl] ].
message(armor_without_def(Card)) -->
    card(Card), [ " has 0 DEF and prevents nothing"-[] ].
message(not_an_armor(Card)) -->
    card(Card), [ " is not an armor in play"-[] ].

rule('WOW-604', constraint, "The armor must be ready",
     "Only a ready armor can be exhausted to prevent damage.",
     seed("вы можете закрыть готовый доспех")).

broken('WOW-604', S, M, exhausted(Ref)) :-
    get_dict(armor, M, A),
    card_at(S, A, _, armor, Card),
    \+ is_ready(Card),
    card_ref(Card, Ref).

rule('WOW-606', constraint, "Armor decisions go in turn order",
     "In the damage step the players decide on armor one at a time, the turn player first: only the player deciding now exhausts armor or declines more armor; the other player's decision comes after it.",
     ruling("Использовать доспех: когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех",
            "The seed does not say who decides first when both heroes are hit. CR v7.4 802.1: simultaneous choices are made in turn order, the turn player first; CR 717.2c: armor is exhausted one equipment at a time as the packet would be dealt, and none of it uses the chain (no priority).")).

broken('WOW-606', S, M, armor_decision_is(D)) :-
    armor_decider(S, D),
    get_dict(player, M, Pl),
    Pl \== D.

%!  armor_decision_after(+State, +Player, -Decider) is semidet.
%
%   Player decides on armor once Decider's decision is over: Decider is
%   the turn player deciding now, and Player (the other) has an armor
%   decision of his own (WOW-611 passes it on only then).

armor_decision_after(S, Pl, D) :-
    armor_decider(S, D),
    Pl \== D,
    turn_player(S, D),
    armor_decision(S, Pl).

%!  no_armor_decision_why(+State, +Player, -Why) is det.
%
%   Why Player, not deciding on armor now, will make no armor decision in
%   this combat: unshielded/3's reason, or decided (he is the turn player,
%   whose decision came first), or no_ready_armor.

no_armor_decision_why(S, Pl, Why) :-
    (   unshielded(S, Pl, Why0)
    ->  Why = Why0
    ;   turn_player(S, Pl)
    ->  Why = decided
    ;   Why = no_ready_armor
    ).

message(armor_decision_is(D)) -->
    [ "~w is deciding on armor now; the other player's armor decision comes after (turn order)"-[D] ].

                 /*******************************
                 *          THE WRAP-UP         *
                 *******************************/

rule('WOW-703', constraint, "Discard only in the wrap-up",
     "Discarding down to the maximum hand size happens only in the wrap-up.",
     seed("На данном этапе, если у вас в руке больше карт, чем максимально дозволено иметь в руке (а это – семь штук), вы должны сбрасывать лишние")).

%!  discard_step(?Step) is semidet.

discard_step("wrap_up").

broken('WOW-703', S, _, discard_timing(St)) :-
    step(S, St),
    \+ discard_step(St).

message(discard_timing(St)) -->
    [ "cards are discarded down to seven only in the wrap-up; the game is in the ~w step"-[St] ].

rule('WOW-704', constraint, "Only the turn player discards and ends the turn",
     "The wrap-up is the turn player's: only they discard down to seven, and only they end the turn; the other player keeps any number of cards.",
     ruling("если у вас в руке больше карт, чем максимально дозволено иметь в руке ... По завершении этого этапа финальной фазы ход переходит к следующему игроку",
            "The seed addresses the turn player; CR v7.4 503.2a: the turn player discards down to the maximum hand size, and then the wrap-up step and the turn end.")).

%!  wrap_up_discarder(+State, ?Player) is semidet.
%
%   Player discards in the wrap-up and ends the turn: the turn player.

wrap_up_discarder(S, Pl) :- turn_player(S, Pl).

broken('WOW-704', S, M, only_turn_player_wraps_up(T, A)) :-
    wrap_up_discarder(S, T),
    get_dict(player, M, Pl),
    Pl \== T,
    get_dict(action, M, A).

message(only_turn_player_wraps_up(T, "end_turn")) --> !,
    [ "only the turn player (~w) ends the turn"-[T] ].
message(only_turn_player_wraps_up(T, _)) -->
    [ "only the turn player (~w) discards down to seven"-[T] ].

rule('WOW-705', constraint, "Discard exactly down to seven",
     "A card is discarded down to the maximum hand size only while the hand holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).

%!  over_hand_limit(+State, +Player, -HandSize) is semidet.
%
%   Player holds more cards than the maximum hand size, seven.

over_hand_limit(S, Pl, N) :-
    hand_size(S, Pl, N),
    N > 7.

broken('WOW-705', S, M, not_over_seven(Pl, N)) :-
    get_dict(player, M, Pl),
    \+ over_hand_limit(S, Pl, _),
    hand_size(S, Pl, N).

message(not_over_seven(Pl, N)) -->
    [ "~w holds ~d cards; only cards above seven are discarded"-[Pl, N] ].

rule('WOW-706', constraint, "End the turn only from the wrap-up",
     "The turn ends only at the end of the wrap-up.",
     seed("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.")).

%!  end_turn_step(?Step) is semidet.

end_turn_step("wrap_up").

broken('WOW-706', S, _, end_turn_timing(St)) :-
    step(S, St),
    \+ end_turn_step(St).

message(end_turn_timing(St)) -->
    [ "the turn ends only from the wrap-up; the game is in the ~w step"-[St] ].

rule('WOW-707', constraint, "Not with more than seven cards in hand",
     "The turn cannot end while the turn player holds more than seven cards.",
     seed("вы должны сбрасывать лишние, пока в руке не останется ровно семь.")).

broken('WOW-707', S, _, must_discard_first(T, N, Extra)) :-
    turn_player(S, T),
    over_hand_limit(S, T, N),
    Extra is N - 7.

message(must_discard_first(T, N, Extra)) -->
    [ "~w holds ~d cards and must first discard ~d"-[T, N, Extra] ].
