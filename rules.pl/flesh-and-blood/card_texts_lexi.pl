/*  Flesh and Blood: the texts of the Lexi Blitz Deck's cards.

    Part of game.pl, included after card_texts_finish2.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Dazzling Crescendo, Entwine Lightning: "Lightning Fusion. If this was
      fused, it gains go again." (FAB-843; the fusion cost is Oldhim's
      reading, FAB-782);
    - Weave Lightning: the next Lightning or Elemental attack action card
      gets +3/+2/+1 power, and go again if it is fused (FAB-844);
    - Lightning Press: target attack action card with cost 1 or less gets
      +3/+2/+1 power (FAB-845);
    - Reload (FAB-846, FAB-847), and Take Aim, Over Flex: the next Ranger
      attack action card, or the next arrow attack, gets +N power, then
      reload (FAB-848);
    - Amulet of Lightning: destroyed, target action card gains go again,
      only once its player has Lightning fused this turn (FAB-894 ...
      FAB-896);
    - Honing Hood: the arsenal to the hand, then a card of the hand face
      down into the arsenal (FAB-897);
    - Chill to the Bone: the next time an Ice or Elemental attack hits a
      hero this turn, Frostbite tokens (FAB-898);
    - Blizzard Bolt: fused, whenever an attack deals damage to a hero
      this turn, a Frostbite token (FAB-899);
    - Pitfall Trap: played only from the arsenal; when it defends, 2
      damage to the attacking hero unless they pay 1 (FAB-849, FAB-921).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, link_go_again/2, legal_target/3, spec_words/2,
   targeted_rule/2, choice_action/2, choice_phase/2, choice_candidate/3, effect//4, choice_words//1,
   text_choice_words//2, move_words//3, pending_problem/4, broken/4, moot/3, fused_record_kind/3,
   turn_record_words//3, text_abilities/2, text_ability_effect/1, targeting/4, ability_text_resolved//5,
   rule_fact/4, allowed_by_text/5, go_again_target_rule/3, not_asked_words/2, lexi_fused_gain//6,
   paid_choice/1.

                 /*******************************
                 *    FUSED, IT GAINS GO AGAIN  *
                 *******************************/

card_text_read("Dazzling Crescendo", fusion("Lightning", go_again)).
card_text_read("Entwine Lightning", fusion("Lightning", go_again)).

