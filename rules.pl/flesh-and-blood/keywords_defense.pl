/*  Flesh and Blood: the defending and damage-prevention keywords.

    Part of game.pl.  The keyword abilities of CR 8.3 (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026) that act on a card that defended, when the combat chain closes
    (Blade Break, FAB-520), applied from the card's keywords (card_prop/3:
    the state's value, else the card data's).  Each keyword is a rule/5
    entry, the relation a judge asks about and the words of its events,
    side by side.

    A card's counters: "defense_counters" (a card property, an integer)
    is the sum of the +1{d} and -1{d} counters on it (CR 1.15.2a: a
    counter with a value and symbol modifies that property).
*/

:- discontiguous message//1.

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
closing_defender(C, Who, Kept, S0, S) -->
    (   { card_type(C, "equipment"), defense_keyword(C, "Blade Break") }
    ->  destroyed_from_chain('FAB-520', "Blade Break", Who, C, S0, S),
        { Kept = [] }
    ;   { Kept = [C], S = S0 }
    ).

%   Card, defending for Player on the closing chain, is destroyed by
%   Keyword: to its owner's graveyard (the defending player's: a player
%   defends with their own cards).
destroyed_from_chain(Rule, Keyword, Who, C, S0, S) -->
    { player(S0, Who, P0),
      add_cards(P0, graveyard, [C], P),
      set_player(S0, P, S),
      card_id(C, Id)
    },
    [ event(Rule, keyword_destroyed, _{player:Who, card:Id, keyword:Keyword, to:"graveyard"}) ].

message(event(keyword_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w defended, so it is destroyed as the combat chain closes and goes to ~w's graveyard"-[F.keyword, L, F.player] ].
