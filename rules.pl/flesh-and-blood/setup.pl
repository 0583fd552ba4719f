/*  Flesh and Blood: short positions, and new games.

    Part of game.pl.  normalized/2, the engine's normalisation
    step for this game: a position a judge types in a minute, as the full
    position it stands for.  What may be left out, and what it means:

      format         blitz, or classic_constructed when every hero is a
                     catalog hero that is not young
      turn           2 (a turn after the first: the first turn's draw and
                     starting hand are FAB-104 and FAB-206's)
      turn_player    the first player; priority the turn player, or
                     after one pass (passes 1) the other player
      phase          action; passes 0; activated []; chain null; stack [];
                     effects [] (an effect's player the turn player, a
                     next_defense effect's the other player)
      priority       with layers on the stack, the top layer's controller,
                     or after one pass the other player
      life           the hero's life
      action_points  1 for the turn player in the action phase while the
                     chain is closed (or in the resolution step of a link
                     with go again), else 0; resource_points 0, or
                     the chi_points given (card_texts_chi.pl)
      weapons, equipment, arena ... banished   empty (any card of the
                     catalog may be named in any zone; whether the zone may
                     hold it is FAB-102's)
      deck           the rest of the format's deck (40 in Blitz, 60 in
                     Classic Constructed), as unknown cards
      a chain link's controller the turn player, its defender the other
                     player, go_again the attack's, defending []
      a layer's      kind "card" (it holds a card) or "ability"; controller
                     the turn player; an ability's type, effect and
                     go_again those of its source's ability

    A card is an object ({"name", "color" or "pitch", "id", values...}),
    a string ("Sink Below (red)", "Command and Conquer", "Dawnblade
    [dori-sword]", "?" for an unknown card), and in a zone also a count (N
    unknown cards); a zone may be a count.  A name is matched case- and
    accent-insensitively and written as the catalog spells it; a card
    without an id gets one made from its name ("sink-below-red", then
    "sink-below-red-2"), an unknown card from its owner and zone
    ("bob-deck-1").  A full position is left as it is.
*/

                 /*******************************
                 *        SHORT POSITIONS       *
                 *******************************/

%!  normalized(+State0:dict, -State:dict) is det.
%
%   The full position the short position State0 stands for.  A card name
%   the catalog lacks (and no type given), a name printed in several
%   colours given without one, a colour or pitch the name is not printed
%   in: bad input (rc_cards:normalization_error/3) at the card's path.

normalized(S0, S) :-
    get_dict(players, S0, Ps0),
    is_list(Ps0),
    !,
    foldl(player_cards, Ps0, Ps1, 0-lazy(S0), _-Used1),   % ids made only if a card has none
    key_value(format, S0, Format0, Format0),
    (   var(Format0) -> usual_format(Ps1, Format) ; Format = Format0 ),
    key_value(turn, S0, 2, Turn),
    Ps1 = [P1|_],
    key_value(turn_player, S0, P1.name, TP),
    key_value(phase, S0, "action", Phase),
    key_value(passes, S0, 0, Passes),
    key_value(activated, S0, [], Activated),
    key_value(effects, S0, [], Effects0),
    effects_defaults(Effects0, TP, Ps1, Effects),
    key_value(chain, S0, null, Chain0),
    chain_cards(Chain0, Ps1, TP, Chain1, Used1, Used2),
    key_value(stack, S0, [], Stack0),
    stack_layers(Stack0, Ps1, TP, Stack, Used2, Used3a),
    layer_step_chain(Chain1, Stack, Chain),
    key_value(pending, S0, null, Pending0),
    pending_choice(Pending0, Ps1, Pending, Used3a, Used3),
    default_priority(Stack, Ps1, TP, Phase, Passes, DefaultPriority),
    key_value(priority, S0, DefaultPriority, Priority),
    S1a = S0.put(_{format:Format, turn:Turn, turn_player:TP, phase:Phase, priority:Priority,
                   passes:Passes, activated:Activated, chain:Chain, stack:Stack,
                   effects:Effects}),
    (   Pending == null
    ->  (   del_dict(pending, S1a, _, S1) -> true ; S1 = S1a )
    ;   S1 = S1a.put(pending, Pending)
    ),
    foldl(player_defaults(S1), Ps1, Ps2, 0-Used3, _),
    marked_power_refreshed(S1.put(players, Ps2), S).   % card_texts_fang.pl (FAB-1050)
normalized(S, S).

list_to_assoc_keys(Keys, Assoc) :-
    findall(K-t, member(K, Keys), Pairs0),
    sort(Pairs0, Pairs),
    list_to_assoc(Pairs, Assoc).

%   --- the players ------------------------------------------------------------

