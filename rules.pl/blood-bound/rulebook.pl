/*  Blood Bound: the rules a move can break.

    Part of game.pl.  Each constraint rule is one block: its
    rule/5 entry, when it concerns a move (concerns/3: the rule is in the
    action's table but says nothing about this move otherwise; workflow.pl
    calls it moot), the relation that decides it, and its broken/4
    clause, and the message//1 that words its reason term (a reason several rules share is worded in messages.pl).
*/

                 /*******************************
                 *          THE DAGGER          *
                 *******************************/

rule('BB-201', constraint, "Only the current player attacks or passes",
     "Only the player holding the dagger attacks or passes the dagger, and only when no attack is being resolved.",
     seed("Игрок с картонным кинжалом является текущим игроком. Во время своего хода текущий игрок должен выполнить одни из следующих действий: Атака ... Пропуск хода")).

%!  current_player(+State, ?Player) is semidet.
%
%   Player holds the dagger and no attack is being resolved: he attacks
%   or passes now.

current_player(S, P) :-
    dagger_holder(S, P),
    no_attack(S).

concerns('BB-201', _, _).

broken('BB-201', S, M, Reason) :-
    get_dict(player, M, P),
    \+ current_player(S, P),
    dagger_holder(S, D),
    (   D == P
    ->  Reason = attack_being_resolved(D)
    ;   pending_value(S, attacker, A)
    ->  Reason = attack_under_way(A, P)
    ;   Reason = not_the_dagger_holder(D)
    ).

message(not_the_dagger_holder(D)) -->
    [ "~w holds the dagger; only ~w attacks or passes it"-[D, D] ].
message(attack_under_way(A, P)) -->
    [ "~w's attack is still being resolved, and ~w does not hold the dagger; nobody attacks or passes it until that attack is over"-[A, P] ].
message(attack_being_resolved(D)) -->
    [ "~w's attack is still being resolved"-[D] ].

rule('BB-202', constraint, "Attack another player",
     "The current player attacks any other player, never himself.",
     seed("Атака: Текущий игрок атакует любого другого игрока")).

concerns('BB-202', _, _).

broken('BB-202', _, M, attacks_himself(P)) :-
    get_dict(player, M, P),
    get_dict(target, M, T),
    T == P.

message(attacks_himself(P)) -->
    [ "~w cannot attack himself"-[P] ].

rule('BB-203', constraint, "Pass to another player",
     "Passing gives the dagger to any other player.",
     seed("Пропуск хода: Текущий игрок отдает кинжал любому другому игроку")).

concerns('BB-203', _, _).

broken('BB-203', _, M, passes_to_himself(P)) :-
    get_dict(player, M, P),
    get_dict(to, M, To),
    To == P.

message(passes_to_himself(P)) -->
    [ "~w cannot pass the dagger to himself"-[P] ].

rule('BB-204', constraint, "A Shield holder cannot be attacked",
     "A player holding a Shield cannot be attacked (he may still intervene).",
     seed("Игрок с щитом защищен, игроки не могут атаковать его или использовать умения, заставляющие его получать раны. Однако, он может вмешиваться")).

concerns('BB-204', _, _).

broken('BB-204', S, M, shielded_target(T)) :-
    get_dict(target, M, T),
    holds_shield(S, T),
    concerns('BB-204', S, M).

message(shielded_target(T)) -->
    [ "~w holds a Shield and cannot be attacked"-[T] ].

rule('BB-205', constraint, "The Inquisitor cannot attack a player with three wounds",
     "The Inquisitor cannot attack a player who already has three wounds.",
     seed("Инквизитор не может атаковать игрока с 3 ранами")).

%!  spared_by_inquisitor(+State, +Attacker, +Target) is semidet.
%
%   Attacker is the Inquisitor and Target already has three wounds.

spared_by_inquisitor(S, A, T) :-
    is_inquisitor(S, A),
    wounds(S, T, 3).

concerns('BB-205', S, M) :-
    is_inquisitor(S, M.player).

broken('BB-205', S, M, inquisitor_spares(A, T)) :-
    get_dict(player, M, A),
    get_dict(target, M, T),
    spared_by_inquisitor(S, A, T),
    concerns('BB-205', S, M).

message(inquisitor_spares(A, T)) -->
    [ "~w is the Inquisitor and ~w already has three wounds"-[A, T] ].

rule('BB-209', constraint, "No moves after a capture",
     "The game ends at once when a player is captured; no move follows.",
     seed("Он переворачивает его карту персонажа лицом вверх и игра немедленно заканчивается.")).

concerns('BB-209', _, _).

broken('BB-209', S, _, game_over(P)) :-
    captured(S, C),
    get_dict(player, C, P).

