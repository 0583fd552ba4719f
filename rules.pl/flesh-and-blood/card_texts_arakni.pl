/*  Flesh and Blood: the texts of the Arakni Blitz Deck's cards that the
    Uzuri Blitz Deck does not share (card_texts_uzuri.pl reads those).

    Part of game.pl, included after card_texts_uzuri.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Virulent Touch: not played from hand (FAB-715, Death Touch's
      reading); as its chain link resolves, if a card from hand defends
      it, a Bloodrot Pox token is created under the defending hero's
      control (FAB-726);
    - Spike with Bloodrot: a target attack action card with stealth gets
      +3 power (FAB-714's targets) and "When this hits a hero, create a
      Bloodrot Pox token under their control." (FAB-800);
    - Arakni, Solitary Confinement: its player's first attack with stealth
      each turn has go again (FAB-801);
    - Bloodrot Trap: defending once the attacking hero has played or
      activated an attack reaction this chain link, it creates a Bloodrot
      Pox token under the attacking hero's control (FAB-802);
    - Toxic Tips: its action ability gives the next attack action card its
      player plays this turn "When this hits a hero, create a Frailty,
      Inertia, or Bloodrot Pox token under their control." (FAB-803: the
      hit_token choice of Death Touch's FAB-716, FAB-717);
    - Malign: stealth (FAB-710), and its damage can't be prevented: Ward
      and a Quell paid for still apply, and are destroyed, but prevent
      nothing (FAB-804).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, rule_fact/4, message//1, legal_target/3, spec_words/2,
   targeted_rule/2, broken/4, moot/3, link_go_again/2, ability_reading/1, ability_reading_resolved//5,
   effect//4.

%   The texts read here (card_text_read/2):
%
%       not_played_from_hand    Virulent Touch: "Virulent Touch can't be
%                               played from hand." (FAB-715)
%       resolves_token_if_defended_from_hand(Token)   Virulent Touch:
%                               "When this chain link resolves, if
%                               Virulent Touch is defended by a card from
%                               hand, create a Bloodrot Pox token under
%                               the defending hero's control." (FAB-726)
%       target_gains_power(play, stealth_attack_action_card, 3) and
%       target_gains_hit_token("Bloodrot Pox")   Spike with Bloodrot:
%                               "Target attack action card with stealth
%                               gains +3{p} and \"When this hits a hero,
%                               create a Bloodrot Pox token under their
%                               control.\"" (FAB-800)
%       first_stealth_attack_go_again   Arakni, Solitary Confinement: "Your
%                               first attack with stealth each turn has
%                               go again." (FAB-801)
%       defends_after_reaction_token(Token)   Bloodrot Trap: "When this
%                               defends and the attacking hero has played
%                               or activated a reaction this chain link,
%                               create a Bloodrot Pox token under their
%                               control." (FAB-802)
%       ability_next_attack_action_card_hit_token_of(Tokens)   Toxic Tips:
%                               "Action - {r}, destroy Toxic Tips: The
%                               next attack action card you play this turn
%                               gains \"When this hits a hero, create a
%                               Frailty, Inertia, or Bloodrot Pox token
%                               under their control.\" Go again" (FAB-803;
%                               its cost, go again and Blade Break are the
%                               card data's)
%       stealth, damage_unpreventable   Malign: "Stealth. Damage that
%                               would be dealt by Malign can't be
%                               prevented." (FAB-710, FAB-804)

card_text_read("Virulent Touch", not_played_from_hand).
card_text_read("Virulent Touch", resolves_token_if_defended_from_hand("Bloodrot Pox")).
card_text_read("Spike with Bloodrot", target_gains_power(play, stealth_attack_action_card, 3)).
card_text_read("Spike with Bloodrot", target_gains_hit_token("Bloodrot Pox")).
card_text_read("Arakni, Solitary Confinement", first_stealth_attack_go_again).
card_text_read("Bloodrot Trap", defends_after_reaction_token("Bloodrot Pox")).
card_text_read("Malign", stealth).
card_text_read("Malign", damage_unpreventable).
card_text_read("Toxic Tips", ability_next_attack_action_card_hit_token_of(["Frailty", "Inertia", "Bloodrot Pox"])).

                 /*******************************
                 *         VIRULENT TOUCH       *
                 *******************************/