%   A player's hero and zones, their cards resolved; an omitted deck is
%   left for player_defaults/4 (it is the rest of the deck).
player_cards(P0, P, I0-Used0, I-Used) :-
    I is I0 + 1,
    Ix is I0,
    get_dict(hero, P0, H0),
    card_in_state(H0, [players, Ix, hero], player_base(P0, Ix, hero), Hero, Used0, Used1),
    Zs = [weapons, equipment, arena, deck, hand, arsenal, pitch, graveyard, banished, soul],
    foldl(zone_cards(P0, Ix), Zs, Zones, Used1, Used),
    pairs_keys_values(ZPairs, Zs, Zones),
    exclude(omitted_zone, ZPairs, Present),
    dict_pairs(ZDict, _, Present),
    P = P0.put(hero, Hero).put(ZDict).

omitted_zone(_-omitted).

zone_cards(P0, Ix, Zone, Cards, Used0, Used) :-
    (   get_dict(Zone, P0, Raw)
    ->  zone_forms(Raw, [players, Ix, Zone], Forms),
        foldl(form_card(player_base(P0, Ix, Zone)), Forms, Cards, Used0, Used)
    ;   Cards = omitted,
        Used = Used0
    ).

%!  zone_forms(+Raw, +Path, -Forms:list) is det.
%
%   A zone as a list of Raw-Path card forms (Path a list of json_path/2
%   steps, made a string only for an error): a count is that many unknown
%   cards, a list holds cards and counts.

zone_forms(N, Path, Forms) :-
    integer(N),
    !,
    length(Forms, N),
    maplist(=("?"-Path), Forms).
zone_forms(Items, Path, Forms) :-
    is_list(Items),
    !,
    foldl(item_forms(Path), Items, Nested, 0, _),
    append(Nested, Forms).
zone_forms(_, Path, []) :-
    norm_error(Path, zone_form).

item_forms(ZPath, Item, Forms, J0, J) :-
    J is J0 + 1,
    Path = item(ZPath, J0),
    (   integer(Item)
    ->  length(Forms, Item),
        maplist(=("?"-Path), Forms)
    ;   Forms = [Item-Path]
    ).

form_card(Base, Raw-Path, Card, Used0, Used) :-
    card_in_state(Raw, Path, Base, Card, Used0, Used).

%!  card_in_state(+Raw, +Path, +Base, -Card, +Used0, -Used) is det.
%
%   The card a card form stands for, with an id (a new one, not in Used0,
%   if the form gives none).

card_in_state(Raw, Path, Base, Card, Used0, Used) :-
    card_form(Raw, Path, Card0),
    (   get_dict(id, Card0, _)
    ->  Card = Card0,
        Used = Used0
    ;   used_ids(Used0, A0),
        new_card_id(Card0, Base, A0, Id, Next),
        put_assoc(Id, A0, t, A1),
        (   Next = Key-K -> put_assoc(Key, A1, K, A) ; A = A1 ),
        Used = assoc(A),
        Card = Card0.put(id, Id)
    ).

%   The ids in use, as an assoc: lazy(State0) until the first card without
%   an id needs one (a full position never does).
used_ids(lazy(S0), A) :-
    given_ids(S0, Given),
    list_to_assoc_keys(Given, A).
used_ids(assoc(A), A).

norm_error(Where, Reason) :-
    path_text(Where, Path),
    normalization_error(flesh_and_blood, Path, Reason).

%   A card's place: json_path/2 steps, or item(ZoneSteps, Index).
path_text(item(Steps0, J), Path) :-
    !,
    append(Steps0, [J], Steps),
    json_path(Steps, Path).
path_text(Steps, Path) :-
    json_path(Steps, Path).

%!  card_form(+Raw, +Path, -Card:dict) is det.
%
%   A card given as a string or an object, its name resolved.

card_form(Raw, Path, Card) :-
    string(Raw),
    !,
    card_string(Raw, Path, Card0),
    named_card(Card0, Path, Card).
card_form(Raw, Path, Card) :-
    is_dict(Raw),
    !,
    named_card(Raw, Path, Card).
card_form(_, Path, _) :-
    norm_error(Path, card_form).

%   "Name (colour) [id]", "Name", "?", "? [id]".
card_string(Text, Path, Card) :-
    (   split_id(Text, Rest0, Ids)
    ->  true
    ;   norm_error(Path, card_form)                 % "[]": an empty id
    ),
    normalize_space(string(Rest), Rest0),
    (   Rest == "?"
    ->  Card0 = _{unknown:true}
    ;   split_colour(Rest, Name, Colours),
        Name \== ""
    ->  dict_pairs(Card0, _, [name-Name|Colours])
    ;   norm_error(Path, card_form)
    ),
    (   Ids = [Id] -> Card = Card0.put(id, Id) ; Card = Card0 ).

split_id(Text, Rest, [Id]) :-
    string_concat(Before, "]", Text),
    sub_string(Before, B, 1, _, "["),
    \+ ( sub_string(Before, Later, 1, _, "["), Later > B ),
    !,
    sub_string(Before, 0, B, _, Rest),
    Start is B + 1,
    sub_string(Before, Start, _, 0, Id0),
    normalize_space(string(Id), Id0),
    Id \== "".
