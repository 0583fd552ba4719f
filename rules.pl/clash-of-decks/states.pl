/*  Clash of Decks: what every reachable position satisfies.

    Part of game.pl.  Each state rule is one block: its rule/5
    entry and its invalid/4 clauses, each with the JSON path of the
    problem and a reason term, worded by the message//1 beside them.
*/

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

rule('CD-105', state, "Mana the rules can produce",
     "The active player's mana, and what the cards played this turn cost, cannot exceed what the turn started with: the hand's size (bastion/fort included) plus 2 for each Catalyst in play as the turn began, and 6 on the first player's first turn. In a player's first turn (turn 1 or 2) nothing of theirs was in play as it began, so no Catalyst adds anything; a Catalyst in the hand is one card like any other.",
     seed("Регенерация маны: получите ману, равную количеству карт в вашей руке, включая бастион. (Исключение: первый игрок получает только 6 маны в первый ход.)")).

invalid('CD-105', S, "$.mana", mana_too_high(P, Mana, Spent, Max)) :-
    memberchk(S.phase, ["summon", "assault"]),
    max_mana(S, Max),
    Mana = S.mana,
    mana_spent_this_turn(S, Spent),
    Mana + Spent > Max,
    P = S.active.

%   Mana over what the turn could give: the most it could be.
repair(S, _, mana_too_high(_, _, Spent, Max), repair(suggest, set_mana(V), [[mana]-V])) :-
    V is max(0, Max - Spent),
    V =\= S.mana.

%   The cost of the cards played this turn that are still in play: mana
%   the turn's player has spent (spells cast this turn are back in hand,
%   and a card destroyed since is back too: what they cost is not seen).
mana_spent_this_turn(S, Spent) :-
    key_value(played_this_turn, S, [], Played),
    sum_list_of(played_cost(S), Played, Spent).

%!  turn_began_mana(+State, -Mana) is det.
%
%   The mana the active player's turn began with if none of their cards
%   has been destroyed since (CD-102, CD-406): the cards in hand now,
%   plus those played this turn (creatures stayed in play; spells came
%   back), plus 2 for each Catalyst in play that was there when the turn
%   began; 6 on the first player's first turn.  A Catalyst in the hand
%   gives no more than any other card.  This is the mana a position that
%   does not say starts from (setup.pl, default_mana/2).

turn_began_mana(S, Mana) :-
    P = S.active,
    (   S.turn =:= 1, P == S.first_player
    ->  Mana = 6
    ;   hand(S, P, Row),
        length(Row, NH),
        key_value(played_this_turn, S, [], Played),
        length(Played, NP),
        findall(Id, ( in_play(S, Id, _, P, _), has_ability(S, Id, "catalyst"),
                      \+ played_this_turn(S, Id) ), Cs),
        length(Cs, NC),
        Mana is NH + NP + 2*NC
    ).

%!  max_mana(+State, -Max) is det.
%
%   The most mana the active player's turn could have started with:
%   turn_began_mana/2, plus 1 more for each Catalyst back in hand (it may
%   have been in play when the turn began, and been destroyed since: then
%   it gave 2 mana, not the 1 its place in the hand counts), and 1 more
%   for each Catalyst played this turn (it may have been in play when the
%   turn began, been destroyed and played again: then it gave 2 mana, not
%   the 1 a card played from the hand counts).  In a player's first turn
%   (turn 1 or 2) nothing of theirs was in play when it began (CD-506), so
%   no Catalyst gave more than its place in the hand: the bound is
%   turn_began_mana/2 itself.

max_mana(S, Max) :-
    turn_began_mana(S, Began),
    (   S.turn =< 2
    ->  Max = Began
    ;   P = S.active,
        hand(S, P, Row),
        findall(Id, ( member(Id, Row), \+ tower(Id), has_ability(S, Id, "catalyst") ), Back),
        length(Back, NB),
        findall(Id, ( in_play(S, Id, _, P, _), has_ability(S, Id, "catalyst"),
                      played_this_turn(S, Id) ), Replayed),
        length(Replayed, NR),
        Max is Began + NB + NR
    ).

