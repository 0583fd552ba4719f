/*  Flesh and Blood: the texts of the Victor Goldmane and Betsy Blitz
    Decks' cards (Heavy Hitters' Guardians and Brutes).

    Part of game.pl, included after card_texts_arakni.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Concuss: "When this hits a hero, if this has {p} greater than its
      base, they discard a card." (Thump's reading, FAB-772: the discard
      of FAB-628);
    - Command Respect: "When this hits a hero, if this has {p} greater
      than its base, destroy a card in their arsenal." (FAB-850; the
      destruction is Command and Conquer's, FAB-542);
    - Over the Top: "If this has {p} greater than its base, it gets
      overpower." (FAB-851; overpower is FAB-509's);
    - High Riser: "If you've drawn a card this turn, this gets +1{p}."
      (Rising Power's reading, FAB-691; its attack is the card data's);
    - Pint of Strong and Stout: "Create a Might and a Vigor token. Go
      again" (Smashback Alehorn's reading, FAB-671);
    - clash (CR 8.5.45): both players reveal the top card of their deck,
      the greater power wins (FAB-852); a top card the position does not
      show waits for the position to name it, then a clash move (the
      clash choice, FAB-853);
    - Test of Might, Test of Strength, Test of Vigor, Clash of Might,
      Clash of Vigor: "When this defends, clash with the attacking hero.
      The winner creates a Might (Gold, Vigor) token." (FAB-854);
    - Thunk, Wallop: "When you win a clash revealing this, create a Might
      (Vigor) token." (FAB-855);
    - Miller's Grindstone: hitting a hero, a clash; won, the top card of
      their deck destroyed; lost, a -1 power counter (FAB-856);
    - Golden Glare: defending with 2 or more yellow cards, a Gold token
      (FAB-857);
    - Stonewall Impasse: defending, a clash; won, +1 defense until the end
      of the turn (FAB-858);
    - Victor Goldmane: the first Gold token each turn from his player's
      effect draws a card (FAB-859); the first clash each turn he would
      fail to win may be replayed for a Gold (the clash_again choice,
      FAB-860, FAB-861);
    - Smack of Reality: with 13 or more power (Tower), a hit destroys the
      hit hero's aura tokens (FAB-862).

    card_texts_victor_2.pl reads the rest of the Betsy Blitz Deck (wager,
    FAB-863 ... FAB-871).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, rule_fact/4, effect//4,
   choice_candidate/3, choice_action/2, choice_phase/2, choice_words//1, text_choice_words//2,
   move_words//3, permanent_text/3, trigger_effect//5, paid_choice/1, allowed_by_text/5,
   pending_problem/4, text_abilities/2, ability_reading/1, ability_reading_resolved//5,
   fact_words//1.

%   The texts read here (card_text_read/2):
%
%       power_above_base_gains(Gains)   while the power of the attack's
%                               chain link is greater than its printed
%                               power, it has each of Gains (Thump's,
%                               card_texts_oldhim.pl, FAB-772):
%                               hit_discard (Concuss),
%                               hit_destroys_arsenal (Command Respect,
%                               FAB-850), overpower (Over the Top,
%                               FAB-851)
%       power_after_a_draw(N)   High Riser (Rising Power's,
%                               card_texts_kayo.pl, FAB-691)
%       creates_tokens(Names)   Pint of Strong and Stout (Smashback
%                               Alehorn's, card_texts_rhinar_blitz.pl,
%                               FAB-671)
%       defends_clash_winner_creates(Token)   "When this defends, clash
%                               with the attacking hero. The winner
%                               creates a Token token." (FAB-854)
%       clash_won_revealing_creates(Token)   "When you win a clash
%                               revealing this, create a Token token."
%                               (FAB-855)

card_text_read("Concuss", power_above_base_gains([hit_discard])).
card_text_read("Command Respect", power_above_base_gains([hit_destroys_arsenal])).
card_text_read("Over the Top", power_above_base_gains([overpower])).
card_text_read("High Riser", power_after_a_draw(1)).
card_text_read("Pint of Strong and Stout", creates_tokens(["Might", "Vigor"])).
card_text_read("Test of Might", defends_clash_winner_creates("Might")).
card_text_read("Test of Strength", defends_clash_winner_creates("Gold")).
card_text_read("Test of Vigor", defends_clash_winner_creates("Vigor")).
card_text_read("Clash of Might", defends_clash_winner_creates("Might")).
card_text_read("Clash of Vigor", defends_clash_winner_creates("Vigor")).
card_text_read("Thunk", clash_won_revealing_creates("Might")).
card_text_read("Wallop", clash_won_revealing_creates("Vigor")).

                 /*******************************
                 *        COMMAND RESPECT       *
                 *******************************/

