:- module(clash_of_decks,
          [ rule/5,
            candidate/2,
            violation/4,
            next/3,
            outcome/2,
            state_error/4,
            move_error/4,
            move_text/3,
            % The judge's workflow: explanations and hidden information
            checks/3,
            rule_facts/4,
            repair/4,
            hidden/3,
            depends_on_hidden/4,
            inventory/2,
            % Relations a judge asks about, exported for tests and explanations
            hand_playable_card/3,       % +State, ?Player, ?CardId
            card_attack/3,              % +State, +CardId, -Attack
            card_health/3,              % +State, +CardId, -Health
            attack_targets/4,           % +State, +Attacker, -Targets, -Tower
            turn_start_mana/3           % +State, +Player, -Mana
          ]).

/** <module> Clash of Decks (seed 001)

Two players, two lanes (`"top"` and `"bottom"`), each lane crossed by a
bridge.  A state is a JSON object (pycli/schemas/clash-of-decks.json):

    game            "clash-of-decks"
    players         [P1, P2], two names
    first_player    who plays first (the receiver of the draft's last card)
    active          whose turn it is (in the draft: who picks next)
    turn            1, 2, ...: the number of the current turn, counted
                    over both players (turn 1 is first_player's first)
    phase           "draft" | "form_hand" | "summon" | "assault" | "over"
    mana            the active player's unspent mana
    cards           {Id: Card}, every card of the game, by id
    hands           {Player: Row}: the hand row, left to right, holding
                    card ids and the player's tower, "bastion" or "fort"
    lanes           {"top": {Player: Side}, "bottom": {Player: Side}}:
                    a side lists card ids from the bridge outwards
    played_this_turn  ids of the cards put into play this turn
    turn_status     {Id: {"damage", "attack", "health", "sprint",
                    "protection_spent"}}: what lasts until the turn ends
    assault_queue   during "assault": the attackers still to attack, in order
    draft           during the draft: {"deck", "pool", "round", "picked"}
    loser           when the game is over: the player whose fort fell
    rules           {"spells_during_assault": Bool}: the variant in use

A card is {"name", "owner", "type": "creature" | "building" | "spell",
"cost", "attack", "health", "abilities": [...], "aura": [Effect...],
"effects": [Effect...]}, where an Effect is {"effect": "damage" | "heal" |
"attack" | "health", "amount": N}.

A move is {"player": P, "action": A, ...}: "pick" (cards), "form_hand"
(order), "play" (card, and lane or target), "begin_assault", "attack",
"assault", "finish_assault".
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_util).

:- discontiguous rule/5, broken/5.

                 /*******************************
                 *           THE TABLE          *
                 *******************************/

lane("top").
lane("bottom").

other_lane("top", "bottom").
other_lane("bottom", "top").

tower("bastion").
tower("fort").

ability("aerial").       ability("aim").          ability("aquatic").
ability("aura").         ability("berserk").      ability("catalyst").
ability("focus").        ability("indestructible"). ability("perforation").
ability("protection").   ability("rage").         ability("splash").
ability("sprint").       ability("pest").

players(S, Ps) :- Ps = S.players.

opponent(S, P, O) :-
    players(S, [A, B]),
    (   P == A
    ->  O = B
    ;   O = A
    ).

card(S, Id, Card) :-
    key_value(Id, S.cards, Card).

card_name(S, Id, Name) :-
    (   card(S, Id, C), get_dict(name, C, Name0)
    ->  Name = Name0
    ;   Name = Id
    ).

card_type(S, Id, Type) :-
    card(S, Id, C),
    Type = C.type.

%!  owner(+State, +CardId, -Player) is semidet.
%
%   A card belongs to the player whose hand, side of a lane or draft picks
%   hold it: cards never change sides.  (A card's optional "owner" field
%   must agree: CD-501.)

owner(S, Id, P) :-
    (   in_play(S, Id, _, P0, _)
    ->  P = P0
    ;   players(S, Ps), member(P0, Ps), hand(S, P0, Row), memberchk(Id, Row)
    ->  P = P0
    ;   get_dict(draft, S, D), players(S, Ps), member(P0, Ps),
        key_value(P0, D.picked, Got), memberchk(Id, Got)
    ->  P = P0
    ).

has_ability(S, Id, Ability) :-
    card(S, Id, C),
    get_dict(abilities, C, As),
    memberchk(Ability, As).

card_cost(S, Id, Cost) :-
    card(S, Id, C),
    key_value(cost, C, 0, Cost).

hand(S, P, Row) :-
    key_value(P, S.hands, Row).

side(S, Lane, P, Side) :-
    key_value(Lane, S.lanes, L),
    key_value(P, L, Side).

%!  in_play(+State, ?CardId, ?Lane, ?Player, ?Index) is nondet.
%
%   CardId stands in Lane on Player's side, Index places from the bridge
%   (0 is right behind the bridge).

in_play(S, Id, Lane, P, I) :-
    lane(Lane),
    players(S, Ps),
    member(P, Ps),
    side(S, Lane, P, Side),
    nth0(I, Side, Id).

in_play(S, Id) :-
    in_play(S, Id, _, _, _), !.

status(S, Id, Key, Value) :-
    key_value(turn_status, S, _{}, TS),
    key_value(Id, TS, _{}, St),
    key_value(Key, St, 0, Value).

played_this_turn(S, Id) :-
    key_value(played_this_turn, S, [], Ids),
    memberchk(Id, Ids).

rule_variant(S, Name, Value) :-
    key_value(rules, S, _{}, Rs),
    key_value(Name, Rs, true, Value).

                 /*******************************
                 *            THE DRAFT         *
                 *******************************/

rule('CD-001', constraint, "The draft's picks",
     "In each round of the draft four cards are drawn; the first picker takes 1, then the other player takes 2, and the first picker receives the last card. Only the player whose pick it is may pick, only cards in the pool, and exactly as many as the step allows.",
     seed("Игра начинается с драфта: возьмите 4 карты. Первый игрок выбирает 1, затем второй игрок выбирает 2; первый игрок получает последнюю карту.")).
rule('CD-002', effect, "The draft's rounds and the first player",
     "After each round the other player becomes the first picker, until each player has 8 cards (four rounds). The player who received the last card of the draft plays first.",
     seed("Повторите со вторым игроком, который становится первым, пока у каждого игрока не будет по 8 карт. ... Игроки чередуются по очереди, начиная с игрока, получившего последнюю карту в драфте.")).
rule('CD-003', constraint, "Forming the hand",
     "Each player shuffles the 8 cards they drafted into their hand, with the bastion/fort in the leftmost space, bastion side up: the order a player gives must hold exactly their 8 drafted cards, each once.",
     seed("Перетасуйте 8 взятых вами карт, чтобы сформировать вашу руку, вместе с бастионом / фортом в крайнем левом месте, стороной бастиона вверх.")).

draft_picker_step(S, Picker, Count) :-
    Draft = S.draft,
    length(Draft.pool, PoolSize),
    (   PoolSize =:= 4
    ->  Picker = S.active, Count = 1
    ;   Picker = S.active, Count = 2
    ).

round_first_picker(S, P) :-
    Draft = S.draft,
    length(Draft.pool, PoolSize),
    (   PoolSize =:= 4
    ->  P = S.active
    ;   opponent(S, S.active, P)
    ).

picked(S, P, Cards) :-
    get_dict(draft, S, Draft),
    key_value(P, Draft.picked, Cards).

                 /*******************************
                 *        TURNS AND MANA        *
                 *******************************/

rule('CD-101', constraint, "Only the active player acts",
     "Players alternate turns; during a turn only its player plays cards and assaults.",
     seed("Игроки чередуются по очереди, начиная с игрока, получившего последнюю карту в драфте.")).
rule('CD-102', effect, "Mana regeneration",
     "At the start of a turn its player gains mana equal to the number of cards in their hand, the bastion/fort included; the first player gains only 6 on the first turn.",
     seed("Регенерация маны: получите ману, равную количеству карт в вашей руке, включая бастион. (Исключение: первый игрок получает только 6 маны в первый ход.)")).
rule('CD-103', constraint, "Paying the cost",
     "A card is played by paying its cost in mana; a card that costs more than the mana left cannot be played.",
     seed("Призыв: вы можете разыграть столько карт, сколько захотите (и можете себе позволить)")).
rule('CD-104', effect, "Unspent mana is lost",
     "Mana not spent by the end of the turn is lost; the next player starts from their own regeneration.",
     seed("Неизрасходованная мана теряется в конце хода.")).
rule('CD-105', state, "Mana the rules can produce",
     "The active player's mana cannot exceed what the turn started with: the hand's size (bastion/fort included) plus 2 for each Catalyst, and 6 on the first player's first turn.",
     seed("Регенерация маны: получите ману, равную количеству карт в вашей руке, включая бастион. (Исключение: первый игрок получает только 6 маны в первый ход.)")).

%!  turn_start_mana(+State, +Player, -Mana) is det.
%
%   The mana Player gains when their turn starts in State: the cards in
%   hand (the tower included) plus 2 for each of their Catalysts in play.

