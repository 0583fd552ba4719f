/*  Flesh and Blood: the texts of the Uzuri Blitz Deck's cards.

    Part of game.pl, included after card_texts_benji_blitz.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Stealth, a keyword that means nothing (FAB-710): Isolate's whole
      text beside its dominate, and the keyword of Infect, Sedate, Wither
      and Prowl;
    - the tokens a hit creates: Infect's Bloodrot Pox, Sedate's Inertia
      and Wither's Frailty under the hit hero's control, Destructive
      Deliberation's Ponder under its own player's (FAB-711);
    - Unmovable's +1 defense played from the arsenal (FAB-712, read as
      Springboard Somersault's, FAB-547);
    - Prowl: the next attack with stealth its player plays this combat
      chain gets +1 power (FAB-713);
    - Razor's Edge: a target attack action card with stealth gets +N
      power (FAB-714; the target rule is FAB-622's);
    - Sneak Attack's +4 power once its player has played or activated an
      attack reaction this chain link (FAB-718);
    - Humble: its hit takes the hero card's abilities until the end of
      their next turn (FAB-719, the effect FAB-624 reads);
    - Cut Down to Size: its hit discards a card of a hand of 4 or more
      (FAB-720; beside Pummel's discard, the order its player chooses
      where it matters, FAB-721);
    - Spider's Bite: its hit makes the attack action cards its target next
      defends with this turn defend with 1 less each (FAB-722);
    - Ironhide Legs: defending, its player may pay 1 for +2 defense and its
      destruction as the chain closes (FAB-723: the defend_pay choice);
    - Mask of Shifting Perspectives: for the turn, each dagger hit lets
      its player put a card of their hand on the bottom and draw (FAB-724,
      FAB-725: the dagger_hit_to_bottom choice);
    - Death Touch: not played from hand (FAB-715); its hit creates the
      token its player chooses under the hit hero's control (FAB-716,
      FAB-717: the hit_token choice, a mode move).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous ability_reading/1, ability_reading_resolved//5, rule_fact/4, closing_destroyer/5, card_text_read/2, message//1, legal_target/3, spec_words/2, targeted_rule/2, broken/4, moot/3,
   choice_action/2, choice_phase/2, pending_problem/4, choice_candidate/3, effect//4, choice_words//1,
   text_choice_words//2, move_words//3.

%   The texts read here (card_text_read/2):
%
%       stealth                 Isolate, Infect, Sedate, Wither, Prowl:
%                               "Stealth" (FAB-710)
%       hit_creates_token(Whose, Token)   Infect: "When this hits a hero,
%                               create a Bloodrot Pox token under their
%                               control." (Sedate: an Inertia; Wither: a
%                               Frailty; Whose `their`); Destructive
%                               Deliberation: "When this hits a hero,
%                               create a Ponder token." (Whose `yours`;
%                               FAB-711)
%       defense_from_arsenal(N)  Unmovable: "If Unmovable is played from
%                               arsenal, it gains +1{d}." (FAB-712;
%                               card_texts.pl's reading, FAB-547)
%       next_stealth_attack_power(N)   Prowl: "The next attack with
%                               stealth you play this combat chain gains
%                               +1{p}." (FAB-713)
%       target_gains_power(play, stealth_attack_action_card, per_pitch(Ns))
%                               Razor's Edge: "Target attack action card
%                               with stealth gets +3{p}." (+2 yellow, +1
%                               blue; FAB-714, card_texts_katsu_bravo.pl's
%                               targets, FAB-622)
%       power_after_attack_reaction(N)   Sneak Attack: "If you've played
%                               or activated an attack reaction this chain
%                               link, Sneak Attack has +4{p}." (FAB-718)
%       hit_hero_loses_abilities   Humble: "When this hits a hero, they
%                               lose all hero card abilities until the end
%                               of their next turn." (FAB-719; the effect
%                               of Crush Confidence's crush, FAB-624)
%       hit_discard_if_hand_at_least(K)   Cut Down to Size: "When this
%                               hits a hero, if they have 4 or more cards
%                               in hand, they discard a card." (FAB-720,
%                               FAB-721; the discard is FAB-628's)
%       hit_next_attack_action_defenders_less(N)   Spider's Bite: "When
%                               this hits a hero, the next time they
%                               defend with 1 or more attack action cards
%                               this turn, those cards have -1{d} while
%                               defending." (FAB-722; its attack, go again
%                               and piercing are the card data's)
%       defend_pay_defense(Cost, N)   Ironhide Legs: "When you defend with
%                               Ironhide Legs, you may pay {r}. If you do,
%                               it gains +2{d} and 'When the combat chain
%                               closes, destroy Ironhide Legs.'" (FAB-723:
%                               the defend_pay choice, a pay or decline
%                               move)
%       ability_dagger_hit_to_bottom   Mask of Shifting Perspectives:
%                               "Attack Reaction - Destroy Mask of Shifting
%                               Perspectives: Whenever a dagger hits this
%                               turn, you may put a card from your hand on
%                               the bottom of your deck. If you do, draw a
%                               card." (FAB-724, FAB-725: the
%                               dagger_hit_to_bottom choice, a bottom move)
%       not_played_from_hand    Death Touch: "Death Touch can't be played
%                               from hand." (FAB-715)
%       hit_creates_token_of(their, Tokens)   Death Touch: "When this hits
%                               a hero, create a Frailty, Inertia, or
%                               Bloodrot Pox token under their control."
%                               (FAB-716, FAB-717: the hit_token choice, a
%                               mode move)

card_text_read("Isolate", stealth).
card_text_read("Infect", stealth).
card_text_read("Infect", hit_creates_token(their, "Bloodrot Pox")).
card_text_read("Sedate", stealth).
card_text_read("Sedate", hit_creates_token(their, "Inertia")).
card_text_read("Wither", stealth).
card_text_read("Wither", hit_creates_token(their, "Frailty")).
card_text_read("Destructive Deliberation", hit_creates_token(yours, "Ponder")).
card_text_read("Unmovable", defense_from_arsenal(1)).
card_text_read("Prowl", stealth).
card_text_read("Prowl", next_stealth_attack_power(1)).
card_text_read("Razor's Edge", target_gains_power(play, stealth_attack_action_card, per_pitch([3, 2, 1]))).
card_text_read("Death Touch", not_played_from_hand).
card_text_read("Sneak Attack", power_after_attack_reaction(4)).
card_text_read("Humble", hit_hero_loses_abilities).
card_text_read("Mask of Shifting Perspectives", ability_dagger_hit_to_bottom).
card_text_read("Ironhide Legs", defend_pay_defense(1, 2)).
card_text_read("Spider's Bite", hit_next_attack_action_defenders_less(1)).
card_text_read("Cut Down to Size", hit_discard_if_hand_at_least(4)).
card_text_read("Death Touch", hit_creates_token_of(their, ["Frailty", "Inertia", "Bloodrot Pox"])).

                 /*******************************
                 *            STEALTH           *
                 *******************************/

