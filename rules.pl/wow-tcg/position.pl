/*  World of Warcraft TCG: reading the position.

    Part of game.pl (the state term is documented there).
*/

                 /*******************************
                 *          THE POSITION        *
                 *******************************/

state_players(S, Ps) :- get_dict(players, S, Ps).

player_obj(S, Name, P) :-
    state_players(S, Ps),
    player_named(Ps, Name, P).

player_named([P0|Ps], Name, P) :-
    (   get_dict(name, P0, N),
        N == Name
    ->  P = P0
    ;   player_named(Ps, Name, P)
    ).

player_name(S, Name) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Name).

turn_player(S, P) :- get_dict(turn, S, P).

opponent(S, P, O) :-
    player_name(S, O),
    O \== P.

phase(S, Ph) :- get_dict(phase, S, Ph).
step(S, St) :- get_dict(step, S, St).

%   zone_card(+PlayerObj, ?Zone, -Card): the cards in play of a player.

zone_card(P, hero, H) :- get_dict(hero, P, H).
zone_card(P, ally, A) :- get_dict(allies, P, As), member(A, As).
zone_card(P, weapon, W) :- get_dict(weapons, P, Ws), member(W, Ws).
zone_card(P, armor, A) :- get_dict(armor, P, As), member(A, As).

in_play(S, Owner, Zone, Card) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Owner),
    zone_card(P, Zone, Card).

%   card_at(+S, +Id, ?Owner, ?Zone, -Card): the card in play named Id
%   (the first, players in order, each hero, allies, weapons, armor).

card_at(S, Id, Owner, Zone, Card) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Owner),
    zone_card_id(Zone, P, Id, Card),
    !.

zone_card_id(hero, P, Id, H) :-
    get_dict(hero, P, H),
    get_dict(id, H, Id0),
    Id0 == Id.
zone_card_id(ally, P, Id, C) :-
    get_dict(allies, P, Cs),
    card_with_id_in(Cs, Id, C).
zone_card_id(weapon, P, Id, C) :-
    get_dict(weapons, P, Cs),
    card_with_id_in(Cs, Id, C).
zone_card_id(armor, P, Id, C) :-
    get_dict(armor, P, Cs),
    card_with_id_in(Cs, Id, C).

card_with_id_in([C0|Cs], Id, C) :-
    (   get_dict(id, C0, Id0),
        Id0 == Id
    ->  C = C0
    ;   card_with_id_in(Cs, Id, C)
    ).

character_zone(hero).
character_zone(ally).

%   character_at(+S, +Id, ?Owner, -Zone, -Card): Id is a hero or ally in
%   play (card ids are unique: WOW-102).

character_at(S, Id, Owner, Zone, Card) :-
    state_players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Owner),
    character_zone(Zone),
    zone_card_id(Zone, P, Id, Card),
    !.

character(S, Id, Owner, Card) :-
    character_at(S, Id, Owner, _, Card).

hand(S, Player, Hand) :-
    player_obj(S, Player, P),
    get_dict(hand, P, Hand).

hand_card(S, Player, Id, Card) :-
    hand(S, Player, Hand),
    card_with_id_in(Hand, Id, Card).

hand_size(S, Player, N) :-
    hand(S, Player, Hand),
    length(Hand, N).

%   unknown_card(+Card): a card in a hand or a deck whose face the
%   position does not give ({id, unknown: true}: a short position's
%   count of cards, or a card drawn from such a deck).

unknown_card(Card) :- flag(Card, unknown).

%   deck(+S, +Player, -Deck): Player's deck, top card first; fails if the
%   position does not include it (no card is drawn then, WOW-712).

deck(S, Player, Deck) :-
    player_obj(S, Player, P),
    get_dict(deck, P, Deck).

%   decked(+S, ?Player): Player had to draw a card from an empty deck
%   (WOW-802).

decked(S, Player) :-
    state_players(S, Ps),
    member(P, Ps),
    flag(P, decked),
    get_dict(name, P, Player).

ready_resources(S, Player, N) :-
    player_obj(S, Player, P),
    get_dict(resources, P, R),
    get_dict(ready, R, N).

