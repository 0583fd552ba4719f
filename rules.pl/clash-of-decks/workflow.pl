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

%!  fact(?RuleId, +State, +Move, -Fact:string) is nondet.
%
%   A fact of this position that decides RuleId for Move.

fact('CD-310', S, _, F) :-
    format(string(F), "the game is in its ~w phase", [S.phase]).
fact('CD-101', S, M, F) :-
    format(string(F), "it is ~w's turn; the move is ~w's", [S.active, M.player]).
fact('CD-207', S, M, F) :-
    (   M.action == "play", card_type(S, M.card, T)
    ->  format(string(F), "the game is in its ~w phase; ~w is a ~w", [S.phase, M.card, T])
    ;   format(string(F), "the game is in its ~w phase", [S.phase])
    ).
fact('CD-208', S, _, F) :-
    rule_variant(S, spells_during_assault, V),
    format(string(F), "spells during the assault: ~w in this state's rules", [V]).
fact('CD-201', S, M, F) :-
    \+ in_hand(S, M.player, M.card),
    place_text(S, M.card, Where),
    format(string(F), "~w is ~w", [M.card, Where]).
fact('CD-201', S, M, F) :-
    hand(S, M.player, Row),
    atomic_list_concat(Row, ', ', RowText),
    format(string(F), "~w's hand row, left to right: ~w", [M.player, RowText]).
fact('CD-201', S, M, F) :-
    hand_place(S, M.player, M.card, Place),
    ordinal(Place, Nth),
    format(string(F), "~w is ~w of the cards other than the bastion/fort", [M.card, Nth]).
fact('CD-209', _, M, F) :-
    (   unknown_card(M.card)
    ->  F = "the card is unknown: the position does not say which card it is"
    ;   format(string(F), "~w is a card the position names", [M.card])
    ).
fact('CD-103', S, M, F) :-
    card(S, M.card, _),
    card_cost(S, M.card, Cost),
    mana_to_pay(S, M.player, Mana),
    format(string(F), "~w costs ~d; ~w has ~d mana", [M.card, Cost, M.player, Mana]).
fact('CD-203', S, M, F) :-
    card_type(S, M.card, T),
    (   get_dict(lane, M, L)
    ->  format(string(F), "~w is a ~w; the move names the ~w lane", [M.card, T, L])
    ;   format(string(F), "~w is a ~w; the move names a target, not a lane", [M.card, T])
    ).
fact('CD-205', S, M, F) :-
    card_type(S, M.card, T),
    (   get_dict(target, M, Tg)
    ->  place_text(S, Tg, Where),
        format(string(F), "~w is a ~w; its target ~w is ~w", [M.card, T, Tg, Where])
    ;   format(string(F), "~w is a ~w; the move names a lane, not a target", [M.card, T])
    ).
fact('CD-408', S, M, F) :-
    get_dict(target, M, Tg),
    card(S, Tg, _),
    (   has_ability(S, Tg, "indestructible")
    ->  format(string(F), "~w has Indestructible", [Tg])
    ;   format(string(F), "~w does not have Indestructible", [Tg])
    ).
fact('CD-308', S, M, F) :-
    (   M.action == "attack", S.phase == "assault"
    ->  (   next_attacker(S, A)
        ->  format(string(F), "the assault is under way; next to attack: ~w", [A])
        ;   F = "the assault is under way; every card has attacked"
        )
    ;   format(string(F), "the game is in its ~w phase", [S.phase])
    ).
fact('CD-001', S, M, F) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    atomic_list_concat(S.draft.pool, ', ', Pool),
    format(string(F), "the pool holds ~w; ~w picks ~d now; the move takes ~w", [Pool, P, N, M.cards]).
fact('CD-003', S, M, F) :-
    picked(S, M.player, Cards),
    atomic_list_concat(Cards, ', ', Text),
    format(string(F), "~w drafted ~w", [M.player, Text]).

