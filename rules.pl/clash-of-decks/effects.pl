/*  Clash of Decks: what a move does, and how the game ends.

    Part of game.pl.  next//3 is a DCG over the move's events:
    each event(RuleId, Kind, Fields) names the rule that caused it.
*/

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

%!  next(+State0, +Move, -State)// is det.

next(S0, M, S) -->
    { atom_string(Action, M.action) },
    effect(Action, S0, M, S).

%   --- the draft ---------------------------------------------------------

rule('CD-002', effect, "The draft's rounds and the first player",
     "After each round the other player becomes the first picker, until each player has 8 cards (four rounds). The player who received the last card of the draft plays first.",
     seed("Повторите со вторым игроком, который становится первым, пока у каждого игрока не будет по 8 карт. ... Игроки чередуются по очереди, начиная с игрока, получившего последнюю карту в драфте.")).

effect(pick, S0, M, S) -->
    { Draft0 = S0.draft,
      P = M.player,
      foldl(pool_without, M.cards, Draft0.pool, Pool),
      picked(S0, P, Got0),
      append(Got0, M.cards, Got),
      key_put(P, Draft0.picked, Got, Picked1)
    },
    [ event('CD-001', picked, _{player:P, cards:M.cards}) ],
    (   { Pool = [Last] }                       % the first picker gets the last card
    ->  { round_first_picker(S0, First),
          key_value(First, Picked1, FGot0),
          append(FGot0, [Last], FGot),
          key_put(First, Picked1, FGot, Picked)
        },
        [ event('CD-001', received_last_card, _{player:First, card:Last}) ],
        end_draft_round(S0, Draft0.put(_{pool:[], picked:Picked}), First, S)
    ;   { opponent(S0, P, Next),
          S = S0.put(_{draft:Draft0.put(_{pool:Pool, picked:Picked1}), active:Next})
        }
    ).
effect(form_hand, S0, M, S) -->
    { P = M.player,
      key_put(P, S0.hands, ["bastion"|M.order], Hands),
      key_delete(P, S0.draft.picked, Picked),
      S1 = S0.put(_{hands:Hands, draft:S0.draft.put(picked, Picked)})
    },
    [ event('CD-003', hand_formed, _{player:P, row:["bastion"|M.order]}) ],
    (   { players(S1, Ps), forall(member(Q, Ps), \+ hand(S1, Q, [])) }
    ->  begin_first_turn(S1, S)
    ;   { S = S1 }
    ).

pool_without(Card, Pool0, Pool) :-
    list_without(Pool0, Card, Pool).

end_draft_round(S0, Draft, First, S) -->
    { opponent(S0, First, NextFirst) },
    (   { Draft.round < 4,
          Draft.deck = [A, B, C, D|Deck]
        }
    ->  { Round is Draft.round + 1,
          S = S0.put(_{draft:Draft.put(_{deck:Deck, pool:[A, B, C, D], round:Round}),
                       active:NextFirst})
        },
        [ event('CD-002', round_began, _{round:Round, pool:[A, B, C, D], first_picker:NextFirst}) ]
    ;   % the draft is over: the receiver of the last card plays first
        { S = S0.put(_{draft:Draft, phase:"form_hand", first_player:First, active:First}) },
        [ event('CD-002', draft_over, _{first_player:First}) ]
    ).

%   --- playing a card ----------------------------------------------------

rule('CD-204', effect, "A creature enters at the far end",
     "A creature played enters its player's side of the chosen lane at the end farthest from the bridge.",
     seed("Он размещается в конце вашей стороны этой полосы (дальше всего от моста).")).
rule('CD-206', effect, "A spell resolves, then returns to the hand",
     "A spell's effects apply to its target at once; then the spell goes to the rightmost space of its player's hand.",
     seed("примените эффекты заклинания к этому существу. Затем поместите карту в крайнее правое место в руке.")).
rule('CD-407', effect, "Focus",
     "A Focus card, when played, enters its side of the lane right behind the bridge instead of at the far end.",
     seed("Фокус: при игре вставьте его в пространство прямо за мостом.")).

