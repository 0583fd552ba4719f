/*  Flesh and Blood: cards of the Dromai and Riptide Blitz Decks that the
    earlier parts left unread: Red Hot, Tarpit Trap and Riptide.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Red Hot (the Dromai Blitz Deck): its rupture, as chain link 4 or
      higher, reveals the top X cards of its player's deck (X their
      Draconic chain links), deals damage equal to the red cards
      revealed to the hero they target, then shuffles (FAB-922,
      FAB-923: the red_hot_target choice, a target move; the revealed
      cards are named in the position first, FAB-106);
    - Tarpit Trap (the Riptide Blitz Deck): defending an attack with go
      again, the next hit of an attack action card this turn triggers no
      effect (FAB-924: a hit trigger's limit still counts it);
    - Riptide (the Riptide Blitz Deck's hero): as its player plays a card
      from hand, they may put a card from hand face down into their
      arsenal (FAB-925, FAB-926: the riptide_to_arsenal choice); whenever
      a trap of theirs triggers, 1 damage to the attacking hero (FAB-927).

    The decks' other unread cards stay assumptions of the answers, or
    make them unknown (FAB-119); docs/games/flesh-and-blood.md says which
    and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, effect//4, broken/4, moot/3, rule_fact/4, fact_words//1,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, choice_words//1,
   text_choice_words//2, move_words//3, not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       rupture_reveal_red_damage(Min)   Red Hot: "Dromai or Fai
%                               Specialization. Rupture - If Red Hot is
%                               played as chain link 4 or higher, it has
%                               \"When you attack with this, reveal the
%                               top X cards of your deck, where X is the
%                               number of Draconic chain links you
%                               control. Deal damage equal to the number
%                               of red cards revealed this way to any
%                               target, then shuffle.\"" (FAB-922,
%                               FAB-923; the specialization is the deck's)
%       defends_go_again_stops_hit_triggers   Tarpit Trap: "When this
%                               defends an attack with go again, the next
%                               time an attack action card hits this
%                               turn, effects don't trigger." (FAB-924)
%       played_from_hand_to_arsenal, trap_triggers_damage(N)   Riptide,
%                               Riptide, Lurker of the Deep: "Whenever you
%                               play a card from hand, you may put a card
%                               from hand face down into your arsenal.
%                               Whenever a trap you control triggers, deal
%                               1 damage to the attacking hero." (FAB-925,
%                               FAB-926, FAB-927)

card_text_read("Red Hot", rupture_reveal_red_damage(4)).
card_text_read("Tarpit Trap", defends_go_again_stops_hit_triggers).
card_text_read("Riptide", played_from_hand_to_arsenal).
card_text_read("Riptide", trap_triggers_damage(1)).
card_text_read("Riptide, Lurker of the Deep", played_from_hand_to_arsenal).
card_text_read("Riptide, Lurker of the Deep", trap_triggers_damage(1)).

%   finish3_damage_rule(+Name, -Rule): the rule whose reading deals the
%   text damage of the card named Name (card_texts_finish.pl's
%   text_damage_rule/2 asks it).
finish3_damage_rule(Name, 'FAB-922') :-
    card_text_read(Name, rupture_reveal_red_damage(_)).
finish3_damage_rule(Name, 'FAB-927') :-
    card_text_read(Name, trap_triggers_damage(_)).

                 /*******************************
                 *            RED HOT           *
                 *******************************/

