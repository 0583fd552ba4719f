/*  Flesh and Blood: what every reachable position satisfies.

    Part of game.pl.  Each state rule is one block: its rule/5
    entry and its invalid/4 clauses, each with the JSON path of the
    problem and a reason term (messages.pl puts it in words).
*/

                 /*******************************
                 *         STATE CHECKS         *
                 *******************************/

rule('FAB-101', state, "A hero in the hero zone",
     "Each player has exactly one hero card, face up in the hero zone; the card there must be a hero, or a demi-hero the hero card has become (Arakni, Web of Deceit becomes an Agent of Chaos: FAB-1501, CR 8.5.25, 8.1.11); the card a hero became from (became_from, which it is again as it returns to the brood: FAB-1503) is a hero too.",
     seed("Почніть з того, що покладіть свого героя відкритим у зону героя.")).

invalid('FAB-101', S, Path, not_a_hero(Hero, T)) :-
    nth0(I, S.players, P),
    Hero = P.hero,
    card_type(Hero, T),
    T \== "hero", T \== "demi-hero",
    json_path([players, I, hero], Path).

invalid('FAB-101', S, Path, became_from_not_a_hero(Name, T)) :-
    nth0(I, S.players, P),
    Hero = P.hero,
    is_dict(Hero),
    get_dict(became_from, Hero, Name),
    (   card_type(_{name:Name}, T0) -> T = T0 ; T = "unknown" ),
    T \== "hero", T \== "demi-hero",
    json_path([players, I, hero, became_from], Path).

message(not_a_hero(C, T)) -->
    { card_label(C, L) },
    [ "~w is a card of type ~w, not a hero"-[L, T] ].
message(became_from_not_a_hero(Name, T)) -->
    (   { T == "unknown" }
    ->  [ "became_from names the hero card this hero returns to (FAB-1503), and ~q is no card rulecheck knows"-[Name] ]
    ;   [ "became_from names the hero card this hero returns to (FAB-1503), and ~w is a card of type ~w, not a hero"-[Name, T] ]
    ).

rule('FAB-102', state, "Each zone holds the cards it may hold",
     "Weapons are in the weapon zone, equipment in the equipment zones, the hero in the hero zone, tokens in the arena and nowhere else (a token that leaves the arena ceases to exist: CR 8.1.8a), and the arena holds no other card but a permanent (CR 1.3.3): an arena-card ally, or a deck-card with the subtype Affliction, Ally, Ash, Aura, Construct, Figment, Invocation, Item or Landmark; any card of the catalog may be named, whatever its text; the deck, hand, arsenal and pitch zone hold deck-cards (action, attack action, instant, attack reaction, defense reaction, block, mentor and resource cards: CR 1.3.2c); the graveyard and banished zone hold deck-cards and destroyed weapons and equipment; a hero's soul (soul) holds deck-cards; a card-layer on the stack holds a card that can be played.",
     ruling("Виберіть свою зброю та спорядження і покладіть їх обличчям донизу. ... Переверніть свою зброю та спорядження і покладіть їх у зони зброї та спорядження.",
            "The seed names the zones and says weapons and equipment go to theirs; it does not say what else a zone may hold. CR 1.3.2 (hero-, token-, deck- and arena-cards), 1.3.3 (the permanents: hero-, arena- and token-cards in the arena, and deck-cards with the subtype Affliction, Ally, Ash, Aura, Construct, Figment, Invocation, Item or Landmark), 8.1.8a (a token that leaves the arena ceases to exist), 3.0 (the zones), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck refuses only what the rules cannot produce (a hero or a token in the hand, a defense reaction in the arena); any other card of the catalog is accepted wherever the rules can put it, whatever its text (issue 26).")).

invalid('FAB-102', S, Path, Reason) :-
    nth0(I, S.players, P),
    zone(Zone),
    nth0(J, P.get(Zone), C),
    card_type(C, T),
    T \== "unknown",
    \+ zone_allows(Zone, T),
    (   Zone == arena
    ->  \+ arena_permanent(C),
        Reason = not_a_permanent(C, T)
    ;   Reason = not_in_this_zone(C, T, Zone)
    ),
    json_path([players, I, Zone, J], Path).
invalid('FAB-102', S, Path, Reason) :-
    chain_open(S),
    nth0(I, S.chain.links, L),
    (   link_attack(L, A),
        card_type(A, T),
        \+ memberchk(T, ["attack action", "weapon"]),
        \+ auraw_attack_aura(S, L, A),           % card_texts_auraweapons.pl: an aura that is a weapon (FAB-1573)
        \+ storm_proxy_attack(S, L, A),          % card_texts_storm.pl: an ally's attack-proxy (FAB-1490)
        json_path([chain, links, I, attack], Path),
        Reason = not_an_attack(T)
    ;   nth0(J, L.defending, C),
        card_type(C, T),
        \+ ( deck_card_type(T) ; T == "equipment" ; equipment_card(C) ),   % Parry Blade (FAB-502)
        json_path([chain, links, I, defending, J], Path),
        Reason = not_a_defender(T)
    ).

invalid('FAB-102', S, Path, not_on_the_stack(T)) :-
    stack(S, Ls),
    nth0(I, Ls, L),
    layer_card(L, C),
    card_type(C, T),
    T \== "unknown",
    \+ playable_type(T),
    json_path([stack, I, card], Path).

zone_allows(weapons, "weapon").
zone_allows(equipment, "equipment").
zone_allows(arena, "token").
zone_allows(_, "macro").                        % card_texts_macro.pl: where a macro may be is FAB-1328's
zone_allows(Z, T) :-
    memberchk(Z, [hand, arsenal, deck, pitch, graveyard, banished, soul]),
    deck_card_type(T).
zone_allows(Z, T) :-
    memberchk(Z, [graveyard, banished]),
    memberchk(T, ["weapon", "equipment"]).

