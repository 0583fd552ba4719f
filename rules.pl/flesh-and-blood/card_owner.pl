/*  Flesh and Blood: a card's owner, where another player controls it.

    Part of game.pl, included after position.pl (whose set_player/3 calls
    owner_zones_kept/3).  Flesh and Blood Comprehensive Rules, Legend
    Story Studios, as published February 2026: the owner of a card is
    the player who started the game with it (CR 1.3.1a); a player who
    plays another player's card controls it on the stack and in the arena
    (CR 1.3.1b, 5.1.1: "Only a card's owner can play it unless otherwise
    specified by a rule or effect"), and a graveyard, a banished zone, a
    deck, a hand, an arsenal and a pitch zone hold only their owner's
    cards (CR 3.8.2, 3.4.2, 3.7.2, 3.9.2, 3.3.2, 3.14.2); a hero's soul
    has no such limit (CR 3.11.2).

    How the state says it: rulecheck's state keeps a card in the zones
    of a player, and that player owns it, except a card object with an
    `owner` field (a player's name; schema.json): a card played by a
    player who does not own it (on the stack, as a chain link's attack,
    defending, or a permanent in its controller's arena) carries its
    owner there.  card_owner/3 reads it: the one place the owner of a
    card held by a player, a layer or a chain link is computed
    (states.pl's inventory/2 counts each card for its owner).

    The zones: every rule and effect rulecheck reads that puts a card
    from the stack, the combat chain or the arena into a graveyard, a
    banished zone, a deck or a hand puts it into its owner's (clear, CR
    3.0.12 and 5.3.7; the chain's close, CR 7.7.3; destroy, CR 8.5.4
    "put it into its owner's graveyard"; banish, CR 8.5.1 "moves the
    object to its owner's banished zone"; "its owner's hand", Flash and
    Blast to Oblivion's aura, FAB-1084, FAB-1087; "the bottom of its
    owner's deck", Salvage Shot, FAB-910, Warmonger's Recital, FAB-1011,
    Summer's Fall, FAB-1292).  The engine's
    paths put such a card into the zone of the player who played or held
    it (effects.pl's resolution of a card-layer, the chain's close and the
    defending cards with it, layer_fails.pl, a destroyed permanent, a
    banish, keywords_attack.pl's phantasm, ...); owner_zones_kept/3,
    called by set_player/3 as that player's zones are written back, moves
    each card with an `owner` from that player's graveyard, banished zone,
    deck, hand, arsenal or pitch zone to the same zone of its owner (at
    its end: a deck's bottom, the only place a read text puts such a card
    in a deck), without the field: one relation for every path, before
    any later step reads the state.  A hero's soul has no owner's limit
    (CR 3.11.2): a card put into its controller's soul (a Herald's hit,
    FAB-751; Boltyn's, FAB-887) stays there with its `owner`.  Drone of
    Brutality's "If this would be put into your graveyard" (FAB-578) does
    not replace the move of a Drone its controller does not own: it goes
    to its owner's graveyard, not "your" (its controller's) one
    (owner_graveyard_replaced/2).

    Not told apart: an effect that would put "it" into "your" hand, deck
    or arsenal (CR 3.0.11: the zone cannot hold another player's card, so
    the move fails) and one that says "its owner's": no text rulecheck
    reads puts a card of the stack, the chain or the arena there as
    "your".  Events name the player whose path put the card; the words
    of a card resolving into a graveyard and of a card going to a
    graveyard as the chain closes name its owner (owner_named/4,
    messages.pl), the others the player whose path put it.
*/

%!  card_owner(+Holder, +Card, -Owner) is det.
%
%   Owner owns Card, which Holder's zones, layer or chain link hold: its
%   `owner` field where it has one, else Holder (CR 1.3.1a).

card_owner(Holder, C, Owner) :-
    (   is_dict(C),
        get_dict(owner, C, O)
    ->  Owner = O
    ;   Owner = Holder
    ).

