/*  World of Warcraft TCG: short positions.

    Part of game.pl.  normalized/2 reads a position a judge typed in a
    minute (defaults left out, zones as counts, cards by name) as the full
    position it stands for; every request takes this step first.  A full
    position is its own normal form.
*/

                 /*******************************
                 *        SHORT POSITIONS       *
                 *******************************/

%!  normalized(+State0:dict, -State:dict) is det.
%
%   The full position State0 stands for.  Left out, a key takes its
%   natural default:
%
%     - `phase` from the `step` (which a position always gives: where in
%       the turn the game is), `resource_placed` false, `combat` null; a
%       combat's `protector` null, `strikes` [] and `prevented` {};
%     - a player's allies, weapons, armor, hand and graveyard empty, their
%       resources none (`resources: 3` is three ready ones); a deck left
%       out is not part of the position (no card is drawn from it);
%     - a card in play undamaged and ready, except what the combat's
%       steps have exhausted (the attacker from the attack step on, the
%       protector, each struck weapon, unless it is in `readied`); an ally
%       under its controller's control since the start of the turn; a
%       hero's ATK 0 (CR v7.4 205.1);
%     - a card's id: its name in lower case with hyphens
%       ("kor-cindervein"), or "<player>-<zone>-<n>" for a card without a
%       name, made unique with "-2", "-3", ...
%
%   A card may be given by name alone (a string, or an object with
%   `name`): the values it leaves out come from the catalog (cards.pl);
%   the values it gives win.  A card that gives every value it needs is
%   taken as written, so custom cards stay possible.  In a hand or a
%   deck, a number N stands for N unknown cards, and {id} alone for one
%   (the full form is {id, unknown: true}); a graveyard may hold numbers
%   too.  `priority`, a combat's `readied` and `shielding`, and the
%   keywords have no default to fill in: left out, the rules read them
%   as they always have (priority_holder/2, readied/2, armor_decider/2;
%   a keyword left out is not there).
%
%   A card named without values that the catalog does not know, or a
%   value nothing can supply, is bad input (rc_cards:normalization_error/3)
%   at its JSON path.

normalized(S0, S) :-
    state_given_ids(S0, Used0),
    phase_and_step(S0, Phase, Step),
    (   get_dict(combat, S0, C0), is_dict(C0)
    ->  combat_normal(C0, Combat)
    ;   Combat = null
    ),
    combat_exhausted(Combat, Step, Tired),
    get_dict(players, S0, Ps0),
    players_normal(Ps0, 0, Tired, Used0, Ps),
    (   get_dict(resource_placed, S0, RP) -> true ; RP = false ),
    put_dict(_{phase:Phase, step:Step, combat:Combat, players:Ps, resource_placed:RP}, S0, S).

%   phase_and_step(+S0, -Phase, -Step): the step a position always gives
%   (where in the turn the game is), and the phase it belongs to.

phase_and_step(S0, Phase, Step) :-
    get_dict(step, S0, Step),
    (   get_dict(phase, S0, Phase) -> true
    ;   memberchk(Step, ["end", "wrap_up"]) -> Phase = "end"
    ;   Phase = "action"
    ).

combat_normal(C0, C) :-
    defaults(_{protector:null, strikes:[], prevented:_{}}, C0, C).

%   defaults(+Defaults, +Dict0, -Dict): Dict0 with each key of Defaults it
%   leaves out.

defaults(Defaults, D0, D) :-
    dict_pairs(Defaults, _, Pairs),
    foldl(default_pair, Pairs, D0, D).

default_pair(K-V, D0, D) :-
    (   get_dict(K, D0, _) -> D = D0 ; put_dict(K, D0, V, D) ).

%   combat_exhausted(+Combat, +Step, -Ids): the cards the combat's steps
%   have exhausted so far and no effect has readied (WOW-108): their
%   `ready` defaults to false.

combat_exhausted(C, Step, Ids) :-
    is_dict(C), !,
    findall(Id, ( (   memberchk(Step, ["attack", "protect", "defend", "damage"]),
                      get_dict(attacker, C, Id)
                  ;   get_dict(protector, C, Id)
                  ;   get_dict(strikes, C, Ws), member(Id, Ws)
                  ),
                  string(Id),
                  \+ ( get_dict(readied, C, R), is_list(R), memberchk(Id, R) ) ),
            Ids).
combat_exhausted(null, _, []).

%   state_given_ids(+S, -Ids): every card id the state gives, which the
%   ids made up for the others must not repeat.

state_given_ids(S, Ids) :-
    get_dict(players, S, Ps),
    findall(Id, ( member(P, Ps), player_given_id(P, Id) ), Ids).

