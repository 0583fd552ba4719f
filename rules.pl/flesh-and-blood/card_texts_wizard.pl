/*  Flesh and Blood: the texts of Wizard and Elemental cards left in the
    Aurora, Florian, Oscilio and Verdance Blitz Decks.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Perennial Aetherbloom: arcane damage to a target hero (Arcanic
      Crackle's reading, FAB-1006); Surge, it goes to the bottom of its
      owner's deck (FAB-1480);
    - Volzar, the Lightning Rod: its instant ability costs 1 less while
      its player controls a Sigil (FAB-1483), and amps X, X the
      Lightning cards they have played this turn, counted from a record
      of each (FAB-1484);
    - Arcane Shelter N (CR 8.3.37), a keyword: a permanent is destroyed
      to prevent N of the arcane damage its controller's hero would be
      dealt, ordered beside Ward by the ward choice (FAB-1485); Sigil of
      Sanctuary and Sigil of Conductivity have it, and leave an
      Embodiment token as they leave the arena (FAB-1486);
    - Staff of Verdant Shoots: its action ability amps 1 (FAB-1487);
      an Earth card pitched for it, the next arcane damage its player
      deals this turn makes an Embodiment of Earth (FAB-1488);
    - Pop the Bubble: arcane damage to any target (FAB-1319's reading);
      Surge, more than 3 damage to a hero, its player destroys an aura
      permanent that hero's player controls, asked where the auras differ
      (FAB-1481, FAB-1482).

    The hooks: choices.pl's arcane_damage_done//9 calls
    wiz_surge_dealt//6 (both Surges, the Staff's delayed trigger: it
    knows the hero dealt the damage); choices.pl's arcane_damage_dealt//7
    and card_texts_fai_prism.pl's own_arcane_damage//5 apply Arcane
    Shelter (wiz_shelter_order_needed/4, wiz_sheltered//5), and
    keywords_defense.pl's ward choice names its permanents
    (wiz_shelter_wards/3, wiz_shelter/5, wiz_shelter_prevents//8);
    card_texts.pl's resolution_text//4 and played_text//5 call
    wiz_resolution_text//4 and wiz_played_text//4; effects.pl's
    effect(activate) calls wiz_activated_text//5; card_texts_katsu_bravo.pl's
    activation_cost/5 calls wiz_ability_cost_less/5.

    The meld cards (Burn Up // Shock, Comet Storm // Shock, Arcane Seeds
    // Life, Pulsing Aether // Life) are card_texts_meld.pl's: a play
    move says which side, or both (CR 8.3.38, 5.1.2c, 5.3.4d).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, effect//4, choice_words//1,
   text_choice_words//2, move_words//3, not_asked_words/2,
   text_abilities/2, ability_reading/1, ability_reading_resolved//5, turn_record_words//3,
   oscilio_left_arena_rule/2.

%   The texts read here (card_text_read/2):
%
%       wiz_surge_to_deck_bottom(Amounts)   Perennial Aetherbloom: "Deal 3
%                               arcane damage to target hero. Surge - If
%                               this deals more than 3 damage, put it on
%                               the bottom of its owner's deck." (2
%                               yellow, 1 blue; the damage is
%                               target_hero_arcane_damage, card_texts_chane.pl,
%                               FAB-1006; FAB-1480)
%       wiz_surge_destroy_aura(K)   Pop the Bubble: "Deal 3 arcane damage
%                               to any target. Surge - If this deals more
%                               than 3 damage to a hero, destroy an aura
%                               permanent they control." (2 yellow, 1
%                               blue; the damage FAB-1319's, any target;
%                               FAB-1481, FAB-1482)
%       wiz_volzar_amp_lightning   Volzar, the Lightning Rod: "If you
%                               control an aura permanent with Sigil in
%                               its name, this costs {r} less to activate.
%                               Once per Turn Instant - {r}: Amp X, where
%                               X is the number of Lightning cards you've
%                               played this turn." (FAB-1483, FAB-1484)
%       wiz_staff_amp_earth     Staff of Verdant Shoots: "Once per Turn
%                               Action - {r}{r}{r}: Amp 1. Go again. When
%                               one or more Earth cards are pitched this
%                               way, the next time you deal arcane damage
%                               this turn, create an Embodiment of Earth
%                               token." (FAB-1487, FAB-1488)
%       leaves_arena_creates(Token)   Sigil of Sanctuary, Sigil of
%                               Conductivity: "Arcane Shelter 1. When this
%                               leaves the arena, create an Embodiment of
%                               Earth (Lightning) token." (Arcane Shelter,
%                               a keyword: FAB-1485; the token, Sigil of
%                               Lightning's reading: FAB-1486)

card_text_read("Perennial Aetherbloom", target_hero_arcane_damage([3, 2, 1])).   % card_texts_chane.pl (FAB-1006)
card_text_read("Perennial Aetherbloom", wiz_surge_to_deck_bottom([3, 2, 1])).
card_text_read("Pop the Bubble", target_hero_arcane_damage([3, 2, 1])).
card_text_read("Pop the Bubble", oscilio_any_target).                 % card_texts_oscilio.pl (FAB-1319)
card_text_read("Pop the Bubble", wiz_surge_destroy_aura(3)).
card_text_read("Volzar, the Lightning Rod", wiz_volzar_amp_lightning).
card_text_read("Staff of Verdant Shoots", wiz_staff_amp_earth).
card_text_read("Sigil of Sanctuary", leaves_arena_creates("Embodiment of Earth")).       % card_texts_aurora.pl (FAB-1081)
card_text_read("Sigil of Conductivity", leaves_arena_creates("Embodiment of Lightning")).

%   wiz_arcane_target_rule(+Card, -Rule): the rule whose reading deals
%   Card's arcane damage to its target (card_texts_oscilio.pl's
%   oscilio_arcane_target_rule/2 asks it first).
wiz_arcane_target_rule(C, Rule) :-
    text_read_name(C, Name),
    (   card_text_read(Name, wiz_surge_to_deck_bottom(_)) -> Rule = 'FAB-1480'
    ;   card_text_read(Name, wiz_surge_destroy_aura(_)) -> Rule = 'FAB-1481'
    ).

%!  wiz_surge_dealt(+State0, +Source, +Player, +Target, +Damage, -State)// is det.
%
%   Source, Player's, dealt Damage arcane damage to Target's hero (what
%   prevention left): the Surges read here (FAB-1480, FAB-1481);
%   choices.pl's arcane_damage_done//9 calls it.

wiz_surge_dealt(S0, C, Who, O, N, S) -->
    wiz_surge_bottom(S0, C, Who, N, S1),
    wiz_surge_pop(S1, C, Who, O, N, S2),
    wiz_earth_dealt(S2, C, Who, N, S).          % Staff of Verdant Shoots (FAB-1488)

                 /*******************************
                 *     PERENNIAL AETHERBLOOM    *
                 *******************************/

