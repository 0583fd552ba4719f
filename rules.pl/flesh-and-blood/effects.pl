/*  Flesh and Blood: what a move does, and how the game ends.

    Part of game.pl.  next//3 is a DCG over the move's events:
    each event(RuleId, Kind, Fields) names the rule that caused it.  The
    stack holds the cards played and abilities activated until all
    players pass in succession (FAB-208).
*/

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

%!  next(+State0, +Move, -State)// is det.
%
%   The move is applied with its lists in canonical order
%   (normalized_move/3): a legal pitch order other than the canonical
%   one pitches the same cards.

next(S0, M0, S) -->
    { normalized_move(S0, M0, M),
      get_dict(action, M, Text),
      atom_string(Action, Text)
    },
    effect(Action, S0, M, S1p),
    pitch_text(S0, S1p, S1b),                   % card_texts_dromai.pl (FAB-967)
    barthimont_waited(S1b, S1r),                % card_texts_finish2.pl (FAB-990)
    riptide_waited(S1r, S1t),                   % card_texts_finish3.pl (FAB-925)
    transform_waited(S1t, S1c),                 % card_texts_dromai_2.pl (FAB-968)
    sutcliffe_waited(S1c, S1d),                 % card_texts_chane.pl (FAB-1018)
    arcane_target_waited(S1d, S1a0),            % card_texts_chane.pl (FAB-1012)
    rune_waited(S1a0, S1ag),                    % card_texts_runeblade.pl (FAB-1468)
    growth_waited(S1ag, S1a),                   % card_texts_growth.pl (Verdance, FAB-1217)
    banished_power_recorded(S0, S1a, S1au),     % card_texts_levia.pl (FAB-932)
    aura_created_recorded(S0, S1au, S1),        % card_texts_aurora.pl (FAB-1071)
    ash_entered(S0, S1),                        % card_texts_finish2.pl (FAB-991)
    { replaced_order_waiting(S1, Waiting) },    % choices.pl (FAB-633)
    graveyard_replacements(S1, S1e),            % card_texts_rhinar_dorinthea.pl (FAB-578)
    ephemeral_ceased(S1e, S2),                  % card_texts_nuu.pl (FAB-1093)
    replaced_order(Waiting, S2, S3),
    merciful_text(S0, M, S3, S).                % card_texts_merciful.pl (FAB-1371 ... FAB-1373)

%!  waiting_effect_taken(+State0, +Kind, -Effect, -State) is semidet.
%
%   No choice waits in State0 and the game goes on: Effect, the first of
%   its effects of Kind (a trigger that waited for the move's choice to
%   be made), is taken out of them, State.  The one test of the
%   relations next//3 calls to ask such a trigger (barthimont_waited//2,
%   transform_waited//2, sutcliffe_waited//2, arcane_target_waited//2,
%   rune_waited//2, growth_waited//2).

waiting_effect_taken(S0, Kind, E, S) :-
    \+ pending(S0, _),
    \+ game_over(S0, _),
    effects(S0, Es0),
    select(E, Es0, Es),
    get_dict(kind, E, Kind),
    !,
    S = S0.put(effects, Es).

%   --- passing ------------------------------------------------------------

rule('FAB-202', effect, "The action phase begins with 1 action point",
     "When the start phase ends, the action phase begins and the turn player has 1 action point and priority.",
     seed("Якщо це ваш хід, ви починаєте фазу дій з 1 очком дії, яке ви можете використовувати, щоб зіграти карту дії зі своєї руки або арсеналу.")).

effect(pass, S0, M, S) -->
    (   { S0.phase == "start" }
    ->  start_phase_ends(S0, S)                 % triggers.pl (FAB-209, FAB-531)
    ;   { get_dict(player, M, P) },
        pass_priority(S0, P, S)
    ).

%!  action_phase_begins(+State0, -State)// is det.
%
%   The start phase's triggered effects have resolved: the action phase
%   begins, the turn player with 1 action point and priority (FAB-202),
%   and their permanents that trigger on it resolve (FAB-209).

action_phase_begins(S1, S) -->
    { TP = S1.turn_player,
      player(S1, TP, P0),
      set_player(S1, P0.put(action_points, 1), S2),
      S3 = S2.put(_{phase:"action", priority:TP, passes:0})
    },
    [ event('FAB-202', action_phase_began, _{player:TP, action_points:1, priority:TP}) ],
    triggers(S3, action_phase, S).

rule('FAB-204', effect, "Two passes in succession end the phase or step",
     "A pass gives priority to the other player; with an empty stack the second pass in succession ends the action phase (combat chain closed), the attack step (the defend step begins), the reaction step (damage is dealt and the damage step begins), the damage step (the chain link resolves) or the resolution step (the chain closes).",
     ruling("Ви граєте карту дії без опції «ще раз» і у вас не залишилося очок дії, ви не можете грати більше карт дії і переходите до фази закінчення.",
            "CR 4.3.4 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): the action phase ends when the stack is empty, the chain is closed and both players pass in succession; CR 7.2.6, 7.4.3, 7.5.4 and 7.6.4 end the attack, reaction, damage and resolution steps the same way.")).

pass_priority(S0, P, S) -->
    (   { S0.passes =:= 0 }
    ->  { opponent(S0, P, O),
          S = S0.put(_{priority:O, passes:1})
        },
        [ event('FAB-204', priority_passed, _{player:P, priority:O}) ]
    ;   { stack(S0, Ls), append(Below, [Top], Ls) }
    ->  { length(Ls, N),
          layer_source_id(Top, Id),
          S1 = S0.put(stack, Below)
        },
        [ event('FAB-208', layer_resolves, _{player:P, layer:N, card:Id, controller:Top.controller}) ],
        resolve_layer(S1, Top, S)
    ;   { \+ chain_open(S0) }
    ->  { TP = S0.turn_player,
          S1 = S0.put(_{phase:"end", priority:TP, passes:0})
        },
        [ event('FAB-204', phase_ended, _{player:P, phase:"action", next_phase:"end"}) ],
        end_phase_begins(S1, S)                 % choices.pl (FAB-528, FAB-632)
    ;   { chain_step(S0, "attack") }
    ->  [ event('FAB-204', step_ended, _{player:P, step:"attack"}) ],
        defend_step(S0, S)
    ;   { chain_step(S0, "reaction") }
    ->  [ event('FAB-204', step_ended, _{player:P, step:"reaction"}) ],
        deal_damage(S0, S)
    ;   { chain_step(S0, "damage") }
    ->  [ event('FAB-204', step_ended, _{player:P, step:"damage"}) ],
        resolve_link(S0, S)
    ;   [ event('FAB-204', step_ended, _{player:P, step:"resolution"}) ],
        close_chain(S0, S)
    ).

%   --- the stack ------------------------------------------------------------

rule('FAB-208', effect, "The stack: a layer waits for all players to pass",
     "Playing a card or activating an ability puts it on the stack as its top layer, once its costs are paid, and the player keeps priority (passes 0). While the stack holds a layer, a pass gives priority to the other player, and the second pass in succession resolves the top layer (a card-layer as FAB-310, FAB-311 and FAB-501 say, an activated-layer as FAB-404 says); then the turn player gets priority (passes 0). An instant may be played in response, on top.",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти ... Якщо карта дії, яку ви граєте, має опцію «ще раз», ви відновлюєте очко дії, коли вона резолвиться",
            "The seed plays in response to other cards and restores the action point as the card resolves, not as it is played. CR 5.1.2 and 5.1.10 (a played card moves to the stack as its topmost layer; the player regains priority), 5.2.2a (an activated-layer likewise), 1.11.4a (if all players pass in succession and the stack is not empty, the top layer resolves), 5.3.1-5.3.7 (a layer resolves: its effects, go again, then the turn player gains priority), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An attack resolves from the stack onto the combat chain (CR 7.1.3, 7.2.3): while it waits the chain is in its layer step (FAB-501); when the attack resolves it becomes a chain link and the attack step begins, the turn player with priority (FAB-501, FAB-506).")).

%!  add_layer(+State0, +Player, +Layer, -State)// is det.
%
%   Layer goes on top of the stack; Player keeps priority (CR 1.11.5).

add_layer(S0, Who, Layer, S) -->
    { stack(S0, Ls0),
      append(Ls0, [Layer], Ls),
      length(Ls, N),
      S1 = S0.put(_{stack:Ls, priority:Who, passes:0}),
      layer_source_id(Layer, Id)
    },
    [ event('FAB-208', layer_added, _{player:Who, layer:N, card:Id}) ],
    (   { layer_step_begins(S1, Layer, S) }     % position.pl: an attack (CR 7.0.2a, 7.6.3)
    ->  { (   chain_open(S1) -> Opened = false ; Opened = true ) },
        [ event('FAB-501', layer_step_began, _{player:Who, attack:Id, opened:Opened}) ]
    ;   { S = S1 }
    ).

