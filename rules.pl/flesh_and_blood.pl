:- module(flesh_and_blood,
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
            % What every move conserves (checked by self-play)
            inventory/2,
            % Relations a judge asks about, exported for tests and explanations
            catalog_card/2,             % ?Name, ?Props
            card_props/2,               % +Card, -Props
            card_prop/3,                % +Card, +Key, -Value
            pitch_sequence_ok/3,        % +PitchValues, +Have, +Cost
            pitch_set/5,                % +HandCards, +Have, +Cost, -Set, -Points
            canonical_pitch_order/3,    % +HandCards, +Ids, -Ordered
            chain_damage/3              % +Power, +Defenses, -Damage
          ]).

/** <module> Flesh and Blood (seed 000)

Two heroes fight; a hero at 0 life loses.  A state is a JSON object
(pycli/schemas/flesh-and-blood.json):

    game          "flesh-and-blood"
    format        "blitz" | "classic_constructed"
    turn          1, 2, ...: turns of the game so far (1 is the first turn)
    turn_player   whose turn it is
    phase         "start" | "action" | "end"
    priority      in the action phase: who may act now
    passes        in the action phase: 0, or 1 after one player has passed
                  (a second pass in succession ends the phase or step)
    activated     "CardId/AbilityIndex" of the abilities activated this turn
    chain         null when the combat chain is closed, else
                  {"step": "defend" | "reaction" | "resolution",
                   "links": [Link, ...]}
    players       [Player, Player]

A Player is {"name", "life", "action_points", "resource_points", "hero",
"weapons", "equipment", "deck" (top first), "hand", "arsenal", "pitch",
"graveyard", "banished"}; every zone but the hero is a list of cards.

A Link is {"attack": Card, "controller", "defender", "go_again": Bool,
"defending": [Card, ...], "damage": N (once dealt)}.

A Card is {"id", "name"?, "color"?, ...properties}: a card that names a
catalog card (catalog_card/2) has that card's printed values; properties
given in the state win over the catalog.  The properties are "type"
("action", "attack action", "instant", "attack reaction", "defense
reaction", "equipment", "weapon", "hero"), "cost", "pitch", "power",
"defense", "go_again", "additional_costs", "abilities", "life",
"intellect".  Card text beyond them is outside rulecheck's scope.

A move is {"player": P, "action": A, ...}:
    "pass"       start phase: begin the action phase; action phase: pass
    "play"       card, from ("hand" | "arsenal"), pitch (ids in the order
                 pitched), discard (ids, for additional costs)
    "activate"   card (hero, weapon or equipment), ability (index), pitch
    "defend"     cards (ids from hand and equipment), in the defend step
    "end_turn"   the end phase; arsenal (optional: a card id from hand)

The stack and priority beyond the seed are out of scope: a played card
or activated ability resolves at once, and the turn player then has
priority (CR 5.3.7).  Combat keeps its steps in the state: an attack opens
the defend step; after the defenders, the reaction step runs until both
players pass in succession; damage is then dealt and the link resolves
(resolution step); two passes in succession there close the chain.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(rc_util).

:- discontiguous rule/5, broken/6.

                 /*******************************
                 *          THE CATALOG         *
                 *******************************/

%!  catalog_card(?Name:string, ?Props:dict) is nondet.
%
%   The printed values of the cards the seed names, and of a few more
%   cards of the same hero (Rhinar, a Brute) so that fixtures can build
%   real decks.  A name with three colours has three entries, told apart
%   by `color`.  Values: the-fab-cube/flesh-and-blood-cards,
%   csvs/english/card.csv.

catalog_card("Rhinar", _{type:"hero", life:20, intellect:4}).
catalog_card("Rhinar, Reckless Rampage", _{type:"hero", life:40, intellect:4}).
catalog_card("Romping Club",
             _{type:"weapon", power:4,
               abilities:[_{type:"action", limit:"once per turn", cost:2,
                            effect:"attack", go_again:false, destroy_self:false}]}).
catalog_card("Scabskin Leathers",
             _{type:"equipment", defense:2,
               abilities:[_{type:"action", limit:"once per turn", cost:0,
                            effect:"other", go_again:false, destroy_self:false}]}).
catalog_card("Barkbone Strapping",
             _{type:"equipment", defense:1,
               abilities:[_{type:"instant", limit:"none", cost:0,
                            effect:"other", go_again:false, destroy_self:true}]}).
catalog_card("Popped Collar Polo",
             _{type:"equipment", defense:0,
               abilities:[_{type:"action", limit:"none", cost:0,
                            effect:"other", go_again:true, destroy_self:true}]}).
catalog_card("Assault and Battery", P) :-
    colored("Assault and Battery", _, P0),
    beat_chest(Cost),
    P = P0.put(_{type:"attack action", cost:3, defense:3, go_again:false,
                 additional_costs:[Cost]}).
catalog_card("Beast Mode", P) :-
    colored("Beast Mode", _, P0),
    P = P0.put(_{type:"attack action", cost:3, defense:3, go_again:false}).
catalog_card("Reinforce the Line", P) :-
    colored("Reinforce the Line", _, P0),
    P = P0.put(_{type:"instant", cost:0, go_again:false}).
catalog_card("Performance Bonus", P) :-
    colored("Performance Bonus", _, P0),
    P = P0.put(_{type:"attack action", cost:0, defense:2, go_again:false}).
catalog_card("Awakening Bellow", P) :-
    colored("Awakening Bellow", _, P0),
    P = P0.put(_{type:"action", cost:1, defense:3, go_again:true}).
catalog_card("Pack Hunt", P) :-
    colored("Pack Hunt", _, P0),
    P = P0.put(_{type:"attack action", cost:2, defense:3, go_again:false}).
catalog_card("Wounding Blow", P) :-
    colored("Wounding Blow", _, P0),
    P = P0.put(_{type:"attack action", cost:0, defense:3, go_again:false}).
catalog_card("Alpha Rampage",
             _{color:"red", type:"attack action", pitch:1, cost:3, power:9,
               defense:3, go_again:false,
               additional_costs:[_{kind:"discard", count:1, min_power:0,
                                   optional:false, random:true,
                                   label:"discard a random card"}]}).
catalog_card("Reckless Swing",
             _{color:"blue", type:"defense reaction", pitch:3, cost:0,
               defense:4, go_again:false,
               additional_costs:[_{kind:"discard", count:1, min_power:0,
                                   optional:false, random:true,
                                   label:"discard a random card"}]}).
catalog_card("Blade Flash",
             _{color:"blue", type:"attack reaction", pitch:3, cost:1,
               defense:2, go_again:false}).

%   colored(Name, Color, Props): pitch and power of each colour.
colored(Name, Color, _{color:Color, pitch:Pitch, power:Power}) :-
    colour_row(Name, Rows),
    member(Color-Pitch-Power, Rows).

colour_row("Assault and Battery", ["red"-1-7, "yellow"-2-6, "blue"-3-5]).
colour_row("Beast Mode",          ["red"-1-6, "yellow"-2-5, "blue"-3-4]).
colour_row("Reinforce the Line",  ["red"-1-null, "yellow"-2-null, "blue"-3-null]).
colour_row("Performance Bonus",   ["red"-1-3, "yellow"-2-2, "blue"-3-1]).
colour_row("Awakening Bellow",    ["red"-1-null, "yellow"-2-null, "blue"-3-null]).
colour_row("Pack Hunt",           ["red"-1-6, "yellow"-2-5, "blue"-3-4]).
colour_row("Wounding Blow",       ["red"-1-4, "yellow"-2-3, "blue"-3-2]).

beat_chest(_{kind:"discard", count:1, min_power:6, optional:true, random:false,
             label:"Beat Chest: you may discard a card with 6 or more power"}).

%   The catalog indexed for lookup, built when the module is compiled:
%   catalog_color(Name, Color, Props) for each entry that has a colour (the
%   first entry of a name and colour), catalog_single(Name, Props) for each
%   name with exactly one entry.  Both are indexed on the name.

term_expansion(catalog_index, Clauses) :-
    findall(N, catalog_card(N, _), Ns0),
    sort(Ns0, Ns),
    findall(catalog_color(N, C, P),
            ( member(N, Ns),
              findall(C0-P0, ( catalog_card(N, P0), get_dict(color, P0, C0) ), CPs),
              list_to_set_first(CPs, Firsts),
              member(C-P, Firsts) ),
            Colored),
    findall(catalog_single(N, P),
            ( member(N, Ns), findall(P0, catalog_card(N, P0), [P]) ),
            Single),
    append(Colored, Single, Clauses).

%   The first entry of each colour.
list_to_set_first([], []).
list_to_set_first([C-P|Ps0], [C-P|Ps]) :-
    exclude(same_key(C), Ps0, Ps1),
    list_to_set_first(Ps1, Ps).

same_key(K, K1-_) :- K1 == K.

catalog_index.

                 /*******************************
                 *         CARDS AND ZONES      *
                 *******************************/

%!  card_props(+Card:dict, -Props:dict) is det.
%
%   The properties of Card: its catalog entry (if it names one) with the
%   properties given in the state put over it.  A `null` value means the
%   card lacks that property (Reinforce the Line has no power).

card_props(Card, Props) :-
    (   catalog_entry(Card, Cat)
    ->  true
    ;   Cat = _{}
    ),
    put_dict(Card, Cat, Props).

catalog_entry(Card, Cat) :-
    get_dict(name, Card, Name),
    (   get_dict(color, Card, Color)
    ->  catalog_color(Name, Color, Cat)
    ;   catalog_single(Name, Cat)
    ).

%!  card_prop(+Card, +Key, -Value) is semidet.
%
%   Card has property Key with Value (not null): the state's value if it
%   gives one, else the catalog's.

card_prop(Card, Key, Value) :-
    (   var(Key)
    ->  card_props(Card, Props),
        get_dict(Key, Props, Value0)
    ;   get_dict(Key, Card, V)
    ->  Value0 = V
    ;   catalog_entry(Card, Cat),
        get_dict(Key, Cat, Value0)
    ),
    Value0 \== null,
    Value = Value0.

card_id(Card, Id) :- get_dict(id, Card, Id).

card_type(Card, Type) :-
    (   card_prop(Card, type, T)
    ->  Type = T
    ;   Type = "unknown"
    ).

card_cost(Card, Cost) :-
    (   card_prop(Card, cost, C), integer(C)
    ->  Cost = C
    ;   Cost = 0
    ).

card_power(Card, Power) :-
    (   card_prop(Card, power, P), integer(P)
    ->  Power = P
    ;   Power = 0
    ).

card_defense(Card, D) :-
    (   card_prop(Card, defense, D0), integer(D0)
    ->  D = D0
    ;   D = 0
    ).

card_go_again(Card) :-
    card_prop(Card, go_again, true).

card_abilities(Card, As) :-
    (   card_prop(Card, abilities, As0), is_list(As0)
    ->  As = As0
    ;   As = []
    ).

card_additional_discard(Card, Spec) :-
    card_prop(Card, additional_costs, Costs),
    is_list(Costs),
    member(Spec, Costs),
    get_dict(kind, Spec, "discard"),
    !.

%!  card_label(+Card, -Label:string) is det.
%
%   How a judge names a card: "Beast Mode (red) [c7]".

card_label(Card, Label) :-
    card_id(Card, Id),
    (   get_dict(name, Card, Name)
    ->  (   card_prop(Card, color, Color)
        ->  format(string(Label), "~w (~w) [~w]", [Name, Color, Id])
        ;   format(string(Label), "~w [~w]", [Name, Id])
        )
    ;   format(string(Label), "card ~w", [Id])
    ).

is_action_type("action").
is_action_type("attack action").

playable_type("action").
playable_type("attack action").
playable_type("instant").
playable_type("attack reaction").
playable_type("defense reaction").

deck_card_type(T) :- playable_type(T).

zone(hand).  zone(arsenal).  zone(deck).  zone(pitch).
zone(graveyard).  zone(banished).  zone(weapons).  zone(equipment).

players(S, Ps) :- Ps = S.players.

player(S, Name, P) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(name, P, N),
    N == Name,
    !.

player_index(S, Name, I) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, N),
    N == Name,
    !.

opponent(S, Name, Opp) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(name, P, Opp),
    Opp \== Name,
    !.

set_player(S0, P, S) :-
    players(S0, Ps0),
    maplist(replace_player(P), Ps0, Ps),
    S = S0.put(players, Ps).

replace_player(P, P0, P1) :-
    (   P0.name == P.name
    ->  P1 = P
    ;   P1 = P0
    ).

card_in(P, Zone, Id, Card) :-
    get_dict(Zone, P, Cards),
    member(Card, Cards),
    card_id(Card, Id0),
    Id0 == Id,
    !.

%   card_where(+Player, +Id, -Zone, -Card): the zone of Player holding Id.
card_where(P, Id, Zone, Card) :-
    zone(Zone),
    card_in(P, Zone, Id, Card),
    !.

take_card(P0, Zone, Id, Card, P) :-
    get_dict(Zone, P0, Cards0),
    nth0(_, Cards0, Card, Cards),
    card_id(Card, Id0),
    Id0 == Id,
    !,
    P = P0.put(Zone, Cards).

add_cards(P0, Zone, Cards, P) :-
    get_dict(Zone, P0, Cards0),
    append(Cards0, Cards, Cards1),
    P = P0.put(Zone, Cards1).

hero_intellect(P, I) :-
    (   card_prop(P.hero, intellect, I0), integer(I0)
    ->  I = I0
    ;   I = 4
    ).

ids_labels(P, Ids, Text) :-
    maplist(id_label(P), Ids, Labels),
    atomic_list_concat(Labels, ', ', Text).

id_label(P, Id, Label) :-
    (   card_where(P, Id, _, C)
    ->  card_label(C, Label)
    ;   format(string(Label), "card ~w", [Id])
    ).

                 /*******************************
                 *            SET-UP            *
                 *******************************/

rule('FAB-101', state, "A hero in the hero zone",
     "Each player has exactly one hero card, face up in the hero zone; the card there must be a hero.",
     seed("Почніть з того, що покладіть свого героя відкритим у зону героя.")).
rule('FAB-102', state, "Each zone holds the cards it may hold",
     "Weapons are in the weapon zone, equipment in the equipment zones, the hero in the hero zone; the deck, hand, arsenal and pitch zone hold deck-cards (action, attack action, instant, attack reaction, defense reaction); the graveyard and banished zone hold deck-cards and destroyed weapons and equipment.",
     seed("Виберіть свою зброю та спорядження і покладіть їх обличчям донизу. ... Переверніть свою зброю та спорядження і покладіть їх у зони зброї та спорядження.")).
rule('FAB-103', state, "Deck size by format",
     "A player's deck holds exactly 40 cards in Blitz and at least 60 in Classic Constructed. rulecheck counts the player's deck-cards wherever they are (deck, hand, arsenal, pitch zone, graveyard, banished zone, combat chain): within rulecheck's scope no card leaves the game, so the count stays that of the starting deck.",
     ruling("Потім виберіть карти, які будуть у вашій колоді — рівно 40 для Blitz і щонайменше 60 для Classic Constructed.",
            "The seed counts the starting deck. A position in the middle of the game has drawn, pitched and lost cards, so counting only the deck zone would reject every real position; the total of deck-cards the player owns equals the starting deck for as long as no card leaves the game (CR 4.1.5 selects the deck from deck-cards; tokens are not deck-cards, CR 1.3.2b).")).
