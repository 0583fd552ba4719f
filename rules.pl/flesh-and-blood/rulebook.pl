/*  Flesh and Blood: the rules a move can break.

    Part of game.pl.  Each constraint rule is one block: its
    rule/5 entry, the relation that decides it, and its broken/4 clause,
    whose reason term messages.pl puts in words.  A rule gives at most
    one reason for a move.
*/

                 /*******************************
                 *         RETIRED RULES        *
                 *******************************/

%!  retired_rule(?Id, ?Successors, ?Note) is nondet.
%
%   A rule ID the rulebook no longer has, kept as a redirect: the rules
%   that now say what it said, and how it went.  A fixture naming it
%   still runs, as its successor, with a warning; `rulecheck rules
%   FAB-689` says where it went.

retired_rule('FAB-834', ['FAB-863', 'FAB-864'],
             "\"Wager: when the attack attacks, its player may wager a token; as its chain link resolves, the winner creates it\" (Wage Agility, Wage Vigor) was merged into FAB-864 (the wager asked as the attack opens its chain link) and FAB-863 (settled as the link resolves), the one wager the Betsy, Kassai and Olympia Blitz Decks share").
retired_rule('FAB-835', ['FAB-864'],
             "\"A wager is answered by mode 1 or a decline\" was merged into FAB-864: a wager is answered by a wager move or a decline").
retired_rule('FAB-1077', ['FAB-1005'],
             "\"Arcane damage the turn player deals to the other hero is recorded for the turn\" ({kind: arcane_dealt}, Meat and Greet's) recorded the same fact as FAB-1005 ({kind: arcane_damage_to_opponent}, Piercing Shadow Vise's, Rip Through Reality's): Meat and Greet reads that one record now").
retired_rule('FAB-1445', ['FAB-1541'],
             "\"Astral Etchings: played as though it were an instant, or as an action, as its player chooses\" was merged into FAB-1541, the one as_action choice Snap Shot's bows and Astral Etchings share").
retired_rule('FAB-689', ['FAB-682'],
             "\"A random discard names a known card of the player's hand\" (Wild Ride, Mini Meataxe) was merged into FAB-682, the one random discard Monstrous Veil, Bare Fangs, Wild Ride and Mini Meataxe share").

                 /*******************************
                 *        TURN STRUCTURE        *
                 *******************************/

rule('FAB-201', constraint, "Nothing is played in the start phase",
     "In the start phase no card may be played and no ability activated; its only move is the turn player's pass into the action phase.",
     seed("Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться.Після цього переходьте до фази дій.")).

broken('FAB-201', S, _, no_plays_in_start_phase) :-
    get_dict(phase, S, "start").

message(no_plays_in_start_phase) -->
    [ "the start phase has no plays: pass to begin the action phase" ].

rule('FAB-203', constraint, "Only the player who may act moves",
     "In the start and end phases the turn player acts; in the action phase the player with priority acts, except in the defend step, where the defending player declares defenders, and while a choice waits (FAB-526, FAB-528, FAB-530), where the player it asks answers it.",
     ruling("", "The seed lets the turn player play in their action phase and lets instants be played at any time. CR 1.11.2 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): one player has priority at a time; the turn player gains priority at the start of the action phase and after each layer resolves (CR 5.3.7); a pass gives priority to the other player (CR 1.11.4a). The player who plays a card or activates an ability keeps priority (CR 1.11.5), and after a layer resolves the turn player has it (FAB-208).")).

%!  actor(+State, -Player) is det.
%
%   The player who may move now, and why (actor/3): the player a choice
%   waits for (choices.pl), the defending player in the defend step, the
%   player with priority in the action phase, the turn player in the
%   start and end phases.

actor(S, A) :-
    actor(S, A, _).

actor(S, A, Why) :-
    get_dict(phase, S, Phase),
    (   pending(S, Pd)                          % choices.pl
    ->  A = Pd.player,
        Why = choosing(A, Pd.choice)
    ;   Phase == "action", chain_step(S, "defend")
    ->  active_link(S, L),
        get_dict(defender, L, A),
        Why = defending(A)
    ;   Phase == "action"
    ->  get_dict(priority, S, A),
        Why = priority(A)
    ;   get_dict(turn_player, S, A),
        Why = phase_owner(Phase, A)
    ).

%!  priority_rule(?RuleId) is semidet.
%   The rule a move breaks when another player holds priority (the engine
%   then asks whether the move is legal once that player passes).

priority_rule('FAB-203').

%!  priority_holder(+State, -Player) is semidet.
%   Player has priority: the action phase outside the defend step.

priority_holder(S, A) :-
    actor(S, A, priority(A)).

broken('FAB-203', S, M, not_the_actor(P, Why)) :-
    actor(S, A, Why),
    get_dict(player, M, P),
    P \== A.

message(not_the_actor(P, Why)) -->
    [ "~w may not act now: "-[P] ],
    message(actor_why(Why)).

rule('FAB-205', constraint, "The arsenal at the end of the turn",
     "In the end phase the turn player may put one card from their hand face down into their arsenal, only if the arsenal is empty.",
     seed("Якщо ваш арсенал порожній, ви можете покласти карту з руки в арсенал лицьовою стороною вниз.")).

%!  arsenal_problem(+Player, +Id, -Reason) is semidet.
%
%   The card Id cannot go into Player's arsenal at the end of the turn:
%   the arsenal is not empty, or the card is not in Player's hand.

arsenal_problem(P, Id, Reason) :-
    (   P.arsenal \== []
    ->  Reason = arsenal_full(P.name)
    ;   \+ card_in(P, hand, Id, _)
    ->  (   card_where(P, Id, Z, C)
        ->  Reason = arsenal_not_from_hand(C, Z)
        ;   Reason = no_card_to_arsenal(P.name, Id)
        )
    ).

broken('FAB-205', S, M, Reason) :-
    get_dict(arsenal, M, Id),
    Id \== null,
    player(S, M.player, P),
    arsenal_problem(P, Id, Reason).

message(arsenal_full(P)) -->
    [ "~w's arsenal already holds a card; a card goes there only when it is empty"-[P] ].
