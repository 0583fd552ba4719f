/*  Clash of Decks: reading the position.

    Part of game.pl (the state term is documented there).
*/

                 /*******************************
                 *          THE POSITION        *
                 *******************************/

lane("top").
lane("bottom").

other_lane("top", "bottom").
other_lane("bottom", "top").

tower("bastion").
tower("fort").

%   A card nobody at the table can name: it stands in a hand row, the
%   draft or the cards set aside, is counted wherever cards are counted,
%   and cannot be played until it is known (CD-209).
unknown_card("unknown").

ability("aerial").       ability("aim").          ability("aquatic").
ability("aura").         ability("berserk").      ability("catalyst").
ability("focus").        ability("indestructible"). ability("perforation").
ability("protection").   ability("rage").         ability("splash").
ability("sprint").       ability("pest").

players(S, Ps) :- Ps = S.players.

opponent(S, P, O) :-
    players(S, [A, B]),
    (   P == A
    ->  O = B
    ;   O = A
    ).

card(S, Id, Card) :-
    key_value(Id, S.cards, Card).

card_name(S, Id, Name) :-
    (   card(S, Id, C), get_dict(name, C, Name0)
    ->  Name = Name0
    ;   Name = Id
    ).

card_type(S, Id, Type) :-
    card(S, Id, C),
    Type = C.type.

%!  owner(+State, +CardId, -Player) is semidet.
%
%   A card belongs to the player whose hand, side of a lane or draft picks
%   hold it: cards never change sides.  (A card's optional "owner" field
%   must agree: CD-501.)

owner(S, Id, P) :-
    (   in_play(S, Id, _, P0, _)
    ->  P = P0
    ;   players(S, Ps), member(P0, Ps), hand(S, P0, Row), memberchk(Id, Row)
    ->  P = P0
    ;   get_dict(draft, S, D), players(S, Ps), member(P0, Ps),
        key_value(P0, D.picked, Got), memberchk(Id, Got)
    ->  P = P0
    ).

has_ability(S, Id, Ability) :-
    card(S, Id, C),
    get_dict(abilities, C, As),
    memberchk(Ability, As).

card_cost(S, Id, Cost) :-
    card(S, Id, C),
    key_value(cost, C, 0, Cost).

hand(S, P, Row) :-
    key_value(P, S.hands, Row).

side(S, Lane, P, Side) :-
    key_value(Lane, S.lanes, L),
    key_value(P, L, Side).

%!  in_play(+State, ?CardId, ?Lane, ?Player, ?Index) is nondet.
%
%   CardId stands in Lane on Player's side, Index places from the bridge
%   (0 is right behind the bridge).

in_play(S, Id, Lane, P, I) :-
    lane(Lane),
    players(S, Ps),
    member(P, Ps),
    side(S, Lane, P, Side),
    nth0(I, Side, Id).

in_play(S, Id) :-
    in_play(S, Id, _, _, _), !.

%!  card_place(+State, +CardId, -Place) is det.
%
%   Where a card is: in_play(Lane, Player, Index), in_hand(Player) or
%   nowhere.

card_place(S, Id, Place) :-
    (   in_play(S, Id, Lane, P, I)
    ->  Place = in_play(Lane, P, I)
    ;   players(S, Ps), member(P, Ps), hand(S, P, Row), memberchk(Id, Row)
    ->  Place = in_hand(P)
    ;   Place = nowhere
    ).

status(S, Id, Key, Value) :-
    key_value(turn_status, S, _{}, TS),
    key_value(Id, TS, _{}, St),
    key_value(Key, St, 0, Value).

played_this_turn(S, Id) :-
    key_value(played_this_turn, S, [], Ids),
    memberchk(Id, Ids).

rule_variant(S, Name, Value) :-
    key_value(rules, S, _{}, Rs),
    key_value(Name, Rs, true, Value).

played_cost(S, Id, Cost) :-
    (   card_cost(S, Id, C) -> Cost = C ; Cost = 0 ).

in_hand(S, P, Id) :-
    hand(S, P, Row),
    memberchk(Id, Row),
    \+ tower(Id).

creature_like(S, Id) :-
    card_type(S, Id, T),
    ( T == "creature" ; T == "building" ), !.

spell(S, Id) :-
    card_type(S, Id, "spell").

%   The draft: who picks now, and how many cards.

draft_picker_step(S, Picker, Count) :-
    Draft = S.draft,
    length(Draft.pool, PoolSize),
    (   PoolSize =:= 4
    ->  Picker = S.active, Count = 1
    ;   Picker = S.active, Count = 2
    ).

round_first_picker(S, P) :-
    Draft = S.draft,
    length(Draft.pool, PoolSize),
    (   PoolSize =:= 4
    ->  P = S.active
    ;   opponent(S, S.active, P)
    ).

