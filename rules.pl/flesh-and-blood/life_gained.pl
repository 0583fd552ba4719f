/*  Flesh and Blood: the one relation through which a player's hero gains
    life.

    Part of game.pl.  Every text rulecheck reads that gives a hero life
    (a gain-life ability, FAB-404; Sigil of Solace, FAB-544; Bravo's
    reveal, FAB-538; the Florian and Verdance cards, FAB-1272 ...) gains
    it here: the hero's life rises by N (no upper limit: CR 2.7.3, 1.13.4a),
    the text's own event says so, then what triggers on a life gain
    (CR 6.6: Verdance's "Whenever you gain {h} during your turn",
    card_texts_growth.pl) follows it.

    A new text that gains life calls life_gained//7 (or
    player_life_gained//8 on a player's dict).
*/

%!  life_gained(+State0, +Player, +N, +SourceId, -Life, +Event, -State)// is det.
%
%   Player's hero gains N life by the text of SourceId: Life, its life
%   then; Event (the text's event, which may hold Life) is said, then the
%   triggers on the gain.

life_gained(S0, Who, N, Src, Life, Event, S) -->
    { player(S0, Who, P0),
      Life is P0.life + N,
      set_player(S0, P0.put(life, Life), S1)
    },
    [ Event ],
    life_gain_triggers(S1, Who, N, Src, S).

%   life_gain_triggers(+S0, +Player, +N, +SourceId, -S)//: what triggers
%   on Player's gain of N life.
life_gain_triggers(S0, Who, N, Src, S) -->
    growth_life_gain_triggers(S0, Who, N, Src, S).   % card_texts_growth.pl (Verdance, FAB-1217)

%!  player_life_gained(+State0, +Player, +N, +SourceId, -Life, +Event, +P0:dict, -P:dict)// is det.
%
%   As life_gained//7, where a text works on Player's dict P0 (a cost
%   paid) in State0.

player_life_gained(S0, Who, N, Src, Life, Event, P0, P) -->
    { Life is P0.life + N,
      P1 = P0.put(life, Life)
    },
    [ Event ],
    growth_player_life_gain_triggers(S0, Who, N, Src, P1, P).   % card_texts_growth.pl (Verdance, FAB-1217)
