/*  Flesh and Blood: the texts of the Arakni Hunted Blitz Deck's cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Annihilate the Armed, Fleece the Frail, Nix the Nimble, Plunder the
      Poor, Sack the Shifty, Slay the Scholars: "Contract - You are
      contracted to banish opponents' attack action cards (cards with 2
      or less {d}; reaction cards; cards with cost 1 or less; cards with
      base go again; 'non-attack' action cards). Whenever you complete
      this contract, create a Silver token. When this hits a hero, banish
      the top card of their deck." (FAB-1170, FAB-1171);
    - Hunted or Hunter: "When this defends and the attacking hero has
      played or activated an attack reaction this chain link, they lose
      1{h}." (FAB-1172);
    - Leap Frog Slime Skin: "When an opponent plays or activates an
      attack reaction, you may add this to the active chain link as a
      defending card. Blade Break" (Leap Frog Leggings' text, read by
      card_texts_cindra.pl: FAB-1134, FAB-1135);
    - Cut to the Chase: "Target Assassin attack action card with
      contract gains +3{p} (+2 yellow, +1 blue). Look at the top card of
      the defending hero's deck. You may put it on the bottom."
      (FAB-1173, FAB-1174);
    - Arakni (the young hero): "Whenever you play a card with contract,
      you may look at the top card of target opponent's deck. You may
      put it on the bottom." (FAB-1175, FAB-1174);
    - Shred: "Target card defending an Assassin attack gets -4{d} (-3
      yellow, -2 blue) this combat chain." (FAB-1176);
    - Starting Point: "Attack Reaction - Destroy this: Target attack gets
      go again. Activate this only if you've played a card or activated
      an ability this reaction step." (FAB-1177, FAB-1178);
    - Up Sticks and Run: "You may retrieve a dagger from your graveyard.
      Your next dagger attack this turn gets +4{p} (+3 yellow, +2 blue).
      Go again" (FAB-1179, FAB-1180; the next dagger attack:
      card_texts_fang.pl's FAB-1034).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, effect//4,
   hit_text_waits/1, reaction_read/2, trap_trigger_met/3, legal_target/3, spec_words/2,
   targeted_rule/2, moot/3, choice_candidate/3, pending_problem/4, choice_action/2,
   choice_phase/2, not_asked_words/2, choice_words//1, text_choice_words//2, move_words//3,
   targeting/4, oldhim_target_effect/1, oldhim_target_resolves//6, text_abilities/2,
   go_again_target_rule/3, paid_choice/1.

%   The texts read here (card_text_read/2):
%
%       contract_silver(Condition)   a contract: whenever its player
%                               banishes an opponent's card that meets
%                               Condition while the card is on the
%                               combat chain, a Silver token is created
%                               under their control (FAB-1171)
%       hit_banishes_top_card   "When this hits a hero, banish the top
%                               card of their deck." (FAB-1170)
%       defends_after_reaction_life_loss(N)   Hunted or Hunter: defending
%                               after the attacker's attack reaction this
%                               chain link, the attacking hero loses N
%                               life (FAB-1172)
%       may_defend_on_attack_reaction   Leap Frog Slime Skin: as Leap
%                               Frog Leggings (card_texts_cindra.pl,
%                               FAB-1134)
%       target_gains_power(play, assassin_contract_attack_action_card,
%       per_pitch([3, 2, 1])) and look_defending_top_may_bottom   Cut to
%                               the Chase: its target gains the power,
%                               then its player may put the top card of
%                               the defending hero's deck on the bottom
%                               (FAB-1173, FAB-1174)
%       target_defending_defense_less(Amounts)   Shred: a target card
%                               defending an Assassin attack gets -N
%                               defense this combat chain, N by its
%                               colour (FAB-1176)
%       target_gains_power(ability(0), attack, go_again) and
%       ability_only_after_reaction_step_play   Starting Point: its
%                               ability, destroying it, gives a target
%                               attack go again, once its player has
%                               played a card or activated an ability
%                               this reaction step (FAB-1177, FAB-1178)
%       next_dagger_attack([4, 3, 2], no_mark) and may_retrieve_dagger
%                               Up Sticks and Run: card_texts_fang.pl's
%                               next dagger attack (FAB-1034), and as it
%                               resolves its player may retrieve a dagger
%                               of their graveyard (FAB-1179, FAB-1180)
%       contract_played_look_top_may_bottom   Arakni: whenever its
%                               player plays a card with contract, they
%                               may put the top card of the opposing
%                               hero's deck on the bottom (FAB-1175,
%                               FAB-1174)

card_text_read("Annihilate the Armed", contract_silver(attack_action_card)).
card_text_read("Annihilate the Armed", hit_banishes_top_card).
card_text_read("Fleece the Frail", contract_silver(defense_at_most(2))).
card_text_read("Fleece the Frail", hit_banishes_top_card).
card_text_read("Nix the Nimble", contract_silver(reaction_card)).
card_text_read("Nix the Nimble", hit_banishes_top_card).
card_text_read("Plunder the Poor", contract_silver(cost_at_most(1))).
card_text_read("Plunder the Poor", hit_banishes_top_card).
card_text_read("Sack the Shifty", contract_silver(base_go_again)).
card_text_read("Sack the Shifty", hit_banishes_top_card).
card_text_read("Slay the Scholars", contract_silver(non_attack_action_card)).
card_text_read("Slay the Scholars", hit_banishes_top_card).
card_text_read("Hunted or Hunter", defends_after_reaction_life_loss(1)).
card_text_read("Leap Frog Slime Skin", may_defend_on_attack_reaction).
card_text_read("Cut to the Chase", target_gains_power(play, assassin_contract_attack_action_card, per_pitch([3, 2, 1]))).
card_text_read("Cut to the Chase", look_defending_top_may_bottom).
card_text_read("Arakni", contract_played_look_top_may_bottom).
card_text_read("Shred", target_defending_defense_less([4, 3, 2])).
card_text_read("Starting Point", target_gains_power(ability(0), attack, go_again)).
card_text_read("Starting Point", ability_only_after_reaction_step_play).
card_text_read("Up Sticks and Run", next_dagger_attack([4, 3, 2], no_mark)).
card_text_read("Up Sticks and Run", may_retrieve_dagger).

                 /*******************************
                 *   CONTRACTS: A HIT BANISHES  *
                 *        THE TOP CARD          *
                 *******************************/