message(game_over(P)) -->
    [ "the game is over: ~w has been captured"-[P] ].

rule('BB-210', constraint, "Moves name players of the game",
     "Every player a move names (who moves, whom it targets) is a player of this game.",
     ruling("", "A move about a player who is not at the table is meaningless; rulecheck names this rule instead of guessing.")).

%!  unknown_player(+State, +Move, -Player) is semidet.
%
%   The first player Move names who is not at the table (the fields in
%   the order of move_players/2).

unknown_player(S, M, P) :-
    get_dict(players, S, Ps),
    \+ \+ ( get_dict(K, M, V),
            \+ known_field(K, V, Ps) ),
    (   unknown_named([player, target, to, intervener, victim, recipient, true_curse], M, Ps, P0)
    ->  P = P0
    ;   unknown_listed([players, false_curses], M, Ps, P0)
    ->  P = P0
    ).

concerns('BB-210', _, _).

broken('BB-210', S, M, not_at_the_table(P)) :-
    unknown_player(S, M, P).

unknown_named([K|Ks], M, Ps, P) :-
    (   get_dict(K, M, V), \+ named_player(Ps, V)
    ->  P = V
    ;   unknown_named(Ks, M, Ps, P)
    ).

unknown_listed([K|Ks], M, Ps, P) :-
    (   get_dict(K, M, L), is_list(L),
        member(V, L), \+ named_player(Ps, V)
    ->  P = V
    ;   unknown_listed(Ks, M, Ps, P)
    ).

%   known_field(+Key, +Value, +Players): the field of a move names no
%   player, or only players at the table.
known_field(K, V, Ps) :-
    (   player_field(K)
    ->  named_player(Ps, V)
    ;   list_field(K), is_list(V)
    ->  all_named(V, Ps)
    ;   true
    ).

player_field(player).
player_field(target).
player_field(to).
player_field(intervener).
player_field(victim).
player_field(recipient).
player_field(true_curse).

list_field(players).
list_field(false_curses).

all_named([], _).
all_named([V|Vs], Ps) :-
    named_player(Ps, V),
    all_named(Vs, Ps).

named_player(Ps, P) :-
    string(P),
    record_named(Ps, P, _).

%   move_players(+Move, -Players): every player the move names.
move_players(M, Ps) :-
    findall(P, ( member(K, [player, target, to, intervener, victim, recipient, true_curse]),
                 get_dict(K, M, P) ), Ps0),
    ( get_dict(players, M, L1), is_list(L1) -> true ; L1 = [] ),
    ( get_dict(false_curses, M, L2), is_list(L2) -> true ; L2 = [] ),
    append([Ps0, L1, L2], Ps).

message(not_at_the_table(P)) -->
    [ "~q is not a player of this game"-[P] ].

                 /*******************************
                 *         INTERVENTION         *
                 *******************************/

rule('BB-301', constraint, "Intervention happens in the window",
     "Offers to intervene are made, and the target accepts one or declines, only while an attack's intervention window is open; only the attacked player accepts or declines.",
     seed("До получения раны, атакованный игрок может попросить другого игрока о вмешательстве ... 2. Запрос вмешательства 3. Принятие одного предложения о вмешательстве")).

%!  window_open(+State) is semidet.
%   An attack's intervention window is open.
window_open(S) :-
    stage(S, "offers").

concerns('BB-301', _, _).

broken('BB-301', S, M, Reason) :-
    (   \+ window_open(S)
    ->  (   pending(S, _)
        ->  Reason = window_closed
        ;   Reason = no_attack_to_intervene_in
        )
    ;   M.action \== "offer",
        pending_value(S, target, T),
        T \== M.player,
        Reason = only_the_target_decides(T)
    ).

message(window_closed) -->
    [ "the intervention window of this attack is closed" ].
message(no_attack_to_intervene_in) -->
    [ "no attack is being made, so there is nothing to intervene in" ].
message(only_the_target_decides(T)) -->
    [ "only the attacked player, ~w, accepts or declines intervention"-[T] ].

rule('BB-302', constraint, "Only a player whose rank is hidden may offer",
     "A player may offer to intervene only while his rank token is in the supply (he has not revealed his rank). A Shield holder may offer like anyone else.",
     seed("Любой игрок чей жетон ранга в данный момент находится в запасе может предложить вмешательство. ... (ранг вмешавшегося должен быть скрыт)")).

concerns('BB-302', _, _).

broken('BB-302', S, M, rank_already_revealed(P)) :-
    get_dict(player, M, P),
    rank_revealed(S, P),
    concerns('BB-302', S, M).