message(not_in_this_zone(C, T, Zone)) -->
    { card_label(C, L) },
    [ "~w is a card of type ~w; it cannot be in the ~w"-[L, T, Zone] ].
message(not_a_permanent(C, T)) -->
    { card_label(C, L) },
    [ "~w is a card of type ~w without a permanent's subtype (Aura, Item, Ally, Landmark...): the arena holds permanents only (CR 1.3.3)"-[L, T] ].
message(not_an_attack(T)) -->
    [ "a ~w cannot be the attack of a chain link"-[T] ].
message(not_a_defender(T)) -->
    [ "a ~w cannot be a defending card"-[T] ].
message(not_on_the_stack(T)) -->
    [ "a card of type ~w cannot be played, so it cannot be a layer on the stack"-[T] ].

rule('FAB-103', state, "Deck size by format",
     "A player's deck holds exactly 40 cards in Blitz and at least 60 in Classic Constructed. rulecheck counts the player's deck-cards wherever they are (deck, hand, arsenal, pitch zone, graveyard, banished zone, their hero's soul, combat chain, stack): within rulecheck's scope no card leaves the game, so the count stays that of the starting deck. A card with ephemeral (a Fang Strike or a Slither a text creates) is not counted: it never starts in a deck (CR 8.3.21a), and it ceases to exist rather than going to a graveyard (FAB-1093).",
     ruling("Потім виберіть карти, які будуть у вашій колоді — рівно 40 для Blitz і щонайменше 60 для Classic Constructed.",
            "The seed counts the starting deck. A position in the middle of the game has drawn, pitched and lost cards, so counting only the deck zone would reject every real position; the total of deck-cards the player owns equals the starting deck for as long as no card leaves the game (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: 4.1.5 selects the deck from deck-cards; tokens are not deck-cards, 1.3.2b).")).

invalid('FAB-103', S, Path, Reason) :-
    nth0(I, S.players, P),
    deck_card_count(S, P, N),
    Name = P.name,
    (   S.format == "blitz"
    ->  N =\= 40,
        Reason = blitz_deck(Name, N)
    ;   N < 60,
        Reason = classic_deck(Name, N)
    ),
    json_path([players, I, deck], Path).

%   repair(+State, +Path, +Reason, -Repair): the ways to mend an objection
%   (rc_play:state_repairs/5).  A deck short of the format's count: unknown
%   cards added at its bottom, as normalized/2 completes a deck left out; one
%   over it: its last unknown cards taken out.
repair(S, Path, Reason, repair(complete, Words, [Path-Deck])) :-
    (   Reason = blitz_deck(Name, N), Want = 40
    ;   Reason = classic_deck(Name, N), Want = 60
    ),
    member(P, S.players),
    P.name == Name,
    Deck0 = P.get(deck, []),
    Diff is Want - N,
    (   Diff > 0
    ->  append(Deck0, [Diff], Deck),          % so many unknown cards, as a short deck gives them
        Words = deck_completed(Name, Diff)
    ;   M is -Diff,
        reverse(Deck0, R0),
        drop_unknown_cards(M, R0, R),
        reverse(R, Deck),
        Words = deck_trimmed(Name, M)
    ).

drop_unknown_cards(0, R, R) :- !.
drop_unknown_cards(N, [C|R0], R) :-
    (   unknown_card(C)
    ->  N1 is N - 1,
        drop_unknown_cards(N1, R0, R)
    ;   R = [C|R1],
        drop_unknown_cards(N, R0, R1)
    ).

