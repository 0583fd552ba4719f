/*  Flesh and Blood: the texts of the heroes of the Florian and Verdance
    Blitz Decks.

    Part of game.pl, included after card_texts_florian.pl, whose
    relations it reuses (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Florian: with 4 or more Earth cards in his player's banished zone
      (FAB-1281), each time that player would create 1 or more aura
      tokens, they create one more of each of those tokens (FAB-1216: a
      replacement of the creation, applied in tokens_created.pl, through
      which every text rulecheck reads creates its tokens).  Essence of
      Earth is deck building: the card data's talents.

    - Verdance: with 4 or more Earth cards in her player's banished zone,
      each time that player gains life during their turn, they may deal 1
      arcane damage to an opposing target (FAB-1217: a trigger on
      life_gained.pl's one relation, the growth_verdance choice, a target
      move naming the opposing hero or a decline; FAB-1218: the target).
      Essence of Earth is deck building.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, pending_problem/4, choice_words//1, text_choice_words//2,
   move_words//3, not_asked_words/2, allowed_by_text/5, own_controlled_choice/1.

%   The texts read here (card_text_read/2):
%
%       growth_aura_tokens_plus(1)   Florian: "If there are 4 or more
%                               Earth cards in your banished zone, Florian
%                               gets 'If you would create 1 or more aura
%                               tokens, instead create that many plus 1
%                               of each of those tokens.' Essence of
%                               Earth" (FAB-1216)
%       growth_life_gain_arcane(1)   Verdance: "If there are 4 or more
%                               Earth cards in your banished zone,
%                               Verdance gets 'Whenever you gain {h}
%                               during your turn, you may deal 1 arcane
%                               damage to any opposing target.' Essence
%                               of Earth" (FAB-1217, FAB-1218)

                 /*******************************
                 *            FLORIAN           *
                 *******************************/

rule('FAB-1216', effect, "Florian: with 4 or more Earth cards banished, his player creates one more of each aura token they create",
     "A player whose hero is Florian (its text read, its abilities not lost: Humble, Crush Confidence, FAB-624) and who has 4 or more Earth cards in their banished zone (FAB-1281, read each time tokens would be created) creates, each time an effect of theirs would create 1 or more aura tokens (tokens with the subtype Aura: Runechant, Embodiment of Earth, Frostbite, ...), that many plus 1 of each of those tokens: one more of each name among the aura tokens of that one creation (3 Runechants: 4; an Agility, a Might and a Vigor: two of each), entering the arena of the player the tokens are created for after them, with the ids of their source (numbered). Tokens that are not auras (Gold, Silver, Ash) are created as the text says. Tokens the other player's effect creates in Florian's player's arena (a Frostbite, a Bloodrot Pox) are not his player's creation: they are not replaced; a Frostbite his player creates in the other player's arena is. The replacement applies once to each creation (CR 6.4.5). Every text rulecheck reads creates its arena tokens through one relation (tokens_created.pl), where this applies; an event says which tokens it created. Where unknown face-up cards in the banished zone could make 4, rulecheck creates what the text says and its event says they are not read. Essence of Earth is deck building: the card data's.",
     ruling("",
            "Florian: \"If there are 4 or more Earth cards in your banished zone, Florian gets 'If you would create 1 or more aura tokens, instead create that many plus 1 of each of those tokens.' Essence of Earth\" CR 1.7.4 (a hero's abilities are functional in the arena), 6.4.1, 6.4.2a (the condition of a replacement read each time it could apply), 6.4.5 (once per original event), 6.4.9 (a standard-replacement effect: \"If ... instead\"), 8.5.2 (create: a token produced in the arena), 8.3.16 (Essence: a deck-building permission), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The controller of the effect that creates the tokens is the player who creates them, whoever's control they enter.")).

card_text_read("Florian", growth_aura_tokens_plus(1)).