rule('FAB-922', effect, "Red Hot's rupture: as chain link 4 or higher, attacking, it reveals the top X cards of its player's deck and deals damage for each red one to the hero they target, then shuffles",
     "When Red Hot (its text read) attacks as chain link 4 or higher (its chain link opens as the 4th or a later link of the combat chain), its controller chooses a target hero, either player's, theirs too (any target: the living objects of the position are its heroes): the position waits (the pending choice red_hot_target, its player and controller Red Hot's controller, its source Red Hot), which a target move naming a hero answers (FAB-923). The effect then resolves: the top X cards of that player's deck are revealed, X the number of Draconic chain links they control (draconic_links: Red Hot's own among them), all of a smaller deck; the target hero is dealt damage equal to the number of red cards revealed (their printing's colour), as any damage of a card's text: Ward first, their Quell (FAB-648), a hero at 0 life loses (FAB-701); none with no red card; then the player shuffles their deck (nobody knows its order then: its cards become unknown cards of the position, their ids kept). As chain link 1, 2 or 3 Red Hot has no such ability. Not handled: where another choice already waits as it attacks, the target is not asked and nothing is revealed, dealt or shuffled, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Red Hot: \"Dromai or Fai Specialization. Rupture - If Red Hot is played as chain link 4 or higher, it has 'When you attack with this, reveal the top X cards of your deck, where X is the number of Draconic chain links you control. Deal damage equal to the number of red cards revealed this way to any target, then shuffle.'\" CR 8.4.6 (rupture: if this is played as chain link 4 or higher), 7.0.3a (an attack becomes chain link N+1), 6.6 (a triggered effect), 1.8.5, 1.8.5d and 6.6.6a (the target is declared as the triggered-layer is added to the stack; damage can target only living objects), 8.5.17 (reveal), 8.5.3 (deal damage), 6.4.10 (prevention), 8.5.20 (shuffle), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named: nothing rulecheck reads responds to it, and the count of Draconic chain links does not change while it waits.")).

rule('FAB-923', constraint, "Red Hot's target is a hero, and its revealed cards are named in the position first",
     "A target move answers the red_hot_target choice (FAB-922): its card is the id of a player's hero, either player's. The top X cards of the deck of Red Hot's controller (X their Draconic chain links) are revealed as it resolves: where one of them is a card the position does not show (an unknown card), rulecheck does not guess its colour: the judge names the revealed cards in the position (FAB-106), and a target move while one of them is still not shown is refused.",
     ruling("",
            "Red Hot: \"... reveal the top X cards of your deck ... Deal damage equal to the number of red cards revealed this way to any target ...\" CR 1.8.5, 1.8.5a and 1.8.5d (a target is a public living object: a hero), 8.5.17 (a revealed card is shown to every player), 3.0.4b (a deck is a private zone: the position need not show its cards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The damage depends on cards the position does not show, so the answer is the table's: rulecheck waits for them, as it waits for a clash's top card (FAB-853).")).

%!  red_hot_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack, Player's, just opened the last chain link of State0: as Red
%   Hot's rupture, the 4th or a later link, the position waits for
%   Player's target (FAB-922).  card_texts.pl's attack_text//4 calls it.

red_hot_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, rupture_reveal_red_damage(Min)),
          chain_open(S0),
          length(S0.chain.links, K),
          K >= Min,
          \+ game_over(S0, _),
          card_id(A, AId)
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"red_hot_target", player:Who, controller:Who, source:A}) },
            [ event('FAB-922', red_hot_target_waits, _{player:Who, card:AId, link:K}) ]
        ;   { S = S0 },
            [ event('FAB-922', choice_not_asked, _{player:Who, card:AId, choice:"red_hot_target"}) ]
        )
    ;   { S = S0 }
    ).

%   red_hot_revealed(+State, +Pending, -Player, -X, -Top): the red_hot_target
%   choice Pending reveals Top, the top X cards of Player's deck (all of
%   a smaller deck), X their Draconic chain links (FAB-922).
red_hot_revealed(S, Pd, Who, X, Top) :-
    Who = Pd.controller,
    draconic_links(S, Who, X),                  % card_texts_fai.pl
    player(S, Who, P),
    key_value(deck, P, [], Deck),
    length(Deck, DL),
    K is min(X, DL),
    length(Top, K),
    append(Top, _, Deck).

not_asked_words("red_hot_target", "which hero to target, and nothing is revealed, dealt or shuffled").

choice_action("red_hot_target", "target").
choice_phase("red_hot_target", "action").