%   The id of a layer's card, or of its ability's source.
layer_source_id(L, Id) :-
    (   layer_card(L, C) -> card_id(C, Id) ; Id = L.source ).

%!  resolve_layer(+State0, +Layer, -State)// is det.
%
%   Layer, taken off the top of the stack, resolves.

resolve_layer(S0, L, S) -->
    (   { layer_target_gone(S0, L, T) }         % layer_fails.pl (FAB-1540)
    ->  layer_failed(S0, L, T, S)
    ;   { meld_first_resolution(L) }            % card_texts_meld.pl: a melded card's right side (FAB-1552)
    ->  meld_right_side_resolves(S0, L, S)
    ;   { layer_card(L, C) }
    ->  { card_type(C, T),
          key_value(from, L, "hand", From)
        },
        targeted_text(S0, L, S0t),              % card_texts_katsu_bravo.pl (FAB-622)
        transcend_or_resolve(S0, S0t, L, C, T, From, S1t),   % card_texts_transcend.pl (FAB-1400): else resolve_card//6
        optional_cost_text(S1t, L, S1u),        % card_texts_katsu_bravo.pl (FAB-623)
        fused_text(S1u, L, S1v),                % card_texts_oldhim.pl (FAB-783)
        lexi2_layer_text(S1v, L, S1),           % card_texts_lexi_2.pl (FAB-993)
        { after_play(S1, S2) },
        intimidate(S2, L.controller, C, S)      % choices.pl (FAB-528)
    ;   resolve_ability(S0, L, S)
    ).

%   --- playing a card -------------------------------------------------------

rule('FAB-602', effect, "Cards in the arsenal may be played",
     "A card in the arsenal may be played like a card in hand, an attack action card included; playing it empties the arsenal.",
     ruling("Фаза дій - ... зіграти карту дії зі своєї руки або арсеналу. / Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Of the seed's two passages, the official rules side with the action phase: cards may be played from the arsenal (CR 5.1.1a, 3.3.4, in the Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026), so an attack action card can attack from there. See FAB-601.")).

effect(play, S0, M, S) -->
    { Who = M.player,
      Id = M.card,
      From = M.from,
      player(S0, Who, P0),
      play_zone(From, Zone),                    % rulebook.pl
      nuu4_played_taken(S0, Who, Zone, Id, P0, C00f, P1, S0n),   % card_texts_nuu_4.pl: or an opposing banished zone's (FAB-1415)
      hidden_played_public(Zone, C00f, C00),     % card_texts_hidden.pl: a face-down banished card is public as played (FAB-1298)
      meld_side_card(M, C00, C),                % card_texts_meld.pl: a split-card's side (FAB-1551)
      move_play_cost(S0, M, P0, C, Cost),       % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-618, FAB-623)
      card_type(C, T),
      (   Zone == arsenal -> Rule = 'FAB-602' ; Rule = 'FAB-301' )
    },
    [ event(Rule, card_played, _{player:Who, card:Id, from:From, type:T, cost:Cost}) ],
    pay(_{player:Who, card:Id}, Cost, M.pitch, P1, P2),
    discards(M.discard, C, P2, P3a),
    finish4_alternative_paid(M, C, P3a, P3),    % card_texts_finish4.pl: Soul Reaping's banish (FAB-1102)
    (   { is_action_type(T), \+ illus_as_instant(S0, M) }   % card_texts_illusionist.pl (FAB-1444)
    ->  { AP is P3.action_points - 1,
          P4 = P3.put(action_points, AP)
        },
        [ event('FAB-306', action_point_spent, _{player:Who, card:Id, action_points:AP}) ]
    ;   illus_instant_played(S0, M),            % card_texts_illusionist.pl (FAB-1444)
        { P4 = P3 }
    ),
    { set_player(S0n, P4, S1b),
      banished_play_used(S1b, Who, Id, Zone, S1a),  % card_texts_katsu_rest.pl (FAB-569)
      arsenal_reaction_noted(S1a, Zone, C, S1z),    % FAB-508
      attack_reaction_noted(S1z, Who, T, S1)    % card_texts_uzuri.pl (FAB-718)
    },
    { Layer0 = _{kind:"card", card:C, controller:Who},
      (   Zone == arsenal -> Layer1 = Layer0.put(from, "arsenal") ; Layer1 = Layer0 ),   % Frailty reads it (FAB-213)
      (   get_dict(target, M, Tgt) -> Layer2 = Layer1.put(target, Tgt) ; Layer2 = Layer1 ),  % FAB-622
      (   get_dict(optional_cost, M, true) -> Layer3 = Layer2.put(optional_cost, true) ; Layer3 = Layer2 ),  % FAB-623
      melds2_layer(M, Layer3, Layer3m),         % card_texts_melds2.pl: Shock's target melded (FAB-1259)
      fused_layer(C, M, Layer3m, Layer)         % card_texts_oldhim.pl (FAB-782)
    },
    add_layer(S1, Who, Layer, S2),
    played_triggers(S2, Who, T, S3),            % FAB-210, FAB-211
    frostbites_destroyed(S3, Who, S4),          % FAB-540
    played_text(S4, Who, C, M.discard, S5a),    % card_texts.pl (FAB-548, FAB-549)
    { nuu4_own_from(C, Who, From, FromOwn) },   % card_texts_nuu_4.pl (FAB-1415)
    banished_played_text(S5a, Who, C, FromOwn, S5),    % card_texts_chane.pl (FAB-1003)
    deck_paid_text(S5, Who, C, S6),             % card_texts_katsu_bravo.pl (FAB-618, FAB-619)
    riptide_played_text(S6, Who, From, S7),     % card_texts_finish3.pl (FAB-925)
    cindra_played_text(S7, Who, C, S8),         % card_texts_cindra.pl (FAB-1132, FAB-1134)
    web_played_text(S8, Who, C, S8h),            % card_texts_web.pl (FAB-1208)
    hunted_played_text(S8h, Who, C, S8l),       % card_texts_hunted.pl (Arakni, FAB-1175)
    leaves_played_text(S0, M, C, S8l, S8n),     % card_texts_leaves.pl (Vengeful Apparition, FAB-1182)
    nuu4_played_text(Who, C, S8n, S).           % card_texts_nuu_4.pl (FAB-1415)

rule('FAB-308', effect, "Paying: pitch zone, graveyard, leftover points",
     "Pitched cards go to the pitch zone and add their pitch value to the player's resource points; the cost is subtracted; points left over stay until the end of the turn; cards taken from hand for an additional cost go where it says: discarded to the graveyard, banished, or put on the bottom of the deck (on its top for Seek Horizon's, FAB-909).",
     seed("всі ресурсні очки, що залишилися після розіграшу, залишаються у вас до кінця ходу.")).

%!  pay(+For:dict, +Cost, +PitchIds, +Player0, -Player)// is det.
%
%   The cards are pitched in order, each adding its pitch value to the
%   player's resource points, and the cost is paid; For names what is
%   paid for (the player and the card, and the ability).

pay(For, Cost, Ids, P0, P) -->
    pitch_cards(Ids, P0, P1a),
    chi_paid(For, Cost, P1a, P1),               % card_texts_chi.pl: chi points first (FAB-1105, FAB-1107)
    { RP is P1.resource_points - Cost,
      P = P1.put(resource_points, RP),
      put_dict(_{cost:Cost, resource_points:RP}, For, Fields0),
      (   get_dict(chi_points, P, Chi)          % card_texts_chi.pl: the chi points left (FAB-1105)
      ->  Fields = Fields0.put(chi_points, Chi)
      ;   Fields = Fields0
      )
    },
    [ event('FAB-308', cost_paid, Fields) ].

pitch_cards([], P, P) --> [].
pitch_cards([Id|Ids], P0, P) -->
    { take_card(P0, hand, Id, C, P1),
      card_prop(C, pitch, V),
      RP is P1.resource_points + V,
      add_cards(P1.put(resource_points, RP), pitch, [C], P2),
      Who = P0.name
    },
    (   { chi_card(C) }                         % card_texts_chi.pl: chi points (FAB-1105)
    ->  chi_pitched(Who, Id, V, RP, P2, P3)
    ;   [ event('FAB-308', card_pitched, _{player:Who, card:Id, pitch:V, resource_points:RP}) ],
        { P3 = P2 }
    ),
    pitch_cards(Ids, P3, P).

%   The cards taken from hand for the additional cost of the card Played
%   go where the cost says: discarded to the graveyard, banished, or put
%   on the bottom of the deck.
discards([], _, P, P) --> [].
discards([Id|Ids], Played, P0, P) -->          % revealed: it stays in hand (FAB-305)
    { card_additional_cost(Played, Spec),
      get_dict(kind, Spec, "reveal"),
      !,
      card_id(Played, PId),
      Who = P0.name
    },
    [ event('FAB-308', card_revealed, _{player:Who, card:Id, cost_of:PId}) ],
    discards(Ids, Played, P0, P).