message(rank_already_revealed(P)) -->
    [ "~w's rank token is already revealed, not in the supply"-[P] ].

rule('BB-303', constraint, "Neither attacker nor target intervenes",
     "The attacker and the attacked player cannot offer to intervene in this attack.",
     ruling("он может вмешаться вместо атакованного игра во время атаки.",
            "Intervening means suffering the wound instead of the attacked player, so the target cannot intervene for himself, and the attacker cannot take the wound of his own attack; the Blood Bound rulebook (Fantasy Flight Games, 2014; Intervening, p. 4) describes offers by other players.")).

%!  party_to_the_attack(+State, ?Player, -Part) is nondet.
%   Player makes the attack in progress (Part = attacker) or suffers it
%   (Part = target).
party_to_the_attack(S, P, Part) :-
    pending(S, A),
    attack_party(Part, A, P).

attack_party(attacker, A, P) :-
    get_dict(attacker, A, P0), P0 \== null,
    P = P0.
attack_party(target, A, P) :-
    get_dict(target, A, P0), P0 \== null,
    P = P0.

concerns('BB-303', S, _) :-
    pending(S, _).

broken('BB-303', S, M, party_offers(Part, P)) :-
    get_dict(player, M, P),
    party_to_the_attack(S, P, Part),
    concerns('BB-303', S, M).

message(party_offers(attacker, P)) -->
    [ "~w is the attacker and cannot intervene in his own attack"-[P] ].
message(party_offers(target, P)) -->
    [ "~w is the attacked player; an intervener takes the wound instead of him"-[P] ].

rule('BB-304', constraint, "The Fan forbids intervention",
     "When the attacked player holds a Fan, nobody may intervene.",
     seed("Когда атакуют игрока с картой умения «Fan – Поклонник» другие игроки не могут вмешаться.")).

%!  fan_forbids_intervention(+State, -Target) is semidet.
%   The attacked player Target holds a Fan.
fan_forbids_intervention(S, T) :-
    pending_value(S, target, T),
    holds_card(S, T, "fan").

concerns('BB-304', S, _) :-
    pending(S, _).

broken('BB-304', S, M, target_holds_the_fan(T)) :-
    fan_forbids_intervention(S, T),
    concerns('BB-304', S, M).

message(target_holds_the_fan(T)) -->
    [ "~w holds the Fan: nobody may intervene when he is attacked"-[T] ].

rule('BB-305', constraint, "Accept one offer that was made",
     "The attacked player may accept only an offer that was made, and only one.",
     seed("Если более чем один игрок предлагает это, атакованный игрок может выбрать только одно предложение, он не может принять несколько.")).

concerns('BB-305', _, M) :-
    M.action == "accept".

broken('BB-305', S, M, no_such_offer(I)) :-
    concerns('BB-305', S, M),
    I = M.intervener,
    \+ has_offered(S, I).
broken('BB-305', S, M, offer_already_accepted(T, I0)) :-
    concerns('BB-305', S, M),
    offer_accepted(S, T, I0).

%!  offer_accepted(+State, -Target, -Intervener) is semidet.
%   Target has already accepted Intervener's offer in the attack in
%   progress: he may accept only one (BB-305).
offer_accepted(S, T, I) :-
    pending_value(S, intervener, I),
    string(I),
    pending_value(S, target, T).

message(no_such_offer(I)) -->
    [ "~w has not offered to intervene"-[I] ].
message(offer_already_accepted(T, I)) -->
    [ "~w has already accepted ~w's offer in this attack, and may accept only one"-[T, I] ].

rule('BB-306', constraint, "An offer is made once",
     "A player who has offered to intervene in this attack does not offer again.",
     ruling("", "An offer stands until the attacked player decides; a second offer by the same player adds nothing, so rulecheck refuses it.")).

%!  has_offered(+State, ?Player) is semidet.
has_offered(S, P) :-
    pending_value(S, offers, Offers),
    memberchk(P, Offers).

concerns('BB-306', S, _) :-
    pending(S, _).

broken('BB-306', S, M, already_offered(P)) :-
    get_dict(player, M, P),
    has_offered(S, P),
    concerns('BB-306', S, M).

%!  may_offer_intervention(+State, ?Player) is nondet.
%
%   Player may offer to intervene now: the window is open (BB-301), his
%   rank is hidden (BB-302), he is neither attacker nor target (BB-303),
%   the target holds no Fan (BB-304), and he has not offered yet (BB-306).

may_offer_intervention(S, P) :-
    window_open(S),
    \+ fan_forbids_intervention(S, _),
    players(S, Ps),
    member(R, Ps),
    get_dict(name, R, P),
    \+ party_to_the_attack(S, P, _),
    \+ record_rank_revealed(R),
    \+ has_offered(S, P).

