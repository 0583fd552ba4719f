/*  A rule's words beside the rule: where each message//1 belongs.

    swipl scripts/words_beside_rules.pl check GAMEDIR...
    swipl scripts/words_beside_rules.pl move GAMEDIR...

    A group of message//1 clauses in GAMEDIR/messages.pl (consecutive
    clauses for one reason term F/N) belongs beside a rule when F/N
    appears in exactly one rule block of the game's other files
    (rulebook.pl, states.pl, effects.pl, ...: a rule/5 fact and the
    clauses after it, up to the next rule/5 fact): its broken/4,
    invalid/4, repair/4 or effect gives that reason.  A reason several
    rules give, and the words no rule owns (events, facts, fixes, moves
    in words, the display, shared phrases), stay in messages.pl.
    `check` lists the groups that are not beside their rule and fails if
    there is one (tests/test_game_contract.py runs it over every game);
    `move` cuts each such group (with the comment lines
    right above it) from messages.pl and puts it after its rule's block,
    clause order kept, so the answers do not change.
*/
:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Mode|Dirs]),
    memberchk(Mode, [check, move]),
    foldl(game(Mode), Dirs, 0, Bad),
    (   Bad =:= 0 -> true ; halt(1) ).

game(Mode, Dir, Bad0, Bad) :-
    atom_concat(Dir, '/messages.pl', MsgFile),
    read_clauses(MsgFile, MsgClauses),
    message_groups(MsgClauses, Groups),
    rule_files(Dir, Files),
    findall(F-Blocks, ( member(F, Files),
                        atomic_list_concat([Dir, /, F], File),
                        read_clauses(File, Cs),
                        blocks(Cs, Blocks) ), FileBlocks),
    read_file_to_string(MsgFile, MsgText, []),
    assign(Groups, FileBlocks, Moves, _Left),
    length(Moves, NM),
    (   Mode == check
    ->  forall(member(move(K, _, _, F, _), Moves),
               format("~w/messages.pl: the words of ~q belong beside their rule in ~w~n", [Dir, K, F])),
        Bad is Bad0 + NM
    ;   format("~w: ~d groups moved beside their rules~n", [Dir, NM]),
        apply_moves(Dir, MsgFile, MsgText, Moves),
        Bad = Bad0
    ).

%   rule_files(+Dir, -Files): the game's source files but messages.pl and
%   the tables a script writes (GENERATED in their opening comment).
rule_files(Dir, Files) :-
    directory_files(Dir, All),
    msort(All, Sorted),
    include(rule_file(Dir), Sorted, Files).
rule_file(Dir, F) :-
    file_name_extension(_, pl, F),
    F \== 'messages.pl',
    atomic_list_concat([Dir, /, F], File),
    read_file_to_string(File, Text, []),
    (   sub_string(Text, B, _, _, "*/")      % its opening comment
    ->  sub_string(Text, 0, B, _, Head)
    ;   Head = ""
    ),
    \+ sub_string(Head, _, _, _, "GENERATED").

%   read_clauses(+File, -Clauses): clause(Term, Start, End), Start and
%   End the clause's character offsets.
read_clauses(File, Cs) :-
    setup_call_cleanup(open(File, read, S),
                       read_all(S, Cs),
                       close(S)).
read_all(S, Cs) :-
    read_term(S, T, [subterm_positions(P), variable_names(_), module(user)]),
    (   T == end_of_file -> Cs = []
    ;   arg(1, P, From), arg(2, P, To),
        Cs = [clause(T, From, To)|Rest],
        read_all(S, Rest)
    ).

%   message groups: consecutive message clauses of one reason functor.
message_groups(Cs, Groups) :-
    include(is_message, Cs, Ms),
    group(Ms, Groups).
is_message(clause((H-->_), _, _)) :- H = message(_).
is_message(clause(message(_, _, _), _, _)).
key(clause((message(R)-->_), _, _), F/N) :- !, nonvar(R), functor(R, F, N).
group([], []).
group([C|Cs], [g(K, From, To)|Gs]) :-
    key(C, K), C = clause(_, From, To0),
    same(Cs, K, To0, To, Rest),
    group(Rest, Gs).
same([C|Cs], K, _, To, Rest) :- key(C, K), !, C = clause(_, _, T1), same(Cs, K, T1, To, Rest).
same(Cs, _, To, To, Cs).

