/*  Flesh and Blood: split-cards and meld (CR 9.2, 5.1.2c, 8.3.38): the
    side a split-card is played with.

    Part of game.pl, included after the other card_texts files.  Built
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - a split-card (two names, typeboxes and textboxes, CR 9.2.1; the
      catalog names it "Left // Right") is played with a side declared:
      the play move's `side` is "left", "right" or, for a card with Meld,
      "both" (CR 5.1.2c, 8.3.38); a play of a split-card without it, a
      side on any other card, or "both" without Meld, breaks FAB-1550;
    - the played card's properties are the declared side's (CR 9.2.3):
      meld_side_card/3 gives them, in one place, as the card's own state
      values (its `side`, `type`, `cost`, `go_again`), which every play
      rule reads through card_type/2, card_cost/2 and card_go_again/1
      (cards.pl's card_prop/3 reads a card's own values before the
      catalog's): the left side's type is its typebox's (an action, or an
      instant: meld_split_types/3, each from the card's typebox), the
      right side's an instant with no go again, both sides melded an
      action if either side is one, with twice the base cost (CR 8.3.38,
      8.3.38b: the asset-cost set before increases, so Frostbite's
      increase still adds to it) (FAB-1551).  As the card leaves the stack
      for the graveyard it is a new object (CR 3.0.9): the side's values
      are dropped (meld_new_object/2).

    - a melded card resolves twice (CR 5.3.4d): its right side, then the
      turn player gets priority with the card still on the stack (its
      layer marked meld_right_resolved), then its left side and the
      graveyard (FAB-1552);
    - Arcane Seeds // Life (red): two Runechant tokens and go again, or
      1 life, or both melded (FAB-1553);
    - Pulsing Aether // Life (red): 4 arcane damage to its target (the
      left side's, named as it is played: FAB-622's targeting/4), or 1
      life with no target, or both melded (FAB-1554).

    The hooks: position.pl's played_card/4 and effects.pl's effect(play)
    apply meld_side_card/3 to the card played; moves.pl's play_moves/6
    asks meld_side_option/3 for each side a split-card may be played
    with, and rulebook.pl's may_play_now/4 asks meld_side_moves/3 (the
    timing rules judge each side); moves.pl's action_rules(play) has
    FAB-1550; effects.pl's resolve_card//6 drops the side's values as the
    card goes to the graveyard (meld_new_object/2), and its
    resolve_layer//3 asks meld_first_resolution/1 and calls
    meld_right_side_resolves//3; card_texts.pl's resolution_text//4 calls
    meld_resolution_text//4; card_texts_oscilio.pl's
    oscilio_arcane_target_rule/2 asks meld_arcane_target_rule/2.
    moves.pl's move_fields("play") has the
    `side` field; schema.json's card its `side`, its card layer
    `meld_right_resolved`.

    Burn Up // Shock and Comet Storm // Shock are read in
    card_texts_melds2.pl (FAB-1255 ... FAB-1259: Shock's target, a
    melded card's second target in `right_target`, Burn Up's delayed hit
    damage): it hooks meld_text_effect//6, meld_right_side_resolves//3,
    meld_reading_rule/2 and meld_arcane_target_rule/2.
    Not read: the texts of the seven other split-cards of the catalog;
    answers that touch them stay unknown and name them (FAB-119).  Not modelled for any: a side
    played has only its own name (CR 9.2.3) and a melded card both
    names (CR 8.3.38c): rules that read a card's name see the catalog's.
    Its `type` is one (an action where either side is one); the texts
    that ask for an instant card read instant_card/1 (the side played,
    or either side melded).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, targeting/4, targeted_rule/2.

%!  meld_split_types(?Name:string, ?Left:string, ?Right:string) is nondet.
%
%   Name is a split-card of the catalog (CR 9.2.1): the type of its left
%   side's typebox and of its right side's, as the card data's typeText
%   gives them ("Runeblade Action // Lightning Instant": an action, then
%   an instant).  Every right side is an instant.

meld_split_types("Arcane Seeds // Life",       "action",  "instant").   % Runeblade Action // Earth Instant
meld_split_types("Burn Up // Shock",           "action",  "instant").   % Runeblade Action // Lightning Instant
meld_split_types("Comet Storm // Shock",       "action",  "instant").   % Wizard Action // Lightning Instant
meld_split_types("Consign to Cosmos // Shock", "action",  "instant").   % Lightning Wizard Action // Lightning Instant
meld_split_types("Everbloom // Life",          "action",  "instant").   % Earth Action // Instant
meld_split_types("Null // Shock",              "instant", "instant").   % Wizard Instant // Lightning Instant
meld_split_types("Pulsing Aether // Life",     "action",  "instant").   % Wizard Action // Earth Instant
meld_split_types("Rampant Growth // Life",     "instant", "instant").   % Wizard Instant // Earth Instant
meld_split_types("Regrowth // Shock",          "action",  "instant").   % Earth Runeblade Action // Lightning Instant
meld_split_types("Thistle Bloom // Life",      "action",  "instant").   % Runeblade Action // Earth Instant
meld_split_types("Vaporize // Shock",          "instant", "instant").   % Runeblade Instant // Lightning Instant

%!  meld_split_card(+Card) is semidet.
%
%   Card is a split-card (meld_split_types/3).

meld_split_card(C) :-
    card_prop(C, name, Name),
    meld_split_types(Name, _, _),
    !.

%   Card has Meld (CR 8.3.38): the catalog's keywords say so.
meld_has_meld(C) :-
    card_prop(C, keywords, Ks),
    memberchk("Meld", Ks).

%!  meld_side_values(+Card, +Side, -Values:dict) is semidet.
%
%   The values of split-card Card played with Side (FAB-1551): its type,
%   cost and go again as that side has them (CR 9.2.3, 8.3.38b, 8.3.38c).

meld_side_values(C, "left", _{side:"left", type:T}) :-
    card_prop(C, name, Name),
    meld_split_types(Name, T, _).
meld_side_values(C, "right", _{side:"right", type:T, go_again:false}) :-
    card_prop(C, name, Name),
    meld_split_types(Name, _, T).
meld_side_values(C, "both", _{side:"both", type:T, cost:Cost}) :-
    card_prop(C, name, Name),
    meld_split_types(Name, L, R),
    (   ( L == "action" ; R == "action" ) -> T = "action" ; T = "instant" ),
    card_cost(C, Base),
    Cost is 2 * Base.

%!  instant_card(+Card) is semidet.
%
%   Card is an instant card, where a text asks for one (Flittering Charge,
%   FAB-1070; Blast to Oblivion, FAB-1087; the turn's record of instants,
%   FAB-1313): a split-card played with a side is one where the side
%   played is an instant, or either side melded (CR 9.2.3, 8.3.38c);
%   another card where its types say Instant.

instant_card(C) :-
    (   get_dict(side, C, Side),
        card_prop(C, name, Name),
        meld_split_types(Name, L, R)
    ->  (   Side == "left" -> L == "instant"
        ;   Side == "right" -> R == "instant"
        ;   ( L == "instant" ; R == "instant" )
        )
    ;   card_prop(C, types, Ts), is_list(Ts), memberchk("Instant", Ts)
    ).

%!  meld_side_card(+Move, +Card0, -Card) is det.
%
%   Card0 played by Move: Card has the values of the side the move
%   declares (FAB-1551), where Card0 is a split-card and the side is one
%   it has; else it is Card0 as it is.

meld_side_card(M, C0, C) :-
    (   get_dict(side, M, Side),
        \+ get_dict(side, C0, _),
        meld_split_card(C0),
        ( Side \== "both" ; meld_has_meld(C0) ),
        meld_side_values(C0, Side, Vs)
    ->  C = C0.put(Vs)
    ;   C = C0
    ).

%!  meld_new_object(+Card0, -Card) is det.
%
%   A split-card leaving the stack is a new object (CR 3.0.9): it has
%   both sides again, the values of the side it was played with dropped.

meld_new_object(C0, C) :-
    (   get_dict(side, C0, _)
    ->  foldl(meld_del_key, [side, type, cost, go_again], C0, C)
    ;   C = C0
    ).

meld_del_key(K, D0, D) :-
    (   del_dict(K, D0, _, D1) -> D = D1 ; D = D0 ).

%!  meld_sides(+Card, -Sides:list) is det.
%
%   The sides Card may be declared with: none asked for a card that is
%   not a split-card ([none]); left and right, and both with Meld.

meld_sides(C, Sides) :-
    (   meld_split_card(C)
    ->  (   meld_has_meld(C) -> Sides = ["left", "right", "both"] ; Sides = ["left", "right"] )
    ;   Sides = [none]
    ).

%!  meld_side_option(+Card0, -Card, -Side:dict) is nondet.
%
%   For moves.pl's play_moves/6: each side Card0 may be played with, Card
%   the card with that side's values, Side the move's field (_{} for a
%   card that is not a split-card).

meld_side_option(C0, C, Side) :-
    meld_sides(C0, Sides),
    member(X, Sides),
    (   X == none
    ->  C = C0, Side = _{}
    ;   Side = _{side:X},
        meld_side_card(Side, C0, C)
    ).

%!  meld_side_moves(+State, +Move0, -Move) is nondet.
%
%   For rulebook.pl's may_play_now/4: Move0, a play move with no side,
%   as it is, or, where it plays a split-card, with each side it may be
%   declared with, for the timing rules to judge.

meld_side_moves(S, M0, M) :-
    (   played_card(S, M0, _, C),
        meld_split_card(C)
    ->  meld_sides(C, Sides),
        member(X, Sides),
        M = M0.put(side, X)
    ;   M = M0
    ).

rule('FAB-1550', constraint, "A split-card is played with a side declared: left, right, or both with Meld",
     "A play move of a split-card (two names, typeboxes and textboxes; the catalog names it \"Left // Right\": Burn Up // Shock, Comet Storm // Shock, Arcane Seeds // Life, Pulsing Aether // Life ...) declares the side it is played with in its `side`: \"left\" or \"right\", or \"both\" where the card has Meld (paying twice its base cost, FAB-1551). A play of a split-card without a side, a side on any other card, or \"both\" on a card without Meld breaks this rule. legal-moves lists each side the timing rules allow.",
     ruling("",
            "CR 5.1.2c (if the card is a split-card, the player declares which side it will be played with; if it has meld, they may declare that it is played with both sides), 9.2.1 (a split-card has two names, typeboxes and textboxes), 9.2.3 (when put onto the stack, the player chooses one of its sides), 8.3.38 (Meld: \"You may pay twice the base cost of this to play both halves of this\"), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1550', S, M, Reason) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    meld_side_problem(C, M, Reason).

meld_side_problem(C, M, meld_side_missing(C)) :-
    meld_split_card(C),
    \+ get_dict(side, M, _).
meld_side_problem(C, M, meld_side_not_split(C, Side)) :-
    get_dict(side, M, Side),
    \+ meld_split_card(C).
meld_side_problem(C, M, meld_both_without_meld(C)) :-
    get_dict(side, M, "both"),
    meld_split_card(C),
    \+ meld_has_meld(C).

%   A play move of a card that is not a split-card, with no side, is not
%   this rule's to judge: explain leaves it out.
moot('FAB-1550', S, M) :-
    \+ get_dict(side, M, _),
    \+ ( played_card(S, M, _, C), meld_split_card(C) ).

message(meld_side_missing(C)) -->
    { card_label(C, Id) },
    [ "~w is a split-card: its play must declare the side it is played with (side: left or right, or both with meld) (CR 5.1.2c, 9.2.3)"-[Id] ].
message(meld_side_not_split(C, Side)) -->
    { card_label(C, Id) },
    [ "~w is not a split-card: it has no side to declare (side ~w) (CR 5.1.2c)"-[Id, Side] ].
message(meld_both_without_meld(C)) -->
    { card_label(C, Id) },
    [ "~w has no meld: it is played with one side, not both (CR 8.3.38)"-[Id] ].

rule('FAB-1551', effect, "A split-card played has the type, cost and go again of the side declared; melded, twice its base cost",
     "A split-card played with its left side has that side's type (an action, or an instant where its typebox says so), played with its right side an instant's (every right side is an instant), with no go again; melded (both sides, Meld), an action if either side is one, else an instant, and its cost is twice its base cost, to which increases (Frostbite's) then add. Every play rule reads these: the action point (FAB-306), the open chain and the stack (FAB-307, FAB-313), the cost paid (FAB-302), the graveyard it resolves to (FAB-310, FAB-311). As it leaves the stack it has both sides again. A melded card's two resolutions are FAB-1552's. Not modelled: a side's own name (the catalog's \"Left // Right\" stays), and a melded card's second type (a rule asking whether it is an instant sees an action); the texts of the split-cards but Arcane Seeds // Life (FAB-1553), Pulsing Aether // Life (FAB-1554), Burn Up // Shock and Comet Storm // Shock (FAB-1255 ... FAB-1259) are not read, so answers that touch them stay unknown and name them (FAB-119).",
     ruling("",
            "CR 9.2.3 (on the stack a split-card has only the name, typebox and textbox of the chosen side), 9.2.2 (otherwise both sides' properties), 5.1.2c (the declared side(s) determine the card's properties on the stack), 8.3.38 (Meld: pay twice the base cost to play both halves), 8.3.38b (meld sets the asset-cost before increases and decreases, 5.1.6), 8.3.38c (a melded card has the combination of both sides' types), 8.1.1a (an action card: an empty stack, an action point), 8.1.6a (an instant: whenever its player has priority), 3.0.9 (a card that changes zones becomes a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The sides' types are the card data's typeText.")).

%!  meld_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, played, is a split-card with a side declared: an event says
%   the side and what it makes the card (FAB-1551); card_texts.pl's
%   played_text//5 calls it.

meld_played_text(S, Who, C, S) -->
    (   { get_dict(side, C, Side),
          card_id(C, Id),
          card_type(C, T),
          card_cost(C, Cost)
        }
    ->  [ event('FAB-1551', meld_side_played, _{player:Who, card:Id, side:Side, type:T, cost:Cost}) ]
    ;   []
    ).

message(event(meld_side_played, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.side == "both" -> W = "both sides, melded" ; format(string(W), "its ~w side", [F.side]) )
    },
    [ "~w is played with ~w: on the stack it is an ~w card, cost ~d (CR 9.2.3, 8.3.38)"-[L, W, F.type, F.cost] ].

                 /*******************************
                 *   A MELDED CARD RESOLVES TWICE *
                 *******************************/

