/*  World of Warcraft TCG: what a move does, and how the game ends.

    Part of game.pl.  next//3 is a DCG over the move's events: each
    event(RuleId, Kind, Fields) names the rule that caused it.
*/

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

%!  next(+State0, +Move, -State)// is det.

next(S0, M, S) -->
    { get_dict(action, M, A),
      atom_string(Action, A)
    },
    effect(Action, S0, M, S).

%   --- cards, resources and powers ---------------------------------------

rule('WOW-220', effect, "Playing a card",
     "The card's cost is paid from ready resources and the card leaves the hand. An ally enters play ready, undamaged, and not yet under its controller's control since the start of the turn; a weapon or armor enters play ready; an ability goes to the graveyard after its effects (WOW-224) happen. Then the player who played it keeps priority (WOW-214).",
     ruling("", "CR v7.4 409.1, 403.6a, 411.1 (cards enter play ready), 302.2, 305.1; 410.1: a player who adds a link gets priority again after adding it.")).

effect(play_card, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      hand_card(S0, Pl, Id, Card),
      get_dict(cost, Card, Cost),
      pay(S0, Pl, Cost, S1),
      remove_from_hand(S1, Pl, Id, S2),
      get_dict(type, Card, Type)
    },
    paid(S1, Pl, Cost, Id, 'WOW-220'),
    { enter_play(Type, Card, Pl, S2, S3, Zone) },
    [ event('WOW-220', card_played, _{player:Pl, card:Id, type:Type, to:Zone}) ],
    resolve_effects(Card, Id, Pl, M, S3, S).

%   enter_play(+Type, +Card, +Player, +S0, -S, -Zone): the card played
%   goes to Zone, the key of its player's zone.

enter_play("ally", Card, Pl, S0, S, "allies") :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(health, Card, Hp),
    Ally0 = _{id:Id, atk:Atk, health:Hp, damage:0, ready:true, since_turn_start:false},
    copy_keys([name, protector, ferocity, power], Card, Ally0, Ally),
    update_player(S0, Pl, append_to(allies, Ally), S).
enter_play("weapon", Card, Pl, S0, S, "weapons") :-
    get_dict(id, Card, Id),
    get_dict(atk, Card, Atk),
    get_dict(strike_cost, Card, SC),
    W0 = _{id:Id, atk:Atk, strike_cost:SC, ready:true},
    copy_keys([name, power], Card, W0, W),
    update_player(S0, Pl, append_to(weapons, W), S).
enter_play("armor", Card, Pl, S0, S, "armor") :-
    get_dict(id, Card, Id),
    get_dict(def, Card, Def),
    A0 = _{id:Id, def:Def, ready:true},
    copy_keys([name, power], Card, A0, A),
    update_player(S0, Pl, append_to(armor, A), S).
enter_play("ability", Card, Pl, S0, S, "graveyard") :-
    get_dict(id, Card, Id),
    to_graveyard(S0, Pl, Id, S).

copy_keys(Keys, From, To0, To) :-
    foldl(copy_key(From), Keys, To0, To).

copy_key(From, K, To0, To) :-
    (   get_dict(K, From, V)
    ->  put_dict(K, To0, V, To)
    ;   To = To0
    ).

%   paid(+S, +Player, +Cost, +For, +RuleId)//: Player has paid Cost for
%   For (a card or weapon id) from ready resources; S is the state after.

paid(S, Pl, Cost, For, Rule) -->
    { ready_resources(S, Pl, Ready) },
    [ event(Rule, resources_paid, _{player:Pl, amount:Cost, for:For, ready:Ready}) ].

rule('WOW-221', effect, "Placing a resource",
     "The card leaves the hand and becomes a ready resource; the turn player has now placed their resource for the turn.",
     ruling("", "CR v7.4 412.1, 411.1.")).

effect(place_resource, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      remove_from_hand(S0, Pl, Id, S1),
      update_player(S1, Pl, add_ready_resource, S2),
      put_dict(resource_placed, S2, true, S),
      ready_resources(S, Pl, Ready)
    },
    [ event('WOW-221', resource_placed, _{player:Pl, card:Id, ready:Ready}) ].