effect(play, S0, M, S) -->
    { P = M.player,
      Id = M.card,
      hand(S0, P, Row0),
      list_without(Row0, Id, Row),
      key_put(P, S0.hands, Row, Hands),
      card_cost(S0, Id, Cost),
      Mana is S0.mana - Cost,
      S1 = S0.put(_{hands:Hands, mana:Mana})
    },
    [ event('CD-103', mana_spent, _{player:P, card:Id, cost:Cost, mana:Mana}) ],
    (   { creature_like(S1, Id) }
    ->  enter_play(S1, P, Id, M.lane, S)
    ;   cast_spell(S1, P, Id, M.target, S)
    ).

enter_play(S0, P, Id, Lane, S) -->
    { side(S0, Lane, P, Side0),
      (   has_ability(S0, Id, "focus")
      ->  Side = [Id|Side0], Rule = 'CD-407', Place = 0
      ;   append(Side0, [Id], Side), Rule = 'CD-204', length(Side0, Place)
      ),
      set_side(S0, Lane, P, Side, S1),
      key_value(played_this_turn, S1, [], Played),
      append(Played, [Id], Played1)
    },
    [ event(Rule, entered_play, _{card:Id, player:P, lane:Lane, place:Place}) ],
    destroy_dead(S1.put(played_this_turn, Played1), S).

set_side(S0, Lane, P, Side, S) :-
    key_value(Lane, S0.lanes, L0),
    key_put(P, L0, Side, L),
    key_put(Lane, S0.lanes, L, Lanes),
    S = S0.put(lanes, Lanes).

cast_spell(S0, P, Id, Target, S) -->
    { card(S0, Id, C),
      key_value(effects, C, [], Effects)
    },
    [ event('CD-206', spell_cast, _{card:Id, player:P, target:Target}) ],
    spell_effects(Effects, Id, Target, S0, S1),
    destroy_dead(S1, S2),
    { hand(S2, P, Row),
      append(Row, [Id], Row1),
      key_put(P, S2.hands, Row1, Hands),
      S = S2.put(hands, Hands)
    },
    [ event('CD-206', returned_to_hand, _{card:Id, player:P}) ].

spell_effects([], _, _, S, S) --> [].
spell_effects([E|Es], Spell, Target, S0, S) -->
    spell_effect(Spell, Target, E, S0, S1),
    spell_effects(Es, Spell, Target, S1, S).

spell_effect(Spell, Target, E, S0, S) -->
    (   { \+ in_play(S0, Target) }
    ->  { S = S0 }                              % destroyed by an earlier effect
    ;   { E.effect == "damage" }
    ->  deal_damage(S0, Spell, Target, E.amount, 'CD-206', S)
    ;   { E.effect == "heal" }
    ->  { status(S0, Target, damage, D0),
          D is max(0, D0 - E.amount),
          set_status(S0, Target, damage, D, S)
        },
        [ event('CD-206', healed, _{card:Target, amount:E.amount, damage:D}) ]
    ;   { memberchk(E.effect-Key, ["attack"-attack, "health"-health]) }
    ->  { status(S0, Target, Key, V0),
          V is V0 + E.amount,
          set_status(S0, Target, Key, V, S)
        },
        [ event('CD-206', changed, _{card:Target, value:E.effect, amount:E.amount}) ]
    ).

set_status(S0, Id, Key, Value, S) :-
    key_value(turn_status, S0, _{}, TS0),
    key_value(Id, TS0, _{}, St0),
    put_dict(Key, St0, Value, St),
    key_put(Id, TS0, St, TS),
    S = S0.put(turn_status, TS).

%   --- damage and destruction --------------------------------------------

rule('CD-303', effect, "Destruction and return to the owner's hand",
     "A card that has suffered damage equal to or exceeding its health this turn is destroyed at once and goes to the rightmost space of its OWNER's hand; excess damage is lost. Damage that does not destroy a card is lost at the end of the turn.",
     ruling("Если карта получает повреждения, равные или превышающие ее здоровье в этом ходу, она немедленно уничтожается и возвращается в крайнюю правую область руки ее владельца. (Избыточный урон теряется. Повреждения, которые не уничтожают карту, также теряются в конце хода: каждая карта имеет полное здоровье в начале хода.)",
            "The seed says the owner's hand; so does Board Game Arena's game help page (Gamehelpclashofdecks, revision of 9 November 2021: 'the rightmost space of its owner's hand'); an older revision of that page said the opponent's, which was an error. A card whose health is brought to or below its damage by any change (a spell, a lost Aura) is destroyed the same way.")).