rule('FAB-1170', effect, "Annihilate the Armed, Fleece the Frail, Nix the Nimble, Plunder the Poor, Sack the Shifty, Slay the Scholars: a hit banishes the top card of the hit hero's deck",
     "When Annihilate the Armed, Fleece the Frail, Nix the Nimble, Plunder the Poor, Sack the Shifty or Slay the Scholars hits a hero (deals damage to the defending hero in the damage step), the top card of that hero's player's deck is banished, face up, into their banished zone; with an empty deck nothing is. The card banished may complete the contracts on the combat chain (FAB-1171). A top card the position shows is banished at once. A top card it does not show waits for the banish_top choice (Blood Tribute's, FAB-954: its player the deck's, a put move, to: banished, naming that card once the position names it, FAB-106): what the card is decides the contracts, so rulecheck never guesses it; what else the hit sets off (Katsu's effect, a weapon's) follows the answer. Where another choice already waits as the hit's texts resolve and the top card is unknown, the banish is not asked and an event says so (not handled).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Annihilate the Armed (and the five others): \"When this hits a hero, banish the top card of their deck.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target), 6.6 (a triggered effect acts on its event), 8.5.1 (banish: face up into the owner's banished zone), 3.7 (the deck: its top card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does the Desires' (FAB-1099).")).

rule('FAB-1171', effect, "Contract: whenever its player banishes an opponent's card of the kind it names, a Silver token is created under their control",
     "Annihilate the Armed (an attack action card), Fleece the Frail (a card with 2 or less defense), Nix the Nimble (a reaction card: an attack reaction or a defense reaction), Plunder the Poor (a card with cost 1 or less), Sack the Shifty (a card with base go again: go again printed on it, not gained) and Slay the Scholars (a 'non-attack' action card) each contract its player. While such a card is on the combat chain as an attack of its player's (its own chain link or an earlier one of the open chain), each time that player banishes a card of their opponent's that meets its condition, the contract is completed: a Silver token is created in that player's arena, under their control, one for each contract completed (its id the contract card's id and silver). A card without the property the condition names (no defense, no cost) does not meet it. rulecheck reads the banishes of the contract cards' own hits (FAB-1170) and of the Desires' hits (FAB-1099, the card shown or named) and Double Trouble's (FAB-1100). Not handled: a card Double Trouble banishes that the position does not show is not read against the contracts (an event says so).",
     ruling("",
            "Annihilate the Armed: \"Contract - You are contracted to banish opponents' attack action cards. Whenever you complete this contract, create a Silver token.\" (Fleece the Frail: cards with 2 or less {d}; Nix the Nimble: reaction cards; Plunder the Poor: cards with cost 1 or less; Sack the Shifty: cards with base go again; Slay the Scholars: 'non-attack' action cards.) CR 8.4.7 (contract: a static ability), 8.5.39, 8.5.39a and 8.5.39b (a contract is completed by the contracted player's actions while the effect exists, any number of times), 1.8.7 (an object without a property does not meet a condition on its value), 1.7.2 (a card with base go again), 8.5.2 (create), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves each triggered-layer at once, after the banish that sets it off: the Silvers are alike, so their order changes nothing.")).

%!  hunted_banish_top(+Pending) is semidet.
%
%   The banish_top choice Pending waits for a contract card's hit
%   (FAB-1170).

hunted_banish_top(Pd) :-
    Pd.choice == "banish_top",
    get_dict(source, Pd, A),
    is_dict(A),
    text_read_name(A, Name),
    card_text_read(Name, hit_banishes_top_card).

%   The hit's other texts follow the answer (card_texts_katsu_blitz.pl).
hit_text_waits(S) :-
    pending(S, Pd),
    hunted_banish_top(Pd).

%!  hunted_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its text banishes the top
%   card of the hit hero's deck, that card is banished (or waits to be
%   named), and the contracts on the chain read it (FAB-1170, FAB-1171).
%   card_texts_katsu_bravo.pl's deck_hit_text//5 calls it.

hunted_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banishes_top_card),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S0 },
            [ event('FAB-1170', hunted_deck_empty, _{player:Def, attack:AId}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  hunted_top_banished(S0, L.controller, Def, AId, S)
        ;   { pending(S0, _) }
        ->  { S = S0, P.deck = [Top|_], card_id(Top, TId) },
            [ event('FAB-1170', hunted_banish_not_asked, _{player:Def, attack:AId, card:TId}) ]
        ;   { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"banish_top", player:Def, controller:Def, source:A}) },   % the deck's player names it (FAB-954)
            [ event('FAB-1170', hunted_banish_waits, _{player:Def, attack:AId, card:TId}) ]
        )
    ;   { S = S0 }
    ).

%   hunted_top_banished(+S0, +Attacker, +Defender, +AttackId, -S)//: the
%   top card of Defender's deck, one the position shows, is banished by
%   Attacker's hit; the contracts on the chain read it (FAB-1171).
hunted_top_banished(S0, Who, Def, AId, S) -->
    { player(S0, Def, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S1),
      card_id(Top, TId)
    },
    [ event('FAB-1170', hunted_top_banished, _{player:Def, attack:AId, card:TId}) ],
    hunted_contracts(S1, Who, Top, S).

%!  hunted_contracts(+State0, +Player, +Card, -State)// is det.
%
%   Player banished Card, an opponent's: each contract card of Player's
%   attacking on the open combat chain whose condition Card meets is
%   completed, and creates a Silver token under Player's control
%   (FAB-1171).

hunted_contracts(S0, Who, C, S) -->
    { (   chain_open(S0)
      ->  findall(A, ( member(L, S0.chain.links),
                       get_dict(controller, L, W), W == Who,
                       link_attack(L, A),
                       text_read_name(A, Name),
                       card_text_read(Name, contract_silver(Cond)),
                       hunted_contract_met(Cond, C) ), As)
      ;   As = []
      )
    },
    hunted_silvers(As, Who, C, S0, S).

