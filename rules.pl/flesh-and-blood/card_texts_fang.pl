/*  Flesh and Blood: the texts of the Fang Blitz Deck's cards.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Incision, Dynastic Dedication, Blistering Blade: a target dagger
      attack gets +N power (FAB-1031); Dynastic Dedication costs 1 less
      for each Draconic chain link its player controls (FAB-1032);
      Blistering Blade's +3 instead with 2 or more (FAB-1033);
    - Cut Deep, Twist and Turn: its player's next dagger attack this
      turn gets +N power (FAB-1034); its go again is the keyword's;
    - Blade Beckoner Gauntlets: +1 defense while defending a weapon
      attack (FAB-1035; its Guardwell is FAB-523's);
    - Red Alert Boots: +1 defense once an attack reaction has been played
      or activated this chain link (FAB-1036; its Blade Break is
      FAB-520's);
    - Marked: a marked hero (a Marked token in their arena) stays marked
      until a source of an opponent hits them (FAB-1037);
    - Scar Tissue, Searing Gaze, Stabbing Pain: a target dagger attack
      gets +N power and (Searing Gaze, Stabbing Pain: with 2 or more
      Draconic chain links) "When this hits a hero, mark them"
      (FAB-1031, FAB-1038);
    - Sworn Vengeance, Hunt a Killer: the next dagger attack this turn
      gets +N power and "When this hits a hero, mark them" (FAB-1034,
      FAB-1038);
    - Smoke Out: defending a red card, the attacking hero is marked
      (FAB-1039);
    - Fang: a hit of a marked hero makes a Fealty token, and with 3
      Fealty tokens dagger attacks cost 1 less (FAB-1040, FAB-1041);
      Pledge Fealty, Affirm Loyalty, Endear Devotion, For the Dracai:
      Fealty tokens (FAB-1042, FAB-1043); Tooth of the Dragon: the next
      Draconic attack (FAB-1044).

    card_texts_fang_2.pl reads the rest (FAB-1045 ... FAB-1051): every
    printing of the deck is read.
*/

:- discontiguous card_text_read/2, message//1, rule/5, legal_target/3, spec_words/2, targeted_rule/2,
   reaction_read/2, targeting/4, ability_text_resolved/7, broken/4, moot/3, rule_fact/4, fact_words//1,
   permanent_text/3, permanent_ability/2, text_ability_effect/1.

%   The texts read here (card_text_read/2):
%
%       target_gains_power(play, dagger_attack, N)   Incision: "Target
%                               dagger attack gets +3{p}." (+2 yellow, +1
%                               blue); Blistering Blade's +2, Dynastic
%                               Dedication's +3, Scar Tissue's +3, +2, +1,
%                               Searing Gaze's +2, Stabbing Pain's +3
%                               (FAB-1031, card_texts_katsu_bravo.pl's
%                               targeting/4 and FAB-622)
%       costs_less_per_draconic_link   Dynastic Dedication: "This costs
%                               {r} less to play for each Draconic chain
%                               link you control." (FAB-1032)
%       draconic_links_target_power(K, N)   Blistering Blade: "If you
%                               control 2 or more Draconic chain links,
%                               instead it gets +3{p}." (FAB-1033)
%       next_dagger_attack(Amounts, Mark)   Cut Deep: "Your next dagger
%                               attack this turn gets +4{p}." (+3, +2);
%                               Sworn Vengeance, Hunt a Killer: "... and
%                               'When this hits a hero, mark them.'"
%                               (Mark hit_marks) (FAB-1034, FAB-1038)
%       defense_while_defending_weapon_attack(N)   Blade Beckoner
%                               Gauntlets: "This gets +1{d} while
%                               defending a weapon attack." (FAB-1035)
%       defense_after_attack_reaction(N)   Red Alert Boots: "If an attack
%                               reaction has been played or activated this
%                               chain link, this gets +1{d}." (FAB-1036)
%       marked_until_hit        Marked: "You are marked until an opponent
%                               hits you" (FAB-1037)
%       target_hit_marks(When)  Scar Tissue (always), Searing Gaze and
%                               Stabbing Pain (draconic_links(2)): the
%                               target gets "When this hits a hero, mark
%                               them." (FAB-1038)
%       defends_red_marks_attacker   Smoke Out: "When this defends a red
%                               card, mark the attacking hero." (FAB-1039)
%       marked_hit_creates(Token)   Fang: "Whenever you hit a marked hero,
%                               create a Fealty token." (FAB-1040)
%       dagger_attacks_cost_less_with_tokens(K, Token, N)   Fang: "If you
%                               control 3 or more Fealty tokens, dagger
%                               attacks cost you {r} less to activate."
%                               (FAB-1041)
%       creates_token(Token)    Pledge Fealty: "Create a Fealty token."
%                               (FAB-1042)
%       draconic_links_token(K, Token)   Affirm Loyalty, Endear Devotion:
%                               "Target dagger attack gets +2{p} (+3). If
%                               you control 2 or more Draconic chain
%                               links, create a Fealty token." (FAB-1031,
%                               FAB-1042)
%       attacking_marked_creates(Token)   For the Dracai: "When this
%                               attacks a marked hero, create a Fealty
%                               token." (FAB-1043)
%       next_dagger_attack(Amounts, hit_attack_again)   Twist and Turn:
%                               "Your next dagger attack this turn gets
%                               +4{p} and 'When this hits, you may attack
%                               with it an additional time this turn.'"
%                               (+3, +2; FAB-1034, Dusk Path Pilgrimage's
%                               hit, FAB-890)
%       next_draconic_attack_power(N)   Tooth of the Dragon: "Your next
%                               Draconic attack this turn gets +3{p}."
%                               (FAB-1044)
%       ability_gain_resources_only_draconic(N)   Coat of Allegiance:
%                               "Action - Destroy this: Gain {r}. Until end
%                               of turn, you may only play cards that are
%                               Draconic. Go again" (FAB-1045, FAB-1046)
%       ability_mark_target_arakni   Vow of Vengeance: "Attack Reaction -
%                               Destroy this: Mark target Arakni." (FAB-1047;
%                               its Blade Break is FAB-520's)
%       attacking_arakni_marks, power_attacking_marked(N)   Hunt to the
%                               Ends of Rathe: "When this attacks Arakni,
%                               mark them. If this is attacking a marked
%                               hero, this gets +2{p}." (FAB-1050; its go
%                               again is the keyword's)
%       next_dagger_attack(Amounts, marked_attacks_power(N))   Point of
%                               Engagement: "Your next dagger attack this
%                               turn gets +3{p}. Until end of turn, your
%                               attacks get +1{p} while attacking a marked
%                               hero." (+2, +1; FAB-1034, FAB-1050)
%       draconic_played_power_go_again(N)   Obsidian Fire Vein: "Once per
%                               Turn Action - {r}: Attack. If you've played
%                               a Draconic card this chain link, this
%                               attack gets +1{p} and go again." (FAB-1051;
%                               its attack is the card data's)
%       daggers_power_and_attack_again(N)   Fire and Brimstone: "Daggers you
%                               control get +1{p} and you may attack with
%                               each of them an additional time this
%                               turn." (FAB-1048; its cost, Dynastic
%                               Dedication's, FAB-1032; Legendary is
%                               deck-building)

