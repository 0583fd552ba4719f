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
      exceptions it makes to FAB-402, FAB-307, FAB-313 and FAB-403);
    - Soul Reaping (the Chane Blitz Deck): its alternative cost, 1 or
      more cards of the hand banished (a play move's `banish`) rather
      than its resource cost, 1 resource point for each with blood debt
      (FAB-1102, FAB-1103); go again while the hero it attacks has a
      card in their soul (FAB-1104).

    The decks' other cards are read elsewhere (Iris of Reality:
    card_texts_auraweapons.pl; Merciful Retribution: card_texts_merciful.pl;
    Oasis Respite: card_texts_source.pl; Sanctuary of Aria:
    card_texts_macro.pl; Burn Up // Shock: card_texts_melds2.pl; Storm
    of Sandikai: card_texts_storm.pl).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, rule_fact/4, fact_words//1.

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
     "Snap Shot (its text read, every colour), an arrow, has Lightning Fusion (FAB-782: a Lightning card of the hand revealed, named in the play move's discard). Played fused, as it resolves its chain link records it (fused: true) and an effect waits in the state's effects for the rest of the turn ({kind: bows_again_as_instant, player, source}): while it lasts, each activated ability of a bow its player controls (a weapon of theirs with the subtype Bow) may be activated once more this turn than its limit says: an ability limited to once per turn may be activated a second time (the state's `activated` lists each activation; two such effects, a third), which FAB-402 otherwise refuses; a limit rulecheck does not read (Voltaire's \"twice per turn\") stays unknown (FAB-119). And an action ability of such a bow is activated as though it were an instant (CR 8.1.1d): it is still an action, but may be activated whenever its player has priority, with the combat chain open or a layer on the stack (FAB-307 and FAB-313 do not refuse it), and costs no action point (FAB-403 does not refuse it, and none is spent); its layer may then wait on the stack above another layer or in a step of combat (FAB-114 accepts it while the effect lasts). The permission is the player's to use (\"you may\"): where the ability could be activated as an action anyway (the stack empty, the chain closed, an action point left), the player chooses, and both moves are listed: the activate move as it is activates it as though it were an instant, with `as_action: true` as an action, an action point spent (FAB-1541). Unfused, no effect. Its attack is the card data's; that it is an arrow is FAB-320's.",
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
finish4_fused_gain(Gain, S0, L, C, Id, S) -->
    rune_fused_gain(Gain, S0, L, C, Id, S).     % card_texts_runeblade.pl (FAB-1461), else nothing

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
    \+ get_dict(as_action, M, true),           % activated as an action: its player's choice (FAB-1541)
    finish4_bow_of(S, M, _),
    activated_ability(S, M, _, _, Ab),
    ability_type(Ab, "action").

%!  finish4_instant_layer(+State, +Layer) is semidet.
%
%   Layer is the activated-layer of an action ability of a bow its
%   controller controls while Snap Shot's effect waits for them: it was
%   activated as though it were an instant, so it may be on the stack
%   above another layer or in a step of combat (FAB-1101).  states.pl's
%   misplaced_layer/4 asks it.

finish4_instant_layer(S, L) :-
    get_dict(kind, L, "ability"),
    get_dict(controller, L, Who),
    finish4_bow_effects(S, Who, N),
    N > 0,
    player(S, Who, P),
    card_in(P, weapons, L.source, C),
    bow(C).

%   The facts explain gives: Snap Shot's effect, where it lifts a bow's
%   limit or makes its action ability an instant (FAB-1101).
rule_fact('FAB-402', S, M, snap_shot_bow(M.player, C, N, Times)) :-
    finish4_bow_of(S, M, C),
    finish4_bow_effects(S, M.player, N),
    activation_key(M.card, M.ability, Key),
    key_value(activated, S, [], Done),
    aggregate_all(count, ( member(K, Done), K == Key ), Times).
rule_fact(Rule, S, M, bow_as_instant(M.player, C)) :-
    memberchk(Rule, ['FAB-307', 'FAB-313', 'FAB-403']),
    finish4_as_instant(S, M),
    finish4_bow_of(S, M, C).