rule('WOW-222', effect, "Using a power",
     "The power's cost is paid from ready resources and, if the power is activated, the card exhausts; then the power's effects happen (WOW-224) and the player who used it keeps priority (WOW-214).",
     ruling("", "CR v7.4 701.2, 701.3; 410.1: a player who adds a link gets priority again after adding it.")).

effect(use_power, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      card_at(S0, Id, Pl, _, Card),
      get_dict(power, Card, Power),
      get_dict(cost, Power, Cost),
      pay(S0, Pl, Cost, S1),
      (   flag(Power, activate)
      ->  update_card(S1, Pl, Id, exhaust, S2),
          Exhausted = true
      ;   S2 = S1,
          Exhausted = false
      )
    },
    paid(S1, Pl, Cost, Id, 'WOW-222'),
    [ event('WOW-222', power_used, _{player:Pl, card:Id, exhausted:Exhausted}) ],
    resolve_effects(Power, Id, Pl, M, S2, S).

%   --- the effects of cards and powers -------------------------------------

rule('WOW-224', effect, "Ready, exhaust and damage effects",
     "A card's or a power's effects happen in order as it is played or used, each on the move's target or, for \"self\", on the card whose power it is: ready readies an exhausted card, exhaust exhausts a ready card (a card already so, or no longer in play, is unchanged), damage puts that many damage counters on a hero or ally. A card readied during a combat is recorded in the combat's `readied`. Then every ally with fatal damage is destroyed (WOW-621) and leaves the combat (WOW-623), and a hero with fatal damage loses (WOW-801).",
     ruling("можно ударить этим оружием несколько раз, если вы сможете вновь вернуть его в состояние готовности.",
            "The seed names readying a weapon again as something cards do. CR v7.4 411.1: only exhausted cards ready and only ready cards exhaust; 405.2 and 410.6a: a character with fatal damage is destroyed in the pre-priority checks, before anyone gets priority; 706.1: a link's effects act on its chosen target.")).

%   resolve_effects(+Costed, +Source, +Player, +Move, +S0, -S)//: the
%   effects of Costed (a card played, or the power of Source) happen,
%   the pre-priority checks follow, and Player keeps priority (WOW-214).

resolve_effects(Costed, Source, Pl, M, S0, S) -->
    { (   get_dict(effects, Costed, Effects) -> true ; Effects = [] ),
      (   get_dict(target, M, Target) -> true ; Target = null )
    },
    effects(Effects, Source, Target, S0, S1),
    (   { Effects == [] }
    ->  { S2 = S1 }
    ;   pre_priority_checks(S1, S2)
    ),
    priority_back(S2, Pl, S).

effects([], _, _, S, S) --> [].
effects([E|Es], Source, Target, S0, S) -->
    { get_dict(effect, E, Kind),
      get_dict(target, E, T),
      (   T == "self" -> Id = Source ; Id = Target )
    },
    (   { card_at(S0, Id, Owner, _, Card) }
    ->  effect_on(Kind, E, Source, Id, Owner, Card, S0, S1)
    ;   { S1 = S0 },
        [ event('WOW-224', no_effect, _{effect:Kind, card:Id, source:Source, why:"not in play"}) ]
    ),
    effects(Es, Source, Target, S1, S).

effect_on("ready", _, Source, Id, Owner, Card, S0, S) -->
    (   { \+ is_ready(Card) }
    ->  { update_card(S0, Owner, Id, ready, S1),
          note_readied(S1, Id, S)
        },
        [ event('WOW-224', card_readied, _{card:Id, player:Owner, source:Source}) ]
    ;   { S = S0 },
        [ event('WOW-224', no_effect, _{effect:"ready", card:Id, source:Source, why:"already ready"}) ]
    ).
effect_on("exhaust", _, Source, Id, Owner, Card, S0, S) -->
    (   { is_ready(Card) }
    ->  { update_card(S0, Owner, Id, exhaust, S) },
        [ event('WOW-224', card_exhausted, _{card:Id, player:Owner, source:Source}) ]
    ;   { S = S0 },
        [ event('WOW-224', no_effect, _{effect:"exhaust", card:Id, source:Source, why:"already exhausted"}) ]
    ).