card_text_read("Incision", target_gains_power(play, dagger_attack, per_pitch([3, 2, 1]))).
card_text_read("Dynastic Dedication", costs_less_per_draconic_link).
card_text_read("Dynastic Dedication", target_gains_power(play, dagger_attack, 3)).
card_text_read("Blistering Blade", target_gains_power(play, dagger_attack, 2)).
card_text_read("Blistering Blade", draconic_links_target_power(2, 1)).
card_text_read("Cut Deep", next_dagger_attack([4, 3, 2], no_mark)).
card_text_read("Blade Beckoner Gauntlets", defense_while_defending_weapon_attack(1)).
card_text_read("Red Alert Boots", defense_after_attack_reaction(1)).
card_text_read("Marked", marked_until_hit).
card_text_read("Scar Tissue", target_gains_power(play, dagger_attack, per_pitch([3, 2, 1]))).
card_text_read("Scar Tissue", target_hit_marks(always)).
card_text_read("Searing Gaze", target_gains_power(play, dagger_attack, 2)).
card_text_read("Searing Gaze", target_hit_marks(draconic_links(2))).
card_text_read("Stabbing Pain", target_gains_power(play, dagger_attack, 3)).
card_text_read("Stabbing Pain", target_hit_marks(draconic_links(2))).
card_text_read("Sworn Vengeance", next_dagger_attack([3, 2, 1], hit_marks)).
card_text_read("Hunt a Killer", next_dagger_attack([4, 3, 2], hit_marks)).
card_text_read("Smoke Out", defends_red_marks_attacker).
card_text_read("Fang", marked_hit_creates("Fealty")).
card_text_read("Fang", dagger_attacks_cost_less_with_tokens(3, "Fealty", 1)).
card_text_read("Fang, Dracai of Blades", marked_hit_creates("Fealty")).
card_text_read("Fang, Dracai of Blades", dagger_attacks_cost_less_with_tokens(3, "Fealty", 1)).
card_text_read("Pledge Fealty", creates_token("Fealty")).
card_text_read("Affirm Loyalty", target_gains_power(play, dagger_attack, 2)).
card_text_read("Affirm Loyalty", draconic_links_token(2, "Fealty")).
card_text_read("Endear Devotion", target_gains_power(play, dagger_attack, 3)).
card_text_read("Endear Devotion", draconic_links_token(2, "Fealty")).
card_text_read("For the Dracai", attacking_marked_creates("Fealty")).
card_text_read("Twist and Turn", next_dagger_attack([4, 3, 2], hit_attack_again)).
card_text_read("Tooth of the Dragon", next_draconic_attack_power(3)).
card_text_read("Coat of Allegiance", ability_gain_resources_only_draconic(1)).
card_text_read("Vow of Vengeance", ability_mark_target_arakni).
card_text_read("Fire and Brimstone", costs_less_per_draconic_link).
card_text_read("Fire and Brimstone", daggers_power_and_attack_again(1)).
card_text_read("Hunt to the Ends of Rathe", attacking_arakni_marks).
card_text_read("Hunt to the Ends of Rathe", power_attacking_marked(2)).
card_text_read("Point of Engagement", next_dagger_attack([3, 2, 1], marked_attacks_power(1))).
card_text_read("Obsidian Fire Vein", draconic_played_power_go_again(1)).

%!  fang_text_rule(?Name:string, ?Rule) is nondet.
%
%   The rule of this file whose event a targeted text of the cards named
%   Name cites as it resolves.

fang_text_rule("Incision", 'FAB-1031').
fang_text_rule("Dynastic Dedication", 'FAB-1031').
fang_text_rule("Blistering Blade", 'FAB-1033').
fang_text_rule("Scar Tissue", 'FAB-1031').
fang_text_rule("Searing Gaze", 'FAB-1031').
fang_text_rule("Stabbing Pain", 'FAB-1031').
fang_text_rule("Affirm Loyalty", 'FAB-1031').
fang_text_rule("Endear Devotion", 'FAB-1031').

                 /*******************************
                 *     TARGET DAGGER ATTACK     *
                 *******************************/