turn_start_mana(S, P, Mana) :-
    hand(S, P, Row),
    length(Row, N),
    findall(Id, ( in_play(S, Id, _, P, _), has_ability(S, Id, "catalyst") ), Cs),
    length(Cs, NC),
    Mana is N + 2*NC.

                 /*******************************
                 *          SUMMONING           *
                 *******************************/

rule('CD-201', constraint, "Only the four leftmost cards",
     "A card may be played only if it is one of the 4 leftmost cards of its player's hand row, not counting the bastion/fort, wherever the bastion/fort stands. The leftmost cards change as cards are played.",
     seed("Призыв: вы можете разыграть столько карт, сколько захотите (и можете себе позволить), но только если эта карта является одной из 4 крайних левых карт (за исключением бастиона / форта) в вашей руке во время розыгрыша. (Крайние левые карты меняются по мере розыгрыша карт.)")).
rule('CD-202', constraint, "Cards are played from your own hand",
     "A player plays only cards that are in their own hand row.",
     seed("Призыв: вы можете разыграть ... только если эта карта является одной из 4 крайних левых карт ... в вашей руке")).
rule('CD-203', constraint, "A creature goes into a lane",
     "To play a creature (or a building) its player chooses a lane; a creature is not played on a target.",
     seed("Чтобы разыграть существо, оплатите его стоимость и выберите линию.")).
rule('CD-204', effect, "A creature enters at the far end",
     "A creature played enters its player's side of the chosen lane at the end farthest from the bridge.",
     seed("Он размещается в конце вашей стороны этой полосы (дальше всего от моста).")).
rule('CD-205', constraint, "A spell targets a card in play",
     "To play a spell its player chooses a target card in play (either player's, either lane); a spell is not put into a lane.",
     seed("Чтобы разыграть заклинание, оплатите его стоимость, выберите целевую карту в игре и примените эффекты заклинания к этому существу.")).
rule('CD-206', effect, "A spell resolves, then returns to the hand",
     "A spell's effects apply to its target at once; then the spell goes to the rightmost space of its player's hand.",
     seed("примените эффекты заклинания к этому существу. Затем поместите карту в крайнее правое место в руке.")).
rule('CD-207', constraint, "When cards may be played",
     "Cards are played during their player's summoning; creatures and buildings only then, before the assault begins. Nothing is played during the draft, before the hands are formed, or after the game ends.",
     seed("Призыв: ... Когда вы закончите, начинайте атаку.")).
rule('CD-208', constraint, "Spells during the assault (variant)",
     "Spells among the 4 leftmost cards may also be played during their player's assault, before or after any attack, targeting any card in play. Under the current Board Game Arena rules (the state's rules.spells_during_assault set to false) spells are played only while summoning.",
     ruling("Заклинания можно разыграть во время вашей атаки (если они находятся среди крайних левых 4 карт в вашей руке), до или после любой атаки, выбирая целью любую карту в игре.",
            "The seed allows spells during the assault (the older rules, with a 'start the assault with spells' button); the current BGA rules allow incantations only in the summoning phase. The seed is the default; a state may choose the newer rule with rules.spells_during_assault = false.")).

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

leftmost(N, List, Front) :-
    length(List, Len),
    K is min(N, Len),
    length(Front, K),
    append(Front, _, List).

%   The place of a card among the non-tower cards of its hand row (1 = leftmost).

hand_place(S, P, Id, Place) :-
    hand(S, P, Row),
    exclude(tower, Row, Cards),
    nth1(Place, Cards, Id).

in_hand(S, P, Id) :-
    hand(S, P, Row),
    memberchk(Id, Row),
    \+ tower(Id).

creature_like(S, Id) :-
    card_type(S, Id, T),
    ( T == "creature" ; T == "building" ), !.

spell(S, Id) :-
    card_type(S, Id, "spell").

                 /*******************************
                 *          THE ASSAULT         *
                 *******************************/

rule('CD-301', effect, "Who attacks, and in what order",
     "In the assault every card of the active player in play attacks, except creatures played this turn: first the top lane, then the bottom lane; within a lane, cards farther from the bridge before cards nearer. The order is fixed when the assault begins: a card that moves (Sprint) or is destroyed keeps or loses its turn to attack, it does not gain another.",
     ruling("Нападение: все ваши карты в игре (кроме существ, которые вы разыграли в этом ходу) атакуют, сначала карты на верхней линии, затем карты на нижней линии. В пределах полосы карты дальше от моста атакуют раньше, чем карты ближе к мосту.",
            "The seed orders the attackers but not what happens when cards move during the assault (Sprint moves a card next to the bridge). rulecheck fixes the order when the assault begins, as a player at the table would: each card attacks once, in the order the seed gives for the starting position.")).
rule('CD-302', effect, "An attack hits the nearest opposing card",
     "Each attack in turn hits the nearest card on the opposite side of its lane.",
     seed("Применяйте атаки одну за другой к ближайшей карте на противоположной стороне дорожки.")).
rule('CD-303', effect, "Destruction and return to the owner's hand",
     "A card that has suffered damage equal to or exceeding its health this turn is destroyed at once and goes to the rightmost space of its OWNER's hand; excess damage is lost. Damage that does not destroy a card is lost at the end of the turn.",
     ruling("Если карта получает повреждения, равные или превышающие ее здоровье в этом ходу, она немедленно уничтожается и возвращается в крайнюю правую область руки ее владельца. (Избыточный урон теряется. Повреждения, которые не уничтожают карту, также теряются в конце хода: каждая карта имеет полное здоровье в начале хода.)",
            "The seed says the owner's hand; one old Board Game Arena revision said the opponent's, which was an error (REFERENCE.md). A card whose health is brought to or below its damage by any change (a spell, a lost Aura) is destroyed the same way.")).
rule('CD-304', effect, "The remaining cards slide toward the bridge",
     "When a card in play is destroyed, the cards behind it on its side of the lane slide toward the bridge to close the gap.",
     ruling("", "The seed is silent; the official FAQ says that the remaining units on that side slide toward the bridge (REFERENCE.md).")).
rule('CD-305', effect, "An empty side: the bastion/fort moves",
     "If the opposite side of the lane is empty (or holds no card the attacker may attack), the damage goes to the bastion/fort: it moves right in its hand row by as many spaces as the damage, at most to the rightmost space; excess damage is lost.",
     seed("Если противоположная сторона переулка пуста, нанесите урон бастиону / форту: переместите его вправо на количество делений, равное урону. (Опять же, лишний урон теряется.)")).
rule('CD-306', effect, "The bastion falls and becomes the fort",
     "A bastion that damage moves into the rightmost space of its hand row is destroyed: it flips to its fort side and moves to the leftmost space. The damage beyond that is lost, it does not carry over to the fort. Cards leaving or entering the hand do not move the bastion/fort; only damage that reaches the rightmost space destroys it.",
     ruling("Если ваш бастион окажется в крайнем правом пространстве вашей руки, он будет разрушен. Переверните его в сторону форта и переместите в крайнее левое место.",
            "Excess damage to the bastion does not carry over to the fort (a published rules summary says so explicitly; the seed says excess damage is lost). The seed's 'ends up in the rightmost space' is read as 'is moved there by damage': a hand that shrinks as cards are played would otherwise destroy an undamaged bastion, which no source describes.")).
rule('CD-307', outcome, "The fort falls: the game ends",
     "A fort that damage moves into the rightmost space of its hand row is destroyed: its player loses at once and the opponent wins. Nothing more happens in that turn.",
     seed("Если форт окажется в крайнем правом пространстве вашей руки, вы немедленно проиграете. ... КОНЕЦ ИГРЫ Когда форт игрока достигает крайней правой клетки, он разрушается. Этот игрок проигрывает, а его противник выигрывает.")).
rule('CD-308', constraint, "Starting and stepping through the assault",
     "When summoning is done the active player begins the assault (\"assault\" plays it out and ends the turn; \"begin_assault\" starts it so that spells may be played between attacks). During the assault \"attack\" makes the next attack and \"finish_assault\" makes the remaining attacks and ends the turn.",
     seed("Когда вы закончите, начинайте атаку. ... (Нажмите кнопку с надписью «Начать нападение с помощью заклинания», если вы хотите воспроизвести заклинания во время нападения.)")).
rule('CD-309', effect, "The end of the turn",
     "When the assault is over the turn ends: damage, Sprint bonuses, spell changes and spent Protections are cleared, unspent mana is lost, and the other player's turn begins with their mana regeneration.",
     seed("Неизрасходованная мана теряется в конце хода. ... каждая карта имеет полное здоровье в начале хода.")).
rule('CD-310', constraint, "Nothing is played after the game ends",
     "Once a fort has fallen the game is over and no move is legal.",
     seed("Если форт окажется в крайнем правом пространстве вашей руки, вы немедленно проиграете.")).

                 /*******************************
                 *       SPECIAL ABILITIES      *
                 *******************************/

