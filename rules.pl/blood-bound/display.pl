/*  blood-bound: what `show` draws.

    Part of game.pl.  display/3, the display model of a position.
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   The position as rc_display.pl's model, computed by the rules'
%   relations, and nothing Viewer (a player, or null for a judge) cannot
%   see (hidden/3):
%
%     - status: a capture (captured/2), or the attack in progress
%       (pending_value/3: attacker, target, intervener, the stage and
%       what it waits for, where the dagger then goes: to whoever suffers
%       the wound while nobody has intervened), or who holds the dagger
%       (dagger_holder/2) and must attack or pass it;
%     - players, in seating order: their wounds (wounds/3), markers for
%       the dagger, a capture and, for a judge, a clan's leadership
%       (clan_leader/3); their zones: the character card as far as Viewer
%       sees it (clan, rank, role, icons: player_icons/3, "?" unknown;
%       clue), the revealed tokens, the ability cards (a curse face down
%       to whoever may not look at it);
%     - the supply: the affiliation tokens and ability cards left
%       (cards_in_supply/3, Shields and Swords by colour), the curse cards
%       not yet dealt.

display(S, V, Model) :-
    ( dagger_holder(S, Dagger) -> true ; Dagger = null ),
    players(S, Ps),
    leaders(S, V, Leaders),
    findall(Player-Zones,
            ( nth0(I, Ps, P),
              get_dict(name, P, N),
              player_display(S, N, Dagger, Leaders, Player),
              player_zones(S, V, I, P, N, Zones) ),
            Pairs),
    pairs_keys_values(Pairs, Players, ZoneLists),
    supply_zones(S, Supply),
    append(ZoneLists, Zones0),
    append(Zones0, Supply, Zones),
    status_lines(S, Dagger, Status),
    display_model("Blood Bound", Status, Players, Zones, Model).

status_lines(S, Dagger, Status) :-
    (   captured(S, C)
    ->  pending_default_source(C, Source),
        Status = [display(captured(C.player, C.by, Source))]
    ;   attack_lines(S, Status0)
    ->  Status = Status0
    ;   Status = [display(holds_dagger(Dagger))]
    ).

player_display(S, N, Dagger, Leaders, Player) :-
    wounds(S, N, W),
    findall(M, ( N == Dagger, M = "dagger"
               ; card_face_up(S, N), M = "captured"
               ; member(N-M, Leaders) ),
            Markers),
    display_player(N, [wounds-W], Markers, Player).

player_zones(S, V, I, P, N, [Character, Tokens, Cards]) :-
    character_card(S, V, I, N, Card),
    atomic_list_concat([N, '-character'], Id),
    display_zone(Id, "character", N, row, [Card], Character),
    player_tokens(S, N, Ts),
    maplist(token_card, Ts, TCs),
    atomic_list_concat([N, '-tokens'], TId),
    display_zone(TId, "tokens", N, row, TCs, Tokens),
    held_cards(S, V, I, P, HCs),
    atomic_list_concat([N, '-cards'], CId),
    display_zone(CId, "cards", N, row, HCs, Cards).

token_card(T, Card) :-
    ( T == "rank" -> Label = "RANK" ; Label = T ),
    display_card(null, Label, [], [], [], Card).

seen(S, V, Steps) :-
    viewer_sees(blood_bound, S, V, Steps).

%   The character card as far as Viewer sees it: the clan ("?" while
%   hidden), rank and role, the icons and the clue.
character_card(S, V, I, N, Card) :-
    (   seen(S, V, [players, I, character]),
        player_role(S, N, Role)
    ->  character_title(Role, Title),
        player_clan(S, N, Clan),
        (   seen(S, V, [players, I, character, clan]), clan_title(Clan, CT)
        ->  true
        ;   CT = "?"
        ),
        (   player_rank(S, N, Rank)
        ->  Label = display(character(CT, Rank, Title))
        ;   Label = Title
        ),
        (   CT \== "?",
            seen(S, V, [players, I, character, icons]),
            player_icons(S, N, Icons)
        ->  maplist(icon_word, Icons, Words),
            atomic_list_concat(Words, /, IconText),
            Facts0 = [display(icons(IconText))]
        ;   Facts0 = []
        ),
        (   seen(S, V, [players, I, character, clue]),
            player_character(S, N, C), get_dict(clue, C, Clue), Clue \== null
        ->  append(Facts0, [display(clue(Clue))], Facts)
        ;   Facts = Facts0
        ),
        display_card(null, Label, [], [], Facts, Card)
    ;   hidden_card(Card)
    ).

icon_word(I, W) :-
    ( I == "unknown" -> W = "?" ; W = I ).

%   The ability cards a player holds, as the table names them: a curse
%   card by its name, or face down to a viewer who may not look at it.
held_cards(S, V, I, P, Cards) :-
    record_cards(P, Cs),
    findall(Card, ( nth0(J, Cs, C),
                    (   \+ seen(S, V, [players, I, cards, J])
                    ->  display_card(null, "curse", [], ["face down"], [], Card)
                    ;   card_name(C, Name)
                    ->  display_card(C, Name, [], [], [], Card)
                    ;   display_card(C, C, [], [], [], Card)
                    ) ),
            Cards).

supply_zones(S, Zones) :-
    findall(K-N, ( affiliation_kind(K), supply_tokens(S, K, N) ), KNs),
    pairs_values(KNs, TokenCounts),
    sum_list(TokenCounts, NT),
    maplist([K-N, Card]>>display_card(null, K, [""-N], [], [], Card), KNs, Tokens),
    display_zone("supply-tokens", "supply: tokens", null, row, Tokens, [count(NT)], Z1),
    findall(Name-Counts,
            ( member(Name-Ids, ["Quill"-["quill"], "Fan"-["fan"], "Staff"-["staff"],
                                "Shield"-["shield-1", "shield-2"], "Sword"-["sword-1", "sword-2"]]),
              maplist({S}/[Id, N]>>cards_in_supply(S, Id, N), Ids, Counts) ),
            NCs),
    pairs_values(NCs, CountLists),
    append(CountLists, AllCounts),
    sum_list(AllCounts, NC),
    maplist([Name-Counts, Card]>>( atomic_list_concat(Counts, +, Count),
                                   display_card(null, Name, [""-Count], [], [], Card) ),
            NCs, Cards),
    display_zone("supply-cards", "supply: cards", null, row, Cards,
                 [count(NC), facts(["Shields and Swords by colour: 1+2"])], Z2),
    curse_supply(S, true, T),
    curse_supply(S, false, F),
    (   T + F > 0
    ->  display_card(null, "True Curse", [""-T], [], [], TC),
        display_card(null, "False Curse", [""-F], [], [], FC),
        NCu is T + F,
        display_zone("curses", "curses not yet dealt", null, row, [TC, FC], [count(NCu)], Z3),
        Zones = [Z1, Z2, Z3]
    ;   Zones = [Z1, Z2]
    ).

%   The attack in progress, in words: who attacks whom, what the stage
%   waits for, where the dagger then goes.
attack_lines(S, [L1|Ls]) :-
    pending(S, A),
    pending_value(S, attacker, Attacker),
    pending_value(S, target, Target),
    (   pending_value(S, intervener, I), string(I)
    ->  L1 = display(attack(Attacker, Target, I))
    ;   L1 = display(attack(Attacker, Target))
    ),
    pending_value(S, stage, Stage),
    findall(L, stage_line(S, Stage, Target, L), Ls0),
    (   window_open(S),
        \+ ( get_dict(dagger_to, A, T0), T0 \== null ),
        \+ ( get_dict(intervener, A, I0), string(I0) )
    ->  To = null
    ;   pending_value(S, dagger_to, To0)
    ->  To = To0
    ;   To = null
    ),
    L2 = display(dagger_goes_to(To)),
    append(Ls0, [L2], Ls).

stage_line(S, "offers", Target, L) :-
    pending_value(S, offers, Offers),
    L = display(window_open(Offers, Target)).
stage_line(S, "wound", _, L) :-
    pending_value(S, source, Source),
    pending_value(S, by, By),
    pending_value(S, wounded, Wounded),
    pending_value(S, wounds, Left),
    L = display(takes_token(Wounded, Source, By, Left)).
stage_line(S, "ability", _, L) :-
    pending_value(S, user, User),
    L = display(ability_stage(User)).
stage_line(S, "heal", Target, L) :-
    pending_value(S, user, User),
    L = display(heal_stage(User, Target)).

%   For a judge only: each clan's leader, as a marker of that player.
leaders(S, V, Leaders) :-
    (   V == null
    ->  clans(Clans),
        findall(L-M,
                ( member(Clan, Clans),
                  clan_leader(S, Clan, L),
                  clan_title(Clan, CT),
                  (   clan_has_quill(S, Clan)
                  ->  card_name("quill", Q),
                      M = display(leader(CT, Q))
                  ;   M = display(leader(CT))
                  ) ),
                Leaders)
    ;   Leaders = []
    ).

pending_default_source(C, Source) :-
    (   get_dict(source, C, Source0), string(Source0) -> Source = Source0 ; Source = "attack" ).