split_id(Text, Text, []).

split_colour(Text, Name, [color-Colour]) :-
    string_concat(Before, ")", Text),
    sub_string(Before, B, 1, _, "("),
    B1 is B + 1,
    sub_string(Before, B1, _, 0, C0),
    normalize_space(string(C1), C0),
    string_lower(C1, Colour),
    memberchk(Colour, ["red", "yellow", "blue"]),
    !,
    sub_string(Before, 0, B, _, N0),
    normalize_space(string(Name), N0).
split_colour(Text, Text, []).

%!  named_card(+Card0:dict, +Path, -Card:dict) is det.
%
%   A card that names a catalog card, as the catalog spells the name,
%   with the colour that tells its printings apart (when they are
%   several, or when the state chose one by its pitch).  A card the
%   catalog lacks keeps its name if it gives its type (a custom card).

named_card(C0, _, C) :-
    catalog_core_of(C0, _),                     % the catalog's name and colour already
    !,
    C = C0.
named_card(C0, Path, C) :-
    get_dict(name, C0, Name),
    !,
    name_key(Name, Key),
    findall(E, catalog_card(Key, E), Es),
    (   Es == []
    ->  (   get_dict(type, C0, _)
        ->  C = C0
        ;   path_text(Path, P),
            resolve_card(flesh_and_blood, P, Name, any_entry, _)      % throws, with "did you mean"
        )
    ;   printing_chosen(C0, Es, Path, E, Colour),
        C1 = C0.put(name, E.name),
        (   Colour == none -> C = C1 ; C = C1.put(color, Colour) )
    ).
named_card(C, _, C).

any_entry(_).

%   printing_chosen(+Card, +Entries, +Path, -Entry, -Colour): the printing
%   the card means, and the colour to write (none: write none).
printing_chosen(C0, Es, Path, E, Colour) :-
    Es = [E1|_],
    Name = E1.name,
    (   get_dict(color, C0, Colour0)
    ->  (   member(E, Es), get_dict(color, E, Colour0)
        ->  Colour = Colour0
        ;   norm_error(Path, no_such_printing(Name, colour(Colour0), Es))
        )
    ;   get_dict(pitch, C0, Pitch), integer(Pitch), Es = [_, _|_]
    ->  (   member(E, Es), get_dict(pitch, E, Pitch)
        ->  Colour = E.color
        ;   norm_error(Path, no_such_printing(Name, pitch(Pitch), Es))
        )
    ;   Es = [E]
    ->  Colour = none
    ;   member(E, Es), \+ get_dict(color, E, _)      % the printing without a pitch value
    ->  Colour = none
    ;   norm_error(Path, needs_a_colour(Name, Es))
    ).


%   --- ids ----------------------------------------------------------------------

%!  given_ids(+State0, -Ids:list) is det.
%
%   The ids the short position gives its cards (objects and "[id]").

given_ids(S0, Ids) :-
    findall(Id, ( sub_card_form(S0, F), form_id(F, Id) ), Ids).

sub_card_form(S0, F) :-
    member(P, S0.players),
    is_dict(P),
    (   get_dict(hero, P, F)
    ;   zone(Z),
        get_dict(Z, P, Items),
        is_list(Items),
        member(F, Items)
    ).
sub_card_form(S0, F) :-
    get_dict(stack, S0, Ls),
    is_list(Ls),
    member(L, Ls),
    is_dict(L),
    get_dict(card, L, F).
sub_card_form(S0, F) :-
    get_dict(chain, S0, Ch),
    is_dict(Ch),
    get_dict(links, Ch, Ls),
    is_list(Ls),
    member(L, Ls),
    is_dict(L),
    (   get_dict(attack, L, F)
    ;   get_dict(defending, L, Ds),
        is_list(Ds),
        member(F, Ds)
    ).

form_id(F, Id) :-
    (   is_dict(F)
    ->  get_dict(id, F, Id)
    ;   string(F),
        split_id(F, _, [Id])
    ).

%   player_base(Player, Index, Zone): where a card without an id is.
new_card_id(Card, Base, Used, Id, Next) :-
    (   get_dict(unknown, Card, true)
    ->  Base = player_base(P, Ix, Zone),
        player_slug(P, Ix, PS),
        atomics_to_string([PS, "-", Zone], Stem),
        free_id(Stem, 1, Used, Id, Next)
    ;   get_dict(name, Card, Name)
    ->  name_slug(Name, NS),
        (   get_dict(color, Card, Col)
        ->  atomics_to_string([NS, "-", Col], Stem)
        ;   Stem = NS
        ),
        (   \+ get_assoc(Stem, Used, _)
        ->  Id = Stem, Next = none
        ;   free_id(Stem, 2, Used, Id, Next)
        )
    ;   free_id("card", 1, Used, Id, Next)
    ).

