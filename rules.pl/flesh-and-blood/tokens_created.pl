/*  Flesh and Blood: the one relation through which a text creates tokens
    in the arena.

    Part of game.pl.  Every text rulecheck reads that creates tokens in a
    player's arena (auras, items, allies, Ash: CR 8.5.2 create, 1.3.2b
    tokens) creates them here, one batch at a time: the tokens one event
    creates at once ("create 3 Runechant tokens", "create an Agility,
    Might, and Vigor token"), by the player whose effect creates them
    (the Creator, CR 1.4.1: the controller of the effect's source) under
    the control of the player whose arena they enter (the same player,
    or another where the text says "under their control").  A
    replacement effect on the creation (CR 6.5: Florian's "If you would
    create 1 or more aura tokens, instead create that many plus 1 of
    each of those tokens.", card_texts_growth.pl) is applied here, once
    for the batch.

    Not here: cards a text creates in a hand or a banished zone (Nuu's,
    Zen's), a token weapon equipped to a weapon zone (card_texts_web.pl),
    and a transform (Aether Ashwing taking an ash's place,
    card_texts_dromai_2.pl): none is an aura token created in the arena.

    A new text that creates tokens in the arena calls tokens_created/8
    (or player_tokens_created/8 on a player's dict), and says the
    replacement's tokens with tokens_more_made//3 beside its own event.
*/

%!  tokens_created(+SourceId, +Creator, +Controller, +Names:list, +State0, -State, -Ids:list, -More:list) is det.
%
%   Creator creates a token of each name of Names (one batch) in
%   Controller's arena, entering in that order; Ids their ids (SourceId's:
%   card_texts.pl's new_token_id/4).  More: the ids of the tokens a
%   replacement effect creates beside them, entering after them ([]
%   without one), and its notes (terms, not ids: what it could not read);
%   tokens_more_made//3 says so.

tokens_created(Src, Creator, Who, Names, S0, S, Ids, More) :-
    foldl(token_entered(Src, Who), Names, S0-[], S1-Ids),
    tokens_created_more(S0, Creator, Names, MoreNames, Notes),
    foldl(token_entered(Src, Who), MoreNames, S1-[], S-MoreIds),
    append(MoreIds, Notes, More).

%   tokens_created_more(+State, +Creator, +Names, -MoreNames, -Notes): the
%   names of the tokens a replacement effect adds to the batch Names, and
%   its notes.
tokens_created_more(S, Creator, Names, MoreNames, Notes) :-
    (   growth_tokens_more(S, Creator, Names, MoreNames0, Notes0)   % card_texts_growth.pl (Florian, FAB-1216)
    ->  MoreNames = MoreNames0, Notes = Notes0
    ;   MoreNames = [], Notes = []
    ).

%   token_entered(+SourceId, +Player, +Name, +S0-Ids0, -S-Ids): a token
%   Name enters Player's arena, its id appended to Ids0.
token_entered(Src, Who, Token, S0-Ids0, S-Ids) :-
    new_token_id(S0, Src, Token, TId),          % card_texts.pl
    player(S0, Who, P0),
    key_value(arena, P0, [], Arena),
    append(Arena, [_{id:TId, name:Token}], Arena1),
    set_player(S0, P0.put(arena, Arena1), S),
    append(Ids0, [TId], Ids).

%!  player_tokens_created(+State0, +SourceId, +Player, +Names:list, +P0:dict, -P:dict, -Ids:list, -More:list) is det.
%
%   As tokens_created/8, Player creating the tokens in their own arena,
%   where a text works on Player's dict P0 (a cost paid, an aura
%   destroyed): the ids are those State0 with P0 leaves free.

player_tokens_created(S0, Src, Who, Names, P0, P, Ids, More) :-
    set_player(S0, P0, S1),
    tokens_created(Src, Who, Who, Names, S1, S2, Ids, More),
    player(S2, Who, P).

%!  tokens_more_made(+Creator, +SourceId, +More:list)// is det.
%
%   The event of the tokens More a replacement effect created beside a
%   batch (none where More is []).

tokens_more_made(_, _, []) --> !, [].
tokens_more_made(Creator, Src, More) -->
    growth_more_made(Creator, Src, More).       % card_texts_growth.pl (FAB-1216)