%!  owner_zones_kept(+Player, +State0, -State) is det.
%
%   Player (a player dict just written into State0 by set_player/3) may
%   hold in a zone of its owner's only (owner_home_zone/1) a card with an
%   `owner`: each goes to the same zone of its owner, at its end, without
%   the field (a card of Player's own loses the field and stays).  Where
%   no such zone holds such a card, State is State0.

owner_zones_kept(P, S0, S) :-
    (   owner_cards_possible(S0),
        owner_astray(P)
    ->  get_dict(name, P, Name),
        findall(Z, owner_home_zone(Z), Zs),
        foldl(owner_zone_home(Name), Zs, S0, S)
    ;   S = S0
    ).

%!  owner_cards_possible(+State) is semidet.
%
%   A card with an `owner` can be in State: a player's hero reads a text
%   that plays another player's cards (Nuu's instant, card_texts_nuu_4.pl,
%   FAB-1415).  A text that makes such a card adds its clause; the test
%   keeps set_player/3 as fast as before in every other game.

:- discontiguous owner_cards_possible/1.

owner_cards_possible(S) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    text_read_name(H, Name),
    card_text_read(Name, nuu4_look_banish_play_blue),
    !.

owner_astray(P) :-
    owner_home_zone(Z),
    get_dict(Z, P, Cs),
    member(C, Cs),
    is_dict(C),
    get_dict(owner, C, _),
    !.

%   owner_home_zone(?Zone): a zone that holds only its owner's cards
%   (CR 3.8.2, 3.4.2, 3.7.2, 3.9.2, 3.3.2, 3.14.2).
owner_home_zone(graveyard).
owner_home_zone(banished).
owner_home_zone(deck).
owner_home_zone(hand).
owner_home_zone(arsenal).
owner_home_zone(pitch).

owner_zone_home(Name, Z, S0, S) :-
    player(S0, Name, P0),
    key_value(Z, P0, [], Cs0),
    partition(owner_elsewhere(S0, Name), Cs0, Astray, Kept0),
    maplist(owner_field_dropped, Kept0, Kept),
    player_put(S0, P0.put(Z, Kept), S1),
    foldl(owner_card_home(Z), Astray, S1, S).

%   owner_elsewhere(+S, +Holder, +Card): Card's owner is a player of S
%   other than Holder.
owner_elsewhere(S, Holder, C) :-
    is_dict(C),
    get_dict(owner, C, O),
    O \== Holder,
    player(S, O, _).

owner_field_dropped(C0, C) :-
    (   is_dict(C0), get_dict(owner, C0, _)
    ->  del_dict(owner, C0, _, C)
    ;   C = C0
    ).

owner_card_home(Z, C0, S0, S) :-
    get_dict(owner, C0, O),
    owner_field_dropped(C0, C),
    player(S0, O, P0),
    zone_cards_added(P0, Z, [C], P),            % position.pl
    player_put(S0, P, S).

%!  owner_graveyard_replaced(+Player:dict, +Card) is semidet.
%
%   Card, put into Player's graveyard, goes to the bottom of Player's
%   deck instead (Drone of Brutality, FAB-578): Player owns it.
%   position.pl's add_cards/4 asks it.

owner_graveyard_replaced(P, C) :-
    graveyard_replaced_card(C),                 % card_texts_rhinar_dorinthea.pl (FAB-578)
    get_dict(name, P, Name),
    card_owner(Name, C, O),
    O == Name.

%!  owner_named(+State, +Id, +Player, -Owner) is det.
%
%   The player an event's words name as the owner of the card Id, which
%   Player's path put into a zone: the card's `owner` as State (the
%   position before the move) holds it, else Player.

owner_named(S, Id, Who0, Who) :-
    (   once(( state_card(S, C), is_dict(C), card_id(C, Id0), Id0 == Id )),
        get_dict(owner, C, O)
    ->  Who = O
    ;   Who = Who0
    ).
