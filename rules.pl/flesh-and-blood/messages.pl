/*  Flesh and Blood: reasons and moves in words.

    Part of game.pl.  The words no single rule owns, as SWI-Prolog's
    prolog:message//1 gives them (a list of Format-Args): events, facts,
    fixes, hidden cards, moves in words, the display, reasons several
    rules share and the phrases messages have in common.  A rule's own
    reason is worded beside its rule (rulebook.pl, states.pl,
    effects.pl, the keyword and card-text files).  Cards are named by
    card_label/2.
*/

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%!  message(+Reason)// is semidet.

% --- who acts, and when
message(actor_why(defending(A))) -->
    [ "~w is declaring defenders in the defend step"-[A] ].
message(actor_why(priority(A))) -->
    [ "~w has priority"-[A] ].
message(actor_why(phase_owner(Phase, A))) -->
    [ "the ~w phase belongs to the turn player, ~w"-[Phase, A] ].
% --- paying
message(pitch_why(played)) -->
    [ "it is the card being played" ].
message(pitch_why(twice)) -->
    [ "it is pitched twice" ].
message(pitch_why(no_pitch_value(C))) -->
    { unknown_card(C), ! },
    [ "it is an unknown card (name it in the position to pitch it)" ].
message(pitch_why(no_pitch_value(_))) -->
    [ "it has no pitch value" ].
message(pitch_why(pitch_zero(_))) -->
    [ "its pitch value is 0" ].
message(pitch_why(not_in_hand(_, Z))) -->
    [ "it is in the ~w, not in hand"-[Z] ].
message(pitch_why(no_such_card(Name))) -->
    [ "~w has no such card in hand"-[Name] ].
% --- actions and timing
message(action_label(card, C)) -->
    { card_label(C, L) },
    [ "~w"-[L] ].
message(action_label(ability, C)) -->
    { card_label(C, L) },
    [ "the action ability of ~w"-[L] ].
message(reaction_misfit(How, C, T, not_reaction_step)) -->
    message(reaction_label(How, C)),
    [ " is a ~w: it can be used only in the reaction step of combat"-[T] ].
message(reaction_misfit(How, C, _, not_controller(Controller))) -->
    message(reaction_label(How, C)),
    [ " is an attack reaction: only ~w, who controls the attack, may use it"-[Controller] ].
message(reaction_misfit(How, C, _, not_defender(Defender))) -->
    message(reaction_label(How, C)),
    [ " is a defense reaction: only ~w, the defending player, may use it"-[Defender] ].
message(reaction_label(card, C)) -->
    { card_label(C, L) },
    [ "~w"-[L] ].
message(reaction_label(ability, C)) -->
    { card_label(C, L) },
    [ "the ability of ~w"-[L] ].
% --- text rulecheck does not model (FAB-119)
message(assumed(Names)) -->
    { atomics_to_string(Names, ", ", List) },
    [ "the text of ~w is not modelled and changes nothing here"-[List] ].
% --- short positions (normalized/2)
message(needs_a_colour(Name, Printings)) -->
    [ "~w is printed in "-[Name] ], printings(Printings),
    [ ": say which, as \"~w (red)\" or with its color or pitch"-[Name] ].
message(no_such_printing(Name, colour(C), Printings)) -->
    [ "~w has no ~w printing; it is printed "-[Name, C] ], printings(Printings).
message(no_such_printing(Name, pitch(P), Printings)) -->
    [ "~w has no printing with pitch ~w; it is printed "-[Name, P] ], printings(Printings).
message(zone_form) -->
    [ "a zone is a list of cards, or a count of unknown cards" ].
message(card_form) -->
    [ "a card is a name (\"Sink Below (red)\", \"?\" for an unknown card) or an object with its name or type" ].
message(no_life(Name)) -->
    [ "~w's hero gives no life: give the player's life"-[Name] ].