rule('FAB-1480', effect, "Perennial Aetherbloom: arcane damage to a target hero; Surge, it goes to the bottom of its owner's deck",
     "Perennial Aetherbloom (its text read) targets a hero as it is played (either hero: the move names it, FAB-622) and deals it arcane damage as it resolves, as Arcanic Crackle does (FAB-1006: the other player's prevention choice first, Ward): 3 (red), 2 (yellow), 1 (blue), an amp of its player's or a Chorus of the Amphitheater's effect adding to it (FAB-1316, FAB-1320). Surge: if the damage dealt (what prevention leaves) is more than that printed amount, the card is put on the bottom of its owner's deck instead of staying in the graveyard it resolved into (a new object, at the deck's end). Dealt no more, it stays in the graveyard. Not handled: a card its player controls but does not own goes to the bottom of the controller's deck.",
     ruling("", "Perennial Aetherbloom: \"Deal 3 arcane damage to target hero. Surge - If this deals more than 3 damage, put it on the bottom of its owner's deck.\" (2 yellow, 1 blue) CR 8.4.8 (Surge: a label for a resolution ability with a condition on the damage dealt), 1.7.3b (a resolution ability generates its effects as the card resolves), 1.8.5 and 5.1.4 (a target declared as the card is played), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 8.5.47 (amp), 3.0.9 (a card that changes zones is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   wiz_surge_bottom(+S0, +Source, +Player, +Damage, -S)//: Perennial
%   Aetherbloom dealt Damage, more than its printed amount: to the bottom
%   of its player's deck (FAB-1480).  Its targeted text resolves before
%   the card reaches the graveyard (card_texts_katsu_bravo.pl's
%   targeted_text//3): the state then marks it ({kind:
%   wiz_surge_to_bottom, player, source}) and wiz_resolution_text//4
%   moves it as it reaches the graveyard; dealt later (a prevention
%   choice answered), the card is in the graveyard already and moves now.
wiz_surge_bottom(S0, C, Who, N, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, wiz_surge_to_deck_bottom(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, K),
          N > K,
          card_id(C, Id)
        }
    ->  [ event('FAB-1480', wiz_surge_deck_bottom, _{player:Who, card:Id, amount:N, more_than:K}) ],
        (   { wiz_graveyard_to_bottom(S0, Who, Id, S1) }
        ->  { S = S1 }
        ;   { add_effect(S0, _{kind:"wiz_surge_to_bottom", player:Who, source:Id}, S) }   % triggers.pl
        )
    ;   { S = S0 }
    ).

%   wiz_graveyard_to_bottom(+S0, +Player, +Id, -S): the card Id of
%   Player's graveyard goes to the bottom of their deck, a new object
%   (FAB-1480).
wiz_graveyard_to_bottom(S0, Who, Id, S) :-
    player(S0, Who, P0),
    take_card(P0, graveyard, Id, C0, P1),
    new_object(C0, New),                        % keywords_defense.pl: no counters
    key_value(deck, P1, [], Deck0),
    append(Deck0, [New], Deck),
    set_player(S0, P1.put(deck, Deck), S).