rule('CD-304', effect, "The remaining cards slide toward the bridge",
     "When a card in play is destroyed, the cards behind it on its side of the lane slide toward the bridge to close the gap. Cards destroyed at the same moment (the cards one attack destroys, Perforation's and Splash's included) leave together, and the cards left standing behind them slide once.",
     ruling("", "The seed is silent; the official rulebook's FAQ (Clash of Decks rules including solo mode, Grammes Edition, 'FAQ - General') says that the remaining units on that side of the lane slide toward the bridge to close the gap. The seed destroys a card 'immediately' as its damage reaches its health, so the cards an attack's hits bring there are destroyed together, before any slide.")).
rule('CD-410', effect, "Protection",
     "The first source of nonzero damage dealt to a Protection card in a turn is reduced to zero; later damage that turn is dealt normally. The protection is restored at the end of each turn, like the card's health.",
     ruling("Защита: обнулить первый источник (ненулевого) повреждения, нанесенного на карту.",
            "The seed does not say whether the protection returns. Every card has full health at the start of each turn (seed), so rulecheck restores Protection each turn too.")).

%!  deal_damage(+State0, +Source, +CardId, +Amount, +RuleId, -State)// is det.
%
%   Source deals Amount damage to CardId by RuleId; Protection zeroes the
%   first nonzero damage each turn (CD-410).

deal_damage(S0, Source, Id, N, Rule, S) -->
    { damage_card(S0, Id, N, S, Hit) },
    (   { N =< 0 }
    ->  []
    ;   { Hit.prevented == true }
    ->  [ event('CD-410', damage_prevented, _{source:Source, card:Id, amount:N}) ]
    ;   [ event(Rule, damaged, _{source:Source, card:Id, amount:N, damage:Hit.total}) ]
    ).

%!  damage_card(+State0, +CardId, +Amount, -State, -Hit) is det.
%
%   CardId takes Amount damage, or none when its Protection is still
%   unspent (CD-410).  Hit says what happened: the card, the damage
%   dealt, whether Protection prevented it, and the card's damage this
%   turn.

damage_card(S0, Id, N, S, Hit) :-
    status(S0, Id, damage, D0),
    (   N =< 0
    ->  S = S0, Dealt = 0, Prevented = false
    ;   has_ability(S0, Id, "protection"),
        status(S0, Id, protection_spent, Spent),
        Spent \== true
    ->  set_status(S0, Id, protection_spent, true, S),
        Dealt = 0, Prevented = true
    ;   D is D0 + N,
        set_status(S0, Id, damage, D, S),
        Dealt = N, Prevented = false
    ),
    status(S, Id, damage, Total),
    Hit = _{card:Id, damage:Dealt, prevented:Prevented, total:Total}.

%!  destroy_dead(+State0, -State)// is det.
%
%   Every card whose damage has reached its health this turn is destroyed
%   at once (CD-303), all such cards together, and the cards behind them
%   slide toward the bridge (CD-304); then again, since a fallen Aura may
%   doom its neighbours.  A card destroyed is never told as sliding.

destroy_dead(S0, S) -->
    { findall(Id, dead(S0, Id), Dead) },
    (   { Dead = [_|_] }
    ->  destroy_all(Dead, S0, S1),
        slides(S0, Dead),
        destroy_dead(S1, S)
    ;   { S = S0 }
    ).

destroy_all([], S, S) --> [].
destroy_all([Id|Ids], S0, S) -->
    destroy(S0, Id, S1),
    destroy_all(Ids, S1, S).

destroy(S0, Id, S) -->
    { once(in_play(S0, Id, Lane, P, _)),
      owner(S0, Id, Owner),                     % the side it stood on
      side(S0, Lane, P, Side0),
      list_without(Side0, Id, Side),
      set_side(S0, Lane, P, Side, S1),
      hand(S1, Owner, Row0),
      append(Row0, [Id], Row),
      key_put(Owner, S1.hands, Row, Hands),
      key_value(turn_status, S1, _{}, TS0),
      key_delete(Id, TS0, TS),
      key_value(played_this_turn, S1, [], Played0),
      list_without(Played0, Id, Played),
      S2 = S1.put(_{hands:Hands, turn_status:TS, played_this_turn:Played}),
      (   get_dict(assault_queue, S2, Queue0)     % it no longer attacks (CD-301)
      ->  list_without(Queue0, Id, Queue),
          S = S2.put(assault_queue, Queue)
      ;   S = S2
      )
    },
    [ event('CD-303', destroyed, _{card:Id, lane:Lane, player:P, to_hand:Owner}) ].

