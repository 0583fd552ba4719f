/*  Flesh and Blood: the defending and damage-prevention keywords.

    Part of game.pl.  The keyword abilities of CR 8.3 (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026) that act on a card that defended, when the combat chain closes
    (Blade Break, FAB-520; Battleworn, FAB-521; Temper, FAB-522;
    Guardwell, FAB-523) and that prevent damage (Ward, FAB-524), applied
    from the card's keyword abilities with their numbers
    (card_keyword/3).  Each keyword is a rule/5 entry, the relation a
    judge asks about and the words of its events, side by side.  Arcane
    Barrier and Spellvoid, the defending player's choice, are not applied
    (see the end of this file).

    A card's counters: "defense_counters" (a card property, an integer)
    is the sum of the +1{d} and -1{d} counters on it (CR 1.15.2a: a
    counter with a value and symbol modifies that property).
*/

:- discontiguous message//1, board_words//1.

                 /*******************************
                 *           KEYWORDS           *
                 *******************************/

%!  card_keyword_value(+Card, ?Keyword:string, -N:integer) is nondet.
%
%   Card has the numbered keyword Keyword N (Ward 3), as card_keyword/3
%   reads it.  A keyword written with X, or granted under a condition,
%   has no number there: that is card text.

card_keyword_value(Card, Keyword, N) :-
    card_keyword(Card, Keyword, N),
    integer(N).

%!  defended_on_chain(+State, -Link:integer, -Card) is nondet.
%
%   Card defends chain link Link (counted from 1) of State's combat
%   chain.

defended_on_chain(S, N, C) :-
    chain_open(S),
    nth1(N, S.chain.links, L),
    member(C, L.defending).

%!  defense_counters(+Card, -Counters:integer) is det.
%
%   The sum of the defense counters on Card (0 when it has none).

defense_counters(Card, N) :-
    (   card_prop(Card, defense_counters, N0), integer(N0)
    ->  N = N0
    ;   N = 0
    ).

%!  new_object(+Card, -New) is det.
%
%   Card as it enters a zone outside the arena (a graveyard): a new
%   object, without the counters it had (CR 3.0.9, 1.15.3).

new_object(C, New) :-
    (   del_dict(defense_counters, C, _, New0) -> New1 = New0 ; New1 = C ),
    (   del_dict(power_counters, New1, _, New2) -> New3 = New2 ; New3 = New1 ),   % FAB-589
    (   del_dict(aim_counters, New3, _, New4) -> New5 = New4 ; New5 = New3 ),     % FAB-900
    (   del_dict(face_up, New5, _, New6) -> New7 = New6 ; New7 = New5 ),          % FAB-914, FAB-976
    (   del_dict(lesson_counters, New7, _, New8) -> New = New8 ; New = New7 ).    % FAB-978

%!  countered_defense(+Card, +Defense0:integer, -Defense:integer) is det.
%
%   Card's defense: Defense0 (printed, or the state's) modified by its
%   defense counters (CR 1.15.2a, 2.0.3d), never below 0 (CR 2.0.3c).

countered_defense(Card, D0, D) :-
    defense_counters(Card, N),
    D is max(0, D0 + N).

%   The value `show` draws for Key of Card, Value0 as card_prop/3 gives
%   it: the defense with its counters (card_defense/2).
shown_value(C, K, V0, V) :-
    (   K == defense -> card_defense(C, V)
    ;   K == power -> card_power(C, V)          % with its +1 power counters (FAB-589)
    ;   V = V0
    ).

%   The display's facts of a card, with its counters when it has any.
counter_facts(C, Facts0, Facts) :-
    defense_counters(C, N),
    (   N =:= 0
    ->  Facts = Facts0
    ;   append(Facts0, [display(defense_counters(N))], Facts)
    ).

board_words(defense_counters(N)) -->
    [ "defense counters: ~w"-[N] ].

                 /*******************************
                 * WHEN THE COMBAT CHAIN CLOSES *
                 *******************************/

