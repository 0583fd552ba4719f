/*  Flesh and Blood: the texts of the Arakni, Web of Deceit Blitz Deck's
    cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Red Alert Vest: "If an attack reaction has been played or activated
      this chain link, this gets +1{d}. Blade Break" (Red Alert Boots'
      reading, FAB-1036; Blade Break is FAB-520's);
    - Back Stab: "Stealth. Defense reaction cards can't be played this
      chain link." (stealth FAB-710; Command and Conquer's reading,
      FAB-541);
    - Reaper's Call ("Stealth") and Tip-Off: "Instant - Discard this:
      Mark target opposing hero." (an ability activated from the hand,
      FAB-790; FAB-1200, FAB-1201);
    - Den of the Spider: "When this defends an attack with {p} greater
      than its base, mark the attacking hero." (FAB-1202);
    - Lair of the Spider: "When this defends an attack with go again,
      mark the attacking hero." (FAB-1203);
    - Stains of the Redback: "If the defending hero is marked, this costs
      {r} less to play. Target attack with stealth gets +3{p} and go
      again." (+2 yellow, +1 blue; FAB-1204);
    - Take a Stab: "Target dagger attack gets +3{p} and 'When this hits a
      marked hero, you may attack with it an additional time this
      turn.'" (+2 yellow, +1 blue; FAB-1205);
    - Mark of the Black Widow: "Stealth. When this hits a marked hero,
      they banish a card from their hand."; Mark of the Funnel Web:
      "Stealth. When this hits a marked hero, banish a card in their
      arsenal." (FAB-1206, FAB-1207);
    - Two Sides to the Blade: "Choose 1; - Target dagger attack gets
      +3{p}. - Target attack action card with stealth gets +3{p} and
      'When this hits a hero, mark them.'" (FAB-1208, FAB-1209);
    - Bite: "Stealth. When this attacks a hero, you may have target
      dagger you control deal 1 damage to them. If damage is dealt this
      way, the dagger has hit. Destroy the dagger." (Silver Talons'
      choice, FAB-1127, FAB-1128, without its Draconic condition;
      FAB-1210);
    - Leap Frog Vocal Sac: "When an opponent plays or activates an attack
      reaction, you may add this to the active chain link as a defending
      card. Blade Break" (Leap Frog Leggings' reading, FAB-1134);
    - Graphene Chelicera (a token): "Stealth. Once per Turn Action - {r}:
      Attack. When this attacks a marked hero, the attack gets go again."
      (FAB-1211; its attack the card data's);
    - Whittle from Bone: "Stealth. When this attacks a marked hero, equip
      a Graphene Chelicera token." (FAB-1212);
    - Orb-Weaver Spinneret: "Equip a Graphene Chelicera token. Your next
      attack with stealth this turn gets +3{p}. Go again" (+2 yellow, +1
      blue; FAB-1212, FAB-1213);
    - Mark of the Huntsman: "Once per Turn Action - {r}{r}: Attack. Go
      again. When this hits a hero, you may choose to destroy this and
      mark them. If this is attacking a marked hero, this gets +1{p}."
      (its attack the card data's; the power Hunt to the Ends of Rathe's
      reading, FAB-1050; the hit FAB-1214, FAB-1215).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, text_abilities/2,
   ability_text_resolved//5, targeting/4, targeted_rule/2, legal_target/3, spec_words/2, effect//4,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, choice_words//1,
   text_choice_words//2, move_words//3, not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       defense_after_attack_reaction(1)   Red Alert Vest: "If an attack
%                               reaction has been played or activated
%                               this chain link, this gets +1{d}." (FAB-1036)
%       stealth, no_defense_reactions_this_link   Back Stab: "Stealth.
%                               Defense reaction cards can't be played
%                               this chain link." (FAB-710, FAB-541)
%       web_hand_ability_marks  Reaper's Call, Tip-Off: "Instant - Discard
%                               this: Mark target opposing hero."
%                               (FAB-1200, FAB-1201)
%       web_defends_marks(power_above_base)   Den of the Spider: "When
%                               this defends an attack with {p} greater
%                               than its base, mark the attacking hero."
%                               (FAB-1202)
%       web_defends_marks(go_again)   Lair of the Spider: "When this
%                               defends an attack with go again, mark the
%                               attacking hero." (FAB-1203)
%       web_costs_less_defender_marked(1), target_gains_power(play,
%       web_stealth_attack, per_pitch([3, 2, 1])), web_target_go_again
%                               Stains of the Redback (FAB-1204)
%       target_gains_power(play, dagger_attack, per_pitch([3, 2, 1])),
%       web_target_marked_hit_attack_again   Take a Stab (FAB-1205)
%       stealth, web_marked_hit_banish(hand)   Mark of the Black Widow
%                               (FAB-710, FAB-1206, FAB-1207)
%       stealth, web_marked_hit_banish(arsenal)   Mark of the Funnel Web
%                               (FAB-710, FAB-1206)
%       target_gains_power(play, web_two_sides, 3), web_two_sides_marks
%                               Two Sides to the Blade (FAB-1208, FAB-1209)
%       stealth, web_attack_may_dagger_damage(1)   Bite (FAB-710, FAB-1210)
%       may_defend_on_attack_reaction   Leap Frog Vocal Sac (FAB-1134)
%       stealth, web_attacks_marked_go_again   Graphene Chelicera (FAB-1211)
%       stealth, web_attacks_marked_equips("Graphene Chelicera")   Whittle
%                               from Bone (FAB-1212)
%       web_equips("Graphene Chelicera"), web_next_stealth_attack_power([3, 2, 1])
%                               Orb-Weaver Spinneret (FAB-1212, FAB-1213)
%       power_attacking_marked(1), web_hit_may_destroy_and_mark   Mark of
%                               the Huntsman (FAB-1050, FAB-1214, FAB-1215)

card_text_read("Red Alert Vest", defense_after_attack_reaction(1)).
card_text_read("Back Stab", stealth).
card_text_read("Back Stab", no_defense_reactions_this_link).
card_text_read("Reaper's Call", stealth).
card_text_read("Reaper's Call", web_hand_ability_marks).
card_text_read("Tip-Off", web_hand_ability_marks).
card_text_read("Den of the Spider", web_defends_marks(power_above_base)).
card_text_read("Lair of the Spider", web_defends_marks(go_again)).
card_text_read("Stains of the Redback", web_costs_less_defender_marked(1)).
card_text_read("Stains of the Redback", target_gains_power(play, web_stealth_attack, per_pitch([3, 2, 1]))).
card_text_read("Stains of the Redback", web_target_go_again).
card_text_read("Take a Stab", target_gains_power(play, dagger_attack, per_pitch([3, 2, 1]))).
card_text_read("Take a Stab", web_target_marked_hit_attack_again).
card_text_read("Mark of the Black Widow", stealth).
card_text_read("Mark of the Black Widow", web_marked_hit_banish(hand)).
card_text_read("Mark of the Funnel Web", stealth).
card_text_read("Mark of the Funnel Web", web_marked_hit_banish(arsenal)).
card_text_read("Two Sides to the Blade", target_gains_power(play, web_two_sides, 3)).
card_text_read("Two Sides to the Blade", web_two_sides_marks).
card_text_read("Bite", stealth).
card_text_read("Bite", web_attack_may_dagger_damage(1)).
card_text_read("Leap Frog Vocal Sac", may_defend_on_attack_reaction).
card_text_read("Graphene Chelicera", stealth).
card_text_read("Graphene Chelicera", web_attacks_marked_go_again).
card_text_read("Whittle from Bone", stealth).
card_text_read("Whittle from Bone", web_attacks_marked_equips("Graphene Chelicera")).
card_text_read("Orb-Weaver Spinneret", web_equips("Graphene Chelicera")).
card_text_read("Orb-Weaver Spinneret", web_next_stealth_attack_power([3, 2, 1])).
card_text_read("Mark of the Huntsman", power_attacking_marked(1)).
card_text_read("Mark of the Huntsman", web_hit_may_destroy_and_mark).

                 /*******************************
                 *   REAPER'S CALL AND TIP-OFF   *
                 *******************************/

