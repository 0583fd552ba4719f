/*  Flesh and Blood: the texts of the Azalea Blitz Deck's cards, continued.

    Part of game.pl, included after card_texts_azalea.pl, whose relations
    it uses.  Read here (Flesh and Blood Comprehensive Rules, as published
    February 2026):

    - Crow's Nest: an arrow put face up into its player's arsenal from
      their deck (Azalea's ability, FAB-919) gets an aim counter if they
      pay 1 resource point (FAB-920).
*/

:- discontiguous choice_action/2, choice_phase/2, effect//4, choice_words//1, text_choice_words//2,
   move_words//3, pending_problem/4, paid_choice/1, choice_candidate/3, card_text_read/2, message//1,
   rule/5, moot/3, rule_fact/4, fact_words//1.

%   The text read here (card_text_read/2):
%
%       deck_arrow_face_up_may_pay_aim(Cost)   Crow's Nest: "Azalea
%                               Specialization. Whenever an arrow is put
%                               face up into your arsenal from your deck,
%                               you may pay {r}. If you do, put an aim
%                               counter on it." (FAB-920; its
%                               specialization is the card data's)

card_text_read("Crow's Nest", deck_arrow_face_up_may_pay_aim(1)).

                 /*******************************
                 *          CROW'S NEST         *
                 *******************************/

rule('FAB-920', effect, "Crow's Nest: an arrow put face up into the arsenal from the deck gets an aim counter if its player pays 1",
     "Whenever an arrow card is put face up into the arsenal of Crow's Nest's controller from their deck (Azalea's ability, FAB-919; an unknown card the reveal move says is an arrow), they may pay 1 resource point: where they can pay it from what the position shows, the position waits for their choice (the pending choice crows_nest_pay, `cards` the arrow's id, `cost` 1): a pay move pays it (pitching as any payment) and the arrow gets an aim counter (`aim_counters` one more: FAB-900 reads it), a decline move pays nothing. Where they cannot pay, nothing waits. Spire Sniping's own trigger on the same event (FAB-917) is asked after it: the two touch different things (a payment and a counter, the order of the deck's top cards), so their order, the player's, changes nothing. Its Azalea Specialization is the card data's (deck building). Not handled: another choice already waiting as the arrow goes face up (the payment is then not asked, an event says so).",
     ruling("",
            "Crow's Nest: \"Azalea Specialization. Whenever an arrow is put face up into your arsenal from your deck, you may pay {r}. If you do, put an aim counter on it.\" CR 6.6 (a triggered effect acts on its event), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 1.14 (paying resource points, pitching), 1.15.1 (a counter), 8.2.15 (quiver), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the arrow goes face up, as it asks Flex's payment (FAB-739).")).

%!  crows_nest(+State, +Player, -Nest) is semidet.
%
%   Player controls Nest, a Crow's Nest whose text is read (in their
%   weapon zone or among their equipment).

crows_nest(S, Who, Nest) :-
    player(S, Who, P),
    (   member(Nest, P.weapons) ; member(Nest, P.equipment) ),
    text_read_name(Nest, Name),
    card_text_read(Name, deck_arrow_face_up_may_pay_aim(_)),
    !.

%!  crows_nest_waits(+State0, +Player, +ArrowId, -State) is semidet.
%
%   The arrow ArrowId went face up into Player's arsenal from their deck,
%   and Player's Crow's Nest asks whether they pay (FAB-920): the
%   position waits.  Fails where no Crow's Nest asks (none, nothing to
%   pay with, or another choice waits).

crows_nest_waits(S0, Who, AId, S) :-
    crows_nest(S0, Who, Nest),
    card_text_read("Crow's Nest", deck_arrow_face_up_may_pay_aim(Cost)),
    \+ game_over(S0, _),
    \+ pending(S0, _),
    player(S0, Who, P),
    once(pitch_set(P.hand, P.resource_points, Cost, _, _)),
    S = S0.put(pending, _{choice:"crows_nest_pay", player:Who, controller:Who, source:Nest, cost:Cost, cards:[AId]}).

choice_action("crows_nest_pay", "pay").
choice_action("crows_nest_pay", "decline").
choice_phase("crows_nest_pay", "action").

paid_choice("crows_nest_pay").   % Crow's Nest (FAB-920): a pay move pays its cost (position.pl)

pending_problem(S, Pd, [cards], crows_nest_arrow_gone(P)) :-     % FAB-920
    Pd.choice == "crows_nest_pay",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( key_value(cards, Pd, [], [Id]), card_in(PP, arsenal, Id, _) ).

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "crows_nest_pay",
      key_value(cards, Pd, [], [AId])
    },
    choice_paid(S0, M, Who, NestId, S1),        % position.pl
    { player(S1, Who, P0),
      take_card(P0, arsenal, AId, A0, P1),
      key_value(aim_counters, A0, 0, K0),
      K is K0 + 1,
      A = A0.put(aim_counters, K),
      append(P1.arsenal, [A], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S2)
    },
    [ event('FAB-920', crows_nest_aim_counter, _{player:Who, card:NestId, arrow:AId, aim_counters:K}) ],
    face_up_from_deck_done(S2, Who, A, true, S).   % card_texts_azalea.pl: Spire Sniping's trigger (FAB-917)
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "crows_nest_pay",
      key_value(cards, Pd, [], [AId]),
      choice_answered(S0, S1),
      card_id(Pd.source, NestId),
      Who = M.player,
      player(S1, Who, P),
      card_in(P, arsenal, AId, A)
    },
    [ event('FAB-920', crows_nest_not_paid, _{player:Who, card:NestId, arrow:AId}) ],
    face_up_from_deck_done(S1, Who, A, true, S).

choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "crows_nest_pay",
    Who = Pd.player.

message(event(crows_nest_waits, F, S0)) -->
    { event_card(S0, F.arrow, A) },
    [ "Crow's Nest: ~w may pay 1 resource point to put an aim counter on ~w (a pay move, or decline)"-[F.player, A] ].
message(event(crows_nest_aim_counter, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.arrow, A) },
    [ "~w: ~w pays and puts an aim counter on ~w (~d now)"-[L, F.player, A, F.aim_counters] ].
message(event(crows_nest_not_paid, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.arrow, A) },
    [ "~w: ~w pays nothing, and ~w gets no aim counter"-[L, F.player, A] ].
message(crows_nest_arrow_gone(P)) -->
    [ "the arrow Crow's Nest's payment waits for is not in ~w's arsenal"-[P] ].

choice_words("crows_nest_pay") -->
    [ "whether they pay 1 resource point for Crow's Nest's aim counter on the arrow put face up (a pay or a decline move)" ].
text_choice_words("crows_nest_pay", Source) -->
    [ "whether to pay for ~w's aim counter (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "crows_nest_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, "'s aim counter, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "crows_nest_pay",
      card_label(Pd.source, Src)
    },
    [ M.player, " pays nothing for ", Src ].