rule('FAB-1031', effect, "Incision, Dynastic Dedication, Blistering Blade, Scar Tissue, Searing Gaze, Stabbing Pain, Affirm Loyalty, Endear Devotion: target dagger attack gets +N power",
     "These attack reactions target a dagger attack: an attack on the combat chain whose card or weapon has the subtype Dagger (the active chain link's attack, or an attack card of an earlier link; a dagger weapon's attack of an earlier link has ceased to exist), named in the move's target (FAB-622); without one they cannot be played. As one resolves its target, if still legal, gets +N power: Incision +3 (red), +2 (yellow), +1 (blue); Dynastic Dedication +3; Blistering Blade +2 (+3 with 2 or more Draconic chain links, FAB-1033); Scar Tissue +3, +2, +1; Searing Gaze +2; Stabbing Pain +3 (their hit that marks: FAB-1038); Affirm Loyalty +2; Endear Devotion +3 (their Fealty token: FAB-1042). If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Incision: \"Target dagger attack gets +3{p}.\" (+2{p} yellow, +1{p} blue); Dynastic Dedication: \"... Target dagger attack gets +3{p}.\"; Blistering Blade: \"Target dagger attack gets +2{p}. ...\"; Scar Tissue: \"Target dagger attack gets +3{p} and ...\"; Searing Gaze: \"Target dagger attack gets +2{p}. ...\"; Stabbing Pain: \"Target dagger attack gets +3{p}. ...\"; Affirm Loyalty: \"Target dagger attack gets +2{p}. ...\"; Endear Devotion: \"Target dagger attack gets +3{p}. ...\" CR 1.2.2d (an attack-card, -proxy or -layer is an attack), 1.4.3a (a weapon's attack-proxy inherits its source's subtype Dagger), 1.4.3c (an attack-proxy ceases to exist when its weapon leaves its chain link), 1.8.5 and 5.1.4a (targets are declared as the card is played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, dagger_attack, Id) :-
    attack_on_chain(S, A),                      % card_texts_kassai.pl
    dagger_attack(A),                           % card_texts_uzuri.pl
    card_id(A, Id).

spec_words(dagger_attack, "a dagger attack").

targeted_rule(C, Rule) :-
    text_read_name(C, Name),
    fang_text_rule(Name, Rule),
    !.

rule('FAB-1032', effect, "Dynastic Dedication, Fire and Brimstone, Wrath of Retribution cost 1 less for each Draconic chain link their player controls",
     "Dynastic Dedication (and Fire and Brimstone, and Wrath of Retribution: FAB-1132) costs 2 resource points less 1 for each chain link of the open combat chain its player controls whose attack is Draconic (draconic_chain_link/2: the Draconic talent, or made Draconic by Brand with Cinderclaw, FAB-732), never less than 0; FAB-302 and FAB-303 count the cost so reduced. With no chain open it costs 2. A link whose dagger attacked again and moved on to a later link shows no attack and is not counted: the cost read is then never less than the table's, so rulecheck never answers legal a Dynastic Dedication the table could not pay.",
     ruling("", "Dynastic Dedication, Fire and Brimstone: \"This costs {r} less to play for each Draconic chain link you control.\" CR 5.1.6a (the asset-cost is calculated: effects that reduce it apply, never below zero), 7.0.3c (a chain link has the properties and the controller of its active-attack), 2.11.6b (Draconic is a talent), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fang_cost_reduction(+State, +Player:dict, +Card, -Reduction:integer) is semidet.
%
%   Card's own text read here makes it cost Reduction less for Player:
%   Dynastic Dedication's Draconic chain links (FAB-1032).
%   card_texts_benji_blitz.pl's text_cost_reduction/4 calls it.

fang_cost_reduction(S, P, C, R) :-
    text_read_name(C, Name),
    card_text_read(Name, costs_less_per_draconic_link),
    draconic_links(S, P.name, R).               % card_texts_fai.pl

%!  fang_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an event says what its text read here took off
%   its cost (FAB-1032).

fang_played_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, costs_less_per_draconic_link),
          draconic_links(S0, Who, N),
          N > 0,
          card_id(C, Id),
          draconic_cost_rule(Name, Rule)
        }
    ->  [ event(Rule, draconic_cost_reduced, _{player:Who, card:Id, amount:N}) ]
    ;   []
    ),
    { vein_noted(S0, Who, C, S0v) },          % FAB-1051
    fealty_played_text(S0v, Who, C, S).     % FAB-1049

%   The rule of a card's reading whose cost a Draconic chain link makes
%   less: Wrath of Retribution's own (card_texts_cindra.pl), else FAB-1032.
draconic_cost_rule("Wrath of Retribution", 'FAB-1132') :- !.
draconic_cost_rule(_, 'FAB-1032').