message(arsenal_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w; only a card from hand goes to the arsenal"-[L, Z] ].
message(no_card_to_arsenal(P, Id)) -->
    [ "~w has no card ~w in hand"-[P, Id] ].

rule('FAB-207', constraint, "A move fits the phase and step",
     "Each phase and step offers its own moves: pass in the start phase; play, activate and pass in the action phase outside the defend step; defend only in the defend step; end_turn only in the end phase. While a choice waits, its moves only: prevent for arcane damage (FAB-526), banish for intimidate (FAB-528), pay or decline for Bloodrot Pox (FAB-530); none of them is a move at any other time.",
     ruling("", "The seed's turn structure, read with CR 4.2-4.4 and 7.3 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): the start and end phases have no priority (CR 4.2.1, 4.4.1) and defenders are declared before anyone gets priority in the defend step (CR 7.3.2, 7.3.3).")).

%!  phase_offers(+State, ?Action:string) is nondet.
%
%   The phase and step of State offer moves of Action, in the order the
%   moves are listed: pass in the start phase; play, activate and pass
%   in the action phase outside the defend step; defend in the defend
%   step; end_turn in the end phase.  (Conceding, FAB-703, is no move of
%   a phase: it is offered at any time.)  The candidates (moves.pl) are
%   generated for these actions only.

phase_offers(S, Action) :-
    (   pending(S, Pd)                          % choices.pl
    ->  choice_action(Pd.choice, Action)
    ;   get_dict(phase, S, Phase),
        phase_action(Phase, S, Action)
    ).

phase_action("start", _, "pass").
phase_action("action", S, Action) :-
    (   chain_step(S, "defend")
    ->  Action = "defend"
    ;   member(Action, ["play", "activate", "pass"])
    ).
phase_action("end", _, "end_turn").

%!  phase_misfit(+State, +Action:string, -Reason) is semidet.
%
%   The phase and step of State do not offer Action (phase_offers/2), and
%   Reason says why.  A play or an activation in the start phase is
%   FAB-201's.

phase_misfit(S, Action, Reason) :-
    \+ phase_offers(S, Action),
    (   pending(S, Pd)
    ->  Reason = choice_waits(Pd.player, Pd.choice)
    ;   choice_action(Choice, Action)
    ->  Reason = no_choice_waits(Choice)
    ;   get_dict(phase, S, Phase),
        (   chain_step(S, "defend") -> Step = "defend" ; Step = none ),
        misfit_reason(Action, Phase, Step, Reason)
    ).

misfit_reason("pass", "end", _, no_priority_in_end_phase).
misfit_reason("pass", "action", "defend", defenders_not_passed).
misfit_reason(Action, "end", _, no_plays_in_end_phase) :-
    memberchk(Action, ["play", "activate"]).
misfit_reason(Action, "action", "defend", no_plays_while_defending) :-
    memberchk(Action, ["play", "activate"]).
misfit_reason("defend", _, _, not_defend_step).
misfit_reason("end_turn", Phase, _, turn_ends_in_end_phase(Phase)).

broken('FAB-207', S, M, Reason) :-
    get_dict(action, M, Action),
    phase_misfit(S, Action, Reason).

message(no_priority_in_end_phase) -->
    [ "the end phase is one move, end_turn; there is no priority to pass" ].
message(defenders_not_passed) -->
    [ "in the defend step the defending player declares defenders (a defend move with no cards defends with nothing)" ].
message(no_plays_in_end_phase) -->
    [ "nothing is played in the end phase" ].
message(no_plays_while_defending) -->
    [ "nothing is played while defenders are being declared" ].
message(not_defend_step) -->
    [ "defenders are declared only in the defend step of combat" ].
message(turn_ends_in_end_phase(Phase)) -->
    [ "the turn ends only in the end phase; this is the ~w phase"-[Phase] ].

                 /*******************************
                 *         PLAYING CARDS        *
                 *******************************/

rule('FAB-301', constraint, "Cards are played from hand or arsenal",
     "A player plays a card of theirs from the zone the move names, their hand or their arsenal; the card must be there and be a card that can be played.",
     seed("ви починаєте фазу дій з 1 очком дії, яке ви можете використовувати, щоб зіграти карту дії зі своєї руки або арсеналу.")).

%!  playable_card(+Card, -Type) is semidet.
%
%   Card is of a type that can be played (an action, attack action,
%   instant, attack reaction or defense reaction card).

playable_card(C, T) :-
    card_type(C, T),
    playable_type(T).

%!  play_source_problem(+State, +Move, -Reason) is semidet.
%
%   The card a play move names is not a playable card of the player's,
%   in the zone the move names.

play_source_problem(S, M, Reason) :-
    player(S, M.player, P),
    Id = M.card,
    From = M.from,
    play_zone(From, Zone),
    (   card_in(P, Zone, Id, C)
    ->  \+ playable_card(C, _),
        card_type(C, T),
        Reason = not_playable(C, T)
    ;   card_where(P, Id, Z, C)
    ->  Reason = not_in_zone(C, M.player, Z, From)
    ;   nuu4_foreign_card(S, M, Id, C)          % card_texts_nuu_4.pl: Nuu's permission (FAB-1414)
    ->  \+ playable_card(C, _),
        card_type(C, T),
        Reason = not_playable(C, T)
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, Id, _, C)
    ->  Reason = opponents_card(C, O)
    ;   Reason = no_card_to_play(Id, M.player, From)
    ).

broken('FAB-301', S, M, Reason) :-
    play_source_problem(S, M, Reason).

%   The zone a play move's `from` names (the banished zone where an effect
%   lets a card be played from it: card_texts_katsu_rest.pl, FAB-569).
play_zone("hand", hand).
play_zone("arsenal", arsenal).
play_zone("banished", banished).

message(not_playable(C, _)) -->
    { unknown_card(C), !, card_label(C, L) },
    [ "~w is an unknown card: it can be played once the position names it"-[L] ].
message(not_playable(C, T)) -->
    { card_label(C, L) },
    [ "~w is a card of type ~w, which cannot be played"-[L, T] ].
message(not_in_zone(C, P, Z, From)) -->
    { card_label(C, L) },
    [ "~w is in ~w's ~w, not in their ~w"-[L, P, Z, From] ].
message(opponents_card(C, O)) -->
    { card_label(C, L) },
    [ "~w belongs to ~w; only a card's owner plays it"-[L, O] ].