fact_words(snap_shot_bow(Who, C, N, Times)) -->
    { card_label(C, L) },
    [ "~w has ~d effect(s) of Snap Shot this turn: each ability of ~w may be activated ~d more time(s) than its limit; this one was activated ~d time(s) this turn"-[Who, N, L, N, Times] ].
fact_words(bow_as_instant(Who, C)) -->
    { card_label(C, L) },
    [ "Snap Shot's effect: ~w activates the action ability of ~w, a bow, as though it were an instant (no action point, any time ~w has priority)"-[Who, L, Who] ].

rule('FAB-1541', constraint, "As though it were an instant, or as an action: the player's choice",
     "Where a card or an ability may be played or activated as though it were an instant by a text rulecheck reads (an action ability of a bow while Snap Shot's fused effect waits for its player, FAB-1101; Astral Etchings while its player controls a Spectral Shield, FAB-1444), the move is made so unless it says `as_action: true`: then it is made as an action, as without that text (FAB-307, FAB-313: the player's action phase, an empty stack, the chain closed; FAB-306, FAB-403: an action point, spent). Where both are possible, legal-moves lists both moves. `as_action: true` on any other play or activate move breaks this rule: there is no choice to make.",
     ruling("",
            "Snap Shot: \"If Snap Shot was fused, you may activate abilities of bows you control an additional time this turn and as though they were an instant.\" Astral Etchings: \"If you control a Spectral Shield, you may play this as though it were an instant.\" CR 1.8.8 (an effect lets a player act \"as though\" the rules were modified), 8.1.1d (played or activated as though it were an instant: still an action, any time its player has priority, no action point), 8.1.1a, 8.1.1b and 8.1.1c (an action card or action ability otherwise: an empty stack, outside combat but its resolution step, an action point), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. \"You may\" makes it a permission the player uses or not; rulecheck never picks for them.")).

broken('FAB-1541', S, M, as_action_not_offered(M.player, M.action, M.card)) :-
    get_dict(as_action, M, true),
    \+ as_though_instant(S, M.put(as_action, false)),
    \+ ( once(( state_card(S, C), card_id(C, Id), Id == M.card )),   % its card's unread text (a bow's
          unmodelled_card(C) ).                  % action ability, FAB-119) could be what allows it

%   A move that does not say as_action makes no choice FAB-1541 judges:
%   explain leaves the rule out.
moot('FAB-1541', _, M) :-
    \+ get_dict(as_action, M, true).

message(as_action_not_offered(Who, Action, Id)) -->
    [ "~w's ~w move says as_action, but no text lets ~w ~w ~w as though it were an instant: there is nothing to choose (CR 8.1.1d)"-[Who, Action, Who, Action, Id] ].

%!  as_though_instant(+State, +Move) is semidet.
%
%   Move plays a card or activates an ability as though it were an
%   instant (CR 8.1.1d), by a text rulecheck reads: Snap Shot's effect on
%   a bow's action ability (FAB-1101), Astral Etchings beside a Spectral
%   Shield (card_texts_illusionist.pl, FAB-1444).

as_though_instant(S, M) :- finish4_as_instant(S, M).
as_though_instant(S, M) :- illus_as_instant(S, M).

%!  as_action_choice(+State, +Move0, -Move) is nondet.
%
%   The candidates of a play or activate Move0: itself, and, where it is
%   made as though it were an instant (as_though_instant/2), the same
%   move made as an action (`as_action: true`, FAB-1541), which the
%   timing and action point rules then judge.  moves.pl's play_moves/6
%   and activate_moves/7 call it.

as_action_choice(_, M, M).
as_action_choice(S, M0, M) :-
    once(as_though_instant(S, M0)),
    M = M0.put(as_action, true).

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

                 /*******************************
                 *          SOUL REAPING        *
                 *******************************/