discards([Id|Ids], Played, P0, P) -->          % on top of the deck (FAB-909)
    { card_additional_cost(Played, Spec),
      get_dict(kind, Spec, "top"),
      !,
      take_card(P0, hand, Id, D, P1),
      key_value(deck, P1, [], Deck),
      P2 = P1.put(deck, [D|Deck]),
      card_id(Played, PId),
      Who = P0.name
    },
    [ event('FAB-909', top_cost_card_put, _{player:Who, card:Id, cost_of:PId}) ],
    discards(Ids, Played, P2, P).
discards([Id|Ids], Played, P0, P) -->
    { take_card(P0, hand, Id, D, P1),
      (   card_additional_cost(Played, Spec), get_dict(kind, Spec, Kind) -> true ; Kind = "discard" ),
      cost_destination(Kind, Zone, To, Event),
      add_cards(P1, Zone, [D], P2),
      Who = P0.name,
      card_id(Played, PId)
    },
    [ event('FAB-308', Event, _{player:Who, card:Id, cost_of:PId, to:To}) ],
    discards(Ids, Played, P2, P).

cost_destination("discard", graveyard, "graveyard", card_discarded).
cost_destination("banish", banished, "banished", card_banished).
cost_destination("bottom", deck, "deck", card_put_on_bottom).
cost_destination("charge", soul, "soul", card_charged).   % card_texts_boltyn.pl (FAB-880)

rule('FAB-310', effect, "Instants at any time",
     "An instant may be played whenever its player has priority, in either player's turn, in any step of combat but the defend step, and in response to a layer on the stack (FAB-208); when it resolves it goes to the graveyard.",
     seed("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти")).
rule('FAB-311', effect, "Where a played card goes",
     "A non-attack action, an instant and an attack reaction go to the graveyard as they resolve, but a permanent (a card with the subtype Aura, Item, Landmark, Ash, Figment or Ally, whatever its text) enters its controller's arena; a landmark that enters clears every other landmark in the arena (to its owner's graveyard; a token ceases to exist); an attack action card becomes a new chain link; a defense reaction becomes a defending card on the active chain link. Not modelled, and an event says so as it resolves: an invocation or a construct enters with its back face active (here it goes to the graveyard), an affliction under an opponent's control (here an affliction that is an aura enters its player's own arena).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "CR 5.3.7 (a resolved layer is cleared to the graveyard), 5.3.6a (a card-layer that becomes a permanent is moved to the arena), 8.1.2b, 8.1.3b and 7.2.3a, 8.2.4a, 8.2.5a, 8.2.9a, 8.2.12a and 8.2.16a (an aura, an item, a landmark, an ash or a figment that resolves as a layer enters the arena), 8.2.9b (a landmark that enters clears all other landmark permanents), 3.0.12 (to clear: to the owner's graveyard; a token ceases to exist), 1.3.3 (a deck-card with the subtype Affliction, Ally, Ash, Aura, Construct, Figment, Invocation, Item or Landmark in the arena is a permanent), 8.2.11c, 8.2.13a and 8.2.14a (an affliction enters under an opponent's control; an invocation and a construct with their back face active) (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026). A card resolves when all players pass in succession with it on top of the stack (FAB-208).")).

%   landmarks_cleared(+State0, +Card, -State)//: Card, a landmark that has
%   entered the arena, clears every other landmark of every player's arena (CR
%   8.2.9b): to its owner's graveyard (the graveyard of the player whose
%   arena held it), a token ceasing to exist (3.0.12).  Another card:
%   nothing.
landmarks_cleared(S0, C, S) -->
    (   { card_subtypes(C, Ss), memberchk("Landmark", Ss) }
    ->  { players(S0, Ps),
          card_id(C, New),
          findall(Who-L, ( member(P, Ps), get_dict(name, P, Who), member(L, P.arena),
                           card_id(L, Old), Old \== New,
                           card_subtypes(L, Ls), memberchk("Landmark", Ls) ), Cleared),
          foldl(landmark_cleared, Cleared, S0, S)
        },
        landmark_events(Cleared)
    ;   { S = S0 }
    ).

landmark_cleared(Who-L, S0, S) :-
    card_id(L, Id),
    player(S0, Who, P0),
    take_card(P0, arena, Id, _, P1),
    (   token_card(L)
    ->  P2 = P1
    ;   add_cards(P1, graveyard, [L], P2)
    ),
    set_player(S0, P2, S).

landmark_events([]) --> [].
landmark_events([Who-L|Ls]) -->
    { card_id(L, Id) },
    [ event('FAB-311', landmark_cleared, _{player:Who, card:Id}) ],
    landmark_events(Ls).

%   permanent_entry_words(+Player, +Card)//: an event where Card enters the
%   arena in a way rulecheck does not model (permanent_entry_unmodelled/2).
permanent_entry_words(Who, C) -->
    (   { permanent_entry_unmodelled(C, Subtype), card_id(C, Id) }
    ->  [ event('FAB-311', permanent_entry_not_modelled, _{player:Who, card:Id, subtype:Subtype}) ]
    ;   []
    ).

%   reaction_refused(+S0, +Card, +From, -Rule, -Kind, -Fields): Card, a
%   defense reaction played from From, about to resolve, cannot become a
%   defending card by a text read (CR 7.4.2d): it fails to resolve.
reaction_refused(S0, C, From, 'FAB-661', benji_reaction_fails, _{attack:AId}) :-
    benji_refuses(S0, C, From, A),              % card_texts_benji_blitz.pl (FAB-661)
    !,
    card_id(A, AId).
reaction_refused(S0, C, _, 'FAB-1125', base_power_reaction_fails, _{attack:AId, base:Base, max:Max}) :-
    base_power_too_high(S0, C, A, Base, Max),   % card_texts_cindra.pl (FAB-1125)
    card_id(A, AId).

%!  resolve_card(+State0, +Player, +Card, +Type, +From, -State)// is det.
%
%   The card on top of the stack resolves: an attack becomes a chain link
%   (FAB-501), a defense reaction a defending card of the active link,
%   any other card goes to the graveyard (with go again, FAB-309).

resolve_card(S0, Who, C, "attack action", From, S) -->
    !,
    { (   card_go_again(C) -> GA0 = true ; GA0 = false ) },
    arsenal_go_again(Who, C, From, GA0, GA),    % card_texts_rhinar_dorinthea.pl (FAB-573)
    add_link(S0, Who, C, From, GA, S1),
    attack_resolution_text(S1, Who, C, S2),     % card_texts_rhinar_dorinthea.pl (FAB-574)
    rabble_resolved(S2, Who, C, S).             % card_texts_azalea.pl (FAB-911)
resolve_card(S0, Who, C, "defense reaction", _, S) -->
    { dominate_refuses(S0, C, A, D) },          % keywords_attack.pl (FAB-508)
    !,
    { player(S0, Who, P0),
      add_cards(P0, graveyard, [C], P1),
      set_player(S0, P1, S),
      card_id(C, Id), card_id(A, AId), card_id(D, DId)
    },
    [ event('FAB-508', defense_reaction_fails, _{player:Who, card:Id, attack:AId, defending:DId}) ].
resolve_card(S0, Who, C, "defense reaction", From, S) -->
    { reaction_refused(S0, C, From, Rule, Kind, Fields) },
    !,
    { player(S0, Who, P0),
      add_cards(P0, graveyard, [C], P1),
      set_player(S0, P1, S),
      card_id(C, Id)
    },
    [ event(Rule, Kind, Fields.put(_{player:Who, card:Id})) ].
resolve_card(S0, Who, C, "defense reaction", From, S) -->
    !,
    { Chain0 = S0.chain,
      append(Links0, [L0], Chain0.links),
      append(L0.defending, [C], Def),
      append(Links0, [L0.put(defending, Def)], Links),
      S1 = S0.put(chain, Chain0.put(links, Links)),
      length(Links, N),
      card_id(C, Id)
    },
    [ event('FAB-311', defending_card_added, _{player:Who, card:Id, link:N}) ],
    defense_reaction_text(S1, Who, C, From, S2),  % card_texts.pl (FAB-547)
    shunt_text(S2, Who, C, S3),                 % card_texts_rhinar_dorinthea.pl (FAB-584)
    combo_defense_text(S3, Who, C, S4),         % card_texts_katsu_rest.pl (FAB-560)
    trap_text(S4, Who, C, S4a),                 % card_texts_arakni.pl (FAB-802)
    riptide_trap_text(S4a, Who, C, S5),         % card_texts_riptide.pl (FAB-807)
    sink_below_text(S5, Who, C, S6),            % card_texts_dromai.pl (FAB-960)
    lexi_defends_text(S6, Who, [C], S7),        % card_texts_lexi.pl (FAB-921)
    riptide_trap_damage(S1, S7, Who, C, S7r),   % card_texts_finish3.pl (FAB-927)
    mark_reaction_defended(S7r, C, From, S7s),  % card_texts_lexi_2.pl (FAB-996)
    fang_defends_text(S7s, Who, [C], S7f),      % card_texts_fang.pl (Smoke Out, FAB-1039)
    web_defends_text(S7f, Who, C, S7w),          % card_texts_web.pl (FAB-1202, FAB-1203)
    hunted_trap_text(S7w, Who, C, S).           % card_texts_hunted.pl (Hunted or Hunter, FAB-1172)