picked(S, P, Cards) :-
    get_dict(draft, S, Draft),
    key_value(P, Draft.picked, Cards).

%!  turn_start_mana(+State, +Player, -Mana) is det.
%
%   The mana Player gains when their turn starts in State (CD-102): the
%   cards in hand (the tower included) plus 2 for each of their Catalysts
%   in play (CD-406).

turn_start_mana(S, P, Mana) :-
    hand(S, P, Row),
    length(Row, N),
    catalysts_in_play(S, P, Cs),
    length(Cs, NC),
    Mana is N + 2*NC.

catalysts_in_play(S, P, Cs) :-
    findall(Id, ( in_play(S, Id, _, P, _), has_ability(S, Id, "catalyst") ), Cs).

%   The place of a card among the non-tower cards of its hand row (1 = leftmost).

hand_place(S, P, Id, Place) :-
    hand(S, P, Row),
    exclude(tower, Row, Cards),
    nth1(Place, Cards, Id).

leftmost(N, List, Front) :-
    length(List, Len),
    K is min(N, Len),
    length(Front, K),
    append(Front, _, List).

%!  card_attack(+State, +CardId, -Attack) is det.
%
%   The attack of a card in play now: printed attack, plus Aura
%   neighbours (CD-404), plus this turn's changes and Sprint bonus
%   (CD-413), doubled by Aquatic next to the bridge (CD-403); never
%   below 0.

card_attack(S, Id, Attack) :-
    card_attack(S, Id, _, Attack).

%   card_attack(+S, +Id, -Undoubled, -Attack): the attack before and
%   after Aquatic doubles it.
card_attack(S, Id, A0, Attack) :-
    card(S, Id, C),
    key_value(attack, C, 0, Base),
    aura_bonus(S, Id, "attack", Aura),
    status(S, Id, attack, Mod),
    status(S, Id, sprint, Sprint),
    A0 is max(0, Base + Aura + Mod + Sprint),
    (   aquatic_doubles(S, Id)
    ->  Attack is 2*A0
    ;   Attack = A0
    ).

aquatic_doubles(S, Id) :-
    has_ability(S, Id, "aquatic"),
    in_play(S, Id, _, _, 0).

%!  card_health(+State, +CardId, -Health) is det.

card_health(S, Id, Health) :-
    (   once(in_play(S, Id, Lane, P, I))
    ->  side(S, Lane, P, Side),
        card_health_at(S, Id, Side, I, Health)
    ;   card(S, Id, C),
        key_value(health, C, 0, Base),
        status(S, Id, health, Mod),
        Health is Base + Mod
    ).

%   The health of card Id standing at index I of Side.
card_health_at(S, Id, Side, I, Health) :-
    card(S, Id, C),
    key_value(health, C, 0, Base),
    side_aura_bonus(S, Side, I, "health", Aura),
    status(S, Id, health, Mod),
    Health is Base + Aura + Mod.

aura_bonus(S, Id, Kind, Bonus) :-
    (   once(in_play(S, Id, Lane, P, I))
    ->  side(S, Lane, P, Side),
        side_aura_bonus(S, Side, I, Kind, Bonus)
    ;   Bonus = 0
    ).

%   The Aura effects of Kind that the neighbours of index I of Side give.
side_aura_bonus(S, Side, I, Kind, Bonus) :-
    Before is I - 1,
    After is I + 1,
    neighbour_aura(S, Side, Before, Kind, B1),
    neighbour_aura(S, Side, After, Kind, B2),
    Bonus is B1 + B2.

neighbour_aura(S, Side, J, Kind, Bonus) :-
    (   J >= 0,
        nth0(J, Side, Nb),
        has_ability(S, Nb, "aura")
    ->  card(S, Nb, NC),
        key_value(aura, NC, [], Effs),
        aura_sum(Effs, Kind, 0, Bonus)
    ;   Bonus = 0
    ).

aura_sum([], _, B, B).
aura_sum([E|Es], Kind, B0, B) :-
    (   E.effect == Kind
    ->  B1 is B0 + E.amount
    ;   B1 = B0
    ),
    aura_sum(Es, Kind, B1, B).

%   A card in play whose damage this turn has reached its health (CD-303).
dead(S, Id) :-
    lane(Lane),
    players(S, Ps),
    member(P, Ps),
    side(S, Lane, P, Side),
    nth0(I, Side, Id),
    status(S, Id, damage, D),
    card_health_at(S, Id, Side, I, H),
    D >= H.

%!  may_attack_card(+State, +Attacker, +Target) is semidet.
%
%   Attacker's attack may hit the opposing card Target: Aerial cards only
%   by Aim (CD-401, CD-402), and a Pest only buildings (CD-414).

may_attack_card(S, A, T) :-
    \+ passes_over(S, A, T, _).

