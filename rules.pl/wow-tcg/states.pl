/*  World of Warcraft TCG: what every reachable position satisfies.

    Part of game.pl.  Each state rule is one block: its rule/5 entry
    and its invalid/4 clauses, each with the JSON path of the problem and
    a reason term, worded by the message//1 beside them.
*/

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

rule('WOW-101', state, "Two players with distinct names; the turn player is one of them",
     "A state has exactly two players with distinct names, and `turn` names one of them.",
     ruling("", "The seed describes a two-player duel (\"you\" and \"the opponent\"). CR v7.4 500.1 allows more players; rulecheck models the two-player game only.")).

invalid('WOW-101', S, Path, two_players_named(N)) :-
    state_players(S, Ps),
    nth0(I, Ps, P), nth0(J, Ps, Q), I < J,
    get_dict(name, P, N), get_dict(name, Q, N),
    json_path([players, J, name], Path).
invalid('WOW-101', S, "$.turn", turn_not_a_player(T)) :-
    turn_player(S, T),
    \+ player_name(S, T).

message(two_players_named(N)) -->
    [ "two players are named ~q"-[N] ].
message(turn_not_a_player(T)) -->
    [ "the turn player ~q is not one of the players"-[T] ].

rule('WOW-102', state, "Every card id is unique",
     "Every hero, ally, weapon, armor, card in hand, card in a deck and card in a graveyard has an id that no other card in the state has, so a move can name a card unambiguously.",
     ruling("", "Needed so that a move names exactly one card; CR v7.4 415.1: a card is in exactly one zone.")).

invalid('WOW-102', S, Path, id_used_twice(Id)) :-
    findall(Id-Steps, card_position(S, Id, Steps), Pairs),
    reused_ids(Pairs, Reused),
    member(_-(Id-Steps2), Reused),
    json_path(Steps2, Path).

%   reused_ids(+Pairs, -Reused): for each card Id-Steps whose id comes
%   again later in Pairs, N-(Id-Steps2) with N its place in Pairs and
%   Steps2 the next card with the same id; in the order of N.  A stable
%   sort by id puts each id's cards side by side (n log n, where asking
%   every card about the cards after it took n squared).

reused_ids(Pairs, Reused) :-
    numbered(Pairs, 0, Numbered),
    keysort(Numbered, ById),
    next_same_id(ById, Unsorted),
    keysort(Unsorted, Reused).

numbered([], _, []).
numbered([Id-Steps|T], N, [Id-(N-Steps)|NT]) :-
    N1 is N + 1,
    numbered(T, N1, NT).

next_same_id([], []).
next_same_id([Id-(N-_)|T], Reused) :-
    (   T = [Id2-(_-Steps2)|_], Id2 == Id
    ->  Reused = [N-(Id-Steps2)|Reused1]
    ;   Reused = Reused1
    ),
    next_same_id(T, Reused1).

card_position(S, Id, Steps) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    (   get_dict(hero, P, H), get_dict(id, H, Id), Steps = [players, I, hero, id]
    ;   member(K, [allies, weapons, armor, hand, deck]),
        get_dict(K, P, L), nth0(J, L, C), get_dict(id, C, Id),
        Steps = [players, I, K, J, id]
    ;   get_dict(graveyard, P, G), nth0(J, G, Id),
        Steps = [players, I, graveyard, J]
    ).

message(id_used_twice(Id)) -->
    [ "the card id ~q is used twice"-[Id] ].

rule('WOW-103', state, "Phase, step and combat agree",
     "In the action phase the step is main, propose, attack, protect, defend or damage; in the end phase it is end or wrap_up. A combat is recorded exactly while the step is one of the combat steps (propose to damage).",
     seed("Обычно битва состоит из нижеследующих пяти шагов (по порядку): 1. Объявление (Propose) ... 2. Атака (Attack) ... 3. Защита (Defend) ... 4. Урон (Damage) ... 5. Завершение (Conclude)")).

invalid('WOW-103', S, "$.step", no_such_step(Ph, St)) :-
    phase(S, Ph),
    step(S, St),
    \+ phase_step(Ph, St).
invalid('WOW-103', S, "$.combat", combat_missing(St)) :-
    in_combat_step(S),
    \+ combat(S, _),
    step(S, St).
