/*  Flesh and Blood: Vengeful Apparition, a trigger as an aura leaves the
    arena that lets its player play their next aura as though it were an
    instant.

    Part of game.pl, included last, after card_texts_auraweapons.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Vengeful Apparition (every colour; the Enigma Blitz Deck's blue):
      "When this leaves the arena, if you control no Illusionist auras,
      you may play your next aura with cost 2 (1, 0) or less this turn as
      though it were an instant. If you do, it enters the arena with a
      +1{p} counter. Ward 1" (its Ward is the keyword's, FAB-524):
      FAB-1181 the trigger and its condition, FAB-1182 the permission and
      what spends it, FAB-1183 the counter as the aura enters.

    Hooks (each a line in a shared chain): card_texts_aurora.pl's
    left_arena_text//4 (leaves_left_arena_text//4: every way a permanent
    leaves the arena that rulecheck applies through it: an effect, its
    own Ward, a return to the hand, ...); effects.pl's effect(activate)
    (leaves_activation_text//4: an aura destroyed to pay for an ability,
    Bloodtorn Bodice, FAB-1082), effect(play) (leaves_played_text//5) and
    resolve_card//6 (leaves_entered_arena_text//4);
    card_texts_illusionist.pl's illus_as_instant/2, illus_instant_layer/2,
    illus_instant_played//2 and illus_ward_left_arena//6 (the Ward paths
    mark the card leaving in the middle of a damage event,
    `leaves_mid_damage`); messages.pl's effect_kind_words//2 (the words
    of the two effects).

    Where the CR's answer cannot be told from what rulecheck knows, the
    answer is unknown, naming Vengeful Apparition (allowed_by_text/5,
    depends_on_text/4): the condition as it left in the middle of a
    damage event beside another Illusionist aura with ward (whether that
    same damage destroyed it too, CR 6.4.1a: they leave together), or
    beside a Spectral Shield that a Waning Vengeance leaving with it may
    have made (the order of the two triggers is its player's, CR
    6.6.6b); the counter of an instant aura (it is an instant already) or
    of an aura two such effects let be played so.
*/

:- discontiguous card_text_read/2, message//1, rule/5, rule_fact/4, fact_words//1,
   allowed_by_text/5, depends_on_text/4.

%   The texts read here (card_text_read/2):
%
%       leaves_no_illusionist_next_aura_instant(Costs)   Vengeful
%                               Apparition: as it leaves the arena, if
%                               its player controls no Illusionist aura,
%                               their next aura with cost Costs (by
%                               pitch: red, yellow, blue) or less this
%                               turn may be played as though it were an
%                               instant, and enters with a +1 power
%                               counter if it is (FAB-1181 ... FAB-1183)

card_text_read("Vengeful Apparition", leaves_no_illusionist_next_aura_instant([2, 1, 0])).

                 /*******************************
                 *   THE TRIGGER AS IT LEAVES   *
                 *******************************/

