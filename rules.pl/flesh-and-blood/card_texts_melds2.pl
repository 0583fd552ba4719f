/*  Flesh and Blood: the split-cards with Shock, Burn Up // Shock (the
    Aurora Blitz Deck) and Comet Storm // Shock (the Oscilio Blitz Deck).

    Part of game.pl, included after card_texts_meld.pl, whose relations it
    extends (a split-card's side, meld's two resolutions: FAB-1550 ...
    FAB-1554); card_text_read/2 names every text read, and a card whose
    whole text is read is modelled.  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Shock, the right side of both (a Lightning instant): 1 arcane
      damage to any target (FAB-1255): played with its right side, the
      play move's `target` names it; melded, its target is declared with
      the card (CR 5.1.4a: every target of both sides) and is dealt the
      damage as the right side resolves first (CR 5.3.4d);
    - Burn Up (Runeblade action, go again): the next time an attack its
      player controls hits a hero this turn, 4 arcane damage to that hero
      (FAB-1256: an effect in the state, next_attack_hit_arcane_damage;
      FAB-1257: the damage as the hit happens, Burn Up its source);
    - Comet Storm (Wizard action): 5 arcane damage to any target
      (FAB-1258); melded, two targets: Comet Storm's in `target`,
      Shock's in `right_target` (FAB-1259), each dealt as its side
      resolves.

    The hooks: card_texts_meld.pl's meld_text_effect//6 (Burn Up's side),
    meld_right_side_resolves//3 (melds2_right_target_text//3: Shock's
    target melded), meld_reading_rule/2 and meld_arcane_target_rule/2
    (melds2_arcane_target_rule/2); card_texts.pl's attack_hit//4
    (melds2_hit//4); moves.pl's play_moves/6 (melds2_move_right_target/4),
    action_rules(play) (FAB-1259) and move_fields("play") (right_target);
    effects.pl's effect(play) (melds2_layer/3: the layer keeps
    right_target); schema.json's card layer right_target and the effect
    kind next_attack_hit_arcane_damage.

    "Any target" is a hero or an ally (CR 1.8.5d): a target naming an ally
    is answered unknown, naming it, as Arcane Twining's (FAB-1319).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, targeting/4,
   oldhim_target_effect/1, oldhim_target_resolves//6, allowed_by_text/5.

%   The texts read here (card_text_read/2; meld_sides(Left, Right) is
%   card_texts_meld.pl's, each side's resolution):
%
%       target_arcane(N)        "Deal N arcane damage to any target.":
%                               the side targets as the card is played
%                               (Shock, FAB-1255; Comet Storm, FAB-1258)
%       next_hit_arcane(N)      Burn Up: "The next time an attack you
%                               control hits a hero this turn, deal 4
%                               arcane damage to them." (FAB-1256)
%       oscilio_any_target      card_texts_oscilio.pl: an ally named as
%                               `target` is answered unknown (FAB-1319)

card_text_read("Burn Up // Shock", meld_sides(next_hit_arcane(4), target_arcane(1))).
card_text_read("Burn Up // Shock", oscilio_any_target).
card_text_read("Comet Storm // Shock", meld_sides(target_arcane(5), target_arcane(1))).
card_text_read("Comet Storm // Shock", oscilio_any_target).

                 /*******************************
                 *            SHOCK             *
                 *******************************/

