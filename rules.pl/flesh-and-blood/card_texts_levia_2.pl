/*  Flesh and Blood: the texts of the Levia Blitz Deck's cards, part 2.

    Part of game.pl, included after card_texts_levia.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Deadwood Rumbler: a draw, a random discard (Wild Ride's reading),
      and for a discard of 6 or more power a card of a graveyard its
      player banishes (the any_graveyard_banish choice, FAB-945,
      FAB-946);
    - Lunartide Plunderer: its hit banishes the card itself from its
      chain link (`attack_banished`) and a card of the defending hero's
      soul, of its player's choice where there are two or more (the
      soul_banish choice, FAB-947, FAB-948);
    - Ebon Fold: its instant ability banishes a card of its player's hand
      of their choice (the hand_banish_draw choice, a put move), a
      Shadow card drawing a card (FAB-949, FAB-942);
    - Hooves of the Shadowbeast: a card of 6 or more power put into its
      player's banished zone asks whether they destroy it for an action
      point (the hooves_destroy choice: destroy or decline), asked once
      the choice that waits as the card is banished is answered (the
      effect hooves_trigger meanwhile; FAB-950, FAB-951);
    - Blood Tribute: Opt N (the keyword effect, CR 8.5.22: the opt
      choice, each card looked at put on the top or the bottom by a put
      move), then the top card of the deck banished, named in the
      position first where it is unknown (the banish_top choice;
      FAB-952 ... FAB-954).
*/

:- discontiguous card_text_read/2, message//1, rule/5, kassai_text_rule/2, broken/4, moot/3,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, effect//4, choice_words//1,
   text_choice_words//2, move_words//3, ability_reading/1, ability_reading_resolved//5.

%   The texts read here (card_text_read/2):
%
%       attack_draw_random_discard(banish_from_a_graveyard)   Deadwood
%                               Rumbler: "Draw a card then discard a random
%                               card. If a card with 6 or more {p} is
%                               discarded this way, banish a card from a
%                               graveyard. Blood Debt" (FAB-945, FAB-946;
%                               Wild Ride's reading, card_texts_kayo.pl;
%                               its Blood Debt FAB-931's)
card_text_read("Deadwood Rumbler", attack_draw_random_discard(banish_from_a_graveyard)).
%       hit_banishes_itself_and_a_soul_card   Lunartide Plunderer: "If
%                               Lunartide Plunderer hits a hero, banish it
%                               and a card from their soul." (FAB-947,
%                               FAB-948)
card_text_read("Lunartide Plunderer", hit_banishes_itself_and_a_soul_card).
%       ability_banish_from_hand_shadow_draw   Ebon Fold: "Instant - {r},
%                               destroy Ebon Fold: Banish a card from your
%                               hand. If it's a Shadow card, draw a card.
%                               Spellvoid 2" (FAB-949; its ability's cost
%                               the card data's, FAB-404; its Spellvoid
%                               FAB-526's)
card_text_read("Ebon Fold", ability_banish_from_hand_shadow_draw).
%       banished_power_destroy_for_action_point   Hooves of the
%                               Shadowbeast: "Whenever a card with 6 or
%                               more {p} is put into your banished zone,
%                               you may destroy Hooves of the Shadowbeast.
%                               If you do, gain 1 action point.
%                               Battleworn" (FAB-950, FAB-951; its
%                               Battleworn FAB-521's)
card_text_read("Hooves of the Shadowbeast", banished_power_destroy_for_action_point).
%       opt_then_banish_top(Amounts)   Blood Tribute: "Opt 3, then banish
%                               the top card of your deck." (red; Opt 2
%                               yellow, Opt 1 blue: Amounts [3, 2, 1];
%                               FAB-952 ... FAB-954)
card_text_read("Blood Tribute", opt_then_banish_top([3, 2, 1])).