rule('FAB-525', state, "Counters are on cards in the arena",
     "A card with defense counters (defense_counters) is in the arena: a hero, weapon or equipment zone, a player's arena, the combat chain, or the stack. A card in a hand, deck, arsenal, pitch zone, graveyard or banished zone has none.",
     ruling("",
            "The seed names no counters. CR 1.15.1 (a counter is placed on a public object), 3.0.9 (an object entering a zone outside the arena, other than the stack, becomes a new object with no relation to its previous existence) and 1.15.3 (its counters cease to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: a card keeps its counters only while it stays in the arena (and as it moves onto the stack), so a position with counters on a card elsewhere cannot arise.")).

invalid('FAB-525', S, Path, counters_off_the_arena(Id, Zone)) :-
    once(( state_card(S, C0), is_dict(C0), get_dict(defense_counters, C0, _) )),   % paths only then
    all_cards(S, Cards),
    member(C-CardPath, Cards),
    is_dict(C),
    get_dict(defense_counters, C, _),
    path_zone(CardPath, Zone),
    memberchk(Zone, [hand, deck, arsenal, pitch, graveyard, banished]),
    key_value(id, C, null, Id),
    string_concat(CardPath, ".defense_counters", Path).

message(counters_off_the_arena(Id, Zone)) -->
    [ "~w has defense counters in the ~w: a card keeps its counters only in the arena (CR 3.0.9, 1.15.3)"-[Id, Zone] ].

rule('FAB-520', effect, "Blade Break: an equipment that defended is destroyed as the chain closes",
     "When the combat chain closes, each equipment with Blade Break that defended on it (a defending card of one of its chain links) is destroyed: it goes to its owner's graveyard instead of returning to the equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed brings equipment back when combat ends and is silent on Blade Break. CR 8.3.3 (Blade Break: when the combat chain closes, if this defended, destroy it), 7.7.3 and 7.7.4 (the effects that trigger as the chain closes resolve before the permanents on it return to their zones, 7.7.5), 8.5.4 (to destroy an object is to put it into its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggers at once as the chain closes, in the order of the chain links and their defending cards: nobody gets priority in the close step (CR 7.7.1). The order is a choice the CR leaves to a player, but no choice of it changes the position, so rulecheck asks none: the triggered-layers of Blade Break, Battleworn (FAB-521), Temper (FAB-522) and Guardwell (FAB-523) are controlled by the player whose equipment defended, who adds them to the stack in the order they choose (CR 6.6.6b; the turn player only selects which player adds theirs first, and in a game of two only the defending player's equipment defends); each acts on its own equipment only (destroy this, a -1 defense counter on this) and Temper reads only that equipment's defense (its counters and Stand Ground's tokens, FAB-545, which none of them changes), so each equipment ends the same in every order.")).

%!  blade_break_destroyed(+State, ?Card) is nondet.
%
%   Card is an equipment with Blade Break defending on State's combat
%   chain: it is destroyed when the chain closes (FAB-520).

blade_break_destroyed(S, C) :-
    defended_on_chain(S, _, C),
    equipment_card(C),                          % keywords_attack.pl
    card_keyword(C, "Blade Break", _).

rule('FAB-521', effect, "Battleworn: an equipment that defended gets a -1 defense counter as the chain closes",
     "When the combat chain closes, each equipment with Battleworn that defended on it gets a -1 defense counter (defense_counters, one less): its defense is its printed defense plus its counters, never below 0, from then on, and it returns to its equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed is silent on Battleworn and on counters. CR 8.3.2 (Battleworn: when the combat chain closes, if this defended, put a -1 defense counter on it), 1.15.2a and 2.0.3d (a -1 defense counter modifies the defense of the object it is on), 2.0.3c (a numeric property is never below 0), 7.7.3 to 7.7.5 (the trigger resolves before the equipment returns to its zone), 6.6.6b (the player whose equipment defended orders its triggered-layers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position gives a card's counters as defense_counters, their sum. The order of these triggers as the chain closes is the defending player's, and no order of them changes the position: each puts its counter on its own equipment (FAB-520 says why), so rulecheck asks none.")).