invalid('WOW-103', S, "$.combat", combat_out_of_step(St)) :-
    combat(S, _),
    \+ in_combat_step(S),
    step(S, St).

phase_step("action", St) :- memberchk(St, ["main", "propose", "attack", "protect", "defend", "damage"]).
phase_step("end", St) :- memberchk(St, ["end", "wrap_up"]).

message(no_such_step(Ph, St)) -->
    [ "the ~w phase has no ~w step"-[Ph, St] ].
message(combat_missing(St)) -->
    [ "the ~w step is part of a combat, but no combat is recorded"-[St] ].
message(combat_out_of_step(St)) -->
    [ "a combat is recorded, but the ~w step is not part of a combat"-[St] ].

%   repair(+State, +Path, +Reason, -Repair): the ways to mend an objection
%   (rc_play:state_repairs/5).  A step its phase does not have: the
%   phase's first step, or the phase the step belongs to (what
%   normalized/2 gives a position that leaves the phase out).
repair(_, _, no_such_step(Ph, _), repair(suggest, set_step(St, Ph), [[step]-St])) :-
    once(phase_step(Ph, St)).
repair(_, _, no_such_step(_, St), repair(complete, set_phase(Ph, St), [[phase]-Ph])) :-
    phase_step(Ph, St).
%   A combat step with no combat: back to the main step (or the combat is
%   given: its attacker and defender, which no repair can name); a combat
%   outside the combat steps: none.
repair(_, _, combat_missing(_), repair(suggest, set_step("main", "action"), [[step]-"main"])).
repair(_, _, combat_out_of_step(_), repair(suggest, no_combat, [[combat]-null])).

message(set_step(St, Ph)) -->
    [ "set the step to ~w, the ~w phase's first"-[St, Ph] ].
message(set_phase(Ph, St)) -->
    [ "set the phase to ~w, the ~w step's"-[Ph, St] ].
message(no_combat) -->
    [ "no combat: set it to none" ].

rule('WOW-104', state, "The combat names real characters",
     "The attacker (unless it has left the combat: none) is a hero or ally of the turn player that could be proposed (an ally under their control since the start of the turn or with Ferocity; nothing that can't attack); the proposed defender (unless none) a hero or ally of the other player; the protector (if any) a hero or ally of the defending player other than the proposed defender, and only after the Protect Point; each struck weapon belongs to a player whose hero is the attacker or the defender, at most one weapon per player, and only from the defend step on; `prevented` names players.",
     ruling("вы выбираете готового героя или соратника в своем отряде и объявляете его атакующим (attacker); затем выбираете вражеского героя либо соратника",
            "A combat can only arise from legal moves; CR v7.4 601.2, 601.2a, 602.2, 303.2, 303.2c.")).

invalid('WOW-104', S, "$.combat.attacker", attacker_not_of_turn_player(A, T)) :-
    combat(S, _),
    attacker(S, A),
    turn_player(S, T),
    \+ character(S, A, T, _).
invalid('WOW-104', S, "$.combat.attacker", attacker_not_proposable(A)) :-
    combat(S, _),
    attacker(S, A),
    character_at(S, A, _, Zone, Card),
    (   new_attacker(Zone, Card)
    ;   \+ may_be_attacker(Card)
    ).
invalid('WOW-104', S, "$.combat.defender", defender_not_of_opponent(D, T)) :-
    combat(S, _),
    proposed_defender(S, D),
    turn_player(S, T),
    \+ ( character(S, D, O, _), O \== T ).
invalid('WOW-104', S, "$.combat.protector", Reason) :-
    combat(S, _),
    protector(S, P),
    (   step(S, St), memberchk(St, ["propose", "attack", "protect"])
    ->  Reason = protector_too_early(St)
    ;   proposed_defender(S, P)
    ->  Reason = protector_is_defender(P)
    ;   turn_player(S, T),
        \+ ( character(S, P, DP, _), DP \== T,
              \+ ( proposed_defender(S, D), \+ character(S, D, DP, _) ) ),
        Reason = protector_not_of_defending_player(P)
    ).