hunted_silvers([], _, _, S, S) --> [].
hunted_silvers([A|As], Who, C, S0, S) -->
    { card_id(A, AId),
      card_id(C, CId),
      tokens_created(AId, Who, Who, ["Silver"], S0, S1, [TId], More)   % tokens_created.pl
    },
    [ event('FAB-1171', hunted_contract_completed, _{player:Who, contract:AId, card:CId, token:TId}) ],
    tokens_more_made(Who, AId, More),
    hunted_silvers(As, Who, C, S1, S).

%!  hunted_banished_between(+State0, +State1, +Player, +Opponent, -State)// is det.
%
%   Between State0 and State1 a text of Player's banished the cards new in
%   Opponent's banished zone (a Desire's hit, FAB-1099; Double Trouble's,
%   FAB-1100): each known one completes the contracts it meets (FAB-1171);
%   an unknown one is not read, and an event says so.
%   card_texts_katsu_bravo.pl's deck_hit_text//5 and card_texts_nuu.pl's
%   banish_top answer call it.

hunted_banished_between(S0, S1, Who, Def, S) -->
    { player(S0, Def, P0), player(S1, Def, P1),
      key_value(banished, P0, [], B0),
      key_value(banished, P1, [], B1),
      maplist(card_id, B0, Ids0),
      exclude(hunted_id_in(Ids0), B1, New)
    },
    hunted_banished_contracts(New, Who, S1, S).

hunted_id_in(Ids, C) :-
    card_id(C, Id),
    memberchk(Id, Ids).

hunted_banished_contracts([], _, S, S) --> [].
hunted_banished_contracts([C|Cs], Who, S0, S) -->
    (   { unknown_card(C) }
    ->  (   { chain_open(S0),
              once(( member(L, S0.chain.links), get_dict(controller, L, W), W == Who,
                     link_attack(L, A), text_read_name(A, Name),
                     card_text_read(Name, contract_silver(_)) )),
              card_id(C, Id) }
        ->  [ event('FAB-1171', hunted_contract_unknown_card, _{player:Who, card:Id}) ]
        ;   []
        ),
        { S1 = S0 }
    ;   hunted_contracts(S0, Who, C, S1)
    ),
    hunted_banished_contracts(Cs, Who, S1, S).

message(event(hunted_contract_unknown_card, F, _)) -->
    [ "~w banishes ~w, a card the position does not show: whether it completes a contract of theirs on the chain is not read (not handled)"-[F.player, F.card] ].

%   hunted_contract_met(?Condition, +Card): Card, banished, meets the
%   contract's Condition (FAB-1171; CR 1.8.7: a card without the property
%   does not).
hunted_contract_met(attack_action_card, C) :-
    card_type(C, "attack action").
hunted_contract_met(defense_at_most(N), C) :-
    card_prop(C, defense, D), integer(D),
    D =< N.
hunted_contract_met(reaction_card, C) :-
    card_type(C, T),
    memberchk(T, ["attack reaction", "defense reaction"]).
hunted_contract_met(cost_at_most(N), C) :-
    card_prop(C, cost, K), integer(K),
    K =< N.
hunted_contract_met(base_go_again, C) :-
    card_go_again(C).
hunted_contract_met(non_attack_action_card, C) :-
    card_type(C, "action").

%   The banish_top choice a contract card's hit waits for (FAB-1170): its
%   put move banishes the named top card, the contracts read it, then
%   what else the hit sets off (card_texts_katsu_blitz.pl's
%   hit_texts_after_draw//4).
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      hunted_banish_top(Pd),
      choice_answered(S0, S1),
      opponent(S1, M.player, Who),              % the attacker: the hit hero's opponent
      card_id(Pd.source, AId)
    },
    hunted_top_banished(S1, Who, M.player, AId, S2),
    (   { active_link(S2, L), link_attack(L, A) }
    ->  hit_texts_after_draw(S2, L, A, S)
    ;   { S = S2 }
    ).