%   slides(+State0, +Destroyed)//: on each side of a lane that lost cards,
%   the cards left standing behind a destroyed one move toward the bridge
%   (CD-304), told once per side.
slides(S0, Dead) -->
    { findall(event('CD-304', slid, _{lane:Lane, player:P, cards:Moved, destroyed:Gone}),
              ( lane(Lane), players(S0, Ps), member(P, Ps),
                side(S0, Lane, P, Side),
                include(one_of(Dead), Side, Gone), Gone = [First|_],
                append(_, [First|Behind], Side),
                exclude(one_of(Dead), Behind, Moved), Moved = [_|_] ),
              Events)
    },
    list(Events).

one_of(Ids, Id) :-
    memberchk(Id, Ids).

%   --- the assault --------------------------------------------------------

rule('CD-301', effect, "Who attacks, and in what order",
     "In the assault every card of the active player in play attacks, except creatures played this turn: first the top lane, then the bottom lane; within a lane, cards farther from the bridge before cards nearer. The order is fixed when the assault begins: a card that moves (Sprint) or is destroyed keeps or loses its turn to attack, it does not gain another.",
     ruling("Нападение: все ваши карты в игре (кроме существ, которые вы разыграли в этом ходу) атакуют, сначала карты на верхней линии, затем карты на нижней линии. В пределах полосы карты дальше от моста атакуют раньше, чем карты ближе к мосту.",
            "The seed orders the attackers but not what happens when cards move during the assault (Sprint moves a card next to the bridge). rulecheck fixes the order when the assault begins, as a player at the table would: each card attacks once, in the order the seed gives for the starting position.")).
rule('CD-302', effect, "An attack hits the nearest opposing card",
     "Each attack in turn hits the nearest card on the opposite side of its lane.",
     seed("Применяйте атаки одну за другой к ближайшей карте на противоположной стороне дорожки.")).

effect(begin_assault, S0, _, S) -->
    { P = S0.active,
      assault_attackers(S0, P, Queue),
      S = S0.put(_{phase:"assault", assault_queue:Queue})
    },
    [ event('CD-301', assault_began, _{player:P, order:Queue}) ].
effect(attack, S0, _, S) -->
    { next_attacker(S0, A),
      take_queue_through(S0, A, S1)
    },
    resolve_attack(S1, A, S).
effect(assault, S0, M, S) -->
    effect(begin_assault, S0, M, S1),
    effect(finish_assault, S1, M, S).
effect(finish_assault, S0, _, S) -->
    (   { S0.phase == "over" }
    ->  { S = S0 }
    ;   { next_attacker(S0, A) }
    ->  { take_queue_through(S0, A, S1) },
        resolve_attack(S1, A, S2),
        effect(finish_assault, S2, _, S)
    ;   end_turn(S0, S)
    ).

take_queue_through(S0, A, S) :-
    append(_, [A|Rest], S0.assault_queue), !,
    S = S0.put(assault_queue, Rest).

rule('CD-401', effect, "Aerial",
     "An Aerial card can be attacked only by cards with Aim. An attacker without Aim passes over it and hits the next opposing card; if there is none, it hits the bastion/fort. Aerial cards themselves attack normally.",
     ruling("Антенна: можно атаковать только картами с целью.",
            "The seed's 'Антенна' is the English rules' Aerial (Board Game Arena game help page Gamehelpclashofdecks, 'Special Abilities': 'Aerial: can only be attacked by cards with Aim'). The official rulebook's FAQ (Grammes Edition, 'FAQ - Special abilities') says an attacker without Aim hits the next opposing card instead, or the bastion/fort if there is none.")).
rule('CD-402', effect, "Aim",
     "A card with Aim can attack Aerial cards.",
     seed("Цель: может атаковать воздушные карты.")).
rule('CD-403', effect, "Aquatic",
     "An Aquatic card's attack is doubled when it is the card closest to the bridge on its side (after any Sprint move, and after every other bonus).",
     ruling("Водный: удвойте его атаку, если он находится ближе всего к мосту.",
            "The seed does not order the bonuses; doubling last is the plain reading of 'double its attack'.")).