rule('FAB-1102', effect, "Soul Reaping: 1 or more cards of the hand banished rather than paying its resource cost, 1 resource point for each with blood debt",
     "Soul Reaping (its text read) may be played with its alternative cost: the play move names in `banish` 1 or more cards of its player's hand (FAB-1103). Its resource cost then starts at 0 instead of 6 (what increases it, a Frostbite's +1, still applies, and the player pays that by pitching as for any cost: FAB-302, FAB-303); after the resource cost is paid, the cards named are banished (face up, to their player's banished zone), and the player gains 1 resource point for each of them with Blood Debt (the keyword the card data lists). A move without `banish` (or with an empty one) pays the resource cost as printed. Its action point (FAB-306) is paid either way.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Soul Reaping: \"Legendary Chane Specialization. You may banish 1 or more cards from your hand rather than pay Soul Reaping's {r} cost. If you do, gain {r} for each card with blood debt banished this way. ...\" CR 5.4.4b (an alternative-cost ability: optional, declared as the card is played, it does not change additional costs or what modifies the asset-cost), 5.1.3c (the player declares the alternative cost), 5.1.6c (the resource asset-cost then starts at zero), 5.1.6a (increases and reductions apply after), 5.1.7 and 5.1.9 (asset-costs are paid, then effect-costs: the banish), 1.8.4 (\"if you do\"), 8.5.1 (banish), 8.3.11 (blood debt), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1103', constraint, "Soul Reaping's alternative cost banishes 1 or more different cards of its player's hand, and no other card has it",
     "A play move's `banish` names the cards of the hand an alternative cost banishes (FAB-1102): only a card whose text, read by rulecheck, has that cost (Soul Reaping) takes it; each id is a card of the player's hand the position shows (an unknown card's Blood Debt decides the resource points gained: the judge names it in the position first, FAB-106), named once, not the card played, not a card pitched or discarded for the same play.",
     ruling("",
            "Soul Reaping: \"You may banish 1 or more cards from your hand rather than pay Soul Reaping's {r} cost.\" CR 5.4.4b (an alternative-cost ability of the card played), 5.1.8a (an effect-cost that cannot be paid makes the card illegal to play), 3.9 (the hand), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1104', effect, "Soul Reaping has go again while it attacks a hero with 1 or more cards in their soul",
     "As the chain link of Soul Reaping (its text read) resolves, it has go again if the hero it attacks (its link's defending player's) has 1 or more cards in their soul (the player's `soul`); otherwise none: the Go again the card data lists for it is this one (FAB-503: its controller gains an action point).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Soul Reaping: \"... While Soul Reaping is attacking a hero with 1 or more cards in their soul, it has go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 7.6.2 and 8.3.5 (go again is read as the chain link resolves), 3.13 (the soul), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition when the link resolves, as it does Harmonized Kodachi's (FAB-595).")).

%       hand_banish_alternative_cost_blood_debt_gain, go_again_attacking_soul
%                               Soul Reaping (FAB-1102 ... FAB-1104)
card_text_read("Soul Reaping", hand_banish_alternative_cost_blood_debt_gain).
card_text_read("Soul Reaping", go_again_attacking_soul).

%!  finish4_alternative_cost(+Card) is semidet.
%
%   Card's text, read here, lets it be played banishing cards of the hand
%   rather than paying its resource cost (FAB-1102).

finish4_alternative_cost(C) :-
    text_read_name(C, Name),
    card_text_read(Name, hand_banish_alternative_cost_blood_debt_gain).

%!  finish4_banished_for(+Move, -Ids) is semidet.
%
%   The play Move names Ids (1 or more) in `banish`: the cards its
%   alternative cost banishes (FAB-1102).

finish4_banished_for(M, Ids) :-
    get_dict(action, M, "play"),
    get_dict(banish, M, Ids),
    Ids = [_|_].

%!  finish4_play_cost(+Move, +Card, +Cost0, -Cost) is det.
%
%   Cost0 the resource cost of Card played by Move as printed (with what
%   increases or reduces it): Cost, where Move pays Soul Reaping's
%   alternative cost, is what is left of it with the printed cost started
%   at 0 (CR 5.1.6c; FAB-1102).  card_texts_katsu_bravo.pl's
%   move_play_cost/5 calls it.

finish4_play_cost(M, C, Cost0, Cost) :-
    (   finish4_banished_for(M, _),
        finish4_alternative_cost(C)
    ->  card_printed_cost(C, Base),
        Cost is max(0, Cost0 - Base)
    ;   Cost = Cost0
    ).

