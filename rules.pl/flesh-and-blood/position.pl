/*  Flesh and Blood: reading the position.

    Part of game.pl: the players and their zones, the combat
    chain, and what a play or activate move is about (the card played,
    the ability activated, the cards pitched).  The cards themselves are
    read in cards.pl.
*/

                 /*******************************
                 *         THE POSITION         *
                 *******************************/

zone(hand).  zone(arsenal).  zone(deck).  zone(pitch).
zone(graveyard).  zone(banished).  zone(weapons).  zone(equipment).
zone(soul).                                     % card_texts_prism.pl (FAB-750)
zone(arena).

players(S, Ps) :- get_dict(players, S, Ps).

player(S, Name, P) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(name, P, N),
    N == Name,
    !.

opponent(S, Name, Opp) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Opp),
    Opp \== Name,
    !.

player_name(P, Name) :- get_dict(name, P, Name).

set_player(S0, P, S) :-
    player_put(S0, P, S1),
    owner_zones_kept(P, S1, S).                 % card_owner.pl: another player's card goes to its owner's zone

%   player_put(+S0, +P, -S): P written into S0 in place of its player.
player_put(S0, P, S) :-
    players(S0, Ps0),
    maplist(replace_player(P), Ps0, Ps),
    S = S0.put(players, Ps).

replace_player(P, P0, P1) :-
    (   P0.name == P.name
    ->  P1 = P
    ;   P1 = P0
    ).

%!  hero_defeated(+Player:dict) is semidet.
%
%   The player's hero is at 0 life (FAB-701).

hero_defeated(P) :-
    get_dict(life, P, Life),
    Life =< 0.

%   card_in(+Player, +Zone, +Id, -Card): the card Id in one of Player's zones.
card_in(P, Zone, Id, Card) :-
    get_dict(Zone, P, Cards),
    card_with_id(Cards, Id, Card).

%   card_where(+Player, +Id, -Zone, -Card): the zone of Player holding Id.
card_where(P, Id, Zone, Card) :-
    zone(Zone),
    card_in(P, Zone, Id, Card),
    !.

take_card(P0, Zone, Id, Card, P) :-
    get_dict(Zone, P0, Cards0),
    nth0(_, Cards0, Card, Cards),
    card_id(Card, Id0),
    Id0 == Id,
    !,
    P = P0.put(Zone, Cards).

add_cards(P00, Zone, Cards0, P) :-
    (   Zone == graveyard                       % card_texts_nuu.pl: ephemeral (FAB-1093)
    ->  ephemeral_removed(P00, Cards0, Cards, P0)
    ;   Cards = Cards0, P0 = P00
    ),
    (   Zone == graveyard,                      % card_texts_rhinar_dorinthea.pl (FAB-578)
        partition(owner_graveyard_replaced(P0), Cards, Bottom, Rest),   % card_owner.pl: the player's own
        Bottom \== []
    ->  maplist(graveyard_replaced_mark, Bottom, Marked),
        zone_cards_added(P0, graveyard, Rest, P1),
        zone_cards_added(P1, deck, Marked, P)
    ;   zone_cards_added(P0, Zone, Cards, P)
    ).

zone_cards_added(P0, Zone, Cards, P) :-
    key_value(Zone, P0, [], Cards0),            % the soul may be left out (FAB-880)
    append(Cards0, Cards, Cards1),
    P = P0.put(Zone, Cards1).

id_in_cards(Cards, Id) :-
    member(C, Cards),
    card_id(C, Id0),
    Id0 == Id,
    !.

%   card_with_id(+Cards, +Id, -Card): the card Id among Cards.  A walk
%   of its own, not member/2 with a test: it leaves no choice point per
%   card, and card_in/4 looks up some 25 ids per move of a defend
%   listing (about a tenth of its time in a profile; docs/benchmarks.md).
card_with_id([C0|Cs], Id, C) :-
    (   get_dict(id, C0, Id0),
        Id0 == Id
    ->  C = C0
    ;   card_with_id(Cs, Id, C)
    ).

has_id(Id, C) :-
    card_id(C, Id0),
    Id0 == Id.

id_member(Ids, C) :-
    card_id(C, Id),
    memberchk(Id, Ids).

