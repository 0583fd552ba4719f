/*  Blood Bound: the box's cards by name.

    Part of game.pl.  The catalog (rulecheck cards blood-bound) is
    the box's character cards, 9 of each clan and the Inquisitor, and its
    ability cards, each with its printed facts as the rules model them.
    A state may name a character or an ability card instead of spelling
    it out (setup.pl resolves the name: rc_cards:resolve_card/5).
*/

                 /*******************************
                 *          THE CATALOG         *
                 *******************************/

%!  catalog_entry(-Entry:dict) is nondet.
%
%   A card of the box: a character card (its clan, rank, character,
%   default icons, clue and ability) or an ability card (its identifier in
%   a state's "cards", its copies in the box and what it does).

catalog_entry(E) :-
    character_entry(E).
catalog_entry(E) :-
    ability_card_entry(E).

character_entry(_{name:Name, kind:"character", clan:Clan, rank:Rank,
                  character:Title, icons:Icons, clue:Clue, ability:Ability}) :-
    clans(Clans),
    member(Clan, Clans),
    rank_character(Rank, Role),
    character_title(Role, Title),
    clan_title(Clan, ClanTitle),
    atomic_list_concat([ClanTitle, ' ', Title], Name0),
    atom_string(Name0, Name),
    default_icons(Rank, Clan, Icons),
    card_clue(Clan, Rank, Clue),
    ability_words(Role, Ability).
character_entry(_{name:Title, kind:"character", clan:"order", character:Title,
                  icons:["wild", "wild"], clues:["rose", "beast"], copies:2,
                  ability:Ability}) :-
    character_title(inquisitor, Title),
    ability_words(inquisitor, Ability).

%!  card_clue(+Clan, +Rank, -Clue) is det.
%   The clue icon a clan character's card shows: its own clan, the
%   Harlequin's the rival clan (BB-105).
card_clue(Clan, Rank, Clue) :-
    (   Rank =:= 3 -> rival_clan(Clan, Clue) ; Clue = Clan ).

ability_words(elder, "takes a Quill; his clan's leader is then its highest rank (BB-510)").
ability_words(assassin, "deals two wounds to another player, who then gets the dagger (BB-520)").
ability_words(harlequin, "looks at two other players' character cards (BB-530)").
ability_words(alchemist, "only when he intervened: heals or wounds the player he intervened for (BB-541, BB-542)").
ability_words(mentalist, "deals one wound to another player, who takes his rank token if it is hidden and then gets the dagger (BB-550)").
ability_words(guardian, "gives a Shield to another player and takes the Sword of its colour (BB-560)").
ability_words(berserker, "deals one wound to the player who made the attack (BB-570)").
ability_words(mage, "gives a Staff to another player and takes one unless he holds one (BB-580)").
ability_words(courtesan, "gives a Fan to another player (BB-590)").
ability_words(inquisitor, "deals every curse card in the supply, each to a different other player (BB-595)").

ability_card_entry(E) :-
    ability_card(Id, Name, Effect),
    box_cards(Id, Copies),
    E0 = _{name:Name, kind:"ability card", id:Id, copies:Copies, effect:Effect},
    (   split_string(Id, "-", "", [_, Colour]), memberchk(Colour, ["1", "2"])
    ->  E = E0.put(colour, Colour)
    ;   E = E0
    ).

%!  ability_card(?Id, ?Name, ?Effect) is nondet.
%   The ability cards: the identifier a state's "cards" uses, the name
%   printed on the card, what it does.
ability_card("quill", "Quill", "the Elder takes it; his clan's leader is then its highest rank (BB-510, BB-601)").
ability_card("fan", "Fan", "when its holder is attacked nobody may intervene (BB-304)").
ability_card("staff", "Staff", "its holder takes unknown affiliation tokens (BB-404)").
ability_card("shield-1", "Shield 1", "its holder cannot be attacked or wounded by abilities (BB-204, BB-502); it returns with Sword 1 (BB-561)").
ability_card("shield-2", "Shield 2", "its holder cannot be attacked or wounded by abilities (BB-204, BB-502); it returns with Sword 2 (BB-561)").
ability_card("sword-1", "Sword 1", "the Guardian's; at his third wound it returns with every Shield 1 (BB-561)").
ability_card("sword-2", "Sword 2", "the Guardian's; at his third wound it returns with every Shield 2 (BB-561)").
ability_card("curse-true", "True Curse", "dealt face down by the Inquisitor; if its holder leads the winning clan, the Inquisitor wins alone (BB-605)").
ability_card("curse-false", "False Curse", "dealt face down by the Inquisitor as a decoy; no effect").

%!  card_name(+Id, -Name) is det.
%   An ability card's printed name, by its identifier in a state.
card_name(Id, Name) :-
    (   ability_card(Id, Name0, _) -> Name = Name0 ; Name = Id ).

%   Every entry under the name_key/2 of its name, computed as the game is
%   compiled (rc_cards.pl looks a name up by it).
term_expansion(catalog_cards, Clauses) :-
    findall(catalog_card(Key, E),
            ( catalog_entry(E), get_dict(name, E, Name), name_key(Name, Key) ),
            Clauses).

%!  catalog_card(?Key:atom, ?Entry:dict) is nondet.
%
%   The box's cards by the name_key/2 of their names (rc_cards.pl).

catalog_cards.

%   The filters of rc_cards:resolve_card/5: a character card, an ability card.
is_character_card(E) :-
    get_dict(kind, E, "character").

is_ability_card(E) :-
    get_dict(kind, E, "ability card").