message(already_offered(P)) -->
    [ "~w has already offered to intervene"-[P] ].

                 /*******************************
                 *            WOUNDS            *
                 *******************************/

rule('BB-401', constraint, "Only the wounded player takes a token",
     "A token is taken only by the player who is suffering a wound now, and returned only by the player an Alchemist heals.",
     seed("Когда игрок получает рану, он должен раскрыть часть информации о своей принадлежности. Для этого он берет один жетон из запаса")).

%!  suffering_wound(+State, ?Player) is semidet.
%   Player is suffering a wound now: he takes a token.
suffering_wound(S, P) :-
    stage(S, "wound"),
    pending_value(S, wounded, P).

%!  being_healed(+State, ?Player) is semidet.
%   The Alchemist heals Player now: he returns a token.
being_healed(S, P) :-
    stage(S, "heal"),
    pending_value(S, target, P).

concerns('BB-401', _, _).

broken('BB-401', S, M, Reason) :-
    P = M.player,
    (   M.action == "take_token"
    ->  \+ suffering_wound(S, P),
        (   suffering_wound(S, W)
        ->  Reason = someone_else_is_wounded(W, P)
        ;   Reason = nobody_is_wounded(P)
        )
    ;   \+ being_healed(S, P),
        Reason = not_being_healed(P)
    ).

%   The token rules (BB-402..406) concern the player who is wounded now.
%   BB-402..405 decide by token_misfit/5: whether the token fits his card
%   and the wound; BB-406 by supply_lacks/4: whether the supply holds it.

%!  token_refused(?RuleId, +State, +Player, +Token, -Reason) is nondet.
%
%   The token rule RuleId forbids Player, suffering a wound, to take
%   Token, for Reason.

token_refused(Id, S, W, Token, Reason) :-
    token_misfit(Id, S, W, Token, Reason).

%!  token_player_may_take(+State, +Player, ?Token) is nondet.
%
%   Player, suffering the wound now, may take Token: no token rule
%   refuses it.

token_player_may_take(S, W, Token) :-
    token_kinds(Kinds),
    member(Token, Kinds),
    \+ token_refused(_, S, W, Token, _).

message(someone_else_is_wounded(W, P)) -->
    [ "~w is suffering the wound now, not ~w"-[W, P] ].
message(nobody_is_wounded(P)) -->
    [ "nobody is suffering a wound now; ~w takes no token"-[P] ].
message(not_being_healed(P)) -->
    [ "~w is not being healed by an Alchemist now"-[P] ].

rule('BB-402', constraint, "The token matches an unrevealed symbol",
     "A wounded player takes a token matching one of the three symbols on his card not yet revealed: his rank, or an affiliation icon not yet covered (one token per symbol). The Inquisitor's icons are wild: he may take any affiliation token for them.",
     seed("Атакованный игрок должен взять жетон с символом, который совпадает с один из трех символом ... За каждый символ на карте он может взять только один соответствующий жетон. ... Иконка принадлежность Инквизитора разнообразна, когда он получает рану, он может взять жетон любого типа принадлежности.")).

%!  token_matches_card(+State, +Player, +Token) is semidet.
%   Token matches a symbol of Player's card not yet revealed.
token_matches_card(State, Name, "rank") :- !,
    \+ rank_revealed(State, Name).
token_matches_card(State, Name, Kind) :-
    affiliation_kind(Kind),
    player_tokens(State, Name, Ts),
    exclude(==("rank"), Ts, Affs),
    player_icons(State, Name, Icons),
    ( holds_card(State, Name, "staff") -> Staff = true ; Staff = false ),
    affiliation_tokens_fit(Icons, [Kind|Affs], Staff).

%!  affiliation_tokens_fit(+Icons, +Tokens, +Staff) is semidet.
%   Every affiliation token covers a different icon of the card: a token
%   covers an icon of its kind, a wild icon covers any token, and for a
%   Staff holder an unknown token covers any icon (BB-106 too).
affiliation_tokens_fit(Icons, Tokens, Staff) :-
    fit(Tokens, Icons, Staff),
    !.

fit([], _, _).
fit([T|Ts], Icons, Staff) :-
    select(I, Icons, Rest),
    token_covers(T, I, Staff),
    fit(Ts, Rest, Staff).

token_covers(T, T, _).
token_covers(T, "wild", _) :- affiliation_kind(T).
token_covers("unknown", _, true).

token_misfit('BB-402', S, W, Token, Reason) :-
    \+ token_matches_card(S, W, Token),
    (   Token == "rank"
    ->  Reason = rank_token_revealed(W)
    ;   player_icons(S, W, Icons),
        player_tokens(S, W, Ts),
        Reason = no_matching_icon(Token, W, Icons, Ts)
    ).

