/*  Blood Bound: what every reachable position satisfies.

    Part of game.pl.  Each state rule is one block: its rule/5
    entry and its invalid/4 clauses, each with the JSON path of the
    problem and a reason term, worded by the message//1 beside them.
*/

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

rule('BB-101', state, "6 to 12 players",
     "Blood Bound is played by 6 to 12 players.",
     seed("Кровные узы – это игра для компании из 6-12 игроков")).

invalid('BB-101', S, "$.players", player_count(N)) :-
    players(S, Ps), length(Ps, N),
    \+ between(6, 12, N).

message(player_count(N)) -->
    [ "~d players; Blood Bound is for 6 to 12"-[N] ].

rule('BB-102', state, "Clan sizes",
     "Each clan has half the players. With an odd number of players each clan has half the players rounded down, and the one remaining player is the Inquisitor (Secret Order).",
     seed("отложите в сторону количество эквивалентное половине всех игроков в игре ... округленное до меньшего ... возьмите обе карты инквизиторов и выберите одну случайно")).

invalid('BB-102', S, "$.players", clan_sizes(NR, NB, NO, N, Half, Inq)) :-
    players(S, Ps), length(Ps, N),
    Half is N // 2,
    Inq is N mod 2,
    clan_members(S, "rose", R), length(R, NR),
    clan_members(S, "beast", B), length(B, NB),
    clan_members(S, "order", O), length(O, NO),
    \+ ( NR =:= Half, NB =:= Half, NO =:= Inq ).

message(clan_sizes(NR, NB, NO, N, Half, Inq)) -->
    [ "~d Rose, ~d Beast and ~d Inquisitor(s) among ~d players; the set-up deals ~d of each clan and ~d Inquisitor"-[NR, NB, NO, N, Half, Inq] ].

rule('BB-103', state, "Characters and ranks",
     "Every Rose or Beast character has a rank from 1 to 9, each rank at most once per clan (a clan has 9 cards). The Inquisitor has no numbered rank: his rank token is the cross.",
     seed("Возьмите всех персонажей Розы. Замешайте их ... Символ ранга показывает какой жетон ранга совпадает с конкретной ролью. Он также показывает место персонажа в иерархии клана.")).