rule('FAB-726', effect, "Virulent Touch: as its chain link resolves, a Bloodrot Pox token for a defence from hand",
     "As the chain link of Virulent Touch resolves (the damage step ends and the resolution step begins), if a card from a hand defends it (a card declared in the defend step, or a defense reaction played from hand: not equipment, not a defense reaction played from the arsenal, which the link records in from_arsenal as it is played, and a position written by hand names there), a Bloodrot Pox token is created in the defending hero's player's arena, under their control, whether the attack hit or not; defended by equipment or from the arsenal only, or by nothing, none is. Its id is the attack's id and the token's name. Virulent Touch can't be played from hand (FAB-715).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Virulent Touch: \"Virulent Touch can't be played from hand. When this chain link resolves, if Virulent Touch is defended by a card from hand, create a Bloodrot Pox token under the defending hero's control.\" CR 7.6 (the resolution step: the chain link resolves), 6.6 (a triggered effect acts on its event; its condition is checked as it triggers), 8.5.2 (create), 8.6.19 (Bloodrot Pox), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link resolves, as it does Infect's token (FAB-711): no other effect rulecheck reads triggers then.")).

%!  link_resolved_text(+State0, +Link, -State)// is det.
%
%   The chain Link just resolved: what its attack's text read here does
%   then (FAB-726).

link_resolved_text(S00, L, S) -->
    arakni_go_again_noted(S00, L, S0),          % FAB-801
    (   { link_attack(L, A),
          text_read_name(A, Name),
          card_text_read(Name, resolves_token_if_defended_from_hand(Token)),
          link_hand_defenders(L, [_|_]),         % keywords_attack.pl
          card_id(A, AId),
          Who = L.defender,
          tokens_created(AId, L.controller, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-726', defended_from_hand_token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
        tokens_more_made(L.controller, AId, More)
    ;   { S = S0 }
    ).

%!  hand_defence_read(+Link) is semidet.
%
%   Link's attack has a text read here that asks whether a card from hand
%   defends it (FAB-726): a defense reaction played from the arsenal onto
%   it is recorded (from_arsenal, keywords_attack.pl).

hand_defence_read(L) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, resolves_token_if_defended_from_hand(_)).

message(event(defended_from_hand_token_created, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w's chain link resolves, defended by a card from hand: ~w ~w token (~w) is created under ~w's control"-[By, A, F.name, F.card, F.player] ].

                 /*******************************
                 *       SPIKE WITH BLOODROT    *
                 *******************************/

rule('FAB-800', effect, "Spike with Bloodrot: +3 power and a Bloodrot Pox on a hit for a target attack action card with stealth",
     "Spike with Bloodrot (an attack reaction) targets an attack action card with stealth on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622; without one it cannot be played). As it resolves, the target, if still legal, gets +3 power and \"When this hits a hero, create a Bloodrot Pox token under their control.\": when it attacks on a chain link, the link records the token (hit_tokens) and the damage counts the power; when that attack hits (deals damage to the defending hero in the damage step), a Bloodrot Pox token is created in the hit hero's player's arena, under their control, beside any its own text creates. A defending card's power and ability change nothing. If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Spike with Bloodrot: \"Target attack action card with stealth gains +3{p} and 'When this hits a hero, create a Bloodrot Pox token under their control.'\" CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 8.3.24 (stealth), 5.3.2a (a layer whose targets are all illegal fails to resolve), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 8.5.2 (create), 8.6.19 (Bloodrot Pox), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the hit's triggered-layer at once, as it does Infect's (FAB-711).")).

%   The rule Spike with Bloodrot's power event cites
%   (card_texts_katsu_bravo.pl, targeted_text//3).
targeted_rule(C, 'FAB-800') :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_hit_token(_)).

%!  target_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved, gives
%   its Target, if still legal and attacking on a chain link, the hit
%   token of its text: the link records it (hit_tokens, FAB-800).

target_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, target_gains_hit_token(Token)),
          targeting(C, play, Spec, _),          % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          chain_open(S0),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          link_attack(L0, A), card_id(A, AId), AId == T,
          card_id(C, Id)
        }
    ->  { key_value(hit_tokens, L0, [], Ts0),
          append(Ts0, [Token], Ts),
          nth0(K, Links, L0.put(hit_tokens, Ts), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        },
        [ event('FAB-800', hit_token_gained, _{player:Who, card:Id, target:T, name:Token}) ]
    ;   kassai_target_rider(S0, Who, C, T, S1),  % card_texts_kassai.pl (FAB-827)
        pitched_blue_rider(S1, Who, C, T, S)    % card_texts_nuu.pl (FAB-1094)
    ).