rule('CD-401', effect, "Aerial",
     "An Aerial card can be attacked only by cards with Aim. An attacker without Aim passes over it and hits the next opposing card; if there is none, it hits the bastion/fort. Aerial cards themselves attack normally.",
     ruling("Антенна: можно атаковать только картами с целью.",
            "The seed's 'Антенна' is Aerial (REFERENCE.md). The official FAQ says an attacker without Aim hits the next opposing card instead, or the bastion/fort if there is none.")).
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
            "'Right and left' are read as the neighbours in the lane's line of cards. No source says how two Auras stack; rulecheck adds them, as every other attack and health change adds.")).
rule('CD-405', effect, "Berserk",
     "A Berserk card that destroys a card with its attack attacks again, at the card that is now nearest (after the slide), and again each time it destroys one. Entering play this turn, it cannot hit the bastion/fort with any of these attacks, even with Rage.",
     ruling("Берсерк: атакуйте снова, если уничтожает карту. (Он не может атаковать бастион / форт в тот ход, когда входит в игру, даже если у него есть Ярость.)",
            "Which card the extra attack hits is not settled by any source; the most natural reading is the new nearest card after the remaining cards slide (REFERENCE.md).")).
rule('CD-406', effect, "Catalyst",
     "Each Catalyst its player has in play gives 2 extra mana at the start of that player's turn.",
     seed("Катализатор: получите 2 дополнительных маны в начале хода.")).
rule('CD-407', effect, "Focus",
     "A Focus card, when played, enters its side of the lane right behind the bridge instead of at the far end.",
     seed("Фокус: при игре вставьте его в пространство прямо за мостом.")).
rule('CD-408', constraint, "Indestructible",
     "An Indestructible card is immune to spells: no spell may target it.",
     seed("Несокрушимый: невосприимчив к заклинаниям.")).
rule('CD-409', effect, "Perforation",
     "A Perforation card's attack hits both its target and the card directly behind the target (if that card may be attacked). When nothing stands behind the target, only the target is hit, not the bastion/fort.",
     ruling("Перфорация: атакуйте как цель, так и карту позади цели.",
            "No source says whether Perforation reaches the bastion/fort when nothing stands behind the target; 'the card behind the target' names a card, and the bastion/fort is not in the lane, so it is not hit (REFERENCE.md lists this as open).")).
rule('CD-410', effect, "Protection",
     "The first source of nonzero damage dealt to a Protection card in a turn is reduced to zero; later damage that turn is dealt normally. The protection is restored at the end of each turn, like the card's health.",
     ruling("Защита: обнулить первый источник (ненулевого) повреждения, нанесенного на карту.",
            "The seed does not say whether the protection returns. Every card has full health at the start of each turn (seed), so rulecheck restores Protection each turn too.")).
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
            "What Pest does when only creatures stand opposite is not settled (REFERENCE.md). Creatures do not stop it, as Aerial cards do not stop an attacker without Aim: it hits the nearest building, or the bastion/fort.")).

%!  card_attack(+State, +CardId, -Attack) is det.
%
%   The attack of a card in play now: printed attack, plus Aura
%   neighbours, plus this turn's changes and Sprint bonus, doubled by
%   Aquatic next to the bridge; never below 0.

card_attack(S, Id, Attack) :-
    card(S, Id, C),
    key_value(attack, C, 0, Base),
    aura_bonus(S, Id, "attack", Aura),
    status(S, Id, attack, Mod),
    status(S, Id, sprint, Sprint),
    A0 is max(0, Base + Aura + Mod + Sprint),
    (   has_ability(S, Id, "aquatic"),
        in_play(S, Id, _, _, 0)
    ->  Attack is 2*A0
    ;   Attack = A0
    ).

%!  card_health(+State, +CardId, -Health) is det.

card_health(S, Id, Health) :-
    (   once(in_play(S, Id, Lane, P, I))
    ->  side(S, Lane, P, Side),
        card_health_at(S, Id, Side, I, Health)
    ;   card(S, Id, C),
        key_value(health, C, 0, Base),
        status(S, Id, health, Mod),
        Health is Base + Mod
    ).

%   The health of card Id standing at index I of Side.
card_health_at(S, Id, Side, I, Health) :-
    card(S, Id, C),
    key_value(health, C, 0, Base),
    side_aura_bonus(S, Side, I, "health", Aura),
    status(S, Id, health, Mod),
    Health is Base + Aura + Mod.

aura_bonus(S, Id, Kind, Bonus) :-
    (   once(in_play(S, Id, Lane, P, I))
    ->  side(S, Lane, P, Side),
        side_aura_bonus(S, Side, I, Kind, Bonus)
    ;   Bonus = 0
    ).

%   The Aura effects of Kind that the neighbours of index I of Side give.
side_aura_bonus(S, Side, I, Kind, Bonus) :-
    Before is I - 1,
    After is I + 1,
    neighbour_aura(S, Side, Before, Kind, B1),
    neighbour_aura(S, Side, After, Kind, B2),
    Bonus is B1 + B2.

neighbour_aura(S, Side, J, Kind, Bonus) :-
    (   J >= 0,
        nth0(J, Side, Nb),
        has_ability(S, Nb, "aura")
    ->  card(S, Nb, NC),
        key_value(aura, NC, [], Effs),
        aura_sum(Effs, Kind, 0, Bonus)
    ;   Bonus = 0
    ).

aura_sum([], _, B, B).
aura_sum([E|Es], Kind, B0, B) :-
    (   E.effect == Kind
    ->  B1 is B0 + E.amount
    ;   B1 = B0
    ),
    aura_sum(Es, Kind, B1, B).

%!  may_attack_card(+State, +Attacker, +Target) is semidet.
%
%   Attacker's attack may hit the opposing card Target: Aerial cards only
%   by Aim, and a Pest only buildings.

may_attack_card(S, A, T) :-
    (   has_ability(S, T, "aerial")
    ->  has_ability(S, A, "aim")
    ;   true
    ),
    (   has_ability(S, A, "pest")
    ->  card_type(S, T, "building")
    ;   true
    ).

%!  attack_targets(+State, +Attacker, -Targets:list, -Tower:boolean) is det.
%
%   The cards Attacker's attack hits (nearest first, then Perforation's
%   and Splash's extra cards), and whether it hits the bastion/fort instead.

attack_targets(S, A, Targets, Tower) :-
    once(in_play(S, A, Lane, P, _)),
    opponent(S, P, O),
    side(S, Lane, O, Opp),
    (   nth0(I, Opp, T), may_attack_card(S, A, T)
    ->  perforation_extra(S, A, Opp, I, Behind),
        splash_extra(S, A, Lane, O, I, Beside),
        append([[T], Behind, Beside], Targets),
        Tower = false
    ;   Targets = [],
        (   entered_this_turn(S, A)
        ->  Tower = false                       % Rage, Berserk: CD-405, CD-411
        ;   Tower = true
        )
    ).

perforation_extra(S, A, Opp, I, Behind) :-
    (   has_ability(S, A, "perforation"),
        I1 is I + 1,
        nth0(I1, Opp, B),
        may_attack_card(S, A, B)
    ->  Behind = [B]
    ;   Behind = []
    ).

splash_extra(S, A, Lane, O, I, Beside) :-
    (   has_ability(S, A, "splash"),
        other_lane(Lane, Lane2),
        side(S, Lane2, O, Opp2),
        nth0(I, Opp2, B),
        may_attack_card(S, A, B)
    ->  Beside = [B]
    ;   Beside = []
    ).

%!  may_attack_now(+State, +CardId) is semidet.
%
%   CardId, in play, attacks in this assault: it is not a creature played
%   this turn, or it has Rage (CD-301, CD-411).

may_attack_now(S, Id) :-
    in_play(S, Id),
    (   entered_this_turn(S, Id)
    ->  has_ability(S, Id, "rage")
    ;   true
    ).

%   A creature put into play this turn: it does not attack, except with
%   Rage, and then never the bastion/fort.  The seed names creatures only:
%   a building played this turn attacks like any other card.

entered_this_turn(S, Id) :-
    played_this_turn(S, Id),
    card_type(S, Id, "creature").

%!  assault_order(+State, +Player, -Ids) is det.
%
%   Player's cards in play in attack order: top lane, then bottom; in a
%   lane, farthest from the bridge first.

assault_order(S, P, Ids) :-
    side(S, "top", P, Top),
    side(S, "bottom", P, Bottom),
    reverse(Top, T1),
    reverse(Bottom, B1),
    append(T1, B1, Ids).

next_attacker(S, A) :-
    key_value(assault_queue, S, [], Queue),
    member(A, Queue),
    may_attack_now(S, A), !.

                 /*******************************
                 *       CANDIDATE MOVES        *
                 *******************************/

candidate(S, M) :-
    S.phase == "draft",
    draft_picker_step(S, P, _),
    Pool = S.draft.pool,
    (   member(C, Pool), Cards = [C]
    ;   append(_, [C1|Rest], Pool), member(C2, Rest), Cards = [C1, C2]
    ),
    M = _{player:P, action:"pick", cards:Cards}.
