/*  Flesh and Blood: Essence of Ancestry: Mind, a trigger as an aura leaves
    the arena that prevents the next damage from a blue source.

    Part of game.pl, included after card_texts_leaves.pl, whose relations
    (Vengeful Apparition's same trigger and condition) and those of the
    files before it it reuses (card_text_read/2 names every text read; a
    card whose whole text is read is modelled).  Read here (Flesh and
    Blood Comprehensive Rules, Legend Story Studios, as published
    February 2026):

    - Essence of Ancestry: Mind (blue; the Enigma Blitz Deck's): "When
      this leaves the arena, if you control no Illusionist auras, the next
      time you would be dealt damage by a blue source this turn, prevent
      it. Ward 2" (its Ward is the keyword's, FAB-524): FAB-1351 the
      trigger and its condition (card_texts_leaves.pl's
      leaves_auras_beside/5 and leaves_cost_destroyed/4, as FAB-1181
      reads Vengeful Apparition's), FAB-1352 the prevention: all of the
      next damage from a blue source (damage_source.pl's dsrc/2: the
      source's printed colour, CR 2.1), once.

    Hooks (each a line in a shared chain): card_texts_aurora.pl's
    left_arena_text//4 (essence_left_arena_text//4); effects.pl's
    effect(activate) (essence_activation_text//4: an aura destroyed to pay
    for an ability, FAB-1082); card_texts_finish.pl's shield_entry/5
    (essence_source_applies/3: a blue source only; essence_prevents_all/2:
    its amount, the damage's) and shield_prevents//7
    (essence_prevention_done//6: its event); messages.pl's
    effect_kind_words//2 (the words of the two effects).

    Where the CR's answer cannot be told from what rulecheck knows (it left
    beside Illusionist auras that may have left with it, FAB-1181's
    undecided case), the effect waits undecided and an answer it could
    change is unknown, naming Essence of Ancestry: Mind
    (depends_on_text/4: the move's result with the prevention and without
    it differ).
*/

:- discontiguous card_text_read/2, message//1, rule/5, depends_on_text/4.

%   The texts read here (card_text_read/2):
%
%       essence_no_illusionist_blue_prevent   Essence of Ancestry: Mind:
%                               as it leaves the arena, if its player
%                               controls no Illusionist aura, the next
%                               damage a blue source would deal to their
%                               hero this turn is prevented, all of it
%                               (FAB-1351, FAB-1352)

card_text_read("Essence of Ancestry: Mind", essence_no_illusionist_blue_prevent).

                 /*******************************
                 *   THE TRIGGER AS IT LEAVES   *
                 *******************************/

rule('FAB-1351', effect, "Essence of Ancestry: Mind leaving the arena: with no Illusionist aura left, the next damage from a blue source this turn is prevented",
     "When Essence of Ancestry: Mind (its text read; a non-attack action aura, blue, cost 0, Ward 2) leaves its controller's arena (destroyed by its own Ward as it prevents damage, by an effect, to pay a cost, or returned to the hand), and that player then controls no Illusionist aura (as FAB-1181 reads Vengeful Apparition's same condition: a card or token of their arena with the subtype Aura and the class Illusionist, an aura of theirs attacking on the combat chain among them), a prevention waits for them for the rest of the turn ({kind: prevent_next_damage_all, player, source, color: blue}; FAB-1352). With such an aura, nothing, and an event names it. rulecheck resolves the triggered-layer at once; the condition is read then, and the damage event it left in is over before the prevention can apply. Where it left beside Illusionist auras that may have left with it (another aura with ward destroyed by the same damage, a Spectral Shield a Waning Vengeance leaving with it may make before or after it), the prevention waits undecided ({kind: prevent_next_damage_all_undecided}) and prevents nothing: an answer whose result it would change is unknown, naming Essence of Ancestry: Mind.",
     ruling("",
            "Essence of Ancestry: Mind: \"When this leaves the arena, if you control no Illusionist auras, the next time you would be dealt damage by a blue source this turn, prevent it. Ward 2\" CR 6.6 and 6.6.5 (a triggered effect on leaving the arena), 6.6.1c and 1.8.4 (its condition is read as the triggered-layer resolves), 5.4.6a (a source that ceases to exist from the event still triggers), 6.4.1a and 8.3.20 (the Ward permanents destroyed by one damage leave together), 6.6.6b (the order of triggered-layers is their controller's), 6.6.3 (\"the next time\": a delayed trigger, for an event after it is made), 1.3.1b (control), 2.10 (the subtype Aura), 2.11 (a supertype: the class Illusionist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  essence_left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's permanent, left the arena (State0 no longer holds it):
%   Essence of Ancestry: Mind's trigger (FAB-1351).  card_texts_aurora.pl's
%   left_arena_text//4 calls it, last of its chain.

essence_left_arena_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          essence_card(C),
          card_id(C, Id)
        }
    ->  { leaves_auras_beside(S0, Who, C, Certain, Undecided) },   % card_texts_leaves.pl (FAB-1181)
        (   { Certain = [O|_] }
        ->  { S = S0 },
            [ event('FAB-1351', leaves_not_alone, _{player:Who, card:Id, other:O}) ]
        ;   { Undecided == [] }
        ->  { add_effect(S0, _{kind:"prevent_next_damage_all", player:Who, source:Id, color:"blue"}, S) },
            [ event('FAB-1351', essence_blue_prevention, _{player:Who, card:Id}) ]
        ;   { add_effect(S0, _{kind:"prevent_next_damage_all_undecided", player:Who, source:Id, color:"blue"}, S) },
            [ event('FAB-1351', leaves_undecided, _{player:Who, card:Id, others:Undecided}) ]
        )
    ;   { S = S0 }
    ).

