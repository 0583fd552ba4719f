/*  Flesh and Blood: the last unread cards of five nearly complete Blitz
    decks (Lexi, Chane, Prism, Dromai, Aurora), as far as they are read.

    Part of game.pl, included last, after card_texts_cindra.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Snap Shot (the Lexi Blitz Deck; every colour): an arrow with
      Lightning Fusion (FAB-782); fused, as it resolves, its player may
      activate each ability of the bows they control an additional time
      this turn, and as though it were an instant (FAB-1101: the
      exceptions it makes to FAB-402, FAB-307, FAB-313 and FAB-403).

    The decks' other unread cards (Soul Reaping, Iris of Reality,
    Merciful Retribution, Storm of Sandikai, Oasis Respite, Burn Up //
    Shock, Sanctuary of Aria) stay assumptions of the answers, or make
    them unknown (FAB-119); docs/games/flesh-and-blood.md says which and
    why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3.

%   The texts read here (card_text_read/2):
%
%       fusion("Lightning", turn_bows_again_as_instant)   Snap Shot:
%                               "Lightning Fusion. If Snap Shot was
%                               fused, you may activate abilities of bows
%                               you control an additional time this turn
%                               and as though they were an instant."
%                               (FAB-1101; its fusion is FAB-782's)

card_text_read("Snap Shot", fusion("Lightning", turn_bows_again_as_instant)).

                 /*******************************
                 *           SNAP SHOT          *
                 *******************************/

rule('FAB-1101', effect, "Snap Shot fused: its player may activate each ability of their bows an additional time this turn, and as though it were an instant",
     "Snap Shot (its text read, every colour), an arrow, has Lightning Fusion (FAB-782: a Lightning card of the hand revealed, named in the play move's discard). Played fused, as it resolves its chain link records it (fused: true) and an effect waits in the state's effects for the rest of the turn ({kind: bows_again_as_instant, player, source}): while it lasts, each activated ability of a bow its player controls (a weapon of theirs with the subtype Bow) may be activated once more this turn than its limit says: an ability limited to once per turn may be activated a second time (the state's `activated` lists each activation; two such effects, a third), which FAB-402 otherwise refuses; a limit rulecheck does not read (Voltaire's \"twice per turn\") stays unknown (FAB-119). And an action ability of such a bow is activated as though it were an instant (CR 8.1.1d): it is still an action, but may be activated whenever its player has priority, with the combat chain open or a layer on the stack (FAB-307 and FAB-313 do not refuse it), and costs no action point (FAB-403 does not refuse it, and none is spent). The player who may activate it as an instant does so: spending an action point for it gains them nothing. Unfused, no effect. Its attack is the card data's; that it is an arrow is FAB-320's.",
     ruling("",
            "Snap Shot: \"Lightning Fusion. If Snap Shot was fused, you may activate abilities of bows you control an additional time this turn and as though they were an instant.\" CR 8.3.17a (a fused card), 1.7.3b (a resolution ability generates its effect as the card resolves), 5.2.1a (an ability's limit; the CR's own example: Snap Shot lets each individual activated ability of the bows the player controls be activated an additional time), 8.1.1d (activated as though it were an instant: still an action, activated any time its player has priority, no action point), 1.8.8 (\"as though\"), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  finish4_fused_gain(+Gain, +State0, +Layer, +Card, +Id, -State)// is det.
%
%   The fused card Id resolved: what its text read here gives it
%   (FAB-1101); card_texts_lexi_2.pl's lexi2_fused_gain//6 calls it.

finish4_fused_gain(turn_bows_again_as_instant, S0, L, _, Id, S) -->
    !,
    { Who = L.controller,
      fused_link_marked(S0, Id, S1),            % card_texts_lexi_2.pl
      add_effect(S1, _{kind:"bows_again_as_instant", player:Who, source:Id}, S)
    },
    [ event('FAB-1101', snap_shot_effect_made, _{player:Who, card:Id}) ].
finish4_fused_gain(_, S, _, _, _, S) --> [].

message(event(snap_shot_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was fused: ~w may activate each ability of the bows they control an additional time this turn, and as though it were an instant"-[L, F.player] ].
message(event(bow_activated_as_instant, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w activates ~w's action ability as though it were an instant (Snap Shot): no action point is spent"-[F.player, L] ].

%!  finish4_bow_effects(+State, +Player, -N:integer) is det.
%
%   N effects of Snap Shot fused wait for Player this turn (FAB-1101).

finish4_bow_effects(S, Who, N) :-
    effects(S, Es),
    aggregate_all(count, ( member(E, Es),
                           get_dict(kind, E, "bows_again_as_instant"),
                           get_dict(player, E, Who0), Who0 == Who ), N).

%!  finish4_bow_of(+State, +Move, -Card) is semidet.
%
%   The activate Move names an ability of Card, a bow its player controls
%   (not a card of their hand), while an effect of Snap Shot fused waits
%   for them (FAB-1101).

finish4_bow_of(S, M, C) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    finish4_bow_effects(S, Who, N),
    N > 0,
    activated_ability(S, M, P, C, _),           % position.pl
    bow(C),                                     % card_texts.pl
    \+ card_in(P, hand, M.card, _).

%!  finish4_bow_activation_left(+State, +Move) is semidet.
%
%   Move activates a once-per-turn ability of a bow of its player's that
%   was activated this turn, and Snap Shot's effects let it be activated
%   again: it was activated no more times than there are such effects
%   (FAB-1101).  FAB-402 asks it.

finish4_bow_activation_left(S, M) :-
    finish4_bow_of(S, M, _),
    finish4_bow_effects(S, M.player, N),
    activation_key(M.card, M.ability, Key),     % position.pl
    key_value(activated, S, [], Done),
    aggregate_all(count, ( member(K, Done), K == Key ), Times),
    Times =< N.

%!  finish4_as_instant(+State, +Move) is semidet.
%
%   Move activates an action ability of a bow of its player's while
%   Snap Shot's effect waits for them: it is activated as though it were
%   an instant (FAB-1101, CR 8.1.1d).  FAB-307, FAB-313 (action_kind/5)
%   and FAB-403 ask it, and effects.pl's effect(activate) spends no
%   action point for it.

finish4_as_instant(S, M) :-
    finish4_bow_of(S, M, _),
    activated_ability(S, M, _, _, Ab),
    ability_type(Ab, "action").

%!  finish4_action_point(+State0, +Move, +Player0, -Player)// is det.
%
%   Player0 activates an action ability by Move: an action point is
%   spent (FAB-403), but none for a bow's ability activated as though it
%   were an instant (FAB-1101).  effects.pl's effect(activate) calls it.

finish4_action_point(S0, M, P1, P2) -->
    (   { finish4_as_instant(S0, M) }
    ->  { P2 = P1 },
        [ event('FAB-1101', bow_activated_as_instant, _{player:M.player, card:M.card, ability:M.ability}) ]
    ;   { AP is P1.action_points - 1,
          P2 = P1.put(action_points, AP)
        },
        [ event('FAB-403', action_point_spent, _{player:M.player, card:M.card, ability:M.ability, action_points:AP}) ]
    ).