%!  wiz_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, resolved into the graveyard: marked by its Surge
%   (wiz_surge_bottom//5), it goes on to the bottom of the deck and the
%   mark is gone (FAB-1480); card_texts.pl's resolution_text//4 calls it.

wiz_resolution_text(S0, Who, C, S) -->
    (   { card_id(C, Id),
          get_dict(effects, S0, Es0),
          is_list(Es0),
          select(E, Es0, Es),
          get_dict(kind, E, "wiz_surge_to_bottom"),
          get_dict(source, E, Id0), Id0 == Id,
          !,
          wiz_graveyard_to_bottom(S0.put(effects, Es), Who, Id, S)
        }
    ->  []
    ;   { S = S0 }
    ).

message(event(wiz_surge_deck_bottom, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage, more than ~d: Surge, it is put on the bottom of its owner's deck (~w's)"-[L, F.amount, F.more_than, F.player] ].

                 /*******************************
                 *        POP THE BUBBLE        *
                 *******************************/

rule('FAB-1481', effect, "Pop the Bubble: arcane damage to any target; Surge, more than 3 to a hero, an aura that hero's player controls is destroyed",
     "Pop the Bubble (its text read) targets as it is played and deals its target arcane damage as it resolves, as Arcane Twining does (FAB-1319: any target, a hero or an ally; a move naming an ally is answered unknown): 3 (red), 2 (yellow), 1 (blue), an amp of its player's or a Chorus of the Amphitheater's effect adding to it (FAB-1316, FAB-1320). Surge: if the damage dealt to a hero (what prevention leaves) is more than 3, for every colour, its player destroys an aura permanent that hero's player controls (an aura, card or token, of that player's arena): with none, nothing; with one, or copies of one name only, that one; with auras of two names or more, the position waits for Pop the Bubble's player to choose (the pending choice wiz_pop_destroy, its source Pop the Bubble, its damaged_player the hero's player): a destroy move names the aura (FAB-1482). A token ceases to exist, a card goes to its owner's graveyard, and an aura whose text acts as it leaves the arena does (FAB-1081, FAB-1279). Its own player's hero dealt the damage, an aura of their own is destroyed. Not handled: where another choice already waits as the damage is dealt, none is asked and nothing is destroyed, and an event says so.",
     ruling("", "Pop the Bubble: \"Deal 3 arcane damage to any target. Surge - If this deals more than 3 damage to a hero, destroy an aura permanent they control.\" (2 and 1 yellow and blue, more than 3 for each) CR 8.4.8 (Surge), 1.8.5 and 1.8.5d (any target), 5.1.4 (a target declared as the card is played), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 1.8.6 (the parameters of an effect left undetermined are determined by the player it instructs: the aura, by Pop the Bubble's player), 8.5.4 (destroy), 1.3.3 and 8.2.4 (an aura is a permanent), 6.6.5 (leaving the arena triggers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1482', constraint, "The aura Pop the Bubble destroys is one the damaged hero's player controls",
     "A destroy move answering the wiz_pop_destroy choice (FAB-1481) is made by Pop the Bubble's player and names an aura (token or card) of the arena of the player whose hero it dealt the damage (damaged_player); the choice is not declined (no \"may\").",
     ruling("", "Pop the Bubble: \"... destroy an aura permanent they control.\" CR 1.8.6 (the player instructed determines the parameters), 1.0.2b (no \"may\": the instruction is not optional), 1.3.1b (the controller of a permanent), 1.3.3 (an aura), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

wiz_pop_waits(S, Pd) :-
    pending(S, Pd),
    Pd.choice == "wiz_pop_destroy".

%   wiz_surge_pop(+S0, +Source, +Player, +Target, +Damage, -S)//: Pop the
%   Bubble dealt Damage to Target's hero, more than K: an aura of
%   Target's is destroyed, or the choice waits (FAB-1481).
wiz_surge_pop(S0, C, Who, O, N, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, wiz_surge_destroy_aura(K)),
          N > K,
          \+ game_over(S0, _),
          card_id(C, Id)
        }
    ->  [ event('FAB-1481', wiz_pop_surge, _{player:Who, card:Id, amount:N, more_than:K, target:O}) ],
        { player(S0, O, P), findall(A, controlled_aura(P, A), As) },   % card_texts_aurora.pl
        (   { As == [] }
        ->  { S = S0 },
            [ event('FAB-1481', wiz_pop_no_aura, _{player:Who, card:Id, target:O}) ]
        ;   { findall(AN, ( member(A, As), get_dict(name, A, AN) ), ANs),
              sort(ANs, [_])
            }
        ->  { As = [A1|_], card_id(A1, A1Id) },
            wiz_pop_destroyed(S0, O, A1Id, S)
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"wiz_pop_destroy", player:Who, controller:Who,
                                    damaged_player:O, source:C}) },
            [ event('FAB-1481', wiz_pop_waits, _{player:Who, card:Id, target:O}) ]
        ;   { S = S0 },
            [ event('FAB-1481', choice_not_asked, _{player:Who, card:Id, choice:"wiz_pop_destroy"}) ]
        )
    ;   { S = S0 }
    ).

