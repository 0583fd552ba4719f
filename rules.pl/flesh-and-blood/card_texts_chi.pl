/*  Flesh and Blood: chi points, and the Mystic heroes' {c} costs.

    Part of game.pl, included after card_texts_auraweapons.pl, whose
    relations and those of the files before it it reuses.  Read here
    (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - chi points (FAB-1105): a Chi card (Inner Chi: a Mystic Resource -
      Chi, pitch 3) pitched gives chi points, not resource points (CR
      1.12.4f, 1.13.5a, 1.14.3, 2.8.2); chi points pay resource point
      costs in place of resource points, all of them before any resource
      point (CR 1.13.5b, 1.14.2a, 1.14.2d); the end of the turn empties
      action and resource points only, so chi points left stay (CR
      4.4.3e).  The state keeps them in one place with resource points:
      a player's `resource_points` counts both (every {r} cost pays from
      that count as before), and `chi_points` (absent: 0) says how many
      of them are chi points; no more than `resource_points` (FAB-1106);
    - chi costs (FAB-1107): a cost of {c} symbols only ("{c}{c}{c}": the
      instants of Enigma, Zen and Nuu) is paid with chi points only, and
      only Chi cards may be pitched while it is short (CR 1.14.2c,
      1.14.3b); what Frostbite adds to it is a resource point cost paid
      after it (CR 1.14.2a).

    Hooks (shared files, one call each): effects.pl's pitch_cards//3
    (chi_pitched//6) and pay//5 (chi_paid//4), and its end of the turn
    with choices_orders.pl's (chi_points/2: the chi points stay);
    states.pl's FAB-110 (chi points at the start of a turn are no
    leftover); moves.pl's activate_moves/7 (chi_activation_pitch_set/5);
    rulebook.pl's FAB-302 and FAB-303 (a chi cost is FAB-1107's);
    position.pl's ability_cost_text/2 (a cost of {c} only is read);
    messages.pl's words of an activation (chi_cost_text/2).

    Not read here: the heroes' texts (Enigma, Zen, Nuu): what their
    instants do stays text rulecheck does not read (FAB-119).
*/

:- discontiguous message//1, rule/5, broken/4, invalid/4, card_text_read/2, ability_reading/1,
   ability_reading_resolved//5, moot/3, rule_fact/4, fact_words//1.

%!  chi_card(+Card) is semidet.
%
%   Card gives chi points when pitched: a card of the subtype Chi (the
%   card data does not carry the pitch symbols; Inner Chi, the one Chi
%   card, is a Mystic Resource - Chi with pitch 3).

chi_card(C) :-
    card_prop(C, subtypes, Ss),
    is_list(Ss),
    memberchk("Chi", Ss).

%!  chi_points(+Player:dict, -Chi:integer) is det.
%
%   How many of Player's resource points are chi points (0 where the
%   state does not say).

chi_points(P, Chi) :-
    key_value(chi_points, P, 0, Chi).

%!  chi_cost(+Ability:dict, -K:integer) is semidet.
%
%   Ability's cost as printed is K {c} symbols and nothing else.

chi_cost(Ab, K) :-
    get_dict(cost_text, Ab, T),
    atomic_list_concat(Parts, '{c}', T),
    length(Parts, N),
    K is N - 1,
    K > 0,
    forall(member(X, Parts), X == '').

%!  chi_cost_text(+Ability:dict, -Text:string) is semidet.
%
%   The printed cost of an ability whose cost is chi points only.

chi_cost_text(Ab, Text) :-
    chi_cost(Ab, _),
    get_dict(cost_text, Ab, Text).

%!  chi_activation(+State, +Move, -Player:dict, -K, -Cost) is semidet.
%
%   Move activates an ability whose cost is K chi points, and Cost
%   resource points more (what Frostbite adds, FAB-540).

chi_activation(S, M, P, K, Cost) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),
    chi_cost(Ab, K),
    activation_cost(S, P, C, Ab, Cost).

                 /*******************************
                 *          CHI POINTS          *
                 *******************************/