%!  growth_tokens_more(+State, +Creator, +Names:list, -More:list, -Notes:list) is semidet.
%
%   Creator would create the tokens Names (one creation) in State: More,
%   the names of the aura tokens Florian's replacement adds (one of each
%   aura name among Names, FAB-1216); Notes, [growth_earth_unknown(Ids)]
%   where unknown face-up banished cards Ids could make the 4 Earth cards
%   and those shown do not (More then []).  Fails where it does not
%   apply.  tokens_created.pl's tokens_created/8 calls it.

growth_tokens_more(S, Creator, Names, More, Notes) :-
    include(growth_aura_token, Names, Auras),
    Auras \== [],
    player(S, Creator, P),
    text_read_name(P.hero, HName),
    card_text_read(HName, growth_aura_tokens_plus(1)),
    \+ hero_abilities_lost(S, Creator),         % card_texts_bravo.pl (FAB-624)
    florian_earth_met(S, Creator, Met, U),      % card_texts_florian.pl (FAB-1281)
    (   Met == true
    ->  list_to_set(Auras, More), Notes = []
    ;   U \== []
    ->  More = [], maplist(card_id, U, UIds), Notes = [growth_earth_unknown(UIds)]
    ).

%   growth_aura_token(+Name): a token named Name is an aura (its card
%   data's subtypes).
growth_aura_token(Name) :-
    card_subtypes(_{name:Name}, Ss),            % states.pl
    memberchk("Aura", Ss).

%!  growth_more_made(+Creator, +SourceId, +More:list)// is det.
%
%   The events of Florian's replacement (FAB-1216): the ids of the
%   tokens it created, and the unknown banished cards not read.

growth_more_made(Creator, Src, More) -->
    { partition(growth_note, More, Notes, Ids) },
    (   { Ids \== [] }
    ->  [ event('FAB-1216', growth_more_tokens, _{player:Creator, by:Src, tokens:Ids}) ]
    ;   []
    ),
    (   { member(growth_earth_unknown(UIds), Notes) }
    ->  [ event('FAB-1216', growth_earth_unknown_not_read, _{player:Creator, by:Src, unknown:UIds}) ]
    ;   []
    ).

growth_note(growth_earth_unknown(_)).

message(event(growth_more_tokens, F, S0)) -->
    { event_card(S0, F.by, By), atomic_list_concat(F.tokens, ', ', Ids) },
    [ "Florian: ~w has 4 or more Earth cards in their banished zone, so as ~w creates aura tokens ~w creates one more of each: ~w"-[F.player, By, F.player, Ids] ].
message(event(growth_earth_unknown_not_read, F, S0)) -->
    { event_card(S0, F.by, By), atomic_list_concat(F.unknown, ', ', U) },
    [ "Florian: as ~w creates aura tokens, the unknown card(s) ~w in ~w's banished zone are not read, and the Earth cards the position shows there are fewer than 4: no token more is created"-[By, U, F.player] ].

                 /*******************************
                 *           VERDANCE           *
                 *******************************/

rule('FAB-1217', effect, "Verdance: with 4 or more Earth cards banished, each life gain in her player's turn may deal 1 arcane damage to an opposing target",
     "A player whose hero is Verdance (its text read, its abilities not lost: FAB-624) and who has 4 or more Earth cards in their banished zone (FAB-1281) as they gain life (more than 0) during their own turn, by any text rulecheck reads (every one gains it through one relation, life_gained.pl), triggers Verdance's ability once for that gain. The trigger waits in the state's effects ({kind: growth_verdance_trigger, player, source: the hero, amount: 1}) until the move that gained the life is done and no other choice waits; then the position waits for the player's choice (the pending choice growth_verdance, its player and controller theirs, its source Verdance): a target move naming the opposing hero (FAB-1218) deals it 1 arcane damage from Verdance, as any arcane damage is dealt (the other player's prevention choice first, Ward, the turn's records: FAB-526, FAB-524), or a decline move deals none (\"you may\"). Several gains make several triggers, asked one after the other. A life gain in the other player's turn triggers nothing. Where unknown face-up banished cards could make 4, nothing triggers and an event says they are not read. Not handled: a life gain outside the action phase (start or end phase) asks nothing, and an event says so; the order of this trigger beside the others of the same event is not asked (it resolves after them). Essence of Earth is deck building: the card data's.",
     ruling("",
            "Verdance: \"If there are 4 or more Earth cards in your banished zone, Verdance gets 'Whenever you gain {h} during your turn, you may deal 1 arcane damage to any opposing target.' Essence of Earth\" CR 1.7.4 (a hero's abilities are functional in the arena), 6.6 (a triggered effect on an event: gaining life), 1.13.4a (a player gains life), 1.9.1b (gaining 0 is no event), 1.8.5 and 1.8.5d (any target: a living object, a hero or an ally; opposing: the other player's), 8.5.3 (deal damage), 8.3.16 (Essence: a deck-building permission), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. \"You may\": the player chooses as it resolves, so rulecheck asks it, with the target.")).

rule('FAB-1218', constraint, "Verdance's arcane damage targets an opposing living object",
     "A target move answering the growth_verdance choice (FAB-1217) names the id of the opposing player's hero. An ally of the opposing player's arena (a permanent with the subtype Ally) is a legal target too, but rulecheck does not model damage to an ally: such a move is answered unknown, naming the ally (Art of the Dragon: Fire's reading, FAB-1136); the player's own hero, or any other card, breaks this rule.",
     ruling("",
            "Verdance: \"you may deal 1 arcane damage to any opposing target\". CR 1.8.5 and 1.8.5d (any target: a living object; heroes and allies are the living objects), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Verdance", growth_life_gain_arcane(1)).

%   growth_verdance_hero(+State, +Player, -Hero, -N): Player's hero Hero
%   is a card whose text read here deals N arcane damage as its player
%   gains life, its abilities not lost (FAB-624).
growth_verdance_hero(S, Who, H, N) :-
    player(S, Who, P),
    H = P.hero,
    text_read_name(H, Name),
    card_text_read(Name, growth_life_gain_arcane(N)),
    \+ hero_abilities_lost(S, Who).             % card_texts_bravo.pl (FAB-624)

%   growth_verdance_outcome(+State, +Player, +Gained, -Outcome): Player's
%   hero gained Gained life in State: Outcome is trigger(Effect) (the
%   effect that waits, FAB-1217), unknown(HeroId, Ids) (unknown banished
%   cards could make the 4), not_asked(HeroId) (outside the action
%   phase), or fails where nothing triggers.
growth_verdance_outcome(S, Who, N0, Outcome) :-
    N0 > 0,
    \+ game_over(S, _),
    S.turn_player == Who,
    growth_verdance_hero(S, Who, H, N),
    card_id(H, HId),
    florian_earth_met(S, Who, Met, U),          % card_texts_florian.pl (FAB-1281)
    (   Met == true
    ->  (   S.phase == "action"
        ->  Outcome = trigger(_{kind:"growth_verdance_trigger", player:Who, source:HId, amount:N})
        ;   Outcome = not_asked(HId)
        )
    ;   U \== []
    ->  maplist(card_id, U, UIds),
        Outcome = unknown(HId, UIds)
    ).

%!  growth_life_gain_triggers(+State0, +Player, +N, +SourceId, -State)// is det.
%
%   Player's hero gained N life by SourceId's text: Verdance's trigger
%   waits in the effects (FAB-1217); life_gained.pl calls it.

growth_life_gain_triggers(S0, Who, N, Src, S) -->
    (   { growth_verdance_outcome(S0, Who, N, Outcome) }
    ->  growth_verdance_noted(Outcome, Who, Src, S0, S)
    ;   { S = S0 }
    ).

growth_verdance_noted(trigger(E), Who, Src, S0, S) -->
    { add_effect(S0, E, S) },                   % triggers.pl
    [ event('FAB-1217', growth_verdance_triggered, _{player:Who, card:E.source, by:Src}) ].
growth_verdance_noted(unknown(HId, UIds), Who, _, S, S) -->
    [ event('FAB-1217', growth_verdance_earth_unknown, _{player:Who, card:HId, unknown:UIds}) ].
growth_verdance_noted(not_asked(HId), Who, _, S, S) -->
    [ event('FAB-1217', choice_not_asked, _{player:Who, card:HId, choice:"growth_verdance"}) ].

%!  growth_player_life_gain_triggers(+State0, +Player, +N, +SourceId, +P0, -P)// is det.
%
%   As growth_life_gain_triggers//5, where Player's dict P0 (a cost paid)
%   is not yet in State0: the trigger waits on the dict
%   (growth_verdance_waits) until growth_waited//2 puts it among the
%   effects, as the move is done.

growth_player_life_gain_triggers(S0, Who, N, Src, P0, P) -->
    (   { set_player(S0, P0, S1),
          growth_verdance_outcome(S1, Who, N, Outcome) }
    ->  (   { Outcome = trigger(E) }
        ->  { key_value(growth_verdance_waits, P0, [], W0),
              append(W0, [E], W),
              P = P0.put(growth_verdance_waits, W) },
            [ event('FAB-1217', growth_verdance_triggered, _{player:Who, card:E.source, by:Src}) ]
        ;   { P = P0 },
            growth_verdance_noted(Outcome, Who, Src, S1, _)
        )
    ;   { P = P0 }
    ).

%!  growth_waited(+State0, -State)// is det.
%
%   The move is done: Verdance's triggers that wait on a player's dict
%   join the effects, and where no choice waits the first that waits is
%   asked (FAB-1217); effects.pl's next//3 calls it.

growth_waited(S0, S) -->
    { players(S0, Ps),
      foldl(growth_waits_moved, Ps, S0, S1)
    },
    (   { waiting_effect_taken(S1, "growth_verdance_trigger", E, S2),   % effects.pl
          Who = E.player,
          player(S2, Who, P),
          H = P.hero
        }
    ->  { S = S2.put(pending, _{choice:"growth_verdance", player:Who, controller:Who, source:H, amount:E.amount}) },
        [ event('FAB-1217', growth_verdance_waits, _{player:Who, card:E.source, amount:E.amount}) ]
    ;   { S = S1 }
    ).

growth_waits_moved(P0, S0, S) :-
    (   get_dict(growth_verdance_waits, P0, W)
    ->  del_dict(growth_verdance_waits, P0, _, P),
        set_player(S0, P, S1),
        effects(S1, Es0),
        append(Es0, W, Es),
        S = S1.put(effects, Es)
    ;   S = S0
    ).

growth_verdance_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "growth_verdance".

own_controlled_choice("growth_verdance").
choice_action("growth_verdance", "target").
choice_action("growth_verdance", "decline").
choice_phase("growth_verdance", "action").
not_asked_words("growth_verdance", "whether Verdance deals 1 arcane damage to an opposing target, and none is dealt").

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    growth_verdance_waits(S, Pd),
    Who = Pd.player,
    opponent(S, Who, Opp),                      % position.pl
    player(S, Opp, P),
    card_id(P.hero, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    growth_verdance_waits(S, Pd),
    Who = Pd.player.

pending_problem(S, Pd, [player], growth_not_verdance(Who)) :-
    Pd.choice == "growth_verdance",
    get_dict(player, Pd, Who),
    \+ growth_verdance_hero(S, Who, _, _).

broken('FAB-1218', S, M, growth_not_opposing_target(Who, Id)) :-
    get_dict(action, M, "target"),
    growth_verdance_waits(S, Pd),
    Who = Pd.player,
    get_dict(card, M, Id),
    \+ ( target_hero_player(S, Id, T), T \== Who ).   % card_texts_fai_prism.pl

moot('FAB-1218', S, _) :-
    \+ growth_verdance_waits(S, _).

%   A target move naming an opposing ally breaks FAB-1218 only because
%   rulecheck does not model damage to an ally: unknown, naming it.
allowed_by_text(S, M, ['FAB-1218'], About, ally_damage_not_modelled(C)) :-   % card_texts_cindra.pl's words
    get_dict(action, M, "target"),
    growth_verdance_waits(S, Pd),
    get_dict(card, M, Id),
    opponent(S, Pd.player, Opp),
    player(S, Opp, P),
    key_value(arena, P, [], Arena),
    member(C, Arena), card_id(C, Id0), Id0 == Id,
    card_subtypes(C, Ss), memberchk("Ally", Ss),
    !,
    card_about(C, About).

effect(target, S0, M, S) -->
    { growth_verdance_waits(S0, Pd),
      Who = M.player,
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      card_id(Pd.source, HId),
      N = Pd.amount
    },
    [ event('FAB-1217', growth_verdance_targeted, _{player:Who, card:HId, target:T, amount:N}) ],
    arcane_damage(S1, Pd.source, Who, N, S).    % choices.pl (FAB-526, FAB-210)
effect(decline, S0, M, S) -->
    { growth_verdance_waits(S0, Pd),
      choice_answered(S0, S),
      card_id(Pd.source, HId)
    },
    [ event('FAB-1217', growth_verdance_declined, _{player:M.player, card:HId}) ].

message(growth_not_verdance(Who)) -->
    [ "Verdance's arcane damage waits for ~w, but ~w's hero is not Verdance with its abilities (FAB-1217)"-[Who, Who] ].
message(growth_not_opposing_target(Who, Id)) -->
    [ "~w is not the hero of ~w's opponent: Verdance's arcane damage targets an opposing living object (CR 1.8.5d)"-[Id, Who] ].
message(no_choice_waits("growth_verdance")) -->
    [ "no Verdance trigger waits: target or decline answers Verdance's arcane damage" ].
message(event(growth_verdance_triggered, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w: ~w gains life during their turn (~w) with 4 or more Earth cards in their banished zone, so ~w's trigger waits: they may deal 1 arcane damage to an opposing target"-[L, F.player, By, L] ].
message(event(growth_verdance_earth_unknown, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.unknown, ', ', U) },
    [ "~w: ~w gains life, but the unknown card(s) ~w in their banished zone are not read, and the Earth cards the position shows there are fewer than 4: nothing triggers"-[L, F.player, U] ].
message(event(growth_verdance_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's trigger resolves: ~w may deal ~d arcane damage to an opposing target (a target move naming the opposing hero), or decline"-[L, F.player, F.amount] ].
message(event(growth_verdance_targeted, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w targets ~w's hero with ~w's ~d arcane damage"-[F.player, F.target, L, F.amount] ].
message(event(growth_verdance_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w declines ~w's arcane damage"-[F.player, L] ].

choice_words("growth_verdance") --> [ "whether Verdance deals 1 arcane damage to an opposing target (a target move, or decline)" ].
text_choice_words("growth_verdance", Source) -->
    [ "the opposing target of ~w's arcane damage (target), or decline"-[Source] ].
move_words("target", S, M) -->
    { growth_verdance_waits(S, Pd),
      card_label(Pd.source, Src)
    },
    (   { target_hero_player(S, M.card, T) }
    ->  [ M.player, " targets ", T, "'s hero with ", Src, "'s arcane damage" ]
    ;   [ M.player, " targets ", M.card, " with ", Src, "'s arcane damage" ]
    ).
move_words("decline", S, M) -->
    { growth_verdance_waits(S, Pd),
      card_label(Pd.source, Src)
    },
    [ M.player, " deals no arcane damage with ", Src ].
