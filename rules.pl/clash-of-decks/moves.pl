/*  Clash of Decks: the moves.

    Part of game.pl: the rules each kind of move is checked
    against, the shape of each kind of move, and the moves a position
    offers (well-formed moves in a stable order; legality, rc_legal.pl,
    keeps those that break no rule).
*/

                 /*******************************
                 *           THE MOVES          *
                 *******************************/

%!  action_rules(?Action, ?RuleIds) is nondet.
%
%   The constraint rules each kind of move is checked against, in the
%   order a judge reads them.

action_rules(pick,           ['CD-207', 'CD-001']).
action_rules(form_hand,      ['CD-207', 'CD-003']).
action_rules(play,           ['CD-101', 'CD-207', 'CD-208', 'CD-201', 'CD-209',
                              'CD-103', 'CD-203', 'CD-205', 'CD-408']).
action_rules(begin_assault,  ['CD-101', 'CD-308']).
action_rules(assault,        ['CD-101', 'CD-308']).
action_rules(attack,         ['CD-101', 'CD-308']).
action_rules(finish_assault, ['CD-101', 'CD-308']).

%!  terminal_rule(?RuleId) is det.

terminal_rule('CD-310').

%!  move_fields(?Action, ?Required, ?Optional) is nondet.
%
%   The shape of each kind of move (rc_moves.pl checks it).

move_fields("pick",           [cards-cards],  []).
move_fields("form_hand",      [order-cards],  []).
move_fields("play",           [card-card],    [lane-one_of(["top", "bottom"]), target-card]).
move_fields("begin_assault",  [],             []).
move_fields("attack",         [],             []).
move_fields("assault",        [],             []).
move_fields("finish_assault", [],             []).

%!  move_problem(+State, +Move, -Path, -Reason) is semidet.
%
%   A play names a lane or a target, never both.

move_problem(_, M, "$", Reason) :-
    M.action == "play",
    (   get_dict(lane, M, _), get_dict(target, M, _)
    ->  Reason = lane_and_target
    ;   \+ get_dict(lane, M, _), \+ get_dict(target, M, _)
    ->  Reason = neither_lane_nor_target
    ).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, -Move) is nondet.

candidate(S, M) :-
    S.phase == "draft",
    draft_picker_step(S, P, _),
    Pool = S.draft.pool,
    distinct(Cards, pool_pick(Pool, Cards)),    % unknown cards alike
    M = _{player:P, action:"pick", cards:Cards}.
candidate(S, M) :-
    S.phase == "form_hand",
    M = _{player:P, action:"form_hand", order:Order},  % a judge's move: its order checked, not searched for
    hand_to_form(S, P, Cards),
    msort(Cards, Sorted),
    distinct_ordering(Sorted, Order).
candidate(S, M) :-
    memberchk(S.phase, ["summon", "assault"]),
    P = S.active,
    hand_playable_card(S, P, Id),               % CD-201
    \+ unknown_card(Id),                        % CD-209
    play_candidate(S, P, Id, M).
candidate(S, M) :-
    S.phase == "summon",
    member(A, ["begin_assault", "assault"]),
    M = _{player:S.active, action:A}.
candidate(S, M) :-
    S.phase == "assault",
    member(A, ["attack", "finish_assault"]),
    M = _{player:S.active, action:A}.

pool_pick(Pool, [C]) :-
    member(C, Pool).
pool_pick(Pool, [C1, C2]) :-
    append(_, [C1|Rest], Pool),
    member(C2, Rest).

%   The orderings of a multiset of cards, each once: unknown cards are
%   alike, so two orderings that differ only in which unknown card stands
%   where are one.  Sorted is the cards in standard order.
distinct_ordering([], []).
distinct_ordering(Sorted, [C|Order]) :-
    Sorted = [_|_],
    sort(Sorted, Kinds),
    member(C, Kinds),
    selectchk(C, Sorted, Rest),
    distinct_ordering(Rest, Order).

play_candidate(S, P, Id, M) :-
    (   creature_like(S, Id)
    ->  lane(Lane),
        M = _{player:P, action:"play", card:Id, lane:Lane}
    ;   in_play(S, T, _, _, _),
        M = _{player:P, action:"play", card:Id, target:T}
    ).

%!  random_candidate(+State, -Move) is semidet.
%
%   Forming a hand, for random play: one of a player's orderings drawn at
%   random (each is a candidate; listing the 8! of them at every step was
%   most of a random game's time).  Fails in every other phase.

random_candidate(S, M) :-
    S.phase == "form_hand",
    findall(P-Cards, hand_to_form(S, P, Cards), Waiting),
    random_member(P-Cards, Waiting),
    random_permutation(Cards, Order),
    M = _{player:P, action:"form_hand", order:Order}.

%   hand_to_form(+State, ?Player, -Cards): Player has still to form a hand
%   from the drafted Cards.
hand_to_form(S, P, Cards) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, []),
    picked(S, P, Cards).

%!  legal_move_count(+State, -Count) is semidet.
%
%   The number of legal moves, without listing them, where it has a
%   closed form: while the hands are formed, every ordering of a player's
%   drafted cards is legal (CD-003, CD-207), so a player whose hand is
%   still to form has n! moves (8! = 40,320), or n!/k! when k of the
%   cards are unknown (alike).  Fails elsewhere: the engine counts.
%   tests/prolog/clash_of_decks.plt checks it against the count.

legal_move_count(S, Count) :-
    S.phase == "form_hand",
    players(S, Ps),
    foldl(orderings_left(S), Ps, 0, Count).

orderings_left(S, P, C0, C) :-
    (   hand(S, P, [])
    ->  picked(S, P, Cards),
        msort(Cards, Sorted),
        clumped_pairs(Sorted, Counts),
        length(Cards, N),
        numlist_product(N, F),
        foldl(divide_factorial, Counts, F, F1),
        C is C0 + F1
    ;   C = C0
    ).

clumped_pairs(Sorted, Counts) :-
    clumped(Sorted, Clumps),
    pairs_values(Clumps, Counts).

divide_factorial(K, F0, F) :-
    numlist_product(K, KF),
    F is F0 // KF.

numlist_product(N, F) :-
    (   N =< 1 -> F = 1 ; N1 is N - 1, numlist_product(N1, F1), F is N * F1 ).

