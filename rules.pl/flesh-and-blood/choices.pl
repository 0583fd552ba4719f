/*  Flesh and Blood: the choices a player makes as an effect happens.

    Part of game.pl.  Most effects rulecheck applies ask nobody; four
    ask a player as they happen, and the position waits for the answer
    in its `pending` field:

        arcane damage   a player about to be dealt arcane damage who could
                        prevent some of it with Arcane Barrier or Spellvoid
                        chooses whether to (FAB-526, FAB-527): a prevent
                        move names the cards used, or none;
        intimidate      an intimidated player banishes a random card from
                        hand face down (FAB-528, FAB-529): a banish move
                        names the card the draw picked, as a play move's
                        discard names the random card discarded;
        unless_pay      Bloodrot Pox deals its controller damage unless
                        they pay (FAB-530): a pay move pays, a decline
                        move takes the damage;
        order           two or more of a player's triggered effects at
                        once, with texts that differ (FAB-531): an order
                        move names them in the order they resolve;
        ward            the order of a player's Ward permanents, where it
                        decides which are destroyed (FAB-524): a ward move;
        bottom          Inertia's cards, two of them different, going to
                        the bottom of the deck (FAB-534): a bottom move
                        names them in the order they go.

    While a choice waits, its player is the one who moves, and with its
    move only (FAB-203, FAB-207); either player may still concede.  What
    was resolving when the choice arose goes on after the answer: the
    triggered effects still to resolve wait in the choice's `then`.
*/

                 /*******************************
                 *         THE CHOICE           *
                 *******************************/