resolve_card(S0, Who, C, T, _, S) -->
    { enters_arena(C) },
    !,
    { player(S0, Who, P0),
      add_cards(P0, arena, [C], P1),
      set_player(S0, P1, S0a),
      card_id(C, Id)
    },
    [ event('FAB-311', card_resolved, _{player:Who, card:Id, type:T, to:"arena"}) ],
    landmarks_cleared(S0a, C, S1),
    permanent_entry_words(Who, C),
    text_not_applied(Who, C),
    (   { card_go_again(C) }
    ->  go_again(S1, Who, Id, S2)
    ;   { S2 = S1 }
    ),
    entered_arena_text(S2, Who, C, S2e),        % card_texts_bravo.pl (FAB-537)
    enigma_entered_arena_text(S2e, Who, C, S2f),   % card_texts_enigma.pl (FAB-1347, FAB-1348, FAB-1350)
    rune_entered_arena_text(S2f, Who, C, S2l),  % card_texts_runeblade.pl (FAB-1465)
    leaves_entered_arena_text(S2l, Who, C, S).  % card_texts_leaves.pl (Vengeful Apparition, FAB-1183)
resolve_card(S0, Who, C, T, _, S) -->
    { player(S0, Who, P0),
      meld_new_object(C, CG),                   % card_texts_meld.pl: a split-card's side dropped (FAB-1551)
      add_cards(P0, graveyard, [CG], P1),
      set_player(S0, P1, S1),
      card_id(C, Id),
      (   T == "instant" -> Rule = 'FAB-310' ; Rule = 'FAB-311' )
    },
    resolution_text(S1, Who, C, S1t),           % card_texts.pl (FAB-544)
    [ event(Rule, card_resolved, _{player:Who, card:Id, type:T, to:"graveyard"}) ],
    permanent_entry_words(Who, C),
    text_not_applied(Who, C),
    (   { card_go_again(C) }
    ->  go_again(S1t, Who, Id, S)
    ;   { S = S1t }
    ).

%   A layer resolved: the turn player gets priority (the defend step
%   needs no priority).
after_play(S0, S) :-
    S = S0.put(_{priority:S0.turn_player, passes:0}).

rule('FAB-309', effect, "Go again",
     "When a card or ability with go again resolves (an attack: when its chain link resolves), its controller gains 1 action point, if it is their action phase.",
     seed("Якщо карта дії, яку ви граєте, має опцію «ще раз», ви відновлюєте очко дії, коли вона резолвиться, і можете зіграти ще одну дію.")).