message(mana_too_high(P, Mana, 0, Max)) --> !,
    [ "~w has ~d mana, but this turn could have started with at most ~d"-[P, Mana, Max] ].
message(mana_too_high(P, Mana, Spent, Max)) -->
    [ "~w has ~d mana left and spent ~d on the cards played this turn, but this turn could have started with at most ~d"-[P, Mana, Spent, Max] ].

message(set_mana(V)) -->
    [ "set the mana to ~w, the most this turn could give"-[V] ].

rule('CD-501', state, "Players, towers and places",
     "There are two players; each has one hand row and one side of each lane. Once hands are formed each hand row holds exactly one bastion/fort; a player's cards in hand and on their side of the lanes are that player's own. A card belongs to the player who drafted it: a card still in the draft's deck or pool has no owner yet.",
     seed("Каждый игрок контролирует одну сторону мостов. Каждый игрок получает бастион / форт.")).

invalid('CD-501', S, "$.players", same_player_names) :-
    S.players = [P, P].
invalid('CD-501', S, Path, not_one_of_the_players(P, Ps)) :-
    member(Key, [active, first_player]),
    get_dict(Key, S, P),
    players(S, Ps),
    \+ memberchk(P, Ps),
    json_path([Key], Path).
invalid('CD-501', S, Path, Reason) :-
    players(S, Ps),
    (   member(P, Ps), \+ hand(S, P, _)
    ->  json_path([hands, P], Path),
        Reason = no_hand_row(P)
    ;   lane(L), member(P, Ps), \+ side(S, L, P, _)
    ->  json_path([lanes, L, P], Path),
        Reason = no_side(P, L)
    ;   dict_pairs(S.hands, _, HPs), member(K-_, HPs), atom_string(K, KS), \+ memberchk(KS, Ps)
    ->  json_path([hands, K], Path),
        Reason = not_a_player(K)
    ;   lane(L), key_value(L, S.lanes, LD), dict_pairs(LD, _, LPs), member(K-_, LPs),
        atom_string(K, KS), \+ memberchk(KS, Ps)
    ->  json_path([lanes, L, K], Path),
        Reason = not_a_player(K)
    ).
invalid('CD-501', S, Path, Reason) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    include(tower, Row, Towers),
    length(Towers, N),
    (   S.phase == "draft"
    ->  Row \== [],
        Reason = hand_during_draft
    ;   S.phase == "form_hand", Row == []
    ->  fail                                    % not formed yet
    ;   N =\= 1,
        Reason = towers_in_row(P, N)
    ),
    json_path([hands, P], Path).
invalid('CD-501', S, Path, belongs_to(Id, Q, P)) :-
    players(S, Ps),
    member(P, Ps),
    (   hand(S, P, Row), nth0(I, Row, Id), \+ tower(Id), declared_owner(S, Id, Q), Q \== P
    ->  json_path([hands, P, I], Path)
    ;   lane(L), side(S, L, P, Side), nth0(I, Side, Id), declared_owner(S, Id, Q), Q \== P
    ->  json_path([lanes, L, P, I], Path)
    ).
invalid('CD-501', S, Path, Reason) :-
    get_dict(draft, S, D),
    (   member(F, [deck, pool]),
        member(Id, D.get(F)),
        declared_owner(S, Id, Q)
    ->  json_path([cards, Id, owner], Path),
        Reason = owned_in_draft(Id, F, Q)
    ;   players(S, Ps), member(P, Ps), picked(S, P, Got),
        member(Id, Got), declared_owner(S, Id, Q), Q \== P
    ->  json_path([cards, Id, owner], Path),
        Reason = drafted_by(P, Id, Q)
    ).

