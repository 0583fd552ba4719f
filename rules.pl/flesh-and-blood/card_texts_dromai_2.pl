/*  Flesh and Blood: the Dromai Blitz Deck's transforms.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, Legend Story Studios, as published February 2026):

    - transform (CR 8.5.36): an ash its player controls becomes an Aether
      Ashwing token, the ash under it (a sub-card, no longer in the arena:
      CR 3.0.14b); "up to N" is its player's choice, asked one ash at a
      time (the transform_ash choice: a target move names the ash, a
      decline move stops), after any choice already waiting (a
      transform_trigger effect) (FAB-968, FAB-969);
    - Rake the Embers: it creates an Ash token, then up to 3 (red), 2
      (yellow) or 1 (blue) ash are transformed (FAB-981);
    - Billowing Mirage: attacking, up to 1 ash is transformed (FAB-982);
    - Dustup: hitting, it creates an Ash token, then up to 1 ash is
      transformed (FAB-983);
    - Skittering Sands: its target ash is transformed, and the Aether
      Ashwing gets +3, +2 or +1 power this turn (FAB-984; the target is
      FAB-622's);
    - Silken Form: its instant ability (destroy it) transforms its target
      ash (FAB-985; its Quell is card_texts_quell.pl's, FAB-648).

    Storm of Sandikai ("Dragon allies you control have \"Once per Turn
    Action - 0: Attack\".") is read in card_texts_storm.pl (FAB-1489 ...
    FAB-1492): an Aether Ashwing's attack, its attack-proxy on the chain.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, rule_fact/4, fact_words//1,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2, choice_words//1,
   text_choice_words//2, move_words//3, effect//4, targeting/4, targeted_rule/2, legal_target/3, spec_words/2,
   oldhim_target_effect/1, oldhim_target_resolves//6, ability_text_resolved//5, allowed_by_text/5.

%   The texts read here (card_text_read/2):
%
%       create_ash_transform_up_to(Ns)  Rake the Embers: "Create an Ash
%                               token, then **transform** up to 3 ash you
%                               control into Aether Ashwings. **Go
%                               again**" (red; up to 2 yellow, up to 1
%                               Aether Ashwing blue) (FAB-981)
%       attacking_transform_up_to(1)    Billowing Mirage: "When you attack
%                               with Billowing Mirage, **transform** up
%                               to 1 ash you control into an Aether
%                               Ashwing. **Go again**" (FAB-982)
%       hit_create_ash_transform_up_to(1)  Dustup: "When Dustup hits,
%                               create an Ash token, then **transform**
%                               up to 1 ash you control into an Aether
%                               Ashwing." (FAB-983)
%       target_ash_transform_power(Ns)  Skittering Sands: "**Transform**
%                               target ash you control into an Aether
%                               Ashwing. It gains +3{p} until end of
%                               turn. **Go again**" (+2 yellow, +1 blue)
%                               (FAB-984)
%       ability_transform_target_ash   Silken Form: "**Instant** -
%                               Destroy Silken Form: **Transform** target
%                               ash you control into an Aether Ashwing.
%                               **Quell 1**" (FAB-985)
%
%   Their go again is the keyword's (FAB-309).

card_text_read("Rake the Embers", create_ash_transform_up_to([3, 2, 1])).
card_text_read("Billowing Mirage", attacking_transform_up_to(1)).
card_text_read("Dustup", hit_create_ash_transform_up_to(1)).
card_text_read("Skittering Sands", target_ash_transform_power([3, 2, 1])).
card_text_read("Silken Form", ability_transform_target_ash).

                 /*******************************
                 *           TRANSFORM          *
                 *******************************/

