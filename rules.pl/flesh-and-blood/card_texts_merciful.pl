/*  Flesh and Blood: Merciful Retribution, a trigger whenever an aura or
    an attack action card its player controls is destroyed.

    Part of game.pl, included last, after card_texts_leaves.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Merciful Retribution (yellow; the Prism Blitz Deck): "Whenever an
      aura or attack action card you control is destroyed, deal 1 arcane
      damage to target hero. If it's a non-token Light card, put it into
      your soul. Spectra": FAB-1371 the trigger and its target hero,
      FAB-1372 the soul, FAB-1373 what rulecheck cannot tell (unknown).
      Spectra: it can be the target of an attack, and is destroyed as it
      becomes one; rulecheck's attacks target the opposing hero (no move
      names another attack-target), as Ode to Wrath's (FAB-764) say.

    One point sees every destruction (the brief's "single destroyed
    point"): rulecheck destroys auras and attack action cards in many
    relations (Ward, Quell, Spellvoid, Runechants, costs, the tokens of
    the vocabulary of permanents, Phantasm, effects), so the trigger is
    read from what the whole move did: merciful_text//4, last of
    effects.pl's next//3, compares the position before the move with the
    position after it.  An aura of the player's arena (a card, or a
    token) that went to their graveyard or ceased to exist, and an attack
    action card (or aura) attacking for them on the combat chain that did
    so while the chain stayed open, or as a defend move closed it
    (Phantasm, FAB-511), was destroyed.  One cleared to the graveyard as
    two passes in the resolution step close the chain was not (CR
    8.5.4a); one the chain lost as it closed any other way rulecheck
    cannot tell apart: unknown (FAB-1373).

    Hooks (each a line of a shared chain): effects.pl's next//3
    (merciful_text//4, last); card_texts_katsu_bravo.pl's
    carried_effects_noted//2 (the undecided effect stays as the turn ends,
    with no words of FAB-620's); messages.pl's effect_kind_words//2 (the
    words of the two effects).  The target is card_texts_chane.pl's
    arcane_target_hero choice (FAB-1012, FAB-1013), its damage dealt as
    any arcane damage is.
*/

:- discontiguous card_text_read/2, message//1, rule/5, allowed_by_text/5,
   depends_on_text/4, carried_for/2.

%   The texts read here (card_text_read/2):
%
%       merciful_destroyed_arcane_soul(N)   Merciful Retribution: whenever
%                               an aura or attack action card its player
%                               controls is destroyed, N arcane damage to
%                               a hero its player targets; a non-token
%                               Light card destroyed goes to their soul
%                               (FAB-1371 ... FAB-1373)

card_text_read("Merciful Retribution", merciful_destroyed_arcane_soul(1)).

                 /*******************************
                 *          THE TRIGGER          *
                 *******************************/

rule('FAB-1371', effect, "Merciful Retribution: an aura or attack action card of its player's destroyed, 1 arcane damage to a hero they target",
     "While Merciful Retribution (its text read; an instant aura of the Prism Blitz Deck) is in its player's arena, whenever an aura they control (a card or a token of their arena: its own Ward, Spellvoid or Quell, a Runechant's damage, an effect, a cost, the end phase's tokens) or an attack action card they control (attacking on the combat chain: destroyed by an effect while the chain stays open, or by Phantasm, FAB-511) is destroyed, its triggered effect deals 1 arcane damage to a hero its player targets: the position waits for the target (card_texts_chane.pl's arcane_target_hero choice, its source Merciful Retribution, amount 1; a target move names either player's hero, FAB-1013), and the damage is dealt as any arcane damage is (the other player's prevention choice first where they have one, FAB-526; Ward, FAB-524). rulecheck reads the destruction from what the move did (the position before it and after it: an aura of the arena, an attack of the chain, gone to the graveyard or ceased to exist); an attack action card cleared to the graveyard as the combat chain closes (two passes in the resolution step) is not destroyed. rulecheck resolves the triggered-layer as the move ends. Where the trigger cannot be told so (FAB-1373), it is not resolved and the answers that follow are unknown, naming Merciful Retribution. Its Spectra: it can be the target of an attack, and as it becomes one it is destroyed; rulecheck's attacks target the opposing hero (no move names another attack-target), so an attack never targets it.",
     ruling("",
            "Merciful Retribution: \"Whenever an aura or attack action card you control is destroyed, deal 1 arcane damage to target hero. If it's a non-token Light card, put it into your soul. Spectra\" CR 6.6 and 6.6.5 (a triggered effect on an event: a destruction), 8.5.4 (destroy: a permanent or an attack is put into its owner's graveyard; a token ceases to exist), 8.5.4a (a card cleared to the graveyard by the rules, as the combat chain closes, is not destroyed), 8.3.13 and 8.3.13b (Phantasm destroys the attack), 8.3.20 (Ward destroys its permanent), 1.8.5 and 1.8.5a (target hero: either hero), 8.5.3 (deal damage), 8.3.8 and 8.3.15 (Arcane Barrier, Spellvoid), 1.3.1b (control), 8.3.14, 8.3.14a and 8.3.14b (Spectra), 1.4.5 and 1.4.5a (an attack-target is declared as the attack is put on the stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as FAB-1081 does; the target is asked of its player (\"target hero\" is their choice).")).

