/*  Clash of Decks: the rules a move can break.

    Part of game.pl.  Each constraint rule is one block: its
    rule/5 entry, the relation that decides it, and its broken/4 clause,
    and the message//1 that words its reason term (a reason
    several rules share is worded in messages.pl).
*/

                 /*******************************
                 *         RETIRED RULES        *
                 *******************************/

%!  retired_rule(?Id, ?Successors, ?Note) is nondet.
%
%   A rule ID the rulebook no longer has, kept as a redirect (as ruff
%   keeps its rule redirects): the rules that now say what it said, and
%   how it went.  A fixture naming it still runs, as its successor, with
%   a warning; `rulecheck rules CD-202` says where it went.

retired_rule('CD-202', ['CD-201'],
             "\"Cards are played from your own hand\" was merged into CD-201 (a move naming a card that is not among the four leftmost of the player's hand row breaks CD-201)").

                 /*******************************
                 *          THE DRAFT           *
                 *******************************/

rule('CD-001', constraint, "The draft's picks",
     "In each round of the draft four cards are drawn; the first picker takes 1, then the other player takes 2, and the first picker receives the last card. Only the player whose pick it is may pick, only cards in the pool, and exactly as many as the step allows.",
     seed("Игра начинается с драфта: возьмите 4 карты. Первый игрок выбирает 1, затем второй игрок выбирает 2; первый игрок получает последнюю карту.")).

%!  may_pick(+State, +Player, +Cards:list) is semidet.
%
%   In the draft, Player is the picker of this step and Cards are exactly
%   as many cards of the pool as the step allows (one card named twice
%   only if the pool holds two of it: unknown cards are alike).

may_pick(S, P, Cards) :-
    draft_picker_step(S, P, Count),
    length(Cards, Count),
    Pool = S.draft.pool,
    forall(member(C, Cards), memberchk(C, Pool)),
    \+ ( Cards = [Twice, Twice],
          \+ ( selectchk(Twice, Pool, Rest), memberchk(Twice, Rest) ) ).

broken('CD-001', S, M, Reason) :-
    S.phase == "draft",
    \+ may_pick(S, M.player, M.cards),
    pick_problem(S, M, Reason).

%   Why a pick is not one may_pick/3 allows.
pick_problem(S, M, Reason) :-
    draft_picker_step(S, Picker, Count),
    Pool = S.draft.pool,
    Cards = M.cards,
    (   M.player \== Picker
    ->  Reason = not_your_pick(Picker, M.player)
    ;   length(Cards, N), N =\= Count
    ->  Reason = pick_count(Count, N)
    ;   member(C, Cards), \+ memberchk(C, Pool)
    ->  Reason = not_in_pool(C, Pool)
    ;   Cards = [C, C], \+ ( selectchk(C, Pool, Rest), memberchk(C, Rest) )
    ->  Reason = named_twice(C)                 % two unknown cards may be taken
    ).

message(not_your_pick(Picker, Player)) -->
    [ "it is ~w's pick, not ~w's"-[Picker, Player] ].
message(pick_count(Count, N)) -->
    { ( Count =:= 1 -> Who = "the first picker" ; Who = "the second picker" ) },
    [ "~w takes ~d card(s) at this step, not ~d"-[Who, Count, N] ].
message(not_in_pool(Card, Pool)) -->
    [ "~w is not in the pool (the pool holds ~w)"-[Card, Pool] ].
message(named_twice(Card)) -->
    [ "~w is named twice"-[Card] ].

rule('CD-003', constraint, "Forming the hand",
     "Each player shuffles the 8 cards they drafted into their hand, with the bastion/fort in the leftmost space, bastion side up: the order a player gives must hold exactly their 8 drafted cards, each once.",
     seed("Перетасуйте 8 взятых вами карт, чтобы сформировать вашу руку, вместе с бастионом / фортом в крайнем левом месте, стороной бастиона вверх.")).

%!  may_form_hand(+State, +Player, +Order:list) is semidet.
%
%   Player's hand is still to form and Order holds exactly the cards
%   Player drafted, each once.