concerns('BB-402', S, M) :-
    suffering_wound(S, M.player).

broken('BB-402', S, M, Reason) :-
    token_misfit('BB-402', S, M.player, M.token, Reason),
    concerns('BB-402', S, M).

message(rank_token_revealed(W)) -->
    [ "~w's rank token is already revealed"-[W] ].
message(no_matching_icon(Token, W, Icons, Ts)) -->
    token_choice(Token),
    [ " matches none of ~w's unrevealed icons (icons ~w, tokens ~w)"-[W, Icons, Ts] ].

rule('BB-403', constraint, "An intervener takes the rank token",
     "A player who intervened must take his rank token for the wound.",
     seed("При получении этой раны, вмешавшийся игрок обязан раскрыть информацию о ранге, взяв соответствующий персонажу жетон ранга из запаса.")).

%!  intervener_takes_rank(+State, +Player) is semidet.
%   Player suffers the wound of the attack he intervened in.
intervener_takes_rank(S, W) :-
    pending_value(S, source, "attack"),
    pending_value(S, intervener, W).

token_misfit('BB-403', S, W, Token, intervener_takes_rank(W, Token)) :-
    Token \== "rank",
    intervener_takes_rank(S, W).

concerns('BB-403', S, M) :-
    suffering_wound(S, M.player),
    intervener_takes_rank(S, M.player).

broken('BB-403', S, M, Reason) :-
    token_misfit('BB-403', S, M.player, M.token, Reason),
    concerns('BB-403', S, M).

rule('BB-404', constraint, "The Staff forces the unknown token",
     "A player holding a Staff who takes an affiliation token must take an unknown token (it covers any of his affiliation icons).",
     seed("Если игрок с картой умения «Stuff - Вещь» берет жетон принадлежности, когда получает рану, он должен взять неизвестный (знак вопроса) жетон принадлежности")).

token_misfit('BB-404', S, W, Token, staff_forces_unknown(W, Token)) :-
    affiliation_kind(Token),
    Token \== "unknown",
    holds_card(S, W, "staff").

concerns('BB-404', S, M) :-
    suffering_wound(S, M.player),
    affiliation_kind(M.token),
    holds_card(S, M.player, "staff").

broken('BB-404', S, M, Reason) :-
    token_misfit('BB-404', S, M.player, M.token, Reason),
    concerns('BB-404', S, M).

message(staff_forces_unknown(W, Token)) -->
    [ "~w holds a Staff: an affiliation token must be unknown, not ~w"-[W, Token] ].

rule('BB-405', constraint, "The Mentalist forces the rank token",
     "The Mentalist's victim must take his rank token; only if it is already revealed does he take an affiliation token.",
     seed("Этот игрок должен взять свой жетон ранга и получить рану. ... Если выбранный игрок уже взял свой жетон ранга до этого, тогда вместо него он должен взять жетон принадлежности.")).

%!  compelled_rank(+State, +Player) is semidet.
%   The Mentalist's wound: Player's rank token is hidden, so he takes it.
compelled_rank(S, W) :-
    pending_value(S, source, "mentalist"),
    \+ rank_revealed(S, W).

token_misfit('BB-405', S, W, Token, mentalist_forces_rank(W, Token)) :-
    Token \== "rank",
    compelled_rank(S, W).

concerns('BB-405', S, M) :-
    suffering_wound(S, M.player),
    pending_value(S, source, "mentalist").

broken('BB-405', S, M, Reason) :-
    token_misfit('BB-405', S, M.player, M.token, Reason),
    concerns('BB-405', S, M).

message(mentalist_forces_rank(W, Token)) -->
    [ "the Mentalist's wound: ~w's rank token is hidden, so he must take it, not ~w"-[W, Token] ].

rule('BB-406', constraint, "The token comes from the supply",
     "An affiliation token is taken from the supply: a kind the supply no longer holds cannot be taken while another token the player may take is still there. Only when none of the tokens he may take is left in the supply does he take one anyway, as a proxy (the supply stays empty).",
     ruling("Для этого он берет один жетон из запаса",
            "The box holds 20 unknown tokens, but at the largest tables more can be called for (up to 18 unknown icons, plus the Staff forcing unknown tokens, plus the Inquisitor's wild icons). No source says what happens then. A wound must still be suffered, so rulecheck lets the player take a token he may take as a proxy rather than leave the game with no legal move; while the supply still holds a token he may take, he takes that one.")).