rule('FAB-1200', effect, "Reaper's Call, Tip-Off: discarded from the hand, their target opposing hero is marked",
     "Reaper's Call and Tip-Off (their text read) have an instant ability activated from their player's hand, its cost the card itself discarded (Agile Windup's, FAB-790: no resource point, so no pitch; listed as any activation; from nowhere else). It targets an opposing hero (FAB-1201), named in the activate move's target (FAB-622). As it resolves that hero is marked (FAB-1037: a Marked token in their player's arena; already marked, they stay so, with one token). Their attack, played, is the card data's (Reaper's Call's stealth, FAB-710).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Reaper's Call: \"Stealth. Instant - Discard this: Mark target opposing hero.\"; Tip-Off: \"Instant - Discard this: Mark target opposing hero.\" CR 1.7.4b (an activated ability whose cost can only be paid from the hand is functional there), 5.2.1 (an activated ability's cost and effect), 8.5.5 (discard), 1.8.5 and 5.1.4 (a target is declared as the ability is activated), 8.5.50, 9.3.2 and 9.3.2a (mark; a marked hero marked again stays marked), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1201', constraint, "Reaper's Call's and Tip-Off's target is an opposing hero",
     "An activate move of Reaper's Call's or Tip-Off's instant ability (FAB-1200) names as its target the hero of a player other than the one activating it; their own hero breaks this rule (another card, FAB-622).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Reaper's Call, Tip-Off: \"Mark target opposing hero.\" CR 1.8.5 and 1.8.5a (a targeted effect's targets fit its description), 1.2.4 (an opponent), 5.1.4a, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   Their one ability: an instant, no resource point, its cost the card
%   itself discarded from the hand (discard_self), activated from there
%   (from: hand); what it does is read at resolution (effect other).
text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                        discard_self:true, from:"hand"}]) :-
    card_text_read(Name, web_hand_ability_marks).

%   Its target is a hero (card_texts_oldhim.pl's hero spec: either
%   player's); FAB-1201 refuses the activating player's own.
targeting(C, ability(0), hero, web_mark) :-
    text_read_name(C, Name),
    card_text_read(Name, web_hand_ability_marks).

targeted_rule(C, 'FAB-1200') :-
    text_read_name(C, Name),
    card_text_read(Name, web_hand_ability_marks).

broken('FAB-1201', S, M, web_own_hero_targeted(C, Who)) :-
    get_dict(action, M, "activate"),
    get_dict(target, M, T),
    Who = M.player,
    player(S, Who, P),
    card_in(P, hand, M.card, C),
    text_read_name(C, Name),
    card_text_read(Name, web_hand_ability_marks),
    card_id(P.hero, HId),
    HId == T.

moot('FAB-1201', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         player(S, M.player, P),
         card_in(P, hand, M.card, C),
         text_read_name(C, Name),
         card_text_read(Name, web_hand_ability_marks) ).

message(web_own_hero_targeted(C, Who)) -->
    { card_label(C, L) },
    [ "~w marks target opposing hero, and ~w's own hero is not an opposing hero"-[L, Who] ].

%   The activated-layer L of Reaper's Call or Tip-Off resolves: its
%   target, still a hero, is marked (FAB-1200).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, web_hand_ability_marks),
      get_dict(target, L, T)
    },
    (   { players(S0, Ps), member(P, Ps), get_dict(hero, P, H), card_id(H, HId), HId == T,
          P.name \== Who
        }
    ->  hero_marked(S0, P.name, 'FAB-1200', web_marked, Id, S)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(web_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w's ability resolves: its target, ~w's hero, is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w's ability resolves: its target, ~w's hero, is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

                 /*******************************
                 *   DEN AND LAIR OF THE SPIDER  *
                 *******************************/

rule('FAB-1202', effect, "Den of the Spider: defending an attack with power greater than its base, the attacking hero is marked",
     "When Den of the Spider (its text read) becomes a defending card (a defense reaction resolving onto the active chain link: a defense reaction is not declared in the defend step, FAB-502) and the power of that chain link's attack is then greater than its base power (the link's power, bonuses and counters counted, against the printed power of the card or weapon: Boltyn's measure, FAB-889), the attacking hero is marked (FAB-1037's Marked token, in the attacking player's arena; already marked, they stay so). An attack at or below its base power, nothing.",
     ruling("", "Den of the Spider: \"When this defends an attack with {p} greater than its base, mark the attacking hero.\" CR 6.6 (a triggered effect acts on its event), 8.1.3b (a defense reaction resolves as a defending card), 2.0.2 and 2.0.3 (the base value of a numeric property is the printed one; effects modify the value), 8.5.50 (mark), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as Den of the Spider defends, as it does Smoke Out's (FAB-1039).")).

rule('FAB-1203', effect, "Lair of the Spider: defending an attack with go again, the attacking hero is marked",
     "When Lair of the Spider (its text read) becomes a defending card (a defense reaction resolving onto the active chain link, FAB-502) and that chain link's attack then has go again (its keyword, or an effect that gave it: link_go_again/2, FAB-595), the attacking hero is marked (FAB-1037's Marked token, in the attacking player's arena; already marked, they stay so). An attack without go again, nothing.",
     ruling("", "Lair of the Spider: \"When this defends an attack with go again, mark the attacking hero.\" CR 6.6 (a triggered effect acts on its event), 8.1.3b (a defense reaction resolves as a defending card), 8.3.5 (go again), 8.5.50 (mark), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as Lair of the Spider defends, as it does Smoke Out's (FAB-1039).")).

%!  web_defends_text(+State0, +Player, +Card, -State)// is det.
%
%   Player's Card just became a defending card of the active chain link
%   (a defense reaction resolved): Den of the Spider defending an attack
%   above its base power, or Lair of the Spider one with go again, marks
%   the attacking hero (FAB-1202, FAB-1203).  effects.pl calls it as a
%   defense reaction resolves.

web_defends_text(S0, _, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, web_defends_marks(When)),
          active_link(S0, L),
          web_defended_attack_fits(When, S0, L, Rule, Kind),
          card_id(C, Id)
        }
    ->  hero_marked(S0, L.controller, Rule, Kind, Id, S)
    ;   { S = S0 }
    ).