%   Position order (for discards and defenders): the ids in the order of
%   Cards; ids not found keep their place at the end.
position_order(Cards, Ids, Ordered) :-
    partition(id_in_cards(Cards), Ids, Known, Unknown),
    maplist(position_key(Cards), Known, Keyed),
    msort(Keyed, Sorted),
    pairs_values(Sorted, Ordered0),
    append(Ordered0, Unknown, Ordered).

position_key(Cards, Id, I-Id) :-
    nth0(I, Cards, C),
    card_id(C, Id0),
    Id0 == Id,
    !.

%   --- the combat chain ---------------------------------------------------

chain_open(S) :-
    get_dict(chain, S, Chain),
    is_dict(Chain).

chain_step(S, Step) :-
    chain_open(S),
    get_dict(step, S.chain, Step).

active_link(S, Link) :-
    chain_open(S),
    last(S.chain.links, Link).

%!  active_link_replaced(+State0, ?Link0, ?Link, -State) is semidet.
%
%   State is State0 with its active chain link, Link0, replaced by Link
%   (Link may be bound after the call: State holds it).  The card texts
%   that change the link an attack is on use it.

active_link_replaced(S0, L0, L, S) :-
    Chain0 = S0.chain,
    append(Links0, [L0], Chain0.links),
    append(Links0, [L], Links),
    S = S0.put(chain, Chain0.put(links, Links)).

%!  link_attack(+Link:dict, -Attack:dict) is semidet.
%
%   Attack is the attacking card of chain link Link.  A link has none
%   when its attack-source, a weapon, attacked again and moved on to a
%   later chain link: its attack-proxy there ceased to exist (CR 1.4.3c,
%   7.2.3b); the state then leaves out the link's `attack`.

link_attack(L, A) :-
    get_dict(attack, L, A),
    A \== null.

%   --- what a move is about -------------------------------------------------

%!  played_card(+State, +Move, -Player, -Card) is semidet.
%
%   The card a play move is about, in the player's hand or else their
%   arsenal (wherever the move says it comes from).

played_card(S, M, P, C) :-
    get_dict(player, M, Name),
    player(S, Name, P),
    get_dict(card, M, Id),
    (   card_in(P, hand, Id, C0)
    ->  C2 = C0
    ;   card_in(P, arsenal, Id, C1)
    ->  C2 = C1
    ;   get_dict(from, M, "banished"),          % card_texts_katsu_rest.pl (FAB-569)
        card_in(P, banished, Id, C2)
    ->  true
    ;   nuu4_foreign_card(S, M, Id, C2)         % card_texts_nuu_4.pl: an opposing banished zone (FAB-1414)
    ),
    meld_side_card(M, C2, C).                   % card_texts_meld.pl: a split-card's side (FAB-1551)

%!  card_player(+State, +Id, -Player) is semidet.
%
%   Player plays, or played, the card Id: its layer's controller while
%   it is on the stack (as its resolution is checked, FAB-1540), else the
%   player whose hand or arsenal holds it (as it is played).  A target
%   described from the card's player ("an aura you control", "your
%   graveyard") is judged from Player: card_texts_illusionist.pl,
%   card_texts_transcend.pl.

card_player(S, Id, Who) :-
    key_value(stack, S, [], Ls),
    member(L, Ls),
    layer_card(L, C), card_id(C, Id0), Id0 == Id,
    !,
    Who = L.controller.
card_player(S, Id, Who) :-
    get_dict(players, S, Ps),
    member(P, Ps),
    (   card_in(P, hand, Id, _) ; card_in(P, arsenal, Id, _) ),
    !,
    Who = P.name.

%!  ability_card(+Player, +Id, -Card) is semidet.
%
%   Id is the player's hero, a weapon in their weapon zone, equipment
%   in their equipment zone or a permanent in their arena: the cards
%   whose abilities they activate.

ability_card(P, Id, C) :-
    (   card_id(P.hero, HId), HId == Id
    ->  C = P.hero
    ;   card_in(P, weapons, Id, C0)
    ->  C = C0
    ;   card_in(P, equipment, Id, C0)
    ->  C = C0
    ;   card_in(P, arena, Id, C)
    ).

ability_source(P, P.hero, hero).
ability_source(P, C, weapons) :- member(C, P.weapons).
ability_source(P, C, equipment) :- member(C, P.equipment).
ability_source(P, C, arena) :- get_dict(arena, P, Cs), member(C, Cs).