%   wiz_pop_destroyed(+S0, +Owner, +AuraId, -S)//: the aura AuraId of
%   Owner's arena is destroyed (FAB-1481).
wiz_pop_destroyed(S0, O, AId, S) -->
    { player(S0, O, P0),
      take_card(P0, arena, AId, A, P1)
    },
    destroy_permanent('FAB-1481', S0, P1, A, S).   % triggers.pl: what leaves the arena does (FAB-1081)

not_asked_words("wiz_pop_destroy", "which aura of the damaged hero's player Pop the Bubble destroys").

choice_action("wiz_pop_destroy", "destroy").
choice_phase("wiz_pop_destroy", "action").

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:AId}) :-
    wiz_pop_waits(S, Pd),
    Who = Pd.player,
    player(S, Pd.damaged_player, P),
    controlled_aura(P, A),
    card_id(A, AId).

pending_problem(S, Pd, [damaged_player], wiz_pop_no_aura_to_destroy(O)) :-   % FAB-1481
    Pd.choice == "wiz_pop_destroy",
    get_dict(damaged_player, Pd, O),
    player(S, O, PO),
    \+ controlled_aura(PO, _).

broken('FAB-1482', S, M, wiz_pop_not_their_aura(O, Id)) :-
    wiz_pop_waits(S, Pd),
    get_dict(action, M, "destroy"),
    get_dict(player, M, Who),
    Who == Pd.player,
    O = Pd.damaged_player,
    get_dict(card, M, Id),
    player(S, O, P),
    \+ ( controlled_aura(P, A), card_id(A, Id0), Id0 == Id ).
moot('FAB-1482', S, _) :-
    \+ wiz_pop_waits(S, _).

effect(destroy, S0, M, S) -->
    { wiz_pop_waits(S0, Pd),
      choice_answered(S0, S1)
    },
    wiz_pop_destroyed(S1, Pd.damaged_player, M.card, S).

choice_words("wiz_pop_destroy") -->
    [ "which aura of the damaged hero's player Pop the Bubble destroys (a destroy move)" ].
text_choice_words("wiz_pop_destroy", Source) -->
    [ "the aura of the damaged hero's player ~w destroys (destroy)"-[Source] ].

move_words("destroy", S, M) -->
    { wiz_pop_waits(S, Pd), player(S, Pd.damaged_player, P), id_label(P, M.card, L), card_label(Pd.source, Src) },
    [ M.player, " destroys ", L, " for ", Src ].

