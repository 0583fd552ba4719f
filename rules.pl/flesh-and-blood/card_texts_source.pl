/*  Flesh and Blood: texts that ask the source of damage.

    Part of game.pl, included after card_texts_auraweapons.pl, whose
    relations and those of the files before it it reuses (card_text_read/2
    names every text read; a card whose whole text is read is modelled).
    Every damage now comes to the prevention shields with its source
    (damage_source.pl's dsrc/2).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Oasis Respite (the Dromai Blitz Deck; red, yellow, blue): "Prevent
      the next 4 (3, 2) damage that would be dealt to target hero this
      turn by a source of your choice. If they have less life than each
      other hero, they may gain 1{h}." (FAB-1147: the target is FAB-622's,
      the source asked as the card resolves, the source_oasis_from
      choice; FAB-1148: the source named is a public card of the arena or
      the stack; FAB-1149: the life, the source_oasis_gain choice, a mode
      move of the target hero's player).
    - Arcane Cussing (the Florian Blitz Deck; red, yellow, blue): "When
      you deal or are dealt damage, destroy this. When this leaves the
      arena during your turn, create 3 (2, a) Runechant token(s)."
      (FAB-1150: source_damage_dealt//5, told every damage dealt with its
      source; FAB-1151: its leave trigger).

    Not read here, and why (their answers stay unknown, FAB-119):
    Sanctuary of Aria (a macro) is read in card_texts_macro.pl, its
    shield asked by source_shield_asked//8 below; Essence of Ancestry:
    Mind in card_texts_essence.pl (a prevention bound to a blue source,
    FAB-1352): none is left.

    Hooks: card_texts_katsu_bravo.pl's targeted_text//3 calls
    oldhim_target_resolves//6 (source_oasis(N)); card_texts_finish.pl's
    shield_entry/5 asks damage_source.pl's shield_source_applies/2 (a
    shield bound to one source applies only to its damage);
    keywords_defense.pl's hero_damaged//8 and hero_damaged_in_order//9
    and card_texts_arakni.pl's unpreventable_damaged//7 call
    source_damage_dealt//5 once the damage is dealt; card_texts_aurora.pl's
    left_arena_text//4 calls source_left_arena_text//4.
*/

:- discontiguous own_controlled_choice/1.

                 /*******************************
                 *         OASIS RESPITE        *
                 *******************************/

card_text_read("Oasis Respite", source_oasis_prevents([4, 3, 2])).