%!  go_again(+State0, +Player, +Source, -State)// is det.
%
%   Source (a card or an ability's card) had go again: its controller
%   gains 1 action point, in their own action phase.

go_again(S0, Who, Source, S) -->
    (   { Who == S0.turn_player, S0.phase == "action" }
    ->  { player(S0, Who, P0),
          AP is P0.action_points + 1,
          set_player(S0, P0.put(action_points, AP), S)
        },
        [ event('FAB-309', action_point_gained, _{player:Who, card:Source, action_points:AP}) ]
    ;   { S = S0 }
    ).

%   --- activating an ability ------------------------------------------------

rule('FAB-404', effect, "An ability resolves",
     "Activating pays the cost (pitching as for a card), records the activation for the turn's limit, destroys the card if that is part of the cost, and puts the ability on the stack (FAB-208); when it resolves, an attack opens (or continues) the combat chain with the weapon as the attack (a weapon already attacking on the chain moves on to the new chain link, and the earlier link keeps no attack), a draw ability draws a card, a gain-life ability (Healing Potion's) gives its controller's hero the life it says; go again gives back the action point.",
     ruling("Ефекти — це те, що робить здібність, коли вона резолвиться. Якщо ефект є атакою, то починається бій.",
            "The seed does not say what happens when a weapon already on the combat chain attacks again. CR 1.4.3c (an attack-proxy on the combat chain exists only while its attack-source is on the same chain link), 7.2.3b (the attack-proxy and its attack-source move onto the combat chain as the new chain link; the proxy on the previous link ceases to exist) and 5.2.1a (an ability's limit, if any, caps its activations), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: the weapon attacks again when its attack is left (no limit, or the limit not reached: FAB-402) and its controller can pay (an action point: FAB-403); it then leaves its link, which keeps its defenders and damage but no attack, for the new one.")).

effect(activate, S0, M, S) -->
    { Who = M.player,
      I = M.ability,
      activated_ability(S0, M, P0, C, Ab),
      activation_cost(S0, P0, C, Ab, Cost),     % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-621)
      ability_type(Ab, T),
      card_id(C, Id)
    },
    [ event('FAB-404', ability_activated, _{player:Who, card:Id, ability:I, type:T}) ],
    pay(_{player:Who, card:Id, ability:I}, Cost, M.pitch, P0, P1d),
    activation_discards(M, Who, Id, P1d, P1b),  % card_texts_kayo.pl (Rally the Rearguard, FAB-690)
    activation_banished(M, Ab, Who, Id, P1b, P1c),   % card_texts_prism.pl (Prism, FAB-756), card_texts_kassai.pl (Kassai, FAB-841)
    activation_bottomed(M, Who, Id, P1c, P1f),  % card_texts_finish.pl (FAB-705)
    activation_face_up(Ab, Who, Id, P1f, P1e0), % card_texts_lexi_2.pl (Lexi, FAB-815)
    cloaked_activation_face_up(Ab, Who, Id, P1e0, P1e),   % card_texts_cloaked.pl (FAB-1424)
    activation_gold_destroyed(Ab, Who, Id, P1e, P1g), % card_texts_victor.pl (Good Time Chapeau, FAB-871)
    activation_token_created(S0, Ab, Who, Id, P1g, P1h),  % card_texts_chane.pl (Chane, FAB-1010)
    activation_aura_destroyed(S0, M, Who, Id, P1h, P1),  % card_texts_aurora.pl (Bloodtorn Bodice, FAB-1083)
    (   { T == "action" }
    ->  finish4_action_point(S0, M, P1, P2)     % card_texts_finish4.pl: none for Snap Shot's bows (FAB-1101)
    ;   { P2 = P1 }
    ),
    (   hand_ability_cost(Ab, Id, P2, P3, _)    % card_texts_windup.pl (FAB-790)
    ->  []
    ;   { get_dict(destroy_self, Ab, true),
          card_where(P2, Id, Zone, _)
        }
    ->  { take_card(P2, Zone, Id, C, P3a),
          (   token_card(C)             % it ceases to exist (CR 8.1.8a)
          ->  P3 = P3a, To = "nowhere"
          ;   new_object(C, C1),                % without its counters (keywords_defense.pl)
              add_cards(P3a, graveyard, [C1], P3), To = "graveyard"
          )
        },
        [ event('FAB-404', card_destroyed, _{player:Who, card:Id, to:To}) ]
    ;   { P3 = P2 }
    ),
    { set_player(S0, P3, S1a) },
    (   { get_dict(destroy_self, Ab, true),
          \+ card_where(P2, Id, _, _),
          take_defending(S1a, Id, DC, S1b)      % equipment defending (FAB-401)
        }
    ->  { player(S1b, Who, PD0),
          new_object(DC, DC1),                  % without its counters (keywords_defense.pl)
          add_cards(PD0, graveyard, [DC1], PD),
          set_player(S1b, PD, S1)
        },
        [ event('FAB-404', card_destroyed, _{player:Who, card:Id, to:"graveyard", from:"chain"}) ]
    ;   { S1 = S1a }
    ),
    { (   get_dict(destroy_self, Ab, true)
      ->  quell_destroys_gone(S1, Id, S1q)      % card_texts_quell.pl (FAB-650): it no longer waits
      ;   S1q = S1
      ),
      activation_key(Id, I, Key),
      key_value(activated, S1q, [], Done),
      append(Done, [Key], Done1),
      additional_attack_taken(S1q, Who, Id, I, Ab, Done, S1c),   % FAB-543
      attack_reaction_noted(S1c.put(activated, Done1), Who, T, S2),   % card_texts_uzuri.pl (FAB-718)
      ability_layer(Who, Id, I, Ab, Layer0),
      (   get_dict(target, M, Tgt) -> Layer1 = Layer0.put(target, Tgt) ; Layer1 = Layer0 ),   % FAB-622
      pitched_talents_layer(P0, C, M, Layer1, Layer)   % card_texts_finish.pl: Oldhim's (FAB-696)
    },
    add_layer(S2, Who, Layer, S3),
    (   { Layer.effect == "attack",
          \+ storm_ally_source(S3, Who, Id) }  % card_texts_storm.pl: an ally's attack is no weapon attack (FAB-1490)
    ->  attack_triggers(S3, Who, S4)            % FAB-210
    ;   { S4 = S3 }
    ),
    frostbites_destroyed(S4, Who, S5),          % FAB-540
    deck_activated_text(S5, Who, Id, Ab, S6),   % card_texts_katsu_bravo.pl (FAB-619, FAB-621)
    hand_activated_text(S6, Who, Id, Ab, S7),   % card_texts_windup.pl (FAB-790, FAB-791)
    fang_activated_text(S7, Who, Id, Ab, S7h),  % card_texts_fang.pl (FAB-1041)
    hunted_activated_text(S7h, Who, Id, Ab, S7w),   % card_texts_hunted.pl (Starting Point, FAB-1177)
    wiz_activated_text(S7w, Who, Id, Ab, S7c),  % card_texts_wizard.pl (Staff of Verdant Shoots, FAB-1488)
    chi_activated_text(S7c, Who, Id, Ab, S7l),  % card_texts_chi.pl (Enigma's first Spectral Shield attack, FAB-1110)
    leaves_activation_text(S0, M, S7l, S7e),    % card_texts_leaves.pl (Vengeful Apparition, FAB-1181)
    essence_activation_text(S0, M, S7e, S).     % card_texts_essence.pl (Essence of Ancestry: Mind, FAB-1351)

%   take_defending(+State0, +Id, -Card, -State): the defending card Id
%   taken off its chain link.
take_defending(S0, Id, C, S) :-
    chain_open(S0),
    Chain0 = S0.chain,
    nth0(I, Chain0.links, L0),
    nth0(_, L0.defending, C, Def),
    card_id(C, Id0),
    Id0 == Id,
    !,
    nth0(I, Chain0.links, _, Rest),
    nth0(I, Links, L0.put(defending, Def), Rest),
    S = S0.put(chain, Chain0.put(links, Links)).

%!  ability_layer(+Player, +SourceId, +Index, +Ability, -Layer) is det.
%
%   The activated-layer of ability Index of the card SourceId: what its
%   resolution needs once the source may be gone (a cost that destroys
%   it): the ability's type, effect and go again.

ability_layer(Who, Id, I, Ab, Layer) :-
    ability_type(Ab, T),
    (   get_dict(effect, Ab, E0), modelled_effect(Ab) -> E = E0 ; E = "other" ),
    (   get_dict(go_again, Ab, true) -> GA = true ; GA = false ),
    Layer0 = _{kind:"ability", source:Id, controller:Who, ability:I, type:T, effect:E, go_again:GA},
    (   E == "gain_life" -> Layer = Layer0.put(life, Ab.life)
    ;   get_dict(amount, Ab, N) -> Layer = Layer0.put(amount, N)   % FAB-552
    ;   Layer = Layer0
    ).

%!  resolve_ability(+State0, +Layer, -State)// is det.
%
%   An activated-layer resolves: an attack puts the weapon on the combat
%   chain as a new chain link (FAB-501); any other ability resolves, its
%   go again giving an action point (FAB-309).

resolve_ability(S0, L, S) -->
    { Who = L.controller,
      Id = L.source,
      (   L.go_again == true -> GA = true ; GA = false ),
      player(S0, Who, P0)
    },
    (   { L.effect == "attack",
          card_in(P0, weapons, Id, W)
        }
    ->  { take_card(P0, weapons, Id, W, P1),
          set_player(S0, P1, S1)
        },
        add_link(S1, Who, W, weapon, GA, S)
    ;   { L.effect == "attack",
          attacking_weapon(S0, Who, Id, K, W)
        }
    ->  { leave_link(S0, K, S1),
          LinkNo is K + 1
        },
        [ event('FAB-404', weapon_moved_on, _{player:Who, card:Id, link:LinkNo}) ],
        add_link(S1, Who, W, weapon, GA, S)
    ;   { L.effect == "attack" },
        auraw_attacks(S0, Who, L, GA, S)        % card_texts_auraweapons.pl: an aura's attack (FAB-1573)
    ->  []
    ;   { L.effect == "attack" },
        storm_ally_attacks(S0, Who, L, GA, S)   % card_texts_storm.pl: an ally's attack (FAB-1490)
    ->  []
    ;   [ event('FAB-404', ability_resolved, _{player:Who, card:Id, ability:L.ability, effect:L.effect}) ],
        (   { L.effect == "draw" }
        ->  draw_cards(Who, 1, Id, S0, S0a)     % FAB-209's vocabulary
        ;   { L.effect == "gain_life" }
        ->  gain_life(S0, Who, L.life, Id, S0a)
        ;   ability_text_resolved(S0, Who, Id, L, S0a)   % card_texts.pl (FAB-552)
        ->  []
        ;   { S0a = S0 }
        ),
        (   { GA == true }
        ->  go_again(S0a, Who, Id, S1)
        ;   { S1 = S0a }
        ),
        { after_play(S1, S) }
    ).

%!  attacking_weapon(+State, +Player, +Id, -K, -Weapon) is semidet.
%
%   Weapon, the card Id, is Player's weapon attacking on chain link K
%   (0-based).

attacking_weapon(S, Who, Id, K, W) :-
    chain_open(S),
    nth0(K, S.chain.links, L),
    L.controller == Who,
    link_attack(L, W),
    card_id(W, Id0),
    Id0 == Id,
    !.

%   leave_link(+S0, +K, -S): chain link K's attack-source moves on to a
%   new chain link; its attack-proxy on link K ceases to exist (CR
%   1.4.3c, 7.2.3b), so the link keeps no attack.
leave_link(S0, K, S) :-
    Chain0 = S0.chain,
    nth0(K, Chain0.links, L0, Rest),
    del_dict(attack, L0, _, L),
    nth0(K, Links, L, Rest),
    S = S0.put(chain, Chain0.put(links, Links)).

%   gain_life(+S0, +Player, +N, +Source, -S)//: Player's hero gains N
%   life (no upper limit: CR 2.7.3 counts life as it changes).
gain_life(S0, Who, N, Source, S) -->
    life_gained(S0, Who, N, Source, Life, event('FAB-404', life_gained, _{player:Who, amount:N, life:Life, by:Source}), S).   % life_gained.pl

%   --- combat ---------------------------------------------------------------

rule('FAB-501', effect, "An attack opens the combat chain",
     "Playing an attack action card, or activating a weapon's attack, opens the combat chain in its layer step (the chain's step \"layer\", with no link yet) while it waits on the stack; one played in the resolution step begins the layer step likewise, the links so far kept. As it resolves it becomes a new chain link against the other hero and the attack step begins (FAB-506).",
     ruling("Коли ви граєте або активуєте атаку, починається бій, і ви проходить ряд кроків для резолву атаки. Кожна атака резолвиться по черзі як ланка в ланцюжку бою між вами і вашим супротивником.",
            "The seed starts combat as the attack is played or activated. CR 7.0.2a (if the combat chain is closed and an attack is added to the stack, the chain opens and the Layer Step begins), 7.1.1 (the Layer Step is the state where an attack is unresolved on the stack), 7.1.3 (when the attack is the top layer and all pass in succession, the Attack Step begins), 7.6.3 (an attack added to the stack in the Resolution Step ends it for the Layer Step), 7.2.3 (the attack moves onto the combat chain as a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The state writes the layer step as the chain's step \"layer\"; a position written before, with no chain (or the chain in its resolution step) and an attack on the stack, reads as the layer step.")).

%!  add_link(+State0, +Player, +Attack, +From, +GoAgain, -State)// is det.
%
%   The attack (a card, or a weapon) becomes a new chain link against
%   the other hero; the attack step begins, the turn player with
%   priority (FAB-506).

add_link(S0, Who, Attack, From, GoAgain0, S) -->
    { take_granted_power(S0, Who, Attack, Grants, S0a),     % card_texts.pl (FAB-554)
      power_gains_as_it_attacks(S0a, Who, Attack, From, Gains) },   % card_texts_kayo.pl (FAB-687)
    add_link_(S0a, Who, Attack, From, GoAgain0, S1),
    granted_power_applied(S1, Who, Grants, S2),
    weapon_power_applied(S2, Who, Attack, S3),  % card_texts.pl (FAB-555)
    attack_text(S3, Who, Attack, S4),           % card_texts.pl (FAB-553)
    deck_attack_text(S4, Who, Attack, S5a),     % card_texts_katsu_bravo.pl (FAB-590 ... FAB-593, FAB-619)
    arsenal_attack_text(S5a, Who, Attack, From, S5b),  % card_texts_azalea.pl (FAB-907)
    briar_arsenal_attack_text(S5b, Who, Attack, From, S5),   % card_texts_briar.pl (FAB-1242)
    gains_replaced(S5, Who, Attack, Gains, S).  % card_texts_kayo.pl (Back Heel Kick, FAB-687)

add_link_(S0, Who, Attack, From, GoAgain0, S) -->
    { opponent(S0, Who, Def),
      take_attack_effects(S0, Who, Attack, Bonus0, EffectGA, Used, S1),   % FAB-505
      static_power(S0, Who, Attack, From, Statics),              % FAB-213
      foldl(static_amount, Statics, Bonus0, Bonus),
      (   EffectGA == true -> GoAgain = true ; GoAgain = GoAgain0 ),
      Link00 = _{attack:Attack, controller:Who, defender:Def, go_again:GoAgain, defending:[]},
      link_from_arsenal_mark(Attack, From, Link00, Link01),  % card_texts_oldhim.pl (FAB-775)
      link_fused_dominate_mark(S0, Used, Link01, Link0),     % card_texts_oldhim.pl (FAB-787)
      (   Bonus =\= 0 -> Link = Link0.put(power_bonus, Bonus) ; Link = Link0 ),
      (   chain_open(S1)
      ->  append(S1.chain.links, [Link], Links)
      ;   Links = [Link]
      ),
      S = S1.put(_{chain:_{step:"attack", links:Links}, priority:S1.turn_player, passes:0}),
      length(Links, N),
      card_id(Attack, Id),
      link_power(Link, Power)
    },
    (   { Used == [] }
    ->  []
    ;   [ event('FAB-505', attack_effect_applied, _{player:Who, attack:Id, power_bonus:Bonus0,
                                                    go_again:EffectGA, sources:Used}) ]
    ),
    static_events(Statics, Who, Id),
    [ event('FAB-501', chain_link_opened, _{player:Who, attack:Id, defender:Def, link:N,
                                            go_again:GoAgain, power:Power}) ].

rule('FAB-506', effect, "Priority in the attack and damage steps",
     "When an attack resolves onto the combat chain the attack step begins and the turn player has priority: instants (cards and abilities) may be played before defenders are declared; when both players pass in succession with an empty stack the defend step begins, in which the defending player declares defenders and nobody has priority. After damage is dealt the damage step gives the turn player priority the same way; when both pass in succession the chain link resolves (go again) and the resolution step begins. The defend step's priority after the declaration is the reaction step's: the reaction step begins as the defenders are declared.",
     ruling("Коли ви граєте або активуєте атаку, починається бій, і ви проходить ряд кроків для резолву атаки.",
            "The seed names combat's steps without listing them. CR 7.2.5 and 7.2.6 (the turn player gains priority in the attack step; it ends when all pass in succession with an empty stack), 7.3.3 and 7.3.4 (priority after defenders are declared, then the reaction step), 7.5.3 and 7.5.4 (priority in the damage step, then the resolution step), 7.6.2 (the chain link resolves as the resolution step begins, with go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck folds the defend step's priority into the reaction step's: what may be played there (instants) may be played at the start of the reaction step with the turn player's priority, so the same sequences are legal, in one step fewer; reactions are then open from the declaration on.")).

%   The attack step ends: the defend step begins, the defending player
%   to declare defenders (nobody has priority: the turn player is named).
defend_step(S0, S) -->
    { Chain0 = S0.chain,
      TP = S0.turn_player,
      S = S0.put(_{chain:Chain0.put(step, "defend"), priority:TP, passes:0}),
      last(Chain0.links, L)
    },
    [ event('FAB-506', defend_step_began, _{player:L.defender, attack:L.attack.id}) ].

effect(defend, S0, M, S) -->
    { Who = M.player,
      Ids = M.cards,
      player(S0, Who, P0),
      foldl(take_defender, Ids, P0-[], P1-Cards),
      set_player(S0, P1, S1a),
      take_defense_effects(S1a, Who, Cards, Bonus, Used, S1),      % FAB-507
      Chain0 = S1.chain,
      append(Links0, [L0], Chain0.links),
      append(L0.defending, Cards, Def),
      L1 = L0.put(defending, Def),
      (   Bonus =\= 0
      ->  key_value(defense_bonus, L1, 0, B0),
          B is B0 + Bonus,
          L = L1.put(defense_bonus, B)
      ;   L = L1
      ),
      append(Links0, [L], Links),
      TP = S1.turn_player,
      S2 = S1.put(_{chain:Chain0.put(_{step:"reaction", links:Links}), priority:TP, passes:0}),
      card_id(L0.attack, AId),
      (   phantasm_destroyed(S2, L, _)          % keywords_attack.pl: no reaction step (FAB-511)
      ->  Step = "defend"
      ;   Step = "reaction"
      )
    },
    [ event('FAB-502', defenders_declared, _{player:Who, cards:Ids, attack:AId, step:Step, priority:TP}) ],
    text_overpower_applied(S2, L),              % card_texts.pl (FAB-546)
    (   { Used == [] }
    ->  []
    ;   [ event('FAB-507', defense_effect_applied, _{player:Who, attack:AId, defense_bonus:Bonus, sources:Used}) ]
    ),
    (   { Cards = [First|_] }                   % the first declared (CR 7.3.2c)
    ->  next_card_defended(S2, Who, First, S3a) % card_texts_katsu_rest.pl (FAB-560)
    ;   { S3a = S2 }
    ),
    uzuri_defend_text(S3a, Who, Cards, S3b),    % card_texts_uzuri.pl (FAB-722, FAB-723)
    azalea_defend_text(Who, Cards),             % card_texts_azalea.pl (FAB-908)
    finish_defend_text(S3b, Who, Cards, S3),    % card_texts_finish.pl (FAB-692): it may leave a choice
    attack_defended(S3, S4),                    % FAB-510, FAB-511
    pack_call_defends(S4, Who, Cards, S4a),     % card_texts_rhinar_blitz.pl (FAB-683)
    zen_defend_text(S4a, Who, Cards, S4y),      % card_texts_zen.pl (FAB-1362)
    enigma_defend_text(S4y, Who, Cards, S4z),   % card_texts_enigma.pl (FAB-1343)
    kassai_defend_text(S4z, Who, Cards, S5),    % card_texts_kassai.pl (FAB-830, FAB-831)
    fai_defend_text(S5, Who, Cards, S6),        % card_texts_fai.pl (FAB-739): it may leave a choice
    victor_defend_text(S6, Who, Cards, S7),     % card_texts_victor.pl (FAB-854): it may leave a choice
    mark_defended(S7, P0, Ids, S7m),            % card_texts_lexi_2.pl (FAB-996): it may leave a choice
    aurora_defend_text(S7m, Who, Cards, S7n),   % card_texts_aurora.pl (FAB-1084): it may leave a choice
    florian_defend_text(S7n, Who, Cards, S).    % card_texts_florian.pl (FAB-1280)

take_defender(Id, P0-Cs0, P-Cs) :-
    (   card_in(P0, hand, Id, _) -> Zone = hand
    ;   card_in(P0, equipment, Id, _) -> Zone = equipment
    ;   Zone = weapons                          % a weapon that is also equipment (FAB-502)
    ),
    take_card(P0, Zone, Id, C, P),
    append(Cs0, [C], Cs).

rule('FAB-503', effect, "Damage",
     "When the reaction step ends, the attack deals damage to the defending hero equal to its power minus the total defense of the cards defending it, if that is more than 0, and the damage step begins (FAB-506); when it ends, the chain link resolves and the resolution step begins.",
     ruling("", "The seed stops before the damage step. CR 7.5.2 (Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026): if the power of the attack is greater than the total defense of the defending cards, the attack deals the difference as damage; CR 7.6.2: the link then resolves.")).

%!  chain_damage(+Power, +Defenses:list, -Damage) is det.
%
%   The damage of an attack of Power against defending cards of these
%   defense values: the difference, if positive.

chain_damage(Power, Defenses, Damage) :-
    sum_list(Defenses, D),
    Damage is max(0, Power - D).

%   The defense values of the cards defending a chain link, in State
%   (what card texts add to them: card_texts.pl, FAB-545).
link_defenses(S, L, Ds) :-
    maplist(defending_defense(S, L.defender), L.defending, Ds00),
    red_defenses_less(L, Ds00, Ds0),            % card_texts_azalea.pl (FAB-906)
    (   get_dict(defense_bonus, L, B), integer(B), B =\= 0    % FAB-507
    ->  append(Ds0, [B], Ds)
    ;   Ds = Ds0
    ).

deal_damage(S000, S) -->
    { last(S000.chain.links, L00), key_value(controller, L00, S000.turn_player, A00) },
    blue_pitched_check(S000, A00, S00a),        % card_texts_nuu.pl: Deep Blue Sea's power, a position written by hand (FAB-1096)
    auraw_power_now(S00a, S00),                 % card_texts_auraweapons.pl: an aura's Ward as Cosmo's base power now (FAB-1570)
    { last(S00.chain.links, L),
      physical_preventions_applying(S00, L.defender, true, S0),   % card_texts_finish.pl (FAB-699)
      link_power(L, Power),
      link_defenses(S0, L, Ds),
      sum_list(Ds, Defense),
      chain_damage(Power, Ds, Damage00),
      attack_damage_replaced(S0, Damage00, Damage0, Plus),   % card_texts_lexi_2.pl: Frazzle (FAB-998)
      Def = L.defender,
      combat_damage_source(L, Src)              % damage_source.pl: the attack (CR 7.5.2a)
    },
    attack_damage_plus_noted(L, Plus),
    (   { unpreventable_link(L) }                              % card_texts_arakni.pl: Malign (FAB-804)
    ->  unpreventable_combat_damage(S0, L, Power, Defense, Damage0, S)
    ;   { damage_choice_needed(S0, Src, Def, Damage0) }        % card_texts_quell.pl: Quell (FAB-648), Ward (FAB-524)
    ->  damage_choice(S0, Def, L.controller, Damage0, _{of:"combat", power:Power, defense:Defense}, S)
    ;   hero_damaged(S0, Src, Def, Damage0, Damage, Lost, Life, S1),    % keywords_defense.pl (Ward: FAB-524)
        combat_damage_dealt(S1, Def, Power, Defense, Damage0, Damage, Lost, Life, S)
    ).

%!  combat_damage_dealt(+State0, +Defender, +Power, +Defense, +Damage0, +Damage, +Lost, +Life, -State)// is det.
%
%   The active chain link's attack dealt Damage of its Damage0 (Ward
%   prevented the rest) to Defender's hero: the link records it, the
%   damage step begins with the turn player's priority (FAB-503).