rule('FAB-968', effect, "Transform: an ash becomes an Aether Ashwing, the ash under it; up to N is its player's choice",
     "To transform an ash a player controls (a permanent of their arena with the subtype Ash: the Ash token, or a Dust card) into an Aether Ashwing, an Aether Ashwing token is created in its place in their arena (its id: the ash's id and \"-aether-ashwing\", numbered if that is taken) and the ash is put under it: the ash is no longer in the arena, and while it is under the Ashwing the Ashwing has phantasm (the ash's Material: Ash's, FAB-991, and the Dust cards' say the same), so the Ashwing's keyword_abilities are Arcane Barrier 1 and Phantasm. The sub-card itself is not kept in the position (no field holds a card under another): nothing rulecheck reads looks under a permanent, and the Ashwing keeps the phantasm it gives. The Ashwing's Arcane Barrier 1 is its player's from then on (FAB-526). Where a text transforms \"up to N\" ash (Rake the Embers, Billowing Mirage, Dustup) and the player controls an ash, the position waits for their choice (transform_ash: `cards` the ashes they may transform, `amount` how many more they may): a target move names one of them, which is transformed, and the choice waits again while the amount and an ash are left; a decline move transforms no more. With no ash nothing waits and nothing is transformed. Where another choice already waits (another text of the same hit that asks), the transform waits in the state's effects ({kind: transform_trigger, player, source, amount}) and is asked as soon as no choice waits: none of those choices touches an ash, so the order of the two changes nothing. Not modelled: transforming a deck-card ash (a Dust card in the arena, an ash all the same): it would go under the Ashwing, and a deck-card must stay in the game; a move that would (a target move, Skittering Sands' or Silken Form's target) is answered unknown, naming it, and the choice lists it among its cards.",
     ruling("",
            "CR 8.5.36 (transform: put the object under the permanent), 8.5.36a (the objects under it have transformed into it), 8.5.36c (a token keyword: create the token, then put the objects under it), 3.0.14 and 3.0.14b (a sub-card is not in the arena; it becomes a new object), 8.4.5 (Material: while this is under a permanent), 8.3.13 (phantasm), 8.3.8 (Arcane Barrier: \"you\" is the controller's hero, 1.1.2b), 1.8.3 (\"up to\": the player chooses how many, none among them), 1.8.6 (the player determines the objects as the effect is generated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Aether Ashwing: \"Arcane Barrier 1\" (a Draconic Illusionist Token - Dragon Ally, 1 power, 1 life). rulecheck asks one ash at a time: the ashes are all the player's, and each answer leaves a position the CR's one choice reaches.")).

%!  ash_controlled(+State, +Player, ?Id) is nondet.
%
%   Id is an ash Player controls that rulecheck transforms: an Ash token
%   of their arena (CR 8.6.14; 1.3.3, 8.5.36).  A deck-card with the
%   subtype Ash there (a Dust card) is an ash too, but rulecheck cannot
%   keep a deck-card under a permanent, and it must stay in the game
%   (FAB-103): a move that would transform one is unknown
%   (deck_card_ash/4, allowed_by_text/5 below).

ash_controlled(S, Who, Id) :-
    arena_ash(S, Who, C),
    token_card(C),
    card_id(C, Id).

%   any_ash(+State, +Player, ?Id): Id is an ash of Player's arena, a
%   token or a deck-card: what "up to N ash you control" may choose.
any_ash(S, Who, Id) :-
    arena_ash(S, Who, C),
    card_id(C, Id).

arena_ash(S, Who, C) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    member(C, Arena),
    \+ unknown_card(C),
    card_subtypes(C, Ss),
    memberchk("Ash", Ss).

%!  deck_card_ash(+State, +Player, +Id, -Card) is semidet.
%
%   Id is Card, a deck-card ash of Player's arena (a Dust card), which a
%   transform would put under an Aether Ashwing: rulecheck does not model
%   that (no field keeps a card under a permanent).

deck_card_ash(S, Who, Id, C) :-
    arena_ash(S, Who, C),
    \+ token_card(C),
    card_id(C, Id0), Id0 == Id,
    !.