message(no_card_to_play(Id, P, From)) -->
    [ "there is no card ~w in ~w's ~w"-[Id, P, From] ].

                 /*******************************
                 *            PAYING            *
                 *******************************/

rule('FAB-302', constraint, "The resource cost must be paid",
     "The resource points the player has plus those of the cards pitched must reach the cost (with what Frostbite adds to it, FAB-540); if all costs cannot be paid, the card (or ability) cannot be played.",
     seed("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах. ... Якщо ви не можете оплатити ВСІ витрати на картку, ви не можете її зіграти, і ви повертаєте гру до моменту, коли ви її оголосили.")).

%!  cost_covered(+Points:int, +Cost:int) is semidet.
%
%   Points (those the player has plus those pitched) pay Cost.

cost_covered(Points, Cost) :-
    Points >= Cost.

broken('FAB-302', S, M, cost_not_covered(Cost, Name, Total, Have, Sum)) :-
    \+ chi_activation(S, M, _, _, _),           % card_texts_chi.pl: FAB-1107's
    payment(S, M, P, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    pitched_points(Cards, Sum),
    Have = P.resource_points,
    Total is Have + Sum,
    \+ cost_covered(Total, Cost),
    Name = P.name.

message(cost_not_covered(Cost, Name, Total, Have, Sum)) -->
    [ "the cost is ~d but ~w has only ~d resource point(s) (~d before pitching + ~d pitched)"-[Cost, Name, Total, Have, Sum] ].

rule('FAB-303', constraint, "Pitch only while still short",
     "Cards are pitched one at a time, in the order the move gives, and a card may be pitched only while the player's resource points are still below the cost.",
     ruling("Ви можете скидати тільки карти зі своєї руки і тільки в тому випадку, якщо у вас ще немає достатньо очок ресурсів, щоб оплатити вартість карти.",
            "CR 1.14.2d (pitch one at a time until there is enough) and 1.14.3b (a card may be pitched only if it gains assets needed to pay), in the Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The order matters: blue (3) then red (1) for a cost of 3 is illegal, red then blue is legal. Any order in which every card was needed is accepted; legal-moves lists each pitch set once, in its canonical order (ascending pitch value, ties in hand order), which is an order in which the set is legal whenever any order is.")).

%!  pitch_needed(+Have:int, +Cost:int) is semidet.
%
%   A card pitched with Have resource points already is needed to pay
%   Cost: the player is still short (CR 1.14.3b).

pitch_needed(Have, Cost) :-
    Have < Cost.

%!  pitch_sequence_ok(+PitchValues:list(int), +Have:int, +Cost:int) is semidet.
%
%   Pitching cards of these pitch values, in this order, starting from
%   Have resource points, pitches each card only while still short of
%   Cost.

pitch_sequence_ok([], _, _).
pitch_sequence_ok([V|Vs], Have, Cost) :-
    pitch_needed(Have, Cost),
    Have1 is Have + V,
    pitch_sequence_ok(Vs, Have1, Cost).

%!  unneeded_pitch(+Cards, +Have0, +Cost, -Card, -Have) is semidet.
%
%   Card is the first of Cards (in the order pitched) that was not
%   needed: Have points, reached before it, already paid Cost.

unneeded_pitch([C|Cs], Have0, Cost, U, Have) :-
    (   pitch_needed(Have0, Cost)
    ->  pitch_of(C, V),
        Have1 is Have0 + V,
        unneeded_pitch(Cs, Have1, Cost, U, Have)
    ;   U = C,
        Have = Have0
    ).

broken('FAB-303', S, M, unneeded_pitch(C, Have, Cost)) :-
    pitch_ids(M, [_|_]),                        % else nothing was pitched
    \+ ( activated_ability(S, M, _, _, Ab),
         ability_cost_text(Ab, _) ),             % its text decides (FAB-119)
    \+ chi_activation(S, M, _, _, _),           % card_texts_chi.pl: FAB-1107's
    payment(S, M, P, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    unneeded_pitch(Cards, P.resource_points, Cost, C, Have).

%!  pitch_set(+Hand:list, +Have, +Cost, -Set:list, -Points) is nondet.
%
%   Set is a pitch set (cards of Hand, in canonical order) that pays Cost
%   from Have, every card needed when pitched; Points the resource points
%   after pitching.  Each set once.

pitch_set(Hand, Have, Cost, Set, Points) :-
    (   cost_covered(Have, Cost)
    ->  Set = [],
        Points = Have
    ;   findall(V-C, ( member(C, Hand), pitchable(C, V) ), Pitchable),
        needed_sub_list(Pitchable, Have, 0, Cost, Sub, Points),
        canonical_cards(Hand, Sub, Set)
    ).

%   needed_sub_list(+ValueCards, +Points0, +Max0, +Cost, -Sub, -Points):
%   the sub-lists (in sub_list/2 order) whose pitch values pay Cost while
%   every card is needed in ascending order: the points before the
%   largest value is pitched, last, are still short.  Pitch values are
%   not negative, so once they are not, no longer sub-list can do: such
%   branches are cut short.
needed_sub_list([], Points, Max, Cost, [], Points) :-
    cost_covered(Points, Cost),
    Before is Points - Max,
    pitch_needed(Before, Cost).
needed_sub_list([V-C|VCs], Points0, Max0, Cost, [C|Cs], Points) :-
    Points1 is Points0 + V,
    Max1 is max(Max0, V),
    Before is Points1 - Max1,
    pitch_needed(Before, Cost),
    needed_sub_list(VCs, Points1, Max1, Cost, Cs, Points).
needed_sub_list([_|VCs], Points0, Max0, Cost, Cs, Points) :-
    needed_sub_list(VCs, Points0, Max0, Cost, Cs, Points).

%!  canonical_pitch_order(+Hand:list, +Ids:list, -Ordered:list) is det.
%
%   The ids in canonical pitching order: ascending pitch value, ties in
%   hand order; ids not found in Hand keep their place at the end.

canonical_pitch_order(Hand, Ids, Ordered) :-
    partition(id_in_cards(Hand), Ids, Known, Unknown),
    maplist(pitch_key(Hand), Known, Keyed),
    msort(Keyed, Sorted),
    pairs_values(Sorted, Ordered0),
    append(Ordered0, Unknown, Ordered).

pitch_key(Hand, Id, (V-I)-Id) :-
    nth0(I, Hand, C),
    card_id(C, Id0),
    Id0 == Id,
    !,
    (   card_prop(C, pitch, V0)
    ->  V = V0
    ;   V = 0
    ).

canonical_cards(Hand, Cards, Ordered) :-
    maplist(card_id, Cards, Ids),
    canonical_pitch_order(Hand, Ids, OIds),
    maplist(card_with_id(Cards), OIds, Ordered).

message(unneeded_pitch(C, Have, Cost)) -->
    { card_label(C, L) },
    [ "~w was pitched when the player already had ~d resource point(s) toward a cost of ~d: it was not needed"-[L, Have, Cost] ].

rule('FAB-304', constraint, "Pitched cards come from the hand",
     "Each pitched card is a different card from the player's own hand, has a pitch value above 0, and is not the card being played.",
     ruling("Щоб отримати очки ресурсів, ви скидаєте карти, переміщуючи їх зі своєї руки в зону скидання. Скидання карти генерує очки ресурсів, рівні її вартості скидання.",
            "The seed says a pitched card gains resource points equal to its pitch value and is silent on a pitch of 0. CR 1.14.3a (a card without the pitch property cannot be pitched) and 1.14.3b (a card may be pitched only if it gains assets needed to pay a cost), in the Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: a card whose pitch is 0 gains nothing, so it cannot be pitched, and legal-moves never offers it in a pitch set.")).

%!  bad_pitch_id(+Player, +PlayedId, +Ids, -Id, -Why) is nondet.
%
%   Id, pitched by Ids, is not a card Player may pitch, for the reason
%   Why: it is the card played, pitched twice, without a pitch value, in
%   another zone, or no card of theirs.

bad_pitch_id(P, Played, Ids, Id, Why) :-
    nth0(I, Ids, Id),
    (   Id == Played
    ->  Why = played
    ;   nth0(J, Ids, Id2), J < I, Id2 == Id
    ->  Why = twice
    ;   card_in(P, hand, Id, C)
    ->  \+ has_pitch(C),
        (   pitch_of(C, 0)
        ->  Why = pitch_zero(C)
        ;   Why = no_pitch_value(C)
        )
    ;   card_where(P, Id, Z, C)
    ->  Why = not_in_hand(C, Z)
    ;   Why = no_such_card(P.name)
    ).

broken('FAB-304', S, M, bad_pitch(Id, Why)) :-
    pitch_ids(M, Ids),
    Ids = [_|_],                                % else nothing was pitched
    payment(S, M, P, _, Played),
    valid_pitch(P, M, Played, Cards),
    \+ same_length(Ids, Cards),                 % else every id is fine
    once(bad_pitch_id(P, Played, Ids, Id, Why)).

message(bad_pitch(Id, played)) -->
    [ "~w is the card being played; it cannot pay for itself"-[Id] ].
message(bad_pitch(Id, twice)) -->
    [ "~w is pitched twice"-[Id] ].
message(bad_pitch(_, no_pitch_value(C))) -->
    { unknown_card(C), !, card_label(C, L) },
    [ "~w is an unknown card: it can be pitched once the position names it"-[L] ].
message(bad_pitch(_, no_pitch_value(C))) -->
    { card_label(C, L) },
    [ "~w has no pitch value"-[L] ].
message(bad_pitch(_, pitch_zero(C))) -->
    { card_label(C, L) },
    [ "~w has a pitch value of 0: pitching it would gain no resource point needed to pay (CR 1.14.3b)"-[L] ].
message(bad_pitch(_, not_in_hand(C, Z))) -->
    { card_label(C, L) },
    [ "~w is in the ~w; only cards in hand can be pitched"-[L, Z] ].
message(bad_pitch(Id, no_such_card(Name))) -->
    [ "there is no card ~w in ~w's hand"-[Id, Name] ].

rule('FAB-305', constraint, "Additional costs are paid after the resource cost",
     "After the resource cost, the player pays the card's additional costs: each card discarded for them is a different card still in hand (not the card played, not a pitched card) that meets the cost's condition; a mandatory additional cost must be paid in full, an optional one fully or not at all, and a card with no such cost discards nothing. A card revealed for such a cost (Demolition Crew: \"reveal a card in your hand with cost 2 or greater\"; CR 5.1.8a: a card whose effect-cost cannot be paid is illegal to play) meets its cost condition, stays in hand, and is named like a discarded card; an unknown card cannot be revealed for it.",
     seed("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів. ... Після оплати вартості ресурсів ви скидаєте \"Beast Mode\" (червоний) зі своєї руки на кладовище, щоб оплатити додаткові витрати на зіграння \"Assault and Battery\".")).

%!  eligible_discard(+State, +Player, +Spec, +Card) is semidet.
%
%   Card, in Player's hand, meets the condition of the additional cost
%   Spec (its power there: power_where/4, card_texts_windup.pl).

eligible_discard(S, Who, Spec, C) :-
    spec_min_power(Spec, Min),
    power_where(S, Who, C, P),
    P >= Min,
    spec_cost_met(Spec, C).

%   Card meets the cost a reveal asks (Demolition Crew: "a card in your
%   hand with cost 2 or greater"; Flock of the Feather Walkers: "cost 1
%   or less"); an unknown card's cost is not known, so it meets neither.
spec_cost_met(Spec, C) :-
    fusion_talent_met(Spec, C),                 % card_texts_oldhim.pl (FAB-782)
    charged_card_known(Spec, C),                % card_texts_boltyn.pl (FAB-893)
    (   get_dict(min_cost, Spec, Min)
    ->  \+ unknown_card(C), card_cost(C, Cost), Cost >= Min
    ;   get_dict(max_cost, Spec, Max)
    ->  \+ unknown_card(C), card_cost(C, Cost), Cost =< Max
    ;   true
    ).

spec_count(Spec, N) :-
    (   get_dict(count, Spec, N0), integer(N0) -> N = N0 ; N = 1 ).
spec_min_power(Spec, P) :-
    (   get_dict(min_power, Spec, P0), integer(P0) -> P = P0 ; P = 0 ).
spec_optional(Spec) :-
    get_dict(optional, Spec, true).

kind_verb("discard", "discard").
kind_verb("banish", "banish").
kind_verb("bottom", "put").
kind_verb("reveal", "reveal").
kind_verb("charge", "charge").                  % card_texts_boltyn.pl (FAB-880)

%!  discard_problem(+State, +Player, +Card, +PlayedId, +PitchIds, +Discards, -Reason) is nondet.
%
%   The cards a play discards do not pay Card's additional costs: a card
%   that is not a different card still in hand (discard_card_problem/5),
%   or the wrong number or kind of cards (discard_spec_problem/5).

discard_problem(_, P, _, Played, Pitch, Ds, Reason) :-
    once(discard_card_problem(P, Played, Pitch, Ds, Reason)).
discard_problem(S, P, C, _, _, Ds, Reason) :-
    once(discard_spec_problem(S, P, C, Ds, Reason)).

discard_card_problem(P, Played, Pitch, Ds, Reason) :-
    nth0(I, Ds, D),
    (   D == Played
    ->  Reason = discards_itself(D)
    ;   memberchk(D, Pitch)
    ->  Reason = discards_pitched(D)
    ;   nth0(J, Ds, D2), J < I, D2 == D
    ->  Reason = discards_twice(D)
    ;   \+ card_in(P, hand, D, _)
    ->  Reason = discard_not_in_hand(D, P.name)
    ).

discard_spec_problem(S, P, C, Ds, Reason) :-
    (   card_additional_cost(C, Spec)
    ->  spec_count(Spec, N),
        length(Ds, K),
        (   K > 0, \+ charge_count_met(Spec, N, K)     % card_texts_boltyn.pl: any number (FAB-893)
        ->  Reason = discard_count(C, N, K)
        ;   K =:= 0, \+ spec_optional(Spec)
        ->  Reason = discard_required(C, Spec)
        ;   member(D, Ds),
            card_in(P, hand, D, DC),
            \+ spec_cost_met(Spec, DC)
        ->  card_cost(DC, DCost),
            Reason = reveal_wrong_cost(DC, DCost, Spec)
        ;   member(D, Ds),
            card_in(P, hand, D, DC),
            \+ eligible_discard(S, P.name, Spec, DC)
        ->  power_where(S, P.name, DC, Pw),
            spec_min_power(Spec, MinP),
            Reason = discard_too_weak(DC, Pw, Spec, MinP)
        )
    ;   Ds \== []
    ->  Reason = no_additional_cost(C)
    ).

broken('FAB-305', S, M, Reason) :-
    played_card(S, M, P, C),
    (   get_dict(discard, M, Ds0) -> Ds = Ds0 ; Ds = [] ),
    pitch_ids(M, Pitch),
    card_id(C, Id),
    once(discard_problem(S, P, C, Id, Pitch, Ds, Reason)).

message(discards_itself(D)) -->
    [ "~w is the card being played; it cannot be discarded for its own cost"-[D] ].
message(discards_pitched(D)) -->
    [ "~w was pitched; it is no longer in hand when the additional cost is paid"-[D] ].
message(discards_twice(D)) -->
    [ "~w is discarded twice"-[D] ].
message(discard_not_in_hand(D, Name)) -->
    [ "~w is not in ~w's hand"-[D, Name] ].
message(discard_count(C, N, K)) -->
    { card_label(C, L) },
    [ "~w's additional cost discards ~d card(s), not ~d"-[L, N, K] ].
message(discard_required(C, Spec)) -->
    { card_label(C, L) },
    [ "~w cannot be played without paying its additional cost ("-[L] ],
    spec_label(Spec),
    [ ")" ].
message(discard_too_weak(DC, Pw, Spec, MinP)) -->
    { card_label(DC, DL) },
    [ "~w has ~d power; "-[DL, Pw] ],
    spec_label(Spec),
    [ " needs a card with ~d or more"-[MinP] ].
message(no_additional_cost(C)) -->
    { card_label(C, L) },
    [ "~w has no additional cost; nothing is discarded to play it"-[L] ].

                 /*******************************
                 *       ACTIONS AND TIMING     *
                 *******************************/

rule('FAB-306', constraint, "An action card costs an action point",
     "Playing an action card (attack or not) costs 1 action point, which only the turn player has, in their action phase.",
     seed("«Assault and Battery» є дією, тому ви повинні витратити своє очко дії, щоб її розіграти. Оскільки вона не має повторного ходу, ви не матимете більше очок дії і не зможете розіграти більше дій у цьому ході.")).

%!  lacks_action_point(+Player) is semidet.
%
%   Player has no action point to spend (an action card or an action
%   ability costs one: this rule and FAB-403).

lacks_action_point(P) :-
    P.action_points < 1.

broken('FAB-306', S, M, no_action_point(C, Name)) :-
    player(S, M.player, P0),
    lacks_action_point(P0),
    \+ illus_as_instant(S, M),                  % card_texts_illusionist.pl: Astral Etchings (FAB-1444)
    played_card(S, M, P, C),
    card_type(C, T),
    is_action_type(T),
    Name = P.name.

message(no_action_point(C, Name)) -->
    { card_label(C, L) },
    [ "~w is an action card and costs 1 action point; ~w has none"-[L, Name] ].

rule('FAB-307', constraint, "While the chain is open, an action only as an attack in the resolution step",
     "While the combat chain is open, no action card may be played and no action ability activated, except an attack in the resolution step, which continues the chain; to play a non-attack action the chain must first close. The chain opens as soon as an attack waits on the stack (its layer step, CR 7.0.2a, 7.1.1), before the attack becomes a chain link.",
     seed("Під час бою ви не можете грати або активувати інші дії, поки не пройдете всі кроки для резолву атаки. Після завершення атаки, на етапі ланки, ви можете зробити ще одну атаку, яка продовжить бій знову. Якщо ви хочете зіграти дії, що не є атаками, після атаки, ви повинні спочатку закрити ланцюг бою.")).

%!  chain_refuses_action(+State, +Kind) is semidet.
%
%   The open combat chain refuses an action of Kind (`attack` or
%   `other`): a non-attack action at any step, an attack but in the
%   resolution step (the defend step takes no plays at all: FAB-207).

chain_refuses_action(S, Kind) :-
    chain_open(S),
    Step = S.chain.step,
    Step \== "defend",
    Step \== "layer",                          % action_in_layer_step/2 says it
    (   Kind == attack
    ->  Step \== "resolution"
    ;   true
    ).

%!  action_kind(+State, +Move, -Kind, -Card, -How) is semidet.
%
%   The move plays an action card (How = card) or activates an action
%   ability of Card (How = ability): Kind is `attack` or `other`.

action_kind(S, M, Kind, C, card) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, T),
    is_action_type(T),
    \+ illus_as_instant(S, M),                  % card_texts_illusionist.pl: Astral Etchings (FAB-1444)
    (   T == "attack action" -> Kind = attack ; Kind = other ).
action_kind(S, M, Kind, C, ability) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, Ab),
    ability_type(Ab, "action"),
    \+ finish4_as_instant(S, M),                % card_texts_finish4.pl: Snap Shot's bows (FAB-1101)
    (   get_dict(effect, Ab, "attack") -> Kind = attack ; Kind = other ).

broken('FAB-307', S, M, action_in_layer_step(How, C)) :-
    layer_step(S, _),
    action_kind(S, M, _, C, How).
broken('FAB-307', S, M, Reason) :-
    chain_open(S),
    action_kind(S, M, Kind, C, How),
    chain_refuses_action(S, Kind),
    (   Kind == attack
    ->  Reason = attack_not_in_step(How, C, S.chain.step)
    ;   Reason = chain_must_close(How, C)
    ).

message(attack_not_in_step(How, C, Step)) -->
    message(action_label(How, C)),
    [ " is an attack; during combat another attack may be played only in the resolution step, not the ~w step"-[Step] ].
message(action_in_layer_step(How, C)) -->
    message(action_label(How, C)),
    [ " is an action: an attack waits on the stack, so the combat chain is open in its layer step (CR 7.0.2a), where no action is played" ].
message(chain_must_close(How, C)) -->
    message(action_label(How, C)),
    [ " is a non-attack action: the combat chain is open and must close first" ].

rule('FAB-313', constraint, "Actions only with an empty stack",
     "An action card is played, and an action ability activated, only while the stack is empty: not in response to a layer; an instant or a reaction may be.",
     ruling("Типи здібностей схожі на типи карт: дії вимагають очка дії, миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "The seed lets instants answer other cards and says nothing of actions doing so. CR 8.1.1a (an action card or activated ability can only be played or activated when the stack is empty) and 8.1.6a (an instant any time the player has priority), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  stack_refuses_action(+State) is semidet.
%
%   The stack holds a layer, so no action is played or activated now.

stack_refuses_action(S) :-
    \+ stack_empty(S).

broken('FAB-313', S, M, stack_not_empty(How, C, N)) :-
    stack_refuses_action(S),
    action_kind(S, M, _, C, How),
    stack(S, Ls),
    length(Ls, N).

message(stack_not_empty(How, C, N)) -->
    message(action_label(How, C)),
    [ " is an action: it is played only with an empty stack, and the stack holds ~d layer(s); pass until they resolve"-[N] ].

rule('FAB-312', constraint, "Reactions only in the reaction step",
     "Attack reactions may be played (or activated) only in the reaction step, by the player who controls the attack; defense reactions only in the reaction step, by the defending player.",
     seed("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.")).

%!  reaction_misfit(+State, +Player, +Type, -Why) is semidet.
%
%   Player may not use a reaction of Type (attack or defense reaction)
%   now: it is not the reaction step (Why = not_reaction_step), or the
%   player does not control the attack (not_controller(Controller)) or
%   does not defend it (not_defender(Defender)).

reaction_misfit(S, A, T, Why) :-
    memberchk(T, ["attack reaction", "defense reaction"]),
    (   \+ chain_step(S, "reaction")
    ->  Why = not_reaction_step
    ;   active_link(S, L),
        (   T == "attack reaction"
        ->  A \== L.controller,
            Why = not_controller(L.controller)
        ;   A \== L.defender,
            Why = not_defender(L.defender)
        )
    ).

%!  reaction_kind(+State, +Move, -Type, -Card, -How) is semidet.
%
%   The move plays a reaction card (How = card) or activates a reaction
%   ability of Card (How = ability), of Type.

reaction_kind(S, M, T, C, card) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, T),
    memberchk(T, ["attack reaction", "defense reaction"]).
reaction_kind(S, M, T, C, ability) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, Ab),
    ability_type(Ab, T),
    memberchk(T, ["attack reaction", "defense reaction"]).

broken('FAB-312', S, M, reaction_misfit(How, C, T, Why)) :-
    reaction_kind(S, M, T, C, How),
    reaction_misfit(S, M.player, T, Why).

%!  may_play_now(+State, +Player:string, +CardId:string, +From:string) is semidet.
%
%   The timing rules let Player play the card CardId from From ("hand"
%   or "arsenal") now, however it is paid: it breaks none of
%   timing_rules(play, Rules).  Candidate generation asks this, so the
%   moves a position offers are filtered by the rules themselves.

may_play_now(S, A, Id, From) :-
    meld_side_moves(S, _{player:A, action:"play", card:Id, from:From, pitch:[], discard:[]}, M),  % card_texts_meld.pl (FAB-1550)
    timely(S, play, M),
    !.

%!  may_activate_now(+State, +Player:string, +CardId:string, +Index:integer) is semidet.
%
%   The timing rules let Player activate ability Index of the card CardId
%   now, however it is paid: it breaks none of timing_rules(activate, Rules).

may_activate_now(S, A, Id, I) :-
    timely(S, activate, _{player:A, action:"activate", card:Id, ability:I, pitch:[]}).

%!  timing_rules(?Action, ?RuleIds) is nondet.
%
%   The rules of when a card may be played or an ability activated, which
%   ask nothing of how it is paid (the action point, the open chain, the
%   stack, the reaction step, once per turn).

timing_rules(play,     ['FAB-306', 'FAB-307', 'FAB-312', 'FAB-313', 'FAB-320', 'FAB-508', 'FAB-541', 'FAB-828', 'FAB-837', 'FAB-934', 'FAB-901', 'FAB-810',
                        'FAB-1046']).
timing_rules(activate, ['FAB-307', 'FAB-312', 'FAB-313', 'FAB-402', 'FAB-403']).

timely(S, Action, Move) :-
    timing_rules(Action, Rules),
    \+ ( member(Rule, Rules),
          broken(Rule, S, Move, _) ).

                 /*******************************
                 *      ACTIVATED ABILITIES     *
                 *******************************/

rule('FAB-401', constraint, "Only abilities of the player's own cards",
     "An ability is activated from the player's hero, a weapon in their weapon zone, equipment in their equipment zone or a permanent in their arena, or from their weapon attacking or equipment defending on the combat chain (still in the arena), or from their hand where the card's text puts its ability there (FAB-790), or from their arsenal where it does (The Hand that Pulls the Strings, FAB-1436); a card in their arsenal whose text rulecheck does not read and could activate an ability there (a mentor's \"Activate this only while this is face-down in your arsenal\") is that text's (FAB-119); the card must have an ability with that index (where rulecheck does not model the card's text, whether it has one is FAB-119's). A weapon on the chain may attack again (FAB-404; whether it may now is FAB-402's, FAB-403's and the timing rules'); a cost that destroys a chain link's attack is text rulecheck does not model (FAB-119).",
     seed("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.")).

broken('FAB-401', S, M, Reason) :-
    \+ activated_ability(S, M, _, _, _),
    (   player(S, M.player, P),
        (   ability_card(P, M.card, C)
        ->  true
        ;   hand_activated_card(P, M.card, C)   % card_texts_windup.pl (FAB-790)
        ->  true
        ;   arsenal_activated_card(P, M.card, C)    % arsenal_unread.pl (FAB-119)
        ->  true
        ;   once(chain_ability_card(S, M.player, M.card, C))
        )
    ->  \+ abilities_unread(C),               % else its text decides (FAB-119)
        \+ granted_ability_unread(S, M, C, _),  % permanents.pl: or another's, which could grant it
        card_abilities(C, As),
        length(As, N),
        Reason = no_such_ability(C, N, M.ability)
    ;   Reason = no_ability_source(M.player, M.card)
    ).

message(no_such_ability(C, N, I)) -->
    { card_label(C, L),
      (   N =:= 1 -> Suffix = "y" ; Suffix = "ies" )
    },
    [ "~w has ~d activated abilit~w; there is no ability ~w"-[L, N, Suffix, I] ].
message(no_ability_source(P, Card)) -->
    [ "~w controls no hero, weapon or equipment ~w"-[P, Card] ].

rule('FAB-402', constraint, "Once per turn",
     "An ability limited to once per turn cannot be activated a second time in the same turn (the state's `activated` records it, and a weapon attacking on the combat chain has used its attack), unless an effect lets its weapon attack an additional time this turn and that has not been used (Dorinthea's, FAB-543), or it is an ability of a bow whose player has Snap Shot's effect (FAB-1101: once more for each); an ability without a limit may be activated as often as its cost can be paid.",
     seed("Обмеження зазвичай діють один раз за хід, але якщо здатність не має обмеження, ви можете активувати її стільки разів, скільки захочете (за умови, що ви можете сплатити вартість).")).

%!  activated_this_turn(+State, +CardId, +Index) is semidet.
%
%   Ability Index of the card CardId was activated this turn.

activated_this_turn(S, Id, I) :-
    key_value(activated, S, [], Done),
    Done \== [],
    activation_key(Id, I, Key),
    memberchk(Key, Done).

%!  attacking_with_ability(+State, +CardId, +Index) is semidet.
%
%   The card CardId is a weapon attacking on the combat chain and ability
%   Index is its attack: the way a weapon reaches the chain, so the
%   ability was activated this turn even where `activated` leaves it out
%   (CR 7.0.2: the chain is this turn's).

attacking_with_ability(S, Id, I) :-
    chain_open(S),
    member(L, S.chain.links),
    link_attack(L, W),
    card_id(W, Id0),
    Id0 == Id,
    card_type(W, "weapon"),
    integer(I),
    card_abilities(W, As),
    nth0(I, As, Ab),
    get_dict(effect, Ab, "attack"),
    !.

broken('FAB-402', S, M, once_per_turn_used(C)) :-
    (   activated_this_turn(S, M.card, M.ability)
    ->  true
    ;   attacking_with_ability(S, M.card, M.ability)
    ),
    activated_ability(S, M, _, C, Ab),
    ability_once(Ab),
    \+ ( get_dict(effect, Ab, "attack"),              % an attack: Dorinthea's additional one
         additional_attack_left(S, M.player, M.card) ),   % card_texts.pl (FAB-543)
    \+ finish4_bow_activation_left(S, M).              % card_texts_finish4.pl: Snap Shot's (FAB-1101)

message(once_per_turn_used(C)) -->
    { card_label(C, L) },
    [ "the ability of ~w is once per turn and was already activated this turn"-[L] ].

rule('FAB-403', constraint, "An action ability costs an action point",
     "Activating an action ability costs 1 action point besides its resource cost (a cost of 0 still needs the action point); a bow's action ability activated as though it were an instant, by Snap Shot's effect, costs none (FAB-1101).",
     seed("Якщо активована здібність є «дією», її активація коштує одне очко дії ... Якщо тип здібності є дією, ви все одно повинні заплатити очко дії щоб активувати її.")).

broken('FAB-403', S, M, ability_needs_action_point(C, Name)) :-
    player(S, M.player, P0),
    lacks_action_point(P0),
    activated_ability(S, M, P, C, Ab),
    ability_type(Ab, "action"),
    \+ finish4_as_instant(S, M),                % card_texts_finish4.pl: Snap Shot's bows (FAB-1101)
    Name = P.name.

message(ability_needs_action_point(C, Name)) -->
    { card_label(C, L) },
    [ "the ability of ~w is an action and costs 1 action point; ~w has none"-[L, Name] ].

                 /*******************************
                 *            COMBAT            *
                 *******************************/

rule('FAB-502', constraint, "Defending cards",
     "In the defend step the defending player declares any number of cards (possibly none) from their hand and their equipment zone (and a weapon that is also equipment, Parry Blade, from its weapon zone: a public equipment permanent, CR 7.3.2a); each must have a defense value and not be a defense reaction, and each card is declared once.",
     seed("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться. • Бойовий ланцюг - Атаки та захист відбуваються в цій зоні.")).

%!  can_defend(+Card) is semidet.
%
%   Card may be declared as a defending card: it has a defense value and
%   is not a defense reaction.

can_defend(C) :-
    card_prop(C, defense, D),
    integer(D),
    card_type(C, T),
    T \== "defense reaction".
can_defend(C) :-
    text_read_name(C, Name),
    card_text_read(Name, defense_opposing_more_life).   % card_texts_victor.pl (Bloodied Oval, FAB-868)

%!  equipment_defenders(+Player, -Cards:list) is det.
%
%   Player's equipment permanents that may be declared as defenders: their
%   equipment zone's, then the weapons that are also equipment (Parry
%   Blade: CR 7.3.2a, public equipment permanents).

equipment_defenders(P, Es) :-
    key_value(weapons, P, [], Ws),
    include(equipment_card, Ws, WEs),           % keywords_attack.pl
    exclude(cloaked_face_down, P.equipment, Eq),   % card_texts_cloaked.pl: face down, private (FAB-1420)
    append(Eq, WEs, Es).

%   The defending player's cards that may be declared: hand, then
%   equipment permanents (FAB-502).
defend_pool(P, Pool) :-
    equipment_defenders(P, Es),
    append(P.hand, Es, Pool).

%!  defender_problem(+Player, +Move, +Ids, -Reason) is semidet.
%
%   A card the defend move declares may not defend: declared twice, not
%   able to defend, not in hand or equipment (the arsenal is FAB-601's).

defender_problem(P, M, Ids, Reason) :-
    defender_problem(Ids, [], P, M, Reason).

defender_problem([Id|Ids], Seen, P, M, Reason) :-
    (   memberchk(Id, Seen)
    ->  Reason = declared_twice(Id)
    ;   ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C)
        ; card_in(P, weapons, Id, C), equipment_card(C) )
    ->  (   can_defend(C)
        ->  defender_problem(Ids, [Id|Seen], P, M, Reason)
        ;   card_type(C, T),
            (   T == "defense reaction"
            ->  Reason = defense_reaction_declared(C)
            ;   Reason = no_defense_value(C)
            )
        )
    ;   card_in(P, arsenal, Id, _)
    ->  defender_problem(Ids, [Id|Seen], P, M, Reason)
    ;   card_where(P, Id, Z, C)
    ->  Reason = defender_not_at_hand(C, Z)
    ;   Reason = no_card_to_defend(M.player, Id)
    ).