declared_owner(S, Id, P) :-
    card(S, Id, C),
    get_dict(owner, C, P).

message(same_player_names) -->
    [ "the two players must have different names" ].
message(not_one_of_the_players(P, Ps)) -->
    [ "~q is not one of the players ~w"-[P, Ps] ].
message(no_hand_row(P)) -->
    [ "~w has no hand row"-[P] ].
message(no_side(P, Lane)) -->
    [ "~w has no side of the ~w lane"-[P, Lane] ].
message(not_a_player(K)) -->
    [ "~w is not a player"-[K] ].
message(hand_during_draft) -->
    [ "hands are formed only when the draft is over" ].
message(towers_in_row(P, N)) -->
    [ "a hand row holds exactly one bastion/fort; ~w's holds ~d"-[P, N] ].
message(belongs_to(Id, Q, P)) -->
    [ "~w belongs to ~w, not ~w"-[Id, Q, P] ].
message(owned_in_draft(Id, Where, Q)) -->
    [ "~w is still in the draft's ~w: nobody owns it yet (it says ~w)"-[Id, Where, Q] ].
message(drafted_by(P, Id, Q)) -->
    [ "~w drafted ~w, so it belongs to ~w, not ~w"-[P, Id, P, Q] ].

rule('CD-502', state, "Every card is in one place",
     "Every card named in a hand, a lane or the draft exists in the game's card list (or the catalog, by name) and is in exactly one place; an unknown card is one of the cards nobody at the table can name. A bastion/fort is no card of the draft: it stays in its player's hand row.",
     seed("Перетасуйте 8 взятых вами карт, чтобы сформировать вашу руку")).

invalid('CD-502', S, Path, not_in_card_list(Id, Near)) :-
    placed_cards(S, Placed),
    member(Id-Steps, Placed),
    \+ tower(Id),
    \+ unknown_card(Id),
    \+ card(S, Id, _),
    json_path(Steps, Path),
    catalog_names_like(Id, Near).
invalid('CD-502', S, Path, in_two_places(Id, P1)) :-
    placed_cards(S, Placed),
    append(_, [Id-Steps1|Rest], Placed),
    \+ tower(Id),
    \+ unknown_card(Id),
    memberchk(Id-Steps, Rest),
    json_path(Steps1, P1),
    json_path(Steps, Path).
invalid('CD-502', S, Path, names_the_tower(Id)) :-
    dict_pairs(S.cards, _, Pairs),
    member(K-_, Pairs),
    atom_string(K, Id),
    tower(Id),
    json_path([cards, K], Path).
invalid('CD-502', S, "$.draft", draft_missing) :-
    S.phase == "draft",
    \+ get_dict(draft, S, _).

invalid('CD-502', S, Path, tower_outside_the_row(Id, Where)) :-
    placed_card(S, Id, Where, Path),
    Where \== hand,
    tower(Id).

%   Every card id placed somewhere (hand, lane, set_aside or draft), with
%   its JSON path (placed_card/4), or the steps of that path (placed_cards/2:
%   json_path/2 only for a card found wrong, not for each card of every
%   position validated: a fifth of the random play of the hardening tests).

placed_cards(S, Placed) :-
    findall(Id-Steps, placed_card_steps(S, Id, _, Steps), Placed).

placed_card(S, Id, Where, Path) :-
    placed_card_steps(S, Id, Where, Steps),
    json_path(Steps, Path).

placed_card_steps(S, Id, hand, [hands, P, I]) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    nth0(I, Row, Id).
placed_card_steps(S, Id, lane, [lanes, L, P, I]) :-
    in_play(S, Id, L, P, I).
placed_card_steps(S, Id, set_aside, [set_aside, I]) :-
    get_dict(set_aside, S, Ids),
    nth0(I, Ids, Id).