%   essence_card(+Card): Card is an Essence of Ancestry: Mind whose text
%   is read.
essence_card(C) :-
    text_read_name(C, Name),
    card_text_read(Name, essence_no_illusionist_blue_prevent).

%!  essence_activation_text(+State0, +Move, +State1, -State)// is det.
%
%   Move activated an ability whose cost destroyed an aura of its
%   player's arena (the move's `destroy`, FAB-1082): Essence of Ancestry:
%   Mind's trigger, read on State1 (FAB-1351).  effects.pl's
%   effect(activate) calls it, last.

essence_activation_text(S0, M, S1, S) -->
    (   { leaves_cost_destroyed(S0, M, Who, A),   % card_texts_leaves.pl
          essence_card(A)
        }
    ->  essence_left_arena_text(S1, Who, A, S)
    ;   { S = S1 }
    ).

message(event(essence_blue_prevention, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves the arena and ~w controls no Illusionist aura: the next time ~w's hero would be dealt damage by a blue source this turn, all of that damage is prevented"-[L, F.player, F.player] ].
%   With another Illusionist aura, or beside auras that may have left with
%   it, the events are Vengeful Apparition's (card_texts_leaves.pl's
%   leaves_not_alone, leaves_undecided), cited by FAB-1351.

                 /*******************************
                 *  THE NEXT DAMAGE, BLUE SOURCE *
                 *******************************/

rule('FAB-1352', effect, "Essence of Ancestry: Mind's effect: the next damage a blue source would deal to its player's hero this turn is prevented, all of it",
     "While an effect of Essence of Ancestry: Mind waits for a player ({kind: prevent_next_damage_all, color: blue}, FAB-1351), the next time damage from a blue source would be dealt to their hero this turn, all of that damage is prevented (its prevention amount is the damage of that event) and the effect is used up. The source is the one the damage carries (damage_source.pl): for the damage of combat the attack, blue when its card is blue (a weapon's attack, a token's, an attack with no colour is not blue); for arcane damage or a card's text the card or token that deals it. Blue is the printed colour of the card (its colour strip), not its pitch; a token or a weapon with no colour is no blue source. Damage from a source of another colour or none leaves it waiting. It is a prevention of its player's, ordered with Ward and the shields as FAB-697 says (the ward move names it by Essence of Ancestry: Mind's id): where Ward first prevents all the damage, it prevents none and waits. Damage that can't be prevented leaves it as it was. The turn's end ends it.",
     ruling("",
            "Essence of Ancestry: Mind: \"... the next time you would be dealt damage by a blue source this turn, prevent it.\" CR 6.4.10, 6.4.10b (a prevention amount not specified is the damage of the event: Feign Death's \"prevent it\"), 6.4.10i (a fixed prevention, for the one event that activates it), 6.4.10e (a prevention bound to the source of the damage), 6.4.10h (damage that can't be prevented), 6.5.5 (the player orders their prevention effects), 2.1.1 and 2.1.2 (a card with a blue colour strip is blue; pitch and colour are independent, 2.1.2a; a card with no pitch typically has no colour strip), 7.5.2a (the source of combat damage is the attack), 8.5.3a (the source that deals damage), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  essence_source_applies(+State, +Effect, +Source) is semidet.
%
%   The prevention Effect applies to damage from Source: it is not
%   Essence of Ancestry: Mind's, or Source (dsrc/2) is a card of its
%   colour (FAB-1352); Source `any` asks whether it could apply to some
%   damage.  card_texts_finish.pl's shield_entry/5 asks it.

essence_source_applies(S, E, Src) :-
    (   get_dict(kind, E, "prevent_next_damage_all"),
        get_dict(color, E, Colour),
        Src \== any
    ->  essence_source_colour(S, Src, Colour)
    ;   true
    ).

%   essence_source_colour(+S, +Source, -Colour): the printed colour of
%   the card that deals the damage of Source (CR 2.1.2): a card dict of
%   the damage, else the card of the state with its id; none for a card
%   with no colour (a token, a weapon, a hero).
essence_source_colour(S, dsrc(C, _), Colour) :-
    C \== none,
    (   is_dict(C), get_dict(name, C, _)
    ->  C1 = C
    ;   damage_source_id(dsrc(C, _), Id),   % damage_source.pl
        once(( state_card(S, C1), card_id(C1, Id0), Id0 == Id ))
    ),
    card_printing(C1, _, Colour0),           % cards.pl
    Colour0 == Colour.

%!  essence_prevents_all(+Effect, -Amount) is semidet.
%
%   Effect is Essence of Ancestry: Mind's prevention, its amount the
%   damage of the event it applies to (CR 6.4.10b): Amount, more than any
%   damage, prevents all of it.  card_texts_finish.pl's shield_entry/5
%   asks it.

essence_prevents_all(E, 1000000) :-
    get_dict(kind, E, "prevent_next_damage_all").

%!  essence_prevention_done(+State0, +Player, +Effect, +Damage, +Prevented, -State)// is semidet.
%
%   Effect, Essence of Ancestry: Mind's prevention, applied to Damage
%   dealt to Player's hero, prevented Prevented of it (all that was left)
%   and is used up (State0 no longer holds it): an event says so
%   (FAB-1352).  card_texts_finish.pl's shield_prevents//7 calls it.

essence_prevention_done(S0, Who, E, D0, Prevented, S0) -->
    { get_dict(kind, E, "prevent_next_damage_all"),
      get_dict(source, E, Id)
    },
    [ event('FAB-1352', essence_prevented, _{player:Who, card:Id, damage:D0, prevented:Prevented}) ].

message(event(essence_prevented, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w prevents ~d of the ~d damage a blue source would deal to ~w's hero and is used up"-[L, F.prevented, F.damage, F.player] ].

%   An undecided prevention (FAB-1351) waits: a move whose result differs
%   with it prevented and with it gone (damage from a blue source to its
%   player's hero, a ward choice it would enter) is unknown, naming
%   Essence of Ancestry: Mind.
depends_on_text(S, M, About, essence_undecided_prevention(Src)) :-
    effects(S, Es),
    nth0(I, Es, E, Rest),
    get_dict(kind, E, "prevent_next_damage_all_undecided"),
    !,
    nth0(I, Es1, E.put(kind, "prevent_next_damage_all"), Rest),
    essence_result(S.put(effects, Rest), M, T0),
    essence_result(S.put(effects, Es1), M, T1),
    T0 \=@= T1,
    Src = E.source,
    leaves_source_about(S, E.player, Src, About0),   % card_texts_leaves.pl
    (   get_dict(name, About0, "Vengeful Apparition")
    ->  About = About0.put(name, "Essence of Ancestry: Mind")
    ;   About = About0
    ).

%   essence_result(+S, +Move, -Result): the state Move leads to from S,
%   Essence of Ancestry: Mind's effects taken out (none where it fails).
essence_result(S, M, R) :-
    (   catch(phrase(next(S, M, T), _), _, fail)
    ->  effects(T, Es0),
        exclude(essence_effect, Es0, Es),
        R = T.put(effects, Es)
    ;   R = none
    ).

essence_effect(E) :-
    get_dict(kind, E, K),
    memberchk(K, ["prevent_next_damage_all", "prevent_next_damage_all_undecided"]).

message(essence_undecided_prevention(Src)) -->
    [ "depends on Essence of Ancestry: Mind [~w]: it left the arena beside Illusionist auras that may have left with it or been made after it, and whether its player then controlled none (which would prevent this damage from a blue source) rulecheck cannot tell"-[Src] ].
