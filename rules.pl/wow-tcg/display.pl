/*  wow-tcg: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   The position as rc_display.pl's model, computed and worded by the
%   rules from the full position (the state given may be short):
%
%     - status: whose turn, the phase and step (step_title/2), whether
%       the turn player has placed a resource, who has priority
%       (priority_holder/2), who has lost and why (has_lost/3);
%     - players: their resources; markers for the turn player, priority,
%       who decides on armor in the damage step (armor_decider/2), who
%       lost;
%     - each player's zones: hero, allies, weapons, armor (each card's
%       numbers, ready or exhausted, "new" for an ally that may not
%       attack or use its activated power yet, "fatal damage", its
%       keywords and power), hand (each card's words, unless Viewer may
%       not see them), deck (no one sees its cards), graveyard;
%     - the combat under way: its characters (attacker, proposed
%       defender, protector), the weapons struck, the cards readied,
%       the damage armor prevented and the combat damage it will deal
%       (combat_atk/3: a hero's ATK with the weapons struck).
%
%   Viewer is null (a judge, who sees everything) or a player, who does
%   not see the other player's hand (hidden/3).

display(S, Viewer, Model) :-
    priority_holder(S, H),
    (   armor_decider(S, D0) -> D = D0 ; D = null ),
    findall(P, hero_fallen(S, P), Fallen),
    findall(Id, ( member(P, Fallen), hero_id(S, P, Id) ), Heroes),
    findall(Id, ( in_play(S, _, ally, C), fatal(C), get_dict(id, C, Id) ), Allies),
    append(Heroes, Allies, Fatal),
    findall(K-Atk,
            ( (attacker(S, Id) ; effective_defender(S, Id)),
              combat_atk(S, Id, Atk),
              atom_string(K, Id) ),
            Pairs),
    dict_pairs(Atks, _, Pairs),
    status_lines(S, H, Status),
    state_players(S, Ps),
    maplist(player_display(S, H, D), Ps, Players),
    findall(Z, ( nth0(I, Ps, P), player_zone(S, Viewer, Fatal, I, P, Z) ), Own),
    findall(Z, combat_zone(S, Atks, D, Z), Combat),
    append(Own, Combat, Zones),
    display_model("World of Warcraft TCG", Status, Players, Zones, Model).

status_lines(S, H, [L1, L2, L3|Lost]) :-
    turn_player(S, T), phase(S, Ph), step(S, St),
    step_title(St, StepText),
    L1 = display(turn(T, Ph, StepText)),
    ( resource_placed(S) -> Placed = true ; Placed = false ),
    L2 = display(resource_placed(T, Placed)),
    (   H == null, game_over(S)
    ->  L3 = display(priority_game_over)
    ;   kept_priority(S)
    ->  L3 = display(priority_kept(H, T))
    ;   L3 = display(priority(H))
    ),
    findall(display(lost(P, Why)), has_lost(S, P, Why), Lost).

player_display(S, H, D, P, Player) :-
    get_dict(name, P, Name),
    findall(M, player_marker(S, H, D, P, Name, M), Markers),
    get_dict(resources, P, R),
    Res = display(resources(R.ready, R.exhausted)),
    display_player(Name, [resources-Res], Markers, Player).

player_marker(S, _, _, _, Name, "turn player") :- turn_player(S, Name).
player_marker(_, H, _, _, Name, "has priority") :- H == Name.
player_marker(_, _, D, _, Name, "deciding on armor") :- D == Name.
player_marker(_, _, _, P, _, "decked") :- flag(P, decked).
player_marker(S, _, _, _, Name, "lost") :-
    once(has_lost(S, Name, _)).

player_zone(_, _, Fatal, _, P, Zone) :-
    member(Kind-Key, [hero-hero, ally-allies, weapon-weapons, armor-armor]),
    findall(Card, ( zone_card(P, Kind, C), in_play_card(Kind, Fatal, C, Card) ), Cards),
    \+ ( Kind \== hero, Cards == [] ),
    zone_id(P, Key, Id),
    display_zone(Id, Key, P.name, list, Cards, Zone).
player_zone(S, V, _, I, P, Zone) :-
    get_dict(hand, P, Hand),
    findall(Card, ( nth0(J, Hand, C),
                    (   viewer_sees(wow_tcg, S, V, [players, I, hand, J])
                    ->  hand_display_card(C, Card)
                    ;   hidden_card(Card)
                    ) ),
            Cards),
    zone_id(P, hand, Id),
    display_zone(Id, hand, P.name, list, Cards, Zone).
player_zone(_, _, _, _, P, Zone) :-
    get_dict(deck, P, Deck),
    length(Deck, N),
    length(Cards, N),
    maplist(hidden_card, Cards),
    zone_id(P, deck, Id),
    display_zone(Id, deck, P.name, pile, Cards, Zone).
player_zone(S, _, _, _, P, Zone) :-
    get_dict(graveyard, P, G),
    maplist({S}/[GId, Card]>>( label(S, GId, L), display_card(GId, L, [], [], [], Card) ), G, Cards),
    zone_id(P, graveyard, Id),
    display_zone(Id, graveyard, P.name, row, Cards, Zone).

zone_id(P, Key, Id) :-
    atomic_list_concat([P.name, -, Key], Id).

in_play_card(Zone, Fatal, C, Card) :-
    get_dict(id, C, Id),
    card_label(C, L),
    ready_text(C, Status),
    card_counters(Zone, C, Counters),
    card_keywords(Zone, C, Kws),
    (   selectchk("new", Kws, Facts)
    ->  Markers0 = [Status, new]
    ;   Facts = Kws, Markers0 = [Status]
    ),
    (   memberchk(Id, Fatal)
    ->  append(Markers0, ["fatal damage"], Markers)
    ;   Markers = Markers0
    ),
    display_card(Id, L, Counters, Markers, Facts, Card).

%   A card in play's numbers, as card_stats/3 words them.
card_counters(Zone, C, Counters) :-
    (   character_zone(Zone)
    ->  atomic_list_concat([C.damage, /, C.health], DH),
        Counters = ['ATK'-C.atk, damage-DH]
    ;   Zone == weapon
    ->  Counters = ['ATK'-C.atk, 'strike cost'-C.strike_cost]
    ;   Counters = ['DEF'-C.def]
    ).

hand_display_card(C, Card) :-
    get_dict(id, C, Id),
    card_label(C, L),
    ( unknown_card(C) -> Facts = [] ; Facts = [display(hand_card(C))] ),
    display_card(Id, L, [], [], Facts, Card).

%   The combat under way, as a shared zone: its characters and weapons
%   by their roles, and what it comes to.
combat_zone(S, Atks, D, Zone) :-
    combat(S, C),
    findall(Card, combat_card(S, C, Card), Cards),
    findall(F, combat_zone_fact(S, C, Atks, D, F), Facts),
    display_zone("combat", "combat", null, list, Cards, [facts(Facts)], Zone).

combat_card(S, C, Card) :-
    member(Role-Marker, [attacker-attacker, defender-"proposed defender",
                         protector-"protector: defends instead"]),
    get_dict(Role, C, Id), string(Id),
    owned_label(S, Id, L),
    display_card(Id, L, [], [Marker], [], Card).
combat_card(S, _, Card) :-
    strikes(S, Ws), member(Id, Ws),
    owned_label(S, Id, L),
    display_card(Id, L, [], [struck], [], Card).
combat_card(S, _, Card) :-
    readied(S, Rs), member(Id, Rs),
    owned_label(S, Id, L),
    display_card(Id, L, [], ["readied by an effect"], [], Card).

combat_zone_fact(_, C, _, _, "no attacker") :-
    \+ ( get_dict(attacker, C, A), string(A) ).
combat_zone_fact(_, _, _, D, F) :-
    D \== null,
    F = display(deciding_on_armor(D)).
combat_zone_fact(S, _, _, _, display(armor_prevented(N, Pl))) :-
    player_name(S, Pl), prevented(S, Pl, N), N > 0.
combat_zone_fact(S, _, Atks, _, display(combat_damage(W))) :-
    combat_damage(S, Atks, Ws),
    member(W, Ws).

owned_label(S, Id, L) :-
    label(S, Id, L0),
    (   card_at(S, Id, Owner, _, _)
    ->  L = display(owned(Owner, L0))
    ;   L = L0
    ).

%   The combat damage to come (before armor): none when a side has left
%   the combat, else what each side deals the other.
combat_damage(S, Atks, Ws) :-
    (   findall(Side, side_gone(S, Side), [Gone|_])
    ->  Ws = [left_combat(Gone)]
    ;   attacker(S, A), effective_defender(S, D),
        label(S, A, AL), label(S, D, DL),
        atom_string(AK, A), atom_string(DK, D),
        get_dict(AK, Atks, AA), get_dict(DK, Atks, DA),
        Ws = [deals(AL, AA, DL), deals(DL, DA, AL)]
    ).
