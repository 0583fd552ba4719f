:- module(rc_listing,
          [ listing/5,                  % +Request, +Game, +State, -Moves, -Page
            listing_apart/5,            % +Game, +State, +Viewer, +Listing0, -Listing
            filtered_listing/5,         % +Filter, +Viewer, +Page, +Moves, -Listing
            listing_given/4,            % +Filter, +Viewer, +Listing0, -Listing
            stream_moves/7,             % +Game, +State, +Viewer, +Filter, +File, -Count, -Players
            move_json/4,                % +Game, +State, +Move, -Entry
            move_json/5,                % +Game, +State, +Viewer, +Move, -Entry
            legal_move_count/4          % +Game, +State, +Cap, -Count
          ]).

/** <module> Listings of legal moves: a page, a count, a file

What `legal-moves` answers (rulecheck.pl, request(legal_moves, ...)): the
first moves of a position with their count, counted no further than
needed; the whole listing written to a file in constant memory; what every
listing holds beside its moves (the moves listed apart, the assumptions).
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(rc_legal, [legal/3, game_hook/2, unknown_move/4, assumptions/3, with_assumptions/4]).
:- use_module(rc_explain, [first_solutions/4, hidden_note/5, hidden_notes/4, seen_assumptions/5,
                            viewer_move_text/5]).
:- use_module(rc_json, [write_json/2]).
:- use_module(rc_search, [filter_keeps/2, filter_numbered/3]).

%!  count_up_to(+Max, :Goal, -Count) is det.
%
%   How many solutions Goal has, counting no further than Max.

count_up_to(Max, Goal, Count) :-
    Counter = count(0),
    (   call(Goal),
        arg(1, Counter, C0),
        C is C0 + 1,
        nb_setarg(1, Counter, C),
        C >= Max
    ->  true
    ;   true
    ),
    arg(1, Counter, Count).

%!  legal_move_count(+Game, +State, +Cap, -Count) is det.
%
%   How many legal moves State has: by the game's legal_move_count/2 where
%   it has a closed form (forming a Clash of Decks hand: 8! orderings a
%   player), else by counting them, up to Cap: Count is the number, or
%   more_than(Cap) when there are more (a listing that shows the first
%   thousand need not count a million).

legal_move_count(Game, State, Cap, Count) :-
    (   game_hook(Game, legal_move_count/2),
        Game:legal_move_count(State, Count0)
    ->  Count = Count0
    ;   Cap1 is Cap + 1,
        count_up_to(Cap1, legal(Game, State, _), N),
        (   N > Cap
        ->  Count = more_than(Cap)
        ;   Count = N
        )
    ).

%!  stream_moves(+Game, +State, +Viewer, +Filter, +File, -Count, -Players) is det.
%
%   Write every legal move of State to File, one JSON object a line (the
%   entries of a listing: player, move, text), as it is found: a listing of
%   any length in constant memory.  Count is how many, Players who may act
%   (in order of first appearance).  Under a Viewer (not null), only the
%   moves whose legality that player can judge (why the others are left
%   out is listing_apart/5's, over every move offered).  A Filter (not
%   `none`: rc_search.pl, listing_filter/4) keeps only its moves, each
%   with its `number` in the whole listing.

stream_moves(Game, State, Viewer, Filter, File, Count, Players) :-
    setup_call_cleanup(
        open(File, write, Out, [encoding(utf8)]),
        stream_moves_(Game, State, Viewer, Filter, Out, Count, Players),
        close(Out)).

stream_moves_(Game, State, Viewer, Filter, Out, Count, Players) :-
    State1 = counter(0, [], 0),
    forall(( legal(Game, State, M),
             hidden_note(Game, State, Viewer, M, null) ),     % null: a judge sees all
           (   move_json(Game, State, Viewer, M, J0),
               arg(3, State1, K0), K is K0 + 1, nb_setarg(3, State1, K),
               (   Filter == none
               ->  J = J0
               ;   filter_keeps(Filter, J0)
               ->  J = J0.put(number, K)
               ;   J = none
               ),
               (   J == none
               ->  true
               ;   write_json(Out, J), nl(Out),
                   arg(1, State1, N0), N1 is N0 + 1, nb_setarg(1, State1, N1),
                   arg(2, State1, Ps0),
                   (   memberchk(J.player, Ps0)
                   ->  true
                   ;   append(Ps0, [J.player], Ps1), nb_setarg(2, State1, Ps1)
                   )
               )
           )),
    State1 = counter(Count, Players, _).

%!  listing_apart(+Game, +State, +Viewer, +Listing0, -Listing) is det.
%
%   A listing with the moves whose legality depends on what the game does
%   not model (`unknown`: each with its `depends_on_text`), listed apart
%   from the legal ones, and the position's `assumptions`, when there are
%   any; for a Viewer (not null), only what he can see of them, and why
%   the moves he cannot judge are not listed (`depends_on_hidden`,
%   hidden_notes/4: over every move offered, so that the reasons do not
%   tell which hidden moves are legal).

listing_apart(Game, State, Viewer, L0, L) :-
    findall(J, ( unknown_move(Game, State, M, Deps),
                 hidden_note(Game, State, Viewer, M, null),    % a viewer: those he can judge
                 move_json(Game, State, Viewer, M, J0),
                 J = J0.put(depends_on_text, Deps) ), Unknown),
    (   Unknown == [] -> L1 = L0 ; L1 = L0.put(unknown, Unknown) ),
    assumptions(Game, State, As0),
    seen_assumptions(Game, State, Viewer, As0, As),
    with_assumptions(Game, As, L1, L2),
    (   Viewer == null
    ->  L = L2
    ;   hidden_notes(Game, State, Viewer, Notes),
        L = L2.put(depends_on_hidden, Notes)
    ).

%!  filtered_listing(+Filter, +Viewer, +Page, +Moves:list(dict), -Listing) is det.
%
%   A page of a listing ({count, truncated, more_than?}) with its Moves:
%   those Filter keeps (rc_search.pl, listing_filter/4; `none`: every
%   one), each with its `number` in the listing, and then `count` the number
%   kept (`more_than` goes); with listing_given/4's fields.

filtered_listing(Filter, Viewer, Page0, Moves, Listing) :-
    (   Filter = filter(_, _, _)
    ->  filter_numbered(Filter, Moves, Kept),
        length(Kept, Count),
        (   del_dict(more_than, Page0, _, Page1) -> true ; Page1 = Page0 ),
        Page = Page1.put(_{moves:Kept, count:Count})
    ;   Page = Page0.put(moves, Moves)
    ),
    listing_given(Filter, Viewer, Page, Listing).

%!  listing_given(+Filter, +Viewer, +Listing0, -Listing) is det.
%
%   A listing with the filter it was given (`filter`: {player?, card?})
%   and the viewer it is for (`viewer`), when there are.

listing_given(Filter, Viewer, L0, L) :-
    (   Filter = filter(Given, _, _) -> L1 = L0.put(filter, Given) ; L1 = L0 ),
    (   Viewer == null -> L = L1 ; L = L1.put(viewer, Viewer) ).

%!  listing(+Request, +Game, +State, -Moves, -Page) is det.
%
%   The first `limit`
%   legal moves (all without a limit) and the page's count: {count,
%   truncated}, or {count: null, more_than, truncated: true}.
listing(Request, Game, State, Ms, Page) :-
    (   (   get_dict(limit, Request, Limit), integer(Limit), Limit >= 0
        ->  true
        ;   Limit = inf
        ),
        (   Limit == inf
        ->  findall(M, legal(Game, State, M), Ms)
        ;   first_solutions(Limit, M, legal(Game, State, M), Ms)
        ),
        length(Ms, N),
        (   N == Limit
        ->  (   get_dict(count_up_to, Request, Up), integer(Up), Up >= 0
            ->  Cap0 = Up
            ;   Cap0 = Limit
            ),
            Cap is max(Cap0, N),
            legal_move_count(Game, State, Cap, Count0)
        ;   Count0 = N
        ),
        (   Count0 = more_than(AtLeast)
        ->  Page = _{count:null, more_than:AtLeast, truncated:true}
        ;   ( Count0 > N -> Truncated = true ; Truncated = false ),
            Page = _{count:Count0, truncated:Truncated}
        )
    ).

%!  move_json(+Game, +State, +Move, -Entry) is det.
%
%   An entry of a listing: {player, move, text}.

move_json(Game, State, M, Entry) :-
    move_json(Game, State, null, M, Entry).

%!  move_json(+Game, +State, +Viewer, +Move, -Entry) is det.
%
%   move_json/4 as Viewer may be told it (rc_explain.pl, viewer_move_text/5).

move_json(Game, State, Viewer, M, _{player:P, move:M, text:T}) :-
    get_dict(player, M, P),
    viewer_move_text(Game, State, Viewer, M, T).

