/*  Flesh and Blood: the texts of the Fai Blitz Deck's cards.

    Part of game.pl, included after card_texts_quell.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Cinderskin Devotion, Lava Vein Loyalty and Searing Emberblade: go
      again while their controller controls 2 or more Draconic chain
      links (FAB-730; a Draconic chain link: draconic_chain_link/2);
    - Phoenix Flame: +1 power while its controller controls 2 or more
      Draconic chain links (FAB-731);
    - Brand with Cinderclaw: its player's next attack this combat chain
      is Draconic (FAB-732);
    - Rise Up's rupture: as chain link 4 or higher, dominate and +2 power
      for each Phoenix Flame its player controls (FAB-733).

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
%       next_attack_draconic    Brand with Cinderclaw: "Your next attack
%                               this combat chain is Draconic in addition
%                               to its other card types." (its go again
%                               is the keyword's; FAB-732)
%       rupture_dominate_power_per_named(Link, Name, N)   Rise Up:
%                               "Rupture - If Rise Up is played as chain
%                               link 4 or higher, it has dominate and
%                               +X{p}, where X is twice the number of
%                               Phoenix Flames you control." (its
%                               specialization is the deck-building
%                               keyword's; FAB-733)

card_text_read("Cinderskin Devotion", go_again_with_draconic_links(2)).
card_text_read("Lava Vein Loyalty", go_again_with_draconic_links(2)).
card_text_read("Searing Emberblade", go_again_with_draconic_links(2)).
card_text_read("Phoenix Flame", power_with_draconic_links(2, 1)).
card_text_read("Brand with Cinderclaw", next_attack_draconic).
card_text_read("Rise Up", rupture_dominate_power_per_named(4, "Phoenix Flame", 2)).

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

draconic_chain_link(S, L) :-
    link_attack(L, A),
    (   card_prop(A, talents, Ts),
        is_list(Ts),
        memberchk("Draconic", Ts)
    ->  true
    ;   made_draconic(S, A)                     % FAB-732
    ).

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
%   effect of a Brand with Cinderclaw before it makes it Draconic, its own
%   text makes the next attack Draconic (FAB-732), and the power its text
%   gives it (FAB-731).

fai_attack_text(S0, Who, A, S) -->
    draconic_effect_taken(S0, Who, A, S1),     % FAB-732
    draconic_effect_made(S1, Who, A, S2),
    phoenix_flame_power(S2, Who, A, S3),
    rupture_power(S3, Who, A, S).               % FAB-733

phoenix_flame_power(S0, Who, A, S) -->
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

                 /*******************************
                 *     BRAND WITH CINDERCLAW    *
                 *******************************/

rule('FAB-732', effect, "Brand with Cinderclaw: its player's next attack this combat chain is Draconic",
     "As Brand with Cinderclaw (its text read) becomes a chain link, an effect waits for its player's next attack this combat chain ({kind: next_attack_draconic, player, source, lasts: combat_chain}): the next attack of that player that becomes a chain link (a card's or a weapon's) uses it up and is Draconic in addition to its other types ({kind: attack_draconic, card, lasts: combat_chain}): its chain link is a Draconic chain link (FAB-730, FAB-731). Brand with Cinderclaw itself is not its next attack; the effect ends as the combat chain closes. Its go again is the keyword's.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Brand with Cinderclaw: \"Your next attack this combat chain is Draconic in addition to its other card types. Go again\" CR 7.2.3 (the resolution abilities of an attack generate their effects, then it becomes a chain link), 7.0.2b (\"this combat chain\": the effect lasts until the chain closes), 6.2.2 (a continuous effect generated as a layer resolves), 7.0.3c (a chain link has the properties of its active-attack), 2.11.6b (Draconic is a talent supertype), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The effect is generated before Brand with Cinderclaw is a chain link, but it is already an attack then: its next attack is a later one.")).

%!  made_draconic(+State, +Attack) is semidet.
%
%   An effect of State makes Attack Draconic (FAB-732).

made_draconic(S, A) :-
    card_id(A, AId),
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "attack_draconic"),
    get_dict(card, E, Id),
    Id == AId,
    !.