%!  supply_lacks(+State, +Player, +Token, -Reason) is semidet.
%   The supply holds no Token of its kind, and another token Player may
%   take is there.
supply_lacks(S, W, Token, supply_has_none(Token, W, Ts)) :-
    affiliation_kind(Token),
    supply_tokens(S, Token, 0),
    findall(T, token_in_supply_for(S, W, T), Ts),
    Ts \== [].

%   token_in_supply_for(+S, +W, -Token): W may take Token by every token
%   rule but this one, and the supply holds one (the rank token is always
%   there until it is taken).
token_in_supply_for(S, W, T) :-
    token_kinds(Kinds),
    member(T, Kinds),
    \+ token_misfit(_, S, W, T, _),
    (   T == "rank"
    ->  true
    ;   \+ supply_tokens(S, T, 0)
    ).

token_refused('BB-406', S, W, Token, Reason) :-
    supply_lacks(S, W, Token, Reason).

concerns('BB-406', S, M) :-
    suffering_wound(S, M.player),
    affiliation_kind(M.token).

broken('BB-406', S, M, Reason) :-
    concerns('BB-406', S, M),
    token_refused('BB-406', S, M.player, M.token, Reason).

message(supply_has_none(Token, W, _)) -->     % which others: the fix says (it reads his card)
    [ "the supply has no ~w token left, and ~w may take another that it holds"-[Token, W] ].

                 /*******************************
                 *           ABILITIES          *
                 *******************************/

rule('BB-501', constraint, "An ability right after revealing rank by an attack",
     "A character's ability is used (or declined) only by the player who has just taken his rank token for an attack's wound, as target or intervener, and only that character's own ability.",
     seed("Он может использовать свою способность сразу после взятия жетона ранга при получении раны во время атаки, даже в случае если игрок является вмешавшимся. ... 5. Использование способности (сразу при открытии ранга, при атаке)")).

%!  action_ability(?Action, ?Role) is nondet.
%   Action is the ability of the character Role.
action_ability("quill", elder).
action_ability("assassinate", assassin).
action_ability("look", harlequin).
action_ability("heal", alchemist).
action_ability("wound", alchemist).
action_ability("compel", mentalist).
action_ability("guard", guardian).
action_ability("berserk", berserker).
action_ability("staff", mage).
action_ability("fan", courtesan).
action_ability("curse", inquisitor).

%!  ability_step(+State, ?Player) is semidet.
%   Player has just taken his rank token for an attack's wound: he uses
%   his ability now, or declines it.
ability_step(S, U) :-
    stage(S, "ability"),
    pending_value(S, user, U).

%!  own_ability(+State, +Move) is semidet.
%   Move is its player's own character's ability: the ability's rules
%   (BB-502..504, BB-540, BB-543, BB-596) concern it, at his ability step
%   or not (BB-501 says when it is used; they say what it may do).
own_ability(S, M) :-
    P = M.player,
    player_role(S, P, Role),
    action_ability(M.action, Role).

concerns('BB-501', _, _).

broken('BB-501', S, M, Reason) :-
    P = M.player,
    A = M.action,
    (   \+ ability_step(S, P)
    ->  (   A == "skip"
        ->  Reason = nothing_to_decline(P)
        ;   Reason = no_ability_now(P)
        )
    ;   A \== "skip",
        player_role(S, P, Role),
        \+ action_ability(A, Role)
    ->  action_ability(A, Owner),
        Reason = not_his_ability(P, Role, A, Owner)
    ).

message(nothing_to_decline(P)) -->
    [ "~w has no ability to use or decline now"-[P] ].
message(no_ability_now(P)) -->
    [ "~w may use no ability now: an ability is used (or declined) only at the step right after its player takes his rank token for an attack's wound"-[P] ].
message(not_his_ability(P, Role, Action, Owner)) -->
    { character_title(Role, Title),
      character_title(Owner, OwnerTitle)
    },
    [ "~w is the ~w; \"~w\" is the ~w's ability"-[P, Title, Action, OwnerTitle] ].

rule('BB-502', constraint, "Abilities cannot wound a Shield holder",
     "An ability cannot force a player holding a Shield to suffer a wound (Assassin, Mentalist, Berserker, the Alchemist's wound).",
     seed("Игрок с щитом защищен, игроки не могут атаковать его или использовать умения, заставляющие его получать раны.")).

%!  wounded_by_ability(+State, +Move, -Player) is semidet.
%   The player the ability Move would wound.
wounded_by_ability(_, M, V) :-
    memberchk(M.action, ["assassinate", "compel"]),
    V = M.victim.
wounded_by_ability(S, M, T) :-
    M.action == "wound",
    protected_player(S, T).
wounded_by_ability(S, M, A) :-
    M.action == "berserk",
    pending_value(S, attacker, A).