rule('FAB-104', state, "Starting hand equals intellect",
     "Before the first turn begins (turn 1, start phase), each player holds exactly as many cards as their hero's intellect (usually 4); there is no mulligan.",
     seed("Витягніть стільки карт, скільки дорівнює інтелекту вашого героя (зазвичай 4), і починайте гру! ... Також немає можливості мулігану")).
rule('FAB-105', state, "Every card is in one place",
     "Each card id names one card in one zone of the game.",
     ruling("", "A card cannot be in two zones at once (CR 3.0: every object is in exactly one zone); a state that repeats an id is a mistake in the position.")).
rule('FAB-106', state, "Every card has known properties",
     "A card either names a catalog card (with its colour when the name has several) or gives its properties in the state; a card that names no catalog card must give its type.",
     ruling("", "Cards are described by their printed properties (name, type, cost, pitch, power, defense, go again, costs, abilities); rulecheck knows the cards of the seed by name and needs the others described.")).
rule('FAB-107', state, "One card in the arsenal",
     "The arsenal holds at most one card.",
     seed("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.")).
rule('FAB-108', state, "Only the turn player has action points",
     "Action points belong to the turn player, from their action phase until they are lost in the end phase; the other player always has 0, and nobody has any in the start phase.",
     ruling("Якщо це ваш хід, ви починаєте фазу дій з 1 очком дії ... Всі гравці втрачають залишки очок дій та ресурсів.",
            "CR 1.13.2b: a player cannot gain action points outside their own action phase; CR 4.4.3e: all action points are lost in the end phase. A position giving the other player action points cannot arise.")).
rule('FAB-109', state, "The position is consistent",
     "Two players with different names; turn_player and priority name one of them; the combat chain is open only in the action phase, and its links name the two players as attacker and defender.",
     ruling("", "A judge's position must be one the game can reach; these are the facts every other rule relies on.")).

                 /*******************************
                 *        TURN STRUCTURE        *
                 *******************************/

rule('FAB-201', constraint, "Nothing is played in the start phase",
     "In the start phase no card may be played and no ability activated; its only move is the turn player's pass into the action phase.",
     seed("Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться.Після цього переходьте до фази дій.")).
rule('FAB-202', effect, "The action phase begins with 1 action point",
     "When the start phase ends, the action phase begins and the turn player has 1 action point and priority.",
     seed("Якщо це ваш хід, ви починаєте фазу дій з 1 очком дії, яке ви можете використовувати, щоб зіграти карту дії зі своєї руки або арсеналу.")).
rule('FAB-203', constraint, "Only the player who may act moves",
     "In the start and end phases the turn player acts; in the action phase the player with priority acts, except in the defend step, where the defending player declares defenders.",
     ruling("", "The seed lets the turn player play in their action phase and lets instants be played at any time. CR 1.11: one player has priority at a time; the turn player gains priority at the start of the action phase and after each layer resolves (CR 5.3.7); a pass gives priority to the other player (CR 1.11.4a). Since rulecheck resolves each card at once, priority returns to the turn player after every play.")).
rule('FAB-204', effect, "Two passes in succession end the phase or step",
     "A pass gives priority to the other player; the second pass in succession ends the action phase (combat chain closed), the reaction step (damage is dealt) or the resolution step (the chain closes).",
     ruling("Ви граєте карту дії без опції «ще раз» і у вас не залишилося очок дії, ви не можете грати більше карт дії і переходите до фази закінчення.",
            "CR 4.3.4: the action phase ends when the stack is empty, the chain is closed and both players pass in succession; CR 7.4.3 and 7.6.4 end the reaction and resolution steps the same way.")).
rule('FAB-205', constraint, "The arsenal at the end of the turn",
     "In the end phase the turn player may put one card from their hand face down into their arsenal, only if the arsenal is empty.",
     seed("Якщо ваш арсенал порожній, ви можете покласти карту з руки в арсенал лицьовою стороною вниз.")).
rule('FAB-206', effect, "The end of the turn",
     "Ending the turn: the chosen card goes to the arsenal; every player puts their pitch zone on the bottom of their deck; all players lose their action and resource points; the turn player draws up to their hero's intellect (on the first turn of the game both players do); the other player's turn begins with their start phase.",
     seed("Всі гравці кладуть карти зі своєї зони скиду на дно своєї колоди в будь-якому порядку. Всі гравці втрачають залишки очок дій та ресурсів. Ви тягнете карти, поки кількість карт у вашій руці не стане рівною інтелекту вашого героя (зазвичай 4). Ваш хід закінчується, і ваш супротивник починає свій хід. Наприкінці першого ходу гри ОБИДВА гравці тягнуть карти до інтелекту свого героя.")).
rule('FAB-207', constraint, "A move fits the phase and step",
     "Each phase and step offers its own moves: pass in the start phase; play, activate and pass in the action phase outside the defend step; defend only in the defend step; end_turn only in the end phase.",
     ruling("", "The seed's turn structure, read with CR 4.2-4.4 and 7.3: the end phase has no priority (CR 4.4.1) and defenders are declared before anyone gets priority in the defend step (CR 7.3.2-7.3.3).")).

                 /*******************************
                 *         PLAYING CARDS        *
                 *******************************/

rule('FAB-301', constraint, "Cards are played from hand or arsenal",
     "A player plays a card of theirs from the zone the move names, their hand or their arsenal; the card must be there and be a card that can be played.",
     seed("ви починаєте фазу дій з 1 очком дії, яке ви можете використовувати, щоб зіграти карту дії зі своєї руки або арсеналу.")).
rule('FAB-302', constraint, "The resource cost must be paid",
     "The resource points the player has plus those of the cards pitched must reach the cost; if all costs cannot be paid, the card (or ability) cannot be played.",
     seed("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах. ... Якщо ви не можете оплатити ВСІ витрати на картку, ви не можете її зіграти, і ви повертаєте гру до моменту, коли ви її оголосили.")).
rule('FAB-303', constraint, "Pitch only while still short",
     "Cards are pitched one at a time, in the order the move gives, and a card may be pitched only while the player's resource points are still below the cost.",
     ruling("Ви можете скидати тільки карти зі своєї руки і тільки в тому випадку, якщо у вас ще немає достатньо очок ресурсів, щоб оплатити вартість карти.",
            "CR 1.14.2d (pitch one at a time until there is enough) and 1.14.3b (a card may be pitched only if it gains assets needed to pay). The order matters: blue (3) then red (1) for a cost of 3 is illegal, red then blue is legal. Any order in which every card was needed is accepted; legal-moves lists each pitch set once, in its canonical order (ascending pitch value, ties in hand order), which is an order in which the set is legal whenever any order is.")).
rule('FAB-304', constraint, "Pitched cards come from the hand",
     "Each pitched card is a different card from the player's own hand, has a pitch value, and is not the card being played.",
     seed("Щоб отримати очки ресурсів, ви скидаєте карти, переміщуючи їх зі своєї руки в зону скидання. Скидання карти генерує очки ресурсів, рівні її вартості скидання.")).
rule('FAB-305', constraint, "Additional costs are paid after the resource cost",
     "After the resource cost, the player pays the card's additional costs: each card discarded for them is a different card still in hand (not the card played, not a pitched card) that meets the cost's condition; a mandatory additional cost must be paid in full, an optional one fully or not at all, and a card with no such cost discards nothing.",
     seed("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів. ... Після оплати вартості ресурсів ви скидаєте \"Beast Mode\" (червоний) зі своєї руки на кладовище, щоб оплатити додаткові витрати на зіграння \"Assault and Battery\".")).
rule('FAB-306', constraint, "An action card costs an action point",
     "Playing an action card (attack or not) costs 1 action point, which only the turn player has, in their action phase.",
     seed("«Assault and Battery» є дією, тому ви повинні витратити своє очко дії, щоб її розіграти. Оскільки вона не має повторного ходу, ви не матимете більше очок дії і не зможете розіграти більше дій у цьому ході.")).
rule('FAB-307', constraint, "No non-attack actions while the chain is open",
     "While the combat chain is open, no action card may be played and no action ability activated, except an attack in the resolution step, which continues the chain; to play a non-attack action the chain must first close.",
     seed("Під час бою ви не можете грати або активувати інші дії, поки не пройдете всі кроки для резолву атаки. Після завершення атаки, на етапі ланки, ви можете зробити ще одну атаку, яка продовжить бій знову. Якщо ви хочете зіграти дії, що не є атаками, після атаки, ви повинні спочатку закрити ланцюг бою.")).
rule('FAB-308', effect, "Paying: pitch zone, graveyard, leftover points",
     "Pitched cards go to the pitch zone and add their pitch value to the player's resource points; the cost is subtracted; points left over stay until the end of the turn; cards discarded for additional costs go to the graveyard.",
     seed("всі ресурсні очки, що залишилися після розіграшу, залишаються у вас до кінця ходу.")).
rule('FAB-309', effect, "Go again",
     "When a card or ability with go again resolves (an attack: when its chain link resolves), its controller gains 1 action point, if it is their action phase.",
     seed("Якщо карта дії, яку ви граєте, має опцію «ще раз», ви відновлюєте очко дії, коли вона резолвиться, і можете зіграти ще одну дію.")).
rule('FAB-310', effect, "Instants at any time",
     "An instant may be played whenever its player may act (priority), in either player's turn and in any step of combat but the defend step; it resolves at once and goes to the graveyard.",
     seed("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти")).
rule('FAB-311', effect, "Where a played card goes",
     "A non-attack action, an instant and an attack reaction go to the graveyard as they resolve; an attack action card becomes a new chain link; a defense reaction becomes a defending card on the active chain link.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "CR 5.3.7 (a resolved layer is cleared to the graveyard), 8.1.2b, 8.1.3b and 7.2.3a. rulecheck keeps no stack: each card resolves as it is played.")).
rule('FAB-312', constraint, "Reactions only in the reaction step",
     "Attack reactions may be played (or activated) only in the reaction step, by the player who controls the attack; defense reactions only in the reaction step, by the defending player.",
     seed("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.")).

                 /*******************************
                 *      ACTIVATED ABILITIES     *
                 *******************************/

rule('FAB-401', constraint, "Only abilities of the player's own cards",
     "An ability is activated from the player's hero, a weapon in their weapon zone or equipment in their equipment zone, and the card must have an ability with that index.",
     seed("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.")).
rule('FAB-402', constraint, "Once per turn",
     "An ability limited to once per turn cannot be activated a second time in the same turn; an ability without a limit may be activated as often as its cost can be paid.",
     seed("Обмеження зазвичай діють один раз за хід, але якщо здатність не має обмеження, ви можете активувати її стільки разів, скільки захочете (за умови, що ви можете сплатити вартість).")).
rule('FAB-403', constraint, "An action ability costs an action point",
     "Activating an action ability costs 1 action point besides its resource cost (a cost of 0 still needs the action point).",
     seed("Якщо активована здібність є «дією», її активація коштує одне очко дії ... Якщо тип здібності є дією, ви все одно повинні заплатити очко дії щоб активувати її.")).
rule('FAB-404', effect, "An ability resolves",
     "Activating pays the cost (pitching as for a card), records the activation for the turn's limit, destroys the card if that is part of the cost, and resolves: an attack opens (or continues) the combat chain with the weapon as the attack; go again gives back the action point.",
     seed("Ефекти — це те, що робить здібність, коли вона резолвиться. Якщо ефект є атакою, то починається бій.")).

                 /*******************************
                 *            COMBAT            *
                 *******************************/

rule('FAB-501', effect, "An attack opens the combat chain",
     "Playing an attack action card, or activating a weapon's attack, puts it on the combat chain as a new chain link against the other hero; the defend step begins.",
     seed("Коли ви граєте або активуєте атаку, починається бій, і ви проходить ряд кроків для резолву атаки. Кожна атака резолвиться по черзі як ланка в ланцюжку бою між вами і вашим супротивником.")).
rule('FAB-502', constraint, "Defending cards",
     "In the defend step the defending player declares any number of cards (possibly none) from their hand and their equipment zone; each must have a defense value and not be a defense reaction, and each card is declared once.",
     seed("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться. • Бойовий ланцюг - Атаки та захист відбуваються в цій зоні.")).
rule('FAB-503', effect, "Damage",
     "When the reaction step ends, the attack deals damage to the defending hero equal to its power minus the total defense of the cards defending it, if that is more than 0; the chain link then resolves and the resolution step begins.",
     ruling("", "The seed stops before the damage step. CR 7.5.2: if the power of the attack is greater than the total defense of the defending cards, the attack deals the difference as damage; CR 7.6.2: the link then resolves.")).
rule('FAB-504', effect, "Closing the combat chain",
     "When both players pass in succession in the resolution step, the chain closes: attack cards go to their owner's graveyard, defending cards to the defending player's graveyard, while weapons and equipment return to their zones; the action phase continues with the turn player's priority.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище. Зброя - ... Коли зброя атакує, вона переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed sends defending cards to the graveyard and brings weapons and equipment back when combat ends; CR 7.7.5 and 7.7.6 agree (permanents return to their zones, other cards are cleared to the graveyard).")).

                 /*******************************
                 *           THE ARSENAL        *
                 *******************************/

rule('FAB-601', constraint, "Cards in the arsenal cannot defend",
     "A card in the arsenal cannot be declared as a defending card; only cards from hand and equipment defend. (A defense reaction may still be played from the arsenal in the reaction step.)",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу. / Фаза дій - ... зіграти карту дії зі своєї руки або арсеналу.",
            "The seed contradicts itself: its zone list says arsenal cards can neither attack nor defend, its action phase lets you play action cards from the arsenal. The official rules allow playing cards from the arsenal (CR 5.1.1a, 3.3.4), attacks included, and let only cards from hand and public equipment be declared as defenders (CR 7.3.2a). rulecheck takes that reading: playing from the arsenal is legal (FAB-602), declaring an arsenal card as a defender is not (this rule).")).
rule('FAB-602', effect, "Cards in the arsenal may be played",
     "A card in the arsenal may be played like a card in hand, an attack action card included; playing it empties the arsenal.",
     ruling("Фаза дій - ... зіграти карту дії зі своєї руки або арсеналу. / Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Of the seed's two passages, the official rules side with the action phase: cards may be played from the arsenal (CR 5.1.1a, 3.3.4), so an attack action card can attack from there. See FAB-601.")).

                 /*******************************
                 *        WINNING THE GAME      *
                 *******************************/

rule('FAB-701', outcome, "A hero at 0 life loses",
     "A player whose hero's life is 0 loses the game and the other player wins.",
     seed("Щоб виграти гру, ви повинні зменшити загальну кількість очок життя героя супротивника до нуля.")).
rule('FAB-702', constraint, "No moves after the game is over",
     "Once a hero is at 0 life, the game is over and no move is legal.",
     ruling("", "CR 4.5.1: a game ends immediately when a player wins.")).

                 /*******************************
                 *       WHO ACTS, AND WHEN     *
                 *******************************/

