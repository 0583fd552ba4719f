/*  Flesh and Blood: the texts of the Fang Blitz Deck's cards, continued.

    Part of game.pl, included after card_texts_fang.pl, which names the
    texts read (card_text_read/2) and whose relations these use (marked/2,
    hero_marked//6, draconic_as_played/3's Draconic cards, the dagger
    attacks).  Read here (Flesh and Blood Comprehensive Rules, as
    published February 2026):

    - Coat of Allegiance: a resource point, then only Draconic cards this
      turn (FAB-1045, FAB-1046);
    - Vow of Vengeance: mark target Arakni (FAB-1047);
    - Fire and Brimstone: its player's daggers get +1 power and an
      additional attack this turn (FAB-1048);
    - Fealty: the next card its player plays is Draconic; at their end
      phase it is destroyed unless they created a Fealty or played a
      Draconic card this turn (FAB-1049);
    - Hunt to the Ends of Rathe, Point of Engagement: power while
      attacking a marked hero (FAB-1050);
    - Obsidian Fire Vein: +1 power and go again once a Draconic card is
      played on its chain link (FAB-1051).
*/

:- discontiguous card_text_read/2, message//1, rule/5, legal_target/3, spec_words/2, targeting/4,
   ability_text_resolved/7, broken/4, moot/3, rule_fact/4, fact_words//1, permanent_text/3,
   permanent_ability/2, text_ability_effect/1, ability_reading/1,
   ability_reading_resolved//5.

                 /*******************************
                 *      COAT OF ALLEGIANCE      *
                 *******************************/

