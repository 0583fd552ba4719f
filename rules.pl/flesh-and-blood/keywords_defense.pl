/*  Flesh and Blood: the defending and damage-prevention keywords.

    Part of game.pl.  The keyword abilities of CR 8.3 (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026) that act on a card that defended, when the combat chain closes
    (Blade Break, FAB-520; Battleworn, FAB-521; Temper, FAB-522;
    Guardwell, FAB-523), applied from the card's keywords (card_prop/3:
    the state's value, else the card data's).  Each keyword is a rule/5
    entry, the relation a judge asks about and the words of its events,
    side by side.

    A card's counters: "defense_counters" (a card property, an integer)
    is the sum of the +1{d} and -1{d} counters on it (CR 1.15.2a: a
    counter with a value and symbol modifies that property).
*/

:- discontiguous message//1, board_words//1.

                 /*******************************
                 *           KEYWORDS           *
                 *******************************/

%!  defense_keyword(+Card, ?Keyword:string) is semidet.
%
%   Card has the keyword ability Keyword (one of its keywords, as the
%   state or the card data gives them).

defense_keyword(Card, Keyword) :-
    card_prop(Card, keywords, Ks),
    is_list(Ks),
    member(Keyword, Ks).

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
    (   K == defense -> card_defense(C, V) ; V = V0 ).

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
                 *   WHEN THE COMBAT CHAIN CLOSES *
                 *******************************/

rule('FAB-520', effect, "Blade Break: an equipment that defended is destroyed as the chain closes",
     "When the combat chain closes, each equipment with Blade Break that defended on it (a defending card of one of its chain links) is destroyed: it goes to its owner's graveyard instead of returning to the equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed brings equipment back when combat ends and is silent on Blade Break. CR 8.3.3 (Blade Break: when the combat chain closes, if this defended, destroy it), 7.7.3 and 7.7.4 (the effects that trigger as the chain closes resolve before the permanents on it return to their zones, 7.7.5), 8.5.4 (to destroy an object is to put it into its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggers at once as the chain closes, in the order of the chain links and their defending cards: nobody gets priority in the close step (CR 7.7.1), and no two of them depend on each other.")).

%!  blade_break_destroyed(+State, ?Card) is nondet.
%
%   Card is an equipment with Blade Break defending on State's combat
%   chain: it is destroyed when the chain closes (FAB-520).

blade_break_destroyed(S, C) :-
    defended_on_chain(S, _, C),
    card_type(C, "equipment"),
    defense_keyword(C, "Blade Break").

rule('FAB-521', effect, "Battleworn: an equipment that defended gets a -1 defense counter as the chain closes",
     "When the combat chain closes, each equipment with Battleworn that defended on it gets a -1 defense counter (defense_counters, one less): its defense is its printed defense plus its counters, never below 0, from then on, and it returns to its equipment zone.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "The seed is silent on Battleworn and on counters. CR 8.3.2 (Battleworn: when the combat chain closes, if this defended, put a -1 defense counter on it), 1.15.2a and 2.0.3d (a -1 defense counter modifies the defense of the object it is on), 2.0.3c (a numeric property is never below 0), 7.7.3 to 7.7.5 (the trigger resolves before the equipment returns to its zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A position gives a card's counters as defense_counters, their sum.")).

%!  battleworn_counter(+State, ?Card) is nondet.
%
%   Card is an equipment with Battleworn defending on State's combat
%   chain: it gets a -1 defense counter when the chain closes (FAB-521).

battleworn_counter(S, C) :-
    defended_on_chain(S, _, C),
    card_type(C, "equipment"),
    defense_keyword(C, "Battleworn").

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
    defended_on_chain(S, _, C),
    card_type(C, "equipment"),
    defense_keyword(C, "Temper"),
    card_defense(C, D),
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
    defended_on_chain(S, _, C),
    card_type(C, "equipment"),
    defense_keyword(C, "Guardwell"),
    card_defense(C, N).

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
%   The keywords resolve in a fixed order (the turn player's choice, CR
%   6.6.6b; a card has one of them in the card data): the counters
%   first, then the destruction.
closing_defender(C0, Who, Kept, S0, S) -->
    (   { card_type(C0, "equipment") }
    ->  worn('FAB-521', "Battleworn", Who, C0, C1),
        worn('FAB-522', "Temper", Who, C1, C2),
        worn('FAB-523', "Guardwell", Who, C2, C),
        (   { closing_destroyer(C, Rule, Keyword) }
        ->  destroyed_from_chain(Rule, Keyword, Who, C, S0, S),
            { Kept = [] }
        ;   { Kept = [C], S = S0 }
        )
    ;   { Kept = [C0], S = S0 }
    ).

%   The keyword that destroys Card (its counters put) as the chain
%   closes, and its rule.
closing_destroyer(C, 'FAB-522', "Temper") :-
    defense_keyword(C, "Temper"),
    card_defense(C, 0).
closing_destroyer(C, 'FAB-520', "Blade Break") :-
    defense_keyword(C, "Blade Break").

%   If Card0 has Keyword, it gets its -1 defense counters (Card): one,
%   or for Guardwell as many as its defense.
worn(Rule, Keyword, Who, C0, C) -->
    (   { defense_keyword(C0, Keyword),
          worn_counters(Keyword, C0, Put),
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

worn_counters("Battleworn", _, 1).
worn_counters("Temper", _, 1).
worn_counters("Guardwell", C, N) :-
    card_defense(C, N).

%   Card, defending for Player on the closing chain, is destroyed by
%   Keyword: to its owner's graveyard (the defending player's: a player
%   defends with their own cards), as a new object without its counters
%   (CR 3.0.9, 1.15.3).
destroyed_from_chain(Rule, Keyword, Who, C, S0, S) -->
    { player(S0, Who, P0),
      (   del_dict(defense_counters, C, _, New) -> true ; New = C ),
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