card_printed_cost(C, Base) :-
    (   card_prop(C, cost, B), integer(B) -> Base = B ; Base = 0 ).

%!  finish4_alternative_paid(+Move, +Card, +Player0, -Player)// is det.
%
%   Player0 played Card by Move: where Move pays Soul Reaping's
%   alternative cost, the cards it names leave the hand for the banished
%   zone, and the player gains 1 resource point for each with Blood Debt
%   (FAB-1102).  effects.pl's effect(play) calls it.

finish4_alternative_paid(M, C, P0, P) -->
    (   { finish4_banished_for(M, Ids),
          finish4_alternative_cost(C)
        }
    ->  finish4_banish_each(Ids, P0, P1, 0, N),
        { RP is P1.resource_points + N,
          P = P1.put(resource_points, RP),
          card_id(C, Id)
        },
        [ event('FAB-1102', soul_reaping_gain, _{player:M.player, card:Id, banished:Ids, gained:N, resource_points:RP}) ]
    ;   { P = P0 }
    ).

finish4_banish_each([], P, P, N, N) --> [].
finish4_banish_each([Id|Ids], P0, P, N0, N) -->
    { take_card(P0, hand, Id, C, P1),
      new_object(C, C1),
      add_cards(P1, banished, [C1], P2),
      (   card_keyword(C, "Blood Debt", _) -> N1 is N0 + 1 ; N1 = N0 )
    },
    [ event('FAB-1102', banished_for_cost, _{player:P0.name, card:Id}) ],
    finish4_banish_each(Ids, P2, P, N1, N).

message(event(soul_reaping_gain, F, S0)) -->
    { event_card(S0, F.card, L), length(F.banished, K) },
    [ "~w banishes ~d card(s) from hand rather than pay ~w's resource cost, and gains ~d resource point(s) for those with blood debt (~d now)"-[F.player, K, L, F.gained, F.resource_points] ].