candidate(S, M) :-
    S.phase == "form_hand",
    players(S, Ps),
    member(P, Ps),
    hand(S, P, []),
    picked(S, P, Cards),
    permutation(Cards, Order),
    M = _{player:P, action:"form_hand", order:Order}.
candidate(S, M) :-
    memberchk(S.phase, ["summon", "assault"]),
    P = S.active,
    hand_playable_card(S, P, Id),
    play_candidate(S, P, Id, M).
candidate(S, M) :-
    S.phase == "summon",
    member(A, ["begin_assault", "assault"]),
    M = _{player:S.active, action:A}.
candidate(S, M) :-
    S.phase == "assault",
    member(A, ["attack", "finish_assault"]),
    M = _{player:S.active, action:A}.

play_candidate(S, P, Id, M) :-
    (   creature_like(S, Id)
    ->  lane(Lane),
        M = _{player:P, action:"play", card:Id, lane:Lane}
    ;   in_play(S, T, _, _, _),
        M = _{player:P, action:"play", card:Id, target:T}
    ).

                 /*******************************
                 *          VIOLATIONS          *
                 *******************************/

%!  violation(+State, +Move, -RuleId, -Message) is nondet.
%
%   Move breaks RuleId in State.  Once the game is over that is the only
%   thing to say about any move (CD-310).

violation(S, M, Id, Msg) :-
    (   S.phase == "over"
    ->  Id = 'CD-310',
        format(string(Msg), "the game is over: ~w's fort has fallen", [S.loser])
    ;   atom_string(Action, M.action),
        broken(Action, S, M, Id, Msg)
    ).

%!  broken(+Action, +State, +Move, -RuleId, -Message) is nondet.
%
%   A move of kind Action (an atom, so that only the clauses about it are
%   tried) breaks RuleId.

%   Whose move it is.
broken(Action, S, M, 'CD-101', Msg) :-
    turn_action(Action),
    memberchk(S.phase, ["summon", "assault"]),
    M.player \== S.active,
    format(string(Msg), "it is ~w's turn, not ~w's", [S.active, M.player]).

%   The draft.
broken(pick, S, M, 'CD-001', Msg) :-
    pick_problem(S, M, Msg).
broken(pick, S, _, 'CD-207', Msg) :-
    S.phase \== "draft",
    format(string(Msg), "there is no pick now: the game is in its ~w phase", [S.phase]).
broken(form_hand, S, M, 'CD-003', Msg) :-
    form_hand_problem(S, M, Msg).
broken(form_hand, S, _, 'CD-207', Msg) :-
    S.phase \== "form_hand",
    format(string(Msg), "there is no form_hand now: the game is in its ~w phase", [S.phase]).

%   Playing a card.
broken(play, S, M, 'CD-207', Msg) :-
    play_phase_problem(S, M, Msg).
broken(play, S, M, 'CD-208', Msg) :-
    S.phase == "assault",
    spell(S, M.card),
    rule_variant(S, spells_during_assault, false),
    format(string(Msg), "~w is a spell, and under this state's rules (spells_during_assault: false) spells are played only while summoning",
           [M.card]).
broken(play, S, M, 'CD-202', Msg) :-
    \+ in_hand(S, M.player, M.card),
    (   card(S, M.card, _)
    ->  card_name(S, M.card, Name),
        card_place_text(S, M.card, Where),
        format(string(Msg), "~w (~w) is not in ~w's hand: it is ~w", [Name, M.card, M.player, Where])
    ;   format(string(Msg), "there is no card ~q in this game", [M.card])
    ).
broken(play, S, M, 'CD-201', Msg) :-
    in_hand(S, M.player, M.card),
    \+ hand_playable_card(S, M.player, M.card),
    hand_place(S, M.player, M.card, Place),
    card_name(S, M.card, Name),
    ordinal(Place, Nth),
    format(string(Msg), "~w is ~w from the left; only the 4 leftmost cards other than the ~w may be played",
           [Name, Nth, "bastion/fort"]).
broken(play, S, M, 'CD-103', Msg) :-
    in_hand(S, M.player, M.card),
    card_cost(S, M.card, Cost),
    Mana = S.mana,
    Cost > Mana,
    card_name(S, M.card, Name),
    format(string(Msg), "~w costs ~d mana; ~w has ~d left", [Name, Cost, M.player, Mana]).
broken(play, S, M, 'CD-203', Msg) :-
    creature_like(S, M.card),
    \+ get_dict(lane, M, _),
    card_name(S, M.card, Name),
    card_type(S, M.card, Type),
    format(string(Msg), "~w is a ~w: it is played into a lane (\"lane\": \"top\" or \"bottom\"), not on a target",
           [Name, Type]).
broken(play, S, M, 'CD-205', Msg) :-
    spell(S, M.card),
    spell_target_problem(S, M, Msg).
broken(play, S, M, 'CD-408', Msg) :-
    spell(S, M.card),
    get_dict(target, M, T),
    in_play(S, T),
    has_ability(S, T, "indestructible"),
    card_name(S, T, TName),
    card_name(S, M.card, Name),
    format(string(Msg), "~w is Indestructible: ~w cannot target it", [TName, Name]).

%   The assault.
broken(Action, S, M, 'CD-308', Msg) :-
    assault_action(Action),
    assault_step_problem(S, M, Msg).

turn_action(play).
turn_action(Action) :- assault_action(Action).

assault_action(begin_assault).
assault_action(assault).
assault_action(attack).
assault_action(finish_assault).

pick_problem(S, M, Msg) :-
    S.phase == "draft",
    draft_picker_step(S, Picker, Count),
    Pool = S.draft.pool,
    Cards = M.cards,
    (   M.player \== Picker
    ->  format(string(Msg), "it is ~w's pick, not ~w's", [Picker, M.player])
    ;   length(Cards, N), N =\= Count
    ->  ( Count =:= 1 -> Who = "the first picker" ; Who = "the second picker" ),
        format(string(Msg), "~w takes ~d card(s) at this step, not ~d", [Who, Count, N])
    ;   member(C, Cards), \+ memberchk(C, Pool)
    ->  format(string(Msg), "~w is not in the pool (the pool holds ~w)", [C, Pool])
    ;   Cards = [C, C]
    ->  format(string(Msg), "~w is named twice", [C])
    ).

form_hand_problem(S, M, Msg) :-
    S.phase == "form_hand",
    (   hand(S, M.player, Row), Row \== []
    ->  format(string(Msg), "~w has already formed their hand", [M.player])
    ;   picked(S, M.player, Cards),
        \+ same_cards(M.order, Cards)
    ->  format(string(Msg), "the hand must hold exactly the 8 cards ~w drafted (~w), each once", [M.player, Cards])
    ).

same_cards(A, B) :-
    msort(A, SA),
    msort(B, SB),
    SA == SB.

play_phase_problem(S, M, Msg) :-
    (   memberchk(S.phase, ["draft", "form_hand"])
    ->  format(string(Msg), "no card is played during the ~w", [S.phase])
    ;   S.phase == "assault",
        creature_like(S, M.card)
    ->  card_name(S, M.card, Name),
        format(string(Msg), "the assault has begun: ~w, not a spell, could only be played while summoning", [Name])
    ).

spell_target_problem(S, M, Msg) :-
    card_name(S, M.card, Name),
    (   \+ get_dict(target, M, _)
    ->  format(string(Msg), "~w is a spell: it is played on a target card in play (\"target\"), not into a lane", [Name])
    ;   \+ in_play(S, M.target)
    ->  format(string(Msg), "the target ~q is not a card in play", [M.target])
    ).

assault_step_problem(S, M, Msg) :-
    A = M.action,
    (   memberchk(A, ["begin_assault", "assault"]),
        S.phase \== "summon",
        S.phase \== "over"
    ->  format(string(Msg), "the assault can begin only when summoning is done; the game is in its ~w phase", [S.phase])
    ;   memberchk(A, ["attack", "finish_assault"]),
        S.phase \== "assault",
        S.phase \== "over"
    ->  format(string(Msg), "~w is a step of the assault, and the assault has not begun (phase ~w)", [A, S.phase])
    ;   A == "attack",
        S.phase == "assault",
        \+ next_attacker(S, _)
    ->  Msg = "no card is left to attack: finish the assault to end the turn"
    ).

card_place_text(S, Id, Text) :-
    (   in_play(S, Id, Lane, P, I)
    ->  format(string(Text), "in play, ~w's side of the ~w lane, place ~d from the bridge", [P, Lane, I])
    ;   players(S, Ps), member(P, Ps), hand(S, P, Row), memberchk(Id, Row)
    ->  format(string(Text), "in ~w's hand", [P])
    ;   Text = "not in any hand or lane"
    ).

                 /*******************************
                 *          NEXT STATE          *
                 *******************************/

next(S0, M, S) :-
    next_(M.action, S0, M, S).