rule('FAB-1045', effect, "Coat of Allegiance: destroyed, 1 resource point; until end of turn only Draconic cards",
     "Coat of Allegiance's action ability (its cost: destroy it, FAB-404; go again, the card data's) resolves: its player gains 1 resource point, and until the end of the turn they may play only Draconic cards (an effect in the state's effects, {kind: only_draconic_cards, player, source}, that FAB-1046 reads; it ends with the turn).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Coat of Allegiance: \"Action - Destroy this: Gain {r}. Until end of turn, you may only play cards that are Draconic. Go again\" CR 5.2.1 (an activated ability's cost and effect), 1.13.3a (an effect that grants resource points), 1.0.2a (\"only\" is a restriction), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_gain_resources_only_draconic(_)).

ability_reading_resolved(ability_gain_resources_only_draconic(N), S0, Who, Id, S) -->
    { player(S0, Who, P0),
      R is P0.resource_points + N,
      set_player(S0, P0.put(resource_points, R), S1),
      add_effect(S1, _{kind:"only_draconic_cards", player:Who, source:Id}, S)
    },
    [ event('FAB-1045', allegiance_resolved, _{player:Who, card:Id, amount:N, total:R}) ].

message(event(allegiance_resolved, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w gains ~d resource point(s) (~d now) and until end of turn may play only Draconic cards"-[L, F.player, F.amount, F.total] ].

rule('FAB-1046', constraint, "After Coat of Allegiance, its player plays only Draconic cards this turn",
     "While an effect of Coat of Allegiance's (FAB-1045) waits for a player this turn, each card they play must be Draconic: the Draconic talent printed on it, a Fealty's effect that makes the next card they play Draconic (FAB-1049), or, for an attack action card, an effect of theirs that makes their next attack Draconic (Brand with Cinderclaw's, FAB-732, which applies to it as it is played). Playing any other card breaks this rule. Activating abilities, pitching and defending are not playing cards: the effect does not touch them.",
     ruling("", "Coat of Allegiance: \"... Until end of turn, you may only play cards that are Draconic.\" CR 1.0.2a (\"only\" restricts what a player may do), 5.1 (playing a card), 2.11.6b (Draconic is a talent), 1.8.10 (an effect on the next attack applies to it as it is played), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1046', S, M, not_draconic(C, Src)) :-
    get_dict(action, M, "play"),
    get_dict(player, M, Who),
    only_draconic(S, Who, Src),
    played_card(S, M, _, C),
    \+ draconic_as_played(S, Who, C).

%   only_draconic(+S, +Who, -Source): an effect of Coat of Allegiance
%   (Source) lets Who play only Draconic cards this turn (FAB-1046).
only_draconic(S, Who, Src) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "only_draconic_cards"),
    get_dict(player, E, W), W == Who,
    !,
    key_value(source, E, "", Src).

%   FAB-1046 concerns only a play by a player the effect restricts
%   (rc_explain.pl).
moot('FAB-1046', S, M) :-
    \+ ( get_dict(player, M, Who), only_draconic(S, Who, _) ).

rule_fact('FAB-1046', S, M, only_draconic_this_turn(Who, Src)) :-
    get_dict(player, M, Who),
    only_draconic(S, Who, Src).

fact_words(only_draconic_this_turn(Who, Src)) -->
    [ "an effect of Coat of Allegiance (~w) lets ~w play only Draconic cards this turn"-[Src, Who] ].

%   Card, played by Player, is Draconic as it is played (FAB-1046).
draconic_as_played(S, Who, C) :-
    (   card_prop(C, talents, Ts), is_list(Ts), memberchk("Draconic", Ts)
    ->  true
    ;   effects(S, Es0),
        member(E0, Es0),
        next_card_draconic_of(Who, E0)          % Fealty's (FAB-1049)
    ->  true
    ;   card_type(C, "attack action"),
        effects(S, Es),
        member(E, Es),
        get_dict(kind, E, "next_attack_draconic"),
        key_value(player, E, Who, W), W == Who
    ->  true
    ).

message(not_draconic(C, Src)) -->
    { card_label(C, L) },
    [ "~w is not Draconic, and an effect of Coat of Allegiance (~w) lets its player play only Draconic cards this turn"-[L, Src] ].

                 /*******************************
                 *       VOW OF VENGEANCE       *
                 *******************************/

rule('FAB-1047', effect, "Vow of Vengeance: destroyed, its target Arakni is marked",
     "Vow of Vengeance's attack reaction ability (its cost: destroy it, FAB-404) targets an Arakni as it is activated: the activate move names the target (FAB-622), the id of a hero named Arakni or with the moniker Arakni (Arakni, Arakni, Web of Deceit, ...), of either player; with none it cannot be activated. As it resolves that hero is marked (FAB-1037: a Marked token in their player's arena), or stays marked; a target gone, nothing happens. Its Blade Break is FAB-520's.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Vow of Vengeance: \"Attack Reaction - Destroy this: Mark target Arakni. Blade Break\" CR 1.2.2b (an object has the identity of its name and moniker: \"Arakni\"), 2.7 (name, moniker), 1.8.5 and 5.1.4 (a target is declared as the ability is activated), 5.2.1 (an activated ability's cost and effect), 8.1.2a (attack reactions), 8.5.50 and 9.3 (mark; marked), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, ability(0), arakni_hero, mark) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_mark_target_arakni).

%   arakni(+Hero): Hero has the name or moniker Arakni (CR 1.2.2b, 2.7).
arakni(H) :-
    (   card_prop(H, moniker, "Arakni")
    ->  true
    ;   get_dict(name, H, Name),
        (   Name == "Arakni"
        ->  true
        ;   sub_string(Name, 0, _, _, "Arakni,")
        )
    ).

legal_target(S, arakni_hero, Id) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    arakni(H),
    card_id(H, Id).

spec_words(arakni_hero, "an Arakni").

message(target_illegal(C, T, arakni_hero)) -->
    { card_label(C, L) },
    [ "~w targets an Arakni (a hero named, or nicknamed, Arakni), and ~w is not one (CR 1.2.2b, 1.8.5a)"-[L, T] ].

%   The activated-layer L of Vow of Vengeance resolves: its target, still
%   an Arakni, is marked (FAB-1047).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_mark_target_arakni),
      get_dict(target, L, T)
    },
    (   { legal_target(S0, arakni_hero, T0), T0 == T,
          players(S0, Ps), member(P, Ps), get_dict(hero, P, H), card_id(H, HId), HId == T
        }
    ->  hero_marked(S0, P.name, 'FAB-1047', vow_marked, Id, S)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(vow_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w: its target, ~w's hero, is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w: its target, ~w's hero, is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

                 /*******************************
                 *      FIRE AND BRIMSTONE      *
                 *******************************/

rule('FAB-1048', effect, "Fire and Brimstone: its player's daggers get +1 power and may attack an additional time this turn",
     "As Fire and Brimstone (an attack reaction; its cost FAB-1032's) resolves, each dagger weapon its player controls then (in a weapon zone, or attacking on the combat chain) gets +1 power until the end of the turn: the weapon power effect of Romping Club's reading ({kind: weapon_power, player, weapon, amount, source}, FAB-555), which a dagger attacking now counts at once and each later attack of it this turn too; and its player may attack with each of them an additional time this turn: Dorinthea's permission ({kind: additional_attack, player, weapon, source}, FAB-543), which a second activation of its once-per-turn attack uses up. A dagger that comes under their control later gets neither. With no dagger, nothing.",
     ruling("Обмеження зазвичай діють один раз за хід, але якщо здатність не має обмеження, ви можете активувати її стільки разів, скільки захочете (за умови, що ви можете сплатити вартість).",
            "Fire and Brimstone: \"Legendary. This costs {r} less to play for each Draconic chain link you control. Daggers you control get +1{p} and you may attack with each of them an additional time this turn.\" CR 1.7.3b and 6.2.2 (a resolution ability's continuous effect, generated as it resolves, for the objects it names then), 1.4.3a (a weapon's attack-proxy inherits the weapon's power), 1.0.1a and 5.2.1a (an effect that allows an ability an additional activation supersedes its once-per-turn limit), 4.4.4 (this turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   daggers_empowered(+Weapons, +Who, +Source, +N, +S0, -S)//: each dagger
%   weapon of Who gets +N power this turn and an additional attack
%   (FAB-1048).
daggers_empowered([], _, _, _, S, S) --> [].
daggers_empowered([W|Ws], Who, Src, N, S0, S) -->
    { card_id(W, WId),
      add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:Src}, S1),
      attacking_link_power(S1, WId, N, S2),     % card_texts.pl
      add_effect(S2, _{kind:"additional_attack", player:Who, weapon:WId, source:Src}, S3)
    },
    [ event('FAB-1048', dagger_empowered, _{player:Who, weapon:WId, amount:N, card:Src}) ],
    daggers_empowered(Ws, Who, Src, N, S3, S).

message(event(dagger_empowered, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.weapon, W) },
    [ "~w: ~w gets +~d power this turn, and ~w may attack with it an additional time this turn"-[L, W, F.amount, F.player] ].

                 /*******************************
                 *            FEALTY            *
                 *******************************/

rule('FAB-1049', effect, "Fealty: destroyed, the next card its player plays this turn is Draconic; at their end phase it is destroyed unless they created a Fealty or played a Draconic card this turn",
     "A Fealty token has the instant ability \"Destroy this: The next card you play this turn is Draconic\" (no resource cost, activated at any time its player has priority): as it resolves an effect waits ({kind: next_card_draconic, player, source}, in either player's turn) for the next card its player plays this turn, which uses it up as it is played: that card is Draconic (an attack action card's chain link is then a Draconic chain link: {kind: attack_draconic, card, lasts: combat_chain}, Brand with Cinderclaw's, FAB-732; Coat of Allegiance's restriction counts it, FAB-1046). At the beginning of its controller's end phase a Fealty is destroyed (it ceases to exist) unless that player has created a Fealty token or played a Draconic card this turn: the turn records either while it is theirs ({kind: fealty_kept, player}: a Fealty created for them, or a Draconic card they played while they controlled a Fealty); a position given in the middle of a turn says so in its effects, else neither happened. Kept, the trigger does not happen at all.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Fealty: \"Instant - Destroy this: The next card you play this turn is Draconic. At the beginning of your end phase, if you haven't created a Fealty token or played a Draconic card this turn, destroy this.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.10 (the next card played: the effect applies to it as it is played), 2.11.6b (Draconic is a talent supertype), 4.4.2 (the beginning of the end phase), 6.6.5 (a triggered effect with a condition triggers only if it is met), 8.5.4 and 1.3.4b (destroyed, a token ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_ability("Fealty", _{type:"instant", limit:"none", cost:0, effect:"next_card_draconic", destroy_self:true}).
permanent_text("Fealty", end_phase, [destroy_this]).

text_ability_effect("next_card_draconic").

%   trigger_condition_unmet(+S, +Who, +Name, +Trigger): the permanent
%   Name of Who does not trigger on Trigger: its condition is not met
%   (Fealty is kept: FAB-1049).  triggers.pl's fired_permanents/4 asks it.
trigger_condition_unmet(S, Who, "Fealty", end_phase) :-
    fealty_kept(S, Who).

fealty_kept(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "fealty_kept"),
    get_dict(player, E, W), W == Who,
    !.

%   The activated-layer of a Fealty resolves: the next card its player
%   plays this turn is Draconic (FAB-1049).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "next_card_draconic",
      add_effect(S0, _{kind:"next_card_draconic", player:Who, source:Id}, S)
    },
    [ event('FAB-1049', next_card_draconic_made, _{player:Who, card:Id}) ].

message(event(next_card_draconic_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next card ~w plays this turn is Draconic"-[L, F.player] ].

%   fealty_made(+Token, +Rule, +Kind, +Who, +By, +S0, -S)//: Token (a
%   Fealty) is created for Who; in their turn the turn records it
%   (FAB-1049).
fealty_made(Token, Rule, Kind, Who, By, S0, S) -->
    tokens_made([Token], Rule, Kind, Who, By, S0, S1),   % card_texts_rhinar_blitz.pl
    { fealty_kept_noted(S1, Who, S) }.

fealty_kept_noted(S0, Who, S) :-
    (   Who == S0.turn_player,
        \+ fealty_kept(S0, Who)
    ->  add_effect(S0, _{kind:"fealty_kept", player:Who}, S)
    ;   S = S0
    ).

%   fealty_played_text(+S0, +Who, +Card, -S)//: Who played Card: a
%   Fealty's effect makes it Draconic; a Draconic card played while Who
%   controls a Fealty is recorded for the end phase (FAB-1049).
fealty_played_text(S0, Who, C, S) -->
    (   { effects(S0, Es0),
          partition(next_card_draconic_of(Who), Es0, [E|_], _),
          selectchk(E, Es0, Es1),
          card_id(C, CId),
          key_value(source, E, "", Src),
          (   card_type(C, "attack action")
          ->  append(Es1, [_{kind:"attack_draconic", player:Who, card:CId, source:Src, lasts:"combat_chain"}], Es)
          ;   Es = Es1
          ),
          S1 = S0.put(effects, Es),
          Made = true
        }
    ->  [ event('FAB-1049', card_made_draconic, _{player:Who, card:CId, source:Src}) ]
    ;   { S1 = S0, Made = false }
    ),
    { (   player(S1, Who, P),
          key_value(arena, P, [], Arena),
          member(T, Arena), get_dict(name, T, "Fealty"),
          (   Made == true -> true ; draconic_as_played(S0, Who, C) )
      ->  fealty_kept_noted(S1, Who, S)
      ;   S = S1
      )
    }.

next_card_draconic_of(Who, E) :-
    get_dict(kind, E, "next_card_draconic"),
    get_dict(player, E, W), W == Who.

message(event(card_made_draconic, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.source, By) },
    [ "~w is Draconic: it is the next card ~w plays this turn (~w)"-[L, F.player, By] ].

                 /*******************************
                 *   ATTACKING A MARKED HERO    *
                 *******************************/

rule('FAB-1050', effect, "Hunt to the Ends of Rathe, Point of Engagement, Mark of the Huntsman: more power while attacking a marked hero",
     "When Hunt to the Ends of Rathe attacks (its chain link opens) and the defending hero is an Arakni (named, or nicknamed, Arakni: Vow of Vengeance's reading, FAB-1047), that hero is marked (FAB-1037). While it attacks a marked hero it has +2 power (Mark of the Huntsman's attack +1). Point of Engagement's effect ({kind: marked_attacks_power, player, amount, source}, made as it resolves, FAB-1034) gives every attack of its player this turn +1 power while it attacks a marked hero. The chain link keeps what they give it now (marked_power: the sum, present only while its defending hero is marked), set again whenever a hero is marked or a hit removes a mark, a link opens, such an effect is made, or a position is read: the damage counts it, and a hit that removes the mark takes it away after the damage is dealt.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Hunt to the Ends of Rathe: \"When this attacks Arakni, mark them. If this is attacking a marked hero, this gets +2{p}. Go again\"; Mark of the Huntsman: \"If this is attacking a marked hero, this gets +1{p}.\"; Point of Engagement: \"... Until end of turn, your attacks get +1{p} while attacking a marked hero. Go again\" CR 5.4.7 (a static ability with a condition applies while it holds), 6.2.3 (a continuous effect of a resolved card until end of turn), 6.6 (a triggered effect: when this attacks), 1.2.2b (the name Arakni), 9.3 (marked; a hit removes it, 9.3.3), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the trigger at once, as the link opens, as it does Flock of the Feather Walkers' (FAB-553).")).

%   hunt_attack_text(+S0, +Who, +Attack, -S)//: Attack's link just opened
%   against an Arakni: its text marks them (FAB-1050).
hunt_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attacking_arakni_marks),
          opponent(S0, Who, Def),
          player(S0, Def, P),
          arakni(P.hero),
          card_id(A, AId)
        }
    ->  hero_marked(S0, Def, 'FAB-1050', arakni_marked, AId, S)
    ;   { S = S0 }
    ).

message(event(arakni_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w attacks an Arakni: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w attacks an Arakni: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

%!  marked_power(+State, +Link, -Power:integer) is det.
%
%   What the texts read here give Link's attack now while it attacks a
%   marked hero (FAB-1050): 0 while its defending hero is not marked.

marked_power(S, L, N) :-
    (   marked(S, L.defender),
        link_attack(L, A)
    ->  (   text_read_name(A, Name), card_text_read(Name, power_attacking_marked(N0))
        ->  true
        ;   N0 = 0
        ),
        effects(S, Es),
        aggregate_all(sum(K), ( member(E, Es), get_dict(kind, E, "marked_attacks_power"),
                                get_dict(player, E, W), W == L.controller,
                                get_dict(amount, E, K) ), N1),
        agents_marked_power(S, L, N2),          % card_texts_arakni_agents.pl (FAB-1500)
        N is N0 + N1 + N2
    ;   N = 0
    ).

%!  marked_power_refreshed(+State0, -State) is det.
%
%   Each chain link of State0's combat chain keeps its marked_power/3 now
%   (FAB-1050): a link with none has no `marked_power`.

marked_power_refreshed(S0, S) :-
    (   chain_open(S0)
    ->  Chain0 = S0.chain,
        maplist(link_marked_power(S0), Chain0.links, Links),
        (   Links == Chain0.links -> S = S0 ; S = S0.put(chain, Chain0.put(links, Links)) )
    ;   S = S0
    ).

link_marked_power(S, L0, L) :-
    marked_power(S, L0, N),
    (   N > 0
    ->  L = L0.put(marked_power, N)
    ;   del_dict(marked_power, L0, _, L1)
    ->  L = L1
    ;   L = L0
    ).

%!  fang_power_bonus(+Link, -Bonus:integer) is det.
%
%   What Link keeps of the texts read here that give power while
%   attacking a marked hero (FAB-1050); card_texts.pl's
%   text_power_bonus/2 adds it.

fang_power_bonus(L, B) :-
    (   get_dict(marked_power, L, B0), integer(B0) -> true ; B0 = 0 ),
    vein_power(L, B1),                          % FAB-1051
    B is B0 + B1.

%!  fang_power_applied(+Link, +Bonus:integer)// is det.
%
%   As Link's damage is dealt with Bonus power from attacking a marked
%   hero, an event says so (FAB-1050).

fang_power_applied(L, _) -->
    (   { get_dict(marked_power, L, B), integer(B), B > 0, link_attack(L, A), card_id(A, AId) }
    ->  [ event('FAB-1050', marked_power_applied, _{player:L.controller, attack:AId, amount:B, defender:L.defender}) ]
    ;   []
    ),
    (   { vein_power(L, V), V > 0, link_attack(L, A1), card_id(A1, A1Id) }
    ->  [ event('FAB-1051', draconic_played_power, _{player:L.controller, attack:A1Id, amount:V}) ]
    ;   []
    ).

message(event(marked_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: it attacks ~w, who is marked"-[L, F.amount, F.defender] ].

                 /*******************************
                 *      OBSIDIAN FIRE VEIN      *
                 *******************************/

rule('FAB-1051', effect, "Obsidian Fire Vein: +1 power and go again once its player has played a Draconic card this chain link",
     "While Obsidian Fire Vein's attack is the active chain link (its attack, defend, reaction or damage step: a chain link starts when it becomes the active one), once its controller plays a Draconic card (the talent printed on it, or made Draconic as it is played: a Fealty's effect, FAB-1049, or for an attack action card Brand with Cinderclaw's, FAB-732), the link records it (draconic_played: true; a position written by hand says so there, default false) and the attack has +1 power (the damage counts it) and go again (its controller gains an action point as the link resolves, FAB-503). A card played in its layer step, before the link is active, does not count. Its once-per-turn attack ({r}) is the card data's; Fang's cost (FAB-1041) reads it as a dagger.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Obsidian Fire Vein: \"Once per Turn Action - {r}: Attack. If you've played a Draconic card this chain link, this attack gets +1{p} and go again.\" CR 7.0.3d (\"this chain link\" is the active chain link: it starts when the link becomes active; there is none in the Layer Step), 7.0.3e (a card played while a chain link is active is played on it), 5.4.7 (a condition that applies while it holds), 2.11.6b (Draconic is a talent), 7.6.2 and 8.3.5 (go again is read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition as a continuous one on the chain link, as Sneak Attack's (FAB-718): read only as the ability resolves, in the Layer Step, \"this chain link\" would name none and the effect would never be generated (7.0.3d).")).

%   vein_noted(+S0, +Who, +Card, -S): Who played Card: a Draconic card
%   played on the active chain link of Who's attack whose text reads it
%   is recorded there (FAB-1051).
vein_noted(S0, Who, C, S) :-
    (   chain_open(S0),
        memberchk(S0.chain.step, ["attack", "reaction", "damage"]),
        active_link(S0, L0),
        L0.controller == Who,
        \+ get_dict(draconic_played, L0, true),
        link_attack(L0, A),
        text_read_name(A, Name),
        card_text_read(Name, draconic_played_power_go_again(_)),
        draconic_as_played(S0, Who, C)
    ->  active_link_replaced(S0, L0, L0.put(draconic_played, true), S)
    ;   S = S0
    ).

%   vein_power(+Link, -N): what Link's attack's text gives it now, a
%   Draconic card played on it (FAB-1051).
vein_power(L, N) :-
    (   get_dict(draconic_played, L, true),
        link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, draconic_played_power_go_again(N0))
    ->  N = N0
    ;   N = 0
    ).

%   fang_link_go_again(+Link): Link's attack has go again from its text
%   read here, a Draconic card played on it (FAB-1051);
%   card_texts_katsu_bravo.pl's link_go_again/2 asks it.
fang_link_go_again(L) :-
    vein_power(L, N),
    N > 0.

%!  fang_go_again_noted(+State, +Link)// is det.
%
%   Link resolves with go again from its attack's text read here: an
%   event says so (FAB-1051); card_texts_kassai.pl's
%   kassai_go_again_noted//2 calls it.

fang_go_again_noted(_, L) -->
    (   { \+ get_dict(go_again, L, true),
          vein_power(L, N), N > 0,
          link_attack(L, A), card_id(A, AId)
        }
    ->  [ event('FAB-1051', draconic_played_go_again, _{player:L.controller, attack:AId}) ]
    ;   []
    ).

message(event(draconic_played_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: ~w has played a Draconic card this chain link"-[L, F.amount, F.player] ].
message(event(draconic_played_go_again, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has go again: ~w has played a Draconic card this chain link"-[L, F.player] ].
