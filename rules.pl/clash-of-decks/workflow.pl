/*  Clash of Decks: the judge's workflow.

    Part of game.pl: the facts that decide a rule for a move,
    the changes that would mend it, what a player cannot see, and the
    display model `show` draws.  Each asks the relations the rules use.
*/

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  moot(?RuleId, +State, +Move) is semidet.
%
%   Rules that concern only spells, or only creatures and buildings;
%   the cost (CD-103), out of turn or outside summoning and the assault.

moot(Id, S, M) :-
    kind_only_rule(Id, Kind),
    \+ card_kind(S, M.card, Kind).
moot('CD-103', S, M) :-
    \+ mana_to_pay(S, M.player, _).

kind_only_rule('CD-203', creature).
kind_only_rule('CD-205', spell).
kind_only_rule('CD-208', spell).
kind_only_rule('CD-408', spell).

card_kind(S, Id, creature) :- creature_like(S, Id).
card_kind(S, Id, spell) :- spell(S, Id).

%!  fact(?RuleId, +State, +Move, -Fact) is nondet.
%
%   A fact of this position that decides RuleId for Move, as a term
%   message//1 puts in words as fact(Fact) (messages.pl).

fact('CD-310', S, _, phase(S.phase)).
fact('CD-101', S, M, turn_and_mover(S.active, M.player)).
fact('CD-207', S, M, F) :-
    (   M.action == "play", card_type(S, M.card, T)
    ->  F = phase_and_card_type(S.phase, M.card, T)
    ;   F = phase(S.phase)
    ).
fact('CD-208', S, _, spells_during_assault(V)) :-
    rule_variant(S, spells_during_assault, V).
fact('CD-201', S, M, card_place(M.card, Place)) :-
    \+ in_hand(S, M.player, M.card),
    card_place(S, M.card, Place).
fact('CD-201', S, M, hand_row(M.player, Row)) :-
    hand(S, M.player, Row).
fact('CD-201', S, M, hand_place(M.card, Place)) :-
    hand_place(S, M.player, M.card, Place).
fact('CD-209', _, M, F) :-
    (   unknown_card(M.card)
    ->  F = unknown_card
    ;   F = named_card(M.card)
    ).
fact('CD-103', S, M, cost_and_mana(M.card, Cost, M.player, Mana)) :-
    card(S, M.card, _),
    card_cost(S, M.card, Cost),
    mana_to_pay(S, M.player, Mana).
fact('CD-203', S, M, F) :-
    card_type(S, M.card, T),
    (   get_dict(lane, M, L)
    ->  F = card_type_and_lane(M.card, T, L)
    ;   F = card_type_and_no_lane(M.card, T)
    ).
fact('CD-205', S, M, F) :-
    card_type(S, M.card, T),
    (   get_dict(target, M, Tg)
    ->  card_place(S, Tg, Place),
        F = card_type_and_target(M.card, T, Tg, Place)
    ;   F = card_type_and_no_target(M.card, T)
    ).
fact('CD-408', S, M, F) :-
    get_dict(target, M, Tg),
    card(S, Tg, _),
    (   has_ability(S, Tg, "indestructible")
    ->  F = indestructible(Tg)
    ;   F = not_indestructible(Tg)
    ).
fact('CD-308', S, M, F) :-
    (   M.action == "attack", S.phase == "assault"
    ->  (   next_attacker(S, A)
        ->  F = next_attacker(A)
        ;   F = every_card_attacked
        )
    ;   F = phase(S.phase)
    ).
fact('CD-001', S, M, draft_step(Pool, P, N, Cards)) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    Pool = S.draft.pool,
    Cards = M.cards.
fact('CD-003', S, M, drafted(M.player, Cards)) :-
    picked(S, M.player, Cards).

%!  fix(?RuleId, +State, +Move, -Fix) is nondet.
%
%   A change that would make Move satisfy RuleId: what a judge tells the
%   player, as a term message//1 puts in words as fix(Fix).

fix('CD-201', S, M, play_from_own_row(M.player, Front)) :-
    \+ in_hand(S, M.player, M.card),
    findall(Id, ( hand_playable_card(S, M.player, Id), \+ unknown_card(Id) ), Front).
fix('CD-201', S, M, play_cards_to_its_left(Need, Front, M.card)) :-
    hand_place(S, M.player, M.card, Place),
    Need is Place - 4,
    findall(Id, hand_playable_card(S, M.player, Id), Front).
fix('CD-103', S, M, more_mana(Short)) :-
    card_cost(S, M.card, Cost),
    mana_to_pay(S, M.player, Mana),
    Short is Cost - Mana.
fix('CD-101', S, _, wait_for_your_turn(S.active)).
fix('CD-203', _, M, name_a_lane(M.card)).
fix('CD-205', S, _, Fix) :-
    findall(T, in_play(S, T, _, _, _), Ts),
    (   Ts == []
    ->  Fix = nothing_in_play
    ;   Fix = target_one_of(Ts)
    ).
fix('CD-408', S, M, Fix) :-
    findall(T, ( in_play(S, T, _, _, _), \+ has_ability(S, T, "indestructible") ), Ts),
    (   Ts == []
    ->  Fix = all_indestructible(M.card)
    ;   Fix = target_destructible(Ts)
    ).
fix('CD-308', S, M, Fix) :-
    (   memberchk(M.action, ["attack", "finish_assault"]), S.phase == "summon"
    ->  Fix = begin_the_assault
    ;   M.action == "attack"
    ->  Fix = finish_the_assault
    ;   Fix = assault_begun
    ).
fix('CD-207', S, M, Fix) :-
    (   S.phase == "assault"
    ->  Fix = play_before_the_assault(M.card)
    ;   Fix = wait_for_summoning(S.phase)
    ).
fix('CD-208', _, _, seed_rule_would_allow).
fix('CD-001', S, _, take_from_pool(P, N, Pool)) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    Pool = S.draft.pool.
fix('CD-003', S, M, order_drafted(Cards)) :-
    picked(S, M.player, Cards).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees the cards in their own hand, everything in play and
%   where each bastion/fort stands; not the cards in the opponent's hand
%   row (their number and places are seen), the draft deck, or the
%   opponent's draft picks.

hidden(S, V, [hands, O, I]) :-
    opponent(S, V, O),
    hand(S, O, Row),
    nth0(I, Row, Id),
    \+ tower(Id).
hidden(S, V, [cards, Id]) :-
    opponent(S, V, O),
    hand(S, O, Row),
    member(Id, Row),
    card(S, Id, _).
hidden(S, _, [draft, deck]) :-
    get_dict(draft, S, _).
hidden(S, V, [draft, picked, O]) :-
    get_dict(draft, S, _),
    opponent(S, V, O).
hidden(S, V, [cards, Id]) :-
    get_dict(draft, S, D),
    opponent(S, V, O),
    key_value(O, D.picked, Got),
    member(Id, Got),
    card(S, Id, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether the opponent's card play (or pick, or hand) is legal turns
%   on cards the viewer cannot see.  Reason is a term message//1 puts in
%   words as hidden(Reason).

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    P \== V,
    memberchk(P, S.players),
    get_dict(action, M, A),
    memberchk(A, ["play", "pick", "form_hand"]),
    Reason = hand_unseen(P, V).
