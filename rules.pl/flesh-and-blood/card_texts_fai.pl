/*  Flesh and Blood: the texts of the Fai Blitz Deck's cards.

    Part of game.pl, included after card_texts_quell.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Cinderskin Devotion, Lava Vein Loyalty and Searing Emberblade: go
      again while their controller controls 2 or more Draconic chain
      links (FAB-730; a Draconic chain link: draconic_chain_link/2);
    - Phoenix Flame: +1 power while its controller controls 2 or more
      Draconic chain links (FAB-731).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       go_again_with_draconic_links(N)   Cinderskin Devotion, Lava Vein
%                               Loyalty: "If you control 2 or more
%                               Draconic chain links, this gets go
%                               again."; Searing Emberblade: "If you
%                               control 2 or more Draconic chain links,
%                               this card's attacks get go again." (its
%                               once-per-turn attack, {r}{r}, is the card
%                               data's; FAB-730)
%       power_with_draconic_links(N, P)   Phoenix Flame: "If you control
%                               2 or more Draconic chain links, Phoenix
%                               Flame has +1{p}." (its go again is the
%                               keyword's; FAB-731)

card_text_read("Cinderskin Devotion", go_again_with_draconic_links(2)).
card_text_read("Lava Vein Loyalty", go_again_with_draconic_links(2)).
card_text_read("Searing Emberblade", go_again_with_draconic_links(2)).
card_text_read("Phoenix Flame", power_with_draconic_links(2, 1)).

                 /*******************************
                 *     DRACONIC CHAIN LINKS     *
                 *******************************/

%!  draconic_chain_link(+State, +Link) is semidet.
%
%   Link, a chain link of State's combat chain, is Draconic: its
%   active-attack (a card, or a weapon's attack) has the talent Draconic
%   (CR 7.0.3c: a chain link has its active-attack's properties).  A link
%   whose weapon attacked again and moved on has no attack the state
%   shows: it is not counted.

draconic_chain_link(_, L) :-
    link_attack(L, A),
    card_prop(A, talents, Ts),
    is_list(Ts),
    memberchk("Draconic", Ts).

%!  draconic_links(+State, +Player, -N:integer) is det.
%
%   N is the number of the chain links of State's combat chain Player
%   controls that are Draconic (CR 7.0.3c: a chain link's controller is
%   its active-attack's).

draconic_links(S, Who, N) :-
    (   chain_open(S)
    ->  aggregate_all(count,
                      ( member(L, S.chain.links),
                        key_value(controller, L, S.turn_player, C),
                        C == Who,
                        draconic_chain_link(S, L) ),
                      N)
    ;   N = 0
    ).

                 /*******************************
                 *  GO AGAIN WITH DRACONIC LINKS *
                 *******************************/

rule('FAB-730', effect, "Cinderskin Devotion, Lava Vein Loyalty, Searing Emberblade: go again while their controller controls 2 or more Draconic chain links",
     "An attack with Cinderskin Devotion, Lava Vein Loyalty or Searing Emberblade has go again when its chain link resolves if its controller then controls 2 or more Draconic chain links on the combat chain (its own counts: the three are Draconic; a chain link is Draconic when its attack has the Draconic talent); with fewer it has none (the go again the card data lists for them is this one). Searing Emberblade's once-per-turn attack ({r}{r}) is the card data's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Cinderskin Devotion and Lava Vein Loyalty: \"If you control 2 or more Draconic chain links, this gets go again.\" Searing Emberblade: \"Once per Turn Action - {r}{r}: Attack. If you control 2 or more Draconic chain links, this card's attacks get go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 7.0.3c (a chain link has the properties and the controller of its active-attack), 2.11.6b (Draconic is a talent supertype), 7.6.2 and 8.3.5 (go again is read as the chain link resolves: its controller gains an action point), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition when the link resolves, as it does Harmonized Kodachi's (FAB-595).")).

%!  draconic_go_again(+State, +Link, -Count:integer) is semidet.
%
%   Link's attack has go again from its text read here: its controller
%   controls Count Draconic chain links, at least the text's number
%   (FAB-730).

draconic_go_again(S, L, Count) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, go_again_with_draconic_links(Min)),
    draconic_links(S, L.controller, Count),
    Count >= Min.

%!  fai_go_again_noted(+State, +Link)// is det.
%
%   Link resolves with go again its text read here gives it (not the
%   link's own): an event says so (FAB-730).

fai_go_again_noted(S, L) -->
    (   { \+ get_dict(go_again, L, true),
          draconic_go_again(S, L, Count),
          link_attack(L, A), card_id(A, AId)
        }
    ->  [ event('FAB-730', draconic_go_again, _{player:L.controller, attack:AId, links:Count}) ]
    ;   []
    ).

message(event(draconic_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w has go again: ~w controls ~d Draconic chain links"-[A, F.player, F.links] ].

                 /*******************************
                 *         PHOENIX FLAME        *
                 *******************************/

rule('FAB-731', effect, "Phoenix Flame: +1 power while its controller controls 2 or more Draconic chain links",
     "Phoenix Flame has +1 power while its controller controls 2 or more Draconic chain links (its own counts: it is Draconic): the link's power_bonus counts it as its link opens, when the links before it are on the chain; no link can be added or leave before its damage. As the chain's first Draconic link it has its printed power.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Phoenix Flame: \"If you control 2 or more Draconic chain links, Phoenix Flame has +1{p}. Go again\" CR 5.4.7 (a static ability with a condition applies while it holds), 7.0.3c (a chain link has the properties and the controller of its active-attack), 2.11.6b (Draconic is a talent supertype), 7.0.3a (an attack becomes chain link N+1), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck counts the power as the link opens, as it does Salt the Wound's (FAB-655): while Phoenix Flame is the active link no other link opens, and the links before it stay until the chain closes.")).

%!  fai_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain: the
%   power its text read here gives it (FAB-731).

fai_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, power_with_draconic_links(Min, N)),
          draconic_links(S0, Who, Count),
          Count >= Min
        }
    ->  link_power_gained(S0, Who, A, 'FAB-731', draconic_power, _{links:Count}, N, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

message(event(draconic_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains +~d power: ~w controls ~d Draconic chain links"-[L, F.power, F.player, F.links] ].
