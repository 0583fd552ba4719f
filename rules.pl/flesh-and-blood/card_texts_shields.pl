/*  Flesh and Blood: single cards left in several Blitz decks.

    Part of game.pl, included after card_texts_zen.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Mask of Perdition (the Arakni Hunted Blitz Deck): "While Mask of
      Perdition is in your graveyard, at the start of your turn, you may
      destroy 2 Silvers you control. If you do, equip Mask of Perdition."
      (FAB-1520, FAB-1521: the shields_mask_equip choice, a mode move);
      "Attack Reaction - Destroy Mask of Perdition: Target Assassin
      attack action card gains \"When this hits a hero, banish the top
      card of their deck.\"" (FAB-1522: the target is FAB-622's; FAB-1523:
      the banish on the hit, the contracts of card_texts_hunted.pl
      reading the card banished, FAB-1171); its Battleworn is the
      keyword's (FAB-521).

    The other cards of this file's brief stay unread (their answers stay
    unknown, FAB-119): Oasis Respite and Sanctuary of Aria ("prevent the
    next N damage ... by a source of your choice": the relations that
    deal damage do not pass its source to the prevention shields,
    FAB-697), Storm of Sandikai (read since in card_texts_storm.pl) and
    The Hand that Pulls the Strings.

    Hooks: triggers.pl's start_phase_goes_on//3 calls
    shields_start_asked//3 (the Mask's start-of-turn choice, before the
    mentors'); card_texts_katsu_blitz.pl's hit_texts_after_draw//4 calls
    shields_hit_text//4 (the banish the Mask's ability gave the attack);
    card_texts_levia_2.pl's generic banish_top answer leaves
    shields_banish_top/1's to this file.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4,
   hit_text_waits/1, legal_target/3, spec_words/2, targeting/4, choice_candidate/3,
   pending_problem/4, choice_action/2, choice_phase/2, not_asked_words/2, choice_words//1,
   text_choice_words//2, move_words//3, ability_text_resolved//5, own_controlled_choice/1,
   rule_fact/4, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       graveyard_start_destroy_silvers_equip(2)   Mask of Perdition: at
%                               the start of its owner's turn, in their
%                               graveyard, its player may destroy 2
%                               Silvers they control; if they do it is
%                               equipped (FAB-1520, FAB-1521)
%       ability_target_assassin_hit_banish   Mask of Perdition: its
%                               attack reaction (destroy it) gives a
%                               target Assassin attack action card "When
%                               this hits a hero, banish the top card of
%                               their deck." (FAB-1522, FAB-1523)

card_text_read("Mask of Perdition", graveyard_start_destroy_silvers_equip(2)).
card_text_read("Mask of Perdition", ability_target_assassin_hit_banish).

                 /*******************************
                 *  MASK OF PERDITION: BACK     *
                 *  FROM THE GRAVEYARD          *
                 *******************************/

rule('FAB-1520', effect, "Mask of Perdition in its player's graveyard: at the start of their turn they may destroy 2 Silvers they control to equip it",
     "While Mask of Perdition (its text read) is in the turn player's graveyard, at the start of their turn, once their own start-of-turn effects have resolved and before a face-down mentor is asked (FAB-976), if they control 2 or more Silver tokens (in their arena), the position waits for their choice (shields_mask_equip, its source the Mask): a mode move, 1 to destroy 2 Silvers (the first two of their arena: Silvers are alike, so which two changes nothing; a token destroyed ceases to exist) and then equip the Mask to their head zone (a new object, without counters) if that zone is empty (no equipment with the subtype Head: else it stays in the graveyard, the Silvers destroyed all the same), 2 to do nothing. With fewer than 2 Silvers nothing waits: the Silvers cannot be destroyed, so the Mask is not equipped. Two Masks in the graveyard are asked one after the other, in graveyard order. Then the other player's start-of-turn effects and the action phase follow.",
     ruling("",
            "Mask of Perdition: \"While Mask of Perdition is in your graveyard, at the start of your turn, you may destroy 2 Silvers you control. If you do, equip Mask of Perdition.\" CR 1.7.4i (a triggered ability whose condition is that its source is outside the arena is functional there), 4.2.2 (the start of turn event: what triggers then resolves before the action phase), 1.8.3a (\"may\": the player chooses), 1.8.4 (\"if you do\": a conditional effect), 8.5.4 (destroy), 3.0.12a (a token that leaves the arena ceases to exist), 8.5.41, 8.5.41c and 8.5.41e (equip: to an empty zone of its subtype; an object that cannot be equipped does not become a permanent), 3.10.2 (a head zone holds one object), 3.0.9 (a card that changes zones is a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks after the player's other start-of-turn effects: none of those it reads touches the Silvers, the graveyard or the head zone, so the order changes nothing.")).