%!  chain_ability_card(+State, +Player, ?Id, -Card) is nondet.
%
%   Player's weapon attacking on a chain link, or equipment defending
%   one: permanents on the combat chain, which is in the arena (CR
%   7.0.3f), so their abilities stay functional (CR 1.7.4); or a
%   defending card whose ability says it may be activated while it
%   defends (CR 1.7.4a: Rally the Rearguard, FAB-690).

chain_ability_card(S, Who, Id, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   L.controller == Who,
        link_attack(L, C),
        (   card_type(C, "weapon") -> true ; attacking_ability_card(C) )   % card_texts_lexi_2.pl: Shock Striker (FAB-817)
    ;   L.defender == Who,
        member(C, L.defending),
        (   card_type(C, "equipment")
        ->  true
        ;   defending_ability_card(C)           % card_texts_kayo.pl (Rally the Rearguard, FAB-690)
        ->  true
        ;   defending_ability_unread(C)         % card_texts_kayo.pl: its unread text may give it one
        )
    ),
    card_id(C, Id).

%!  chain_ability_unmodelled(+State, +Player, +Card, +Ability, -Why) is semidet.
%
%   Card is on the combat chain and rulecheck does not model Ability of
%   it there: a cost that destroys the attack of a chain link
%   (`attack_destroyed`): the answer depends on it (FAB-119).  An attack ability is modelled: the weapon
%   attacks again and moves on to the new chain link (CR 1.4.3c, 7.2.3b;
%   FAB-404).

chain_ability_unmodelled(S, Who, C, Ab, Why) :-
    card_id(C, Id),
    player(S, Who, P),
    \+ ability_card(P, Id, _),
    get_dict(destroy_self, Ab, true),
    card_type(C, "weapon"),
    Why = attack_destroyed.

%!  activated_ability(+State, +Move, -Player, -Card, -Ability) is semidet.
%
%   The ability an activate move names, of the player's own card: in a
%   zone of theirs (ability_card/3) or on the combat chain
%   (chain_ability_card/4).  Whether rulecheck models what it does there
%   is FAB-119's (depends_on_text/4).

activated_ability(S, M, P, C, Ab) :-
    get_dict(player, M, Name),
    get_dict(card, M, Id),
    activated_card(S, Name, Id, P, C),
    card_abilities(C, As0),
    auraw_abilities(S, Name, C, As0, As1),     % card_texts_auraweapons.pl: an aura that is a weapon (FAB-1570, FAB-1572)
    storm_abilities(S, Name, C, As1, As),      % card_texts_storm.pl: a Dragon ally's attack (FAB-1489)
    get_dict(ability, M, I),
    integer(I),
    nth0(I, As, Ab).

%!  activated_card(+State, +Who, +Id, -Player, -Card) is semidet.
%
%   Card, with the id Id, is Who's own card whose ability an activate
%   move may name: in a zone of theirs (ability_card/3) or on the combat
%   chain (chain_ability_card/4).  Player is Who's player.

activated_card(S, Who, Id, P, C) :-
    player(S, Who, P),
    (   ability_card(P, Id, C0)
    ->  C = C0
    ;   hand_activated_card(P, Id, C0)          % card_texts_windup.pl (FAB-790)
    ->  C = C0
    ;   arsenal_activated_card(P, Id, C0)       % arsenal_unread.pl: an unread text activated there (FAB-119)
    ->  C = C0
    ;   once(chain_ability_card(S, Who, Id, C))
    ).

ability_cost(Ab, Cost) :-
    (   get_dict(cost, Ab, C0), integer(C0) -> Cost = C0 ; Cost = 0 ).
ability_type(Ab, T) :-
    (   get_dict(type, Ab, T0) -> T = T0 ; T = "instant" ).
ability_once(Ab) :-
    get_dict(limit, Ab, "once per turn").

%!  ability_cost_text(+Ability:dict, -Text:string) is semidet.
%
%   Ability's cost holds more than the rules check (resource points,
%   nothing, destroying the card itself): Text is the cost as printed
%   ("{h}", "{r}, {t}", "{r}{r} or destroy a Gold you control"), its
%   `cost` the resource points it surely needs (scripts/make_fab_cards.py).
%   Whether the rest can be paid, and whether a card pitched was needed
%   for it, is text rulecheck does not model (FAB-119).

