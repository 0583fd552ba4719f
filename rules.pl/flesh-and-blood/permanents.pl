/*  Flesh and Blood: every real card as a permanent, and what rulecheck
    knows of a card's text.

    Part of game.pl.  Any card of the catalog may be named in any zone
    (setup.pl); whether the zone may hold it is FAB-102's, and the
    permanents the arena may hold are those CR 1.3.3 makes permanents.
    An aura or item deck-card that resolves enters its controller's arena
    (CR 8.2.4a, 8.2.5a), whatever its text.
*/

                 /*******************************
                 *          PERMANENTS          *
                 *******************************/

%!  permanent_subtype(?Subtype:string) is nondet.
%
%   A deck-card with Subtype is a permanent while it is in the arena
%   (Flesh and Blood Comprehensive Rules, as published February 2026,
%   1.3.3).

permanent_subtype("Affliction").
permanent_subtype("Ally").
permanent_subtype("Ash").
permanent_subtype("Aura").
permanent_subtype("Construct").
permanent_subtype("Figment").
permanent_subtype("Invocation").
permanent_subtype("Item").
permanent_subtype("Landmark").

%!  arena_permanent(+Card) is semidet.
%
%   Card may be a permanent in a player's arena, beyond the hero, weapon
%   and equipment zones (CR 1.3.3): a token-card, an arena-card ally, or
%   a deck-card with a permanent subtype (permanent_subtype/1).  Hero,
%   weapon and equipment cards have their own zones.

arena_permanent(C) :-
    card_type(C, T),
    (   memberchk(T, ["token", "ally"])
    ->  true
    ;   deck_card_type(T),
        card_subtypes(C, Ss),
        member(S, Ss),
        permanent_subtype(S)
    ->  true
    ).

%!  enters_arena(+Card) is semidet.
%
%   Card, a card-layer resolving, enters its controller's arena as a
%   permanent instead of going to the graveyard: an aura (CR 8.2.4a) or
%   an item (CR 8.2.5a).  Its text, if rulecheck does not model it, is an
%   assumption of the answers (FAB-119).

enters_arena(C) :-
    card_subtypes(C, Ss),
    (   memberchk("Aura", Ss) -> true ; memberchk("Item", Ss) ).

                 /*******************************
                 *    TEXT RULECHECK MODELS     *
                 *******************************/

%!  unmodelled_card(+Card) is semidet.
%
%   Card names a printing of the catalog whose text holds something
%   rulecheck does not model: the card data does not mark it `modelled`
%   (scripts/make_fab_cards.py: its text is more than go again, an
%   additional cost of FAB-305, a weapon's attack ability, deck-building
%   keywords), and the vocabulary of permanents (triggers.pl) does not
%   read it.  A custom card (no catalog card: its state gives its
%   properties) and an unknown card have no text beyond their properties.

unmodelled_card(C) :-
    \+ unknown_card(C),
    catalog_core_of(C, _),
    \+ catalog_value(C, modelled, true),
    \+ known_permanent(C),
    \+ text_read_card(C).                       % card_texts.pl

%!  catalog_unmodelled(+Entry:dict) is semidet.
%
%   The catalog entry Entry (catalog_card/2) is a printing whose text
%   rulecheck does not model (unmodelled_card/1): `rulecheck cards
%   flesh-and-blood --unmodelled` lists them.

catalog_unmodelled(E) :-
    get_dict(name, E, Name),
    (   get_dict(color, E, Colour)
    ->  unmodelled_card(_{id:"catalog", name:Name, color:Colour})
    ;   unmodelled_card(_{id:"catalog", name:Name})
    ).

