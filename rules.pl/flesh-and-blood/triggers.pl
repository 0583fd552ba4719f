/*  Flesh and Blood: permanents in the arena and their triggered effects.

    Part of game.pl.  A player's arena holds the permanents
    beyond the hero, weapons and equipment: tokens (auras and items).
    What such a card does is card text; rulecheck reads it from a small
    vocabulary, one fact per supported card below; any other permanent
    is still a card (its facts count), its text an assumption of the
    answers or what makes them unknown (permanents.pl).
*/

                 /*******************************
                 *        THE VOCABULARY        *
                 *******************************/

%!  permanent_text(?Name:string, ?Trigger, ?Effects:list) is nondet.
%
%   The triggered effect of the permanent Name (Flesh and Blood
%   Comprehensive Rules, as published February 2026, 8.6: the token
%   keywords): when Trigger happens in its controller's turn
%   (start_of_turn, action_phase: the beginning of the action phase,
%   end_phase: the beginning of the end phase), or in the opponent's
%   (start_of_opponents_turn), Effects happen in order:
%
%       destroy_this            the permanent leaves the arena (a token
%                               ceases to exist, CR 8.1.8a)
%       next_attack_power(N)    the controller's next attack this turn
%                               gets +N power
%       next_attack_go_again    the controller's next attack this turn
%                               gets go again
%       next_defense(N)         the next action card the controller
%                               defends with this turn gets +N defense
%                               on that chain link
%       gain_resources(N)       the controller gains N resource points
%       draw(N)                 the controller draws N cards
%       banish_top_of_deck      the top card of the controller's deck is
%                               banished
%       arcane_damage(N)        N arcane damage to the opposing hero (the
%                               one opponent: the target, CR 1.8.5)
%       damage_unless_paid(N, C)  N damage to the controller's hero unless
%                               they pay C (their choice: FAB-530)
%
%       played_card_go_again    the card just played (the top layer of
%                               the stack) gets go again
%       hand_and_arsenal_to_bottom  every card of the controller's hand,
%                               then arsenal, goes to the bottom of their
%                               deck, in that order
%
%   Trigger attack: when the controller plays an attack action card or
%   activates a weapon attack (FAB-210, FAB-211); attack_action_card: when
%   they play an attack action card; non_attack_action_card: when they
%   play a non-attack action card (FAB-211).  The attack that triggers an
%   effect on "the attack" is the one just put on the stack: it is the
%   controller's next attack to become a chain link (an action is played
%   only with an empty stack, CR 8.1.1a), so "the attack gains go again"
%   and "the attack gets +1 power" are the next-attack effects of FAB-505.

permanent_text("Might",        start_of_turn, [destroy_this, next_attack_power(1)]).   % CR 8.6.26
permanent_text("Vigor",        start_of_turn, [destroy_this, gain_resources(1)]).      % CR 8.6.27
permanent_text("Agility",      start_of_turn, [destroy_this, next_attack_go_again]).   % CR 8.6.28
permanent_text("Soul Shackle", action_phase,  [banish_top_of_deck]).                   % CR 8.6.7
permanent_text("Ponder",       end_phase,     [destroy_this, draw(1)]).                % CR 8.6.17
permanent_text("Toughness",    start_of_opponents_turn, [destroy_this, next_defense(1)]). % CR 8.6.36
permanent_text("Runechant",    attack,        [destroy_this, arcane_damage(1)]).        % CR 8.6.3
permanent_text("Quicken",      attack,        [destroy_this, next_attack_go_again]).   % CR 8.6.1 (FAB-211)
permanent_text("Courage",      attack,        [destroy_this, next_attack_power(1)]).   % CR 8.6.22 (FAB-211)
permanent_text("Embodiment of Lightning", attack_action_card, [destroy_this, next_attack_go_again]). % CR 8.6.12 (FAB-211)
permanent_text("Eloquence",    non_attack_action_card, [destroy_this, played_card_go_again]). % CR 8.6.23 (FAB-211)
permanent_text("Inertia",      end_phase,     [destroy_this, hand_and_arsenal_to_bottom]). % CR 8.6.21 (FAB-212)
permanent_text("Frailty",      end_phase,     [destroy_this]).                         % CR 8.6.20 (FAB-213)
permanent_text("Bloodrot Pox", end_phase,     [destroy_this, damage_unless_paid(2, 3)]). % CR 8.6.19 (FAB-530)
permanent_text("Frostbite",    end_phase,     [destroy_this]).                         % CR 8.6.10 (FAB-540, card_texts.pl)

%!  permanent_ability(?Name:string, ?Ability:dict) is nondet.
%
%   The activated ability of the permanent Name, in the shape of the
%   card data's abilities (cards.pl): effect "draw", the item tokens
%   whose ability is "Action -- pay, destroy this: Draw a card. Go
%   again." (CR 8.6.4, 8.6.13, 8.6.16); effect "gain_life" (life: the
%   amount), the item cards whose ability is "Instant -- destroy this:
%   Gain N life" (Healing Potion: "Instant - Destroy Healing Potion:
%   Gain 2{h}"; an item enters the arena as it resolves, CR 8.2.5a).