effect_on("damage", E, Source, Id, Owner, Card, S0, S) -->
    { get_dict(amount, E, N),
      update_card(S0, Owner, Id, add_damage(N), S),
      get_dict(damage, Card, D0),
      D is D0 + N
    },
    [ event('WOW-224', damage_dealt, _{card:Id, player:Owner, amount:N, damage:D, source:Source}) ].

%   note_readied(+S0, +Id, -S): a card readied during a combat is
%   recorded in the combat's `readied`.

note_readied(S0, Id, S) :-
    (   combat(S0, C0)
    ->  readied(S0, R0),
        (   memberchk(Id, R0) -> R = R0 ; append(R0, [Id], R) ),
        put_dict(readied, C0, R, C),
        put_dict(combat, S0, C, S)
    ;   S = S0
    ).

%   pre_priority_checks(+S0, -S)//: allies with fatal damage are destroyed
%   and leave the combat; a hero with fatal damage has lost.

pre_priority_checks(S0, S) -->
    destroy_fatal_allies(S0, S1, Dead),
    leave_combat(Dead, S1, S),
    fallen_heroes(S).

%   --- priority -------------------------------------------------------------

rule('WOW-214', effect, "Passing priority",
     "A pass by the turn player gives priority to the other player. A pass by the other player right after the turn player's (the second pass in succession) closes the window and the game moves on: the action phase ends (WOW-701), the end phase ends (WOW-702), the proposal resolves (WOW-314), the attack window closes (WOW-312, WOW-315) or the defend window closes (WOW-313, WOW-315). A player who plays a card or uses a power keeps priority and may play or use another at once; when the other player keeps it so (`kept_priority`), their pass gives priority to the turn player, it does not close the window.",
     ruling("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».",
            "The seed moves on once everybody has done what they wanted. CR v7.4 410.1: a player with priority adds a link or passes priority to the next player, and a player who adds a link gets priority again after adding it; 410.4: the turn player gets priority first as a window opens, and when all players pass in succession with the chain empty the window closes and the game advances (502.2, 503.1, 601.3, 602.2, 602.3); 410.4a: when all pass with links on the chain the top link resolves and the turn player gets priority. rulecheck does not model the chain: a card or power resolves as it is played, and its player keeps priority (410.1); the other player's pass after their own links stands for the passes that resolve them, after which the turn player has priority (410.4a).")).

effect(pass, S0, M, S) -->
    { get_dict(player, M, Pl),
      turn_player(S0, T),
      step(S0, St),
      without_kept_priority(S0, S1)
    },
    (   { Pl == T }
    ->  { opponent(S0, T, O),
          put_dict(priority, S1, O, S)
        },
        [ event('WOW-214', priority_passed, _{player:Pl, to:O, step:St}) ]
    ;   { kept_priority(S0) }                   % after their own card or power
    ->  { put_dict(priority, S1, T, S) },
        [ event('WOW-214', priority_passed, _{player:Pl, to:T, step:St}) ]
    ;   [ event('WOW-214', all_passed, _{player:Pl, step:St}) ],
        pass_step(St, S1, S)
    ).

%   priority_back(+S0, +Player, -S)//: after Player's card or power,
%   Player keeps priority (CR v7.4 410.1), unless the game is over; the
%   other player (not the turn player) keeps it as `kept_priority`, so
%   that their pass hands priority to the turn player instead of closing
%   the window.

priority_back(S0, Pl, S) -->
    { turn_player(S0, T),
      without_kept_priority(S0, S1)
    },
    (   { game_over(S0) }
    ->  { put_dict(priority, S1, null, S) }
    ;   { Pl == T }
    ->  { put_dict(priority, S1, T, S) }
    ;   { put_dict(_{priority:Pl, kept_priority:true}, S1, S) },
        [ event('WOW-214', priority_kept, _{player:Pl, turn_player:T}) ]
    ).

without_kept_priority(S0, S) :-
    (   del_dict(kept_priority, S0, _, S1) -> S = S1 ; S = S0 ).

%!  priority_after(+State, -Holder) is det.
%
%   Who gets priority as a window opens again in State (WOW-214,
%   WOW-622): the turn player, or no one once the game is over (a hero
%   with fatal damage or a decked player has lost: CR v7.4 102.1a,
%   102.3, 410.5).