broken('FAB-923', S, M, Reason) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "red_hot_target",
    get_dict(card, M, Id),
    (   \+ target_hero_player(S, Id, _)         % card_texts_fai_prism.pl
    ->  Reason = red_hot_not_a_hero(Id)
    ;   red_hot_revealed(S, Pd, Who, _, Top),
        member(C, Top),
        unknown_card(C),
        card_id(C, CId)
    ->  Reason = red_hot_unknown_revealed(Who, CId)
    ).

moot('FAB-923', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "red_hot_target" ).

rule_fact('FAB-923', S, _, red_hot_reveals(Who, X, Top)) :-
    pending(S, Pd),
    Pd.choice == "red_hot_target",
    red_hot_revealed(S, Pd, Who, X, Top).

fact_words(red_hot_reveals(Who, X, Top)) -->
    { length(Top, K),
      aggregate_all(count, ( member(C, Top), unknown_card(C) ), U)
    },
    [ "~w controls ~d Draconic chain link(s): the top ~d card(s) of their deck are revealed, ~d of them not shown by the position"-[Who, X, K, U] ].

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "red_hot_target",
    Who = Pd.player,
    red_hot_revealed(S, Pd, _, _, Top),
    \+ ( member(C, Top), unknown_card(C) ),
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "red_hot_target",
      Who = M.player,
      red_hot_revealed(S0, Pd, _, X, Top),
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      A = Pd.source,
      card_id(A, AId),
      maplist(card_label, Top, Ls),
      include(red_card, Top, Reds),             % card_texts_fai_prism.pl
      length(Reds, N),
      player(S1, Who, P0),
      key_value(deck, P0, [], Deck0),
      maplist(unknown_of, Deck0, Deck),         % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S1, P0.put(deck, Deck), S2)
    },
    [ event('FAB-922', red_hot_revealed, _{player:Who, card:AId, target:T, draconic:X, cards:Ls, red:N}) ],
    (   { N > 0 }
    ->  text_damage(S2, A, Who, T, N, S)        % card_texts_rhinar_dorinthea.pl (FAB-584)
    ;   { S = S2 }
    ),
    [ event('FAB-922', deck_shuffled, _{player:Who, by:AId}) ].

