/*  Flesh and Blood: an unread text in the arsenal.

    Part of game.pl, included after permanents.pl.  A card's abilities
    are functional in the arena (CR 1.7.4), but a text may say otherwise
    (CR 1.7.4b: an activated ability "Activate this only while this is
    face-down in your arsenal"; CR 5.4.7: a mentor's "While this is
    face-up in arsenal, ..."; CR 8.1.10: a mentor is a deck-card that
    works from the arsenal).  Where rulecheck does not read such a text,
    the answers it could change are unknown and name the card (FAB-119);
    they are never "illegal" by FAB-401, nor given as if the card were
    silent.  The Hand that Pulls the Strings (the Arakni Hunted Blitz
    Deck) was such a card: "Once per Turn Attack Reaction - 0: Turn this
    face-up. Activate this only while this is face-down in your arsenal.
    ..."; its text is read now (card_texts_hand2.pl, FAB-1436 ...), and
    arsenal_activated_card/3 finds it through hand2_arsenal_card/1; a
    Hand whose text a position marks unread is still this file's.

    Hooks: position.pl's activated_card/5 and rulebook.pl's FAB-401 call
    arsenal_activated_card/3; permanents.pl's acting_card/2 calls
    arsenal_acting_card/2.  No rule of its own: FAB-401's and FAB-119's.
*/

%!  arsenal_activated_card(+Player:dict, +Id, -Card) is semidet.
%
%   Card, with the id Id, is in Player's arsenal, rulecheck does not read
%   its activated abilities (abilities_unread/1), and its unread text
%   could activate an ability of its own (card_reach.pl: self(activate)):
%   an activate move may name it, and whether the ability exists and may
%   be activated now is that text's (FAB-119's activation_text/4:
%   unknown, naming the card).  A card whose text has no such reach has
%   no ability there: FAB-401 answers.

arsenal_activated_card(P, Id, C) :-
    card_in(P, arsenal, Id, C),
    (   hand2_arsenal_card(C)                   % card_texts_hand2.pl: The Hand that Pulls the Strings read (FAB-1436)
    ->  true
    ;   abilities_unread(C),                    % permanents.pl
        text_reach(C, Mask),
        reach_has(Mask, self(activate))
    ),
    !.

%!  arsenal_acting_card(+State, -Card) is nondet.
%
%   Card is a mentor in a player's arsenal whose text rulecheck does not
%   read: a mentor's text works from the arsenal (CR 8.1.10; "While this
%   is face-up in arsenal", "While ... face down in arsenal, at the start
%   of your turn"), so it acts in every answer its reach touches, as a
%   permanent of the arena does (acting_card/2, FAB-119).  A mentor whose
%   text is read (Minerva Themis, The Librarian, Lady Barthimont, Lord
%   Sutcliffe) is its reading's.

arsenal_acting_card(S, C) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(arsenal, P, Cs),
    member(C, Cs),
    is_dict(C),
    card_type(C, "mentor"),
    unmodelled_card(C).