%   free_id(+Stem, +From, +Used, -Id, -Next): the first Stem-K, K from
%   From up, that Used does not hold; Next the hint kept in Used for the
%   next id of Stem from From (next(Stem, From)-K1): every Stem-K below K1
%   is taken, so the search starts there, not at From again (a deck of 35
%   unknown cards tried 630 ids, its normalisation most of a request).
free_id(Stem, From, Used, Id, next(Stem, From)-K1) :-
    (   get_assoc(next(Stem, From), Used, K0) -> true ; K0 = From ),
    free_k(Stem, K0, Used, Id, K),
    K1 is K + 1.

free_k(Stem, K, Used, Id, KId) :-
    atomics_to_string([Stem, "-", K], Id0),
    (   get_assoc(Id0, Used, _)
    ->  K1 is K + 1,
        free_k(Stem, K1, Used, Id, KId)
    ;   Id = Id0, KId = K
    ).

name_slug(Name, Slug) :-
    name_key(Name, Key),
    atomic_list_concat(Words, ' ', Key),
    atomic_list_concat(Words, '-', Slug0),
    (   Slug0 == '' -> Slug = "card" ; atom_string(Slug0, Slug) ).

player_slug(P, Ix, Slug) :-
    (   get_dict(name, P, N), string(N), name_slug(N, S), S \== "card"
    ->  Slug = S
    ;   I is Ix + 1,
        format(string(Slug), "p~d", [I])
    ).

%   --- the usual format ---------------------------------------------------------

%   Classic Constructed when every hero is a catalog hero that is not
%   young, else Blitz.
usual_format(Ps, Format) :-
    (   forall(member(P, Ps), adult_hero(P.hero))
    ->  Format = "classic_constructed"
    ;   Format = "blitz"
    ).

adult_hero(H) :-
    catalog_entry(H, E),
    E.type == "hero",
    \+ get_dict(young, E, true).

%   --- the chain ----------------------------------------------------------------

%   layer_step_chain(+Chain0, +Stack, -Chain): with an attack on the
%   stack, a chain left null (or in its resolution step) is in its layer
%   step (CR 7.0.2a, 7.6.3): a position written before the state held
%   the layer step reads so.
layer_step_chain(Ch0, Stack, Ch) :-
    (   is_list(Stack),
        member(L, Stack), is_dict(L),
        catch(attack_layer(L), _, fail)
    ->  (   Ch0 == null
        ->  Ch = _{step:"layer", links:[]}
        ;   is_dict(Ch0), get_dict(step, Ch0, "resolution")
        ->  Ch = Ch0.put(step, "layer")
        ;   Ch = Ch0
        )
    ;   Ch = Ch0
    ).

chain_cards(null, _, _, null, Used, Used) :- !.
chain_cards(Ch0, Ps, TP, Ch, Used0, Used) :-     % the layer step of a chain just opened
    is_dict(Ch0),
    get_dict(step, Ch0, "layer"),
    \+ get_dict(links, Ch0, _),
    !,
    chain_cards(Ch0.put(links, []), Ps, TP, Ch, Used0, Used).
chain_cards(Ch0, Ps, TP, Ch, Used0, Used) :-
    is_dict(Ch0),
    get_dict(links, Ch0, Ls0),
    is_list(Ls0),
    !,
    foldl(link_cards(Ps, TP), Ls0, Ls, 0-Used0, _-Used),
    Ch = Ch0.put(links, Ls).
chain_cards(Ch, _, _, Ch, Used, Used).

link_cards(Ps, TP, L0, L, I0-Used0, I-Used) :-
    I is I0 + 1,
    key_value(controller, L0, TP, Who),
    (   member(P, Ps), P.name \== Who
    ->  Other = P.name
    ;   Other = Who
    ),
    key_value(defender, L0, Other, Def),

    (   member(CP, Ps), CP.name == Who -> true ; Ps = [CP|_] ),
    (   get_dict(attack, L0, A0)
    ->  card_in_state(A0, [chain, links, I0, attack], player_base(CP, I0, chain), Attack, Used0, Used1)
    ;   Attack = none,                          % its weapon moved on (CR 7.2.3b)
        Used1 = Used0
    ),
    key_value(defending, L0, [], D0),
    (   member(DP, Ps), DP.name == Def -> true ; Ps = [DP|_] ),
    zone_forms(D0, [chain, links, I0, defending], DForms),
    foldl(form_card(player_base(DP, I0, defending)), DForms, Defending, Used1, Used1n),
    nuu3_link_record(L0, DP, I0, L0n, Used1n, Used),  % card_texts_nuu_3.pl: a Bond's banished cards (FAB-1411)
    (   get_dict(go_again, L0, GA)
    ->  true
    ;   Attack \== none,
        attack_go_again(Attack)
    ->  GA = true
    ;   GA = false
    ),
    L1 = L0n.put(_{controller:Who, defender:Def, go_again:GA, defending:Defending}),
    (   Attack == none -> L = L1 ; L = L1.put(attack, Attack) ).

