/*  World of Warcraft TCG: the catalog of cards, and a new game.

    Part of game.pl.  The cards a state may name without their values
    (setup.pl fills them in), the decks `rulecheck new` deals, and
    new_game/2.
*/

                 /*******************************
                 *          THE CATALOG         *
                 *******************************/

%!  catalog_card(?Key:atom, ?Entry:dict) is nondet.
%
%   The cards rulecheck knows by name: the seed's three allies (Kor
%   Cindervein, Voss Treebender, Guardian Steelhorn) and the cards of the
%   decks below, all from the Heroes of Azeroth set (`number` is the
%   collector number), with their printed values in the state's terms
%   (rules.pl/wow-tcg/schema.json): `type`, `cost`, `atk`, `health`,
%   `strike_cost`, `def`, the keywords (`instant`, `protector`,
%   `ferocity`, `cannot_attack`) and the `effects` the rules model.  Their
%   traits (`faction`, `class`) decide which hero's deck may hold them
%   (CR v7.4 100.2a).  What a card's printed text does beyond that is
%   named in `unmodelled`: a state that names the card gets the values,
%   and the rules do not do that text.  Key is rc_cards:name_key/2 of the
%   name, computed as the file is compiled.

term_expansion(card(Entry), catalog_card(Key, Entry)) :-
    get_dict(name, Entry, Name),
    rc_cards:name_key(Name, Key).

% --- heroes (every hero of the set has a flip power: none is modelled)
card(_{name:"Gorebelly", type:"hero", health:30, faction:"Horde", class:"Warrior",
       set:"Heroes of Azeroth", number:9, unmodelled:"flip power"}).
card(_{name:"Ta'zo", type:"hero", health:25, faction:"Horde", class:"Mage",
       set:"Heroes of Azeroth", number:15, unmodelled:"flip power"}).
card(_{name:"Warrax", type:"hero", health:30, faction:"Alliance", class:"Warrior",
       set:"Heroes of Azeroth", number:8, unmodelled:"flip power"}).
card(_{name:"Graccus", type:"hero", health:29, faction:"Alliance", class:"Paladin",
       set:"Heroes of Azeroth", number:4, unmodelled:"flip power"}).
% --- allies
card(_{name:"Kor Cindervein", type:"ally", cost:3, atk:3, health:3,
       faction:"Alliance", class:"Paladin", set:"Heroes of Azeroth", number:192}).
card(_{name:"Anika Berlyn", type:"ally", cost:6, atk:5, health:6,
       faction:"Alliance", class:"Paladin", set:"Heroes of Azeroth", number:175}).
card(_{name:"Crazy Igvand", type:"ally", cost:2, atk:0, health:6, protector:true,
       faction:"Alliance", class:"Warrior", set:"Heroes of Azeroth", number:180}).
card(_{name:"Tristan Rapidstrike", type:"ally", cost:4, atk:3, health:3, instant:true, protector:true,
       faction:"Alliance", class:"Warrior", set:"Heroes of Azeroth", number:221}).
card(_{name:"Guardian Steelhorn", type:"ally", cost:2, atk:3, health:3, protector:true, cannot_attack:true,
       faction:"Horde", class:"Warrior", set:"Heroes of Azeroth", number:240}).
card(_{name:"Vaerik Proudhoof", type:"ally", cost:4, atk:5, health:3,
       faction:"Horde", class:"Warrior", set:"Heroes of Azeroth", number:262}).
card(_{name:"Benethor Draigo", type:"ally", cost:3, atk:4, health:2,
       faction:"Horde", class:"Mage", set:"Heroes of Azeroth", number:228}).
card(_{name:"Vesh'ral", type:"ally", cost:3, atk:3, health:1, ferocity:true,
       faction:"Horde", class:"Mage", set:"Heroes of Azeroth", number:264}).
card(_{name:"Voss Treebender", type:"ally", cost:1, atk:2, health:1,
       faction:"Horde", class:"Druid", set:"Heroes of Azeroth", number:266,
       unmodelled:"as he attacks, his controller may exhaust a hero or ally"}).
% --- abilities
card(_{name:"Fire Blast", type:"ability", cost:1, instant:true,
       effects:[_{effect:"damage", amount:2, target:"character"}],
       class:"Mage", set:"Heroes of Azeroth", number:52}).
card(_{name:"Lightning Bolt", type:"ability", cost:3,
       effects:[_{effect:"damage", amount:4, target:"character"}],
       class:"Shaman", set:"Heroes of Azeroth", number:113}).
card(_{name:"Quick Strike", type:"ability", cost:3, instant:true,
       effects:[_{effect:"damage", amount:2, target:"character"}],
       set:"Heroes of Azeroth", number:165}).
card(_{name:"Exhaustion", type:"ability", cost:2, instant:true,
       effects:[_{effect:"exhaust", target:"ally"}],
       set:"Heroes of Azeroth", number:159}).
card(_{name:"Windfury Weapon", type:"ability", cost:2, instant:true,
       class:"Shaman", set:"Heroes of Azeroth", number:119,
       unmodelled:"attaches to a Melee weapon; the first strike with it each turn may pay (1) to ready it and the hero"}).
% --- equipment
card(_{name:"Krol Blade", type:"weapon", cost:3, atk:3, strike_cost:1,
       class:["Hunter", "Paladin", "Rogue", "Warrior"], set:"Heroes of Azeroth", number:331}).
