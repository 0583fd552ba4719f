/*  Clash of Decks: the cards rulecheck knows by name.

    Part of game.pl.  catalog_card(Key, Entry): Entry is a
    card's printed facts in the form a state gives them (name, type,
    cost, attack, health, abilities, aura, effects); Key is
    rc_cards:name_key/2 of its name, computed as the file is compiled.
    A state may name a card and give nothing else (setup.pl); values
    it gives win over these.
*/

                 /*******************************
                 *          THE CATALOG         *
                 *******************************/

%   The cards of the bundled fixtures, with the values most of them give
%   (docs/games/clash-of-decks.md: the values are illustrative, the names
%   those of the Starter Kit's decks and of the fixtures' own cards).
%   Each card(Entry) below becomes catalog_card(Key, Entry).

term_expansion(card(Entry), catalog_card(Key, Entry)) :-
    name_key(Entry.name, Key).

card(_{name:"Abomination", type:"creature", cost:5, attack:5, health:5, abilities:["splash"]}).
card(_{name:"Alchemist", type:"creature", cost:2, attack:1, health:2, abilities:["catalyst"]}).
card(_{name:"Alpha", type:"creature", cost:3, attack:2, health:3, abilities:["aim"]}).
card(_{name:"Annihilation", type:"spell", cost:4, effects:[_{effect:"damage", amount:5}]}).
card(_{name:"Archer", type:"creature", cost:2, attack:2, health:2, abilities:["aim"]}).
card(_{name:"Banner", type:"creature", cost:3, attack:0, health:3, abilities:["aura"], aura:[_{effect:"attack", amount:2}]}).
card(_{name:"Baron", type:"creature", cost:5, attack:4, health:4, abilities:["aura"], aura:[_{effect:"attack", amount:1}]}).
card(_{name:"Baroness", type:"creature", cost:3, attack:1, health:2, abilities:["aura"], aura:[_{effect:"health", amount:1}]}).
card(_{name:"Berserker", type:"creature", cost:4, attack:3, health:4, abilities:["berserk"]}).
card(_{name:"Boom!", type:"spell", cost:2, effects:[_{effect:"damage", amount:3}]}).
card(_{name:"Brute", type:"creature", cost:3, attack:3, health:3}).
card(_{name:"Carapace", type:"creature", cost:3, attack:1, health:5, abilities:["protection"]}).
card(_{name:"Catapult", type:"building", cost:3, attack:2, health:4}).
card(_{name:"Combustion", type:"spell", cost:2, effects:[_{effect:"damage", amount:2}]}).
card(_{name:"Conscript 1", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 2", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 3", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 4", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 5", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 6", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 7", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Conscript 8", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Eel", type:"creature", cost:2, attack:2, health:2, abilities:["aquatic"]}).
card(_{name:"Giant", type:"creature", cost:6, attack:5, health:6}).
card(_{name:"Goblin", type:"creature", cost:2, attack:2, health:2}).
card(_{name:"Golem", type:"creature", cost:4, attack:2, health:5, abilities:["indestructible"]}).
card(_{name:"Guard", type:"creature", cost:2, attack:1, health:3}).
card(_{name:"Harpy", type:"creature", cost:2, attack:2, health:2, abilities:["aerial"]}).
card(_{name:"Healing", type:"spell", cost:1, effects:[_{effect:"heal", amount:2}]}).
card(_{name:"Imp", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Knight", type:"creature", cost:3, attack:2, health:4}).
card(_{name:"Lancer", type:"creature", cost:3, attack:2, health:3, abilities:["perforation"]}).
card(_{name:"Lieutenant", type:"creature", cost:2, attack:2, health:2, abilities:["sprint"]}).
card(_{name:"Microctopus", type:"creature", cost:1, attack:1, health:1, abilities:["aquatic"]}).
card(_{name:"Moray", type:"creature", cost:2, attack:2, health:2, abilities:["aquatic"]}).
card(_{name:"Ogre", type:"creature", cost:4, attack:4, health:4}).
card(_{name:"Otter", type:"creature", cost:2, attack:1, health:2, abilities:["aquatic", "sprint"]}).
card(_{name:"Palisade", type:"creature", cost:1, attack:0, health:5}).
card(_{name:"Partisan", type:"creature", cost:1, attack:1, health:2, abilities:["focus"]}).
card(_{name:"Rampart", type:"creature", cost:2, attack:0, health:9}).
card(_{name:"Rat", type:"creature", cost:2, attack:2, health:2, abilities:["pest"]}).
card(_{name:"Ravager", type:"creature", cost:3, attack:3, health:3, abilities:["berserk", "rage"]}).
card(_{name:"Recruit 1", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 2", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 3", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 4", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 5", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 6", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 7", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Recruit 8", type:"creature", cost:1, attack:1, health:1}).
card(_{name:"Revenant", type:"creature", cost:2, attack:2, health:1, abilities:["rage"]}).
card(_{name:"Sage", type:"creature", cost:2, attack:1, health:2, abilities:["catalyst"]}).
card(_{name:"Scout", type:"creature", cost:1, attack:1, health:1, abilities:["sprint"]}).
card(_{name:"Scribe", type:"creature", cost:2, attack:1, health:2, abilities:["catalyst"]}).
card(_{name:"Shaman", type:"creature", cost:3, attack:2, health:2, abilities:["aerial"]}).
card(_{name:"Troll", type:"creature", cost:4, attack:3, health:5, abilities:["berserk"]}).
card(_{name:"Wall", type:"building", cost:2, attack:0, health:6}).
card(_{name:"Watchtower", type:"building", cost:3, attack:0, health:3}).
card(_{name:"Wisp", type:"creature", cost:2, attack:2, health:1, abilities:["aerial"]}).
card(_{name:"Wraith", type:"creature", cost:2, attack:2, health:1, abilities:["rage"]}).
card(_{name:"Zap", type:"spell", cost:0, effects:[_{effect:"damage", amount:2}]}).

%!  starter_deck(?Deck:integer, ?Names:list) is nondet.
%
%   The preconstructed decks of the Starter Kit whose cards the catalog
%   holds (the official English rulebook, clashofdecks.com, "Setup",
%   Preconstructed format): new_game/2 drafts from them.

starter_deck(1, ["Annihilation", "Baron", "Boom!", "Brute", "Carapace", "Partisan", "Revenant", "Troll"]).
starter_deck(2, ["Abomination", "Alpha", "Combustion", "Lieutenant", "Microctopus", "Ogre", "Scribe", "Shaman"]).

%!  catalog_names_like(+Text, -Names:list) is det.
%
%   The names of at most three catalog cards most like Text (isub/4
%   similarity above 0.6), for a "did you mean".

catalog_names_like(Text, Names) :-
    name_key(Text, Key),
    findall(Sim-Name,
            ( catalog_card(K, E),
              isub(Key, K, Sim, [normalize(true)]),
              Sim > 0.6,
              Name = E.name ),
            Pairs0),
    sort(0, @>=, Pairs0, Pairs),
    pairs_values(Pairs, Names0),
    leftmost(3, Names0, Names).