broken('FAB-502', S, M, Reason) :-
    player(S, M.player, P),
    (   get_dict(cards, M, Ids0) -> Ids = Ids0 ; Ids = [] ),
    once(defender_problem(P, M, Ids, Reason)).

message(declared_twice(Id)) -->
    [ "~w is declared twice"-[Id] ].
message(defense_reaction_declared(C)) -->
    { card_label(C, L) },
    [ "~w is a defense reaction: it is played in the reaction step, not declared"-[L] ].
message(no_defense_value(C)) -->
    { unknown_card(C), !, card_label(C, L) },
    [ "~w is an unknown card: it can defend once the position names it"-[L] ].
message(no_defense_value(C)) -->
    { card_label(C, L) },
    [ "~w has no defense value"-[L] ].
message(defender_not_at_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w; defenders come from hand and equipment"-[L, Z] ].
message(no_card_to_defend(P, Id)) -->
    [ "~w has no card ~w"-[P, Id] ].

                 /*******************************
                 *          THE ARSENAL         *
                 *******************************/

rule('FAB-601', constraint, "Cards in the arsenal cannot defend",
     "A card in the arsenal cannot be declared as a defending card; only cards from hand and equipment defend. (A defense reaction may still be played from the arsenal in the reaction step.)",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу. / Фаза дій - ... зіграти карту дії зі своєї руки або арсеналу.",
            "The seed contradicts itself: its zone list says arsenal cards can neither attack nor defend, its action phase lets you play action cards from the arsenal. The official rules (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026) allow playing cards from the arsenal (CR 5.1.1a, 3.3.4), attacks included, and let only cards from hand and public equipment be declared as defenders (CR 7.3.2a). rulecheck takes that reading: playing from the arsenal is legal (FAB-602), declaring an arsenal card as a defender is not (this rule).")).