%   The player's deck-cards in every zone, on the combat chain and on the
%   stack (an unknown card is one of their deck-cards; a card-layer is
%   its controller's, who owns it, unless the card names another owner:
%   card_owner.pl, a card Nuu's permission played, FAB-1415).  P may be
%   the player changed (setup.pl's rest_of_deck/3): its zones are P's,
%   the other players' are the state's.
deck_card_count(S, P, N) :-
    get_dict(name, P, Name),
    findall(C, ( (   Q = P
                 ;   member(Q, S.players), get_dict(name, Q, QN), QN \== Name
                 ),
                 member(Z, [deck, hand, arsenal, pitch, graveyard, banished, arena, soul]),
                 member(C, Q.get(Z)),
                 card_owner(Q.name, C, O), O == Name,
                 counted_deck_card(C) ), Own),
    length(Own, N0),
    (   chain_open(S)
    ->  findall(C, ( member(L, S.chain.links),
                     (   link_attack(L, C), card_owner(L.controller, C, O)
                     ;   member(C, L.defending), card_owner(L.defender, C, O)
                     ),
                     O == Name,
                     counted_deck_card(C) ), OnChain),
        length(OnChain, N1)
    ;   N1 = 0
    ),
    findall(C, ( stack(S, Ls),
                 member(L, Ls),
                 layer_card(L, C),
                 card_owner(L.controller, C, O), O == Name,
                 counted_deck_card(C) ), OnStack),
    length(OnStack, N2),
    N is N0 + N1 + N2.

counted_deck_card(C) :-
    (   unknown_card(C)
    ->  true
    ;   card_type(C, T),
        deck_card_type(T),
        \+ ephemeral_keyword_card(C)             % never in the deck it starts with (CR 8.3.21a): a Fang Strike created (card_texts_nuu.pl, FAB-1093)
    ).

message(blitz_deck(Name, N)) -->
    [ "~w has ~d deck-cards; a Blitz deck is exactly 40"-[Name, N] ].
message(classic_deck(Name, N)) -->
    [ "~w has ~d deck-cards; a Classic Constructed deck is at least 60"-[Name, N] ].

message(deck_completed(Name, N)) -->
    [ "complete ~w's deck: unknown cards at its bottom (~D)"-[Name, N] ].
message(deck_trimmed(Name, N)) -->
    [ "take unknown cards off the bottom of ~w's deck (~D)"-[Name, N] ].

rule('FAB-104', state, "Starting hand equals intellect",
     "Before the first turn begins (turn 1, start phase), each player holds exactly as many cards as their hero's intellect (usually 4); there is no mulligan.",
     seed("Витягніть стільки карт, скільки дорівнює інтелекту вашого героя (зазвичай 4), і починайте гру! ... Також немає можливості мулігану")).

invalid('FAB-104', S, Path, starting_hand(Name, H, Int)) :-
    S.turn =:= 1,
    S.phase == "start",
    nth0(I, S.players, P),
    hero_intellect(P, Int),
    length(P.hand, H),
    H =\= Int,
    Name = P.name,
    json_path([players, I, hand], Path).

message(starting_hand(Name, H, Int)) -->
    [ "~w starts the game with ~d cards in hand; their hero's intellect is ~d"-[Name, H, Int] ].

%   A starting hand short of the hero's intellect: unknown cards added; one
%   over it: its last unknown cards taken out.
repair(S, Path, starting_hand(Name, H, Int), repair(suggest, Words, [Path-Hand])) :-
    member(P, S.players),
    P.name == Name,
    (   H < Int
    ->  N is Int - H,
        append(P.hand, [N], Hand),
        Words = hand_completed(Name, N)
    ;   M is H - Int,
        reverse(P.hand, R0),
        drop_unknown_cards(M, R0, R),
        reverse(R, Hand),
        Words = hand_trimmed(Name, M)
    ).

message(hand_completed(Name, N)) -->
    [ "add unknown cards to ~w's hand (~D)"-[Name, N] ].
message(hand_trimmed(Name, N)) -->
    [ "take unknown cards out of ~w's hand (~D)"-[Name, N] ].

rule('FAB-116', state, "Heroes start at their printed life",
     "Before the first turn begins (turn 1, start phase), each hero's life total is its printed life (the life the state or the card data gives the hero card): no damage has been dealt and no life gained yet. Later in the first turn it may differ.",
     ruling("Щоб виграти гру, ви повинні зменшити загальну кількість очок життя героя супротивника до нуля. ... 1. Почніть з того, що покладіть свого героя відкритим у зону героя.",
            "The seed says heroes lose life down to zero but not what they start with. CR 2.5.1 (life is the starting life total of an object), 2.5.2 (the printed life is the base life), 2.5.3a (a life total is the base life plus life gained minus life lost) and 4.1 (the start-of-game procedure: heroes, equipment, decks and hands, no damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: in turn 1's start phase nothing has dealt damage or gained life, so each hero's life is its printed life. rulecheck does not model a start-of-game effect of card text that would change a life total.")).

%   A life before the first turn that is not the hero's printed life: that
%   life, as normalized/2 gives a player whose life is left out.
repair(_, Path, starting_life(Name, _, Start), repair(complete, life_printed(Name, Start), [Path-Start])).

%!  starting_life(+Player:dict, -Life:int) is semidet.
%
%   Life is the life total Player's hero starts the game with: the hero
%   card's printed life (CR 2.5.1, 2.5.2); fails when it is not known.

starting_life(P, Life) :-
    card_prop(P.hero, life, Life),
    integer(Life).

invalid('FAB-116', S, Path, starting_life(Name, Life, Start)) :-
    S.turn =:= 1,
    S.phase == "start",
    nth0(I, S.players, P),
    starting_life(P, Start),
    get_dict(life, P, Life),
    integer(Life),
    Life =\= Start,
    Name = P.name,
    json_path([players, I, life], Path).

message(starting_life(Name, Life, Start)) -->
    [ "~w's hero has ~d life before the first turn begins; a hero starts the game at its printed life, ~d"-[Name, Life, Start] ].

message(life_printed(Name, Start)) -->
    [ "set ~w's life to the hero's printed life, ~d"-[Name, Start] ].

rule('FAB-105', state, "Every card is in one place",
     "Each card id names one card in one zone of the game.",
     ruling("", "A card is in one zone at a time: it moves from one zone to another and is never out of a zone (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026, 3.0.7); a state that repeats an id is a mistake in the position.")).

invalid('FAB-105', S, Path, id_used_twice(Id)) :-
    findall(Id0, ( state_card(S, C), card_id(C, Id0) ), Ids),
    msort(Ids, Sorted),
    adjacent_twins(Sorted),
    all_card_places(S, Places),
    nth0(I, Places, Id-Path),
    nth0(J, Places, Id2-_),
    J < I,
    Id2 == Id.

adjacent_twins([X, Y|Xs]) :-
    (   X == Y
    ->  true
    ;   adjacent_twins([Y|Xs])
    ).

all_card_places(S, Places) :-
    all_cards(S, Cards),
    maplist(card_place, Cards, Places).

card_place(C-Path, Id-Path) :-
    card_id(C, Id).

message(id_used_twice(Id)) -->
    [ "card id ~w is used twice"-[Id] ].

rule('FAB-106', state, "Every card is known, or unknown where it may be",
     "A card is a catalog card (named with its colour when the name has several printings), a card whose type the state gives, or an unknown card. An unknown card is in a deck, hand, arsenal, graveyard or banished zone only: the hero, weapons, equipment, pitch zone, combat chain and stack hold known cards, whose values the rules read.",
     ruling("", "The seed names its cards; a position typed at a table names only the cards that matter. rulecheck reads a card by its printed properties (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: 1.3.1, 2.0.1), so a hero's life and intellect, a weapon's or an attack's power, a defending card's defense and a pitched card's pitch must be known; the cards of private zones (3.0.4b: arsenal, deck, hand) and of zones nothing reads may be unknown, and an unknown card is neither played, pitched nor declared as a defender until it is known.")).

invalid('FAB-106', S, Path, Reason) :-
    once(( zone_card(S, Zone0, C0),             % the paths are made only when a card is misplaced
           card_unplaced(C0, Why0),
           ( Why0 == nameless ; \+ memberchk(Zone0, [deck, hand, arsenal, graveyard, banished]) ) )),
    all_cards(S, Cards),
    member(C-Path, Cards),
    card_unplaced(C, Path, Reason).

%   card_unplaced(+Card, -Why): the card is unknown or names nothing
%   (whatever its place); card_unplaced/3: it is not allowed where it is.
card_unplaced(C, unknown) :-
    unknown_card(C).
card_unplaced(C, nameless) :-
    \+ get_dict(name, C, _),
    \+ get_dict(type, C, _),
    \+ unknown_card(C).

card_unplaced(C, Path, Reason) :-
    card_unplaced(C, Why),
    (   Why == nameless
    ->  card_id(C, Id),
        Reason = no_name_no_type(Id)
    ;   path_zone(Path, Zone),
        \+ memberchk(Zone, [deck, hand, arsenal, graveyard, banished]),
        Reason = unknown_card_here(Zone)
    ).

%   The zone a card's JSON path names ("$.players[0].hand[2]": hand).
path_zone(Path, Zone) :-
    (   sub_string(Path, 0, _, _, "$.chain")
    ->  Zone = chain
    ;   sub_string(Path, 0, _, _, "$.stack")
    ->  Zone = stack
    ;   split_string(Path, ".[", "", Parts),
        nth0(3, Parts, Z),
        atom_string(Zone, Z)
    ).

%   all_cards(+S, -Cards): every card of the state with its JSON path.
all_cards(S, Cards) :-
    findall(C-Path,
            (   nth0(I, S.players, P),
                (   C = P.hero,
                    json_path([players, I, hero], Path)
                ;   zone(Z),
                    nth0(J, P.get(Z), C),
                    json_path([players, I, Z, J], Path)
                )
            ;   chain_open(S),
                nth0(I, S.chain.links, L),
                (   link_attack(L, C),
                    json_path([chain, links, I, attack], Path)
                ;   nth0(J, L.defending, C),
                    json_path([chain, links, I, defending, J], Path)
                )
            ;   stack(S, Ls),
                nth0(I, Ls, L),
                layer_card(L, C),
                json_path([stack, I, card], Path)
            ),
            Cards).

%   zone_card(+S, -Zone, -Card): the cards of all_cards/2 with the zone
%   their paths name (path_zone/2), without the paths.
zone_card(S, Zone, C) :-
    member(P, S.players),
    (   C = P.hero,
        Zone = hero
    ;   zone(Zone),
        get_dict(Zone, P, Cs),
        member(C, Cs)
    ).
zone_card(S, chain, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C)
    ;   member(C, L.defending)
    ).
zone_card(S, stack, C) :-
    stack(S, Ls),
    member(L, Ls),
    layer_card(L, C).

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
    (   link_attack(L, C)
    ;   member(C, L.defending)
    ).
state_card(S, C) :-
    stack(S, Ls),
    member(L, Ls),
    layer_card(L, C).
state_card(S, C) :-                             % the source of a choice (choices.pl)
    pending(S, Pd),
    get_dict(source, Pd, C),
    is_dict(C).

message(unknown_card_here(Zone)) -->
    [ "an unknown card cannot be in " ], zone_words(Zone),
    [ ": name the card (the rules read its values)" ].
message(no_name_no_type(Id)) -->
    [ "card ~w names no card and gives no type: give its name, its type, or \"unknown\": true"-[Id] ].

rule('FAB-107', state, "One card in the arsenal",
     "The arsenal holds at most one card.",
     seed("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.")).

invalid('FAB-107', S, Path, arsenal_size(Name, N)) :-
    nth0(I, S.players, P),
    length(P.arsenal, N),
    N > 1,
    Name = P.name,
    json_path([players, I, arsenal], Path).

message(arsenal_size(Name, N)) -->
    [ "~w's arsenal holds ~d cards; it holds at most one"-[Name, N] ].

rule('FAB-108', state, "Only the turn player has action points",
     "Action points belong to the turn player, from their action phase until they are lost in the end phase; the other player always has 0, and nobody has any in the start phase.",
     ruling("Якщо це ваш хід, ви починаєте фазу дій з 1 очком дії ... Всі гравці втрачають залишки очок дій та ресурсів.",
            "CR 1.13.2b: a player cannot gain action points outside their own action phase; CR 4.4.3e: all action points are lost in the end phase (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026). A position giving the other player action points cannot arise.")).

invalid('FAB-108', S, Path, Reason) :-
    nth0(I, S.players, P),
    P.action_points > 0,
    Name = P.name,
    \+ ( memberchk(S.phase, ["action", "end"]), Name == S.turn_player ),
    json_path([players, I, action_points], Path),
    (   S.phase \== "start"
    ->  Reason = action_points_off_turn(Name, S.turn_player)
    ;   Reason = action_points_in_phase(Name, S.phase)
    ).

message(action_points_off_turn(Name, TP)) -->
    [ "~w has action points but it is ~w's turn"-[Name, TP] ].
message(action_points_in_phase(Name, Phase)) -->
    [ "~w has action points in the ~w phase"-[Name, Phase] ].

rule('FAB-109', state, "The position is consistent",
     "Two players with different names; turn_player and priority name one of them, and so does conceded when a player has conceded; the combat chain is open only in the action phase, and its links name the two players as attacker and defender; it has a link but in its layer step (step \"layer\"), which lasts while an attack waits on the stack; the active (last) link has its attack (only an earlier link's weapon may have moved on, FAB-404).",
     ruling("", "A judge's position must be one the game can reach; these are the facts every other rule relies on: two players (the seed's game is hero against hero), one of them to act (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026, 1.11.2: one player has priority at a time), and the combat chain open only in combat, in the action phase (7.0.1, 7.0.2), its layer step only while an attack is unresolved on the stack (7.0.2a, 7.1.1).")).

invalid('FAB-109', S, Path, Reason) :-
    players(S, Ps),
    (   Ps = [A, B], A.name == B.name
    ->  Path = "$.players[1].name",
        Reason = same_names(A.name)
    ;   member(K, [turn_player, priority, conceded]),
        get_dict(K, S, N),
        N \== null,
        \+ player(S, N, _),
        json_path([K], Path),
        Reason = not_a_player(K, N)
    ;   chain_open(S), S.phase \== "action",
        Path = "$.chain",
        Reason = chain_outside_action_phase(S.phase)
    ;   chain_open(S),
        nth0(I, S.chain.links, L),
        \+ ( player(S, L.controller, _), opponent(S, L.controller, O), O == L.defender ),
        json_path([chain, links, I], Path),
        Reason = link_players
    ;   chain_open(S), S.chain.links == [],
        \+ chain_step(S, "layer"),
        Path = "$.chain.links",
        Reason = no_chain_links
    ;   chain_step(S, "layer"),
        \+ layer_step(S, _),
        Path = "$.chain.step",
        Reason = layer_step_without_attack
    ;   active_link(S, L),
        \+ link_attack_seen(S, L, _),            % card_texts_prism.pl: or gone to the soul (FAB-751)
        length(S.chain.links, N),
        I is N - 1,
        json_path([chain, links, I], Path),
        Reason = active_link_without_attack
    ).

message(same_names(Name)) -->
    [ "both players are named ~w"-[Name] ].
message(not_a_player(K, N)) -->
    [ "~w names ~w, who is not a player"-[K, N] ].
message(chain_outside_action_phase(Phase)) -->
    [ "the combat chain is open in the ~w phase; it opens only in the action phase"-[Phase] ].
message(link_players) -->
    [ "a chain link's controller and defender must be the two players" ].
message(active_link_without_attack) -->
    [ "the active chain link has no attack; only an earlier link's weapon may have moved on to a later link (CR 7.2.3b)" ].
message(layer_step_without_attack) -->
    [ "the combat chain is in its layer step but no attack waits on the stack; the layer step lasts while an attack is unresolved there (CR 7.1.1)" ].
message(no_chain_links) -->
    [ "an open combat chain has at least one chain link" ].

rule('FAB-110', state, "The pitch zone and resource points are empty as a turn begins",
     "In the start phase no player has cards in their pitch zone or resource points: the end of every turn puts the pitch zone on the bottom of the deck and empties the resource points.",
     ruling("Всі гравці кладуть карти зі своєї зони скиду на дно своєї колоди в будь-якому порядку. Всі гравці втрачають залишки очок дій та ресурсів.",
            "The seed's end phase empties both for all players; CR 4.4.3c and 4.4.3e (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026) do it at the end of every turn, and nothing in the start phase pitches a card or gains a resource point (CR 4.2.1: no priority). A start phase with either cannot arise.")).

%!  turn_start_leftover(+State, -Index, -Key, -Amount) is nondet.
%
%   In the start phase, player Index still has Amount (cards or points)
%   in Key: their pitch zone or resource points.

turn_start_leftover(S, I, Key, Amount) :-
    S.phase == "start",
    nth0(I, S.players, P),
    (   chi_points(P, Chi),                     % card_texts_chi.pl: chi points stay (FAB-1105)
        P.resource_points > Chi,
        Key = resource_points,
        Amount is P.resource_points - Chi
    ;   P.pitch \== [],
        Key = pitch,
        length(P.pitch, Amount)
    ).

invalid('FAB-110', S, Path, turn_start_leftover(Name, Key, Amount)) :-
    turn_start_leftover(S, I, Key, Amount),
    nth0(I, S.players, P),
    Name = P.name,
    json_path([players, I, Key], Path).

message(turn_start_leftover(Name, resource_points, N)) -->
    [ "~w has ~d resource point(s) in the start phase; the end of every turn empties them"-[Name, N] ].
message(turn_start_leftover(Name, pitch, N)) -->
    [ "~w has ~d card(s) in the pitch zone in the start phase; the end of every turn puts them on the bottom of the deck"-[Name, N] ].

rule('FAB-111', state, "Priority follows the passes",
     "In the action phase with an empty stack, with no pass yet the turn player has priority (at the start of the phase, of a step and after every layer resolves) and after one pass the other player has it; with a layer on the stack and no pass, the player who played the top layer (who keeps it) or the turn player (who gets it after a layer resolves) has it, and after one pass the other player (FAB-208): the other player never has it with the turn player's layer on top and no pass. In the start and end phases and the defend step nobody gets priority, so the position names the turn player, with no pass.",
     ruling("Якщо це ваш хід, ви починаєте фазу дій з 1 очком дії ... миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "CR 1.11.3: players get priority only in the action phase, the turn player at the start of the phase, of most combat steps and after a layer resolves; CR 1.11.4a: a pass gives priority to the next player, and two passes in succession with an empty stack end the phase or step; CR 1.11.5: a player who plays a card or activates an ability regains priority; CR 5.3.7: after a layer resolves the turn player gains priority; CR 4.2.1, 4.4.1 and 7.3.2: no priority in the start and end phases, nor while defenders are declared (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026). With an empty stack, the other player with priority and no pass, or the turn player after one pass, cannot arise.")).

%!  priority_holder(+State, -Player, -Why) is det.
%
%   Who holds priority in State by the passes (Why: `turn` for the turn
%   player with none made or outside priority, `passed` for the other
%   player after the turn player's pass).

priority_holder(S, P, Why) :-
    TP = S.turn_player,
    (   S.phase == "action",
        \+ chain_step(S, "defend"),
        S.passes =:= 1
    ->  opponent(S, TP, P),
        Why = passed
    ;   P = TP,
        Why = turn
    ).

%   The state's passes and priority where priority_holder/3 says there
%   can be none, or another player.
invalid('FAB-111', S, "$.passes", passes_without_priority(S.phase, Step)) :-
    S.passes > 0,
    (   S.phase \== "action"
    ->  Step = none
    ;   chain_step(S, "defend"),
        Step = defend
    ).
%!  unpassed_priority(+State, ?Player) is nondet.
%
%   With a layer on the stack and no pass recorded, Player may hold
%   priority: the top layer's controller, who kept it as they played it
%   (CR 1.11.5), or the turn player, who gains it after a layer resolves
%   (CR 5.3.7).  Anyone else has it only by a pass (passes 1, CR 1.11.4a).

unpassed_priority(S, P) :-
    top_layer(S, L),
    get_dict(controller, L, P).
unpassed_priority(S, P) :-
    \+ stack_empty(S),
    P = S.turn_player.

invalid('FAB-111', S, "$.priority", priority_without_a_pass(P, Top)) :-
    S.phase == "action",
    S.passes =:= 0,
    top_layer(S, L),
    get_dict(controller, L, Top),
    P = S.priority,
    player(S, P, _),
    \+ unpassed_priority(S, P).

invalid('FAB-111', S, "$.priority", priority_not_by_passes(Holder, P, Why)) :-
    stack_empty(S),
    P = S.priority,
    player(S, P, _),
    player(S, S.turn_player, _),
    priority_holder(S, Holder, Why),
    Holder \== P.

message(passes_without_priority(Phase, none)) -->
    [ "passes is counted only in the action phase; the ~w phase has no priority to pass (passes 0)"-[Phase] ].
message(passes_without_priority(_, defend)) -->
    [ "nobody has priority while defenders are declared (passes 0)" ].
message(priority_not_by_passes(Holder, P, turn)) -->
    [ "priority is ~w's, not ~w's: the turn player has it until they pass (passes 1 gives it to the other player)"-[Holder, P] ].
message(priority_without_a_pass(P, Top)) -->
    [ "~w has priority with ~w's layer on top of the stack and no pass recorded: the player who plays a layer keeps priority and the turn player gets it after a layer resolves; ~w gets it only by a pass (passes 1)"-[P, Top, P] ].
message(priority_not_by_passes(Holder, P, passed)) -->
    [ "priority is ~w's, not ~w's: after one pass (passes 1) the other player has it"-[Holder, P] ].

rule('FAB-114', state, "The stack holds layers that can be there",
     "The stack holds layers only in the action phase outside the defend step; each layer names a player as its controller; an activated-layer says its ability's type, effect and go again, and an attack names a weapon in its controller's weapon zone or attacking on the combat chain (it attacks again, CR 1.4.3c, 7.2.3b); an action layer (an action card or action ability) is the bottom layer, played with the combat chain closed or in the resolution step; a reaction layer is on the stack only in the reaction step, an attack reaction the attacker's and a defense reaction the defending player's.",
     ruling("Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться. ... реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "CR 4.2.1, 4.4.1 and 7.3.2 (no priority in the start and end phases, nor while defenders are declared: layers added there resolve as if all players passed, so no move finds one), 8.1.1a and 8.1.1b (an action is played with an empty stack, with the combat chain closed or in the resolution step), 8.1.2a and 8.1.3a (reactions in the reaction step, by the attacker or the defending player), 5.2.2a (an activated-layer is controlled by the player who activated it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position with any other layer cannot arise.")).

%!  misplaced_layer(+State, -Index, -Key, -Reason) is nondet.
%
%   Layer Index of the stack cannot be there, for Reason; Key is the
%   layer's key the problem is at (`none`: the layer itself).

misplaced_layer(S, I, none, Reason) :-
    stack(S, [_|_]),
    (   S.phase \== "action"
    ->  Reason = stack_outside_action_phase(S.phase)
    ;   chain_step(S, "defend"),
        Reason = stack_in_defend_step
    ),
    I = 0.
misplaced_layer(S, I, Key, Reason) :-
    stack(S, Ls),
    nth0(I, Ls, L),
    (   \+ ( get_dict(controller, L, Who), player(S, Who, _) )
    ->  Key = controller,
        key_value(controller, L, null, Who0),
        Reason = layer_controller(Who0)
    ;   \+ layer_card(L, _),
        (   member(Key, [type, effect, go_again]),
            \+ get_dict(Key, L, _)
        ->  true
        ;   get_dict(effect, L, "gain_life"),
            \+ ( get_dict(life, L, N), integer(N), N > 0 ),
            Key = life
        ;   get_dict(effect, L, E),
            memberchk(E, ["gain_resources", "gain_action_points"]),   % FAB-552
            \+ ( get_dict(amount, L, N), integer(N), N > 0 ),
            Key = amount
        )
    ->  Reason = ability_layer_unknown(L.source, Key)
    ;   get_dict(effect, L, "attack"),
        player(S, L.controller, P),
        \+ card_in(P, weapons, L.source, _),
        \+ chain_ability_card(S, L.controller, L.source, _),
        \+ auraw_layer_aura(S, L),               % card_texts_auraweapons.pl (FAB-1573)
        \+ storm_layer_ally(S, L)                % card_texts_storm.pl (FAB-1490)
    ->  Key = source,
        Reason = attack_without_weapon(L.source, L.controller)
    ;   action_layer(L),
        \+ finish4_instant_layer(S, L),         % card_texts_finish4.pl: Snap Shot's bows (FAB-1101)
        \+ illus_instant_layer(S, L),           % card_texts_illusionist.pl: Astral Etchings (FAB-1444)
        (   I > 0
        ->  Reason = action_layer_not_bottom(I)
        ;   chain_open(S), S.chain.step \== "resolution",
            \+ ( S.chain.step == "layer", attack_layer(L) )     % the attack of the layer step
        ->  Reason = action_layer_in_combat(S.chain.step)
        ),
        Key = none
    ;   layer_type(L, T),
        reaction_misfit(S, L.controller, T, Why),
        Key = none,
        Reason = reaction_layer_misfit(T, Why)
    ).

invalid('FAB-114', S, Path, Reason) :-
    misplaced_layer(S, I, Key, Reason),
    (   Key == none
    ->  json_path([stack, I], Path)
    ;   json_path([stack, I, Key], Path)
    ).

message(stack_outside_action_phase(Phase)) -->
    [ "the stack holds layers in the ~w phase; they resolve before any move there, so only the action phase has a stack"-[Phase] ].
message(stack_in_defend_step) -->
    [ "the stack holds layers in the defend step; nothing is played before defenders are declared" ].
message(layer_controller(Who)) -->
    [ "the layer's controller is ~w, who is not a player"-[Who] ].
message(ability_layer_unknown(Source, Key)) -->
    [ "the activated-layer of ~w does not give its ~w, and ~w's source has no such ability to take it from"-[Source, Key, Source] ].
message(attack_without_weapon(Source, Who)) -->
    [ "the attack on the stack is ~w's weapon ~w, which is neither in their weapon zone nor attacking on the combat chain"-[Who, Source] ].
message(action_layer_not_bottom(I)) -->
    { N is I + 1 },
    [ "layer ~d is an action, played on top of another layer; an action is played only with an empty stack"-[N] ].
message(action_layer_in_combat(Step)) -->
    [ "an action is on the stack in the ~w step of combat; during combat an action (an attack) is played only in the resolution step"-[Step] ].
message(reaction_layer_misfit(T, not_reaction_step)) -->
    [ "a ~w is on the stack outside the reaction step of combat"-[T] ].
message(reaction_layer_misfit(_, not_controller(Controller))) -->
    [ "an attack reaction on the stack is not ~w's, who controls the attack"-[Controller] ].
message(reaction_layer_misfit(_, not_defender(Defender))) -->
    [ "a defense reaction on the stack is not ~w's, the defending player"-[Defender] ].

rule('FAB-112', state, "One piece of equipment in each equipment zone",
     "A player has at most one equipped head, chest, arms and legs piece, at most one off-hand and at most one quiver (each takes a weapon zone, FAB-113); equipment on the combat chain as a defender still counts as its controller's.",
     ruling("Виберіть свою зброю та спорядження і покладіть їх обличчям донизу. ... Переверніть свою зброю та спорядження і покладіть їх у зони зброї та спорядження.",
            "The seed puts equipment in its zones without saying how many. CR 3.0.2 (one head, chest, arms and legs zone each), 3.10.2 and its like (a zone holds at most one object, equipped by subtype), 4.1.4a (up to one card for each zone at the start of the game), 8.2.10b (at most one off-hand) and 8.2.15b (a player cannot equip more than one quiver), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A card whose subtypes the state and the card data do not give is not counted.")).

%   The equipment slots, by the subtype that names each.
equipment_slot("Head").  equipment_slot("Chest").  equipment_slot("Arms").
equipment_slot("Legs").  equipment_slot("Off-Hand").  equipment_slot("Quiver").

card_subtypes(C, Ss) :-
    (   card_prop(C, subtypes, Ss0), is_list(Ss0) -> Ss = Ss0 ; Ss = [] ).

%!  equipped_cards(+State, +Index, -Cards) is det.
%
%   Player Index's equipped weapons and equipment as Card-Path pairs: in
%   their weapon and equipment zones, and on the combat chain (a weapon
%   attacking, equipment defending).

equipped_cards(S, I, Cards) :-
    nth0(I, S.players, P),
    Name = P.name,
    findall(C-Path,
            (   member(Z, [weapons, equipment]),
                nth0(J, P.get(Z), C),
                json_path([players, I, Z, J], Path)
            ;   chain_open(S),
                nth0(K, S.chain.links, L),
                (   L.controller == Name,
                    link_attack(L, C),
                    card_type(C, "weapon"),
                    json_path([chain, links, K, attack], Path)
                ;   L.defender == Name,
                    nth0(J, L.defending, C),
                    card_type(C, T),
                    memberchk(T, ["weapon", "equipment"]),
                    json_path([chain, links, K, defending, J], Path)
                )
            ),
            Cards).

%!  slot_taken_twice(+State, -Index, -Slot, -Path) is nondet.
%
%   Player Index has a second piece for Slot, at Path.

slot_taken_twice(S, I, Slot, Path) :-
    nth0(I, S.players, _),
    equipped_cards(S, I, Cards),
    equipment_slot(Slot),
    findall(Path0, ( member(C-Path0, Cards),
                     card_type(C, "equipment"),
                     card_subtypes(C, Ss),
                     memberchk(Slot, Ss) ), [_, Path|_]).

invalid('FAB-112', S, Path, slot_taken_twice(Name, Slot)) :-
    slot_taken_twice(S, I, Slot, Path),
    nth0(I, S.players, P),
    Name = P.name.

message(slot_taken_twice(Name, "Quiver")) -->
    !,
    [ "~w has a second quiver; a player cannot equip more than one (CR 8.2.15b)"-[Name] ].
message(slot_taken_twice(Name, Slot)) -->
    [ "~w has a second ~w piece of equipment; each equipment zone holds one"-[Name, Slot] ].

rule('FAB-113', state, "Two weapon zones",
     "A player has two weapon zones: a one-handed (1H) weapon and an off-hand or quiver take one each, a two-handed (2H) weapon takes both, except that a quiver may share them with a 2H bow; a weapon whose handedness is not given takes one. Weapons on the combat chain still take their zones.",
     ruling("Зброя - Почніть гру зі своєю зброєю в цій зоні. Коли зброя атакує, вона переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed has one weapon zone. CR 3.0.2 (two weapon zones), 3.16.2 and 3.16.2a (each holds at most one object, a weapon, an off-hand or a quiver; a 2H object is equipped to both) 8.2.10a (an off-hand needs an empty weapon zone), 8.2.2b and 8.2.2c (a two-hander is equipped to both weapon zones but occupies only one) and 8.2.15a (a quiver may occupy the weapon zone a 2H bow is equipped to but does not occupy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: a Ranger's 2H bow beside one quiver fills the two zones exactly. rulecheck keeps off-hands and quivers in the equipment list (their type is equipment) and counts them here.")).

%!  hands_used(+Card, -Hands) is semidet.
%
%   The weapon zones Card takes: 2 for a 2H weapon, 1 for any other
%   weapon and for an off-hand or quiver; fails for other cards.

hands_used(C, Hands) :-
    card_type(C, T),
    card_subtypes(C, Ss),
    (   T == "weapon"
    ->  (   memberchk("2H", Ss) -> Hands = 2 ; Hands = 1 )
    ;   T == "equipment",
        ( memberchk("Off-Hand", Ss) ; memberchk("Quiver", Ss) )
    ->  Hands = 1
    ).

%!  zones_taken(+Cards, +K, +Card, -Hands) is semidet.
%
%   Card, the K-th (0-based) of a player's equipped Cards (Card-Path
%   pairs), takes Hands weapon zones more: hands_used/2, except for the
%   player's first quiver beside a 2H bow, which occupies the zone the
%   bow is equipped to but does not occupy (CR 8.2.2c, 8.2.15a) and so
%   takes none more.

zones_taken(Cards, K, C, Hands) :-
    hands_used(C, H0),
    (   quiver_beside_bow(Cards, K, C)
    ->  Hands = 0
    ;   Hands = H0
    ).

quiver_beside_bow(Cards, K, C) :-
    is_quiver(C),
    \+ ( nth0(J, Cards, Q-_), J < K, is_quiver(Q) ),
    member(B-_, Cards),
    two_handed_bow(B),
    !.

%!  is_quiver(+Card) is semidet.
%!  two_handed_bow(+Card) is semidet.
%
%   Card is a quiver (equipment, subtype Quiver); a two-handed bow (a
%   weapon with subtypes 2H and Bow).

is_quiver(C) :-
    card_type(C, "equipment"),
    card_subtypes(C, Ss),
    memberchk("Quiver", Ss).

two_handed_bow(C) :-
    card_type(C, "weapon"),
    card_subtypes(C, Ss),
    memberchk("2H", Ss),
    memberchk("Bow", Ss).

%!  too_many_hands(+State, -Index, -Hands, -Path) is nondet.
%
%   Player Index's weapons, off-hand and quiver take Hands > 2 weapon
%   zones; Path is the card that went over.

too_many_hands(S, I, Hands, Path) :-
    nth0(I, S.players, _),
    equipped_cards(S, I, Cards),
    findall(H-Path0, ( nth0(K, Cards, C-Path0), zones_taken(Cards, K, C, H) ), Used),
    pairs_keys(Used, Hs),
    sum_list(Hs, Hands),
    Hands > 2,
    last_over(Used, 0, Path).

%   The path of the first card at which the weapon zones run out.
last_over([H-P|Us], N0, Path) :-
    N is N0 + H,
    (   N > 2 -> Path = P ; last_over(Us, N, Path) ).

invalid('FAB-113', S, Path, too_many_hands(Name, Hands)) :-
    too_many_hands(S, I, Hands, Path),
    nth0(I, S.players, P),
    Name = P.name.

                 /*******************************
                 *          CONSERVATION        *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   The cards of the game, wherever they are: card(Owner, Id) for each
%   player's hero, weapons, equipment, deck, hand, arsenal, pitch zone,
%   graveyard and banished zone, for the combat chain (an attack is its
%   controller's, a defending card the defender's) and for the stack (a
%   card-layer is its controller's).  Tokens are left out: a token that
%   leaves the arena ceases to exist (CR 8.1.8a), as Might does when its
%   effect destroys it; so are Fang Strike and Slither (ephemeral:
%   created by a text, they cease to exist, FAB-1093), and macros (no
%   cards, no owner: they cease to exist leaving the arena, FAB-1328).  Within
%   rulecheck's scope no other card enters or leaves the game and no card
%   changes hands, so every move keeps this multiset (rulecheck's
%   self-play checks it after every legal move).

inventory(S, Bag) :-
    findall(card(Owner, Id), owned_card(S, Owner, Id), Bag).

owned_card(S, Owner, Id) :-
    member(P, S.players),
    get_dict(name, P, Holder),
    (   card_id(P.hero, Id),
        Owner = Holder
    ;   zone(Z),
        get_dict(Z, P, Cs),
        member(C, Cs),
        \+ token_card(C),                       % it ceases to exist as it leaves the arena
        \+ ephemeral_keyword_card(C),           % created, and ceases to exist (card_texts_nuu.pl, FAB-1093)
        \+ macro_card(C),                       % card_texts_macro.pl: no card, no owner (FAB-1328)
        card_id(C, Id),
        card_owner(Holder, C, Owner)            % card_owner.pl: its `owner`, else the holder
    ).
owned_card(S, Owner, Id) :-
    stack(S, Ls),
    member(L, Ls),
    layer_card(L, C),
    \+ token_card(C),
    \+ ephemeral_keyword_card(C),
    card_owner(L.controller, C, Owner),
    card_id(C, Id).
owned_card(S, Owner, Id) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C),
        card_owner(L.controller, C, Owner)
    ;   member(C, L.defending),
        card_owner(L.defender, C, Owner)
    ),
    \+ token_card(C),
    \+ storm_proxy(C),                          % card_texts_storm.pl: an ally's attack-proxy is no card (FAB-1490)
    card_id(C, Id).

message(too_many_hands(Name, Hands)) -->
    [ "~w's weapons, off-hand and quiver take ~d weapon zones; a player has two (a 2H weapon takes both, though a quiver may share them with a 2H bow)"-[Name, Hands] ].