concerns('BB-502', S, M) :-
    own_ability(S, M).

broken('BB-502', S, M, shielded_from(A, V)) :-
    wounded_by_ability(S, M, V),
    holds_shield(S, V),
    concerns('BB-502', S, M),
    atom_string(A, M.action).

message(shielded_from(wound, V)) --> !,
    [ "~w holds a Shield: the Alchemist cannot wound him"-[V] ].
message(shielded_from(berserk, A)) --> !,
    [ "the attacker ~w holds a Shield: the Berserker cannot wound him"-[A] ].
message(shielded_from(_, V)) -->
    [ "~w holds a Shield: abilities cannot wound him"-[V] ].

rule('BB-503', constraint, "Abilities choose other players",
     "The players an ability chooses are other players than its user, each named once: the Assassin's and Mentalist's victim, the Harlequin's two players, the recipient of a Shield, Staff or Fan, and the curse cards' recipients.",
     ruling("Силы убийцы наносят любому игроку 2 раны. ... Шут выбирает двух любых игроков. ... Куртизанка дает карту умения «Fan - Поклонник» другому игроку.",
            "The seed says 'another player' for the Fan and the curses and 'gives' for the Shield and Staff; 'any player' for the Assassin, Mentalist and Harlequin is read the same way, since wounding or inspecting oneself has no purpose in the game and the ability texts of the Blood Bound rulebook (Fantasy Flight Games, 2014; Abilities, p. 7) describe them as acting on others.")).

%!  chosen_players(+Move, -Players) is semidet.
%   The players an ability names.
chosen_players(M, Ps) :-
    (   memberchk(M.action, ["assassinate", "compel"]) -> Ps = [M.victim]
    ;   M.action == "look" -> Ps = M.players
    ;   memberchk(M.action, ["guard", "staff", "fan"]) -> Ps = [M.recipient]
    ;   M.action == "curse" -> curse_recipients(M, Ps)
    ).

curse_recipients(M, Rs) :-
    ( get_dict(true_curse, M, T) -> R0 = [T] ; R0 = [] ),
    ( get_dict(false_curses, M, Fs) -> true ; Fs = [] ),
    append(R0, Fs, Rs).

concerns('BB-503', S, M) :-
    own_ability(S, M).

broken('BB-503', S, M, Reason) :-
    chosen_players(M, Chosen),
    get_dict(player, M, P),
    (   memberchk(P, Chosen)
    ->  Reason0 = chooses_himself(A, P)
    ;   msort(Chosen, Sorted),
        append(_, [X, X|_], Sorted)
    ->  Reason0 = named_twice(A, X)
    ),
    concerns('BB-503', S, M),
    atom_string(A, M.action),
    Reason = Reason0.

message(chooses_himself(look, _)) --> !,
    [ "the Harlequin looks at two other players' cards, not his own" ].
message(chooses_himself(curse, _)) --> !,
    [ "the Inquisitor deals the curses to other players, not himself" ].
message(chooses_himself(Ability, P)) -->
    { memberchk(Ability, [assassinate, compel]) }, !,
    [ "~w cannot choose himself"-[P] ].
message(chooses_himself(_, P)) -->
    [ "~w gives the card to another player, not himself"-[P] ].
message(named_twice(look, P)) -->
    [ "the Harlequin looks at two different players, not ~w twice"-[P] ].
message(named_twice(curse, P)) -->
    [ "each curse card goes to a different player; ~w is named twice"-[P] ].

rule('BB-504', constraint, "Ability cards come from the supply",
     "An ability that takes or gives a card needs that card in the supply: a Quill, a Sword and Shield of one colour (or another Shield of the colour of the Guardian's Sword), Staffs, a Fan, curse cards.",
     seed("Если способность предписывает взять карту способности, он берет карту из запаса ... игрок берет карту из запаса и передает её другому игроку")).

%!  guard_colour(+State, +Guardian, -Colour) is semidet.
%   The colour of the Shield the Guardian gives: his Sword's colour if he
%   holds one, else the first colour whose Sword is in the supply.
guard_colour(S, G, Colour) :-
    (   member(Colour, ["1", "2"]),
        string_concat("sword-", Colour, Sword),
        holds_card(S, G, Sword)
    ->  true
    ;   member(Colour, ["1", "2"]),
        string_concat("sword-", Colour, Sword),
        cards_in_supply(S, Sword, 1)
    ->  true
    ),
    string_concat("shield-", Colour, Shield),
    cards_in_supply(S, Shield, N), N > 0.