chain_open(S) :-
    get_dict(chain, S, Chain),
    is_dict(Chain).

chain_step(S, Step) :-
    chain_open(S),
    get_dict(step, S.chain, Step).

active_link(S, Link) :-
    chain_open(S),
    last(S.chain.links, Link).

%!  actor(+State, -Player) is det.
%
%   The player who may move now.

actor(S, A) :-
    Phase = S.phase,
    (   Phase == "action", chain_step(S, "defend")
    ->  active_link(S, L),
        A = L.defender
    ;   Phase == "action"
    ->  A = S.priority
    ;   A = S.turn_player
    ).

game_over(S, Loser) :-
    players(S, Ps),
    member(P, Ps),
    P.life =< 0,
    !,
    Loser = P.name.

why_actor(S, A, Why) :-
    Phase = S.phase,
    (   Phase == "action", chain_step(S, "defend")
    ->  format(string(Why), "~w is declaring defenders in the defend step", [A])
    ;   Phase == "action"
    ->  format(string(Why), "~w has priority", [A])
    ;   format(string(Why), "the ~w phase belongs to the turn player, ~w", [Phase, A])
    ).

                 /*******************************
                 *            PAYING            *
                 *******************************/

%!  pitch_sequence_ok(+Values:list(int), +Have:int, +Cost:int) is semidet.
%
%   Pitching cards of these pitch values, in this order, starting from
%   Have resource points, pitches each card only while still short of
%   Cost (CR 1.14.3b).

pitch_sequence_ok([], _, _).
pitch_sequence_ok([V|Vs], Have, Cost) :-
    Have < Cost,
    Have1 is Have + V,
    pitch_sequence_ok(Vs, Have1, Cost).

%!  pitch_set(+Hand:list, +Have, +Cost, -Set:list, -Points) is nondet.
%
%   Set is a pitch set (cards of Hand, in canonical order) that pays Cost
%   from Have, every card needed when pitched; Points the resource points
%   after pitching.  Each set once.

pitch_set(Hand, Have, Cost, Set, Points) :-
    (   Have >= Cost
    ->  Set = [],
        Points = Have
    ;   findall(V-C, ( member(C, Hand), pitch_of(C, V) ), Pitchable),
        Need is Cost - Have,
        needed_sub_list(Pitchable, 0, 0, Need, Sub, Sum),
        canonical_cards(Hand, Sub, Set),
        Points is Have + Sum
    ).

%   needed_sub_list(+ValueCards, +Sum0, +Max0, +Need, -Sub, -Sum): the
%   sub-lists (in sub_list/2 order) whose pitch values reach Need while
%   the sum without the largest value stays below it, i.e. every card is
%   needed in ascending order.  Pitch values are not negative, so once
%   the sum without the largest value reaches Need no longer sub-list can
%   do: such branches are cut short.
needed_sub_list([], Sum, Max, Need, [], Sum) :-
    Sum >= Need,
    Sum - Max < Need.
needed_sub_list([V-C|VCs], Sum0, Max0, Need, [C|Cs], Sum) :-
    Sum1 is Sum0 + V,
    Max1 is max(Max0, V),
    Sum1 - Max1 < Need,
    needed_sub_list(VCs, Sum1, Max1, Need, Cs, Sum).
needed_sub_list([_|VCs], Sum0, Max0, Need, Cs, Sum) :-
    needed_sub_list(VCs, Sum0, Max0, Need, Cs, Sum).

sub_list([], []).
sub_list([X|Xs], [X|Ys]) :- sub_list(Xs, Ys).
sub_list([_|Xs], Ys) :- sub_list(Xs, Ys).

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

%   Position order (for discards and defenders).
position_order(Cards, Ids, Ordered) :-
    partition(id_in_cards(Cards), Ids, Known, Unknown),
    maplist(position_key(Cards), Known, Keyed),
    msort(Keyed, Sorted),
    pairs_values(Sorted, Ordered0),
    append(Ordered0, Unknown, Ordered).

position_key(Cards, Id, I-Id) :-
    nth0(I, Cards, C),
    card_id(C, Id0),
    Id0 == Id,
    !.

                 /*******************************
                 *       CANDIDATE MOVES        *
                 *******************************/

%!  candidate(+State, ?Move) is nondet.
%
%   Unbound Move: the moves of the position, in a stable order; each
%   pitch set once, in canonical order, each defending set once.  Bound
%   Move (a judge's question): Move is one of them once its pitch
%   sequence and its sets are put in canonical order, so that a legal
%   pitch order other than the canonical one is still recognised.

candidate(S, M) :-
    (   nonvar(M)
    ->  normalized_move(S, M, N),
        dict_pairs(N, _, NPairs),
        once(( generated(S, G), dict_pairs(G, _, GPairs), GPairs == NPairs ))
    ;   generated(S, M)
    ).

generated(S, M) :-
    \+ game_over(S, _),
    Phase = S.phase,
    generated(Phase, S, M).

generated("start", S, _{player:TP, action:"pass"}) :-
    TP = S.turn_player.
generated("end", S, M) :-
    TP = S.turn_player,
    player(S, TP, P),
    (   M = _{player:TP, action:"end_turn"}
    ;   P.arsenal == [],
        member(C, P.hand),
        card_id(C, Id),
        M = _{player:TP, action:"end_turn", arsenal:Id}
    ).
generated("action", S, M) :-
    (   chain_step(S, "defend")
    ->  defend_candidate(S, M)
    ;   actor(S, A),
        (   play_candidate(S, A, M)
        ;   activate_candidate(S, A, M)
        ;   M = _{player:A, action:"pass"}
        )
    ).

play_candidate(S, A, M) :-
    player(S, A, P),
    member(From-Zone, ["hand"-hand, "arsenal"-arsenal]),
    get_dict(Zone, P, Cards),
    member(C, Cards),
    card_type(C, T),
    playable_type(T),
    \+ card_timing_refused(S, A, P, T),
    card_id(C, Id),
    exclude(has_id(Id), P.hand, Hand),
    card_cost(C, Cost),
    pitch_set(Hand, P.resource_points, Cost, Set, _),
    maplist(card_id, Set, PitchIds),
    exclude(id_member(PitchIds), Hand, Left),
    discard_choice(C, Left, Discard),
    M = _{player:A, action:"play", card:Id, from:From, pitch:PitchIds, discard:Discard}.

discard_choice(Card, Left, Ids) :-
    (   card_additional_discard(Card, Spec)
    ->  spec_count(Spec, N),
        spec_min_power(Spec, MinP),
        include(power_at_least(MinP), Left, Eligible),
        (   spec_optional(Spec),
            Ids = []
        ;   length(Chosen, N),
            sub_list(Eligible, Chosen),
            maplist(card_id, Chosen, Ids)
        )
    ;   Ids = []
    ).

spec_count(Spec, N) :-
    (   get_dict(count, Spec, N0), integer(N0) -> N = N0 ; N = 1 ).
spec_min_power(Spec, P) :-
    (   get_dict(min_power, Spec, P0), integer(P0) -> P = P0 ; P = 0 ).
spec_optional(Spec) :-
    get_dict(optional, Spec, true).

activate_candidate(S, A, M) :-
    player(S, A, P),
    ability_source(P, C, _),
    card_abilities(C, As),
    nth0(I, As, Ab),
    \+ ability_refused(S, A, P, C, I, Ab),
    ability_cost(Ab, Cost),
    pitch_set(P.hand, P.resource_points, Cost, Set, _),
    maplist(card_id, Set, PitchIds),
    card_id(C, Id),
    M = _{player:A, action:"activate", card:Id, ability:I, pitch:PitchIds}.

%   Candidates the rules refuse whatever is pitched or discarded are not
%   generated: each condition below is one under which check names a rule
%   the move breaks.
%   card_timing_refused(+S, +Actor, +Player, +Type): a card of Type cannot
%   be played now: an action card without an action point (FAB-306) or
%   while the chain is open (FAB-307, but for an attack in the resolution
%   step); a reaction outside the reaction step or by the wrong player
%   (FAB-312).
card_timing_refused(S, A, P, T) :-
    (   is_action_type(T)
    ->  (   P.action_points < 1
        ->  true
        ;   T == "attack action"
        ->  chain_refuses_action(S, attack)
        ;   chain_refuses_action(S, other)
        )
    ;   reaction_refused(S, A, T)
    ).

chain_refuses_action(S, Kind) :-
    chain_open(S),
    Step = S.chain.step,
    Step \== "defend",
    (   Kind == attack
    ->  Step \== "resolution"
    ;   true
    ).

reaction_refused(S, A, T) :-
    (   T == "attack reaction"
    ->  \+ ( chain_step(S, "reaction"), active_link(S, L), A == L.controller )
    ;   T == "defense reaction"
    ->  \+ ( chain_step(S, "reaction"), active_link(S, L), A == L.defender )
    ).

%   ability_refused(+S, +Actor, +Player, +Card, +Index, +Ability): an
%   action ability without an action point (FAB-403) or while the chain
%   is open (FAB-307); a once-per-turn ability already activated
%   (FAB-402); a reaction ability at the wrong time (FAB-312).
ability_refused(S, A, P, C, I, Ab) :-
    ability_type(Ab, T),
    (   T == "action",
        (   P.action_points < 1
        ->  true
        ;   get_dict(effect, Ab, "attack")
        ->  chain_refuses_action(S, attack)
        ;   chain_refuses_action(S, other)
        )
    ->  true
    ;   reaction_refused(S, A, T)
    ->  true
    ;   ability_once(Ab),
        key_value(activated, S, [], Done),
        Done \== [],
        card_id(C, Id),
        activation_key(Id, I, Key),
        memberchk(Key, Done)
    ).

ability_source(P, P.hero, hero).
ability_source(P, C, weapons) :- member(C, P.weapons).
ability_source(P, C, equipment) :- member(C, P.equipment).

ability_cost(Ab, Cost) :-
    (   get_dict(cost, Ab, C0), integer(C0) -> Cost = C0 ; Cost = 0 ).
ability_type(Ab, T) :-
    (   get_dict(type, Ab, T0) -> T = T0 ; T = "instant" ).
ability_once(Ab) :-
    get_dict(limit, Ab, "once per turn").

defend_candidate(S, _{player:D, action:"defend", cards:Ids}) :-
    active_link(S, L),
    D = L.defender,
    player(S, D, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    sub_list(Eligible, Chosen),
    maplist(card_id, Chosen, Ids).

can_defend(C) :-
    card_prop(C, defense, D),
    integer(D),
    card_type(C, T),
    T \== "defense reaction".

%   normalized_move(+State, +Move, -Normal): Move with defaults filled and
%   its lists in canonical order.
normalized_move(S, M, N) :-
    get_dict(action, M, Action),
    normalized_move(Action, S, M, N).

normalized_move("play", S, M, N) :-
    !,
    get_dict(player, M, A),
    pitch_ids(M, Pitch0),
    key_value(discard, M, [], Discard0),
    (   player(S, A, P)
    ->  canonical_pitch_order(P.hand, Pitch0, Pitch),
        position_order(P.hand, Discard0, Discard)
    ;   Pitch = Pitch0, Discard = Discard0
    ),
    N = M.put(_{pitch:Pitch, discard:Discard}).
normalized_move("activate", S, M, N) :-
    !,
    get_dict(player, M, A),
    pitch_ids(M, Pitch0),
    (   player(S, A, P)
    ->  canonical_pitch_order(P.hand, Pitch0, Pitch)
    ;   Pitch = Pitch0
    ),
    N = M.put(pitch, Pitch).
normalized_move("defend", S, M, N) :-
    !,
    get_dict(player, M, A),
    key_value(cards, M, [], Ids0),
    (   player(S, A, P)
    ->  append(P.hand, P.equipment, Pool),
        position_order(Pool, Ids0, Ids)
    ;   Ids = Ids0
    ),
    N = M.put(cards, Ids).
normalized_move("end_turn", _, M, N) :-
    !,
    (   get_dict(arsenal, M, null)
    ->  del_dict(arsenal, M, _, N)
    ;   N = M
    ).
normalized_move(_, _, M, M).

pitch_ids(M, Ids) :-
    key_value(pitch, M, [], Ids).

                 /*******************************
                 *          VIOLATIONS          *
                 *******************************/

%!  violation(+State, +Move, -RuleId, -Message) is nondet.
%
%   One solution per rule Move breaks, with the first message found.
%   The rules a move can break depend on its action (action_rules/2);
%   each is tried in turn, so that asking whether a move breaks any rule
%   stops at the first one it breaks.  broken(Rule, Action, S, M, Context,
%   Msg) is indexed on the rule and the action (an atom); Context is what
%   the move is about, looked up once (move_context/4).

violation(S, M, Id, Msg) :-
    (   game_over(S, Loser)
    ->  Id = 'FAB-702',
        format(string(Msg), "the game is over: ~w's hero is at 0 life", [Loser])
    ;   move_action(M, A),
        move_context(A, S, M, X),
        action_rules(A, Ids),
        member(Id, Ids),
        once(broken(Id, A, S, M, X, Msg))
    ).

%   move_context(+Action, +S, +M, -Context):
%     play: card(Player, Card, Pitched) for the card played (played_card/4),
%     activate: ability(Player, Card, Ability, Pitched) (activated_ability/5),
%   where Pitched are the pitched cards that are real pitchable cards of
%   the hand (valid_pitch/4); `none` when there is no such card or ability
%   or for the other actions.
move_context(play, S, M, X) :-
    !,
    (   played_card(S, M, P, C)
    ->  card_id(C, Id),
        valid_pitch(P, M, Id, Cards),
        X = card(P, C, Cards)
    ;   X = none
    ).
move_context(activate, S, M, X) :-
    !,
    (   activated_ability(S, M, P, C, Ab)
    ->  valid_pitch(P, M, none, Cards),
        X = ability(P, C, Ab, Cards)
    ;   X = none
    ).
move_context(_, _, _, none).

%   move_action(+Move, -Action:atom): the move's action, `other` if it is
%   none of the five.
move_action(M, A) :-
    (   get_dict(action, M, A0),
        action_atom(A0, A1)
    ->  A = A1
    ;   A = other
    ).

action_atom("pass", pass).
action_atom("play", play).
action_atom("activate", activate).
action_atom("defend", defend).
action_atom("end_turn", end_turn).

%   The rules a move of each action can break, in rulebook order.
action_rules(pass,     ['FAB-203', 'FAB-207']).
action_rules(play,     ['FAB-203', 'FAB-201', 'FAB-207', 'FAB-301', 'FAB-304', 'FAB-303',
                        'FAB-302', 'FAB-305', 'FAB-306', 'FAB-307', 'FAB-312']).
action_rules(activate, ['FAB-203', 'FAB-201', 'FAB-207', 'FAB-304', 'FAB-303', 'FAB-302',
                        'FAB-307', 'FAB-312', 'FAB-401', 'FAB-402', 'FAB-403']).
action_rules(defend,   ['FAB-203', 'FAB-207', 'FAB-502', 'FAB-601']).
action_rules(end_turn, ['FAB-203', 'FAB-207', 'FAB-205']).
action_rules(other,    ['FAB-203']).

%   Who may act.
broken('FAB-203', _, S, M, _, Msg) :-
    actor(S, A),
    M.player \== A,
    why_actor(S, A, Why),
    format(string(Msg), "~w may not act now: ~w", [M.player, Why]).

%   The phase and step.
broken('FAB-201', Action, S, _, _, Msg) :-
    memberchk(Action, [play, activate]),
    S.phase == "start",
    Msg = "the start phase has no plays: pass to begin the action phase".
broken('FAB-207', _, S, M, _, Msg) :-
    phase_misfit(S, M.action, Msg).

phase_misfit(S, "pass", Msg) :-
    (   S.phase == "end"
    ->  Msg = "the end phase is one move, end_turn; there is no priority to pass"
    ;   S.phase == "action", chain_step(S, "defend")
    ->  Msg = "in the defend step the defending player declares defenders (a defend move with no cards defends with nothing)"
    ).
phase_misfit(S, Action, Msg) :-
    memberchk(Action, ["play", "activate"]),
    (   S.phase == "end"
    ->  Msg = "nothing is played in the end phase"
    ;   S.phase == "action", chain_step(S, "defend")
    ->  Msg = "nothing is played while defenders are being declared"
    ).
phase_misfit(S, "defend", Msg) :-
    \+ ( S.phase == "action", chain_step(S, "defend") ),
    Msg = "defenders are declared only in the defend step of combat".
phase_misfit(S, "end_turn", Msg) :-
    S.phase \== "end",
    format(string(Msg), "the turn ends only in the end phase; this is the ~w phase", [S.phase]).

%   Playing a card.
broken('FAB-301', play, S, M, _, Msg) :-
    play_source_problem(S, M, Msg).

play_source_problem(S, M, Msg) :-
    player(S, M.player, P),
    Id = M.card,
    From = M.from,
    (   From == "hand" -> Zone = hand ; Zone = arsenal ),
    (   card_in(P, Zone, Id, C)
    ->  card_type(C, T),
        \+ playable_type(T),
        card_label(C, L),
        format(string(Msg), "~w is a card of type ~w, which cannot be played", [L, T])
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(Msg), "~w is in ~w's ~w, not in their ~w", [L, M.player, Z, From])
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, Id, _, C)
    ->  card_label(C, L),
        format(string(Msg), "~w belongs to ~w; only a card's owner plays it", [L, O])
    ;   format(string(Msg), "there is no card ~w in ~w's ~w", [Id, M.player, From])
    ).

