/*  blood-bound: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   What `show` draws, computed by the rules' relations, and nothing
%   Viewer (a player, or null for a judge) cannot see:
%
%     - dagger: who holds it; captured: null, or who was captured by whom
%       and by what (captured/2);
%     - players: per player in seating order, his name, whether he holds
%       the dagger or was captured, his revealed tokens and wounds
%       (wounds/3), his character card as far as Viewer sees it, or null:
%       clan (its name, or null while hidden), rank (null for the
%       Inquisitor), role (player_role/3), icons (player_icons/3: the
%       default roster where the state gives none; null while hidden),
%       clue (null when the state gives none or Viewer may not see it);
%       and his ability cards by name, a face-down curse as such;
%     - supply: the affiliation tokens and the ability cards left in the
%       supply (cards_in_supply/3, Shields and Swords by colour), the
%       curse cards not yet dealt;
%     - attack: null, or the attack in progress: attacker, target,
%       intervener, stage, offers, the wounded player, the ability user,
%       the wound's source, dealer and wounds to go, and where the dagger
%       goes (pending_value/3; null in the window when nobody has
%       intervened yet: it goes to whoever suffers the wound);
%     - leaders: for a judge only, each clan's leader (clan_leader/3).

display(S, V, _{dagger:Dagger, captured:Captured, players:Players, supply:Supply,
                attack:Attack, leaders:Leaders}) :-
    ( dagger_holder(S, Dagger) -> true ; Dagger = null ),
    (   captured(S, C)
    ->  pending_default_source(C, Source),
        Captured = _{player:C.player, by:C.by, source:Source}
    ;   Captured = null
    ),
    players(S, Ps),
    findall(_{name:N, dagger:HasDagger, captured:IsCaptured, tokens:Ts, wounds:W,
              character:Card, cards:Held},
            ( nth0(I, Ps, P),
              get_dict(name, P, N),
              ( N == Dagger -> HasDagger = true ; HasDagger = false ),
              ( card_face_up(S, N) -> IsCaptured = true ; IsCaptured = false ),
              player_tokens(S, N, Ts),
              wounds(S, N, W),
              character_model(S, V, I, N, Card),
              held_model(S, V, I, P, Held) ),
            Players),
    supply_model(S, Supply),
    attack_model(S, Attack),
    leaders_model(S, V, Leaders).

pending_default_source(C, Source) :-
    (   get_dict(source, C, Source0), string(Source0) -> Source = Source0 ; Source = "attack" ).

seen(S, V, Steps) :-
    \+ ( V \== null, hidden(S, V, Steps) ).

character_model(S, V, I, N, Card) :-
    (   seen(S, V, [players, I, character]),
        player_role(S, N, Role)
    ->  character_title(Role, Title),
        player_clan(S, N, Clan),
        (   seen(S, V, [players, I, character, clan]), clan_title(Clan, CT)
        ->  true
        ;   CT = null
        ),
        ( player_rank(S, N, Rank) -> true ; Rank = null ),
        (   CT \== null,
            seen(S, V, [players, I, character, icons]),
            player_icons(S, N, Icons0)
        ->  Icons = Icons0
        ;   Icons = null
        ),
        (   seen(S, V, [players, I, character, clue]),
            player_character(S, N, C), get_dict(clue, C, Clue0)
        ->  Clue = Clue0
        ;   Clue = null
        ),
        Card = _{clan:CT, rank:Rank, role:Title, icons:Icons, clue:Clue}
    ;   Card = null
    ).

%   The ability cards a player holds, as the table names them: a curse
%   card by its name, or face down to a viewer who may not look at it.
held_model(S, V, I, P, Names) :-
    record_cards(P, Cs),
    findall(Name, ( nth0(J, Cs, C),
                    (   \+ seen(S, V, [players, I, cards, J])
                    ->  Name = "curse (face down)"
                    ;   card_name(C, Name0)
                    ->  Name = Name0
                    ;   Name = C
                    ) ),
            Names).

supply_model(S, _{tokens:Tokens, cards:Cards, curses:_{true_curse:T, false_curses:F}}) :-
    findall(_{kind:K, count:N}, ( affiliation_kind(K), supply_tokens(S, K, N) ), Tokens),
    findall(_{name:Name, counts:Counts},
            ( member(Name-Ids, ["Quill"-["quill"], "Fan"-["fan"], "Staff"-["staff"],
                                "Shield"-["shield-1", "shield-2"], "Sword"-["sword-1", "sword-2"]]),
              maplist({S}/[Id, N]>>cards_in_supply(S, Id, N), Ids, Counts) ),
            Cards),
    curse_supply(S, true, T),
    curse_supply(S, false, F).

attack_model(S, Attack) :-
    (   pending(S, A)
    ->  pending_value(S, source, Source),
        ( pending_value(S, by, By) -> true ; By = null ),
        pending_value(S, wounds, Wounds),
        (   window_open(S),
            \+ ( get_dict(dagger_to, A, T0), T0 \== null ),
            \+ ( get_dict(intervener, A, I0), string(I0) )
        ->  To = null
        ;   pending_value(S, dagger_to, To0)
        ->  To = To0
        ;   To = null
        ),
        pending_value(S, offers, Offers),
        Attack0 = _{source:Source, by:By, wounds:Wounds, dagger_to:To, offers:Offers},
        foldl(attack_field(S), [attacker, target, intervener, stage, wounded, user], Attack0, Attack)
    ;   Attack = null
    ).

attack_field(S, Key, A0, A) :-
    (   pending_value(S, Key, V) -> true ; V = null ),
    put_dict(Key, A0, V, A).

leaders_model(S, V, Leaders) :-
    (   V == null
    ->  clans(Clans),
        findall(_{clan:CT, player:L, rank:R, card:Card},
                ( member(Clan, Clans),
                  clan_leader(S, Clan, L),
                  clan_title(Clan, CT),
                  player_rank(S, L, R),
                  ( clan_has_quill(S, Clan) -> card_name("quill", Card) ; Card = null ) ),
                Leaders)
    ;   Leaders = []
    ).
