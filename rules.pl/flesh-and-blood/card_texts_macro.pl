/*  Flesh and Blood: macros, and Sanctuary of Aria.

    Part of game.pl, included after card_texts_source.pl, whose
    relations and those of the files before it it reuses.  Read here
    (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - macros (FAB-1328): a macro is a non-card object in the arena (CR
      1.2.1, 1.5.1, 8.1.13), with no owner (1.5.1a), its controller set
      by the tournament rule that created it (1.5.1b), no part of a
      card-pool (1.5.2).  A position holds one in a player's `arena`
      (that player its controller: card_player/3 and ability_source/3
      find it there), named like any card of the catalog (its type
      "macro" is the card data's); FAB-1328 refuses it in any other zone
      (states.pl's zone_allows/2 leaves macros to it), FAB-102 on the
      chain and the stack, and FAB-103 counts it not
      (counted_deck_card/1: "macro" is no deck-card type; inventory/2
      leaves it out).  It is
      public, as the arena is.  `rulecheck new` creates none: the CR
      leaves it to a tournament rule (1.5.1b), and none rulecheck could
      cite puts Sanctuary of Aria in the arena as a Blitz game starts;
    - Sanctuary of Aria (the Aurora, Florian, Oscilio and Verdance Blitz
      Decks; a macro): "Instant - {r}{r}: Prevent the next 1 damage
      that would be dealt to you this turn by a source of your choice.
      Destroy this at the beginning of the end phase." (FAB-1326: its
      ability, the source asked as Oasis Respite's is,
      card_texts_source.pl's source_shield_asked//8 and the
      source_oasis_from choice; FAB-1327: at the beginning of each end
      phase it is destroyed and, a macro, ceases to exist, CR 1.5.3,
      3.0.12a).

    Hooks: cards.pl's card_abilities/2 reads text_abilities/2 (its
    instant); card_texts_katsu_bravo.pl's ability_text_resolved//5 calls
    ability_reading_resolved//5; card_texts_source.pl's target effect
    asks macro_shield_source/1 (no life to gain after the shield);
    triggers.pl's triggers//3 calls macro_end_phase//3 (FAB-1327);
    states.pl's zone_allows/2 (a macro's zones are FAB-1328's) and
    owned_card/3 (a macro is no card of the inventory); cards.pl's
    destroyed_card_put/4 (a macro destroyed ceases to exist).
*/

:- discontiguous message//1, rule/5, invalid/4, card_text_read/2, text_abilities/2, ability_reading/1,
   ability_reading_resolved//5.

                 /*******************************
                 *            MACROS            *
                 *******************************/

rule('FAB-1328', state, "A macro is in a player's arena, its controller that player, and no card of the deck",
     "A macro (a catalog name of type macro: Sanctuary of Aria) may be named in a player's arena (`arena`), and nowhere else: a macro in a player's deck, hand, arsenal, pitch zone, graveyard, banished zone, soul, weapon or equipment zone breaks this rule (FAB-102 refuses it on the combat chain and on the stack). It is not a card: it has no owner, the player whose arena holds it controls it (activates its abilities, chooses for them), and it is not one of the deck's cards FAB-103 counts. Leaving the arena it ceases to exist, never going to a graveyard (FAB-1327). It is public, as the arena is. `rulecheck new` puts none in the arena: the tournament rule that would create one is not one rulecheck reads, so a position says where one is.",
     ruling("",
            "CR 1.2.1 (cards, attacks, macros and layers are objects), 1.2.4 (card and macro objects are the sources of abilities and effects), 1.5.1 (a macro is a non-card object in the arena; Sanctuary of Aria is the CR's own example), 1.5.1a (a macro has no owner), 1.5.1b (its controller is set by the tournament rule that created it), 1.5.2 (it is not part of a card-pool), 1.5.3 and 3.0.12a (leaving the arena it is removed from the game, it ceases to exist), 8.1.13 and 8.1.13a (the macro type), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The CR leaves the creation of a macro to a tournament rule; rulecheck found no tournament rule it could cite that puts Sanctuary of Aria in the arena of a Blitz game, so `rulecheck new` creates none, and a position may hold one.")).

invalid('FAB-1328', S, Path, macro_not_in_arena(C, Zone)) :-
    nth0(I, S.players, P),
    zone(Zone),
    Zone \== arena,
    get_dict(Zone, P, Cs),
    nth0(J, Cs, C),
    macro_card(C),
    json_path([players, I, Zone, J], Path).

message(macro_not_in_arena(C, Zone)) -->
    { card_label(C, L) },
    [ "~w is a macro, a non-card object in the arena (CR 1.5.1): it cannot be in the ~w"-[L, Zone] ].

%!  macro_card(+Card) is semidet.
%
%   Card is a macro (CR 1.5, 8.1.13): its type is the card data's.
macro_card(C) :-
    card_type(C, "macro").

                 /*******************************
                 *       SANCTUARY OF ARIA      *
                 *******************************/

card_text_read("Sanctuary of Aria", macro_sanctuary_prevents(1)).