player_given_id(P, Id) :-
    (   get_dict(hero, P, H), is_dict(H), get_dict(id, H, Id)
    ;   member(K, [allies, weapons, armor, hand, deck]),
        get_dict(K, P, L), is_list(L),
        member(C, L), is_dict(C), get_dict(id, C, Id)
    ;   get_dict(graveyard, P, G), is_list(G),
        member(Id, G), string(Id)
    ).

players_normal([], _, _, _, []).
players_normal([P0|Ps0], I, Tired, Used0, [P|Ps]) :-
    player_normal(P0, I, Tired, Used0, Used, P),
    I1 is I + 1,
    players_normal(Ps0, I1, Tired, Used, Ps).

player_normal(P0, I, Tired, U0, U, P) :-
    get_dict(name, P0, Name),
    get_dict(hero, P0, H0),
    Z = z(Name, I, Tired),
    card_normal(hero, Z, [players, I, hero], H0, H, U0, U1),
    in_play_normal(allies, ally, Z, P0, Allies, U1, U2),
    in_play_normal(weapons, weapon, Z, P0, Weapons, U2, U3),
    in_play_normal(armor, armor, Z, P0, Armor, U3, U4),
    (   get_dict(hand, P0, Hand0) -> true ; Hand0 = [] ),
    hidden_zone_normal(hand, Z, Hand0, Hand, U4, U5),
    (   get_dict(graveyard, P0, G0) -> true ; G0 = [] ),
    graveyard_normal(Z, G0, G, U5, U6),
    (   get_dict(resources, P0, R0) -> true ; R0 = 0 ),
    resources_normal(R0, R),
    P1 = _{hero:H, allies:Allies, weapons:Weapons, armor:Armor, hand:Hand, graveyard:G, resources:R},
    (   get_dict(deck, P0, D0)
    ->  hidden_zone_normal(deck, Z, D0, D, U6, U),
        P2 = P1.put(deck, D)
    ;   U = U6,
        P2 = P1
    ),
    put_dict(P2, P0, P).

resources_normal(N, _{ready:N, exhausted:0}) :-
    integer(N), !.
resources_normal(R0, R) :-
    defaults(_{ready:0, exhausted:0}, R0, R).

in_play_normal(Key, Zone, Z, P0, Cards, U0, U) :-
    Z = z(_, I, _),
    (   get_dict(Key, P0, Cards0) -> true ; Cards0 = [] ),
    cards_normal(Cards0, 0, Zone, Z, [players, I, Key], Cards, U0, U).

cards_normal([], _, _, _, _, [], U, U).
cards_normal([C0|Cs0], J, Zone, Z, Steps, [C|Cs], U0, U) :-
    append(Steps, [J], CSteps),
    card_normal(Zone, Z, CSteps, C0, C, U0, U1),
    J1 is J + 1,
    cards_normal(Cs0, J1, Zone, Z, Steps, Cs, U1, U).

%   --- a card in play ------------------------------------------------------

%   card_normal(+Zone, +Z, +Steps, +Given, -Card, +Used0, -Used): the card
%   in play Given (a name, or an object) as its full object.

card_normal(Zone, Z, Steps, Name, Card, U0, U) :-
    string(Name), !,
    card_normal(Zone, Z, Steps, _{name:Name}, Card, U0, U).
card_normal(Zone, z(Owner, _, Tired), Steps, C0, C, U0, U) :-
    printed_values(Zone, Steps, C0, C1),
    (   get_dict(id, C1, Id)
    ->  U = U0
    ;   card_id_base(C1, Owner, Zone, 1, Base),
        fresh_id(Base, U0, Id, U)
    ),
    ( memberchk(Id, Tired) -> Ready = false ; Ready = true ),
    play_defaults(Zone, Ready, Defaults),
    defaults(Defaults, C1.put(id, Id), C).

play_defaults(hero, Ready, _{atk:0, damage:0, ready:Ready}).
play_defaults(ally, Ready, _{damage:0, ready:Ready, since_turn_start:true}).
play_defaults(weapon, Ready, _{ready:Ready}).
play_defaults(armor, Ready, _{ready:Ready}).

%   printed(?Zone, ?Needed, ?Copied): the values a card in Zone must have
%   (else the catalog is asked for them), and the printed values the
%   catalog gives it.

printed(hero, [health], [health, atk, protector, power]).
printed(ally, [atk, health], [atk, health, protector, ferocity, cannot_attack, power]).
printed(weapon, [atk, strike_cost], [atk, strike_cost, power]).
printed(armor, [def], [def, power]).