%   A move that would transform a deck-card ash (Skittering Sands' or
%   Silken Form's target, a target move answering transform_ash) breaks
%   FAB-622 or FAB-969 only because rulecheck does not transform one: its
%   answer is unknown, naming the card (FAB-968).
allowed_by_text(S, M, Ids, About, deck_card_ash_not_transformed(C)) :-
    is_list(Ids),
    Ids \== [],
    forall(member(Id, Ids), memberchk(Id, ['FAB-622', 'FAB-969'])),
    get_dict(player, M, Who),
    get_dict(action, M, Action),
    (   Action == "target"
    ->  pending(S, Pd), Pd.choice == "transform_ash",
        get_dict(card, M, T)
    ;   get_dict(target, M, T),
        (   Action == "play" -> played_card(S, M, _, Src), Which = play
        ;   Action == "activate" -> activated_ability(S, M, _, Src, _), Which = ability(M.ability)
        ),
        targeting(Src, Which, Spec, transform_ash(_)),
        arena_target_spec(Spec)
    ),
    deck_card_ash(S, Who, T, C),
    card_about(C, About).

message(deck_card_ash_not_transformed(C)) -->
    { card_label(C, L) },
    [ "~w is an ash, but a deck-card: rulecheck does not model transforming one (it would go under the Aether Ashwing, and no position keeps a card under a permanent)"-[L] ].

%!  ash_transformed(+State0, +Player, +AshId, -TokenId, -State) is semidet.
%
%   The ash AshId of Player's arena is transformed: an Aether Ashwing
%   takes its place, with phantasm while the ash is under it (FAB-968).

ash_transformed(S0, Who, AshId, TId, S) :-
    player(S0, Who, P0),
    key_value(arena, P0, [], Arena0),
    nth0(K, Arena0, Ash, Rest),
    card_id(Ash, AshId0), AshId0 == AshId,
    !,
    new_token_id(S0, AshId, "Aether Ashwing", TId),     % card_texts.pl
    nth0(K, Arena, _{id:TId, name:"Aether Ashwing", keyword_abilities:["Arcane Barrier 1", "Phantasm"]}, Rest),
    set_player(S0, P0.put(arena, Arena), S).

%!  transform_up_to(+State0, +Player, +Source, +N, +Rule, -State)// is det.
%
%   Source's text transforms up to N ash Player controls: with an ash,
%   the transform_ash choice waits (FAB-968); with none, nothing.

transform_up_to(S0, Who, Src, N, Rule, S) -->
    { card_id(Src, Id),
      findall(A, any_ash(S0, Who, A), Ashes)
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { Ashes == [] }
    ->  { S = S0 },
        [ event(Rule, no_ash_to_transform, _{player:Who, card:Id}) ]
    ;   { pending(S0, _) }
    ->  { add_effect(S0, _{kind:"transform_trigger", player:Who, source:Id, amount:N}, S) },
        [ event(Rule, transform_trigger_waits, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0.put(pending, _{choice:"transform_ash", player:Who, controller:Who, source:Src,
                                cards:Ashes, amount:N}) },
        [ event(Rule, transform_waits, _{player:Who, card:Id, amount:N, cards:Ashes}) ]
    ).

%!  transform_waited(+State0, -State)// is det.
%
%   No choice waits in State0 any more: a transform that waited for the
%   choice before it (a transform_trigger effect) is asked now (FAB-968).
%   effects.pl's next//3 calls it.

transform_waited(S0, S) -->
    (   { waiting_effect_taken(S0, "transform_trigger", E, S1),   % effects.pl
          Id = E.source,
          (   once(( state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id )) -> Src = Src0 ; Src = _{id:Id} )
        }
    ->  transform_up_to(S1, E.player, Src, E.amount, 'FAB-968', S)
    ;   { S = S0 }
    ).

message(event(transform_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: another choice waits, so ~w's transform of up to ~d ash waits until it is answered (the state's effects: transform_trigger)"-[L, F.player, F.amount] ].

choice_action("transform_ash", "target").
choice_action("transform_ash", "decline").
choice_phase("transform_ash", "action").

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "transform_ash",
    Who = Pd.player,
    member(Id, Pd.cards),
    ash_controlled(S, Who, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "transform_ash",
    Who = Pd.player.

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "transform_ash",
      choice_answered(S0, S1),
      Who = M.player,
      card_id(Pd.source, SId),
      ash_transformed(S1, Who, M.card, TId, S2),
      key_value(amount, Pd, 1, N0),
      N is N0 - 1,
      findall(A, ( member(A, Pd.cards), A \== M.card, any_ash(S2, Who, A) ), Left)
    },
    [ event('FAB-968', ash_transformed, _{player:Who, card:SId, ash:M.card, token:TId}) ],
    (   { N > 0, Left \== [], \+ game_over(S2, _) }
    ->  { S = S2.put(pending, Pd.put(cards, Left).put(amount, N)) },
        [ event('FAB-968', transform_waits, _{player:Who, card:SId, amount:N, cards:Left}) ]
    ;   { S = S2 }
    ).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "transform_ash",
      choice_answered(S0, S),
      card_id(Pd.source, SId)
    },
    [ event('FAB-968', transform_declined, _{player:M.player, card:SId}) ].

message(event(transform_waits, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.cards, ', ', T) },
    [ "~w: ~w may transform up to ~d ash into Aether Ashwings (of ~w: a target move names one, or decline)"-[L, F.player, F.amount, T] ].
message(event(ash_created, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: an Ash token (~w) is created in ~w's arena"-[By, F.card, F.player] ].
message(event(no_ash_to_transform, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w controls no ash, so nothing is transformed"-[L, F.player] ].
message(event(ash_transformed, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.ash, A) },
    [ "~w: ~w transforms ~w into an Aether Ashwing (~w), the ash under it: the Ashwing has phantasm while it is there"-[L, F.player, A, F.token] ].
message(event(transform_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w transforms no more ash"-[L, F.player] ].
message(no_choice_waits("transform_ash")) -->
    [ "no transform waits: target or decline answers a text that transforms up to N ash" ].

choice_words("transform_ash") --> [ "which ash to transform into an Aether Ashwing (a target move naming one, or decline)" ].
text_choice_words("transform_ash", Source) -->
    [ "which ash ~w transforms into an Aether Ashwing (target, decline)"-[Source] ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "transform_ash",
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, A)
    },
    [ M.player, " transforms ", A, " into an Aether Ashwing (", Src, ")" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "transform_ash", card_label(Pd.source, Src) },
    [ M.player, " transforms no more ash (", Src, ")" ].

rule('FAB-969', constraint, "A transform names an ash its player may transform",
     "A target move answering the transform_ash choice (FAB-968) names one of the choice's `cards` that is still an Ash token its player controls; any other card breaks this rule (a deck-card ash of theirs, which rulecheck does not transform, makes the answer unknown: FAB-968). A decline move is always open: \"up to\" allows none.",
     ruling("",
            "CR 8.5.36 (transform), 1.8.3 (an optional part of an effect: up to N), 1.3.1b (a player controls the permanents of their arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-969', S, M, not_an_ash_to_transform(Id, Who)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "transform_ash",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ ( memberchk(Id, Pd.cards), ash_controlled(S, Who, Id) ).

moot('FAB-969', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "transform_ash" ).

rule_fact('FAB-969', S, _, ashes_to_transform(Ids)) :-
    pending(S, Pd),
    Pd.choice == "transform_ash",
    findall(Id, ( member(Id, Pd.cards), ash_controlled(S, Pd.player, Id) ), Ids).

fact_words(ashes_to_transform(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the ashes that may be transformed now: ~w"-[T] ].

message(not_an_ash_to_transform(Id, Who)) -->
    [ "~w is not an ash ~w may transform here: the target move names one of the choice's ashes in ~w's arena"-[Id, Who, Who] ].

%   A transform_ash choice waits for an ash of its player's arena, at
%   least one more to transform (FAB-968; FAB-120 checks the position).
pending_problem(S, Pd, [cards], no_ash_to_transform(P)) :-      % FAB-968
    Pd.choice == "transform_ash",
    get_dict(player, Pd, P),
    player(S, P, _),
    key_value(cards, Pd, [], Ids),
    \+ ( member(Id, Ids), any_ash(S, P, Id) ).
pending_problem(_, Pd, [amount], no_ash_left_to_transform) :-   % FAB-968
    Pd.choice == "transform_ash",
    key_value(amount, Pd, 0, N),
    \+ ( integer(N), N >= 1 ).

message(no_ash_to_transform(P)) -->
    [ "a transform waits for ~w, whose arena holds none of the choice's ashes (FAB-968)"-[P] ].
message(no_ash_left_to_transform) -->
    [ "a transform waits with no ash left to transform: its amount is 1 or more (FAB-968)" ].

                 /*******************************
                 *        RAKE THE EMBERS       *
                 *******************************/

rule('FAB-981', effect, "Rake the Embers: it creates an Ash token, then up to 3, 2 or 1 ash are transformed",
     "When Rake the Embers (its text read) resolves, an Ash token is created in its player's arena (its id: the card's id and \"-ash\", numbered if that is taken), then its player may transform up to 3 (red), 2 (yellow) or 1 (blue) ash they control, the new Ash among them, into Aether Ashwings: the transform_ash choice waits (FAB-968). Its go again is the keyword's (FAB-309).",
     ruling("",
            "Rake the Embers: \"Create an Ash token, then **transform** up to 3 ash you control into Aether Ashwings. **Go again**\" (red; up to 2 yellow; blue: \"up to 1 ash you control into an Aether Ashwing\"). CR 1.7.3b (a resolution ability's effects are generated as it resolves), 1.3.4 and 8.5.2 (a token is created in its controller's arena), 8.5.36 (transform), 1.8.3 (up to: the player chooses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  dromai2_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: Rake the Embers' Ash and its
%   transform (FAB-981).  card_texts.pl's resolution_text//4 calls it.

dromai2_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, create_ash_transform_up_to(Ns)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Ns, N),
          card_id(C, Id),
          tokens_created(Id, Who, Who, ["Ash"], S0, S1, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-981', ash_created, _{player:Who, card:TId, by:Id}) ],
        tokens_more_made(Who, Id, More),
        transform_up_to(S1, Who, C, N, 'FAB-981', S)
    ;   { S = S0 }
    ).

                 /*******************************
                 *       BILLOWING MIRAGE       *
                 *******************************/

rule('FAB-982', effect, "Billowing Mirage: attacking, up to 1 ash is transformed",
     "When a player attacks with Billowing Mirage (its text read; it becomes the attack of a new chain link), they may transform up to 1 ash they control into an Aether Ashwing: where they control an ash, the transform_ash choice waits (FAB-968); with none, nothing happens. Its go again is the keyword's (FAB-309).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Billowing Mirage: \"When you attack with Billowing Mirage, **transform** up to 1 ash you control into an Aether Ashwing. **Go again**\" CR 6.6 (a triggered effect), 7.2.3 (the attack becomes attacking as its chain link opens), 8.5.36 (transform), 1.8.3 (up to: the player chooses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Sweeping Blow's (FAB-962), and asks the transform then.")).

%!  dromai2_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Player attacks with Attack (its chain link just opened): Billowing
%   Mirage's transform (FAB-982).  card_texts.pl's attack_text//4 calls
%   it.

dromai2_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attacking_transform_up_to(N))
        }
    ->  transform_up_to(S0, Who, A, N, 'FAB-982', S)
    ;   { S = S0 }
    ).

                 /*******************************
                 *            DUSTUP            *
                 *******************************/

rule('FAB-983', effect, "Dustup: hitting, it creates an Ash token, then up to 1 ash is transformed",
     "When Dustup (its text read) hits, an Ash token is created in its controller's arena (its id: the attack's id and \"-ash\", numbered if that is taken), then they may transform up to 1 ash they control, the new Ash among them, into an Aether Ashwing: the transform_ash choice waits (FAB-968). Where another choice already waits as it hits (a text of the same hit that asks), the Ash is created and the transform waits until that choice is answered (FAB-968).",
     ruling("",
            "Dustup: \"When Dustup hits, create an Ash token, then **transform** up to 1 ash you control into an Aether Ashwing.\" CR 7.5.5 (an attack hits when it deals damage in the damage step), 6.6 (a triggered effect), 1.3.4 and 8.5.2 (a token is created in its controller's arena), 8.5.36 (transform), 1.8.3 (up to: the player chooses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Command and Conquer's (FAB-542).")).

%!  dromai2_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of Link, hit: Dustup's Ash and transform (FAB-983).
%   card_texts.pl's attack_hit//4 calls it last.

dromai2_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_create_ash_transform_up_to(N)),
          \+ game_over(S0, _),
          Who = L.controller,
          card_id(A, AId),
          tokens_created(AId, Who, Who, ["Ash"], S0, S1, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-983', ash_created, _{player:Who, card:TId, by:AId}) ],
        tokens_more_made(Who, AId, More),
        transform_up_to(S1, Who, A, N, 'FAB-983', S)
    ;   { S = S0 }
    ).

                 /*******************************
                 *       SKITTERING SANDS       *
                 *******************************/

rule('FAB-984', effect, "Skittering Sands: its target ash is transformed; the Aether Ashwing gets +3, +2 or +1 power this turn",
     "Skittering Sands (its text read) targets an ash its player controls as it is played (FAB-622: the play move names it, `target`; with no ash in their arena it cannot be played). As it resolves, if the target is still an ash of theirs, it is transformed into an Aether Ashwing (FAB-968) and the Ashwing gets +3 power (red), +2 (yellow) or +1 (blue) until the end of the turn (the state's effects: {kind: card_power, player, card: the Ashwing, amount, source}); if it is not, it fails to resolve and nothing happens. Its go again is the keyword's (FAB-309). An Ashwing's attack (Storm of Sandikai's, FAB-1490) has the power it gained.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Skittering Sands: \"**Transform** target ash you control into an Aether Ashwing. It gains +3{p} until end of turn. **Go again**\" (+2{p} yellow, +1{p} blue). CR 1.8.5 and 5.1.4a (a target is declared as the card is played), 5.1.5 (a card whose parameters are illegal is illegal to play), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.36 (transform), 2.9 and 2.0.3a (an effect modifies power), 4.4.4 (until end of turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, play, turn_players_ash, transform_ash(N)) :-
    text_read_name(C, Name),
    card_text_read(Name, target_ash_transform_power(Ns)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Ns, N).

targeted_rule(C, 'FAB-984') :-
    text_read_name(C, Name),
    card_text_read(Name, target_ash_transform_power(_)).

%   An ash of the turn player's arena (an action card is played by the
%   turn player only).
legal_target(S, turn_players_ash, Id) :-
    ash_controlled(S, S.turn_player, Id).

spec_words(turn_players_ash, "an ash its player controls").

%   arena_target_spec(+Spec): Spec targets a permanent of an arena, not
%   an object of the combat chain or the stack (card_texts_katsu_bravo.pl's
%   words for an illegal target leave it to the clause below).
arena_target_spec(turn_players_ash).
arena_target_spec(ash_of_equipment(_)).

message(target_illegal(C, T, Spec)) -->
    { arena_target_spec(Spec), card_label(C, L) },
    [ "~w targets an ash its player controls, and ~w is not one (CR 1.8.5a)"-[L, T] ].

oldhim_target_effect(transform_ash(_)).

%   The layer L of Card C resolves: its target T, still an ash of its
%   player's, is transformed, and the Ashwing gets its power (FAB-984).
oldhim_target_resolves(transform_ash(N), S0, L, C, T, S) -->
    { Who = L.controller, card_id(C, Id) },
    (   { ash_controlled(S0, Who, T),
          ash_transformed(S0, Who, T, TId, S1),
          add_effect(S1, _{kind:"card_power", player:Who, card:TId, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-968', ash_transformed, _{player:Who, card:Id, ash:T, token:TId}),
          event('FAB-984', ashwing_power, _{player:Who, card:Id, token:TId, amount:N}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(event(ashwing_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: the Aether Ashwing ~w gets +~d power until the end of the turn"-[L, F.token, F.amount] ].

                 /*******************************
                 *          SILKEN FORM         *
                 *******************************/

rule('FAB-985', effect, "Silken Form: destroyed, it transforms its target ash",
     "Silken Form's instant ability (its text read; its cost: destroy it, FAB-404; the card data's) targets an ash its player controls (FAB-622: the activate move names it, `target`; with no ash in their arena it cannot be activated). As the ability resolves, if the target is still an ash of theirs, it is transformed into an Aether Ashwing (FAB-968); if it is not, it fails to resolve and nothing happens. Its Quell 1 is card_texts_quell.pl's (FAB-648).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Silken Form: \"**Instant** - Destroy Silken Form: **Transform** target ash you control into an Aether Ashwing. **Quell 1**\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (destroying it is an effect-cost paid as it is activated), 1.8.5 and 5.1.4a (its target is declared as it is activated), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.36 (transform), 8.3.19 (quell), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

targeting(C, ability(0), ash_of_equipment(Id), transform_ash(none)) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_transform_target_ash),
    card_id(C, Id).

targeted_rule(C, 'FAB-985') :-
    text_read_name(C, Name),
    card_text_read(Name, ability_transform_target_ash).

%   An ash of the player whose equipment Eq is (the equipment whose
%   ability is activated): in their equipment zone, defending on the
%   combat chain, or in their graveyard (destroyed as the ability's cost,
%   it resolves from there).
legal_target(S, ash_of_equipment(Eq), Id) :-
    equipment_holder(S, Eq, Who),
    ash_controlled(S, Who, Id).

equipment_holder(S, Eq, Who) :-
    players(S, Ps),
    member(P, Ps),
    (   key_value(equipment, P, [], Es), member(E, Es)
    ;   key_value(graveyard, P, [], G), member(E, G)
    ),
    card_id(E, Eq0), Eq0 == Eq,
    !,
    Who = P.name.
equipment_holder(S, Eq, Who) :-
    chain_open(S),
    member(L, S.chain.links),
    member(E, L.defending),
    card_id(E, Eq0), Eq0 == Eq,
    !,
    Who = L.defender.

spec_words(ash_of_equipment(_), "an ash its player controls").

%   The activated-layer L of Silken Form resolves: its target, still an
%   ash of its player's, is transformed (FAB-985).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), _, transform_ash(none))
    },
    (   { ash_controlled(S0, Who, T),
          ash_transformed(S0, Who, T, TId, S)
        }
    ->  [ event('FAB-985', ash_transformed, _{player:Who, card:Id, ash:T, token:TId}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).