message(event(draconic_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w costs ~d less: ~w controls ~d Draconic chain link(s)"-[L, F.amount, F.player, F.amount] ].

rule('FAB-1033', effect, "Blistering Blade: +3 instead of +2 with 2 or more Draconic chain links",
     "As Blistering Blade resolves, if its player controls 2 or more Draconic chain links (draconic_chain_link/2) then, its target dagger attack gets +3 power instead of +2 (the +2 of FAB-1031 and 1 more, in one resolution); with fewer, +2. The count is read as it resolves, not as it is played.",
     ruling("", "Blistering Blade: \"Target dagger attack gets +2{p}. If you control 2 or more Draconic chain links, instead it gets +3{p}.\" CR 1.8.4 (a conditional effect: its condition is checked as it resolves), 6.4 (a replacement of the effect), 7.0.3c (a chain link's controller and talents are its active-attack's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fang_target_rider(+State0, +Player, +Card, +Target, -State)// is det.
%
%   Card, a layer of Player whose targeted text read here resolved with
%   Target still legal: Blistering Blade's extra power (FAB-1033), and
%   the hit that marks (FAB-1038).  card_texts_kassai.pl's
%   cut_the_deck_rider//5 calls it.

fang_target_rider(S0, Who, C, T, S) -->
    (   { text_read_name(C, Name),
          targeting(C, play, dagger_attack, _),  % card_texts_katsu_bravo.pl
          legal_target(S0, dagger_attack, T),
          target_link(S0, T, K)
        }
    ->  blade_extra(S0, Who, C, Name, T, K, S1),
        target_marks(S1, Who, C, Name, T, K, S2),
        loyalty_token(S2, Who, C, Name, S)
    ;   hunted_target_rider(S0, Who, C, T, S)   % card_texts_hunted.pl (Cut to the Chase, FAB-1173)
    ).

%   target_link(+S, +T, -K): T attacks on the chain link at index K (0).
target_link(S, T, K) :-
    chain_open(S),
    nth0(K, S.chain.links, L),
    link_attack(L, A), card_id(A, AId), AId == T,
    !.

%   link_updated(+S0, +K, +Key, +Value, -S): the link at K records Value.
link_updated(S0, K, Key, V, S) :-
    Chain0 = S0.chain,
    nth0(K, Chain0.links, L0, Rest),
    nth0(K, Links, L0.put(Key, V), Rest),
    S = S0.put(chain, Chain0.put(links, Links)).

blade_extra(S0, Who, C, Name, T, K, S) -->
    (   { card_text_read(Name, draconic_links_target_power(Min, N)),
          draconic_links(S0, Who, D),
          D >= Min,
          nth0(K, S0.chain.links, L0),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          link_updated(S0, K, power_bonus, B, S),
          card_id(C, Id)
        }
    ->  [ event('FAB-1033', draconic_target_power, _{player:Who, card:Id, target:T, amount:N, links:D}) ]
    ;   { S = S0 }
    ).

message(event(draconic_target_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: ~w controls ~d Draconic chain links, so its target ~w gets +~d more (+3 in all, instead of +2)"-[L, F.player, F.links, T, F.amount] ].

                 /*******************************
                 *      NEXT DAGGER ATTACK      *
                 *******************************/

rule('FAB-1034', effect, "Cut Deep, Sworn Vengeance, Hunt a Killer, Twist and Turn, Point of Engagement: the next dagger attack this turn gets +N power",
     "When Cut Deep, Sworn Vengeance, Hunt a Killer, Twist and Turn or Point of Engagement resolves, its player's next dagger attack this turn (an attack whose card or weapon has the subtype Dagger) gets +N power: Cut Deep +4 (red), +3 (yellow), +2 (blue); Sworn Vengeance +3, +2, +1; Hunt a Killer +4, +3, +2; Twist and Turn +4, +3, +2; Point of Engagement +3, +2, +1 (its power while attacking a marked hero: FAB-1050). Twist and Turn's also gets \"When this hits, you may attack with it an additional time this turn\": Dusk Path Pilgrimage's effect (next_attack_hit_attack_again, here with subtype Dagger: the dagger attack's link records it, and its hit lets its player attack an additional time with that weapon this turn, FAB-890). The effect waits in the state's effects (kind next_attack_power, subtype Dagger; Plunge's, FAB-660) until a dagger attack becomes a chain link (FAB-505); another attack leaves it waiting; it ends with the turn. Sworn Vengeance's and Hunt a Killer's hit that marks: FAB-1038. Their go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Cut Deep: \"Your next dagger attack this turn gets +4{p}. Go again\" (+3{p} yellow, +2{p} blue); Sworn Vengeance: \"Your next dagger attack this turn gets +3{p} and 'When this hits a hero, mark them.' Go again\" (+2, +1); Hunt a Killer: \"Your next dagger attack this turn gets +4{p} and ...\" (+3, +2); Twist and Turn: \"Your next dagger attack this turn gets +4{p} and 'When this hits, you may attack with it an additional time this turn.' Go again\" (+3, +2). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.8.10 (your next attack: the next that comes under the player's control), 1.4.3a (a weapon's attack-proxy inherits its subtype Dagger), 2.0.3a (an effect that modifies power), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fang_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-1034, FAB-1038);
%   card_texts.pl's resolution_text//4 calls it.

fang_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_dagger_attack(Amounts, Mark)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, subtype:"Dagger"}, S1),
          (   Mark == hit_marks
          ->  add_effect(S1, _{kind:"next_attack_hit_mark", player:Who, source:Id, subtype:"Dagger"}, S)
          ;   Mark == hit_attack_again                % FAB-890's effect
          ->  add_effect(S1, _{kind:"next_attack_hit_attack_again", player:Who, source:Id, subtype:"Dagger"}, S)
          ;   Mark = marked_attacks_power(K)          % FAB-1050
          ->  add_effect(S1, _{kind:"marked_attacks_power", player:Who, amount:K, source:Id}, S2),
              marked_power_refreshed(S2, S)
          ;   S = S1
          )
        }
    ->  { functor(Mark, MarkKind, _) },
        [ event('FAB-1034', dagger_attack_effect_made, _{player:Who, card:Id, amount:N, marks:MarkKind}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, creates_token(Token)),
          card_id(C, Id)
        }
    ->  fealty_made(Token, 'FAB-1042', token_made, Who, Id, S0, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, daggers_power_and_attack_again(N)),
          card_id(C, Id),
          findall(W, ( controlled_weapon(S0, Who, W), dagger_attack(W) ), Ws0),   % card_texts.pl, card_texts_uzuri.pl
          list_to_set(Ws0, Ws)
        }
    ->  daggers_empowered(Ws, Who, Id, N, S0, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_draconic_attack_power(N)),
          card_id(C, Id),
          E0 = _{kind:"next_draconic_attack_power", player:Who, amount:N, source:Id},
          (   stacked_attack(S0, AId) -> E = E0.put(after, AId) ; E = E0 ),
          add_effect(S0, E, S)
        }
    ->  [ event('FAB-1044', draconic_attack_effect_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(dagger_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next dagger attack this turn gets +~d power"-[L, F.player, F.amount] ],
    (   { F.marks == hit_marks } -> [ " and \"When this hits a hero, mark them.\"" ]
    ;   { F.marks == hit_attack_again } -> [ " and \"When this hits, you may attack with it an additional time this turn.\"" ]
    ;   { F.marks == marked_attacks_power } -> [ "; until end of turn ~w's attacks get +1 power while attacking a marked hero"-[F.player] ]
    ;   []
    ).

                 /*******************************
                 *     DEFENSE OF EQUIPMENT     *
                 *******************************/

rule('FAB-1035', effect, "Blade Beckoner Gauntlets: +1 defense while defending a weapon attack",
     "While Blade Beckoner Gauntlets defend a chain link whose attack is a weapon's (the attack-proxy of a weapon's ability: the link's attack has the type weapon), their defense is 1 more (printed 1): the damage the link deals counts it, and so does their Guardwell as the chain closes (FAB-523: they are still defending that link, whose weapon is still on it, so they get as many -1 defense counters as that defense). Defending an attack card they have their printed defense.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Blade Beckoner Gauntlets: \"This gets +1{d} while defending a weapon attack. Guardwell\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify defense), 1.4.3a and 1.4.3c (a weapon's attack is an attack-proxy with the weapon's properties, existing while the weapon is on its chain link), 7.0.5a (a card is defending until it leaves the combat chain), 8.3.34 (Guardwell), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1036', effect, "Red Alert Boots, Red Alert Vest: +1 defense once an attack reaction has been played or activated this chain link",
     "While Red Alert Boots (or Red Alert Vest, the same text) defend a chain link on which an attack reaction card has been played or an attack reaction ability activated (the link's attack_reaction record, Sneak Attack's, FAB-718: recorded as the reaction is played while the Boots defend it; a position written by hand says so there), their defense is 1 more (printed 1): the damage the link deals counts it. Without one they have their printed defense. Their Blade Break is FAB-520's.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Red Alert Boots, Red Alert Vest: \"If an attack reaction has been played or activated this chain link, this gets +1{d}. Blade Break\" CR 5.4.7 (a static ability with a condition applies while it holds), 2.3.3 (effects modify defense), 5.1 and 5.2 (a card is played, an ability activated, as it is put on the stack), 7.4.2a and 8.1.2a (attack reactions in the reaction step), 7.0.4 (a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The attack reactions of a link are recorded where Red Alert Boots
%   defend it (card_texts_uzuri.pl's attack_reaction_noted/4, FAB-1036).
reaction_read(_, L) :-
    key_value(defending, L, [], Ds),
    member(D, Ds),
    text_read_name(D, Name),
    card_text_read(Name, defense_after_attack_reaction(_)),
    !.

%!  fang_defense_bonus(+State, +Card, -Bonus:integer) is det.
%
%   What Card's text read here adds to its defense now (FAB-1035,
%   FAB-1036); card_texts.pl's defending_defense/4 calls it.

fang_defense_bonus(S, C, B) :-
    (   fang_defense_rule(S, C, B0, _)
    ->  B = B0
    ;   B = 0
    ).

%   fang_defense_rule(+S, +C, -B, -Rule): C's text read here adds B
%   now, by Rule.
fang_defense_rule(S, C, N, 'FAB-1035') :-
    text_read_name(C, Name),
    card_text_read(Name, defense_while_defending_weapon_attack(N)),
    defends_weapon_attack(S, C).                % card_texts_singles.pl
fang_defense_rule(S, C, N, 'FAB-1036') :-
    text_read_name(C, Name),
    card_text_read(Name, defense_after_attack_reaction(N)),
    defended_link(S, C, L),
    get_dict(attack_reaction, L, true).

%   defended_link(+S, +C, -L): C defends the chain link L.
defended_link(S, C, L) :-
    card_id(C, Id),
    chain_open(S),
    member(L, S.chain.links),
    key_value(defending, L, [], Ds),
    member(D, Ds), card_id(D, Id0), Id0 == Id,
    !.

%!  fang_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   text read here adds to its defense (FAB-1035, FAB-1036).
%   card_texts.pl's text_defenses_applied//2 calls it.

fang_defenses_applied(S, L) -->
    { findall(R-Id-B, ( member(C, L.defending),
                        fang_defense_rule(S, C, B, R),
                        card_id(C, Id) ), Applied) },
    fang_defense_events(Applied, L.defender).

defense_why('FAB-1035', "weapon_attack").
defense_why('FAB-1036', "attack_reaction").

fang_defense_events([], _) --> [].
fang_defense_events([R-Id-B|As], Who) -->
    { defense_why(R, Why) },
    [ event(R, fang_defense_applied, _{player:Who, card:Id, amount:B, why:Why}) ],
    fang_defense_events(As, Who).

message(event(fang_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.why == "weapon_attack" }
    ->  [ "~w has +~d defense while defending a weapon attack (~w's)"-[L, F.amount, F.player] ]
    ;   [ "~w has +~d defense: an attack reaction has been played or activated this chain link"-[L, F.amount] ]
    ).

                 /*******************************
                 *            MARKED            *
                 *******************************/

rule('FAB-1037', effect, "Marked: a marked hero stays marked until a source of an opponent hits them",
     "A hero is marked while a Marked token is in their player's arena (the card the table puts beside a marked hero: \"You are marked until an opponent hits you\"); an effect that marks a hero puts one there, and one that marks a hero already marked changes nothing (they stay marked, with one token). When an attack controlled by the marked hero's opponent hits them (deals damage to them in the damage step), the marked condition is removed as part of the hit: the Marked token leaves their arena and ceases to exist, before any effect that triggers on the hit (which may mark them again, FAB-1038).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Marked: \"You are marked until an opponent hits you\". CR 9.3.1 (marked is a special condition a hero may have), 9.3.2 and 9.3.2a (a hero is marked by an effect; marked again, they stay marked), 9.3.2b and 9.3.3 (they stay marked until hit by a source an opponent controls; the condition is removed as part of the hit event, not as a game state process or a triggered effect), 8.5.50 (mark), 7.5.5 (an attack hits when it deals damage to the attack-target), 1.3.4b (a token that leaves the arena ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  marked(+State, +Player:string) is semidet.
%
%   Player's hero is marked: a Marked token (its text read) is in their
%   arena (FAB-1037).

marked(S, Who) :-
    player(S, Who, P),
    key_value(arena, P, [], Cs),
    member(C, Cs),
    text_read_name(C, Name),
    card_text_read(Name, marked_until_hit),
    !.

%!  hero_marked(+State0, +Player, +Rule, +Kind, +By, -State)// is det.
%
%   An effect of By (a card's id) marks Player's hero: a Marked token
%   enters their arena unless they are marked already (FAB-1037); the
%   event cites Rule and is of Kind.

hero_marked(S0, Who, Rule, Kind, By, S) -->
    (   { marked(S0, Who) }
    ->  { S = S0 },
        [ event(Rule, Kind, _{player:Who, by:By, already:true}) ]
    ;   { tokens_created(By, Who, Who, ["Marked"], S0, S1, [TId], More),   % tokens_created.pl
          marked_power_refreshed(S1, S)           % FAB-1050
        },
        [ event(Rule, Kind, _{player:Who, by:By, already:false, card:TId}) ],
        tokens_more_made(Who, By, More)
    ).

%!  fang_hit(+State0, +Link, -State)// is det.
%
%   Link's attack hit its defending hero: a marked hero is marked no
%   longer (FAB-1037), then the hit that marks them, where the attack
%   has it, marks them (FAB-1038).  card_texts.pl's attack_hit//4 calls
%   it first.

fang_hit(S0, L, S) -->
    { Def = L.defender,
      link_attack(L, A),
      card_id(A, AId)
    },
    (   { marked(S0, Def),
          player(S0, Def, P0),
          key_value(arena, P0, [], Arena0),
          partition(marked_token, Arena0, Marks, Arena),
          maplist(card_id, Marks, MIds),
          set_player(S0, P0.put(arena, Arena), S1a),
          marked_power_refreshed(S1a, S1)         % FAB-1050
        }
    ->  [ event('FAB-1037', mark_removed, _{player:Def, by:AId, cards:MIds}) ]
    ;   { S1 = S0 }
    ),
    fang_hero_hit(S1, S0, L, S2),
    (   { get_dict(hit_marks, L, true) }
    ->  hero_marked(S2, Def, 'FAB-1038', hit_marked, AId, S)
    ;   { S = S2 }
    ).

marked_token(C) :-
    text_read_name(C, Name),
    card_text_read(Name, marked_until_hit).

message(event(mark_removed, F, S0)) -->
    { event_card(S0, F.by, By),
      (   get_dict(cards, F, [_|_])
      ->  atomic_list_concat(F.cards, ', ', T), format(string(Ts), " (~w)", [T])
      ;   Ts = ""
      )
    },
    [ "~w hits ~w, who was marked: ~w's hero is marked no longer and the Marked token~w ceases to exist"-[By, F.player, F.player, Ts] ].

rule('FAB-1038', effect, "Scar Tissue, Searing Gaze, Stabbing Pain, Sworn Vengeance, Hunt a Killer: \"When this hits a hero, mark them\"",
     "Scar Tissue's target dagger attack, and Searing Gaze's or Stabbing Pain's where their player controls 2 or more Draconic chain links as it resolves (draconic_chain_link/2), gets \"When this hits a hero, mark them.\": its chain link records it (hit_marks: true). So does the dagger attack that uses Sworn Vengeance's or Hunt a Killer's effect (kind next_attack_hit_mark, subtype Dagger, waiting like the power of FAB-1034 and used up with it as a dagger attack becomes a chain link; it ends with the turn). When that attack hits (deals damage to the defending hero), after the hit removes a mark they had (FAB-1037), the hero is marked (FAB-1037's Marked token). Without damage, nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Scar Tissue: \"Target dagger attack gets +3{p} and 'When this hits a hero, mark them.'\"; Searing Gaze, Stabbing Pain: \"... If you control 2 or more Draconic chain links, it gets 'When this hits a hero, mark them.'\"; Sworn Vengeance, Hunt a Killer: \"Your next dagger attack this turn gets +N{p} and 'When this hits a hero, mark them.'\" CR 1.8.4 (a conditional effect: checked as it resolves), 6.6 (a triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage), 9.3.3 (the mark a hit removes is removed as part of the hit, before its triggers resolve), 8.5.50 (mark), 7.0.3c (a chain link's controller and talents), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

%   target_marks//7: Scar Tissue's target gets the hit that marks; Searing
%   Gaze's and Stabbing Pain's with enough Draconic chain links (FAB-1038).
target_marks(S0, Who, C, Name, T, K, S) -->
    (   { card_text_read(Name, target_hit_marks(When)),
          (   When == always
          ->  true
          ;   When = draconic_links(Min),
              draconic_links(S0, Who, D),
              D >= Min
          ),
          link_updated(S0, K, hit_marks, true, S),
          card_id(C, Id)
        }
    ->  [ event('FAB-1038', hit_mark_gained, _{player:Who, card:Id, target:T}) ]
    ;   { S = S0 }
    ).

message(event(hit_mark_gained, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.target, T) },
    [ "~w: its target ~w gets \"When this hits a hero, mark them.\""-[L, T] ].
message(event(hit_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w hits: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w hits: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

%!  fang_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Player's effects that give their
%   next dagger attack the hit that marks are used up, and the link
%   records it (FAB-1038).  card_texts.pl's attack_text//4 calls it.

fang_attack_text(S0, Who, A, S) -->
    dracai_attack_text(S0, Who, A, S1),
    hit_mark_taken(S1, Who, A, S2),
    tooth_taken(S2, Who, A, S3),
    hunt_attack_text(S3, Who, A, S4),
    { marked_power_refreshed(S4, S) }.

hit_mark_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(hit_mark_effect_for(Who, A), Es0, Mine, Rest),
          Mine = [_|_],
          chain_open(S0),
          length(S0.chain.links, N), K is N - 1,
          link_updated(S0.put(effects, Rest), K, hit_marks, true, S),
          card_id(A, AId)
        }
    ->  [ event('FAB-1038', hit_mark_taken, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

hit_mark_effect_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_hit_mark"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

message(event(hit_mark_taken, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w gets \"When this hits a hero, mark them.\""-[A] ].

                 /*******************************
                 *           SMOKE OUT          *
                 *******************************/

rule('FAB-1039', effect, "Smoke Out: defending a red card, the attacking hero is marked",
     "When Smoke Out becomes a defending card (a defense reaction resolving onto the active chain link: a defense reaction is not declared in the defend step, FAB-502) and the attack of that chain link is a red card (an attack card of pitch 1; a weapon's attack is no card), the attacking hero is marked (FAB-1037's Marked token, in the attacking player's arena). Defending a card of another colour, or a weapon's attack, nothing.",
     ruling("", "Smoke Out: \"When this defends a red card, mark the attacking hero.\" CR 6.6 (a triggered effect acts on its event), 8.1.3b (a defense reaction resolves as a defending card), 1.4.3 (a weapon's attack is an attack-proxy, no card), 2.2 (colour: red is pitch 1), 8.5.50 (mark), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as Smoke Out defends, as it does Bloodrot Trap's (FAB-802).")).

%!  fang_defends_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player's Cards just became defending cards of the active chain link:
%   a Smoke Out among them defending a red card marks the attacking hero
%   (FAB-1039).  effects.pl calls it as a defense reaction resolves.

fang_defends_text(S, _, [], S) --> [].
fang_defends_text(S0, Who, [C|Cs], S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_red_marks_attacker),
          active_link(S0, L),
          link_attack(L, A),
          \+ card_type(A, "weapon"),
          card_prop(A, pitch, 1),
          card_id(C, Id)
        }
    ->  hero_marked(S0, L.controller, 'FAB-1039', smoke_out_marked, Id, S1)
    ;   { S1 = S0 }
    ),
    fang_defends_text(S1, Who, Cs, S).

message(event(smoke_out_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w defends a red card: ~w is marked (already marked, they stay so)"-[By, F.player] ]
    ;   [ "~w defends a red card: ~w is marked (a Marked token, ~w, in ~w's arena)"-[By, F.player, F.card, F.player] ]
    ).

                 /*******************************
                 *       FANG AND FEALTY        *
                 *******************************/

rule('FAB-1040', effect, "Fang: hitting a marked hero, a Fealty token",
     "When an attack controlled by a player whose hero is Fang (or Fang, Dracai of Blades; or Cindra, Cindra, Dracai of Retribution, whose text says the same, card_texts_cindra_2.pl; its text read, not lost to Crush Confidence) hits (deals damage to) a hero who was marked as the hit happened (FAB-1037: the hit removes the mark, as part of the hit), a Fealty token is created in that player's arena (its id: the hero's id and \"-fealty\", numbered if taken). The Fealty token's own text is not read (FAB-119). A hit of an unmarked hero creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Fang: \"Whenever you hit a marked hero, create a Fealty token.\" CR 6.6 (a triggered effect acts on its event), 9.3.3 (the marked condition is removed as part of the hit event: the hero hit was a marked hero), 7.5.5 (an attack hits when it deals damage to a hero), 8.5.2 (create), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt; beside the hit that marks (FAB-1038), their order changes nothing.")).

%   fang_hero_hit(+S1, +S0, +Link, -S)//: Link's attack hit its defender,
%   marked in S0 (before the hit): a hero whose text creates a token on
%   such a hit creates it for the attacking player (FAB-1040).
fang_hero_hit(S1, S0, L, S) -->
    (   { Who = L.controller,
          marked(S0, L.defender),
          player(S0, Who, P),
          get_dict(hero, P, H),
          text_read_name(H, HName),
          card_text_read(HName, marked_hit_creates(Token)),
          \+ hero_abilities_lost(S0, Who),        % card_texts_bravo.pl (FAB-624)
          card_id(H, HId)
        }
    ->  fealty_made(Token, 'FAB-1040', marked_hit_token, Who, HId, S1, S)
    ;   { S = S1 }
    ).

message(event(marked_hit_token, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w (~w) hits a marked hero: ~w ~w token (~w) is created in ~w's arena"-[F.player, By, A, F.name, F.card, F.player] ].

rule('FAB-1041', effect, "Fang: with 3 or more Fealty tokens, dagger attacks cost 1 less to activate",
     "While a player whose hero is Fang (or Fang, Dracai of Blades; its text read, not lost to Crush Confidence) controls 3 or more Fealty tokens (in their arena), the attack abilities of their dagger weapons (a weapon with the subtype Dagger, Obsidian Fire Vein's) cost 1 resource point less to activate, never less than 0 (FAB-302 and FAB-303 count the cost so reduced). With 2 or fewer, the printed cost.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Fang: \"If you control 3 or more Fealty tokens, dagger attacks cost you {r} less to activate.\" CR 5.4.7 (a static ability with a condition applies while it holds), 5.2.1 and 5.1.6a (an activated ability's cost is calculated: effects that reduce it apply, never below zero), 1.4.3a (a weapon's attack is its attack ability's), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  fang_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   What Player's hero's text read here takes off the cost of Ability of
%   their Card (FAB-1041); card_texts_katsu_bravo.pl's activation_cost/5
%   calls it.

fang_ability_cost_less(S, P, C, Ab, Less) :-
    (   get_dict(effect, Ab, "attack"),
        card_type(C, "weapon"),
        dagger_attack(C),                       % card_texts_uzuri.pl
        get_dict(hero, P, H),
        text_read_name(H, HName),
        card_text_read(HName, dagger_attacks_cost_less_with_tokens(K, Token, N)),
        get_dict(name, P, Who),
        \+ hero_abilities_lost(S, Who),          % card_texts_bravo.pl (FAB-624)
        key_value(arena, P, [], Arena),
        aggregate_all(count, ( member(T, Arena), get_dict(name, T, Token) ), Count),
        Count >= K
    ->  Less = N
    ;   Less = 0
    ).

%!  fang_activated_text(+State0, +Player, +SourceId, +Ability, -State)// is det.
%
%   Player activated Ability of the card SourceId: an event says what
%   their hero's text read here took off its cost (FAB-1041).

fang_activated_text(S, Who, Id, Ab, S) -->
    (   { player(S, Who, P),
          once(( state_card(S, C), card_id(C, Id0), Id0 == Id )),
          fang_ability_cost_less(S, P, C, Ab, Less),
          Less > 0
        }
    ->  [ event('FAB-1041', dagger_attack_cost_reduced, _{player:Who, card:Id, amount:Less}) ]
    ;   []
    ).

message(event(dagger_attack_cost_reduced, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's attack costs ~d less: ~w controls 3 or more Fealty tokens (Fang)"-[L, F.amount, F.player] ].

rule('FAB-1042', effect, "Pledge Fealty creates a Fealty token; Affirm Loyalty and Endear Devotion with 2 or more Draconic chain links",
     "As Pledge Fealty (an instant) resolves, a Fealty token is created in its player's arena (its id: the card's id and \"-fealty\", numbered if taken). As Affirm Loyalty or Endear Devotion resolves with its target still legal (FAB-1031), if its player controls 2 or more Draconic chain links then (draconic_chain_link/2), a Fealty token is created likewise; with fewer, none. The Fealty token's own text is not read (FAB-119).",
     ruling("", "Pledge Fealty: \"Create a Fealty token.\"; Affirm Loyalty: \"Target dagger attack gets +2{p}. If you control 2 or more Draconic chain links, create a Fealty token.\"; Endear Devotion: \"Target dagger attack gets +3{p}. If you control ...\" CR 1.7.3b (a resolution ability's effect as the card resolves), 1.8.4 (a conditional effect: checked as it resolves), 5.3.2a (a layer whose targets are all illegal fails to resolve: none of its effects happen), 8.5.2 (create), 7.0.3c (a chain link's controller and talents), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   loyalty_token//5: Affirm Loyalty's and Endear Devotion's Fealty with
%   enough Draconic chain links (FAB-1042).
loyalty_token(S0, Who, C, Name, S) -->
    (   { card_text_read(Name, draconic_links_token(Min, Token)),
          draconic_links(S0, Who, D),
          D >= Min,
          card_id(C, Id)
        }
    ->  fealty_made(Token, 'FAB-1042', token_made, Who, Id, S0, S)
    ;   { S = S0 }
    ).

rule('FAB-1043', effect, "For the Dracai: attacking a marked hero, a Fealty token",
     "When For the Dracai becomes the attack of a new chain link and the defending hero is marked then (FAB-1037), a Fealty token is created in its player's arena (its id: the attack's id and \"-fealty\", numbered if taken). Attacking an unmarked hero, none. The Fealty token's own text is not read (FAB-119).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "For the Dracai: \"When this attacks a marked hero, create a Fealty token.\" CR 6.6 (a triggered effect acts on its event), 7.2.3 (the attack becomes attacking as its chain link opens), 9.3 (marked), 8.5.2 (create), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Flock of the Feather Walkers' (FAB-553).")).

%   dracai_attack_text(+S0, +Who, +Attack, -S)//: Attack's link just
%   opened against a marked hero: its text creates the token (FAB-1043).
dracai_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attacking_marked_creates(Token)),
          opponent(S0, Who, Def),
          marked(S0, Def),
          card_id(A, AId)
        }
    ->  fealty_made(Token, 'FAB-1043', marked_attack_token, Who, AId, S0, S)
    ;   { S = S0 }
    ).

message(event(marked_attack_token, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w attacks a marked hero: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

                 /*******************************
                 *      TOOTH OF THE DRAGON     *
                 *******************************/

rule('FAB-1044', effect, "Tooth of the Dragon: the next Draconic attack this turn gets +3 power",
     "When Tooth of the Dragon (an instant) resolves, its player's next Draconic attack this turn gets +3 power: an effect waits in the state's effects ({kind: next_draconic_attack_power, player, amount, source}) until an attack of that player that is Draconic becomes a chain link (its card or weapon has the Draconic talent, or an effect makes it Draconic as its link opens: Brand with Cinderclaw's, FAB-732), whose link then counts it (power_bonus). \"Next\" is the next attack played or activated after it resolves: an attack already on the stack below it (the effect's `after`, its id) does not get it, and the effect waits for a later one. Another attack leaves it waiting; it ends with the turn.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Tooth of the Dragon: \"Your next Draconic attack this turn gets +3{p}.\" CR 1.7.3b (a resolution ability's effect as the card resolves), 1.8.10 and 1.8.10a (your next attack: the next played, activated or otherwise coming under the player's control; one already played is not it), 2.11.6b (Draconic is a talent), 1.4.3a (a weapon's attack-proxy inherits its talents), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   stacked_attack(+S, -Id): an attack waits on S's stack (an attack
%   action card's layer, or a weapon's attack ability's): its id.
stacked_attack(S, Id) :-
    key_value(stack, S, [], Layers),
    member(L, Layers),
    (   layer_card(L, C), card_type(C, "attack action")
    ->  card_id(C, Id)
    ;   get_dict(effect, L, "attack"),
        get_dict(source, L, Id)
    ),
    !.

%   The attack A of Player is Draconic as its link opens: its talent, an
%   effect that made it so, or Player's effect that makes their next
%   attack Draconic, which it is about to use (FAB-732).
draconic_as_it_opens(S, Who, A) :-
    (   card_prop(A, talents, Ts), is_list(Ts), memberchk("Draconic", Ts)
    ->  true
    ;   made_draconic(S, A)                     % card_texts_fai.pl
    ->  true
    ;   card_id(A, AId),
        effects(S, Es),
        member(E, Es),
        next_draconic_effect(Who, AId, E)       % card_texts_fai.pl
    ->  true
    ).

%   tooth_taken(+S0, +Who, +Attack, -S)//: Attack's link just opened: a
%   Draconic attack uses up Who's Tooth of the Dragon effects made before
%   it was played, its link gets their power; an effect made after it
%   was played (`after`: its id) waits for the next attack (FAB-1044).
tooth_taken(S0, Who, A, S) -->
    { card_id(A, AId),
      effects(S0, Es0),
      partition(tooth_effect_of(Who), Es0, Mine, Rest),
      partition(tooth_usable, Mine, Usable, Waiting0),
      maplist(tooth_passed(AId), Waiting0, Waiting)
    },
    (   { Usable \== [],
          draconic_as_it_opens(S0, Who, A),
          foldl(grant_amount, Usable, 0, N),    % card_texts.pl
          append(Rest, Waiting, Es),
          active_link_replaced(S0.put(effects, Es), L0, L, S),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L = L0.put(power_bonus, B)
        }
    ->  [ event('FAB-1044', draconic_attack_power_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { Waiting == Waiting0 }
    ->  { S = S0 }
    ;   { append(Rest, Usable, Es1), append(Es1, Waiting, Es2), S = S0.put(effects, Es2) }
    ).

tooth_effect_of(Who, E) :-
    get_dict(kind, E, "next_draconic_attack_power"),
    get_dict(player, E, W), W == Who.

tooth_usable(E) :-
    \+ get_dict(after, E, _).

%   The attack the effect was made after opens its link: from now on the
%   effect waits for the next one.
tooth_passed(AId, E0, E) :-
    (   get_dict(after, E0, Id), Id == AId -> del_dict(after, E0, _, E) ; E = E0 ).

message(event(draconic_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next Draconic attack this turn gets +~d power"-[L, F.player, F.amount] ].
message(event(draconic_attack_power_applied, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w is ~w's next Draconic attack: +~d power (Tooth of the Dragon)"-[A, F.player, F.amount] ].