message(event(banished_for_cost, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w banishes ~w from hand (Soul Reaping's alternative cost)"-[F.player, L] ].

broken('FAB-1103', S, M, Reason) :-
    finish4_banished_for(M, Ids),
    played_card(S, M, P, C),                    % position.pl
    (   \+ finish4_alternative_cost(C)
    ->  \+ unmodelled_card(C),                  % its text unread: FAB-119 says unknown
        Reason = no_alternative_cost(C)
    ;   card_id(C, CId),
        key_value(pitch, M, [], Pitch),
        key_value(discard, M, [], Discard),
        member(Id, Ids),
        (   Id == CId
        ->  Reason = banished_is_played(Id)
        ;   memberchk(Id, Pitch)
        ->  Reason = banished_is_pitched(Id)
        ;   memberchk(Id, Discard)
        ->  Reason = banished_is_discarded(Id)
        ;   \+ card_in(P, hand, Id, _)
        ->  Reason = banished_not_in_hand(Id, P.name)
        ;   card_in(P, hand, Id, HC), unknown_card(HC)
        ->  Reason = banished_not_shown(Id)
        ;   append(_, [Id|Rest], Ids), memberchk(Id, Rest)
        ->  Reason = banished_twice(Id)
        )
    ).

rule_fact('FAB-1103', S, M, banish_named(M.player, Ids, C, Alt)) :-
    finish4_banished_for(M, Ids),
    played_card(S, M, _, C),
    (   finish4_alternative_cost(C) -> Alt = true ; Alt = false ).

fact_words(banish_named(Who, Ids, C, Alt)) -->
    { card_label(C, L), atomic_list_concat(Ids, ', ', T) },
    (   { Alt == true }
    ->  [ "~w names ~w to banish from hand rather than pay the printed cost of ~w, whose text has that alternative cost"-[Who, T, L] ]
    ;   [ "~w names ~w to banish from hand for ~w, whose text has no such alternative cost"-[Who, T, L] ]
    ).

moot('FAB-1103', _, M) :-
    \+ finish4_banished_for(M, _).

%!  finish4_banish_words(+Player, +Move, +Card, -Banished, -Gain)// is det.
%
%   The words of a play Move of Card that pays Soul Reaping's alternative
%   cost: the cards banished (Banished, their ids, leave the hand) and
%   the resource points Gain they give (FAB-1102); none otherwise.
%   messages.pl's move_words("play") calls it.

finish4_banish_words(P, M, C, Ids, Gain) -->
    (   { finish4_banished_for(M, Ids),
          finish4_alternative_cost(C)
        }
    ->  { ids_labels(P, Ids, BL),
          aggregate_all(count, ( member(Id, Ids), card_in(P, hand, Id, BC),
                                 card_keyword(BC, "Blood Debt", _) ), Gain)
        },
        [ ", banishing ", BL, " from hand rather than paying its printed cost (gaining ", Gain,
          " resource point(s) for blood debt)" ]
    ;   { Ids = [], Gain = 0 }
    ).

message(no_alternative_cost(C)) -->
    { card_label(C, L) },
    [ "~w has no alternative cost that banishes cards from the hand, yet the move names cards to banish"-[L] ].
message(banished_is_played(Id)) -->
    [ "~w is the card played; it cannot also be banished for its cost"-[Id] ].
message(banished_is_pitched(Id)) -->
    [ "~w is pitched for the same play; it cannot also be banished"-[Id] ].
message(banished_is_discarded(Id)) -->
    [ "~w is discarded for the same play; it cannot also be banished"-[Id] ].
message(banished_not_in_hand(Id, Name)) -->
    [ "~w is not in ~w's hand: Soul Reaping banishes cards from the hand"-[Id, Name] ].
message(banished_not_shown(Id)) -->
    [ "~w is a card the position does not show: whether it has blood debt decides the resource points gained, so the position names it first"-[Id] ].
message(banished_twice(Id)) -->
    [ "~w is named twice among the cards to banish"-[Id] ].

%!  finish4_cost_variant(+Card, +Cost0, -Cost, -Way) is nondet.
%
%   The ways to pay Card's resource cost Cost0 as candidates: as printed
%   (Way none), and, where its text has the alternative cost, with it
%   (Way alternative, Cost what is left with the printed cost at 0)
%   (FAB-1102).  moves.pl's play_moves/6 calls it.

finish4_cost_variant(_, Cost, Cost, none).
finish4_cost_variant(C, Cost0, Cost, alternative) :-
    finish4_alternative_cost(C),
    card_printed_cost(C, Base),
    Cost is max(0, Cost0 - Base).

%!  finish4_banish_choice(+Way, +Left, +Discard, -Field:dict) is nondet.
%
%   The cards Left in hand (not pitched), Discard discarded: paid as
%   printed, no field; with the alternative cost, each non-empty set of
%   the shown cards left, banished (FAB-1102).

finish4_banish_choice(none, _, _, _{}).
finish4_banish_choice(alternative, Left, Discard, _{banish:Ids}) :-
    exclude(finish4_not_banished(Discard), Left, Eligible),
    sub_list(Eligible, Chosen),                 % moves.pl
    Chosen = [_|_],
    maplist(card_id, Chosen, Ids).

%   finish4_not_banished(+Discard, +Card): Card, unknown or discarded,
%   is no candidate to banish (FAB-1103).
finish4_not_banished(_, X) :-
    unknown_card(X),
    !.
finish4_not_banished(Discard, X) :-
    card_id(X, XId),
    memberchk(XId, Discard).

%!  finish4_soul_go_again(+State, +Link, -Soul:integer) is semidet.
%
%   Soul Reaping's link, resolving, has go again: the hero it attacks has
%   Soul cards (1 or more) in their soul (FAB-1104).  card_texts_katsu_bravo.pl's
%   link_go_again/2 asks it, and card_texts_fai_prism.pl's
%   fai_prism_go_again_noted//2 says it.

finish4_soul_go_again(S, L, N) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, go_again_attacking_soul),
    get_dict(defender, L, D),
    player(S, D, P),
    key_value(soul, P, [], Soul),
    length(Soul, N),
    N > 0.

message(event(soul_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w has go again: it attacks ~w's hero, who has ~d card(s) in their soul"-[A, F.defender, F.soul] ].
