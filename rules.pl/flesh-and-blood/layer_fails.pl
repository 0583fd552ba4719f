/*  Part of rulecheck: Flesh and Blood (seed 000), included from game.pl.

    A targeted layer whose target is no longer legal fails to resolve
    (FAB-1540): the one check, made by effects.pl's resolve_layer//3
    before the layer does anything, for every card and ability whose
    targeted effect rulecheck reads through targeting/4 and legal_target/3
    (card_texts_katsu_bravo.pl, FAB-622, and the card text files that add
    their own kinds of target).  Before, each card's own resolution said
    "target_gone" and did nothing, but the layer still resolved: a card
    with go again (Sow Tomorrow, Skittering Sands, Polar Blast, ...) gave
    its action point, and Uzuri's banished card was still turned face up.
*/

rule('FAB-1540', effect, "A targeted layer whose target is no longer legal fails to resolve: no effect, no go again",
     "As the top layer of the stack resolves, if it is a card (not an attack action card: an attack's target in rulecheck is its attack trigger's) or an activated ability whose targeted effect rulecheck reads (FAB-622), and the target its move named is no longer a legal target of that effect (it left the combat chain, the stack, the graveyard or the arena it was in, or no longer fits the description), the layer fails to resolve: none of its effects happen, its go again gives no action point, a card goes to its owner's graveyard (an ephemeral one ceases to exist, FAB-1093) and an ability's layer ceases to exist, and the turn player gets priority. A target that is still legal lets it resolve as its card's reading says.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "CR 5.3.1 (a layer resolves in this order: check resolution, static effects, layer effects, go again, leave stack, clear), 5.3.2 (check resolution: if the layer fails to resolve, the resolution stops, the layer is cleared from the stack and the turn player gains priority), 5.3.2a (a layer with a targeted resolution ability whose declared targets are all no longer legal fails to resolve), 5.3.5 and 8.3.5a (go again gives its action point as the fourth step of resolution, after the layer's effects: a layer that failed never gets there), 3.0.12 and 3.0.12a (to clear an object is to put it into its owner's graveyard; a non-card layer ceases to exist), 1.8.5 (targets are declared as the layer is put on the stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck's layers name one target each (the move's `target`).")).

%!  layer_target_gone(+State, +Layer, -Target) is semidet.
%
%   Layer, taken off the stack, names Target for a targeted effect
%   rulecheck reads, and Target is no longer a legal target of it.  The
%   target is judged as the layer's resolution is checked, the layer still
%   on top of the stack (CR 5.3.2): a target described from the card's
%   player finds that player by the layer (position.pl's card_player/3).

layer_target_gone(S0, L, T) :-
    get_dict(target, L, T),
    key_value(stack, S0, [], Ls),
    S = S0.put(stack, [L|Ls]),
    (   layer_card(L, C)
    ->  card_type(C, Type),
        Type \== "attack action",
        Which = play
    ;   get_dict(source, L, Id),
        key_value(ability, L, 0, I),
        once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
        Which = ability(I)
    ),
    targeting(C, Which, Spec, _),
    \+ legal_target(S, Spec, T).

%!  layer_failed(+State0, +Layer, +Target, -State)// is det.
%
%   Layer fails to resolve (FAB-1540): a card-layer goes to its
%   controller's graveyard (add_cards/4: an ephemeral card ceases to
%   exist instead), an activated-layer ceases to exist; no effect, no go
%   again; the turn player gets priority.

layer_failed(S0, L, T, S) -->
    { Who = L.controller },
    (   { layer_card(L, C) }
    ->  { card_id(C, Id),
          player(S0, Who, P0),
          add_cards(P0, graveyard, [C], P1),
          set_player(S0, P1, S1)
        },
        [ event('FAB-1540', layer_failed, _{player:Who, card:Id, target:T, layer:"card"}) ]
    ;   { S1 = S0 },
        [ event('FAB-1540', layer_failed, _{player:Who, card:L.source, target:T, layer:"ability"}) ]
    ),
    { after_play(S1, S) }.

message(event(layer_failed, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.layer == "card" }
    ->  [ "~w fails to resolve: its target ~w is no longer a legal target (CR 5.3.2a); it goes to ~w's graveyard with no effect, and its go again gives no action point"-[L, F.target, F.player] ]
    ;   [ "the ability of ~w fails to resolve: its target ~w is no longer a legal target (CR 5.3.2a); it has no effect, and its go again gives no action point"-[L, F.target] ]
    ).