%   The card a play move is about, wherever in hand or arsenal it is.
played_card(S, M, P, C) :-
    player(S, M.player, P),
    (   card_in(P, hand, M.card, C0) -> C = C0
    ;   card_in(P, arsenal, M.card, C)
    ).

broken('FAB-304', play, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-304', Msg).
broken('FAB-303', play, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-303', Msg).
broken('FAB-302', play, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-302', Msg).
broken('FAB-304', activate, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-304', Msg).
broken('FAB-303', activate, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-303', Msg).
broken('FAB-302', activate, S, M, X, Msg) :-
    pitch_broken(S, M, X, 'FAB-302', Msg).

pitch_broken(_, M, card(P, C, Cards), Rule, Msg) :-
    card_cost(C, Cost),
    card_id(C, Id),
    pitch_problem(P, Cost, pitch_ids(M), Id, Cards, Rule, Msg).
pitch_broken(_, M, ability(P, _, Ab, Cards), Rule, Msg) :-
    ability_cost(Ab, Cost),
    pitch_problem(P, Cost, pitch_ids(M), none, Cards, Rule, Msg).

%   pitch_problem(+Player, +Cost, +pitch_ids(Move), +PlayedId, +Cards, -Rule, -Msg):
%   Cards are valid_pitch/4 of the move.  When they are as many as the ids
%   pitched, every id is a different pitchable card of the hand, not the
%   card played: nothing breaks FAB-304.
pitch_problem(P, _, pitch_ids(M), Played, Cards, 'FAB-304', Msg) :-
    pitch_ids(M, Ids),
    \+ same_length(Ids, Cards),
    nth0(I, Ids, Id),
    (   Id == Played
    ->  format(string(Msg), "~w is the card being played; it cannot pay for itself", [Id])
    ;   nth0(J, Ids, Id2), J < I, Id2 == Id
    ->  format(string(Msg), "~w is pitched twice", [Id])
    ;   card_in(P, hand, Id, C)
    ->  \+ card_prop(C, pitch, _),
        card_label(C, L),
        format(string(Msg), "~w has no pitch value", [L])
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(Msg), "~w is in the ~w; only cards in hand can be pitched", [L, Z])
    ;   format(string(Msg), "there is no card ~w in ~w's hand", [Id, P.name])
    ).
pitch_problem(P, Cost, _, _, Cards, 'FAB-303', Msg) :-
    Have0 = P.resource_points,
    once(( append(Before, [C|_], Cards),
           maplist(pitch_of, Before, Vs),
           sum_list(Vs, Sum),
           Have is Have0 + Sum,
           Have >= Cost )),
    card_label(C, L),
    format(string(Msg), "~w was pitched with ~d resource point(s) already in hand for a cost of ~d: it was not needed", [L, Have, Cost]).
pitch_problem(P, Cost, _, _, Cards, 'FAB-302', Msg) :-
    maplist(pitch_of, Cards, Vs),
    sum_list(Vs, Sum),
    Total is P.resource_points + Sum,
    Total < Cost,
    format(string(Msg), "the cost is ~d but ~w has only ~d resource point(s) (~d before pitching + ~d pitched)",
           [Cost, P.name, Total, P.resource_points, Sum]).

%   The pitched cards that are real pitchable cards of the hand, in order.
valid_pitch(P, M, Played, Cards) :-
    pitch_ids(M, Ids0),
    list_to_set(Ids0, Ids),
    exclude(==(Played), Ids, Ids1),
    foldl(add_if_pitchable(P), Ids1, [], Cards).

%   Additional costs.
broken('FAB-305', play, _, M, card(P, C, _), Msg) :-
    key_value(discard, M, [], Ds),
    pitch_ids(M, Pitch),
    card_id(C, Id),
    discard_problem(P, C, Id, Pitch, Ds, Msg).

discard_problem(P, _, Played, Pitch, Ds, Msg) :-
    once(discard_card_problem(P, Played, Pitch, Ds, Msg)).
discard_problem(P, C, _, _, Ds, Msg) :-
    once(discard_spec_problem(P, C, Ds, Msg)).

discard_card_problem(P, Played, Pitch, Ds, Msg) :-
    nth0(I, Ds, D),
    (   D == Played
    ->  format(string(Msg), "~w is the card being played; it cannot be discarded for its own cost", [D])
    ;   memberchk(D, Pitch)
    ->  format(string(Msg), "~w was pitched; it is no longer in hand when the additional cost is paid", [D])
    ;   nth0(J, Ds, D2), J < I, D2 == D
    ->  format(string(Msg), "~w is discarded twice", [D])
    ;   \+ card_in(P, hand, D, _)
    ->  format(string(Msg), "~w is not in ~w's hand", [D, P.name])
    ).

discard_spec_problem(P, C, Ds, Msg) :-
    (   card_additional_discard(C, Spec)
    ->  spec_count(Spec, N),
        length(Ds, K),
        (   K > 0, K =\= N
        ->  card_label(C, L),
            format(string(Msg), "~w's additional cost discards ~d card(s), not ~d", [L, N, K])
        ;   K =:= 0, \+ spec_optional(Spec)
        ->  card_label(C, L),
            format(string(Msg), "~w cannot be played without paying its additional cost (~w)", [L, Spec.label])
        ;   spec_min_power(Spec, MinP),
            member(D, Ds),
            card_in(P, hand, D, DC),
            card_power(DC, Pw),
            Pw < MinP
        ->  card_label(DC, DL),
            format(string(Msg), "~w has ~d power; ~w needs a card with ~d or more", [DL, Pw, Spec.label, MinP])
        )
    ;   Ds \== []
    ->  card_label(C, L),
        format(string(Msg), "~w has no additional cost; nothing is discarded to play it", [L])
    ).

%   Action points for action cards.
broken('FAB-306', play, _, _, card(P, C, _), Msg) :-
    card_type(C, T),
    is_action_type(T),
    P.action_points < 1,
    card_label(C, L),
    format(string(Msg), "~w is an action card and costs 1 action point; ~w has none", [L, P.name]).

%   Actions while the chain is open.
broken('FAB-307', _, S, _, X, Msg) :-
    chain_open(S),
    Step = S.chain.step,
    Step \== "defend",
    context_action_kind(X, Kind, C, How),
    (   Kind == attack
    ->  Step \== "resolution",
        action_label(How, C, L),
        format(string(Msg), "~w is an attack; during combat another attack may be played only in the resolution step, not the ~w step", [L, Step])
    ;   Kind == other,
        action_label(How, C, L),
        format(string(Msg), "~w is a non-attack action: the combat chain is open and must close first", [L])
    ).

%   action_kind(S, M, attack|other, Label): the move plays an action card
%   or activates an action ability.
action_kind(S, M, Kind, L) :-
    action_kind(S, M, Kind, C, How),
    action_label(How, C, L).

%   action_kind(S, M, Kind, Card, card|ability): the same, without the label.
action_kind(S, M, Kind, C, card) :-
    M.action == "play",
    played_card(S, M, _, C),
    card_type(C, T),
    is_action_type(T),
    (   T == "attack action" -> Kind = attack ; Kind = other ).
action_kind(S, M, Kind, C, ability) :-
    M.action == "activate",
    activated_ability(S, M, _, C, Ab),
    ability_type(Ab, "action"),
    (   get_dict(effect, Ab, "attack") -> Kind = attack ; Kind = other ).

context_action_kind(card(_, C, _), Kind, C, card) :-
    card_type(C, T),
    is_action_type(T),
    (   T == "attack action" -> Kind = attack ; Kind = other ).
context_action_kind(ability(_, C, Ab, _), Kind, C, ability) :-
    ability_type(Ab, "action"),
    (   get_dict(effect, Ab, "attack") -> Kind = attack ; Kind = other ).

action_label(card, C, L) :-
    card_label(C, L).
action_label(ability, C, L) :-
    card_label(C, L0),
    format(string(L), "the action ability of ~w", [L0]).

%   Reactions.
broken('FAB-312', _, S, M, X, Msg) :-
    context_reaction_kind(X, Kind, C, How),
    (   \+ chain_step(S, "reaction")
    ->  reaction_label(How, C, L),
        format(string(Msg), "~w is a ~w: it can be used only in the reaction step of combat", [L, Kind])
    ;   active_link(S, Link),
        (   Kind == "attack reaction", M.player \== Link.controller
        ->  reaction_label(How, C, L),
            format(string(Msg), "~w is an attack reaction: only ~w, who controls the attack, may use it", [L, Link.controller])
        ;   Kind == "defense reaction", M.player \== Link.defender
        ->  reaction_label(How, C, L),
            format(string(Msg), "~w is a defense reaction: only ~w, the defending player, may use it", [L, Link.defender])
        )
    ).

reaction_kind(S, M, T, L) :-
    reaction_kind(S, M, T, C, How),
    reaction_label(How, C, L).

reaction_kind(S, M, T, C, card) :-
    M.action == "play",
    played_card(S, M, _, C),
    card_type(C, T),
    memberchk(T, ["attack reaction", "defense reaction"]).
reaction_kind(S, M, T, C, ability) :-
    M.action == "activate",
    activated_ability(S, M, _, C, Ab),
    ability_type(Ab, T),
    memberchk(T, ["attack reaction", "defense reaction"]).

context_reaction_kind(card(_, C, _), T, C, card) :-
    card_type(C, T),
    memberchk(T, ["attack reaction", "defense reaction"]).
context_reaction_kind(ability(_, C, Ab, _), T, C, ability) :-
    ability_type(Ab, T),
    memberchk(T, ["attack reaction", "defense reaction"]).

reaction_label(card, C, L) :-
    card_label(C, L).
reaction_label(ability, C, L) :-
    card_label(C, L0),
    format(string(L), "the ability of ~w", [L0]).

%   Activated abilities.
activated_ability(S, M, P, C, Ab) :-
    player(S, M.player, P),
    Id = M.card,
    (   card_id(P.hero, HId), HId == Id
    ->  C = P.hero
    ;   card_in(P, weapons, Id, C0)
    ->  C = C0
    ;   card_in(P, equipment, Id, C)
    ),
    card_abilities(C, As),
    I = M.ability,
    integer(I),
    nth0(I, As, Ab).

broken('FAB-401', activate, S, M, none, Msg) :-
    (   player(S, M.player, P),
        ( card_id(P.hero, HId), HId == M.card -> C = P.hero
        ; card_in(P, weapons, M.card, C) -> true
        ; card_in(P, equipment, M.card, C)
        )
    ->  card_label(C, L),
        card_abilities(C, As),
        length(As, N),
        (   N =:= 1 -> Suffix = "y" ; Suffix = "ies" ),
        format(string(Msg), "~w has ~d activated abilit~w; there is no ability ~w", [L, N, Suffix, M.ability])
    ;   format(string(Msg), "~w controls no hero, weapon or equipment ~w", [M.player, M.card])
    ).
broken('FAB-402', activate, S, M, ability(_, C, Ab, _), Msg) :-
    ability_once(Ab),
    activation_key(M.card, M.ability, Key),
    key_value(activated, S, [], Done),
    memberchk(Key, Done),
    card_label(C, L),
    format(string(Msg), "the ability of ~w is once per turn and was already activated this turn", [L]).
broken('FAB-403', activate, _, _, ability(P, C, Ab, _), Msg) :-
    ability_type(Ab, "action"),
    P.action_points < 1,
    card_label(C, L),
    format(string(Msg), "the ability of ~w is an action and costs 1 action point; ~w has none", [L, P.name]).

activation_key(Id, I, Key) :-
    (   string(Id), integer(I)
    ->  atomics_to_string([Id, "/", I], Key)    % what format/3 writes
    ;   format(string(Key), "~w/~w", [Id, I])
    ).

%   Defending.
broken('FAB-502', defend, S, M, _, Msg) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    once(defender_problem(P, M, Ids, Msg)).

defender_problem(P, M, Ids, Msg) :-
    nth0(I, Ids, Id),
    (   nth0(J, Ids, Id2), J < I, Id2 == Id
    ->  format(string(Msg), "~w is declared twice", [Id])
    ;   ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) )
    ->  \+ can_defend(C),
        card_label(C, L),
        card_type(C, T),
        (   T == "defense reaction"
        ->  format(string(Msg), "~w is a defense reaction: it is played in the reaction step, not declared", [L])
        ;   format(string(Msg), "~w has no defense value", [L])
        )
    ;   card_in(P, arsenal, Id, _)
    ->  fail
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(Msg), "~w is in the ~w; defenders come from hand and equipment", [L, Z])
    ;   format(string(Msg), "~w has no card ~w", [M.player, Id])
    ).
broken('FAB-601', defend, S, M, _, Msg) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    once(( member(Id, Ids), card_in(P, arsenal, Id, C) )),
    card_label(C, L),
    format(string(Msg), "~w is in the arsenal; cards in the arsenal cannot defend", [L]).

%   The arsenal at the end of the turn.
broken('FAB-205', end_turn, S, M, _, Msg) :-
    get_dict(arsenal, M, Id),
    Id \== null,
    player(S, M.player, P),
    (   P.arsenal \== []
    ->  format(string(Msg), "~w's arsenal already holds a card; a card goes there only when it is empty", [M.player])
    ;   \+ card_in(P, hand, Id, _)
    ->  (   card_where(P, Id, Z, C)
        ->  card_label(C, L),
            format(string(Msg), "~w is in the ~w; only a card from hand goes to the arsenal", [L, Z])
        ;   format(string(Msg), "~w has no card ~w in hand", [M.player, Id])
        )
    ).

                 /*******************************
                 *          NEXT STATE          *
                 *******************************/

%!  next(+State0, +Move, -State) is det.

next(S0, M0, S) :-
    normalized_move(S0, M0, M),
    next_(M.action, S0, M, S).

next_("pass", S0, _, S) :-
    S0.phase == "start",
    !,
    TP = S0.turn_player,
    player(S0, TP, P0),
    set_player(S0, P0.put(action_points, 1), S1),
    S = S1.put(_{phase:"action", priority:TP, passes:0}).
next_("pass", S0, M, S) :-
    (   S0.passes =:= 0
    ->  opponent(S0, M.player, O),
        S = S0.put(_{priority:O, passes:1})
    ;   \+ chain_open(S0)
    ->  S = S0.put(_{phase:"end", priority:S0.turn_player, passes:0})
    ;   chain_step(S0, "reaction")
    ->  deal_damage(S0, S)
    ;   close_chain(S0, S)
    ).
next_("play", S0, M, S) :-
    player(S0, M.player, P0),
    (   M.from == "hand" -> Zone = hand ; Zone = arsenal ),
    take_card(P0, Zone, M.card, C, P1),
    card_cost(C, Cost),
    pay(P1, Cost, M.pitch, P2),
    foldl(discard_card, M.discard, P2, P3),
    card_type(C, T),
    (   is_action_type(T)
    ->  AP is P3.action_points - 1,
        P4 = P3.put(action_points, AP)
    ;   P4 = P3
    ),
    set_player(S0, P4, S1),
    resolve_card(S1, M.player, C, T, S2),
    after_play(S2, S).
next_("activate", S0, M, S) :-
    activated_ability(S0, M, P0, C, Ab),
    ability_cost(Ab, Cost),
    pay(P0, Cost, M.pitch, P1),
    (   ability_type(Ab, "action")
    ->  AP is P1.action_points - 1,
        P2 = P1.put(action_points, AP)
    ;   P2 = P1
    ),
    card_id(C, Id),
    (   get_dict(destroy_self, Ab, true),
        card_where(P2, Id, Zone, _)
    ->  take_card(P2, Zone, Id, C, P3a),
        add_cards(P3a, graveyard, [C], P3)
    ;   P3 = P2
    ),
    set_player(S0, P3, S1),
    activation_key(Id, M.ability, Key),
    key_value(activated, S1, [], Done),
    append(Done, [Key], Done1),
    S2 = S1.put(activated, Done1),
    (   get_dict(effect, Ab, "attack"),
        card_in(P3, weapons, Id, W)
    ->  take_card(P3, weapons, Id, W, P4),
        set_player(S2, P4, S3),
        (   get_dict(go_again, Ab, true) -> GA = true ; GA = false ),
        add_link(S3, M.player, W, GA, S)
    ;   (   get_dict(go_again, Ab, true)
        ->  go_again(S2, M.player, S3)
        ;   S3 = S2
        ),
        after_play(S3, S)
    ).
next_("defend", S0, M, S) :-
    player(S0, M.player, P0),
    foldl(take_defender, M.cards, P0-[], P1-Cards),
    set_player(S0, P1, S1),
    Chain0 = S1.chain,
    append(Links0, [L0], Chain0.links),
    append(L0.defending, Cards, Def),
    append(Links0, [L0.put(defending, Def)], Links),
    S = S1.put(_{chain:Chain0.put(_{step:"reaction", links:Links}),
                 priority:S1.turn_player, passes:0}).
next_("end_turn", S0, M, S) :-
    TP = S0.turn_player,
    player(S0, TP, P0),
    (   get_dict(arsenal, M, Id)
    ->  take_card(P0, hand, Id, C, P0a),
        add_cards(P0a, arsenal, [C], P1)
    ;   P1 = P0
    ),
    set_player(S0, P1, S1),
    players(S1, Ps1),
    maplist(end_of_turn_player, Ps1, Ps2),
    S2 = S1.put(players, Ps2),
    (   S2.turn =:= 1
    ->  Drawers = Ps2
    ;   player(S2, TP, TPP), Drawers = [TPP]
    ),
    maplist(player_name, Drawers, DrawerNames),
    foldl(draw_up, DrawerNames, S2, S3),
    opponent(S3, TP, Next),
    Turn is S3.turn + 1,
    S = S3.put(_{turn:Turn, turn_player:Next, phase:"start", priority:Next,
                 passes:0, activated:[]}).

end_of_turn_player(P0, P) :-
    add_cards(P0.put(pitch, []), deck, P0.pitch, P1),
    P = P1.put(_{action_points:0, resource_points:0}).

player_name(P, P.name).

take_defender(Id, P0-Cs0, P-Cs) :-
    (   card_in(P0, hand, Id, _) -> Zone = hand ; Zone = equipment ),
    take_card(P0, Zone, Id, C, P),
    append(Cs0, [C], Cs).

%   pay(+Player0, +Cost, +PitchIds, -Player): pitch in order, pay.
pay(P0, Cost, Ids, P) :-
    foldl(pitch_card, Ids, P0, P1),
    RP1 is P1.resource_points - Cost,
    P = P1.put(resource_points, RP1).

pitch_card(Id, P0, P) :-
    take_card(P0, hand, Id, C, P1),
    card_prop(C, pitch, V),
    RP is P1.resource_points + V,
    add_cards(P1.put(resource_points, RP), pitch, [C], P).

resolve_card(S0, Who, C, "attack action", S) :-
    !,
    (   card_go_again(C) -> GA = true ; GA = false ),
    add_link(S0, Who, C, GA, S).
resolve_card(S0, _, C, "defense reaction", S) :-
    !,
    Chain0 = S0.chain,
    append(Links0, [L0], Chain0.links),
    append(L0.defending, [C], Def),
    append(Links0, [L0.put(defending, Def)], Links),
    S = S0.put(chain, Chain0.put(links, Links)).
resolve_card(S0, Who, C, _, S) :-
    player(S0, Who, P0),
    add_cards(P0, graveyard, [C], P1),
    set_player(S0, P1, S1),
    (   card_go_again(C)
    ->  go_again(S1, Who, S)
    ;   S = S1
    ).

%   A layer resolved: the turn player gets priority (the defend step
%   needs no priority).
after_play(S0, S) :-
    S = S0.put(_{priority:S0.turn_player, passes:0}).

go_again(S0, Who, S) :-
    (   Who == S0.turn_player, S0.phase == "action"
    ->  player(S0, Who, P0),
        AP is P0.action_points + 1,
        set_player(S0, P0.put(action_points, AP), S)
    ;   S = S0
    ).

add_link(S0, Who, Attack, GoAgain, S) :-
    opponent(S0, Who, Def),
    Link = _{attack:Attack, controller:Who, defender:Def, go_again:GoAgain, defending:[]},
    (   chain_open(S0)
    ->  append(S0.chain.links, [Link], Links)
    ;   Links = [Link]
    ),
    S = S0.put(_{chain:_{step:"defend", links:Links}, priority:S0.turn_player, passes:0}).

%!  chain_damage(+Power, +Defenses:list, -Damage) is det.

chain_damage(Power, Defenses, Damage) :-
    sum_list(Defenses, D),
    Damage is max(0, Power - D).

deal_damage(S0, S) :-
    Chain0 = S0.chain,
    append(Links0, [L0], Chain0.links),
    card_power(L0.attack, Power),
    maplist(card_defense, L0.defending, Ds),
    chain_damage(Power, Ds, Damage),
    player(S0, L0.defender, D0),
    Life is max(0, D0.life - Damage),
    set_player(S0, D0.put(life, Life), S1),
    append(Links0, [L0.put(damage, Damage)], Links),
    S2 = S1.put(_{chain:Chain0.put(_{step:"resolution", links:Links}),
                  priority:S1.turn_player, passes:0}),
    (   L0.go_again == true
    ->  go_again(S2, L0.controller, S)
    ;   S = S2
    ).

close_chain(S0, S) :-
    foldl(close_link, S0.chain.links, S0, S1),
    S = S1.put(_{chain:null, priority:S1.turn_player, passes:0}).

close_link(L, S0, S) :-
    put_back(L.controller, L.attack, S0, S1),
    foldl(put_back(L.defender), L.defending, S1, S).

put_back(Who, C, S0, S) :-
    player(S0, Who, P0),
    card_type(C, T),
    (   T == "weapon" -> Zone = weapons
    ;   T == "equipment" -> Zone = equipment
    ;   Zone = graveyard
    ),
    add_cards(P0, Zone, [C], P1),
    set_player(S0, P1, S).

draw_up(Who, S0, S) :-
    player(S0, Who, P0),
    hero_intellect(P0, Int),
    length(P0.hand, H),
    N0 is max(0, Int - H),
    length(P0.deck, DL),
    N is min(N0, DL),
    length(Drawn, N),
    append(Drawn, Deck, P0.deck),
    append(P0.hand, Drawn, Hand),
    set_player(S0, P0.put(_{hand:Hand, deck:Deck}), S).

                 /*******************************
                 *           INVENTORY          *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   The cards of the game, wherever they are: card(Owner, Id) for each
%   player's hero, weapons, equipment, deck, hand, arsenal, pitch zone,
%   graveyard and banished zone, and for the combat chain (an attack is
%   its controller's, a defending card the defender's).  Within
%   rulecheck's scope no card enters or leaves the game and no card
%   changes hands, so every move keeps this multiset (rulecheck's
%   self-play checks it after every legal move).

inventory(S, Bag) :-
    findall(card(Owner, Id), owned_card(S, Owner, Id), Bag).

owned_card(S, Owner, Id) :-
    member(P, S.players),
    get_dict(name, P, Owner),
    (   card_id(P.hero, Id)
    ;   zone(Z),
        get_dict(Z, P, Cs),
        member(C, Cs),
        card_id(C, Id)
    ).
owned_card(S, Owner, Id) :-
    chain_open(S),
    member(L, S.chain.links),
    (   Owner = L.controller,
        card_id(L.attack, Id)
    ;   Owner = L.defender,
        member(C, L.defending),
        card_id(C, Id)
    ).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

%!  outcome(+State, -Outcome) is det.

outcome(S, O) :-
    (   game_over(S, Loser)
    ->  opponent(S, Loser, Winner),
        format(string(Reason), "~w's hero is at 0 life", [Loser]),
        O = _{result:"won", winners:[Winner], losers:[Loser], rule:'FAB-701', reason:Reason}
    ;   O = _{result:"ongoing"}
    ).

                 /*******************************
                 *        MOVES IN WORDS        *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.

move_text(S, M, Text) :-
    (   catch(move_text_(M.action, S, M, T), _, fail)
    ->  Text = T
    ;   M.action == "play"
    ->  format(string(Text), "~w plays ~w from ~w", [M.player, M.card, M.from])
    ;   M.action == "activate"
    ->  format(string(Text), "~w activates ability ~w of ~w", [M.player, M.ability, M.card])
    ;   format(string(Text), "~w: ~w", [M.player, M.action])
    ).

move_text_("pass", S, M, T) :-
    (   S.phase == "start"
    ->  format(string(T), "~w begins the action phase (1 action point)", [M.player])
    ;   format(string(T), "~w passes", [M.player])
    ).
move_text_("play", S, M, T) :-
    played_card(S, M, P, C),
    card_label(C, L),
    card_cost(C, Cost),
    pitch_ids(M, Pitch),
    key_value(discard, M, [], Ds),
    payment_text(P, Cost, Pitch, PT),
    (   Ds == []
    ->  DT = ""
    ;   ids_labels(P, Ds, DL),
        format(string(DT), ", discarding ~w", [DL])
    ),
    card_id(C, CId),
    leaves_text(P, CId, Cost, Pitch, Ds, LT),
    format(string(T), "~w plays ~w from ~w, ~w~w; ~w", [M.player, L, M.from, PT, DT, LT]).
move_text_("activate", S, M, T) :-
    activated_ability(S, M, P, C, Ab),
    card_label(C, L),
    ability_cost(Ab, Cost),
    ability_type(Ab, AT),
    pitch_ids(M, Pitch),
    payment_text(P, Cost, Pitch, PT),
    leaves_text(P, none, Cost, Pitch, [], LT),
    format(string(T), "~w activates the ~w ability of ~w, ~w; ~w", [M.player, AT, L, PT, LT]).
move_text_("defend", S, M, T) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    active_link(S, Link),
    card_label(Link.attack, AL),
    (   Ids == []
    ->  format(string(T), "~w does not defend ~w", [M.player, AL])
    ;   ids_labels(P, Ids, DL),
        format(string(T), "~w defends ~w with ~w", [M.player, AL, DL])
    ).
move_text_("end_turn", S, M, T) :-
    (   get_dict(arsenal, M, Id), Id \== null
    ->  player(S, M.player, P),
        id_label(P, Id, L),
        format(string(T), "~w ends the turn, putting ~w into the arsenal", [M.player, L])
    ;   format(string(T), "~w ends the turn without arsenalling a card", [M.player])
    ).

payment_text(P, Cost, Pitch, Text) :-
    (   Pitch == [], Cost =:= 0
    ->  Text = "at no cost"
    ;   Pitch == []
    ->  format(string(Text), "paying its cost of ~d from the ~d resource point(s) ~w already has",
               [Cost, P.resource_points, P.name])
    ;   maplist(pitch_part(P), Pitch, Parts),
        atomic_list_concat(Parts, ', then ', PT),
        format(string(Text), "paying its cost of ~d by pitching ~w", [Cost, PT])
    ).

leaves_text(P, PlayedId, Cost, Pitch, Ds, Text) :-
    maplist(pitch_value_in_hand(P), Pitch, Vs),
    sum_list(Vs, Sum),
    Left is P.resource_points + Sum - Cost,
    exclude(gone_card(PlayedId, Pitch, Ds), P.hand, Hand),
    (   Hand == []
    ->  HT = "no cards"
    ;   maplist(card_label, Hand, HLs),
        atomic_list_concat(HLs, ', ', HT)
    ),
    (   Left >= 0
    ->  format(string(Text), "leaves ~d resource point(s) and ~w in hand", [Left, HT])
    ;   Short is -Left,
        format(string(Text), "falls ~d resource point(s) short, with ~w left in hand", [Short, HT])
    ).

                 /*******************************
                 *          MOVE SHAPE          *
                 *******************************/

%!  move_error(+State, +Move, -Path, -Message) is semidet.

move_error(S, M, Path, Msg) :-
    (   move_shape_error(S, M, Path0, Msg0)
    ->  Path = Path0, Msg = Msg0
    ).

move_fields("pass",     [player, action], []).
move_fields("play",     [player, action, card, from], [pitch, discard]).
move_fields("activate", [player, action, card, ability], [pitch]).
move_fields("defend",   [player, action, cards], []).
move_fields("end_turn", [player, action], [arsenal]).

move_shape_error(_, M, "$.player", "a move names its player (a string)") :-
    \+ ( get_dict(player, M, P), string(P) ).
move_shape_error(S, M, "$.player", Msg) :-
    get_dict(player, M, P), string(P),
    \+ player(S, P, _),
    format(string(Msg), "there is no player named ~w", [P]).
move_shape_error(_, M, "$.action", Msg) :-
    \+ ( get_dict(action, M, A), string(A), move_fields(A, _, _) ),
    Msg = "the action must be one of pass, play, activate, defend, end_turn".
move_shape_error(_, M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    move_fields(A, Req, _),
    member(K, Req),
    \+ get_dict(K, M, _),
    format(string(Path), "$.~w", [K]),
    format(string(Msg), "a ~w move needs the field ~w", [A, K]).
move_shape_error(_, M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    move_fields(A, Req, Opt),
    dict_pairs(M, _, Pairs),
    member(K-_, Pairs),
    \+ memberchk(K, Req),
    \+ memberchk(K, Opt),
    format(string(Path), "$.~w", [K]),
    format(string(Msg), "a ~w move has no field ~w", [A, K]).
move_shape_error(_, M, "$.card", "card is a card id (a string)") :-
    get_dict(card, M, C), \+ string(C).
move_shape_error(_, M, "$.from", "from is \"hand\" or \"arsenal\"") :-
    get_dict(from, M, F), \+ memberchk(F, ["hand", "arsenal"]).
move_shape_error(_, M, "$.ability", "ability is the index (0, 1, ...) of an ability of the card") :-
    get_dict(ability, M, I), \+ ( integer(I), I >= 0 ).
move_shape_error(_, M, Path, Msg) :-
    member(K, [pitch, discard, cards]),
    get_dict(K, M, L),
    \+ ( is_list(L), maplist(string, L) ),
    format(string(Path), "$.~w", [K]),
    format(string(Msg), "~w is a list of card ids (strings)", [K]).
move_shape_error(_, M, "$.arsenal", "arsenal is a card id (a string) or null") :-
    get_dict(arsenal, M, A), A \== null, \+ string(A).

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

%!  state_error(+State, -Path, -RuleId, -Message) is nondet.

state_error(S, Path, 'FAB-109', Msg) :-
    players(S, Ps),
    (   Ps = [A, B], A.name == B.name
    ->  Path = "$.players[1].name",
        format(string(Msg), "both players are named ~w", [A.name])
    ;   member(K, [turn_player, priority]),
        get_dict(K, S, N),
        \+ player(S, N, _),
        format(string(Path), "$.~w", [K]),
        format(string(Msg), "~w names ~w, who is not a player", [K, N])
    ;   chain_open(S), S.phase \== "action",
        Path = "$.chain",
        format(string(Msg), "the combat chain is open in the ~w phase; it opens only in the action phase", [S.phase])
    ;   chain_open(S),
        nth0(I, S.chain.links, L),
        \+ ( player(S, L.controller, _), opponent(S, L.controller, O), O == L.defender ),
        format(string(Path), "$.chain.links[~d]", [I]),
        Msg = "a chain link's controller and defender must be the two players"
    ;   chain_open(S), S.chain.links == [],
        Path = "$.chain.links",
        Msg = "an open combat chain has at least one chain link"
    ).
state_error(S, Path, 'FAB-101', Msg) :-
    nth0(I, S.players, P),
    card_type(P.hero, T),
    T \== "hero",
    format(string(Path), "$.players[~d].hero", [I]),
    card_label(P.hero, L),
    format(string(Msg), "~w is a card of type ~w, not a hero", [L, T]).
state_error(S, Path, 'FAB-102', Msg) :-
    nth0(I, S.players, P),
    zone(Zone),
    nth0(J, P.get(Zone), C),
    card_type(C, T),
    T \== "unknown",
    \+ zone_allows(Zone, T),
    format(string(Path), "$.players[~d].~w[~d]", [I, Zone, J]),
    card_label(C, L),
    format(string(Msg), "~w is a card of type ~w; it cannot be in the ~w", [L, T, Zone]).
state_error(S, Path, 'FAB-102', Msg) :-
    chain_open(S),
    nth0(I, S.chain.links, L),
    (   card_type(L.attack, T),
        \+ memberchk(T, ["attack action", "weapon"]),
        format(string(Path), "$.chain.links[~d].attack", [I]),
        format(string(Msg), "a ~w cannot be the attack of a chain link", [T])
    ;   nth0(J, L.defending, C),
        card_type(C, T),
        \+ ( deck_card_type(T) ; T == "equipment" ),
        format(string(Path), "$.chain.links[~d].defending[~d]", [I, J]),
        format(string(Msg), "a ~w cannot be a defending card", [T])
    ).
state_error(S, Path, 'FAB-103', Msg) :-
    nth0(I, S.players, P),
    deck_card_count(S, P, N),
    (   S.format == "blitz"
    ->  N =\= 40,
        format(string(Msg), "~w has ~d deck-cards; a Blitz deck is exactly 40", [P.name, N])
    ;   N < 60,
        format(string(Msg), "~w has ~d deck-cards; a Classic Constructed deck is at least 60", [P.name, N])
    ),
    format(string(Path), "$.players[~d].deck", [I]).
state_error(S, Path, 'FAB-104', Msg) :-
    S.turn =:= 1,
    S.phase == "start",
    nth0(I, S.players, P),
    hero_intellect(P, Int),
    length(P.hand, H),
    H =\= Int,
    format(string(Path), "$.players[~d].hand", [I]),
    format(string(Msg), "~w starts the game with ~d cards in hand; their hero's intellect is ~d", [P.name, H, Int]).
state_error(S, Path, 'FAB-105', Msg) :-
    findall(Id, ( state_card(S, C), card_id(C, Id) ), Ids),
    msort(Ids, Sorted),
    adjacent_twins(Sorted),
    all_card_places(S, Places),
    nth0(I, Places, Id-Path),
    nth0(J, Places, Id2-_),
    J < I,
    Id2 == Id,
    format(string(Msg), "card id ~w is used twice", [Id]).
state_error(S, Path, 'FAB-106', Msg) :-
    once(( state_card(S, C0), card_unknown(C0, _) )),
    all_cards(S, Cards),
    member(C-Path, Cards),
    card_unknown(C, Msg).
state_error(S, Path, 'FAB-107', Msg) :-
    nth0(I, S.players, P),
    length(P.arsenal, N),
    N > 1,
    format(string(Path), "$.players[~d].arsenal", [I]),
    format(string(Msg), "~w's arsenal holds ~d cards; it holds at most one", [P.name, N]).
state_error(S, Path, 'FAB-108', Msg) :-
    nth0(I, S.players, P),
    P.action_points > 0,
    \+ ( memberchk(S.phase, ["action", "end"]), P.name == S.turn_player ),
    format(string(Path), "$.players[~d].action_points", [I]),
    (   S.phase \== "start"
    ->  format(string(Msg), "~w has action points but it is ~w's turn", [P.name, S.turn_player])
    ;   format(string(Msg), "~w has action points in the ~w phase", [P.name, S.phase])
    ).

zone_allows(weapons, "weapon").
zone_allows(equipment, "equipment").
zone_allows(Z, T) :-
    memberchk(Z, [hand, arsenal, deck, pitch, graveyard, banished]),
    deck_card_type(T).
zone_allows(Z, T) :-
    memberchk(Z, [graveyard, banished]),
    memberchk(T, ["weapon", "equipment"]).

card_unknown(C, Msg) :-
    (   get_dict(name, C, Name)
    ->  \+ catalog_entry(C, _),
        \+ get_dict(type, C, _),
        (   catalog_card(Name, _)
        ->  (   get_dict(color, C, Color)
            ->  format(string(Msg), "~w has no ~w printing in the catalog; give its properties", [Name, Color])
            ;   format(string(Msg), "~w comes in several colours; say which (color)", [Name])
            )
        ;   format(string(Msg), "~w is not in the catalog; give its properties (at least its type)", [Name])
        )
    ;   \+ get_dict(type, C, _),
        card_id(C, Id),
        format(string(Msg), "card ~w names no catalog card and gives no type", [Id])
    ).

deck_card_count(S, P, N) :-
    findall(C, ( member(Z, [deck, hand, arsenal, pitch, graveyard, banished]),
                 member(C, P.get(Z)),
                 card_type(C, T), deck_card_type(T) ), Own),
    length(Own, N0),
    (   chain_open(S)
    ->  findall(C, ( member(L, S.chain.links),
                     (   L.controller == P.name, C = L.attack
                     ;   L.defender == P.name, member(C, L.defending)
                     ),
                     card_type(C, T), deck_card_type(T) ), OnChain),
        length(OnChain, N1)
    ;   N1 = 0
    ),
    N is N0 + N1.

all_cards(S, Cards) :-
    findall(C-Path,
            (   nth0(I, S.players, P),
                (   C = P.hero,
                    format(string(Path), "$.players[~d].hero", [I])
                ;   zone(Z),
                    nth0(J, P.get(Z), C),
                    format(string(Path), "$.players[~d].~w[~d]", [I, Z, J])
                )
            ;   chain_open(S),
                nth0(I, S.chain.links, L),
                (   C = L.attack,
                    format(string(Path), "$.chain.links[~d].attack", [I])
                ;   nth0(J, L.defending, C),
                    format(string(Path), "$.chain.links[~d].defending[~d]", [I, J])
                )
            ),
            Cards).

%   state_card(+S, -Card): the cards of all_cards/2, without their paths.
state_card(S, C) :-
    member(P, S.players),
    (   C = P.hero
    ;   zone(Z),
        get_dict(Z, P, Cs),
        member(C, Cs)
    ).
state_card(S, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   C = L.attack
    ;   member(C, L.defending)
    ).

adjacent_twins([X, Y|Xs]) :-
    (   X == Y
    ->  true
    ;   adjacent_twins([Y|Xs])
    ).

all_card_places(S, Places) :-
    all_cards(S, Cards),
    maplist(card_place, Cards, Places).

                 /*******************************
                 *         SMALL HELPERS        *
                 *******************************/

has_pitch(C) :- card_prop(C, pitch, _).

pitch_of(C, V) :- card_prop(C, pitch, V).

id_in_cards(Cards, Id) :-
    member(C, Cards),
    card_id(C, Id0),
    Id0 == Id,
    !.

card_with_id(Cards, Id, C) :-
    member(C, Cards),
    card_id(C, Id0),
    Id0 == Id,
    !.

has_id(Id, C) :-
    card_id(C, Id0),
    Id0 == Id.

id_member(Ids, C) :-
    card_id(C, Id),
    memberchk(Id, Ids).

power_at_least(Min, C) :-
    card_power(C, P),
    P >= Min.

add_if_pitchable(P, Id, Cs0, Cs) :-
    (   card_in(P, hand, Id, C),
        card_prop(C, pitch, _)
    ->  append(Cs0, [C], Cs)
    ;   Cs = Cs0
    ).

discard_card(Id, P0, P) :-
    take_card(P0, hand, Id, D, P1),
    add_cards(P1, graveyard, [D], P).

pitch_part(P, Id, S) :-
    (   card_in(P, hand, Id, C),
        card_prop(C, pitch, V)
    ->  card_label(C, L),
        format(string(S), "~w (~d)", [L, V])
    ;   format(string(S), "~w", [Id])
    ).

pitch_value_in_hand(P, Id, V) :-
    (   card_in(P, hand, Id, C),
        card_prop(C, pitch, V0)
    ->  V = V0
    ;   V = 0
    ).

gone_card(PlayedId, Pitch, Ds, C) :-
    card_id(C, Id),
    (   Id == PlayedId
    ;   memberchk(Id, Pitch)
    ;   memberchk(Id, Ds)
    ),
    !.

card_place(C-Path, Id-Path) :-
    card_id(C, Id).

                 /*******************************
                 *         EXPLANATIONS         *
                 *******************************/

%!  checks(+State, +Move, -RuleId) is nondet.
%
%   The constraint rules a move of this kind is checked against, in
%   rulebook order: who acts, the phase and the end of the game for
%   every move; the costs and timing of the card or ability a play or
%   activation names; defenders for a defend move; the arsenal for an
%   end_turn that arsenals a card.

checks(S, M, Id) :-
    findall(I, catch(check_applies(S, M, I), _, fail), Ids0),
    sort(Ids0, Ids),
    member(Id, Ids).

check_applies(_, _, 'FAB-203').
check_applies(_, _, 'FAB-207').
check_applies(_, _, 'FAB-702').
check_applies(_, M, 'FAB-201') :-
    pays_cost(M).
check_applies(_, M, 'FAB-301') :-
    get_dict(action, M, "play").
check_applies(_, M, 'FAB-302') :-
    pays_cost(M).
check_applies(_, M, Id) :-
    pays_cost(M),
    pitch_ids(M, [_|_]),
    member(Id, ['FAB-303', 'FAB-304']).
check_applies(S, M, 'FAB-305') :-
    get_dict(action, M, "play"),
    (   key_value(discard, M, [], [_|_])
    ->  true
    ;   played_card(S, M, _, C),
        card_additional_discard(C, _)
    ).
check_applies(S, M, 'FAB-306') :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, T),
    is_action_type(T).
check_applies(S, M, 'FAB-307') :-
    action_kind(S, M, _, _).
check_applies(S, M, 'FAB-312') :-
    reaction_kind(S, M, _, _).
check_applies(_, M, 'FAB-401') :-
    get_dict(action, M, "activate").
check_applies(S, M, 'FAB-402') :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, _, Ab),
    ability_once(Ab).
check_applies(S, M, 'FAB-403') :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, _, Ab),
    ability_type(Ab, "action").