%!  battleworn_counter(+State, ?Card) is nondet.
%
%   Card is an equipment with Battleworn defending on State's combat
%   chain: it gets a -1 defense counter when the chain closes (FAB-521).

battleworn_counter(S, C) :-
    defended_on_chain(S, _, C),
    card_type(C, "equipment"),
    card_keyword(C, "Battleworn", _).

rule('FAB-522', effect, "Temper: an equipment that defended gets a -1 defense counter, and is destroyed at 0 defense",
     "When the combat chain closes, each equipment with Temper that defended on it gets a -1 defense counter (as Battleworn, FAB-521); then, if its defense is 0, it is destroyed: it goes to its owner's graveyard instead of returning to the equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed is silent on Temper. CR 8.3.10 (Temper: when the combat chain closes, if this defended, put a -1 defense counter on it, then destroy it if it has zero defense), 1.15.2a and 2.0.3c (the counter lowers its defense, never below 0), 8.5.4 (destroy: to the owner's graveyard), 7.7.3 to 7.7.5 (before the permanents on the chain return), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  temper_destroyed(+State, ?Card) is nondet.
%
%   Card is an equipment with Temper defending on State's combat chain
%   whose defense is at most 1: the -1 defense counter it gets as the
%   chain closes leaves it at 0, and it is destroyed (FAB-522).  Every
%   other equipment with Temper defending there gets the counter and
%   returns.

temper_destroyed(S, C) :-
    defended_on_chain(S, N, C),
    card_type(C, "equipment"),
    card_keyword(C, "Temper", _),
    nth1(N, S.chain.links, L),
    defending_defense(S, L.defender, C, D),     % card_texts.pl (Stand Ground, FAB-545)
    D =< 1.

rule('FAB-523', effect, "Guardwell: an equipment that defended gets -1 defense counters equal to its defense",
     "When the combat chain closes, each equipment with Guardwell that defended on it gets as many -1 defense counters as its defense (none at 0): its defense is 0 from then on, and it returns to its equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed is silent on Guardwell. CR 8.3.34 (Guardwell: when the combat chain closes, if this defended, put -1 defense counters on it equal to its defense), 1.15.2a (the counters lower its defense), 7.7.3 to 7.7.5 (before the permanents on the chain return), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The number is its defense as the chain closes, counters included; the card is not destroyed.")).

%!  guardwell_counters(+State, ?Card, -Counters:integer) is nondet.
%
%   Card is an equipment with Guardwell defending on State's combat
%   chain: it gets Counters -1 defense counters (its defense, which
%   leaves it at 0) when the chain closes (FAB-523).

guardwell_counters(S, C, N) :-
    defended_on_chain(S, K, C),
    card_type(C, "equipment"),
    card_keyword(C, "Guardwell", _),
    nth1(K, S.chain.links, L),
    defending_defense(S, L.defender, C, N).     % card_texts.pl: its text's defense too (FAB-1035)