next_("pick", S0, M, S) :-
    Draft0 = S0.draft,
    P = M.player,
    foldl(pool_without, M.cards, Draft0.pool, Pool),
    picked(S0, P, Got0),
    append(Got0, M.cards, Got),
    key_put(P, Draft0.picked, Got, Picked1),
    (   Pool = [Last]                             % the first picker gets the last card
    ->  round_first_picker(S0, First),
        key_value(First, Picked1, FGot0),
        append(FGot0, [Last], FGot),
        key_put(First, Picked1, FGot, Picked),
        end_draft_round(S0, Draft0.put(_{pool:[], picked:Picked}), First, S)
    ;   opponent(S0, P, Next),
        S = S0.put(_{draft:Draft0.put(_{pool:Pool, picked:Picked1}), active:Next})
    ).
next_("form_hand", S0, M, S) :-
    key_put(M.player, S0.hands, ["bastion"|M.order], Hands),
    key_delete(M.player, S0.draft.picked, Picked),
    S1 = S0.put(_{hands:Hands, draft:S0.draft.put(picked, Picked)}),
    (   players(S1, Ps), forall(member(P, Ps), \+ hand(S1, P, []))
    ->  del_dict(draft, S1, Draft, S2),           % the undrafted cards stay aside
        S = S2.put(_{phase:"summon", turn:1, active:S1.first_player, mana:6,
                     played_this_turn:[], turn_status:_{}, set_aside:Draft.deck})
    ;   S = S1
    ).
next_("play", S0, M, S) :-
    P = M.player,
    Id = M.card,
    hand(S0, P, Row0),
    list_without(Row0, Id, Row),
    key_put(P, S0.hands, Row, Hands),
    card_cost(S0, Id, Cost),
    Mana is S0.mana - Cost,
    S1 = S0.put(_{hands:Hands, mana:Mana}),
    (   creature_like(S1, Id)
    ->  enter_play(S1, P, Id, M.lane, S)
    ;   cast_spell(S1, P, Id, M.target, S)
    ).
next_("begin_assault", S0, _, S) :-
    assault_order(S0, S0.active, Queue),
    S = S0.put(_{phase:"assault", assault_queue:Queue}).
next_("attack", S0, _, S) :-
    next_attacker(S0, A),
    take_queue_through(S0, A, S1),
    resolve_attack(S1, A, S).
next_("assault", S0, M, S) :-
    next_("begin_assault", S0, M, S1),
    next_("finish_assault", S1, M, S).
next_("finish_assault", S0, _, S) :-
    (   S0.phase == "over"
    ->  S = S0
    ;   next_attacker(S0, A)
    ->  take_queue_through(S0, A, S1),
        resolve_attack(S1, A, S2),
        next_("finish_assault", S2, _, S)
    ;   end_turn(S0, S)
    ).

pool_without(Card, Pool0, Pool) :-
    list_without(Pool0, Card, Pool).

end_draft_round(S0, Draft, First, S) :-
    opponent(S0, First, NextFirst),
    (   Draft.round < 4,
        Draft.deck = [A, B, C, D|Deck]
    ->  Round is Draft.round + 1,
        S = S0.put(_{draft:Draft.put(_{deck:Deck, pool:[A, B, C, D], round:Round}),
                     active:NextFirst})
    ;   % the draft is over: the receiver of the last card plays first
        S = S0.put(_{draft:Draft, phase:"form_hand", first_player:First, active:First})
    ).

take_queue_through(S0, A, S) :-
    append(_, [A|Rest], S0.assault_queue), !,
    S = S0.put(assault_queue, Rest).

enter_play(S0, P, Id, Lane, S) :-
    side(S0, Lane, P, Side0),
    (   has_ability(S0, Id, "focus")
    ->  Side = [Id|Side0]
    ;   append(Side0, [Id], Side)
    ),
    set_side(S0, Lane, P, Side, S1),
    key_value(played_this_turn, S1, [], Played),
    append(Played, [Id], Played1),
    destroy_dead(S1.put(played_this_turn, Played1), S).

set_side(S0, Lane, P, Side, S) :-
    key_value(Lane, S0.lanes, L0),
    key_put(P, L0, Side, L),
    key_put(Lane, S0.lanes, L, Lanes),
    S = S0.put(lanes, Lanes).

cast_spell(S0, P, Id, Target, S) :-
    card(S0, Id, C),
    key_value(effects, C, [], Effects),
    foldl(spell_effect(Target), Effects, S0, S1),
    destroy_dead(S1, S2),
    hand(S2, P, Row),
    append(Row, [Id], Row1),
    key_put(P, S2.hands, Row1, Hands),
    S = S2.put(hands, Hands).

spell_effect(Target, E, S0, S) :-
    (   \+ in_play(S0, Target)
    ->  S = S0                                  % destroyed by an earlier effect
    ;   E.effect == "damage"
    ->  deal_damage(S0, Target, E.amount, S)
    ;   E.effect == "heal"
    ->  status(S0, Target, damage, D0),
        D is max(0, D0 - E.amount),
        set_status(S0, Target, damage, D, S)
    ;   E.effect == "attack"
    ->  status(S0, Target, attack, A0),
        A is A0 + E.amount,
        set_status(S0, Target, attack, A, S)
    ;   E.effect == "health"
    ->  status(S0, Target, health, H0),
        H is H0 + E.amount,
        set_status(S0, Target, health, H, S)
    ).

set_status(S0, Id, Key, Value, S) :-
    key_value(turn_status, S0, _{}, TS0),
    key_value(Id, TS0, _{}, St0),
    put_dict(Key, St0, Value, St),
    key_put(Id, TS0, St, TS),
    S = S0.put(turn_status, TS).

%!  deal_damage(+State0, +CardId, +Amount, -State) is det.
%
%   Protection zeroes the first nonzero damage each turn (CD-410).

deal_damage(S0, Id, N, S) :-
    (   N =< 0
    ->  S = S0
    ;   has_ability(S0, Id, "protection"),
        status(S0, Id, protection_spent, Spent),
        Spent \== true
    ->  set_status(S0, Id, protection_spent, true, S)
    ;   status(S0, Id, damage, D0),
        D is D0 + N,
        set_status(S0, Id, damage, D, S)
    ).

%   A card in play whose damage this turn has reached its health.
dead(S, Id) :-
    lane(Lane),
    players(S, Ps),
    member(P, Ps),
    side(S, Lane, P, Side),
    nth0(I, Side, Id),
    status(S, Id, damage, D),
    card_health_at(S, Id, Side, I, H),
    D >= H.

%!  destroy_dead(+State0, -State) is det.
%
%   Every card whose damage has reached its health this turn is destroyed
%   (CD-303), one at a time, since a fallen Aura may doom its neighbours.

destroy_dead(S0, S) :-
    (   dead(S0, Id)
    ->  destroy(S0, Id, S1),
        destroy_dead(S1, S)
    ;   S = S0
    ).

destroy(S0, Id, S) :-
    once(in_play(S0, Id, Lane, P, _)),
    owner(S0, Id, Owner),                       % the side it stood on
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
    S = S1.put(_{hands:Hands, turn_status:TS, played_this_turn:Played}).

%!  resolve_attack(+State0, +Attacker, -State) is det.
%
%   One attack of Attacker, with Sprint's move first and Berserk's
%   further attacks after it.

resolve_attack(S0, A, S) :-
    sprint(S0, A, S01),
    destroy_dead(S01, S1),                      % neighbours changed: Auras
    (   in_play(S1, A)
    ->  resolve_attack_(S1, A, S)
    ;   S = S1
    ).

resolve_attack_(S1, A, S) :-
    card_attack(S1, A, Atk),
    attack_targets(S1, A, Targets, Tower),
    (   Targets \== []
    ->  foldl(hit_with(Atk), Targets, S1, S2),
        destroy_dead(S2, S3),
        (   has_ability(S3, A, "berserk"),
            member(T, Targets), \+ in_play(S3, T)
        ->  resolve_attack(S3, A, S)
        ;   S = S3
        )
    ;   Tower == true,
        Atk > 0
    ->  in_play(S1, A, _, P, _),
        opponent(S1, P, O),
        damage_tower(S1, O, Atk, S)
    ;   S = S1
    ).

hit_with(Atk, Target, S0, S) :-
    deal_damage(S0, Target, Atk, S).

sprint(S0, A, S) :-
    (   has_ability(S0, A, "sprint"),
        in_play(S0, A, Lane, P, I),
        I > 0
    ->  side(S0, Lane, P, Side0),
        list_without(Side0, A, Side1),
        set_side(S0, Lane, P, [A|Side1], S1),
        status(S1, A, sprint, B0),
        B is B0 + I,
        set_status(S1, A, sprint, B, S)
    ;   S = S0
    ).

%!  damage_tower(+State0, +Player, +Damage, -State) is det.
%
%   Player's bastion/fort moves right by Damage, at most to the rightmost
%   space (CD-305); reaching it, the bastion becomes the fort at the
%   leftmost space (CD-306) and the fort loses the game (CD-307).