combat_damage_dealt(S1a, Def, Power, Defense, Damage0, Damage, Lost, Life, S) -->
    { physical_preventions_applying(S1a, Def, false, S1),   % card_texts_finish.pl (FAB-699)
      Chain0 = S1.chain,
      append(Links0, [L0], Chain0.links),
      Who = L0.controller,
      append(Links0, [L0.put(damage, Damage)], Links),
      card_id(L0.attack, AId),
      S2 = S1.put(_{chain:Chain0.put(_{step:"damage", links:Links}),
                   priority:S1.turn_player, passes:0}),
      Fields0 = _{player:Who, attack:AId, defender:Def, power:Power,
                  defense:Defense, damage:Damage, step:"damage"},
      Prevented is Damage0 - Damage,
      (   Prevented =:= 0 -> Fields = Fields0 ; Fields = Fields0.put(prevented, Prevented) )
    },
    text_defenses_applied(S1, L0),              % card_texts.pl (FAB-545)
    [ event('FAB-503', damage_dealt, Fields) ],
    (   { Lost > 0 }
    ->  [ event('FAB-503', life_lost, _{player:Def, amount:Lost, life:Life}) ]
    ;   []
    ),
    rune_damage_dealt(S2, L0, Damage, S2r),     % card_texts_runeblade.pl: Explosive Growth fused (FAB-1461), no hit effect
    hit_triggered(S2r, L0, Who, Def, Damage, S), % card_texts_finish3.pl: Ode to Wrath's (FAB-764), the hit's (FAB-542, ...), or none (Tarpit Trap, FAB-924)
    defeat(S, Def).