invalid('WOW-104', S, Path, Reason) :-
    combat(S, _),
    strikes(S, Ws),
    nth0(I, Ws, W),
    json_path([combat, strikes, I], Path),
    (   step(S, St), memberchk(St, ["propose", "attack", "protect"])
    ->  Reason = strike_too_early(St)
    ;   \+ card_at(S, W, _, weapon, _)
    ->  Reason = strike_not_a_weapon(W)
    ;   card_at(S, W, Owner, weapon, _),
        (   \+ hero_in_combat(S, Owner)
        ->  Reason = strike_hero_not_in_combat(W, Owner)
        ;   nth0(J, Ws, W2), J < I, W2 \== W, card_at(S, W2, Owner, weapon, _)
        ->  Reason = two_weapons(Owner)
        )
    ).
invalid('WOW-104', S, Path, prevented_not_a_player(Name)) :-
    combat(S, C),
    get_dict(prevented, C, Pr),
    get_dict(K, Pr, _),
    atom_string(K, Name),
    \+ player_name(S, Name),
    json_path([combat, prevented, K], Path).

message(attacker_not_of_turn_player(A, T)) -->
    [ "the attacker ~q is not a hero or ally of the turn player ~w"-[A, T] ].
message(attacker_not_proposable(A)) -->
    [ "the attacker ~q could not have been proposed: it can't attack, or it is an ally new this turn without Ferocity"-[A] ].
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

rule('WOW-105', state, "An ally in play has less damage than health",
     "An ally whose damage is at least its health has been destroyed already; it cannot be in play.",
     seed("Атакованный уничтожен, так как получил смертельный урон.")).

invalid('WOW-105', S, Path, ally_with_fatal_damage(Ref, D, H)) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(allies, P, As),
    nth0(J, As, A),
    fatal(A),
    json_path([players, I, allies, J, damage], Path),
    card_ref(A, Ref),
    get_dict(damage, A, D),
    get_dict(health, A, H).

message(ally_with_fatal_damage(Card, D, H)) -->
    card(Card), [ " has damage ~w and health ~w: an ally with fatal damage is destroyed"-[D, H] ].

rule('WOW-106', state, "Cards in hand carry what their type needs",
     "An ally in a hand or a deck has ATK and health, a weapon has ATK and a strike cost, an armor has DEF.",
     ruling("", "Playing the card puts it into play with these values (CR v7.4 302.1, 303.1, 304.2); a card drawn from the deck is played from the hand.")).

invalid('WOW-106', S, Path, card_needs(Type, K)) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    member(Zone, [hand, deck]),
    get_dict(Zone, P, H),
    nth0(J, H, C),
    get_dict(type, C, Type),
    type_needs(Type, Keys),
    member(K, Keys),
    \+ get_dict(K, C, _),
    json_path([players, I, Zone, J, K], Path).

%   A value the card's type needs: the least the schema allows, to be
%   stepped to the card's.
repair(_, Path, card_needs(_, K), repair(suggest, give_value(K, V), [Path-V])) :-
    (   K == health -> V = 1 ; V = 0 ).

type_needs("ally", [atk, health]).
type_needs("weapon", [atk, strike_cost]).
type_needs("armor", [def]).

message(card_needs(Type, K)) -->
    [ "a card of type ~w needs ~w"-[Type, K] ].

message(give_value(K, V)) -->
    [ "give it ~w ~w (then step it to the card's)"-[K, V] ].

rule('WOW-107', state, "Priority agrees with the step",
     "In a window (the action phase outside combat, the proposal, the attack window, the defend window, the end phase) one of the players has priority; at the Protect Point, in the damage step and in the wrap-up no one has (`priority` is none), nor once the game is over (a player has lost, WOW-801, WOW-802). `priority` may be left out: the turn player in a window, no one elsewhere. `kept_priority` (WOW-214) is true only while the other player, not the turn player, has priority after their own card or power.",
     ruling("• любой игрок может использовать мгновенные карты или совершать действия.",
            "CR v7.4 410.4: a priority window opens with the turn player's priority and moves only by passes and links; CR 602.2, 603.1 and 503.2a: no priority at the Protect Point, during combat conclusion and in the wrap-up; 102.1a, 102.2 and 102.3: a player who loses is removed from the game at once, and with no opponent left the game is over: no one gets priority again.")).

invalid('WOW-107', S, "$.priority", priority_not_a_player(P)) :-
    get_dict(priority, S, P),
    string(P),
    \+ player_name(S, P).