damage_tower(S0, P, N, S) :-
    hand(S0, P, Row0),
    nth0(K, Row0, Tower),
    tower(Tower), !,
    length(Row0, Len),
    Last is Len - 1,
    K1 is min(K + N, Last),
    list_without(Row0, Tower, Rest),
    (   K1 < Last
    ->  list_insert(K1, Tower, Rest, Row),
        set_hand(S0, P, Row, S)
    ;   Tower == "bastion"
    ->  set_hand(S0, P, ["fort"|Rest], S)
    ;   append(Rest, ["fort"], Row),
        set_hand(S0, P, Row, S1),
        S = S1.put(_{phase:"over", loser:P, assault_queue:[]})
    ).

set_hand(S0, P, Row, S) :-
    key_put(P, S0.hands, Row, Hands),
    S = S0.put(hands, Hands).

end_turn(S0, S) :-
    opponent(S0, S0.active, O),
    Turn is S0.turn + 1,
    S1 = S0.put(_{active:O, turn:Turn, phase:"summon",
                  played_this_turn:[], turn_status:_{}, assault_queue:[]}),
    turn_start_mana(S1, O, Mana),
    S = S1.put(mana, Mana).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

outcome(S, O) :-
    (   S.phase == "over"
    ->  Loser = S.loser,
        opponent(S, Loser, Winner),
        format(string(Why), "~w's fort reached the rightmost space of their hand and fell", [Loser]),
        O = _{result:"won", winners:[Winner], losers:[Loser], rule:'CD-307', reason:Why}
    ;   O = _{result:"ongoing"}
    ).

                 /*******************************
                 *        MOVES IN WORDS        *
                 *******************************/

move_text(S, M, Text) :-
    (   move_text_(M.action, S, M, T0)
    ->  Text = T0
    ;   format(string(Text), "~w: ~w", [M.player, M.action])
    ).

move_text_("pick", _, M, T) :-
    atomic_list_concat(M.cards, ', ', Cs),
    format(string(T), "~w picks ~w", [M.player, Cs]).
move_text_("form_hand", _, M, T) :-
    atomic_list_concat(M.order, ', ', Cs),
    format(string(T), "~w forms the hand: bastion, ~w", [M.player, Cs]).
move_text_("play", S, M, T) :-
    card_name(S, M.card, Name),
    (   get_dict(lane, M, Lane)
    ->  format(string(T), "~w plays ~w (~w) into the ~w lane", [M.player, Name, M.card, Lane])
    ;   get_dict(target, M, Tg)
    ->  card_name(S, Tg, TName),
        format(string(T), "~w casts ~w (~w) on ~w (~w)", [M.player, Name, M.card, TName, Tg])
    ).
move_text_("begin_assault", _, M, T) :-
    format(string(T), "~w begins the assault (spells may follow between attacks)", [M.player]).
move_text_("attack", S, M, T) :-
    (   S.phase == "assault", next_attacker(S, A)
    ->  card_name(S, A, Name),
        format(string(T), "~w attacks with ~w (~w)", [M.player, Name, A])
    ;   format(string(T), "~w attacks", [M.player])
    ).
move_text_("assault", _, M, T) :-
    format(string(T), "~w assaults and ends the turn", [M.player]).
move_text_("finish_assault", _, M, T) :-
    format(string(T), "~w makes the remaining attacks and ends the turn", [M.player]).

                 /*******************************
                 *          MOVE SHAPE          *
                 *******************************/

move_fields("pick",           [cards],  []).
move_fields("form_hand",      [order],  []).
move_fields("play",           [card],   [lane, target]).
move_fields("begin_assault",  [],       []).
move_fields("attack",         [],       []).
move_fields("assault",        [],       []).
move_fields("finish_assault", [],       []).

move_error(S, M, Path, Msg) :-
    (   move_shape_error(S, M, Path0, Msg0)
    ->  Path = Path0, Msg = Msg0
    ).

move_shape_error(_, M, "$.player", "a move names its player (\"player\": a name)") :-
    \+ ( get_dict(player, M, P), string(P) ).
move_shape_error(S, M, "$.player", Msg) :-
    get_dict(player, M, P), string(P),
    \+ memberchk(P, S.players),
    format(string(Msg), "~q is not a player of this game (players: ~w)", [P, S.players]).
move_shape_error(_, M, "$.action", Msg) :-
    \+ ( get_dict(action, M, A), string(A), move_fields(A, _, _) ),
    findall(A1, move_fields(A1, _, _), As),
    atomic_list_concat(As, ', ', Known),
    format(string(Msg), "a move's action is one of: ~w", [Known]).