rule('CD-404', effect, "Aura",
     "An Aura card applies its aura effects (attack or health changes) to the cards directly beside it on its side of the lane, the one nearer the bridge and the one farther, but not to itself. Two Auras on one card add up.",
     ruling("Аура: примените эффект к картам справа и слева от него (но не к себе).",
            "'Right and left' are read as the neighbours in the lane's line of cards. Neither the official rulebook and its FAQ (Grammes Edition) nor Board Game Arena's game help page says how two Auras stack; rulecheck adds them, as every other attack and health change adds.")).
rule('CD-405', effect, "Berserk",
     "A Berserk card that destroys a card with its attack attacks again, at the card that is now nearest (after the slide), and again each time it destroys one. Entering play this turn, it cannot hit the bastion/fort with any of these attacks, even with Rage.",
     ruling("Берсерк: атакуйте снова, если уничтожает карту. (Он не может атаковать бастион / форт в тот ход, когда входит в игру, даже если у него есть Ярость.)",
            "Which card the extra attack hits is settled neither by the seed nor by the official rulebook and its FAQ (Grammes Edition) nor by Board Game Arena's game help page; rulecheck takes the most natural reading, the new nearest card after the remaining cards slide.")).
rule('CD-409', effect, "Perforation",
     "A Perforation card's attack hits both its target and the card directly behind the target (if that card may be attacked). When nothing stands behind the target, only the target is hit, not the bastion/fort.",
     ruling("Перфорация: атакуйте как цель, так и карту позади цели.",
            "Neither the official rulebook and its FAQ (Grammes Edition) nor Board Game Arena's game help page (Gamehelpclashofdecks: 'attack both the target and the card behind the target') says whether Perforation reaches the bastion/fort when nothing stands behind the target; 'the card behind the target' names a card, and the bastion/fort is not in the lane, so it is not hit.")).
rule('CD-411', effect, "Rage",
     "A card with Rage attacks in the turn it enters play, but only cards, never the bastion/fort: if it finds no card it may attack, its attack does nothing.",
     seed("Ярость: может атаковать карты (не бастион / форт) в тот ход, когда он входит в игру.")).
rule('CD-412', effect, "Splash",
     "A Splash card's attack hits both its target and the opposing card in the other lane at the same distance from the bridge (if there is one and it may be attacked).",
     ruling("Всплеск: атакуйте как цель, так и карту на другой линии рядом с целью.",
            "'The card on the other lane next to the target' is read as the card at the same place from the bridge on the same (opposing) side of the other lane.")).
rule('CD-413', effect, "Sprint",
     "When a Sprint card attacks it first moves along its side until it is right behind the bridge, the cards it passes moving back one space; until the end of the turn its attack is increased by the number of spaces moved.",
     seed("Спринт: когда он атакует, перемещайте его, пока он не окажется рядом с мостом. До конца хода его урон от атаки увеличивается на количество пройденных клеток.")).
rule('CD-414', effect, "Pest",
     "A Pest card attacks buildings, the bastion/fort included, but never creatures: it passes over creatures and hits the nearest opposing building card, or the bastion/fort if there is none.",
     ruling("Вредитель: может атаковать здания (включая бастион / форт), но не существ.",
            "What Pest does when only creatures stand opposite is settled neither by the seed nor by the official rulebook and its FAQ (Grammes Edition) nor by Board Game Arena's game help page. Creatures do not stop it, as Aerial cards do not stop an attacker without Aim (official FAQ, 'FAQ - Special abilities'): it hits the nearest building, or the bastion/fort.")).

%!  resolve_attack(+State0, +Attacker, -State)// is det.
%
%   One attack of Attacker, with Sprint's move first and Berserk's
%   further attacks after it.

resolve_attack(S0, A, S) -->
    sprint(S0, A, S01),
    destroy_dead(S01, S1),                      % neighbours changed: Auras
    (   { in_play(S1, A) }
    ->  resolve_attack_(S1, A, S)
    ;   { S = S1 }
    ).

