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
      for each Phoenix Flame its player controls (FAB-733);
    - Stoke the Flames: when it hits, its player may return a Phoenix
      Flame from their graveyard to their hand, and if they do it gains go
      again (FAB-734; the return_phoenix_flame choice, a return or a
      decline move, FAB-735);
    - Rise from the Ashes: the next Draconic or Ninja attack action card
      its player plays this turn gains +3 power (+2 yellow, +1 blue), and
      they may return a Phoenix Flame from their graveyard to their hand
      (FAB-736, the same choice);
    - Trade In: when it attacks its player may discard a card, and if they
      do they draw a card (FAB-737; the attack_discard_to_draw choice, a
      discard or a decline move, FAB-738); played from the arsenal it
      gains go again (FAB-573's reading, Scour the Battlescape's);
    - Flex: when it attacks or defends its player may pay 2 resource
      points for +2 power (FAB-739; the pay_for_power choice, a pay or a
      decline move);
    - Fai's instant ability: {r}{r}{r}, less {r} for each Draconic chain
      link its player controls, returns a Phoenix Flame from their
      graveyard to their hand (FAB-740, the return_phoenix_flame choice);
      its player may start the game with a Phoenix Flame in their
      graveyard (FAB-741: graveyards start empty but for that card).

    The deck's other cards (Blaze Headlong, Inflame, Flamecall Awakening,
    Sash of Sandikai, Flameborn Retribution: what was played, or what
    damage was dealt, earlier in the turn, which a position does not
    record; Heat Wave: which Phoenix Flames its power reaches) are not
    read here: their text stays an assumption of the answers, or makes
    them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, effect//4, choice_candidate/3, choice_action/2,
   text_abilities/2, text_ability_effect/1, ability_text_resolved//5,
   choice_phase/2, pending_problem/4, choice_words//1, text_choice_words//2, move_words//3, moot/3.

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
%       hit_may_return_for_go_again(Name)   Stoke the Flames: "When Stoke
%                               the Flames hits, you may return a Phoenix
%                               Flame from your graveyard to your hand.
%                               If you do, Stoke the Flames gains go
%                               again." (FAB-734, FAB-735)
%       next_attack_action_card_power_may_return(Kinds, Amounts, Name)
%                               Rise from the Ashes: "The next Draconic or
%                               Ninja attack action card you play this
%                               turn gains +3{p}. You may return a Phoenix
%                               Flame from your graveyard to your hand.
%                               Go again" (+2 yellow, +1 blue; FAB-736)
%       attack_may_discard_to_draw, arsenal_go_again   Trade In: "When
%                               this attacks, you may discard a card. If
%                               you do, draw a card. If this was played
%                               from arsenal, it gains go again."
%                               (FAB-737, FAB-738; the go again is
%                               FAB-573's)
%       attack_or_defend_may_pay_power(Cost, N)   Flex: "When you attack
%                               or defend with Flex, you may pay {r}{r}.
%                               If you do, it gains +2{p}." (FAB-739)
%       ability_return_cost_less_per_draconic_link   Fai: "Once per Turn
%                               Instant - {r}{r}{r}: Return a Phoenix
%                               Flame from your graveyard to your hand.
%                               This ability costs {r} less for each
%                               Draconic chain link you control."
%                               (FAB-740; its ability: text_abilities/2)

card_text_read("Cinderskin Devotion", go_again_with_draconic_links(2)).
card_text_read("Lava Vein Loyalty", go_again_with_draconic_links(2)).
card_text_read("Searing Emberblade", go_again_with_draconic_links(2)).
card_text_read("Phoenix Flame", power_with_draconic_links(2, 1)).
card_text_read("Brand with Cinderclaw", next_attack_draconic).
card_text_read("Rise Up", rupture_dominate_power_per_named(4, "Phoenix Flame", 2)).
card_text_read("Stoke the Flames", hit_may_return_for_go_again("Phoenix Flame")).
card_text_read("Rise from the Ashes", next_attack_action_card_power_may_return(["Draconic", "Ninja"], [3, 2, 1], "Phoenix Flame")).
card_text_read("Trade In", attack_may_discard_to_draw).
card_text_read("Trade In", arsenal_go_again).             % card_texts_rhinar_dorinthea.pl (FAB-573)
card_text_read("Flex", attack_or_defend_may_pay_power(2, 2)).
card_text_read("Fai", ability_return_cost_less_per_draconic_link).

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
%   link's own): an event says so (FAB-730); else the first of the
%   later files' that says one (first_go_again_noted//3).

fai_go_again_noted(S, L) -->
    (   { \+ get_dict(go_again, L, true),
          draconic_go_again(S, L, Count),
          link_attack(L, A), card_id(A, AId)
        }
    ->  [ event('FAB-730', draconic_go_again, _{player:L.controller, attack:AId, links:Count}) ]
    ;   first_go_again_noted([ fai_prism_go_again_noted,    % card_texts_fai_prism.pl (FAB-744 ...)
                               kassai_go_again_noted         % card_texts_kassai.pl (FAB-829, FAB-830; Fang's FAB-1051)
                             ], S, L)
    ).

%   first_go_again_noted(+Nonterminals, +State, +Link)//: the events of
%   the first nonterminal that says any.  Each says nothing ([]) where its
%   texts give no go again, so a disjunction of them stopped at the first
%   (the Kassai and Fang events were never said).
first_go_again_noted([], _, _) --> [].
first_go_again_noted([G|Gs], S, L) -->
    { phrase(call(G, S, L), Es) },
    (   { Es \== [] }
    ->  Es
    ;   first_go_again_noted(Gs, S, L)
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
    rupture_power(S3, Who, A, S4),              % FAB-733
    trade_in_attack(S4, Who, A, S5),            % FAB-737: it may leave a choice
    pay_for_power_waits(S5, Who, A, S6),        % FAB-739: it may leave a choice
    oldhim_attack_text(S6, Who, A, S7),         % card_texts_oldhim.pl (FAB-780): it may leave a choice
    fai_prism_attack_text(S7, Who, A, S).       % card_texts_fai_prism.pl (FAB-745, FAB-761): it may leave a choice

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

                 /*******************************
                 *   A PHOENIX FLAME RETURNED   *
                 *******************************/

rule('FAB-734', effect, "Stoke the Flames: when it hits, its player may return a Phoenix Flame from their graveyard; if they do, it gains go again",
     "When Stoke the Flames (its text read) hits (deals damage to the defending hero in the damage step), its controller may return a Phoenix Flame from their graveyard to their hand: where their graveyard holds a Phoenix Flame (or a card the position does not name, FAB-106), the position waits for their choice (the pending choice return_phoenix_flame, its source Stoke the Flames): a return move naming the card (FAB-735) puts it into their hand and Stoke the Flames' chain link gets go again (its controller gains an action point as the link resolves); a decline move does neither. With no such card nothing waits and it gains no go again. Not handled: where another choice already waits as it hits, none is asked, and an event says so.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Stoke the Flames: \"When Stoke the Flames hits, you may return a Phoenix Flame from your graveyard to your hand. If you do, Stoke the Flames gains go again.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 1.8.3 and 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 3.8 (the graveyard, a public zone), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the hit happens, as it does Refraction Bolters' choice (FAB-588).")).

rule('FAB-735', constraint, "A return move names a Phoenix Flame of its player's graveyard",
     "A return move answers the return_phoenix_flame choice (FAB-734, FAB-736): its card is in the graveyard of the player who chooses and is a Phoenix Flame, or a card the position does not name (an unknown card: the move names it a Phoenix Flame, as a judge who sees the graveyard does, FAB-106). A decline move returns none.",
     ruling("",
            "Stoke the Flames, Rise from the Ashes: \"... you may return a Phoenix Flame from your graveyard to your hand.\" CR 1.8.6 (the player instructed by an effect determines its parameters), 2.7 (a card's name), 3.8 (the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-736', effect, "Rise from the Ashes: the next Draconic or Ninja attack action card gets +N power; its player may return a Phoenix Flame",
     "When Rise from the Ashes (its text read) resolves, the next Draconic or Ninja attack action card (a card with the Draconic talent or the Ninja class) its player plays this turn gains +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects ({kind: next_attack_power, attack_action_card: true, class_or_talent: [Draconic, Ninja]}) until such a card becomes a chain link (FAB-505); a weapon's attack, or an attack action card of neither, leaves it waiting. Then its player may return a Phoenix Flame from their graveyard to their hand: where their graveyard holds one (or an unknown card), the position waits for their choice (return_phoenix_flame, a return move naming it, FAB-735, or a decline move). Its go again is the keyword's. Not handled: where another choice already waits as it resolves, no return is asked, and an event says so. Not read: a card made Draconic by an effect as it is played (Brand with Cinderclaw's, FAB-732): the effect waits for a card Draconic or Ninja by its printed talents and classes.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Rise from the Ashes: \"The next Draconic or Ninja attack action card you play this turn gains +3{p}. You may return a Phoenix Flame from your graveyard to your hand. Go again\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effects are generated as the card resolves), 6.2.4 (a continuous effect on a future object applies to the next object that meets its specification), 2.11.6b (Draconic is a talent), 1.8.3a (an optional effect: its player chooses), 3.8 (the graveyard), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The return waits as the last of the card's resolution: nothing else it does touches the hand or the graveyard, so the order changes nothing.")).

%!  returnable(+PlayerDict, +Name, -Cards) is det.
%
%   Cards are the cards of the player's graveyard a return of a card
%   named Name may name: those of that name, and those the position does
%   not name (FAB-106).

returnable(P, Name, Cs) :-
    key_value(graveyard, P, [], G),
    include(returnable_card(Name), G, Cs).

returnable_card(Name, C) :-
    (   unknown_card(C)
    ->  true
    ;   get_dict(name, C, Name0),
        Name0 == Name
    ).

%   return_waits(+S0, +Player, +Source, +Name, +Rule, -S)//: the position
%   waits for Player's choice whether to return a card named Name from
%   their graveyard (Source's text), where there is one; else it says
%   there is none.
return_waits(S0, Who, Src, Name, Rule, S) -->
    { player(S0, Who, P), card_id(Src, SId) },
    (   { \+ returnable(P, Name, [_|_]) }
    ->  { S = S0 },
        [ event(Rule, nothing_to_return, _{player:Who, card:SId, name:Name}) ]
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"return_phoenix_flame", player:Who, controller:Who, source:Src}) },
        [ event(Rule, return_waits, _{player:Who, card:SId, name:Name}) ]
    ;   { S = S0 },                             % another choice waits: not handled (FAB-734, FAB-736)
        [ event(Rule, choice_not_asked, _{player:Who, card:SId, choice:"return_phoenix_flame"}) ]
    ).