printed_values(Zone, Steps, C0, C) :-
    printed(Zone, Needed, Copied),
    (   forall(member(K, Needed), get_dict(K, C0, _))
    ->  C = C0
    ;   get_dict(name, C0, Name),
        catalog_entry(Steps, Name, Zone, C0, Copied, Entry)
    ->  catalog_values(Entry, Copied, C0, C)
    ;   member(K, Needed),
        \+ get_dict(K, C0, _),
        append(Steps, [K], KSteps),
        json_path(KSteps, Path),
        rc_cards:normalization_error(wow_tcg, Path, needs_value(Zone, K))
    ).

%   catalog_entry(+Steps, +Name, +Zone, +Given, +Printed, -Entry): the
%   catalog's card Name, of the type Zone holds.  Fails if the catalog
%   does not know the name and Given gives some printed value (a custom
%   card: what it lacks is reported); a name the catalog does not know,
%   given without values, is bad input with "did you mean".

catalog_entry(Steps, Name, Zone, Given, Printed, Entry) :-
    rc_cards:name_key(Name, Key),
    findall(E, catalog_card(Key, E), Es),
    json_path(Steps, Path),
    (   Es == []
    ->  \+ ( member(K, Printed), get_dict(K, Given, _) ),
        rc_cards:resolve_card(wow_tcg, Path, Name, wow_tcg:catalog_any, _)
    ;   member(Entry, Es),
        zone_type(Zone, Given, Entry)
    ->  true
    ;   Es = [E|_],
        rc_cards:normalization_error(wow_tcg, Path, not_that_kind(E.name, E.type, Zone))
    ).

catalog_any(_).

zone_type(hero, _, E) :- get_dict(type, E, "hero").
zone_type(ally, _, E) :- get_dict(type, E, "ally").
zone_type(weapon, _, E) :- get_dict(type, E, "weapon").
zone_type(armor, _, E) :- get_dict(type, E, "armor").
zone_type(hand, Given, E) :- card_type_fits(Given, E).
zone_type(deck, Given, E) :- card_type_fits(Given, E).

card_type_fits(Given, E) :-
    get_dict(type, E, T),
    T \== "hero",
    (   get_dict(type, Given, T0) -> T0 == T ; true ).

%   catalog_values(+Entry, +Keys, +Given, -Card): Given with the printed
%   values of Entry it leaves out, and the catalog's spelling of the name.

catalog_values(Entry, Keys, Given, Card) :-
    findall(K-V, ( member(K, Keys), \+ get_dict(K, Given, _), get_dict(K, Entry, V) ), Pairs),
    dict_pairs(Filled, _, Pairs),
    put_dict(Filled, Given, C1),
    put_dict(name, C1, Entry.name, Card).

%   card_id_base(+Card, +Owner, +Zone, +N, -Base): the id a card without
%   one is given: its name's words joined by hyphens, else
%   "<owner>-<zone>-<n>".

card_id_base(C, Owner, Zone, N, Base) :-
    (   get_dict(name, C, Name),
        rc_cards:name_key(Name, Key),
        Key \== ''
    ->  atomic_list_concat(Words, ' ', Key),
        atomic_list_concat(Words, '-', A),
        atom_string(A, Base)
    ;   format(string(Base), "~w-~w-~d", [Owner, Zone, N])
    ).

%   fresh_id(+Base, +Used0, -Id, -Used): Base, or Base-2, Base-3, ...:
%   the first that no card has.

fresh_id(Base, U0, Id, [Id|U0]) :-
    (   \+ memberchk(Base, U0)
    ->  Id = Base
    ;   between(2, inf, K),
        format(string(Id), "~w-~d", [Base, K]),
        \+ memberchk(Id, U0)
    ->  true
    ).

%   --- a hand or a deck ----------------------------------------------------

%   hidden_zone_normal(+Zone, +Z, +Given, -Cards, +Used0, -Used): a hand or
%   a deck (Zone), given as a count or a list of names, cards, unknown
%   cards and counts of unknown cards.

hidden_zone_normal(Zone, Z, N, Cards, U0, U) :-
    integer(N), !,
    hidden_zone_normal(Zone, Z, [N], Cards, U0, U).
hidden_zone_normal(Zone, Z, Items, Cards, U0, U) :-
    Z = z(_, I, _),
    zone_key(Zone, Key),
    items_cards(Items, 0, Zone, Z, [players, I, Key], 1, Cards, U0, U).

zone_key(hand, hand).
zone_key(deck, deck).

%   items_cards(+Items, +J, +Zone, +Z, +Steps, +N, -Cards, +U0, -U): J is
%   the index of the item, N the position of the next card in the zone.

items_cards([], _, _, _, _, _, [], U, U).
items_cards([Item|Items], J, Zone, Z, Steps, N, Cards, U0, U) :-
    append(Steps, [J], ISteps),
    item_cards(Item, Zone, Z, ISteps, N, Cards0, U0, U1),
    length(Cards0, L),
    N1 is N + L,
    J1 is J + 1,
    items_cards(Items, J1, Zone, Z, Steps, N1, Cards1, U1, U),
    append(Cards0, Cards1, Cards).