permanent_ability("Gold",   _{type:"action", limit:"none", cost:2, effect:"draw", go_again:true, destroy_self:true}).
permanent_ability("Silver", _{type:"action", limit:"none", cost:3, effect:"draw", go_again:true, destroy_self:true}).
permanent_ability("Copper", _{type:"action", limit:"none", cost:4, effect:"draw", go_again:true, destroy_self:true}).
permanent_ability("Healing Potion", _{type:"instant", limit:"none", cost:0, effect:"gain_life", life:2, destroy_self:true}).
permanent_ability("Energy Potion", _{type:"instant", limit:"none", cost:0, effect:"gain_resources", amount:2, destroy_self:true}).   % FAB-552
permanent_ability("Timesnap Potion", _{type:"action", limit:"none", cost:0, effect:"gain_action_points", amount:2, destroy_self:true}).   % FAB-552

%!  known_permanent(+Card) is semidet.
%
%   Card's text is in the vocabulary.

known_permanent(C) :-
    \+ text_unread(C),                          % cards.pl: its text is not read
    get_dict(name, C, Name),
    (   permanent_text(Name, _, _) -> true ; permanent_ability(Name, _) ).

trigger_words(start_of_turn, "the start of the turn").
trigger_words(start_of_opponents_turn, "the start of the opponent's turn").
trigger_words(action_phase, "the beginning of the action phase").
trigger_words(end_phase, "the beginning of the end phase").
trigger_words(attack, "the attack just played or activated").
trigger_words(attack_action_card, "the attack action card just played").
trigger_words(non_attack_action_card, "the non-attack action card just played").

                 /*******************************
                 *           TRIGGERS           *
                 *******************************/

rule('FAB-209', effect, "Start of turn and end phase: triggered effects resolve",
     "When the start phase ends, the effects of the turn player's permanents that trigger at the start of the turn resolve, in the order their controller chooses when their texts differ (FAB-531), else in the order of their arena, then those of the other player's that trigger at the start of their opponent's turn; then the action phase begins and the turn player's that trigger at the beginning of the action phase resolve; when the action phase ends, those that trigger at the beginning of the end phase resolve before the end of the turn. The effects rulecheck reads are its vocabulary (triggers.pl): destroy this, the next attack this turn gets +N power or go again, the next action card defended with this turn gets +N defense, gain resource points, draw, banish the top card of the deck, put the hand and arsenal on the bottom of the deck (FAB-212), damage unless the player pays (Bloodrot Pox, FAB-530).",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу» (наприклад, резолвите ефект вашого токена Могутності). Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться. ... У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "CR 4.2.2 and 4.4.2 (the start-of-turn and beginning-of-the-end-phase events trigger effects whose layers resolve as if all players passed in succession, no player getting priority: CR 4.2.1, 4.4.1), 6.6.6b (a player adds their triggered-layers in the order they choose), 8.6.26 (Might: at the start of your turn, destroy this, then your next attack this turn gets +1 power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves them as the start phase's pass and the action phase's last pass; two or more of one player's at once wait for that player to order them (FAB-531).")).

%!  triggers(+State0, +Trigger, -State)// is det.
%
%   The turn player's permanents with an effect that triggers on Trigger
%   (action_phase, end_phase) resolve, in the order the player chooses
%   when it is a choice (fire_group//4, FAB-531).

triggers(S0, Trigger, S) -->
    { TP = S0.turn_player },
    blood_debt(S0, Trigger, S1m),               % card_texts_levia.pl (FAB-931)
    macro_end_phase(S1m, Trigger, S1),          % card_texts_macro.pl: Sanctuary of Aria ceases (FAB-1327)
    agents_end_phase(S1, Trigger, S1a),         % card_texts_arakni_agents.pl (FAB-1501): the name move fires the rest
    (   { game_over(S1a, _) ; agents_end_phase_waits(S1a) } -> { S = S1a } ; fired(S1a, TP, Trigger, S) ).

fired(S0, Who, Trigger, S) -->
    { fired_permanents(S0, Who, Trigger, Fired) },
    fire_group(Fired, Who, S0, S).

%!  start_phase_ends(+State0, -State)// is det.
%
%   The start phase: the turn player's permanents that trigger at the
%   start of the turn resolve, then the other player's that trigger at
%   the start of their opponent's turn (FAB-209), then the action phase
%   begins (FAB-202).  A choice that waits (the order of the triggered
%   effects, FAB-531) stops it there: start_phase_goes_on//3 goes on
%   once it is answered.

start_phase_ends(S0, S) -->
    { TP = S0.turn_player },
    cloaked_start_destroyed(S0, TP, S0c),      % card_texts_cloaked.pl (FAB-1428)
    fired(S0c, TP, start_of_turn, S1),
    start_phase_goes_on(S1, TP, S).

%   opponents_start(+S0, +Player, -S)//: the turn player Player's start
%   of turn is done: the other player's effects that trigger at the start
%   of their opponent's turn, then the action phase (FAB-209).
opponents_start(S0, Who, S) -->
    { opponent(S0, Who, O) },
    fired(S0, O, start_of_opponents_turn, S1),
    start_phase_goes_on(S1, O, S).

%!  start_phase_goes_on(+State0, +Player, -State)// is det.
%
%   Player's start-of-turn triggered effects have resolved (or wait for
%   a choice): the other player's follow when Player is the turn player,
%   then the action phase begins.  In a position with a choice waiting
%   nothing happens yet.