rule('FAB-1147', effect, "Oasis Respite: the next 4 (3, 2) damage to its target hero this turn from a source its player chooses is prevented; a hero with the least life may gain 1",
     "Oasis Respite (its text read) targets a hero as it is played (FAB-622: the play move names either hero). As it resolves, its player chooses the source (CR 1.8.6: a parameter determined as the effect is generated): the position waits for the choice source_oasis_from, which a target move naming that card answers (FAB-1148). A shield then waits in the state's effects for the rest of the turn ({kind: prevent_next_damage, player: the target hero's, amount: 4 red, 3 yellow, 2 blue, source: Oasis Respite, from: the card chosen}): it prevents damage dealt to that hero by the card chosen only (combat damage by the attack, arcane damage by the card or token that deals it, a text's damage by its card: damage_source.pl), as FAB-697's shields do, ordered with Ward and the other shields; damage from any other source leaves it as it was. Then, if the target hero has less life than each other hero, its player may gain 1 life: the choice source_oasis_gain waits, a mode move, 1 to gain it, 2 not to (FAB-1149); with as much life as another hero or more, nothing.",
     ruling("",
            "Oasis Respite: \"Prevent the next 4 damage that would be dealt to target hero this turn by a source of your choice. If they have less life than each other hero, they may gain 1{h}.\" (3 yellow, 2 blue) CR 1.2.4 (cards and macros are the sources; Oasis Respite's own example), 1.8.6 and 1.8.6b (a parameter left undetermined is determined as the effect is generated, among the public objects of the arena and the stack), 1.8.5 and 5.1.4 (the target is declared as the card is played), 6.4.10, 6.4.10a and 6.4.10e (a shielding prevention of the damage from the source it names), 7.5.2a (the source of combat damage is the attack), 8.5.3a (the source that deals damage), 1.8.3 (\"may\": the player chooses), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1148', constraint, "Oasis Respite's source is a public card of the arena or the stack",
     "A target move answering the source_oasis_from choice (FAB-1147) is made by the player who played Oasis Respite (or controls the Sanctuary of Aria whose ability resolves, FAB-1326) and names a card in the arena (either hero, a weapon, an equipment face up, a permanent or macro of either arena, a card of the combat chain) or on the stack, Oasis Respite (or Sanctuary of Aria) itself among them. A card of a hand, deck, arsenal, pitch zone, graveyard, soul or banished zone, or a face-down equipment, is refused.",
     ruling("",
            "Oasis Respite: \"... by a source of your choice.\" CR 1.8.6b (unless stated otherwise, a player determines only public objects in the arena or on the stack as parameters; Oasis Respite's example), 1.2.4 (only cards and macros are sources), 3.0.4 (public and private zones), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1149', constraint, "Oasis Respite's life is the target hero's player's to take or not",
     "A mode move answering the source_oasis_gain choice (FAB-1147) is made by the player whose hero Oasis Respite targeted and names 1 (gain 1 life) or 2 (gain none); any other mode breaks this rule.",
     ruling("",
            "Oasis Respite: \"If they have less life than each other hero, they may gain 1{h}.\" CR 1.8.3 (\"may\": the player instructed chooses whether to do it), 1.8.6 (the player instructed by the effect determines its parameters), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, hero, source_oasis(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, source_oasis_prevents(Amounts)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Amounts, N).

targeted_rule(C, 'FAB-1147') :-
    text_read_name(C, Name),
    card_text_read(Name, source_oasis_prevents(_)).

oldhim_target_effect(source_oasis(_)).

%   The layer L of Oasis Respite resolves, its target the hero T: its
%   player chooses the source of the damage to prevent (FAB-1147).
oldhim_target_resolves(source_oasis(N), S0, L, C, T, S) -->
    { Who = L.controller },
    (   { target_hero_player(S0, T, Target) }   % card_texts_fai_prism.pl
    ->  source_shield_asked('FAB-1147', source_oasis_from_waits, S0, Who, C, Target, N, S)
    ;   { S = S0 }
    ).

%!  source_shield_asked(+Rule, +Event, +State0, +Player, +Card, +Target, +N, -State)// is det.
%
%   Card's effect resolves (Oasis Respite, FAB-1147; Sanctuary of Aria's
%   ability, card_texts_macro.pl): Player chooses the source whose next N
%   damage to Target's hero this turn is prevented: the choice
%   source_oasis_from waits (answered by a target move), unless another
%   choice already waits (then an event says it is not asked).
source_shield_asked(Rule, Event, S0, Who, C, Target, N, S) -->
    { card_id(C, Id) },
    (   { \+ game_over(S0, _) }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"source_oasis_from", player:Who, controller:Who, source:C,
                                    amount:N, damaged_player:Target}) },
            [ event(Rule, Event, _{player:Who, card:Id, target:Target, amount:N}) ]
        ;   { S = S0 },
            [ event(Rule, choice_not_asked, _{player:Who, card:Id, choice:"source_oasis_from"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("source_oasis_from", "the source whose damage Oasis Respite or Sanctuary of Aria prevents, and nothing is prevented or gained").
not_asked_words("source_oasis_gain", "whether the hero with the least life gains 1 life").

own_controlled_choice("source_oasis_from").
own_controlled_choice("source_oasis_gain").

choice_action("source_oasis_from", "target").
choice_phase("source_oasis_from", "action").
choice_action("source_oasis_gain", "mode").
choice_phase("source_oasis_gain", "action").

source_oasis_waits(S, Choice, Pd) :-
    pending(S, Pd),
    Pd.choice == Choice.

%!  source_oasis_candidate(+State, -Card) is nondet.
%
%   Card is a public card in the arena (a hero, a weapon, a face-up
%   equipment, a permanent, a card of the combat chain) or on the stack
%   (the card resolving, the pending choice's source, among them): what
%   Oasis Respite's player may choose as the source (FAB-1148).

source_oasis_candidate(S, C) :-
    (   member(P, S.players),
        (   C = P.hero
        ;   member(Z, [weapons, equipment, arena]),
            get_dict(Z, P, Cs),
            member(C, Cs)
        )
    ;   chain_open(S),
        member(L, S.chain.links),
        (   link_attack(L, C)
        ;   member(C, L.defending)
        )
    ;   stack(S, Ls),
        member(L, Ls),
        layer_card(L, C)
    ;   pending(S, Pd),
        get_dict(source, Pd, C),
        is_dict(C)
    ),
    is_dict(C),
    \+ cloaked_face_down(C),                    % card_texts_cloaked.pl
    \+ unknown_card(C).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    source_oasis_waits(S, "source_oasis_from", Pd),
    Who = Pd.player,
    findall(Id0, ( source_oasis_candidate(S, C), card_id(C, Id0) ), Ids0),
    sort(Ids0, Ids),
    member(Id, Ids).
choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    source_oasis_waits(S, "source_oasis_gain", Pd),
    Who = Pd.player,
    member(Mode, [1, 2]).

broken('FAB-1148', S, M, source_oasis_not_a_source(Id)) :-
    source_oasis_waits(S, "source_oasis_from", Pd),
    get_dict(action, M, "target"),
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( source_oasis_candidate(S, C), card_id(C, Id0), Id0 == Id ).

moot('FAB-1148', S, _) :-
    \+ source_oasis_waits(S, "source_oasis_from", _).

broken('FAB-1149', S, M, source_oasis_not_a_mode(Mode)) :-
    get_dict(action, M, "mode"),
    source_oasis_waits(S, "source_oasis_gain", _),
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-1149', S, M) :-
    \+ ( get_dict(action, M, "mode"), source_oasis_waits(S, "source_oasis_gain", _) ).

pending_problem(_, Pd, [damaged_player], source_oasis_no_target) :-   % FAB-1147
    Pd.choice == "source_oasis_from",
    \+ get_dict(damaged_player, Pd, _).

%   The source is named: the shield waits, then the life (FAB-1147).
effect(target, S0, M, S) -->
    { source_oasis_waits(S0, "source_oasis_from", Pd),
      choice_answered(S0, S1),
      Who = Pd.controller,
      Target = Pd.damaged_player,
      card_id(Pd.source, Id),
      add_effect(S1, _{kind:"prevent_next_damage", player:Target, amount:Pd.amount,
                       source:Id, from:M.card}, S2),
      (   macro_shield_source(Pd.source) -> Rule = 'FAB-1326' ; Rule = 'FAB-1147' )   % card_texts_macro.pl: Sanctuary of Aria's
    },
    [ event(Rule, source_oasis_shield_made, _{player:Who, card:Id, target:Target, amount:Pd.amount, from:M.card}) ],
    (   { Rule == 'FAB-1147' }
    ->  source_oasis_gain_asked(S2, Who, Pd.source, Target, S)
    ;   { S = S2 }
    ).

%   source_oasis_gain_asked(+S0, +Player, +Card, +Target, -S)//: Target's
%   hero has less life than each other hero: they may gain 1 (FAB-1147).
source_oasis_gain_asked(S0, Who, C, Target, S) -->
    { card_id(C, Id),
      player(S0, Target, TP),
      players(S0, Ps)
    },
    (   { \+ game_over(S0, _),
          forall(( member(P, Ps), P.name \== Target ), TP.life < P.life)
        }
    ->  { S = S0.put(pending, _{choice:"source_oasis_gain", player:Target, controller:Who, source:C}) },
        [ event('FAB-1147', source_oasis_gain_waits, _{player:Target, card:Id, life:TP.life}) ]
    ;   { S = S0 },
        [ event('FAB-1147', source_oasis_no_gain, _{player:Target, card:Id, life:TP.life}) ]
    ).

effect(mode, S0, M, S) -->
    { source_oasis_waits(S0, "source_oasis_gain", Pd),
      choice_answered(S0, S1),
      card_id(Pd.source, Id),
      Who = Pd.player
    },
    (   { M.mode == 1 }
    ->  gain_life(S1, Who, 1, Id, S)            % effects.pl (FAB-404)
    ;   { S = S1 },
        [ event('FAB-1147', source_oasis_gain_declined, _{player:Who, card:Id}) ]
    ).

message(event(source_oasis_from_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves, targeting ~w's hero: ~w chooses the source whose next ~d damage to that hero this turn it prevents (a target move naming a public card of the arena or the stack)"-[L, F.target, F.player, F.amount] ].
message(event(source_oasis_shield_made, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.from, Src) },
    [ "~w: the next ~d damage that would be dealt to ~w's hero this turn by ~w is prevented"-[L, F.amount, F.target, Src] ].
message(event(source_oasis_gain_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's hero has less life (~d) than each other hero, so ~w may gain 1 life (a mode move: 1 to gain it, 2 not to)"-[L, F.player, F.life, F.player] ].
message(event(source_oasis_no_gain, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's hero (~d life) does not have less life than each other hero, so no life is gained"-[L, F.player, F.life] ].
message(event(source_oasis_gain_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains no life from ~w"-[F.player, L] ].
message(source_oasis_not_a_source(Id)) -->
    [ "~w is not a public card of the arena or the stack: the source of Oasis Respite or Sanctuary of Aria is chosen among those (CR 1.8.6b)"-[Id] ].
message(source_oasis_not_a_mode(Mode)) -->
    [ "Oasis Respite's life is answered with mode 1 (gain 1 life) or 2 (none), not ~w"-[Mode] ].
message(source_oasis_no_target) -->
    [ "the choice of Oasis Respite's source names the player whose hero it targets (damaged_player)" ].
message(no_choice_waits("source_oasis_from")) -->
    [ "no source waits to be chosen: a target move answers Oasis Respite or Sanctuary of Aria's ability as it resolves" ].
message(no_choice_waits("source_oasis_gain")) -->
    [ "no life waits to be gained: a mode move (1 or 2) answers Oasis Respite's life" ].

choice_words("source_oasis_from") -->
    [ "the source whose damage Oasis Respite or Sanctuary of Aria prevents (a target move naming a public card of the arena or the stack)" ].
choice_words("source_oasis_gain") -->
    [ "whether to gain 1 life from Oasis Respite (a mode move: 1 yes, 2 no)" ].
text_choice_words("source_oasis_from", Source) -->
    [ "the source whose damage ~w prevents (target)"-[Source] ].
text_choice_words("source_oasis_gain", Source) -->
    [ "whether to gain 1 life from ~w (mode 1 or 2)"-[Source] ].

move_words("target", S, M) -->
    { source_oasis_waits(S, "source_oasis_from", Pd),
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, L)   % card_texts_cindra.pl
    },
    !,
    [ M.player, " chooses ", L, " as the source whose damage ", Src, " prevents" ].
move_words("mode", S, M) -->
    { source_oasis_waits(S, "source_oasis_gain", Pd),
      card_label(Pd.source, Src)
    },
    !,
    (   { M.mode == 1 }
    ->  [ M.player, " gains 1 life from ", Src ]
    ;   [ M.player, " gains no life from ", Src ]
    ).

                 /*******************************
                 *         ARCANE CUSSING       *
                 *******************************/

card_text_read("Arcane Cussing", source_cussing([3, 2, 1])).

rule('FAB-1150', effect, "Arcane Cussing: destroyed when its player deals or is dealt damage",
     "Whenever damage is dealt (more than 0, what prevention leaves) to a hero, each Arcane Cussing (its text read) in the arena of that hero's player (they are dealt damage) or of the player who controls the damage's source (they deal it: CR 8.5.3a; the attack's controller for the damage of combat, the controller of a Runechant, a card or its text for theirs) is destroyed: it goes to its owner's graveyard, and what it does as it leaves the arena follows (FAB-1151). A player who deals damage to their own hero is one player: each of their Cussings is destroyed once. rulecheck resolves the triggered-layer at once, as the damage is dealt. Where the Cussing's player is the attacker and the damage is their attack's hit, the attack's own hit triggers trigger on the same damage and its player orders them with the Cussing's (CR 6.6.6b); rulecheck resolves the Cussing's first, and where the attack's hit destroys an aura of its player's (Splintering Deadwood's), so that the order could decide which aura is destroyed, an event says that order is not asked. The defending player's Cussing, dealt an attack's damage, is resolved first too: which player adds their triggered layers first is the turn player's to select (CR 6.6.6b), not asked, which could matter only where the attack's hit acts on the defending player's auras.",
     ruling("",
            "Arcane Cussing: \"When you deal or are dealt damage, destroy this.\" CR 6.6 (a triggered effect), 8.5.3a (the controller of a non-living source deals its damage; the ability's source deals it), 7.5.2a (the source of combat damage is the attack), 6.4.10a (damage prevented is not dealt), 8.5.4 (destroy), 6.6.6b (several triggered layers: the turn player selects the player who adds theirs first, each player adding their own in the order they choose), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1151', effect, "Arcane Cussing: leaving the arena during its player's turn, 3 (2, 1) Runechant tokens",
     "When Arcane Cussing (its text read) leaves its player's arena during that player's turn (destroyed by its own trigger, FAB-1150, or by any text rulecheck reads that puts an aura out of the arena: Splintering Deadwood's, a cost that destroys an aura, Ward), that player creates 3 Runechant tokens (red; 2 yellow, 1 blue) in their arena. Leaving during the other player's turn, none.",
     ruling("",
            "Arcane Cussing: \"When this leaves the arena during your turn, create 3 Runechant tokens.\" (2 yellow, a Runechant blue) CR 6.6.5 (a trigger on leaving the arena), 8.5.4 (destroy), 8.6.17 (Runechant), 4.1 (a player's turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  source_damage_dealt(+State0, +Source, +Player, +Damage, -State)// is det.
%
%   Damage (what prevention left) was dealt to Player's hero by Source
%   (dsrc/2): each Arcane Cussing of Player's or of Source's controller
%   is destroyed (FAB-1150).  keywords_defense.pl's hero_damaged//8 and
%   hero_damaged_in_order//9, and card_texts_arakni.pl's
%   unpreventable_damaged//7, call it.

source_damage_dealt(S0, Src, Who, D, S) -->
    (   { integer(D), D > 0,
          \+ game_over(S0, _),
          (   damage_source_controller(Src, Dealer) -> true ; Dealer = Who ),
          sort([Who, Dealer], Ps),
          findall(P-Id, ( member(P, Ps), source_cussing(S0, P, C), card_id(C, Id) ), Cs),
          Cs \== []
        }
    ->  source_cussing_order_noted(S0, Src, Dealer, Cs),
        source_cussings_destroyed(Cs, Who, Dealer, S0, S0br)
    ;   { S0br = S0 }
    ),
    briar_damage_dealt(S0br, Src, Who, D, S).   % card_texts_briar_hero.pl: Briar's Embodiment of Earth (FAB-1434)

%   source_cussing(+S, +Player, -Card): an Arcane Cussing, its text read,
%   in Player's arena.
source_cussing(S, Who, C) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    member(C, Arena),
    text_read_name(C, Name),
    card_text_read(Name, source_cussing(_)).

source_cussings_destroyed([], _, _, S, S) --> [].
source_cussings_destroyed([P-Id|Cs], Who, Dealer, S0, S) -->
    (   { player(S0, P, P0),
          take_card(P0, arena, Id, C, P1)
        }
    ->  { (   P == Who, P == Dealer -> How = both
          ;   P == Who -> How = dealt
          ;   How = deals
          ) },
        [ event('FAB-1150', cussing_triggers, _{player:P, card:Id, how:How}) ],
        destroy_permanent('FAB-1150', S0, P1, C, S1)   % triggers.pl: and its leave text (FAB-1151)
    ;   { S1 = S0 }                             % gone already
    ),
    source_cussings_destroyed(Cs, Who, Dealer, S1, S).

%   source_cussing_order_noted(+S, +Source, +Dealer, +Cussings)//: the
%   damage is the hit of Dealer's attack, whose own hit destroys an aura
%   of theirs (Splintering Deadwood's): the order of that trigger and
%   their Cussing's is theirs to choose, and not asked (FAB-1150).
source_cussing_order_noted(S, Src, Dealer, Cs) -->
    (   { memberchk(Dealer-_, Cs),
          active_link(S, L),
          link_attack(L, A),
          card_id(A, AId),
          damage_source_id(Src, SId), SId == AId,
          text_read_name(A, Name),
          card_text_read(Name, florian_destroy_aura_runechants(_, _))   % card_texts_florian.pl (FAB-1290)
        }
    ->  [ event('FAB-1150', cussing_order_not_asked, _{player:Dealer, card:AId}) ]
    ;   []
    ).

%!  source_left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card left Player's arena: as Arcane Cussing during Player's turn, N
%   Runechant tokens (FAB-1151).  card_texts_aurora.pl's
%   left_arena_text//4 calls it.

source_left_arena_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, source_cussing(Ns)),
          card_id(C, Id)
        }
    ->  (   { get_dict(turn_player, S0, TP), TP == Who,
              card_prop(C, pitch, Pitch),
              nth1(Pitch, Ns, N),
              length(Ts, N), maplist(=("Runechant"), Ts),
              tokens_created(Id, Who, Who, Ts, S0, S, TIds, More)   % tokens_created.pl (Florian's replacement there)
            }
        ->  [ event('FAB-1151', cussing_runechants_made, _{player:Who, card:Id, tokens:TIds}) ],
            tokens_more_made(Who, Id, More)
        ;   { S = S0 },
            [ event('FAB-1151', cussing_left_off_turn, _{player:Who, card:Id}) ]
        )
    ;   { S = S0 }
    ).

message(event(cussing_triggers, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.how == deals -> W = "deals damage"
      ;   F.how == dealt -> W = "is dealt damage"
      ;   W = "deals damage to their own hero"
      )
    },
    [ "~w ~w: ~w triggers and is destroyed"-[F.player, W, L] ].
message(event(cussing_order_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's hit and Arcane Cussing trigger on the same damage: ~w chooses their order, which could decide which aura ~w destroys; rulecheck does not ask it and resolves Arcane Cussing's first"-[L, F.player, L] ].
message(event(cussing_runechants_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.tokens, ', ', T) },
    [ "~w leaves the arena during ~w's turn: Runechant tokens are created (~w)"-[L, F.player, T] ].
message(event(cussing_left_off_turn, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves the arena outside ~w's turn: no Runechant is created"-[L, F.player] ].