message(event(hit_token_gained, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gains \"When this hits a hero, create a ~w token under their control.\""-[L, T, F.name] ].

%!  gained_hit_tokens(+State0, +Link, -State)// is det.
%
%   Link's attack hit: each token an effect gave it (hit_tokens, FAB-800)
%   is created under the hit hero's control.

gained_hit_tokens(S0, L, S) -->
    { key_value(hit_tokens, L, [], Ts),
      link_attack(L, A),
      card_id(A, AId)
    },
    gained_tokens(Ts, L.controller, L.defender, AId, S0, S).

gained_tokens([], _, _, _, S, S) --> [].
gained_tokens([Token|Ts], Creator, Who, AId, S0, S) -->
    { tokens_created(AId, Creator, Who, [Token], S0, S1, [TId], More) },   % tokens_created.pl
    [ event('FAB-800', hit_token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
    tokens_more_made(Creator, AId, More),
    gained_tokens(Ts, Creator, Who, AId, S1, S).

                 /*******************************
                 *  ARAKNI, SOLITARY CONFINEMENT *
                 *******************************/

rule('FAB-801', effect, "Arakni, Solitary Confinement: the first attack with stealth each turn has go again",
     "A player whose hero is Arakni, Solitary Confinement (its text read) attacks with stealth for the first time in a turn: as that attack becomes a chain link, the state records it as the turn's first ({kind: first_stealth_attack, player, source: the hero, card: the attack}, an effect that ends with the turn); a later attack with stealth that turn is not the first. As that link resolves it has go again (its player gains an action point, FAB-503), unless the hero has lost its abilities then (Humble, Crush Confidence: FAB-624). A position given in the middle of a turn says in its effects which attack was the first; where it records none, the player's first link on the combat chain whose attack has stealth is.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Arakni, Solitary Confinement: \"Your first attack with stealth each turn has go again.\" CR 5.4.7 (a static ability applies while its source is functional), 1.7.4 (a hero's abilities are functional in the arena), 8.3.24 (stealth), 8.3.5 (go again), 7.6.2 (go again is read as the chain link resolves), 4.4.4 (\"each turn\": the count starts again as the turn ends), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  arakni_attack_text(+State0, +Player, +Attack, -State) is det.
%
%   Attack of Player's just became a chain link: if it has stealth, is
%   Player's first this turn and Player's hero reads it, the state records
%   it (FAB-801).

arakni_attack_text(S0, Who, A, S) :-
    (   has_stealth(A),                         % card_texts_uzuri.pl
        player(S0, Who, P),
        Hero = P.hero,
        text_read_name(Hero, Name),
        card_text_read(Name, first_stealth_attack_go_again),
        \+ first_stealth_attack_recorded(S0, Who, _),
        \+ earlier_stealth_link(S0, Who, A),
        card_id(Hero, HId), card_id(A, AId)
    ->  add_effect(S0, _{kind:"first_stealth_attack", player:Who, source:HId, card:AId}, S)
    ;   S = S0
    ).

%   first_stealth_attack_recorded(+S, +Player, -AttackId): the effect that
%   names Player's first attack with stealth this turn (FAB-801).
first_stealth_attack_recorded(S, Who, AId) :-
    first_attack_recorded(S, "first_stealth_attack", Who, AId).

%   first_attack_recorded(+S, +Kind, +Player, -AttackId): the effect of
%   kind Kind that names Player's first attack of a kind this turn
%   (FAB-801; The Hand that Pulls the Strings' first attack with
%   contract, card_texts_hand2.pl, FAB-1438).
first_attack_recorded(S, Kind, Who, AId) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, Kind),
    get_dict(player, E, W), W == Who,
    get_dict(card, E, AId),
    !.

%   earlier_stealth_link(+S, +Player, +Attack): a link of the combat chain
%   before Attack's own has an attack with stealth of Player's.
earlier_stealth_link(S, Who, A) :-
    earlier_own_link(S, Who, A, has_stealth).

%   earlier_own_link(+S, +Player, +Attack, :Test): a link of the combat
%   chain before Attack's own has an attack of Player's that passes Test
%   (has_stealth/1; card_texts_hand2.pl: an attack with contract).
earlier_own_link(S, Who, A, Test) :-
    chain_open(S),
    card_id(A, AId),
    member(L, S.chain.links),
    link_attack(L, B),
    card_id(B, BId),
    (   BId == AId -> !, fail ; true ),
    L.controller == Who,
    call(Test, B),
    !.

%!  first_stealth_link(+State, +Link) is semidet.
%
%   Link's attack is its controller's first attack with stealth this
%   turn, and their hero reads it with its abilities (FAB-801).

first_stealth_link(S, L) :-
    link_attack(L, A),
    has_stealth(A),
    Who = L.controller,
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, first_stealth_attack_go_again),
    \+ hero_abilities_lost(S, Who),             % card_texts_bravo.pl (FAB-624)
    card_id(A, AId),
    (   first_stealth_attack_recorded(S, Who, First)
    ->  First == AId
    ;   \+ earlier_stealth_link(S, Who, A)
    ).

%   The link of Arakni's first attack with stealth resolves with go again
%   (card_texts_katsu_bravo.pl, FAB-801).
link_go_again(S, L) :-
    \+ get_dict(go_again, L, true),
    first_stealth_link(S, L).

%   arakni_go_again_noted(+State0, +Link, -State)//: Link resolves with go
%   again from Arakni's text only: an event says so, and the state
%   records the attack as the turn's first with stealth where it did not
%   yet (a position given with the link open, FAB-801).

arakni_go_again_noted(S0, L, S) -->
    (   { \+ get_dict(go_again, L, true),
          first_stealth_link(S0, L),
          link_attack(L, A), card_id(A, AId),
          Who = L.controller,
          player(S0, Who, P), card_id(P.hero, HId),
          (   first_stealth_attack_recorded(S0, Who, _)
          ->  S = S0
          ;   add_effect(S0, _{kind:"first_stealth_attack", player:Who, source:HId, card:AId}, S)
          )
        }
    ->  [ event('FAB-801', first_stealth_attack_go_again, _{player:Who, attack:AId, by:HId}) ]
    ;   { S = S0 }
    ).

message(event(first_stealth_attack_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.by, H) },
    [ "~w has go again: it is ~w's first attack with stealth this turn (~w)"-[A, F.player, H] ].

                 /*******************************
                 *         BLOODROT TRAP        *
                 *******************************/

rule('FAB-802', effect, "Bloodrot Trap: defending after the attacker's reaction, a Bloodrot Pox under the attacking hero's control",
     "When Bloodrot Trap becomes a defending card (a defense reaction resolving onto the active chain link) and the attacking hero's player has played an attack reaction card or activated an attack reaction ability this chain link, a Bloodrot Pox token is created in the attacking player's arena, under their control. The chain link records such a reaction as it is played or activated (attack_reaction: true) where a card in the defending player's hand or arsenal reads it, as Sneak Attack's does (FAB-718); a position written by hand says so there (default false: none played). Without one, or declared as a defender in the defend step (before any reaction of the link), it creates none. Not read: a Bloodrot Trap that came to the defending player's hand or arsenal after the reaction was played, this chain link, finds the reaction unrecorded.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Bloodrot Trap: \"When this defends and the attacking hero has played or activated a reaction this chain link, create a Bloodrot Pox token under their control.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger on an event and a state: the state is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 7.4.2a and 8.1.2a (attack reactions, played or activated by the attacking hero's player in the reaction step), 8.5.2 (create), 8.6.19 (Bloodrot Pox), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends, as it does Infect's token (FAB-711).")).

%!  reaction_read(+State, +Link) is semidet.
%
%   A text read here asks whether the attacking player played or
%   activated an attack reaction on Link: its attack's (Sneak Attack,
%   FAB-718), or a card's in the defending player's hand or arsenal
%   (Bloodrot Trap, FAB-802).