%   The rule that cites its reading (card_texts_kassai.pl's text_rule/3).
kassai_text_rule("Deadwood Rumbler", 'FAB-945').

                 /*******************************
                 *        DEADWOOD RUMBLER      *
                 *******************************/

rule('FAB-945', effect, "Deadwood Rumbler: draw a card, then a random discard; for 6 or more power, a card of a graveyard banished",
     "When Deadwood Rumbler (its text read) resolves and its chain link opens, its player draws a card (none from an empty deck), then, with a card in hand, the position waits for the card a random discard takes (the random_discard choice, a discard move naming it: FAB-682; the reading of Wild Ride's and Bare Fangs' \"draw a card then discard a random card\", FAB-688, FAB-681); with an empty hand nothing is discarded. If the discarded card has 6 or more power (its power in the graveyard, power_where), the position then waits for the card its player banishes from a graveyard (the pending choice any_graveyard_banish, its source the card): a put move (to: banished) names a card of either player's graveyard (the discarded card itself included), which goes face up to its owner's banished zone (FAB-946); a card of 6 or more power put into the turn player's banished zone is recorded for the turn (FAB-932). A discard of less power banishes nothing. The discard is a discard as any other (FAB-679, Rhinar's intimidate FAB-570). Its Blood Debt is FAB-931's. Not handled: where another choice already waits after the discard (one choice waits at a time), the banish is not asked, and an event says so.",
     ruling("", "Deadwood Rumbler: \"Draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, banish a card from a graveyard. Blood Debt\" CR 1.7.3b (a resolution ability's effects are generated as the card resolves), 7.2.3 (the attack becomes a chain link), 8.5.6 (draw), 8.5.5 and 8.5.5b (discard; a discard from an empty hand fails), 1.1.1a (the random card), 8.5.1 (banish), 3.8.1 (the graveyard, a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card banished is its player's choice, asked; the card discarded is chance's: the judge or the tool running the game names it.")).

rule('FAB-946', constraint, "Deadwood Rumbler's banish names a known card of a graveyard",
     "A put move answers the any_graveyard_banish choice (FAB-945): its player is the choice's, its card a card of either player's graveyard the position shows (what its banishing sets off reads its power: an unknown card is named in the position first, FAB-106), and its `to` banished.",
     ruling("", "Deadwood Rumbler: \"... banish a card from a graveyard.\" CR 8.5.1 (banish), 3.8.1 (the graveyard, a public zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  random_discard_banish(+State0, +Player, +Source, +Discarded, -State)// is det.
%
%   Source's random discard took Discarded: for Deadwood Rumbler and a
%   card of 6 or more power, the banish from a graveyard waits
%   (FAB-945); card_texts_rhinar_blitz.pl's discard effect calls it.

random_discard_banish(S0, Who, Src, D, S) -->
    (   { text_read_name(Src, Name),
          card_text_read(Name, attack_draw_random_discard(banish_from_a_graveyard)),
          power_where(S0, Who, D, Pw),              % card_texts_windup.pl (FAB-792)
          Pw >= 6,
          card_id(Src, SId),
          card_id(D, DId)
        }
    ->  (   { \+ game_over(S0, _), \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"any_graveyard_banish", player:Who, controller:Who, source:Src}) },
            [ event('FAB-945', graveyard_banish_waits, _{player:Who, card:SId, by:DId}) ]
        ;   { S = S0 },
            [ event('FAB-945', graveyard_banish_not_asked, _{player:Who, card:SId}) ]
        )
    ;   { S = S0 }
    ).

%   graveyard_card(+State, +Id, -Owner, -Card): the card Id is in the
%   graveyard of Owner.
graveyard_card(S, Id, Owner, C) :-
    players(S, Ps),
    member(P, Ps),
    key_value(graveyard, P, [], G),
    member(C, G),
    card_id(C, Id0),
    Id0 == Id,
    !,
    Owner = P.name.

choice_action("any_graveyard_banish", "put").
choice_phase("any_graveyard_banish", "action").

pending_problem(S, Pd, [choice], graveyards_empty_for_banish) :-   % FAB-945
    Pd.choice == "any_graveyard_banish",
    players(S, Ps),
    forall(member(P, Ps), key_value(graveyard, P, [], [])).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish",
    Who = Pd.player,
    players(S, Ps),
    member(P, Ps),
    key_value(graveyard, P, [], G),
    member(C, G),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-946', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish",
    get_dict(player, M, Who),
    Who == Pd.player,
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        \+ graveyard_card(S, Id, _, _)
    ->  card_or_id(S, Id, C0),                  % card_texts_bravo.pl
        Reason = not_in_a_graveyard(C0)
    ;   get_dict(card, M, Id),
        graveyard_card(S, Id, _, C),
        unknown_card(C)
    ->  Reason = random_banish_unknown(Id)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-946', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "any_graveyard_banish" ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-942', 'FAB-948']),
    pending(S, Pd),
    Pd.choice == "any_graveyard_banish".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "any_graveyard_banish",
      card_id(Pd.source, By),
      choice_answered(S0, S1),
      graveyard_card(S1, M.card, Owner, _),
      player(S1, Owner, P0),
      take_card(P0, graveyard, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S)
    },
    [ event('FAB-945', banished_from_a_graveyard, _{player:M.player, card:M.card, owner:Owner, by:By}) ].

message(event(graveyard_banish_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, D) },
    [ "~w discarded ~w, a card with 6 or more power: ~w banishes a card from a graveyard (a put move, to: banished, names it)"-[L, D, F.player] ].