%!  staffs_needed(+State, +Mage, -Need) is det.
%   One Staff to give, and one to keep unless he holds one already.
staffs_needed(S, P, Need) :-
    ( holds_card(S, P, "staff") -> Need = 1 ; Need = 2 ).

%!  cards_missing(+Action, +State, +Player, -Reason) is semidet.
%   The ability Action of Player needs cards the supply does not hold.
cards_missing(quill, S, P, no_quill_left) :-
    \+ holds_card(S, P, "quill"),
    cards_in_supply(S, "quill", 0).
cards_missing(guard, S, P, no_sword_and_shield_left(P)) :-
    \+ guard_colour(S, P, _).
cards_missing(staff, S, P, staffs_short(Need, N)) :-
    staffs_needed(S, P, Need),
    cards_in_supply(S, "staff", N),
    N < Need.
cards_missing(fan, S, _, no_fan_left) :-
    cards_in_supply(S, "fan", 0).
cards_missing(curse, S, _, curses_all_dealt) :-
    curse_supply(S, true, 0),
    curse_supply(S, false, 0).

concerns('BB-504', S, M) :-
    own_ability(S, M).

broken('BB-504', S, M, Reason) :-
    atom_string(A, M.action),
    cards_missing(A, S, M.player, Reason),
    concerns('BB-504', S, M).

message(no_quill_left) -->
    [ "no Quill is left in the supply" ].
message(no_sword_and_shield_left(P)) -->
    [ "no Sword and Shield of one colour are left in the supply for ~w"-[P] ].
message(staffs_short(Need, N)) -->
    [ "~d Staff card(s) needed, ~d in the supply"-[Need, N] ].
message(no_fan_left) -->
    [ "no Fan is left in the supply" ].
message(curses_all_dealt) -->
    [ "the curse cards have all been dealt; none is in the supply" ].

rule('BB-540', constraint, "The Alchemist acts only when intervening",
     "The Alchemist's ability can be used only when he intervened; an attacked Alchemist has no ability to use.",
     seed("Алхимик может использовать умение только когда он вмешивается.")).

%!  intervened(+State, ?Player) is semidet.
intervened(S, P) :-
    pending_value(S, intervener, P).

concerns('BB-540', S, M) :-
    own_ability(S, M).

broken('BB-540', S, M, not_intervening(P)) :-
    concerns('BB-540', S, M),
    P = M.player,
    \+ intervened(S, P).

message(not_intervening(P)) -->
    [ "~w has not intervened; the Alchemist's ability works only when he intervenes"-[P] ].

rule('BB-543', constraint, "Healing returns a token the player has",
     "Healing needs a wound to heal: the protected player must have a token, and he returns one he has.",
     seed("При лечении раны игрок, за которого вмешался Алхимик, возвращает один любой из своих жетонов в запас.")).

concerns('BB-543', S, M) :-
    (   M.action == "return_token"
    ->  being_healed(S, M.player)
    ;   own_ability(S, M)
    ).

broken('BB-543', S, M, Reason) :-
    concerns('BB-543', S, M),
    (   M.action == "return_token"
    ->  P = M.player,
        player_tokens(S, P, Ts),
        \+ memberchk(M.token, Ts),
        Reason = no_such_token(P, M.token)
    ;   protected_player(S, T),
        player_tokens(S, T, []),
        Reason = nothing_to_heal(T)
    ).

message(no_such_token(P, Token)) -->
    [ "~w has no ~w token to return"-[P, Token] ].
message(nothing_to_heal(T)) -->
    [ "~w has no wound to heal"-[T] ].

rule('BB-596', constraint, "Deal every curse card",
     "The Inquisitor's deal gives out exactly the curse cards in the supply: the True Curse if it is there, and as many false curses as there are.",
     seed("он берет все карты проклятий из колоды ... и раздает их")).

%!  curse_deal(+Move, -True, -False) is det.
%   How many True and false curses the deal of Move gives.
curse_deal(M, GT, GF) :-
    ( get_dict(true_curse, M, _) -> GT = 1 ; GT = 0 ),
    ( get_dict(false_curses, M, FL) -> length(FL, GF) ; GF = 0 ).

concerns('BB-596', S, M) :-
    own_ability(S, M),
    \+ ( curse_supply(S, true, 0), curse_supply(S, false, 0) ).

broken('BB-596', S, M, deal_differs(T, F, GT, GF)) :-
    curse_supply(S, true, T),
    curse_supply(S, false, F),
    curse_deal(M, GT, GF),
    \+ ( GT =:= T, GF =:= F ),
    concerns('BB-596', S, M).

message(deal_differs(T, F, GT, GF)) -->
    [ "the supply holds ~d True Curse and ~d false curse(s); the deal gives ~d and ~d"-[T, F, GT, GF] ].
