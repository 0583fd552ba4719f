/*  Flesh and Blood: the texts of the Lexi Blitz Deck's cards.

    Part of game.pl, included after card_texts_finish2.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Dazzling Crescendo, Entwine Lightning: "Lightning Fusion. If this was
      fused, it gains go again." (FAB-843; the fusion cost is Oldhim's
      reading, FAB-782);
    - Weave Lightning: the next Lightning or Elemental attack action card
      gets +3/+2/+1 power, and go again if it is fused (FAB-844).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, link_go_again/2, legal_target/3, spec_words/2,
   targeted_rule/2.

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
%   effect gives a fused attack go again, has go again (FAB-843, FAB-844).
link_go_again(_, L) :-
    get_dict(fused, L, true),
    (   get_dict(go_again_if_fused, L, true)
    ->  true
    ;   link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, fusion(_, go_again))
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
    ->  L = L0.put(go_again_if_fused, true)
    ;   L = L0
    ).

                 /*******************************
                 *        LIGHTNING PRESS       *
                 *******************************/

card_text_read("Lightning Press", target_gains_power(play, attack_action_card_cost_at_most(1), per_pitch([3, 2, 1]))).

rule('FAB-845', effect, "Lightning Press: target attack action card with cost 1 or less gets +N power",
     "Lightning Press, an instant, targets an attack action card with cost 1 or less (its printed cost) on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622): without one it cannot be played, and a target of cost 2 or more, or no attack action card, breaks FAB-622. As it resolves its target gets +3 power (red), +2 (yellow) or +1 (blue), which the chain link it attacks on counts; if the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Lightning Press: \"Target attack action card with cost 1 or less gains +3{p}.\" (+2{p} yellow, +1{p} blue). CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 2.4 (cost: the printed value), 5.1.4a (the targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 2.0.3a (an effect modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

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