%   The damage step ends: the active chain link resolves (go again gives
%   its action point) and the resolution step begins.
resolve_link(S0, S) -->
    { Chain0 = S0.chain,
      last(Chain0.links, L0),
      length(Chain0.links, N),
      link_attack_id(L0, AId),                 % card_texts_prism.pl: or gone to the soul (FAB-751)
      S1 = S0.put(_{chain:Chain0.put(step, "resolution"), priority:S0.turn_player, passes:0})
    },
    [ event('FAB-503', link_resolved, _{link:N, attack:AId, step:"resolution"}) ],
    link_resolved_text(S1, L0, S1b),            % card_texts_arakni.pl (FAB-726)
    wager_resolved(S1b, L0, S1c),               % card_texts_victor.pl (FAB-863)
    salvage_resolved(S1c, L0, S1n),             % card_texts_azalea.pl (FAB-910)
    nuu3_link_resolved(S1n, L0, S1a),           % card_texts_nuu_3.pl: Nuu (FAB-1411)
    (   { link_go_again(S0, L0) }              % card_texts_katsu_bravo.pl (FAB-595)
    ->  text_go_again_noted(S0, L0),
        go_again(S1a, L0.controller, AId, S)
    ;   { S = S1a }
    ).

rule('FAB-504', effect, "Closing the combat chain",
     "When both players pass in succession in the resolution step, the chain closes: attack cards go to their owner's graveyard, defending cards to the defending player's graveyard, while weapons and equipment return to their zones; the action phase continues with the turn player's priority.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище. Зброя - ... Коли зброя атакує, вона переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed sends defending cards to the graveyard and brings weapons and equipment back when combat ends; CR 7.7.5 and 7.7.6 agree (permanents return to their zones, other cards are cleared to the graveyard; Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026).")).

close_chain(S0, S) -->
    { Links0 = S0.chain.links,
      length(Links0, N),
      TP = S0.turn_player
    },
    [ event('FAB-504', chain_closed, _{links:N, priority:TP}) ],
    chain_closing_triggers(Links0, Links0c, S0, S0c),  % card_texts_oldhim.pl (FAB-775)
    weapons_destroyed_at_close(Links0c, Links0b, S0c, S0b),   % card_texts_cindra.pl (FAB-1131)
    chain_closing_soul(Links0b, Links0a, S0b, S0a),    % card_texts_boltyn.pl (FAB-887)
    chain_closes_defenders(Links0a, Links, S0a, S1),   % keywords_defense.pl
    close_links(Links, S1, S2),
    { chain_effects_end(S2, S3),                % card_texts_katsu_blitz.pl (FAB-646): what lasts the combat chain
      S = S3.put(_{chain:null, priority:TP, passes:0}) }.

close_links([], S, S) --> [].
close_links([L|Ls], S0, S) -->
    (   { link_attack(L, A) }
    ->  storm_put_back(L.controller, A, S0, S1)   % card_texts_storm.pl: an ally's proxy ceases (FAB-1491), else auraw_put_back//4 (FAB-1573), else put_back//4
    ;   { S1 = S0 }                             % its weapon moved on
    ),
    put_back_all(L.defending, L.defender, S1, S2),
    close_links(Ls, S2, S).

put_back_all([], _, S, S) --> [].
put_back_all([C|Cs], Who, S0, S) -->
    put_back(Who, C, S0, S1),
    put_back_all(Cs, Who, S1, S).

%   A weapon or equipment returns to its zone, any other card goes to
%   the graveyard.
put_back(Who, C, S0, S) -->
    { player(S0, Who, P0),
      card_type(C, T),
      (   T == "weapon" -> Zone = weapons
      ;   T == "equipment" -> Zone = equipment
      ;   Zone = graveyard
      ),
      (   Zone == graveyard -> new_object(C, C1) ; C1 = C ),   % a new object there: no counters, not face up (FAB-900, FAB-914)
      add_cards(P0, Zone, [C1], P1),
      set_player(S0, P1, S),
      card_id(C, Id),
      atom_string(Zone, ZoneText)
    },
    [ event('FAB-504', card_returned, _{player:Who, card:Id, to:ZoneText}) ].

%   --- the end of the turn ----------------------------------------------------

rule('FAB-206', effect, "The end of the turn",
     "Ending the turn: the chosen card goes to the arsenal; every player puts their pitch zone on the bottom of their deck (in the order they choose where it can matter, FAB-630, else in the order pitched); all players lose their action and resource points; the turn player draws up to their hero's intellect (on the first turn of the game both players do); the other player's turn begins with their start phase.",
     seed("Всі гравці кладуть карти зі своєї зони скиду на дно своєї колоди в будь-якому порядку. Всі гравці втрачають залишки очок дій та ресурсів. Ви тягнете карти, поки кількість карт у вашій руці не стане рівною інтелекту вашого героя (зазвичай 4). Ваш хід закінчується, і ваш супротивник починає свій хід. Наприкінці першого ходу гри ОБИДВА гравці тягнуть карти до інтелекту свого героя.")).

effect(end_turn, S00, M, S) -->
    quell_destroyed(S00, S0),                   % card_texts_quell.pl (FAB-650)
    { TP = S0.turn_player,
      player(S0, TP, P0)
    },
    (   { get_dict(arsenal, M, Id) }
    ->  { take_card(P0, hand, Id, C, P0a),
          add_cards(P0a, arsenal, [C], P1)
        },
        [ event('FAB-206', card_arsenalled, _{player:TP, card:Id}) ]
    ;   { P1 = P0 }
    ),
    { set_player(S0, P1, S1) },
    end_of_turn(S1, S).

%!  end_of_turn(+State0, -State)// is det.
%
%   The end-of-turn procedure from its pitch zones on (CR 4.4.3c-f): each
%   player's pitch zone goes to the bottom of their deck and their points
%   are lost, then the draws, then the next turn begins.  A player whose
%   pitch zone's order is theirs to choose and can matter (FAB-630) is
%   asked: the procedure stops there, and the bottom move that answers
%   goes on with it (choices.pl).