%   An attack card with go again, or a weapon whose attack ability has it.
attack_go_again(A) :-
    (   card_go_again(A)
    ->  true
    ;   card_abilities(A, As),
        member(Ab, As),
        get_dict(effect, Ab, "attack"),
        get_dict(go_again, Ab, true)
    ->  true
    ).

%   --- the effects of the turn ----------------------------------------------------

%   Each effect's player, if left out, is the turn player (the other
%   player for a next_defense effect, FAB-507).
effects_defaults(Es0, TP, Ps, Es) :-
    is_list(Es0),
    !,
    (   member(P, Ps), get_dict(name, P, Other), Other \== TP -> true ; Other = TP ),
    maplist(effect_default(TP, Other), Es0, Es).
effects_defaults(Es, _, _, Es).

effect_default(TP, Other, E0, E) :-
    (   is_dict(E0), \+ get_dict(player, E0, _)
    ->  (   get_dict(kind, E0, K), memberchk(K, ["next_defense", "next_card_defended_combo"]) -> Who = Other ; Who = TP ),
        E = E0.put(player, Who)
    ;   E = E0
    ).

%   --- the stack ----------------------------------------------------------------

%   stack_layers(+Layers0, +Players, +TurnPlayer, -Layers, +Used0, -Used):
%   each layer with its kind ("card" when it holds a card, else
%   "ability"), its controller (the turn player), its card resolved, and
%   an activated-layer's type, effect and go again those of the ability
%   its source has (when the layer does not say and the source is found).
stack_layers(Ls0, Ps, TP, Ls, Used0, Used) :-
    is_list(Ls0),
    !,
    foldl(stack_layer(Ps, TP), Ls0, Ls, 0-Used0, _-Used).
stack_layers(Ls, _, _, Ls, Used, Used).

stack_layer(Ps, TP, L0, L, I0-Used0, I-Used) :-
    I is I0 + 1,
    is_dict(L0),
    !,
    key_value(controller, L0, TP, Who),
    (   member(CP, Ps), get_dict(name, CP, N), N == Who -> true ; Ps = [CP|_] ),
    (   get_dict(card, L0, C0)
    ->  card_in_state(C0, [stack, I0, card], player_base(CP, I0, stack), C, Used0, Used),
        L = L0.put(_{kind:"card", card:C, controller:Who})
    ;   Used = Used0,
        L1 = L0.put(_{kind:"ability", controller:Who}),
        (   get_dict(source, L1, Id), get_dict(ability, L1, AI),
            source_ability(CP, Id, AI, Ab)
        ->  ability_layer(Who, Id, AI, Ab, Full),
            put_dict(L1, Full, L)
        ;   L = L1
        )
    ).
stack_layer(_, _, L, L, I0-Used, I-Used) :-
    I is I0 + 1.

%   pending_choice(+Choice0, +Players, -Choice, +Used0, -Used): the choice
%   a position waits for (choices.pl), its source card resolved, its
%   controller by default the other player, or its player for a choice
%   its player controls (own_controlled_choice/1, choices_controlled.pl),
%   its `then` by default none.
pending_choice(Pd0, Ps, Pd, Used0, Used) :-
    is_dict(Pd0),
    !,
    (   get_dict(choice, Pd0, Choice0),
        own_controlled_choice(Choice0),         % choices_controlled.pl and the card text files
        get_dict(player, Pd0, P)
    ->  Default = P                             % Bloodrot Pox asks its controller; an order, the triggers' controller
    ;   get_dict(player, Pd0, P),
        member(PO, Ps), get_dict(name, PO, Other), Other \== P
    ->  Default = Other
    ;   Default = null
    ),
    key_value(controller, Pd0, Default, Who),
    (   member(CP, Ps), get_dict(name, CP, N), N == Who -> true ; Ps = [CP|_] ),
    (   get_dict(source, Pd0, C0)
    ->  card_in_state(C0, [pending, source], player_base(CP, 0, pending), C, Used0, Used),
        Pd1 = Pd0.put(source, C)
    ;   Used = Used0,
        Pd1 = Pd0
    ),
    (   get_dict(choice, Pd1, Choice),
        memberchk(Choice, ["arcane_damage", "unless_pay", "ward", "quell", "bottom"])
    ->  key_value(then, Pd1, [], Then),
        Pd = Pd1.put(_{controller:Who, then:Then})
    ;   Pd = Pd1.put(controller, Who)
    ).
pending_choice(Pd, _, Pd, Used, Used).