%!  merciful_text(+State0, +Move, +State1, -State)// is det.
%
%   Move took State0 to State1: a target move that answered the target of
%   Merciful Retribution's trigger puts the destroyed card into its
%   player's soul (FAB-1372); then each aura or attack action card the
%   move destroyed that a player with Merciful Retribution in their
%   arena controlled triggers it (FAB-1371), or, where rulecheck cannot
%   tell the trigger, the undecided effect waits (FAB-1373).
%   effects.pl's next//3 calls it, last.

merciful_text(S0, M, S1, S) -->
    merciful_soul_put(S0, M, S1, S2),
    merciful_triggers(S0, M, S2, S).

merciful_triggers(S0, M, S1, S) -->
    (   { \+ game_over(S1, _),
          findall(Who-Ms-Ds-Us,
                  ( merciful_holder(S0, Who, Ms),
                    merciful_destroyed(S0, M, S1, Who, Ds, Us),
                    ( Ds \== [] ; Us \== [] ) ),
                  Hits),
          Hits \== []
        }
    ->  (   { Hits = [Who-[Mc]-[D]-[]],
              \+ pending(S1, _),
              card_id(Mc, MId), card_id(D, DId), MId \== DId,
              \+ auraw_has_ward(D)                % card_texts_auraweapons.pl
            }
        ->  { add_effect(S1, _{kind:"merciful_soul", player:Who, source:MId, card:DId}, S2) },
            [ event('FAB-1371', merciful_triggers, _{player:Who, card:MId, destroyed:DId}) ],
            arcane_target_waits(S2, Who, Mc, 1, S)     % card_texts_chane.pl (FAB-1012)
        ;   merciful_undecided(Hits, S1, S)
        )
    ;   { S = S1 }
    ).

%   merciful_holder(+S, -Player, -Mercifuls): Player has Merciful
%   Retribution (its text read) in their arena, Mercifuls each one.
merciful_holder(S, Who, Ms) :-
    member(P, S.players),
    get_dict(name, P, Who),
    key_value(arena, P, [], Arena),
    include(merciful_card, Arena, Ms),
    Ms \== [].

merciful_card(C) :-
    text_read_name(C, Name),
    card_text_read(Name, merciful_destroyed_arcane_soul(_)).

%!  merciful_destroyed(+S0, +Move, +S1, +Player, -Destroyed, -Unsure) is det.
%
%   The cards Player controlled in S0 that Move destroyed (Destroyed), and
%   those it may have destroyed or cleared, rulecheck cannot tell
%   (Unsure): an aura of their arena, gone to their graveyard or ceased to
%   exist; an attack action card (or an aura) attacking for them on the
%   combat chain, or a defending attack action card of theirs, gone so
%   while the chain stays open (destroyed: a defending one unsure), as a
%   defend move closes it (Phantasm), as two passes in the resolution step
%   close it (cleared, CR 8.5.4a: neither), or as it closes any other way
%   (unsure); an aura token a put move took (returned to the hand by
%   Flash of Brilliance, FAB-1086, or destroyed: unsure).