resolve_attack_(S1, A, S) -->
    { card_attack(S1, A, Undoubled, Atk),
      attack_targets(S1, A, Targets, Tower),
      once(in_play(S1, A, Lane, P, _)),
      opponent(S1, P, O),
      passed_cards(S1, A, Targets, Passed),
      target_reason(S1, A, Targets, Tower, Passed, Rule, Why),
      Attack0 = _{attacker:A, player:P, lane:Lane, attack:Atk, why:Why, passed:Passed}
    },
    attack_bonuses(S1, A, Undoubled, Atk),
    (   { Targets = [T|Extra] }
    ->  { damage_card(S1, T, Atk, S2, Hit0),
          foldl(extra_hit(S1, A, Atk), Extra, S2-ExtraHits0, S3-[]),
          phrase(destroy_dead(S3, S4), Destroyed),   % the hit cards, and any an Aura held
          hit_result(Destroyed, Hit0, Hit),
          maplist(extra_result(Destroyed), ExtraHits0, ExtraHits),
          exclude(told_destruction([Hit0|ExtraHits0]), Destroyed, Consequences)
        },
        [ event(Rule, attack, Attack0.put(_{target:T, hit:Hit, tower:null})) ],
        list(ExtraHits),
        list(Consequences),
        (   { has_ability(S4, A, "berserk"),
              member(X, Targets), \+ in_play(S4, X)
            }
        ->  [ event('CD-405', attacks_again, _{attacker:A}) ],
            resolve_attack(S4, A, S)
        ;   { S = S4 }
        )
    ;   { Tower == true, Atk > 0 }
    ->  { move_tower(S1, O, Atk, S2, Moved, Falls) },
        [ event(Rule, attack, Attack0.put(_{target:null, hit:null, tower:Moved})) ],
        list(Falls),
        { S = S2 }
    ;   [ event(Rule, attack, Attack0.put(_{target:null, hit:null, tower:null})) ],
        { S = S1 }
    ).

%   Why the attack goes where it goes: the rule that chose its target.
%   passed_cards/4 gives the opposing cards it passes over first.
target_reason(S, A, [T|_], _, Passed, Rule, Why) :- !,
    (   has_ability(S, T, "aerial")
    ->  Rule = 'CD-402', Why = aim
    ;   Passed == []
    ->  Rule = 'CD-302', Why = nearest
    ;   has_ability(S, A, "pest")
    ->  Rule = 'CD-414', Why = pest
    ;   Rule = 'CD-401', Why = aerial
    ).
target_reason(S, A, [], Tower, Passed, Rule, Why) :-
    (   Tower == false, has_ability(S, A, "berserk")
    ->  Rule = 'CD-405', Why = berserk_entered_this_turn
    ;   Tower == false
    ->  Rule = 'CD-411', Why = entered_this_turn
    ;   Passed == []
    ->  Rule = 'CD-305', Why = empty_side
    ;   has_ability(S, A, "pest")
    ->  Rule = 'CD-414', Why = pest_to_tower
    ;   Rule = 'CD-401', Why = aerial_to_tower
    ).

%   The Aura and Aquatic parts of an attack.
attack_bonuses(S, A, Undoubled, Atk) -->
    { aura_bonus(S, A, "attack", Aura) },
    (   { Aura =\= 0 }
    ->  [ event('CD-404', aura_bonus, _{card:A, attack:Aura}) ]
    ;   []
    ),
    (   { aquatic_doubles(S, A) }
    ->  [ event('CD-403', attack_doubled, _{card:A, attack:Atk, undoubled:Undoubled}) ]
    ;   []
    ).

%   The opposing cards the attack passes over before its target (all of
%   them when it hits none): Aerial cards (CD-401) or, for a Pest,
%   creatures (CD-414).
passed_cards(S, A, Targets, Passed) :-
    once(in_play(S, A, Lane, P, _)),
    opponent(S, P, O),
    side(S, Lane, O, Opp),
    (   Targets = [T|_], nth0(I, Opp, T)
    ->  length(Before, I), append(Before, _, Opp)
    ;   Before = Opp
    ),
    include(passed_over_by(S, A), Before, Passed).

passed_over_by(S, A, X) :-
    passes_over(S, A, X, _), !.

list([]) --> [].
list([X|Xs]) --> [X], list(Xs).

%   Perforation's card behind the target (CD-409) and Splash's card in
%   the other lane (CD-412) take the same damage.
extra_hit(S0, A, Atk, X, Sa-[H|Hs], Sb-Hs) :-
    once(in_play(S0, X, LaneX, _, _)),
    once(in_play(S0, A, LaneA, _, _)),
    (   LaneX == LaneA -> Rule = 'CD-409', Why = perforation ; Rule = 'CD-412', Why = splash ),
    damage_card(Sa, X, Atk, Sb, Hit),
    H = event(Rule, extra_hit, _{attacker:A, why:Why, lane:LaneX, hit:Hit}).

