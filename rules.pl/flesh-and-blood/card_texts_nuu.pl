/*  Flesh and Blood: the texts of the Nuu Blitz Deck's cards.

    Part of game.pl, included after the other card_texts files, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled; targeting/4 and target_gains//7,
    card_texts_katsu_bravo.pl, read the targets).  Read here (Flesh and
    Blood Comprehensive Rules, as published February 2026):

    - Fang Strike: "Ephemeral. Target attack action card gets +1{p}."
      (FAB-1091; its ephemeral: FAB-1093);
    - Slither: "Ephemeral. Target attack action card gets go again."
      (FAB-1092; its ephemeral: FAB-1093);
    - Ephemeral: "If this would be put into a graveyard from anywhere,
      instead it ceases to exist." (FAB-1093).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, targeted_rule/2.

%   The texts read here (card_text_read/2):
%
%       target_gains_power(play, attack_action_card, 1)   Fang Strike:
%                               "Target attack action card gets +1{p}."
%                               (FAB-1091, the targets of FAB-622)
%       target_gains_power(play, attack_action_card, go_again)   Slither:
%                               "Target attack action card gets go
%                               again." (FAB-1092)
%       ephemeral               "Ephemeral": the card ceases to exist
%                               where it would be put into a graveyard
%                               (FAB-1093)

card_text_read("Fang Strike", target_gains_power(play, attack_action_card, 1)).
card_text_read("Fang Strike", ephemeral).
card_text_read("Slither", target_gains_power(play, attack_action_card, go_again)).
card_text_read("Slither", ephemeral).

                 /*******************************
                 *          FANG STRIKE         *
                 *******************************/

rule('FAB-1091', effect, "Fang Strike: a target attack action card gets +1 power",
     "Fang Strike (an attack reaction, cost 0) targets an attack action card on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without a legal target it cannot be played; a move naming none, or naming a card that is not one, breaks that rule). As it resolves, the target, if still legal, gets +1 power: an attack on a chain link counts it in the link's power_bonus; a defending card's power changes nothing. If the target is no longer legal, nothing happens. Fang Strike then ceases to exist instead of going to the graveyard (ephemeral, FAB-1093).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Fang Strike: \"Ephemeral. Target attack action card gets +1{p}.\" CR 1.8.5 and 1.8.5a (a targeted effect; public objects on the combat chain or the stack), 5.1.4a (the player declares the targets), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.8 (gets: a numerical property), 8.1.2a (attack reactions), 8.3.21 (ephemeral), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The rule Fang Strike's power event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-1091') :-
    text_read_name(C, "Fang Strike").

                 /*******************************
                 *            SLITHER           *
                 *******************************/

rule('FAB-1092', effect, "Slither: a target attack action card gets go again",
     "Slither (an attack reaction, cost 0) targets an attack action card on the combat chain (attacking or defending) or on the stack, named in the move's target (FAB-622: without a legal target it cannot be played). As it resolves, the target, if still legal, gets go again: an attack on a chain link has go again as that link resolves (the link's go_again); a defending card's go again changes nothing. If the target is no longer legal, nothing happens. Slither then ceases to exist instead of going to the graveyard (ephemeral, FAB-1093).",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Slither: \"Ephemeral. Target attack action card gets go again.\" CR 1.8.5 and 1.8.5a (a targeted effect), 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.5.9 (gets: a non-numerical property), 8.3.5 (go again: read as the chain link resolves), 8.1.2a (attack reactions), 8.3.21 (ephemeral), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   The rule Slither's go again event cites (card_texts_katsu_bravo.pl,
%   targeted_text//3).
targeted_rule(C, 'FAB-1092') :-
    text_read_name(C, "Slither").

                 /*******************************
                 *           EPHEMERAL          *
                 *******************************/

rule('FAB-1093', effect, "Ephemeral: a card that would go to a graveyard ceases to exist instead",
     "A card whose text, read by rulecheck, has ephemeral (Fang Strike, Slither) that would be put into a graveyard from anywhere (resolved, discarded, destroyed, cleared from the combat chain as it closes, failing to resolve) ceases to exist instead: it is removed from the game, in no zone, and the event that would have said it went to the graveyard is followed by one that says it ceased to exist. A card marked text_read false keeps its facts only: it goes to the graveyard, and the answers that depend on it are unknown (FAB-119).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Ephemeral: CR 8.3.21 (a static ability: \"If this would be put into a graveyard from anywhere, instead it ceases to exist.\"), 8.3.21b (a card that ceases to exist is removed from the game and has no further interaction with the rules and effects), 6.4.1 (a replacement effect replaces an event with a modified event), 3.0.12 (to clear an object is to move it to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Its meta-static half (\"You can't start the game with this in your deck\", 8.3.21a) is deck-building: rulecheck checks no card-pool.")).

%!  ephemeral_card(+Card) is semidet.
%
%   Card's text, read here, has ephemeral (FAB-1093).

ephemeral_card(C) :-
    is_dict(C),
    text_read_name(C, Name),
    card_text_read(Name, ephemeral).

%!  ephemeral_removed(+Player0, +Cards0, -Cards, -Player) is det.
%
%   Cards0 are about to be put into Player0's graveyard (position.pl,
%   add_cards/4): the ephemeral ones cease to exist instead; Player
%   keeps them (ceased, out of every zone) until the move's event says
%   so (ephemeral_ceased//2).

ephemeral_removed(P0, Cards0, Cards, P) :-
    partition(ephemeral_card, Cards0, Gone, Cards),
    (   Gone == []
    ->  P = P0
    ;   key_value(ceased, P0, [], Gone0),
        append(Gone0, Gone, Gone1),
        P = P0.put(ceased, Gone1)
    ).

%!  ephemeral_ceased(+State0, -State)// is det.
%
%   The move is done: each ephemeral card that ceased to exist instead of
%   going to a graveyard (FAB-1093) says so in an event; the players lose
%   the record.

ephemeral_ceased(S0, S) -->
    { players(S0, Ps),
      findall(Name-Id, ( member(P, Ps),
                         get_dict(ceased, P, Cs),
                         get_dict(name, P, Name),
                         member(C, Cs),
                         card_id(C, Id) ), Gone)
    },
    (   { Gone == [] }
    ->  { S = S0 }
    ;   { maplist(ceased_unrecorded, Ps, Ps1),
          S = S0.put(players, Ps1)
        },
        ceased_events(Gone)
    ).

ceased_unrecorded(P0, P) :-
    (   del_dict(ceased, P0, _, P1) -> P = P1 ; P = P0 ).

ceased_events([]) --> [].
ceased_events([Who-Id|Gs]) -->
    [ event('FAB-1093', ephemeral_ceased, _{player:Who, card:Id}) ],
    ceased_events(Gs).

message(event(ephemeral_ceased, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w would go to ~w's graveyard: it is ephemeral, so instead it ceases to exist (removed from the game)"-[L, F.player] ].