end_of_turn(S0, S) -->
    { players(S0, Ps) },
    end_of_turn_players(Ps, S0, S1),
    (   { pending(S1, _) }
    ->  { S = S1 }
    ;   turn_ends(S1, S)
    ).

%   The draws and the next turn (CR 4.4.3f, 4.4.4, 4.5).
turn_ends(S2, S) -->
    { TP = S2.turn_player,
      players(S2, Ps2),
      (   S2.turn =:= 1
      ->  Drawers = Ps2
      ;   player(S2, TP, TPP), Drawers = [TPP]
      ),
      maplist(player_name, Drawers, DrawerNames)
    },
    draw_up_all(DrawerNames, S2, S3),
    { opponent(S3, TP, Next),
      carried_effects(S3, Next, Carried)        % card_texts_katsu_bravo.pl (FAB-620)
    },
    (   { effects(S3, Es3), length(Es3, NE), length(Carried, NC), NE > NC }
    ->  [ event('FAB-206', effects_ended, _{player:TP}) ]
    ;   []
    ),
    { Turn is S3.turn + 1,
      S = S3.put(_{turn:Turn, turn_player:Next, phase:"start", priority:Next,
                   passes:0, activated:[], effects:Carried})
    },
    carried_effects_noted(Carried, Next),
    [ event('FAB-206', turn_began, _{player:Next, turn:Turn, phase:"start"}) ].

%   Every player puts their pitch zone on the bottom of their deck (in
%   the order pitched, where the order is no choice or cannot matter:
%   FAB-630) and loses their action and resource points.  A player whose
%   order is asked stops the procedure: the players after them go on once
%   it is answered (a player already done has nothing left to lose).
end_of_turn_players([], S, S) --> [].
end_of_turn_players([P0|Ps0], S0, S) -->
    (   { \+ game_over(S0, _),
          pitch_order_needed(S0, P0.name)       % choices.pl (FAB-630)
        }
    ->  { Name = P0.name,
          maplist(card_id, P0.pitch, Ids),
          S = S0.put(pending, _{choice:"pitch_to_bottom", player:Name, controller:Name, cards:Ids})
        },
        [ event('FAB-630', pitch_order_waits, _{player:Name, cards:Ids}) ]
    ;   end_of_turn_player(P0, P),
        { set_player(S0, P, S1) },
        end_of_turn_players(Ps0, S1, S)
    ).

end_of_turn_player(P0, P) -->
    { Name = P0.name,
      Pitch = P0.pitch,
      add_cards(P0.put(pitch, []), deck, Pitch, P1),
      chi_points(P0, Chi),                      % card_texts_chi.pl: chi points stay (FAB-1105)
      P = P1.put(_{action_points:0, resource_points:Chi}),
      maplist(card_id, Pitch, Ids),
      AP = P0.action_points,
      RP is P0.resource_points - Chi
    },
    (   { Ids \== [] }
    ->  [ event('FAB-206', pitch_to_deck, _{player:Name, cards:Ids}) ]
    ;   []
    ),
    (   { AP > 0 ; RP > 0 }
    ->  [ event('FAB-206', points_lost, _{player:Name, action_points:AP, resource_points:RP}) ]
    ;   []
    ),
    chi_kept(Name, Chi, [AP, RP, Ids]).         % card_texts_chi.pl (FAB-1105)

%!  draw_up_count(+State, +Player:dict, -Intellect, -Count) is det.
%
%   Player draws Count cards to reach their hero's Intellect (this turn's
%   effects counted, FAB-617), however many their deck holds.

draw_up_count(S, P, Int, N0) :-
    base_intellect(S, P, Int0),                 % card_texts_kayo.pl (Knucklehead, FAB-686)
    intellect_bonus(S, P.name, IB),             % card_texts_katsu_bravo.pl (FAB-617)
    Int is Int0 + IB,
    length(P.hand, H),
    N0 is max(0, Int - H).

%!  end_of_turn_drawer(+State, +Player) is semidet.
%
%   Player draws at this end of turn (CR 4.4.3f): the turn player, and on
%   the first turn of the game every player.

end_of_turn_drawer(S, Who) :-
    (   S.turn =:= 1
    ->  player(S, Who, _)
    ;   Who == S.turn_player
    ).

draw_up_all([], S, S) --> [].
draw_up_all([Who|Whos], S0, S) -->
    draw_up(Who, S0, S1),
    draw_up_all(Whos, S1, S).

%   The player draws up to their hero's intellect (as many as the deck
%   holds).
draw_up(Who, S0, S) -->
    { player(S0, Who, P0),
      draw_up_count(S0, P0, Int, N0),
      length(P0.deck, DL),
      N is min(N0, DL),
      length(Drawn, N),
      append(Drawn, Deck, P0.deck),
      append(P0.hand, Drawn, Hand),
      length(Hand, HN),
      set_player(S0, P0.put(_{hand:Hand, deck:Deck}), S),
      maplist(card_id, Drawn, Ids)
    },
    [ event('FAB-206', cards_drawn, _{player:Who, count:N, cards:Ids, hand:HN, intellect:Int}) ].

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

rule('FAB-701', outcome, "A hero at 0 life loses; all at once, a draw",
     "A player whose hero's life is 0 loses the game and the other player wins; if every hero is at 0 life at the same time, the game is a draw.",
     ruling("Щоб виграти гру, ви повинні зменшити загальну кількість очок життя героя супротивника до нуля.",
            "The seed says how a game is won, not what happens when both heroes reach 0 together. CR 4.5.3a (a player whose hero's life total is reduced to zero loses) and 4.5.4a (the game is a draw if all remaining players' heroes' life totals are reduced to zero simultaneously), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Within rulecheck's scope only combat damage reduces life, and it is dealt to one hero, so a move brings one hero to 0; a position with both heroes at 0 is a draw.")).

%   The event of a hero brought to 0 life: the game is over.
defeat(S, Name) -->
    (   { player(S, Name, P),
          hero_defeated(P),
          Life = P.life,
          opponent(S, Name, Winner)
        }
    ->  [ event('FAB-701', hero_defeated, _{player:Name, life:Life, winner:Winner}) ]
    ;   []
    ).

rule('FAB-703', outcome, "A player who concedes loses",
     "A player may concede at any time while the game goes on, whether or not they may act now; they lose the game and the other player wins.",
     ruling("Щоб виграти гру, ви повинні зменшити загальну кількість очок життя героя супротивника до нуля.",
            "The seed names only one way to win. CR 4.5.3c (a player loses the game if they concede) and 4.5.2a (a player wins if all their opponents have lost), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026; the CR puts no time limit on conceding, so rulecheck accepts it from either player in every phase and step, priority or not.")).

effect(concede, S0, M, S) -->
    { Who = M.player,
      opponent(S0, Who, Winner),
      S = S0.put(conceded, Who)
    },
    [ event('FAB-703', conceded, _{player:Who, winner:Winner}) ].

%!  outcome(+State, -Outcome) is det.
%
%   How the game stands (game_over/2): won by concession (FAB-703), won
%   by bringing the other hero to 0 life or drawn with both heroes at 0
%   (FAB-701: a draw has neither winners nor losers, CR 4.5.4a), or
%   ongoing.

outcome(S, O) :-
    (   game_over(S, End)
    ->  end_outcome(S, End, O)
    ;   O = _{result:"ongoing"}
    ).

end_outcome(S, conceded(Loser), O) :-
    opponent(S, Loser, Winner),
    reason_text(flesh_and_blood, outcome(conceded(Loser)), Reason),
    O = _{result:"won", winners:[Winner], losers:[Loser], rule:'FAB-703', reason:Reason}.
end_outcome(S, defeated(Loser), O) :-
    opponent(S, Loser, Winner),
    reason_text(flesh_and_blood, outcome(defeated(Loser)), Reason),
    O = _{result:"won", winners:[Winner], losers:[Loser], rule:'FAB-701', reason:Reason}.
end_outcome(_, draw(Names), O) :-
    reason_text(flesh_and_blood, outcome(draw(Names)), Reason),
    O = _{result:"draw", winners:[], losers:[], rule:'FAB-701', reason:Reason}.

%!  selfplay_bound(-MaxMoves, -MustEnd) is det.
%
%   Random Rhinar games can stall (nobody attacks for long stretches), so
%   a game still going after 3000 moves is not a problem.

selfplay_bound(3000, false).

% How the game ended: outcome/2's reason
message(outcome(conceded(Loser))) -->
    [ "~w conceded"-[Loser] ].
message(outcome(defeated(Loser))) -->
    [ "~w's hero is at 0 life"-[Loser] ].
message(outcome(draw(Names))) -->
    { atomic_list_concat(Names, ' and ', T) },
    [ "the heroes of ~w are all at 0 life at once: the game is a draw"-[T] ].