start_phase_goes_on(S0, Who, S) -->
    (   { pending(S0, _) ; game_over(S0, _) }
    ->  { S = S0 }
    ;   { Who == S0.turn_player }
    ->  cloaked_flip_asked(S0, Who, S0h),        % card_texts_cloaked.pl: the Heirlooms (FAB-1429)
        shields_start_asked(S0h, Who, S0s),      % card_texts_shields.pl: Mask of Perdition (FAB-1520)
        mentor_flip_asked(S0s, Who, S0a),        % card_texts_singles.pl: Minerva Themis (FAB-976)
        (   { pending(S0a, _) }
        ->  { S = S0a }
        ;   opponents_start(S0a, Who, S)
        )
    ;   action_phase_begins(S0, S)              % effects.pl (FAB-202)
    ).

rule('FAB-531', effect, "Several triggered effects at once: their controller orders them",
     "When two or more of a player's permanents trigger on the same event (the start of the turn, the beginning of the action or end phase, an attack or an action card played) and their texts differ, the position waits for that player's choice: an order move names them in the order they resolve, the first named resolving first. They then resolve in that order; a choice one of them leaves (FAB-526, FAB-530) waits with the rest after it. Copies of one permanent (two Runechants) are not ordered: any order of copies is the same, and they resolve in the order of the arena. At the start of the turn the turn player's resolve before the other player's (FAB-209).",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "The seed does not order the effects of one moment. CR 6.6.6 (a triggered-layer is added to the stack before the next player receives priority), 6.6.6b (if two or more triggered-layers would have been created, each player adds all the pending triggered-layers they control onto the stack in an order they choose), 1.10.2d (the same for the game state process), 5.3 (the top layer resolves first: the last added resolves first), 4.2.2 and 4.4.2 (the start of the turn and the beginning of the end phase trigger at once), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The order is the player's choice, so rulecheck asks it: Inertia beside Bloodrot Pox at the end phase is the case where it decides the game (Bloodrot Pox first: the hand can still pay 3; Inertia first: the hand is on the bottom of the deck and the 2 damage is dealt). The move names the order of resolution, the reverse of the order the layers are added to the stack. The turn player chooses which player adds their layers first (6.6.6b); at the start of the turn the turn player's effects (Might, Vigor, Agility) and the other player's (Toughness) touch only their own player's resources and effects, so no choice of it changes the position, and rulecheck resolves the turn player's first.")).