%   A hit as the judge hears it: the damage, and whether the card was
%   destroyed (CD-303) and went to its owner's hand.
hit_result(Destroyed, Hit0, Hit) :-
    (   member(event(_, destroyed, D), Destroyed), D.card == Hit0.card
    ->  Hit = Hit0.put(_{destroyed:true, to_hand:D.to_hand})
    ;   Hit = Hit0.put(_{destroyed:false, to_hand:null})
    ).

extra_result(Destroyed, event(R, extra_hit, F), event(R, extra_hit, F1)) :-
    hit_result(Destroyed, F.hit, Hit),
    F1 = F.put(hit, Hit).

told_destruction(Hits, event(_, destroyed, D)) :-
    member(H, Hits),
    (   H = event(_, extra_hit, F) -> Card = F.hit.card ; Card = H.card ),
    Card == D.card, !.

sprint(S0, A, S) -->
    (   { has_ability(S0, A, "sprint"),
          in_play(S0, A, Lane, P, I),
          I > 0
        }
    ->  { side(S0, Lane, P, Side0),
          list_without(Side0, A, Side1),
          set_side(S0, Lane, P, [A|Side1], S1),
          status(S1, A, sprint, B0),
          B is B0 + I,
          set_status(S1, A, sprint, B, S)
        },
        [ event('CD-413', sprinted, _{card:A, spaces:I, attack_bonus:B}) ]
    ;   { S = S0 }
    ).

%   --- the end of the turn -----------------------------------------------

rule('CD-102', effect, "Mana regeneration",
     "At the start of a turn its player gains mana equal to the number of cards in their hand, the bastion/fort included; the first player gains only 6 on the first turn.",
     seed("Регенерация маны: получите ману, равную количеству карт в вашей руке, включая бастион. (Исключение: первый игрок получает только 6 маны в первый ход.)")).
rule('CD-104', effect, "Unspent mana is lost",
     "Mana not spent by the end of the turn is lost; the next player starts from their own regeneration.",
     seed("Неизрасходованная мана теряется в конце хода.")).
rule('CD-309', effect, "The end of the turn",
     "When the assault is over the turn ends: damage, Sprint bonuses, spell changes and spent Protections are cleared, unspent mana is lost, and the other player's turn begins with their mana regeneration.",
     seed("Неизрасходованная мана теряется в конце хода. ... каждая карта имеет полное здоровье в начале хода.")).
rule('CD-406', effect, "Catalyst",
     "Each Catalyst its player has in play gives 2 extra mana at the start of that player's turn.",
     seed("Катализатор: получите 2 дополнительных маны в начале хода.")).

end_turn(S0, S) -->
    { P = S0.active,
      opponent(S0, P, O),
      Turn is S0.turn + 1,
      S1 = S0.put(_{active:O, turn:Turn, phase:"summon",
                    played_this_turn:[], turn_status:_{}, assault_queue:[]}),
      turn_start_mana(S1, O, Mana),
      catalysts_in_play(S1, O, Cs),
      S = S1.put(mana, Mana)
    },
    [ event('CD-309', turn_ended, _{player:P}) ],
    (   { S0.mana > 0 }
    ->  [ event('CD-104', mana_lost, _{player:P, mana:S0.mana}) ]
    ;   []
    ),
    [ event('CD-102', turn_began, _{player:O, turn:Turn, mana:Mana}) ],
    (   { Cs == [] }
    ->  []
    ;   { length(Cs, NC), Extra is 2*NC },
        [ event('CD-406', catalyst_mana, _{player:O, cards:Cs, mana:Extra}) ]
    ).

%   The first turn begins when both hands are formed: the first player
%   gains only 6 mana (CD-102).
begin_first_turn(S0, S) -->
    { del_dict(draft, S0, Draft, S1),           % the undrafted cards stay aside
      First = S0.first_player,
      S = S1.put(_{phase:"summon", turn:1, active:First, mana:6,
                   played_this_turn:[], turn_status:_{}, set_aside:Draft.deck})
    },
    [ event('CD-102', turn_began, _{player:First, turn:1, mana:6}) ].