placed_card_steps(S, Id, draft, Steps) :-
    get_dict(draft, S, D),
    (   member(F, [deck, pool]),
        get_dict(F, D, Ids),
        nth0(I, Ids, Id),
        Steps = [draft, F, I]
    ;   get_dict(picked, D, Picked),
        dict_pairs(Picked, _, PPs),
        member(P-Ids, PPs),
        nth0(I, Ids, Id),
        Steps = [draft, picked, P, I]
    ).

message(not_in_card_list(Id, Near)) -->
    (   { Near == [] }
    ->  [ "~q is neither a card of the state's card list nor a card rulecheck knows (rulecheck cards); give it in cards, or write unknown"-[Id] ]
    ;   { atomic_list_concat(Near, ", ", NearText) },
        [ "~q is neither a card of the state's card list nor a card rulecheck knows; did you mean ~w?"-[Id, NearText] ]
    ).
message(in_two_places(Id, P1)) -->
    [ "~w is in two places: ~w and here"-[Id, P1] ].
message(names_the_tower(Id)) -->
    [ "~w names the tower; a card needs another id"-[Id] ].
message(tower_outside_the_row(Id, Where)) -->
    { tower_place_words(Where, Words) },
    [ "the ~w stays in its player's hand row: it is never ~w (each player gets one outside the draft)"-[Id, Words] ].
message(draft_missing) -->
    [ "a state in the draft phase holds the draft" ].

tower_place_words(lane, "in a lane").
tower_place_words(set_aside, "set aside").
tower_place_words(draft, "in the draft").

rule('CD-503', state, "Values the rules can produce",
     "Only creatures and buildings stand in the lanes, and they are known (a card in play shows its face); a card in play has less damage than its health (otherwise it would have been destroyed); only cards in play carry damage or turn effects; cards played this turn belong to the active player and are in play; a finished game names the loser whose fort stands at the rightmost space.",
     seed("Если карта получает повреждения, равные или превышающие ее здоровье в этом ходу, она немедленно уничтожается")).

invalid('CD-503', S, Path, needs_health(K, Type)) :-
    dict_pairs(S.cards, _, Pairs),
    member(K-C, Pairs),
    Type = C.type,
    memberchk(Type, ["creature", "building"]),
    \+ get_dict(health, C, _),
    json_path([cards, K], Path).
invalid('CD-503', S, Path, Reason) :-
    in_play(S, Id, L, P, I),
    \+ creature_like(S, Id),
    (   unknown_card(Id) -> Reason = unknown_in_play ; Reason = spell_in_lane(Id) ),
    json_path([lanes, L, P, I], Path).
invalid('CD-503', S, Path, would_be_destroyed(Id, D, H)) :-
    in_play(S, Id, _, _, _),
    creature_like(S, Id),
    dead(S, Id),
    json_path([turn_status, Id, damage], Path),
    card_health(S, Id, H),
    status(S, Id, damage, D).
invalid('CD-503', S, Path, status_not_in_play(K)) :-
    key_value(turn_status, S, _{}, TS),
    dict_pairs(TS, _, Pairs),
    member(K-_, Pairs),
    atom_string(K, Id),
    \+ in_play(S, Id),
    json_path([turn_status, K], Path).
invalid('CD-503', S, Path, not_played_this_turn(Id, Active)) :-
    key_value(played_this_turn, S, [], Played),
    nth0(I, Played, Id),
    Active = S.active,
    \+ ( in_play(S, Id, _, P, _), P == Active ),
    json_path([played_this_turn, I], Path).
invalid('CD-503', S, "$.loser", Reason) :-
    S.phase == "over",
    (   \+ get_dict(loser, S, _)
    ->  Reason = no_loser
    ;   \+ ( hand(S, S.loser, Row), last(Row, "fort") )
    ->  Reason = fort_not_rightmost(S.loser)
    ).

message(needs_health(K, Type)) -->
    [ "~w is a ~w, so it has health"-[K, Type] ].