invalid('BB-103', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(clan, C, Clan),
    json_path([players, I, character, rank], Path),
    (   Clan == "order"
    ->  get_dict(rank, C, R), R \== null,
        Reason = inquisitor_has_a_rank(R)
    ;   \+ ( get_dict(rank, C, R), integer(R) ),
        Reason = needs_a_rank(Clan)
    ).
invalid('BB-103', S, Path, rank_twice(PN, QN, R, Clan)) :-
    players(S, Ps),
    nth0(I, Ps, P), nth0(J, Ps, Q), I < J,
    get_dict(character, P, CP), get_dict(character, Q, CQ),
    get_dict(clan, CP, Clan), get_dict(clan, CQ, Clan),
    Clan \== "order",
    get_dict(rank, CP, R), get_dict(rank, CQ, R),
    json_path([players, J, character, rank], Path),
    get_dict(name, P, PN),
    get_dict(name, Q, QN).

message(inquisitor_has_a_rank(R)) -->
    [ "the Inquisitor has no numbered rank (his rank token is the cross), but rank ~w is given"-[R] ].
message(needs_a_rank(Clan)) -->
    [ "a ~w character needs a rank from 1 to 9"-[Clan] ].
message(rank_twice(P, Q, R, Clan)) -->
    [ "~w and ~w are both rank ~w of the ~w clan; a clan has one card per rank"-[P, Q, R, Clan] ].

rule('BB-104', state, "Affiliation icons",
     "Each character shows two affiliation icons. A clan character's icons are rose, beast or unknown; the Inquisitor's are wild. When the state does not give them, the default roster applies: 1 Elder (clan, clan), 2 Assassin, 3 Harlequin, 4 Alchemist (unknown, unknown), 5 Mentalist, 6 Guardian (clan, clan), 7 Berserker, 8 Mage, 9 Courtesan (clan, unknown).",
     ruling("Атакованный игрок должен взять жетон с символом, который совпадает с один из трех символом справа сверху на его карте персонажа.",
            "The seed never lists the icons of each rank: it leaves them to the reference card ('Карта-памятка содержит ... набор символом принадлежности'), and the Blood Bound rulebook (Fantasy Flight Games, 2014; Character Identity, p. 2) says only that the affiliation icons show which combination of tokens matches the character. Published rosters disagree, so rulecheck lets the state give each character's icons, and defaults to the roster a players' forum roster (Penny Arcade forums, 'Blood Bound Game 1', January 2014) and a community implementation agree on. The Inquisitor's icons are wild (seed: 'Иконка принадлежность Инквизитора разнообразна'; rulebook, The Inquisitor, p. 6).")).

invalid('BB-104', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(icons, C, Icons),
    get_dict(clan, C, Clan),
    json_path([players, I, character, icons], Path),
    (   Clan == "order"
    ->  Icons \== ["wild", "wild"],
        Reason = inquisitor_icons(Icons)
    ;   memberchk("wild", Icons),
        get_dict(name, P, Name),
        Reason = wild_icons(Name, Clan)
    ).

message(inquisitor_icons(Icons)) -->
    [ "the Inquisitor's icons are wild, not ~w"-[Icons] ].
message(wild_icons(Name, Clan)) -->
    [ "only the Inquisitor has wild icons; ~w is a ~w character"-[Name, Clan] ].

rule('BB-105', state, "Clue icon",
     "A clan character's clue icon shows its own clan, except the Harlequin's, which shows the rival clan. The Inquisitor's clue icon shows either clan.",
     seed("Символ подсказки обычно показывает к какому клану относится персонаж, но не всегда. ... Заметка: Символ подсказки Шута – конкурирующий клан.")).

invalid('BB-105', S, Path, clue(Clan, Rank, Expected, Clue)) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(clue, C, Clue),
    get_dict(clan, C, Clan),
    Clan \== "order",
    get_dict(rank, C, Rank),
    (   Rank == 3 -> rival_clan(Clan, Expected) ; Expected = Clan ),
    Clue \== Expected,
    json_path([players, I, character, clue], Path).

message(clue(Clan, Rank, Expected, Clue)) -->
    [ "the clue icon of a ~w rank ~w card shows ~w, not ~w"-[Clan, Rank, Expected, Clue] ].

rule('BB-106', state, "Revealed tokens match the card",
     "A player's revealed tokens match symbols on the card, one token per symbol: at most one rank token and at most two affiliation tokens, each matching a different affiliation icon (an unknown token may cover any icon of a Staff holder; a wild icon takes any affiliation token). Three tokens at most: the fourth wound captures.",
     seed("За каждый символ на карте он может взять только один соответствующий жетон.")).

invalid('BB-106', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
    get_dict(tokens, P, Ts),
    json_path([players, I, tokens], Path),
    tokens_problem(S, Name, Ts, Reason).

tokens_problem(_, _, Ts, too_many_tokens(N)) :-
    length(Ts, N), N > 3.
tokens_problem(_, _, Ts, rank_tokens(NR)) :-
    include(==("rank"), Ts, Rs), length(Rs, NR), NR > 1.
tokens_problem(S, Name, Ts, tokens_do_not_fit(Affs, Name, Icons)) :-
    exclude(==("rank"), Ts, Affs),
    player_icons(S, Name, Icons),
    ( holds_card(S, Name, "staff") -> Staff = true ; Staff = false ),
    \+ affiliation_tokens_fit(Icons, Affs, Staff).

message(too_many_tokens(N)) -->
    [ "~d tokens; a player has at most 3 wounds (the 4th captures)"-[N] ].
message(rank_tokens(N)) -->
    [ "~d rank tokens; a card has one rank symbol"-[N] ].
message(tokens_do_not_fit(Affs, Name, Icons)) -->
    [ "affiliation tokens ~w do not match ~w's icons ~w, one token per icon"-[Affs, Name, Icons] ].

rule('BB-107', state, "The token supply is the box less the revealed tokens",
     "No token leaves the game, so for each kind of affiliation token the supply holds the box's tokens (13 Rose, 13 Beast, 20 unknown) that are not on the players' cards. Once a kind's supply is empty, more may be on the cards as proxies (BB-406) and the supply stays empty.",
     ruling("Подготовка запаса: ... Отсортируйте жетоны принадлежности по типу в три кучки",
            "The seed does not list the box; the component list of the Blood Bound rulebook (Fantasy Flight Games, 2014; Game Components, p. 2) gives 13 Rose, 13 Beast and 20 unknown affiliation tokens and 19 rank tokens (one per character).")).

%!  supply_left(+State, +Kind, -Count) is det.
%   The tokens of Kind the box leaves off the cards: what the supply holds.
supply_left(S, Kind, N) :-
    box_tokens(Kind, Box),
    tokens_on_cards(S, Kind, Revealed),
    N is max(0, Box - Revealed).

invalid('BB-107', S, Path, token_supply(InSupply, Kind, Revealed, Box)) :-
    affiliation_kind(Kind),
    supply_tokens(S, Kind, InSupply),
    supply_left(S, Kind, Left),
    InSupply =\= Left,
    box_tokens(Kind, Box),
    tokens_on_cards(S, Kind, Revealed),
    json_path([supply, Kind], Path).

message(token_supply(InSupply, Kind, Revealed, Box)) -->
    { Left is max(0, Box - Revealed) },
    [ "~d ~w tokens in the supply and ~d on the cards; the box has ~d, so the supply holds ~d"-[InSupply, Kind, Revealed, Box, Left] ].

%   repair(+State, +Path, +Reason, -Repair): the ways to mend an objection
%   (rc_play:state_repairs/5).  The supply put back: the box's tokens less
%   those on the cards, as normalized/2 counts a kind left out.
repair(_, Path, token_supply(_, Kind, Revealed, Box), repair(complete, supply_back(Kind, Left), [Path-Left])) :-
    Left is max(0, Box - Revealed).

message(supply_back(Kind, Left)) -->
    [ "put the ~w tokens of the supply back to ~D"-[Kind, Left] ].

rule('BB-108', state, "Ability cards within the box",
     "Ability cards held plus those in the supply do not exceed the box: 2 Quill, 4 Fan, 6 Staff, 2 Shields and 1 Sword of each of the two colours, and 4 Curse cards of which one is the True Curse.",
     ruling("Поместите карты умений лицом вверх рядом с соответствующими жетонами.",
            "The seed does not list the box; the component list of the Blood Bound rulebook (Fantasy Flight Games, 2014; Game Components, p. 2) gives 4 Shield, 2 Sword (two colours), 4 Curse (one True Curse, the others False Curses), 4 Fan, 6 Staff and 2 Quill cards.")).

invalid('BB-108', S, Path, card_box(Held, Card, Sup, Box)) :-
    box_cards(Card, Box),
    cards_held(S, Card, Held),
    (   Card == "curse-true" -> curse_supply(S, true, Sup)
    ;   Card == "curse-false" -> curse_supply(S, false, Sup)
    ;   Sup = 0
    ),
    Held + Sup > Box,
    (   Sup > 0 -> Path = "$.curse_supply" ; Path = "$.players" ).
invalid('BB-108', S, Path, not_an_ability_card(C)) :-
    players(S, Ps),
    nth0(I, Ps, P),
    record_cards(P, Cs),
    nth0(J, Cs, C),
    \+ box_cards(C, _),
    json_path([players, I, cards, J], Path).

message(card_box(Held, Card, Sup, Box)) -->
    [ "~d ~w card(s) held and ~d in the supply; the box has ~d"-[Held, Card, Sup, Box] ].
message(not_an_ability_card(C)) -->
    [ "~q is not an ability card of the box (rulecheck cards blood-bound lists them)"-[C] ].

rule('BB-109', state, "Who may hold an ability card",
     "Only an Elder holds a Quill and only a Guardian holds a Sword (at most one); a Shield is out only while the Sword of its colour is held; a Staff is out only once a Mage holds one (he takes one when he first gives one); a Fan only in a game with a Courtesan; curse cards only in a game with the Inquisitor. A player holds at most one Quill.",
     seed("Старший берет карту умения «Quill - Игла» ... Страж дает одну карту умения «Shield - Щит» одному игроку и берет карту умения «Sword Меч» того же цвета для себя ... возвращают в запас карты «Sword-Меч» и «Shield-Щит» одного цвета. ... Маг дает карту умения «Stuff - Вещь» выбранному игроку и берет карту умения «Stuff - Вещь» для себя. ... Куртизанка дает карту умения «Fan - Поклонник» другому игроку.")).

invalid('BB-109', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
    player_cards(S, Name, [_|_]),       % each problem below is a card held
    json_path([players, I, cards], Path),
    card_holding_problem(S, Name, Reason).
invalid('BB-109', S, "$.curse_supply", curses_without_inquisitor) :-
    clan_members(S, "order", []),
    ( curse_supply(S, true, T), T > 0 ; curse_supply(S, false, F), F > 0 ),
    !.

card_holding_problem(S, Name, quill_not_elder(Name)) :-
    holds_card(S, Name, "quill"),
    \+ player_role(S, Name, elder).
card_holding_problem(S, Name, Reason) :-
    player_cards(S, Name, Cards),
    include([C]>>sub_string(C, 0, _, _, "sword"), Cards, Swords),
    Swords \== [],
    (   \+ player_role(S, Name, guardian)
    ->  Reason = sword_not_guardian(Name)
    ;   length(Swords, NS), NS > 1,
        Reason = swords_held(Name, NS)
    ).
card_holding_problem(S, Name, quills_held(Name, NQ)) :-
    player_cards(S, Name, Cards),
    include(==("quill"), Cards, Qs), length(Qs, NQ), NQ > 1.
card_holding_problem(S, Name, shield_without_sword(Name, Shield, Sword)) :-
    member(Colour, ["1", "2"]),
    string_concat("shield-", Colour, Shield),
    string_concat("sword-", Colour, Sword),
    holds_card(S, Name, Shield),
    cards_held(S, Sword, 0).
card_holding_problem(S, Name, staff_without_mage(Name)) :-
    holds_card(S, Name, "staff"),
    \+ ( player_names(S, Ns), member(M, Ns),
         player_role(S, M, mage), holds_card(S, M, "staff") ).
card_holding_problem(S, Name, fan_without_courtesan(Name)) :-
    holds_card(S, Name, "fan"),
    \+ ( player_names(S, Ns), member(C, Ns), player_role(S, C, courtesan) ).
card_holding_problem(S, Name, curse_without_inquisitor(Name)) :-
    clan_members(S, "order", []),
    player_cards(S, Name, Cards),
    ( memberchk("curse-true", Cards) ; memberchk("curse-false", Cards) ),
    !.

message(quill_not_elder(Name)) -->
    [ "~w holds a Quill but only an Elder takes one"-[Name] ].
message(sword_not_guardian(Name)) -->
    [ "~w holds a Sword but only a Guardian takes one"-[Name] ].
message(swords_held(Name, N)) -->
    [ "~w holds ~d Swords; a Guardian takes one"-[Name, N] ].
message(quills_held(Name, N)) -->
    [ "~w holds ~d Quills; an Elder takes one"-[Name, N] ].
message(shield_without_sword(Name, Shield, Sword)) -->
    { card_name(Shield, ShieldName), card_name(Sword, SwordName) },
    [ "~w holds ~w but nobody holds ~w; the Shields return with their Sword"-[Name, ShieldName, SwordName] ].
message(staff_without_mage(Name)) -->
    [ "~w holds a Staff but no Mage holds one; the Mage takes a Staff when he first gives one"-[Name] ].
message(fan_without_courtesan(Name)) -->
    [ "~w holds a Fan but no Courtesan plays; only the Courtesan gives Fans"-[Name] ].
message(curse_without_inquisitor(Name)) -->
    [ "~w holds a curse card, but there is no Inquisitor in this game"-[Name] ].
message(curses_without_inquisitor) -->
    [ "curse cards are set out only when the Inquisitor plays (odd number of players)" ].

rule('BB-110', state, "Players and the dagger",
     "Player names are unique, and the dagger is held by one of the players.",
     seed("Игрок с картонным кинжалом является текущим игроком.")).

invalid('BB-110', S, "$.players", name_used_twice(X)) :-
    player_names(S, Names),
    msort(Names, Sorted),
    append(_, [X, X|_], Sorted).
invalid('BB-110', S, "$.dagger", Reason) :-
    (   dagger_holder(S, D)
    ->  \+ is_player(S, D),
        Reason = dagger_not_held_by_a_player(D)
    ;   Reason = nobody_holds_the_dagger
    ).

message(name_used_twice(X)) -->
    [ "the name ~q is used by more than one player"-[X] ].
message(nobody_holds_the_dagger) -->
    [ "the state names nobody holding the dagger: say who holds it (dagger)" ].
message(dagger_not_held_by_a_player(D)) -->
    [ "the dagger is held by ~q, who is not a player"-[D] ].

rule('BB-111', state, "The attack in progress is consistent",
     "An attack in progress is made by the dagger holder on another player, and the players it names are players of the game. Offers come only from players eligible to intervene: neither the attacker nor the target, each once, none while the target holds a Fan, and, while the window is open, only from players whose rank is hidden. The accepted intervener is one who offered, accepted when the window closed; his rank stays hidden until he takes his rank token for the wound. A wound waits for a player with fewer than three wounds; an ability step names its user.",
     ruling("Шаги атаки: 1. Объявление цели 2. Запрос вмешательства(ранг вмешавшегося должен быть скрыт) 3. Принятие одного предложения 4. Нанесение раны 5. Использование способности 6. Передача кинжала",
            "rulecheck records where the current attack stands, step by step, so that every decision is one move by one named player; what the steps record is what the moves that reach them allow (BB-301 to BB-306 for the offers).")).

invalid('BB-111', S, "$.pending", Reason) :-
    pending(S, _),
    pending_problem(S, Reason).

pending_problem(S, attacker_without_dagger(A, D)) :-
    pending_value(S, attacker, A),
    dagger_holder(S, D),
    A \== D.
pending_problem(S, attacks_himself_pending(A)) :-
    pending_value(S, attacker, A),
    pending_value(S, target, A).
pending_problem(S, attack_names_a_stranger(Key, P)) :-
    member(Key, [attacker, target, intervener, wounded, by, user, dagger_to]),
    pending_value(S, Key, P),
    string(P),
    \+ is_player(S, P).
pending_problem(S, Reason) :-
    pending_value(S, offers, Offers),
    offers_problem(S, Offers, Reason).
pending_problem(S, Reason) :-
    intervened(S, I),
    intervener_problem(S, I, Reason).
pending_problem(S, Reason) :-
    stage(S, "wound"),
    (   \+ pending_value(S, wounded, _)
    ->  Reason = nobody_to_wound
    ;   pending_value(S, wounded, W), is_player(S, W),
        wounds(S, W, N), N >= 3,
        Reason = wound_at_three_wounds(W, N)
    ).
pending_problem(S, no_user(Stage)) :-
    stage(S, Stage),
    memberchk(Stage, ["ability", "heal"]),
    \+ pending_value(S, user, _).

%   offers_problem(+S, +Offers, -Reason): an offer no player could have
%   made (BB-301 to BB-306 decide an offer move).
offers_problem(S, Offers, Reason) :-
    member(P, Offers),
    (   \+ is_player(S, P)
    ->  Reason = stranger_offered(P)
    ;   party_to_the_attack(S, P, Part)
    ->  Reason = party_offered(Part, P)
    ;   stage(S, "offers"), rank_revealed(S, P)
    ->  Reason = offer_by_revealed_rank(P)
    ).
offers_problem(_, Offers, offered_twice(P)) :-
    msort(Offers, Sorted),
    append(_, [P, P|_], Sorted).
offers_problem(S, [_|_], offers_despite_the_fan(T)) :-
    fan_forbids_intervention(S, T).

%   intervener_problem(+S, +I, -Reason): an accepted intervener no move
%   could have accepted (BB-305), or whose rank shows too early (BB-403).
intervener_problem(S, I, Reason) :-
    (   stage(S, "offers")
    ->  Reason = accepted_in_the_window(I)
    ;   party_to_the_attack(S, I, Part)
    ->  Reason = party_intervened(Part, I)
    ;   \+ has_offered(S, I)
    ->  Reason = intervener_did_not_offer(I)
    ;   fan_forbids_intervention(S, T)
    ->  Reason = intervened_despite_the_fan(I, T)
    ;   stage(S, "wound"),
        pending_value(S, wounded, I),
        intervener_takes_rank(S, I),
        rank_revealed(S, I)
    ->  Reason = intervener_rank_revealed(I)
    ).

message(attacker_without_dagger(A, D)) -->
    [ "the attack is made by ~w but ~w holds the dagger"-[A, D] ].
message(attacks_himself_pending(A)) -->
    [ "~w attacks himself"-[A] ].
message(attack_names_a_stranger(Key, P)) -->
    [ "the attack's ~w ~q is not a player"-[Key, P] ].
message(stranger_offered(P)) -->
    [ "~q offered to intervene but is not a player"-[P] ].
message(offer_by_revealed_rank(P)) -->
    [ "~w offered to intervene but his rank is revealed; only a player whose rank is hidden may offer"-[P] ].
message(intervener_rank_revealed(I)) -->
    [ "~w intervened but his rank is already revealed; an intervener takes his rank token for the wound"-[I] ].
message(nobody_to_wound) -->
    [ "the attack waits for a wound but names no wounded player" ].
message(wound_at_three_wounds(W, N)) -->
    [ "~w has ~d wounds; a further wound captures him and takes no token"-[W, N] ].
message(no_user(Stage)) -->
    [ "the attack is at stage ~w but names no user"-[Stage] ].
message(party_offered(attacker, P)) -->
    [ "~w offered to intervene in his own attack; the attacker does not intervene"-[P] ].
message(party_offered(target, P)) -->
    [ "~w offered to intervene, but he is the attacked player"-[P] ].
message(offered_twice(P)) -->
    [ "~w is listed twice among the offers; a player offers once"-[P] ].
message(offers_despite_the_fan(T)) -->
    [ "offers are listed, but ~w, the attacked player, holds a Fan: nobody may intervene"-[T] ].
message(accepted_in_the_window(I)) -->
    [ "~w is the accepted intervener, but the window is still open; accepting an offer closes it"-[I] ].
message(party_intervened(attacker, I)) -->
    [ "~w intervenes in his own attack; the attacker does not intervene"-[I] ].
message(party_intervened(target, I)) -->
    [ "~w intervenes, but he is the attacked player"-[I] ].
message(intervener_did_not_offer(I)) -->
    [ "~w is the accepted intervener but is not among the offers; only an offer made is accepted"-[I] ].
message(intervened_despite_the_fan(I, T)) -->
    [ "~w intervened, but ~w, the attacked player, holds a Fan: nobody may intervene"-[I, T] ].

rule('BB-113', state, "Curse cards are set out with the Inquisitor and dealt together",
     "In a game with the Inquisitor the True Curse is set out: it is in the curse supply or held by a player. The Inquisitor deals every curse card at once, each to a different player other than himself: while one is held none is left in the supply, and no player holds two curse cards.",
     ruling("загляните в таблицу «Раскладку количества карт проклятий» на стр.8 и разместите соответствующее количество карт ... он берет все карты проклятий из колоды ... Инквизитор должен дать по одной карте каждому игроку",
            "The seed refers to the set-up table of curse cards without reproducing it; the Blood Bound rulebook (Fantasy Flight Games, 2014; The Inquisitor, p. 6) gives the Inquisitor the goal of giving the True Curse to the winning clan's leader, so every table with the Inquisitor sets it out. How many False Curses join it the state says (curse_supply).")).

invalid('BB-113', S, "$.curse_supply", true_curse_not_set_out(Inq)) :-
    clan_members(S, "order", [Inq|_]),
    curse_supply(S, true, 0),
    cards_held(S, "curse-true", 0).
invalid('BB-113', S, "$.curse_supply", curses_partly_dealt(T, F, Holder)) :-
    curse_supply(S, true, T),
    curse_supply(S, false, F),
    T + F > 0,
    once(curse_held(S, Holder)).
invalid('BB-113', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
    record_cards(P, Cs),
    include([C]>>memberchk(C, ["curse-true", "curse-false"]), Cs, Curses),
    Curses = [_|More],
    (   is_inquisitor(S, Name)
    ->  Reason = inquisitor_holds_a_curse(Name)
    ;   More \== [],
        length(Curses, N),
        Reason = curses_held(Name, N)
    ),
    json_path([players, I, cards], Path).

message(true_curse_not_set_out(Inq)) -->
    [ "~w is the Inquisitor, so the True Curse is set out, yet nobody holds it and the curse supply does not hold it: give curse_supply"-[Inq] ].
message(curses_partly_dealt(T, F, Holder)) -->
    [ "~w holds a curse card, yet ~d True Curse and ~d False Curse(s) are still in the supply; the Inquisitor deals them all at once"-[Holder, T, F] ].
message(inquisitor_holds_a_curse(Name)) -->
    [ "~w, the Inquisitor, holds a curse card; he deals them to other players"-[Name] ].
message(curses_held(Name, N)) -->
    [ "~w holds ~d curse cards; the Inquisitor gives each to a different player"-[Name, N] ].

rule('BB-114', state, "The attack in progress was a legal attack",
     "The target of an attack in progress holds no Shield (nobody attacks a Shield holder, and the Shield the Guardian gives ends the attack), and the Inquisitor's target had fewer than three wounds when attacked. A wound an ability deals is not dealt to a Shield holder.",
     seed("Игрок с щитом защищен, игроки не могут атаковать его или использовать умения, заставляющие его получать раны. ... Инквизитор не может атаковать игрока с 3 ранами")).

invalid('BB-114', S, "$.pending", Reason) :-
    pending(S, _),
    (   protected_player(S, T),
        holds_shield(S, T)
    ->  Reason = attack_on_a_shield_holder(T)
    ;   stage(S, "offers"),
        pending_value(S, attacker, A),
        pending_value(S, target, T),
        spared_by_inquisitor(S, A, T)
    ->  Reason = inquisitor_attacks_three_wounds(A, T)
    ;   stage(S, "wound"),
        pending_value(S, source, Source),
        Source \== "attack",
        pending_value(S, wounded, W),
        holds_shield(S, W)
    ->  Reason = ability_wounds_a_shield_holder(Source, W)
    ).

message(attack_on_a_shield_holder(T)) -->
    [ "the attack in progress is on ~w, who holds a Shield and cannot be attacked"-[T] ].
message(inquisitor_attacks_three_wounds(A, T)) -->
    [ "the attack in progress is the Inquisitor ~w's on ~w, who has three wounds; the Inquisitor cannot make it"-[A, T] ].
message(ability_wounds_a_shield_holder(Source, W)) -->
    [ "the ~w's wound in progress is dealt to ~w, who holds a Shield; abilities cannot wound him"-[Source, W] ].

rule('BB-115', state, "The wound in progress follows from its source",
     "A wound waiting to be taken is the one its source deals: an attack's wound is the intervener's, or the target's if nobody intervened, dealt by the attacker; an ability's wound is dealt by a character with that ability (the Assassin or Mentalist to another player, the Berserker to the attacker, the Alchemist to the player he intervened for), and only the Assassin deals two. The dagger then goes to the player the rules give it to: the wounded player after an attack's, the Assassin's or the Mentalist's wound, the Berserker or the Alchemist after theirs.",
     seed("Затем текущий игрок отдает кинжал атакованному игроку ... Затем убийца передает кинжал этому игроку. ... Берсерк наносит одну рану игроку, который его атаковал. ... Алхимик может использовать умение только когда он вмешивается.")).

invalid('BB-115', S, "$.pending", Reason) :-
    stage(S, "wound"),
    pending_value(S, source, Source),
    pending_value(S, wounded, W),
    pending_value(S, by, By),
    pending_value(S, wounds, N),
    pending_value(S, dagger_to, To),
    ability_revealer(S, R),
    wound_problem(Source, S, R, W, By, N, To, Reason).

%!  ability_revealer(+State, -Player) is det.
%   The player the attack wounded, who reveals his rank by it and uses his
%   ability: the intervener, or the target if nobody intervened.
ability_revealer(S, R) :-
    (   intervened(S, I) -> R = I ; pending_value(S, target, R) ).

wound_problem("attack", S, R, W, By, N, To, Reason) :-
    pending_value(S, attacker, A),
    (   W \== R
    ->  Reason = wound_not_the_attacks(W, R)
    ;   By \== A
    ->  Reason = wound_not_dealt_by(By, A)
    ;   N =\= 1
    ->  Reason = wounds_dealt("attack", N)
    ;   To \== R
    ->  Reason = dagger_goes_elsewhere(To, R)
    ).
wound_problem(Source, S, _, W, By, N, To, Reason) :-
    Source \== "attack",
    source_role(Source, Role),
    (   \+ player_role(S, By, Role)
    ->  ( player_role(S, By, Actual) -> true ; Actual = none ),
        Reason = source_not_his(Source, By, Actual)
    ;   \+ ability_wound_victim(Source, S, By, W)
    ->  Reason = wound_not_the_abilitys(Source, W)
    ;   ( N =\= 1, Source \== "assassin" ; N > 2 )
    ->  Reason = wounds_dealt(Source, N)
    ;   ability_dagger(Source, By, W, Expected), To \== Expected
    ->  Reason = dagger_goes_elsewhere(To, Expected)
    ).

source_role("assassin", assassin).
source_role("mentalist", mentalist).
source_role("berserker", berserker).
source_role("alchemist", alchemist).

%   The player an ability's wound may be dealt to (BB-503, BB-542, BB-570).
ability_wound_victim(Source, _, By, W) :-
    memberchk(Source, ["assassin", "mentalist"]),
    W \== By.
ability_wound_victim("berserker", S, _, W) :-
    pending_value(S, attacker, W).
ability_wound_victim("alchemist", S, _, W) :-
    pending_value(S, target, W).

%   Who receives the dagger after an ability's wound (BB-208, BB-570, BB-542).
ability_dagger(Source, _, W, W) :-
    memberchk(Source, ["assassin", "mentalist"]).
ability_dagger(Source, By, _, By) :-
    memberchk(Source, ["berserker", "alchemist"]).

message(wound_not_the_attacks(W, R)) -->
    [ "the attack's wound is ~w's, but the attack wounds ~w (the intervener, or the target if nobody intervened)"-[W, R] ].
message(wound_not_dealt_by(By, A)) -->
    [ "the wound is dealt by ~w, but the attack is ~w's"-[By, A] ].
message(wounds_dealt(Source, N)) -->
    [ "the ~w's wound is ~d wounds; only the Assassin deals two, everything else one"-[Source, N] ].
message(dagger_goes_elsewhere(To, Expected)) -->
    [ "the dagger is to go to ~w, but after this wound it goes to ~w"-[To, Expected] ].
message(source_not_his(Source, By, Actual)) -->
    { source_role(Source, Role),
      character_title(Role, Title),
      ( character_title(Actual, ActualTitle) -> true ; ActualTitle = "no character with an ability" )
    },
    [ "~w is the ~w, not the ~w whose ability this is"-[By, ActualTitle, Title] ].
message(wound_not_the_abilitys(Source, W)) -->
    [ "the ~w's ability does not wound ~w"-[Source, W] ].

rule('BB-116', state, "An ability step follows a rank just revealed",
     "An ability is used, and an ability's wound dealt, only by the player the attack wounded (the intervener, or the target if nobody intervened) right after he took his rank token for that wound: his last token is his rank token, and the dagger goes to him when the attack ends. The Alchemist heals or wounds only when he intervened, and the player he heals has a token to return.",
     seed("Он может использовать свою способность сразу после взятия жетона ранга при получении раны во время атаки, даже в случае если игрок является вмешавшимся. ... При лечении раны игрок, за которого вмешался Алхимик, возвращает один любой из своих жетонов в запас.")).

invalid('BB-116', S, "$.pending", Reason) :-
    ability_user(S, U),
    ability_revealer(S, R),
    (   U \== R
    ->  Reason = ability_not_the_revealers(U, R)
    ;   \+ just_revealed_rank(S, U)
    ->  Reason = rank_not_just_revealed(U)
    ;   memberchk(Stage, ["ability", "heal"]), stage(S, Stage),
        pending_value(S, dagger_to, To), To \== U
    ->  Reason = dagger_not_to_the_user(To, U)
    ;   alchemist_step(S),
        \+ intervened(S, U)
    ->  Reason = alchemist_without_intervening(U)
    ;   stage(S, "heal")
    ->  (   \+ player_role(S, U, alchemist)
        ->  Reason = source_not_his("heal", U)
        ;   pending_value(S, target, T),
            player_tokens(S, T, [])
        ->  Reason = nothing_to_return(T)
        )
    ).

%   The Alchemist's heal, or his wound being dealt.
alchemist_step(S) :-
    (   stage(S, "heal") -> true ; pending_value(S, source, "alchemist") ).

%   ability_user(+S, -User): the player an ability step, a heal or an
%   ability's wound belongs to.
ability_user(S, U) :-
    stage(S, Stage),
    (   memberchk(Stage, ["ability", "heal"])
    ->  pending_value(S, user, U)
    ;   Stage == "wound",
        \+ pending_value(S, source, "attack"),
        pending_value(S, by, U)
    ).

%!  just_revealed_rank(+State, +Player) is semidet.
%   Player's last token is his rank token: he has just taken it.
just_revealed_rank(S, P) :-
    player_tokens(S, P, Ts),
    last(Ts, "rank").

message(dagger_not_to_the_user(To, U)) -->
    [ "the dagger is to go to ~w when the attack ends, but it goes to ~w, whom the attack wounded"-[To, U] ].
message(ability_not_the_revealers(U, R)) -->
    [ "~w uses an ability, but the attack wounded ~w, who alone uses his ability"-[U, R] ].
message(rank_not_just_revealed(U)) -->
    [ "~w uses an ability but has not just taken his rank token: his last token is not his rank"-[U] ].
message(alchemist_without_intervening(U)) -->
    [ "~w uses the Alchemist's ability without having intervened"-[U] ].
message(nothing_to_return(T)) -->
    [ "~w is to return a token to the supply but has none"-[T] ].

rule('BB-112', state, "A capture is consistent",
     "A captured player has three wounds and was captured by another player; the game then has no attack in progress. The Inquisitor never captures: he cannot attack a player with three wounds and has no ability that wounds.",
     seed("Если игрок получает четвертую рану, он считается захваченным. Он переворачивает его карту персонажа лицом вверх и игра немедленно заканчивается.")).

invalid('BB-112', S, "$.captured", Reason) :-
    captured(S, C),
    capture_problem(S, C, Reason).

capture_problem(S, C, Reason) :-
    get_dict(player, C, P),
    (   \+ is_player(S, P)
    ->  Reason = captured_stranger(P)
    ;   wounds(S, P, N), N =\= 3,
        Reason = captured_with_wounds(P, N)
    ).
capture_problem(S, C, Reason) :-
    get_dict(by, C, By),
    (   \+ is_player(S, By)
    ->  Reason = capturer_stranger(By)
    ;   get_dict(player, C, By)
    ->  Reason = captures_himself(By)
    ;   is_inquisitor(S, By)
    ->  Reason = inquisitor_captures(By)
    ).
capture_problem(S, _, attack_after_capture) :-
    pending(S, _).

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   Everything of the box that the state tracks, wherever it is; every
%   legal move keeps its multiset (rulecheck's self-play checks it):
%
%     - token(Kind) for each affiliation token (rose, beast, unknown),
%       in the supply or on a player's card;
%     - rank_token(Player) for each player's rank token: one in the
%       supply while his tokens show no "rank", else one per "rank"
%       among his tokens (two would be a duplicate);
%     - card(Card) for each ability card: the curse cards in
%       curse_supply or held, and for the others the held copies plus
%       the supply's (the box's count minus those held, never below 0),
%       so a card given from an empty supply shows as one too many;
%     - dagger, held by one player.
%
%   Players and their character cards are not counted: no move adds,
%   removes or exchanges them.

inventory(S, Bag) :-
    inventory_(S, Bag0),
    foldl(without_proxies(S), ["rose", "beast", "unknown"], Bag0, Bag).

%   Once a kind's supply is empty, the whole box of that kind is out on the
%   table: tokens beyond the box's count on the cards are proxies (BB-406),
%   and a position may also leave some of the box unshown.  Either way the
%   kind counts as exactly the box's tokens.
without_proxies(S, Kind, Bag0, Bag) :-
    atom_string(K, Kind),
    box_tokens(Kind, Box),
    (   supply_tokens(S, Kind, 0)
    ->  exclude(==(token(K)), Bag0, Bag1),
        copies(Box, token(K), Bag, Bag1)
    ;   Bag = Bag0
    ).

inventory_(S, Bag) :-
    get_dict(players, S, Ps),
    get_dict(supply, S, Supply),
    supply_bag(["rose", "beast", "unknown"], Supply, Bag, Bag1),
    curse_bag(S, Bag1, Bag2),
    Bag2 = [dagger|Bag3],
    players_bag(Ps, Bag3, Bag4, [], Held),
    box_bag(Held, Bag4).

supply_bag([], _, Bag, Bag).
supply_bag([Kind|Kinds], Supply, Bag0, Bag) :-
    atom_string(K, Kind),
    (   get_dict(K, Supply, N), integer(N) -> true ; N = 0 ),
    copies(N, token(K), Bag0, Bag1),
    supply_bag(Kinds, Supply, Bag1, Bag).

curse_bag(S, Bag0, Bag) :-
    curse_supply(S, true, T),
    curse_supply(S, false, F),
    copies(T, card('curse-true'), Bag0, Bag1),
    copies(F, card('curse-false'), Bag1, Bag).

players_bag([], Bag, Bag, Held, Held).
players_bag([P|Ps], Bag0, Bag, Held0, Held) :-
    get_dict(name, P, Name),
    get_dict(tokens, P, Ts),
    (   memberchk("rank", Ts) -> Bag1 = Bag0 ; Bag0 = [rank_token(Name)|Bag1] ),
    tokens_bag(Ts, Name, Bag1, Bag2),
    (   get_dict(cards, P, Cs) -> true ; Cs = [] ),
    cards_bag(Cs, Bag2, Bag3, Held0, Held1),
    players_bag(Ps, Bag3, Bag, Held1, Held).

tokens_bag([], _, Bag, Bag).
tokens_bag([T|Ts], Name, Bag0, Bag) :-
    (   T == "rank" -> Bag0 = [rank_token(Name)|Bag1]
    ;   atom_string(K, T), Bag0 = [token(K)|Bag1]
    ),
    tokens_bag(Ts, Name, Bag1, Bag).

%   Curse cards are in the bag as held; the others' held copies are
%   counted in Held and added with the supply's by box_bag/2.
cards_bag([], Bag, Bag, Held, Held).
cards_bag([C|Cs], Bag0, Bag, Held0, Held) :-
    atom_string(K, C),
    (   memberchk(K, ['curse-true', 'curse-false'])
    ->  Bag0 = [card(K)|Bag1], Held1 = Held0
    ;   Bag1 = Bag0, Held1 = [K|Held0]
    ),
    cards_bag(Cs, Bag1, Bag, Held1, Held).

box_bag(Held, Bag) :-
    findall(card(K), ( box_cards(Card, Box),
                       \+ memberchk(Card, ["curse-true", "curse-false"]),
                       atom_string(K, Card),
                       count_of(Held, K, 0, N),
                       Copies is max(Box, N),
                       between(1, Copies, _) ), Bag0),
    exclude(box_card_atom, Held, Unknown),
    maplist([K, card(K)]>>true, Unknown, Extra),
    append(Bag0, Extra, Bag).

box_card_atom(K) :-
    atom_string(K, Card),
    box_cards(Card, _).

count_of([], _, N, N).
count_of([X|Xs], K, N0, N) :-
    (   X == K -> N1 is N0 + 1 ; N1 = N0 ),
    count_of(Xs, K, N1, N).

copies(N, X, Bag0, Bag) :-
    (   N > 0
    ->  Bag0 = [X|Bag1], N1 is N - 1, copies(N1, X, Bag1, Bag)
    ;   Bag = Bag0
    ).

message(captured_stranger(P)) -->
    [ "the captured player ~q is not a player"-[P] ].
message(captured_with_wounds(P, N)) -->
    [ "~w is captured with ~d wounds; capture is the fourth wound, after three tokens"-[P, N] ].
message(capturer_stranger(By)) -->
    [ "the capturer ~q is not a player"-[By] ].
message(captures_himself(By)) -->
    [ "~w cannot capture himself"-[By] ].
message(inquisitor_captures(By)) -->
    [ "~w is the Inquisitor, who never captures"-[By] ].
message(attack_after_capture) -->
    [ "the game ended at the capture, yet an attack is still in progress" ].