rule('FAB-1105', effect, "Chi points: a Chi card pitched gives chi points, which pay chi costs, pay resource costs before resource points, and stay at the end of the turn",
     "Inner Chi (a Mystic Resource - Chi, pitch 3, the one Chi card) pitched gives its player chi points, not resource points. A chi point pays a resource point cost as a resource point does, and every cost is paid with the chi points first, then the resource points (the CR's example: a cost of 2 paid by pitching a card of pitch 1 and then Inner Chi uses 2 chi points, and 1 chi point and 1 resource point are left). The end of the turn takes the action points and resource points left, not the chi points: they stay, for a later cost of the player's. The state counts the chi points in the player's resource_points (every resource point cost pays from that count) and says how many of them are chi points in chi_points (absent: none).",
     ruling("",
            "CR 1.12.4f (the chi symbol {c}), 1.13.1 (chi points are an asset of their own), 1.13.5, 1.13.5a (a player gains chi points by pitching cards while paying a cost that needs chi or resource points), 1.13.5b (a chi point can be used in place of a resource point for paying resource point costs), 1.14.2a (chi points are paid first), 1.14.2d (the player must use all their chi points before any resource point on a resource point cost; the example of a cost of 2), 1.14.3 and 2.8.2 (the pitch symbols say which asset a card gives: Inner Chi's are {c}), 4.4.3e (the end phase: all players lose all action points and resource points, chi points are not named), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data gives no pitch symbols: a card of the subtype Chi is read as one that gives chi points.")).