message(spell_in_lane(Id)) -->
    [ "~w is a spell; spells never stand in a lane"-[Id] ].
message(would_be_destroyed(Id, D, H)) -->
    [ "~w has ~d damage and ~d health: it would have been destroyed"-[Id, D, H] ].
message(status_not_in_play(K)) -->
    [ "~w is not in play, so it carries no damage or turn effects"-[K] ].
message(not_played_this_turn(Id, Active)) -->
    [ "~w is not in play on ~w's side, so it was not played by ~w this turn"-[Id, Active, Active] ].
message(no_loser) -->
    [ "a finished game names its loser" ].
message(fort_not_rightmost(P)) -->
    [ "~w's fort does not stand at the rightmost space of their hand"-[P] ].
message(unknown_in_play) -->
    [ "a card in play shows its face: name it (its id in cards, or its name), unknown cards stand only in hands and the draft" ].

rule('CD-504', state, "The draft's bookkeeping",
     "The draft runs four rounds of four cards: during it the pool holds 4 cards (3 after the first pick), the deck holds enough cards for the rounds still to come, and after each finished round each player has picked 2 more cards; when it is over each player has 8 cards to form a hand with. While the hands are formed, at least one is still to form (the first turn begins when both are), and a formed hand row is the bastion, leftmost, then the player's drafted cards.",
     seed("Игра начинается с драфта: возьмите 4 карты. Первый игрок выбирает 1, затем второй игрок выбирает 2; первый игрок получает последнюю карту. Повторите со вторым игроком, который становится первым, пока у каждого игрока не будет по 8 карт.")).

invalid('CD-504', S, Path, Reason) :-
    S.phase == "draft",
    get_dict(draft, S, D),
    length(D.pool, NPool),
    length(D.deck, NDeck),
    Needed is 4 * (4 - D.round),
    (   \+ memberchk(NPool, [3, 4])
    ->  Path = "$.draft.pool",
        Reason = pool_size(NPool)
    ;   NDeck < Needed
    ->  Path = "$.draft.deck",
        Rounds is 4 - D.round,
        Reason = deck_too_small(NDeck, Rounds, Needed)
    ;   Done is D.round - 1,
        players(S, Ps), member(P, Ps), picked(S, P, Got), length(Got, NGot),
        (   NPool =:= 3, round_first_picker(S, P)
        ->  Expected is 2 * Done + 1            % the first pick of this round
        ;   Expected is 2 * Done
        ),
        NGot =\= Expected
    ->  json_path([draft, picked, P], Path),
        Picks is 4 - NPool,
        Reason = picks_so_far(Done, Picks, P, Expected, NGot)
    ).
invalid('CD-504', S, Path, drafted_count(P, NGot)) :-
    S.phase == "form_hand",
    get_dict(draft, S, _),
    players(S, Ps), member(P, Ps), hand(S, P, []),
    (   picked(S, P, Got) -> length(Got, NGot) ; NGot = 0 ),
    NGot =\= 8,
    json_path([draft, picked, P], Path).
invalid('CD-504', S, "$.hands", both_hands_formed) :-
    S.phase == "form_hand",
    players(S, Ps),
    forall(member(P, Ps), \+ hand(S, P, [])).
invalid('CD-504', S, Path, formed_hand_shape(P)) :-
    S.phase == "form_hand",
    players(S, Ps), member(P, Ps),
    hand(S, P, [First|Rest]),
    once((   First \== "bastion"
         ;   member(T, Rest), tower(T)
         )),
    json_path([hands, P], Path).

message(pool_size(N)) -->
    [ "a draft pool holds 4 cards (3 after the first pick), not ~d"-[N] ].
message(deck_too_small(NDeck, Rounds, Needed)) -->
    [ "the deck holds ~d cards, but the ~d rounds still to come need ~d"-[NDeck, Rounds, Needed] ].