% --- the events of a move (effects.pl), in words; State0 is the position
%     before the move, which holds every card the events name
%   a_or_an(+Name, -Article): the indefinite article before a name ("an
%   Agility token", "a Might token").
a_or_an(Name, Article) :-
    (   sub_atom(Name, 0, 1, _, C), sub_atom('AEIOUaeiou', _, 1, _, C)
    ->  Article = an
    ;   Article = a
    ).

message(event(action_phase_began, F, _)) -->
    [ "~w begins the action phase with ~d action point and priority"-[F.player, F.action_points] ].
message(event(priority_passed, F, _)) -->
    [ "~w passes; ~w has priority"-[F.player, F.priority] ].
message(event(phase_ended, F, _)) -->
    [ "~w passes too: both players have passed in succession with the combat chain closed, so the ~w phase ends and the ~w phase begins"-
      [F.player, F.phase, F.next_phase] ].
message(event(step_ended, F, _)) -->
    { step_end_words(F.step, W) },
    [ "~w passes too: both players have passed in succession, so the ~w step ends~w"-[F.player, F.step, W] ].
message(event(card_played, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w plays ~w from ~w (~w, cost ~d)"-[F.player, L, F.from, F.type, F.cost] ].
message(event(layer_added, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w goes on the stack as layer ~d; ~w keeps priority"-[L, F.layer, F.player] ].
message(event(layer_resolves, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w passes too: both players have passed in succession, so the top layer (~d, ~w's ~w) resolves"-[F.player, F.layer, F.controller, L] ].
message(event(card_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pitches ~w for ~d resource point(s): ~d in all"-[F.player, L, F.pitch, F.resource_points] ].
message(event(cost_paid, F, S0)) -->
    { (   get_dict(card, F, Id) -> event_card(S0, Id, L) ; L = F.keyword ) },
    [ "~w pays ~d resource point(s) for "-[F.player, F.cost] ],
    (   { get_dict(ability, F, I) }
    ->  [ "ability ~w of ~w"-[I, L] ]
    ;   [ L ]
    ),
    (   { get_dict(chi_points, F, Chi), Chi > 0 }  % card_texts_chi.pl (FAB-1105)
    ->  [ "; ~d left over, ~d of them chi points (they stay; the others last until the end of the turn)"-[F.resource_points, Chi] ]
    ;   [ "; ~d left over (they last until the end of the turn)"-[F.resource_points] ]
    ).
message(event(card_discarded, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.cost_of, For) },
    [ "~w discards ~w to the graveyard: the additional cost of ~w"-[F.player, L, For] ].
message(event(card_banished, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.cost_of, For) },
    [ "~w banishes ~w: the additional cost of ~w"-[F.player, L, For] ].
message(event(card_put_on_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.cost_of, For) },
    [ "~w puts ~w on the bottom of the deck: the additional cost of ~w"-[F.player, L, For] ].
message(event(action_point_spent, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { get_dict(ability, F, _) }
    ->  [ "~w spends an action point on the action ability of ~w (~d left)"-[F.player, L, F.action_points] ]
    ;   [ "~w spends an action point on ~w, an action card (~d left)"-[F.player, L, F.action_points] ]
    ).
message(event(card_resolved, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.to == "arena" -> W = F.player ; owner_named(S0, F.card, F.player, W) )   % card_owner.pl
    },
    [ "~w resolves and goes to ~w's ~w"-[L, W, F.to] ].
message(event(landmark_cleared, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's landmark ~w is cleared: another landmark entered the arena"-[F.player, L] ].
message(event(permanent_entry_not_modelled, F, S0)) -->
    { event_card(S0, F.card, L), permanent_entry_words(F.subtype, Words) },
    [ "not modelled: ~w ~w; the answer assumes it does not"-[L, Words] ].
message(event(text_not_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { state_card(S0, C), card_id(C, Id), Id == F.card,
          card_prop(C, keyword_abilities, Ks), Ks = [_|_],
          atomic_list_concat(Ks, ', ', KT)
        }
    ->  [ "the text of ~w beyond its keywords (~w) is not modelled: rulecheck applies the keywords and nothing more (an assumption)"-[L, KT] ]
    ;   [ "the text of ~w is not modelled: rulecheck applies none of it (an assumption)"-[L] ]
    ).
message(event(defending_card_added, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ~w defends chain link ~d ("-[F.player, L, F.link] ],
    event_defense(S0, F.card),
    [ ")" ].
message(event(action_point_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "go again: ~w gains an action point from ~w (~d now)"-[F.player, L, F.action_points] ].
message(event(ability_activated, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w activates the ~w ability of ~w (ability ~d)"-[F.player, F.type, L, F.ability] ].
message(event(card_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.to == "nowhere" }
    ->  [ "~w is destroyed to pay the cost: a token leaving the arena ceases to exist"-[L] ]
    ;   [ "~w is destroyed to pay the cost and goes to ~w's ~w"-[L, F.player, F.to] ]
    ).
message(event(ability_resolved, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { get_dict(effect, F, "draw") }
    ->  [ "the ability of ~w resolves: draw a card"-[L] ]
    ;   { get_dict(effect, F, "gain_life") }
    ->  [ "the ability of ~w resolves: gain life"-[L] ]
    ;   { state_card(S0, C), card_id(C, Id0), Id0 == F.card, text_read_card(C) }   % card_texts.pl: its effect follows
    ->  [ "the ability of ~w resolves"-[L] ]
    ;   [ "the ability of ~w resolves (its effect is card text rulecheck does not read)"-[L] ]
    ).
message(event(weapon_moved_on, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks again: it leaves chain link ~d, whose attack ceases to exist, for the new chain link (CR 1.4.3c, 7.2.3b)"-[L, F.link] ].
message(event(layer_step_began, F, S0)) -->
    { event_card(S0, F.attack, L) },
    (   { F.opened == true }
    ->  [ "the combat chain opens in its layer step: ~w's attack ~w waits on the stack (CR 7.0.2a)"-[F.player, L] ]
    ;   [ "the resolution step ends and the layer step begins: ~w's attack ~w waits on the stack (CR 7.6.3)"-[F.player, L] ]
    ).
message(event(chain_link_opened, F, S0)) -->
    { event_card(S0, F.attack, L),
      (   F.go_again == true -> GA = ", with go again" ; GA = "" )
    },
    [ "~w attacks ~w with ~w ("-[F.player, F.defender, L] ],
    (   { get_dict(power, F, Pw) }
    ->  [ "power ~d"-[Pw] ]
    ;   event_power(S0, F.attack)
    ),
    [ "~w): chain link ~d; the attack step begins, ~w has priority"-[GA, F.link, F.player] ].
message(event(defenders_declared, F, S0)) -->
    { event_card(S0, F.attack, AL) },
    (   { F.cards == [] }
    ->  [ "~w does not defend ~w"-[F.player, AL] ]
    ;   [ "~w defends ~w with "-[F.player, AL] ],
        defenders_defense(S0, F.cards, Total),
        [ ": ~d defense in all"-[Total] ]
    ),
    (   { F.step == "reaction" }
    ->  [ "; the reaction step begins, ~w has priority"-[F.priority] ]
    ;   []                                      % phantasm closes the chain first (FAB-511)
    ).
message(event(damage_dealt, F, S0)) -->
    { event_card(S0, F.attack, L),
      (   get_dict(prevented, F, P) -> true ; P = 0 )
    },
    (   { F.damage > 0, P =:= 0 }
    ->  [ "~w hits: ~d power against ~d defense deals ~d damage to ~w; the damage step begins"-[L, F.power, F.defense, F.damage, F.defender] ]
    ;   { F.damage > 0 }
    ->  [ "~w hits: ~d power against ~d defense, ~d of it prevented, deals ~d damage to ~w; the damage step begins"-[L, F.power, F.defense, P, F.damage, F.defender] ]
    ;   { P > 0 }
    ->  [ "~w deals no damage: ~d power against ~d defense, all ~d prevented; the damage step begins"-[L, F.power, F.defense, P] ]
    ;   [ "~w deals no damage: ~d power against ~d defense; the damage step begins"-[L, F.power, F.defense] ]
    ).
message(event(arcane_damage_dealt, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { get_dict(prevented, F, P), F.amount =:= 0 }
    ->  [ "~w's ~d arcane damage to ~w's hero is all prevented: ~w keeps ~d life"-[L, P, F.target, F.target, F.life] ]
    ;   { get_dict(prevented, F, P) }
    ->  [ "~w deals ~d arcane damage to ~w's hero, ~d prevented: ~w loses ~d life (~d left)"-[L, F.amount, F.target, P, F.target, F.lost, F.life] ]
    ;   [ "~w deals ~d arcane damage to ~w's hero: ~w loses ~d life (~d left)"-[L, F.amount, F.target, F.target, F.lost, F.life] ]
    ).
message(event(life_gained, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w gains ~d life from ~w (~d now)"-[F.player, F.amount, L, F.life] ].
message(event(life_lost, F, _)) -->
    [ "~w loses ~d life (~d left)"-[F.player, F.amount, F.life] ].
message(event(link_resolved, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "chain link ~d (~w) resolves; the resolution step begins"-[F.link, L] ].
message(event(chain_closed, F, _)) -->
    [ "the combat chain closes (~d link(s)); ~w has priority"-[F.links, F.priority] ].
message(event(card_returned, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.to == "graveyard" }
    ->  { owner_named(S0, F.card, F.player, W) },  % card_owner.pl
        [ "~w goes to ~w's graveyard"-[L, W] ]
    ;   { F.to == "weapons" -> Z = "weapon zone" ; Z = "equipment zone" },
        [ "~w returns to ~w's ~w"-[L, F.player, Z] ]
    ).
message(event(card_arsenalled, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w puts ~w into the arsenal, face down"-[F.player, L] ].
message(event(pitch_to_deck, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ", ", LT) },
    [ "~w puts the pitch zone (~w) on the bottom of the deck"-[F.player, LT] ].
message(event(points_lost, F, _)) -->
    [ "~w loses the ~d action point(s) and ~d resource point(s) left"-[F.player, F.action_points, F.resource_points] ].
message(event(cards_drawn, F, _)) -->
    (   { F.count =:= 0 }
    ->  [ "~w draws no card (~d in hand, intellect ~d)"-[F.player, F.hand, F.intellect] ]
    ;   [ "~w draws ~d card(s) up to intellect ~d (~d in hand)"-[F.player, F.count, F.intellect, F.hand] ]
    ).
message(event(defend_step_began, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w declares defenders against ~w"-[F.player, L] ].
message(event(trigger_resolved, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ~w triggers at ~w and resolves (no player gets priority)"-[F.player, L, F.trigger] ].
message(event(card_gains_go_again, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w gets go again (~w)"-[L, By] ].
message(event(static_power_applied, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.source, Src) },
    [ "~w has ~w power while ~w is in ~w's arena"-[A, F.amount, Src, F.player] ].
message(event(cards_put_on_bottom, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w puts the ~d card(s) of their hand and arsenal on the bottom of their deck (~w)"-[F.player, F.count, By] ].
message(event(permanent_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.to == "nowhere" }
    ->  [ "~w is destroyed: a token leaving the arena ceases to exist"-[L] ]
    ;   [ "~w is destroyed and goes to ~w's ~w"-[L, F.player, F.to] ]
    ).
message(event(attack_effect_made, F, _)) -->
    (   { F.kind == "next_attack_power" }
    ->  [ "~w's next attack this turn gets +~d power"-[F.player, F.amount] ]
    ;   [ "~w's next attack this turn gets go again"-[F.player] ]
    ).
message(event(attack_effect_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    (   { F.power_bonus =\= 0 }
    ->  [ "~w is ~w's next attack: it gets +~d power"-[L, F.player, F.power_bonus] ]
    ;   []
    ),
    (   { F.go_again == true }
    ->  [ "~w is ~w's next attack: it gets go again"-[L, F.player] ]
    ;   []
    ).
message(event(defense_effect_made, F, _)) -->
    [ "the next action card ~w defends with this turn gets +~d defense"-[F.player, F.amount] ].
message(event(defense_effect_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w defends ~w with an action card: the chain link gets +~d defense"-[F.player, L, F.defense_bonus] ].
message(event(resources_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains ~d resource point(s) from ~w (~d now)"-[F.player, F.amount, L, F.resource_points] ].
message(event(effect_draw, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w draws ~d card(s) by the effect of ~w"-[F.player, F.count, L] ].
message(event(top_card_banished, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w banishes the top card of ~w's deck"-[L, F.player] ].
message(event(nothing_to_banish, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w would banish the top card of ~w's deck, which is empty"-[L, F.player] ].
message(event(effects_ended, F, _)) -->
    [ "the effects of ~w's turn not yet used end with it"-[F.player] ].
message(event(turn_began, F, _)) -->
    [ "turn ~d, ~w's, begins with the start phase"-[F.turn, F.player] ].
message(event(hero_defeated, F, _)) -->
    [ "~w's hero is at ~d life: ~w wins"-[F.player, F.life, F.winner] ].
message(event(conceded, F, _)) -->
    [ "~w concedes the game: ~w wins"-[F.player, F.winner] ].
% --- the facts, fixes and hidden reasons of the judge's workflow
% (workflow.pl), worded by fact_words//1 and fix_words//1 below
message(fact(Fact)) -->
    fact_words(Fact).
message(hidden(unseen(P, A, What, V))) -->
    [ "whether ~w's ~w is legal depends on "-[P, A] ], unseen_words(What),
    [ ", which ~w cannot see"-[V] ].
message(fix(Fix)) -->
    fix_words(Fix).
message(move(S, M)) -->
    move_words(S, M).
% The game's end in the display's status (display.pl)
message(game_over_status(End)) -->
    [ "the game is over: " ], end_words(End), game_over_loser(End).
% The display's status lines, labels and facts (display.pl)
message(display(What)) -->
    board_words(What).
% The options of a new game (setup.pl)
message(new_game(unknown_choice)) -->
    [ "Flesh and Blood's choices are hero (up to two) and format"-[] ].
message(new_game(two_heroes_at_most)) -->
    [ "two heroes at most, one a player"-[] ].
message(new_game(two_players)) -->
    [ "Flesh and Blood is played by two players (two different names)"-[] ].
message(new_game(unknown_hero(Name))) -->
    [ "~w is not a hero rulecheck knows (rulecheck cards flesh-and-blood NAME lists the cards)"-[Name] ].
message(new_game(unknown_format)) -->
    [ "the formats are blitz and classic_constructed"-[] ].
message(new_game(hero_not_in_format(Hero, Format))) -->
    [ "~w is not a hero of ~w"-[Hero, Format] ].
message(new_game(pool_too_small(Hero, N, Format))) -->
    [ "~w's card-pool holds ~d deck-cards for ~w, fewer than a deck"-[Hero, N, Format] ].

permanent_entry_words("Affliction", "enters the arena under an opponent's control (CR 8.2.11c)").
permanent_entry_words("Invocation", "enters the arena with its back face active (CR 8.2.13a)").
permanent_entry_words("Construct", "enters the arena with its back face active (CR 8.2.14a)").

board_words(turn(Format, Turn, Player, Phase)) -->
    [ "~w, turn ~w: ~w's ~w phase"-[Format, Turn, Player, Phase] ].
board_words(activated(Text)) -->
    [ "activated this turn: ~w"-[Text] ].
board_words(chain_open(Step)) -->
    [ "combat chain open, ~w step"-[Step] ].
board_words(declares_defenders(P)) -->
    [ "~w declares defenders"-[P] ].
board_words(priority(P, true)) -->
    [ "priority: ~w (the other player has just passed)"-[P] ].
board_words(priority(P, false)) -->
    [ "priority: ~w"-[P] ].
board_words(begins_action_phase(P)) -->
    [ "~w passes to begin the action phase"-[P] ].
board_words(ends_turn(P)) -->
    [ "~w ends the turn (end_turn)"-[P] ].
board_words(effect(P, Kind, N, Source)) -->
    [ "~w: "-[P] ], effect_kind_words(Kind, N), [ " (from ~w)"-[Source] ].
board_words(by(P)) -->
    [ "by ~w"-[P] ].
board_words(ability_layer(Type, Ability, Source)) -->
    [ "~w ability ~w of [~w]"-[Type, Ability, Source] ].
board_words(chain_link(K, Active, P, D)) -->
    [ "chain link ~w"-[K] ],
    ( { Active == true } -> [ " (active)"-[] ] ; [] ),
    [ ": ~w attacks ~w"-[P, D] ].
board_words(attack_moved_on) -->
    [ "its weapon attacked again: it moved on to a later chain link" ].
board_words(attack_to_soul(Id)) -->
    [ "its attack [~w] hit and was put into its player's hero's soul"-[Id] ].
board_words(attack_banished(Id)) -->            % card_texts_levia_2.pl (FAB-947)
    [ "its attack [~w] hit and was banished"-[Id] ].
board_words(attack_to_deck(Id)) -->             % card_texts_azalea.pl (FAB-910)
    [ "its attack [~w] hit and was put on the bottom of its player's deck as the link resolved"-[Id] ].
board_words(attack_destroyed(Id)) -->           % card_texts_web.pl (FAB-1214)
    [ "its attack [~w] hit and was destroyed"-[Id] ].
board_words(total_defense(N)) -->
    [ "total defense ~w"-[N] ].
board_words(power_bonus(N)) -->
    [ "power from effects: +~w"-[N] ].
board_words(defense_bonus(N)) -->
    [ "defense from effects: +~w (in the total)"-[N] ].
board_words(damage_dealt(N)) -->
    [ "damage dealt: ~w"-[N] ].

effect_kind_words("next_defense", N) --> !,
    [ "the next action card it defends with this turn gets +~w defense"-[N] ].
effect_kind_words("next_attack_power until used", N) --> !,        % FAB-662
    [ "its next attack gets +~w power, this turn or a later one"-[N] ].
effect_kind_words("first_hit_used", _) --> !,                      % FAB-662
    [ "its hero Benji's effect on the first hit of an attack action card has triggered this turn"-[] ].
effect_kind_words("first_stealth_attack", _) --> !,                % FAB-801
    [ "its first attack with stealth this turn has been made (Arakni, Solitary Confinement)"-[] ].
effect_kind_words("hand2_first_contract", _) --> !,                % FAB-1438 (card_texts_hand2.pl)
    [ "its first attack with contract this turn has been made (The Hand that Pulls the Strings)"-[] ].
effect_kind_words("next_attack_action_card_hit_token", _) --> !,   % FAB-803
    [ "its next attack action card this turn gains \"When this hits a hero, create a Frailty, Inertia, or Bloodrot Pox token under their control.\""-[] ].
effect_kind_words("hit_search_used", _) --> !,                     % FAB-566
    [ "its hero's effect on an attack action card's hit has triggered this turn"-[] ].
effect_kind_words("hidden_trapdoor_play", _) --> !,                % card_texts_hidden.pl (FAB-1299)
    [ "it may play the card Arakni, Trap-Door banished face down, if a trap, until the start of its next turn"-[] ].
effect_kind_words("nuu4_play_blue", _) --> !,                      % card_texts_nuu_4.pl (FAB-1412)
    [ "it may play blue cards of the other player's banished zone this turn without paying their resource cost (Nuu)"-[] ].
effect_kind_words("may_play_banished", _) --> !,                   % FAB-569
    [ "it may play the card its search banished this turn"-[] ].
effect_kind_words("next_attack_hit_reveal", _) --> !,              % FAB-561
    [ "its next weapon attack reveals the top card of its deck if it hits with an empty arsenal"-[] ].
effect_kind_words("next_card_defended_combo", N) --> !,            % FAB-560
    [ "if the next card it defends with this turn has combo, it gets +~w defense"-[N] ].
effect_kind_words("next_attack_power", N) --> { integer(N), N < 0 }, !,    % FAB-620
    [ "the next attack this turn gets ~w power"-[N] ].
effect_kind_words("next_action_costs_more", N) --> !,                % FAB-621
    [ "the next action it plays or activates costs ~w more"-[N] ].
effect_kind_words("next_attack_power", N) --> !,
    [ "the next attack this turn gets +~w power"-[N] ].
effect_kind_words("dominate_attack_action_cards", _) --> !,       % FAB-612
    [ "its attack action cards with cost 3 or more have dominate this turn"-[] ].
effect_kind_words("hero_loses_abilities", _) --> !,                % FAB-624
    [ "its hero card has lost its effects and activated abilities until the end of its next turn"-[] ].
effect_kind_words("intellect", N) --> !,                            % FAB-617
    [ "its hero has +~w intellect this turn"-[N] ].
effect_kind_words("next_attack_action_card_costs_less", N) --> !,   % FAB-618
    [ "the next attack action card it plays this turn costs ~w less"-[N] ].
effect_kind_words("next_attack_action_card_gains_name", _) --> !,   % FAB-645
    [ "the next attack action card it plays this turn gains the name it named"-[] ].
effect_kind_words("card_gains_name", _) --> !,                     % FAB-645
    [ "an attack action card it played this turn has gained a name"-[] ].
effect_kind_words("card_mode", _) --> !,                           % FAB-666
    [ "it chose the mode of a card it played this combat chain"-[] ].
effect_kind_words("chest_beaten", _) --> !,                        % FAB-674
    [ "it has beaten chest this turn"-[] ].
effect_kind_words("intimidated", _) --> !,                         % FAB-678
    [ "it has intimidated this turn"-[] ].
effect_kind_words("discarded_power", _) --> !,                     % FAB-679
    [ "it has discarded a card with 6 or more power this turn"-[] ].
effect_kind_words("banished_power", _) --> !,                      % FAB-932
    [ "a card with 6 or more power has been put into its banished zone this turn"-[] ].
effect_kind_words("hooves_trigger", _) --> !,                      % FAB-950
    [ "its Hooves of the Shadowbeast's trigger waits for the choice before it to be answered"-[] ].
effect_kind_words("barthimont_trigger", _) --> !,                  % FAB-990
    [ "its Lady Barthimont's banish of the top card of its deck waits for the choice before it to be answered"-[] ].
effect_kind_words("card_drawn", _) --> !,                          % FAB-691
    [ "it has drawn a card this turn"-[] ].
effect_kind_words("defense_gained", N) -->                          % Shred (FAB-1176)
    { integer(N), N < 0 }, !, { M is -N },
    [ "a card it controls, defending, has -~w defense this combat chain"-[M] ].
effect_kind_words("defense_gained", N) --> !,                      % FAB-858
    [ "a card it controls has +~w defense this turn"-[N] ].
effect_kind_words("gold_created", _) --> !,                        % FAB-859
    [ "it has created a Gold token from its own effect this turn"-[] ].
effect_kind_words("clash_failed", _) --> !,                        % FAB-860
    [ "it has failed to win a clash this turn"-[] ].
effect_kind_words("charged", _) --> !,                             % FAB-880
    [ "it has charged this turn"-[] ].
effect_kind_words("transcended", _) --> !,                         % FAB-1098
    [ "it has transcended this turn"-[] ].
effect_kind_words("next_attack_hit_attack_again", _) --> !,        % FAB-890
    [ "its next weapon attack this turn may attack an additional time if it hits"-[] ].
effect_kind_words("chain_attacks_power", N) --> !,                 % FAB-893
    [ "its attacks on this combat chain get +~w power"-[N] ].
effect_kind_words("last_attack", _) --> !,                         % FAB-892
    [ "its last attack this turn, which a Hatchet reads"-[] ].
effect_kind_words("soul_when_chain_closes", _) --> !,              % FAB-887
    [ "its card goes into its hero's soul when the combat chain closes"-[] ].
effect_kind_words("base_intellect", N) --> !,                      % FAB-686
    [ "its hero's base intellect is ~w this turn"-[N] ].
effect_kind_words("next_attack_draconic", _) --> !,                % FAB-732
    [ "its next attack this combat chain is Draconic"-[] ].
effect_kind_words("next_attack_dominate", _) --> !,                % FAB-788
    [ "its next attack this turn has dominate"-[] ].
effect_kind_words("attack_draconic", _) --> !,                     % FAB-732
    [ "one of its attacks on this combat chain is Draconic"-[] ].
effect_kind_words("ice_fused", _) --> !,                          % FAB-695
    [ "it has Ice fused this turn"-[] ].
effect_kind_words("lightning_fused", _) --> !,                    % FAB-896
    [ "it has Lightning fused this turn"-[] ].
effect_kind_words("prevent_next_damage", N) --> !,                 % FAB-697
    [ "the next ~w damage to its hero this turn is prevented"-[N] ].
effect_kind_words("mentor_once", _) --> !,                         % FAB-980
    [ "its The Librarian has drawn for a Spectral Shield this turn"-[] ].
effect_kind_words("dagger_damage", N) --> !,                       % FAB-972
    [ "its daggers have dealt ~w damage this combat chain (Hurl)"-[N] ].
effect_kind_words("prevent_next_damage_event", N) --> !,           % FAB-970
    [ "the next time its hero would be dealt damage this turn, ~w of it is prevented"-[N] ].
effect_kind_words("prevent_next_physical until used", N) --> !,    % FAB-699
    [ "the next time its hero would be dealt damage of combat, ~w of it is prevented"-[N] ].
effect_kind_words("non_attack_action_played", _) --> !,            % FAB-1002
    [ "it has played a 'non-attack' action card this turn"-[] ].
effect_kind_words("arcane_damage_to_opponent", _) --> !,           % FAB-1005
    [ "it has dealt arcane damage to an opposing hero this turn"-[] ].
effect_kind_words("arcane_damage_dealt", _) --> !,                 % FAB-1007
    [ "it has dealt arcane damage this turn"-[] ].
effect_kind_words("banished_card_played", _) --> !,                % FAB-1008
    [ "it has played a card from its banished zone this turn"-[] ].
effect_kind_words("attack_action_played", _) --> !,                % FAB-1009
    [ "it has played an attack action card this turn"-[] ].
effect_kind_words("next_action_card_go_again_min_cost", _) --> !,   % FAB-1247
    [ "its next action card with the cost Flash asks this turn gets go again"-[] ].
effect_kind_words("next_action_card_go_again", _) --> !,           % FAB-1010
    [ "its next Runeblade or Shadow action card this turn gains go again"-[] ].
effect_kind_words("next_attack_action_card_attack_arcane", N) --> !,   % FAB-1012
    [ "its next attack action card this turn gains \"When you attack with this, deal ~w arcane damage to target hero.\""-[N] ].
effect_kind_words("arcane_target_trigger", _) --> !,               % FAB-1012
    [ "an arcane damage of its to a target hero waits for the choice before it to be answered"-[] ].
effect_kind_words("sutcliffe_trigger", _) --> !,                   % FAB-1018
    [ "its Lord Sutcliffe's arcane damage waits for the choice before it to be answered"-[] ].
effect_kind_words("next_attack_action_card_hit_to_bottom", _) --> !,   % FAB-1011
    [ "its next attack action card this turn gains \"When this hits, put it on the bottom of its owner's deck.\""-[] ].
effect_kind_words("red_card_played", _) --> !,                     % FAB-742
    [ "it has played a red card this turn"-[] ].
effect_kind_words("blue_card_played", _) --> !,                    % FAB-1141
    [ "it has played a blue card this turn"-[] ].
effect_kind_words("next_attack_draw", _) --> !,                    % FAB-1346
    [ "its next blue attack this turn gets \"When this attacks, draw a card.\""-[] ].
effect_kind_words("next_attack_power of a name", Name-N) --> !,     % FAB-1365 ... FAB-1367
    [ "the next ~w it plays gets +~w power"-[Name, N] ].
effect_kind_words("next_attack_power of a small attack", Max-N) --> !,   % FAB-1368
    [ "its next attack this combat chain with ~w or less base power gets +~w power"-[Max, N] ].
effect_kind_words("damage_dealt", _) --> !,                        % FAB-759
    [ "its hero has been dealt damage this turn"-[] ].
effect_kind_words("named_power", N) --> !,                         % FAB-761
    [ "the Phoenix Flames it controls have +~w power this turn (Heat Wave)"-[N] ].
effect_kind_words("hit_triggers_stopped", _) --> !,                % FAB-924
    [ "the next time an attack action card hits this turn, effects don't trigger (Tarpit Trap)"-[] ].
effect_kind_words("riptide_trigger", _) --> !,                     % FAB-925
    [ "its hero Riptide's effect on a card played from hand waits for the choice before it"-[] ].
effect_kind_words("transform_trigger", N) --> !,                  % FAB-968
    [ "its transform of up to ~w ash waits for the choice before it to be answered"-[N] ].
effect_kind_words("card_power", N) --> !,                         % FAB-984
    [ "its Aether Ashwing has +~w power this turn (Skittering Sands)"-[N] ].
effect_kind_words("next_attack_action_card_hit_damage", N) --> !,   % FAB-993
    [ "the next time an attack action card hits a hero this turn, it deals ~w damage to them"-[N] ].
effect_kind_words("bows_again_as_instant", _) --> !,               % FAB-1101
    [ "each ability of the bows they control may be activated an additional time this turn, and as though it were an instant (Snap Shot)" ].
effect_kind_words("attack_hit_damage", N) --> !,                   % FAB-994
    [ "whenever an attack hits a hero this turn, it deals ~w damage to them"-[N] ].
effect_kind_words("next_attack_power of a card", N) --> !,         % FAB-813
    [ "the arrow Shiver put into its arsenal gets +~w power as it attacks this turn"-[N] ].
effect_kind_words("attack_damage_plus", N) --> !,                  % FAB-998
    [ "whenever an attack would deal damage this turn, it deals ~w more"-[N] ].
effect_kind_words("attack_damage_discard_unless_pay", N) --> !,    % FAB-999
    [ "whenever an attack deals damage to a hero this turn, they discard a card unless they pay ~w"-[N] ].
effect_kind_words("next_aura_instant", _) --> !,                  % FAB-1182 (card_texts_leaves.pl)
    [ "its next aura with that cost or less this turn may be played as though it were an instant, and enters with a +1 power counter if it is (Vengeful Apparition)"-[] ].
effect_kind_words("next_aura_instant_undecided", _) --> !,        % FAB-1181 (card_texts_leaves.pl)
    [ "whether its next aura with that cost or less this turn may be played as though it were an instant rulecheck cannot tell (Vengeful Apparition left the arena beside Illusionist auras that may have left with it)"-[] ].
effect_kind_words("merciful_soul", _) --> !,                     % FAB-1372 (card_texts_merciful.pl)
    [ "as Merciful Retribution's trigger resolves, the destroyed card goes into the soul if it is a non-token Light card still in the graveyard"-[] ].
effect_kind_words("merciful_undecided", _) --> !,                % FAB-1373 (card_texts_merciful.pl)
    [ "a trigger of Merciful Retribution rulecheck could not resolve: a hero's life and the soul may not be what the position shows"-[] ].
effect_kind_words("prevent_next_damage_all", _) --> !,            % FAB-1352 (card_texts_essence.pl)
    [ "the next time its hero would be dealt damage by a blue source this turn, all of it is prevented (Essence of Ancestry: Mind)"-[] ].
effect_kind_words("prevent_next_damage_all_undecided", _) --> !,  % FAB-1351 (card_texts_essence.pl)
    [ "whether the next damage a blue source would deal to its hero this turn is prevented rulecheck cannot tell (Essence of Ancestry: Mind left the arena beside Illusionist auras that may have left with it)"-[] ].
effect_kind_words("next_attack_hit_arcane_damage", N) --> !,   % FAB-1256 (card_texts_melds2.pl)
    [ "the next time an attack they control hits a hero this turn, Burn Up deals ~w arcane damage to them"-[N] ].
effect_kind_words("attack_action_damage_to_opponent", _) --> !,   % FAB-1434 (card_texts_briar_hero.pl)
    [ "an attack action card it controls has dealt damage to an opposing hero this turn (Briar)"-[] ].
effect_kind_words(_, _) -->
    [ "the next attack this turn gets go again"-[] ].

step_end_words("attack", ": the defend step begins").
step_end_words("reaction", ": damage is dealt").
step_end_words("damage", ": the chain link resolves").
step_end_words("resolution", ": the combat chain closes").

%   A card of the position before the move, by its id, as card_label/2
%   names it (the id alone if no card has it).
event_card(S0, Id, Label) :-
    (   state_card(S0, C), card_id(C, Id0), Id0 == Id
    ->  card_label(C, Label)
    ;   storm_proxy_label(S0, Id, Label0)      % card_texts_storm.pl: an ally's attack-proxy, made by the move (FAB-1490)
    ->  Label = Label0
    ;   Label = Id
    ).

event_power(S0, Id) -->
    (   { state_card(S0, C), card_id(C, Id0), Id0 == Id }
    ->  { card_power(C, P) },
        [ "power ~d"-[P] ]
    ;   [ "power unknown" ]
    ).

event_defense(S0, Id) -->
    (   { state_card(S0, C), card_id(C, Id0), Id0 == Id, card_type(C, T) }
    ->  { card_defense(C, D) },
        [ "~w, defense ~d"-[T, D] ]
    ;   [ "defense unknown" ]
    ).

%   defenders_defense(+S0, +Ids, -Total)// : the defending cards, each
%   with its defense, and their total.
defenders_defense(S0, Ids, Total) -->
    { maplist(defender_defense(S0), Ids, Ds),
      sum_list(Ds, Total) },
    defenders_defense_(Ids, S0).

defenders_defense_([Id], S0) --> !,
    defender_words(S0, Id).
defenders_defense_([Id|Ids], S0) -->
    defender_words(S0, Id), [ ", " ], defenders_defense_(Ids, S0).

defender_defense(S0, Id, D) :-
    (   state_card(S0, C), card_id(C, Id0), Id0 == Id
    ->  card_defense(C, D)
    ;   D = 0
    ).

defender_words(S0, Id) -->
    (   { state_card(S0, C), card_id(C, Id0), Id0 == Id }
    ->  { card_label(C, L), card_defense(C, D) },
        [ "~w (defense ~d)"-[L, D] ]
    ;   [ Id ]
    ).

%!  card_label(+Card, -Label:string) is det.
%
%   How a judge names a card: "Beast Mode (red) [c7]".

card_label(Card, Label) :-
    card_id(Card, Id),
    (   unknown_card(Card)
    ->  joined_text(["unknown card [", Id, "]"], Label)
    ;   get_dict(name, Card, Name)
    ->  (   card_prop(Card, color, Color)
        ->  Named = [Name, " (", Color, ")"]
        ;   Named = [Name]
        ),
        (   name_made_id(Card, Name, Id)        % the id says no more than the name
        ->  Parts = Named
        ;   append(Named, [" [", Id, "]"], Parts)
        ),
        joined_text(Parts, Label)
    ;   joined_text(["card ", Id], Label)
    ).

%   name_made_id(+Card, +Name, +Id): Id is the one a position gives a
%   card it names by its name alone (setup.pl, new_card_id/4: "Pack Hunt
%   (red)" is pack-hunt-red): the label leaves it out, the name says it.
%   A second copy's id (pack-hunt-red-2) stays, to tell the copies apart.
name_made_id(Card, Name, Id) :-
    string(Name),
    string(Id),
    sub_string(Name, 0, 3, _, P0),              % a quick look first: the slug
    string_lower(P0, P),                        % starts as the name does
    sub_string(Id, 0, 3, _, P),
    name_slug(Name, NS),
    (   Id == NS
    ->  true
    ;   card_prop(Card, color, Col),
        format(string(Stem), "~w-~w", [NS, Col]),
        Stem == Id
    ).

%   A zone in words.
zone_words(hero) --> !, [ "the hero zone" ].
zone_words(weapons) --> !, [ "the weapon zone" ].
zone_words(equipment) --> !, [ "the equipment zone" ].
zone_words(pitch) --> !, [ "the pitch zone" ].
zone_words(chain) --> !, [ "the combat chain" ].
zone_words(Z) --> [ "the ~w"-[Z] ].

ids_labels(P, Ids, Text) :-
    maplist(id_label(P), Ids, Labels),
    atomic_list_concat(Labels, ', ', Text).

%   A card's label, looked for first where a move's cards mostly are (the
%   hand, the arsenal, the equipment and weapons, the pitch zone, the
%   arena), then in zone/1's other zones.  card_where/4 walks zone/1's
%   order, the deck (some 40 cards) third: the labels of a defend
%   listing's 2,050 moves were a fifth of its time.  Ids are unique in a
%   state (FAB-105), so the order changes no label.
id_label(P, Id, Label) :-
    (   label_zone(Zone),
        card_in(P, Zone, Id, C)
    ->  card_label(C, Label)
    ;   joined_text(["card ", Id], Label)
    ).

label_zone(Zone) :- move_zone(Zone).
label_zone(Zone) :- zone(Zone), \+ move_zone(Zone).

move_zone(hand).  move_zone(arsenal).  move_zone(equipment).  move_zone(weapons).
move_zone(pitch).  move_zone(arena).

                 /*******************************
                 *   FACTS AND FIXES IN WORDS   *
                 *******************************/

%   fact_words(+Fact)// and fix_words(+Fix)//: the facts and fixes
%   explain gives (workflow.pl, fact/4 and fix/4), in a judge's words;
%   message//1 calls them for fact(Fact) and fix(Fix).


fact_words(no_card_to_cost(P, Card, From)) -->
    [ "~w has no card ~w in their ~w, so it has no cost to check"-[P, Card, From] ].
fact_words(no_ability_to_cost(P, Ability, Card)) -->
    [ "~w has no ability ~w on a card ~w of theirs, so it has no cost to check"-[P, Ability, Card] ].
fact_words(pitched_none_from_hand(P, Ids)) -->
    { ids_labels(P, Ids, T) },
    [ "none of the cards pitched (~w) is a card in ~w's hand with a pitch value, so none was pitched unneeded"-[T, P.name] ].
fact_words(rule_does_not_concern(Id, Action)) -->
    [ "rule ~w does not concern this ~w move"-[Id, Action] ].
fact_words(actor_and_mover(Why, P)) -->
    message(actor_why(Why)), [ "; the move is ~w's"-[P] ].
fact_words(stack(Layers, Priority, Passes)) -->
    stack_words(Layers, Priority, Passes).
fact_words(action_and_stack(Label, stack(Layers, Priority, Passes))) -->
    message(Label), [ " is an action; " ], stack_words(Layers, Priority, Passes).
fact_words(phase_offers(Phase, Offers, Action)) -->
    phase_words(Phase), [ ", which offers " ], offers_words(Offers),
    [ "; the move is ~w"-[Action] ].
fact_words(lives_and_end(Lives, End)) -->
    lives_words(Lives), [ "; " ], message(game_over(End)).
fact_words(lives_game_goes_on(Lives)) -->
    lives_words(Lives),
    [ ": no hero is at 0 life and nobody has conceded, so the game goes on" ].
fact_words(combat_step(TP, Step)) -->
    phase_words(combat_step(TP, Step)).
fact_words(chain_closed(TP)) -->
    phase_words(chain_closed(TP)).
fact_words(phase(Phase, TP)) -->
    phase_words(phase(Phase, TP)).
fact_words(card_in_zone(C, T, P, Z, From)) -->
    { card_label(C, L) },
    [ "~w, a card of type ~w, is in ~w's ~w; the move plays it from the ~w"-[L, T, P, Z, From] ].
fact_words(card_in_zone_of(C, O, Z)) -->
    { card_label(C, L) },
    [ "~w is in ~w's ~w"-[L, O, Z] ].
fact_words(no_card_anywhere(P, Card)) -->
    [ "~w has no card ~w in hand, arsenal or any other zone"-[P, Card] ].
fact_words(cost_and_resources(What, Cost, Name, Have, Pitched, Total)) -->
    thing_words(What),
    [ " costs ~d; ~w has ~d resource point(s) and the move pitches "-[Cost, Name, Have] ],
    pitched_words(Pitched), [ ": ~d in all"-[Total] ].
fact_words(pitch_steps(Cards, Have, Cost)) -->
    [ "in the move's order: " ], pitch_steps_words(Cards, Have),
    [ "; the cost is ~d"-[Cost] ].
fact_words(lowest_first_works(Canon, Also)) -->
    [ "check accepts any order in which each card is still needed when pitched; for these cards lowest pitch value first works (" ],
    pitch_order_words(Canon),
    [ "), and legal-moves lists the set in that order" ], also_words(Also).
fact_words(no_pitch_order_works(Canon, Last, Already, Cost)) -->
    { card_label(Last, LL) },
    [ "no order of these cards works: even lowest pitch value first (" ],
    pitch_order_words(Canon),
    [ "), ~w comes with ~d point(s) already, enough for the cost of ~d; the set holds more than is needed"-[LL, Already, Cost] ].
fact_words(hand_pitch(P, Hand)) -->
    [ "~w's hand: "-[P] ], hand_pitch_words(Hand).
fact_words(card_played(P, Id)) -->
    { id_label(P, Id, L) },
    [ "the card being played is ~w"-[L] ].
fact_words(additional_cost(C, Spec)) -->
    { card_label(C, L) },
    [ "~w has an additional cost: "-[L] ], spec_words(Spec).
fact_words(no_additional_cost(C)) -->
    { card_label(C, L) },
    [ "~w has no additional cost"-[L] ].
fact_words(discards_nothing) -->
    [ "the move discards nothing" ].
fact_words(discards(P, Ds)) -->
    { ids_labels(P, Ds, DT) },
    [ "the move discards ~w"-[DT] ].
fact_words(left_after_pitch(Left)) -->
    [ "left in hand once the card is played and the pitch paid: " ],
    cards_words(Left, with_power).
fact_words(action_card_and_points(C, T, P, Points, TurnPlayer, Phase)) -->
    { card_label(C, L) },
    [ "~w is an ~w card; ~w has ~d action point(s) (it is ~w's turn, ~w phase)"-[L, T, P, Points, TurnPlayer, Phase] ].
fact_words(not_an_action_card(C, T)) -->
    { card_label(C, L) },
    [ "~w is an ~w, not an action card: it needs no action point"-[L, T] ].
fact_words(action_kind_and_chain(Label, Kind, Chain)) -->
    message(Label),
    (   { Kind == attack }
    ->  [ " is an attack; " ]
    ;   [ " is a non-attack action; " ]
    ),
    chain_words(Chain).
fact_words(reaction_kind(Label, T)) -->
    message(Label), [ " is an ~w"-[T] ].
fact_words(chain_open(Step, Controller, Defender, Attack)) -->
    chain_words(chain_open(Step, Controller, Defender, Attack)).
fact_words(chain_layer_step(Who, Source)) -->
    chain_words(chain_layer_step(Who, Source)).
fact_words(chain_closed) -->
    chain_words(chain_closed).
fact_words(ability_sources(P, Sources)) -->
    [ "~w's hero, weapons and equipment: "-[P] ], ability_sources_words(Sources).
fact_words(names_ability(Ability, Card)) -->
    [ "the move names ability ~w of ~w"-[Ability, Card] ].
fact_words(ability_limit(Ability, C, Limit, Done)) -->
    { card_label(C, L),
      (   Limit == once_per_turn -> Lim = "once per turn"
      ;   Limit == no_limit -> Lim = "without a limit"
      ;   format(string(Lim), "limited to ~w (text rulecheck does not check)", [Limit])
      ),
      (   Done == [] -> DT = "none" ; atomic_list_concat(Done, ", ", DT) ) },
    [ "ability ~w of ~w is ~w; abilities activated this turn: ~w"-[Ability, L, Lim, DT] ].
fact_words(ability_type_and_points(Ability, C, T, P, Points)) -->
    { card_label(C, L) },
    [ "ability ~w of ~w is an ~w ability; ~w has ~d action point(s)"-[Ability, L, T, P, Points] ].
fact_words(declares_no_defenders) -->
    [ "the move declares no defending cards" ].
fact_words(declares_defenders(P, Ids)) -->
    [ "the move declares " ], defenders_words(Ids, P).
fact_words(may_defend(P, Eligible)) -->
    [ "~w's cards that can defend (hand and equipment): "-[P] ],
    cards_words(Eligible, with_defense).
fact_words(arsenal_empty(P)) -->
    [ "~w's arsenal is empty"-[P] ].
fact_words(arsenal_declared(P, Arsenal)) -->
    [ "~w's arsenal holds "-[P] ], cards_words(Arsenal, plain),
    [ ", and the move declares it" ].
fact_words(arsenal_not_declared(P, Arsenal)) -->
    [ "~w's arsenal holds "-[P] ], cards_words(Arsenal, plain),
    [ "; the move does not declare it" ].
fact_words(arsenal_holds(P, Arsenal)) -->
    [ "~w's arsenal already holds "-[P] ], cards_words(Arsenal, plain).
fact_words(arsenal_card_in_hand(C, P)) -->
    { card_label(C, L) },
    [ "~w is in ~w's hand"-[L, P] ].
fact_words(arsenal_card_in_zone(C, P, Z)) -->
    { card_label(C, L) },
    [ "~w is in ~w's ~w, not in hand"-[L, P, Z] ].
fact_words(no_such_card(P, Id)) -->
    [ "~w has no card ~w"-[P, Id] ].

%   The stack, bottom to top, with who has priority (workflow.pl,
%   stack_state/2): "1. alice's Lunging Press (red) [c1]; 2. ...".
stack_words([], Priority, Passes) --> !,
    [ "the stack is empty; ~w has priority, passes ~w"-[Priority, Passes] ].
stack_words(Layers, Priority, Passes) -->
    [ "the stack holds, bottom to top: " ], layers_words(Layers, 1),
    [ "; ~w has priority, passes ~w"-[Priority, Passes] ].

layers_words([L], I) --> !,
    [ "~d. "-[I] ], layer_words(L).
layers_words([L|Ls], I) -->
    [ "~d. "-[I] ], layer_words(L), [ "; " ],
    { I1 is I + 1 },
    layers_words(Ls, I1).

layer_words(card_layer(Controller, C)) -->
    { card_label(C, CL) },
    [ "~w's ~w"-[Controller, CL] ].
layer_words(ability_layer(Controller, Type, Ability, Source)) -->
    { (   Source = card(C) -> card_label(C, CL) ; Source = id(CL) ) },
    [ "~w's ~w ability ~w of ~w"-[Controller, Type, Ability, CL] ].

%   The phase (workflow.pl, phase_state/2), and the moves it offers.
phase_words(combat_step(TP, Step)) -->
    [ "it is the action phase of ~w's turn, in the ~w step of combat"-[TP, Step] ].
phase_words(chain_closed(TP)) -->
    [ "it is the action phase of ~w's turn, the combat chain closed"-[TP] ].
phase_words(phase(Phase, TP)) -->
    [ "it is the ~w phase of ~w's turn"-[Phase, TP] ].

offers_words(["pass"]) --> !, [ "only a pass (into the action phase)" ].
offers_words([Action]) --> !, [ "only ~w"-[Action] ].
offers_words([A, B]) --> !, [ "~w and ~w"-[A, B] ].
offers_words([A|As]) --> [ "~w, "-[A] ], offers_words(As).

chain_words(chain_open(Step, Controller, Defender, Attack)) -->
    { card_label(Attack, AL) },
    [ "the combat chain is open, in its ~w step: ~w attacks ~w with ~w"-[Step, Controller, Defender, AL] ].
chain_words(chain_layer_step(Who, Source)) -->
    { (   Source = card(C) -> card_label(C, AL) ; Source = id(AL) ) },
    [ "the combat chain is open, in its layer step: ~w's attack ~w waits on the stack, and becomes the next chain link as it resolves (CR 7.0.2a, 7.1.1)"-[Who, AL] ].
chain_words(chain_closed) -->
    [ "the combat chain is closed" ].

lives_words([Name-Life]) --> !,
    [ "~w has ~w life"-[Name, Life] ].
lives_words([Name-Life|Lives]) --> !,
    [ "~w has ~w life, "-[Name, Life] ], lives_words(Lives).
lives_words([]) -->
    [].

%   What a play or activation pays for (workflow.pl, paid_thing/6).
thing_words(card(C)) -->
    { card_label(C, L) },
    [ "~w"-[L] ].
thing_words(arcane_barrier([])) --> !,
    [ "the prevention chosen" ].
thing_words(arcane_barrier(Cs)) -->
    { maplist(card_label, Cs, Ls),
      atomic_list_concat(Ls, ', ', T),
      (   forall(member(C, Cs), card_keyword_value(C, "Arcane Barrier", _))
      ->  K = "Arcane Barrier"
      ;   K = "the prevention"                  % Quell's among them (FAB-648)
      )
    },
    [ "~w of ~w"-[K, T] ].
thing_words(ability(Ability, C)) -->
    { card_label(C, L) },
    [ "ability ~w of ~w"-[Ability, L] ].

pitched_words([]) --> !,
    [ "nothing" ].
pitched_words(Cards) -->
    cards_pitch_words(Cards).

%   Cards with their pitch values: "Lunging Press (red) [c1] (1), ...".
cards_pitch_words([C]) --> !,
    card_pitch_words(C).
cards_pitch_words([C|Cs]) --> !,
    card_pitch_words(C), [ ", " ], cards_pitch_words(Cs).
cards_pitch_words([]) -->
    [].

card_pitch_words(C) -->
    { card_label(C, L) },
    (   { pitch_of(C, V) }
    ->  [ "~w (~d)"-[L, V] ]
    ;   [ "~w"-[L] ]
    ).

%   "X (2) with 0 point(s) already, then Y (2) with 2 point(s) already"
pitch_steps_words([C], Have) --> !,
    card_pitch_words(C), [ " with ~d point(s) already"-[Have] ].
pitch_steps_words([C|Cs], Have) --> !,
    card_pitch_words(C), [ " with ~d point(s) already, then "-[Have] ],
    { pitch_of(C, V), Have1 is Have + V },
    pitch_steps_words(Cs, Have1).
pitch_steps_words([], _) -->
    [].

pitch_order_words([C]) --> !,
    card_pitch_words(C).
pitch_order_words([C|Cs]) --> !,
    card_pitch_words(C), [ ", then " ], pitch_order_words(Cs).
pitch_order_words([]) -->
    [].

also_words(move_order_works) --> [ "; the move's order works too" ].
also_words(move_order_fails) --> [ "; the move's order does not" ].

hand_pitch_words([]) --> !,
    [ "empty" ].
hand_pitch_words(Hand) -->
    hand_pitch_parts(Hand).

hand_pitch_parts([C]) --> !,
    hand_pitch_part(C).
hand_pitch_parts([C|Cs]) --> !,
    hand_pitch_part(C), [ ", " ], hand_pitch_parts(Cs).
hand_pitch_parts([]) -->
    [].

hand_pitch_part(C) -->
    { card_label(C, L) },
    (   { pitch_of(C, V) }
    ->  [ "~w (pitch ~d)"-[L, V] ]
    ;   [ "~w (no pitch value)"-[L] ]
    ).

%   An additional cost: "discard (mandatory; 1 card(s) with 6 or more power)".
spec_words(Spec) -->
    { spec_count(Spec, N),
      spec_min_power(Spec, MinP),
      (   spec_optional(Spec) -> Opt = "optional" ; Opt = "mandatory" ) },
    spec_label(Spec),
    (   { get_dict(any_number, Spec, true) }          % card_texts_boltyn.pl (FAB-893)
    ->  [ " (~w; any number of cards)"-[Opt] ]
    ;   { MinP > 0 }
    ->  [ " (~w; ~d card(s) with ~d or more power)"-[Opt, N, MinP] ]
    ;   [ " (~w; ~d card(s))"-[Opt, N] ]
    ).

%   spec_label(+Spec)//: an additional cost as the card's text names it,
%   or "discard 1 random card" and the like.
spec_label(Spec) -->
    (   { get_dict(label, Spec, Label) }
    ->  [ Label ]
    ;   { spec_count(Spec, N),
          spec_min_power(Spec, MinP),
          (   get_dict(kind, Spec, Kind) -> true ; Kind = "discard" ),
          kind_verb(Kind, Verb),
          (   get_dict(random, Spec, true) -> R = " random" ; R = "" ),
          (   N =:= 1 -> Cards = "card" ; Cards = "cards" ) },
        [ "~w ~d~w ~w"-[Verb, N, R, Cards] ],
        (   { MinP > 0 }
        ->  [ " with ~d or more power"-[MinP] ]
        ;   []
        ),
        (   { Kind == "bottom" }
        ->  [ " from hand on the bottom of the deck" ]
        ;   []
        )
    ).

%   printings(+Entries)//: "red (pitch 1), yellow (pitch 2) and blue (pitch 3)".
printings([E]) --> !,
    printing(E).
printings([E, Last]) --> !,
    printing(E), [ " and " ], printing(Last).
printings([E|Es]) -->
    printing(E), [ ", " ], printings(Es).

printing(E) -->
    (   { get_dict(color, E, Col) }
    ->  [ "~w (pitch ~w)"-[Col, E.pitch] ]
    ;   [ "without a colour" ]
    ).

%   Cards named plainly, with their power or with their defense; "none"
%   for no card.
cards_words([], _) --> !,
    [ "none" ].
cards_words(Cards, How) -->
    cards_words_(Cards, How).

cards_words_([C], How) --> !,
    card_words(How, C).
cards_words_([C|Cs], How) --> !,
    card_words(How, C), [ ", " ], cards_words_(Cs, How).
cards_words_([], _) -->
    [].

card_words(plain, C) -->
    { card_label(C, L) },
    [ "~w"-[L] ].
card_words(with_power, C) -->
    { card_label(C, L), card_power(C, Pw) },
    [ "~w (~d power)"-[L, Pw] ].
card_words(with_defense, C) -->
    { card_label(C, L), card_defense(C, D) },
    [ "~w (defense ~d)"-[L, D] ].

%   The cards a defend move declares, each with where it comes from.
defenders_words([Id], P) --> !,
    declared_defender_words(P, Id).
defenders_words([Id|Ids], P) --> !,
    declared_defender_words(P, Id), [ ", " ], defenders_words(Ids, P).
defenders_words([], _) -->
    [].

declared_defender_words(P, Id) -->
    (   { ( card_in(P, hand, Id, C), Z = "hand" ; card_in(P, equipment, Id, C), Z = "equipment" ) }
    ->  { card_label(C, L), card_type(C, Ty) },
        (   { can_defend(C) }
        ->  { card_defense(C, D) },
            [ "~w from ~w (defense ~d)"-[L, Z, D] ]
        ;   { Ty == "defense reaction" }
        ->  [ "~w from ~w (a defense reaction)"-[L, Z] ]
        ;   [ "~w from ~w (no defense value)"-[L, Z] ]
        )
    ;   { card_where(P, Id, Z, C) }
    ->  { card_label(C, L) },
        [ "~w from the ~w"-[L, Z] ]
    ;   [ "~w (no such card of ~w)"-[Id, P.name] ]
    ).

ability_sources_words([C-N]) --> !,
    ability_source_words(C, N).
ability_sources_words([C-N|Sources]) --> !,
    ability_source_words(C, N), [ ", " ], ability_sources_words(Sources).
ability_sources_words([]) -->
    [].

ability_source_words(C, N) -->
    { card_label(C, L),
      (   N =:= 1 -> Suffix = "y" ; Suffix = "ies" ) },
    [ "~w (~d activated abilit~w)"-[L, N, Suffix] ].

fix_words(wait_for_defenders(A, TP)) -->
    [ "wait: ~w, the defending player, declares defenders first; then the turn player, ~w, has priority"-[A, TP] ].
fix_words(wait_for_priority(A, P)) -->
    [ "wait for priority: ~w has it, and ~w gets it when ~w passes"-[A, P, A] ].
fix_words(wait_for_turn_player(A, Phase)) -->
    [ "wait: only the turn player, ~w, moves in the ~w phase"-[A, Phase] ].
fix_words(pass_first) -->
    [ "pass first: the turn player's pass begins the action phase, where cards are played and abilities activated" ].
fix_words(play_from_hand(C)) -->
    { card_label(C, L) },
    [ "~w is in hand: play it with \"from\": \"hand\""-[L] ].
fix_words(play_from_arsenal(C)) -->
    { card_label(C, L) },
    [ "~w is in the arsenal: play it with \"from\": \"arsenal\""-[L] ].
fix_words(activate_not_play(C, T)) -->
    { card_label(C, L) },
    [ "~w is a ~w: its abilities are activated (activate), it is not played"-[L, T] ].
fix_words(play_a_playable_type(C, T)) -->
    { card_label(C, L) },
    [ "~w (type ~w) cannot be played; play an action, attack action, instant, attack reaction or defense reaction card"-[L, T] ].
fix_words(only_owner_plays(O, Card)) -->
    [ "only ~w may play ~w: play one of your own cards"-[O, Card] ].
fix_words(no_card_to_play(P)) -->
    [ "~w has no card in hand or arsenal to play"-[P] ].
fix_words(play_one_of(P, Cards)) -->
    [ "play a card from ~w's hand or arsenal: "-[P] ], cards_words(Cards, plain).
fix_words(pitch_also_one_of(Short, Cards)) -->
    [ "needs ~d more resource point(s): pitch also, last, one of "-[Short] ],
    cards_pitch_words(Cards).
fix_words(pitch_also_some_of(Short, Cards)) -->
    [ "needs ~d more resource point(s): pitch also some of "-[Short] ],
    cards_pitch_words(Cards), [ " (lowest pitch value first)" ].
fix_words(cannot_be_paid(Short, Name, Avail, What)) -->
    [ "needs ~d more resource point(s), but ~w's hand holds only ~d more: "-[Short, Name, Avail] ],
    thing_words(What), [ " cannot be paid for now (all costs or nothing)" ].
fix_words(pitch_nothing(Name, Have, Cost)) -->
    [ "pitch nothing: ~w already has ~d resource point(s), enough for the cost of ~d"-[Name, Have, Cost] ].
fix_words(pitch_lowest_first(Ids)) -->
    { atomic_list_concat(Ids, ", then ", T) },
    [ "pitch the same cards lowest pitch value first: ~w; each is then still needed when it is pitched"-[T] ].
fix_words(pitch_fewer(Ids)) -->
    { atomic_list_concat(Ids, ", then ", T) },
    [ "pitch fewer cards, in this order: ~w (every card needed)"-[T] ].
fix_words(leave_out_of_pitch(Id, Why)) -->
    [ "leave ~w out of the pitch: "-[Id] ], message(pitch_why(Why)).
fix_words(no_other_card_to_pitch(Name)) -->
    [ "~w has no other card in hand to pitch"-[Name] ].
fix_words(pitch_only_from_hand(Name, Cards)) -->
    [ "pitch only cards from ~w's hand, each once: "-[Name] ], cards_pitch_words(Cards).
fix_words(discard_nothing_optional) -->
    [ "discard nothing: the additional cost is optional" ].
fix_words(discard_exactly(N, Eligible)) -->
    [ "discard exactly ~d of the cards left in hand after pitching that qualify: "-[N] ],
    cards_words(Eligible, with_power).
fix_words(no_card_for_additional_cost(C)) -->
    { card_label(C, L) },
    [ "no card left in hand after pitching can pay ~w's additional cost: pitch other cards so that one is left to discard, or ~w cannot be played"-[L, L] ].
fix_words(discard_nothing) -->
    [ "discard nothing: \"discard\": []" ].
fix_words(wait_for_resolution_step) -->
    [ "wait for the resolution step: once both players pass in the reaction step damage is dealt, once they pass in the damage step the link resolves, and then another attack may continue the chain" ].
fix_words(close_the_chain_first) -->
    [ "close the combat chain first: both players pass in succession in the resolution step; then non-attack actions may be played" ].
fix_words(wait_for_empty_stack(N, Label)) -->
    [ "wait until the stack is empty: pass, and the ~d layer(s) resolve when both players pass in succession; then "-[N] ],
    message(Label), [ " may be played" ].
fix_words(wait_for_reaction_step(Step)) -->
    [ "wait for the reaction step (the chain is in its ~w step)"-[Step] ].
fix_words(attack_first(Label)) -->
    message(Label),
    [ " needs an attack of your own on the chain: attack first, then play it in the reaction step" ].
fix_words(needs_an_attack_against_you(Label)) -->
    message(Label),
    [ " needs an attack against you: play it in the reaction step, after defenders are declared" ].
fix_words(only_controller_reacts(Controller)) -->
    [ "only ~w, who controls the attack, may play an attack reaction now"-[Controller] ].
fix_words(only_defender_reacts(Defender)) -->
    [ "only ~w, the defending player, may play a defense reaction now"-[Defender] ].
fix_words(no_activated_abilities(P)) -->
    [ "~w's hero, weapons and equipment have no activated abilities"-[P] ].
fix_words(name_an_ability(P, Abilities)) -->
    [ "name an ability of ~w's own hero, weapon or equipment: "-[P] ],
    abilities_words(Abilities).
fix_words(already_activated(C, P)) -->
    { card_label(C, L) },
    [ "this ability of ~w was already activated this turn: it can be activated again in ~w's next turn"-[L, P] ].
fix_words(defense_reaction_not_defender(C)) -->
    { card_label(C, L) },
    [ "~w is a defense reaction: leave it out of the defenders and play it in the reaction step"-[L] ].
fix_words(leave_out_of_defenders(Id)) -->
    [ "leave ~w out of the defenders"-[Id] ].
fix_words(declare_each_once(Set)) -->
    [ "declare each card once: ~w"-[Set] ].
fix_words(defend_with_nothing) -->
    [ "defend with no cards: {\"cards\": []}" ].
fix_words(declare_only_defenders(Eligible)) -->
    [ "declare only cards from hand and equipment with a defense value, each once: " ],
    cards_words(Eligible, with_defense).
fix_words(arsenal_defense_reaction(C)) -->
    { card_label(C, L) },
    [ "leave ~w out of the defenders: as a defense reaction it may be played from the arsenal in the reaction step"-[L] ].
fix_words(arsenal_does_not_defend(C)) -->
    { card_label(C, L) },
    [ "leave ~w out of the defenders: cards in the arsenal do not defend"-[L] ].
fix_words(no_arsenal_it_is_full(Arsenal)) -->
    [ "end the turn without arsenalling a card: the arsenal already holds " ],
    cards_words(Arsenal, plain).
fix_words(no_arsenal_hand_empty) -->
    [ "end the turn without arsenalling a card: the hand is empty" ].
fix_words(arsenal_from_hand(Hand)) -->
    [ "arsenal a card from hand: " ], cards_words(Hand, plain).
fix_words(no_arsenal) -->
    [ "end the turn without arsenalling a card" ].
fix_words(game_ended(End)) -->
    [ "none: the game ended when " ], end_words(End),
    [ ", and no move is legal after it" ].
fix_words(see_nearest_moves) -->
    [ "see the legal moves nearest to this one: the position offers no such move" ].
fix_words(end_the_turn) -->
    [ "end the turn with end_turn (arsenalling a card from hand if the arsenal is empty)" ].
fix_words(declare_defenders_instead) -->
    [ "declare defenders instead: {\"action\": \"defend\", \"cards\": []} defends with nothing" ].
fix_words(too_late_end_the_turn) -->
    [ "too late: the action phase is over; end the turn with end_turn" ].
fix_words(declare_defenders_first) -->
    [ "declare defenders first (defend); cards are played and abilities activated in the reaction step" ].
fix_words(wait_for_defend_step) -->
    [ "wait for the defend step: it begins when both players pass in succession in the attack step" ].
fix_words(defenders_declared_once(Step)) -->
    [ "defenders are declared once, in the defend step after an attack; the chain is in its ~w step"-[Step] ].
fix_words(wait_for_an_attack) -->
    [ "defenders are declared only when an attack is made against you; wait for one" ].
fix_words(pass_to_begin_action_phase) -->
    [ "pass to begin the action phase; the end phase comes when both players pass in succession with the combat chain closed" ].
fix_words(pass_to_end_phase) -->
    [ "both players pass in succession with the combat chain closed: then the end phase begins and end_turn may be made" ].
fix_words(only_turn_player_has_points(TP, P)) -->
    [ "only the turn player, ~w, has action points: ~w may play instants and reactions now, not actions"-[TP, P] ].
fix_words(no_action_point_left(P)) -->
    [ "~w has no action point left: only go again gives one back; play an instant or pass"-[P] ].

%   What of a player's a move turns on that another cannot see
%   (workflow.pl, hidden_part/4).
unseen_words(arsenal_and_hand(P)) -->
    [ "the face-down card in ~w's arsenal and ~w's hand"-[P, P] ].
unseen_words(hand(P)) -->
    [ "~w's hand"-[P] ].
unseen_words(pitched(P)) -->
    [ "~w's hand (the cards pitched)"-[P] ].
unseen_words(defending(P)) -->
    [ "~w's hand (the defending cards)"-[P] ].
unseen_words(arsenalled(P)) -->
    [ "~w's hand (the card arsenalled)"-[P] ].
unseen_words(deck(P)) -->                                   % FAB-563, FAB-568
    [ "~w's deck"-[P] ].

game_over_loser(End) -->
    (   { End = draw(_) }
    ->  [ " (a draw)" ]
    ;   { arg(1, End, Loser) },
        [ " (~w loses)"-[Loser] ]
    ).

%   How the game ended (FAB-702's fix).
end_words(conceded(L)) -->
    [ "~w conceded"-[L] ].
end_words(defeated(L)) -->
    [ "~w's hero reached 0 life"-[L] ].
end_words(draw(Ns)) -->
    { atomic_list_concat(Ns, ' and ', T) },
    [ "the heroes of ~w reached 0 life at once"-[T] ].

%   The abilities a player may name, each as the move that names it.
abilities_words([A]) --> !,
    ability_words(A).
abilities_words([A|As]) --> !,
    ability_words(A), [ "; " ], abilities_words(As).
abilities_words([]) -->
    [].

ability_words(ability(C, I, T)) -->
    { card_label(C, L), card_id(C, Id) },
    [ "~w ability ~d (~w): {\"card\": \"~w\", \"ability\": ~d}"-[L, I, T, Id, I] ].

                 /*******************************
                 *         MOVES IN WORDS       *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.
%
%   A move in words: message(move(State, Move))//.

move_text(S, M, Text) :-
    reason_text(flesh_and_blood, move(S, M), Text).

%!  move_text(+State, +Viewer, +Move, -Text) is det.
%
%   Move in the words Viewer may be told: a move of another player names
%   the cards left in that player's hand by their number alone, as the
%   table sees them (the hand is a private zone: CR 3.0.3, 3.0.4b of the
%   Comprehensive Rules, as published February 2026). Marked in the state
%   the words read ('$hand_seen_by'), never in an answer.

move_text(S, Viewer, M, Text) :-
    (   get_dict(player, M, Who), Who \== Viewer
    ->  reason_text(flesh_and_blood, move(S.put('$hand_seen_by', Viewer), M), Text)
    ;   move_text(S, M, Text)
    ).

move_words(S, M) -->
    (   move_words(M.action, S, M)
    ->  []
    ;   { M.action == "play" }
    ->  [ M.player, " plays ", M.card, " from ", M.from ]
    ;   { M.action == "activate" }
    ->  [ M.player, " activates ability ", M.ability, " of ", M.card ]
    ;   [ M.player, ": ", M.action ]
    ).

move_words("pass", S, M) -->
    (   { S.phase == "start" }
    ->  [ M.player, " begins the action phase (1 action point)" ]
    ;   [ M.player, " passes" ]
    ).
move_words("play", S, M) -->
    { played_card(S, M, P, C),
      card_label(C, L),
      move_play_cost(S, M, P, C, Cost),
      pitch_ids(M, Pitch),
      key_value(discard, M, [], Ds),
      card_id(C, CId)
    },
    [ M.player, " plays ", L, " from ", M.from, ", " ],
    payment_words(P, Cost, Pitch),
    (   { Ds == [] }
    ->  []
    ;   { ids_labels(P, Ds, DL),
          (   card_additional_cost(C, Spec), get_dict(kind, Spec, Kind) -> true ; Kind = "discard" )
        },
        additional_cost(Kind, DL)
    ),
    finish4_banish_words(P, M, C, Banished, Gain),   % card_texts_finish4.pl: Soul Reaping's (FAB-1102)
    [ "; " ],
    { taken_from_hand(C, Ds, Gone0),            % card_texts.pl: a revealed card stays
      append(Gone0, Banished, Gone),
      Net is Cost - Gain
    },
    leaves(S, P, CId, Net, Pitch, Gone).
move_words("activate", S, M) -->
    { activated_ability(S, M, P, C, Ab),
      card_label(C, L),
      activation_cost(S, P, C, Ab, Cost0),
      (   chi_cost(Ab, K) -> Cost is Cost0 + K ; Cost = Cost0 ),   % card_texts_chi.pl (FAB-1107)
      ability_type(Ab, AT),
      pitch_ids(M, Pitch)
    },
    [ M.player, " activates the ", AT, " ability of ", L ],
    soul_banish_words(S, P, M), bottom_cost_words(S, P, M),   % card_texts_prism.pl (FAB-756), card_texts_finish.pl (FAB-705)
    aura_cost_words(P, M),                      % card_texts_aurora.pl (FAB-1083)
    (   { chi_cost_text(Ab, Text) }            % card_texts_chi.pl: chi points (FAB-1107)
    ->  [ " (cost \"", Text, "\", chi points first), " ],
        payment_words(P, Cost, Pitch)
    ;   { ability_cost_text(Ab, Text) }        % the cost holds more (FAB-119)
    ->  [ " (cost \"", Text, "\"), " ],
        (   { Pitch == [], Cost =:= 0 }
        ->  [ "paying no resource points" ]
        ;   payment_words(P, Cost, Pitch)
        )
    ;   [ ", " ],
        payment_words(P, Cost, Pitch)
    ),
    (   { get_dict(discard_self, Ab, true), card_id(C, CId) }   % card_texts_windup.pl (FAB-790)
    ->  [ ", discarding it from hand" ], { Gone = [CId] }
    ;   { Gone = [] }
    ),
    [ "; " ],
    { key_value(discard, M, [], Ds),            % card_texts_kayo.pl (FAB-690)
      key_value(bottom, M, [], Bo), hand_banished(S, M, Bh), append([Gone, Ds, Bo, Bh], Left) },   % card_texts_finish.pl (FAB-705), card_texts_singles.pl (FAB-974)
    leaves(S, P, none, Cost, Pitch, Left).
move_words("defend", S, M) -->
    { player(S, M.player, P),
      key_value(cards, M, [], Ids),
      active_link(S, Link),
      card_label(Link.attack, AL)
    },
    (   { Ids == [] }
    ->  [ M.player, " does not defend ", AL ]
    ;   { ids_labels(P, Ids, DL) },
        [ M.player, " defends ", AL, " with ", DL ]
    ).
move_words("concede", _, M) -->
    [ M.player, " concedes the game" ].
move_words("end_turn", S, M) -->
    (   { get_dict(arsenal, M, Id), Id \== null }
    ->  { player(S, M.player, P),
          id_label(P, Id, L) },
        [ M.player, " ends the turn, putting ", L, " into the arsenal" ]
    ;   [ M.player, " ends the turn without arsenalling a card" ]
    ).

%   The cards an additional cost takes, in words.
additional_cost("discard", DL) --> [ ", discarding ", DL ].
additional_cost("banish", DL) --> [ ", banishing ", DL ].
additional_cost("bottom", DL) --> [ ", putting ", DL, " on the bottom of the deck" ].
additional_cost("reveal", DL) --> [ ", revealing ", DL, " from hand" ].
additional_cost("charge", DL) --> [ ", charging ", DL, " into the hero's soul" ].   % FAB-880
additional_cost("top", DL) --> [ ", putting ", DL, " on top of the deck" ].   % FAB-909

payment_words(P, Cost, Pitch) -->
    (   { Pitch == [], Cost =:= 0 }
    ->  [ "at no cost" ]
    ;   { Pitch == [] }
    ->  [ "paying its cost of ", Cost, " from the ", P.resource_points,
          " resource point(s) ", P.name, " already has" ]
    ;   { maplist(pitch_part(P), Pitch, Parts),
          atomic_list_concat(Parts, ', then ', PT) },
        [ "paying its cost of ", Cost, " by pitching ", PT ]
    ).

%   leaves(+State, +Player, +PlayedId, +Cost, +Pitch, +Gone)//: what the
%   move leaves its player: resource points and the cards in hand, named,
%   or counted for a viewer who cannot see them (move_text/4).
leaves(S, P, PlayedId, Cost, Pitch, Ds) -->
    { maplist(pitch_value_in_hand(P), Pitch, Vs),
      sum_list(Vs, Sum),
      Left is P.resource_points + Sum - Cost,
      exclude(gone_card(PlayedId, Pitch, Ds), P.hand, Hand),
      (   Hand == []
      ->  HT = "no cards"
      ;   get_dict('$hand_seen_by', S, Viewer), Viewer \== P.name
      ->  length(Hand, N),
          (   N =:= 1 -> HT = "1 card" ; format(string(HT), "~d cards", [N]) )
      ;   maplist(card_label, Hand, HLs),
          atomic_list_concat(HLs, ', ', HT)
      )
    },
    (   { Left >= 0 }
    ->  [ "leaves ", Left, " resource point(s) and ", HT, " in hand" ]
    ;   { Short is -Left },
        [ "falls ", Short, " resource point(s) short, with ", HT, " left in hand" ]
    ).

pitch_part(P, Id, S) :-
    (   card_in(P, hand, Id, C)
    ->  card_label(C, L),
        (   card_prop(C, pitch, V)
        ->  joined_text([L, " (", V, ")"], S)
        ;   unknown_card(C)
        ->  S = L
        ;   joined_text([L, " (no pitch value)"], S)
        )
    ;   joined_text([Id], S)
    ).

pitch_value_in_hand(P, Id, V) :-
    (   card_in(P, hand, Id, C),
        card_prop(C, pitch, V0)
    ->  V = V0
    ;   V = 0
    ).

%   The card is the card played, pitched or discarded: gone from hand.
gone_card(PlayedId, Pitch, Ds, C) :-
    card_id(C, Id),
    (   Id == PlayedId
    ;   memberchk(Id, Pitch)
    ;   memberchk(Id, Ds)
    ),
    !.

