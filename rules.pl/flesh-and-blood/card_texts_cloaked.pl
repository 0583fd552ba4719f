/*  Flesh and Blood: cloaked equipment, equipped face down (CR 8.3.36).

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - a face-down equipment: its entry in the equipment zone says
      `face_up: false` (an equipment is face up by default; `rulecheck
      new` equips a cloaked one face down, CR 8.3.36 "Equip this
      face-down"); it is a private object in a public zone (CR 3.0.3,
      3.0.4c, 8.5.24): its identity is hidden from the other player
      (hidden/3, workflow.pl's hidden facts), and it cannot defend (CR
      7.3.2a: public equipment permanents) (FAB-1420);
    - its abilities are not functional (CR 1.7.4): an activated ability
      of it is activated only where its cost turns it face up or it is
      activated only while face down (CR 1.7.4b, 5.2.4) (FAB-1421), and
      its Ward prevents nothing (FAB-1422; Ward is FAB-524);
    - an ability whose cost turns its equipment face up, or which is
      activated only while face down, is activated only while it is face
      down (FAB-1423); activated, the cost turns it face up (FAB-1424);
    - Skywalker Keikoi: "Instant - Destroy this: Prevent the next 1 damage
      that would be dealt to you this turn. Activate this ability only
      while this is face-down." (FAB-1425);
    - Aqua Seeing Shell: "Instant - {r}{r}{r}, turn this face-up: Draw a
      card." (FAB-1426);
    - Waves of Aqua Marine: "Attack Reaction - {r}, turn this face-up:
      Target attack gets +1{p}." (FAB-1427);
    - both: "At the start of your turn, destroy this." (FAB-1428: only
      while face up);
    - Heirloom of Rabbit Hide (Ward 4) and Heirloom of Tiger Hide (Blade
      Break): "While this is equipped face-down, at the start of your
      turn, if you have exactly 1{h}, you may turn this face-up." (the
      cloaked_face_up choice, FAB-1429, FAB-1430);
    - Uphold Tradition: "Instant - {r}, turn this face-up: Put a +1{p}
      counter on an aura you control with ward. Ward 1" and Truths
      Retold: "Instant - {r}, turn this face-up: Put an aura from your
      graveyard on the bottom of your deck. Ward 1" (FAB-1431, FAB-1432;
      the cloaked_ward_aura and cloaked_aura_to_bottom choices, FAB-1433).

    Koi Blessed Kimono ("When this is turned face-up, destroy it. Search
    your deck for an Inner Chi, reveal it, put it into your hand, then
    shuffle") is read in card_texts_hidden.pl (FAB-1294, FAB-1295): the
    Heirlooms' flip below turns it face up too.  What face down means
    (FAB-1420 ... FAB-1424) holds for it and for every other cloaked
    equipment too.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, not_asked_words/2, pending_problem/4, text_abilities/2,
   ability_reading/1, ability_reading_resolved//5, targeting/4, ability_text_resolved//5, hidden/3, hidden_part/4,
   unseen_words//1, own_controlled_choice/1, move_words//3, choice_words//1, text_choice_words//2.

%   The texts read here (card_text_read/2):
%
%       cloaked                 the keyword: "Equip this face-down"
%                               (FAB-1420 ... FAB-1424)
%       cloaked_face_down_shield(N)   Skywalker Keikoi (FAB-1425)
%       cloaked_face_up_draw    Aqua Seeing Shell's ability (FAB-1426;
%                               its effect draw is FAB-404's)
%       cloaked_target_power(N)   Waves of Aqua Marine: its target gets
%                               +N power (FAB-1427; the target, FAB-622)
%       cloaked_start_destroyed   "At the start of your turn, destroy
%                               this." (FAB-1428)
%       cloaked_heirloom_flip   "While this is equipped face-down, at the
%                               start of your turn, if you have exactly
%                               1{h}, you may turn this face-up."
%                               (FAB-1429, FAB-1430)
%       cloaked_pick(Kind)      Uphold Tradition (ward_aura) and Truths
%                               Retold (aura_to_bottom) (FAB-1431 ...
%                               FAB-1433)

card_text_read("Skywalker Keikoi", cloaked).
card_text_read("Aqua Seeing Shell", cloaked).
card_text_read("Waves of Aqua Marine", cloaked).
card_text_read("Heirloom of Rabbit Hide", cloaked).
card_text_read("Heirloom of Tiger Hide", cloaked).
card_text_read("Skywalker Keikoi", cloaked_face_down_shield(1)).
card_text_read("Aqua Seeing Shell", cloaked_face_up_draw).
card_text_read("Aqua Seeing Shell", cloaked_start_destroyed).
card_text_read("Waves of Aqua Marine", cloaked_target_power(1)).
card_text_read("Waves of Aqua Marine", cloaked_start_destroyed).
card_text_read("Heirloom of Rabbit Hide", cloaked_heirloom_flip).
card_text_read("Heirloom of Tiger Hide", cloaked_heirloom_flip).

                 /*******************************
                 *       FACE-DOWN EQUIPMENT    *
                 *******************************/

