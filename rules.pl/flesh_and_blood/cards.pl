/*  Flesh and Blood: the cards.

    Part of flesh_and_blood.pl.  The printed values of the cards rulecheck
    knows by name, and how a card's properties are read: the state's own
    values first, then the printed ones.  (The catalog will later be
    generated from card data; everything else reads it through
    card_prop/3 and the relations below.)
*/

                 /*******************************
                 *           THE CARDS          *
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
%   name with exactly one entry, and catalog_value(Name, Color, Key, Value)
%   for each property of either (Color `none` for a single entry): one
%   indexed look-up per property of a card (card_prop/3).

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
    findall(catalog_value(N, C, K, V),
            ( (   member(catalog_color(N, C, P), Colored)
              ;   member(catalog_single(N, P), Single),
                  C = none
              ),
              dict_pairs(P, _, KVs),
              member(K-V, KVs) ),
            Values),
    append([Colored, Single, Values], Clauses).

%   The first entry of each colour.
list_to_set_first([], []).
list_to_set_first([C-P|Ps0], [C-P|Ps]) :-
    exclude(same_key(C), Ps0, Ps1),
    list_to_set_first(Ps1, Ps).

same_key(K, K1-_) :- K1 == K.

catalog_index.

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

%!  card_prop(+Card, ?Key, -Value) is semidet.
%
%   Card has property Key with Value (not null): the state's value if it
%   gives one, else the catalog's.

card_prop(Card, Key, Value) :-
    (   var(Key)
    ->  card_props(Card, Props),
        get_dict(Key, Props, Value0)
    ;   get_dict(Key, Card, V)
    ->  Value0 = V
    ;   get_dict(name, Card, Name),
        (   get_dict(color, Card, Color)
        ->  true
        ;   Color = none
        ),
        catalog_value(Name, Color, Key, V)
    ->  Value0 = V
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

pitch_of(C, V) :- card_prop(C, pitch, V).

has_pitch(C) :- card_prop(C, pitch, _).

%!  shown_props(+Card, -Props:dict) is det.
%
%   The properties `show` prints of a card: its type, cost, pitch, power,
%   defense and go again, as card_prop/3 gives them (a property the card
%   lacks is left out).

shown_props(Card, Props) :-
    findall(K-V, ( member(K, [type, cost, pitch, power, defense, go_again]),
                   card_prop(Card, K, V) ), Pairs),
    dict_pairs(Props, _, Pairs).

%   The kinds of cards.

is_action_type("action").
is_action_type("attack action").

playable_type("action").
playable_type("attack action").
playable_type("instant").
playable_type("attack reaction").
playable_type("defense reaction").

deck_card_type(T) :- playable_type(T).

%   The hero's intellect (4 if the card does not say).

hero_intellect(P, I) :-
    (   card_prop(P.hero, intellect, I0), integer(I0)
    ->  I = I0
    ;   I = 4
    ).