message(event(graveyard_banish_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w discarded a card with 6 or more power while another choice waits: rulecheck does not ask which card ~w banishes from a graveyard (not done)"-[L, F.player] ].
message(event(banished_from_a_graveyard, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w banishes ~w from ~w's graveyard"-[By, F.player, C, F.owner] ].
message(not_in_a_graveyard(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is in no graveyard: Deadwood Rumbler banishes a card from a graveyard"-[L] ].
message(graveyards_empty_for_banish) -->
    [ "a card waits to be banished from a graveyard, and every graveyard is empty" ].
message(no_choice_waits("any_graveyard_banish")) -->
    [ "no banish from a graveyard waits: put (to: banished) names the card Deadwood Rumbler banishes" ].

%   levia_put(+State): a put move answers a banish of this file's
%   choices, in their own words (move_words//3 below).
levia_put(S) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["random_banish", "graveyard_banish", "hand_banish", "any_graveyard_banish", "soul_banish",
                          "hand_banish_draw", "banish_top", "florian_decompose"]).   % card_texts_florian.pl (FAB-1287)

choice_words("any_graveyard_banish") -->
    [ "which card of a graveyard they banish (a put move, to: banished)" ].
text_choice_words("any_graveyard_banish", Source) -->
    [ "the card of a graveyard ~w banishes (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "any_graveyard_banish",
      graveyard_card(S, M.card, Owner, C),
      card_label(C, L),
      (   Owner == M.player -> Whose = "their" ; format(string(Whose), "~w's", [Owner]) )
    },
    !,
    [ M.player, " banishes ", L, " from ", Whose, " graveyard" ].

                 /*******************************
                 *      LUNARTIDE PLUNDERER     *
                 *******************************/

rule('FAB-947', effect, "Lunartide Plunderer hits: it is banished, and a card of the defending hero's soul",
     "When Lunartide Plunderer (its text read) hits (it deals damage to the defending hero in the damage step, FAB-503), the card leaves the combat chain for its controller's banished zone: its chain link stays, with no attack but the id of the card that left it (`attack_banished`), resolves with the go again the attack had as it left, and as the chain closes its defending cards go to the graveyard while the card stays banished (a card of 6 or more power banished so is recorded for the turn, FAB-932). Then a card of the defending hero's soul is banished, to that player's banished zone: with one card there, that card; with two or more, the position waits for the attacker's choice (the pending choice soul_banish, its source the card): a put move (to: banished) names it (FAB-948), and what else the hit sets off follows the answer. With an empty soul only the card itself is banished. A card that already left the link as it hit (put into the soul by a text it gained, FAB-751) is not banished. Not handled: where another choice already waits as it hits, the soul card is not asked, and an event says so.",
     ruling("", "Lunartide Plunderer: \"If Lunartide Plunderer hits a hero, banish it and a card from their soul.\" CR 7.5.5 (an attack hits when it deals damage), 6.6 (a triggered effect), 8.5.1 (banish), 3.11.5 (the soul, sub-cards of the hero), 7.6.2a (an attack no longer on the combat chain resolves by its last known information), 7.7.6 (the cards still on the chain are cleared as it closes), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card of the soul is its controller's choice, asked; rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does the other texts of a hit.")).

rule('FAB-948', constraint, "Lunartide Plunderer's banish names a card of the defending hero's soul",
     "A put move answers the soul_banish choice (FAB-947): its player is the choice's (the attacker), its card a card of the other player's soul the position shows, and its `to` banished.",
     ruling("", "Lunartide Plunderer: \"... banish it and a card from their soul.\" CR 8.5.1 (banish), 3.11.5 (the soul), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lunartide_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack hit: Lunartide Plunderer leaves the link for its controller's
%   banished zone, then a card of the defending hero's soul is banished,
%   or waits for its player's choice (FAB-947).

lunartide_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banishes_itself_and_a_soul_card),
          card_id(A, AId),
          Who = L.controller
        }
    ->  (   { active_link_replaced(S0, L0, L1, S1),
              link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
            }
        ->  { del_dict(attack, L0, _, L1a),
              L1 = L1a.put(attack_banished, AId),
              player(S1, Who, P0),
              add_cards(P0, banished, [A0], P1),
              set_player(S1, P1, S2)
            },
            [ event('FAB-947', attack_banished_on_hit, _{player:Who, attack:AId}) ]
        ;   { S2 = S0 }
        ),
        soul_card_banished(S2, Who, L.defender, A, S)
    ;   { S = S0 }
    ).

soul_card_banished(S0, Who, Def, A, S) -->
    { player(S0, Def, P0),
      key_value(soul, P0, [], Soul),
      card_id(A, AId)
    },
    (   { Soul == [] }
    ->  { S = S0 }
    ;   { Soul = [C] }
    ->  { card_id(C, Id),
          take_card(P0, soul, Id, _, P1),
          add_cards(P1, banished, [C], P2),
          set_player(S0, P2, S)
        },
        [ event('FAB-947', soul_card_banished, _{player:Def, card:Id, by:AId, chosen:false}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"soul_banish", player:Who, controller:Who, source:A}) },
        [ event('FAB-947', soul_banish_waits, _{player:Who, defender:Def, attack:AId}) ]
    ;   { S = S0 },
        [ event('FAB-947', soul_banish_not_asked, _{player:Who, defender:Def, attack:AId}) ]
    ).

%   soul_owner(+State, +Pending, -Defender, -Soul): the soul a soul_banish
%   choice takes a card from: the other player's.
soul_owner(S, Pd, Def, Soul) :-
    opponent(S, Pd.player, Def),
    player(S, Def, P),
    key_value(soul, P, [], Soul).

choice_action("soul_banish", "put").
choice_phase("soul_banish", "action").

pending_problem(S, Pd, [player], soul_empty_for_banish(Def)) :-   % FAB-947
    Pd.choice == "soul_banish",
    soul_owner(S, Pd, Def, []).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "soul_banish",
    Who = Pd.player,
    soul_owner(S, Pd, _, Soul),
    member(C, Soul),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-948', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "soul_banish",
    get_dict(player, M, Who),
    Who == Pd.player,
    soul_owner(S, Pd, Def, Soul),
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   get_dict(card, M, Id),
        \+ ( member(C, Soul), card_id(C, Id0), Id0 == Id )
    ->  card_or_id(S, Id, C0),                  % card_texts_bravo.pl
        Reason = not_in_the_soul(C0, Def)
    ;   get_dict(to, M, To),
        To \== "banished"
    ->  Reason = random_banish_not_banished(To)
    ).

moot('FAB-948', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "soul_banish" ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-942', 'FAB-946']),
    pending(S, Pd),
    Pd.choice == "soul_banish".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "soul_banish",
      card_id(Pd.source, AId),
      choice_answered(S0, S1),
      soul_owner(S1, Pd, Def, _),
      player(S1, Def, P0),
      take_card(P0, soul, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2)
    },
    [ event('FAB-947', soul_card_banished, _{player:Def, card:M.card, by:AId, chosen:true}) ],
    (   { active_link(S2, L) }
    ->  hit_texts_after_draw(S2, L, Pd.source, S)   % card_texts_katsu_blitz.pl: what else the hit sets off
    ;   { S = S2 }
    ).

message(event(attack_banished_on_hit, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it is banished from the combat chain into ~w's banished zone"-[L, F.player] ].
message(event(soul_card_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w is banished from ~w's soul"-[By, C, F.player] ].
message(event(soul_banish_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: ~w banishes a card of ~w's soul (a put move, to: banished, names it)"-[L, F.player, F.defender] ].
message(event(soul_banish_not_asked, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits while another choice waits: rulecheck does not ask which card of ~w's soul ~w banishes (not done)"-[L, F.defender, F.player] ].
message(not_in_the_soul(C, Def)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not in ~w's soul: Lunartide Plunderer banishes a card from the defending hero's soul"-[L, Def] ].
message(soul_empty_for_banish(Def)) -->
    [ "a card of ~w's soul waits to be banished, and the soul is empty"-[Def] ].
message(no_choice_waits("soul_banish")) -->
    [ "no banish from a soul waits: put (to: banished) names the card of the soul Lunartide Plunderer banishes" ].

choice_words("soul_banish") -->
    [ "which card of the other hero's soul they banish (a put move, to: banished)" ].
text_choice_words("soul_banish", Source) -->
    [ "the card of the soul ~w banishes (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "soul_banish",
      soul_owner(S, Pd, Def, Soul),
      member(C, Soul), card_id(C, Id), Id == M.card,
      card_label(C, L)
    },
    !,
    [ M.player, " banishes ", L, " from ", Def, "'s soul" ].

                 /*******************************
                 *           EBON FOLD          *
                 *******************************/

rule('FAB-949', effect, "Ebon Fold: its instant ability banishes a card of the hand; a Shadow card draws a card",
     "Ebon Fold's instant ability (1 resource point and destroying it, paid as it is activated: FAB-404) resolves into its player's choice (the pending choice hand_banish_draw, its source the card), unless their hand is empty (then nothing happens): a put move (to: banished) names a card of their hand the position shows (FAB-942), which goes face up to their banished zone; if it is a Shadow card (its talents) they draw a card. The banish is not optional: there is no decline. A card with 6 or more power banished so is recorded for the turn (FAB-932). Its Spellvoid 2 is the keyword's (FAB-526). Not handled: where another choice already waits as it resolves, the banish is not asked, and an event says so.",
     ruling("", "Ebon Fold: \"Instant - {r}, destroy Ebon Fold: Banish a card from your hand. If it's a Shadow card, draw a card. Spellvoid 2\" CR 5.2.1 (an activated ability's cost and effect), 8.5.1 (banish), 2.11 (supertypes: the talent), 8.5.6 (draw), 8.3.15 (Spellvoid), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses the card: rulecheck asks, as for Halo of Illumination's (FAB-757).")).

ability_reading(ability_banish_from_hand_shadow_draw).

ability_reading_resolved(ability_banish_from_hand_shadow_draw, S0, Who, Id, S) -->
    (   { player(S0, Who, P), P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-949', hand_banish_draw_nothing, _{player:Who, card:Id}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { card_or_id(S0, Id, Src),              % card_texts_bravo.pl
          S = S0.put(pending, _{choice:"hand_banish_draw", player:Who, controller:Who, source:Src})
        },
        [ event('FAB-949', hand_banish_draw_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-949', hand_banish_draw_not_asked, _{player:Who, card:Id}) ]
    ).

choice_action("hand_banish_draw", "put").
choice_phase("hand_banish_draw", "action").

pending_problem(S, Pd, [player], no_card_to_banish_from_hand(P)) :-   % FAB-949
    Pd.choice == "hand_banish_draw",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_banish_draw",
      Who = M.player,
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S1, P2, S2),
      (   card_prop(C, talents, Ts), is_list(Ts), memberchk("Shadow", Ts) -> Shadow = true ; Shadow = false )
    },
    [ event('FAB-949', banished_from_hand_draw, _{player:Who, card:M.card, by:By, shadow:Shadow}) ],
    (   { Shadow == true }
    ->  draw_cards(Who, 1, By, S2, S)            % triggers.pl
    ;   { S = S2 }
    ).

message(event(hand_banish_draw_nothing, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w has no card in hand to banish"-[L, F.player] ].
message(event(hand_banish_draw_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w banishes a card of their choice from their hand (a put move, to: banished)"-[L, F.player] ].
message(event(hand_banish_draw_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves while another choice waits: rulecheck does not ask which card ~w banishes from their hand (its text is not applied)"-[L, F.player] ].
message(event(banished_from_hand_draw, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's ability: ~w banishes ~w from their hand"-[By, F.player, C] ],
    (   { F.shadow == true } -> [ "; it is a Shadow card, so they draw a card" ] ; [ "; it is not a Shadow card" ] ).
message(no_card_to_banish_from_hand(P)) -->
    [ "a card waits to be banished from ~w's hand, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("hand_banish_draw")) -->
    [ "no banish from the hand waits: put (to: banished) answers Ebon Fold's ability" ].

choice_words("hand_banish_draw") -->
    [ "which card of their hand they banish for Ebon Fold (a put move, to: banished)" ].
text_choice_words("hand_banish_draw", Source) -->
    [ "which card of the hand ~w banishes (put, to: banished)"-[Source] ].

                 /*******************************
                 *   HOOVES OF THE SHADOWBEAST  *
                 *******************************/

rule('FAB-950', effect, "Hooves of the Shadowbeast: a card of 6 or more power banished, its player may destroy it for an action point",
     "When a move puts into a player's banished zone a card with 6 or more power (its power there, power_where) while Hooves of the Shadowbeast (its text read) is in that player's equipment zone, the position waits for their choice (the pending choice hooves_destroy, its source the Hooves): a destroy move naming the Hooves puts it into their graveyard (its counters gone) and gives them 1 action point (none outside their own turn: a player not the turn player gains no action point); a decline move keeps it. Where another choice waits as the card is banished (the rest of a random banish, FAB-936), the trigger waits in the state's effects ({kind: hooves_trigger, player, source}) and is asked as soon as no choice waits; it ends with the turn. Several such cards banished before it is asked make one question: the Hooves can be destroyed once, and a player who declines the first trigger and destroys it on a later one ends where destroying it on the first leaves them. A card banished face down by an intimidate (private: its power unseen) sets off nothing. Not handled: Hooves defending on the combat chain is not asked; where both players' Hooves would be asked by one move, only the first player's is. Its Battleworn is the keyword's.",
     ruling("", "Hooves of the Shadowbeast: \"Whenever a card with 6 or more {p} is put into your banished zone, you may destroy Hooves of the Shadowbeast. If you do, gain 1 action point. Battleworn\" CR 6.6 (a triggered effect), 6.6.5 and 6.6.6 (a triggered effect creates a triggered-layer, added to the stack before a player next receives priority: one triggered while a cost is paid resolves above the card played), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 8.5.4 (destroy: to the owner's graveyard), 8.5.7 and 8.5.7b (gain an action point; a player not the turn player gains none), 1.13.2a (action points gained in the action phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-951', constraint, "Hooves of the Shadowbeast's destroy names the Hooves whose choice waits",
     "A destroy move answers the hooves_destroy choice (FAB-950): its player is the choice's, its card the Hooves of the Shadowbeast the choice names.",
     ruling("", "CR 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  hooves_triggered(+State0, +State1, -State)// is det.
%
%   A move took State0 to State1: a card of 6 or more power new in a
%   banished zone whose player has Hooves of the Shadowbeast asks them
%   whether they destroy it, or waits while another choice waits; a
%   trigger that waited is asked once no choice waits (FAB-950).

hooves_triggered(S0, S1, S) -->
    (   { \+ game_over(S1, _),
          players(S1, Ps),
          member(P1, Ps),
          Who = P1.name,
          hooves_of(P1, H),
          card_id(H, HId),
          (   new_banished_power(S0, S1, Who, Id)
          ->  Why = banished(Id)
          ;   hooves_waiting(S1, Who)
          ->  Why = waited
          )
        }
    ->  (   { \+ pending(S1, _) }
        ->  { drop_hooves_waiting(S1, Who, S2),
              S = S2.put(pending, _{choice:"hooves_destroy", player:Who, controller:Who, source:H}) },
            [ event('FAB-950', hooves_destroy_waits, _{player:Who, card:HId}) ]
        ;   { hooves_waiting(S1, Who) }
        ->  { S = S1 }
        ;   { add_effect(S1, _{kind:"hooves_trigger", player:Who, source:HId}, S), Why = banished(Id) },
            [ event('FAB-950', hooves_trigger_waits, _{player:Who, card:HId, by:Id}) ]
        )
    ;   { S = S1 }
    ).

%   hooves_of(+Player, -Hooves): Player's Hooves of the Shadowbeast in
%   their equipment zone, its text read.
hooves_of(P, H) :-
    key_value(equipment, P, [], Es),
    member(H, Es),
    text_read_name(H, Name),
    card_text_read(Name, banished_power_destroy_for_action_point),
    !.

%   new_banished_power(+S0, +S1, +Player, -Id): Id, a card of 6 or more
%   power, is in Player's banished zone in S1 and was not in S0.
new_banished_power(S0, S1, Who, Id) :-
    player(S1, Who, P1),
    key_value(banished, P1, [], B1),
    (   player(S0, Who, P0) -> key_value(banished, P0, [], B0) ; B0 = [] ),
    member(C, B1),
    \+ unknown_card(C),
    \+ get_dict(intimidated, C, true),          % face down: its power is private (CR 3.0.3)
    card_id(C, Id),
    \+ ( member(C0, B0), card_id(C0, Id0), Id0 == Id ),
    power_where(S1, Who, C, Pw),                % card_texts_windup.pl (FAB-792)
    Pw >= 6,
    !.

hooves_waiting(S, Who) :-
    turn_record(S, "hooves_trigger", Who).      % card_texts_rhinar_blitz.pl

drop_hooves_waiting(S0, Who, S) :-
    effects(S0, Es0),
    exclude(hooves_trigger_of(Who), Es0, Es),
    (   Es == Es0 -> S = S0 ; S = S0.put(effects, Es) ).

hooves_trigger_of(Who, E) :-
    get_dict(kind, E, "hooves_trigger"),
    get_dict(player, E, Who0),
    Who0 == Who.

choice_action("hooves_destroy", "destroy").
choice_action("hooves_destroy", "decline").
choice_phase("hooves_destroy", "action").

pending_problem(S, Pd, [source], no_hooves_to_destroy(P)) :-   % FAB-950
    Pd.choice == "hooves_destroy",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ ( get_dict(source, Pd, H), is_dict(H), card_id(H, HId),
          card_in(PP, equipment, HId, _) ).

choice_candidate("destroy", S, _{player:Who, action:"destroy", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    Who = Pd.player,
    card_id(Pd.source, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    Who = Pd.player.

broken('FAB-951', S, M, not_the_hooves(C)) :-
    get_dict(action, M, "destroy"),
    pending(S, Pd),
    Pd.choice == "hooves_destroy",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    \+ ( card_id(Pd.source, Id0), Id0 == Id ),
    card_or_id(S, Id, C).                       % card_texts_bravo.pl

moot('FAB-951', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hooves_destroy" ).
moot('FAB-588', S, _) :-
    pending(S, Pd),
    Pd.choice == "hooves_destroy".

effect(destroy, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hooves_destroy",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, equipment, M.card, H, P1),
      new_object(H, H1),                        % without its counters (keywords_defense.pl)
      add_cards(P1, graveyard, [H1], P2),
      (   S1.turn_player == Who -> Gain = 1 ; Gain = 0 ),    % CR 8.5.7b
      AP is P2.action_points + Gain,
      set_player(S1, P2.put(action_points, AP), S)
    },
    [ event('FAB-950', hooves_destroyed, _{player:Who, card:M.card, gained:Gain, action_points:AP}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hooves_destroy",
      choice_answered(S0, S),
      card_id(Pd.source, Id)
    },
    [ event('FAB-950', hooves_kept, _{player:M.player, card:Id}) ].

message(event(hooves_destroy_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "a card with 6 or more power has been put into ~w's banished zone: ~w may destroy ~w to gain 1 action point (destroy or decline)"-[F.player, F.player, L] ].
message(event(hooves_trigger_waits, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.by, B) },
    [ "~w, a card with 6 or more power, has been put into ~w's banished zone: whether ~w destroys ~w is asked once the choice that waits is answered"-[B, F.player, F.player, L] ].
message(event(hooves_destroyed, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.gained > 0 }
    ->  [ "~w destroys ~w and gains 1 action point (~d now)"-[F.player, L, F.action_points] ]
    ;   [ "~w destroys ~w: it is not their turn, so they gain no action point"-[F.player, L] ]
    ).
message(event(hooves_kept, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w keeps ~w"-[F.player, L] ].
message(not_the_hooves(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not the Hooves of the Shadowbeast whose choice waits"-[L] ].
message(no_hooves_to_destroy(P)) -->
    [ "a Hooves of the Shadowbeast waits to be destroyed, and ~w's equipment zone holds no such card"-[P] ].
message(no_choice_waits("hooves_destroy")) -->
    [ "no Hooves of the Shadowbeast waits: destroy or decline answers its choice as a card of 6 or more power is banished" ].

choice_words("hooves_destroy") -->
    [ "whether they destroy Hooves of the Shadowbeast to gain 1 action point (destroy or decline)" ].
text_choice_words("hooves_destroy", Source) -->
    [ "whether ~w is destroyed for an action point (destroy or decline)"-[Source] ].

                 /*******************************
                 *     OPT; BLOOD TRIBUTE       *
                 *******************************/

rule('FAB-952', effect, "Opt N: its player looks at the top N cards of their deck and puts each on the top or the bottom",
     "As a card whose text opts N resolves (Blood Tribute: Opt 3 red, 2 yellow, 1 blue), its player looks at the top N cards of their deck (all of them with fewer; with an empty deck the opt fails and nothing is asked): the position waits for their choice (the pending choice opt, `cards` the ids of the cards looked at still to place, `amount` how many): each put move names one of them and puts it on the top (to: top) or the bottom (to: bottom) of the deck. A card put on the top goes just under the cards still to place, so the last put on top ends up the top card; one put on the bottom goes under the deck, the first put there highest. Every order of the cards on top and on the bottom is so reached, one move at a time. A card the position does not show may be placed so: the player sees it, the position need not. Then the card's text goes on (Blood Tribute's banish, FAB-953). Not handled: where another choice already waits as it resolves, the opt (and what follows it) is not asked, and an event says so.",
     ruling("", "Blood Tribute: \"Opt 3, then banish the top card of your deck.\" (Opt 2 yellow, Opt 1 blue). CR 8.5.22 (to opt N, the player looks at the top N cards of their deck and puts any number of them on the top or bottom in any order), 8.5.22a (fewer than N: all of them), 8.5.22b (an empty deck: the opt fails), 8.5.11 (look), 3.0.4b (the deck is private: the judge need not name the cards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks the places one card at a time: nothing happens between the put moves.")).

rule('FAB-953', effect, "Blood Tribute: after its opt, the top card of the deck is banished",
     "When Blood Tribute's opt is done (FAB-952), the top card of its player's deck goes face up to their banished zone: a card the position shows at once; a card it does not show waits for the banish_top choice, which a put move (to: banished) naming that card answers once the position names it (what its banishing sets off reads its power and its keywords: the turn's record FAB-932, Hooves FAB-950, Blood Debt FAB-931; FAB-954, FAB-106). With an empty deck nothing is banished.",
     ruling("", "Blood Tribute: \"... then banish the top card of your deck.\" CR 8.5.1 (banish: to its owner's banished zone), 3.4 (the banished zone: its cards are public), 3.0.8 (a private object moved to a public zone becomes public), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-954', constraint, "Opt's and Blood Tribute's put moves name the cards their choice waits for",
     "A put move answers the opt choice (FAB-952): its player is the choice's, its card one of the cards looked at still to place, its `to` top or bottom. A put move answers the banish_top choice (FAB-953): its card is the top card of the player's deck, a card the position shows (an unknown card is named in the position first, FAB-106), its `to` banished.",
     ruling("", "CR 8.5.22 (opt), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  opt_begins(+State0, +Player, +Source, +N, -State)// is det.
%
%   Source resolves: Player opts N (FAB-952), then Source's banish of the
%   top card follows (FAB-953).

opt_begins(S0, Who, Src, N, S) -->
    { player(S0, Who, P),
      card_id(Src, SId),
      length(P.deck, Len)
    },
    (   { Len =:= 0 }
    ->  [ event('FAB-952', opt_fails, _{player:Who, by:SId}) ],
        opt_then(S0, Who, Src, S)
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { K is min(N, Len),
          length(Top, K), append(Top, _, P.deck),
          maplist(card_id, Top, Ids),
          S = S0.put(pending, _{choice:"opt", player:Who, controller:Who, source:Src, amount:K, cards:Ids}) },
        [ event('FAB-952', opt_waits, _{player:Who, by:SId, amount:K}) ]
    ;   { S = S0 },
        [ event('FAB-952', opt_not_asked, _{player:Who, by:SId}) ]
    ).

%   opt_then(+S0, +Player, +Source, -S)//: what Source's text does once its
%   opt is done: Blood Tribute banishes the top card (FAB-953).
opt_then(S0, Who, Src, S) -->
    (   { text_read_name(Src, Name),
          card_text_read(Name, opt_then_banish_top(_)),
          card_id(Src, SId),
          player(S0, Who, P)
        }
    ->  (   { P.deck == [] }
        ->  { S = S0 },
            [ event('FAB-953', nothing_to_banish_on_top, _{player:Who, by:SId}) ]
        ;   { P.deck = [Top|_], \+ unknown_card(Top) }
        ->  top_banished(S0, Who, SId, S)
        ;   { P.deck = [Top|_], card_id(Top, TId),
              S = S0.put(pending, _{choice:"banish_top", player:Who, controller:Who, source:Src}) },
            [ event('FAB-953', banish_top_waits, _{player:Who, by:SId, card:TId}) ]
        )
    ;   { S = S0 }
    ).

top_banished(S0, Who, By, S) -->
    { player(S0, Who, P0),
      P0.deck = [Top|Rest],
      add_cards(P0.put(deck, Rest), banished, [Top], P1),
      set_player(S0, P1, S),
      card_id(Top, TId)
    },
    [ event('FAB-953', top_banished, _{player:Who, card:TId, by:By}) ].

choice_action("opt", "put").
choice_phase("opt", "action").
choice_action("banish_top", "put").
choice_phase("banish_top", "action").

pending_problem(S, Pd, [cards], opt_cards_not_on_top(P)) :-   % FAB-952
    Pd.choice == "opt",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(cards, Pd, [], Ids),
    \+ ( Ids \== [],
          length(Ids, K), length(Top, K), append(Top, _, PP.deck),
          maplist(card_id, Top, TopIds),
          msort(TopIds, Sorted), msort(Ids, Sorted) ).
pending_problem(S, Pd, [player], no_top_card_to_banish(P)) :-   % FAB-953
    Pd.choice == "banish_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.deck == [].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:To}) :-
    pending(S, Pd),
    Pd.choice == "opt",
    Who = Pd.player,
    member(Id, Pd.cards),
    member(To, ["top", "bottom"]).
choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    Pd.choice == "banish_top",
    Who = Pd.player,
    player(S, Who, P),
    P.deck = [Top|_],
    \+ unknown_card(Top),
    card_id(Top, Id).

broken('FAB-954', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    memberchk(Pd.choice, ["opt", "banish_top"]),
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = random_banish_no_card
    ;   Pd.choice == "opt"
    ->  get_dict(card, M, Id),
        (   \+ memberchk(Id, Pd.cards)
        ->  card_or_id(S, Id, C),               % card_texts_bravo.pl
            Reason = not_looked_at(C)
        ;   get_dict(to, M, To),
            \+ memberchk(To, ["top", "bottom"])
        ->  Reason = opt_not_top_or_bottom(To)
        )
    ;   get_dict(card, M, Id),
        (   P.deck = [Top|_], card_id(Top, TId), TId == Id
        ->  (   unknown_card(Top)
            ->  Reason = banish_top_unknown(Id)
            ;   get_dict(to, M, To),
                To \== "banished"
            ->  Reason = random_banish_not_banished(To)
            )
        ;   card_or_id(S, Id, C),
            Reason = not_the_top_card(C)
        )
    ).

moot('FAB-954', S, _) :-
    \+ ( pending(S, Pd), memberchk(Pd.choice, ["opt", "banish_top"]) ).
moot(Rule, S, _) :-
    memberchk(Rule, ['FAB-587', 'FAB-669', 'FAB-755', 'FAB-937', 'FAB-942', 'FAB-946', 'FAB-948']),
    pending(S, Pd),
    memberchk(Pd.choice, ["opt", "banish_top"]).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "opt",
      Who = M.player,
      Src = Pd.source,
      card_id(Src, By),
      player(S0, Who, P0),
      length(Pd.cards, K),
      take_card(P0, deck, M.card, C, P1),
      (   M.to == "top"
      ->  K1 is K - 1, nth0(K1, Deck, C, P1.deck)
      ;   append(P1.deck, [C], Deck)
      ),
      set_player(S0, P1.put(deck, Deck), S1),
      subtract(Pd.cards, [M.card], Left)
    },
    [ event('FAB-952', opt_put, _{player:Who, card:M.card, to:M.to, by:By}) ],
    (   { Left == [] }
    ->  { choice_answered(S1, S2) },
        opt_then(S2, Who, Src, S)
    ;   { length(Left, KL),
          S = S1.put(pending, Pd.put(_{cards:Left, amount:KL})) }
    ).
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "banish_top",
      \+ barthimont_banish_top(Pd),            % card_texts_finish2.pl (FAB-990)
      \+ desire_banish_top(Pd),                % card_texts_nuu.pl (FAB-1099)
      \+ hunted_banish_top(Pd),                 % card_texts_hunted.pl (FAB-1170)
      \+ shields_banish_top(Pd),                % card_texts_shields.pl (FAB-1523)
      card_id(Pd.source, By),
      choice_answered(S0, S1)
    },
    top_banished(S1, M.player, By, S).

message(event(opt_fails, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w resolves: ~w's deck is empty, so the opt fails"-[L, F.player] ].
message(event(opt_waits, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w resolves: ~w looks at the top ~d card(s) of their deck and puts each on the top or the bottom (a put move for each, to: top or bottom)"-[L, F.player, F.amount] ].
message(event(opt_not_asked, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w resolves while another choice waits: rulecheck does not ask ~w's opt, and does not apply what follows it (not done)"-[L, F.player] ].
message(event(opt_put, F, S0)) -->
    { event_card(S0, F.by, L), event_card(S0, F.card, C) },
    [ "~w's opt: ~w puts ~w on the ~w of their deck"-[L, F.player, C, F.to] ].
message(event(nothing_to_banish_on_top, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w's deck is empty, so no card is banished from its top"-[L, F.player] ].
message(event(banish_top_waits, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w banishes the top card of ~w's deck, ~w, which the position does not show: name it in the position, then a put move (to: banished) banishes it"-[L, F.player, F.card] ].
message(event(top_banished, F, S0)) -->
    { event_card(S0, F.by, L), event_card(S0, F.card, C) },
    [ "~w: the top card of ~w's deck, ~w, is banished"-[L, F.player, C] ].
message(not_looked_at(C)) -->
    { label_or_id(C, L) },                      % card_texts_bravo.pl
    [ "~w is not a card the opt looked at that is still to place"-[L] ].
message(opt_not_top_or_bottom(To)) -->
    [ "an opt puts a card on the top or the bottom of the deck, not to the ~w"-[To] ].
message(banish_top_unknown(Id)) -->
    [ "~w, the top card of the deck, is an unknown card: what its banishing sets off reads its power and keywords, so the position names it first (FAB-106)"-[Id] ].
message(not_the_top_card(C)) -->
    { label_or_id(C, L) },
    [ "~w is not the top card of the deck, which Blood Tribute or Lady Barthimont banishes"-[L] ].
message(opt_cards_not_on_top(P)) -->
    [ "the opt's cards are not the top cards of ~w's deck"-[P] ].
message(no_top_card_to_banish(P)) -->
    [ "the top card of ~w's deck waits to be banished, and the deck is empty"-[P] ].
message(no_choice_waits("opt")) -->
    [ "no opt waits: put (to: top or bottom) places a card an opt looked at" ].
message(no_choice_waits("banish_top")) -->
    [ "no banish of the top card waits: put (to: banished) names the card Blood Tribute or Lady Barthimont banishes" ].

choice_words("opt") -->
    [ "where each card of their deck's top they look at goes (a put move for each, to: top or bottom)" ].
text_choice_words("opt", Source) -->
    [ "where ~w's opt puts each card looked at (put, to: top or bottom)"-[Source] ].
choice_words("banish_top") -->
    [ "the top card of their deck, banished once the position names it (a put move, to: banished)" ].
text_choice_words("banish_top", Source) -->
    [ "the top card of the deck ~w banishes (put, to: banished)"-[Source] ].

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "banish_top",
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " banishes ", L, " from the top of their deck" ].