priority_after(S, P) :-
    (   game_over(S)
    ->  P = null
    ;   turn_player(S, P)
    ).

rule('WOW-701', effect, "From the action phase to the end phase",
     "When both players pass in succession in the action phase outside combat, the end phase starts, with the turn player's priority.",
     seed("Завершив разыгрывать карты, использовать платные действия, выставлять ресурсы и атаковать, вы переходите к финальной фазе.")).

pass_step("main", S0, S) -->
    { turn_player(S0, T),
      put_dict(_{phase:"end", step:"end", priority:T}, S0, S)
    },
    [ event('WOW-701', end_phase_began, _{player:T}) ].

rule('WOW-702', effect, "From the end phase to the wrap-up",
     "When both players pass in succession in the end phase, the wrap-up starts; no one has priority in it.",
     seed("И вот все совершили все, что собирались, и мы переходим к этапу «завершения».")).

pass_step("end", S0, S) -->
    { put_dict(_{step:"wrap_up", priority:null}, S0, S),
      turn_player(S0, T)
    },
    [ event('WOW-702', wrap_up_began, _{player:T}) ].

%   --- the wrap-up and the end of the turn ----------------------------------

rule('WOW-710', effect, "Discarding",
     "The card goes from the hand to its owner's graveyard.",
     seed("вы должны сбрасывать лишние")).

effect(discard, S0, M, S) -->
    { get_dict(card, M, Id),
      get_dict(player, M, Pl),
      remove_from_hand(S0, Pl, Id, S1),
      to_graveyard(S1, Pl, Id, S),
      hand_size(S, Pl, N)
    },
    [ event('WOW-710', discarded, _{player:Pl, card:Id, to:"graveyard", hand:N}) ].

rule('WOW-711', effect, "The turn passes to the next player",
     "The other player becomes the turn player. Their ready step readies all their cards and resources, and their allies count as under their control since the start of the turn; then comes their draw step (WOW-712), and the turn continues in their action phase, where they have priority.",
     ruling("По завершении этого этапа финальной фазы ход переходит к следующему игроку, к стартовой фазе.",
            "CR v7.4 503.2a: the wrap-up, the end phase and the turn end and the next player starts his turn; 501.1a: the turn player readies all exhausted cards he controls; 502.1: the action phase opens with his priority. The start phase's priority windows are not modelled.")).

effect(end_turn, S0, M, S) -->
    { get_dict(player, M, Pl),
      opponent(S0, Pl, Next),
      update_player(S0, Next, ready_step, S1),
      put_dict(_{turn:Next, phase:"action", step:"main", resource_placed:false, priority:Next}, S1, S2),
      ready_resources(S2, Next, Ready)
    },
    [ event('WOW-711', turn_ended, _{player:Pl, next:Next}),
      event('WOW-711', readied, _{player:Next, resources:Ready}) ],
    draw_step(S2, Next, S).

rule('WOW-712', effect, "The draw step",
     "After the ready step the turn player draws the top card of their deck into their hand (an unknown card stays unknown). A player who must draw from an empty deck is decked and loses (WOW-802). A position without the player's deck leaves the draw out: add the drawn card to the hand yourself.",
     ruling("ход переходит к следующему игроку, к стартовой фазе.",
            "The seed's start phase is the official one. CR v7.4 501.2a: as the draw step starts, the turn player draws a card; 501.2b: the first player skips the draw of the first turn (a new position starts after it); 410.6b and 102.1a: a player required to draw from an empty deck becomes decked and loses.")).

%   draw_step(+S0, +Player, -S)//: Player draws the top card of their
%   deck, or is decked; nothing if the position has no deck for them.

draw_step(S0, Pl, S) -->
    (   { deck(S0, Pl, Deck) }
    ->  (   { Deck = [Card|Rest] }
        ->  { get_dict(id, Card, Id),
              update_player(S0, Pl, draw_card(Card, Rest), S),
              hand_size(S, Pl, N),
              length(Rest, Left)
            },
            [ event('WOW-712', card_drawn, _{player:Pl, card:Id, hand:N, deck:Left}) ]
        ;   becomes_decked(S0, Pl, S)
        )
    ;   { S = S0 }
    ).