hero_of(S, Player, Hero) :-
    player_obj(S, Player, P),
    get_dict(hero, P, Hero).

hero_id(S, Player, Id) :-
    hero_of(S, Player, H),
    get_dict(id, H, Id).

flag(Card, Key) :- get_dict(Key, Card, true).

is_ready(Card) :- flag(Card, ready).

%   fatal(+Card): a character's damage has reached its health.

fatal(C) :-
    get_dict(damage, C, D),
    get_dict(health, C, H),
    D >= H.

%   card_ref(+Card, -Ref), card_ref(+S, +Id, -Ref): a card as a reason
%   term names it, named(Name, Id) or id(Id), wherever it is (a card in
%   play, in a hand or in a deck; an id the state does not know), or
%   unknown(Id) for an unknown card; messages.pl says it "Name (id)".

card_ref(Card, Ref) :-
    get_dict(id, Card, Id),
    (   get_dict(name, Card, Name)
    ->  Ref = named(Name, Id)
    ;   unknown_card(Card)
    ->  Ref = unknown(Id)
    ;   Ref = id(Id)
    ).

card_ref(S, Id, Ref) :-
    (   card_at(S, Id, _, _, Card)
    ->  card_ref(Card, Ref)
    ;   player_name(S, Pl), hand_card(S, Pl, Id, Card)
    ->  card_ref(Card, Ref)
    ;   player_name(S, Pl), deck(S, Pl, Deck), card_with_id_in(Deck, Id, Card)
    ->  card_ref(Card, Ref)
    ;   Ref = id(Id)
    ).

%   --- the combat ------------------------------------------------------------

combat_step("propose").
combat_step("attack").
combat_step("protect").
combat_step("defend").
combat_step("damage").

in_combat_step(S) :-
    step(S, St),
    combat_step(St).

combat(S, C) :-
    get_dict(combat, S, C),
    is_dict(C).

%   attacker(+S, -Id), proposed_defender(+S, -Id), protector(+S, -Id):
%   the characters of the combat; each fails once it has left the combat
%   (null: WOW-623).

attacker(S, A) :-
    combat(S, C),
    get_dict(attacker, C, A),
    string(A).

proposed_defender(S, D) :-
    combat(S, C),
    get_dict(defender, C, D),
    string(D).

protector(S, P) :-
    combat(S, C),
    get_dict(protector, C, P),
    string(P).

%   effective_defender(+S, -Id): the protector if one protected, else the
%   proposed defender.  A protector that has left the combat leaves no
%   defender: its proposed defender had left the combat as it protected.

effective_defender(S, D) :-
    (   protector(S, P)
    ->  D = P
    ;   proposed_defender(S, D)
    ).

%   defending_player(+S, -Player): the controller of the proposed defender
%   (or of the protector that took its place).

defending_player(S, Player) :-
    (   proposed_defender(S, D)
    ->  true
    ;   protector(S, D)
    ),
    character(S, D, Player, _).

strikes(S, Ws) :-
    (   combat(S, C), get_dict(strikes, C, Ws0)
    ->  Ws = Ws0
    ;   Ws = []
    ).

%   struck_by(+S, ?Player, ?Weapon): Player struck with Weapon in this combat.

struck_by(S, Player, W) :-
    strikes(S, Ws),
    member(W, Ws),
    card_at(S, W, Player, weapon, _).

%   readied(+S, -Ids): the cards an effect has readied during this combat
%   (WOW-224), [] outside combat.

readied(S, Ids) :-
    (   combat(S, C), get_dict(readied, C, Ids0)
    ->  Ids = Ids0
    ;   Ids = []
    ).

prevented(S, Player, N) :-
    (   combat(S, C),
        get_dict(prevented, C, Pr),
        key_value(Player, Pr, N0)
    ->  N = N0
    ;   N = 0
    ).

%!  combat_atk(+State, +CardId, -Atk) is semidet.
%
%   The ATK a character deals combat damage with: its ATK, plus for a hero
%   the ATK of each weapon its controller struck with in this combat.