item_cards(K, Zone, z(Owner, _, _), _, N, Cards, U0, U) :-
    integer(K), !,
    Last is N + K - 1,
    unknown_cards(N, Last, Owner, Zone, Cards, U0, U).
item_cards(Name, Zone, Z, Steps, N, Cards, U0, U) :-
    string(Name), !,
    item_cards(_{name:Name}, Zone, Z, Steps, N, Cards, U0, U).
item_cards(C0, Zone, z(Owner, _, _), Steps, N, [C], U0, U) :-
    (   unknown_given(C0)
    ->  C1 = _{unknown:true}
    ;   get_dict(unknown, C0, true)
    ->  json_path(Steps, Path),
        rc_cards:normalization_error(wow_tcg, Path, unknown_with_face)
    ;   hand_card_values(Zone, Steps, C0, C1)
    ),
    (   get_dict(id, C0, Id)
    ->  U = U0
    ;   card_id_base(C1, Owner, Zone, N, Base),
        fresh_id(Base, U0, Id, U)
    ),
    put_dict(id, C1, Id, C).

unknown_cards(N, Last, _, _, [], U, U) :-
    N > Last, !.
unknown_cards(N, Last, Owner, Zone, [_{id:Id, unknown:true}|Cards], U0, U) :-
    format(string(Base), "~w-~w-~d", [Owner, Zone, N]),
    fresh_id(Base, U0, Id, U1),
    N1 is N + 1,
    unknown_cards(N1, Last, Owner, Zone, Cards, U1, U).

%   unknown_given(+Card): the card says nothing but (perhaps) its id and
%   that it is unknown.

unknown_given(C) :-
    \+ ( get_dict(K, C, _), K \== id, K \== unknown ).

%   hand_card_values(+Zone, +Steps, +Given, -Card): a known card in a hand
%   or a deck.  It needs a type and a cost; what its type needs (WOW-106)
%   comes from the catalog if the card names one, else WOW-106 reports it.

hand_card_printed([type, cost, instant, atk, health, protector, ferocity, cannot_attack,
                   strike_cost, def, power, effects]).

hand_card_values(Zone, Steps, C0, C) :-
    (   hand_card_complete(C0)
    ->  C = C0
    ;   get_dict(name, C0, Name),
        hand_card_printed(Printed),
        catalog_entry(Steps, Name, Zone, C0, Printed, Entry)
    ->  get_dict(type, Entry, Type),
        type_printed(Type, Keys),
        catalog_values(Entry, Keys, C0, C)
    ;   member(K, [type, cost]),
        \+ get_dict(K, C0, _)
    ->  append(Steps, [K], KSteps),
        json_path(KSteps, Path),
        rc_cards:normalization_error(wow_tcg, Path, needs_value(Zone, K))
    ;   C = C0
    ).

hand_card_complete(C) :-
    get_dict(type, C, Type),
    get_dict(cost, C, _),
    (   type_needs(Type, Keys) -> true ; Keys = [] ),
    forall(member(K, Keys), get_dict(K, C, _)).

type_printed("ally", [type, cost, instant, atk, health, protector, ferocity, cannot_attack, power]).
type_printed("ability", [type, cost, instant, effects]).
type_printed("weapon", [type, cost, instant, atk, strike_cost, power]).
type_printed("armor", [type, cost, instant, def, power]).

%   --- a graveyard -----------------------------------------------------------

graveyard_normal(Z, N, G, U0, U) :-
    integer(N), !,
    graveyard_normal(Z, [N], G, U0, U).
graveyard_normal(z(Owner, _, _), Items, G, U0, U) :-
    graveyard_items(Items, Owner, 1, G, U0, U).

graveyard_items([], _, _, [], U, U).
graveyard_items([Id|Items], Owner, N, [Id|G], U0, U) :-
    string(Id), !,
    N1 is N + 1,
    graveyard_items(Items, Owner, N1, G, U0, U).
graveyard_items([K|Items], Owner, N, G, U0, U) :-
    Last is N + K - 1,
    graveyard_ids(N, Last, Owner, G, Rest, U0, U1),
    N1 is Last + 1,
    graveyard_items(Items, Owner, N1, Rest, U1, U).

graveyard_ids(N, Last, _, Rest, Rest, U, U) :-
    N > Last, !.
graveyard_ids(N, Last, Owner, [Id|G], Rest, U0, U) :-
    format(string(Base), "~w-graveyard-~d", [Owner, N]),
    fresh_id(Base, U0, Id, U1),
    N1 is N + 1,
    graveyard_ids(N1, Last, Owner, G, Rest, U1, U).