draw_card(Card, Rest, P0, P) :-
    get_dict(hand, P0, H0),
    append(H0, [Card], H),
    put_dict(_{hand:H, deck:Rest}, P0, P).

ready_step(P0, P) :-
    get_dict(hero, P0, H0), put_dict(ready, H0, true, H),
    get_dict(allies, P0, As0),
    maplist(ready_ally, As0, As),
    get_dict(weapons, P0, Ws0), maplist(ready_card, Ws0, Ws),
    get_dict(armor, P0, Rs0), maplist(ready_card, Rs0, Rs),
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Rd), get_dict(exhausted, R0, Ex),
    Total is Rd + Ex,
    put_dict(_{hero:H, allies:As, weapons:Ws, armor:Rs,
               resources:_{ready:Total, exhausted:0}}, P0, P).

ready_ally(A0, A) :- put_dict(_{ready:true, since_turn_start:true}, A0, A).

ready_card(C0, C) :- put_dict(ready, C0, true, C).

%   --- updating players and cards --------------------------------------------

update_player(S0, Name, Goal, S) :-
    state_players(S0, Ps0),
    maplist(update_if_named(Name, Goal), Ps0, Ps),
    put_dict(players, S0, Ps, S).

update_if_named(Name, Goal, P0, P) :-
    (   get_dict(name, P0, N), N == Name
    ->  call(Goal, P0, P)
    ;   P = P0
    ).

update_card(S0, Player, Id, Change, S) :-
    update_player(S0, Player, change_card(Id, Change), S).

change_card(Id, Change, P0, P) :-
    get_dict(hero, P0, H0),
    change_if_id(Id, Change, H0, H),
    get_dict(allies, P0, As0),
    maplist(change_if_id(Id, Change), As0, As),
    get_dict(weapons, P0, Ws0),
    maplist(change_if_id(Id, Change), Ws0, Ws),
    get_dict(armor, P0, Rs0),
    maplist(change_if_id(Id, Change), Rs0, Rs),
    put_dict(_{hero:H, allies:As, weapons:Ws, armor:Rs}, P0, P).

change_if_id(Id, Change, C0, C) :-
    (   get_dict(id, C0, Id0), Id0 == Id
    ->  card_change(Change, C0, C)
    ;   C = C0
    ).

card_change(exhaust, C0, C) :- put_dict(ready, C0, false, C).
card_change(ready, C0, C) :- put_dict(ready, C0, true, C).
card_change(add_damage(N), C0, C) :-
    get_dict(damage, C0, D0),
    D is D0 + N,
    put_dict(damage, C0, D, C).

pay(S0, Player, Cost, S) :-
    update_player(S0, Player, pay_resources(Cost), S).

pay_resources(Cost, P0, P) :-
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Ready0),
    get_dict(exhausted, R0, Ex0),
    Ready is Ready0 - Cost,
    Ex is Ex0 + Cost,
    put_dict(resources, P0, _{ready:Ready, exhausted:Ex}, P).

add_ready_resource(P0, P) :-
    get_dict(resources, P0, R0),
    get_dict(ready, R0, Ready0),
    Ready is Ready0 + 1,
    put_dict(ready, R0, Ready, R),
    put_dict(resources, P0, R, P).

remove_from_hand(S0, Player, Id, S) :-
    update_player(S0, Player, remove_hand_card(Id), S).

remove_hand_card(Id, P0, P) :-
    get_dict(hand, P0, H0),
    exclude(card_with_id(Id), H0, H),
    put_dict(hand, P0, H, P).

card_with_id(Id, C) :-
    get_dict(id, C, Id0),
    Id0 == Id.

to_graveyard(S0, Player, Id, S) :-
    update_player(S0, Player, add_to_graveyard(Id), S).

add_to_graveyard(Id, P0, P) :-
    get_dict(graveyard, P0, G0),
    append(G0, [Id], G),
    put_dict(graveyard, P0, G, P).

append_to(Key, X, P0, P) :-
    get_dict(Key, P0, L0),
    append(L0, [X], L),
    put_dict(Key, P0, L, P).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