message(event(wiz_pop_surge, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w dealt ~d arcane damage to ~w's hero, more than ~d: Surge, ~w destroys an aura permanent ~w controls"-[L, F.amount, F.target, F.more_than, F.player, F.target] ].
message(event(wiz_pop_no_aura, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w controls no aura, so none is destroyed"-[L, F.target] ].
message(event(wiz_pop_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w chooses the aura of ~w's to destroy (a destroy move)"-[L, F.player, F.target] ].
message(wiz_pop_not_their_aura(O, Id)) -->
    [ "~w is not an aura ~w controls: Pop the Bubble destroys an aura permanent of the damaged hero's player"-[Id, O] ].
message(wiz_pop_no_aura_to_destroy(O)) -->
    [ "an aura of ~w's waits to be destroyed by Pop the Bubble, and ~w controls none"-[O, O] ].
message(no_choice_waits("wiz_pop_destroy")) -->
    [ "no aura waits to be destroyed: destroy names the aura Pop the Bubble destroys" ].

                 /*******************************
                 *   VOLZAR, THE LIGHTNING ROD  *
                 *******************************/

rule('FAB-1483', effect, "Volzar, the Lightning Rod: its ability costs 1 less while its player controls a Sigil",
     "Volzar, the Lightning Rod's instant ability (its text read: once per turn, FAB-402; printed cost 1 resource point) costs 1 less, 0, while its player controls an aura permanent with Sigil in its name (an aura, card or token, of their arena whose name holds Sigil: Ink-lined Cloak's test, FAB-1312); FAB-302 ... FAB-304 count the cost so reduced. Without one, the printed cost. What it does as it resolves is FAB-1484's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Volzar, the Lightning Rod: \"If you control an aura permanent with Sigil in its name, this costs {r} less to activate. Once per Turn Instant - {r}: Amp X, where X is the number of Lightning cards you've played this turn.\" CR 5.4.7 (a static ability with a condition applies while it holds), 5.2.1 and 5.1.6a (an activated ability's cost is calculated: effects that reduce it apply, never below zero), 1.3.1b (the controller of a permanent), 1.3.3 and 8.2.4 (an aura is a permanent), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"once per turn", cost:1, effect:"other", go_again:false, destroy_self:false}]) :-
    card_text_read(Name, wiz_volzar_amp_lightning).

%!  wiz_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   What Card's own text read here takes off the cost of its Ability,
%   Player's: Volzar's 1 while they control a Sigil (FAB-1483);
%   card_texts_katsu_bravo.pl's activation_cost/5 calls it.

wiz_ability_cost_less(_, P, C, _, Less) :-
    (   text_read_name(C, Name),
        card_text_read(Name, wiz_volzar_amp_lightning),
        oscilio_sigil_aura(P, _)                % card_texts_oscilio.pl (FAB-1312)
    ->  Less = 1
    ;   Less = 0
    ).

rule('FAB-1484', effect, "Volzar, the Lightning Rod: Amp X, X the Lightning cards its player has played this turn",
     "As Volzar, the Lightning Rod's ability (FAB-1483) resolves, its player amps X (FAB-1316), X the number of Lightning cards (Lightning among their printed talents) they have played this turn, counted then: each Lightning card a player plays, in any turn, is recorded for the rest of the turn in the state's effects ({kind: wiz_lightning_played, player, source: the card played}, one a card), where a text that reads it could act this turn: a Volzar, the Lightning Rod in that player's weapon zone (or a card the position does not show there). X counts those records, the card of FAB-1065's lightning_played record, the Lightning attack cards of the player's chain links (not a weapon: a weapon's attack is activated, not played) and the player's Lightning cards on the stack, each card once. Whatever else a player played earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn (FAB-674, FAB-742). X 0, nothing is amped. A card declared as a defending card is not played (CR 7.3.2): it is not counted.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Volzar, the Lightning Rod: \"... Once per Turn Instant - {r}: Amp X, where X is the number of Lightning cards you've played this turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.7.3b and 1.8.6 (X is determined as the ability resolves), 8.5.47 (amp), 5.1 (playing a card), 2.11.6b (the Lightning talent), 4.4.4 (this turn), 7.3.2 (defending cards are declared, not played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(wiz_volzar_amp_lightning).

ability_reading_resolved(wiz_volzar_amp_lightning, S0, Who, Id, S) -->
    { wiz_lightning_ids(S0, Who, Ids),
      length(Ids, X)
    },
    (   { X > 0 }
    ->  oscilio_amp_made(S0, Who, Id, X, 'FAB-1484', S)   % card_texts_oscilio.pl (FAB-1316)
    ;   { S = S0 },
        [ event('FAB-1484', wiz_volzar_no_lightning, _{player:Who, card:Id}) ]
    ).

%!  wiz_lightning_ids(+State, +Player, -Ids:list) is det.
%
%   Ids are the ids of the Lightning cards Player has played this turn,
%   as far as State tells (FAB-1484).

wiz_lightning_ids(S, Who, Ids) :-
    played_ids(S, Who, "wiz_lightning_played", wiz_played_lightning, Ids1),   % card_texts_fai_prism.pl
    played_ids(S, Who, "lightning_played", wiz_played_lightning, Ids2),       % FAB-1065's record
    append(Ids1, Ids2, Ids0),
    sort(Ids0, Ids).

wiz_played_lightning(C) :-
    \+ card_type(C, "weapon"),
    lightning_card(C).                          % card_texts_aurora.pl

%!  wiz_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: a Lightning card is recorded, one record a card,
%   where a Volzar of theirs could read it (FAB-1484); card_texts.pl's
%   played_text//5 calls it.

wiz_played_text(S0, Who, C, S) -->
    (   { lightning_card(C),
          wiz_volzar_reader(S0, Who),
          card_id(C, Id),
          \+ ( effects(S0, Es), member(E, Es), get_dict(kind, E, "wiz_lightning_played"),
               get_dict(source, E, Id0), Id0 == Id ),
          add_effect(S0, _{kind:"wiz_lightning_played", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-1484', turn_recorded, _{player:Who, kind:"wiz_lightning_played", card:Id}) ]
    ;   { S = S0 }
    ).

%   wiz_volzar_reader(+State, +Player): a Volzar, the Lightning Rod, its
%   text read, or a card the position does not show, is in Player's
%   weapon zone (FAB-1484).
wiz_volzar_reader(S, Who) :-
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    member(W, Ws),
    (   unknown_card(W)
    ->  true
    ;   text_read_name(W, Name),
        card_text_read(Name, wiz_volzar_amp_lightning)
    ),
    !.

turn_record_words("wiz_lightning_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played ~w, a Lightning card, this turn (Volzar counts it)"-[Who, L] ].

message(event(wiz_volzar_no_lightning, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w has played no Lightning card this turn, so Amp 0: nothing is amped"-[L, F.player] ].

                 /*******************************
                 *        ARCANE SHELTER        *
                 *******************************/

rule('FAB-1485', effect, "Arcane Shelter N: a permanent is destroyed to prevent N arcane damage to its controller's hero",
     "When a player's hero would be dealt arcane damage (a text's, a Runechant's: every arcane damage rulecheck deals goes through choices.pl's arcane_damage_dealt or card_texts_fai_prism.pl's own_arcane_damage), each permanent that player controls with Arcane Shelter N (in the arena, the equipment zone, or an equipment defending on the combat chain: Ward's places, FAB-524) is destroyed and prevents N of that damage, one after the other while damage is left to prevent (none when the damage is 0). It is not optional, as Ward's is not, and it does not apply to damage that is not arcane. It applies after the Arcane Barrier, Spellvoid and other optional preventions the player chose (FAB-526: any order of theirs gives the same), and beside Ward and the prevention shields: where the order the player gives their Arcane Shelter and Ward permanents and shields decides which of them are destroyed or used up (their total exceeds the damage, and two orders leave different ones; copies, one name and one N, counted as one), the damage waits for the player's ward move (FAB-533: the Arcane Shelter permanents are named in it too, while the damage waiting is arcane); otherwise rulecheck applies the Arcane Shelters first, then Ward, which any order equals. A destroyed card goes to its owner's graveyard, a token ceases to exist, and a text that acts as it leaves the arena does (FAB-1081, FAB-1486).",
     ruling("", "CR 8.3.37 (\"Arcane Shelter is a static ability. Arcane Shelter is written as 'Arcane Shelter N' which means 'If you would be dealt arcane damage, destroy this to prevent N of that damage.'\": no 'may', so it applies whenever its condition is met), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 6.4.1a (the destruction is a sub-event before the damage), 6.4.2 (once no damage is left, no further prevention applies), 6.5.2 and 6.5.5 (the player affected applies the prevention effects one by one, in the order they choose), 8.5.4 (destroy), 6.6.5 (leaving the arena triggers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  wiz_shelter(+State, +Player, -Where, -Card, -N:integer) is nondet.
%
%   Card is a permanent Player controls with Arcane Shelter N, and Where
%   it is (FAB-1485; keywords_defense.pl's ward_source/4).

wiz_shelter(S, Who, Where, C, N) :-
    ward_source(S, Who, Where, C),              % keywords_defense.pl
    card_keyword_value(C, "Arcane Shelter", N).

%   wiz_shelter_wards(+State, +Player, -Shelters): while arcane damage
%   waits for Player's ward move, their Arcane Shelter permanents as
%   Id-N, which the move orders beside Ward (FAB-1485); else [].
%   keywords_defense.pl's ward_permanents/3 calls it.
wiz_shelter_wards(S, Who, Hs) :-
    (   pending(S, Pd),
        Pd.choice == "ward",
        get_dict(player, Pd, Who0), Who0 == Who,
        key_value(of, Pd, null, "arcane")
    ->  findall(Id-N, ( wiz_shelter(S, Who, _, C, N), card_id(C, Id) ), Hs)
    ;   Hs = []
    ).

%!  wiz_shelter_order_needed(+State, +Source, +Player, +Damage:integer) is semidet.
%
%   Arcane Damage would be dealt to Player's hero, who controls an Arcane
%   Shelter permanent, and the order Player gives it, their Ward
%   permanents and their shields decides which are destroyed or used up:
%   two orders leave different ones, copies counted as one (FAB-1485;
%   keywords_defense.pl's ward_order_needed/4 for Ward alone).

wiz_shelter_order_needed(S, Src, Who, D0) :-
    integer(D0),
    D0 > 0,
    \+ game_over(S, _),
    wiz_shelter(S, Who, _, _, _),
    !,
    findall(Name-N, ( wiz_shelter(S, Who, _, C, N), wiz_copy_name(C, Name) ), Hs),
    findall(Name-N, ( ward_source(S, Who, _, C),
                      card_keyword_value(C, "Ward", N),
                      wiz_copy_name(C, Name) ), Ws),
    findall(K-N, shield_entry(S, Src, Who, K, N), Ss),   % card_texts_finish.pl (FAB-697, FAB-699)
    append([Hs, Ws, Ss], All),
    All = [_, _|_],
    findall(Set, ( permutation(All, P),
                   ward_destroyed_ids(P, D0, Set0),  % keywords_defense.pl
                   msort(Set0, Set) ), Sets0),
    sort(Sets0, [_, _|_]).

wiz_copy_name(C, Name) :-
    (   get_dict(name, C, Name) -> true ; card_id(C, Name) ).

%!  wiz_sheltered(+State0, +Player, +Damage0, -Damage, -State)// is det.
%
%   Arcane Damage0 would be dealt to Player's hero, their order not
%   needed: their Arcane Shelter permanents are destroyed, one by one
%   while damage is left, each preventing its N; Damage is what is left
%   for Ward (FAB-1485).

wiz_sheltered(S0, Who, D0, D, S) -->
    { findall(Where-C-N, wiz_shelter(S0, Who, Where, C, N), Hs) },
    wiz_shelters(Hs, Who, D0, D, S0, S).

wiz_shelters([], _, D, D, S, S) --> [].
wiz_shelters([Where-C-N|Hs], Who, D0, D, S0, S) -->
    (   { integer(D0), D0 > 0 }
    ->  wiz_shelter_prevents(Where, C, N, Who, D0, D1, S0, S1),
        wiz_shelters(Hs, Who, D1, D, S1, S)
    ;   { D = D0, S = S0 }
    ).

%!  wiz_shelter_prevents(+Where, +Card, +N, +Player, +Damage0, -Damage, +State0, -State)// is det.
%
%   Player's Arcane Shelter permanent Card, in Where, is destroyed and
%   prevents N of Damage0, Damage left; what it does as it leaves the
%   arena follows (FAB-1485); keywords_defense.pl's wards//6 calls it
%   for a ward move's order.

wiz_shelter_prevents(Where, C, N, Who, D0, D, S0, S) -->
    { Prevented is min(N, D0),
      D is D0 - Prevented,
      card_id(C, Id),
      ward_destroyed(Where, Who, Id, To, S0, S1)   % keywords_defense.pl
    },
    [ event('FAB-1485', wiz_shelter_prevented, _{player:Who, card:Id, shelter:N, damage:D0,
                                                 prevented:Prevented, left:D, to:To}) ],
    left_arena_text(S1, Who, C, S).             % card_texts_aurora.pl (FAB-1081, FAB-1486)

message(event(wiz_shelter_prevented, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.to == "graveyard"
      ->  Gone = "goes to its owner's graveyard"
      ;   Gone = "ceases to exist"
      )
    },
    [ "Arcane Shelter ~d: ~w is destroyed (it ~w) and prevents ~d of the ~d arcane damage about to be dealt to ~w's hero (~d left)"-[F.shelter, L, Gone, F.prevented, F.damage, F.player, F.left] ].

rule('FAB-1486', effect, "Sigil of Sanctuary, Sigil of Conductivity: Arcane Shelter 1; leaving the arena, an Embodiment token",
     "Sigil of Sanctuary and Sigil of Conductivity (instants, auras; their text read) enter their controller's arena as they resolve (FAB-311) and have Arcane Shelter 1 (FAB-1485). When either leaves the arena (destroyed by its Arcane Shelter, or by any effect rulecheck applies), its text creates a token in its controller's arena, as Sigil of Lightning's does (FAB-1081): Sigil of Sanctuary an Embodiment of Earth (its text, FAB-1252), Sigil of Conductivity an Embodiment of Lightning (FAB-211). rulecheck resolves the triggered-layer at once, as the other tokens' (FAB-209). Neither is destroyed at the beginning of the action phase: no text of theirs says so.",
     ruling("", "Sigil of Sanctuary: \"Arcane Shelter 1. When this leaves the arena, create an Embodiment of Earth token.\"; Sigil of Conductivity: \"Arcane Shelter 1. When this leaves the arena, create an Embodiment of Lightning token.\" CR 8.2.4 and 8.2.4a (an aura enters the arena as it resolves), 8.3.37 (Arcane Shelter), 6.6.5 (a triggered effect on its event: leaving the arena), 8.5.2, 8.6.11 and 8.6.12 (create; the Embodiment tokens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

oscilio_left_arena_rule("Sigil of Sanctuary", 'FAB-1486').      % card_texts_aurora.pl's left_arena_text//4
oscilio_left_arena_rule("Sigil of Conductivity", 'FAB-1486').

                 /*******************************
                 *    STAFF OF VERDANT SHOOTS   *
                 *******************************/

rule('FAB-1487', effect, "Staff of Verdant Shoots: its action ability amps 1, with go again",
     "Staff of Verdant Shoots' action ability (its text read: once per turn, FAB-402; 3 resource points; go again, the card data's, FAB-309) resolves into Amp 1 for its player (FAB-1316). What an Earth card pitched for it does is FAB-1488's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Staff of Verdant Shoots: \"Once per Turn Action - {r}{r}{r}: Amp 1. Go again ...\" CR 5.2.1 (an activated ability's cost and effect), 8.5.47 (amp), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"action", limit:"once per turn", cost:3, effect:"other", go_again:true, destroy_self:false}]) :-
    card_text_read(Name, wiz_staff_amp_earth).

ability_reading(wiz_staff_amp_earth).

ability_reading_resolved(wiz_staff_amp_earth, S0, Who, Id, S) -->
    oscilio_amp_made(S0, Who, Id, 1, 'FAB-1487', S).   % card_texts_oscilio.pl (FAB-1316)

rule('FAB-1488', effect, "Staff of Verdant Shoots: Earth cards pitched for it, the next arcane damage its player deals this turn makes an Embodiment of Earth",
     "When Staff of Verdant Shoots' ability (FAB-1487) is activated with one or more Earth cards (Earth among their printed talents) among the cards pitched to pay it (the move's pitch: cards the position shows, FAB-106), its triggered effect makes a delayed trigger for its player ({kind: wiz_earth_next_arcane, player, source: the Staff}); rulecheck resolves the triggered-layer at once, as the other triggers (FAB-209). The next time an event that player controls deals arcane damage this turn (more than 0, what prevention leaves, to either hero: a text's or a Runechant's), an Embodiment of Earth token (FAB-1252) is created in their arena and the trigger is used up. Not dealt this turn, it ends with the turn (FAB-206). No Earth card pitched (none pitched, or other cards), nothing waits.",
     ruling("", "Staff of Verdant Shoots: \"... When one or more Earth cards are pitched this way, the next time you deal arcane damage this turn, create an Embodiment of Earth token.\" CR 6.6 and 6.6.5 (a triggered ability), 6.6.7 (a delayed triggered ability: it triggers once, the next time its event occurs), 1.14.2 and 5.1.7 (pitching to pay the cost), 2.11.6b (the Earth talent), 8.5.3 (deal damage), 6.4.10a (damage prevented is not dealt), 8.5.2 and 8.6.11 (create; Embodiment of Earth), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  wiz_activated_text(+State0, +Player, +SourceId, +Ability, -State)// is det.
%
%   Player activated Ability of the card SourceId, its layer on top of
%   the stack: Staff of Verdant Shoots paid with Earth cards pitched (its
%   layer's pitched_talents, card_texts_finish.pl's
%   pitched_talents_layer/5) makes its delayed trigger (FAB-1488);
%   Volzar's cost, reduced, is said (FAB-1483); effects.pl's
%   effect(activate) calls it.

wiz_activated_text(S0, Who, Id, Ab, S) -->
    wiz_volzar_activated(S0, Who, Id, Ab),
    wiz_staff_activated(S0, Who, Id, S).

%   wiz_volzar_activated(+S, +Player, +SourceId, +Ability)//: an event
%   says what Volzar's own text took off its cost (FAB-1483).
wiz_volzar_activated(S, Who, Id, Ab) -->
    (   { once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
          player(S, Who, P),
          wiz_ability_cost_less(S, P, C, Ab, Less),
          Less > 0
        }
    ->  [ event('FAB-1483', wiz_volzar_cost_reduced, _{player:Who, card:Id, amount:Less}) ]
    ;   []
    ).

message(event(wiz_volzar_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability costs ~d less: ~w controls an aura with Sigil in its name"-[L, F.amount, F.player] ].

wiz_staff_activated(S0, Who, Id, S) -->
    (   { once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
          text_read_name(C, Name),
          card_text_read(Name, wiz_staff_amp_earth),
          key_value(stack, S0, [], Layers),
          last(Layers, L),
          get_dict(source, L, LId), LId == Id,
          key_value(pitched_talents, L, [], Ts),
          memberchk("Earth", Ts),
          add_effect(S0, _{kind:"wiz_earth_next_arcane", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-1488', wiz_earth_pitched, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

%   wiz_earth_dealt(+S0, +Source, +Player, +Damage, -S)//: Player's
%   Source dealt Damage arcane damage: each delayed trigger of Staff of
%   Verdant Shoots of theirs waiting makes an Embodiment of Earth and is
%   used up (FAB-1488).
wiz_earth_dealt(S0, _, Who, N, S) -->
    (   { integer(N), N > 0,
          effects(S0, Es0),
          partition(wiz_earth_waiting(Who), Es0, Ws, Rest),
          Ws = [_|_]
        }
    ->  { S1 = S0.put(effects, Rest) },
        wiz_earth_made(Ws, Who, S1, S)
    ;   { S = S0 }
    ).

wiz_earth_waiting(Who, E) :-
    get_dict(kind, E, "wiz_earth_next_arcane"),
    get_dict(player, E, Who0), Who0 == Who.

wiz_earth_made([], _, S, S) --> [].
wiz_earth_made([E|Es], Who, S0, S) -->
    { tokens_created(E.source, Who, Who, ["Embodiment of Earth"], S0, S1, [TId], More) },   % tokens_created.pl
    [ event('FAB-1488', wiz_earth_token_created, _{player:Who, card:E.source, token:TId}) ],
    tokens_more_made(Who, E.source, More),
    wiz_earth_made(Es, Who, S1, S).

message(event(wiz_earth_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability is paid with an Earth card pitched: the next time ~w deals arcane damage this turn, an Embodiment of Earth token is created"-[L, F.player] ].
message(event(wiz_earth_token_created, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w deals arcane damage: ~w's trigger makes an Embodiment of Earth token (~w) in ~w's arena"-[F.player, L, F.token, F.player] ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("wiz_pop_destroy").