rule('FAB-1181', effect, "Vengeful Apparition leaving the arena: with no Illusionist aura left, its player may play their next aura as though it were an instant",
     "When Vengeful Apparition (its text read; a non-attack action aura, cost 0, Ward 1) leaves its controller's arena (destroyed by an effect, by its own Ward as it prevents damage, FAB-1440, to pay a cost, or returned to the hand), and that player then controls no Illusionist aura (a card or token of their arena with the subtype Aura and the class Illusionist: a Spectral Shield, another Vengeful Apparition, a Waning Vengeance, ...; an aura attacking on the combat chain counts), an effect waits for them for the rest of the turn ({kind: next_aura_instant, player, source, max_cost}: 2 red, 1 yellow, 0 blue; FAB-1182). With such an aura, nothing, and an event names it. rulecheck resolves the triggered-layer at once, as FAB-1081 does; the condition is read then. Auras that leave in one event leave together: in the middle of a damage event (Ward destroying its permanents one by one), another Illusionist aura with ward still in the arena may be destroyed by that same damage, and a Spectral Shield made by a Waning Vengeance leaving with it may come before or after (its player orders the two triggers): there the effect waits undecided ({kind: next_aura_instant_undecided}) and an answer that turns on it is unknown, naming Vengeful Apparition (FAB-1182).",
     ruling("",
            "Vengeful Apparition: \"When this leaves the arena, if you control no Illusionist auras, you may play your next aura with cost 2 or less this turn as though it were an instant. If you do, it enters the arena with a +1{p} counter. Ward 1\" (cost 1 or less yellow, cost 0 blue). CR 6.6 and 6.6.5 (a triggered effect on leaving the arena), 6.6.1c and 1.8.4 (its condition is no part of the trigger condition: it is read as the triggered-layer resolves), 5.4.6a (a source that ceases to exist from the event still triggers), 6.4.1a and 8.3.20 (a Ward's destruction is a sub-event of the replaced damage event: the Ward permanents destroyed by one damage leave together), 6.6.6 and 6.6.6b (the triggered-layers are added to the stack after the event, in the order their controller chooses), 1.3.1b (control), 3.1.1 (the combat chain is part of the arena), 2.10 (subtypes), 2.11 (supertypes: the class Illusionist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  leaves_left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's permanent, left the arena (State0 no longer holds it):
%   Vengeful Apparition's trigger (FAB-1181).  card_texts_aurora.pl's
%   left_arena_text//4 calls it, last of its chain; a card the Ward paths
%   destroyed in the middle of a damage event says `leaves_mid_damage`
%   (card_texts_illusionist.pl's illus_ward_left_arena//6).

leaves_left_arena_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          leaves_costs(C, N),
          card_id(C, Id)
        }
    ->  { leaves_auras_beside(S0, Who, C, Certain, Undecided) },
        (   { Certain = [O|_] }
        ->  { S = S0 },
            [ event('FAB-1181', leaves_not_alone, _{player:Who, card:Id, other:O}) ]
        ;   { Undecided == [] }
        ->  { add_effect(S0, _{kind:"next_aura_instant", player:Who, source:Id, max_cost:N}, S) },
            [ event('FAB-1181', leaves_next_aura_instant, _{player:Who, card:Id, max_cost:N}) ]
        ;   { add_effect(S0, _{kind:"next_aura_instant_undecided", player:Who, source:Id, max_cost:N}, S) },
            [ event('FAB-1181', leaves_undecided, _{player:Who, card:Id, others:Undecided}) ]
        )
    ;   { S = S0 }
    ).

%!  leaves_auras_beside(+State, +Player, +Card, -Certain, -Undecided) is det.
%
%   Card, Player's aura, left the arena (State no longer holds it): the
%   Illusionist auras Player controls as its trigger resolves, Certain
%   the ids of those still there, Undecided those that may have left
%   with it or been made after it (leaves_illusionist_auras/5,
%   leaves_waning_beside/4).  Essence of Ancestry: Mind's condition too
%   (card_texts_essence.pl, FAB-1351).

leaves_auras_beside(S0, Who, C, Certain, Undecided) :-
    (   get_dict(leaves_mid_damage, C, true) -> Mid = true ; Mid = false ),
    leaves_illusionist_auras(S0, Who, Mid, Certain, Undecided0),
    leaves_waning_beside(S0, Who, C, Waning),
    append(Undecided0, Waning, Undecided).

%   leaves_costs(+Card, -N): Card is a Vengeful Apparition whose text is
%   read; N the cost its colour names (2 red, 1 yellow, 0 blue).
leaves_costs(C, N) :-
    text_read_name(C, Name),
    card_text_read(Name, leaves_no_illusionist_next_aura_instant(Ns)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Ns, N).

%!  leaves_illusionist_auras(+State, +Player, +Mid, -Certain, -Undecided) is det.
%
%   The Illusionist auras Player controls in State (their arena, and an
%   aura of theirs attacking on the combat chain): Certain those still
%   there as the trigger resolves, Undecided the ids of those that may
%   have left with the card, or come after it: in the middle of a damage
%   event (Mid true) an aura with ward, which the same damage may
%   destroy; a Spectral Shield a Waning Vengeance made as it left (its id
%   that card's, card_texts_illusionist.pl's FAB-1441), whose trigger its
%   player may have ordered after this one.

leaves_illusionist_auras(S, Who, Mid, Certain, Undecided) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    findall(A, ( member(A, Arena), leaves_illusionist_aura(A) ), As),
    partition(leaves_undecided_aura(Mid, P), As, Us, Cs0),
    findall(A, ( chain_open(S),
                 member(L, S.chain.links),
                 get_dict(controller, L, W), W == Who,
                 link_attack(L, A),             % position.pl
                 is_dict(A),
                 leaves_illusionist_aura(A) ), Cs1),
    append(Cs0, Cs1, Cs),
    maplist(card_id, Cs, Certain),
    maplist(card_id, Us, Undecided).

leaves_illusionist_aura(A) :-
    card_subtypes(A, Ss), memberchk("Aura", Ss),
    card_prop(A, classes, Cls), is_list(Cls), memberchk("Illusionist", Cls).

leaves_undecided_aura(true, _, A) :-
    auraw_has_ward(A),                          % card_texts_auraweapons.pl
    !.
leaves_undecided_aura(_, P, A) :-
    token_card(A),                              % cards.pl
    get_dict(name, A, "Spectral Shield"),
    card_id(A, TId),
    key_value(graveyard, P, [], Gy),
    member(G, Gy),
    get_dict(name, G, "Waning Vengeance"),
    card_id(G, GId),
    format(string(Prefix), "~w-spectral-shield", [GId]),
    sub_string(TId, 0, _, _, Prefix),
    !.

%!  leaves_together(+Ids, +Card0, -Card) is det.
%
%   Card0 left the arena with the cards Ids (Ward or Spellvoid permanents
%   a prevent move named, card_texts_illusionist.pl's
%   illus_prevent_left//4): Card0 saying so, `leaves_together`, for
%   leaves_waning_beside/4.

leaves_together(Ids, C0, C) :-
    put_dict(leaves_together, C0, Ids, C).

%   leaves_waning_beside(+S, +Player, +Card, -Ids): the Waning Vengeances
%   Ids that left the arena with Card (its `leaves_together`) and make a
%   Spectral Shield, their player having pitched a blue card (FAB-1441):
%   their player orders the two triggers (CR 6.6.6b), so whether the
%   Shield is there as Card's resolves is theirs to say.
leaves_waning_beside(S, Who, C, Ids) :-
    (   get_dict(leaves_together, C, Together),
        card_id(C, Id),
        pitched_blue(S, Who, _)                 % card_texts_nuu.pl (FAB-1094)
    ->  player(S, Who, P),
        findall(WId, ( member(WId, Together), WId \== Id,
                       card_in(P, graveyard, WId, W),   % position.pl
                       text_read_name(W, Name),
                       card_text_read(Name, illus_leaves_arena_blue_creates(_)) ), Ids)
    ;   Ids = []
    ).

message(event(leaves_next_aura_instant, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves the arena and ~w controls no Illusionist aura: ~w may play their next aura with cost ~d or less this turn as though it were an instant, and if they do it enters the arena with a +1 power counter"-[L, F.player, F.player, F.max_cost] ].
message(event(leaves_not_alone, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.other, O) },
    [ "~w leaves the arena, but ~w controls an Illusionist aura (~w): its text does nothing"-[L, F.player, O] ].
message(event(leaves_undecided, F, S0)) -->
    { event_card(S0, F.card, L),
      maplist(event_card(S0), F.others, Os),
      atomic_list_concat(Os, ', ', T)
    },
    [ "~w leaves the arena beside Illusionist auras that may have left with it or been made after it (~w): whether ~w controlled none as its trigger resolved rulecheck cannot tell, and an answer that turns on it is unknown"-[L, T, F.player] ].

%!  leaves_activation_text(+State0, +Move, +State1, -State)// is det.
%
%   Move activated an ability whose cost destroyed an aura of its
%   player's arena (the move's `destroy`, FAB-1082; card_texts_aurora.pl's
%   activation_aura_destroyed//6): Vengeful Apparition's trigger, read on
%   State1 (FAB-1181).  effects.pl's effect(activate) calls it, last.

leaves_activation_text(S0, M, S1, S) -->
    (   { leaves_cost_destroyed(S0, M, Who, A),
          leaves_costs(A, _)
        }
    ->  leaves_left_arena_text(S1, Who, A, S)
    ;   { S = S1 }
    ).

%!  leaves_cost_destroyed(+State0, +Move, -Player, -Card) is semidet.
%
%   Move, Player's activation, destroyed Card, an aura of their arena in
%   State0, to pay its cost (the move's `destroy`, FAB-1082).  Essence of
%   Ancestry: Mind's too (card_texts_essence.pl, FAB-1351).

leaves_cost_destroyed(S0, M, Who, A) :-
    key_value(destroy, M, [], [AId]),
    get_dict(player, M, Who),
    player(S0, Who, P0),
    card_in(P0, arena, AId, A).                 % position.pl

                 /*******************************
                 *  THE NEXT AURA, AS AN INSTANT *
                 *******************************/

rule('FAB-1182', effect, "Vengeful Apparition's effect: the next aura with cost N or less, played as though it were an instant, spends it",
     "While an effect of Vengeful Apparition waits for a player ({kind: next_aura_instant, max_cost N}, FAB-1181), the next aura card they play this turn with cost N or less (printed cost; a card with the subtype Aura, from any zone it may be played from) may be played as though it were an instant (CR 8.1.1d): an action aura then needs no action point (FAB-306), nor an empty stack (FAB-313), nor the combat chain closed (FAB-307), on either player's turn; it is still an action card, and its layer may wait on the stack above another or during combat. The card says \"may\": a play move that says `as_action: true` plays it as an action instead (FAB-1541), both moves listed where both are possible. Playing that aura spends the effect either way; an aura with a greater cost leaves it waiting; the turn's end ends it. Where the effect waits undecided (FAB-1181: next_aura_instant_undecided), a move that only it could make legal is unknown, naming Vengeful Apparition, and so is a legal play of an aura it waits for that is not made as an action (whether it is played as though it were an instant, no action point spent and a counter, is what it decides). An instant aura (already an instant) played while it waits spends it too, and whether that counts as played \"as though it were an instant\" for its counter (FAB-1183) the card does not say: that answer is unknown; so is an aura two such effects both let be played so (one counter or two).",
     ruling("Типи здібностей схожі на типи карт: дії вимагають очка дії, миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Vengeful Apparition: \"... you may play your next aura with cost 2 or less this turn as though it were an instant. If you do, it enters the arena with a +1{p} counter.\" CR 8.1.1d (an action card played as though it were an instant is still an action, but may be played any time its player has priority and costs no action point), 1.8.8 (\"as though\"), 1.8.10 (\"your next\": the next one played; by its pattern, the next aura with that cost the player plays), 2.10 (the subtype Aura), 2.2 (cost), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. \"You may\" makes it a permission the player uses or not; rulecheck never picks for them.")).

%!  leaves_effects(+State, +Player, +Card, -Effects) is det.
%
%   The effects of Vengeful Apparition waiting for Player (none spent by
%   an aura played so) that the aura card Card, played now, would spend:
%   Card's cost is their max_cost or less.

leaves_effects(S, Who, C, Es) :-
    (   card_subtypes(C, Ss), memberchk("Aura", Ss),
        card_prop(C, cost, Cost), integer(Cost)
    ->  effects(S, All),
        include(leaves_waiting_for(Who, Cost), All, Es)
    ;   Es = []
    ).

leaves_waiting_for(Who, Cost, E) :-
    get_dict(kind, E, K),
    memberchk(K, ["next_aura_instant", "next_aura_instant_undecided"]),
    get_dict(player, E, W), W == Who,
    \+ get_dict(card, E, _),
    get_dict(max_cost, E, N),
    Cost =< N.

%!  leaves_as_instant(+State, +Move) is semidet.
%
%   Move plays an action aura card while an effect of Vengeful
%   Apparition (decided) waits for its player for that card: it is
%   played as though it were an instant (FAB-1182, CR 8.1.1d), unless
%   the move says `as_action: true`.  card_texts_illusionist.pl's
%   illus_as_instant/2 asks it (FAB-306, FAB-307, FAB-313, effects.pl's
%   action point).

leaves_as_instant(S, M) :-
    get_dict(action, M, "play"),
    \+ get_dict(as_action, M, true),
    played_card(S, M, _, C),                    % position.pl
    card_type(C, T), is_action_type(T),
    leaves_effects(S, M.player, C, Es),
    member(E, Es), leaves_decided(E),
    !.

%   leaves_undecided_play(+S, +Move, -Source, -Card): Move plays the
%   action aura Card that an undecided effect of Source (a Vengeful
%   Apparition) waits for, and no decided one does.
leaves_undecided_play(S, M, Src, C) :-
    leaves_undecided_for(S, M, Src, C),
    card_type(C, T), is_action_type(T).

%   leaves_undecided_for(+S, +Move, -Source, -Card): Move plays the aura
%   Card that an undecided effect of Source waits for, and no decided one.
leaves_undecided_for(S, M, Src, C) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    leaves_effects(S, M.player, C, Es),
    \+ ( member(E0, Es), leaves_decided(E0) ),
    member(E, Es),
    get_dict(kind, E, "next_aura_instant_undecided"),
    !,
    get_dict(source, E, Src).

%   An undecided effect (FAB-1181): a play move FAB-306, FAB-307, FAB-313
%   or FAB-1541 alone refuse could be legal by it: unknown, naming
%   Vengeful Apparition.
allowed_by_text(S, M, Ids, About, leaves_undecided_permission(Src, C)) :-
    (   is_list(Ids)
    ->  Ids \== [],
        subtract(Ids, ['FAB-306', 'FAB-307', 'FAB-313', 'FAB-1541'], [])
    ;   true
    ),
    leaves_undecided_play(S, M, Src, C),
    leaves_source_about(S, M.player, Src, About).

%   A legal play of an aura only an undecided effect waits for (FAB-1181),
%   not as an action: whether it is played as though it were an instant
%   (no action point spent, a +1 power counter) rulecheck cannot tell.
depends_on_text(S, M, About, leaves_undecided_counter(Src, C)) :-
    \+ get_dict(as_action, M, true),
    leaves_undecided_for(S, M, Src, C),
    leaves_source_about(S, M.player, Src, About).

%   The counter the card does not decide (FAB-1182, FAB-1183): an
%   instant aura played while a decided effect waits for it, or an aura
%   two decided effects let be played as though it were an instant.
depends_on_text(S, M, About, leaves_counter_unsure(Src, C)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    leaves_effects(S, M.player, C, Es0),
    include(leaves_decided, Es0, [E1|Es]),
    (   card_type(C, T), \+ is_action_type(T)
    ->  true
    ;   Es \== [],
        leaves_as_instant(S, M)
    ),
    Src = E1.source,
    leaves_source_about(S, M.player, Src, About).

leaves_decided(E) :- get_dict(kind, E, "next_aura_instant").
leaves_names(Who, Id, E) :-
    get_dict(kind, E, "next_aura_instant"),
    get_dict(player, E, W), W == Who,
    get_dict(card, E, Id0), Id0 == Id.
leaves_marked(Id, E, E1) :- put_dict(card, E, Id, E1).
leaves_source(E, Src) :- get_dict(source, E, Src).

%   leaves_source_about(+S, +Player, +Id, -About): the Vengeful
%   Apparition Id, as an answer names it (it is in a zone of Player's,
%   its graveyard most likely, or gone).
leaves_source_about(S, Who, Id, About) :-
    (   player(S, Who, P),
        member(Z, [graveyard, hand, banished, deck, arsenal, soul]),
        card_in(P, Z, Id, C)
    ->  card_about(C, About)                    % permanents.pl
    ;   About = _{card:Id, name:"Vengeful Apparition"}
    ).

message(leaves_undecided_permission(Src, C)) -->
    { card_label(C, L) },
    [ "depends on Vengeful Apparition [~w]: it left the arena beside Illusionist auras that may have left with it or been made after it, and whether its player then controlled none (which would let ~w be played as though it were an instant) rulecheck cannot tell"-[Src, L] ].
message(leaves_undecided_counter(Src, C)) -->
    { card_label(C, L) },
    [ "depends on Vengeful Apparition [~w]: it left the arena beside Illusionist auras that may have left with it or been made after it, and whether ~w is played as though it were an instant (no action point spent, a +1 power counter as it enters) rulecheck cannot tell"-[Src, L] ].
message(leaves_counter_unsure(Src, C)) -->
    { card_label(C, L) },
    [ "depends on Vengeful Apparition [~w]: whether ~w, played while its effect waits, enters the arena with a +1 power counter (or with more than one) its text does not say"-[Src, L] ].

%!  leaves_played_text(+State0, +Move, +Card, +State1, -State)// is det.
%
%   Move played Card (State0 before it, State1 after): an aura with cost
%   N or less spends each effect of Vengeful Apparition waiting for its
%   player; played as though it were an instant by one (FAB-1182), that
%   effect stays, naming the card, for its counter (FAB-1183).
%   effects.pl's effect(play) calls it, last.

leaves_played_text(S0, M, C, S1, S) -->
    { Who = M.player },
    (   { leaves_effects(S0, Who, C, Es), Es \== [] }
    ->  { card_id(C, Id),
          (   leaves_as_instant(S0, M) -> As = true ; As = false ),
          effects(S1, All0),
          subtract(All0, Es, All1),
          (   As == true
          ->  include(leaves_decided, Es, Ds),
              maplist(leaves_marked(Id), Ds, Marked),
              append(All1, Marked, All)
          ;   All = All1
          ),
          S = S1.put(effects, All),
          maplist(leaves_source, Es, Srcs)
        },
        (   { As == true }
        ->  [ event('FAB-1182', leaves_aura_as_instant, _{player:Who, card:Id, sources:Srcs}) ]
        ;   [ event('FAB-1182', leaves_aura_spent, _{player:Who, card:Id, sources:Srcs}) ]
        )
    ;   { S = S1 }
    ).

%!  leaves_instant_layer(+State, +Layer) is semidet.
%
%   Layer is the card layer of an aura its controller played as though
%   it were an instant by an effect of Vengeful Apparition (FAB-1182): it
%   may wait on the stack above another layer or during combat.
%   card_texts_illusionist.pl's illus_instant_layer/2 asks it.

leaves_instant_layer(S, L) :-
    layer_card(L, C),                           % position.pl
    card_id(C, Id),
    get_dict(controller, L, Who),
    effects(S, Es),
    member(E, Es),
    leaves_names(Who, Id, E),
    !.

message(event(leaves_played_as_instant, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w plays ~w as though it were an instant, by the effect of Vengeful Apparition (no action point is spent)"-[F.player, L] ].
message(event(leaves_aura_as_instant, F, S0)) -->
    { event_card(S0, F.card, L),
      atomic_list_concat(F.sources, ', ', T)
    },
    [ "~w is ~w's next aura with that cost this turn, played as though it were an instant: the effect of Vengeful Apparition (~w) is spent, and it will enter the arena with a +1 power counter"-[L, F.player, T] ].
message(event(leaves_aura_spent, F, S0)) -->
    { event_card(S0, F.card, L),
      atomic_list_concat(F.sources, ', ', T)
    },
    [ "~w is ~w's next aura with that cost this turn, not played as though it were an instant: the effect of Vengeful Apparition (~w) is spent, with no counter"-[L, F.player, T] ].

%!  leaves_instant_played(+State0, +Move)// is semidet.
%
%   Move is played as though it were an instant by an effect of Vengeful
%   Apparition: the event says so (FAB-1182).  card_texts_illusionist.pl's
%   illus_instant_played//2 calls it first.

leaves_instant_played(S0, M) -->
    { leaves_as_instant(S0, M) },
    [ event('FAB-1182', leaves_played_as_instant, _{player:M.player, card:M.card}) ].

rule_fact(Rule, S, M, leaves_as_instant(M.player, C)) :-
    memberchk(Rule, ['FAB-306', 'FAB-307', 'FAB-313']),
    leaves_as_instant(S, M),
    played_card(S, M, _, C).

fact_words(leaves_as_instant(Who, C)) -->
    { card_label(C, L) },
    [ "an effect of Vengeful Apparition lets ~w play ~w, their next aura with that cost this turn, as though it were an instant (no action point, any time ~w has priority)"-[Who, L, Who] ].

                 /*******************************
                 *    THE COUNTER AS IT ENTERS  *
                 *******************************/

rule('FAB-1183', effect, "Vengeful Apparition's effect: the aura played as though it were an instant enters the arena with a +1 power counter",
     "An aura its player played as though it were an instant by an effect of Vengeful Apparition (FAB-1182: the effect names it, `card`) enters the arena with a +1 power counter (its power_counters) as its layer resolves, and the effect ends. An aura played so that never enters (its layer fails to resolve) gets none; the effect ends with the turn.",
     ruling("",
            "Vengeful Apparition: \"If you do, it enters the arena with a +1{p} counter.\" CR 1.8.4 (\"if you do\"), 1.5.1 and 1.5.2 (counters; a +1{p} counter modifies the object's power), 8.2.4a (an aura enters the arena as it resolves), 6.3 (an object entering with counters: a replacement of the event that puts it there), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  leaves_entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: a +1 power counter for each
%   effect of Vengeful Apparition that names it (FAB-1183), which ends.
%   effects.pl's resolve_card//6 calls it, last of its chain.

leaves_entered_arena_text(S0, Who, C, S) -->
    (   { card_id(C, Id),
          effects(S0, All0),
          partition(leaves_names(Who, Id), All0, Es, All),
          Es \== [],
          length(Es, N),
          enigma_counters_put(S0.put(effects, All), Who, Id, N, S)   % card_texts_enigma.pl
        }
    ->  [ event('FAB-1183', leaves_counter_put, _{player:Who, card:Id, counters:N}) ]
    ;   { S = S0 }
    ).

message(event(leaves_counter_put, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena with ~d +1 power counter(s): ~w played it as though it were an instant by the effect of Vengeful Apparition"-[L, F.counters, F.player] ].