rule('FAB-1521', constraint, "Mask of Perdition's choice is answered with mode 1 (destroy 2 Silvers, equip it) or 2 (do nothing)",
     "A mode move answering the shields_mask_equip choice (FAB-1520) names 1 (destroy 2 Silvers, then equip Mask of Perdition) or 2 (do nothing); any other mode breaks this rule.",
     ruling("",
            "Mask of Perdition: \"you may destroy 2 Silvers you control. If you do, equip Mask of Perdition.\" CR 1.8.3a (an optional effect: the player chooses whether or not to do it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  shields_graveyard_masks(+State, +Player, -Masks:list) is det.
%
%   The cards of Player's graveyard whose text is Mask of Perdition's
%   graveyard trigger (FAB-1520), in graveyard order.

shields_graveyard_masks(S, Who, Ms) :-
    player(S, Who, P),
    key_value(graveyard, P, [], G),
    findall(C, ( member(C, G),
                 text_read_name(C, Name),
                 card_text_read(Name, graveyard_start_destroy_silvers_equip(_)) ), Ms).

%   shields_silvers(+State, +Player, -Silvers): the Silver tokens Player
%   controls, in arena order.
shields_silvers(S, Who, Ss) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    include(shields_is_silver, Arena, Ss).

shields_is_silver(C) :-
    get_dict(name, C, "Silver").

%   shields_head_zone_empty(+State, +Player): no equipment with the
%   subtype Head in Player's equipment zone (CR 8.5.41c).
shields_head_zone_empty(S, Who) :-
    player(S, Who, P),
    key_value(equipment, P, [], Es),
    \+ ( member(E, Es),
         card_prop(E, subtypes, Ss), is_list(Ss), memberchk("Head", Ss) ).

%!  shields_start_asked(+State0, +Player, -State)// is det.
%
%   Player's start-of-turn effects have resolved: the first Mask of
%   Perdition of their graveyard asks whether to destroy 2 Silvers and
%   equip it (FAB-1520).  triggers.pl's start_phase_goes_on//3 calls it.

shields_start_asked(S0, Who, S) -->
    { shields_graveyard_masks(S0, Who, Ms) },
    shields_masks_asked(Ms, S0, Who, S).

%   shields_masks_asked(+Masks, +S0, +Player, -S)//: the first of Masks
%   asks its choice; with fewer than 2 Silvers none does.
shields_masks_asked([], S, _, S) --> [].
shields_masks_asked([M|_], S0, Who, S) -->
    { card_id(M, MId) },
    (   { pending(S0, _) ; game_over(S0, _) }
    ->  { S = S0 }
    ;   { shields_silvers(S0, Who, Ss), length(Ss, K), K < 2 }
    ->  { S = S0 },
        [ event('FAB-1520', shields_mask_no_silvers, _{player:Who, card:MId, silvers:K}) ]
    ;   { S = S0.put(pending, _{choice:"shields_mask_equip", player:Who, controller:Who, source:M}) },
        [ event('FAB-1520', shields_mask_equip_waits, _{player:Who, card:MId}) ]
    ).

own_controlled_choice("shields_mask_equip").    % choices.pl: its player controls it
choice_action("shields_mask_equip", "mode").
choice_phase("shields_mask_equip", "start").
not_asked_words("shields_mask_equip", "whether to destroy 2 Silvers to equip Mask of Perdition").

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "shields_mask_equip",
    Who = Pd.player,
    member(Mode, [1, 2]).

broken('FAB-1521', S, M, shields_not_a_mask_mode(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "shields_mask_equip",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-1521', S, M) :-
    \+ ( get_dict(action, M, "mode"), pending(S, Pd), Pd.choice == "shields_mask_equip" ).

pending_problem(S, Pd, [source], shields_no_mask(Who)) :-   % FAB-1520
    Pd.choice == "shields_mask_equip",
    get_dict(player, Pd, Who),
    \+ ( get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId),
         shields_graveyard_masks(S, Who, Ms), member(C, Ms), card_id(C, SId) ).
pending_problem(S, Pd, [player], shields_too_few_silvers(Who)) :-   % FAB-1520
    Pd.choice == "shields_mask_equip",
    get_dict(player, Pd, Who),
    player(S, Who, _),
    shields_silvers(S, Who, Ss),
    length(Ss, K), K < 2.

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "shields_mask_equip",
      Who = Pd.player,
      choice_answered(S0, S1),
      card_id(Pd.source, MId),
      shields_graveyard_masks(S1, Who, Ms0),
      (   append(_, [C0|Later], Ms0), card_id(C0, Id0), Id0 == MId
      ->  true
      ;   Later = []
      )
    },
    (   { M.mode == 1 }
    ->  shields_silvers_destroyed(S1, Who, MId, S2),
        shields_mask_equipped(S2, Who, MId, S3)
    ;   { S3 = S1 },
        [ event('FAB-1520', shields_mask_declined, _{player:Who, card:MId}) ]
    ),
    shields_masks_asked(Later, S3, Who, S4),
    (   { pending(S4, _) ; game_over(S4, _) }
    ->  { S = S4 }
    ;   mentor_flip_asked(S4, Who, S5),         % card_texts_singles.pl (FAB-976)
        (   { pending(S5, _) }
        ->  { S = S5 }
        ;   opponents_start(S5, Who, S)         % triggers.pl: the start phase goes on
        )
    ).

%   shields_silvers_destroyed(+S0, +Player, +MaskId, -S)//: the first two
%   Silvers of Player's arena are destroyed: tokens, they cease to exist.
shields_silvers_destroyed(S0, Who, MId, S) -->
    { player(S0, Who, P0),
      key_value(arena, P0, [], Arena0),
      include(shields_is_silver, Arena0, [X1, X2|_]),
      card_id(X1, I1), card_id(X2, I2),
      exclude(shields_id_in([I1, I2]), Arena0, Arena),
      set_player(S0, P0.put(arena, Arena), S)
    },
    [ event('FAB-1520', shields_silvers_destroyed, _{player:Who, card:MId, tokens:[I1, I2]}) ].

shields_id_in(Ids, C) :-
    card_id(C, Id),
    memberchk(Id, Ids).

%   shields_mask_equipped(+S0, +Player, +MaskId, -S)//: the Mask leaves
%   Player's graveyard for their head zone, a new object, if that zone is
%   empty; else it stays (CR 8.5.41c, 8.5.41e).
shields_mask_equipped(S0, Who, MId, S) -->
    (   { shields_head_zone_empty(S0, Who),
          player(S0, Who, P0),
          take_card(P0, graveyard, MId, C, P1),
          new_object(C, New),
          key_value(equipment, P1, [], Es0),
          append(Es0, [New], Es),
          set_player(S0, P1.put(equipment, Es), S)
        }
    ->  [ event('FAB-1520', shields_mask_equipped, _{player:Who, card:MId}) ]
    ;   { S = S0 },
        [ event('FAB-1520', shields_mask_not_equipped, _{player:Who, card:MId}) ]
    ).

message(event(shields_mask_no_silvers, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is in ~w's graveyard at the start of their turn, but they control ~d Silver(s), fewer than the 2 it destroys: it is not equipped"-[L, F.player, F.silvers] ].
message(event(shields_mask_equip_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is in ~w's graveyard at the start of their turn: they may destroy 2 Silvers they control to equip it (a mode move: 1 to do it, 2 not to)"-[L, F.player] ].
message(event(shields_mask_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w destroys no Silvers, and ~w stays in their graveyard"-[F.player, L] ].
message(event(shields_silvers_destroyed, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.tokens, ', ', T) },
    [ "~w destroys 2 Silvers they control (~w) for ~w"-[F.player, T, L] ].
message(event(shields_mask_equipped, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w equips ~w from their graveyard to their head zone (a new object)"-[F.player, L] ].
message(event(shields_mask_not_equipped, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's head zone is not empty, so ~w cannot be equipped and stays in their graveyard"-[F.player, L] ].
message(shields_not_a_mask_mode(Mode)) -->
    [ "Mask of Perdition's choice is answered with mode 1 (destroy 2 Silvers, equip it) or 2 (do nothing), not ~w"-[Mode] ].
message(shields_no_mask(Who)) -->
    [ "the choice to equip Mask of Perdition waits only for a Mask of Perdition in ~w's graveyard"-[Who] ].
message(shields_too_few_silvers(Who)) -->
    [ "the choice to equip Mask of Perdition waits only while ~w controls 2 or more Silvers"-[Who] ].
message(no_choice_waits("shields_mask_equip")) -->
    [ "no Mask of Perdition waits to be equipped: a mode move (1 or 2) answers it" ].

choice_words("shields_mask_equip") -->
    [ "whether to destroy 2 Silvers to equip Mask of Perdition from their graveyard (a mode move: 1 yes, 2 no)" ].
text_choice_words("shields_mask_equip", Source) -->
    [ "whether to destroy 2 Silvers to equip ~w (mode 1 or 2)"-[Source] ].
move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "shields_mask_equip",
      card_label(Pd.source, Src)
    },
    !,
    (   { M.mode == 1 }
    ->  [ M.player, " destroys 2 Silvers to equip ", Src ]
    ;   [ M.player, " leaves ", Src, " in their graveyard" ]
    ).

                 /*******************************
                 *  MASK OF PERDITION: A HIT    *
                 *  THAT BANISHES               *
                 *******************************/

rule('FAB-1522', effect, "Mask of Perdition: destroyed, a target Assassin attack action card gains \"When this hits a hero, banish the top card of their deck.\"",
     "Mask of Perdition's attack reaction (its text read; its cost: destroy it, FAB-404; no resource point) targets an Assassin attack action card (the class Assassin, the type attack action) on the combat chain (attacking or defending) or on the stack, named in the activate move's target (FAB-622: without one it cannot be activated). As the ability resolves, if the target is still legal it gains \"When this hits a hero, banish the top card of their deck.\": the chain link it attacks on records it (`hit_banishes_granted`, the Mask's id, once for each Mask: a card that already has the text, a contract card, banishes once more). A target that does not attack on a chain link (a defending card; an attack action card on the stack, which the reaction step does not leave there) gains a text that cannot hit this chain. If the target is no longer legal, it fails to resolve. Its Battleworn is the keyword's (FAB-521).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Mask of Perdition: \"Attack Reaction - Destroy Mask of Perdition: Target Assassin attack action card gains \\\"When this hits a hero, banish the top card of their deck.\\\" Battleworn\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (destroying it is an effect-cost paid as it is activated), 1.8.5, 1.8.5a and 5.1.4a (its target, a public object on the combat chain or the stack, declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.9 (gains: a non-numerical property, here a triggered ability), 8.1.2a (an attack reaction: its attack's controller, in the reaction step), 8.3.2 (Battleworn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1523', effect, "The attack Mask of Perdition gave its text banishes the top card of the hit hero's deck as it hits",
     "When an attack whose chain link records Mask of Perdition's text (`hit_banishes_granted`, FAB-1522) hits a hero (deals damage to the defending hero in the damage step), the top card of that hero's player's deck is banished, face up, once for each Mask, after the attack's own texts of the hit (a contract card's own banish first, FAB-1170: the two are the attacker's and banish alike, so their order changes nothing); with an empty deck nothing is. The card banished may complete the contracts on the combat chain (FAB-1171). A top card the position shows is banished at once. A top card it does not show waits for the banish_top choice (FAB-954: its player the deck's, its source the Mask; a put move, to: banished, naming that card once the position names it, FAB-106); what else the hit sets off follows the answer. Where another choice already waits and the top card is unknown, the banish is not asked and an event says so (not handled).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Mask of Perdition: \"Target Assassin attack action card gains \\\"When this hits a hero, banish the top card of their deck.\\\"\" CR 7.5.5 (an attack hits when it deals damage to the attack-target), 6.6 (a triggered effect acts on its event), 6.6.6b (triggered-layers created at once are ordered by their controller), 8.5.1 (banish: face up into the owner's banished zone), 3.7 (the deck: its top card), 8.5.39a (a contract is completed by its player's banishes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does the contract cards' own (FAB-1170).")).

targeting(C, ability(0), shields_assassin_attack_action_card, shields_hit_banish) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_assassin_hit_banish).

legal_target(S, shields_assassin_attack_action_card, Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl (FAB-622)
    card_type(C, "attack action"),
    card_prop(C, classes, Cs), is_list(Cs), memberchk("Assassin", Cs),
    card_id(C, Id).

spec_words(shields_assassin_attack_action_card, "an Assassin attack action card").

%   The activated-layer of Mask of Perdition resolves: its target, if it
%   attacks on a chain link, has that link record the Mask's text
%   (FAB-1522).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), Spec, shields_hit_banish)
    },
    (   { legal_target(S0, Spec, T) }
    ->  (   { chain_open(S0),
              Chain0 = S0.chain,
              nth0(K, Chain0.links, L0, Rest),
              link_attack(L0, A), card_id(A, AId), AId == T
            }
        ->  { key_value(hit_banishes_granted, L0, [], Gs0),
              append(Gs0, [Id], Gs),
              nth0(K, Links, L0.put(hit_banishes_granted, Gs), Rest),
              S = S0.put(chain, Chain0.put(links, Links))
            },
            [ event('FAB-1522', shields_hit_banish_granted, _{player:Who, card:Id, attack:T, attacking:true}) ]
        ;   { S = S0 },
            [ event('FAB-1522', shields_hit_banish_granted, _{player:Who, card:Id, attack:T, attacking:false}) ]
        )
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(shields_hit_banish_granted, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A) },
    (   { F.attacking == true }
    ->  [ "~w's ability resolves: ~w gains \"When this hits a hero, banish the top card of their deck.\""-[L, A] ]
    ;   [ "~w's ability resolves: ~w gains \"When this hits a hero, banish the top card of their deck.\" (it does not attack on this chain: it cannot hit)"-[L, A] ]
    ).

%!  shields_banish_top(+Pending) is semidet.
%
%   The banish_top choice Pending waits for the banish Mask of
%   Perdition's text gave an attack (FAB-1523).

shields_banish_top(Pd) :-
    Pd.choice == "banish_top",
    get_dict(source, Pd, M),
    is_dict(M),
    text_read_name(M, Name),
    card_text_read(Name, ability_target_assassin_hit_banish).

%   The hit's other texts follow the answer (card_texts_katsu_blitz.pl).
hit_text_waits(S) :-
    pending(S, Pd),
    shields_banish_top(Pd).

%!  shields_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: for each Mask of Perdition
%   whose text Link records, the top card of the hit hero's deck is
%   banished (or waits to be named), the contracts on the chain reading
%   it (FAB-1523).  card_texts_katsu_blitz.pl's hit_texts_after_draw//4
%   calls it.

shields_hit_text(S0, L, A, S) -->
    { key_value(hit_banishes_granted, L, [], Gs) },
    shields_banishes(Gs, S0, L, A, S).

shields_banishes([], S, _, _, S) --> [].
shields_banishes([MId|Ms], S0, L, A, S) -->
    { card_id(A, AId),
      Def = L.defender,
      player(S0, Def, P)
    },
    (   { P.deck == [] }
    ->  { S1 = S0 },
        [ event('FAB-1523', shields_deck_empty, _{player:Def, attack:AId, card:MId}) ],
        shields_banishes(Ms, S1, L, A, S)
    ;   { P.deck = [Top|_], \+ unknown_card(Top) }
    ->  shields_top_banished(S0, L.controller, Def, AId, MId, S1),
        shields_banishes(Ms, S1, L, A, S)
    ;   { pending(S0, _) }
    ->  { S1 = S0, P.deck = [Top|_], card_id(Top, TId) },
        [ event('FAB-1523', shields_banish_not_asked, _{player:Def, attack:AId, card:MId, top:TId}) ],
        shields_banishes(Ms, S1, L, A, S)
    ;   { P.deck = [Top|_], card_id(Top, TId),
          shields_mask_card(S0, MId, Mask),
          S = S0.put(pending, _{choice:"banish_top", player:Def, controller:Def, source:Mask}) },   % the deck's player names it (FAB-954)
        [ event('FAB-1523', shields_banish_waits, _{player:Def, attack:AId, card:MId, top:TId}) ]
    ).

%   shields_mask_card(+S, +Id, -Mask): the Mask of Perdition of id Id,
%   wherever it is now (its graveyard), or its name and id.
shields_mask_card(S, Id, M) :-
    (   state_card(S, M0), card_id(M0, Id0), Id0 == Id
    ->  M = M0
    ;   M = _{id:Id, name:"Mask of Perdition"}
    ).

%   shields_top_banished(+S0, +Attacker, +Defender, +AttackId, +MaskId, -S)//:
%   the top card of Defender's deck, one the position shows, is banished
%   by the text the Mask gave the attack; the contracts on the chain read
%   it (FAB-1523, FAB-1171).
shields_top_banished(S0, Who, Def, AId, MId, S) -->
    { player(S0, Def, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S1),
      card_id(Top, TId)
    },
    [ event('FAB-1523', shields_top_banished, _{player:Def, attack:AId, card:MId, top:TId}) ],
    hunted_contracts(S1, Who, Top, S).          % card_texts_hunted.pl (FAB-1171)

%   The banish_top choice the Mask's text waits for (FAB-1523): its put
%   move banishes the named top card, the contracts read it, then the
%   Masks after it, then what else the hit sets off.
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      shields_banish_top(Pd),
      choice_answered(S0, S1),
      opponent(S1, M.player, Who),              % the attacker: the hit hero's opponent
      card_id(Pd.source, MId)
    },
    (   { active_link(S1, L), link_attack(L, A) }
    ->  { card_id(A, AId),
          key_value(hit_banishes_granted, L, [], Gs),
          (   append(_, [MId|Later], Gs) -> true ; Later = [] )
        },
        shields_top_banished(S1, Who, M.player, AId, MId, S2),
        shields_banishes(Later, S2, L, A, S3),
        (   { hit_text_waits(S3) }
        ->  { S = S3 }
        ;   shields_after_hit(S3, L, A, S)
        )
    ;   shields_top_banished(S1, Who, M.player, MId, MId, S)
    ).

%   shields_after_hit(+S0, +Link, +Attack, -S)//: what the hit sets off
%   after the Mask's banishes (card_texts_katsu_blitz.pl's
%   hit_texts_after_draw//4, past its call of shields_hit_text//4).
shields_after_hit(S0, L, A, S) -->
    lexi2_hit_damage(S0, L, A, S1),             % card_texts_lexi_2.pl (FAB-995): it may leave a choice
    (   { hit_text_waits(S1) }
    ->  { S = S1 }
    ;   hit_texts_after_damage(S1, L, A, S)     % card_texts_katsu_blitz.pl
    ).

message(event(shields_deck_empty, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.card, M) },
    [ "~w hits (the text ~w gave it): ~w's deck is empty, so no card is banished"-[A, M, F.player] ].
message(event(shields_top_banished, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.card, M), event_card(S0, F.top, T) },
    [ "~w hits (the text ~w gave it): the top card of ~w's deck, ~w, is banished"-[A, M, F.player, T] ].
message(event(shields_banish_waits, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.card, M) },
    [ "~w hits (the text ~w gave it): the top card of ~w's deck, ~w, is banished, and the position does not show it: name it, then a put move (to: banished) banishes it"-[A, M, F.player, F.top] ].
message(event(shields_banish_not_asked, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.card, M) },
    [ "~w hits (the text ~w gave it) while another choice waits: the banish of ~w's top card ~w, which the position does not show, is not asked (not handled)"-[A, M, F.player, F.top] ].