card(_{name:"Golem Skull Helm", type:"armor", cost:3, def:3,
       class:["Paladin", "Warrior"], set:"Heroes of Azeroth", number:290}).

                 /*******************************
                 *          A NEW GAME          *
                 *******************************/

%!  hero_deck(?Hero:string, ?Cards:list) is nondet.
%
%   The deck `rulecheck new` deals a hero: Count-Name pairs of catalog
%   cards, 30 cards, a Limited deck (CR v7.4 100.1: at least 30 cards;
%   100.4: any number of copies).  Every card shares its class and
%   faction with the hero or has none (100.2a; deck_card_fits/2 checks).

hero_deck("Gorebelly", [5-"Guardian Steelhorn", 5-"Vaerik Proudhoof", 5-"Krol Blade",
                        5-"Golem Skull Helm", 5-"Quick Strike", 5-"Exhaustion"]).
hero_deck("Ta'zo", [6-"Benethor Draigo", 6-"Vesh'ral", 6-"Fire Blast",
                    6-"Quick Strike", 6-"Exhaustion"]).
hero_deck("Warrax", [5-"Crazy Igvand", 5-"Tristan Rapidstrike", 5-"Krol Blade",
                     5-"Golem Skull Helm", 5-"Quick Strike", 5-"Exhaustion"]).
hero_deck("Graccus", [5-"Kor Cindervein", 5-"Anika Berlyn", 5-"Krol Blade",
                      5-"Golem Skull Helm", 5-"Quick Strike", 5-"Exhaustion"]).

%!  deck_card_fits(+Hero:dict, +Card:dict) is semidet.
%
%   Card may be in Hero's deck: each of its traits (class, faction), if
%   it has any, is one of the hero's (CR v7.4 100.2a).

deck_card_fits(Hero, Card) :-
    forall(member(Trait, [class, faction]),
           (   get_dict(Trait, Card, Vs0)
           ->  ( is_list(Vs0) -> Vs = Vs0 ; Vs = [Vs0] ),
               get_dict(Trait, Hero, H),
               memberchk(H, Vs)
           ;   true
           )).

catalog_named(Name, Entry) :-
    rc_cards:name_key(Name, Key),
    catalog_card(Key, Entry).

%!  new_game(+Options:dict, -State:dict) is det.
%
%   The position at the start of the first turn (CR v7.4 101.1): two
%   players (Options.players: 2 or two names; "alice" and "bob" if not
%   given), each with a hero (Options.choices.hero: a name for each
%   player in order, or chosen at random) in play, its 30-card deck
%   shuffled and seven cards drawn; the first player named takes the
%   first turn, in the action phase (the first player skips the first
%   draw, 501.2b; there is nothing to ready).  Mulligans (101.2) are not
%   modelled.  The position is short: its cards are named, and the
%   engine's normalisation (setup.pl) gives them their values.

new_game(Options, State) :-
    new_players(Options, Names),
    (   get_dict(choices, Options, Choices) -> true ; Choices = _{} ),
    forall(get_dict(K, Choices, _), known_choice(K)),
    (   get_dict(hero, Choices, Heroes0) -> true ; Heroes0 = [] ),
    length(Names, NP),
    length(Heroes0, NH),
    (   NH =< NP
    ->  true
    ;   new_game_error("$.choices.hero", one_hero_each)
    ),
    findall(H, hero_deck(H, _), AllHeroes),
    maplist(chosen_hero(Heroes0, AllHeroes), [0, 1], Heroes),
    maplist(new_player, Names, Heroes, Players),
    Names = [First|_],
    State = _{game:"wow-tcg", turn:First, phase:"action", step:"main",
              resource_placed:false, combat:null, players:Players}.

new_players(Options, Names) :-
    (   \+ get_dict(players, Options, _)
    ->  Names = ["alice", "bob"]
    ;   get_dict(players, Options, 2)
    ->  Names = ["alice", "bob"]
    ;   get_dict(players, Options, Names0),
        is_list(Names0),
        Names0 = [A, B],
        string(A), string(B), A \== "", B \== "", A \== B
    ->  Names = Names0
    ;   new_game_error("$.players", two_players)
    ).

%   A bad option of `new`: bad input, in the words of message//1.
new_game_error(Path, Reason) :-
    reason_text(wow_tcg, new_game(Reason), Message),
    throw(rc_error("input", "OPTIONS", Path, Message)).

known_choice(hero) :- !.
known_choice(K) :-
    json_path([choices, K], Path),
    new_game_error(Path, unknown_choice(K)).

chosen_hero(Given, All, I, Hero) :-
    (   nth0(I, Given, Name)
    ->  (   rc_cards:name_key(Name, Key),
            member(Hero, All),
            rc_cards:name_key(Hero, Key)
        ->  true
        ;   json_path([choices, hero, I], Path),
            new_game_error(Path, unknown_hero(Name, All))
        )
    ;   random_member(Hero, All)
    ).

new_player(Name, HeroName, P) :-
    hero_deck(HeroName, List),
    findall(_{id:Id, name:Card},
            ( member(N-Card, List),
              between(1, N, K),
              rc_cards:name_key(Card, Key),
              atomic_list_concat(Words, ' ', Key),
              atomic_list_concat([Name|Words], '-', Prefix),
              format(string(Id), "~w-~d", [Prefix, K]) ),
            Deck0),
    random_permutation(Deck0, Deck1),
    length(Hand, 7),
    append(Hand, Deck, Deck1),
    P = _{name:Name, hero:HeroName, hand:Hand, deck:Deck}.