invalid('WOW-107', S, "$.priority", Reason) :-
    step(S, St),
    phase(S, Ph),
    phase_step(Ph, St),
    priority_holder(S, H),
    (   game_over(S)
    ->  H \== null,
        Reason = priority_after_the_game(H)
    ;   window_closed(St)
    ->  H \== null,
        Reason = priority_without_window(St, H)
    ;   H == null,
        Reason = no_priority_in_window(St)
    ).

invalid('WOW-107', S, "$.kept_priority", kept_priority_not_the_other_players(H)) :-
    kept_priority(S),
    priority_holder(S, H),
    \+ ( string(H), turn_player(S, T), H \== T ).

message(priority_not_a_player(P)) -->
    [ "priority is given to ~q, who is not one of the players"-[P] ].
message(priority_without_window(St, H)) -->
    [ "~w has priority, but no one has priority in the ~w step"-[H, St] ].
message(kept_priority_not_the_other_players(H)) -->
    (   { string(H) }
    ->  [ "kept_priority is true, but ~w, who has priority, is the turn player: only the other player keeps priority so (after their own card or power)"-[H] ]
    ;   [ "kept_priority is true, but no one has priority here"-[] ]
    ).
message(priority_after_the_game(H)) -->
    [ "~w has priority, but the game is over (a player has lost): no one gets priority any more"-[H] ].
message(no_priority_in_window(St)) -->
    [ "the ~w step is a priority window, but no one has priority"-[St] ].

rule('WOW-108', state, "The combat's characters are as its steps leave them",
     "From the attack step on, the attacker is exhausted (it exhausted as the attack started); a protector is exhausted; a struck weapon is exhausted, and a weapon appears twice in `strikes` only if it was readied; each unless an effect has readied it during the combat (it is in `readied`, which names cards in play). At the Protect Point and in the damage step both the attacker and the defender are still in the combat, and at the Protect Point the defending player has a ready character with Protector other than the proposed defender.",
     ruling("ваш объявленный атакующий закрывается ... закройте героя или союзника со способностью «защитника» ... закройте карту оружия",
            "Only legal moves make a combat: CR v7.4 602.1 exhausts the attacker, 602.2 the protector, 303.2 the struck weapon; only an effect readies them again (411.1). CR 602.2 and 602.3 end a combat without attacker or defender before the Protect Point and the defend step; nothing happens at the Protect Point or in combat conclusion that could remove one.")).

from_attack_step("attack").
from_attack_step("protect").
from_attack_step("defend").
from_attack_step("damage").

not_readied(S, Id) :-
    readied(S, R),
    \+ memberchk(Id, R).

invalid('WOW-108', S, "$.combat.attacker", attacker_ready(St, A)) :-
    step(S, St),
    from_attack_step(St),
    attacker(S, A),
    character(S, A, _, Card),
    is_ready(Card),
    not_readied(S, A).
invalid('WOW-108', S, "$.combat.protector", protector_ready(P)) :-
    protector(S, P),
    character(S, P, _, Card),
    is_ready(Card),
    not_readied(S, P).
invalid('WOW-108', S, Path, Reason) :-
    strikes(S, Ws),
    nth0(I, Ws, W),
    card_at(S, W, _, weapon, Card),
    not_readied(S, W),
    (   nth0(J, Ws, W), J < I
    ->  Reason = struck_again_unreadied(W)
    ;   is_ready(Card),
        Reason = struck_weapon_ready(W)
    ),
    json_path([combat, strikes, I], Path).
invalid('WOW-108', S, "$.combat", side_missing(St, Side)) :-
    combat(S, _),
    step(S, St),
    memberchk(St, ["protect", "damage"]),
    side_gone(S, Side).
invalid('WOW-108', S, "$.step", no_one_could_protect) :-
    step(S, "protect"),
    combat(S, _),
    proposed_defender(S, _),
    \+ could_protect(S, _).
invalid('WOW-108', S, Path, readied_not_in_play(Id)) :-
    readied(S, R),
    nth0(I, R, Id),
    \+ card_at(S, Id, _, _, _),
    json_path([combat, readied, I], Path).

message(attacker_ready(St, A)) -->
    [ "the attacker ~q is ready in the ~w step: it exhausted as the attack started and no effect has readied it (if one has, list it in combat.readied)"-[A, St] ].