%   blocks(+Clauses, -Blocks): block(Id, Keys, EndOffset)
blocks(Cs, Blocks) :- blocks_(Cs, none, [], 0, Blocks).
blocks_([], Cur, Keys, End, Bs) :- close_block(Cur, Keys, End, [], Bs).
blocks_([clause(T, _, To)|Cs], Cur, Keys, End, Bs) :-
    (   T = rule(Id, _, _, _, _), atom(Id)
    ->  close_block(Cur, Keys, End, Bs1, Bs),
        blocks_(Cs, Id, [], To, Bs1)
    ;   Cur == none
    ->  blocks_(Cs, Cur, Keys, End, Bs)
    ;   T = (message(_) --> _)          % words already beside the rule
    ->  blocks_(Cs, Cur, Keys, To, Bs)
    ;   findall(K, sub_key(T, K), Ks), append(Keys, Ks, Keys1),
        blocks_(Cs, Cur, Keys1, To, Bs)
    ).
close_block(none, _, _, Bs, Bs) :- !.
close_block(Id, Keys, End, Bs, [block(Id, Keys, End)|Bs]).
sub_key(T, F/N) :- sub_term(S, T), ( compound(S) -> functor(S, F, N) ; atom(S), S \== [], F = S, N = 0 ).

assign([], _, [], []).
assign([g(K, From, To)|Gs], FBs, Ms, Ls) :-
    findall(F-Id-End, ( member(F-Bs, FBs), member(block(Id, Ks, End), Bs), memberchk(K, Ks) ), Hits0),
    sort(Hits0, Hits),
    findall(F-Id, member(F-Id-_, Hits), Ids0), sort(Ids0, Ids),
    (   Ids = [F-Id]
    ->  last(Hits, F-Id-End),
        Ms = [move(K, From, To, F, End)|Ms1], Ls = Ls1
    ;   Ms = Ms1, Ls = [K-Ids|Ls1]
    ),
    assign(Gs, FBs, Ms1, Ls1).

%   apply: cut the groups' texts (with the comment lines right above,
%   and the line's start) from messages.pl; insert them after each block.
apply_moves(Dir, MsgFile, Text, Moves) :-
    maplist(group_text(Text), Moves, Cuts),
    % remove from messages.pl, from the end backwards
    sort(1, @>=, Cuts, Desc),
    foldl(cut, Desc, Text, NewMsg),
    write_file(MsgFile, NewMsg),
    rule_files(Dir, Files),
    forall(member(F, Files),
           ( atomic_list_concat([Dir, /, F], File),
             (   true
             ->  read_file_to_string(File, FT, []),
                 findall(End-Txt, member(cut(_, _, Txt, F, End), Cuts), Ins0),
                 keysort(Ins0, Ins1),
                 group_pairs_by_key(Ins1, Ins2),
                 sort(1, @>=, Ins2, InsDesc),
                 foldl(insert, InsDesc, FT, NewFT),
                 write_file(File, NewFT)
             ;   true ) )).

group_text(Text, move(_, From, To, F, End), cut(S, E, Txt, F, End)) :-
    line_start(Text, From, S0),
    comments_above(Text, S0, S),
    line_end(Text, To, E),
    Len is E - S,
    sub_string(Text, S, Len, _, Txt).

line_start(Text, P, S) :- ( P =:= 0 -> S = 0 ; P1 is P-1, sub_string(Text, P1, 1, _, C), ( C == "\n" -> S = P ; line_start(Text, P1, S) ) ).
line_end(Text, P, E) :- string_length(Text, L), ( P >= L -> E = L ; sub_string(Text, P, 1, _, C), ( C == "\n" -> E is P+1 ; P1 is P+1, line_end(Text, P1, E) ) ).
%   comment lines ('%') right above S
comments_above(Text, S, Out) :-
    (   S > 0, P is S-1, line_start(Text, P, LS), Len is S-LS,
        sub_string(Text, LS, Len, _, Line),
        sub_string(Line, 0, 1, _, "%"),
        \+ sub_string(Line, 0, _, _, "% ---")
    ->  comments_above(Text, LS, Out)
    ;   Out = S
    ).
cut(cut(S, E, _, _, _), T0, T) :-
    sub_string(T0, 0, S, _, A), sub_string(T0, E, _, 0, B),
    string_concat(A, B, T).
insert(End-Txts, T0, T) :-
    line_end(T0, End, E),
    sub_string(T0, 0, E, _, A), sub_string(T0, E, _, 0, B),
    atomic_list_concat(Txts, '', Joined),
    atomic_list_concat([A, "\n", Joined, B], T).
write_file(F, T) :- setup_call_cleanup(open(F, write, S), write(S, T), close(S)).