check_applies(_, M, Id) :-
    get_dict(action, M, "defend"),
    member(Id, ['FAB-502', 'FAB-601']).
check_applies(_, M, 'FAB-205') :-
    get_dict(action, M, "end_turn"),
    get_dict(arsenal, M, A),
    A \== null.

pays_cost(M) :-
    get_dict(action, M, A),
    memberchk(A, ["play", "activate"]).

%!  rule_facts(+State, +Move, +RuleId, -Facts:list(string)) is det.
%
%   The facts of this position that decide RuleId for Move.

rule_facts(S, M, Id, Facts) :-
    findall(F, catch(rule_fact(S, M, Id, F), _, fail), Facts0),
    (   Facts0 == [],
        catch(once(fallback_fact(S, M, Id, F0)), _, fail)
    ->  Facts = [F0]
    ;   Facts = Facts0
    ).

%   When the move names no card or ability there is nothing to cost.
fallback_fact(S, M, Id, F) :-
    memberchk(Id, ['FAB-302', 'FAB-303', 'FAB-304', 'FAB-305', 'FAB-306',
                   'FAB-402', 'FAB-403']),
    \+ paid_thing(S, M, _, _, _, _),
    (   get_dict(action, M, "play")
    ->  format(string(F), "~w has no card ~w in their ~w, so it has no cost to check", [M.player, M.card, M.from])
    ;   format(string(F), "~w has no ability ~w on a card ~w of theirs, so it has no cost to check", [M.player, M.ability, M.card])
    ).