%!  fai_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if it is Stoke the Flames, its
%   player may return a Phoenix Flame (FAB-734).

fai_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name0),
          card_text_read(Name0, hit_may_return_for_go_again(Name)),
          \+ game_over(S0, _)
        }
    ->  return_waits(S0, L.controller, A, Name, 'FAB-734', S)
    ;   { S = S0 }
    ).

%!  fai_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack action, resolved: what its text read here does
%   (FAB-736).

fai_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name0),
          card_text_read(Name0, next_attack_action_card_power_may_return(Kinds, Amounts, Name)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, class_or_talent:Kinds}, S1)
        }
    ->  [ event('FAB-736', kinds_attack_action_card_effect_made, _{player:Who, card:Id, amount:N, kinds:Kinds}) ],
        (   { game_over(S1, _) }
        ->  { S = S1 }
        ;   return_waits(S1, Who, C, Name, 'FAB-736', S)
        )
    ;   oldhim_resolution_text(S0, Who, C, S)   % card_texts_oldhim.pl (FAB-770)
    ).

%!  fai_effect_fits_attack(+Effect, +Attack) is semidet.
%
%   Effect, if it names talents or classes (class_or_talent), waits for
%   an attack with one of them among its printed talents or classes
%   (FAB-736).

fai_effect_fits_attack(E, A) :-
    (   get_dict(class_or_talent, E, Kinds)
    ->  (   card_prop(A, talents, Ts), is_list(Ts) -> true ; Ts = [] ),
        (   card_prop(A, classes, Cs), is_list(Cs) -> true ; Cs = [] ),
        member(K, Kinds),
        (   memberchk(K, Ts) -> true ; memberchk(K, Cs) ),
        !
    ;   true
    ).