%   draconic_effect_taken(+S0, +Player, +Attack, -S)//: Attack's chain
%   link just opened; Player's effects waiting for their next attack to
%   be Draconic (from a card other than Attack) are used up: Attack is
%   Draconic this combat chain (FAB-732).
draconic_effect_taken(S0, Who, A, S) -->
    { card_id(A, AId),
      effects(S0, Es0),
      partition(next_draconic_effect(Who, AId), Es0, Mine, Rest)
    },
    (   { Mine \== [] }
    ->  { findall(_{kind:"attack_draconic", player:Who, card:AId, source:Src, lasts:"combat_chain"},
                  ( member(E, Mine), key_value(source, E, "", Src) ), Made),
          append(Rest, Made, Es),
          S = S0.put(effects, Es),
          Mine = [E1|_], key_value(source, E1, "", Src1)
        },
        [ event('FAB-732', attack_made_draconic, _{player:Who, attack:AId, source:Src1}) ]
    ;   { S = S0 }
    ).

next_draconic_effect(Who, AId, E) :-
    get_dict(kind, E, "next_attack_draconic"),
    key_value(player, E, Who, Who0),
    Who0 == Who,
    \+ ( get_dict(source, E, Src), Src == AId ).

%   draconic_effect_made(+S0, +Player, +Attack, -S)//: Attack, Brand with
%   Cinderclaw, just became a chain link: its player's next attack this
%   combat chain is Draconic (FAB-732).
draconic_effect_made(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, next_attack_draconic),
          card_id(A, AId)
        }
    ->  { add_effect(S0, _{kind:"next_attack_draconic", player:Who, source:AId, lasts:"combat_chain"}, S) },
        [ event('FAB-732', draconic_effect_made, _{player:Who, card:AId}) ]
    ;   { S = S0 }
    ).

message(event(draconic_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next attack this combat chain is Draconic"-[L, F.player] ].
message(event(attack_made_draconic, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.source, B) },
    [ "~w is Draconic this combat chain (~w)"-[A, B] ].

                 /*******************************
                 *            RISE UP           *
                 *******************************/

rule('FAB-733', effect, "Rise Up's rupture: as chain link 4 or higher, dominate and +2 power for each Phoenix Flame its player controls",
     "Rise Up (its text read), played as chain link 4 or higher (its link is the combat chain's fourth or a later one), has dominate (FAB-508: no more than one card from hand defends it) and +X power, where X is twice the number of Phoenix Flames its controller controls: the attacks of their chain links named Phoenix Flame; the link's power_bonus counts it as the link opens. As chain link 1, 2 or 3 it has neither, whatever is added to the chain later.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Rise Up: \"Dromai or Fai Specialization. Rupture - If Rise Up is played as chain link 4 or higher, it has dominate and +X{p}, where X is twice the number of Phoenix Flames you control.\" CR 8.4.6 (rupture: if this is played as chain link 4 or higher), 7.0.3a (an attack becomes chain link N+1), 8.3.4 (dominate), 7.0.3f (cards on a chain link are in the arena: its attack is controlled by its controller), 5.4.7 (a static ability with a condition), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck counts the Phoenix Flames as the link opens: no Phoenix Flame (an attack action) is played or leaves the chain while Rise Up's link is active.")).

%!  rupture_met(+State, +Link, -Number:integer) is semidet.
%
%   Link's attack, its text read here, has a rupture and was played as
%   chain link Number, at least the number its rupture names (FAB-733).

rupture_met(S, L, K) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, rupture_dominate_power_per_named(Min, _, _)),
    card_id(A, AId),
    chain_open(S),
    nth1(K, S.chain.links, L1),
    link_attack(L1, A1),
    card_id(A1, Id1),
    Id1 == AId,
    !,
    K >= Min.

%   named_links(+State, +Player, +Name, -N): Player controls N chain links
%   whose attack is named Name.
named_links(S, Who, Name, N) :-
    aggregate_all(count,
                  ( member(L, S.chain.links),
                    key_value(controller, L, S.turn_player, C),
                    C == Who,
                    link_attack(L, A),
                    get_dict(name, A, Name0),
                    Name0 == Name ),
                  N).

%   rupture_power(+S0, +Player, +Attack, -S)//: Attack's chain link just
%   opened, the last of S0's chain: its rupture's power (FAB-733).
rupture_power(S0, Who, A, S) -->
    (   { last(S0.chain.links, L),
          rupture_met(S0, L, K),
          text_read_name(A, Name),
          card_text_read(Name, rupture_dominate_power_per_named(_, Named, Per)),
          named_links(S0, Who, Named, X),
          N is Per * X
        }
    ->  link_power_gained(S0, Who, A, 'FAB-733', rupture_power, _{link:K, named:Named, count:X}, N, S)
    ;   { S = S0 }
    ).

message(event(rupture_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w is chain link ~d (rupture): it has dominate and +~d power, twice the ~d ~w(s) ~w controls"-[L, F.link, F.power, F.count, F.named, F.player] ].
