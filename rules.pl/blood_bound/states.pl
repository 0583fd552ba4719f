/*  Blood Bound: what every reachable position satisfies.

    Part of blood_bound.pl.  Each state rule is one block: its rule/5
    entry and its invalid/4 clauses, each with the JSON path of the
    problem and a reason term (messages.pl puts it in words).
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

rule('BB-107', state, "Token supply within the box",
     "For each kind of affiliation token, the tokens in the supply plus those on the players' cards do not exceed the box: 13 Rose, 13 Beast, 20 unknown (once a kind's supply is empty, proxies may be out: BB-406).",
     ruling("Подготовка запаса: ... Отсортируйте жетоны принадлежности по типу в три кучки",
            "The seed does not list the box; the component list of the Blood Bound rulebook (Fantasy Flight Games, 2014; Game Components, p. 2) gives 13 Rose, 13 Beast and 20 unknown affiliation tokens and 19 rank tokens (one per character).")).

invalid('BB-107', S, Path, token_box(InSupply, Kind, Revealed, Box)) :-
    box_tokens(Kind, Box),
    supply_tokens(S, Kind, InSupply),
    tokens_on_cards(S, Kind, Revealed),
    InSupply > 0,                               % an empty supply may have proxies out (BB-406)
    InSupply + Revealed > Box,
    json_path([supply, Kind], Path).

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

rule('BB-109', state, "Who may hold an ability card",
     "Only an Elder holds a Quill and only a Guardian holds a Sword (at most one); a Shield is out only while the Sword of its colour is held; curse cards exist only in a game with the Inquisitor. A player holds at most one Quill.",
     seed("Старший берет карту умения «Quill - Игла» ... Страж дает одну карту умения «Shield - Щит» одному игроку и берет карту умения «Sword Меч» того же цвета для себя ... возвращают в запас карты «Sword-Меч» и «Shield-Щит» одного цвета.")).

invalid('BB-109', S, Path, Reason) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
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
card_holding_problem(S, Name, curse_without_inquisitor(Name)) :-
    clan_members(S, "order", []),
    player_cards(S, Name, Cards),
    ( memberchk("curse-true", Cards) ; memberchk("curse-false", Cards) ),
    !.

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

rule('BB-111', state, "The attack in progress is consistent",
     "An attack in progress is made by the dagger holder on another player; its stage names the players whose decision it waits for, and they are players of the game who can make that decision (a player about to take a wound has fewer than three wounds; only players whose rank is hidden offer to intervene, and an intervener's rank stays hidden until he takes his rank token for the wound; the player using an ability has revealed his rank).",
     ruling("Шаги атаки: 1. Объявление цели 2. Запрос вмешательства 3. Принятие одного предложения 4. Нанесение раны 5. Использование способности 6. Передача кинжала",
            "rulecheck records where the current attack stands, step by step, so that every decision is one move by one named player.")).

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
pending_problem(S, stranger_offered(P)) :-
    pending_value(S, offers, Offers),
    member(P, Offers),
    \+ is_player(S, P).
pending_problem(S, offer_by_revealed_rank(P)) :-
    stage(S, "offers"),
    pending_value(S, offers, Offers),
    member(P, Offers),
    rank_revealed(S, P).
pending_problem(S, intervener_rank_revealed(I)) :-
    stage(S, "wound"),
    pending_value(S, wounded, I),
    intervener_takes_rank(S, I),
    rank_revealed(S, I).
pending_problem(S, Reason) :-
    stage(S, "wound"),
    (   \+ pending_value(S, wounded, _)
    ->  Reason = nobody_to_wound
    ;   pending_value(S, wounded, W), is_player(S, W),
        wounds(S, W, N), N >= 3,
        Reason = wound_at_three_wounds(W, N)
    ).
pending_problem(S, Reason) :-
    stage(S, Stage),
    memberchk(Stage, ["ability", "heal"]),
    (   \+ pending_value(S, user, _)
    ->  Reason = no_user(Stage)
    ;   Stage == "ability",
        pending_value(S, user, U), is_player(S, U),
        \+ rank_revealed(S, U)
    ->  Reason = user_rank_hidden(U)
    ;   Stage == "heal",
        \+ pending_value(S, intervener, _),
        Reason = heal_without_intervener
    ).

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