%   --- the bastion and the fort ------------------------------------------

rule('CD-305', effect, "An empty side: the bastion/fort moves",
     "If the opposite side of the lane is empty (or holds no card the attacker may attack), the damage goes to the bastion/fort: it moves right in its hand row by as many spaces as the damage, at most to the rightmost space; excess damage is lost.",
     seed("Если противоположная сторона переулка пуста, нанесите урон бастиону / форту: переместите его вправо на количество делений, равное урону. (Опять же, лишний урон теряется.)")).
rule('CD-306', effect, "The bastion falls and becomes the fort",
     "A bastion that damage moves into the rightmost space of its hand row is destroyed: it flips to its fort side and moves to the leftmost space. The damage beyond that is lost, it does not carry over to the fort. Cards leaving or entering the hand do not move the bastion/fort; only damage that reaches the rightmost space destroys it.",
     ruling("Если ваш бастион окажется в крайнем правом пространстве вашей руки, он будет разрушен. Переверните его в сторону форта и переместите в крайнее левое место.",
            "Excess damage to the bastion does not carry over to the fort (the seed says excess damage is lost; Board Game Arena's game help page, Gamehelpclashofdecks, flips the destroyed bastion to the fort in the leftmost space and moves it no further). The seed's 'ends up in the rightmost space' is read as 'is moved there by damage': a hand that shrinks as cards are played would otherwise destroy an undamaged bastion, which no source describes.")).
rule('CD-307', outcome, "The fort falls: the game ends",
     "A fort that damage moves into the rightmost space of its hand row is destroyed: its player loses at once and the opponent wins. Nothing more happens in that turn.",
     seed("Если форт окажется в крайнем правом пространстве вашей руки, вы немедленно проиграете. ... КОНЕЦ ИГРЫ Когда форт игрока достигает крайней правой клетки, он разрушается. Этот игрок проигрывает, а его противник выигрывает.")).

%!  move_tower(+State0, +Player, +Damage, -State, -Moved, -Falls) is det.
%
%   Player's bastion/fort moves right by Damage, at most to the rightmost
%   space (CD-305): Moved says from where to where (0 is the leftmost
%   space).  Reaching it, the bastion becomes the fort at the leftmost
%   space (CD-306) and the fort loses the game (CD-307): Falls are those
%   events.

move_tower(S0, P, N, S, Moved, Falls) :-
    hand(S0, P, Row0),
    nth0(K, Row0, Tower),
    tower(Tower), !,
    length(Row0, Len),
    Last is Len - 1,
    K1 is min(K + N, Last),
    list_without(Row0, Tower, Rest),
    Moved = _{player:P, tower:Tower, damage:N, from:K, to:K1, fell:Fell},
    (   K1 < Last
    ->  list_insert(K1, Tower, Rest, Row),
        set_hand(S0, P, Row, S),
        Fell = false, Falls = []
    ;   Tower == "bastion"
    ->  set_hand(S0, P, ["fort"|Rest], S),
        Fell = true, Falls = [event('CD-306', bastion_fell, _{player:P, tower:"bastion", becomes:"fort"})]
    ;   append(Rest, ["fort"], Row),
        set_hand(S0, P, Row, S1),
        S = S1.put(_{phase:"over", loser:P, assault_queue:[]}),
        opponent(S0, P, Winner),
        Fell = true, Falls = [event('CD-307', fort_fell, _{player:P, winner:Winner})]
    ).

set_hand(S0, P, Row, S) :-
    key_put(P, S0.hands, Row, Hands),
    S = S0.put(hands, Hands).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/


%!  outcome(+State, -Outcome) is det.

outcome(S, O) :-
    (   broken('CD-310', S, _, game_over(Loser))
    ->  opponent(S, Loser, Winner),
        reason_text(clash_of_decks, outcome(fort_fell(Loser)), Why),
        O = _{result:"won", winners:[Winner], losers:[Loser], rule:'CD-307', reason:Why}
    ;   O = _{result:"ongoing"}
    ).

%!  selfplay_bound(-MaxMoves, -MustEnd) is det.
%
%   Random games end within about 150 moves (docs/benchmarks.md).

selfplay_bound(1500, true).

% How the game ended: outcome/2's reason
message(outcome(fort_fell(Loser))) -->
    [ "~w's fort reached the rightmost space of their hand and fell"-[Loser] ].
