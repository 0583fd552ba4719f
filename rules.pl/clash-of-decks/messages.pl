/*  Clash of Decks: reasons and moves in words.

    Part of game.pl.  The words no single rule owns, as SWI-Prolog's
    prolog:message//1 gives them (a list of Format-Args): events, facts,
    fixes, hidden cards, moves in words, the display, reasons several
    rules share and the phrases messages have in common.  A rule's own
    reason is worded beside its rule (rulebook.pl, states.pl,
    effects.pl).
*/

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%!  message(+Reason)// is semidet.

% --- a reason two rules share (CD-307's outcome, CD-310)
message(game_over(Loser)) -->
    [ "the game is over: ~w's fort has fallen"-[Loser] ].
% --- where a card is
message(place(in_play(Lane, P, I))) -->
    [ "in play, ~w's side of the ~w lane, place ~d from the bridge"-[P, Lane, I] ].
message(place(in_hand(P))) -->
    [ "in ~w's hand"-[P] ].
message(place(nowhere)) -->
    [ "not in any hand or lane" ].
% --- the shape of a move
message(lane_and_target) -->
    [ "a play names a lane (a creature or building) or a target (a spell), not both" ].
message(neither_lane_nor_target) -->
    [ "a play names a lane (\"top\" or \"bottom\") for a creature or building, or a target card for a spell" ].

% --- why a move's legality turns on what a player cannot see (workflow.pl)
message(hidden(hand_unseen(P, V))) -->
    [ "which cards ~w may play depends on ~w's hand, which ~w cannot see"-[P, P, V] ].
% --- the facts and fixes explain gives (workflow.pl, below)
message(fact(Fact)) -->
    fact_words(Fact).
message(fix(Fix)) -->
    fix_words(Fix).
message(move(S, M)) -->
    move_words(S, M).
% --- the events of a move (effects.pl), with the position before it
message(event(Kind, F, S)) -->
    event_words(Kind, F, S).

% --- the display (display.pl): status lines and labels
message(display(What)) -->
    board_words(What).
% The options of a new game (setup.pl)
message(new_game(two_players)) -->
    [ "Clash of Decks is a game for two players: give 2, or two different names"-[] ].
message(new_game(unknown_choice(K))) -->
    [ "~w is not a choice of Clash of Decks; the one choice is spells_during_assault=true|false"-[K] ].
message(new_game(spells_during_assault_choice)) -->
    [ "spells_during_assault is true or false, given once"-[] ].

board_words(fort_fallen(Turn, Loser)) -->
    [ "turn ~w: the game is over, ~w's fort has fallen"-[Turn, Loser] ].
board_words(draft_turn(Turn, Phase, Round, Active)) -->
    [ "turn ~w, ~w phase, round ~w: ~w to act"-[Turn, Phase, Round, Active] ].
board_words(turn(Turn, Phase, Active, Mana)) -->
    [ "turn ~w, ~w phase: ~w to act, ~w mana"-[Turn, Phase, Active, Mana] ].
board_words(side_far_to_near(P)) -->
    [ "~w (far ... near)"-[P] ].
board_words(side_near_to_far(P)) -->
    [ "~w (near ... far)"-[P] ].

event_words(picked, F, S) -->
    [ "~w picks "-[F.player] ], cards(S, F.cards).
event_words(received_last_card, F, S) -->
    [ "~w receives the last card of the round, "-[F.player] ], card(S, F.card).
event_words(round_began, F, S) -->
    [ "round ~d of the draft: ~w picks first from "-[F.round, F.first_picker] ], cards(S, F.pool).
event_words(draft_over, F, _) -->
    [ "the draft is over: ~w received its last card and plays first"-[F.first_player] ].
event_words(hand_formed, F, S) -->
    [ "~w forms the hand, left to right: "-[F.player] ], cards(S, F.row).
event_words(turn_began, F, _) -->
    [ "turn ~d begins: ~w has ~d mana"-[F.turn, F.player, F.mana] ].
event_words(mana_spent, F, S) -->
    [ "~w pays ~d mana for "-[F.player, F.cost] ], card(S, F.card), [ "; ~d left"-[F.mana] ].
event_words(entered_play, F, S) -->
    card(S, F.card),
    [ " enters ~w's ~w lane, place ~d from the bridge"-[F.player, F.lane, F.place] ].
event_words(spell_cast, F, S) -->
    [ "~w casts "-[F.player] ], card(S, F.card), [ " on " ], card(S, F.target).
event_words(damaged, F, S) -->
    card(S, F.source), [ " deals ~d damage to "-[F.amount] ], card(S, F.card),
    [ " (~d this turn)"-[F.damage] ].
event_words(damage_prevented, F, S) -->
    [ "Protection: " ], card(S, F.card), [ " takes none of the ~d damage of "-[F.amount] ],
    card(S, F.source), [ "; its protection is spent for the turn" ].
event_words(healed, F, S) -->
    card(S, F.card), [ " heals ~d (~d damage left)"-[F.amount, F.damage] ].
event_words(changed, F, S) -->
    { ( F.amount >= 0 -> Sign = "+" ; Sign = "" ) },
    card(S, F.card), [ " gets ~w~d ~w until the end of the turn"-[Sign, F.amount, F.value] ].
event_words(returned_to_hand, F, S) -->
    card(S, F.card), [ " returns to the rightmost space of ~w's hand"-[F.player] ].
event_words(destroyed, F, S) -->
    card(S, F.card), [ " is destroyed and goes to the rightmost space of ~w's hand"-[F.to_hand] ].
event_words(slid, F, S) -->
    { ( F.get(destroyed, []) = [_, _|_] -> It = "them" ; It = "it" ) },
    [ "the cards behind ~w on ~w's side of the ~w lane move toward the bridge: "-[It, F.player, F.lane] ],
    cards(S, F.cards).
event_words(assault_began, F, S) -->
    (   { F.order == [] }
    ->  [ "~w's assault begins: no card of ~w's attacks this turn"-[F.player, F.player] ]
    ;   [ "~w's assault begins; the attackers, in order: "-[F.player] ], cards(S, F.order)
    ).
event_words(attack, F, S) -->
    card(S, F.attacker), [ " attacks in the ~w lane with ~d: "-[F.lane, F.attack] ],
    attack_words(F.why, F, S).
event_words(extra_hit, F, S) -->
    (   { F.why == perforation }
    ->  [ "Perforation: " ], card(S, F.attacker), [ " also hits the card behind its target: " ]
    ;   [ "Splash: " ], card(S, F.attacker), [ " also hits the card at the same place in the ~w lane: "-[F.lane] ]
    ),
    hit_words(F.hit, S, " ").
event_words(aura_bonus, F, S) -->
    [ "Aura: the neighbours of " ], card(S, F.card), [ " add ~d to its attack"-[F.attack] ].
event_words(attack_doubled, F, S) -->
    [ "Aquatic: " ], card(S, F.card), [ " is next to the bridge, so its attack doubles from ~d to ~d"-[F.undoubled, F.attack] ].
event_words(attacks_again, F, S) -->
    [ "Berserk: " ], card(S, F.attacker), [ " destroyed a card, and attacks again" ].
event_words(sprinted, F, S) -->
    [ "Sprint: " ], card(S, F.card),
    [ " moves ~d space(s) to the bridge, +~d attack until the end of the turn"-[F.spaces, F.attack_bonus] ].
event_words(bastion_fell, F, _) -->
    [ "~w's bastion reached the rightmost space and falls: it turns to the fort, in the leftmost space"-[F.player] ].
event_words(fort_fell, F, _) -->
    [ "~w's fort reached the rightmost space and falls: ~w wins"-[F.player, F.winner] ].
event_words(turn_ended, F, _) -->
    [ "~w's turn ends: damage, Sprint bonuses, spell changes and spent Protections are cleared"-[F.player] ].
event_words(mana_lost, F, _) -->
    [ "~w's unspent mana (~d) is lost"-[F.player, F.mana] ].
event_words(catalyst_mana, F, S) -->
    [ "Catalyst: +~d mana from "-[F.mana] ], cards(S, F.cards).

card(S, Id) -->
    { card_words(S, Id, Text) },
    [ "~w"-[Text] ].

%   A card in words: its name, and its id when that differs.
card_words(S, Id, Text) :-
    (   unknown_card(Id)
    ->  Text = "an unknown card"
    ;   card_name(S, Id, Name),
        (   Name == Id
        ->  Text = Name
        ;   joined_text([Name, " (", Id, ")"], Text)
        )
    ).

%   Where an attack goes, and why (effects.pl, target_reason/7).
attack_words(nearest, F, S) -->
    [ "the nearest card opposite, " ], hit_words(F.hit, S).
attack_words(aim, F, S) -->
    passed_words(F, S, "creatures, which a Pest never attacks"),
    [ "Aim lets it attack Aerial cards, so the nearest card opposite, " ], hit_words(F.hit, S).
attack_words(aerial, F, S) -->
    passed_words(F, S, "Aerial, and it has no Aim"),
    [ "the nearest card it may attack, " ], hit_words(F.hit, S).
attack_words(pest, F, S) -->
    passed_words(F, S, "creatures, which a Pest never attacks"),
    [ "the nearest building, " ], hit_words(F.hit, S).
attack_words(empty_side, F, _) -->
    [ "nothing stands opposite, so " ], tower_words(F.tower).
attack_words(aerial_to_tower, F, S) -->
    passed_words(F, S, "Aerial, and it has no Aim"),
    [ "no other card stands opposite, so " ], tower_words(F.tower).
attack_words(pest_to_tower, F, S) -->
    passed_words(F, S, "creatures, which a Pest never attacks"),
    [ "no building stands opposite, so " ], tower_words(F.tower).
attack_words(entered_this_turn, F, S) -->
    passed_words(F, S, "cards it may not attack"),
    [ "it entered play this turn and finds no card to attack, so the attack does nothing (never the bastion/fort this turn)" ].
attack_words(berserk_entered_this_turn, F, S) -->
    passed_words(F, S, "cards it may not attack"),
    [ "it entered play this turn and finds no card to attack, so the attack does nothing: a Berserk card never hits the bastion/fort in the turn it enters play, even with Rage" ].

passed_words(F, S, What) -->
    (   { F.passed == [] }
    ->  []
    ;   [ "it passes over " ], cards(S, F.passed), [ " (~w); "-[What] ]
    ).

%   What a hit did; Sep stands between the card and the verb (", " after
%   an apposition: "the nearest card opposite, Troll, takes ...").
hit_words(H, S) -->
    hit_words(H, S, ", ").

hit_words(H, S, Sep) -->
    card(S, H.card),
    (   { H.prevented == true }
    ->  [ "~wtakes none of it: Protection, now spent for the turn"-[Sep] ]
    ;   { H.damage =:= 0 }
    ->  [ "~wtakes no damage"-[Sep] ]
    ;   { H.destroyed == true }
    ->  [ "~wtakes ~d damage and is destroyed: it goes to the rightmost space of ~w's hand"-[Sep, H.damage, H.to_hand] ]
    ;   [ "~wtakes ~d damage (~d this turn)"-[Sep, H.damage, H.total] ]
    ).

tower_words(null) --> !,
    [ "with 0 attack it does no damage" ].
tower_words(T) -->
    { From is T.from + 1, To is T.to + 1,
      Lost is T.damage - (T.to - T.from)
    },
    (   { T.to =:= T.from }
    ->  [ "~w's ~w takes the ~d damage: it stands in space ~d of the hand row, the rightmost, already; the ~d damage is lost"-
          [T.player, T.tower, T.damage, From, Lost] ]
    ;   [ "~w's ~w takes the ~d damage: it moves right, from space ~d to space ~d of the hand row"-
          [T.player, T.tower, T.damage, From, To] ],
        (   { Lost > 0 }
        ->  [ ", the rightmost; the other ~d damage is lost"-[Lost] ]
        ;   []
        )
    ).

cards(S, [Id]) --> !, card(S, Id).
cards(S, [Id|Ids]) --> !, card(S, Id), [ ", " ], cards(S, Ids).
cards(_, []) --> [ "nothing" ].

                 /*******************************
                 *   FACTS AND FIXES IN WORDS   *
                 *******************************/

%   fact_words(+Fact)// and fix_words(+Fix)//: the facts and fixes explain
%   gives (workflow.pl, fact/4 and fix/4), in a judge's words.

fact_words(phase(Phase)) -->
    [ "the game is in its ~w phase"-[Phase] ].
fact_words(turn_and_mover(Active, P)) -->
    [ "it is ~w's turn; the move is ~w's"-[Active, P] ].
fact_words(phase_and_card_type(Phase, Card, Type)) -->
    [ "the game is in its ~w phase; ~w is a ~w"-[Phase, Card, Type] ].
fact_words(spells_during_assault(V)) -->
    [ "spells during the assault: ~w in this state's rules"-[V] ].
fact_words(card_place(Card, Place)) -->
    [ "~w is "-[Card] ], message(place(Place)).
fact_words(hand_row(P, Row)) -->
    { atomic_list_concat(Row, ', ', RowText) },
    [ "~w's hand row, left to right: ~w"-[P, RowText] ].
fact_words(hand_place(Card, Place)) -->
    { ordinal(Place, Nth) },
    [ "~w is ~w of the cards other than the bastion/fort"-[Card, Nth] ].
fact_words(unknown_card) -->
    [ "the card is unknown: the position does not say which card it is" ].
fact_words(named_card(Card)) -->
    [ "~w is a card the position names"-[Card] ].
fact_words(cost_and_mana(Card, Cost, P, Mana)) -->
    [ "~w costs ~d; ~w has ~d mana"-[Card, Cost, P, Mana] ].
fact_words(card_type_and_lane(Card, Type, Lane)) -->
    [ "~w is a ~w; the move names the ~w lane"-[Card, Type, Lane] ].
fact_words(card_type_and_no_lane(Card, Type)) -->
    [ "~w is a ~w; the move names a target, not a lane"-[Card, Type] ].
fact_words(card_type_and_target(Card, Type, Target, Place)) -->
    [ "~w is a ~w; its target ~w is "-[Card, Type, Target] ], message(place(Place)).
fact_words(card_type_and_no_target(Card, Type)) -->
    [ "~w is a ~w; the move names a lane, not a target"-[Card, Type] ].
fact_words(indestructible(Target)) -->
    [ "~w has Indestructible"-[Target] ].
fact_words(not_indestructible(Target)) -->
    [ "~w does not have Indestructible"-[Target] ].
fact_words(next_attacker(A)) -->
    [ "the assault is under way; next to attack: ~w"-[A] ].
fact_words(every_card_attacked) -->
    [ "the assault is under way; every card has attacked" ].
fact_words(draft_step(Pool, P, N, Cards)) -->
    { atomic_list_concat(Pool, ', ', PoolText) },
    [ "the pool holds ~w; ~w picks ~d now; the move takes ~w"-[PoolText, P, N, Cards] ].
fact_words(drafted(P, Cards)) -->
    { atomic_list_concat(Cards, ', ', Text) },
    [ "~w drafted ~w"-[P, Text] ].

fix_words(play_from_own_row(P, Front)) -->
    { atomic_list_concat(Front, ', ', FrontText) },
    [ "play a card of ~w's own hand row, one of the 4 leftmost: ~w"-[P, FrontText] ].
fix_words(play_cards_to_its_left(Need, Front, Card)) -->
    { atomic_list_concat(Front, ', ', FrontText) },
    [ "~d card(s) to its left must be played first (the playable cards now: ~w); each card played moves ~w one place left"-[Need, FrontText, Card] ].
fix_words(more_mana(Short)) -->
    [ "needs ~d more mana"-[Short] ].
fix_words(wait_for_your_turn(Active)) -->
    [ "only ~w may act now; wait for your turn"-[Active] ].
fix_words(name_a_lane(Card)) -->
    [ "name a lane instead of a target: {\"lane\": \"top\"} or {\"lane\": \"bottom\"} for ~w"-[Card] ].
fix_words(nothing_in_play) -->
    [ "no card is in play, so no spell can be cast now" ].
fix_words(target_one_of(Targets)) -->
    { atomic_list_concat(Targets, ', ', Text) },
    [ "name a target card in play: one of ~w"-[Text] ].
fix_words(all_indestructible(Card)) -->
    [ "every card in play is Indestructible: ~w has no target"-[Card] ].
fix_words(target_destructible(Targets)) -->
    { atomic_list_concat(Targets, ', ', Text) },
    [ "target a card without Indestructible: one of ~w"-[Text] ].
fix_words(begin_the_assault) -->
    [ "begin the assault first (begin_assault), or play it out at once (assault)" ].
fix_words(finish_the_assault) -->
    [ "every card has attacked: finish_assault ends the turn" ].
fix_words(assault_begun) -->
    [ "the assault has already begun: attack, or finish_assault" ].
fix_words(play_before_the_assault(Card)) -->
    [ "~w could have been played before the assault began"-[Card] ].
fix_words(wait_for_summoning(Phase)) -->
    [ "wait for the summoning phase (the game is in its ~w phase)"-[Phase] ].
fix_words(seed_rule_would_allow) -->
    [ "this state plays by the current BGA rule (no spells during the assault); under the seed's rule it would be allowed" ].
fix_words(take_from_pool(P, N, Pool)) -->
    { atomic_list_concat(Pool, ', ', PoolText) },
    [ "~w takes ~d card(s) from the pool: ~w"-[P, N, PoolText] ].
fix_words(order_drafted(Cards)) -->
    { atomic_list_concat(Cards, ', ', Text) },
    [ "order exactly these 8 cards: ~w"-[Text] ].

                 /*******************************
                 *         MOVES IN WORDS       *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.
%
%   A move in words: message(move(State, Move))//.  Its parts are texts
%   joined by rc_legal's parts_text/2 (atomics_to_string/2, not a string
%   stream): the position after the draft lists 80,640 hands.

move_text(S, M, Text) :-
    reason_text(clash_of_decks, move(S, M), Text).

move_words(S, M) -->
    (   move_words(M.action, S, M)
    ->  []
    ;   [M.player, ": ", M.action]
    ).

move_words("pick", _, M) -->
    { atomic_list_concat(M.cards, ', ', Cs) },
    [M.player, " picks ", Cs].
move_words("form_hand", _, M) -->
    { atomic_list_concat(M.order, ', ', Cs) },
    [M.player, " forms the hand: bastion, ", Cs].
move_words("play", S, M) -->
    { card_words(S, M.card, Card) },
    (   { get_dict(lane, M, Lane) }
    ->  [M.player, " plays ", Card, " into the ", Lane, " lane"]
    ;   { get_dict(target, M, Tg) }
    ->  { card_words(S, Tg, Target) },
        [M.player, " casts ", Card, " on ", Target]
    ).
move_words("begin_assault", _, M) -->
    [M.player, " begins the assault (spells may follow between attacks)"].
move_words("attack", S, M) -->
    (   { S.phase == "assault", next_attacker(S, A) }
    ->  { card_words(S, A, Card) },
        [M.player, " attacks with ", Card]
    ;   [M.player, " attacks"]
    ).
move_words("assault", _, M) -->
    [M.player, " assaults and ends the turn"].
move_words("finish_assault", _, M) -->
    [M.player, " makes the remaining attacks and ends the turn"].