rule('FAB-850', effect, "Command Respect: hitting with more than its base power, the card in the hit hero's arsenal is destroyed",
     "When Command Respect (its text read) hits a hero while the power of its chain link is greater than its printed power (an effect gave it more: a Might token, Lead with Power, Big Bop, ...), the card in that hero's player's arsenal is destroyed and goes to the graveyard, as Command and Conquer's (FAB-542); an arsenal holds one card at most (FAB-107), so \"a card\" leaves no choice. With an empty arsenal, or hitting with its printed power or less, nothing happens.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Command Respect: \"When this hits a hero, if this has {p} greater than its base, destroy a card in their arsenal.\" CR 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value, the printed one), 6.6.5 (a triggered effect's condition is met as the event happens), 7.5.5 (an attack hits when it deals damage to the hero), 3.3.2 (an arsenal zone holds one deck-card at most), 8.5.4 (destroy: the card goes to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   over_the_top_noted(+State)//: defenders were declared against the
%   active link: if its attack has overpower by Over the Top's text, an
%   event says so (FAB-851).
over_the_top_noted(S) -->
    (   { chain_open(S),
          last(S.chain.links, L),
          power_above_base_met(L, overpower),   % card_texts_oldhim.pl
          link_attack(L, A),
          card_id(A, AId),
          link_power(L, P),
          card_power(A, Base)
        }
    ->  [ event('FAB-851', power_above_base_overpower, _{player:L.controller, attack:AId, power:P, base:Base}) ]
    ;   []
    ).

message(event(power_above_base_overpower, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w has ~d power, more than its base ~d: it has overpower (one action card at most defends it)"-[A, F.power, F.base] ].

%!  hit_destroys_arsenal_rule(+Link, +Name, -Rule) is semidet.
%
%   The attack named Name of Link, hitting, destroys the hit hero's
%   arsenal by its text: Command and Conquer's always (FAB-542), Command
%   Respect's while the link's power is greater than its base power
%   (FAB-850).

hit_destroys_arsenal_rule(_, Name, 'FAB-542') :-
    card_text_read(Name, hit_destroys_arsenal),
    !.
hit_destroys_arsenal_rule(L, _, 'FAB-850') :-
    power_above_base_met(L, hit_destroys_arsenal).   % card_texts_oldhim.pl

                 /*******************************
                 *          OVER THE TOP        *
                 *******************************/

rule('FAB-851', effect, "Over the Top: overpower while its power is greater than its base power",
     "While the power of the chain link whose attack is Over the Top (its text read) is greater than Over the Top's printed power (an effect gave it more), it has overpower: one action card at most defends it (FAB-509), checked at each declaration. At its printed power or less it has none. Cards already defending it stay when it gains overpower later.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Over the Top: \"If this has {p} greater than its base, it gets overpower.\" CR 2.0.3 and 2.0.3a (an effect modifies a numeric property, not its base value, the printed one), 5.4.7 (a static ability with a condition applies while it holds), 8.3.22, 8.3.22a and 8.3.22b (overpower; no card is removed from defending when it is gained), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *             CLASH            *
                 *******************************/

rule('FAB-852', effect, "Clash: the top cards of both decks revealed, the greater power wins",
     "To clash, the two players reveal the top card of their decks; the player whose card has the greater power (as power_where/4 reads it off the chain: Kayo's +1 counts) wins. A card with no power (a block, a non-attack action, an equipment: no power property), or no card (an empty deck), loses to any card with power; equal powers, or no power on either side, make no winner. The revealed cards stay on top of their decks. Where a top card is one the position does not show, the clash waits for it to be named (FAB-853).",
     ruling("",
            "CR 8.5.45 (to clash, the clashing players reveal the top card of their decks; the greatest power wins), 8.5.45a (the winner wins by revealing that card), 8.5.45b (a card without the power property, or no card revealed, has less power than any card with it), 8.5.45c (no greater power: no winner), 8.5.17 (a revealed card stays where it is), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  clash_revealed(+State, +Player, -Value) is semidet.
%
%   What Player reveals in a clash in State: the power of the top card of
%   their deck (power_where/4), `none` for a card with no power property
%   or an empty deck (CR 8.5.45b).  Fails where that top card is one the
%   position does not show (FAB-853).

clash_revealed(S, Who, V) :-
    player(S, Who, P),
    (   P.deck == []
    ->  V = none
    ;   P.deck = [Top|_],
        \+ unknown_card(Top),
        (   card_prop(Top, power, Pw0), integer(Pw0)
        ->  power_where(S, Who, Top, V)         % card_texts_windup.pl (FAB-792)
        ;   V = none
        )
    ).

%!  clash_winner(+State, +Players:list, -Winner) is semidet.
%
%   The clash of Players in State is won by Winner, the player whose
%   revealed card has a power greater than every other revealed card's,
%   or `none` (FAB-852).  Fails while a top card is not shown.

clash_winner(S, Players, Winner) :-
    maplist(clash_value(S), Players, Vs),
    (   member(W-VW, Vs), integer(VW),
        forall(( member(O-VO, Vs), O \== W ), ( VO == none ; VO < VW ))
    ->  Winner = W
    ;   Winner = none
    ).

clash_value(S, Who, Who-V) :-
    clash_revealed(S, Who, V).

%!  clash_unknown_top(+State, +Players:list, -Player, -CardId) is nondet.
%
%   The top card CardId of Player's deck, one of the clashing Players,
%   is a card the position does not show (FAB-853).

clash_unknown_top(S, Players, Who, Id) :-
    member(Who, Players),
    player(S, Who, P),
    P.deck = [Top|_],
    unknown_card(Top),
    card_id(Top, Id).

rule('FAB-853', constraint, "A clash move answers a clash once the position shows both top cards",
     "Where a clash reveals a top card the position does not show (an unknown card), rulecheck does not guess it: the position waits (the pending choice clash: its player the other clashing player, its controller the player whose effect clashes, its source the card that clashes, in `cards` the cards of that defence still to clash). The judge names the revealed cards in the position (FAB-106), and a clash move of the choice's player then resolves the clash (FAB-852) and what follows it. A clash move while a top card is still not shown is refused. A position whose clash choice names, among the cards still to clash, one that is no defending card of the active chain link is refused where it names it.",
     ruling("",
            "CR 8.5.45 (the clash reveals the top cards; their power decides), 8.5.17 (a revealed card is shown to every player), 3.0.4b (a deck is a private zone: the position need not show its cards), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The winner depends on cards the position does not show, so the answer is the table's: rulecheck waits for it, as it waits for a card discarded at random (FAB-682).")).

choice_action("clash", "clash").
choice_phase("clash", "action").

choice_candidate("clash", S, _{player:Who, action:"clash"}) :-
    pending(S, Pd),
    Pd.choice == "clash",
    Who = Pd.player,
    clash_players(S, Pd, Players),
    \+ clash_unknown_top(S, Players, _, _).

%   clash_players(+State, +Pending, -Players): the clashing players of a
%   clash choice, the effect's controller first.
clash_players(_, Pd, [Pd.controller, Pd.player]).

broken('FAB-853', S, M, unknown_clash_top(Who, Id)) :-
    get_dict(action, M, "clash"),
    pending(S, Pd),
    Pd.choice == "clash",
    clash_players(S, Pd, Players),
    once(clash_unknown_top(S, Players, Who, Id)).

%   A clash choice's cards still to clash are defending cards of the
%   active chain link (the defence whose clashes wait, FAB-854): a position
%   that names another there is refused where it does.
invalid('FAB-853', S, Path, clash_card_not_defending(Id)) :-
    pending(S, Pd),
    Pd.choice == "clash",
    get_dict(cards, Pd, Ids),
    is_list(Ids),
    nth0(J, Ids, Id),
    \+ ( active_link(S, L),
          key_value(defending, L, [], Ds),
          member(D, Ds),
          card_id(D, Id) ),
    json_path([pending, cards, J], Path).

message(clash_card_not_defending(Id)) -->
    [ "~w is no defending card of the active chain link: a clash choice's cards are the defenders still to clash"-[Id] ].

rule_fact('FAB-853', S, _, clash_tops(Tops)) :-
    pending(S, Pd),
    Pd.choice == "clash",
    clash_players(S, Pd, Players),
    findall(Who-Top, ( member(Who, Players), player(S, Who, P), P.deck = [Top|_] ), Tops).

effect(clash, S0, _, S) -->
    { pending(S0, Pd),
      Pd.choice == "clash",
      choice_answered(S0, S1),
      Src = Pd.source,
      key_value(cards, Pd, [], Ids),
      Def = Pd.controller
    },
    text_clash(Src, Def, S1, S2),
    defence_clashes(Ids, Def, S2, S).

                 /*******************************
                 *   TEST OF MIGHT, CLASH OF ..  *
                 *******************************/

rule('FAB-854', effect, "Test of Might, Test of Strength, Test of Vigor, Clash of Might, Clash of Vigor: defending, a clash; the winner creates a token",
     "When Test of Might, Test of Strength, Test of Vigor, Clash of Might or Clash of Vigor (its text read) is declared as a defender, its player clashes with the attacking hero (FAB-852), and the winner creates a Might token (Test of Might, Clash of Might), a Gold token (Test of Strength) or a Vigor token (Test of Vigor, Clash of Vigor) in their arena; with no winner nobody does. Several such defenders clash one after the other, in the order declared. A top card the position does not show waits for the clash move (FAB-853).",
     ruling("",
            "Test of Might: \"When this defends, clash with the attacking hero. The winner creates a Might token.\" (Test of Strength: a Gold token; Test of Vigor: a Vigor token; Clash of Might, Clash of Vigor likewise). CR 1.7.4a (a defending card's triggered ability on its defending is functional), 6.6.5 (a triggered effect), 8.5.45 (clash), 8.5.2 and 8.5.2c (a token is created in the arena of the player instructed to create it), 8.6.16, 8.6.26, 8.6.27 (Gold, Might, Vigor), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared, as it does Pack Call's (FAB-683).")).

%!  victor_defend_text(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: each card among them whose text
%   clashes as it defends (FAB-854), in turn.  effects.pl's
%   effect(defend) calls it.

victor_defend_text(S0, Who, Cards, S) -->
    over_the_top_noted(S0),                     % FAB-851
    oval_defense_noted(Cards, Who, S0),         % FAB-868
    golden_glare_gold(Cards, Who, S0, S1),
    { include(clashes_on_defend, Cards, Cs),
      maplist(card_id, Cs, Ids)
    },
    defence_clashes(Ids, Who, S1, S).

clashes_on_defend(C) :-
    text_read_name(C, Name),
    (   card_text_read(Name, defends_clash_winner_creates(_))
    ;   card_text_read(Name, defends_clash_won_defense(_))
    ),
    !.

%   defence_clashes(+Ids, +Player, +S0, -S)//: the defending cards Ids of
%   Player clash in turn; a clash that waits keeps the rest in its
%   choice's `cards`.
defence_clashes([], _, S, S) --> [].
defence_clashes([Id|Ids], Who, S0, S) -->
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { pending(S0, Pd), memberchk(Pd.choice, ["clash", "clash_again"]) }
    ->  { S = S0.put(pending, Pd.put(cards, [Id|Ids])) }
    ;   { once(( state_card(S0, Src), card_id(Src, SId), SId == Id )) },
        text_clash(Src, Who, S0, S1),
        defence_clashes(Ids, Who, S1, S)
    ).

%   text_clash(+Source, +Player, +S0, -S)//: Source's text makes Player
%   clash with the other hero (defending, FAB-854; hitting, FAB-856): at
%   once where both top cards are shown, else the clash choice waits
%   (FAB-853), unless another choice already waits (not done: the rule
%   says so).
text_clash(Src, Who, S0, S) -->
    { card_id(Src, SId),
      opponent(S0, Who, Opp)
    },
    (   { clash_winner(S0, [Who, Opp], Winner) }
    ->  clash_resolved(S0, [Who, Opp], Winner, SId),
        (   { clash_again_may(S0, [Who, Opp], Winner, V, Hero) }   % Victor (FAB-860)
        ->  clash_again_asked(S0, V, Hero, Src, Who, Opp, Winner, S)
        ;   clash_outcome(Src, Who, Opp, Winner, S0, S)
        )
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-853', clash_not_asked, _{player:Who, by:SId}) ]
    ;   { once(clash_unknown_top(S0, [Who, Opp], UWho, UId)),
          S = S0.put(pending, _{choice:"clash", player:Opp, controller:Who, source:Src, cards:[]})
        },
        [ event('FAB-853', clash_waits, _{player:Who, with:Opp, by:SId, unknown:UId, of:UWho}) ]
    ).

%   clash_outcome(+Source, +Player, +Other, +Winner, +S0, -S)//: what
%   follows the clash of Source's text, Player's, with Other, won by
%   Winner: Source's prize, then the winner's revealed card's text.
clash_outcome(Src, Who, Opp, Winner, S0, S) -->
    clash_prize(Src, Who, Opp, Winner, S0, S1),
    clash_won_text(S1, Winner, S).              % FAB-855: its triggered-layer resolves after

%   clash_resolved(+S, +Players, +Winner, +By)//: the clash of Players,
%   set off by By, is won by Winner (or none): an event names the
%   revealed cards (FAB-852).
clash_resolved(S, Players, Winner, By) -->
    { findall(Id, ( member(W, Players), player(S, W, P), P.deck = [T|_], card_id(T, Id) ), Revealed) },
    [ event('FAB-852', clash_won, _{players:Players, revealed:Revealed, winner:Winner, by:By}) ].

%   clash_prize(+Source, +Player, +Other, +Winner, +S0, -S)//: what
%   Source's text, Player's, does for the winner of its clash with Other:
%   the winner's token (FAB-854); the top card of Other's deck destroyed
%   if Player wins, a -1 power counter on Source if Other wins (FAB-856).
clash_prize(Src, Who, Opp, Winner, S0, S) -->
    { card_id(Src, SId) },
    (   { Winner \== none,
          text_read_name(Src, Name),
          card_text_read(Name, defends_clash_winner_creates(T))
        }
    ->  { (   Winner == Who -> Kind = clash_token_made ; Kind = clash_token_made_other ) },
        tokens_made([T], 'FAB-854', Kind, Winner, SId, S0, S)   % card_texts_rhinar_blitz.pl
    ;   { Winner == Who,
          text_read_name(Src, Name),
          card_text_read(Name, defends_clash_won_defense(N)),
          add_effect(S0, _{kind:"defense_gained", player:Who, card:SId, amount:N, source:SId}, S)
        }
    ->  [ event('FAB-858', clash_defense_gained, _{player:Who, card:SId, amount:N}) ]
    ;   { Winner == Who,
          text_read_name(Src, Name),
          card_text_read(Name, hit_clash_mills_or_weakens),
          player(S0, Opp, P0),
          P0.deck = [Top|Rest],
          add_cards(P0.put(deck, Rest), graveyard, [Top], P1),
          set_player(S0, P1, S),
          card_id(Top, TId)
        }
    ->  [ event('FAB-856', clash_top_destroyed, _{player:Opp, card:TId, by:SId}) ]
    ;   { Winner == Opp,
          text_read_name(Src, Name),
          card_text_read(Name, hit_clash_mills_or_weakens),
          weapon_counter_put(S0, SId, -1, K, S)
        }
    ->  [ event('FAB-856', clash_power_counter, _{player:Who, weapon:SId, counters:K}) ]
    ;   { S = S0 }
    ).

                 /*******************************
                 *      MILLER'S GRINDSTONE     *
                 *******************************/

rule('FAB-856', effect, "Miller's Grindstone: hitting a hero, a clash; the winner mills or weakens",
     "When Miller's Grindstone's attack (its text read) hits a hero, its controller clashes with that hero's player (FAB-852): if the controller wins, the top card of the other player's deck is destroyed (to their graveyard); if the other player wins, Miller's Grindstone gets a -1 power counter (power_counters, Dawnblade's, FAB-589: its power counts it from then on, on the chain and back in the weapon zone, never below 0); with no winner, nothing. A top card the position does not show waits for the clash move (FAB-853). Its attack (once per turn, 3 resource points) is the card data's.",
     ruling("",
            "Miller's Grindstone: \"Once per Turn Action - {r}{r}{r}: Attack. When this hits a hero, clash with them. If you win, destroy the top card of their deck. If they win, put a -1{p} counter on this.\" CR 7.5.5 (an attack hits when it deals damage to the hero), 6.6.5 (a triggered effect), 8.5.45 (clash), 8.5.4 (destroy), 8.5.14 and 2.0.3d (a -1 power counter modifies the power, not the base), 2.0.3c (never below 0), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

card_text_read("Miller's Grindstone", hit_clash_mills_or_weakens).

%!  victor_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, Link's, hit a hero: a clash where its text says so
%   (FAB-856).  card_texts.pl's hit effects call it last.

victor_hit_text(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_clash_mills_or_weakens)
        }
    ->  text_clash(A, L.controller, S0, S)
    ;   { text_read_name(A, Name),
          card_text_read(Name, tower_hit_destroys_aura_tokens(Min)),
          link_power(L, P),                     % triggers.pl
          P >= Min,
          Def = L.defender,
          player(S0, Def, P0),
          key_value(arena, P0, [], Arena0),
          partition(aura_token, Arena0, Auras, Arena),
          set_player(S0, P0.put(arena, Arena), S),
          maplist(card_id, Auras, Ids),
          card_id(A, AId)
        }
    ->  [ event('FAB-862', aura_tokens_destroyed, _{player:Def, cards:Ids, by:AId, power:P}) ]
    ;   { S = S0 }
    ).

aura_token(C) :-
    token_card(C),
    card_subtypes(C, Ss),
    memberchk("Aura", Ss).

                 /*******************************
                 *        SMACK OF REALITY      *
                 *******************************/

rule('FAB-862', effect, "Smack of Reality: with 13 or more power, a hit destroys the hit hero's aura tokens",
     "While the chain link whose attack is Smack of Reality (its text read) has 13 or more power, it has \"When this hits a hero, destroy all aura tokens they control\": when it hits with that power, every token with the subtype Aura in the defending player's arena (Might, Vigor, Agility, Bloodrot Pox, Frailty, Inertia, ...) is destroyed; a token destroyed ceases to exist. With less power, or none, nothing.",
     ruling("",
            "Smack of Reality: \"Tower - If this has 13 or more {p}, it gets 'When this hits a hero, destroy all aura tokens they control.'\" CR 8.4.13 (Tower labels \"If this has 13 or more {p}, [EFFECTS]\"), 5.4.7 (a while-static ability), 7.5.5 (an attack hits when it deals damage to the hero), 8.5.4 (destroy), 8.1.8a (a token that leaves the arena ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

card_text_read("Smack of Reality", tower_hit_destroys_aura_tokens(13)).

message(event(aura_tokens_destroyed, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.cards == [] }
    ->  [ "~w hits with ~d power (Tower): ~w controls no aura token to destroy"-[By, F.power, F.player] ]
    ;   { atomic_list_concat(F.cards, ", ", T) },
        [ "~w hits with ~d power (Tower): ~w's aura tokens (~w) are destroyed"-[By, F.power, F.player, T] ]
    ).

%!  weapon_counter_put(+State0, +WeaponId, +N, -Counters, -State) is semidet.
%
%   N power counters (+1 or -1) are put on the weapon WeaponId, attacking
%   on a chain link (the attack it is now): Counters its counters then
%   (FAB-589, FAB-856).

weapon_counter_put(S0, WId, N, K, S) :-
    Chain0 = S0.chain,
    nth0(I, Chain0.links, L0, Rest),
    link_attack(L0, W0), card_id(W0, WId0), WId0 == WId,
    !,
    key_value(power_counters, W0, 0, K0),
    K is K0 + N,
    nth0(I, Links, L0.put(attack, W0.put(power_counters, K)), Rest),
    S = S0.put(chain, Chain0.put(links, Links)).

                 /*******************************
                 *         THUNK, WALLOP        *
                 *******************************/

rule('FAB-855', effect, "Thunk, Wallop: winning a clash by revealing it, a token",
     "When a player wins a clash (FAB-852) by revealing Thunk (its text read), the top card of their deck, a Might token is created in their arena; by revealing Wallop, a Vigor token. Revealed by the player who does not win, or in a clash nobody wins, it gives nothing; anywhere else its text waits.",
     ruling("",
            "Thunk: \"When you win a clash revealing this, create a Might token.\"; Wallop: \"... create a Vigor token.\" CR 8.5.45a (the winner wins by revealing that card), 1.7.4i (a triggered ability whose condition has its source outside the arena, revealed from the deck, is functional), 6.6.5 (a triggered effect), 8.5.2c, 8.6.26, 8.6.27 (Might, Vigor), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Thunk is no card with clash (the example of CR 1.8.2): it makes no clash itself.")).

%   clash_won_text(+S0, +Winner, -S)//: the winner's revealed card, the
%   top card of their deck, creates its token (FAB-855).
clash_won_text(S0, Winner, S) -->
    (   { Winner \== none,
          player(S0, Winner, P),
          P.deck = [Top|_],
          text_read_name(Top, Name),
          card_text_read(Name, clash_won_revealing_creates(T)),
          card_id(Top, TId)
        }
    ->  tokens_made([T], 'FAB-855', clash_won_token_made, Winner, TId, S0, S)
    ;   { S = S0 }
    ).

message(event(clash_top_destroyed, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w wins the clash: the top card of ~w's deck, ~w, is destroyed"-[By, F.player, C] ].
message(event(clash_power_counter, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w loses the clash: ~w gets a -1 power counter (~d in all)"-[W, W, F.counters] ].
message(event(clash_won, F, S0)) -->
    { maplist(event_card(S0), F.revealed, Ls),
      atomic_list_concat(Ls, " and ", LT),
      event_card(S0, F.by, By),
      atomic_list_concat(F.players, " and ", PT)
    },
    (   { F.winner == none }
    ->  [ "~w: ~w clash, revealing ~w: nobody wins"-[By, PT, LT] ]
    ;   [ "~w: ~w clash, revealing ~w: ~w wins"-[By, PT, LT, F.winner] ]
    ).
message(event(clash_token_made, F, S0)) -->
    clash_token_words(F, S0).
message(event(clash_token_made_other, F, S0)) -->
    clash_token_words(F, S0).

clash_token_words(F, S0) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w: ~w wins the clash and creates ~w ~w token (~w)"-[By, F.player, A, F.name, F.card] ].
message(event(clash_won_token_made, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w wins a clash by revealing ~w: ~w ~w token (~w) is created in their arena"-[F.player, By, A, F.name, F.card] ].
message(event(clash_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w clashes with ~w, but the top card of ~w's deck (~w) is not shown: the position names it, then a clash move resolves the clash"-[By, F.player, F.with, F.of, F.unknown] ].
message(event(clash_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: another choice already waits, so ~w's clash with a top card not shown is not asked: rulecheck leaves it out (not done)"-[By, F.player] ].
message(unknown_clash_top(Who, Id)) -->
    [ "the top card of ~w's deck (~w) is not shown: the clash reads its power, so the position names it first (FAB-106)"-[Who, Id] ].
fact_words(clash_tops(Tops)) -->
    { findall(T, ( member(W-C, Tops), card_label(C, L), format(string(T), "~w's ~w", [W, L]) ), Ts),
      atomic_list_concat(Ts, ", ", TT)
    },
    [ "the top cards revealed: ~w"-[TT] ].
message(no_choice_waits("clash")) -->
    [ "no clash waits: a clash move answers a clash whose top card the position did not show" ].

move_words("clash", S, M) -->
    { pending(S, Pd), Pd.choice == "clash", card_label(Pd.source, Src) },
    [ M.player, " clashes for ", Src, ", the top cards shown" ].

choice_words("clash") --> [ "the clash, once the position shows the top cards of both decks (a clash move)" ].

text_choice_words("clash", Source) -->
    [ "the clash ~w makes (clash)"-[Source] ].

                 /*******************************
                 *          GOLDEN GLARE        *
                 *******************************/

rule('FAB-857', effect, "Golden Glare: defending together with 2 or more yellow cards, a Gold token",
     "When Golden Glare (its text read) is declared as a defender and two or more yellow cards defend the same chain link with it (the cards declared with it and any already defending that link), its player creates a Gold token in their arena. With fewer yellow cards, nothing. Its Blade Break is FAB-520's.",
     ruling("",
            "Golden Glare: \"Victor Specialization. When this defends together with 2 or more yellow cards, create a Gold token. Blade Break\". CR 6.6.5 (a triggered effect), 7.3.2 (defenders are declared), 2.1 (colour: a yellow card's colour strip), 8.5.2c and 8.6.16 (a Gold token, created in its controller's arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared.")).

card_text_read("Golden Glare", defends_with_yellow_creates(2, "Gold")).

%   golden_glare_gold(+Cards, +Player, +S0, -S)//: each Golden Glare
%   among Cards, declared as defenders by Player, with N or more yellow
%   cards defending the active chain link beside it, creates its token
%   (FAB-857).
golden_glare_gold([], _, S, S) --> [].
golden_glare_gold([C|Cs], Who, S0, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defends_with_yellow_creates(N, T)),
          card_id(C, Id),
          chain_open(S0),
          last(S0.chain.links, L),
          aggregate_all(count, ( member(D, L.defending), card_id(D, DId), DId \== Id,
                                 card_prop(D, color, "yellow") ), Y),
          Y >= N
        }
    ->  tokens_made([T], 'FAB-857', yellow_defence_token_made, Who, Id, S0, S1)
    ;   { S1 = S0 }
    ),
    golden_glare_gold(Cs, Who, S1, S).

message(event(yellow_defence_token_made, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w defends together with 2 or more yellow cards: ~w creates ~w ~w token (~w)"-[By, F.player, A, F.name, F.card] ].

                 /*******************************
                 *       STONEWALL IMPASSE      *
                 *******************************/

rule('FAB-858', effect, "Stonewall Impasse: defending, a clash; won, +1 defense until the end of the turn",
     "When Stonewall Impasse (its text read) is declared as a defender, its player clashes with the attacking hero (FAB-852): if they win, it gets +1 defense until the end of the turn (the state's effects: {kind: defense_gained, player, card, amount, source}). The damage it prevents and its Temper (FAB-522) as the chain closes count it: with 1 printed defense and the +1, the -1 defense counter leaves it at 1, and it returns. Lost, or with no winner, nothing. A top card the position does not show waits for the clash move (FAB-853).",
     ruling("",
            "Stonewall Impasse: \"When this defends, clash with the attacking hero. If you win, this gets +1{d} until end of turn. Temper\". CR 6.6.5 (a triggered effect), 8.5.45 (clash), 2.0.3 (an effect modifies the defense), 4.4.4 (an effect until end of turn ends with it), 8.3.10 (Temper: a -1 defense counter as the chain closes, then destroyed at 0 defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The chain closes before the turn ends, so the +1 still counts for Temper.")).

card_text_read("Stonewall Impasse", defends_clash_won_defense(1)).

%!  victor_defense_bonus(+State, +Player, +Card, -Bonus:integer) is det.
%
%   What the texts read here add to the defense of Card, defending for
%   Player: the defense effects of the turn naming it (FAB-858), and
%   Stacked in Your Favor's to an attack action card (FAB-869).

victor_defense_bonus(S, Who, C, B) :-
    effect_defense_bonus(S, C, B1),
    stacked_defense_bonus(S, Who, C, B2),
    B is B1 + B2.

effect_defense_bonus(S, C, B) :-
    (   card_id(C, Id),
        effects(S, Es)
    ->  aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "defense_gained"),
                                get_dict(card, E, Id0), Id0 == Id, get_dict(amount, E, N) ), B)
    ;   B = 0
    ).

message(event(clash_defense_gained, F, S0)) -->
    { event_card(S0, F.card, C) },
    [ "~w wins the clash: it gets +~d defense until the end of the turn"-[C, F.amount] ].

                 /*******************************
                 *         VICTOR GOLDMANE      *
                 *******************************/

card_text_read("Victor Goldmane", first_gold_draws).
card_text_read("Victor Goldmane", first_failed_clash_again).

%!  victor_text(+State, +Player, ?Reading, -Hero) is semidet.
%
%   Player's hero Hero has Victor Goldmane's text Reading, read and not
%   lost (Crush Confidence, FAB-624).

victor_text(S, Who, Reading, Hero) :-
    player(S, Who, P),
    Hero = P.hero,
    text_read_name(Hero, Name),
    card_text_read(Name, Reading),
    \+ hero_abilities_lost(S, Who).             % card_texts_bravo.pl (FAB-624)

rule('FAB-859', effect, "Victor Goldmane: the first Gold token each turn from an effect of his player's, a card drawn",
     "The first time each turn a player whose hero is Victor Goldmane (its text read) creates a Gold token from an effect they control (Golden Glare's, Test of Strength's clash they make and win, a hit's Gold token of their attack, ...), they draw a card; the turn records it in the state's effects ({kind: gold_created, player, source}: a position given in the middle of a turn says so there). A Gold token they create from the other player's effect (winning the clash of the other player's Test of Strength) draws nothing and is not counted.",
     ruling("",
            "Victor Goldmane: \"The first time each turn you create a Gold token from an effect you control, draw a card.\" CR 6.6.4 (a static-triggered effect: \"The first time\"), 1.8.1b (the controller of an effect is the controller of its source's ability), 8.5.2c (the token enters under the control of the player instructed to create it), 8.5.6 (draw), 8.6.16 (Gold), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  gold_created(+Token, +Kind, +Player, +By, +State0, -State)// is det.
%
%   Player created Token, by an effect of Kind (tokens_made//7): the
%   first Gold token of the turn from an effect they control draws
%   Victor Goldmane's card (FAB-859).  card_texts_rhinar_blitz.pl's
%   tokens_made//7 calls it.

gold_created(T, Kind, Who, _, S0, S) -->
    (   { T == "Gold",
          \+ memberchk(Kind, [clash_token_made_other, wager_won_other]),   % the other player's effect (FAB-854, FAB-863)
          victor_text(S0, Who, first_gold_draws, Hero),
          \+ turn_record(S0, "gold_created", Who),
          card_id(Hero, HId),
          add_effect(S0, _{kind:"gold_created", player:Who, source:HId}, S1)
        }
    ->  [ event('FAB-859', first_gold_draw, _{player:Who, hero:HId}) ],
        draw_cards(Who, 1, HId, S1, S)          % triggers.pl
    ;   { S = S0 }
    ).

rule('FAB-860', effect, "Victor Goldmane: the first clash each turn he would fail to win, a Gold for a card to the bottom and a clash again",
     "The first time each turn a player whose hero is Victor Goldmane (its text read) would fail to win a clash (another player wins, or nobody does: FAB-852), they may instead destroy a Gold token they control: if they control one, the position waits (the pending choice clash_again, its player and controller theirs, its source the card that clashed): a bottom move naming one of the revealed cards destroys one of their Gold tokens (identical tokens: the first of their arena), puts that card on the bottom of its owner's deck, and the players clash again (FAB-852, FAB-853), whose outcome is the clash's; a decline move keeps the clash as it was. The turn records the first failure ({kind: clash_failed, player, source}) whether or not they replace it; without a Gold nothing is asked.",
     ruling("",
            "Victor Goldmane: \"The first time each turn you would fail to win a clash, instead you may destroy a Gold you control. If you do, put 1 of the revealed cards on the bottom of its owner's deck, then clash again.\" CR 6.4.11 (an outcome-replacement effect: the CR's own example is this text), 6.4.2 (an optional replacement: the player chooses), 8.5.45 (clash), 8.5.4 and 8.1.8a (a destroyed token ceases to exist), 8.6.16 (Gold), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Which revealed card goes to the bottom is the player's choice, so rulecheck asks it.")).

%!  clash_again_may(+State, +Players, +Winner, -Player, -Hero) is semidet.
%
%   Player, one of the clashing Players, whose hero Hero is Victor
%   Goldmane, does not win (Winner is another player or none) for the
%   first time this turn (FAB-860).

clash_again_may(S, Players, Winner, V, Hero) :-
    member(V, Players),
    V \== Winner,
    victor_text(S, V, first_failed_clash_again, Hero),
    \+ turn_record(S, "clash_failed", V),
    !.

%   clash_again_asked(+S0, +Victor, +Hero, +Source, +Player, +Other,
%   +Winner, -S)//: Victor's first failure is recorded; with a Gold they
%   control the choice waits, else the clash stands (FAB-860).
clash_again_asked(S0, V, Hero, Src, Who, Opp, Winner, S) -->
    { card_id(Hero, HId),
      add_effect(S0, _{kind:"clash_failed", player:V, source:HId}, S1)
    },
    (   { player(S1, V, P), controls_named(P, "Gold"), \+ pending(S1, _) }
    ->  { S = S1.put(pending, _{choice:"clash_again", player:V, controller:V, source:Src, cards:[]}) },
        [ event('FAB-860', clash_again_waits, _{player:V, hero:HId}) ]
    ;   clash_outcome(Src, Who, Opp, Winner, S1, S)
    ).

choice_action("clash_again", "bottom").
choice_action("clash_again", "decline").
choice_phase("clash_again", "action").

%   clash_again_players(+State, +Pending, -Player, -Other): the player
%   whose effect clashed (the controller of its source: the attack's, or
%   a defending card's) and the other.
clash_again_players(S, Pd, Who, Opp) :-
    card_id(Pd.source, SId),
    (   chain_open(S),
        member(L, S.chain.links),
        (   link_attack(L, A), card_id(A, AId), AId == SId
        ->  Who = L.controller
        ;   member(D, L.defending), card_id(D, DId), DId == SId
        ->  Who = L.defender
        )
    ->  true
    ;   players(S, Ps),                         % the chain closed (phantasm): where the card is
        member(P, Ps),
        card_where(P, SId, _, _)
    ->  Who = P.name
    ),
    !,
    opponent(S, Who, Opp).

%   The revealed cards a clash_again choice may put on the bottom: the
%   top cards of both decks.
clash_again_revealed(S, Pd, C) :-
    clash_again_players(S, Pd, Who, Opp),
    member(W, [Who, Opp]),
    player(S, W, P),
    P.deck = [C|_].

choice_candidate("bottom", S, _{player:V, action:"bottom", cards:[Id]}) :-
    pending(S, Pd),
    Pd.choice == "clash_again",
    V = Pd.player,
    clash_again_revealed(S, Pd, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:V, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "clash_again",
    V = Pd.player.

rule('FAB-861', constraint, "Victor Goldmane's clash again puts one revealed card on the bottom",
     "A bottom move answering Victor Goldmane's clash_again choice (FAB-860) names exactly one card, one of the two revealed: the top card of one of the clashing players' decks.",
     ruling("", "Victor Goldmane: \"... put 1 of the revealed cards on the bottom of its owner's deck, then clash again.\" CR 8.5.45 (the revealed cards are the top cards of the clashing decks), 8.5.15 (put), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-861', S, M, not_a_revealed_card(Ids)) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "clash_again",
    get_dict(cards, M, Ids),
    \+ ( Ids = [Id], clash_again_revealed(S, Pd, C), card_id(C, Id0), Id0 == Id ).

rule_fact('FAB-861', S, M, clash_revealed_cards(Cs)) :-
    get_dict(action, M, "bottom"),
    pending(S, Pd),
    Pd.choice == "clash_again",
    findall(C, clash_again_revealed(S, Pd, C), Cs).

fact_words(clash_revealed_cards(Cs)) -->
    { maplist(card_label, Cs, Ls), atomic_list_concat(Ls, " and ", T) },
    [ "the revealed cards, the top cards of the clashing decks: ~w"-[T] ].

effect(bottom, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "clash_again",
      choice_answered(S0, S1),
      V = M.player,
      clash_again_players(S0, Pd, Who, Opp),
      M.cards = [Id],
      player(S1, V, PV0),
      once(( member(G, PV0.arena), get_dict(name, G, "Gold"), token_card(G) )),
      card_id(G, GId),
      exclude(has_id(GId), PV0.arena, Arena),
      set_player(S1, PV0.put(arena, Arena), S2),
      once(( member(O, [Who, Opp]), player(S2, O, PO0), PO0.deck = [Top|Rest], card_id(Top, TI), TI == Id )),
      append(Rest, [Top], Deck),
      set_player(S2, PO0.put(deck, Deck), S3),
      key_value(cards, Pd, [], Ids)
    },
    [ event('FAB-860', clash_again, _{player:V, gold:GId, card:Id, owner:O}) ],
    text_clash(Pd.source, Who, S3, S4),
    defence_clashes(Ids, Who, S4, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "clash_again",
      choice_answered(S0, S1),
      clash_again_players(S0, Pd, Who, Opp),
      clash_winner(S1, [Who, Opp], Winner),
      key_value(cards, Pd, [], Ids)
    },
    [ event('FAB-860', clash_kept, _{player:M.player}) ],
    clash_outcome(Pd.source, Who, Opp, Winner, S1, S2),
    defence_clashes(Ids, Who, S2, S).

message(event(first_gold_draw, F, S0)) -->
    { event_card(S0, F.hero, H) },
    [ "~w creates the first Gold token this turn from an effect they control: ~w draws a card"-[F.player, H] ].
message(event(clash_again_waits, F, S0)) -->
    { event_card(S0, F.hero, H) },
    [ "~w fails to win a clash for the first time this turn: ~w may destroy a Gold to put one revealed card on the bottom and clash again (a bottom move naming the card, or decline)"-[F.player, H] ].
message(event(clash_again, F, S0)) -->
    { event_card(S0, F.card, C) },
    [ "~w destroys a Gold token (~w) and puts ~w on the bottom of ~w's deck: they clash again"-[F.player, F.gold, C, F.owner] ].
message(event(clash_kept, F, _)) -->
    [ "~w keeps the clash as it was"-[F.player] ].
message(not_a_revealed_card(Ids)) -->
    { atomic_list_concat(Ids, ", ", T) },
    [ "[~w]: Victor Goldmane puts exactly one of the revealed cards (the top card of a clashing deck) on the bottom"-[T] ].
message(no_choice_waits("clash_again")) -->
    [ "no clash waits to be replayed: bottom and decline answer Victor Goldmane's clash again" ].

choice_words("clash_again") --> [ "whether to destroy a Gold and put a revealed card on the bottom to clash again (a bottom move naming the card, or decline)" ].

text_choice_words("clash_again", Source) -->
    [ "whether to clash again after ~w's clash (bottom, decline)"-[Source] ].