reaction_read(_, L) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, power_after_attack_reaction(_)),
    !.
reaction_read(S, L) :-
    player(S, L.defender, P),
    (   member(Zone, [hand, arsenal]),
        key_value(Zone, P, [], Cs),
        member(C, Cs),
        text_read_name(C, Name),
        (   card_text_read(Name, defends_after_reaction_token(_))
        ;   card_text_read(Name, defends_after_reaction_mill(_))   % card_texts_riptide.pl (FAB-808)
        )
    ->  true
    ).

%!  trap_text(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player's just became a defending card of the active chain
%   link: if its text read here triggers on the attacking player's
%   reaction, and the link records one, the token is created under the
%   attacking player's control (FAB-802).

trap_text(S0, _Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_after_reaction_token(Token)),
          active_link(S0, L),
          get_dict(attack_reaction, L, true),
          Attacker = L.controller,
          card_id(C, Id),
          L.defender = Creator,
          tokens_created(Id, Creator, Attacker, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-802', trap_token_created, _{player:Attacker, card:TId, name:Token, by:Id}) ],
        tokens_more_made(Creator, Id, More)
    ;   { S = S0 }
    ).

message(event(trap_token_created, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w defends after ~w's reaction this chain link: ~w ~w token (~w) is created under ~w's control"-[By, F.player, A, F.name, F.card, F.player] ].

                 /*******************************
                 *           TOXIC TIPS         *
                 *******************************/

rule('FAB-803', effect, "Toxic Tips: the next attack action card gains a hit that creates a Frailty, Inertia or Bloodrot Pox of its player's choice",
     "Toxic Tips' action ability ({r} and destroying it, its cost; go again: the card data's) resolves into an effect on its player's next attack action card this turn (kind next_attack_action_card_hit_token): as such a card becomes a chain link the effect is used up and the link records the text it gains (hit_token_choice: Frailty, Inertia, Bloodrot Pox). When that attack hits (deals damage to the defending hero in the damage step), its controller chooses one of the three and that token is created under the hit hero's control: the position waits for the choice (the pending choice hit_token of Death Touch, FAB-716, its tokens named in the choice), a mode move answers it (1 Frailty, 2 Inertia, 3 Bloodrot Pox; FAB-717). Beside Death Touch's own choice on the same hit, Death Touch's is asked first, then this one; what else the hit sets off follows. A weapon's attack, or a non-attack action, leaves the effect waiting; it ends with the turn. Not read: where a choice other than a token's already waits as the attack hits (Cut Down to Size's discard), no token is asked and none is created.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Toxic Tips: \"Action - {r}, destroy Toxic Tips: The next attack action card you play this turn gains 'When this hits a hero, create a Frailty, Inertia, or Bloodrot Pox token under their control.' Go again\" CR 5.2.1 (an activated ability's cost and effect), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), 4.4.4 (an effect of this turn ends with it), 7.5.5 (an attack hits when it deals damage to the attack-target), 6.6 (a triggered effect), 1.8.6 (the player who controls the effect makes its choices), 6.6.6b (triggered-layers created at once are ordered by their controller), 8.5.2 (create), 8.6.19, 8.6.20, 8.6.21 (Bloodrot Pox, Frailty, Inertia), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, asking the token as a move of its own as it does Death Touch's (FAB-716).")).

ability_reading(ability_next_attack_action_card_hit_token_of(_)).

ability_reading_resolved(ability_next_attack_action_card_hit_token_of(_), S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_attack_action_card_hit_token", player:Who, source:Id}, S) },
    [ event('FAB-803', hit_token_effect_made, _{player:Who, card:Id}) ].

message(event(hit_token_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next attack action card ~w plays this turn gains \"When this hits a hero, create a Frailty, Inertia, or Bloodrot Pox token under their control.\""-[L, F.player] ].

%   The tokens the effect of kind next_attack_action_card_hit_token gives
%   the choice of (Toxic Tips, FAB-803).
granted_token_choice(["Frailty", "Inertia", "Bloodrot Pox"]).

%!  toxic_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack, an attack action card of Player's, just became a chain link:
%   Player's effect of kind next_attack_action_card_hit_token is used up
%   and the link records the text it gains (FAB-803).

toxic_attack_text(S0, Who, A, S) -->
    (   { card_type(A, "attack action"),
          effects(S0, Es0),
          once(( nth0(_, Es0, E, Es),
                 get_dict(kind, E, "next_attack_action_card_hit_token"),
                 get_dict(player, E, W), W == Who )),
          granted_token_choice(Tokens),
          card_id(A, AId),
          Chain0 = S0.chain,
          once(append(Links0, [L0], Chain0.links)),
          append(Links0, [L0.put(hit_token_choice, Tokens)], Links),
          S = S0.put(_{effects:Es, chain:Chain0.put(links, Links)})
        }
    ->  [ event('FAB-803', hit_token_gained_by_attack, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

message(event(hit_token_gained_by_attack, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w gains \"When this hits a hero, create a Frailty, Inertia, or Bloodrot Pox token under their control.\" (Toxic Tips)"-[A] ].

%!  pending_hit_tokens(+Pending, -Whose, -Tokens:list) is semidet.
%
%   The tokens the hit_token choice Pending chooses among: those it names
%   (a gained text, Toxic Tips, FAB-803), else those of its source's own
%   text (Death Touch, FAB-716); created under the hit hero's control
%   (Whose their).

pending_hit_tokens(Pd, their, Tokens) :-
    get_dict(tokens, Pd, Tokens),
    !.
pending_hit_tokens(Pd, Whose, Tokens) :-
    hit_token_choices(Pd.source, Whose, Tokens).  % card_texts_uzuri.pl

%!  granted_token_ask(+State0, -State)// is det.
%
%   The active chain link's attack hit and its link records a gained
%   token choice not yet asked (FAB-803): with no other choice waiting,
%   the choice waits now, its tokens named, and the link's record is used
%   up.

granted_token_ask(S0, S) -->
    (   { \+ game_over(S0, _),
          \+ pending(S0, _),
          chain_step(S0, "damage"),
          Chain0 = S0.chain,
          once(append(Links0, [L0], Chain0.links)),
          get_dict(hit_token_choice, L0, Tokens),
          get_dict(damage, L0, D), integer(D), D > 0,
          link_attack(L0, A),
          card_id(A, AId),
          del_dict(hit_token_choice, L0, _, L1),
          append(Links0, [L1], Links),
          Who = L0.controller,
          S = S0.put(_{chain:Chain0.put(links, Links),
                       pending:_{choice:"hit_token", player:Who, controller:Who, source:A, tokens:Tokens}})
        }
    ->  [ event('FAB-803', hit_token_waits, _{player:Who, by:AId}) ]
    ;   { S = S0 }
    ).

%   hit_token_continued(+S0, -S)//: a hit's token was chosen: a gained
%   token choice still waiting is asked (FAB-803), else the hit's other
%   texts go on (card_texts_katsu_blitz.pl).
hit_token_continued(S0, S) -->
    granted_token_ask(S0, S1),
    (   { pending(S1, _) }
    ->  { S = S1 }
    ;   hit_texts_resumed(S1, S)
    ).

                 /*******************************
                 *             MALIGN           *
                 *******************************/

rule('FAB-804', effect, "Malign, Murkmire Grapnel: its damage can't be prevented; Ward and a Quell paid for apply and prevent nothing",
     "The combat damage Malign's (or Murkmire Grapnel's, card_texts_azalea.pl) chain link deals can't be prevented: each prevention effect that applies to it applies once and prevents none of it, and what else it does still happens. Each Ward permanent of the defending player is destroyed (it applies as the damage would be dealt, more than 0), in any order, since none reduces the damage: no order is asked. Where that player could pay for a Quell, the damage waits for their choice as any damage does (the quell choice, FAB-648, which records unpreventable: true): a prevent move may still name Quell permanents, paid for and destroyed at the beginning of the end phase (FAB-650), and Ward permanents, each of which applies without reducing the damage (so none of them is unneeded, FAB-649), or none. The whole damage is dealt and the link records it.",
     ruling("",
            "Malign: \"Stealth. Damage that would be dealt by Malign can't be prevented.\" Murkmire Grapnel: \"Damage that would be dealt by Murkmire Grapnel can't be prevented.\" CR 6.4.10h (if an effect states that a prevention effect cannot prevent the damage of an event, the prevention effect still applies to the event but its prevention amount is not reduced; any additional modifications to the event still occur: Enchanting Melody, destroyed to prevent, is still destroyed), 8.3.20 (Ward N), 8.3.19 (Quell N: you may pay N; if you do, destroy this at the beginning of the end phase), 6.5.5 (the order of prevention effects), 8.3.24 (stealth), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  unpreventable_link(+Link) is semidet.
%
%   The damage Link's attack deals can't be prevented: its text read here
%   says so (FAB-804).

unpreventable_link(L) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, damage_unpreventable).

%!  unpreventable_combat_damage(+State0, +Link, +Power, +Defense, +Damage, -State)// is det.
%
%   Link's attack deals Damage its text says can't be prevented to its
%   defender's hero (FAB-804): the quell choice waits where the player
%   could pay for a Quell, else each Ward permanent is destroyed
%   preventing none, and all of it is dealt.

unpreventable_combat_damage(S0, L, Power, Defense, D, S) -->
    { Def = L.defender,
      link_attack(L, A), card_id(A, AId)
    },
    [ event('FAB-804', damage_unpreventable, _{player:Def, attack:AId, damage:D}) ],
    (   { quell_may_prevent(S0, Def, D) }       % card_texts_quell.pl (FAB-648)
    ->  damage_choice(S0, Def, L.controller, D,
                      _{of:"combat", power:Power, defense:Defense, unpreventable:true}, S)
    ;   { combat_damage_source(L, Src) },         % damage_source.pl
        unpreventable_damaged(S0, Src, Def, D, Lost, Life, S1),
        combat_damage_dealt(S1, Def, Power, Defense, D, D, Lost, Life, S)   % effects.pl
    ).

%   unpreventable_damaged(+S0, +Source, +Player, +D, -Lost, -Life, -S)//: damage D
%   that can't be prevented is dealt to Player's hero: each of their Ward
%   permanents applies, is destroyed and prevents none (FAB-804).
unpreventable_damaged(S0, Src, Who, D, Lost, Life, S) -->
    { findall(Where-C-N, ( ward_source(S0, Who, Where, C),          % keywords_defense.pl
                           card_keyword_value(C, "Ward", N) ), Wards) },
    unpreventable_wards(Wards, Who, D, S0, S1),
    { life_lost(S1, Src, Who, D, Lost, Life, S2) },
    source_damage_dealt(S2, Src, Who, D, S).    % card_texts_source.pl: Arcane Cussing (FAB-1150)

unpreventable_wards([], _, _, S, S) --> [].
unpreventable_wards([Where-C-N|Ws], Who, D, S0, S) -->
    (   { D > 0 }
    ->  { card_id(C, Id),
          ward_destroyed(Where, Who, Id, To, S0, S1)   % keywords_defense.pl
        },
        [ event('FAB-804', ward_prevents_none, _{player:Who, card:Id, ward:N, damage:D, to:To}) ],
        illus_ward_left_arena(Where, To, S1, Who, C, S2),   % card_texts_illusionist.pl (FAB-1440)
        unpreventable_wards(Ws, Who, D, S2, S)
    ;   { S = S0 }
    ).

message(event(damage_unpreventable, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w deals ~d damage to ~w's hero that can't be prevented: a prevention effect applies and prevents none of it (CR 6.4.10h)"-[A, F.damage, F.player] ].
message(event(ward_prevents_none, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.to == "graveyard" -> Gone = "to the graveyard" ; Gone = "it ceases to exist" )
    },
    [ "Ward ~d: ~w applies to the ~d damage and is destroyed (~w), but the damage can't be prevented: it prevents none"-[F.ward, L, F.damage, Gone] ].

%   A prevent move answers the quell choice of damage that can't be
%   prevented (FAB-804): it pays for the Quells it names and applies them
%   and the Ward permanents it names, none preventing anything; then the
%   player's other Ward permanents apply likewise and all the damage is
%   dealt (card_texts_quell.pl's clause answers any other quell choice).
effect(prevent, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "quell",
      get_dict(unpreventable, Pd, true),
      Who = M.player,
      choice_answered(S0, S1),
      prevention(S0, Who, M.cards, Used),       % choices.pl
      prevention_cost(Used, Cost),
      player(S1, Who, P0),
      D = Pd.amount
    },
    (   { Used == [] }
    ->  [ event('FAB-648', quell_declined, _{player:Who, amount:D}) ],
        { S3 = S1 }
    ;   (   { Cost > 0 }
        ->  pay(_{player:Who, keyword:"Quell"}, Cost, M.pitch, P0, P1),   % effects.pl
            { set_player(S1, P1, S2) }
        ;   { S2 = S1 }
        ),
        unpreventable_each(Used, Who, D, S2, S3)
    ),
    { pending_damage_source(S0, Pd, Src) },     % damage_source.pl
    unpreventable_damaged(S3, Src, Who, D, Lost, Life, S4),
    ward_damage_done(Pd.of, Pd, D, Lost, Life, S4, S5),   % choices.pl
    illus_prevent_left(S0, M, S5, S5a),         % card_texts_illusionist.pl (FAB-1440)
    then_resolves(S5a, Pd, S).

unpreventable_each([], _, _, S, S) --> [].
unpreventable_each([Where-C-K-N|Us], Who, D, S0, S) -->
    { card_id(C, Id) },
    (   { K == "Quell" }
    ->  { quell_used(S0, Who, Id, S1) },        % card_texts_quell.pl (FAB-650)
        [ event('FAB-648', quell_prevented, _{player:Who, card:Id, n:N, damage:D, prevented:0, left:D}) ]
    ;   { ward_destroyed(Where, Who, Id, To, S0, S1) },
        [ event('FAB-804', ward_prevents_none, _{player:Who, card:Id, ward:N, damage:D, to:To}) ]
    ),
    unpreventable_each(Us, Who, D, S1, S).

%!  quell_amount(+State, +Pending, -Amount:integer) is det.
%
%   The damage the quell choice Pending leaves to prevent as its
%   preventions apply one by one (FAB-649): its amount, or, where it
%   can't be prevented (FAB-804), more than all its player's Quell and
%   Ward permanents prevent together, since each leaves all of it.

quell_amount(S, Pd, A) :-
    (   get_dict(unpreventable, Pd, true)
    ->  findall(N, ( ward_source(S, Pd.player, _, C),
                     member(K, ["Quell", "Ward"]),
                     card_keyword_value(C, K, N) ), Ns),
        sum_list(Ns, Total),
        A is Pd.amount + Total + 1
    ;   A = Pd.amount
    ).