%   The ability Index of the card Id that player P has as a source (hero,
%   weapons, equipment) or has lost to a cost (graveyard).
source_ability(P, Id, Index, Ab) :-
    (   ability_card(P, Id, C) -> true ; card_in(P, graveyard, Id, C) ),
    integer(Index),
    card_abilities(C, As),
    nth0(Index, As, Ab).

%   The default priority (FAB-111): with an empty stack the turn player,
%   or after one pass in the action phase the other player; with layers
%   on the stack the top layer's controller (who keeps priority as they
%   play), or after one pass the other player.
default_priority(Stack, Ps, TP, Phase, Passes, P) :-
    (   is_list(Stack), last(Stack, Top), is_dict(Top), get_dict(controller, Top, Who)
    ->  true
    ;   Who = TP
    ),
    (   Passes == 1, Phase == "action",
        member(PO, Ps), get_dict(name, PO, Other), Other \== Who
    ->  P = Other
    ;   P = Who
    ).

%   --- the players' defaults ----------------------------------------------------

player_defaults(S, P0, P, I0-Used0, I-Used) :-
    I is I0 + 1,
    Name = P0.name,
    (   get_dict(life, P0, _)
    ->  P1 = P0
    ;   card_prop(P0.hero, life, Life), integer(Life)
    ->  P1 = P0.put(life, Life)
    ;   norm_error([players, I0, life], no_life(Name))
    ),
    key_value(action_points, P1, AP0, AP0),
    (   var(AP0) -> usual_action_points(S, Name, AP) ; AP = AP0 ),
    key_value(chi_points, P1, 0, Chi0),         % card_texts_chi.pl: chi points are counted in (FAB-1106)
    key_value(resource_points, P1, Chi0, RP),
    foldl(empty_zone(P1), [weapons, equipment, arena, hand, arsenal, pitch, graveyard, banished], [], Empty),
    dict_pairs(EDict, _, Empty),
    P2 = P1.put(EDict).put(_{action_points:AP, resource_points:RP}),
    (   get_dict(deck, P2, _)
    ->  P = P2,
        Used = Used0
    ;   rest_of_deck(S, P2, N),
        length(Forms, N),
        maplist(=("?"), Forms),
        foldl(deck_card(P2, I0), Forms, Deck, Used0, Used),
        P = P2.put(deck, Deck)
    ).

empty_zone(P, Z, Es0, Es) :-
    (   get_dict(Z, P, _) -> Es = Es0 ; Es = [Z-[]|Es0] ).

deck_card(P, Ix, Raw, Card, Used0, Used) :-
    card_in_state(Raw, [players, Ix, deck], player_base(P, Ix, deck), Card, Used0, Used).

%   The turn player starts the action phase with 1 action point, spends it
%   on the attack that opens the chain, and gets it back when a link with
%   go again resolves.
usual_action_points(S, Name, AP) :-
    (   Name == S.turn_player,
        S.phase == "action",
        \+ ( member(L, S.stack), is_dict(L), get_dict(controller, L, Name),
             action_layer(L) ),
        (   S.chain == null
        ->  true
        ;   is_dict(S.chain),
            S.chain.step == "resolution",
            last(S.chain.links, L),
            L.go_again == true
        )
    ->  AP = 1
    ;   AP = 0
    ).

%   The deck-cards a player's deck lacks of the format's deck: 40 in
%   Blitz, 60 in Classic Constructed (FAB-103), less those elsewhere.
rest_of_deck(S, P, N) :-
    (   S.format == "blitz" -> Full = 40 ; Full = 60 ),
    deck_card_count(S, P.put(deck, []), Elsewhere),
    N is max(0, Full - Elsewhere).

                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

/*  new_game/2 (`rulecheck new
    flesh-and-blood`): two heroes with legal decks for their format, built
    from the catalog, after the start-of-game procedure (CR 4.1): heroes
    in their zones, a weapon and equipment equipped, each deck shuffled,
    hands drawn up to intellect, the first turn's start phase.  The engine
    seeds the random generator, so the same seed gives the same position.

    Options (the engine's): players, 2 or two names (default alice and
    bob; the first named takes the first turn); choices hero (one or two
    hero names, in the players' order; the others chosen at random among
    the format's heroes) and format (blitz or classic_constructed; by
    default the heroes', else blitz).
*/

%!  new_game(+Options:dict, -State:dict) is det.
%
%   A legal starting position.  A deck is 40 cards in Blitz and 60 in
%   Classic Constructed (FAB-103), each card legal in the format and in
%   the hero's card-pool: its classes and talents among the hero's (CR
%   1.1.3; Generic cards in every pool, a hero's specializations left
%   out), at most two copies of a printing in Blitz and three in Classic
%   Constructed, one of a legendary card.  The weapon is one of the
%   pool's weapons, the equipment one piece for each of head, chest, arms
%   and legs the pool has; the weapon is one whose attack the rules can
%   pay for, of the hero's class, when the pool has one.