message(event(hunted_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w's deck is empty, so no card is banished"-[L, F.player] ].
message(event(hunted_banish_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: the top card of ~w's deck, ~w, which the position does not show, is banished: name it in the position, then a put move (to: banished) banishes it"-[L, F.player, F.card] ].
message(event(hunted_banish_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: the top card of ~w's deck, ~w, which the position does not show, would be banished, but another choice waits: rulecheck does not ask it (not handled)"-[L, F.player, F.card] ].
message(event(hunted_top_banished, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C) },
    [ "~w hits: the top card of ~w's deck, ~w, is banished"-[L, F.player, C] ].
message(event(hunted_contract_completed, F, S0)) -->
    { event_card(S0, F.contract, L), event_card(S0, F.card, C) },
    [ "~w banishes ~w: the contract of ~w is completed, and a Silver token (~w) is created under ~w's control"-[F.player, C, L, F.token, F.player] ].

                 /*******************************
                 *       HUNTED OR HUNTER       *
                 *******************************/

rule('FAB-1172', effect, "Hunted or Hunter: defending after the attacker's attack reaction this chain link, the attacking hero loses 1 life",
     "When Hunted or Hunter becomes a defending card (a defense reaction resolving onto the active chain link) and the attacking hero's player has played an attack reaction card or activated an attack reaction ability this chain link, the attacking hero loses 1 life (life lost is not damage: nothing prevents it), and a hero brought to 0 life loses the game (FAB-701). The chain link records such a reaction as it is played or activated (attack_reaction: true) where a card in the defending player's hand or arsenal reads it, as for Bloodrot Trap (FAB-802); a position written by hand says so there (default false: none played). Without one, it changes nothing. Its trigger is a trap's: Riptide reads it (FAB-927). Not read: a Hunted or Hunter that came to the defending player's hand or arsenal after the reaction was played, this chain link, finds the reaction unrecorded.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Hunted or Hunter: \"When this defends and the attacking hero has played or activated an attack reaction this chain link, they lose 1{h}.\" CR 6.6 (a triggered effect acts on its event), 6.6.5b (a trigger on an event and a state: the state is checked as the event occurs), 8.1.3b (a defense reaction resolves as a defending card), 7.4.2a and 8.1.2a (attack reactions, played or activated by the attacking hero's player in the reaction step), 8.5.12 (lose life), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the trap defends, as it does Bloodrot Trap's (FAB-802).")).

%   The defending player holds Hunted or Hunter: the link records the
%   attacker's attack reaction (card_texts_uzuri.pl's
%   attack_reaction_noted/4, FAB-1172).
reaction_read(S, L) :-
    player(S, L.defender, P),
    member(Zone, [hand, arsenal]),
    key_value(Zone, P, [], Cs),
    member(C, Cs),
    text_read_name(C, Name),
    card_text_read(Name, defends_after_reaction_life_loss(_)),
    !.

%   Riptide reads the trap's trigger (card_texts_finish3.pl, FAB-927).
trap_trigger_met(defends_after_reaction_life_loss(_), _, L) :-      % Hunted or Hunter (FAB-1172)
    get_dict(attack_reaction, L, true).

%!  hunted_trap_text(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player's just became a defending card of the active chain
%   link: Hunted or Hunter, after the attacker's attack reaction this
%   link, makes the attacking hero lose 1 life (FAB-1172).  effects.pl's
%   resolve_card//6 calls it.

hunted_trap_text(S0, _Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_after_reaction_life_loss(N)),
          \+ game_over(S0, _),
          active_link(S0, L),
          get_dict(attack_reaction, L, true),
          Attacker = L.controller,
          card_id(C, Id),
          player(S0, Attacker, P0),
          Life is max(0, P0.life - N),
          set_player(S0, P0.put(life, Life), S)
        }
    ->  [ event('FAB-1172', hunted_trap_life_lost, _{player:Attacker, card:Id, amount:N, life:Life}) ],
        defeat(S, Attacker)                     % effects.pl (FAB-701)
    ;   { S = S0 }
    ).

message(event(hunted_trap_life_lost, F, S0)) -->
    { event_card(S0, F.card, By) },
    [ "~w defends after ~w's attack reaction this chain link: ~w's hero loses ~d life (~d left)"-[By, F.player, F.player, F.amount, F.life] ].

                 /*******************************
                 *  CUT TO THE CHASE, ARAKNI:   *
                 *  THE TOP CARD TO THE BOTTOM  *
                 *******************************/

rule('FAB-1173', effect, "Cut to the Chase: +N power to a target Assassin attack action card with contract, then the top card of the defending hero's deck may go to the bottom",
     "Cut to the Chase (an attack reaction, cost 0) targets an attack action card of the Assassin class with contract on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without one it cannot be played). As it resolves, if its target is still legal, the target gets +3 power (red; +2 yellow, +1 blue): an attack on a chain link counts it; a defending card's power changes nothing. Then its player looks at the top card of the defending hero's deck (the active chain link's defending player's) and may put it on the bottom: the position waits for their choice (hunted_top_to_bottom, FAB-1174). With an empty deck nothing waits. If the target is no longer legal the layer fails to resolve: no power, no look. Not handled: where another choice already waits as it resolves, none is asked and the card stays on top, and an event says so.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Cut to the Chase: \"Target Assassin attack action card with contract gains +3{p}. Look at the top card of the defending hero's deck. You may put it on the bottom.\" (+2{p} yellow, +1{p} blue.) CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.8 (gets: a numerical property), 8.5.11 (look: the information becomes known to the player), 1.8.3a (an optional effect: its player chooses), 3.7.5 (the deck: its bottom), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1174', constraint, "The card put on the bottom is the top card looked at",
     "A put move answering the hunted_top_to_bottom choice (Cut to the Chase's, FAB-1173; Arakni's, FAB-1175) names the top card of the opposing player's deck that was looked at (the choice's `cards`) and puts it on the bottom (to: bottom): the card goes to the bottom of that deck, a new object there, still face down (the position does not need to name it). A decline move leaves it on top (\"may\"). Any other card, or another destination, breaks this rule.",
     ruling("",
            "Cut to the Chase, Arakni: \"Look at the top card of ... deck. You may put it on the bottom.\" CR 8.5.11 (look), 1.8.3a (an optional effect), 3.7.5 (the deck is an ordered pile: its top and bottom), 3.0.9 (a card that changes zones is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1175', effect, "Arakni: whenever its player plays a card with contract, the top card of the opposing hero's deck may go to the bottom",
     "Whenever the player whose hero is Arakni (the young hero of the Arakni Hunted Blitz Deck, its text read) plays a card with contract (its keywords name Contract: Annihilate the Armed, Nix the Nimble, Hunter or Hunted? and the others), they look at the top card of the opposing hero's deck (the only opponent: the target always exists) and may put it on the bottom: the position waits for their choice (hunted_top_to_bottom, FAB-1174), the card played still on the stack. With an empty deck nothing waits. Not handled: where another choice already waits as the card is played, none is asked and the card stays on top, and an event says so.",
     ruling("",
            "Arakni: \"Whenever you play a card with contract, you may look at the top card of target opponent's deck. You may put it on the bottom.\" CR 6.6 (a triggered effect acts on its event), 5.1 (a card is played as it is put on the stack), 8.4.7 (contract), 1.8.5 (its target, an opponent, always exists with two players), 8.5.11 (look), 1.8.3a (an optional effect), 3.7.5 (the bottom of a deck), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the card is played, as it does the tokens of FAB-211: it sits above the card on the stack and resolves first.")).

legal_target(S, assassin_contract_attack_action_card, Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl (FAB-622)
    card_type(C, "attack action"),
    card_prop(C, classes, Cs), is_list(Cs), memberchk("Assassin", Cs),
    card_prop(C, keywords, Ks), is_list(Ks), memberchk("Contract", Ks),
    card_id(C, Id).

spec_words(assassin_contract_attack_action_card, "an Assassin attack action card with contract").

%   The rule Cut to the Chase's power event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-1173') :-
    text_read_name(C, "Cut to the Chase").

%!  hunted_target_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved: Cut
%   to the Chase, its target still legal, looks at the top card of the
%   defending hero's deck, which may go to the bottom (FAB-1173).
%   card_texts_fang.pl's fang_target_rider//5 calls it.

hunted_target_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, look_defending_top_may_bottom),
          targeting(C, play, Spec, _),          % card_texts_katsu_bravo.pl
          legal_target(S0, Spec, T),
          active_link(S0, L),
          card_id(C, Id)
        }
    ->  hunted_look_top(S0, Who, L.defender, C, Id, 'FAB-1173', S)
    ;   { S = S0 }
    ).

%!  hunted_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: in the reaction step, the record Starting Point
%   reads (FAB-1177); with contract, while Player's hero is Arakni (its
%   text read), the top card of the opposing deck may go to the bottom
%   (FAB-1175).  effects.pl's play effect calls it.

