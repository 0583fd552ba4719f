:- module(rc_legal,
          [ legal/3                     % +Game, +State, ?Move
          ]).

/** <module> The one definition of legality

A move is legal in a state exactly when it is one of the game's candidate
moves and breaks none of its rules.  The engine (rulecheck.pl) lists moves
and checks them with this relation, and a game module that names a legal
choice for a judge (WoW's may_protect/2, the fixes an explanation offers)
asks this relation too: there is one definition of legality, not two.
*/

%!  legal(+Game, +State, ?Move) is nondet.
%
%   Move is legal in State: a candidate of Game that violates no rule.

legal(Game, State, Move) :-
    Game:candidate(State, Move),
    \+ Game:violation(State, Move, _, _).