message(picks_so_far(Done, Picks, P, Expected, NGot)) -->
    [ "after ~d finished round(s) and ~d pick(s) of this one, ~w has picked ~d cards, not ~d"-[Done, Picks, P, Expected, NGot] ].
message(both_hands_formed) -->
    [ "both hands are formed, so the first turn has begun: the phase is summon, not form_hand" ].
message(formed_hand_shape(P)) -->
    [ "~w's hand was formed just now: it is the bastion, leftmost, then the 8 drafted cards"-[P] ].
message(drafted_count(P, N)) -->
    [ "~w drafted ~d cards; the draft gives each player 8"-[P, N] ].

rule('CD-505', state, "Eight cards each",
     "The draft gives each player 8 cards, and cards never change sides: once a player's hand is formed, the cards in their hand row (the bastion/fort aside) and on their side of the lanes are 8, unknown cards counted. Before the hands are formed (the draft, forming the hands) no card is in play.",
     seed("Повторите со вторым игроком, который становится первым, пока у каждого игрока не будет по 8 карт. Перетасуйте 8 взятых вами карт, чтобы сформировать вашу руку")).

invalid('CD-505', S, Path, eight_cards(P, NHand, NPlay)) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    (   S.phase == "draft" -> fail
    ;   S.phase == "form_hand" -> Row \== []
    ;   true
    ),
    players_cards(S, P, NHand, NPlay),
    NHand + NPlay =\= 8,
    json_path([hands, P], Path).

invalid('CD-505', S, Path, in_play_before_the_game(P, Phase, Cards)) :-
    memberchk(S.phase, ["draft", "form_hand"]),
    Phase = S.phase,
    players(S, Ps),
    member(P, Ps),
    findall(Id, in_play(S, Id, _, P, _), [Id0|Ids0]),
    maplist(card_words(S), [Id0|Ids0], Cards),
    once(in_play(S, Id0, Lane, P, _)),
    json_path([lanes, Lane, P], Path).