rule('FAB-532', constraint, "The order names each triggered effect that waits, once",
     "An order move answers the triggered effects waiting for their controller to order them (FAB-531): its cards are the permanents that wait, each named once, in the order they are to resolve.",
     ruling("",
            "CR 6.6.6b (each player adds all the pending triggered-layers they control onto the stack, in an order they choose: each layer once, none left out), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fire_group(+Fired:list, +Player, +State0, -State)// is det.
%
%   The triggered effects Fired (Card-Trigger, in arena order), Player's,
%   triggered at once: when two or more of them have texts that differ
%   (order_needed/1) the position waits for Player to order them
%   (FAB-531); else they resolve in arena order.

fire_group(Fired, Who, S0, S) -->
    (   { \+ game_over(S0, _),
          order_needed(Fired)
        }
    ->  { maplist(waiting_trigger, Fired, Layers),
          maplist([C-_, Id]>>card_id(C, Id), Fired, Ids),
          S = S0.put(pending, _{choice:"order", player:Who, controller:Who, layers:Layers})
        },
        [ event('FAB-531', order_waits, _{player:Who, cards:Ids}) ]
    ;   fire_all(Fired, Who, S0, S)
    ).

%!  order_needed(+Fired:list) is semidet.
%
%   The triggered effects Fired (Card-Trigger) are of two permanents or
%   more whose texts differ (their names): the order of copies is no
%   choice.

order_needed(Fired) :-
    findall(Name, ( member(C-_, Fired), get_dict(name, C, Name) ), Names),
    sort(Names, [_, _|_]).

%!  fired_permanents(+State, +Player, +Trigger, -Fired:list) is det.
%
%   Fired holds Card-Trigger for each of Player's permanents whose
%   effect triggers on Trigger, in the order of their arena.

fired_permanents(S, Who, Trigger, Fired) :-
    player(S, Who, P),
    findall(C-Trigger, ( get_dict(arena, P, Arena),
                         member(C, Arena),
                         get_dict(name, C, Name),
                         permanent_text(Name, Trigger, _),
                         \+ text_unread(C),
                         \+ trigger_condition_unmet(S, Who, Name, Trigger),   % card_texts_fang.pl (Fealty, FAB-1049)
                         \+ rune_trigger_spent(S, Who, C, Trigger) ), Fired0),   % card_texts_runeblade.pl (FAB-1466)
    hand2_fired(S, Who, Trigger, Fired1),       % card_texts_hand2.pl: a face-up Hand of the arsenal (FAB-1446)
    append(Fired0, Fired1, Fired).

%!  fire_all(+Fired:list, +Player, +State0, -State)// is det.
%
%   The triggered effects of Fired (Card-Trigger) resolve in order.  If
%   one leaves a choice to make (choices.pl: arcane damage a player may
%   prevent), those after it wait in the choice's `then`.

fire_all([], _, S, S) --> [].
fire_all([C-Trigger|Fs], Who, S0, S) -->
    { card_id(C, Id),
      trigger_words(Trigger, When),
      get_dict(name, C, Name),
      once(permanent_text(Name, Trigger, Effects)),
      permanent_rule(Name, Rule)
    },
    [ event(Rule, trigger_resolved, _{player:Who, card:Id, trigger:When}) ],
    trigger_effects(Effects, Rule, Who, C, S0, S1),
    (   { pending(S1, Pd) }
    ->  { maplist(waiting_trigger, Fs, Then),
          S = S1.put(pending, Pd.put(then, Then))
        }
    ;   fire_all(Fs, Who, S1, S)
    ).

waiting_trigger(C-T, _{card:Id, trigger:TS}) :-
    card_id(C, Id),
    atom_string(T, TS).

trigger_effects([], _, _, _, S, S) --> [].
trigger_effects([E|Es], Rule, Who, C, S0, S) -->
    (   { E == destroy_this }
    ->  destroy_this(Rule, Who, C, S0, S1)
    ;   trigger_effect(E, Who, C, S0, S1)
    ),
    trigger_effects(Es, Rule, Who, C, S1, S).

destroy_this(Rule, Who, C, S0, S) -->
    { card_id(C, Id) },
    (   { player(S0, Who, P0), take_card(P0, arena, Id, _, P1) }
    ->  destroy_permanent(Rule, S0, P1, C, S)
    ;   { S = S0 }                              % gone already
    ).

rule('FAB-210', effect, "Runechant: an attack deals 1 arcane damage",
     "When a player plays an attack action card or activates a weapon's attack, each Runechant in their arena is destroyed (a token: it ceases to exist) and deals 1 arcane damage to the other player's hero, who loses 1 life; a hero brought to 0 ends the game (FAB-701). A player who could prevent it with Arcane Barrier or Spellvoid chooses first (FAB-526), and Ward applies (FAB-524). rulecheck resolves the Runechants as the attack goes on the stack, before anyone gets priority again: in the order of the arena, or with other triggered effects of the attack (Quicken, Courage) in the order the player chooses (FAB-531).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 8.6.3 (Runechant: when you play an attack action card or activate a weapon attack, destroy this and deal 1 arcane damage to target opposing hero), 6.6.5 and 6.6.6 (a triggered effect puts a triggered-layer on the stack the next time a player would get priority, above the attack it answers), 1.8.5 (with two players the only opposing hero is the target), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck's stack holds card- and activated-layers only, so it resolves each Runechant's layer at once as the attack is played or activated: the layer would resolve first anyway, the attack under it; what is lost is the window to answer a Runechant's layer itself with an instant (no instant in rulecheck's vocabulary prevents arcane damage; Arcane Barrier and Spellvoid, FAB-526, and Ward, FAB-524, apply as the damage is dealt).")).

%!  attack_triggers(+State0, +Player, -State)// is det.
%
%   Player played an attack action card or activated a weapon attack:
%   their permanents that trigger on it resolve (FAB-210).

attack_triggers(S0, Who, S) -->
    fired(S0, Who, attack, S).

%!  played_triggers(+State0, +Player, +Type, -State)// is det.
%
%   Player played an action card of Type: their permanents that trigger
%   on it resolve, the attack's first (FAB-210, FAB-211).

played_triggers(S0, Who, "attack action", S) -->
    !,
    { fired_permanents(S0, Who, attack, Fired1),
      fired_permanents(S0, Who, attack_action_card, Fired2),
      append(Fired1, Fired2, Fired)
    },
    fire_group(Fired, Who, S0, S).
played_triggers(S0, Who, "action", S) -->
    !,
    fired(S0, Who, non_attack_action_card, S).
played_triggers(S, _, _, S) --> [].

rule('FAB-211', effect, "Quicken, Courage, Embodiment of Lightning, Eloquence: the card played gains",
     "When a player plays an attack action card or activates a weapon attack, each Quicken in their arena is destroyed and the attack gains go again, each Courage is destroyed and the attack gets +1 power; when they play an attack action card, each Embodiment of Lightning is destroyed and the attack gains go again; when they play a non-attack action card, each Eloquence is destroyed and the card gets go again. Tokens cease to exist as they are destroyed. The attack's go again or power waits as an effect on the player's next attack (FAB-505), which is that attack: it is the next to become a chain link.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 8.6.1 (Quicken), 8.6.22 (Courage), 8.6.12 (Embodiment of Lightning), 8.6.23 (Eloquence), 6.6.5 and 6.6.6 (a triggered effect's layer goes on the stack above the card that triggered it), 8.1.1a (an action card is played only with an empty stack, so no other attack becomes a chain link first), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for Runechant (FAB-210), rulecheck resolves each token's triggered-layer at once, as the card goes on the stack, in the order the player chooses when two texts differ (FAB-531), else in the order of the arena: nothing in rulecheck's vocabulary answers such a layer.")).