new_game(Options, State) :-
    new_game_names(Options, Names),
    (   get_dict(choices, Options, Choices) -> true ; Choices = _{} ),
    dict_pairs(Choices, _, CPairs),
    forall(member(K-_, CPairs),
           (   memberchk(K, [hero, format])
           ->  true
           ;   json_path([choices, K], P),
               new_game_error(P, unknown_choice)
           )),
    (   get_dict(hero, Choices, HeroNames) -> true ; HeroNames = [] ),
    (   length(HeroNames, NH), NH =< 2 -> true
    ;   new_game_error("$.choices.hero", two_heroes_at_most)
    ),
    maplist(chosen_hero, HeroNames, Chosen),
    new_game_format(Choices, Chosen, Format),
    length(Names, 2),
    length(Heroes, 2),
    append(Chosen, _, Heroes),
    maplist(random_hero(Format), Heroes),
    maplist(hero_fits_format(Format), Heroes),
    maplist(new_player(Format), Names, Heroes, Players),
    Names = [First|_],
    State = _{game:"flesh-and-blood", format:Format, turn:1, turn_player:First,
              phase:"start", priority:First, passes:0, activated:[], chain:null,
              players:Players}.

%   A bad option of `new`: bad input, in the words of message//1.
new_game_error(Path, Reason) :-
    reason_text(flesh_and_blood, new_game(Reason), Message),
    throw(rc_error("input", "OPTIONS", Path, Message)).

new_game_names(Options, Names) :-
    (   get_dict(players, Options, Ps)
    ->  (   Ps == 2
        ->  Names = ["alice", "bob"]
        ;   is_list(Ps), Ps = [A, B], string(A), string(B), A \== B, A \== "", B \== ""
        ->  Names = Ps
        ;   new_game_error("$.players", two_players)
        )
    ;   Names = ["alice", "bob"]
    ).

%   The hero a choice names: a hero card of the catalog.
chosen_hero(Name, Hero) :-
    name_key(Name, Key),
    (   catalog_card(Key, E), E.type == "hero"
    ->  Hero = E
    ;   new_game_error("$.choices.hero", unknown_hero(Name))
    ).

new_game_format(Choices, Chosen, Format) :-
    (   get_dict(format, Choices, [F0|_])
    ->  (   memberchk(F0, ["blitz", "classic_constructed"])
        ->  Format = F0
        ;   new_game_error("$.choices.format", unknown_format)
        )
    ;   Chosen = [H|_], \+ get_dict(young, H, true)
    ->  Format = "classic_constructed"
    ;   Format = "blitz"
    ).

random_hero(Format, Hero) :-
    (   nonvar(Hero)
    ->  true
    ;   findall(E, ( card_data(_, none, E), E.type == "hero", legal_in(Format, E),
                     once(pool_card(E, _)) ), Es),
        random_member(Hero, Es)
    ).

hero_fits_format(Format, Hero) :-
    (   legal_in(Format, Hero)
    ->  true
    ;   new_game_error("$.choices.hero", hero_not_in_format(Hero.name, Format))
    ).

legal_in(Format, E) :-
    get_dict(formats, E, Fs),
    memberchk(Format, Fs).

%   --- a player ---------------------------------------------------------------

new_player(Format, Name, Hero, P) :-
    findall(E, ( pool_card(Hero, E), legal_in(Format, E) ), Pool),
    partition(is_type("weapon"), Pool, Weapons0, Rest0),
    include(weapon_fits_hero(Hero), Weapons0, Weapons),
    partition(is_type("equipment"), Rest0, Equipment, Rest),
    include(deck_entry, Rest, DeckCards),
    (   Format == "blitz" -> Size = 40, Copies = 2 ; Size = 60, Copies = 3 ),
    findall(E, ( member(E, DeckCards), copies(E, Copies, N), between(1, N, _) ), Slots),
    length(Slots, NSlots),
    (   NSlots >= Size
    ->  true
    ;   new_game_error("$.choices.hero", pool_too_small(Hero.name, NSlots, Format))
    ),
    random_permutation(Slots, Shuffled),
    length(Deck0, Size),
    append(Deck0, _, Shuffled),
    supertypes(Hero, HSs),
    include(attacks, Weapons, Attacking),
    (   include(shares_supertype(HSs), Attacking, Own), Own \== []
    ->  random_member(W, Own), Ws = [W]
    ;   Attacking \== []
    ->  random_member(W, Attacking), Ws = [W]
    ;   Weapons == []
    ->  Ws = []
    ;   random_member(W, Weapons), Ws = [W]
    ),
    findall(Slot, member(Slot, ["Head", "Chest", "Arms", "Legs"]), Slots4),
    foldl(equipment_for(Equipment), Slots4, [], Eq0),
    reverse(Eq0, Eq),
    name_slug(Name, PS),
    hero_intellect_of(Hero, Int),
    length(Hand0, Int),
    append(Hand0, DeckRest0, Deck0),
    foldl(player_card(PS), [Hero|Ws], [HeroCard|WCards], [], Used1),
    foldl(player_card(PS), Eq, ECards0, Used1, Used2),
    maplist(cloaked_equipped, ECards0, ECards),   % card_texts_cloaked.pl: face down (FAB-1420)
    foldl(player_card(PS), Hand0, Hand, Used2, Used3),
    foldl(player_card(PS), DeckRest0, Deck, Used3, _),
    P = _{name:Name, life:Hero.life, action_points:0, resource_points:0, hero:HeroCard,
          weapons:WCards, equipment:ECards, deck:Deck, hand:Hand, arsenal:[], pitch:[],
          graveyard:[], banished:[]}.