%!  chi_pitched(+Who, +Id, +Value, +RP, +Player0, -Player)// is det.
%
%   Who pitched the Chi card Id (Value its pitch, RP the resource points
%   now, chi points counted): its points are chi points (effects.pl's
%   pitch_cards//3).

chi_pitched(Who, Id, V, RP, P0, P) -->
    { chi_points(P0, Ch0),
      Ch is Ch0 + V,
      P = P0.put(chi_points, Ch)
    },
    [ event('FAB-1105', chi_card_pitched, _{player:Who, card:Id, pitch:V, chi_points:Ch, resource_points:RP}) ].

%!  chi_kept(+Player, +Chi, +Gone:list)// is det.
%
%   The end of the turn: Player's Chi chi points stay (effects.pl's
%   end_of_turn_player//2, choices_orders.pl's effect(bottom)), said
%   where the end of the turn takes something else of theirs (Gone: the
%   action points and resource points lost, the cards of the pitch zone
%   put on the deck), so once: a player the end of the turn goes over
%   again after a choice has nothing left to lose.

chi_kept(Who, Chi, [AP, RP, Ids]) -->
    (   { Chi > 0, ( AP > 0 ; RP > 0 ; Ids \== [] ) }
    ->  [ event('FAB-1105', chi_points_kept, _{player:Who, chi_points:Chi}) ]
    ;   []
    ).

message(event(chi_points_kept, F, _)) -->
    [ "~w keeps the ~d chi point(s) left: the end of the turn takes action points and resource points only (CR 4.4.3e)"-[F.player, F.chi_points] ].
message(event(chi_card_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pitches ~w for ~d chi point(s) (a Chi card): ~d chi point(s), ~d chi and resource point(s) in all"-[F.player, L, F.pitch, F.chi_points, F.resource_points] ].

%!  chi_paid(+For:dict, +Cost, +Player0, -Player)// is det.
%
%   Before Cost resource points are taken (effects.pl's pay//5): an
%   ability's chi cost (FAB-1107) is paid from the chi points, then the
%   chi points left pay the resource point cost first (FAB-1105).  A
%   player with no chi points and no chi cost is left as they were.

chi_paid(For, Cost, P0, P) -->
    (   { chi_cost_for(For, P0, K) }
    ->  { chi_points(P0, Ch0),
          Ch1 is Ch0 - K,
          RP is P0.resource_points - K,
          P1 = P0.put(_{chi_points:Ch1, resource_points:RP})
        },
        [ event('FAB-1107', chi_cost_paid, _{player:For.player, card:For.card, ability:For.ability, cost:K, chi_points:Ch1}) ]
    ;   { P1 = P0 }
    ),
    (   { get_dict(chi_points, P1, Ch2) }
    ->  { Ch is max(0, Ch2 - Cost),
          P = P1.put(chi_points, Ch)
        }
    ;   { P = P1 }
    ).

%   The chi cost of the ability For names, paid by Player.
chi_cost_for(For, P, K) :-
    get_dict(ability, For, I),
    get_dict(card, For, Id),
    ability_card(P, Id, C),
    card_abilities(C, As),
    nth0(I, As, Ab),
    chi_cost(Ab, K).

message(event(chi_cost_paid, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays ~d chi point(s) for ability ~w of ~w (its {c} cost); ~d chi point(s) left"-[F.player, F.cost, F.ability, L, F.chi_points] ].

rule('FAB-1106', state, "Chi points are counted in the resource points",
     "A player's chi_points (how many of their points are chi points) is no more than their resource_points, which count chi points and resource points together.",
     ruling("",
            "CR 1.13.5 and 1.13.5b (a chi point pays resource point costs as a resource point does), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: rulecheck keeps both in resource_points, and chi_points says how many of them are chi points.")).

invalid('FAB-1106', S, Path, chi_over_resources(Name, Chi, RP)) :-
    nth0(I, S.players, P),
    get_dict(chi_points, P, Chi),
    integer(Chi),
    key_value(resource_points, P, 0, RP),
    Chi > RP,
    Name = P.name,
    json_path([players, I, chi_points], Path).

message(chi_over_resources(Name, Chi, RP)) -->
    [ "~w has ~d chi point(s) but only ~d resource point(s): resource_points counts the chi points too"-[Name, Chi, RP] ].

                 /*******************************
                 *          CHI COSTS           *
                 *******************************/

rule('FAB-1107', constraint, "A {c} cost is paid with chi points: only Chi cards are pitched for it",
     "An ability whose cost is chi points ({c}{c}{c}: the instants of Enigma, Zen and Nuu) is paid with the player's chi points and those of the Chi cards they pitch: a card that gives no chi point cannot be pitched while the chi cost is short, and a card is pitched only while the player is still short; what Frostbite adds is a resource point cost paid after it (chi points left first, then resource points, pitching any card while short). Without enough chi points the ability cannot be activated.",
     ruling("",
            "CR 1.14.2 (an asset-cost), 1.14.2a (chi points are paid first, each type in full before the next), 1.14.2b (a cost that cannot be paid), 1.14.2c (a chi point cost is paid with chi points; the player may pitch cards one at a time until they have enough), 1.14.3b (a card may be pitched only if it gains assets needed: the example of a cost of 3 chi points, for which a card that only gains resource points cannot be pitched), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Any order of the cards pitched in which each was needed is accepted (FAB-303's reading).")).

broken('FAB-1107', S, M, Reason) :-
    chi_activation(S, M, P, K, Cost),
    valid_pitch(P, M, none, Cards),
    chi_points(P, Ch),
    RP = P.resource_points,
    include(chi_card, Cards, Chis),
    pitched_points(Chis, ChiSum),
    pitched_points(Cards, Sum),
    (   Ch + ChiSum < K
    ->  Reason = chi_not_covered(P.name, K, Ch, ChiSum)
    ;   RP + Sum < K + Cost
    ->  Reason = chi_and_resources_not_covered(P.name, K, Cost, RP, Sum)
    ;   \+ chi_order_ok(Cards, Ch, RP, K, Cost)
    ->  (   Cost =:= 0,
            member(C, Cards),
            \+ chi_card(C)
        ->  Reason = not_a_chi_card(C, K)
        ;   Reason = chi_pitch_not_needed(K, Cost, Ch, RP)
        )
    ).

%   A chi cost is FAB-1107's, not FAB-302's nor FAB-303's (explain's walk).
moot('FAB-302', S, M) :-
    chi_activation(S, M, _, _, _).
moot('FAB-303', S, M) :-
    chi_activation(S, M, _, _, _).
moot('FAB-1107', S, M) :-
    \+ chi_activation(S, M, _, _, _).

rule_fact('FAB-1107', S, M, chi_payment(Name, K, Cost, Ch, RP, Pitched)) :-
    chi_activation(S, M, P, K, Cost),
    Name = P.name,
    chi_points(P, Ch),
    RP = P.resource_points,
    valid_pitch(P, M, none, Cards),
    maplist(chi_pitched_part, Cards, Pitched).

chi_pitched_part(C, L-V-Kind) :-
    card_label(C, L),
    pitch_of(C, V),
    (   chi_card(C) -> Kind = chi ; Kind = resource ).

fact_words(chi_payment(Name, K, Cost, Ch, RP, Pitched)) -->
    [ "the cost is ~d chi point(s) and ~d resource point(s) more; ~w has ~d chi point(s) among ~d chi and resource point(s), and the move pitches "-[K, Cost, Name, Ch, RP] ],
    (   { Pitched == [] }
    ->  [ "nothing" ]
    ;   { maplist([L-V-Kd, T]>>format(string(T), "~w (~d ~w)", [L, V, Kd]), Pitched, Ts),
          atomic_list_concat(Ts, ', ', PT) },
        [ PT ]
    ).

%   Some order of Cards pays K chi points (Chi cards only, while short)
%   then Cost resource points (any card, while short), each card needed.
chi_order_ok(Cards, Ch, RP, K, Cost) :-
    permutation(Cards, Order),
    chi_sequence(Order, Ch, RP, K, Cost),
    !.

chi_sequence([], Ch, RP, K, Cost) :-
    Ch >= K,
    RP - K >= Cost.
chi_sequence([C|Cs], Ch, RP, K, Cost) :-
    pitch_of(C, V),
    (   Ch < K
    ->  chi_card(C),
        Ch1 is Ch + V
    ;   RP - K < Cost
    ->  (   chi_card(C) -> Ch1 is Ch + V ; Ch1 = Ch )
    ),
    RP1 is RP + V,
    chi_sequence(Cs, Ch1, RP1, K, Cost).

message(chi_not_covered(Name, K, Ch, ChiSum)) -->
    { Total is Ch + ChiSum },
    [ "the cost is ~d chi point(s) ({c}) but ~w has only ~d (~d before pitching + ~d from Chi cards pitched): only chi points pay a chi cost"-[K, Name, Total, Ch, ChiSum] ].
message(chi_and_resources_not_covered(Name, K, Cost, RP, Sum)) -->
    { Total is RP + Sum },
    [ "the cost is ~d chi point(s) and ~d resource point(s) more but ~w has only ~d chi and resource point(s) (~d before pitching + ~d pitched)"-[K, Cost, Name, Total, RP, Sum] ].
message(not_a_chi_card(C, K)) -->
    { card_label(C, L) },
    [ "~w is no Chi card: pitched, it gains no chi point, and only Chi cards may be pitched to pay a cost of ~d chi point(s) (CR 1.14.3b)"-[L, K] ].
message(chi_pitch_not_needed(K, Cost, Ch, RP)) -->
    [ "no order of the cards pitched pays the cost (~d chi point(s), then ~d resource point(s), from ~d chi point(s) and ~d chi and resource point(s) before pitching) with each card needed when pitched and only Chi cards pitched while chi points are short (CR 1.14.2a, 1.14.2c, 1.14.3b)"-[K, Cost, Ch, RP] ].

%!  chi_activation_pitch_set(+Player:dict, +K, +Cost, -Set) is nondet.
%
%   The pitch sets of an activation whose cost is K chi points and Cost
%   resource points (moves.pl's activate_moves/7): Chi cards of the hand
%   while chi points are short, then any cards while resource points are
%   (pitch_set/5 for each part).

chi_activation_pitch_set(P, K, Cost, Set) :-
    chi_points(P, Ch),
    include(chi_card, P.hand, ChiHand),
    pitch_set(ChiHand, Ch, K, Set1, _),
    pitched_points(Set1, Sum1),
    Have is P.resource_points + Sum1 - K,
    exclude(chi_set_member(Set1), P.hand, Rest),
    pitch_set(Rest, Have, Cost, Set2, _),
    append(Set1, Set2, Set).

chi_set_member(Set, C) :-
    card_id(C, Id),
    member(D, Set),
    card_id(D, Id0),
    Id0 == Id,
    !.

                 /*******************************
                 *             ZEN              *
                 *******************************/

%   The texts read here (card_text_read/2):
%
%       chi_zen_tiger_combo_search   Zen: "Once per Turn Instant -
%                               {c}{c}{c}: Create a Crouching Tiger in
%                               your hand. Search your deck for a card
%                               with combo, banish it, then shuffle. You
%                               may play it this turn." (FAB-1108; its
%                               cost FAB-1107, its limit the card data's)
%       chi_enigma_spectral_shield(Counters)   Enigma: "Your first
%                               Spectral Shield attack each turn costs
%                               {r} less to activate. Once per Turn
%                               Instant - {c}{c}{c}: Create a Spectral
%                               Shield token with a +1{p} counter."
%                               (FAB-1109, FAB-1110)

card_text_read("Zen", chi_zen_tiger_combo_search).

rule('FAB-1108', effect, "Zen: his {c}{c}{c} instant makes a Crouching Tiger in his player's hand, then searches their deck for a card with combo, banished and playable this turn",
     "As the ability of Zen (its text read: \"Once per Turn Instant - {c}{c}{c}: Create a Crouching Tiger in your hand. Search your deck for a card with combo, banish it, then shuffle. You may play it this turn.\"; its cost is FAB-1107's, once per turn FAB-402's) resolves, a Crouching Tiger is created in its controller's hand (its id the hero's and -crouching-tiger: FAB-1361's), then they search their deck: the position waits for their choice (search_combo, Katsu's search, FAB-566, FAB-568): a search move names a card with combo of their deck, which is banished face up and may be played from the banished zone this turn (may_play_banished, FAB-569), or names none (a deck's cards are private: a search may fail); the deck is then shuffled (its cards become unknown cards of the position, their ids kept). With an empty deck the search fails at once and nothing waits.",
     ruling("",
            "Zen: \"Once per Turn Instant - {c}{c}{c}: Create a Crouching Tiger in your hand. Search your deck for a card with combo, banish it, then shuffle. You may play it this turn.\" CR 5.2.1 (an activated ability's cost and effect), 5.3.4 (the effects in the order the text gives them), 8.5.2 and 8.5.2c (create: a card created in a zone a player owns enters it under their control), 8.5.19 and 8.5.20 (search, shuffle: a player may fail to find a card in a hidden zone), 8.5.1 (banish), 8.4.1 (combo), 3.3.4 and 5.1.1 (a card is played from elsewhere than the hand or arsenal only where an effect allows it), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer of Zen's instant resolves (FAB-1108;
%   card_texts_katsu_bravo.pl's ability_text_resolved//5 calls it).
ability_reading(chi_zen_tiger_combo_search).

ability_reading_resolved(chi_zen_tiger_combo_search, S0, Who, Id, S) -->
    { zen_created_in_hand(S0, Who, Id, "Crouching Tiger", TId, S1),   % card_texts_zen.pl (FAB-1361)
      player(S1, Who, P),
      C = P.hero
    },
    [ event('FAB-1108', chi_zen_tiger_made, _{player:Who, card:Id, token:TId}) ],
    (   { P.deck == [] }
    ->  shuffled_after_search(S1, Who, none, Id, S)     % card_texts_katsu_rest.pl (FAB-566)
    ;   { S = S1.put(pending, _{choice:"search_combo", player:Who, controller:Who, source:C}) },
        [ event('FAB-1108', chi_zen_search_waits, _{player:Who, card:Id}) ]
    ).

message(event(chi_zen_tiger_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's instant resolves: a Crouching Tiger (~w) is created in ~w's hand"-[L, F.token, F.player] ].
message(event(chi_zen_search_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w searches their deck for a card with combo (~w; a search move names it, or none): it is banished, and they may play it this turn"-[F.player, L] ].

                 /*******************************
                 *            ENIGMA            *
                 *******************************/

card_text_read("Enigma", chi_enigma_spectral_shield(1)).

rule('FAB-1109', effect, "Enigma: her {c}{c}{c} instant makes a Spectral Shield token with a +1 power counter",
     "As the ability of Enigma (its text read: \"Once per Turn Instant - {c}{c}{c}: Create a Spectral Shield token with a +1{p} counter.\"; its cost is FAB-1107's, once per turn FAB-402's) resolves, a Spectral Shield token enters its controller's arena (its id the hero's and -spectral-shield, FAB-1347's) with one +1 power counter (power_counters: 1).",
     ruling("",
            "Enigma: \"Once per Turn Instant - {c}{c}{c}: Create a Spectral Shield token with a +1{p} counter.\" CR 5.2.1 (an activated ability's cost and effect), 8.5.2 (create), 1.5.1 (counters), 8.1.8 (a token), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The activated-layer of Enigma's instant resolves (FAB-1109).
ability_reading(chi_enigma_spectral_shield(_)).

ability_reading_resolved(chi_enigma_spectral_shield(N), S0, Who, Id, S) -->
    { tokens_created(Id, Who, Who, ["Spectral Shield"], S0, S1, [TId], More),   % tokens_created.pl
      enigma_counters_put(S1, Who, TId, N, S)   % card_texts_enigma.pl
    },
    [ event('FAB-1109', chi_enigma_shield_made, _{player:Who, card:Id, token:TId, counters:N}) ],
    tokens_more_made(Who, Id, More).

message(event(chi_enigma_shield_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's instant resolves: a Spectral Shield token (~w) enters ~w's arena with ~d +1 power counter(s)"-[L, F.token, F.player, F.counters] ].

rule('FAB-1110', effect, "Enigma: her player's first Spectral Shield attack each turn costs 1 resource point less to activate",
     "While a player's hero is Enigma (its text read: \"Your first Spectral Shield attack each turn costs {r} less to activate.\"; its abilities not lost: Crush Confidence, FAB-624), the attack of a Spectral Shield of theirs (an aura a weapon now: Cosmo's, FAB-1570, or Iris of Reality's, FAB-1572) costs 1 resource point less to activate (never below 0), unless they have activated a Spectral Shield's attack earlier this turn: the first such activation is recorded for the turn ({kind: chi_spectral_shield_attacked, player}), whatever it cost; a position given in the middle of a turn says so in its effects, as the other records of the turn (FAB-566, FAB-742), or shows it (a chain link of theirs whose attack is a Spectral Shield, or the turn's activations naming an ability of a Spectral Shield of their arena); with none of these, none is taken to have attacked.",
     ruling("",
            "Enigma: \"Your first Spectral Shield attack each turn costs {r} less to activate.\" CR 5.1.6a and 5.2.1 (an activated ability's cost, which effects may reduce; a reduced cost is never below 0), 1.4.3 (an attack is activated from a weapon's ability: the attack of the Spectral Shield), 4.4.4 (each turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck counts the activation as the attack: the first attack ability of a Spectral Shield its player activates this turn.")).

%!  chi_ability_cost_less(+State, +Player:dict, +Card, +Ability, -Less) is det.
%
%   What Enigma takes off the attack of Player's Spectral Shield Card
%   (FAB-1110); 0 otherwise.  card_texts_katsu_bravo.pl's
%   activation_cost/5 calls it.

chi_ability_cost_less(S, P, C, Ab, Less) :-
    (   chi_enigma_first_shield_attack(S, P, C, Ab)
    ->  Less = 1
    ;   Less = 0
    ).

chi_enigma_first_shield_attack(S, P, C, Ab) :-
    get_dict(effect, Ab, "attack"),
    get_dict(name, C, "Spectral Shield"),
    chi_enigma_hero(S, P),
    \+ chi_shield_attacked(S, P.name, none).

%   chi_enigma_hero(+S, +Player): Player's hero is Enigma, her text read
%   and her abilities not lost.
chi_enigma_hero(S, P) :-
    get_dict(hero, P, H),
    text_read_name(H, Name),
    card_text_read(Name, chi_enigma_spectral_shield(_)),
    \+ hero_abilities_lost(S, P.name).          % card_texts_bravo.pl (FAB-624)

%   chi_shield_attacked(+S, +Player, +Except): the turn records a
%   Spectral Shield attack of Player's (FAB-1110), or the position shows
%   one: a chain link of theirs whose attack is a Spectral Shield, or the
%   turn's record of activations (`activated`) names an ability of a
%   Spectral Shield of their arena other than Except (the one activated
%   now, whose key is written as it is activated).
chi_shield_attacked(S, Who, _) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "chi_spectral_shield_attacked"),
    get_dict(player, E, W), W == Who,
    !.
chi_shield_attacked(S, Who, _) :-
    chain_open(S),
    member(L, S.chain.links),
    get_dict(controller, L, W), W == Who,
    link_attack(L, A),
    get_dict(name, A, "Spectral Shield"),
    !.
chi_shield_attacked(S, Who, Except) :-
    key_value(activated, S, [], Done),
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    member(A, Arena),
    get_dict(name, A, "Spectral Shield"),
    card_id(A, Id),
    Id \== Except,
    member(Key, Done),
    split_string(Key, "/", "", [IdS, _]),
    atom_string(Id, IdS),
    !.

%!  chi_activated_text(+State0, +Player, +Id, +Ability, -State)// is det.
%
%   Player activated Ability of their card Id: the first attack of a
%   Spectral Shield this turn, their hero Enigma, is recorded (FAB-1110).
%   effects.pl's effect(activate) calls it.

chi_activated_text(S0, Who, Id, Ab, S) -->
    (   { get_dict(effect, Ab, "attack"),
          player(S0, Who, P),
          card_where(P, Id, _, C),
          get_dict(name, C, "Spectral Shield"),
          chi_enigma_hero(S0, P),
          \+ chi_shield_attacked(S0, Who, Id),
          card_id(P.hero, HId),
          add_effect(S0, _{kind:"chi_spectral_shield_attacked", player:Who, source:HId}, S)
        }
    ->  [ event('FAB-1110', chi_first_shield_attack, _{player:Who, card:Id, by:HId}) ]
    ;   { S = S0 }
    ).

message(event(chi_first_shield_attack, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, H) },
    [ "~w's attack is ~w's first Spectral Shield attack this turn (~w: it cost 1 resource point less); the turn records it"-[L, F.player, H] ].
