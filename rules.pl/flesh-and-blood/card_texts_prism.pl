/*  Flesh and Blood: the texts of the Prism Blitz Deck's own cards.

    Part of game.pl, included after card_texts_kayo.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Prismatic Shield: "Create 3 Spectral Shield tokens." (FAB-750).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).  A hero's
    soul is a zone of the position (`soul`, CR 3.11.5), which a state may
    give; no text read here puts a card there yet.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       resolves_create_tokens(Token, N)   Prismatic Shield: "Create 3
%                               Spectral Shield tokens." (FAB-750), every
%                               colour alike

card_text_read("Prismatic Shield", resolves_create_tokens("Spectral Shield", 3)).

                 /*******************************
                 *       PRISMATIC SHIELD       *
                 *******************************/

rule('FAB-750', effect, "Prismatic Shield: its player creates 3 Spectral Shield tokens",
     "When Prismatic Shield (any colour) resolves, three Spectral Shield tokens enter its controller's arena, each an aura with Ward 1 (FAB-524's reading of the keyword: each is destroyed to prevent 1 damage to that hero); the card then goes to its player's graveyard (FAB-310). Its cost (3) and pitch are the card data's; nothing else of the card is text.",
     ruling("", "Prismatic Shield: \"Create 3 Spectral Shield tokens.\" CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 8.5.2, 8.5.2b and 8.5.2c (a created token enters the arena under the control of the player instructed to create it), 8.6.8 (a Spectral Shield token: the subtype aura and \"Ward 1\"), 1.3.3 (a token in the arena is a permanent), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  resolves_creating(+Card, -Token:string, -N:integer) is semidet.
%
%   Card, a card whose text is read, creates N tokens named Token as it
%   resolves (FAB-750).

resolves_creating(C, Token, N) :-
    text_read_name(C, Name),
    card_text_read(Name, resolves_create_tokens(Token, N)).

%!  prism_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-750): the tokens it creates enter Player's arena.

prism_resolution_text(S0, Who, C, S) -->
    (   { resolves_creating(C, Token, N),
          card_id(C, Id),
          length(Names, N),
          maplist(=(Token), Names),
          foldl(created_token(Id, Who), Names, S0-[], S-Created)   % card_texts_kayo.pl
        }
    ->  [ event('FAB-750', resolution_tokens_created, _{player:Who, card:Id, name:Token, tokens:Created}) ]
    ;   { S = S0 }
    ).

message(event(resolution_tokens_created, F, S0)) -->
    { event_card(S0, F.card, L),
      length(F.tokens, N),
      atomic_list_concat(F.tokens, ', ', Ids)
    },
    [ "~w resolves: ~w creates ~d ~w tokens in their arena (~w)"-[L, F.player, N, F.name, Ids] ].