hunted_played_text(S0, Who, C, S) -->
    { hunted_reaction_noted(S0, Who, S0a) },    % Starting Point (FAB-1177)
    hunted_contract_played(S0a, Who, C, S).

hunted_contract_played(S0, Who, C, S) -->
    (   { card_prop(C, keywords, Ks), is_list(Ks), memberchk("Contract", Ks),
          player(S0, Who, P),
          H = P.hero,
          text_read_name(H, Name),
          card_text_read(Name, contract_played_look_top_may_bottom),
          opponent(S0, Who, Def),
          card_id(H, HId)
        }
    ->  hunted_look_top(S0, Who, Def, H, HId, 'FAB-1175', S)
    ;   { S = S0 }
    ).

%   hunted_look_top(+S0, +Who, +Def, +Source, +SourceId, +Rule, -S)//:
%   Who looks at the top card of Def's deck and may put it on the
%   bottom: the choice waits (FAB-1174).
hunted_look_top(S0, Who, Def, Src, Id, Rule, S) -->
    { player(S0, Def, P) },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { P.deck == [] }
    ->  { S = S0 },
        [ event(Rule, hunted_look_deck_empty, _{player:Who, deck:Def, card:Id}) ]
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event(Rule, hunted_look_not_asked, _{player:Who, deck:Def, card:Id}) ]
    ;   { P.deck = [Top|_], card_id(Top, TId),
          S = S0.put(pending, _{choice:"hunted_top_to_bottom", player:Who, controller:Who, source:Src, cards:[TId]}) },
        [ event(Rule, hunted_look_waits, _{player:Who, deck:Def, card:Id, top:TId}) ]
    ).

choice_action("hunted_top_to_bottom", "put").
choice_action("hunted_top_to_bottom", "decline").
choice_phase("hunted_top_to_bottom", "action").
not_asked_words("hunted_top_to_bottom", "whether the top card looked at goes to the bottom of the deck, and it stays on top").

%   hunted_top_ready(+S, +Player, ?Id): Id, of the waiting choice, is the
%   top card of the deck of Player's opponent.
hunted_top_ready(S, Who, Id) :-
    pending(S, Pd),
    Pd.choice == "hunted_top_to_bottom",
    key_value(cards, Pd, [], [Id]),
    opponent(S, Who, Def),
    player(S, Def, P),
    P.deck = [Top|_],
    card_id(Top, Id).

broken('FAB-1174', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "hunted_top_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    (   \+ get_dict(card, M, _)
    ->  Reason = hunted_no_card_named
    ;   get_dict(card, M, Id),
        \+ hunted_top_ready(S, Who, Id)
    ->  Reason = hunted_not_the_top(Id)
    ;   \+ ( get_dict(to, M, To), To == "bottom" )
    ->  ( get_dict(to, M, To0) -> true ; To0 = none ),
        Reason = hunted_not_to_bottom(To0)
    ).