ability_cost_text(Ab, Text) :-
    get_dict(cost_text, Ab, Text),
    \+ chi_cost(Ab, _).                          % card_texts_chi.pl: chi points are read (FAB-1107)

%!  ability_checked(+Ability:dict) is semidet.
%
%   The rules check Ability's cost, limit and timing whole: its cost is
%   resource points and destroying the card (no ability_cost_text/2), its
%   limit none or once per turn, and its text does not restrict when it
%   may be activated.  What it does is its effect's matter (FAB-404).

ability_checked(Ab) :-
    \+ ability_cost_text(Ab, _),
    \+ get_dict(restricted, Ab, true),
    (   get_dict(limit, Ab, L) -> memberchk(L, ["none", "once per turn"]) ; true ).

%   The key an activation is recorded under in the state's `activated`.
activation_key(Id, I, Key) :-
    (   string(Id), integer(I)
    ->  atomics_to_string([Id, "/", I], Key)    % what format/3 writes
    ;   format(string(Key), "~w/~w", [Id, I])
    ).

%!  payment(+State, +Move, -Player, -Cost, -PlayedId) is semidet.
%
%   What a move pays: the resource cost of the card played (PlayedId its
%   id), of the ability activated, of the Arcane Barriers a prevent move
%   uses, or of Bloodrot Pox's "unless you pay" (PlayedId `none`).  Fails
%   when the move names no such card or ability.

payment(S, M, P, Cost, Played) :-
    get_dict(action, M, A),
    (   A == "play"
    ->  played_card(S, M, P, C),
        move_play_cost(S, M, P, C, Cost),       % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-618, FAB-623)
        card_id(C, Played)
    ;   A == "activate"
    ->  activated_ability(S, M, P, C, Ab),
        activation_cost(S, P, C, Ab, Cost),     % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-621)
        Played = none
    ;   A == "pay"                              % paid_choice/1, below
    ->  get_dict(player, M, Who),
        player(S, Who, P),
        pending(S, Pd),
        paid_choice(Pd.choice),
        Cost = Pd.cost,
        Played = none
    ;   A == "name"                             % Be Like Water (card_texts_katsu_blitz.pl, FAB-643)
    ->  get_dict(player, M, Who),
        player(S, Who, P),
        pending(S, Pd),
        Pd.choice == "gain_name",
        Cost = Pd.cost,
        Played = none
    ;   A == "prevent",                         % Arcane Barrier (choices.pl)
        get_dict(player, M, Who),
        player(S, Who, P),
        key_value(cards, M, [], Ids),
        prevention(S, Who, Ids, Used),
        prevention_cost(Used, Cost),
        Played = none
    ).

pitch_ids(M, Ids) :-
    (   get_dict(pitch, M, Ids0) -> Ids = Ids0 ; Ids = [] ).

%!  valid_pitch(+Player, +Move, +PlayedId, -Cards) is det.
%
%   The pitched cards that are real pitchable cards of the hand, each
%   once, in the order pitched (the card played left out).

valid_pitch(P, M, Played, Cards) :-
    pitch_ids(M, Ids),
    valid_pitch(Ids, [], P, Played, Cards).

valid_pitch([], _, _, _, []).
valid_pitch([Id|Ids], Seen, P, Played, Cards) :-
    (   memberchk(Id, Seen)
    ->  Cards = Cards1
    ;   Id \== Played,
        card_in(P, hand, Id, C),
        has_pitch(C)
    ->  Cards = [C|Cards1]
    ;   Cards = Cards1
    ),
    valid_pitch(Ids, [Id|Seen], P, Played, Cards1).

%   The sum of the pitch values of Cards.
pitched_points(Cards, Sum) :-
    pitched_points(Cards, 0, Sum).

pitched_points([], Sum, Sum).
pitched_points([C|Cs], Sum0, Sum) :-
    pitch_of(C, V),
    Sum1 is Sum0 + V,
    pitched_points(Cs, Sum1, Sum).

%   --- the stack --------------------------------------------------------------

%   stack(+State, -Layers): the layers on the stack, the top one last
%   (none when the state gives no stack).
stack(S, Ls) :-
    (   get_dict(stack, S, Ls0), is_list(Ls0) -> Ls = Ls0 ; Ls = [] ).