merciful_destroyed(S0, M, S1, Who, Ds, Us) :-
    player(S0, Who, P0),
    player(S1, Who, P1),
    key_value(arena, P0, [], Arena0),
    findall(A, ( member(A, Arena0), auraw_aura(A),         % card_texts_auraweapons.pl
                 card_id(A, Id),
                 \+ card_in(P1, arena, Id, _),
                 merciful_gone(S1, P1, A) ), Auras0),
    %   a token a put move took (Flash of Brilliance's return to the hand,
    %   FAB-1086) ceased to exist: returned or destroyed, rulecheck cannot
    %   tell from the positions
    (   get_dict(action, M, "put")
    ->  partition([A]>>( card_id(A, Id), card_in(P1, graveyard, Id, _) ), Auras0, Auras, AUs)
    ;   Auras = Auras0, AUs = []
    ),
    findall(Kind-A, ( chain_open(S0),
                      member(L, S0.chain.links),
                      merciful_link_card(L, Who, Kind, A),
                      card_id(A, Id),
                      \+ merciful_on_chain(S1, Id),
                      merciful_gone(S1, P1, A) ), Links),
    (   Links == []
    ->  LDs = [], LUs = []
    ;   chain_open(S1)
    ->  findall(A, member(attack-A, Links), LDs),
        findall(A, member(defending-A, Links), LUs)
    ;   get_dict(action, M, "defend")
    ->  findall(A, member(attack-A, Links), LDs),
        findall(A, member(defending-A, Links), LUs)
    ;   get_dict(action, M, "pass"),
        chain_step(S0, "resolution")
    ->  LDs = [], LUs = []
    ;   LDs = [],
        findall(A, member(_-A, Links), LUs)
    ),
    append(Auras, LDs, Ds),
    append(AUs, LUs, Us).

%   merciful_link_card(+Link, +Player, -Kind, -Card): Card is the attack
%   (an attack action card or an aura) Player controls on Link, or an
%   attack action card of theirs defending it.
merciful_link_card(L, Who, attack, A) :-
    get_dict(controller, L, W), W == Who,
    link_attack(L, A),                          % position.pl
    is_dict(A),
    (   card_type(A, "attack action") -> true ; auraw_aura(A) ).
merciful_link_card(L, Who, defending, D) :-
    get_dict(controller, L, W), W \== Who,
    key_value(defending, L, [], Ds),
    member(D, Ds),
    is_dict(D),
    card_type(D, "attack action").

merciful_on_chain(S, Id) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, A), is_dict(A)
    ;   key_value(defending, L, [], Ds), member(A, Ds)
    ),
    card_id(A, Id0), Id0 == Id,
    !.

%   merciful_gone(+S1, +P1, +Card): Card is in its player's graveyard in
%   S1, or nowhere in S1 (a token, or an ephemeral card, ceased to exist).
merciful_gone(S1, P1, A) :-
    card_id(A, Id),
    (   card_in(P1, graveyard, Id, _)
    ->  true
    ;   \+ ( state_card(S1, C), card_id(C, Id0), Id0 == Id )    % states.pl
    ).

message(event(merciful_triggers, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.destroyed, D) },
    [ "~w is destroyed: ~w triggers, and deals 1 arcane damage to a hero ~w targets"-[D, L, F.player] ].

                 /*******************************
                 *           THE SOUL            *
                 *******************************/