rule('FAB-710', effect, "Stealth means nothing of its own",
     "Stealth is a keyword with no effect of its own: an attack with stealth is attacked with, defended and resolved as any other, and only the texts that name it (Razor's Edge, Prowl, Uzuri) read it; as such an attack becomes a chain link, an event says so. Isolate's text is stealth and dominate, which FAB-508 reads; Infect, Sedate, Wither and Prowl have stealth beside the texts read for them.",
     ruling("", "CR 8.3.24 (Stealth is an ability that means nothing), 8.3.4 (dominate), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  stealth_noted(+Player, +Attack)// is det.
%
%   Attack, whose text read here has stealth, just became a chain link:
%   an event says stealth does nothing of its own (FAB-710).

stealth_noted(Who, A) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, stealth),
          card_id(A, AId)
        }
    ->  [ event('FAB-710', stealth_means_nothing, _{player:Who, attack:AId}) ]
    ;   []
    ).

message(event(stealth_means_nothing, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks with stealth, which means nothing of its own (CR 8.3.24)"-[L] ].

%!  has_stealth(+Card) is semidet.
%
%   Card has stealth (FAB-710): its keyword abilities (the state's, or
%   the card data's) name it.

has_stealth(C) :-
    card_keyword(C, "Stealth", _).              % cards.pl

                 /*******************************
                 *      TOKENS A HIT CREATES    *
                 *******************************/

rule('FAB-711', effect, "Infect, Sedate, Wither, Destructive Deliberation: a hit creates a token",
     "When Infect, Sedate or Wither hits a hero (deals damage to the defending hero in the damage step), a token is created in that hero's player's arena, under their control: a Bloodrot Pox (Infect), an Inertia (Sedate) or a Frailty (Wither); when Destructive Deliberation hits, a Ponder token is created in its own controller's arena. The token's id is the attack's id and the token's name (\"-bloodrot-pox\", numbered if that is taken); it then does what the vocabulary of permanents says at the beginning of its controller's end phase (FAB-212, FAB-213, FAB-530, CR 8.6.17). An attack that deals no damage creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Infect: \"When this hits a hero, create a Bloodrot Pox token under their control.\" Sedate: \"... an Inertia token ...\"; Wither: \"... a Frailty token ...\"; Destructive Deliberation: \"When this hits a hero, create a Ponder token.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.2 (create: the token is produced in the arena), 1.3.2b and 8.6 (tokens: Bloodrot Pox 8.6.19, Inertia 8.6.21, Frailty 8.6.20, Ponder 8.6.17), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Whelming Gustwave's draw (FAB-593): its effect touches nothing another hit effect touches, so no order of theirs decides anything.")).

%!  hit_token(+Link, +Attack, -Player, -Token:string) is semidet.
%
%   Attack, Link's, hitting a hero creates a Token under Player's control
%   (FAB-711): the defending player's for `their`, the attacker's for
%   `yours`.

hit_token(L, A, Who, Token) :-
    text_read_name(A, Name),
    card_text_read(Name, hit_creates_token(Whose, Token)),
    (   Whose == their -> Who = L.defender ; Who = L.controller ).

%!  uzuri_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: what its text read here does
%   then (FAB-711).

uzuri_hit_text(S0, L, A, S) -->
    gained_hit_tokens(S0, L, S0b),              % card_texts_arakni.pl (FAB-800)
    humble_hit(S0b, L, A, S0a),
    spider_bite_hit(S0a, L, A, S1),
    cut_down_hit(S1, L, A, S2),                 % FAB-720: it may leave a choice
    uzuri_token_hit(S2, L, A, S3a),             % FAB-716: it may leave a choice
    granted_token_ask(S3a, S3),                 % card_texts_arakni.pl (FAB-803): it may leave a choice
    mask_dagger_hit(S3, L, A, S).               % FAB-724: it may leave a choice

uzuri_token_hit(S0, L, A, S) -->
    (   { hit_token_choices(A, _, _) }
    ->  death_touch_hit(S0, L, A, S)            % FAB-716: it may leave a choice
    ;   { hit_token(L, A, Who, Token),
          card_id(A, AId),
          tokens_created(AId, L.controller, Who, [Token], S0, S, [TId], More),   % tokens_created.pl
          id_text_rule(S0, AId, 'FAB-711', Rule)   % card_texts_kassai.pl (Performance Bonus)
        }
    ->  [ event(Rule, hit_token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
        tokens_more_made(L.controller, AId, More)
    ;   { S = S0 }
    ).

%   The words of hit_token_created: card_texts_oldhim.pl (one message an event).

                 /*******************************
                 *           UNMOVABLE          *
                 *******************************/

rule('FAB-712', effect, "Unmovable from the arsenal: +1 defense",
     "Unmovable, played from the arsenal, gains +1 defense as it resolves onto the active chain link: the link's defense_bonus counts it with the defending cards' (FAB-507), as Springboard Somersault's +2 (FAB-547). Played from hand it has its printed defense.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Unmovable: \"If Unmovable is played from arsenal, it gains +1{d}.\" CR 3.3.4 (cards in the arsenal may be played), 2.3.3 (effects modify defense), 8.1.3b (a defense reaction resolves as a defending card of the active chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  arsenal_defense_rule(+Name:string, -Rule:atom) is det.
%
%   The rule of the defense the card Name gains played from the arsenal
%   (card_texts.pl's defense_reaction_text//5): Unmovable's FAB-712,
%   Springboard Somersault's FAB-547.

arsenal_defense_rule(Name, Rule) :-
    (   Name == "Unmovable" -> Rule = 'FAB-712' ; Rule = 'FAB-547' ).

                 /*******************************
                 *             PROWL            *
                 *******************************/

rule('FAB-713', effect, "Prowl: the next attack with stealth its player plays this combat chain gets +1 power",
     "As Prowl resolves and becomes a chain link, an effect waits in the state's effects for its player's next attack with stealth (kind next_attack_power, amount 1, keyword Stealth, lasts combat_chain): as an attack action card with stealth that player plays becomes a chain link, it gets +1 power (FAB-505) and the effect is used up; an attack without stealth leaves it waiting, and it ends as the combat chain closes. Prowl's own link has already taken the effects waiting for it, so Prowl gives itself nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Prowl: \"Stealth. The next attack with stealth you play this combat chain gains +1{p}.\" CR 1.7.3b (a resolution ability generates its effect as its card resolves: an attack action card resolves onto the combat chain, 7.2.3), 1.8.10 (your next attack: the next that comes under the player's control), 8.3.24 (stealth), 7.0.3 (this combat chain: until it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck applies the effect as the next attack with stealth resolves onto the chain (FAB-505): an action card is played only with an empty stack (CR 8.1.1a), so no other attack comes between its play and its link.")).

%!  uzuri_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effect its text read here makes
%   then (FAB-713).

uzuri_attack_text(S00, Who, A, S) -->
    stealth_noted(Who, A),
    { arakni_attack_text(S00, Who, A, S01) },   % card_texts_arakni.pl (FAB-801)
    toxic_attack_text(S01, Who, A, S0),         % card_texts_arakni.pl (FAB-803)
    (   { text_read_name(A, Name),
          card_text_read(Name, next_stealth_attack_power(N)),
          card_id(A, AId),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:AId,
                           keyword:"Stealth", lasts:"combat_chain"}, S)
        }
    ->  [ event('FAB-713', stealth_attack_effect_made, _{player:Who, card:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  keyword_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   The next-attack Effect applies to Attack as far as its keyword goes:
%   it names none, or Attack has it (Prowl's stealth, FAB-713).

keyword_effect_fits_attack(E, A) :-
    (   get_dict(keyword, E, Keyword)
    ->  card_keyword(A, Keyword, _)
    ;   true
    ).

message(event(stealth_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the next attack with stealth ~w plays this combat chain gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *          RAZOR'S EDGE        *
                 *******************************/

rule('FAB-714', effect, "Razor's Edge: +N power to a target attack action card with stealth",
     "Razor's Edge (an attack reaction) targets an attack action card with stealth on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622); without one it cannot be played. As it resolves, the target, if still legal, gets +3 power (red; +2 yellow, +1 blue): the chain link it attacks on counts it; a defending card's power changes nothing. If the target is no longer legal, nothing happens.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Razor's Edge: \"Target attack action card with stealth gets +3{p}.\" (+2{p} yellow, +1{p} blue) CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 8.3.24 (stealth), 5.1.5 (a card whose parameters are illegal cannot be played), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

legal_target(S, stealth_attack_action_card, Id) :-
    target_object(S, C),                        % card_texts_katsu_bravo.pl (FAB-622)
    card_type(C, "attack action"),
    has_stealth(C),
    card_id(C, Id).

spec_words(stealth_attack_action_card, "an attack action card with stealth").

%   The rule Razor's Edge's power event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-714') :-
    text_read_name(C, Name),
    card_text_read(Name, target_gains_power(play, stealth_attack_action_card, _)),
    \+ card_text_read(Name, target_gains_hit_token(_)).     % Spike with Bloodrot's FAB-800

                 /*******************************
                 *          DEATH TOUCH         *
                 *******************************/

rule('FAB-715', constraint, "Death Touch can't be played from hand",
     "A card whose text says it can't be played from hand (Death Touch, Virulent Touch, its text read) is not played from its player's hand: a play move naming it from the hand breaks this rule. From the arsenal it is played as any attack action card.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Death Touch: \"Death Touch can't be played from hand.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 1.0.2a (a restriction), 5.1.5 (a card is checked as legal to play before any cost is paid: an effect that prevents it makes it illegal), 3.3.4 (cards in the arsenal may be played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  not_playable_from_hand(+Card) is semidet.
%
%   Card's text, read here, forbids playing it from hand (FAB-715).

not_playable_from_hand(C) :-
    text_read_name(C, Name),
    card_text_read(Name, not_played_from_hand).

broken('FAB-715', S, M, played_from_hand_forbidden(C)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "hand"),
    player(S, M.player, P),
    card_in(P, hand, M.card, C),
    not_playable_from_hand(C).

moot('FAB-715', S, M) :-
    \+ ( get_dict(from, M, "hand"),
         player(S, M.player, P),
         card_in(P, hand, M.card, C),
         not_playable_from_hand(C) ).

message(played_from_hand_forbidden(C)) -->
    { card_label(C, L) },
    [ "~w says it can't be played from hand (it may be played from the arsenal)"-[L] ].

rule('FAB-716', effect, "Death Touch: a hit creates a Frailty, Inertia or Bloodrot Pox token of its player's choice under the hit hero's control",
     "When Death Touch hits (deals damage to the defending hero in the damage step), its controller chooses one of Frailty, Inertia and Bloodrot Pox, and that token is created in the hit hero's player's arena, under their control (its id: the attack's id and the token's name). The position waits for the choice (the pending choice hit_token, its player the attacker, its source the attack): a mode move names the token by its place in the text (1 Frailty, 2 Inertia, 3 Bloodrot Pox; FAB-717). What else the hit sets off (Katsu's effect, a reveal) follows the answer. An attack that deals no damage creates none. Not read: where another choice already waits as it hits, no token is asked and none is created.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Death Touch: \"When this hits a hero, create a Frailty, Inertia, or Bloodrot Pox token under their control.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.8.6 (the player who controls the effect makes its choices), 8.5.2 (create), 8.6.19, 8.6.20, 8.6.21 (Bloodrot Pox, Frailty, Inertia), 6.6.6b (triggered-layers created at once are ordered by their controller), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, asking the token as a move of its own, as it asks Twin Twisters' mode (FAB-666).")).

rule('FAB-717', constraint, "The token chosen for Death Touch's hit is one its text names",
     "A mode move answers the hit_token choice (FAB-716): its mode is 1, 2 or 3, the place in Death Touch's text of the token chosen (Frailty, Inertia, Bloodrot Pox).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Death Touch: \"... create a Frailty, Inertia, or Bloodrot Pox token ...\" CR 1.8.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hit_token_choices(+Attack, -Whose, -Tokens:list) is semidet.
%
%   Attack's text, read here, creates one of Tokens, its player's choice,
%   when it hits a hero (FAB-716).

hit_token_choices(A, Whose, Tokens) :-
    text_read_name(A, Name),
    card_text_read(Name, hit_creates_token_of(Whose, Tokens)).

%   death_touch_hit(+S0, +Link, +Attack, -S)//: Attack, of the active
%   chain Link, hit: the token choice waits (FAB-716).
death_touch_hit(S0, L, A, S) -->
    (   { hit_token_choices(A, _, _),
          \+ game_over(S0, _),
          \+ pending(S0, _),
          card_id(A, AId)
        }
    ->  { S = S0.put(pending, _{choice:"hit_token", player:L.controller, controller:L.controller, source:A}) },
        [ event('FAB-716', hit_token_waits, _{player:L.controller, by:AId}) ]
    ;   { S = S0 }
    ).

choice_action("hit_token", "mode").
choice_phase("hit_token", "action").

pending_problem(S, Pd, [source], no_hit_to_choose_a_token_for(P)) :-   % FAB-716
    Pd.choice == "hit_token",
    get_dict(player, Pd, P),
    \+ ( chain_step(S, "damage"),
         active_link(S, L),
         L.controller == P,
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId,
         (   hit_token_choices(A, _, _)
         ;   get_dict(tokens, Pd, _)             % card_texts_arakni.pl: Toxic Tips (FAB-803)
         ) ).

broken('FAB-717', S, M, no_such_token(Mode, Tokens)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "hit_token",
    get_dict(mode, M, Mode),
    pending_hit_tokens(Pd, _, Tokens),          % card_texts_arakni.pl
    length(Tokens, N),
    \+ ( integer(Mode), Mode >= 1, Mode =< N ).

moot('FAB-717', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hit_token" ).
moot('FAB-667', S, _) :-
    pending(S, Pd),
    Pd.choice == "hit_token".

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hit_token",
      choice_answered(S0, S1),
      A = Pd.source,
      pending_hit_tokens(Pd, Whose, Tokens),    % card_texts_arakni.pl
      nth1(M.mode, Tokens, Token),
      active_link(S1, L),
      (   Whose == their -> Who = L.defender ; Who = L.controller ),
      card_id(A, AId),
      tokens_created(AId, L.controller, Who, [Token], S1, S2, [TId], More)   % tokens_created.pl
    },
    [ event('FAB-716', hit_token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
    tokens_more_made(L.controller, AId, More),
    hit_token_continued(S2, S).                 % card_texts_arakni.pl: Toxic Tips' token, then Katsu's

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "hit_token",
    Who = Pd.player,
    pending_hit_tokens(Pd, _, Tokens),          % card_texts_arakni.pl
    length(Tokens, N),
    between(1, N, Mode).

message(event(hit_token_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w chooses the token it creates under the hit hero's control (a mode move: 1, Frailty; 2, Inertia; 3, Bloodrot Pox)"-[By, F.player] ].
message(no_such_token(Mode, Tokens)) -->
    { length(Tokens, N), atomic_list_concat(Tokens, ", ", T) },
    [ "the hit creates one of ~d tokens (~w), numbered 1 to ~d; ~w is none of them"-[N, T, N, Mode] ].
message(no_hit_to_choose_a_token_for(P)) -->
    [ "the choice's source is not the attack of the active chain link, ~w's, in its damage step, whose hit creates a token of their choice: no token waits"-[P] ].
message(no_choice_waits("hit_token")) -->
    [ "no token choice waits: a mode move answers a hit that creates a token of its player's choice (Death Touch, Toxic Tips)" ].

move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "hit_token", card_label(Pd.source, Src) },
    (   { pending_hit_tokens(Pd, _, Tokens), integer(M.mode), nth1(M.mode, Tokens, Token) }
    ->  [ M.player, " chooses the ", Token, " token for the hit of ", Src ]
    ;   [ M.player, " chooses token ", M.mode, " for the hit of ", Src ]
    ).

choice_words("hit_token") --> [ "the token the attack's hit creates (a mode move)" ].
text_choice_words("hit_token", Source) -->
    [ "the token ~w's hit creates (mode)"-[Source] ].

                 /*******************************
                 *          SNEAK ATTACK        *
                 *******************************/

rule('FAB-718', effect, "Sneak Attack: +4 power once its player has played or activated an attack reaction this chain link",
     "While Sneak Attack attacks on the active chain link, once its controller has played an attack reaction card or activated an attack reaction ability on that link (as it is played or activated, before it resolves), it has +4 power: the chain link records it (attack_reaction: true, kept where the attack's text reads it) and the damage counts it. Without one it has its printed power. A position written by hand says so in the link's attack_reaction (default false: none played).",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Sneak Attack: \"If you've played or activated an attack reaction this chain link, Sneak Attack has +4{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 5.1 (a card is played as it is put on the stack; 5.2: an ability is activated likewise), 7.4.2a and 8.1.2a (attack reactions, played or activated by the attacking hero's player in the reaction step), 7.0.4 (a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  attack_reaction_noted(+State0, +Player, +Type, -State) is det.
%
%   Player played a card, or activated an ability, of Type: an attack
%   reaction, on the active chain link whose attack is Player's and reads
%   it (Sneak Attack), or whose defending player holds a card that reads
%   it (Bloodrot Trap, FAB-802), is recorded there (attack_reaction,
%   FAB-718).

attack_reaction_noted(S0, Who, T, S) :-
    (   T == "attack reaction",
        chain_open(S0),
        Chain0 = S0.chain,
        once(append(Links0, [L0], Chain0.links)),
        L0.controller == Who,
        reaction_read(S0, L0),                  % card_texts_arakni.pl: Sneak Attack, Bloodrot Trap (FAB-802)
        \+ get_dict(attack_reaction, L0, true)
    ->  append(Links0, [L0.put(attack_reaction, true)], Links),
        S1 = S0.put(chain, Chain0.put(links, Links))
    ;   S1 = S0
    ),
    attack_reactions_counted(S1, Who, T, S).    % card_texts_nuu.pl: Double Trouble (FAB-1100)

%!  uzuri_power_bonus(+Link, -Bonus:integer) is det.
%
%   What the text of Link's attack read here adds to its power now
%   (FAB-718).

uzuri_power_bonus(L, B) :-
    (   get_dict(attack_reaction, L, true),
        link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, power_after_attack_reaction(N))
    ->  B = N
    ;   B = 0
    ).

%!  uzuri_power_applied(+Link, +Bonus:integer)// is det.
%
%   As Link's damage is dealt with Bonus power from its attack's text
%   read here (uzuri_power_bonus/2), an event says so (FAB-718).

uzuri_power_applied(L, B) -->
    (   { B > 0, link_attack(L, A), card_id(A, AId) }
    ->  [ event('FAB-718', attack_reaction_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
    ;   []
    ).

message(event(attack_reaction_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: ~w has played or activated an attack reaction this chain link"-[L, F.amount, F.player] ].

                 /*******************************
                 *             HUMBLE           *
                 *******************************/

rule('FAB-719', effect, "Humble: a hit takes the hero card's abilities until the end of that player's next turn",
     "When Humble hits (deals damage to the defending hero in the damage step), an effect lasts from then until the end of that player's next turn ({kind: hero_loses_abilities, lasts: their_next_turn}, the effect of Crush Confidence's crush, FAB-624; FAB-206 keeps it as the turn ends): their hero card has no effects and no activated abilities (FAB-625), and the texts of the hero rulecheck reads do nothing meanwhile. Its life, intellect and name stay. An attack that deals no damage does nothing.",
     ruling("Ваш хід закінчується, і ваш супротивник починає свій хід.",
            "Humble: \"When this hits a hero, they lose all hero card abilities until the end of their next turn.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.7.4 (an ability is functional only while its source has it), 4.4.4 (effects end with their duration), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads \"hero card abilities\" as Crush Confidence's (FAB-624) and resolves the triggered-layer at once, as the damage is dealt.")).

%   humble_hit(+S0, +Link, +Attack, -S)//: Attack, of the active chain
%   Link, hit: the defending hero card loses its abilities until the end
%   of their next turn (FAB-719).
humble_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_hero_loses_abilities),
          Def = L.defender,
          card_id(A, AId),
          add_effect(S0, _{kind:"hero_loses_abilities", player:Def, source:AId, lasts:"their_next_turn"}, S)
        }
    ->  [ event('FAB-719', hit_hero_abilities_lost, _{player:Def, by:AId}) ]
    ;   { S = S0 }
    ).

message(event(hit_hero_abilities_lost, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w's hero card loses all its abilities until the end of their next turn"-[By, F.player] ].

                 /*******************************
                 *        CUT DOWN TO SIZE      *
                 *******************************/

rule('FAB-720', effect, "Cut Down to Size: a hit discards a card of a hand of 4 or more",
     "When Cut Down to Size hits (deals damage to the defending hero in the damage step), if that hero's player has 4 or more cards in hand, they discard a card: the one card of a kind, or copies of one card, at once; else the position waits for their choice (the pending choice hit_discard, FAB-628's, answered by a discard move, FAB-536). With 3 or fewer it does nothing. Where Pummel gave the same attack \"If this hits a hero, they discard a card\" (the link's hit_discard, FAB-628), both trigger on the hit and their controller orders them: with 5 or more cards in hand both discard, whatever the order (Cut Down to Size's first; the choice's hit_discard says the second follows the answer); with exactly 4 the order decides whether Cut Down to Size's still finds 4, so the position waits for the attacker's choice (the pending choice discard_order, a mode move: 1, Cut Down to Size's discard first, then Pummel's; 2, Pummel's first, after which the hand holds 3 and Cut Down to Size's does nothing; FAB-721); with 3 or fewer only Pummel's discards. Not read: where another choice already waits as it hits, it discards nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Cut Down to Size: \"When this hits a hero, if they have 4 or more cards in hand, they discard a card.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6.1c (the trigger condition is the hit; the condition of the effect, 4 or more cards in hand, is checked as the layer resolves), 6.6.6b (triggered-layers created at once are added in the order their controller chooses: the last added resolves first), 8.5.5 (discard: the player who discards chooses the card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layers as the hit happens, asking their order only where it changes what happens.")).

rule('FAB-721', constraint, "The order of Cut Down to Size's and Pummel's discards is one of the two",
     "A mode move answers the discard_order choice (FAB-720): its mode is 1 (Cut Down to Size's discard first) or 2 (Pummel's first).",
     ruling("",
            "CR 6.6.6b (a player adds their triggered-layers in the order they choose), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cut_down_discards(+State, +Link, +Attack, -Hand:integer) is semidet.
%
%   Attack, Link's, has Cut Down to Size's text: as it hits, the
%   defending player has Hand cards in hand (FAB-720).

cut_down_discards(S, L, A, Hand) :-
    text_read_name(A, Name),
    card_text_read(Name, hit_discard_if_hand_at_least(_)),
    player(S, L.defender, P),
    length(P.hand, Hand).

%   cut_down_hit(+S0, +Link, +Attack, -S)//: Attack, of the active chain
%   Link, hit: Cut Down to Size's discard, or the order of its discard and
%   Pummel's, waits (FAB-720).
cut_down_hit(S0, L, A, S) -->
    (   { cut_down_discards(S0, L, A, Hand),
          text_read_name(A, Name),
          card_text_read(Name, hit_discard_if_hand_at_least(K)),
          card_id(A, AId),
          Def = L.defender,
          (   get_dict(hit_discard, L, true) -> Pummel = true ; Pummel = false )
        }
    ->  (   { Hand < K }
        ->  { S = S0 },
            [ event('FAB-720', cut_down_no_discard, _{player:Def, by:AId, hand:Hand}) ]
        ;   { game_over(S0, _) ; pending(S0, _) }
        ->  { S = S0 }
        ;   { Pummel == true, Hand =:= K }
        ->  { S = S0.put(pending, _{choice:"discard_order", player:L.controller, controller:L.controller, source:A}) },
            [ event('FAB-720', discard_order_waits, _{player:L.controller, by:AId}) ]
        ;   [ event('FAB-720', cut_down_discards, _{player:Def, by:AId, hand:Hand}) ],
            cut_down_discard(S0, L, A, Pummel, S)
        )
    ;   { S = S0 }
    ).

%   cut_down_discard(+S0, +Link, +Attack, +Pummel, -S)//: Cut Down to
%   Size's discard, first (FAB-628's); Pummel's, where it has one, follows:
%   at once after a discard that needed no choice (hit_discard_text//4 as
%   the hit's texts go on), or after the answer (the choice's hit_discard).
cut_down_discard(S0, L, A, Pummel, S) -->
    hit_discard_text(S0, L.put(hit_discard, true), A, S1),   % card_texts_bravo.pl
    {   Pummel == true,
        pending(S1, Pd),
        Pd.choice == "hit_discard"
    ->  S = S1.put(pending, Pd.put(hit_discard, true))
    ;   S = S1
    }.

%!  second_discard(+State0, +Choice, -State)// is det.
%
%   The hit_discard Choice answered: where it says the same hit's second
%   discard follows (hit_discard), Pummel's discard resolves (FAB-720).

second_discard(S0, Pd, S) -->
    (   { get_dict(hit_discard, Pd, true),
          active_link(S0, L),
          link_attack(L, A)
        }
    ->  hit_discard_text(S0, L.put(hit_discard, true), A, S)
    ;   { S = S0 }
    ).

choice_action("discard_order", "mode").
choice_phase("discard_order", "action").

pending_problem(S, Pd, [source], no_discards_to_order(P)) :-   % FAB-720
    Pd.choice == "discard_order",
    get_dict(player, Pd, P),
    \+ ( chain_step(S, "damage"),
         active_link(S, L),
         L.controller == P,
         get_dict(hit_discard, L, true),
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId,
         cut_down_discards(S, L, A, _) ).

broken('FAB-721', S, M, no_such_order(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "discard_order",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-721', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "discard_order" ).
moot('FAB-667', S, _) :-
    pending(S, Pd),
    Pd.choice == "discard_order".

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "discard_order",
      choice_answered(S0, S1),
      active_link(S1, L),
      link_attack(L, A),
      card_id(A, AId)
    },
    (   { M.mode == 1 }
    ->  [ event('FAB-720', cut_down_first, _{player:M.player, by:AId}) ],
        { player(S1, L.defender, P), length(P.hand, Hand) },
        [ event('FAB-720', cut_down_discards, _{player:L.defender, by:AId, hand:Hand}) ],
        cut_down_discard(S1, L, A, true, S2),
        (   { pending(S2, _) }
        ->  { S = S2 }
        ;   hit_discard_text(S2, L, A, S3),     % Pummel's, at once
            hit_texts_after(S3, S)
        )
    ;   [ event('FAB-720', pummel_discard_first, _{player:M.player, by:AId}) ],
        hit_discard_text(S1, L, A, S2),
        hit_texts_after(S2, S)
    ).

%   What else the hit sets off (Katsu's effect) follows, unless a discard
%   waits (card_texts_katsu_blitz.pl).
hit_texts_after(S0, S) -->
    (   { pending(S0, _) } -> { S = S0 } ; hit_texts_resumed(S0, S) ).

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "discard_order",
    Who = Pd.player,
    between(1, 2, Mode).

message(event(cut_down_no_discard, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has ~d card(s) in hand, fewer than 4, and discards nothing"-[By, F.player, F.hand] ].
message(event(cut_down_discards, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has ~d cards in hand, 4 or more, and discards a card"-[By, F.player, F.hand] ].
message(event(discard_order_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits with Pummel's discard too, and the hand holds 4 cards: ~w orders the two discards (a mode move: 1, Cut Down to Size's first, then Pummel's; 2, Pummel's first, after which Cut Down to Size's finds 3 cards and does nothing)"-[By, F.player] ].
message(event(cut_down_first, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w orders ~w's own discard first, then Pummel's"-[F.player, By] ].
message(event(pummel_discard_first, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w orders Pummel's discard first: then ~w's finds 3 cards in hand and does nothing"-[F.player, By] ].
message(no_such_order(Mode)) -->
    [ "the two discards are ordered by mode 1 (Cut Down to Size's first) or 2 (Pummel's first); ~w is neither"-[Mode] ].
message(no_discards_to_order(P)) -->
    [ "the choice's source is not the attack of the active chain link, ~w's, in its damage step, with Cut Down to Size's text and Pummel's discard: no order waits"-[P] ].
message(no_choice_waits("discard_order")) -->
    [ "no order of discards waits: a mode move answers Cut Down to Size's hit beside Pummel's discard" ].

move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "discard_order", card_label(Pd.source, Src) },
    (   { M.mode == 1 }
    ->  [ M.player, " orders the discard of ", Src, " first, then Pummel's" ]
    ;   { M.mode == 2 }
    ->  [ M.player, " orders Pummel's discard first, then that of ", Src ]
    ;   [ M.player, " orders the discards of ", Src, " by ", M.mode ]
    ).

choice_words("discard_order") --> [ "the order of Cut Down to Size's and Pummel's discards (a mode move)" ].
text_choice_words("discard_order", Source) -->
    [ "the order of the discards ~w's hit sets off (mode)"-[Source] ].

                 /*******************************
                 *          SPIDER'S BITE       *
                 *******************************/

rule('FAB-722', effect, "Spider's Bite: a hit makes the attack action cards its target next defends with this turn defend with 1 less each",
     "When Spider's Bite hits (its attack deals damage to the defending hero in the damage step), an effect waits in the state's effects for the rest of the turn ({kind: next_defend_attack_action_cards, player: the hit hero's, amount: 1, source}). The next time that player defends with one or more attack action cards this turn (declared as defending cards in a defend step), the effect is used up: each of those cards has 1 less defense while it defends (never below 0: the chain link's defense_bonus counts it). Defending with no attack action card (equipment, other cards, a defense reaction) leaves it waiting; it ends with the turn. Its attack ability, go again and piercing 1 are the card data's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Spider's Bite: \"Once per Turn Action - {r}{r}: Attack. Go again. Piercing 1. When this hits a hero, the next time they defend with 1 or more attack action cards this turn, those cards have -1{d} while defending.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6.3 (a delayed-triggered effect, \"the next time\", with its duration), 7.3.2 (defending cards are declared in the defend step), 2.3.3 and 2.0.3c (an effect modifies defense; a value is never below 0), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the hit's triggered-layer at once, as the damage is dealt.")).

%   spider_bite_hit(+S0, +Link, +Attack, -S)//: Attack, of the active chain
%   Link, hit: the effect on the hit hero's next attack action card
%   defenders waits (FAB-722).
spider_bite_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_next_attack_action_defenders_less(N)),
          Def = L.defender,
          card_id(A, AId),
          add_effect(S0, _{kind:"next_defend_attack_action_cards", player:Def, amount:N, source:AId}, S)
        }
    ->  [ event('FAB-722', defenders_weakened_effect_made, _{player:Def, by:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  uzuri_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending the active chain link: the texts
%   read here on it (FAB-722, FAB-723).

uzuri_defend_text(S0, Who, Cards, S) -->
    attack_action_cards_defended(S0, Who, Cards, S1),
    ironhide_defended(S1, Who, Cards, S).

%!  attack_action_cards_defended(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending the active chain link: if one or
%   more are attack action cards, the effects waiting for their next
%   attack action card defenders are used up, each such card losing
%   their amount of its defense while it defends (FAB-722).

attack_action_cards_defended(S0, Who, Cards, S) -->
    (   { include([C]>>card_type(C, "attack action"), Cards, AACs),
          AACs \== [],
          effects(S0, Es0),
          partition(weakening_effect_of(Who), Es0, [E|Es], Rest),
          foldl(defense_bonus, [E|Es], 0, Less),   % triggers.pl
          foldl(defense_lost(Less), AACs, 0, Lost),
          S1 = S0.put(effects, Rest),
          active_link_replaced(S1, L0, Replaced, S),
          key_value(defense_bonus, L0, 0, B0),
          B is B0 - Lost,
          Replaced = L0.put(defense_bonus, B),
          maplist(card_id, AACs, Ids),
          maplist([X, Src]>>key_value(source, X, "", Src), [E|Es], Sources)
        }
    ->  [ event('FAB-722', defenders_weakened, _{player:Who, cards:Ids, amount:Lost, sources:Sources}) ]
    ;   { S = S0 }
    ).

weakening_effect_of(Who, E) :-
    get_dict(kind, E, "next_defend_attack_action_cards"),
    get_dict(player, E, Who0),
    Who0 == Who.

%   defense_lost(+Less, +Card, +Lost0, -Lost): Card loses Less defense,
%   never below 0.
defense_lost(Less, C, Lost0, Lost) :-
    (   card_prop(C, defense, D), integer(D) -> true ; D = 0 ),
    Lost is Lost0 + min(Less, max(0, D)).

message(event(defenders_weakened_effect_made, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: the next time ~w defends with attack action cards this turn, each has -~d defense while defending"-[By, F.player, F.amount] ].
message(event(defenders_weakened, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w defends with attack action cards (~w): they defend with ~d less in all (Spider's Bite)"-[F.player, T, F.amount] ].

                 /*******************************
                 *         IRONHIDE LEGS        *
                 *******************************/

rule('FAB-723', effect, "Ironhide Legs: defending, its player may pay 1 for +2 defense, and it is destroyed as the chain closes",
     "When a player declares Ironhide Legs as a defending card, they may pay 1 resource point (their resource points, or cards of the hand pitched for it): the position waits for the choice (the pending choice defend_pay, its player and controller that player, its source the Legs, its cost 1), answered by a pay move (its pitch paying the cost, checked as any payment: FAB-302, FAB-303, FAB-304) or a decline move. Paid, the Legs gain +2 defense while they defend (the chain link's defense_bonus) and \"When the combat chain closes, destroy Ironhide Legs\" (the effect destroy_at_chain_close, its card the Legs, lasting the combat chain): as the chain closes they go to their owner's graveyard instead of the equipment zone. Declined, nothing happens. Where the player cannot pay from what the position shows (no resource point, no card of the hand with a pitch value), nothing waits. Not read: where another choice already waits as it defends, nothing is asked.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Ironhide Legs: \"When you defend with Ironhide Legs, you may pay {r}. If you do, it gains +2{d} and 'When the combat chain closes, destroy Ironhide Legs.'\" CR 7.3.2 (defending cards are declared in the defend step), 6.6 (a triggered effect), 1.8.4 (a conditional effect: \"if you do\"), 1.14 (paying resource points, pitching), 2.3.3 (an effect modifies defense), 7.7.3 (the effects that trigger as the combat chain closes), 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the defenders are declared, asking its payment as a move of its own. An unknown card of the hand has no pitch value the position shows (FAB-106): the judge names it.")).

%!  defend_payment(+Card, -Cost, -Defense) is semidet.
%
%   Card's text, read here, lets its player pay Cost as it defends for
%   +Defense (FAB-723).

defend_payment(C, Cost, N) :-
    text_read_name(C, Name),
    card_text_read(Name, defend_pay_defense(Cost, N)).

%   ironhide_defended(+S0, +Player, +Cards, -S)//: Player defends with
%   Cards: Ironhide Legs among them asks its payment, where Player can pay
%   (FAB-723).
ironhide_defended(S0, Who, Cards, S) -->
    (   { member(C, Cards),
          defend_payment(C, Cost, _),
          card_id(C, Id), get_dict(name, C, Nm), text_rule(Nm, 'FAB-723', Rule)   % card_texts_kassai.pl
        }
    ->  (   { game_over(S0, _) ; pending(S0, _) }
        ->  { S = S0 }
        ;   { player(S0, Who, P),
              pitch_set(P.hand, P.resource_points, Cost, _, _)   % rulebook.pl
            }
        ->  { S = S0.put(pending, _{choice:"defend_pay", player:Who, controller:Who, source:C, cost:Cost}) },
            [ event(Rule, defend_payment_waits, _{player:Who, card:Id, cost:Cost}) ],
            others_not_asked(Cards, C, Who)     % card_texts_dromai.pl (FAB-965)
        ;   { S = S0 },
            [ event(Rule, defend_payment_impossible, _{player:Who, card:Id, cost:Cost}) ]
        )
    ;   { S = S0 }
    ).

choice_action("defend_pay", "pay").
choice_action("defend_pay", "decline").
choice_phase("defend_pay", "action").

pending_problem(S, Pd, [source], no_defender_to_pay_for(P)) :-   % FAB-723
    Pd.choice == "defend_pay",
    get_dict(player, Pd, P),
    \+ ( active_link(S, L),
         L.defender == P,
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId),
         member(D, L.defending), card_id(D, DId), DId == SId,
         defend_payment(D, _, _) ).

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "defend_pay",
      defend_payment(Pd.source, _, N), get_dict(name, Pd.source, Nm), text_rule(Nm, 'FAB-723', Rule)
    },
    choice_paid(S0, M, Who, Id, S2),            % position.pl
    { active_link_replaced(S2, L0, Replaced, S3),
      key_value(defense_bonus, L0, 0, B0),
      B is B0 + N,
      Replaced = L0.put(defense_bonus, B),
      add_effect(S3, _{kind:"destroy_at_chain_close", player:Who, card:Id, source:Id, lasts:"combat_chain"}, S)
    },
    [ event(Rule, defend_paid, _{player:Who, card:Id, amount:N}) ].

effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "defend_pay",
      choice_answered(S0, S),
      card_id(Pd.source, Id), get_dict(name, Pd.source, Nm), text_rule(Nm, 'FAB-723', Rule)
    },
    [ event(Rule, defend_payment_declined, _{player:M.player, card:Id}) ].

paid_choice("defend_pay").   % Ironhide Legs (FAB-723): a pay move pays its cost (position.pl)
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "defend_pay",
    Who = Pd.player.

%   As the chain closes, the equipment whose text an effect gave
%   "When the combat chain closes, destroy ..." is destroyed
%   (keywords_defense.pl, closing_defender//5; FAB-723).
closing_destroyer(S, Who, C, Rule, Words) :-
    card_id(C, Id), get_dict(name, C, Nm), text_rule(Nm, 'FAB-723', Rule), format(string(Words), "its text \"When the combat chain closes, destroy ~w\"", [Nm]),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "destroy_at_chain_close"),
    get_dict(card, E, Id0), Id0 == Id,
    get_dict(player, E, W), W == Who,
    !.

message(event(defend_payment_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends with ~w: they may pay ~d for +2 defense (a pay move) or not (decline)"-[F.player, L, F.cost] ].
message(event(defend_payment_impossible, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends with ~w and cannot pay ~d from what the position shows: it gains nothing"-[F.player, L, F.cost] ].
message(event(defend_paid, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays for ~w: it gains +~d defense and is destroyed as the combat chain closes"-[F.player, L, F.amount] ].
message(event(defend_payment_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w does not pay for ~w: it gains nothing"-[F.player, L] ].
message(no_defender_to_pay_for(P)) -->
    [ "the choice's source is not equipment of ~w's defending the active chain link whose text asks a payment: no payment waits"-[P] ].
message(no_choice_waits("defend_pay")) -->
    [ "no payment for a defending equipment waits: pay or decline answers Ironhide Legs as it defends" ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "defend_pay",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, " (+2 defense), " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "defend_pay",
      card_label(Pd.source, Src)
    },
    [ M.player, " does not pay for ", Src ].

choice_words("defend_pay") --> [ "whether to pay for the equipment defending (a pay or decline move)" ].
text_choice_words("defend_pay", Source) -->
    [ "the payment for ~w as it defends (pay or decline)"-[Source] ].

                 /*******************************
                 * MASK OF SHIFTING PERSPECTIVES *
                 *******************************/

rule('FAB-724', effect, "Mask of Shifting Perspectives: this turn, each dagger hit lets its player put a card from hand on the bottom of their deck and draw",
     "Mask of Shifting Perspectives' attack reaction (its cost: destroy it, FAB-404) resolves into an effect for the rest of the turn ({kind: dagger_hit_to_bottom, player, source}). Whenever an attack of that player's whose card or weapon has the subtype Dagger (Harmonized Kodachi, Spider's Bite) hits (deals damage to the defending hero in the damage step), the player may put a card of their hand on the bottom of their deck, and if they do they draw a card: the position waits for the choice (the pending choice dagger_hit_to_bottom, its player the attacker, its source the attack), answered by a bottom move naming one card of their hand, or none (FAB-725). With no card in hand nothing waits. What else the hit sets off (Refraction Bolters', a reveal) follows the answer: each touches other things. Not read: a dagger that hits other than as an attack (none rulecheck reads), a second such effect the same turn (one choice per hit is asked), and a hit while another choice already waits (nothing is asked).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Mask of Shifting Perspectives: \"Attack Reaction - Destroy Mask of Shifting Perspectives: Whenever a dagger hits this turn, you may put a card from your hand on the bottom of your deck. If you do, draw a card.\" CR 5.2.1 (an activated ability's cost and effect), 6.6.3 (a delayed-triggered effect with its duration, this turn), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 1.4.3a (a weapon's attack-proxy inherits its subtype, Dagger), 1.8.3 (an optional effect: the player chooses), 1.8.4 (\"if you do\"), 8.5.6 (draw), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, asking the card as a move of its own.")).

rule('FAB-725', constraint, "The card a dagger hit puts on the bottom is one card of the player's hand",
     "A bottom move answers the dagger_hit_to_bottom choice (FAB-724): its cards name at most one card, and that card is in that player's hand.",
     ruling("",
            "Mask of Shifting Perspectives: \"... you may put a card from your hand on the bottom of your deck.\" CR 1.8.6 (the player determines the card as the effect is generated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_dagger_hit_to_bottom).

ability_reading_resolved(ability_dagger_hit_to_bottom, S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"dagger_hit_to_bottom", player:Who, source:Id}, S) },
    [ event('FAB-724', dagger_hit_effect_made, _{player:Who, card:Id}) ].

%!  dagger_attack(+Attack) is semidet.
%
%   Attack's card or weapon has the subtype Dagger (FAB-724).

dagger_attack(A) :-
    card_subtypes(A, Ss),
    memberchk("Dagger", Ss).

%   mask_dagger_hit(+S0, +Link, +Attack, -S)//: Attack, of the active chain
%   Link, hit: a dagger, with an effect of Mask of Shifting Perspectives'
%   for its player, asks the card to put on the bottom (FAB-724).
mask_dagger_hit(S0, L, A, S) -->
    (   { dagger_attack(A),
          Who = L.controller,
          effects(S0, Es),
          member(E, Es),
          get_dict(kind, E, "dagger_hit_to_bottom"),
          get_dict(player, E, W), W == Who,
          !,
          \+ game_over(S0, _),
          \+ pending(S0, _),
          player(S0, Who, P),
          P.hand \== [],
          card_id(A, AId)
        }
    ->  { S = S0.put(pending, _{choice:"dagger_hit_to_bottom", player:Who, controller:Who, source:A}) },
        [ event('FAB-724', dagger_hit_to_bottom_waits, _{player:Who, attack:AId}) ]
    ;   { S = S0 }
    ).

choice_action("dagger_hit_to_bottom", "bottom").
choice_phase("dagger_hit_to_bottom", "action").

pending_problem(S, Pd, [source], no_dagger_hit(P)) :-   % FAB-724
    Pd.choice == "dagger_hit_to_bottom",
    get_dict(player, Pd, P),
    \+ ( chain_step(S, "damage"),
         active_link(S, L),
         L.controller == P,
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId,
         dagger_attack(A) ).
pending_problem(S, Pd, [player], no_card_for_a_dagger_hit(P)) :-   % FAB-724
    Pd.choice == "dagger_hit_to_bottom",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-725', S, M, Reason) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "dagger_hit_to_bottom",
    get_dict(player, M, Who),
    Who == Pd.player,
    key_value(cards, M, [], Ids),
    (   Ids = [_, _|_]
    ->  Reason = dagger_bottom_one_card(Ids)
    ;   Ids = [Id],
        not_from_hand(S, Who, Id, dagger_bottom_not_from_hand, Reason)    % choices.pl
    ).

rule_fact('FAB-725', S, M, choosing_hand(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "dagger_hit_to_bottom",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

moot('FAB-725', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "dagger_hit_to_bottom" ).

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dagger_hit_to_bottom"
    },
    !,
    { Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    (   { key_value(cards, M, [], [Id]) }
    ->  { player(S1, Who, P0),
          take_card(P0, hand, Id, C, P1),
          add_cards(P1, deck, [C], P2),
          set_player(S1, P2, S2)
        },
        [ event('FAB-724', dagger_hit_card_to_bottom, _{player:Who, card:Id, by:By}) ],
        draw_cards(Who, 1, By, S2, S3)          % triggers.pl
    ;   { S3 = S1 },
        [ event('FAB-724', dagger_hit_hand_kept, _{player:Who, by:By}) ]
    ),
    hit_texts_resumed(S3, S).                   % card_texts_katsu_blitz.pl: the hit's other texts, after it

one_to_bottom("dagger_hit_to_bottom", hand).   % its bottom moves: card_texts_rhinar_dorinthea.pl

message(event(dagger_hit_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: whenever a dagger hits this turn, ~w may put a card from hand on the bottom of their deck and draw a card"-[L, F.player] ].
message(event(dagger_hit_to_bottom_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w, a dagger, hits: ~w may put a card from hand on the bottom of their deck and draw a card (a bottom move; Mask of Shifting Perspectives)"-[L, F.player] ].
message(event(dagger_hit_card_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, By) },
    [ "~w puts ~w from hand on the bottom of their deck (~w hit; Mask of Shifting Perspectives), then draws a card"-[F.player, L, By] ].
message(event(dagger_hit_hand_kept, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w puts no card on the bottom of their deck and draws none (~w hit; Mask of Shifting Perspectives)"-[F.player, By] ].
message(dagger_bottom_one_card(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the move names ~w: Mask of Shifting Perspectives' effect puts one card from the hand on the bottom of the deck, or none"-[T] ].
message(dagger_bottom_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not in the hand: Mask of Shifting Perspectives' effect puts a card from the hand on the bottom of the deck"-[L, Z] ].
message(no_card_for_a_dagger_hit(P)) -->
    [ "~w has no card in hand: Mask of Shifting Perspectives' choice of a card to put on the bottom of the deck does not wait"-[P] ].
message(no_dagger_hit(P)) -->
    [ "the choice's source is not a dagger attacking on the active chain link, ~w's, in its damage step: no card waits to go on the bottom"-[P] ].
message(no_choice_waits("dagger_hit_to_bottom")) -->
    [ "no card waits to be put on the bottom of the deck for a dagger's hit: bottom answers Mask of Shifting Perspectives' effect" ].

move_words("bottom", S, M) -->
    { pending(S, Pd), Pd.choice == "dagger_hit_to_bottom" },
    !,
    (   { key_value(cards, M, [], [Id]), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " puts ", L, " on the bottom of their deck and draws a card (Mask of Shifting Perspectives)" ]
    ;   [ M.player, " puts no card on the bottom of their deck" ]
    ).

choice_words("dagger_hit_to_bottom") --> [ "whether to put a card from their hand on the bottom of their deck and draw a card as a dagger hits (a bottom move)" ].
text_choice_words("dagger_hit_to_bottom", Source) -->
    [ "the card of the hand put on the bottom of the deck as ~w hits (bottom)"-[Source] ].