choice_action("return_phoenix_flame", "return").
choice_action("return_phoenix_flame", "decline").
choice_phase("return_phoenix_flame", "action").

pending_problem(S, Pd, [player], nothing_to_return(P)) :-      % FAB-734, FAB-736
    Pd.choice == "return_phoenix_flame",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ returnable(PP, "Phoenix Flame", [_|_]).

broken('FAB-735', S, M, not_returnable(Who, Id)) :-
    get_dict(action, M, "return"),
    pending(S, Pd),
    Pd.choice == "return_phoenix_flame",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    returnable(P, "Phoenix Flame", Cs),
    \+ ( member(C, Cs), card_id(C, Id0), Id0 == Id ).

effect(return, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "return_phoenix_flame",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C0, P1),
      (   unknown_card(C0)
      ->  del_dict(unknown, C0, _, C1),
          C = C1.put(_{name:"Phoenix Flame", color:"red"})
      ;   C = C0
      ),
      add_cards(P1, hand, [C], P2),
      set_player(S1, P2, S2),
      card_id(Pd.source, SId)
    },
    [ event('FAB-735', phoenix_flame_returned, _{player:Who, card:M.card, by:SId}) ],
    returned_go_again(S2, Pd.source, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "return_phoenix_flame",
      choice_answered(S0, S),
      card_id(Pd.source, SId)
    },
    [ event('FAB-735', nothing_returned, _{player:M.player, by:SId}) ].