%!  arsenal_defender(+Player, +Ids, -Card) is semidet.
%
%   Card, in Player's arsenal, is among the declared defenders Ids.

arsenal_defender(P, Ids, C) :-
    P.arsenal \== [],
    member(Id, Ids),
    card_in(P, arsenal, Id, C),
    !.

broken('FAB-601', S, M, arsenal_cannot_defend(C)) :-
    player(S, M.player, P),
    (   get_dict(cards, M, Ids0) -> Ids = Ids0 ; Ids = [] ),
    arsenal_defender(P, Ids, C).

message(arsenal_cannot_defend(C)) -->
    { card_label(C, L) },
    [ "~w is in the arsenal; cards in the arsenal cannot defend"-[L] ].

                 /*******************************
                 *      THE END OF THE GAME     *
                 *******************************/

rule('FAB-702', constraint, "No moves after the game is over",
     "Once a hero is at 0 life, or a player has conceded, the game is over and no move is legal.",
     ruling("", "CR 4.5.1 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): a game ends immediately when a player wins or the game is a draw.")).

%!  game_over(+State, -End) is semidet.
%
%   The game is over, and End says how: conceded(Name), a player
%   conceded (FAB-703; it comes first, a concession ends the game at
%   once); defeated(Name), one hero is at 0 life (FAB-701); draw(Names),
%   every hero is at 0 life at once (FAB-701).  No move is legal then
%   (this rule), and outcome/2 reports it.

game_over(S, End) :-
    (   get_dict(conceded, S, C),
        string(C)
    ->  End = conceded(C)
    ;   players(S, Ps),
        include(hero_defeated, Ps, Ds),
        Ds = [D|Ds1]
    ->  (   Ds1 == []
        ->  End = defeated(D.name)
        ;   maplist(player_name, Ds, Names),
            End = draw(Names)
        )
    ).

broken('FAB-702', S, _, game_over(End)) :-
    game_over(S, End).

message(game_over(conceded(Loser))) -->
    [ "the game is over: ~w conceded"-[Loser] ].
message(game_over(defeated(Loser))) -->
    [ "the game is over: ~w's hero is at 0 life"-[Loser] ].
message(game_over(draw(Names))) -->
    { atomic_list_concat(Names, ' and ', T) },
    [ "the game is over, a draw: the heroes of ~w are all at 0 life"-[T] ].