fallback_fact(S, M, 'FAB-303', F) :-
    player(S, M.player, P),
    pitch_ids(M, Ids),
    ids_labels(P, Ids, T),
    format(string(F), "none of the cards pitched (~w) is a card in ~w's hand with a pitch value, so none was pitched unneeded", [T, M.player]).
fallback_fact(_, M, Id, F) :-
    format(string(F), "rule ~w does not concern this ~w move", [Id, M.action]).

rule_fact(S, M, 'FAB-203', F) :-
    actor(S, A),
    why_actor(S, A, Why),
    format(string(F), "~w; the move is ~w's", [Why, M.player]).
rule_fact(S, M, 'FAB-207', F) :-
    phase_text(S, PT),
    phase_offers(S, Offers),
    format(string(F), "~w, which offers ~w; the move is ~w", [PT, Offers, M.action]).
rule_fact(S, _, 'FAB-702', F) :-
    players(S, Ps),
    findall(T, ( member(P, Ps),
                 format(string(T), "~w has ~w life", [P.name, P.life]) ), Ts),
    atomic_list_concat(Ts, ", ", Lives),
    (   game_over(S, L)
    ->  format(string(F), "~w: ~w's hero is at 0 life, so the game is over", [Lives, L])
    ;   format(string(F), "~w: no hero is at 0 life, so the game goes on", [Lives])
    ).