combat_atk(S, Id, Atk) :-
    character(S, Id, Owner, Card),
    get_dict(atk, Card, Base),
    (   hero_id(S, Owner, Id)
    ->  findall(WA, ( struck_by(S, Owner, W),
                      card_at(S, W, Owner, weapon, WC),
                      get_dict(atk, WC, WA) ), WAs),
        sum_list(WAs, Bonus)
    ;   Bonus = 0
    ),
    Atk is Base + Bonus.

%   hero_in_combat(+S, ?Player): Player's hero is the attacker or the effective defender.

hero_in_combat(S, Player) :-
    player_name(S, Player),
    hero_id(S, Player, H),
    (   attacker(S, H)
    ->  true
    ;   effective_defender(S, H)
    ).

%!  incoming_combat_damage(+State, +Player, -Amount) is semidet.
%
%   The combat damage about to be dealt to Player's hero before armor:
%   the ATK of the character fighting it.  Fails if the hero is not in
%   the combat.

incoming_combat_damage(S, Player, Amount) :-
    hero_id(S, Player, H),
    (   attacker(S, H)
    ->  effective_defender(S, Other)
    ;   effective_defender(S, H)
    ->  attacker(S, Other)
    ),
    combat_atk(S, Other, Amount).

unprevented(S, Player, Left) :-
    incoming_combat_damage(S, Player, In),
    prevented(S, Player, Pr),
    Left is max(0, In - Pr).

%   --- priority and the armor decision ---------------------------------------

%!  priority_holder(+State, -Holder) is det.
%
%   The player who has priority (WOW-206), or null: the state's
%   `priority`; if the state does not say, the turn player in a window
%   step and no one in the others (the Protect Point, the damage step,
%   the wrap-up) nor once the game is over.

priority_holder(S, H) :-
    (   get_dict(priority, S, H0)
    ->  H = H0
    ;   step(S, St),
        window_closed(St)
    ->  H = null
    ;   game_over(S)
    ->  H = null
    ;   turn_player(S, H)
    ).

%!  kept_priority(+State) is semidet.
%
%   The player with priority, not the turn player, has it because they
%   have just played a card or used a power and kept it (CR v7.4 410.1),
%   not because the turn player passed: their pass gives priority to the
%   turn player instead of closing the window (WOW-214).  The state's
%   `kept_priority`; left out, false.

kept_priority(S) :-
    get_dict(kept_priority, S, true).

%!  has_priority(+State, ?Player) is semidet.

has_priority(S, Pl) :-
    priority_holder(S, H),
    string(H),
    H = Pl.

%   armor_decision(+S, ?Player): Player's hero is about to be dealt
%   combat damage that armor has not yet prevented, and Player has a
%   ready armor with DEF: Player has an armor decision to make.

armor_decision(S, Player) :-
    player_name(S, Player),
    unprevented(S, Player, Left),
    Left > 0,
    player_obj(S, Player, P),
    zone_card(P, armor, A),
    is_ready(A),
    get_dict(def, A, Def),
    Def >= 1,
    !.

%   in_turn_order(+S, -Players): the turn player, then the other.

in_turn_order(S, [T, O]) :-
    turn_player(S, T),
    opponent(S, T, O),
    !.

%!  armor_decider(+State, -Player) is semidet.
%
%   In the damage step, the player deciding on armor now (WOW-606): the
%   combat's `shielding`, or if the state does not say, the first player
%   in turn order with an armor decision.

armor_decider(S, P) :-
    step(S, "damage"),
    combat(S, C),
    (   get_dict(shielding, C, P0)
    ->  string(P0),
        P = P0
    ;   in_turn_order(S, Ps),
        member(P, Ps),
        armor_decision(S, P)
    ->  true
    ).

%!  card_named(+State, ?Id, -Name, -Place, -Facts) is nondet.
%
%   A card of a player's zone (the hero among them) a move may name by its
%   name (the engine resolves such names, rc_cards:resolve_card_ref/5):
%   Place is place(Owner, Zone), and copies have the same Place and Facts
%   (the card's values but its id).

card_named(S, Id, Name, place(Owner, Zone), Facts) :-
    player_zone_card(S, Owner, Zone, C),
    get_dict(id, C, Id),
    get_dict(name, C, Name),
    del_dict(id, C, _, Facts).