may_form_hand(S, P, Order) :-
    hand(S, P, []),
    picked(S, P, Cards),
    same_cards(Order, Cards).

broken('CD-003', S, M, Reason) :-
    S.phase == "form_hand",
    \+ may_form_hand(S, M.player, M.order),
    (   hand(S, M.player, Row), Row \== []
    ->  Reason = hand_already_formed(M.player)
    ;   picked(S, M.player, Cards),
        \+ same_cards(M.order, Cards)
    ->  Reason = not_the_drafted_cards(M.player, Cards)
    ).

same_cards(A, B) :-
    msort(A, SA),
    msort(B, SB),
    SA == SB.

message(hand_already_formed(P)) -->
    [ "~w has already formed their hand"-[P] ].
message(not_the_drafted_cards(P, Cards)) -->
    [ "the hand must hold exactly the 8 cards ~w drafted (~w), each once"-[P, Cards] ].

                 /*******************************
                 *        TURNS AND MANA        *
                 *******************************/

rule('CD-101', constraint, "Only the active player acts",
     "Players alternate turns; during a turn only its player plays cards and assaults.",
     seed("Игроки чередуются по очереди, начиная с игрока, получившего последнюю карту в драфте.")).

%!  turn_player_acts(+State, +Player) is semidet.
%
%   Outside the turns (the draft, forming the hands, the game's end) no
%   turn decides who acts; in a turn only its active player does.

turn_player_acts(S, P) :-
    (   memberchk(S.phase, ["summon", "assault"])
    ->  P == S.active
    ;   true
    ).

broken('CD-101', S, M, not_your_turn(Active, P)) :-
    P = M.player,
    \+ turn_player_acts(S, P),
    Active = S.active.

message(not_your_turn(Active, Player)) -->
    [ "it is ~w's turn, not ~w's"-[Active, Player] ].

rule('CD-103', constraint, "Paying the cost",
     "A card is played by paying its cost in mana; a card that costs more than the mana left cannot be played.",
     seed("Призыв: вы можете разыграть столько карт, сколько захотите (и можете себе позволить)")).

%   The mana P pays a card with: the active player's unspent mana, while
%   summoning or in the assault.  Out of turn, or in the draft, the
%   cost is never weighed: no card is played then at all (CD-101,
%   CD-207 say so), and mana belongs to a turn (CD-102, CD-104).
mana_to_pay(S, P, Mana) :-
    memberchk(S.phase, ["summon", "assault"]),
    P == S.active,
    Mana = S.mana.

%!  affordable(+State, +Player, +CardId) is semidet.
%
%   The card's cost is weighed against the mana Player pays with and
%   does not exceed it; where no mana is weighed (mana_to_pay/3) or the
%   card has no cost, other rules decide.

affordable(S, P, Id) :-
    \+ ( mana_to_pay(S, P, Mana),
          card_cost(S, Id, Cost),
          Cost > Mana ).

broken('CD-103', S, M, too_costly(Name, Cost, P, Mana)) :-
    P = M.player,
    \+ affordable(S, P, M.card),
    mana_to_pay(S, P, Mana),
    card_cost(S, M.card, Cost),
    card_name(S, M.card, Name).

message(too_costly(Name, Cost, P, 0)) --> !,
    [ "~w costs ~d mana; ~w has none"-[Name, Cost, P] ].
message(too_costly(Name, Cost, P, Mana)) -->
    [ "~w costs ~d mana; ~w has ~d left"-[Name, Cost, P, Mana] ].

                 /*******************************
                 *          SUMMONING           *
                 *******************************/

rule('CD-201', constraint, "Only the four leftmost cards",
     "A player plays only cards of their own hand row, and only one of its 4 leftmost cards, not counting the bastion/fort, wherever the bastion/fort stands. The leftmost cards change as cards are played.",
     seed("Призыв: вы можете разыграть столько карт, сколько захотите (и можете себе позволить), но только если эта карта является одной из 4 крайних левых карт (за исключением бастиона / форта) в вашей руке во время розыгрыша. (Крайние левые карты меняются по мере розыгрыша карт.)")).

%!  hand_playable_card(+State, ?Player, ?CardId) is nondet.
%
%   CardId is one of the four leftmost cards of Player's hand row, the
%   bastion/fort not counted: the cards Player may play (given the mana).

hand_playable_card(S, P, Id) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    exclude(tower, Row, Cards),
    leftmost(4, Cards, Playable),
    member(Id, Playable).

broken('CD-201', S, M, Reason) :-
    \+ hand_playable_card(S, M.player, M.card),
    (   tower(M.card)
    ->  Reason = tower_not_played(M.card)
    ;   in_hand(S, M.player, M.card)
    ->  hand_place(S, M.player, M.card, Place),
        hand(S, M.player, Row),
        nth1(Space, Row, M.card),
        include(tower, Row, [Tower|_]),
        card_name(S, M.card, Name),
        Reason = not_leftmost(Name, Place, Space, Tower)
    ;   card(S, M.card, _)
    ->  card_name(S, M.card, Name),
        card_place(S, M.card, Where),
        Reason = not_in_hand(Name, M.card, M.player, Where)
    ;   name_key(M.card, K),
        dict_pairs(S.cards, _, Pairs),
        findall(Id, ( member(IdA-C, Pairs), name_key(C.name, K), atom_string(IdA, Id) ), Ids),
        Reason = no_such_card(M.card, Ids)
    ).

message(not_in_hand(Name, Card, P, Where)) -->
    [ "~w (~w) is not in ~w's hand: it is "-[Name, Card, P] ],
    message(place(Where)).
message(tower_not_played(T)) -->
    [ "the ~w is not a card to play: it stays in the hand row, where damage moves it"-[T] ].
message(no_such_card(Card, [])) --> !,
    [ "there is no card ~q in this game"-[Card] ].
message(no_such_card(Card, Ids)) -->
    { atomic_list_concat(Ids, ", ", IdText) },
    [ "there is no card ~q in this game: a move names a card by its id (~w)"-[Card, IdText] ].
message(not_leftmost(Name, Place, Space, Tower)) -->
    { ordinal(Place, Nth) },
    (   { Space =:= Place }
    ->  [ "~w is ~w from the left"-[Name, Nth] ]
    ;   [ "~w is ~w from the left, not counting the ~w (space ~d of the hand row)"-[Name, Nth, Tower, Space] ]
    ),
    [ "; only the 4 leftmost cards other than the ~w may be played"-["bastion/fort"] ].

rule('CD-203', constraint, "A creature goes into a lane",
     "To play a creature (or a building) its player chooses a lane; a creature is not played on a target.",
     seed("Чтобы разыграть существо, оплатите его стоимость и выберите линию.")).

%!  placed_as_its_kind(+State, +Move) is semidet.
%
%   A play of a creature or building names a lane (a spell is CD-205's).

placed_as_its_kind(S, M) :-
    (   creature_like(S, M.card)
    ->  get_dict(lane, M, _)
    ;   true
    ).

broken('CD-203', S, M, needs_a_lane(Name, Type)) :-
    \+ placed_as_its_kind(S, M),
    card_name(S, M.card, Name),
    card_type(S, M.card, Type).

message(needs_a_lane(Name, Type)) -->
    [ "~w is a ~w: it is played into a lane (\"lane\": \"top\" or \"bottom\"), not on a target"-[Name, Type] ].

rule('CD-205', constraint, "A spell targets a card in play",
     "To play a spell its player chooses a target card in play (either player's, either lane); a spell is not put into a lane.",
     seed("Чтобы разыграть заклинание, оплатите его стоимость, выберите целевую карту в игре и примените эффекты заклинания к этому существу.")).

%!  spell_on_target(+State, +Move) is semidet.
%
%   A play of a spell names a target, a card in play (a creature or
%   building is CD-203's).

spell_on_target(S, M) :-
    (   spell(S, M.card)
    ->  get_dict(target, M, T),
        in_play(S, T)
    ;   true
    ).

broken('CD-205', S, M, Reason) :-
    \+ spell_on_target(S, M),
    card_name(S, M.card, Name),
    (   \+ get_dict(target, M, _)
    ->  Reason = needs_a_target(Name)
    ;   \+ in_play(S, M.target)
    ->  Reason = target_not_in_play(M.target)
    ).

message(needs_a_target(Name)) -->
    [ "~w is a spell: it is played on a target card in play (\"target\"), not into a lane"-[Name] ].
message(target_not_in_play(T)) -->
    [ "the target ~q is not a card in play"-[T] ].

rule('CD-207', constraint, "When cards may be played",
     "Cards are played during their player's summoning; creatures and buildings only then, before the assault begins. Nothing is played during the draft or before the hands are formed (and nothing at all once the game is over: CD-310).",
     seed("Призыв: ... Когда вы закончите, начинайте атаку.")).

%!  phase_allows(+State, +Move) is semidet.
%
%   The phase lets the move be made: picks in the draft, hands formed
%   while forming them, cards played in a turn (creatures and buildings
%   only while summoning).

phase_allows(S, M) :-
    Phase = S.phase,
    (   M.action == "pick"
    ->  Phase == "draft"
    ;   M.action == "form_hand"
    ->  Phase == "form_hand"
    ;   M.action == "play"
    ->  \+ memberchk(Phase, ["draft", "form_hand"]),
        \+ ( Phase == "assault", creature_like(S, M.card) )
    ;   true
    ).

broken('CD-207', S, M, Reason) :-
    \+ phase_allows(S, M),
    phase_misfit(M.action, S, M, Reason).

%   Why the phase does not allow a move (phase_allows/2).

phase_misfit("pick", S, _, not_now(pick, S.phase)) :-
    S.phase \== "draft".
phase_misfit("form_hand", S, _, not_now(form_hand, S.phase)) :-
    S.phase \== "form_hand".
phase_misfit("play", S, M, Reason) :-
    (   memberchk(S.phase, ["draft", "form_hand"])
    ->  Reason = nothing_played_during(S.phase)
    ;   S.phase == "assault",
        creature_like(S, M.card)
    ->  card_name(S, M.card, Name),
        Reason = only_while_summoning(Name)
    ).

message(not_now(Action, Phase)) -->
    [ "there is no ~w now: the game is in its ~w phase"-[Action, Phase] ].
message(nothing_played_during(Phase)) -->
    [ "no card is played during the ~w"-[Phase] ].
message(only_while_summoning(Name)) -->
    [ "the assault has begun: ~w, not a spell, could only be played while summoning"-[Name] ].

rule('CD-208', constraint, "Spells during the assault (variant)",
     "Spells among the 4 leftmost cards may also be played during their player's assault, before or after any attack, targeting any card in play. Under the current Board Game Arena rules (the state's rules.spells_during_assault set to false) spells are played only while summoning.",
     ruling("Заклинания можно разыграть во время вашей атаки (если они находятся среди крайних левых 4 карт в вашей руке), до или после любой атаки, выбирая целью любую карту в игре.",
            "The seed allows spells during the assault (the older rules, with a 'start the assault with spells' button); the current Board Game Arena rules allow incantations only in the summoning phase (Board Game Arena's Clash of Decks tutorial, its note on the changed rules: 'incantations can only be played during the summoning phase'). The seed is the default; a state may choose the newer rule with rules.spells_during_assault = false.")).

%!  assault_spells_allowed(+State, +CardId) is semidet.
%
%   A spell played during the assault is allowed by the variant in use
%   (the seed's rule, the default) or is no spell played then.

assault_spells_allowed(S, Card) :-
    \+ ( S.phase == "assault",
          spell(S, Card),
          rule_variant(S, spells_during_assault, false) ).

broken('CD-208', S, M, spells_only_while_summoning(Card)) :-
    Card = M.card,
    \+ assault_spells_allowed(S, Card).

message(spells_only_while_summoning(Card)) -->
    [ "~w is a spell, and under this state's rules (spells_during_assault: false) spells are played only while summoning"-[Card] ].

rule('CD-209', constraint, "An unknown card is not played",
     "A card the position gives as unknown (a card nobody at the table can name) cannot be played until it is known: name it in the state first.",
     ruling("Призыв: вы можете разыграть столько карт, сколько захотите (и можете себе позволить)",
            "The seed plays cards by their cost and type, which an unknown card does not show. A position may give a card as unknown (rulecheck's short positions: an opponent's hand as a count); rulecheck cannot judge a play of it, so it is never legal until the card is named.")).

broken('CD-209', _, M, unknown_card_played) :-
    unknown_card(M.card).

message(unknown_card_played) -->
    [ "the card is unknown: name it in the state (its id in cards, or its name in the hand row) to play it" ].

                 /*******************************
                 *          THE ASSAULT         *
                 *******************************/

rule('CD-308', constraint, "Starting and stepping through the assault",
     "When summoning is done the active player begins the assault (\"assault\" plays it out and ends the turn; \"begin_assault\" starts it so that spells may be played between attacks). During the assault \"attack\" makes the next attack and \"finish_assault\" makes the remaining attacks and ends the turn.",
     seed("Когда вы закончите, начинайте атаку. ... (Нажмите кнопку с надписью «Начать нападение с помощью заклинания», если вы хотите воспроизвести заклинания во время нападения.)")).

%!  assault_step_allows(+State, +Action:string) is semidet.
%
%   The assault's moves in their places: begin_assault and assault while
%   summoning, attack (with an attacker left) and finish_assault during
%   the assault; once the game is over, CD-310 decides.

assault_step_allows(S, A) :-
    Phase = S.phase,
    (   Phase == "over"
    ->  true
    ;   memberchk(A, ["begin_assault", "assault"])
    ->  Phase == "summon"
    ;   A == "attack"
    ->  Phase == "assault",
        next_attacker(S, _)
    ;   A == "finish_assault"
    ->  Phase == "assault"
    ;   true
    ).

broken('CD-308', S, M, Reason) :-
    A = M.action,
    \+ assault_step_allows(S, A),
    (   memberchk(A, ["begin_assault", "assault"]),
        S.phase \== "summon",
        S.phase \== "over"
    ->  Reason = assault_not_now(S.phase)
    ;   memberchk(A, ["attack", "finish_assault"]),
        S.phase \== "assault",
        S.phase \== "over"
    ->  Reason = assault_not_begun(A, S.phase)
    ;   A == "attack",
        S.phase == "assault",
        \+ next_attacker(S, _)
    ->  Reason = nothing_left_to_attack
    ).

message(assault_not_now(Phase)) -->
    [ "the assault can begin only when summoning is done; the game is in its ~w phase"-[Phase] ].
message(assault_not_begun(Action, Phase)) -->
    [ "~w is a step of the assault, and the assault has not begun (phase ~w)"-[Action, Phase] ].
message(nothing_left_to_attack) -->
    [ "no card is left to attack: finish the assault to end the turn" ].

rule('CD-310', constraint, "Nothing is played after the game ends",
     "Once a fort has fallen the game is over and no move is legal.",
     seed("Если форт окажется в крайнем правом пространстве вашей руки, вы немедленно проиграете.")).

broken('CD-310', S, _, game_over(Loser)) :-
    S.phase == "over",
    Loser = S.loser.

                 /*******************************
                 *       SPECIAL ABILITIES      *
                 *******************************/

rule('CD-408', constraint, "Indestructible",
     "An Indestructible card is immune to spells: no spell may target it.",
     seed("Несокрушимый: невосприимчив к заклинаниям.")).

%!  may_target(+State, +Move) is semidet.
%
%   A spell's target is not Indestructible.

may_target(S, M) :-
    \+ ( spell(S, M.card),
          get_dict(target, M, T),
          has_ability(S, T, "indestructible") ).

broken('CD-408', S, M, indestructible(TName, Name)) :-
    \+ may_target(S, M),
    get_dict(target, M, T),
    card_name(S, T, TName),
    card_name(S, M.card, Name).

message(indestructible(TName, Name)) -->
    [ "~w is Indestructible: ~w cannot target it"-[TName, Name] ].