message(event(red_hot_target_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks as chain link ~d (rupture): ~w chooses the hero its damage targets (a target move naming either hero)"-[L, F.link, F.player] ].
message(event(red_hot_revealed, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.cards == [] -> T = "no card (an empty deck)" ; atomic_list_concat(F.cards, ', ', T) )
    },
    [ "~w targets ~w's hero: ~w controls ~d Draconic chain link(s) and reveals ~w; ~d red, so ~w deals ~d damage"-[L, F.target, F.player, F.draconic, T, F.red, L, F.red] ].
message(red_hot_not_a_hero(Id)) -->
    [ "~w is not a hero: Red Hot's damage targets a living object, and the only ones are the heroes (CR 1.8.5d)"-[Id] ].
message(red_hot_unknown_revealed(Who, Id)) -->
    [ "~w, among the top cards of ~w's deck that Red Hot reveals, is a card the position does not show: name it in the position first (FAB-106), then target"-[Id, Who] ].
message(no_choice_waits("red_hot_target")) -->
    [ "no target waits: target answers Red Hot's rupture as it attacks" ].

choice_words("red_hot_target") --> [ "the hero Red Hot's rupture damage targets (a target move)" ].
text_choice_words("red_hot_target", Source) -->
    [ "the hero ~w's damage targets (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "red_hot_target",
      card_label(Pd.source, Src),
      (   target_hero_player(S, M.card, T) -> true ; T = M.card )
    },
    [ M.player, " targets ", T, "'s hero with ", Src, "'s damage and reveals the top cards of ", M.player, "'s deck" ].

                 /*******************************
                 *          TARPIT TRAP         *
                 *******************************/

rule('FAB-924', effect, "Tarpit Trap: defending an attack with go again, the next hit of an attack action card this turn triggers no effect",
     "When Tarpit Trap (its text read) defends (a defense reaction resolving onto the active chain link: it is never declared as a defender, FAB-502) and the attack of that link has go again then (as Frailty Trap reads it, FAB-807), an effect lasts the turn (the state's effects: {kind: hit_triggers_stopped, player, source}). The next time an attack action card hits this turn (deals damage, more than 0 after prevention, to the defending hero in the damage step; a weapon's hit does not count), the effect is used up and no effect triggers on that hit: neither the hit's texts rulecheck reads (the attack's own, granted ones, its player's hero's, Command and Conquer's) nor one on the damage it deals (Ode to Wrath's). What the hit does that is no trigger still happens: the damage and its record for the turn (FAB-759). A trigger with a limit still counts that hit (Katsu's once-per-turn effect, Benji's first hit each turn): it does not trigger later that turn. Without go again, nothing.",
     ruling("",
            "Tarpit Trap: \"When this defends an attack with **go again**, the next time an attack action card hits this turn, effects don't trigger.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger on an event and a state: the state is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 8.3.5 (go again), 7.5.5 (an attack hits as it deals damage in the damage step), 7.5.5c (an effect that prevents triggered effects from triggering when the attack hits prevents those on its damage too), 6.6.5f (a triggering prevented still counts towards the effect's limit), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves Tarpit Trap's triggered-layer at once, as the trap defends, as it does Frailty Trap's (FAB-807).")).

%!  tarpit_text(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player's, a defense reaction, resolved onto the active chain
%   link: as Tarpit Trap, defending an attack with go again, the next hit
%   of an attack action card this turn triggers nothing (FAB-924).
%   card_texts_riptide.pl's riptide_trap_text//4 calls it.

tarpit_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_go_again_stops_hit_triggers),
          active_link(S0, L),
          trap_condition(go_again, S0, L),      % card_texts_riptide.pl (FAB-807)
          card_id(C, Id),
          add_effect(S0, _{kind:"hit_triggers_stopped", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-924', hit_triggers_stopped_made, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

%!  hit_triggered(+State0, +Link, +Player, +Defender, +Damage, -State)// is det.
%
%   Link's attack, Player's, dealt Damage to Defender's hero in the damage
%   step: the effects that trigger on it do (Ode to Wrath's on the damage,
%   FAB-764; the hit's texts, attack_hit//4), unless the attack is an
%   attack action card that hits while Tarpit Trap's effect waits: it is
%   used up, nothing triggers, and the limits of the triggers that would
%   have count it (FAB-924).  effects.pl's combat_damage_dealt//9 calls it.

hit_triggered(S0, L, Who, Def, D, S) -->
    (   { D > 0,
          link_attack(L, A),
          card_type(A, "attack action"),
          effects(S0, Es),
          once(( select(E, Es, Rest), get_dict(kind, E, "hit_triggers_stopped") ))
        }
    ->  { card_id(A, AId),
          key_value(source, E, "?", Src),
          hit_limits_counted(S0.put(effects, Rest), L, A, S1)
        },
        [ event('FAB-924', hit_triggers_not_triggered, _{player:Who, attack:AId, by:Src}) ],
        melds2_hit_stopped(S1, L, S)            % card_texts_melds2.pl: Burn Up's effect used up (FAB-1257)
    ;   ode_life_loss(S0, Who, Def, D, S1),     % card_texts_fai_prism.pl (FAB-764)
        attack_hit(S1, L, D, S)                 % card_texts.pl (FAB-542, FAB-543)
    ).

%   hit_limits_counted(+S0, +Link, +Attack, -S): the hit of Attack, an
%   attack action card, triggered nothing, but counts for the limits of
%   its player's hero's hit triggers: Katsu's once per turn (FAB-566),
%   Benji's first hit (FAB-662) are used for the turn (CR 6.6.5f).
hit_limits_counted(S0, L, A, S) :-
    Who = L.controller,
    (   katsu_triggers(S0, L, A, Who, P, Hero)  % card_texts_katsu_rest.pl
    ->  card_id(Hero, HId),
        add_effect(S0, _{kind:"hit_search_used", player:Who, source:HId}, S1)
    ;   player(S0, Who, P), S1 = S0
    ),
    (   text_read_name(P.hero, Name),
        card_text_read(Name, first_hit_next_attack_power(_)),   % card_texts_benji_blitz.pl
        \+ hero_abilities_lost(S1, Who),
        \+ first_hit_used(S1, Who)
    ->  card_id(P.hero, BId),
        add_effect(S1, _{kind:"first_hit_used", player:Who, source:BId}, S)
    ;   S = S1
    ).

message(event(hit_triggers_stopped_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends an attack with go again: the next time an attack action card hits this turn, effects don't trigger"-[L] ].
message(event(hit_triggers_not_triggered, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, By) },
    [ "~w hits: ~w's effect is used up, so no effect triggers on this hit or its damage"-[L, By] ].

                 /*******************************
                 *            RIPTIDE           *
                 *******************************/

rule('FAB-925', effect, "Riptide: as its player plays a card from hand, they may put a card from hand face down into their arsenal",
     "Whenever a player whose hero is Riptide (or Riptide, Lurker of the Deep; its text read, not lost to Crush Confidence) plays a card from their hand (any card: an action, an instant, a reaction), its triggered effect resolves at once, before the card played: where their arsenal is empty and their hand still holds a card, the position waits for their choice (the pending choice riptide_to_arsenal, its player and controller theirs, its source their hero): a put move (to: arsenal) naming a card of their hand puts it face down into their arsenal (FAB-926), a decline move puts none. With a card in the arsenal the effect fails (CR 3.3.2a), with an empty hand there is nothing to put: nothing waits. A card played from the arsenal, or an ability activated, does not trigger it. Where another choice already waits as the card is played (a Runechant's damage, an additional cost's choice), the effect waits in the state's effects ({kind: riptide_trigger, player, source}) and resolves as soon as no choice waits, the card played still on the stack (a position given meanwhile says so in its effects). Not handled: the order of this trigger beside another of the play's triggers is not asked.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Riptide: \"Whenever you play a card from hand, you may put a card from hand face down into your arsenal.\" CR 6.6 (a triggered effect acts on its event), 5.1.6 (a card is played once its costs are paid: the trigger resolves before it), 1.8.3a (an optional effect: its player chooses), 3.3.2 and 3.3.2a (an arsenal holds one card; putting a card into a full one fails), 3.0.4b (the hand and the arsenal are private zones), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Runechants' (FAB-210): nothing rulecheck reads responds to it.")).

rule('FAB-926', constraint, "Riptide's effect puts a card of its player's hand into their arsenal",
     "A put move answering the riptide_to_arsenal choice (FAB-925) names a card of its player's hand, and puts it to the arsenal (to: arsenal).",
     ruling("",
            "Riptide: \"... you may put a card from hand face down into your arsenal.\" CR 3.3.2 (the arsenal holds one deck-card), 3.0.4b (face down: private), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-927', effect, "Riptide: whenever a trap of its player's triggers, 1 damage to the attacking hero",
     "Whenever a trap (a card with the subtype Trap) of a player whose hero is Riptide (or Riptide, Lurker of the Deep; its text read, not lost to Crush Confidence) triggers as it defends (a defense reaction resolving onto the active chain link), Riptide deals 1 damage to the attacking hero (the active chain link's controller), as any damage of a card's text: Ward first, their Quell (FAB-648), a hero at 0 life loses (FAB-701). A trap triggers where its trigger's condition holds as it defends: Inertia Trap and Boulder Trap, an attack with power greater than its base; Frailty Trap and Tarpit Trap, an attack with go again; Pendulum Trap and Bloodrot Trap, an attacking hero who played or activated a reaction this chain link; Pitfall Trap, always. A trap whose text rulecheck does not read is not known to trigger: no damage is dealt, and an event says so (FAB-119). Not handled: the order of Riptide's trigger and the trap's, which its player chooses, is not asked (Riptide's damage follows the trap's effect; the order matters only beside Pitfall Trap's damage with a prevention of the attacking hero's that could prevent more of one than of the other, and there an event says it is not asked); where another choice already waits and the damage would ask the attacking player how it is prevented, it is not dealt, and an event says so.",
     ruling("",
            "Riptide: \"Whenever a trap you control triggers, deal 1 damage to the attacking hero.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger's condition is met as its event occurs: only then does it trigger), 8.1.3b (a defense reaction resolves as a defending card), 7.0.3f (a player controls the cards of their chain links), 8.5.3 (deal damage), 6.4.10 (prevention), 6.6.6b (the triggered-layers a player's triggers create at once are ordered by that player), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends.")).

%!  riptide_hero(+State, +Player, -Hero, -Reading) is semidet.
%
%   Player's hero Hero is Riptide, its text read and not lost, with the
%   reading Reading (FAB-925, FAB-927).

riptide_hero(S, Who, H, R) :-
    player(S, Who, P),
    H = P.hero,
    text_read_name(H, Name),
    card_text_read(Name, R),
    \+ hero_abilities_lost(S, Who).              % card_texts_bravo.pl (FAB-624)

%!  riptide_played_text(+State0, +Player, +From, -State)// is det.
%
%   Player played a card from From: as Riptide's, from hand, the choice
%   of a card of the hand for the arsenal waits (FAB-925).  effects.pl's
%   play effect calls it.

riptide_played_text(S0, Who, From, S) -->
    (   { From == "hand",
          riptide_hero(S0, Who, H, played_from_hand_to_arsenal),
          \+ game_over(S0, _),
          card_id(H, HId)
        }
    ->  (   { pending(S0, _) }
        ->  { add_effect(S0, _{kind:"riptide_trigger", player:Who, source:HId}, S) },
            [ event('FAB-925', riptide_trigger_waits, _{player:Who, card:HId}) ]
        ;   riptide_asked(S0, Who, H, S)
        )
    ;   { S = S0 }
    ).

%   riptide_asked(+S0, +Player, +Hero, -S)//: Riptide's effect resolves
%   for Player: their choice waits where their arsenal is empty and their
%   hand holds a card (FAB-925).
riptide_asked(S0, Who, H, S) -->
    { card_id(H, HId), player(S0, Who, P) },
    (   { key_value(arsenal, P, [], [_|_]) }
    ->  { S = S0 },
        [ event('FAB-925', riptide_arsenal_full, _{player:Who, card:HId}) ]
    ;   { key_value(hand, P, [], []) }
    ->  { S = S0 }
    ;   { S = S0.put(pending, _{choice:"riptide_to_arsenal", player:Who, controller:Who, source:H}) },
        [ event('FAB-925', riptide_arsenal_waits, _{player:Who, card:HId}) ]
    ).

%!  riptide_waited(+State0, -State)// is det.
%
%   No choice waits after a move, and Riptide's effect waited for the
%   choice before it (a riptide_trigger effect): it resolves now, the card
%   played still on the stack (FAB-925).  effects.pl's next//3 calls it.

riptide_waited(S0, S) -->
    (   { \+ pending(S0, _),
          effects(S0, Es),
          once(( select(E, Es, Rest), get_dict(kind, E, "riptide_trigger") )),
          get_dict(player, E, Who),
          S1 = S0.put(effects, Rest)
        }
    ->  (   { \+ game_over(S1, _), riptide_hero(S1, Who, H, played_from_hand_to_arsenal) }
        ->  riptide_asked(S1, Who, H, S)
        ;   { S = S1 }
        )
    ;   { S = S0 }
    ).

not_asked_words("riptide_to_arsenal", "whether to put a card from their hand into their arsenal").

choice_action("riptide_to_arsenal", "put").
choice_action("riptide_to_arsenal", "decline").
choice_phase("riptide_to_arsenal", "action").

pending_problem(S, Pd, [player], riptide_nothing_to_choose(P)) :-    % FAB-925
    Pd.choice == "riptide_to_arsenal",
    get_dict(player, Pd, P),
    player(S, P, PP),
    (   key_value(arsenal, PP, [], [_|_]) ; key_value(hand, PP, [], []) ).

broken('FAB-926', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "riptide_to_arsenal",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    (   not_from_hand(S, Who, Id, riptide_not_from_hand, Reason0)   % choices.pl
    ->  Reason = Reason0
    ;   get_dict(to, M, To),
        To \== "arsenal",
        Reason = riptide_not_to_arsenal(To)
    ).

moot('FAB-926', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "riptide_to_arsenal" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "riptide_to_arsenal",
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      (   del_dict(face_up, C, _, C1) -> true ; C1 = C ),
      append(P1.arsenal, [C1], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S)
    },
    [ event('FAB-925', riptide_put_to_arsenal, _{player:Who, card:M.card, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "riptide_to_arsenal",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-925', riptide_arsenal_declined, _{player:M.player, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"arsenal"}) :-
    pending(S, Pd),
    Pd.choice == "riptide_to_arsenal",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "riptide_to_arsenal",
    Who = Pd.player.

%!  riptide_trap_damage(+State1, +State0, +Player, +Card, -State)// is det.
%
%   Card of Player's, a defense reaction, resolved onto the active chain
%   link (State1, before its texts), and its texts did what they do
%   (State0): as a trap of a Riptide player's whose trigger triggered,
%   Riptide deals 1 damage to the attacking hero (FAB-927).  effects.pl's
%   resolve_card//6 calls it.

riptide_trap_damage(S1, S0, Who, C, S) -->
    (   { card_subtypes(C, Ss),
          memberchk("Trap", Ss),
          riptide_hero(S1, Who, H, trap_triggers_damage(N)),
          \+ game_over(S0, _),
          active_link(S1, L),
          Attacker = L.controller,
          card_id(H, HId),
          card_id(C, Id)
        }
    ->  (   { \+ text_read_card(C) }
        ->  { S = S0 },
            [ event('FAB-927', riptide_trap_not_read, _{player:Who, card:Id, by:HId}) ]
        ;   { \+ trap_triggered(S1, L, C) }
        ->  { S = S0 }
        ;   { pending(S0, _), damage_choice_needed(S0, dsrc(H, Who), Attacker, N) }   % card_texts_quell.pl
        ->  { S = S0 },
            [ event('FAB-927', choice_not_asked, _{player:Attacker, card:HId, choice:"riptide_damage"}) ]
        ;   [ event('FAB-927', riptide_trap_triggered, _{player:Who, card:Id, by:HId, target:Attacker, amount:N}) ],
            riptide_order_noted(S1, Who, C, Attacker, HId),
            text_damage(S0, H, Who, Attacker, N, S)   % card_texts_rhinar_dorinthea.pl (FAB-584)
        )
    ;   { S = S0 }
    ).

%   riptide_order_noted(+S, +Player, +Trap, +Attacker, +HeroId)//: Trap
%   deals damage to the attacking hero too (Pitfall Trap), and a
%   prevention of theirs (Ward, a shield, Quell) could prevent more of one
%   damage than of the other: the order of the two triggers, Player's to
%   choose, is not asked (FAB-927), and the event says so.
riptide_order_noted(S, Who, C, Attacker, HId) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_damages_unless_paid(_, _)),
          (   ward_permanents(S, any, Attacker, [_|_])   % keywords_defense.pl
          ->  true
          ;   damage_choice_needed(S, dsrc(C, Who), Attacker, 2)  % card_texts_quell.pl
          ),
          card_id(C, Id)
        }
    ->  [ event('FAB-927', riptide_order_not_asked, _{player:Who, card:Id, by:HId, target:Attacker}) ]
    ;   []
    ).

not_asked_words("riptide_damage", "how Riptide's damage to their hero is prevented (Ward's order, Quell), and it is not dealt").

%   trap_triggered(+State, +Link, +Trap): the trigger of Trap, its text
%   read, defending Link, triggers: its condition holds (FAB-927).
trap_triggered(S, L, C) :-
    text_read_name(C, Name),
    card_text_read(Name, R),
    trap_trigger_met(R, S, L),
    !.

trap_trigger_met(defends_creates_token(Cond, _), S, L) :-           % Inertia, Frailty Trap (FAB-807)
    trap_condition(Cond, S, L).
trap_trigger_met(defends_equipment_counter(Cond, _), S, L) :-       % Boulder Trap (FAB-812)
    trap_condition(Cond, S, L).
trap_trigger_met(defends_go_again_stops_hit_triggers, S, L) :-     % Tarpit Trap (FAB-924)
    trap_condition(go_again, S, L).
trap_trigger_met(defends_after_reaction_mill(_), _, L) :-           % Pendulum Trap (FAB-808)
    get_dict(attack_reaction, L, true).
trap_trigger_met(defends_after_reaction_token(_), _, L) :-          % Bloodrot Trap (FAB-802)
    get_dict(attack_reaction, L, true).
trap_trigger_met(defends_damages_unless_paid(_, _), _, _).          % Pitfall Trap (FAB-921)

message(event(riptide_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w plays a card from hand while another choice waits: its effect waits for that choice, then asks"-[L, F.player] ].
message(event(riptide_arsenal_full, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w plays a card from hand, but their arsenal is not empty, so no card is put into it"-[L, F.player] ].
message(event(riptide_arsenal_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w plays a card from hand and may put a card from their hand face down into their arsenal (a put move, to: arsenal, or decline)"-[L, F.player] ].
message(event(riptide_put_to_arsenal, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their hand face down into their arsenal"-[By, F.player, C] ].
message(event(riptide_arsenal_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w puts no card into their arsenal"-[By, F.player] ].
message(event(riptide_trap_triggered, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w triggers as it defends: ~w deals ~d damage to ~w's hero"-[L, By, F.amount, F.target] ].
message(event(riptide_order_not_asked, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w and ~w both deal damage to ~w's hero, whose prevention could prevent more of one than of the other: ~w is not asked the order of the two triggers (not done); ~w's damage follows"-[L, By, F.target, F.player, By] ].
message(event(riptide_trap_not_read, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w defends, but rulecheck does not read its text, so whether it triggers, and ~w deals 1 damage, is not known (not applied)"-[L, By] ].
message(riptide_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the hand: Riptide puts a card from the hand into the arsenal"-[L, Z] ].
message(riptide_not_to_arsenal(To)) -->
    [ "Riptide puts the card face down into the arsenal, not to the ~w"-[To] ].
message(riptide_nothing_to_choose(P)) -->
    [ "Riptide's choice of a card of the hand for the arsenal waits for ~w, who has nothing to choose: a card in their arsenal, or none in hand"-[P] ].
message(no_choice_waits("riptide_to_arsenal")) -->
    [ "no choice waits: put and decline answer Riptide's effect as its player plays a card from hand" ].

choice_words("riptide_to_arsenal") -->
    [ "which card of their hand they put face down into their arsenal for Riptide (a put move, to: arsenal), or none (decline)" ].
text_choice_words("riptide_to_arsenal", Source) -->
    [ "which card of the hand goes face down into the arsenal for ~w (put, to: arsenal), or none"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd), Pd.choice == "riptide_to_arsenal", player(S, M.player, P), id_label(P, M.card, L) },
    !,
    [ M.player, " puts ", L, " from their hand face down into their arsenal for Riptide" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "riptide_to_arsenal" },
    !,
    [ M.player, " puts no card into their arsenal for Riptide" ].