is_type(T, E) :- get_dict(type, E, T).

%   A hero with one weapon zone (Kayo, FAB-794) starts with no two-handed
%   weapon: it would take two.
weapon_fits_hero(Hero, W) :-
    \+ ( card_text_read(Hero.name, one_weapon_zone),
         get_dict(subtypes, W, Subs),
         memberchk("2H", Subs) ).

%   A weapon whose attack rulecheck can pay for is preferred, of the
%   hero's own class or talent (Dawnblade for Dorinthea) before a Generic
%   one.
attacks(W) :-
    get_dict(abilities, W, As),
    member(A, As),
    get_dict(effect, A, "attack"),
    ability_checked(A),                         % position.pl: a {h} cost is text
    !.

shares_supertype(HSs, E) :-
    supertypes(E, Ss),
    member(S, Ss),
    memberchk(S, HSs),
    !.

deck_entry(E) :-
    get_dict(type, E, T),
    deck_card_type(T),
    T \== "mentor".

%   How many copies of a printing a deck may hold.
copies(E, Copies, N) :-
    (   get_dict(keywords, E, Ks), memberchk("Legendary", Ks) -> N = 1 ; N = Copies ).

equipment_for(Equipment, Slot, Eq0, Eq) :-
    (   include(has_subtype(Slot), Equipment, Fits), Fits \== []
    ->  random_member(E, Fits),
        Eq = [E|Eq0]
    ;   Eq = Eq0
    ).

has_subtype(S, E) :-
    get_dict(subtypes, E, Ss),
    memberchk(S, Ss).

hero_intellect_of(Hero, Int) :-
    (   get_dict(intellect, Hero, Int0) -> Int = Int0 ; Int = 4 ).

%!  pool_card(+Hero:dict, ?Entry:dict) is nondet.
%
%   Entry may be in Hero's card-pool (CR 1.1.3): its supertypes (classes
%   and talents, Generic and NotClassed being none) are among the hero's,
%   it is no hero, token or other card outside a deck and an arena, it
%   has no ephemeral (CR 8.3.21a: "You can't start the game with this in
%   your deck"), and it is no specialization (of some hero: rulecheck
%   leaves them out).

pool_card(Hero, E) :-
    supertypes(Hero, HSs),
    card_data(_, _, E),
    get_dict(type, E, T),
    \+ memberchk(T, ["hero", "demi-hero", "token", "ally", "macro", "companion"]),
    \+ token_card(E),                          % cards.pl: a token weapon too (Graphene Chelicera, CR 8.1.8)
    \+ ( get_dict(keywords, E, Ks), memberchk("Specialization", Ks) ),
    \+ ( get_dict(keywords, E, Ks1), memberchk("Ephemeral", Ks1) ),   % CR 8.3.21a: never in a starting deck (Fang Strike, Crouching Tiger)
    supertypes(E, Ss),
    subtract(Ss, HSs, []).

supertypes(E, Ss) :-
    (   get_dict(classes, E, Cs) -> true ; Cs = [] ),
    (   get_dict(talents, E, Ts) -> true ; Ts = [] ),
    append(Cs, Ts, All),
    subtract(All, ["Generic", "NotClassed"], Ss).

%   A card of the new position: its name (and colour when the name has
%   several printings), an id made of the player's name and its own.
player_card(PS, E, Card, Used0, [Id|Used0]) :-
    name_slug(E.name, NS),
    (   get_dict(color, E, Col), \+ catalog_uncoloured(E.name, _)
    ->  format(string(Stem), "~w-~w-~w", [PS, NS, Col]),
        Card0 = _{name:E.name, color:Col}
    ;   format(string(Stem), "~w-~w", [PS, NS]),
        Card0 = _{name:E.name}
    ),
    (   memberchk(Stem, Used0)
    ->  next_free(Stem, 2, Used0, Id)
    ;   Id = Stem
    ),
    Card = Card0.put(id, Id).

next_free(Stem, K, Used, Id) :-
    format(string(Id0), "~w-~d", [Stem, K]),
    (   memberchk(Id0, Used)
    ->  K1 is K + 1,
        next_free(Stem, K1, Used, Id)
    ;   Id = Id0
    ).