place_text(S, Id, Text) :-
    card_place(S, Id, Place),
    reason_text(clash_of_decks, place(Place), Text).

%!  fix(?RuleId, +State, +Move, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId: what a judge tells the
%   player.

fix('CD-201', S, M, Fix) :-
    \+ in_hand(S, M.player, M.card),
    findall(Id, ( hand_playable_card(S, M.player, Id), \+ unknown_card(Id) ), Front),
    atomic_list_concat(Front, ', ', FrontText),
    format(string(Fix), "play a card of ~w's own hand row, one of the 4 leftmost: ~w", [M.player, FrontText]).
fix('CD-201', S, M, Fix) :-
    hand_place(S, M.player, M.card, Place),
    Need is Place - 4,
    findall(Id, hand_playable_card(S, M.player, Id), Front),
    atomic_list_concat(Front, ', ', FrontText),
    format(string(Fix), "~d card(s) to its left must be played first (the playable cards now: ~w); each card played moves ~w one place left",
           [Need, FrontText, M.card]).
fix('CD-103', S, M, Fix) :-
    card_cost(S, M.card, Cost),
    mana_to_pay(S, M.player, Mana),
    Short is Cost - Mana,
    format(string(Fix), "needs ~d more mana", [Short]).
fix('CD-101', S, _, Fix) :-
    format(string(Fix), "only ~w may act now; wait for your turn", [S.active]).
fix('CD-203', _, M, Fix) :-
    format(string(Fix), "name a lane instead of a target: {\"lane\": \"top\"} or {\"lane\": \"bottom\"} for ~w", [M.card]).
fix('CD-205', S, _, Fix) :-
    findall(T, in_play(S, T, _, _, _), Ts),
    (   Ts == []
    ->  Fix = "no card is in play, so no spell can be cast now"
    ;   atomic_list_concat(Ts, ', ', Text),
        format(string(Fix), "name a target card in play: one of ~w", [Text])
    ).
fix('CD-408', S, M, Fix) :-
    findall(T, ( in_play(S, T, _, _, _), \+ has_ability(S, T, "indestructible") ), Ts),
    (   Ts == []
    ->  format(string(Fix), "every card in play is Indestructible: ~w has no target", [M.card])
    ;   atomic_list_concat(Ts, ', ', Text),
        format(string(Fix), "target a card without Indestructible: one of ~w", [Text])
    ).
fix('CD-308', S, M, Fix) :-
    (   memberchk(M.action, ["attack", "finish_assault"]), S.phase == "summon"
    ->  Fix = "begin the assault first (begin_assault), or play it out at once (assault)"
    ;   M.action == "attack"
    ->  Fix = "every card has attacked: finish_assault ends the turn"
    ;   Fix = "the assault has already begun: attack, or finish_assault"
    ).
fix('CD-207', S, M, Fix) :-
    (   S.phase == "assault"
    ->  format(string(Fix), "~w could have been played before the assault began", [M.card])
    ;   format(string(Fix), "wait for the summoning phase (the game is in its ~w phase)", [S.phase])
    ).
fix('CD-208', _, _, "this state plays by the current BGA rule (no spells during the assault); under the seed's rule it would be allowed").
fix('CD-001', S, _, Fix) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    atomic_list_concat(S.draft.pool, ', ', Pool),
    format(string(Fix), "~w takes ~d card(s) from the pool: ~w", [P, N, Pool]).
fix('CD-003', S, M, Fix) :-
    picked(S, M.player, Cards),
    atomic_list_concat(Cards, ', ', Text),
    format(string(Fix), "order exactly these 8 cards: ~w", [Text]).

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
%   on cards the viewer cannot see.

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    P \== V,
    memberchk(P, S.players),
    get_dict(action, M, A),
    memberchk(A, ["play", "pick", "form_hand"]),
    format(string(Reason), "which cards ~w may play depends on ~w's hand, which ~w cannot see", [P, P, V]).