message(protector_ready(P)) -->
    [ "the protector ~q is ready: protecting exhausted it and no effect has readied it (if one has, list it in combat.readied)"-[P] ].
message(struck_weapon_ready(W)) -->
    [ "~q is ready after striking: striking exhausted it and no effect has readied it (if one has, list it in combat.readied)"-[W] ].
message(struck_again_unreadied(W)) -->
    [ "~q struck again in this combat without having been readied: a weapon strikes again only once an effect has readied it, and then it is listed in combat.readied"-[W] ].
message(side_missing(St, Side)) -->
    [ "the ~w step needs both sides of the combat, but its ~w has left it"-[St, Side] ].
message(no_one_could_protect) -->
    [ "this is the Protect Point, but the defending player has no ready character with Protector that could protect"-[] ].
message(readied_not_in_play(Id)) -->
    [ "~q is recorded as readied in this combat but is not a card in play"-[Id] ].

rule('WOW-109', state, "Armor decisions agree with the damage step",
     "Only in the damage step is a player deciding on armor (`shielding`), and that player's hero is about to be dealt combat damage not yet prevented while they have a ready armor with DEF (`shielding` may be left out: the first such player in turn order). Armor has prevented damage (`prevented` above 0) only in the damage step, only for a hero in the combat about to be dealt combat damage, and at most the DEF of that player's exhausted armor.",
     ruling("когда вашему героя наносится боевой урон, вы можете закрыть готовый доспех и предотвратить нанесение герою урона в размере DEF этого доспеха.",
            "CR v7.4 717.2c: armor is exhausted as a packet would be dealt to a hero, one equipment at a time while damage would still be dealt; CR 802.1: in turn order. No one has priority in combat conclusion (603.1), so nothing readies armor there.")).

invalid('WOW-109', S, "$.combat.shielding", shielding_out_of_step(St)) :-
    combat(S, C),
    get_dict(shielding, C, P),
    P \== null,
    step(S, St),
    St \== "damage".
invalid('WOW-109', S, Path, Reason) :-
    step(S, "damage"),
    combat(S, _),
    (   armor_decider(S, P)
    ->  \+ armor_decision(S, P),
        Path = "$.combat.shielding",
        Reason = no_armor_decision(P)
    ;   Path = "$.step",                        % shielding is not written
        Reason = no_one_decides_armor
    ).
invalid('WOW-109', S, Path, Reason) :-
    combat(S, C),
    get_dict(prevented, C, Pr),
    get_dict(K, Pr, N),
    N > 0,
    atom_string(K, Name),
    player_name(S, Name),
    json_path([combat, prevented, K], Path),
    (   \+ step(S, "damage")
    ->  step(S, St),
        Reason = prevented_out_of_step(St, Name)
    ;   \+ ( incoming_combat_damage(S, Name, In), In > 0 )
    ->  Reason = prevented_hero_not_hit(Name)
    ;   player_obj(S, Name, P),
        aggregate_all(sum(D), ( zone_card(P, armor, A), \+ is_ready(A), get_dict(def, A, D) ), Def),
        N > Def,
        Reason = prevented_beyond_armor(Name, N, Def)
    ).

message(shielding_out_of_step(St)) -->
    [ "a player is deciding on armor in the ~w step; armor is decided only in the damage step"-[St] ].
message(no_armor_decision(P)) -->
    [ "~q is deciding on armor, but has no armor decision to make: no unprevented combat damage is coming to their hero, or no ready armor with DEF"-[P] ].
message(no_one_decides_armor) -->
    [ "this is the damage step, but no player has an armor decision to make (no unprevented combat damage is coming to a hero whose player has a ready armor with DEF): the combat damage is dealt at once and the combat concludes, so the position to write is the one after it (step main, combat null)"-[] ].
message(prevented_out_of_step(St, Name)) -->
    [ "armor has prevented damage to ~w's hero in the ~w step; armor is used only in the damage step"-[Name, St] ].
message(prevented_hero_not_hit(Name)) -->
    [ "armor has prevented damage to ~w's hero, which is not about to be dealt combat damage"-[Name] ].
message(prevented_beyond_armor(Name, N, Def)) -->
    [ "armor has prevented ~w damage to ~w's hero, more than the ~w DEF of their exhausted armor"-[N, Name, Def] ].