%!  pending(+State, -Choice:dict) is semidet.
%
%   State waits for Choice: {choice, player, controller, source, ...}
%   (the schema's `pending`): "arcane_damage" with the amount, or
%   "unless_pay" with the cost and the damage, each with the triggered
%   effects still to resolve (`then`); or "intimidate".

pending(S, Pd) :-
    get_dict(pending, S, Pd),
    is_dict(Pd).

%!  choice_action(?Choice:string, ?Action:string) is nondet.
%
%   The move that answers a choice.

choice_action("arcane_damage", "prevent").
choice_action("intimidate",    "banish").
choice_action("unless_pay",    "pay").
choice_action("unless_pay",    "decline").
choice_action("order",         "order").
choice_action("ward",          "ward").
choice_action("hand_to_bottom", "bottom").      % card_texts_rhinar_dorinthea.pl (FAB-574)
choice_action("roll",          "roll").         % card_texts_rhinar_dorinthea.pl (FAB-576)
choice_action("hand_to_deck",  "put").          % card_texts_rhinar_dorinthea.pl (FAB-586)
choice_action("destroy_for_go_again", "destroy").   % card_texts_rhinar_dorinthea.pl (FAB-588)
choice_action("destroy_for_go_again", "decline").
choice_action("reveal_top",    "reveal").       % card_texts_rhinar_dorinthea.pl (FAB-562)
choice_action("hand_to_shuffle", "shuffle").    % card_texts_rhinar_dorinthea.pl (FAB-564)
choice_action("discard_to_search", "discard").  % card_texts_katsu_rest.pl (FAB-566)
choice_action("discard_to_search", "decline").
choice_action("search_combo",  "search").
choice_action("hit_order",     "first").

%   The state once the choice is answered: no choice waits.
choice_answered(S0, S) :-
    (   del_dict(pending, S0, _, S) -> true ; S = S0 ).

                 /*******************************
                 *         ARCANE DAMAGE        *
                 *******************************/

rule('FAB-526', effect, "Arcane Barrier N and Spellvoid N: the player chooses to prevent arcane damage",
     "When arcane damage (a Runechant's, FAB-210) would be dealt to a player's hero and that player controls a permanent with Spellvoid N, or one with Arcane Barrier N and can pay N (an equipment in the equipment zone or defending on the combat chain, a permanent in the arena), the damage waits for the player's choice (the position's pending choice): a prevent move names the permanents used, or none. Each Arcane Barrier N used costs N resource points and prevents N of the damage; each Spellvoid N used is destroyed (a token ceases to exist) and prevents N. The move may also name Ward permanents of the player's, to apply before the Arcane Barriers and Spellvoids it uses (the player orders their prevention effects): those apply first, each destroyed and preventing its N (FAB-524), then the Arcane Barriers and Spellvoids, then the player's other Ward permanents (in the order the player gives them where it decides which are destroyed, FAB-533), and what is left is dealt. The triggered effects that were still to resolve then resolve, in order.",
     ruling("",
            "The seed is silent on arcane damage and its prevention. CR 8.3.8 (Arcane Barrier N: if you would be dealt arcane damage, you may pay N{r} to prevent N of that damage), 8.3.15 and 8.3.15a (Spellvoid N: you may destroy this to prevent N of that damage; if it cannot be destroyed, it cannot be used), 6.4.10a (a prevention effect prevents up to its amount; the rest is dealt), 6.4.2 (an effect applies only while the event it replaces is about to occur: none once no damage is left), 6.5.2 and 6.5.5 (the player affected applies the prevention effects one by one, in the order they choose), 1.14.2 (paying resources: pitching cards from hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Both are optional (\"may\"), so rulecheck asks: the player answers with a prevent move. Since the player orders the prevention effects, the prevent move says the order where it can change the outcome (issue 33, item 1): the Ward permanents it names apply first, the Arcane Barriers and Spellvoids next, the other Ward permanents last. Any order of the player's prevention effects leaves the same cards destroyed and paid for, and the same damage, as one such move: what counts is which effects apply while damage is left, and an order that interleaves them is matched by one with the Wards that applied before the last Arcane Barrier or Spellvoid named first (Ward 1, Ward 1 and Arcane Barrier 3 against 4 arcane damage: both Wards named, both destroyed and 3 paid; Arcane Barrier alone, 3 paid and one Ward destroyed, the order of the two asked then; none, both Wards destroyed and 2 dealt). Ward is not optional: a player who would rather let Ward alone prevent the damage chooses none. The choice is asked only when the player has such a permanent they could use (a Spellvoid, or an Arcane Barrier they can pay) and the game goes on; it is asked of each Runechant's damage, one after the other, as each triggered-layer resolves.")).

rule('FAB-527', constraint, "The prevention chosen is the player's, and each is needed",
     "A prevent move answers the arcane damage waiting for its player's choice. Each card it names is a permanent of that player with Arcane Barrier, Spellvoid or Ward (FAB-526), named once; Ward permanents only beside an Arcane Barrier or Spellvoid, which they apply before; and each must have damage left to prevent: the Ward permanents named, with the Arcane Barriers and Spellvoids but the one that prevents most, must together prevent less than the damage. Arcane Barrier's resource points are paid as a cost is (FAB-302, FAB-303, FAB-304).",
     ruling("",
            "CR 6.4.2 (a replacement effect applies only if the event it replaces is about to occur: once the damage is all prevented, no further prevention applies), 8.3.8 and 8.3.15 (the permanent with the ability is the one paid for or destroyed), 1.8.5b by analogy (the same object is not declared twice for one instance), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A set of preventions can be applied in some order, each with damage left, exactly when all of them but the largest prevent less than the damage; rulecheck reads the move's cards as a set and applies them in the order of the player's zones, the Ward permanents named first (6.5.5: the player orders them), the largest Arcane Barrier or Spellvoid able to come last. A Ward permanent named alone orders nothing: Ward applies by itself (a ward move orders several, FAB-533).")).

%!  arcane_choice(+State, +Player) is semidet.
%
%   Player, about to be dealt arcane damage, has a choice to make: they
%   control a permanent with Spellvoid, or one with Arcane Barrier N and
%   can pay N (their resource points and the pitch values of their hand;
%   arcane_prevention_option/5, keywords_defense.pl).  A player with
%   nothing they could use has no choice: the damage is dealt at once.

arcane_choice(S, Who) :-
    arcane_prevention_option(S, Who, _, K, N),
    (   K == "Spellvoid"
    ->  true
    ;   player(S, Who, P),
        pitch_set(P.hand, P.resource_points, N, _, _)
    ),
    !.

%!  arcane_damage(+State0, +Source, +Player, +Amount, -State)// is det.
%
%   Source, controlled by Player, would deal Amount arcane damage to the
%   other player's hero: it waits for that player's choice (FAB-526)
%   when they have one and the game goes on, else it is dealt at once
%   (FAB-210, Ward FAB-524 applying).

arcane_damage(S00, C, Who, N0, S) -->
    oscilio_amped(S00, C, Who, N0, S0, N),         % card_texts_oscilio.pl: amp, Chorus (FAB-1316, FAB-1320)
    { opponent(S0, Who, O) },
    (   { \+ game_over(S0, _),
          arcane_choice(S0, O)
        }
    ->  { card_id(C, Id),
          S = S0.put(pending, _{choice:"arcane_damage", player:O, controller:Who,
                                source:C, amount:N, then:[]})
        },
        [ event('FAB-526', arcane_choice_waits, _{player:O, card:Id, controller:Who, amount:N}) ]
    ;   arcane_damage_dealt(S0, C, Who, O, N, N, S)
    ).

%!  arcane_damage_dealt(+State0, +Source, +Controller, +Target, +Amount, +Left, -State)// is det.
%
%   Of the Amount arcane damage Source would deal to Target's hero, Left
%   is not prevented yet: Ward prevents what it does (FAB-524), the rest
%   is dealt (FAB-210), and a hero at 0 life loses (FAB-701).

arcane_damage_dealt(S0, C, Who, O, N0, Left, S) -->
    (   { ward_order_needed(S0, dsrc(C, Who), O, Left)  % keywords_defense.pl: the player orders Ward
        ; wiz_shelter_order_needed(S0, dsrc(C, Who), O, Left) }   % card_texts_wizard.pl: and Arcane Shelter (FAB-1485)
    ->  ward_choice(S0, O, Who, Left, _{of:"arcane", source:C, initial:N0}, S)
    ;   wiz_sheltered(S0, O, Left, Left1, S0w),         % card_texts_wizard.pl: Arcane Shelter (FAB-1485)
        hero_damaged(S0w, dsrc(C, Who), O, Left1, N, Lost, Life, S1), % keywords_defense.pl (Ward: FAB-524)
        arcane_damage_done(S1, C, Who, O, N0, N, Lost, Life, S)
    ).

%   Source's arcane damage, N0 before any prevention, N dealt to Target.
arcane_damage_done(S0, C, Who, O, N0, N, Lost, Life, S) -->
    { card_id(C, Id),
      Fields0 = _{player:Who, card:Id, target:O, amount:N, lost:Lost, life:Life},
      Prevented is N0 - N,
      (   Prevented =:= 0 -> Fields = Fields0 ; Fields = Fields0.put(prevented, Prevented) )
    },
    [ event('FAB-210', arcane_damage_dealt, Fields) ],
    ode_life_loss(S0, Who, O, N, S1), arcane_recorded(S1, Who, O, N, C, S1s),   % card_texts_fai_prism.pl (FAB-764), card_texts_chane.pl (FAB-1005, Meat and Greet's too)
    oscilio_surge_dealt(S1s, C, Who, N, S1o),  % card_texts_oscilio.pl (FAB-1318)
    wiz_surge_dealt(S1o, C, Who, O, N, S1w),   % card_texts_wizard.pl (FAB-1480, FAB-1481)
    rune_arcane_dealt(S1w, C, N, S), defeat(S, O).   % card_texts_runeblade.pl (FAB-1461)

%!  prevention(+State, +Player, +Ids:list, -Used:list) is semidet.
%
%   Used is the arcane prevention of the cards Ids, Player's permanents
%   with Arcane Barrier or Spellvoid, and those with Ward the player
%   applies before them (FAB-526), as Where-Card-Keyword-N in the order
%   they apply: the Ward permanents first, then the others, each in the
%   order of Player's zones; fails if an id names no such permanent or
%   names one twice.

prevention(S, Who, Ids, Used) :-
    sort(Ids, Unique),
    same_length(Ids, Unique),
    findall(Where-C-K-N, ( ward_source(S, Who, Where, C),
                           card_id(C, Id), memberchk(Id, Ids),
                           prevention_keyword(S, K),
                           card_keyword_value(C, K, N) ), Used0),
    findall(Id, ( member(_-C-_-_, Used0), card_id(C, Id) ), UsedIds0),
    sort(UsedIds0, UsedIds),
    UsedIds == Unique,
    first_ability(Used0, Used1),
    wards_first(Used1, Used).

%   The keywords a prevent move's cards prevent by: the optional ones,
%   and Ward (a permanent with two prevents by the first).  Against a
%   damage that is not arcane (the quell choice, card_texts_quell.pl,
%   FAB-648) only Quell and Ward prevent.
prevention_keyword("Arcane Barrier").
prevention_keyword("Spellvoid").
prevention_keyword("Quell").                    % card_texts_quell.pl (FAB-648)
prevention_keyword("Ward").

prevention_keyword(S, K) :-
    (   pending(S, Pd), Pd.choice == "quell"
    ->  member(K, ["Quell", "Ward"])
    ;   prevention_keyword(K)
    ).

%   Used with its Ward permanents first, each part in its order.
wards_first(Used0, Used) :-
    partition(ward_used, Used0, Wards, Optional),
    append(Wards, Optional, Used).

ward_used(_-_-"Ward"-_).

%   A permanent with both keywords prevents by one of them: the first
%   rulecheck lists (a permanent is destroyed or paid for once).
first_ability([], []).
first_ability([W-C-K-N|Us0], [W-C-K-N|Us]) :-
    card_id(C, Id),
    exclude(prevention_of(Id), Us0, Us1),
    first_ability(Us1, Us).

prevention_of(Id, _-C-_-_) :-
    card_id(C, Id).

%!  prevention_cost(+Used:list, -Cost:integer) is det.
%
%   The resource points the Arcane Barriers and Quells of Used cost
%   (FAB-526, FAB-648).

prevention_cost(Used, Cost) :-
    aggregate_all(sum(N), ( member(_-_-K-N, Used), paid_prevention(K) ), Cost).

paid_prevention("Arcane Barrier").
paid_prevention("Quell").

%!  prevention_needed(+Used:list, +Amount:integer) is semidet.
%
%   Every prevention of Used has damage left to prevent, its Ward
%   permanents first and the others in some order: an Arcane Barrier or
%   Spellvoid is among them, and all but the largest of those prevent,
%   with the Wards, less than Amount (FAB-527).

prevention_needed([], _).
prevention_needed(Used, Amount) :-
    Used = [_|_],
    exclude(ward_used, Used, Optional),
    findall(N, member(_-_-_-N, Optional), Os),
    max_list(Os, Max),
    findall(N, member(_-_-_-N, Used), Ns),
    sum_list(Ns, Total),
    Total - Max < Amount.

broken('FAB-527', S, M, Reason) :-
    pending(S, Pd),
    Pd.choice == "arcane_damage",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    prevention_problem(S, Who, Ids, Pd.amount, Reason).

prevention_problem(_, _, Ids, _, prevention_twice(Id)) :-
    msort(Ids, Sorted),
    nextto(Id, Id, Sorted),
    !.
prevention_problem(S, Who, Ids, _, Reason) :-
    member(Id, Ids),
    \+ ( ward_source(S, Who, _, C), card_id(C, Id),
         prevention_keyword(S, K), card_keyword_value(C, K, _) ),
    !,
    (   state_card(S, C), card_id(C, Id)
    ->  Reason = not_arcane_prevention(Who, C)
    ;   Reason = no_such_permanent(Who, Id)
    ).
prevention_problem(S, Who, Ids, _, ward_alone(Cards)) :-
    prevention(S, Who, Ids, Used),
    Used = [_|_],
    \+ ( member(U, Used), \+ ward_used(U) ),
    !,
    findall(C, member(_-C-_-_, Used), Cards).
prevention_problem(S, Who, Ids, Amount, prevention_unneeded(Cards, Amount)) :-
    prevention(S, Who, Ids, Used),
    \+ prevention_needed(Used, Amount),
    findall(C-K-N, member(_-C-K-N, Used), Cards).

%!  arcane_prevention_choice(+State, +Player, -Ids:list, -Cost:integer) is nondet.
%
%   Ids (in the order of Player's zones) is a set of Player's arcane
%   preventions they may use against the damage waiting (none included),
%   Cost what its Arcane Barriers cost.

arcane_prevention_choice(S, Who, Ids, Cost) :-
    pending(S, Pd),
    Pd.choice == "arcane_damage",
    findall(W-C-K-N, ( ward_source(S, Who, W, C),
                       prevention_keyword(S, K),
                       card_keyword_value(C, K, N) ), All0),
    first_ability(All0, All),
    sub_list(All, Used),
    prevention_needed(Used, Pd.amount),
    findall(Id, ( member(_-C-_-_, Used), card_id(C, Id) ), Ids),
    prevention_cost(Used, Cost).

effect(prevent, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "arcane_damage"              % the quell choice: card_texts_quell.pl (FAB-648)
    },
    prevention_paid(S0, Pd, M, 'FAB-526'-arcane_not_prevented, "Arcane Barrier", Left, S3),
    arcane_damage_dealt(S3, Pd.source, Pd.controller, M.player, Pd.amount, Left, S4),
    illus_prevent_left(S0, M, S4, S4a),         % card_texts_illusionist.pl (FAB-1440)
    then_resolves(S4a, Pd, S).

%!  prevention_paid(+State0, +Pending, +Move, +Declined, +Keyword, -Left, -State)// is semidet.
%
%   The prevent move Move answers Pending (arcane damage, FAB-526; a
%   Quell's, card_texts_quell.pl, FAB-648): the choice answered, the
%   prevention it names paid (Keyword's payment: pitching as any cost)
%   and applied one by one, Left the damage it leaves; naming none, the
%   event Declined (Rule-Kind).

prevention_paid(S0, Pd, M, Rule-Declined, Keyword, Left, S3) -->
    { Who = M.player,
      choice_answered(S0, S1),
      prevention(S0, Who, M.cards, Used),
      prevention_cost(Used, Cost),
      player(S1, Who, P0)
    },
    (   { Used == [] }
    ->  [ event(Rule, Declined, _{player:Who, amount:Pd.amount}) ],
        { S3 = S1 }
    ;   (   { Cost > 0 }
        ->  pay(_{player:Who, keyword:Keyword}, Cost, M.pitch, P0, P1),
            { set_player(S1, P1, S2) }
        ;   { S2 = S1 }
        ),
        prevent_each(Used, Who, Pd.amount, S2, S3)
    ),
    { total_prevented(Used, Pd.amount, Left) }.

%   The damage left once the preventions Used applied to Amount.
total_prevented(Used, Amount, Left) :-
    findall(N, member(_-_-_-N, Used), Ns),
    sum_list(Ns, Total),
    Left is max(0, Amount - Total).

prevent_each([], _, _, S, S) --> [].
prevent_each([Where-C-K-N|Us], Who, D0, S0, S) -->
    { Prevented is min(N, D0),
      D1 is D0 - Prevented,
      card_id(C, Id),
      (   memberchk(K, ["Spellvoid", "Ward"])
      ->  ward_destroyed(Where, Who, Id, To, S0, S1)   % keywords_defense.pl
      ;   K == "Quell"
      ->  To = null, quell_used(S0, Who, Id, S1)       % card_texts_quell.pl (FAB-650)
      ;   To = null, S1 = S0
      )
    },
    (   { K == "Ward" }                         % a Ward the player applies first (FAB-524)
    ->  [ event('FAB-524', ward_prevented, _{player:Who, card:Id, ward:N, damage:D0,
                                             prevented:Prevented, left:D1, to:To}) ]
    ;   { K == "Quell" }
    ->  [ event('FAB-648', quell_prevented, _{player:Who, card:Id, n:N, damage:D0,
                                              prevented:Prevented, left:D1}) ]
    ;   [ event('FAB-526', arcane_prevented, _{player:Who, card:Id, keyword:K, n:N, damage:D0,
                                               prevented:Prevented, left:D1, to:To}) ]
    ),
    prevent_each(Us, Who, D1, S1, S).

%   The triggered effects that waited for the choice resolve (triggers.pl);
%   if the answer left another choice (Ward's order, FAB-524), they wait
%   after its own.
then_resolves(S0, Pd, S) -->
    { pending(S0, New) },
    !,
    { key_value(then, Pd, [], Then),
      key_value(then, New, [], Then0),
      append(Then0, Then, Then1),
      (   Then1 == [], \+ get_dict(then, New, _)
      ->  S = S0
      ;   S = S0.put(pending, New.put(then, Then1))
      )
    }.
then_resolves(S0, Pd, S) -->
    { key_value(then, Pd, [], Then),
      Who = Pd.controller,
      player(S0, Who, P),
      trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
      findall(C-T, ( member(W, Then),
                     get_dict(card, W, Id),
                     card_with_id(Arena, Id, C),
                     get_dict(trigger, W, TS),
                     atom_string(T, TS) ), Fired)
    },
    fire_all(Fired, Who, S0, S1),
    (   { S1.phase == "start" }
    ->  start_phase_goes_on(S1, Who, S)         % triggers.pl
    ;   { S1.phase == "end", \+ pending(S1, _) }
    ->  intimidated_return(S1, S)               % the returns the turn player put last (FAB-632)
    ;   { S = S1 }
    ).

:- discontiguous rule_fact/4.

rule_fact('FAB-527', S, M, arcane_options(Who, Options, Amount)) :-
    pending(S, Pd),
    Pd.choice == "arcane_damage",
    Amount = Pd.amount,
    Who = M.player,
    findall(C-K-N, ( ward_source(S, Who, _, C),
                     member(K, ["Arcane Barrier", "Spellvoid", "Quell"]),   % Quell: FAB-648
                     card_keyword_value(C, K, N) ), Options).
rule_fact('FAB-527', S, _, no_arcane_damage_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "arcane_damage" ).

                 /*******************************
                 *           INTIMIDATE         *
                 *******************************/

rule('FAB-528', effect, "Intimidate: a random card of the hand is banished until the end phase",
     "When a card with Intimidate resolves (a non-attack action: its effects; an attack action card: as it becomes the attack, 'when this attacks'), the other player is intimidated: if they have a card in hand, the position waits for them to banish one drawn at random, face down (a banish move names the card drawn). At the beginning of the end phase every intimidated card returns to its owner's hand, before the permanents' end-phase effects (FAB-209).",
     ruling("",
            "The seed is silent on intimidate. CR 8.5.10 (to intimidate a player, they banish a random card from their hand face down; at the beginning of the end phase it returns to their hand), 8.5.10a (a player with no card in hand is still intimidated), 8.5.10b and 1.8.5 (an intimidate that names no player targets a hero), 8.5.10c (the delayed effect returns only the cards its intimidate banished), 6.6.6b (the turn player orders their triggered-layers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data gives Intimidate to a card whose text holds it as a paragraph of its own (\"Intimidate\") or as \"When this attacks (a hero), intimidate (them)\": both happen as the card resolves, the attack's as it becomes attacking. rulecheck targets the opposing hero, the target such a card is played for; a player targeting their own hero is not offered. The card drawn is random: the judge or the tool running the game names it, as for a random discard (FAB-305). The card's own resolution (its go again, its zone) is complete before the banish move: nothing in between reads the intimidated player's hand, so the position after is the same. The return is a delayed-triggered effect of the player who intimidated, created as the end phase begins beside the turn player's end-phase effects; the turn player selects which player adds their layers first (6.6.6b). rulecheck returns the cards first, which every order equals, except where the turn player's own cards (the other player intimidated them) meet an end-phase effect of theirs that reads the hand: there it asks (FAB-632).")).

rule('FAB-529', constraint, "The card banished by intimidate is in the player's hand",
     "A banish move answers an intimidate waiting for its player: the card it names is in that player's hand.",
     ruling("",
            "CR 8.5.10 (the intimidated player banishes a card from their hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Which card is the random draw's; rulecheck checks only that it could have been drawn.")).

%!  intimidates(+Card) is semidet.
%
%   Card has Intimidate (FAB-528).

intimidates(C) :-
    card_keyword(C, "Intimidate", _).

%!  intimidate(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, resolved: if it intimidates, the other player
%   banishes a random card from hand (FAB-528), which the position waits
%   for; with no card in hand they are intimidated all the same.

intimidate(S0, Who, C, S) -->
    (   { intimidates(C) }
    ->  intimidate_player(S0, Who, C, S)
    ;   beaten_chest_intimidate(S0, Who, C, S)  % card_texts_rhinar_blitz.pl (FAB-676)
    ).

%!  intimidate_player(+State0, +Player, +Source, -State)// is det.
%
%   Source, Player's, intimidates the other player (FAB-528; Rhinar's
%   text, FAB-570): the position waits for them to banish a random card
%   from hand, or with no card in hand they are intimidated all the same.

intimidate_player(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          opponent(S0, Who, O),
          card_id(C, Id)
        }
    ->  (   { player(S0, O, P), P.hand \== [] }
        ->  { S1 = S0.put(pending, _{choice:"intimidate", player:O, controller:Who, source:C}) },
            [ event('FAB-528', intimidate_waits, _{player:O, card:Id, controller:Who}) ], intimidated_recorded(S1, Who, Id, S)
        ;   [ event('FAB-528', intimidated_empty_hand, _{player:O, card:Id, controller:Who}) ],
            intimidated_recorded(S0, Who, Id, S)        % card_texts_rhinar_blitz.pl (FAB-678)
        )
    ;   { S = S0 }
    ).

broken('FAB-529', S, M, Reason) :-
    pending(S, Pd),
    Pd.choice == "intimidate",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    not_from_hand(S, Who, Id, intimidated_not_from_hand, Reason).

%!  not_from_hand(+State, +Player, +Id, +Elsewhere, -Reason) is semidet.
%
%   The card Id a choice must take from Player's hand is not there:
%   Reason is Elsewhere(Card, Zone) when it is in another zone of theirs,
%   else no_card_in_hand(Player, Id).  The choices that take a card from
%   the hand share it: an intimidate's banish (FAB-529), Scour the
%   Battlescape's bottom (FAB-575), Stroke of Foresight's put (FAB-587).

not_from_hand(S, Who, Id, Elsewhere, Reason) :-
    player(S, Who, P),
    \+ card_in(P, hand, Id, _),
    (   card_where(P, Id, Z, C)
    ->  Reason =.. [Elsewhere, C, Z]
    ;   Reason = no_card_in_hand(Who, Id)
    ).

rule_fact('FAB-529', S, M, intimidated_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "intimidate",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.
rule_fact('FAB-529', S, _, no_intimidate_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "intimidate" ).

effect(banish, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, banished, [C.put(intimidated, true)], P2),
      set_player(S1, P2, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-528', card_intimidated, _{player:Who, card:M.card, source:By, controller:Pd.controller}) ].

%!  end_phase_begins(+State0, -State)// is det.
%
%   The beginning of the end phase (CR 4.4.2): the intimidated cards
%   return (FAB-528) and the turn player's permanents that trigger then
%   resolve (Dawnblade's, FAB-589, then the arena's, FAB-209).  Where the
%   order of the two decides something (FAB-632), the position waits for
%   the turn player to select the player who adds their triggered-layers
%   first.

end_phase_begins(S0, S) -->
    (   { first_player_needed(S0, Ids) }
    ->  { TP = S0.turn_player,
          opponent(S0, TP, O),
          S = S0.put(pending, _{choice:"first_player", player:TP, controller:O})
        },
        [ event('FAB-632', first_player_waits, _{player:TP, opponent:O, cards:Ids}) ]
    ;   intimidated_return(S0, S1),
        dawnblade_end_phase(S1, S2),            % card_texts_rhinar_dorinthea.pl (FAB-589)
        triggers(S2, end_phase, S)              % triggers.pl (FAB-209)
    ).

%!  intimidated_return(+State0, -State)// is det.
%
%   The beginning of the end phase: every intimidated card returns to
%   its owner's hand (FAB-528).

intimidated_return(S0, S) -->
    { players(S0, Ps) },
    returns(Ps, S0, S).

returns([], S, S) --> [].
returns([P0|Ps], S0, S) -->
    { key_value(banished, P0, [], Banished),
      partition(intimidated_card, Banished, Back0, Kept)
    },
    (   { Back0 == [] }
    ->  { S1 = S0 }
    ;   { maplist([C0, C]>>del_dict(intimidated, C0, _, C), Back0, Back),
          add_cards(P0.put(banished, Kept), hand, Back, P),
          set_player(S0, P, S1),
          maplist(card_id, Back, Ids)
        },
        [ event('FAB-528', intimidated_returned, _{player:P0.name, cards:Ids}) ]
    ),
    returns(Ps, S1, S).

intimidated_card(C) :-
    is_dict(C),
    get_dict(intimidated, C, true).

                 /*******************************
                 *        UNLESS YOU PAY        *
                 *******************************/

rule('FAB-530', effect, "Bloodrot Pox: 2 damage unless its controller pays 3",
     "At the beginning of its controller's end phase, Bloodrot Pox is destroyed (it ceases to exist); then, if the player can pay 3 resource points, the position waits for their choice: a pay move pays 3 (pitching as for a card: FAB-302, FAB-303, FAB-304) and nothing more happens; after a decline move it deals 2 damage to their hero (Ward prevents what it can, FAB-524). To a player who cannot pay it deals the damage at once. The end-phase effects still to resolve then resolve.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "CR 8.6.19 (Bloodrot Pox: at the beginning of your end phase, destroy this, then it deals 2 damage to you unless you pay {r}{r}{r}), 1.8.4b (\"[EFFECT] unless [COST]\": the payment is optional, and the effect happens only if it is not paid), 1.14.2 (paying resources, pitching from hand), 4.4.2 (the beginning of the end phase), 8.1.8a (a token destroyed ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player may pay or not: rulecheck asks, with a pay or a decline move, whenever paying is possible.")).

%!  unless_paid(+State0, +Source, +Player, +Damage, +Cost, -State)// is det.
%
%   Source deals Damage to Player's hero unless Player pays Cost
%   (FAB-530): the position waits for Player's choice when they can pay
%   and the game goes on, else the damage is dealt at once.

unless_paid(S0, C, Who, N, Cost, S) -->
    (   { \+ game_over(S0, _),
          player(S0, Who, P),
          once(pitch_set(P.hand, P.resource_points, Cost, _, _))
        }
    ->  { card_id(C, Id),
          S = S0.put(pending, _{choice:"unless_pay", player:Who, controller:Who, source:C,
                                cost:Cost, damage:N, then:[]})
        },
        [ event('FAB-530', unless_pay_waits, _{player:Who, card:Id, cost:Cost, damage:N}) ]
    ;   unpaid_damage(S0, C, Who, N, S)
    ).

%   Source's Damage is dealt to Player's hero, Ward first (FAB-524).
unpaid_damage(S0, C, Who, N0, S) -->
    (   { damage_choice_needed(S0, dsrc(C, Who), Who, N0) }   % card_texts_quell.pl: Quell (FAB-648), Ward's order
    ->  damage_choice(S0, Who, Who, N0, _{of:"unless_pay", source:C}, S)
    ;   hero_damaged(S0, dsrc(C, Who), Who, N0, N, Lost, Life, S1),
        unpaid_damage_done(S1, C, Who, N0, N, Lost, Life, S)
    ).

unpaid_damage_done(S, C, Who, N0, N, Lost, Life, S) -->
    { card_id(C, Id),
      Prevented is N0 - N },
    [ event('FAB-530', unpaid_damage_dealt, _{player:Who, card:Id, amount:N, prevented:Prevented,
                                              lost:Lost, life:Life}) ],
    defeat(S, Who).

effect(pay, S0, M, S) -->
    { pending(S0, Pd), Pd.choice == "unless_pay" },   % the other paid choices': paid_choice/1
    choice_paid(S0, M, Who, Id, S2),            % position.pl
    [ event('FAB-530', unless_paid, _{player:Who, card:Id, cost:Pd.cost, damage:Pd.damage}) ],
    then_resolves(S2, Pd, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "unless_pay",                % Refraction Bolters': card_texts_rhinar_dorinthea.pl
      choice_answered(S0, S1)
    },
    unpaid_damage(S1, Pd.source, M.player, Pd.damage, S2),
    then_resolves(S2, Pd, S).

                 /*******************************
                 *     THE ORDER OF TRIGGERS    *
                 *******************************/

%!  order_layers(+State, -Player, -Layers:list) is semidet.
%
%   The triggered effects waiting for Player to order them (FAB-531):
%   Layers holds Id-Name-Trigger, in the order of the arena.

order_layers(S, Who, Layers) :-
    pending(S, Pd),
    Pd.choice == "order",
    Who = Pd.player,
    player(S, Who, P),
    trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
    key_value(layers, Pd, [], Ws),
    findall(Id-Name-T, ( member(W, Ws),
                         get_dict(card, W, Id),
                         get_dict(trigger, W, T),
                         card_with_id(Arena, Id, C),
                         get_dict(name, C, Name) ), Layers).

%!  canonical_order(+Layers:list, +Ids0:list, -Ids:list) is det.
%
%   Ids0 with the ids of copies (permanents of one name) given back in
%   arena order: the orders that differ only among copies are one
%   order.  Ids0 not naming each layer once is left as it is.

canonical_order(Layers, Ids0, Ids) :-
    (   maplist(layer_name(Layers), Ids0, Names),
        msort(Ids0, Sorted), sort(Ids0, Sorted),
        length(Ids0, N), length(Layers, N)
    ->  findall(Id-Name, member(Id-Name-_, Layers), Free),
        names_ids(Names, Free, Ids)
    ;   Ids = Ids0
    ).

layer_name(Layers, Id, Name) :-
    memberchk(Id-Name-_, Layers).

names_ids([], _, []).
names_ids([Name|Ns], Free0, [Id|Ids]) :-
    once(nth0(_, Free0, Id-Name, Free)),
    names_ids(Ns, Free, Ids).

%!  order_choice(+State, -Player, -Ids:list) is nondet.
%
%   Ids is an order of the triggered effects waiting for Player (FAB-531),
%   each order once: copies in arena order.

order_choice(S, Who, Ids) :-
    order_layers(S, Who, Layers),
    findall(Name, member(_-Name-_, Layers), Names),
    findall(P, permutation(Names, P), Ps0),
    list_to_set(Ps0, Ps),
    findall(Id-Name, member(Id-Name-_, Layers), Free),
    member(P, Ps),
    names_ids(P, Free, Ids).

broken('FAB-532', S, M, Reason) :-
    pending(S, Pd),
    Pd.choice == "order",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    order_layers(S, Who, Layers),
    order_problem(Layers, Ids, Reason).

order_problem(_, Ids, order_twice(Id)) :-
    msort(Ids, Sorted),
    nextto(Id, Id, Sorted),
    !.
order_problem(Layers, Ids, order_not_waiting(Id)) :-
    member(Id, Ids),
    \+ memberchk(Id-_-_, Layers),
    !.
order_problem(Layers, Ids, order_left_out(Left)) :-
    findall(Id, ( member(Id-_-_, Layers), \+ memberchk(Id, Ids) ), Left),
    Left \== [].

rule_fact('FAB-532', S, _, order_waits(Who, Layers)) :-
    order_layers(S, Who, Layers).
rule_fact('FAB-532', S, _, no_order_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "order" ).

effect(order, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      order_layers(S0, Who, Layers),
      choice_answered(S0, S1),
      player(S1, Who, P),
      trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
      findall(C-T, ( member(Id, M.cards),
                     memberchk(Id-_-TS, Layers),
                     card_with_id(Arena, Id, C),
                     atom_string(T, TS) ), Fired)
    },
    [ event('FAB-531', order_chosen, _{player:Who, cards:M.cards}) ],
    fire_all(Fired, Who, S1, S2),               % triggers.pl
    then_resolves(S2, Pd, S).

                 /*******************************
                 *       THE ORDER OF WARD      *
                 *******************************/

rule('FAB-533', constraint, "The Ward order names each Ward permanent once",
     "A ward move answers damage waiting for the player to order their Ward permanents (FAB-524): its cards are that player's permanents with Ward, each named once, in the order they apply.",
     ruling("",
            "CR 8.3.20 (Ward N: if you would be dealt damage, destroy this to prevent N of that damage), 6.5.2 and 6.5.5 (the player affected applies the prevention effects one by one, in the order they choose: each once), 6.4.2 (once no damage is left, no further Ward applies, so the later ones survive), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  ward_order_waits(+State, -Player, -Wards:list) is semidet.
%
%   Damage waits for Player to order their Ward permanents: Wards holds
%   them as Id-N, in the order of the zones.

ward_order_waits(S, Who, Ws) :-
    pending(S, Pd),
    Pd.choice == "ward",
    Who = Pd.player,
    pending_damage_source(S, Pd, Src),          % damage_source.pl
    ward_permanents(S, Src, Who, Ws).           % keywords_defense.pl

broken('FAB-533', S, M, Reason) :-
    ward_order_waits(S, Who, Ws),
    get_dict(player, M, Who0),
    Who0 == Who,
    key_value(cards, M, [], Ids),
    findall(Id-x-x, member(Id-_, Ws), Layers),
    order_problem(Layers, Ids, Reason0),
    ward_reason(Reason0, Reason).

ward_reason(order_twice(Id), ward_twice(Id)).
ward_reason(order_not_waiting(Id), not_a_ward(Id)).
ward_reason(order_left_out(Ids), ward_left_out(Ids)).

rule_fact('FAB-533', S, _, ward_order_waits(Who, Amount, Ws)) :-
    ward_order_waits(S, Who, Ws),
    pending(S, Pd),
    Amount = Pd.amount.
rule_fact('FAB-533', S, _, no_ward_order_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "ward" ).

effect(ward, S0, M, S) -->
    { pending(S0, Pd),
      Who = M.player,
      pending_damage_source(S0, Pd, Src),       % damage_source.pl
      choice_answered(S0, S1)
    },
    [ event('FAB-524', ward_order_chosen, _{player:Who, cards:M.cards}) ],
    hero_damaged_in_order(S1, Src, Who, Pd.amount, M.cards, D, Lost, Life, S2),   % keywords_defense.pl
    { key_value(initial, Pd, Pd.amount, N0) },  % before Quell prevented (FAB-648)
    ward_damage_done(Pd.of, Pd.put(amount, N0), D, Lost, Life, S2, S3),
    then_resolves(S3, Pd, S).

%   What follows the damage, once Ward applied in the order chosen: as
%   the damage of combat (effects.pl), of a Runechant or of Bloodrot Pox
%   goes on.
ward_damage_done("combat", Pd, D, Lost, Life, S0, S) -->
    combat_damage_dealt(S0, Pd.player, Pd.power, Pd.defense, Pd.amount, D, Lost, Life, S).
ward_damage_done("arcane", Pd, D, Lost, Life, S0, S) -->
    { key_value(initial, Pd, Pd.amount, N0) },
    arcane_damage_done(S0, Pd.source, Pd.controller, Pd.player, N0, D, Lost, Life, S).
ward_damage_done("unless_pay", Pd, D, Lost, Life, S0, S) -->
    unpaid_damage_done(S0, Pd.source, Pd.player, Pd.amount, D, Lost, Life, S).
ward_damage_done("text", Pd, D, Lost, Life, S0, S) -->    % card_texts_rhinar_dorinthea.pl (FAB-584)
    text_damage_done(S0, Pd.source, Pd.controller, Pd.player, Pd.amount, D, Lost, Life, S).
ward_damage_done("hit_text", Pd, D, Lost, Life, S0, S) -->    % card_texts_katsu_blitz.pl (FAB-642)
    hit_damage_resumed(S0, Pd, D, Lost, Life, S).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

choice_candidate("order", S, _{player:Who, action:"order", cards:Ids}) :-
    order_choice(S, Who, Ids).
choice_candidate("ward", S, _{player:Who, action:"ward", cards:Ids}) :-
    ward_order_waits(S, Who, Ws),
    pairs_keys(Ws, Ids0),
    permutation(Ids0, Ids).

%   The moves that answer the choice waiting (moves.pl, generated/4).
choice_candidate("prevent", S, _{player:Who, action:"prevent", cards:Ids, pitch:PitchIds}) :-
    pending(S, Pd),
    Who = Pd.player,
    player(S, Who, P),
    arcane_prevention_choice(S, Who, Ids, Cost),
    pitch_set(P.hand, P.resource_points, Cost, Set, _),
    maplist(card_id, Set, PitchIds).
choice_candidate("pay", S, _{player:Who, action:"pay", pitch:PitchIds}) :-
    pending(S, Pd),
    paid_choice(Pd.choice),                     % position.pl: a pay move pays the choice's cost
    Who = Pd.player,
    player(S, Who, P),
    pitch_set(P.hand, P.resource_points, Pd.cost, Set, _),
    maplist(card_id, Set, PitchIds).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "unless_pay",
    Who = Pd.player.
choice_candidate("banish", S, _{player:Who, action:"banish", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "intimidate",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

%   The cards of the player's arcane preventions, in the order of their
%   zones (normalized_move/3 puts a prevent move's cards in it).
prevention_pool(S, Who, Pool) :-
    findall(C, ward_source(S, Who, _, C), Pool).

                 /*******************************
                 *       THE POSITION           *
                 *******************************/

rule('FAB-120', state, "A choice waits only where an effect asks it",
     "A position's pending choice is one an effect leaves: its player one of the players; arcane damage and intimidate in the action phase, their controller the other player; unless_pay in the end phase, its controller its player, who can pay its cost of 1 or more; arcane damage of 1 or more waiting for a player who controls a permanent with Spellvoid, or with Arcane Barrier N and can pay N, and, as the triggered effects still to resolve, permanents in the controller's arena that trigger so; an intimidate waiting for a player with a card in hand; an order of triggered effects (in the start, action or end phase), its controller its player, of two or more permanents of that player's arena with texts that differ, each named once and triggering in that phase; a Ward order (in the action or end phase) for a player whose Ward permanents the order decides between, with combat damage in the reaction step of a link they defend, arcane damage, or Bloodrot Pox's damage to its own controller; Inertia's bottom order (in the end phase), its controller its player, its cards every card of that player's hand and arsenal, each once, two of them different cards (FAB-534); a pitch zone's order (in the end phase), its controller its player, its cards that player's pitch zone, each once, whose order can matter (FAB-630); the turn player's selection of who adds their end-phase triggered effects first (in the end phase), its controller the other player, where the turn player's intimidated cards meet an end-phase effect of theirs that reads the hand (FAB-632); the order of cards one move put on the bottom of a deck instead of the graveyard (in the action or end phase), its controller its player, two or more of that player's deck, two of them different (FAB-633).",
     ruling("",
            "CR 8.3.8, 8.3.15, 8.5.10 and 8.6.19 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): the choices FAB-526, FAB-528 and FAB-530 wait for arise only so: a Runechant's damage as an attack is played or activated and an intimidate as a card resolves, both in the action phase; Bloodrot Pox's payment as its controller's end phase begins. CR 6.6.6b (the order of triggered-layers created at once, FAB-531, and the player who adds theirs first, FAB-632), 6.5.5 with 8.3.20 (the order of Ward's prevention, FAB-524) and 4.4.3c (the pitch zone's order, FAB-630) arise where those triggers, that damage and the end of the turn do.")).

invalid('FAB-120', S, Path, Reason) :-
    pending(S, Pd),
    pending_problem(S, Pd, Steps, Reason),
    json_path([pending|Steps], Path).

pending_problem(S, Pd, [], choice_outside_its_phase(Pd.choice, S.phase)) :-
    \+ choice_phase(Pd.choice, S.phase).
pending_problem(S, Pd, [player], no_choosing_player(P)) :-
    get_dict(player, Pd, P),
    \+ player(S, P, _).
pending_problem(S, Pd, [controller], choice_controller(Pd.choice, C, P)) :-
    get_dict(player, Pd, P),
    player(S, P, _),
    key_value(controller, Pd, P, C),
    (   own_controlled_choice(Pd.choice)        % choices_controlled.pl and the card text files
    ->  C \== P
    ;   memberchk(Pd.choice, ["ward", "quell", "discard_unless_pay"]) % either player's (Winter's Bite: its own)
    ->  \+ player(S, C, _)
    ;   \+ opponent(S, P, C)
    ).
pending_problem(S, Pd, [player], cannot_pay(P, Cost)) :-
    Pd.choice == "unless_pay",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(cost, Pd, 0, Cost),
    \+ ( integer(Cost), Cost >= 1,
         once(pitch_set(PP.hand, PP.resource_points, Cost, _, _)) ).
pending_problem(_, Pd, [amount], no_arcane_damage(N)) :-
    Pd.choice == "arcane_damage",
    key_value(amount, Pd, 0, N),
    \+ ( integer(N), N >= 1 ).
pending_problem(S, Pd, [player], no_arcane_prevention(P)) :-
    Pd.choice == "arcane_damage",
    get_dict(player, Pd, P),
    player(S, P, _),
    \+ arcane_choice(S, P).
pending_problem(S, Pd, [then, I], not_waiting_trigger(Who, Id, T)) :-
    memberchk(Pd.choice, ["arcane_damage", "unless_pay", "ward", "quell", "bottom"]),
    key_value(then, Pd, [], Then),
    get_dict(controller, Pd, Who),
    player(S, Who, P),
    nth0(I, Then, W),
    key_value(card, W, "?", Id),
    key_value(trigger, W, "?", T),
    \+ arena_trigger(P, Id, T, _).
pending_problem(S, Pd, [layers, I], not_waiting_trigger(Who, Id, T)) :-
    Pd.choice == "order",
    key_value(layers, Pd, [], Layers),
    get_dict(player, Pd, Who),
    player(S, Who, P),
    nth0(I, Layers, W),
    key_value(card, W, "?", Id),
    key_value(trigger, W, "?", T),
    \+ ( arena_trigger(P, Id, T, TA),
         trigger_phase(TA, S.phase) ).
pending_problem(_, Pd, [layers, I], order_layer_twice(Id)) :-
    Pd.choice == "order",
    key_value(layers, Pd, [], Layers),
    nth0(I, Layers, W),
    key_value(card, W, "?", Id),
    nth0(J, Layers, W2), J < I,
    key_value(card, W2, "?", Id2),
    Id2 == Id.
pending_problem(S, Pd, [layers], no_order_to_choose) :-
    Pd.choice == "order",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
    key_value(layers, Pd, [], Layers),
    findall(C-x, ( member(W, Layers), get_dict(card, W, Id), card_with_id(Arena, Id, C) ), Fired),
    \+ order_needed(Fired).
pending_problem(S, Pd, [player], no_ward_order(P, N)) :-
    Pd.choice == "ward",
    get_dict(player, Pd, P),
    player(S, P, _),
    key_value(amount, Pd, 0, N),
    pending_damage_source(S, Pd, Src),          % damage_source.pl
    \+ ward_order_needed(S, Src, P, N),
    \+ ( key_value(of, Pd, null, "arcane"), wiz_shelter_order_needed(S, Src, P, N) ).   % card_texts_wizard.pl (FAB-1485)
pending_problem(S, Pd, [of], ward_damage_of(Of)) :-
    Pd.choice == "ward",
    key_value(of, Pd, null, Of),
    \+ ward_damage_fits(S, Pd, Of).
pending_problem(S, Pd, [source], no_bolters_to_destroy(P)) :-   % FAB-588
    Pd.choice == "destroy_for_go_again",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( chain_open(S),
         get_dict(source, Pd, B), card_id(B, BId),
         member(E, PP.equipment), card_id(E, EId), EId == BId ).
pending_problem(S, Pd, [player], no_card_to_discard_for_search(P)) :-   % FAB-566
    Pd.choice == "discard_to_search",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ discardable_zero(PP, _).
pending_problem(S, Pd, [player], no_hit_order(P)) :-   % FAB-566
    Pd.choice == "hit_order",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( active_link(S, L),
         link_attack(L, A), card_id(A, AId),
         card_id(PP.hero, HId),
         key_value(cards, Pd, [], Ids),
         msort(Ids, Sorted), msort([AId, HId], Sorted) ).
pending_problem(S, Pd, [player], no_deck_to_search(P)) :-   % FAB-566
    Pd.choice == "search_combo",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.deck == [].
pending_problem(S, Pd, [player], no_card_to_shuffle(P)) :-   % FAB-564
    Pd.choice == "hand_to_shuffle",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].
pending_problem(S, Pd, [player], no_unknown_top_card(P)) :-   % FAB-562
    Pd.choice == "reveal_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( chain_open(S),
         PP.arsenal == [],
         PP.deck = [Top|_],
         unknown_card(Top) ).
pending_problem(S, Pd, [player], no_card_to_put_on_the_deck(P)) :-   % FAB-586
    Pd.choice == "hand_to_deck",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].
pending_problem(S, Pd, [player], no_card_to_put_on_the_bottom(P)) :-   % FAB-574
    Pd.choice == "hand_to_bottom",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].
pending_problem(S, Pd, [player], no_card_to_intimidate(P)) :-
    Pd.choice == "intimidate",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

%   The phase a choice arises in.
choice_phase("arcane_damage", "action").
choice_phase("intimidate", "action").
choice_phase("unless_pay", "end").
choice_phase("ward", "action").
choice_phase("ward", "end").
choice_phase("order", "start").
choice_phase("order", "action").
choice_phase("order", "end").
choice_phase("hand_to_bottom", "action").
choice_phase("roll", "action").
choice_phase("hand_to_deck", "action").
choice_phase("destroy_for_go_again", "action").
choice_phase("reveal_top", "action").
choice_phase("hand_to_shuffle", "action").
choice_phase("discard_to_search", "action").
choice_phase("search_combo", "action").
choice_phase("hit_order", "action").

%   What a Ward order waits with: combat damage (a power and a defense)
%   in the reaction step of a chain link the player defends; arcane
%   damage (its source) in the action phase; Bloodrot Pox's (its source)
%   in the end phase, to its own controller.
ward_damage_fits(S, Pd, "combat") :-
    S.phase == "action",
    chain_step(S, "reaction"),
    active_link(S, L),
    L.defender == Pd.player,
    integer(Pd.get(power)),
    integer(Pd.get(defense)).
ward_damage_fits(S, Pd, "arcane") :-
    S.phase == "action",
    get_dict(source, Pd, _).
ward_damage_fits(S, Pd, "text") :-            % Steelblade Shunt's (FAB-584)
    S.phase == "action",
    chain_step(S, "reaction"),
    get_dict(source, Pd, _).
ward_damage_fits(S, Pd, "hit_text") :-        % One-Two Punch's (FAB-642), as its attack hits
    S.phase == "action",
    chain_step(S, "damage"),
    get_dict(source, Pd, _).
ward_damage_fits(S, Pd, "unless_pay") :-
    S.phase == "end",
    get_dict(source, Pd, _),
    key_value(controller, Pd, Pd.player, C),
    C == Pd.player.

%   The phase the triggers of the vocabulary (triggers.pl) happen in.
trigger_phase(start_of_turn, "start").
trigger_phase(start_of_opponents_turn, "start").
trigger_phase(action_phase, "action").
trigger_phase(end_phase, "end").
trigger_phase(attack, "action").
trigger_phase(attack_action_card, "action").
trigger_phase(non_attack_action_card, "action").

rule('FAB-121', state, "An intimidated card is face down in the banished zone until the end phase",
     "A card marked intimidated is in its owner's banished zone, and only in the action phase: at the beginning of the end phase it has returned to its owner's hand (FAB-528), unless it is the turn player's and a choice of the beginning of the end phase still waits (the turn player's selection, or their effects resolving before the return: FAB-632).",
     ruling("",
            "CR 8.5.10 (the intimidated card is banished face down and returns at the beginning of the end phase), 6.6.6b (the turn player may select the other player, whose return then resolves after the turn player's own end-phase effects: FAB-632), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: no intimidated card is left once the end phase's triggered effects have resolved, or in another turn.")).

invalid('FAB-121', S, Path, Reason) :-
    once(( state_card(S, C0), intimidated_card(C0) )),  % paths made only when one is
    all_cards(S, Cards),                        % states.pl: every card with its path
    member(C-Path, Cards),
    intimidated_card(C),
    path_zone(Path, Z),
    (   Z \== banished
    ->  Reason = intimidated_outside_banished(C, Z)
    ;   S.phase \== "action",
        \+ returning_later(S, Path)
    ->  Reason = intimidated_after_end_phase(C, S.phase)
    ).

%   The intimidated card at Path is the turn player's, and it waits in the
%   end phase for a choice of its beginning to be answered (FAB-632).
returning_later(S, Path) :-
    S.phase == "end",
    pending(S, _),
    split_string(Path, "[]", "", [_, I|_]),
    number_string(N, I),
    nth0(N, S.players, P),
    P.name == S.turn_player.

                 /*******************************
                 *            WORDS             *
                 *******************************/

:- discontiguous message//1, board_words//1, move_words//3.

choice_words("arcane_damage") --> [ "whether to prevent the arcane damage about to be dealt to their hero (a prevent move)" ].
choice_words("intimidate") --> [ "which card of their hand an intimidate banished at random (a banish move)" ].
choice_words("unless_pay") --> [ "whether to pay for Bloodrot Pox or let it deal its damage (a pay or a decline move)" ].
choice_words("ward") --> [ "the order in which their Ward permanents apply to the damage about to be dealt to their hero (a ward move)" ].
choice_words("order") --> [ "the order in which their triggered effects that trigger at once resolve (an order move)" ].

message(actor_why(choosing(A, Choice))) -->
    [ "~w is answering a choice: "-[A] ],
    choice_words(Choice).
message(choice_waits(P, Choice)) -->
    [ "a choice waits for ~w, "-[P] ],
    choice_words(Choice),
    [ "; nothing else is played until it is answered" ].
message(no_choice_waits("arcane_damage")) -->
    [ "no arcane damage waits to be prevented: prevent answers Arcane Barrier's and Spellvoid's choice as the damage would be dealt" ].
message(no_choice_waits("unless_pay")) -->
    [ "no payment waits: pay and decline answer Bloodrot Pox's \"unless you pay\" at the beginning of the end phase" ].
message(no_choice_waits("ward")) -->
    [ "no damage waits for Ward to be ordered: ward answers the choice when the order of a player's Ward permanents decides which are destroyed" ].
message(no_choice_waits("order")) -->
    [ "no triggered effects wait to be ordered: order answers the choice when two or more of a player's permanents trigger at once" ].
message(no_choice_waits("intimidate")) -->
    [ "nobody is being intimidated: banish names the card an intimidate drew from the hand" ].
message(prevention_twice(Id)) -->
    [ "the move names ~w twice; a permanent prevents once"-[Id] ].
message(not_arcane_prevention(Who, C)) -->
    { card_label(C, L) },
    [ "~w is not a permanent of ~w's with Arcane Barrier or Spellvoid"-[L, Who] ].
message(no_such_permanent(Who, Id)) -->
    [ "~w has no permanent ~w"-[Who, Id] ].
message(prevention_unneeded(Cards, Amount)) -->
    { findall(T, ( member(C-K-N, Cards), card_label(C, L),
                   format(string(T), "~w (~w ~d)", [L, K, N]) ), Ts),
      atomic_list_concat(Ts, ', ', Text)
    },
    [ "~w prevent more than the ~d arcane damage needs: in any order (the Ward permanents named first), the last would have no damage left to prevent"-[Text, Amount] ].
message(ward_alone(Cards)) -->
    { maplist(card_label, Cards, Ls),
      atomic_list_concat(Ls, ', ', Text)
    },
    [ "the move names only Ward permanents (~w): a prevent move names Ward permanents to apply before an Arcane Barrier or Spellvoid it uses; Ward alone applies by itself (prevent none)"-[Text] ].
message(intimidated_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w; intimidate banishes a card from the hand"-[L, Z] ].
message(no_card_in_hand(Who, Id)) -->
    [ "~w has no card ~w in hand"-[Who, Id] ].
message(choice_outside_its_phase(Choice, Phase)) -->
    { findall(Its, choice_phase(Choice, Its), Phases),
      atomic_list_concat(Phases, ' or ', Text)
    },
    [ "a choice of ~w waits in the ~w phase; it arises only in the ~w phase"-[Choice, Phase, Text] ].
message(no_ward_order(P, N)) -->
    [ "~w's Ward permanents apply to ~w damage the same in any order, so no order waits: Ward applies at once"-[P, N] ].
message(ward_damage_of(Of)) -->
    [ "a Ward order waits with damage of ~w; it waits with combat damage in the reaction step of a link the player defends, a Runechant's arcane damage in the action phase, or Bloodrot Pox's in its controller's end phase"-[Of] ].
message(ward_twice(Id)) -->
    [ "the move names ~w twice; each Ward permanent is named once"-[Id] ].
message(not_a_ward(Id)) -->
    [ "~w is not a permanent of the player's with Ward"-[Id] ].
message(ward_left_out(Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the order leaves out ~w: it names every Ward permanent of the player's"-[Text] ].
message(order_layer_twice(Id)) -->
    [ "~w waits twice to be ordered; each triggered effect waits once"-[Id] ].
message(no_order_to_choose) -->
    [ "the triggered effects waiting to be ordered are copies of one permanent (or fewer than two), so no order waits: they resolve at once" ].
message(order_twice(Id)) -->
    [ "the move names ~w twice; each triggered effect that waits is named once"-[Id] ].
message(order_not_waiting(Id)) -->
    [ "~w is not a triggered effect waiting to be ordered"-[Id] ].
message(order_left_out(Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the order leaves out ~w: it names every triggered effect that waits"-[Text] ].
message(no_choosing_player(P)) -->
    [ "the choice waits for ~w, who is not a player"-[P] ].
message(choice_controller("unless_pay", C, P)) --> !,
    [ "the choice's controller is ~w; Bloodrot Pox asks its own controller, ~w"-[C, P] ].
message(choice_controller(Choice, C, P)) -->
    { memberchk(Choice, ["order", "bottom", "hand_to_bottom", "roll", "hand_to_deck", "destroy_for_go_again",
                         "pitch_to_bottom", "replaced_to_bottom"]) },
    !,
    [ "the choice's controller is ~w; a choice of ~w asks its own controller, ~w"-[C, Choice, P] ].
message(choice_controller(_, C, P)) -->
    [ "the choice's controller is ~w; it must be ~w's opponent"-[C, P] ].
message(cannot_pay(P, Cost)) -->
    [ "~w cannot pay ~w, so no payment waits: the damage is dealt at once"-[P, Cost] ].
message(no_arcane_damage(N)) -->
    [ "the arcane damage waiting is ~w; it must be 1 or more"-[N] ].
message(no_arcane_prevention(P)) -->
    [ "~w controls no permanent with Arcane Barrier or Spellvoid that they could use, so no choice waits: the damage is dealt at once"-[P] ].
message(not_waiting_trigger(Who, Id, T)) -->
    [ "~w is not a permanent in ~w's arena whose effect triggers on ~w"-[Id, Who, T] ].
message(no_card_to_intimidate(P)) -->
    [ "~w has no card in hand, so no intimidate waits: they are intimidated at once"-[P] ].
message(intimidated_outside_banished(C, Z)) -->
    { card_label(C, L) },
    [ "~w is marked intimidated but is in the ~w; an intimidated card is in the banished zone"-[L, Z] ].
message(intimidated_after_end_phase(C, Phase)) -->
    { card_label(C, L) },
    [ "~w is still intimidated in the ~w phase; it returned to the hand at the beginning of the end phase"-[L, Phase] ].

message(event(arcane_choice_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ~w would deal ~d arcane damage to ~w's hero: ~w may prevent it with Arcane Barrier, Spellvoid or Quell, and chooses first (a prevent move)"-[F.controller, L, F.amount, F.player, F.player] ].
message(event(arcane_not_prevented, F, _)) -->
    [ "~w prevents none of the ~d arcane damage"-[F.player, F.amount] ].
message(event(arcane_prevented, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.keyword == "Spellvoid" }
    ->  { (   F.to == "graveyard" -> Gone = "goes to its owner's graveyard" ; Gone = "ceases to exist" ) },
        [ "Spellvoid ~d: ~w is destroyed (it ~w) and prevents ~d of the ~d arcane damage (~d left)"-[F.n, L, Gone, F.prevented, F.damage, F.left] ]
    ;   [ "Arcane Barrier ~d: ~w, paid for, prevents ~d of the ~d arcane damage (~d left)"-[F.n, L, F.prevented, F.damage, F.left] ]
    ).
message(event(unless_pay_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w deals ~d damage to ~w's hero unless ~w pays ~d: ~w chooses (a pay or a decline move)"-[L, F.damage, F.player, F.player, F.cost, F.player] ].
message(event(unless_paid, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays ~d, so ~w deals no damage"-[F.player, F.cost, L] ].
message(event(unpaid_damage_dealt, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.prevented > 0 }
    ->  [ "~w deals ~d damage to ~w's hero, ~d prevented: ~w loses ~d life (~d left)"-[L, F.amount, F.player, F.prevented, F.player, F.lost, F.life] ]
    ;   [ "~w deals ~d damage to ~w's hero: ~w loses ~d life (~d left)"-[L, F.amount, F.player, F.player, F.lost, F.life] ]
    ).
message(event(order_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "~w's ~w trigger at once: ~w chooses the order they resolve in (an order move)"-[F.player, T, F.player] ].
message(event(order_chosen, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', then ', T)
    },
    [ "~w orders the triggered effects: ~w"-[F.player, T] ].
message(event(intimidate_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ~w intimidates ~w: ~w banishes a card drawn at random from hand, face down, until the end phase (a banish move names it)"-[F.controller, L, F.player, F.player] ].
message(event(intimidated_empty_hand, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ~w intimidates ~w, who has no card in hand to banish"-[F.controller, L, F.player] ].
message(event(card_intimidated, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.source, By) },
    [ "~w banishes ~w face down, intimidated by ~w's ~w; it returns to the hand at the beginning of the end phase"-[F.player, L, F.controller, By] ].
message(event(intimidated_returned, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "the end phase begins: ~w's intimidated ~w returns to hand"-[F.player, T] ].

:- discontiguous fact_words//1.

fact_words(arcane_options(Who, [], N)) -->
    [ "~d arcane damage waits; ~w controls no permanent with Arcane Barrier or Spellvoid"-[N, Who] ].
fact_words(arcane_options(Who, Options, N)) -->
    { Options = [_|_],
      findall(T, ( member(C-K-V, Options), card_label(C, L),
                   format(string(T), "~w (~w ~d)", [L, K, V]) ), Ts),
      atomic_list_concat(Ts, ', ', Text)
    },
    [ "~d arcane damage waits; ~w's permanents with Arcane Barrier or Spellvoid: ~w"-[N, Who, Text] ].
fact_words(no_arcane_damage_waits) -->
    [ "no arcane damage waits for a choice" ].
fact_words(intimidated_hand(Who, Hand)) -->
    [ "an intimidate waits; ~w's hand: "-[Who] ],
    cards_words(Hand, plain).
fact_words(order_waits(Who, Layers)) -->
    { findall(T, ( member(Id-Name-_, Layers), format(string(T), "~w [~w]", [Name, Id]) ), Ts),
      atomic_list_concat(Ts, ', ', Text)
    },
    [ "~w's triggered effects wait to be ordered: ~w"-[Who, Text] ].
fact_words(ward_order_waits(Who, Amount, Ws)) -->
    { findall(T, ( member(Id-N, Ws), format(string(T), "~w (Ward ~d)", [Id, N]) ), Ts),
      atomic_list_concat(Ts, ', ', Text)
    },
    [ "~d damage waits for ~w to order their Ward permanents: ~w"-[Amount, Who, Text] ].
fact_words(no_ward_order_waits) -->
    [ "no damage waits for Ward to be ordered" ].
fact_words(no_order_waits) -->
    [ "no triggered effects wait to be ordered" ].
fact_words(no_intimidate_waits) -->
    [ "no intimidate waits for a card" ].

board_words(ward_choice(P, Amount, Text)) -->
    [ "waiting for ~w's choice: the order in which ~w apply Ward to ~w damage (ward)"-[P, Text, Amount] ].
board_words(quell_choice(P, Amount, Text)) -->     % card_texts_quell.pl (FAB-648)
    [ "waiting for ~w's choice: whether to pay for the Quell of ~w against ~w damage (prevent)"-[P, Text, Amount] ].
board_words(order_choice(P, Text)) -->
    [ "waiting for ~w's choice: the order in which ~w resolve (order)"-[P, Text] ].
board_words(choice(P, Choice, Source, Amount)) -->
    [ "waiting for ~w's choice: "-[P] ],
    (   { Choice == "arcane_damage" }
    ->  [ "prevent ~w arcane damage from ~w, or not (prevent)"-[Amount, Source] ]
    ;   { Choice == "unless_pay", Amount = Cost-Damage }
    ->  [ "pay ~w for ~w, or let it deal ~w damage (pay, decline)"-[Cost, Source, Damage] ]
    ;   { Choice == "intimidate" }
    ->  [ "the card of the hand banished at random by ~w's intimidate (banish)"-[Source] ]
    ;   text_choice_words(Choice, Source)         % card_texts_rhinar_dorinthea.pl
    ).

move_words("prevent", S, M) -->
    { pending(S, Pd),
      Pd.choice == "arcane_damage",
      player(S, M.player, P),
      key_value(cards, M, [], Ids),
      card_label(Pd.source, Src)
    },
    (   { Ids == [] }
    ->  [ M.player, " prevents none of the ", Pd.amount, " arcane damage from ", Src ]
    ;   { prevention(S, M.player, Ids, Used),
          prevention_cost(Used, Cost),
          pitch_ids(M, Pitch),
          partition(ward_used, Used, Wards, Optional),
          findall(Id, ( member(_-C-_-_, Optional), card_id(C, Id) ), UIds),
          ids_cards_labels(S, M.player, UIds, DL),
          findall(Id, ( member(_-C-_-_, Wards), card_id(C, Id) ), WIds),
          ids_cards_labels(S, M.player, WIds, WL)
        },
        (   { WIds == [] }
        ->  [ M.player, " prevents the arcane damage from ", Src, " with ", DL ]
        ;   [ M.player, " applies the Ward of ", WL, " first, then prevents the arcane damage from ", Src, " with ", DL ]
        ),
        (   { Cost =:= 0 }
        ->  []
        ;   [ ", " ], payment_words(P, Cost, Pitch)
        )
    ).
move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "unless_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, ", " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "destroy_for_go_again",      % FAB-588
      card_label(Pd.source, Src)
    },
    !,
    [ M.player, " does not destroy ", Src, ": the attack does not gain go again" ].
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "unless_pay",
      card_label(Pd.source, Src)
    },
    [ M.player, " does not pay: ", Src, " deals ", Pd.damage, " damage to their hero (Ward prevents what it can)" ].
move_words("order", S, M) -->
    { player(S, M.player, P),
      trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
      key_value(cards, M, [], Ids),
      findall(L, ( member(Id, Ids),
                   (   card_with_id(Arena, Id, C) -> card_label(C, L) ; L = Id ) ), Ls),
      atomic_list_concat(Ls, ', then ', Text)
    },
    [ M.player, " resolves the triggered effects in this order: ", Text ].
move_words("ward", S, M) -->
    { key_value(cards, M, [], Ids),
      findall(L, ( member(Id, Ids),
                   (   ward_source(S, M.player, _, C), card_id(C, Id0), Id0 == Id
                   ->  card_label(C, L)
                   ;   L = Id
                   ) ), Ls),
      atomic_list_concat(Ls, ', then ', Text)
    },
    [ M.player, " applies Ward in this order: ", Text ].
move_words("banish", S, M) -->
    { player(S, M.player, P),
      id_label(P, M.card, L)
    },
    (   { pending(S, Pd), Pd.choice == "intimidate" }
    ->  { card_label(Pd.source, Src) },
        [ M.player, " banishes ", L, ", drawn at random, intimidated by ", Src ]
    ;   [ M.player, " banishes ", L, " for an intimidate" ]
    ).

%   The labels of the cards Ids, permanents of Player's zones.
ids_cards_labels(S, Who, Ids, Text) :-
    findall(L, ( member(Id, Ids),
                 ward_source(S, Who, _, C), card_id(C, Id),
                 card_label(C, L) ), Ls),
    atomic_list_concat(Ls, ', ', Text).

%   arena_trigger(+Player, +Id, +Trigger:string, -TriggerAtom): the card Id
%   of Player's arena has the triggered ability Trigger in the vocabulary
%   of permanents (triggers.pl): a trigger a choice may hold as waiting.
arena_trigger(P, Id, T, TA) :-
    trigger_cards(P, Arena),                 % card_texts_hand2.pl: the arena, and a Hand (FAB-1446)
    card_with_id(Arena, Id, C),
    get_dict(name, C, Name),
    atom_string(TA, T),
    permanent_text(Name, TA, _).

                 /*******************************
                 *  INERTIA: THE BOTTOM ORDER   *
                 *******************************/

:- discontiguous choice_candidate/3, pending_problem/4, choice_action/2, choice_phase/2, choice_words//1.

rule('FAB-534', effect, "Inertia: its controller orders the cards it puts on the bottom of the deck",
     "When Inertia puts the cards of its controller's hand and arsenal on the bottom of their deck (FAB-212) and two of them are different cards (a name and colour), the position waits for that player's choice: a bottom move names every one of those cards, in the order they are put on the bottom, the first named going first (it ends up nearest the top of the deck, the last named at the very bottom). The cards then go so, and the triggered effects still to resolve (`then`) resolve after. Copies of one card are not ordered: any order of copies is the same, and they go in the position's order (hand first, then arsenal); so do one card, or none.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "CR 8.6.21 (Inertia: destroy this, then put all cards from your hand and arsenal on the bottom of your deck), 1.8.6d (an effect that generates a compound event: the player determines the order of the individual events, as Tome of Imperial Flame's \"banish your hand\"), 1.9.2 (a compound event), 3.7.5 (the deck is an ordered pile), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The order decides which cards the player draws when the deck runs down to them: rulecheck asks it rather than pick one (issue 33, item 3).")).

rule('FAB-535', constraint, "The bottom order names each card Inertia moves, once",
     "A bottom move answers Inertia's cards waiting to be put on the bottom of the deck (FAB-534): its cards are the cards that wait (the player's hand and arsenal as Inertia resolved), each named once.",
     ruling("",
            "CR 8.6.21 (all cards from the hand and arsenal go) and 1.8.6d (the player orders the individual events of the compound event: each card once), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  bottom_order_needed(+Cards:list) is semidet.
%
%   Cards, about to go to the bottom of a deck at once, hold two
%   different cards (a name and a colour): their order is a choice
%   (FAB-534).  The order of copies is none.

bottom_order_needed(Cards) :-
    findall(N-Co, ( member(C, Cards), card_printing(C, N, Co) ), Keys),
    sort(Keys, [_, _|_]).

%!  bottom_waits(+State, -Player, -Cards:list) is semidet.
%
%   Inertia's cards wait for Player to order them (FAB-534): Cards, in
%   the order the choice lists them, each the card of the player's hand
%   or arsenal it names.

bottom_waits(S, Who, Cards) :-
    pending(S, Pd),
    Pd.choice == "bottom",
    Who = Pd.player,
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    append(P.hand, P.arsenal, Held),
    findall(C, ( member(Id, Ids), card_with_id(Held, Id, C) ), Cards).

%!  bottom_choice(+State, -Player, -Ids:list) is nondet.
%
%   Ids is an order of the cards waiting for Player (FAB-534), each
%   order once: copies in the order the choice lists them.

bottom_choice(S, Who, Ids) :-
    bottom_waits(S, Who, Cards),
    card_orders(Cards, Ids).

choice_candidate("bottom", S, _{player:Who, action:"bottom", cards:Ids}) :-
    bottom_choice(S, Who, Ids).

broken('FAB-535', S, M, Reason) :-
    bottom_order_problem(S, M, "bottom", Reason0),   % choices_orders.pl
    bottom_reason(Reason0, Reason).

bottom_reason(order_twice(Id), bottom_twice(Id)).
bottom_reason(order_not_waiting(Id), bottom_not_waiting(Id)).
bottom_reason(order_left_out(Ids), bottom_left_out(Ids)).

rule_fact('FAB-535', S, _, bottom_waits(Who, Ids)) :-
    bottom_waits(S, Who, Cards),
    maplist(card_id, Cards, Ids).
rule_fact('FAB-535', S, _, no_bottom_waits) :-
    \+ ( pending(S, Pd), Pd.choice == "bottom" ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      append(P0.hand, P0.arsenal, Held),
      findall(C, ( member(Id, M.cards), card_with_id(Held, Id, C) ), Moved),
      exclude([C]>>( card_id(C, Id), memberchk(Id, M.cards) ), P0.hand, Hand),
      exclude([C]>>( card_id(C, Id), memberchk(Id, M.cards) ), P0.arsenal, Arsenal),
      append(P0.deck, Moved, Deck),
      set_player(S1, P0.put(_{hand:Hand, arsenal:Arsenal, deck:Deck}), S2),
      length(Moved, N)
    },
    [ event('FAB-534', bottom_order_chosen, _{player:Who, count:N, cards:M.cards}) ],
    then_resolves(S2, Pd, S).

%   A position waiting for Inertia's order (FAB-120): in the end phase, its
%   controller its player, its cards the whole of that player's hand and
%   arsenal, each once, two of them different cards.
pending_problem(S, Pd, [cards], bottom_not_held(Who, Ids)) :-
    Pd.choice == "bottom",
    get_dict(player, Pd, Who),
    player(S, Who, P),
    key_value(cards, Pd, [], Ids),
    append(P.hand, P.arsenal, Held),
    maplist(card_id, Held, HeldIds),
    \+ ( msort(Ids, Sorted), msort(HeldIds, Sorted) ).
pending_problem(S, Pd, [cards], no_bottom_order_to_choose) :-
    Pd.choice == "bottom",
    bottom_waits(S, _, Cards),
    \+ bottom_order_needed(Cards).

choice_action("bottom", "bottom").
choice_phase("bottom", "end").
choice_words("bottom") -->
    [ "the order in which Inertia puts the cards of their hand and arsenal on the bottom of their deck (a bottom move)" ].

message(no_choice_waits("bottom")) -->
    [ "no cards wait to be put on the bottom of a deck: bottom answers Inertia's choice at the beginning of its controller's end phase" ].
message(bottom_twice(Id)) -->
    [ "the move names ~w twice; each card Inertia puts on the bottom is named once"-[Id] ].
message(bottom_not_waiting(Id)) -->
    [ "~w is not a card waiting for Inertia to put it on the bottom of the deck"-[Id] ].
message(bottom_left_out(Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the order leaves out ~w: Inertia puts every card of the hand and arsenal on the bottom"-[Text] ].
message(bottom_not_held(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "the cards waiting for Inertia's order (~w) are not the cards of ~w's hand and arsenal, each once"-[Text, Who] ].
message(no_bottom_order_to_choose) -->
    [ "Inertia's cards wait to be ordered only when two of them are different cards: copies go in any order alike" ].
message(event(bottom_order_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    [ "Inertia puts ~w's hand and arsenal on the bottom of their deck: ~w chooses the order of ~w (a bottom move)"-[F.player, F.player, T] ].
message(event(bottom_order_chosen, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', then ', T)
    },
    [ "~w puts on the bottom of their deck, in this order: ~w"-[F.player, T] ].
fact_words(bottom_waits(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', Text) },
    [ "Inertia's cards wait for ~w to order them: ~w"-[Who, Text] ].
fact_words(no_bottom_waits) -->
    [ "no cards wait for Inertia's order" ].
board_words(bottom_choice(P, Text)) -->
    [ "waiting for ~w's choice: the order in which ~w go on the bottom of their deck (bottom)"-[P, Text] ].
move_words("bottom", S, M) -->
    { \+ ( pending(S, Pd), memberchk(Pd.choice, ["hand_to_bottom", "arsenal_to_bottom", "dagger_hit_to_bottom", "clash_again", "cut_to_bottom"]) ),   % Scour's, Break Ground's, Mask of Shifting Perspectives', Victor's, Cut the Deck's: card_texts_*.pl
      player(S, M.player, P),
      key_value(cards, M, [], Ids),
      (   replaced_waits(S, _, Replaced) -> true ; Replaced = [] ),   % choices_orders.pl (FAB-633)
      append([P.hand, P.arsenal, P.pitch, Replaced], Held),   % Inertia's, the pitch zone's (FAB-630)
      findall(L, ( member(Id, Ids),
                   (   card_with_id(Held, Id, C) -> card_label(C, L) ; L = Id ) ), Ls),
      atomic_list_concat(Ls, ', then ', Text)
    },
    [ M.player, " puts on the bottom of their deck, in this order: ", Text ].