rule('FAB-843', effect, "Dazzling Crescendo, Entwine Lightning: fused, they have go again",
     "Dazzling Crescendo and Entwine Lightning (their text read) have Lightning Fusion: as either is played its player may reveal a Lightning card from their hand, named in the play move's discard (FAB-782: the card stays in hand; a card of another talent, or two cards, make the play illegal). Played fused, the card's chain link records it (fused: true) and has go again: as the link resolves its player gains an action point (FAB-503). Played without revealing, it has no go again: the go again the card data lists for them is this one.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Dazzling Crescendo: \"Lightning Fusion. If Dazzling Crescendo was fused, it gains go again.\"; Entwine Lightning: \"Lightning Fusion. If Entwine Lightning was fused, it gains go again.\" CR 8.3.17 and 8.3.17a (fusion: revealing a Lightning card from hand, the card is fused), 8.3.5 (go again: as the chain link resolves its controller gains an action point), 7.0.3c (a chain link has its active-attack's properties), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

message(event(fused_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: it has go again"-[L] ].

%   A link whose attack was fused, and whose text or Weave Lightning's
%   effect gives a fused attack go again, has go again (FAB-843, FAB-844);
%   so has Bolt'n' Shot's while its power is above its base (FAB-992).
link_go_again(_, L) :-
    (   get_dict(fused, L, true),
        (   get_dict(go_again_if_fused, L, true)
        ->  true
        ;   link_attack(L, A),
            text_read_name(A, Name),
            card_text_read(Name, fusion(_, go_again))
        )
    ->  true
    ;   power_above_base_met(L, go_again)       % card_texts_oldhim.pl (FAB-772): Bolt'n' Shot, card_texts_lexi_2.pl
    ).

                 /*******************************
                 *        WEAVE LIGHTNING       *
                 *******************************/

card_text_read("Weave Lightning", next_kinds_attack_action_card_power_fused_go_again(["Lightning", "Elemental"], [3, 2, 1])).

rule('FAB-844', effect, "Weave Lightning: the next Lightning or Elemental attack action card gets +N power, and go again if it is fused",
     "When Weave Lightning (its text read) resolves, the next Lightning or Elemental attack action card its player plays this turn (the talent printed on it) gains +3 power (red), +2 (yellow) or +1 (blue): {kind: next_attack_power, attack_action_card: true, class_or_talent: [Lightning, Elemental], fused_go_again: true} waits until such a card becomes a chain link (FAB-505, Weave Ice's matching, FAB-787). The link it goes to records it (go_again_if_fused: true); if that card was fused (FAB-782: its link records fused: true), the link has go again as it resolves (FAB-503). Another attack leaves the effect waiting. Its own go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Weave Lightning: \"The next Lightning or Elemental attack action card you play this turn gains +3{p}. If it's fused, it gains go again. Go again\" (red; +2 yellow, +1 blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect modifies power), 8.3.17a (a fused card), 8.3.5 (go again), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-844); card_texts.pl's resolution_text//4 calls it.

lexi_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_kinds_attack_action_card_power_fused_go_again(Kinds, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, class_or_talent:Kinds, fused_go_again:true}, S)
        }
    ->  [ event('FAB-844', kinds_fused_go_again_effect_made, _{player:Who, card:Id, amount:N, kinds:Kinds}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_power_reload(Fits, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          reload_effect(Fits, Who, N, Id, E),
          add_effect(S0, E, S1)
        }
    ->  [ event('FAB-848', next_attack_reload_effect_made, _{player:Who, card:Id, amount:N, fits:Fits}) ],
        reload(S1, Who, C, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_hit_creates_frostbite(Kinds, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_hit_frostbite", player:Who, amount:N, source:Id, class_or_talent:Kinds}, S)
        }
    ->  [ event('FAB-898', next_hit_frostbite_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(kinds_fused_go_again_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.kinds, ' or ', K) },
    [ "~w: the next ~w attack action card ~w plays this turn gets +~d power, and go again if it is fused"-[L, K, F.player, F.amount] ].

%!  link_fused_go_again_mark(+State0, +Used, +Link0, -Link) is det.
%
%   The new chain Link0 used the effects of the sources Used (FAB-505):
%   if one is Weave Lightning's, the link records that a fused attack
%   has go again (FAB-844); card_texts_oldhim.pl's
%   link_fused_dominate_mark/4 calls it.

link_fused_go_again_mark(S0, Used, L0, L) :-
    (   effects(S0, Es),
        member(E, Es),
        get_dict(fused_go_again, E, true),
        get_dict(source, E, Src),
        memberchk(Src, Used)
    ->  L1 = L0.put(go_again_if_fused, true)
    ;   L1 = L0
    ),
    briar_link_fused_mark(S0, Used, L1, L).     % card_texts_briar.pl (FAB-1243)

                 /*******************************
                 *        LIGHTNING PRESS       *
                 *******************************/

card_text_read("Lightning Press", target_gains_power(play, attack_action_card_cost_at_most(1), per_pitch([3, 2, 1]))).

rule('FAB-845', effect, "Lightning Press: target attack action card with cost 1 or less gets +N power",
     "Lightning Press, an instant, targets an attack action card with cost 1 or less (its printed cost) on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622): without one it cannot be played, and a target of cost 2 or more, or no attack action card, breaks FAB-622. As it resolves its target gets +3 power (red), +2 (yellow) or +1 (blue), which the chain link it attacks on counts; if the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Lightning Press: \"Target attack action card with cost 1 or less gains +3{p}.\" (+2{p} yellow, +1{p} blue). CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 2.2 (cost: the printed value), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 2.0.3a (an effect modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, attack_action_card_cost_at_most(Max), Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl
    card_type(C, "attack action"),
    card_prop(C, cost, Cost),
    integer(Cost),
    Cost =< Max,
    card_id(C, Id).

spec_words(attack_action_card_cost_at_most(Max), W) :-
    format(string(W), "an attack action card with cost ~d or less", [Max]).

%   The power event of Lightning Press cites its own rule (FAB-845).
targeted_rule(C, 'FAB-845') :-
    text_read_name(C, "Lightning Press").

                 /*******************************
                 *            RELOAD            *
                 *******************************/

rule('FAB-846', effect, "Reload: if its player's arsenal is empty, they may put a card from their hand face down into it",
     "A card with Reload whose text is read (Take Aim, Over Flex) reloads as it resolves, after what its text does before it: where its player's arsenal is empty and their hand holds a card (any card, one the position does not show included: it goes face down), the position waits for their choice (the pending choice reload): a put move (to: arsenal) naming a card of their hand puts it face down into their arsenal, or a decline move puts none. With a card in the arsenal, or an empty hand, nothing happens. Not handled: another choice already waiting as it resolves (the reload is not asked; an event says so).",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Reload (Take Aim, Over Flex: \"... Reload\"): CR 8.5.23 (reload is an optional discrete effect: if the player's arsenal is empty and they choose to, a card moves from their hand to their arsenal face down), 8.5.23a, 1.8.6 (the player instructed by an effect determines its parameters: which card), 3.3 (the arsenal), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-847', constraint, "A reload puts a card of its player's hand into their arsenal",
     "A put move answering the reload choice (FAB-846), or Honing Hood's (hood_to_arsenal, FAB-897), names a card of its player's hand, and puts it to the arsenal (to: arsenal).",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "CR 8.5.23 (reload: a card moves from the player's hand to their arsenal face down), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  reload_waits(+State) is semidet.
%
%   The reload choice waits (FAB-846), or Honing Hood's, which puts a
%   card of the hand into the arsenal the same way but must (FAB-897).

reload_waits(S) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["reload", "hood_to_arsenal"]).      % Honing Hood's (FAB-897)

%!  reload(+State0, +Player, +Card, -State)// is det.
%
%   Card of Player resolved and reloads (FAB-846): their choice waits
%   where their arsenal is empty and their hand holds a card.

reload(S0, Who, C, S) -->
    { card_id(C, Id), player(S0, Who, P) },
    (   { key_value(arsenal, P, [], [_|_]) }
    ->  { S = S0 },
        [ event('FAB-846', reload_arsenal_full, _{player:Who, card:Id}) ]
    ;   { key_value(hand, P, [], []) }
    ->  { S = S0 },
        [ event('FAB-846', reload_empty_hand, _{player:Who, card:Id}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"reload", player:Who, controller:Who, source:C}) },
        [ event('FAB-846', reload_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-846', reload_not_asked, _{player:Who, card:Id}) ]
    ).

choice_action("reload", "put").
choice_action("reload", "decline").
choice_phase("reload", "action").
choice_action("hood_to_arsenal", "put").
choice_phase("hood_to_arsenal", "action").
choice_phase("hood_to_arsenal", "end").

pending_problem(S, Pd, [player], reload_nothing_to_choose(P)) :-     % FAB-846, FAB-897
    memberchk(Pd.choice, ["reload", "hood_to_arsenal"]),
    get_dict(player, Pd, P),
    player(S, P, PP),
    (   key_value(arsenal, PP, [], [_|_]) ; key_value(hand, PP, [], []) ).

broken('FAB-847', S, M, Reason) :-
    get_dict(action, M, "put"),
    reload_waits(S),
    pending(S, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    (   not_from_hand(S, Who, Id, reload_not_from_hand, Reason0)   % choices.pl
    ->  Reason = Reason0
    ;   get_dict(to, M, To),
        To \== "arsenal",
        Reason = reload_not_to_arsenal(To)
    ).

moot('FAB-847', S, _) :-
    \+ reload_waits(S).

effect(put, S0, M, S) -->
    { reload_waits(S0),
      pending(S0, Pd),
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      (   del_dict(face_up, C, _, C1) -> true ; C1 = C ),
      append(P1.arsenal, [C1], Arsenal),
      set_player(S1, P1.put(arsenal, Arsenal), S),
      (   Pd.choice == "reload" -> Rule = 'FAB-846', Reason = reloaded ; Rule = 'FAB-897', Reason = hood_put )
    },
    [ event(Rule, Reason, _{player:Who, card:M.card, by:By}) ].

effect(decline, S0, M, S) -->
    { reload_waits(S0),
      pending(S0, Pd),
      Pd.choice == "reload",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-846', reload_declined, _{player:M.player, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"arsenal"}) :-
    reload_waits(S),
    pending(S, Pd),
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    reload_waits(S),
    pending(S, Pd),
    Pd.choice == "reload",
    Who = Pd.player.

message(event(reload_arsenal_full, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reloads: ~w's arsenal is not empty, so no card is put into it"-[L, F.player] ].
message(event(reload_empty_hand, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reloads: ~w has no card in hand, so none is put into their arsenal"-[L, F.player] ].
message(event(reload_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reloads: ~w may put a card from their hand face down into their arsenal (a put move, to: arsenal, or decline)"-[L, F.player] ].
message(event(reload_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w reloads while another choice waits: rulecheck does not ask ~w's reload (it is not applied)"-[L, F.player] ].
message(event(reloaded, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w reloads: ~w puts ~w from their hand face down into their arsenal"-[By, F.player, C] ].
message(event(hood_put, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from their hand face down into their arsenal"-[By, F.player, C] ].
message(event(reload_declined, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w reloads: ~w puts no card into their arsenal"-[By, F.player] ].
message(reload_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the hand: a reload (or Honing Hood) puts a card from the hand into the arsenal"-[L, Z] ].
message(reload_not_to_arsenal(To)) -->
    [ "a reload (or Honing Hood) puts the card face down into the arsenal, not to the ~w"-[To] ].
message(reload_nothing_to_choose(P)) -->
    [ "a choice of a card of the hand for the arsenal (reload, Honing Hood) waits for ~w, who has nothing to choose: a card in their arsenal, or none in hand"-[P] ].

choice_words("hood_to_arsenal") -->
    [ "which card of their hand they put face down into their arsenal for Honing Hood (a put move, to: arsenal)" ].
text_choice_words("hood_to_arsenal", Source) -->
    [ "which card of the hand goes face down into the arsenal for ~w (put, to: arsenal)"-[Source] ].
choice_words("reload") -->
    [ "which card of their hand they put face down into their arsenal as they reload (a put move, to: arsenal), or none (decline)" ].
text_choice_words("reload", Source) -->
    [ "which card of the hand goes face down into the arsenal as ~w reloads (put, to: arsenal), or none"-[Source] ].

move_words("put", S, M) -->
    { reload_waits(S), pending(S, Pd), player(S, M.player, P), id_label(P, M.card, L) },
    !,
    (   { Pd.choice == "reload" }
    ->  [ M.player, " reloads: puts ", L, " from their hand face down into their arsenal" ]
    ;   [ M.player, " puts ", L, " from their hand face down into their arsenal for Honing Hood" ]
    ).
move_words("decline", S, M) -->
    { reload_waits(S) },
    !,
    [ M.player, " puts no card into their arsenal as they reload" ].

                 /*******************************
                 *      TAKE AIM, OVER FLEX     *
                 *******************************/

card_text_read("Take Aim", next_attack_power_reload(class_attack_action_card("Ranger"), [3, 2, 1])).
card_text_read("Over Flex", next_attack_power_reload(subtype_attack("Arrow"), [4, 3, 2])).

rule('FAB-848', effect, "Take Aim, Over Flex: the next Ranger attack action card, or the next arrow attack, gets +N power; reload",
     "When Take Aim (its text read) resolves, the next Ranger attack action card its player plays this turn gains +3 power (red), +2 (yellow) or +1 (blue): {kind: next_attack_power, attack_action_card: true, class_or_talent: [Ranger]} waits until such a card becomes a chain link (FAB-505, FAB-736's matching). When Over Flex resolves, its player's next arrow attack this turn (an attack whose card has the subtype Arrow) gains +4 power (red), +3 (yellow) or +2 (blue): {kind: next_attack_power, subtype: Arrow} (FAB-660's matching). Another attack leaves the effect waiting; it ends with the turn. Then each reloads (FAB-846). Their go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Take Aim: \"The next Ranger attack action card you play this turn, gains +3{p}. Reload. Go again\" (+2{p} yellow, +1{p} blue); Over Flex: \"Your next arrow attack this turn gains +4{p}. Reload. Go again\" (+3{p} yellow, +2{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves, in the order of its text), 1.8.10 (the next), 2.0.3a (an effect modifies power), 8.2.6 (Arrow), 8.5.23 (reload), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   reload_effect(+Fits, +Player, +N, +Source, -Effect): the next-attack
%   effect Take Aim or Over Flex leaves (FAB-848).
reload_effect(class_attack_action_card(Class), Who, N, Id,
              _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                attack_action_card:true, class_or_talent:[Class]}).
reload_effect(subtype_attack(Subtype), Who, N, Id,
              _{kind:"next_attack_power", player:Who, amount:N, source:Id, subtype:Subtype}).

message(event(next_attack_reload_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), fits_words(F.fits, W) },
    [ "~w: ~w's next ~w this turn gets +~d power"-[L, F.player, W, F.amount] ].

fits_words(class_attack_action_card(Class), W) :-
    format(string(W), "~w attack action card", [Class]).
fits_words(subtype_attack(Subtype), W) :-
    string_lower(Subtype, Sub),
    format(string(W), "~w attack", [Sub]).

                 /*******************************
                 *      AMULET OF LIGHTNING     *
                 *******************************/

card_text_read("Amulet of Lightning", ability_target_action_card_go_again_if_fused("Lightning")).

rule('FAB-894', effect, "Amulet of Lightning: destroyed, its target action card gains go again",
     "Amulet of Lightning, an item in its player's arena, has an instant ability whose cost is destroying it (FAB-404: to the graveyard as it is activated). It targets an action card (an attack action card or a non-attack action card, either player's) on the combat chain (attacking or defending) or on the stack, named in the activate move's target (FAB-622): without one it cannot be activated. As the ability resolves, if the target is still legal: the attack of a chain link gets go again on its link (its controller gains an action point as the link resolves, FAB-503; an earlier link has resolved already, so it changes nothing); a card on the stack gains go again (go_again: true on its layer's card: as it resolves, or as its chain link opens, its controller gains the action point); a defending card gains go again, which changes nothing. A target no longer legal: nothing happens. Played, it is an item with go again (the card data's).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Amulet of Lightning: \"Go again. Instant - Destroy Amulet of Lightning: Target action card gains go again. Activate this ability only if you have Lightning fused this turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 1.8.5a (a target is a public object in the arena, the combat chain included, or on the stack), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.3.5 (go again: its controller gains an action point as the layer or the chain link resolves), 8.2.5a (an item is a permanent in the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-895', constraint, "Amulet of Lightning is activated only once its player has Lightning fused this turn",
     "Amulet of Lightning's ability may be activated only by a player who has Lightning fused this turn: the turn's record says so (FAB-896), or a chain link or a layer of the stack of theirs is a Lightning fusion card that was fused (fused: true). Otherwise activating it is illegal; but where the position records no Lightning fusion and a card of that player's graveyard has fusion that may be Lightning's (a card whose fusion rulecheck reads as Lightning's, or one whose text it does not read), that card may have been played fused this turn in a position given without its record: the answer is unknown, naming that card, never a false illegal (Amulet of Ice's reading, FAB-694).",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Amulet of Lightning: \"... Activate this ability only if you have Lightning fused this turn.\" CR 1.0.2a (\"only\" is a restriction), 5.2.2 (an ability whose restriction is not met cannot be activated), 8.3.17a (a player who reveals a Lightning card for a Lightning fusion has fused Lightning), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-896', effect, "Lightning fused: recorded for the turn",
     "When a player plays a card fused by revealing a Lightning card from hand (FAB-782: Dazzling Crescendo, Entwine Lightning), in their turn or another's, they have Lightning fused this turn: the state records it in its effects ({kind: lightning_fused, player, source: the card played}), once, and it ends with the turn's other effects (FAB-206), as Ice's record does (FAB-695); Amulet of Lightning reads it (FAB-895). A position given in the middle of a turn says so in its effects.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "CR 8.3.17 and 8.3.17a (fusion: a player who pays it has fused that supertype), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

fused_record_kind("Lightning", "lightning_fused", 'FAB-896').

turn_record_words("lightning_fused", Who, L) -->
    [ "~w has Lightning fused this turn (~w)"-[Who, L] ].

text_abilities("Amulet of Lightning",
               [_{type:"instant", limit:"none", cost:0, effect:"target_action_card_go_again",
                  go_again:false, destroy_self:true}]).

text_ability_effect("target_action_card_go_again").

%   Amulet of Lightning targets an action card as its ability is
%   activated (FAB-622's targeting; what the target gains is FAB-894's).
targeting(C, ability(0), action_card, action_card_go_again) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_action_card_go_again_if_fused(_)).

legal_target(S, action_card, Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl
    card_prop(C, types, Ts),
    is_list(Ts),
    memberchk("Action", Ts),
    card_id(C, Id).

spec_words(action_card, "an action card").

%   lightning_amulet_activation(+State, +Move, -Player, -Card): Move
%   activates the ability of Amulet of Lightning, Card, its text read.
lightning_amulet_activation(S, M, Who, C) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, ability_target_action_card_go_again_if_fused(_)).

broken('FAB-895', S, M, not_fused_this_turn(Who, C, "Lightning")) :-
    lightning_amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Lightning").

moot('FAB-895', S, M) :-
    \+ lightning_amulet_activation(S, M, _, _).

rule_fact('FAB-895', S, M, fused_this_turn(Who, "Lightning", Fused)) :-
    lightning_amulet_activation(S, M, Who, _),
    (   fused_this_turn(S, Who, "Lightning") -> Fused = true ; Fused = false ).

%   A position that records no Lightning fusion, where a card of the
%   player's graveyard may have been played fused this turn: activating
%   the Amulet is unknown, naming that card (FAB-895).
allowed_by_text(S, M, Ids, About, fusion_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-895'] ; true ),
    lightning_amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Lightning"),
    player(S, Who, P),
    key_value(graveyard, P, [], Gs),
    member(G, Gs),
    maybe_fusion_card_of("Lightning", G),
    !,
    card_about(G, About).

%   The ability's layer resolves (Amulet of Lightning destroyed as its
%   cost): its target gains go again (FAB-894).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "target_action_card_go_again",
      get_dict(target, L, T)
    },
    (   { \+ legal_target(S0, action_card, T) }
    ->  { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ;   { chain_open(S0),
          member(L0, S0.chain.links),
          link_attack(L0, A), card_id(A, AId), AId == T
        }
    ->  target_go_again(S0, Who, Id, T, S0a),   % card_texts_benji_blitz.pl (FAB-659)
        { S = S0a }
    ;   { key_value(stack, S0, [], Layers0),
          nth0(K, Layers0, Layer0, Rest),
          layer_card(Layer0, C0), card_id(C0, T0), T0 == T
        }
    ->  { nth0(K, Layers, Layer0.put(card, C0.put(go_again, true)), Rest),
          S = S0.put(stack, Layers)
        },
        [ event('FAB-894', stack_card_gains_go_again, _{player:Who, card:Id, target:T}) ]
    ;   { S = S0 },
        [ event('FAB-894', defending_card_gains_go_again, _{player:Who, card:Id, target:T}) ]
    ).

go_again_target_rule(S, Id, 'FAB-894') :-
    once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
    text_read_name(C, "Amulet of Lightning").

message(event(stack_card_gains_go_again, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w, on the stack, gains go again"-[L, T] ].
message(event(defending_card_gains_go_again, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gains go again, which changes nothing: it defends"-[L, T] ].

                 /*******************************
                 *          HONING HOOD         *
                 *******************************/

card_text_read("Honing Hood", ability_arsenal_to_hand_then_hand_to_arsenal).

rule('FAB-897', effect, "Honing Hood: destroyed, its player returns their arsenal to their hand, then puts a card from their hand face down into their arsenal",
     "Honing Hood's instant ability (its cost: destroy it, FAB-404) resolves: every card of its player's arsenal returns to their hand (each a new object: face up and aim counters gone), then they put a card from their hand face down into their arsenal: with an empty hand nothing; with one card, that card at once; else the position waits for their choice (the pending choice hood_to_arsenal): a put move (to: arsenal) naming a card of their hand (FAB-847), which they must make (no decline). Not handled: another choice already waiting as it resolves (the card is not asked; an event says so, and the cards returned stay in hand).",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Honing Hood: \"Instant - Destroy Honing Hood: Return all cards in your arsenal to your hand, then put a card from your hand face down into your arsenal.\" CR 5.2.1 (an activated ability's cost and effect), 3.3 (the arsenal), 3.0.9 (a card that moves to another zone is a new object), 1.15.3 (counters leave with it), 1.8.6 (the player instructed by an effect determines its parameters: which card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Honing Hood",
               [_{type:"instant", limit:"none", cost:0, effect:"arsenal_to_hand_then_hand_to_arsenal",
                  go_again:false, destroy_self:true}]).

text_ability_effect("arsenal_to_hand_then_hand_to_arsenal").

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "arsenal_to_hand_then_hand_to_arsenal",
      player(S0, Who, P0),
      key_value(arsenal, P0, [], As),
      maplist(new_hand_card, As, Back),
      append(P0.hand, Back, Hand),
      set_player(S0, P0.put(_{arsenal:[], hand:Hand}), S1),
      maplist(card_id, As, AIds),
      (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = _{id:Id} )
    },
    [ event('FAB-897', arsenal_returned, _{player:Who, card:Id, cards:AIds}) ],
    (   { Hand == [] }
    ->  { S = S1 },
        [ event('FAB-897', hood_empty_hand, _{player:Who, card:Id}) ]
    ;   { Hand = [C], card_id(C, CId) }
    ->  { player(S1, Who, P1),
          set_player(S1, P1.put(_{hand:[], arsenal:[C]}), S)
        },
        [ event('FAB-897', hood_put, _{player:Who, card:CId, by:Id}) ]
    ;   { \+ game_over(S1, _), \+ pending(S1, _) }
    ->  { S = S1.put(pending, _{choice:"hood_to_arsenal", player:Who, controller:Who, source:Src}) },
        [ event('FAB-897', hood_waits, _{player:Who, card:Id}) ]
    ;   { S = S1 },
        [ event('FAB-897', hood_not_asked, _{player:Who, card:Id}) ]
    ).

%   new_hand_card(+Card0, -Card): Card0, back in the hand, a new object:
%   no longer face up, its counters gone.
new_hand_card(C0, C) :-
    (   del_dict(face_up, C0, _, C1) -> true ; C1 = C0 ),
    (   del_dict(aim_counters, C1, _, C) -> true ; C = C1 ).

not_asked_words("hood_to_arsenal", "which card of their hand goes into their arsenal (Honing Hood)").

message(event(arsenal_returned, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.cards == [] }
    ->  [ "~w: ~w's arsenal is empty, no card returns to their hand"-[L, F.player] ]
    ;   { maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ", ", T) },
        [ "~w: ~w returns ~w from their arsenal to their hand"-[L, F.player, T] ]
    ).
message(event(hood_empty_hand, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w has no card in hand, so none is put into their arsenal"-[L, F.player] ].
message(event(hood_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w puts a card from their hand face down into their arsenal (a put move, to: arsenal)"-[L, F.player] ].
message(event(hood_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves while another choice waits: rulecheck does not ask which card ~w puts into their arsenal (it is not applied)"-[L, F.player] ].

                 /*******************************
                 *       CHILL TO THE BONE      *
                 *******************************/

card_text_read("Chill to the Bone", next_hit_creates_frostbite(["Ice", "Elemental"], [3, 2, 1])).

rule('FAB-898', effect, "Chill to the Bone: the next time an Ice or Elemental attack hits a hero this turn, Frostbite tokens under their control",
     "When Chill to the Bone (its text read) resolves, an effect waits in the state's effects ({kind: next_hit_frostbite, player, amount, source, class_or_talent: [Ice, Elemental]}): the next time this turn an attack whose card (or weapon) has the Ice or Elemental talent (or class) printed on it hits a hero (deals damage to the defending hero in the damage step), the effect is used up and 3 Frostbite tokens (red; 2 yellow, 1 blue) are created in that hero's player's arena (Frostbite: FAB-540); two such effects waiting are used up by the same hit. A hit by another attack leaves it waiting; it ends with the turn. Its go again is the keyword's. rulecheck creates the tokens as the damage is dealt, beside the hit's other triggers: their order changes nothing here (tokens in the hit player's arena).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Chill to the Bone: \"The next time an Ice or Elemental attack hits a hero this turn, create 3 Frostbite tokens under their control. Go again\" (2 yellow, a Frostbite token blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 6.6 (a delayed triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage to the attack-target), 1.3.2c and 8.5.2 (create: a token is created in its controller's arena), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack of Link hit the defending hero: the Chill to the Bone effects
%   that wait for an Ice or Elemental attack's hit are used up, and their
%   Frostbite tokens enter that hero's player's arena (FAB-898);
%   card_texts.pl's attack_hit//4 calls it.

lexi_hit(S0, L, A, S) -->
    chill_hit(S0, L, A, S1),
    attack_damage_texts(S1, L, A, S).           % card_texts_lexi_2.pl: Blizzard Bolt's (FAB-899), Chilling Icevein's (FAB-999)

chill_hit(S0, L, A, S) -->
    (   { effects(S0, Es0),
          partition(chill_effect_for(A), Es0, Mine, Rest),
          Mine \== [],
          foldl(grant_amount, Mine, 0, N),      % card_texts.pl
          card_id(A, AId),
          Def = L.defender,
          length(Ns, N),
          foldl(frostbite_token(AId, L.controller, Def), Ns, S0.put(effects, Rest)-[], S-More),
          maplist(grant_source, Mine, Srcs)
        }
    ->  [ event('FAB-898', chill_frostbite_created, _{player:Def, amount:N, by:AId, sources:Srcs}) ],
        tokens_more_made(L.controller, AId, More)
    ;   { S = S0 }
    ).

chill_effect_for(A, E) :-
    get_dict(kind, E, "next_hit_frostbite"),
    fai_effect_fits_attack(E, A).               % card_texts_fai.pl (FAB-736)

%   frostbite_token(+By, +Creator, +Player, _, +State0-More0, -State-More):
%   Creator creates one Frostbite token in Player's arena (one effect's
%   batch); More0 and the ids a replacement effect adds, More.
frostbite_token(By, Creator, Who, _, S0-More0, S-More) :-
    tokens_created(By, Creator, Who, ["Frostbite"], S0, S, [_], More1),   % tokens_created.pl
    append(More0, More1, More).

message(event(next_hit_frostbite_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next time an Ice or Elemental attack hits a hero this turn, ~d Frostbite token(s) enter that hero's player's arena"-[L, F.amount] ].
message(event(chill_frostbite_created, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w, an Ice or Elemental attack, hits: Chill to the Bone's ~d Frostbite token(s) enter ~w's arena"-[By, F.amount, F.player] ].

                 /*******************************
                 *         BLIZZARD BOLT        *
                 *******************************/

card_text_read("Blizzard Bolt", fusion("Ice", turn_attack_damage_frostbite)).

rule('FAB-899', effect, "Blizzard Bolt fused: whenever an attack deals damage to a hero this turn, a Frostbite token under their control",
     "Blizzard Bolt (its text read), an arrow, has Ice Fusion (FAB-782). Played fused, as it resolves its chain link records it (fused: true: Weave Ice's dominate reads it, FAB-787) and an effect waits in the state's effects for the rest of the turn ({kind: attack_damage_frostbite, player, source}, never used up): whenever an attack (any, Blizzard Bolt's or a later one) deals its combat damage to a hero, a Frostbite token (FAB-540) is created in that hero's player's arena, one for each such effect. Unfused, none. The damage Electrify's and Buzz Bolt's effects make an attack deal as it hits is the attack's too, and makes its tokens (FAB-995). Not read: damage another text of an attack deals (not its combat damage) makes no token here.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Blizzard Bolt: \"Ice Fusion. If Blizzard Bolt was fused, whenever an attack deals damage to a hero this turn, create a Frostbite token under their control.\" CR 8.3.17a (a fused card), 6.6 (a triggered effect acts on each event), 7.5.5 (an attack hits when it deals damage), 1.3.2c and 8.5.2 (create: a token is created in its controller's arena), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lexi_fused_gain(+Gain, +State0, +Layer, +Card, +Id, -State)// is det.
%
%   The fused card Id resolved: what its text read here gives it
%   (FAB-899); card_texts_oldhim.pl's fused_gain//6 calls it.

lexi_fused_gain(turn_attack_damage_frostbite, S0, L, _, Id, S) -->
    !,
    { Who = L.controller,
      (   chain_open(S0),
          active_link_replaced(S0, L0, Replaced, S1),
          link_attack(L0, A), card_id(A, AId), AId == Id
      ->  Replaced = L0.put(fused, true)
      ;   S1 = S0
      ),
      add_effect(S1, _{kind:"attack_damage_frostbite", player:Who, source:Id}, S)
    },
    [ event('FAB-899', blizzard_effect_made, _{player:Who, card:Id}) ].
lexi_fused_gain(Gain, S0, L, C, Id, S) -->
    lexi2_fused_gain(Gain, S0, L, C, Id, S).    % card_texts_lexi_2.pl (FAB-994), else nothing

%   blizzard_hit(+S0, +Link, +Attack, -S)//: an attack dealt damage to
%   the defending hero: one Frostbite token for each Blizzard Bolt
%   effect of the turn (FAB-899).
blizzard_hit(S0, L, A, S) -->
    (   { effects(S0, Es),
          include([E]>>get_dict(kind, E, "attack_damage_frostbite"), Es, Mine),
          Mine \== [],
          length(Mine, N),
          card_id(A, AId),
          Def = L.defender,
          length(Ns, N),
          foldl(frostbite_token(AId, L.controller, Def), Ns, S0-[], S-More)
        }
    ->  [ event('FAB-899', blizzard_frostbite_created, _{player:Def, amount:N, by:AId}) ],
        tokens_more_made(L.controller, AId, More)
    ;   { S = S0 }
    ).

message(event(blizzard_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: whenever an attack deals damage to a hero this turn, a Frostbite token enters that hero's player's arena"-[L] ].
message(event(blizzard_frostbite_created, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w deals damage to ~w's hero: Blizzard Bolt's effect, ~d Frostbite token(s) enter ~w's arena"-[By, F.player, F.amount, F.player] ].

                 /*******************************
                 *          PITFALL TRAP        *
                 *******************************/

card_text_read("Pitfall Trap", only_from_arsenal).
card_text_read("Pitfall Trap", defends_damages_unless_paid(2, 1)).

rule('FAB-849', constraint, "Pitfall Trap is played only from the arsenal",
     "Pitfall Trap (its text read) may be played only from its player's arsenal: a play move from the hand (or anywhere else) breaks this rule. A defense reaction is never declared as a defender from the hand (FAB-502), so it defends only as it resolves, played from the arsenal.",
     ruling("Арсенал - В кінці свого ходу ви можете зберігати тут картку обличчям донизу, щоб зіграти її в майбутньому.",
            "Pitfall Trap: \"Pitfall Trap can only be played from arsenal.\" CR 1.0.2a (\"only\": a restriction, everything else cannot happen), 5.1.1 (playing a card), 7.3.2a (only non-defense-reaction cards are declared as defenders), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-921', effect, "Pitfall Trap: when it defends, 2 damage to the attacking hero unless they pay 1",
     "When Pitfall Trap (its text read) defends (played from the arsenal, as it resolves onto the active chain link: a defense reaction is never declared as a defender, FAB-502), its trigger resolves at once: the attacking player (the active chain link's controller) chooses, where they can pay 1 from what the position shows (the pending choice pitfall_pay, `cost` 1, `damage` 2, its controller the trap's): a pay move (FAB-302 ... FAB-304), or a decline move after which Pitfall Trap deals 2 damage to their hero, Ward and Quell applying (Steelblade Shunt's text damage, FAB-584, FAB-524, FAB-648); unable to pay, the damage is dealt at once; a hero left at 0 life loses. Not handled: another choice already waiting as it defends (the damage is not done; an event says so).",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Pitfall Trap: \"When this defends, deal 2 damage to the attacking hero unless they pay {r}.\" CR 6.6 and 6.6.5b (a triggered effect), 7.0.5a (a card is defending on the chain link), 8.1.3b (a defense reaction defends as it resolves), 7.3.2, 1.8.4b (\"unless\": the payment is optional; the effect happens only if it is not paid), 7.2.4a (the attacking hero), 6.4.10 (prevention), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Run into Trouble's damage (FAB-692).")).

broken('FAB-849', S, M, only_from_arsenal(C, From)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),                    % position.pl
    text_read_name(C, Name),
    card_text_read(Name, only_from_arsenal),
    key_value(from, M, "hand", From),
    From \== "arsenal".

moot('FAB-849', S, M) :-
    \+ ( get_dict(action, M, "play"),
         played_card(S, M, _, C),
         text_read_name(C, Name),
         card_text_read(Name, only_from_arsenal) ).

message(only_from_arsenal(C, From)) -->
    { card_label(C, L) },
    [ "~w can only be played from the arsenal, not from the ~w"-[L, From] ].

choice_action("pitfall_pay", "pay").
choice_action("pitfall_pay", "decline").
choice_phase("pitfall_pay", "action").

paid_choice("pitfall_pay").   % Pitfall Trap (FAB-921): a pay move pays its cost (position.pl)

pending_problem(S, Pd, [player], cannot_pay(P, Cost)) :-       % FAB-921
    Pd.choice == "pitfall_pay",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(cost, Pd, 0, Cost),
    \+ ( integer(Cost), Cost >= 1,
         once(pitch_set(PP.hand, PP.resource_points, Cost, _, _)) ).

effect(pay, S0, M, S) -->
    { pending(S0, Pd), Pd.choice == "pitfall_pay" },
    choice_paid(S0, M, Who, Id, S),             % position.pl
    [ event('FAB-921', pitfall_paid, _{player:Who, card:Id, cost:Pd.cost}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pitfall_pay",
      choice_answered(S0, S1),
      card_id(Pd.source, Id)
    },
    [ event('FAB-921', pitfall_declined, _{player:M.player, card:Id, amount:Pd.damage}) ],
    text_damage(S1, Pd.source, Pd.controller, M.player, Pd.damage, S).   % card_texts_rhinar_dorinthea.pl (FAB-584)

choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "pitfall_pay",
    Who = Pd.player.

choice_words("pitfall_pay") -->
    [ "whether they pay 1 resource point so that Pitfall Trap deals them no damage (a pay or a decline move)" ].
text_choice_words("pitfall_pay", Source) -->
    [ "whether to pay for ~w's damage (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pitfall_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays so that ", Src, " deals no damage, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pitfall_pay",
      card_label(Pd.source, Src)
    },
    [ M.player, " does not pay: ", Src, " deals ~d damage to their hero"-[Pd.damage] ].

%!  lexi_defends_text(+State0, +Player, +Cards, -State)// is det.
%
%   Cards of Player defend (a defense reaction resolved onto the chain
%   link; effects.pl's resolve_card//6 calls it): each Pitfall Trap, its text read, deals its damage to the
%   attacking hero unless they pay (FAB-921).

lexi_defends_text(S, _, [], S) --> !.
lexi_defends_text(S0, Who, [C|Cs], S) -->
    pitfall_defends(S0, Who, C, S1),
    lexi_defends_text(S1, Who, Cs, S).

pitfall_defends(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_damages_unless_paid(N, Cost)),
          \+ game_over(S0, _),
          active_link(S0, L),
          Attacker = L.controller,
          card_id(C, Id)
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-921', pitfall_not_asked, _{player:Attacker, card:Id, defender:Who}) ]
        ;   { player(S0, Attacker, AP),
              once(pitch_set(AP.hand, AP.resource_points, Cost, _, _))
            }
        ->  { S = S0.put(pending, _{choice:"pitfall_pay", player:Attacker, controller:Who, source:C,
                                    cost:Cost, damage:N}) },
            [ event('FAB-921', pitfall_defends, _{player:Who, card:Id, target:Attacker, amount:N, cost:Cost}) ]
        ;   [ event('FAB-921', pitfall_unpayable, _{player:Who, card:Id, target:Attacker, amount:N, cost:Cost}) ],
            text_damage(S0, C, Who, Attacker, N, S)      % card_texts_rhinar_dorinthea.pl (FAB-584)
        )
    ;   { S = S0 }
    ).

message(event(pitfall_defends, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: it deals ~d damage to ~w's hero unless ~w pays ~d"-[L, F.amount, F.target, F.target, F.cost] ].
message(event(pitfall_unpayable, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w cannot pay ~d, so it deals ~d damage to their hero"-[L, F.target, F.cost, F.amount] ].
message(event(pitfall_paid, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays ~d, so ~w deals no damage"-[F.player, F.cost, L] ].
message(event(pitfall_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w does not pay: ~w deals ~d damage to their hero"-[F.player, L, F.amount] ].
message(event(pitfall_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends while another choice waits: rulecheck does not ask whether ~w pays (its damage is not dealt)"-[L, F.player] ].