rule('WOW-110', state, "A resource placed this turn is in play",
     "If the turn player has placed a resource this turn, they have at least one resource.",
     ruling("", "CR v7.4 412.1: a placed resource enters its controller's resource row; resources do not leave play in rulecheck.")).

invalid('WOW-110', S, "$.resource_placed", placed_without_resource(T)) :-
    resource_placed(S),
    turn_player(S, T),
    player_obj(S, T, P),
    get_dict(resources, P, R),
    get_dict(ready, R, Rd),
    get_dict(exhausted, R, Ex),
    Rd + Ex =:= 0.

message(placed_without_resource(T)) -->
    [ "~w has placed a resource this turn but has no resources"-[T] ].

rule('WOW-111', state, "Effects belong to abilities and powers",
     "A card in a hand or a deck has `effects` only if it is an ability; a \"self\" effect is only in a power (the card whose power it is).",
     ruling("", "CR v7.4 305.1: an ability's text happens as it resolves; allies, weapons and armor act through their powers (700.1), whose \"this card\" is the card in play.")).

invalid('WOW-111', S, Path, Reason) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    member(Zone, [hand, deck]),
    get_dict(Zone, P, H),
    nth0(J, H, C),
    get_dict(effects, C, Es),
    (   \+ get_dict(type, C, "ability")
    ->  get_dict(type, C, Type),
        json_path([players, I, Zone, J, effects], Path),
        Reason = effects_not_on_ability(Type)
    ;   nth0(K, Es, E),
        get_dict(target, E, "self"),
        json_path([players, I, Zone, J, effects, K, target], Path),
        Reason = self_outside_power
    ).

message(effects_not_on_ability(Type)) -->
    [ "a card of type ~w in hand has effects; only an ability has (allies, weapons and armor act through powers)"-[Type] ].
message(self_outside_power) -->
    [ "a \"self\" effect is only in a power of a card in play"-[] ].

rule('WOW-112', state, "A decked player's deck is empty",
     "A player is decked (`decked`) only if their deck is in the position and empty: they had to draw from it.",
     ruling("", "CR v7.4 410.6b: a player becomes decked when required to draw a card from an empty deck; 102.1a: and loses at once, so nothing fills the deck again.")).

invalid('WOW-112', S, Path, decked_with_cards(Name, N)) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    flag(P, decked),
    get_dict(name, P, Name),
    (   get_dict(deck, P, D)
    ->  length(D, N),
        N > 0
    ;   N = none
    ),
    json_path([players, I, decked], Path).

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   What no legal move creates, copies or loses: each player's cards,
%   wherever they are.  Every card is counted once as card(Owner), in
%   play (hero, allies, weapons, armor), in hand, in the deck (if the
%   position has it), in the graveyard or placed as a resource (ready or
%   exhausted).  The state does not name a
%   resource's card (placing a resource turns a card in hand into a
%   number), so the bag counts cards by owner, not by id; a card copied
%   into a second zone, a card lost (an ally destroyed but not put in the
%   graveyard), a resource made from nothing or a card moved to the other
%   player all change it.  Damage counters are not conserved: combat adds
%   them.

inventory(S, Bag) :-
    state_players(S, Ps),
    foldl(player_inventory, Ps, Bag, []).

player_inventory(P, Bag0, Bag) :-
    get_dict(name, P, Name),
    get_dict(allies, P, As), length(As, NA),
    get_dict(weapons, P, Ws), length(Ws, NW),
    get_dict(armor, P, Rs), length(Rs, NR),
    get_dict(hand, P, H), length(H, NH),
    get_dict(graveyard, P, G), length(G, NG),
    (   get_dict(deck, P, D) -> length(D, ND) ; ND = 0 ),
    get_dict(resources, P, Res),
    get_dict(ready, Res, Ready),
    get_dict(exhausted, Res, Exhausted),
    N is 1 + NA + NW + NR + NH + ND + NG + Ready + Exhausted,
    length(Cards, N),
    maplist(=(card(Name)), Cards),
    append(Cards, Bag, Bag0).

message(decked_with_cards(Name, none)) --> !,
    [ "~w is decked, but the position has no deck for them: a decked player's deck is empty"-[Name] ].
message(decked_with_cards(Name, N)) -->
    [ "~w is decked, but their deck holds ~d card(s): a player is decked only by drawing from an empty deck"-[Name, N] ].