move_shape_error(_, M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    move_fields(A, Required, Optional),
    (   member(F, Required), \+ get_dict(F, M, _)
    ->  json_path([F], Path),
        format(string(Msg), "a ~w move needs the field ~w", [A, F])
    ;   dict_pairs(M, _, Pairs), member(F-_, Pairs),
        \+ memberchk(F, [player, action|Required]), \+ memberchk(F, Optional)
    ->  json_path([F], Path),
        format(string(Msg), "a ~w move has no field ~w", [A, F])
    ).
move_shape_error(_, M, Path, Msg) :-
    M.action == "play",
    (   \+ string(M.card)
    ->  Path = "$.card", Msg = "the card is named by its id (a string)"
    ;   get_dict(lane, M, _), get_dict(target, M, _)
    ->  Path = "$", Msg = "a play names a lane (a creature or building) or a target (a spell), not both"
    ;   \+ get_dict(lane, M, _), \+ get_dict(target, M, _)
    ->  Path = "$", Msg = "a play names a lane (\"top\" or \"bottom\") for a creature or building, or a target card for a spell"
    ;   get_dict(lane, M, L), \+ ( string(L), lane(L) )
    ->  Path = "$.lane", Msg = "the lane is \"top\" or \"bottom\""
    ;   get_dict(target, M, T), \+ string(T)
    ->  Path = "$.target", Msg = "the target is named by its card id (a string)"
    ).
move_shape_error(_, M, Path, Msg) :-
    memberchk(M.action-F, ["pick"-cards, "form_hand"-order]),
    get_dict(F, M, V),
    \+ ( is_list(V), maplist(string, V) ),
    json_path([F], Path),
    format(string(Msg), "~w is a list of card ids (strings)", [F]).

                 /*******************************
                 *        STATE CHECKS          *
                 *******************************/

rule('CD-504', state, "The draft's bookkeeping",
     "The draft runs four rounds of four cards: during it the pool holds 4 cards (3 after the first pick), the deck holds enough cards for the rounds still to come, and after each finished round each player has picked 2 more cards; when it is over each player has 8 cards to form a hand with.",
     seed("Игра начинается с драфта: возьмите 4 карты. Первый игрок выбирает 1, затем второй игрок выбирает 2; первый игрок получает последнюю карту. Повторите со вторым игроком, который становится первым, пока у каждого игрока не будет по 8 карт.")).
rule('CD-501', state, "Players, towers and places",
     "There are two players; each has one hand row and one side of each lane. Once hands are formed each hand row holds exactly one bastion/fort; a player's cards in hand and on their side of the lanes are that player's own. A card belongs to the player who drafted it: a card still in the draft's deck or pool has no owner yet.",
     seed("Каждый игрок контролирует одну сторону мостов. Каждый игрок получает бастион / форт.")).
rule('CD-502', state, "Every card is in one place",
     "Every card named in a hand, a lane or the draft exists in the game's card list and is in exactly one place.",
     seed("Перетасуйте 8 взятых вами карт, чтобы сформировать вашу руку")).
rule('CD-503', state, "Values the rules can produce",
     "Only creatures and buildings stand in the lanes; a card in play has less damage than its health (otherwise it would have been destroyed); only cards in play carry damage or turn effects; cards played this turn belong to the active player and are in play; a finished game names the loser whose fort stands at the rightmost space.",
     seed("Если карта получает повреждения, равные или превышающие ее здоровье в этом ходу, она немедленно уничтожается")).

state_error(S, Path, Rule, Msg) :-
    state_problem(S, Path, Rule, Msg).

state_problem(S, "$.players", 'CD-501', "the two players must have different names") :-
    S.players = [P, P].
state_problem(S, Path, 'CD-501', Msg) :-
    member(Key, [active, first_player]),
    get_dict(Key, S, P),
    \+ memberchk(P, S.players),
    json_path([Key], Path),
    format(string(Msg), "~q is not one of the players ~w", [P, S.players]).
state_problem(S, Path, 'CD-501', Msg) :-
    players(S, Ps),
    (   member(P, Ps), \+ hand(S, P, _)
    ->  json_path([hands, P], Path),
        format(string(Msg), "~w has no hand row", [P])
    ;   lane(L), member(P, Ps), \+ side(S, L, P, _)
    ->  json_path([lanes, L, P], Path),
        format(string(Msg), "~w has no side of the ~w lane", [P, L])
    ;   dict_pairs(S.hands, _, HPs), member(K-_, HPs), atom_string(K, KS), \+ memberchk(KS, Ps)
    ->  json_path([hands, K], Path),
        format(string(Msg), "~w is not a player", [K])
    ;   lane(L), key_value(L, S.lanes, LD), dict_pairs(LD, _, LPs), member(K-_, LPs),
        atom_string(K, KS), \+ memberchk(KS, Ps)
    ->  json_path([lanes, L, K], Path),
        format(string(Msg), "~w is not a player", [K])
    ).
state_problem(S, Path, 'CD-501', Msg) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    include(tower, Row, Towers),
    length(Towers, N),
    (   S.phase == "draft"
    ->  Row \== [],
        Msg0 = "hands are formed only when the draft is over"
    ;   S.phase == "form_hand", Row == []
    ->  fail                                    % not formed yet
    ;   N =\= 1,
        format(string(Msg0), "a hand row holds exactly one bastion/fort; ~w's holds ~d", [P, N])
    ),
    json_path([hands, P], Path),
    Msg = Msg0.
state_problem(S, Path, 'CD-501', Msg) :-
    players(S, Ps),
    member(P, Ps),
    (   hand(S, P, Row), nth0(I, Row, Id), \+ tower(Id), declared_owner(S, Id, Q), Q \== P
    ->  json_path([hands, P, I], Path)
    ;   lane(L), side(S, L, P, Side), nth0(I, Side, Id), declared_owner(S, Id, Q), Q \== P
    ->  json_path([lanes, L, P, I], Path)
    ),
    format(string(Msg), "~w belongs to ~w, not ~w", [Id, Q, P]).
state_problem(S, Path, 'CD-503', Msg) :-
    dict_pairs(S.cards, _, Pairs),
    member(K-C, Pairs),
    memberchk(C.type, ["creature", "building"]),
    \+ get_dict(health, C, _),
    json_path([cards, K], Path),
    format(string(Msg), "~w is a ~w, so it has health", [K, C.type]).
state_problem(S, Path, 'CD-501', Msg) :-
    get_dict(draft, S, D),
    (   member(F, [deck, pool]),
        member(Id, D.get(F)),
        declared_owner(S, Id, Q)
    ->  json_path([cards, Id, owner], Path),
        format(string(Msg), "~w is still in the draft's ~w: nobody owns it yet (it says ~w)", [Id, F, Q])
    ;   players(S, Ps), member(P, Ps), picked(S, P, Got),
        member(Id, Got), declared_owner(S, Id, Q), Q \== P
    ->  json_path([cards, Id, owner], Path),
        format(string(Msg), "~w drafted ~w, so it belongs to ~w, not ~w", [P, Id, P, Q])
    ).
state_problem(S, Path, 'CD-502', Msg) :-
    placed_cards(S, Placed),
    member(Id-Path, Placed),
    \+ tower(Id),
    \+ card(S, Id, _),
    format(string(Msg), "~q is not in the game's card list", [Id]).
state_problem(S, Path, 'CD-502', Msg) :-
    placed_cards(S, Placed),
    append(_, [Id-P1|Rest], Placed),
    \+ tower(Id),
    memberchk(Id-Path, Rest),
    format(string(Msg), "~w is in two places: ~w and here", [Id, P1]).
state_problem(S, Path, 'CD-502', Msg) :-
    dict_pairs(S.cards, _, Pairs),
    member(K-_, Pairs),
    atom_string(K, Id),
    tower(Id),
    json_path([cards, K], Path),
    format(string(Msg), "~w names the tower; a card needs another id", [Id]).
state_problem(S, Path, 'CD-503', Msg) :-
    in_play(S, Id, L, P, I),
    \+ creature_like(S, Id),
    json_path([lanes, L, P, I], Path),
    format(string(Msg), "~w is a spell; spells never stand in a lane", [Id]).
state_problem(S, Path, 'CD-503', Msg) :-
    in_play(S, Id, _, _, _),
    creature_like(S, Id),
    dead(S, Id),
    json_path([turn_status, Id, damage], Path),
    card_health(S, Id, H),
    status(S, Id, damage, D),
    format(string(Msg), "~w has ~d damage and ~d health: it would have been destroyed", [Id, D, H]).
state_problem(S, Path, 'CD-503', Msg) :-
    key_value(turn_status, S, _{}, TS),
    dict_pairs(TS, _, Pairs),
    member(K-_, Pairs),
    atom_string(K, Id),
    \+ in_play(S, Id),
    json_path([turn_status, K], Path),
    format(string(Msg), "~w is not in play, so it carries no damage or turn effects", [K]).
state_problem(S, Path, 'CD-503', Msg) :-
    key_value(played_this_turn, S, [], Played),
    nth0(I, Played, Id),
    \+ ( in_play(S, Id, _, P, _), P == S.active ),
    json_path([played_this_turn, I], Path),
    format(string(Msg), "~w is not in play on ~w's side, so it was not played by ~w this turn", [Id, S.active, S.active]).
state_problem(S, "$.loser", 'CD-503', Msg) :-
    S.phase == "over",
    (   \+ get_dict(loser, S, _)
    ->  Msg = "a finished game names its loser"
    ;   \+ ( hand(S, S.loser, Row), last(Row, "fort") )
    ->  format(string(Msg), "~w's fort does not stand at the rightmost space of their hand", [S.loser])
    ).
state_problem(S, "$.mana", 'CD-105', Msg) :-
    memberchk(S.phase, ["summon", "assault"]),
    max_mana(S, Max),
    S.mana > Max,
    format(string(Msg), "~w has ~d mana, but this turn could have started with at most ~d", [S.active, S.mana, Max]).
state_problem(S, "$.draft", 'CD-502', Msg) :-
    S.phase == "draft",
    \+ get_dict(draft, S, _),
    Msg = "a state in the draft phase holds the draft".
state_problem(S, Path, 'CD-504', Msg) :-
    S.phase == "draft",
    get_dict(draft, S, D),
    length(D.pool, NPool),
    length(D.deck, NDeck),
    Needed is 4 * (4 - D.round),
    (   \+ memberchk(NPool, [3, 4])
    ->  Path = "$.draft.pool",
        format(string(Msg), "a draft pool holds 4 cards (3 after the first pick), not ~d", [NPool])
    ;   NDeck < Needed
    ->  Path = "$.draft.deck",
        Rounds is 4 - D.round,
        format(string(Msg), "the deck holds ~d cards, but the ~d rounds still to come need ~d", [NDeck, Rounds, Needed])
    ;   Done is D.round - 1,
        players(S, Ps), member(P, Ps), picked(S, P, Got), length(Got, NGot),
        (   NPool =:= 3, round_first_picker(S, P)
        ->  Expected is 2 * Done + 1            % the first pick of this round
        ;   Expected is 2 * Done
        ),
        NGot =\= Expected
    ->  json_path([draft, picked, P], Path),
        format(string(Msg), "after ~d finished round(s) and ~d pick(s) of this one, ~w has picked ~d cards, not ~d",
               [Done, 4 - NPool, P, Expected, NGot])
    ).
state_problem(S, Path, 'CD-504', Msg) :-
    S.phase == "form_hand",
    get_dict(draft, S, _),
    players(S, Ps), member(P, Ps), hand(S, P, []),
    (   picked(S, P, Got) -> length(Got, NGot) ; NGot = 0 ),
    NGot =\= 8,
    json_path([draft, picked, P], Path),
    format(string(Msg), "~w drafted ~d cards; the draft gives each player 8", [P, NGot]).

%   The most mana the active player's turn could have started with: the
%   cards in hand now, plus those played this turn (creatures stayed in
%   play; spells came back), plus 2 for each Catalyst in play that was
%   there when the turn began, plus 1 more for each Catalyst back in hand
%   (it may have been in play when the turn began, and been destroyed
%   since: then it gave 2 mana, not the 1 its place in the hand counts).

max_mana(S, Max) :-
    P = S.active,
    (   S.turn =:= 1, P == S.first_player
    ->  Max = 6
    ;   hand(S, P, Row),
        length(Row, NH),
        key_value(played_this_turn, S, [], Played),
        length(Played, NP),
        findall(Id, ( in_play(S, Id, _, P, _), has_ability(S, Id, "catalyst"),
                      \+ played_this_turn(S, Id) ), Cs),
        length(Cs, NC),
        findall(Id, ( member(Id, Row), \+ tower(Id), has_ability(S, Id, "catalyst") ), Back),
        length(Back, NB),
        Max is NH + NP + 2*NC + NB
    ).

declared_owner(S, Id, P) :-
    card(S, Id, C),
    get_dict(owner, C, P).

%   Every card id placed somewhere, with its JSON path.

placed_cards(S, Placed) :-
    findall(Id-Path, placed_card(S, Id, Path), Placed).

placed_card(S, Id, Path) :-
    players(S, Ps),
    member(P, Ps),
    hand(S, P, Row),
    nth0(I, Row, Id),
    json_path([hands, P, I], Path).
placed_card(S, Id, Path) :-
    in_play(S, Id, L, P, I),
    json_path([lanes, L, P, I], Path).
placed_card(S, Id, Path) :-
    get_dict(set_aside, S, Ids),
    nth0(I, Ids, Id),
    json_path([set_aside, I], Path).
placed_card(S, Id, Path) :-
    get_dict(draft, S, D),
    (   member(F, [deck, pool]),
        get_dict(F, D, Ids),
        nth0(I, Ids, Id),
        json_path([draft, F, I], Path)
    ;   get_dict(picked, D, Picked),
        dict_pairs(Picked, _, PPs),
        member(P-Ids, PPs),
        nth0(I, Ids, Id),
        json_path([draft, picked, P, I], Path)
    ).

                 /*******************************
                 *         EXPLANATIONS         *
                 *******************************/

%!  checks(+State, +Move, -RuleId) is nondet.
%
%   The rules a move of this kind is checked against, in rulebook order.

checks(_, _, 'CD-310').
checks(S, M, Id) :-
    action_checks(M.action, Ids),
    member(Id, Ids),
    \+ ( M.action == "play", kind_only_rule(Id, Kind), \+ card_kind(S, M.card, Kind) ).

%   Rules that concern only spells, or only creatures and buildings.
kind_only_rule('CD-203', creature).
kind_only_rule('CD-205', spell).
kind_only_rule('CD-208', spell).
kind_only_rule('CD-408', spell).

card_kind(S, Id, creature) :- creature_like(S, Id).
card_kind(S, Id, spell) :- spell(S, Id).

action_checks("pick",           ['CD-207', 'CD-001']).
action_checks("form_hand",      ['CD-207', 'CD-003']).
action_checks("play",           ['CD-101', 'CD-207', 'CD-208', 'CD-202', 'CD-201',
                                 'CD-103', 'CD-203', 'CD-205', 'CD-408']).
action_checks("begin_assault",  ['CD-101', 'CD-308']).
action_checks("assault",        ['CD-101', 'CD-308']).
action_checks("attack",         ['CD-101', 'CD-308']).
action_checks("finish_assault", ['CD-101', 'CD-308']).

%!  rule_facts(+State, +Move, +RuleId, -Facts:list(string)) is det.
%
%   The facts of this position that decide RuleId for Move.

rule_facts(S, M, Id, Facts) :-
    findall(F, rule_fact(S, M, Id, F), Facts).

rule_fact(S, _, 'CD-310', F) :-
    format(string(F), "the game is in its ~w phase", [S.phase]).
rule_fact(S, M, 'CD-101', F) :-
    format(string(F), "it is ~w's turn; the move is ~w's", [S.active, M.player]).
rule_fact(S, M, 'CD-207', F) :-
    (   M.action == "play", card_type(S, M.card, T)
    ->  format(string(F), "the game is in its ~w phase; ~w is a ~w", [S.phase, M.card, T])
    ;   format(string(F), "the game is in its ~w phase", [S.phase])
    ).
rule_fact(S, _, 'CD-208', F) :-
    rule_variant(S, spells_during_assault, V),
    format(string(F), "spells during the assault: ~w in this state's rules", [V]).
rule_fact(S, M, 'CD-202', F) :-
    card_place_text(S, M.card, Where),
    format(string(F), "~w is ~w", [M.card, Where]).
rule_fact(S, M, 'CD-201', F) :-
    hand(S, M.player, Row),
    atomic_list_concat(Row, ', ', RowText),
    format(string(F), "~w's hand row, left to right: ~w", [M.player, RowText]).
rule_fact(S, M, 'CD-201', F) :-
    hand_place(S, M.player, M.card, Place),
    ordinal(Place, Nth),
    format(string(F), "~w is ~w of the cards other than the bastion/fort", [M.card, Nth]).
rule_fact(S, M, 'CD-103', F) :-
    card(S, M.card, _),
    card_cost(S, M.card, Cost),
    format(string(F), "~w costs ~d; ~w has ~d mana", [M.card, Cost, M.player, S.mana]).
rule_fact(S, M, 'CD-203', F) :-
    card_type(S, M.card, T),
    (   get_dict(lane, M, L)
    ->  format(string(F), "~w is a ~w; the move names the ~w lane", [M.card, T, L])
    ;   format(string(F), "~w is a ~w; the move names a target, not a lane", [M.card, T])
    ).
rule_fact(S, M, 'CD-205', F) :-
    card_type(S, M.card, T),
    (   get_dict(target, M, Tg)
    ->  card_place_text(S, Tg, Where),
        format(string(F), "~w is a ~w; its target ~w is ~w", [M.card, T, Tg, Where])
    ;   format(string(F), "~w is a ~w; the move names a lane, not a target", [M.card, T])
    ).
rule_fact(S, M, 'CD-408', F) :-
    get_dict(target, M, Tg),
    card(S, Tg, _),
    (   has_ability(S, Tg, "indestructible")
    ->  format(string(F), "~w has Indestructible", [Tg])
    ;   format(string(F), "~w does not have Indestructible", [Tg])
    ).
rule_fact(S, M, 'CD-308', F) :-
    (   M.action == "attack", S.phase == "assault"
    ->  (   next_attacker(S, A)
        ->  format(string(F), "the assault is under way; next to attack: ~w", [A])
        ;   F = "the assault is under way; every card has attacked"
        )
    ;   format(string(F), "the game is in its ~w phase", [S.phase])
    ).
rule_fact(S, M, 'CD-001', F) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    atomic_list_concat(S.draft.pool, ', ', Pool),
    format(string(F), "the pool holds ~w; ~w picks ~d now; the move takes ~w", [Pool, P, N, M.cards]).
rule_fact(S, M, 'CD-003', F) :-
    picked(S, M.player, Cards),
    atomic_list_concat(Cards, ', ', Text),
    format(string(F), "~w drafted ~w", [M.player, Text]).

%!  repair(+State, +Move, +RuleId, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId: what a judge tells the
%   player.

repair(S, M, 'CD-201', Fix) :-
    hand_place(S, M.player, M.card, Place),
    Need is Place - 4,
    hand(S, M.player, Row),
    exclude(tower, Row, Cards),
    leftmost(4, Cards, Front),
    atomic_list_concat(Front, ', ', FrontText),
    format(string(Fix), "~d card(s) to its left must be played first (the playable cards now: ~w); each card played moves ~w one place left",
           [Need, FrontText, M.card]).
repair(S, M, 'CD-103', Fix) :-
    card_cost(S, M.card, Cost),
    Short is Cost - S.mana,
    format(string(Fix), "needs ~d more mana", [Short]).
repair(S, _, 'CD-101', Fix) :-
    format(string(Fix), "only ~w may act now; wait for your turn", [S.active]).
repair(_, M, 'CD-203', Fix) :-
    format(string(Fix), "name a lane instead of a target: {\"lane\": \"top\"} or {\"lane\": \"bottom\"} for ~w", [M.card]).
repair(S, _, 'CD-205', Fix) :-
    findall(T, in_play(S, T, _, _, _), Ts),
    (   Ts == []
    ->  Fix = "no card is in play, so no spell can be cast now"
    ;   atomic_list_concat(Ts, ', ', Text),
        format(string(Fix), "name a target card in play: one of ~w", [Text])
    ).
repair(S, M, 'CD-408', Fix) :-
    findall(T, ( in_play(S, T, _, _, _), \+ has_ability(S, T, "indestructible") ), Ts),
    (   Ts == []
    ->  format(string(Fix), "every card in play is Indestructible: ~w has no target", [M.card])
    ;   atomic_list_concat(Ts, ', ', Text),
        format(string(Fix), "target a card without Indestructible: one of ~w", [Text])
    ).
repair(S, M, 'CD-308', Fix) :-
    (   memberchk(M.action, ["attack", "finish_assault"]), S.phase == "summon"
    ->  Fix = "begin the assault first (begin_assault), or play it out at once (assault)"
    ;   M.action == "attack"
    ->  Fix = "every card has attacked: finish_assault ends the turn"
    ;   Fix = "the assault has already begun: attack, or finish_assault"
    ).
repair(S, M, 'CD-207', Fix) :-
    (   S.phase == "assault"
    ->  format(string(Fix), "~w could have been played before the assault began", [M.card])
    ;   format(string(Fix), "wait for the summoning phase (the game is in its ~w phase)", [S.phase])
    ).
repair(_, _, 'CD-208', "this state plays by the current BGA rule (no spells during the assault); under the seed's rule it would be allowed").
repair(S, _, 'CD-001', Fix) :-
    S.phase == "draft",
    draft_picker_step(S, P, N),
    atomic_list_concat(S.draft.pool, ', ', Pool),
    format(string(Fix), "~w takes ~d card(s) from the pool: ~w", [P, N, Pool]).
repair(S, M, 'CD-003', Fix) :-
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
    \+ tower(Id).
hidden(S, _, [draft, deck]) :-
    get_dict(draft, S, _).
hidden(S, V, [draft, picked, O]) :-
    get_dict(draft, S, _),
    opponent(S, V, O).
hidden(S, V, [cards, Id]) :-
    get_dict(draft, S, D),
    opponent(S, V, O),
    key_value(O, D.picked, Got),
    member(Id, Got).

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

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   Every card wherever it is (hands, lanes, the draft, set aside): no
%   legal move creates, copies or loses one.  (Each player's one
%   bastion/fort is held by CD-501.)

inventory(S, Cards) :-
    placed_cards(S, Placed),
    findall(Id, member(Id-_, Placed), Ids),
    exclude(tower, Ids, Cards).
