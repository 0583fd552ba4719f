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