%   passes_over(+S, +Attacker, +Card, -RuleId): the attack passes over
%   Card, by RuleId.
passes_over(S, A, T, 'CD-401') :-
    has_ability(S, T, "aerial"),
    \+ has_ability(S, A, "aim").
passes_over(S, A, T, 'CD-414') :-
    has_ability(S, A, "pest"),
    \+ card_type(S, T, "building").

%!  attack_targets(+State, +Attacker, -Targets:list, -Tower:boolean) is det.
%
%   The cards Attacker's attack hits (nearest first, then Perforation's
%   and Splash's extra cards), and whether it hits the bastion/fort instead.

attack_targets(S, A, Targets, Tower) :-
    once(in_play(S, A, Lane, P, _)),
    opponent(S, P, O),
    side(S, Lane, O, Opp),
    (   nth0(I, Opp, T), may_attack_card(S, A, T)
    ->  perforation_extra(S, A, Opp, I, Behind),
        splash_extra(S, A, Lane, O, I, Beside),
        append([[T], Behind, Beside], Targets),
        Tower = false
    ;   Targets = [],
        (   entered_this_turn(S, A)
        ->  Tower = false                       % Rage, Berserk: CD-405, CD-411
        ;   Tower = true
        )
    ).

perforation_extra(S, A, Opp, I, Behind) :-
    (   has_ability(S, A, "perforation"),
        I1 is I + 1,
        nth0(I1, Opp, B),
        may_attack_card(S, A, B)
    ->  Behind = [B]
    ;   Behind = []
    ).

splash_extra(S, A, Lane, O, I, Beside) :-
    (   has_ability(S, A, "splash"),
        other_lane(Lane, Lane2),
        side(S, Lane2, O, Opp2),
        nth0(I, Opp2, B),
        may_attack_card(S, A, B)
    ->  Beside = [B]
    ;   Beside = []
    ).

%!  may_attack_now(+State, +CardId) is semidet.
%
%   CardId, in play, attacks in this assault: it is not a creature played
%   this turn, or it has Rage (CD-301, CD-411).

may_attack_now(S, Id) :-
    in_play(S, Id),
    (   entered_this_turn(S, Id)
    ->  has_ability(S, Id, "rage")
    ;   true
    ).

%   A creature put into play this turn: it does not attack, except with
%   Rage, and then never the bastion/fort.  The seed names creatures only:
%   a building played this turn attacks like any other card.

entered_this_turn(S, Id) :-
    played_this_turn(S, Id),
    card_type(S, Id, "creature").

%!  assault_order(+State, +Player, -Ids) is det.
%
%   Player's cards in play in attack order (CD-301): top lane, then
%   bottom; in a lane, farthest from the bridge first.

assault_order(S, P, Ids) :-
    side(S, "top", P, Top),
    side(S, "bottom", P, Bottom),
    reverse(Top, T1),
    reverse(Bottom, B1),
    append(T1, B1, Ids).

%!  assault_attackers(+State, +Player, -Ids) is det.
%
%   Player's cards that attack in this turn's assault, in attack order
%   (CD-301): the assault's queue when it begins.

assault_attackers(S, P, Ids) :-
    assault_order(S, P, Order),
    include(may_attack_now(S), Order, Ids).

next_attacker(S, A) :-
    key_value(assault_queue, S, [], Queue),
    member(A, Queue),
    may_attack_now(S, A), !.

%!  card_named(+State, ?Id, -Name, -Place, -Facts) is nondet.
%
%   A card of the state a move may name by its name (the engine resolves
%   such names, rc_cards:resolve_card_ref/5).  Place is place(Owner,
%   Where): a hand row or a lane, or place(draft, Field) in the draft.  No
%   two cards are copies (Facts is the id): a card's place in its hand
%   row or lane decides what it may do.

card_named(S, Id, Name, Place, Id) :-
    get_dict(cards, S, Cards),
    is_dict(Cards),
    (   nonvar(Id)
    ->  atom_string(K, Id),
        get_dict(K, Cards, C)
    ;   get_dict(K, Cards, C),
        atom_string(K, Id)
    ),
    get_dict(name, C, Name),
    named_card_place(S, Id, Place).

named_card_place(S, Id, Place) :-
    (   players(S, Ps), member(P, Ps), hand(S, P, Row), memberchk(Id, Row)
    ->  Place = place(P, "hand row")
    ;   lane(L), players(S, Ps), member(P, Ps), side(S, L, P, Side), memberchk(Id, Side)
    ->  format(string(Where), "~w lane", [L]),
        Place = place(P, Where)
    ;   get_dict(draft, S, D), is_dict(D), member(F, [pool, deck]),
        get_dict(F, D, Ids), is_list(Ids), memberchk(Id, Ids)
    ->  Place = place(draft, F)
    ;   Place = place(nobody, "nowhere")
    ).
