/*  Blood Bound: the moves.

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
%   order a judge reads them (rulebook order).  A rule that does not
%   concern a particular move (concerns/3 fails, rulebook.pl) is moot for
%   it: a decision out of its step (a token taken by a player who is not
%   wounded, an ability used outside its step) is checked against the
%   step's rule only, since the rest concern the player at that step.

action_rules(attack,       ['BB-201', 'BB-202', 'BB-204', 'BB-205']).
action_rules(pass,         ['BB-201', 'BB-203']).
action_rules(offer,        ['BB-301', 'BB-302', 'BB-303', 'BB-304', 'BB-306']).
action_rules(accept,       ['BB-301', 'BB-305']).
action_rules(decline,      ['BB-301']).
action_rules(take_token,   ['BB-401', 'BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']).
action_rules(return_token, ['BB-401', 'BB-543']).
action_rules(skip,         ['BB-501']).
action_rules(quill,        ['BB-501', 'BB-504']).
action_rules(assassinate,  ['BB-501', 'BB-502', 'BB-503']).
action_rules(look,         ['BB-501', 'BB-503']).
action_rules(heal,         ['BB-501', 'BB-540', 'BB-543']).
action_rules(wound,        ['BB-501', 'BB-502', 'BB-540']).
action_rules(compel,       ['BB-501', 'BB-502', 'BB-503']).
action_rules(guard,        ['BB-501', 'BB-503', 'BB-504']).
action_rules(berserk,      ['BB-501', 'BB-502']).
action_rules(staff,        ['BB-501', 'BB-503', 'BB-504']).
action_rules(fan,          ['BB-501', 'BB-503', 'BB-504']).
action_rules(curse,        ['BB-501', 'BB-503', 'BB-504', 'BB-596']).

%!  terminal_rule(?RuleId) is det.

terminal_rule('BB-209').

%!  gate_rules(?RuleIds) is det.
%
%   A move that names someone not at the table breaks BB-210 and nothing
%   else: the other rules are about players who are there.

gate_rules(['BB-210']).

%!  unknown_player_rule(?RuleId) is det.
%
%   Naming a player who is not at the table is a rule violation here, not
%   malformed input (rc_moves.pl).

unknown_player_rule('BB-210').

%!  move_fields(?Action, ?Required, ?Optional) is nondet.
%
%   The shape of each kind of move (rc_moves.pl checks it).

move_fields("attack",       [target-player],    []).
move_fields("pass",         [to-player],        []).
move_fields("offer",        [],                 []).
move_fields("accept",       [intervener-player], []).
move_fields("decline",      [],                 []).
move_fields("take_token",   [token-one_of(Ts)], []) :- token_kinds(Ts).
move_fields("return_token", [token-one_of(Ts)], []) :- token_kinds(Ts).
move_fields("skip",         [],                 []).
move_fields("quill",        [],                 []).
move_fields("assassinate",  [victim-player],    []).
move_fields("look",         [players-pair(player)], []).
move_fields("heal",         [],                 []).
move_fields("wound",        [],                 []).
move_fields("compel",       [victim-player],    []).
move_fields("guard",        [recipient-player], []).
move_fields("berserk",      [],                 []).
move_fields("staff",        [recipient-player], []).
move_fields("fan",          [recipient-player], []).
move_fields("curse",        [],                 [true_curse-player, false_curses-players]).

%!  move_problem(+State, +Move, -Path, -Reason) is semidet.
%
%   Lists of players whose order means nothing (the Harlequin's two
%   players, the false curses' recipients) are written in seating order,
%   so that each decision has one spelling.

move_problem(S, M, Path, seating_order(K, Ordered)) :-
    get_dict(action, M, A),
    (   A == "look" -> K = players ; A == "curse", K = false_curses ),
    get_dict(K, M, L),
    is_list(L),
    player_names(S, Names),
    forall(member(X, L), memberchk(X, Names)),
    get_dict(player, M, Mover),
    \+ memberchk(Mover, L),
    sort(L, Set), length(Set, N), length(L, N),
    include({L}/[X]>>memberchk(X, L), Names, Ordered),
    Ordered \== L,
    json_path([K], Path),
    !.

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, -Move) is nondet.
%
%   The moves of every player who may act now, in seating order.
%   Candidates that a rule always refuses are not generated (check still
%   names the rule for them), each left out by the rule's own relation:
%   offers by players who may not offer (may_offer_intervention/2);
%   attacks on a Shield holder (holds_shield/2); a token the token rules
%   refuse (token_player_may_take/3, BB-402..405).  The Inquisitor's
%   attack on a player with three wounds is offered, and BB-205 refuses
%   it: whether an attack is offered does not tell who the Inquisitor is
%   (a listing for a player who cannot see the attacker's card gives the
%   same reasons either way, rc_explain.pl's hidden_notes/4).

candidate(S, M) :-
    \+ game_over(S),
    stage_candidate(S, M).

stage_candidate(S, M) :-
    current_player(S, D),
    players(S, Ps),
    (   member(P, Ps),
        get_dict(name, P, T),
        T \== D,
        \+ record_holds_shield(P),
        M = _{player:D, action:"attack", target:T}
    ;   other_names(Ps, D, Others),
        member(T, Others),
        M = _{player:D, action:"pass", to:T}
    ).
stage_candidate(S, M) :-
    pending(S, A),
    stage(S, Stage),
    pending_candidate(Stage, S, A, M).

pending_candidate("offers", S, _, M) :-
    pending_value(S, target, T),
    pending_value(S, offers, Offers),
    (   may_offer_intervention(S, N),
        M = _{player:N, action:"offer"}
    ;   M = _{player:T, action:"decline"}
    ;   member(I, Offers),
        M = _{player:T, action:"accept", intervener:I}
    ).
pending_candidate("wound", S, _, M) :-
    pending_value(S, wounded, W),
    token_player_may_take(S, W, K),             % BB-402..405
    M = _{player:W, action:"take_token", token:K}.
pending_candidate("ability", S, _, M) :-
    pending_value(S, user, U),
    player_role(S, U, Role),
    (   ability_candidate(S, U, Role, M)
    ;   M = _{player:U, action:"skip"}
    ).
pending_candidate("heal", S, _, M) :-
    pending_value(S, target, T),
    player_tokens(S, T, Ts),
    list_to_set(Ts, Kinds),
    member(K, Kinds),
    M = _{player:T, action:"return_token", token:K}.

ability_candidate(_, U, elder, _{player:U, action:"quill"}).
ability_candidate(S, U, assassin, _{player:U, action:"assassinate", victim:V}) :-
    other_players(S, U, Os), member(V, Os).
ability_candidate(S, U, harlequin, _{player:U, action:"look", players:[A, B]}) :-
    other_players(S, U, Os),
    append(_, [A|Rest], Os), member(B, Rest).
ability_candidate(_, U, alchemist, _{player:U, action:"heal"}).
ability_candidate(_, U, alchemist, _{player:U, action:"wound"}).
ability_candidate(S, U, mentalist, _{player:U, action:"compel", victim:V}) :-
    other_players(S, U, Os), member(V, Os).
ability_candidate(S, U, guardian, _{player:U, action:"guard", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(_, U, berserker, _{player:U, action:"berserk"}).
ability_candidate(S, U, mage, _{player:U, action:"staff", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(S, U, courtesan, _{player:U, action:"fan", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(S, U, inquisitor, M) :-
    curse_supply(S, true, T), curse_supply(S, false, F),
    T + F > 0,
    other_players(S, U, Os),
    (   T =:= 1
    ->  member(TR, Os),
        exclude(==(TR), Os, Rest),
        Pairs0 = [true_curse-TR]
    ;   Rest = Os,
        Pairs0 = []
    ),
    (   F =:= 0
    ->  Pairs = Pairs0
    ;   combination(F, Rest, FL),
        append(Pairs0, [false_curses-FL], Pairs)
    ),
    dict_pairs(M0, _, [player-U, action-"curse"|Pairs]),
    M = M0.

%   combination(+K, +List, -Comb): K elements of List, in list order.
combination(0, _, []) :- !.
combination(K, [X|Xs], [X|Cs]) :-
    K1 is K - 1,
    combination(K1, Xs, Cs).
combination(K, [_|Xs], Cs) :-
    K > 0,
    combination(K, Xs, Cs).