%   returned_go_again(+S0, +Source, -S)//: a card was returned for
%   Source; if its text is Stoke the Flames', its chain link, the active
%   one, gets go again (FAB-734).
returned_go_again(S0, Src, S) -->
    (   { text_read_name(Src, Name),
          card_text_read(Name, hit_may_return_for_go_again(_)),
          card_id(Src, SId),
          active_link_replaced(S0, L0, L, S),
          link_attack(L0, A), card_id(A, AId), AId == SId,
          L = L0.put(go_again, true)
        }
    ->  [ event('FAB-734', returned_for_go_again, _{player:L0.controller, attack:SId}) ]
    ;   { S = S0 }
    ).

choice_candidate("return", S, _{player:Who, action:"return", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "return_phoenix_flame",
    Who = Pd.player,
    player(S, Who, P),
    returnable(P, "Phoenix Flame", Cs),
    member(C, Cs),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "return_phoenix_flame",
    Who = Pd.player.

message(event(return_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w may return a ~w from their graveyard to their hand (a return move, or decline)"-[L, F.player, F.name] ].
message(event(nothing_to_return, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's graveyard holds no ~w to return"-[L, F.player, F.name] ].
message(event(phoenix_flame_returned, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, By) },
    [ "~w returns ~w from their graveyard to their hand (~w)"-[F.player, C, By] ].
message(event(nothing_returned, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w returns no Phoenix Flame (~w)"-[F.player, By] ].
message(event(returned_for_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w gains go again: ~w returned a Phoenix Flame"-[A, F.player] ].
message(event(kinds_attack_action_card_effect_made, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.kinds, ' or ', K) },
    [ "~w: the next ~w attack action card ~w plays this turn gets +~d power"-[L, K, F.player, F.amount] ].
message(not_returnable(Who, Id)) -->
    [ "~w is not a Phoenix Flame (or an unknown card) of ~w's graveyard"-[Id, Who] ].
message(nothing_to_return(P)) -->
    [ "a Phoenix Flame waits to be returned, and ~w's graveyard holds none (nor an unknown card)"-[P] ].
message(no_choice_waits("return_phoenix_flame")) -->
    [ "no Phoenix Flame waits to be returned: return answers Stoke the Flames' hit or Rise from the Ashes" ].

choice_words("return_phoenix_flame") --> [ "whether to return a Phoenix Flame from their graveyard to their hand (a return or a decline move)" ].
text_choice_words("return_phoenix_flame", Source) -->
    [ "whether to return a Phoenix Flame for ~w (return, decline)"-[Source] ].

move_words("return", S, M) -->
    { player(S, M.player, P), id_label(P, M.card, L) },
    [ M.player, " returns ", L, " from their graveyard to their hand" ].
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "return_phoenix_flame",
      card_label(Pd.source, Src)
    },
    [ M.player, " returns no Phoenix Flame for ", Src ].

                 /*******************************
                 *           TRADE IN           *
                 *******************************/

rule('FAB-737', effect, "Trade In: when it attacks, its player may discard a card; if they do, they draw a card",
     "When Trade In (its text read) attacks (its chain link opens), its controller may discard a card: with a card in hand, the position waits for their choice (the pending choice attack_discard_to_draw, its source Trade In): a discard move naming a card of their hand (FAB-738) puts it into their graveyard (the texts that trigger on a discard read it: Romping Club's, FAB-555; Rhinar's, FAB-570) and they draw a card (none from an empty deck); a decline move does neither. With an empty hand nothing waits. Played from the arsenal it gains go again (FAB-573, as Scour the Battlescape). Not handled: where another choice already waits as its link opens, none is asked and nothing is discarded, and an event says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Trade In: \"When this attacks, you may discard a card. If you do, draw a card. If this was played from arsenal, it gains go again.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 8.5.5 (discard: from the hand to the graveyard), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the link opens, as it does Bonds of Ancestry's banish (FAB-646).")).

rule('FAB-738', constraint, "Trade In's discard is a card of its player's hand",
     "A discard move answers Trade In's choice (attack_discard_to_draw, FAB-737): its card is in the hand of the player who chooses.",
     ruling("",
            "Trade In: \"When this attacks, you may discard a card.\" CR 1.8.6 (the player instructed determines the card), 8.5.5 (discard: a card of the hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   trade_in_attack(+S0, +Player, +Attack, -S)//: Attack's chain link just
%   opened: if its text is Trade In's, its player may discard a card to
%   draw one (FAB-737).
trade_in_attack(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_may_discard_to_draw),
          \+ game_over(S0, _),
          card_id(A, AId),
          player(S0, Who, P)
        }
    ->  (   { P.hand == [] }
        ->  { S = S0 },
            [ event('FAB-737', nothing_to_discard_to_draw, _{player:Who, attack:AId}) ]
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"attack_discard_to_draw", player:Who, controller:Who, source:A}) },
            [ event('FAB-737', discard_to_draw_waits, _{player:Who, attack:AId}) ]
        ;   { S = S0 },                         % another choice waits: not handled, and said
            [ event('FAB-737', choice_not_asked, _{player:Who, card:AId, choice:"attack_discard_to_draw"}) ]
        )
    ;   { S = S0 }
    ).

%   A choice another choice's waiting keeps from being asked (one waits at
%   a time): left out, and the event says so (FAB-734, FAB-737, FAB-739).
message(event(choice_not_asked, F, S0)) -->
    { event_card(S0, F.card, L), not_asked_words(F.choice, What) },
    [ "~w: another choice already waits, so ~w is not asked ~w: rulecheck leaves it out (not done)"-[L, F.player, What] ].

not_asked_words("return_phoenix_flame", "whether to return a Phoenix Flame from their graveyard").
not_asked_words("attack_discard_to_draw", "whether to discard a card to draw one").
not_asked_words("pay_for_power", "whether to pay for its +2 power").

choice_action("attack_discard_to_draw", "discard").
choice_action("attack_discard_to_draw", "decline").
choice_phase("attack_discard_to_draw", "action").

pending_problem(S, Pd, [player], nothing_to_discard_to_draw(P)) :-   % FAB-737
    Pd.choice == "attack_discard_to_draw",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-738', S, M, not_in_hand_to_discard(Who, Id)) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "attack_discard_to_draw",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( member(C, P.hand), card_id(C, Id0), Id0 == Id ).

effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "attack_discard_to_draw",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, graveyard, [C], P2),
      set_player(S1, P2, S2),
      card_id(Pd.source, AId)
    },
    [ event('FAB-737', discarded_to_draw, _{player:Who, card:M.card, by:AId}) ],
    discard_recorded(S2, Who, C, M.card, S2a),  % card_texts_rhinar_blitz.pl (FAB-679, Kayo's +1)
    discard_text(S2a, Who, [M.card], S3),       % card_texts.pl (FAB-555)
    draw_cards(Who, 1, AId, S3, S4),            % triggers.pl
    hero_discard_text(S4, Who, [M.card], S).    % card_texts_rhinar_dorinthea.pl (FAB-570): it may leave a choice
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "attack_discard_to_draw",
      choice_answered(S0, S),
      card_id(Pd.source, AId)
    },
    [ event('FAB-737', no_discard_to_draw, _{player:M.player, attack:AId}) ].

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "attack_discard_to_draw",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "attack_discard_to_draw",
    Who = Pd.player.

message(event(nothing_to_discard_to_draw, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks: ~w has no card in hand to discard"-[L, F.player] ].
message(event(discard_to_draw_waits, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks: ~w may discard a card to draw a card (a discard move, or decline)"-[L, F.player] ].
message(event(discarded_to_draw, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, By) },
    [ "~w discards ~w for ~w, and draws a card"-[F.player, C, By] ].
message(event(no_discard_to_draw, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w discards nothing for ~w, and draws no card"-[F.player, L] ].
message(not_in_hand_to_discard(Who, Id)) -->
    [ "~w is not a card of ~w's hand: Trade In's discard is a card of the hand"-[Id, Who] ].
message(nothing_to_discard_to_draw(P)) -->
    [ "a discard for Trade In waits, and ~w has no card in hand"-[P] ].
message(no_choice_waits("attack_discard_to_draw")) -->
    [ "no discard for Trade In waits: discard answers its choice as it attacks, or Katsu's or Pummel's" ].

choice_words("attack_discard_to_draw") --> [ "whether to discard a card to draw one as Trade In attacks (a discard or a decline move)" ].
text_choice_words("attack_discard_to_draw", Source) -->
    [ "whether to discard a card to draw one for ~w (discard, decline)"-[Source] ].

move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "attack_discard_to_draw",
      card_label(Pd.source, Src)
    },
    [ M.player, " discards nothing for ", Src ].

                 /*******************************
                 *             FLEX             *
                 *******************************/

rule('FAB-739', effect, "Flex: when it attacks or defends, its player may pay 2 for +2 power",
     "When Flex (its text read) attacks (its chain link opens) or defends (a defend move declares it), its player may pay 2 resource points (the resource points they have, or cards pitched for it, FAB-302 ... FAB-304): where they can pay from what the position shows, the position waits for their choice (the pending choice pay_for_power, cost 2, its source Flex): a pay move pays and Flex gains +2 power: attacking, its chain link's power_bonus counts it; defending, its power deals no damage, so only the payment changes the position; a decline move pays nothing. Where they cannot pay, nothing waits. Not handled: where another choice already waits (two Flexes defending together: only the first is asked), no payment is asked, and an event says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Flex: \"When you attack or defend with Flex, you may pay {r}{r}. If you do, it gains +2{p}.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 7.0.5a (the defend event as a card defends), 6.6 (a triggered effect), 1.8.3a (an optional effect: its player chooses), 1.8.4 (\"if you do\"), 1.14 (paying resource points, pitching), 2.0.3a (an effect modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks as the link opens or the defenders are declared, as it asks Be Like Water's payment (FAB-643).")).

%   pay_for_power_waits(+S0, +Player, +Card, -S)//: Card attacked or
%   defended for Player: if its text is Flex's, the position waits for
%   their payment where they can pay (FAB-739).
pay_for_power_waits(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, attack_or_defend_may_pay_power(Cost, N)),
          \+ game_over(S0, _),
          card_id(C, Id),
          player(S0, Who, P)
        }
    ->  (   { \+ once(pitch_set(P.hand, P.resource_points, Cost, _, _)) }
        ->  { S = S0 },
            [ event('FAB-739', pay_for_power_unpayable, _{player:Who, card:Id, cost:Cost}) ]
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"pay_for_power", player:Who, controller:Who, source:C, cost:Cost}) },
            [ event('FAB-739', pay_for_power_waits, _{player:Who, card:Id, cost:Cost, power:N}) ]
        ;   { S = S0 },                         % another choice waits: not handled, and said
            [ event('FAB-739', choice_not_asked, _{player:Who, card:Id, choice:"pay_for_power"}) ]
        )
    ;   { S = S0 }
    ).

%!  fai_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending cards: Flex's text among them may
%   leave a choice (FAB-739).

fai_defend_text(S0, Who, Cards, S) -->
    { include(flex_text, Cards, Flexes) },
    flexes_defend(Flexes, Who, S0, S1),
    fai_prism_defend_text(S1, Who, Cards, S).   % card_texts_fai_prism.pl (FAB-760): it may leave a choice

%   Each Flex defending, in the order declared: the first's payment waits,
%   each later one's is said not asked (one choice waits at a time).
flexes_defend([], _, S, S) --> [].
flexes_defend([C|Cs], Who, S0, S) -->
    pay_for_power_waits(S0, Who, C, S1),
    flexes_defend(Cs, Who, S1, S).

flex_text(C) :-
    text_read_name(C, Name),
    card_text_read(Name, attack_or_defend_may_pay_power(_, _)).

choice_action("pay_for_power", "pay").
choice_action("pay_for_power", "decline").
choice_phase("pay_for_power", "action").

effect(pay, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pay_for_power"
    },
    choice_paid(S0, M, Who, Id, S2),            % position.pl
    { text_read_name(Pd.source, Name),
      card_text_read(Name, attack_or_defend_may_pay_power(_, N))
    },
    (   { active_link_replaced(S2, L0, L, S3),
          link_attack(L0, A), card_id(A, AId), AId == Id,
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          L = L0.put(power_bonus, B)
        }
    ->  { S = S3 },
        [ event('FAB-739', paid_for_power, _{player:Who, card:Id, power:N, attacking:true}) ]
    ;   { S = S2 },
        [ event('FAB-739', paid_for_power, _{player:Who, card:Id, power:N, attacking:false}) ]
    ).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "pay_for_power",
      choice_answered(S0, S),
      card_id(Pd.source, Id)
    },
    [ event('FAB-739', not_paid_for_power, _{player:M.player, card:Id}) ].

