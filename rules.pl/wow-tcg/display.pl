/*  wow-tcg: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   Everything `show` draws, as the rules compute and word it, so that
%   the view (pycli/views/wow_tcg.py) draws the position from the model
%   alone (the state it is given may be short):
%
%     - `turn`, `phase`, `step`, `step_text`, `resource_placed`;
%       `priority` (priority_holder/2, null if no one) and, in the damage
%       step, `shielding`, who is deciding on armor (armor_decider/2);
%     - `lost`: each player who has lost, with why (has_lost/3), and
%       `fallen`, those whose hero has fatal damage; `fatal`, the
%       characters in play with fatal damage;
%     - `players`: each player's resources, rows of cards in play
%       (`zone`, `label`, `stats`, `status`, `keywords`: the words of
%       Protector, Ferocity, "can't attack", "new" for an ally that may not
%       attack or use its activated power yet, and its power), hand
%       (`count`, and `cards` unless Viewer may not see them: each card's
%       `label` and `text`), deck (its size, or null if the position has
%       none), graveyard (labels) and whether they are decked;
%     - `combat_atk`, the ATK each side of the combat deals combat damage
%       with (combat_atk/3: a hero's with the weapons struck), and
%       `combat` (null outside combat): its characters by label, the
%       weapons struck, the cards readied, the damage prevented, and the
%       combat damage it will deal.
%
%   Viewer is null (a judge, who sees everything) or a player, who does
%   not see the other player's hand (hidden/3); no one sees a deck's cards.

display(S, Viewer, Model) :-
    priority_holder(S, H),
    (   armor_decider(S, D0) -> D = D0 ; D = null ),
    findall(P, hero_fallen(S, P), Fallen),
    findall(_{player:P, why:W}, ( has_lost(S, P, Why), lost_words(Why, W) ), Lost),
    findall(Id, ( member(P, Fallen), hero_id(S, P, Id) ), Heroes),
    findall(Id, ( in_play(S, _, ally, C), fatal(C), get_dict(id, C, Id) ), Allies),
    append(Heroes, Allies, Fatal),
    findall(K-Atk,
            ( (attacker(S, Id) ; effective_defender(S, Id)),
              combat_atk(S, Id, Atk),
              atom_string(K, Id) ),
            Pairs),
    dict_pairs(Atks, _, Pairs),
    turn_player(S, T), phase(S, Ph), step(S, St),
    step_title(St, StepText),
    ( resource_placed(S) -> RP = true ; RP = false ),
    state_players(S, Ps),
    maplist(player_model(S, Viewer, Fatal), Ps, PMs),
    combat_model(S, Atks, CM),
    Model = _{fallen:Fallen, lost:Lost, fatal:Fatal, combat_atk:Atks, priority:H, shielding:D,
              turn:T, phase:Ph, step:St, step_text:StepText, resource_placed:RP,
              players:PMs, combat:CM}.

lost_words(fatal_damage, "hero with fatal damage").
lost_words(decked, "decked: had to draw from an empty deck").

player_model(S, Viewer, Fatal, P, M) :-
    get_dict(name, P, Name),
    turn_player(S, T),
    ( Name == T -> Turn = true ; Turn = false ),
    get_dict(resources, P, R),
    findall(Row, ( zone_card(P, Zone, C), card_row(Zone, Fatal, C, Row) ), Rows),
    get_dict(hand, P, Hand),
    length(Hand, NH),
    (   ( Viewer == null ; Viewer == Name )
    ->  maplist(hand_card_model, Hand, HCs)
    ;   HCs = null
    ),
    (   get_dict(deck, P, Deck) -> length(Deck, ND) ; ND = null ),
    get_dict(graveyard, P, G),
    maplist(label(S), G, GLs),
    ( flag(P, decked) -> Decked = true ; Decked = false ),
    M = _{name:Name, turn:Turn, resources:R, cards:Rows,
          hand:_{count:NH, cards:HCs}, deck:ND, graveyard:GLs, decked:Decked}.

card_row(Zone, Fatal, C, _{zone:Zone, id:Id, label:L, stats:Stats, status:Status, fatal:IsFatal, keywords:Kws}) :-
    get_dict(id, C, Id),
    card_label(C, L),
    ready_text(C, Status),
    card_stats(Zone, C, Stats),
    ( memberchk(Id, Fatal) -> IsFatal = true ; IsFatal = false ),
    card_keywords(Zone, C, Kws).

hand_card_model(C, _{id:Id, label:L, text:Text}) :-
    get_dict(id, C, Id),
    card_label(C, L),
    hand_card_words(C, Text).

combat_model(S, _, null) :-
    \+ combat(S, _), !.
combat_model(S, Atks, M) :-
    combat(S, C),
    role_label(S, C, attacker, A),
    role_label(S, C, defender, D),
    role_label(S, C, protector, P),
    strikes(S, Ws), maplist(owned_label(S), Ws, WLs),
    readied(S, Rs), maplist(owned_label(S), Rs, RLs),
    findall(_{player:Pl, amount:N}, ( player_name(S, Pl), prevented(S, Pl, N), N > 0 ), Prev),
    combat_damage_words(S, Atks, Dmg),
    M = _{attacker:A, defender:D, protector:P, strikes:WLs, readied:RLs,
          prevented:Prev, damage:Dmg}.

role_label(S, C, Role, L) :-
    (   get_dict(Role, C, Id), string(Id)
    ->  owned_label(S, Id, L)
    ;   L = null
    ).

owned_label(S, Id, L) :-
    label(S, Id, L0),
    (   card_at(S, Id, Owner, _, _)
    ->  format(string(L), "~w's ~w", [Owner, L0])
    ;   L = L0
    ).

combat_damage_words(S, Atks, Ws) :-
    (   findall(Side, side_gone(S, Side), [Gone|_])
    ->  format(string(W), "none: the ~w has left the combat", [Gone]),
        Ws = [W]
    ;   attacker(S, A), effective_defender(S, D),
        label(S, A, AL), label(S, D, DL),
        atom_string(AK, A), atom_string(DK, D),
        get_dict(AK, Atks, AA), get_dict(DK, Atks, DA),
        format(string(W1), "~w deals ~w to ~w", [AL, AA, DL]),
        format(string(W2), "~w deals ~w to ~w", [DL, DA, AL]),
        Ws = [W1, W2]
    ).