stack_empty(S) :-
    stack(S, []).

top_layer(S, L) :-
    stack(S, Ls),
    last(Ls, L).

%   layer_card(+Layer, -Card): the card of a card-layer.
layer_card(L, C) :-
    get_dict(kind, L, "card"),
    get_dict(card, L, C),
    is_dict(C).

%!  layer_type(+Layer, -Type) is det.
%
%   The type of a layer: its card's, or its ability's ("unknown" when
%   the layer does not say).

layer_type(L, T) :-
    (   layer_card(L, C)
    ->  card_type(C, T)
    ;   get_dict(type, L, T0), string(T0)
    ->  T = T0
    ;   T = "unknown"
    ).

%   An action layer (an action card or an action ability), and an attack
%   layer (an attack action card, or an ability whose effect is an attack).
action_layer(L) :-
    layer_type(L, T),
    memberchk(T, ["action", "attack action"]).

attack_layer(L) :-
    (   layer_card(L, C)
    ->  card_type(C, "attack action")
    ;   get_dict(effect, L, "attack")
    ).

%!  layer_step(+State, -Layer) is semidet.
%
%   The combat chain is in its layer step (the chain's step "layer"): an
%   attack, Layer (the lowest attack layer), waits on the stack.  CR
%   7.0.2a opens the chain as an attack is added to the stack while it is
%   closed, and 7.6.3 ends the resolution step for the layer step as one
%   is added then: the chain's links are those resolved so far (none when
%   it has just opened), until the attack resolves into the next
%   (FAB-501).

layer_step(S, L) :-
    chain_step(S, "layer"),
    stack(S, Ls),
    member(L, Ls),
    attack_layer(L),
    !.

%!  layer_step_begins(+State0, +Layer, -State) is semidet.
%
%   Layer, an attack added to the stack, begins the layer step: with the
%   combat chain closed it opens with no link yet (CR 7.0.2a), in the
%   resolution step the step ends for the layer step (CR 7.6.3).  Fails
%   for any other layer, or in any other step.

layer_step_begins(S0, L, S) :-
    attack_layer(L),
    (   \+ chain_open(S0)
    ->  S = S0.put(chain, _{step:"layer", links:[]})
    ;   chain_step(S0, "resolution")
    ->  S = S0.put(chain, S0.chain.put(step, "layer"))
    ).

%!  card_named(+State, ?Id, -Name, -Place, -Facts) is nondet.
%
%   A card of a player's zone a move may name by its name (the engine
%   resolves such names, rc_cards:resolve_card_ref/5): Name is its printed
%   name, and again with its colour ("Sink Below (red)"); Place is
%   place(Owner, Zone), and copies have the same Place and Facts (the
%   card's values but its id).

card_named(S, Id, Name, place(Owner, Zone), Facts) :-
    player_zone_card(S, Owner, Zone, C),
    get_dict(id, C, Id),
    get_dict(name, C, Name0),
    del_dict(id, C, _, Facts),
    (   Name = Name0
    ;   get_dict(color, C, Colour),
        format(string(Name), "~w (~w)", [Name0, Colour])
    ).

%!  paid_choice(?Choice) is nondet.
%
%   A pending choice a `pay` move answers by paying the choice's `cost`
%   from what its player shows (the pitch checked as any payment, FAB-302
%   ... FAB-304): its candidates are one move a pitch set
%   (choices.pl's choice_candidate("pay", ...)), its cost the move's
%   (payment/5 above; workflow.pl's paid_thing/6 for the fixes).  Each
%   reading that asks one says so beside its choice.

paid_choice("unless_pay").                      % arcane damage unless you pay (choices.pl)

%!  choice_paid(+State0, +Move, -Player, -SourceId, -State)// is det.
%
%   The pending paid choice answered by Move: its player pays the choice's
%   cost with Move's pitch (pay//5, effects.pl), the choice gone; SourceId
%   the id of the card that asked.  Each reading adds what the payment
%   buys.

choice_paid(S0, M, Who, Id, S) -->
    { pending(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      card_id(Pd.source, Id),
      key_value(pitch, M, [], Pitch)
    },
    pay(_{player:Who, card:Id}, Pd.cost, Pitch, P0, P1),
    { set_player(S1, P1, S) }.