%   web_defended_attack_fits(+When, +S, +Link, -Rule, -Kind): Link's
%   attack is one the defending card's trigger asks for.
web_defended_attack_fits(power_above_base, _, L, 'FAB-1202', web_den_marked) :-
    link_attack(L, A),
    card_prop(A, power, Base),
    integer(Base),
    link_power(L, P),                           % triggers.pl
    P > Base.
web_defended_attack_fits(go_again, S, L, 'FAB-1203', web_lair_marked) :-
    link_go_again(S, L).                        % card_texts_katsu_bravo.pl

message(event(web_den_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w defends an attack with power greater than its base: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w defends an attack with power greater than its base: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).
message(event(web_lair_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w defends an attack with go again: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w defends an attack with go again: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

                 /*******************************
                 *     STAINS OF THE REDBACK     *
                 *******************************/

rule('FAB-1204', effect, "Stains of the Redback: {r} less against a marked hero; target attack with stealth gets +N power and go again",
     "Stains of the Redback (an attack reaction, its text read) costs 1 resource point less to play (0) while the defending hero of the active chain link is marked (FAB-1037); else its printed 1 (FAB-302 and FAB-303 count the cost so reduced). It targets an attack with stealth: the attack of a chain link of the open combat chain whose card or weapon has stealth (an earlier link's weapon attack has ceased to exist), named in the move's target (FAB-622); without one it cannot be played. As it resolves its target, if still legal, gets +3 power (red; +2 yellow, +1 blue) and go again (its chain link records both). If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Stains of the Redback: \"If the defending hero is marked, this costs {r} less to play. Target attack with stealth gets +3{p} and go again.\" (+2{p} yellow, +1{p} blue). CR 5.1.6a (the asset-cost is calculated: effects that reduce it apply), 5.4.7 (a static ability with a condition), 9.3 (marked), 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain), 8.3.24 (stealth), 8.3.5 (go again), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, web_stealth_attack, Id) :-
    attack_on_chain(S, A),                      % card_texts_kassai.pl
    has_stealth(A),                             % card_texts_uzuri.pl
    card_id(A, Id).

spec_words(web_stealth_attack, "an attack with stealth").

targeted_rule(C, Rule) :-
    text_read_name(C, Name),
    web_text_rule(Name, Rule),
    !.

web_text_rule("Stains of the Redback", 'FAB-1204').
web_text_rule("Take a Stab", 'FAB-1205').
web_text_rule("Two Sides to the Blade", 'FAB-1208').

%!  web_cost_reduction(+State, +Player:dict, +Card, -Reduction:integer) is semidet.
%
%   Card's own text read here makes it cost Reduction less for Player:
%   Stains of the Redback while the defending hero is marked (FAB-1204).
%   card_texts_benji_blitz.pl's text_cost_reduction/4 calls it.

web_cost_reduction(S, _, C, N) :-
    text_read_name(C, Name),
    card_text_read(Name, web_costs_less_defender_marked(N)),
    active_link(S, L),
    marked(S, L.defender).                      % card_texts_fang.pl

%!  web_target_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text resolved: Stains of the
%   Redback's target, still legal, gets go again too (FAB-1204); Take a
%   Stab's, attacking on a chain link, records its hit (FAB-1205).
%   card_texts_katsu_bravo.pl's targeted_text//3 calls it after
%   target_rider//5.

web_target_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, web_target_go_again),
          legal_target(S0, web_stealth_attack, T),
          card_id(C, Id)
        }
    ->  target_go_again(S0, Who, Id, T, 'FAB-1204', S)   % card_texts_benji_blitz.pl
    ;   { text_read_name(C, Name),
          card_text_read(Name, web_target_marked_hit_attack_again),
          legal_target(S0, dagger_attack, T),
          target_link(S0, T, K),                % card_texts_fang.pl
          card_id(C, Id),
          link_updated(S0, K, marked_hit_attack_again, Id, S)
        }
    ->  [ event('FAB-1205', web_marked_hit_attack_again_gained, _{player:Who, card:Id, target:T}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, web_two_sides_marks),
          web_two_sides_mode(S0, C, T, 2),
          target_link(S0, T, K),                % card_texts_fang.pl
          card_id(C, Id),
          link_updated(S0, K, hit_marks, true, S)
        }
    ->  [ event('FAB-1208', hit_mark_gained, _{player:Who, card:Id, target:T}) ]   % card_texts_fang.pl's words
    ;   { S = S0 }
    ).

message(event(web_marked_hit_attack_again_gained, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gets \"When this hits a marked hero, you may attack with it an additional time this turn.\""-[L, T] ].

                 /*******************************
                 *          TAKE A STAB          *
                 *******************************/

rule('FAB-1205', effect, "Take a Stab: target dagger attack gets +N power and, hitting a marked hero, may attack an additional time",
     "Take a Stab (an attack reaction, its text read) targets a dagger attack (FAB-1031's: an attack on the combat chain whose card or weapon has the subtype Dagger), named in the move's target (FAB-622); without one it cannot be played. As it resolves its target, if still legal, gets +3 power (red; +2 yellow, +1 blue) and \"When this hits a marked hero, you may attack with it an additional time this turn.\": its chain link records it (marked_hit_attack_again: Take a Stab's id). When that attack hits a hero who was marked as the hit happened (the hit removes the mark, as part of the hit, FAB-1037), and it is a weapon's, its player may attack an additional time with that weapon this turn: Dorinthea's permission ({kind: additional_attack, player, weapon, source}, FAB-543), which a second activation of its once-per-turn attack uses up; the permission is the player's to use or not. A hit on an unmarked hero, or no hit, gives nothing. If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Take a Stab: \"Target dagger attack gets +3{p} and 'When this hits a marked hero, you may attack with it an additional time this turn.'\" (+2{p} yellow, +1{p} blue). CR 1.8.5 (a targeted effect), 5.3.2a (a layer whose targets are all illegal fails to resolve), 6.6 (a triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage), 9.3.3 (the mark a hit removes is removed as part of the hit: the hero hit was a marked hero), 1.4.3a (a weapon's attack-proxy inherits its source's subtypes), 1.8.3a (\"may\": the player chooses), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt: the permission gives a choice later, it forces nothing.")).

%!  web_hit(+State0, +State1, +Link, +Attack, -State)// is det.
%
%   Link's Attack hit its defending hero: State0 is the position before
%   the hit, State1 after it removed a mark (card_texts_fang.pl's
%   fang_hit//3).  A hero marked in State0 was a marked hero when hit:
%   Take a Stab's permission to attack again (FAB-1205).
%   card_texts.pl's attack_hit//4 calls it after fang_hit//3.

web_hit(S0, S1, L, A, S2) -->
    web_stab_hit(S0, S1, L, A, S2a),
    { web_marked_hit_noted(S0, L, A, S2a, S2) }.

%   web_marked_hit_noted(+S0, +Link, +Attack, +S1, -S): Attack reads a
%   hit on a marked hero later in the hit's texts (Mark of the Black
%   Widow, Mark of the Funnel Web: web_deck_hit_text//4), and its
%   defender was marked before the hit removed the mark: the active link
%   records it (hit_marked_hero, FAB-1206).
web_marked_hit_noted(S0, L, A, S1, S) :-
    (   text_read_name(A, Name),
        card_text_read(Name, web_marked_hit_banish(_)),
        marked(S0, L.defender),
        active_link_replaced(S1, L0, L1, S2),   % position.pl
        L1 = L0.put(hit_marked_hero, true)
    ->  S = S2
    ;   S = S1
    ).

web_stab_hit(S0, S1, L, A, S) -->
    (   { get_dict(marked_hit_attack_again, L, Src),
          marked(S0, L.defender),
          card_type(A, "weapon"),
          card_id(A, WId),
          Who = L.controller,
          add_effect(S1, _{kind:"additional_attack", player:Who, weapon:WId, source:Src}, S)
        }
    ->  [ event('FAB-1205', web_marked_hit_attack_again, _{player:Who, weapon:WId, card:Src}) ]
    ;   { S = S1 }
    ).

message(event(web_marked_hit_attack_again, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w hits a marked hero: ~w may attack an additional time with it this turn"-[W, F.player] ].

                 /*******************************
                 *  MARK OF THE BLACK WIDOW AND *
                 *        THE FUNNEL WEB        *
                 *******************************/

rule('FAB-1206', effect, "Mark of the Black Widow, Mark of the Funnel Web: hitting a marked hero, a card of their hand, or of their arsenal, is banished",
     "When Mark of the Black Widow or Mark of the Funnel Web (its text read) hits a hero who was marked as the hit happened (the hit removes the mark, as part of the hit, FAB-1037; the chain link records it, hit_marked_hero), after the hit's other texts: for Mark of the Black Widow the hit hero's player banishes a card from their hand: none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (the pending choice web_widow_banish, its player the hit hero's, its controller the attacker), answered by a put move (FAB-1207), after which what else the hit sets off follows. For Mark of the Funnel Web the card in the hit hero's arsenal is banished (none, nothing). A hit on an unmarked hero banishes nothing. Not handled: where another choice already waits as it hits, Mark of the Black Widow's is not asked, and with 2 or more cards in an arsenal, Mark of the Funnel Web's is not asked (its attacker would choose): nothing is banished, and an event says so. Their stealth is FAB-710's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Mark of the Black Widow: \"Stealth. When this hits a marked hero, they banish a card from their hand.\"; Mark of the Funnel Web: \"Stealth. When this hits a marked hero, banish a card in their arsenal.\" CR 6.6 (a triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage), 9.3.3 (the mark a hit removes is removed as part of the hit: the hero hit was a marked hero), 1.8.6 (the player who banishes the card determines which it is), 8.5.3 (banish), 3.3 (the arsenal), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Recoil's (FAB-668).")).

rule('FAB-1207', constraint, "The card Mark of the Black Widow's hit banishes is in the hit player's hand",
     "A put move answers Mark of the Black Widow's choice (web_widow_banish, FAB-1206): its player is the choice's, its card in their hand, and `to` is \"banished\".",
     ruling("",
            "Mark of the Black Widow: \"... they banish a card from their hand.\" CR 1.8.6, 8.5.3, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  web_deck_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit a hero marked as it hit (its
%   link's hit_marked_hero): Mark of the Black Widow's banish from the
%   hand, or its choice, and Mark of the Funnel Web's from the arsenal
%   (FAB-1206); Mark of the Huntsman's choice to destroy it and mark
%   the hero (FAB-1214).  card_texts_katsu_bravo.pl's deck_hit_text//5
%   calls it last.

web_deck_hit_text(S0, L0, A, S) -->
    web_huntsman_hit(S0, L0, A, S1),
    web_marked_hit_banish(S1, A, S).

web_marked_hit_banish(S0, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, web_marked_hit_banish(Zone)),
          \+ game_over(S0, _),
          active_link(S0, L),
          get_dict(hit_marked_hero, L, true),
          Def = L.defender,
          player(S0, Def, P),
          card_id(A, AId)
        }
    ->  web_banish(Zone, S0, L, Def, P, AId, A, S)
    ;   { S = S0 }
    ).

web_banish(hand, S0, L, Def, P, AId, A, S) -->
    (   { P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-1206', web_nothing_to_banish, _{player:Def, by:AId, zone:"hand"}) ]
    ;   { discard_no_choice(P.hand, C) }       % card_texts_bravo.pl: one card, or copies of one
    ->  { card_id(C, CId) },
        web_banished(S0, Def, hand, CId, AId, S)
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-1206', web_widow_not_asked, _{player:Def, by:AId}) ]
    ;   { S = S0.put(pending, _{choice:"web_widow_banish", player:Def, controller:L.controller, source:A}) },
        [ event('FAB-1206', web_widow_waits, _{player:Def, by:AId}) ]
    ).
web_banish(arsenal, S0, _, Def, P, AId, _, S) -->
    { key_value(arsenal, P, [], Ars) },
    (   { Ars == [] }
    ->  { S = S0 },
        [ event('FAB-1206', web_nothing_to_banish, _{player:Def, by:AId, zone:"arsenal"}) ]
    ;   { Ars = [C] }
    ->  { card_id(C, CId) },
        web_banished(S0, Def, arsenal, CId, AId, S)
    ;   { S = S0 },
        [ event('FAB-1206', web_funnel_not_asked, _{player:Def, by:AId}) ]
    ).

%   web_banished(+S0, +Who, +Zone, +Id, +By, -S)//: Who's card Id leaves
%   Zone for their banished zone (FAB-1206).
web_banished(S0, Who, Zone, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, Zone, Id, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S0, P2, S),
      atom_string(Zone, Z)
    },
    [ event('FAB-1206', web_hit_banished, _{player:Who, card:Id, by:By, zone:Z}) ].

choice_action("web_widow_banish", "put").
choice_phase("web_widow_banish", "action").

pending_problem(S, Pd, [player], web_no_card_to_banish(P)) :-   % FAB-1206
    Pd.choice == "web_widow_banish",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-1207', S, M, Reason) :-
    hand_put_wrong(S, M, "web_widow_banish", "banished", _, Wrong),   % card_texts_benji_blitz.pl
    (   Wrong = elsewhere(To) -> Reason = web_not_banished(To) ; Reason = Wrong ).

moot('FAB-1207', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "web_widow_banish" ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "web_widow_banish",
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    web_banished(S1, M.player, hand, M.card, By, S2),
    hit_texts_resumed(S2, S).                   % card_texts_katsu_blitz.pl: the hit's later texts

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "web_widow_banish",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

message(event(web_nothing_to_banish, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits a marked hero: ~w has no card in their ~w to banish"-[By, F.player, F.zone] ].
message(event(web_widow_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits a marked hero: ~w banishes a card of their choice from their hand (a put move, to: banished)"-[By, F.player] ].
message(event(web_widow_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits a marked hero while another choice waits: rulecheck does not ask which card ~w banishes from their hand (its text is not applied)"-[By, F.player] ].
message(event(web_funnel_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits a marked hero: ~w has 2 or more cards in their arsenal, and rulecheck does not ask which is banished (its text is not applied)"-[By, F.player] ].
message(event(web_hit_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits a marked hero: ~w's ~w is banished from their ~w"-[By, F.player, C, F.zone] ].
message(web_not_banished(To)) -->
    [ "Mark of the Black Widow's card is banished, not put to the ~w"-[To] ].
message(web_no_card_to_banish(P)) -->
    [ "a card waits to be banished from ~w's hand, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("web_widow_banish")) -->
    [ "no card waits to be banished from a hand: put (to: banished) answers Mark of the Black Widow's hit" ].

choice_words("web_widow_banish") --> [ "which card of their hand they banish as Mark of the Black Widow hits (a put move, to: banished)" ].
text_choice_words("web_widow_banish", Source) -->
    [ "which card of the hand ~w banishes (put, to: banished)"-[Source] ].

                 /*******************************
                 *     TWO SIDES TO THE BLADE    *
                 *******************************/

rule('FAB-1208', effect, "Two Sides to the Blade: +3 power to a target dagger attack, or +3 and \"When this hits a hero, mark them\" to an attack action card with stealth",
     "Two Sides to the Blade (an attack reaction, its text read) has two modes, each with a target: 1, a dagger attack (FAB-1031's: an attack on the combat chain whose card or weapon has the subtype Dagger); 2, an attack action card with stealth on the combat chain (attacking or defending) or on the stack. The move names the target (FAB-622's `target`); where it fits one mode only, that is the mode chosen. Where it fits both (an attack action card with the subtype Dagger and stealth: Kiss of Death), the position waits, as it is played, for its player's mode (the pending choice web_two_sides_mode, answered by a mode move, FAB-1209; kept as Twin Twisters' is, {kind: card_mode, player, card, mode, lasts: combat_chain}). Without a target of either mode it cannot be played. As it resolves its target, if still legal, gets +3 power (either mode); by the second mode it also gets \"When this hits a hero, mark them.\": its chain link records it (hit_marks, FAB-1038's reading: the hit marks the hero, after removing a mark they had). Not handled: where another choice already waits as it is played with a target of both modes, no mode is asked and the second mode's text is not applied; an event says so.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Two Sides to the Blade: \"Choose 1; - Target dagger attack gets +3{p}. - Target attack action card with stealth gets +3{p} and 'When this hits a hero, mark them.'\" CR 1.7.5 and 5.1.4a (the mode is chosen and its targets declared as the card is played), 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 8.3.24 (stealth), 1.4.3a (a weapon's attack-proxy inherits its source's subtype), 5.3.2a (a layer whose targets are all illegal fails to resolve), 7.5.5, 8.5.50 and 9.3 (a hit that marks), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Both modes give the same power, so only the hit that marks depends on the mode; rulecheck asks the mode where the target leaves it open.")).

rule('FAB-1209', constraint, "Two Sides to the Blade's mode is 1 or 2",
     "A mode move answers Two Sides to the Blade's choice (web_two_sides_mode, FAB-1208): its player is the choice's, its mode 1 (+3 power) or 2 (+3 power and \"When this hits a hero, mark them.\").",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "CR 1.7.5 (the player chooses one mode of those the card's text lists, \"Choose 1\"), 5.1.4a, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, web_two_sides, Id) :-
    (   legal_target(S, dagger_attack, Id)      % card_texts_fang.pl
    ;   legal_target(S, stealth_attack_action_card, Id)   % card_texts_uzuri.pl
    ).

spec_words(web_two_sides, "a dagger attack, or an attack action card with stealth").

%   web_two_sides_fits(+S, +T, -Modes): the modes whose target T fits.
web_two_sides_fits(S, T, Modes) :-
    findall(M, ( ( M = 1, legal_target(S, dagger_attack, T0)
                 ; M = 2, legal_target(S, stealth_attack_action_card, T0) ),
                 T0 == T ),
            Ms),
    sort(Ms, Modes).

%!  web_two_sides_mode(+State, +Card, +Target, ?Mode) is semidet.
%
%   Two Sides to the Blade (Card), with Target, has Mode: the one mode
%   Target fits, or, fitting both, the one its player chose (FAB-1208).

web_two_sides_mode(S, C, T, Mode) :-
    web_two_sides_fits(S, T, Modes),
    (   Modes = [Mode0]
    ->  Mode = Mode0
    ;   Modes = [1, 2],
        chosen_mode(S, C, Mode)                 % card_texts_benji_blitz.pl
    ).

%!  web_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: Two Sides to the Blade with a target of both
%   modes asks its mode (FAB-1208).  effects.pl's play effect calls it.

web_played_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, web_two_sides_marks),
          top_layer(S0, L),                     % position.pl
          get_dict(target, L, T),
          web_two_sides_fits(S0, T, [1, 2]),
          \+ game_over(S0, _),
          card_id(C, Id)
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1208', web_two_sides_not_asked, _{player:Who, card:Id}) ]
        ;   { S = S0.put(pending, _{choice:"web_two_sides_mode", player:Who, controller:Who, source:C}) },
            [ event('FAB-1208', web_two_sides_waits, _{player:Who, card:Id, target:T}) ]
        )
    ;   { S = S0 }
    ).

choice_action("web_two_sides_mode", "mode").
choice_phase("web_two_sides_mode", "action").

broken('FAB-1209', S, M, web_no_such_mode(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "web_two_sides_mode",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-1209', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "web_two_sides_mode" ).
moot('FAB-667', S, _) :-
    pending(S, Pd),
    Pd.choice == "web_two_sides_mode".

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "web_two_sides_mode",
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      add_effect(S1, _{kind:"card_mode", player:M.player, card:Id, source:Id, mode:M.mode,
                       lasts:"combat_chain"}, S)
    },
    [ event('FAB-1208', web_two_sides_chosen, _{player:M.player, card:Id, mode:M.mode}) ].

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "web_two_sides_mode",
    Who = Pd.player,
    between(1, 2, Mode).

pending_problem(S, Pd, [source], web_no_two_sides(P)) :-   % FAB-1208
    Pd.choice == "web_two_sides_mode",
    get_dict(player, Pd, P),
    \+ ( top_layer(S, L),
         layer_card(L, C),
         L.controller == P,
         get_dict(source, Pd, Src), is_dict(Src),
         card_id(Src, SId), card_id(C, CId), SId == CId ).

message(event(web_two_sides_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w plays ~w targeting ~w, a dagger attack and an attack action card with stealth: they choose its mode (a mode move: 1, +3 power; 2, +3 power and \"When this hits a hero, mark them.\")"-[F.player, L, T] ].
message(event(web_two_sides_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w plays ~w while another choice waits: rulecheck does not ask its mode, and the second mode's \"When this hits a hero, mark them.\" is not applied"-[F.player, L] ].
message(event(web_two_sides_chosen, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.mode == 1 }
    ->  [ "~w chooses ~w's first mode: its target gets +3 power"-[F.player, L] ]
    ;   [ "~w chooses ~w's second mode: its target gets +3 power and \"When this hits a hero, mark them.\""-[F.player, L] ]
    ).
message(web_no_such_mode(Mode)) -->
    [ "Two Sides to the Blade has 2 modes, numbered 1 and 2; ~w is neither"-[Mode] ].
message(web_no_two_sides(P)) -->
    [ "the choice's source is not Two Sides to the Blade on top of the stack, ~w's: no mode waits"-[P] ].
message(no_choice_waits("web_two_sides_mode")) -->
    [ "no mode of Two Sides to the Blade waits: a mode move answers it as it is played with a target of both modes" ].

choice_words("web_two_sides_mode") --> [ "the mode of Two Sides to the Blade (a mode move: 1, +3 power; 2, +3 power and a hit that marks)" ].
text_choice_words("web_two_sides_mode", Source) -->
    [ "the mode of ~w (mode)"-[Source] ].

                 /*******************************
                 *             BITE              *
                 *******************************/

rule('FAB-1210', effect, "Bite: as it attacks, its player may have a dagger of theirs deal 1 damage to the attacked hero",
     "When Bite (its text read) attacks (its chain link opens, against the other hero), its controller may have a dagger they control (a weapon with the subtype Dagger in their weapon zone, or attacking on a chain link of theirs) deal 1 damage to the attacked hero: the dagger_to_hero choice of Silver Talons waits (FAB-1127, FAB-1128: a target move naming one of the daggers has it deal the damage as Hurl's dagger does, Ward, Quell and shields applying; if damage is dealt the dagger has hit, the texts rulecheck reads on a weapon's hit apply; then the dagger is destroyed; a decline move has none deal damage). With no dagger, nothing waits. Not handled: where another choice already waits as it attacks, none is asked and no damage is dealt, and an event says so. Its stealth is FAB-710's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Bite: \"Stealth. When this attacks a hero, you may have target dagger you control deal 1 damage to them. If damage is dealt this way, the dagger has hit. Destroy the dagger.\" CR 6.6 (a triggered effect), 7.2.3 (the attack becomes a chain link against the hero), 1.8.3a (an optional effect: its player chooses), 1.8.5 and 6.6.5 (a target declared as the triggered-layer is put on the stack), 8.5.3 (deal damage), 7.5.5 (a hit; here the effect says the dagger has hit), 8.5.4 (destroy), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the dagger is chosen, as it does Silver Talons' (FAB-1127).")).

%!  web_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: against a marked hero, Graphene
%   Chelicera's go again (FAB-1211) and Whittle from Bone's token
%   (FAB-1212); Bite's dagger_to_hero choice waits (FAB-1210).  card_texts_katsu_bravo.pl's deck_attack_text//4 calls it
%   last.

web_attack_text(S0, Who, A, S) -->
    web_marked_attack_text(S0, Who, A, S1),
    (   { text_read_name(A, Name),
          card_text_read(Name, web_attack_may_dagger_damage(N)),
          \+ game_over(S1, _),
          last(S1.chain.links, L)
        }
    ->  dagger_to_hero_waits(S1, Who, A, L.defender, N, 'FAB-1210', S)   % card_texts_cindra.pl
    ;   { S = S1 }
    ).

                 /*******************************
                 *      GRAPHENE CHELICERA       *
                 *******************************/

rule('FAB-1211', effect, "Graphene Chelicera: attacking a marked hero, the attack gets go again",
     "When a Graphene Chelicera token (a 1H Assassin dagger weapon, its text read) attacks (its chain link opens) and the defending hero is then marked (FAB-1037), the attack gets go again: its chain link records it (go_again), and its controller gains an action point as it resolves (FAB-503). Attacking an unmarked hero it has none. Its attack ({r}, once per turn) is the card data's; its stealth FAB-710's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Graphene Chelicera: \"Stealth. Once per Turn Action - {r}: Attack. When this attacks a marked hero, the attack gets go again.\" CR 8.6.30 (the Graphene Chelicera token), 6.6 (a triggered effect acts on its event), 7.2.3 (the attack becomes a chain link: it attacks), 9.3 (marked), 8.3.5 (go again), 1.4.3a (the attack-proxy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Flock of the Feather Walkers' (FAB-553).")).

rule('FAB-1212', effect, "Whittle from Bone, Orb-Weaver Spinneret: a Graphene Chelicera token is equipped",
     "When Whittle from Bone (its text read) attacks (its chain link opens) a hero who is then marked (FAB-1037), or as Orb-Weaver Spinneret (its text read) resolves, a Graphene Chelicera token is created and equipped to an empty weapon zone of its player's (their weapons zone; its id: the card's id and \"-graphene-chelicera\", numbered if taken): a player has two weapon zones (one with Kayo, FAB-794), a 1H weapon, an off-hand or a quiver taking one and a 2H weapon both (FAB-113's count, the weapons attacking on the chain counted). With no empty weapon zone the token cannot be equipped and the effect fails: no token. Whittle from Bone attacking an unmarked hero makes none.",
     ruling("",
            "Whittle from Bone: \"Stealth. When this attacks a marked hero, equip a Graphene Chelicera token.\"; Orb-Weaver Spinneret: \"Equip a Graphene Chelicera token. ...\" CR 8.5.41 (equip: put the object into a zone as a permanent), 8.5.41a and 8.5.41c (an object is equipped only to an empty zone its subtype allows: a 1H weapon to a weapon zone), 8.5.41d and 8.5.41e (a token that cannot be equipped is not created: the effect fails), 8.6.30 (Graphene Chelicera), 3.16.2 (two weapon zones), 6.6 (a triggered effect), 9.3 (marked), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves Whittle from Bone's triggered-layer at once, as the link opens.")).

rule('FAB-1213', effect, "Orb-Weaver Spinneret: its player's next attack with stealth this turn gets +N power",
     "As Orb-Weaver Spinneret (its text read) resolves, after its Graphene Chelicera token (FAB-1212), an effect waits in the state's effects for its player's next attack with stealth this turn (kind next_attack_power, amount 3 red, 2 yellow, 1 blue, keyword Stealth): as an attack with stealth of theirs (a card's, or a weapon's: the Graphene Chelicera token's) becomes a chain link it gets the power (FAB-505) and the effect is used up; an attack without stealth leaves it waiting; it ends with the turn. Its go again is the keyword's.",
     ruling("",
            "Orb-Weaver Spinneret: \"Equip a Graphene Chelicera token. Your next attack with stealth this turn gets +3{p}. Go again\" (+2{p} yellow, +1{p} blue). CR 1.8.10 (your next attack: the next that comes under the player's control), 8.3.24 (stealth), 1.4.3a (a weapon's attack-proxy inherits its source's keywords), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   web_marked_attack_text(+S0, +Who, +Attack, -S)//: Attack's link just
%   opened: against a marked hero, Graphene Chelicera gets go again
%   (FAB-1211), Whittle from Bone equips a token (FAB-1212).
web_marked_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          \+ game_over(S0, _),
          chain_open(S0),
          last(S0.chain.links, L),
          marked(S0, L.defender),               % card_texts_fang.pl
          card_id(A, AId)
        }
    ->  (   { card_text_read(Name, web_attacks_marked_go_again),
              active_link_replaced(S0, L0, L1, S),   % position.pl
              L1 = L0.put(go_again, true)
            }
        ->  [ event('FAB-1211', web_marked_go_again, _{player:Who, attack:AId}) ]
        ;   { card_text_read(Name, web_attacks_marked_equips(Token)) }
        ->  web_token_equipped(S0, Who, Token, AId, S)
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

message(event(web_marked_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w attacks a marked hero: the attack gets go again"-[A] ].

%!  web_token_equipped(+State0, +Player, +Token, +By, -State)// is det.
%
%   The token Token is created and equipped to an empty weapon zone of
%   Player's; with none, the effect fails (FAB-1212).

web_token_equipped(S0, Who, Token, By, S) -->
    (   { web_weapon_zones_free(S0, Who, Free), Free > 0 }
    ->  { new_token_id(S0, By, Token, TId),     % card_texts.pl
          player(S0, Who, P0),
          key_value(weapons, P0, [], Ws0),
          append(Ws0, [_{id:TId, name:Token}], Ws),
          set_player(S0, P0.put(weapons, Ws), S)
        },
        [ event('FAB-1212', web_token_equipped, _{player:Who, by:By, card:TId, name:Token}) ]
    ;   { S = S0 },
        [ event('FAB-1212', web_token_not_equipped, _{player:Who, by:By, name:Token}) ]
    ).

%   web_weapon_zones_free(+S, +Player, -Free): Player's empty weapon zones
%   (FAB-113's count; one zone with Kayo, FAB-794).
web_weapon_zones_free(S, Who, Free) :-
    nth0(I, S.players, P),
    P.name == Who,
    !,
    equipped_cards(S, I, Cards),                % states.pl
    findall(H, ( nth0(K, Cards, C-_), zones_taken(Cards, K, C, H) ), Hs),
    sum_list(Hs, Used),
    (   text_read_name(P.hero, HName), card_text_read(HName, one_weapon_zone)
    ->  Zones = 1
    ;   Zones = 2
    ),
    Free is max(0, Zones - Used).

message(event(web_token_equipped, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: a ~w token (~w) is equipped to an empty weapon zone of ~w's"-[By, F.name, F.card, F.player] ].
message(event(web_token_not_equipped, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w has no empty weapon zone, so no ~w token can be equipped, and the effect fails"-[By, F.player, F.name] ].

%!  web_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves: Orb-Weaver
%   Spinneret's token, then its next attack with stealth (FAB-1212,
%   FAB-1213).  card_texts.pl's resolution_text//4 calls it last.

web_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, web_equips(Token)),
          card_text_read(Name, web_next_stealth_attack_power(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  web_token_equipped(S0, Who, Token, Id, S1),
        { add_effect(S1, _{kind:"next_attack_power", player:Who, amount:N, source:Id, keyword:"Stealth"}, S) },
        [ event('FAB-1213', web_stealth_attack_effect_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(web_stealth_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next attack with stealth this turn gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *     MARK OF THE HUNTSMAN      *
                 *******************************/

rule('FAB-1214', effect, "Mark of the Huntsman: as it hits a hero, its player may destroy it and mark them",
     "When Mark of the Huntsman's attack (its text read) hits the defending hero (deals damage in the damage step; the hit removes a mark they had, FAB-1037), after the hit's other texts, its controller may destroy it and mark that hero: the position waits for their choice (web_huntsman_mark, its source the Huntsman, `cards` its id): a destroy move naming it (FAB-1215) puts it into its owner's graveyard (from its chain link, whose attack-proxy ceases to exist: the link keeps no attack but the card's id, `attack_destroyed`, and resolves with the go again it had, the attack's last known information; a damage it dealt stays counted for Bleed Out, Hurl's record, FAB-972), and the hero is marked (FAB-1037's Marked token); a decline move keeps it, and nobody is marked. What else the hit sets off follows the answer. Its +1 power while attacking a marked hero is FAB-1050's; its attack ({r}{r}, once per turn, go again) the card data's. Not handled: where another choice already waits as it hits, none is asked, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Mark of the Huntsman: \"Once per Turn Action - {r}{r}: Attack. Go again. When this hits a hero, you may choose to destroy this and mark them. If this is attacking a marked hero, this gets +1{p}.\" CR 6.6 (a triggered effect), 7.5.5 (an attack hits when it deals damage), 1.8.3a (an optional effect: its player chooses), 8.5.4 (destroy), 1.4.3c (an attack-proxy ceases to exist when its source leaves the chain link), 7.6.2a (the last known information of an attack gone decides its go again), 8.5.50 and 9.3 (mark), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Recoil's (FAB-668).")).

rule('FAB-1215', constraint, "Mark of the Huntsman's destroy names the Huntsman whose choice waits",
     "A destroy move answers the web_huntsman_mark choice (FAB-1214): its player is the choice's, its card the Mark of the Huntsman the choice names, still attacking on the chain link or in their weapon zone. A decline move is always open: the player \"may\".",
     ruling("", "Mark of the Huntsman: \"you may choose to destroy this and mark them\". CR 1.8.3a (an optional effect), 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   web_huntsman_hit(+S0, +Link, +Attack, -S)//: Attack, Mark of the
%   Huntsman's, hit: its player's choice waits (FAB-1214).
web_huntsman_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, web_hit_may_destroy_and_mark),
          card_type(A, "weapon"),
          \+ game_over(S0, _),
          card_id(A, Id),
          Who = L.controller,
          controlled_dagger(S0, Who, Id, _)       % card_texts_singles.pl
        }
    ->  (   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-1214', choice_not_asked, _{player:Who, card:Id, choice:"web_huntsman_mark"}) ]
        ;   { S = S0.put(pending, _{choice:"web_huntsman_mark", player:Who, controller:Who, source:A, cards:[Id]}) },
            [ event('FAB-1214', web_huntsman_waits, _{player:Who, card:Id, target:L.defender}) ]
        )
    ;   { S = S0 }
    ).

choice_action("web_huntsman_mark", "destroy").
choice_action("web_huntsman_mark", "decline").
choice_phase("web_huntsman_mark", "action").
not_asked_words("web_huntsman_mark", "whether Mark of the Huntsman is destroyed to mark the hero, and it stays").

%   web_huntsman_ready(+S, +Player, ?Id): the Huntsman Id of the waiting
%   choice is still Player's (on a chain link or in their weapon zone).
web_huntsman_ready(S, Who, Id) :-
    pending(S, Pd),
    Pd.choice == "web_huntsman_mark",
    member(Id, Pd.cards),
    controlled_dagger(S, Who, Id, _).

broken('FAB-1215', S, M, web_not_the_huntsman(Id, Who)) :-
    get_dict(action, M, "destroy"),
    pending(S, Pd),
    Pd.choice == "web_huntsman_mark",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ web_huntsman_ready(S, Who, Id).

moot('FAB-1215', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "web_huntsman_mark" ).

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "web_huntsman_mark",
    Who = Pd.player,
    web_huntsman_ready(S, Who, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "web_huntsman_mark",
    Who = Pd.player.

effect(destroy, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "web_huntsman_mark",
      Who = M.player,
      choice_answered(S0, S1),
      active_link(S1, L),
      Def = L.defender
    },
    web_weapon_destroyed(S1, Who, M.card, S2),
    hero_marked(S2, Def, 'FAB-1214', web_huntsman_marked, M.card, S3),   % card_texts_fang.pl
    hit_texts_resumed(S3, S).                   % card_texts_katsu_blitz.pl
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "web_huntsman_mark",
      choice_answered(S0, S1),
      Pd.cards = [Id|_]
    },
    [ event('FAB-1214', web_huntsman_kept, _{player:M.player, card:Id}) ],
    hit_texts_resumed(S1, S).

%   web_weapon_destroyed(+S0, +Player, +Id, -S)//: Player's dagger Id
%   goes to its owner's graveyard, from the weapon zone or from its chain
%   link, which keeps its id (attack_destroyed: link_attack_seen/3 reads
%   the card there) and the damage it dealt for Bleed Out (Hurl's
%   dagger_damage record, FAB-972).
web_weapon_destroyed(S0, Who, Id, S) -->
    { player(S0, Who, P0) },
    (   { take_card(P0, weapons, Id, C, P1) }
    ->  { new_object(C, New),
          add_cards(P1, graveyard, [New], P),
          set_player(S0, P, S) }
    ;   { Links0 = S0.chain.links,
          nth0(I, Links0, L0, Rest),
          link_attack(L0, C), card_id(C, Id0), Id0 == Id
        }
    ->  { del_dict(attack, L0, _, L0a),
          nth0(I, Links, L0a.put(attack_destroyed, Id), Rest),
          S1 = S0.put(chain, S0.chain.put(links, Links)),
          (   get_dict(damage, L0, N), integer(N), N > 0
          ->  add_effect(S1, _{kind:"dagger_damage", player:Who, amount:N, source:Id, lasts:"combat_chain"}, S2)
          ;   S2 = S1
          ),
          player(S2, Who, P2),
          new_object(C, New),
          add_cards(P2, graveyard, [New], P3),
          set_player(S2, P3, S) }
    ;   { S = S0 }
    ),
    [ event('FAB-1214', web_huntsman_destroyed, _{player:Who, card:Id}) ].

pending_problem(S, Pd, [cards], web_huntsman_not_ready(Who)) :-   % FAB-1214
    Pd.choice == "web_huntsman_mark",
    get_dict(player, Pd, Who),
    \+ web_huntsman_ready(S, Who, _).

message(event(web_huntsman_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits ~w: ~w may destroy it and mark them (a destroy move naming it, or decline)"-[L, F.target, F.player] ].
message(event(web_huntsman_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w destroys ~w: it goes to their graveyard"-[F.player, L] ].
message(event(web_huntsman_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w, destroyed: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w, destroyed: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).
message(event(web_huntsman_kept, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w: nobody is marked"-[F.player, L] ].
message(web_not_the_huntsman(Id, Who)) -->
    [ "~w is not the Mark of the Huntsman of ~w's that the choice may destroy"-[Id, Who] ].
message(web_huntsman_not_ready(Who)) -->
    [ "Mark of the Huntsman waits to be destroyed, but it is no longer ~w's on the combat chain or in their weapon zone (FAB-1214)"-[Who] ].
message(no_choice_waits("web_huntsman_mark")) -->
    [ "no Mark of the Huntsman waits: destroy or decline answers its hit" ].

move_words("destroy", S, M) -->
    { pending(S, Pd), Pd.choice == "web_huntsman_mark", card_label(Pd.source, L) },
    [ M.player, " destroys ", L, " and marks the hero it hit" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "web_huntsman_mark", card_label(Pd.source, L) },
    [ M.player, " keeps ", L ].

choice_words("web_huntsman_mark") --> [ "whether to destroy Mark of the Huntsman and mark the hero it hit (a destroy move naming it, or decline)" ].
text_choice_words("web_huntsman_mark", Source) -->
    [ "whether ~w is destroyed to mark the hero (destroy, decline)"-[Source] ].

%   The choices of this file that their player controls (choices.pl,
%   FAB-120: own_controlled_choice/1).
:- discontiguous own_controlled_choice/1.

own_controlled_choice("web_two_sides_mode").
own_controlled_choice("web_huntsman_mark").