moot('FAB-1174', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hunted_top_to_bottom" ).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"bottom"}) :-
    pending(S, Pd),
    Pd.choice == "hunted_top_to_bottom",
    Who = Pd.player,
    hunted_top_ready(S, Who, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "hunted_top_to_bottom",
    Who = Pd.player.

pending_problem(S, Pd, [cards], hunted_top_not_ready(Who)) :-   % FAB-1174
    Pd.choice == "hunted_top_to_bottom",
    get_dict(player, Pd, Who),
    \+ hunted_top_ready(S, Who, _).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hunted_top_to_bottom",
      choice_answered(S0, S1),
      opponent(S1, M.player, Def),
      player(S1, Def, P0),
      take_card(P0, deck, M.card, C, P1),
      append(P1.deck, [C], Deck),
      set_player(S1, P1.put(deck, Deck), S),
      card_id(Pd.source, By)
    },
    [ event('FAB-1174', hunted_top_to_bottom, _{player:M.player, deck:Def, card:M.card, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hunted_top_to_bottom",
      choice_answered(S0, S),
      card_id(Pd.source, By),
      opponent(S0, M.player, Def)
    },
    [ event('FAB-1174', hunted_top_stays, _{player:M.player, deck:Def, by:By}) ].

message(event(hunted_look_deck_empty, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's deck is empty, so ~w looks at no card"-[L, F.deck, F.player] ].
message(event(hunted_look_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w would look at the top card of ~w's deck and may put it on the bottom, but another choice waits: rulecheck does not ask it, and the card stays on top (not handled)"-[L, F.player, F.deck] ].
message(event(hunted_look_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w looks at the top card of ~w's deck, ~w, and may put it on the bottom (a put move, to: bottom, or decline)"-[L, F.player, F.deck, F.top] ].
message(event(hunted_top_to_bottom, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w puts the top card of ~w's deck, ~w, on the bottom"-[L, F.player, F.deck, F.card] ].
message(event(hunted_top_stays, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w leaves the top card of ~w's deck on top"-[L, F.player, F.deck] ].
message(hunted_no_card_named) -->
    [ "the put move names no card: it names the top card looked at" ].
message(hunted_not_the_top(Id)) -->
    [ "~w is not the top card of the opposing deck that was looked at"-[Id] ].
message(hunted_not_to_bottom(To)) -->
    [ "the top card looked at may go to the bottom of the deck (to: bottom), not to the ~w; decline leaves it on top"-[To] ].
message(hunted_top_not_ready(Who)) -->
    [ "the card ~w may put on the bottom is not the top card of the opposing deck (FAB-1174)"-[Who] ].
message(no_choice_waits("hunted_top_to_bottom")) -->
    [ "no top card looked at waits: put (to: bottom) or decline answers Cut to the Chase or Arakni" ].

choice_words("hunted_top_to_bottom") -->
    [ "whether the top card of the opposing deck they looked at goes to the bottom (a put move naming it, to: bottom, or decline)" ].
text_choice_words("hunted_top_to_bottom", Source) -->
    [ "whether the top card ~w looked at goes to the bottom (put, to: bottom; decline)"-[Source] ].
%   hunted_put(+S): a put move answers the hunted_top_to_bottom choice
%   (card_texts_rhinar_dorinthea.pl's move_words//3 leaves it to ours).
hunted_put(S) :-
    pending(S, Pd),
    Pd.choice == "hunted_top_to_bottom".

move_words("put", S, M) -->
    { hunted_put(S) },
    !,
    [ M.player, " puts the top card of the opposing deck on the bottom" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "hunted_top_to_bottom" },
    !,
    [ M.player, " leaves the top card of the opposing deck on top" ].

                 /*******************************
                 *             SHRED            *
                 *******************************/

rule('FAB-1176', effect, "Shred: a target card defending an Assassin attack gets -N defense this combat chain",
     "Shred (an attack reaction, cost 0) targets a card defending an Assassin attack: a defending card of a chain link of the open combat chain whose attack has the Assassin class, named in the move's target (FAB-622: without one it cannot be played). As it resolves, if its target is still such a card, it gets -4 defense (red; -3 yellow, -2 blue) until the combat chain closes: an effect in the state's effects ({kind: defense_gained, player: the defending player, card, amount: -N, source, lasts: combat_chain}) that the defense of that card reads (never below 0) as the damage is dealt and as the chain closes (Temper, FAB-522). If the target is no longer legal, the layer fails to resolve and nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Shred: \"Target card defending an Assassin attack gets -4{d} this combat chain.\" (-3{d} yellow, -2{d} blue.) CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain), 7.0.5 (a defending card), 2.11.6a (the class Assassin), 8.5.8 (gets: a numerical property), 2.0.3c (a defense is never less than 0), 5.3.2a (a layer whose targets are all illegal fails to resolve), 7.5.2 (the damage: power minus the defending cards' defense), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, defending_assassin_attack_card, hunted_defense_less(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_defending_defense_less(Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

legal_target(S, defending_assassin_attack_card, Id) :-
    chain_open(S),
    member(L, S.chain.links),
    link_attack(L, A),
    card_prop(A, classes, Cs), is_list(Cs), memberchk("Assassin", Cs),
    key_value(defending, L, [], Ds),
    member(C, Ds),
    card_id(C, Id).

spec_words(defending_assassin_attack_card, "a card defending an Assassin attack").

%   The target effect read here (card_texts_katsu_bravo.pl's
%   targeted_text//3): Shred's (FAB-1176).
oldhim_target_effect(hunted_defense_less(_)).

oldhim_target_resolves(hunted_defense_less(N), S0, L, C, T, S) -->
    { card_id(C, Id),
      Who = L.controller },
    (   { legal_target(S0, defending_assassin_attack_card, T),
          once(( member(Lk, S0.chain.links),
                 key_value(defending, Lk, [], Ds),
                 member(D, Ds), card_id(D, T) )),
          get_dict(defender, Lk, Def),
          Minus is -N,
          add_effect(S0, _{kind:"defense_gained", player:Def, card:T, amount:Minus, source:Id, lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-1176', hunted_defense_lost, _{player:Who, card:Id, target:T, amount:N}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(hunted_defense_lost, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gets -~d defense this combat chain (never below 0)"-[L, T, F.amount] ].

                 /*******************************
                 *        STARTING POINT        *
                 *******************************/

rule('FAB-1177', effect, "Starting Point: destroyed, a target attack gets go again",
     "Starting Point's attack reaction (its text read; its cost: destroy it, FAB-404) targets an attack on the combat chain or the stack, named in the activate move's target (FAB-622). As the ability resolves, if the target is still an attack, it gets go again (its chain link's go_again); if not, the ability fails to resolve. While its player controls Starting Point in their equipment zone, the active chain link records whether they have played a card or activated an ability in its reaction step (`reacted`: true), which FAB-1178 reads; a position written by hand says so there (default false).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Starting Point: \"Attack Reaction - Destroy this: Target attack gets go again. Activate this only if you've played a card or activated an ability this reaction step.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (destroying it is an effect-cost paid as it is activated), 1.8.5 and 5.1.4a (its target is declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.9 (gets: a non-numerical property), 8.3.5 (go again), 8.1.2a (an attack reaction: its attack's controller, in the reaction step), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1178', constraint, "Starting Point is activated only after its player has played a card or activated an ability this reaction step",
     "Activating Starting Point's ability (its text read) breaks this rule unless its player has played a card or activated an ability in the reaction step of the active chain link: the link records it (`reacted`: true) as they do so while they control Starting Point (FAB-1177). A card played or an ability activated in the attack step, or on an earlier chain link, does not count.",
     ruling("",
            "Starting Point: \"Activate this only if you've played a card or activated an ability this reaction step.\" CR 1.0.2a (\"only\": a restriction takes precedence), 5.2.1 (an activated ability and its conditions), 7.4 (the reaction step of a chain link), 5.1 and 5.2 (a card is played, an ability activated, as it is put on the stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Starting Point",
               [_{type:"attack reaction", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]).

%   The rule Starting Point's go again event cites (card_texts_benji_blitz.pl's
%   go_again_cited/4).
go_again_target_rule(S, Id, 'FAB-1177') :-
    once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
    text_read_name(C, Name),
    card_text_read(Name, ability_only_after_reaction_step_play).

%!  hunted_reaction_noted(+State0, +Player, -State) is det.
%
%   Player played a card or activated an ability: in the reaction step of
%   the active chain link, theirs, while they control Starting Point (its
%   text read) in their equipment zone, the link records it (`reacted`,
%   FAB-1177).  hunted_played_text//4 and hunted_activated_text//5 call
%   it.

hunted_reaction_noted(S0, Who, S) :-
    (   chain_open(S0),
        Chain0 = S0.chain,
        get_dict(step, Chain0, "reaction"),
        once(append(Links0, [L0], Chain0.links)),
        get_dict(controller, L0, C), C == Who,
        \+ get_dict(reacted, L0, true),
        player(S0, Who, P),
        key_value(equipment, P, [], Es),
        member(E, Es),
        text_read_name(E, Name),
        card_text_read(Name, ability_only_after_reaction_step_play)
    ->  append(Links0, [L0.put(reacted, true)], Links),
        S = S0.put(chain, Chain0.put(links, Links))
    ;   S = S0
    ).

%!  hunted_activated_text(+State0, +Player, +SourceId, +Ability, -State)// is det.
%
%   Player activated Ability of SourceId: the record Starting Point reads
%   (FAB-1177).  effects.pl's activate effect calls it.

hunted_activated_text(S0, Who, _Id, _Ab, S) -->
    { hunted_reaction_noted(S0, Who, S) }.

broken('FAB-1178', S, M, starting_point_before_a_reaction(C, Who)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    get_dict(player, M, Who),
    text_read_name(C, Name),
    card_text_read(Name, ability_only_after_reaction_step_play),
    \+ ( chain_open(S),
         get_dict(step, S.chain, "reaction"),
         active_link(S, L),
         get_dict(reacted, L, true) ).

message(starting_point_before_a_reaction(C, Who)) -->
    { card_label(C, L) },
    [ "~w may be activated only if ~w has played a card or activated an ability this reaction step, and they have not"-[L, Who] ].

                 /*******************************
                 *       UP STICKS AND RUN      *
                 *******************************/

rule('FAB-1179', effect, "Up Sticks and Run: its player may retrieve a dagger from their graveyard",
     "As Up Sticks and Run (its text read) resolves, its player may retrieve a dagger of their graveyard (a card with the subtype Dagger): pay 1 resource point to equip it into their weapon zone. They may only where a weapon zone is free (the weapons there take fewer than 2 zones, a 2H weapon both) and they can pay (resource points, or cards of their hand to pitch). With one such dagger (or copies of one name: alike), the position waits for the payment (hunted_retrieve, its source the dagger, cost 1), answered by a pay move (FAB-302 ... FAB-304: the dagger leaves the graveyard for the weapon zone, a new object) or decline (it stays). With daggers of two or more names, it first waits for which (hunted_retrieve_which, `cards` their ids), answered by a target move naming one (FAB-1180), then for the payment, or decline. With none, or no free zone, or nothing to pay with, nothing waits. Its next dagger attack's power is FAB-1034's (+4 red, +3 yellow, +2 blue); its go again the keyword's. Not handled: where another choice already waits as it resolves, the retrieve is not asked, and an event says so.",
     ruling("",
            "Up Sticks and Run: \"You may retrieve a dagger from your graveyard. Your next dagger attack this turn gets +4{p}. Go again\" (+3{p} yellow, +2{p} blue). CR 8.5.51 and 8.5.51a (retrieve: the player may pay {r} to equip the card, only if it can be equipped), 8.5.41 and 8.5.41c (equip: into an empty zone its subtype allows), 1.8.3a (an optional effect), 1.14 (paying resource points, pitching cards), 3.0.9 (a card that changes zones is a new object), 1.7.3b (a resolution ability's effect), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1180', constraint, "The dagger retrieved is one of the daggers the choice offers",
     "A target move answering the hunted_retrieve_which choice (FAB-1179) names one of the daggers of its `cards`, still in its player's graveyard; any other card breaks this rule. A decline move is always open: the player \"may\".",
     ruling("",
            "Up Sticks and Run: \"You may retrieve a dagger from your graveyard.\" CR 8.5.51 (retrieve), 1.8.3a (an optional effect), 1.8.6 (the player instructed by an effect makes its choices), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   hunted_dagger(+Card): Card has the subtype Dagger.
hunted_dagger(C) :-
    card_prop(C, subtypes, Ss), is_list(Ss), memberchk("Dagger", Ss).

%   hunted_weapon_zone_free(+Player): a weapon zone of Player's is empty
%   (a 2H weapon takes both).
hunted_weapon_zone_free(P) :-
    key_value(weapons, P, [], Ws),
    foldl([W, N0, N]>>( ( card_prop(W, subtypes, Ss), is_list(Ss), memberchk("2H", Ss) -> K = 2 ; K = 1 ), N is N0 + K ), Ws, 0, Taken),
    Taken < 2.

%   hunted_retrievable(+S, +Who, -Daggers): the daggers of Who's graveyard
%   they can retrieve now (a zone free, 1 resource point payable).
hunted_retrievable(S, Who, Ds) :-
    player(S, Who, P),
    hunted_weapon_zone_free(P),
    pitch_set(P.hand, P.resource_points, 1, _, _),   % rulebook.pl
    !,
    key_value(graveyard, P, [], G),
    include(hunted_dagger, G, Ds).
hunted_retrievable(_, _, []).

%!  hunted_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player's resolves: Up Sticks and Run's retrieve waits
%   (FAB-1179).  card_texts.pl's resolution_text//4 calls it.

hunted_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, may_retrieve_dagger),
          card_id(C, Id),
          \+ game_over(S0, _),
          hunted_retrievable(S0, Who, Ds),
          Ds = [D1|_]
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1179', hunted_retrieve_not_asked, _{player:Who, card:Id}) ]
        ;   { maplist([X, Nm]>>get_dict(name, X, Nm), Ds, Names0), sort(Names0, Names), Names = [_] }
        ->  { card_id(D1, DId),
              S = S0.put(pending, _{choice:"hunted_retrieve", player:Who, controller:Who, source:D1, cost:1}) },
            [ event('FAB-1179', hunted_retrieve_waits, _{player:Who, card:Id, dagger:DId}) ]
        ;   { maplist(card_id, Ds, DIds),
              S = S0.put(pending, _{choice:"hunted_retrieve_which", player:Who, controller:Who, source:C, cards:DIds}) },
            [ event('FAB-1179', hunted_retrieve_which_waits, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

paid_choice("hunted_retrieve").   % Up Sticks and Run (FAB-1179): a pay move pays its cost (position.pl)

choice_action("hunted_retrieve", "pay").
choice_action("hunted_retrieve", "decline").
choice_phase("hunted_retrieve", "action").
not_asked_words("hunted_retrieve", "whether to pay 1 to retrieve the dagger, and it stays in the graveyard").
choice_action("hunted_retrieve_which", "target").
choice_action("hunted_retrieve_which", "decline").
choice_phase("hunted_retrieve_which", "action").
not_asked_words("hunted_retrieve_which", "which dagger to retrieve, and none is").

choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["hunted_retrieve", "hunted_retrieve_which"]),
    Who = Pd.player.
choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hunted_retrieve_which",
    Who = Pd.player,
    hunted_retrieve_offered(S, Who, Id).

%   hunted_retrieve_offered(+S, +Who, ?Id): Id, of the waiting choice's
%   daggers, is still in Who's graveyard.
hunted_retrieve_offered(S, Who, Id) :-
    pending(S, Pd),
    key_value(cards, Pd, [], Ids),
    member(Id, Ids),
    player(S, Who, P),
    key_value(graveyard, P, [], G),
    member(D, G), card_id(D, Id).

broken('FAB-1180', S, M, hunted_not_a_dagger_offered(Id, Who)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "hunted_retrieve_which",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ hunted_retrieve_offered(S, Who, Id).

moot('FAB-1180', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hunted_retrieve_which" ).

pending_problem(S, Pd, [source], hunted_no_dagger_to_retrieve(Who)) :-   % FAB-1179
    Pd.choice == "hunted_retrieve",
    get_dict(player, Pd, Who),
    \+ ( get_dict(source, Pd, D), is_dict(D), card_id(D, DId),
         player(S, Who, P), key_value(graveyard, P, [], G),
         member(G1, G), card_id(G1, DId), hunted_dagger(G1),
         hunted_weapon_zone_free(P) ).
pending_problem(S, Pd, [cards], hunted_no_dagger_to_retrieve(Who)) :-   % FAB-1179
    Pd.choice == "hunted_retrieve_which",
    get_dict(player, Pd, Who),
    \+ hunted_retrieve_offered(S, Who, _).

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hunted_retrieve_which",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P),
      key_value(graveyard, P, [], G),
      member(D, G), card_id(D, M.card), !,
      S = S1.put(pending, _{choice:"hunted_retrieve", player:Who, controller:Who, source:D, cost:1}),
      card_id(Pd.source, Id)
    },
    [ event('FAB-1179', hunted_retrieve_waits, _{player:Who, card:Id, dagger:M.card}) ].
effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hunted_retrieve"
    },
    choice_paid(S0, M, Who, DId, S1),           % position.pl
    { player(S1, Who, P0),
      take_card(P0, graveyard, DId, D, P1),
      key_value(weapons, P1, [], Ws),
      append(Ws, [D], Ws1),
      set_player(S1, P1.put(weapons, Ws1), S)
    },
    [ event('FAB-1179', hunted_dagger_retrieved, _{player:Who, card:DId}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      memberchk(Pd.choice, ["hunted_retrieve", "hunted_retrieve_which"]),
      choice_answered(S0, S)
    },
    [ event('FAB-1179', hunted_retrieve_declined, _{player:M.player}) ].

message(event(hunted_retrieve_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves while another choice waits: rulecheck does not ask whether ~w retrieves a dagger, and none is (not handled)"-[L, F.player] ].
message(event(hunted_retrieve_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w may retrieve ~w from their graveyard, paying 1 to equip it (a pay move, or decline)"-[L, F.player, D] ].
message(event(hunted_retrieve_which_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w may retrieve a dagger from their graveyard: a target move names which, or decline"-[L, F.player] ].
message(event(hunted_dagger_retrieved, F, S0)) -->
    { event_card(S0, F.card, D) },
    [ "~w pays 1 and retrieves ~w: it is equipped in their weapon zone"-[F.player, D] ].
message(event(hunted_retrieve_declined, F, _)) -->
    [ "~w retrieves no dagger"-[F.player] ].
message(hunted_not_a_dagger_offered(Id, Who)) -->
    [ "~w is not a dagger of ~w's graveyard that the retrieve offers"-[Id, Who] ].
message(hunted_no_dagger_to_retrieve(Who)) -->
    [ "a retrieve waits, but no dagger it offers is in ~w's graveyard with a weapon zone free (FAB-1179)"-[Who] ].
message(no_choice_waits("hunted_retrieve")) -->
    [ "no retrieve waits: pay or decline answers Up Sticks and Run" ].
message(no_choice_waits("hunted_retrieve_which")) -->
    [ "no retrieve waits: target or decline answers Up Sticks and Run" ].

choice_words("hunted_retrieve") --> [ "whether to pay 1 to retrieve the dagger from their graveyard (a pay or decline move)" ].
choice_words("hunted_retrieve_which") --> [ "which dagger of their graveyard to retrieve (a target move naming it, or decline)" ].
text_choice_words("hunted_retrieve", Source) -->
    [ "whether to pay 1 to retrieve ~w (pay, decline)"-[Source] ].
text_choice_words("hunted_retrieve_which", Source) -->
    [ "the dagger ~w retrieves (target, decline)"-[Source] ].
move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "hunted_retrieve",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays to retrieve ", Src, ", " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      memberchk(Pd.choice, ["hunted_retrieve", "hunted_retrieve_which"])
    },
    [ M.player, " retrieves no dagger" ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "hunted_retrieve_which" },
    [ M.player, " retrieves ", M.card ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("hunted_top_to_bottom").
own_controlled_choice("hunted_retrieve").
own_controlled_choice("hunted_retrieve_which").