rule('FAB-1552', effect, "A melded card resolves twice: its right side, then priority, then its left side",
     "A melded split-card (played with both sides, FAB-1550) resolves in two steps: the first time its layer resolves only its right side's text takes effect; the card stays on the stack, its layer marked (meld_right_resolved), and the turn player gets priority (passes 0). When both players pass again it resolves a second time: only its left side's text, then it goes to the graveyard as any card (FAB-310, FAB-311), and its go again (the left side's) is then applied. A split-card played with one side resolves once, with that side's text.",
     ruling("",
            "CR 5.3.4d (if the layer is melded and it is its first time being resolved, only the right-side resolution abilities generate their effects, then resolution stops and the turn-player gains priority; the second time, only the left-side resolution abilities, then resolution continues), 8.3.38a (the card remains melded until it ceases to exist), 9.2.3 (a side played has only its own textbox), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  meld_first_resolution(+Layer) is semidet.
%
%   Layer is a card layer of a melded card (side both) resolving for the
%   first time (FAB-1552): effects.pl's resolve_layer//3 asks it.

meld_first_resolution(L) :-
    layer_card(L, C),
    get_dict(side, C, "both"),
    \+ get_dict(meld_right_resolved, L, true).

%!  meld_right_side_resolves(+State0, +Layer, -State)// is det.
%
%   Layer, a melded card's layer taken off the stack, resolves the first
%   time (FAB-1552): its right side's text read here takes effect, the
%   layer goes back on top of the stack, marked, and the turn player
%   gets priority.

meld_right_side_resolves(S0, L, S) -->
    { layer_card(L, C),
      Who = L.controller,
      card_id(C, Id)
    },
    [ event('FAB-1552', meld_right_side_resolves, _{player:Who, card:Id}) ],
    meld_side_text(S0, Who, C, right, S1a),
    melds2_right_target_text(S1a, L, S1),       % card_texts_melds2.pl: Shock's target (FAB-1255)
    { stack(S1, Ls0),
      append(Ls0, [L.put(meld_right_resolved, true)], Ls),
      S = S1.put(_{stack:Ls, priority:S1.turn_player, passes:0})
    }.

message(event(meld_right_side_resolves, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, melded, resolves its right side first; it stays on the stack, and its left side resolves when both players pass again (CR 5.3.4d)"-[L] ].

                 /*******************************
                 *     ARCANE SEEDS // LIFE      *
                 *******************************/

%   The texts read here (card_text_read/2):
%
%       meld_sides(Left, Right)   a split-card's two textboxes, each side's
%                               resolution: tokens(Names) creates those
%                               tokens in its controller's arena,
%                               life(N) gains its hero N life.  Arcane
%                               Seeds // Life (red): "Meld / Create a
%                               Runechant token. Create a Runechant
%                               token. Go again // Gain 1{h}" (FAB-1553)

card_text_read("Arcane Seeds // Life", meld_sides(tokens(["Runechant", "Runechant"]), life(1))).

rule('FAB-1553', effect, "Arcane Seeds // Life: two Runechant tokens (go again), or 1 life, or both melded",
     "Arcane Seeds // Life (red; its text read) played with its left side, Arcane Seeds (a Runeblade action, go again), resolves into two Runechant tokens in its controller's arena (each a new token: its id the card's and \"-runechant\", then \"-runechant-2\"; an aura created this turn, FAB-1071), and its go again gives an action point in its player's action phase (FAB-309); played with its right side, Life (an Earth instant, no go again), its player's hero gains 1 life; melded, it gains the life as its right side resolves, then makes the two Runechants and gives its go again as its left side resolves (FAB-1552). Each Runechant then deals its arcane damage when that player next plays an attack action card or activates a weapon's attack (FAB-210).",
     ruling("",
            "Arcane Seeds // Life: \"Meld. Create a Runechant token. Create a Runechant token. Go again // Gain 1{h}\", typebox \"Runeblade Action // Earth Instant\". CR 9.2.3 (a side played has only its own textbox), 5.3.4d (a melded layer resolves its right side, then its left), 8.5.2 (create: a token is produced in the arena), 8.6.3 (Runechant), 1.13.4a (a player gains life from an effect that increases their hero's life total), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  meld_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What the side of split-card Card read here does as it resolves: its
%   left side (played left, or melded: the second resolution, FAB-1552),
%   its right side (played right) (FAB-1553); card_texts.pl's
%   resolution_text//4 calls it.

meld_resolution_text(S0, Who, C, S) -->
    (   { get_dict(side, C, Side) }
    ->  { (   Side == "right" -> Which = right ; Which = left ) },
        meld_side_text(S0, Who, C, Which, S)
    ;   { S = S0 }
    ).

%   meld_side_text(+S0, +Player, +Card, +Which, -S)//: the text read of
%   Card's side Which (left or right) takes effect.
meld_side_text(S0, Who, C, Which, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, meld_sides(Left, Right)),
          (   Which == left -> Text = Left ; Text = Right ),
          card_id(C, Id),
          (   meld_reading_rule(Name, Rule0) -> Rule = Rule0 ; Rule = 'FAB-1553' )
        }
    ->  meld_text_effect(Text, S0, Who, Id, Rule, S)
    ;   { S = S0 }
    ).

meld_text_effect(tokens(Names), S0, Who, Id, Rule, S) -->
    tokens_made(Names, Rule, token_made, Who, Id, S0, S).   % card_texts_rhinar_blitz.pl
meld_text_effect(life(N), S0, Who, Id, Rule, S) -->
    florian_life_gained(S0, Who, Id, N, Rule, S).           % card_texts_florian.pl
meld_text_effect(target_arcane(_), S, _, _, _, S) -->       % dealt by targeted_text//3 (FAB-1554)
    [].
meld_text_effect(next_hit_arcane(N), S0, Who, Id, Rule, S) -->
    melds2_next_hit_made(S0, Who, Id, N, Rule, S).          % card_texts_melds2.pl (FAB-1256)

%   meld_reading_rule(?Name, ?Rule): the rule of a split-card's reading.
meld_reading_rule("Arcane Seeds // Life", 'FAB-1553').
meld_reading_rule("Pulsing Aether // Life", 'FAB-1554').
meld_reading_rule(Name, Rule) :-
    melds2_left_rule(Name, Rule).                           % card_texts_melds2.pl (FAB-1256, FAB-1258)

                 /*******************************
                 *    PULSING AETHER // LIFE     *
                 *******************************/

%       meld_sides(target_arcane(N), Right)   Pulsing Aether // Life
%                               (red): "Meld / Deal 4 arcane damage to
%                               any target. // Gain 1{h}": its left side
%                               targets as it is played (FAB-1554)

card_text_read("Pulsing Aether // Life", meld_sides(target_arcane(4), life(1))).
card_text_read("Pulsing Aether // Life", oscilio_any_target).   % card_texts_oscilio.pl: an ally named is unknown (FAB-1319)

rule('FAB-1554', effect, "Pulsing Aether // Life: 4 arcane damage to any target, or 1 life, or both melded",
     "Pulsing Aether // Life (red; its text read) played with its left side, Pulsing Aether (a Wizard action), or melded, targets as it is played: the play move names the target, the id of either player's hero (FAB-622; an ally named is answered unknown, as Arcane Twining's, FAB-1319), and as its left side resolves the target is dealt 4 arcane damage as Arcanic Crackle's is (FAB-1006: the amps and the other player's prevention choice first); played with its right side, Life (an Earth instant), it names no target and its player's hero gains 1 life; melded, the life as its right side resolves first, then the damage as its left side resolves (FAB-1552).",
     ruling("",
            "Pulsing Aether // Life: \"Meld. Deal 4 arcane damage to any target. // Gain 1{h}\", typebox \"Wizard Action // Earth Instant\". CR 9.2.3 (a side played has only its own textbox: Life has no target), 5.1.4 (a target declared as the card is played), 1.8.5 and 1.8.5d (any target: a hero or an ally), 8.5.3 (deal damage), 5.3.4d (a melded layer resolves its right side, then its left), 1.13.4a (life gained), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   A split-card read here whose side played (the left, or both) deals
%   arcane damage to a target: the play move names it (FAB-622's
%   targeting), the damage is FAB-1006's (card_texts_chane.pl) as the
%   left side resolves.
targeting(C, play, hero, arcane_damage(N)) :-
    get_dict(side, C, Side),
    Side \== "right",
    text_read_name(C, Name),
    card_text_read(Name, meld_sides(target_arcane(N), _)).

targeted_rule(C, Rule) :-
    meld_arcane_target_rule(C, Rule).

%!  meld_arcane_target_rule(+Card, -Rule) is semidet.
%
%   The rule whose reading deals split-card Card's arcane damage to its
%   target (FAB-1554); card_texts_oscilio.pl's oscilio_arcane_target_rule/2
%   asks it.
meld_arcane_target_rule(C, Rule) :-
    melds2_arcane_target_rule(C, Rule),                     % card_texts_melds2.pl (FAB-1255, FAB-1258)
    !.
meld_arcane_target_rule(C, 'FAB-1554') :-
    text_read_name(C, Name),
    card_text_read(Name, meld_sides(target_arcane(_), _)).