%   repair(+State, +Path, +Reason, -Repair): the ways to mend an objection
%   (rc_play:state_repairs/5).  A hand row short of 8: unknown cards added
%   at its end; one over: its last unknown cards taken out (a card put in
%   play came from the hand).  As normalized/2 completes a hand left out
%   once the draft is over (the bastion and as many unknown cards as make
%   the player's 8), it completes.
repair(S, Path, eight_cards(P, NHand, NPlay), repair(complete, Words, [Path-Row])) :-
    hand(S, P, Row0),
    N is 8 - NHand - NPlay,
    (   N > 0
    ->  length(Us, N),
        maplist(=("unknown"), Us),
        append(Row0, Us, Row),
        Words = add_unknown_cards(P, N)
    ;   M is -N,
        without_last_unknown(M, Row0, Row),
        Words = remove_unknown_cards(P, M)
    ).

%   without_last_unknown(+N, +Row0, -Row): Row0 without its last N
%   unknown cards (fails if it has fewer).
without_last_unknown(N, Row0, Row) :-
    reverse(Row0, R0),
    drop_unknown(N, R0, R),
    reverse(R, Row).

drop_unknown(0, R, R) :- !.
drop_unknown(N, [C|R0], R) :-
    (   unknown_card(C)
    ->  N1 is N - 1,
        drop_unknown(N1, R0, R)
    ;   R = [C|R1],
        drop_unknown(N, R0, R1)
    ).

players_cards(S, P, NHand, NPlay) :-
    hand(S, P, Row),
    exclude(tower, Row, Cards),
    length(Cards, NHand),
    findall(x, in_play(S, _, _, P, _), InPlay),
    length(InPlay, NPlay).

message(eight_cards(P, NHand, NPlay)) -->
    { N is NHand + NPlay },
    [ "~w has ~d cards (~d in the hand row, ~d in play), but the draft gives each player 8 and cards never change sides: give the others, as unknown if they do not matter"-[P, N, NHand, NPlay] ],
    (   { N < 8 }
    ->  [ "; unknown cards stand only in a hand row (a count in the row will do: [Ravager, bastion, 7]), and each card added to the row adds 1 to the mana the turn starts with and, right of the bastion, moves the bastion one space further from the row's end" ]
    ;   []
    ).
message(in_play_before_the_game(P, Phase, Cards)) -->
    { atomic_list_concat(Cards, ', ', T) },
    [ "~w has ~w in play, but no card is played before the game begins (the phase is ~w)"-[P, T, Phase] ].

message(add_unknown_cards(P, N)) -->
    [ "add unknown cards to ~w's hand row (~D)"-[P, N] ].
message(remove_unknown_cards(P, N)) -->
    [ "take unknown cards out of ~w's hand row (~D)"-[P, N] ].

rule('CD-506', state, "The turn, its player and the first player agree",
     "During the draft and while the hands are formed the turn is 0, and while they are formed the active player is the first player. Then the first player plays the odd turns and the other player the even ones, from turn 1; in turn 1 the other player has nothing in play and the first player's bastion is still leftmost; in a player's first turn (1 or 2) their cards in play are all cards played this turn. Once the game is over it is still the turn of the player whose assault felled the fort.",
     seed("Игроки чередуются по очереди, начиная с игрока, получившего последнюю карту в драфте. ... (Исключение: первый игрок получает только 6 маны в первый ход.)")).

invalid('CD-506', S, "$.turn", Reason) :-
    memberchk(S.phase, ["draft", "form_hand"]),
    S.turn =\= 0,
    Reason = turn_before_the_game(S.phase, S.turn).
invalid('CD-506', S, "$.active", not_the_first_player(S.active, S.first_player)) :-
    S.phase == "form_hand",
    S.active \== S.first_player.
invalid('CD-506', S, Path, Reason) :-
    memberchk(S.phase, ["summon", "assault", "over"]),
    turn_problem(S, Path, Reason).

%   turn_problem(+S, -Path, -Reason): the turn's number, its player and
%   the first player disagree with the position.  One problem is told,
%   the first in this order, each check assuming the ones before it hold
%   (a turn 0 in play makes every later check meaningless): the number,
%   the turn's player, the first turn's position, a player's first turn,
%   the game's end.
turn_problem(S, Path, Reason) :-
    (   S.turn =:= 0
    ->  Path = "$.turn", Reason = turn_zero_in_play
    ;   turn_player_expected(S, Expected),
        S.active \== Expected
    ->  Path = "$.active", Reason = wrong_turn_player(S.turn, S.active, Expected)
    ;   S.turn =:= 1,
        opponent(S, S.first_player, O),
        once(in_play(S, Id, L, O, I))
    ->  json_path([lanes, L, O, I], Path), Reason = second_player_in_play(O, Id)
    ;   S.turn =:= 1,
        P = S.first_player,
        \+ hand(S, P, ["bastion"|_])
    ->  json_path([hands, P], Path), Reason = first_bastion_moved(P)
    ;   S.turn =< 2,
        P = S.active,
        once(( in_play(S, Id, L, P, I), \+ played_this_turn(S, Id) ))
    ->  json_path([lanes, L, P, I], Path), Reason = played_before_first_turn(P, Id, S.turn)
    ;   S.phase == "over",
        get_dict(loser, S, Loser),
        Loser == S.active
    ->  Path = "$.active", Reason = loser_to_move(Loser)
    ).

%   The first player plays the odd turns, the other player the even ones.
turn_player_expected(S, Expected) :-
    (   S.turn mod 2 =:= 1
    ->  Expected = S.first_player
    ;   opponent(S, S.first_player, Expected)
    ).

message(turn_before_the_game(Phase, Turn)) -->
    [ "the turns begin after the draft and the forming of the hands: in the ~w phase the turn is 0, not ~d"-[Phase, Turn] ].
message(not_the_first_player(A, F)) -->
    [ "while the hands are formed the active player is the first player, ~w, not ~w"-[F, A] ].
message(turn_zero_in_play) -->
    [ "turn 0 is the draft's: the first turn of play is turn 1" ].
message(wrong_turn_player(Turn, Active, Expected)) -->
    { ( Turn mod 2 =:= 1 -> Which = "odd" ; Which = "even" ) },
    [ "turn ~d is ~w, so it is ~w's turn (the first player plays the odd turns), not ~w's"-[Turn, Which, Expected, Active] ].
message(second_player_in_play(O, Id)) -->
    [ "in turn 1 ~w has not played yet, so ~w cannot be in play on ~w's side (is it a later turn?)"-[O, Id, O] ].
message(first_bastion_moved(P)) -->
    [ "in turn 1 nobody has attacked ~w yet: the bastion is still leftmost in ~w's hand row (is it a later turn?)"-[P, P] ].
message(played_before_first_turn(P, Id, Turn)) -->
    [ "turn ~d is ~w's first, so ~w, in play on ~w's side, was played this turn: list it in played_this_turn, or give a later turn"-[Turn, P, Id, P] ].
message(loser_to_move(L)) -->
    [ "~w's fort fell in their opponent's assault, so the game ended on the opponent's turn, not ~w's"-[L, L] ].

rule('CD-507', state, "The attackers still to attack",
     "During the assault, the attackers still to attack are cards of the active player in play that attack this turn, each once, in attack order (the top lane first; within a lane, farther from the bridge first). Outside the assault there are none.",
     seed("Нападение: все ваши карты в игре (кроме существ, которые вы разыграли в этом ходу) атакуют, сначала карты на верхней линии, затем карты на нижней линии. В пределах полосы карты дальше от моста атакуют раньше, чем карты ближе к мосту.")).

invalid('CD-507', S, Path, Reason) :-
    key_value(assault_queue, S, [], Queue),
    (   S.phase \== "assault"
    ->  Queue \== [],
        Path = "$.assault_queue",
        Reason = queue_outside_assault(S.phase)
    ;   nth0(I, Queue, Id),
        \+ may_attack_now_for(S, S.active, Id)
    ->  json_path([assault_queue, I], Path),
        Reason = not_an_attacker(Id, S.active)
    ;   assault_attackers(S, S.active, Order),
        \+ subsequence(Queue, Order)
    ->  Path = "$.assault_queue",
        Reason = queue_out_of_order(Queue, Order)
    ).

may_attack_now_for(S, P, Id) :-
    in_play(S, Id, _, P, _),
    may_attack_now(S, Id).

%   Sub is Seq with some elements left out, each element once.
subsequence([], _).
subsequence([X|Xs], Seq) :-
    once(( append(_, [Y|Rest], Seq), X == Y )),
    subsequence(Xs, Rest).

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   Every card wherever it is (hands, lanes, the draft, set aside): no
%   legal move creates, copies or loses one.  (Each player's one
%   bastion/fort is held by CD-501.)

inventory(S, Cards) :-
    placed_cards(S, Placed),
    findall(Id, member(Id-_, Placed), Ids),
    exclude(tower, Ids, Cards).

message(queue_outside_assault(Phase)) -->
    [ "attackers wait to attack only during the assault; in the ~w phase assault_queue is empty"-[Phase] ].
message(not_an_attacker(Id, P)) -->
    [ "~w is not a card of ~w in play that attacks this turn, so it cannot wait to attack"-[Id, P] ].
message(queue_out_of_order(Queue, Order)) -->
    { atomic_list_concat(Queue, ", ", Q), atomic_list_concat(Order, ", ", O) },
    [ "the attackers still to attack (~w) are not in attack order (~w): top lane first, farther from the bridge first"-[Q, O] ].