rule('WOW-801', outcome, "A hero with fatal damage loses the game",
     "A player whose hero has damage greater than or equal to its health loses; the other player wins. If both heroes have fatal damage at once, the game is a draw.",
     ruling("Атакованный уничтожен, так как получил смертельный урон. ... У вашего героя 25 здоровья и 6 фишек урона.",
            "The seed shows fatal damage destroying an ally and a damaged hero surviving, but never says how a hero dies. CR v7.4 405.2, 102.1a: a hero with fatal damage is destroyed and its player loses immediately; if all remaining players lose simultaneously the game is a draw.")).

%   fallen_heroes(+State)//: a hero with fatal damage after combat damage
%   has lost its player the game.

fallen_heroes(S) -->
    { findall(event('WOW-801', fatal_damage, _{player:P, hero:Id, damage:D, health:Hp}),
              ( hero_fallen(S, P),
                hero_of(S, P, H),
                get_dict(id, H, Id),
                get_dict(damage, H, D),
                get_dict(health, H, Hp) ),
              Events)
    },
    events(Events).

events([]) --> [].
events([E|Es]) --> [E], events(Es).

rule('WOW-802', outcome, "A decked player loses the game",
     "A player who must draw a card from an empty deck is decked: they lose, and the other player wins.",
     ruling("ход переходит к следующему игроку, к стартовой фазе.",
            "The seed never empties a deck. CR v7.4 410.6b: all players who have been required to draw a card from an empty deck become decked; 102.1a: a player who becomes decked loses the game immediately.")).

%   becomes_decked(+S0, +Player, -S)//: Player had to draw from an empty
%   deck.

becomes_decked(S0, Pl, S) -->
    { update_player(S0, Pl, become_decked, S1),
      put_dict(priority, S1, null, S)
    },
    [ event('WOW-802', decked, _{player:Pl}) ].

become_decked(P0, P) :-
    put_dict(decked, P0, true, P).

%!  outcome(+State, -Outcome) is det.
%
%   Who has lost (has_lost/3: a hero with fatal damage, WOW-801, or a
%   decked player, WOW-802), and so who has won.

outcome(S, O) :-
    findall(P-Why, has_lost(S, P, Why), Lost),
    pairs_keys(Lost, Losers0),
    list_to_set(Losers0, Losers),
    (   Losers == []
    ->  O = _{result:"ongoing"}
    ;   findall(P, ( player_name(S, P), \+ memberchk(P, Losers) ), Winners),
        (   \+ memberchk(_-fatal_damage, Lost)
        ->  Rule = 'WOW-802'
        ;   Rule = 'WOW-801'
        ),
        (   Winners == []
        ->  (   Rule == 'WOW-801'
            ->  reason_text(wow_tcg, outcome(fatal_damage_draw(Losers)), Reason)
            ;   reason_text(wow_tcg, outcome(all_lost_draw(Losers)), Reason)
            ),
            O = _{result:"draw", winners:[], losers:Losers, rule:Rule, reason:Reason}
        ;   Rule == 'WOW-802'
        ->  reason_text(wow_tcg, outcome(decked(Losers)), Reason),
            O = _{result:"won", winners:Winners, losers:Losers, rule:Rule, reason:Reason}
        ;   reason_text(wow_tcg, outcome(hero_destroyed(Losers)), Reason),
            O = _{result:"won", winners:Winners, losers:Losers, rule:Rule, reason:Reason}
        )
    ).

%!  selfplay_bound(-MaxMoves, -MustEnd) is det.
%
%   Random games end within 3000 moves.

selfplay_bound(3000, true).

% How the game ended: outcome/2's reason
message(outcome(fatal_damage_draw(Losers))) -->
    { atomic_list_concat(Losers, ' and ', T) },
    [ "the heroes of ~w all have fatal damage at once: nobody remains, the game is a draw"-[T] ].
message(outcome(all_lost_draw(Losers))) -->
    { atomic_list_concat(Losers, ' and ', T) },
    [ "~w have all lost at once: nobody remains, the game is a draw"-[T] ].
message(outcome(decked(Losers))) -->
    { atomic_list_concat(Losers, ' and ', T) },
    [ "~w had to draw a card from an empty deck"-[T] ].
message(outcome(hero_destroyed(Losers))) -->
    { atomic_list_concat(Losers, ' and ', T) },
    [ "~w's hero has damage greater than or equal to its health and is destroyed"-[T] ].