rule_fact(S, _, 'FAB-201', F) :-
    phase_text(S, F).
rule_fact(S, M, 'FAB-301', F) :-
    player(S, M.player, P),
    (   card_where(P, M.card, Z, C)
    ->  card_label(C, L),
        card_type(C, T),
        format(string(F), "~w, a card of type ~w, is in ~w's ~w; the move plays it from the ~w",
               [L, T, M.player, Z, M.from])
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, M.card, Z, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's ~w", [L, O, Z])
    ;   format(string(F), "~w has no card ~w in hand, arsenal or any other zone", [M.player, M.card])
    ).
rule_fact(S, M, 'FAB-302', F) :-
    paid_thing(S, M, P, What, Cost, Played),
    pitched_total(P, M, Played, Sum, PT),
    Total is P.resource_points + Sum,
    format(string(F), "~w costs ~d; ~w has ~d resource point(s) and the move pitches ~w: ~d in all",
           [What, Cost, P.name, P.resource_points, PT, Total]).
rule_fact(S, M, 'FAB-303', F) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    pitch_steps_text(Cards, P.resource_points, Steps),
    format(string(F), "in the move's order: ~w; the cost is ~d", [Steps, Cost]).
rule_fact(S, M, 'FAB-303', F) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Cards \== [],
    pitch_order_fact(P, Cards, Cost, F).
rule_fact(S, M, 'FAB-304', F) :-
    pays_cost(M),
    player(S, M.player, P),
    hand_pitch_text(P, HT),
    format(string(F), "~w's hand: ~w", [M.player, HT]).
rule_fact(S, M, 'FAB-304', F) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    id_label(P, M.card, L),
    format(string(F), "the card being played is ~w", [L]).
rule_fact(S, M, 'FAB-305', F) :-
    played_card(S, M, _, C),
    card_label(C, L),
    (   card_additional_discard(C, Spec)
    ->  spec_text(Spec, ST),
        format(string(F), "~w has an additional cost: ~w", [L, ST])
    ;   format(string(F), "~w has no additional cost", [L])
    ).
rule_fact(S, M, 'FAB-305', F) :-
    get_dict(action, M, "play"),
    player(S, M.player, P),
    key_value(discard, M, [], Ds),
    (   Ds == []
    ->  F = "the move discards nothing"
    ;   ids_labels(P, Ds, DT),
        format(string(F), "the move discards ~w", [DT])
    ).
rule_fact(S, M, 'FAB-305', F) :-
    played_card(S, M, P, C),
    left_after_pitch(P, M, C, Left),
    cards_text(Left, with_power, LT),
    format(string(F), "left in hand once the card is played and the pitch paid: ~w", [LT]).
rule_fact(S, M, 'FAB-306', F) :-
    played_card(S, M, P, C),
    card_label(C, L),
    card_type(C, T),
    (   is_action_type(T)
    ->  format(string(F), "~w is an ~w card; ~w has ~d action point(s) (it is ~w's turn, ~w phase)",
               [L, T, M.player, P.action_points, S.turn_player, S.phase])
    ;   format(string(F), "~w is an ~w, not an action card: it needs no action point", [L, T])
    ).
rule_fact(S, M, 'FAB-307', F) :-
    action_kind(S, M, Kind, L),
    (   Kind == attack -> KT = "an attack" ; KT = "a non-attack action" ),
    chain_text(S, CT),
    format(string(F), "~w is ~w; ~w", [L, KT, CT]).
rule_fact(S, M, 'FAB-312', F) :-
    reaction_kind(S, M, T, L),
    format(string(F), "~w is an ~w", [L, T]).
rule_fact(S, M, 'FAB-312', F) :-
    reaction_kind(S, M, _, _),
    chain_text(S, F).
rule_fact(S, M, 'FAB-401', F) :-
    player(S, M.player, P),
    ability_sources_text(P, T),
    format(string(F), "~w's hero, weapons and equipment: ~w", [M.player, T]).
rule_fact(_, M, 'FAB-401', F) :-
    format(string(F), "the move names ability ~w of ~w", [M.ability, M.card]).
rule_fact(S, M, 'FAB-402', F) :-
    activated_ability(S, M, _, C, Ab),
    card_label(C, L),
    (   ability_once(Ab) -> Lim = "once per turn" ; Lim = "without a limit" ),
    key_value(activated, S, [], Done),
    (   Done == [] -> DT = "none" ; atomic_list_concat(Done, ", ", DT) ),
    format(string(F), "ability ~w of ~w is ~w; abilities activated this turn: ~w",
           [M.ability, L, Lim, DT]).
rule_fact(S, M, 'FAB-403', F) :-
    activated_ability(S, M, P, C, Ab),
    card_label(C, L),
    ability_type(Ab, T),
    format(string(F), "ability ~w of ~w is an ~w ability; ~w has ~d action point(s)",
           [M.ability, L, T, M.player, P.action_points]).
rule_fact(S, M, 'FAB-502', F) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    (   Ids == []
    ->  F = "the move declares no defending cards"
    ;   maplist(defender_text(P), Ids, Ts),
        atomic_list_concat(Ts, ", ", T),
        format(string(F), "the move declares ~w", [T])
    ).
rule_fact(S, M, 'FAB-502', F) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    cards_text(Eligible, with_defense, ET),
    format(string(F), "~w's cards that can defend (hand and equipment): ~w", [M.player, ET]).
rule_fact(S, M, 'FAB-601', F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  format(string(F), "~w's arsenal is empty", [M.player])
    ;   cards_text(P.arsenal, plain, AT),
        key_value(cards, M, [], Ids),
        (   member(C, P.arsenal), card_id(C, Id), memberchk(Id, Ids)
        ->  format(string(F), "~w's arsenal holds ~w, and the move declares it", [M.player, AT])
        ;   format(string(F), "~w's arsenal holds ~w; the move does not declare it", [M.player, AT])
        )
    ).
rule_fact(S, M, 'FAB-205', F) :-
    player(S, M.player, P),
    (   P.arsenal == []
    ->  format(string(F), "~w's arsenal is empty", [M.player])
    ;   cards_text(P.arsenal, plain, AT),
        format(string(F), "~w's arsenal already holds ~w", [M.player, AT])
    ).
rule_fact(S, M, 'FAB-205', F) :-
    player(S, M.player, P),
    get_dict(arsenal, M, Id),
    (   card_in(P, hand, Id, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's hand", [L, M.player])
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(F), "~w is in ~w's ~w, not in hand", [L, M.player, Z])
    ;   format(string(F), "~w has no card ~w", [M.player, Id])
    ).

%   The phase in words, and the moves it offers.
phase_text(S, T) :-
    TP = S.turn_player,
    (   S.phase == "action", chain_step(S, Step)
    ->  format(string(T), "it is the action phase of ~w's turn, in the ~w step of combat", [TP, Step])
    ;   S.phase == "action"
    ->  format(string(T), "it is the action phase of ~w's turn, the combat chain closed", [TP])
    ;   format(string(T), "it is the ~w phase of ~w's turn", [S.phase, TP])
    ).

phase_offers(S, T) :-
    (   S.phase == "start" -> T = "only a pass (into the action phase)"
    ;   S.phase == "end" -> T = "only end_turn"
    ;   chain_step(S, "defend") -> T = "only defend"
    ;   T = "play, activate and pass"
    ).

chain_text(S, T) :-
    (   active_link(S, L)
    ->  card_label(L.attack, AL),
        format(string(T), "the combat chain is open, in its ~w step: ~w attacks ~w with ~w",
               [S.chain.step, L.controller, L.defender, AL])
    ;   T = "the combat chain is closed"
    ).

%   paid_thing(+S, +M, -Player, -What, -Cost, -PlayedId): what a play or
%   activation pays for.
paid_thing(S, M, P, What, Cost, Played) :-
    get_dict(action, M, "play"),
    !,
    played_card(S, M, P, C),
    card_label(C, What),
    card_cost(C, Cost),
    card_id(C, Played).
paid_thing(S, M, P, What, Cost, none) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),
    card_label(C, L),
    format(string(What), "ability ~w of ~w", [M.ability, L]),
    ability_cost(Ab, Cost).

pitched_total(P, M, Played, Sum, Text) :-
    valid_pitch(P, M, Played, Cards),
    maplist(pitch_of, Cards, Vs),
    sum_list(Vs, Sum),
    (   Cards == []
    ->  Text = "nothing"
    ;   maplist(card_pitch_label, Cards, Ls),
        atomic_list_concat(Ls, ", ", Text)
    ).

card_pitch_label(C, T) :-
    card_label(C, L),
    (   pitch_of(C, V) -> format(string(T), "~w (~d)", [L, V]) ; T = L ).

%   "X (2) with 0 point(s), then Y (2) with 2"
pitch_steps_text(Cards, Have, Text) :-
    pitch_steps(Cards, Have, Parts),
    atomic_list_concat(Parts, ", then ", Text).

pitch_steps([], _, []).
pitch_steps([C|Cs], Have, [T|Ts]) :-
    card_pitch_label(C, L),
    format(string(T), "~w with ~d point(s) already", [L, Have]),
    pitch_of(C, V),
    Have1 is Have + V,
    pitch_steps(Cs, Have1, Ts).

%   Which order of the pitched cards works (the canonical one works
%   whenever any does).
pitch_order_fact(P, Cards, Cost, F) :-
    canonical_cards(P.hand, Cards, Canon),
    maplist(pitch_of, Canon, CVs),
    maplist(pitch_of, Cards, MVs),
    maplist(card_pitch_label, Canon, CLs),
    atomic_list_concat(CLs, ", then ", CT),
    Have = P.resource_points,
    (   pitch_sequence_ok(CVs, Have, Cost)
    ->  (   pitch_sequence_ok(MVs, Have, Cost)
        ->  Also = "; the move's order works too"
        ;   Also = "; the move's order does not"
        ),
        format(string(F), "check accepts any order in which each card is still needed when pitched; for these cards lowest pitch value first works (~w), and legal-moves lists the set in that order~w",
               [CT, Also])
    ;   append(Before, [Last], Canon),
        maplist(pitch_of, Before, BVs),
        sum_list(BVs, BSum),
        Already is Have + BSum,
        card_label(Last, LL),
        format(string(F), "no order of these cards works: even lowest pitch value first (~w), ~w comes with ~d point(s) already, enough for the cost of ~d; the set holds more than is needed",
               [CT, LL, Already, Cost])
    ).

hand_pitch_text(P, T) :-
    (   P.hand == []
    ->  T = "empty"
    ;   maplist(hand_pitch_part, P.hand, Ps),
        atomic_list_concat(Ps, ", ", T)
    ).

hand_pitch_part(C, T) :-
    card_label(C, L),
    (   pitch_of(C, V)
    ->  format(string(T), "~w (pitch ~d)", [L, V])
    ;   format(string(T), "~w (no pitch value)", [L])
    ).

spec_text(Spec, T) :-
    spec_count(Spec, N),
    spec_min_power(Spec, MinP),
    (   get_dict(label, Spec, Label) -> true ; Label = "discard" ),
    (   spec_optional(Spec) -> Opt = "optional" ; Opt = "mandatory" ),
    (   MinP > 0
    ->  format(string(T), "~w (~w; ~d card(s) with ~d or more power)", [Label, Opt, N, MinP])
    ;   format(string(T), "~w (~w; ~d card(s))", [Label, Opt, N])
    ).

%   The hand left once the played card and the valid pitched cards are gone.
left_after_pitch(P, M, C, Left) :-
    card_id(C, Id),
    pitch_ids(M, Pitch),
    exclude(gone_card(Id, Pitch, []), P.hand, Left).

cards_text([], _, "none").
cards_text([C|Cs], How, T) :-
    maplist(card_text(How), [C|Cs], Ts),
    atomic_list_concat(Ts, ", ", T).

card_text(plain, C, T) :- card_label(C, T).
card_text(with_power, C, T) :-
    card_label(C, L),
    card_power(C, Pw),
    format(string(T), "~w (~d power)", [L, Pw]).
card_text(with_defense, C, T) :-
    card_label(C, L),
    card_defense(C, D),
    format(string(T), "~w (defense ~d)", [L, D]).

defender_text(P, Id, T) :-
    (   ( card_in(P, hand, Id, C), Z = "hand" ; card_in(P, equipment, Id, C), Z = "equipment" )
    ->  card_label(C, L),
        card_type(C, Ty),
        (   can_defend(C)
        ->  card_defense(C, D),
            format(string(T), "~w from ~w (defense ~d)", [L, Z, D])
        ;   Ty == "defense reaction"
        ->  format(string(T), "~w from ~w (a defense reaction)", [L, Z])
        ;   format(string(T), "~w from ~w (no defense value)", [L, Z])
        )
    ;   card_where(P, Id, Z, C)
    ->  card_label(C, L),
        format(string(T), "~w from the ~w", [L, Z])
    ;   format(string(T), "~w (no such card of ~w)", [Id, P.name])
    ).

ability_sources_text(P, T) :-
    findall(X, ( ability_source(P, C, _),
                 card_label(C, L),
                 card_abilities(C, As),
                 length(As, N),
                 (   N =:= 1 -> Suffix = "y" ; Suffix = "ies" ),
                 format(string(X), "~w (~d activated abilit~w)", [L, N, Suffix]) ), Xs),
    atomic_list_concat(Xs, ", ", T).