rule('FAB-1255', effect, "Shock (Burn Up // Shock, Comet Storm // Shock): 1 arcane damage to any target",
     "Shock, the right side of Burn Up // Shock and of Comet Storm // Shock (red; their text read), is a Lightning instant: played with its right side (FAB-1550, FAB-1551) it targets as it is played, the play move's `target` naming either player's hero (FAB-622: a move without one is illegal; an ally named is answered unknown, as Arcane Twining's, FAB-1319), and as it resolves its target is dealt 1 arcane damage as Arcanic Crackle's is (FAB-1006: amps, the other player's prevention choice first, Ward). Melded, its target is declared as the card is played with the left side's (Burn Up has none: the move's `target` is Shock's; Comet Storm has one: Shock's is the move's `right_target`, FAB-1259), and the damage is dealt as the right side resolves, first (FAB-1552), before the left side's text.",
     ruling("",
            "Burn Up // Shock and Comet Storm // Shock: \"... // Deal 1 arcane damage to any target.\", the right side's typebox \"Lightning Instant\". CR 9.2.3 (a side played has only its own textbox), 5.1.4a (the player declares all legal targets of the resolution abilities as the card is played: a melded card's both sides'), 8.3.38c (a melded card has the abilities of both sides), 1.8.5 and 1.8.5d (any target: a hero or an ally), 8.5.3 (deal damage), 5.3.4d (a melded layer resolves its right side first, then its left), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   A split-card read here played with its right side, whose right side
%   deals arcane damage to a target: the play move's target, dealt as it
%   resolves (FAB-622's targeted_text//3, FAB-1006's damage).
targeting(C, play, hero, arcane_damage(N)) :-
    get_dict(side, C, "right"),
    text_read_name(C, Name),
    card_text_read(Name, meld_sides(_, target_arcane(N))).
%   Melded, with a left side that targets nothing (Burn Up): the move's
%   target is the right side's, dealt as the right side resolves first
%   (melds2_right_target_text//3); as the left side resolves it is done.
targeting(C, play, hero, melds2_right_dealt(N)) :-
    get_dict(side, C, "both"),
    text_read_name(C, Name),
    card_text_read(Name, meld_sides(Left, target_arcane(N))),
    Left \= target_arcane(_).

oldhim_target_effect(melds2_right_dealt(_)).

oldhim_target_resolves(melds2_right_dealt(_), S, _, _, _, S) -->
    [].

%!  melds2_arcane_target_rule(+Card, -Rule) is semidet.
%
%   The rule whose reading deals the arcane damage of split-card Card's
%   side to its target: Shock's (FAB-1255) played right, or melded where
%   the left side targets nothing, else the left side's (Comet Storm,
%   FAB-1258); card_texts_meld.pl's meld_arcane_target_rule/2 asks it.

melds2_arcane_target_rule(C, Rule) :-
    text_read_name(C, Name),
    melds2_left_rule(Name, LeftRule),
    card_text_read(Name, meld_sides(Left, _)),
    get_dict(side, C, Side),
    (   ( Side == "right" ; Left \= target_arcane(_) ) -> Rule = 'FAB-1255' ; Rule = LeftRule ).

%   melds2_left_rule(?Name, ?Rule): the rule of a split-card's left side
%   read here (card_texts_meld.pl's meld_reading_rule/2 names it too).
melds2_left_rule("Burn Up // Shock", 'FAB-1256').
melds2_left_rule("Comet Storm // Shock", 'FAB-1258').

%!  melds2_right_target_text(+State0, +Layer, -State)// is det.
%
%   Layer, a melded card's, resolves its right side first (FAB-1552):
%   where that side, read here, deals arcane damage to a target, its
%   target (the layer's right_target where the left side targets too,
%   else its target) is dealt it (FAB-1255), Arcanic Crackle's way;
%   card_texts_meld.pl's meld_right_side_resolves//3 calls it.

melds2_right_target_text(S0, L, S) -->
    (   { layer_card(L, C),
          text_read_name(C, Name),
          card_text_read(Name, meld_sides(Left, target_arcane(N))),
          (   Left = target_arcane(_) -> get_dict(right_target, L, T) ; get_dict(target, L, T) ),
          put_dict(side, C, "right", CR)        % the right side's rule cites Shock (FAB-1255)
        }
    ->  oldhim_target_resolves(arcane_damage(N), S0, L, CR, T, S)   % card_texts_chane.pl (FAB-1006)
    ;   { S = S0 }
    ).

                 /*******************************
                 *            BURN UP           *
                 *******************************/

rule('FAB-1256', effect, "Burn Up: the next time an attack its player controls hits a hero this turn, 4 arcane damage to them; go again",
     "Burn Up // Shock (red; its text read) played with its left side, Burn Up (a Runeblade action, cost 0, go again), or melded (both sides, cost 0), resolves into an effect that waits in the state's effects for the rest of the turn ({kind: next_attack_hit_arcane_damage, player, amount: 4, source}): the next time an attack that player controls (a card's or a weapon's) hits a hero, it is used up and Burn Up deals that hero 4 arcane damage (FAB-1257). Its go again gives an action point in its player's action phase (FAB-309); melded, Shock's damage first, then the effect and the go again as the left side resolves (FAB-1552). Played with its right side it is Shock (FAB-1255) and makes no effect.",
     ruling("",
            "Burn Up // Shock: \"Meld. The next time an attack you control hits a hero this turn, deal 4 arcane damage to them. Go again // Deal 1 arcane damage to any target.\", typebox \"Runeblade Action // Lightning Instant\". CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 6.6 (a delayed triggered effect: it triggers once, on its event), 7.5.5 (an attack hits when it deals damage to a hero in the damage step), 8.3.5 (go again), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  melds2_next_hit_made(+State0, +Player, +Id, +N, +Rule, -State)// is det.
%
%   Burn Up (Id), Player's, resolved its left side: the effect waits for
%   that player's next attack to hit a hero this turn (FAB-1256);
%   card_texts_meld.pl's meld_text_effect//6 calls it.

melds2_next_hit_made(S0, Who, Id, N, Rule, S) -->
    { add_effect(S0, _{kind:"next_attack_hit_arcane_damage", player:Who, amount:N, source:Id}, S) },
    [ event(Rule, burn_up_effect_made, _{player:Who, card:Id, amount:N}) ].

message(event(burn_up_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next time an attack ~w controls hits a hero this turn, it deals ~d arcane damage to them"-[L, F.player, F.amount] ].

rule('FAB-1257', effect, "Burn Up's effect: as an attack of its player hits a hero, 4 arcane damage to that hero",
     "When an attack (a card's or a weapon's) hits the defending hero (deals it damage in the damage step), each Burn Up effect of the attacking player waiting for it (FAB-1256) is used up and deals that hero its amount of arcane damage, Burn Up its source, as any arcane damage is dealt (FAB-526: amps of its player first, the defending player's prevention choice, Arcane Barrier or Spellvoid, where they have one; Ward, FAB-524), after the hit's other texts rulecheck reads. Where a choice already waits on that hit and the defending player could prevent arcane damage or order their Ward, the choice the damage would need is not asked: none of it is dealt, the effect is used up, and an event says so. A hit on which effects don't trigger (Tarpit Trap's, FAB-924) uses it up too, and it deals nothing: that hit was the next time. A hit of the other player's attack leaves it waiting; it ends with the turn.",
     ruling("",
            "Burn Up: \"The next time an attack you control hits a hero this turn, deal 4 arcane damage to them.\" CR 6.6 (a delayed triggered effect; its source is the card that created it), 7.5.5 (an attack hits when it deals damage to a hero in the damage step), 8.5.3 (deal damage), 8.3.8 and 8.3.15 (Arcane Barrier, Spellvoid), 8.5.47 (amp), 6.6.6b (triggered-layers created at once are put on the stack in the order their controller chooses), 6.6.5f (a triggering prevented still counts: \"the next time\" has come), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the hit happens, as it does Galaxxi Black's (FAB-1008).")).

%!  melds2_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of Link, hit the defending hero: the Burn Up effects of its
%   controller waiting for it are used up, each dealing its arcane
%   damage to that hero (FAB-1257); card_texts.pl's attack_hit//4 calls
%   it.  It may leave a choice (the prevention of arcane damage).

melds2_hit(S0, L, A, S) -->
    (   { \+ game_over(S0, _),
          Who = L.controller,
          effects(S0, Es0),
          partition(melds2_burn_up_of(Who), Es0, Mine, Rest),
          Mine \== []
        }
    ->  { card_id(A, AId) },
        melds2_burn_up_damages(Mine, S0.put(effects, Rest), L, AId, S)
    ;   { S = S0 }
    ).

%!  melds2_hit_stopped(+State0, +Link, -State)// is det.
%
%   Link's attack hit while Tarpit Trap's effect stops the hit's triggers
%   (FAB-924): the Burn Up effects of its controller trigger on that hit
%   all the same, "the next time" being that hit, so they are used up and
%   deal nothing (CR 6.6.5f); card_texts_finish3.pl's hit_triggered//6
%   calls it.

melds2_hit_stopped(S0, L, S) -->
    (   { Who = L.controller,
          effects(S0, Es0),
          partition(melds2_burn_up_of(Who), Es0, Mine, Rest),
          Mine \== [],
          S = S0.put(effects, Rest),
          findall(Src, ( member(E, Mine), get_dict(source, E, Src) ), Srcs)
        }
    ->  [ event('FAB-1257', burn_up_not_triggered, _{player:Who, sources:Srcs}) ]
    ;   { S = S0 }
    ).

message(event(burn_up_not_triggered, F, S0)) -->
    { maplist(event_card(S0), F.sources, Ls),
      atomic_list_concat(Ls, ", ", LT)
    },
    [ "effects don't trigger on this hit: the effect of ~w (~w's next hit this turn) is used up and deals no arcane damage (CR 6.6.5f)"-[LT, F.player] ].

melds2_burn_up_of(Who, E) :-
    get_dict(kind, E, "next_attack_hit_arcane_damage"),
    get_dict(player, E, Who).

%   melds2_burn_up_damages(+Effects, +S0, +Link, +AttackId, -S)//: each
%   effect's damage in turn; one whose prevention or Ward order would be
%   asked while a choice waits deals none (FAB-1257).
melds2_burn_up_damages([], S, _, _, S) --> [].
melds2_burn_up_damages([E|Es], S0, L, AId, S) -->
    { Who = L.controller,
      Def = L.defender,
      Src = E.source,
      N = E.amount,
      melds2_source_card(S0, Src, C)
    },
    (   { game_over(S0, _) }
    ->  { S1 = S0 }
    ;   { pending(S0, _),
          ( arcane_choice(S0, Def) ; hit_damage_order_may_matter(S0, Def)   % choices.pl, card_texts_lexi_2.pl
          ; wiz_shelter_order_needed(S0, dsrc(C, Who), Def, N) ) }   % card_texts_wizard.pl (FAB-1485), the damage's source Burn Up (damage_source.pl)
    ->  { S1 = S0 },
        [ event('FAB-1257', choice_not_asked, _{player:Def, card:Src, choice:"arcane_damage"}) ]
    ;   [ event('FAB-1257', burn_up_hit_damage, _{player:Who, card:Src, attack:AId, target:Def, amount:N}) ],
        arcane_damage(S0, C, Who, N, S1)        % choices.pl (FAB-526, FAB-210)
    ),
    melds2_burn_up_damages(Es, S1, L, AId, S).

%   melds2_source_card(+S, +Id, -Card): the card Id that made the effect
%   (Burn Up, in its graveyard as a rule), or, where the position does
%   not show it, the card by its name.
melds2_source_card(S, Id, C) :-
    (   state_card(S, C0), card_id(C0, Id0), Id0 == Id
    ->  C = C0
    ;   C = _{id:Id, name:"Burn Up // Shock", color:"red"}
    ).

message(event(burn_up_hit_damage, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A) },
    [ "~w hits ~w's hero: ~w's effect deals them ~d arcane damage"-[A, F.target, L, F.amount] ].

                 /*******************************
                 *          COMET STORM         *
                 *******************************/

rule('FAB-1258', effect, "Comet Storm: 5 arcane damage to any target; melded, Shock's target too",
     "Comet Storm // Shock (red; its text read) played with its left side, Comet Storm (a Wizard action, cost 2), targets as it is played: the play move's `target` names either player's hero (FAB-622; an ally named is answered unknown, FAB-1319), and as it resolves the target is dealt 5 arcane damage as Arcanic Crackle's is (FAB-1006: amps, the other player's prevention choice first, Ward). Played with its right side it is Shock (FAB-1255). Melded (cost 4) it has two targets, declared as it is played: Comet Storm's in `target`, Shock's in `right_target` (FAB-1259; the same hero may be named by both, one target per phrase); as the right side resolves first Shock's target is dealt 1, then, as the left side resolves, Comet Storm's 5 (FAB-1552).",
     ruling("",
            "Comet Storm // Shock: \"Meld. Deal 5 arcane damage to any target. // Deal 1 arcane damage to any target.\", typebox \"Wizard Action // Lightning Instant\". CR 9.2.3 (a side played has only its own textbox), 5.1.4a (all legal targets of the resolution abilities are declared as the card is played), 1.8.5b (the same target is not declared twice for one instance of a target phrase: two phrases may name the same object), 1.8.5d (any target: a hero or an ally), 8.5.3 (deal damage), 5.3.4d (a melded layer resolves its right side, then its left), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1259', constraint, "A melded card with a target on each side names the right side's in right_target",
     "A play move of a split-card read here played with both sides, each of which targets (Comet Storm // Shock melded: Comet Storm's and Shock's \"any target\"), names the left side's target in `target` (FAB-622) and the right side's in `right_target`: either player's hero. A move without a right_target, or with one that is no hero, breaks this rule (an ally named is answered unknown, as FAB-1319's); so does a right_target on any other play (a card played with one side, a melded card with one target, Burn Up // Shock's: its `target` is Shock's) whose text rulecheck reads. legal-moves lists each hero for each target. The layer keeps it, and Shock's damage goes to it as the right side resolves (FAB-1255).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "The seed: announce the card and choose any targets or modes. CR 5.1.4a (the player declares all legal targets for the effects of the card's resolution abilities), 8.3.38c (a melded card has the abilities of both sides), 1.8.5 and 1.8.5d (a targeted effect; any target: a hero or an ally), 5.1.5 (a card whose parameters are illegal cannot be played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  melds2_two_targets(+Card) is semidet.
%
%   Card, a split-card read here played with both sides, has a target on
%   each side (FAB-1259).

melds2_two_targets(C) :-
    get_dict(side, C, "both"),
    text_read_name(C, Name),
    card_text_read(Name, meld_sides(target_arcane(_), target_arcane(_))).

broken('FAB-1259', S, M, Reason) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    melds2_right_target_problem(S, C, M, Reason).

melds2_right_target_problem(S, C, M, Reason) :-
    (   melds2_two_targets(C)
    ->  (   \+ get_dict(right_target, M, _)
        ->  Reason = melds2_right_target_missing(C)
        ;   get_dict(right_target, M, T),
            \+ legal_target(S, hero, T)
        ->  Reason = melds2_right_target_illegal(C, T)
        )
    ;   get_dict(right_target, M, T),
        \+ unmodelled_card(C)                   % permanents.pl: its text, read, has no second target
    ->  Reason = melds2_right_target_not_asked(C, T)
    ).

%   A play move with no right_target, of a card without two targets, is
%   not this rule's to judge: explain leaves it out.
moot('FAB-1259', S, M) :-
    \+ get_dict(right_target, M, _),
    \+ ( played_card(S, M, _, C), melds2_two_targets(C) ).

message(melds2_right_target_missing(C)) -->
    { card_label(C, L) },
    [ "~w, melded, targets on both sides: the move names no right_target, the right side's target (CR 5.1.4a, 8.3.38c)"-[L] ].
message(melds2_right_target_illegal(C, T)) -->
    { card_label(C, L) },
    [ "~w's right side targets a hero (any target), and ~w, its right_target, is not one (CR 1.8.5)"-[L, T] ].
message(melds2_right_target_not_asked(C, T)) -->
    { card_label(C, L) },
    [ "~w, played so, has no second target, yet the move names the right_target ~w"-[L, T] ].

%   A melded play whose right_target names an ally breaks FAB-1259 only
%   because rulecheck does not model damage to an ally: unknown, naming
%   it (FAB-1319's reading).
allowed_by_text(S, M, ['FAB-1259'], About, oscilio_ally_target(A)) :-
    get_dict(action, M, "play"),
    get_dict(right_target, M, Id),
    played_card(S, M, _, C),
    melds2_two_targets(C),
    players(S, Ps), member(P, Ps),
    key_value(arena, P, [], Arena),
    member(A, Arena), card_id(A, Id0), Id0 == Id,
    card_subtypes(A, Ss), memberchk("Ally", Ss),
    !,
    card_about(A, About).

%!  melds2_move_right_target(+State, +Card, +Move0, -Move) is nondet.
%
%   For moves.pl's play_moves/6: Move0 as it is, or, where Card played
%   so has two targets, with each hero as its right_target (FAB-1259).

melds2_move_right_target(S, C, M0, M) :-
    (   melds2_two_targets(C)
    ->  findall(T, legal_target(S, hero, T), Ts),
        member(T, Ts),
        M = M0.put(right_target, T)
    ;   M = M0
    ).

%!  melds2_layer(+Move, +Layer0, -Layer) is det.
%
%   For effects.pl's effect(play): the card layer keeps the move's
%   right_target (FAB-1259).

melds2_layer(M, L0, L) :-
    (   get_dict(right_target, M, T) -> L = L0.put(right_target, T) ; L = L0 ).