rule('FAB-119', effect, "Text rulecheck does not model: an assumption, or an unknown answer",
     "rulecheck models a card's facts (types, subtypes, cost, pitch, power, defense, go again, the keywords its rules apply), the additional costs of FAB-305, the activated abilities the card data gives, and the vocabulary of permanents (triggers.pl); any other card text is not modelled. An answer about a position that holds a card with such text (a card of the catalog whose data does not mark it modelled) is given as if that text changed nothing, and it says so: it lists each such card, by name, as an assumption; a card with such text that resolves does what its facts say, and the event says its text was not applied. Where the answer depends on that text it is unknown instead (exit code 5), naming the text: activating an ability of a catalog card of which the card data gives a part as not modelled (a custom card's ability, given in the state, is what its properties say): its effect, a cost beyond resource points and destroying the card itself (a life cost, a card discarded, {t}, an {x}: the resource points it names must still be paid, FAB-302, and whether a card pitched for it was needed, FAB-303, is its text's), a limit beyond once per turn, or a restriction on when it may be activated; an ability of a permanent in the arena whose text rulecheck does not model (the card data gives the abilities of heroes, weapons and equipment only), a weapon on the combat chain paying with its own destruction. A move that breaks a rule rulecheck models is illegal all the same, the unknown part listed as an assumption; legal-moves lists unknown moves apart, never as legal, and apply refuses them as unknown: rulecheck cannot say what the position becomes.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "CR 1.0.1a (an effect that contradicts a rule supersedes it) and 5.2 (an activated ability's cost, limit and effect are its text), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: card text can change any answer, so an answer that does not read a card's text holds only if that text does not change it. rulecheck answers such questions naming the cards whose text it assumed away, rather than refusing every real position, and answers unknown where the text decides, rather than answering a rule it cannot read (issue 26, item 2).")).

%!  assumption(+State, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rulecheck.pl): the answers about State assume
%   the text of the card About (_{card:Id, name:Name}, the first card of
%   that name in position order) changes nothing (FAB-119); Reason, a
%   term message//1 puts in words.  Each name once.

assumption(S, _{card:Id, name:Name}, text_not_modelled(Name)) :-
    findall(Name0-Id0, ( state_card(S, C),          % states.pl: position order
                         unmodelled_card(C),
                         get_dict(name, C, Name0),
                         card_id(C, Id0) ), Pairs),
    first_of_each_name(Pairs, Firsts),
    member(Name-Id, Firsts).

first_of_each_name([], []).
first_of_each_name([N-Id|Ps], [N-Id|Fs]) :-
    exclude(same_name_pair(N), Ps, Rest),
    first_of_each_name(Rest, Fs).

same_name_pair(N, N1-_) :-
    N1 == N.

%!  text_not_applied(+Player, +Card)// is det.
%
%   Card, resolving, did what its facts say: if its text holds more that
%   rulecheck does not model, an event says that text was not applied
%   (FAB-119).

text_not_applied(Who, C) -->
    (   { unmodelled_card(C) }
    ->  { card_id(C, Id) },
        [ event('FAB-119', text_not_applied, _{player:Who, card:Id}) ]
    ;   []
    ).

%!  depends_on_text(+State, +Move, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rulecheck.pl): whether Move is legal, and what it
%   does, depends on the text of the card About (_{card:Id, name:Name}),
%   which rulecheck does not model (FAB-119): Reason says which text.
%   Only an activate move of the player's own card asks.

depends_on_text(S, M, _{card:Id, name:Name}, Reason) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    get_dict(ability, M, I),
    (   card_abilities(C, As),
        integer(I),
        nth0(I, As, Ab)
    ->  (   chain_ability_unmodelled(S, Who, C, Ab, Why)
        ->  Reason = chain_ability_not_modelled(C, Why)
        ;   unmodelled_card(C),                 % a custom card's ability is its properties
            ability_text_reason(C, I, Ab, Reason)
        )
    ;   abilities_unread(C),
        Reason = abilities_not_modelled(C, I)
    ),
    card_label_name(C, Name).

%!  ability_text_reason(+Card, +Index, +Ability, -Reason) is semidet.
%
%   Activating ability Index of Card depends on text rulecheck does not
%   model, Reason says which (the first that holds): its cost as printed,
%   where it holds more than the rules check (ability_cost_text/2: "{h}",
%   "{r}, {t}"); its limit, where it is more than once per turn; when it
%   may be activated, where its text restricts it ("Activate this only if
%   ..."); what it does, where its effect is none the rules model
%   (FAB-404).  Fails for an ability the rules read whole.

ability_text_reason(C, I, Ab, Reason) :-
    (   ability_cost_text(Ab, Text)             % position.pl
    ->  Reason = ability_cost_not_modelled(C, I, Text)
    ;   get_dict(limit, Ab, Limit),
        \+ memberchk(Limit, ["none", "once per turn"])
    ->  Reason = ability_limit_not_modelled(C, I, Limit)
    ;   get_dict(restricted, Ab, true)
    ->  Reason = ability_restriction_not_modelled(C, I)
    ;   \+ modelled_effect(Ab),
        Reason = ability_effect_not_modelled(C, I)
    ).

%!  abilities_unread(+Card) is semidet.
%
%   rulecheck does not know Card's activated abilities: a permanent of
%   the arena (neither hero, weapon nor equipment, whose abilities the
%   card data gives) whose text it does not model.

abilities_unread(C) :-
    unmodelled_card(C),
    card_type(C, T),
    \+ memberchk(T, ["hero", "weapon", "equipment"]).

%   The effects of an activated ability rulecheck models (FAB-404).
modelled_effect(Ab) :-
    get_dict(effect, Ab, E),
    memberchk(E, ["attack", "draw", "gain_life", "gain_resources", "gain_action_points"]).   % the last two: FAB-552

card_label_name(C, Name) :-
    (   get_dict(name, C, Name0) -> Name = Name0 ; card_id(C, Name) ).