rule('FAB-1420', constraint, "A face-down equipment is private: it cannot defend",
     "A cloaked equipment (Cloaked: \"Equip this face-down\") is equipped face down: the position says so on its entry in the equipment zone (`face_up: false`; an equipment is face up by default, and `rulecheck new` equips every cloaked equipment face down, as the game starts). A face-down equipment is a private object in a public zone: its owner may look at it, the other player sees only that an equipment is there (its name, and all it is, is hidden to them: an answer to them does not turn on it, and their opponent's activation of it depends on what they cannot see). Only public equipment permanents may be declared as defending cards: a defend move that names a face-down equipment breaks this rule, and the defend moves rulecheck lists name none. It stays face down until a rule or effect turns it face up (FAB-1424, FAB-1430).",
     ruling("",
            "CR 8.3.36 (\"Cloaked is a static ability that means 'Equip this face-down.'\"), 3.0.3 and 3.0.3a (a private object; a player may look at a private object they own), 3.0.4c (a public zone may hold a private object, private until a rule or effect makes it public), 8.5.24 (to turn a card face down makes it private), 7.3.2a (the defending hero's controller may declare cards from their hand and/or public equipment permanents they control), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cloaked_face_down(+Card) is semidet.
%
%   Card, an equipment's entry, is face down (FAB-1420): `face_up: false`.

cloaked_face_down(C) :-
    is_dict(C),
    get_dict(face_up, C, false).

%!  cloaked_equipped(+Card0, -Card) is det.
%
%   Card0 equipped as the game starts: face down if it has Cloaked
%   (FAB-1420); setup.pl's new_player/4 calls it.

cloaked_equipped(C0, C) :-
    (   card_keyword(C0, "Cloaked", _)          % cards.pl
    ->  C = C0.put(face_up, false)
    ;   C = C0
    ).

broken('FAB-1420', S, M, cloaked_face_down_defends(C)) :-
    get_dict(action, M, "defend"),
    player(S, M.player, P),
    face_down_equipment_held(P),                % a look at the zone first:
    key_value(cards, M, [], Ids),               % most defenders have none face down
    member(Id, Ids),
    card_in(P, equipment, Id, C),
    cloaked_face_down(C),
    !.

moot('FAB-1420', S, M) :-
    \+ ( get_dict(action, M, "defend"),
         player(S, M.player, P),
         face_down_equipment_held(P) ).

%   face_down_equipment_held(+Player): Player's equipment zone holds a
%   face-down card (FAB-1420).
face_down_equipment_held(P) :-
    key_value(equipment, P, [], Es),
    member(E, Es),
    cloaked_face_down(E),
    !.

message(cloaked_face_down_defends(C)) -->
    { card_id(C, Id) },
    [ "~w is a face-down equipment: only public (face-up) equipment may defend"-[Id] ].

%   The other player sees a face-down equipment is there, not what it is
%   (FAB-1420): workflow.pl's hidden facts.
hidden(S, V, [players, I, equipment, J]) :-
    nth0(I, S.players, P),
    P.name \== V,
    get_dict(equipment, P, Cards),
    nth0(J, Cards, C),
    cloaked_face_down(C).

%   Another player's activation of a face-down equipment, or their defend
%   move naming one, turns on what it is (FAB-1420, FAB-1421): workflow.pl's
%   depends_on_hidden/4.
hidden_part(P, M, "activate", face_down_equipment(P.name)) :-
    get_dict(card, M, Id),
    card_in(P, equipment, Id, C),
    cloaked_face_down(C).

hidden_part(P, M, "defend", face_down_equipment(P.name)) :-
    key_value(cards, M, [], Ids),
    member(Id, Ids),
    card_in(P, equipment, Id, C),
    cloaked_face_down(C),
    !.

%   The Heirloom the choice names, face down, is hidden from the other
%   player too (FAB-1429).
hidden(S, V, [pending, source]) :-
    pending(S, Pd),
    Pd.choice == "cloaked_face_up",
    Pd.player \== V.

unseen_words(face_down_equipment(P)) -->
    [ "what ~w's face-down equipment is"-[P] ].

                 /*******************************
                 *      ITS ABILITIES, HIDDEN   *
                 *******************************/

rule('FAB-1421', constraint, "A face-down equipment's abilities are not functional, but those that turn it face up or work only face down",
     "An ability of a face-down equipment (FAB-1420) is not functional: activating one breaks this rule, unless its cost turns the equipment face up (\"{r}, turn this face-up\": Aqua Seeing Shell, Waves of Aqua Marine, Truths Retold, Uphold Tradition) or it is activated only while the equipment is face down (Skywalker Keikoi). rulecheck says so for an equipment whose text it reads; of another, what its unread text allows is unknown (FAB-119).",
     ruling("",
            "CR 1.7.4 (an ability is functional when its source is public and in the arena; otherwise it is non-functional), 1.7.4b and 5.2.4 (an activated ability whose cost can only be paid, or which is explicitly activated, while the source is private is functional while it is), 8.3.36 (Cloaked), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cloaked_private_ability(+Ability) is semidet.
%
%   Ability is functional while its source is face down (FAB-1421): its
%   cost turns it face up, or it is activated only while face down.

cloaked_private_ability(Ab) :-
    (   cloaked_face_up_cost(Ab) -> true ; get_dict(while_face_down, Ab, true) ).

%!  cloaked_face_up_cost(+Ability) is semidet.
%
%   Ability's cost turns its source face up: the ability read here says
%   so (turn_face_up), or the card data's cost words do.

cloaked_face_up_cost(Ab) :-
    (   get_dict(turn_face_up, Ab, true)
    ->  true
    ;   get_dict(cost_text, Ab, T),
        string_lower(T, L),
        ( sub_string(L, _, _, _, "turn this face-up") ; sub_string(L, _, _, _, "turn this face up") )
    ->  true
    ).

broken('FAB-1421', S, M, cloaked_not_functional(C)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, Ab),          % position.pl
    cloaked_face_down(C),
    text_read_card(C),
    \+ cloaked_private_ability(Ab).

moot('FAB-1421', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         activated_ability(S, M, _, C, _),
         cloaked_face_down(C) ).

message(cloaked_not_functional(C)) -->
    { card_label(C, L) },
    [ "~w is face down: its abilities are not functional, but one whose cost turns it face up or one activated only while face down"-[L] ].

rule('FAB-1422', effect, "A face-down equipment's Ward prevents nothing",
     "Ward (FAB-524) is a static ability of its permanent: while the equipment is face down (FAB-1420) it is not functional, and as damage would be dealt to its controller's hero it prevents nothing and is not destroyed (Heirloom of Rabbit Hide's Ward 4, Truths Retold's and Uphold Tradition's Ward 1). Face up, it is Ward as ever. Blade Break and the equipment's other keywords are not functional either while it is face down; it cannot defend then (FAB-1420).",
     ruling("",
            "CR 1.7.4 (an ability is functional when its source is public and in the arena), 1.7.3c and 5.4 (Ward is a static ability), 8.3.36 (Cloaked), 3.0.4c, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cloaked_keyword_off(+Card) is semidet.
%
%   Card's keyword abilities (its Ward) are not functional: it is a
%   face-down equipment (FAB-1422); keywords_defense.pl's ward_source/4
%   asks it.

cloaked_keyword_off(C) :-
    cloaked_face_down(C).

%!  cloaked_ward_off(+State, +Player, +Damage)// is det.
%
%   Damage would be dealt to Player's hero: each face-down equipment of
%   theirs with Ward says its Ward prevents nothing (FAB-1422).
%   keywords_defense.pl's hero_damaged//8 calls it.

cloaked_ward_off(S, Who, D0) -->
    { integer(D0), D0 > 0,
      player(S, Who, P),
      key_value(equipment, P, [], Es),
      findall(Id, ( member(C, Es), cloaked_face_down(C),
                    card_keyword_value(C, "Ward", _), card_id(C, Id) ), Ids),
      Ids \== []
    },
    !,
    cloaked_ward_off_events(Ids, Who).
cloaked_ward_off(_, _, _) --> [].

cloaked_ward_off_events([], _) --> [].
cloaked_ward_off_events([Id|Ids], Who) -->
    [ event('FAB-1422', cloaked_ward_off, _{player:Who, card:Id}) ],
    cloaked_ward_off_events(Ids, Who).

message(event(cloaked_ward_off, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face down: its Ward prevents nothing of the damage to ~w's hero"-[L, F.player] ].

rule('FAB-1423', constraint, "An ability that turns its equipment face up, or works only face down, is activated only while it is face down",
     "An ability whose cost turns its equipment face up (\"{r}, turn this face-up\") can be paid only while the equipment is face down: turning a face-up card face up fails, so the cost cannot be paid. An ability activated \"only while this is face-down\" (Skywalker Keikoi's) likewise. Activating either while the equipment is face up (or elsewhere than the equipment zone, face up) breaks this rule.",
     ruling("",
            "CR 8.5.24 and 8.5.24a (to turn a card face up makes it public; if it already has the specified visibility, the turn effect fails), 1.14.4 and 5.1.9 (an effect-cost is paid by generating the effect; a cost that cannot be paid makes the activation illegal), 5.2.1e and 5.2.4 (an activation condition), 1.0.2a (\"only\" is a restriction), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1423', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, Ab),
    \+ cloaked_face_down(C),
    (   cloaked_face_up_cost(Ab)
    ->  Reason = cloaked_already_face_up(C)
    ;   get_dict(while_face_down, Ab, true)
    ->  Reason = cloaked_not_face_down(C)
    ).

moot('FAB-1423', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         activated_ability(S, M, _, _, Ab),
         cloaked_private_ability(Ab) ).

message(cloaked_already_face_up(C)) -->
    { card_label(C, L) },
    [ "~w is face up: its cost turns it face up, which cannot be paid"-[L] ].
message(cloaked_not_face_down(C)) -->
    { card_label(C, L) },
    [ "~w is face up: its ability is activated only while it is face down"-[L] ].

rule('FAB-1424', effect, "The cost \"turn this face-up\" turns the equipment face up",
     "Activating an ability whose cost turns its equipment face up (FAB-1423) turns it face up as the cost is paid: its entry in the equipment zone becomes `face_up: true`, public; it stays face up (its abilities now functional: its Ward, FAB-1422; its start-of-turn destruction, FAB-1428). An ability activated only while face down whose cost destroys the equipment (Skywalker Keikoi's) puts it into the graveyard, public, as FAB-404 destroys any.",
     ruling("",
            "CR 8.5.24 (turn), 5.1.9 and 1.14.4 (an effect-cost is paid as the ability is activated), 5.2.4b (the source of an activated ability becomes public as it is activated), 3.0.4 (the graveyard is a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cloaked_activation_face_up(+Ability, +Player, +SourceId, +P0, -P)// is det.
%
%   Player activated Ability of SourceId: where its cost turns it face up
%   and it is a face-down equipment of theirs, it is turned face up
%   (FAB-1424).  effects.pl's effect(activate) calls it.

cloaked_activation_face_up(Ab, Who, Id, P0, P) -->
    (   { cloaked_face_up_cost(Ab),
          key_value(equipment, P0, [], Es0),
          nth0(K, Es0, C, Rest),
          card_id(C, Id0), Id0 == Id,
          cloaked_face_down(C),
          !,
          nth0(K, Es, C.put(face_up, true), Rest),
          P = P0.put(equipment, Es)
        }
    ->  [ event('FAB-1424', cloaked_turned_face_up, _{player:Who, card:Id}) ]
    ;   { P = P0 }
    ).

message(event(cloaked_turned_face_up, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is turned face up, as its ability's cost: public now"-[L] ].

                 /*******************************
                 *        SKYWALKER KEIKOI      *
                 *******************************/

rule('FAB-1425', effect, "Skywalker Keikoi: destroyed while face down, the next 1 damage to its player's hero is prevented",
     "Skywalker Keikoi's instant ability (its text read; its cost: destroy it, FAB-404; no resource point) may be activated only while it is face down (FAB-1423; face down its other abilities are not functional, FAB-1421). It resolves into a shield in the state's effects ({kind: prevent_next_damage, player, amount: 1, source}): it prevents the next 1 damage that would be dealt to its player's hero this turn, in the order its player chooses beside Ward (FAB-697, Runaways' shield, FAB-1075), and ends with the turn.",
     ruling("",
            "Skywalker Keikoi: \"Cloaked. Instant - Destroy this: Prevent the next 1 damage that would be dealt to you this turn. Activate this ability only while this is face-down.\" CR 5.2.1 (an activated ability's cost and effect), 5.2.4 (an activation condition that specifies the source's privacy), 8.5.4 (destroy), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Skywalker Keikoi", [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                                      destroy_self:true, while_face_down:true}]).

ability_reading(cloaked_face_down_shield(_)).

ability_reading_resolved(cloaked_face_down_shield(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1425', S).  % card_texts_aurora.pl

                 /*******************************
                 *   AQUA SEEING SHELL, WAVES   *
                 *******************************/

rule('FAB-1426', effect, "Aqua Seeing Shell: turned face up for 3 resource points, a card drawn",
     "Aqua Seeing Shell's instant ability (its text read) costs 3 resource points and turning it face up (FAB-1423, FAB-1424): activated only while it is face down. As it resolves its player draws a card (the vocabulary's draw, FAB-209). Face up, it is destroyed at the start of its player's turn (FAB-1428).",
     ruling("",
            "Aqua Seeing Shell: \"Cloaked. Instant - {r}{r}{r}, turn this face-up: Draw a card. At the start of your turn, destroy this.\" CR 5.2.1 (an activated ability's cost and effect), 1.14 (paying resource points), 8.5.24 (turn), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Aqua Seeing Shell", [_{type:"instant", limit:"none", cost:3, effect:"other", go_again:false,
                                       destroy_self:false, turn_face_up:true}]).

ability_reading(cloaked_face_up_draw).

ability_reading_resolved(cloaked_face_up_draw, S0, Who, Id, S) -->
    [ event('FAB-1426', cloaked_shell_draws, _{player:Who, card:Id}) ],
    draw_cards(Who, 1, Id, S0, S).              % triggers.pl (FAB-209's vocabulary)

message(event(cloaked_shell_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w draws a card"-[L, F.player] ].

rule('FAB-1427', effect, "Waves of Aqua Marine: turned face up for a resource point, target attack gets +1 power",
     "Waves of Aqua Marine's attack reaction (its text read) costs 1 resource point and turning it face up (FAB-1423, FAB-1424): activated only while it is face down, by the attack's controller in the reaction step (an attack reaction). It targets an attack (the active chain link's, or an attack card of an earlier link), named in the move's target (FAB-622); as it resolves the target gets +1 power, or, no longer a legal target, nothing happens. Face up, it is destroyed at the start of its player's turn (FAB-1428).",
     ruling("",
            "Waves of Aqua Marine: \"Cloaked. Attack Reaction - {r}, turn this face-up: Target attack gets +1{p}. At the start of your turn, destroy this.\" CR 5.2.1, 8.1.2a (an attack reaction), 1.8.5 and 5.1.4a (its target, declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.24 (turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Waves of Aqua Marine", [_{type:"attack reaction", limit:"none", cost:1, effect:"other", go_again:false,
                                          destroy_self:false, turn_face_up:true}]).

%   Waves' ability targets an attack (FAB-622's targets: Kassai's spec,
%   card_texts_kassai.pl), its own resolution below.
targeting(C, ability(0), attack, cloaked_power(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, cloaked_target_power(N)).

%   The activated-layer L of Waves of Aqua Marine resolves: its target
%   gets the power, or nothing happens (FAB-1427).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), Spec, cloaked_power(N))
    },
    target_gains(S0, Who, Id, T, Spec, N, 'FAB-1427', S).   % card_texts_katsu_bravo.pl

rule('FAB-1428', effect, "Aqua Seeing Shell, Waves of Aqua Marine: destroyed at the start of the turn, if face up",
     "At the start of its controller's turn, a face-up Aqua Seeing Shell or Waves of Aqua Marine in their equipment zone is destroyed: it goes to its owner's graveyard (a new object, public), before the turn player's other start-of-turn effects resolve (no effect of rulecheck's vocabulary at the start of a turn reads an equipment zone, so their order changes nothing and is not asked, FAB-531). Face down (FAB-1420), this triggered ability is not functional: the equipment stays.",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу»",
            "Aqua Seeing Shell, Waves of Aqua Marine: \"At the start of your turn, destroy this.\" CR 4.2.2 (the start phase: effects that trigger at the start of the turn), 6.6 (a triggered effect), 1.7.4 (an ability is functional only while its source is public and in the arena), 8.5.4 (destroy), 3.0.9 (a card that leaves the arena becomes a new object), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  cloaked_start_destroyed(+State0, +Player, -State)// is det.
%
%   The start of Player's turn: their face-up equipment whose text says
%   "At the start of your turn, destroy this" goes to their graveyard
%   (FAB-1428).  triggers.pl's start_phase_ends//2 calls it.

cloaked_start_destroyed(S0, Who, S) -->
    (   { \+ game_over(S0, _),
          player(S0, Who, P0),
          key_value(equipment, P0, [], Es),
          member(C, Es),
          \+ cloaked_face_down(C),
          text_read_name(C, Name),
          card_text_read(Name, cloaked_start_destroyed),
          card_id(C, Id),
          !,
          take_card(P0, equipment, Id, _, P1),
          new_object(C, C1),                    % keywords_defense.pl
          add_cards(P1, graveyard, [C1], P2),
          set_player(S0, P2, S1)
        }
    ->  [ event('FAB-1428', cloaked_start_destroyed, _{player:Who, card:Id}) ],
        cloaked_start_destroyed(S1, Who, S)
    ;   { S = S0 }
    ).

message(event(cloaked_start_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the start of ~w's turn: ~w, face up, is destroyed (to the graveyard)"-[F.player, L] ].

                 /*******************************
                 *          THE HEIRLOOMS       *
                 *******************************/

rule('FAB-1429', effect, "Heirloom of Rabbit Hide, Heirloom of Tiger Hide: at 1 life, its player may turn it face up at the start of their turn",
     "At the start of its controller's turn, after their start-of-turn effects, a face-down Heirloom of Rabbit Hide or Heirloom of Tiger Hide in their equipment zone, while their hero has exactly 1 life, asks them whether to turn it face up (a hidden triggered ability: the pending choice cloaked_face_up, answered by a mode move: 1 turns it face up, 2 leaves it face down, FAB-1430). With any other life total, or face up, nothing is asked. Face up, Heirloom of Rabbit Hide's Ward 4 (FAB-524) and Heirloom of Tiger Hide's Blade Break (FAB-520) are functional and it may defend (FAB-1420, FAB-1422). Only one is asked a turn: both are chest equipment, and a hero has one chest zone.",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу»",
            "Heirloom of Rabbit Hide: \"Cloaked. While this is equipped face-down, at the start of your turn, if you have exactly 1{h}, you may turn this face-up. Ward 4\"; Heirloom of Tiger Hide: \"... Blade Break\". CR 5.4.7b (a hidden triggered ability: its owner may decide to trigger it; the source becomes public and its layer turns it face up as it resolves), 4.2.2 (the start of the turn), 1.8.3a (\"may\": an optional effect), 8.5.24 (turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   cloaked_heirloom(+State, +Player, -Card): a face-down equipment of
%   Player's whose text turns it face up at the start of their turn, at
%   exactly 1 life (FAB-1429).
cloaked_heirloom(S, Who, C) :-
    player(S, Who, P),
    get_dict(life, P, 1),
    key_value(equipment, P, [], Es),
    member(C, Es),
    cloaked_face_down(C),
    text_read_name(C, Name),
    card_text_read(Name, cloaked_heirloom_flip).

%!  cloaked_flip_asked(+State0, +Player, -State)// is det.
%
%   Player's start-of-turn effects have resolved: a face-down Heirloom of
%   theirs, at exactly 1 life, asks whether to turn it face up
%   (FAB-1429).  triggers.pl's start_phase_goes_on//3 calls it.

cloaked_flip_asked(S0, Who, S) -->
    (   { \+ pending(S0, _),
          \+ game_over(S0, _),
          once(cloaked_heirloom(S0, Who, C)),
          card_id(C, Id)
        }
    ->  { S = S0.put(pending, _{choice:"cloaked_face_up", player:Who, controller:Who, source:C}) },
        [ event('FAB-1429', cloaked_face_up_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

message(event(cloaked_face_up_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the start of ~w's turn, at 1 life: ~w may turn ~w face up (a mode move: 1 face up, 2 face down)"-[F.player, F.player, L] ].

choice_action("cloaked_face_up", "mode").
choice_phase("cloaked_face_up", "start").
not_asked_words("cloaked_face_up", "whether to turn the face-down equipment face up").
own_controlled_choice("cloaked_face_up").     % choices.pl: its player controls it

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "cloaked_face_up",
    Who = Pd.player,
    member(Mode, [1, 2]).

rule('FAB-1430', constraint, "The Heirloom's choice: turn it face up (1) or not (2)",
     "A mode move answering the cloaked_face_up choice (FAB-1429) says 1 (the equipment is turned face up: `face_up: true`, public, for good) or 2 (it stays face down); any other mode breaks this rule. Either way the start of the turn goes on (the other player's start-of-turn effects, then the action phase).",
     ruling("",
            "CR 5.4.7b (the owner decides whether to trigger a hidden triggered ability), 1.8.3a (\"may\"), 8.5.24 (turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1430', S, M, cloaked_not_a_flip_mode(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "cloaked_face_up",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-1430', S, M) :-
    \+ ( get_dict(action, M, "mode"), pending(S, Pd), Pd.choice == "cloaked_face_up" ).

message(cloaked_not_a_flip_mode(Mode)) -->
    [ "mode ~w: the Heirloom's choice is 1 (turn it face up) or 2 (leave it face down)"-[Mode] ].

pending_problem(S, Pd, [source], cloaked_no_face_down_heirloom(Who)) :-   % FAB-1429
    Pd.choice == "cloaked_face_up",
    get_dict(player, Pd, Who),
    \+ ( get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId),
         cloaked_heirloom(S, Who, C), card_id(C, SId) ).

message(cloaked_no_face_down_heirloom(Who)) -->
    [ "the choice's source is no face-down Heirloom of ~w's equipment at 1 life"-[Who] ].

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cloaked_face_up",
      Who = Pd.player,
      choice_answered(S0, S1),
      card_id(Pd.source, Id)
    },
    (   { M.mode == 1,
          player(S1, Who, P1),
          key_value(equipment, P1, [], Es0),
          nth0(K, Es0, C, Rest),
          card_id(C, Id0), Id0 == Id,
          !,
          nth0(K, Es, C.put(face_up, true), Rest),
          set_player(S1, P1.put(equipment, Es), S2u)
        }
    ->  [ event('FAB-1429', cloaked_heirloom_face_up, _{player:Who, card:Id}) ],
        hidden_koi_face_up(S2u, Who, Id, S2)    % card_texts_hidden.pl: Koi Blessed Kimono (FAB-1294)
    ;   { S2 = S1 },
        [ event('FAB-1429', cloaked_heirloom_face_down, _{player:Who, card:Id}) ]
    ),
    mentor_flip_asked(S2, Who, S3),             % card_texts_singles.pl (FAB-976)
    (   { pending(S3, _) }
    ->  { S = S3 }
    ;   opponents_start(S3, Who, S)             % triggers.pl: the start phase goes on
    ).

message(event(cloaked_heirloom_face_up, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w turns ~w face up: public now"-[F.player, L] ].
message(event(cloaked_heirloom_face_down, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves ~w face down"-[F.player, L] ].

message(no_choice_waits("cloaked_face_up")) -->
    [ "no face-down Heirloom waits to be turned face up" ].

move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "cloaked_face_up", card_label(Pd.source, L) },
    (   { M.mode == 1 }
    ->  [ M.player, " turns ", L, " face up" ]
    ;   [ M.player, " leaves ", L, " face down" ]
    ).

choice_words("cloaked_face_up") --> [ "whether to turn a face-down Heirloom face up (a mode move: 1 face up, 2 face down)" ].
text_choice_words("cloaked_face_up", Source) --> [ "whether to turn ~w face up (mode)"-[Source] ].

                 /*******************************
                 *  UPHOLD TRADITION, TRUTHS    *
                 *******************************/

rule('FAB-1431', effect, "Uphold Tradition: turned face up for a resource point, a +1 power counter on an aura with ward",
     "Uphold Tradition's instant ability (its text read) costs 1 resource point and turning it face up (FAB-1423, FAB-1424): activated only while it is face down. As it resolves its player puts a +1 power counter on an aura they control with ward (an aura of their arena with the keyword Ward: a Spectral Shield, ...; its power_counters one more). With none, nothing; with one, or copies of one name only, that one; with auras of two names or more, the position waits for their choice (cloaked_ward_aura), a target move naming the aura (FAB-1433). Where another choice already waits as it resolves, none is asked and nothing is put (an event says so). Face up, its Ward 1 is functional (FAB-1422, FAB-524).",
     ruling("",
            "Uphold Tradition: \"Cloaked. Instant - {r}, turn this face-up: Put a +1{p} counter on an aura you control with ward. Ward 1\" CR 5.2.1, 8.5.24 (turn), 1.15 and 1.15.2a (a +1{p} counter adds to the object's power), 1.3.1b (the controller of a permanent), 1.8.6 (the player instructed by an effect makes its choices), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1432', effect, "Truths Retold: turned face up for a resource point, an aura of the graveyard to the bottom of the deck",
     "Truths Retold's instant ability (its text read) costs 1 resource point and turning it face up (FAB-1423, FAB-1424): activated only while it is face down. As it resolves its player puts an aura card of their graveyard (Aura among its subtypes) on the bottom of their deck (a new object, private). With none, nothing; with one, or copies of one name only, that one; with aura cards of two names or more, the position waits for their choice (cloaked_aura_to_bottom), a target move naming it (FAB-1433). Not handled: where their graveyard holds no known aura but cards the position does not show, nothing is put (an event says so: the position should name them); where another choice already waits, none is asked. Face up, its Ward 1 is functional (FAB-1422, FAB-524).",
     ruling("",
            "Truths Retold: \"Cloaked. Instant - {r}, turn this face-up: Put an aura from your graveyard on the bottom of your deck. Ward 1\" CR 5.2.1, 8.5.24 (turn), 3.0.4 (the graveyard is public, the deck private), 3.0.9 (a card entering the deck is a new object), 1.8.6, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Uphold Tradition", cloaked).
card_text_read("Truths Retold", cloaked).
card_text_read("Uphold Tradition", cloaked_pick(ward_aura)).
card_text_read("Truths Retold", cloaked_pick(aura_to_bottom)).

text_abilities("Uphold Tradition", [_{type:"instant", limit:"none", cost:1, effect:"other", go_again:false,
                                      destroy_self:false, turn_face_up:true}]).
text_abilities("Truths Retold", [_{type:"instant", limit:"none", cost:1, effect:"other", go_again:false,
                                   destroy_self:false, turn_face_up:true}]).

ability_reading(cloaked_pick(_)).

%   cloaked_pick_choice(?Kind, ?Choice, ?Rule): the choice each text asks.
cloaked_pick_choice(ward_aura, "cloaked_ward_aura", 'FAB-1431').
cloaked_pick_choice(aura_to_bottom, "cloaked_aura_to_bottom", 'FAB-1432').

%   cloaked_pick_candidate(+State, +Kind, +Player, -Card): a card Player
%   may pick for Kind: an aura of their arena with ward, an aura card of
%   their graveyard.
cloaked_pick_candidate(S, ward_aura, Who, A) :-
    player(S, Who, P),
    controlled_aura(P, A),                      % card_texts_aurora.pl
    cloaked_has_ward(A).
cloaked_pick_candidate(S, aura_to_bottom, Who, A) :-
    player(S, Who, P),
    key_value(graveyard, P, [], G),
    member(A, G),
    \+ unknown_card(A),
    aura_card(A).

%   cloaked_has_ward(+Card): Card has the keyword Ward, with its number
%   or one a text decides (Haze Shelter's Ward X).
cloaked_has_ward(A) :-
    (   card_keyword(A, "Ward", _)
    ->  true
    ;   card_prop(A, keywords, Ks), is_list(Ks), memberchk("Ward", Ks)
    ).

ability_reading_resolved(cloaked_pick(Kind), S0, Who, Id, S) -->
    { cloaked_pick_choice(Kind, Choice, Rule),
      findall(A, cloaked_pick_candidate(S0, Kind, Who, A), As),
      findall(N, ( member(A, As), get_dict(name, A, N) ), Ns0),
      sort(Ns0, Ns)
    },
    (   { As == [] }
    ->  { S = S0 },
        (   { Kind == aura_to_bottom,
              player(S0, Who, P),
              key_value(graveyard, P, [], G),
              member(U, G), unknown_card(U)
            }
        ->  [ event(Rule, cloaked_pick_unknown, _{player:Who, card:Id}) ]
        ;   [ event(Rule, cloaked_pick_none, _{player:Who, card:Id, kind:Kind}) ]
        )
    ;   { Ns = [_], As = [A1|_] }
    ->  cloaked_picked(Kind, S0, Who, Id, A1, S)
    ;   { \+ pending(S0, _),
          once(( state_card(S0, C), card_id(C, Id0), Id0 == Id ))
        }
    ->  { S = S0.put(pending, _{choice:Choice, player:Who, controller:Who, source:C}) },
        [ event(Rule, cloaked_pick_waits, _{player:Who, card:Id, kind:Kind}) ]
    ;   { S = S0 },
        [ event(Rule, choice_not_asked, _{player:Who, card:Id, choice:Choice}) ]
    ).

%   cloaked_picked(+Kind, +S0, +Player, +SourceId, +Card, -S)//: Card is
%   picked: a +1 power counter on the aura (FAB-1431), or the aura card
%   from the graveyard to the bottom of the deck (FAB-1432).
cloaked_picked(ward_aura, S0, Who, Id, A, S) -->
    { card_id(A, AId),
      player(S0, Who, P0),
      key_value(arena, P0, [], Arena0),
      nth0(K, Arena0, A0, Rest),
      card_id(A0, AId0), AId0 == AId, !,
      key_value(power_counters, A0, 0, N0),
      N is N0 + 1,
      nth0(K, Arena, A0.put(power_counters, N), Rest),
      set_player(S0, P0.put(arena, Arena), S)
    },
    [ event('FAB-1431', cloaked_power_counter, _{player:Who, card:Id, aura:AId}) ].
cloaked_picked(aura_to_bottom, S0, Who, Id, A, S) -->
    { card_id(A, AId),
      player(S0, Who, P0),
      take_card(P0, graveyard, AId, A0, P1),
      new_object(A0, A1),                       % keywords_defense.pl
      zone_cards_added(P1, deck, [A1], P2),     % position.pl: the bottom of the deck
      set_player(S0, P2, S)
    },
    [ event('FAB-1432', cloaked_aura_to_bottom, _{player:Who, card:Id, aura:AId}) ].

message(event(cloaked_pick_none, F, S0)) -->
    { event_card(S0, F.card, L),
      ( F.kind == ward_aura -> W = "controls no aura with ward" ; W = "has no aura card in their graveyard" ) },
    [ "~w's ability resolves: ~w ~w, so nothing happens"-[L, F.player, W] ].
message(event(cloaked_pick_unknown, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w's graveyard holds no known aura, but cards the position does not show: rulecheck puts none on the bottom of the deck (not read: name them)"-[L, F.player] ].
message(event(cloaked_pick_waits, F, S0)) -->
    { event_card(S0, F.card, L),
      ( F.kind == ward_aura
      -> W = "which aura with ward they control gets a +1 power counter"
      ;  W = "which aura card of their graveyard goes on the bottom of their deck" ) },
    [ "~w's ability resolves: ~w chooses ~w (a target move)"-[L, F.player, W] ].
message(event(cloaked_power_counter, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w puts a +1 power counter on ~w"-[L, F.player, F.aura] ].
message(event(cloaked_aura_to_bottom, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w puts ~w from their graveyard on the bottom of their deck"-[L, F.player, F.aura] ].

not_asked_words("cloaked_ward_aura", "which aura with ward gets a +1 power counter").
not_asked_words("cloaked_aura_to_bottom", "which aura card of their graveyard goes on the bottom of their deck").
own_controlled_choice("cloaked_ward_aura").
own_controlled_choice("cloaked_aura_to_bottom").
choice_action("cloaked_ward_aura", "target").
choice_action("cloaked_aura_to_bottom", "target").
choice_phase("cloaked_ward_aura", "action").
choice_phase("cloaked_aura_to_bottom", "action").

%   cloaked_pick_waits(+State, -Kind, -Pending): a pick of Kind waits.
cloaked_pick_waits(S, Kind, Pd) :-
    pending(S, Pd),
    cloaked_pick_choice(Kind, Pd.choice, _).

choice_candidate("target", S, _{player:Who, action:"target", card:AId}) :-
    cloaked_pick_waits(S, Kind, Pd),
    Who = Pd.player,
    cloaked_pick_candidate(S, Kind, Who, A),
    card_id(A, AId).

rule('FAB-1433', constraint, "The aura Uphold Tradition or Truths Retold picks is one the choice offers",
     "A target move answering the cloaked_ward_aura choice (FAB-1431) names an aura with ward its player controls; one answering cloaked_aura_to_bottom (FAB-1432) names an aura card of its player's graveyard. Any other card breaks this rule; the text has no \"may\", so there is no decline.",
     ruling("",
            "Uphold Tradition: \"Put a +1{p} counter on an aura you control with ward.\"; Truths Retold: \"Put an aura from your graveyard on the bottom of your deck.\" CR 1.8.6 (the player instructed by an effect makes its choices), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1433', S, M, cloaked_not_a_pick(Kind, Id)) :-
    get_dict(action, M, "target"),
    cloaked_pick_waits(S, Kind, Pd),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( cloaked_pick_candidate(S, Kind, Who, A), card_id(A, Id0), Id0 == Id ).

moot('FAB-1433', S, M) :-
    \+ ( get_dict(action, M, "target"), cloaked_pick_waits(S, _, _) ).

message(cloaked_not_a_pick(ward_aura, Id)) -->
    [ "~w is not an aura with ward of the player's arena: Uphold Tradition puts its counter on one"-[Id] ].
message(cloaked_not_a_pick(aura_to_bottom, Id)) -->
    [ "~w is not an aura card of the player's graveyard: Truths Retold puts one on the bottom of the deck"-[Id] ].

pending_problem(S, Pd, [source], cloaked_nothing_to_pick(Kind)) :-   % FAB-1431, FAB-1432
    cloaked_pick_choice(Kind, Pd.choice, _),
    get_dict(player, Pd, Who),
    \+ cloaked_pick_candidate(S, Kind, Who, _).

message(cloaked_nothing_to_pick(ward_aura)) -->
    [ "an aura with ward waits to be picked, and its player controls none" ].
message(cloaked_nothing_to_pick(aura_to_bottom)) -->
    [ "an aura card of the graveyard waits to be picked, and its player's graveyard holds none" ].

effect(target, S0, M, S) -->
    { cloaked_pick_waits(S0, Kind, Pd),
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      cloaked_pick_candidate(S1, Kind, M.player, A),
      card_id(A, AId), AId == M.card, !
    },
    cloaked_picked(Kind, S1, M.player, Id, A, S).

message(no_choice_waits("cloaked_ward_aura")) -->
    [ "no aura with ward waits to be picked" ].
message(no_choice_waits("cloaked_aura_to_bottom")) -->
    [ "no aura card of the graveyard waits to be picked" ].

move_words("target", S, M) -->
    { cloaked_pick_waits(S, Kind, _) },
    (   { Kind == ward_aura }
    ->  [ M.player, " puts a +1 power counter on ", M.card ]
    ;   [ M.player, " puts ", M.card, " on the bottom of their deck" ]
    ).

choice_words("cloaked_ward_aura") --> [ "which aura with ward they control gets a +1 power counter (a target move)" ].
choice_words("cloaked_aura_to_bottom") --> [ "which aura card of their graveyard goes on the bottom of their deck (a target move)" ].
text_choice_words("cloaked_ward_aura", Source) --> [ "the aura with ward ~w puts a +1 power counter on (target)"-[Source] ].
text_choice_words("cloaked_aura_to_bottom", Source) --> [ "the aura card ~w puts on the bottom of the deck (target)"-[Source] ].