paid_choice("pay_for_power").   % Flex (FAB-739): a pay move pays its cost (position.pl)
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "pay_for_power",
    Who = Pd.player.

message(event(pay_for_power_unpayable, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w cannot pay ~d resource point(s) from what the position shows, so it gains no power"-[L, F.player, F.cost] ].
message(event(pay_for_power_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w may pay ~d resource point(s) for it to gain +~d power (a pay move, or decline)"-[L, F.player, F.cost, F.power] ].
message(event(paid_for_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.attacking == true }
    ->  [ "~w pays for ~w: it gains +~d power"-[F.player, L, F.power] ]
    ;   [ "~w pays for ~w: it gains +~d power (a defending card's power deals no damage)"-[F.player, L, F.power] ]
    ).
message(event(not_paid_for_power, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w pays nothing for ~w: it gains no power"-[F.player, L] ].
message(no_choice_waits("pay_for_power")) -->
    [ "no payment for Flex waits: pay answers its choice as it attacks or defends, or Bloodrot Pox's" ].

choice_words("pay_for_power") --> [ "whether to pay for Flex's +2 power (a pay or a decline move)" ].
text_choice_words("pay_for_power", Source) -->
    [ "whether to pay for ~w's power (pay, decline)"-[Source] ].

move_words("pay", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pay_for_power",
      player(S, M.player, P),
      card_label(Pd.source, Src),
      pitch_ids(M, Pitch)
    },
    [ M.player, " pays for ", Src, "'s power, " ],
    payment_words(P, Pd.cost, Pitch).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "pay_for_power",
      card_label(Pd.source, Src)
    },
    [ M.player, " pays nothing for ", Src ].

                 /*******************************
                 *              FAI             *
                 *******************************/

rule('FAB-740', effect, "Fai: an instant ability, {r}{r}{r} less {r} for each Draconic chain link, returns a Phoenix Flame",
     "Fai's instant ability (once per turn) costs 3 resource points, 1 less for each Draconic chain link its player controls (FAB-730's count; never below 0): FAB-302 ... FAB-304 check the payment against that cost. As it resolves its player may return a Phoenix Flame from their graveyard to their hand: where their graveyard holds one (or an unknown card), the position waits for their choice (return_phoenix_flame, a return move, FAB-735, or decline); with none, nothing happens. It has no target: it may be activated with no Phoenix Flame in the graveyard.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Fai: \"Once per Turn Instant - {r}{r}{r}: Return a Phoenix Flame from your graveyard to your hand. This ability costs {r} less for each Draconic chain link you control.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.6 and 5.2.2 (the cost is calculated as it is activated, effects that reduce it applied; a cost is never less than 0), 7.0.3c (a chain link has its active-attack's properties and controller), 1.8.3a (\"return a Phoenix Flame\": the player chooses which), 3.8 (the graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Fai",
               [_{type:"instant", limit:"once per turn", cost:3, effect:"return_phoenix_flame",
                  go_again:false, destroy_self:false}]).

text_ability_effect("return_phoenix_flame").

%!  fai_ability_cost_less(+State, +Player:dict, +Ability:dict, -Less:integer) is det.
%
%   Ability, Fai's, costs Less resource points less: the Draconic chain
%   links Player controls (FAB-740); any other ability, 0.

fai_ability_cost_less(S, P, Ab, Less) :-
    (   get_dict(effect, Ab, "return_phoenix_flame")
    ->  draconic_links(S, P.name, Less)
    ;   Less = 0
    ).

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "return_phoenix_flame",
      (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = _{id:Id} )
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   return_waits(S0, Who, Src, "Phoenix Flame", 'FAB-740', S)
    ).

rule('FAB-741', state, "Graveyards start empty; Fai's player may start with a Phoenix Flame there",
     "Before the first turn begins (turn 1, start phase), each player's graveyard is empty, except that a player whose hero is Fai (its text read) may hold one Phoenix Flame there: Fai's \"You may start the game with a Phoenix Flame in your graveyard.\" The card is one of their deck's (the deck's count, FAB-103, holds it). A player whose hero, weapon or equipment has text rulecheck does not model (which could let them start with other cards there) is not judged. `rulecheck new` starts Fai without it: the generator makes the players' choices before the game, as it builds their decks.",
     ruling("Щоб виграти гру, ви повинні зменшити загальну кількість очок життя героя супротивника до нуля. ... 1. Почніть з того, що покладіть свого героя відкритим у зону героя.",
            "Fai: \"You may start the game with a Phoenix Flame in your graveyard.\" CR 4.1 (the start-of-game procedure: heroes, equipment, decks and hands; nothing goes to a graveyard), 4.1.5b (a meta-static ability may let a player start the game with cards in a zone other than their deck: they are selected from the deck and still part of it), 1.1.3a, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

invalid('FAB-741', S, Path, starting_graveyard(Name, N)) :-
    S.turn =:= 1,
    S.phase == "start",
    nth0(I, S.players, P),
    key_value(graveyard, P, [], G),
    G \== [],
    \+ fai_starting_graveyard(P, G),
    \+ start_text_unread(P),
    length(G, N),
    Name = P.name,
    json_path([players, I, graveyard], Path).

%   start_text_unread(+Player): a text of Player's hero, weapons or
%   equipment is not modelled: it could let them start the game with
%   cards in their graveyard (CR 4.1.5b), so FAB-741 does not judge it.
start_text_unread(P) :-
    (   C = P.hero
    ;   key_value(weapons, P, [], Ws), member(C, Ws)
    ;   key_value(equipment, P, [], Es), member(C, Es)
    ),
    unmodelled_card(C),
    !.

%   fai_starting_graveyard(+Player, +Graveyard): Player's hero is Fai, its
%   text read, and Graveyard is one Phoenix Flame (FAB-741).
fai_starting_graveyard(P, [C]) :-
    text_read_name(P.hero, HName),
    card_text_read(HName, ability_return_cost_less_per_draconic_link),
    get_dict(name, C, "Phoenix Flame").

message(starting_graveyard(Name, N)) -->
    [ "~w's graveyard holds ~d card(s) before the first turn begins: graveyards start empty, but for the one Phoenix Flame Fai's player may start with"-[Name, N] ].