%!  chain_closes_defenders(+Links0, -Links, +State0, -State)// is det.
%
%   The combat chain closes (CR 7.7.3, 7.7.4): the keyword abilities of
%   the equipment that defended on it resolve, chain link by chain link:
%   a destroyed card leaves its link's defending cards for its owner's
%   graveyard, one given counters stays there with them (Links, the
%   chain's links after).

chain_closes_defenders([], [], S, S) --> [].
chain_closes_defenders([L0|Ls0], [L|Ls], S0, S) -->
    closing_defenders(L0.defending, L0.defender, Def, S0, S1),
    { L = L0.put(defending, Def) },
    chain_closes_defenders(Ls0, Ls, S1, S).

closing_defenders([], _, [], S, S) --> [].
closing_defenders([C0|Cs0], Who, Cs, S0, S) -->
    closing_defender(C0, Who, Kept, S0, S1),
    { append(Kept, Cs1, Cs) },
    closing_defenders(Cs0, Who, Cs1, S1, S).

%   One defending card as the chain closes: Kept is [Card] (it stays on
%   the chain, to return to its zone), or [] (it was destroyed).
%   The keywords resolve in a fixed order: the order is the defending
%   player's (CR 6.6.6b), but each acts on its own card only, so every
%   order gives the same position (FAB-520; plunit fab_closing_order):
%   the counters first, then the destruction.
closing_defender(C0, Who, Kept, S0, S) -->
    (   { equipment_card(C0) }                  % keywords_attack.pl
    ->  worn('FAB-521', "Battleworn", S0, Who, C0, C1),
        worn('FAB-522', "Temper", S0, Who, C1, C2),
        worn('FAB-523', "Guardwell", S0, Who, C2, C),
        (   { closing_destroyer(S0, Who, C, Rule, Keyword) }
        ->  destroyed_from_chain(Rule, Keyword, Who, C, S0, S),
            { Kept = [] }
        ;   { Kept = [C], S = S0 }
        )
    ;   { Kept = [C0], S = S0 }
    ).

%   The keyword that destroys Card (its counters put) as the chain
%   closes, and its rule.
closing_destroyer(S, Who, C, 'FAB-522', "Temper") :-
    card_keyword(C, "Temper", _),
    defending_defense(S, Who, C, 0).            % card_texts.pl (Stand Ground, FAB-545)
closing_destroyer(_, _, C, 'FAB-520', "Blade Break") :-
    card_keyword(C, "Blade Break", _).

%   If Card0 has Keyword, it gets its -1 defense counters (Card): one,
%   or for Guardwell as many as its defense as it defends on State's
%   closing chain (a text's defense counted: FAB-1035).
worn(Rule, Keyword, S0, Who, C0, C) -->
    (   { card_keyword(C0, Keyword, _),
          worn_counters(Keyword, S0, Who, C0, Put),
          Put > 0
        }
    ->  { defense_counters(C0, N0),
          N is N0 - Put,
          C = C0.put(defense_counters, N),
          card_defense(C, D),
          card_id(C, Id),
          Counters is -Put
        },
        [ event(Rule, defense_counter_put, _{player:Who, card:Id, keyword:Keyword, counters:Counters, defense:D}) ]
    ;   { C = C0 }
    ).

worn_counters("Battleworn", _, _, _, 1).
worn_counters("Temper", _, _, _, 1).
worn_counters("Guardwell", S, Who, C, N) :-
    defending_defense(S, Who, C, N).            % card_texts.pl: its text's defense too (FAB-1035)

%   Card, defending for Player on the closing chain, is destroyed by
%   Keyword: to its owner's graveyard (the defending player's: a player
%   defends with their own cards), as a new object without its counters
%   (CR 3.0.9, 1.15.3).
destroyed_from_chain(Rule, Keyword, Who, C, S0, S) -->
    { player(S0, Who, P0),
      new_object(C, New),
      add_cards(P0, graveyard, [New], P),
      set_player(S0, P, S),
      card_id(C, Id)
    },
    [ event(Rule, keyword_destroyed, _{player:Who, card:Id, keyword:Keyword, to:"graveyard"}) ].

message(event(keyword_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w defended, so it is destroyed as the combat chain closes and goes to ~w's graveyard"-[F.keyword, L, F.player] ].

message(event(defense_counter_put, F, S0)) -->
    { event_card(S0, F.card, L),
      Put is -F.counters
    },
    [ "~w: ~w defended, so it gets "-[F.keyword, L] ],
    (   { Put =:= 1 }
    ->  [ "a -1 defense counter" ]
    ;   [ "~d counters of -1 defense"-[Put] ]
    ),
    [ " as the combat chain closes (defense ~d now)"-[F.defense] ].

                 /*******************************
                 *       PREVENTING DAMAGE      *
                 *******************************/

rule('FAB-524', effect, "Ward N: a permanent is destroyed to prevent N damage to its controller's hero",
     "When a player's hero would be dealt damage (combat damage, or a Runechant's arcane damage), each permanent the player controls with Ward N (an equipment in the equipment zone or defending on the combat chain, a permanent in the arena) is destroyed and prevents N of that damage, one after the other while damage is left to prevent (none when the damage is 0). It is not optional. The damage dealt is what is left. With several Ward permanents whose order decides which are destroyed (their total exceeds the damage, and two orders destroy different ones), the damage waits for the player's choice: a ward move names them in the order they apply (FAB-533); otherwise rulecheck applies them in the order equipment zone, combat chain, arena, each as listed, and every order would do the same.",
     ruling("",
            "The seed is silent on Ward and on preventing damage. CR 8.3.20 (Ward N: if you would be dealt damage, destroy this to prevent N of that damage: no 'may', so it applies whenever its condition is met), 6.4.10 and 6.4.10a (a prevention effect replaces the damage event, preventing up to its amount; the rest is dealt), 6.4.1a (the destruction is a sub-event that occurs before the damage is dealt), 6.4.2 (an effect is active only if an event it can replace is about to occur: once no damage is left, no further Ward applies), 6.5.2 and 6.5.5 (the player who controls the prevention effects applies them one by one, in the order they choose), 8.5.4 (destroy: to the owner's graveyard; a token ceases to exist, 3.0.12a), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The order among several Ward permanents is the player's choice; it decides which of them survive only when their total exceeds the damage: then the position waits for the player to order them (a ward move, FAB-533), else rulecheck applies them in zone order, which any order equals.")).

%!  ward_prevention(+State, +Player, ?Card, -N:integer) is nondet.
%
%   Card is a permanent Player controls with Ward N (FAB-524): if
%   Player's hero would be dealt damage, Card is destroyed to prevent N
%   of it.  In the order Ward applies: the equipment zone, the equipment
%   defending for Player on the combat chain, the arena.

ward_prevention(S, Who, C, N) :-
    ward_source(S, Who, _, C),
    card_keyword_value(C, "Ward", N).

%   ward_source(+State, +Player, -Where, -Card): a permanent of Player
%   and where it is (equipment, chain, arena).
ward_source(S, Who, Where, C) :-
    player(S, Who, P),
    (   Where = equipment, member(C, P.equipment), \+ cloaked_keyword_off(C)   % card_texts_cloaked.pl (FAB-1422)
    ;   Where = chain, defended_on_chain(S, _, C), card_type(C, "equipment"),
        chain_defender_card(S, Who, C)
    ;   Where = arena, get_dict(arena, P, Arena), member(C0, Arena),
        illus_ward_card(S, Who, C0, C)          % card_texts_illusionist.pl (Haze Shelter's Ward X, FAB-1442)
    ).

%   Card defends a chain link whose defender is Player.
chain_defender_card(S, Who, C) :-
    member(L, S.chain.links),
    L.defender == Who,
    memberchk(C, L.defending).

%!  hero_damaged(+State0, +Source, +Player, +Damage0, -Damage, -Lost, -Life, -State)// is det.
%
%   Damage0 would be dealt to Player's hero by Source (damage_source.pl's
%   dsrc/2): Ward and the shields for that source prevent what they do
%   (ward_prevents//5), Damage is dealt, and the hero loses Lost life,
%   never below 0, Life left.  The damage of combat (FAB-503), of a
%   Runechant (FAB-210) and of Bloodrot Pox (FAB-530) are dealt so; each
%   says it with its own event.

hero_damaged(S0, Src, Who, D0, D, Lost, Life, S) -->
    cloaked_ward_off(S0, Who, D0),              % card_texts_cloaked.pl: a face-down Ward (FAB-1422)
    ward_prevents(S0, Src, Who, D0, D, S1),
    { life_lost(S1, Src, Who, D, Lost, Life, S2) },
    source_damage_dealt(S2, Src, Who, D, S).    % card_texts_source.pl: Arcane Cussing (FAB-1150)

%!  hero_damaged_in_order(+State0, +Source, +Player, +Damage0, +Ids, -Damage, -Lost, -Life, -State)// is det.
%
%   As hero_damaged//8, Player's Ward permanents applying in the order
%   of Ids, the order Player chose (FAB-524, FAB-533).

hero_damaged_in_order(S0, Src, Who, D0, Ids, D, Lost, Life, S) -->
    cloaked_ward_off(S0, Who, D0),              % card_texts_cloaked.pl: a face-down Ward (FAB-1422)
    { findall(Where-C-N, ( member(Id, Ids),
                           (   ward_source(S0, Who, Where, C),
                               card_id(C, Id0), Id0 == Id,
                               card_keyword_value(C, "Ward", N)
                           ;   shield_effect(S0, Src, Who, Id, N),   % card_texts_finish.pl (FAB-697)
                               Where = shield, C = Id
                           ;   wiz_shelter(S0, Who, Where0, C, N),   % card_texts_wizard.pl: Arcane Shelter (FAB-1485)
                               card_id(C, Id0), Id0 == Id,
                               Where = wiz_shelter(Where0)
                           ) ), Wards) },
    wards(Wards, Who, D0, D, S0, S1),
    { life_lost(S1, Src, Who, D, Lost, Life, S2) },
    source_damage_dealt(S2, Src, Who, D, S).    % card_texts_source.pl: Arcane Cussing (FAB-1150)

%   Player's hero is dealt Damage: Lost life, never below 0, Life left.
%   life_lost/7: by Source (dsrc/2); an ally's attack-proxy's damage is
%   not its player's (card_texts_storm.pl, CR 8.2.8e).
life_lost(S0, Who, D, Lost, Life, S) :-
    life_lost(S0, any, Who, D, Lost, Life, S).
life_lost(S0, Src, Who, D, Lost, Life, S) :-
    player(S0, Who, P0),
    Life is max(0, P0.life - D),
    Lost is P0.life - Life,
    set_player(S0, P0.put(life, Life), S1),
    damage_recorded(S1, Who, D, S1r),           % card_texts_fai_prism.pl (FAB-759)
    (   storm_ally_damage(Src)                  % card_texts_storm.pl (CR 8.2.8e)
    ->  S = S1r
    ;   dealt_by_recorded(S1r, Who, D, S)       % card_texts_aurora.pl (FAB-1079)
    ).

%!  ward_permanents(+State, +Source, +Player, -Wards:list) is det.
%
%   Player's permanents with Ward N, as Id-N in the order of the zones
%   (ward_source/4), then the prevention shields for their hero that
%   apply to damage from Source (`any`: every shield), as the
%   source's Id and what is left of it (card_texts_finish.pl, FAB-697):
%   what a ward move orders.

ward_permanents(S, Src, Who, Ws) :-
    findall(Id-N, ( ward_source(S, Who, _, C),
                    card_keyword_value(C, "Ward", N),
                    card_id(C, Id) ), Ws0),
    findall(Id-N, shield_effect(S, Src, Who, Id, N), Ss),
    wiz_shelter_wards(S, Who, Hs),              % card_texts_wizard.pl: Arcane Shelter, a ward choice of arcane damage (FAB-1485)
    append([Ws0, Ss, Hs], Ws).

%!  ward_order_needed(+State, +Source, +Player, +Damage:integer) is semidet.
%
%   Damage would be dealt to Player's hero by Source (dsrc/2), and the
%   order Player gives
%   their Ward permanents decides which of them are destroyed: two
%   orders destroy different sets (FAB-524), copies (one name, one N)
%   counted as one.  Any order prevents the same damage.

ward_order_needed(S, Src, Who, D0) :-
    integer(D0),
    D0 > 0,
    \+ game_over(S, _),
    findall(Name-N, ( ward_source(S, Who, _, C),
                      card_keyword_value(C, "Ward", N),
                      (   get_dict(name, C, Name) -> true ; card_id(C, Name) ) ), Ws0),
    findall(K-N, shield_entry(S, Src, Who, K, N), Ss),   % card_texts_finish.pl (FAB-697, FAB-699)
    append(Ws0, Ss, Ws),
    Ws = [_, _|_],
    findall(Set, ( permutation(Ws, P),
                   ward_destroyed_ids(P, D0, Set0),
                   msort(Set0, Set) ), Sets0),
    sort(Sets0, [_, _|_]).

%   ward_destroyed_ids(+Wards, +Damage, -Ids): the Ward permanents of
%   Wards (Id-N, in the order they apply) destroyed by Damage, each while
%   damage is left; a shield (shield(Id)-N) is not destroyed: Ids holds
%   what is left of it, shield(Id)-Left; a prevention of the next damage
%   only (once(Id)-N) is used up by any it prevents.
ward_destroyed_ids([], _, []).
ward_destroyed_ids([Id-N|Ws], D0, Ids) :-
    (   Id = shield(_)
    ->  Left is N - min(N, D0),
        Ids = [Id-Left|Ids1],
        D1 is D0 - min(N, D0),
        ward_destroyed_ids(Ws, D1, Ids1)
    ;   Id = once(_)
    ->  (   D0 > 0 -> Left = 0 ; Left = N ),
        Ids = [Id-Left|Ids1],
        D1 is D0 - min(N, D0),
        ward_destroyed_ids(Ws, D1, Ids1)
    ;   D0 > 0
    ->  Ids = [Id|Ids1],
        D1 is D0 - min(N, D0),
        ward_destroyed_ids(Ws, D1, Ids1)
    ;   ward_destroyed_ids(Ws, D0, Ids)         % no damage left: not destroyed
    ).

%!  ward_choice(+State0, +Player, +Controller, +Damage, +Of:dict, -State)// is det.
%
%   Damage would be dealt to Player's hero by a source Controller
%   controls: the position waits for Player to order their Ward
%   permanents (FAB-524).  Of says what the damage is, for what follows
%   the answer: of "combat" (with the power and defense), "arcane" (its
%   source, and the initial damage before Arcane Barrier or Spellvoid)
%   or "unless_pay" (its source, Bloodrot Pox).

ward_choice(S0, Who, Controller, D0, Of, S) -->
    { Pd0 = _{choice:"ward", player:Who, controller:Controller, amount:D0, then:[]},
      put_dict(Of, Pd0, Pd),
      S = S0.put(pending, Pd),
      pending_damage_source(S, Pd, Src),        % damage_source.pl
      ward_permanents(S, Src, Who, Ws),         % with the choice waiting: Arcane Shelter's too (FAB-1485)
      pairs_keys(Ws, Ids)
    },
    [ event('FAB-524', ward_order_waits, _{player:Who, amount:D0, cards:Ids}) ].

message(event(ward_order_waits, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T)
    },
    (   { member(Id, F.cards), shield_effect(S0, any, F.player, Id, _) }   % card_texts_finish.pl (FAB-697)
    ->  [ "~d damage would be dealt to ~w's hero, who has Ward permanents and prevention shields (~w, a shield by its source): ~w chooses the order they apply in, which decides which are destroyed or used up (a ward move)"-[F.amount, F.player, T, F.player] ]
    ;   [ "~d damage would be dealt to ~w's hero, who controls Ward permanents (~w): ~w chooses the order they apply in, which decides which are destroyed (a ward move)"-[F.amount, F.player, T, F.player] ]
    ).
message(event(ward_order_chosen, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', then ', T)
    },
    [ "~w applies Ward in this order: ~w"-[F.player, T] ].

%!  ward_prevents(+State0, +Source, +Player, +Damage0, -Damage, -State)// is det.
%
%   Damage0 would be dealt to Player's hero: their Ward permanents are
%   destroyed, one by one while damage is left, each preventing its N;
%   Damage is what is left to deal (FAB-524).

ward_prevents(S0, Src, Who, D0, D, S) -->
    { findall(Where-C-N, ( ward_source(S0, Who, Where, C),
                           card_keyword_value(C, "Ward", N) ), Wards0),
      findall(shield-Id-N, shield_effect(S0, Src, Who, Id, N), Ss),   % card_texts_finish.pl (FAB-697)
      append(Wards0, Ss, Wards)
    },
    wards(Wards, Who, D0, D, S0, S).

wards([], _, D, D, S, S) --> [].
wards([shield-Id-N|Ws], Who, D0, D, S0, S) -->
    !,
    (   { D0 > 0 }
    ->  shield_prevents(S0, Who, Id, N, D0, D1, S1),   % card_texts_finish.pl (FAB-697)
        wards(Ws, Who, D1, D, S1, S)
    ;   { D = D0, S = S0 }
    ).
wards([wiz_shelter(Where)-C-N|Ws], Who, D0, D, S0, S) -->   % card_texts_wizard.pl: Arcane Shelter (FAB-1485)
    !,
    (   { D0 > 0 }
    ->  wiz_shelter_prevents(Where, C, N, Who, D0, D1, S0, S1),
        wards(Ws, Who, D1, D, S1, S)
    ;   { D = D0, S = S0 }
    ).
wards([Where-C-N|Ws], Who, D0, D, S0, S) -->
    (   { D0 > 0 }
    ->  { Prevented is min(N, D0),
          D1 is D0 - Prevented,
          card_id(C, Id),
          ward_destroyed(Where, Who, Id, To, S0, S1)
        },
        [ event('FAB-524', ward_prevented, _{player:Who, card:Id, ward:N, damage:D0,
                                             prevented:Prevented, left:D1, to:To}) ],
        illus_ward_left_arena(Where, To, S1, Who, C, S2),   % card_texts_illusionist.pl (FAB-1440)
        wards(Ws, Who, D1, D, S2, S)
    ;   { D = D0, S = S0 }
    ).

%   The Ward permanent Id of Player, in Where, is destroyed (CR 8.5.4):
%   To "graveyard", or "nowhere" for a token (CR 3.0.12a); a card goes as
%   a new object, without its counters (CR 3.0.9).
ward_destroyed(Where, Who, Id, To, S0, S) :-
    (   Where == chain
    ->  chain_card_removed(S0, Id, C, S1)
    ;   player(S0, Who, P0),
        take_card(P0, Where, Id, C, P1),
        set_player(S0, P1, S1)
    ),
    player(S1, Who, P2),
    (   token_card(C)
    ->  P = P2, To = "nowhere"
    ;   new_object(C, New),
        add_cards(P2, graveyard, [New], P),
        To = "graveyard"
    ),
    set_player(S1, P, S).

%   The card Id leaves the defending cards of the chain link holding it.
chain_card_removed(S0, Id, C, S) :-
    Chain0 = S0.chain,
    once(( nth0(I, Chain0.links, L0, Rest),
           card_with_id(L0.defending, Id, C) )),
    exclude({Id}/[X]>>card_id(X, Id), L0.defending, Def),
    nth0(I, Links, L0.put(defending, Def), Rest),
    S = S0.put(chain, Chain0.put(links, Links)).

message(event(ward_prevented, F, S0)) -->
    { event_card(S0, F.card, L),
      (   F.to == "graveyard"
      ->  Gone = "goes to its owner's graveyard"
      ;   Gone = "ceases to exist"
      )
    },
    [ "Ward ~d: ~w is destroyed (it ~w) and prevents ~d of the ~d damage about to be dealt to ~w's hero (~d left)"-[F.ward, L, Gone, F.prevented, F.damage, F.player, F.left] ].

                 /*******************************
                 *     ARCANE: THE OPTIONS      *
                 *******************************/

%!  arcane_prevention_option(+State, +Player, ?Card, ?Keyword:string, -N:integer) is nondet.
%
%   Card is a permanent Player controls (equipment zone, equipment
%   defending on the combat chain, arena) with Keyword N, Keyword
%   "Arcane Barrier" or "Spellvoid": if Player would be dealt arcane
%   damage, Player may pay N resources (Arcane Barrier, CR 8.3.8) or
%   destroy Card (Spellvoid, CR 8.3.15) to prevent N of it.  Player
%   chooses (choices.pl, FAB-526).

arcane_prevention_option(S, Who, C, Keyword, N) :-
    ward_source(S, Who, _, C),
    member(Keyword, ["Arcane Barrier", "Spellvoid", "Quell"]),     % Quell: card_texts_quell.pl (FAB-648)
    card_keyword_value(C, Keyword, N).