rule('FAB-1372', effect, "Merciful Retribution's trigger: the destroyed card, a non-token Light card still in the graveyard, goes into its player's soul",
     "As Merciful Retribution's trigger resolves (FAB-1371: its target move answered, the arcane damage dealt or waiting for the other player's prevention choice), the card whose destruction triggered it goes from its player's graveyard into their hero's soul if it is a non-token Light card (the talent Light) still in the graveyard; a token, a card of another talent, or a card no longer in the graveyard (it ceased to exist: ephemeral) stays where it is, and an event says so. The trigger waits as an effect between the destruction and the target ({kind: merciful_soul, player, source, card}).",
     ruling("",
            "Merciful Retribution: \"If it's a non-token Light card, put it into your soul.\" CR 3.0.9a (an effect that moves a card from a zone finds it only while it is still in that zone: a card that left the graveyard is a new object), 3.11.5 (the soul), 2.12 (talents: Light), 8.6 (tokens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   merciful_soul_put(+S0, +Move, +S1, -S)//: Move answered the target of
%   Merciful Retribution's trigger (S0's arcane_target_hero, its source
%   the effect's): the destroyed card into its player's soul (FAB-1372).
merciful_soul_put(S0, M, S1, S) -->
    (   { get_dict(action, M, "target"),
          pending(S0, Pd),
          Pd.choice == "arcane_target_hero",
          card_id(Pd.source, SId),
          effects(S1, Es0),
          select(E, Es0, Es),
          get_dict(kind, E, "merciful_soul"),
          get_dict(source, E, SId0), SId0 == SId,
          !,
          Who = E.player,
          DId = E.card,
          S2 = S1.put(effects, Es),
          player(S2, Who, P0)
        }
    ->  (   { take_card(P0, graveyard, DId, D, P1),   % position.pl
              \+ token_card(D),                       % cards.pl
              light_card(D)                           % card_texts_prism.pl
            }
        ->  { add_cards(P1, soul, [D], P2),
              set_player(S2, P2, S)
            },
            [ event('FAB-1372', merciful_to_soul, _{player:Who, card:SId, destroyed:DId}) ]
        ;   { S = S2 },
            [ event('FAB-1372', merciful_not_to_soul, _{player:Who, card:SId, destroyed:DId}) ]
        )
    ;   { S = S1 }
    ).

message(event(merciful_to_soul, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.destroyed, D) },
    [ "~w's trigger resolves: ~w, a non-token Light card in ~w's graveyard, goes into their soul"-[L, D, F.player] ].
message(event(merciful_not_to_soul, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.destroyed, D) },
    [ "~w's trigger resolves: ~w is not a non-token Light card in ~w's graveyard, and stays where it is"-[L, D, F.player] ].

                 /*******************************
                 *      WHAT IT CANNOT TELL      *
                 *******************************/

rule('FAB-1373', effect, "Merciful Retribution: a destruction rulecheck cannot resolve leaves the answers that follow unknown",
     "Where a move destroys two or more auras or attack action cards of a player with Merciful Retribution, or destroys one beside two Merciful Retributions or with another choice waiting (each trigger its target, their player ordering them, CR 6.6.6b), or destroys an aura with Ward (Ward destroys its permanents inside the damage event it prevents, CR 6.4.1a: the trigger's damage would come while that damage is still being dealt, beside the other Ward permanents of the same damage), or destroys Merciful Retribution itself, or a defending attack action card of its player's, or an attack of theirs leaves the combat chain as it closes other than by two passes in the resolution step (destroyed or cleared, rulecheck cannot tell), or an aura token of theirs ceases to exist by a put move (Flash of Brilliance's return to the hand, FAB-1086, or a destruction): the triggers are not resolved and an effect waits, undecided ({kind: merciful_undecided, player, source}; it stays as the turn ends). While it waits, every answer is unknown, naming Merciful Retribution: a hero's life and the soul may not be what the position shows.",
     ruling("",
            "Merciful Retribution: \"Whenever an aura or attack action card you control is destroyed, deal 1 arcane damage to target hero. If it's a non-token Light card, put it into your soul.\" CR 6.6.6 and 6.6.6b (the triggered-layers of one event are added to the stack in the order their controller chooses), 6.4.1a and 8.3.20 (a Ward's destruction is a sub-event of the replaced damage event), 5.4.6a (a source that ceases to exist from the event), 8.5.4a (a card cleared by the rules is not destroyed), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Issue 33: an answer rulecheck cannot tell is unknown, naming the card.")).

%   merciful_undecided(+Hits, +S1, -S)//: the triggers rulecheck cannot
%   resolve (FAB-1373): an undecided effect for each player they are.
merciful_undecided([], S, S) --> [].
merciful_undecided([Who-[Mc|_]-Ds-Us|Hits], S0, S) -->
    { card_id(Mc, MId),
      append(Ds, Us, Cs),
      maplist(card_id, Cs, Ids),
      add_effect(S0, _{kind:"merciful_undecided", player:Who, source:MId}, S1)
    },
    [ event('FAB-1373', merciful_undecided, _{player:Who, card:MId, destroyed:Ids}) ],
    merciful_undecided(Hits, S1, S).

message(event(merciful_undecided, F, S0)) -->
    { event_card(S0, F.card, L),
      maplist(event_card(S0), F.destroyed, Ds),
      atomic_list_concat(Ds, ', ', T)
    },
    [ "~w may be destroyed (~w) beside what rulecheck cannot order or tell apart: ~w's trigger is not resolved, and every answer that follows is unknown"-[T, F.player, L] ].

%   The undecided effect stays as the turn ends (FAB-1373).
carried_for(_, E) :-
    get_dict(kind, E, "merciful_undecided").

%   merciful_waiting(+S, -About, -Source): an undecided effect of
%   Merciful Retribution waits in S (FAB-1373).
merciful_waiting(S, About, Src) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "merciful_undecided"),
    !,
    Src = E.source,
    About = _{card:Src, name:"Merciful Retribution"}.

depends_on_text(S, _, About, merciful_unresolved(Src)) :-
    merciful_waiting(S, About, Src).

allowed_by_text(S, _, _, About, merciful_unresolved(Src)) :-
    merciful_waiting(S, About, Src).

message(merciful_unresolved(Src)) -->
    [ "depends on Merciful Retribution [~w]: rulecheck could not resolve a trigger of it (which hero its arcane damage targeted, and whether a card went into its player's soul), so a hero's life and the soul may not be what the position shows"-[Src] ].