rule('FAB-1326', effect, "Sanctuary of Aria: its instant ability prevents the next 1 damage to its controller's hero this turn from a source they choose",
     "Sanctuary of Aria's instant ability (its text read; a macro in its controller's arena, FAB-1328) costs 2 resource points (FAB-302 ... FAB-304), has no target and no limit, and is activated by the player whose arena holds it, whenever they may activate an instant. As it resolves its controller chooses the source (CR 1.8.6: a parameter determined as the effect is generated): the position waits for the choice source_oasis_from, which a target move naming a public card of the arena or the stack answers (FAB-1148, as for Oasis Respite; Sanctuary of Aria itself among them). A shield then waits in the state's effects for the rest of the turn ({kind: prevent_next_damage, player: its controller, amount: 1, source: Sanctuary of Aria, from: the card chosen}): it prevents 1 damage dealt to that player's hero by the card chosen only, as Oasis Respite's does (FAB-1147); damage from any other source leaves it as it was. No life is gained.",
     ruling("",
            "Sanctuary of Aria: \"Instant - {r}{r}: Prevent the next 1 damage that would be dealt to you this turn by a source of your choice. Destroy this at the beginning of the end phase.\" CR 1.5.1 (a macro; Sanctuary of Aria is the CR's example), 1.2.4 (a macro is the source of its abilities and effects), 5.2.1 (an activated ability's cost and effect), 8.1.13 (macro), 1.8.6 and 1.8.6b (the source is determined as the effect is generated, among the public objects of the arena and the stack), 6.4.10, 6.4.10a and 6.4.10e (a shielding prevention of the damage from the source it names), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Sanctuary of Aria", [_{type:"instant", limit:"none", cost:2, effect:"other", go_again:false, destroy_self:false}]).

ability_reading(macro_sanctuary_prevents(_)).

ability_reading_resolved(macro_sanctuary_prevents(N), S0, Who, Id, S) -->
    { once(( state_card(S0, C0), card_id(C0, Id0), Id0 == Id )) -> C = C0 ; C = Id },
    source_shield_asked('FAB-1326', macro_sanctuary_source_waits, S0, Who, C, Who, N, S).   % card_texts_source.pl

%!  macro_shield_source(+Card) is semidet.
%
%   Card, the source of a source_oasis_from choice, is a macro whose
%   shield gives no life after it (Sanctuary of Aria, FAB-1326).
macro_shield_source(C) :-
    is_dict(C),
    text_read_name(C, Name),
    card_text_read(Name, macro_sanctuary_prevents(_)).

message(event(macro_sanctuary_source_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w chooses the source whose next ~d damage to their hero this turn it prevents (a target move naming a public card of the arena or the stack)"-[L, F.player, F.amount] ].

rule('FAB-1327', effect, "Sanctuary of Aria is destroyed at the beginning of the end phase and ceases to exist",
     "At the beginning of each end phase (whichever player's turn it is), after the intimidated cards return and before the turn player's permanents' end-phase effects (FAB-209), each Sanctuary of Aria (its text read) in a player's arena is destroyed: a macro, it leaves the arena and ceases to exist, going to no graveyard (FAB-1328). A shield its ability made stays until the turn ends: the effect no longer needs its source. No effect rulecheck reads at that moment depends on a macro, so its order among the other end-phase effects changes no position.",
     ruling("",
            "Sanctuary of Aria: \"... Destroy this at the beginning of the end phase.\" CR 4.4.2 (the beginning of the end phase triggers effects that resolve before the turn ends), 8.5.4 (destroy), 1.5.3 (a macro that leaves the arena is removed from the game), 3.0.12a (a macro leaves its zone and ceases to exist), 6.6.6b (the order of the triggered-layers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  macro_end_phase(+State0, +Trigger, -State)// is det.
%
%   The beginning of the end phase (Trigger end_phase): each Sanctuary of
%   Aria in a player's arena is destroyed and ceases to exist (FAB-1327).
macro_end_phase(S0, end_phase, S) --> !,
    { players(S0, Ps) },
    macro_destroyed_each(Ps, S0, S).
macro_end_phase(S, _, S) --> [].

macro_destroyed_each([], S, S) --> [].
macro_destroyed_each([P0|Ps], S0, S) -->
    { get_dict(arena, P0, Arena0) -> true ; Arena0 = [] },
    { partition(macro_destroyed_at_end_phase, Arena0, Gone, Kept) },
    (   { Gone == [] }
    ->  { S1 = S0 }
    ;   { set_player(S0, P0.put(arena, Kept), S1),
          maplist(card_id, Gone, Ids)
        },
        [ event('FAB-1327', macro_ceased, _{player:P0.name, cards:Ids}) ]
    ),
    macro_destroyed_each(Ps, S1, S).

macro_destroyed_at_end_phase(C) :-
    macro_card(C),
    macro_shield_source(C).

message(event(macro_ceased, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "the end phase begins: ~w (a macro in ~w's arena) is destroyed and ceases to exist (no graveyard)"-[T, F.player] ].