rule('FAB-212', effect, "Inertia: hand and arsenal to the bottom of the deck",
     "At the beginning of its controller's end phase, Inertia is destroyed (it ceases to exist), then every card of that player's hand and arsenal goes to the bottom of their deck, in the order the player chooses where it could differ (FAB-534), else the hand in its order, then the arsenal. Their end-of-turn draw (FAB-206) comes after.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "CR 8.6.21 (Inertia: at the beginning of your end phase, destroy this, then put all cards from your hand and arsenal on the bottom of your deck), 4.4.2 (the beginning of the end phase triggers before the arsenal and the draw of 4.4.3), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The cards go in an order their owner chooses: where two of them are different cards the position waits for that order (FAB-534); cards that are all copies of one card go in the position's order, which every order equals.")).

%   The rule whose effect a permanent's trigger is.
permanent_rule("Runechant", 'FAB-210') :- !.
permanent_rule(Name, 'FAB-211') :-
    memberchk(Name, ["Quicken", "Courage", "Embodiment of Lightning", "Eloquence"]),
    !.
permanent_rule("Inertia", 'FAB-212') :- !.
permanent_rule("Frailty", 'FAB-213') :- !.
permanent_rule("Bloodrot Pox", 'FAB-530') :- !.
permanent_rule("Frostbite", 'FAB-540') :- !.
permanent_rule(Name, 'FAB-1081') :-                 % card_texts_aurora.pl
    memberchk(Name, ["Sigil of Lightning", "Sigil of Deadwood"]),
    !.
permanent_rule("Fealty", 'FAB-1049') :- !.     % card_texts_fang.pl
permanent_rule("Malefic Incantation", 'FAB-1466') :- !.   % card_texts_runeblade.pl
permanent_rule("The Hand that Pulls the Strings", 'FAB-1446') :- !.   % card_texts_hand2.pl
permanent_rule(_, 'FAB-209').

%!  trigger_effect(+Effect, +Player, +Source, +State0, -State)// is det.
%
%   One effect of the vocabulary, of Player's permanent Source.

trigger_effect(damage_unless_paid(N, Cost), Who, C, S0, S) -->
    unless_paid(S0, C, Who, N, Cost, S).                % choices.pl (FAB-530)
trigger_effect(arcane_damage(N), Who, C, S0, S) -->
    arcane_damage(S0, C, Who, N, S).                    % choices.pl (FAB-526, FAB-210)
trigger_effect(next_attack_power(N), Who, C, S0, S) -->
    { card_id(C, Id),
      add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-505', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_power", amount:N}) ].
trigger_effect(next_attack_go_again, Who, C, S0, S) -->
    { card_id(C, Id),
      add_effect(S0, _{kind:"next_attack_go_again", player:Who, source:Id}, S)
    },
    [ event('FAB-505', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_go_again"}) ].
trigger_effect(next_defense(N), Who, C, S0, S) -->
    { card_id(C, Id),
      add_effect(S0, _{kind:"next_defense", player:Who, amount:N, source:Id}, S)
    },
    [ event('FAB-507', defense_effect_made, _{player:Who, card:Id, amount:N}) ].
trigger_effect(gain_resources(N), Who, C, S0, S) -->
    { player(S0, Who, P0),
      RP is P0.resource_points + N,
      set_player(S0, P0.put(resource_points, RP), S),
      card_id(C, Id)
    },
    [ event('FAB-209', resources_gained, _{player:Who, card:Id, amount:N, resource_points:RP}) ].
trigger_effect(draw(N), Who, C, S0, S) -->
    { card_id(C, Id) },
    draw_cards(Who, N, Id, S0, S).
trigger_effect(played_card_go_again, Who, C, S0, S) -->
    { card_id(C, Id) },
    (   { stack(S0, Ls0),
          append(Below, [L0], Ls0),
          layer_card(L0, Played)
        }
    ->  { Played1 = Played.put(go_again, true),
          append(Below, [L0.put(card, Played1)], Ls),
          S = S0.put(stack, Ls),
          card_id(Played, PId)
        },
        [ event('FAB-211', card_gains_go_again, _{player:Who, card:PId, by:Id}) ]
    ;   { S = S0 }
    ).
trigger_effect(hand_and_arsenal_to_bottom, Who, C, S0, S) -->
    { player(S0, Who, P0),
      card_id(C, Id),
      append(P0.hand, P0.arsenal, Moved),
      maplist(card_id, Moved, MovedIds)
    },
    (   { bottom_order_needed(Moved) }          % choices.pl: the player orders them (FAB-534)
    ->  { S = S0.put(pending, _{choice:"bottom", player:Who, controller:Who, cards:MovedIds, then:[]}) },
        [ event('FAB-534', bottom_order_waits, _{player:Who, cards:MovedIds, by:Id}) ]
    ;   { append(P0.deck, Moved, Deck),
          set_player(S0, P0.put(_{hand:[], arsenal:[], deck:Deck}), S),
          length(Moved, N)
        },
        [ event('FAB-212', cards_put_on_bottom, _{player:Who, count:N, cards:MovedIds, by:Id}) ]
    ).
trigger_effect(banish_top_of_deck, Who, C, S0, S) -->
    { player(S0, Who, P0),
      card_id(C, Id)
    },
    (   { P0.deck = [Top|Deck] }
    ->  { add_cards(P0.put(deck, Deck), banished, [Top], P1),
          set_player(S0, P1, S),
          card_id(Top, TId)
        },
        [ event('FAB-209', top_card_banished, _{player:Who, card:TId, by:Id}) ]
    ;   { S = S0 },
        [ event('FAB-209', nothing_to_banish, _{player:Who, by:Id}) ]
    ).

%   destroy_permanent(+S0, +Player, +Card, -S)//: Card, taken out of
%   Player's arena (or weapon or equipment zone), is destroyed: a token
%   ceases to exist (CR 8.1.8a, 3.0.12a), any other card goes to its
%   owner's graveyard.
destroy_permanent(Rule, S0, P1, C, S) -->
    { card_id(C, Id),
      Who = P1.name,
      (   token_card(C)
      ->  P2 = P1, To = "nowhere"
      ;   add_cards(P1, graveyard, [C], P2), To = "graveyard"
      ),
      set_player(S0, P2, S1)
    },
    [ event(Rule, permanent_destroyed, _{player:Who, card:Id, to:To}) ],
    left_arena_text(S1, Who, C, S).             % card_texts_aurora.pl (FAB-1081)

%   The player draws N cards (as many as the deck holds), for the effect
%   of Source.
draw_cards(Who, N0, Source, S0, S) -->
    { player(S0, Who, P0),
      length(P0.deck, DL),
      N is min(N0, DL),
      length(Drawn, N),
      append(Drawn, Deck, P0.deck),
      append(P0.hand, Drawn, Hand),
      set_player(S0, P0.put(_{hand:Hand, deck:Deck}), S1),
      maplist(card_id, Drawn, DrawnIds)
    },
    [ event('FAB-209', effect_draw, _{player:Who, count:N, cards:DrawnIds, by:Source}) ],
    card_drawn_recorded(S1, Who, N, Source, S). % card_texts_kayo.pl (Rising Power, FAB-691)

                 /*******************************
                 *      CONTINUOUS EFFECTS      *
                 *******************************/

%!  permanent_static(?Name:string, ?Attack, ?Power:integer) is nondet.
%
%   The continuous effect of the permanent Name (CR 8.6, the token
%   keywords) on its controller's attacks while it is in the arena: each
%   attack of kind Attack has Power more (less, if negative): `weapon` a
%   weapon attack, `arsenal_attack_action` an attack action card played
%   from the arsenal.

permanent_static("Frailty", weapon, -1).                  % CR 8.6.20
permanent_static("Frailty", arsenal_attack_action, -1).   % CR 8.6.20

rule('FAB-213', effect, "Frailty: weapon attacks and attacks from the arsenal have -1 power",
     "While Frailty is in a player's arena, their weapon attacks and the attack action cards they play from their arsenal have -1 power: the chain link such an attack opens gets -1 in its power_bonus, once for each Frailty (a power below 0 deals no damage). At the beginning of its controller's end phase Frailty is destroyed (it ceases to exist). A card-layer played from the arsenal says so (`from`: \"arsenal\"), so that the attack it becomes knows.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "CR 8.6.20 (Frailty: your attack action cards played from arsenal and weapon attacks have -1{p}; at the beginning of your end phase, destroy this), 6.3 (a static ability's continuous effect applies while its source is in the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck applies it as the attack becomes a chain link: no card of its vocabulary creates or destroys Frailty while a chain link is open, and the chain closes before the end phase destroys it, so the power is the same at every moment the attack has one on the chain.")).

%!  static_power(+State, +Player, +Attack, +From, -Statics:list) is det.
%
%   The continuous effects of Player's permanents on Attack, which
%   Player plays from From ("hand", "arsenal") or activates (`weapon`):
%   Source-Power pairs, Source the permanent's id (FAB-213).

static_power(S, Who, Attack, From, Statics) :-
    (   player(S, Who, P), get_dict(arena, P, Arena)
    ->  findall(Id-Power, ( attack_kind(Attack, From, Kind),
                            member(C, Arena),
                            get_dict(name, C, Name),
                            permanent_static(Name, Kind, Power),
                            \+ text_unread(C),
                            card_id(C, Id) ), Statics)
    ;   Statics = []
    ).

attack_kind(A, _, weapon) :-
    card_type(A, "weapon").
attack_kind(_, aura_weapon, weapon).            % card_texts_auraweapons.pl: an aura that is a weapon (FAB-1573)
attack_kind(A, "arsenal", arsenal_attack_action) :-
    card_type(A, "attack action").

static_amount(_-Power, B0, B) :-
    B is B0 + Power.

static_events([], _, _) --> [].
static_events([Src-Power|Ss], Who, Id) -->
    [ event('FAB-213', static_power_applied, _{player:Who, attack:Id, source:Src, amount:Power}) ],
    static_events(Ss, Who, Id).

                 /*******************************
                 *   EFFECTS THAT LAST A TURN   *
                 *******************************/

%   effects(+State, -Effects): the effects of the turn not yet applied.
effects(S, Es) :-
    (   get_dict(effects, S, Es0), is_list(Es0) -> Es = Es0 ; Es = [] ).

add_effect(S0, E, S) :-
    effects(S0, Es0),
    append(Es0, [E], Es),
    S = S0.put(effects, Es).

rule('FAB-505', effect, "The next attack this turn",
     "An effect that gives the player's next attack this turn +N power or go again (a Might or Agility token's) waits in the state's effects until that player's next attack goes onto the combat chain: the chain link gets the power (power_bonus) or go again, and the effect is used up. Effects not used by the end of the turn end with it.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "CR 8.6.26 and 8.6.28 (Might: your next attack this turn gets +1 power; Agility: go again), 1.2.2d (an attack is an attack-card, -layer or -proxy), 4.4.4 (effects that last this turn end as the turn ends), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck applies the effect as the attack resolves onto the combat chain: an action attack is played only with an empty stack (CR 8.1.1a), so no other attack can come between, and the power counts only from the damage step on.")).

%!  take_attack_effects(+State0, +Player, +Attack, -Bonus, -GoAgain, -Used, -State) is det.
%
%   Player's effects on their next attack, Attack, used up: Bonus the
%   power they add, GoAgain true if one gives go again, Used their
%   sources' ids.  An effect on the next attack of a class waits for one
%   (card_texts.pl: Awakening Bellow, FAB-551).

take_attack_effects(S0, Who, Attack, Bonus, GoAgain, Used, S) :-
    effects(S0, Es0),
    partition(attack_effect_of(Who, Attack), Es0, Mine, Rest),
    (   Mine == []
    ->  S = S0, Bonus = 0, GoAgain = false, Used = []
    ;   foldl(effect_bonus, Mine, 0, Bonus),
        (   member(E, Mine), E.kind == "next_attack_go_again" -> GoAgain = true ; GoAgain = false ),
        findall(Src, ( member(E, Mine), key_value(source, E, "", Src) ), Used),
        S = S0.put(effects, Rest)
    ).

attack_effect_of(Who, Attack, E) :-
    get_dict(kind, E, Kind),
    memberchk(Kind, ["next_attack_power", "next_attack_go_again"]),
    get_dict(player, E, Who0),
    Who0 == Who,
    effect_fits_attack(E, Attack).              % card_texts.pl

effect_bonus(E, B0, B) :-
    (   E.kind == "next_attack_power", get_dict(amount, E, N), integer(N)
    ->  B is B0 + N
    ;   B = B0
    ).

rule('FAB-507', effect, "The next action card defended with this turn",
     "An effect that gives the next action card a player defends with this turn +N defense (a Toughness token's) waits in the state's effects until that player declares an action card as a defending card: the chain link gets the defense (defense_bonus, counted with the defending cards' in the damage), and the effect is used up. Effects not used by the end of the turn end with it.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "The seed's defending cards only block. CR 8.6.36 (Toughness: at the start of your opponent's turn, destroy this, then the next action card you defend with this turn gets +1 defense this chain link), 7.3.2 (defending cards are declared in the defend step), 4.4.4 (effects of a turn end with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck gives the bonus to the chain link the card defends, which is where it counts.")).

%!  take_defense_effects(+State0, +Player, +Cards, -Bonus, -Used, -State) is det.
%
%   If Cards (declared defending) hold an action card, Player's effects
%   on their next defending action card are used up: Bonus the defense
%   they add, Used their sources' ids.

take_defense_effects(S0, Who, Cards, Bonus, Used, S) :-
    effects(S0, Es0),
    partition(defense_effect_of(Who), Es0, Mine, Rest),
    (   Mine \== [],
        member(C, Cards), card_type(C, T), is_action_type(T)
    ->  foldl(defense_bonus, Mine, 0, Bonus),
        findall(Src, ( member(E, Mine), key_value(source, E, "", Src) ), Used),
        S = S0.put(effects, Rest)
    ;   S = S0, Bonus = 0, Used = []
    ).

defense_effect_of(Who, E) :-
    get_dict(kind, E, "next_defense"),
    get_dict(player, E, Who0),
    Who0 == Who.

defense_bonus(E, B0, B) :-
    (   get_dict(amount, E, N), integer(N) -> B is B0 + N ; B = B0 ).

%   The power of a chain link's attack: its card's, what effects gave
%   it, and piercing's (FAB-510).
link_power(L, Power) :-
    card_power(L.attack, P0),
    (   get_dict(power_bonus, L, B), integer(B) -> P1 is P0 + B ; P1 = P0 ),
    piercing_bonus(L, N),
    text_power_bonus(L, T),                     % card_texts.pl (Barraging Brawnhide, FAB-550)
    Power is max(0, P1 + N + T).                % never below 0 (CR 2.0.3c): Debilitate, FAB-620

rule('FAB-115', state, "Effects last this turn",
     "The effects waiting for the next attack are the turn player's (the vocabulary's attack effects are made by the turn player's permanents in their own turn), those waiting for the next defending action card the other player's (Toughness triggers at the start of its controller's opponent's turn), each of a known kind, a power or defense effect with a positive amount; there are none in the start phase, before the start of the turn's triggers: they end with the turn that made them.",
     ruling("Ваш хід закінчується, і ваш супротивник починає свій хід.",
            "CR 4.4.4 (effects that last until end of turn or this turn end as the turn ends) and 4.2.2 (the start of turn triggers as the start phase begins), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position holding another effect cannot arise.")).

invalid('FAB-115', S, Path, Reason) :-
    effects(S, Es),
    nth0(I, Es, E),
    (   get_dict(kind, E, "quell_destroys")                   % card_texts_quell.pl: FAB-651 checks it
    ->  fail
    ;   get_dict(lasts, E, Lasts),
        memberchk(Lasts, ["their_next_turn", "until_used", "until_your_next_turn"])   % card_texts_katsu_bravo.pl (FAB-620), card_texts_benji_blitz.pl (FAB-662), card_texts_hidden.pl (FAB-1299)
    ->  next_turn_effect_invalid(S, E, I, Path, Reason)
    ;   S.phase == "start", \+ pending(S, _)
    ->  json_path([effects, I], Path),
        Reason = effect_in_start_phase
    ;   get_dict(kind, E, "ice_fused")          % card_texts_finish.pl (FAB-695): either player's record
    ->  fail
    ;   memberchk(E.kind, ["prevent_next_damage", "prevent_next_damage_event"])   % FAB-697, FAB-970: either player's
    ->  \+ ( get_dict(amount, E, N), integer(N), N > 0 ),
        json_path([effects, I, amount], Path),
        Reason = shield_amount
    ;   memberchk(E.kind, ["next_defense", "next_card_defended_combo", "next_defend_attack_action_cards", "destroy_at_chain_close",
                           "defense_gained"])   % Toughness; Flic Flak (FAB-560); Spider's Bite, Ironhide Legs (FAB-722, FAB-723); Stonewall Impasse (FAB-858)
    ->  \+ ( get_dict(player, E, Who), opponent(S, S.turn_player, O), Who == O ),
        json_path([effects, I, player], Path),
        key_value(player, E, null, Who0),
        (   E.kind == "next_defense"
        ->  Reason = effect_not_defenders(Who0, S.turn_player)
        ;   Reason = combo_defense_not_defenders(Who0, S.turn_player)   % Flic Flak's (FAB-560)
        )
    ;   memberchk(E.kind, ["red_card_played", "damage_dealt", "named_power", "mentor_once",   % FAB-742, FAB-759, FAB-761; The Librarian's (FAB-980)
                           "gold_created", "clash_failed",   % Victor Goldmane (FAB-859, FAB-860): either player's
                           "hit_triggers_stopped", "riptide_trigger",   % Tarpit Trap (FAB-924), Riptide (FAB-925): either player's
                           "lightning_played",                % card_texts_aurora.pl (FAB-1065): in any turn
                           "instant_played",                  % card_texts_oscilio.pl (FAB-1313): in any turn
                           "amp", "arcane_card_plus",         % card_texts_oscilio.pl (FAB-1316, FAB-1320): either player's
                           "next_card_draconic",   % Fealty's, an instant (FAB-1049)
                           "earth_fused", "rune_attack_action_cards_gain",   % card_texts_runeblade.pl (FAB-1464, FAB-1462): either player's
                           "transcended",                   % Tide Chakra (FAB-1098): either player's
                           "blue_card_played",              % card_texts_transcend.pl (FAB-1400): in any turn, where a card that transcends reads it
                           "next_aura_instant", "next_aura_instant_undecided",   % card_texts_leaves.pl (FAB-1181): either player's, an aura leaving in any turn
                           "prevent_next_damage_all", "prevent_next_damage_all_undecided"])   % card_texts_essence.pl (FAB-1351): either player's
    ->  \+ ( get_dict(player, E, Who), player(S, Who, _) ),
        json_path([effects, I, player], Path),
        key_value(player, E, null, Who0),
        Reason = record_player_unknown(Who0)
    ;   \+ ( get_dict(player, E, Who), Who == S.turn_player )
    ->  json_path([effects, I, player], Path),
        key_value(player, E, null, Who0),
        Reason = effect_not_turn_players(Who0, S.turn_player)
    ;   memberchk(E.kind, ["next_attack_power", "next_defense", "next_card_defended_combo"]),
        \+ ( get_dict(amount, E, N), integer(N), N > 0 ),
        \+ negative_card_power_effect(E)        % card_texts_benji_blitz.pl: Silken Gi (FAB-663)
    ->  json_path([effects, I, amount], Path),
        Reason = effect_amount
    ).

message(effect_in_start_phase) -->
    [ "an effect of this turn in the start phase: effects end with the turn that made them, and the start of the turn has not triggered yet" ].
message(effect_not_turn_players(Who, TP)) -->
    [ "an effect waiting for ~w's next attack in ~w's turn: the effects rulecheck reads are made by the turn player's permanents in their own turn"-[Who, TP] ].
message(shield_amount) -->
    [ "a prevention shield needs a positive amount: at 0 it is gone" ].
message(effect_amount) -->
    [ "a next-attack power or next-defense effect needs a positive amount (a negative one only on the next attack action card, as Silken Gi's)" ].
message(effect_not_defenders(Who, TP)) -->
    [ "an effect waiting for ~w's next defending action card in ~w's turn: Toughness's effect is made at the start of its controller's opponent's turn"-[Who, TP] ].
message(combo_defense_not_defenders(Who, TP)) -->
    [ "Flic Flak's effect waiting for ~w's next defending card in ~w's turn: a defense reaction is played by the defending player, in the other player's turn, and its effect lasts that turn"-[Who, TP] ].