%!  repair(+State, +Move, +RuleId, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId, in a judge's words.

repair(S, M, Id, Fix) :-
    catch(findall(F, fix(S, M, Id, F), Fs), _, Fs = []),
    member(Fix, Fs).

fix(S, M, 'FAB-203', Fix) :-
    actor(S, A),
    (   S.phase == "action", chain_step(S, "defend")
    ->  format(string(Fix), "wait: ~w, the defending player, declares defenders first; then the turn player, ~w, has priority",
               [A, S.turn_player])
    ;   S.phase == "action"
    ->  format(string(Fix), "wait for priority: ~w has it, and ~w gets it when ~w passes",
               [A, M.player, A])
    ;   format(string(Fix), "wait: only the turn player, ~w, moves in the ~w phase", [A, S.phase])
    ).
fix(_, _, 'FAB-201', "pass first: the turn player's pass begins the action phase, where cards are played and abilities activated").
fix(S, M, 'FAB-207', Fix) :-
    phase_fix(S, M.action, Fix).
fix(S, M, 'FAB-301', Fix) :-
    player(S, M.player, P),
    (   card_in(P, hand, M.card, C), M.from \== "hand"
    ->  card_label(C, L),
        format(string(Fix), "~w is in hand: play it with \"from\": \"hand\"", [L])
    ;   card_in(P, arsenal, M.card, C), M.from \== "arsenal"
    ->  card_label(C, L),
        format(string(Fix), "~w is in the arsenal: play it with \"from\": \"arsenal\"", [L])
    ;   card_where(P, M.card, Z, C), memberchk(Z, [hand, arsenal])
    ->  card_label(C, L), card_type(C, T),
        (   memberchk(T, ["weapon", "equipment", "hero"])
        ->  format(string(Fix), "~w is a ~w: its abilities are activated (activate), it is not played", [L, T])
        ;   format(string(Fix), "~w (type ~w) cannot be played; play an action, attack action, instant, attack reaction or defense reaction card", [L, T])
        )
    ;   opponent(S, M.player, O), player(S, O, OP), card_where(OP, M.card, _, _)
    ->  format(string(Fix), "only ~w may play ~w: play one of your own cards", [O, M.card])
    ;   findall(L, ( member(Z, [hand, arsenal]), member(C, P.get(Z)),
                     card_type(C, T), playable_type(T), card_label(C, L) ), Ls),
        (   Ls == []
        ->  format(string(Fix), "~w has no card in hand or arsenal to play", [M.player])
        ;   atomic_list_concat(Ls, ", ", LT),
            format(string(Fix), "play a card from ~w's hand or arsenal: ~w", [M.player, LT])
        )
    ).
fix(S, M, 'FAB-302', Fix) :-
    paid_thing(S, M, P, What, Cost, Played),
    pitched_total(P, M, Played, Sum, _),
    Short is Cost - P.resource_points - Sum,
    Short > 0,
    pitch_ids(M, Pitch),
    exclude(gone_card(Played, Pitch, []), P.hand, Rest),
    include(has_pitch, Rest, More),
    maplist(pitch_of, More, Vs),
    sum_list(Vs, Avail),
    (   Avail >= Short
    ->  include(pitch_at_least(Short), More, Enough),
        (   Enough \== []
        ->  cards_pitch_text(Enough, ET),
            format(string(Fix), "needs ~d more resource point(s): pitch also, last, one of ~w", [Short, ET])
        ;   cards_pitch_text(More, MT),
            format(string(Fix), "needs ~d more resource point(s): pitch also some of ~w (lowest pitch value first)", [Short, MT])
        )
    ;   format(string(Fix), "needs ~d more resource point(s), but ~w's hand holds only ~d more: ~w cannot be paid for now (all costs or nothing)",
               [Short, P.name, Avail, What])
    ).
fix(S, M, 'FAB-303', Fix) :-
    paid_thing(S, M, P, _, Cost, Played),
    valid_pitch(P, M, Played, Cards),
    Have = P.resource_points,
    (   Have >= Cost
    ->  format(string(Fix), "pitch nothing: ~w already has ~d resource point(s), enough for the cost of ~d",
               [P.name, Have, Cost])
    ;   canonical_cards(P.hand, Cards, Canon),
        maplist(pitch_of, Canon, CVs),
        pitch_sequence_ok(CVs, Have, Cost)
    ->  maplist(card_id, Canon, CIds),
        atomic_list_concat(CIds, ", then ", CT),
        format(string(Fix), "pitch the same cards lowest pitch value first: ~w; each is then still needed when it is pitched", [CT])
    ;   findall(Sub, limit(3, pitch_set(Cards, Have, Cost, Sub, _)), Subs),
        Subs \== [],
        member(Sub0, Subs),
        canonical_cards(P.hand, Sub0, Sub),
        maplist(card_id, Sub, SIds),
        atomic_list_concat(SIds, ", then ", ST),
        format(string(Fix), "pitch fewer cards, in this order: ~w (every card needed)", [ST])
    ).
fix(S, M, 'FAB-304', Fix) :-
    paid_thing(S, M, P, _, _, Played),
    pitch_ids(M, Ids),
    bad_pitch_id(P, Played, Ids, Id, Why),
    format(string(Fix), "leave ~w out of the pitch: ~w", [Id, Why]).
fix(S, M, 'FAB-304', Fix) :-
    paid_thing(S, M, P, _, _, Played),
    exclude(has_id(Played), P.hand, Rest),
    include(has_pitch, Rest, More),
    (   More == []
    ->  format(string(Fix), "~w has no other card in hand to pitch", [P.name])
    ;   cards_pitch_text(More, MT),
        format(string(Fix), "pitch only cards from ~w's hand, each once: ~w", [P.name, MT])
    ).
fix(S, M, 'FAB-305', Fix) :-
    played_card(S, M, P, C),
    card_id(C, Id),
    card_label(C, L),
    (   card_additional_discard(C, Spec)
    ->  spec_count(Spec, N),
        spec_min_power(Spec, MinP),
        pitch_ids(M, Pitch),
        exclude(gone_card(Id, Pitch, []), P.hand, Left),
        include(power_at_least(MinP), Left, Eligible),
        (   spec_optional(Spec),
            Fix = "discard nothing: the additional cost is optional"
        ;   length(Eligible, K),
            (   K >= N
            ->  cards_text(Eligible, with_power, ET),
                format(string(Fix), "discard exactly ~d of the cards left in hand after pitching that qualify: ~w", [N, ET])
            ;   spec_optional(Spec)
            ->  fail
            ;   format(string(Fix), "no card left in hand after pitching can pay ~w's additional cost: pitch other cards so that one is left to discard, or ~w cannot be played", [L, L])
            )
        )
    ;   Fix = "discard nothing: \"discard\": []"
    ).
fix(S, M, 'FAB-306', Fix) :-
    action_point_fix(S, M, Fix).
fix(S, M, 'FAB-403', Fix) :-
    action_point_fix(S, M, Fix).
fix(S, M, 'FAB-307', Fix) :-
    action_kind(S, M, Kind, _),
    (   Kind == attack
    ->  Fix = "wait for the resolution step: once both players pass in the reaction step, damage is dealt, and then another attack may continue the chain"
    ;   Fix = "close the combat chain first: both players pass in succession in the resolution step; then non-attack actions may be played"
    ).
fix(S, M, 'FAB-312', Fix) :-
    reaction_kind(S, M, T, L),
    (   \+ chain_step(S, "reaction")
    ->  (   chain_open(S)
        ->  format(string(Fix), "wait for the reaction step (the chain is in its ~w step)", [S.chain.step])
        ;   T == "attack reaction"
        ->  format(string(Fix), "~w needs an attack of your own on the chain: attack first, then play it in the reaction step", [L])
        ;   format(string(Fix), "~w needs an attack against you: play it in the reaction step, after defenders are declared", [L])
        )
    ;   active_link(S, Link),
        (   T == "attack reaction"
        ->  format(string(Fix), "only ~w, who controls the attack, may play an attack reaction now", [Link.controller])
        ;   format(string(Fix), "only ~w, the defending player, may play a defense reaction now", [Link.defender])
        )
    ).
fix(S, M, 'FAB-401', Fix) :-
    player(S, M.player, P),
    findall(X, ( ability_source(P, C, _),
                 card_abilities(C, As),
                 nth0(I, As, Ab),
                 ability_type(Ab, T),
                 card_id(C, Id),
                 card_label(C, L),
                 format(string(X), "~w ability ~d (~w): {\"card\": \"~w\", \"ability\": ~d}", [L, I, T, Id, I]) ), Xs),
    (   Xs == []
    ->  format(string(Fix), "~w's hero, weapons and equipment have no activated abilities", [M.player])
    ;   atomic_list_concat(Xs, "; ", XT),
        format(string(Fix), "name an ability of ~w's own hero, weapon or equipment: ~w", [M.player, XT])
    ).
fix(S, M, 'FAB-402', Fix) :-
    activated_ability(S, M, _, C, _),
    card_label(C, L),
    format(string(Fix), "this ability of ~w was already activated this turn: it can be activated again in ~w's next turn", [L, M.player]).
fix(S, M, 'FAB-502', Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    (   ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ),
        card_type(C, "defense reaction")
    ->  card_label(C, L),
        format(string(Fix), "~w is a defense reaction: leave it out of the defenders and play it in the reaction step", [L])
    ;   \+ card_in(P, arsenal, Id, _),
        \+ ( ( card_in(P, hand, Id, C) ; card_in(P, equipment, Id, C) ), can_defend(C) )
    ->  format(string(Fix), "leave ~w out of the defenders", [Id])
    ).
fix(_, M, 'FAB-502', Fix) :-
    key_value(cards, M, [], Ids),
    msort(Ids, Sorted), length(Sorted, N1), sort(Ids, Set), length(Set, N2), N1 =\= N2,
    format(string(Fix), "declare each card once: ~w", [Set]).
fix(S, M, 'FAB-502', Fix) :-
    player(S, M.player, P),
    append(P.hand, P.equipment, Pool),
    include(can_defend, Pool, Eligible),
    (   Eligible == []
    ->  Fix = "defend with no cards: {\"cards\": []}"
    ;   cards_text(Eligible, with_defense, ET),
        format(string(Fix), "declare only cards from hand and equipment with a defense value, each once: ~w", [ET])
    ).
fix(S, M, 'FAB-601', Fix) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    member(C, P.arsenal),
    card_id(C, Id),
    memberchk(Id, Ids),
    card_label(C, L),
    (   card_type(C, "defense reaction")
    ->  format(string(Fix), "leave ~w out of the defenders: as a defense reaction it may be played from the arsenal in the reaction step", [L])
    ;   format(string(Fix), "leave ~w out of the defenders: cards in the arsenal do not defend", [L])
    ).
fix(S, M, 'FAB-205', Fix) :-
    player(S, M.player, P),
    (   P.arsenal \== []
    ->  cards_text(P.arsenal, plain, AT),
        format(string(Fix), "end the turn without arsenalling a card: the arsenal already holds ~w", [AT])
    ;   (   P.hand == []
        ->  Fix = "end the turn without arsenalling a card: the hand is empty"
        ;   cards_text(P.hand, plain, HT),
            format(string(Fix), "arsenal a card from hand: ~w", [HT])
        ;   Fix = "end the turn without arsenalling a card"
        )
    ).
fix(S, _, 'FAB-702', Fix) :-
    game_over(S, L),
    format(string(Fix), "none: the game ended when ~w's hero reached 0 life, and no move is legal after it", [L]).
fix(_, _, 'RC-001', "see the legal moves nearest to this one: the position offers no such move").

phase_fix(S, "pass", Fix) :-
    (   S.phase == "end"
    ->  Fix = "end the turn with end_turn (arsenalling a card from hand if the arsenal is empty)"
    ;   Fix = "declare defenders instead: {\"action\": \"defend\", \"cards\": []} defends with nothing"
    ).
phase_fix(S, Action, Fix) :-
    memberchk(Action, ["play", "activate"]),
    (   S.phase == "end"
    ->  Fix = "too late: the action phase is over; end the turn with end_turn"
    ;   Fix = "declare defenders first (defend); cards are played and abilities activated in the reaction step"
    ).
phase_fix(S, "defend", Fix) :-
    (   S.phase == "action", chain_open(S)
    ->  format(string(Fix), "defenders are declared once, right after an attack; the chain is in its ~w step", [S.chain.step])
    ;   Fix = "defenders are declared only when an attack is made against you; wait for one"
    ).
phase_fix(S, "end_turn", Fix) :-
    (   S.phase == "start"
    ->  Fix = "pass to begin the action phase; the end phase comes when both players pass in succession with the combat chain closed"
    ;   Fix = "both players pass in succession with the combat chain closed: then the end phase begins and end_turn may be made"
    ).

action_point_fix(S, M, Fix) :-
    (   M.player \== S.turn_player
    ->  format(string(Fix), "only the turn player, ~w, has action points: ~w may play instants and reactions now, not actions", [S.turn_player, M.player])
    ;   format(string(Fix), "~w has no action point left: only go again gives one back; play an instant or pass", [M.player])
    ).

bad_pitch_id(P, Played, Ids, Id, Why) :-
    nth0(I, Ids, Id),
    (   Id == Played
    ->  Why = "it is the card being played"
    ;   nth0(J, Ids, Id2), J < I, Id2 == Id
    ->  Why = "it is pitched twice"
    ;   card_in(P, hand, Id, C)
    ->  \+ has_pitch(C),
        Why = "it has no pitch value"
    ;   card_where(P, Id, Z, _)
    ->  format(string(Why), "it is in the ~w, not in hand", [Z])
    ;   format(string(Why), "~w has no such card in hand", [P.name])
    ).

pitch_at_least(N, C) :-
    pitch_of(C, V),
    V >= N.

cards_pitch_text(Cards, T) :-
    maplist(card_pitch_label, Cards, Ls),
    atomic_list_concat(Ls, ", ", T).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees their own hand and arsenal, and how many cards each
%   zone holds; not the cards in the opponent's hand, the opponent's
%   arsenal card (face down), or the order of either deck.  Pitch zones,
%   graveyards, banished zones, heroes, weapons, equipment, life totals
%   and the combat chain are public.

hidden(S, V, [players, I, Zone, J]) :-
    nth0(I, S.players, P),
    (   P.name \== V,
        member(Zone, [hand, arsenal])
    ;   Zone = deck
    ),
    get_dict(Zone, P, Cards),
    nth0(J, Cards, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move turns on cards the viewer cannot see:
%   a card played from the opponent's hand or arsenal, cards pitched from
%   their hand, defenders from their hand, a card they arsenal.

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    string(P),
    P \== V,
    player(S, P, PP),
    get_dict(action, M, A),
    once(hidden_part(PP, M, A, What)),
    format(string(Reason), "whether ~w's ~w is legal depends on ~w, which ~w cannot see",
           [P, A, What, V]).

hidden_part(P, M, "play", What) :-
    (   get_dict(from, M, "arsenal")
    ->  format(string(What), "the face-down card in ~w's arsenal and ~w's hand", [P.name, P.name])
    ;   format(string(What), "~w's hand", [P.name])
    ).
hidden_part(P, M, "activate", What) :-
    pitch_ids(M, [_|_]),
    format(string(What), "~w's hand (the cards pitched)", [P.name]).
hidden_part(P, M, "defend", What) :-
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    \+ card_in(P, equipment, Id, _),
    format(string(What), "~w's hand (the defending cards)", [P.name]).
hidden_part(P, M, "end_turn", What) :-
    get_dict(arsenal, M, Id),
    Id \== null,
    format(string(What), "~w's hand (the card arsenalled)", [P.name]).
